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
  %170 = fcmp ogt float 0xC055D58A00000000, %169
  %171 = select i1 %170, float 0xC055D58A00000000, float %169
  %172 = call float @llvm.fma.f32(float %171, float 0x3FF7154760000000, float 0x4168000000000000)
  %173 = fsub float %172, 0x4168000000000000
  %174 = call float @llvm.fma.f32(float %173, float 0xBFE6300000000000, float %171)
  %175 = call float @llvm.fma.f32(float %173, float 0x3F2BD01060000000, float %174)
  %176 = fmul float %175, %175
  %177 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %175, float 0x3F56E879C0000000)
  %178 = call float @llvm.fma.f32(float %177, float %175, float 0x3F81112100000000)
  %179 = call float @llvm.fma.f32(float %178, float %175, float 0x3FA5553820000000)
  %180 = call float @llvm.fma.f32(float %179, float %175, float 0x3FC5555540000000)
  %181 = call float @llvm.fma.f32(float %180, float %175, float 5.000000e-01)
  %182 = call float @llvm.fma.f32(float %181, float %176, float %175)
  %183 = fadd float %182, 1.000000e+00
  %184 = bitcast float %172 to i32
  %185 = add i32 %184, -1262485377
  %186 = shl i32 %185, 23
  %187 = bitcast i32 %186 to float
  %188 = fmul float %183, %187
  %189 = fcmp olt float %169, 0xC055D58A00000000
  %190 = select i1 %189, float 0.000000e+00, float %188
  %.splatinsert3 = insertelement <8 x float> poison, float %168, i64 0
  %.splat4 = shufflevector <8 x float> %.splatinsert3, <8 x float> poison, <8 x i32> zeroinitializer
  %.splatinsert5 = insertelement <8 x float> poison, float %190, i64 0
  %.splat6 = shufflevector <8 x float> %.splatinsert5, <8 x float> poison, <8 x i32> zeroinitializer
  %191 = load <8 x float>, ptr %s, align 32
  %192 = load <8 x float>, ptr %t, align 32
  %193 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat4, <8 x float> %191, <8 x float> %192)
  %194 = fmul <8 x float> %193, %.splat6
  %195 = fcmp oeq float %190, 0.000000e+00
  %196 = select i1 %195, <8 x float> zeroinitializer, <8 x float> %194
  store <8 x float> %196, ptr %t, align 32
  %197 = fmul <8 x float> %191, %.splat6
  store <8 x float> %197, ptr %s, align 32
  br label %rescale.end

rescale.end:                                      ; preds = %rescale.then, %inrange.then
  store float %164, ptr %m, align 4
  %198 = fcmp une float %164, 0xFFF0000000000000
  br i1 %198, label %acc.then, label %acc.end

acc.then:                                         ; preds = %rescale.end
  %.splatinsert7 = insertelement <8 x float> poison, float %164, i64 0
  %.splat8 = shufflevector <8 x float> %.splatinsert7, <8 x float> poison, <8 x i32> zeroinitializer
  %199 = fsub <8 x float> %145, %.splat8
  %200 = fcmp ogt <8 x float> <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>, %199
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
  %219 = fcmp olt <8 x float> %199, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %220 = select <8 x i1> %219, <8 x float> zeroinitializer, <8 x float> %218
  %221 = load <8 x float>, ptr %s, align 32
  %222 = fadd <8 x float> %221, %220
  store <8 x float> %222, ptr %s, align 32
  %223 = fsub <8 x float> %145, %.splat8
  %224 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %223
  %225 = select <8 x i1> %224, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %223
  %226 = load <8 x float>, ptr %t, align 32
  %227 = call <8 x float> @llvm.fma.v8f32(<8 x float> %220, <8 x float> %225, <8 x float> %226)
  store <8 x float> %227, ptr %t, align 32
  br label %acc.end

acc.end:                                          ; preds = %acc.then, %rescale.end
  br label %inrange.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %228 = icmp slt i64 %tree.iv, 5
  br i1 %228, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %229 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %230 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %231 = load float, ptr %230, align 4
  %232 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 0
  %233 = load float, ptr %232, align 4
  %234 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 0
  %235 = load float, ptr %234, align 4
  store float %231, ptr %res.m, align 4
  store float %233, ptr %res.s, align 4
  store float %235, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %236 = icmp slt i64 %tree.lane.iv, %229
  br i1 %236, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %237 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %238 = load float, ptr %237, align 4
  %239 = add i64 %tree.lane.iv, %229
  %240 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %239
  %241 = load float, ptr %240, align 4
  %242 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  %243 = load float, ptr %242, align 4
  %244 = add i64 %tree.lane.iv, %229
  %245 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %244
  %246 = load float, ptr %245, align 4
  %247 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  %248 = load float, ptr %247, align 4
  %249 = add i64 %tree.lane.iv, %229
  %250 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %249
  %251 = load float, ptr %250, align 4
  %252 = fcmp ogt float %241, %238
  %253 = select i1 %252, float %241, float %238
  %254 = fcmp uno float %241, %241
  %255 = select i1 %254, float %241, float %253
  %256 = fcmp uno float %238, %238
  %257 = select i1 %256, float %238, float %255
  %258 = fcmp olt float %238, %241
  %259 = select i1 %258, float %238, float %241
  %260 = fsub float %259, %257
  %261 = fcmp ogt float 0xC055D58A00000000, %260
  %262 = select i1 %261, float 0xC055D58A00000000, float %260
  %263 = call float @llvm.fma.f32(float %262, float 0x3FF7154760000000, float 0x4168000000000000)
  %264 = fsub float %263, 0x4168000000000000
  %265 = call float @llvm.fma.f32(float %264, float 0xBFE6300000000000, float %262)
  %266 = call float @llvm.fma.f32(float %264, float 0x3F2BD01060000000, float %265)
  %267 = fmul float %266, %266
  %268 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %266, float 0x3F56E879C0000000)
  %269 = call float @llvm.fma.f32(float %268, float %266, float 0x3F81112100000000)
  %270 = call float @llvm.fma.f32(float %269, float %266, float 0x3FA5553820000000)
  %271 = call float @llvm.fma.f32(float %270, float %266, float 0x3FC5555540000000)
  %272 = call float @llvm.fma.f32(float %271, float %266, float 5.000000e-01)
  %273 = call float @llvm.fma.f32(float %272, float %267, float %266)
  %274 = fadd float %273, 1.000000e+00
  %275 = bitcast float %263 to i32
  %276 = add i32 %275, -1262485377
  %277 = shl i32 %276, 23
  %278 = bitcast i32 %277 to float
  %279 = fmul float %274, %278
  %280 = fcmp olt float %260, 0xC055D58A00000000
  %281 = select i1 %280, float 0.000000e+00, float %279
  %282 = fcmp oeq float %238, %257
  %283 = select i1 %282, float 1.000000e+00, float %281
  %284 = fcmp oeq float %241, %257
  %285 = select i1 %284, float 1.000000e+00, float %281
  %286 = fmul float %246, %285
  %287 = fmul float %243, %283
  %288 = fadd float %287, %286
  %289 = fcmp oeq float %241, 0xFFF0000000000000
  %290 = fcmp oeq float %241, %257
  %291 = or i1 %290, %289
  %292 = fsub float %241, %257
  %293 = select i1 %291, float 0.000000e+00, float %292
  %294 = call float @llvm.fma.f32(float %293, float %246, float %251)
  %295 = fmul float %294, %285
  %296 = fcmp oeq float %285, 0.000000e+00
  %297 = select i1 %296, float 0.000000e+00, float %295
  %298 = fcmp oeq float %238, 0xFFF0000000000000
  %299 = fcmp oeq float %238, %257
  %300 = or i1 %299, %298
  %301 = fsub float %238, %257
  %302 = select i1 %300, float 0.000000e+00, float %301
  %303 = call float @llvm.fma.f32(float %302, float %243, float %248)
  %304 = fmul float %303, %283
  %305 = fcmp oeq float %283, 0.000000e+00
  %306 = select i1 %305, float 0.000000e+00, float %304
  %307 = fadd float %306, %297
  %308 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %257, ptr %308, align 4
  %309 = getelementptr inbounds [32 x float], ptr %lanes1, i64 0, i64 %tree.lane.iv
  store float %288, ptr %309, align 4
  %310 = getelementptr inbounds [32 x float], ptr %lanes2, i64 0, i64 %tree.lane.iv
  store float %307, ptr %310, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %311 = getelementptr float, ptr %33, i64 0
  %312 = load float, ptr %res.m, align 4
  %313 = fcmp uno float %312, %312
  %314 = select i1 %313, float 0x7FF8000000000000, float %312
  store float %314, ptr %311, align 4
  %315 = getelementptr float, ptr %33, i64 1
  %316 = load float, ptr %res.s, align 4
  %317 = fcmp uno float %316, %316
  %318 = select i1 %317, float 0x7FF8000000000000, float %316
  store float %318, ptr %315, align 4
  %319 = getelementptr float, ptr %33, i64 2
  %320 = load float, ptr %res.t, align 4
  %321 = fcmp uno float %320, %320
  %322 = select i1 %321, float 0x7FF8000000000000, float %320
  store float %322, ptr %319, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %323 = icmp eq i64 %item.iv, 0
  %324 = and i1 %323, true
  br i1 %324, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %325 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %325, align 8, !invariant.load !0
  %326 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %327 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %327, align 8, !invariant.load !0
  %328 = getelementptr i64, ptr %326, i64 %row.iv
  %329 = load i64, ptr %328, align 4
  %330 = icmp ne i64 %329, %arg4
  br i1 %330, label %if.then10, label %if.end11

if.end:                                           ; preds = %if.end11, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then10:                                        ; preds = %if.then
  %331 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %331, align 8, !invariant.load !0
  %332 = getelementptr i64, ptr %326, i64 %row.iv
  %333 = load i64, ptr %332, align 4
  %334 = sub i64 %333, %arg5
  %335 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %335, align 8, !invariant.load !0
  %336 = icmp slt i64 %334, %arg612
  %337 = icmp sge i64 %334, 0
  %338 = and i1 %337, %336
  br i1 %338, label %if.then13, label %if.end14

if.end11:                                         ; preds = %if.end14, %if.then
  %339 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %339, align 8, !invariant.load !0
  %340 = inttoptr i64 %arg10 to ptr
  %341 = getelementptr float, ptr %340, i64 %row.iv
  %342 = load float, ptr %tl, align 4
  %343 = fcmp uno float %342, %342
  %344 = select i1 %343, float 0x7FF8000000000000, float %342
  store float %344, ptr %341, align 4
  br label %if.end

if.then13:                                        ; preds = %if.then10
  %345 = mul i64 %334, 4
  %346 = getelementptr i8, ptr %15, i64 %345
  %347 = load float, ptr %346, align 4, !invariant.load !0
  %348 = fdiv float %347, %12
  store float %348, ptr %tl, align 4
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
