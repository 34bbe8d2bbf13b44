; golden IR for tests/codegen/golden_test.cpp (a bf16 grad_weight's last block: the halves' sums rounded)
; regenerate: scripts/update-golden.sh
; spec: kind=lm_head;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16;acc=1;split=1
source_filename = "logpjit.lm_head"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_lm_head(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %acc = alloca <8 x float>, align 32
  %3 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %3, align 8, !invariant.load !0
  %4 = add i64 %arg7, 7
  %5 = lshr i64 %4, 3
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %6 = icmp slt i64 %row.iv, %2
  br i1 %6, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end31, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end31 ]
  %7 = icmp slt i64 %item.iv, %5
  br i1 %7, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %8 = getelementptr inbounds i64, ptr %0, i64 7
  %arg71 = load i64, ptr %8, align 8, !invariant.load !0
  %9 = sub i64 %arg71, 1
  %10 = mul i64 %item.iv, 8
  %11 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %11, align 8, !invariant.load !0
  %12 = inttoptr i64 %arg0 to ptr
  %13 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %13, align 8, !invariant.load !0
  %14 = inttoptr i64 %arg2 to ptr
  %15 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %15, align 8, !invariant.load !0
  %16 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = mul i64 %row.iv, %arg1
  %18 = add i64 %17, 0
  %19 = getelementptr i16, ptr %12, i64 %18
  %20 = add i64 %10, 0
  %21 = icmp slt i64 %20, %9
  %22 = select i1 %21, i64 %20, i64 %9
  %23 = mul i64 %22, %arg3
  %24 = add i64 %23, 0
  %25 = getelementptr i16, ptr %14, i64 %24
  %26 = add i64 %10, 1
  %27 = icmp slt i64 %26, %9
  %28 = select i1 %27, i64 %26, i64 %9
  %29 = mul i64 %28, %arg3
  %30 = add i64 %29, 0
  %31 = getelementptr i16, ptr %14, i64 %30
  %32 = add i64 %10, 2
  %33 = icmp slt i64 %32, %9
  %34 = select i1 %33, i64 %32, i64 %9
  %35 = mul i64 %34, %arg3
  %36 = add i64 %35, 0
  %37 = getelementptr i16, ptr %14, i64 %36
  %38 = add i64 %10, 3
  %39 = icmp slt i64 %38, %9
  %40 = select i1 %39, i64 %38, i64 %9
  %41 = mul i64 %40, %arg3
  %42 = add i64 %41, 0
  %43 = getelementptr i16, ptr %14, i64 %42
  %44 = add i64 %10, 4
  %45 = icmp slt i64 %44, %9
  %46 = select i1 %45, i64 %44, i64 %9
  %47 = mul i64 %46, %arg3
  %48 = add i64 %47, 0
  %49 = getelementptr i16, ptr %14, i64 %48
  %50 = add i64 %10, 5
  %51 = icmp slt i64 %50, %9
  %52 = select i1 %51, i64 %50, i64 %9
  %53 = mul i64 %52, %arg3
  %54 = add i64 %53, 0
  %55 = getelementptr i16, ptr %14, i64 %54
  %56 = add i64 %10, 6
  %57 = icmp slt i64 %56, %9
  %58 = select i1 %57, i64 %56, i64 %9
  %59 = mul i64 %58, %arg3
  %60 = add i64 %59, 0
  %61 = getelementptr i16, ptr %14, i64 %60
  %62 = add i64 %10, 7
  %63 = icmp slt i64 %62, %9
  %64 = select i1 %63, i64 %62, i64 %9
  %65 = mul i64 %64, %arg3
  %66 = add i64 %65, 0
  %67 = getelementptr i16, ptr %14, i64 %66
  store <8 x float> zeroinitializer, ptr %acc, align 32
  %68 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %68, align 8, !invariant.load !0
  %69 = inttoptr i64 %arg4 to ptr
  %70 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %70, align 8, !invariant.load !0
  %71 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %71, align 8, !invariant.load !0
  %72 = inttoptr i64 %arg10 to ptr
  %73 = add i64 %10, 0
  %74 = icmp slt i64 %73, %arg71
  br i1 %74, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %75 = mul i64 %row.iv, %arg5
  %76 = add i64 %75, %73
  %77 = getelementptr i16, ptr %69, i64 %76
  %78 = mul i64 %row.iv, %arg5
  %79 = add i64 %78, %73
  %80 = getelementptr i16, ptr %72, i64 %79
  %81 = load i16, ptr %77, align 2
  %82 = zext i16 %81 to i32
  %83 = load i16, ptr %80, align 2
  %84 = zext i16 %83 to i32
  %85 = shl i32 %82, 16
  %86 = or i32 %85, %84
  %87 = bitcast i32 %86 to float
  %88 = load <8 x float>, ptr %acc, align 32
  %89 = insertelement <8 x float> %88, float %87, i64 0
  store <8 x float> %89, ptr %acc, align 32
  br label %if.end

if.end:                                           ; preds = %if.then, %item.body
  %90 = add i64 %10, 1
  %91 = icmp slt i64 %90, %arg71
  br i1 %91, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %92 = mul i64 %row.iv, %arg5
  %93 = add i64 %92, %90
  %94 = getelementptr i16, ptr %69, i64 %93
  %95 = mul i64 %row.iv, %arg5
  %96 = add i64 %95, %90
  %97 = getelementptr i16, ptr %72, i64 %96
  %98 = load i16, ptr %94, align 2
  %99 = zext i16 %98 to i32
  %100 = load i16, ptr %97, align 2
  %101 = zext i16 %100 to i32
  %102 = shl i32 %99, 16
  %103 = or i32 %102, %101
  %104 = bitcast i32 %103 to float
  %105 = load <8 x float>, ptr %acc, align 32
  %106 = insertelement <8 x float> %105, float %104, i64 1
  store <8 x float> %106, ptr %acc, align 32
  br label %if.end3

if.end3:                                          ; preds = %if.then2, %if.end
  %107 = add i64 %10, 2
  %108 = icmp slt i64 %107, %arg71
  br i1 %108, label %if.then4, label %if.end5

if.then4:                                         ; preds = %if.end3
  %109 = mul i64 %row.iv, %arg5
  %110 = add i64 %109, %107
  %111 = getelementptr i16, ptr %69, i64 %110
  %112 = mul i64 %row.iv, %arg5
  %113 = add i64 %112, %107
  %114 = getelementptr i16, ptr %72, i64 %113
  %115 = load i16, ptr %111, align 2
  %116 = zext i16 %115 to i32
  %117 = load i16, ptr %114, align 2
  %118 = zext i16 %117 to i32
  %119 = shl i32 %116, 16
  %120 = or i32 %119, %118
  %121 = bitcast i32 %120 to float
  %122 = load <8 x float>, ptr %acc, align 32
  %123 = insertelement <8 x float> %122, float %121, i64 2
  store <8 x float> %123, ptr %acc, align 32
  br label %if.end5

if.end5:                                          ; preds = %if.then4, %if.end3
  %124 = add i64 %10, 3
  %125 = icmp slt i64 %124, %arg71
  br i1 %125, label %if.then6, label %if.end7

if.then6:                                         ; preds = %if.end5
  %126 = mul i64 %row.iv, %arg5
  %127 = add i64 %126, %124
  %128 = getelementptr i16, ptr %69, i64 %127
  %129 = mul i64 %row.iv, %arg5
  %130 = add i64 %129, %124
  %131 = getelementptr i16, ptr %72, i64 %130
  %132 = load i16, ptr %128, align 2
  %133 = zext i16 %132 to i32
  %134 = load i16, ptr %131, align 2
  %135 = zext i16 %134 to i32
  %136 = shl i32 %133, 16
  %137 = or i32 %136, %135
  %138 = bitcast i32 %137 to float
  %139 = load <8 x float>, ptr %acc, align 32
  %140 = insertelement <8 x float> %139, float %138, i64 3
  store <8 x float> %140, ptr %acc, align 32
  br label %if.end7

if.end7:                                          ; preds = %if.then6, %if.end5
  %141 = add i64 %10, 4
  %142 = icmp slt i64 %141, %arg71
  br i1 %142, label %if.then8, label %if.end9

if.then8:                                         ; preds = %if.end7
  %143 = mul i64 %row.iv, %arg5
  %144 = add i64 %143, %141
  %145 = getelementptr i16, ptr %69, i64 %144
  %146 = mul i64 %row.iv, %arg5
  %147 = add i64 %146, %141
  %148 = getelementptr i16, ptr %72, i64 %147
  %149 = load i16, ptr %145, align 2
  %150 = zext i16 %149 to i32
  %151 = load i16, ptr %148, align 2
  %152 = zext i16 %151 to i32
  %153 = shl i32 %150, 16
  %154 = or i32 %153, %152
  %155 = bitcast i32 %154 to float
  %156 = load <8 x float>, ptr %acc, align 32
  %157 = insertelement <8 x float> %156, float %155, i64 4
  store <8 x float> %157, ptr %acc, align 32
  br label %if.end9

if.end9:                                          ; preds = %if.then8, %if.end7
  %158 = add i64 %10, 5
  %159 = icmp slt i64 %158, %arg71
  br i1 %159, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end9
  %160 = mul i64 %row.iv, %arg5
  %161 = add i64 %160, %158
  %162 = getelementptr i16, ptr %69, i64 %161
  %163 = mul i64 %row.iv, %arg5
  %164 = add i64 %163, %158
  %165 = getelementptr i16, ptr %72, i64 %164
  %166 = load i16, ptr %162, align 2
  %167 = zext i16 %166 to i32
  %168 = load i16, ptr %165, align 2
  %169 = zext i16 %168 to i32
  %170 = shl i32 %167, 16
  %171 = or i32 %170, %169
  %172 = bitcast i32 %171 to float
  %173 = load <8 x float>, ptr %acc, align 32
  %174 = insertelement <8 x float> %173, float %172, i64 5
  store <8 x float> %174, ptr %acc, align 32
  br label %if.end11

if.end11:                                         ; preds = %if.then10, %if.end9
  %175 = add i64 %10, 6
  %176 = icmp slt i64 %175, %arg71
  br i1 %176, label %if.then12, label %if.end13

if.then12:                                        ; preds = %if.end11
  %177 = mul i64 %row.iv, %arg5
  %178 = add i64 %177, %175
  %179 = getelementptr i16, ptr %69, i64 %178
  %180 = mul i64 %row.iv, %arg5
  %181 = add i64 %180, %175
  %182 = getelementptr i16, ptr %72, i64 %181
  %183 = load i16, ptr %179, align 2
  %184 = zext i16 %183 to i32
  %185 = load i16, ptr %182, align 2
  %186 = zext i16 %185 to i32
  %187 = shl i32 %184, 16
  %188 = or i32 %187, %186
  %189 = bitcast i32 %188 to float
  %190 = load <8 x float>, ptr %acc, align 32
  %191 = insertelement <8 x float> %190, float %189, i64 6
  store <8 x float> %191, ptr %acc, align 32
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end11
  %192 = add i64 %10, 7
  %193 = icmp slt i64 %192, %arg71
  br i1 %193, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end13
  %194 = mul i64 %row.iv, %arg5
  %195 = add i64 %194, %192
  %196 = getelementptr i16, ptr %69, i64 %195
  %197 = mul i64 %row.iv, %arg5
  %198 = add i64 %197, %192
  %199 = getelementptr i16, ptr %72, i64 %198
  %200 = load i16, ptr %196, align 2
  %201 = zext i16 %200 to i32
  %202 = load i16, ptr %199, align 2
  %203 = zext i16 %202 to i32
  %204 = shl i32 %201, 16
  %205 = or i32 %204, %203
  %206 = bitcast i32 %205 to float
  %207 = load <8 x float>, ptr %acc, align 32
  %208 = insertelement <8 x float> %207, float %206, i64 7
  store <8 x float> %208, ptr %acc, align 32
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.end13
  %209 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %209, align 8, !invariant.load !0
  br label %h.head

h.head:                                           ; preds = %h.body, %if.end15
  %h.iv = phi i64 [ 0, %if.end15 ], [ %h.next, %h.body ]
  %210 = icmp slt i64 %h.iv, %arg8
  br i1 %210, label %h.body, label %h.exit

h.body:                                           ; preds = %h.head
  %211 = getelementptr i16, ptr %19, i64 %h.iv
  %212 = load i16, ptr %211, align 2
  %213 = zext i16 %212 to i32
  %214 = shl i32 %213, 16
  %215 = bitcast i32 %214 to float
  %216 = getelementptr i16, ptr %25, i64 %h.iv
  %217 = load i16, ptr %216, align 2
  %218 = zext i16 %217 to i32
  %219 = shl i32 %218, 16
  %220 = bitcast i32 %219 to float
  %221 = insertelement <8 x float> poison, float %220, i64 0
  %222 = getelementptr i16, ptr %31, i64 %h.iv
  %223 = load i16, ptr %222, align 2
  %224 = zext i16 %223 to i32
  %225 = shl i32 %224, 16
  %226 = bitcast i32 %225 to float
  %227 = insertelement <8 x float> %221, float %226, i64 1
  %228 = getelementptr i16, ptr %37, i64 %h.iv
  %229 = load i16, ptr %228, align 2
  %230 = zext i16 %229 to i32
  %231 = shl i32 %230, 16
  %232 = bitcast i32 %231 to float
  %233 = insertelement <8 x float> %227, float %232, i64 2
  %234 = getelementptr i16, ptr %43, i64 %h.iv
  %235 = load i16, ptr %234, align 2
  %236 = zext i16 %235 to i32
  %237 = shl i32 %236, 16
  %238 = bitcast i32 %237 to float
  %239 = insertelement <8 x float> %233, float %238, i64 3
  %240 = getelementptr i16, ptr %49, i64 %h.iv
  %241 = load i16, ptr %240, align 2
  %242 = zext i16 %241 to i32
  %243 = shl i32 %242, 16
  %244 = bitcast i32 %243 to float
  %245 = insertelement <8 x float> %239, float %244, i64 4
  %246 = getelementptr i16, ptr %55, i64 %h.iv
  %247 = load i16, ptr %246, align 2
  %248 = zext i16 %247 to i32
  %249 = shl i32 %248, 16
  %250 = bitcast i32 %249 to float
  %251 = insertelement <8 x float> %245, float %250, i64 5
  %252 = getelementptr i16, ptr %61, i64 %h.iv
  %253 = load i16, ptr %252, align 2
  %254 = zext i16 %253 to i32
  %255 = shl i32 %254, 16
  %256 = bitcast i32 %255 to float
  %257 = insertelement <8 x float> %251, float %256, i64 6
  %258 = getelementptr i16, ptr %67, i64 %h.iv
  %259 = load i16, ptr %258, align 2
  %260 = zext i16 %259 to i32
  %261 = shl i32 %260, 16
  %262 = bitcast i32 %261 to float
  %263 = insertelement <8 x float> %257, float %262, i64 7
  %264 = load <8 x float>, ptr %acc, align 32
  %.splatinsert = insertelement <8 x float> poison, float %215, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %265 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat, <8 x float> %263, <8 x float> %264)
  store <8 x float> %265, ptr %acc, align 32
  %h.next = add nsw i64 %h.iv, 1
  br label %h.head

h.exit:                                           ; preds = %h.head
  %266 = load <8 x float>, ptr %acc, align 32
  %267 = add i64 %10, 0
  %268 = icmp slt i64 %267, %arg71
  br i1 %268, label %if.then16, label %if.end17

if.then16:                                        ; preds = %h.exit
  %269 = mul i64 %row.iv, %arg5
  %270 = add i64 %269, %267
  %271 = getelementptr i16, ptr %69, i64 %270
  %272 = mul i64 %row.iv, %arg5
  %273 = add i64 %272, %267
  %274 = getelementptr i16, ptr %72, i64 %273
  %275 = extractelement <8 x float> %266, i64 0
  %276 = fcmp uno float %275, %275
  %277 = fcmp uno float %275, %275
  %278 = select i1 %277, float 0x7FF8000000000000, float %275
  %279 = bitcast float %278 to i32
  %280 = lshr i32 %279, 16
  %281 = and i32 %280, 1
  %282 = add i32 %281, 32767
  %283 = add i32 %279, %282
  %284 = lshr i32 %283, 16
  %285 = lshr i32 %279, 16
  %286 = or i32 %285, 64
  %287 = fcmp uno float %278, %278
  %288 = select i1 %287, i32 %286, i32 %284
  %289 = trunc i32 %288 to i16
  store i16 %289, ptr %271, align 2
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %h.exit
  %290 = add i64 %10, 1
  %291 = icmp slt i64 %290, %arg71
  br i1 %291, label %if.then18, label %if.end19

if.then18:                                        ; preds = %if.end17
  %292 = mul i64 %row.iv, %arg5
  %293 = add i64 %292, %290
  %294 = getelementptr i16, ptr %69, i64 %293
  %295 = mul i64 %row.iv, %arg5
  %296 = add i64 %295, %290
  %297 = getelementptr i16, ptr %72, i64 %296
  %298 = extractelement <8 x float> %266, i64 1
  %299 = fcmp uno float %298, %298
  %300 = fcmp uno float %298, %298
  %301 = select i1 %300, float 0x7FF8000000000000, float %298
  %302 = bitcast float %301 to i32
  %303 = lshr i32 %302, 16
  %304 = and i32 %303, 1
  %305 = add i32 %304, 32767
  %306 = add i32 %302, %305
  %307 = lshr i32 %306, 16
  %308 = lshr i32 %302, 16
  %309 = or i32 %308, 64
  %310 = fcmp uno float %301, %301
  %311 = select i1 %310, i32 %309, i32 %307
  %312 = trunc i32 %311 to i16
  store i16 %312, ptr %294, align 2
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %if.end17
  %313 = add i64 %10, 2
  %314 = icmp slt i64 %313, %arg71
  br i1 %314, label %if.then20, label %if.end21

if.then20:                                        ; preds = %if.end19
  %315 = mul i64 %row.iv, %arg5
  %316 = add i64 %315, %313
  %317 = getelementptr i16, ptr %69, i64 %316
  %318 = mul i64 %row.iv, %arg5
  %319 = add i64 %318, %313
  %320 = getelementptr i16, ptr %72, i64 %319
  %321 = extractelement <8 x float> %266, i64 2
  %322 = fcmp uno float %321, %321
  %323 = fcmp uno float %321, %321
  %324 = select i1 %323, float 0x7FF8000000000000, float %321
  %325 = bitcast float %324 to i32
  %326 = lshr i32 %325, 16
  %327 = and i32 %326, 1
  %328 = add i32 %327, 32767
  %329 = add i32 %325, %328
  %330 = lshr i32 %329, 16
  %331 = lshr i32 %325, 16
  %332 = or i32 %331, 64
  %333 = fcmp uno float %324, %324
  %334 = select i1 %333, i32 %332, i32 %330
  %335 = trunc i32 %334 to i16
  store i16 %335, ptr %317, align 2
  br label %if.end21

if.end21:                                         ; preds = %if.then20, %if.end19
  %336 = add i64 %10, 3
  %337 = icmp slt i64 %336, %arg71
  br i1 %337, label %if.then22, label %if.end23

if.then22:                                        ; preds = %if.end21
  %338 = mul i64 %row.iv, %arg5
  %339 = add i64 %338, %336
  %340 = getelementptr i16, ptr %69, i64 %339
  %341 = mul i64 %row.iv, %arg5
  %342 = add i64 %341, %336
  %343 = getelementptr i16, ptr %72, i64 %342
  %344 = extractelement <8 x float> %266, i64 3
  %345 = fcmp uno float %344, %344
  %346 = fcmp uno float %344, %344
  %347 = select i1 %346, float 0x7FF8000000000000, float %344
  %348 = bitcast float %347 to i32
  %349 = lshr i32 %348, 16
  %350 = and i32 %349, 1
  %351 = add i32 %350, 32767
  %352 = add i32 %348, %351
  %353 = lshr i32 %352, 16
  %354 = lshr i32 %348, 16
  %355 = or i32 %354, 64
  %356 = fcmp uno float %347, %347
  %357 = select i1 %356, i32 %355, i32 %353
  %358 = trunc i32 %357 to i16
  store i16 %358, ptr %340, align 2
  br label %if.end23

if.end23:                                         ; preds = %if.then22, %if.end21
  %359 = add i64 %10, 4
  %360 = icmp slt i64 %359, %arg71
  br i1 %360, label %if.then24, label %if.end25

if.then24:                                        ; preds = %if.end23
  %361 = mul i64 %row.iv, %arg5
  %362 = add i64 %361, %359
  %363 = getelementptr i16, ptr %69, i64 %362
  %364 = mul i64 %row.iv, %arg5
  %365 = add i64 %364, %359
  %366 = getelementptr i16, ptr %72, i64 %365
  %367 = extractelement <8 x float> %266, i64 4
  %368 = fcmp uno float %367, %367
  %369 = fcmp uno float %367, %367
  %370 = select i1 %369, float 0x7FF8000000000000, float %367
  %371 = bitcast float %370 to i32
  %372 = lshr i32 %371, 16
  %373 = and i32 %372, 1
  %374 = add i32 %373, 32767
  %375 = add i32 %371, %374
  %376 = lshr i32 %375, 16
  %377 = lshr i32 %371, 16
  %378 = or i32 %377, 64
  %379 = fcmp uno float %370, %370
  %380 = select i1 %379, i32 %378, i32 %376
  %381 = trunc i32 %380 to i16
  store i16 %381, ptr %363, align 2
  br label %if.end25

if.end25:                                         ; preds = %if.then24, %if.end23
  %382 = add i64 %10, 5
  %383 = icmp slt i64 %382, %arg71
  br i1 %383, label %if.then26, label %if.end27

if.then26:                                        ; preds = %if.end25
  %384 = mul i64 %row.iv, %arg5
  %385 = add i64 %384, %382
  %386 = getelementptr i16, ptr %69, i64 %385
  %387 = mul i64 %row.iv, %arg5
  %388 = add i64 %387, %382
  %389 = getelementptr i16, ptr %72, i64 %388
  %390 = extractelement <8 x float> %266, i64 5
  %391 = fcmp uno float %390, %390
  %392 = fcmp uno float %390, %390
  %393 = select i1 %392, float 0x7FF8000000000000, float %390
  %394 = bitcast float %393 to i32
  %395 = lshr i32 %394, 16
  %396 = and i32 %395, 1
  %397 = add i32 %396, 32767
  %398 = add i32 %394, %397
  %399 = lshr i32 %398, 16
  %400 = lshr i32 %394, 16
  %401 = or i32 %400, 64
  %402 = fcmp uno float %393, %393
  %403 = select i1 %402, i32 %401, i32 %399
  %404 = trunc i32 %403 to i16
  store i16 %404, ptr %386, align 2
  br label %if.end27

if.end27:                                         ; preds = %if.then26, %if.end25
  %405 = add i64 %10, 6
  %406 = icmp slt i64 %405, %arg71
  br i1 %406, label %if.then28, label %if.end29

if.then28:                                        ; preds = %if.end27
  %407 = mul i64 %row.iv, %arg5
  %408 = add i64 %407, %405
  %409 = getelementptr i16, ptr %69, i64 %408
  %410 = mul i64 %row.iv, %arg5
  %411 = add i64 %410, %405
  %412 = getelementptr i16, ptr %72, i64 %411
  %413 = extractelement <8 x float> %266, i64 6
  %414 = fcmp uno float %413, %413
  %415 = fcmp uno float %413, %413
  %416 = select i1 %415, float 0x7FF8000000000000, float %413
  %417 = bitcast float %416 to i32
  %418 = lshr i32 %417, 16
  %419 = and i32 %418, 1
  %420 = add i32 %419, 32767
  %421 = add i32 %417, %420
  %422 = lshr i32 %421, 16
  %423 = lshr i32 %417, 16
  %424 = or i32 %423, 64
  %425 = fcmp uno float %416, %416
  %426 = select i1 %425, i32 %424, i32 %422
  %427 = trunc i32 %426 to i16
  store i16 %427, ptr %409, align 2
  br label %if.end29

if.end29:                                         ; preds = %if.then28, %if.end27
  %428 = add i64 %10, 7
  %429 = icmp slt i64 %428, %arg71
  br i1 %429, label %if.then30, label %if.end31

if.then30:                                        ; preds = %if.end29
  %430 = mul i64 %row.iv, %arg5
  %431 = add i64 %430, %428
  %432 = getelementptr i16, ptr %69, i64 %431
  %433 = mul i64 %row.iv, %arg5
  %434 = add i64 %433, %428
  %435 = getelementptr i16, ptr %72, i64 %434
  %436 = extractelement <8 x float> %266, i64 7
  %437 = fcmp uno float %436, %436
  %438 = fcmp uno float %436, %436
  %439 = select i1 %438, float 0x7FF8000000000000, float %436
  %440 = bitcast float %439 to i32
  %441 = lshr i32 %440, 16
  %442 = and i32 %441, 1
  %443 = add i32 %442, 32767
  %444 = add i32 %440, %443
  %445 = lshr i32 %444, 16
  %446 = lshr i32 %440, 16
  %447 = or i32 %446, 64
  %448 = fcmp uno float %439, %439
  %449 = select i1 %448, i32 %447, i32 %445
  %450 = trunc i32 %449 to i16
  store i16 %450, ptr %432, align 2
  br label %if.end31

if.end31:                                         ; preds = %if.then30, %if.end29
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
