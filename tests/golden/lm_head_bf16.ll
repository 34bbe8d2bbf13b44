; golden IR for tests/codegen/golden_test.cpp (the LM head's fp32 FMA chains (host order))
; regenerate: scripts/update-golden.sh
; spec: kind=lm_head;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
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

item.head:                                        ; preds = %if.end15, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end15 ]
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
  %71 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %71, align 8, !invariant.load !0
  br label %h.head

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

h.head:                                           ; preds = %h.body, %item.body
  %h.iv = phi i64 [ 0, %item.body ], [ %h.next, %h.body ]
  %72 = icmp slt i64 %h.iv, %arg8
  br i1 %72, label %h.body, label %h.exit

h.body:                                           ; preds = %h.head
  %73 = getelementptr i16, ptr %19, i64 %h.iv
  %74 = load i16, ptr %73, align 2
  %75 = zext i16 %74 to i32
  %76 = shl i32 %75, 16
  %77 = bitcast i32 %76 to float
  %78 = getelementptr i16, ptr %25, i64 %h.iv
  %79 = load i16, ptr %78, align 2
  %80 = zext i16 %79 to i32
  %81 = shl i32 %80, 16
  %82 = bitcast i32 %81 to float
  %83 = insertelement <8 x float> poison, float %82, i64 0
  %84 = getelementptr i16, ptr %31, i64 %h.iv
  %85 = load i16, ptr %84, align 2
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, 16
  %88 = bitcast i32 %87 to float
  %89 = insertelement <8 x float> %83, float %88, i64 1
  %90 = getelementptr i16, ptr %37, i64 %h.iv
  %91 = load i16, ptr %90, align 2
  %92 = zext i16 %91 to i32
  %93 = shl i32 %92, 16
  %94 = bitcast i32 %93 to float
  %95 = insertelement <8 x float> %89, float %94, i64 2
  %96 = getelementptr i16, ptr %43, i64 %h.iv
  %97 = load i16, ptr %96, align 2
  %98 = zext i16 %97 to i32
  %99 = shl i32 %98, 16
  %100 = bitcast i32 %99 to float
  %101 = insertelement <8 x float> %95, float %100, i64 3
  %102 = getelementptr i16, ptr %49, i64 %h.iv
  %103 = load i16, ptr %102, align 2
  %104 = zext i16 %103 to i32
  %105 = shl i32 %104, 16
  %106 = bitcast i32 %105 to float
  %107 = insertelement <8 x float> %101, float %106, i64 4
  %108 = getelementptr i16, ptr %55, i64 %h.iv
  %109 = load i16, ptr %108, align 2
  %110 = zext i16 %109 to i32
  %111 = shl i32 %110, 16
  %112 = bitcast i32 %111 to float
  %113 = insertelement <8 x float> %107, float %112, i64 5
  %114 = getelementptr i16, ptr %61, i64 %h.iv
  %115 = load i16, ptr %114, align 2
  %116 = zext i16 %115 to i32
  %117 = shl i32 %116, 16
  %118 = bitcast i32 %117 to float
  %119 = insertelement <8 x float> %113, float %118, i64 6
  %120 = getelementptr i16, ptr %67, i64 %h.iv
  %121 = load i16, ptr %120, align 2
  %122 = zext i16 %121 to i32
  %123 = shl i32 %122, 16
  %124 = bitcast i32 %123 to float
  %125 = insertelement <8 x float> %119, float %124, i64 7
  %126 = load <8 x float>, ptr %acc, align 32
  %.splatinsert = insertelement <8 x float> poison, float %77, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %127 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat, <8 x float> %125, <8 x float> %126)
  store <8 x float> %127, ptr %acc, align 32
  %h.next = add nsw i64 %h.iv, 1
  br label %h.head

h.exit:                                           ; preds = %h.head
  %128 = load <8 x float>, ptr %acc, align 32
  %129 = add i64 %10, 0
  %130 = icmp slt i64 %129, %arg71
  br i1 %130, label %if.then, label %if.end

if.then:                                          ; preds = %h.exit
  %131 = mul i64 %row.iv, %arg5
  %132 = add i64 %131, %129
  %133 = getelementptr i16, ptr %69, i64 %132
  %134 = extractelement <8 x float> %128, i64 0
  %135 = fcmp uno float %134, %134
  %136 = fcmp uno float %134, %134
  %137 = select i1 %136, float 0x7FF8000000000000, float %134
  %138 = bitcast float %137 to i32
  %139 = lshr i32 %138, 16
  %140 = and i32 %139, 1
  %141 = add i32 %140, 32767
  %142 = add i32 %138, %141
  %143 = lshr i32 %142, 16
  %144 = lshr i32 %138, 16
  %145 = or i32 %144, 64
  %146 = fcmp uno float %137, %137
  %147 = select i1 %146, i32 %145, i32 %143
  %148 = trunc i32 %147 to i16
  store i16 %148, ptr %133, align 2
  br label %if.end

if.end:                                           ; preds = %if.then, %h.exit
  %149 = add i64 %10, 1
  %150 = icmp slt i64 %149, %arg71
  br i1 %150, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %151 = mul i64 %row.iv, %arg5
  %152 = add i64 %151, %149
  %153 = getelementptr i16, ptr %69, i64 %152
  %154 = extractelement <8 x float> %128, i64 1
  %155 = fcmp uno float %154, %154
  %156 = fcmp uno float %154, %154
  %157 = select i1 %156, float 0x7FF8000000000000, float %154
  %158 = bitcast float %157 to i32
  %159 = lshr i32 %158, 16
  %160 = and i32 %159, 1
  %161 = add i32 %160, 32767
  %162 = add i32 %158, %161
  %163 = lshr i32 %162, 16
  %164 = lshr i32 %158, 16
  %165 = or i32 %164, 64
  %166 = fcmp uno float %157, %157
  %167 = select i1 %166, i32 %165, i32 %163
  %168 = trunc i32 %167 to i16
  store i16 %168, ptr %153, align 2
  br label %if.end3

if.end3:                                          ; preds = %if.then2, %if.end
  %169 = add i64 %10, 2
  %170 = icmp slt i64 %169, %arg71
  br i1 %170, label %if.then4, label %if.end5

if.then4:                                         ; preds = %if.end3
  %171 = mul i64 %row.iv, %arg5
  %172 = add i64 %171, %169
  %173 = getelementptr i16, ptr %69, i64 %172
  %174 = extractelement <8 x float> %128, i64 2
  %175 = fcmp uno float %174, %174
  %176 = fcmp uno float %174, %174
  %177 = select i1 %176, float 0x7FF8000000000000, float %174
  %178 = bitcast float %177 to i32
  %179 = lshr i32 %178, 16
  %180 = and i32 %179, 1
  %181 = add i32 %180, 32767
  %182 = add i32 %178, %181
  %183 = lshr i32 %182, 16
  %184 = lshr i32 %178, 16
  %185 = or i32 %184, 64
  %186 = fcmp uno float %177, %177
  %187 = select i1 %186, i32 %185, i32 %183
  %188 = trunc i32 %187 to i16
  store i16 %188, ptr %173, align 2
  br label %if.end5

if.end5:                                          ; preds = %if.then4, %if.end3
  %189 = add i64 %10, 3
  %190 = icmp slt i64 %189, %arg71
  br i1 %190, label %if.then6, label %if.end7

if.then6:                                         ; preds = %if.end5
  %191 = mul i64 %row.iv, %arg5
  %192 = add i64 %191, %189
  %193 = getelementptr i16, ptr %69, i64 %192
  %194 = extractelement <8 x float> %128, i64 3
  %195 = fcmp uno float %194, %194
  %196 = fcmp uno float %194, %194
  %197 = select i1 %196, float 0x7FF8000000000000, float %194
  %198 = bitcast float %197 to i32
  %199 = lshr i32 %198, 16
  %200 = and i32 %199, 1
  %201 = add i32 %200, 32767
  %202 = add i32 %198, %201
  %203 = lshr i32 %202, 16
  %204 = lshr i32 %198, 16
  %205 = or i32 %204, 64
  %206 = fcmp uno float %197, %197
  %207 = select i1 %206, i32 %205, i32 %203
  %208 = trunc i32 %207 to i16
  store i16 %208, ptr %193, align 2
  br label %if.end7

if.end7:                                          ; preds = %if.then6, %if.end5
  %209 = add i64 %10, 4
  %210 = icmp slt i64 %209, %arg71
  br i1 %210, label %if.then8, label %if.end9

if.then8:                                         ; preds = %if.end7
  %211 = mul i64 %row.iv, %arg5
  %212 = add i64 %211, %209
  %213 = getelementptr i16, ptr %69, i64 %212
  %214 = extractelement <8 x float> %128, i64 4
  %215 = fcmp uno float %214, %214
  %216 = fcmp uno float %214, %214
  %217 = select i1 %216, float 0x7FF8000000000000, float %214
  %218 = bitcast float %217 to i32
  %219 = lshr i32 %218, 16
  %220 = and i32 %219, 1
  %221 = add i32 %220, 32767
  %222 = add i32 %218, %221
  %223 = lshr i32 %222, 16
  %224 = lshr i32 %218, 16
  %225 = or i32 %224, 64
  %226 = fcmp uno float %217, %217
  %227 = select i1 %226, i32 %225, i32 %223
  %228 = trunc i32 %227 to i16
  store i16 %228, ptr %213, align 2
  br label %if.end9

if.end9:                                          ; preds = %if.then8, %if.end7
  %229 = add i64 %10, 5
  %230 = icmp slt i64 %229, %arg71
  br i1 %230, label %if.then10, label %if.end11

if.then10:                                        ; preds = %if.end9
  %231 = mul i64 %row.iv, %arg5
  %232 = add i64 %231, %229
  %233 = getelementptr i16, ptr %69, i64 %232
  %234 = extractelement <8 x float> %128, i64 5
  %235 = fcmp uno float %234, %234
  %236 = fcmp uno float %234, %234
  %237 = select i1 %236, float 0x7FF8000000000000, float %234
  %238 = bitcast float %237 to i32
  %239 = lshr i32 %238, 16
  %240 = and i32 %239, 1
  %241 = add i32 %240, 32767
  %242 = add i32 %238, %241
  %243 = lshr i32 %242, 16
  %244 = lshr i32 %238, 16
  %245 = or i32 %244, 64
  %246 = fcmp uno float %237, %237
  %247 = select i1 %246, i32 %245, i32 %243
  %248 = trunc i32 %247 to i16
  store i16 %248, ptr %233, align 2
  br label %if.end11

if.end11:                                         ; preds = %if.then10, %if.end9
  %249 = add i64 %10, 6
  %250 = icmp slt i64 %249, %arg71
  br i1 %250, label %if.then12, label %if.end13

if.then12:                                        ; preds = %if.end11
  %251 = mul i64 %row.iv, %arg5
  %252 = add i64 %251, %249
  %253 = getelementptr i16, ptr %69, i64 %252
  %254 = extractelement <8 x float> %128, i64 6
  %255 = fcmp uno float %254, %254
  %256 = fcmp uno float %254, %254
  %257 = select i1 %256, float 0x7FF8000000000000, float %254
  %258 = bitcast float %257 to i32
  %259 = lshr i32 %258, 16
  %260 = and i32 %259, 1
  %261 = add i32 %260, 32767
  %262 = add i32 %258, %261
  %263 = lshr i32 %262, 16
  %264 = lshr i32 %258, 16
  %265 = or i32 %264, 64
  %266 = fcmp uno float %257, %257
  %267 = select i1 %266, i32 %265, i32 %263
  %268 = trunc i32 %267 to i16
  store i16 %268, ptr %253, align 2
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.end11
  %269 = add i64 %10, 7
  %270 = icmp slt i64 %269, %arg71
  br i1 %270, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end13
  %271 = mul i64 %row.iv, %arg5
  %272 = add i64 %271, %269
  %273 = getelementptr i16, ptr %69, i64 %272
  %274 = extractelement <8 x float> %128, i64 7
  %275 = fcmp uno float %274, %274
  %276 = fcmp uno float %274, %274
  %277 = select i1 %276, float 0x7FF8000000000000, float %274
  %278 = bitcast float %277 to i32
  %279 = lshr i32 %278, 16
  %280 = and i32 %279, 1
  %281 = add i32 %280, 32767
  %282 = add i32 %278, %281
  %283 = lshr i32 %282, 16
  %284 = lshr i32 %278, 16
  %285 = or i32 %284, 64
  %286 = fcmp uno float %277, %277
  %287 = select i1 %286, i32 %285, i32 %283
  %288 = trunc i32 %287 to i16
  store i16 %288, ptr %273, align 2
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.end13
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
