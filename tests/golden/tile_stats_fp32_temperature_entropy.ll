; golden IR for tests/golden_test.cpp (widest chunk loop (tau division, entropy))
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
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
  %arg613 = load i64, ptr %26, align 8, !invariant.load !0
  %27 = sdiv i64 %arg613, 2374
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

batch.head:                                       ; preds = %inrange.end, %lane.body
  %batch.iv = phi i64 [ 0, %lane.body ], [ %batch.next, %inrange.end ]
  %35 = icmp slt i64 %batch.iv, 10
  br i1 %35, label %batch.body, label %batch.exit

batch.body:                                       ; preds = %batch.head
  %36 = mul i64 %batch.iv, 1
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
  br i1 %40, label %inrange.then, label %inrange.end

full.then:                                        ; preds = %ld.then
  %77 = load <8 x float>, ptr %74, align 4, !invariant.load !0
  store <8 x float> %77, ptr %x, align 32
  br label %full.end

full.else:                                        ; preds = %ld.then
  %.splatinsert = insertelement <8 x i64> poison, i64 %72, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %78 = add <8 x i64> %.splat, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %.splatinsert3 = insertelement <8 x i64> poison, i64 %24, i64 0
  %.splat4 = shufflevector <8 x i64> %.splatinsert3, <8 x i64> poison, <8 x i32> zeroinitializer
  %79 = icmp slt <8 x i64> %78, %.splat4
  %80 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %74, i32 4, <8 x i1> %79, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  store <8 x float> %80, ptr %x, align 32
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %81 = load <8 x float>, ptr %x, align 32
  store <8 x float> %81, ptr %xs, align 32
  br label %ld.end

inrange.then:                                     ; preds = %ld.end
  %82 = load <8 x float>, ptr %xs, align 32
  %.splatinsert5 = insertelement <8 x float> poison, float %12, i64 0
  %.splat6 = shufflevector <8 x float> %.splatinsert5, <8 x float> poison, <8 x i32> zeroinitializer
  %83 = fdiv <8 x float> %82, %.splat6
  %84 = load float, ptr %m, align 4
  %85 = fcmp uno <8 x float> %83, %83
  %86 = load <8 x i1>, ptr %nan, align 1
  %87 = or <8 x i1> %86, %85
  store <8 x i1> %87, ptr %nan, align 1
  %88 = shufflevector <8 x float> %83, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %89 = shufflevector <8 x float> %83, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %90 = fcmp ogt <4 x float> %89, %88
  %91 = select <4 x i1> %90, <4 x float> %89, <4 x float> %88
  %92 = shufflevector <4 x float> %91, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %93 = shufflevector <4 x float> %91, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %94 = fcmp ogt <2 x float> %93, %92
  %95 = select <2 x i1> %94, <2 x float> %93, <2 x float> %92
  %96 = shufflevector <2 x float> %95, <2 x float> poison, <1 x i32> zeroinitializer
  %97 = shufflevector <2 x float> %95, <2 x float> poison, <1 x i32> <i32 1>
  %98 = fcmp ogt <1 x float> %97, %96
  %99 = select <1 x i1> %98, <1 x float> %97, <1 x float> %96
  %100 = extractelement <1 x float> %99, i64 0
  %101 = fcmp ogt float %100, %84
  %102 = select i1 %101, float %100, float %84
  %103 = fcmp une float %84, 0xFFF0000000000000
  %104 = fcmp une float %102, %84
  %105 = and i1 %104, %103
  br i1 %105, label %rescale.then, label %rescale.end

inrange.end:                                      ; preds = %acc.end, %ld.end
  %batch.next = add nsw i64 %batch.iv, 1
  br label %batch.head

rescale.then:                                     ; preds = %inrange.then
  %106 = fsub float %84, %102
  %107 = fsub float %84, %102
  %108 = fcmp ogt float 0xC055D58A00000000, %107
  %109 = select i1 %108, float 0xC055D58A00000000, float %107
  %110 = call float @llvm.fma.f32(float %109, float 0x3FF7154760000000, float 0x4168000000000000)
  %111 = fsub float %110, 0x4168000000000000
  %112 = call float @llvm.fma.f32(float %111, float 0xBFE6300000000000, float %109)
  %113 = call float @llvm.fma.f32(float %111, float 0x3F2BD01060000000, float %112)
  %114 = fmul float %113, %113
  %115 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %113, float 0x3F56E879C0000000)
  %116 = call float @llvm.fma.f32(float %115, float %113, float 0x3F81112100000000)
  %117 = call float @llvm.fma.f32(float %116, float %113, float 0x3FA5553820000000)
  %118 = call float @llvm.fma.f32(float %117, float %113, float 0x3FC5555540000000)
  %119 = call float @llvm.fma.f32(float %118, float %113, float 5.000000e-01)
  %120 = call float @llvm.fma.f32(float %119, float %114, float %113)
  %121 = fadd float %120, 1.000000e+00
  %122 = bitcast float %110 to i32
  %123 = add i32 %122, -1262485377
  %124 = shl i32 %123, 23
  %125 = bitcast i32 %124 to float
  %126 = fmul float %121, %125
  %127 = fcmp olt float %107, 0xC055D58A00000000
  %128 = select i1 %127, float 0.000000e+00, float %126
  %.splatinsert7 = insertelement <8 x float> poison, float %106, i64 0
  %.splat8 = shufflevector <8 x float> %.splatinsert7, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert9 = insertelement <8 x float> poison, float %128, i64 0
  %.splat10 = shufflevector <8 x float> %.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %129 = load <8 x float>, ptr %s, align 32
  %130 = load <8 x float>, ptr %t, align 32
  %131 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat8, <8 x float> %129, <8 x float> %130)
  %132 = fmul <8 x float> %131, %.splat10
  %133 = fcmp oeq float %128, 0.000000e+00
  %134 = select i1 %133, <8 x float> zeroinitializer, <8 x float> %132
  store <8 x float> %134, ptr %t, align 32
  %135 = fmul <8 x float> %129, %.splat10
  store <8 x float> %135, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %102, ptr %m, align 4
  %136 = fcmp une float %102, 0xFFF0000000000000
  br i1 %136, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert11 = insertelement <8 x float> poison, float %102, i64 0
  %.splat12 = shufflevector <8 x float> %.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %137 = fsub <8 x float> %83, %.splat12
  %138 = fcmp ogt <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, %137
  %139 = select <8 x i1> %138, <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, <8 x float> %137
  %140 = call <8 x float> @llvm.fma.v8f32(<8 x float> %139, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %141 = fsub <8 x float> %140, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %142 = call <8 x float> @llvm.fma.v8f32(<8 x float> %141, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %139)
  %143 = call <8 x float> @llvm.fma.v8f32(<8 x float> %141, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %142)
  %144 = fmul <8 x float> %143, %143
  %145 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %143, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %146 = call <8 x float> @llvm.fma.v8f32(<8 x float> %145, <8 x float> %143, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %147 = call <8 x float> @llvm.fma.v8f32(<8 x float> %146, <8 x float> %143, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %148 = call <8 x float> @llvm.fma.v8f32(<8 x float> %147, <8 x float> %143, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %149 = call <8 x float> @llvm.fma.v8f32(<8 x float> %148, <8 x float> %143, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %150 = call <8 x float> @llvm.fma.v8f32(<8 x float> %149, <8 x float> %144, <8 x float> %143)
  %151 = fadd <8 x float> %150, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %152 = bitcast <8 x float> %140 to <8 x i32>
  %153 = add <8 x i32> %152, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %154 = shl <8 x i32> %153, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %155 = bitcast <8 x i32> %154 to <8 x float>
  %156 = fmul <8 x float> %151, %155
  %157 = fcmp olt <8 x float> %137, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %158 = select <8 x i1> %157, <8 x float> zeroinitializer, <8 x float> %156
  %159 = load <8 x float>, ptr %s, align 32
  %160 = fadd <8 x float> %159, %158
  store <8 x float> %160, ptr %s, align 32
  %161 = fsub <8 x float> %83, %.splat12
  %162 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %161
  %163 = select <8 x i1> %162, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %161
  %164 = load <8 x float>, ptr %t, align 32
  %165 = call <8 x float> @llvm.fma.v8f32(<8 x float> %158, <8 x float> %163, <8 x float> %164)
  store <8 x float> %165, ptr %t, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %166 = icmp slt i64 %tree.iv, 5
  br i1 %166, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %167 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %168 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %169 = load float, ptr %168, align 4
  %170 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %171 = load float, ptr %170, align 4
  %172 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 0
  %173 = load float, ptr %172, align 4
  store float %169, ptr %res.m, align 4
  store float %171, ptr %res.s, align 4
  store float %173, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %174 = icmp slt i64 %tree.lane.iv, %167
  br i1 %174, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %175 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %176 = load float, ptr %175, align 4
  %177 = add i64 %tree.lane.iv, %167
  %178 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %181 = load float, ptr %180, align 4
  %182 = add i64 %tree.lane.iv, %167
  %183 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  %186 = load float, ptr %185, align 4
  %187 = add i64 %tree.lane.iv, %167
  %188 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %187
  %189 = load float, ptr %188, align 4
  %190 = fcmp ogt float %179, %176
  %191 = select i1 %190, float %179, float %176
  %192 = fcmp uno float %179, %179
  %193 = select i1 %192, float %179, float %191
  %194 = fcmp uno float %176, %176
  %195 = select i1 %194, float %176, float %193
  %196 = fcmp olt float %176, %179
  %197 = select i1 %196, float %176, float %179
  %198 = fsub float %197, %195
  %199 = fcmp ogt float 0xC055D58A00000000, %198
  %200 = select i1 %199, float 0xC055D58A00000000, float %198
  %201 = call float @llvm.fma.f32(float %200, float 0x3FF7154760000000, float 0x4168000000000000)
  %202 = fsub float %201, 0x4168000000000000
  %203 = call float @llvm.fma.f32(float %202, float 0xBFE6300000000000, float %200)
  %204 = call float @llvm.fma.f32(float %202, float 0x3F2BD01060000000, float %203)
  %205 = fmul float %204, %204
  %206 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %204, float 0x3F56E879C0000000)
  %207 = call float @llvm.fma.f32(float %206, float %204, float 0x3F81112100000000)
  %208 = call float @llvm.fma.f32(float %207, float %204, float 0x3FA5553820000000)
  %209 = call float @llvm.fma.f32(float %208, float %204, float 0x3FC5555540000000)
  %210 = call float @llvm.fma.f32(float %209, float %204, float 5.000000e-01)
  %211 = call float @llvm.fma.f32(float %210, float %205, float %204)
  %212 = fadd float %211, 1.000000e+00
  %213 = bitcast float %201 to i32
  %214 = add i32 %213, -1262485377
  %215 = shl i32 %214, 23
  %216 = bitcast i32 %215 to float
  %217 = fmul float %212, %216
  %218 = fcmp olt float %198, 0xC055D58A00000000
  %219 = select i1 %218, float 0.000000e+00, float %217
  %220 = fcmp oeq float %176, %195
  %221 = select i1 %220, float 1.000000e+00, float %219
  %222 = fcmp oeq float %179, %195
  %223 = select i1 %222, float 1.000000e+00, float %219
  %224 = fmul float %184, %223
  %225 = fmul float %181, %221
  %226 = fadd float %225, %224
  %227 = fcmp oeq float %179, 0xFFF0000000000000
  %228 = fcmp oeq float %179, %195
  %229 = or i1 %228, %227
  %230 = fsub float %179, %195
  %231 = select i1 %229, float 0.000000e+00, float %230
  %232 = call float @llvm.fma.f32(float %231, float %184, float %189)
  %233 = fmul float %232, %223
  %234 = fcmp oeq float %223, 0.000000e+00
  %235 = select i1 %234, float 0.000000e+00, float %233
  %236 = fcmp oeq float %176, 0xFFF0000000000000
  %237 = fcmp oeq float %176, %195
  %238 = or i1 %237, %236
  %239 = fsub float %176, %195
  %240 = select i1 %238, float 0.000000e+00, float %239
  %241 = call float @llvm.fma.f32(float %240, float %181, float %186)
  %242 = fmul float %241, %221
  %243 = fcmp oeq float %221, 0.000000e+00
  %244 = select i1 %243, float 0.000000e+00, float %242
  %245 = fadd float %244, %235
  %246 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %195, ptr %246, align 4
  %247 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %226, ptr %247, align 4
  %248 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  store float %245, ptr %248, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %249 = getelementptr float, ptr %33, i64 0
  %250 = load float, ptr %res.m, align 4
  %251 = fcmp uno float %250, %250
  %252 = select i1 %251, float 0x7FF8000000000000, float %250
  store float %252, ptr %249, align 4
  %253 = getelementptr float, ptr %33, i64 1
  %254 = load float, ptr %res.s, align 4
  %255 = fcmp uno float %254, %254
  %256 = select i1 %255, float 0x7FF8000000000000, float %254
  store float %256, ptr %253, align 4
  %257 = getelementptr float, ptr %33, i64 2
  %258 = load float, ptr %res.t, align 4
  %259 = fcmp uno float %258, %258
  %260 = select i1 %259, float 0x7FF8000000000000, float %258
  store float %260, ptr %257, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %261 = icmp eq i64 %item.iv, 0
  %262 = and i1 %261, true
  br i1 %262, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %263 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %263, align 8, !invariant.load !0
  %264 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %265 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %265, align 8, !invariant.load !0
  %266 = getelementptr i64, ptr %264, i64 %row.iv
  %267 = load i64, ptr %266, align 4
  %268 = icmp ne i64 %267, %arg4
  br i1 %268, label %if.then14, label %if.end15

if.end:                                           ; preds = %if.end15, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then14:                                        ; preds = %if.then
  %269 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %269, align 8, !invariant.load !0
  %270 = getelementptr i64, ptr %264, i64 %row.iv
  %271 = load i64, ptr %270, align 4
  %272 = sub i64 %271, %arg5
  %273 = getelementptr inbounds i64, ptr %0, i64 6
  %arg616 = load i64, ptr %273, align 8, !invariant.load !0
  %274 = icmp slt i64 %272, %arg616
  %275 = icmp sge i64 %272, 0
  %276 = and i1 %275, %274
  br i1 %276, label %if.then17, label %if.end18

if.end15:                                         ; preds = %if.end18, %if.then
  %277 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %277, align 8, !invariant.load !0
  %278 = inttoptr i64 %arg10 to ptr
  %279 = getelementptr float, ptr %278, i64 %row.iv
  %280 = load float, ptr %tl, align 4
  %281 = fcmp uno float %280, %280
  %282 = select i1 %281, float 0x7FF8000000000000, float %280
  store float %282, ptr %279, align 4
  br label %if.end

if.then17:                                        ; preds = %if.then14
  %283 = mul i64 %272, 4
  %284 = getelementptr i8, ptr %15, i64 %283
  %285 = load float, ptr %284, align 4, !invariant.load !0
  %286 = fdiv float %285, %12
  store float %286, ptr %tl, align 4
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %if.then14
  br label %if.end15
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
