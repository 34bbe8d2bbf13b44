; golden IR for tests/codegen/golden_test.cpp (sm_90's topk_select: a block per row, the merge in warp 0)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=sm_90;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "nvptx64-nvidia-cuda"

@block_shared = internal addrspace(3) global [6740 x i8] undef, align 16

; Function Attrs: nounwind
define void @logpjit_topk_select(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21) #0 {
entry:
  %last642 = alloca i64, align 8
  %best630 = alloca i64, align 8
  %prev629 = alloca i64, align 8
  %cn = alloca i64, align 8
  %cslot587 = alloca i64, align 8
  %cslot586 = alloca i64, align 8
  %cslot585 = alloca i64, align 8
  %cslot584 = alloca i64, align 8
  %cslot583 = alloca i64, align 8
  %cslot582 = alloca i64, align 8
  %cslot581 = alloca i64, align 8
  %cslot = alloca i64, align 8
  %last580 = alloca i64, align 8
  %gcopy579 = alloca i64, align 8
  %gcopy578 = alloca i64, align 8
  %gcopy577 = alloca i64, align 8
  %gcopy576 = alloca i64, align 8
  %gcopy575 = alloca i64, align 8
  %gcopy574 = alloca i64, align 8
  %gcopy573 = alloca i64, align 8
  %gcopy = alloca i64, align 8
  %best = alloca i64, align 8
  %prev = alloca i64, align 8
  %theta = alloca i32, align 4
  %gn = alloca i64, align 8
  %gslot556 = alloca i64, align 8
  %gslot555 = alloca i64, align 8
  %gslot554 = alloca i64, align 8
  %gslot553 = alloca i64, align 8
  %gslot552 = alloca i64, align 8
  %gslot551 = alloca i64, align 8
  %gslot550 = alloca i64, align 8
  %gslot = alloca i64, align 8
  %last = alloca i64, align 8
  %gtop549 = alloca i64, align 8
  %gtop = alloca i64, align 8
  %above546 = alloca i64, align 8
  %exactabove = alloca i64, align 8
  %above538 = alloca i64, align 8
  %nantiles = alloca i64, align 8
  %place520 = alloca i64, align 8
  %place294 = alloca i32, align 4
  %total = alloca float, align 4
  %reached = alloca i1, align 1
  %place277 = alloca i64, align 8
  %place = alloca i32, align 4
  %exact = alloca i64, align 8
  %above68 = alloca i64, align 8
  %sorted = alloca i64, align 8
  %sorted32 = alloca i32, align 4
  %cachedmax = alloca i32, align 4
  %cached31 = alloca i32, align 4
  %cached30 = alloca i32, align 4
  %cached29 = alloca i32, align 4
  %cached28 = alloca i32, align 4
  %cached27 = alloca i32, align 4
  %cached26 = alloca i32, align 4
  %cached25 = alloca i32, align 4
  %cached24 = alloca i32, align 4
  %cached23 = alloca i32, align 4
  %cached22 = alloca i32, align 4
  %cached21 = alloca i32, align 4
  %cached20 = alloca i32, align 4
  %cached19 = alloca i32, align 4
  %cached18 = alloca i32, align 4
  %cached17 = alloca i32, align 4
  %cached = alloca i32, align 4
  %nan = alloca i64, align 8
  %mx = alloca i64, align 8
  %above = alloca i64, align 8
  %logp = alloca float, align 4
  %U = alloca float, align 4
  %S = alloca float, align 4
  %M = alloca float, align 4
  %lse = alloca float, align 4
  %22 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext i32 %22 to i64
  %24 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = zext i32 %24 to i64
  %26 = icmp slt i64 %25, %17
  br i1 %26, label %unit.then, label %unit.end

unit.then:                                        ; preds = %entry
  %27 = and i64 %23, 31
  %28 = lshr i64 %23, 5
  %29 = inttoptr i64 %2 to ptr
  %30 = getelementptr i64, ptr %29, i64 %25
  %31 = load i64, ptr %30, align 4
  %32 = icmp ne i64 %31, %4
  %33 = mul i64 %25, 20
  %34 = inttoptr i64 %13 to ptr
  %35 = getelementptr i64, ptr %34, i64 %33
  %36 = mul i64 %25, 20
  %37 = inttoptr i64 %14 to ptr
  %38 = getelementptr float, ptr %37, i64 %36
  %39 = inttoptr i64 %15 to ptr
  %40 = getelementptr i64, ptr %39, i64 %25
  %41 = icmp ne i64 %18, 0
  %42 = icmp eq i64 %23, 0
  %43 = mul i64 %25, %1
  %44 = mul i64 %43, 2
  %45 = inttoptr i64 %0 to ptr
  %46 = getelementptr i8, ptr %45, i64 %44
  %47 = sdiv i64 %5, 2374
  %48 = mul i64 %47, 32
  %49 = mul i64 %25, %48
  %50 = inttoptr i64 %11 to ptr
  %51 = getelementptr i32, ptr %50, i64 %49
  %52 = inttoptr i64 %10 to ptr
  %53 = getelementptr float, ptr %52, i64 %25
  %54 = load float, ptr %53, align 4
  %55 = add i64 %23, 0
  %56 = icmp slt i64 %55, %48
  %57 = select i1 %56, i64 %55, i64 0
  %58 = getelementptr i32, ptr %51, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = add i64 %23, 128
  %61 = icmp slt i64 %60, %48
  %62 = select i1 %61, i64 %60, i64 0
  %63 = getelementptr i32, ptr %51, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = add i64 %23, 256
  %66 = icmp slt i64 %65, %48
  %67 = select i1 %66, i64 %65, i64 0
  %68 = getelementptr i32, ptr %51, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = add i64 %23, 384
  %71 = icmp slt i64 %70, %48
  %72 = select i1 %71, i64 %70, i64 0
  %73 = getelementptr i32, ptr %51, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = add i64 %23, 512
  %76 = icmp slt i64 %75, %48
  %77 = select i1 %76, i64 %75, i64 0
  %78 = getelementptr i32, ptr %51, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = add i64 %23, 640
  %81 = icmp slt i64 %80, %48
  %82 = select i1 %81, i64 %80, i64 0
  %83 = getelementptr i32, ptr %51, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = add i64 %23, 768
  %86 = icmp slt i64 %85, %48
  %87 = select i1 %86, i64 %85, i64 0
  %88 = getelementptr i32, ptr %51, i64 %87
  %89 = load i32, ptr %88, align 4
  %90 = add i64 %23, 896
  %91 = icmp slt i64 %90, %48
  %92 = select i1 %91, i64 %90, i64 0
  %93 = getelementptr i32, ptr %51, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = add i64 %23, 1024
  %96 = icmp slt i64 %95, %48
  %97 = select i1 %96, i64 %95, i64 0
  %98 = getelementptr i32, ptr %51, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = add i64 %23, 1152
  %101 = icmp slt i64 %100, %48
  %102 = select i1 %101, i64 %100, i64 0
  %103 = getelementptr i32, ptr %51, i64 %102
  %104 = load i32, ptr %103, align 4
  %105 = add i64 %23, 1280
  %106 = icmp slt i64 %105, %48
  %107 = select i1 %106, i64 %105, i64 0
  %108 = getelementptr i32, ptr %51, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = add i64 %23, 1408
  %111 = icmp slt i64 %110, %48
  %112 = select i1 %111, i64 %110, i64 0
  %113 = getelementptr i32, ptr %51, i64 %112
  %114 = load i32, ptr %113, align 4
  %115 = add i64 %23, 1536
  %116 = icmp slt i64 %115, %48
  %117 = select i1 %116, i64 %115, i64 0
  %118 = getelementptr i32, ptr %51, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = add i64 %23, 1664
  %121 = icmp slt i64 %120, %48
  %122 = select i1 %121, i64 %120, i64 0
  %123 = getelementptr i32, ptr %51, i64 %122
  %124 = load i32, ptr %123, align 4
  %125 = add i64 %23, 1792
  %126 = icmp slt i64 %125, %48
  %127 = select i1 %126, i64 %125, i64 0
  %128 = getelementptr i32, ptr %51, i64 %127
  %129 = load i32, ptr %128, align 4
  %130 = add i64 %23, 1920
  %131 = icmp slt i64 %130, %48
  %132 = select i1 %131, i64 %130, i64 0
  %133 = getelementptr i32, ptr %51, i64 %132
  %134 = load i32, ptr %133, align 4
  store float 0.000000e+00, ptr %lse, align 4
  %135 = xor i1 %41, true
  br i1 %135, label %if.then, label %if.end

unit.end:                                         ; preds = %active.end, %entry
  ret void

if.then:                                          ; preds = %unit.then
  %136 = inttoptr i64 %12 to ptr
  %137 = getelementptr float, ptr %136, i64 %25
  %138 = load float, ptr %137, align 4
  store float %138, ptr %lse, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %unit.then
  %139 = icmp eq i64 %23, 0
  %140 = icmp eq i64 %28, 0
  %141 = and i1 %41, %140
  br i1 %141, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  %142 = inttoptr i64 %8 to ptr
  %143 = sdiv i64 %5, 2374
  %144 = inttoptr i64 %2 to ptr
  %145 = getelementptr i64, ptr %144, i64 %25
  %146 = load i64, ptr %145, align 8
  %147 = inttoptr i64 %10 to ptr
  %148 = mul i64 0, %17
  %149 = add i64 %148, %25
  %150 = getelementptr float, ptr %147, i64 %149
  %151 = load float, ptr %150, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  %152 = and i64 %23, 31
  %153 = mul i64 1, %143
  %154 = add i64 %153, 31
  %155 = udiv i64 %154, 32
  br label %jmax.head

if.end2:                                          ; preds = %if.end14, %if.end
  br i1 %32, label %active.then, label %active.else

jmax.head:                                        ; preds = %jmax.body, %if.then1
  %jmax.iv = phi i64 [ 0, %if.then1 ], [ %jmax.next, %jmax.body ]
  %156 = icmp slt i64 %jmax.iv, %155
  br i1 %156, label %jmax.body, label %jmax.exit

jmax.body:                                        ; preds = %jmax.head
  %157 = mul i64 %jmax.iv, 32
  %158 = add i64 %157, %152
  %159 = icmp ult i64 %158, %153
  %160 = select i1 %159, i64 %158, i64 0
  %161 = udiv i64 %160, %143
  %162 = urem i64 %160, %143
  %163 = mul i64 %jmax.iv, 32
  %164 = sub i64 %153, %163
  %165 = mul i64 %161, %17
  %166 = add i64 %165, %25
  %167 = mul i64 %166, %143
  %168 = add i64 %167, %162
  %169 = mul i64 %168, 2
  %170 = add i64 %169, 0
  %171 = getelementptr float, ptr %142, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = select i1 %159, float %172, float 0xFFF0000000000000
  %174 = load float, ptr %M, align 4
  %175 = call float @llvm.maximum.f32(float %174, float %173)
  store float %175, ptr %M, align 4
  %jmax.next = add nsw i64 %jmax.iv, 1
  br label %jmax.head

jmax.exit:                                        ; preds = %jmax.head
  %176 = load float, ptr %M, align 4
  %177 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %176, i32 16, i32 31)
  %178 = call float @llvm.maximum.f32(float %176, float %177)
  %179 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %178, i32 8, i32 31)
  %180 = call float @llvm.maximum.f32(float %178, float %179)
  %181 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %180, i32 4, i32 31)
  %182 = call float @llvm.maximum.f32(float %180, float %181)
  %183 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %182, i32 2, i32 31)
  %184 = call float @llvm.maximum.f32(float %182, float %183)
  %185 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %184, i32 1, i32 31)
  %186 = call float @llvm.maximum.f32(float %184, float %185)
  store float %186, ptr %M, align 4
  %187 = load float, ptr %M, align 4
  br label %jsum.head

jsum.head:                                        ; preds = %jsum.body, %jmax.exit
  %jsum.iv = phi i64 [ 0, %jmax.exit ], [ %jsum.next, %jsum.body ]
  %188 = icmp slt i64 %jsum.iv, %155
  br i1 %188, label %jsum.body, label %jsum.exit

jsum.body:                                        ; preds = %jsum.head
  %189 = mul i64 %jsum.iv, 32
  %190 = add i64 %189, %152
  %191 = icmp ult i64 %190, %153
  %192 = select i1 %191, i64 %190, i64 0
  %193 = udiv i64 %192, %143
  %194 = urem i64 %192, %143
  %195 = mul i64 %jsum.iv, 32
  %196 = sub i64 %153, %195
  %197 = mul i64 %193, %17
  %198 = add i64 %197, %25
  %199 = mul i64 %198, %143
  %200 = add i64 %199, %194
  %201 = mul i64 %200, 2
  %202 = add i64 %201, 0
  %203 = getelementptr float, ptr %142, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = select i1 %191, float %204, float 0xFFF0000000000000
  %206 = mul i64 %193, %17
  %207 = add i64 %206, %25
  %208 = mul i64 %207, %143
  %209 = add i64 %208, %194
  %210 = mul i64 %209, 2
  %211 = add i64 %210, 1
  %212 = getelementptr float, ptr %142, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = select i1 %191, float %213, float 0.000000e+00
  %215 = fcmp oeq float %205, 0xFFF0000000000000
  %216 = fsub float %205, %187
  %217 = fmul float %216, 0x3FF7154760000000
  %218 = call float @llvm.nvvm.ex2.approx.ftz.f(float %217)
  %219 = select i1 %215, float 0.000000e+00, float %218
  %220 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 0, i32 31)
  %221 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 0, i32 31)
  %222 = load float, ptr %S, align 4
  %223 = call float @llvm.fma.f32(float %221, float %220, float %222)
  store float %223, ptr %S, align 4
  %224 = icmp sgt i64 %196, 1
  %225 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 1, i32 31)
  %226 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 1, i32 31)
  %227 = load float, ptr %S, align 4
  %228 = call float @llvm.fma.f32(float %226, float %225, float %227)
  %229 = select i1 %224, float %228, float %227
  store float %229, ptr %S, align 4
  %230 = icmp sgt i64 %196, 2
  %231 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 2, i32 31)
  %232 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 2, i32 31)
  %233 = load float, ptr %S, align 4
  %234 = call float @llvm.fma.f32(float %232, float %231, float %233)
  %235 = select i1 %230, float %234, float %233
  store float %235, ptr %S, align 4
  %236 = icmp sgt i64 %196, 3
  %237 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 3, i32 31)
  %238 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 3, i32 31)
  %239 = load float, ptr %S, align 4
  %240 = call float @llvm.fma.f32(float %238, float %237, float %239)
  %241 = select i1 %236, float %240, float %239
  store float %241, ptr %S, align 4
  %242 = icmp sgt i64 %196, 4
  %243 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 4, i32 31)
  %244 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 4, i32 31)
  %245 = load float, ptr %S, align 4
  %246 = call float @llvm.fma.f32(float %244, float %243, float %245)
  %247 = select i1 %242, float %246, float %245
  store float %247, ptr %S, align 4
  %248 = icmp sgt i64 %196, 5
  %249 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 5, i32 31)
  %250 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 5, i32 31)
  %251 = load float, ptr %S, align 4
  %252 = call float @llvm.fma.f32(float %250, float %249, float %251)
  %253 = select i1 %248, float %252, float %251
  store float %253, ptr %S, align 4
  %254 = icmp sgt i64 %196, 6
  %255 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 6, i32 31)
  %256 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 6, i32 31)
  %257 = load float, ptr %S, align 4
  %258 = call float @llvm.fma.f32(float %256, float %255, float %257)
  %259 = select i1 %254, float %258, float %257
  store float %259, ptr %S, align 4
  %260 = icmp sgt i64 %196, 7
  %261 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 7, i32 31)
  %262 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 7, i32 31)
  %263 = load float, ptr %S, align 4
  %264 = call float @llvm.fma.f32(float %262, float %261, float %263)
  %265 = select i1 %260, float %264, float %263
  store float %265, ptr %S, align 4
  %266 = icmp sgt i64 %196, 8
  %267 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 8, i32 31)
  %268 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 8, i32 31)
  %269 = load float, ptr %S, align 4
  %270 = call float @llvm.fma.f32(float %268, float %267, float %269)
  %271 = select i1 %266, float %270, float %269
  store float %271, ptr %S, align 4
  %272 = icmp sgt i64 %196, 9
  %273 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 9, i32 31)
  %274 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 9, i32 31)
  %275 = load float, ptr %S, align 4
  %276 = call float @llvm.fma.f32(float %274, float %273, float %275)
  %277 = select i1 %272, float %276, float %275
  store float %277, ptr %S, align 4
  %278 = icmp sgt i64 %196, 10
  %279 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 10, i32 31)
  %280 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 10, i32 31)
  %281 = load float, ptr %S, align 4
  %282 = call float @llvm.fma.f32(float %280, float %279, float %281)
  %283 = select i1 %278, float %282, float %281
  store float %283, ptr %S, align 4
  %284 = icmp sgt i64 %196, 11
  %285 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 11, i32 31)
  %286 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 11, i32 31)
  %287 = load float, ptr %S, align 4
  %288 = call float @llvm.fma.f32(float %286, float %285, float %287)
  %289 = select i1 %284, float %288, float %287
  store float %289, ptr %S, align 4
  %290 = icmp sgt i64 %196, 12
  %291 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 12, i32 31)
  %292 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 12, i32 31)
  %293 = load float, ptr %S, align 4
  %294 = call float @llvm.fma.f32(float %292, float %291, float %293)
  %295 = select i1 %290, float %294, float %293
  store float %295, ptr %S, align 4
  %296 = icmp sgt i64 %196, 13
  %297 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 13, i32 31)
  %298 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 13, i32 31)
  %299 = load float, ptr %S, align 4
  %300 = call float @llvm.fma.f32(float %298, float %297, float %299)
  %301 = select i1 %296, float %300, float %299
  store float %301, ptr %S, align 4
  %302 = icmp sgt i64 %196, 14
  %303 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 14, i32 31)
  %304 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 14, i32 31)
  %305 = load float, ptr %S, align 4
  %306 = call float @llvm.fma.f32(float %304, float %303, float %305)
  %307 = select i1 %302, float %306, float %305
  store float %307, ptr %S, align 4
  %308 = icmp sgt i64 %196, 15
  %309 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 15, i32 31)
  %310 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 15, i32 31)
  %311 = load float, ptr %S, align 4
  %312 = call float @llvm.fma.f32(float %310, float %309, float %311)
  %313 = select i1 %308, float %312, float %311
  store float %313, ptr %S, align 4
  %314 = icmp sgt i64 %196, 16
  %315 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 16, i32 31)
  %316 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 16, i32 31)
  %317 = load float, ptr %S, align 4
  %318 = call float @llvm.fma.f32(float %316, float %315, float %317)
  %319 = select i1 %314, float %318, float %317
  store float %319, ptr %S, align 4
  %320 = icmp sgt i64 %196, 17
  %321 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 17, i32 31)
  %322 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 17, i32 31)
  %323 = load float, ptr %S, align 4
  %324 = call float @llvm.fma.f32(float %322, float %321, float %323)
  %325 = select i1 %320, float %324, float %323
  store float %325, ptr %S, align 4
  %326 = icmp sgt i64 %196, 18
  %327 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 18, i32 31)
  %328 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 18, i32 31)
  %329 = load float, ptr %S, align 4
  %330 = call float @llvm.fma.f32(float %328, float %327, float %329)
  %331 = select i1 %326, float %330, float %329
  store float %331, ptr %S, align 4
  %332 = icmp sgt i64 %196, 19
  %333 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 19, i32 31)
  %334 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 19, i32 31)
  %335 = load float, ptr %S, align 4
  %336 = call float @llvm.fma.f32(float %334, float %333, float %335)
  %337 = select i1 %332, float %336, float %335
  store float %337, ptr %S, align 4
  %338 = icmp sgt i64 %196, 20
  %339 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 20, i32 31)
  %340 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 20, i32 31)
  %341 = load float, ptr %S, align 4
  %342 = call float @llvm.fma.f32(float %340, float %339, float %341)
  %343 = select i1 %338, float %342, float %341
  store float %343, ptr %S, align 4
  %344 = icmp sgt i64 %196, 21
  %345 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 21, i32 31)
  %346 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 21, i32 31)
  %347 = load float, ptr %S, align 4
  %348 = call float @llvm.fma.f32(float %346, float %345, float %347)
  %349 = select i1 %344, float %348, float %347
  store float %349, ptr %S, align 4
  %350 = icmp sgt i64 %196, 22
  %351 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 22, i32 31)
  %352 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 22, i32 31)
  %353 = load float, ptr %S, align 4
  %354 = call float @llvm.fma.f32(float %352, float %351, float %353)
  %355 = select i1 %350, float %354, float %353
  store float %355, ptr %S, align 4
  %356 = icmp sgt i64 %196, 23
  %357 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 23, i32 31)
  %358 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 23, i32 31)
  %359 = load float, ptr %S, align 4
  %360 = call float @llvm.fma.f32(float %358, float %357, float %359)
  %361 = select i1 %356, float %360, float %359
  store float %361, ptr %S, align 4
  %362 = icmp sgt i64 %196, 24
  %363 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 24, i32 31)
  %364 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 24, i32 31)
  %365 = load float, ptr %S, align 4
  %366 = call float @llvm.fma.f32(float %364, float %363, float %365)
  %367 = select i1 %362, float %366, float %365
  store float %367, ptr %S, align 4
  %368 = icmp sgt i64 %196, 25
  %369 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 25, i32 31)
  %370 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 25, i32 31)
  %371 = load float, ptr %S, align 4
  %372 = call float @llvm.fma.f32(float %370, float %369, float %371)
  %373 = select i1 %368, float %372, float %371
  store float %373, ptr %S, align 4
  %374 = icmp sgt i64 %196, 26
  %375 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 26, i32 31)
  %376 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 26, i32 31)
  %377 = load float, ptr %S, align 4
  %378 = call float @llvm.fma.f32(float %376, float %375, float %377)
  %379 = select i1 %374, float %378, float %377
  store float %379, ptr %S, align 4
  %380 = icmp sgt i64 %196, 27
  %381 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 27, i32 31)
  %382 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 27, i32 31)
  %383 = load float, ptr %S, align 4
  %384 = call float @llvm.fma.f32(float %382, float %381, float %383)
  %385 = select i1 %380, float %384, float %383
  store float %385, ptr %S, align 4
  %386 = icmp sgt i64 %196, 28
  %387 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 28, i32 31)
  %388 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 28, i32 31)
  %389 = load float, ptr %S, align 4
  %390 = call float @llvm.fma.f32(float %388, float %387, float %389)
  %391 = select i1 %386, float %390, float %389
  store float %391, ptr %S, align 4
  %392 = icmp sgt i64 %196, 29
  %393 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 29, i32 31)
  %394 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 29, i32 31)
  %395 = load float, ptr %S, align 4
  %396 = call float @llvm.fma.f32(float %394, float %393, float %395)
  %397 = select i1 %392, float %396, float %395
  store float %397, ptr %S, align 4
  %398 = icmp sgt i64 %196, 30
  %399 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 30, i32 31)
  %400 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 30, i32 31)
  %401 = load float, ptr %S, align 4
  %402 = call float @llvm.fma.f32(float %400, float %399, float %401)
  %403 = select i1 %398, float %402, float %401
  store float %403, ptr %S, align 4
  %404 = icmp sgt i64 %196, 31
  %405 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %219, i32 31, i32 31)
  %406 = call float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %214, i32 31, i32 31)
  %407 = load float, ptr %S, align 4
  %408 = call float @llvm.fma.f32(float %406, float %405, float %407)
  %409 = select i1 %404, float %408, float %407
  store float %409, ptr %S, align 4
  %jsum.next = add nsw i64 %jsum.iv, 1
  br label %jsum.head

jsum.exit:                                        ; preds = %jsum.head
  %410 = icmp ne i64 %146, %4
  %411 = icmp ult i64 %146, %6
  %412 = load float, ptr %M, align 4
  %413 = load float, ptr %S, align 4
  %414 = call float @llvm.nvvm.lg2.approx.f(float %413)
  %415 = fmul float %414, 0x3FE62E4300000000
  %416 = fadd float %412, %415
  %417 = fcmp uno float %416, %416
  %418 = select i1 %417, float 0x7FF8000000000000, float %416
  %419 = select i1 %410, float %418, float 0.000000e+00
  br i1 %139, label %if.then3, label %if.end4

if.then3:                                         ; preds = %jsum.exit
  %420 = icmp ne i64 %12, 0
  br i1 %420, label %if.then5, label %if.end6

if.end4:                                          ; preds = %if.end12, %jsum.exit
  br i1 %139, label %if.then13, label %if.end14

if.then5:                                         ; preds = %if.then3
  %421 = inttoptr i64 %12 to ptr
  %422 = getelementptr float, ptr %421, i64 %25
  store float %419, ptr %422, align 4
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.then3
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %410, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end6
  br i1 %411, label %valid.then, label %valid.else

if.end8:                                          ; preds = %valid.end, %if.end6
  %423 = load float, ptr %logp, align 4
  %424 = fcmp uno float %423, %423
  %425 = select i1 %424, float 0x7FF8000000000000, float %423
  %426 = icmp ne i64 %19, 0
  br i1 %426, label %if.then11, label %if.end12

valid.then:                                       ; preds = %if.then7
  %427 = fsub float %151, %416
  store float %427, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then7
  store float 0x7FF8000000000000, ptr %logp, align 4
  %428 = icmp ne i64 %21, 0
  br i1 %428, label %if.then9, label %if.end10

valid.end:                                        ; preds = %if.end10, %valid.then
  br label %if.end8

if.then9:                                         ; preds = %valid.else
  %429 = inttoptr i64 %21 to ptr
  %430 = add i64 %25, 1
  store i64 %430, ptr %429, align 4
  br label %if.end10

if.end10:                                         ; preds = %if.then9, %valid.else
  br label %valid.end

if.then11:                                        ; preds = %if.end8
  %431 = inttoptr i64 %19 to ptr
  %432 = getelementptr float, ptr %431, i64 %25
  store float %425, ptr %432, align 4
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end8
  br label %if.end4

if.then13:                                        ; preds = %if.end4
  store float %419, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.end4
  br label %if.end2

active.then:                                      ; preds = %if.end2
  br i1 %42, label %if.then15, label %if.end16

active.else:                                      ; preds = %if.end2
  br i1 %42, label %if.then647, label %if.end648

active.end:                                       ; preds = %if.end648, %reached.end
  br label %unit.end

if.then15:                                        ; preds = %active.then
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %active.then
  store i64 0, ptr %above, align 4
  store i64 -9223372036854775808, ptr %mx, align 4
  store i64 0, ptr %nan, align 4
  store i32 -2147483648, ptr %cached, align 4
  store i32 -2147483648, ptr %cached17, align 4
  store i32 -2147483648, ptr %cached18, align 4
  store i32 -2147483648, ptr %cached19, align 4
  store i32 -2147483648, ptr %cached20, align 4
  store i32 -2147483648, ptr %cached21, align 4
  store i32 -2147483648, ptr %cached22, align 4
  store i32 -2147483648, ptr %cached23, align 4
  store i32 -2147483648, ptr %cached24, align 4
  store i32 -2147483648, ptr %cached25, align 4
  store i32 -2147483648, ptr %cached26, align 4
  store i32 -2147483648, ptr %cached27, align 4
  store i32 -2147483648, ptr %cached28, align 4
  store i32 -2147483648, ptr %cached29, align 4
  store i32 -2147483648, ptr %cached30, align 4
  store i32 -2147483648, ptr %cached31, align 4
  store i32 -2147483648, ptr %cachedmax, align 4
  store i32 -2147483648, ptr %sorted32, align 4
  %433 = icmp sle i64 %48, 2048
  br i1 %433, label %cached.then, label %cached.else

cached.then:                                      ; preds = %if.end16
  %434 = trunc i64 %55 to i32
  %435 = ashr i32 %59, 31
  %436 = and i32 %435, 2147418112
  %437 = xor i32 %59, %436
  %438 = and i32 %437, -65536
  %439 = or i32 %438, %434
  %440 = select i1 %56, i32 %439, i32 -2147483648
  store i32 %440, ptr %cached, align 4
  %441 = and i32 %59, 65535
  %442 = select i1 %56, i32 %441, i32 0
  %443 = add i32 0, %442
  %444 = icmp sgt i32 %440, -2147483648
  %445 = select i1 %444, i32 %440, i32 -2147483648
  %446 = trunc i64 %60 to i32
  %447 = ashr i32 %64, 31
  %448 = and i32 %447, 2147418112
  %449 = xor i32 %64, %448
  %450 = and i32 %449, -65536
  %451 = or i32 %450, %446
  %452 = select i1 %61, i32 %451, i32 -2147483648
  store i32 %452, ptr %cached17, align 4
  %453 = and i32 %64, 65535
  %454 = select i1 %61, i32 %453, i32 0
  %455 = add i32 %443, %454
  %456 = icmp sgt i32 %452, %445
  %457 = select i1 %456, i32 %452, i32 %445
  %458 = trunc i64 %65 to i32
  %459 = ashr i32 %69, 31
  %460 = and i32 %459, 2147418112
  %461 = xor i32 %69, %460
  %462 = and i32 %461, -65536
  %463 = or i32 %462, %458
  %464 = select i1 %66, i32 %463, i32 -2147483648
  store i32 %464, ptr %cached18, align 4
  %465 = and i32 %69, 65535
  %466 = select i1 %66, i32 %465, i32 0
  %467 = add i32 %455, %466
  %468 = icmp sgt i32 %464, %457
  %469 = select i1 %468, i32 %464, i32 %457
  %470 = trunc i64 %70 to i32
  %471 = ashr i32 %74, 31
  %472 = and i32 %471, 2147418112
  %473 = xor i32 %74, %472
  %474 = and i32 %473, -65536
  %475 = or i32 %474, %470
  %476 = select i1 %71, i32 %475, i32 -2147483648
  store i32 %476, ptr %cached19, align 4
  %477 = and i32 %74, 65535
  %478 = select i1 %71, i32 %477, i32 0
  %479 = add i32 %467, %478
  %480 = icmp sgt i32 %476, %469
  %481 = select i1 %480, i32 %476, i32 %469
  %482 = trunc i64 %75 to i32
  %483 = ashr i32 %79, 31
  %484 = and i32 %483, 2147418112
  %485 = xor i32 %79, %484
  %486 = and i32 %485, -65536
  %487 = or i32 %486, %482
  %488 = select i1 %76, i32 %487, i32 -2147483648
  store i32 %488, ptr %cached20, align 4
  %489 = and i32 %79, 65535
  %490 = select i1 %76, i32 %489, i32 0
  %491 = add i32 %479, %490
  %492 = icmp sgt i32 %488, %481
  %493 = select i1 %492, i32 %488, i32 %481
  %494 = trunc i64 %80 to i32
  %495 = ashr i32 %84, 31
  %496 = and i32 %495, 2147418112
  %497 = xor i32 %84, %496
  %498 = and i32 %497, -65536
  %499 = or i32 %498, %494
  %500 = select i1 %81, i32 %499, i32 -2147483648
  store i32 %500, ptr %cached21, align 4
  %501 = and i32 %84, 65535
  %502 = select i1 %81, i32 %501, i32 0
  %503 = add i32 %491, %502
  %504 = icmp sgt i32 %500, %493
  %505 = select i1 %504, i32 %500, i32 %493
  %506 = trunc i64 %85 to i32
  %507 = ashr i32 %89, 31
  %508 = and i32 %507, 2147418112
  %509 = xor i32 %89, %508
  %510 = and i32 %509, -65536
  %511 = or i32 %510, %506
  %512 = select i1 %86, i32 %511, i32 -2147483648
  store i32 %512, ptr %cached22, align 4
  %513 = and i32 %89, 65535
  %514 = select i1 %86, i32 %513, i32 0
  %515 = add i32 %503, %514
  %516 = icmp sgt i32 %512, %505
  %517 = select i1 %516, i32 %512, i32 %505
  %518 = trunc i64 %90 to i32
  %519 = ashr i32 %94, 31
  %520 = and i32 %519, 2147418112
  %521 = xor i32 %94, %520
  %522 = and i32 %521, -65536
  %523 = or i32 %522, %518
  %524 = select i1 %91, i32 %523, i32 -2147483648
  store i32 %524, ptr %cached23, align 4
  %525 = and i32 %94, 65535
  %526 = select i1 %91, i32 %525, i32 0
  %527 = add i32 %515, %526
  %528 = icmp sgt i32 %524, %517
  %529 = select i1 %528, i32 %524, i32 %517
  %530 = trunc i64 %95 to i32
  %531 = ashr i32 %99, 31
  %532 = and i32 %531, 2147418112
  %533 = xor i32 %99, %532
  %534 = and i32 %533, -65536
  %535 = or i32 %534, %530
  %536 = select i1 %96, i32 %535, i32 -2147483648
  store i32 %536, ptr %cached24, align 4
  %537 = and i32 %99, 65535
  %538 = select i1 %96, i32 %537, i32 0
  %539 = add i32 %527, %538
  %540 = icmp sgt i32 %536, %529
  %541 = select i1 %540, i32 %536, i32 %529
  %542 = trunc i64 %100 to i32
  %543 = ashr i32 %104, 31
  %544 = and i32 %543, 2147418112
  %545 = xor i32 %104, %544
  %546 = and i32 %545, -65536
  %547 = or i32 %546, %542
  %548 = select i1 %101, i32 %547, i32 -2147483648
  store i32 %548, ptr %cached25, align 4
  %549 = and i32 %104, 65535
  %550 = select i1 %101, i32 %549, i32 0
  %551 = add i32 %539, %550
  %552 = icmp sgt i32 %548, %541
  %553 = select i1 %552, i32 %548, i32 %541
  %554 = trunc i64 %105 to i32
  %555 = ashr i32 %109, 31
  %556 = and i32 %555, 2147418112
  %557 = xor i32 %109, %556
  %558 = and i32 %557, -65536
  %559 = or i32 %558, %554
  %560 = select i1 %106, i32 %559, i32 -2147483648
  store i32 %560, ptr %cached26, align 4
  %561 = and i32 %109, 65535
  %562 = select i1 %106, i32 %561, i32 0
  %563 = add i32 %551, %562
  %564 = icmp sgt i32 %560, %553
  %565 = select i1 %564, i32 %560, i32 %553
  %566 = trunc i64 %110 to i32
  %567 = ashr i32 %114, 31
  %568 = and i32 %567, 2147418112
  %569 = xor i32 %114, %568
  %570 = and i32 %569, -65536
  %571 = or i32 %570, %566
  %572 = select i1 %111, i32 %571, i32 -2147483648
  store i32 %572, ptr %cached27, align 4
  %573 = and i32 %114, 65535
  %574 = select i1 %111, i32 %573, i32 0
  %575 = add i32 %563, %574
  %576 = icmp sgt i32 %572, %565
  %577 = select i1 %576, i32 %572, i32 %565
  %578 = trunc i64 %115 to i32
  %579 = ashr i32 %119, 31
  %580 = and i32 %579, 2147418112
  %581 = xor i32 %119, %580
  %582 = and i32 %581, -65536
  %583 = or i32 %582, %578
  %584 = select i1 %116, i32 %583, i32 -2147483648
  store i32 %584, ptr %cached28, align 4
  %585 = and i32 %119, 65535
  %586 = select i1 %116, i32 %585, i32 0
  %587 = add i32 %575, %586
  %588 = icmp sgt i32 %584, %577
  %589 = select i1 %588, i32 %584, i32 %577
  %590 = trunc i64 %120 to i32
  %591 = ashr i32 %124, 31
  %592 = and i32 %591, 2147418112
  %593 = xor i32 %124, %592
  %594 = and i32 %593, -65536
  %595 = or i32 %594, %590
  %596 = select i1 %121, i32 %595, i32 -2147483648
  store i32 %596, ptr %cached29, align 4
  %597 = and i32 %124, 65535
  %598 = select i1 %121, i32 %597, i32 0
  %599 = add i32 %587, %598
  %600 = icmp sgt i32 %596, %589
  %601 = select i1 %600, i32 %596, i32 %589
  %602 = trunc i64 %125 to i32
  %603 = ashr i32 %129, 31
  %604 = and i32 %603, 2147418112
  %605 = xor i32 %129, %604
  %606 = and i32 %605, -65536
  %607 = or i32 %606, %602
  %608 = select i1 %126, i32 %607, i32 -2147483648
  store i32 %608, ptr %cached30, align 4
  %609 = and i32 %129, 65535
  %610 = select i1 %126, i32 %609, i32 0
  %611 = add i32 %599, %610
  %612 = icmp sgt i32 %608, %601
  %613 = select i1 %612, i32 %608, i32 %601
  %614 = trunc i64 %130 to i32
  %615 = ashr i32 %134, 31
  %616 = and i32 %615, 2147418112
  %617 = xor i32 %134, %616
  %618 = and i32 %617, -65536
  %619 = or i32 %618, %614
  %620 = select i1 %131, i32 %619, i32 -2147483648
  store i32 %620, ptr %cached31, align 4
  %621 = and i32 %134, 65535
  %622 = select i1 %131, i32 %621, i32 0
  %623 = add i32 %611, %622
  %624 = icmp sgt i32 %620, %613
  %625 = select i1 %624, i32 %620, i32 %613
  store i32 %625, ptr %cachedmax, align 4
  %626 = zext i32 %623 to i64
  store i64 %626, ptr %above, align 4
  %627 = ashr i32 %625, 31
  %628 = lshr i32 %627, 16
  %629 = and i32 %625, -65536
  %630 = or i32 %629, %628
  %631 = and i32 %625, 65535
  %632 = zext i32 %631 to i64
  %633 = sext i32 %630 to i64
  %634 = shl i64 %633, 32
  %635 = or i64 %634, %632
  %636 = icmp eq i32 %625, -2147483648
  %637 = select i1 %636, i64 -9223372036854775808, i64 %635
  store i64 %637, ptr %mx, align 4
  %638 = ashr i32 %625, 16
  %639 = icmp eq i32 %638, 32704
  %640 = zext i1 %639 to i64
  store i64 %640, ptr %nan, align 4
  br label %cached.end

cached.else:                                      ; preds = %if.end16
  %641 = add i64 %48, 2047
  %642 = udiv i64 %641, 2048
  br label %words.head

cached.end:                                       ; preds = %words.exit, %cached.then
  %643 = load i64, ptr %nan, align 4
  %644 = shl i64 %643, 48
  %645 = load i64, ptr %above, align 4
  %646 = add i64 %645, %644
  %647 = load i64, ptr %mx, align 4
  %648 = and i64 %23, 31
  %649 = trunc i64 %646 to i32
  %650 = bitcast i32 %649 to float
  %651 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %650, i32 16, i32 31)
  %652 = bitcast float %651 to i32
  %653 = lshr i64 %646, 32
  %654 = trunc i64 %653 to i32
  %655 = bitcast i32 %654 to float
  %656 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %655, i32 16, i32 31)
  %657 = bitcast float %656 to i32
  %658 = zext i32 %652 to i64
  %659 = zext i32 %657 to i64
  %660 = shl i64 %659, 32
  %661 = or i64 %660, %658
  %662 = add i64 %646, %661
  %663 = trunc i64 %662 to i32
  %664 = bitcast i32 %663 to float
  %665 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %664, i32 8, i32 31)
  %666 = bitcast float %665 to i32
  %667 = lshr i64 %662, 32
  %668 = trunc i64 %667 to i32
  %669 = bitcast i32 %668 to float
  %670 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %669, i32 8, i32 31)
  %671 = bitcast float %670 to i32
  %672 = zext i32 %666 to i64
  %673 = zext i32 %671 to i64
  %674 = shl i64 %673, 32
  %675 = or i64 %674, %672
  %676 = add i64 %662, %675
  %677 = trunc i64 %676 to i32
  %678 = bitcast i32 %677 to float
  %679 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %678, i32 4, i32 31)
  %680 = bitcast float %679 to i32
  %681 = lshr i64 %676, 32
  %682 = trunc i64 %681 to i32
  %683 = bitcast i32 %682 to float
  %684 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %683, i32 4, i32 31)
  %685 = bitcast float %684 to i32
  %686 = zext i32 %680 to i64
  %687 = zext i32 %685 to i64
  %688 = shl i64 %687, 32
  %689 = or i64 %688, %686
  %690 = add i64 %676, %689
  %691 = trunc i64 %690 to i32
  %692 = bitcast i32 %691 to float
  %693 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %692, i32 2, i32 31)
  %694 = bitcast float %693 to i32
  %695 = lshr i64 %690, 32
  %696 = trunc i64 %695 to i32
  %697 = bitcast i32 %696 to float
  %698 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %697, i32 2, i32 31)
  %699 = bitcast float %698 to i32
  %700 = zext i32 %694 to i64
  %701 = zext i32 %699 to i64
  %702 = shl i64 %701, 32
  %703 = or i64 %702, %700
  %704 = add i64 %690, %703
  %705 = trunc i64 %704 to i32
  %706 = bitcast i32 %705 to float
  %707 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %706, i32 1, i32 31)
  %708 = bitcast float %707 to i32
  %709 = lshr i64 %704, 32
  %710 = trunc i64 %709 to i32
  %711 = bitcast i32 %710 to float
  %712 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %711, i32 1, i32 31)
  %713 = bitcast float %712 to i32
  %714 = zext i32 %708 to i64
  %715 = zext i32 %713 to i64
  %716 = shl i64 %715, 32
  %717 = or i64 %716, %714
  %718 = add i64 %704, %717
  %719 = icmp eq i64 %27, 0
  br i1 %719, label %if.then64, label %if.end65

words.head:                                       ; preds = %if.end63, %cached.else
  %words.iv = phi i64 [ 0, %cached.else ], [ %words.next, %if.end63 ]
  %720 = icmp slt i64 %words.iv, %642
  br i1 %720, label %words.body, label %words.exit

words.body:                                       ; preds = %words.head
  %721 = mul i64 %words.iv, 2048
  %722 = add i64 %721, 0
  %723 = add i64 %23, %722
  %724 = icmp slt i64 %723, %48
  %725 = select i1 %724, i64 %723, i64 0
  %726 = getelementptr i32, ptr %51, i64 %725
  %727 = load i32, ptr %726, align 4
  %728 = and i32 %727, -65536
  %729 = bitcast i32 %728 to float
  %730 = and i32 %727, 65535
  %731 = zext i32 %730 to i64
  %732 = bitcast float %729 to i32
  %733 = fcmp uno float %729, %729
  %734 = select i1 %733, i32 2143289344, i32 %732
  %735 = xor i32 %734, 2147483647
  %736 = icmp sge i32 %734, 0
  %737 = select i1 %736, i32 %734, i32 %735
  %738 = sext i32 %737 to i64
  %739 = shl i64 %738, 32
  %740 = or i64 %739, %731
  %741 = mul i64 %words.iv, 2048
  %742 = add i64 %741, 128
  %743 = add i64 %23, %742
  %744 = icmp slt i64 %743, %48
  %745 = select i1 %744, i64 %743, i64 0
  %746 = getelementptr i32, ptr %51, i64 %745
  %747 = load i32, ptr %746, align 4
  %748 = and i32 %747, -65536
  %749 = bitcast i32 %748 to float
  %750 = and i32 %747, 65535
  %751 = zext i32 %750 to i64
  %752 = bitcast float %749 to i32
  %753 = fcmp uno float %749, %749
  %754 = select i1 %753, i32 2143289344, i32 %752
  %755 = xor i32 %754, 2147483647
  %756 = icmp sge i32 %754, 0
  %757 = select i1 %756, i32 %754, i32 %755
  %758 = sext i32 %757 to i64
  %759 = shl i64 %758, 32
  %760 = or i64 %759, %751
  %761 = mul i64 %words.iv, 2048
  %762 = add i64 %761, 256
  %763 = add i64 %23, %762
  %764 = icmp slt i64 %763, %48
  %765 = select i1 %764, i64 %763, i64 0
  %766 = getelementptr i32, ptr %51, i64 %765
  %767 = load i32, ptr %766, align 4
  %768 = and i32 %767, -65536
  %769 = bitcast i32 %768 to float
  %770 = and i32 %767, 65535
  %771 = zext i32 %770 to i64
  %772 = bitcast float %769 to i32
  %773 = fcmp uno float %769, %769
  %774 = select i1 %773, i32 2143289344, i32 %772
  %775 = xor i32 %774, 2147483647
  %776 = icmp sge i32 %774, 0
  %777 = select i1 %776, i32 %774, i32 %775
  %778 = sext i32 %777 to i64
  %779 = shl i64 %778, 32
  %780 = or i64 %779, %771
  %781 = mul i64 %words.iv, 2048
  %782 = add i64 %781, 384
  %783 = add i64 %23, %782
  %784 = icmp slt i64 %783, %48
  %785 = select i1 %784, i64 %783, i64 0
  %786 = getelementptr i32, ptr %51, i64 %785
  %787 = load i32, ptr %786, align 4
  %788 = and i32 %787, -65536
  %789 = bitcast i32 %788 to float
  %790 = and i32 %787, 65535
  %791 = zext i32 %790 to i64
  %792 = bitcast float %789 to i32
  %793 = fcmp uno float %789, %789
  %794 = select i1 %793, i32 2143289344, i32 %792
  %795 = xor i32 %794, 2147483647
  %796 = icmp sge i32 %794, 0
  %797 = select i1 %796, i32 %794, i32 %795
  %798 = sext i32 %797 to i64
  %799 = shl i64 %798, 32
  %800 = or i64 %799, %791
  %801 = mul i64 %words.iv, 2048
  %802 = add i64 %801, 512
  %803 = add i64 %23, %802
  %804 = icmp slt i64 %803, %48
  %805 = select i1 %804, i64 %803, i64 0
  %806 = getelementptr i32, ptr %51, i64 %805
  %807 = load i32, ptr %806, align 4
  %808 = and i32 %807, -65536
  %809 = bitcast i32 %808 to float
  %810 = and i32 %807, 65535
  %811 = zext i32 %810 to i64
  %812 = bitcast float %809 to i32
  %813 = fcmp uno float %809, %809
  %814 = select i1 %813, i32 2143289344, i32 %812
  %815 = xor i32 %814, 2147483647
  %816 = icmp sge i32 %814, 0
  %817 = select i1 %816, i32 %814, i32 %815
  %818 = sext i32 %817 to i64
  %819 = shl i64 %818, 32
  %820 = or i64 %819, %811
  %821 = mul i64 %words.iv, 2048
  %822 = add i64 %821, 640
  %823 = add i64 %23, %822
  %824 = icmp slt i64 %823, %48
  %825 = select i1 %824, i64 %823, i64 0
  %826 = getelementptr i32, ptr %51, i64 %825
  %827 = load i32, ptr %826, align 4
  %828 = and i32 %827, -65536
  %829 = bitcast i32 %828 to float
  %830 = and i32 %827, 65535
  %831 = zext i32 %830 to i64
  %832 = bitcast float %829 to i32
  %833 = fcmp uno float %829, %829
  %834 = select i1 %833, i32 2143289344, i32 %832
  %835 = xor i32 %834, 2147483647
  %836 = icmp sge i32 %834, 0
  %837 = select i1 %836, i32 %834, i32 %835
  %838 = sext i32 %837 to i64
  %839 = shl i64 %838, 32
  %840 = or i64 %839, %831
  %841 = mul i64 %words.iv, 2048
  %842 = add i64 %841, 768
  %843 = add i64 %23, %842
  %844 = icmp slt i64 %843, %48
  %845 = select i1 %844, i64 %843, i64 0
  %846 = getelementptr i32, ptr %51, i64 %845
  %847 = load i32, ptr %846, align 4
  %848 = and i32 %847, -65536
  %849 = bitcast i32 %848 to float
  %850 = and i32 %847, 65535
  %851 = zext i32 %850 to i64
  %852 = bitcast float %849 to i32
  %853 = fcmp uno float %849, %849
  %854 = select i1 %853, i32 2143289344, i32 %852
  %855 = xor i32 %854, 2147483647
  %856 = icmp sge i32 %854, 0
  %857 = select i1 %856, i32 %854, i32 %855
  %858 = sext i32 %857 to i64
  %859 = shl i64 %858, 32
  %860 = or i64 %859, %851
  %861 = mul i64 %words.iv, 2048
  %862 = add i64 %861, 896
  %863 = add i64 %23, %862
  %864 = icmp slt i64 %863, %48
  %865 = select i1 %864, i64 %863, i64 0
  %866 = getelementptr i32, ptr %51, i64 %865
  %867 = load i32, ptr %866, align 4
  %868 = and i32 %867, -65536
  %869 = bitcast i32 %868 to float
  %870 = and i32 %867, 65535
  %871 = zext i32 %870 to i64
  %872 = bitcast float %869 to i32
  %873 = fcmp uno float %869, %869
  %874 = select i1 %873, i32 2143289344, i32 %872
  %875 = xor i32 %874, 2147483647
  %876 = icmp sge i32 %874, 0
  %877 = select i1 %876, i32 %874, i32 %875
  %878 = sext i32 %877 to i64
  %879 = shl i64 %878, 32
  %880 = or i64 %879, %871
  %881 = mul i64 %words.iv, 2048
  %882 = add i64 %881, 1024
  %883 = add i64 %23, %882
  %884 = icmp slt i64 %883, %48
  %885 = select i1 %884, i64 %883, i64 0
  %886 = getelementptr i32, ptr %51, i64 %885
  %887 = load i32, ptr %886, align 4
  %888 = and i32 %887, -65536
  %889 = bitcast i32 %888 to float
  %890 = and i32 %887, 65535
  %891 = zext i32 %890 to i64
  %892 = bitcast float %889 to i32
  %893 = fcmp uno float %889, %889
  %894 = select i1 %893, i32 2143289344, i32 %892
  %895 = xor i32 %894, 2147483647
  %896 = icmp sge i32 %894, 0
  %897 = select i1 %896, i32 %894, i32 %895
  %898 = sext i32 %897 to i64
  %899 = shl i64 %898, 32
  %900 = or i64 %899, %891
  %901 = mul i64 %words.iv, 2048
  %902 = add i64 %901, 1152
  %903 = add i64 %23, %902
  %904 = icmp slt i64 %903, %48
  %905 = select i1 %904, i64 %903, i64 0
  %906 = getelementptr i32, ptr %51, i64 %905
  %907 = load i32, ptr %906, align 4
  %908 = and i32 %907, -65536
  %909 = bitcast i32 %908 to float
  %910 = and i32 %907, 65535
  %911 = zext i32 %910 to i64
  %912 = bitcast float %909 to i32
  %913 = fcmp uno float %909, %909
  %914 = select i1 %913, i32 2143289344, i32 %912
  %915 = xor i32 %914, 2147483647
  %916 = icmp sge i32 %914, 0
  %917 = select i1 %916, i32 %914, i32 %915
  %918 = sext i32 %917 to i64
  %919 = shl i64 %918, 32
  %920 = or i64 %919, %911
  %921 = mul i64 %words.iv, 2048
  %922 = add i64 %921, 1280
  %923 = add i64 %23, %922
  %924 = icmp slt i64 %923, %48
  %925 = select i1 %924, i64 %923, i64 0
  %926 = getelementptr i32, ptr %51, i64 %925
  %927 = load i32, ptr %926, align 4
  %928 = and i32 %927, -65536
  %929 = bitcast i32 %928 to float
  %930 = and i32 %927, 65535
  %931 = zext i32 %930 to i64
  %932 = bitcast float %929 to i32
  %933 = fcmp uno float %929, %929
  %934 = select i1 %933, i32 2143289344, i32 %932
  %935 = xor i32 %934, 2147483647
  %936 = icmp sge i32 %934, 0
  %937 = select i1 %936, i32 %934, i32 %935
  %938 = sext i32 %937 to i64
  %939 = shl i64 %938, 32
  %940 = or i64 %939, %931
  %941 = mul i64 %words.iv, 2048
  %942 = add i64 %941, 1408
  %943 = add i64 %23, %942
  %944 = icmp slt i64 %943, %48
  %945 = select i1 %944, i64 %943, i64 0
  %946 = getelementptr i32, ptr %51, i64 %945
  %947 = load i32, ptr %946, align 4
  %948 = and i32 %947, -65536
  %949 = bitcast i32 %948 to float
  %950 = and i32 %947, 65535
  %951 = zext i32 %950 to i64
  %952 = bitcast float %949 to i32
  %953 = fcmp uno float %949, %949
  %954 = select i1 %953, i32 2143289344, i32 %952
  %955 = xor i32 %954, 2147483647
  %956 = icmp sge i32 %954, 0
  %957 = select i1 %956, i32 %954, i32 %955
  %958 = sext i32 %957 to i64
  %959 = shl i64 %958, 32
  %960 = or i64 %959, %951
  %961 = mul i64 %words.iv, 2048
  %962 = add i64 %961, 1536
  %963 = add i64 %23, %962
  %964 = icmp slt i64 %963, %48
  %965 = select i1 %964, i64 %963, i64 0
  %966 = getelementptr i32, ptr %51, i64 %965
  %967 = load i32, ptr %966, align 4
  %968 = and i32 %967, -65536
  %969 = bitcast i32 %968 to float
  %970 = and i32 %967, 65535
  %971 = zext i32 %970 to i64
  %972 = bitcast float %969 to i32
  %973 = fcmp uno float %969, %969
  %974 = select i1 %973, i32 2143289344, i32 %972
  %975 = xor i32 %974, 2147483647
  %976 = icmp sge i32 %974, 0
  %977 = select i1 %976, i32 %974, i32 %975
  %978 = sext i32 %977 to i64
  %979 = shl i64 %978, 32
  %980 = or i64 %979, %971
  %981 = mul i64 %words.iv, 2048
  %982 = add i64 %981, 1664
  %983 = add i64 %23, %982
  %984 = icmp slt i64 %983, %48
  %985 = select i1 %984, i64 %983, i64 0
  %986 = getelementptr i32, ptr %51, i64 %985
  %987 = load i32, ptr %986, align 4
  %988 = and i32 %987, -65536
  %989 = bitcast i32 %988 to float
  %990 = and i32 %987, 65535
  %991 = zext i32 %990 to i64
  %992 = bitcast float %989 to i32
  %993 = fcmp uno float %989, %989
  %994 = select i1 %993, i32 2143289344, i32 %992
  %995 = xor i32 %994, 2147483647
  %996 = icmp sge i32 %994, 0
  %997 = select i1 %996, i32 %994, i32 %995
  %998 = sext i32 %997 to i64
  %999 = shl i64 %998, 32
  %1000 = or i64 %999, %991
  %1001 = mul i64 %words.iv, 2048
  %1002 = add i64 %1001, 1792
  %1003 = add i64 %23, %1002
  %1004 = icmp slt i64 %1003, %48
  %1005 = select i1 %1004, i64 %1003, i64 0
  %1006 = getelementptr i32, ptr %51, i64 %1005
  %1007 = load i32, ptr %1006, align 4
  %1008 = and i32 %1007, -65536
  %1009 = bitcast i32 %1008 to float
  %1010 = and i32 %1007, 65535
  %1011 = zext i32 %1010 to i64
  %1012 = bitcast float %1009 to i32
  %1013 = fcmp uno float %1009, %1009
  %1014 = select i1 %1013, i32 2143289344, i32 %1012
  %1015 = xor i32 %1014, 2147483647
  %1016 = icmp sge i32 %1014, 0
  %1017 = select i1 %1016, i32 %1014, i32 %1015
  %1018 = sext i32 %1017 to i64
  %1019 = shl i64 %1018, 32
  %1020 = or i64 %1019, %1011
  %1021 = mul i64 %words.iv, 2048
  %1022 = add i64 %1021, 1920
  %1023 = add i64 %23, %1022
  %1024 = icmp slt i64 %1023, %48
  %1025 = select i1 %1024, i64 %1023, i64 0
  %1026 = getelementptr i32, ptr %51, i64 %1025
  %1027 = load i32, ptr %1026, align 4
  %1028 = and i32 %1027, -65536
  %1029 = bitcast i32 %1028 to float
  %1030 = and i32 %1027, 65535
  %1031 = zext i32 %1030 to i64
  %1032 = bitcast float %1029 to i32
  %1033 = fcmp uno float %1029, %1029
  %1034 = select i1 %1033, i32 2143289344, i32 %1032
  %1035 = xor i32 %1034, 2147483647
  %1036 = icmp sge i32 %1034, 0
  %1037 = select i1 %1036, i32 %1034, i32 %1035
  %1038 = sext i32 %1037 to i64
  %1039 = shl i64 %1038, 32
  %1040 = or i64 %1039, %1031
  br i1 %724, label %if.then32, label %if.end33

words.exit:                                       ; preds = %words.head
  br label %cached.end

if.then32:                                        ; preds = %words.body
  %1041 = and i64 %740, 4294967295
  %1042 = load i64, ptr %above, align 4
  %1043 = add i64 %1042, %1041
  store i64 %1043, ptr %above, align 4
  %1044 = ashr i64 %740, 32
  %1045 = icmp eq i64 %1044, 2143289344
  %1046 = zext i1 %1045 to i64
  %1047 = load i64, ptr %nan, align 4
  %1048 = or i64 %1047, %1046
  store i64 %1048, ptr %nan, align 4
  %1049 = shl i64 %1044, 32
  %1050 = or i64 %1049, %723
  %1051 = load i64, ptr %mx, align 4
  %1052 = icmp sgt i64 %1051, %1050
  %1053 = select i1 %1052, i64 %1051, i64 %1050
  store i64 %1053, ptr %mx, align 4
  br label %if.end33

if.end33:                                         ; preds = %if.then32, %words.body
  br i1 %744, label %if.then34, label %if.end35

if.then34:                                        ; preds = %if.end33
  %1054 = and i64 %760, 4294967295
  %1055 = load i64, ptr %above, align 4
  %1056 = add i64 %1055, %1054
  store i64 %1056, ptr %above, align 4
  %1057 = ashr i64 %760, 32
  %1058 = icmp eq i64 %1057, 2143289344
  %1059 = zext i1 %1058 to i64
  %1060 = load i64, ptr %nan, align 4
  %1061 = or i64 %1060, %1059
  store i64 %1061, ptr %nan, align 4
  %1062 = shl i64 %1057, 32
  %1063 = or i64 %1062, %743
  %1064 = load i64, ptr %mx, align 4
  %1065 = icmp sgt i64 %1064, %1063
  %1066 = select i1 %1065, i64 %1064, i64 %1063
  store i64 %1066, ptr %mx, align 4
  br label %if.end35

if.end35:                                         ; preds = %if.then34, %if.end33
  br i1 %764, label %if.then36, label %if.end37

if.then36:                                        ; preds = %if.end35
  %1067 = and i64 %780, 4294967295
  %1068 = load i64, ptr %above, align 4
  %1069 = add i64 %1068, %1067
  store i64 %1069, ptr %above, align 4
  %1070 = ashr i64 %780, 32
  %1071 = icmp eq i64 %1070, 2143289344
  %1072 = zext i1 %1071 to i64
  %1073 = load i64, ptr %nan, align 4
  %1074 = or i64 %1073, %1072
  store i64 %1074, ptr %nan, align 4
  %1075 = shl i64 %1070, 32
  %1076 = or i64 %1075, %763
  %1077 = load i64, ptr %mx, align 4
  %1078 = icmp sgt i64 %1077, %1076
  %1079 = select i1 %1078, i64 %1077, i64 %1076
  store i64 %1079, ptr %mx, align 4
  br label %if.end37

if.end37:                                         ; preds = %if.then36, %if.end35
  br i1 %784, label %if.then38, label %if.end39

if.then38:                                        ; preds = %if.end37
  %1080 = and i64 %800, 4294967295
  %1081 = load i64, ptr %above, align 4
  %1082 = add i64 %1081, %1080
  store i64 %1082, ptr %above, align 4
  %1083 = ashr i64 %800, 32
  %1084 = icmp eq i64 %1083, 2143289344
  %1085 = zext i1 %1084 to i64
  %1086 = load i64, ptr %nan, align 4
  %1087 = or i64 %1086, %1085
  store i64 %1087, ptr %nan, align 4
  %1088 = shl i64 %1083, 32
  %1089 = or i64 %1088, %783
  %1090 = load i64, ptr %mx, align 4
  %1091 = icmp sgt i64 %1090, %1089
  %1092 = select i1 %1091, i64 %1090, i64 %1089
  store i64 %1092, ptr %mx, align 4
  br label %if.end39

if.end39:                                         ; preds = %if.then38, %if.end37
  br i1 %804, label %if.then40, label %if.end41

if.then40:                                        ; preds = %if.end39
  %1093 = and i64 %820, 4294967295
  %1094 = load i64, ptr %above, align 4
  %1095 = add i64 %1094, %1093
  store i64 %1095, ptr %above, align 4
  %1096 = ashr i64 %820, 32
  %1097 = icmp eq i64 %1096, 2143289344
  %1098 = zext i1 %1097 to i64
  %1099 = load i64, ptr %nan, align 4
  %1100 = or i64 %1099, %1098
  store i64 %1100, ptr %nan, align 4
  %1101 = shl i64 %1096, 32
  %1102 = or i64 %1101, %803
  %1103 = load i64, ptr %mx, align 4
  %1104 = icmp sgt i64 %1103, %1102
  %1105 = select i1 %1104, i64 %1103, i64 %1102
  store i64 %1105, ptr %mx, align 4
  br label %if.end41

if.end41:                                         ; preds = %if.then40, %if.end39
  br i1 %824, label %if.then42, label %if.end43

if.then42:                                        ; preds = %if.end41
  %1106 = and i64 %840, 4294967295
  %1107 = load i64, ptr %above, align 4
  %1108 = add i64 %1107, %1106
  store i64 %1108, ptr %above, align 4
  %1109 = ashr i64 %840, 32
  %1110 = icmp eq i64 %1109, 2143289344
  %1111 = zext i1 %1110 to i64
  %1112 = load i64, ptr %nan, align 4
  %1113 = or i64 %1112, %1111
  store i64 %1113, ptr %nan, align 4
  %1114 = shl i64 %1109, 32
  %1115 = or i64 %1114, %823
  %1116 = load i64, ptr %mx, align 4
  %1117 = icmp sgt i64 %1116, %1115
  %1118 = select i1 %1117, i64 %1116, i64 %1115
  store i64 %1118, ptr %mx, align 4
  br label %if.end43

if.end43:                                         ; preds = %if.then42, %if.end41
  br i1 %844, label %if.then44, label %if.end45

if.then44:                                        ; preds = %if.end43
  %1119 = and i64 %860, 4294967295
  %1120 = load i64, ptr %above, align 4
  %1121 = add i64 %1120, %1119
  store i64 %1121, ptr %above, align 4
  %1122 = ashr i64 %860, 32
  %1123 = icmp eq i64 %1122, 2143289344
  %1124 = zext i1 %1123 to i64
  %1125 = load i64, ptr %nan, align 4
  %1126 = or i64 %1125, %1124
  store i64 %1126, ptr %nan, align 4
  %1127 = shl i64 %1122, 32
  %1128 = or i64 %1127, %843
  %1129 = load i64, ptr %mx, align 4
  %1130 = icmp sgt i64 %1129, %1128
  %1131 = select i1 %1130, i64 %1129, i64 %1128
  store i64 %1131, ptr %mx, align 4
  br label %if.end45

if.end45:                                         ; preds = %if.then44, %if.end43
  br i1 %864, label %if.then46, label %if.end47

if.then46:                                        ; preds = %if.end45
  %1132 = and i64 %880, 4294967295
  %1133 = load i64, ptr %above, align 4
  %1134 = add i64 %1133, %1132
  store i64 %1134, ptr %above, align 4
  %1135 = ashr i64 %880, 32
  %1136 = icmp eq i64 %1135, 2143289344
  %1137 = zext i1 %1136 to i64
  %1138 = load i64, ptr %nan, align 4
  %1139 = or i64 %1138, %1137
  store i64 %1139, ptr %nan, align 4
  %1140 = shl i64 %1135, 32
  %1141 = or i64 %1140, %863
  %1142 = load i64, ptr %mx, align 4
  %1143 = icmp sgt i64 %1142, %1141
  %1144 = select i1 %1143, i64 %1142, i64 %1141
  store i64 %1144, ptr %mx, align 4
  br label %if.end47

if.end47:                                         ; preds = %if.then46, %if.end45
  br i1 %884, label %if.then48, label %if.end49

if.then48:                                        ; preds = %if.end47
  %1145 = and i64 %900, 4294967295
  %1146 = load i64, ptr %above, align 4
  %1147 = add i64 %1146, %1145
  store i64 %1147, ptr %above, align 4
  %1148 = ashr i64 %900, 32
  %1149 = icmp eq i64 %1148, 2143289344
  %1150 = zext i1 %1149 to i64
  %1151 = load i64, ptr %nan, align 4
  %1152 = or i64 %1151, %1150
  store i64 %1152, ptr %nan, align 4
  %1153 = shl i64 %1148, 32
  %1154 = or i64 %1153, %883
  %1155 = load i64, ptr %mx, align 4
  %1156 = icmp sgt i64 %1155, %1154
  %1157 = select i1 %1156, i64 %1155, i64 %1154
  store i64 %1157, ptr %mx, align 4
  br label %if.end49

if.end49:                                         ; preds = %if.then48, %if.end47
  br i1 %904, label %if.then50, label %if.end51

if.then50:                                        ; preds = %if.end49
  %1158 = and i64 %920, 4294967295
  %1159 = load i64, ptr %above, align 4
  %1160 = add i64 %1159, %1158
  store i64 %1160, ptr %above, align 4
  %1161 = ashr i64 %920, 32
  %1162 = icmp eq i64 %1161, 2143289344
  %1163 = zext i1 %1162 to i64
  %1164 = load i64, ptr %nan, align 4
  %1165 = or i64 %1164, %1163
  store i64 %1165, ptr %nan, align 4
  %1166 = shl i64 %1161, 32
  %1167 = or i64 %1166, %903
  %1168 = load i64, ptr %mx, align 4
  %1169 = icmp sgt i64 %1168, %1167
  %1170 = select i1 %1169, i64 %1168, i64 %1167
  store i64 %1170, ptr %mx, align 4
  br label %if.end51

if.end51:                                         ; preds = %if.then50, %if.end49
  br i1 %924, label %if.then52, label %if.end53

if.then52:                                        ; preds = %if.end51
  %1171 = and i64 %940, 4294967295
  %1172 = load i64, ptr %above, align 4
  %1173 = add i64 %1172, %1171
  store i64 %1173, ptr %above, align 4
  %1174 = ashr i64 %940, 32
  %1175 = icmp eq i64 %1174, 2143289344
  %1176 = zext i1 %1175 to i64
  %1177 = load i64, ptr %nan, align 4
  %1178 = or i64 %1177, %1176
  store i64 %1178, ptr %nan, align 4
  %1179 = shl i64 %1174, 32
  %1180 = or i64 %1179, %923
  %1181 = load i64, ptr %mx, align 4
  %1182 = icmp sgt i64 %1181, %1180
  %1183 = select i1 %1182, i64 %1181, i64 %1180
  store i64 %1183, ptr %mx, align 4
  br label %if.end53

if.end53:                                         ; preds = %if.then52, %if.end51
  br i1 %944, label %if.then54, label %if.end55

if.then54:                                        ; preds = %if.end53
  %1184 = and i64 %960, 4294967295
  %1185 = load i64, ptr %above, align 4
  %1186 = add i64 %1185, %1184
  store i64 %1186, ptr %above, align 4
  %1187 = ashr i64 %960, 32
  %1188 = icmp eq i64 %1187, 2143289344
  %1189 = zext i1 %1188 to i64
  %1190 = load i64, ptr %nan, align 4
  %1191 = or i64 %1190, %1189
  store i64 %1191, ptr %nan, align 4
  %1192 = shl i64 %1187, 32
  %1193 = or i64 %1192, %943
  %1194 = load i64, ptr %mx, align 4
  %1195 = icmp sgt i64 %1194, %1193
  %1196 = select i1 %1195, i64 %1194, i64 %1193
  store i64 %1196, ptr %mx, align 4
  br label %if.end55

if.end55:                                         ; preds = %if.then54, %if.end53
  br i1 %964, label %if.then56, label %if.end57

if.then56:                                        ; preds = %if.end55
  %1197 = and i64 %980, 4294967295
  %1198 = load i64, ptr %above, align 4
  %1199 = add i64 %1198, %1197
  store i64 %1199, ptr %above, align 4
  %1200 = ashr i64 %980, 32
  %1201 = icmp eq i64 %1200, 2143289344
  %1202 = zext i1 %1201 to i64
  %1203 = load i64, ptr %nan, align 4
  %1204 = or i64 %1203, %1202
  store i64 %1204, ptr %nan, align 4
  %1205 = shl i64 %1200, 32
  %1206 = or i64 %1205, %963
  %1207 = load i64, ptr %mx, align 4
  %1208 = icmp sgt i64 %1207, %1206
  %1209 = select i1 %1208, i64 %1207, i64 %1206
  store i64 %1209, ptr %mx, align 4
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %if.end55
  br i1 %984, label %if.then58, label %if.end59

if.then58:                                        ; preds = %if.end57
  %1210 = and i64 %1000, 4294967295
  %1211 = load i64, ptr %above, align 4
  %1212 = add i64 %1211, %1210
  store i64 %1212, ptr %above, align 4
  %1213 = ashr i64 %1000, 32
  %1214 = icmp eq i64 %1213, 2143289344
  %1215 = zext i1 %1214 to i64
  %1216 = load i64, ptr %nan, align 4
  %1217 = or i64 %1216, %1215
  store i64 %1217, ptr %nan, align 4
  %1218 = shl i64 %1213, 32
  %1219 = or i64 %1218, %983
  %1220 = load i64, ptr %mx, align 4
  %1221 = icmp sgt i64 %1220, %1219
  %1222 = select i1 %1221, i64 %1220, i64 %1219
  store i64 %1222, ptr %mx, align 4
  br label %if.end59

if.end59:                                         ; preds = %if.then58, %if.end57
  br i1 %1004, label %if.then60, label %if.end61

if.then60:                                        ; preds = %if.end59
  %1223 = and i64 %1020, 4294967295
  %1224 = load i64, ptr %above, align 4
  %1225 = add i64 %1224, %1223
  store i64 %1225, ptr %above, align 4
  %1226 = ashr i64 %1020, 32
  %1227 = icmp eq i64 %1226, 2143289344
  %1228 = zext i1 %1227 to i64
  %1229 = load i64, ptr %nan, align 4
  %1230 = or i64 %1229, %1228
  store i64 %1230, ptr %nan, align 4
  %1231 = shl i64 %1226, 32
  %1232 = or i64 %1231, %1003
  %1233 = load i64, ptr %mx, align 4
  %1234 = icmp sgt i64 %1233, %1232
  %1235 = select i1 %1234, i64 %1233, i64 %1232
  store i64 %1235, ptr %mx, align 4
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %if.end59
  br i1 %1024, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end61
  %1236 = and i64 %1040, 4294967295
  %1237 = load i64, ptr %above, align 4
  %1238 = add i64 %1237, %1236
  store i64 %1238, ptr %above, align 4
  %1239 = ashr i64 %1040, 32
  %1240 = icmp eq i64 %1239, 2143289344
  %1241 = zext i1 %1240 to i64
  %1242 = load i64, ptr %nan, align 4
  %1243 = or i64 %1242, %1241
  store i64 %1243, ptr %nan, align 4
  %1244 = shl i64 %1239, 32
  %1245 = or i64 %1244, %1023
  %1246 = load i64, ptr %mx, align 4
  %1247 = icmp sgt i64 %1246, %1245
  %1248 = select i1 %1247, i64 %1246, i64 %1245
  store i64 %1248, ptr %mx, align 4
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end61
  %words.next = add nsw i64 %words.iv, 1
  br label %words.head, !llvm.loop !3

if.then64:                                        ; preds = %cached.end
  %1249 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 %28
  store i64 %718, ptr addrspace(3) %1249, align 4
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %cached.end
  store i64 -9223372036854775808, ptr %sorted, align 4
  br i1 %433, label %sort.then, label %sort.else

sort.then:                                        ; preds = %if.end65
  %1250 = load i32, ptr %cachedmax, align 4
  %1251 = bitcast i32 %1250 to float
  %1252 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1251, i32 1, i32 31)
  %1253 = bitcast float %1252 to i32
  %1254 = and i64 %27, 1
  %1255 = icmp eq i64 %1254, 0
  %1256 = and i64 %27, 2
  %1257 = icmp eq i64 %1256, 0
  %1258 = icmp slt i32 %1250, %1253
  %1259 = select i1 %1258, i32 %1250, i32 %1253
  %1260 = icmp sgt i32 %1250, %1253
  %1261 = select i1 %1260, i32 %1250, i32 %1253
  %1262 = icmp eq i1 %1255, %1257
  %1263 = select i1 %1262, i32 %1261, i32 %1259
  %1264 = bitcast i32 %1263 to float
  %1265 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1264, i32 2, i32 31)
  %1266 = bitcast float %1265 to i32
  %1267 = and i64 %27, 2
  %1268 = icmp eq i64 %1267, 0
  %1269 = and i64 %27, 4
  %1270 = icmp eq i64 %1269, 0
  %1271 = icmp slt i32 %1263, %1266
  %1272 = select i1 %1271, i32 %1263, i32 %1266
  %1273 = icmp sgt i32 %1263, %1266
  %1274 = select i1 %1273, i32 %1263, i32 %1266
  %1275 = icmp eq i1 %1268, %1270
  %1276 = select i1 %1275, i32 %1274, i32 %1272
  %1277 = bitcast i32 %1276 to float
  %1278 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1277, i32 1, i32 31)
  %1279 = bitcast float %1278 to i32
  %1280 = and i64 %27, 1
  %1281 = icmp eq i64 %1280, 0
  %1282 = and i64 %27, 4
  %1283 = icmp eq i64 %1282, 0
  %1284 = icmp slt i32 %1276, %1279
  %1285 = select i1 %1284, i32 %1276, i32 %1279
  %1286 = icmp sgt i32 %1276, %1279
  %1287 = select i1 %1286, i32 %1276, i32 %1279
  %1288 = icmp eq i1 %1281, %1283
  %1289 = select i1 %1288, i32 %1287, i32 %1285
  %1290 = bitcast i32 %1289 to float
  %1291 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1290, i32 4, i32 31)
  %1292 = bitcast float %1291 to i32
  %1293 = and i64 %27, 4
  %1294 = icmp eq i64 %1293, 0
  %1295 = and i64 %27, 8
  %1296 = icmp eq i64 %1295, 0
  %1297 = icmp slt i32 %1289, %1292
  %1298 = select i1 %1297, i32 %1289, i32 %1292
  %1299 = icmp sgt i32 %1289, %1292
  %1300 = select i1 %1299, i32 %1289, i32 %1292
  %1301 = icmp eq i1 %1294, %1296
  %1302 = select i1 %1301, i32 %1300, i32 %1298
  %1303 = bitcast i32 %1302 to float
  %1304 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1303, i32 2, i32 31)
  %1305 = bitcast float %1304 to i32
  %1306 = and i64 %27, 2
  %1307 = icmp eq i64 %1306, 0
  %1308 = and i64 %27, 8
  %1309 = icmp eq i64 %1308, 0
  %1310 = icmp slt i32 %1302, %1305
  %1311 = select i1 %1310, i32 %1302, i32 %1305
  %1312 = icmp sgt i32 %1302, %1305
  %1313 = select i1 %1312, i32 %1302, i32 %1305
  %1314 = icmp eq i1 %1307, %1309
  %1315 = select i1 %1314, i32 %1313, i32 %1311
  %1316 = bitcast i32 %1315 to float
  %1317 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1316, i32 1, i32 31)
  %1318 = bitcast float %1317 to i32
  %1319 = and i64 %27, 1
  %1320 = icmp eq i64 %1319, 0
  %1321 = and i64 %27, 8
  %1322 = icmp eq i64 %1321, 0
  %1323 = icmp slt i32 %1315, %1318
  %1324 = select i1 %1323, i32 %1315, i32 %1318
  %1325 = icmp sgt i32 %1315, %1318
  %1326 = select i1 %1325, i32 %1315, i32 %1318
  %1327 = icmp eq i1 %1320, %1322
  %1328 = select i1 %1327, i32 %1326, i32 %1324
  %1329 = bitcast i32 %1328 to float
  %1330 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1329, i32 8, i32 31)
  %1331 = bitcast float %1330 to i32
  %1332 = and i64 %27, 8
  %1333 = icmp eq i64 %1332, 0
  %1334 = and i64 %27, 16
  %1335 = icmp eq i64 %1334, 0
  %1336 = icmp slt i32 %1328, %1331
  %1337 = select i1 %1336, i32 %1328, i32 %1331
  %1338 = icmp sgt i32 %1328, %1331
  %1339 = select i1 %1338, i32 %1328, i32 %1331
  %1340 = icmp eq i1 %1333, %1335
  %1341 = select i1 %1340, i32 %1339, i32 %1337
  %1342 = bitcast i32 %1341 to float
  %1343 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1342, i32 4, i32 31)
  %1344 = bitcast float %1343 to i32
  %1345 = and i64 %27, 4
  %1346 = icmp eq i64 %1345, 0
  %1347 = and i64 %27, 16
  %1348 = icmp eq i64 %1347, 0
  %1349 = icmp slt i32 %1341, %1344
  %1350 = select i1 %1349, i32 %1341, i32 %1344
  %1351 = icmp sgt i32 %1341, %1344
  %1352 = select i1 %1351, i32 %1341, i32 %1344
  %1353 = icmp eq i1 %1346, %1348
  %1354 = select i1 %1353, i32 %1352, i32 %1350
  %1355 = bitcast i32 %1354 to float
  %1356 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1355, i32 2, i32 31)
  %1357 = bitcast float %1356 to i32
  %1358 = and i64 %27, 2
  %1359 = icmp eq i64 %1358, 0
  %1360 = and i64 %27, 16
  %1361 = icmp eq i64 %1360, 0
  %1362 = icmp slt i32 %1354, %1357
  %1363 = select i1 %1362, i32 %1354, i32 %1357
  %1364 = icmp sgt i32 %1354, %1357
  %1365 = select i1 %1364, i32 %1354, i32 %1357
  %1366 = icmp eq i1 %1359, %1361
  %1367 = select i1 %1366, i32 %1365, i32 %1363
  %1368 = bitcast i32 %1367 to float
  %1369 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1368, i32 1, i32 31)
  %1370 = bitcast float %1369 to i32
  %1371 = and i64 %27, 1
  %1372 = icmp eq i64 %1371, 0
  %1373 = and i64 %27, 16
  %1374 = icmp eq i64 %1373, 0
  %1375 = icmp slt i32 %1367, %1370
  %1376 = select i1 %1375, i32 %1367, i32 %1370
  %1377 = icmp sgt i32 %1367, %1370
  %1378 = select i1 %1377, i32 %1367, i32 %1370
  %1379 = icmp eq i1 %1372, %1374
  %1380 = select i1 %1379, i32 %1378, i32 %1376
  %1381 = bitcast i32 %1380 to float
  %1382 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1381, i32 16, i32 31)
  %1383 = bitcast float %1382 to i32
  %1384 = and i64 %27, 16
  %1385 = icmp eq i64 %1384, 0
  %1386 = and i64 %27, 32
  %1387 = icmp eq i64 %1386, 0
  %1388 = icmp slt i32 %1380, %1383
  %1389 = select i1 %1388, i32 %1380, i32 %1383
  %1390 = icmp sgt i32 %1380, %1383
  %1391 = select i1 %1390, i32 %1380, i32 %1383
  %1392 = icmp eq i1 %1385, %1387
  %1393 = select i1 %1392, i32 %1391, i32 %1389
  %1394 = bitcast i32 %1393 to float
  %1395 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1394, i32 8, i32 31)
  %1396 = bitcast float %1395 to i32
  %1397 = and i64 %27, 8
  %1398 = icmp eq i64 %1397, 0
  %1399 = and i64 %27, 32
  %1400 = icmp eq i64 %1399, 0
  %1401 = icmp slt i32 %1393, %1396
  %1402 = select i1 %1401, i32 %1393, i32 %1396
  %1403 = icmp sgt i32 %1393, %1396
  %1404 = select i1 %1403, i32 %1393, i32 %1396
  %1405 = icmp eq i1 %1398, %1400
  %1406 = select i1 %1405, i32 %1404, i32 %1402
  %1407 = bitcast i32 %1406 to float
  %1408 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1407, i32 4, i32 31)
  %1409 = bitcast float %1408 to i32
  %1410 = and i64 %27, 4
  %1411 = icmp eq i64 %1410, 0
  %1412 = and i64 %27, 32
  %1413 = icmp eq i64 %1412, 0
  %1414 = icmp slt i32 %1406, %1409
  %1415 = select i1 %1414, i32 %1406, i32 %1409
  %1416 = icmp sgt i32 %1406, %1409
  %1417 = select i1 %1416, i32 %1406, i32 %1409
  %1418 = icmp eq i1 %1411, %1413
  %1419 = select i1 %1418, i32 %1417, i32 %1415
  %1420 = bitcast i32 %1419 to float
  %1421 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1420, i32 2, i32 31)
  %1422 = bitcast float %1421 to i32
  %1423 = and i64 %27, 2
  %1424 = icmp eq i64 %1423, 0
  %1425 = and i64 %27, 32
  %1426 = icmp eq i64 %1425, 0
  %1427 = icmp slt i32 %1419, %1422
  %1428 = select i1 %1427, i32 %1419, i32 %1422
  %1429 = icmp sgt i32 %1419, %1422
  %1430 = select i1 %1429, i32 %1419, i32 %1422
  %1431 = icmp eq i1 %1424, %1426
  %1432 = select i1 %1431, i32 %1430, i32 %1428
  %1433 = bitcast i32 %1432 to float
  %1434 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1433, i32 1, i32 31)
  %1435 = bitcast float %1434 to i32
  %1436 = and i64 %27, 1
  %1437 = icmp eq i64 %1436, 0
  %1438 = and i64 %27, 32
  %1439 = icmp eq i64 %1438, 0
  %1440 = icmp slt i32 %1432, %1435
  %1441 = select i1 %1440, i32 %1432, i32 %1435
  %1442 = icmp sgt i32 %1432, %1435
  %1443 = select i1 %1442, i32 %1432, i32 %1435
  %1444 = icmp eq i1 %1437, %1439
  %1445 = select i1 %1444, i32 %1443, i32 %1441
  store i32 %1445, ptr %sorted32, align 4
  %1446 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %23
  store i32 %1445, ptr addrspace(3) %1446, align 4
  %1447 = ashr i32 %1445, 31
  %1448 = lshr i32 %1447, 16
  %1449 = and i32 %1445, -65536
  %1450 = or i32 %1449, %1448
  %1451 = and i32 %1445, 65535
  %1452 = zext i32 %1451 to i64
  %1453 = sext i32 %1450 to i64
  %1454 = shl i64 %1453, 32
  %1455 = or i64 %1454, %1452
  %1456 = icmp eq i32 %1445, -2147483648
  %1457 = select i1 %1456, i64 -9223372036854775808, i64 %1455
  store i64 %1457, ptr %sorted, align 4
  br label %sort.end

sort.else:                                        ; preds = %if.end65
  %1458 = trunc i64 %647 to i32
  %1459 = bitcast i32 %1458 to float
  %1460 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1459, i32 1, i32 31)
  %1461 = bitcast float %1460 to i32
  %1462 = lshr i64 %647, 32
  %1463 = trunc i64 %1462 to i32
  %1464 = bitcast i32 %1463 to float
  %1465 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1464, i32 1, i32 31)
  %1466 = bitcast float %1465 to i32
  %1467 = zext i32 %1461 to i64
  %1468 = zext i32 %1466 to i64
  %1469 = shl i64 %1468, 32
  %1470 = or i64 %1469, %1467
  %1471 = and i64 %27, 1
  %1472 = icmp eq i64 %1471, 0
  %1473 = and i64 %27, 2
  %1474 = icmp eq i64 %1473, 0
  %1475 = icmp slt i64 %647, %1470
  %1476 = select i1 %1475, i64 %647, i64 %1470
  %1477 = icmp sgt i64 %647, %1470
  %1478 = select i1 %1477, i64 %647, i64 %1470
  %1479 = icmp eq i1 %1472, %1474
  %1480 = select i1 %1479, i64 %1478, i64 %1476
  %1481 = trunc i64 %1480 to i32
  %1482 = bitcast i32 %1481 to float
  %1483 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1482, i32 2, i32 31)
  %1484 = bitcast float %1483 to i32
  %1485 = lshr i64 %1480, 32
  %1486 = trunc i64 %1485 to i32
  %1487 = bitcast i32 %1486 to float
  %1488 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1487, i32 2, i32 31)
  %1489 = bitcast float %1488 to i32
  %1490 = zext i32 %1484 to i64
  %1491 = zext i32 %1489 to i64
  %1492 = shl i64 %1491, 32
  %1493 = or i64 %1492, %1490
  %1494 = and i64 %27, 2
  %1495 = icmp eq i64 %1494, 0
  %1496 = and i64 %27, 4
  %1497 = icmp eq i64 %1496, 0
  %1498 = icmp slt i64 %1480, %1493
  %1499 = select i1 %1498, i64 %1480, i64 %1493
  %1500 = icmp sgt i64 %1480, %1493
  %1501 = select i1 %1500, i64 %1480, i64 %1493
  %1502 = icmp eq i1 %1495, %1497
  %1503 = select i1 %1502, i64 %1501, i64 %1499
  %1504 = trunc i64 %1503 to i32
  %1505 = bitcast i32 %1504 to float
  %1506 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1505, i32 1, i32 31)
  %1507 = bitcast float %1506 to i32
  %1508 = lshr i64 %1503, 32
  %1509 = trunc i64 %1508 to i32
  %1510 = bitcast i32 %1509 to float
  %1511 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1510, i32 1, i32 31)
  %1512 = bitcast float %1511 to i32
  %1513 = zext i32 %1507 to i64
  %1514 = zext i32 %1512 to i64
  %1515 = shl i64 %1514, 32
  %1516 = or i64 %1515, %1513
  %1517 = and i64 %27, 1
  %1518 = icmp eq i64 %1517, 0
  %1519 = and i64 %27, 4
  %1520 = icmp eq i64 %1519, 0
  %1521 = icmp slt i64 %1503, %1516
  %1522 = select i1 %1521, i64 %1503, i64 %1516
  %1523 = icmp sgt i64 %1503, %1516
  %1524 = select i1 %1523, i64 %1503, i64 %1516
  %1525 = icmp eq i1 %1518, %1520
  %1526 = select i1 %1525, i64 %1524, i64 %1522
  %1527 = trunc i64 %1526 to i32
  %1528 = bitcast i32 %1527 to float
  %1529 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1528, i32 4, i32 31)
  %1530 = bitcast float %1529 to i32
  %1531 = lshr i64 %1526, 32
  %1532 = trunc i64 %1531 to i32
  %1533 = bitcast i32 %1532 to float
  %1534 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1533, i32 4, i32 31)
  %1535 = bitcast float %1534 to i32
  %1536 = zext i32 %1530 to i64
  %1537 = zext i32 %1535 to i64
  %1538 = shl i64 %1537, 32
  %1539 = or i64 %1538, %1536
  %1540 = and i64 %27, 4
  %1541 = icmp eq i64 %1540, 0
  %1542 = and i64 %27, 8
  %1543 = icmp eq i64 %1542, 0
  %1544 = icmp slt i64 %1526, %1539
  %1545 = select i1 %1544, i64 %1526, i64 %1539
  %1546 = icmp sgt i64 %1526, %1539
  %1547 = select i1 %1546, i64 %1526, i64 %1539
  %1548 = icmp eq i1 %1541, %1543
  %1549 = select i1 %1548, i64 %1547, i64 %1545
  %1550 = trunc i64 %1549 to i32
  %1551 = bitcast i32 %1550 to float
  %1552 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1551, i32 2, i32 31)
  %1553 = bitcast float %1552 to i32
  %1554 = lshr i64 %1549, 32
  %1555 = trunc i64 %1554 to i32
  %1556 = bitcast i32 %1555 to float
  %1557 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1556, i32 2, i32 31)
  %1558 = bitcast float %1557 to i32
  %1559 = zext i32 %1553 to i64
  %1560 = zext i32 %1558 to i64
  %1561 = shl i64 %1560, 32
  %1562 = or i64 %1561, %1559
  %1563 = and i64 %27, 2
  %1564 = icmp eq i64 %1563, 0
  %1565 = and i64 %27, 8
  %1566 = icmp eq i64 %1565, 0
  %1567 = icmp slt i64 %1549, %1562
  %1568 = select i1 %1567, i64 %1549, i64 %1562
  %1569 = icmp sgt i64 %1549, %1562
  %1570 = select i1 %1569, i64 %1549, i64 %1562
  %1571 = icmp eq i1 %1564, %1566
  %1572 = select i1 %1571, i64 %1570, i64 %1568
  %1573 = trunc i64 %1572 to i32
  %1574 = bitcast i32 %1573 to float
  %1575 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1574, i32 1, i32 31)
  %1576 = bitcast float %1575 to i32
  %1577 = lshr i64 %1572, 32
  %1578 = trunc i64 %1577 to i32
  %1579 = bitcast i32 %1578 to float
  %1580 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1579, i32 1, i32 31)
  %1581 = bitcast float %1580 to i32
  %1582 = zext i32 %1576 to i64
  %1583 = zext i32 %1581 to i64
  %1584 = shl i64 %1583, 32
  %1585 = or i64 %1584, %1582
  %1586 = and i64 %27, 1
  %1587 = icmp eq i64 %1586, 0
  %1588 = and i64 %27, 8
  %1589 = icmp eq i64 %1588, 0
  %1590 = icmp slt i64 %1572, %1585
  %1591 = select i1 %1590, i64 %1572, i64 %1585
  %1592 = icmp sgt i64 %1572, %1585
  %1593 = select i1 %1592, i64 %1572, i64 %1585
  %1594 = icmp eq i1 %1587, %1589
  %1595 = select i1 %1594, i64 %1593, i64 %1591
  %1596 = trunc i64 %1595 to i32
  %1597 = bitcast i32 %1596 to float
  %1598 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1597, i32 8, i32 31)
  %1599 = bitcast float %1598 to i32
  %1600 = lshr i64 %1595, 32
  %1601 = trunc i64 %1600 to i32
  %1602 = bitcast i32 %1601 to float
  %1603 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1602, i32 8, i32 31)
  %1604 = bitcast float %1603 to i32
  %1605 = zext i32 %1599 to i64
  %1606 = zext i32 %1604 to i64
  %1607 = shl i64 %1606, 32
  %1608 = or i64 %1607, %1605
  %1609 = and i64 %27, 8
  %1610 = icmp eq i64 %1609, 0
  %1611 = and i64 %27, 16
  %1612 = icmp eq i64 %1611, 0
  %1613 = icmp slt i64 %1595, %1608
  %1614 = select i1 %1613, i64 %1595, i64 %1608
  %1615 = icmp sgt i64 %1595, %1608
  %1616 = select i1 %1615, i64 %1595, i64 %1608
  %1617 = icmp eq i1 %1610, %1612
  %1618 = select i1 %1617, i64 %1616, i64 %1614
  %1619 = trunc i64 %1618 to i32
  %1620 = bitcast i32 %1619 to float
  %1621 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1620, i32 4, i32 31)
  %1622 = bitcast float %1621 to i32
  %1623 = lshr i64 %1618, 32
  %1624 = trunc i64 %1623 to i32
  %1625 = bitcast i32 %1624 to float
  %1626 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1625, i32 4, i32 31)
  %1627 = bitcast float %1626 to i32
  %1628 = zext i32 %1622 to i64
  %1629 = zext i32 %1627 to i64
  %1630 = shl i64 %1629, 32
  %1631 = or i64 %1630, %1628
  %1632 = and i64 %27, 4
  %1633 = icmp eq i64 %1632, 0
  %1634 = and i64 %27, 16
  %1635 = icmp eq i64 %1634, 0
  %1636 = icmp slt i64 %1618, %1631
  %1637 = select i1 %1636, i64 %1618, i64 %1631
  %1638 = icmp sgt i64 %1618, %1631
  %1639 = select i1 %1638, i64 %1618, i64 %1631
  %1640 = icmp eq i1 %1633, %1635
  %1641 = select i1 %1640, i64 %1639, i64 %1637
  %1642 = trunc i64 %1641 to i32
  %1643 = bitcast i32 %1642 to float
  %1644 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1643, i32 2, i32 31)
  %1645 = bitcast float %1644 to i32
  %1646 = lshr i64 %1641, 32
  %1647 = trunc i64 %1646 to i32
  %1648 = bitcast i32 %1647 to float
  %1649 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1648, i32 2, i32 31)
  %1650 = bitcast float %1649 to i32
  %1651 = zext i32 %1645 to i64
  %1652 = zext i32 %1650 to i64
  %1653 = shl i64 %1652, 32
  %1654 = or i64 %1653, %1651
  %1655 = and i64 %27, 2
  %1656 = icmp eq i64 %1655, 0
  %1657 = and i64 %27, 16
  %1658 = icmp eq i64 %1657, 0
  %1659 = icmp slt i64 %1641, %1654
  %1660 = select i1 %1659, i64 %1641, i64 %1654
  %1661 = icmp sgt i64 %1641, %1654
  %1662 = select i1 %1661, i64 %1641, i64 %1654
  %1663 = icmp eq i1 %1656, %1658
  %1664 = select i1 %1663, i64 %1662, i64 %1660
  %1665 = trunc i64 %1664 to i32
  %1666 = bitcast i32 %1665 to float
  %1667 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1666, i32 1, i32 31)
  %1668 = bitcast float %1667 to i32
  %1669 = lshr i64 %1664, 32
  %1670 = trunc i64 %1669 to i32
  %1671 = bitcast i32 %1670 to float
  %1672 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1671, i32 1, i32 31)
  %1673 = bitcast float %1672 to i32
  %1674 = zext i32 %1668 to i64
  %1675 = zext i32 %1673 to i64
  %1676 = shl i64 %1675, 32
  %1677 = or i64 %1676, %1674
  %1678 = and i64 %27, 1
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i64 %27, 16
  %1681 = icmp eq i64 %1680, 0
  %1682 = icmp slt i64 %1664, %1677
  %1683 = select i1 %1682, i64 %1664, i64 %1677
  %1684 = icmp sgt i64 %1664, %1677
  %1685 = select i1 %1684, i64 %1664, i64 %1677
  %1686 = icmp eq i1 %1679, %1681
  %1687 = select i1 %1686, i64 %1685, i64 %1683
  %1688 = trunc i64 %1687 to i32
  %1689 = bitcast i32 %1688 to float
  %1690 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1689, i32 16, i32 31)
  %1691 = bitcast float %1690 to i32
  %1692 = lshr i64 %1687, 32
  %1693 = trunc i64 %1692 to i32
  %1694 = bitcast i32 %1693 to float
  %1695 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1694, i32 16, i32 31)
  %1696 = bitcast float %1695 to i32
  %1697 = zext i32 %1691 to i64
  %1698 = zext i32 %1696 to i64
  %1699 = shl i64 %1698, 32
  %1700 = or i64 %1699, %1697
  %1701 = and i64 %27, 16
  %1702 = icmp eq i64 %1701, 0
  %1703 = and i64 %27, 32
  %1704 = icmp eq i64 %1703, 0
  %1705 = icmp slt i64 %1687, %1700
  %1706 = select i1 %1705, i64 %1687, i64 %1700
  %1707 = icmp sgt i64 %1687, %1700
  %1708 = select i1 %1707, i64 %1687, i64 %1700
  %1709 = icmp eq i1 %1702, %1704
  %1710 = select i1 %1709, i64 %1708, i64 %1706
  %1711 = trunc i64 %1710 to i32
  %1712 = bitcast i32 %1711 to float
  %1713 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1712, i32 8, i32 31)
  %1714 = bitcast float %1713 to i32
  %1715 = lshr i64 %1710, 32
  %1716 = trunc i64 %1715 to i32
  %1717 = bitcast i32 %1716 to float
  %1718 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1717, i32 8, i32 31)
  %1719 = bitcast float %1718 to i32
  %1720 = zext i32 %1714 to i64
  %1721 = zext i32 %1719 to i64
  %1722 = shl i64 %1721, 32
  %1723 = or i64 %1722, %1720
  %1724 = and i64 %27, 8
  %1725 = icmp eq i64 %1724, 0
  %1726 = and i64 %27, 32
  %1727 = icmp eq i64 %1726, 0
  %1728 = icmp slt i64 %1710, %1723
  %1729 = select i1 %1728, i64 %1710, i64 %1723
  %1730 = icmp sgt i64 %1710, %1723
  %1731 = select i1 %1730, i64 %1710, i64 %1723
  %1732 = icmp eq i1 %1725, %1727
  %1733 = select i1 %1732, i64 %1731, i64 %1729
  %1734 = trunc i64 %1733 to i32
  %1735 = bitcast i32 %1734 to float
  %1736 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1735, i32 4, i32 31)
  %1737 = bitcast float %1736 to i32
  %1738 = lshr i64 %1733, 32
  %1739 = trunc i64 %1738 to i32
  %1740 = bitcast i32 %1739 to float
  %1741 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1740, i32 4, i32 31)
  %1742 = bitcast float %1741 to i32
  %1743 = zext i32 %1737 to i64
  %1744 = zext i32 %1742 to i64
  %1745 = shl i64 %1744, 32
  %1746 = or i64 %1745, %1743
  %1747 = and i64 %27, 4
  %1748 = icmp eq i64 %1747, 0
  %1749 = and i64 %27, 32
  %1750 = icmp eq i64 %1749, 0
  %1751 = icmp slt i64 %1733, %1746
  %1752 = select i1 %1751, i64 %1733, i64 %1746
  %1753 = icmp sgt i64 %1733, %1746
  %1754 = select i1 %1753, i64 %1733, i64 %1746
  %1755 = icmp eq i1 %1748, %1750
  %1756 = select i1 %1755, i64 %1754, i64 %1752
  %1757 = trunc i64 %1756 to i32
  %1758 = bitcast i32 %1757 to float
  %1759 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1758, i32 2, i32 31)
  %1760 = bitcast float %1759 to i32
  %1761 = lshr i64 %1756, 32
  %1762 = trunc i64 %1761 to i32
  %1763 = bitcast i32 %1762 to float
  %1764 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1763, i32 2, i32 31)
  %1765 = bitcast float %1764 to i32
  %1766 = zext i32 %1760 to i64
  %1767 = zext i32 %1765 to i64
  %1768 = shl i64 %1767, 32
  %1769 = or i64 %1768, %1766
  %1770 = and i64 %27, 2
  %1771 = icmp eq i64 %1770, 0
  %1772 = and i64 %27, 32
  %1773 = icmp eq i64 %1772, 0
  %1774 = icmp slt i64 %1756, %1769
  %1775 = select i1 %1774, i64 %1756, i64 %1769
  %1776 = icmp sgt i64 %1756, %1769
  %1777 = select i1 %1776, i64 %1756, i64 %1769
  %1778 = icmp eq i1 %1771, %1773
  %1779 = select i1 %1778, i64 %1777, i64 %1775
  %1780 = trunc i64 %1779 to i32
  %1781 = bitcast i32 %1780 to float
  %1782 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1781, i32 1, i32 31)
  %1783 = bitcast float %1782 to i32
  %1784 = lshr i64 %1779, 32
  %1785 = trunc i64 %1784 to i32
  %1786 = bitcast i32 %1785 to float
  %1787 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1786, i32 1, i32 31)
  %1788 = bitcast float %1787 to i32
  %1789 = zext i32 %1783 to i64
  %1790 = zext i32 %1788 to i64
  %1791 = shl i64 %1790, 32
  %1792 = or i64 %1791, %1789
  %1793 = and i64 %27, 1
  %1794 = icmp eq i64 %1793, 0
  %1795 = and i64 %27, 32
  %1796 = icmp eq i64 %1795, 0
  %1797 = icmp slt i64 %1779, %1792
  %1798 = select i1 %1797, i64 %1779, i64 %1792
  %1799 = icmp sgt i64 %1779, %1792
  %1800 = select i1 %1799, i64 %1779, i64 %1792
  %1801 = icmp eq i1 %1794, %1796
  %1802 = select i1 %1801, i64 %1800, i64 %1798
  store i64 %1802, ptr %sorted, align 4
  br label %sort.end

sort.end:                                         ; preds = %sort.else, %sort.then
  %1803 = load i64, ptr %sorted, align 4
  %1804 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %23
  store i64 %1803, ptr addrspace(3) %1804, align 4
  call void @llvm.nvvm.barrier0()
  %1805 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), align 4
  %1806 = add i64 0, %1805
  %1807 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 1), align 4
  %1808 = add i64 %1806, %1807
  %1809 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 2), align 4
  %1810 = add i64 %1808, %1809
  %1811 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 3), align 4
  %1812 = add i64 %1810, %1811
  br i1 %41, label %if.then66, label %if.end67

if.then66:                                        ; preds = %sort.end
  %1813 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  store float %1813, ptr %lse, align 4
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %sort.end
  %1814 = load float, ptr %lse, align 4
  %1815 = and i64 %1812, 281474976710655
  %1816 = lshr i64 %1812, 48
  %1817 = icmp slt i64 %31, %6
  %1818 = icmp sge i64 %31, 0
  %1819 = and i1 %1818, %1817
  %1820 = bitcast float %54 to i32
  %1821 = icmp eq i32 %1820, -2147483648
  %1822 = icmp sgt i64 %1816, 0
  %1823 = or i1 %1821, %1822
  %1824 = fcmp ord float %54, %54
  %1825 = and i1 %1824, %1823
  store i64 %1815, ptr %above68, align 4
  br i1 %1825, label %exact.then, label %exact.end

exact.then:                                       ; preds = %if.end67
  %1826 = bitcast float %54 to i32
  %1827 = fcmp uno float %54, %54
  %1828 = select i1 %1827, i32 2143289344, i32 %1826
  %1829 = xor i32 %1828, 2147483647
  %1830 = icmp sge i32 %1828, 0
  %1831 = select i1 %1830, i32 %1828, i32 %1829
  store i64 0, ptr %exact, align 4
  br label %exactabove.head

exact.end:                                        ; preds = %if.end70, %if.end67
  %1832 = load i64, ptr %above68, align 4
  %1833 = add i64 %1832, 1
  %1834 = select i1 %1819, i64 %1833, i64 0
  %1835 = trunc i64 %16 to i32
  %1836 = bitcast i32 %1835 to float
  %1837 = fcmp olt float %1836, 1.000000e+00
  %1838 = fcmp ogt float %1836, 0.000000e+00
  %1839 = and i1 %1838, %1837
  br i1 %1839, label %if.then71, label %if.end72

exactabove.head:                                  ; preds = %exactabove.body, %exact.then
  %exactabove.iv = phi i64 [ %23, %exact.then ], [ %exactabove.next, %exactabove.body ]
  %1840 = icmp slt i64 %exactabove.iv, %6
  br i1 %1840, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %1841 = mul i64 %exactabove.iv, 2
  %1842 = getelementptr i8, ptr %46, i64 %1841
  %1843 = load i16, ptr %1842, align 2
  %1844 = zext i16 %1843 to i32
  %1845 = shl i32 %1844, 16
  %1846 = bitcast i32 %1845 to float
  %1847 = bitcast float %1846 to i32
  %1848 = fcmp uno float %1846, %1846
  %1849 = select i1 %1848, i32 2143289344, i32 %1847
  %1850 = xor i32 %1849, 2147483647
  %1851 = icmp sge i32 %1849, 0
  %1852 = select i1 %1851, i32 %1849, i32 %1850
  %1853 = icmp sgt i32 %1852, %1831
  %1854 = zext i1 %1853 to i64
  %1855 = load i64, ptr %exact, align 4
  %1856 = add i64 %1855, %1854
  store i64 %1856, ptr %exact, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 128
  br label %exactabove.head, !llvm.loop !5

exactabove.exit:                                  ; preds = %exactabove.head
  %1857 = load i64, ptr %exact, align 4
  %1858 = and i64 %23, 31
  %1859 = trunc i64 %1857 to i32
  %1860 = bitcast i32 %1859 to float
  %1861 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1860, i32 16, i32 31)
  %1862 = bitcast float %1861 to i32
  %1863 = lshr i64 %1857, 32
  %1864 = trunc i64 %1863 to i32
  %1865 = bitcast i32 %1864 to float
  %1866 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1865, i32 16, i32 31)
  %1867 = bitcast float %1866 to i32
  %1868 = zext i32 %1862 to i64
  %1869 = zext i32 %1867 to i64
  %1870 = shl i64 %1869, 32
  %1871 = or i64 %1870, %1868
  %1872 = add i64 %1857, %1871
  %1873 = trunc i64 %1872 to i32
  %1874 = bitcast i32 %1873 to float
  %1875 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1874, i32 8, i32 31)
  %1876 = bitcast float %1875 to i32
  %1877 = lshr i64 %1872, 32
  %1878 = trunc i64 %1877 to i32
  %1879 = bitcast i32 %1878 to float
  %1880 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1879, i32 8, i32 31)
  %1881 = bitcast float %1880 to i32
  %1882 = zext i32 %1876 to i64
  %1883 = zext i32 %1881 to i64
  %1884 = shl i64 %1883, 32
  %1885 = or i64 %1884, %1882
  %1886 = add i64 %1872, %1885
  %1887 = trunc i64 %1886 to i32
  %1888 = bitcast i32 %1887 to float
  %1889 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1888, i32 4, i32 31)
  %1890 = bitcast float %1889 to i32
  %1891 = lshr i64 %1886, 32
  %1892 = trunc i64 %1891 to i32
  %1893 = bitcast i32 %1892 to float
  %1894 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1893, i32 4, i32 31)
  %1895 = bitcast float %1894 to i32
  %1896 = zext i32 %1890 to i64
  %1897 = zext i32 %1895 to i64
  %1898 = shl i64 %1897, 32
  %1899 = or i64 %1898, %1896
  %1900 = add i64 %1886, %1899
  %1901 = trunc i64 %1900 to i32
  %1902 = bitcast i32 %1901 to float
  %1903 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1902, i32 2, i32 31)
  %1904 = bitcast float %1903 to i32
  %1905 = lshr i64 %1900, 32
  %1906 = trunc i64 %1905 to i32
  %1907 = bitcast i32 %1906 to float
  %1908 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1907, i32 2, i32 31)
  %1909 = bitcast float %1908 to i32
  %1910 = zext i32 %1904 to i64
  %1911 = zext i32 %1909 to i64
  %1912 = shl i64 %1911, 32
  %1913 = or i64 %1912, %1910
  %1914 = add i64 %1900, %1913
  %1915 = trunc i64 %1914 to i32
  %1916 = bitcast i32 %1915 to float
  %1917 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1916, i32 1, i32 31)
  %1918 = bitcast float %1917 to i32
  %1919 = lshr i64 %1914, 32
  %1920 = trunc i64 %1919 to i32
  %1921 = bitcast i32 %1920 to float
  %1922 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1921, i32 1, i32 31)
  %1923 = bitcast float %1922 to i32
  %1924 = zext i32 %1918 to i64
  %1925 = zext i32 %1923 to i64
  %1926 = shl i64 %1925, 32
  %1927 = or i64 %1926, %1924
  %1928 = add i64 %1914, %1927
  %1929 = icmp eq i64 %27, 0
  br i1 %1929, label %if.then69, label %if.end70

if.then69:                                        ; preds = %exactabove.exit
  %1930 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 %28
  store i64 %1928, ptr addrspace(3) %1930, align 4
  br label %if.end70

if.end70:                                         ; preds = %if.then69, %exactabove.exit
  call void @llvm.nvvm.barrier0()
  %1931 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), align 4
  %1932 = add i64 0, %1931
  %1933 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 1), align 4
  %1934 = add i64 %1932, %1933
  %1935 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 2), align 4
  %1936 = add i64 %1934, %1935
  %1937 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 3), align 4
  %1938 = add i64 %1936, %1937
  store i64 %1938, ptr %above68, align 4
  br label %exact.end

if.then71:                                        ; preds = %exact.end
  %1939 = icmp ne i64 %1803, -9223372036854775808
  %1940 = icmp slt i64 %27, 16
  %1941 = and i1 %1940, %1939
  br i1 %1941, label %if.then73, label %if.end74

if.end72:                                         ; preds = %if.end285, %exact.end
  %1942 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  %1943 = icmp ne i32 %1942, 0
  br i1 %1943, label %reached.then, label %reached.else

if.then73:                                        ; preds = %if.then71
  store i32 0, ptr %place, align 4
  br i1 %433, label %place.then, label %place.else

if.end74:                                         ; preds = %if.end76, %if.then71
  call void @llvm.nvvm.barrier0()
  %1944 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %433, label %glist.then, label %glist.else

place.then:                                       ; preds = %if.then73
  %1945 = load i32, ptr %sorted32, align 4
  %1946 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %1947 = icmp sgt i32 %1946, %1945
  %1948 = select i1 %1947, i32 16, i32 0
  %1949 = add i32 7, %1948
  %1950 = zext i32 %1949 to i64
  %1951 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1950
  %1952 = load i32, ptr addrspace(3) %1951, align 4
  %1953 = add i32 %1948, 8
  %1954 = icmp sgt i32 %1952, %1945
  %1955 = select i1 %1954, i32 %1953, i32 %1948
  %1956 = add i32 3, %1955
  %1957 = zext i32 %1956 to i64
  %1958 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1957
  %1959 = load i32, ptr addrspace(3) %1958, align 4
  %1960 = add i32 %1955, 4
  %1961 = icmp sgt i32 %1959, %1945
  %1962 = select i1 %1961, i32 %1960, i32 %1955
  %1963 = add i32 1, %1962
  %1964 = zext i32 %1963 to i64
  %1965 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1964
  %1966 = load i32, ptr addrspace(3) %1965, align 4
  %1967 = add i32 %1962, 2
  %1968 = icmp sgt i32 %1966, %1945
  %1969 = select i1 %1968, i32 %1967, i32 %1962
  %1970 = add i32 0, %1969
  %1971 = zext i32 %1970 to i64
  %1972 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1971
  %1973 = load i32, ptr addrspace(3) %1972, align 4
  %1974 = add i32 %1969, 1
  %1975 = icmp sgt i32 %1973, %1945
  %1976 = select i1 %1975, i32 %1974, i32 %1969
  %1977 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %1978 = icmp sgt i32 %1977, %1945
  %1979 = zext i1 %1978 to i32
  %1980 = add i32 %1976, %1979
  %1981 = add i32 0, %1980
  %1982 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %1983 = icmp sgt i32 %1982, %1945
  %1984 = select i1 %1983, i32 16, i32 0
  %1985 = add i32 39, %1984
  %1986 = zext i32 %1985 to i64
  %1987 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1986
  %1988 = load i32, ptr addrspace(3) %1987, align 4
  %1989 = add i32 %1984, 8
  %1990 = icmp sgt i32 %1988, %1945
  %1991 = select i1 %1990, i32 %1989, i32 %1984
  %1992 = add i32 35, %1991
  %1993 = zext i32 %1992 to i64
  %1994 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1993
  %1995 = load i32, ptr addrspace(3) %1994, align 4
  %1996 = add i32 %1991, 4
  %1997 = icmp sgt i32 %1995, %1945
  %1998 = select i1 %1997, i32 %1996, i32 %1991
  %1999 = add i32 33, %1998
  %2000 = zext i32 %1999 to i64
  %2001 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2000
  %2002 = load i32, ptr addrspace(3) %2001, align 4
  %2003 = add i32 %1998, 2
  %2004 = icmp sgt i32 %2002, %1945
  %2005 = select i1 %2004, i32 %2003, i32 %1998
  %2006 = add i32 32, %2005
  %2007 = zext i32 %2006 to i64
  %2008 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2007
  %2009 = load i32, ptr addrspace(3) %2008, align 4
  %2010 = add i32 %2005, 1
  %2011 = icmp sgt i32 %2009, %1945
  %2012 = select i1 %2011, i32 %2010, i32 %2005
  %2013 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %2014 = icmp sgt i32 %2013, %1945
  %2015 = zext i1 %2014 to i32
  %2016 = add i32 %2012, %2015
  %2017 = add i32 %1981, %2016
  %2018 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %2019 = icmp sgt i32 %2018, %1945
  %2020 = select i1 %2019, i32 16, i32 0
  %2021 = add i32 71, %2020
  %2022 = zext i32 %2021 to i64
  %2023 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2022
  %2024 = load i32, ptr addrspace(3) %2023, align 4
  %2025 = add i32 %2020, 8
  %2026 = icmp sgt i32 %2024, %1945
  %2027 = select i1 %2026, i32 %2025, i32 %2020
  %2028 = add i32 67, %2027
  %2029 = zext i32 %2028 to i64
  %2030 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2029
  %2031 = load i32, ptr addrspace(3) %2030, align 4
  %2032 = add i32 %2027, 4
  %2033 = icmp sgt i32 %2031, %1945
  %2034 = select i1 %2033, i32 %2032, i32 %2027
  %2035 = add i32 65, %2034
  %2036 = zext i32 %2035 to i64
  %2037 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2036
  %2038 = load i32, ptr addrspace(3) %2037, align 4
  %2039 = add i32 %2034, 2
  %2040 = icmp sgt i32 %2038, %1945
  %2041 = select i1 %2040, i32 %2039, i32 %2034
  %2042 = add i32 64, %2041
  %2043 = zext i32 %2042 to i64
  %2044 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2043
  %2045 = load i32, ptr addrspace(3) %2044, align 4
  %2046 = add i32 %2041, 1
  %2047 = icmp sgt i32 %2045, %1945
  %2048 = select i1 %2047, i32 %2046, i32 %2041
  %2049 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %2050 = icmp sgt i32 %2049, %1945
  %2051 = zext i1 %2050 to i32
  %2052 = add i32 %2048, %2051
  %2053 = add i32 %2017, %2052
  %2054 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %2055 = icmp sgt i32 %2054, %1945
  %2056 = select i1 %2055, i32 16, i32 0
  %2057 = add i32 103, %2056
  %2058 = zext i32 %2057 to i64
  %2059 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2058
  %2060 = load i32, ptr addrspace(3) %2059, align 4
  %2061 = add i32 %2056, 8
  %2062 = icmp sgt i32 %2060, %1945
  %2063 = select i1 %2062, i32 %2061, i32 %2056
  %2064 = add i32 99, %2063
  %2065 = zext i32 %2064 to i64
  %2066 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2065
  %2067 = load i32, ptr addrspace(3) %2066, align 4
  %2068 = add i32 %2063, 4
  %2069 = icmp sgt i32 %2067, %1945
  %2070 = select i1 %2069, i32 %2068, i32 %2063
  %2071 = add i32 97, %2070
  %2072 = zext i32 %2071 to i64
  %2073 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2072
  %2074 = load i32, ptr addrspace(3) %2073, align 4
  %2075 = add i32 %2070, 2
  %2076 = icmp sgt i32 %2074, %1945
  %2077 = select i1 %2076, i32 %2075, i32 %2070
  %2078 = add i32 96, %2077
  %2079 = zext i32 %2078 to i64
  %2080 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2079
  %2081 = load i32, ptr addrspace(3) %2080, align 4
  %2082 = add i32 %2077, 1
  %2083 = icmp sgt i32 %2081, %1945
  %2084 = select i1 %2083, i32 %2082, i32 %2077
  %2085 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %2086 = icmp sgt i32 %2085, %1945
  %2087 = zext i1 %2086 to i32
  %2088 = add i32 %2084, %2087
  %2089 = add i32 %2053, %2088
  store i32 %2089, ptr %place, align 4
  br label %place.end

place.else:                                       ; preds = %if.then73
  %2090 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %2091 = icmp sgt i64 %2090, %1803
  %2092 = select i1 %2091, i32 16, i32 0
  %2093 = add i32 7, %2092
  %2094 = zext i32 %2093 to i64
  %2095 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2094
  %2096 = load i64, ptr addrspace(3) %2095, align 4
  %2097 = add i32 %2092, 8
  %2098 = icmp sgt i64 %2096, %1803
  %2099 = select i1 %2098, i32 %2097, i32 %2092
  %2100 = add i32 3, %2099
  %2101 = zext i32 %2100 to i64
  %2102 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2101
  %2103 = load i64, ptr addrspace(3) %2102, align 4
  %2104 = add i32 %2099, 4
  %2105 = icmp sgt i64 %2103, %1803
  %2106 = select i1 %2105, i32 %2104, i32 %2099
  %2107 = add i32 1, %2106
  %2108 = zext i32 %2107 to i64
  %2109 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2108
  %2110 = load i64, ptr addrspace(3) %2109, align 4
  %2111 = add i32 %2106, 2
  %2112 = icmp sgt i64 %2110, %1803
  %2113 = select i1 %2112, i32 %2111, i32 %2106
  %2114 = add i32 0, %2113
  %2115 = zext i32 %2114 to i64
  %2116 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2115
  %2117 = load i64, ptr addrspace(3) %2116, align 4
  %2118 = add i32 %2113, 1
  %2119 = icmp sgt i64 %2117, %1803
  %2120 = select i1 %2119, i32 %2118, i32 %2113
  %2121 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %2122 = icmp sgt i64 %2121, %1803
  %2123 = zext i1 %2122 to i32
  %2124 = add i32 %2120, %2123
  %2125 = add i32 0, %2124
  %2126 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %2127 = icmp sgt i64 %2126, %1803
  %2128 = select i1 %2127, i32 16, i32 0
  %2129 = add i32 39, %2128
  %2130 = zext i32 %2129 to i64
  %2131 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2130
  %2132 = load i64, ptr addrspace(3) %2131, align 4
  %2133 = add i32 %2128, 8
  %2134 = icmp sgt i64 %2132, %1803
  %2135 = select i1 %2134, i32 %2133, i32 %2128
  %2136 = add i32 35, %2135
  %2137 = zext i32 %2136 to i64
  %2138 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2137
  %2139 = load i64, ptr addrspace(3) %2138, align 4
  %2140 = add i32 %2135, 4
  %2141 = icmp sgt i64 %2139, %1803
  %2142 = select i1 %2141, i32 %2140, i32 %2135
  %2143 = add i32 33, %2142
  %2144 = zext i32 %2143 to i64
  %2145 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2144
  %2146 = load i64, ptr addrspace(3) %2145, align 4
  %2147 = add i32 %2142, 2
  %2148 = icmp sgt i64 %2146, %1803
  %2149 = select i1 %2148, i32 %2147, i32 %2142
  %2150 = add i32 32, %2149
  %2151 = zext i32 %2150 to i64
  %2152 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2151
  %2153 = load i64, ptr addrspace(3) %2152, align 4
  %2154 = add i32 %2149, 1
  %2155 = icmp sgt i64 %2153, %1803
  %2156 = select i1 %2155, i32 %2154, i32 %2149
  %2157 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %2158 = icmp sgt i64 %2157, %1803
  %2159 = zext i1 %2158 to i32
  %2160 = add i32 %2156, %2159
  %2161 = add i32 %2125, %2160
  %2162 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %2163 = icmp sgt i64 %2162, %1803
  %2164 = select i1 %2163, i32 16, i32 0
  %2165 = add i32 71, %2164
  %2166 = zext i32 %2165 to i64
  %2167 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2166
  %2168 = load i64, ptr addrspace(3) %2167, align 4
  %2169 = add i32 %2164, 8
  %2170 = icmp sgt i64 %2168, %1803
  %2171 = select i1 %2170, i32 %2169, i32 %2164
  %2172 = add i32 67, %2171
  %2173 = zext i32 %2172 to i64
  %2174 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2173
  %2175 = load i64, ptr addrspace(3) %2174, align 4
  %2176 = add i32 %2171, 4
  %2177 = icmp sgt i64 %2175, %1803
  %2178 = select i1 %2177, i32 %2176, i32 %2171
  %2179 = add i32 65, %2178
  %2180 = zext i32 %2179 to i64
  %2181 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2180
  %2182 = load i64, ptr addrspace(3) %2181, align 4
  %2183 = add i32 %2178, 2
  %2184 = icmp sgt i64 %2182, %1803
  %2185 = select i1 %2184, i32 %2183, i32 %2178
  %2186 = add i32 64, %2185
  %2187 = zext i32 %2186 to i64
  %2188 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2187
  %2189 = load i64, ptr addrspace(3) %2188, align 4
  %2190 = add i32 %2185, 1
  %2191 = icmp sgt i64 %2189, %1803
  %2192 = select i1 %2191, i32 %2190, i32 %2185
  %2193 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %2194 = icmp sgt i64 %2193, %1803
  %2195 = zext i1 %2194 to i32
  %2196 = add i32 %2192, %2195
  %2197 = add i32 %2161, %2196
  %2198 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %2199 = icmp sgt i64 %2198, %1803
  %2200 = select i1 %2199, i32 16, i32 0
  %2201 = add i32 103, %2200
  %2202 = zext i32 %2201 to i64
  %2203 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2202
  %2204 = load i64, ptr addrspace(3) %2203, align 4
  %2205 = add i32 %2200, 8
  %2206 = icmp sgt i64 %2204, %1803
  %2207 = select i1 %2206, i32 %2205, i32 %2200
  %2208 = add i32 99, %2207
  %2209 = zext i32 %2208 to i64
  %2210 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2209
  %2211 = load i64, ptr addrspace(3) %2210, align 4
  %2212 = add i32 %2207, 4
  %2213 = icmp sgt i64 %2211, %1803
  %2214 = select i1 %2213, i32 %2212, i32 %2207
  %2215 = add i32 97, %2214
  %2216 = zext i32 %2215 to i64
  %2217 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2216
  %2218 = load i64, ptr addrspace(3) %2217, align 4
  %2219 = add i32 %2214, 2
  %2220 = icmp sgt i64 %2218, %1803
  %2221 = select i1 %2220, i32 %2219, i32 %2214
  %2222 = add i32 96, %2221
  %2223 = zext i32 %2222 to i64
  %2224 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2223
  %2225 = load i64, ptr addrspace(3) %2224, align 4
  %2226 = add i32 %2221, 1
  %2227 = icmp sgt i64 %2225, %1803
  %2228 = select i1 %2227, i32 %2226, i32 %2221
  %2229 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %2230 = icmp sgt i64 %2229, %1803
  %2231 = zext i1 %2230 to i32
  %2232 = add i32 %2228, %2231
  %2233 = add i32 %2197, %2232
  store i32 %2233, ptr %place, align 4
  br label %place.end

place.end:                                        ; preds = %place.else, %place.then
  %2234 = load i32, ptr %place, align 4
  %2235 = icmp eq i32 %2234, 15
  br i1 %2235, label %if.then75, label %if.end76

if.then75:                                        ; preds = %place.end
  %2236 = ashr i64 %1803, 32
  %2237 = trunc i64 %2236 to i32
  store i32 %2237, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end76

if.end76:                                         ; preds = %if.then75, %place.end
  br label %if.end74

glist.then:                                       ; preds = %if.end74
  %2238 = and i32 %1944, -65536
  %2239 = load i32, ptr %cachedmax, align 4
  %2240 = icmp sge i32 %2239, %2238
  br i1 %2240, label %if.then77, label %if.end78

glist.else:                                       ; preds = %if.end74
  %2241 = add i64 %48, 2047
  %2242 = udiv i64 %2241, 2048
  br label %glist.head

glist.end:                                        ; preds = %glist.exit, %if.end78
  call void @llvm.nvvm.barrier0()
  %2243 = load i32, ptr addrspace(3) @block_shared, align 4
  %2244 = icmp ugt i32 %2243, 256
  %2245 = xor i1 %2244, true
  br i1 %2245, label %if.then239, label %if.end240

if.then77:                                        ; preds = %glist.then
  %2246 = load i32, ptr %cached, align 4
  %2247 = icmp sge i32 %2246, %2238
  %2248 = icmp ne i32 %2246, -2147483648
  %2249 = and i1 %2248, %2247
  br i1 %2249, label %if.then79, label %if.end80

if.end78:                                         ; preds = %if.end140, %glist.then
  br label %glist.end

if.then79:                                        ; preds = %if.then77
  %2250 = add i64 %23, 0
  %2251 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2252 = icmp ult i32 %2251, 256
  br i1 %2252, label %if.then81, label %if.end82

if.end80:                                         ; preds = %if.end82, %if.then77
  %2253 = load i32, ptr %cached17, align 4
  %2254 = icmp sge i32 %2253, %2238
  %2255 = icmp ne i32 %2253, -2147483648
  %2256 = and i1 %2255, %2254
  br i1 %2256, label %if.then83, label %if.end84

if.then81:                                        ; preds = %if.then79
  %2257 = zext i32 %2251 to i64
  %2258 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2257
  %2259 = trunc i64 %2250 to i32
  store i32 %2259, ptr addrspace(3) %2258, align 4
  br label %if.end82

if.end82:                                         ; preds = %if.then81, %if.then79
  br label %if.end80

if.then83:                                        ; preds = %if.end80
  %2260 = add i64 %23, 128
  %2261 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2262 = icmp ult i32 %2261, 256
  br i1 %2262, label %if.then85, label %if.end86

if.end84:                                         ; preds = %if.end86, %if.end80
  %2263 = load i32, ptr %cached18, align 4
  %2264 = icmp sge i32 %2263, %2238
  %2265 = icmp ne i32 %2263, -2147483648
  %2266 = and i1 %2265, %2264
  br i1 %2266, label %if.then87, label %if.end88

if.then85:                                        ; preds = %if.then83
  %2267 = zext i32 %2261 to i64
  %2268 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2267
  %2269 = trunc i64 %2260 to i32
  store i32 %2269, ptr addrspace(3) %2268, align 4
  br label %if.end86

if.end86:                                         ; preds = %if.then85, %if.then83
  br label %if.end84

if.then87:                                        ; preds = %if.end84
  %2270 = add i64 %23, 256
  %2271 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2272 = icmp ult i32 %2271, 256
  br i1 %2272, label %if.then89, label %if.end90

if.end88:                                         ; preds = %if.end90, %if.end84
  %2273 = load i32, ptr %cached19, align 4
  %2274 = icmp sge i32 %2273, %2238
  %2275 = icmp ne i32 %2273, -2147483648
  %2276 = and i1 %2275, %2274
  br i1 %2276, label %if.then91, label %if.end92

if.then89:                                        ; preds = %if.then87
  %2277 = zext i32 %2271 to i64
  %2278 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2277
  %2279 = trunc i64 %2270 to i32
  store i32 %2279, ptr addrspace(3) %2278, align 4
  br label %if.end90

if.end90:                                         ; preds = %if.then89, %if.then87
  br label %if.end88

if.then91:                                        ; preds = %if.end88
  %2280 = add i64 %23, 384
  %2281 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2282 = icmp ult i32 %2281, 256
  br i1 %2282, label %if.then93, label %if.end94

if.end92:                                         ; preds = %if.end94, %if.end88
  %2283 = load i32, ptr %cached20, align 4
  %2284 = icmp sge i32 %2283, %2238
  %2285 = icmp ne i32 %2283, -2147483648
  %2286 = and i1 %2285, %2284
  br i1 %2286, label %if.then95, label %if.end96

if.then93:                                        ; preds = %if.then91
  %2287 = zext i32 %2281 to i64
  %2288 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2287
  %2289 = trunc i64 %2280 to i32
  store i32 %2289, ptr addrspace(3) %2288, align 4
  br label %if.end94

if.end94:                                         ; preds = %if.then93, %if.then91
  br label %if.end92

if.then95:                                        ; preds = %if.end92
  %2290 = add i64 %23, 512
  %2291 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2292 = icmp ult i32 %2291, 256
  br i1 %2292, label %if.then97, label %if.end98

if.end96:                                         ; preds = %if.end98, %if.end92
  %2293 = load i32, ptr %cached21, align 4
  %2294 = icmp sge i32 %2293, %2238
  %2295 = icmp ne i32 %2293, -2147483648
  %2296 = and i1 %2295, %2294
  br i1 %2296, label %if.then99, label %if.end100

if.then97:                                        ; preds = %if.then95
  %2297 = zext i32 %2291 to i64
  %2298 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2297
  %2299 = trunc i64 %2290 to i32
  store i32 %2299, ptr addrspace(3) %2298, align 4
  br label %if.end98

if.end98:                                         ; preds = %if.then97, %if.then95
  br label %if.end96

if.then99:                                        ; preds = %if.end96
  %2300 = add i64 %23, 640
  %2301 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2302 = icmp ult i32 %2301, 256
  br i1 %2302, label %if.then101, label %if.end102

if.end100:                                        ; preds = %if.end102, %if.end96
  %2303 = load i32, ptr %cached22, align 4
  %2304 = icmp sge i32 %2303, %2238
  %2305 = icmp ne i32 %2303, -2147483648
  %2306 = and i1 %2305, %2304
  br i1 %2306, label %if.then103, label %if.end104

if.then101:                                       ; preds = %if.then99
  %2307 = zext i32 %2301 to i64
  %2308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2307
  %2309 = trunc i64 %2300 to i32
  store i32 %2309, ptr addrspace(3) %2308, align 4
  br label %if.end102

if.end102:                                        ; preds = %if.then101, %if.then99
  br label %if.end100

if.then103:                                       ; preds = %if.end100
  %2310 = add i64 %23, 768
  %2311 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2312 = icmp ult i32 %2311, 256
  br i1 %2312, label %if.then105, label %if.end106

if.end104:                                        ; preds = %if.end106, %if.end100
  %2313 = load i32, ptr %cached23, align 4
  %2314 = icmp sge i32 %2313, %2238
  %2315 = icmp ne i32 %2313, -2147483648
  %2316 = and i1 %2315, %2314
  br i1 %2316, label %if.then107, label %if.end108

if.then105:                                       ; preds = %if.then103
  %2317 = zext i32 %2311 to i64
  %2318 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2317
  %2319 = trunc i64 %2310 to i32
  store i32 %2319, ptr addrspace(3) %2318, align 4
  br label %if.end106

if.end106:                                        ; preds = %if.then105, %if.then103
  br label %if.end104

if.then107:                                       ; preds = %if.end104
  %2320 = add i64 %23, 896
  %2321 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2322 = icmp ult i32 %2321, 256
  br i1 %2322, label %if.then109, label %if.end110

if.end108:                                        ; preds = %if.end110, %if.end104
  %2323 = load i32, ptr %cached24, align 4
  %2324 = icmp sge i32 %2323, %2238
  %2325 = icmp ne i32 %2323, -2147483648
  %2326 = and i1 %2325, %2324
  br i1 %2326, label %if.then111, label %if.end112

if.then109:                                       ; preds = %if.then107
  %2327 = zext i32 %2321 to i64
  %2328 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2327
  %2329 = trunc i64 %2320 to i32
  store i32 %2329, ptr addrspace(3) %2328, align 4
  br label %if.end110

if.end110:                                        ; preds = %if.then109, %if.then107
  br label %if.end108

if.then111:                                       ; preds = %if.end108
  %2330 = add i64 %23, 1024
  %2331 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2332 = icmp ult i32 %2331, 256
  br i1 %2332, label %if.then113, label %if.end114

if.end112:                                        ; preds = %if.end114, %if.end108
  %2333 = load i32, ptr %cached25, align 4
  %2334 = icmp sge i32 %2333, %2238
  %2335 = icmp ne i32 %2333, -2147483648
  %2336 = and i1 %2335, %2334
  br i1 %2336, label %if.then115, label %if.end116

if.then113:                                       ; preds = %if.then111
  %2337 = zext i32 %2331 to i64
  %2338 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2337
  %2339 = trunc i64 %2330 to i32
  store i32 %2339, ptr addrspace(3) %2338, align 4
  br label %if.end114

if.end114:                                        ; preds = %if.then113, %if.then111
  br label %if.end112

if.then115:                                       ; preds = %if.end112
  %2340 = add i64 %23, 1152
  %2341 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2342 = icmp ult i32 %2341, 256
  br i1 %2342, label %if.then117, label %if.end118

if.end116:                                        ; preds = %if.end118, %if.end112
  %2343 = load i32, ptr %cached26, align 4
  %2344 = icmp sge i32 %2343, %2238
  %2345 = icmp ne i32 %2343, -2147483648
  %2346 = and i1 %2345, %2344
  br i1 %2346, label %if.then119, label %if.end120

if.then117:                                       ; preds = %if.then115
  %2347 = zext i32 %2341 to i64
  %2348 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2347
  %2349 = trunc i64 %2340 to i32
  store i32 %2349, ptr addrspace(3) %2348, align 4
  br label %if.end118

if.end118:                                        ; preds = %if.then117, %if.then115
  br label %if.end116

if.then119:                                       ; preds = %if.end116
  %2350 = add i64 %23, 1280
  %2351 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2352 = icmp ult i32 %2351, 256
  br i1 %2352, label %if.then121, label %if.end122

if.end120:                                        ; preds = %if.end122, %if.end116
  %2353 = load i32, ptr %cached27, align 4
  %2354 = icmp sge i32 %2353, %2238
  %2355 = icmp ne i32 %2353, -2147483648
  %2356 = and i1 %2355, %2354
  br i1 %2356, label %if.then123, label %if.end124

if.then121:                                       ; preds = %if.then119
  %2357 = zext i32 %2351 to i64
  %2358 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2357
  %2359 = trunc i64 %2350 to i32
  store i32 %2359, ptr addrspace(3) %2358, align 4
  br label %if.end122

if.end122:                                        ; preds = %if.then121, %if.then119
  br label %if.end120

if.then123:                                       ; preds = %if.end120
  %2360 = add i64 %23, 1408
  %2361 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2362 = icmp ult i32 %2361, 256
  br i1 %2362, label %if.then125, label %if.end126

if.end124:                                        ; preds = %if.end126, %if.end120
  %2363 = load i32, ptr %cached28, align 4
  %2364 = icmp sge i32 %2363, %2238
  %2365 = icmp ne i32 %2363, -2147483648
  %2366 = and i1 %2365, %2364
  br i1 %2366, label %if.then127, label %if.end128

if.then125:                                       ; preds = %if.then123
  %2367 = zext i32 %2361 to i64
  %2368 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2367
  %2369 = trunc i64 %2360 to i32
  store i32 %2369, ptr addrspace(3) %2368, align 4
  br label %if.end126

if.end126:                                        ; preds = %if.then125, %if.then123
  br label %if.end124

if.then127:                                       ; preds = %if.end124
  %2370 = add i64 %23, 1536
  %2371 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2372 = icmp ult i32 %2371, 256
  br i1 %2372, label %if.then129, label %if.end130

if.end128:                                        ; preds = %if.end130, %if.end124
  %2373 = load i32, ptr %cached29, align 4
  %2374 = icmp sge i32 %2373, %2238
  %2375 = icmp ne i32 %2373, -2147483648
  %2376 = and i1 %2375, %2374
  br i1 %2376, label %if.then131, label %if.end132

if.then129:                                       ; preds = %if.then127
  %2377 = zext i32 %2371 to i64
  %2378 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2377
  %2379 = trunc i64 %2370 to i32
  store i32 %2379, ptr addrspace(3) %2378, align 4
  br label %if.end130

if.end130:                                        ; preds = %if.then129, %if.then127
  br label %if.end128

if.then131:                                       ; preds = %if.end128
  %2380 = add i64 %23, 1664
  %2381 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2382 = icmp ult i32 %2381, 256
  br i1 %2382, label %if.then133, label %if.end134

if.end132:                                        ; preds = %if.end134, %if.end128
  %2383 = load i32, ptr %cached30, align 4
  %2384 = icmp sge i32 %2383, %2238
  %2385 = icmp ne i32 %2383, -2147483648
  %2386 = and i1 %2385, %2384
  br i1 %2386, label %if.then135, label %if.end136

if.then133:                                       ; preds = %if.then131
  %2387 = zext i32 %2381 to i64
  %2388 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2387
  %2389 = trunc i64 %2380 to i32
  store i32 %2389, ptr addrspace(3) %2388, align 4
  br label %if.end134

if.end134:                                        ; preds = %if.then133, %if.then131
  br label %if.end132

if.then135:                                       ; preds = %if.end132
  %2390 = add i64 %23, 1792
  %2391 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2392 = icmp ult i32 %2391, 256
  br i1 %2392, label %if.then137, label %if.end138

if.end136:                                        ; preds = %if.end138, %if.end132
  %2393 = load i32, ptr %cached31, align 4
  %2394 = icmp sge i32 %2393, %2238
  %2395 = icmp ne i32 %2393, -2147483648
  %2396 = and i1 %2395, %2394
  br i1 %2396, label %if.then139, label %if.end140

if.then137:                                       ; preds = %if.then135
  %2397 = zext i32 %2391 to i64
  %2398 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2397
  %2399 = trunc i64 %2390 to i32
  store i32 %2399, ptr addrspace(3) %2398, align 4
  br label %if.end138

if.end138:                                        ; preds = %if.then137, %if.then135
  br label %if.end136

if.then139:                                       ; preds = %if.end136
  %2400 = add i64 %23, 1920
  %2401 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2402 = icmp ult i32 %2401, 256
  br i1 %2402, label %if.then141, label %if.end142

if.end140:                                        ; preds = %if.end142, %if.end136
  br label %if.end78

if.then141:                                       ; preds = %if.then139
  %2403 = zext i32 %2401 to i64
  %2404 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2403
  %2405 = trunc i64 %2400 to i32
  store i32 %2405, ptr addrspace(3) %2404, align 4
  br label %if.end142

if.end142:                                        ; preds = %if.then141, %if.then139
  br label %if.end140

glist.head:                                       ; preds = %if.end234, %glist.else
  %glist.iv = phi i64 [ 0, %glist.else ], [ %glist.next, %if.end234 ]
  %2406 = icmp slt i64 %glist.iv, %2242
  br i1 %2406, label %glist.body, label %glist.exit

glist.body:                                       ; preds = %glist.head
  %2407 = mul i64 %glist.iv, 2048
  %2408 = add i64 %2407, 0
  %2409 = add i64 %23, %2408
  %2410 = icmp slt i64 %2409, %48
  %2411 = select i1 %2410, i64 %2409, i64 0
  %2412 = getelementptr i32, ptr %51, i64 %2411
  %2413 = load i32, ptr %2412, align 4
  %2414 = and i32 %2413, -65536
  %2415 = bitcast i32 %2414 to float
  %2416 = and i32 %2413, 65535
  %2417 = zext i32 %2416 to i64
  %2418 = bitcast float %2415 to i32
  %2419 = fcmp uno float %2415, %2415
  %2420 = select i1 %2419, i32 2143289344, i32 %2418
  %2421 = xor i32 %2420, 2147483647
  %2422 = icmp sge i32 %2420, 0
  %2423 = select i1 %2422, i32 %2420, i32 %2421
  %2424 = sext i32 %2423 to i64
  %2425 = shl i64 %2424, 32
  %2426 = or i64 %2425, %2417
  %2427 = mul i64 %glist.iv, 2048
  %2428 = add i64 %2427, 128
  %2429 = add i64 %23, %2428
  %2430 = icmp slt i64 %2429, %48
  %2431 = select i1 %2430, i64 %2429, i64 0
  %2432 = getelementptr i32, ptr %51, i64 %2431
  %2433 = load i32, ptr %2432, align 4
  %2434 = and i32 %2433, -65536
  %2435 = bitcast i32 %2434 to float
  %2436 = and i32 %2433, 65535
  %2437 = zext i32 %2436 to i64
  %2438 = bitcast float %2435 to i32
  %2439 = fcmp uno float %2435, %2435
  %2440 = select i1 %2439, i32 2143289344, i32 %2438
  %2441 = xor i32 %2440, 2147483647
  %2442 = icmp sge i32 %2440, 0
  %2443 = select i1 %2442, i32 %2440, i32 %2441
  %2444 = sext i32 %2443 to i64
  %2445 = shl i64 %2444, 32
  %2446 = or i64 %2445, %2437
  %2447 = mul i64 %glist.iv, 2048
  %2448 = add i64 %2447, 256
  %2449 = add i64 %23, %2448
  %2450 = icmp slt i64 %2449, %48
  %2451 = select i1 %2450, i64 %2449, i64 0
  %2452 = getelementptr i32, ptr %51, i64 %2451
  %2453 = load i32, ptr %2452, align 4
  %2454 = and i32 %2453, -65536
  %2455 = bitcast i32 %2454 to float
  %2456 = and i32 %2453, 65535
  %2457 = zext i32 %2456 to i64
  %2458 = bitcast float %2455 to i32
  %2459 = fcmp uno float %2455, %2455
  %2460 = select i1 %2459, i32 2143289344, i32 %2458
  %2461 = xor i32 %2460, 2147483647
  %2462 = icmp sge i32 %2460, 0
  %2463 = select i1 %2462, i32 %2460, i32 %2461
  %2464 = sext i32 %2463 to i64
  %2465 = shl i64 %2464, 32
  %2466 = or i64 %2465, %2457
  %2467 = mul i64 %glist.iv, 2048
  %2468 = add i64 %2467, 384
  %2469 = add i64 %23, %2468
  %2470 = icmp slt i64 %2469, %48
  %2471 = select i1 %2470, i64 %2469, i64 0
  %2472 = getelementptr i32, ptr %51, i64 %2471
  %2473 = load i32, ptr %2472, align 4
  %2474 = and i32 %2473, -65536
  %2475 = bitcast i32 %2474 to float
  %2476 = and i32 %2473, 65535
  %2477 = zext i32 %2476 to i64
  %2478 = bitcast float %2475 to i32
  %2479 = fcmp uno float %2475, %2475
  %2480 = select i1 %2479, i32 2143289344, i32 %2478
  %2481 = xor i32 %2480, 2147483647
  %2482 = icmp sge i32 %2480, 0
  %2483 = select i1 %2482, i32 %2480, i32 %2481
  %2484 = sext i32 %2483 to i64
  %2485 = shl i64 %2484, 32
  %2486 = or i64 %2485, %2477
  %2487 = mul i64 %glist.iv, 2048
  %2488 = add i64 %2487, 512
  %2489 = add i64 %23, %2488
  %2490 = icmp slt i64 %2489, %48
  %2491 = select i1 %2490, i64 %2489, i64 0
  %2492 = getelementptr i32, ptr %51, i64 %2491
  %2493 = load i32, ptr %2492, align 4
  %2494 = and i32 %2493, -65536
  %2495 = bitcast i32 %2494 to float
  %2496 = and i32 %2493, 65535
  %2497 = zext i32 %2496 to i64
  %2498 = bitcast float %2495 to i32
  %2499 = fcmp uno float %2495, %2495
  %2500 = select i1 %2499, i32 2143289344, i32 %2498
  %2501 = xor i32 %2500, 2147483647
  %2502 = icmp sge i32 %2500, 0
  %2503 = select i1 %2502, i32 %2500, i32 %2501
  %2504 = sext i32 %2503 to i64
  %2505 = shl i64 %2504, 32
  %2506 = or i64 %2505, %2497
  %2507 = mul i64 %glist.iv, 2048
  %2508 = add i64 %2507, 640
  %2509 = add i64 %23, %2508
  %2510 = icmp slt i64 %2509, %48
  %2511 = select i1 %2510, i64 %2509, i64 0
  %2512 = getelementptr i32, ptr %51, i64 %2511
  %2513 = load i32, ptr %2512, align 4
  %2514 = and i32 %2513, -65536
  %2515 = bitcast i32 %2514 to float
  %2516 = and i32 %2513, 65535
  %2517 = zext i32 %2516 to i64
  %2518 = bitcast float %2515 to i32
  %2519 = fcmp uno float %2515, %2515
  %2520 = select i1 %2519, i32 2143289344, i32 %2518
  %2521 = xor i32 %2520, 2147483647
  %2522 = icmp sge i32 %2520, 0
  %2523 = select i1 %2522, i32 %2520, i32 %2521
  %2524 = sext i32 %2523 to i64
  %2525 = shl i64 %2524, 32
  %2526 = or i64 %2525, %2517
  %2527 = mul i64 %glist.iv, 2048
  %2528 = add i64 %2527, 768
  %2529 = add i64 %23, %2528
  %2530 = icmp slt i64 %2529, %48
  %2531 = select i1 %2530, i64 %2529, i64 0
  %2532 = getelementptr i32, ptr %51, i64 %2531
  %2533 = load i32, ptr %2532, align 4
  %2534 = and i32 %2533, -65536
  %2535 = bitcast i32 %2534 to float
  %2536 = and i32 %2533, 65535
  %2537 = zext i32 %2536 to i64
  %2538 = bitcast float %2535 to i32
  %2539 = fcmp uno float %2535, %2535
  %2540 = select i1 %2539, i32 2143289344, i32 %2538
  %2541 = xor i32 %2540, 2147483647
  %2542 = icmp sge i32 %2540, 0
  %2543 = select i1 %2542, i32 %2540, i32 %2541
  %2544 = sext i32 %2543 to i64
  %2545 = shl i64 %2544, 32
  %2546 = or i64 %2545, %2537
  %2547 = mul i64 %glist.iv, 2048
  %2548 = add i64 %2547, 896
  %2549 = add i64 %23, %2548
  %2550 = icmp slt i64 %2549, %48
  %2551 = select i1 %2550, i64 %2549, i64 0
  %2552 = getelementptr i32, ptr %51, i64 %2551
  %2553 = load i32, ptr %2552, align 4
  %2554 = and i32 %2553, -65536
  %2555 = bitcast i32 %2554 to float
  %2556 = and i32 %2553, 65535
  %2557 = zext i32 %2556 to i64
  %2558 = bitcast float %2555 to i32
  %2559 = fcmp uno float %2555, %2555
  %2560 = select i1 %2559, i32 2143289344, i32 %2558
  %2561 = xor i32 %2560, 2147483647
  %2562 = icmp sge i32 %2560, 0
  %2563 = select i1 %2562, i32 %2560, i32 %2561
  %2564 = sext i32 %2563 to i64
  %2565 = shl i64 %2564, 32
  %2566 = or i64 %2565, %2557
  %2567 = mul i64 %glist.iv, 2048
  %2568 = add i64 %2567, 1024
  %2569 = add i64 %23, %2568
  %2570 = icmp slt i64 %2569, %48
  %2571 = select i1 %2570, i64 %2569, i64 0
  %2572 = getelementptr i32, ptr %51, i64 %2571
  %2573 = load i32, ptr %2572, align 4
  %2574 = and i32 %2573, -65536
  %2575 = bitcast i32 %2574 to float
  %2576 = and i32 %2573, 65535
  %2577 = zext i32 %2576 to i64
  %2578 = bitcast float %2575 to i32
  %2579 = fcmp uno float %2575, %2575
  %2580 = select i1 %2579, i32 2143289344, i32 %2578
  %2581 = xor i32 %2580, 2147483647
  %2582 = icmp sge i32 %2580, 0
  %2583 = select i1 %2582, i32 %2580, i32 %2581
  %2584 = sext i32 %2583 to i64
  %2585 = shl i64 %2584, 32
  %2586 = or i64 %2585, %2577
  %2587 = mul i64 %glist.iv, 2048
  %2588 = add i64 %2587, 1152
  %2589 = add i64 %23, %2588
  %2590 = icmp slt i64 %2589, %48
  %2591 = select i1 %2590, i64 %2589, i64 0
  %2592 = getelementptr i32, ptr %51, i64 %2591
  %2593 = load i32, ptr %2592, align 4
  %2594 = and i32 %2593, -65536
  %2595 = bitcast i32 %2594 to float
  %2596 = and i32 %2593, 65535
  %2597 = zext i32 %2596 to i64
  %2598 = bitcast float %2595 to i32
  %2599 = fcmp uno float %2595, %2595
  %2600 = select i1 %2599, i32 2143289344, i32 %2598
  %2601 = xor i32 %2600, 2147483647
  %2602 = icmp sge i32 %2600, 0
  %2603 = select i1 %2602, i32 %2600, i32 %2601
  %2604 = sext i32 %2603 to i64
  %2605 = shl i64 %2604, 32
  %2606 = or i64 %2605, %2597
  %2607 = mul i64 %glist.iv, 2048
  %2608 = add i64 %2607, 1280
  %2609 = add i64 %23, %2608
  %2610 = icmp slt i64 %2609, %48
  %2611 = select i1 %2610, i64 %2609, i64 0
  %2612 = getelementptr i32, ptr %51, i64 %2611
  %2613 = load i32, ptr %2612, align 4
  %2614 = and i32 %2613, -65536
  %2615 = bitcast i32 %2614 to float
  %2616 = and i32 %2613, 65535
  %2617 = zext i32 %2616 to i64
  %2618 = bitcast float %2615 to i32
  %2619 = fcmp uno float %2615, %2615
  %2620 = select i1 %2619, i32 2143289344, i32 %2618
  %2621 = xor i32 %2620, 2147483647
  %2622 = icmp sge i32 %2620, 0
  %2623 = select i1 %2622, i32 %2620, i32 %2621
  %2624 = sext i32 %2623 to i64
  %2625 = shl i64 %2624, 32
  %2626 = or i64 %2625, %2617
  %2627 = mul i64 %glist.iv, 2048
  %2628 = add i64 %2627, 1408
  %2629 = add i64 %23, %2628
  %2630 = icmp slt i64 %2629, %48
  %2631 = select i1 %2630, i64 %2629, i64 0
  %2632 = getelementptr i32, ptr %51, i64 %2631
  %2633 = load i32, ptr %2632, align 4
  %2634 = and i32 %2633, -65536
  %2635 = bitcast i32 %2634 to float
  %2636 = and i32 %2633, 65535
  %2637 = zext i32 %2636 to i64
  %2638 = bitcast float %2635 to i32
  %2639 = fcmp uno float %2635, %2635
  %2640 = select i1 %2639, i32 2143289344, i32 %2638
  %2641 = xor i32 %2640, 2147483647
  %2642 = icmp sge i32 %2640, 0
  %2643 = select i1 %2642, i32 %2640, i32 %2641
  %2644 = sext i32 %2643 to i64
  %2645 = shl i64 %2644, 32
  %2646 = or i64 %2645, %2637
  %2647 = mul i64 %glist.iv, 2048
  %2648 = add i64 %2647, 1536
  %2649 = add i64 %23, %2648
  %2650 = icmp slt i64 %2649, %48
  %2651 = select i1 %2650, i64 %2649, i64 0
  %2652 = getelementptr i32, ptr %51, i64 %2651
  %2653 = load i32, ptr %2652, align 4
  %2654 = and i32 %2653, -65536
  %2655 = bitcast i32 %2654 to float
  %2656 = and i32 %2653, 65535
  %2657 = zext i32 %2656 to i64
  %2658 = bitcast float %2655 to i32
  %2659 = fcmp uno float %2655, %2655
  %2660 = select i1 %2659, i32 2143289344, i32 %2658
  %2661 = xor i32 %2660, 2147483647
  %2662 = icmp sge i32 %2660, 0
  %2663 = select i1 %2662, i32 %2660, i32 %2661
  %2664 = sext i32 %2663 to i64
  %2665 = shl i64 %2664, 32
  %2666 = or i64 %2665, %2657
  %2667 = mul i64 %glist.iv, 2048
  %2668 = add i64 %2667, 1664
  %2669 = add i64 %23, %2668
  %2670 = icmp slt i64 %2669, %48
  %2671 = select i1 %2670, i64 %2669, i64 0
  %2672 = getelementptr i32, ptr %51, i64 %2671
  %2673 = load i32, ptr %2672, align 4
  %2674 = and i32 %2673, -65536
  %2675 = bitcast i32 %2674 to float
  %2676 = and i32 %2673, 65535
  %2677 = zext i32 %2676 to i64
  %2678 = bitcast float %2675 to i32
  %2679 = fcmp uno float %2675, %2675
  %2680 = select i1 %2679, i32 2143289344, i32 %2678
  %2681 = xor i32 %2680, 2147483647
  %2682 = icmp sge i32 %2680, 0
  %2683 = select i1 %2682, i32 %2680, i32 %2681
  %2684 = sext i32 %2683 to i64
  %2685 = shl i64 %2684, 32
  %2686 = or i64 %2685, %2677
  %2687 = mul i64 %glist.iv, 2048
  %2688 = add i64 %2687, 1792
  %2689 = add i64 %23, %2688
  %2690 = icmp slt i64 %2689, %48
  %2691 = select i1 %2690, i64 %2689, i64 0
  %2692 = getelementptr i32, ptr %51, i64 %2691
  %2693 = load i32, ptr %2692, align 4
  %2694 = and i32 %2693, -65536
  %2695 = bitcast i32 %2694 to float
  %2696 = and i32 %2693, 65535
  %2697 = zext i32 %2696 to i64
  %2698 = bitcast float %2695 to i32
  %2699 = fcmp uno float %2695, %2695
  %2700 = select i1 %2699, i32 2143289344, i32 %2698
  %2701 = xor i32 %2700, 2147483647
  %2702 = icmp sge i32 %2700, 0
  %2703 = select i1 %2702, i32 %2700, i32 %2701
  %2704 = sext i32 %2703 to i64
  %2705 = shl i64 %2704, 32
  %2706 = or i64 %2705, %2697
  %2707 = mul i64 %glist.iv, 2048
  %2708 = add i64 %2707, 1920
  %2709 = add i64 %23, %2708
  %2710 = icmp slt i64 %2709, %48
  %2711 = select i1 %2710, i64 %2709, i64 0
  %2712 = getelementptr i32, ptr %51, i64 %2711
  %2713 = load i32, ptr %2712, align 4
  %2714 = and i32 %2713, -65536
  %2715 = bitcast i32 %2714 to float
  %2716 = and i32 %2713, 65535
  %2717 = zext i32 %2716 to i64
  %2718 = bitcast float %2715 to i32
  %2719 = fcmp uno float %2715, %2715
  %2720 = select i1 %2719, i32 2143289344, i32 %2718
  %2721 = xor i32 %2720, 2147483647
  %2722 = icmp sge i32 %2720, 0
  %2723 = select i1 %2722, i32 %2720, i32 %2721
  %2724 = sext i32 %2723 to i64
  %2725 = shl i64 %2724, 32
  %2726 = or i64 %2725, %2717
  br i1 %2410, label %if.then143, label %if.end144

glist.exit:                                       ; preds = %glist.head
  br label %glist.end

if.then143:                                       ; preds = %glist.body
  %2727 = ashr i64 %2426, 32
  %2728 = trunc i64 %2727 to i32
  %2729 = icmp sge i32 %2728, %1944
  br i1 %2729, label %if.then145, label %if.end146

if.end144:                                        ; preds = %if.end146, %glist.body
  br i1 %2430, label %if.then149, label %if.end150

if.then145:                                       ; preds = %if.then143
  %2730 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2731 = icmp ult i32 %2730, 256
  br i1 %2731, label %if.then147, label %if.end148

if.end146:                                        ; preds = %if.end148, %if.then143
  br label %if.end144

if.then147:                                       ; preds = %if.then145
  %2732 = zext i32 %2730 to i64
  %2733 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2732
  %2734 = trunc i64 %2409 to i32
  store i32 %2734, ptr addrspace(3) %2733, align 4
  br label %if.end148

if.end148:                                        ; preds = %if.then147, %if.then145
  br label %if.end146

if.then149:                                       ; preds = %if.end144
  %2735 = ashr i64 %2446, 32
  %2736 = trunc i64 %2735 to i32
  %2737 = icmp sge i32 %2736, %1944
  br i1 %2737, label %if.then151, label %if.end152

if.end150:                                        ; preds = %if.end152, %if.end144
  br i1 %2450, label %if.then155, label %if.end156

if.then151:                                       ; preds = %if.then149
  %2738 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2739 = icmp ult i32 %2738, 256
  br i1 %2739, label %if.then153, label %if.end154

if.end152:                                        ; preds = %if.end154, %if.then149
  br label %if.end150

if.then153:                                       ; preds = %if.then151
  %2740 = zext i32 %2738 to i64
  %2741 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2740
  %2742 = trunc i64 %2429 to i32
  store i32 %2742, ptr addrspace(3) %2741, align 4
  br label %if.end154

if.end154:                                        ; preds = %if.then153, %if.then151
  br label %if.end152

if.then155:                                       ; preds = %if.end150
  %2743 = ashr i64 %2466, 32
  %2744 = trunc i64 %2743 to i32
  %2745 = icmp sge i32 %2744, %1944
  br i1 %2745, label %if.then157, label %if.end158

if.end156:                                        ; preds = %if.end158, %if.end150
  br i1 %2470, label %if.then161, label %if.end162

if.then157:                                       ; preds = %if.then155
  %2746 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2747 = icmp ult i32 %2746, 256
  br i1 %2747, label %if.then159, label %if.end160

if.end158:                                        ; preds = %if.end160, %if.then155
  br label %if.end156

if.then159:                                       ; preds = %if.then157
  %2748 = zext i32 %2746 to i64
  %2749 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2748
  %2750 = trunc i64 %2449 to i32
  store i32 %2750, ptr addrspace(3) %2749, align 4
  br label %if.end160

if.end160:                                        ; preds = %if.then159, %if.then157
  br label %if.end158

if.then161:                                       ; preds = %if.end156
  %2751 = ashr i64 %2486, 32
  %2752 = trunc i64 %2751 to i32
  %2753 = icmp sge i32 %2752, %1944
  br i1 %2753, label %if.then163, label %if.end164

if.end162:                                        ; preds = %if.end164, %if.end156
  br i1 %2490, label %if.then167, label %if.end168

if.then163:                                       ; preds = %if.then161
  %2754 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2755 = icmp ult i32 %2754, 256
  br i1 %2755, label %if.then165, label %if.end166

if.end164:                                        ; preds = %if.end166, %if.then161
  br label %if.end162

if.then165:                                       ; preds = %if.then163
  %2756 = zext i32 %2754 to i64
  %2757 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2756
  %2758 = trunc i64 %2469 to i32
  store i32 %2758, ptr addrspace(3) %2757, align 4
  br label %if.end166

if.end166:                                        ; preds = %if.then165, %if.then163
  br label %if.end164

if.then167:                                       ; preds = %if.end162
  %2759 = ashr i64 %2506, 32
  %2760 = trunc i64 %2759 to i32
  %2761 = icmp sge i32 %2760, %1944
  br i1 %2761, label %if.then169, label %if.end170

if.end168:                                        ; preds = %if.end170, %if.end162
  br i1 %2510, label %if.then173, label %if.end174

if.then169:                                       ; preds = %if.then167
  %2762 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2763 = icmp ult i32 %2762, 256
  br i1 %2763, label %if.then171, label %if.end172

if.end170:                                        ; preds = %if.end172, %if.then167
  br label %if.end168

if.then171:                                       ; preds = %if.then169
  %2764 = zext i32 %2762 to i64
  %2765 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2764
  %2766 = trunc i64 %2489 to i32
  store i32 %2766, ptr addrspace(3) %2765, align 4
  br label %if.end172

if.end172:                                        ; preds = %if.then171, %if.then169
  br label %if.end170

if.then173:                                       ; preds = %if.end168
  %2767 = ashr i64 %2526, 32
  %2768 = trunc i64 %2767 to i32
  %2769 = icmp sge i32 %2768, %1944
  br i1 %2769, label %if.then175, label %if.end176

if.end174:                                        ; preds = %if.end176, %if.end168
  br i1 %2530, label %if.then179, label %if.end180

if.then175:                                       ; preds = %if.then173
  %2770 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2771 = icmp ult i32 %2770, 256
  br i1 %2771, label %if.then177, label %if.end178

if.end176:                                        ; preds = %if.end178, %if.then173
  br label %if.end174

if.then177:                                       ; preds = %if.then175
  %2772 = zext i32 %2770 to i64
  %2773 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2772
  %2774 = trunc i64 %2509 to i32
  store i32 %2774, ptr addrspace(3) %2773, align 4
  br label %if.end178

if.end178:                                        ; preds = %if.then177, %if.then175
  br label %if.end176

if.then179:                                       ; preds = %if.end174
  %2775 = ashr i64 %2546, 32
  %2776 = trunc i64 %2775 to i32
  %2777 = icmp sge i32 %2776, %1944
  br i1 %2777, label %if.then181, label %if.end182

if.end180:                                        ; preds = %if.end182, %if.end174
  br i1 %2550, label %if.then185, label %if.end186

if.then181:                                       ; preds = %if.then179
  %2778 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2779 = icmp ult i32 %2778, 256
  br i1 %2779, label %if.then183, label %if.end184

if.end182:                                        ; preds = %if.end184, %if.then179
  br label %if.end180

if.then183:                                       ; preds = %if.then181
  %2780 = zext i32 %2778 to i64
  %2781 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2780
  %2782 = trunc i64 %2529 to i32
  store i32 %2782, ptr addrspace(3) %2781, align 4
  br label %if.end184

if.end184:                                        ; preds = %if.then183, %if.then181
  br label %if.end182

if.then185:                                       ; preds = %if.end180
  %2783 = ashr i64 %2566, 32
  %2784 = trunc i64 %2783 to i32
  %2785 = icmp sge i32 %2784, %1944
  br i1 %2785, label %if.then187, label %if.end188

if.end186:                                        ; preds = %if.end188, %if.end180
  br i1 %2570, label %if.then191, label %if.end192

if.then187:                                       ; preds = %if.then185
  %2786 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2787 = icmp ult i32 %2786, 256
  br i1 %2787, label %if.then189, label %if.end190

if.end188:                                        ; preds = %if.end190, %if.then185
  br label %if.end186

if.then189:                                       ; preds = %if.then187
  %2788 = zext i32 %2786 to i64
  %2789 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2788
  %2790 = trunc i64 %2549 to i32
  store i32 %2790, ptr addrspace(3) %2789, align 4
  br label %if.end190

if.end190:                                        ; preds = %if.then189, %if.then187
  br label %if.end188

if.then191:                                       ; preds = %if.end186
  %2791 = ashr i64 %2586, 32
  %2792 = trunc i64 %2791 to i32
  %2793 = icmp sge i32 %2792, %1944
  br i1 %2793, label %if.then193, label %if.end194

if.end192:                                        ; preds = %if.end194, %if.end186
  br i1 %2590, label %if.then197, label %if.end198

if.then193:                                       ; preds = %if.then191
  %2794 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2795 = icmp ult i32 %2794, 256
  br i1 %2795, label %if.then195, label %if.end196

if.end194:                                        ; preds = %if.end196, %if.then191
  br label %if.end192

if.then195:                                       ; preds = %if.then193
  %2796 = zext i32 %2794 to i64
  %2797 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2796
  %2798 = trunc i64 %2569 to i32
  store i32 %2798, ptr addrspace(3) %2797, align 4
  br label %if.end196

if.end196:                                        ; preds = %if.then195, %if.then193
  br label %if.end194

if.then197:                                       ; preds = %if.end192
  %2799 = ashr i64 %2606, 32
  %2800 = trunc i64 %2799 to i32
  %2801 = icmp sge i32 %2800, %1944
  br i1 %2801, label %if.then199, label %if.end200

if.end198:                                        ; preds = %if.end200, %if.end192
  br i1 %2610, label %if.then203, label %if.end204

if.then199:                                       ; preds = %if.then197
  %2802 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2803 = icmp ult i32 %2802, 256
  br i1 %2803, label %if.then201, label %if.end202

if.end200:                                        ; preds = %if.end202, %if.then197
  br label %if.end198

if.then201:                                       ; preds = %if.then199
  %2804 = zext i32 %2802 to i64
  %2805 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2804
  %2806 = trunc i64 %2589 to i32
  store i32 %2806, ptr addrspace(3) %2805, align 4
  br label %if.end202

if.end202:                                        ; preds = %if.then201, %if.then199
  br label %if.end200

if.then203:                                       ; preds = %if.end198
  %2807 = ashr i64 %2626, 32
  %2808 = trunc i64 %2807 to i32
  %2809 = icmp sge i32 %2808, %1944
  br i1 %2809, label %if.then205, label %if.end206

if.end204:                                        ; preds = %if.end206, %if.end198
  br i1 %2630, label %if.then209, label %if.end210

if.then205:                                       ; preds = %if.then203
  %2810 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2811 = icmp ult i32 %2810, 256
  br i1 %2811, label %if.then207, label %if.end208

if.end206:                                        ; preds = %if.end208, %if.then203
  br label %if.end204

if.then207:                                       ; preds = %if.then205
  %2812 = zext i32 %2810 to i64
  %2813 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2812
  %2814 = trunc i64 %2609 to i32
  store i32 %2814, ptr addrspace(3) %2813, align 4
  br label %if.end208

if.end208:                                        ; preds = %if.then207, %if.then205
  br label %if.end206

if.then209:                                       ; preds = %if.end204
  %2815 = ashr i64 %2646, 32
  %2816 = trunc i64 %2815 to i32
  %2817 = icmp sge i32 %2816, %1944
  br i1 %2817, label %if.then211, label %if.end212

if.end210:                                        ; preds = %if.end212, %if.end204
  br i1 %2650, label %if.then215, label %if.end216

if.then211:                                       ; preds = %if.then209
  %2818 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2819 = icmp ult i32 %2818, 256
  br i1 %2819, label %if.then213, label %if.end214

if.end212:                                        ; preds = %if.end214, %if.then209
  br label %if.end210

if.then213:                                       ; preds = %if.then211
  %2820 = zext i32 %2818 to i64
  %2821 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2820
  %2822 = trunc i64 %2629 to i32
  store i32 %2822, ptr addrspace(3) %2821, align 4
  br label %if.end214

if.end214:                                        ; preds = %if.then213, %if.then211
  br label %if.end212

if.then215:                                       ; preds = %if.end210
  %2823 = ashr i64 %2666, 32
  %2824 = trunc i64 %2823 to i32
  %2825 = icmp sge i32 %2824, %1944
  br i1 %2825, label %if.then217, label %if.end218

if.end216:                                        ; preds = %if.end218, %if.end210
  br i1 %2670, label %if.then221, label %if.end222

if.then217:                                       ; preds = %if.then215
  %2826 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2827 = icmp ult i32 %2826, 256
  br i1 %2827, label %if.then219, label %if.end220

if.end218:                                        ; preds = %if.end220, %if.then215
  br label %if.end216

if.then219:                                       ; preds = %if.then217
  %2828 = zext i32 %2826 to i64
  %2829 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2828
  %2830 = trunc i64 %2649 to i32
  store i32 %2830, ptr addrspace(3) %2829, align 4
  br label %if.end220

if.end220:                                        ; preds = %if.then219, %if.then217
  br label %if.end218

if.then221:                                       ; preds = %if.end216
  %2831 = ashr i64 %2686, 32
  %2832 = trunc i64 %2831 to i32
  %2833 = icmp sge i32 %2832, %1944
  br i1 %2833, label %if.then223, label %if.end224

if.end222:                                        ; preds = %if.end224, %if.end216
  br i1 %2690, label %if.then227, label %if.end228

if.then223:                                       ; preds = %if.then221
  %2834 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2835 = icmp ult i32 %2834, 256
  br i1 %2835, label %if.then225, label %if.end226

if.end224:                                        ; preds = %if.end226, %if.then221
  br label %if.end222

if.then225:                                       ; preds = %if.then223
  %2836 = zext i32 %2834 to i64
  %2837 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2836
  %2838 = trunc i64 %2669 to i32
  store i32 %2838, ptr addrspace(3) %2837, align 4
  br label %if.end226

if.end226:                                        ; preds = %if.then225, %if.then223
  br label %if.end224

if.then227:                                       ; preds = %if.end222
  %2839 = ashr i64 %2706, 32
  %2840 = trunc i64 %2839 to i32
  %2841 = icmp sge i32 %2840, %1944
  br i1 %2841, label %if.then229, label %if.end230

if.end228:                                        ; preds = %if.end230, %if.end222
  br i1 %2710, label %if.then233, label %if.end234

if.then229:                                       ; preds = %if.then227
  %2842 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2843 = icmp ult i32 %2842, 256
  br i1 %2843, label %if.then231, label %if.end232

if.end230:                                        ; preds = %if.end232, %if.then227
  br label %if.end228

if.then231:                                       ; preds = %if.then229
  %2844 = zext i32 %2842 to i64
  %2845 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2844
  %2846 = trunc i64 %2689 to i32
  store i32 %2846, ptr addrspace(3) %2845, align 4
  br label %if.end232

if.end232:                                        ; preds = %if.then231, %if.then229
  br label %if.end230

if.then233:                                       ; preds = %if.end228
  %2847 = ashr i64 %2726, 32
  %2848 = trunc i64 %2847 to i32
  %2849 = icmp sge i32 %2848, %1944
  br i1 %2849, label %if.then235, label %if.end236

if.end234:                                        ; preds = %if.end236, %if.end228
  %glist.next = add nsw i64 %glist.iv, 1
  br label %glist.head, !llvm.loop !6

if.then235:                                       ; preds = %if.then233
  %2850 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2851 = icmp ult i32 %2850, 256
  br i1 %2851, label %if.then237, label %if.end238

if.end236:                                        ; preds = %if.end238, %if.then233
  br label %if.end234

if.then237:                                       ; preds = %if.then235
  %2852 = zext i32 %2850 to i64
  %2853 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2852
  %2854 = trunc i64 %2709 to i32
  store i32 %2854, ptr addrspace(3) %2853, align 4
  br label %if.end238

if.end238:                                        ; preds = %if.then237, %if.then235
  br label %if.end236

if.then239:                                       ; preds = %glist.end
  %2855 = load i32, ptr addrspace(3) @block_shared, align 4
  %2856 = zext i32 %2855 to i64
  %2857 = mul i64 %2856, 10
  %2858 = add i64 %2857, 127
  %2859 = udiv i64 %2858, 128
  br label %kcol.head

if.end240:                                        ; preds = %kcol.exit, %glist.end
  call void @llvm.nvvm.barrier0()
  %2860 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %2861 = zext i32 %2860 to i64
  %2862 = icmp ugt i64 %2861, 512
  %2863 = or i1 %2244, %2862
  %2864 = xor i1 %2863, true
  br i1 %2864, label %if.then273, label %if.end274

kcol.head:                                        ; preds = %if.end270, %if.then239
  %kcol.iv = phi i64 [ 0, %if.then239 ], [ %kcol.next, %if.end270 ]
  %2865 = icmp slt i64 %kcol.iv, %2859
  br i1 %2865, label %kcol.body, label %kcol.exit

kcol.body:                                        ; preds = %kcol.head
  %2866 = mul i64 %kcol.iv, 128
  %2867 = add i64 %2866, 0
  %2868 = add i64 %23, %2867
  %2869 = icmp slt i64 %2868, %2857
  %2870 = select i1 %2869, i64 %2868, i64 0
  %2871 = udiv i64 %2870, 10
  %2872 = urem i64 %2870, 10
  %2873 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2871
  %2874 = load i32, ptr addrspace(3) %2873, align 4
  %2875 = zext i32 %2874 to i64
  %2876 = udiv i64 %2875, 32
  %2877 = urem i64 %2875, 32
  %2878 = mul i64 %2876, 2374
  %2879 = sub i64 %6, %2878
  %2880 = icmp slt i64 %2879, 0
  %2881 = select i1 %2880, i64 0, i64 %2879
  %2882 = icmp sgt i64 %2881, 2374
  %2883 = select i1 %2882, i64 2374, i64 %2881
  %2884 = mul i64 %2872, 32
  %2885 = add i64 %2884, %2877
  %2886 = mul i64 %2885, 8
  %2887 = add i64 %2886, 0
  %2888 = icmp slt i64 %2887, %2883
  %2889 = and i1 %2869, %2888
  %2890 = select i1 %2889, i64 %2887, i64 0
  %2891 = add i64 %2878, %2890
  %2892 = mul i64 %2891, 2
  %2893 = getelementptr i8, ptr %46, i64 %2892
  %2894 = load i16, ptr %2893, align 2
  %2895 = add i64 %2886, 1
  %2896 = icmp slt i64 %2895, %2883
  %2897 = and i1 %2869, %2896
  %2898 = select i1 %2897, i64 %2895, i64 0
  %2899 = add i64 %2878, %2898
  %2900 = mul i64 %2899, 2
  %2901 = getelementptr i8, ptr %46, i64 %2900
  %2902 = load i16, ptr %2901, align 2
  %2903 = add i64 %2886, 2
  %2904 = icmp slt i64 %2903, %2883
  %2905 = and i1 %2869, %2904
  %2906 = select i1 %2905, i64 %2903, i64 0
  %2907 = add i64 %2878, %2906
  %2908 = mul i64 %2907, 2
  %2909 = getelementptr i8, ptr %46, i64 %2908
  %2910 = load i16, ptr %2909, align 2
  %2911 = add i64 %2886, 3
  %2912 = icmp slt i64 %2911, %2883
  %2913 = and i1 %2869, %2912
  %2914 = select i1 %2913, i64 %2911, i64 0
  %2915 = add i64 %2878, %2914
  %2916 = mul i64 %2915, 2
  %2917 = getelementptr i8, ptr %46, i64 %2916
  %2918 = load i16, ptr %2917, align 2
  %2919 = add i64 %2886, 4
  %2920 = icmp slt i64 %2919, %2883
  %2921 = and i1 %2869, %2920
  %2922 = select i1 %2921, i64 %2919, i64 0
  %2923 = add i64 %2878, %2922
  %2924 = mul i64 %2923, 2
  %2925 = getelementptr i8, ptr %46, i64 %2924
  %2926 = load i16, ptr %2925, align 2
  %2927 = add i64 %2886, 5
  %2928 = icmp slt i64 %2927, %2883
  %2929 = and i1 %2869, %2928
  %2930 = select i1 %2929, i64 %2927, i64 0
  %2931 = add i64 %2878, %2930
  %2932 = mul i64 %2931, 2
  %2933 = getelementptr i8, ptr %46, i64 %2932
  %2934 = load i16, ptr %2933, align 2
  %2935 = add i64 %2886, 6
  %2936 = icmp slt i64 %2935, %2883
  %2937 = and i1 %2869, %2936
  %2938 = select i1 %2937, i64 %2935, i64 0
  %2939 = add i64 %2878, %2938
  %2940 = mul i64 %2939, 2
  %2941 = getelementptr i8, ptr %46, i64 %2940
  %2942 = load i16, ptr %2941, align 2
  %2943 = add i64 %2886, 7
  %2944 = icmp slt i64 %2943, %2883
  %2945 = and i1 %2869, %2944
  %2946 = select i1 %2945, i64 %2943, i64 0
  %2947 = add i64 %2878, %2946
  %2948 = mul i64 %2947, 2
  %2949 = getelementptr i8, ptr %46, i64 %2948
  %2950 = load i16, ptr %2949, align 2
  %2951 = zext i16 %2894 to i32
  %2952 = shl i32 %2951, 16
  %2953 = bitcast i32 %2952 to float
  %2954 = bitcast float %2953 to i32
  %2955 = fcmp uno float %2953, %2953
  %2956 = select i1 %2955, i32 2143289344, i32 %2954
  %2957 = xor i32 %2956, 2147483647
  %2958 = icmp sge i32 %2956, 0
  %2959 = select i1 %2958, i32 %2956, i32 %2957
  %2960 = icmp sge i32 %2959, %1944
  %2961 = and i1 %2889, %2960
  br i1 %2961, label %if.then241, label %if.end242

kcol.exit:                                        ; preds = %kcol.head
  br label %if.end240

if.then241:                                       ; preds = %kcol.body
  %2962 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %2963 = icmp ult i32 %2962, 512
  br i1 %2963, label %if.then243, label %if.end244

if.end242:                                        ; preds = %if.end244, %kcol.body
  %2964 = zext i16 %2902 to i32
  %2965 = shl i32 %2964, 16
  %2966 = bitcast i32 %2965 to float
  %2967 = bitcast float %2966 to i32
  %2968 = fcmp uno float %2966, %2966
  %2969 = select i1 %2968, i32 2143289344, i32 %2967
  %2970 = xor i32 %2969, 2147483647
  %2971 = icmp sge i32 %2969, 0
  %2972 = select i1 %2971, i32 %2969, i32 %2970
  %2973 = icmp sge i32 %2972, %1944
  %2974 = and i1 %2897, %2973
  br i1 %2974, label %if.then245, label %if.end246

if.then243:                                       ; preds = %if.then241
  %2975 = zext i32 %2962 to i64
  %2976 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %2975
  %2977 = bitcast float %2953 to i32
  %2978 = fcmp uno float %2953, %2953
  %2979 = select i1 %2978, i32 2143289344, i32 %2977
  %2980 = xor i32 %2979, 2147483647
  %2981 = icmp sge i32 %2979, 0
  %2982 = select i1 %2981, i32 %2979, i32 %2980
  %2983 = sext i32 %2982 to i64
  %2984 = shl i64 %2983, 32
  %2985 = sub i64 4294967295, %2891
  %2986 = or i64 %2984, %2985
  store i64 %2986, ptr addrspace(3) %2976, align 4
  br label %if.end244

if.end244:                                        ; preds = %if.then243, %if.then241
  br label %if.end242

if.then245:                                       ; preds = %if.end242
  %2987 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %2988 = icmp ult i32 %2987, 512
  br i1 %2988, label %if.then247, label %if.end248

if.end246:                                        ; preds = %if.end248, %if.end242
  %2989 = zext i16 %2910 to i32
  %2990 = shl i32 %2989, 16
  %2991 = bitcast i32 %2990 to float
  %2992 = bitcast float %2991 to i32
  %2993 = fcmp uno float %2991, %2991
  %2994 = select i1 %2993, i32 2143289344, i32 %2992
  %2995 = xor i32 %2994, 2147483647
  %2996 = icmp sge i32 %2994, 0
  %2997 = select i1 %2996, i32 %2994, i32 %2995
  %2998 = icmp sge i32 %2997, %1944
  %2999 = and i1 %2905, %2998
  br i1 %2999, label %if.then249, label %if.end250

if.then247:                                       ; preds = %if.then245
  %3000 = zext i32 %2987 to i64
  %3001 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3000
  %3002 = bitcast float %2966 to i32
  %3003 = fcmp uno float %2966, %2966
  %3004 = select i1 %3003, i32 2143289344, i32 %3002
  %3005 = xor i32 %3004, 2147483647
  %3006 = icmp sge i32 %3004, 0
  %3007 = select i1 %3006, i32 %3004, i32 %3005
  %3008 = sext i32 %3007 to i64
  %3009 = shl i64 %3008, 32
  %3010 = sub i64 4294967295, %2899
  %3011 = or i64 %3009, %3010
  store i64 %3011, ptr addrspace(3) %3001, align 4
  br label %if.end248

if.end248:                                        ; preds = %if.then247, %if.then245
  br label %if.end246

if.then249:                                       ; preds = %if.end246
  %3012 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3013 = icmp ult i32 %3012, 512
  br i1 %3013, label %if.then251, label %if.end252

if.end250:                                        ; preds = %if.end252, %if.end246
  %3014 = zext i16 %2918 to i32
  %3015 = shl i32 %3014, 16
  %3016 = bitcast i32 %3015 to float
  %3017 = bitcast float %3016 to i32
  %3018 = fcmp uno float %3016, %3016
  %3019 = select i1 %3018, i32 2143289344, i32 %3017
  %3020 = xor i32 %3019, 2147483647
  %3021 = icmp sge i32 %3019, 0
  %3022 = select i1 %3021, i32 %3019, i32 %3020
  %3023 = icmp sge i32 %3022, %1944
  %3024 = and i1 %2913, %3023
  br i1 %3024, label %if.then253, label %if.end254

if.then251:                                       ; preds = %if.then249
  %3025 = zext i32 %3012 to i64
  %3026 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3025
  %3027 = bitcast float %2991 to i32
  %3028 = fcmp uno float %2991, %2991
  %3029 = select i1 %3028, i32 2143289344, i32 %3027
  %3030 = xor i32 %3029, 2147483647
  %3031 = icmp sge i32 %3029, 0
  %3032 = select i1 %3031, i32 %3029, i32 %3030
  %3033 = sext i32 %3032 to i64
  %3034 = shl i64 %3033, 32
  %3035 = sub i64 4294967295, %2907
  %3036 = or i64 %3034, %3035
  store i64 %3036, ptr addrspace(3) %3026, align 4
  br label %if.end252

if.end252:                                        ; preds = %if.then251, %if.then249
  br label %if.end250

if.then253:                                       ; preds = %if.end250
  %3037 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3038 = icmp ult i32 %3037, 512
  br i1 %3038, label %if.then255, label %if.end256

if.end254:                                        ; preds = %if.end256, %if.end250
  %3039 = zext i16 %2926 to i32
  %3040 = shl i32 %3039, 16
  %3041 = bitcast i32 %3040 to float
  %3042 = bitcast float %3041 to i32
  %3043 = fcmp uno float %3041, %3041
  %3044 = select i1 %3043, i32 2143289344, i32 %3042
  %3045 = xor i32 %3044, 2147483647
  %3046 = icmp sge i32 %3044, 0
  %3047 = select i1 %3046, i32 %3044, i32 %3045
  %3048 = icmp sge i32 %3047, %1944
  %3049 = and i1 %2921, %3048
  br i1 %3049, label %if.then257, label %if.end258

if.then255:                                       ; preds = %if.then253
  %3050 = zext i32 %3037 to i64
  %3051 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3050
  %3052 = bitcast float %3016 to i32
  %3053 = fcmp uno float %3016, %3016
  %3054 = select i1 %3053, i32 2143289344, i32 %3052
  %3055 = xor i32 %3054, 2147483647
  %3056 = icmp sge i32 %3054, 0
  %3057 = select i1 %3056, i32 %3054, i32 %3055
  %3058 = sext i32 %3057 to i64
  %3059 = shl i64 %3058, 32
  %3060 = sub i64 4294967295, %2915
  %3061 = or i64 %3059, %3060
  store i64 %3061, ptr addrspace(3) %3051, align 4
  br label %if.end256

if.end256:                                        ; preds = %if.then255, %if.then253
  br label %if.end254

if.then257:                                       ; preds = %if.end254
  %3062 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3063 = icmp ult i32 %3062, 512
  br i1 %3063, label %if.then259, label %if.end260

if.end258:                                        ; preds = %if.end260, %if.end254
  %3064 = zext i16 %2934 to i32
  %3065 = shl i32 %3064, 16
  %3066 = bitcast i32 %3065 to float
  %3067 = bitcast float %3066 to i32
  %3068 = fcmp uno float %3066, %3066
  %3069 = select i1 %3068, i32 2143289344, i32 %3067
  %3070 = xor i32 %3069, 2147483647
  %3071 = icmp sge i32 %3069, 0
  %3072 = select i1 %3071, i32 %3069, i32 %3070
  %3073 = icmp sge i32 %3072, %1944
  %3074 = and i1 %2929, %3073
  br i1 %3074, label %if.then261, label %if.end262

if.then259:                                       ; preds = %if.then257
  %3075 = zext i32 %3062 to i64
  %3076 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3075
  %3077 = bitcast float %3041 to i32
  %3078 = fcmp uno float %3041, %3041
  %3079 = select i1 %3078, i32 2143289344, i32 %3077
  %3080 = xor i32 %3079, 2147483647
  %3081 = icmp sge i32 %3079, 0
  %3082 = select i1 %3081, i32 %3079, i32 %3080
  %3083 = sext i32 %3082 to i64
  %3084 = shl i64 %3083, 32
  %3085 = sub i64 4294967295, %2923
  %3086 = or i64 %3084, %3085
  store i64 %3086, ptr addrspace(3) %3076, align 4
  br label %if.end260

if.end260:                                        ; preds = %if.then259, %if.then257
  br label %if.end258

if.then261:                                       ; preds = %if.end258
  %3087 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3088 = icmp ult i32 %3087, 512
  br i1 %3088, label %if.then263, label %if.end264

if.end262:                                        ; preds = %if.end264, %if.end258
  %3089 = zext i16 %2942 to i32
  %3090 = shl i32 %3089, 16
  %3091 = bitcast i32 %3090 to float
  %3092 = bitcast float %3091 to i32
  %3093 = fcmp uno float %3091, %3091
  %3094 = select i1 %3093, i32 2143289344, i32 %3092
  %3095 = xor i32 %3094, 2147483647
  %3096 = icmp sge i32 %3094, 0
  %3097 = select i1 %3096, i32 %3094, i32 %3095
  %3098 = icmp sge i32 %3097, %1944
  %3099 = and i1 %2937, %3098
  br i1 %3099, label %if.then265, label %if.end266

if.then263:                                       ; preds = %if.then261
  %3100 = zext i32 %3087 to i64
  %3101 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3100
  %3102 = bitcast float %3066 to i32
  %3103 = fcmp uno float %3066, %3066
  %3104 = select i1 %3103, i32 2143289344, i32 %3102
  %3105 = xor i32 %3104, 2147483647
  %3106 = icmp sge i32 %3104, 0
  %3107 = select i1 %3106, i32 %3104, i32 %3105
  %3108 = sext i32 %3107 to i64
  %3109 = shl i64 %3108, 32
  %3110 = sub i64 4294967295, %2931
  %3111 = or i64 %3109, %3110
  store i64 %3111, ptr addrspace(3) %3101, align 4
  br label %if.end264

if.end264:                                        ; preds = %if.then263, %if.then261
  br label %if.end262

if.then265:                                       ; preds = %if.end262
  %3112 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3113 = icmp ult i32 %3112, 512
  br i1 %3113, label %if.then267, label %if.end268

if.end266:                                        ; preds = %if.end268, %if.end262
  %3114 = zext i16 %2950 to i32
  %3115 = shl i32 %3114, 16
  %3116 = bitcast i32 %3115 to float
  %3117 = bitcast float %3116 to i32
  %3118 = fcmp uno float %3116, %3116
  %3119 = select i1 %3118, i32 2143289344, i32 %3117
  %3120 = xor i32 %3119, 2147483647
  %3121 = icmp sge i32 %3119, 0
  %3122 = select i1 %3121, i32 %3119, i32 %3120
  %3123 = icmp sge i32 %3122, %1944
  %3124 = and i1 %2945, %3123
  br i1 %3124, label %if.then269, label %if.end270

if.then267:                                       ; preds = %if.then265
  %3125 = zext i32 %3112 to i64
  %3126 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3125
  %3127 = bitcast float %3091 to i32
  %3128 = fcmp uno float %3091, %3091
  %3129 = select i1 %3128, i32 2143289344, i32 %3127
  %3130 = xor i32 %3129, 2147483647
  %3131 = icmp sge i32 %3129, 0
  %3132 = select i1 %3131, i32 %3129, i32 %3130
  %3133 = sext i32 %3132 to i64
  %3134 = shl i64 %3133, 32
  %3135 = sub i64 4294967295, %2939
  %3136 = or i64 %3134, %3135
  store i64 %3136, ptr addrspace(3) %3126, align 4
  br label %if.end268

if.end268:                                        ; preds = %if.then267, %if.then265
  br label %if.end266

if.then269:                                       ; preds = %if.end266
  %3137 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3138 = icmp ult i32 %3137, 512
  br i1 %3138, label %if.then271, label %if.end272

if.end270:                                        ; preds = %if.end272, %if.end266
  %kcol.next = add nsw i64 %kcol.iv, 1
  br label %kcol.head, !llvm.loop !7

if.then271:                                       ; preds = %if.then269
  %3139 = zext i32 %3137 to i64
  %3140 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3139
  %3141 = bitcast float %3116 to i32
  %3142 = fcmp uno float %3116, %3116
  %3143 = select i1 %3142, i32 2143289344, i32 %3141
  %3144 = xor i32 %3143, 2147483647
  %3145 = icmp sge i32 %3143, 0
  %3146 = select i1 %3145, i32 %3143, i32 %3144
  %3147 = sext i32 %3146 to i64
  %3148 = shl i64 %3147, 32
  %3149 = sub i64 4294967295, %2947
  %3150 = or i64 %3148, %3149
  store i64 %3150, ptr addrspace(3) %3140, align 4
  br label %if.end272

if.end272:                                        ; preds = %if.then271, %if.then269
  br label %if.end270

if.then273:                                       ; preds = %if.end240
  %3151 = icmp eq i64 %23, 0
  br i1 %3151, label %if.then275, label %if.end276

if.end274:                                        ; preds = %keys.exit, %if.end240
  call void @llvm.nvvm.barrier0()
  br i1 %42, label %if.then284, label %if.end285

if.then275:                                       ; preds = %if.then273
  store i64 %1834, ptr %40, align 4
  br label %if.end276

if.end276:                                        ; preds = %if.then275, %if.then273
  %3152 = icmp sgt i64 %2861, 16
  %3153 = select i1 %3152, i64 %2861, i64 16
  br label %keys.head

keys.head:                                        ; preds = %keyed.end, %if.end276
  %keys.iv = phi i64 [ %23, %if.end276 ], [ %keys.next, %keyed.end ]
  %3154 = icmp slt i64 %keys.iv, %3153
  br i1 %3154, label %keys.body, label %keys.exit

keys.body:                                        ; preds = %keys.head
  %3155 = icmp slt i64 %keys.iv, %2861
  br i1 %3155, label %keyed.then, label %keyed.else

keys.exit:                                        ; preds = %keys.head
  br label %if.end274

keyed.then:                                       ; preds = %keys.body
  %3156 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv
  %3157 = load i64, ptr addrspace(3) %3156, align 4
  store i64 0, ptr %place277, align 4
  br label %place.head

keyed.else:                                       ; preds = %keys.body
  br i1 true, label %if.then282, label %if.end283

keyed.end:                                        ; preds = %if.end283, %if.end279
  %keys.next = add nsw i64 %keys.iv, 128
  br label %keys.head, !llvm.loop !8

place.head:                                       ; preds = %place.body, %keyed.then
  %place.iv = phi i64 [ 0, %keyed.then ], [ %place.next, %place.body ]
  %3158 = icmp slt i64 %place.iv, %2861
  br i1 %3158, label %place.body, label %place.exit

place.body:                                       ; preds = %place.head
  %3159 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv
  %3160 = load i64, ptr addrspace(3) %3159, align 4
  %3161 = icmp sgt i64 %3160, %3157
  %3162 = zext i1 %3161 to i64
  %3163 = load i64, ptr %place277, align 4
  %3164 = add i64 %3163, %3162
  store i64 %3164, ptr %place277, align 4
  %place.next = add nsw i64 %place.iv, 1
  br label %place.head, !llvm.loop !9

place.exit:                                       ; preds = %place.head
  %3165 = load i64, ptr %place277, align 4
  %3166 = icmp slt i64 %3165, 16
  br i1 %3166, label %if.then278, label %if.end279

if.then278:                                       ; preds = %place.exit
  %3167 = icmp eq i64 %3157, -9223372036854775808
  %3168 = ashr i64 %3157, 32
  %3169 = trunc i64 %3168 to i32
  %3170 = xor i32 %3169, 2147483647
  %3171 = icmp sge i32 %3169, 0
  %3172 = select i1 %3171, i32 %3169, i32 %3170
  %3173 = bitcast i32 %3172 to float
  %3174 = and i64 %3157, 4294967295
  %3175 = sub i64 4294967295, %3174
  br i1 true, label %if.then280, label %if.end281

if.end279:                                        ; preds = %if.end281, %place.exit
  br label %keyed.end

if.then280:                                       ; preds = %if.then278
  %3176 = getelementptr i64, ptr %35, i64 %3165
  %3177 = select i1 %3167, i64 -1, i64 %3175
  store i64 %3177, ptr %3176, align 4
  %3178 = getelementptr float, ptr %38, i64 %3165
  %3179 = fsub float %3173, %1814
  %3180 = fcmp uno float %3179, %3179
  %3181 = select i1 %3180, float 0x7FF8000000000000, float %3179
  %3182 = select i1 %3167, float 0xFFF0000000000000, float %3181
  store float %3182, ptr %3178, align 4
  br label %if.end281

if.end281:                                        ; preds = %if.then280, %if.then278
  br label %if.end279

if.then282:                                       ; preds = %keyed.else
  %3183 = getelementptr i64, ptr %35, i64 %keys.iv
  store i64 -1, ptr %3183, align 4
  %3184 = getelementptr float, ptr %38, i64 %keys.iv
  %3185 = fsub float 0xFFFFFFFFE0000000, %1814
  %3186 = fcmp uno float %3185, %3185
  %3187 = select i1 %3186, float 0x7FF8000000000000, float %3185
  %3188 = select i1 true, float 0xFFF0000000000000, float %3187
  store float %3188, ptr %3184, align 4
  br label %if.end283

if.end283:                                        ; preds = %if.then282, %keyed.else
  br label %keyed.end

if.then284:                                       ; preds = %if.end274
  %3189 = xor i1 %2863, true
  br i1 %3189, label %if.then286, label %if.end287

if.end285:                                        ; preds = %if.end287, %if.end274
  call void @llvm.nvvm.barrier0()
  br label %if.end72

if.then286:                                       ; preds = %if.then284
  store i1 false, ptr %reached, align 1
  store float 0.000000e+00, ptr %total, align 4
  br label %prefix.head

if.end287:                                        ; preds = %prefix.exit, %if.then284
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end285

prefix.head:                                      ; preds = %if.end289, %if.then286
  %prefix.iv = phi i64 [ 0, %if.then286 ], [ %prefix.next, %if.end289 ]
  %3190 = icmp slt i64 %prefix.iv, 16
  br i1 %3190, label %prefix.body, label %prefix.exit

prefix.body:                                      ; preds = %prefix.head
  %3191 = getelementptr i64, ptr %35, i64 %prefix.iv
  %3192 = load i64, ptr %3191, align 4
  %3193 = icmp sge i64 %3192, 0
  %3194 = getelementptr float, ptr %38, i64 %prefix.iv
  %3195 = load float, ptr %3194, align 4
  %3196 = load i1, ptr %reached, align 1
  %3197 = xor i1 %3196, true
  %3198 = and i1 %3193, %3197
  br i1 %3198, label %if.then288, label %if.end289

prefix.exit:                                      ; preds = %prefix.head
  %3199 = load i1, ptr %reached, align 1
  %3200 = zext i1 %3199 to i32
  store i32 %3200, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end287

if.then288:                                       ; preds = %prefix.body
  %3201 = fsub float %3195, 0.000000e+00
  %3202 = call float @llvm.maximum.f32(float %3201, float -8.800000e+01)
  %3203 = call float @llvm.minimum.f32(float %3202, float 8.900000e+01)
  %3204 = call float @llvm.fma.f32(float %3203, float 0x3FF7154760000000, float 0x4168000000000000)
  %3205 = fsub float %3204, 0x4168000000000000
  %3206 = call float @llvm.fma.f32(float %3205, float 0xBFE6300000000000, float %3203)
  %3207 = call float @llvm.fma.f32(float %3205, float 0x3F2BD01060000000, float %3206)
  %3208 = fmul float %3207, %3207
  %3209 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %3207, float 0x3F8120BE20000000)
  %3210 = call float @llvm.fma.f32(float %3209, float %3207, float 0x3FA5555180000000)
  %3211 = call float @llvm.fma.f32(float %3210, float %3207, float 0x3FC5554DC0000000)
  %3212 = call float @llvm.fma.f32(float %3211, float %3207, float 5.000000e-01)
  %3213 = call float @llvm.fma.f32(float %3208, float %3212, float %3207)
  %3214 = bitcast float %3204 to i32
  %3215 = shl i32 %3214, 23
  %3216 = add i32 %3215, 1065353216
  %3217 = bitcast i32 %3216 to float
  %3218 = call float @llvm.fma.f32(float %3213, float %3217, float %3217)
  %3219 = fcmp oeq float %3217, 0x7FF0000000000000
  %3220 = select i1 %3219, float %3217, float %3218
  %3221 = load float, ptr %total, align 4
  %3222 = fadd float %3221, %3220
  store float %3222, ptr %total, align 4
  %3223 = fcmp uge float %3222, %1836
  store i1 %3223, ptr %reached, align 1
  br label %if.end289

if.end289:                                        ; preds = %if.then288, %prefix.body
  %prefix.next = add nsw i64 %prefix.iv, 1
  br label %prefix.head, !llvm.loop !11

reached.then:                                     ; preds = %if.end72
  %3224 = add i64 %23, 16
  br label %pad.head

reached.else:                                     ; preds = %if.end72
  %3225 = icmp ne i64 %1803, -9223372036854775808
  %3226 = icmp slt i64 %27, 20
  %3227 = and i1 %3226, %3225
  br i1 %3227, label %if.then292, label %if.end293

reached.end:                                      ; preds = %if.end534, %pad.exit
  br label %active.end

pad.head:                                         ; preds = %if.end291, %reached.then
  %pad.iv = phi i64 [ %3224, %reached.then ], [ %pad.next, %if.end291 ]
  %3228 = icmp slt i64 %pad.iv, 20
  br i1 %3228, label %pad.body, label %pad.exit

pad.body:                                         ; preds = %pad.head
  br i1 true, label %if.then290, label %if.end291

pad.exit:                                         ; preds = %pad.head
  br label %reached.end

if.then290:                                       ; preds = %pad.body
  %3229 = getelementptr i64, ptr %35, i64 %pad.iv
  store i64 -1, ptr %3229, align 4
  %3230 = getelementptr float, ptr %38, i64 %pad.iv
  %3231 = fsub float 0xFFFFFFFFE0000000, %1814
  %3232 = fcmp uno float %3231, %3231
  %3233 = select i1 %3232, float 0x7FF8000000000000, float %3231
  %3234 = select i1 true, float 0xFFF0000000000000, float %3233
  store float %3234, ptr %3230, align 4
  br label %if.end291

if.end291:                                        ; preds = %if.then290, %pad.body
  %pad.next = add nsw i64 %pad.iv, 128
  br label %pad.head, !llvm.loop !13

if.then292:                                       ; preds = %reached.else
  store i32 0, ptr %place294, align 4
  br i1 %433, label %place.then295, label %place.else296

if.end293:                                        ; preds = %if.end299, %reached.else
  call void @llvm.nvvm.barrier0()
  %3235 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %433, label %glist.then300, label %glist.else301

place.then295:                                    ; preds = %if.then292
  %3236 = load i32, ptr %sorted32, align 4
  %3237 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %3238 = icmp sgt i32 %3237, %3236
  %3239 = select i1 %3238, i32 16, i32 0
  %3240 = add i32 7, %3239
  %3241 = zext i32 %3240 to i64
  %3242 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3241
  %3243 = load i32, ptr addrspace(3) %3242, align 4
  %3244 = add i32 %3239, 8
  %3245 = icmp sgt i32 %3243, %3236
  %3246 = select i1 %3245, i32 %3244, i32 %3239
  %3247 = add i32 3, %3246
  %3248 = zext i32 %3247 to i64
  %3249 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3248
  %3250 = load i32, ptr addrspace(3) %3249, align 4
  %3251 = add i32 %3246, 4
  %3252 = icmp sgt i32 %3250, %3236
  %3253 = select i1 %3252, i32 %3251, i32 %3246
  %3254 = add i32 1, %3253
  %3255 = zext i32 %3254 to i64
  %3256 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3255
  %3257 = load i32, ptr addrspace(3) %3256, align 4
  %3258 = add i32 %3253, 2
  %3259 = icmp sgt i32 %3257, %3236
  %3260 = select i1 %3259, i32 %3258, i32 %3253
  %3261 = add i32 0, %3260
  %3262 = zext i32 %3261 to i64
  %3263 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3262
  %3264 = load i32, ptr addrspace(3) %3263, align 4
  %3265 = add i32 %3260, 1
  %3266 = icmp sgt i32 %3264, %3236
  %3267 = select i1 %3266, i32 %3265, i32 %3260
  %3268 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %3269 = icmp sgt i32 %3268, %3236
  %3270 = zext i1 %3269 to i32
  %3271 = add i32 %3267, %3270
  %3272 = add i32 0, %3271
  %3273 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %3274 = icmp sgt i32 %3273, %3236
  %3275 = select i1 %3274, i32 16, i32 0
  %3276 = add i32 39, %3275
  %3277 = zext i32 %3276 to i64
  %3278 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3277
  %3279 = load i32, ptr addrspace(3) %3278, align 4
  %3280 = add i32 %3275, 8
  %3281 = icmp sgt i32 %3279, %3236
  %3282 = select i1 %3281, i32 %3280, i32 %3275
  %3283 = add i32 35, %3282
  %3284 = zext i32 %3283 to i64
  %3285 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3284
  %3286 = load i32, ptr addrspace(3) %3285, align 4
  %3287 = add i32 %3282, 4
  %3288 = icmp sgt i32 %3286, %3236
  %3289 = select i1 %3288, i32 %3287, i32 %3282
  %3290 = add i32 33, %3289
  %3291 = zext i32 %3290 to i64
  %3292 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3291
  %3293 = load i32, ptr addrspace(3) %3292, align 4
  %3294 = add i32 %3289, 2
  %3295 = icmp sgt i32 %3293, %3236
  %3296 = select i1 %3295, i32 %3294, i32 %3289
  %3297 = add i32 32, %3296
  %3298 = zext i32 %3297 to i64
  %3299 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3298
  %3300 = load i32, ptr addrspace(3) %3299, align 4
  %3301 = add i32 %3296, 1
  %3302 = icmp sgt i32 %3300, %3236
  %3303 = select i1 %3302, i32 %3301, i32 %3296
  %3304 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %3305 = icmp sgt i32 %3304, %3236
  %3306 = zext i1 %3305 to i32
  %3307 = add i32 %3303, %3306
  %3308 = add i32 %3272, %3307
  %3309 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %3310 = icmp sgt i32 %3309, %3236
  %3311 = select i1 %3310, i32 16, i32 0
  %3312 = add i32 71, %3311
  %3313 = zext i32 %3312 to i64
  %3314 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3313
  %3315 = load i32, ptr addrspace(3) %3314, align 4
  %3316 = add i32 %3311, 8
  %3317 = icmp sgt i32 %3315, %3236
  %3318 = select i1 %3317, i32 %3316, i32 %3311
  %3319 = add i32 67, %3318
  %3320 = zext i32 %3319 to i64
  %3321 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3320
  %3322 = load i32, ptr addrspace(3) %3321, align 4
  %3323 = add i32 %3318, 4
  %3324 = icmp sgt i32 %3322, %3236
  %3325 = select i1 %3324, i32 %3323, i32 %3318
  %3326 = add i32 65, %3325
  %3327 = zext i32 %3326 to i64
  %3328 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3327
  %3329 = load i32, ptr addrspace(3) %3328, align 4
  %3330 = add i32 %3325, 2
  %3331 = icmp sgt i32 %3329, %3236
  %3332 = select i1 %3331, i32 %3330, i32 %3325
  %3333 = add i32 64, %3332
  %3334 = zext i32 %3333 to i64
  %3335 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3334
  %3336 = load i32, ptr addrspace(3) %3335, align 4
  %3337 = add i32 %3332, 1
  %3338 = icmp sgt i32 %3336, %3236
  %3339 = select i1 %3338, i32 %3337, i32 %3332
  %3340 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %3341 = icmp sgt i32 %3340, %3236
  %3342 = zext i1 %3341 to i32
  %3343 = add i32 %3339, %3342
  %3344 = add i32 %3308, %3343
  %3345 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %3346 = icmp sgt i32 %3345, %3236
  %3347 = select i1 %3346, i32 16, i32 0
  %3348 = add i32 103, %3347
  %3349 = zext i32 %3348 to i64
  %3350 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3349
  %3351 = load i32, ptr addrspace(3) %3350, align 4
  %3352 = add i32 %3347, 8
  %3353 = icmp sgt i32 %3351, %3236
  %3354 = select i1 %3353, i32 %3352, i32 %3347
  %3355 = add i32 99, %3354
  %3356 = zext i32 %3355 to i64
  %3357 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3356
  %3358 = load i32, ptr addrspace(3) %3357, align 4
  %3359 = add i32 %3354, 4
  %3360 = icmp sgt i32 %3358, %3236
  %3361 = select i1 %3360, i32 %3359, i32 %3354
  %3362 = add i32 97, %3361
  %3363 = zext i32 %3362 to i64
  %3364 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3363
  %3365 = load i32, ptr addrspace(3) %3364, align 4
  %3366 = add i32 %3361, 2
  %3367 = icmp sgt i32 %3365, %3236
  %3368 = select i1 %3367, i32 %3366, i32 %3361
  %3369 = add i32 96, %3368
  %3370 = zext i32 %3369 to i64
  %3371 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3370
  %3372 = load i32, ptr addrspace(3) %3371, align 4
  %3373 = add i32 %3368, 1
  %3374 = icmp sgt i32 %3372, %3236
  %3375 = select i1 %3374, i32 %3373, i32 %3368
  %3376 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %3377 = icmp sgt i32 %3376, %3236
  %3378 = zext i1 %3377 to i32
  %3379 = add i32 %3375, %3378
  %3380 = add i32 %3344, %3379
  store i32 %3380, ptr %place294, align 4
  br label %place.end297

place.else296:                                    ; preds = %if.then292
  %3381 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %3382 = icmp sgt i64 %3381, %1803
  %3383 = select i1 %3382, i32 16, i32 0
  %3384 = add i32 7, %3383
  %3385 = zext i32 %3384 to i64
  %3386 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3385
  %3387 = load i64, ptr addrspace(3) %3386, align 4
  %3388 = add i32 %3383, 8
  %3389 = icmp sgt i64 %3387, %1803
  %3390 = select i1 %3389, i32 %3388, i32 %3383
  %3391 = add i32 3, %3390
  %3392 = zext i32 %3391 to i64
  %3393 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3392
  %3394 = load i64, ptr addrspace(3) %3393, align 4
  %3395 = add i32 %3390, 4
  %3396 = icmp sgt i64 %3394, %1803
  %3397 = select i1 %3396, i32 %3395, i32 %3390
  %3398 = add i32 1, %3397
  %3399 = zext i32 %3398 to i64
  %3400 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3399
  %3401 = load i64, ptr addrspace(3) %3400, align 4
  %3402 = add i32 %3397, 2
  %3403 = icmp sgt i64 %3401, %1803
  %3404 = select i1 %3403, i32 %3402, i32 %3397
  %3405 = add i32 0, %3404
  %3406 = zext i32 %3405 to i64
  %3407 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3406
  %3408 = load i64, ptr addrspace(3) %3407, align 4
  %3409 = add i32 %3404, 1
  %3410 = icmp sgt i64 %3408, %1803
  %3411 = select i1 %3410, i32 %3409, i32 %3404
  %3412 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %3413 = icmp sgt i64 %3412, %1803
  %3414 = zext i1 %3413 to i32
  %3415 = add i32 %3411, %3414
  %3416 = add i32 0, %3415
  %3417 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %3418 = icmp sgt i64 %3417, %1803
  %3419 = select i1 %3418, i32 16, i32 0
  %3420 = add i32 39, %3419
  %3421 = zext i32 %3420 to i64
  %3422 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3421
  %3423 = load i64, ptr addrspace(3) %3422, align 4
  %3424 = add i32 %3419, 8
  %3425 = icmp sgt i64 %3423, %1803
  %3426 = select i1 %3425, i32 %3424, i32 %3419
  %3427 = add i32 35, %3426
  %3428 = zext i32 %3427 to i64
  %3429 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3428
  %3430 = load i64, ptr addrspace(3) %3429, align 4
  %3431 = add i32 %3426, 4
  %3432 = icmp sgt i64 %3430, %1803
  %3433 = select i1 %3432, i32 %3431, i32 %3426
  %3434 = add i32 33, %3433
  %3435 = zext i32 %3434 to i64
  %3436 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3435
  %3437 = load i64, ptr addrspace(3) %3436, align 4
  %3438 = add i32 %3433, 2
  %3439 = icmp sgt i64 %3437, %1803
  %3440 = select i1 %3439, i32 %3438, i32 %3433
  %3441 = add i32 32, %3440
  %3442 = zext i32 %3441 to i64
  %3443 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3442
  %3444 = load i64, ptr addrspace(3) %3443, align 4
  %3445 = add i32 %3440, 1
  %3446 = icmp sgt i64 %3444, %1803
  %3447 = select i1 %3446, i32 %3445, i32 %3440
  %3448 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %3449 = icmp sgt i64 %3448, %1803
  %3450 = zext i1 %3449 to i32
  %3451 = add i32 %3447, %3450
  %3452 = add i32 %3416, %3451
  %3453 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %3454 = icmp sgt i64 %3453, %1803
  %3455 = select i1 %3454, i32 16, i32 0
  %3456 = add i32 71, %3455
  %3457 = zext i32 %3456 to i64
  %3458 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3457
  %3459 = load i64, ptr addrspace(3) %3458, align 4
  %3460 = add i32 %3455, 8
  %3461 = icmp sgt i64 %3459, %1803
  %3462 = select i1 %3461, i32 %3460, i32 %3455
  %3463 = add i32 67, %3462
  %3464 = zext i32 %3463 to i64
  %3465 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3464
  %3466 = load i64, ptr addrspace(3) %3465, align 4
  %3467 = add i32 %3462, 4
  %3468 = icmp sgt i64 %3466, %1803
  %3469 = select i1 %3468, i32 %3467, i32 %3462
  %3470 = add i32 65, %3469
  %3471 = zext i32 %3470 to i64
  %3472 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3471
  %3473 = load i64, ptr addrspace(3) %3472, align 4
  %3474 = add i32 %3469, 2
  %3475 = icmp sgt i64 %3473, %1803
  %3476 = select i1 %3475, i32 %3474, i32 %3469
  %3477 = add i32 64, %3476
  %3478 = zext i32 %3477 to i64
  %3479 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3478
  %3480 = load i64, ptr addrspace(3) %3479, align 4
  %3481 = add i32 %3476, 1
  %3482 = icmp sgt i64 %3480, %1803
  %3483 = select i1 %3482, i32 %3481, i32 %3476
  %3484 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %3485 = icmp sgt i64 %3484, %1803
  %3486 = zext i1 %3485 to i32
  %3487 = add i32 %3483, %3486
  %3488 = add i32 %3452, %3487
  %3489 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %3490 = icmp sgt i64 %3489, %1803
  %3491 = select i1 %3490, i32 16, i32 0
  %3492 = add i32 103, %3491
  %3493 = zext i32 %3492 to i64
  %3494 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3493
  %3495 = load i64, ptr addrspace(3) %3494, align 4
  %3496 = add i32 %3491, 8
  %3497 = icmp sgt i64 %3495, %1803
  %3498 = select i1 %3497, i32 %3496, i32 %3491
  %3499 = add i32 99, %3498
  %3500 = zext i32 %3499 to i64
  %3501 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3500
  %3502 = load i64, ptr addrspace(3) %3501, align 4
  %3503 = add i32 %3498, 4
  %3504 = icmp sgt i64 %3502, %1803
  %3505 = select i1 %3504, i32 %3503, i32 %3498
  %3506 = add i32 97, %3505
  %3507 = zext i32 %3506 to i64
  %3508 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3507
  %3509 = load i64, ptr addrspace(3) %3508, align 4
  %3510 = add i32 %3505, 2
  %3511 = icmp sgt i64 %3509, %1803
  %3512 = select i1 %3511, i32 %3510, i32 %3505
  %3513 = add i32 96, %3512
  %3514 = zext i32 %3513 to i64
  %3515 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3514
  %3516 = load i64, ptr addrspace(3) %3515, align 4
  %3517 = add i32 %3512, 1
  %3518 = icmp sgt i64 %3516, %1803
  %3519 = select i1 %3518, i32 %3517, i32 %3512
  %3520 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %3521 = icmp sgt i64 %3520, %1803
  %3522 = zext i1 %3521 to i32
  %3523 = add i32 %3519, %3522
  %3524 = add i32 %3488, %3523
  store i32 %3524, ptr %place294, align 4
  br label %place.end297

place.end297:                                     ; preds = %place.else296, %place.then295
  %3525 = load i32, ptr %place294, align 4
  %3526 = icmp eq i32 %3525, 19
  br i1 %3526, label %if.then298, label %if.end299

if.then298:                                       ; preds = %place.end297
  %3527 = ashr i64 %1803, 32
  %3528 = trunc i64 %3527 to i32
  store i32 %3528, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end299

if.end299:                                        ; preds = %if.then298, %place.end297
  br label %if.end293

glist.then300:                                    ; preds = %if.end293
  %3529 = and i32 %3235, -65536
  %3530 = load i32, ptr %cachedmax, align 4
  %3531 = icmp sge i32 %3530, %3529
  br i1 %3531, label %if.then303, label %if.end304

glist.else301:                                    ; preds = %if.end293
  %3532 = add i64 %48, 2047
  %3533 = udiv i64 %3532, 2048
  br label %glist.head369

glist.end302:                                     ; preds = %glist.exit371, %if.end304
  call void @llvm.nvvm.barrier0()
  %3534 = load i32, ptr addrspace(3) @block_shared, align 4
  %3535 = icmp ugt i32 %3534, 256
  %3536 = xor i1 %3535, true
  br i1 %3536, label %if.then470, label %if.end471

if.then303:                                       ; preds = %glist.then300
  %3537 = load i32, ptr %cached, align 4
  %3538 = icmp sge i32 %3537, %3529
  %3539 = icmp ne i32 %3537, -2147483648
  %3540 = and i1 %3539, %3538
  br i1 %3540, label %if.then305, label %if.end306

if.end304:                                        ; preds = %if.end366, %glist.then300
  br label %glist.end302

if.then305:                                       ; preds = %if.then303
  %3541 = add i64 %23, 0
  %3542 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3543 = icmp ult i32 %3542, 256
  br i1 %3543, label %if.then307, label %if.end308

if.end306:                                        ; preds = %if.end308, %if.then303
  %3544 = load i32, ptr %cached17, align 4
  %3545 = icmp sge i32 %3544, %3529
  %3546 = icmp ne i32 %3544, -2147483648
  %3547 = and i1 %3546, %3545
  br i1 %3547, label %if.then309, label %if.end310

if.then307:                                       ; preds = %if.then305
  %3548 = zext i32 %3542 to i64
  %3549 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3548
  %3550 = trunc i64 %3541 to i32
  store i32 %3550, ptr addrspace(3) %3549, align 4
  br label %if.end308

if.end308:                                        ; preds = %if.then307, %if.then305
  br label %if.end306

if.then309:                                       ; preds = %if.end306
  %3551 = add i64 %23, 128
  %3552 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3553 = icmp ult i32 %3552, 256
  br i1 %3553, label %if.then311, label %if.end312

if.end310:                                        ; preds = %if.end312, %if.end306
  %3554 = load i32, ptr %cached18, align 4
  %3555 = icmp sge i32 %3554, %3529
  %3556 = icmp ne i32 %3554, -2147483648
  %3557 = and i1 %3556, %3555
  br i1 %3557, label %if.then313, label %if.end314

if.then311:                                       ; preds = %if.then309
  %3558 = zext i32 %3552 to i64
  %3559 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3558
  %3560 = trunc i64 %3551 to i32
  store i32 %3560, ptr addrspace(3) %3559, align 4
  br label %if.end312

if.end312:                                        ; preds = %if.then311, %if.then309
  br label %if.end310

if.then313:                                       ; preds = %if.end310
  %3561 = add i64 %23, 256
  %3562 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3563 = icmp ult i32 %3562, 256
  br i1 %3563, label %if.then315, label %if.end316

if.end314:                                        ; preds = %if.end316, %if.end310
  %3564 = load i32, ptr %cached19, align 4
  %3565 = icmp sge i32 %3564, %3529
  %3566 = icmp ne i32 %3564, -2147483648
  %3567 = and i1 %3566, %3565
  br i1 %3567, label %if.then317, label %if.end318

if.then315:                                       ; preds = %if.then313
  %3568 = zext i32 %3562 to i64
  %3569 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3568
  %3570 = trunc i64 %3561 to i32
  store i32 %3570, ptr addrspace(3) %3569, align 4
  br label %if.end316

if.end316:                                        ; preds = %if.then315, %if.then313
  br label %if.end314

if.then317:                                       ; preds = %if.end314
  %3571 = add i64 %23, 384
  %3572 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3573 = icmp ult i32 %3572, 256
  br i1 %3573, label %if.then319, label %if.end320

if.end318:                                        ; preds = %if.end320, %if.end314
  %3574 = load i32, ptr %cached20, align 4
  %3575 = icmp sge i32 %3574, %3529
  %3576 = icmp ne i32 %3574, -2147483648
  %3577 = and i1 %3576, %3575
  br i1 %3577, label %if.then321, label %if.end322

if.then319:                                       ; preds = %if.then317
  %3578 = zext i32 %3572 to i64
  %3579 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3578
  %3580 = trunc i64 %3571 to i32
  store i32 %3580, ptr addrspace(3) %3579, align 4
  br label %if.end320

if.end320:                                        ; preds = %if.then319, %if.then317
  br label %if.end318

if.then321:                                       ; preds = %if.end318
  %3581 = add i64 %23, 512
  %3582 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3583 = icmp ult i32 %3582, 256
  br i1 %3583, label %if.then323, label %if.end324

if.end322:                                        ; preds = %if.end324, %if.end318
  %3584 = load i32, ptr %cached21, align 4
  %3585 = icmp sge i32 %3584, %3529
  %3586 = icmp ne i32 %3584, -2147483648
  %3587 = and i1 %3586, %3585
  br i1 %3587, label %if.then325, label %if.end326

if.then323:                                       ; preds = %if.then321
  %3588 = zext i32 %3582 to i64
  %3589 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3588
  %3590 = trunc i64 %3581 to i32
  store i32 %3590, ptr addrspace(3) %3589, align 4
  br label %if.end324

if.end324:                                        ; preds = %if.then323, %if.then321
  br label %if.end322

if.then325:                                       ; preds = %if.end322
  %3591 = add i64 %23, 640
  %3592 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3593 = icmp ult i32 %3592, 256
  br i1 %3593, label %if.then327, label %if.end328

if.end326:                                        ; preds = %if.end328, %if.end322
  %3594 = load i32, ptr %cached22, align 4
  %3595 = icmp sge i32 %3594, %3529
  %3596 = icmp ne i32 %3594, -2147483648
  %3597 = and i1 %3596, %3595
  br i1 %3597, label %if.then329, label %if.end330

if.then327:                                       ; preds = %if.then325
  %3598 = zext i32 %3592 to i64
  %3599 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3598
  %3600 = trunc i64 %3591 to i32
  store i32 %3600, ptr addrspace(3) %3599, align 4
  br label %if.end328

if.end328:                                        ; preds = %if.then327, %if.then325
  br label %if.end326

if.then329:                                       ; preds = %if.end326
  %3601 = add i64 %23, 768
  %3602 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3603 = icmp ult i32 %3602, 256
  br i1 %3603, label %if.then331, label %if.end332

if.end330:                                        ; preds = %if.end332, %if.end326
  %3604 = load i32, ptr %cached23, align 4
  %3605 = icmp sge i32 %3604, %3529
  %3606 = icmp ne i32 %3604, -2147483648
  %3607 = and i1 %3606, %3605
  br i1 %3607, label %if.then333, label %if.end334

if.then331:                                       ; preds = %if.then329
  %3608 = zext i32 %3602 to i64
  %3609 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3608
  %3610 = trunc i64 %3601 to i32
  store i32 %3610, ptr addrspace(3) %3609, align 4
  br label %if.end332

if.end332:                                        ; preds = %if.then331, %if.then329
  br label %if.end330

if.then333:                                       ; preds = %if.end330
  %3611 = add i64 %23, 896
  %3612 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3613 = icmp ult i32 %3612, 256
  br i1 %3613, label %if.then335, label %if.end336

if.end334:                                        ; preds = %if.end336, %if.end330
  %3614 = load i32, ptr %cached24, align 4
  %3615 = icmp sge i32 %3614, %3529
  %3616 = icmp ne i32 %3614, -2147483648
  %3617 = and i1 %3616, %3615
  br i1 %3617, label %if.then337, label %if.end338

if.then335:                                       ; preds = %if.then333
  %3618 = zext i32 %3612 to i64
  %3619 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3618
  %3620 = trunc i64 %3611 to i32
  store i32 %3620, ptr addrspace(3) %3619, align 4
  br label %if.end336

if.end336:                                        ; preds = %if.then335, %if.then333
  br label %if.end334

if.then337:                                       ; preds = %if.end334
  %3621 = add i64 %23, 1024
  %3622 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3623 = icmp ult i32 %3622, 256
  br i1 %3623, label %if.then339, label %if.end340

if.end338:                                        ; preds = %if.end340, %if.end334
  %3624 = load i32, ptr %cached25, align 4
  %3625 = icmp sge i32 %3624, %3529
  %3626 = icmp ne i32 %3624, -2147483648
  %3627 = and i1 %3626, %3625
  br i1 %3627, label %if.then341, label %if.end342

if.then339:                                       ; preds = %if.then337
  %3628 = zext i32 %3622 to i64
  %3629 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3628
  %3630 = trunc i64 %3621 to i32
  store i32 %3630, ptr addrspace(3) %3629, align 4
  br label %if.end340

if.end340:                                        ; preds = %if.then339, %if.then337
  br label %if.end338

if.then341:                                       ; preds = %if.end338
  %3631 = add i64 %23, 1152
  %3632 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3633 = icmp ult i32 %3632, 256
  br i1 %3633, label %if.then343, label %if.end344

if.end342:                                        ; preds = %if.end344, %if.end338
  %3634 = load i32, ptr %cached26, align 4
  %3635 = icmp sge i32 %3634, %3529
  %3636 = icmp ne i32 %3634, -2147483648
  %3637 = and i1 %3636, %3635
  br i1 %3637, label %if.then345, label %if.end346

if.then343:                                       ; preds = %if.then341
  %3638 = zext i32 %3632 to i64
  %3639 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3638
  %3640 = trunc i64 %3631 to i32
  store i32 %3640, ptr addrspace(3) %3639, align 4
  br label %if.end344

if.end344:                                        ; preds = %if.then343, %if.then341
  br label %if.end342

if.then345:                                       ; preds = %if.end342
  %3641 = add i64 %23, 1280
  %3642 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3643 = icmp ult i32 %3642, 256
  br i1 %3643, label %if.then347, label %if.end348

if.end346:                                        ; preds = %if.end348, %if.end342
  %3644 = load i32, ptr %cached27, align 4
  %3645 = icmp sge i32 %3644, %3529
  %3646 = icmp ne i32 %3644, -2147483648
  %3647 = and i1 %3646, %3645
  br i1 %3647, label %if.then349, label %if.end350

if.then347:                                       ; preds = %if.then345
  %3648 = zext i32 %3642 to i64
  %3649 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3648
  %3650 = trunc i64 %3641 to i32
  store i32 %3650, ptr addrspace(3) %3649, align 4
  br label %if.end348

if.end348:                                        ; preds = %if.then347, %if.then345
  br label %if.end346

if.then349:                                       ; preds = %if.end346
  %3651 = add i64 %23, 1408
  %3652 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3653 = icmp ult i32 %3652, 256
  br i1 %3653, label %if.then351, label %if.end352

if.end350:                                        ; preds = %if.end352, %if.end346
  %3654 = load i32, ptr %cached28, align 4
  %3655 = icmp sge i32 %3654, %3529
  %3656 = icmp ne i32 %3654, -2147483648
  %3657 = and i1 %3656, %3655
  br i1 %3657, label %if.then353, label %if.end354

if.then351:                                       ; preds = %if.then349
  %3658 = zext i32 %3652 to i64
  %3659 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3658
  %3660 = trunc i64 %3651 to i32
  store i32 %3660, ptr addrspace(3) %3659, align 4
  br label %if.end352

if.end352:                                        ; preds = %if.then351, %if.then349
  br label %if.end350

if.then353:                                       ; preds = %if.end350
  %3661 = add i64 %23, 1536
  %3662 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3663 = icmp ult i32 %3662, 256
  br i1 %3663, label %if.then355, label %if.end356

if.end354:                                        ; preds = %if.end356, %if.end350
  %3664 = load i32, ptr %cached29, align 4
  %3665 = icmp sge i32 %3664, %3529
  %3666 = icmp ne i32 %3664, -2147483648
  %3667 = and i1 %3666, %3665
  br i1 %3667, label %if.then357, label %if.end358

if.then355:                                       ; preds = %if.then353
  %3668 = zext i32 %3662 to i64
  %3669 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3668
  %3670 = trunc i64 %3661 to i32
  store i32 %3670, ptr addrspace(3) %3669, align 4
  br label %if.end356

if.end356:                                        ; preds = %if.then355, %if.then353
  br label %if.end354

if.then357:                                       ; preds = %if.end354
  %3671 = add i64 %23, 1664
  %3672 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3673 = icmp ult i32 %3672, 256
  br i1 %3673, label %if.then359, label %if.end360

if.end358:                                        ; preds = %if.end360, %if.end354
  %3674 = load i32, ptr %cached30, align 4
  %3675 = icmp sge i32 %3674, %3529
  %3676 = icmp ne i32 %3674, -2147483648
  %3677 = and i1 %3676, %3675
  br i1 %3677, label %if.then361, label %if.end362

if.then359:                                       ; preds = %if.then357
  %3678 = zext i32 %3672 to i64
  %3679 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3678
  %3680 = trunc i64 %3671 to i32
  store i32 %3680, ptr addrspace(3) %3679, align 4
  br label %if.end360

if.end360:                                        ; preds = %if.then359, %if.then357
  br label %if.end358

if.then361:                                       ; preds = %if.end358
  %3681 = add i64 %23, 1792
  %3682 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3683 = icmp ult i32 %3682, 256
  br i1 %3683, label %if.then363, label %if.end364

if.end362:                                        ; preds = %if.end364, %if.end358
  %3684 = load i32, ptr %cached31, align 4
  %3685 = icmp sge i32 %3684, %3529
  %3686 = icmp ne i32 %3684, -2147483648
  %3687 = and i1 %3686, %3685
  br i1 %3687, label %if.then365, label %if.end366

if.then363:                                       ; preds = %if.then361
  %3688 = zext i32 %3682 to i64
  %3689 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3688
  %3690 = trunc i64 %3681 to i32
  store i32 %3690, ptr addrspace(3) %3689, align 4
  br label %if.end364

if.end364:                                        ; preds = %if.then363, %if.then361
  br label %if.end362

if.then365:                                       ; preds = %if.end362
  %3691 = add i64 %23, 1920
  %3692 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3693 = icmp ult i32 %3692, 256
  br i1 %3693, label %if.then367, label %if.end368

if.end366:                                        ; preds = %if.end368, %if.end362
  br label %if.end304

if.then367:                                       ; preds = %if.then365
  %3694 = zext i32 %3692 to i64
  %3695 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3694
  %3696 = trunc i64 %3691 to i32
  store i32 %3696, ptr addrspace(3) %3695, align 4
  br label %if.end368

if.end368:                                        ; preds = %if.then367, %if.then365
  br label %if.end366

glist.head369:                                    ; preds = %if.end464, %glist.else301
  %glist.iv372 = phi i64 [ 0, %glist.else301 ], [ %glist.next469, %if.end464 ]
  %3697 = icmp slt i64 %glist.iv372, %3533
  br i1 %3697, label %glist.body370, label %glist.exit371

glist.body370:                                    ; preds = %glist.head369
  %3698 = mul i64 %glist.iv372, 2048
  %3699 = add i64 %3698, 0
  %3700 = add i64 %23, %3699
  %3701 = icmp slt i64 %3700, %48
  %3702 = select i1 %3701, i64 %3700, i64 0
  %3703 = getelementptr i32, ptr %51, i64 %3702
  %3704 = load i32, ptr %3703, align 4
  %3705 = and i32 %3704, -65536
  %3706 = bitcast i32 %3705 to float
  %3707 = and i32 %3704, 65535
  %3708 = zext i32 %3707 to i64
  %3709 = bitcast float %3706 to i32
  %3710 = fcmp uno float %3706, %3706
  %3711 = select i1 %3710, i32 2143289344, i32 %3709
  %3712 = xor i32 %3711, 2147483647
  %3713 = icmp sge i32 %3711, 0
  %3714 = select i1 %3713, i32 %3711, i32 %3712
  %3715 = sext i32 %3714 to i64
  %3716 = shl i64 %3715, 32
  %3717 = or i64 %3716, %3708
  %3718 = mul i64 %glist.iv372, 2048
  %3719 = add i64 %3718, 128
  %3720 = add i64 %23, %3719
  %3721 = icmp slt i64 %3720, %48
  %3722 = select i1 %3721, i64 %3720, i64 0
  %3723 = getelementptr i32, ptr %51, i64 %3722
  %3724 = load i32, ptr %3723, align 4
  %3725 = and i32 %3724, -65536
  %3726 = bitcast i32 %3725 to float
  %3727 = and i32 %3724, 65535
  %3728 = zext i32 %3727 to i64
  %3729 = bitcast float %3726 to i32
  %3730 = fcmp uno float %3726, %3726
  %3731 = select i1 %3730, i32 2143289344, i32 %3729
  %3732 = xor i32 %3731, 2147483647
  %3733 = icmp sge i32 %3731, 0
  %3734 = select i1 %3733, i32 %3731, i32 %3732
  %3735 = sext i32 %3734 to i64
  %3736 = shl i64 %3735, 32
  %3737 = or i64 %3736, %3728
  %3738 = mul i64 %glist.iv372, 2048
  %3739 = add i64 %3738, 256
  %3740 = add i64 %23, %3739
  %3741 = icmp slt i64 %3740, %48
  %3742 = select i1 %3741, i64 %3740, i64 0
  %3743 = getelementptr i32, ptr %51, i64 %3742
  %3744 = load i32, ptr %3743, align 4
  %3745 = and i32 %3744, -65536
  %3746 = bitcast i32 %3745 to float
  %3747 = and i32 %3744, 65535
  %3748 = zext i32 %3747 to i64
  %3749 = bitcast float %3746 to i32
  %3750 = fcmp uno float %3746, %3746
  %3751 = select i1 %3750, i32 2143289344, i32 %3749
  %3752 = xor i32 %3751, 2147483647
  %3753 = icmp sge i32 %3751, 0
  %3754 = select i1 %3753, i32 %3751, i32 %3752
  %3755 = sext i32 %3754 to i64
  %3756 = shl i64 %3755, 32
  %3757 = or i64 %3756, %3748
  %3758 = mul i64 %glist.iv372, 2048
  %3759 = add i64 %3758, 384
  %3760 = add i64 %23, %3759
  %3761 = icmp slt i64 %3760, %48
  %3762 = select i1 %3761, i64 %3760, i64 0
  %3763 = getelementptr i32, ptr %51, i64 %3762
  %3764 = load i32, ptr %3763, align 4
  %3765 = and i32 %3764, -65536
  %3766 = bitcast i32 %3765 to float
  %3767 = and i32 %3764, 65535
  %3768 = zext i32 %3767 to i64
  %3769 = bitcast float %3766 to i32
  %3770 = fcmp uno float %3766, %3766
  %3771 = select i1 %3770, i32 2143289344, i32 %3769
  %3772 = xor i32 %3771, 2147483647
  %3773 = icmp sge i32 %3771, 0
  %3774 = select i1 %3773, i32 %3771, i32 %3772
  %3775 = sext i32 %3774 to i64
  %3776 = shl i64 %3775, 32
  %3777 = or i64 %3776, %3768
  %3778 = mul i64 %glist.iv372, 2048
  %3779 = add i64 %3778, 512
  %3780 = add i64 %23, %3779
  %3781 = icmp slt i64 %3780, %48
  %3782 = select i1 %3781, i64 %3780, i64 0
  %3783 = getelementptr i32, ptr %51, i64 %3782
  %3784 = load i32, ptr %3783, align 4
  %3785 = and i32 %3784, -65536
  %3786 = bitcast i32 %3785 to float
  %3787 = and i32 %3784, 65535
  %3788 = zext i32 %3787 to i64
  %3789 = bitcast float %3786 to i32
  %3790 = fcmp uno float %3786, %3786
  %3791 = select i1 %3790, i32 2143289344, i32 %3789
  %3792 = xor i32 %3791, 2147483647
  %3793 = icmp sge i32 %3791, 0
  %3794 = select i1 %3793, i32 %3791, i32 %3792
  %3795 = sext i32 %3794 to i64
  %3796 = shl i64 %3795, 32
  %3797 = or i64 %3796, %3788
  %3798 = mul i64 %glist.iv372, 2048
  %3799 = add i64 %3798, 640
  %3800 = add i64 %23, %3799
  %3801 = icmp slt i64 %3800, %48
  %3802 = select i1 %3801, i64 %3800, i64 0
  %3803 = getelementptr i32, ptr %51, i64 %3802
  %3804 = load i32, ptr %3803, align 4
  %3805 = and i32 %3804, -65536
  %3806 = bitcast i32 %3805 to float
  %3807 = and i32 %3804, 65535
  %3808 = zext i32 %3807 to i64
  %3809 = bitcast float %3806 to i32
  %3810 = fcmp uno float %3806, %3806
  %3811 = select i1 %3810, i32 2143289344, i32 %3809
  %3812 = xor i32 %3811, 2147483647
  %3813 = icmp sge i32 %3811, 0
  %3814 = select i1 %3813, i32 %3811, i32 %3812
  %3815 = sext i32 %3814 to i64
  %3816 = shl i64 %3815, 32
  %3817 = or i64 %3816, %3808
  %3818 = mul i64 %glist.iv372, 2048
  %3819 = add i64 %3818, 768
  %3820 = add i64 %23, %3819
  %3821 = icmp slt i64 %3820, %48
  %3822 = select i1 %3821, i64 %3820, i64 0
  %3823 = getelementptr i32, ptr %51, i64 %3822
  %3824 = load i32, ptr %3823, align 4
  %3825 = and i32 %3824, -65536
  %3826 = bitcast i32 %3825 to float
  %3827 = and i32 %3824, 65535
  %3828 = zext i32 %3827 to i64
  %3829 = bitcast float %3826 to i32
  %3830 = fcmp uno float %3826, %3826
  %3831 = select i1 %3830, i32 2143289344, i32 %3829
  %3832 = xor i32 %3831, 2147483647
  %3833 = icmp sge i32 %3831, 0
  %3834 = select i1 %3833, i32 %3831, i32 %3832
  %3835 = sext i32 %3834 to i64
  %3836 = shl i64 %3835, 32
  %3837 = or i64 %3836, %3828
  %3838 = mul i64 %glist.iv372, 2048
  %3839 = add i64 %3838, 896
  %3840 = add i64 %23, %3839
  %3841 = icmp slt i64 %3840, %48
  %3842 = select i1 %3841, i64 %3840, i64 0
  %3843 = getelementptr i32, ptr %51, i64 %3842
  %3844 = load i32, ptr %3843, align 4
  %3845 = and i32 %3844, -65536
  %3846 = bitcast i32 %3845 to float
  %3847 = and i32 %3844, 65535
  %3848 = zext i32 %3847 to i64
  %3849 = bitcast float %3846 to i32
  %3850 = fcmp uno float %3846, %3846
  %3851 = select i1 %3850, i32 2143289344, i32 %3849
  %3852 = xor i32 %3851, 2147483647
  %3853 = icmp sge i32 %3851, 0
  %3854 = select i1 %3853, i32 %3851, i32 %3852
  %3855 = sext i32 %3854 to i64
  %3856 = shl i64 %3855, 32
  %3857 = or i64 %3856, %3848
  %3858 = mul i64 %glist.iv372, 2048
  %3859 = add i64 %3858, 1024
  %3860 = add i64 %23, %3859
  %3861 = icmp slt i64 %3860, %48
  %3862 = select i1 %3861, i64 %3860, i64 0
  %3863 = getelementptr i32, ptr %51, i64 %3862
  %3864 = load i32, ptr %3863, align 4
  %3865 = and i32 %3864, -65536
  %3866 = bitcast i32 %3865 to float
  %3867 = and i32 %3864, 65535
  %3868 = zext i32 %3867 to i64
  %3869 = bitcast float %3866 to i32
  %3870 = fcmp uno float %3866, %3866
  %3871 = select i1 %3870, i32 2143289344, i32 %3869
  %3872 = xor i32 %3871, 2147483647
  %3873 = icmp sge i32 %3871, 0
  %3874 = select i1 %3873, i32 %3871, i32 %3872
  %3875 = sext i32 %3874 to i64
  %3876 = shl i64 %3875, 32
  %3877 = or i64 %3876, %3868
  %3878 = mul i64 %glist.iv372, 2048
  %3879 = add i64 %3878, 1152
  %3880 = add i64 %23, %3879
  %3881 = icmp slt i64 %3880, %48
  %3882 = select i1 %3881, i64 %3880, i64 0
  %3883 = getelementptr i32, ptr %51, i64 %3882
  %3884 = load i32, ptr %3883, align 4
  %3885 = and i32 %3884, -65536
  %3886 = bitcast i32 %3885 to float
  %3887 = and i32 %3884, 65535
  %3888 = zext i32 %3887 to i64
  %3889 = bitcast float %3886 to i32
  %3890 = fcmp uno float %3886, %3886
  %3891 = select i1 %3890, i32 2143289344, i32 %3889
  %3892 = xor i32 %3891, 2147483647
  %3893 = icmp sge i32 %3891, 0
  %3894 = select i1 %3893, i32 %3891, i32 %3892
  %3895 = sext i32 %3894 to i64
  %3896 = shl i64 %3895, 32
  %3897 = or i64 %3896, %3888
  %3898 = mul i64 %glist.iv372, 2048
  %3899 = add i64 %3898, 1280
  %3900 = add i64 %23, %3899
  %3901 = icmp slt i64 %3900, %48
  %3902 = select i1 %3901, i64 %3900, i64 0
  %3903 = getelementptr i32, ptr %51, i64 %3902
  %3904 = load i32, ptr %3903, align 4
  %3905 = and i32 %3904, -65536
  %3906 = bitcast i32 %3905 to float
  %3907 = and i32 %3904, 65535
  %3908 = zext i32 %3907 to i64
  %3909 = bitcast float %3906 to i32
  %3910 = fcmp uno float %3906, %3906
  %3911 = select i1 %3910, i32 2143289344, i32 %3909
  %3912 = xor i32 %3911, 2147483647
  %3913 = icmp sge i32 %3911, 0
  %3914 = select i1 %3913, i32 %3911, i32 %3912
  %3915 = sext i32 %3914 to i64
  %3916 = shl i64 %3915, 32
  %3917 = or i64 %3916, %3908
  %3918 = mul i64 %glist.iv372, 2048
  %3919 = add i64 %3918, 1408
  %3920 = add i64 %23, %3919
  %3921 = icmp slt i64 %3920, %48
  %3922 = select i1 %3921, i64 %3920, i64 0
  %3923 = getelementptr i32, ptr %51, i64 %3922
  %3924 = load i32, ptr %3923, align 4
  %3925 = and i32 %3924, -65536
  %3926 = bitcast i32 %3925 to float
  %3927 = and i32 %3924, 65535
  %3928 = zext i32 %3927 to i64
  %3929 = bitcast float %3926 to i32
  %3930 = fcmp uno float %3926, %3926
  %3931 = select i1 %3930, i32 2143289344, i32 %3929
  %3932 = xor i32 %3931, 2147483647
  %3933 = icmp sge i32 %3931, 0
  %3934 = select i1 %3933, i32 %3931, i32 %3932
  %3935 = sext i32 %3934 to i64
  %3936 = shl i64 %3935, 32
  %3937 = or i64 %3936, %3928
  %3938 = mul i64 %glist.iv372, 2048
  %3939 = add i64 %3938, 1536
  %3940 = add i64 %23, %3939
  %3941 = icmp slt i64 %3940, %48
  %3942 = select i1 %3941, i64 %3940, i64 0
  %3943 = getelementptr i32, ptr %51, i64 %3942
  %3944 = load i32, ptr %3943, align 4
  %3945 = and i32 %3944, -65536
  %3946 = bitcast i32 %3945 to float
  %3947 = and i32 %3944, 65535
  %3948 = zext i32 %3947 to i64
  %3949 = bitcast float %3946 to i32
  %3950 = fcmp uno float %3946, %3946
  %3951 = select i1 %3950, i32 2143289344, i32 %3949
  %3952 = xor i32 %3951, 2147483647
  %3953 = icmp sge i32 %3951, 0
  %3954 = select i1 %3953, i32 %3951, i32 %3952
  %3955 = sext i32 %3954 to i64
  %3956 = shl i64 %3955, 32
  %3957 = or i64 %3956, %3948
  %3958 = mul i64 %glist.iv372, 2048
  %3959 = add i64 %3958, 1664
  %3960 = add i64 %23, %3959
  %3961 = icmp slt i64 %3960, %48
  %3962 = select i1 %3961, i64 %3960, i64 0
  %3963 = getelementptr i32, ptr %51, i64 %3962
  %3964 = load i32, ptr %3963, align 4
  %3965 = and i32 %3964, -65536
  %3966 = bitcast i32 %3965 to float
  %3967 = and i32 %3964, 65535
  %3968 = zext i32 %3967 to i64
  %3969 = bitcast float %3966 to i32
  %3970 = fcmp uno float %3966, %3966
  %3971 = select i1 %3970, i32 2143289344, i32 %3969
  %3972 = xor i32 %3971, 2147483647
  %3973 = icmp sge i32 %3971, 0
  %3974 = select i1 %3973, i32 %3971, i32 %3972
  %3975 = sext i32 %3974 to i64
  %3976 = shl i64 %3975, 32
  %3977 = or i64 %3976, %3968
  %3978 = mul i64 %glist.iv372, 2048
  %3979 = add i64 %3978, 1792
  %3980 = add i64 %23, %3979
  %3981 = icmp slt i64 %3980, %48
  %3982 = select i1 %3981, i64 %3980, i64 0
  %3983 = getelementptr i32, ptr %51, i64 %3982
  %3984 = load i32, ptr %3983, align 4
  %3985 = and i32 %3984, -65536
  %3986 = bitcast i32 %3985 to float
  %3987 = and i32 %3984, 65535
  %3988 = zext i32 %3987 to i64
  %3989 = bitcast float %3986 to i32
  %3990 = fcmp uno float %3986, %3986
  %3991 = select i1 %3990, i32 2143289344, i32 %3989
  %3992 = xor i32 %3991, 2147483647
  %3993 = icmp sge i32 %3991, 0
  %3994 = select i1 %3993, i32 %3991, i32 %3992
  %3995 = sext i32 %3994 to i64
  %3996 = shl i64 %3995, 32
  %3997 = or i64 %3996, %3988
  %3998 = mul i64 %glist.iv372, 2048
  %3999 = add i64 %3998, 1920
  %4000 = add i64 %23, %3999
  %4001 = icmp slt i64 %4000, %48
  %4002 = select i1 %4001, i64 %4000, i64 0
  %4003 = getelementptr i32, ptr %51, i64 %4002
  %4004 = load i32, ptr %4003, align 4
  %4005 = and i32 %4004, -65536
  %4006 = bitcast i32 %4005 to float
  %4007 = and i32 %4004, 65535
  %4008 = zext i32 %4007 to i64
  %4009 = bitcast float %4006 to i32
  %4010 = fcmp uno float %4006, %4006
  %4011 = select i1 %4010, i32 2143289344, i32 %4009
  %4012 = xor i32 %4011, 2147483647
  %4013 = icmp sge i32 %4011, 0
  %4014 = select i1 %4013, i32 %4011, i32 %4012
  %4015 = sext i32 %4014 to i64
  %4016 = shl i64 %4015, 32
  %4017 = or i64 %4016, %4008
  br i1 %3701, label %if.then373, label %if.end374

glist.exit371:                                    ; preds = %glist.head369
  br label %glist.end302

if.then373:                                       ; preds = %glist.body370
  %4018 = ashr i64 %3717, 32
  %4019 = trunc i64 %4018 to i32
  %4020 = icmp sge i32 %4019, %3235
  br i1 %4020, label %if.then375, label %if.end376

if.end374:                                        ; preds = %if.end376, %glist.body370
  br i1 %3721, label %if.then379, label %if.end380

if.then375:                                       ; preds = %if.then373
  %4021 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4022 = icmp ult i32 %4021, 256
  br i1 %4022, label %if.then377, label %if.end378

if.end376:                                        ; preds = %if.end378, %if.then373
  br label %if.end374

if.then377:                                       ; preds = %if.then375
  %4023 = zext i32 %4021 to i64
  %4024 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4023
  %4025 = trunc i64 %3700 to i32
  store i32 %4025, ptr addrspace(3) %4024, align 4
  br label %if.end378

if.end378:                                        ; preds = %if.then377, %if.then375
  br label %if.end376

if.then379:                                       ; preds = %if.end374
  %4026 = ashr i64 %3737, 32
  %4027 = trunc i64 %4026 to i32
  %4028 = icmp sge i32 %4027, %3235
  br i1 %4028, label %if.then381, label %if.end382

if.end380:                                        ; preds = %if.end382, %if.end374
  br i1 %3741, label %if.then385, label %if.end386

if.then381:                                       ; preds = %if.then379
  %4029 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4030 = icmp ult i32 %4029, 256
  br i1 %4030, label %if.then383, label %if.end384

if.end382:                                        ; preds = %if.end384, %if.then379
  br label %if.end380

if.then383:                                       ; preds = %if.then381
  %4031 = zext i32 %4029 to i64
  %4032 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4031
  %4033 = trunc i64 %3720 to i32
  store i32 %4033, ptr addrspace(3) %4032, align 4
  br label %if.end384

if.end384:                                        ; preds = %if.then383, %if.then381
  br label %if.end382

if.then385:                                       ; preds = %if.end380
  %4034 = ashr i64 %3757, 32
  %4035 = trunc i64 %4034 to i32
  %4036 = icmp sge i32 %4035, %3235
  br i1 %4036, label %if.then387, label %if.end388

if.end386:                                        ; preds = %if.end388, %if.end380
  br i1 %3761, label %if.then391, label %if.end392

if.then387:                                       ; preds = %if.then385
  %4037 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4038 = icmp ult i32 %4037, 256
  br i1 %4038, label %if.then389, label %if.end390

if.end388:                                        ; preds = %if.end390, %if.then385
  br label %if.end386

if.then389:                                       ; preds = %if.then387
  %4039 = zext i32 %4037 to i64
  %4040 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4039
  %4041 = trunc i64 %3740 to i32
  store i32 %4041, ptr addrspace(3) %4040, align 4
  br label %if.end390

if.end390:                                        ; preds = %if.then389, %if.then387
  br label %if.end388

if.then391:                                       ; preds = %if.end386
  %4042 = ashr i64 %3777, 32
  %4043 = trunc i64 %4042 to i32
  %4044 = icmp sge i32 %4043, %3235
  br i1 %4044, label %if.then393, label %if.end394

if.end392:                                        ; preds = %if.end394, %if.end386
  br i1 %3781, label %if.then397, label %if.end398

if.then393:                                       ; preds = %if.then391
  %4045 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4046 = icmp ult i32 %4045, 256
  br i1 %4046, label %if.then395, label %if.end396

if.end394:                                        ; preds = %if.end396, %if.then391
  br label %if.end392

if.then395:                                       ; preds = %if.then393
  %4047 = zext i32 %4045 to i64
  %4048 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4047
  %4049 = trunc i64 %3760 to i32
  store i32 %4049, ptr addrspace(3) %4048, align 4
  br label %if.end396

if.end396:                                        ; preds = %if.then395, %if.then393
  br label %if.end394

if.then397:                                       ; preds = %if.end392
  %4050 = ashr i64 %3797, 32
  %4051 = trunc i64 %4050 to i32
  %4052 = icmp sge i32 %4051, %3235
  br i1 %4052, label %if.then399, label %if.end400

if.end398:                                        ; preds = %if.end400, %if.end392
  br i1 %3801, label %if.then403, label %if.end404

if.then399:                                       ; preds = %if.then397
  %4053 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4054 = icmp ult i32 %4053, 256
  br i1 %4054, label %if.then401, label %if.end402

if.end400:                                        ; preds = %if.end402, %if.then397
  br label %if.end398

if.then401:                                       ; preds = %if.then399
  %4055 = zext i32 %4053 to i64
  %4056 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4055
  %4057 = trunc i64 %3780 to i32
  store i32 %4057, ptr addrspace(3) %4056, align 4
  br label %if.end402

if.end402:                                        ; preds = %if.then401, %if.then399
  br label %if.end400

if.then403:                                       ; preds = %if.end398
  %4058 = ashr i64 %3817, 32
  %4059 = trunc i64 %4058 to i32
  %4060 = icmp sge i32 %4059, %3235
  br i1 %4060, label %if.then405, label %if.end406

if.end404:                                        ; preds = %if.end406, %if.end398
  br i1 %3821, label %if.then409, label %if.end410

if.then405:                                       ; preds = %if.then403
  %4061 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4062 = icmp ult i32 %4061, 256
  br i1 %4062, label %if.then407, label %if.end408

if.end406:                                        ; preds = %if.end408, %if.then403
  br label %if.end404

if.then407:                                       ; preds = %if.then405
  %4063 = zext i32 %4061 to i64
  %4064 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4063
  %4065 = trunc i64 %3800 to i32
  store i32 %4065, ptr addrspace(3) %4064, align 4
  br label %if.end408

if.end408:                                        ; preds = %if.then407, %if.then405
  br label %if.end406

if.then409:                                       ; preds = %if.end404
  %4066 = ashr i64 %3837, 32
  %4067 = trunc i64 %4066 to i32
  %4068 = icmp sge i32 %4067, %3235
  br i1 %4068, label %if.then411, label %if.end412

if.end410:                                        ; preds = %if.end412, %if.end404
  br i1 %3841, label %if.then415, label %if.end416

if.then411:                                       ; preds = %if.then409
  %4069 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4070 = icmp ult i32 %4069, 256
  br i1 %4070, label %if.then413, label %if.end414

if.end412:                                        ; preds = %if.end414, %if.then409
  br label %if.end410

if.then413:                                       ; preds = %if.then411
  %4071 = zext i32 %4069 to i64
  %4072 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4071
  %4073 = trunc i64 %3820 to i32
  store i32 %4073, ptr addrspace(3) %4072, align 4
  br label %if.end414

if.end414:                                        ; preds = %if.then413, %if.then411
  br label %if.end412

if.then415:                                       ; preds = %if.end410
  %4074 = ashr i64 %3857, 32
  %4075 = trunc i64 %4074 to i32
  %4076 = icmp sge i32 %4075, %3235
  br i1 %4076, label %if.then417, label %if.end418

if.end416:                                        ; preds = %if.end418, %if.end410
  br i1 %3861, label %if.then421, label %if.end422

if.then417:                                       ; preds = %if.then415
  %4077 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4078 = icmp ult i32 %4077, 256
  br i1 %4078, label %if.then419, label %if.end420

if.end418:                                        ; preds = %if.end420, %if.then415
  br label %if.end416

if.then419:                                       ; preds = %if.then417
  %4079 = zext i32 %4077 to i64
  %4080 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4079
  %4081 = trunc i64 %3840 to i32
  store i32 %4081, ptr addrspace(3) %4080, align 4
  br label %if.end420

if.end420:                                        ; preds = %if.then419, %if.then417
  br label %if.end418

if.then421:                                       ; preds = %if.end416
  %4082 = ashr i64 %3877, 32
  %4083 = trunc i64 %4082 to i32
  %4084 = icmp sge i32 %4083, %3235
  br i1 %4084, label %if.then423, label %if.end424

if.end422:                                        ; preds = %if.end424, %if.end416
  br i1 %3881, label %if.then427, label %if.end428

if.then423:                                       ; preds = %if.then421
  %4085 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4086 = icmp ult i32 %4085, 256
  br i1 %4086, label %if.then425, label %if.end426

if.end424:                                        ; preds = %if.end426, %if.then421
  br label %if.end422

if.then425:                                       ; preds = %if.then423
  %4087 = zext i32 %4085 to i64
  %4088 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4087
  %4089 = trunc i64 %3860 to i32
  store i32 %4089, ptr addrspace(3) %4088, align 4
  br label %if.end426

if.end426:                                        ; preds = %if.then425, %if.then423
  br label %if.end424

if.then427:                                       ; preds = %if.end422
  %4090 = ashr i64 %3897, 32
  %4091 = trunc i64 %4090 to i32
  %4092 = icmp sge i32 %4091, %3235
  br i1 %4092, label %if.then429, label %if.end430

if.end428:                                        ; preds = %if.end430, %if.end422
  br i1 %3901, label %if.then433, label %if.end434

if.then429:                                       ; preds = %if.then427
  %4093 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4094 = icmp ult i32 %4093, 256
  br i1 %4094, label %if.then431, label %if.end432

if.end430:                                        ; preds = %if.end432, %if.then427
  br label %if.end428

if.then431:                                       ; preds = %if.then429
  %4095 = zext i32 %4093 to i64
  %4096 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4095
  %4097 = trunc i64 %3880 to i32
  store i32 %4097, ptr addrspace(3) %4096, align 4
  br label %if.end432

if.end432:                                        ; preds = %if.then431, %if.then429
  br label %if.end430

if.then433:                                       ; preds = %if.end428
  %4098 = ashr i64 %3917, 32
  %4099 = trunc i64 %4098 to i32
  %4100 = icmp sge i32 %4099, %3235
  br i1 %4100, label %if.then435, label %if.end436

if.end434:                                        ; preds = %if.end436, %if.end428
  br i1 %3921, label %if.then439, label %if.end440

if.then435:                                       ; preds = %if.then433
  %4101 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4102 = icmp ult i32 %4101, 256
  br i1 %4102, label %if.then437, label %if.end438

if.end436:                                        ; preds = %if.end438, %if.then433
  br label %if.end434

if.then437:                                       ; preds = %if.then435
  %4103 = zext i32 %4101 to i64
  %4104 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4103
  %4105 = trunc i64 %3900 to i32
  store i32 %4105, ptr addrspace(3) %4104, align 4
  br label %if.end438

if.end438:                                        ; preds = %if.then437, %if.then435
  br label %if.end436

if.then439:                                       ; preds = %if.end434
  %4106 = ashr i64 %3937, 32
  %4107 = trunc i64 %4106 to i32
  %4108 = icmp sge i32 %4107, %3235
  br i1 %4108, label %if.then441, label %if.end442

if.end440:                                        ; preds = %if.end442, %if.end434
  br i1 %3941, label %if.then445, label %if.end446

if.then441:                                       ; preds = %if.then439
  %4109 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4110 = icmp ult i32 %4109, 256
  br i1 %4110, label %if.then443, label %if.end444

if.end442:                                        ; preds = %if.end444, %if.then439
  br label %if.end440

if.then443:                                       ; preds = %if.then441
  %4111 = zext i32 %4109 to i64
  %4112 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4111
  %4113 = trunc i64 %3920 to i32
  store i32 %4113, ptr addrspace(3) %4112, align 4
  br label %if.end444

if.end444:                                        ; preds = %if.then443, %if.then441
  br label %if.end442

if.then445:                                       ; preds = %if.end440
  %4114 = ashr i64 %3957, 32
  %4115 = trunc i64 %4114 to i32
  %4116 = icmp sge i32 %4115, %3235
  br i1 %4116, label %if.then447, label %if.end448

if.end446:                                        ; preds = %if.end448, %if.end440
  br i1 %3961, label %if.then451, label %if.end452

if.then447:                                       ; preds = %if.then445
  %4117 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4118 = icmp ult i32 %4117, 256
  br i1 %4118, label %if.then449, label %if.end450

if.end448:                                        ; preds = %if.end450, %if.then445
  br label %if.end446

if.then449:                                       ; preds = %if.then447
  %4119 = zext i32 %4117 to i64
  %4120 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4119
  %4121 = trunc i64 %3940 to i32
  store i32 %4121, ptr addrspace(3) %4120, align 4
  br label %if.end450

if.end450:                                        ; preds = %if.then449, %if.then447
  br label %if.end448

if.then451:                                       ; preds = %if.end446
  %4122 = ashr i64 %3977, 32
  %4123 = trunc i64 %4122 to i32
  %4124 = icmp sge i32 %4123, %3235
  br i1 %4124, label %if.then453, label %if.end454

if.end452:                                        ; preds = %if.end454, %if.end446
  br i1 %3981, label %if.then457, label %if.end458

if.then453:                                       ; preds = %if.then451
  %4125 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4126 = icmp ult i32 %4125, 256
  br i1 %4126, label %if.then455, label %if.end456

if.end454:                                        ; preds = %if.end456, %if.then451
  br label %if.end452

if.then455:                                       ; preds = %if.then453
  %4127 = zext i32 %4125 to i64
  %4128 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4127
  %4129 = trunc i64 %3960 to i32
  store i32 %4129, ptr addrspace(3) %4128, align 4
  br label %if.end456

if.end456:                                        ; preds = %if.then455, %if.then453
  br label %if.end454

if.then457:                                       ; preds = %if.end452
  %4130 = ashr i64 %3997, 32
  %4131 = trunc i64 %4130 to i32
  %4132 = icmp sge i32 %4131, %3235
  br i1 %4132, label %if.then459, label %if.end460

if.end458:                                        ; preds = %if.end460, %if.end452
  br i1 %4001, label %if.then463, label %if.end464

if.then459:                                       ; preds = %if.then457
  %4133 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4134 = icmp ult i32 %4133, 256
  br i1 %4134, label %if.then461, label %if.end462

if.end460:                                        ; preds = %if.end462, %if.then457
  br label %if.end458

if.then461:                                       ; preds = %if.then459
  %4135 = zext i32 %4133 to i64
  %4136 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4135
  %4137 = trunc i64 %3980 to i32
  store i32 %4137, ptr addrspace(3) %4136, align 4
  br label %if.end462

if.end462:                                        ; preds = %if.then461, %if.then459
  br label %if.end460

if.then463:                                       ; preds = %if.end458
  %4138 = ashr i64 %4017, 32
  %4139 = trunc i64 %4138 to i32
  %4140 = icmp sge i32 %4139, %3235
  br i1 %4140, label %if.then465, label %if.end466

if.end464:                                        ; preds = %if.end466, %if.end458
  %glist.next469 = add nsw i64 %glist.iv372, 1
  br label %glist.head369, !llvm.loop !14

if.then465:                                       ; preds = %if.then463
  %4141 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4142 = icmp ult i32 %4141, 256
  br i1 %4142, label %if.then467, label %if.end468

if.end466:                                        ; preds = %if.end468, %if.then463
  br label %if.end464

if.then467:                                       ; preds = %if.then465
  %4143 = zext i32 %4141 to i64
  %4144 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4143
  %4145 = trunc i64 %4000 to i32
  store i32 %4145, ptr addrspace(3) %4144, align 4
  br label %if.end468

if.end468:                                        ; preds = %if.then467, %if.then465
  br label %if.end466

if.then470:                                       ; preds = %glist.end302
  %4146 = load i32, ptr addrspace(3) @block_shared, align 4
  %4147 = zext i32 %4146 to i64
  %4148 = mul i64 %4147, 10
  %4149 = add i64 %4148, 127
  %4150 = udiv i64 %4149, 128
  br label %kcol.head472

if.end471:                                        ; preds = %kcol.exit474, %glist.end302
  call void @llvm.nvvm.barrier0()
  %4151 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %4152 = zext i32 %4151 to i64
  %4153 = icmp ugt i64 %4152, 512
  %4154 = or i1 %3535, %4153
  %4155 = xor i1 %4154, true
  br i1 %4155, label %if.then509, label %if.end510

kcol.head472:                                     ; preds = %if.end505, %if.then470
  %kcol.iv475 = phi i64 [ 0, %if.then470 ], [ %kcol.next508, %if.end505 ]
  %4156 = icmp slt i64 %kcol.iv475, %4150
  br i1 %4156, label %kcol.body473, label %kcol.exit474

kcol.body473:                                     ; preds = %kcol.head472
  %4157 = mul i64 %kcol.iv475, 128
  %4158 = add i64 %4157, 0
  %4159 = add i64 %23, %4158
  %4160 = icmp slt i64 %4159, %4148
  %4161 = select i1 %4160, i64 %4159, i64 0
  %4162 = udiv i64 %4161, 10
  %4163 = urem i64 %4161, 10
  %4164 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4162
  %4165 = load i32, ptr addrspace(3) %4164, align 4
  %4166 = zext i32 %4165 to i64
  %4167 = udiv i64 %4166, 32
  %4168 = urem i64 %4166, 32
  %4169 = mul i64 %4167, 2374
  %4170 = sub i64 %6, %4169
  %4171 = icmp slt i64 %4170, 0
  %4172 = select i1 %4171, i64 0, i64 %4170
  %4173 = icmp sgt i64 %4172, 2374
  %4174 = select i1 %4173, i64 2374, i64 %4172
  %4175 = mul i64 %4163, 32
  %4176 = add i64 %4175, %4168
  %4177 = mul i64 %4176, 8
  %4178 = add i64 %4177, 0
  %4179 = icmp slt i64 %4178, %4174
  %4180 = and i1 %4160, %4179
  %4181 = select i1 %4180, i64 %4178, i64 0
  %4182 = add i64 %4169, %4181
  %4183 = mul i64 %4182, 2
  %4184 = getelementptr i8, ptr %46, i64 %4183
  %4185 = load i16, ptr %4184, align 2
  %4186 = add i64 %4177, 1
  %4187 = icmp slt i64 %4186, %4174
  %4188 = and i1 %4160, %4187
  %4189 = select i1 %4188, i64 %4186, i64 0
  %4190 = add i64 %4169, %4189
  %4191 = mul i64 %4190, 2
  %4192 = getelementptr i8, ptr %46, i64 %4191
  %4193 = load i16, ptr %4192, align 2
  %4194 = add i64 %4177, 2
  %4195 = icmp slt i64 %4194, %4174
  %4196 = and i1 %4160, %4195
  %4197 = select i1 %4196, i64 %4194, i64 0
  %4198 = add i64 %4169, %4197
  %4199 = mul i64 %4198, 2
  %4200 = getelementptr i8, ptr %46, i64 %4199
  %4201 = load i16, ptr %4200, align 2
  %4202 = add i64 %4177, 3
  %4203 = icmp slt i64 %4202, %4174
  %4204 = and i1 %4160, %4203
  %4205 = select i1 %4204, i64 %4202, i64 0
  %4206 = add i64 %4169, %4205
  %4207 = mul i64 %4206, 2
  %4208 = getelementptr i8, ptr %46, i64 %4207
  %4209 = load i16, ptr %4208, align 2
  %4210 = add i64 %4177, 4
  %4211 = icmp slt i64 %4210, %4174
  %4212 = and i1 %4160, %4211
  %4213 = select i1 %4212, i64 %4210, i64 0
  %4214 = add i64 %4169, %4213
  %4215 = mul i64 %4214, 2
  %4216 = getelementptr i8, ptr %46, i64 %4215
  %4217 = load i16, ptr %4216, align 2
  %4218 = add i64 %4177, 5
  %4219 = icmp slt i64 %4218, %4174
  %4220 = and i1 %4160, %4219
  %4221 = select i1 %4220, i64 %4218, i64 0
  %4222 = add i64 %4169, %4221
  %4223 = mul i64 %4222, 2
  %4224 = getelementptr i8, ptr %46, i64 %4223
  %4225 = load i16, ptr %4224, align 2
  %4226 = add i64 %4177, 6
  %4227 = icmp slt i64 %4226, %4174
  %4228 = and i1 %4160, %4227
  %4229 = select i1 %4228, i64 %4226, i64 0
  %4230 = add i64 %4169, %4229
  %4231 = mul i64 %4230, 2
  %4232 = getelementptr i8, ptr %46, i64 %4231
  %4233 = load i16, ptr %4232, align 2
  %4234 = add i64 %4177, 7
  %4235 = icmp slt i64 %4234, %4174
  %4236 = and i1 %4160, %4235
  %4237 = select i1 %4236, i64 %4234, i64 0
  %4238 = add i64 %4169, %4237
  %4239 = mul i64 %4238, 2
  %4240 = getelementptr i8, ptr %46, i64 %4239
  %4241 = load i16, ptr %4240, align 2
  %4242 = zext i16 %4185 to i32
  %4243 = shl i32 %4242, 16
  %4244 = bitcast i32 %4243 to float
  %4245 = bitcast float %4244 to i32
  %4246 = fcmp uno float %4244, %4244
  %4247 = select i1 %4246, i32 2143289344, i32 %4245
  %4248 = xor i32 %4247, 2147483647
  %4249 = icmp sge i32 %4247, 0
  %4250 = select i1 %4249, i32 %4247, i32 %4248
  %4251 = icmp sge i32 %4250, %3235
  %4252 = and i1 %4180, %4251
  br i1 %4252, label %if.then476, label %if.end477

kcol.exit474:                                     ; preds = %kcol.head472
  br label %if.end471

if.then476:                                       ; preds = %kcol.body473
  %4253 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4254 = icmp ult i32 %4253, 512
  br i1 %4254, label %if.then478, label %if.end479

if.end477:                                        ; preds = %if.end479, %kcol.body473
  %4255 = zext i16 %4193 to i32
  %4256 = shl i32 %4255, 16
  %4257 = bitcast i32 %4256 to float
  %4258 = bitcast float %4257 to i32
  %4259 = fcmp uno float %4257, %4257
  %4260 = select i1 %4259, i32 2143289344, i32 %4258
  %4261 = xor i32 %4260, 2147483647
  %4262 = icmp sge i32 %4260, 0
  %4263 = select i1 %4262, i32 %4260, i32 %4261
  %4264 = icmp sge i32 %4263, %3235
  %4265 = and i1 %4188, %4264
  br i1 %4265, label %if.then480, label %if.end481

if.then478:                                       ; preds = %if.then476
  %4266 = zext i32 %4253 to i64
  %4267 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4266
  %4268 = bitcast float %4244 to i32
  %4269 = fcmp uno float %4244, %4244
  %4270 = select i1 %4269, i32 2143289344, i32 %4268
  %4271 = xor i32 %4270, 2147483647
  %4272 = icmp sge i32 %4270, 0
  %4273 = select i1 %4272, i32 %4270, i32 %4271
  %4274 = sext i32 %4273 to i64
  %4275 = shl i64 %4274, 32
  %4276 = sub i64 4294967295, %4182
  %4277 = or i64 %4275, %4276
  store i64 %4277, ptr addrspace(3) %4267, align 4
  br label %if.end479

if.end479:                                        ; preds = %if.then478, %if.then476
  br label %if.end477

if.then480:                                       ; preds = %if.end477
  %4278 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4279 = icmp ult i32 %4278, 512
  br i1 %4279, label %if.then482, label %if.end483

if.end481:                                        ; preds = %if.end483, %if.end477
  %4280 = zext i16 %4201 to i32
  %4281 = shl i32 %4280, 16
  %4282 = bitcast i32 %4281 to float
  %4283 = bitcast float %4282 to i32
  %4284 = fcmp uno float %4282, %4282
  %4285 = select i1 %4284, i32 2143289344, i32 %4283
  %4286 = xor i32 %4285, 2147483647
  %4287 = icmp sge i32 %4285, 0
  %4288 = select i1 %4287, i32 %4285, i32 %4286
  %4289 = icmp sge i32 %4288, %3235
  %4290 = and i1 %4196, %4289
  br i1 %4290, label %if.then484, label %if.end485

if.then482:                                       ; preds = %if.then480
  %4291 = zext i32 %4278 to i64
  %4292 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4291
  %4293 = bitcast float %4257 to i32
  %4294 = fcmp uno float %4257, %4257
  %4295 = select i1 %4294, i32 2143289344, i32 %4293
  %4296 = xor i32 %4295, 2147483647
  %4297 = icmp sge i32 %4295, 0
  %4298 = select i1 %4297, i32 %4295, i32 %4296
  %4299 = sext i32 %4298 to i64
  %4300 = shl i64 %4299, 32
  %4301 = sub i64 4294967295, %4190
  %4302 = or i64 %4300, %4301
  store i64 %4302, ptr addrspace(3) %4292, align 4
  br label %if.end483

if.end483:                                        ; preds = %if.then482, %if.then480
  br label %if.end481

if.then484:                                       ; preds = %if.end481
  %4303 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4304 = icmp ult i32 %4303, 512
  br i1 %4304, label %if.then486, label %if.end487

if.end485:                                        ; preds = %if.end487, %if.end481
  %4305 = zext i16 %4209 to i32
  %4306 = shl i32 %4305, 16
  %4307 = bitcast i32 %4306 to float
  %4308 = bitcast float %4307 to i32
  %4309 = fcmp uno float %4307, %4307
  %4310 = select i1 %4309, i32 2143289344, i32 %4308
  %4311 = xor i32 %4310, 2147483647
  %4312 = icmp sge i32 %4310, 0
  %4313 = select i1 %4312, i32 %4310, i32 %4311
  %4314 = icmp sge i32 %4313, %3235
  %4315 = and i1 %4204, %4314
  br i1 %4315, label %if.then488, label %if.end489

if.then486:                                       ; preds = %if.then484
  %4316 = zext i32 %4303 to i64
  %4317 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4316
  %4318 = bitcast float %4282 to i32
  %4319 = fcmp uno float %4282, %4282
  %4320 = select i1 %4319, i32 2143289344, i32 %4318
  %4321 = xor i32 %4320, 2147483647
  %4322 = icmp sge i32 %4320, 0
  %4323 = select i1 %4322, i32 %4320, i32 %4321
  %4324 = sext i32 %4323 to i64
  %4325 = shl i64 %4324, 32
  %4326 = sub i64 4294967295, %4198
  %4327 = or i64 %4325, %4326
  store i64 %4327, ptr addrspace(3) %4317, align 4
  br label %if.end487

if.end487:                                        ; preds = %if.then486, %if.then484
  br label %if.end485

if.then488:                                       ; preds = %if.end485
  %4328 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4329 = icmp ult i32 %4328, 512
  br i1 %4329, label %if.then490, label %if.end491

if.end489:                                        ; preds = %if.end491, %if.end485
  %4330 = zext i16 %4217 to i32
  %4331 = shl i32 %4330, 16
  %4332 = bitcast i32 %4331 to float
  %4333 = bitcast float %4332 to i32
  %4334 = fcmp uno float %4332, %4332
  %4335 = select i1 %4334, i32 2143289344, i32 %4333
  %4336 = xor i32 %4335, 2147483647
  %4337 = icmp sge i32 %4335, 0
  %4338 = select i1 %4337, i32 %4335, i32 %4336
  %4339 = icmp sge i32 %4338, %3235
  %4340 = and i1 %4212, %4339
  br i1 %4340, label %if.then492, label %if.end493

if.then490:                                       ; preds = %if.then488
  %4341 = zext i32 %4328 to i64
  %4342 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4341
  %4343 = bitcast float %4307 to i32
  %4344 = fcmp uno float %4307, %4307
  %4345 = select i1 %4344, i32 2143289344, i32 %4343
  %4346 = xor i32 %4345, 2147483647
  %4347 = icmp sge i32 %4345, 0
  %4348 = select i1 %4347, i32 %4345, i32 %4346
  %4349 = sext i32 %4348 to i64
  %4350 = shl i64 %4349, 32
  %4351 = sub i64 4294967295, %4206
  %4352 = or i64 %4350, %4351
  store i64 %4352, ptr addrspace(3) %4342, align 4
  br label %if.end491

if.end491:                                        ; preds = %if.then490, %if.then488
  br label %if.end489

if.then492:                                       ; preds = %if.end489
  %4353 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4354 = icmp ult i32 %4353, 512
  br i1 %4354, label %if.then494, label %if.end495

if.end493:                                        ; preds = %if.end495, %if.end489
  %4355 = zext i16 %4225 to i32
  %4356 = shl i32 %4355, 16
  %4357 = bitcast i32 %4356 to float
  %4358 = bitcast float %4357 to i32
  %4359 = fcmp uno float %4357, %4357
  %4360 = select i1 %4359, i32 2143289344, i32 %4358
  %4361 = xor i32 %4360, 2147483647
  %4362 = icmp sge i32 %4360, 0
  %4363 = select i1 %4362, i32 %4360, i32 %4361
  %4364 = icmp sge i32 %4363, %3235
  %4365 = and i1 %4220, %4364
  br i1 %4365, label %if.then496, label %if.end497

if.then494:                                       ; preds = %if.then492
  %4366 = zext i32 %4353 to i64
  %4367 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4366
  %4368 = bitcast float %4332 to i32
  %4369 = fcmp uno float %4332, %4332
  %4370 = select i1 %4369, i32 2143289344, i32 %4368
  %4371 = xor i32 %4370, 2147483647
  %4372 = icmp sge i32 %4370, 0
  %4373 = select i1 %4372, i32 %4370, i32 %4371
  %4374 = sext i32 %4373 to i64
  %4375 = shl i64 %4374, 32
  %4376 = sub i64 4294967295, %4214
  %4377 = or i64 %4375, %4376
  store i64 %4377, ptr addrspace(3) %4367, align 4
  br label %if.end495

if.end495:                                        ; preds = %if.then494, %if.then492
  br label %if.end493

if.then496:                                       ; preds = %if.end493
  %4378 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4379 = icmp ult i32 %4378, 512
  br i1 %4379, label %if.then498, label %if.end499

if.end497:                                        ; preds = %if.end499, %if.end493
  %4380 = zext i16 %4233 to i32
  %4381 = shl i32 %4380, 16
  %4382 = bitcast i32 %4381 to float
  %4383 = bitcast float %4382 to i32
  %4384 = fcmp uno float %4382, %4382
  %4385 = select i1 %4384, i32 2143289344, i32 %4383
  %4386 = xor i32 %4385, 2147483647
  %4387 = icmp sge i32 %4385, 0
  %4388 = select i1 %4387, i32 %4385, i32 %4386
  %4389 = icmp sge i32 %4388, %3235
  %4390 = and i1 %4228, %4389
  br i1 %4390, label %if.then500, label %if.end501

if.then498:                                       ; preds = %if.then496
  %4391 = zext i32 %4378 to i64
  %4392 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4391
  %4393 = bitcast float %4357 to i32
  %4394 = fcmp uno float %4357, %4357
  %4395 = select i1 %4394, i32 2143289344, i32 %4393
  %4396 = xor i32 %4395, 2147483647
  %4397 = icmp sge i32 %4395, 0
  %4398 = select i1 %4397, i32 %4395, i32 %4396
  %4399 = sext i32 %4398 to i64
  %4400 = shl i64 %4399, 32
  %4401 = sub i64 4294967295, %4222
  %4402 = or i64 %4400, %4401
  store i64 %4402, ptr addrspace(3) %4392, align 4
  br label %if.end499

if.end499:                                        ; preds = %if.then498, %if.then496
  br label %if.end497

if.then500:                                       ; preds = %if.end497
  %4403 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4404 = icmp ult i32 %4403, 512
  br i1 %4404, label %if.then502, label %if.end503

if.end501:                                        ; preds = %if.end503, %if.end497
  %4405 = zext i16 %4241 to i32
  %4406 = shl i32 %4405, 16
  %4407 = bitcast i32 %4406 to float
  %4408 = bitcast float %4407 to i32
  %4409 = fcmp uno float %4407, %4407
  %4410 = select i1 %4409, i32 2143289344, i32 %4408
  %4411 = xor i32 %4410, 2147483647
  %4412 = icmp sge i32 %4410, 0
  %4413 = select i1 %4412, i32 %4410, i32 %4411
  %4414 = icmp sge i32 %4413, %3235
  %4415 = and i1 %4236, %4414
  br i1 %4415, label %if.then504, label %if.end505

if.then502:                                       ; preds = %if.then500
  %4416 = zext i32 %4403 to i64
  %4417 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4416
  %4418 = bitcast float %4382 to i32
  %4419 = fcmp uno float %4382, %4382
  %4420 = select i1 %4419, i32 2143289344, i32 %4418
  %4421 = xor i32 %4420, 2147483647
  %4422 = icmp sge i32 %4420, 0
  %4423 = select i1 %4422, i32 %4420, i32 %4421
  %4424 = sext i32 %4423 to i64
  %4425 = shl i64 %4424, 32
  %4426 = sub i64 4294967295, %4230
  %4427 = or i64 %4425, %4426
  store i64 %4427, ptr addrspace(3) %4417, align 4
  br label %if.end503

if.end503:                                        ; preds = %if.then502, %if.then500
  br label %if.end501

if.then504:                                       ; preds = %if.end501
  %4428 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4429 = icmp ult i32 %4428, 512
  br i1 %4429, label %if.then506, label %if.end507

if.end505:                                        ; preds = %if.end507, %if.end501
  %kcol.next508 = add nsw i64 %kcol.iv475, 1
  br label %kcol.head472, !llvm.loop !15

if.then506:                                       ; preds = %if.then504
  %4430 = zext i32 %4428 to i64
  %4431 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4430
  %4432 = bitcast float %4407 to i32
  %4433 = fcmp uno float %4407, %4407
  %4434 = select i1 %4433, i32 2143289344, i32 %4432
  %4435 = xor i32 %4434, 2147483647
  %4436 = icmp sge i32 %4434, 0
  %4437 = select i1 %4436, i32 %4434, i32 %4435
  %4438 = sext i32 %4437 to i64
  %4439 = shl i64 %4438, 32
  %4440 = sub i64 4294967295, %4238
  %4441 = or i64 %4439, %4440
  store i64 %4441, ptr addrspace(3) %4431, align 4
  br label %if.end507

if.end507:                                        ; preds = %if.then506, %if.then504
  br label %if.end505

if.then509:                                       ; preds = %if.end471
  %4442 = icmp eq i64 %23, 0
  br i1 %4442, label %if.then511, label %if.end512

if.end510:                                        ; preds = %keys.exit515, %if.end471
  %4443 = icmp ult i64 %23, 32
  %4444 = and i1 %4154, %4443
  br i1 %4444, label %if.then533, label %if.end534

if.then511:                                       ; preds = %if.then509
  store i64 %1834, ptr %40, align 4
  br label %if.end512

if.end512:                                        ; preds = %if.then511, %if.then509
  %4445 = icmp sgt i64 %4152, 20
  %4446 = select i1 %4445, i64 %4152, i64 20
  br label %keys.head513

keys.head513:                                     ; preds = %keyed.end519, %if.end512
  %keys.iv516 = phi i64 [ %23, %if.end512 ], [ %keys.next532, %keyed.end519 ]
  %4447 = icmp slt i64 %keys.iv516, %4446
  br i1 %4447, label %keys.body514, label %keys.exit515

keys.body514:                                     ; preds = %keys.head513
  %4448 = icmp slt i64 %keys.iv516, %4152
  br i1 %4448, label %keyed.then517, label %keyed.else518

keys.exit515:                                     ; preds = %keys.head513
  br label %if.end510

keyed.then517:                                    ; preds = %keys.body514
  %4449 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv516
  %4450 = load i64, ptr addrspace(3) %4449, align 4
  store i64 0, ptr %place520, align 4
  br label %place.head521

keyed.else518:                                    ; preds = %keys.body514
  br i1 true, label %if.then530, label %if.end531

keyed.end519:                                     ; preds = %if.end531, %if.end527
  %keys.next532 = add nsw i64 %keys.iv516, 128
  br label %keys.head513, !llvm.loop !16

place.head521:                                    ; preds = %place.body522, %keyed.then517
  %place.iv524 = phi i64 [ 0, %keyed.then517 ], [ %place.next525, %place.body522 ]
  %4451 = icmp slt i64 %place.iv524, %4152
  br i1 %4451, label %place.body522, label %place.exit523

place.body522:                                    ; preds = %place.head521
  %4452 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv524
  %4453 = load i64, ptr addrspace(3) %4452, align 4
  %4454 = icmp sgt i64 %4453, %4450
  %4455 = zext i1 %4454 to i64
  %4456 = load i64, ptr %place520, align 4
  %4457 = add i64 %4456, %4455
  store i64 %4457, ptr %place520, align 4
  %place.next525 = add nsw i64 %place.iv524, 1
  br label %place.head521, !llvm.loop !17

place.exit523:                                    ; preds = %place.head521
  %4458 = load i64, ptr %place520, align 4
  %4459 = icmp slt i64 %4458, 20
  br i1 %4459, label %if.then526, label %if.end527

if.then526:                                       ; preds = %place.exit523
  %4460 = icmp eq i64 %4450, -9223372036854775808
  %4461 = ashr i64 %4450, 32
  %4462 = trunc i64 %4461 to i32
  %4463 = xor i32 %4462, 2147483647
  %4464 = icmp sge i32 %4462, 0
  %4465 = select i1 %4464, i32 %4462, i32 %4463
  %4466 = bitcast i32 %4465 to float
  %4467 = and i64 %4450, 4294967295
  %4468 = sub i64 4294967295, %4467
  br i1 true, label %if.then528, label %if.end529

if.end527:                                        ; preds = %if.end529, %place.exit523
  br label %keyed.end519

if.then528:                                       ; preds = %if.then526
  %4469 = getelementptr i64, ptr %35, i64 %4458
  %4470 = select i1 %4460, i64 -1, i64 %4468
  store i64 %4470, ptr %4469, align 4
  %4471 = getelementptr float, ptr %38, i64 %4458
  %4472 = fsub float %4466, %1814
  %4473 = fcmp uno float %4472, %4472
  %4474 = select i1 %4473, float 0x7FF8000000000000, float %4472
  %4475 = select i1 %4460, float 0xFFF0000000000000, float %4474
  store float %4475, ptr %4471, align 4
  br label %if.end529

if.end529:                                        ; preds = %if.then528, %if.then526
  br label %if.end527

if.then530:                                       ; preds = %keyed.else518
  %4476 = getelementptr i64, ptr %35, i64 %keys.iv516
  store i64 -1, ptr %4476, align 4
  %4477 = getelementptr float, ptr %38, i64 %keys.iv516
  %4478 = fsub float 0xFFFFFFFFE0000000, %1814
  %4479 = fcmp uno float %4478, %4478
  %4480 = select i1 %4479, float 0x7FF8000000000000, float %4478
  %4481 = select i1 true, float 0xFFF0000000000000, float %4480
  store float %4481, ptr %4477, align 4
  br label %if.end531

if.end531:                                        ; preds = %if.then530, %keyed.else518
  br label %keyed.end519

if.then533:                                       ; preds = %if.end510
  %4482 = inttoptr i64 %2 to ptr
  %4483 = getelementptr i64, ptr %4482, i64 %25
  %4484 = load i64, ptr %4483, align 4
  %4485 = icmp ne i64 %4484, %4
  %4486 = mul i64 %25, 20
  %4487 = inttoptr i64 %13 to ptr
  %4488 = getelementptr i64, ptr %4487, i64 %4486
  %4489 = mul i64 %25, 20
  %4490 = inttoptr i64 %14 to ptr
  %4491 = getelementptr float, ptr %4490, i64 %4489
  %4492 = inttoptr i64 %15 to ptr
  %4493 = getelementptr i64, ptr %4492, i64 %25
  br i1 %4485, label %active.then535, label %active.else536

if.end534:                                        ; preds = %active.end537, %if.end510
  br label %reached.end

active.then535:                                   ; preds = %if.then533
  %4494 = mul i64 %25, %1
  %4495 = mul i64 %4494, 2
  %4496 = inttoptr i64 %0 to ptr
  %4497 = getelementptr i8, ptr %4496, i64 %4495
  %4498 = sdiv i64 %5, 2374
  %4499 = mul i64 %4498, 32
  %4500 = mul i64 %25, %4499
  %4501 = inttoptr i64 %11 to ptr
  %4502 = getelementptr i32, ptr %4501, i64 %4500
  %4503 = inttoptr i64 %10 to ptr
  %4504 = getelementptr float, ptr %4503, i64 %25
  %4505 = load float, ptr %4504, align 4
  %4506 = icmp slt i64 %4484, %6
  %4507 = icmp sge i64 %4484, 0
  %4508 = and i1 %4507, %4506
  %4509 = inttoptr i64 %8 to ptr
  %4510 = and i64 %23, 31
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

active.else536:                                   ; preds = %if.then533
  br i1 true, label %if.then645, label %if.end646

active.end537:                                    ; preds = %if.end646, %over.end
  br label %if.end534

nantiles.head:                                    ; preds = %nantiles.body, %active.then535
  %nantiles.iv = phi i64 [ %4510, %active.then535 ], [ %nantiles.next, %nantiles.body ]
  %4511 = icmp slt i64 %nantiles.iv, %4498
  br i1 %4511, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %4512 = mul i64 %25, %4498
  %4513 = add i64 %4512, %nantiles.iv
  %4514 = mul i64 %4513, %9
  %4515 = getelementptr float, ptr %4509, i64 %4514
  %4516 = load float, ptr %4515, align 4
  %4517 = fcmp uno float %4516, %4516
  %4518 = zext i1 %4517 to i64
  %4519 = load i64, ptr %nantiles, align 4
  %4520 = add i64 %4519, %4518
  store i64 %4520, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !18

nantiles.exit:                                    ; preds = %nantiles.head
  %4521 = load i64, ptr %nantiles, align 4
  %4522 = trunc i64 %4521 to i32
  %4523 = bitcast i32 %4522 to float
  %4524 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4523, i32 16, i32 31)
  %4525 = bitcast float %4524 to i32
  %4526 = lshr i64 %4521, 32
  %4527 = trunc i64 %4526 to i32
  %4528 = bitcast i32 %4527 to float
  %4529 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4528, i32 16, i32 31)
  %4530 = bitcast float %4529 to i32
  %4531 = zext i32 %4525 to i64
  %4532 = zext i32 %4530 to i64
  %4533 = shl i64 %4532, 32
  %4534 = or i64 %4533, %4531
  %4535 = add i64 %4521, %4534
  %4536 = trunc i64 %4535 to i32
  %4537 = bitcast i32 %4536 to float
  %4538 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4537, i32 8, i32 31)
  %4539 = bitcast float %4538 to i32
  %4540 = lshr i64 %4535, 32
  %4541 = trunc i64 %4540 to i32
  %4542 = bitcast i32 %4541 to float
  %4543 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4542, i32 8, i32 31)
  %4544 = bitcast float %4543 to i32
  %4545 = zext i32 %4539 to i64
  %4546 = zext i32 %4544 to i64
  %4547 = shl i64 %4546, 32
  %4548 = or i64 %4547, %4545
  %4549 = add i64 %4535, %4548
  %4550 = trunc i64 %4549 to i32
  %4551 = bitcast i32 %4550 to float
  %4552 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4551, i32 4, i32 31)
  %4553 = bitcast float %4552 to i32
  %4554 = lshr i64 %4549, 32
  %4555 = trunc i64 %4554 to i32
  %4556 = bitcast i32 %4555 to float
  %4557 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4556, i32 4, i32 31)
  %4558 = bitcast float %4557 to i32
  %4559 = zext i32 %4553 to i64
  %4560 = zext i32 %4558 to i64
  %4561 = shl i64 %4560, 32
  %4562 = or i64 %4561, %4559
  %4563 = add i64 %4549, %4562
  %4564 = trunc i64 %4563 to i32
  %4565 = bitcast i32 %4564 to float
  %4566 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4565, i32 2, i32 31)
  %4567 = bitcast float %4566 to i32
  %4568 = lshr i64 %4563, 32
  %4569 = trunc i64 %4568 to i32
  %4570 = bitcast i32 %4569 to float
  %4571 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4570, i32 2, i32 31)
  %4572 = bitcast float %4571 to i32
  %4573 = zext i32 %4567 to i64
  %4574 = zext i32 %4572 to i64
  %4575 = shl i64 %4574, 32
  %4576 = or i64 %4575, %4573
  %4577 = add i64 %4563, %4576
  %4578 = trunc i64 %4577 to i32
  %4579 = bitcast i32 %4578 to float
  %4580 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4579, i32 1, i32 31)
  %4581 = bitcast float %4580 to i32
  %4582 = lshr i64 %4577, 32
  %4583 = trunc i64 %4582 to i32
  %4584 = bitcast i32 %4583 to float
  %4585 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4584, i32 1, i32 31)
  %4586 = bitcast float %4585 to i32
  %4587 = zext i32 %4581 to i64
  %4588 = zext i32 %4586 to i64
  %4589 = shl i64 %4588, 32
  %4590 = or i64 %4589, %4587
  %4591 = add i64 %4577, %4590
  %4592 = bitcast float %4505 to i32
  %4593 = icmp eq i32 %4592, -2147483648
  %4594 = icmp sgt i64 %4591, 0
  %4595 = or i1 %4593, %4594
  %4596 = fcmp ord float %4505, %4505
  %4597 = and i1 %4596, %4595
  store i64 0, ptr %above538, align 4
  br i1 %4597, label %exact.then539, label %exact.else

exact.then539:                                    ; preds = %nantiles.exit
  %4598 = bitcast float %4505 to i32
  %4599 = fcmp uno float %4505, %4505
  %4600 = select i1 %4599, i32 2143289344, i32 %4598
  %4601 = xor i32 %4600, 2147483647
  %4602 = icmp sge i32 %4600, 0
  %4603 = select i1 %4602, i32 %4600, i32 %4601
  %4604 = and i64 %23, 31
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head541

exact.else:                                       ; preds = %nantiles.exit
  %4605 = and i64 %23, 31
  store i64 0, ptr %above546, align 4
  %4606 = add i64 %4499, 255
  %4607 = udiv i64 %4606, 256
  br label %above.head

exact.end540:                                     ; preds = %above.exit, %exactabove.exit543
  %4608 = load i64, ptr %above538, align 4
  %4609 = add i64 %4608, 1
  %4610 = select i1 %4508, i64 %4609, i64 0
  br i1 true, label %if.then547, label %if.end548

exactabove.head541:                               ; preds = %exactabove.body542, %exact.then539
  %exactabove.iv544 = phi i64 [ %4604, %exact.then539 ], [ %exactabove.next545, %exactabove.body542 ]
  %4611 = icmp slt i64 %exactabove.iv544, %6
  br i1 %4611, label %exactabove.body542, label %exactabove.exit543

exactabove.body542:                               ; preds = %exactabove.head541
  %4612 = mul i64 %exactabove.iv544, 2
  %4613 = getelementptr i8, ptr %4497, i64 %4612
  %4614 = load i16, ptr %4613, align 2, !invariant.load !19
  %4615 = zext i16 %4614 to i32
  %4616 = shl i32 %4615, 16
  %4617 = bitcast i32 %4616 to float
  %4618 = bitcast float %4617 to i32
  %4619 = fcmp uno float %4617, %4617
  %4620 = select i1 %4619, i32 2143289344, i32 %4618
  %4621 = xor i32 %4620, 2147483647
  %4622 = icmp sge i32 %4620, 0
  %4623 = select i1 %4622, i32 %4620, i32 %4621
  %4624 = icmp sgt i32 %4623, %4603
  %4625 = zext i1 %4624 to i64
  %4626 = load i64, ptr %exactabove, align 4
  %4627 = add i64 %4626, %4625
  store i64 %4627, ptr %exactabove, align 4
  %exactabove.next545 = add nsw i64 %exactabove.iv544, 32
  br label %exactabove.head541, !llvm.loop !20

exactabove.exit543:                               ; preds = %exactabove.head541
  %4628 = load i64, ptr %exactabove, align 4
  %4629 = trunc i64 %4628 to i32
  %4630 = bitcast i32 %4629 to float
  %4631 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4630, i32 16, i32 31)
  %4632 = bitcast float %4631 to i32
  %4633 = lshr i64 %4628, 32
  %4634 = trunc i64 %4633 to i32
  %4635 = bitcast i32 %4634 to float
  %4636 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4635, i32 16, i32 31)
  %4637 = bitcast float %4636 to i32
  %4638 = zext i32 %4632 to i64
  %4639 = zext i32 %4637 to i64
  %4640 = shl i64 %4639, 32
  %4641 = or i64 %4640, %4638
  %4642 = add i64 %4628, %4641
  %4643 = trunc i64 %4642 to i32
  %4644 = bitcast i32 %4643 to float
  %4645 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4644, i32 8, i32 31)
  %4646 = bitcast float %4645 to i32
  %4647 = lshr i64 %4642, 32
  %4648 = trunc i64 %4647 to i32
  %4649 = bitcast i32 %4648 to float
  %4650 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4649, i32 8, i32 31)
  %4651 = bitcast float %4650 to i32
  %4652 = zext i32 %4646 to i64
  %4653 = zext i32 %4651 to i64
  %4654 = shl i64 %4653, 32
  %4655 = or i64 %4654, %4652
  %4656 = add i64 %4642, %4655
  %4657 = trunc i64 %4656 to i32
  %4658 = bitcast i32 %4657 to float
  %4659 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4658, i32 4, i32 31)
  %4660 = bitcast float %4659 to i32
  %4661 = lshr i64 %4656, 32
  %4662 = trunc i64 %4661 to i32
  %4663 = bitcast i32 %4662 to float
  %4664 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4663, i32 4, i32 31)
  %4665 = bitcast float %4664 to i32
  %4666 = zext i32 %4660 to i64
  %4667 = zext i32 %4665 to i64
  %4668 = shl i64 %4667, 32
  %4669 = or i64 %4668, %4666
  %4670 = add i64 %4656, %4669
  %4671 = trunc i64 %4670 to i32
  %4672 = bitcast i32 %4671 to float
  %4673 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4672, i32 2, i32 31)
  %4674 = bitcast float %4673 to i32
  %4675 = lshr i64 %4670, 32
  %4676 = trunc i64 %4675 to i32
  %4677 = bitcast i32 %4676 to float
  %4678 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4677, i32 2, i32 31)
  %4679 = bitcast float %4678 to i32
  %4680 = zext i32 %4674 to i64
  %4681 = zext i32 %4679 to i64
  %4682 = shl i64 %4681, 32
  %4683 = or i64 %4682, %4680
  %4684 = add i64 %4670, %4683
  %4685 = trunc i64 %4684 to i32
  %4686 = bitcast i32 %4685 to float
  %4687 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4686, i32 1, i32 31)
  %4688 = bitcast float %4687 to i32
  %4689 = lshr i64 %4684, 32
  %4690 = trunc i64 %4689 to i32
  %4691 = bitcast i32 %4690 to float
  %4692 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4691, i32 1, i32 31)
  %4693 = bitcast float %4692 to i32
  %4694 = zext i32 %4688 to i64
  %4695 = zext i32 %4693 to i64
  %4696 = shl i64 %4695, 32
  %4697 = or i64 %4696, %4694
  %4698 = add i64 %4684, %4697
  store i64 %4698, ptr %above538, align 4
  br label %exact.end540

above.head:                                       ; preds = %above.body, %exact.else
  %above.iv = phi i64 [ 0, %exact.else ], [ %above.next, %above.body ]
  %4699 = icmp slt i64 %above.iv, %4607
  br i1 %4699, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %4700 = mul i64 %above.iv, 8
  %4701 = add i64 %4700, 0
  %4702 = mul i64 %4701, 32
  %4703 = add i64 %4605, %4702
  %4704 = icmp slt i64 %4703, %4499
  %4705 = select i1 %4704, i64 %4703, i64 0
  %4706 = getelementptr i32, ptr %4502, i64 %4705
  %4707 = load i32, ptr %4706, align 4
  %4708 = and i32 %4707, -65536
  %4709 = bitcast i32 %4708 to float
  %4710 = and i32 %4707, 65535
  %4711 = zext i32 %4710 to i64
  %4712 = bitcast float %4709 to i32
  %4713 = fcmp uno float %4709, %4709
  %4714 = select i1 %4713, i32 2143289344, i32 %4712
  %4715 = xor i32 %4714, 2147483647
  %4716 = icmp sge i32 %4714, 0
  %4717 = select i1 %4716, i32 %4714, i32 %4715
  %4718 = sext i32 %4717 to i64
  %4719 = shl i64 %4718, 32
  %4720 = or i64 %4719, %4711
  %4721 = mul i64 %above.iv, 8
  %4722 = add i64 %4721, 1
  %4723 = mul i64 %4722, 32
  %4724 = add i64 %4605, %4723
  %4725 = icmp slt i64 %4724, %4499
  %4726 = select i1 %4725, i64 %4724, i64 0
  %4727 = getelementptr i32, ptr %4502, i64 %4726
  %4728 = load i32, ptr %4727, align 4
  %4729 = and i32 %4728, -65536
  %4730 = bitcast i32 %4729 to float
  %4731 = and i32 %4728, 65535
  %4732 = zext i32 %4731 to i64
  %4733 = bitcast float %4730 to i32
  %4734 = fcmp uno float %4730, %4730
  %4735 = select i1 %4734, i32 2143289344, i32 %4733
  %4736 = xor i32 %4735, 2147483647
  %4737 = icmp sge i32 %4735, 0
  %4738 = select i1 %4737, i32 %4735, i32 %4736
  %4739 = sext i32 %4738 to i64
  %4740 = shl i64 %4739, 32
  %4741 = or i64 %4740, %4732
  %4742 = mul i64 %above.iv, 8
  %4743 = add i64 %4742, 2
  %4744 = mul i64 %4743, 32
  %4745 = add i64 %4605, %4744
  %4746 = icmp slt i64 %4745, %4499
  %4747 = select i1 %4746, i64 %4745, i64 0
  %4748 = getelementptr i32, ptr %4502, i64 %4747
  %4749 = load i32, ptr %4748, align 4
  %4750 = and i32 %4749, -65536
  %4751 = bitcast i32 %4750 to float
  %4752 = and i32 %4749, 65535
  %4753 = zext i32 %4752 to i64
  %4754 = bitcast float %4751 to i32
  %4755 = fcmp uno float %4751, %4751
  %4756 = select i1 %4755, i32 2143289344, i32 %4754
  %4757 = xor i32 %4756, 2147483647
  %4758 = icmp sge i32 %4756, 0
  %4759 = select i1 %4758, i32 %4756, i32 %4757
  %4760 = sext i32 %4759 to i64
  %4761 = shl i64 %4760, 32
  %4762 = or i64 %4761, %4753
  %4763 = mul i64 %above.iv, 8
  %4764 = add i64 %4763, 3
  %4765 = mul i64 %4764, 32
  %4766 = add i64 %4605, %4765
  %4767 = icmp slt i64 %4766, %4499
  %4768 = select i1 %4767, i64 %4766, i64 0
  %4769 = getelementptr i32, ptr %4502, i64 %4768
  %4770 = load i32, ptr %4769, align 4
  %4771 = and i32 %4770, -65536
  %4772 = bitcast i32 %4771 to float
  %4773 = and i32 %4770, 65535
  %4774 = zext i32 %4773 to i64
  %4775 = bitcast float %4772 to i32
  %4776 = fcmp uno float %4772, %4772
  %4777 = select i1 %4776, i32 2143289344, i32 %4775
  %4778 = xor i32 %4777, 2147483647
  %4779 = icmp sge i32 %4777, 0
  %4780 = select i1 %4779, i32 %4777, i32 %4778
  %4781 = sext i32 %4780 to i64
  %4782 = shl i64 %4781, 32
  %4783 = or i64 %4782, %4774
  %4784 = mul i64 %above.iv, 8
  %4785 = add i64 %4784, 4
  %4786 = mul i64 %4785, 32
  %4787 = add i64 %4605, %4786
  %4788 = icmp slt i64 %4787, %4499
  %4789 = select i1 %4788, i64 %4787, i64 0
  %4790 = getelementptr i32, ptr %4502, i64 %4789
  %4791 = load i32, ptr %4790, align 4
  %4792 = and i32 %4791, -65536
  %4793 = bitcast i32 %4792 to float
  %4794 = and i32 %4791, 65535
  %4795 = zext i32 %4794 to i64
  %4796 = bitcast float %4793 to i32
  %4797 = fcmp uno float %4793, %4793
  %4798 = select i1 %4797, i32 2143289344, i32 %4796
  %4799 = xor i32 %4798, 2147483647
  %4800 = icmp sge i32 %4798, 0
  %4801 = select i1 %4800, i32 %4798, i32 %4799
  %4802 = sext i32 %4801 to i64
  %4803 = shl i64 %4802, 32
  %4804 = or i64 %4803, %4795
  %4805 = mul i64 %above.iv, 8
  %4806 = add i64 %4805, 5
  %4807 = mul i64 %4806, 32
  %4808 = add i64 %4605, %4807
  %4809 = icmp slt i64 %4808, %4499
  %4810 = select i1 %4809, i64 %4808, i64 0
  %4811 = getelementptr i32, ptr %4502, i64 %4810
  %4812 = load i32, ptr %4811, align 4
  %4813 = and i32 %4812, -65536
  %4814 = bitcast i32 %4813 to float
  %4815 = and i32 %4812, 65535
  %4816 = zext i32 %4815 to i64
  %4817 = bitcast float %4814 to i32
  %4818 = fcmp uno float %4814, %4814
  %4819 = select i1 %4818, i32 2143289344, i32 %4817
  %4820 = xor i32 %4819, 2147483647
  %4821 = icmp sge i32 %4819, 0
  %4822 = select i1 %4821, i32 %4819, i32 %4820
  %4823 = sext i32 %4822 to i64
  %4824 = shl i64 %4823, 32
  %4825 = or i64 %4824, %4816
  %4826 = mul i64 %above.iv, 8
  %4827 = add i64 %4826, 6
  %4828 = mul i64 %4827, 32
  %4829 = add i64 %4605, %4828
  %4830 = icmp slt i64 %4829, %4499
  %4831 = select i1 %4830, i64 %4829, i64 0
  %4832 = getelementptr i32, ptr %4502, i64 %4831
  %4833 = load i32, ptr %4832, align 4
  %4834 = and i32 %4833, -65536
  %4835 = bitcast i32 %4834 to float
  %4836 = and i32 %4833, 65535
  %4837 = zext i32 %4836 to i64
  %4838 = bitcast float %4835 to i32
  %4839 = fcmp uno float %4835, %4835
  %4840 = select i1 %4839, i32 2143289344, i32 %4838
  %4841 = xor i32 %4840, 2147483647
  %4842 = icmp sge i32 %4840, 0
  %4843 = select i1 %4842, i32 %4840, i32 %4841
  %4844 = sext i32 %4843 to i64
  %4845 = shl i64 %4844, 32
  %4846 = or i64 %4845, %4837
  %4847 = mul i64 %above.iv, 8
  %4848 = add i64 %4847, 7
  %4849 = mul i64 %4848, 32
  %4850 = add i64 %4605, %4849
  %4851 = icmp slt i64 %4850, %4499
  %4852 = select i1 %4851, i64 %4850, i64 0
  %4853 = getelementptr i32, ptr %4502, i64 %4852
  %4854 = load i32, ptr %4853, align 4
  %4855 = and i32 %4854, -65536
  %4856 = bitcast i32 %4855 to float
  %4857 = and i32 %4854, 65535
  %4858 = zext i32 %4857 to i64
  %4859 = bitcast float %4856 to i32
  %4860 = fcmp uno float %4856, %4856
  %4861 = select i1 %4860, i32 2143289344, i32 %4859
  %4862 = xor i32 %4861, 2147483647
  %4863 = icmp sge i32 %4861, 0
  %4864 = select i1 %4863, i32 %4861, i32 %4862
  %4865 = sext i32 %4864 to i64
  %4866 = shl i64 %4865, 32
  %4867 = or i64 %4866, %4858
  %4868 = and i64 %4720, 4294967295
  %4869 = select i1 %4704, i64 %4868, i64 0
  %4870 = load i64, ptr %above546, align 4
  %4871 = add i64 %4870, %4869
  store i64 %4871, ptr %above546, align 4
  %4872 = and i64 %4741, 4294967295
  %4873 = select i1 %4725, i64 %4872, i64 0
  %4874 = load i64, ptr %above546, align 4
  %4875 = add i64 %4874, %4873
  store i64 %4875, ptr %above546, align 4
  %4876 = and i64 %4762, 4294967295
  %4877 = select i1 %4746, i64 %4876, i64 0
  %4878 = load i64, ptr %above546, align 4
  %4879 = add i64 %4878, %4877
  store i64 %4879, ptr %above546, align 4
  %4880 = and i64 %4783, 4294967295
  %4881 = select i1 %4767, i64 %4880, i64 0
  %4882 = load i64, ptr %above546, align 4
  %4883 = add i64 %4882, %4881
  store i64 %4883, ptr %above546, align 4
  %4884 = and i64 %4804, 4294967295
  %4885 = select i1 %4788, i64 %4884, i64 0
  %4886 = load i64, ptr %above546, align 4
  %4887 = add i64 %4886, %4885
  store i64 %4887, ptr %above546, align 4
  %4888 = and i64 %4825, 4294967295
  %4889 = select i1 %4809, i64 %4888, i64 0
  %4890 = load i64, ptr %above546, align 4
  %4891 = add i64 %4890, %4889
  store i64 %4891, ptr %above546, align 4
  %4892 = and i64 %4846, 4294967295
  %4893 = select i1 %4830, i64 %4892, i64 0
  %4894 = load i64, ptr %above546, align 4
  %4895 = add i64 %4894, %4893
  store i64 %4895, ptr %above546, align 4
  %4896 = and i64 %4867, 4294967295
  %4897 = select i1 %4851, i64 %4896, i64 0
  %4898 = load i64, ptr %above546, align 4
  %4899 = add i64 %4898, %4897
  store i64 %4899, ptr %above546, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !21

above.exit:                                       ; preds = %above.head
  %4900 = load i64, ptr %above546, align 4
  %4901 = trunc i64 %4900 to i32
  %4902 = bitcast i32 %4901 to float
  %4903 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4902, i32 16, i32 31)
  %4904 = bitcast float %4903 to i32
  %4905 = lshr i64 %4900, 32
  %4906 = trunc i64 %4905 to i32
  %4907 = bitcast i32 %4906 to float
  %4908 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4907, i32 16, i32 31)
  %4909 = bitcast float %4908 to i32
  %4910 = zext i32 %4904 to i64
  %4911 = zext i32 %4909 to i64
  %4912 = shl i64 %4911, 32
  %4913 = or i64 %4912, %4910
  %4914 = add i64 %4900, %4913
  %4915 = trunc i64 %4914 to i32
  %4916 = bitcast i32 %4915 to float
  %4917 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4916, i32 8, i32 31)
  %4918 = bitcast float %4917 to i32
  %4919 = lshr i64 %4914, 32
  %4920 = trunc i64 %4919 to i32
  %4921 = bitcast i32 %4920 to float
  %4922 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4921, i32 8, i32 31)
  %4923 = bitcast float %4922 to i32
  %4924 = zext i32 %4918 to i64
  %4925 = zext i32 %4923 to i64
  %4926 = shl i64 %4925, 32
  %4927 = or i64 %4926, %4924
  %4928 = add i64 %4914, %4927
  %4929 = trunc i64 %4928 to i32
  %4930 = bitcast i32 %4929 to float
  %4931 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4930, i32 4, i32 31)
  %4932 = bitcast float %4931 to i32
  %4933 = lshr i64 %4928, 32
  %4934 = trunc i64 %4933 to i32
  %4935 = bitcast i32 %4934 to float
  %4936 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4935, i32 4, i32 31)
  %4937 = bitcast float %4936 to i32
  %4938 = zext i32 %4932 to i64
  %4939 = zext i32 %4937 to i64
  %4940 = shl i64 %4939, 32
  %4941 = or i64 %4940, %4938
  %4942 = add i64 %4928, %4941
  %4943 = trunc i64 %4942 to i32
  %4944 = bitcast i32 %4943 to float
  %4945 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4944, i32 2, i32 31)
  %4946 = bitcast float %4945 to i32
  %4947 = lshr i64 %4942, 32
  %4948 = trunc i64 %4947 to i32
  %4949 = bitcast i32 %4948 to float
  %4950 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4949, i32 2, i32 31)
  %4951 = bitcast float %4950 to i32
  %4952 = zext i32 %4946 to i64
  %4953 = zext i32 %4951 to i64
  %4954 = shl i64 %4953, 32
  %4955 = or i64 %4954, %4952
  %4956 = add i64 %4942, %4955
  %4957 = trunc i64 %4956 to i32
  %4958 = bitcast i32 %4957 to float
  %4959 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4958, i32 1, i32 31)
  %4960 = bitcast float %4959 to i32
  %4961 = lshr i64 %4956, 32
  %4962 = trunc i64 %4961 to i32
  %4963 = bitcast i32 %4962 to float
  %4964 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4963, i32 1, i32 31)
  %4965 = bitcast float %4964 to i32
  %4966 = zext i32 %4960 to i64
  %4967 = zext i32 %4965 to i64
  %4968 = shl i64 %4967, 32
  %4969 = or i64 %4968, %4966
  %4970 = add i64 %4956, %4969
  store i64 %4970, ptr %above538, align 4
  br label %exact.end540

if.then547:                                       ; preds = %exact.end540
  store i64 %4610, ptr %4493, align 4
  br label %if.end548

if.end548:                                        ; preds = %if.then547, %exact.end540
  store i64 -9223372036854775808, ptr %gtop, align 4
  store i64 -9223372036854775808, ptr %gtop549, align 4
  %4971 = and i64 %23, 31
  %4972 = add i64 %4499, 255
  %4973 = udiv i64 %4972, 256
  br label %gtop.head

gtop.head:                                        ; preds = %gtop.body, %if.end548
  %gtop.iv = phi i64 [ 0, %if.end548 ], [ %gtop.next, %gtop.body ]
  %4974 = icmp slt i64 %gtop.iv, %4973
  br i1 %4974, label %gtop.body, label %gtop.exit

gtop.body:                                        ; preds = %gtop.head
  %4975 = mul i64 %gtop.iv, 8
  %4976 = add i64 %4975, 0
  %4977 = mul i64 %4976, 32
  %4978 = add i64 %4971, %4977
  %4979 = icmp slt i64 %4978, %4499
  %4980 = select i1 %4979, i64 %4978, i64 0
  %4981 = getelementptr i32, ptr %4502, i64 %4980
  %4982 = load i32, ptr %4981, align 4
  %4983 = and i32 %4982, -65536
  %4984 = bitcast i32 %4983 to float
  %4985 = and i32 %4982, 65535
  %4986 = zext i32 %4985 to i64
  %4987 = bitcast float %4984 to i32
  %4988 = fcmp uno float %4984, %4984
  %4989 = select i1 %4988, i32 2143289344, i32 %4987
  %4990 = xor i32 %4989, 2147483647
  %4991 = icmp sge i32 %4989, 0
  %4992 = select i1 %4991, i32 %4989, i32 %4990
  %4993 = sext i32 %4992 to i64
  %4994 = shl i64 %4993, 32
  %4995 = or i64 %4994, %4986
  %4996 = mul i64 %gtop.iv, 8
  %4997 = add i64 %4996, 1
  %4998 = mul i64 %4997, 32
  %4999 = add i64 %4971, %4998
  %5000 = icmp slt i64 %4999, %4499
  %5001 = select i1 %5000, i64 %4999, i64 0
  %5002 = getelementptr i32, ptr %4502, i64 %5001
  %5003 = load i32, ptr %5002, align 4
  %5004 = and i32 %5003, -65536
  %5005 = bitcast i32 %5004 to float
  %5006 = and i32 %5003, 65535
  %5007 = zext i32 %5006 to i64
  %5008 = bitcast float %5005 to i32
  %5009 = fcmp uno float %5005, %5005
  %5010 = select i1 %5009, i32 2143289344, i32 %5008
  %5011 = xor i32 %5010, 2147483647
  %5012 = icmp sge i32 %5010, 0
  %5013 = select i1 %5012, i32 %5010, i32 %5011
  %5014 = sext i32 %5013 to i64
  %5015 = shl i64 %5014, 32
  %5016 = or i64 %5015, %5007
  %5017 = mul i64 %gtop.iv, 8
  %5018 = add i64 %5017, 2
  %5019 = mul i64 %5018, 32
  %5020 = add i64 %4971, %5019
  %5021 = icmp slt i64 %5020, %4499
  %5022 = select i1 %5021, i64 %5020, i64 0
  %5023 = getelementptr i32, ptr %4502, i64 %5022
  %5024 = load i32, ptr %5023, align 4
  %5025 = and i32 %5024, -65536
  %5026 = bitcast i32 %5025 to float
  %5027 = and i32 %5024, 65535
  %5028 = zext i32 %5027 to i64
  %5029 = bitcast float %5026 to i32
  %5030 = fcmp uno float %5026, %5026
  %5031 = select i1 %5030, i32 2143289344, i32 %5029
  %5032 = xor i32 %5031, 2147483647
  %5033 = icmp sge i32 %5031, 0
  %5034 = select i1 %5033, i32 %5031, i32 %5032
  %5035 = sext i32 %5034 to i64
  %5036 = shl i64 %5035, 32
  %5037 = or i64 %5036, %5028
  %5038 = mul i64 %gtop.iv, 8
  %5039 = add i64 %5038, 3
  %5040 = mul i64 %5039, 32
  %5041 = add i64 %4971, %5040
  %5042 = icmp slt i64 %5041, %4499
  %5043 = select i1 %5042, i64 %5041, i64 0
  %5044 = getelementptr i32, ptr %4502, i64 %5043
  %5045 = load i32, ptr %5044, align 4
  %5046 = and i32 %5045, -65536
  %5047 = bitcast i32 %5046 to float
  %5048 = and i32 %5045, 65535
  %5049 = zext i32 %5048 to i64
  %5050 = bitcast float %5047 to i32
  %5051 = fcmp uno float %5047, %5047
  %5052 = select i1 %5051, i32 2143289344, i32 %5050
  %5053 = xor i32 %5052, 2147483647
  %5054 = icmp sge i32 %5052, 0
  %5055 = select i1 %5054, i32 %5052, i32 %5053
  %5056 = sext i32 %5055 to i64
  %5057 = shl i64 %5056, 32
  %5058 = or i64 %5057, %5049
  %5059 = mul i64 %gtop.iv, 8
  %5060 = add i64 %5059, 4
  %5061 = mul i64 %5060, 32
  %5062 = add i64 %4971, %5061
  %5063 = icmp slt i64 %5062, %4499
  %5064 = select i1 %5063, i64 %5062, i64 0
  %5065 = getelementptr i32, ptr %4502, i64 %5064
  %5066 = load i32, ptr %5065, align 4
  %5067 = and i32 %5066, -65536
  %5068 = bitcast i32 %5067 to float
  %5069 = and i32 %5066, 65535
  %5070 = zext i32 %5069 to i64
  %5071 = bitcast float %5068 to i32
  %5072 = fcmp uno float %5068, %5068
  %5073 = select i1 %5072, i32 2143289344, i32 %5071
  %5074 = xor i32 %5073, 2147483647
  %5075 = icmp sge i32 %5073, 0
  %5076 = select i1 %5075, i32 %5073, i32 %5074
  %5077 = sext i32 %5076 to i64
  %5078 = shl i64 %5077, 32
  %5079 = or i64 %5078, %5070
  %5080 = mul i64 %gtop.iv, 8
  %5081 = add i64 %5080, 5
  %5082 = mul i64 %5081, 32
  %5083 = add i64 %4971, %5082
  %5084 = icmp slt i64 %5083, %4499
  %5085 = select i1 %5084, i64 %5083, i64 0
  %5086 = getelementptr i32, ptr %4502, i64 %5085
  %5087 = load i32, ptr %5086, align 4
  %5088 = and i32 %5087, -65536
  %5089 = bitcast i32 %5088 to float
  %5090 = and i32 %5087, 65535
  %5091 = zext i32 %5090 to i64
  %5092 = bitcast float %5089 to i32
  %5093 = fcmp uno float %5089, %5089
  %5094 = select i1 %5093, i32 2143289344, i32 %5092
  %5095 = xor i32 %5094, 2147483647
  %5096 = icmp sge i32 %5094, 0
  %5097 = select i1 %5096, i32 %5094, i32 %5095
  %5098 = sext i32 %5097 to i64
  %5099 = shl i64 %5098, 32
  %5100 = or i64 %5099, %5091
  %5101 = mul i64 %gtop.iv, 8
  %5102 = add i64 %5101, 6
  %5103 = mul i64 %5102, 32
  %5104 = add i64 %4971, %5103
  %5105 = icmp slt i64 %5104, %4499
  %5106 = select i1 %5105, i64 %5104, i64 0
  %5107 = getelementptr i32, ptr %4502, i64 %5106
  %5108 = load i32, ptr %5107, align 4
  %5109 = and i32 %5108, -65536
  %5110 = bitcast i32 %5109 to float
  %5111 = and i32 %5108, 65535
  %5112 = zext i32 %5111 to i64
  %5113 = bitcast float %5110 to i32
  %5114 = fcmp uno float %5110, %5110
  %5115 = select i1 %5114, i32 2143289344, i32 %5113
  %5116 = xor i32 %5115, 2147483647
  %5117 = icmp sge i32 %5115, 0
  %5118 = select i1 %5117, i32 %5115, i32 %5116
  %5119 = sext i32 %5118 to i64
  %5120 = shl i64 %5119, 32
  %5121 = or i64 %5120, %5112
  %5122 = mul i64 %gtop.iv, 8
  %5123 = add i64 %5122, 7
  %5124 = mul i64 %5123, 32
  %5125 = add i64 %4971, %5124
  %5126 = icmp slt i64 %5125, %4499
  %5127 = select i1 %5126, i64 %5125, i64 0
  %5128 = getelementptr i32, ptr %4502, i64 %5127
  %5129 = load i32, ptr %5128, align 4
  %5130 = and i32 %5129, -65536
  %5131 = bitcast i32 %5130 to float
  %5132 = and i32 %5129, 65535
  %5133 = zext i32 %5132 to i64
  %5134 = bitcast float %5131 to i32
  %5135 = fcmp uno float %5131, %5131
  %5136 = select i1 %5135, i32 2143289344, i32 %5134
  %5137 = xor i32 %5136, 2147483647
  %5138 = icmp sge i32 %5136, 0
  %5139 = select i1 %5138, i32 %5136, i32 %5137
  %5140 = sext i32 %5139 to i64
  %5141 = shl i64 %5140, 32
  %5142 = or i64 %5141, %5133
  %5143 = ashr i64 %4995, 32
  %5144 = shl i64 %5143, 32
  %5145 = or i64 %5144, %4978
  %5146 = select i1 %4979, i64 %5145, i64 -9223372036854775808
  %5147 = load i64, ptr %gtop, align 4
  %5148 = load i64, ptr %gtop549, align 4
  %5149 = icmp slt i64 %5146, %5147
  %5150 = select i1 %5149, i64 %5146, i64 %5147
  %5151 = icmp sgt i64 %5150, %5148
  %5152 = select i1 %5151, i64 %5150, i64 %5148
  store i64 %5152, ptr %gtop549, align 4
  %5153 = load i64, ptr %gtop, align 4
  %5154 = icmp sgt i64 %5146, %5153
  %5155 = select i1 %5154, i64 %5146, i64 %5153
  store i64 %5155, ptr %gtop, align 4
  %5156 = ashr i64 %5016, 32
  %5157 = shl i64 %5156, 32
  %5158 = or i64 %5157, %4999
  %5159 = select i1 %5000, i64 %5158, i64 -9223372036854775808
  %5160 = load i64, ptr %gtop, align 4
  %5161 = load i64, ptr %gtop549, align 4
  %5162 = icmp slt i64 %5159, %5160
  %5163 = select i1 %5162, i64 %5159, i64 %5160
  %5164 = icmp sgt i64 %5163, %5161
  %5165 = select i1 %5164, i64 %5163, i64 %5161
  store i64 %5165, ptr %gtop549, align 4
  %5166 = load i64, ptr %gtop, align 4
  %5167 = icmp sgt i64 %5159, %5166
  %5168 = select i1 %5167, i64 %5159, i64 %5166
  store i64 %5168, ptr %gtop, align 4
  %5169 = ashr i64 %5037, 32
  %5170 = shl i64 %5169, 32
  %5171 = or i64 %5170, %5020
  %5172 = select i1 %5021, i64 %5171, i64 -9223372036854775808
  %5173 = load i64, ptr %gtop, align 4
  %5174 = load i64, ptr %gtop549, align 4
  %5175 = icmp slt i64 %5172, %5173
  %5176 = select i1 %5175, i64 %5172, i64 %5173
  %5177 = icmp sgt i64 %5176, %5174
  %5178 = select i1 %5177, i64 %5176, i64 %5174
  store i64 %5178, ptr %gtop549, align 4
  %5179 = load i64, ptr %gtop, align 4
  %5180 = icmp sgt i64 %5172, %5179
  %5181 = select i1 %5180, i64 %5172, i64 %5179
  store i64 %5181, ptr %gtop, align 4
  %5182 = ashr i64 %5058, 32
  %5183 = shl i64 %5182, 32
  %5184 = or i64 %5183, %5041
  %5185 = select i1 %5042, i64 %5184, i64 -9223372036854775808
  %5186 = load i64, ptr %gtop, align 4
  %5187 = load i64, ptr %gtop549, align 4
  %5188 = icmp slt i64 %5185, %5186
  %5189 = select i1 %5188, i64 %5185, i64 %5186
  %5190 = icmp sgt i64 %5189, %5187
  %5191 = select i1 %5190, i64 %5189, i64 %5187
  store i64 %5191, ptr %gtop549, align 4
  %5192 = load i64, ptr %gtop, align 4
  %5193 = icmp sgt i64 %5185, %5192
  %5194 = select i1 %5193, i64 %5185, i64 %5192
  store i64 %5194, ptr %gtop, align 4
  %5195 = ashr i64 %5079, 32
  %5196 = shl i64 %5195, 32
  %5197 = or i64 %5196, %5062
  %5198 = select i1 %5063, i64 %5197, i64 -9223372036854775808
  %5199 = load i64, ptr %gtop, align 4
  %5200 = load i64, ptr %gtop549, align 4
  %5201 = icmp slt i64 %5198, %5199
  %5202 = select i1 %5201, i64 %5198, i64 %5199
  %5203 = icmp sgt i64 %5202, %5200
  %5204 = select i1 %5203, i64 %5202, i64 %5200
  store i64 %5204, ptr %gtop549, align 4
  %5205 = load i64, ptr %gtop, align 4
  %5206 = icmp sgt i64 %5198, %5205
  %5207 = select i1 %5206, i64 %5198, i64 %5205
  store i64 %5207, ptr %gtop, align 4
  %5208 = ashr i64 %5100, 32
  %5209 = shl i64 %5208, 32
  %5210 = or i64 %5209, %5083
  %5211 = select i1 %5084, i64 %5210, i64 -9223372036854775808
  %5212 = load i64, ptr %gtop, align 4
  %5213 = load i64, ptr %gtop549, align 4
  %5214 = icmp slt i64 %5211, %5212
  %5215 = select i1 %5214, i64 %5211, i64 %5212
  %5216 = icmp sgt i64 %5215, %5213
  %5217 = select i1 %5216, i64 %5215, i64 %5213
  store i64 %5217, ptr %gtop549, align 4
  %5218 = load i64, ptr %gtop, align 4
  %5219 = icmp sgt i64 %5211, %5218
  %5220 = select i1 %5219, i64 %5211, i64 %5218
  store i64 %5220, ptr %gtop, align 4
  %5221 = ashr i64 %5121, 32
  %5222 = shl i64 %5221, 32
  %5223 = or i64 %5222, %5104
  %5224 = select i1 %5105, i64 %5223, i64 -9223372036854775808
  %5225 = load i64, ptr %gtop, align 4
  %5226 = load i64, ptr %gtop549, align 4
  %5227 = icmp slt i64 %5224, %5225
  %5228 = select i1 %5227, i64 %5224, i64 %5225
  %5229 = icmp sgt i64 %5228, %5226
  %5230 = select i1 %5229, i64 %5228, i64 %5226
  store i64 %5230, ptr %gtop549, align 4
  %5231 = load i64, ptr %gtop, align 4
  %5232 = icmp sgt i64 %5224, %5231
  %5233 = select i1 %5232, i64 %5224, i64 %5231
  store i64 %5233, ptr %gtop, align 4
  %5234 = ashr i64 %5142, 32
  %5235 = shl i64 %5234, 32
  %5236 = or i64 %5235, %5125
  %5237 = select i1 %5126, i64 %5236, i64 -9223372036854775808
  %5238 = load i64, ptr %gtop, align 4
  %5239 = load i64, ptr %gtop549, align 4
  %5240 = icmp slt i64 %5237, %5238
  %5241 = select i1 %5240, i64 %5237, i64 %5238
  %5242 = icmp sgt i64 %5241, %5239
  %5243 = select i1 %5242, i64 %5241, i64 %5239
  store i64 %5243, ptr %gtop549, align 4
  %5244 = load i64, ptr %gtop, align 4
  %5245 = icmp sgt i64 %5237, %5244
  %5246 = select i1 %5245, i64 %5237, i64 %5244
  store i64 %5246, ptr %gtop, align 4
  %gtop.next = add nsw i64 %gtop.iv, 1
  br label %gtop.head, !llvm.loop !22

gtop.exit:                                        ; preds = %gtop.head
  %5247 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %5248 = bitcast float %5247 to i32
  %5249 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %5250 = bitcast float %5249 to i32
  %5251 = zext i32 %5248 to i64
  %5252 = zext i32 %5250 to i64
  %5253 = shl i64 %5252, 32
  %5254 = or i64 %5253, %5251
  %5255 = icmp sgt i64 %5254, 0
  %5256 = select i1 %5255, i64 %5254, i64 0
  %5257 = trunc i64 %5256 to i32
  %5258 = bitcast i32 %5257 to float
  %5259 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5258, i32 8, i32 31)
  %5260 = bitcast float %5259 to i32
  %5261 = lshr i64 %5256, 32
  %5262 = trunc i64 %5261 to i32
  %5263 = bitcast i32 %5262 to float
  %5264 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5263, i32 8, i32 31)
  %5265 = bitcast float %5264 to i32
  %5266 = zext i32 %5260 to i64
  %5267 = zext i32 %5265 to i64
  %5268 = shl i64 %5267, 32
  %5269 = or i64 %5268, %5266
  %5270 = icmp sgt i64 %5269, %5256
  %5271 = select i1 %5270, i64 %5269, i64 %5256
  %5272 = trunc i64 %5271 to i32
  %5273 = bitcast i32 %5272 to float
  %5274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5273, i32 4, i32 31)
  %5275 = bitcast float %5274 to i32
  %5276 = lshr i64 %5271, 32
  %5277 = trunc i64 %5276 to i32
  %5278 = bitcast i32 %5277 to float
  %5279 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5278, i32 4, i32 31)
  %5280 = bitcast float %5279 to i32
  %5281 = zext i32 %5275 to i64
  %5282 = zext i32 %5280 to i64
  %5283 = shl i64 %5282, 32
  %5284 = or i64 %5283, %5281
  %5285 = icmp sgt i64 %5284, %5271
  %5286 = select i1 %5285, i64 %5284, i64 %5271
  %5287 = trunc i64 %5286 to i32
  %5288 = bitcast i32 %5287 to float
  %5289 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5288, i32 2, i32 31)
  %5290 = bitcast float %5289 to i32
  %5291 = lshr i64 %5286, 32
  %5292 = trunc i64 %5291 to i32
  %5293 = bitcast i32 %5292 to float
  %5294 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5293, i32 2, i32 31)
  %5295 = bitcast float %5294 to i32
  %5296 = zext i32 %5290 to i64
  %5297 = zext i32 %5295 to i64
  %5298 = shl i64 %5297, 32
  %5299 = or i64 %5298, %5296
  %5300 = icmp sgt i64 %5299, %5286
  %5301 = select i1 %5300, i64 %5299, i64 %5286
  %5302 = trunc i64 %5301 to i32
  %5303 = bitcast i32 %5302 to float
  %5304 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5303, i32 1, i32 31)
  %5305 = bitcast float %5304 to i32
  %5306 = lshr i64 %5301, 32
  %5307 = trunc i64 %5306 to i32
  %5308 = bitcast i32 %5307 to float
  %5309 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5308, i32 1, i32 31)
  %5310 = bitcast float %5309 to i32
  %5311 = zext i32 %5305 to i64
  %5312 = zext i32 %5310 to i64
  %5313 = shl i64 %5312, 32
  %5314 = or i64 %5313, %5311
  %5315 = icmp sgt i64 %5314, %5301
  %5316 = select i1 %5315, i64 %5314, i64 %5301
  store i64 -9223372036854775808, ptr %last, align 4
  br label %theta1.head

theta1.head:                                      ; preds = %theta1.body, %gtop.exit
  %theta1.iv = phi i64 [ 0, %gtop.exit ], [ %theta1.next, %theta1.body ]
  %5317 = icmp slt i64 %theta1.iv, 20
  br i1 %5317, label %theta1.body, label %theta1.exit

theta1.body:                                      ; preds = %theta1.head
  %5318 = load i64, ptr %gtop, align 4
  %5319 = and i64 %23, 31
  %5320 = trunc i64 %5318 to i32
  %5321 = bitcast i32 %5320 to float
  %5322 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5321, i32 16, i32 31)
  %5323 = bitcast float %5322 to i32
  %5324 = lshr i64 %5318, 32
  %5325 = trunc i64 %5324 to i32
  %5326 = bitcast i32 %5325 to float
  %5327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5326, i32 16, i32 31)
  %5328 = bitcast float %5327 to i32
  %5329 = zext i32 %5323 to i64
  %5330 = zext i32 %5328 to i64
  %5331 = shl i64 %5330, 32
  %5332 = or i64 %5331, %5329
  %5333 = icmp sgt i64 %5332, %5318
  %5334 = select i1 %5333, i64 %5332, i64 %5318
  %5335 = trunc i64 %5334 to i32
  %5336 = bitcast i32 %5335 to float
  %5337 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5336, i32 8, i32 31)
  %5338 = bitcast float %5337 to i32
  %5339 = lshr i64 %5334, 32
  %5340 = trunc i64 %5339 to i32
  %5341 = bitcast i32 %5340 to float
  %5342 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5341, i32 8, i32 31)
  %5343 = bitcast float %5342 to i32
  %5344 = zext i32 %5338 to i64
  %5345 = zext i32 %5343 to i64
  %5346 = shl i64 %5345, 32
  %5347 = or i64 %5346, %5344
  %5348 = icmp sgt i64 %5347, %5334
  %5349 = select i1 %5348, i64 %5347, i64 %5334
  %5350 = trunc i64 %5349 to i32
  %5351 = bitcast i32 %5350 to float
  %5352 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5351, i32 4, i32 31)
  %5353 = bitcast float %5352 to i32
  %5354 = lshr i64 %5349, 32
  %5355 = trunc i64 %5354 to i32
  %5356 = bitcast i32 %5355 to float
  %5357 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5356, i32 4, i32 31)
  %5358 = bitcast float %5357 to i32
  %5359 = zext i32 %5353 to i64
  %5360 = zext i32 %5358 to i64
  %5361 = shl i64 %5360, 32
  %5362 = or i64 %5361, %5359
  %5363 = icmp sgt i64 %5362, %5349
  %5364 = select i1 %5363, i64 %5362, i64 %5349
  %5365 = trunc i64 %5364 to i32
  %5366 = bitcast i32 %5365 to float
  %5367 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5366, i32 2, i32 31)
  %5368 = bitcast float %5367 to i32
  %5369 = lshr i64 %5364, 32
  %5370 = trunc i64 %5369 to i32
  %5371 = bitcast i32 %5370 to float
  %5372 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5371, i32 2, i32 31)
  %5373 = bitcast float %5372 to i32
  %5374 = zext i32 %5368 to i64
  %5375 = zext i32 %5373 to i64
  %5376 = shl i64 %5375, 32
  %5377 = or i64 %5376, %5374
  %5378 = icmp sgt i64 %5377, %5364
  %5379 = select i1 %5378, i64 %5377, i64 %5364
  %5380 = trunc i64 %5379 to i32
  %5381 = bitcast i32 %5380 to float
  %5382 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5381, i32 1, i32 31)
  %5383 = bitcast float %5382 to i32
  %5384 = lshr i64 %5379, 32
  %5385 = trunc i64 %5384 to i32
  %5386 = bitcast i32 %5385 to float
  %5387 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5386, i32 1, i32 31)
  %5388 = bitcast float %5387 to i32
  %5389 = zext i32 %5383 to i64
  %5390 = zext i32 %5388 to i64
  %5391 = shl i64 %5390, 32
  %5392 = or i64 %5391, %5389
  %5393 = icmp sgt i64 %5392, %5379
  %5394 = select i1 %5393, i64 %5392, i64 %5379
  store i64 %5394, ptr %last, align 4
  %5395 = icmp ne i64 %5394, -9223372036854775808
  %5396 = icmp eq i64 %5318, %5394
  %5397 = and i1 %5396, %5395
  %5398 = load i64, ptr %gtop549, align 4
  %5399 = load i64, ptr %gtop, align 4
  %5400 = select i1 %5397, i64 %5398, i64 %5399
  store i64 %5400, ptr %gtop, align 4
  %5401 = load i64, ptr %gtop549, align 4
  %5402 = select i1 %5397, i64 -9223372036854775808, i64 %5401
  store i64 %5402, ptr %gtop549, align 4
  %theta1.next = add nsw i64 %theta1.iv, 1
  br label %theta1.head, !llvm.loop !23

theta1.exit:                                      ; preds = %theta1.head
  %5403 = load i64, ptr %last, align 4
  %5404 = ashr i64 %5403, 32
  %5405 = trunc i64 %5404 to i32
  %5406 = icmp eq i64 %5403, -9223372036854775808
  %5407 = select i1 %5406, i32 -2147483648, i32 %5405
  store i64 -9223372036854775808, ptr %gslot, align 4
  store i64 -9223372036854775808, ptr %gslot550, align 4
  store i64 -9223372036854775808, ptr %gslot551, align 4
  store i64 -9223372036854775808, ptr %gslot552, align 4
  store i64 -9223372036854775808, ptr %gslot553, align 4
  store i64 -9223372036854775808, ptr %gslot554, align 4
  store i64 -9223372036854775808, ptr %gslot555, align 4
  store i64 -9223372036854775808, ptr %gslot556, align 4
  store i64 0, ptr %gn, align 4
  %5408 = and i64 %23, 31
  %5409 = add i64 %4499, 255
  %5410 = udiv i64 %5409, 256
  br label %gkeep.head

gkeep.head:                                       ; preds = %if.end572, %theta1.exit
  %gkeep.iv = phi i64 [ 0, %theta1.exit ], [ %gkeep.next, %if.end572 ]
  %5411 = icmp slt i64 %gkeep.iv, %5410
  br i1 %5411, label %gkeep.body, label %gkeep.exit

gkeep.body:                                       ; preds = %gkeep.head
  %5412 = mul i64 %gkeep.iv, 8
  %5413 = add i64 %5412, 0
  %5414 = mul i64 %5413, 32
  %5415 = add i64 %5408, %5414
  %5416 = icmp slt i64 %5415, %4499
  %5417 = select i1 %5416, i64 %5415, i64 0
  %5418 = getelementptr i32, ptr %4502, i64 %5417
  %5419 = load i32, ptr %5418, align 4
  %5420 = and i32 %5419, -65536
  %5421 = bitcast i32 %5420 to float
  %5422 = and i32 %5419, 65535
  %5423 = zext i32 %5422 to i64
  %5424 = bitcast float %5421 to i32
  %5425 = fcmp uno float %5421, %5421
  %5426 = select i1 %5425, i32 2143289344, i32 %5424
  %5427 = xor i32 %5426, 2147483647
  %5428 = icmp sge i32 %5426, 0
  %5429 = select i1 %5428, i32 %5426, i32 %5427
  %5430 = sext i32 %5429 to i64
  %5431 = shl i64 %5430, 32
  %5432 = or i64 %5431, %5423
  %5433 = mul i64 %gkeep.iv, 8
  %5434 = add i64 %5433, 1
  %5435 = mul i64 %5434, 32
  %5436 = add i64 %5408, %5435
  %5437 = icmp slt i64 %5436, %4499
  %5438 = select i1 %5437, i64 %5436, i64 0
  %5439 = getelementptr i32, ptr %4502, i64 %5438
  %5440 = load i32, ptr %5439, align 4
  %5441 = and i32 %5440, -65536
  %5442 = bitcast i32 %5441 to float
  %5443 = and i32 %5440, 65535
  %5444 = zext i32 %5443 to i64
  %5445 = bitcast float %5442 to i32
  %5446 = fcmp uno float %5442, %5442
  %5447 = select i1 %5446, i32 2143289344, i32 %5445
  %5448 = xor i32 %5447, 2147483647
  %5449 = icmp sge i32 %5447, 0
  %5450 = select i1 %5449, i32 %5447, i32 %5448
  %5451 = sext i32 %5450 to i64
  %5452 = shl i64 %5451, 32
  %5453 = or i64 %5452, %5444
  %5454 = mul i64 %gkeep.iv, 8
  %5455 = add i64 %5454, 2
  %5456 = mul i64 %5455, 32
  %5457 = add i64 %5408, %5456
  %5458 = icmp slt i64 %5457, %4499
  %5459 = select i1 %5458, i64 %5457, i64 0
  %5460 = getelementptr i32, ptr %4502, i64 %5459
  %5461 = load i32, ptr %5460, align 4
  %5462 = and i32 %5461, -65536
  %5463 = bitcast i32 %5462 to float
  %5464 = and i32 %5461, 65535
  %5465 = zext i32 %5464 to i64
  %5466 = bitcast float %5463 to i32
  %5467 = fcmp uno float %5463, %5463
  %5468 = select i1 %5467, i32 2143289344, i32 %5466
  %5469 = xor i32 %5468, 2147483647
  %5470 = icmp sge i32 %5468, 0
  %5471 = select i1 %5470, i32 %5468, i32 %5469
  %5472 = sext i32 %5471 to i64
  %5473 = shl i64 %5472, 32
  %5474 = or i64 %5473, %5465
  %5475 = mul i64 %gkeep.iv, 8
  %5476 = add i64 %5475, 3
  %5477 = mul i64 %5476, 32
  %5478 = add i64 %5408, %5477
  %5479 = icmp slt i64 %5478, %4499
  %5480 = select i1 %5479, i64 %5478, i64 0
  %5481 = getelementptr i32, ptr %4502, i64 %5480
  %5482 = load i32, ptr %5481, align 4
  %5483 = and i32 %5482, -65536
  %5484 = bitcast i32 %5483 to float
  %5485 = and i32 %5482, 65535
  %5486 = zext i32 %5485 to i64
  %5487 = bitcast float %5484 to i32
  %5488 = fcmp uno float %5484, %5484
  %5489 = select i1 %5488, i32 2143289344, i32 %5487
  %5490 = xor i32 %5489, 2147483647
  %5491 = icmp sge i32 %5489, 0
  %5492 = select i1 %5491, i32 %5489, i32 %5490
  %5493 = sext i32 %5492 to i64
  %5494 = shl i64 %5493, 32
  %5495 = or i64 %5494, %5486
  %5496 = mul i64 %gkeep.iv, 8
  %5497 = add i64 %5496, 4
  %5498 = mul i64 %5497, 32
  %5499 = add i64 %5408, %5498
  %5500 = icmp slt i64 %5499, %4499
  %5501 = select i1 %5500, i64 %5499, i64 0
  %5502 = getelementptr i32, ptr %4502, i64 %5501
  %5503 = load i32, ptr %5502, align 4
  %5504 = and i32 %5503, -65536
  %5505 = bitcast i32 %5504 to float
  %5506 = and i32 %5503, 65535
  %5507 = zext i32 %5506 to i64
  %5508 = bitcast float %5505 to i32
  %5509 = fcmp uno float %5505, %5505
  %5510 = select i1 %5509, i32 2143289344, i32 %5508
  %5511 = xor i32 %5510, 2147483647
  %5512 = icmp sge i32 %5510, 0
  %5513 = select i1 %5512, i32 %5510, i32 %5511
  %5514 = sext i32 %5513 to i64
  %5515 = shl i64 %5514, 32
  %5516 = or i64 %5515, %5507
  %5517 = mul i64 %gkeep.iv, 8
  %5518 = add i64 %5517, 5
  %5519 = mul i64 %5518, 32
  %5520 = add i64 %5408, %5519
  %5521 = icmp slt i64 %5520, %4499
  %5522 = select i1 %5521, i64 %5520, i64 0
  %5523 = getelementptr i32, ptr %4502, i64 %5522
  %5524 = load i32, ptr %5523, align 4
  %5525 = and i32 %5524, -65536
  %5526 = bitcast i32 %5525 to float
  %5527 = and i32 %5524, 65535
  %5528 = zext i32 %5527 to i64
  %5529 = bitcast float %5526 to i32
  %5530 = fcmp uno float %5526, %5526
  %5531 = select i1 %5530, i32 2143289344, i32 %5529
  %5532 = xor i32 %5531, 2147483647
  %5533 = icmp sge i32 %5531, 0
  %5534 = select i1 %5533, i32 %5531, i32 %5532
  %5535 = sext i32 %5534 to i64
  %5536 = shl i64 %5535, 32
  %5537 = or i64 %5536, %5528
  %5538 = mul i64 %gkeep.iv, 8
  %5539 = add i64 %5538, 6
  %5540 = mul i64 %5539, 32
  %5541 = add i64 %5408, %5540
  %5542 = icmp slt i64 %5541, %4499
  %5543 = select i1 %5542, i64 %5541, i64 0
  %5544 = getelementptr i32, ptr %4502, i64 %5543
  %5545 = load i32, ptr %5544, align 4
  %5546 = and i32 %5545, -65536
  %5547 = bitcast i32 %5546 to float
  %5548 = and i32 %5545, 65535
  %5549 = zext i32 %5548 to i64
  %5550 = bitcast float %5547 to i32
  %5551 = fcmp uno float %5547, %5547
  %5552 = select i1 %5551, i32 2143289344, i32 %5550
  %5553 = xor i32 %5552, 2147483647
  %5554 = icmp sge i32 %5552, 0
  %5555 = select i1 %5554, i32 %5552, i32 %5553
  %5556 = sext i32 %5555 to i64
  %5557 = shl i64 %5556, 32
  %5558 = or i64 %5557, %5549
  %5559 = mul i64 %gkeep.iv, 8
  %5560 = add i64 %5559, 7
  %5561 = mul i64 %5560, 32
  %5562 = add i64 %5408, %5561
  %5563 = icmp slt i64 %5562, %4499
  %5564 = select i1 %5563, i64 %5562, i64 0
  %5565 = getelementptr i32, ptr %4502, i64 %5564
  %5566 = load i32, ptr %5565, align 4
  %5567 = and i32 %5566, -65536
  %5568 = bitcast i32 %5567 to float
  %5569 = and i32 %5566, 65535
  %5570 = zext i32 %5569 to i64
  %5571 = bitcast float %5568 to i32
  %5572 = fcmp uno float %5568, %5568
  %5573 = select i1 %5572, i32 2143289344, i32 %5571
  %5574 = xor i32 %5573, 2147483647
  %5575 = icmp sge i32 %5573, 0
  %5576 = select i1 %5575, i32 %5573, i32 %5574
  %5577 = sext i32 %5576 to i64
  %5578 = shl i64 %5577, 32
  %5579 = or i64 %5578, %5570
  %5580 = ashr i64 %5432, 32
  %5581 = trunc i64 %5580 to i32
  %5582 = icmp sge i32 %5581, %5407
  %5583 = and i1 %5416, %5582
  br i1 %5583, label %if.then557, label %if.end558

gkeep.exit:                                       ; preds = %gkeep.head
  %5584 = load i64, ptr %gn, align 4
  %5585 = trunc i64 %5584 to i32
  %5586 = bitcast i32 %5585 to float
  %5587 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5586, i32 16, i32 31)
  %5588 = bitcast float %5587 to i32
  %5589 = lshr i64 %5584, 32
  %5590 = trunc i64 %5589 to i32
  %5591 = bitcast i32 %5590 to float
  %5592 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5591, i32 16, i32 31)
  %5593 = bitcast float %5592 to i32
  %5594 = zext i32 %5588 to i64
  %5595 = zext i32 %5593 to i64
  %5596 = shl i64 %5595, 32
  %5597 = or i64 %5596, %5594
  %5598 = icmp sgt i64 %5597, %5584
  %5599 = select i1 %5598, i64 %5597, i64 %5584
  %5600 = trunc i64 %5599 to i32
  %5601 = bitcast i32 %5600 to float
  %5602 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5601, i32 8, i32 31)
  %5603 = bitcast float %5602 to i32
  %5604 = lshr i64 %5599, 32
  %5605 = trunc i64 %5604 to i32
  %5606 = bitcast i32 %5605 to float
  %5607 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5606, i32 8, i32 31)
  %5608 = bitcast float %5607 to i32
  %5609 = zext i32 %5603 to i64
  %5610 = zext i32 %5608 to i64
  %5611 = shl i64 %5610, 32
  %5612 = or i64 %5611, %5609
  %5613 = icmp sgt i64 %5612, %5599
  %5614 = select i1 %5613, i64 %5612, i64 %5599
  %5615 = trunc i64 %5614 to i32
  %5616 = bitcast i32 %5615 to float
  %5617 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5616, i32 4, i32 31)
  %5618 = bitcast float %5617 to i32
  %5619 = lshr i64 %5614, 32
  %5620 = trunc i64 %5619 to i32
  %5621 = bitcast i32 %5620 to float
  %5622 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5621, i32 4, i32 31)
  %5623 = bitcast float %5622 to i32
  %5624 = zext i32 %5618 to i64
  %5625 = zext i32 %5623 to i64
  %5626 = shl i64 %5625, 32
  %5627 = or i64 %5626, %5624
  %5628 = icmp sgt i64 %5627, %5614
  %5629 = select i1 %5628, i64 %5627, i64 %5614
  %5630 = trunc i64 %5629 to i32
  %5631 = bitcast i32 %5630 to float
  %5632 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5631, i32 2, i32 31)
  %5633 = bitcast float %5632 to i32
  %5634 = lshr i64 %5629, 32
  %5635 = trunc i64 %5634 to i32
  %5636 = bitcast i32 %5635 to float
  %5637 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5636, i32 2, i32 31)
  %5638 = bitcast float %5637 to i32
  %5639 = zext i32 %5633 to i64
  %5640 = zext i32 %5638 to i64
  %5641 = shl i64 %5640, 32
  %5642 = or i64 %5641, %5639
  %5643 = icmp sgt i64 %5642, %5629
  %5644 = select i1 %5643, i64 %5642, i64 %5629
  %5645 = trunc i64 %5644 to i32
  %5646 = bitcast i32 %5645 to float
  %5647 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5646, i32 1, i32 31)
  %5648 = bitcast float %5647 to i32
  %5649 = lshr i64 %5644, 32
  %5650 = trunc i64 %5649 to i32
  %5651 = bitcast i32 %5650 to float
  %5652 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5651, i32 1, i32 31)
  %5653 = bitcast float %5652 to i32
  %5654 = zext i32 %5648 to i64
  %5655 = zext i32 %5653 to i64
  %5656 = shl i64 %5655, 32
  %5657 = or i64 %5656, %5654
  %5658 = icmp sgt i64 %5657, %5644
  %5659 = select i1 %5658, i64 %5657, i64 %5644
  %5660 = icmp sgt i64 %5659, 8
  store i32 -2147483648, ptr %theta, align 4
  br i1 %5660, label %gover.then, label %gover.else

if.then557:                                       ; preds = %gkeep.body
  %5661 = ashr i64 %5432, 32
  %5662 = shl i64 %5661, 32
  %5663 = or i64 %5662, %5415
  %5664 = load i64, ptr %gslot555, align 4
  %5665 = load i64, ptr %gslot556, align 4
  %5666 = icmp slt i64 %5663, %5664
  %5667 = select i1 %5666, i64 %5663, i64 %5664
  %5668 = icmp sgt i64 %5667, %5665
  %5669 = select i1 %5668, i64 %5667, i64 %5665
  store i64 %5669, ptr %gslot556, align 4
  %5670 = load i64, ptr %gslot554, align 4
  %5671 = load i64, ptr %gslot555, align 4
  %5672 = icmp slt i64 %5663, %5670
  %5673 = select i1 %5672, i64 %5663, i64 %5670
  %5674 = icmp sgt i64 %5673, %5671
  %5675 = select i1 %5674, i64 %5673, i64 %5671
  store i64 %5675, ptr %gslot555, align 4
  %5676 = load i64, ptr %gslot553, align 4
  %5677 = load i64, ptr %gslot554, align 4
  %5678 = icmp slt i64 %5663, %5676
  %5679 = select i1 %5678, i64 %5663, i64 %5676
  %5680 = icmp sgt i64 %5679, %5677
  %5681 = select i1 %5680, i64 %5679, i64 %5677
  store i64 %5681, ptr %gslot554, align 4
  %5682 = load i64, ptr %gslot552, align 4
  %5683 = load i64, ptr %gslot553, align 4
  %5684 = icmp slt i64 %5663, %5682
  %5685 = select i1 %5684, i64 %5663, i64 %5682
  %5686 = icmp sgt i64 %5685, %5683
  %5687 = select i1 %5686, i64 %5685, i64 %5683
  store i64 %5687, ptr %gslot553, align 4
  %5688 = load i64, ptr %gslot551, align 4
  %5689 = load i64, ptr %gslot552, align 4
  %5690 = icmp slt i64 %5663, %5688
  %5691 = select i1 %5690, i64 %5663, i64 %5688
  %5692 = icmp sgt i64 %5691, %5689
  %5693 = select i1 %5692, i64 %5691, i64 %5689
  store i64 %5693, ptr %gslot552, align 4
  %5694 = load i64, ptr %gslot550, align 4
  %5695 = load i64, ptr %gslot551, align 4
  %5696 = icmp slt i64 %5663, %5694
  %5697 = select i1 %5696, i64 %5663, i64 %5694
  %5698 = icmp sgt i64 %5697, %5695
  %5699 = select i1 %5698, i64 %5697, i64 %5695
  store i64 %5699, ptr %gslot551, align 4
  %5700 = load i64, ptr %gslot, align 4
  %5701 = load i64, ptr %gslot550, align 4
  %5702 = icmp slt i64 %5663, %5700
  %5703 = select i1 %5702, i64 %5663, i64 %5700
  %5704 = icmp sgt i64 %5703, %5701
  %5705 = select i1 %5704, i64 %5703, i64 %5701
  store i64 %5705, ptr %gslot550, align 4
  %5706 = load i64, ptr %gslot, align 4
  %5707 = icmp sgt i64 %5663, %5706
  %5708 = select i1 %5707, i64 %5663, i64 %5706
  store i64 %5708, ptr %gslot, align 4
  %5709 = load i64, ptr %gn, align 4
  %5710 = add i64 %5709, 1
  store i64 %5710, ptr %gn, align 4
  br label %if.end558

if.end558:                                        ; preds = %if.then557, %gkeep.body
  %5711 = ashr i64 %5453, 32
  %5712 = trunc i64 %5711 to i32
  %5713 = icmp sge i32 %5712, %5407
  %5714 = and i1 %5437, %5713
  br i1 %5714, label %if.then559, label %if.end560

if.then559:                                       ; preds = %if.end558
  %5715 = ashr i64 %5453, 32
  %5716 = shl i64 %5715, 32
  %5717 = or i64 %5716, %5436
  %5718 = load i64, ptr %gslot555, align 4
  %5719 = load i64, ptr %gslot556, align 4
  %5720 = icmp slt i64 %5717, %5718
  %5721 = select i1 %5720, i64 %5717, i64 %5718
  %5722 = icmp sgt i64 %5721, %5719
  %5723 = select i1 %5722, i64 %5721, i64 %5719
  store i64 %5723, ptr %gslot556, align 4
  %5724 = load i64, ptr %gslot554, align 4
  %5725 = load i64, ptr %gslot555, align 4
  %5726 = icmp slt i64 %5717, %5724
  %5727 = select i1 %5726, i64 %5717, i64 %5724
  %5728 = icmp sgt i64 %5727, %5725
  %5729 = select i1 %5728, i64 %5727, i64 %5725
  store i64 %5729, ptr %gslot555, align 4
  %5730 = load i64, ptr %gslot553, align 4
  %5731 = load i64, ptr %gslot554, align 4
  %5732 = icmp slt i64 %5717, %5730
  %5733 = select i1 %5732, i64 %5717, i64 %5730
  %5734 = icmp sgt i64 %5733, %5731
  %5735 = select i1 %5734, i64 %5733, i64 %5731
  store i64 %5735, ptr %gslot554, align 4
  %5736 = load i64, ptr %gslot552, align 4
  %5737 = load i64, ptr %gslot553, align 4
  %5738 = icmp slt i64 %5717, %5736
  %5739 = select i1 %5738, i64 %5717, i64 %5736
  %5740 = icmp sgt i64 %5739, %5737
  %5741 = select i1 %5740, i64 %5739, i64 %5737
  store i64 %5741, ptr %gslot553, align 4
  %5742 = load i64, ptr %gslot551, align 4
  %5743 = load i64, ptr %gslot552, align 4
  %5744 = icmp slt i64 %5717, %5742
  %5745 = select i1 %5744, i64 %5717, i64 %5742
  %5746 = icmp sgt i64 %5745, %5743
  %5747 = select i1 %5746, i64 %5745, i64 %5743
  store i64 %5747, ptr %gslot552, align 4
  %5748 = load i64, ptr %gslot550, align 4
  %5749 = load i64, ptr %gslot551, align 4
  %5750 = icmp slt i64 %5717, %5748
  %5751 = select i1 %5750, i64 %5717, i64 %5748
  %5752 = icmp sgt i64 %5751, %5749
  %5753 = select i1 %5752, i64 %5751, i64 %5749
  store i64 %5753, ptr %gslot551, align 4
  %5754 = load i64, ptr %gslot, align 4
  %5755 = load i64, ptr %gslot550, align 4
  %5756 = icmp slt i64 %5717, %5754
  %5757 = select i1 %5756, i64 %5717, i64 %5754
  %5758 = icmp sgt i64 %5757, %5755
  %5759 = select i1 %5758, i64 %5757, i64 %5755
  store i64 %5759, ptr %gslot550, align 4
  %5760 = load i64, ptr %gslot, align 4
  %5761 = icmp sgt i64 %5717, %5760
  %5762 = select i1 %5761, i64 %5717, i64 %5760
  store i64 %5762, ptr %gslot, align 4
  %5763 = load i64, ptr %gn, align 4
  %5764 = add i64 %5763, 1
  store i64 %5764, ptr %gn, align 4
  br label %if.end560

if.end560:                                        ; preds = %if.then559, %if.end558
  %5765 = ashr i64 %5474, 32
  %5766 = trunc i64 %5765 to i32
  %5767 = icmp sge i32 %5766, %5407
  %5768 = and i1 %5458, %5767
  br i1 %5768, label %if.then561, label %if.end562

if.then561:                                       ; preds = %if.end560
  %5769 = ashr i64 %5474, 32
  %5770 = shl i64 %5769, 32
  %5771 = or i64 %5770, %5457
  %5772 = load i64, ptr %gslot555, align 4
  %5773 = load i64, ptr %gslot556, align 4
  %5774 = icmp slt i64 %5771, %5772
  %5775 = select i1 %5774, i64 %5771, i64 %5772
  %5776 = icmp sgt i64 %5775, %5773
  %5777 = select i1 %5776, i64 %5775, i64 %5773
  store i64 %5777, ptr %gslot556, align 4
  %5778 = load i64, ptr %gslot554, align 4
  %5779 = load i64, ptr %gslot555, align 4
  %5780 = icmp slt i64 %5771, %5778
  %5781 = select i1 %5780, i64 %5771, i64 %5778
  %5782 = icmp sgt i64 %5781, %5779
  %5783 = select i1 %5782, i64 %5781, i64 %5779
  store i64 %5783, ptr %gslot555, align 4
  %5784 = load i64, ptr %gslot553, align 4
  %5785 = load i64, ptr %gslot554, align 4
  %5786 = icmp slt i64 %5771, %5784
  %5787 = select i1 %5786, i64 %5771, i64 %5784
  %5788 = icmp sgt i64 %5787, %5785
  %5789 = select i1 %5788, i64 %5787, i64 %5785
  store i64 %5789, ptr %gslot554, align 4
  %5790 = load i64, ptr %gslot552, align 4
  %5791 = load i64, ptr %gslot553, align 4
  %5792 = icmp slt i64 %5771, %5790
  %5793 = select i1 %5792, i64 %5771, i64 %5790
  %5794 = icmp sgt i64 %5793, %5791
  %5795 = select i1 %5794, i64 %5793, i64 %5791
  store i64 %5795, ptr %gslot553, align 4
  %5796 = load i64, ptr %gslot551, align 4
  %5797 = load i64, ptr %gslot552, align 4
  %5798 = icmp slt i64 %5771, %5796
  %5799 = select i1 %5798, i64 %5771, i64 %5796
  %5800 = icmp sgt i64 %5799, %5797
  %5801 = select i1 %5800, i64 %5799, i64 %5797
  store i64 %5801, ptr %gslot552, align 4
  %5802 = load i64, ptr %gslot550, align 4
  %5803 = load i64, ptr %gslot551, align 4
  %5804 = icmp slt i64 %5771, %5802
  %5805 = select i1 %5804, i64 %5771, i64 %5802
  %5806 = icmp sgt i64 %5805, %5803
  %5807 = select i1 %5806, i64 %5805, i64 %5803
  store i64 %5807, ptr %gslot551, align 4
  %5808 = load i64, ptr %gslot, align 4
  %5809 = load i64, ptr %gslot550, align 4
  %5810 = icmp slt i64 %5771, %5808
  %5811 = select i1 %5810, i64 %5771, i64 %5808
  %5812 = icmp sgt i64 %5811, %5809
  %5813 = select i1 %5812, i64 %5811, i64 %5809
  store i64 %5813, ptr %gslot550, align 4
  %5814 = load i64, ptr %gslot, align 4
  %5815 = icmp sgt i64 %5771, %5814
  %5816 = select i1 %5815, i64 %5771, i64 %5814
  store i64 %5816, ptr %gslot, align 4
  %5817 = load i64, ptr %gn, align 4
  %5818 = add i64 %5817, 1
  store i64 %5818, ptr %gn, align 4
  br label %if.end562

if.end562:                                        ; preds = %if.then561, %if.end560
  %5819 = ashr i64 %5495, 32
  %5820 = trunc i64 %5819 to i32
  %5821 = icmp sge i32 %5820, %5407
  %5822 = and i1 %5479, %5821
  br i1 %5822, label %if.then563, label %if.end564

if.then563:                                       ; preds = %if.end562
  %5823 = ashr i64 %5495, 32
  %5824 = shl i64 %5823, 32
  %5825 = or i64 %5824, %5478
  %5826 = load i64, ptr %gslot555, align 4
  %5827 = load i64, ptr %gslot556, align 4
  %5828 = icmp slt i64 %5825, %5826
  %5829 = select i1 %5828, i64 %5825, i64 %5826
  %5830 = icmp sgt i64 %5829, %5827
  %5831 = select i1 %5830, i64 %5829, i64 %5827
  store i64 %5831, ptr %gslot556, align 4
  %5832 = load i64, ptr %gslot554, align 4
  %5833 = load i64, ptr %gslot555, align 4
  %5834 = icmp slt i64 %5825, %5832
  %5835 = select i1 %5834, i64 %5825, i64 %5832
  %5836 = icmp sgt i64 %5835, %5833
  %5837 = select i1 %5836, i64 %5835, i64 %5833
  store i64 %5837, ptr %gslot555, align 4
  %5838 = load i64, ptr %gslot553, align 4
  %5839 = load i64, ptr %gslot554, align 4
  %5840 = icmp slt i64 %5825, %5838
  %5841 = select i1 %5840, i64 %5825, i64 %5838
  %5842 = icmp sgt i64 %5841, %5839
  %5843 = select i1 %5842, i64 %5841, i64 %5839
  store i64 %5843, ptr %gslot554, align 4
  %5844 = load i64, ptr %gslot552, align 4
  %5845 = load i64, ptr %gslot553, align 4
  %5846 = icmp slt i64 %5825, %5844
  %5847 = select i1 %5846, i64 %5825, i64 %5844
  %5848 = icmp sgt i64 %5847, %5845
  %5849 = select i1 %5848, i64 %5847, i64 %5845
  store i64 %5849, ptr %gslot553, align 4
  %5850 = load i64, ptr %gslot551, align 4
  %5851 = load i64, ptr %gslot552, align 4
  %5852 = icmp slt i64 %5825, %5850
  %5853 = select i1 %5852, i64 %5825, i64 %5850
  %5854 = icmp sgt i64 %5853, %5851
  %5855 = select i1 %5854, i64 %5853, i64 %5851
  store i64 %5855, ptr %gslot552, align 4
  %5856 = load i64, ptr %gslot550, align 4
  %5857 = load i64, ptr %gslot551, align 4
  %5858 = icmp slt i64 %5825, %5856
  %5859 = select i1 %5858, i64 %5825, i64 %5856
  %5860 = icmp sgt i64 %5859, %5857
  %5861 = select i1 %5860, i64 %5859, i64 %5857
  store i64 %5861, ptr %gslot551, align 4
  %5862 = load i64, ptr %gslot, align 4
  %5863 = load i64, ptr %gslot550, align 4
  %5864 = icmp slt i64 %5825, %5862
  %5865 = select i1 %5864, i64 %5825, i64 %5862
  %5866 = icmp sgt i64 %5865, %5863
  %5867 = select i1 %5866, i64 %5865, i64 %5863
  store i64 %5867, ptr %gslot550, align 4
  %5868 = load i64, ptr %gslot, align 4
  %5869 = icmp sgt i64 %5825, %5868
  %5870 = select i1 %5869, i64 %5825, i64 %5868
  store i64 %5870, ptr %gslot, align 4
  %5871 = load i64, ptr %gn, align 4
  %5872 = add i64 %5871, 1
  store i64 %5872, ptr %gn, align 4
  br label %if.end564

if.end564:                                        ; preds = %if.then563, %if.end562
  %5873 = ashr i64 %5516, 32
  %5874 = trunc i64 %5873 to i32
  %5875 = icmp sge i32 %5874, %5407
  %5876 = and i1 %5500, %5875
  br i1 %5876, label %if.then565, label %if.end566

if.then565:                                       ; preds = %if.end564
  %5877 = ashr i64 %5516, 32
  %5878 = shl i64 %5877, 32
  %5879 = or i64 %5878, %5499
  %5880 = load i64, ptr %gslot555, align 4
  %5881 = load i64, ptr %gslot556, align 4
  %5882 = icmp slt i64 %5879, %5880
  %5883 = select i1 %5882, i64 %5879, i64 %5880
  %5884 = icmp sgt i64 %5883, %5881
  %5885 = select i1 %5884, i64 %5883, i64 %5881
  store i64 %5885, ptr %gslot556, align 4
  %5886 = load i64, ptr %gslot554, align 4
  %5887 = load i64, ptr %gslot555, align 4
  %5888 = icmp slt i64 %5879, %5886
  %5889 = select i1 %5888, i64 %5879, i64 %5886
  %5890 = icmp sgt i64 %5889, %5887
  %5891 = select i1 %5890, i64 %5889, i64 %5887
  store i64 %5891, ptr %gslot555, align 4
  %5892 = load i64, ptr %gslot553, align 4
  %5893 = load i64, ptr %gslot554, align 4
  %5894 = icmp slt i64 %5879, %5892
  %5895 = select i1 %5894, i64 %5879, i64 %5892
  %5896 = icmp sgt i64 %5895, %5893
  %5897 = select i1 %5896, i64 %5895, i64 %5893
  store i64 %5897, ptr %gslot554, align 4
  %5898 = load i64, ptr %gslot552, align 4
  %5899 = load i64, ptr %gslot553, align 4
  %5900 = icmp slt i64 %5879, %5898
  %5901 = select i1 %5900, i64 %5879, i64 %5898
  %5902 = icmp sgt i64 %5901, %5899
  %5903 = select i1 %5902, i64 %5901, i64 %5899
  store i64 %5903, ptr %gslot553, align 4
  %5904 = load i64, ptr %gslot551, align 4
  %5905 = load i64, ptr %gslot552, align 4
  %5906 = icmp slt i64 %5879, %5904
  %5907 = select i1 %5906, i64 %5879, i64 %5904
  %5908 = icmp sgt i64 %5907, %5905
  %5909 = select i1 %5908, i64 %5907, i64 %5905
  store i64 %5909, ptr %gslot552, align 4
  %5910 = load i64, ptr %gslot550, align 4
  %5911 = load i64, ptr %gslot551, align 4
  %5912 = icmp slt i64 %5879, %5910
  %5913 = select i1 %5912, i64 %5879, i64 %5910
  %5914 = icmp sgt i64 %5913, %5911
  %5915 = select i1 %5914, i64 %5913, i64 %5911
  store i64 %5915, ptr %gslot551, align 4
  %5916 = load i64, ptr %gslot, align 4
  %5917 = load i64, ptr %gslot550, align 4
  %5918 = icmp slt i64 %5879, %5916
  %5919 = select i1 %5918, i64 %5879, i64 %5916
  %5920 = icmp sgt i64 %5919, %5917
  %5921 = select i1 %5920, i64 %5919, i64 %5917
  store i64 %5921, ptr %gslot550, align 4
  %5922 = load i64, ptr %gslot, align 4
  %5923 = icmp sgt i64 %5879, %5922
  %5924 = select i1 %5923, i64 %5879, i64 %5922
  store i64 %5924, ptr %gslot, align 4
  %5925 = load i64, ptr %gn, align 4
  %5926 = add i64 %5925, 1
  store i64 %5926, ptr %gn, align 4
  br label %if.end566

if.end566:                                        ; preds = %if.then565, %if.end564
  %5927 = ashr i64 %5537, 32
  %5928 = trunc i64 %5927 to i32
  %5929 = icmp sge i32 %5928, %5407
  %5930 = and i1 %5521, %5929
  br i1 %5930, label %if.then567, label %if.end568

if.then567:                                       ; preds = %if.end566
  %5931 = ashr i64 %5537, 32
  %5932 = shl i64 %5931, 32
  %5933 = or i64 %5932, %5520
  %5934 = load i64, ptr %gslot555, align 4
  %5935 = load i64, ptr %gslot556, align 4
  %5936 = icmp slt i64 %5933, %5934
  %5937 = select i1 %5936, i64 %5933, i64 %5934
  %5938 = icmp sgt i64 %5937, %5935
  %5939 = select i1 %5938, i64 %5937, i64 %5935
  store i64 %5939, ptr %gslot556, align 4
  %5940 = load i64, ptr %gslot554, align 4
  %5941 = load i64, ptr %gslot555, align 4
  %5942 = icmp slt i64 %5933, %5940
  %5943 = select i1 %5942, i64 %5933, i64 %5940
  %5944 = icmp sgt i64 %5943, %5941
  %5945 = select i1 %5944, i64 %5943, i64 %5941
  store i64 %5945, ptr %gslot555, align 4
  %5946 = load i64, ptr %gslot553, align 4
  %5947 = load i64, ptr %gslot554, align 4
  %5948 = icmp slt i64 %5933, %5946
  %5949 = select i1 %5948, i64 %5933, i64 %5946
  %5950 = icmp sgt i64 %5949, %5947
  %5951 = select i1 %5950, i64 %5949, i64 %5947
  store i64 %5951, ptr %gslot554, align 4
  %5952 = load i64, ptr %gslot552, align 4
  %5953 = load i64, ptr %gslot553, align 4
  %5954 = icmp slt i64 %5933, %5952
  %5955 = select i1 %5954, i64 %5933, i64 %5952
  %5956 = icmp sgt i64 %5955, %5953
  %5957 = select i1 %5956, i64 %5955, i64 %5953
  store i64 %5957, ptr %gslot553, align 4
  %5958 = load i64, ptr %gslot551, align 4
  %5959 = load i64, ptr %gslot552, align 4
  %5960 = icmp slt i64 %5933, %5958
  %5961 = select i1 %5960, i64 %5933, i64 %5958
  %5962 = icmp sgt i64 %5961, %5959
  %5963 = select i1 %5962, i64 %5961, i64 %5959
  store i64 %5963, ptr %gslot552, align 4
  %5964 = load i64, ptr %gslot550, align 4
  %5965 = load i64, ptr %gslot551, align 4
  %5966 = icmp slt i64 %5933, %5964
  %5967 = select i1 %5966, i64 %5933, i64 %5964
  %5968 = icmp sgt i64 %5967, %5965
  %5969 = select i1 %5968, i64 %5967, i64 %5965
  store i64 %5969, ptr %gslot551, align 4
  %5970 = load i64, ptr %gslot, align 4
  %5971 = load i64, ptr %gslot550, align 4
  %5972 = icmp slt i64 %5933, %5970
  %5973 = select i1 %5972, i64 %5933, i64 %5970
  %5974 = icmp sgt i64 %5973, %5971
  %5975 = select i1 %5974, i64 %5973, i64 %5971
  store i64 %5975, ptr %gslot550, align 4
  %5976 = load i64, ptr %gslot, align 4
  %5977 = icmp sgt i64 %5933, %5976
  %5978 = select i1 %5977, i64 %5933, i64 %5976
  store i64 %5978, ptr %gslot, align 4
  %5979 = load i64, ptr %gn, align 4
  %5980 = add i64 %5979, 1
  store i64 %5980, ptr %gn, align 4
  br label %if.end568

if.end568:                                        ; preds = %if.then567, %if.end566
  %5981 = ashr i64 %5558, 32
  %5982 = trunc i64 %5981 to i32
  %5983 = icmp sge i32 %5982, %5407
  %5984 = and i1 %5542, %5983
  br i1 %5984, label %if.then569, label %if.end570

if.then569:                                       ; preds = %if.end568
  %5985 = ashr i64 %5558, 32
  %5986 = shl i64 %5985, 32
  %5987 = or i64 %5986, %5541
  %5988 = load i64, ptr %gslot555, align 4
  %5989 = load i64, ptr %gslot556, align 4
  %5990 = icmp slt i64 %5987, %5988
  %5991 = select i1 %5990, i64 %5987, i64 %5988
  %5992 = icmp sgt i64 %5991, %5989
  %5993 = select i1 %5992, i64 %5991, i64 %5989
  store i64 %5993, ptr %gslot556, align 4
  %5994 = load i64, ptr %gslot554, align 4
  %5995 = load i64, ptr %gslot555, align 4
  %5996 = icmp slt i64 %5987, %5994
  %5997 = select i1 %5996, i64 %5987, i64 %5994
  %5998 = icmp sgt i64 %5997, %5995
  %5999 = select i1 %5998, i64 %5997, i64 %5995
  store i64 %5999, ptr %gslot555, align 4
  %6000 = load i64, ptr %gslot553, align 4
  %6001 = load i64, ptr %gslot554, align 4
  %6002 = icmp slt i64 %5987, %6000
  %6003 = select i1 %6002, i64 %5987, i64 %6000
  %6004 = icmp sgt i64 %6003, %6001
  %6005 = select i1 %6004, i64 %6003, i64 %6001
  store i64 %6005, ptr %gslot554, align 4
  %6006 = load i64, ptr %gslot552, align 4
  %6007 = load i64, ptr %gslot553, align 4
  %6008 = icmp slt i64 %5987, %6006
  %6009 = select i1 %6008, i64 %5987, i64 %6006
  %6010 = icmp sgt i64 %6009, %6007
  %6011 = select i1 %6010, i64 %6009, i64 %6007
  store i64 %6011, ptr %gslot553, align 4
  %6012 = load i64, ptr %gslot551, align 4
  %6013 = load i64, ptr %gslot552, align 4
  %6014 = icmp slt i64 %5987, %6012
  %6015 = select i1 %6014, i64 %5987, i64 %6012
  %6016 = icmp sgt i64 %6015, %6013
  %6017 = select i1 %6016, i64 %6015, i64 %6013
  store i64 %6017, ptr %gslot552, align 4
  %6018 = load i64, ptr %gslot550, align 4
  %6019 = load i64, ptr %gslot551, align 4
  %6020 = icmp slt i64 %5987, %6018
  %6021 = select i1 %6020, i64 %5987, i64 %6018
  %6022 = icmp sgt i64 %6021, %6019
  %6023 = select i1 %6022, i64 %6021, i64 %6019
  store i64 %6023, ptr %gslot551, align 4
  %6024 = load i64, ptr %gslot, align 4
  %6025 = load i64, ptr %gslot550, align 4
  %6026 = icmp slt i64 %5987, %6024
  %6027 = select i1 %6026, i64 %5987, i64 %6024
  %6028 = icmp sgt i64 %6027, %6025
  %6029 = select i1 %6028, i64 %6027, i64 %6025
  store i64 %6029, ptr %gslot550, align 4
  %6030 = load i64, ptr %gslot, align 4
  %6031 = icmp sgt i64 %5987, %6030
  %6032 = select i1 %6031, i64 %5987, i64 %6030
  store i64 %6032, ptr %gslot, align 4
  %6033 = load i64, ptr %gn, align 4
  %6034 = add i64 %6033, 1
  store i64 %6034, ptr %gn, align 4
  br label %if.end570

if.end570:                                        ; preds = %if.then569, %if.end568
  %6035 = ashr i64 %5579, 32
  %6036 = trunc i64 %6035 to i32
  %6037 = icmp sge i32 %6036, %5407
  %6038 = and i1 %5563, %6037
  br i1 %6038, label %if.then571, label %if.end572

if.then571:                                       ; preds = %if.end570
  %6039 = ashr i64 %5579, 32
  %6040 = shl i64 %6039, 32
  %6041 = or i64 %6040, %5562
  %6042 = load i64, ptr %gslot555, align 4
  %6043 = load i64, ptr %gslot556, align 4
  %6044 = icmp slt i64 %6041, %6042
  %6045 = select i1 %6044, i64 %6041, i64 %6042
  %6046 = icmp sgt i64 %6045, %6043
  %6047 = select i1 %6046, i64 %6045, i64 %6043
  store i64 %6047, ptr %gslot556, align 4
  %6048 = load i64, ptr %gslot554, align 4
  %6049 = load i64, ptr %gslot555, align 4
  %6050 = icmp slt i64 %6041, %6048
  %6051 = select i1 %6050, i64 %6041, i64 %6048
  %6052 = icmp sgt i64 %6051, %6049
  %6053 = select i1 %6052, i64 %6051, i64 %6049
  store i64 %6053, ptr %gslot555, align 4
  %6054 = load i64, ptr %gslot553, align 4
  %6055 = load i64, ptr %gslot554, align 4
  %6056 = icmp slt i64 %6041, %6054
  %6057 = select i1 %6056, i64 %6041, i64 %6054
  %6058 = icmp sgt i64 %6057, %6055
  %6059 = select i1 %6058, i64 %6057, i64 %6055
  store i64 %6059, ptr %gslot554, align 4
  %6060 = load i64, ptr %gslot552, align 4
  %6061 = load i64, ptr %gslot553, align 4
  %6062 = icmp slt i64 %6041, %6060
  %6063 = select i1 %6062, i64 %6041, i64 %6060
  %6064 = icmp sgt i64 %6063, %6061
  %6065 = select i1 %6064, i64 %6063, i64 %6061
  store i64 %6065, ptr %gslot553, align 4
  %6066 = load i64, ptr %gslot551, align 4
  %6067 = load i64, ptr %gslot552, align 4
  %6068 = icmp slt i64 %6041, %6066
  %6069 = select i1 %6068, i64 %6041, i64 %6066
  %6070 = icmp sgt i64 %6069, %6067
  %6071 = select i1 %6070, i64 %6069, i64 %6067
  store i64 %6071, ptr %gslot552, align 4
  %6072 = load i64, ptr %gslot550, align 4
  %6073 = load i64, ptr %gslot551, align 4
  %6074 = icmp slt i64 %6041, %6072
  %6075 = select i1 %6074, i64 %6041, i64 %6072
  %6076 = icmp sgt i64 %6075, %6073
  %6077 = select i1 %6076, i64 %6075, i64 %6073
  store i64 %6077, ptr %gslot551, align 4
  %6078 = load i64, ptr %gslot, align 4
  %6079 = load i64, ptr %gslot550, align 4
  %6080 = icmp slt i64 %6041, %6078
  %6081 = select i1 %6080, i64 %6041, i64 %6078
  %6082 = icmp sgt i64 %6081, %6079
  %6083 = select i1 %6082, i64 %6081, i64 %6079
  store i64 %6083, ptr %gslot550, align 4
  %6084 = load i64, ptr %gslot, align 4
  %6085 = icmp sgt i64 %6041, %6084
  %6086 = select i1 %6085, i64 %6041, i64 %6084
  store i64 %6086, ptr %gslot, align 4
  %6087 = load i64, ptr %gn, align 4
  %6088 = add i64 %6087, 1
  store i64 %6088, ptr %gn, align 4
  br label %if.end572

if.end572:                                        ; preds = %if.then571, %if.end570
  %gkeep.next = add nsw i64 %gkeep.iv, 1
  br label %gkeep.head, !llvm.loop !24

gover.then:                                       ; preds = %gkeep.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %gtheta.head

gover.else:                                       ; preds = %gkeep.exit
  store i64 -9223372036854775808, ptr %gcopy, align 4
  %6089 = load i64, ptr %gslot, align 4
  store i64 %6089, ptr %gcopy, align 4
  store i64 -9223372036854775808, ptr %gcopy573, align 4
  %6090 = load i64, ptr %gslot550, align 4
  store i64 %6090, ptr %gcopy573, align 4
  store i64 -9223372036854775808, ptr %gcopy574, align 4
  %6091 = load i64, ptr %gslot551, align 4
  store i64 %6091, ptr %gcopy574, align 4
  store i64 -9223372036854775808, ptr %gcopy575, align 4
  %6092 = load i64, ptr %gslot552, align 4
  store i64 %6092, ptr %gcopy575, align 4
  store i64 -9223372036854775808, ptr %gcopy576, align 4
  %6093 = load i64, ptr %gslot553, align 4
  store i64 %6093, ptr %gcopy576, align 4
  store i64 -9223372036854775808, ptr %gcopy577, align 4
  %6094 = load i64, ptr %gslot554, align 4
  store i64 %6094, ptr %gcopy577, align 4
  store i64 -9223372036854775808, ptr %gcopy578, align 4
  %6095 = load i64, ptr %gslot555, align 4
  store i64 %6095, ptr %gcopy578, align 4
  store i64 -9223372036854775808, ptr %gcopy579, align 4
  %6096 = load i64, ptr %gslot556, align 4
  store i64 %6096, ptr %gcopy579, align 4
  store i64 -9223372036854775808, ptr %last580, align 4
  br label %stheta.head

gover.end:                                        ; preds = %stheta.exit, %gtheta.exit
  %6097 = load i32, ptr %theta, align 4
  store i64 -9223372036854775808, ptr %cslot, align 4
  store i64 -9223372036854775808, ptr %cslot581, align 4
  store i64 -9223372036854775808, ptr %cslot582, align 4
  store i64 -9223372036854775808, ptr %cslot583, align 4
  store i64 -9223372036854775808, ptr %cslot584, align 4
  store i64 -9223372036854775808, ptr %cslot585, align 4
  store i64 -9223372036854775808, ptr %cslot586, align 4
  store i64 -9223372036854775808, ptr %cslot587, align 4
  store i64 0, ptr %cn, align 4
  %6098 = xor i1 %5660, true
  br i1 %6098, label %if.then588, label %if.end589

gtheta.head:                                      ; preds = %group.exit, %gover.then
  %gtheta.iv = phi i64 [ 0, %gover.then ], [ %gtheta.next, %group.exit ]
  %6099 = icmp slt i64 %gtheta.iv, 20
  br i1 %6099, label %gtheta.body, label %gtheta.exit

gtheta.body:                                      ; preds = %gtheta.head
  %6100 = load i64, ptr %prev, align 4
  %6101 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

gtheta.exit:                                      ; preds = %gtheta.head
  %6102 = load i64, ptr %prev, align 4
  %6103 = ashr i64 %6102, 32
  %6104 = trunc i64 %6103 to i32
  %6105 = icmp eq i64 %6102, -9223372036854775808
  %6106 = select i1 %6105, i32 -2147483648, i32 %6104
  store i32 %6106, ptr %theta, align 4
  br label %gover.end

group.head:                                       ; preds = %group.body, %gtheta.body
  %group.iv = phi i64 [ %6101, %gtheta.body ], [ %group.next, %group.body ]
  %6107 = icmp slt i64 %group.iv, %4499
  br i1 %6107, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %6108 = getelementptr i32, ptr %4502, i64 %group.iv
  %6109 = load i32, ptr %6108, align 4
  %6110 = and i32 %6109, -65536
  %6111 = bitcast i32 %6110 to float
  %6112 = and i32 %6109, 65535
  %6113 = zext i32 %6112 to i64
  %6114 = bitcast float %6111 to i32
  %6115 = fcmp uno float %6111, %6111
  %6116 = select i1 %6115, i32 2143289344, i32 %6114
  %6117 = xor i32 %6116, 2147483647
  %6118 = icmp sge i32 %6116, 0
  %6119 = select i1 %6118, i32 %6116, i32 %6117
  %6120 = sext i32 %6119 to i64
  %6121 = shl i64 %6120, 32
  %6122 = or i64 %6121, %6113
  %6123 = ashr i64 %6122, 32
  %6124 = trunc i64 %6123 to i32
  %6125 = sext i32 %6124 to i64
  %6126 = shl i64 %6125, 32
  %6127 = or i64 %6126, %group.iv
  %6128 = load i64, ptr %best, align 4
  %6129 = icmp sgt i64 %6127, %6128
  %6130 = icmp slt i64 %6127, %6100
  %6131 = and i1 %6130, %6129
  %6132 = select i1 %6131, i64 %6127, i64 %6128
  store i64 %6132, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !25

group.exit:                                       ; preds = %group.head
  %6133 = load i64, ptr %best, align 4
  %6134 = trunc i64 %6133 to i32
  %6135 = bitcast i32 %6134 to float
  %6136 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6135, i32 16, i32 31)
  %6137 = bitcast float %6136 to i32
  %6138 = lshr i64 %6133, 32
  %6139 = trunc i64 %6138 to i32
  %6140 = bitcast i32 %6139 to float
  %6141 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6140, i32 16, i32 31)
  %6142 = bitcast float %6141 to i32
  %6143 = zext i32 %6137 to i64
  %6144 = zext i32 %6142 to i64
  %6145 = shl i64 %6144, 32
  %6146 = or i64 %6145, %6143
  %6147 = icmp sgt i64 %6146, %6133
  %6148 = select i1 %6147, i64 %6146, i64 %6133
  %6149 = trunc i64 %6148 to i32
  %6150 = bitcast i32 %6149 to float
  %6151 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6150, i32 8, i32 31)
  %6152 = bitcast float %6151 to i32
  %6153 = lshr i64 %6148, 32
  %6154 = trunc i64 %6153 to i32
  %6155 = bitcast i32 %6154 to float
  %6156 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6155, i32 8, i32 31)
  %6157 = bitcast float %6156 to i32
  %6158 = zext i32 %6152 to i64
  %6159 = zext i32 %6157 to i64
  %6160 = shl i64 %6159, 32
  %6161 = or i64 %6160, %6158
  %6162 = icmp sgt i64 %6161, %6148
  %6163 = select i1 %6162, i64 %6161, i64 %6148
  %6164 = trunc i64 %6163 to i32
  %6165 = bitcast i32 %6164 to float
  %6166 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6165, i32 4, i32 31)
  %6167 = bitcast float %6166 to i32
  %6168 = lshr i64 %6163, 32
  %6169 = trunc i64 %6168 to i32
  %6170 = bitcast i32 %6169 to float
  %6171 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6170, i32 4, i32 31)
  %6172 = bitcast float %6171 to i32
  %6173 = zext i32 %6167 to i64
  %6174 = zext i32 %6172 to i64
  %6175 = shl i64 %6174, 32
  %6176 = or i64 %6175, %6173
  %6177 = icmp sgt i64 %6176, %6163
  %6178 = select i1 %6177, i64 %6176, i64 %6163
  %6179 = trunc i64 %6178 to i32
  %6180 = bitcast i32 %6179 to float
  %6181 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6180, i32 2, i32 31)
  %6182 = bitcast float %6181 to i32
  %6183 = lshr i64 %6178, 32
  %6184 = trunc i64 %6183 to i32
  %6185 = bitcast i32 %6184 to float
  %6186 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6185, i32 2, i32 31)
  %6187 = bitcast float %6186 to i32
  %6188 = zext i32 %6182 to i64
  %6189 = zext i32 %6187 to i64
  %6190 = shl i64 %6189, 32
  %6191 = or i64 %6190, %6188
  %6192 = icmp sgt i64 %6191, %6178
  %6193 = select i1 %6192, i64 %6191, i64 %6178
  %6194 = trunc i64 %6193 to i32
  %6195 = bitcast i32 %6194 to float
  %6196 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6195, i32 1, i32 31)
  %6197 = bitcast float %6196 to i32
  %6198 = lshr i64 %6193, 32
  %6199 = trunc i64 %6198 to i32
  %6200 = bitcast i32 %6199 to float
  %6201 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6200, i32 1, i32 31)
  %6202 = bitcast float %6201 to i32
  %6203 = zext i32 %6197 to i64
  %6204 = zext i32 %6202 to i64
  %6205 = shl i64 %6204, 32
  %6206 = or i64 %6205, %6203
  %6207 = icmp sgt i64 %6206, %6193
  %6208 = select i1 %6207, i64 %6206, i64 %6193
  store i64 %6208, ptr %prev, align 4
  %gtheta.next = add nsw i64 %gtheta.iv, 1
  br label %gtheta.head, !llvm.loop !26

stheta.head:                                      ; preds = %stheta.body, %gover.else
  %stheta.iv = phi i64 [ 0, %gover.else ], [ %stheta.next, %stheta.body ]
  %6209 = icmp slt i64 %stheta.iv, 20
  br i1 %6209, label %stheta.body, label %stheta.exit

stheta.body:                                      ; preds = %stheta.head
  %6210 = load i64, ptr %gcopy, align 4
  %6211 = and i64 %23, 31
  %6212 = trunc i64 %6210 to i32
  %6213 = bitcast i32 %6212 to float
  %6214 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6213, i32 16, i32 31)
  %6215 = bitcast float %6214 to i32
  %6216 = lshr i64 %6210, 32
  %6217 = trunc i64 %6216 to i32
  %6218 = bitcast i32 %6217 to float
  %6219 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6218, i32 16, i32 31)
  %6220 = bitcast float %6219 to i32
  %6221 = zext i32 %6215 to i64
  %6222 = zext i32 %6220 to i64
  %6223 = shl i64 %6222, 32
  %6224 = or i64 %6223, %6221
  %6225 = icmp sgt i64 %6224, %6210
  %6226 = select i1 %6225, i64 %6224, i64 %6210
  %6227 = trunc i64 %6226 to i32
  %6228 = bitcast i32 %6227 to float
  %6229 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6228, i32 8, i32 31)
  %6230 = bitcast float %6229 to i32
  %6231 = lshr i64 %6226, 32
  %6232 = trunc i64 %6231 to i32
  %6233 = bitcast i32 %6232 to float
  %6234 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6233, i32 8, i32 31)
  %6235 = bitcast float %6234 to i32
  %6236 = zext i32 %6230 to i64
  %6237 = zext i32 %6235 to i64
  %6238 = shl i64 %6237, 32
  %6239 = or i64 %6238, %6236
  %6240 = icmp sgt i64 %6239, %6226
  %6241 = select i1 %6240, i64 %6239, i64 %6226
  %6242 = trunc i64 %6241 to i32
  %6243 = bitcast i32 %6242 to float
  %6244 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6243, i32 4, i32 31)
  %6245 = bitcast float %6244 to i32
  %6246 = lshr i64 %6241, 32
  %6247 = trunc i64 %6246 to i32
  %6248 = bitcast i32 %6247 to float
  %6249 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6248, i32 4, i32 31)
  %6250 = bitcast float %6249 to i32
  %6251 = zext i32 %6245 to i64
  %6252 = zext i32 %6250 to i64
  %6253 = shl i64 %6252, 32
  %6254 = or i64 %6253, %6251
  %6255 = icmp sgt i64 %6254, %6241
  %6256 = select i1 %6255, i64 %6254, i64 %6241
  %6257 = trunc i64 %6256 to i32
  %6258 = bitcast i32 %6257 to float
  %6259 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6258, i32 2, i32 31)
  %6260 = bitcast float %6259 to i32
  %6261 = lshr i64 %6256, 32
  %6262 = trunc i64 %6261 to i32
  %6263 = bitcast i32 %6262 to float
  %6264 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6263, i32 2, i32 31)
  %6265 = bitcast float %6264 to i32
  %6266 = zext i32 %6260 to i64
  %6267 = zext i32 %6265 to i64
  %6268 = shl i64 %6267, 32
  %6269 = or i64 %6268, %6266
  %6270 = icmp sgt i64 %6269, %6256
  %6271 = select i1 %6270, i64 %6269, i64 %6256
  %6272 = trunc i64 %6271 to i32
  %6273 = bitcast i32 %6272 to float
  %6274 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6273, i32 1, i32 31)
  %6275 = bitcast float %6274 to i32
  %6276 = lshr i64 %6271, 32
  %6277 = trunc i64 %6276 to i32
  %6278 = bitcast i32 %6277 to float
  %6279 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6278, i32 1, i32 31)
  %6280 = bitcast float %6279 to i32
  %6281 = zext i32 %6275 to i64
  %6282 = zext i32 %6280 to i64
  %6283 = shl i64 %6282, 32
  %6284 = or i64 %6283, %6281
  %6285 = icmp sgt i64 %6284, %6271
  %6286 = select i1 %6285, i64 %6284, i64 %6271
  store i64 %6286, ptr %last580, align 4
  %6287 = icmp ne i64 %6286, -9223372036854775808
  %6288 = icmp eq i64 %6210, %6286
  %6289 = and i1 %6288, %6287
  %6290 = load i64, ptr %gcopy573, align 4
  %6291 = load i64, ptr %gcopy, align 4
  %6292 = select i1 %6289, i64 %6290, i64 %6291
  store i64 %6292, ptr %gcopy, align 4
  %6293 = load i64, ptr %gcopy574, align 4
  %6294 = load i64, ptr %gcopy573, align 4
  %6295 = select i1 %6289, i64 %6293, i64 %6294
  store i64 %6295, ptr %gcopy573, align 4
  %6296 = load i64, ptr %gcopy575, align 4
  %6297 = load i64, ptr %gcopy574, align 4
  %6298 = select i1 %6289, i64 %6296, i64 %6297
  store i64 %6298, ptr %gcopy574, align 4
  %6299 = load i64, ptr %gcopy576, align 4
  %6300 = load i64, ptr %gcopy575, align 4
  %6301 = select i1 %6289, i64 %6299, i64 %6300
  store i64 %6301, ptr %gcopy575, align 4
  %6302 = load i64, ptr %gcopy577, align 4
  %6303 = load i64, ptr %gcopy576, align 4
  %6304 = select i1 %6289, i64 %6302, i64 %6303
  store i64 %6304, ptr %gcopy576, align 4
  %6305 = load i64, ptr %gcopy578, align 4
  %6306 = load i64, ptr %gcopy577, align 4
  %6307 = select i1 %6289, i64 %6305, i64 %6306
  store i64 %6307, ptr %gcopy577, align 4
  %6308 = load i64, ptr %gcopy579, align 4
  %6309 = load i64, ptr %gcopy578, align 4
  %6310 = select i1 %6289, i64 %6308, i64 %6309
  store i64 %6310, ptr %gcopy578, align 4
  %6311 = load i64, ptr %gcopy579, align 4
  %6312 = select i1 %6289, i64 -9223372036854775808, i64 %6311
  store i64 %6312, ptr %gcopy579, align 4
  %stheta.next = add nsw i64 %stheta.iv, 1
  br label %stheta.head, !llvm.loop !27

stheta.exit:                                      ; preds = %stheta.head
  %6313 = load i64, ptr %last580, align 4
  %6314 = ashr i64 %6313, 32
  %6315 = trunc i64 %6314 to i32
  %6316 = icmp eq i64 %6313, -9223372036854775808
  %6317 = select i1 %6316, i32 -2147483648, i32 %6315
  store i32 %6317, ptr %theta, align 4
  br label %gover.end

if.then588:                                       ; preds = %gover.end
  br label %cgroup.head

if.end589:                                        ; preds = %cgroup.exit, %gover.end
  %6318 = and i64 %23, 31
  %6319 = load i64, ptr %cn, align 4
  %6320 = trunc i64 %6319 to i32
  %6321 = bitcast i32 %6320 to float
  %6322 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6321, i32 16, i32 31)
  %6323 = bitcast float %6322 to i32
  %6324 = lshr i64 %6319, 32
  %6325 = trunc i64 %6324 to i32
  %6326 = bitcast i32 %6325 to float
  %6327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6326, i32 16, i32 31)
  %6328 = bitcast float %6327 to i32
  %6329 = zext i32 %6323 to i64
  %6330 = zext i32 %6328 to i64
  %6331 = shl i64 %6330, 32
  %6332 = or i64 %6331, %6329
  %6333 = icmp sgt i64 %6332, %6319
  %6334 = select i1 %6333, i64 %6332, i64 %6319
  %6335 = trunc i64 %6334 to i32
  %6336 = bitcast i32 %6335 to float
  %6337 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6336, i32 8, i32 31)
  %6338 = bitcast float %6337 to i32
  %6339 = lshr i64 %6334, 32
  %6340 = trunc i64 %6339 to i32
  %6341 = bitcast i32 %6340 to float
  %6342 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6341, i32 8, i32 31)
  %6343 = bitcast float %6342 to i32
  %6344 = zext i32 %6338 to i64
  %6345 = zext i32 %6343 to i64
  %6346 = shl i64 %6345, 32
  %6347 = or i64 %6346, %6344
  %6348 = icmp sgt i64 %6347, %6334
  %6349 = select i1 %6348, i64 %6347, i64 %6334
  %6350 = trunc i64 %6349 to i32
  %6351 = bitcast i32 %6350 to float
  %6352 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6351, i32 4, i32 31)
  %6353 = bitcast float %6352 to i32
  %6354 = lshr i64 %6349, 32
  %6355 = trunc i64 %6354 to i32
  %6356 = bitcast i32 %6355 to float
  %6357 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6356, i32 4, i32 31)
  %6358 = bitcast float %6357 to i32
  %6359 = zext i32 %6353 to i64
  %6360 = zext i32 %6358 to i64
  %6361 = shl i64 %6360, 32
  %6362 = or i64 %6361, %6359
  %6363 = icmp sgt i64 %6362, %6349
  %6364 = select i1 %6363, i64 %6362, i64 %6349
  %6365 = trunc i64 %6364 to i32
  %6366 = bitcast i32 %6365 to float
  %6367 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6366, i32 2, i32 31)
  %6368 = bitcast float %6367 to i32
  %6369 = lshr i64 %6364, 32
  %6370 = trunc i64 %6369 to i32
  %6371 = bitcast i32 %6370 to float
  %6372 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6371, i32 2, i32 31)
  %6373 = bitcast float %6372 to i32
  %6374 = zext i32 %6368 to i64
  %6375 = zext i32 %6373 to i64
  %6376 = shl i64 %6375, 32
  %6377 = or i64 %6376, %6374
  %6378 = icmp sgt i64 %6377, %6364
  %6379 = select i1 %6378, i64 %6377, i64 %6364
  %6380 = trunc i64 %6379 to i32
  %6381 = bitcast i32 %6380 to float
  %6382 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6381, i32 1, i32 31)
  %6383 = bitcast float %6382 to i32
  %6384 = lshr i64 %6379, 32
  %6385 = trunc i64 %6384 to i32
  %6386 = bitcast i32 %6385 to float
  %6387 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6386, i32 1, i32 31)
  %6388 = bitcast float %6387 to i32
  %6389 = zext i32 %6383 to i64
  %6390 = zext i32 %6388 to i64
  %6391 = shl i64 %6390, 32
  %6392 = or i64 %6391, %6389
  %6393 = icmp sgt i64 %6392, %6379
  %6394 = select i1 %6393, i64 %6392, i64 %6379
  %6395 = icmp sgt i64 %6394, 8
  %6396 = or i1 %5660, %6395
  br i1 %6396, label %over.then, label %over.else

cgroup.head:                                      ; preds = %if.end591, %if.then588
  %cgroup.iv = phi i64 [ 0, %if.then588 ], [ %cgroup.next, %if.end591 ]
  %6397 = icmp slt i64 %cgroup.iv, 8
  br i1 %6397, label %cgroup.body, label %cgroup.exit

cgroup.body:                                      ; preds = %cgroup.head
  %6398 = load i64, ptr %gslot, align 4
  %6399 = icmp eq i64 %cgroup.iv, 0
  %6400 = select i1 %6399, i64 %6398, i64 -9223372036854775808
  %6401 = load i64, ptr %gslot550, align 4
  %6402 = icmp eq i64 %cgroup.iv, 1
  %6403 = select i1 %6402, i64 %6401, i64 %6400
  %6404 = load i64, ptr %gslot551, align 4
  %6405 = icmp eq i64 %cgroup.iv, 2
  %6406 = select i1 %6405, i64 %6404, i64 %6403
  %6407 = load i64, ptr %gslot552, align 4
  %6408 = icmp eq i64 %cgroup.iv, 3
  %6409 = select i1 %6408, i64 %6407, i64 %6406
  %6410 = load i64, ptr %gslot553, align 4
  %6411 = icmp eq i64 %cgroup.iv, 4
  %6412 = select i1 %6411, i64 %6410, i64 %6409
  %6413 = load i64, ptr %gslot554, align 4
  %6414 = icmp eq i64 %cgroup.iv, 5
  %6415 = select i1 %6414, i64 %6413, i64 %6412
  %6416 = load i64, ptr %gslot555, align 4
  %6417 = icmp eq i64 %cgroup.iv, 6
  %6418 = select i1 %6417, i64 %6416, i64 %6415
  %6419 = load i64, ptr %gslot556, align 4
  %6420 = icmp eq i64 %cgroup.iv, 7
  %6421 = select i1 %6420, i64 %6419, i64 %6418
  %6422 = ashr i64 %6421, 32
  %6423 = trunc i64 %6422 to i32
  %6424 = icmp sge i32 %6423, %6097
  %6425 = icmp ne i64 %6421, -9223372036854775808
  %6426 = and i1 %6425, %6424
  br i1 %6426, label %if.then590, label %if.end591

cgroup.exit:                                      ; preds = %cgroup.head
  br label %if.end589

if.then590:                                       ; preds = %cgroup.body
  %6427 = and i64 %6421, 4294967295
  %6428 = udiv i64 %6427, 32
  %6429 = urem i64 %6427, 32
  %6430 = mul i64 %6428, 2374
  %6431 = sub i64 %6, %6430
  %6432 = icmp slt i64 %6431, 0
  %6433 = select i1 %6432, i64 0, i64 %6431
  %6434 = icmp sgt i64 %6433, 2374
  %6435 = select i1 %6434, i64 2374, i64 %6433
  br label %kcol.head592

if.end591:                                        ; preds = %kcol.exit594, %cgroup.body
  %cgroup.next = add nsw i64 %cgroup.iv, 1
  br label %cgroup.head, !llvm.loop !28

kcol.head592:                                     ; preds = %if.end627, %if.then590
  %kcol.iv595 = phi i64 [ 0, %if.then590 ], [ %kcol.next628, %if.end627 ]
  %6436 = icmp slt i64 %kcol.iv595, 5
  br i1 %6436, label %kcol.body593, label %kcol.exit594

kcol.body593:                                     ; preds = %kcol.head592
  %6437 = mul i64 %kcol.iv595, 16
  %6438 = add i64 %6437, 0
  %6439 = udiv i64 %6438, 8
  %6440 = urem i64 %6438, 8
  %6441 = mul i64 %6439, 32
  %6442 = add i64 %6441, %6429
  %6443 = mul i64 %6442, 8
  %6444 = add i64 %6443, %6440
  %6445 = icmp slt i64 %6444, %6435
  %6446 = icmp slt i64 %6438, 80
  %6447 = and i1 %6446, %6445
  %6448 = select i1 %6447, i64 %6444, i64 0
  %6449 = add i64 %6430, %6448
  %6450 = mul i64 %6449, 2
  %6451 = getelementptr i8, ptr %4497, i64 %6450
  %6452 = load i16, ptr %6451, align 2
  %6453 = mul i64 %kcol.iv595, 16
  %6454 = add i64 %6453, 1
  %6455 = udiv i64 %6454, 8
  %6456 = urem i64 %6454, 8
  %6457 = mul i64 %6455, 32
  %6458 = add i64 %6457, %6429
  %6459 = mul i64 %6458, 8
  %6460 = add i64 %6459, %6456
  %6461 = icmp slt i64 %6460, %6435
  %6462 = icmp slt i64 %6454, 80
  %6463 = and i1 %6462, %6461
  %6464 = select i1 %6463, i64 %6460, i64 0
  %6465 = add i64 %6430, %6464
  %6466 = mul i64 %6465, 2
  %6467 = getelementptr i8, ptr %4497, i64 %6466
  %6468 = load i16, ptr %6467, align 2
  %6469 = mul i64 %kcol.iv595, 16
  %6470 = add i64 %6469, 2
  %6471 = udiv i64 %6470, 8
  %6472 = urem i64 %6470, 8
  %6473 = mul i64 %6471, 32
  %6474 = add i64 %6473, %6429
  %6475 = mul i64 %6474, 8
  %6476 = add i64 %6475, %6472
  %6477 = icmp slt i64 %6476, %6435
  %6478 = icmp slt i64 %6470, 80
  %6479 = and i1 %6478, %6477
  %6480 = select i1 %6479, i64 %6476, i64 0
  %6481 = add i64 %6430, %6480
  %6482 = mul i64 %6481, 2
  %6483 = getelementptr i8, ptr %4497, i64 %6482
  %6484 = load i16, ptr %6483, align 2
  %6485 = mul i64 %kcol.iv595, 16
  %6486 = add i64 %6485, 3
  %6487 = udiv i64 %6486, 8
  %6488 = urem i64 %6486, 8
  %6489 = mul i64 %6487, 32
  %6490 = add i64 %6489, %6429
  %6491 = mul i64 %6490, 8
  %6492 = add i64 %6491, %6488
  %6493 = icmp slt i64 %6492, %6435
  %6494 = icmp slt i64 %6486, 80
  %6495 = and i1 %6494, %6493
  %6496 = select i1 %6495, i64 %6492, i64 0
  %6497 = add i64 %6430, %6496
  %6498 = mul i64 %6497, 2
  %6499 = getelementptr i8, ptr %4497, i64 %6498
  %6500 = load i16, ptr %6499, align 2
  %6501 = mul i64 %kcol.iv595, 16
  %6502 = add i64 %6501, 4
  %6503 = udiv i64 %6502, 8
  %6504 = urem i64 %6502, 8
  %6505 = mul i64 %6503, 32
  %6506 = add i64 %6505, %6429
  %6507 = mul i64 %6506, 8
  %6508 = add i64 %6507, %6504
  %6509 = icmp slt i64 %6508, %6435
  %6510 = icmp slt i64 %6502, 80
  %6511 = and i1 %6510, %6509
  %6512 = select i1 %6511, i64 %6508, i64 0
  %6513 = add i64 %6430, %6512
  %6514 = mul i64 %6513, 2
  %6515 = getelementptr i8, ptr %4497, i64 %6514
  %6516 = load i16, ptr %6515, align 2
  %6517 = mul i64 %kcol.iv595, 16
  %6518 = add i64 %6517, 5
  %6519 = udiv i64 %6518, 8
  %6520 = urem i64 %6518, 8
  %6521 = mul i64 %6519, 32
  %6522 = add i64 %6521, %6429
  %6523 = mul i64 %6522, 8
  %6524 = add i64 %6523, %6520
  %6525 = icmp slt i64 %6524, %6435
  %6526 = icmp slt i64 %6518, 80
  %6527 = and i1 %6526, %6525
  %6528 = select i1 %6527, i64 %6524, i64 0
  %6529 = add i64 %6430, %6528
  %6530 = mul i64 %6529, 2
  %6531 = getelementptr i8, ptr %4497, i64 %6530
  %6532 = load i16, ptr %6531, align 2
  %6533 = mul i64 %kcol.iv595, 16
  %6534 = add i64 %6533, 6
  %6535 = udiv i64 %6534, 8
  %6536 = urem i64 %6534, 8
  %6537 = mul i64 %6535, 32
  %6538 = add i64 %6537, %6429
  %6539 = mul i64 %6538, 8
  %6540 = add i64 %6539, %6536
  %6541 = icmp slt i64 %6540, %6435
  %6542 = icmp slt i64 %6534, 80
  %6543 = and i1 %6542, %6541
  %6544 = select i1 %6543, i64 %6540, i64 0
  %6545 = add i64 %6430, %6544
  %6546 = mul i64 %6545, 2
  %6547 = getelementptr i8, ptr %4497, i64 %6546
  %6548 = load i16, ptr %6547, align 2
  %6549 = mul i64 %kcol.iv595, 16
  %6550 = add i64 %6549, 7
  %6551 = udiv i64 %6550, 8
  %6552 = urem i64 %6550, 8
  %6553 = mul i64 %6551, 32
  %6554 = add i64 %6553, %6429
  %6555 = mul i64 %6554, 8
  %6556 = add i64 %6555, %6552
  %6557 = icmp slt i64 %6556, %6435
  %6558 = icmp slt i64 %6550, 80
  %6559 = and i1 %6558, %6557
  %6560 = select i1 %6559, i64 %6556, i64 0
  %6561 = add i64 %6430, %6560
  %6562 = mul i64 %6561, 2
  %6563 = getelementptr i8, ptr %4497, i64 %6562
  %6564 = load i16, ptr %6563, align 2
  %6565 = mul i64 %kcol.iv595, 16
  %6566 = add i64 %6565, 8
  %6567 = udiv i64 %6566, 8
  %6568 = urem i64 %6566, 8
  %6569 = mul i64 %6567, 32
  %6570 = add i64 %6569, %6429
  %6571 = mul i64 %6570, 8
  %6572 = add i64 %6571, %6568
  %6573 = icmp slt i64 %6572, %6435
  %6574 = icmp slt i64 %6566, 80
  %6575 = and i1 %6574, %6573
  %6576 = select i1 %6575, i64 %6572, i64 0
  %6577 = add i64 %6430, %6576
  %6578 = mul i64 %6577, 2
  %6579 = getelementptr i8, ptr %4497, i64 %6578
  %6580 = load i16, ptr %6579, align 2
  %6581 = mul i64 %kcol.iv595, 16
  %6582 = add i64 %6581, 9
  %6583 = udiv i64 %6582, 8
  %6584 = urem i64 %6582, 8
  %6585 = mul i64 %6583, 32
  %6586 = add i64 %6585, %6429
  %6587 = mul i64 %6586, 8
  %6588 = add i64 %6587, %6584
  %6589 = icmp slt i64 %6588, %6435
  %6590 = icmp slt i64 %6582, 80
  %6591 = and i1 %6590, %6589
  %6592 = select i1 %6591, i64 %6588, i64 0
  %6593 = add i64 %6430, %6592
  %6594 = mul i64 %6593, 2
  %6595 = getelementptr i8, ptr %4497, i64 %6594
  %6596 = load i16, ptr %6595, align 2
  %6597 = mul i64 %kcol.iv595, 16
  %6598 = add i64 %6597, 10
  %6599 = udiv i64 %6598, 8
  %6600 = urem i64 %6598, 8
  %6601 = mul i64 %6599, 32
  %6602 = add i64 %6601, %6429
  %6603 = mul i64 %6602, 8
  %6604 = add i64 %6603, %6600
  %6605 = icmp slt i64 %6604, %6435
  %6606 = icmp slt i64 %6598, 80
  %6607 = and i1 %6606, %6605
  %6608 = select i1 %6607, i64 %6604, i64 0
  %6609 = add i64 %6430, %6608
  %6610 = mul i64 %6609, 2
  %6611 = getelementptr i8, ptr %4497, i64 %6610
  %6612 = load i16, ptr %6611, align 2
  %6613 = mul i64 %kcol.iv595, 16
  %6614 = add i64 %6613, 11
  %6615 = udiv i64 %6614, 8
  %6616 = urem i64 %6614, 8
  %6617 = mul i64 %6615, 32
  %6618 = add i64 %6617, %6429
  %6619 = mul i64 %6618, 8
  %6620 = add i64 %6619, %6616
  %6621 = icmp slt i64 %6620, %6435
  %6622 = icmp slt i64 %6614, 80
  %6623 = and i1 %6622, %6621
  %6624 = select i1 %6623, i64 %6620, i64 0
  %6625 = add i64 %6430, %6624
  %6626 = mul i64 %6625, 2
  %6627 = getelementptr i8, ptr %4497, i64 %6626
  %6628 = load i16, ptr %6627, align 2
  %6629 = mul i64 %kcol.iv595, 16
  %6630 = add i64 %6629, 12
  %6631 = udiv i64 %6630, 8
  %6632 = urem i64 %6630, 8
  %6633 = mul i64 %6631, 32
  %6634 = add i64 %6633, %6429
  %6635 = mul i64 %6634, 8
  %6636 = add i64 %6635, %6632
  %6637 = icmp slt i64 %6636, %6435
  %6638 = icmp slt i64 %6630, 80
  %6639 = and i1 %6638, %6637
  %6640 = select i1 %6639, i64 %6636, i64 0
  %6641 = add i64 %6430, %6640
  %6642 = mul i64 %6641, 2
  %6643 = getelementptr i8, ptr %4497, i64 %6642
  %6644 = load i16, ptr %6643, align 2
  %6645 = mul i64 %kcol.iv595, 16
  %6646 = add i64 %6645, 13
  %6647 = udiv i64 %6646, 8
  %6648 = urem i64 %6646, 8
  %6649 = mul i64 %6647, 32
  %6650 = add i64 %6649, %6429
  %6651 = mul i64 %6650, 8
  %6652 = add i64 %6651, %6648
  %6653 = icmp slt i64 %6652, %6435
  %6654 = icmp slt i64 %6646, 80
  %6655 = and i1 %6654, %6653
  %6656 = select i1 %6655, i64 %6652, i64 0
  %6657 = add i64 %6430, %6656
  %6658 = mul i64 %6657, 2
  %6659 = getelementptr i8, ptr %4497, i64 %6658
  %6660 = load i16, ptr %6659, align 2
  %6661 = mul i64 %kcol.iv595, 16
  %6662 = add i64 %6661, 14
  %6663 = udiv i64 %6662, 8
  %6664 = urem i64 %6662, 8
  %6665 = mul i64 %6663, 32
  %6666 = add i64 %6665, %6429
  %6667 = mul i64 %6666, 8
  %6668 = add i64 %6667, %6664
  %6669 = icmp slt i64 %6668, %6435
  %6670 = icmp slt i64 %6662, 80
  %6671 = and i1 %6670, %6669
  %6672 = select i1 %6671, i64 %6668, i64 0
  %6673 = add i64 %6430, %6672
  %6674 = mul i64 %6673, 2
  %6675 = getelementptr i8, ptr %4497, i64 %6674
  %6676 = load i16, ptr %6675, align 2
  %6677 = mul i64 %kcol.iv595, 16
  %6678 = add i64 %6677, 15
  %6679 = udiv i64 %6678, 8
  %6680 = urem i64 %6678, 8
  %6681 = mul i64 %6679, 32
  %6682 = add i64 %6681, %6429
  %6683 = mul i64 %6682, 8
  %6684 = add i64 %6683, %6680
  %6685 = icmp slt i64 %6684, %6435
  %6686 = icmp slt i64 %6678, 80
  %6687 = and i1 %6686, %6685
  %6688 = select i1 %6687, i64 %6684, i64 0
  %6689 = add i64 %6430, %6688
  %6690 = mul i64 %6689, 2
  %6691 = getelementptr i8, ptr %4497, i64 %6690
  %6692 = load i16, ptr %6691, align 2
  %6693 = zext i16 %6452 to i32
  %6694 = shl i32 %6693, 16
  %6695 = bitcast i32 %6694 to float
  %6696 = bitcast float %6695 to i32
  %6697 = fcmp uno float %6695, %6695
  %6698 = select i1 %6697, i32 2143289344, i32 %6696
  %6699 = xor i32 %6698, 2147483647
  %6700 = icmp sge i32 %6698, 0
  %6701 = select i1 %6700, i32 %6698, i32 %6699
  %6702 = icmp sge i32 %6701, %6097
  %6703 = and i1 %6447, %6702
  br i1 %6703, label %if.then596, label %if.end597

kcol.exit594:                                     ; preds = %kcol.head592
  br label %if.end591

if.then596:                                       ; preds = %kcol.body593
  %6704 = bitcast float %6695 to i32
  %6705 = fcmp uno float %6695, %6695
  %6706 = select i1 %6705, i32 2143289344, i32 %6704
  %6707 = xor i32 %6706, 2147483647
  %6708 = icmp sge i32 %6706, 0
  %6709 = select i1 %6708, i32 %6706, i32 %6707
  %6710 = sext i32 %6709 to i64
  %6711 = shl i64 %6710, 32
  %6712 = sub i64 4294967295, %6449
  %6713 = or i64 %6711, %6712
  %6714 = load i64, ptr %cslot586, align 4
  %6715 = load i64, ptr %cslot587, align 4
  %6716 = icmp slt i64 %6713, %6714
  %6717 = select i1 %6716, i64 %6713, i64 %6714
  %6718 = icmp sgt i64 %6717, %6715
  %6719 = select i1 %6718, i64 %6717, i64 %6715
  store i64 %6719, ptr %cslot587, align 4
  %6720 = load i64, ptr %cslot585, align 4
  %6721 = load i64, ptr %cslot586, align 4
  %6722 = icmp slt i64 %6713, %6720
  %6723 = select i1 %6722, i64 %6713, i64 %6720
  %6724 = icmp sgt i64 %6723, %6721
  %6725 = select i1 %6724, i64 %6723, i64 %6721
  store i64 %6725, ptr %cslot586, align 4
  %6726 = load i64, ptr %cslot584, align 4
  %6727 = load i64, ptr %cslot585, align 4
  %6728 = icmp slt i64 %6713, %6726
  %6729 = select i1 %6728, i64 %6713, i64 %6726
  %6730 = icmp sgt i64 %6729, %6727
  %6731 = select i1 %6730, i64 %6729, i64 %6727
  store i64 %6731, ptr %cslot585, align 4
  %6732 = load i64, ptr %cslot583, align 4
  %6733 = load i64, ptr %cslot584, align 4
  %6734 = icmp slt i64 %6713, %6732
  %6735 = select i1 %6734, i64 %6713, i64 %6732
  %6736 = icmp sgt i64 %6735, %6733
  %6737 = select i1 %6736, i64 %6735, i64 %6733
  store i64 %6737, ptr %cslot584, align 4
  %6738 = load i64, ptr %cslot582, align 4
  %6739 = load i64, ptr %cslot583, align 4
  %6740 = icmp slt i64 %6713, %6738
  %6741 = select i1 %6740, i64 %6713, i64 %6738
  %6742 = icmp sgt i64 %6741, %6739
  %6743 = select i1 %6742, i64 %6741, i64 %6739
  store i64 %6743, ptr %cslot583, align 4
  %6744 = load i64, ptr %cslot581, align 4
  %6745 = load i64, ptr %cslot582, align 4
  %6746 = icmp slt i64 %6713, %6744
  %6747 = select i1 %6746, i64 %6713, i64 %6744
  %6748 = icmp sgt i64 %6747, %6745
  %6749 = select i1 %6748, i64 %6747, i64 %6745
  store i64 %6749, ptr %cslot582, align 4
  %6750 = load i64, ptr %cslot, align 4
  %6751 = load i64, ptr %cslot581, align 4
  %6752 = icmp slt i64 %6713, %6750
  %6753 = select i1 %6752, i64 %6713, i64 %6750
  %6754 = icmp sgt i64 %6753, %6751
  %6755 = select i1 %6754, i64 %6753, i64 %6751
  store i64 %6755, ptr %cslot581, align 4
  %6756 = load i64, ptr %cslot, align 4
  %6757 = icmp sgt i64 %6713, %6756
  %6758 = select i1 %6757, i64 %6713, i64 %6756
  store i64 %6758, ptr %cslot, align 4
  %6759 = load i64, ptr %cn, align 4
  %6760 = add i64 %6759, 1
  store i64 %6760, ptr %cn, align 4
  br label %if.end597

if.end597:                                        ; preds = %if.then596, %kcol.body593
  %6761 = zext i16 %6468 to i32
  %6762 = shl i32 %6761, 16
  %6763 = bitcast i32 %6762 to float
  %6764 = bitcast float %6763 to i32
  %6765 = fcmp uno float %6763, %6763
  %6766 = select i1 %6765, i32 2143289344, i32 %6764
  %6767 = xor i32 %6766, 2147483647
  %6768 = icmp sge i32 %6766, 0
  %6769 = select i1 %6768, i32 %6766, i32 %6767
  %6770 = icmp sge i32 %6769, %6097
  %6771 = and i1 %6463, %6770
  br i1 %6771, label %if.then598, label %if.end599

if.then598:                                       ; preds = %if.end597
  %6772 = bitcast float %6763 to i32
  %6773 = fcmp uno float %6763, %6763
  %6774 = select i1 %6773, i32 2143289344, i32 %6772
  %6775 = xor i32 %6774, 2147483647
  %6776 = icmp sge i32 %6774, 0
  %6777 = select i1 %6776, i32 %6774, i32 %6775
  %6778 = sext i32 %6777 to i64
  %6779 = shl i64 %6778, 32
  %6780 = sub i64 4294967295, %6465
  %6781 = or i64 %6779, %6780
  %6782 = load i64, ptr %cslot586, align 4
  %6783 = load i64, ptr %cslot587, align 4
  %6784 = icmp slt i64 %6781, %6782
  %6785 = select i1 %6784, i64 %6781, i64 %6782
  %6786 = icmp sgt i64 %6785, %6783
  %6787 = select i1 %6786, i64 %6785, i64 %6783
  store i64 %6787, ptr %cslot587, align 4
  %6788 = load i64, ptr %cslot585, align 4
  %6789 = load i64, ptr %cslot586, align 4
  %6790 = icmp slt i64 %6781, %6788
  %6791 = select i1 %6790, i64 %6781, i64 %6788
  %6792 = icmp sgt i64 %6791, %6789
  %6793 = select i1 %6792, i64 %6791, i64 %6789
  store i64 %6793, ptr %cslot586, align 4
  %6794 = load i64, ptr %cslot584, align 4
  %6795 = load i64, ptr %cslot585, align 4
  %6796 = icmp slt i64 %6781, %6794
  %6797 = select i1 %6796, i64 %6781, i64 %6794
  %6798 = icmp sgt i64 %6797, %6795
  %6799 = select i1 %6798, i64 %6797, i64 %6795
  store i64 %6799, ptr %cslot585, align 4
  %6800 = load i64, ptr %cslot583, align 4
  %6801 = load i64, ptr %cslot584, align 4
  %6802 = icmp slt i64 %6781, %6800
  %6803 = select i1 %6802, i64 %6781, i64 %6800
  %6804 = icmp sgt i64 %6803, %6801
  %6805 = select i1 %6804, i64 %6803, i64 %6801
  store i64 %6805, ptr %cslot584, align 4
  %6806 = load i64, ptr %cslot582, align 4
  %6807 = load i64, ptr %cslot583, align 4
  %6808 = icmp slt i64 %6781, %6806
  %6809 = select i1 %6808, i64 %6781, i64 %6806
  %6810 = icmp sgt i64 %6809, %6807
  %6811 = select i1 %6810, i64 %6809, i64 %6807
  store i64 %6811, ptr %cslot583, align 4
  %6812 = load i64, ptr %cslot581, align 4
  %6813 = load i64, ptr %cslot582, align 4
  %6814 = icmp slt i64 %6781, %6812
  %6815 = select i1 %6814, i64 %6781, i64 %6812
  %6816 = icmp sgt i64 %6815, %6813
  %6817 = select i1 %6816, i64 %6815, i64 %6813
  store i64 %6817, ptr %cslot582, align 4
  %6818 = load i64, ptr %cslot, align 4
  %6819 = load i64, ptr %cslot581, align 4
  %6820 = icmp slt i64 %6781, %6818
  %6821 = select i1 %6820, i64 %6781, i64 %6818
  %6822 = icmp sgt i64 %6821, %6819
  %6823 = select i1 %6822, i64 %6821, i64 %6819
  store i64 %6823, ptr %cslot581, align 4
  %6824 = load i64, ptr %cslot, align 4
  %6825 = icmp sgt i64 %6781, %6824
  %6826 = select i1 %6825, i64 %6781, i64 %6824
  store i64 %6826, ptr %cslot, align 4
  %6827 = load i64, ptr %cn, align 4
  %6828 = add i64 %6827, 1
  store i64 %6828, ptr %cn, align 4
  br label %if.end599

if.end599:                                        ; preds = %if.then598, %if.end597
  %6829 = zext i16 %6484 to i32
  %6830 = shl i32 %6829, 16
  %6831 = bitcast i32 %6830 to float
  %6832 = bitcast float %6831 to i32
  %6833 = fcmp uno float %6831, %6831
  %6834 = select i1 %6833, i32 2143289344, i32 %6832
  %6835 = xor i32 %6834, 2147483647
  %6836 = icmp sge i32 %6834, 0
  %6837 = select i1 %6836, i32 %6834, i32 %6835
  %6838 = icmp sge i32 %6837, %6097
  %6839 = and i1 %6479, %6838
  br i1 %6839, label %if.then600, label %if.end601

if.then600:                                       ; preds = %if.end599
  %6840 = bitcast float %6831 to i32
  %6841 = fcmp uno float %6831, %6831
  %6842 = select i1 %6841, i32 2143289344, i32 %6840
  %6843 = xor i32 %6842, 2147483647
  %6844 = icmp sge i32 %6842, 0
  %6845 = select i1 %6844, i32 %6842, i32 %6843
  %6846 = sext i32 %6845 to i64
  %6847 = shl i64 %6846, 32
  %6848 = sub i64 4294967295, %6481
  %6849 = or i64 %6847, %6848
  %6850 = load i64, ptr %cslot586, align 4
  %6851 = load i64, ptr %cslot587, align 4
  %6852 = icmp slt i64 %6849, %6850
  %6853 = select i1 %6852, i64 %6849, i64 %6850
  %6854 = icmp sgt i64 %6853, %6851
  %6855 = select i1 %6854, i64 %6853, i64 %6851
  store i64 %6855, ptr %cslot587, align 4
  %6856 = load i64, ptr %cslot585, align 4
  %6857 = load i64, ptr %cslot586, align 4
  %6858 = icmp slt i64 %6849, %6856
  %6859 = select i1 %6858, i64 %6849, i64 %6856
  %6860 = icmp sgt i64 %6859, %6857
  %6861 = select i1 %6860, i64 %6859, i64 %6857
  store i64 %6861, ptr %cslot586, align 4
  %6862 = load i64, ptr %cslot584, align 4
  %6863 = load i64, ptr %cslot585, align 4
  %6864 = icmp slt i64 %6849, %6862
  %6865 = select i1 %6864, i64 %6849, i64 %6862
  %6866 = icmp sgt i64 %6865, %6863
  %6867 = select i1 %6866, i64 %6865, i64 %6863
  store i64 %6867, ptr %cslot585, align 4
  %6868 = load i64, ptr %cslot583, align 4
  %6869 = load i64, ptr %cslot584, align 4
  %6870 = icmp slt i64 %6849, %6868
  %6871 = select i1 %6870, i64 %6849, i64 %6868
  %6872 = icmp sgt i64 %6871, %6869
  %6873 = select i1 %6872, i64 %6871, i64 %6869
  store i64 %6873, ptr %cslot584, align 4
  %6874 = load i64, ptr %cslot582, align 4
  %6875 = load i64, ptr %cslot583, align 4
  %6876 = icmp slt i64 %6849, %6874
  %6877 = select i1 %6876, i64 %6849, i64 %6874
  %6878 = icmp sgt i64 %6877, %6875
  %6879 = select i1 %6878, i64 %6877, i64 %6875
  store i64 %6879, ptr %cslot583, align 4
  %6880 = load i64, ptr %cslot581, align 4
  %6881 = load i64, ptr %cslot582, align 4
  %6882 = icmp slt i64 %6849, %6880
  %6883 = select i1 %6882, i64 %6849, i64 %6880
  %6884 = icmp sgt i64 %6883, %6881
  %6885 = select i1 %6884, i64 %6883, i64 %6881
  store i64 %6885, ptr %cslot582, align 4
  %6886 = load i64, ptr %cslot, align 4
  %6887 = load i64, ptr %cslot581, align 4
  %6888 = icmp slt i64 %6849, %6886
  %6889 = select i1 %6888, i64 %6849, i64 %6886
  %6890 = icmp sgt i64 %6889, %6887
  %6891 = select i1 %6890, i64 %6889, i64 %6887
  store i64 %6891, ptr %cslot581, align 4
  %6892 = load i64, ptr %cslot, align 4
  %6893 = icmp sgt i64 %6849, %6892
  %6894 = select i1 %6893, i64 %6849, i64 %6892
  store i64 %6894, ptr %cslot, align 4
  %6895 = load i64, ptr %cn, align 4
  %6896 = add i64 %6895, 1
  store i64 %6896, ptr %cn, align 4
  br label %if.end601

if.end601:                                        ; preds = %if.then600, %if.end599
  %6897 = zext i16 %6500 to i32
  %6898 = shl i32 %6897, 16
  %6899 = bitcast i32 %6898 to float
  %6900 = bitcast float %6899 to i32
  %6901 = fcmp uno float %6899, %6899
  %6902 = select i1 %6901, i32 2143289344, i32 %6900
  %6903 = xor i32 %6902, 2147483647
  %6904 = icmp sge i32 %6902, 0
  %6905 = select i1 %6904, i32 %6902, i32 %6903
  %6906 = icmp sge i32 %6905, %6097
  %6907 = and i1 %6495, %6906
  br i1 %6907, label %if.then602, label %if.end603

if.then602:                                       ; preds = %if.end601
  %6908 = bitcast float %6899 to i32
  %6909 = fcmp uno float %6899, %6899
  %6910 = select i1 %6909, i32 2143289344, i32 %6908
  %6911 = xor i32 %6910, 2147483647
  %6912 = icmp sge i32 %6910, 0
  %6913 = select i1 %6912, i32 %6910, i32 %6911
  %6914 = sext i32 %6913 to i64
  %6915 = shl i64 %6914, 32
  %6916 = sub i64 4294967295, %6497
  %6917 = or i64 %6915, %6916
  %6918 = load i64, ptr %cslot586, align 4
  %6919 = load i64, ptr %cslot587, align 4
  %6920 = icmp slt i64 %6917, %6918
  %6921 = select i1 %6920, i64 %6917, i64 %6918
  %6922 = icmp sgt i64 %6921, %6919
  %6923 = select i1 %6922, i64 %6921, i64 %6919
  store i64 %6923, ptr %cslot587, align 4
  %6924 = load i64, ptr %cslot585, align 4
  %6925 = load i64, ptr %cslot586, align 4
  %6926 = icmp slt i64 %6917, %6924
  %6927 = select i1 %6926, i64 %6917, i64 %6924
  %6928 = icmp sgt i64 %6927, %6925
  %6929 = select i1 %6928, i64 %6927, i64 %6925
  store i64 %6929, ptr %cslot586, align 4
  %6930 = load i64, ptr %cslot584, align 4
  %6931 = load i64, ptr %cslot585, align 4
  %6932 = icmp slt i64 %6917, %6930
  %6933 = select i1 %6932, i64 %6917, i64 %6930
  %6934 = icmp sgt i64 %6933, %6931
  %6935 = select i1 %6934, i64 %6933, i64 %6931
  store i64 %6935, ptr %cslot585, align 4
  %6936 = load i64, ptr %cslot583, align 4
  %6937 = load i64, ptr %cslot584, align 4
  %6938 = icmp slt i64 %6917, %6936
  %6939 = select i1 %6938, i64 %6917, i64 %6936
  %6940 = icmp sgt i64 %6939, %6937
  %6941 = select i1 %6940, i64 %6939, i64 %6937
  store i64 %6941, ptr %cslot584, align 4
  %6942 = load i64, ptr %cslot582, align 4
  %6943 = load i64, ptr %cslot583, align 4
  %6944 = icmp slt i64 %6917, %6942
  %6945 = select i1 %6944, i64 %6917, i64 %6942
  %6946 = icmp sgt i64 %6945, %6943
  %6947 = select i1 %6946, i64 %6945, i64 %6943
  store i64 %6947, ptr %cslot583, align 4
  %6948 = load i64, ptr %cslot581, align 4
  %6949 = load i64, ptr %cslot582, align 4
  %6950 = icmp slt i64 %6917, %6948
  %6951 = select i1 %6950, i64 %6917, i64 %6948
  %6952 = icmp sgt i64 %6951, %6949
  %6953 = select i1 %6952, i64 %6951, i64 %6949
  store i64 %6953, ptr %cslot582, align 4
  %6954 = load i64, ptr %cslot, align 4
  %6955 = load i64, ptr %cslot581, align 4
  %6956 = icmp slt i64 %6917, %6954
  %6957 = select i1 %6956, i64 %6917, i64 %6954
  %6958 = icmp sgt i64 %6957, %6955
  %6959 = select i1 %6958, i64 %6957, i64 %6955
  store i64 %6959, ptr %cslot581, align 4
  %6960 = load i64, ptr %cslot, align 4
  %6961 = icmp sgt i64 %6917, %6960
  %6962 = select i1 %6961, i64 %6917, i64 %6960
  store i64 %6962, ptr %cslot, align 4
  %6963 = load i64, ptr %cn, align 4
  %6964 = add i64 %6963, 1
  store i64 %6964, ptr %cn, align 4
  br label %if.end603

if.end603:                                        ; preds = %if.then602, %if.end601
  %6965 = zext i16 %6516 to i32
  %6966 = shl i32 %6965, 16
  %6967 = bitcast i32 %6966 to float
  %6968 = bitcast float %6967 to i32
  %6969 = fcmp uno float %6967, %6967
  %6970 = select i1 %6969, i32 2143289344, i32 %6968
  %6971 = xor i32 %6970, 2147483647
  %6972 = icmp sge i32 %6970, 0
  %6973 = select i1 %6972, i32 %6970, i32 %6971
  %6974 = icmp sge i32 %6973, %6097
  %6975 = and i1 %6511, %6974
  br i1 %6975, label %if.then604, label %if.end605

if.then604:                                       ; preds = %if.end603
  %6976 = bitcast float %6967 to i32
  %6977 = fcmp uno float %6967, %6967
  %6978 = select i1 %6977, i32 2143289344, i32 %6976
  %6979 = xor i32 %6978, 2147483647
  %6980 = icmp sge i32 %6978, 0
  %6981 = select i1 %6980, i32 %6978, i32 %6979
  %6982 = sext i32 %6981 to i64
  %6983 = shl i64 %6982, 32
  %6984 = sub i64 4294967295, %6513
  %6985 = or i64 %6983, %6984
  %6986 = load i64, ptr %cslot586, align 4
  %6987 = load i64, ptr %cslot587, align 4
  %6988 = icmp slt i64 %6985, %6986
  %6989 = select i1 %6988, i64 %6985, i64 %6986
  %6990 = icmp sgt i64 %6989, %6987
  %6991 = select i1 %6990, i64 %6989, i64 %6987
  store i64 %6991, ptr %cslot587, align 4
  %6992 = load i64, ptr %cslot585, align 4
  %6993 = load i64, ptr %cslot586, align 4
  %6994 = icmp slt i64 %6985, %6992
  %6995 = select i1 %6994, i64 %6985, i64 %6992
  %6996 = icmp sgt i64 %6995, %6993
  %6997 = select i1 %6996, i64 %6995, i64 %6993
  store i64 %6997, ptr %cslot586, align 4
  %6998 = load i64, ptr %cslot584, align 4
  %6999 = load i64, ptr %cslot585, align 4
  %7000 = icmp slt i64 %6985, %6998
  %7001 = select i1 %7000, i64 %6985, i64 %6998
  %7002 = icmp sgt i64 %7001, %6999
  %7003 = select i1 %7002, i64 %7001, i64 %6999
  store i64 %7003, ptr %cslot585, align 4
  %7004 = load i64, ptr %cslot583, align 4
  %7005 = load i64, ptr %cslot584, align 4
  %7006 = icmp slt i64 %6985, %7004
  %7007 = select i1 %7006, i64 %6985, i64 %7004
  %7008 = icmp sgt i64 %7007, %7005
  %7009 = select i1 %7008, i64 %7007, i64 %7005
  store i64 %7009, ptr %cslot584, align 4
  %7010 = load i64, ptr %cslot582, align 4
  %7011 = load i64, ptr %cslot583, align 4
  %7012 = icmp slt i64 %6985, %7010
  %7013 = select i1 %7012, i64 %6985, i64 %7010
  %7014 = icmp sgt i64 %7013, %7011
  %7015 = select i1 %7014, i64 %7013, i64 %7011
  store i64 %7015, ptr %cslot583, align 4
  %7016 = load i64, ptr %cslot581, align 4
  %7017 = load i64, ptr %cslot582, align 4
  %7018 = icmp slt i64 %6985, %7016
  %7019 = select i1 %7018, i64 %6985, i64 %7016
  %7020 = icmp sgt i64 %7019, %7017
  %7021 = select i1 %7020, i64 %7019, i64 %7017
  store i64 %7021, ptr %cslot582, align 4
  %7022 = load i64, ptr %cslot, align 4
  %7023 = load i64, ptr %cslot581, align 4
  %7024 = icmp slt i64 %6985, %7022
  %7025 = select i1 %7024, i64 %6985, i64 %7022
  %7026 = icmp sgt i64 %7025, %7023
  %7027 = select i1 %7026, i64 %7025, i64 %7023
  store i64 %7027, ptr %cslot581, align 4
  %7028 = load i64, ptr %cslot, align 4
  %7029 = icmp sgt i64 %6985, %7028
  %7030 = select i1 %7029, i64 %6985, i64 %7028
  store i64 %7030, ptr %cslot, align 4
  %7031 = load i64, ptr %cn, align 4
  %7032 = add i64 %7031, 1
  store i64 %7032, ptr %cn, align 4
  br label %if.end605

if.end605:                                        ; preds = %if.then604, %if.end603
  %7033 = zext i16 %6532 to i32
  %7034 = shl i32 %7033, 16
  %7035 = bitcast i32 %7034 to float
  %7036 = bitcast float %7035 to i32
  %7037 = fcmp uno float %7035, %7035
  %7038 = select i1 %7037, i32 2143289344, i32 %7036
  %7039 = xor i32 %7038, 2147483647
  %7040 = icmp sge i32 %7038, 0
  %7041 = select i1 %7040, i32 %7038, i32 %7039
  %7042 = icmp sge i32 %7041, %6097
  %7043 = and i1 %6527, %7042
  br i1 %7043, label %if.then606, label %if.end607

if.then606:                                       ; preds = %if.end605
  %7044 = bitcast float %7035 to i32
  %7045 = fcmp uno float %7035, %7035
  %7046 = select i1 %7045, i32 2143289344, i32 %7044
  %7047 = xor i32 %7046, 2147483647
  %7048 = icmp sge i32 %7046, 0
  %7049 = select i1 %7048, i32 %7046, i32 %7047
  %7050 = sext i32 %7049 to i64
  %7051 = shl i64 %7050, 32
  %7052 = sub i64 4294967295, %6529
  %7053 = or i64 %7051, %7052
  %7054 = load i64, ptr %cslot586, align 4
  %7055 = load i64, ptr %cslot587, align 4
  %7056 = icmp slt i64 %7053, %7054
  %7057 = select i1 %7056, i64 %7053, i64 %7054
  %7058 = icmp sgt i64 %7057, %7055
  %7059 = select i1 %7058, i64 %7057, i64 %7055
  store i64 %7059, ptr %cslot587, align 4
  %7060 = load i64, ptr %cslot585, align 4
  %7061 = load i64, ptr %cslot586, align 4
  %7062 = icmp slt i64 %7053, %7060
  %7063 = select i1 %7062, i64 %7053, i64 %7060
  %7064 = icmp sgt i64 %7063, %7061
  %7065 = select i1 %7064, i64 %7063, i64 %7061
  store i64 %7065, ptr %cslot586, align 4
  %7066 = load i64, ptr %cslot584, align 4
  %7067 = load i64, ptr %cslot585, align 4
  %7068 = icmp slt i64 %7053, %7066
  %7069 = select i1 %7068, i64 %7053, i64 %7066
  %7070 = icmp sgt i64 %7069, %7067
  %7071 = select i1 %7070, i64 %7069, i64 %7067
  store i64 %7071, ptr %cslot585, align 4
  %7072 = load i64, ptr %cslot583, align 4
  %7073 = load i64, ptr %cslot584, align 4
  %7074 = icmp slt i64 %7053, %7072
  %7075 = select i1 %7074, i64 %7053, i64 %7072
  %7076 = icmp sgt i64 %7075, %7073
  %7077 = select i1 %7076, i64 %7075, i64 %7073
  store i64 %7077, ptr %cslot584, align 4
  %7078 = load i64, ptr %cslot582, align 4
  %7079 = load i64, ptr %cslot583, align 4
  %7080 = icmp slt i64 %7053, %7078
  %7081 = select i1 %7080, i64 %7053, i64 %7078
  %7082 = icmp sgt i64 %7081, %7079
  %7083 = select i1 %7082, i64 %7081, i64 %7079
  store i64 %7083, ptr %cslot583, align 4
  %7084 = load i64, ptr %cslot581, align 4
  %7085 = load i64, ptr %cslot582, align 4
  %7086 = icmp slt i64 %7053, %7084
  %7087 = select i1 %7086, i64 %7053, i64 %7084
  %7088 = icmp sgt i64 %7087, %7085
  %7089 = select i1 %7088, i64 %7087, i64 %7085
  store i64 %7089, ptr %cslot582, align 4
  %7090 = load i64, ptr %cslot, align 4
  %7091 = load i64, ptr %cslot581, align 4
  %7092 = icmp slt i64 %7053, %7090
  %7093 = select i1 %7092, i64 %7053, i64 %7090
  %7094 = icmp sgt i64 %7093, %7091
  %7095 = select i1 %7094, i64 %7093, i64 %7091
  store i64 %7095, ptr %cslot581, align 4
  %7096 = load i64, ptr %cslot, align 4
  %7097 = icmp sgt i64 %7053, %7096
  %7098 = select i1 %7097, i64 %7053, i64 %7096
  store i64 %7098, ptr %cslot, align 4
  %7099 = load i64, ptr %cn, align 4
  %7100 = add i64 %7099, 1
  store i64 %7100, ptr %cn, align 4
  br label %if.end607

if.end607:                                        ; preds = %if.then606, %if.end605
  %7101 = zext i16 %6548 to i32
  %7102 = shl i32 %7101, 16
  %7103 = bitcast i32 %7102 to float
  %7104 = bitcast float %7103 to i32
  %7105 = fcmp uno float %7103, %7103
  %7106 = select i1 %7105, i32 2143289344, i32 %7104
  %7107 = xor i32 %7106, 2147483647
  %7108 = icmp sge i32 %7106, 0
  %7109 = select i1 %7108, i32 %7106, i32 %7107
  %7110 = icmp sge i32 %7109, %6097
  %7111 = and i1 %6543, %7110
  br i1 %7111, label %if.then608, label %if.end609

if.then608:                                       ; preds = %if.end607
  %7112 = bitcast float %7103 to i32
  %7113 = fcmp uno float %7103, %7103
  %7114 = select i1 %7113, i32 2143289344, i32 %7112
  %7115 = xor i32 %7114, 2147483647
  %7116 = icmp sge i32 %7114, 0
  %7117 = select i1 %7116, i32 %7114, i32 %7115
  %7118 = sext i32 %7117 to i64
  %7119 = shl i64 %7118, 32
  %7120 = sub i64 4294967295, %6545
  %7121 = or i64 %7119, %7120
  %7122 = load i64, ptr %cslot586, align 4
  %7123 = load i64, ptr %cslot587, align 4
  %7124 = icmp slt i64 %7121, %7122
  %7125 = select i1 %7124, i64 %7121, i64 %7122
  %7126 = icmp sgt i64 %7125, %7123
  %7127 = select i1 %7126, i64 %7125, i64 %7123
  store i64 %7127, ptr %cslot587, align 4
  %7128 = load i64, ptr %cslot585, align 4
  %7129 = load i64, ptr %cslot586, align 4
  %7130 = icmp slt i64 %7121, %7128
  %7131 = select i1 %7130, i64 %7121, i64 %7128
  %7132 = icmp sgt i64 %7131, %7129
  %7133 = select i1 %7132, i64 %7131, i64 %7129
  store i64 %7133, ptr %cslot586, align 4
  %7134 = load i64, ptr %cslot584, align 4
  %7135 = load i64, ptr %cslot585, align 4
  %7136 = icmp slt i64 %7121, %7134
  %7137 = select i1 %7136, i64 %7121, i64 %7134
  %7138 = icmp sgt i64 %7137, %7135
  %7139 = select i1 %7138, i64 %7137, i64 %7135
  store i64 %7139, ptr %cslot585, align 4
  %7140 = load i64, ptr %cslot583, align 4
  %7141 = load i64, ptr %cslot584, align 4
  %7142 = icmp slt i64 %7121, %7140
  %7143 = select i1 %7142, i64 %7121, i64 %7140
  %7144 = icmp sgt i64 %7143, %7141
  %7145 = select i1 %7144, i64 %7143, i64 %7141
  store i64 %7145, ptr %cslot584, align 4
  %7146 = load i64, ptr %cslot582, align 4
  %7147 = load i64, ptr %cslot583, align 4
  %7148 = icmp slt i64 %7121, %7146
  %7149 = select i1 %7148, i64 %7121, i64 %7146
  %7150 = icmp sgt i64 %7149, %7147
  %7151 = select i1 %7150, i64 %7149, i64 %7147
  store i64 %7151, ptr %cslot583, align 4
  %7152 = load i64, ptr %cslot581, align 4
  %7153 = load i64, ptr %cslot582, align 4
  %7154 = icmp slt i64 %7121, %7152
  %7155 = select i1 %7154, i64 %7121, i64 %7152
  %7156 = icmp sgt i64 %7155, %7153
  %7157 = select i1 %7156, i64 %7155, i64 %7153
  store i64 %7157, ptr %cslot582, align 4
  %7158 = load i64, ptr %cslot, align 4
  %7159 = load i64, ptr %cslot581, align 4
  %7160 = icmp slt i64 %7121, %7158
  %7161 = select i1 %7160, i64 %7121, i64 %7158
  %7162 = icmp sgt i64 %7161, %7159
  %7163 = select i1 %7162, i64 %7161, i64 %7159
  store i64 %7163, ptr %cslot581, align 4
  %7164 = load i64, ptr %cslot, align 4
  %7165 = icmp sgt i64 %7121, %7164
  %7166 = select i1 %7165, i64 %7121, i64 %7164
  store i64 %7166, ptr %cslot, align 4
  %7167 = load i64, ptr %cn, align 4
  %7168 = add i64 %7167, 1
  store i64 %7168, ptr %cn, align 4
  br label %if.end609

if.end609:                                        ; preds = %if.then608, %if.end607
  %7169 = zext i16 %6564 to i32
  %7170 = shl i32 %7169, 16
  %7171 = bitcast i32 %7170 to float
  %7172 = bitcast float %7171 to i32
  %7173 = fcmp uno float %7171, %7171
  %7174 = select i1 %7173, i32 2143289344, i32 %7172
  %7175 = xor i32 %7174, 2147483647
  %7176 = icmp sge i32 %7174, 0
  %7177 = select i1 %7176, i32 %7174, i32 %7175
  %7178 = icmp sge i32 %7177, %6097
  %7179 = and i1 %6559, %7178
  br i1 %7179, label %if.then610, label %if.end611

if.then610:                                       ; preds = %if.end609
  %7180 = bitcast float %7171 to i32
  %7181 = fcmp uno float %7171, %7171
  %7182 = select i1 %7181, i32 2143289344, i32 %7180
  %7183 = xor i32 %7182, 2147483647
  %7184 = icmp sge i32 %7182, 0
  %7185 = select i1 %7184, i32 %7182, i32 %7183
  %7186 = sext i32 %7185 to i64
  %7187 = shl i64 %7186, 32
  %7188 = sub i64 4294967295, %6561
  %7189 = or i64 %7187, %7188
  %7190 = load i64, ptr %cslot586, align 4
  %7191 = load i64, ptr %cslot587, align 4
  %7192 = icmp slt i64 %7189, %7190
  %7193 = select i1 %7192, i64 %7189, i64 %7190
  %7194 = icmp sgt i64 %7193, %7191
  %7195 = select i1 %7194, i64 %7193, i64 %7191
  store i64 %7195, ptr %cslot587, align 4
  %7196 = load i64, ptr %cslot585, align 4
  %7197 = load i64, ptr %cslot586, align 4
  %7198 = icmp slt i64 %7189, %7196
  %7199 = select i1 %7198, i64 %7189, i64 %7196
  %7200 = icmp sgt i64 %7199, %7197
  %7201 = select i1 %7200, i64 %7199, i64 %7197
  store i64 %7201, ptr %cslot586, align 4
  %7202 = load i64, ptr %cslot584, align 4
  %7203 = load i64, ptr %cslot585, align 4
  %7204 = icmp slt i64 %7189, %7202
  %7205 = select i1 %7204, i64 %7189, i64 %7202
  %7206 = icmp sgt i64 %7205, %7203
  %7207 = select i1 %7206, i64 %7205, i64 %7203
  store i64 %7207, ptr %cslot585, align 4
  %7208 = load i64, ptr %cslot583, align 4
  %7209 = load i64, ptr %cslot584, align 4
  %7210 = icmp slt i64 %7189, %7208
  %7211 = select i1 %7210, i64 %7189, i64 %7208
  %7212 = icmp sgt i64 %7211, %7209
  %7213 = select i1 %7212, i64 %7211, i64 %7209
  store i64 %7213, ptr %cslot584, align 4
  %7214 = load i64, ptr %cslot582, align 4
  %7215 = load i64, ptr %cslot583, align 4
  %7216 = icmp slt i64 %7189, %7214
  %7217 = select i1 %7216, i64 %7189, i64 %7214
  %7218 = icmp sgt i64 %7217, %7215
  %7219 = select i1 %7218, i64 %7217, i64 %7215
  store i64 %7219, ptr %cslot583, align 4
  %7220 = load i64, ptr %cslot581, align 4
  %7221 = load i64, ptr %cslot582, align 4
  %7222 = icmp slt i64 %7189, %7220
  %7223 = select i1 %7222, i64 %7189, i64 %7220
  %7224 = icmp sgt i64 %7223, %7221
  %7225 = select i1 %7224, i64 %7223, i64 %7221
  store i64 %7225, ptr %cslot582, align 4
  %7226 = load i64, ptr %cslot, align 4
  %7227 = load i64, ptr %cslot581, align 4
  %7228 = icmp slt i64 %7189, %7226
  %7229 = select i1 %7228, i64 %7189, i64 %7226
  %7230 = icmp sgt i64 %7229, %7227
  %7231 = select i1 %7230, i64 %7229, i64 %7227
  store i64 %7231, ptr %cslot581, align 4
  %7232 = load i64, ptr %cslot, align 4
  %7233 = icmp sgt i64 %7189, %7232
  %7234 = select i1 %7233, i64 %7189, i64 %7232
  store i64 %7234, ptr %cslot, align 4
  %7235 = load i64, ptr %cn, align 4
  %7236 = add i64 %7235, 1
  store i64 %7236, ptr %cn, align 4
  br label %if.end611

if.end611:                                        ; preds = %if.then610, %if.end609
  %7237 = zext i16 %6580 to i32
  %7238 = shl i32 %7237, 16
  %7239 = bitcast i32 %7238 to float
  %7240 = bitcast float %7239 to i32
  %7241 = fcmp uno float %7239, %7239
  %7242 = select i1 %7241, i32 2143289344, i32 %7240
  %7243 = xor i32 %7242, 2147483647
  %7244 = icmp sge i32 %7242, 0
  %7245 = select i1 %7244, i32 %7242, i32 %7243
  %7246 = icmp sge i32 %7245, %6097
  %7247 = and i1 %6575, %7246
  br i1 %7247, label %if.then612, label %if.end613

if.then612:                                       ; preds = %if.end611
  %7248 = bitcast float %7239 to i32
  %7249 = fcmp uno float %7239, %7239
  %7250 = select i1 %7249, i32 2143289344, i32 %7248
  %7251 = xor i32 %7250, 2147483647
  %7252 = icmp sge i32 %7250, 0
  %7253 = select i1 %7252, i32 %7250, i32 %7251
  %7254 = sext i32 %7253 to i64
  %7255 = shl i64 %7254, 32
  %7256 = sub i64 4294967295, %6577
  %7257 = or i64 %7255, %7256
  %7258 = load i64, ptr %cslot586, align 4
  %7259 = load i64, ptr %cslot587, align 4
  %7260 = icmp slt i64 %7257, %7258
  %7261 = select i1 %7260, i64 %7257, i64 %7258
  %7262 = icmp sgt i64 %7261, %7259
  %7263 = select i1 %7262, i64 %7261, i64 %7259
  store i64 %7263, ptr %cslot587, align 4
  %7264 = load i64, ptr %cslot585, align 4
  %7265 = load i64, ptr %cslot586, align 4
  %7266 = icmp slt i64 %7257, %7264
  %7267 = select i1 %7266, i64 %7257, i64 %7264
  %7268 = icmp sgt i64 %7267, %7265
  %7269 = select i1 %7268, i64 %7267, i64 %7265
  store i64 %7269, ptr %cslot586, align 4
  %7270 = load i64, ptr %cslot584, align 4
  %7271 = load i64, ptr %cslot585, align 4
  %7272 = icmp slt i64 %7257, %7270
  %7273 = select i1 %7272, i64 %7257, i64 %7270
  %7274 = icmp sgt i64 %7273, %7271
  %7275 = select i1 %7274, i64 %7273, i64 %7271
  store i64 %7275, ptr %cslot585, align 4
  %7276 = load i64, ptr %cslot583, align 4
  %7277 = load i64, ptr %cslot584, align 4
  %7278 = icmp slt i64 %7257, %7276
  %7279 = select i1 %7278, i64 %7257, i64 %7276
  %7280 = icmp sgt i64 %7279, %7277
  %7281 = select i1 %7280, i64 %7279, i64 %7277
  store i64 %7281, ptr %cslot584, align 4
  %7282 = load i64, ptr %cslot582, align 4
  %7283 = load i64, ptr %cslot583, align 4
  %7284 = icmp slt i64 %7257, %7282
  %7285 = select i1 %7284, i64 %7257, i64 %7282
  %7286 = icmp sgt i64 %7285, %7283
  %7287 = select i1 %7286, i64 %7285, i64 %7283
  store i64 %7287, ptr %cslot583, align 4
  %7288 = load i64, ptr %cslot581, align 4
  %7289 = load i64, ptr %cslot582, align 4
  %7290 = icmp slt i64 %7257, %7288
  %7291 = select i1 %7290, i64 %7257, i64 %7288
  %7292 = icmp sgt i64 %7291, %7289
  %7293 = select i1 %7292, i64 %7291, i64 %7289
  store i64 %7293, ptr %cslot582, align 4
  %7294 = load i64, ptr %cslot, align 4
  %7295 = load i64, ptr %cslot581, align 4
  %7296 = icmp slt i64 %7257, %7294
  %7297 = select i1 %7296, i64 %7257, i64 %7294
  %7298 = icmp sgt i64 %7297, %7295
  %7299 = select i1 %7298, i64 %7297, i64 %7295
  store i64 %7299, ptr %cslot581, align 4
  %7300 = load i64, ptr %cslot, align 4
  %7301 = icmp sgt i64 %7257, %7300
  %7302 = select i1 %7301, i64 %7257, i64 %7300
  store i64 %7302, ptr %cslot, align 4
  %7303 = load i64, ptr %cn, align 4
  %7304 = add i64 %7303, 1
  store i64 %7304, ptr %cn, align 4
  br label %if.end613

if.end613:                                        ; preds = %if.then612, %if.end611
  %7305 = zext i16 %6596 to i32
  %7306 = shl i32 %7305, 16
  %7307 = bitcast i32 %7306 to float
  %7308 = bitcast float %7307 to i32
  %7309 = fcmp uno float %7307, %7307
  %7310 = select i1 %7309, i32 2143289344, i32 %7308
  %7311 = xor i32 %7310, 2147483647
  %7312 = icmp sge i32 %7310, 0
  %7313 = select i1 %7312, i32 %7310, i32 %7311
  %7314 = icmp sge i32 %7313, %6097
  %7315 = and i1 %6591, %7314
  br i1 %7315, label %if.then614, label %if.end615

if.then614:                                       ; preds = %if.end613
  %7316 = bitcast float %7307 to i32
  %7317 = fcmp uno float %7307, %7307
  %7318 = select i1 %7317, i32 2143289344, i32 %7316
  %7319 = xor i32 %7318, 2147483647
  %7320 = icmp sge i32 %7318, 0
  %7321 = select i1 %7320, i32 %7318, i32 %7319
  %7322 = sext i32 %7321 to i64
  %7323 = shl i64 %7322, 32
  %7324 = sub i64 4294967295, %6593
  %7325 = or i64 %7323, %7324
  %7326 = load i64, ptr %cslot586, align 4
  %7327 = load i64, ptr %cslot587, align 4
  %7328 = icmp slt i64 %7325, %7326
  %7329 = select i1 %7328, i64 %7325, i64 %7326
  %7330 = icmp sgt i64 %7329, %7327
  %7331 = select i1 %7330, i64 %7329, i64 %7327
  store i64 %7331, ptr %cslot587, align 4
  %7332 = load i64, ptr %cslot585, align 4
  %7333 = load i64, ptr %cslot586, align 4
  %7334 = icmp slt i64 %7325, %7332
  %7335 = select i1 %7334, i64 %7325, i64 %7332
  %7336 = icmp sgt i64 %7335, %7333
  %7337 = select i1 %7336, i64 %7335, i64 %7333
  store i64 %7337, ptr %cslot586, align 4
  %7338 = load i64, ptr %cslot584, align 4
  %7339 = load i64, ptr %cslot585, align 4
  %7340 = icmp slt i64 %7325, %7338
  %7341 = select i1 %7340, i64 %7325, i64 %7338
  %7342 = icmp sgt i64 %7341, %7339
  %7343 = select i1 %7342, i64 %7341, i64 %7339
  store i64 %7343, ptr %cslot585, align 4
  %7344 = load i64, ptr %cslot583, align 4
  %7345 = load i64, ptr %cslot584, align 4
  %7346 = icmp slt i64 %7325, %7344
  %7347 = select i1 %7346, i64 %7325, i64 %7344
  %7348 = icmp sgt i64 %7347, %7345
  %7349 = select i1 %7348, i64 %7347, i64 %7345
  store i64 %7349, ptr %cslot584, align 4
  %7350 = load i64, ptr %cslot582, align 4
  %7351 = load i64, ptr %cslot583, align 4
  %7352 = icmp slt i64 %7325, %7350
  %7353 = select i1 %7352, i64 %7325, i64 %7350
  %7354 = icmp sgt i64 %7353, %7351
  %7355 = select i1 %7354, i64 %7353, i64 %7351
  store i64 %7355, ptr %cslot583, align 4
  %7356 = load i64, ptr %cslot581, align 4
  %7357 = load i64, ptr %cslot582, align 4
  %7358 = icmp slt i64 %7325, %7356
  %7359 = select i1 %7358, i64 %7325, i64 %7356
  %7360 = icmp sgt i64 %7359, %7357
  %7361 = select i1 %7360, i64 %7359, i64 %7357
  store i64 %7361, ptr %cslot582, align 4
  %7362 = load i64, ptr %cslot, align 4
  %7363 = load i64, ptr %cslot581, align 4
  %7364 = icmp slt i64 %7325, %7362
  %7365 = select i1 %7364, i64 %7325, i64 %7362
  %7366 = icmp sgt i64 %7365, %7363
  %7367 = select i1 %7366, i64 %7365, i64 %7363
  store i64 %7367, ptr %cslot581, align 4
  %7368 = load i64, ptr %cslot, align 4
  %7369 = icmp sgt i64 %7325, %7368
  %7370 = select i1 %7369, i64 %7325, i64 %7368
  store i64 %7370, ptr %cslot, align 4
  %7371 = load i64, ptr %cn, align 4
  %7372 = add i64 %7371, 1
  store i64 %7372, ptr %cn, align 4
  br label %if.end615

if.end615:                                        ; preds = %if.then614, %if.end613
  %7373 = zext i16 %6612 to i32
  %7374 = shl i32 %7373, 16
  %7375 = bitcast i32 %7374 to float
  %7376 = bitcast float %7375 to i32
  %7377 = fcmp uno float %7375, %7375
  %7378 = select i1 %7377, i32 2143289344, i32 %7376
  %7379 = xor i32 %7378, 2147483647
  %7380 = icmp sge i32 %7378, 0
  %7381 = select i1 %7380, i32 %7378, i32 %7379
  %7382 = icmp sge i32 %7381, %6097
  %7383 = and i1 %6607, %7382
  br i1 %7383, label %if.then616, label %if.end617

if.then616:                                       ; preds = %if.end615
  %7384 = bitcast float %7375 to i32
  %7385 = fcmp uno float %7375, %7375
  %7386 = select i1 %7385, i32 2143289344, i32 %7384
  %7387 = xor i32 %7386, 2147483647
  %7388 = icmp sge i32 %7386, 0
  %7389 = select i1 %7388, i32 %7386, i32 %7387
  %7390 = sext i32 %7389 to i64
  %7391 = shl i64 %7390, 32
  %7392 = sub i64 4294967295, %6609
  %7393 = or i64 %7391, %7392
  %7394 = load i64, ptr %cslot586, align 4
  %7395 = load i64, ptr %cslot587, align 4
  %7396 = icmp slt i64 %7393, %7394
  %7397 = select i1 %7396, i64 %7393, i64 %7394
  %7398 = icmp sgt i64 %7397, %7395
  %7399 = select i1 %7398, i64 %7397, i64 %7395
  store i64 %7399, ptr %cslot587, align 4
  %7400 = load i64, ptr %cslot585, align 4
  %7401 = load i64, ptr %cslot586, align 4
  %7402 = icmp slt i64 %7393, %7400
  %7403 = select i1 %7402, i64 %7393, i64 %7400
  %7404 = icmp sgt i64 %7403, %7401
  %7405 = select i1 %7404, i64 %7403, i64 %7401
  store i64 %7405, ptr %cslot586, align 4
  %7406 = load i64, ptr %cslot584, align 4
  %7407 = load i64, ptr %cslot585, align 4
  %7408 = icmp slt i64 %7393, %7406
  %7409 = select i1 %7408, i64 %7393, i64 %7406
  %7410 = icmp sgt i64 %7409, %7407
  %7411 = select i1 %7410, i64 %7409, i64 %7407
  store i64 %7411, ptr %cslot585, align 4
  %7412 = load i64, ptr %cslot583, align 4
  %7413 = load i64, ptr %cslot584, align 4
  %7414 = icmp slt i64 %7393, %7412
  %7415 = select i1 %7414, i64 %7393, i64 %7412
  %7416 = icmp sgt i64 %7415, %7413
  %7417 = select i1 %7416, i64 %7415, i64 %7413
  store i64 %7417, ptr %cslot584, align 4
  %7418 = load i64, ptr %cslot582, align 4
  %7419 = load i64, ptr %cslot583, align 4
  %7420 = icmp slt i64 %7393, %7418
  %7421 = select i1 %7420, i64 %7393, i64 %7418
  %7422 = icmp sgt i64 %7421, %7419
  %7423 = select i1 %7422, i64 %7421, i64 %7419
  store i64 %7423, ptr %cslot583, align 4
  %7424 = load i64, ptr %cslot581, align 4
  %7425 = load i64, ptr %cslot582, align 4
  %7426 = icmp slt i64 %7393, %7424
  %7427 = select i1 %7426, i64 %7393, i64 %7424
  %7428 = icmp sgt i64 %7427, %7425
  %7429 = select i1 %7428, i64 %7427, i64 %7425
  store i64 %7429, ptr %cslot582, align 4
  %7430 = load i64, ptr %cslot, align 4
  %7431 = load i64, ptr %cslot581, align 4
  %7432 = icmp slt i64 %7393, %7430
  %7433 = select i1 %7432, i64 %7393, i64 %7430
  %7434 = icmp sgt i64 %7433, %7431
  %7435 = select i1 %7434, i64 %7433, i64 %7431
  store i64 %7435, ptr %cslot581, align 4
  %7436 = load i64, ptr %cslot, align 4
  %7437 = icmp sgt i64 %7393, %7436
  %7438 = select i1 %7437, i64 %7393, i64 %7436
  store i64 %7438, ptr %cslot, align 4
  %7439 = load i64, ptr %cn, align 4
  %7440 = add i64 %7439, 1
  store i64 %7440, ptr %cn, align 4
  br label %if.end617

if.end617:                                        ; preds = %if.then616, %if.end615
  %7441 = zext i16 %6628 to i32
  %7442 = shl i32 %7441, 16
  %7443 = bitcast i32 %7442 to float
  %7444 = bitcast float %7443 to i32
  %7445 = fcmp uno float %7443, %7443
  %7446 = select i1 %7445, i32 2143289344, i32 %7444
  %7447 = xor i32 %7446, 2147483647
  %7448 = icmp sge i32 %7446, 0
  %7449 = select i1 %7448, i32 %7446, i32 %7447
  %7450 = icmp sge i32 %7449, %6097
  %7451 = and i1 %6623, %7450
  br i1 %7451, label %if.then618, label %if.end619

if.then618:                                       ; preds = %if.end617
  %7452 = bitcast float %7443 to i32
  %7453 = fcmp uno float %7443, %7443
  %7454 = select i1 %7453, i32 2143289344, i32 %7452
  %7455 = xor i32 %7454, 2147483647
  %7456 = icmp sge i32 %7454, 0
  %7457 = select i1 %7456, i32 %7454, i32 %7455
  %7458 = sext i32 %7457 to i64
  %7459 = shl i64 %7458, 32
  %7460 = sub i64 4294967295, %6625
  %7461 = or i64 %7459, %7460
  %7462 = load i64, ptr %cslot586, align 4
  %7463 = load i64, ptr %cslot587, align 4
  %7464 = icmp slt i64 %7461, %7462
  %7465 = select i1 %7464, i64 %7461, i64 %7462
  %7466 = icmp sgt i64 %7465, %7463
  %7467 = select i1 %7466, i64 %7465, i64 %7463
  store i64 %7467, ptr %cslot587, align 4
  %7468 = load i64, ptr %cslot585, align 4
  %7469 = load i64, ptr %cslot586, align 4
  %7470 = icmp slt i64 %7461, %7468
  %7471 = select i1 %7470, i64 %7461, i64 %7468
  %7472 = icmp sgt i64 %7471, %7469
  %7473 = select i1 %7472, i64 %7471, i64 %7469
  store i64 %7473, ptr %cslot586, align 4
  %7474 = load i64, ptr %cslot584, align 4
  %7475 = load i64, ptr %cslot585, align 4
  %7476 = icmp slt i64 %7461, %7474
  %7477 = select i1 %7476, i64 %7461, i64 %7474
  %7478 = icmp sgt i64 %7477, %7475
  %7479 = select i1 %7478, i64 %7477, i64 %7475
  store i64 %7479, ptr %cslot585, align 4
  %7480 = load i64, ptr %cslot583, align 4
  %7481 = load i64, ptr %cslot584, align 4
  %7482 = icmp slt i64 %7461, %7480
  %7483 = select i1 %7482, i64 %7461, i64 %7480
  %7484 = icmp sgt i64 %7483, %7481
  %7485 = select i1 %7484, i64 %7483, i64 %7481
  store i64 %7485, ptr %cslot584, align 4
  %7486 = load i64, ptr %cslot582, align 4
  %7487 = load i64, ptr %cslot583, align 4
  %7488 = icmp slt i64 %7461, %7486
  %7489 = select i1 %7488, i64 %7461, i64 %7486
  %7490 = icmp sgt i64 %7489, %7487
  %7491 = select i1 %7490, i64 %7489, i64 %7487
  store i64 %7491, ptr %cslot583, align 4
  %7492 = load i64, ptr %cslot581, align 4
  %7493 = load i64, ptr %cslot582, align 4
  %7494 = icmp slt i64 %7461, %7492
  %7495 = select i1 %7494, i64 %7461, i64 %7492
  %7496 = icmp sgt i64 %7495, %7493
  %7497 = select i1 %7496, i64 %7495, i64 %7493
  store i64 %7497, ptr %cslot582, align 4
  %7498 = load i64, ptr %cslot, align 4
  %7499 = load i64, ptr %cslot581, align 4
  %7500 = icmp slt i64 %7461, %7498
  %7501 = select i1 %7500, i64 %7461, i64 %7498
  %7502 = icmp sgt i64 %7501, %7499
  %7503 = select i1 %7502, i64 %7501, i64 %7499
  store i64 %7503, ptr %cslot581, align 4
  %7504 = load i64, ptr %cslot, align 4
  %7505 = icmp sgt i64 %7461, %7504
  %7506 = select i1 %7505, i64 %7461, i64 %7504
  store i64 %7506, ptr %cslot, align 4
  %7507 = load i64, ptr %cn, align 4
  %7508 = add i64 %7507, 1
  store i64 %7508, ptr %cn, align 4
  br label %if.end619

if.end619:                                        ; preds = %if.then618, %if.end617
  %7509 = zext i16 %6644 to i32
  %7510 = shl i32 %7509, 16
  %7511 = bitcast i32 %7510 to float
  %7512 = bitcast float %7511 to i32
  %7513 = fcmp uno float %7511, %7511
  %7514 = select i1 %7513, i32 2143289344, i32 %7512
  %7515 = xor i32 %7514, 2147483647
  %7516 = icmp sge i32 %7514, 0
  %7517 = select i1 %7516, i32 %7514, i32 %7515
  %7518 = icmp sge i32 %7517, %6097
  %7519 = and i1 %6639, %7518
  br i1 %7519, label %if.then620, label %if.end621

if.then620:                                       ; preds = %if.end619
  %7520 = bitcast float %7511 to i32
  %7521 = fcmp uno float %7511, %7511
  %7522 = select i1 %7521, i32 2143289344, i32 %7520
  %7523 = xor i32 %7522, 2147483647
  %7524 = icmp sge i32 %7522, 0
  %7525 = select i1 %7524, i32 %7522, i32 %7523
  %7526 = sext i32 %7525 to i64
  %7527 = shl i64 %7526, 32
  %7528 = sub i64 4294967295, %6641
  %7529 = or i64 %7527, %7528
  %7530 = load i64, ptr %cslot586, align 4
  %7531 = load i64, ptr %cslot587, align 4
  %7532 = icmp slt i64 %7529, %7530
  %7533 = select i1 %7532, i64 %7529, i64 %7530
  %7534 = icmp sgt i64 %7533, %7531
  %7535 = select i1 %7534, i64 %7533, i64 %7531
  store i64 %7535, ptr %cslot587, align 4
  %7536 = load i64, ptr %cslot585, align 4
  %7537 = load i64, ptr %cslot586, align 4
  %7538 = icmp slt i64 %7529, %7536
  %7539 = select i1 %7538, i64 %7529, i64 %7536
  %7540 = icmp sgt i64 %7539, %7537
  %7541 = select i1 %7540, i64 %7539, i64 %7537
  store i64 %7541, ptr %cslot586, align 4
  %7542 = load i64, ptr %cslot584, align 4
  %7543 = load i64, ptr %cslot585, align 4
  %7544 = icmp slt i64 %7529, %7542
  %7545 = select i1 %7544, i64 %7529, i64 %7542
  %7546 = icmp sgt i64 %7545, %7543
  %7547 = select i1 %7546, i64 %7545, i64 %7543
  store i64 %7547, ptr %cslot585, align 4
  %7548 = load i64, ptr %cslot583, align 4
  %7549 = load i64, ptr %cslot584, align 4
  %7550 = icmp slt i64 %7529, %7548
  %7551 = select i1 %7550, i64 %7529, i64 %7548
  %7552 = icmp sgt i64 %7551, %7549
  %7553 = select i1 %7552, i64 %7551, i64 %7549
  store i64 %7553, ptr %cslot584, align 4
  %7554 = load i64, ptr %cslot582, align 4
  %7555 = load i64, ptr %cslot583, align 4
  %7556 = icmp slt i64 %7529, %7554
  %7557 = select i1 %7556, i64 %7529, i64 %7554
  %7558 = icmp sgt i64 %7557, %7555
  %7559 = select i1 %7558, i64 %7557, i64 %7555
  store i64 %7559, ptr %cslot583, align 4
  %7560 = load i64, ptr %cslot581, align 4
  %7561 = load i64, ptr %cslot582, align 4
  %7562 = icmp slt i64 %7529, %7560
  %7563 = select i1 %7562, i64 %7529, i64 %7560
  %7564 = icmp sgt i64 %7563, %7561
  %7565 = select i1 %7564, i64 %7563, i64 %7561
  store i64 %7565, ptr %cslot582, align 4
  %7566 = load i64, ptr %cslot, align 4
  %7567 = load i64, ptr %cslot581, align 4
  %7568 = icmp slt i64 %7529, %7566
  %7569 = select i1 %7568, i64 %7529, i64 %7566
  %7570 = icmp sgt i64 %7569, %7567
  %7571 = select i1 %7570, i64 %7569, i64 %7567
  store i64 %7571, ptr %cslot581, align 4
  %7572 = load i64, ptr %cslot, align 4
  %7573 = icmp sgt i64 %7529, %7572
  %7574 = select i1 %7573, i64 %7529, i64 %7572
  store i64 %7574, ptr %cslot, align 4
  %7575 = load i64, ptr %cn, align 4
  %7576 = add i64 %7575, 1
  store i64 %7576, ptr %cn, align 4
  br label %if.end621

if.end621:                                        ; preds = %if.then620, %if.end619
  %7577 = zext i16 %6660 to i32
  %7578 = shl i32 %7577, 16
  %7579 = bitcast i32 %7578 to float
  %7580 = bitcast float %7579 to i32
  %7581 = fcmp uno float %7579, %7579
  %7582 = select i1 %7581, i32 2143289344, i32 %7580
  %7583 = xor i32 %7582, 2147483647
  %7584 = icmp sge i32 %7582, 0
  %7585 = select i1 %7584, i32 %7582, i32 %7583
  %7586 = icmp sge i32 %7585, %6097
  %7587 = and i1 %6655, %7586
  br i1 %7587, label %if.then622, label %if.end623

if.then622:                                       ; preds = %if.end621
  %7588 = bitcast float %7579 to i32
  %7589 = fcmp uno float %7579, %7579
  %7590 = select i1 %7589, i32 2143289344, i32 %7588
  %7591 = xor i32 %7590, 2147483647
  %7592 = icmp sge i32 %7590, 0
  %7593 = select i1 %7592, i32 %7590, i32 %7591
  %7594 = sext i32 %7593 to i64
  %7595 = shl i64 %7594, 32
  %7596 = sub i64 4294967295, %6657
  %7597 = or i64 %7595, %7596
  %7598 = load i64, ptr %cslot586, align 4
  %7599 = load i64, ptr %cslot587, align 4
  %7600 = icmp slt i64 %7597, %7598
  %7601 = select i1 %7600, i64 %7597, i64 %7598
  %7602 = icmp sgt i64 %7601, %7599
  %7603 = select i1 %7602, i64 %7601, i64 %7599
  store i64 %7603, ptr %cslot587, align 4
  %7604 = load i64, ptr %cslot585, align 4
  %7605 = load i64, ptr %cslot586, align 4
  %7606 = icmp slt i64 %7597, %7604
  %7607 = select i1 %7606, i64 %7597, i64 %7604
  %7608 = icmp sgt i64 %7607, %7605
  %7609 = select i1 %7608, i64 %7607, i64 %7605
  store i64 %7609, ptr %cslot586, align 4
  %7610 = load i64, ptr %cslot584, align 4
  %7611 = load i64, ptr %cslot585, align 4
  %7612 = icmp slt i64 %7597, %7610
  %7613 = select i1 %7612, i64 %7597, i64 %7610
  %7614 = icmp sgt i64 %7613, %7611
  %7615 = select i1 %7614, i64 %7613, i64 %7611
  store i64 %7615, ptr %cslot585, align 4
  %7616 = load i64, ptr %cslot583, align 4
  %7617 = load i64, ptr %cslot584, align 4
  %7618 = icmp slt i64 %7597, %7616
  %7619 = select i1 %7618, i64 %7597, i64 %7616
  %7620 = icmp sgt i64 %7619, %7617
  %7621 = select i1 %7620, i64 %7619, i64 %7617
  store i64 %7621, ptr %cslot584, align 4
  %7622 = load i64, ptr %cslot582, align 4
  %7623 = load i64, ptr %cslot583, align 4
  %7624 = icmp slt i64 %7597, %7622
  %7625 = select i1 %7624, i64 %7597, i64 %7622
  %7626 = icmp sgt i64 %7625, %7623
  %7627 = select i1 %7626, i64 %7625, i64 %7623
  store i64 %7627, ptr %cslot583, align 4
  %7628 = load i64, ptr %cslot581, align 4
  %7629 = load i64, ptr %cslot582, align 4
  %7630 = icmp slt i64 %7597, %7628
  %7631 = select i1 %7630, i64 %7597, i64 %7628
  %7632 = icmp sgt i64 %7631, %7629
  %7633 = select i1 %7632, i64 %7631, i64 %7629
  store i64 %7633, ptr %cslot582, align 4
  %7634 = load i64, ptr %cslot, align 4
  %7635 = load i64, ptr %cslot581, align 4
  %7636 = icmp slt i64 %7597, %7634
  %7637 = select i1 %7636, i64 %7597, i64 %7634
  %7638 = icmp sgt i64 %7637, %7635
  %7639 = select i1 %7638, i64 %7637, i64 %7635
  store i64 %7639, ptr %cslot581, align 4
  %7640 = load i64, ptr %cslot, align 4
  %7641 = icmp sgt i64 %7597, %7640
  %7642 = select i1 %7641, i64 %7597, i64 %7640
  store i64 %7642, ptr %cslot, align 4
  %7643 = load i64, ptr %cn, align 4
  %7644 = add i64 %7643, 1
  store i64 %7644, ptr %cn, align 4
  br label %if.end623

if.end623:                                        ; preds = %if.then622, %if.end621
  %7645 = zext i16 %6676 to i32
  %7646 = shl i32 %7645, 16
  %7647 = bitcast i32 %7646 to float
  %7648 = bitcast float %7647 to i32
  %7649 = fcmp uno float %7647, %7647
  %7650 = select i1 %7649, i32 2143289344, i32 %7648
  %7651 = xor i32 %7650, 2147483647
  %7652 = icmp sge i32 %7650, 0
  %7653 = select i1 %7652, i32 %7650, i32 %7651
  %7654 = icmp sge i32 %7653, %6097
  %7655 = and i1 %6671, %7654
  br i1 %7655, label %if.then624, label %if.end625

if.then624:                                       ; preds = %if.end623
  %7656 = bitcast float %7647 to i32
  %7657 = fcmp uno float %7647, %7647
  %7658 = select i1 %7657, i32 2143289344, i32 %7656
  %7659 = xor i32 %7658, 2147483647
  %7660 = icmp sge i32 %7658, 0
  %7661 = select i1 %7660, i32 %7658, i32 %7659
  %7662 = sext i32 %7661 to i64
  %7663 = shl i64 %7662, 32
  %7664 = sub i64 4294967295, %6673
  %7665 = or i64 %7663, %7664
  %7666 = load i64, ptr %cslot586, align 4
  %7667 = load i64, ptr %cslot587, align 4
  %7668 = icmp slt i64 %7665, %7666
  %7669 = select i1 %7668, i64 %7665, i64 %7666
  %7670 = icmp sgt i64 %7669, %7667
  %7671 = select i1 %7670, i64 %7669, i64 %7667
  store i64 %7671, ptr %cslot587, align 4
  %7672 = load i64, ptr %cslot585, align 4
  %7673 = load i64, ptr %cslot586, align 4
  %7674 = icmp slt i64 %7665, %7672
  %7675 = select i1 %7674, i64 %7665, i64 %7672
  %7676 = icmp sgt i64 %7675, %7673
  %7677 = select i1 %7676, i64 %7675, i64 %7673
  store i64 %7677, ptr %cslot586, align 4
  %7678 = load i64, ptr %cslot584, align 4
  %7679 = load i64, ptr %cslot585, align 4
  %7680 = icmp slt i64 %7665, %7678
  %7681 = select i1 %7680, i64 %7665, i64 %7678
  %7682 = icmp sgt i64 %7681, %7679
  %7683 = select i1 %7682, i64 %7681, i64 %7679
  store i64 %7683, ptr %cslot585, align 4
  %7684 = load i64, ptr %cslot583, align 4
  %7685 = load i64, ptr %cslot584, align 4
  %7686 = icmp slt i64 %7665, %7684
  %7687 = select i1 %7686, i64 %7665, i64 %7684
  %7688 = icmp sgt i64 %7687, %7685
  %7689 = select i1 %7688, i64 %7687, i64 %7685
  store i64 %7689, ptr %cslot584, align 4
  %7690 = load i64, ptr %cslot582, align 4
  %7691 = load i64, ptr %cslot583, align 4
  %7692 = icmp slt i64 %7665, %7690
  %7693 = select i1 %7692, i64 %7665, i64 %7690
  %7694 = icmp sgt i64 %7693, %7691
  %7695 = select i1 %7694, i64 %7693, i64 %7691
  store i64 %7695, ptr %cslot583, align 4
  %7696 = load i64, ptr %cslot581, align 4
  %7697 = load i64, ptr %cslot582, align 4
  %7698 = icmp slt i64 %7665, %7696
  %7699 = select i1 %7698, i64 %7665, i64 %7696
  %7700 = icmp sgt i64 %7699, %7697
  %7701 = select i1 %7700, i64 %7699, i64 %7697
  store i64 %7701, ptr %cslot582, align 4
  %7702 = load i64, ptr %cslot, align 4
  %7703 = load i64, ptr %cslot581, align 4
  %7704 = icmp slt i64 %7665, %7702
  %7705 = select i1 %7704, i64 %7665, i64 %7702
  %7706 = icmp sgt i64 %7705, %7703
  %7707 = select i1 %7706, i64 %7705, i64 %7703
  store i64 %7707, ptr %cslot581, align 4
  %7708 = load i64, ptr %cslot, align 4
  %7709 = icmp sgt i64 %7665, %7708
  %7710 = select i1 %7709, i64 %7665, i64 %7708
  store i64 %7710, ptr %cslot, align 4
  %7711 = load i64, ptr %cn, align 4
  %7712 = add i64 %7711, 1
  store i64 %7712, ptr %cn, align 4
  br label %if.end625

if.end625:                                        ; preds = %if.then624, %if.end623
  %7713 = zext i16 %6692 to i32
  %7714 = shl i32 %7713, 16
  %7715 = bitcast i32 %7714 to float
  %7716 = bitcast float %7715 to i32
  %7717 = fcmp uno float %7715, %7715
  %7718 = select i1 %7717, i32 2143289344, i32 %7716
  %7719 = xor i32 %7718, 2147483647
  %7720 = icmp sge i32 %7718, 0
  %7721 = select i1 %7720, i32 %7718, i32 %7719
  %7722 = icmp sge i32 %7721, %6097
  %7723 = and i1 %6687, %7722
  br i1 %7723, label %if.then626, label %if.end627

if.then626:                                       ; preds = %if.end625
  %7724 = bitcast float %7715 to i32
  %7725 = fcmp uno float %7715, %7715
  %7726 = select i1 %7725, i32 2143289344, i32 %7724
  %7727 = xor i32 %7726, 2147483647
  %7728 = icmp sge i32 %7726, 0
  %7729 = select i1 %7728, i32 %7726, i32 %7727
  %7730 = sext i32 %7729 to i64
  %7731 = shl i64 %7730, 32
  %7732 = sub i64 4294967295, %6689
  %7733 = or i64 %7731, %7732
  %7734 = load i64, ptr %cslot586, align 4
  %7735 = load i64, ptr %cslot587, align 4
  %7736 = icmp slt i64 %7733, %7734
  %7737 = select i1 %7736, i64 %7733, i64 %7734
  %7738 = icmp sgt i64 %7737, %7735
  %7739 = select i1 %7738, i64 %7737, i64 %7735
  store i64 %7739, ptr %cslot587, align 4
  %7740 = load i64, ptr %cslot585, align 4
  %7741 = load i64, ptr %cslot586, align 4
  %7742 = icmp slt i64 %7733, %7740
  %7743 = select i1 %7742, i64 %7733, i64 %7740
  %7744 = icmp sgt i64 %7743, %7741
  %7745 = select i1 %7744, i64 %7743, i64 %7741
  store i64 %7745, ptr %cslot586, align 4
  %7746 = load i64, ptr %cslot584, align 4
  %7747 = load i64, ptr %cslot585, align 4
  %7748 = icmp slt i64 %7733, %7746
  %7749 = select i1 %7748, i64 %7733, i64 %7746
  %7750 = icmp sgt i64 %7749, %7747
  %7751 = select i1 %7750, i64 %7749, i64 %7747
  store i64 %7751, ptr %cslot585, align 4
  %7752 = load i64, ptr %cslot583, align 4
  %7753 = load i64, ptr %cslot584, align 4
  %7754 = icmp slt i64 %7733, %7752
  %7755 = select i1 %7754, i64 %7733, i64 %7752
  %7756 = icmp sgt i64 %7755, %7753
  %7757 = select i1 %7756, i64 %7755, i64 %7753
  store i64 %7757, ptr %cslot584, align 4
  %7758 = load i64, ptr %cslot582, align 4
  %7759 = load i64, ptr %cslot583, align 4
  %7760 = icmp slt i64 %7733, %7758
  %7761 = select i1 %7760, i64 %7733, i64 %7758
  %7762 = icmp sgt i64 %7761, %7759
  %7763 = select i1 %7762, i64 %7761, i64 %7759
  store i64 %7763, ptr %cslot583, align 4
  %7764 = load i64, ptr %cslot581, align 4
  %7765 = load i64, ptr %cslot582, align 4
  %7766 = icmp slt i64 %7733, %7764
  %7767 = select i1 %7766, i64 %7733, i64 %7764
  %7768 = icmp sgt i64 %7767, %7765
  %7769 = select i1 %7768, i64 %7767, i64 %7765
  store i64 %7769, ptr %cslot582, align 4
  %7770 = load i64, ptr %cslot, align 4
  %7771 = load i64, ptr %cslot581, align 4
  %7772 = icmp slt i64 %7733, %7770
  %7773 = select i1 %7772, i64 %7733, i64 %7770
  %7774 = icmp sgt i64 %7773, %7771
  %7775 = select i1 %7774, i64 %7773, i64 %7771
  store i64 %7775, ptr %cslot581, align 4
  %7776 = load i64, ptr %cslot, align 4
  %7777 = icmp sgt i64 %7733, %7776
  %7778 = select i1 %7777, i64 %7733, i64 %7776
  store i64 %7778, ptr %cslot, align 4
  %7779 = load i64, ptr %cn, align 4
  %7780 = add i64 %7779, 1
  store i64 %7780, ptr %cn, align 4
  br label %if.end627

if.end627:                                        ; preds = %if.then626, %if.end625
  %kcol.next628 = add nsw i64 %kcol.iv595, 1
  br label %kcol.head592, !llvm.loop !29

over.then:                                        ; preds = %if.end589
  store i64 9223372036854775807, ptr %prev629, align 4
  br label %ground.head

over.else:                                        ; preds = %if.end589
  store i64 -9223372036854775808, ptr %last642, align 4
  br label %sround.head

over.end:                                         ; preds = %sround.exit, %ground.exit
  br label %active.end537

ground.head:                                      ; preds = %if.end641, %over.then
  %ground.iv = phi i64 [ 0, %over.then ], [ %ground.next, %if.end641 ]
  %7781 = icmp slt i64 %ground.iv, 20
  br i1 %7781, label %ground.body, label %ground.exit

ground.body:                                      ; preds = %ground.head
  %7782 = load i64, ptr %prev629, align 4
  %7783 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best630, align 4
  br label %group.head631

ground.exit:                                      ; preds = %ground.head
  %7784 = load i64, ptr %prev629, align 4
  br label %over.end

group.head631:                                    ; preds = %if.end636, %ground.body
  %group.iv634 = phi i64 [ %7783, %ground.body ], [ %group.next639, %if.end636 ]
  %7785 = icmp slt i64 %group.iv634, %4499
  br i1 %7785, label %group.body632, label %group.exit633

group.body632:                                    ; preds = %group.head631
  %7786 = getelementptr i32, ptr %4502, i64 %group.iv634
  %7787 = load i32, ptr %7786, align 4
  %7788 = and i32 %7787, -65536
  %7789 = bitcast i32 %7788 to float
  %7790 = and i32 %7787, 65535
  %7791 = zext i32 %7790 to i64
  %7792 = bitcast float %7789 to i32
  %7793 = fcmp uno float %7789, %7789
  %7794 = select i1 %7793, i32 2143289344, i32 %7792
  %7795 = xor i32 %7794, 2147483647
  %7796 = icmp sge i32 %7794, 0
  %7797 = select i1 %7796, i32 %7794, i32 %7795
  %7798 = sext i32 %7797 to i64
  %7799 = shl i64 %7798, 32
  %7800 = or i64 %7799, %7791
  %7801 = ashr i64 %7800, 32
  %7802 = trunc i64 %7801 to i32
  %7803 = icmp sge i32 %7802, %6097
  br i1 %7803, label %if.then635, label %if.end636

group.exit633:                                    ; preds = %group.head631
  %7804 = load i64, ptr %best630, align 4
  %7805 = trunc i64 %7804 to i32
  %7806 = bitcast i32 %7805 to float
  %7807 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7806, i32 16, i32 31)
  %7808 = bitcast float %7807 to i32
  %7809 = lshr i64 %7804, 32
  %7810 = trunc i64 %7809 to i32
  %7811 = bitcast i32 %7810 to float
  %7812 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7811, i32 16, i32 31)
  %7813 = bitcast float %7812 to i32
  %7814 = zext i32 %7808 to i64
  %7815 = zext i32 %7813 to i64
  %7816 = shl i64 %7815, 32
  %7817 = or i64 %7816, %7814
  %7818 = icmp sgt i64 %7817, %7804
  %7819 = select i1 %7818, i64 %7817, i64 %7804
  %7820 = trunc i64 %7819 to i32
  %7821 = bitcast i32 %7820 to float
  %7822 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7821, i32 8, i32 31)
  %7823 = bitcast float %7822 to i32
  %7824 = lshr i64 %7819, 32
  %7825 = trunc i64 %7824 to i32
  %7826 = bitcast i32 %7825 to float
  %7827 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7826, i32 8, i32 31)
  %7828 = bitcast float %7827 to i32
  %7829 = zext i32 %7823 to i64
  %7830 = zext i32 %7828 to i64
  %7831 = shl i64 %7830, 32
  %7832 = or i64 %7831, %7829
  %7833 = icmp sgt i64 %7832, %7819
  %7834 = select i1 %7833, i64 %7832, i64 %7819
  %7835 = trunc i64 %7834 to i32
  %7836 = bitcast i32 %7835 to float
  %7837 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7836, i32 4, i32 31)
  %7838 = bitcast float %7837 to i32
  %7839 = lshr i64 %7834, 32
  %7840 = trunc i64 %7839 to i32
  %7841 = bitcast i32 %7840 to float
  %7842 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7841, i32 4, i32 31)
  %7843 = bitcast float %7842 to i32
  %7844 = zext i32 %7838 to i64
  %7845 = zext i32 %7843 to i64
  %7846 = shl i64 %7845, 32
  %7847 = or i64 %7846, %7844
  %7848 = icmp sgt i64 %7847, %7834
  %7849 = select i1 %7848, i64 %7847, i64 %7834
  %7850 = trunc i64 %7849 to i32
  %7851 = bitcast i32 %7850 to float
  %7852 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7851, i32 2, i32 31)
  %7853 = bitcast float %7852 to i32
  %7854 = lshr i64 %7849, 32
  %7855 = trunc i64 %7854 to i32
  %7856 = bitcast i32 %7855 to float
  %7857 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7856, i32 2, i32 31)
  %7858 = bitcast float %7857 to i32
  %7859 = zext i32 %7853 to i64
  %7860 = zext i32 %7858 to i64
  %7861 = shl i64 %7860, 32
  %7862 = or i64 %7861, %7859
  %7863 = icmp sgt i64 %7862, %7849
  %7864 = select i1 %7863, i64 %7862, i64 %7849
  %7865 = trunc i64 %7864 to i32
  %7866 = bitcast i32 %7865 to float
  %7867 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7866, i32 1, i32 31)
  %7868 = bitcast float %7867 to i32
  %7869 = lshr i64 %7864, 32
  %7870 = trunc i64 %7869 to i32
  %7871 = bitcast i32 %7870 to float
  %7872 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7871, i32 1, i32 31)
  %7873 = bitcast float %7872 to i32
  %7874 = zext i32 %7868 to i64
  %7875 = zext i32 %7873 to i64
  %7876 = shl i64 %7875, 32
  %7877 = or i64 %7876, %7874
  %7878 = icmp sgt i64 %7877, %7864
  %7879 = select i1 %7878, i64 %7877, i64 %7864
  store i64 %7879, ptr %prev629, align 4
  %7880 = icmp eq i64 %7879, -9223372036854775808
  %7881 = ashr i64 %7879, 32
  %7882 = trunc i64 %7881 to i32
  %7883 = xor i32 %7882, 2147483647
  %7884 = icmp sge i32 %7882, 0
  %7885 = select i1 %7884, i32 %7882, i32 %7883
  %7886 = bitcast i32 %7885 to float
  %7887 = and i64 %7879, 4294967295
  %7888 = sub i64 4294967295, %7887
  br i1 true, label %if.then640, label %if.end641

if.then635:                                       ; preds = %group.body632
  %7889 = udiv i64 %group.iv634, 32
  %7890 = urem i64 %group.iv634, 32
  %7891 = mul i64 %7889, 2374
  %7892 = sub i64 %6, %7891
  %7893 = icmp slt i64 %7892, 0
  %7894 = select i1 %7893, i64 0, i64 %7892
  %7895 = icmp sgt i64 %7894, 2374
  %7896 = select i1 %7895, i64 2374, i64 %7894
  br label %gcol.head

if.end636:                                        ; preds = %gcol.exit, %group.body632
  %group.next639 = add nsw i64 %group.iv634, 32
  br label %group.head631, !llvm.loop !30

gcol.head:                                        ; preds = %if.end638, %if.then635
  %gcol.iv = phi i64 [ 0, %if.then635 ], [ %gcol.next, %if.end638 ]
  %7897 = icmp slt i64 %gcol.iv, 80
  br i1 %7897, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %7898 = udiv i64 %gcol.iv, 8
  %7899 = urem i64 %gcol.iv, 8
  %7900 = mul i64 %7898, 32
  %7901 = add i64 %7900, %7890
  %7902 = mul i64 %7901, 8
  %7903 = add i64 %7902, %7899
  %7904 = icmp slt i64 %7903, %7896
  br i1 %7904, label %if.then637, label %if.end638

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end636

if.then637:                                       ; preds = %gcol.body
  %7905 = add i64 %7891, %7903
  %7906 = mul i64 %7905, 2
  %7907 = getelementptr i8, ptr %4497, i64 %7906
  %7908 = load i16, ptr %7907, align 2, !invariant.load !19
  %7909 = zext i16 %7908 to i32
  %7910 = shl i32 %7909, 16
  %7911 = bitcast i32 %7910 to float
  %7912 = bitcast float %7911 to i32
  %7913 = fcmp uno float %7911, %7911
  %7914 = select i1 %7913, i32 2143289344, i32 %7912
  %7915 = xor i32 %7914, 2147483647
  %7916 = icmp sge i32 %7914, 0
  %7917 = select i1 %7916, i32 %7914, i32 %7915
  %7918 = sext i32 %7917 to i64
  %7919 = shl i64 %7918, 32
  %7920 = sub i64 4294967295, %7905
  %7921 = or i64 %7919, %7920
  %7922 = load i64, ptr %best630, align 4
  %7923 = icmp sgt i64 %7921, %7922
  %7924 = icmp slt i64 %7921, %7782
  %7925 = and i1 %7924, %7923
  %7926 = select i1 %7925, i64 %7921, i64 %7922
  store i64 %7926, ptr %best630, align 4
  br label %if.end638

if.end638:                                        ; preds = %if.then637, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !31

if.then640:                                       ; preds = %group.exit633
  %7927 = getelementptr i64, ptr %4488, i64 %ground.iv
  %7928 = select i1 %7880, i64 -1, i64 %7888
  store i64 %7928, ptr %7927, align 4
  %7929 = getelementptr float, ptr %4491, i64 %ground.iv
  %7930 = fsub float %7886, %1814
  %7931 = fcmp uno float %7930, %7930
  %7932 = select i1 %7931, float 0x7FF8000000000000, float %7930
  %7933 = select i1 %7880, float 0xFFF0000000000000, float %7932
  store float %7933, ptr %7929, align 4
  br label %if.end641

if.end641:                                        ; preds = %if.then640, %group.exit633
  %ground.next = add nsw i64 %ground.iv, 1
  br label %ground.head, !llvm.loop !32

sround.head:                                      ; preds = %if.end644, %over.else
  %sround.iv = phi i64 [ 0, %over.else ], [ %sround.next, %if.end644 ]
  %7934 = icmp slt i64 %sround.iv, 20
  br i1 %7934, label %sround.body, label %sround.exit

sround.body:                                      ; preds = %sround.head
  %7935 = load i64, ptr %cslot, align 4
  %7936 = and i64 %23, 31
  %7937 = trunc i64 %7935 to i32
  %7938 = bitcast i32 %7937 to float
  %7939 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7938, i32 16, i32 31)
  %7940 = bitcast float %7939 to i32
  %7941 = lshr i64 %7935, 32
  %7942 = trunc i64 %7941 to i32
  %7943 = bitcast i32 %7942 to float
  %7944 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7943, i32 16, i32 31)
  %7945 = bitcast float %7944 to i32
  %7946 = zext i32 %7940 to i64
  %7947 = zext i32 %7945 to i64
  %7948 = shl i64 %7947, 32
  %7949 = or i64 %7948, %7946
  %7950 = icmp sgt i64 %7949, %7935
  %7951 = select i1 %7950, i64 %7949, i64 %7935
  %7952 = trunc i64 %7951 to i32
  %7953 = bitcast i32 %7952 to float
  %7954 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7953, i32 8, i32 31)
  %7955 = bitcast float %7954 to i32
  %7956 = lshr i64 %7951, 32
  %7957 = trunc i64 %7956 to i32
  %7958 = bitcast i32 %7957 to float
  %7959 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7958, i32 8, i32 31)
  %7960 = bitcast float %7959 to i32
  %7961 = zext i32 %7955 to i64
  %7962 = zext i32 %7960 to i64
  %7963 = shl i64 %7962, 32
  %7964 = or i64 %7963, %7961
  %7965 = icmp sgt i64 %7964, %7951
  %7966 = select i1 %7965, i64 %7964, i64 %7951
  %7967 = trunc i64 %7966 to i32
  %7968 = bitcast i32 %7967 to float
  %7969 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7968, i32 4, i32 31)
  %7970 = bitcast float %7969 to i32
  %7971 = lshr i64 %7966, 32
  %7972 = trunc i64 %7971 to i32
  %7973 = bitcast i32 %7972 to float
  %7974 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7973, i32 4, i32 31)
  %7975 = bitcast float %7974 to i32
  %7976 = zext i32 %7970 to i64
  %7977 = zext i32 %7975 to i64
  %7978 = shl i64 %7977, 32
  %7979 = or i64 %7978, %7976
  %7980 = icmp sgt i64 %7979, %7966
  %7981 = select i1 %7980, i64 %7979, i64 %7966
  %7982 = trunc i64 %7981 to i32
  %7983 = bitcast i32 %7982 to float
  %7984 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7983, i32 2, i32 31)
  %7985 = bitcast float %7984 to i32
  %7986 = lshr i64 %7981, 32
  %7987 = trunc i64 %7986 to i32
  %7988 = bitcast i32 %7987 to float
  %7989 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7988, i32 2, i32 31)
  %7990 = bitcast float %7989 to i32
  %7991 = zext i32 %7985 to i64
  %7992 = zext i32 %7990 to i64
  %7993 = shl i64 %7992, 32
  %7994 = or i64 %7993, %7991
  %7995 = icmp sgt i64 %7994, %7981
  %7996 = select i1 %7995, i64 %7994, i64 %7981
  %7997 = trunc i64 %7996 to i32
  %7998 = bitcast i32 %7997 to float
  %7999 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7998, i32 1, i32 31)
  %8000 = bitcast float %7999 to i32
  %8001 = lshr i64 %7996, 32
  %8002 = trunc i64 %8001 to i32
  %8003 = bitcast i32 %8002 to float
  %8004 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8003, i32 1, i32 31)
  %8005 = bitcast float %8004 to i32
  %8006 = zext i32 %8000 to i64
  %8007 = zext i32 %8005 to i64
  %8008 = shl i64 %8007, 32
  %8009 = or i64 %8008, %8006
  %8010 = icmp sgt i64 %8009, %7996
  %8011 = select i1 %8010, i64 %8009, i64 %7996
  store i64 %8011, ptr %last642, align 4
  %8012 = icmp eq i64 %8011, -9223372036854775808
  %8013 = ashr i64 %8011, 32
  %8014 = trunc i64 %8013 to i32
  %8015 = xor i32 %8014, 2147483647
  %8016 = icmp sge i32 %8014, 0
  %8017 = select i1 %8016, i32 %8014, i32 %8015
  %8018 = bitcast i32 %8017 to float
  %8019 = and i64 %8011, 4294967295
  %8020 = sub i64 4294967295, %8019
  br i1 true, label %if.then643, label %if.end644

sround.exit:                                      ; preds = %sround.head
  %8021 = load i64, ptr %last642, align 4
  br label %over.end

if.then643:                                       ; preds = %sround.body
  %8022 = getelementptr i64, ptr %4488, i64 %sround.iv
  %8023 = select i1 %8012, i64 -1, i64 %8020
  store i64 %8023, ptr %8022, align 4
  %8024 = getelementptr float, ptr %4491, i64 %sround.iv
  %8025 = fsub float %8018, %1814
  %8026 = fcmp uno float %8025, %8025
  %8027 = select i1 %8026, float 0x7FF8000000000000, float %8025
  %8028 = select i1 %8012, float 0xFFF0000000000000, float %8027
  store float %8028, ptr %8024, align 4
  br label %if.end644

if.end644:                                        ; preds = %if.then643, %sround.body
  %8029 = icmp ne i64 %8011, -9223372036854775808
  %8030 = icmp eq i64 %7935, %8011
  %8031 = and i1 %8030, %8029
  %8032 = load i64, ptr %cslot581, align 4
  %8033 = load i64, ptr %cslot, align 4
  %8034 = select i1 %8031, i64 %8032, i64 %8033
  store i64 %8034, ptr %cslot, align 4
  %8035 = load i64, ptr %cslot582, align 4
  %8036 = load i64, ptr %cslot581, align 4
  %8037 = select i1 %8031, i64 %8035, i64 %8036
  store i64 %8037, ptr %cslot581, align 4
  %8038 = load i64, ptr %cslot583, align 4
  %8039 = load i64, ptr %cslot582, align 4
  %8040 = select i1 %8031, i64 %8038, i64 %8039
  store i64 %8040, ptr %cslot582, align 4
  %8041 = load i64, ptr %cslot584, align 4
  %8042 = load i64, ptr %cslot583, align 4
  %8043 = select i1 %8031, i64 %8041, i64 %8042
  store i64 %8043, ptr %cslot583, align 4
  %8044 = load i64, ptr %cslot585, align 4
  %8045 = load i64, ptr %cslot584, align 4
  %8046 = select i1 %8031, i64 %8044, i64 %8045
  store i64 %8046, ptr %cslot584, align 4
  %8047 = load i64, ptr %cslot586, align 4
  %8048 = load i64, ptr %cslot585, align 4
  %8049 = select i1 %8031, i64 %8047, i64 %8048
  store i64 %8049, ptr %cslot585, align 4
  %8050 = load i64, ptr %cslot587, align 4
  %8051 = load i64, ptr %cslot586, align 4
  %8052 = select i1 %8031, i64 %8050, i64 %8051
  store i64 %8052, ptr %cslot586, align 4
  %8053 = load i64, ptr %cslot587, align 4
  %8054 = select i1 %8031, i64 -9223372036854775808, i64 %8053
  store i64 %8054, ptr %cslot587, align 4
  %sround.next = add nsw i64 %sround.iv, 1
  br label %sround.head, !llvm.loop !33

if.then645:                                       ; preds = %active.else536
  br label %inactive.head

if.end646:                                        ; preds = %inactive.exit, %active.else536
  br label %active.end537

inactive.head:                                    ; preds = %inactive.body, %if.then645
  %inactive.iv = phi i64 [ 0, %if.then645 ], [ %inactive.next, %inactive.body ]
  %8055 = icmp slt i64 %inactive.iv, 20
  br i1 %8055, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %8056 = getelementptr i64, ptr %4488, i64 %inactive.iv
  store i64 -1, ptr %8056, align 4
  %8057 = getelementptr float, ptr %4491, i64 %inactive.iv
  store float 0.000000e+00, ptr %8057, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !34

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %4493, align 4
  br label %if.end646

if.then647:                                       ; preds = %active.else
  br i1 true, label %if.then649, label %if.end650

if.end648:                                        ; preds = %if.end650, %active.else
  br label %active.end

if.then649:                                       ; preds = %if.then647
  br label %inactive.head651

if.end650:                                        ; preds = %inactive.exit653, %if.then647
  br label %if.end648

inactive.head651:                                 ; preds = %inactive.body652, %if.then649
  %inactive.iv654 = phi i64 [ 0, %if.then649 ], [ %inactive.next655, %inactive.body652 ]
  %8058 = icmp slt i64 %inactive.iv654, 20
  br i1 %8058, label %inactive.body652, label %inactive.exit653

inactive.body652:                                 ; preds = %inactive.head651
  %8059 = getelementptr i64, ptr %35, i64 %inactive.iv654
  store i64 -1, ptr %8059, align 4
  %8060 = getelementptr float, ptr %38, i64 %inactive.iv654
  store float 0.000000e+00, ptr %8060, align 4
  %inactive.next655 = add nsw i64 %inactive.iv654, 1
  br label %inactive.head651, !llvm.loop !35

inactive.exit653:                                 ; preds = %inactive.head651
  store i64 0, ptr %40, align 4
  br label %if.end650
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minimum.f32(float, float) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @logpjit_topk_select, !"kernel", i32 1}
!1 = !{ptr @logpjit_topk_select, !"maxntidx", i32 128}
!2 = !{ptr @logpjit_topk_select, !"minctasm", i32 8}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.count", i32 4}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.count", i32 8}
!13 = distinct !{!13, !4}
!14 = distinct !{!14, !4}
!15 = distinct !{!15, !4}
!16 = distinct !{!16, !4}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !4}
!19 = !{}
!20 = distinct !{!20, !4}
!21 = distinct !{!21, !4}
!22 = distinct !{!22, !4}
!23 = distinct !{!23, !4}
!24 = distinct !{!24, !4}
!25 = distinct !{!25, !4}
!26 = distinct !{!26, !4}
!27 = distinct !{!27, !4}
!28 = distinct !{!28, !4}
!29 = distinct !{!29, !4}
!30 = distinct !{!30, !4}
!31 = distinct !{!31, !4}
!32 = distinct !{!32, !4}
!33 = distinct !{!33, !4}
!34 = distinct !{!34, !4}
!35 = distinct !{!35, !4}
