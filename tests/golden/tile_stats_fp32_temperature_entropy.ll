; golden IR for tests/golden_test.cpp (widest chunk loop (tau division, entropy))
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x22 = alloca <8 x float>, align 32
  %xs = alloca <8 x float>, align 32
  %tacc = alloca <8 x float>, align 32
  %sacc = alloca <8 x float>, align 32
  %t = alloca float, align 4
  %s = alloca float, align 4
  %lanes = alloca [32 x float], align 4
  %lanes20 = alloca [32 x float], align 4
  %lanes21 = alloca [32 x float], align 4
  %x16 = alloca <8 x float>, align 32
  %x10 = alloca <8 x float>, align 32
  %x4 = alloca <8 x float>, align 32
  %x = alloca <8 x float>, align 32
  %tmax3 = alloca <8 x float>, align 32
  %tmax2 = alloca <8 x float>, align 32
  %tmax1 = alloca <8 x float>, align 32
  %tmax = alloca <8 x float>, align 32
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
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %26 = getelementptr inbounds i64, ptr %0, i64 6
  %arg628 = load i64, ptr %26, align 8, !invariant.load !0
  %27 = sdiv i64 %arg628, 2374
  %28 = mul i64 %row.iv, %27
  %29 = add i64 %28, %item.iv
  %30 = mul i64 %29, 3
  %31 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %31, align 8, !invariant.load !0
  %32 = inttoptr i64 %arg9 to ptr
  %33 = getelementptr float, ptr %32, i64 %30
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.in.end15, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.in.end15 ]
  %34 = icmp slt i64 %tmax.iv, 75
  br i1 %34, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %35 = mul i64 %tmax.iv, 4
  %36 = add i64 %35, 0
  %37 = mul i64 %36, 8
  %38 = mul i64 %37, 4
  %39 = getelementptr i8, ptr %18, i64 %38
  %40 = add i64 %37, 8
  %41 = icmp sle i64 %40, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x, align 32
  br i1 %41, label %full.then, label %full.else

tmax.exit:                                        ; preds = %tmax.head
  %42 = load <8 x float>, ptr %tmax1, align 32
  %43 = load <8 x float>, ptr %tmax, align 32
  %44 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %43, <8 x float> %42)
  %45 = load <8 x float>, ptr %tmax3, align 32
  %46 = load <8 x float>, ptr %tmax2, align 32
  %47 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %46, <8 x float> %45)
  %48 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %44, <8 x float> %47)
  %49 = shufflevector <8 x float> %48, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %50 = shufflevector <8 x float> %48, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %51 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %49, <4 x float> %50)
  %52 = shufflevector <4 x float> %51, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %53 = shufflevector <4 x float> %51, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %54 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %52, <2 x float> %53)
  %55 = shufflevector <2 x float> %54, <2 x float> poison, <1 x i32> zeroinitializer
  %56 = shufflevector <2 x float> %54, <2 x float> poison, <1 x i32> <i32 1>
  %57 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %55, <1 x float> %56)
  %58 = extractelement <1 x float> %57, i64 0
  %59 = fdiv float %58, %12
  br label %lane.head

full.then:                                        ; preds = %tmax.body
  %60 = load <8 x float>, ptr %39, align 4, !invariant.load !0
  store <8 x float> %60, ptr %x, align 32
  br label %full.end

full.else:                                        ; preds = %tmax.body
  %61 = sub i64 %24, 1
  %62 = add i64 %37, 0
  %63 = icmp slt i64 %62, %24
  %64 = select i1 %63, i64 %62, i64 %61
  %65 = mul i64 %64, 4
  %66 = getelementptr i8, ptr %18, i64 %65
  %67 = load float, ptr %66, align 4, !invariant.load !0
  %68 = select i1 %63, float %67, float 0xFFF0000000000000
  %69 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %68, i64 0
  %70 = add i64 %37, 1
  %71 = icmp slt i64 %70, %24
  %72 = select i1 %71, i64 %70, i64 %61
  %73 = mul i64 %72, 4
  %74 = getelementptr i8, ptr %18, i64 %73
  %75 = load float, ptr %74, align 4, !invariant.load !0
  %76 = select i1 %71, float %75, float 0xFFF0000000000000
  %77 = insertelement <8 x float> %69, float %76, i64 1
  %78 = add i64 %37, 2
  %79 = icmp slt i64 %78, %24
  %80 = select i1 %79, i64 %78, i64 %61
  %81 = mul i64 %80, 4
  %82 = getelementptr i8, ptr %18, i64 %81
  %83 = load float, ptr %82, align 4, !invariant.load !0
  %84 = select i1 %79, float %83, float 0xFFF0000000000000
  %85 = insertelement <8 x float> %77, float %84, i64 2
  %86 = add i64 %37, 3
  %87 = icmp slt i64 %86, %24
  %88 = select i1 %87, i64 %86, i64 %61
  %89 = mul i64 %88, 4
  %90 = getelementptr i8, ptr %18, i64 %89
  %91 = load float, ptr %90, align 4, !invariant.load !0
  %92 = select i1 %87, float %91, float 0xFFF0000000000000
  %93 = insertelement <8 x float> %85, float %92, i64 3
  %94 = add i64 %37, 4
  %95 = icmp slt i64 %94, %24
  %96 = select i1 %95, i64 %94, i64 %61
  %97 = mul i64 %96, 4
  %98 = getelementptr i8, ptr %18, i64 %97
  %99 = load float, ptr %98, align 4, !invariant.load !0
  %100 = select i1 %95, float %99, float 0xFFF0000000000000
  %101 = insertelement <8 x float> %93, float %100, i64 4
  %102 = add i64 %37, 5
  %103 = icmp slt i64 %102, %24
  %104 = select i1 %103, i64 %102, i64 %61
  %105 = mul i64 %104, 4
  %106 = getelementptr i8, ptr %18, i64 %105
  %107 = load float, ptr %106, align 4, !invariant.load !0
  %108 = select i1 %103, float %107, float 0xFFF0000000000000
  %109 = insertelement <8 x float> %101, float %108, i64 5
  %110 = add i64 %37, 6
  %111 = icmp slt i64 %110, %24
  %112 = select i1 %111, i64 %110, i64 %61
  %113 = mul i64 %112, 4
  %114 = getelementptr i8, ptr %18, i64 %113
  %115 = load float, ptr %114, align 4, !invariant.load !0
  %116 = select i1 %111, float %115, float 0xFFF0000000000000
  %117 = insertelement <8 x float> %109, float %116, i64 6
  %118 = add i64 %37, 7
  %119 = icmp slt i64 %118, %24
  %120 = select i1 %119, i64 %118, i64 %61
  %121 = mul i64 %120, 4
  %122 = getelementptr i8, ptr %18, i64 %121
  %123 = load float, ptr %122, align 4, !invariant.load !0
  %124 = select i1 %119, float %123, float 0xFFF0000000000000
  %125 = insertelement <8 x float> %117, float %124, i64 7
  store <8 x float> %125, ptr %x, align 32
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %126 = load <8 x float>, ptr %x, align 32
  %127 = load <8 x float>, ptr %tmax, align 32
  %128 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %127, <8 x float> %126)
  store <8 x float> %128, ptr %tmax, align 32
  %129 = mul i64 %tmax.iv, 4
  %130 = add i64 %129, 1
  %131 = icmp slt i64 %130, 297
  br i1 %131, label %tmax.in.then, label %tmax.in.end

tmax.in.then:                                     ; preds = %full.end
  %132 = mul i64 %130, 8
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr %18, i64 %133
  %135 = add i64 %132, 8
  %136 = icmp sle i64 %135, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x4, align 32
  br i1 %136, label %full.then5, label %full.else6

tmax.in.end:                                      ; preds = %full.end7, %full.end
  %137 = mul i64 %tmax.iv, 4
  %138 = add i64 %137, 2
  %139 = icmp slt i64 %138, 297
  br i1 %139, label %tmax.in.then8, label %tmax.in.end9

full.then5:                                       ; preds = %tmax.in.then
  %140 = load <8 x float>, ptr %134, align 4, !invariant.load !0
  store <8 x float> %140, ptr %x4, align 32
  br label %full.end7

full.else6:                                       ; preds = %tmax.in.then
  %141 = sub i64 %24, 1
  %142 = add i64 %132, 0
  %143 = icmp slt i64 %142, %24
  %144 = select i1 %143, i64 %142, i64 %141
  %145 = mul i64 %144, 4
  %146 = getelementptr i8, ptr %18, i64 %145
  %147 = load float, ptr %146, align 4, !invariant.load !0
  %148 = select i1 %143, float %147, float 0xFFF0000000000000
  %149 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %148, i64 0
  %150 = add i64 %132, 1
  %151 = icmp slt i64 %150, %24
  %152 = select i1 %151, i64 %150, i64 %141
  %153 = mul i64 %152, 4
  %154 = getelementptr i8, ptr %18, i64 %153
  %155 = load float, ptr %154, align 4, !invariant.load !0
  %156 = select i1 %151, float %155, float 0xFFF0000000000000
  %157 = insertelement <8 x float> %149, float %156, i64 1
  %158 = add i64 %132, 2
  %159 = icmp slt i64 %158, %24
  %160 = select i1 %159, i64 %158, i64 %141
  %161 = mul i64 %160, 4
  %162 = getelementptr i8, ptr %18, i64 %161
  %163 = load float, ptr %162, align 4, !invariant.load !0
  %164 = select i1 %159, float %163, float 0xFFF0000000000000
  %165 = insertelement <8 x float> %157, float %164, i64 2
  %166 = add i64 %132, 3
  %167 = icmp slt i64 %166, %24
  %168 = select i1 %167, i64 %166, i64 %141
  %169 = mul i64 %168, 4
  %170 = getelementptr i8, ptr %18, i64 %169
  %171 = load float, ptr %170, align 4, !invariant.load !0
  %172 = select i1 %167, float %171, float 0xFFF0000000000000
  %173 = insertelement <8 x float> %165, float %172, i64 3
  %174 = add i64 %132, 4
  %175 = icmp slt i64 %174, %24
  %176 = select i1 %175, i64 %174, i64 %141
  %177 = mul i64 %176, 4
  %178 = getelementptr i8, ptr %18, i64 %177
  %179 = load float, ptr %178, align 4, !invariant.load !0
  %180 = select i1 %175, float %179, float 0xFFF0000000000000
  %181 = insertelement <8 x float> %173, float %180, i64 4
  %182 = add i64 %132, 5
  %183 = icmp slt i64 %182, %24
  %184 = select i1 %183, i64 %182, i64 %141
  %185 = mul i64 %184, 4
  %186 = getelementptr i8, ptr %18, i64 %185
  %187 = load float, ptr %186, align 4, !invariant.load !0
  %188 = select i1 %183, float %187, float 0xFFF0000000000000
  %189 = insertelement <8 x float> %181, float %188, i64 5
  %190 = add i64 %132, 6
  %191 = icmp slt i64 %190, %24
  %192 = select i1 %191, i64 %190, i64 %141
  %193 = mul i64 %192, 4
  %194 = getelementptr i8, ptr %18, i64 %193
  %195 = load float, ptr %194, align 4, !invariant.load !0
  %196 = select i1 %191, float %195, float 0xFFF0000000000000
  %197 = insertelement <8 x float> %189, float %196, i64 6
  %198 = add i64 %132, 7
  %199 = icmp slt i64 %198, %24
  %200 = select i1 %199, i64 %198, i64 %141
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr %18, i64 %201
  %203 = load float, ptr %202, align 4, !invariant.load !0
  %204 = select i1 %199, float %203, float 0xFFF0000000000000
  %205 = insertelement <8 x float> %197, float %204, i64 7
  store <8 x float> %205, ptr %x4, align 32
  br label %full.end7

full.end7:                                        ; preds = %full.else6, %full.then5
  %206 = load <8 x float>, ptr %x4, align 32
  %207 = load <8 x float>, ptr %tmax1, align 32
  %208 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %207, <8 x float> %206)
  store <8 x float> %208, ptr %tmax1, align 32
  br label %tmax.in.end

tmax.in.then8:                                    ; preds = %tmax.in.end
  %209 = mul i64 %138, 8
  %210 = mul i64 %209, 4
  %211 = getelementptr i8, ptr %18, i64 %210
  %212 = add i64 %209, 8
  %213 = icmp sle i64 %212, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x10, align 32
  br i1 %213, label %full.then11, label %full.else12

tmax.in.end9:                                     ; preds = %full.end13, %tmax.in.end
  %214 = mul i64 %tmax.iv, 4
  %215 = add i64 %214, 3
  %216 = icmp slt i64 %215, 297
  br i1 %216, label %tmax.in.then14, label %tmax.in.end15

full.then11:                                      ; preds = %tmax.in.then8
  %217 = load <8 x float>, ptr %211, align 4, !invariant.load !0
  store <8 x float> %217, ptr %x10, align 32
  br label %full.end13

full.else12:                                      ; preds = %tmax.in.then8
  %218 = sub i64 %24, 1
  %219 = add i64 %209, 0
  %220 = icmp slt i64 %219, %24
  %221 = select i1 %220, i64 %219, i64 %218
  %222 = mul i64 %221, 4
  %223 = getelementptr i8, ptr %18, i64 %222
  %224 = load float, ptr %223, align 4, !invariant.load !0
  %225 = select i1 %220, float %224, float 0xFFF0000000000000
  %226 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %225, i64 0
  %227 = add i64 %209, 1
  %228 = icmp slt i64 %227, %24
  %229 = select i1 %228, i64 %227, i64 %218
  %230 = mul i64 %229, 4
  %231 = getelementptr i8, ptr %18, i64 %230
  %232 = load float, ptr %231, align 4, !invariant.load !0
  %233 = select i1 %228, float %232, float 0xFFF0000000000000
  %234 = insertelement <8 x float> %226, float %233, i64 1
  %235 = add i64 %209, 2
  %236 = icmp slt i64 %235, %24
  %237 = select i1 %236, i64 %235, i64 %218
  %238 = mul i64 %237, 4
  %239 = getelementptr i8, ptr %18, i64 %238
  %240 = load float, ptr %239, align 4, !invariant.load !0
  %241 = select i1 %236, float %240, float 0xFFF0000000000000
  %242 = insertelement <8 x float> %234, float %241, i64 2
  %243 = add i64 %209, 3
  %244 = icmp slt i64 %243, %24
  %245 = select i1 %244, i64 %243, i64 %218
  %246 = mul i64 %245, 4
  %247 = getelementptr i8, ptr %18, i64 %246
  %248 = load float, ptr %247, align 4, !invariant.load !0
  %249 = select i1 %244, float %248, float 0xFFF0000000000000
  %250 = insertelement <8 x float> %242, float %249, i64 3
  %251 = add i64 %209, 4
  %252 = icmp slt i64 %251, %24
  %253 = select i1 %252, i64 %251, i64 %218
  %254 = mul i64 %253, 4
  %255 = getelementptr i8, ptr %18, i64 %254
  %256 = load float, ptr %255, align 4, !invariant.load !0
  %257 = select i1 %252, float %256, float 0xFFF0000000000000
  %258 = insertelement <8 x float> %250, float %257, i64 4
  %259 = add i64 %209, 5
  %260 = icmp slt i64 %259, %24
  %261 = select i1 %260, i64 %259, i64 %218
  %262 = mul i64 %261, 4
  %263 = getelementptr i8, ptr %18, i64 %262
  %264 = load float, ptr %263, align 4, !invariant.load !0
  %265 = select i1 %260, float %264, float 0xFFF0000000000000
  %266 = insertelement <8 x float> %258, float %265, i64 5
  %267 = add i64 %209, 6
  %268 = icmp slt i64 %267, %24
  %269 = select i1 %268, i64 %267, i64 %218
  %270 = mul i64 %269, 4
  %271 = getelementptr i8, ptr %18, i64 %270
  %272 = load float, ptr %271, align 4, !invariant.load !0
  %273 = select i1 %268, float %272, float 0xFFF0000000000000
  %274 = insertelement <8 x float> %266, float %273, i64 6
  %275 = add i64 %209, 7
  %276 = icmp slt i64 %275, %24
  %277 = select i1 %276, i64 %275, i64 %218
  %278 = mul i64 %277, 4
  %279 = getelementptr i8, ptr %18, i64 %278
  %280 = load float, ptr %279, align 4, !invariant.load !0
  %281 = select i1 %276, float %280, float 0xFFF0000000000000
  %282 = insertelement <8 x float> %274, float %281, i64 7
  store <8 x float> %282, ptr %x10, align 32
  br label %full.end13

full.end13:                                       ; preds = %full.else12, %full.then11
  %283 = load <8 x float>, ptr %x10, align 32
  %284 = load <8 x float>, ptr %tmax2, align 32
  %285 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %284, <8 x float> %283)
  store <8 x float> %285, ptr %tmax2, align 32
  br label %tmax.in.end9

tmax.in.then14:                                   ; preds = %tmax.in.end9
  %286 = mul i64 %215, 8
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr %18, i64 %287
  %289 = add i64 %286, 8
  %290 = icmp sle i64 %289, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x16, align 32
  br i1 %290, label %full.then17, label %full.else18

tmax.in.end15:                                    ; preds = %full.end19, %tmax.in.end9
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

full.then17:                                      ; preds = %tmax.in.then14
  %291 = load <8 x float>, ptr %288, align 4, !invariant.load !0
  store <8 x float> %291, ptr %x16, align 32
  br label %full.end19

full.else18:                                      ; preds = %tmax.in.then14
  %292 = sub i64 %24, 1
  %293 = add i64 %286, 0
  %294 = icmp slt i64 %293, %24
  %295 = select i1 %294, i64 %293, i64 %292
  %296 = mul i64 %295, 4
  %297 = getelementptr i8, ptr %18, i64 %296
  %298 = load float, ptr %297, align 4, !invariant.load !0
  %299 = select i1 %294, float %298, float 0xFFF0000000000000
  %300 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %299, i64 0
  %301 = add i64 %286, 1
  %302 = icmp slt i64 %301, %24
  %303 = select i1 %302, i64 %301, i64 %292
  %304 = mul i64 %303, 4
  %305 = getelementptr i8, ptr %18, i64 %304
  %306 = load float, ptr %305, align 4, !invariant.load !0
  %307 = select i1 %302, float %306, float 0xFFF0000000000000
  %308 = insertelement <8 x float> %300, float %307, i64 1
  %309 = add i64 %286, 2
  %310 = icmp slt i64 %309, %24
  %311 = select i1 %310, i64 %309, i64 %292
  %312 = mul i64 %311, 4
  %313 = getelementptr i8, ptr %18, i64 %312
  %314 = load float, ptr %313, align 4, !invariant.load !0
  %315 = select i1 %310, float %314, float 0xFFF0000000000000
  %316 = insertelement <8 x float> %308, float %315, i64 2
  %317 = add i64 %286, 3
  %318 = icmp slt i64 %317, %24
  %319 = select i1 %318, i64 %317, i64 %292
  %320 = mul i64 %319, 4
  %321 = getelementptr i8, ptr %18, i64 %320
  %322 = load float, ptr %321, align 4, !invariant.load !0
  %323 = select i1 %318, float %322, float 0xFFF0000000000000
  %324 = insertelement <8 x float> %316, float %323, i64 3
  %325 = add i64 %286, 4
  %326 = icmp slt i64 %325, %24
  %327 = select i1 %326, i64 %325, i64 %292
  %328 = mul i64 %327, 4
  %329 = getelementptr i8, ptr %18, i64 %328
  %330 = load float, ptr %329, align 4, !invariant.load !0
  %331 = select i1 %326, float %330, float 0xFFF0000000000000
  %332 = insertelement <8 x float> %324, float %331, i64 4
  %333 = add i64 %286, 5
  %334 = icmp slt i64 %333, %24
  %335 = select i1 %334, i64 %333, i64 %292
  %336 = mul i64 %335, 4
  %337 = getelementptr i8, ptr %18, i64 %336
  %338 = load float, ptr %337, align 4, !invariant.load !0
  %339 = select i1 %334, float %338, float 0xFFF0000000000000
  %340 = insertelement <8 x float> %332, float %339, i64 5
  %341 = add i64 %286, 6
  %342 = icmp slt i64 %341, %24
  %343 = select i1 %342, i64 %341, i64 %292
  %344 = mul i64 %343, 4
  %345 = getelementptr i8, ptr %18, i64 %344
  %346 = load float, ptr %345, align 4, !invariant.load !0
  %347 = select i1 %342, float %346, float 0xFFF0000000000000
  %348 = insertelement <8 x float> %340, float %347, i64 6
  %349 = add i64 %286, 7
  %350 = icmp slt i64 %349, %24
  %351 = select i1 %350, i64 %349, i64 %292
  %352 = mul i64 %351, 4
  %353 = getelementptr i8, ptr %18, i64 %352
  %354 = load float, ptr %353, align 4, !invariant.load !0
  %355 = select i1 %350, float %354, float 0xFFF0000000000000
  %356 = insertelement <8 x float> %348, float %355, i64 7
  store <8 x float> %356, ptr %x16, align 32
  br label %full.end19

full.end19:                                       ; preds = %full.else18, %full.then17
  %357 = load <8 x float>, ptr %x16, align 32
  %358 = load <8 x float>, ptr %tmax3, align 32
  %359 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %358, <8 x float> %357)
  store <8 x float> %359, ptr %tmax3, align 32
  br label %tmax.in.end15

lane.head:                                        ; preds = %lsum.exit, %tmax.exit
  %lane.iv = phi i64 [ 0, %tmax.exit ], [ %lane.next, %lsum.exit ]
  %360 = icmp slt i64 %lane.iv, 32
  br i1 %360, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %361 = fcmp oeq float %59, 0xFFF0000000000000
  %362 = select i1 %361, float 0.000000e+00, float %59
  %.splatinsert = insertelement <8 x float> poison, float %362, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  store float 0.000000e+00, ptr %s, align 4
  store float 0.000000e+00, ptr %t, align 4
  store <8 x float> zeroinitializer, ptr %sacc, align 32
  store <8 x float> zeroinitializer, ptr %tacc, align 32
  br label %lsum.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

lsum.head:                                        ; preds = %ld.end, %lane.body
  %lsum.iv = phi i64 [ 0, %lane.body ], [ %lsum.next, %ld.end ]
  %363 = icmp slt i64 %lsum.iv, 10
  br i1 %363, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %364 = mul i64 %lsum.iv, 32
  %365 = add i64 %364, %lane.iv
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs, align 32
  %366 = icmp slt i64 %365, 297
  br i1 %366, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %367 = load <8 x float>, ptr %sacc, align 32
  %368 = load <8 x float>, ptr %tacc, align 32
  %369 = shufflevector <8 x float> %367, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %370 = shufflevector <8 x float> %367, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %371 = fadd <4 x float> %369, %370
  %372 = shufflevector <4 x float> %371, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %373 = shufflevector <4 x float> %371, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %374 = fadd <2 x float> %372, %373
  %375 = shufflevector <2 x float> %374, <2 x float> poison, <1 x i32> zeroinitializer
  %376 = shufflevector <2 x float> %374, <2 x float> poison, <1 x i32> <i32 1>
  %377 = fadd <1 x float> %375, %376
  %378 = extractelement <1 x float> %377, i64 0
  store float %378, ptr %s, align 4
  %379 = shufflevector <8 x float> %368, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %380 = shufflevector <8 x float> %368, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %381 = fadd <4 x float> %379, %380
  %382 = shufflevector <4 x float> %381, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %383 = shufflevector <4 x float> %381, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %384 = fadd <2 x float> %382, %383
  %385 = shufflevector <2 x float> %384, <2 x float> poison, <1 x i32> zeroinitializer
  %386 = shufflevector <2 x float> %384, <2 x float> poison, <1 x i32> <i32 1>
  %387 = fadd <1 x float> %385, %386
  %388 = extractelement <1 x float> %387, i64 0
  store float %388, ptr %t, align 4
  %389 = load float, ptr %s, align 4
  %390 = load float, ptr %t, align 4
  %391 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %59, ptr %391, align 4
  %392 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %lane.iv
  store float %389, ptr %392, align 4
  %393 = getelementptr inbounds [32 x float], ptr %lanes21, i64 0, i64 %lane.iv
  store float %390, ptr %393, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %394 = mul i64 %365, 8
  %395 = mul i64 %394, 4
  %396 = getelementptr i8, ptr %18, i64 %395
  %397 = add i64 %394, 8
  %398 = icmp sle i64 %397, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x22, align 32
  br i1 %398, label %full.then23, label %full.else24

ld.end:                                           ; preds = %full.end25, %lsum.body
  %399 = load <8 x float>, ptr %xs, align 32
  %.splatinsert26 = insertelement <8 x float> poison, float %12, i64 0
  %.splat27 = shufflevector <8 x float> %.splatinsert26, <8 x float> poison, <8 x i32> zeroinitializer
  %400 = fdiv <8 x float> %399, %.splat27
  %401 = load <8 x float>, ptr %sacc, align 32
  %402 = load <8 x float>, ptr %tacc, align 32
  %403 = fsub <8 x float> %400, %.splat
  %404 = call <8 x float> @llvm.fma.v8f32(<8 x float> %403, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %405 = fsub <8 x float> %404, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %406 = call <8 x float> @llvm.fma.v8f32(<8 x float> %405, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %403)
  %407 = call <8 x float> @llvm.fma.v8f32(<8 x float> %405, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %406)
  %408 = fmul <8 x float> %407, %407
  %409 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %407, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %410 = call <8 x float> @llvm.fma.v8f32(<8 x float> %409, <8 x float> %407, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %411 = call <8 x float> @llvm.fma.v8f32(<8 x float> %410, <8 x float> %407, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %412 = call <8 x float> @llvm.fma.v8f32(<8 x float> %411, <8 x float> %407, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %413 = call <8 x float> @llvm.fma.v8f32(<8 x float> %412, <8 x float> %407, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %414 = call <8 x float> @llvm.fma.v8f32(<8 x float> %413, <8 x float> %408, <8 x float> %407)
  %415 = fadd <8 x float> %414, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %416 = bitcast <8 x float> %404 to <8 x i32>
  %417 = add <8 x i32> %416, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %418 = shl <8 x i32> %417, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %419 = bitcast <8 x i32> %418 to <8 x float>
  %420 = fmul <8 x float> %415, %419
  %421 = fcmp olt <8 x float> %403, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %422 = select <8 x i1> %421, <8 x float> zeroinitializer, <8 x float> %420
  %423 = fadd <8 x float> %401, %422
  %424 = fsub <8 x float> %400, %.splat
  %425 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %424
  %426 = select <8 x i1> %425, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %424
  %427 = call <8 x float> @llvm.fma.v8f32(<8 x float> %422, <8 x float> %426, <8 x float> %402)
  store <8 x float> %423, ptr %sacc, align 32
  store <8 x float> %427, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then23:                                      ; preds = %ld.then
  %428 = load <8 x float>, ptr %396, align 4, !invariant.load !0
  store <8 x float> %428, ptr %x22, align 32
  br label %full.end25

full.else24:                                      ; preds = %ld.then
  %429 = sub i64 %24, 1
  %430 = add i64 %394, 0
  %431 = icmp slt i64 %430, %24
  %432 = select i1 %431, i64 %430, i64 %429
  %433 = mul i64 %432, 4
  %434 = getelementptr i8, ptr %18, i64 %433
  %435 = load float, ptr %434, align 4, !invariant.load !0
  %436 = select i1 %431, float %435, float 0xFFF0000000000000
  %437 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %436, i64 0
  %438 = add i64 %394, 1
  %439 = icmp slt i64 %438, %24
  %440 = select i1 %439, i64 %438, i64 %429
  %441 = mul i64 %440, 4
  %442 = getelementptr i8, ptr %18, i64 %441
  %443 = load float, ptr %442, align 4, !invariant.load !0
  %444 = select i1 %439, float %443, float 0xFFF0000000000000
  %445 = insertelement <8 x float> %437, float %444, i64 1
  %446 = add i64 %394, 2
  %447 = icmp slt i64 %446, %24
  %448 = select i1 %447, i64 %446, i64 %429
  %449 = mul i64 %448, 4
  %450 = getelementptr i8, ptr %18, i64 %449
  %451 = load float, ptr %450, align 4, !invariant.load !0
  %452 = select i1 %447, float %451, float 0xFFF0000000000000
  %453 = insertelement <8 x float> %445, float %452, i64 2
  %454 = add i64 %394, 3
  %455 = icmp slt i64 %454, %24
  %456 = select i1 %455, i64 %454, i64 %429
  %457 = mul i64 %456, 4
  %458 = getelementptr i8, ptr %18, i64 %457
  %459 = load float, ptr %458, align 4, !invariant.load !0
  %460 = select i1 %455, float %459, float 0xFFF0000000000000
  %461 = insertelement <8 x float> %453, float %460, i64 3
  %462 = add i64 %394, 4
  %463 = icmp slt i64 %462, %24
  %464 = select i1 %463, i64 %462, i64 %429
  %465 = mul i64 %464, 4
  %466 = getelementptr i8, ptr %18, i64 %465
  %467 = load float, ptr %466, align 4, !invariant.load !0
  %468 = select i1 %463, float %467, float 0xFFF0000000000000
  %469 = insertelement <8 x float> %461, float %468, i64 4
  %470 = add i64 %394, 5
  %471 = icmp slt i64 %470, %24
  %472 = select i1 %471, i64 %470, i64 %429
  %473 = mul i64 %472, 4
  %474 = getelementptr i8, ptr %18, i64 %473
  %475 = load float, ptr %474, align 4, !invariant.load !0
  %476 = select i1 %471, float %475, float 0xFFF0000000000000
  %477 = insertelement <8 x float> %469, float %476, i64 5
  %478 = add i64 %394, 6
  %479 = icmp slt i64 %478, %24
  %480 = select i1 %479, i64 %478, i64 %429
  %481 = mul i64 %480, 4
  %482 = getelementptr i8, ptr %18, i64 %481
  %483 = load float, ptr %482, align 4, !invariant.load !0
  %484 = select i1 %479, float %483, float 0xFFF0000000000000
  %485 = insertelement <8 x float> %477, float %484, i64 6
  %486 = add i64 %394, 7
  %487 = icmp slt i64 %486, %24
  %488 = select i1 %487, i64 %486, i64 %429
  %489 = mul i64 %488, 4
  %490 = getelementptr i8, ptr %18, i64 %489
  %491 = load float, ptr %490, align 4, !invariant.load !0
  %492 = select i1 %487, float %491, float 0xFFF0000000000000
  %493 = insertelement <8 x float> %485, float %492, i64 7
  store <8 x float> %493, ptr %x22, align 32
  br label %full.end25

full.end25:                                       ; preds = %full.else24, %full.then23
  %494 = load <8 x float>, ptr %x22, align 32
  store <8 x float> %494, ptr %xs, align 32
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %495 = icmp slt i64 %tree.iv, 5
  br i1 %495, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %496 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %497 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %498 = load float, ptr %497, align 4
  %499 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 0
  %500 = load float, ptr %499, align 4
  %501 = getelementptr inbounds [32 x float], ptr %lanes21, i64 0, i64 0
  %502 = load float, ptr %501, align 4
  store float %498, ptr %res.m, align 4
  store float %500, ptr %res.s, align 4
  store float %502, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %503 = icmp slt i64 %tree.lane.iv, %496
  br i1 %503, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %504 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %505 = load float, ptr %504, align 4
  %506 = add i64 %tree.lane.iv, %496
  %507 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %506
  %508 = load float, ptr %507, align 4
  %509 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %tree.lane.iv
  %510 = load float, ptr %509, align 4
  %511 = add i64 %tree.lane.iv, %496
  %512 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %511
  %513 = load float, ptr %512, align 4
  %514 = getelementptr inbounds [32 x float], ptr %lanes21, i64 0, i64 %tree.lane.iv
  %515 = load float, ptr %514, align 4
  %516 = add i64 %tree.lane.iv, %496
  %517 = getelementptr inbounds [32 x float], ptr %lanes21, i64 0, i64 %516
  %518 = load float, ptr %517, align 4
  %519 = fadd float %510, %513
  %520 = fadd float %515, %518
  %521 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %505, ptr %521, align 4
  %522 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %tree.lane.iv
  store float %519, ptr %522, align 4
  %523 = getelementptr inbounds [32 x float], ptr %lanes21, i64 0, i64 %tree.lane.iv
  store float %520, ptr %523, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %524 = getelementptr float, ptr %33, i64 0
  %525 = load float, ptr %res.m, align 4
  %526 = fcmp uno float %525, %525
  %527 = select i1 %526, float 0x7FF8000000000000, float %525
  store float %527, ptr %524, align 4
  %528 = getelementptr float, ptr %33, i64 1
  %529 = load float, ptr %res.s, align 4
  %530 = fcmp uno float %529, %529
  %531 = select i1 %530, float 0x7FF8000000000000, float %529
  store float %531, ptr %528, align 4
  %532 = getelementptr float, ptr %33, i64 2
  %533 = load float, ptr %res.t, align 4
  %534 = fcmp uno float %533, %533
  %535 = select i1 %534, float 0x7FF8000000000000, float %533
  store float %535, ptr %532, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %536 = icmp eq i64 %item.iv, 0
  %537 = and i1 %536, true
  br i1 %537, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %538 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %538, align 8, !invariant.load !0
  %539 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %540 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %540, align 8, !invariant.load !0
  %541 = getelementptr i64, ptr %539, i64 %row.iv
  %542 = load i64, ptr %541, align 4
  %543 = icmp ne i64 %542, %arg4
  br i1 %543, label %if.then29, label %if.end30

if.end:                                           ; preds = %if.end30, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then29:                                        ; preds = %if.then
  %544 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %544, align 8, !invariant.load !0
  %545 = getelementptr i64, ptr %539, i64 %row.iv
  %546 = load i64, ptr %545, align 4
  %547 = sub i64 %546, %arg5
  %548 = getelementptr inbounds i64, ptr %0, i64 6
  %arg631 = load i64, ptr %548, align 8, !invariant.load !0
  %549 = icmp slt i64 %547, %arg631
  %550 = icmp sge i64 %547, 0
  %551 = and i1 %550, %549
  br i1 %551, label %if.then32, label %if.end33

if.end30:                                         ; preds = %if.end33, %if.then
  %552 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %552, align 8, !invariant.load !0
  %553 = inttoptr i64 %arg10 to ptr
  %554 = getelementptr float, ptr %553, i64 %row.iv
  %555 = load float, ptr %tl, align 4
  %556 = fcmp uno float %555, %555
  %557 = select i1 %556, float 0x7FF8000000000000, float %555
  store float %557, ptr %554, align 4
  br label %if.end

if.then32:                                        ; preds = %if.then29
  %558 = mul i64 %547, 4
  %559 = getelementptr i8, ptr %15, i64 %558
  %560 = load float, ptr %559, align 4, !invariant.load !0
  %561 = fdiv float %560, %12
  store float %561, ptr %tl, align 4
  br label %if.end33

if.end33:                                         ; preds = %if.then32, %if.then29
  br label %if.end30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maximum.v8f32(<8 x float>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maximum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maximum.v2f32(<2 x float>, <2 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x float> @llvm.maximum.v1f32(<1 x float>, <1 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
