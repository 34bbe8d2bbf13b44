; golden IR for tests/golden_test.cpp (default hot kernel, canonical order)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x21 = alloca <8 x i16>, align 16
  %xs = alloca <8 x i16>, align 16
  %tacc = alloca <8 x float>, align 32
  %sacc = alloca <8 x float>, align 32
  %t = alloca float, align 4
  %s = alloca float, align 4
  %lanes = alloca [32 x float], align 4
  %lanes20 = alloca [32 x float], align 4
  %x16 = alloca <8 x i16>, align 16
  %x10 = alloca <8 x i16>, align 16
  %x4 = alloca <8 x i16>, align 16
  %x = alloca <8 x i16>, align 16
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
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %23 = getelementptr inbounds i64, ptr %0, i64 6
  %arg625 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = sdiv i64 %arg625, 2374
  %25 = mul i64 %row.iv, %24
  %26 = add i64 %25, %item.iv
  %27 = mul i64 %26, 2
  %28 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = inttoptr i64 %arg9 to ptr
  %30 = getelementptr float, ptr %29, i64 %27
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.in.end15, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.in.end15 ]
  %31 = icmp slt i64 %tmax.iv, 75
  br i1 %31, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %32 = mul i64 %tmax.iv, 4
  %33 = add i64 %32, 0
  %34 = mul i64 %33, 8
  %35 = mul i64 %34, 2
  %36 = getelementptr i8, ptr %15, i64 %35
  %37 = add i64 %34, 8
  %38 = icmp sle i64 %37, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %38, label %full.then, label %full.else

tmax.exit:                                        ; preds = %tmax.head
  %39 = load <8 x float>, ptr %tmax1, align 32
  %40 = load <8 x float>, ptr %tmax, align 32
  %41 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %40, <8 x float> %39)
  %42 = load <8 x float>, ptr %tmax3, align 32
  %43 = load <8 x float>, ptr %tmax2, align 32
  %44 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %43, <8 x float> %42)
  %45 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %41, <8 x float> %44)
  %46 = shufflevector <8 x float> %45, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %47 = shufflevector <8 x float> %45, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %48 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %46, <4 x float> %47)
  %49 = shufflevector <4 x float> %48, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %50 = shufflevector <4 x float> %48, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %51 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %49, <2 x float> %50)
  %52 = shufflevector <2 x float> %51, <2 x float> poison, <1 x i32> zeroinitializer
  %53 = shufflevector <2 x float> %51, <2 x float> poison, <1 x i32> <i32 1>
  %54 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %52, <1 x float> %53)
  %55 = extractelement <1 x float> %54, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.body
  %56 = load <8 x i16>, ptr %36, align 2, !invariant.load !0
  store <8 x i16> %56, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.body
  %57 = sub i64 %21, 1
  %58 = add i64 %34, 0
  %59 = icmp slt i64 %58, %21
  %60 = select i1 %59, i64 %58, i64 %57
  %61 = mul i64 %60, 2
  %62 = getelementptr i8, ptr %15, i64 %61
  %63 = load i16, ptr %62, align 2, !invariant.load !0
  %64 = select i1 %59, i16 %63, i16 -128
  %65 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %64, i64 0
  %66 = add i64 %34, 1
  %67 = icmp slt i64 %66, %21
  %68 = select i1 %67, i64 %66, i64 %57
  %69 = mul i64 %68, 2
  %70 = getelementptr i8, ptr %15, i64 %69
  %71 = load i16, ptr %70, align 2, !invariant.load !0
  %72 = select i1 %67, i16 %71, i16 -128
  %73 = insertelement <8 x i16> %65, i16 %72, i64 1
  %74 = add i64 %34, 2
  %75 = icmp slt i64 %74, %21
  %76 = select i1 %75, i64 %74, i64 %57
  %77 = mul i64 %76, 2
  %78 = getelementptr i8, ptr %15, i64 %77
  %79 = load i16, ptr %78, align 2, !invariant.load !0
  %80 = select i1 %75, i16 %79, i16 -128
  %81 = insertelement <8 x i16> %73, i16 %80, i64 2
  %82 = add i64 %34, 3
  %83 = icmp slt i64 %82, %21
  %84 = select i1 %83, i64 %82, i64 %57
  %85 = mul i64 %84, 2
  %86 = getelementptr i8, ptr %15, i64 %85
  %87 = load i16, ptr %86, align 2, !invariant.load !0
  %88 = select i1 %83, i16 %87, i16 -128
  %89 = insertelement <8 x i16> %81, i16 %88, i64 3
  %90 = add i64 %34, 4
  %91 = icmp slt i64 %90, %21
  %92 = select i1 %91, i64 %90, i64 %57
  %93 = mul i64 %92, 2
  %94 = getelementptr i8, ptr %15, i64 %93
  %95 = load i16, ptr %94, align 2, !invariant.load !0
  %96 = select i1 %91, i16 %95, i16 -128
  %97 = insertelement <8 x i16> %89, i16 %96, i64 4
  %98 = add i64 %34, 5
  %99 = icmp slt i64 %98, %21
  %100 = select i1 %99, i64 %98, i64 %57
  %101 = mul i64 %100, 2
  %102 = getelementptr i8, ptr %15, i64 %101
  %103 = load i16, ptr %102, align 2, !invariant.load !0
  %104 = select i1 %99, i16 %103, i16 -128
  %105 = insertelement <8 x i16> %97, i16 %104, i64 5
  %106 = add i64 %34, 6
  %107 = icmp slt i64 %106, %21
  %108 = select i1 %107, i64 %106, i64 %57
  %109 = mul i64 %108, 2
  %110 = getelementptr i8, ptr %15, i64 %109
  %111 = load i16, ptr %110, align 2, !invariant.load !0
  %112 = select i1 %107, i16 %111, i16 -128
  %113 = insertelement <8 x i16> %105, i16 %112, i64 6
  %114 = add i64 %34, 7
  %115 = icmp slt i64 %114, %21
  %116 = select i1 %115, i64 %114, i64 %57
  %117 = mul i64 %116, 2
  %118 = getelementptr i8, ptr %15, i64 %117
  %119 = load i16, ptr %118, align 2, !invariant.load !0
  %120 = select i1 %115, i16 %119, i16 -128
  %121 = insertelement <8 x i16> %113, i16 %120, i64 7
  store <8 x i16> %121, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %122 = load <8 x i16>, ptr %x, align 16
  %123 = zext <8 x i16> %122 to <8 x i32>
  %124 = shl <8 x i32> %123, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %125 = bitcast <8 x i32> %124 to <8 x float>
  %126 = load <8 x float>, ptr %tmax, align 32
  %127 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %126, <8 x float> %125)
  store <8 x float> %127, ptr %tmax, align 32
  %128 = mul i64 %tmax.iv, 4
  %129 = add i64 %128, 1
  %130 = icmp slt i64 %129, 297
  br i1 %130, label %tmax.in.then, label %tmax.in.end

tmax.in.then:                                     ; preds = %full.end
  %131 = mul i64 %129, 8
  %132 = mul i64 %131, 2
  %133 = getelementptr i8, ptr %15, i64 %132
  %134 = add i64 %131, 8
  %135 = icmp sle i64 %134, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x4, align 16
  br i1 %135, label %full.then5, label %full.else6

tmax.in.end:                                      ; preds = %full.end7, %full.end
  %136 = mul i64 %tmax.iv, 4
  %137 = add i64 %136, 2
  %138 = icmp slt i64 %137, 297
  br i1 %138, label %tmax.in.then8, label %tmax.in.end9

full.then5:                                       ; preds = %tmax.in.then
  %139 = load <8 x i16>, ptr %133, align 2, !invariant.load !0
  store <8 x i16> %139, ptr %x4, align 16
  br label %full.end7

full.else6:                                       ; preds = %tmax.in.then
  %140 = sub i64 %21, 1
  %141 = add i64 %131, 0
  %142 = icmp slt i64 %141, %21
  %143 = select i1 %142, i64 %141, i64 %140
  %144 = mul i64 %143, 2
  %145 = getelementptr i8, ptr %15, i64 %144
  %146 = load i16, ptr %145, align 2, !invariant.load !0
  %147 = select i1 %142, i16 %146, i16 -128
  %148 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %147, i64 0
  %149 = add i64 %131, 1
  %150 = icmp slt i64 %149, %21
  %151 = select i1 %150, i64 %149, i64 %140
  %152 = mul i64 %151, 2
  %153 = getelementptr i8, ptr %15, i64 %152
  %154 = load i16, ptr %153, align 2, !invariant.load !0
  %155 = select i1 %150, i16 %154, i16 -128
  %156 = insertelement <8 x i16> %148, i16 %155, i64 1
  %157 = add i64 %131, 2
  %158 = icmp slt i64 %157, %21
  %159 = select i1 %158, i64 %157, i64 %140
  %160 = mul i64 %159, 2
  %161 = getelementptr i8, ptr %15, i64 %160
  %162 = load i16, ptr %161, align 2, !invariant.load !0
  %163 = select i1 %158, i16 %162, i16 -128
  %164 = insertelement <8 x i16> %156, i16 %163, i64 2
  %165 = add i64 %131, 3
  %166 = icmp slt i64 %165, %21
  %167 = select i1 %166, i64 %165, i64 %140
  %168 = mul i64 %167, 2
  %169 = getelementptr i8, ptr %15, i64 %168
  %170 = load i16, ptr %169, align 2, !invariant.load !0
  %171 = select i1 %166, i16 %170, i16 -128
  %172 = insertelement <8 x i16> %164, i16 %171, i64 3
  %173 = add i64 %131, 4
  %174 = icmp slt i64 %173, %21
  %175 = select i1 %174, i64 %173, i64 %140
  %176 = mul i64 %175, 2
  %177 = getelementptr i8, ptr %15, i64 %176
  %178 = load i16, ptr %177, align 2, !invariant.load !0
  %179 = select i1 %174, i16 %178, i16 -128
  %180 = insertelement <8 x i16> %172, i16 %179, i64 4
  %181 = add i64 %131, 5
  %182 = icmp slt i64 %181, %21
  %183 = select i1 %182, i64 %181, i64 %140
  %184 = mul i64 %183, 2
  %185 = getelementptr i8, ptr %15, i64 %184
  %186 = load i16, ptr %185, align 2, !invariant.load !0
  %187 = select i1 %182, i16 %186, i16 -128
  %188 = insertelement <8 x i16> %180, i16 %187, i64 5
  %189 = add i64 %131, 6
  %190 = icmp slt i64 %189, %21
  %191 = select i1 %190, i64 %189, i64 %140
  %192 = mul i64 %191, 2
  %193 = getelementptr i8, ptr %15, i64 %192
  %194 = load i16, ptr %193, align 2, !invariant.load !0
  %195 = select i1 %190, i16 %194, i16 -128
  %196 = insertelement <8 x i16> %188, i16 %195, i64 6
  %197 = add i64 %131, 7
  %198 = icmp slt i64 %197, %21
  %199 = select i1 %198, i64 %197, i64 %140
  %200 = mul i64 %199, 2
  %201 = getelementptr i8, ptr %15, i64 %200
  %202 = load i16, ptr %201, align 2, !invariant.load !0
  %203 = select i1 %198, i16 %202, i16 -128
  %204 = insertelement <8 x i16> %196, i16 %203, i64 7
  store <8 x i16> %204, ptr %x4, align 16
  br label %full.end7

full.end7:                                        ; preds = %full.else6, %full.then5
  %205 = load <8 x i16>, ptr %x4, align 16
  %206 = zext <8 x i16> %205 to <8 x i32>
  %207 = shl <8 x i32> %206, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %208 = bitcast <8 x i32> %207 to <8 x float>
  %209 = load <8 x float>, ptr %tmax1, align 32
  %210 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %209, <8 x float> %208)
  store <8 x float> %210, ptr %tmax1, align 32
  br label %tmax.in.end

tmax.in.then8:                                    ; preds = %tmax.in.end
  %211 = mul i64 %137, 8
  %212 = mul i64 %211, 2
  %213 = getelementptr i8, ptr %15, i64 %212
  %214 = add i64 %211, 8
  %215 = icmp sle i64 %214, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x10, align 16
  br i1 %215, label %full.then11, label %full.else12

tmax.in.end9:                                     ; preds = %full.end13, %tmax.in.end
  %216 = mul i64 %tmax.iv, 4
  %217 = add i64 %216, 3
  %218 = icmp slt i64 %217, 297
  br i1 %218, label %tmax.in.then14, label %tmax.in.end15

full.then11:                                      ; preds = %tmax.in.then8
  %219 = load <8 x i16>, ptr %213, align 2, !invariant.load !0
  store <8 x i16> %219, ptr %x10, align 16
  br label %full.end13

full.else12:                                      ; preds = %tmax.in.then8
  %220 = sub i64 %21, 1
  %221 = add i64 %211, 0
  %222 = icmp slt i64 %221, %21
  %223 = select i1 %222, i64 %221, i64 %220
  %224 = mul i64 %223, 2
  %225 = getelementptr i8, ptr %15, i64 %224
  %226 = load i16, ptr %225, align 2, !invariant.load !0
  %227 = select i1 %222, i16 %226, i16 -128
  %228 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %227, i64 0
  %229 = add i64 %211, 1
  %230 = icmp slt i64 %229, %21
  %231 = select i1 %230, i64 %229, i64 %220
  %232 = mul i64 %231, 2
  %233 = getelementptr i8, ptr %15, i64 %232
  %234 = load i16, ptr %233, align 2, !invariant.load !0
  %235 = select i1 %230, i16 %234, i16 -128
  %236 = insertelement <8 x i16> %228, i16 %235, i64 1
  %237 = add i64 %211, 2
  %238 = icmp slt i64 %237, %21
  %239 = select i1 %238, i64 %237, i64 %220
  %240 = mul i64 %239, 2
  %241 = getelementptr i8, ptr %15, i64 %240
  %242 = load i16, ptr %241, align 2, !invariant.load !0
  %243 = select i1 %238, i16 %242, i16 -128
  %244 = insertelement <8 x i16> %236, i16 %243, i64 2
  %245 = add i64 %211, 3
  %246 = icmp slt i64 %245, %21
  %247 = select i1 %246, i64 %245, i64 %220
  %248 = mul i64 %247, 2
  %249 = getelementptr i8, ptr %15, i64 %248
  %250 = load i16, ptr %249, align 2, !invariant.load !0
  %251 = select i1 %246, i16 %250, i16 -128
  %252 = insertelement <8 x i16> %244, i16 %251, i64 3
  %253 = add i64 %211, 4
  %254 = icmp slt i64 %253, %21
  %255 = select i1 %254, i64 %253, i64 %220
  %256 = mul i64 %255, 2
  %257 = getelementptr i8, ptr %15, i64 %256
  %258 = load i16, ptr %257, align 2, !invariant.load !0
  %259 = select i1 %254, i16 %258, i16 -128
  %260 = insertelement <8 x i16> %252, i16 %259, i64 4
  %261 = add i64 %211, 5
  %262 = icmp slt i64 %261, %21
  %263 = select i1 %262, i64 %261, i64 %220
  %264 = mul i64 %263, 2
  %265 = getelementptr i8, ptr %15, i64 %264
  %266 = load i16, ptr %265, align 2, !invariant.load !0
  %267 = select i1 %262, i16 %266, i16 -128
  %268 = insertelement <8 x i16> %260, i16 %267, i64 5
  %269 = add i64 %211, 6
  %270 = icmp slt i64 %269, %21
  %271 = select i1 %270, i64 %269, i64 %220
  %272 = mul i64 %271, 2
  %273 = getelementptr i8, ptr %15, i64 %272
  %274 = load i16, ptr %273, align 2, !invariant.load !0
  %275 = select i1 %270, i16 %274, i16 -128
  %276 = insertelement <8 x i16> %268, i16 %275, i64 6
  %277 = add i64 %211, 7
  %278 = icmp slt i64 %277, %21
  %279 = select i1 %278, i64 %277, i64 %220
  %280 = mul i64 %279, 2
  %281 = getelementptr i8, ptr %15, i64 %280
  %282 = load i16, ptr %281, align 2, !invariant.load !0
  %283 = select i1 %278, i16 %282, i16 -128
  %284 = insertelement <8 x i16> %276, i16 %283, i64 7
  store <8 x i16> %284, ptr %x10, align 16
  br label %full.end13

full.end13:                                       ; preds = %full.else12, %full.then11
  %285 = load <8 x i16>, ptr %x10, align 16
  %286 = zext <8 x i16> %285 to <8 x i32>
  %287 = shl <8 x i32> %286, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %288 = bitcast <8 x i32> %287 to <8 x float>
  %289 = load <8 x float>, ptr %tmax2, align 32
  %290 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %289, <8 x float> %288)
  store <8 x float> %290, ptr %tmax2, align 32
  br label %tmax.in.end9

tmax.in.then14:                                   ; preds = %tmax.in.end9
  %291 = mul i64 %217, 8
  %292 = mul i64 %291, 2
  %293 = getelementptr i8, ptr %15, i64 %292
  %294 = add i64 %291, 8
  %295 = icmp sle i64 %294, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x16, align 16
  br i1 %295, label %full.then17, label %full.else18

tmax.in.end15:                                    ; preds = %full.end19, %tmax.in.end9
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

full.then17:                                      ; preds = %tmax.in.then14
  %296 = load <8 x i16>, ptr %293, align 2, !invariant.load !0
  store <8 x i16> %296, ptr %x16, align 16
  br label %full.end19

full.else18:                                      ; preds = %tmax.in.then14
  %297 = sub i64 %21, 1
  %298 = add i64 %291, 0
  %299 = icmp slt i64 %298, %21
  %300 = select i1 %299, i64 %298, i64 %297
  %301 = mul i64 %300, 2
  %302 = getelementptr i8, ptr %15, i64 %301
  %303 = load i16, ptr %302, align 2, !invariant.load !0
  %304 = select i1 %299, i16 %303, i16 -128
  %305 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %304, i64 0
  %306 = add i64 %291, 1
  %307 = icmp slt i64 %306, %21
  %308 = select i1 %307, i64 %306, i64 %297
  %309 = mul i64 %308, 2
  %310 = getelementptr i8, ptr %15, i64 %309
  %311 = load i16, ptr %310, align 2, !invariant.load !0
  %312 = select i1 %307, i16 %311, i16 -128
  %313 = insertelement <8 x i16> %305, i16 %312, i64 1
  %314 = add i64 %291, 2
  %315 = icmp slt i64 %314, %21
  %316 = select i1 %315, i64 %314, i64 %297
  %317 = mul i64 %316, 2
  %318 = getelementptr i8, ptr %15, i64 %317
  %319 = load i16, ptr %318, align 2, !invariant.load !0
  %320 = select i1 %315, i16 %319, i16 -128
  %321 = insertelement <8 x i16> %313, i16 %320, i64 2
  %322 = add i64 %291, 3
  %323 = icmp slt i64 %322, %21
  %324 = select i1 %323, i64 %322, i64 %297
  %325 = mul i64 %324, 2
  %326 = getelementptr i8, ptr %15, i64 %325
  %327 = load i16, ptr %326, align 2, !invariant.load !0
  %328 = select i1 %323, i16 %327, i16 -128
  %329 = insertelement <8 x i16> %321, i16 %328, i64 3
  %330 = add i64 %291, 4
  %331 = icmp slt i64 %330, %21
  %332 = select i1 %331, i64 %330, i64 %297
  %333 = mul i64 %332, 2
  %334 = getelementptr i8, ptr %15, i64 %333
  %335 = load i16, ptr %334, align 2, !invariant.load !0
  %336 = select i1 %331, i16 %335, i16 -128
  %337 = insertelement <8 x i16> %329, i16 %336, i64 4
  %338 = add i64 %291, 5
  %339 = icmp slt i64 %338, %21
  %340 = select i1 %339, i64 %338, i64 %297
  %341 = mul i64 %340, 2
  %342 = getelementptr i8, ptr %15, i64 %341
  %343 = load i16, ptr %342, align 2, !invariant.load !0
  %344 = select i1 %339, i16 %343, i16 -128
  %345 = insertelement <8 x i16> %337, i16 %344, i64 5
  %346 = add i64 %291, 6
  %347 = icmp slt i64 %346, %21
  %348 = select i1 %347, i64 %346, i64 %297
  %349 = mul i64 %348, 2
  %350 = getelementptr i8, ptr %15, i64 %349
  %351 = load i16, ptr %350, align 2, !invariant.load !0
  %352 = select i1 %347, i16 %351, i16 -128
  %353 = insertelement <8 x i16> %345, i16 %352, i64 6
  %354 = add i64 %291, 7
  %355 = icmp slt i64 %354, %21
  %356 = select i1 %355, i64 %354, i64 %297
  %357 = mul i64 %356, 2
  %358 = getelementptr i8, ptr %15, i64 %357
  %359 = load i16, ptr %358, align 2, !invariant.load !0
  %360 = select i1 %355, i16 %359, i16 -128
  %361 = insertelement <8 x i16> %353, i16 %360, i64 7
  store <8 x i16> %361, ptr %x16, align 16
  br label %full.end19

full.end19:                                       ; preds = %full.else18, %full.then17
  %362 = load <8 x i16>, ptr %x16, align 16
  %363 = zext <8 x i16> %362 to <8 x i32>
  %364 = shl <8 x i32> %363, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %365 = bitcast <8 x i32> %364 to <8 x float>
  %366 = load <8 x float>, ptr %tmax3, align 32
  %367 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %366, <8 x float> %365)
  store <8 x float> %367, ptr %tmax3, align 32
  br label %tmax.in.end15

lane.head:                                        ; preds = %lsum.exit, %tmax.exit
  %lane.iv = phi i64 [ 0, %tmax.exit ], [ %lane.next, %lsum.exit ]
  %368 = icmp slt i64 %lane.iv, 32
  br i1 %368, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %369 = fcmp oeq float %55, 0xFFF0000000000000
  %370 = select i1 %369, float 0.000000e+00, float %55
  %.splatinsert = insertelement <8 x float> poison, float %370, i64 0
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
  %371 = icmp slt i64 %lsum.iv, 10
  br i1 %371, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %372 = mul i64 %lsum.iv, 32
  %373 = add i64 %372, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %374 = icmp slt i64 %373, 297
  br i1 %374, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %375 = load <8 x float>, ptr %sacc, align 32
  %376 = load <8 x float>, ptr %tacc, align 32
  %377 = shufflevector <8 x float> %375, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %378 = shufflevector <8 x float> %375, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %379 = fadd <4 x float> %377, %378
  %380 = shufflevector <4 x float> %379, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %381 = shufflevector <4 x float> %379, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %382 = fadd <2 x float> %380, %381
  %383 = shufflevector <2 x float> %382, <2 x float> poison, <1 x i32> zeroinitializer
  %384 = shufflevector <2 x float> %382, <2 x float> poison, <1 x i32> <i32 1>
  %385 = fadd <1 x float> %383, %384
  %386 = extractelement <1 x float> %385, i64 0
  store float %386, ptr %s, align 4
  %387 = load float, ptr %s, align 4
  %388 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %55, ptr %388, align 4
  %389 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %lane.iv
  store float %387, ptr %389, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %390 = mul i64 %373, 8
  %391 = mul i64 %390, 2
  %392 = getelementptr i8, ptr %15, i64 %391
  %393 = add i64 %390, 8
  %394 = icmp sle i64 %393, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x21, align 16
  br i1 %394, label %full.then22, label %full.else23

ld.end:                                           ; preds = %full.end24, %lsum.body
  %395 = load <8 x i16>, ptr %xs, align 16
  %396 = zext <8 x i16> %395 to <8 x i32>
  %397 = shl <8 x i32> %396, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %398 = bitcast <8 x i32> %397 to <8 x float>
  %399 = load <8 x float>, ptr %sacc, align 32
  %400 = load <8 x float>, ptr %tacc, align 32
  %401 = fsub <8 x float> %398, %.splat
  %402 = call <8 x float> @llvm.fma.v8f32(<8 x float> %401, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %403 = fsub <8 x float> %402, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %404 = call <8 x float> @llvm.fma.v8f32(<8 x float> %403, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %401)
  %405 = call <8 x float> @llvm.fma.v8f32(<8 x float> %403, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %404)
  %406 = fmul <8 x float> %405, %405
  %407 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %405, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %408 = call <8 x float> @llvm.fma.v8f32(<8 x float> %407, <8 x float> %405, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %409 = call <8 x float> @llvm.fma.v8f32(<8 x float> %408, <8 x float> %405, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %410 = call <8 x float> @llvm.fma.v8f32(<8 x float> %409, <8 x float> %405, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %411 = call <8 x float> @llvm.fma.v8f32(<8 x float> %410, <8 x float> %405, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %412 = call <8 x float> @llvm.fma.v8f32(<8 x float> %411, <8 x float> %406, <8 x float> %405)
  %413 = fadd <8 x float> %412, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %414 = bitcast <8 x float> %402 to <8 x i32>
  %415 = add <8 x i32> %414, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %416 = shl <8 x i32> %415, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %417 = bitcast <8 x i32> %416 to <8 x float>
  %418 = fmul <8 x float> %413, %417
  %419 = fcmp olt <8 x float> %401, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %420 = select <8 x i1> %419, <8 x float> zeroinitializer, <8 x float> %418
  %421 = fadd <8 x float> %399, %420
  store <8 x float> %421, ptr %sacc, align 32
  store <8 x float> %400, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then22:                                      ; preds = %ld.then
  %422 = load <8 x i16>, ptr %392, align 2, !invariant.load !0
  store <8 x i16> %422, ptr %x21, align 16
  br label %full.end24

full.else23:                                      ; preds = %ld.then
  %423 = sub i64 %21, 1
  %424 = add i64 %390, 0
  %425 = icmp slt i64 %424, %21
  %426 = select i1 %425, i64 %424, i64 %423
  %427 = mul i64 %426, 2
  %428 = getelementptr i8, ptr %15, i64 %427
  %429 = load i16, ptr %428, align 2, !invariant.load !0
  %430 = select i1 %425, i16 %429, i16 -128
  %431 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %430, i64 0
  %432 = add i64 %390, 1
  %433 = icmp slt i64 %432, %21
  %434 = select i1 %433, i64 %432, i64 %423
  %435 = mul i64 %434, 2
  %436 = getelementptr i8, ptr %15, i64 %435
  %437 = load i16, ptr %436, align 2, !invariant.load !0
  %438 = select i1 %433, i16 %437, i16 -128
  %439 = insertelement <8 x i16> %431, i16 %438, i64 1
  %440 = add i64 %390, 2
  %441 = icmp slt i64 %440, %21
  %442 = select i1 %441, i64 %440, i64 %423
  %443 = mul i64 %442, 2
  %444 = getelementptr i8, ptr %15, i64 %443
  %445 = load i16, ptr %444, align 2, !invariant.load !0
  %446 = select i1 %441, i16 %445, i16 -128
  %447 = insertelement <8 x i16> %439, i16 %446, i64 2
  %448 = add i64 %390, 3
  %449 = icmp slt i64 %448, %21
  %450 = select i1 %449, i64 %448, i64 %423
  %451 = mul i64 %450, 2
  %452 = getelementptr i8, ptr %15, i64 %451
  %453 = load i16, ptr %452, align 2, !invariant.load !0
  %454 = select i1 %449, i16 %453, i16 -128
  %455 = insertelement <8 x i16> %447, i16 %454, i64 3
  %456 = add i64 %390, 4
  %457 = icmp slt i64 %456, %21
  %458 = select i1 %457, i64 %456, i64 %423
  %459 = mul i64 %458, 2
  %460 = getelementptr i8, ptr %15, i64 %459
  %461 = load i16, ptr %460, align 2, !invariant.load !0
  %462 = select i1 %457, i16 %461, i16 -128
  %463 = insertelement <8 x i16> %455, i16 %462, i64 4
  %464 = add i64 %390, 5
  %465 = icmp slt i64 %464, %21
  %466 = select i1 %465, i64 %464, i64 %423
  %467 = mul i64 %466, 2
  %468 = getelementptr i8, ptr %15, i64 %467
  %469 = load i16, ptr %468, align 2, !invariant.load !0
  %470 = select i1 %465, i16 %469, i16 -128
  %471 = insertelement <8 x i16> %463, i16 %470, i64 5
  %472 = add i64 %390, 6
  %473 = icmp slt i64 %472, %21
  %474 = select i1 %473, i64 %472, i64 %423
  %475 = mul i64 %474, 2
  %476 = getelementptr i8, ptr %15, i64 %475
  %477 = load i16, ptr %476, align 2, !invariant.load !0
  %478 = select i1 %473, i16 %477, i16 -128
  %479 = insertelement <8 x i16> %471, i16 %478, i64 6
  %480 = add i64 %390, 7
  %481 = icmp slt i64 %480, %21
  %482 = select i1 %481, i64 %480, i64 %423
  %483 = mul i64 %482, 2
  %484 = getelementptr i8, ptr %15, i64 %483
  %485 = load i16, ptr %484, align 2, !invariant.load !0
  %486 = select i1 %481, i16 %485, i16 -128
  %487 = insertelement <8 x i16> %479, i16 %486, i64 7
  store <8 x i16> %487, ptr %x21, align 16
  br label %full.end24

full.end24:                                       ; preds = %full.else23, %full.then22
  %488 = load <8 x i16>, ptr %x21, align 16
  store <8 x i16> %488, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %489 = icmp slt i64 %tree.iv, 5
  br i1 %489, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %490 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %491 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %492 = load float, ptr %491, align 4
  %493 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 0
  %494 = load float, ptr %493, align 4
  store float %492, ptr %res.m, align 4
  store float %494, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %495 = icmp slt i64 %tree.lane.iv, %490
  br i1 %495, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %496 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %497 = load float, ptr %496, align 4
  %498 = add i64 %tree.lane.iv, %490
  %499 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %498
  %500 = load float, ptr %499, align 4
  %501 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %tree.lane.iv
  %502 = load float, ptr %501, align 4
  %503 = add i64 %tree.lane.iv, %490
  %504 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %503
  %505 = load float, ptr %504, align 4
  %506 = fadd float %502, %505
  %507 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %497, ptr %507, align 4
  %508 = getelementptr inbounds [32 x float], ptr %lanes20, i64 0, i64 %tree.lane.iv
  store float %506, ptr %508, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %509 = getelementptr float, ptr %30, i64 0
  %510 = load float, ptr %res.m, align 4
  %511 = fcmp uno float %510, %510
  %512 = select i1 %511, float 0x7FF8000000000000, float %510
  store float %512, ptr %509, align 4
  %513 = getelementptr float, ptr %30, i64 1
  %514 = load float, ptr %res.s, align 4
  %515 = fcmp uno float %514, %514
  %516 = select i1 %515, float 0x7FF8000000000000, float %514
  store float %516, ptr %513, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %517 = icmp eq i64 %item.iv, 0
  %518 = and i1 %517, true
  br i1 %518, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %519 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %519, align 8, !invariant.load !0
  %520 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %521 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %521, align 8, !invariant.load !0
  %522 = getelementptr i64, ptr %520, i64 %row.iv
  %523 = load i64, ptr %522, align 4
  %524 = icmp ne i64 %523, %arg4
  br i1 %524, label %if.then26, label %if.end27

if.end:                                           ; preds = %if.end27, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then26:                                        ; preds = %if.then
  %525 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %525, align 8, !invariant.load !0
  %526 = getelementptr i64, ptr %520, i64 %row.iv
  %527 = load i64, ptr %526, align 4
  %528 = sub i64 %527, %arg5
  %529 = getelementptr inbounds i64, ptr %0, i64 6
  %arg628 = load i64, ptr %529, align 8, !invariant.load !0
  %530 = icmp slt i64 %528, %arg628
  %531 = icmp sge i64 %528, 0
  %532 = and i1 %531, %530
  br i1 %532, label %if.then29, label %if.end30

if.end27:                                         ; preds = %if.end30, %if.then
  %533 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %533, align 8, !invariant.load !0
  %534 = inttoptr i64 %arg10 to ptr
  %535 = getelementptr float, ptr %534, i64 %row.iv
  %536 = load float, ptr %tl, align 4
  %537 = fcmp uno float %536, %536
  %538 = select i1 %537, float 0x7FF8000000000000, float %536
  store float %538, ptr %535, align 4
  br label %if.end

if.then29:                                        ; preds = %if.then26
  %539 = mul i64 %528, 2
  %540 = getelementptr i8, ptr %12, i64 %539
  %541 = load i16, ptr %540, align 2, !invariant.load !0
  %542 = zext i16 %541 to i32
  %543 = shl i32 %542, 16
  %544 = bitcast i32 %543 to float
  store float %544, ptr %tl, align 4
  br label %if.end30

if.end30:                                         ; preds = %if.then29, %if.then26
  br label %if.end27
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
