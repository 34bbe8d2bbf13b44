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

item.head:                                        ; preds = %if.end46, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end46 ]
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
  %71 = add i64 %10, 0
  %72 = icmp slt i64 %71, %arg71
  br i1 %72, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %73 = mul i64 %row.iv, %arg5
  %74 = add i64 %73, %71
  %75 = getelementptr i16, ptr %69, i64 %74
  %76 = load i16, ptr %75, align 2
  %77 = zext i16 %76 to i32
  %78 = getelementptr inbounds i64, ptr %0, i64 4
  %arg42 = load i64, ptr %78, align 8, !invariant.load !0
  %79 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %79, align 8, !invariant.load !0
  %80 = sub i64 %arg10, %arg42
  %81 = getelementptr i8, ptr %75, i64 %80
  %82 = load i16, ptr %81, align 2
  %83 = zext i16 %82 to i32
  %84 = shl i32 %77, 16
  %85 = or i32 %84, %83
  %86 = bitcast i32 %85 to float
  %87 = load <8 x float>, ptr %acc, align 32
  %88 = insertelement <8 x float> %87, float %86, i64 0
  store <8 x float> %88, ptr %acc, align 32
  br label %if.end

if.end:                                           ; preds = %if.then, %item.body
  %89 = add i64 %10, 1
  %90 = icmp slt i64 %89, %arg71
  br i1 %90, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end
  %91 = mul i64 %row.iv, %arg5
  %92 = add i64 %91, %89
  %93 = getelementptr i16, ptr %69, i64 %92
  %94 = load i16, ptr %93, align 2
  %95 = zext i16 %94 to i32
  %96 = getelementptr inbounds i64, ptr %0, i64 4
  %arg45 = load i64, ptr %96, align 8, !invariant.load !0
  %97 = getelementptr inbounds i64, ptr %0, i64 10
  %arg106 = load i64, ptr %97, align 8, !invariant.load !0
  %98 = sub i64 %arg106, %arg45
  %99 = getelementptr i8, ptr %93, i64 %98
  %100 = load i16, ptr %99, align 2
  %101 = zext i16 %100 to i32
  %102 = shl i32 %95, 16
  %103 = or i32 %102, %101
  %104 = bitcast i32 %103 to float
  %105 = load <8 x float>, ptr %acc, align 32
  %106 = insertelement <8 x float> %105, float %104, i64 1
  store <8 x float> %106, ptr %acc, align 32
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %if.end
  %107 = add i64 %10, 2
  %108 = icmp slt i64 %107, %arg71
  br i1 %108, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end4
  %109 = mul i64 %row.iv, %arg5
  %110 = add i64 %109, %107
  %111 = getelementptr i16, ptr %69, i64 %110
  %112 = load i16, ptr %111, align 2
  %113 = zext i16 %112 to i32
  %114 = getelementptr inbounds i64, ptr %0, i64 4
  %arg49 = load i64, ptr %114, align 8, !invariant.load !0
  %115 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1010 = load i64, ptr %115, align 8, !invariant.load !0
  %116 = sub i64 %arg1010, %arg49
  %117 = getelementptr i8, ptr %111, i64 %116
  %118 = load i16, ptr %117, align 2
  %119 = zext i16 %118 to i32
  %120 = shl i32 %113, 16
  %121 = or i32 %120, %119
  %122 = bitcast i32 %121 to float
  %123 = load <8 x float>, ptr %acc, align 32
  %124 = insertelement <8 x float> %123, float %122, i64 2
  store <8 x float> %124, ptr %acc, align 32
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %if.end4
  %125 = add i64 %10, 3
  %126 = icmp slt i64 %125, %arg71
  br i1 %126, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end8
  %127 = mul i64 %row.iv, %arg5
  %128 = add i64 %127, %125
  %129 = getelementptr i16, ptr %69, i64 %128
  %130 = load i16, ptr %129, align 2
  %131 = zext i16 %130 to i32
  %132 = getelementptr inbounds i64, ptr %0, i64 4
  %arg413 = load i64, ptr %132, align 8, !invariant.load !0
  %133 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1014 = load i64, ptr %133, align 8, !invariant.load !0
  %134 = sub i64 %arg1014, %arg413
  %135 = getelementptr i8, ptr %129, i64 %134
  %136 = load i16, ptr %135, align 2
  %137 = zext i16 %136 to i32
  %138 = shl i32 %131, 16
  %139 = or i32 %138, %137
  %140 = bitcast i32 %139 to float
  %141 = load <8 x float>, ptr %acc, align 32
  %142 = insertelement <8 x float> %141, float %140, i64 3
  store <8 x float> %142, ptr %acc, align 32
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end8
  %143 = add i64 %10, 4
  %144 = icmp slt i64 %143, %arg71
  br i1 %144, label %if.then15, label %if.end16

if.then15:                                        ; preds = %if.end12
  %145 = mul i64 %row.iv, %arg5
  %146 = add i64 %145, %143
  %147 = getelementptr i16, ptr %69, i64 %146
  %148 = load i16, ptr %147, align 2
  %149 = zext i16 %148 to i32
  %150 = getelementptr inbounds i64, ptr %0, i64 4
  %arg417 = load i64, ptr %150, align 8, !invariant.load !0
  %151 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1018 = load i64, ptr %151, align 8, !invariant.load !0
  %152 = sub i64 %arg1018, %arg417
  %153 = getelementptr i8, ptr %147, i64 %152
  %154 = load i16, ptr %153, align 2
  %155 = zext i16 %154 to i32
  %156 = shl i32 %149, 16
  %157 = or i32 %156, %155
  %158 = bitcast i32 %157 to float
  %159 = load <8 x float>, ptr %acc, align 32
  %160 = insertelement <8 x float> %159, float %158, i64 4
  store <8 x float> %160, ptr %acc, align 32
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %if.end12
  %161 = add i64 %10, 5
  %162 = icmp slt i64 %161, %arg71
  br i1 %162, label %if.then19, label %if.end20

if.then19:                                        ; preds = %if.end16
  %163 = mul i64 %row.iv, %arg5
  %164 = add i64 %163, %161
  %165 = getelementptr i16, ptr %69, i64 %164
  %166 = load i16, ptr %165, align 2
  %167 = zext i16 %166 to i32
  %168 = getelementptr inbounds i64, ptr %0, i64 4
  %arg421 = load i64, ptr %168, align 8, !invariant.load !0
  %169 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1022 = load i64, ptr %169, align 8, !invariant.load !0
  %170 = sub i64 %arg1022, %arg421
  %171 = getelementptr i8, ptr %165, i64 %170
  %172 = load i16, ptr %171, align 2
  %173 = zext i16 %172 to i32
  %174 = shl i32 %167, 16
  %175 = or i32 %174, %173
  %176 = bitcast i32 %175 to float
  %177 = load <8 x float>, ptr %acc, align 32
  %178 = insertelement <8 x float> %177, float %176, i64 5
  store <8 x float> %178, ptr %acc, align 32
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %if.end16
  %179 = add i64 %10, 6
  %180 = icmp slt i64 %179, %arg71
  br i1 %180, label %if.then23, label %if.end24

if.then23:                                        ; preds = %if.end20
  %181 = mul i64 %row.iv, %arg5
  %182 = add i64 %181, %179
  %183 = getelementptr i16, ptr %69, i64 %182
  %184 = load i16, ptr %183, align 2
  %185 = zext i16 %184 to i32
  %186 = getelementptr inbounds i64, ptr %0, i64 4
  %arg425 = load i64, ptr %186, align 8, !invariant.load !0
  %187 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1026 = load i64, ptr %187, align 8, !invariant.load !0
  %188 = sub i64 %arg1026, %arg425
  %189 = getelementptr i8, ptr %183, i64 %188
  %190 = load i16, ptr %189, align 2
  %191 = zext i16 %190 to i32
  %192 = shl i32 %185, 16
  %193 = or i32 %192, %191
  %194 = bitcast i32 %193 to float
  %195 = load <8 x float>, ptr %acc, align 32
  %196 = insertelement <8 x float> %195, float %194, i64 6
  store <8 x float> %196, ptr %acc, align 32
  br label %if.end24

if.end24:                                         ; preds = %if.then23, %if.end20
  %197 = add i64 %10, 7
  %198 = icmp slt i64 %197, %arg71
  br i1 %198, label %if.then27, label %if.end28

if.then27:                                        ; preds = %if.end24
  %199 = mul i64 %row.iv, %arg5
  %200 = add i64 %199, %197
  %201 = getelementptr i16, ptr %69, i64 %200
  %202 = load i16, ptr %201, align 2
  %203 = zext i16 %202 to i32
  %204 = getelementptr inbounds i64, ptr %0, i64 4
  %arg429 = load i64, ptr %204, align 8, !invariant.load !0
  %205 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1030 = load i64, ptr %205, align 8, !invariant.load !0
  %206 = sub i64 %arg1030, %arg429
  %207 = getelementptr i8, ptr %201, i64 %206
  %208 = load i16, ptr %207, align 2
  %209 = zext i16 %208 to i32
  %210 = shl i32 %203, 16
  %211 = or i32 %210, %209
  %212 = bitcast i32 %211 to float
  %213 = load <8 x float>, ptr %acc, align 32
  %214 = insertelement <8 x float> %213, float %212, i64 7
  store <8 x float> %214, ptr %acc, align 32
  br label %if.end28

if.end28:                                         ; preds = %if.then27, %if.end24
  %215 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %215, align 8, !invariant.load !0
  br label %h.head

h.head:                                           ; preds = %h.body, %if.end28
  %h.iv = phi i64 [ 0, %if.end28 ], [ %h.next, %h.body ]
  %216 = icmp slt i64 %h.iv, %arg8
  br i1 %216, label %h.body, label %h.exit

h.body:                                           ; preds = %h.head
  %217 = getelementptr i16, ptr %19, i64 %h.iv
  %218 = load i16, ptr %217, align 2
  %219 = zext i16 %218 to i32
  %220 = shl i32 %219, 16
  %221 = bitcast i32 %220 to float
  %222 = getelementptr i16, ptr %25, i64 %h.iv
  %223 = load i16, ptr %222, align 2
  %224 = zext i16 %223 to i32
  %225 = shl i32 %224, 16
  %226 = bitcast i32 %225 to float
  %227 = insertelement <8 x float> poison, float %226, i64 0
  %228 = getelementptr i16, ptr %31, i64 %h.iv
  %229 = load i16, ptr %228, align 2
  %230 = zext i16 %229 to i32
  %231 = shl i32 %230, 16
  %232 = bitcast i32 %231 to float
  %233 = insertelement <8 x float> %227, float %232, i64 1
  %234 = getelementptr i16, ptr %37, i64 %h.iv
  %235 = load i16, ptr %234, align 2
  %236 = zext i16 %235 to i32
  %237 = shl i32 %236, 16
  %238 = bitcast i32 %237 to float
  %239 = insertelement <8 x float> %233, float %238, i64 2
  %240 = getelementptr i16, ptr %43, i64 %h.iv
  %241 = load i16, ptr %240, align 2
  %242 = zext i16 %241 to i32
  %243 = shl i32 %242, 16
  %244 = bitcast i32 %243 to float
  %245 = insertelement <8 x float> %239, float %244, i64 3
  %246 = getelementptr i16, ptr %49, i64 %h.iv
  %247 = load i16, ptr %246, align 2
  %248 = zext i16 %247 to i32
  %249 = shl i32 %248, 16
  %250 = bitcast i32 %249 to float
  %251 = insertelement <8 x float> %245, float %250, i64 4
  %252 = getelementptr i16, ptr %55, i64 %h.iv
  %253 = load i16, ptr %252, align 2
  %254 = zext i16 %253 to i32
  %255 = shl i32 %254, 16
  %256 = bitcast i32 %255 to float
  %257 = insertelement <8 x float> %251, float %256, i64 5
  %258 = getelementptr i16, ptr %61, i64 %h.iv
  %259 = load i16, ptr %258, align 2
  %260 = zext i16 %259 to i32
  %261 = shl i32 %260, 16
  %262 = bitcast i32 %261 to float
  %263 = insertelement <8 x float> %257, float %262, i64 6
  %264 = getelementptr i16, ptr %67, i64 %h.iv
  %265 = load i16, ptr %264, align 2
  %266 = zext i16 %265 to i32
  %267 = shl i32 %266, 16
  %268 = bitcast i32 %267 to float
  %269 = insertelement <8 x float> %263, float %268, i64 7
  %270 = load <8 x float>, ptr %acc, align 32
  %.splatinsert = insertelement <8 x float> poison, float %221, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %271 = call <8 x float> @llvm.fma.v8f32(<8 x float> %.splat, <8 x float> %269, <8 x float> %270)
  store <8 x float> %271, ptr %acc, align 32
  %h.next = add nsw i64 %h.iv, 1
  br label %h.head

h.exit:                                           ; preds = %h.head
  %272 = load <8 x float>, ptr %acc, align 32
  %273 = add i64 %10, 0
  %274 = icmp slt i64 %273, %arg71
  br i1 %274, label %if.then31, label %if.end32

if.then31:                                        ; preds = %h.exit
  %275 = mul i64 %row.iv, %arg5
  %276 = add i64 %275, %273
  %277 = getelementptr i16, ptr %69, i64 %276
  %278 = extractelement <8 x float> %272, i64 0
  %279 = fcmp uno float %278, %278
  %280 = fcmp uno float %278, %278
  %281 = select i1 %280, float 0x7FF8000000000000, float %278
  %282 = bitcast float %281 to i32
  %283 = lshr i32 %282, 16
  %284 = and i32 %283, 1
  %285 = add i32 %284, 32767
  %286 = add i32 %282, %285
  %287 = lshr i32 %286, 16
  %288 = lshr i32 %282, 16
  %289 = or i32 %288, 64
  %290 = fcmp uno float %281, %281
  %291 = select i1 %290, i32 %289, i32 %287
  %292 = trunc i32 %291 to i16
  store i16 %292, ptr %277, align 2
  br label %if.end32

if.end32:                                         ; preds = %if.then31, %h.exit
  %293 = add i64 %10, 1
  %294 = icmp slt i64 %293, %arg71
  br i1 %294, label %if.then33, label %if.end34

if.then33:                                        ; preds = %if.end32
  %295 = mul i64 %row.iv, %arg5
  %296 = add i64 %295, %293
  %297 = getelementptr i16, ptr %69, i64 %296
  %298 = extractelement <8 x float> %272, i64 1
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
  store i16 %312, ptr %297, align 2
  br label %if.end34

if.end34:                                         ; preds = %if.then33, %if.end32
  %313 = add i64 %10, 2
  %314 = icmp slt i64 %313, %arg71
  br i1 %314, label %if.then35, label %if.end36

if.then35:                                        ; preds = %if.end34
  %315 = mul i64 %row.iv, %arg5
  %316 = add i64 %315, %313
  %317 = getelementptr i16, ptr %69, i64 %316
  %318 = extractelement <8 x float> %272, i64 2
  %319 = fcmp uno float %318, %318
  %320 = fcmp uno float %318, %318
  %321 = select i1 %320, float 0x7FF8000000000000, float %318
  %322 = bitcast float %321 to i32
  %323 = lshr i32 %322, 16
  %324 = and i32 %323, 1
  %325 = add i32 %324, 32767
  %326 = add i32 %322, %325
  %327 = lshr i32 %326, 16
  %328 = lshr i32 %322, 16
  %329 = or i32 %328, 64
  %330 = fcmp uno float %321, %321
  %331 = select i1 %330, i32 %329, i32 %327
  %332 = trunc i32 %331 to i16
  store i16 %332, ptr %317, align 2
  br label %if.end36

if.end36:                                         ; preds = %if.then35, %if.end34
  %333 = add i64 %10, 3
  %334 = icmp slt i64 %333, %arg71
  br i1 %334, label %if.then37, label %if.end38

if.then37:                                        ; preds = %if.end36
  %335 = mul i64 %row.iv, %arg5
  %336 = add i64 %335, %333
  %337 = getelementptr i16, ptr %69, i64 %336
  %338 = extractelement <8 x float> %272, i64 3
  %339 = fcmp uno float %338, %338
  %340 = fcmp uno float %338, %338
  %341 = select i1 %340, float 0x7FF8000000000000, float %338
  %342 = bitcast float %341 to i32
  %343 = lshr i32 %342, 16
  %344 = and i32 %343, 1
  %345 = add i32 %344, 32767
  %346 = add i32 %342, %345
  %347 = lshr i32 %346, 16
  %348 = lshr i32 %342, 16
  %349 = or i32 %348, 64
  %350 = fcmp uno float %341, %341
  %351 = select i1 %350, i32 %349, i32 %347
  %352 = trunc i32 %351 to i16
  store i16 %352, ptr %337, align 2
  br label %if.end38

if.end38:                                         ; preds = %if.then37, %if.end36
  %353 = add i64 %10, 4
  %354 = icmp slt i64 %353, %arg71
  br i1 %354, label %if.then39, label %if.end40

if.then39:                                        ; preds = %if.end38
  %355 = mul i64 %row.iv, %arg5
  %356 = add i64 %355, %353
  %357 = getelementptr i16, ptr %69, i64 %356
  %358 = extractelement <8 x float> %272, i64 4
  %359 = fcmp uno float %358, %358
  %360 = fcmp uno float %358, %358
  %361 = select i1 %360, float 0x7FF8000000000000, float %358
  %362 = bitcast float %361 to i32
  %363 = lshr i32 %362, 16
  %364 = and i32 %363, 1
  %365 = add i32 %364, 32767
  %366 = add i32 %362, %365
  %367 = lshr i32 %366, 16
  %368 = lshr i32 %362, 16
  %369 = or i32 %368, 64
  %370 = fcmp uno float %361, %361
  %371 = select i1 %370, i32 %369, i32 %367
  %372 = trunc i32 %371 to i16
  store i16 %372, ptr %357, align 2
  br label %if.end40

if.end40:                                         ; preds = %if.then39, %if.end38
  %373 = add i64 %10, 5
  %374 = icmp slt i64 %373, %arg71
  br i1 %374, label %if.then41, label %if.end42

if.then41:                                        ; preds = %if.end40
  %375 = mul i64 %row.iv, %arg5
  %376 = add i64 %375, %373
  %377 = getelementptr i16, ptr %69, i64 %376
  %378 = extractelement <8 x float> %272, i64 5
  %379 = fcmp uno float %378, %378
  %380 = fcmp uno float %378, %378
  %381 = select i1 %380, float 0x7FF8000000000000, float %378
  %382 = bitcast float %381 to i32
  %383 = lshr i32 %382, 16
  %384 = and i32 %383, 1
  %385 = add i32 %384, 32767
  %386 = add i32 %382, %385
  %387 = lshr i32 %386, 16
  %388 = lshr i32 %382, 16
  %389 = or i32 %388, 64
  %390 = fcmp uno float %381, %381
  %391 = select i1 %390, i32 %389, i32 %387
  %392 = trunc i32 %391 to i16
  store i16 %392, ptr %377, align 2
  br label %if.end42

if.end42:                                         ; preds = %if.then41, %if.end40
  %393 = add i64 %10, 6
  %394 = icmp slt i64 %393, %arg71
  br i1 %394, label %if.then43, label %if.end44

if.then43:                                        ; preds = %if.end42
  %395 = mul i64 %row.iv, %arg5
  %396 = add i64 %395, %393
  %397 = getelementptr i16, ptr %69, i64 %396
  %398 = extractelement <8 x float> %272, i64 6
  %399 = fcmp uno float %398, %398
  %400 = fcmp uno float %398, %398
  %401 = select i1 %400, float 0x7FF8000000000000, float %398
  %402 = bitcast float %401 to i32
  %403 = lshr i32 %402, 16
  %404 = and i32 %403, 1
  %405 = add i32 %404, 32767
  %406 = add i32 %402, %405
  %407 = lshr i32 %406, 16
  %408 = lshr i32 %402, 16
  %409 = or i32 %408, 64
  %410 = fcmp uno float %401, %401
  %411 = select i1 %410, i32 %409, i32 %407
  %412 = trunc i32 %411 to i16
  store i16 %412, ptr %397, align 2
  br label %if.end44

if.end44:                                         ; preds = %if.then43, %if.end42
  %413 = add i64 %10, 7
  %414 = icmp slt i64 %413, %arg71
  br i1 %414, label %if.then45, label %if.end46

if.then45:                                        ; preds = %if.end44
  %415 = mul i64 %row.iv, %arg5
  %416 = add i64 %415, %413
  %417 = getelementptr i16, ptr %69, i64 %416
  %418 = extractelement <8 x float> %272, i64 7
  %419 = fcmp uno float %418, %418
  %420 = fcmp uno float %418, %418
  %421 = select i1 %420, float 0x7FF8000000000000, float %418
  %422 = bitcast float %421 to i32
  %423 = lshr i32 %422, 16
  %424 = and i32 %423, 1
  %425 = add i32 %424, 32767
  %426 = add i32 %422, %425
  %427 = lshr i32 %426, 16
  %428 = lshr i32 %422, 16
  %429 = or i32 %428, 64
  %430 = fcmp uno float %421, %421
  %431 = select i1 %430, i32 %429, i32 %427
  %432 = trunc i32 %431 to i16
  store i16 %432, ptr %417, align 2
  br label %if.end46

if.end46:                                         ; preds = %if.then45, %if.end44
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
