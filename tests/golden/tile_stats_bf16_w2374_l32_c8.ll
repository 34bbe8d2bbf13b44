; golden IR for tests/golden_test.cpp (default hot kernel, canonical order)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x40 = alloca <8 x i16>, align 16
  %xs37 = alloca <8 x i16>, align 16
  %x29 = alloca <8 x i16>, align 16
  %xs26 = alloca <8 x i16>, align 16
  %x18 = alloca <8 x i16>, align 16
  %xs15 = alloca <8 x i16>, align 16
  %x7 = alloca <8 x i16>, align 16
  %xs4 = alloca <8 x i16>, align 16
  %x = alloca <8 x i16>, align 16
  %xs = alloca <8 x i16>, align 16
  %nan = alloca <8 x i1>, align 1
  %s = alloca <8 x float>, align 32
  %m = alloca float, align 4
  %lanes = alloca [32 x float], align 4
  %lanes1 = alloca [32 x float], align 4
  %res.t = alloca float, align 4
  %res.s = alloca float, align 4
  %res.m = alloca float, align 4
  %3 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %3, align 8, !invariant.load !0
  %4 = sdiv i64 %arg6, 2374
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %5 = icmp slt i64 %row.iv, %2
  br i1 %5, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end ]
  %6 = icmp slt i64 %item.iv, %4
  br i1 %6, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %7 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %8, align 8, !invariant.load !0
  %9 = inttoptr i64 %arg0 to ptr
  %10 = mul i64 %row.iv, %arg1
  %11 = mul i64 %10, 2
  %12 = getelementptr i8, ptr %9, i64 %11
  %13 = mul i64 %item.iv, 2374
  %14 = mul i64 %13, 2
  %15 = getelementptr i8, ptr %12, i64 %14
  %16 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = sub i64 %arg7, %13
  %18 = icmp slt i64 %17, 0
  %19 = select i1 %18, i64 0, i64 %17
  %20 = icmp sgt i64 %19, 2374
  %21 = select i1 %20, i64 2374, i64 %19
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %22 = icmp sgt i64 %21, 0
  br i1 %22, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  br label %lane.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %23 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6102 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = sdiv i64 %arg6102, 2374
  %25 = mul i64 %row.iv, %24
  %26 = add i64 %25, %item.iv
  %27 = mul i64 %26, 2
  %28 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = inttoptr i64 %arg9 to ptr
  %30 = getelementptr float, ptr %29, i64 %27
  br i1 true, label %leader.then, label %leader.end

lane.head:                                        ; preds = %batch.exit, %nonempty.then
  %lane.iv = phi i64 [ 0, %nonempty.then ], [ %lane.next, %batch.exit ]
  %31 = icmp slt i64 %lane.iv, 32
  br i1 %31, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store float 0xFFF0000000000000, ptr %m, align 4
  store <8 x float> zeroinitializer, ptr %s, align 32
  store <8 x i1> zeroinitializer, ptr %nan, align 1
  br label %batch.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

batch.head:                                       ; preds = %inrange.end91, %lane.body
  %batch.iv = phi i64 [ 0, %lane.body ], [ %batch.next, %inrange.end91 ]
  %32 = icmp slt i64 %batch.iv, 2
  br i1 %32, label %batch.body, label %batch.exit

batch.body:                                       ; preds = %batch.head
  %33 = mul i64 %batch.iv, 5
  %34 = add i64 %33, 0
  %35 = mul i64 %34, 32
  %36 = add i64 %35, %lane.iv
  %37 = icmp slt i64 %36, 297
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  br i1 %37, label %ld.then, label %ld.end

batch.exit:                                       ; preds = %batch.head
  %38 = load <8 x i1>, ptr %nan, align 1
  %39 = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %38)
  %40 = load float, ptr %m, align 4
  %41 = select i1 %39, float 0x7FF8000000000000, float %40
  %42 = load <8 x float>, ptr %s, align 32
  %43 = shufflevector <8 x float> %42, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %44 = shufflevector <8 x float> %42, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %45 = fadd <4 x float> %43, %44
  %46 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %47 = shufflevector <4 x float> %45, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %48 = fadd <2 x float> %46, %47
  %49 = shufflevector <2 x float> %48, <2 x float> poison, <1 x i32> zeroinitializer
  %50 = shufflevector <2 x float> %48, <2 x float> poison, <1 x i32> <i32 1>
  %51 = fadd <1 x float> %49, %50
  %52 = extractelement <1 x float> %51, i64 0
  %53 = select i1 %39, float 0x7FF8000000000000, float %52
  %54 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %41, ptr %54, align 4
  %55 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %lane.iv
  store float %53, ptr %55, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %batch.body
  %56 = mul i64 %36, 8
  %57 = mul i64 %56, 2
  %58 = getelementptr i8, ptr %15, i64 %57
  %59 = add i64 %56, 8
  %60 = icmp sle i64 %59, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %60, label %full.then, label %full.else

ld.end:                                           ; preds = %full.end, %batch.body
  %61 = mul i64 %batch.iv, 5
  %62 = add i64 %61, 1
  %63 = mul i64 %62, 32
  %64 = add i64 %63, %lane.iv
  %65 = icmp slt i64 %64, 297
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs4, align 16
  br i1 %65, label %ld.then5, label %ld.end6

full.then:                                        ; preds = %ld.then
  %66 = load <8 x i16>, ptr %58, align 2, !invariant.load !0
  store <8 x i16> %66, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %ld.then
  %.splatinsert = insertelement <8 x i64> poison, i64 %56, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %67 = add <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert2 = insertelement <8 x i64> poison, i64 %21, i64 0
  %.splat3 = shufflevector <8 x i64> %.splatinsert2, <8 x i64> poison, <8 x i32> zeroinitializer
  %68 = icmp slt <8 x i64> %67, %.splat3
  %69 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %58, i32 2, <8 x i1> %68, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  store <8 x i16> %69, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %70 = load <8 x i16>, ptr %x, align 16
  store <8 x i16> %70, ptr %xs, align 16
  br label %ld.end

ld.then5:                                         ; preds = %ld.end
  %71 = mul i64 %64, 8
  %72 = mul i64 %71, 2
  %73 = getelementptr i8, ptr %15, i64 %72
  %74 = add i64 %71, 8
  %75 = icmp sle i64 %74, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x7, align 16
  br i1 %75, label %full.then8, label %full.else9

ld.end6:                                          ; preds = %full.end10, %ld.end
  %76 = mul i64 %batch.iv, 5
  %77 = add i64 %76, 2
  %78 = mul i64 %77, 32
  %79 = add i64 %78, %lane.iv
  %80 = icmp slt i64 %79, 297
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs15, align 16
  br i1 %80, label %ld.then16, label %ld.end17

full.then8:                                       ; preds = %ld.then5
  %81 = load <8 x i16>, ptr %73, align 2, !invariant.load !0
  store <8 x i16> %81, ptr %x7, align 16
  br label %full.end10

full.else9:                                       ; preds = %ld.then5
  %.splatinsert11 = insertelement <8 x i64> poison, i64 %71, i64 0
  %.splat12 = shufflevector <8 x i64> %.splatinsert11, <8 x i64> poison, <8 x i32> zeroinitializer
  %82 = add <8 x i64> %.splat12, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert13 = insertelement <8 x i64> poison, i64 %21, i64 0
  %.splat14 = shufflevector <8 x i64> %.splatinsert13, <8 x i64> poison, <8 x i32> zeroinitializer
  %83 = icmp slt <8 x i64> %82, %.splat14
  %84 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %73, i32 2, <8 x i1> %83, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  store <8 x i16> %84, ptr %x7, align 16
  br label %full.end10

full.end10:                                       ; preds = %full.else9, %full.then8
  %85 = load <8 x i16>, ptr %x7, align 16
  store <8 x i16> %85, ptr %xs4, align 16
  br label %ld.end6

ld.then16:                                        ; preds = %ld.end6
  %86 = mul i64 %79, 8
  %87 = mul i64 %86, 2
  %88 = getelementptr i8, ptr %15, i64 %87
  %89 = add i64 %86, 8
  %90 = icmp sle i64 %89, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x18, align 16
  br i1 %90, label %full.then19, label %full.else20

ld.end17:                                         ; preds = %full.end21, %ld.end6
  %91 = mul i64 %batch.iv, 5
  %92 = add i64 %91, 3
  %93 = mul i64 %92, 32
  %94 = add i64 %93, %lane.iv
  %95 = icmp slt i64 %94, 297
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs26, align 16
  br i1 %95, label %ld.then27, label %ld.end28

full.then19:                                      ; preds = %ld.then16
  %96 = load <8 x i16>, ptr %88, align 2, !invariant.load !0
  store <8 x i16> %96, ptr %x18, align 16
  br label %full.end21

full.else20:                                      ; preds = %ld.then16
  %.splatinsert22 = insertelement <8 x i64> poison, i64 %86, i64 0
  %.splat23 = shufflevector <8 x i64> %.splatinsert22, <8 x i64> poison, <8 x i32> zeroinitializer
  %97 = add <8 x i64> %.splat23, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert24 = insertelement <8 x i64> poison, i64 %21, i64 0
  %.splat25 = shufflevector <8 x i64> %.splatinsert24, <8 x i64> poison, <8 x i32> zeroinitializer
  %98 = icmp slt <8 x i64> %97, %.splat25
  %99 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %88, i32 2, <8 x i1> %98, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  store <8 x i16> %99, ptr %x18, align 16
  br label %full.end21

full.end21:                                       ; preds = %full.else20, %full.then19
  %100 = load <8 x i16>, ptr %x18, align 16
  store <8 x i16> %100, ptr %xs15, align 16
  br label %ld.end17

ld.then27:                                        ; preds = %ld.end17
  %101 = mul i64 %94, 8
  %102 = mul i64 %101, 2
  %103 = getelementptr i8, ptr %15, i64 %102
  %104 = add i64 %101, 8
  %105 = icmp sle i64 %104, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x29, align 16
  br i1 %105, label %full.then30, label %full.else31

ld.end28:                                         ; preds = %full.end32, %ld.end17
  %106 = mul i64 %batch.iv, 5
  %107 = add i64 %106, 4
  %108 = mul i64 %107, 32
  %109 = add i64 %108, %lane.iv
  %110 = icmp slt i64 %109, 297
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs37, align 16
  br i1 %110, label %ld.then38, label %ld.end39

full.then30:                                      ; preds = %ld.then27
  %111 = load <8 x i16>, ptr %103, align 2, !invariant.load !0
  store <8 x i16> %111, ptr %x29, align 16
  br label %full.end32

full.else31:                                      ; preds = %ld.then27
  %.splatinsert33 = insertelement <8 x i64> poison, i64 %101, i64 0
  %.splat34 = shufflevector <8 x i64> %.splatinsert33, <8 x i64> poison, <8 x i32> zeroinitializer
  %112 = add <8 x i64> %.splat34, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert35 = insertelement <8 x i64> poison, i64 %21, i64 0
  %.splat36 = shufflevector <8 x i64> %.splatinsert35, <8 x i64> poison, <8 x i32> zeroinitializer
  %113 = icmp slt <8 x i64> %112, %.splat36
  %114 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %103, i32 2, <8 x i1> %113, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  store <8 x i16> %114, ptr %x29, align 16
  br label %full.end32

full.end32:                                       ; preds = %full.else31, %full.then30
  %115 = load <8 x i16>, ptr %x29, align 16
  store <8 x i16> %115, ptr %xs26, align 16
  br label %ld.end28

ld.then38:                                        ; preds = %ld.end28
  %116 = mul i64 %109, 8
  %117 = mul i64 %116, 2
  %118 = getelementptr i8, ptr %15, i64 %117
  %119 = add i64 %116, 8
  %120 = icmp sle i64 %119, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x40, align 16
  br i1 %120, label %full.then41, label %full.else42

ld.end39:                                         ; preds = %full.end43, %ld.end28
  br i1 %37, label %inrange.then, label %inrange.end

full.then41:                                      ; preds = %ld.then38
  %121 = load <8 x i16>, ptr %118, align 2, !invariant.load !0
  store <8 x i16> %121, ptr %x40, align 16
  br label %full.end43

full.else42:                                      ; preds = %ld.then38
  %.splatinsert44 = insertelement <8 x i64> poison, i64 %116, i64 0
  %.splat45 = shufflevector <8 x i64> %.splatinsert44, <8 x i64> poison, <8 x i32> zeroinitializer
  %122 = add <8 x i64> %.splat45, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert46 = insertelement <8 x i64> poison, i64 %21, i64 0
  %.splat47 = shufflevector <8 x i64> %.splatinsert46, <8 x i64> poison, <8 x i32> zeroinitializer
  %123 = icmp slt <8 x i64> %122, %.splat47
  %124 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %118, i32 2, <8 x i1> %123, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  store <8 x i16> %124, ptr %x40, align 16
  br label %full.end43

full.end43:                                       ; preds = %full.else42, %full.then41
  %125 = load <8 x i16>, ptr %x40, align 16
  store <8 x i16> %125, ptr %xs37, align 16
  br label %ld.end39

inrange.then:                                     ; preds = %ld.end39
  %126 = load <8 x i16>, ptr %xs, align 16
  %127 = zext <8 x i16> %126 to <8 x i32>
  %128 = shl <8 x i32> %127, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %129 = bitcast <8 x i32> %128 to <8 x float>
  %130 = fcmp uno <8 x float> %129, %129
  %131 = load <8 x i1>, ptr %nan, align 1
  %132 = or <8 x i1> %131, %130
  store <8 x i1> %132, ptr %nan, align 1
  %133 = shufflevector <8 x float> %129, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %134 = shufflevector <8 x float> %129, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %135 = fcmp ogt <4 x float> %134, %133
  %136 = select <4 x i1> %135, <4 x float> %134, <4 x float> %133
  %137 = shufflevector <4 x float> %136, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %138 = shufflevector <4 x float> %136, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %139 = fcmp ogt <2 x float> %138, %137
  %140 = select <2 x i1> %139, <2 x float> %138, <2 x float> %137
  %141 = shufflevector <2 x float> %140, <2 x float> poison, <1 x i32> zeroinitializer
  %142 = shufflevector <2 x float> %140, <2 x float> poison, <1 x i32> <i32 1>
  %143 = fcmp ogt <1 x float> %142, %141
  %144 = select <1 x i1> %143, <1 x float> %142, <1 x float> %141
  %145 = extractelement <1 x float> %144, i64 0
  %146 = load float, ptr %m, align 4
  %147 = fcmp ogt float %145, %146
  %148 = select i1 %147, float %145, float %146
  %149 = fcmp une float %146, 0xFFF0000000000000
  %150 = fcmp une float %148, %146
  %151 = and i1 %150, %149
  br i1 %151, label %rescale.then, label %rescale.end

inrange.end:                                      ; preds = %acc.end, %ld.end39
  br i1 %65, label %inrange.then54, label %inrange.end55

rescale.then:                                     ; preds = %inrange.then
  %152 = fsub float %146, %148
  %153 = fcmp uno float %152, %152
  %154 = select i1 %153, float 0.000000e+00, float %152
  %155 = fcmp olt float %154, 0xC055D58A00000000
  %156 = select i1 %155, float 0xC055D58A00000000, float %154
  %157 = call float @llvm.fma.f32(float %156, float 0x3FF7154760000000, float 0x4168000000000000)
  %158 = fsub float %157, 0x4168000000000000
  %159 = call float @llvm.fma.f32(float %158, float 0xBFE6300000000000, float %156)
  %160 = call float @llvm.fma.f32(float %158, float 0x3F2BD01060000000, float %159)
  %161 = fmul float %160, %160
  %162 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %160, float 0x3F56E879C0000000)
  %163 = call float @llvm.fma.f32(float %162, float %160, float 0x3F81112100000000)
  %164 = call float @llvm.fma.f32(float %163, float %160, float 0x3FA5553820000000)
  %165 = call float @llvm.fma.f32(float %164, float %160, float 0x3FC5555540000000)
  %166 = call float @llvm.fma.f32(float %165, float %160, float 5.000000e-01)
  %167 = call float @llvm.fma.f32(float %166, float %161, float %160)
  %168 = fadd float %167, 1.000000e+00
  %169 = bitcast float %157 to i32
  %170 = add i32 %169, -1262485377
  %171 = shl i32 %170, 23
  %172 = bitcast i32 %171 to float
  %173 = fmul float %168, %172
  %174 = fcmp olt float %152, 0xC055D58A00000000
  %175 = select i1 %174, float 0.000000e+00, float %173
  %176 = select i1 %153, float %152, float %175
  %.splatinsert48 = insertelement <8 x float> poison, float %152, i64 0
  %.splat49 = shufflevector <8 x float> %.splatinsert48, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert50 = insertelement <8 x float> poison, float %176, i64 0
  %.splat51 = shufflevector <8 x float> %.splatinsert50, <8 x float> poison, <8 x i32> zeroinitializer
  %177 = load <8 x float>, ptr %s, align 32
  %178 = fmul <8 x float> %177, %.splat51
  store <8 x float> %178, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %148, ptr %m, align 4
  %179 = fcmp une float %148, 0xFFF0000000000000
  br i1 %179, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert52 = insertelement <8 x float> poison, float %148, i64 0
  %.splat53 = shufflevector <8 x float> %.splatinsert52, <8 x float> poison, <8 x i32> zeroinitializer
  %180 = fsub <8 x float> %129, %.splat53
  %181 = fcmp uno <8 x float> %180, %180
  %182 = select <8 x i1> %181, <8 x float> zeroinitializer, <8 x float> %180
  %183 = fcmp olt <8 x float> %182, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %184 = select <8 x i1> %183, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %182
  %185 = call <8 x float> @llvm.fma.v8f32(<8 x float> %184, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %186 = fsub <8 x float> %185, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %187 = call <8 x float> @llvm.fma.v8f32(<8 x float> %186, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %184)
  %188 = call <8 x float> @llvm.fma.v8f32(<8 x float> %186, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %187)
  %189 = fmul <8 x float> %188, %188
  %190 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %188, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %191 = call <8 x float> @llvm.fma.v8f32(<8 x float> %190, <8 x float> %188, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %192 = call <8 x float> @llvm.fma.v8f32(<8 x float> %191, <8 x float> %188, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %193 = call <8 x float> @llvm.fma.v8f32(<8 x float> %192, <8 x float> %188, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %194 = call <8 x float> @llvm.fma.v8f32(<8 x float> %193, <8 x float> %188, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %195 = call <8 x float> @llvm.fma.v8f32(<8 x float> %194, <8 x float> %189, <8 x float> %188)
  %196 = fadd <8 x float> %195, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %197 = bitcast <8 x float> %185 to <8 x i32>
  %198 = add <8 x i32> %197, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %199 = shl <8 x i32> %198, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %200 = bitcast <8 x i32> %199 to <8 x float>
  %201 = fmul <8 x float> %196, %200
  %202 = fcmp olt <8 x float> %180, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %203 = select <8 x i1> %202, <8 x float> zeroinitializer, <8 x float> %201
  %204 = select <8 x i1> %181, <8 x float> %180, <8 x float> %203
  %205 = load <8 x float>, ptr %s, align 32
  %206 = fadd <8 x float> %205, %204
  store <8 x float> %206, ptr %s, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

inrange.then54:                                   ; preds = %inrange.end
  %207 = load <8 x i16>, ptr %xs4, align 16
  %208 = zext <8 x i16> %207 to <8 x i32>
  %209 = shl <8 x i32> %208, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %210 = bitcast <8 x i32> %209 to <8 x float>
  %211 = fcmp uno <8 x float> %210, %210
  %212 = load <8 x i1>, ptr %nan, align 1
  %213 = or <8 x i1> %212, %211
  store <8 x i1> %213, ptr %nan, align 1
  %214 = shufflevector <8 x float> %210, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %215 = shufflevector <8 x float> %210, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %216 = fcmp ogt <4 x float> %215, %214
  %217 = select <4 x i1> %216, <4 x float> %215, <4 x float> %214
  %218 = shufflevector <4 x float> %217, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %219 = shufflevector <4 x float> %217, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %220 = fcmp ogt <2 x float> %219, %218
  %221 = select <2 x i1> %220, <2 x float> %219, <2 x float> %218
  %222 = shufflevector <2 x float> %221, <2 x float> poison, <1 x i32> zeroinitializer
  %223 = shufflevector <2 x float> %221, <2 x float> poison, <1 x i32> <i32 1>
  %224 = fcmp ogt <1 x float> %223, %222
  %225 = select <1 x i1> %224, <1 x float> %223, <1 x float> %222
  %226 = extractelement <1 x float> %225, i64 0
  %227 = load float, ptr %m, align 4
  %228 = fcmp ogt float %226, %227
  %229 = select i1 %228, float %226, float %227
  %230 = fcmp une float %227, 0xFFF0000000000000
  %231 = fcmp une float %229, %227
  %232 = and i1 %231, %230
  br i1 %232, label %rescale.then56, label %rescale.end57

inrange.end55:                                    ; preds = %acc.end63, %inrange.end
  br i1 %80, label %inrange.then66, label %inrange.end67

rescale.then56:                                   ; preds = %inrange.then54
  %233 = fsub float %227, %229
  %234 = fcmp uno float %233, %233
  %235 = select i1 %234, float 0.000000e+00, float %233
  %236 = fcmp olt float %235, 0xC055D58A00000000
  %237 = select i1 %236, float 0xC055D58A00000000, float %235
  %238 = call float @llvm.fma.f32(float %237, float 0x3FF7154760000000, float 0x4168000000000000)
  %239 = fsub float %238, 0x4168000000000000
  %240 = call float @llvm.fma.f32(float %239, float 0xBFE6300000000000, float %237)
  %241 = call float @llvm.fma.f32(float %239, float 0x3F2BD01060000000, float %240)
  %242 = fmul float %241, %241
  %243 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %241, float 0x3F56E879C0000000)
  %244 = call float @llvm.fma.f32(float %243, float %241, float 0x3F81112100000000)
  %245 = call float @llvm.fma.f32(float %244, float %241, float 0x3FA5553820000000)
  %246 = call float @llvm.fma.f32(float %245, float %241, float 0x3FC5555540000000)
  %247 = call float @llvm.fma.f32(float %246, float %241, float 5.000000e-01)
  %248 = call float @llvm.fma.f32(float %247, float %242, float %241)
  %249 = fadd float %248, 1.000000e+00
  %250 = bitcast float %238 to i32
  %251 = add i32 %250, -1262485377
  %252 = shl i32 %251, 23
  %253 = bitcast i32 %252 to float
  %254 = fmul float %249, %253
  %255 = fcmp olt float %233, 0xC055D58A00000000
  %256 = select i1 %255, float 0.000000e+00, float %254
  %257 = select i1 %234, float %233, float %256
  %.splatinsert58 = insertelement <8 x float> poison, float %233, i64 0
  %.splat59 = shufflevector <8 x float> %.splatinsert58, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert60 = insertelement <8 x float> poison, float %257, i64 0
  %.splat61 = shufflevector <8 x float> %.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  %258 = load <8 x float>, ptr %s, align 32
  %259 = fmul <8 x float> %258, %.splat61
  store <8 x float> %259, ptr %s, align 32
  br label %rescale.end57

rescale.end57:                                    ; preds = %rescale.then56, %inrange.then54
  store float %229, ptr %m, align 4
  %260 = fcmp une float %229, 0xFFF0000000000000
  br i1 %260, label %acc.then62, label %acc.end63

acc.then62:                                       ; preds = %rescale.end57
  %.splatinsert64 = insertelement <8 x float> poison, float %229, i64 0
  %.splat65 = shufflevector <8 x float> %.splatinsert64, <8 x float> poison, <8 x i32> zeroinitializer
  %261 = fsub <8 x float> %210, %.splat65
  %262 = fcmp uno <8 x float> %261, %261
  %263 = select <8 x i1> %262, <8 x float> zeroinitializer, <8 x float> %261
  %264 = fcmp olt <8 x float> %263, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %265 = select <8 x i1> %264, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %263
  %266 = call <8 x float> @llvm.fma.v8f32(<8 x float> %265, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %267 = fsub <8 x float> %266, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %268 = call <8 x float> @llvm.fma.v8f32(<8 x float> %267, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %265)
  %269 = call <8 x float> @llvm.fma.v8f32(<8 x float> %267, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %268)
  %270 = fmul <8 x float> %269, %269
  %271 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %269, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %272 = call <8 x float> @llvm.fma.v8f32(<8 x float> %271, <8 x float> %269, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %273 = call <8 x float> @llvm.fma.v8f32(<8 x float> %272, <8 x float> %269, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %274 = call <8 x float> @llvm.fma.v8f32(<8 x float> %273, <8 x float> %269, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %275 = call <8 x float> @llvm.fma.v8f32(<8 x float> %274, <8 x float> %269, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %276 = call <8 x float> @llvm.fma.v8f32(<8 x float> %275, <8 x float> %270, <8 x float> %269)
  %277 = fadd <8 x float> %276, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %278 = bitcast <8 x float> %266 to <8 x i32>
  %279 = add <8 x i32> %278, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %280 = shl <8 x i32> %279, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %281 = bitcast <8 x i32> %280 to <8 x float>
  %282 = fmul <8 x float> %277, %281
  %283 = fcmp olt <8 x float> %261, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %284 = select <8 x i1> %283, <8 x float> zeroinitializer, <8 x float> %282
  %285 = select <8 x i1> %262, <8 x float> %261, <8 x float> %284
  %286 = load <8 x float>, ptr %s, align 32
  %287 = fadd <8 x float> %286, %285
  store <8 x float> %287, ptr %s, align 32
  br label %acc.end63

acc.end63:                                        ; preds = %acc.then62, %rescale.end57
  br label %inrange.end55

inrange.then66:                                   ; preds = %inrange.end55
  %288 = load <8 x i16>, ptr %xs15, align 16
  %289 = zext <8 x i16> %288 to <8 x i32>
  %290 = shl <8 x i32> %289, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %291 = bitcast <8 x i32> %290 to <8 x float>
  %292 = fcmp uno <8 x float> %291, %291
  %293 = load <8 x i1>, ptr %nan, align 1
  %294 = or <8 x i1> %293, %292
  store <8 x i1> %294, ptr %nan, align 1
  %295 = shufflevector <8 x float> %291, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %296 = shufflevector <8 x float> %291, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %297 = fcmp ogt <4 x float> %296, %295
  %298 = select <4 x i1> %297, <4 x float> %296, <4 x float> %295
  %299 = shufflevector <4 x float> %298, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %300 = shufflevector <4 x float> %298, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %301 = fcmp ogt <2 x float> %300, %299
  %302 = select <2 x i1> %301, <2 x float> %300, <2 x float> %299
  %303 = shufflevector <2 x float> %302, <2 x float> poison, <1 x i32> zeroinitializer
  %304 = shufflevector <2 x float> %302, <2 x float> poison, <1 x i32> <i32 1>
  %305 = fcmp ogt <1 x float> %304, %303
  %306 = select <1 x i1> %305, <1 x float> %304, <1 x float> %303
  %307 = extractelement <1 x float> %306, i64 0
  %308 = load float, ptr %m, align 4
  %309 = fcmp ogt float %307, %308
  %310 = select i1 %309, float %307, float %308
  %311 = fcmp une float %308, 0xFFF0000000000000
  %312 = fcmp une float %310, %308
  %313 = and i1 %312, %311
  br i1 %313, label %rescale.then68, label %rescale.end69

inrange.end67:                                    ; preds = %acc.end75, %inrange.end55
  br i1 %95, label %inrange.then78, label %inrange.end79

rescale.then68:                                   ; preds = %inrange.then66
  %314 = fsub float %308, %310
  %315 = fcmp uno float %314, %314
  %316 = select i1 %315, float 0.000000e+00, float %314
  %317 = fcmp olt float %316, 0xC055D58A00000000
  %318 = select i1 %317, float 0xC055D58A00000000, float %316
  %319 = call float @llvm.fma.f32(float %318, float 0x3FF7154760000000, float 0x4168000000000000)
  %320 = fsub float %319, 0x4168000000000000
  %321 = call float @llvm.fma.f32(float %320, float 0xBFE6300000000000, float %318)
  %322 = call float @llvm.fma.f32(float %320, float 0x3F2BD01060000000, float %321)
  %323 = fmul float %322, %322
  %324 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %322, float 0x3F56E879C0000000)
  %325 = call float @llvm.fma.f32(float %324, float %322, float 0x3F81112100000000)
  %326 = call float @llvm.fma.f32(float %325, float %322, float 0x3FA5553820000000)
  %327 = call float @llvm.fma.f32(float %326, float %322, float 0x3FC5555540000000)
  %328 = call float @llvm.fma.f32(float %327, float %322, float 5.000000e-01)
  %329 = call float @llvm.fma.f32(float %328, float %323, float %322)
  %330 = fadd float %329, 1.000000e+00
  %331 = bitcast float %319 to i32
  %332 = add i32 %331, -1262485377
  %333 = shl i32 %332, 23
  %334 = bitcast i32 %333 to float
  %335 = fmul float %330, %334
  %336 = fcmp olt float %314, 0xC055D58A00000000
  %337 = select i1 %336, float 0.000000e+00, float %335
  %338 = select i1 %315, float %314, float %337
  %.splatinsert70 = insertelement <8 x float> poison, float %314, i64 0
  %.splat71 = shufflevector <8 x float> %.splatinsert70, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert72 = insertelement <8 x float> poison, float %338, i64 0
  %.splat73 = shufflevector <8 x float> %.splatinsert72, <8 x float> poison, <8 x i32> zeroinitializer
  %339 = load <8 x float>, ptr %s, align 32
  %340 = fmul <8 x float> %339, %.splat73
  store <8 x float> %340, ptr %s, align 32
  br label %rescale.end69

rescale.end69:                                    ; preds = %rescale.then68, %inrange.then66
  store float %310, ptr %m, align 4
  %341 = fcmp une float %310, 0xFFF0000000000000
  br i1 %341, label %acc.then74, label %acc.end75

acc.then74:                                       ; preds = %rescale.end69
  %.splatinsert76 = insertelement <8 x float> poison, float %310, i64 0
  %.splat77 = shufflevector <8 x float> %.splatinsert76, <8 x float> poison, <8 x i32> zeroinitializer
  %342 = fsub <8 x float> %291, %.splat77
  %343 = fcmp uno <8 x float> %342, %342
  %344 = select <8 x i1> %343, <8 x float> zeroinitializer, <8 x float> %342
  %345 = fcmp olt <8 x float> %344, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %346 = select <8 x i1> %345, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %344
  %347 = call <8 x float> @llvm.fma.v8f32(<8 x float> %346, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %348 = fsub <8 x float> %347, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %349 = call <8 x float> @llvm.fma.v8f32(<8 x float> %348, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %346)
  %350 = call <8 x float> @llvm.fma.v8f32(<8 x float> %348, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %349)
  %351 = fmul <8 x float> %350, %350
  %352 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %350, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %353 = call <8 x float> @llvm.fma.v8f32(<8 x float> %352, <8 x float> %350, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %354 = call <8 x float> @llvm.fma.v8f32(<8 x float> %353, <8 x float> %350, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %355 = call <8 x float> @llvm.fma.v8f32(<8 x float> %354, <8 x float> %350, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %356 = call <8 x float> @llvm.fma.v8f32(<8 x float> %355, <8 x float> %350, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %357 = call <8 x float> @llvm.fma.v8f32(<8 x float> %356, <8 x float> %351, <8 x float> %350)
  %358 = fadd <8 x float> %357, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %359 = bitcast <8 x float> %347 to <8 x i32>
  %360 = add <8 x i32> %359, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %361 = shl <8 x i32> %360, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %362 = bitcast <8 x i32> %361 to <8 x float>
  %363 = fmul <8 x float> %358, %362
  %364 = fcmp olt <8 x float> %342, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %365 = select <8 x i1> %364, <8 x float> zeroinitializer, <8 x float> %363
  %366 = select <8 x i1> %343, <8 x float> %342, <8 x float> %365
  %367 = load <8 x float>, ptr %s, align 32
  %368 = fadd <8 x float> %367, %366
  store <8 x float> %368, ptr %s, align 32
  br label %acc.end75

acc.end75:                                        ; preds = %acc.then74, %rescale.end69
  br label %inrange.end67

inrange.then78:                                   ; preds = %inrange.end67
  %369 = load <8 x i16>, ptr %xs26, align 16
  %370 = zext <8 x i16> %369 to <8 x i32>
  %371 = shl <8 x i32> %370, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %372 = bitcast <8 x i32> %371 to <8 x float>
  %373 = fcmp uno <8 x float> %372, %372
  %374 = load <8 x i1>, ptr %nan, align 1
  %375 = or <8 x i1> %374, %373
  store <8 x i1> %375, ptr %nan, align 1
  %376 = shufflevector <8 x float> %372, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %377 = shufflevector <8 x float> %372, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %378 = fcmp ogt <4 x float> %377, %376
  %379 = select <4 x i1> %378, <4 x float> %377, <4 x float> %376
  %380 = shufflevector <4 x float> %379, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %381 = shufflevector <4 x float> %379, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %382 = fcmp ogt <2 x float> %381, %380
  %383 = select <2 x i1> %382, <2 x float> %381, <2 x float> %380
  %384 = shufflevector <2 x float> %383, <2 x float> poison, <1 x i32> zeroinitializer
  %385 = shufflevector <2 x float> %383, <2 x float> poison, <1 x i32> <i32 1>
  %386 = fcmp ogt <1 x float> %385, %384
  %387 = select <1 x i1> %386, <1 x float> %385, <1 x float> %384
  %388 = extractelement <1 x float> %387, i64 0
  %389 = load float, ptr %m, align 4
  %390 = fcmp ogt float %388, %389
  %391 = select i1 %390, float %388, float %389
  %392 = fcmp une float %389, 0xFFF0000000000000
  %393 = fcmp une float %391, %389
  %394 = and i1 %393, %392
  br i1 %394, label %rescale.then80, label %rescale.end81

inrange.end79:                                    ; preds = %acc.end87, %inrange.end67
  br i1 %110, label %inrange.then90, label %inrange.end91

rescale.then80:                                   ; preds = %inrange.then78
  %395 = fsub float %389, %391
  %396 = fcmp uno float %395, %395
  %397 = select i1 %396, float 0.000000e+00, float %395
  %398 = fcmp olt float %397, 0xC055D58A00000000
  %399 = select i1 %398, float 0xC055D58A00000000, float %397
  %400 = call float @llvm.fma.f32(float %399, float 0x3FF7154760000000, float 0x4168000000000000)
  %401 = fsub float %400, 0x4168000000000000
  %402 = call float @llvm.fma.f32(float %401, float 0xBFE6300000000000, float %399)
  %403 = call float @llvm.fma.f32(float %401, float 0x3F2BD01060000000, float %402)
  %404 = fmul float %403, %403
  %405 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %403, float 0x3F56E879C0000000)
  %406 = call float @llvm.fma.f32(float %405, float %403, float 0x3F81112100000000)
  %407 = call float @llvm.fma.f32(float %406, float %403, float 0x3FA5553820000000)
  %408 = call float @llvm.fma.f32(float %407, float %403, float 0x3FC5555540000000)
  %409 = call float @llvm.fma.f32(float %408, float %403, float 5.000000e-01)
  %410 = call float @llvm.fma.f32(float %409, float %404, float %403)
  %411 = fadd float %410, 1.000000e+00
  %412 = bitcast float %400 to i32
  %413 = add i32 %412, -1262485377
  %414 = shl i32 %413, 23
  %415 = bitcast i32 %414 to float
  %416 = fmul float %411, %415
  %417 = fcmp olt float %395, 0xC055D58A00000000
  %418 = select i1 %417, float 0.000000e+00, float %416
  %419 = select i1 %396, float %395, float %418
  %.splatinsert82 = insertelement <8 x float> poison, float %395, i64 0
  %.splat83 = shufflevector <8 x float> %.splatinsert82, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert84 = insertelement <8 x float> poison, float %419, i64 0
  %.splat85 = shufflevector <8 x float> %.splatinsert84, <8 x float> poison, <8 x i32> zeroinitializer
  %420 = load <8 x float>, ptr %s, align 32
  %421 = fmul <8 x float> %420, %.splat85
  store <8 x float> %421, ptr %s, align 32
  br label %rescale.end81

rescale.end81:                                    ; preds = %rescale.then80, %inrange.then78
  store float %391, ptr %m, align 4
  %422 = fcmp une float %391, 0xFFF0000000000000
  br i1 %422, label %acc.then86, label %acc.end87

acc.then86:                                       ; preds = %rescale.end81
  %.splatinsert88 = insertelement <8 x float> poison, float %391, i64 0
  %.splat89 = shufflevector <8 x float> %.splatinsert88, <8 x float> poison, <8 x i32> zeroinitializer
  %423 = fsub <8 x float> %372, %.splat89
  %424 = fcmp uno <8 x float> %423, %423
  %425 = select <8 x i1> %424, <8 x float> zeroinitializer, <8 x float> %423
  %426 = fcmp olt <8 x float> %425, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %427 = select <8 x i1> %426, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %425
  %428 = call <8 x float> @llvm.fma.v8f32(<8 x float> %427, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %429 = fsub <8 x float> %428, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %430 = call <8 x float> @llvm.fma.v8f32(<8 x float> %429, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %427)
  %431 = call <8 x float> @llvm.fma.v8f32(<8 x float> %429, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %430)
  %432 = fmul <8 x float> %431, %431
  %433 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %431, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %434 = call <8 x float> @llvm.fma.v8f32(<8 x float> %433, <8 x float> %431, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %435 = call <8 x float> @llvm.fma.v8f32(<8 x float> %434, <8 x float> %431, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %436 = call <8 x float> @llvm.fma.v8f32(<8 x float> %435, <8 x float> %431, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %437 = call <8 x float> @llvm.fma.v8f32(<8 x float> %436, <8 x float> %431, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %438 = call <8 x float> @llvm.fma.v8f32(<8 x float> %437, <8 x float> %432, <8 x float> %431)
  %439 = fadd <8 x float> %438, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %440 = bitcast <8 x float> %428 to <8 x i32>
  %441 = add <8 x i32> %440, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %442 = shl <8 x i32> %441, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %443 = bitcast <8 x i32> %442 to <8 x float>
  %444 = fmul <8 x float> %439, %443
  %445 = fcmp olt <8 x float> %423, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %446 = select <8 x i1> %445, <8 x float> zeroinitializer, <8 x float> %444
  %447 = select <8 x i1> %424, <8 x float> %423, <8 x float> %446
  %448 = load <8 x float>, ptr %s, align 32
  %449 = fadd <8 x float> %448, %447
  store <8 x float> %449, ptr %s, align 32
  br label %acc.end87

acc.end87:                                        ; preds = %acc.then86, %rescale.end81
  br label %inrange.end79

inrange.then90:                                   ; preds = %inrange.end79
  %450 = load <8 x i16>, ptr %xs37, align 16
  %451 = zext <8 x i16> %450 to <8 x i32>
  %452 = shl <8 x i32> %451, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %453 = bitcast <8 x i32> %452 to <8 x float>
  %454 = fcmp uno <8 x float> %453, %453
  %455 = load <8 x i1>, ptr %nan, align 1
  %456 = or <8 x i1> %455, %454
  store <8 x i1> %456, ptr %nan, align 1
  %457 = shufflevector <8 x float> %453, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %458 = shufflevector <8 x float> %453, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %459 = fcmp ogt <4 x float> %458, %457
  %460 = select <4 x i1> %459, <4 x float> %458, <4 x float> %457
  %461 = shufflevector <4 x float> %460, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %462 = shufflevector <4 x float> %460, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %463 = fcmp ogt <2 x float> %462, %461
  %464 = select <2 x i1> %463, <2 x float> %462, <2 x float> %461
  %465 = shufflevector <2 x float> %464, <2 x float> poison, <1 x i32> zeroinitializer
  %466 = shufflevector <2 x float> %464, <2 x float> poison, <1 x i32> <i32 1>
  %467 = fcmp ogt <1 x float> %466, %465
  %468 = select <1 x i1> %467, <1 x float> %466, <1 x float> %465
  %469 = extractelement <1 x float> %468, i64 0
  %470 = load float, ptr %m, align 4
  %471 = fcmp ogt float %469, %470
  %472 = select i1 %471, float %469, float %470
  %473 = fcmp une float %470, 0xFFF0000000000000
  %474 = fcmp une float %472, %470
  %475 = and i1 %474, %473
  br i1 %475, label %rescale.then92, label %rescale.end93

inrange.end91:                                    ; preds = %acc.end99, %inrange.end79
  %batch.next = add nsw i64 %batch.iv, 1
  br label %batch.head

rescale.then92:                                   ; preds = %inrange.then90
  %476 = fsub float %470, %472
  %477 = fcmp uno float %476, %476
  %478 = select i1 %477, float 0.000000e+00, float %476
  %479 = fcmp olt float %478, 0xC055D58A00000000
  %480 = select i1 %479, float 0xC055D58A00000000, float %478
  %481 = call float @llvm.fma.f32(float %480, float 0x3FF7154760000000, float 0x4168000000000000)
  %482 = fsub float %481, 0x4168000000000000
  %483 = call float @llvm.fma.f32(float %482, float 0xBFE6300000000000, float %480)
  %484 = call float @llvm.fma.f32(float %482, float 0x3F2BD01060000000, float %483)
  %485 = fmul float %484, %484
  %486 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %484, float 0x3F56E879C0000000)
  %487 = call float @llvm.fma.f32(float %486, float %484, float 0x3F81112100000000)
  %488 = call float @llvm.fma.f32(float %487, float %484, float 0x3FA5553820000000)
  %489 = call float @llvm.fma.f32(float %488, float %484, float 0x3FC5555540000000)
  %490 = call float @llvm.fma.f32(float %489, float %484, float 5.000000e-01)
  %491 = call float @llvm.fma.f32(float %490, float %485, float %484)
  %492 = fadd float %491, 1.000000e+00
  %493 = bitcast float %481 to i32
  %494 = add i32 %493, -1262485377
  %495 = shl i32 %494, 23
  %496 = bitcast i32 %495 to float
  %497 = fmul float %492, %496
  %498 = fcmp olt float %476, 0xC055D58A00000000
  %499 = select i1 %498, float 0.000000e+00, float %497
  %500 = select i1 %477, float %476, float %499
  %.splatinsert94 = insertelement <8 x float> poison, float %476, i64 0
  %.splat95 = shufflevector <8 x float> %.splatinsert94, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert96 = insertelement <8 x float> poison, float %500, i64 0
  %.splat97 = shufflevector <8 x float> %.splatinsert96, <8 x float> poison, <8 x i32> zeroinitializer
  %501 = load <8 x float>, ptr %s, align 32
  %502 = fmul <8 x float> %501, %.splat97
  store <8 x float> %502, ptr %s, align 32
  br label %rescale.end93

rescale.end93:                                    ; preds = %rescale.then92, %inrange.then90
  store float %472, ptr %m, align 4
  %503 = fcmp une float %472, 0xFFF0000000000000
  br i1 %503, label %acc.then98, label %acc.end99

acc.then98:                                       ; preds = %rescale.end93
  %.splatinsert100 = insertelement <8 x float> poison, float %472, i64 0
  %.splat101 = shufflevector <8 x float> %.splatinsert100, <8 x float> poison, <8 x i32> zeroinitializer
  %504 = fsub <8 x float> %453, %.splat101
  %505 = fcmp uno <8 x float> %504, %504
  %506 = select <8 x i1> %505, <8 x float> zeroinitializer, <8 x float> %504
  %507 = fcmp olt <8 x float> %506, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %508 = select <8 x i1> %507, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %506
  %509 = call <8 x float> @llvm.fma.v8f32(<8 x float> %508, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %510 = fsub <8 x float> %509, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %511 = call <8 x float> @llvm.fma.v8f32(<8 x float> %510, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %508)
  %512 = call <8 x float> @llvm.fma.v8f32(<8 x float> %510, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %511)
  %513 = fmul <8 x float> %512, %512
  %514 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %512, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %515 = call <8 x float> @llvm.fma.v8f32(<8 x float> %514, <8 x float> %512, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %516 = call <8 x float> @llvm.fma.v8f32(<8 x float> %515, <8 x float> %512, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %517 = call <8 x float> @llvm.fma.v8f32(<8 x float> %516, <8 x float> %512, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %518 = call <8 x float> @llvm.fma.v8f32(<8 x float> %517, <8 x float> %512, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %519 = call <8 x float> @llvm.fma.v8f32(<8 x float> %518, <8 x float> %513, <8 x float> %512)
  %520 = fadd <8 x float> %519, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %521 = bitcast <8 x float> %509 to <8 x i32>
  %522 = add <8 x i32> %521, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %523 = shl <8 x i32> %522, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %524 = bitcast <8 x i32> %523 to <8 x float>
  %525 = fmul <8 x float> %520, %524
  %526 = fcmp olt <8 x float> %504, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %527 = select <8 x i1> %526, <8 x float> zeroinitializer, <8 x float> %525
  %528 = select <8 x i1> %505, <8 x float> %504, <8 x float> %527
  %529 = load <8 x float>, ptr %s, align 32
  %530 = fadd <8 x float> %529, %528
  store <8 x float> %530, ptr %s, align 32
  br label %acc.end99

acc.end99:                                        ; preds = %acc.then98, %rescale.end93
  br label %inrange.end91

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %531 = icmp slt i64 %tree.iv, 5
  br i1 %531, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %532 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %533 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %534 = load float, ptr %533, align 4
  %535 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %536 = load float, ptr %535, align 4
  store float %534, ptr %res.m, align 4
  store float %536, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %537 = icmp slt i64 %tree.lane.iv, %532
  br i1 %537, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %538 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %539 = load float, ptr %538, align 4
  %540 = add i64 %tree.lane.iv, %532
  %541 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %540
  %542 = load float, ptr %541, align 4
  %543 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %544 = load float, ptr %543, align 4
  %545 = add i64 %tree.lane.iv, %532
  %546 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = fcmp ogt float %542, %539
  %549 = select i1 %548, float %542, float %539
  %550 = fcmp uno float %542, %542
  %551 = select i1 %550, float %542, float %549
  %552 = fcmp uno float %539, %539
  %553 = select i1 %552, float %539, float %551
  %554 = fsub float %539, %553
  %555 = fcmp uno float %554, %554
  %556 = select i1 %555, float 0.000000e+00, float %554
  %557 = fcmp olt float %556, 0xC055D58A00000000
  %558 = select i1 %557, float 0xC055D58A00000000, float %556
  %559 = call float @llvm.fma.f32(float %558, float 0x3FF7154760000000, float 0x4168000000000000)
  %560 = fsub float %559, 0x4168000000000000
  %561 = call float @llvm.fma.f32(float %560, float 0xBFE6300000000000, float %558)
  %562 = call float @llvm.fma.f32(float %560, float 0x3F2BD01060000000, float %561)
  %563 = fmul float %562, %562
  %564 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %562, float 0x3F56E879C0000000)
  %565 = call float @llvm.fma.f32(float %564, float %562, float 0x3F81112100000000)
  %566 = call float @llvm.fma.f32(float %565, float %562, float 0x3FA5553820000000)
  %567 = call float @llvm.fma.f32(float %566, float %562, float 0x3FC5555540000000)
  %568 = call float @llvm.fma.f32(float %567, float %562, float 5.000000e-01)
  %569 = call float @llvm.fma.f32(float %568, float %563, float %562)
  %570 = fadd float %569, 1.000000e+00
  %571 = bitcast float %559 to i32
  %572 = add i32 %571, -1262485377
  %573 = shl i32 %572, 23
  %574 = bitcast i32 %573 to float
  %575 = fmul float %570, %574
  %576 = fcmp olt float %554, 0xC055D58A00000000
  %577 = select i1 %576, float 0.000000e+00, float %575
  %578 = select i1 %555, float %554, float %577
  %579 = fcmp oeq float %539, %553
  %580 = select i1 %579, float 1.000000e+00, float %578
  %581 = fsub float %542, %553
  %582 = fcmp uno float %581, %581
  %583 = select i1 %582, float 0.000000e+00, float %581
  %584 = fcmp olt float %583, 0xC055D58A00000000
  %585 = select i1 %584, float 0xC055D58A00000000, float %583
  %586 = call float @llvm.fma.f32(float %585, float 0x3FF7154760000000, float 0x4168000000000000)
  %587 = fsub float %586, 0x4168000000000000
  %588 = call float @llvm.fma.f32(float %587, float 0xBFE6300000000000, float %585)
  %589 = call float @llvm.fma.f32(float %587, float 0x3F2BD01060000000, float %588)
  %590 = fmul float %589, %589
  %591 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %589, float 0x3F56E879C0000000)
  %592 = call float @llvm.fma.f32(float %591, float %589, float 0x3F81112100000000)
  %593 = call float @llvm.fma.f32(float %592, float %589, float 0x3FA5553820000000)
  %594 = call float @llvm.fma.f32(float %593, float %589, float 0x3FC5555540000000)
  %595 = call float @llvm.fma.f32(float %594, float %589, float 5.000000e-01)
  %596 = call float @llvm.fma.f32(float %595, float %590, float %589)
  %597 = fadd float %596, 1.000000e+00
  %598 = bitcast float %586 to i32
  %599 = add i32 %598, -1262485377
  %600 = shl i32 %599, 23
  %601 = bitcast i32 %600 to float
  %602 = fmul float %597, %601
  %603 = fcmp olt float %581, 0xC055D58A00000000
  %604 = select i1 %603, float 0.000000e+00, float %602
  %605 = select i1 %582, float %581, float %604
  %606 = fcmp oeq float %542, %553
  %607 = select i1 %606, float 1.000000e+00, float %605
  %608 = fmul float %547, %607
  %609 = fmul float %544, %580
  %610 = fadd float %609, %608
  %611 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %553, ptr %611, align 4
  %612 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %610, ptr %612, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %613 = getelementptr float, ptr %30, i64 0
  %614 = load float, ptr %res.m, align 4
  store float %614, ptr %613, align 4
  %615 = getelementptr float, ptr %30, i64 1
  %616 = load float, ptr %res.s, align 4
  store float %616, ptr %615, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %617 = icmp eq i64 %item.iv, 0
  %618 = and i1 %617, true
  br i1 %618, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %619 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %619, align 8, !invariant.load !0
  %620 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %621 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %621, align 8, !invariant.load !0
  %622 = getelementptr i64, ptr %620, i64 %row.iv
  %623 = load i64, ptr %622, align 4
  %624 = icmp ne i64 %623, %arg4
  br i1 %624, label %if.then103, label %if.end104

if.end:                                           ; preds = %if.end104, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then103:                                       ; preds = %if.then
  %625 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %625, align 8, !invariant.load !0
  %626 = getelementptr i64, ptr %620, i64 %row.iv
  %627 = load i64, ptr %626, align 4
  %628 = sub i64 %627, %arg5
  %629 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6105 = load i64, ptr %629, align 8, !invariant.load !0
  %630 = icmp slt i64 %628, %arg6105
  %631 = icmp sge i64 %628, 0
  %632 = and i1 %631, %630
  br i1 %632, label %if.then106, label %if.end107

if.end104:                                        ; preds = %if.end107, %if.then
  %633 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %633, align 8, !invariant.load !0
  %634 = inttoptr i64 %arg10 to ptr
  %635 = getelementptr float, ptr %634, i64 %row.iv
  %636 = load float, ptr %tl, align 4
  store float %636, ptr %635, align 4
  br label %if.end

if.then106:                                       ; preds = %if.then103
  %637 = mul i64 %628, 2
  %638 = getelementptr i8, ptr %12, i64 %637
  %639 = load i16, ptr %638, align 2, !invariant.load !0
  %640 = zext i16 %639 to i32
  %641 = shl i32 %640, 16
  %642 = bitcast i32 %641 to float
  store float %642, ptr %tl, align 4
  br label %if.end107

if.end107:                                        ; preds = %if.then106, %if.then103
  br label %if.end104
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i16> @llvm.masked.load.v8i16.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>) #2

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
