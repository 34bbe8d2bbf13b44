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
  %arg66 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = sdiv i64 %arg66, 2374
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
  %62 = sub i64 %21, 1
  %63 = add i64 %56, 0
  %64 = icmp slt i64 %63, %21
  %65 = select i1 %64, i64 %63, i64 %62
  %66 = mul i64 %65, 2
  %67 = getelementptr i8, ptr %15, i64 %66
  %68 = load i16, ptr %67, align 2, !invariant.load !0
  %69 = select i1 %64, i16 %68, i16 -128
  %70 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %69, i64 0
  %71 = add i64 %56, 1
  %72 = icmp slt i64 %71, %21
  %73 = select i1 %72, i64 %71, i64 %62
  %74 = mul i64 %73, 2
  %75 = getelementptr i8, ptr %15, i64 %74
  %76 = load i16, ptr %75, align 2, !invariant.load !0
  %77 = select i1 %72, i16 %76, i16 -128
  %78 = insertelement <8 x i16> %70, i16 %77, i64 1
  %79 = add i64 %56, 2
  %80 = icmp slt i64 %79, %21
  %81 = select i1 %80, i64 %79, i64 %62
  %82 = mul i64 %81, 2
  %83 = getelementptr i8, ptr %15, i64 %82
  %84 = load i16, ptr %83, align 2, !invariant.load !0
  %85 = select i1 %80, i16 %84, i16 -128
  %86 = insertelement <8 x i16> %78, i16 %85, i64 2
  %87 = add i64 %56, 3
  %88 = icmp slt i64 %87, %21
  %89 = select i1 %88, i64 %87, i64 %62
  %90 = mul i64 %89, 2
  %91 = getelementptr i8, ptr %15, i64 %90
  %92 = load i16, ptr %91, align 2, !invariant.load !0
  %93 = select i1 %88, i16 %92, i16 -128
  %94 = insertelement <8 x i16> %86, i16 %93, i64 3
  %95 = add i64 %56, 4
  %96 = icmp slt i64 %95, %21
  %97 = select i1 %96, i64 %95, i64 %62
  %98 = mul i64 %97, 2
  %99 = getelementptr i8, ptr %15, i64 %98
  %100 = load i16, ptr %99, align 2, !invariant.load !0
  %101 = select i1 %96, i16 %100, i16 -128
  %102 = insertelement <8 x i16> %94, i16 %101, i64 4
  %103 = add i64 %56, 5
  %104 = icmp slt i64 %103, %21
  %105 = select i1 %104, i64 %103, i64 %62
  %106 = mul i64 %105, 2
  %107 = getelementptr i8, ptr %15, i64 %106
  %108 = load i16, ptr %107, align 2, !invariant.load !0
  %109 = select i1 %104, i16 %108, i16 -128
  %110 = insertelement <8 x i16> %102, i16 %109, i64 5
  %111 = add i64 %56, 6
  %112 = icmp slt i64 %111, %21
  %113 = select i1 %112, i64 %111, i64 %62
  %114 = mul i64 %113, 2
  %115 = getelementptr i8, ptr %15, i64 %114
  %116 = load i16, ptr %115, align 2, !invariant.load !0
  %117 = select i1 %112, i16 %116, i16 -128
  %118 = insertelement <8 x i16> %110, i16 %117, i64 6
  %119 = add i64 %56, 7
  %120 = icmp slt i64 %119, %21
  %121 = select i1 %120, i64 %119, i64 %62
  %122 = mul i64 %121, 2
  %123 = getelementptr i8, ptr %15, i64 %122
  %124 = load i16, ptr %123, align 2, !invariant.load !0
  %125 = select i1 %120, i16 %124, i16 -128
  %126 = insertelement <8 x i16> %118, i16 %125, i64 7
  store <8 x i16> %126, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %127 = load <8 x i16>, ptr %x, align 16
  store <8 x i16> %127, ptr %xs, align 16
  br label %ld.end

inrange.then:                                     ; preds = %ld.end
  %128 = load <8 x i16>, ptr %xs, align 16
  %129 = zext <8 x i16> %128 to <8 x i32>
  %130 = shl <8 x i32> %129, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %131 = bitcast <8 x i32> %130 to <8 x float>
  %132 = load float, ptr %m, align 4
  %133 = fcmp uno <8 x float> %131, %131
  %134 = load <8 x i1>, ptr %nan, align 1
  %135 = or <8 x i1> %134, %133
  store <8 x i1> %135, ptr %nan, align 1
  %136 = shufflevector <8 x float> %131, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %137 = shufflevector <8 x float> %131, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %138 = fcmp ogt <4 x float> %137, %136
  %139 = select <4 x i1> %138, <4 x float> %137, <4 x float> %136
  %140 = shufflevector <4 x float> %139, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %141 = shufflevector <4 x float> %139, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %142 = fcmp ogt <2 x float> %141, %140
  %143 = select <2 x i1> %142, <2 x float> %141, <2 x float> %140
  %144 = shufflevector <2 x float> %143, <2 x float> poison, <1 x i32> zeroinitializer
  %145 = shufflevector <2 x float> %143, <2 x float> poison, <1 x i32> <i32 1>
  %146 = fcmp ogt <1 x float> %145, %144
  %147 = select <1 x i1> %146, <1 x float> %145, <1 x float> %144
  %148 = extractelement <1 x float> %147, i64 0
  %149 = fcmp ogt float %148, %132
  %150 = select i1 %149, float %148, float %132
  %151 = fcmp une float %132, 0xFFF0000000000000
  %152 = fcmp une float %150, %132
  %153 = and i1 %152, %151
  br i1 %153, label %rescale.then, label %rescale.end

inrange.end:                                      ; preds = %acc.end, %ld.end
  %batch.next = add nsw i64 %batch.iv, 1
  br label %batch.head

rescale.then:                                     ; preds = %inrange.then
  %154 = fsub float %132, %150
  %155 = fsub float %132, %150
  %156 = call float @llvm.fma.f32(float %155, float 0x3FF7154760000000, float 0x4168000000000000)
  %157 = fsub float %156, 0x4168000000000000
  %158 = call float @llvm.fma.f32(float %157, float 0xBFE6300000000000, float %155)
  %159 = call float @llvm.fma.f32(float %157, float 0x3F2BD01060000000, float %158)
  %160 = fmul float %159, %159
  %161 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %159, float 0x3F56E879C0000000)
  %162 = call float @llvm.fma.f32(float %161, float %159, float 0x3F81112100000000)
  %163 = call float @llvm.fma.f32(float %162, float %159, float 0x3FA5553820000000)
  %164 = call float @llvm.fma.f32(float %163, float %159, float 0x3FC5555540000000)
  %165 = call float @llvm.fma.f32(float %164, float %159, float 5.000000e-01)
  %166 = call float @llvm.fma.f32(float %165, float %160, float %159)
  %167 = fadd float %166, 1.000000e+00
  %168 = bitcast float %156 to i32
  %169 = add i32 %168, -1262485377
  %170 = shl i32 %169, 23
  %171 = bitcast i32 %170 to float
  %172 = fmul float %167, %171
  %173 = fcmp olt float %155, 0xC055D58A00000000
  %174 = select i1 %173, float 0.000000e+00, float %172
  %.splatinsert = insertelement <8 x float> poison, float %154, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert2 = insertelement <8 x float> poison, float %174, i64 0
  %.splat3 = shufflevector <8 x float> %.splatinsert2, <8 x float> poison, <8 x i32> zeroinitializer
  %175 = load <8 x float>, ptr %s, align 32
  %176 = fmul <8 x float> %175, %.splat3
  store <8 x float> %176, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %150, ptr %m, align 4
  %177 = fcmp une float %150, 0xFFF0000000000000
  br i1 %177, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert4 = insertelement <8 x float> poison, float %150, i64 0
  %.splat5 = shufflevector <8 x float> %.splatinsert4, <8 x float> poison, <8 x i32> zeroinitializer
  %178 = fsub <8 x float> %131, %.splat5
  %179 = call <8 x float> @llvm.fma.v8f32(<8 x float> %178, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %180 = fsub <8 x float> %179, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %181 = call <8 x float> @llvm.fma.v8f32(<8 x float> %180, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %178)
  %182 = call <8 x float> @llvm.fma.v8f32(<8 x float> %180, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %181)
  %183 = fmul <8 x float> %182, %182
  %184 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %182, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %185 = call <8 x float> @llvm.fma.v8f32(<8 x float> %184, <8 x float> %182, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %186 = call <8 x float> @llvm.fma.v8f32(<8 x float> %185, <8 x float> %182, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %187 = call <8 x float> @llvm.fma.v8f32(<8 x float> %186, <8 x float> %182, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %188 = call <8 x float> @llvm.fma.v8f32(<8 x float> %187, <8 x float> %182, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %189 = call <8 x float> @llvm.fma.v8f32(<8 x float> %188, <8 x float> %183, <8 x float> %182)
  %190 = fadd <8 x float> %189, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %191 = bitcast <8 x float> %179 to <8 x i32>
  %192 = add <8 x i32> %191, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %193 = shl <8 x i32> %192, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %194 = bitcast <8 x i32> %193 to <8 x float>
  %195 = fmul <8 x float> %190, %194
  %196 = fcmp olt <8 x float> %178, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %197 = select <8 x i1> %196, <8 x float> zeroinitializer, <8 x float> %195
  %198 = load <8 x float>, ptr %s, align 32
  %199 = fadd <8 x float> %198, %197
  store <8 x float> %199, ptr %s, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %200 = icmp slt i64 %tree.iv, 5
  br i1 %200, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %201 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %202 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %203 = load float, ptr %202, align 4
  %204 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %205 = load float, ptr %204, align 4
  store float %203, ptr %res.m, align 4
  store float %205, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %206 = icmp slt i64 %tree.lane.iv, %201
  br i1 %206, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %207 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %208 = load float, ptr %207, align 4
  %209 = add i64 %tree.lane.iv, %201
  %210 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %209
  %211 = load float, ptr %210, align 4
  %212 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %213 = load float, ptr %212, align 4
  %214 = add i64 %tree.lane.iv, %201
  %215 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = fcmp ogt float %211, %208
  %218 = select i1 %217, float %211, float %208
  %219 = fcmp uno float %211, %211
  %220 = select i1 %219, float %211, float %218
  %221 = fcmp uno float %208, %208
  %222 = select i1 %221, float %208, float %220
  %223 = fcmp olt float %208, %211
  %224 = select i1 %223, float %208, float %211
  %225 = fsub float %224, %222
  %226 = call float @llvm.fma.f32(float %225, float 0x3FF7154760000000, float 0x4168000000000000)
  %227 = fsub float %226, 0x4168000000000000
  %228 = call float @llvm.fma.f32(float %227, float 0xBFE6300000000000, float %225)
  %229 = call float @llvm.fma.f32(float %227, float 0x3F2BD01060000000, float %228)
  %230 = fmul float %229, %229
  %231 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %229, float 0x3F56E879C0000000)
  %232 = call float @llvm.fma.f32(float %231, float %229, float 0x3F81112100000000)
  %233 = call float @llvm.fma.f32(float %232, float %229, float 0x3FA5553820000000)
  %234 = call float @llvm.fma.f32(float %233, float %229, float 0x3FC5555540000000)
  %235 = call float @llvm.fma.f32(float %234, float %229, float 5.000000e-01)
  %236 = call float @llvm.fma.f32(float %235, float %230, float %229)
  %237 = fadd float %236, 1.000000e+00
  %238 = bitcast float %226 to i32
  %239 = add i32 %238, -1262485377
  %240 = shl i32 %239, 23
  %241 = bitcast i32 %240 to float
  %242 = fmul float %237, %241
  %243 = fcmp olt float %225, 0xC055D58A00000000
  %244 = select i1 %243, float 0.000000e+00, float %242
  %245 = fcmp oeq float %208, %222
  %246 = select i1 %245, float 1.000000e+00, float %244
  %247 = fcmp oeq float %211, %222
  %248 = select i1 %247, float 1.000000e+00, float %244
  %249 = fmul float %216, %248
  %250 = fmul float %213, %246
  %251 = fadd float %250, %249
  %252 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %222, ptr %252, align 4
  %253 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %251, ptr %253, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %254 = getelementptr float, ptr %30, i64 0
  %255 = load float, ptr %res.m, align 4
  %256 = fcmp uno float %255, %255
  %257 = select i1 %256, float 0x7FF8000000000000, float %255
  store float %257, ptr %254, align 4
  %258 = getelementptr float, ptr %30, i64 1
  %259 = load float, ptr %res.s, align 4
  %260 = fcmp uno float %259, %259
  %261 = select i1 %260, float 0x7FF8000000000000, float %259
  store float %261, ptr %258, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %262 = icmp eq i64 %item.iv, 0
  %263 = and i1 %262, true
  br i1 %263, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %264 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %264, align 8, !invariant.load !0
  %265 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %266 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %266, align 8, !invariant.load !0
  %267 = getelementptr i64, ptr %265, i64 %row.iv
  %268 = load i64, ptr %267, align 4
  %269 = icmp ne i64 %268, %arg4
  br i1 %269, label %if.then7, label %if.end8

if.end:                                           ; preds = %if.end8, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then7:                                         ; preds = %if.then
  %270 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %270, align 8, !invariant.load !0
  %271 = getelementptr i64, ptr %265, i64 %row.iv
  %272 = load i64, ptr %271, align 4
  %273 = sub i64 %272, %arg5
  %274 = getelementptr inbounds i64, ptr %0, i64 6
  %arg69 = load i64, ptr %274, align 8, !invariant.load !0
  %275 = icmp slt i64 %273, %arg69
  %276 = icmp sge i64 %273, 0
  %277 = and i1 %276, %275
  br i1 %277, label %if.then10, label %if.end11

if.end8:                                          ; preds = %if.end11, %if.then
  %278 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %278, align 8, !invariant.load !0
  %279 = inttoptr i64 %arg10 to ptr
  %280 = getelementptr float, ptr %279, i64 %row.iv
  %281 = load float, ptr %tl, align 4
  %282 = fcmp uno float %281, %281
  %283 = select i1 %282, float 0x7FF8000000000000, float %281
  store float %283, ptr %280, align 4
  br label %if.end

if.then10:                                        ; preds = %if.then7
  %284 = mul i64 %273, 2
  %285 = getelementptr i8, ptr %12, i64 %284
  %286 = load i16, ptr %285, align 2, !invariant.load !0
  %287 = zext i16 %286 to i32
  %288 = shl i32 %287, 16
  %289 = bitcast i32 %288 to float
  store float %289, ptr %tl, align 4
  br label %if.end11

if.end11:                                         ; preds = %if.then10, %if.then7
  br label %if.end8
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.vector.reduce.or.v8i1(<8 x i1>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
