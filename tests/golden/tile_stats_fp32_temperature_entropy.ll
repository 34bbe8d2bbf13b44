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
  %arg69 = load i64, ptr %26, align 8, !invariant.load !0
  %27 = sdiv i64 %arg69, 2374
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
  %78 = sub i64 %24, 1
  %79 = add i64 %72, 0
  %80 = icmp slt i64 %79, %24
  %81 = select i1 %80, i64 %79, i64 %78
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr %18, i64 %82
  %84 = load float, ptr %83, align 4, !invariant.load !0
  %85 = select i1 %80, float %84, float 0xFFF0000000000000
  %86 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %85, i64 0
  %87 = add i64 %72, 1
  %88 = icmp slt i64 %87, %24
  %89 = select i1 %88, i64 %87, i64 %78
  %90 = mul i64 %89, 4
  %91 = getelementptr i8, ptr %18, i64 %90
  %92 = load float, ptr %91, align 4, !invariant.load !0
  %93 = select i1 %88, float %92, float 0xFFF0000000000000
  %94 = insertelement <8 x float> %86, float %93, i64 1
  %95 = add i64 %72, 2
  %96 = icmp slt i64 %95, %24
  %97 = select i1 %96, i64 %95, i64 %78
  %98 = mul i64 %97, 4
  %99 = getelementptr i8, ptr %18, i64 %98
  %100 = load float, ptr %99, align 4, !invariant.load !0
  %101 = select i1 %96, float %100, float 0xFFF0000000000000
  %102 = insertelement <8 x float> %94, float %101, i64 2
  %103 = add i64 %72, 3
  %104 = icmp slt i64 %103, %24
  %105 = select i1 %104, i64 %103, i64 %78
  %106 = mul i64 %105, 4
  %107 = getelementptr i8, ptr %18, i64 %106
  %108 = load float, ptr %107, align 4, !invariant.load !0
  %109 = select i1 %104, float %108, float 0xFFF0000000000000
  %110 = insertelement <8 x float> %102, float %109, i64 3
  %111 = add i64 %72, 4
  %112 = icmp slt i64 %111, %24
  %113 = select i1 %112, i64 %111, i64 %78
  %114 = mul i64 %113, 4
  %115 = getelementptr i8, ptr %18, i64 %114
  %116 = load float, ptr %115, align 4, !invariant.load !0
  %117 = select i1 %112, float %116, float 0xFFF0000000000000
  %118 = insertelement <8 x float> %110, float %117, i64 4
  %119 = add i64 %72, 5
  %120 = icmp slt i64 %119, %24
  %121 = select i1 %120, i64 %119, i64 %78
  %122 = mul i64 %121, 4
  %123 = getelementptr i8, ptr %18, i64 %122
  %124 = load float, ptr %123, align 4, !invariant.load !0
  %125 = select i1 %120, float %124, float 0xFFF0000000000000
  %126 = insertelement <8 x float> %118, float %125, i64 5
  %127 = add i64 %72, 6
  %128 = icmp slt i64 %127, %24
  %129 = select i1 %128, i64 %127, i64 %78
  %130 = mul i64 %129, 4
  %131 = getelementptr i8, ptr %18, i64 %130
  %132 = load float, ptr %131, align 4, !invariant.load !0
  %133 = select i1 %128, float %132, float 0xFFF0000000000000
  %134 = insertelement <8 x float> %126, float %133, i64 6
  %135 = add i64 %72, 7
  %136 = icmp slt i64 %135, %24
  %137 = select i1 %136, i64 %135, i64 %78
  %138 = mul i64 %137, 4
  %139 = getelementptr i8, ptr %18, i64 %138
  %140 = load float, ptr %139, align 4, !invariant.load !0
  %141 = select i1 %136, float %140, float 0xFFF0000000000000
  %142 = insertelement <8 x float> %134, float %141, i64 7
  store <8 x float> %142, ptr %x, align 32
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %143 = load <8 x float>, ptr %x, align 32
  store <8 x float> %143, ptr %xs, align 32
  br label %ld.end

inrange.then:                                     ; preds = %ld.end
  %144 = load <8 x float>, ptr %xs, align 32
  %.splatinsert = insertelement <8 x float> poison, float %12, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %145 = fdiv <8 x float> %144, %.splat
  %146 = load float, ptr %m, align 4
  %147 = fcmp uno <8 x float> %145, %145
  %148 = load <8 x i1>, ptr %nan, align 1
  %149 = or <8 x i1> %148, %147
  store <8 x i1> %149, ptr %nan, align 1
  %150 = shufflevector <8 x float> %145, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %151 = shufflevector <8 x float> %145, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %152 = fcmp ogt <4 x float> %151, %150
  %153 = select <4 x i1> %152, <4 x float> %151, <4 x float> %150
  %154 = shufflevector <4 x float> %153, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %155 = shufflevector <4 x float> %153, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %156 = fcmp ogt <2 x float> %155, %154
  %157 = select <2 x i1> %156, <2 x float> %155, <2 x float> %154
  %158 = shufflevector <2 x float> %157, <2 x float> poison, <1 x i32> zeroinitializer
  %159 = shufflevector <2 x float> %157, <2 x float> poison, <1 x i32> <i32 1>
  %160 = fcmp ogt <1 x float> %159, %158
  %161 = select <1 x i1> %160, <1 x float> %159, <1 x float> %158
  %162 = extractelement <1 x float> %161, i64 0
  %163 = fcmp ogt float %162, %146
  %164 = select i1 %163, float %162, float %146
  %165 = fcmp une float %146, 0xFFF0000000000000
  %166 = fcmp une float %164, %146
  %167 = and i1 %166, %165
  br i1 %167, label %rescale.then, label %rescale.end

inrange.end:                                      ; preds = %acc.end, %ld.end
  %batch.next = add nsw i64 %batch.iv, 1
  br label %batch.head

rescale.then:                                     ; preds = %inrange.then
  %168 = fsub float %146, %164
  %169 = fsub float %146, %164
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
  %187 = fcmp olt float %169, 0xC055D58A00000000
  %188 = select i1 %187, float 0.000000e+00, float %186
  %.splatinsert3 = insertelement <8 x float> poison, float %168, i64 0
  %.splat4 = shufflevector <8 x float> %.splatinsert3, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert5 = insertelement <8 x float> poison, float %188, i64 0
  %.splat6 = shufflevector <8 x float> %.splatinsert5, <8 x float> poison, <8 x i32> zeroinitializer
  %189 = load <8 x float>, ptr %s, align 32
  %190 = load <8 x float>, ptr %t, align 32
  %191 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat4, <8 x float> %189, <8 x float> %190)
  %192 = fmul <8 x float> %191, %.splat6
  %193 = fcmp oeq float %188, 0.000000e+00
  %194 = select i1 %193, <8 x float> zeroinitializer, <8 x float> %192
  store <8 x float> %194, ptr %t, align 32
  %195 = fmul <8 x float> %189, %.splat6
  store <8 x float> %195, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %164, ptr %m, align 4
  %196 = fcmp une float %164, 0xFFF0000000000000
  br i1 %196, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert7 = insertelement <8 x float> poison, float %164, i64 0
  %.splat8 = shufflevector <8 x float> %.splatinsert7, <8 x float> poison, <8 x i32> zeroinitializer
  %197 = fsub <8 x float> %145, %.splat8
  %198 = call <8 x float> @llvm.fma.v8f32(<8 x float> %197, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %199 = fsub <8 x float> %198, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %200 = call <8 x float> @llvm.fma.v8f32(<8 x float> %199, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %197)
  %201 = call <8 x float> @llvm.fma.v8f32(<8 x float> %199, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %200)
  %202 = fmul <8 x float> %201, %201
  %203 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %201, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %204 = call <8 x float> @llvm.fma.v8f32(<8 x float> %203, <8 x float> %201, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %205 = call <8 x float> @llvm.fma.v8f32(<8 x float> %204, <8 x float> %201, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %206 = call <8 x float> @llvm.fma.v8f32(<8 x float> %205, <8 x float> %201, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %207 = call <8 x float> @llvm.fma.v8f32(<8 x float> %206, <8 x float> %201, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %208 = call <8 x float> @llvm.fma.v8f32(<8 x float> %207, <8 x float> %202, <8 x float> %201)
  %209 = fadd <8 x float> %208, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %210 = bitcast <8 x float> %198 to <8 x i32>
  %211 = add <8 x i32> %210, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %212 = shl <8 x i32> %211, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %213 = bitcast <8 x i32> %212 to <8 x float>
  %214 = fmul <8 x float> %209, %213
  %215 = fcmp olt <8 x float> %197, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %216 = select <8 x i1> %215, <8 x float> zeroinitializer, <8 x float> %214
  %217 = load <8 x float>, ptr %s, align 32
  %218 = fadd <8 x float> %217, %216
  store <8 x float> %218, ptr %s, align 32
  %219 = fsub <8 x float> %145, %.splat8
  %220 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %219
  %221 = select <8 x i1> %220, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %219
  %222 = load <8 x float>, ptr %t, align 32
  %223 = call <8 x float> @llvm.fma.v8f32(<8 x float> %216, <8 x float> %221, <8 x float> %222)
  store <8 x float> %223, ptr %t, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %224 = icmp slt i64 %tree.iv, 5
  br i1 %224, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %225 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %226 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %227 = load float, ptr %226, align 4
  %228 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %229 = load float, ptr %228, align 4
  %230 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 0
  %231 = load float, ptr %230, align 4
  store float %227, ptr %res.m, align 4
  store float %229, ptr %res.s, align 4
  store float %231, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %232 = icmp slt i64 %tree.lane.iv, %225
  br i1 %232, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %233 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %234 = load float, ptr %233, align 4
  %235 = add i64 %tree.lane.iv, %225
  %236 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %235
  %237 = load float, ptr %236, align 4
  %238 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %239 = load float, ptr %238, align 4
  %240 = add i64 %tree.lane.iv, %225
  %241 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %240
  %242 = load float, ptr %241, align 4
  %243 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  %244 = load float, ptr %243, align 4
  %245 = add i64 %tree.lane.iv, %225
  %246 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %245
  %247 = load float, ptr %246, align 4
  %248 = fcmp ogt float %237, %234
  %249 = select i1 %248, float %237, float %234
  %250 = fcmp uno float %237, %237
  %251 = select i1 %250, float %237, float %249
  %252 = fcmp uno float %234, %234
  %253 = select i1 %252, float %234, float %251
  %254 = fcmp olt float %234, %237
  %255 = select i1 %254, float %234, float %237
  %256 = fsub float %255, %253
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
  %274 = fcmp olt float %256, 0xC055D58A00000000
  %275 = select i1 %274, float 0.000000e+00, float %273
  %276 = fcmp oeq float %234, %253
  %277 = select i1 %276, float 1.000000e+00, float %275
  %278 = fcmp oeq float %237, %253
  %279 = select i1 %278, float 1.000000e+00, float %275
  %280 = fmul float %242, %279
  %281 = fmul float %239, %277
  %282 = fadd float %281, %280
  %283 = fcmp oeq float %237, 0xFFF0000000000000
  %284 = fcmp oeq float %237, %253
  %285 = or i1 %284, %283
  %286 = fsub float %237, %253
  %287 = select i1 %285, float 0.000000e+00, float %286
  %288 = call float @llvm.fma.f32(float %287, float %242, float %247)
  %289 = fmul float %288, %279
  %290 = fcmp oeq float %279, 0.000000e+00
  %291 = select i1 %290, float 0.000000e+00, float %289
  %292 = fcmp oeq float %234, 0xFFF0000000000000
  %293 = fcmp oeq float %234, %253
  %294 = or i1 %293, %292
  %295 = fsub float %234, %253
  %296 = select i1 %294, float 0.000000e+00, float %295
  %297 = call float @llvm.fma.f32(float %296, float %239, float %244)
  %298 = fmul float %297, %277
  %299 = fcmp oeq float %277, 0.000000e+00
  %300 = select i1 %299, float 0.000000e+00, float %298
  %301 = fadd float %300, %291
  %302 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %253, ptr %302, align 4
  %303 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %282, ptr %303, align 4
  %304 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  store float %301, ptr %304, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %305 = getelementptr float, ptr %33, i64 0
  %306 = load float, ptr %res.m, align 4
  %307 = fcmp uno float %306, %306
  %308 = select i1 %307, float 0x7FF8000000000000, float %306
  store float %308, ptr %305, align 4
  %309 = getelementptr float, ptr %33, i64 1
  %310 = load float, ptr %res.s, align 4
  %311 = fcmp uno float %310, %310
  %312 = select i1 %311, float 0x7FF8000000000000, float %310
  store float %312, ptr %309, align 4
  %313 = getelementptr float, ptr %33, i64 2
  %314 = load float, ptr %res.t, align 4
  %315 = fcmp uno float %314, %314
  %316 = select i1 %315, float 0x7FF8000000000000, float %314
  store float %316, ptr %313, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %317 = icmp eq i64 %item.iv, 0
  %318 = and i1 %317, true
  br i1 %318, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %319 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %319, align 8, !invariant.load !0
  %320 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %321 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %321, align 8, !invariant.load !0
  %322 = getelementptr i64, ptr %320, i64 %row.iv
  %323 = load i64, ptr %322, align 4
  %324 = icmp ne i64 %323, %arg4
  br i1 %324, label %if.then10, label %if.end11

if.end:                                           ; preds = %if.end11, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then10:                                        ; preds = %if.then
  %325 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %325, align 8, !invariant.load !0
  %326 = getelementptr i64, ptr %320, i64 %row.iv
  %327 = load i64, ptr %326, align 4
  %328 = sub i64 %327, %arg5
  %329 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %329, align 8, !invariant.load !0
  %330 = icmp slt i64 %328, %arg612
  %331 = icmp sge i64 %328, 0
  %332 = and i1 %331, %330
  br i1 %332, label %if.then13, label %if.end14

if.end11:                                         ; preds = %if.end14, %if.then
  %333 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %333, align 8, !invariant.load !0
  %334 = inttoptr i64 %arg10 to ptr
  %335 = getelementptr float, ptr %334, i64 %row.iv
  %336 = load float, ptr %tl, align 4
  %337 = fcmp uno float %336, %336
  %338 = select i1 %337, float 0x7FF8000000000000, float %336
  store float %338, ptr %335, align 4
  br label %if.end

if.then13:                                        ; preds = %if.then10
  %339 = mul i64 %328, 4
  %340 = getelementptr i8, ptr %15, i64 %339
  %341 = load float, ptr %340, align 4, !invariant.load !0
  %342 = fdiv float %341, %12
  store float %342, ptr %tl, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.then10
  br label %if.end11
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
