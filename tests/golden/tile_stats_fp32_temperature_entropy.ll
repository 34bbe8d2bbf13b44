; golden IR for tests/golden_test.cpp (widest chunk loop (tau division, entropy))
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x41 = alloca <8 x float>, align 32
  %xs38 = alloca <8 x float>, align 32
  %x30 = alloca <8 x float>, align 32
  %xs27 = alloca <8 x float>, align 32
  %x19 = alloca <8 x float>, align 32
  %xs16 = alloca <8 x float>, align 32
  %x8 = alloca <8 x float>, align 32
  %xs5 = alloca <8 x float>, align 32
  %x = alloca <8 x float>, align 32
  %xs = alloca <8 x float>, align 32
  %nan = alloca <8 x i1>, align 1
  %t = alloca <8 x float>, align 32
  %s = alloca <8 x float>, align 32
  %m = alloca float, align 4
  %lanes = alloca [32 x float], align 4
  %lanes1 = alloca [32 x float], align 4
  %lanes2 = alloca [32 x float], align 4
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
  %10 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %10, align 8, !invariant.load !0
  %11 = trunc i64 %arg8 to i32
  %12 = bitcast i32 %11 to float
  %13 = mul i64 %row.iv, %arg1
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr %9, i64 %14
  %16 = mul i64 %item.iv, 2374
  %17 = mul i64 %16, 4
  %18 = getelementptr i8, ptr %15, i64 %17
  %19 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %19, align 8, !invariant.load !0
  %20 = sub i64 %arg7, %16
  %21 = icmp slt i64 %20, 0
  %22 = select i1 %21, i64 0, i64 %20
  %23 = icmp sgt i64 %22, 2374
  %24 = select i1 %23, i64 2374, i64 %22
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %25 = icmp sgt i64 %24, 0
  br i1 %25, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  br label %lane.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %26 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6113 = load i64, ptr %26, align 8, !invariant.load !0
  %27 = sdiv i64 %arg6113, 2374
  %28 = mul i64 %row.iv, %27
  %29 = add i64 %28, %item.iv
  %30 = mul i64 %29, 3
  %31 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %31, align 8, !invariant.load !0
  %32 = inttoptr i64 %arg9 to ptr
  %33 = getelementptr float, ptr %32, i64 %30
  br i1 true, label %leader.then, label %leader.end

lane.head:                                        ; preds = %batch.exit, %nonempty.then
  %lane.iv = phi i64 [ 0, %nonempty.then ], [ %lane.next, %batch.exit ]
  %34 = icmp slt i64 %lane.iv, 32
  br i1 %34, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store float 0xFFF0000000000000, ptr %m, align 4
  store <8 x float> zeroinitializer, ptr %s, align 32
  store <8 x float> zeroinitializer, ptr %t, align 32
  store <8 x i1> zeroinitializer, ptr %nan, align 1
  br label %batch.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

batch.head:                                       ; preds = %inrange.end100, %lane.body
  %batch.iv = phi i64 [ 0, %lane.body ], [ %batch.next, %inrange.end100 ]
  %35 = icmp slt i64 %batch.iv, 2
  br i1 %35, label %batch.body, label %batch.exit

batch.body:                                       ; preds = %batch.head
  %36 = mul i64 %batch.iv, 5
  %37 = add i64 %36, 0
  %38 = mul i64 %37, 32
  %39 = add i64 %38, %lane.iv
  %40 = icmp slt i64 %39, 297
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs, align 32
  br i1 %40, label %ld.then, label %ld.end

batch.exit:                                       ; preds = %batch.head
  %41 = load <8 x i1>, ptr %nan, align 1
  %42 = call i1 @llvm.vector.reduce.or.v8i1(<8 x i1> %41)
  %43 = load float, ptr %m, align 4
  %44 = select i1 %42, float 0x7FF8000000000000, float %43
  %45 = load <8 x float>, ptr %s, align 32
  %46 = shufflevector <8 x float> %45, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %47 = shufflevector <8 x float> %45, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %48 = fadd <4 x float> %46, %47
  %49 = shufflevector <4 x float> %48, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %50 = shufflevector <4 x float> %48, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %51 = fadd <2 x float> %49, %50
  %52 = shufflevector <2 x float> %51, <2 x float> poison, <1 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %51, <2 x float> poison, <1 x i32> <i32 1>
  %54 = fadd <1 x float> %52, %53
  %55 = extractelement <1 x float> %54, i64 0
  %56 = select i1 %42, float 0x7FF8000000000000, float %55
  %57 = load <8 x float>, ptr %t, align 32
  %58 = shufflevector <8 x float> %57, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %59 = shufflevector <8 x float> %57, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %60 = fadd <4 x float> %58, %59
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %62 = shufflevector <4 x float> %60, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %63 = fadd <2 x float> %61, %62
  %64 = shufflevector <2 x float> %63, <2 x float> poison, <1 x i32> zeroinitializer
  %65 = shufflevector <2 x float> %63, <2 x float> poison, <1 x i32> <i32 1>
  %66 = fadd <1 x float> %64, %65
  %67 = extractelement <1 x float> %66, i64 0
  %68 = select i1 %42, float 0x7FF8000000000000, float %67
  %69 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %44, ptr %69, align 4
  %70 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %lane.iv
  store float %56, ptr %70, align 4
  %71 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %lane.iv
  store float %68, ptr %71, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %batch.body
  %72 = mul i64 %39, 8
  %73 = mul i64 %72, 4
  %74 = getelementptr i8, ptr %18, i64 %73
  %75 = add i64 %72, 8
  %76 = icmp sle i64 %75, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x, align 32
  br i1 %76, label %full.then, label %full.else

ld.end:                                           ; preds = %full.end, %batch.body
  %77 = mul i64 %batch.iv, 5
  %78 = add i64 %77, 1
  %79 = mul i64 %78, 32
  %80 = add i64 %79, %lane.iv
  %81 = icmp slt i64 %80, 297
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs5, align 32
  br i1 %81, label %ld.then6, label %ld.end7

full.then:                                        ; preds = %ld.then
  %82 = load <8 x float>, ptr %74, align 4, !invariant.load !0
  store <8 x float> %82, ptr %x, align 32
  br label %full.end

full.else:                                        ; preds = %ld.then
  %.splatinsert = insertelement <8 x i64> poison, i64 %72, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %83 = add <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert3 = insertelement <8 x i64> poison, i64 %24, i64 0
  %.splat4 = shufflevector <8 x i64> %.splatinsert3, <8 x i64> poison, <8 x i32> zeroinitializer
  %84 = icmp slt <8 x i64> %83, %.splat4
  %85 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %74, i32 4, <8 x i1> %84, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  store <8 x float> %85, ptr %x, align 32
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %86 = load <8 x float>, ptr %x, align 32
  store <8 x float> %86, ptr %xs, align 32
  br label %ld.end

ld.then6:                                         ; preds = %ld.end
  %87 = mul i64 %80, 8
  %88 = mul i64 %87, 4
  %89 = getelementptr i8, ptr %18, i64 %88
  %90 = add i64 %87, 8
  %91 = icmp sle i64 %90, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x8, align 32
  br i1 %91, label %full.then9, label %full.else10

ld.end7:                                          ; preds = %full.end11, %ld.end
  %92 = mul i64 %batch.iv, 5
  %93 = add i64 %92, 2
  %94 = mul i64 %93, 32
  %95 = add i64 %94, %lane.iv
  %96 = icmp slt i64 %95, 297
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs16, align 32
  br i1 %96, label %ld.then17, label %ld.end18

full.then9:                                       ; preds = %ld.then6
  %97 = load <8 x float>, ptr %89, align 4, !invariant.load !0
  store <8 x float> %97, ptr %x8, align 32
  br label %full.end11

full.else10:                                      ; preds = %ld.then6
  %.splatinsert12 = insertelement <8 x i64> poison, i64 %87, i64 0
  %.splat13 = shufflevector <8 x i64> %.splatinsert12, <8 x i64> poison, <8 x i32> zeroinitializer
  %98 = add <8 x i64> %.splat13, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert14 = insertelement <8 x i64> poison, i64 %24, i64 0
  %.splat15 = shufflevector <8 x i64> %.splatinsert14, <8 x i64> poison, <8 x i32> zeroinitializer
  %99 = icmp slt <8 x i64> %98, %.splat15
  %100 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %89, i32 4, <8 x i1> %99, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  store <8 x float> %100, ptr %x8, align 32
  br label %full.end11

full.end11:                                       ; preds = %full.else10, %full.then9
  %101 = load <8 x float>, ptr %x8, align 32
  store <8 x float> %101, ptr %xs5, align 32
  br label %ld.end7

ld.then17:                                        ; preds = %ld.end7
  %102 = mul i64 %95, 8
  %103 = mul i64 %102, 4
  %104 = getelementptr i8, ptr %18, i64 %103
  %105 = add i64 %102, 8
  %106 = icmp sle i64 %105, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x19, align 32
  br i1 %106, label %full.then20, label %full.else21

ld.end18:                                         ; preds = %full.end22, %ld.end7
  %107 = mul i64 %batch.iv, 5
  %108 = add i64 %107, 3
  %109 = mul i64 %108, 32
  %110 = add i64 %109, %lane.iv
  %111 = icmp slt i64 %110, 297
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs27, align 32
  br i1 %111, label %ld.then28, label %ld.end29

full.then20:                                      ; preds = %ld.then17
  %112 = load <8 x float>, ptr %104, align 4, !invariant.load !0
  store <8 x float> %112, ptr %x19, align 32
  br label %full.end22

full.else21:                                      ; preds = %ld.then17
  %.splatinsert23 = insertelement <8 x i64> poison, i64 %102, i64 0
  %.splat24 = shufflevector <8 x i64> %.splatinsert23, <8 x i64> poison, <8 x i32> zeroinitializer
  %113 = add <8 x i64> %.splat24, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert25 = insertelement <8 x i64> poison, i64 %24, i64 0
  %.splat26 = shufflevector <8 x i64> %.splatinsert25, <8 x i64> poison, <8 x i32> zeroinitializer
  %114 = icmp slt <8 x i64> %113, %.splat26
  %115 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %104, i32 4, <8 x i1> %114, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  store <8 x float> %115, ptr %x19, align 32
  br label %full.end22

full.end22:                                       ; preds = %full.else21, %full.then20
  %116 = load <8 x float>, ptr %x19, align 32
  store <8 x float> %116, ptr %xs16, align 32
  br label %ld.end18

ld.then28:                                        ; preds = %ld.end18
  %117 = mul i64 %110, 8
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr %18, i64 %118
  %120 = add i64 %117, 8
  %121 = icmp sle i64 %120, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x30, align 32
  br i1 %121, label %full.then31, label %full.else32

ld.end29:                                         ; preds = %full.end33, %ld.end18
  %122 = mul i64 %batch.iv, 5
  %123 = add i64 %122, 4
  %124 = mul i64 %123, 32
  %125 = add i64 %124, %lane.iv
  %126 = icmp slt i64 %125, 297
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs38, align 32
  br i1 %126, label %ld.then39, label %ld.end40

full.then31:                                      ; preds = %ld.then28
  %127 = load <8 x float>, ptr %119, align 4, !invariant.load !0
  store <8 x float> %127, ptr %x30, align 32
  br label %full.end33

full.else32:                                      ; preds = %ld.then28
  %.splatinsert34 = insertelement <8 x i64> poison, i64 %117, i64 0
  %.splat35 = shufflevector <8 x i64> %.splatinsert34, <8 x i64> poison, <8 x i32> zeroinitializer
  %128 = add <8 x i64> %.splat35, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert36 = insertelement <8 x i64> poison, i64 %24, i64 0
  %.splat37 = shufflevector <8 x i64> %.splatinsert36, <8 x i64> poison, <8 x i32> zeroinitializer
  %129 = icmp slt <8 x i64> %128, %.splat37
  %130 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %119, i32 4, <8 x i1> %129, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  store <8 x float> %130, ptr %x30, align 32
  br label %full.end33

full.end33:                                       ; preds = %full.else32, %full.then31
  %131 = load <8 x float>, ptr %x30, align 32
  store <8 x float> %131, ptr %xs27, align 32
  br label %ld.end29

ld.then39:                                        ; preds = %ld.end29
  %132 = mul i64 %125, 8
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr %18, i64 %133
  %135 = add i64 %132, 8
  %136 = icmp sle i64 %135, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x41, align 32
  br i1 %136, label %full.then42, label %full.else43

ld.end40:                                         ; preds = %full.end44, %ld.end29
  br i1 %40, label %inrange.then, label %inrange.end

full.then42:                                      ; preds = %ld.then39
  %137 = load <8 x float>, ptr %134, align 4, !invariant.load !0
  store <8 x float> %137, ptr %x41, align 32
  br label %full.end44

full.else43:                                      ; preds = %ld.then39
  %.splatinsert45 = insertelement <8 x i64> poison, i64 %132, i64 0
  %.splat46 = shufflevector <8 x i64> %.splatinsert45, <8 x i64> poison, <8 x i32> zeroinitializer
  %138 = add <8 x i64> %.splat46, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert47 = insertelement <8 x i64> poison, i64 %24, i64 0
  %.splat48 = shufflevector <8 x i64> %.splatinsert47, <8 x i64> poison, <8 x i32> zeroinitializer
  %139 = icmp slt <8 x i64> %138, %.splat48
  %140 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %134, i32 4, <8 x i1> %139, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  store <8 x float> %140, ptr %x41, align 32
  br label %full.end44

full.end44:                                       ; preds = %full.else43, %full.then42
  %141 = load <8 x float>, ptr %x41, align 32
  store <8 x float> %141, ptr %xs38, align 32
  br label %ld.end40

inrange.then:                                     ; preds = %ld.end40
  %142 = load <8 x float>, ptr %xs, align 32
  %.splatinsert49 = insertelement <8 x float> poison, float %12, i64 0
  %.splat50 = shufflevector <8 x float> %.splatinsert49, <8 x float> poison, <8 x i32> zeroinitializer
  %143 = fdiv <8 x float> %142, %.splat50
  %144 = fcmp uno <8 x float> %143, %143
  %145 = load <8 x i1>, ptr %nan, align 1
  %146 = or <8 x i1> %145, %144
  store <8 x i1> %146, ptr %nan, align 1
  %147 = shufflevector <8 x float> %143, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %148 = shufflevector <8 x float> %143, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %149 = fcmp ogt <4 x float> %148, %147
  %150 = select <4 x i1> %149, <4 x float> %148, <4 x float> %147
  %151 = shufflevector <4 x float> %150, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %152 = shufflevector <4 x float> %150, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %153 = fcmp ogt <2 x float> %152, %151
  %154 = select <2 x i1> %153, <2 x float> %152, <2 x float> %151
  %155 = shufflevector <2 x float> %154, <2 x float> poison, <1 x i32> zeroinitializer
  %156 = shufflevector <2 x float> %154, <2 x float> poison, <1 x i32> <i32 1>
  %157 = fcmp ogt <1 x float> %156, %155
  %158 = select <1 x i1> %157, <1 x float> %156, <1 x float> %155
  %159 = extractelement <1 x float> %158, i64 0
  %160 = load float, ptr %m, align 4
  %161 = fcmp ogt float %159, %160
  %162 = select i1 %161, float %159, float %160
  %163 = fcmp une float %160, 0xFFF0000000000000
  %164 = fcmp une float %162, %160
  %165 = and i1 %164, %163
  br i1 %165, label %rescale.then, label %rescale.end

inrange.end:                                      ; preds = %acc.end, %ld.end40
  br i1 %81, label %inrange.then57, label %inrange.end58

rescale.then:                                     ; preds = %inrange.then
  %166 = fsub float %160, %162
  %167 = fcmp uno float %166, %166
  %168 = select i1 %167, float 0.000000e+00, float %166
  %169 = fcmp olt float %168, 0xC055D58A00000000
  %170 = select i1 %169, float 0xC055D58A00000000, float %168
  %171 = call float @llvm.fma.f32(float %170, float 0x3FF7154760000000, float 0x4168000000000000)
  %172 = fsub float %171, 0x4168000000000000
  %173 = call float @llvm.fma.f32(float %172, float 0xBFE6300000000000, float %170)
  %174 = call float @llvm.fma.f32(float %172, float 0x3F2BD01060000000, float %173)
  %175 = fmul float %174, %174
  %176 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %174, float 0x3F56E879C0000000)
  %177 = call float @llvm.fma.f32(float %176, float %174, float 0x3F81112100000000)
  %178 = call float @llvm.fma.f32(float %177, float %174, float 0x3FA5553820000000)
  %179 = call float @llvm.fma.f32(float %178, float %174, float 0x3FC5555540000000)
  %180 = call float @llvm.fma.f32(float %179, float %174, float 5.000000e-01)
  %181 = call float @llvm.fma.f32(float %180, float %175, float %174)
  %182 = fadd float %181, 1.000000e+00
  %183 = bitcast float %171 to i32
  %184 = add i32 %183, -1262485377
  %185 = shl i32 %184, 23
  %186 = bitcast i32 %185 to float
  %187 = fmul float %182, %186
  %188 = fcmp olt float %166, 0xC055D58A00000000
  %189 = select i1 %188, float 0.000000e+00, float %187
  %190 = select i1 %167, float %166, float %189
  %.splatinsert51 = insertelement <8 x float> poison, float %166, i64 0
  %.splat52 = shufflevector <8 x float> %.splatinsert51, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert53 = insertelement <8 x float> poison, float %190, i64 0
  %.splat54 = shufflevector <8 x float> %.splatinsert53, <8 x float> poison, <8 x i32> zeroinitializer
  %191 = load <8 x float>, ptr %s, align 32
  %192 = load <8 x float>, ptr %t, align 32
  %193 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat52, <8 x float> %191, <8 x float> %192)
  %194 = fmul <8 x float> %193, %.splat54
  store <8 x float> %194, ptr %t, align 32
  %195 = fmul <8 x float> %191, %.splat54
  store <8 x float> %195, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %162, ptr %m, align 4
  %196 = fcmp une float %162, 0xFFF0000000000000
  br i1 %196, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert55 = insertelement <8 x float> poison, float %162, i64 0
  %.splat56 = shufflevector <8 x float> %.splatinsert55, <8 x float> poison, <8 x i32> zeroinitializer
  %197 = fsub <8 x float> %143, %.splat56
  %198 = fcmp uno <8 x float> %197, %197
  %199 = select <8 x i1> %198, <8 x float> zeroinitializer, <8 x float> %197
  %200 = fcmp olt <8 x float> %199, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %201 = select <8 x i1> %200, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %199
  %202 = call <8 x float> @llvm.fma.v8f32(<8 x float> %201, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %203 = fsub <8 x float> %202, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %204 = call <8 x float> @llvm.fma.v8f32(<8 x float> %203, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %201)
  %205 = call <8 x float> @llvm.fma.v8f32(<8 x float> %203, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %204)
  %206 = fmul <8 x float> %205, %205
  %207 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %205, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %208 = call <8 x float> @llvm.fma.v8f32(<8 x float> %207, <8 x float> %205, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %209 = call <8 x float> @llvm.fma.v8f32(<8 x float> %208, <8 x float> %205, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %210 = call <8 x float> @llvm.fma.v8f32(<8 x float> %209, <8 x float> %205, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %211 = call <8 x float> @llvm.fma.v8f32(<8 x float> %210, <8 x float> %205, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %212 = call <8 x float> @llvm.fma.v8f32(<8 x float> %211, <8 x float> %206, <8 x float> %205)
  %213 = fadd <8 x float> %212, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %214 = bitcast <8 x float> %202 to <8 x i32>
  %215 = add <8 x i32> %214, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %216 = shl <8 x i32> %215, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %217 = bitcast <8 x i32> %216 to <8 x float>
  %218 = fmul <8 x float> %213, %217
  %219 = fcmp olt <8 x float> %197, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %220 = select <8 x i1> %219, <8 x float> zeroinitializer, <8 x float> %218
  %221 = select <8 x i1> %198, <8 x float> %197, <8 x float> %220
  %222 = load <8 x float>, ptr %s, align 32
  %223 = fadd <8 x float> %222, %221
  store <8 x float> %223, ptr %s, align 32
  %224 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %197
  %225 = select <8 x i1> %224, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %197
  %226 = load <8 x float>, ptr %t, align 32
  %227 = call <8 x float> @llvm.fma.v8f32(<8 x float> %221, <8 x float> %225, <8 x float> %226)
  store <8 x float> %227, ptr %t, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

inrange.then57:                                   ; preds = %inrange.end
  %228 = load <8 x float>, ptr %xs5, align 32
  %.splatinsert59 = insertelement <8 x float> poison, float %12, i64 0
  %.splat60 = shufflevector <8 x float> %.splatinsert59, <8 x float> poison, <8 x i32> zeroinitializer
  %229 = fdiv <8 x float> %228, %.splat60
  %230 = fcmp uno <8 x float> %229, %229
  %231 = load <8 x i1>, ptr %nan, align 1
  %232 = or <8 x i1> %231, %230
  store <8 x i1> %232, ptr %nan, align 1
  %233 = shufflevector <8 x float> %229, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %234 = shufflevector <8 x float> %229, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %235 = fcmp ogt <4 x float> %234, %233
  %236 = select <4 x i1> %235, <4 x float> %234, <4 x float> %233
  %237 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %238 = shufflevector <4 x float> %236, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %239 = fcmp ogt <2 x float> %238, %237
  %240 = select <2 x i1> %239, <2 x float> %238, <2 x float> %237
  %241 = shufflevector <2 x float> %240, <2 x float> poison, <1 x i32> zeroinitializer
  %242 = shufflevector <2 x float> %240, <2 x float> poison, <1 x i32> <i32 1>
  %243 = fcmp ogt <1 x float> %242, %241
  %244 = select <1 x i1> %243, <1 x float> %242, <1 x float> %241
  %245 = extractelement <1 x float> %244, i64 0
  %246 = load float, ptr %m, align 4
  %247 = fcmp ogt float %245, %246
  %248 = select i1 %247, float %245, float %246
  %249 = fcmp une float %246, 0xFFF0000000000000
  %250 = fcmp une float %248, %246
  %251 = and i1 %250, %249
  br i1 %251, label %rescale.then61, label %rescale.end62

inrange.end58:                                    ; preds = %acc.end68, %inrange.end
  br i1 %96, label %inrange.then71, label %inrange.end72

rescale.then61:                                   ; preds = %inrange.then57
  %252 = fsub float %246, %248
  %253 = fcmp uno float %252, %252
  %254 = select i1 %253, float 0.000000e+00, float %252
  %255 = fcmp olt float %254, 0xC055D58A00000000
  %256 = select i1 %255, float 0xC055D58A00000000, float %254
  %257 = call float @llvm.fma.f32(float %256, float 0x3FF7154760000000, float 0x4168000000000000)
  %258 = fsub float %257, 0x4168000000000000
  %259 = call float @llvm.fma.f32(float %258, float 0xBFE6300000000000, float %256)
  %260 = call float @llvm.fma.f32(float %258, float 0x3F2BD01060000000, float %259)
  %261 = fmul float %260, %260
  %262 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %260, float 0x3F56E879C0000000)
  %263 = call float @llvm.fma.f32(float %262, float %260, float 0x3F81112100000000)
  %264 = call float @llvm.fma.f32(float %263, float %260, float 0x3FA5553820000000)
  %265 = call float @llvm.fma.f32(float %264, float %260, float 0x3FC5555540000000)
  %266 = call float @llvm.fma.f32(float %265, float %260, float 5.000000e-01)
  %267 = call float @llvm.fma.f32(float %266, float %261, float %260)
  %268 = fadd float %267, 1.000000e+00
  %269 = bitcast float %257 to i32
  %270 = add i32 %269, -1262485377
  %271 = shl i32 %270, 23
  %272 = bitcast i32 %271 to float
  %273 = fmul float %268, %272
  %274 = fcmp olt float %252, 0xC055D58A00000000
  %275 = select i1 %274, float 0.000000e+00, float %273
  %276 = select i1 %253, float %252, float %275
  %.splatinsert63 = insertelement <8 x float> poison, float %252, i64 0
  %.splat64 = shufflevector <8 x float> %.splatinsert63, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert65 = insertelement <8 x float> poison, float %276, i64 0
  %.splat66 = shufflevector <8 x float> %.splatinsert65, <8 x float> poison, <8 x i32> zeroinitializer
  %277 = load <8 x float>, ptr %s, align 32
  %278 = load <8 x float>, ptr %t, align 32
  %279 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat64, <8 x float> %277, <8 x float> %278)
  %280 = fmul <8 x float> %279, %.splat66
  store <8 x float> %280, ptr %t, align 32
  %281 = fmul <8 x float> %277, %.splat66
  store <8 x float> %281, ptr %s, align 32
  br label %rescale.end62

rescale.end62:                                    ; preds = %rescale.then61, %inrange.then57
  store float %248, ptr %m, align 4
  %282 = fcmp une float %248, 0xFFF0000000000000
  br i1 %282, label %acc.then67, label %acc.end68

acc.then67:                                       ; preds = %rescale.end62
  %.splatinsert69 = insertelement <8 x float> poison, float %248, i64 0
  %.splat70 = shufflevector <8 x float> %.splatinsert69, <8 x float> poison, <8 x i32> zeroinitializer
  %283 = fsub <8 x float> %229, %.splat70
  %284 = fcmp uno <8 x float> %283, %283
  %285 = select <8 x i1> %284, <8 x float> zeroinitializer, <8 x float> %283
  %286 = fcmp olt <8 x float> %285, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %287 = select <8 x i1> %286, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %285
  %288 = call <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %289 = fsub <8 x float> %288, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %290 = call <8 x float> @llvm.fma.v8f32(<8 x float> %289, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %287)
  %291 = call <8 x float> @llvm.fma.v8f32(<8 x float> %289, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %290)
  %292 = fmul <8 x float> %291, %291
  %293 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %291, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %294 = call <8 x float> @llvm.fma.v8f32(<8 x float> %293, <8 x float> %291, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %295 = call <8 x float> @llvm.fma.v8f32(<8 x float> %294, <8 x float> %291, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %296 = call <8 x float> @llvm.fma.v8f32(<8 x float> %295, <8 x float> %291, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %297 = call <8 x float> @llvm.fma.v8f32(<8 x float> %296, <8 x float> %291, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %298 = call <8 x float> @llvm.fma.v8f32(<8 x float> %297, <8 x float> %292, <8 x float> %291)
  %299 = fadd <8 x float> %298, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %300 = bitcast <8 x float> %288 to <8 x i32>
  %301 = add <8 x i32> %300, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %302 = shl <8 x i32> %301, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %303 = bitcast <8 x i32> %302 to <8 x float>
  %304 = fmul <8 x float> %299, %303
  %305 = fcmp olt <8 x float> %283, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %306 = select <8 x i1> %305, <8 x float> zeroinitializer, <8 x float> %304
  %307 = select <8 x i1> %284, <8 x float> %283, <8 x float> %306
  %308 = load <8 x float>, ptr %s, align 32
  %309 = fadd <8 x float> %308, %307
  store <8 x float> %309, ptr %s, align 32
  %310 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %283
  %311 = select <8 x i1> %310, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %283
  %312 = load <8 x float>, ptr %t, align 32
  %313 = call <8 x float> @llvm.fma.v8f32(<8 x float> %307, <8 x float> %311, <8 x float> %312)
  store <8 x float> %313, ptr %t, align 32
  br label %acc.end68

acc.end68:                                        ; preds = %acc.then67, %rescale.end62
  br label %inrange.end58

inrange.then71:                                   ; preds = %inrange.end58
  %314 = load <8 x float>, ptr %xs16, align 32
  %.splatinsert73 = insertelement <8 x float> poison, float %12, i64 0
  %.splat74 = shufflevector <8 x float> %.splatinsert73, <8 x float> poison, <8 x i32> zeroinitializer
  %315 = fdiv <8 x float> %314, %.splat74
  %316 = fcmp uno <8 x float> %315, %315
  %317 = load <8 x i1>, ptr %nan, align 1
  %318 = or <8 x i1> %317, %316
  store <8 x i1> %318, ptr %nan, align 1
  %319 = shufflevector <8 x float> %315, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %320 = shufflevector <8 x float> %315, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %321 = fcmp ogt <4 x float> %320, %319
  %322 = select <4 x i1> %321, <4 x float> %320, <4 x float> %319
  %323 = shufflevector <4 x float> %322, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %324 = shufflevector <4 x float> %322, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %325 = fcmp ogt <2 x float> %324, %323
  %326 = select <2 x i1> %325, <2 x float> %324, <2 x float> %323
  %327 = shufflevector <2 x float> %326, <2 x float> poison, <1 x i32> zeroinitializer
  %328 = shufflevector <2 x float> %326, <2 x float> poison, <1 x i32> <i32 1>
  %329 = fcmp ogt <1 x float> %328, %327
  %330 = select <1 x i1> %329, <1 x float> %328, <1 x float> %327
  %331 = extractelement <1 x float> %330, i64 0
  %332 = load float, ptr %m, align 4
  %333 = fcmp ogt float %331, %332
  %334 = select i1 %333, float %331, float %332
  %335 = fcmp une float %332, 0xFFF0000000000000
  %336 = fcmp une float %334, %332
  %337 = and i1 %336, %335
  br i1 %337, label %rescale.then75, label %rescale.end76

inrange.end72:                                    ; preds = %acc.end82, %inrange.end58
  br i1 %111, label %inrange.then85, label %inrange.end86

rescale.then75:                                   ; preds = %inrange.then71
  %338 = fsub float %332, %334
  %339 = fcmp uno float %338, %338
  %340 = select i1 %339, float 0.000000e+00, float %338
  %341 = fcmp olt float %340, 0xC055D58A00000000
  %342 = select i1 %341, float 0xC055D58A00000000, float %340
  %343 = call float @llvm.fma.f32(float %342, float 0x3FF7154760000000, float 0x4168000000000000)
  %344 = fsub float %343, 0x4168000000000000
  %345 = call float @llvm.fma.f32(float %344, float 0xBFE6300000000000, float %342)
  %346 = call float @llvm.fma.f32(float %344, float 0x3F2BD01060000000, float %345)
  %347 = fmul float %346, %346
  %348 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %346, float 0x3F56E879C0000000)
  %349 = call float @llvm.fma.f32(float %348, float %346, float 0x3F81112100000000)
  %350 = call float @llvm.fma.f32(float %349, float %346, float 0x3FA5553820000000)
  %351 = call float @llvm.fma.f32(float %350, float %346, float 0x3FC5555540000000)
  %352 = call float @llvm.fma.f32(float %351, float %346, float 5.000000e-01)
  %353 = call float @llvm.fma.f32(float %352, float %347, float %346)
  %354 = fadd float %353, 1.000000e+00
  %355 = bitcast float %343 to i32
  %356 = add i32 %355, -1262485377
  %357 = shl i32 %356, 23
  %358 = bitcast i32 %357 to float
  %359 = fmul float %354, %358
  %360 = fcmp olt float %338, 0xC055D58A00000000
  %361 = select i1 %360, float 0.000000e+00, float %359
  %362 = select i1 %339, float %338, float %361
  %.splatinsert77 = insertelement <8 x float> poison, float %338, i64 0
  %.splat78 = shufflevector <8 x float> %.splatinsert77, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert79 = insertelement <8 x float> poison, float %362, i64 0
  %.splat80 = shufflevector <8 x float> %.splatinsert79, <8 x float> poison, <8 x i32> zeroinitializer
  %363 = load <8 x float>, ptr %s, align 32
  %364 = load <8 x float>, ptr %t, align 32
  %365 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat78, <8 x float> %363, <8 x float> %364)
  %366 = fmul <8 x float> %365, %.splat80
  store <8 x float> %366, ptr %t, align 32
  %367 = fmul <8 x float> %363, %.splat80
  store <8 x float> %367, ptr %s, align 32
  br label %rescale.end76

rescale.end76:                                    ; preds = %rescale.then75, %inrange.then71
  store float %334, ptr %m, align 4
  %368 = fcmp une float %334, 0xFFF0000000000000
  br i1 %368, label %acc.then81, label %acc.end82

acc.then81:                                       ; preds = %rescale.end76
  %.splatinsert83 = insertelement <8 x float> poison, float %334, i64 0
  %.splat84 = shufflevector <8 x float> %.splatinsert83, <8 x float> poison, <8 x i32> zeroinitializer
  %369 = fsub <8 x float> %315, %.splat84
  %370 = fcmp uno <8 x float> %369, %369
  %371 = select <8 x i1> %370, <8 x float> zeroinitializer, <8 x float> %369
  %372 = fcmp olt <8 x float> %371, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %373 = select <8 x i1> %372, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %371
  %374 = call <8 x float> @llvm.fma.v8f32(<8 x float> %373, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %375 = fsub <8 x float> %374, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %376 = call <8 x float> @llvm.fma.v8f32(<8 x float> %375, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %373)
  %377 = call <8 x float> @llvm.fma.v8f32(<8 x float> %375, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %376)
  %378 = fmul <8 x float> %377, %377
  %379 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %377, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %380 = call <8 x float> @llvm.fma.v8f32(<8 x float> %379, <8 x float> %377, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %381 = call <8 x float> @llvm.fma.v8f32(<8 x float> %380, <8 x float> %377, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %382 = call <8 x float> @llvm.fma.v8f32(<8 x float> %381, <8 x float> %377, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %383 = call <8 x float> @llvm.fma.v8f32(<8 x float> %382, <8 x float> %377, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %384 = call <8 x float> @llvm.fma.v8f32(<8 x float> %383, <8 x float> %378, <8 x float> %377)
  %385 = fadd <8 x float> %384, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %386 = bitcast <8 x float> %374 to <8 x i32>
  %387 = add <8 x i32> %386, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %388 = shl <8 x i32> %387, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %389 = bitcast <8 x i32> %388 to <8 x float>
  %390 = fmul <8 x float> %385, %389
  %391 = fcmp olt <8 x float> %369, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %392 = select <8 x i1> %391, <8 x float> zeroinitializer, <8 x float> %390
  %393 = select <8 x i1> %370, <8 x float> %369, <8 x float> %392
  %394 = load <8 x float>, ptr %s, align 32
  %395 = fadd <8 x float> %394, %393
  store <8 x float> %395, ptr %s, align 32
  %396 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %369
  %397 = select <8 x i1> %396, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %369
  %398 = load <8 x float>, ptr %t, align 32
  %399 = call <8 x float> @llvm.fma.v8f32(<8 x float> %393, <8 x float> %397, <8 x float> %398)
  store <8 x float> %399, ptr %t, align 32
  br label %acc.end82

acc.end82:                                        ; preds = %acc.then81, %rescale.end76
  br label %inrange.end72

inrange.then85:                                   ; preds = %inrange.end72
  %400 = load <8 x float>, ptr %xs27, align 32
  %.splatinsert87 = insertelement <8 x float> poison, float %12, i64 0
  %.splat88 = shufflevector <8 x float> %.splatinsert87, <8 x float> poison, <8 x i32> zeroinitializer
  %401 = fdiv <8 x float> %400, %.splat88
  %402 = fcmp uno <8 x float> %401, %401
  %403 = load <8 x i1>, ptr %nan, align 1
  %404 = or <8 x i1> %403, %402
  store <8 x i1> %404, ptr %nan, align 1
  %405 = shufflevector <8 x float> %401, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %406 = shufflevector <8 x float> %401, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %407 = fcmp ogt <4 x float> %406, %405
  %408 = select <4 x i1> %407, <4 x float> %406, <4 x float> %405
  %409 = shufflevector <4 x float> %408, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %410 = shufflevector <4 x float> %408, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %411 = fcmp ogt <2 x float> %410, %409
  %412 = select <2 x i1> %411, <2 x float> %410, <2 x float> %409
  %413 = shufflevector <2 x float> %412, <2 x float> poison, <1 x i32> zeroinitializer
  %414 = shufflevector <2 x float> %412, <2 x float> poison, <1 x i32> <i32 1>
  %415 = fcmp ogt <1 x float> %414, %413
  %416 = select <1 x i1> %415, <1 x float> %414, <1 x float> %413
  %417 = extractelement <1 x float> %416, i64 0
  %418 = load float, ptr %m, align 4
  %419 = fcmp ogt float %417, %418
  %420 = select i1 %419, float %417, float %418
  %421 = fcmp une float %418, 0xFFF0000000000000
  %422 = fcmp une float %420, %418
  %423 = and i1 %422, %421
  br i1 %423, label %rescale.then89, label %rescale.end90

inrange.end86:                                    ; preds = %acc.end96, %inrange.end72
  br i1 %126, label %inrange.then99, label %inrange.end100

rescale.then89:                                   ; preds = %inrange.then85
  %424 = fsub float %418, %420
  %425 = fcmp uno float %424, %424
  %426 = select i1 %425, float 0.000000e+00, float %424
  %427 = fcmp olt float %426, 0xC055D58A00000000
  %428 = select i1 %427, float 0xC055D58A00000000, float %426
  %429 = call float @llvm.fma.f32(float %428, float 0x3FF7154760000000, float 0x4168000000000000)
  %430 = fsub float %429, 0x4168000000000000
  %431 = call float @llvm.fma.f32(float %430, float 0xBFE6300000000000, float %428)
  %432 = call float @llvm.fma.f32(float %430, float 0x3F2BD01060000000, float %431)
  %433 = fmul float %432, %432
  %434 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %432, float 0x3F56E879C0000000)
  %435 = call float @llvm.fma.f32(float %434, float %432, float 0x3F81112100000000)
  %436 = call float @llvm.fma.f32(float %435, float %432, float 0x3FA5553820000000)
  %437 = call float @llvm.fma.f32(float %436, float %432, float 0x3FC5555540000000)
  %438 = call float @llvm.fma.f32(float %437, float %432, float 5.000000e-01)
  %439 = call float @llvm.fma.f32(float %438, float %433, float %432)
  %440 = fadd float %439, 1.000000e+00
  %441 = bitcast float %429 to i32
  %442 = add i32 %441, -1262485377
  %443 = shl i32 %442, 23
  %444 = bitcast i32 %443 to float
  %445 = fmul float %440, %444
  %446 = fcmp olt float %424, 0xC055D58A00000000
  %447 = select i1 %446, float 0.000000e+00, float %445
  %448 = select i1 %425, float %424, float %447
  %.splatinsert91 = insertelement <8 x float> poison, float %424, i64 0
  %.splat92 = shufflevector <8 x float> %.splatinsert91, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert93 = insertelement <8 x float> poison, float %448, i64 0
  %.splat94 = shufflevector <8 x float> %.splatinsert93, <8 x float> poison, <8 x i32> zeroinitializer
  %449 = load <8 x float>, ptr %s, align 32
  %450 = load <8 x float>, ptr %t, align 32
  %451 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat92, <8 x float> %449, <8 x float> %450)
  %452 = fmul <8 x float> %451, %.splat94
  store <8 x float> %452, ptr %t, align 32
  %453 = fmul <8 x float> %449, %.splat94
  store <8 x float> %453, ptr %s, align 32
  br label %rescale.end90

rescale.end90:                                    ; preds = %rescale.then89, %inrange.then85
  store float %420, ptr %m, align 4
  %454 = fcmp une float %420, 0xFFF0000000000000
  br i1 %454, label %acc.then95, label %acc.end96

acc.then95:                                       ; preds = %rescale.end90
  %.splatinsert97 = insertelement <8 x float> poison, float %420, i64 0
  %.splat98 = shufflevector <8 x float> %.splatinsert97, <8 x float> poison, <8 x i32> zeroinitializer
  %455 = fsub <8 x float> %401, %.splat98
  %456 = fcmp uno <8 x float> %455, %455
  %457 = select <8 x i1> %456, <8 x float> zeroinitializer, <8 x float> %455
  %458 = fcmp olt <8 x float> %457, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %459 = select <8 x i1> %458, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %457
  %460 = call <8 x float> @llvm.fma.v8f32(<8 x float> %459, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %461 = fsub <8 x float> %460, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %462 = call <8 x float> @llvm.fma.v8f32(<8 x float> %461, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %459)
  %463 = call <8 x float> @llvm.fma.v8f32(<8 x float> %461, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %462)
  %464 = fmul <8 x float> %463, %463
  %465 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %463, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %466 = call <8 x float> @llvm.fma.v8f32(<8 x float> %465, <8 x float> %463, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %467 = call <8 x float> @llvm.fma.v8f32(<8 x float> %466, <8 x float> %463, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %468 = call <8 x float> @llvm.fma.v8f32(<8 x float> %467, <8 x float> %463, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %469 = call <8 x float> @llvm.fma.v8f32(<8 x float> %468, <8 x float> %463, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %470 = call <8 x float> @llvm.fma.v8f32(<8 x float> %469, <8 x float> %464, <8 x float> %463)
  %471 = fadd <8 x float> %470, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %472 = bitcast <8 x float> %460 to <8 x i32>
  %473 = add <8 x i32> %472, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %474 = shl <8 x i32> %473, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %475 = bitcast <8 x i32> %474 to <8 x float>
  %476 = fmul <8 x float> %471, %475
  %477 = fcmp olt <8 x float> %455, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %478 = select <8 x i1> %477, <8 x float> zeroinitializer, <8 x float> %476
  %479 = select <8 x i1> %456, <8 x float> %455, <8 x float> %478
  %480 = load <8 x float>, ptr %s, align 32
  %481 = fadd <8 x float> %480, %479
  store <8 x float> %481, ptr %s, align 32
  %482 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %455
  %483 = select <8 x i1> %482, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %455
  %484 = load <8 x float>, ptr %t, align 32
  %485 = call <8 x float> @llvm.fma.v8f32(<8 x float> %479, <8 x float> %483, <8 x float> %484)
  store <8 x float> %485, ptr %t, align 32
  br label %acc.end96

acc.end96:                                        ; preds = %acc.then95, %rescale.end90
  br label %inrange.end86

inrange.then99:                                   ; preds = %inrange.end86
  %486 = load <8 x float>, ptr %xs38, align 32
  %.splatinsert101 = insertelement <8 x float> poison, float %12, i64 0
  %.splat102 = shufflevector <8 x float> %.splatinsert101, <8 x float> poison, <8 x i32> zeroinitializer
  %487 = fdiv <8 x float> %486, %.splat102
  %488 = fcmp uno <8 x float> %487, %487
  %489 = load <8 x i1>, ptr %nan, align 1
  %490 = or <8 x i1> %489, %488
  store <8 x i1> %490, ptr %nan, align 1
  %491 = shufflevector <8 x float> %487, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %492 = shufflevector <8 x float> %487, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %493 = fcmp ogt <4 x float> %492, %491
  %494 = select <4 x i1> %493, <4 x float> %492, <4 x float> %491
  %495 = shufflevector <4 x float> %494, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %496 = shufflevector <4 x float> %494, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %497 = fcmp ogt <2 x float> %496, %495
  %498 = select <2 x i1> %497, <2 x float> %496, <2 x float> %495
  %499 = shufflevector <2 x float> %498, <2 x float> poison, <1 x i32> zeroinitializer
  %500 = shufflevector <2 x float> %498, <2 x float> poison, <1 x i32> <i32 1>
  %501 = fcmp ogt <1 x float> %500, %499
  %502 = select <1 x i1> %501, <1 x float> %500, <1 x float> %499
  %503 = extractelement <1 x float> %502, i64 0
  %504 = load float, ptr %m, align 4
  %505 = fcmp ogt float %503, %504
  %506 = select i1 %505, float %503, float %504
  %507 = fcmp une float %504, 0xFFF0000000000000
  %508 = fcmp une float %506, %504
  %509 = and i1 %508, %507
  br i1 %509, label %rescale.then103, label %rescale.end104

inrange.end100:                                   ; preds = %acc.end110, %inrange.end86
  %batch.next = add nsw i64 %batch.iv, 1
  br label %batch.head

rescale.then103:                                  ; preds = %inrange.then99
  %510 = fsub float %504, %506
  %511 = fcmp uno float %510, %510
  %512 = select i1 %511, float 0.000000e+00, float %510
  %513 = fcmp olt float %512, 0xC055D58A00000000
  %514 = select i1 %513, float 0xC055D58A00000000, float %512
  %515 = call float @llvm.fma.f32(float %514, float 0x3FF7154760000000, float 0x4168000000000000)
  %516 = fsub float %515, 0x4168000000000000
  %517 = call float @llvm.fma.f32(float %516, float 0xBFE6300000000000, float %514)
  %518 = call float @llvm.fma.f32(float %516, float 0x3F2BD01060000000, float %517)
  %519 = fmul float %518, %518
  %520 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %518, float 0x3F56E879C0000000)
  %521 = call float @llvm.fma.f32(float %520, float %518, float 0x3F81112100000000)
  %522 = call float @llvm.fma.f32(float %521, float %518, float 0x3FA5553820000000)
  %523 = call float @llvm.fma.f32(float %522, float %518, float 0x3FC5555540000000)
  %524 = call float @llvm.fma.f32(float %523, float %518, float 5.000000e-01)
  %525 = call float @llvm.fma.f32(float %524, float %519, float %518)
  %526 = fadd float %525, 1.000000e+00
  %527 = bitcast float %515 to i32
  %528 = add i32 %527, -1262485377
  %529 = shl i32 %528, 23
  %530 = bitcast i32 %529 to float
  %531 = fmul float %526, %530
  %532 = fcmp olt float %510, 0xC055D58A00000000
  %533 = select i1 %532, float 0.000000e+00, float %531
  %534 = select i1 %511, float %510, float %533
  %.splatinsert105 = insertelement <8 x float> poison, float %510, i64 0
  %.splat106 = shufflevector <8 x float> %.splatinsert105, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert107 = insertelement <8 x float> poison, float %534, i64 0
  %.splat108 = shufflevector <8 x float> %.splatinsert107, <8 x float> poison, <8 x i32> zeroinitializer
  %535 = load <8 x float>, ptr %s, align 32
  %536 = load <8 x float>, ptr %t, align 32
  %537 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat106, <8 x float> %535, <8 x float> %536)
  %538 = fmul <8 x float> %537, %.splat108
  store <8 x float> %538, ptr %t, align 32
  %539 = fmul <8 x float> %535, %.splat108
  store <8 x float> %539, ptr %s, align 32
  br label %rescale.end104

rescale.end104:                                   ; preds = %rescale.then103, %inrange.then99
  store float %506, ptr %m, align 4
  %540 = fcmp une float %506, 0xFFF0000000000000
  br i1 %540, label %acc.then109, label %acc.end110

acc.then109:                                      ; preds = %rescale.end104
  %.splatinsert111 = insertelement <8 x float> poison, float %506, i64 0
  %.splat112 = shufflevector <8 x float> %.splatinsert111, <8 x float> poison, <8 x i32> zeroinitializer
  %541 = fsub <8 x float> %487, %.splat112
  %542 = fcmp uno <8 x float> %541, %541
  %543 = select <8 x i1> %542, <8 x float> zeroinitializer, <8 x float> %541
  %544 = fcmp olt <8 x float> %543, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %545 = select <8 x i1> %544, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %543
  %546 = call <8 x float> @llvm.fma.v8f32(<8 x float> %545, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %547 = fsub <8 x float> %546, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %548 = call <8 x float> @llvm.fma.v8f32(<8 x float> %547, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %545)
  %549 = call <8 x float> @llvm.fma.v8f32(<8 x float> %547, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %548)
  %550 = fmul <8 x float> %549, %549
  %551 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %549, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %552 = call <8 x float> @llvm.fma.v8f32(<8 x float> %551, <8 x float> %549, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %553 = call <8 x float> @llvm.fma.v8f32(<8 x float> %552, <8 x float> %549, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %554 = call <8 x float> @llvm.fma.v8f32(<8 x float> %553, <8 x float> %549, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %555 = call <8 x float> @llvm.fma.v8f32(<8 x float> %554, <8 x float> %549, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %556 = call <8 x float> @llvm.fma.v8f32(<8 x float> %555, <8 x float> %550, <8 x float> %549)
  %557 = fadd <8 x float> %556, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %558 = bitcast <8 x float> %546 to <8 x i32>
  %559 = add <8 x i32> %558, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %560 = shl <8 x i32> %559, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %561 = bitcast <8 x i32> %560 to <8 x float>
  %562 = fmul <8 x float> %557, %561
  %563 = fcmp olt <8 x float> %541, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %564 = select <8 x i1> %563, <8 x float> zeroinitializer, <8 x float> %562
  %565 = select <8 x i1> %542, <8 x float> %541, <8 x float> %564
  %566 = load <8 x float>, ptr %s, align 32
  %567 = fadd <8 x float> %566, %565
  store <8 x float> %567, ptr %s, align 32
  %568 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %541
  %569 = select <8 x i1> %568, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %541
  %570 = load <8 x float>, ptr %t, align 32
  %571 = call <8 x float> @llvm.fma.v8f32(<8 x float> %565, <8 x float> %569, <8 x float> %570)
  store <8 x float> %571, ptr %t, align 32
  br label %acc.end110

acc.end110:                                       ; preds = %acc.then109, %rescale.end104
  br label %inrange.end100

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %572 = icmp slt i64 %tree.iv, 5
  br i1 %572, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %573 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %574 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %575 = load float, ptr %574, align 4
  %576 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %577 = load float, ptr %576, align 4
  %578 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 0
  %579 = load float, ptr %578, align 4
  store float %575, ptr %res.m, align 4
  store float %577, ptr %res.s, align 4
  store float %579, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %580 = icmp slt i64 %tree.lane.iv, %573
  br i1 %580, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %581 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %582 = load float, ptr %581, align 4
  %583 = add i64 %tree.lane.iv, %573
  %584 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %583
  %585 = load float, ptr %584, align 4
  %586 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %587 = load float, ptr %586, align 4
  %588 = add i64 %tree.lane.iv, %573
  %589 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %588
  %590 = load float, ptr %589, align 4
  %591 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  %592 = load float, ptr %591, align 4
  %593 = add i64 %tree.lane.iv, %573
  %594 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %593
  %595 = load float, ptr %594, align 4
  %596 = fcmp ogt float %585, %582
  %597 = select i1 %596, float %585, float %582
  %598 = fcmp uno float %585, %585
  %599 = select i1 %598, float %585, float %597
  %600 = fcmp uno float %582, %582
  %601 = select i1 %600, float %582, float %599
  %602 = fsub float %582, %601
  %603 = fcmp uno float %602, %602
  %604 = select i1 %603, float 0.000000e+00, float %602
  %605 = fcmp olt float %604, 0xC055D58A00000000
  %606 = select i1 %605, float 0xC055D58A00000000, float %604
  %607 = call float @llvm.fma.f32(float %606, float 0x3FF7154760000000, float 0x4168000000000000)
  %608 = fsub float %607, 0x4168000000000000
  %609 = call float @llvm.fma.f32(float %608, float 0xBFE6300000000000, float %606)
  %610 = call float @llvm.fma.f32(float %608, float 0x3F2BD01060000000, float %609)
  %611 = fmul float %610, %610
  %612 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %610, float 0x3F56E879C0000000)
  %613 = call float @llvm.fma.f32(float %612, float %610, float 0x3F81112100000000)
  %614 = call float @llvm.fma.f32(float %613, float %610, float 0x3FA5553820000000)
  %615 = call float @llvm.fma.f32(float %614, float %610, float 0x3FC5555540000000)
  %616 = call float @llvm.fma.f32(float %615, float %610, float 5.000000e-01)
  %617 = call float @llvm.fma.f32(float %616, float %611, float %610)
  %618 = fadd float %617, 1.000000e+00
  %619 = bitcast float %607 to i32
  %620 = add i32 %619, -1262485377
  %621 = shl i32 %620, 23
  %622 = bitcast i32 %621 to float
  %623 = fmul float %618, %622
  %624 = fcmp olt float %602, 0xC055D58A00000000
  %625 = select i1 %624, float 0.000000e+00, float %623
  %626 = select i1 %603, float %602, float %625
  %627 = fcmp oeq float %582, %601
  %628 = select i1 %627, float 1.000000e+00, float %626
  %629 = fsub float %585, %601
  %630 = fcmp uno float %629, %629
  %631 = select i1 %630, float 0.000000e+00, float %629
  %632 = fcmp olt float %631, 0xC055D58A00000000
  %633 = select i1 %632, float 0xC055D58A00000000, float %631
  %634 = call float @llvm.fma.f32(float %633, float 0x3FF7154760000000, float 0x4168000000000000)
  %635 = fsub float %634, 0x4168000000000000
  %636 = call float @llvm.fma.f32(float %635, float 0xBFE6300000000000, float %633)
  %637 = call float @llvm.fma.f32(float %635, float 0x3F2BD01060000000, float %636)
  %638 = fmul float %637, %637
  %639 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %637, float 0x3F56E879C0000000)
  %640 = call float @llvm.fma.f32(float %639, float %637, float 0x3F81112100000000)
  %641 = call float @llvm.fma.f32(float %640, float %637, float 0x3FA5553820000000)
  %642 = call float @llvm.fma.f32(float %641, float %637, float 0x3FC5555540000000)
  %643 = call float @llvm.fma.f32(float %642, float %637, float 5.000000e-01)
  %644 = call float @llvm.fma.f32(float %643, float %638, float %637)
  %645 = fadd float %644, 1.000000e+00
  %646 = bitcast float %634 to i32
  %647 = add i32 %646, -1262485377
  %648 = shl i32 %647, 23
  %649 = bitcast i32 %648 to float
  %650 = fmul float %645, %649
  %651 = fcmp olt float %629, 0xC055D58A00000000
  %652 = select i1 %651, float 0.000000e+00, float %650
  %653 = select i1 %630, float %629, float %652
  %654 = fcmp oeq float %585, %601
  %655 = select i1 %654, float 1.000000e+00, float %653
  %656 = fmul float %590, %655
  %657 = fmul float %587, %628
  %658 = fadd float %657, %656
  %659 = fcmp oeq float %585, 0xFFF0000000000000
  %660 = fcmp oeq float %585, %601
  %661 = or i1 %660, %659
  %662 = fsub float %585, %601
  %663 = select i1 %661, float 0.000000e+00, float %662
  %664 = call float @llvm.fma.f32(float %663, float %590, float %595)
  %665 = fmul float %664, %655
  %666 = fcmp oeq float %582, 0xFFF0000000000000
  %667 = fcmp oeq float %582, %601
  %668 = or i1 %667, %666
  %669 = fsub float %582, %601
  %670 = select i1 %668, float 0.000000e+00, float %669
  %671 = call float @llvm.fma.f32(float %670, float %587, float %592)
  %672 = fmul float %671, %628
  %673 = fadd float %672, %665
  %674 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %601, ptr %674, align 4
  %675 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %658, ptr %675, align 4
  %676 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  store float %673, ptr %676, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %677 = getelementptr float, ptr %33, i64 0
  %678 = load float, ptr %res.m, align 4
  store float %678, ptr %677, align 4
  %679 = getelementptr float, ptr %33, i64 1
  %680 = load float, ptr %res.s, align 4
  store float %680, ptr %679, align 4
  %681 = getelementptr float, ptr %33, i64 2
  %682 = load float, ptr %res.t, align 4
  store float %682, ptr %681, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %683 = icmp eq i64 %item.iv, 0
  %684 = and i1 %683, true
  br i1 %684, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %685 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %685, align 8, !invariant.load !0
  %686 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %687 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %687, align 8, !invariant.load !0
  %688 = getelementptr i64, ptr %686, i64 %row.iv
  %689 = load i64, ptr %688, align 4
  %690 = icmp ne i64 %689, %arg4
  br i1 %690, label %if.then114, label %if.end115

if.end:                                           ; preds = %if.end115, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then114:                                       ; preds = %if.then
  %691 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %691, align 8, !invariant.load !0
  %692 = getelementptr i64, ptr %686, i64 %row.iv
  %693 = load i64, ptr %692, align 4
  %694 = sub i64 %693, %arg5
  %695 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6116 = load i64, ptr %695, align 8, !invariant.load !0
  %696 = icmp slt i64 %694, %arg6116
  %697 = icmp sge i64 %694, 0
  %698 = and i1 %697, %696
  br i1 %698, label %if.then117, label %if.end118

if.end115:                                        ; preds = %if.end118, %if.then
  %699 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %699, align 8, !invariant.load !0
  %700 = inttoptr i64 %arg10 to ptr
  %701 = getelementptr float, ptr %700, i64 %row.iv
  %702 = load float, ptr %tl, align 4
  store float %702, ptr %701, align 4
  br label %if.end

if.then117:                                       ; preds = %if.then114
  %703 = mul i64 %694, 4
  %704 = getelementptr i8, ptr %15, i64 %703
  %705 = load float, ptr %704, align 4, !invariant.load !0
  %706 = fdiv float %705, %12
  store float %706, ptr %tl, align 4
  br label %if.end118

if.end118:                                        ; preds = %if.then117, %if.then114
  br label %if.end115
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #1

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
