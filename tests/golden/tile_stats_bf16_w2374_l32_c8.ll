; golden IR for tests/golden_test.cpp (default hot kernel, canonical order)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
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
  %arg610 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = sdiv i64 %arg610, 2374
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

batch.head:                                       ; preds = %inrange.end, %lane.body
  %batch.iv = phi i64 [ 0, %lane.body ], [ %batch.next, %inrange.end ]
  %32 = icmp slt i64 %batch.iv, 10
  br i1 %32, label %batch.body, label %batch.exit

batch.body:                                       ; preds = %batch.head
  %33 = mul i64 %batch.iv, 1
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
  br i1 %37, label %inrange.then, label %inrange.end

full.then:                                        ; preds = %ld.then
  %61 = load <8 x i16>, ptr %58, align 2, !invariant.load !0
  store <8 x i16> %61, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %ld.then
  %.splatinsert = insertelement <8 x i64> poison, i64 %56, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %62 = add <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert2 = insertelement <8 x i64> poison, i64 %21, i64 0
  %.splat3 = shufflevector <8 x i64> %.splatinsert2, <8 x i64> poison, <8 x i32> zeroinitializer
  %63 = icmp slt <8 x i64> %62, %.splat3
  %64 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %58, i32 2, <8 x i1> %63, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  store <8 x i16> %64, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %65 = load <8 x i16>, ptr %x, align 16
  store <8 x i16> %65, ptr %xs, align 16
  br label %ld.end

inrange.then:                                     ; preds = %ld.end
  %66 = load <8 x i16>, ptr %xs, align 16
  %67 = zext <8 x i16> %66 to <8 x i32>
  %68 = shl <8 x i32> %67, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %69 = bitcast <8 x i32> %68 to <8 x float>
  %70 = load float, ptr %m, align 4
  %71 = fcmp uno <8 x float> %69, %69
  %72 = load <8 x i1>, ptr %nan, align 1
  %73 = or <8 x i1> %72, %71
  store <8 x i1> %73, ptr %nan, align 1
  %74 = shufflevector <8 x float> %69, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %75 = shufflevector <8 x float> %69, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %76 = fcmp ogt <4 x float> %75, %74
  %77 = select <4 x i1> %76, <4 x float> %75, <4 x float> %74
  %78 = shufflevector <4 x float> %77, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %79 = shufflevector <4 x float> %77, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %80 = fcmp ogt <2 x float> %79, %78
  %81 = select <2 x i1> %80, <2 x float> %79, <2 x float> %78
  %82 = shufflevector <2 x float> %81, <2 x float> poison, <1 x i32> zeroinitializer
  %83 = shufflevector <2 x float> %81, <2 x float> poison, <1 x i32> <i32 1>
  %84 = fcmp ogt <1 x float> %83, %82
  %85 = select <1 x i1> %84, <1 x float> %83, <1 x float> %82
  %86 = extractelement <1 x float> %85, i64 0
  %87 = fcmp ogt float %86, %70
  %88 = select i1 %87, float %86, float %70
  %89 = fcmp une float %70, 0xFFF0000000000000
  %90 = fcmp une float %88, %70
  %91 = and i1 %90, %89
  br i1 %91, label %rescale.then, label %rescale.end

inrange.end:                                      ; preds = %acc.end, %ld.end
  %batch.next = add nsw i64 %batch.iv, 1
  br label %batch.head

rescale.then:                                     ; preds = %inrange.then
  %92 = fsub float %70, %88
  %93 = fsub float %70, %88
  %94 = fcmp ogt float 0xC055D58A00000000, %93
  %95 = select i1 %94, float 0xC055D58A00000000, float %93
  %96 = call float @llvm.fma.f32(float %95, float 0x3FF7154760000000, float 0x4168000000000000)
  %97 = fsub float %96, 0x4168000000000000
  %98 = call float @llvm.fma.f32(float %97, float 0xBFE6300000000000, float %95)
  %99 = call float @llvm.fma.f32(float %97, float 0x3F2BD01060000000, float %98)
  %100 = fmul float %99, %99
  %101 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %99, float 0x3F56E879C0000000)
  %102 = call float @llvm.fma.f32(float %101, float %99, float 0x3F81112100000000)
  %103 = call float @llvm.fma.f32(float %102, float %99, float 0x3FA5553820000000)
  %104 = call float @llvm.fma.f32(float %103, float %99, float 0x3FC5555540000000)
  %105 = call float @llvm.fma.f32(float %104, float %99, float 5.000000e-01)
  %106 = call float @llvm.fma.f32(float %105, float %100, float %99)
  %107 = fadd float %106, 1.000000e+00
  %108 = bitcast float %96 to i32
  %109 = add i32 %108, -1262485377
  %110 = shl i32 %109, 23
  %111 = bitcast i32 %110 to float
  %112 = fmul float %107, %111
  %113 = fcmp olt float %93, 0xC055D58A00000000
  %114 = select i1 %113, float 0.000000e+00, float %112
  %.splatinsert4 = insertelement <8 x float> poison, float %92, i64 0
  %.splat5 = shufflevector <8 x float> %.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert6 = insertelement <8 x float> poison, float %114, i64 0
  %.splat7 = shufflevector <8 x float> %.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %115 = load <8 x float>, ptr %s, align 32
  %116 = fmul <8 x float> %115, %.splat7
  store <8 x float> %116, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %88, ptr %m, align 4
  %117 = fcmp une float %88, 0xFFF0000000000000
  br i1 %117, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert8 = insertelement <8 x float> poison, float %88, i64 0
  %.splat9 = shufflevector <8 x float> %.splatinsert8, <8 x float> poison, <8 x i32> zeroinitializer
  %118 = fsub <8 x float> %69, %.splat9
  %119 = fcmp ogt <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, %118
  %120 = select <8 x i1> %119, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %118
  %121 = call <8 x float> @llvm.fma.v8f32(<8 x float> %120, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %122 = fsub <8 x float> %121, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %123 = call <8 x float> @llvm.fma.v8f32(<8 x float> %122, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %120)
  %124 = call <8 x float> @llvm.fma.v8f32(<8 x float> %122, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %123)
  %125 = fmul <8 x float> %124, %124
  %126 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %124, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %127 = call <8 x float> @llvm.fma.v8f32(<8 x float> %126, <8 x float> %124, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %128 = call <8 x float> @llvm.fma.v8f32(<8 x float> %127, <8 x float> %124, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %129 = call <8 x float> @llvm.fma.v8f32(<8 x float> %128, <8 x float> %124, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %130 = call <8 x float> @llvm.fma.v8f32(<8 x float> %129, <8 x float> %124, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %131 = call <8 x float> @llvm.fma.v8f32(<8 x float> %130, <8 x float> %125, <8 x float> %124)
  %132 = fadd <8 x float> %131, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %133 = bitcast <8 x float> %121 to <8 x i32>
  %134 = add <8 x i32> %133, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %135 = shl <8 x i32> %134, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %136 = bitcast <8 x i32> %135 to <8 x float>
  %137 = fmul <8 x float> %132, %136
  %138 = fcmp olt <8 x float> %118, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %139 = select <8 x i1> %138, <8 x float> zeroinitializer, <8 x float> %137
  %140 = load <8 x float>, ptr %s, align 32
  %141 = fadd <8 x float> %140, %139
  store <8 x float> %141, ptr %s, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %142 = icmp slt i64 %tree.iv, 5
  br i1 %142, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %143 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %144 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %145 = load float, ptr %144, align 4
  %146 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %147 = load float, ptr %146, align 4
  store float %145, ptr %res.m, align 4
  store float %147, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %148 = icmp slt i64 %tree.lane.iv, %143
  br i1 %148, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %149 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %150 = load float, ptr %149, align 4
  %151 = add i64 %tree.lane.iv, %143
  %152 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %155 = load float, ptr %154, align 4
  %156 = add i64 %tree.lane.iv, %143
  %157 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = fcmp ogt float %153, %150
  %160 = select i1 %159, float %153, float %150
  %161 = fcmp uno float %153, %153
  %162 = select i1 %161, float %153, float %160
  %163 = fcmp uno float %150, %150
  %164 = select i1 %163, float %150, float %162
  %165 = fcmp olt float %150, %153
  %166 = select i1 %165, float %150, float %153
  %167 = fsub float %166, %164
  %168 = fcmp ogt float 0xC055D58A00000000, %167
  %169 = select i1 %168, float 0xC055D58A00000000, float %167
  %170 = call float @llvm.fma.f32(float %169, float 0x3FF7154760000000, float 0x4168000000000000)
  %171 = fsub float %170, 0x4168000000000000
  %172 = call float @llvm.fma.f32(float %171, float 0xBFE6300000000000, float %169)
  %173 = call float @llvm.fma.f32(float %171, float 0x3F2BD01060000000, float %172)
  %174 = fmul float %173, %173
  %175 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %173, float 0x3F56E879C0000000)
  %176 = call float @llvm.fma.f32(float %175, float %173, float 0x3F81112100000000)
  %177 = call float @llvm.fma.f32(float %176, float %173, float 0x3FA5553820000000)
  %178 = call float @llvm.fma.f32(float %177, float %173, float 0x3FC5555540000000)
  %179 = call float @llvm.fma.f32(float %178, float %173, float 5.000000e-01)
  %180 = call float @llvm.fma.f32(float %179, float %174, float %173)
  %181 = fadd float %180, 1.000000e+00
  %182 = bitcast float %170 to i32
  %183 = add i32 %182, -1262485377
  %184 = shl i32 %183, 23
  %185 = bitcast i32 %184 to float
  %186 = fmul float %181, %185
  %187 = fcmp olt float %167, 0xC055D58A00000000
  %188 = select i1 %187, float 0.000000e+00, float %186
  %189 = fcmp oeq float %150, %164
  %190 = select i1 %189, float 1.000000e+00, float %188
  %191 = fcmp oeq float %153, %164
  %192 = select i1 %191, float 1.000000e+00, float %188
  %193 = fmul float %158, %192
  %194 = fmul float %155, %190
  %195 = fadd float %194, %193
  %196 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %164, ptr %196, align 4
  %197 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %195, ptr %197, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %198 = getelementptr float, ptr %30, i64 0
  %199 = load float, ptr %res.m, align 4
  %200 = fcmp uno float %199, %199
  %201 = select i1 %200, float 0x7FF8000000000000, float %199
  store float %201, ptr %198, align 4
  %202 = getelementptr float, ptr %30, i64 1
  %203 = load float, ptr %res.s, align 4
  %204 = fcmp uno float %203, %203
  %205 = select i1 %204, float 0x7FF8000000000000, float %203
  store float %205, ptr %202, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %206 = icmp eq i64 %item.iv, 0
  %207 = and i1 %206, true
  br i1 %207, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %208 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %208, align 8, !invariant.load !0
  %209 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %210 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %210, align 8, !invariant.load !0
  %211 = getelementptr i64, ptr %209, i64 %row.iv
  %212 = load i64, ptr %211, align 4
  %213 = icmp ne i64 %212, %arg4
  br i1 %213, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end12, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then11:                                        ; preds = %if.then
  %214 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %214, align 8, !invariant.load !0
  %215 = getelementptr i64, ptr %209, i64 %row.iv
  %216 = load i64, ptr %215, align 4
  %217 = sub i64 %216, %arg5
  %218 = getelementptr inbounds i64, ptr %0, i64 6
  %arg613 = load i64, ptr %218, align 8, !invariant.load !0
  %219 = icmp slt i64 %217, %arg613
  %220 = icmp sge i64 %217, 0
  %221 = and i1 %220, %219
  br i1 %221, label %if.then14, label %if.end15

if.end12:                                         ; preds = %if.end15, %if.then
  %222 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %222, align 8, !invariant.load !0
  %223 = inttoptr i64 %arg10 to ptr
  %224 = getelementptr float, ptr %223, i64 %row.iv
  %225 = load float, ptr %tl, align 4
  %226 = fcmp uno float %225, %225
  %227 = select i1 %226, float 0x7FF8000000000000, float %225
  store float %227, ptr %224, align 4
  br label %if.end

if.then14:                                        ; preds = %if.then11
  %228 = mul i64 %217, 2
  %229 = getelementptr i8, ptr %12, i64 %228
  %230 = load i16, ptr %229, align 2, !invariant.load !0
  %231 = zext i16 %230 to i32
  %232 = shl i32 %231, 16
  %233 = bitcast i32 %232 to float
  store float %233, ptr %tl, align 4
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.then11
  br label %if.end12
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
