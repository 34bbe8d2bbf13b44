; golden IR for tests/codegen/golden_test.cpp (sm_90's topk_select: a block per row, the merge in warp 0)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=sm_90;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "nvptx64-nvidia-cuda"

@block_shared = internal addrspace(3) global [7136 x i8] undef, align 16

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
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %220 = add i64 0, %152
  %221 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %220
  store float %214, ptr addrspace(3) %221, align 4
  %222 = add i64 32, %152
  %223 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %222
  store float %219, ptr addrspace(3) %223, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %224 = load <4 x float>, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), align 16
  %225 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 32), align 16
  %226 = extractelement <4 x float> %225, i64 0
  %227 = extractelement <4 x float> %224, i64 0
  %228 = load float, ptr %S, align 4
  %229 = call float @llvm.fma.f32(float %227, float %226, float %228)
  store float %229, ptr %S, align 4
  %230 = extractelement <4 x float> %225, i64 1
  %231 = extractelement <4 x float> %224, i64 1
  %232 = load float, ptr %S, align 4
  %233 = call float @llvm.fma.f32(float %231, float %230, float %232)
  store float %233, ptr %S, align 4
  %234 = extractelement <4 x float> %225, i64 2
  %235 = extractelement <4 x float> %224, i64 2
  %236 = load float, ptr %S, align 4
  %237 = call float @llvm.fma.f32(float %235, float %234, float %236)
  store float %237, ptr %S, align 4
  %238 = extractelement <4 x float> %225, i64 3
  %239 = extractelement <4 x float> %224, i64 3
  %240 = load float, ptr %S, align 4
  %241 = call float @llvm.fma.f32(float %239, float %238, float %240)
  store float %241, ptr %S, align 4
  %242 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 4), align 16
  %243 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 36), align 16
  %244 = extractelement <4 x float> %243, i64 0
  %245 = extractelement <4 x float> %242, i64 0
  %246 = load float, ptr %S, align 4
  %247 = call float @llvm.fma.f32(float %245, float %244, float %246)
  store float %247, ptr %S, align 4
  %248 = extractelement <4 x float> %243, i64 1
  %249 = extractelement <4 x float> %242, i64 1
  %250 = load float, ptr %S, align 4
  %251 = call float @llvm.fma.f32(float %249, float %248, float %250)
  store float %251, ptr %S, align 4
  %252 = extractelement <4 x float> %243, i64 2
  %253 = extractelement <4 x float> %242, i64 2
  %254 = load float, ptr %S, align 4
  %255 = call float @llvm.fma.f32(float %253, float %252, float %254)
  store float %255, ptr %S, align 4
  %256 = extractelement <4 x float> %243, i64 3
  %257 = extractelement <4 x float> %242, i64 3
  %258 = load float, ptr %S, align 4
  %259 = call float @llvm.fma.f32(float %257, float %256, float %258)
  store float %259, ptr %S, align 4
  %260 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 8), align 16
  %261 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 40), align 16
  %262 = extractelement <4 x float> %261, i64 0
  %263 = extractelement <4 x float> %260, i64 0
  %264 = load float, ptr %S, align 4
  %265 = call float @llvm.fma.f32(float %263, float %262, float %264)
  store float %265, ptr %S, align 4
  %266 = extractelement <4 x float> %261, i64 1
  %267 = extractelement <4 x float> %260, i64 1
  %268 = load float, ptr %S, align 4
  %269 = call float @llvm.fma.f32(float %267, float %266, float %268)
  store float %269, ptr %S, align 4
  %270 = extractelement <4 x float> %261, i64 2
  %271 = extractelement <4 x float> %260, i64 2
  %272 = load float, ptr %S, align 4
  %273 = call float @llvm.fma.f32(float %271, float %270, float %272)
  store float %273, ptr %S, align 4
  %274 = extractelement <4 x float> %261, i64 3
  %275 = extractelement <4 x float> %260, i64 3
  %276 = load float, ptr %S, align 4
  %277 = call float @llvm.fma.f32(float %275, float %274, float %276)
  store float %277, ptr %S, align 4
  %278 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 12), align 16
  %279 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 44), align 16
  %280 = extractelement <4 x float> %279, i64 0
  %281 = extractelement <4 x float> %278, i64 0
  %282 = load float, ptr %S, align 4
  %283 = call float @llvm.fma.f32(float %281, float %280, float %282)
  store float %283, ptr %S, align 4
  %284 = extractelement <4 x float> %279, i64 1
  %285 = extractelement <4 x float> %278, i64 1
  %286 = load float, ptr %S, align 4
  %287 = call float @llvm.fma.f32(float %285, float %284, float %286)
  store float %287, ptr %S, align 4
  %288 = extractelement <4 x float> %279, i64 2
  %289 = extractelement <4 x float> %278, i64 2
  %290 = load float, ptr %S, align 4
  %291 = call float @llvm.fma.f32(float %289, float %288, float %290)
  store float %291, ptr %S, align 4
  %292 = extractelement <4 x float> %279, i64 3
  %293 = extractelement <4 x float> %278, i64 3
  %294 = load float, ptr %S, align 4
  %295 = call float @llvm.fma.f32(float %293, float %292, float %294)
  store float %295, ptr %S, align 4
  %296 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 16), align 16
  %297 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 48), align 16
  %298 = extractelement <4 x float> %297, i64 0
  %299 = extractelement <4 x float> %296, i64 0
  %300 = load float, ptr %S, align 4
  %301 = call float @llvm.fma.f32(float %299, float %298, float %300)
  store float %301, ptr %S, align 4
  %302 = extractelement <4 x float> %297, i64 1
  %303 = extractelement <4 x float> %296, i64 1
  %304 = load float, ptr %S, align 4
  %305 = call float @llvm.fma.f32(float %303, float %302, float %304)
  store float %305, ptr %S, align 4
  %306 = extractelement <4 x float> %297, i64 2
  %307 = extractelement <4 x float> %296, i64 2
  %308 = load float, ptr %S, align 4
  %309 = call float @llvm.fma.f32(float %307, float %306, float %308)
  store float %309, ptr %S, align 4
  %310 = extractelement <4 x float> %297, i64 3
  %311 = extractelement <4 x float> %296, i64 3
  %312 = load float, ptr %S, align 4
  %313 = call float @llvm.fma.f32(float %311, float %310, float %312)
  store float %313, ptr %S, align 4
  %314 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 20), align 16
  %315 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 52), align 16
  %316 = extractelement <4 x float> %315, i64 0
  %317 = extractelement <4 x float> %314, i64 0
  %318 = load float, ptr %S, align 4
  %319 = call float @llvm.fma.f32(float %317, float %316, float %318)
  store float %319, ptr %S, align 4
  %320 = extractelement <4 x float> %315, i64 1
  %321 = extractelement <4 x float> %314, i64 1
  %322 = load float, ptr %S, align 4
  %323 = call float @llvm.fma.f32(float %321, float %320, float %322)
  store float %323, ptr %S, align 4
  %324 = extractelement <4 x float> %315, i64 2
  %325 = extractelement <4 x float> %314, i64 2
  %326 = load float, ptr %S, align 4
  %327 = call float @llvm.fma.f32(float %325, float %324, float %326)
  store float %327, ptr %S, align 4
  %328 = extractelement <4 x float> %315, i64 3
  %329 = extractelement <4 x float> %314, i64 3
  %330 = load float, ptr %S, align 4
  %331 = call float @llvm.fma.f32(float %329, float %328, float %330)
  store float %331, ptr %S, align 4
  %332 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 24), align 16
  %333 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 56), align 16
  %334 = extractelement <4 x float> %333, i64 0
  %335 = extractelement <4 x float> %332, i64 0
  %336 = load float, ptr %S, align 4
  %337 = call float @llvm.fma.f32(float %335, float %334, float %336)
  store float %337, ptr %S, align 4
  %338 = extractelement <4 x float> %333, i64 1
  %339 = extractelement <4 x float> %332, i64 1
  %340 = load float, ptr %S, align 4
  %341 = call float @llvm.fma.f32(float %339, float %338, float %340)
  store float %341, ptr %S, align 4
  %342 = extractelement <4 x float> %333, i64 2
  %343 = extractelement <4 x float> %332, i64 2
  %344 = load float, ptr %S, align 4
  %345 = call float @llvm.fma.f32(float %343, float %342, float %344)
  store float %345, ptr %S, align 4
  %346 = extractelement <4 x float> %333, i64 3
  %347 = extractelement <4 x float> %332, i64 3
  %348 = load float, ptr %S, align 4
  %349 = call float @llvm.fma.f32(float %347, float %346, float %348)
  store float %349, ptr %S, align 4
  %350 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 28), align 16
  %351 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 60), align 16
  %352 = extractelement <4 x float> %351, i64 0
  %353 = extractelement <4 x float> %350, i64 0
  %354 = load float, ptr %S, align 4
  %355 = call float @llvm.fma.f32(float %353, float %352, float %354)
  store float %355, ptr %S, align 4
  %356 = extractelement <4 x float> %351, i64 1
  %357 = extractelement <4 x float> %350, i64 1
  %358 = load float, ptr %S, align 4
  %359 = call float @llvm.fma.f32(float %357, float %356, float %358)
  store float %359, ptr %S, align 4
  %360 = extractelement <4 x float> %351, i64 2
  %361 = extractelement <4 x float> %350, i64 2
  %362 = load float, ptr %S, align 4
  %363 = call float @llvm.fma.f32(float %361, float %360, float %362)
  store float %363, ptr %S, align 4
  %364 = extractelement <4 x float> %351, i64 3
  %365 = extractelement <4 x float> %350, i64 3
  %366 = load float, ptr %S, align 4
  %367 = call float @llvm.fma.f32(float %365, float %364, float %366)
  store float %367, ptr %S, align 4
  %jsum.next = add nsw i64 %jsum.iv, 1
  br label %jsum.head

jsum.exit:                                        ; preds = %jsum.head
  %368 = icmp ne i64 %146, %4
  %369 = icmp ult i64 %146, %6
  %370 = load float, ptr %M, align 4
  %371 = load float, ptr %S, align 4
  %372 = call float @llvm.nvvm.lg2.approx.f(float %371)
  %373 = fmul float %372, 0x3FE62E4300000000
  %374 = fadd float %370, %373
  %375 = fcmp uno float %374, %374
  %376 = select i1 %375, float 0x7FF8000000000000, float %374
  %377 = select i1 %368, float %376, float 0.000000e+00
  br i1 %139, label %if.then3, label %if.end4

if.then3:                                         ; preds = %jsum.exit
  %378 = icmp ne i64 %12, 0
  br i1 %378, label %if.then5, label %if.end6

if.end4:                                          ; preds = %if.end12, %jsum.exit
  br i1 %139, label %if.then13, label %if.end14

if.then5:                                         ; preds = %if.then3
  %379 = inttoptr i64 %12 to ptr
  %380 = getelementptr float, ptr %379, i64 %25
  store float %377, ptr %380, align 4
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.then3
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %368, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end6
  br i1 %369, label %valid.then, label %valid.else

if.end8:                                          ; preds = %valid.end, %if.end6
  %381 = load float, ptr %logp, align 4
  %382 = fcmp uno float %381, %381
  %383 = select i1 %382, float 0x7FF8000000000000, float %381
  %384 = icmp ne i64 %19, 0
  br i1 %384, label %if.then11, label %if.end12

valid.then:                                       ; preds = %if.then7
  %385 = fsub float %151, %374
  store float %385, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then7
  store float 0x7FF8000000000000, ptr %logp, align 4
  %386 = icmp ne i64 %21, 0
  br i1 %386, label %if.then9, label %if.end10

valid.end:                                        ; preds = %if.end10, %valid.then
  br label %if.end8

if.then9:                                         ; preds = %valid.else
  %387 = inttoptr i64 %21 to ptr
  %388 = add i64 %25, 1
  store i64 %388, ptr %387, align 4
  br label %if.end10

if.end10:                                         ; preds = %if.then9, %valid.else
  br label %valid.end

if.then11:                                        ; preds = %if.end8
  %389 = inttoptr i64 %19 to ptr
  %390 = getelementptr float, ptr %389, i64 %25
  store float %383, ptr %390, align 4
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end8
  br label %if.end4

if.then13:                                        ; preds = %if.end4
  store float %377, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
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
  %391 = icmp sle i64 %48, 2048
  br i1 %391, label %cached.then, label %cached.else

cached.then:                                      ; preds = %if.end16
  %392 = trunc i64 %55 to i32
  %393 = ashr i32 %59, 31
  %394 = and i32 %393, 2147418112
  %395 = xor i32 %59, %394
  %396 = and i32 %395, -65536
  %397 = or i32 %396, %392
  %398 = select i1 %56, i32 %397, i32 -2147483648
  store i32 %398, ptr %cached, align 4
  %399 = and i32 %59, 65535
  %400 = select i1 %56, i32 %399, i32 0
  %401 = add i32 0, %400
  %402 = icmp sgt i32 %398, -2147483648
  %403 = select i1 %402, i32 %398, i32 -2147483648
  %404 = trunc i64 %60 to i32
  %405 = ashr i32 %64, 31
  %406 = and i32 %405, 2147418112
  %407 = xor i32 %64, %406
  %408 = and i32 %407, -65536
  %409 = or i32 %408, %404
  %410 = select i1 %61, i32 %409, i32 -2147483648
  store i32 %410, ptr %cached17, align 4
  %411 = and i32 %64, 65535
  %412 = select i1 %61, i32 %411, i32 0
  %413 = add i32 %401, %412
  %414 = icmp sgt i32 %410, %403
  %415 = select i1 %414, i32 %410, i32 %403
  %416 = trunc i64 %65 to i32
  %417 = ashr i32 %69, 31
  %418 = and i32 %417, 2147418112
  %419 = xor i32 %69, %418
  %420 = and i32 %419, -65536
  %421 = or i32 %420, %416
  %422 = select i1 %66, i32 %421, i32 -2147483648
  store i32 %422, ptr %cached18, align 4
  %423 = and i32 %69, 65535
  %424 = select i1 %66, i32 %423, i32 0
  %425 = add i32 %413, %424
  %426 = icmp sgt i32 %422, %415
  %427 = select i1 %426, i32 %422, i32 %415
  %428 = trunc i64 %70 to i32
  %429 = ashr i32 %74, 31
  %430 = and i32 %429, 2147418112
  %431 = xor i32 %74, %430
  %432 = and i32 %431, -65536
  %433 = or i32 %432, %428
  %434 = select i1 %71, i32 %433, i32 -2147483648
  store i32 %434, ptr %cached19, align 4
  %435 = and i32 %74, 65535
  %436 = select i1 %71, i32 %435, i32 0
  %437 = add i32 %425, %436
  %438 = icmp sgt i32 %434, %427
  %439 = select i1 %438, i32 %434, i32 %427
  %440 = trunc i64 %75 to i32
  %441 = ashr i32 %79, 31
  %442 = and i32 %441, 2147418112
  %443 = xor i32 %79, %442
  %444 = and i32 %443, -65536
  %445 = or i32 %444, %440
  %446 = select i1 %76, i32 %445, i32 -2147483648
  store i32 %446, ptr %cached20, align 4
  %447 = and i32 %79, 65535
  %448 = select i1 %76, i32 %447, i32 0
  %449 = add i32 %437, %448
  %450 = icmp sgt i32 %446, %439
  %451 = select i1 %450, i32 %446, i32 %439
  %452 = trunc i64 %80 to i32
  %453 = ashr i32 %84, 31
  %454 = and i32 %453, 2147418112
  %455 = xor i32 %84, %454
  %456 = and i32 %455, -65536
  %457 = or i32 %456, %452
  %458 = select i1 %81, i32 %457, i32 -2147483648
  store i32 %458, ptr %cached21, align 4
  %459 = and i32 %84, 65535
  %460 = select i1 %81, i32 %459, i32 0
  %461 = add i32 %449, %460
  %462 = icmp sgt i32 %458, %451
  %463 = select i1 %462, i32 %458, i32 %451
  %464 = trunc i64 %85 to i32
  %465 = ashr i32 %89, 31
  %466 = and i32 %465, 2147418112
  %467 = xor i32 %89, %466
  %468 = and i32 %467, -65536
  %469 = or i32 %468, %464
  %470 = select i1 %86, i32 %469, i32 -2147483648
  store i32 %470, ptr %cached22, align 4
  %471 = and i32 %89, 65535
  %472 = select i1 %86, i32 %471, i32 0
  %473 = add i32 %461, %472
  %474 = icmp sgt i32 %470, %463
  %475 = select i1 %474, i32 %470, i32 %463
  %476 = trunc i64 %90 to i32
  %477 = ashr i32 %94, 31
  %478 = and i32 %477, 2147418112
  %479 = xor i32 %94, %478
  %480 = and i32 %479, -65536
  %481 = or i32 %480, %476
  %482 = select i1 %91, i32 %481, i32 -2147483648
  store i32 %482, ptr %cached23, align 4
  %483 = and i32 %94, 65535
  %484 = select i1 %91, i32 %483, i32 0
  %485 = add i32 %473, %484
  %486 = icmp sgt i32 %482, %475
  %487 = select i1 %486, i32 %482, i32 %475
  %488 = trunc i64 %95 to i32
  %489 = ashr i32 %99, 31
  %490 = and i32 %489, 2147418112
  %491 = xor i32 %99, %490
  %492 = and i32 %491, -65536
  %493 = or i32 %492, %488
  %494 = select i1 %96, i32 %493, i32 -2147483648
  store i32 %494, ptr %cached24, align 4
  %495 = and i32 %99, 65535
  %496 = select i1 %96, i32 %495, i32 0
  %497 = add i32 %485, %496
  %498 = icmp sgt i32 %494, %487
  %499 = select i1 %498, i32 %494, i32 %487
  %500 = trunc i64 %100 to i32
  %501 = ashr i32 %104, 31
  %502 = and i32 %501, 2147418112
  %503 = xor i32 %104, %502
  %504 = and i32 %503, -65536
  %505 = or i32 %504, %500
  %506 = select i1 %101, i32 %505, i32 -2147483648
  store i32 %506, ptr %cached25, align 4
  %507 = and i32 %104, 65535
  %508 = select i1 %101, i32 %507, i32 0
  %509 = add i32 %497, %508
  %510 = icmp sgt i32 %506, %499
  %511 = select i1 %510, i32 %506, i32 %499
  %512 = trunc i64 %105 to i32
  %513 = ashr i32 %109, 31
  %514 = and i32 %513, 2147418112
  %515 = xor i32 %109, %514
  %516 = and i32 %515, -65536
  %517 = or i32 %516, %512
  %518 = select i1 %106, i32 %517, i32 -2147483648
  store i32 %518, ptr %cached26, align 4
  %519 = and i32 %109, 65535
  %520 = select i1 %106, i32 %519, i32 0
  %521 = add i32 %509, %520
  %522 = icmp sgt i32 %518, %511
  %523 = select i1 %522, i32 %518, i32 %511
  %524 = trunc i64 %110 to i32
  %525 = ashr i32 %114, 31
  %526 = and i32 %525, 2147418112
  %527 = xor i32 %114, %526
  %528 = and i32 %527, -65536
  %529 = or i32 %528, %524
  %530 = select i1 %111, i32 %529, i32 -2147483648
  store i32 %530, ptr %cached27, align 4
  %531 = and i32 %114, 65535
  %532 = select i1 %111, i32 %531, i32 0
  %533 = add i32 %521, %532
  %534 = icmp sgt i32 %530, %523
  %535 = select i1 %534, i32 %530, i32 %523
  %536 = trunc i64 %115 to i32
  %537 = ashr i32 %119, 31
  %538 = and i32 %537, 2147418112
  %539 = xor i32 %119, %538
  %540 = and i32 %539, -65536
  %541 = or i32 %540, %536
  %542 = select i1 %116, i32 %541, i32 -2147483648
  store i32 %542, ptr %cached28, align 4
  %543 = and i32 %119, 65535
  %544 = select i1 %116, i32 %543, i32 0
  %545 = add i32 %533, %544
  %546 = icmp sgt i32 %542, %535
  %547 = select i1 %546, i32 %542, i32 %535
  %548 = trunc i64 %120 to i32
  %549 = ashr i32 %124, 31
  %550 = and i32 %549, 2147418112
  %551 = xor i32 %124, %550
  %552 = and i32 %551, -65536
  %553 = or i32 %552, %548
  %554 = select i1 %121, i32 %553, i32 -2147483648
  store i32 %554, ptr %cached29, align 4
  %555 = and i32 %124, 65535
  %556 = select i1 %121, i32 %555, i32 0
  %557 = add i32 %545, %556
  %558 = icmp sgt i32 %554, %547
  %559 = select i1 %558, i32 %554, i32 %547
  %560 = trunc i64 %125 to i32
  %561 = ashr i32 %129, 31
  %562 = and i32 %561, 2147418112
  %563 = xor i32 %129, %562
  %564 = and i32 %563, -65536
  %565 = or i32 %564, %560
  %566 = select i1 %126, i32 %565, i32 -2147483648
  store i32 %566, ptr %cached30, align 4
  %567 = and i32 %129, 65535
  %568 = select i1 %126, i32 %567, i32 0
  %569 = add i32 %557, %568
  %570 = icmp sgt i32 %566, %559
  %571 = select i1 %570, i32 %566, i32 %559
  %572 = trunc i64 %130 to i32
  %573 = ashr i32 %134, 31
  %574 = and i32 %573, 2147418112
  %575 = xor i32 %134, %574
  %576 = and i32 %575, -65536
  %577 = or i32 %576, %572
  %578 = select i1 %131, i32 %577, i32 -2147483648
  store i32 %578, ptr %cached31, align 4
  %579 = and i32 %134, 65535
  %580 = select i1 %131, i32 %579, i32 0
  %581 = add i32 %569, %580
  %582 = icmp sgt i32 %578, %571
  %583 = select i1 %582, i32 %578, i32 %571
  store i32 %583, ptr %cachedmax, align 4
  %584 = zext i32 %581 to i64
  store i64 %584, ptr %above, align 4
  %585 = ashr i32 %583, 31
  %586 = lshr i32 %585, 16
  %587 = and i32 %583, -65536
  %588 = or i32 %587, %586
  %589 = and i32 %583, 65535
  %590 = zext i32 %589 to i64
  %591 = sext i32 %588 to i64
  %592 = shl i64 %591, 32
  %593 = or i64 %592, %590
  %594 = icmp eq i32 %583, -2147483648
  %595 = select i1 %594, i64 -9223372036854775808, i64 %593
  store i64 %595, ptr %mx, align 4
  %596 = ashr i32 %583, 16
  %597 = icmp eq i32 %596, 32704
  %598 = zext i1 %597 to i64
  store i64 %598, ptr %nan, align 4
  br label %cached.end

cached.else:                                      ; preds = %if.end16
  %599 = add i64 %48, 2047
  %600 = udiv i64 %599, 2048
  br label %words.head

cached.end:                                       ; preds = %words.exit, %cached.then
  %601 = load i64, ptr %nan, align 4
  %602 = shl i64 %601, 48
  %603 = load i64, ptr %above, align 4
  %604 = add i64 %603, %602
  %605 = load i64, ptr %mx, align 4
  %606 = and i64 %23, 31
  %607 = trunc i64 %604 to i32
  %608 = bitcast i32 %607 to float
  %609 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %608, i32 16, i32 31)
  %610 = bitcast float %609 to i32
  %611 = lshr i64 %604, 32
  %612 = trunc i64 %611 to i32
  %613 = bitcast i32 %612 to float
  %614 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %613, i32 16, i32 31)
  %615 = bitcast float %614 to i32
  %616 = zext i32 %610 to i64
  %617 = zext i32 %615 to i64
  %618 = shl i64 %617, 32
  %619 = or i64 %618, %616
  %620 = add i64 %604, %619
  %621 = trunc i64 %620 to i32
  %622 = bitcast i32 %621 to float
  %623 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %622, i32 8, i32 31)
  %624 = bitcast float %623 to i32
  %625 = lshr i64 %620, 32
  %626 = trunc i64 %625 to i32
  %627 = bitcast i32 %626 to float
  %628 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %627, i32 8, i32 31)
  %629 = bitcast float %628 to i32
  %630 = zext i32 %624 to i64
  %631 = zext i32 %629 to i64
  %632 = shl i64 %631, 32
  %633 = or i64 %632, %630
  %634 = add i64 %620, %633
  %635 = trunc i64 %634 to i32
  %636 = bitcast i32 %635 to float
  %637 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %636, i32 4, i32 31)
  %638 = bitcast float %637 to i32
  %639 = lshr i64 %634, 32
  %640 = trunc i64 %639 to i32
  %641 = bitcast i32 %640 to float
  %642 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %641, i32 4, i32 31)
  %643 = bitcast float %642 to i32
  %644 = zext i32 %638 to i64
  %645 = zext i32 %643 to i64
  %646 = shl i64 %645, 32
  %647 = or i64 %646, %644
  %648 = add i64 %634, %647
  %649 = trunc i64 %648 to i32
  %650 = bitcast i32 %649 to float
  %651 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %650, i32 2, i32 31)
  %652 = bitcast float %651 to i32
  %653 = lshr i64 %648, 32
  %654 = trunc i64 %653 to i32
  %655 = bitcast i32 %654 to float
  %656 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %655, i32 2, i32 31)
  %657 = bitcast float %656 to i32
  %658 = zext i32 %652 to i64
  %659 = zext i32 %657 to i64
  %660 = shl i64 %659, 32
  %661 = or i64 %660, %658
  %662 = add i64 %648, %661
  %663 = trunc i64 %662 to i32
  %664 = bitcast i32 %663 to float
  %665 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %664, i32 1, i32 31)
  %666 = bitcast float %665 to i32
  %667 = lshr i64 %662, 32
  %668 = trunc i64 %667 to i32
  %669 = bitcast i32 %668 to float
  %670 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %669, i32 1, i32 31)
  %671 = bitcast float %670 to i32
  %672 = zext i32 %666 to i64
  %673 = zext i32 %671 to i64
  %674 = shl i64 %673, 32
  %675 = or i64 %674, %672
  %676 = add i64 %662, %675
  %677 = icmp eq i64 %27, 0
  br i1 %677, label %if.then64, label %if.end65

words.head:                                       ; preds = %if.end63, %cached.else
  %words.iv = phi i64 [ 0, %cached.else ], [ %words.next, %if.end63 ]
  %678 = icmp slt i64 %words.iv, %600
  br i1 %678, label %words.body, label %words.exit

words.body:                                       ; preds = %words.head
  %679 = mul i64 %words.iv, 2048
  %680 = add i64 %679, 0
  %681 = add i64 %23, %680
  %682 = icmp slt i64 %681, %48
  %683 = select i1 %682, i64 %681, i64 0
  %684 = getelementptr i32, ptr %51, i64 %683
  %685 = load i32, ptr %684, align 4
  %686 = and i32 %685, -65536
  %687 = bitcast i32 %686 to float
  %688 = and i32 %685, 65535
  %689 = zext i32 %688 to i64
  %690 = bitcast float %687 to i32
  %691 = fcmp uno float %687, %687
  %692 = select i1 %691, i32 2143289344, i32 %690
  %693 = xor i32 %692, 2147483647
  %694 = icmp sge i32 %692, 0
  %695 = select i1 %694, i32 %692, i32 %693
  %696 = sext i32 %695 to i64
  %697 = shl i64 %696, 32
  %698 = or i64 %697, %689
  %699 = mul i64 %words.iv, 2048
  %700 = add i64 %699, 128
  %701 = add i64 %23, %700
  %702 = icmp slt i64 %701, %48
  %703 = select i1 %702, i64 %701, i64 0
  %704 = getelementptr i32, ptr %51, i64 %703
  %705 = load i32, ptr %704, align 4
  %706 = and i32 %705, -65536
  %707 = bitcast i32 %706 to float
  %708 = and i32 %705, 65535
  %709 = zext i32 %708 to i64
  %710 = bitcast float %707 to i32
  %711 = fcmp uno float %707, %707
  %712 = select i1 %711, i32 2143289344, i32 %710
  %713 = xor i32 %712, 2147483647
  %714 = icmp sge i32 %712, 0
  %715 = select i1 %714, i32 %712, i32 %713
  %716 = sext i32 %715 to i64
  %717 = shl i64 %716, 32
  %718 = or i64 %717, %709
  %719 = mul i64 %words.iv, 2048
  %720 = add i64 %719, 256
  %721 = add i64 %23, %720
  %722 = icmp slt i64 %721, %48
  %723 = select i1 %722, i64 %721, i64 0
  %724 = getelementptr i32, ptr %51, i64 %723
  %725 = load i32, ptr %724, align 4
  %726 = and i32 %725, -65536
  %727 = bitcast i32 %726 to float
  %728 = and i32 %725, 65535
  %729 = zext i32 %728 to i64
  %730 = bitcast float %727 to i32
  %731 = fcmp uno float %727, %727
  %732 = select i1 %731, i32 2143289344, i32 %730
  %733 = xor i32 %732, 2147483647
  %734 = icmp sge i32 %732, 0
  %735 = select i1 %734, i32 %732, i32 %733
  %736 = sext i32 %735 to i64
  %737 = shl i64 %736, 32
  %738 = or i64 %737, %729
  %739 = mul i64 %words.iv, 2048
  %740 = add i64 %739, 384
  %741 = add i64 %23, %740
  %742 = icmp slt i64 %741, %48
  %743 = select i1 %742, i64 %741, i64 0
  %744 = getelementptr i32, ptr %51, i64 %743
  %745 = load i32, ptr %744, align 4
  %746 = and i32 %745, -65536
  %747 = bitcast i32 %746 to float
  %748 = and i32 %745, 65535
  %749 = zext i32 %748 to i64
  %750 = bitcast float %747 to i32
  %751 = fcmp uno float %747, %747
  %752 = select i1 %751, i32 2143289344, i32 %750
  %753 = xor i32 %752, 2147483647
  %754 = icmp sge i32 %752, 0
  %755 = select i1 %754, i32 %752, i32 %753
  %756 = sext i32 %755 to i64
  %757 = shl i64 %756, 32
  %758 = or i64 %757, %749
  %759 = mul i64 %words.iv, 2048
  %760 = add i64 %759, 512
  %761 = add i64 %23, %760
  %762 = icmp slt i64 %761, %48
  %763 = select i1 %762, i64 %761, i64 0
  %764 = getelementptr i32, ptr %51, i64 %763
  %765 = load i32, ptr %764, align 4
  %766 = and i32 %765, -65536
  %767 = bitcast i32 %766 to float
  %768 = and i32 %765, 65535
  %769 = zext i32 %768 to i64
  %770 = bitcast float %767 to i32
  %771 = fcmp uno float %767, %767
  %772 = select i1 %771, i32 2143289344, i32 %770
  %773 = xor i32 %772, 2147483647
  %774 = icmp sge i32 %772, 0
  %775 = select i1 %774, i32 %772, i32 %773
  %776 = sext i32 %775 to i64
  %777 = shl i64 %776, 32
  %778 = or i64 %777, %769
  %779 = mul i64 %words.iv, 2048
  %780 = add i64 %779, 640
  %781 = add i64 %23, %780
  %782 = icmp slt i64 %781, %48
  %783 = select i1 %782, i64 %781, i64 0
  %784 = getelementptr i32, ptr %51, i64 %783
  %785 = load i32, ptr %784, align 4
  %786 = and i32 %785, -65536
  %787 = bitcast i32 %786 to float
  %788 = and i32 %785, 65535
  %789 = zext i32 %788 to i64
  %790 = bitcast float %787 to i32
  %791 = fcmp uno float %787, %787
  %792 = select i1 %791, i32 2143289344, i32 %790
  %793 = xor i32 %792, 2147483647
  %794 = icmp sge i32 %792, 0
  %795 = select i1 %794, i32 %792, i32 %793
  %796 = sext i32 %795 to i64
  %797 = shl i64 %796, 32
  %798 = or i64 %797, %789
  %799 = mul i64 %words.iv, 2048
  %800 = add i64 %799, 768
  %801 = add i64 %23, %800
  %802 = icmp slt i64 %801, %48
  %803 = select i1 %802, i64 %801, i64 0
  %804 = getelementptr i32, ptr %51, i64 %803
  %805 = load i32, ptr %804, align 4
  %806 = and i32 %805, -65536
  %807 = bitcast i32 %806 to float
  %808 = and i32 %805, 65535
  %809 = zext i32 %808 to i64
  %810 = bitcast float %807 to i32
  %811 = fcmp uno float %807, %807
  %812 = select i1 %811, i32 2143289344, i32 %810
  %813 = xor i32 %812, 2147483647
  %814 = icmp sge i32 %812, 0
  %815 = select i1 %814, i32 %812, i32 %813
  %816 = sext i32 %815 to i64
  %817 = shl i64 %816, 32
  %818 = or i64 %817, %809
  %819 = mul i64 %words.iv, 2048
  %820 = add i64 %819, 896
  %821 = add i64 %23, %820
  %822 = icmp slt i64 %821, %48
  %823 = select i1 %822, i64 %821, i64 0
  %824 = getelementptr i32, ptr %51, i64 %823
  %825 = load i32, ptr %824, align 4
  %826 = and i32 %825, -65536
  %827 = bitcast i32 %826 to float
  %828 = and i32 %825, 65535
  %829 = zext i32 %828 to i64
  %830 = bitcast float %827 to i32
  %831 = fcmp uno float %827, %827
  %832 = select i1 %831, i32 2143289344, i32 %830
  %833 = xor i32 %832, 2147483647
  %834 = icmp sge i32 %832, 0
  %835 = select i1 %834, i32 %832, i32 %833
  %836 = sext i32 %835 to i64
  %837 = shl i64 %836, 32
  %838 = or i64 %837, %829
  %839 = mul i64 %words.iv, 2048
  %840 = add i64 %839, 1024
  %841 = add i64 %23, %840
  %842 = icmp slt i64 %841, %48
  %843 = select i1 %842, i64 %841, i64 0
  %844 = getelementptr i32, ptr %51, i64 %843
  %845 = load i32, ptr %844, align 4
  %846 = and i32 %845, -65536
  %847 = bitcast i32 %846 to float
  %848 = and i32 %845, 65535
  %849 = zext i32 %848 to i64
  %850 = bitcast float %847 to i32
  %851 = fcmp uno float %847, %847
  %852 = select i1 %851, i32 2143289344, i32 %850
  %853 = xor i32 %852, 2147483647
  %854 = icmp sge i32 %852, 0
  %855 = select i1 %854, i32 %852, i32 %853
  %856 = sext i32 %855 to i64
  %857 = shl i64 %856, 32
  %858 = or i64 %857, %849
  %859 = mul i64 %words.iv, 2048
  %860 = add i64 %859, 1152
  %861 = add i64 %23, %860
  %862 = icmp slt i64 %861, %48
  %863 = select i1 %862, i64 %861, i64 0
  %864 = getelementptr i32, ptr %51, i64 %863
  %865 = load i32, ptr %864, align 4
  %866 = and i32 %865, -65536
  %867 = bitcast i32 %866 to float
  %868 = and i32 %865, 65535
  %869 = zext i32 %868 to i64
  %870 = bitcast float %867 to i32
  %871 = fcmp uno float %867, %867
  %872 = select i1 %871, i32 2143289344, i32 %870
  %873 = xor i32 %872, 2147483647
  %874 = icmp sge i32 %872, 0
  %875 = select i1 %874, i32 %872, i32 %873
  %876 = sext i32 %875 to i64
  %877 = shl i64 %876, 32
  %878 = or i64 %877, %869
  %879 = mul i64 %words.iv, 2048
  %880 = add i64 %879, 1280
  %881 = add i64 %23, %880
  %882 = icmp slt i64 %881, %48
  %883 = select i1 %882, i64 %881, i64 0
  %884 = getelementptr i32, ptr %51, i64 %883
  %885 = load i32, ptr %884, align 4
  %886 = and i32 %885, -65536
  %887 = bitcast i32 %886 to float
  %888 = and i32 %885, 65535
  %889 = zext i32 %888 to i64
  %890 = bitcast float %887 to i32
  %891 = fcmp uno float %887, %887
  %892 = select i1 %891, i32 2143289344, i32 %890
  %893 = xor i32 %892, 2147483647
  %894 = icmp sge i32 %892, 0
  %895 = select i1 %894, i32 %892, i32 %893
  %896 = sext i32 %895 to i64
  %897 = shl i64 %896, 32
  %898 = or i64 %897, %889
  %899 = mul i64 %words.iv, 2048
  %900 = add i64 %899, 1408
  %901 = add i64 %23, %900
  %902 = icmp slt i64 %901, %48
  %903 = select i1 %902, i64 %901, i64 0
  %904 = getelementptr i32, ptr %51, i64 %903
  %905 = load i32, ptr %904, align 4
  %906 = and i32 %905, -65536
  %907 = bitcast i32 %906 to float
  %908 = and i32 %905, 65535
  %909 = zext i32 %908 to i64
  %910 = bitcast float %907 to i32
  %911 = fcmp uno float %907, %907
  %912 = select i1 %911, i32 2143289344, i32 %910
  %913 = xor i32 %912, 2147483647
  %914 = icmp sge i32 %912, 0
  %915 = select i1 %914, i32 %912, i32 %913
  %916 = sext i32 %915 to i64
  %917 = shl i64 %916, 32
  %918 = or i64 %917, %909
  %919 = mul i64 %words.iv, 2048
  %920 = add i64 %919, 1536
  %921 = add i64 %23, %920
  %922 = icmp slt i64 %921, %48
  %923 = select i1 %922, i64 %921, i64 0
  %924 = getelementptr i32, ptr %51, i64 %923
  %925 = load i32, ptr %924, align 4
  %926 = and i32 %925, -65536
  %927 = bitcast i32 %926 to float
  %928 = and i32 %925, 65535
  %929 = zext i32 %928 to i64
  %930 = bitcast float %927 to i32
  %931 = fcmp uno float %927, %927
  %932 = select i1 %931, i32 2143289344, i32 %930
  %933 = xor i32 %932, 2147483647
  %934 = icmp sge i32 %932, 0
  %935 = select i1 %934, i32 %932, i32 %933
  %936 = sext i32 %935 to i64
  %937 = shl i64 %936, 32
  %938 = or i64 %937, %929
  %939 = mul i64 %words.iv, 2048
  %940 = add i64 %939, 1664
  %941 = add i64 %23, %940
  %942 = icmp slt i64 %941, %48
  %943 = select i1 %942, i64 %941, i64 0
  %944 = getelementptr i32, ptr %51, i64 %943
  %945 = load i32, ptr %944, align 4
  %946 = and i32 %945, -65536
  %947 = bitcast i32 %946 to float
  %948 = and i32 %945, 65535
  %949 = zext i32 %948 to i64
  %950 = bitcast float %947 to i32
  %951 = fcmp uno float %947, %947
  %952 = select i1 %951, i32 2143289344, i32 %950
  %953 = xor i32 %952, 2147483647
  %954 = icmp sge i32 %952, 0
  %955 = select i1 %954, i32 %952, i32 %953
  %956 = sext i32 %955 to i64
  %957 = shl i64 %956, 32
  %958 = or i64 %957, %949
  %959 = mul i64 %words.iv, 2048
  %960 = add i64 %959, 1792
  %961 = add i64 %23, %960
  %962 = icmp slt i64 %961, %48
  %963 = select i1 %962, i64 %961, i64 0
  %964 = getelementptr i32, ptr %51, i64 %963
  %965 = load i32, ptr %964, align 4
  %966 = and i32 %965, -65536
  %967 = bitcast i32 %966 to float
  %968 = and i32 %965, 65535
  %969 = zext i32 %968 to i64
  %970 = bitcast float %967 to i32
  %971 = fcmp uno float %967, %967
  %972 = select i1 %971, i32 2143289344, i32 %970
  %973 = xor i32 %972, 2147483647
  %974 = icmp sge i32 %972, 0
  %975 = select i1 %974, i32 %972, i32 %973
  %976 = sext i32 %975 to i64
  %977 = shl i64 %976, 32
  %978 = or i64 %977, %969
  %979 = mul i64 %words.iv, 2048
  %980 = add i64 %979, 1920
  %981 = add i64 %23, %980
  %982 = icmp slt i64 %981, %48
  %983 = select i1 %982, i64 %981, i64 0
  %984 = getelementptr i32, ptr %51, i64 %983
  %985 = load i32, ptr %984, align 4
  %986 = and i32 %985, -65536
  %987 = bitcast i32 %986 to float
  %988 = and i32 %985, 65535
  %989 = zext i32 %988 to i64
  %990 = bitcast float %987 to i32
  %991 = fcmp uno float %987, %987
  %992 = select i1 %991, i32 2143289344, i32 %990
  %993 = xor i32 %992, 2147483647
  %994 = icmp sge i32 %992, 0
  %995 = select i1 %994, i32 %992, i32 %993
  %996 = sext i32 %995 to i64
  %997 = shl i64 %996, 32
  %998 = or i64 %997, %989
  br i1 %682, label %if.then32, label %if.end33

words.exit:                                       ; preds = %words.head
  br label %cached.end

if.then32:                                        ; preds = %words.body
  %999 = and i64 %698, 4294967295
  %1000 = load i64, ptr %above, align 4
  %1001 = add i64 %1000, %999
  store i64 %1001, ptr %above, align 4
  %1002 = ashr i64 %698, 32
  %1003 = icmp eq i64 %1002, 2143289344
  %1004 = zext i1 %1003 to i64
  %1005 = load i64, ptr %nan, align 4
  %1006 = or i64 %1005, %1004
  store i64 %1006, ptr %nan, align 4
  %1007 = shl i64 %1002, 32
  %1008 = or i64 %1007, %681
  %1009 = load i64, ptr %mx, align 4
  %1010 = icmp sgt i64 %1009, %1008
  %1011 = select i1 %1010, i64 %1009, i64 %1008
  store i64 %1011, ptr %mx, align 4
  br label %if.end33

if.end33:                                         ; preds = %if.then32, %words.body
  br i1 %702, label %if.then34, label %if.end35

if.then34:                                        ; preds = %if.end33
  %1012 = and i64 %718, 4294967295
  %1013 = load i64, ptr %above, align 4
  %1014 = add i64 %1013, %1012
  store i64 %1014, ptr %above, align 4
  %1015 = ashr i64 %718, 32
  %1016 = icmp eq i64 %1015, 2143289344
  %1017 = zext i1 %1016 to i64
  %1018 = load i64, ptr %nan, align 4
  %1019 = or i64 %1018, %1017
  store i64 %1019, ptr %nan, align 4
  %1020 = shl i64 %1015, 32
  %1021 = or i64 %1020, %701
  %1022 = load i64, ptr %mx, align 4
  %1023 = icmp sgt i64 %1022, %1021
  %1024 = select i1 %1023, i64 %1022, i64 %1021
  store i64 %1024, ptr %mx, align 4
  br label %if.end35

if.end35:                                         ; preds = %if.then34, %if.end33
  br i1 %722, label %if.then36, label %if.end37

if.then36:                                        ; preds = %if.end35
  %1025 = and i64 %738, 4294967295
  %1026 = load i64, ptr %above, align 4
  %1027 = add i64 %1026, %1025
  store i64 %1027, ptr %above, align 4
  %1028 = ashr i64 %738, 32
  %1029 = icmp eq i64 %1028, 2143289344
  %1030 = zext i1 %1029 to i64
  %1031 = load i64, ptr %nan, align 4
  %1032 = or i64 %1031, %1030
  store i64 %1032, ptr %nan, align 4
  %1033 = shl i64 %1028, 32
  %1034 = or i64 %1033, %721
  %1035 = load i64, ptr %mx, align 4
  %1036 = icmp sgt i64 %1035, %1034
  %1037 = select i1 %1036, i64 %1035, i64 %1034
  store i64 %1037, ptr %mx, align 4
  br label %if.end37

if.end37:                                         ; preds = %if.then36, %if.end35
  br i1 %742, label %if.then38, label %if.end39

if.then38:                                        ; preds = %if.end37
  %1038 = and i64 %758, 4294967295
  %1039 = load i64, ptr %above, align 4
  %1040 = add i64 %1039, %1038
  store i64 %1040, ptr %above, align 4
  %1041 = ashr i64 %758, 32
  %1042 = icmp eq i64 %1041, 2143289344
  %1043 = zext i1 %1042 to i64
  %1044 = load i64, ptr %nan, align 4
  %1045 = or i64 %1044, %1043
  store i64 %1045, ptr %nan, align 4
  %1046 = shl i64 %1041, 32
  %1047 = or i64 %1046, %741
  %1048 = load i64, ptr %mx, align 4
  %1049 = icmp sgt i64 %1048, %1047
  %1050 = select i1 %1049, i64 %1048, i64 %1047
  store i64 %1050, ptr %mx, align 4
  br label %if.end39

if.end39:                                         ; preds = %if.then38, %if.end37
  br i1 %762, label %if.then40, label %if.end41

if.then40:                                        ; preds = %if.end39
  %1051 = and i64 %778, 4294967295
  %1052 = load i64, ptr %above, align 4
  %1053 = add i64 %1052, %1051
  store i64 %1053, ptr %above, align 4
  %1054 = ashr i64 %778, 32
  %1055 = icmp eq i64 %1054, 2143289344
  %1056 = zext i1 %1055 to i64
  %1057 = load i64, ptr %nan, align 4
  %1058 = or i64 %1057, %1056
  store i64 %1058, ptr %nan, align 4
  %1059 = shl i64 %1054, 32
  %1060 = or i64 %1059, %761
  %1061 = load i64, ptr %mx, align 4
  %1062 = icmp sgt i64 %1061, %1060
  %1063 = select i1 %1062, i64 %1061, i64 %1060
  store i64 %1063, ptr %mx, align 4
  br label %if.end41

if.end41:                                         ; preds = %if.then40, %if.end39
  br i1 %782, label %if.then42, label %if.end43

if.then42:                                        ; preds = %if.end41
  %1064 = and i64 %798, 4294967295
  %1065 = load i64, ptr %above, align 4
  %1066 = add i64 %1065, %1064
  store i64 %1066, ptr %above, align 4
  %1067 = ashr i64 %798, 32
  %1068 = icmp eq i64 %1067, 2143289344
  %1069 = zext i1 %1068 to i64
  %1070 = load i64, ptr %nan, align 4
  %1071 = or i64 %1070, %1069
  store i64 %1071, ptr %nan, align 4
  %1072 = shl i64 %1067, 32
  %1073 = or i64 %1072, %781
  %1074 = load i64, ptr %mx, align 4
  %1075 = icmp sgt i64 %1074, %1073
  %1076 = select i1 %1075, i64 %1074, i64 %1073
  store i64 %1076, ptr %mx, align 4
  br label %if.end43

if.end43:                                         ; preds = %if.then42, %if.end41
  br i1 %802, label %if.then44, label %if.end45

if.then44:                                        ; preds = %if.end43
  %1077 = and i64 %818, 4294967295
  %1078 = load i64, ptr %above, align 4
  %1079 = add i64 %1078, %1077
  store i64 %1079, ptr %above, align 4
  %1080 = ashr i64 %818, 32
  %1081 = icmp eq i64 %1080, 2143289344
  %1082 = zext i1 %1081 to i64
  %1083 = load i64, ptr %nan, align 4
  %1084 = or i64 %1083, %1082
  store i64 %1084, ptr %nan, align 4
  %1085 = shl i64 %1080, 32
  %1086 = or i64 %1085, %801
  %1087 = load i64, ptr %mx, align 4
  %1088 = icmp sgt i64 %1087, %1086
  %1089 = select i1 %1088, i64 %1087, i64 %1086
  store i64 %1089, ptr %mx, align 4
  br label %if.end45

if.end45:                                         ; preds = %if.then44, %if.end43
  br i1 %822, label %if.then46, label %if.end47

if.then46:                                        ; preds = %if.end45
  %1090 = and i64 %838, 4294967295
  %1091 = load i64, ptr %above, align 4
  %1092 = add i64 %1091, %1090
  store i64 %1092, ptr %above, align 4
  %1093 = ashr i64 %838, 32
  %1094 = icmp eq i64 %1093, 2143289344
  %1095 = zext i1 %1094 to i64
  %1096 = load i64, ptr %nan, align 4
  %1097 = or i64 %1096, %1095
  store i64 %1097, ptr %nan, align 4
  %1098 = shl i64 %1093, 32
  %1099 = or i64 %1098, %821
  %1100 = load i64, ptr %mx, align 4
  %1101 = icmp sgt i64 %1100, %1099
  %1102 = select i1 %1101, i64 %1100, i64 %1099
  store i64 %1102, ptr %mx, align 4
  br label %if.end47

if.end47:                                         ; preds = %if.then46, %if.end45
  br i1 %842, label %if.then48, label %if.end49

if.then48:                                        ; preds = %if.end47
  %1103 = and i64 %858, 4294967295
  %1104 = load i64, ptr %above, align 4
  %1105 = add i64 %1104, %1103
  store i64 %1105, ptr %above, align 4
  %1106 = ashr i64 %858, 32
  %1107 = icmp eq i64 %1106, 2143289344
  %1108 = zext i1 %1107 to i64
  %1109 = load i64, ptr %nan, align 4
  %1110 = or i64 %1109, %1108
  store i64 %1110, ptr %nan, align 4
  %1111 = shl i64 %1106, 32
  %1112 = or i64 %1111, %841
  %1113 = load i64, ptr %mx, align 4
  %1114 = icmp sgt i64 %1113, %1112
  %1115 = select i1 %1114, i64 %1113, i64 %1112
  store i64 %1115, ptr %mx, align 4
  br label %if.end49

if.end49:                                         ; preds = %if.then48, %if.end47
  br i1 %862, label %if.then50, label %if.end51

if.then50:                                        ; preds = %if.end49
  %1116 = and i64 %878, 4294967295
  %1117 = load i64, ptr %above, align 4
  %1118 = add i64 %1117, %1116
  store i64 %1118, ptr %above, align 4
  %1119 = ashr i64 %878, 32
  %1120 = icmp eq i64 %1119, 2143289344
  %1121 = zext i1 %1120 to i64
  %1122 = load i64, ptr %nan, align 4
  %1123 = or i64 %1122, %1121
  store i64 %1123, ptr %nan, align 4
  %1124 = shl i64 %1119, 32
  %1125 = or i64 %1124, %861
  %1126 = load i64, ptr %mx, align 4
  %1127 = icmp sgt i64 %1126, %1125
  %1128 = select i1 %1127, i64 %1126, i64 %1125
  store i64 %1128, ptr %mx, align 4
  br label %if.end51

if.end51:                                         ; preds = %if.then50, %if.end49
  br i1 %882, label %if.then52, label %if.end53

if.then52:                                        ; preds = %if.end51
  %1129 = and i64 %898, 4294967295
  %1130 = load i64, ptr %above, align 4
  %1131 = add i64 %1130, %1129
  store i64 %1131, ptr %above, align 4
  %1132 = ashr i64 %898, 32
  %1133 = icmp eq i64 %1132, 2143289344
  %1134 = zext i1 %1133 to i64
  %1135 = load i64, ptr %nan, align 4
  %1136 = or i64 %1135, %1134
  store i64 %1136, ptr %nan, align 4
  %1137 = shl i64 %1132, 32
  %1138 = or i64 %1137, %881
  %1139 = load i64, ptr %mx, align 4
  %1140 = icmp sgt i64 %1139, %1138
  %1141 = select i1 %1140, i64 %1139, i64 %1138
  store i64 %1141, ptr %mx, align 4
  br label %if.end53

if.end53:                                         ; preds = %if.then52, %if.end51
  br i1 %902, label %if.then54, label %if.end55

if.then54:                                        ; preds = %if.end53
  %1142 = and i64 %918, 4294967295
  %1143 = load i64, ptr %above, align 4
  %1144 = add i64 %1143, %1142
  store i64 %1144, ptr %above, align 4
  %1145 = ashr i64 %918, 32
  %1146 = icmp eq i64 %1145, 2143289344
  %1147 = zext i1 %1146 to i64
  %1148 = load i64, ptr %nan, align 4
  %1149 = or i64 %1148, %1147
  store i64 %1149, ptr %nan, align 4
  %1150 = shl i64 %1145, 32
  %1151 = or i64 %1150, %901
  %1152 = load i64, ptr %mx, align 4
  %1153 = icmp sgt i64 %1152, %1151
  %1154 = select i1 %1153, i64 %1152, i64 %1151
  store i64 %1154, ptr %mx, align 4
  br label %if.end55

if.end55:                                         ; preds = %if.then54, %if.end53
  br i1 %922, label %if.then56, label %if.end57

if.then56:                                        ; preds = %if.end55
  %1155 = and i64 %938, 4294967295
  %1156 = load i64, ptr %above, align 4
  %1157 = add i64 %1156, %1155
  store i64 %1157, ptr %above, align 4
  %1158 = ashr i64 %938, 32
  %1159 = icmp eq i64 %1158, 2143289344
  %1160 = zext i1 %1159 to i64
  %1161 = load i64, ptr %nan, align 4
  %1162 = or i64 %1161, %1160
  store i64 %1162, ptr %nan, align 4
  %1163 = shl i64 %1158, 32
  %1164 = or i64 %1163, %921
  %1165 = load i64, ptr %mx, align 4
  %1166 = icmp sgt i64 %1165, %1164
  %1167 = select i1 %1166, i64 %1165, i64 %1164
  store i64 %1167, ptr %mx, align 4
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %if.end55
  br i1 %942, label %if.then58, label %if.end59

if.then58:                                        ; preds = %if.end57
  %1168 = and i64 %958, 4294967295
  %1169 = load i64, ptr %above, align 4
  %1170 = add i64 %1169, %1168
  store i64 %1170, ptr %above, align 4
  %1171 = ashr i64 %958, 32
  %1172 = icmp eq i64 %1171, 2143289344
  %1173 = zext i1 %1172 to i64
  %1174 = load i64, ptr %nan, align 4
  %1175 = or i64 %1174, %1173
  store i64 %1175, ptr %nan, align 4
  %1176 = shl i64 %1171, 32
  %1177 = or i64 %1176, %941
  %1178 = load i64, ptr %mx, align 4
  %1179 = icmp sgt i64 %1178, %1177
  %1180 = select i1 %1179, i64 %1178, i64 %1177
  store i64 %1180, ptr %mx, align 4
  br label %if.end59

if.end59:                                         ; preds = %if.then58, %if.end57
  br i1 %962, label %if.then60, label %if.end61

if.then60:                                        ; preds = %if.end59
  %1181 = and i64 %978, 4294967295
  %1182 = load i64, ptr %above, align 4
  %1183 = add i64 %1182, %1181
  store i64 %1183, ptr %above, align 4
  %1184 = ashr i64 %978, 32
  %1185 = icmp eq i64 %1184, 2143289344
  %1186 = zext i1 %1185 to i64
  %1187 = load i64, ptr %nan, align 4
  %1188 = or i64 %1187, %1186
  store i64 %1188, ptr %nan, align 4
  %1189 = shl i64 %1184, 32
  %1190 = or i64 %1189, %961
  %1191 = load i64, ptr %mx, align 4
  %1192 = icmp sgt i64 %1191, %1190
  %1193 = select i1 %1192, i64 %1191, i64 %1190
  store i64 %1193, ptr %mx, align 4
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %if.end59
  br i1 %982, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end61
  %1194 = and i64 %998, 4294967295
  %1195 = load i64, ptr %above, align 4
  %1196 = add i64 %1195, %1194
  store i64 %1196, ptr %above, align 4
  %1197 = ashr i64 %998, 32
  %1198 = icmp eq i64 %1197, 2143289344
  %1199 = zext i1 %1198 to i64
  %1200 = load i64, ptr %nan, align 4
  %1201 = or i64 %1200, %1199
  store i64 %1201, ptr %nan, align 4
  %1202 = shl i64 %1197, 32
  %1203 = or i64 %1202, %981
  %1204 = load i64, ptr %mx, align 4
  %1205 = icmp sgt i64 %1204, %1203
  %1206 = select i1 %1205, i64 %1204, i64 %1203
  store i64 %1206, ptr %mx, align 4
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end61
  %words.next = add nsw i64 %words.iv, 1
  br label %words.head, !llvm.loop !3

if.then64:                                        ; preds = %cached.end
  %1207 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 %28
  store i64 %676, ptr addrspace(3) %1207, align 4
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %cached.end
  store i64 -9223372036854775808, ptr %sorted, align 4
  br i1 %391, label %sort.then, label %sort.else

sort.then:                                        ; preds = %if.end65
  %1208 = load i32, ptr %cachedmax, align 4
  %1209 = bitcast i32 %1208 to float
  %1210 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1209, i32 1, i32 31)
  %1211 = bitcast float %1210 to i32
  %1212 = and i64 %27, 1
  %1213 = icmp eq i64 %1212, 0
  %1214 = and i64 %27, 2
  %1215 = icmp eq i64 %1214, 0
  %1216 = icmp slt i32 %1208, %1211
  %1217 = select i1 %1216, i32 %1208, i32 %1211
  %1218 = icmp sgt i32 %1208, %1211
  %1219 = select i1 %1218, i32 %1208, i32 %1211
  %1220 = icmp eq i1 %1213, %1215
  %1221 = select i1 %1220, i32 %1219, i32 %1217
  %1222 = bitcast i32 %1221 to float
  %1223 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1222, i32 2, i32 31)
  %1224 = bitcast float %1223 to i32
  %1225 = and i64 %27, 2
  %1226 = icmp eq i64 %1225, 0
  %1227 = and i64 %27, 4
  %1228 = icmp eq i64 %1227, 0
  %1229 = icmp slt i32 %1221, %1224
  %1230 = select i1 %1229, i32 %1221, i32 %1224
  %1231 = icmp sgt i32 %1221, %1224
  %1232 = select i1 %1231, i32 %1221, i32 %1224
  %1233 = icmp eq i1 %1226, %1228
  %1234 = select i1 %1233, i32 %1232, i32 %1230
  %1235 = bitcast i32 %1234 to float
  %1236 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1235, i32 1, i32 31)
  %1237 = bitcast float %1236 to i32
  %1238 = and i64 %27, 1
  %1239 = icmp eq i64 %1238, 0
  %1240 = and i64 %27, 4
  %1241 = icmp eq i64 %1240, 0
  %1242 = icmp slt i32 %1234, %1237
  %1243 = select i1 %1242, i32 %1234, i32 %1237
  %1244 = icmp sgt i32 %1234, %1237
  %1245 = select i1 %1244, i32 %1234, i32 %1237
  %1246 = icmp eq i1 %1239, %1241
  %1247 = select i1 %1246, i32 %1245, i32 %1243
  %1248 = bitcast i32 %1247 to float
  %1249 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1248, i32 4, i32 31)
  %1250 = bitcast float %1249 to i32
  %1251 = and i64 %27, 4
  %1252 = icmp eq i64 %1251, 0
  %1253 = and i64 %27, 8
  %1254 = icmp eq i64 %1253, 0
  %1255 = icmp slt i32 %1247, %1250
  %1256 = select i1 %1255, i32 %1247, i32 %1250
  %1257 = icmp sgt i32 %1247, %1250
  %1258 = select i1 %1257, i32 %1247, i32 %1250
  %1259 = icmp eq i1 %1252, %1254
  %1260 = select i1 %1259, i32 %1258, i32 %1256
  %1261 = bitcast i32 %1260 to float
  %1262 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1261, i32 2, i32 31)
  %1263 = bitcast float %1262 to i32
  %1264 = and i64 %27, 2
  %1265 = icmp eq i64 %1264, 0
  %1266 = and i64 %27, 8
  %1267 = icmp eq i64 %1266, 0
  %1268 = icmp slt i32 %1260, %1263
  %1269 = select i1 %1268, i32 %1260, i32 %1263
  %1270 = icmp sgt i32 %1260, %1263
  %1271 = select i1 %1270, i32 %1260, i32 %1263
  %1272 = icmp eq i1 %1265, %1267
  %1273 = select i1 %1272, i32 %1271, i32 %1269
  %1274 = bitcast i32 %1273 to float
  %1275 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1274, i32 1, i32 31)
  %1276 = bitcast float %1275 to i32
  %1277 = and i64 %27, 1
  %1278 = icmp eq i64 %1277, 0
  %1279 = and i64 %27, 8
  %1280 = icmp eq i64 %1279, 0
  %1281 = icmp slt i32 %1273, %1276
  %1282 = select i1 %1281, i32 %1273, i32 %1276
  %1283 = icmp sgt i32 %1273, %1276
  %1284 = select i1 %1283, i32 %1273, i32 %1276
  %1285 = icmp eq i1 %1278, %1280
  %1286 = select i1 %1285, i32 %1284, i32 %1282
  %1287 = bitcast i32 %1286 to float
  %1288 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1287, i32 8, i32 31)
  %1289 = bitcast float %1288 to i32
  %1290 = and i64 %27, 8
  %1291 = icmp eq i64 %1290, 0
  %1292 = and i64 %27, 16
  %1293 = icmp eq i64 %1292, 0
  %1294 = icmp slt i32 %1286, %1289
  %1295 = select i1 %1294, i32 %1286, i32 %1289
  %1296 = icmp sgt i32 %1286, %1289
  %1297 = select i1 %1296, i32 %1286, i32 %1289
  %1298 = icmp eq i1 %1291, %1293
  %1299 = select i1 %1298, i32 %1297, i32 %1295
  %1300 = bitcast i32 %1299 to float
  %1301 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1300, i32 4, i32 31)
  %1302 = bitcast float %1301 to i32
  %1303 = and i64 %27, 4
  %1304 = icmp eq i64 %1303, 0
  %1305 = and i64 %27, 16
  %1306 = icmp eq i64 %1305, 0
  %1307 = icmp slt i32 %1299, %1302
  %1308 = select i1 %1307, i32 %1299, i32 %1302
  %1309 = icmp sgt i32 %1299, %1302
  %1310 = select i1 %1309, i32 %1299, i32 %1302
  %1311 = icmp eq i1 %1304, %1306
  %1312 = select i1 %1311, i32 %1310, i32 %1308
  %1313 = bitcast i32 %1312 to float
  %1314 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1313, i32 2, i32 31)
  %1315 = bitcast float %1314 to i32
  %1316 = and i64 %27, 2
  %1317 = icmp eq i64 %1316, 0
  %1318 = and i64 %27, 16
  %1319 = icmp eq i64 %1318, 0
  %1320 = icmp slt i32 %1312, %1315
  %1321 = select i1 %1320, i32 %1312, i32 %1315
  %1322 = icmp sgt i32 %1312, %1315
  %1323 = select i1 %1322, i32 %1312, i32 %1315
  %1324 = icmp eq i1 %1317, %1319
  %1325 = select i1 %1324, i32 %1323, i32 %1321
  %1326 = bitcast i32 %1325 to float
  %1327 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1326, i32 1, i32 31)
  %1328 = bitcast float %1327 to i32
  %1329 = and i64 %27, 1
  %1330 = icmp eq i64 %1329, 0
  %1331 = and i64 %27, 16
  %1332 = icmp eq i64 %1331, 0
  %1333 = icmp slt i32 %1325, %1328
  %1334 = select i1 %1333, i32 %1325, i32 %1328
  %1335 = icmp sgt i32 %1325, %1328
  %1336 = select i1 %1335, i32 %1325, i32 %1328
  %1337 = icmp eq i1 %1330, %1332
  %1338 = select i1 %1337, i32 %1336, i32 %1334
  %1339 = bitcast i32 %1338 to float
  %1340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1339, i32 16, i32 31)
  %1341 = bitcast float %1340 to i32
  %1342 = and i64 %27, 16
  %1343 = icmp eq i64 %1342, 0
  %1344 = and i64 %27, 32
  %1345 = icmp eq i64 %1344, 0
  %1346 = icmp slt i32 %1338, %1341
  %1347 = select i1 %1346, i32 %1338, i32 %1341
  %1348 = icmp sgt i32 %1338, %1341
  %1349 = select i1 %1348, i32 %1338, i32 %1341
  %1350 = icmp eq i1 %1343, %1345
  %1351 = select i1 %1350, i32 %1349, i32 %1347
  %1352 = bitcast i32 %1351 to float
  %1353 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1352, i32 8, i32 31)
  %1354 = bitcast float %1353 to i32
  %1355 = and i64 %27, 8
  %1356 = icmp eq i64 %1355, 0
  %1357 = and i64 %27, 32
  %1358 = icmp eq i64 %1357, 0
  %1359 = icmp slt i32 %1351, %1354
  %1360 = select i1 %1359, i32 %1351, i32 %1354
  %1361 = icmp sgt i32 %1351, %1354
  %1362 = select i1 %1361, i32 %1351, i32 %1354
  %1363 = icmp eq i1 %1356, %1358
  %1364 = select i1 %1363, i32 %1362, i32 %1360
  %1365 = bitcast i32 %1364 to float
  %1366 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1365, i32 4, i32 31)
  %1367 = bitcast float %1366 to i32
  %1368 = and i64 %27, 4
  %1369 = icmp eq i64 %1368, 0
  %1370 = and i64 %27, 32
  %1371 = icmp eq i64 %1370, 0
  %1372 = icmp slt i32 %1364, %1367
  %1373 = select i1 %1372, i32 %1364, i32 %1367
  %1374 = icmp sgt i32 %1364, %1367
  %1375 = select i1 %1374, i32 %1364, i32 %1367
  %1376 = icmp eq i1 %1369, %1371
  %1377 = select i1 %1376, i32 %1375, i32 %1373
  %1378 = bitcast i32 %1377 to float
  %1379 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1378, i32 2, i32 31)
  %1380 = bitcast float %1379 to i32
  %1381 = and i64 %27, 2
  %1382 = icmp eq i64 %1381, 0
  %1383 = and i64 %27, 32
  %1384 = icmp eq i64 %1383, 0
  %1385 = icmp slt i32 %1377, %1380
  %1386 = select i1 %1385, i32 %1377, i32 %1380
  %1387 = icmp sgt i32 %1377, %1380
  %1388 = select i1 %1387, i32 %1377, i32 %1380
  %1389 = icmp eq i1 %1382, %1384
  %1390 = select i1 %1389, i32 %1388, i32 %1386
  %1391 = bitcast i32 %1390 to float
  %1392 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1391, i32 1, i32 31)
  %1393 = bitcast float %1392 to i32
  %1394 = and i64 %27, 1
  %1395 = icmp eq i64 %1394, 0
  %1396 = and i64 %27, 32
  %1397 = icmp eq i64 %1396, 0
  %1398 = icmp slt i32 %1390, %1393
  %1399 = select i1 %1398, i32 %1390, i32 %1393
  %1400 = icmp sgt i32 %1390, %1393
  %1401 = select i1 %1400, i32 %1390, i32 %1393
  %1402 = icmp eq i1 %1395, %1397
  %1403 = select i1 %1402, i32 %1401, i32 %1399
  store i32 %1403, ptr %sorted32, align 4
  %1404 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %23
  store i32 %1403, ptr addrspace(3) %1404, align 4
  %1405 = ashr i32 %1403, 31
  %1406 = lshr i32 %1405, 16
  %1407 = and i32 %1403, -65536
  %1408 = or i32 %1407, %1406
  %1409 = and i32 %1403, 65535
  %1410 = zext i32 %1409 to i64
  %1411 = sext i32 %1408 to i64
  %1412 = shl i64 %1411, 32
  %1413 = or i64 %1412, %1410
  %1414 = icmp eq i32 %1403, -2147483648
  %1415 = select i1 %1414, i64 -9223372036854775808, i64 %1413
  store i64 %1415, ptr %sorted, align 4
  br label %sort.end

sort.else:                                        ; preds = %if.end65
  %1416 = trunc i64 %605 to i32
  %1417 = bitcast i32 %1416 to float
  %1418 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1417, i32 1, i32 31)
  %1419 = bitcast float %1418 to i32
  %1420 = lshr i64 %605, 32
  %1421 = trunc i64 %1420 to i32
  %1422 = bitcast i32 %1421 to float
  %1423 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1422, i32 1, i32 31)
  %1424 = bitcast float %1423 to i32
  %1425 = zext i32 %1419 to i64
  %1426 = zext i32 %1424 to i64
  %1427 = shl i64 %1426, 32
  %1428 = or i64 %1427, %1425
  %1429 = and i64 %27, 1
  %1430 = icmp eq i64 %1429, 0
  %1431 = and i64 %27, 2
  %1432 = icmp eq i64 %1431, 0
  %1433 = icmp slt i64 %605, %1428
  %1434 = select i1 %1433, i64 %605, i64 %1428
  %1435 = icmp sgt i64 %605, %1428
  %1436 = select i1 %1435, i64 %605, i64 %1428
  %1437 = icmp eq i1 %1430, %1432
  %1438 = select i1 %1437, i64 %1436, i64 %1434
  %1439 = trunc i64 %1438 to i32
  %1440 = bitcast i32 %1439 to float
  %1441 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1440, i32 2, i32 31)
  %1442 = bitcast float %1441 to i32
  %1443 = lshr i64 %1438, 32
  %1444 = trunc i64 %1443 to i32
  %1445 = bitcast i32 %1444 to float
  %1446 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1445, i32 2, i32 31)
  %1447 = bitcast float %1446 to i32
  %1448 = zext i32 %1442 to i64
  %1449 = zext i32 %1447 to i64
  %1450 = shl i64 %1449, 32
  %1451 = or i64 %1450, %1448
  %1452 = and i64 %27, 2
  %1453 = icmp eq i64 %1452, 0
  %1454 = and i64 %27, 4
  %1455 = icmp eq i64 %1454, 0
  %1456 = icmp slt i64 %1438, %1451
  %1457 = select i1 %1456, i64 %1438, i64 %1451
  %1458 = icmp sgt i64 %1438, %1451
  %1459 = select i1 %1458, i64 %1438, i64 %1451
  %1460 = icmp eq i1 %1453, %1455
  %1461 = select i1 %1460, i64 %1459, i64 %1457
  %1462 = trunc i64 %1461 to i32
  %1463 = bitcast i32 %1462 to float
  %1464 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1463, i32 1, i32 31)
  %1465 = bitcast float %1464 to i32
  %1466 = lshr i64 %1461, 32
  %1467 = trunc i64 %1466 to i32
  %1468 = bitcast i32 %1467 to float
  %1469 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1468, i32 1, i32 31)
  %1470 = bitcast float %1469 to i32
  %1471 = zext i32 %1465 to i64
  %1472 = zext i32 %1470 to i64
  %1473 = shl i64 %1472, 32
  %1474 = or i64 %1473, %1471
  %1475 = and i64 %27, 1
  %1476 = icmp eq i64 %1475, 0
  %1477 = and i64 %27, 4
  %1478 = icmp eq i64 %1477, 0
  %1479 = icmp slt i64 %1461, %1474
  %1480 = select i1 %1479, i64 %1461, i64 %1474
  %1481 = icmp sgt i64 %1461, %1474
  %1482 = select i1 %1481, i64 %1461, i64 %1474
  %1483 = icmp eq i1 %1476, %1478
  %1484 = select i1 %1483, i64 %1482, i64 %1480
  %1485 = trunc i64 %1484 to i32
  %1486 = bitcast i32 %1485 to float
  %1487 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1486, i32 4, i32 31)
  %1488 = bitcast float %1487 to i32
  %1489 = lshr i64 %1484, 32
  %1490 = trunc i64 %1489 to i32
  %1491 = bitcast i32 %1490 to float
  %1492 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1491, i32 4, i32 31)
  %1493 = bitcast float %1492 to i32
  %1494 = zext i32 %1488 to i64
  %1495 = zext i32 %1493 to i64
  %1496 = shl i64 %1495, 32
  %1497 = or i64 %1496, %1494
  %1498 = and i64 %27, 4
  %1499 = icmp eq i64 %1498, 0
  %1500 = and i64 %27, 8
  %1501 = icmp eq i64 %1500, 0
  %1502 = icmp slt i64 %1484, %1497
  %1503 = select i1 %1502, i64 %1484, i64 %1497
  %1504 = icmp sgt i64 %1484, %1497
  %1505 = select i1 %1504, i64 %1484, i64 %1497
  %1506 = icmp eq i1 %1499, %1501
  %1507 = select i1 %1506, i64 %1505, i64 %1503
  %1508 = trunc i64 %1507 to i32
  %1509 = bitcast i32 %1508 to float
  %1510 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1509, i32 2, i32 31)
  %1511 = bitcast float %1510 to i32
  %1512 = lshr i64 %1507, 32
  %1513 = trunc i64 %1512 to i32
  %1514 = bitcast i32 %1513 to float
  %1515 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1514, i32 2, i32 31)
  %1516 = bitcast float %1515 to i32
  %1517 = zext i32 %1511 to i64
  %1518 = zext i32 %1516 to i64
  %1519 = shl i64 %1518, 32
  %1520 = or i64 %1519, %1517
  %1521 = and i64 %27, 2
  %1522 = icmp eq i64 %1521, 0
  %1523 = and i64 %27, 8
  %1524 = icmp eq i64 %1523, 0
  %1525 = icmp slt i64 %1507, %1520
  %1526 = select i1 %1525, i64 %1507, i64 %1520
  %1527 = icmp sgt i64 %1507, %1520
  %1528 = select i1 %1527, i64 %1507, i64 %1520
  %1529 = icmp eq i1 %1522, %1524
  %1530 = select i1 %1529, i64 %1528, i64 %1526
  %1531 = trunc i64 %1530 to i32
  %1532 = bitcast i32 %1531 to float
  %1533 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1532, i32 1, i32 31)
  %1534 = bitcast float %1533 to i32
  %1535 = lshr i64 %1530, 32
  %1536 = trunc i64 %1535 to i32
  %1537 = bitcast i32 %1536 to float
  %1538 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1537, i32 1, i32 31)
  %1539 = bitcast float %1538 to i32
  %1540 = zext i32 %1534 to i64
  %1541 = zext i32 %1539 to i64
  %1542 = shl i64 %1541, 32
  %1543 = or i64 %1542, %1540
  %1544 = and i64 %27, 1
  %1545 = icmp eq i64 %1544, 0
  %1546 = and i64 %27, 8
  %1547 = icmp eq i64 %1546, 0
  %1548 = icmp slt i64 %1530, %1543
  %1549 = select i1 %1548, i64 %1530, i64 %1543
  %1550 = icmp sgt i64 %1530, %1543
  %1551 = select i1 %1550, i64 %1530, i64 %1543
  %1552 = icmp eq i1 %1545, %1547
  %1553 = select i1 %1552, i64 %1551, i64 %1549
  %1554 = trunc i64 %1553 to i32
  %1555 = bitcast i32 %1554 to float
  %1556 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1555, i32 8, i32 31)
  %1557 = bitcast float %1556 to i32
  %1558 = lshr i64 %1553, 32
  %1559 = trunc i64 %1558 to i32
  %1560 = bitcast i32 %1559 to float
  %1561 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1560, i32 8, i32 31)
  %1562 = bitcast float %1561 to i32
  %1563 = zext i32 %1557 to i64
  %1564 = zext i32 %1562 to i64
  %1565 = shl i64 %1564, 32
  %1566 = or i64 %1565, %1563
  %1567 = and i64 %27, 8
  %1568 = icmp eq i64 %1567, 0
  %1569 = and i64 %27, 16
  %1570 = icmp eq i64 %1569, 0
  %1571 = icmp slt i64 %1553, %1566
  %1572 = select i1 %1571, i64 %1553, i64 %1566
  %1573 = icmp sgt i64 %1553, %1566
  %1574 = select i1 %1573, i64 %1553, i64 %1566
  %1575 = icmp eq i1 %1568, %1570
  %1576 = select i1 %1575, i64 %1574, i64 %1572
  %1577 = trunc i64 %1576 to i32
  %1578 = bitcast i32 %1577 to float
  %1579 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1578, i32 4, i32 31)
  %1580 = bitcast float %1579 to i32
  %1581 = lshr i64 %1576, 32
  %1582 = trunc i64 %1581 to i32
  %1583 = bitcast i32 %1582 to float
  %1584 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1583, i32 4, i32 31)
  %1585 = bitcast float %1584 to i32
  %1586 = zext i32 %1580 to i64
  %1587 = zext i32 %1585 to i64
  %1588 = shl i64 %1587, 32
  %1589 = or i64 %1588, %1586
  %1590 = and i64 %27, 4
  %1591 = icmp eq i64 %1590, 0
  %1592 = and i64 %27, 16
  %1593 = icmp eq i64 %1592, 0
  %1594 = icmp slt i64 %1576, %1589
  %1595 = select i1 %1594, i64 %1576, i64 %1589
  %1596 = icmp sgt i64 %1576, %1589
  %1597 = select i1 %1596, i64 %1576, i64 %1589
  %1598 = icmp eq i1 %1591, %1593
  %1599 = select i1 %1598, i64 %1597, i64 %1595
  %1600 = trunc i64 %1599 to i32
  %1601 = bitcast i32 %1600 to float
  %1602 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1601, i32 2, i32 31)
  %1603 = bitcast float %1602 to i32
  %1604 = lshr i64 %1599, 32
  %1605 = trunc i64 %1604 to i32
  %1606 = bitcast i32 %1605 to float
  %1607 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1606, i32 2, i32 31)
  %1608 = bitcast float %1607 to i32
  %1609 = zext i32 %1603 to i64
  %1610 = zext i32 %1608 to i64
  %1611 = shl i64 %1610, 32
  %1612 = or i64 %1611, %1609
  %1613 = and i64 %27, 2
  %1614 = icmp eq i64 %1613, 0
  %1615 = and i64 %27, 16
  %1616 = icmp eq i64 %1615, 0
  %1617 = icmp slt i64 %1599, %1612
  %1618 = select i1 %1617, i64 %1599, i64 %1612
  %1619 = icmp sgt i64 %1599, %1612
  %1620 = select i1 %1619, i64 %1599, i64 %1612
  %1621 = icmp eq i1 %1614, %1616
  %1622 = select i1 %1621, i64 %1620, i64 %1618
  %1623 = trunc i64 %1622 to i32
  %1624 = bitcast i32 %1623 to float
  %1625 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1624, i32 1, i32 31)
  %1626 = bitcast float %1625 to i32
  %1627 = lshr i64 %1622, 32
  %1628 = trunc i64 %1627 to i32
  %1629 = bitcast i32 %1628 to float
  %1630 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1629, i32 1, i32 31)
  %1631 = bitcast float %1630 to i32
  %1632 = zext i32 %1626 to i64
  %1633 = zext i32 %1631 to i64
  %1634 = shl i64 %1633, 32
  %1635 = or i64 %1634, %1632
  %1636 = and i64 %27, 1
  %1637 = icmp eq i64 %1636, 0
  %1638 = and i64 %27, 16
  %1639 = icmp eq i64 %1638, 0
  %1640 = icmp slt i64 %1622, %1635
  %1641 = select i1 %1640, i64 %1622, i64 %1635
  %1642 = icmp sgt i64 %1622, %1635
  %1643 = select i1 %1642, i64 %1622, i64 %1635
  %1644 = icmp eq i1 %1637, %1639
  %1645 = select i1 %1644, i64 %1643, i64 %1641
  %1646 = trunc i64 %1645 to i32
  %1647 = bitcast i32 %1646 to float
  %1648 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1647, i32 16, i32 31)
  %1649 = bitcast float %1648 to i32
  %1650 = lshr i64 %1645, 32
  %1651 = trunc i64 %1650 to i32
  %1652 = bitcast i32 %1651 to float
  %1653 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1652, i32 16, i32 31)
  %1654 = bitcast float %1653 to i32
  %1655 = zext i32 %1649 to i64
  %1656 = zext i32 %1654 to i64
  %1657 = shl i64 %1656, 32
  %1658 = or i64 %1657, %1655
  %1659 = and i64 %27, 16
  %1660 = icmp eq i64 %1659, 0
  %1661 = and i64 %27, 32
  %1662 = icmp eq i64 %1661, 0
  %1663 = icmp slt i64 %1645, %1658
  %1664 = select i1 %1663, i64 %1645, i64 %1658
  %1665 = icmp sgt i64 %1645, %1658
  %1666 = select i1 %1665, i64 %1645, i64 %1658
  %1667 = icmp eq i1 %1660, %1662
  %1668 = select i1 %1667, i64 %1666, i64 %1664
  %1669 = trunc i64 %1668 to i32
  %1670 = bitcast i32 %1669 to float
  %1671 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1670, i32 8, i32 31)
  %1672 = bitcast float %1671 to i32
  %1673 = lshr i64 %1668, 32
  %1674 = trunc i64 %1673 to i32
  %1675 = bitcast i32 %1674 to float
  %1676 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1675, i32 8, i32 31)
  %1677 = bitcast float %1676 to i32
  %1678 = zext i32 %1672 to i64
  %1679 = zext i32 %1677 to i64
  %1680 = shl i64 %1679, 32
  %1681 = or i64 %1680, %1678
  %1682 = and i64 %27, 8
  %1683 = icmp eq i64 %1682, 0
  %1684 = and i64 %27, 32
  %1685 = icmp eq i64 %1684, 0
  %1686 = icmp slt i64 %1668, %1681
  %1687 = select i1 %1686, i64 %1668, i64 %1681
  %1688 = icmp sgt i64 %1668, %1681
  %1689 = select i1 %1688, i64 %1668, i64 %1681
  %1690 = icmp eq i1 %1683, %1685
  %1691 = select i1 %1690, i64 %1689, i64 %1687
  %1692 = trunc i64 %1691 to i32
  %1693 = bitcast i32 %1692 to float
  %1694 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1693, i32 4, i32 31)
  %1695 = bitcast float %1694 to i32
  %1696 = lshr i64 %1691, 32
  %1697 = trunc i64 %1696 to i32
  %1698 = bitcast i32 %1697 to float
  %1699 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1698, i32 4, i32 31)
  %1700 = bitcast float %1699 to i32
  %1701 = zext i32 %1695 to i64
  %1702 = zext i32 %1700 to i64
  %1703 = shl i64 %1702, 32
  %1704 = or i64 %1703, %1701
  %1705 = and i64 %27, 4
  %1706 = icmp eq i64 %1705, 0
  %1707 = and i64 %27, 32
  %1708 = icmp eq i64 %1707, 0
  %1709 = icmp slt i64 %1691, %1704
  %1710 = select i1 %1709, i64 %1691, i64 %1704
  %1711 = icmp sgt i64 %1691, %1704
  %1712 = select i1 %1711, i64 %1691, i64 %1704
  %1713 = icmp eq i1 %1706, %1708
  %1714 = select i1 %1713, i64 %1712, i64 %1710
  %1715 = trunc i64 %1714 to i32
  %1716 = bitcast i32 %1715 to float
  %1717 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1716, i32 2, i32 31)
  %1718 = bitcast float %1717 to i32
  %1719 = lshr i64 %1714, 32
  %1720 = trunc i64 %1719 to i32
  %1721 = bitcast i32 %1720 to float
  %1722 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1721, i32 2, i32 31)
  %1723 = bitcast float %1722 to i32
  %1724 = zext i32 %1718 to i64
  %1725 = zext i32 %1723 to i64
  %1726 = shl i64 %1725, 32
  %1727 = or i64 %1726, %1724
  %1728 = and i64 %27, 2
  %1729 = icmp eq i64 %1728, 0
  %1730 = and i64 %27, 32
  %1731 = icmp eq i64 %1730, 0
  %1732 = icmp slt i64 %1714, %1727
  %1733 = select i1 %1732, i64 %1714, i64 %1727
  %1734 = icmp sgt i64 %1714, %1727
  %1735 = select i1 %1734, i64 %1714, i64 %1727
  %1736 = icmp eq i1 %1729, %1731
  %1737 = select i1 %1736, i64 %1735, i64 %1733
  %1738 = trunc i64 %1737 to i32
  %1739 = bitcast i32 %1738 to float
  %1740 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1739, i32 1, i32 31)
  %1741 = bitcast float %1740 to i32
  %1742 = lshr i64 %1737, 32
  %1743 = trunc i64 %1742 to i32
  %1744 = bitcast i32 %1743 to float
  %1745 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1744, i32 1, i32 31)
  %1746 = bitcast float %1745 to i32
  %1747 = zext i32 %1741 to i64
  %1748 = zext i32 %1746 to i64
  %1749 = shl i64 %1748, 32
  %1750 = or i64 %1749, %1747
  %1751 = and i64 %27, 1
  %1752 = icmp eq i64 %1751, 0
  %1753 = and i64 %27, 32
  %1754 = icmp eq i64 %1753, 0
  %1755 = icmp slt i64 %1737, %1750
  %1756 = select i1 %1755, i64 %1737, i64 %1750
  %1757 = icmp sgt i64 %1737, %1750
  %1758 = select i1 %1757, i64 %1737, i64 %1750
  %1759 = icmp eq i1 %1752, %1754
  %1760 = select i1 %1759, i64 %1758, i64 %1756
  store i64 %1760, ptr %sorted, align 4
  br label %sort.end

sort.end:                                         ; preds = %sort.else, %sort.then
  %1761 = load i64, ptr %sorted, align 4
  %1762 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %23
  store i64 %1761, ptr addrspace(3) %1762, align 4
  call void @llvm.nvvm.barrier0()
  %1763 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), align 4
  %1764 = add i64 0, %1763
  %1765 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 1), align 4
  %1766 = add i64 %1764, %1765
  %1767 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 2), align 4
  %1768 = add i64 %1766, %1767
  %1769 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 3), align 4
  %1770 = add i64 %1768, %1769
  br i1 %41, label %if.then66, label %if.end67

if.then66:                                        ; preds = %sort.end
  %1771 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  store float %1771, ptr %lse, align 4
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %sort.end
  %1772 = load float, ptr %lse, align 4
  %1773 = and i64 %1770, 281474976710655
  %1774 = lshr i64 %1770, 48
  %1775 = icmp slt i64 %31, %6
  %1776 = icmp sge i64 %31, 0
  %1777 = and i1 %1776, %1775
  %1778 = bitcast float %54 to i32
  %1779 = icmp eq i32 %1778, -2147483648
  %1780 = icmp sgt i64 %1774, 0
  %1781 = or i1 %1779, %1780
  %1782 = fcmp ord float %54, %54
  %1783 = and i1 %1782, %1781
  store i64 %1773, ptr %above68, align 4
  br i1 %1783, label %exact.then, label %exact.end

exact.then:                                       ; preds = %if.end67
  %1784 = bitcast float %54 to i32
  %1785 = fcmp uno float %54, %54
  %1786 = select i1 %1785, i32 2143289344, i32 %1784
  %1787 = xor i32 %1786, 2147483647
  %1788 = icmp sge i32 %1786, 0
  %1789 = select i1 %1788, i32 %1786, i32 %1787
  store i64 0, ptr %exact, align 4
  br label %exactabove.head

exact.end:                                        ; preds = %if.end70, %if.end67
  %1790 = load i64, ptr %above68, align 4
  %1791 = add i64 %1790, 1
  %1792 = select i1 %1777, i64 %1791, i64 0
  %1793 = trunc i64 %16 to i32
  %1794 = bitcast i32 %1793 to float
  %1795 = fcmp olt float %1794, 1.000000e+00
  %1796 = fcmp ogt float %1794, 0.000000e+00
  %1797 = and i1 %1796, %1795
  br i1 %1797, label %if.then71, label %if.end72

exactabove.head:                                  ; preds = %exactabove.body, %exact.then
  %exactabove.iv = phi i64 [ %23, %exact.then ], [ %exactabove.next, %exactabove.body ]
  %1798 = icmp slt i64 %exactabove.iv, %6
  br i1 %1798, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %1799 = mul i64 %exactabove.iv, 2
  %1800 = getelementptr i8, ptr %46, i64 %1799
  %1801 = load i16, ptr %1800, align 2
  %1802 = zext i16 %1801 to i32
  %1803 = shl i32 %1802, 16
  %1804 = bitcast i32 %1803 to float
  %1805 = bitcast float %1804 to i32
  %1806 = fcmp uno float %1804, %1804
  %1807 = select i1 %1806, i32 2143289344, i32 %1805
  %1808 = xor i32 %1807, 2147483647
  %1809 = icmp sge i32 %1807, 0
  %1810 = select i1 %1809, i32 %1807, i32 %1808
  %1811 = icmp sgt i32 %1810, %1789
  %1812 = zext i1 %1811 to i64
  %1813 = load i64, ptr %exact, align 4
  %1814 = add i64 %1813, %1812
  store i64 %1814, ptr %exact, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 128
  br label %exactabove.head, !llvm.loop !5

exactabove.exit:                                  ; preds = %exactabove.head
  %1815 = load i64, ptr %exact, align 4
  %1816 = and i64 %23, 31
  %1817 = trunc i64 %1815 to i32
  %1818 = bitcast i32 %1817 to float
  %1819 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1818, i32 16, i32 31)
  %1820 = bitcast float %1819 to i32
  %1821 = lshr i64 %1815, 32
  %1822 = trunc i64 %1821 to i32
  %1823 = bitcast i32 %1822 to float
  %1824 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1823, i32 16, i32 31)
  %1825 = bitcast float %1824 to i32
  %1826 = zext i32 %1820 to i64
  %1827 = zext i32 %1825 to i64
  %1828 = shl i64 %1827, 32
  %1829 = or i64 %1828, %1826
  %1830 = add i64 %1815, %1829
  %1831 = trunc i64 %1830 to i32
  %1832 = bitcast i32 %1831 to float
  %1833 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1832, i32 8, i32 31)
  %1834 = bitcast float %1833 to i32
  %1835 = lshr i64 %1830, 32
  %1836 = trunc i64 %1835 to i32
  %1837 = bitcast i32 %1836 to float
  %1838 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1837, i32 8, i32 31)
  %1839 = bitcast float %1838 to i32
  %1840 = zext i32 %1834 to i64
  %1841 = zext i32 %1839 to i64
  %1842 = shl i64 %1841, 32
  %1843 = or i64 %1842, %1840
  %1844 = add i64 %1830, %1843
  %1845 = trunc i64 %1844 to i32
  %1846 = bitcast i32 %1845 to float
  %1847 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1846, i32 4, i32 31)
  %1848 = bitcast float %1847 to i32
  %1849 = lshr i64 %1844, 32
  %1850 = trunc i64 %1849 to i32
  %1851 = bitcast i32 %1850 to float
  %1852 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1851, i32 4, i32 31)
  %1853 = bitcast float %1852 to i32
  %1854 = zext i32 %1848 to i64
  %1855 = zext i32 %1853 to i64
  %1856 = shl i64 %1855, 32
  %1857 = or i64 %1856, %1854
  %1858 = add i64 %1844, %1857
  %1859 = trunc i64 %1858 to i32
  %1860 = bitcast i32 %1859 to float
  %1861 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1860, i32 2, i32 31)
  %1862 = bitcast float %1861 to i32
  %1863 = lshr i64 %1858, 32
  %1864 = trunc i64 %1863 to i32
  %1865 = bitcast i32 %1864 to float
  %1866 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1865, i32 2, i32 31)
  %1867 = bitcast float %1866 to i32
  %1868 = zext i32 %1862 to i64
  %1869 = zext i32 %1867 to i64
  %1870 = shl i64 %1869, 32
  %1871 = or i64 %1870, %1868
  %1872 = add i64 %1858, %1871
  %1873 = trunc i64 %1872 to i32
  %1874 = bitcast i32 %1873 to float
  %1875 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1874, i32 1, i32 31)
  %1876 = bitcast float %1875 to i32
  %1877 = lshr i64 %1872, 32
  %1878 = trunc i64 %1877 to i32
  %1879 = bitcast i32 %1878 to float
  %1880 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1879, i32 1, i32 31)
  %1881 = bitcast float %1880 to i32
  %1882 = zext i32 %1876 to i64
  %1883 = zext i32 %1881 to i64
  %1884 = shl i64 %1883, 32
  %1885 = or i64 %1884, %1882
  %1886 = add i64 %1872, %1885
  %1887 = icmp eq i64 %27, 0
  br i1 %1887, label %if.then69, label %if.end70

if.then69:                                        ; preds = %exactabove.exit
  %1888 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 %28
  store i64 %1886, ptr addrspace(3) %1888, align 4
  br label %if.end70

if.end70:                                         ; preds = %if.then69, %exactabove.exit
  call void @llvm.nvvm.barrier0()
  %1889 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), align 4
  %1890 = add i64 0, %1889
  %1891 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 1), align 4
  %1892 = add i64 %1890, %1891
  %1893 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 2), align 4
  %1894 = add i64 %1892, %1893
  %1895 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 3), align 4
  %1896 = add i64 %1894, %1895
  store i64 %1896, ptr %above68, align 4
  br label %exact.end

if.then71:                                        ; preds = %exact.end
  %1897 = icmp ne i64 %1761, -9223372036854775808
  %1898 = icmp slt i64 %27, 16
  %1899 = and i1 %1898, %1897
  br i1 %1899, label %if.then73, label %if.end74

if.end72:                                         ; preds = %if.end285, %exact.end
  %1900 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  %1901 = icmp ne i32 %1900, 0
  br i1 %1901, label %reached.then, label %reached.else

if.then73:                                        ; preds = %if.then71
  store i32 0, ptr %place, align 4
  br i1 %391, label %place.then, label %place.else

if.end74:                                         ; preds = %if.end76, %if.then71
  call void @llvm.nvvm.barrier0()
  %1902 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %391, label %glist.then, label %glist.else

place.then:                                       ; preds = %if.then73
  %1903 = load i32, ptr %sorted32, align 4
  %1904 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %1905 = icmp sgt i32 %1904, %1903
  %1906 = select i1 %1905, i32 16, i32 0
  %1907 = add i32 7, %1906
  %1908 = zext i32 %1907 to i64
  %1909 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1908
  %1910 = load i32, ptr addrspace(3) %1909, align 4
  %1911 = add i32 %1906, 8
  %1912 = icmp sgt i32 %1910, %1903
  %1913 = select i1 %1912, i32 %1911, i32 %1906
  %1914 = add i32 3, %1913
  %1915 = zext i32 %1914 to i64
  %1916 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1915
  %1917 = load i32, ptr addrspace(3) %1916, align 4
  %1918 = add i32 %1913, 4
  %1919 = icmp sgt i32 %1917, %1903
  %1920 = select i1 %1919, i32 %1918, i32 %1913
  %1921 = add i32 1, %1920
  %1922 = zext i32 %1921 to i64
  %1923 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1922
  %1924 = load i32, ptr addrspace(3) %1923, align 4
  %1925 = add i32 %1920, 2
  %1926 = icmp sgt i32 %1924, %1903
  %1927 = select i1 %1926, i32 %1925, i32 %1920
  %1928 = add i32 0, %1927
  %1929 = zext i32 %1928 to i64
  %1930 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1929
  %1931 = load i32, ptr addrspace(3) %1930, align 4
  %1932 = add i32 %1927, 1
  %1933 = icmp sgt i32 %1931, %1903
  %1934 = select i1 %1933, i32 %1932, i32 %1927
  %1935 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %1936 = icmp sgt i32 %1935, %1903
  %1937 = zext i1 %1936 to i32
  %1938 = add i32 %1934, %1937
  %1939 = add i32 0, %1938
  %1940 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %1941 = icmp sgt i32 %1940, %1903
  %1942 = select i1 %1941, i32 16, i32 0
  %1943 = add i32 39, %1942
  %1944 = zext i32 %1943 to i64
  %1945 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1944
  %1946 = load i32, ptr addrspace(3) %1945, align 4
  %1947 = add i32 %1942, 8
  %1948 = icmp sgt i32 %1946, %1903
  %1949 = select i1 %1948, i32 %1947, i32 %1942
  %1950 = add i32 35, %1949
  %1951 = zext i32 %1950 to i64
  %1952 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1951
  %1953 = load i32, ptr addrspace(3) %1952, align 4
  %1954 = add i32 %1949, 4
  %1955 = icmp sgt i32 %1953, %1903
  %1956 = select i1 %1955, i32 %1954, i32 %1949
  %1957 = add i32 33, %1956
  %1958 = zext i32 %1957 to i64
  %1959 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1958
  %1960 = load i32, ptr addrspace(3) %1959, align 4
  %1961 = add i32 %1956, 2
  %1962 = icmp sgt i32 %1960, %1903
  %1963 = select i1 %1962, i32 %1961, i32 %1956
  %1964 = add i32 32, %1963
  %1965 = zext i32 %1964 to i64
  %1966 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1965
  %1967 = load i32, ptr addrspace(3) %1966, align 4
  %1968 = add i32 %1963, 1
  %1969 = icmp sgt i32 %1967, %1903
  %1970 = select i1 %1969, i32 %1968, i32 %1963
  %1971 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %1972 = icmp sgt i32 %1971, %1903
  %1973 = zext i1 %1972 to i32
  %1974 = add i32 %1970, %1973
  %1975 = add i32 %1939, %1974
  %1976 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %1977 = icmp sgt i32 %1976, %1903
  %1978 = select i1 %1977, i32 16, i32 0
  %1979 = add i32 71, %1978
  %1980 = zext i32 %1979 to i64
  %1981 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1980
  %1982 = load i32, ptr addrspace(3) %1981, align 4
  %1983 = add i32 %1978, 8
  %1984 = icmp sgt i32 %1982, %1903
  %1985 = select i1 %1984, i32 %1983, i32 %1978
  %1986 = add i32 67, %1985
  %1987 = zext i32 %1986 to i64
  %1988 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1987
  %1989 = load i32, ptr addrspace(3) %1988, align 4
  %1990 = add i32 %1985, 4
  %1991 = icmp sgt i32 %1989, %1903
  %1992 = select i1 %1991, i32 %1990, i32 %1985
  %1993 = add i32 65, %1992
  %1994 = zext i32 %1993 to i64
  %1995 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1994
  %1996 = load i32, ptr addrspace(3) %1995, align 4
  %1997 = add i32 %1992, 2
  %1998 = icmp sgt i32 %1996, %1903
  %1999 = select i1 %1998, i32 %1997, i32 %1992
  %2000 = add i32 64, %1999
  %2001 = zext i32 %2000 to i64
  %2002 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2001
  %2003 = load i32, ptr addrspace(3) %2002, align 4
  %2004 = add i32 %1999, 1
  %2005 = icmp sgt i32 %2003, %1903
  %2006 = select i1 %2005, i32 %2004, i32 %1999
  %2007 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %2008 = icmp sgt i32 %2007, %1903
  %2009 = zext i1 %2008 to i32
  %2010 = add i32 %2006, %2009
  %2011 = add i32 %1975, %2010
  %2012 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %2013 = icmp sgt i32 %2012, %1903
  %2014 = select i1 %2013, i32 16, i32 0
  %2015 = add i32 103, %2014
  %2016 = zext i32 %2015 to i64
  %2017 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2016
  %2018 = load i32, ptr addrspace(3) %2017, align 4
  %2019 = add i32 %2014, 8
  %2020 = icmp sgt i32 %2018, %1903
  %2021 = select i1 %2020, i32 %2019, i32 %2014
  %2022 = add i32 99, %2021
  %2023 = zext i32 %2022 to i64
  %2024 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2023
  %2025 = load i32, ptr addrspace(3) %2024, align 4
  %2026 = add i32 %2021, 4
  %2027 = icmp sgt i32 %2025, %1903
  %2028 = select i1 %2027, i32 %2026, i32 %2021
  %2029 = add i32 97, %2028
  %2030 = zext i32 %2029 to i64
  %2031 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2030
  %2032 = load i32, ptr addrspace(3) %2031, align 4
  %2033 = add i32 %2028, 2
  %2034 = icmp sgt i32 %2032, %1903
  %2035 = select i1 %2034, i32 %2033, i32 %2028
  %2036 = add i32 96, %2035
  %2037 = zext i32 %2036 to i64
  %2038 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2037
  %2039 = load i32, ptr addrspace(3) %2038, align 4
  %2040 = add i32 %2035, 1
  %2041 = icmp sgt i32 %2039, %1903
  %2042 = select i1 %2041, i32 %2040, i32 %2035
  %2043 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %2044 = icmp sgt i32 %2043, %1903
  %2045 = zext i1 %2044 to i32
  %2046 = add i32 %2042, %2045
  %2047 = add i32 %2011, %2046
  store i32 %2047, ptr %place, align 4
  br label %place.end

place.else:                                       ; preds = %if.then73
  %2048 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %2049 = icmp sgt i64 %2048, %1761
  %2050 = select i1 %2049, i32 16, i32 0
  %2051 = add i32 7, %2050
  %2052 = zext i32 %2051 to i64
  %2053 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2052
  %2054 = load i64, ptr addrspace(3) %2053, align 4
  %2055 = add i32 %2050, 8
  %2056 = icmp sgt i64 %2054, %1761
  %2057 = select i1 %2056, i32 %2055, i32 %2050
  %2058 = add i32 3, %2057
  %2059 = zext i32 %2058 to i64
  %2060 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2059
  %2061 = load i64, ptr addrspace(3) %2060, align 4
  %2062 = add i32 %2057, 4
  %2063 = icmp sgt i64 %2061, %1761
  %2064 = select i1 %2063, i32 %2062, i32 %2057
  %2065 = add i32 1, %2064
  %2066 = zext i32 %2065 to i64
  %2067 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2066
  %2068 = load i64, ptr addrspace(3) %2067, align 4
  %2069 = add i32 %2064, 2
  %2070 = icmp sgt i64 %2068, %1761
  %2071 = select i1 %2070, i32 %2069, i32 %2064
  %2072 = add i32 0, %2071
  %2073 = zext i32 %2072 to i64
  %2074 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2073
  %2075 = load i64, ptr addrspace(3) %2074, align 4
  %2076 = add i32 %2071, 1
  %2077 = icmp sgt i64 %2075, %1761
  %2078 = select i1 %2077, i32 %2076, i32 %2071
  %2079 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %2080 = icmp sgt i64 %2079, %1761
  %2081 = zext i1 %2080 to i32
  %2082 = add i32 %2078, %2081
  %2083 = add i32 0, %2082
  %2084 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %2085 = icmp sgt i64 %2084, %1761
  %2086 = select i1 %2085, i32 16, i32 0
  %2087 = add i32 39, %2086
  %2088 = zext i32 %2087 to i64
  %2089 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2088
  %2090 = load i64, ptr addrspace(3) %2089, align 4
  %2091 = add i32 %2086, 8
  %2092 = icmp sgt i64 %2090, %1761
  %2093 = select i1 %2092, i32 %2091, i32 %2086
  %2094 = add i32 35, %2093
  %2095 = zext i32 %2094 to i64
  %2096 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2095
  %2097 = load i64, ptr addrspace(3) %2096, align 4
  %2098 = add i32 %2093, 4
  %2099 = icmp sgt i64 %2097, %1761
  %2100 = select i1 %2099, i32 %2098, i32 %2093
  %2101 = add i32 33, %2100
  %2102 = zext i32 %2101 to i64
  %2103 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2102
  %2104 = load i64, ptr addrspace(3) %2103, align 4
  %2105 = add i32 %2100, 2
  %2106 = icmp sgt i64 %2104, %1761
  %2107 = select i1 %2106, i32 %2105, i32 %2100
  %2108 = add i32 32, %2107
  %2109 = zext i32 %2108 to i64
  %2110 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2109
  %2111 = load i64, ptr addrspace(3) %2110, align 4
  %2112 = add i32 %2107, 1
  %2113 = icmp sgt i64 %2111, %1761
  %2114 = select i1 %2113, i32 %2112, i32 %2107
  %2115 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %2116 = icmp sgt i64 %2115, %1761
  %2117 = zext i1 %2116 to i32
  %2118 = add i32 %2114, %2117
  %2119 = add i32 %2083, %2118
  %2120 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %2121 = icmp sgt i64 %2120, %1761
  %2122 = select i1 %2121, i32 16, i32 0
  %2123 = add i32 71, %2122
  %2124 = zext i32 %2123 to i64
  %2125 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2124
  %2126 = load i64, ptr addrspace(3) %2125, align 4
  %2127 = add i32 %2122, 8
  %2128 = icmp sgt i64 %2126, %1761
  %2129 = select i1 %2128, i32 %2127, i32 %2122
  %2130 = add i32 67, %2129
  %2131 = zext i32 %2130 to i64
  %2132 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2131
  %2133 = load i64, ptr addrspace(3) %2132, align 4
  %2134 = add i32 %2129, 4
  %2135 = icmp sgt i64 %2133, %1761
  %2136 = select i1 %2135, i32 %2134, i32 %2129
  %2137 = add i32 65, %2136
  %2138 = zext i32 %2137 to i64
  %2139 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2138
  %2140 = load i64, ptr addrspace(3) %2139, align 4
  %2141 = add i32 %2136, 2
  %2142 = icmp sgt i64 %2140, %1761
  %2143 = select i1 %2142, i32 %2141, i32 %2136
  %2144 = add i32 64, %2143
  %2145 = zext i32 %2144 to i64
  %2146 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2145
  %2147 = load i64, ptr addrspace(3) %2146, align 4
  %2148 = add i32 %2143, 1
  %2149 = icmp sgt i64 %2147, %1761
  %2150 = select i1 %2149, i32 %2148, i32 %2143
  %2151 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %2152 = icmp sgt i64 %2151, %1761
  %2153 = zext i1 %2152 to i32
  %2154 = add i32 %2150, %2153
  %2155 = add i32 %2119, %2154
  %2156 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %2157 = icmp sgt i64 %2156, %1761
  %2158 = select i1 %2157, i32 16, i32 0
  %2159 = add i32 103, %2158
  %2160 = zext i32 %2159 to i64
  %2161 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2160
  %2162 = load i64, ptr addrspace(3) %2161, align 4
  %2163 = add i32 %2158, 8
  %2164 = icmp sgt i64 %2162, %1761
  %2165 = select i1 %2164, i32 %2163, i32 %2158
  %2166 = add i32 99, %2165
  %2167 = zext i32 %2166 to i64
  %2168 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2167
  %2169 = load i64, ptr addrspace(3) %2168, align 4
  %2170 = add i32 %2165, 4
  %2171 = icmp sgt i64 %2169, %1761
  %2172 = select i1 %2171, i32 %2170, i32 %2165
  %2173 = add i32 97, %2172
  %2174 = zext i32 %2173 to i64
  %2175 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2174
  %2176 = load i64, ptr addrspace(3) %2175, align 4
  %2177 = add i32 %2172, 2
  %2178 = icmp sgt i64 %2176, %1761
  %2179 = select i1 %2178, i32 %2177, i32 %2172
  %2180 = add i32 96, %2179
  %2181 = zext i32 %2180 to i64
  %2182 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2181
  %2183 = load i64, ptr addrspace(3) %2182, align 4
  %2184 = add i32 %2179, 1
  %2185 = icmp sgt i64 %2183, %1761
  %2186 = select i1 %2185, i32 %2184, i32 %2179
  %2187 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %2188 = icmp sgt i64 %2187, %1761
  %2189 = zext i1 %2188 to i32
  %2190 = add i32 %2186, %2189
  %2191 = add i32 %2155, %2190
  store i32 %2191, ptr %place, align 4
  br label %place.end

place.end:                                        ; preds = %place.else, %place.then
  %2192 = load i32, ptr %place, align 4
  %2193 = icmp eq i32 %2192, 15
  br i1 %2193, label %if.then75, label %if.end76

if.then75:                                        ; preds = %place.end
  %2194 = ashr i64 %1761, 32
  %2195 = trunc i64 %2194 to i32
  store i32 %2195, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end76

if.end76:                                         ; preds = %if.then75, %place.end
  br label %if.end74

glist.then:                                       ; preds = %if.end74
  %2196 = and i32 %1902, -65536
  %2197 = load i32, ptr %cachedmax, align 4
  %2198 = icmp sge i32 %2197, %2196
  br i1 %2198, label %if.then77, label %if.end78

glist.else:                                       ; preds = %if.end74
  %2199 = add i64 %48, 2047
  %2200 = udiv i64 %2199, 2048
  br label %glist.head

glist.end:                                        ; preds = %glist.exit, %if.end78
  call void @llvm.nvvm.barrier0()
  %2201 = load i32, ptr addrspace(3) @block_shared, align 4
  %2202 = icmp ugt i32 %2201, 256
  %2203 = xor i1 %2202, true
  br i1 %2203, label %if.then239, label %if.end240

if.then77:                                        ; preds = %glist.then
  %2204 = load i32, ptr %cached, align 4
  %2205 = icmp sge i32 %2204, %2196
  %2206 = icmp ne i32 %2204, -2147483648
  %2207 = and i1 %2206, %2205
  br i1 %2207, label %if.then79, label %if.end80

if.end78:                                         ; preds = %if.end140, %glist.then
  br label %glist.end

if.then79:                                        ; preds = %if.then77
  %2208 = add i64 %23, 0
  %2209 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2210 = icmp ult i32 %2209, 256
  br i1 %2210, label %if.then81, label %if.end82

if.end80:                                         ; preds = %if.end82, %if.then77
  %2211 = load i32, ptr %cached17, align 4
  %2212 = icmp sge i32 %2211, %2196
  %2213 = icmp ne i32 %2211, -2147483648
  %2214 = and i1 %2213, %2212
  br i1 %2214, label %if.then83, label %if.end84

if.then81:                                        ; preds = %if.then79
  %2215 = zext i32 %2209 to i64
  %2216 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2215
  %2217 = trunc i64 %2208 to i32
  store i32 %2217, ptr addrspace(3) %2216, align 4
  br label %if.end82

if.end82:                                         ; preds = %if.then81, %if.then79
  br label %if.end80

if.then83:                                        ; preds = %if.end80
  %2218 = add i64 %23, 128
  %2219 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2220 = icmp ult i32 %2219, 256
  br i1 %2220, label %if.then85, label %if.end86

if.end84:                                         ; preds = %if.end86, %if.end80
  %2221 = load i32, ptr %cached18, align 4
  %2222 = icmp sge i32 %2221, %2196
  %2223 = icmp ne i32 %2221, -2147483648
  %2224 = and i1 %2223, %2222
  br i1 %2224, label %if.then87, label %if.end88

if.then85:                                        ; preds = %if.then83
  %2225 = zext i32 %2219 to i64
  %2226 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2225
  %2227 = trunc i64 %2218 to i32
  store i32 %2227, ptr addrspace(3) %2226, align 4
  br label %if.end86

if.end86:                                         ; preds = %if.then85, %if.then83
  br label %if.end84

if.then87:                                        ; preds = %if.end84
  %2228 = add i64 %23, 256
  %2229 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2230 = icmp ult i32 %2229, 256
  br i1 %2230, label %if.then89, label %if.end90

if.end88:                                         ; preds = %if.end90, %if.end84
  %2231 = load i32, ptr %cached19, align 4
  %2232 = icmp sge i32 %2231, %2196
  %2233 = icmp ne i32 %2231, -2147483648
  %2234 = and i1 %2233, %2232
  br i1 %2234, label %if.then91, label %if.end92

if.then89:                                        ; preds = %if.then87
  %2235 = zext i32 %2229 to i64
  %2236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2235
  %2237 = trunc i64 %2228 to i32
  store i32 %2237, ptr addrspace(3) %2236, align 4
  br label %if.end90

if.end90:                                         ; preds = %if.then89, %if.then87
  br label %if.end88

if.then91:                                        ; preds = %if.end88
  %2238 = add i64 %23, 384
  %2239 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2240 = icmp ult i32 %2239, 256
  br i1 %2240, label %if.then93, label %if.end94

if.end92:                                         ; preds = %if.end94, %if.end88
  %2241 = load i32, ptr %cached20, align 4
  %2242 = icmp sge i32 %2241, %2196
  %2243 = icmp ne i32 %2241, -2147483648
  %2244 = and i1 %2243, %2242
  br i1 %2244, label %if.then95, label %if.end96

if.then93:                                        ; preds = %if.then91
  %2245 = zext i32 %2239 to i64
  %2246 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2245
  %2247 = trunc i64 %2238 to i32
  store i32 %2247, ptr addrspace(3) %2246, align 4
  br label %if.end94

if.end94:                                         ; preds = %if.then93, %if.then91
  br label %if.end92

if.then95:                                        ; preds = %if.end92
  %2248 = add i64 %23, 512
  %2249 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2250 = icmp ult i32 %2249, 256
  br i1 %2250, label %if.then97, label %if.end98

if.end96:                                         ; preds = %if.end98, %if.end92
  %2251 = load i32, ptr %cached21, align 4
  %2252 = icmp sge i32 %2251, %2196
  %2253 = icmp ne i32 %2251, -2147483648
  %2254 = and i1 %2253, %2252
  br i1 %2254, label %if.then99, label %if.end100

if.then97:                                        ; preds = %if.then95
  %2255 = zext i32 %2249 to i64
  %2256 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2255
  %2257 = trunc i64 %2248 to i32
  store i32 %2257, ptr addrspace(3) %2256, align 4
  br label %if.end98

if.end98:                                         ; preds = %if.then97, %if.then95
  br label %if.end96

if.then99:                                        ; preds = %if.end96
  %2258 = add i64 %23, 640
  %2259 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2260 = icmp ult i32 %2259, 256
  br i1 %2260, label %if.then101, label %if.end102

if.end100:                                        ; preds = %if.end102, %if.end96
  %2261 = load i32, ptr %cached22, align 4
  %2262 = icmp sge i32 %2261, %2196
  %2263 = icmp ne i32 %2261, -2147483648
  %2264 = and i1 %2263, %2262
  br i1 %2264, label %if.then103, label %if.end104

if.then101:                                       ; preds = %if.then99
  %2265 = zext i32 %2259 to i64
  %2266 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2265
  %2267 = trunc i64 %2258 to i32
  store i32 %2267, ptr addrspace(3) %2266, align 4
  br label %if.end102

if.end102:                                        ; preds = %if.then101, %if.then99
  br label %if.end100

if.then103:                                       ; preds = %if.end100
  %2268 = add i64 %23, 768
  %2269 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2270 = icmp ult i32 %2269, 256
  br i1 %2270, label %if.then105, label %if.end106

if.end104:                                        ; preds = %if.end106, %if.end100
  %2271 = load i32, ptr %cached23, align 4
  %2272 = icmp sge i32 %2271, %2196
  %2273 = icmp ne i32 %2271, -2147483648
  %2274 = and i1 %2273, %2272
  br i1 %2274, label %if.then107, label %if.end108

if.then105:                                       ; preds = %if.then103
  %2275 = zext i32 %2269 to i64
  %2276 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2275
  %2277 = trunc i64 %2268 to i32
  store i32 %2277, ptr addrspace(3) %2276, align 4
  br label %if.end106

if.end106:                                        ; preds = %if.then105, %if.then103
  br label %if.end104

if.then107:                                       ; preds = %if.end104
  %2278 = add i64 %23, 896
  %2279 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2280 = icmp ult i32 %2279, 256
  br i1 %2280, label %if.then109, label %if.end110

if.end108:                                        ; preds = %if.end110, %if.end104
  %2281 = load i32, ptr %cached24, align 4
  %2282 = icmp sge i32 %2281, %2196
  %2283 = icmp ne i32 %2281, -2147483648
  %2284 = and i1 %2283, %2282
  br i1 %2284, label %if.then111, label %if.end112

if.then109:                                       ; preds = %if.then107
  %2285 = zext i32 %2279 to i64
  %2286 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2285
  %2287 = trunc i64 %2278 to i32
  store i32 %2287, ptr addrspace(3) %2286, align 4
  br label %if.end110

if.end110:                                        ; preds = %if.then109, %if.then107
  br label %if.end108

if.then111:                                       ; preds = %if.end108
  %2288 = add i64 %23, 1024
  %2289 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2290 = icmp ult i32 %2289, 256
  br i1 %2290, label %if.then113, label %if.end114

if.end112:                                        ; preds = %if.end114, %if.end108
  %2291 = load i32, ptr %cached25, align 4
  %2292 = icmp sge i32 %2291, %2196
  %2293 = icmp ne i32 %2291, -2147483648
  %2294 = and i1 %2293, %2292
  br i1 %2294, label %if.then115, label %if.end116

if.then113:                                       ; preds = %if.then111
  %2295 = zext i32 %2289 to i64
  %2296 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2295
  %2297 = trunc i64 %2288 to i32
  store i32 %2297, ptr addrspace(3) %2296, align 4
  br label %if.end114

if.end114:                                        ; preds = %if.then113, %if.then111
  br label %if.end112

if.then115:                                       ; preds = %if.end112
  %2298 = add i64 %23, 1152
  %2299 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2300 = icmp ult i32 %2299, 256
  br i1 %2300, label %if.then117, label %if.end118

if.end116:                                        ; preds = %if.end118, %if.end112
  %2301 = load i32, ptr %cached26, align 4
  %2302 = icmp sge i32 %2301, %2196
  %2303 = icmp ne i32 %2301, -2147483648
  %2304 = and i1 %2303, %2302
  br i1 %2304, label %if.then119, label %if.end120

if.then117:                                       ; preds = %if.then115
  %2305 = zext i32 %2299 to i64
  %2306 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2305
  %2307 = trunc i64 %2298 to i32
  store i32 %2307, ptr addrspace(3) %2306, align 4
  br label %if.end118

if.end118:                                        ; preds = %if.then117, %if.then115
  br label %if.end116

if.then119:                                       ; preds = %if.end116
  %2308 = add i64 %23, 1280
  %2309 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2310 = icmp ult i32 %2309, 256
  br i1 %2310, label %if.then121, label %if.end122

if.end120:                                        ; preds = %if.end122, %if.end116
  %2311 = load i32, ptr %cached27, align 4
  %2312 = icmp sge i32 %2311, %2196
  %2313 = icmp ne i32 %2311, -2147483648
  %2314 = and i1 %2313, %2312
  br i1 %2314, label %if.then123, label %if.end124

if.then121:                                       ; preds = %if.then119
  %2315 = zext i32 %2309 to i64
  %2316 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2315
  %2317 = trunc i64 %2308 to i32
  store i32 %2317, ptr addrspace(3) %2316, align 4
  br label %if.end122

if.end122:                                        ; preds = %if.then121, %if.then119
  br label %if.end120

if.then123:                                       ; preds = %if.end120
  %2318 = add i64 %23, 1408
  %2319 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2320 = icmp ult i32 %2319, 256
  br i1 %2320, label %if.then125, label %if.end126

if.end124:                                        ; preds = %if.end126, %if.end120
  %2321 = load i32, ptr %cached28, align 4
  %2322 = icmp sge i32 %2321, %2196
  %2323 = icmp ne i32 %2321, -2147483648
  %2324 = and i1 %2323, %2322
  br i1 %2324, label %if.then127, label %if.end128

if.then125:                                       ; preds = %if.then123
  %2325 = zext i32 %2319 to i64
  %2326 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2325
  %2327 = trunc i64 %2318 to i32
  store i32 %2327, ptr addrspace(3) %2326, align 4
  br label %if.end126

if.end126:                                        ; preds = %if.then125, %if.then123
  br label %if.end124

if.then127:                                       ; preds = %if.end124
  %2328 = add i64 %23, 1536
  %2329 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2330 = icmp ult i32 %2329, 256
  br i1 %2330, label %if.then129, label %if.end130

if.end128:                                        ; preds = %if.end130, %if.end124
  %2331 = load i32, ptr %cached29, align 4
  %2332 = icmp sge i32 %2331, %2196
  %2333 = icmp ne i32 %2331, -2147483648
  %2334 = and i1 %2333, %2332
  br i1 %2334, label %if.then131, label %if.end132

if.then129:                                       ; preds = %if.then127
  %2335 = zext i32 %2329 to i64
  %2336 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2335
  %2337 = trunc i64 %2328 to i32
  store i32 %2337, ptr addrspace(3) %2336, align 4
  br label %if.end130

if.end130:                                        ; preds = %if.then129, %if.then127
  br label %if.end128

if.then131:                                       ; preds = %if.end128
  %2338 = add i64 %23, 1664
  %2339 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2340 = icmp ult i32 %2339, 256
  br i1 %2340, label %if.then133, label %if.end134

if.end132:                                        ; preds = %if.end134, %if.end128
  %2341 = load i32, ptr %cached30, align 4
  %2342 = icmp sge i32 %2341, %2196
  %2343 = icmp ne i32 %2341, -2147483648
  %2344 = and i1 %2343, %2342
  br i1 %2344, label %if.then135, label %if.end136

if.then133:                                       ; preds = %if.then131
  %2345 = zext i32 %2339 to i64
  %2346 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2345
  %2347 = trunc i64 %2338 to i32
  store i32 %2347, ptr addrspace(3) %2346, align 4
  br label %if.end134

if.end134:                                        ; preds = %if.then133, %if.then131
  br label %if.end132

if.then135:                                       ; preds = %if.end132
  %2348 = add i64 %23, 1792
  %2349 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2350 = icmp ult i32 %2349, 256
  br i1 %2350, label %if.then137, label %if.end138

if.end136:                                        ; preds = %if.end138, %if.end132
  %2351 = load i32, ptr %cached31, align 4
  %2352 = icmp sge i32 %2351, %2196
  %2353 = icmp ne i32 %2351, -2147483648
  %2354 = and i1 %2353, %2352
  br i1 %2354, label %if.then139, label %if.end140

if.then137:                                       ; preds = %if.then135
  %2355 = zext i32 %2349 to i64
  %2356 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2355
  %2357 = trunc i64 %2348 to i32
  store i32 %2357, ptr addrspace(3) %2356, align 4
  br label %if.end138

if.end138:                                        ; preds = %if.then137, %if.then135
  br label %if.end136

if.then139:                                       ; preds = %if.end136
  %2358 = add i64 %23, 1920
  %2359 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2360 = icmp ult i32 %2359, 256
  br i1 %2360, label %if.then141, label %if.end142

if.end140:                                        ; preds = %if.end142, %if.end136
  br label %if.end78

if.then141:                                       ; preds = %if.then139
  %2361 = zext i32 %2359 to i64
  %2362 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2361
  %2363 = trunc i64 %2358 to i32
  store i32 %2363, ptr addrspace(3) %2362, align 4
  br label %if.end142

if.end142:                                        ; preds = %if.then141, %if.then139
  br label %if.end140

glist.head:                                       ; preds = %if.end234, %glist.else
  %glist.iv = phi i64 [ 0, %glist.else ], [ %glist.next, %if.end234 ]
  %2364 = icmp slt i64 %glist.iv, %2200
  br i1 %2364, label %glist.body, label %glist.exit

glist.body:                                       ; preds = %glist.head
  %2365 = mul i64 %glist.iv, 2048
  %2366 = add i64 %2365, 0
  %2367 = add i64 %23, %2366
  %2368 = icmp slt i64 %2367, %48
  %2369 = select i1 %2368, i64 %2367, i64 0
  %2370 = getelementptr i32, ptr %51, i64 %2369
  %2371 = load i32, ptr %2370, align 4
  %2372 = and i32 %2371, -65536
  %2373 = bitcast i32 %2372 to float
  %2374 = and i32 %2371, 65535
  %2375 = zext i32 %2374 to i64
  %2376 = bitcast float %2373 to i32
  %2377 = fcmp uno float %2373, %2373
  %2378 = select i1 %2377, i32 2143289344, i32 %2376
  %2379 = xor i32 %2378, 2147483647
  %2380 = icmp sge i32 %2378, 0
  %2381 = select i1 %2380, i32 %2378, i32 %2379
  %2382 = sext i32 %2381 to i64
  %2383 = shl i64 %2382, 32
  %2384 = or i64 %2383, %2375
  %2385 = mul i64 %glist.iv, 2048
  %2386 = add i64 %2385, 128
  %2387 = add i64 %23, %2386
  %2388 = icmp slt i64 %2387, %48
  %2389 = select i1 %2388, i64 %2387, i64 0
  %2390 = getelementptr i32, ptr %51, i64 %2389
  %2391 = load i32, ptr %2390, align 4
  %2392 = and i32 %2391, -65536
  %2393 = bitcast i32 %2392 to float
  %2394 = and i32 %2391, 65535
  %2395 = zext i32 %2394 to i64
  %2396 = bitcast float %2393 to i32
  %2397 = fcmp uno float %2393, %2393
  %2398 = select i1 %2397, i32 2143289344, i32 %2396
  %2399 = xor i32 %2398, 2147483647
  %2400 = icmp sge i32 %2398, 0
  %2401 = select i1 %2400, i32 %2398, i32 %2399
  %2402 = sext i32 %2401 to i64
  %2403 = shl i64 %2402, 32
  %2404 = or i64 %2403, %2395
  %2405 = mul i64 %glist.iv, 2048
  %2406 = add i64 %2405, 256
  %2407 = add i64 %23, %2406
  %2408 = icmp slt i64 %2407, %48
  %2409 = select i1 %2408, i64 %2407, i64 0
  %2410 = getelementptr i32, ptr %51, i64 %2409
  %2411 = load i32, ptr %2410, align 4
  %2412 = and i32 %2411, -65536
  %2413 = bitcast i32 %2412 to float
  %2414 = and i32 %2411, 65535
  %2415 = zext i32 %2414 to i64
  %2416 = bitcast float %2413 to i32
  %2417 = fcmp uno float %2413, %2413
  %2418 = select i1 %2417, i32 2143289344, i32 %2416
  %2419 = xor i32 %2418, 2147483647
  %2420 = icmp sge i32 %2418, 0
  %2421 = select i1 %2420, i32 %2418, i32 %2419
  %2422 = sext i32 %2421 to i64
  %2423 = shl i64 %2422, 32
  %2424 = or i64 %2423, %2415
  %2425 = mul i64 %glist.iv, 2048
  %2426 = add i64 %2425, 384
  %2427 = add i64 %23, %2426
  %2428 = icmp slt i64 %2427, %48
  %2429 = select i1 %2428, i64 %2427, i64 0
  %2430 = getelementptr i32, ptr %51, i64 %2429
  %2431 = load i32, ptr %2430, align 4
  %2432 = and i32 %2431, -65536
  %2433 = bitcast i32 %2432 to float
  %2434 = and i32 %2431, 65535
  %2435 = zext i32 %2434 to i64
  %2436 = bitcast float %2433 to i32
  %2437 = fcmp uno float %2433, %2433
  %2438 = select i1 %2437, i32 2143289344, i32 %2436
  %2439 = xor i32 %2438, 2147483647
  %2440 = icmp sge i32 %2438, 0
  %2441 = select i1 %2440, i32 %2438, i32 %2439
  %2442 = sext i32 %2441 to i64
  %2443 = shl i64 %2442, 32
  %2444 = or i64 %2443, %2435
  %2445 = mul i64 %glist.iv, 2048
  %2446 = add i64 %2445, 512
  %2447 = add i64 %23, %2446
  %2448 = icmp slt i64 %2447, %48
  %2449 = select i1 %2448, i64 %2447, i64 0
  %2450 = getelementptr i32, ptr %51, i64 %2449
  %2451 = load i32, ptr %2450, align 4
  %2452 = and i32 %2451, -65536
  %2453 = bitcast i32 %2452 to float
  %2454 = and i32 %2451, 65535
  %2455 = zext i32 %2454 to i64
  %2456 = bitcast float %2453 to i32
  %2457 = fcmp uno float %2453, %2453
  %2458 = select i1 %2457, i32 2143289344, i32 %2456
  %2459 = xor i32 %2458, 2147483647
  %2460 = icmp sge i32 %2458, 0
  %2461 = select i1 %2460, i32 %2458, i32 %2459
  %2462 = sext i32 %2461 to i64
  %2463 = shl i64 %2462, 32
  %2464 = or i64 %2463, %2455
  %2465 = mul i64 %glist.iv, 2048
  %2466 = add i64 %2465, 640
  %2467 = add i64 %23, %2466
  %2468 = icmp slt i64 %2467, %48
  %2469 = select i1 %2468, i64 %2467, i64 0
  %2470 = getelementptr i32, ptr %51, i64 %2469
  %2471 = load i32, ptr %2470, align 4
  %2472 = and i32 %2471, -65536
  %2473 = bitcast i32 %2472 to float
  %2474 = and i32 %2471, 65535
  %2475 = zext i32 %2474 to i64
  %2476 = bitcast float %2473 to i32
  %2477 = fcmp uno float %2473, %2473
  %2478 = select i1 %2477, i32 2143289344, i32 %2476
  %2479 = xor i32 %2478, 2147483647
  %2480 = icmp sge i32 %2478, 0
  %2481 = select i1 %2480, i32 %2478, i32 %2479
  %2482 = sext i32 %2481 to i64
  %2483 = shl i64 %2482, 32
  %2484 = or i64 %2483, %2475
  %2485 = mul i64 %glist.iv, 2048
  %2486 = add i64 %2485, 768
  %2487 = add i64 %23, %2486
  %2488 = icmp slt i64 %2487, %48
  %2489 = select i1 %2488, i64 %2487, i64 0
  %2490 = getelementptr i32, ptr %51, i64 %2489
  %2491 = load i32, ptr %2490, align 4
  %2492 = and i32 %2491, -65536
  %2493 = bitcast i32 %2492 to float
  %2494 = and i32 %2491, 65535
  %2495 = zext i32 %2494 to i64
  %2496 = bitcast float %2493 to i32
  %2497 = fcmp uno float %2493, %2493
  %2498 = select i1 %2497, i32 2143289344, i32 %2496
  %2499 = xor i32 %2498, 2147483647
  %2500 = icmp sge i32 %2498, 0
  %2501 = select i1 %2500, i32 %2498, i32 %2499
  %2502 = sext i32 %2501 to i64
  %2503 = shl i64 %2502, 32
  %2504 = or i64 %2503, %2495
  %2505 = mul i64 %glist.iv, 2048
  %2506 = add i64 %2505, 896
  %2507 = add i64 %23, %2506
  %2508 = icmp slt i64 %2507, %48
  %2509 = select i1 %2508, i64 %2507, i64 0
  %2510 = getelementptr i32, ptr %51, i64 %2509
  %2511 = load i32, ptr %2510, align 4
  %2512 = and i32 %2511, -65536
  %2513 = bitcast i32 %2512 to float
  %2514 = and i32 %2511, 65535
  %2515 = zext i32 %2514 to i64
  %2516 = bitcast float %2513 to i32
  %2517 = fcmp uno float %2513, %2513
  %2518 = select i1 %2517, i32 2143289344, i32 %2516
  %2519 = xor i32 %2518, 2147483647
  %2520 = icmp sge i32 %2518, 0
  %2521 = select i1 %2520, i32 %2518, i32 %2519
  %2522 = sext i32 %2521 to i64
  %2523 = shl i64 %2522, 32
  %2524 = or i64 %2523, %2515
  %2525 = mul i64 %glist.iv, 2048
  %2526 = add i64 %2525, 1024
  %2527 = add i64 %23, %2526
  %2528 = icmp slt i64 %2527, %48
  %2529 = select i1 %2528, i64 %2527, i64 0
  %2530 = getelementptr i32, ptr %51, i64 %2529
  %2531 = load i32, ptr %2530, align 4
  %2532 = and i32 %2531, -65536
  %2533 = bitcast i32 %2532 to float
  %2534 = and i32 %2531, 65535
  %2535 = zext i32 %2534 to i64
  %2536 = bitcast float %2533 to i32
  %2537 = fcmp uno float %2533, %2533
  %2538 = select i1 %2537, i32 2143289344, i32 %2536
  %2539 = xor i32 %2538, 2147483647
  %2540 = icmp sge i32 %2538, 0
  %2541 = select i1 %2540, i32 %2538, i32 %2539
  %2542 = sext i32 %2541 to i64
  %2543 = shl i64 %2542, 32
  %2544 = or i64 %2543, %2535
  %2545 = mul i64 %glist.iv, 2048
  %2546 = add i64 %2545, 1152
  %2547 = add i64 %23, %2546
  %2548 = icmp slt i64 %2547, %48
  %2549 = select i1 %2548, i64 %2547, i64 0
  %2550 = getelementptr i32, ptr %51, i64 %2549
  %2551 = load i32, ptr %2550, align 4
  %2552 = and i32 %2551, -65536
  %2553 = bitcast i32 %2552 to float
  %2554 = and i32 %2551, 65535
  %2555 = zext i32 %2554 to i64
  %2556 = bitcast float %2553 to i32
  %2557 = fcmp uno float %2553, %2553
  %2558 = select i1 %2557, i32 2143289344, i32 %2556
  %2559 = xor i32 %2558, 2147483647
  %2560 = icmp sge i32 %2558, 0
  %2561 = select i1 %2560, i32 %2558, i32 %2559
  %2562 = sext i32 %2561 to i64
  %2563 = shl i64 %2562, 32
  %2564 = or i64 %2563, %2555
  %2565 = mul i64 %glist.iv, 2048
  %2566 = add i64 %2565, 1280
  %2567 = add i64 %23, %2566
  %2568 = icmp slt i64 %2567, %48
  %2569 = select i1 %2568, i64 %2567, i64 0
  %2570 = getelementptr i32, ptr %51, i64 %2569
  %2571 = load i32, ptr %2570, align 4
  %2572 = and i32 %2571, -65536
  %2573 = bitcast i32 %2572 to float
  %2574 = and i32 %2571, 65535
  %2575 = zext i32 %2574 to i64
  %2576 = bitcast float %2573 to i32
  %2577 = fcmp uno float %2573, %2573
  %2578 = select i1 %2577, i32 2143289344, i32 %2576
  %2579 = xor i32 %2578, 2147483647
  %2580 = icmp sge i32 %2578, 0
  %2581 = select i1 %2580, i32 %2578, i32 %2579
  %2582 = sext i32 %2581 to i64
  %2583 = shl i64 %2582, 32
  %2584 = or i64 %2583, %2575
  %2585 = mul i64 %glist.iv, 2048
  %2586 = add i64 %2585, 1408
  %2587 = add i64 %23, %2586
  %2588 = icmp slt i64 %2587, %48
  %2589 = select i1 %2588, i64 %2587, i64 0
  %2590 = getelementptr i32, ptr %51, i64 %2589
  %2591 = load i32, ptr %2590, align 4
  %2592 = and i32 %2591, -65536
  %2593 = bitcast i32 %2592 to float
  %2594 = and i32 %2591, 65535
  %2595 = zext i32 %2594 to i64
  %2596 = bitcast float %2593 to i32
  %2597 = fcmp uno float %2593, %2593
  %2598 = select i1 %2597, i32 2143289344, i32 %2596
  %2599 = xor i32 %2598, 2147483647
  %2600 = icmp sge i32 %2598, 0
  %2601 = select i1 %2600, i32 %2598, i32 %2599
  %2602 = sext i32 %2601 to i64
  %2603 = shl i64 %2602, 32
  %2604 = or i64 %2603, %2595
  %2605 = mul i64 %glist.iv, 2048
  %2606 = add i64 %2605, 1536
  %2607 = add i64 %23, %2606
  %2608 = icmp slt i64 %2607, %48
  %2609 = select i1 %2608, i64 %2607, i64 0
  %2610 = getelementptr i32, ptr %51, i64 %2609
  %2611 = load i32, ptr %2610, align 4
  %2612 = and i32 %2611, -65536
  %2613 = bitcast i32 %2612 to float
  %2614 = and i32 %2611, 65535
  %2615 = zext i32 %2614 to i64
  %2616 = bitcast float %2613 to i32
  %2617 = fcmp uno float %2613, %2613
  %2618 = select i1 %2617, i32 2143289344, i32 %2616
  %2619 = xor i32 %2618, 2147483647
  %2620 = icmp sge i32 %2618, 0
  %2621 = select i1 %2620, i32 %2618, i32 %2619
  %2622 = sext i32 %2621 to i64
  %2623 = shl i64 %2622, 32
  %2624 = or i64 %2623, %2615
  %2625 = mul i64 %glist.iv, 2048
  %2626 = add i64 %2625, 1664
  %2627 = add i64 %23, %2626
  %2628 = icmp slt i64 %2627, %48
  %2629 = select i1 %2628, i64 %2627, i64 0
  %2630 = getelementptr i32, ptr %51, i64 %2629
  %2631 = load i32, ptr %2630, align 4
  %2632 = and i32 %2631, -65536
  %2633 = bitcast i32 %2632 to float
  %2634 = and i32 %2631, 65535
  %2635 = zext i32 %2634 to i64
  %2636 = bitcast float %2633 to i32
  %2637 = fcmp uno float %2633, %2633
  %2638 = select i1 %2637, i32 2143289344, i32 %2636
  %2639 = xor i32 %2638, 2147483647
  %2640 = icmp sge i32 %2638, 0
  %2641 = select i1 %2640, i32 %2638, i32 %2639
  %2642 = sext i32 %2641 to i64
  %2643 = shl i64 %2642, 32
  %2644 = or i64 %2643, %2635
  %2645 = mul i64 %glist.iv, 2048
  %2646 = add i64 %2645, 1792
  %2647 = add i64 %23, %2646
  %2648 = icmp slt i64 %2647, %48
  %2649 = select i1 %2648, i64 %2647, i64 0
  %2650 = getelementptr i32, ptr %51, i64 %2649
  %2651 = load i32, ptr %2650, align 4
  %2652 = and i32 %2651, -65536
  %2653 = bitcast i32 %2652 to float
  %2654 = and i32 %2651, 65535
  %2655 = zext i32 %2654 to i64
  %2656 = bitcast float %2653 to i32
  %2657 = fcmp uno float %2653, %2653
  %2658 = select i1 %2657, i32 2143289344, i32 %2656
  %2659 = xor i32 %2658, 2147483647
  %2660 = icmp sge i32 %2658, 0
  %2661 = select i1 %2660, i32 %2658, i32 %2659
  %2662 = sext i32 %2661 to i64
  %2663 = shl i64 %2662, 32
  %2664 = or i64 %2663, %2655
  %2665 = mul i64 %glist.iv, 2048
  %2666 = add i64 %2665, 1920
  %2667 = add i64 %23, %2666
  %2668 = icmp slt i64 %2667, %48
  %2669 = select i1 %2668, i64 %2667, i64 0
  %2670 = getelementptr i32, ptr %51, i64 %2669
  %2671 = load i32, ptr %2670, align 4
  %2672 = and i32 %2671, -65536
  %2673 = bitcast i32 %2672 to float
  %2674 = and i32 %2671, 65535
  %2675 = zext i32 %2674 to i64
  %2676 = bitcast float %2673 to i32
  %2677 = fcmp uno float %2673, %2673
  %2678 = select i1 %2677, i32 2143289344, i32 %2676
  %2679 = xor i32 %2678, 2147483647
  %2680 = icmp sge i32 %2678, 0
  %2681 = select i1 %2680, i32 %2678, i32 %2679
  %2682 = sext i32 %2681 to i64
  %2683 = shl i64 %2682, 32
  %2684 = or i64 %2683, %2675
  br i1 %2368, label %if.then143, label %if.end144

glist.exit:                                       ; preds = %glist.head
  br label %glist.end

if.then143:                                       ; preds = %glist.body
  %2685 = ashr i64 %2384, 32
  %2686 = trunc i64 %2685 to i32
  %2687 = icmp sge i32 %2686, %1902
  br i1 %2687, label %if.then145, label %if.end146

if.end144:                                        ; preds = %if.end146, %glist.body
  br i1 %2388, label %if.then149, label %if.end150

if.then145:                                       ; preds = %if.then143
  %2688 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2689 = icmp ult i32 %2688, 256
  br i1 %2689, label %if.then147, label %if.end148

if.end146:                                        ; preds = %if.end148, %if.then143
  br label %if.end144

if.then147:                                       ; preds = %if.then145
  %2690 = zext i32 %2688 to i64
  %2691 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2690
  %2692 = trunc i64 %2367 to i32
  store i32 %2692, ptr addrspace(3) %2691, align 4
  br label %if.end148

if.end148:                                        ; preds = %if.then147, %if.then145
  br label %if.end146

if.then149:                                       ; preds = %if.end144
  %2693 = ashr i64 %2404, 32
  %2694 = trunc i64 %2693 to i32
  %2695 = icmp sge i32 %2694, %1902
  br i1 %2695, label %if.then151, label %if.end152

if.end150:                                        ; preds = %if.end152, %if.end144
  br i1 %2408, label %if.then155, label %if.end156

if.then151:                                       ; preds = %if.then149
  %2696 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2697 = icmp ult i32 %2696, 256
  br i1 %2697, label %if.then153, label %if.end154

if.end152:                                        ; preds = %if.end154, %if.then149
  br label %if.end150

if.then153:                                       ; preds = %if.then151
  %2698 = zext i32 %2696 to i64
  %2699 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2698
  %2700 = trunc i64 %2387 to i32
  store i32 %2700, ptr addrspace(3) %2699, align 4
  br label %if.end154

if.end154:                                        ; preds = %if.then153, %if.then151
  br label %if.end152

if.then155:                                       ; preds = %if.end150
  %2701 = ashr i64 %2424, 32
  %2702 = trunc i64 %2701 to i32
  %2703 = icmp sge i32 %2702, %1902
  br i1 %2703, label %if.then157, label %if.end158

if.end156:                                        ; preds = %if.end158, %if.end150
  br i1 %2428, label %if.then161, label %if.end162

if.then157:                                       ; preds = %if.then155
  %2704 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2705 = icmp ult i32 %2704, 256
  br i1 %2705, label %if.then159, label %if.end160

if.end158:                                        ; preds = %if.end160, %if.then155
  br label %if.end156

if.then159:                                       ; preds = %if.then157
  %2706 = zext i32 %2704 to i64
  %2707 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2706
  %2708 = trunc i64 %2407 to i32
  store i32 %2708, ptr addrspace(3) %2707, align 4
  br label %if.end160

if.end160:                                        ; preds = %if.then159, %if.then157
  br label %if.end158

if.then161:                                       ; preds = %if.end156
  %2709 = ashr i64 %2444, 32
  %2710 = trunc i64 %2709 to i32
  %2711 = icmp sge i32 %2710, %1902
  br i1 %2711, label %if.then163, label %if.end164

if.end162:                                        ; preds = %if.end164, %if.end156
  br i1 %2448, label %if.then167, label %if.end168

if.then163:                                       ; preds = %if.then161
  %2712 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2713 = icmp ult i32 %2712, 256
  br i1 %2713, label %if.then165, label %if.end166

if.end164:                                        ; preds = %if.end166, %if.then161
  br label %if.end162

if.then165:                                       ; preds = %if.then163
  %2714 = zext i32 %2712 to i64
  %2715 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2714
  %2716 = trunc i64 %2427 to i32
  store i32 %2716, ptr addrspace(3) %2715, align 4
  br label %if.end166

if.end166:                                        ; preds = %if.then165, %if.then163
  br label %if.end164

if.then167:                                       ; preds = %if.end162
  %2717 = ashr i64 %2464, 32
  %2718 = trunc i64 %2717 to i32
  %2719 = icmp sge i32 %2718, %1902
  br i1 %2719, label %if.then169, label %if.end170

if.end168:                                        ; preds = %if.end170, %if.end162
  br i1 %2468, label %if.then173, label %if.end174

if.then169:                                       ; preds = %if.then167
  %2720 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2721 = icmp ult i32 %2720, 256
  br i1 %2721, label %if.then171, label %if.end172

if.end170:                                        ; preds = %if.end172, %if.then167
  br label %if.end168

if.then171:                                       ; preds = %if.then169
  %2722 = zext i32 %2720 to i64
  %2723 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2722
  %2724 = trunc i64 %2447 to i32
  store i32 %2724, ptr addrspace(3) %2723, align 4
  br label %if.end172

if.end172:                                        ; preds = %if.then171, %if.then169
  br label %if.end170

if.then173:                                       ; preds = %if.end168
  %2725 = ashr i64 %2484, 32
  %2726 = trunc i64 %2725 to i32
  %2727 = icmp sge i32 %2726, %1902
  br i1 %2727, label %if.then175, label %if.end176

if.end174:                                        ; preds = %if.end176, %if.end168
  br i1 %2488, label %if.then179, label %if.end180

if.then175:                                       ; preds = %if.then173
  %2728 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2729 = icmp ult i32 %2728, 256
  br i1 %2729, label %if.then177, label %if.end178

if.end176:                                        ; preds = %if.end178, %if.then173
  br label %if.end174

if.then177:                                       ; preds = %if.then175
  %2730 = zext i32 %2728 to i64
  %2731 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2730
  %2732 = trunc i64 %2467 to i32
  store i32 %2732, ptr addrspace(3) %2731, align 4
  br label %if.end178

if.end178:                                        ; preds = %if.then177, %if.then175
  br label %if.end176

if.then179:                                       ; preds = %if.end174
  %2733 = ashr i64 %2504, 32
  %2734 = trunc i64 %2733 to i32
  %2735 = icmp sge i32 %2734, %1902
  br i1 %2735, label %if.then181, label %if.end182

if.end180:                                        ; preds = %if.end182, %if.end174
  br i1 %2508, label %if.then185, label %if.end186

if.then181:                                       ; preds = %if.then179
  %2736 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2737 = icmp ult i32 %2736, 256
  br i1 %2737, label %if.then183, label %if.end184

if.end182:                                        ; preds = %if.end184, %if.then179
  br label %if.end180

if.then183:                                       ; preds = %if.then181
  %2738 = zext i32 %2736 to i64
  %2739 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2738
  %2740 = trunc i64 %2487 to i32
  store i32 %2740, ptr addrspace(3) %2739, align 4
  br label %if.end184

if.end184:                                        ; preds = %if.then183, %if.then181
  br label %if.end182

if.then185:                                       ; preds = %if.end180
  %2741 = ashr i64 %2524, 32
  %2742 = trunc i64 %2741 to i32
  %2743 = icmp sge i32 %2742, %1902
  br i1 %2743, label %if.then187, label %if.end188

if.end186:                                        ; preds = %if.end188, %if.end180
  br i1 %2528, label %if.then191, label %if.end192

if.then187:                                       ; preds = %if.then185
  %2744 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2745 = icmp ult i32 %2744, 256
  br i1 %2745, label %if.then189, label %if.end190

if.end188:                                        ; preds = %if.end190, %if.then185
  br label %if.end186

if.then189:                                       ; preds = %if.then187
  %2746 = zext i32 %2744 to i64
  %2747 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2746
  %2748 = trunc i64 %2507 to i32
  store i32 %2748, ptr addrspace(3) %2747, align 4
  br label %if.end190

if.end190:                                        ; preds = %if.then189, %if.then187
  br label %if.end188

if.then191:                                       ; preds = %if.end186
  %2749 = ashr i64 %2544, 32
  %2750 = trunc i64 %2749 to i32
  %2751 = icmp sge i32 %2750, %1902
  br i1 %2751, label %if.then193, label %if.end194

if.end192:                                        ; preds = %if.end194, %if.end186
  br i1 %2548, label %if.then197, label %if.end198

if.then193:                                       ; preds = %if.then191
  %2752 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2753 = icmp ult i32 %2752, 256
  br i1 %2753, label %if.then195, label %if.end196

if.end194:                                        ; preds = %if.end196, %if.then191
  br label %if.end192

if.then195:                                       ; preds = %if.then193
  %2754 = zext i32 %2752 to i64
  %2755 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2754
  %2756 = trunc i64 %2527 to i32
  store i32 %2756, ptr addrspace(3) %2755, align 4
  br label %if.end196

if.end196:                                        ; preds = %if.then195, %if.then193
  br label %if.end194

if.then197:                                       ; preds = %if.end192
  %2757 = ashr i64 %2564, 32
  %2758 = trunc i64 %2757 to i32
  %2759 = icmp sge i32 %2758, %1902
  br i1 %2759, label %if.then199, label %if.end200

if.end198:                                        ; preds = %if.end200, %if.end192
  br i1 %2568, label %if.then203, label %if.end204

if.then199:                                       ; preds = %if.then197
  %2760 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2761 = icmp ult i32 %2760, 256
  br i1 %2761, label %if.then201, label %if.end202

if.end200:                                        ; preds = %if.end202, %if.then197
  br label %if.end198

if.then201:                                       ; preds = %if.then199
  %2762 = zext i32 %2760 to i64
  %2763 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2762
  %2764 = trunc i64 %2547 to i32
  store i32 %2764, ptr addrspace(3) %2763, align 4
  br label %if.end202

if.end202:                                        ; preds = %if.then201, %if.then199
  br label %if.end200

if.then203:                                       ; preds = %if.end198
  %2765 = ashr i64 %2584, 32
  %2766 = trunc i64 %2765 to i32
  %2767 = icmp sge i32 %2766, %1902
  br i1 %2767, label %if.then205, label %if.end206

if.end204:                                        ; preds = %if.end206, %if.end198
  br i1 %2588, label %if.then209, label %if.end210

if.then205:                                       ; preds = %if.then203
  %2768 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2769 = icmp ult i32 %2768, 256
  br i1 %2769, label %if.then207, label %if.end208

if.end206:                                        ; preds = %if.end208, %if.then203
  br label %if.end204

if.then207:                                       ; preds = %if.then205
  %2770 = zext i32 %2768 to i64
  %2771 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2770
  %2772 = trunc i64 %2567 to i32
  store i32 %2772, ptr addrspace(3) %2771, align 4
  br label %if.end208

if.end208:                                        ; preds = %if.then207, %if.then205
  br label %if.end206

if.then209:                                       ; preds = %if.end204
  %2773 = ashr i64 %2604, 32
  %2774 = trunc i64 %2773 to i32
  %2775 = icmp sge i32 %2774, %1902
  br i1 %2775, label %if.then211, label %if.end212

if.end210:                                        ; preds = %if.end212, %if.end204
  br i1 %2608, label %if.then215, label %if.end216

if.then211:                                       ; preds = %if.then209
  %2776 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2777 = icmp ult i32 %2776, 256
  br i1 %2777, label %if.then213, label %if.end214

if.end212:                                        ; preds = %if.end214, %if.then209
  br label %if.end210

if.then213:                                       ; preds = %if.then211
  %2778 = zext i32 %2776 to i64
  %2779 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2778
  %2780 = trunc i64 %2587 to i32
  store i32 %2780, ptr addrspace(3) %2779, align 4
  br label %if.end214

if.end214:                                        ; preds = %if.then213, %if.then211
  br label %if.end212

if.then215:                                       ; preds = %if.end210
  %2781 = ashr i64 %2624, 32
  %2782 = trunc i64 %2781 to i32
  %2783 = icmp sge i32 %2782, %1902
  br i1 %2783, label %if.then217, label %if.end218

if.end216:                                        ; preds = %if.end218, %if.end210
  br i1 %2628, label %if.then221, label %if.end222

if.then217:                                       ; preds = %if.then215
  %2784 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2785 = icmp ult i32 %2784, 256
  br i1 %2785, label %if.then219, label %if.end220

if.end218:                                        ; preds = %if.end220, %if.then215
  br label %if.end216

if.then219:                                       ; preds = %if.then217
  %2786 = zext i32 %2784 to i64
  %2787 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2786
  %2788 = trunc i64 %2607 to i32
  store i32 %2788, ptr addrspace(3) %2787, align 4
  br label %if.end220

if.end220:                                        ; preds = %if.then219, %if.then217
  br label %if.end218

if.then221:                                       ; preds = %if.end216
  %2789 = ashr i64 %2644, 32
  %2790 = trunc i64 %2789 to i32
  %2791 = icmp sge i32 %2790, %1902
  br i1 %2791, label %if.then223, label %if.end224

if.end222:                                        ; preds = %if.end224, %if.end216
  br i1 %2648, label %if.then227, label %if.end228

if.then223:                                       ; preds = %if.then221
  %2792 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2793 = icmp ult i32 %2792, 256
  br i1 %2793, label %if.then225, label %if.end226

if.end224:                                        ; preds = %if.end226, %if.then221
  br label %if.end222

if.then225:                                       ; preds = %if.then223
  %2794 = zext i32 %2792 to i64
  %2795 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2794
  %2796 = trunc i64 %2627 to i32
  store i32 %2796, ptr addrspace(3) %2795, align 4
  br label %if.end226

if.end226:                                        ; preds = %if.then225, %if.then223
  br label %if.end224

if.then227:                                       ; preds = %if.end222
  %2797 = ashr i64 %2664, 32
  %2798 = trunc i64 %2797 to i32
  %2799 = icmp sge i32 %2798, %1902
  br i1 %2799, label %if.then229, label %if.end230

if.end228:                                        ; preds = %if.end230, %if.end222
  br i1 %2668, label %if.then233, label %if.end234

if.then229:                                       ; preds = %if.then227
  %2800 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2801 = icmp ult i32 %2800, 256
  br i1 %2801, label %if.then231, label %if.end232

if.end230:                                        ; preds = %if.end232, %if.then227
  br label %if.end228

if.then231:                                       ; preds = %if.then229
  %2802 = zext i32 %2800 to i64
  %2803 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2802
  %2804 = trunc i64 %2647 to i32
  store i32 %2804, ptr addrspace(3) %2803, align 4
  br label %if.end232

if.end232:                                        ; preds = %if.then231, %if.then229
  br label %if.end230

if.then233:                                       ; preds = %if.end228
  %2805 = ashr i64 %2684, 32
  %2806 = trunc i64 %2805 to i32
  %2807 = icmp sge i32 %2806, %1902
  br i1 %2807, label %if.then235, label %if.end236

if.end234:                                        ; preds = %if.end236, %if.end228
  %glist.next = add nsw i64 %glist.iv, 1
  br label %glist.head, !llvm.loop !6

if.then235:                                       ; preds = %if.then233
  %2808 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2809 = icmp ult i32 %2808, 256
  br i1 %2809, label %if.then237, label %if.end238

if.end236:                                        ; preds = %if.end238, %if.then233
  br label %if.end234

if.then237:                                       ; preds = %if.then235
  %2810 = zext i32 %2808 to i64
  %2811 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2810
  %2812 = trunc i64 %2667 to i32
  store i32 %2812, ptr addrspace(3) %2811, align 4
  br label %if.end238

if.end238:                                        ; preds = %if.then237, %if.then235
  br label %if.end236

if.then239:                                       ; preds = %glist.end
  %2813 = load i32, ptr addrspace(3) @block_shared, align 4
  %2814 = zext i32 %2813 to i64
  %2815 = mul i64 %2814, 10
  %2816 = add i64 %2815, 127
  %2817 = udiv i64 %2816, 128
  br label %kcol.head

if.end240:                                        ; preds = %kcol.exit, %glist.end
  call void @llvm.nvvm.barrier0()
  %2818 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %2819 = zext i32 %2818 to i64
  %2820 = icmp ugt i64 %2819, 512
  %2821 = or i1 %2202, %2820
  %2822 = xor i1 %2821, true
  br i1 %2822, label %if.then273, label %if.end274

kcol.head:                                        ; preds = %if.end270, %if.then239
  %kcol.iv = phi i64 [ 0, %if.then239 ], [ %kcol.next, %if.end270 ]
  %2823 = icmp slt i64 %kcol.iv, %2817
  br i1 %2823, label %kcol.body, label %kcol.exit

kcol.body:                                        ; preds = %kcol.head
  %2824 = mul i64 %kcol.iv, 128
  %2825 = add i64 %2824, 0
  %2826 = add i64 %23, %2825
  %2827 = icmp slt i64 %2826, %2815
  %2828 = select i1 %2827, i64 %2826, i64 0
  %2829 = udiv i64 %2828, 10
  %2830 = urem i64 %2828, 10
  %2831 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2829
  %2832 = load i32, ptr addrspace(3) %2831, align 4
  %2833 = zext i32 %2832 to i64
  %2834 = udiv i64 %2833, 32
  %2835 = urem i64 %2833, 32
  %2836 = mul i64 %2834, 2374
  %2837 = sub i64 %6, %2836
  %2838 = icmp slt i64 %2837, 0
  %2839 = select i1 %2838, i64 0, i64 %2837
  %2840 = icmp sgt i64 %2839, 2374
  %2841 = select i1 %2840, i64 2374, i64 %2839
  %2842 = mul i64 %2830, 32
  %2843 = add i64 %2842, %2835
  %2844 = mul i64 %2843, 8
  %2845 = add i64 %2844, 0
  %2846 = icmp slt i64 %2845, %2841
  %2847 = and i1 %2827, %2846
  %2848 = select i1 %2847, i64 %2845, i64 0
  %2849 = add i64 %2836, %2848
  %2850 = mul i64 %2849, 2
  %2851 = getelementptr i8, ptr %46, i64 %2850
  %2852 = load i16, ptr %2851, align 2
  %2853 = add i64 %2844, 1
  %2854 = icmp slt i64 %2853, %2841
  %2855 = and i1 %2827, %2854
  %2856 = select i1 %2855, i64 %2853, i64 0
  %2857 = add i64 %2836, %2856
  %2858 = mul i64 %2857, 2
  %2859 = getelementptr i8, ptr %46, i64 %2858
  %2860 = load i16, ptr %2859, align 2
  %2861 = add i64 %2844, 2
  %2862 = icmp slt i64 %2861, %2841
  %2863 = and i1 %2827, %2862
  %2864 = select i1 %2863, i64 %2861, i64 0
  %2865 = add i64 %2836, %2864
  %2866 = mul i64 %2865, 2
  %2867 = getelementptr i8, ptr %46, i64 %2866
  %2868 = load i16, ptr %2867, align 2
  %2869 = add i64 %2844, 3
  %2870 = icmp slt i64 %2869, %2841
  %2871 = and i1 %2827, %2870
  %2872 = select i1 %2871, i64 %2869, i64 0
  %2873 = add i64 %2836, %2872
  %2874 = mul i64 %2873, 2
  %2875 = getelementptr i8, ptr %46, i64 %2874
  %2876 = load i16, ptr %2875, align 2
  %2877 = add i64 %2844, 4
  %2878 = icmp slt i64 %2877, %2841
  %2879 = and i1 %2827, %2878
  %2880 = select i1 %2879, i64 %2877, i64 0
  %2881 = add i64 %2836, %2880
  %2882 = mul i64 %2881, 2
  %2883 = getelementptr i8, ptr %46, i64 %2882
  %2884 = load i16, ptr %2883, align 2
  %2885 = add i64 %2844, 5
  %2886 = icmp slt i64 %2885, %2841
  %2887 = and i1 %2827, %2886
  %2888 = select i1 %2887, i64 %2885, i64 0
  %2889 = add i64 %2836, %2888
  %2890 = mul i64 %2889, 2
  %2891 = getelementptr i8, ptr %46, i64 %2890
  %2892 = load i16, ptr %2891, align 2
  %2893 = add i64 %2844, 6
  %2894 = icmp slt i64 %2893, %2841
  %2895 = and i1 %2827, %2894
  %2896 = select i1 %2895, i64 %2893, i64 0
  %2897 = add i64 %2836, %2896
  %2898 = mul i64 %2897, 2
  %2899 = getelementptr i8, ptr %46, i64 %2898
  %2900 = load i16, ptr %2899, align 2
  %2901 = add i64 %2844, 7
  %2902 = icmp slt i64 %2901, %2841
  %2903 = and i1 %2827, %2902
  %2904 = select i1 %2903, i64 %2901, i64 0
  %2905 = add i64 %2836, %2904
  %2906 = mul i64 %2905, 2
  %2907 = getelementptr i8, ptr %46, i64 %2906
  %2908 = load i16, ptr %2907, align 2
  %2909 = zext i16 %2852 to i32
  %2910 = shl i32 %2909, 16
  %2911 = bitcast i32 %2910 to float
  %2912 = bitcast float %2911 to i32
  %2913 = fcmp uno float %2911, %2911
  %2914 = select i1 %2913, i32 2143289344, i32 %2912
  %2915 = xor i32 %2914, 2147483647
  %2916 = icmp sge i32 %2914, 0
  %2917 = select i1 %2916, i32 %2914, i32 %2915
  %2918 = icmp sge i32 %2917, %1902
  %2919 = and i1 %2847, %2918
  br i1 %2919, label %if.then241, label %if.end242

kcol.exit:                                        ; preds = %kcol.head
  br label %if.end240

if.then241:                                       ; preds = %kcol.body
  %2920 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %2921 = icmp ult i32 %2920, 512
  br i1 %2921, label %if.then243, label %if.end244

if.end242:                                        ; preds = %if.end244, %kcol.body
  %2922 = zext i16 %2860 to i32
  %2923 = shl i32 %2922, 16
  %2924 = bitcast i32 %2923 to float
  %2925 = bitcast float %2924 to i32
  %2926 = fcmp uno float %2924, %2924
  %2927 = select i1 %2926, i32 2143289344, i32 %2925
  %2928 = xor i32 %2927, 2147483647
  %2929 = icmp sge i32 %2927, 0
  %2930 = select i1 %2929, i32 %2927, i32 %2928
  %2931 = icmp sge i32 %2930, %1902
  %2932 = and i1 %2855, %2931
  br i1 %2932, label %if.then245, label %if.end246

if.then243:                                       ; preds = %if.then241
  %2933 = zext i32 %2920 to i64
  %2934 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %2933
  %2935 = bitcast float %2911 to i32
  %2936 = fcmp uno float %2911, %2911
  %2937 = select i1 %2936, i32 2143289344, i32 %2935
  %2938 = xor i32 %2937, 2147483647
  %2939 = icmp sge i32 %2937, 0
  %2940 = select i1 %2939, i32 %2937, i32 %2938
  %2941 = sext i32 %2940 to i64
  %2942 = shl i64 %2941, 32
  %2943 = sub i64 4294967295, %2849
  %2944 = or i64 %2942, %2943
  store i64 %2944, ptr addrspace(3) %2934, align 4
  br label %if.end244

if.end244:                                        ; preds = %if.then243, %if.then241
  br label %if.end242

if.then245:                                       ; preds = %if.end242
  %2945 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %2946 = icmp ult i32 %2945, 512
  br i1 %2946, label %if.then247, label %if.end248

if.end246:                                        ; preds = %if.end248, %if.end242
  %2947 = zext i16 %2868 to i32
  %2948 = shl i32 %2947, 16
  %2949 = bitcast i32 %2948 to float
  %2950 = bitcast float %2949 to i32
  %2951 = fcmp uno float %2949, %2949
  %2952 = select i1 %2951, i32 2143289344, i32 %2950
  %2953 = xor i32 %2952, 2147483647
  %2954 = icmp sge i32 %2952, 0
  %2955 = select i1 %2954, i32 %2952, i32 %2953
  %2956 = icmp sge i32 %2955, %1902
  %2957 = and i1 %2863, %2956
  br i1 %2957, label %if.then249, label %if.end250

if.then247:                                       ; preds = %if.then245
  %2958 = zext i32 %2945 to i64
  %2959 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %2958
  %2960 = bitcast float %2924 to i32
  %2961 = fcmp uno float %2924, %2924
  %2962 = select i1 %2961, i32 2143289344, i32 %2960
  %2963 = xor i32 %2962, 2147483647
  %2964 = icmp sge i32 %2962, 0
  %2965 = select i1 %2964, i32 %2962, i32 %2963
  %2966 = sext i32 %2965 to i64
  %2967 = shl i64 %2966, 32
  %2968 = sub i64 4294967295, %2857
  %2969 = or i64 %2967, %2968
  store i64 %2969, ptr addrspace(3) %2959, align 4
  br label %if.end248

if.end248:                                        ; preds = %if.then247, %if.then245
  br label %if.end246

if.then249:                                       ; preds = %if.end246
  %2970 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %2971 = icmp ult i32 %2970, 512
  br i1 %2971, label %if.then251, label %if.end252

if.end250:                                        ; preds = %if.end252, %if.end246
  %2972 = zext i16 %2876 to i32
  %2973 = shl i32 %2972, 16
  %2974 = bitcast i32 %2973 to float
  %2975 = bitcast float %2974 to i32
  %2976 = fcmp uno float %2974, %2974
  %2977 = select i1 %2976, i32 2143289344, i32 %2975
  %2978 = xor i32 %2977, 2147483647
  %2979 = icmp sge i32 %2977, 0
  %2980 = select i1 %2979, i32 %2977, i32 %2978
  %2981 = icmp sge i32 %2980, %1902
  %2982 = and i1 %2871, %2981
  br i1 %2982, label %if.then253, label %if.end254

if.then251:                                       ; preds = %if.then249
  %2983 = zext i32 %2970 to i64
  %2984 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %2983
  %2985 = bitcast float %2949 to i32
  %2986 = fcmp uno float %2949, %2949
  %2987 = select i1 %2986, i32 2143289344, i32 %2985
  %2988 = xor i32 %2987, 2147483647
  %2989 = icmp sge i32 %2987, 0
  %2990 = select i1 %2989, i32 %2987, i32 %2988
  %2991 = sext i32 %2990 to i64
  %2992 = shl i64 %2991, 32
  %2993 = sub i64 4294967295, %2865
  %2994 = or i64 %2992, %2993
  store i64 %2994, ptr addrspace(3) %2984, align 4
  br label %if.end252

if.end252:                                        ; preds = %if.then251, %if.then249
  br label %if.end250

if.then253:                                       ; preds = %if.end250
  %2995 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %2996 = icmp ult i32 %2995, 512
  br i1 %2996, label %if.then255, label %if.end256

if.end254:                                        ; preds = %if.end256, %if.end250
  %2997 = zext i16 %2884 to i32
  %2998 = shl i32 %2997, 16
  %2999 = bitcast i32 %2998 to float
  %3000 = bitcast float %2999 to i32
  %3001 = fcmp uno float %2999, %2999
  %3002 = select i1 %3001, i32 2143289344, i32 %3000
  %3003 = xor i32 %3002, 2147483647
  %3004 = icmp sge i32 %3002, 0
  %3005 = select i1 %3004, i32 %3002, i32 %3003
  %3006 = icmp sge i32 %3005, %1902
  %3007 = and i1 %2879, %3006
  br i1 %3007, label %if.then257, label %if.end258

if.then255:                                       ; preds = %if.then253
  %3008 = zext i32 %2995 to i64
  %3009 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3008
  %3010 = bitcast float %2974 to i32
  %3011 = fcmp uno float %2974, %2974
  %3012 = select i1 %3011, i32 2143289344, i32 %3010
  %3013 = xor i32 %3012, 2147483647
  %3014 = icmp sge i32 %3012, 0
  %3015 = select i1 %3014, i32 %3012, i32 %3013
  %3016 = sext i32 %3015 to i64
  %3017 = shl i64 %3016, 32
  %3018 = sub i64 4294967295, %2873
  %3019 = or i64 %3017, %3018
  store i64 %3019, ptr addrspace(3) %3009, align 4
  br label %if.end256

if.end256:                                        ; preds = %if.then255, %if.then253
  br label %if.end254

if.then257:                                       ; preds = %if.end254
  %3020 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3021 = icmp ult i32 %3020, 512
  br i1 %3021, label %if.then259, label %if.end260

if.end258:                                        ; preds = %if.end260, %if.end254
  %3022 = zext i16 %2892 to i32
  %3023 = shl i32 %3022, 16
  %3024 = bitcast i32 %3023 to float
  %3025 = bitcast float %3024 to i32
  %3026 = fcmp uno float %3024, %3024
  %3027 = select i1 %3026, i32 2143289344, i32 %3025
  %3028 = xor i32 %3027, 2147483647
  %3029 = icmp sge i32 %3027, 0
  %3030 = select i1 %3029, i32 %3027, i32 %3028
  %3031 = icmp sge i32 %3030, %1902
  %3032 = and i1 %2887, %3031
  br i1 %3032, label %if.then261, label %if.end262

if.then259:                                       ; preds = %if.then257
  %3033 = zext i32 %3020 to i64
  %3034 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3033
  %3035 = bitcast float %2999 to i32
  %3036 = fcmp uno float %2999, %2999
  %3037 = select i1 %3036, i32 2143289344, i32 %3035
  %3038 = xor i32 %3037, 2147483647
  %3039 = icmp sge i32 %3037, 0
  %3040 = select i1 %3039, i32 %3037, i32 %3038
  %3041 = sext i32 %3040 to i64
  %3042 = shl i64 %3041, 32
  %3043 = sub i64 4294967295, %2881
  %3044 = or i64 %3042, %3043
  store i64 %3044, ptr addrspace(3) %3034, align 4
  br label %if.end260

if.end260:                                        ; preds = %if.then259, %if.then257
  br label %if.end258

if.then261:                                       ; preds = %if.end258
  %3045 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3046 = icmp ult i32 %3045, 512
  br i1 %3046, label %if.then263, label %if.end264

if.end262:                                        ; preds = %if.end264, %if.end258
  %3047 = zext i16 %2900 to i32
  %3048 = shl i32 %3047, 16
  %3049 = bitcast i32 %3048 to float
  %3050 = bitcast float %3049 to i32
  %3051 = fcmp uno float %3049, %3049
  %3052 = select i1 %3051, i32 2143289344, i32 %3050
  %3053 = xor i32 %3052, 2147483647
  %3054 = icmp sge i32 %3052, 0
  %3055 = select i1 %3054, i32 %3052, i32 %3053
  %3056 = icmp sge i32 %3055, %1902
  %3057 = and i1 %2895, %3056
  br i1 %3057, label %if.then265, label %if.end266

if.then263:                                       ; preds = %if.then261
  %3058 = zext i32 %3045 to i64
  %3059 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3058
  %3060 = bitcast float %3024 to i32
  %3061 = fcmp uno float %3024, %3024
  %3062 = select i1 %3061, i32 2143289344, i32 %3060
  %3063 = xor i32 %3062, 2147483647
  %3064 = icmp sge i32 %3062, 0
  %3065 = select i1 %3064, i32 %3062, i32 %3063
  %3066 = sext i32 %3065 to i64
  %3067 = shl i64 %3066, 32
  %3068 = sub i64 4294967295, %2889
  %3069 = or i64 %3067, %3068
  store i64 %3069, ptr addrspace(3) %3059, align 4
  br label %if.end264

if.end264:                                        ; preds = %if.then263, %if.then261
  br label %if.end262

if.then265:                                       ; preds = %if.end262
  %3070 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3071 = icmp ult i32 %3070, 512
  br i1 %3071, label %if.then267, label %if.end268

if.end266:                                        ; preds = %if.end268, %if.end262
  %3072 = zext i16 %2908 to i32
  %3073 = shl i32 %3072, 16
  %3074 = bitcast i32 %3073 to float
  %3075 = bitcast float %3074 to i32
  %3076 = fcmp uno float %3074, %3074
  %3077 = select i1 %3076, i32 2143289344, i32 %3075
  %3078 = xor i32 %3077, 2147483647
  %3079 = icmp sge i32 %3077, 0
  %3080 = select i1 %3079, i32 %3077, i32 %3078
  %3081 = icmp sge i32 %3080, %1902
  %3082 = and i1 %2903, %3081
  br i1 %3082, label %if.then269, label %if.end270

if.then267:                                       ; preds = %if.then265
  %3083 = zext i32 %3070 to i64
  %3084 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3083
  %3085 = bitcast float %3049 to i32
  %3086 = fcmp uno float %3049, %3049
  %3087 = select i1 %3086, i32 2143289344, i32 %3085
  %3088 = xor i32 %3087, 2147483647
  %3089 = icmp sge i32 %3087, 0
  %3090 = select i1 %3089, i32 %3087, i32 %3088
  %3091 = sext i32 %3090 to i64
  %3092 = shl i64 %3091, 32
  %3093 = sub i64 4294967295, %2897
  %3094 = or i64 %3092, %3093
  store i64 %3094, ptr addrspace(3) %3084, align 4
  br label %if.end268

if.end268:                                        ; preds = %if.then267, %if.then265
  br label %if.end266

if.then269:                                       ; preds = %if.end266
  %3095 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3096 = icmp ult i32 %3095, 512
  br i1 %3096, label %if.then271, label %if.end272

if.end270:                                        ; preds = %if.end272, %if.end266
  %kcol.next = add nsw i64 %kcol.iv, 1
  br label %kcol.head, !llvm.loop !7

if.then271:                                       ; preds = %if.then269
  %3097 = zext i32 %3095 to i64
  %3098 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3097
  %3099 = bitcast float %3074 to i32
  %3100 = fcmp uno float %3074, %3074
  %3101 = select i1 %3100, i32 2143289344, i32 %3099
  %3102 = xor i32 %3101, 2147483647
  %3103 = icmp sge i32 %3101, 0
  %3104 = select i1 %3103, i32 %3101, i32 %3102
  %3105 = sext i32 %3104 to i64
  %3106 = shl i64 %3105, 32
  %3107 = sub i64 4294967295, %2905
  %3108 = or i64 %3106, %3107
  store i64 %3108, ptr addrspace(3) %3098, align 4
  br label %if.end272

if.end272:                                        ; preds = %if.then271, %if.then269
  br label %if.end270

if.then273:                                       ; preds = %if.end240
  %3109 = icmp eq i64 %23, 0
  br i1 %3109, label %if.then275, label %if.end276

if.end274:                                        ; preds = %keys.exit, %if.end240
  call void @llvm.nvvm.barrier0()
  br i1 %42, label %if.then284, label %if.end285

if.then275:                                       ; preds = %if.then273
  store i64 %1792, ptr %40, align 4
  br label %if.end276

if.end276:                                        ; preds = %if.then275, %if.then273
  %3110 = icmp sgt i64 %2819, 16
  %3111 = select i1 %3110, i64 %2819, i64 16
  br label %keys.head

keys.head:                                        ; preds = %keyed.end, %if.end276
  %keys.iv = phi i64 [ %23, %if.end276 ], [ %keys.next, %keyed.end ]
  %3112 = icmp slt i64 %keys.iv, %3111
  br i1 %3112, label %keys.body, label %keys.exit

keys.body:                                        ; preds = %keys.head
  %3113 = icmp slt i64 %keys.iv, %2819
  br i1 %3113, label %keyed.then, label %keyed.else

keys.exit:                                        ; preds = %keys.head
  br label %if.end274

keyed.then:                                       ; preds = %keys.body
  %3114 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv
  %3115 = load i64, ptr addrspace(3) %3114, align 4
  store i64 0, ptr %place277, align 4
  br label %place.head

keyed.else:                                       ; preds = %keys.body
  br i1 true, label %if.then282, label %if.end283

keyed.end:                                        ; preds = %if.end283, %if.end279
  %keys.next = add nsw i64 %keys.iv, 128
  br label %keys.head, !llvm.loop !8

place.head:                                       ; preds = %place.body, %keyed.then
  %place.iv = phi i64 [ 0, %keyed.then ], [ %place.next, %place.body ]
  %3116 = icmp slt i64 %place.iv, %2819
  br i1 %3116, label %place.body, label %place.exit

place.body:                                       ; preds = %place.head
  %3117 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv
  %3118 = load i64, ptr addrspace(3) %3117, align 4
  %3119 = icmp sgt i64 %3118, %3115
  %3120 = zext i1 %3119 to i64
  %3121 = load i64, ptr %place277, align 4
  %3122 = add i64 %3121, %3120
  store i64 %3122, ptr %place277, align 4
  %place.next = add nsw i64 %place.iv, 1
  br label %place.head, !llvm.loop !9

place.exit:                                       ; preds = %place.head
  %3123 = load i64, ptr %place277, align 4
  %3124 = icmp slt i64 %3123, 16
  br i1 %3124, label %if.then278, label %if.end279

if.then278:                                       ; preds = %place.exit
  %3125 = icmp eq i64 %3115, -9223372036854775808
  %3126 = ashr i64 %3115, 32
  %3127 = trunc i64 %3126 to i32
  %3128 = xor i32 %3127, 2147483647
  %3129 = icmp sge i32 %3127, 0
  %3130 = select i1 %3129, i32 %3127, i32 %3128
  %3131 = bitcast i32 %3130 to float
  %3132 = and i64 %3115, 4294967295
  %3133 = sub i64 4294967295, %3132
  br i1 true, label %if.then280, label %if.end281

if.end279:                                        ; preds = %if.end281, %place.exit
  br label %keyed.end

if.then280:                                       ; preds = %if.then278
  %3134 = getelementptr i64, ptr %35, i64 %3123
  %3135 = select i1 %3125, i64 -1, i64 %3133
  store i64 %3135, ptr %3134, align 4
  %3136 = getelementptr float, ptr %38, i64 %3123
  %3137 = fsub float %3131, %1772
  %3138 = fcmp uno float %3137, %3137
  %3139 = select i1 %3138, float 0x7FF8000000000000, float %3137
  %3140 = select i1 %3125, float 0xFFF0000000000000, float %3139
  store float %3140, ptr %3136, align 4
  br label %if.end281

if.end281:                                        ; preds = %if.then280, %if.then278
  br label %if.end279

if.then282:                                       ; preds = %keyed.else
  %3141 = getelementptr i64, ptr %35, i64 %keys.iv
  store i64 -1, ptr %3141, align 4
  %3142 = getelementptr float, ptr %38, i64 %keys.iv
  %3143 = fsub float 0xFFFFFFFFE0000000, %1772
  %3144 = fcmp uno float %3143, %3143
  %3145 = select i1 %3144, float 0x7FF8000000000000, float %3143
  %3146 = select i1 true, float 0xFFF0000000000000, float %3145
  store float %3146, ptr %3142, align 4
  br label %if.end283

if.end283:                                        ; preds = %if.then282, %keyed.else
  br label %keyed.end

if.then284:                                       ; preds = %if.end274
  %3147 = xor i1 %2821, true
  br i1 %3147, label %if.then286, label %if.end287

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
  %3148 = icmp slt i64 %prefix.iv, 16
  br i1 %3148, label %prefix.body, label %prefix.exit

prefix.body:                                      ; preds = %prefix.head
  %3149 = getelementptr i64, ptr %35, i64 %prefix.iv
  %3150 = load i64, ptr %3149, align 4
  %3151 = icmp sge i64 %3150, 0
  %3152 = getelementptr float, ptr %38, i64 %prefix.iv
  %3153 = load float, ptr %3152, align 4
  %3154 = load i1, ptr %reached, align 1
  %3155 = xor i1 %3154, true
  %3156 = and i1 %3151, %3155
  br i1 %3156, label %if.then288, label %if.end289

prefix.exit:                                      ; preds = %prefix.head
  %3157 = load i1, ptr %reached, align 1
  %3158 = zext i1 %3157 to i32
  store i32 %3158, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end287

if.then288:                                       ; preds = %prefix.body
  %3159 = fsub float %3153, 0.000000e+00
  %3160 = call float @llvm.maximum.f32(float %3159, float -8.800000e+01)
  %3161 = call float @llvm.minimum.f32(float %3160, float 8.900000e+01)
  %3162 = call float @llvm.fma.f32(float %3161, float 0x3FF7154760000000, float 0x4168000000000000)
  %3163 = fsub float %3162, 0x4168000000000000
  %3164 = call float @llvm.fma.f32(float %3163, float 0xBFE6300000000000, float %3161)
  %3165 = call float @llvm.fma.f32(float %3163, float 0x3F2BD01060000000, float %3164)
  %3166 = fmul float %3165, %3165
  %3167 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %3165, float 0x3F8120BE20000000)
  %3168 = call float @llvm.fma.f32(float %3167, float %3165, float 0x3FA5555180000000)
  %3169 = call float @llvm.fma.f32(float %3168, float %3165, float 0x3FC5554DC0000000)
  %3170 = call float @llvm.fma.f32(float %3169, float %3165, float 5.000000e-01)
  %3171 = call float @llvm.fma.f32(float %3166, float %3170, float %3165)
  %3172 = bitcast float %3162 to i32
  %3173 = shl i32 %3172, 23
  %3174 = add i32 %3173, 1065353216
  %3175 = bitcast i32 %3174 to float
  %3176 = call float @llvm.fma.f32(float %3171, float %3175, float %3175)
  %3177 = fcmp oeq float %3175, 0x7FF0000000000000
  %3178 = select i1 %3177, float %3175, float %3176
  %3179 = load float, ptr %total, align 4
  %3180 = fadd float %3179, %3178
  store float %3180, ptr %total, align 4
  %3181 = fcmp uge float %3180, %1794
  store i1 %3181, ptr %reached, align 1
  br label %if.end289

if.end289:                                        ; preds = %if.then288, %prefix.body
  %prefix.next = add nsw i64 %prefix.iv, 1
  br label %prefix.head, !llvm.loop !11

reached.then:                                     ; preds = %if.end72
  %3182 = add i64 %23, 16
  br label %pad.head

reached.else:                                     ; preds = %if.end72
  %3183 = icmp ne i64 %1761, -9223372036854775808
  %3184 = icmp slt i64 %27, 20
  %3185 = and i1 %3184, %3183
  br i1 %3185, label %if.then292, label %if.end293

reached.end:                                      ; preds = %if.end534, %pad.exit
  br label %active.end

pad.head:                                         ; preds = %if.end291, %reached.then
  %pad.iv = phi i64 [ %3182, %reached.then ], [ %pad.next, %if.end291 ]
  %3186 = icmp slt i64 %pad.iv, 20
  br i1 %3186, label %pad.body, label %pad.exit

pad.body:                                         ; preds = %pad.head
  br i1 true, label %if.then290, label %if.end291

pad.exit:                                         ; preds = %pad.head
  br label %reached.end

if.then290:                                       ; preds = %pad.body
  %3187 = getelementptr i64, ptr %35, i64 %pad.iv
  store i64 -1, ptr %3187, align 4
  %3188 = getelementptr float, ptr %38, i64 %pad.iv
  %3189 = fsub float 0xFFFFFFFFE0000000, %1772
  %3190 = fcmp uno float %3189, %3189
  %3191 = select i1 %3190, float 0x7FF8000000000000, float %3189
  %3192 = select i1 true, float 0xFFF0000000000000, float %3191
  store float %3192, ptr %3188, align 4
  br label %if.end291

if.end291:                                        ; preds = %if.then290, %pad.body
  %pad.next = add nsw i64 %pad.iv, 128
  br label %pad.head, !llvm.loop !13

if.then292:                                       ; preds = %reached.else
  store i32 0, ptr %place294, align 4
  br i1 %391, label %place.then295, label %place.else296

if.end293:                                        ; preds = %if.end299, %reached.else
  call void @llvm.nvvm.barrier0()
  %3193 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %391, label %glist.then300, label %glist.else301

place.then295:                                    ; preds = %if.then292
  %3194 = load i32, ptr %sorted32, align 4
  %3195 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %3196 = icmp sgt i32 %3195, %3194
  %3197 = select i1 %3196, i32 16, i32 0
  %3198 = add i32 7, %3197
  %3199 = zext i32 %3198 to i64
  %3200 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3199
  %3201 = load i32, ptr addrspace(3) %3200, align 4
  %3202 = add i32 %3197, 8
  %3203 = icmp sgt i32 %3201, %3194
  %3204 = select i1 %3203, i32 %3202, i32 %3197
  %3205 = add i32 3, %3204
  %3206 = zext i32 %3205 to i64
  %3207 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3206
  %3208 = load i32, ptr addrspace(3) %3207, align 4
  %3209 = add i32 %3204, 4
  %3210 = icmp sgt i32 %3208, %3194
  %3211 = select i1 %3210, i32 %3209, i32 %3204
  %3212 = add i32 1, %3211
  %3213 = zext i32 %3212 to i64
  %3214 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3213
  %3215 = load i32, ptr addrspace(3) %3214, align 4
  %3216 = add i32 %3211, 2
  %3217 = icmp sgt i32 %3215, %3194
  %3218 = select i1 %3217, i32 %3216, i32 %3211
  %3219 = add i32 0, %3218
  %3220 = zext i32 %3219 to i64
  %3221 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3220
  %3222 = load i32, ptr addrspace(3) %3221, align 4
  %3223 = add i32 %3218, 1
  %3224 = icmp sgt i32 %3222, %3194
  %3225 = select i1 %3224, i32 %3223, i32 %3218
  %3226 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %3227 = icmp sgt i32 %3226, %3194
  %3228 = zext i1 %3227 to i32
  %3229 = add i32 %3225, %3228
  %3230 = add i32 0, %3229
  %3231 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %3232 = icmp sgt i32 %3231, %3194
  %3233 = select i1 %3232, i32 16, i32 0
  %3234 = add i32 39, %3233
  %3235 = zext i32 %3234 to i64
  %3236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3235
  %3237 = load i32, ptr addrspace(3) %3236, align 4
  %3238 = add i32 %3233, 8
  %3239 = icmp sgt i32 %3237, %3194
  %3240 = select i1 %3239, i32 %3238, i32 %3233
  %3241 = add i32 35, %3240
  %3242 = zext i32 %3241 to i64
  %3243 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3242
  %3244 = load i32, ptr addrspace(3) %3243, align 4
  %3245 = add i32 %3240, 4
  %3246 = icmp sgt i32 %3244, %3194
  %3247 = select i1 %3246, i32 %3245, i32 %3240
  %3248 = add i32 33, %3247
  %3249 = zext i32 %3248 to i64
  %3250 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3249
  %3251 = load i32, ptr addrspace(3) %3250, align 4
  %3252 = add i32 %3247, 2
  %3253 = icmp sgt i32 %3251, %3194
  %3254 = select i1 %3253, i32 %3252, i32 %3247
  %3255 = add i32 32, %3254
  %3256 = zext i32 %3255 to i64
  %3257 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3256
  %3258 = load i32, ptr addrspace(3) %3257, align 4
  %3259 = add i32 %3254, 1
  %3260 = icmp sgt i32 %3258, %3194
  %3261 = select i1 %3260, i32 %3259, i32 %3254
  %3262 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %3263 = icmp sgt i32 %3262, %3194
  %3264 = zext i1 %3263 to i32
  %3265 = add i32 %3261, %3264
  %3266 = add i32 %3230, %3265
  %3267 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %3268 = icmp sgt i32 %3267, %3194
  %3269 = select i1 %3268, i32 16, i32 0
  %3270 = add i32 71, %3269
  %3271 = zext i32 %3270 to i64
  %3272 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3271
  %3273 = load i32, ptr addrspace(3) %3272, align 4
  %3274 = add i32 %3269, 8
  %3275 = icmp sgt i32 %3273, %3194
  %3276 = select i1 %3275, i32 %3274, i32 %3269
  %3277 = add i32 67, %3276
  %3278 = zext i32 %3277 to i64
  %3279 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3278
  %3280 = load i32, ptr addrspace(3) %3279, align 4
  %3281 = add i32 %3276, 4
  %3282 = icmp sgt i32 %3280, %3194
  %3283 = select i1 %3282, i32 %3281, i32 %3276
  %3284 = add i32 65, %3283
  %3285 = zext i32 %3284 to i64
  %3286 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3285
  %3287 = load i32, ptr addrspace(3) %3286, align 4
  %3288 = add i32 %3283, 2
  %3289 = icmp sgt i32 %3287, %3194
  %3290 = select i1 %3289, i32 %3288, i32 %3283
  %3291 = add i32 64, %3290
  %3292 = zext i32 %3291 to i64
  %3293 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3292
  %3294 = load i32, ptr addrspace(3) %3293, align 4
  %3295 = add i32 %3290, 1
  %3296 = icmp sgt i32 %3294, %3194
  %3297 = select i1 %3296, i32 %3295, i32 %3290
  %3298 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %3299 = icmp sgt i32 %3298, %3194
  %3300 = zext i1 %3299 to i32
  %3301 = add i32 %3297, %3300
  %3302 = add i32 %3266, %3301
  %3303 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %3304 = icmp sgt i32 %3303, %3194
  %3305 = select i1 %3304, i32 16, i32 0
  %3306 = add i32 103, %3305
  %3307 = zext i32 %3306 to i64
  %3308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3307
  %3309 = load i32, ptr addrspace(3) %3308, align 4
  %3310 = add i32 %3305, 8
  %3311 = icmp sgt i32 %3309, %3194
  %3312 = select i1 %3311, i32 %3310, i32 %3305
  %3313 = add i32 99, %3312
  %3314 = zext i32 %3313 to i64
  %3315 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3314
  %3316 = load i32, ptr addrspace(3) %3315, align 4
  %3317 = add i32 %3312, 4
  %3318 = icmp sgt i32 %3316, %3194
  %3319 = select i1 %3318, i32 %3317, i32 %3312
  %3320 = add i32 97, %3319
  %3321 = zext i32 %3320 to i64
  %3322 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3321
  %3323 = load i32, ptr addrspace(3) %3322, align 4
  %3324 = add i32 %3319, 2
  %3325 = icmp sgt i32 %3323, %3194
  %3326 = select i1 %3325, i32 %3324, i32 %3319
  %3327 = add i32 96, %3326
  %3328 = zext i32 %3327 to i64
  %3329 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3328
  %3330 = load i32, ptr addrspace(3) %3329, align 4
  %3331 = add i32 %3326, 1
  %3332 = icmp sgt i32 %3330, %3194
  %3333 = select i1 %3332, i32 %3331, i32 %3326
  %3334 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %3335 = icmp sgt i32 %3334, %3194
  %3336 = zext i1 %3335 to i32
  %3337 = add i32 %3333, %3336
  %3338 = add i32 %3302, %3337
  store i32 %3338, ptr %place294, align 4
  br label %place.end297

place.else296:                                    ; preds = %if.then292
  %3339 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %3340 = icmp sgt i64 %3339, %1761
  %3341 = select i1 %3340, i32 16, i32 0
  %3342 = add i32 7, %3341
  %3343 = zext i32 %3342 to i64
  %3344 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3343
  %3345 = load i64, ptr addrspace(3) %3344, align 4
  %3346 = add i32 %3341, 8
  %3347 = icmp sgt i64 %3345, %1761
  %3348 = select i1 %3347, i32 %3346, i32 %3341
  %3349 = add i32 3, %3348
  %3350 = zext i32 %3349 to i64
  %3351 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3350
  %3352 = load i64, ptr addrspace(3) %3351, align 4
  %3353 = add i32 %3348, 4
  %3354 = icmp sgt i64 %3352, %1761
  %3355 = select i1 %3354, i32 %3353, i32 %3348
  %3356 = add i32 1, %3355
  %3357 = zext i32 %3356 to i64
  %3358 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3357
  %3359 = load i64, ptr addrspace(3) %3358, align 4
  %3360 = add i32 %3355, 2
  %3361 = icmp sgt i64 %3359, %1761
  %3362 = select i1 %3361, i32 %3360, i32 %3355
  %3363 = add i32 0, %3362
  %3364 = zext i32 %3363 to i64
  %3365 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3364
  %3366 = load i64, ptr addrspace(3) %3365, align 4
  %3367 = add i32 %3362, 1
  %3368 = icmp sgt i64 %3366, %1761
  %3369 = select i1 %3368, i32 %3367, i32 %3362
  %3370 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %3371 = icmp sgt i64 %3370, %1761
  %3372 = zext i1 %3371 to i32
  %3373 = add i32 %3369, %3372
  %3374 = add i32 0, %3373
  %3375 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %3376 = icmp sgt i64 %3375, %1761
  %3377 = select i1 %3376, i32 16, i32 0
  %3378 = add i32 39, %3377
  %3379 = zext i32 %3378 to i64
  %3380 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3379
  %3381 = load i64, ptr addrspace(3) %3380, align 4
  %3382 = add i32 %3377, 8
  %3383 = icmp sgt i64 %3381, %1761
  %3384 = select i1 %3383, i32 %3382, i32 %3377
  %3385 = add i32 35, %3384
  %3386 = zext i32 %3385 to i64
  %3387 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3386
  %3388 = load i64, ptr addrspace(3) %3387, align 4
  %3389 = add i32 %3384, 4
  %3390 = icmp sgt i64 %3388, %1761
  %3391 = select i1 %3390, i32 %3389, i32 %3384
  %3392 = add i32 33, %3391
  %3393 = zext i32 %3392 to i64
  %3394 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3393
  %3395 = load i64, ptr addrspace(3) %3394, align 4
  %3396 = add i32 %3391, 2
  %3397 = icmp sgt i64 %3395, %1761
  %3398 = select i1 %3397, i32 %3396, i32 %3391
  %3399 = add i32 32, %3398
  %3400 = zext i32 %3399 to i64
  %3401 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3400
  %3402 = load i64, ptr addrspace(3) %3401, align 4
  %3403 = add i32 %3398, 1
  %3404 = icmp sgt i64 %3402, %1761
  %3405 = select i1 %3404, i32 %3403, i32 %3398
  %3406 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %3407 = icmp sgt i64 %3406, %1761
  %3408 = zext i1 %3407 to i32
  %3409 = add i32 %3405, %3408
  %3410 = add i32 %3374, %3409
  %3411 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %3412 = icmp sgt i64 %3411, %1761
  %3413 = select i1 %3412, i32 16, i32 0
  %3414 = add i32 71, %3413
  %3415 = zext i32 %3414 to i64
  %3416 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3415
  %3417 = load i64, ptr addrspace(3) %3416, align 4
  %3418 = add i32 %3413, 8
  %3419 = icmp sgt i64 %3417, %1761
  %3420 = select i1 %3419, i32 %3418, i32 %3413
  %3421 = add i32 67, %3420
  %3422 = zext i32 %3421 to i64
  %3423 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3422
  %3424 = load i64, ptr addrspace(3) %3423, align 4
  %3425 = add i32 %3420, 4
  %3426 = icmp sgt i64 %3424, %1761
  %3427 = select i1 %3426, i32 %3425, i32 %3420
  %3428 = add i32 65, %3427
  %3429 = zext i32 %3428 to i64
  %3430 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3429
  %3431 = load i64, ptr addrspace(3) %3430, align 4
  %3432 = add i32 %3427, 2
  %3433 = icmp sgt i64 %3431, %1761
  %3434 = select i1 %3433, i32 %3432, i32 %3427
  %3435 = add i32 64, %3434
  %3436 = zext i32 %3435 to i64
  %3437 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3436
  %3438 = load i64, ptr addrspace(3) %3437, align 4
  %3439 = add i32 %3434, 1
  %3440 = icmp sgt i64 %3438, %1761
  %3441 = select i1 %3440, i32 %3439, i32 %3434
  %3442 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %3443 = icmp sgt i64 %3442, %1761
  %3444 = zext i1 %3443 to i32
  %3445 = add i32 %3441, %3444
  %3446 = add i32 %3410, %3445
  %3447 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %3448 = icmp sgt i64 %3447, %1761
  %3449 = select i1 %3448, i32 16, i32 0
  %3450 = add i32 103, %3449
  %3451 = zext i32 %3450 to i64
  %3452 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3451
  %3453 = load i64, ptr addrspace(3) %3452, align 4
  %3454 = add i32 %3449, 8
  %3455 = icmp sgt i64 %3453, %1761
  %3456 = select i1 %3455, i32 %3454, i32 %3449
  %3457 = add i32 99, %3456
  %3458 = zext i32 %3457 to i64
  %3459 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3458
  %3460 = load i64, ptr addrspace(3) %3459, align 4
  %3461 = add i32 %3456, 4
  %3462 = icmp sgt i64 %3460, %1761
  %3463 = select i1 %3462, i32 %3461, i32 %3456
  %3464 = add i32 97, %3463
  %3465 = zext i32 %3464 to i64
  %3466 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3465
  %3467 = load i64, ptr addrspace(3) %3466, align 4
  %3468 = add i32 %3463, 2
  %3469 = icmp sgt i64 %3467, %1761
  %3470 = select i1 %3469, i32 %3468, i32 %3463
  %3471 = add i32 96, %3470
  %3472 = zext i32 %3471 to i64
  %3473 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %3472
  %3474 = load i64, ptr addrspace(3) %3473, align 4
  %3475 = add i32 %3470, 1
  %3476 = icmp sgt i64 %3474, %1761
  %3477 = select i1 %3476, i32 %3475, i32 %3470
  %3478 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %3479 = icmp sgt i64 %3478, %1761
  %3480 = zext i1 %3479 to i32
  %3481 = add i32 %3477, %3480
  %3482 = add i32 %3446, %3481
  store i32 %3482, ptr %place294, align 4
  br label %place.end297

place.end297:                                     ; preds = %place.else296, %place.then295
  %3483 = load i32, ptr %place294, align 4
  %3484 = icmp eq i32 %3483, 19
  br i1 %3484, label %if.then298, label %if.end299

if.then298:                                       ; preds = %place.end297
  %3485 = ashr i64 %1761, 32
  %3486 = trunc i64 %3485 to i32
  store i32 %3486, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end299

if.end299:                                        ; preds = %if.then298, %place.end297
  br label %if.end293

glist.then300:                                    ; preds = %if.end293
  %3487 = and i32 %3193, -65536
  %3488 = load i32, ptr %cachedmax, align 4
  %3489 = icmp sge i32 %3488, %3487
  br i1 %3489, label %if.then303, label %if.end304

glist.else301:                                    ; preds = %if.end293
  %3490 = add i64 %48, 2047
  %3491 = udiv i64 %3490, 2048
  br label %glist.head369

glist.end302:                                     ; preds = %glist.exit371, %if.end304
  call void @llvm.nvvm.barrier0()
  %3492 = load i32, ptr addrspace(3) @block_shared, align 4
  %3493 = icmp ugt i32 %3492, 256
  %3494 = xor i1 %3493, true
  br i1 %3494, label %if.then470, label %if.end471

if.then303:                                       ; preds = %glist.then300
  %3495 = load i32, ptr %cached, align 4
  %3496 = icmp sge i32 %3495, %3487
  %3497 = icmp ne i32 %3495, -2147483648
  %3498 = and i1 %3497, %3496
  br i1 %3498, label %if.then305, label %if.end306

if.end304:                                        ; preds = %if.end366, %glist.then300
  br label %glist.end302

if.then305:                                       ; preds = %if.then303
  %3499 = add i64 %23, 0
  %3500 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3501 = icmp ult i32 %3500, 256
  br i1 %3501, label %if.then307, label %if.end308

if.end306:                                        ; preds = %if.end308, %if.then303
  %3502 = load i32, ptr %cached17, align 4
  %3503 = icmp sge i32 %3502, %3487
  %3504 = icmp ne i32 %3502, -2147483648
  %3505 = and i1 %3504, %3503
  br i1 %3505, label %if.then309, label %if.end310

if.then307:                                       ; preds = %if.then305
  %3506 = zext i32 %3500 to i64
  %3507 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3506
  %3508 = trunc i64 %3499 to i32
  store i32 %3508, ptr addrspace(3) %3507, align 4
  br label %if.end308

if.end308:                                        ; preds = %if.then307, %if.then305
  br label %if.end306

if.then309:                                       ; preds = %if.end306
  %3509 = add i64 %23, 128
  %3510 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3511 = icmp ult i32 %3510, 256
  br i1 %3511, label %if.then311, label %if.end312

if.end310:                                        ; preds = %if.end312, %if.end306
  %3512 = load i32, ptr %cached18, align 4
  %3513 = icmp sge i32 %3512, %3487
  %3514 = icmp ne i32 %3512, -2147483648
  %3515 = and i1 %3514, %3513
  br i1 %3515, label %if.then313, label %if.end314

if.then311:                                       ; preds = %if.then309
  %3516 = zext i32 %3510 to i64
  %3517 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3516
  %3518 = trunc i64 %3509 to i32
  store i32 %3518, ptr addrspace(3) %3517, align 4
  br label %if.end312

if.end312:                                        ; preds = %if.then311, %if.then309
  br label %if.end310

if.then313:                                       ; preds = %if.end310
  %3519 = add i64 %23, 256
  %3520 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3521 = icmp ult i32 %3520, 256
  br i1 %3521, label %if.then315, label %if.end316

if.end314:                                        ; preds = %if.end316, %if.end310
  %3522 = load i32, ptr %cached19, align 4
  %3523 = icmp sge i32 %3522, %3487
  %3524 = icmp ne i32 %3522, -2147483648
  %3525 = and i1 %3524, %3523
  br i1 %3525, label %if.then317, label %if.end318

if.then315:                                       ; preds = %if.then313
  %3526 = zext i32 %3520 to i64
  %3527 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3526
  %3528 = trunc i64 %3519 to i32
  store i32 %3528, ptr addrspace(3) %3527, align 4
  br label %if.end316

if.end316:                                        ; preds = %if.then315, %if.then313
  br label %if.end314

if.then317:                                       ; preds = %if.end314
  %3529 = add i64 %23, 384
  %3530 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3531 = icmp ult i32 %3530, 256
  br i1 %3531, label %if.then319, label %if.end320

if.end318:                                        ; preds = %if.end320, %if.end314
  %3532 = load i32, ptr %cached20, align 4
  %3533 = icmp sge i32 %3532, %3487
  %3534 = icmp ne i32 %3532, -2147483648
  %3535 = and i1 %3534, %3533
  br i1 %3535, label %if.then321, label %if.end322

if.then319:                                       ; preds = %if.then317
  %3536 = zext i32 %3530 to i64
  %3537 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3536
  %3538 = trunc i64 %3529 to i32
  store i32 %3538, ptr addrspace(3) %3537, align 4
  br label %if.end320

if.end320:                                        ; preds = %if.then319, %if.then317
  br label %if.end318

if.then321:                                       ; preds = %if.end318
  %3539 = add i64 %23, 512
  %3540 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3541 = icmp ult i32 %3540, 256
  br i1 %3541, label %if.then323, label %if.end324

if.end322:                                        ; preds = %if.end324, %if.end318
  %3542 = load i32, ptr %cached21, align 4
  %3543 = icmp sge i32 %3542, %3487
  %3544 = icmp ne i32 %3542, -2147483648
  %3545 = and i1 %3544, %3543
  br i1 %3545, label %if.then325, label %if.end326

if.then323:                                       ; preds = %if.then321
  %3546 = zext i32 %3540 to i64
  %3547 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3546
  %3548 = trunc i64 %3539 to i32
  store i32 %3548, ptr addrspace(3) %3547, align 4
  br label %if.end324

if.end324:                                        ; preds = %if.then323, %if.then321
  br label %if.end322

if.then325:                                       ; preds = %if.end322
  %3549 = add i64 %23, 640
  %3550 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3551 = icmp ult i32 %3550, 256
  br i1 %3551, label %if.then327, label %if.end328

if.end326:                                        ; preds = %if.end328, %if.end322
  %3552 = load i32, ptr %cached22, align 4
  %3553 = icmp sge i32 %3552, %3487
  %3554 = icmp ne i32 %3552, -2147483648
  %3555 = and i1 %3554, %3553
  br i1 %3555, label %if.then329, label %if.end330

if.then327:                                       ; preds = %if.then325
  %3556 = zext i32 %3550 to i64
  %3557 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3556
  %3558 = trunc i64 %3549 to i32
  store i32 %3558, ptr addrspace(3) %3557, align 4
  br label %if.end328

if.end328:                                        ; preds = %if.then327, %if.then325
  br label %if.end326

if.then329:                                       ; preds = %if.end326
  %3559 = add i64 %23, 768
  %3560 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3561 = icmp ult i32 %3560, 256
  br i1 %3561, label %if.then331, label %if.end332

if.end330:                                        ; preds = %if.end332, %if.end326
  %3562 = load i32, ptr %cached23, align 4
  %3563 = icmp sge i32 %3562, %3487
  %3564 = icmp ne i32 %3562, -2147483648
  %3565 = and i1 %3564, %3563
  br i1 %3565, label %if.then333, label %if.end334

if.then331:                                       ; preds = %if.then329
  %3566 = zext i32 %3560 to i64
  %3567 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3566
  %3568 = trunc i64 %3559 to i32
  store i32 %3568, ptr addrspace(3) %3567, align 4
  br label %if.end332

if.end332:                                        ; preds = %if.then331, %if.then329
  br label %if.end330

if.then333:                                       ; preds = %if.end330
  %3569 = add i64 %23, 896
  %3570 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3571 = icmp ult i32 %3570, 256
  br i1 %3571, label %if.then335, label %if.end336

if.end334:                                        ; preds = %if.end336, %if.end330
  %3572 = load i32, ptr %cached24, align 4
  %3573 = icmp sge i32 %3572, %3487
  %3574 = icmp ne i32 %3572, -2147483648
  %3575 = and i1 %3574, %3573
  br i1 %3575, label %if.then337, label %if.end338

if.then335:                                       ; preds = %if.then333
  %3576 = zext i32 %3570 to i64
  %3577 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3576
  %3578 = trunc i64 %3569 to i32
  store i32 %3578, ptr addrspace(3) %3577, align 4
  br label %if.end336

if.end336:                                        ; preds = %if.then335, %if.then333
  br label %if.end334

if.then337:                                       ; preds = %if.end334
  %3579 = add i64 %23, 1024
  %3580 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3581 = icmp ult i32 %3580, 256
  br i1 %3581, label %if.then339, label %if.end340

if.end338:                                        ; preds = %if.end340, %if.end334
  %3582 = load i32, ptr %cached25, align 4
  %3583 = icmp sge i32 %3582, %3487
  %3584 = icmp ne i32 %3582, -2147483648
  %3585 = and i1 %3584, %3583
  br i1 %3585, label %if.then341, label %if.end342

if.then339:                                       ; preds = %if.then337
  %3586 = zext i32 %3580 to i64
  %3587 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3586
  %3588 = trunc i64 %3579 to i32
  store i32 %3588, ptr addrspace(3) %3587, align 4
  br label %if.end340

if.end340:                                        ; preds = %if.then339, %if.then337
  br label %if.end338

if.then341:                                       ; preds = %if.end338
  %3589 = add i64 %23, 1152
  %3590 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3591 = icmp ult i32 %3590, 256
  br i1 %3591, label %if.then343, label %if.end344

if.end342:                                        ; preds = %if.end344, %if.end338
  %3592 = load i32, ptr %cached26, align 4
  %3593 = icmp sge i32 %3592, %3487
  %3594 = icmp ne i32 %3592, -2147483648
  %3595 = and i1 %3594, %3593
  br i1 %3595, label %if.then345, label %if.end346

if.then343:                                       ; preds = %if.then341
  %3596 = zext i32 %3590 to i64
  %3597 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3596
  %3598 = trunc i64 %3589 to i32
  store i32 %3598, ptr addrspace(3) %3597, align 4
  br label %if.end344

if.end344:                                        ; preds = %if.then343, %if.then341
  br label %if.end342

if.then345:                                       ; preds = %if.end342
  %3599 = add i64 %23, 1280
  %3600 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3601 = icmp ult i32 %3600, 256
  br i1 %3601, label %if.then347, label %if.end348

if.end346:                                        ; preds = %if.end348, %if.end342
  %3602 = load i32, ptr %cached27, align 4
  %3603 = icmp sge i32 %3602, %3487
  %3604 = icmp ne i32 %3602, -2147483648
  %3605 = and i1 %3604, %3603
  br i1 %3605, label %if.then349, label %if.end350

if.then347:                                       ; preds = %if.then345
  %3606 = zext i32 %3600 to i64
  %3607 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3606
  %3608 = trunc i64 %3599 to i32
  store i32 %3608, ptr addrspace(3) %3607, align 4
  br label %if.end348

if.end348:                                        ; preds = %if.then347, %if.then345
  br label %if.end346

if.then349:                                       ; preds = %if.end346
  %3609 = add i64 %23, 1408
  %3610 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3611 = icmp ult i32 %3610, 256
  br i1 %3611, label %if.then351, label %if.end352

if.end350:                                        ; preds = %if.end352, %if.end346
  %3612 = load i32, ptr %cached28, align 4
  %3613 = icmp sge i32 %3612, %3487
  %3614 = icmp ne i32 %3612, -2147483648
  %3615 = and i1 %3614, %3613
  br i1 %3615, label %if.then353, label %if.end354

if.then351:                                       ; preds = %if.then349
  %3616 = zext i32 %3610 to i64
  %3617 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3616
  %3618 = trunc i64 %3609 to i32
  store i32 %3618, ptr addrspace(3) %3617, align 4
  br label %if.end352

if.end352:                                        ; preds = %if.then351, %if.then349
  br label %if.end350

if.then353:                                       ; preds = %if.end350
  %3619 = add i64 %23, 1536
  %3620 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3621 = icmp ult i32 %3620, 256
  br i1 %3621, label %if.then355, label %if.end356

if.end354:                                        ; preds = %if.end356, %if.end350
  %3622 = load i32, ptr %cached29, align 4
  %3623 = icmp sge i32 %3622, %3487
  %3624 = icmp ne i32 %3622, -2147483648
  %3625 = and i1 %3624, %3623
  br i1 %3625, label %if.then357, label %if.end358

if.then355:                                       ; preds = %if.then353
  %3626 = zext i32 %3620 to i64
  %3627 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3626
  %3628 = trunc i64 %3619 to i32
  store i32 %3628, ptr addrspace(3) %3627, align 4
  br label %if.end356

if.end356:                                        ; preds = %if.then355, %if.then353
  br label %if.end354

if.then357:                                       ; preds = %if.end354
  %3629 = add i64 %23, 1664
  %3630 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3631 = icmp ult i32 %3630, 256
  br i1 %3631, label %if.then359, label %if.end360

if.end358:                                        ; preds = %if.end360, %if.end354
  %3632 = load i32, ptr %cached30, align 4
  %3633 = icmp sge i32 %3632, %3487
  %3634 = icmp ne i32 %3632, -2147483648
  %3635 = and i1 %3634, %3633
  br i1 %3635, label %if.then361, label %if.end362

if.then359:                                       ; preds = %if.then357
  %3636 = zext i32 %3630 to i64
  %3637 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3636
  %3638 = trunc i64 %3629 to i32
  store i32 %3638, ptr addrspace(3) %3637, align 4
  br label %if.end360

if.end360:                                        ; preds = %if.then359, %if.then357
  br label %if.end358

if.then361:                                       ; preds = %if.end358
  %3639 = add i64 %23, 1792
  %3640 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3641 = icmp ult i32 %3640, 256
  br i1 %3641, label %if.then363, label %if.end364

if.end362:                                        ; preds = %if.end364, %if.end358
  %3642 = load i32, ptr %cached31, align 4
  %3643 = icmp sge i32 %3642, %3487
  %3644 = icmp ne i32 %3642, -2147483648
  %3645 = and i1 %3644, %3643
  br i1 %3645, label %if.then365, label %if.end366

if.then363:                                       ; preds = %if.then361
  %3646 = zext i32 %3640 to i64
  %3647 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3646
  %3648 = trunc i64 %3639 to i32
  store i32 %3648, ptr addrspace(3) %3647, align 4
  br label %if.end364

if.end364:                                        ; preds = %if.then363, %if.then361
  br label %if.end362

if.then365:                                       ; preds = %if.end362
  %3649 = add i64 %23, 1920
  %3650 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3651 = icmp ult i32 %3650, 256
  br i1 %3651, label %if.then367, label %if.end368

if.end366:                                        ; preds = %if.end368, %if.end362
  br label %if.end304

if.then367:                                       ; preds = %if.then365
  %3652 = zext i32 %3650 to i64
  %3653 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3652
  %3654 = trunc i64 %3649 to i32
  store i32 %3654, ptr addrspace(3) %3653, align 4
  br label %if.end368

if.end368:                                        ; preds = %if.then367, %if.then365
  br label %if.end366

glist.head369:                                    ; preds = %if.end464, %glist.else301
  %glist.iv372 = phi i64 [ 0, %glist.else301 ], [ %glist.next469, %if.end464 ]
  %3655 = icmp slt i64 %glist.iv372, %3491
  br i1 %3655, label %glist.body370, label %glist.exit371

glist.body370:                                    ; preds = %glist.head369
  %3656 = mul i64 %glist.iv372, 2048
  %3657 = add i64 %3656, 0
  %3658 = add i64 %23, %3657
  %3659 = icmp slt i64 %3658, %48
  %3660 = select i1 %3659, i64 %3658, i64 0
  %3661 = getelementptr i32, ptr %51, i64 %3660
  %3662 = load i32, ptr %3661, align 4
  %3663 = and i32 %3662, -65536
  %3664 = bitcast i32 %3663 to float
  %3665 = and i32 %3662, 65535
  %3666 = zext i32 %3665 to i64
  %3667 = bitcast float %3664 to i32
  %3668 = fcmp uno float %3664, %3664
  %3669 = select i1 %3668, i32 2143289344, i32 %3667
  %3670 = xor i32 %3669, 2147483647
  %3671 = icmp sge i32 %3669, 0
  %3672 = select i1 %3671, i32 %3669, i32 %3670
  %3673 = sext i32 %3672 to i64
  %3674 = shl i64 %3673, 32
  %3675 = or i64 %3674, %3666
  %3676 = mul i64 %glist.iv372, 2048
  %3677 = add i64 %3676, 128
  %3678 = add i64 %23, %3677
  %3679 = icmp slt i64 %3678, %48
  %3680 = select i1 %3679, i64 %3678, i64 0
  %3681 = getelementptr i32, ptr %51, i64 %3680
  %3682 = load i32, ptr %3681, align 4
  %3683 = and i32 %3682, -65536
  %3684 = bitcast i32 %3683 to float
  %3685 = and i32 %3682, 65535
  %3686 = zext i32 %3685 to i64
  %3687 = bitcast float %3684 to i32
  %3688 = fcmp uno float %3684, %3684
  %3689 = select i1 %3688, i32 2143289344, i32 %3687
  %3690 = xor i32 %3689, 2147483647
  %3691 = icmp sge i32 %3689, 0
  %3692 = select i1 %3691, i32 %3689, i32 %3690
  %3693 = sext i32 %3692 to i64
  %3694 = shl i64 %3693, 32
  %3695 = or i64 %3694, %3686
  %3696 = mul i64 %glist.iv372, 2048
  %3697 = add i64 %3696, 256
  %3698 = add i64 %23, %3697
  %3699 = icmp slt i64 %3698, %48
  %3700 = select i1 %3699, i64 %3698, i64 0
  %3701 = getelementptr i32, ptr %51, i64 %3700
  %3702 = load i32, ptr %3701, align 4
  %3703 = and i32 %3702, -65536
  %3704 = bitcast i32 %3703 to float
  %3705 = and i32 %3702, 65535
  %3706 = zext i32 %3705 to i64
  %3707 = bitcast float %3704 to i32
  %3708 = fcmp uno float %3704, %3704
  %3709 = select i1 %3708, i32 2143289344, i32 %3707
  %3710 = xor i32 %3709, 2147483647
  %3711 = icmp sge i32 %3709, 0
  %3712 = select i1 %3711, i32 %3709, i32 %3710
  %3713 = sext i32 %3712 to i64
  %3714 = shl i64 %3713, 32
  %3715 = or i64 %3714, %3706
  %3716 = mul i64 %glist.iv372, 2048
  %3717 = add i64 %3716, 384
  %3718 = add i64 %23, %3717
  %3719 = icmp slt i64 %3718, %48
  %3720 = select i1 %3719, i64 %3718, i64 0
  %3721 = getelementptr i32, ptr %51, i64 %3720
  %3722 = load i32, ptr %3721, align 4
  %3723 = and i32 %3722, -65536
  %3724 = bitcast i32 %3723 to float
  %3725 = and i32 %3722, 65535
  %3726 = zext i32 %3725 to i64
  %3727 = bitcast float %3724 to i32
  %3728 = fcmp uno float %3724, %3724
  %3729 = select i1 %3728, i32 2143289344, i32 %3727
  %3730 = xor i32 %3729, 2147483647
  %3731 = icmp sge i32 %3729, 0
  %3732 = select i1 %3731, i32 %3729, i32 %3730
  %3733 = sext i32 %3732 to i64
  %3734 = shl i64 %3733, 32
  %3735 = or i64 %3734, %3726
  %3736 = mul i64 %glist.iv372, 2048
  %3737 = add i64 %3736, 512
  %3738 = add i64 %23, %3737
  %3739 = icmp slt i64 %3738, %48
  %3740 = select i1 %3739, i64 %3738, i64 0
  %3741 = getelementptr i32, ptr %51, i64 %3740
  %3742 = load i32, ptr %3741, align 4
  %3743 = and i32 %3742, -65536
  %3744 = bitcast i32 %3743 to float
  %3745 = and i32 %3742, 65535
  %3746 = zext i32 %3745 to i64
  %3747 = bitcast float %3744 to i32
  %3748 = fcmp uno float %3744, %3744
  %3749 = select i1 %3748, i32 2143289344, i32 %3747
  %3750 = xor i32 %3749, 2147483647
  %3751 = icmp sge i32 %3749, 0
  %3752 = select i1 %3751, i32 %3749, i32 %3750
  %3753 = sext i32 %3752 to i64
  %3754 = shl i64 %3753, 32
  %3755 = or i64 %3754, %3746
  %3756 = mul i64 %glist.iv372, 2048
  %3757 = add i64 %3756, 640
  %3758 = add i64 %23, %3757
  %3759 = icmp slt i64 %3758, %48
  %3760 = select i1 %3759, i64 %3758, i64 0
  %3761 = getelementptr i32, ptr %51, i64 %3760
  %3762 = load i32, ptr %3761, align 4
  %3763 = and i32 %3762, -65536
  %3764 = bitcast i32 %3763 to float
  %3765 = and i32 %3762, 65535
  %3766 = zext i32 %3765 to i64
  %3767 = bitcast float %3764 to i32
  %3768 = fcmp uno float %3764, %3764
  %3769 = select i1 %3768, i32 2143289344, i32 %3767
  %3770 = xor i32 %3769, 2147483647
  %3771 = icmp sge i32 %3769, 0
  %3772 = select i1 %3771, i32 %3769, i32 %3770
  %3773 = sext i32 %3772 to i64
  %3774 = shl i64 %3773, 32
  %3775 = or i64 %3774, %3766
  %3776 = mul i64 %glist.iv372, 2048
  %3777 = add i64 %3776, 768
  %3778 = add i64 %23, %3777
  %3779 = icmp slt i64 %3778, %48
  %3780 = select i1 %3779, i64 %3778, i64 0
  %3781 = getelementptr i32, ptr %51, i64 %3780
  %3782 = load i32, ptr %3781, align 4
  %3783 = and i32 %3782, -65536
  %3784 = bitcast i32 %3783 to float
  %3785 = and i32 %3782, 65535
  %3786 = zext i32 %3785 to i64
  %3787 = bitcast float %3784 to i32
  %3788 = fcmp uno float %3784, %3784
  %3789 = select i1 %3788, i32 2143289344, i32 %3787
  %3790 = xor i32 %3789, 2147483647
  %3791 = icmp sge i32 %3789, 0
  %3792 = select i1 %3791, i32 %3789, i32 %3790
  %3793 = sext i32 %3792 to i64
  %3794 = shl i64 %3793, 32
  %3795 = or i64 %3794, %3786
  %3796 = mul i64 %glist.iv372, 2048
  %3797 = add i64 %3796, 896
  %3798 = add i64 %23, %3797
  %3799 = icmp slt i64 %3798, %48
  %3800 = select i1 %3799, i64 %3798, i64 0
  %3801 = getelementptr i32, ptr %51, i64 %3800
  %3802 = load i32, ptr %3801, align 4
  %3803 = and i32 %3802, -65536
  %3804 = bitcast i32 %3803 to float
  %3805 = and i32 %3802, 65535
  %3806 = zext i32 %3805 to i64
  %3807 = bitcast float %3804 to i32
  %3808 = fcmp uno float %3804, %3804
  %3809 = select i1 %3808, i32 2143289344, i32 %3807
  %3810 = xor i32 %3809, 2147483647
  %3811 = icmp sge i32 %3809, 0
  %3812 = select i1 %3811, i32 %3809, i32 %3810
  %3813 = sext i32 %3812 to i64
  %3814 = shl i64 %3813, 32
  %3815 = or i64 %3814, %3806
  %3816 = mul i64 %glist.iv372, 2048
  %3817 = add i64 %3816, 1024
  %3818 = add i64 %23, %3817
  %3819 = icmp slt i64 %3818, %48
  %3820 = select i1 %3819, i64 %3818, i64 0
  %3821 = getelementptr i32, ptr %51, i64 %3820
  %3822 = load i32, ptr %3821, align 4
  %3823 = and i32 %3822, -65536
  %3824 = bitcast i32 %3823 to float
  %3825 = and i32 %3822, 65535
  %3826 = zext i32 %3825 to i64
  %3827 = bitcast float %3824 to i32
  %3828 = fcmp uno float %3824, %3824
  %3829 = select i1 %3828, i32 2143289344, i32 %3827
  %3830 = xor i32 %3829, 2147483647
  %3831 = icmp sge i32 %3829, 0
  %3832 = select i1 %3831, i32 %3829, i32 %3830
  %3833 = sext i32 %3832 to i64
  %3834 = shl i64 %3833, 32
  %3835 = or i64 %3834, %3826
  %3836 = mul i64 %glist.iv372, 2048
  %3837 = add i64 %3836, 1152
  %3838 = add i64 %23, %3837
  %3839 = icmp slt i64 %3838, %48
  %3840 = select i1 %3839, i64 %3838, i64 0
  %3841 = getelementptr i32, ptr %51, i64 %3840
  %3842 = load i32, ptr %3841, align 4
  %3843 = and i32 %3842, -65536
  %3844 = bitcast i32 %3843 to float
  %3845 = and i32 %3842, 65535
  %3846 = zext i32 %3845 to i64
  %3847 = bitcast float %3844 to i32
  %3848 = fcmp uno float %3844, %3844
  %3849 = select i1 %3848, i32 2143289344, i32 %3847
  %3850 = xor i32 %3849, 2147483647
  %3851 = icmp sge i32 %3849, 0
  %3852 = select i1 %3851, i32 %3849, i32 %3850
  %3853 = sext i32 %3852 to i64
  %3854 = shl i64 %3853, 32
  %3855 = or i64 %3854, %3846
  %3856 = mul i64 %glist.iv372, 2048
  %3857 = add i64 %3856, 1280
  %3858 = add i64 %23, %3857
  %3859 = icmp slt i64 %3858, %48
  %3860 = select i1 %3859, i64 %3858, i64 0
  %3861 = getelementptr i32, ptr %51, i64 %3860
  %3862 = load i32, ptr %3861, align 4
  %3863 = and i32 %3862, -65536
  %3864 = bitcast i32 %3863 to float
  %3865 = and i32 %3862, 65535
  %3866 = zext i32 %3865 to i64
  %3867 = bitcast float %3864 to i32
  %3868 = fcmp uno float %3864, %3864
  %3869 = select i1 %3868, i32 2143289344, i32 %3867
  %3870 = xor i32 %3869, 2147483647
  %3871 = icmp sge i32 %3869, 0
  %3872 = select i1 %3871, i32 %3869, i32 %3870
  %3873 = sext i32 %3872 to i64
  %3874 = shl i64 %3873, 32
  %3875 = or i64 %3874, %3866
  %3876 = mul i64 %glist.iv372, 2048
  %3877 = add i64 %3876, 1408
  %3878 = add i64 %23, %3877
  %3879 = icmp slt i64 %3878, %48
  %3880 = select i1 %3879, i64 %3878, i64 0
  %3881 = getelementptr i32, ptr %51, i64 %3880
  %3882 = load i32, ptr %3881, align 4
  %3883 = and i32 %3882, -65536
  %3884 = bitcast i32 %3883 to float
  %3885 = and i32 %3882, 65535
  %3886 = zext i32 %3885 to i64
  %3887 = bitcast float %3884 to i32
  %3888 = fcmp uno float %3884, %3884
  %3889 = select i1 %3888, i32 2143289344, i32 %3887
  %3890 = xor i32 %3889, 2147483647
  %3891 = icmp sge i32 %3889, 0
  %3892 = select i1 %3891, i32 %3889, i32 %3890
  %3893 = sext i32 %3892 to i64
  %3894 = shl i64 %3893, 32
  %3895 = or i64 %3894, %3886
  %3896 = mul i64 %glist.iv372, 2048
  %3897 = add i64 %3896, 1536
  %3898 = add i64 %23, %3897
  %3899 = icmp slt i64 %3898, %48
  %3900 = select i1 %3899, i64 %3898, i64 0
  %3901 = getelementptr i32, ptr %51, i64 %3900
  %3902 = load i32, ptr %3901, align 4
  %3903 = and i32 %3902, -65536
  %3904 = bitcast i32 %3903 to float
  %3905 = and i32 %3902, 65535
  %3906 = zext i32 %3905 to i64
  %3907 = bitcast float %3904 to i32
  %3908 = fcmp uno float %3904, %3904
  %3909 = select i1 %3908, i32 2143289344, i32 %3907
  %3910 = xor i32 %3909, 2147483647
  %3911 = icmp sge i32 %3909, 0
  %3912 = select i1 %3911, i32 %3909, i32 %3910
  %3913 = sext i32 %3912 to i64
  %3914 = shl i64 %3913, 32
  %3915 = or i64 %3914, %3906
  %3916 = mul i64 %glist.iv372, 2048
  %3917 = add i64 %3916, 1664
  %3918 = add i64 %23, %3917
  %3919 = icmp slt i64 %3918, %48
  %3920 = select i1 %3919, i64 %3918, i64 0
  %3921 = getelementptr i32, ptr %51, i64 %3920
  %3922 = load i32, ptr %3921, align 4
  %3923 = and i32 %3922, -65536
  %3924 = bitcast i32 %3923 to float
  %3925 = and i32 %3922, 65535
  %3926 = zext i32 %3925 to i64
  %3927 = bitcast float %3924 to i32
  %3928 = fcmp uno float %3924, %3924
  %3929 = select i1 %3928, i32 2143289344, i32 %3927
  %3930 = xor i32 %3929, 2147483647
  %3931 = icmp sge i32 %3929, 0
  %3932 = select i1 %3931, i32 %3929, i32 %3930
  %3933 = sext i32 %3932 to i64
  %3934 = shl i64 %3933, 32
  %3935 = or i64 %3934, %3926
  %3936 = mul i64 %glist.iv372, 2048
  %3937 = add i64 %3936, 1792
  %3938 = add i64 %23, %3937
  %3939 = icmp slt i64 %3938, %48
  %3940 = select i1 %3939, i64 %3938, i64 0
  %3941 = getelementptr i32, ptr %51, i64 %3940
  %3942 = load i32, ptr %3941, align 4
  %3943 = and i32 %3942, -65536
  %3944 = bitcast i32 %3943 to float
  %3945 = and i32 %3942, 65535
  %3946 = zext i32 %3945 to i64
  %3947 = bitcast float %3944 to i32
  %3948 = fcmp uno float %3944, %3944
  %3949 = select i1 %3948, i32 2143289344, i32 %3947
  %3950 = xor i32 %3949, 2147483647
  %3951 = icmp sge i32 %3949, 0
  %3952 = select i1 %3951, i32 %3949, i32 %3950
  %3953 = sext i32 %3952 to i64
  %3954 = shl i64 %3953, 32
  %3955 = or i64 %3954, %3946
  %3956 = mul i64 %glist.iv372, 2048
  %3957 = add i64 %3956, 1920
  %3958 = add i64 %23, %3957
  %3959 = icmp slt i64 %3958, %48
  %3960 = select i1 %3959, i64 %3958, i64 0
  %3961 = getelementptr i32, ptr %51, i64 %3960
  %3962 = load i32, ptr %3961, align 4
  %3963 = and i32 %3962, -65536
  %3964 = bitcast i32 %3963 to float
  %3965 = and i32 %3962, 65535
  %3966 = zext i32 %3965 to i64
  %3967 = bitcast float %3964 to i32
  %3968 = fcmp uno float %3964, %3964
  %3969 = select i1 %3968, i32 2143289344, i32 %3967
  %3970 = xor i32 %3969, 2147483647
  %3971 = icmp sge i32 %3969, 0
  %3972 = select i1 %3971, i32 %3969, i32 %3970
  %3973 = sext i32 %3972 to i64
  %3974 = shl i64 %3973, 32
  %3975 = or i64 %3974, %3966
  br i1 %3659, label %if.then373, label %if.end374

glist.exit371:                                    ; preds = %glist.head369
  br label %glist.end302

if.then373:                                       ; preds = %glist.body370
  %3976 = ashr i64 %3675, 32
  %3977 = trunc i64 %3976 to i32
  %3978 = icmp sge i32 %3977, %3193
  br i1 %3978, label %if.then375, label %if.end376

if.end374:                                        ; preds = %if.end376, %glist.body370
  br i1 %3679, label %if.then379, label %if.end380

if.then375:                                       ; preds = %if.then373
  %3979 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3980 = icmp ult i32 %3979, 256
  br i1 %3980, label %if.then377, label %if.end378

if.end376:                                        ; preds = %if.end378, %if.then373
  br label %if.end374

if.then377:                                       ; preds = %if.then375
  %3981 = zext i32 %3979 to i64
  %3982 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3981
  %3983 = trunc i64 %3658 to i32
  store i32 %3983, ptr addrspace(3) %3982, align 4
  br label %if.end378

if.end378:                                        ; preds = %if.then377, %if.then375
  br label %if.end376

if.then379:                                       ; preds = %if.end374
  %3984 = ashr i64 %3695, 32
  %3985 = trunc i64 %3984 to i32
  %3986 = icmp sge i32 %3985, %3193
  br i1 %3986, label %if.then381, label %if.end382

if.end380:                                        ; preds = %if.end382, %if.end374
  br i1 %3699, label %if.then385, label %if.end386

if.then381:                                       ; preds = %if.then379
  %3987 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3988 = icmp ult i32 %3987, 256
  br i1 %3988, label %if.then383, label %if.end384

if.end382:                                        ; preds = %if.end384, %if.then379
  br label %if.end380

if.then383:                                       ; preds = %if.then381
  %3989 = zext i32 %3987 to i64
  %3990 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3989
  %3991 = trunc i64 %3678 to i32
  store i32 %3991, ptr addrspace(3) %3990, align 4
  br label %if.end384

if.end384:                                        ; preds = %if.then383, %if.then381
  br label %if.end382

if.then385:                                       ; preds = %if.end380
  %3992 = ashr i64 %3715, 32
  %3993 = trunc i64 %3992 to i32
  %3994 = icmp sge i32 %3993, %3193
  br i1 %3994, label %if.then387, label %if.end388

if.end386:                                        ; preds = %if.end388, %if.end380
  br i1 %3719, label %if.then391, label %if.end392

if.then387:                                       ; preds = %if.then385
  %3995 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3996 = icmp ult i32 %3995, 256
  br i1 %3996, label %if.then389, label %if.end390

if.end388:                                        ; preds = %if.end390, %if.then385
  br label %if.end386

if.then389:                                       ; preds = %if.then387
  %3997 = zext i32 %3995 to i64
  %3998 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3997
  %3999 = trunc i64 %3698 to i32
  store i32 %3999, ptr addrspace(3) %3998, align 4
  br label %if.end390

if.end390:                                        ; preds = %if.then389, %if.then387
  br label %if.end388

if.then391:                                       ; preds = %if.end386
  %4000 = ashr i64 %3735, 32
  %4001 = trunc i64 %4000 to i32
  %4002 = icmp sge i32 %4001, %3193
  br i1 %4002, label %if.then393, label %if.end394

if.end392:                                        ; preds = %if.end394, %if.end386
  br i1 %3739, label %if.then397, label %if.end398

if.then393:                                       ; preds = %if.then391
  %4003 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4004 = icmp ult i32 %4003, 256
  br i1 %4004, label %if.then395, label %if.end396

if.end394:                                        ; preds = %if.end396, %if.then391
  br label %if.end392

if.then395:                                       ; preds = %if.then393
  %4005 = zext i32 %4003 to i64
  %4006 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4005
  %4007 = trunc i64 %3718 to i32
  store i32 %4007, ptr addrspace(3) %4006, align 4
  br label %if.end396

if.end396:                                        ; preds = %if.then395, %if.then393
  br label %if.end394

if.then397:                                       ; preds = %if.end392
  %4008 = ashr i64 %3755, 32
  %4009 = trunc i64 %4008 to i32
  %4010 = icmp sge i32 %4009, %3193
  br i1 %4010, label %if.then399, label %if.end400

if.end398:                                        ; preds = %if.end400, %if.end392
  br i1 %3759, label %if.then403, label %if.end404

if.then399:                                       ; preds = %if.then397
  %4011 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4012 = icmp ult i32 %4011, 256
  br i1 %4012, label %if.then401, label %if.end402

if.end400:                                        ; preds = %if.end402, %if.then397
  br label %if.end398

if.then401:                                       ; preds = %if.then399
  %4013 = zext i32 %4011 to i64
  %4014 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4013
  %4015 = trunc i64 %3738 to i32
  store i32 %4015, ptr addrspace(3) %4014, align 4
  br label %if.end402

if.end402:                                        ; preds = %if.then401, %if.then399
  br label %if.end400

if.then403:                                       ; preds = %if.end398
  %4016 = ashr i64 %3775, 32
  %4017 = trunc i64 %4016 to i32
  %4018 = icmp sge i32 %4017, %3193
  br i1 %4018, label %if.then405, label %if.end406

if.end404:                                        ; preds = %if.end406, %if.end398
  br i1 %3779, label %if.then409, label %if.end410

if.then405:                                       ; preds = %if.then403
  %4019 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4020 = icmp ult i32 %4019, 256
  br i1 %4020, label %if.then407, label %if.end408

if.end406:                                        ; preds = %if.end408, %if.then403
  br label %if.end404

if.then407:                                       ; preds = %if.then405
  %4021 = zext i32 %4019 to i64
  %4022 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4021
  %4023 = trunc i64 %3758 to i32
  store i32 %4023, ptr addrspace(3) %4022, align 4
  br label %if.end408

if.end408:                                        ; preds = %if.then407, %if.then405
  br label %if.end406

if.then409:                                       ; preds = %if.end404
  %4024 = ashr i64 %3795, 32
  %4025 = trunc i64 %4024 to i32
  %4026 = icmp sge i32 %4025, %3193
  br i1 %4026, label %if.then411, label %if.end412

if.end410:                                        ; preds = %if.end412, %if.end404
  br i1 %3799, label %if.then415, label %if.end416

if.then411:                                       ; preds = %if.then409
  %4027 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4028 = icmp ult i32 %4027, 256
  br i1 %4028, label %if.then413, label %if.end414

if.end412:                                        ; preds = %if.end414, %if.then409
  br label %if.end410

if.then413:                                       ; preds = %if.then411
  %4029 = zext i32 %4027 to i64
  %4030 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4029
  %4031 = trunc i64 %3778 to i32
  store i32 %4031, ptr addrspace(3) %4030, align 4
  br label %if.end414

if.end414:                                        ; preds = %if.then413, %if.then411
  br label %if.end412

if.then415:                                       ; preds = %if.end410
  %4032 = ashr i64 %3815, 32
  %4033 = trunc i64 %4032 to i32
  %4034 = icmp sge i32 %4033, %3193
  br i1 %4034, label %if.then417, label %if.end418

if.end416:                                        ; preds = %if.end418, %if.end410
  br i1 %3819, label %if.then421, label %if.end422

if.then417:                                       ; preds = %if.then415
  %4035 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4036 = icmp ult i32 %4035, 256
  br i1 %4036, label %if.then419, label %if.end420

if.end418:                                        ; preds = %if.end420, %if.then415
  br label %if.end416

if.then419:                                       ; preds = %if.then417
  %4037 = zext i32 %4035 to i64
  %4038 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4037
  %4039 = trunc i64 %3798 to i32
  store i32 %4039, ptr addrspace(3) %4038, align 4
  br label %if.end420

if.end420:                                        ; preds = %if.then419, %if.then417
  br label %if.end418

if.then421:                                       ; preds = %if.end416
  %4040 = ashr i64 %3835, 32
  %4041 = trunc i64 %4040 to i32
  %4042 = icmp sge i32 %4041, %3193
  br i1 %4042, label %if.then423, label %if.end424

if.end422:                                        ; preds = %if.end424, %if.end416
  br i1 %3839, label %if.then427, label %if.end428

if.then423:                                       ; preds = %if.then421
  %4043 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4044 = icmp ult i32 %4043, 256
  br i1 %4044, label %if.then425, label %if.end426

if.end424:                                        ; preds = %if.end426, %if.then421
  br label %if.end422

if.then425:                                       ; preds = %if.then423
  %4045 = zext i32 %4043 to i64
  %4046 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4045
  %4047 = trunc i64 %3818 to i32
  store i32 %4047, ptr addrspace(3) %4046, align 4
  br label %if.end426

if.end426:                                        ; preds = %if.then425, %if.then423
  br label %if.end424

if.then427:                                       ; preds = %if.end422
  %4048 = ashr i64 %3855, 32
  %4049 = trunc i64 %4048 to i32
  %4050 = icmp sge i32 %4049, %3193
  br i1 %4050, label %if.then429, label %if.end430

if.end428:                                        ; preds = %if.end430, %if.end422
  br i1 %3859, label %if.then433, label %if.end434

if.then429:                                       ; preds = %if.then427
  %4051 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4052 = icmp ult i32 %4051, 256
  br i1 %4052, label %if.then431, label %if.end432

if.end430:                                        ; preds = %if.end432, %if.then427
  br label %if.end428

if.then431:                                       ; preds = %if.then429
  %4053 = zext i32 %4051 to i64
  %4054 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4053
  %4055 = trunc i64 %3838 to i32
  store i32 %4055, ptr addrspace(3) %4054, align 4
  br label %if.end432

if.end432:                                        ; preds = %if.then431, %if.then429
  br label %if.end430

if.then433:                                       ; preds = %if.end428
  %4056 = ashr i64 %3875, 32
  %4057 = trunc i64 %4056 to i32
  %4058 = icmp sge i32 %4057, %3193
  br i1 %4058, label %if.then435, label %if.end436

if.end434:                                        ; preds = %if.end436, %if.end428
  br i1 %3879, label %if.then439, label %if.end440

if.then435:                                       ; preds = %if.then433
  %4059 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4060 = icmp ult i32 %4059, 256
  br i1 %4060, label %if.then437, label %if.end438

if.end436:                                        ; preds = %if.end438, %if.then433
  br label %if.end434

if.then437:                                       ; preds = %if.then435
  %4061 = zext i32 %4059 to i64
  %4062 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4061
  %4063 = trunc i64 %3858 to i32
  store i32 %4063, ptr addrspace(3) %4062, align 4
  br label %if.end438

if.end438:                                        ; preds = %if.then437, %if.then435
  br label %if.end436

if.then439:                                       ; preds = %if.end434
  %4064 = ashr i64 %3895, 32
  %4065 = trunc i64 %4064 to i32
  %4066 = icmp sge i32 %4065, %3193
  br i1 %4066, label %if.then441, label %if.end442

if.end440:                                        ; preds = %if.end442, %if.end434
  br i1 %3899, label %if.then445, label %if.end446

if.then441:                                       ; preds = %if.then439
  %4067 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4068 = icmp ult i32 %4067, 256
  br i1 %4068, label %if.then443, label %if.end444

if.end442:                                        ; preds = %if.end444, %if.then439
  br label %if.end440

if.then443:                                       ; preds = %if.then441
  %4069 = zext i32 %4067 to i64
  %4070 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4069
  %4071 = trunc i64 %3878 to i32
  store i32 %4071, ptr addrspace(3) %4070, align 4
  br label %if.end444

if.end444:                                        ; preds = %if.then443, %if.then441
  br label %if.end442

if.then445:                                       ; preds = %if.end440
  %4072 = ashr i64 %3915, 32
  %4073 = trunc i64 %4072 to i32
  %4074 = icmp sge i32 %4073, %3193
  br i1 %4074, label %if.then447, label %if.end448

if.end446:                                        ; preds = %if.end448, %if.end440
  br i1 %3919, label %if.then451, label %if.end452

if.then447:                                       ; preds = %if.then445
  %4075 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4076 = icmp ult i32 %4075, 256
  br i1 %4076, label %if.then449, label %if.end450

if.end448:                                        ; preds = %if.end450, %if.then445
  br label %if.end446

if.then449:                                       ; preds = %if.then447
  %4077 = zext i32 %4075 to i64
  %4078 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4077
  %4079 = trunc i64 %3898 to i32
  store i32 %4079, ptr addrspace(3) %4078, align 4
  br label %if.end450

if.end450:                                        ; preds = %if.then449, %if.then447
  br label %if.end448

if.then451:                                       ; preds = %if.end446
  %4080 = ashr i64 %3935, 32
  %4081 = trunc i64 %4080 to i32
  %4082 = icmp sge i32 %4081, %3193
  br i1 %4082, label %if.then453, label %if.end454

if.end452:                                        ; preds = %if.end454, %if.end446
  br i1 %3939, label %if.then457, label %if.end458

if.then453:                                       ; preds = %if.then451
  %4083 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4084 = icmp ult i32 %4083, 256
  br i1 %4084, label %if.then455, label %if.end456

if.end454:                                        ; preds = %if.end456, %if.then451
  br label %if.end452

if.then455:                                       ; preds = %if.then453
  %4085 = zext i32 %4083 to i64
  %4086 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4085
  %4087 = trunc i64 %3918 to i32
  store i32 %4087, ptr addrspace(3) %4086, align 4
  br label %if.end456

if.end456:                                        ; preds = %if.then455, %if.then453
  br label %if.end454

if.then457:                                       ; preds = %if.end452
  %4088 = ashr i64 %3955, 32
  %4089 = trunc i64 %4088 to i32
  %4090 = icmp sge i32 %4089, %3193
  br i1 %4090, label %if.then459, label %if.end460

if.end458:                                        ; preds = %if.end460, %if.end452
  br i1 %3959, label %if.then463, label %if.end464

if.then459:                                       ; preds = %if.then457
  %4091 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4092 = icmp ult i32 %4091, 256
  br i1 %4092, label %if.then461, label %if.end462

if.end460:                                        ; preds = %if.end462, %if.then457
  br label %if.end458

if.then461:                                       ; preds = %if.then459
  %4093 = zext i32 %4091 to i64
  %4094 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4093
  %4095 = trunc i64 %3938 to i32
  store i32 %4095, ptr addrspace(3) %4094, align 4
  br label %if.end462

if.end462:                                        ; preds = %if.then461, %if.then459
  br label %if.end460

if.then463:                                       ; preds = %if.end458
  %4096 = ashr i64 %3975, 32
  %4097 = trunc i64 %4096 to i32
  %4098 = icmp sge i32 %4097, %3193
  br i1 %4098, label %if.then465, label %if.end466

if.end464:                                        ; preds = %if.end466, %if.end458
  %glist.next469 = add nsw i64 %glist.iv372, 1
  br label %glist.head369, !llvm.loop !14

if.then465:                                       ; preds = %if.then463
  %4099 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4100 = icmp ult i32 %4099, 256
  br i1 %4100, label %if.then467, label %if.end468

if.end466:                                        ; preds = %if.end468, %if.then463
  br label %if.end464

if.then467:                                       ; preds = %if.then465
  %4101 = zext i32 %4099 to i64
  %4102 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4101
  %4103 = trunc i64 %3958 to i32
  store i32 %4103, ptr addrspace(3) %4102, align 4
  br label %if.end468

if.end468:                                        ; preds = %if.then467, %if.then465
  br label %if.end466

if.then470:                                       ; preds = %glist.end302
  %4104 = load i32, ptr addrspace(3) @block_shared, align 4
  %4105 = zext i32 %4104 to i64
  %4106 = mul i64 %4105, 10
  %4107 = add i64 %4106, 127
  %4108 = udiv i64 %4107, 128
  br label %kcol.head472

if.end471:                                        ; preds = %kcol.exit474, %glist.end302
  call void @llvm.nvvm.barrier0()
  %4109 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %4110 = zext i32 %4109 to i64
  %4111 = icmp ugt i64 %4110, 512
  %4112 = or i1 %3493, %4111
  %4113 = xor i1 %4112, true
  br i1 %4113, label %if.then509, label %if.end510

kcol.head472:                                     ; preds = %if.end505, %if.then470
  %kcol.iv475 = phi i64 [ 0, %if.then470 ], [ %kcol.next508, %if.end505 ]
  %4114 = icmp slt i64 %kcol.iv475, %4108
  br i1 %4114, label %kcol.body473, label %kcol.exit474

kcol.body473:                                     ; preds = %kcol.head472
  %4115 = mul i64 %kcol.iv475, 128
  %4116 = add i64 %4115, 0
  %4117 = add i64 %23, %4116
  %4118 = icmp slt i64 %4117, %4106
  %4119 = select i1 %4118, i64 %4117, i64 0
  %4120 = udiv i64 %4119, 10
  %4121 = urem i64 %4119, 10
  %4122 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4120
  %4123 = load i32, ptr addrspace(3) %4122, align 4
  %4124 = zext i32 %4123 to i64
  %4125 = udiv i64 %4124, 32
  %4126 = urem i64 %4124, 32
  %4127 = mul i64 %4125, 2374
  %4128 = sub i64 %6, %4127
  %4129 = icmp slt i64 %4128, 0
  %4130 = select i1 %4129, i64 0, i64 %4128
  %4131 = icmp sgt i64 %4130, 2374
  %4132 = select i1 %4131, i64 2374, i64 %4130
  %4133 = mul i64 %4121, 32
  %4134 = add i64 %4133, %4126
  %4135 = mul i64 %4134, 8
  %4136 = add i64 %4135, 0
  %4137 = icmp slt i64 %4136, %4132
  %4138 = and i1 %4118, %4137
  %4139 = select i1 %4138, i64 %4136, i64 0
  %4140 = add i64 %4127, %4139
  %4141 = mul i64 %4140, 2
  %4142 = getelementptr i8, ptr %46, i64 %4141
  %4143 = load i16, ptr %4142, align 2
  %4144 = add i64 %4135, 1
  %4145 = icmp slt i64 %4144, %4132
  %4146 = and i1 %4118, %4145
  %4147 = select i1 %4146, i64 %4144, i64 0
  %4148 = add i64 %4127, %4147
  %4149 = mul i64 %4148, 2
  %4150 = getelementptr i8, ptr %46, i64 %4149
  %4151 = load i16, ptr %4150, align 2
  %4152 = add i64 %4135, 2
  %4153 = icmp slt i64 %4152, %4132
  %4154 = and i1 %4118, %4153
  %4155 = select i1 %4154, i64 %4152, i64 0
  %4156 = add i64 %4127, %4155
  %4157 = mul i64 %4156, 2
  %4158 = getelementptr i8, ptr %46, i64 %4157
  %4159 = load i16, ptr %4158, align 2
  %4160 = add i64 %4135, 3
  %4161 = icmp slt i64 %4160, %4132
  %4162 = and i1 %4118, %4161
  %4163 = select i1 %4162, i64 %4160, i64 0
  %4164 = add i64 %4127, %4163
  %4165 = mul i64 %4164, 2
  %4166 = getelementptr i8, ptr %46, i64 %4165
  %4167 = load i16, ptr %4166, align 2
  %4168 = add i64 %4135, 4
  %4169 = icmp slt i64 %4168, %4132
  %4170 = and i1 %4118, %4169
  %4171 = select i1 %4170, i64 %4168, i64 0
  %4172 = add i64 %4127, %4171
  %4173 = mul i64 %4172, 2
  %4174 = getelementptr i8, ptr %46, i64 %4173
  %4175 = load i16, ptr %4174, align 2
  %4176 = add i64 %4135, 5
  %4177 = icmp slt i64 %4176, %4132
  %4178 = and i1 %4118, %4177
  %4179 = select i1 %4178, i64 %4176, i64 0
  %4180 = add i64 %4127, %4179
  %4181 = mul i64 %4180, 2
  %4182 = getelementptr i8, ptr %46, i64 %4181
  %4183 = load i16, ptr %4182, align 2
  %4184 = add i64 %4135, 6
  %4185 = icmp slt i64 %4184, %4132
  %4186 = and i1 %4118, %4185
  %4187 = select i1 %4186, i64 %4184, i64 0
  %4188 = add i64 %4127, %4187
  %4189 = mul i64 %4188, 2
  %4190 = getelementptr i8, ptr %46, i64 %4189
  %4191 = load i16, ptr %4190, align 2
  %4192 = add i64 %4135, 7
  %4193 = icmp slt i64 %4192, %4132
  %4194 = and i1 %4118, %4193
  %4195 = select i1 %4194, i64 %4192, i64 0
  %4196 = add i64 %4127, %4195
  %4197 = mul i64 %4196, 2
  %4198 = getelementptr i8, ptr %46, i64 %4197
  %4199 = load i16, ptr %4198, align 2
  %4200 = zext i16 %4143 to i32
  %4201 = shl i32 %4200, 16
  %4202 = bitcast i32 %4201 to float
  %4203 = bitcast float %4202 to i32
  %4204 = fcmp uno float %4202, %4202
  %4205 = select i1 %4204, i32 2143289344, i32 %4203
  %4206 = xor i32 %4205, 2147483647
  %4207 = icmp sge i32 %4205, 0
  %4208 = select i1 %4207, i32 %4205, i32 %4206
  %4209 = icmp sge i32 %4208, %3193
  %4210 = and i1 %4138, %4209
  br i1 %4210, label %if.then476, label %if.end477

kcol.exit474:                                     ; preds = %kcol.head472
  br label %if.end471

if.then476:                                       ; preds = %kcol.body473
  %4211 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4212 = icmp ult i32 %4211, 512
  br i1 %4212, label %if.then478, label %if.end479

if.end477:                                        ; preds = %if.end479, %kcol.body473
  %4213 = zext i16 %4151 to i32
  %4214 = shl i32 %4213, 16
  %4215 = bitcast i32 %4214 to float
  %4216 = bitcast float %4215 to i32
  %4217 = fcmp uno float %4215, %4215
  %4218 = select i1 %4217, i32 2143289344, i32 %4216
  %4219 = xor i32 %4218, 2147483647
  %4220 = icmp sge i32 %4218, 0
  %4221 = select i1 %4220, i32 %4218, i32 %4219
  %4222 = icmp sge i32 %4221, %3193
  %4223 = and i1 %4146, %4222
  br i1 %4223, label %if.then480, label %if.end481

if.then478:                                       ; preds = %if.then476
  %4224 = zext i32 %4211 to i64
  %4225 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4224
  %4226 = bitcast float %4202 to i32
  %4227 = fcmp uno float %4202, %4202
  %4228 = select i1 %4227, i32 2143289344, i32 %4226
  %4229 = xor i32 %4228, 2147483647
  %4230 = icmp sge i32 %4228, 0
  %4231 = select i1 %4230, i32 %4228, i32 %4229
  %4232 = sext i32 %4231 to i64
  %4233 = shl i64 %4232, 32
  %4234 = sub i64 4294967295, %4140
  %4235 = or i64 %4233, %4234
  store i64 %4235, ptr addrspace(3) %4225, align 4
  br label %if.end479

if.end479:                                        ; preds = %if.then478, %if.then476
  br label %if.end477

if.then480:                                       ; preds = %if.end477
  %4236 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4237 = icmp ult i32 %4236, 512
  br i1 %4237, label %if.then482, label %if.end483

if.end481:                                        ; preds = %if.end483, %if.end477
  %4238 = zext i16 %4159 to i32
  %4239 = shl i32 %4238, 16
  %4240 = bitcast i32 %4239 to float
  %4241 = bitcast float %4240 to i32
  %4242 = fcmp uno float %4240, %4240
  %4243 = select i1 %4242, i32 2143289344, i32 %4241
  %4244 = xor i32 %4243, 2147483647
  %4245 = icmp sge i32 %4243, 0
  %4246 = select i1 %4245, i32 %4243, i32 %4244
  %4247 = icmp sge i32 %4246, %3193
  %4248 = and i1 %4154, %4247
  br i1 %4248, label %if.then484, label %if.end485

if.then482:                                       ; preds = %if.then480
  %4249 = zext i32 %4236 to i64
  %4250 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4249
  %4251 = bitcast float %4215 to i32
  %4252 = fcmp uno float %4215, %4215
  %4253 = select i1 %4252, i32 2143289344, i32 %4251
  %4254 = xor i32 %4253, 2147483647
  %4255 = icmp sge i32 %4253, 0
  %4256 = select i1 %4255, i32 %4253, i32 %4254
  %4257 = sext i32 %4256 to i64
  %4258 = shl i64 %4257, 32
  %4259 = sub i64 4294967295, %4148
  %4260 = or i64 %4258, %4259
  store i64 %4260, ptr addrspace(3) %4250, align 4
  br label %if.end483

if.end483:                                        ; preds = %if.then482, %if.then480
  br label %if.end481

if.then484:                                       ; preds = %if.end481
  %4261 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4262 = icmp ult i32 %4261, 512
  br i1 %4262, label %if.then486, label %if.end487

if.end485:                                        ; preds = %if.end487, %if.end481
  %4263 = zext i16 %4167 to i32
  %4264 = shl i32 %4263, 16
  %4265 = bitcast i32 %4264 to float
  %4266 = bitcast float %4265 to i32
  %4267 = fcmp uno float %4265, %4265
  %4268 = select i1 %4267, i32 2143289344, i32 %4266
  %4269 = xor i32 %4268, 2147483647
  %4270 = icmp sge i32 %4268, 0
  %4271 = select i1 %4270, i32 %4268, i32 %4269
  %4272 = icmp sge i32 %4271, %3193
  %4273 = and i1 %4162, %4272
  br i1 %4273, label %if.then488, label %if.end489

if.then486:                                       ; preds = %if.then484
  %4274 = zext i32 %4261 to i64
  %4275 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4274
  %4276 = bitcast float %4240 to i32
  %4277 = fcmp uno float %4240, %4240
  %4278 = select i1 %4277, i32 2143289344, i32 %4276
  %4279 = xor i32 %4278, 2147483647
  %4280 = icmp sge i32 %4278, 0
  %4281 = select i1 %4280, i32 %4278, i32 %4279
  %4282 = sext i32 %4281 to i64
  %4283 = shl i64 %4282, 32
  %4284 = sub i64 4294967295, %4156
  %4285 = or i64 %4283, %4284
  store i64 %4285, ptr addrspace(3) %4275, align 4
  br label %if.end487

if.end487:                                        ; preds = %if.then486, %if.then484
  br label %if.end485

if.then488:                                       ; preds = %if.end485
  %4286 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4287 = icmp ult i32 %4286, 512
  br i1 %4287, label %if.then490, label %if.end491

if.end489:                                        ; preds = %if.end491, %if.end485
  %4288 = zext i16 %4175 to i32
  %4289 = shl i32 %4288, 16
  %4290 = bitcast i32 %4289 to float
  %4291 = bitcast float %4290 to i32
  %4292 = fcmp uno float %4290, %4290
  %4293 = select i1 %4292, i32 2143289344, i32 %4291
  %4294 = xor i32 %4293, 2147483647
  %4295 = icmp sge i32 %4293, 0
  %4296 = select i1 %4295, i32 %4293, i32 %4294
  %4297 = icmp sge i32 %4296, %3193
  %4298 = and i1 %4170, %4297
  br i1 %4298, label %if.then492, label %if.end493

if.then490:                                       ; preds = %if.then488
  %4299 = zext i32 %4286 to i64
  %4300 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4299
  %4301 = bitcast float %4265 to i32
  %4302 = fcmp uno float %4265, %4265
  %4303 = select i1 %4302, i32 2143289344, i32 %4301
  %4304 = xor i32 %4303, 2147483647
  %4305 = icmp sge i32 %4303, 0
  %4306 = select i1 %4305, i32 %4303, i32 %4304
  %4307 = sext i32 %4306 to i64
  %4308 = shl i64 %4307, 32
  %4309 = sub i64 4294967295, %4164
  %4310 = or i64 %4308, %4309
  store i64 %4310, ptr addrspace(3) %4300, align 4
  br label %if.end491

if.end491:                                        ; preds = %if.then490, %if.then488
  br label %if.end489

if.then492:                                       ; preds = %if.end489
  %4311 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4312 = icmp ult i32 %4311, 512
  br i1 %4312, label %if.then494, label %if.end495

if.end493:                                        ; preds = %if.end495, %if.end489
  %4313 = zext i16 %4183 to i32
  %4314 = shl i32 %4313, 16
  %4315 = bitcast i32 %4314 to float
  %4316 = bitcast float %4315 to i32
  %4317 = fcmp uno float %4315, %4315
  %4318 = select i1 %4317, i32 2143289344, i32 %4316
  %4319 = xor i32 %4318, 2147483647
  %4320 = icmp sge i32 %4318, 0
  %4321 = select i1 %4320, i32 %4318, i32 %4319
  %4322 = icmp sge i32 %4321, %3193
  %4323 = and i1 %4178, %4322
  br i1 %4323, label %if.then496, label %if.end497

if.then494:                                       ; preds = %if.then492
  %4324 = zext i32 %4311 to i64
  %4325 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4324
  %4326 = bitcast float %4290 to i32
  %4327 = fcmp uno float %4290, %4290
  %4328 = select i1 %4327, i32 2143289344, i32 %4326
  %4329 = xor i32 %4328, 2147483647
  %4330 = icmp sge i32 %4328, 0
  %4331 = select i1 %4330, i32 %4328, i32 %4329
  %4332 = sext i32 %4331 to i64
  %4333 = shl i64 %4332, 32
  %4334 = sub i64 4294967295, %4172
  %4335 = or i64 %4333, %4334
  store i64 %4335, ptr addrspace(3) %4325, align 4
  br label %if.end495

if.end495:                                        ; preds = %if.then494, %if.then492
  br label %if.end493

if.then496:                                       ; preds = %if.end493
  %4336 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4337 = icmp ult i32 %4336, 512
  br i1 %4337, label %if.then498, label %if.end499

if.end497:                                        ; preds = %if.end499, %if.end493
  %4338 = zext i16 %4191 to i32
  %4339 = shl i32 %4338, 16
  %4340 = bitcast i32 %4339 to float
  %4341 = bitcast float %4340 to i32
  %4342 = fcmp uno float %4340, %4340
  %4343 = select i1 %4342, i32 2143289344, i32 %4341
  %4344 = xor i32 %4343, 2147483647
  %4345 = icmp sge i32 %4343, 0
  %4346 = select i1 %4345, i32 %4343, i32 %4344
  %4347 = icmp sge i32 %4346, %3193
  %4348 = and i1 %4186, %4347
  br i1 %4348, label %if.then500, label %if.end501

if.then498:                                       ; preds = %if.then496
  %4349 = zext i32 %4336 to i64
  %4350 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4349
  %4351 = bitcast float %4315 to i32
  %4352 = fcmp uno float %4315, %4315
  %4353 = select i1 %4352, i32 2143289344, i32 %4351
  %4354 = xor i32 %4353, 2147483647
  %4355 = icmp sge i32 %4353, 0
  %4356 = select i1 %4355, i32 %4353, i32 %4354
  %4357 = sext i32 %4356 to i64
  %4358 = shl i64 %4357, 32
  %4359 = sub i64 4294967295, %4180
  %4360 = or i64 %4358, %4359
  store i64 %4360, ptr addrspace(3) %4350, align 4
  br label %if.end499

if.end499:                                        ; preds = %if.then498, %if.then496
  br label %if.end497

if.then500:                                       ; preds = %if.end497
  %4361 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4362 = icmp ult i32 %4361, 512
  br i1 %4362, label %if.then502, label %if.end503

if.end501:                                        ; preds = %if.end503, %if.end497
  %4363 = zext i16 %4199 to i32
  %4364 = shl i32 %4363, 16
  %4365 = bitcast i32 %4364 to float
  %4366 = bitcast float %4365 to i32
  %4367 = fcmp uno float %4365, %4365
  %4368 = select i1 %4367, i32 2143289344, i32 %4366
  %4369 = xor i32 %4368, 2147483647
  %4370 = icmp sge i32 %4368, 0
  %4371 = select i1 %4370, i32 %4368, i32 %4369
  %4372 = icmp sge i32 %4371, %3193
  %4373 = and i1 %4194, %4372
  br i1 %4373, label %if.then504, label %if.end505

if.then502:                                       ; preds = %if.then500
  %4374 = zext i32 %4361 to i64
  %4375 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4374
  %4376 = bitcast float %4340 to i32
  %4377 = fcmp uno float %4340, %4340
  %4378 = select i1 %4377, i32 2143289344, i32 %4376
  %4379 = xor i32 %4378, 2147483647
  %4380 = icmp sge i32 %4378, 0
  %4381 = select i1 %4380, i32 %4378, i32 %4379
  %4382 = sext i32 %4381 to i64
  %4383 = shl i64 %4382, 32
  %4384 = sub i64 4294967295, %4188
  %4385 = or i64 %4383, %4384
  store i64 %4385, ptr addrspace(3) %4375, align 4
  br label %if.end503

if.end503:                                        ; preds = %if.then502, %if.then500
  br label %if.end501

if.then504:                                       ; preds = %if.end501
  %4386 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4387 = icmp ult i32 %4386, 512
  br i1 %4387, label %if.then506, label %if.end507

if.end505:                                        ; preds = %if.end507, %if.end501
  %kcol.next508 = add nsw i64 %kcol.iv475, 1
  br label %kcol.head472, !llvm.loop !15

if.then506:                                       ; preds = %if.then504
  %4388 = zext i32 %4386 to i64
  %4389 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4388
  %4390 = bitcast float %4365 to i32
  %4391 = fcmp uno float %4365, %4365
  %4392 = select i1 %4391, i32 2143289344, i32 %4390
  %4393 = xor i32 %4392, 2147483647
  %4394 = icmp sge i32 %4392, 0
  %4395 = select i1 %4394, i32 %4392, i32 %4393
  %4396 = sext i32 %4395 to i64
  %4397 = shl i64 %4396, 32
  %4398 = sub i64 4294967295, %4196
  %4399 = or i64 %4397, %4398
  store i64 %4399, ptr addrspace(3) %4389, align 4
  br label %if.end507

if.end507:                                        ; preds = %if.then506, %if.then504
  br label %if.end505

if.then509:                                       ; preds = %if.end471
  %4400 = icmp eq i64 %23, 0
  br i1 %4400, label %if.then511, label %if.end512

if.end510:                                        ; preds = %keys.exit515, %if.end471
  %4401 = icmp ult i64 %23, 32
  %4402 = and i1 %4112, %4401
  br i1 %4402, label %if.then533, label %if.end534

if.then511:                                       ; preds = %if.then509
  store i64 %1792, ptr %40, align 4
  br label %if.end512

if.end512:                                        ; preds = %if.then511, %if.then509
  %4403 = icmp sgt i64 %4110, 20
  %4404 = select i1 %4403, i64 %4110, i64 20
  br label %keys.head513

keys.head513:                                     ; preds = %keyed.end519, %if.end512
  %keys.iv516 = phi i64 [ %23, %if.end512 ], [ %keys.next532, %keyed.end519 ]
  %4405 = icmp slt i64 %keys.iv516, %4404
  br i1 %4405, label %keys.body514, label %keys.exit515

keys.body514:                                     ; preds = %keys.head513
  %4406 = icmp slt i64 %keys.iv516, %4110
  br i1 %4406, label %keyed.then517, label %keyed.else518

keys.exit515:                                     ; preds = %keys.head513
  br label %if.end510

keyed.then517:                                    ; preds = %keys.body514
  %4407 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv516
  %4408 = load i64, ptr addrspace(3) %4407, align 4
  store i64 0, ptr %place520, align 4
  br label %place.head521

keyed.else518:                                    ; preds = %keys.body514
  br i1 true, label %if.then530, label %if.end531

keyed.end519:                                     ; preds = %if.end531, %if.end527
  %keys.next532 = add nsw i64 %keys.iv516, 128
  br label %keys.head513, !llvm.loop !16

place.head521:                                    ; preds = %place.body522, %keyed.then517
  %place.iv524 = phi i64 [ 0, %keyed.then517 ], [ %place.next525, %place.body522 ]
  %4409 = icmp slt i64 %place.iv524, %4110
  br i1 %4409, label %place.body522, label %place.exit523

place.body522:                                    ; preds = %place.head521
  %4410 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv524
  %4411 = load i64, ptr addrspace(3) %4410, align 4
  %4412 = icmp sgt i64 %4411, %4408
  %4413 = zext i1 %4412 to i64
  %4414 = load i64, ptr %place520, align 4
  %4415 = add i64 %4414, %4413
  store i64 %4415, ptr %place520, align 4
  %place.next525 = add nsw i64 %place.iv524, 1
  br label %place.head521, !llvm.loop !17

place.exit523:                                    ; preds = %place.head521
  %4416 = load i64, ptr %place520, align 4
  %4417 = icmp slt i64 %4416, 20
  br i1 %4417, label %if.then526, label %if.end527

if.then526:                                       ; preds = %place.exit523
  %4418 = icmp eq i64 %4408, -9223372036854775808
  %4419 = ashr i64 %4408, 32
  %4420 = trunc i64 %4419 to i32
  %4421 = xor i32 %4420, 2147483647
  %4422 = icmp sge i32 %4420, 0
  %4423 = select i1 %4422, i32 %4420, i32 %4421
  %4424 = bitcast i32 %4423 to float
  %4425 = and i64 %4408, 4294967295
  %4426 = sub i64 4294967295, %4425
  br i1 true, label %if.then528, label %if.end529

if.end527:                                        ; preds = %if.end529, %place.exit523
  br label %keyed.end519

if.then528:                                       ; preds = %if.then526
  %4427 = getelementptr i64, ptr %35, i64 %4416
  %4428 = select i1 %4418, i64 -1, i64 %4426
  store i64 %4428, ptr %4427, align 4
  %4429 = getelementptr float, ptr %38, i64 %4416
  %4430 = fsub float %4424, %1772
  %4431 = fcmp uno float %4430, %4430
  %4432 = select i1 %4431, float 0x7FF8000000000000, float %4430
  %4433 = select i1 %4418, float 0xFFF0000000000000, float %4432
  store float %4433, ptr %4429, align 4
  br label %if.end529

if.end529:                                        ; preds = %if.then528, %if.then526
  br label %if.end527

if.then530:                                       ; preds = %keyed.else518
  %4434 = getelementptr i64, ptr %35, i64 %keys.iv516
  store i64 -1, ptr %4434, align 4
  %4435 = getelementptr float, ptr %38, i64 %keys.iv516
  %4436 = fsub float 0xFFFFFFFFE0000000, %1772
  %4437 = fcmp uno float %4436, %4436
  %4438 = select i1 %4437, float 0x7FF8000000000000, float %4436
  %4439 = select i1 true, float 0xFFF0000000000000, float %4438
  store float %4439, ptr %4435, align 4
  br label %if.end531

if.end531:                                        ; preds = %if.then530, %keyed.else518
  br label %keyed.end519

if.then533:                                       ; preds = %if.end510
  %4440 = inttoptr i64 %2 to ptr
  %4441 = getelementptr i64, ptr %4440, i64 %25
  %4442 = load i64, ptr %4441, align 4
  %4443 = icmp ne i64 %4442, %4
  %4444 = mul i64 %25, 20
  %4445 = inttoptr i64 %13 to ptr
  %4446 = getelementptr i64, ptr %4445, i64 %4444
  %4447 = mul i64 %25, 20
  %4448 = inttoptr i64 %14 to ptr
  %4449 = getelementptr float, ptr %4448, i64 %4447
  %4450 = inttoptr i64 %15 to ptr
  %4451 = getelementptr i64, ptr %4450, i64 %25
  br i1 %4443, label %active.then535, label %active.else536

if.end534:                                        ; preds = %active.end537, %if.end510
  br label %reached.end

active.then535:                                   ; preds = %if.then533
  %4452 = mul i64 %25, %1
  %4453 = mul i64 %4452, 2
  %4454 = inttoptr i64 %0 to ptr
  %4455 = getelementptr i8, ptr %4454, i64 %4453
  %4456 = sdiv i64 %5, 2374
  %4457 = mul i64 %4456, 32
  %4458 = mul i64 %25, %4457
  %4459 = inttoptr i64 %11 to ptr
  %4460 = getelementptr i32, ptr %4459, i64 %4458
  %4461 = inttoptr i64 %10 to ptr
  %4462 = getelementptr float, ptr %4461, i64 %25
  %4463 = load float, ptr %4462, align 4
  %4464 = icmp slt i64 %4442, %6
  %4465 = icmp sge i64 %4442, 0
  %4466 = and i1 %4465, %4464
  %4467 = inttoptr i64 %8 to ptr
  %4468 = and i64 %23, 31
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

active.else536:                                   ; preds = %if.then533
  br i1 true, label %if.then645, label %if.end646

active.end537:                                    ; preds = %if.end646, %over.end
  br label %if.end534

nantiles.head:                                    ; preds = %nantiles.body, %active.then535
  %nantiles.iv = phi i64 [ %4468, %active.then535 ], [ %nantiles.next, %nantiles.body ]
  %4469 = icmp slt i64 %nantiles.iv, %4456
  br i1 %4469, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %4470 = mul i64 %25, %4456
  %4471 = add i64 %4470, %nantiles.iv
  %4472 = mul i64 %4471, %9
  %4473 = getelementptr float, ptr %4467, i64 %4472
  %4474 = load float, ptr %4473, align 4
  %4475 = fcmp uno float %4474, %4474
  %4476 = zext i1 %4475 to i64
  %4477 = load i64, ptr %nantiles, align 4
  %4478 = add i64 %4477, %4476
  store i64 %4478, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !18

nantiles.exit:                                    ; preds = %nantiles.head
  %4479 = load i64, ptr %nantiles, align 4
  %4480 = trunc i64 %4479 to i32
  %4481 = bitcast i32 %4480 to float
  %4482 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4481, i32 16, i32 31)
  %4483 = bitcast float %4482 to i32
  %4484 = lshr i64 %4479, 32
  %4485 = trunc i64 %4484 to i32
  %4486 = bitcast i32 %4485 to float
  %4487 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4486, i32 16, i32 31)
  %4488 = bitcast float %4487 to i32
  %4489 = zext i32 %4483 to i64
  %4490 = zext i32 %4488 to i64
  %4491 = shl i64 %4490, 32
  %4492 = or i64 %4491, %4489
  %4493 = add i64 %4479, %4492
  %4494 = trunc i64 %4493 to i32
  %4495 = bitcast i32 %4494 to float
  %4496 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4495, i32 8, i32 31)
  %4497 = bitcast float %4496 to i32
  %4498 = lshr i64 %4493, 32
  %4499 = trunc i64 %4498 to i32
  %4500 = bitcast i32 %4499 to float
  %4501 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4500, i32 8, i32 31)
  %4502 = bitcast float %4501 to i32
  %4503 = zext i32 %4497 to i64
  %4504 = zext i32 %4502 to i64
  %4505 = shl i64 %4504, 32
  %4506 = or i64 %4505, %4503
  %4507 = add i64 %4493, %4506
  %4508 = trunc i64 %4507 to i32
  %4509 = bitcast i32 %4508 to float
  %4510 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4509, i32 4, i32 31)
  %4511 = bitcast float %4510 to i32
  %4512 = lshr i64 %4507, 32
  %4513 = trunc i64 %4512 to i32
  %4514 = bitcast i32 %4513 to float
  %4515 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4514, i32 4, i32 31)
  %4516 = bitcast float %4515 to i32
  %4517 = zext i32 %4511 to i64
  %4518 = zext i32 %4516 to i64
  %4519 = shl i64 %4518, 32
  %4520 = or i64 %4519, %4517
  %4521 = add i64 %4507, %4520
  %4522 = trunc i64 %4521 to i32
  %4523 = bitcast i32 %4522 to float
  %4524 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4523, i32 2, i32 31)
  %4525 = bitcast float %4524 to i32
  %4526 = lshr i64 %4521, 32
  %4527 = trunc i64 %4526 to i32
  %4528 = bitcast i32 %4527 to float
  %4529 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4528, i32 2, i32 31)
  %4530 = bitcast float %4529 to i32
  %4531 = zext i32 %4525 to i64
  %4532 = zext i32 %4530 to i64
  %4533 = shl i64 %4532, 32
  %4534 = or i64 %4533, %4531
  %4535 = add i64 %4521, %4534
  %4536 = trunc i64 %4535 to i32
  %4537 = bitcast i32 %4536 to float
  %4538 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4537, i32 1, i32 31)
  %4539 = bitcast float %4538 to i32
  %4540 = lshr i64 %4535, 32
  %4541 = trunc i64 %4540 to i32
  %4542 = bitcast i32 %4541 to float
  %4543 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4542, i32 1, i32 31)
  %4544 = bitcast float %4543 to i32
  %4545 = zext i32 %4539 to i64
  %4546 = zext i32 %4544 to i64
  %4547 = shl i64 %4546, 32
  %4548 = or i64 %4547, %4545
  %4549 = add i64 %4535, %4548
  %4550 = bitcast float %4463 to i32
  %4551 = icmp eq i32 %4550, -2147483648
  %4552 = icmp sgt i64 %4549, 0
  %4553 = or i1 %4551, %4552
  %4554 = fcmp ord float %4463, %4463
  %4555 = and i1 %4554, %4553
  store i64 0, ptr %above538, align 4
  br i1 %4555, label %exact.then539, label %exact.else

exact.then539:                                    ; preds = %nantiles.exit
  %4556 = bitcast float %4463 to i32
  %4557 = fcmp uno float %4463, %4463
  %4558 = select i1 %4557, i32 2143289344, i32 %4556
  %4559 = xor i32 %4558, 2147483647
  %4560 = icmp sge i32 %4558, 0
  %4561 = select i1 %4560, i32 %4558, i32 %4559
  %4562 = and i64 %23, 31
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head541

exact.else:                                       ; preds = %nantiles.exit
  %4563 = and i64 %23, 31
  store i64 0, ptr %above546, align 4
  %4564 = add i64 %4457, 255
  %4565 = udiv i64 %4564, 256
  br label %above.head

exact.end540:                                     ; preds = %above.exit, %exactabove.exit543
  %4566 = load i64, ptr %above538, align 4
  %4567 = add i64 %4566, 1
  %4568 = select i1 %4466, i64 %4567, i64 0
  br i1 true, label %if.then547, label %if.end548

exactabove.head541:                               ; preds = %exactabove.body542, %exact.then539
  %exactabove.iv544 = phi i64 [ %4562, %exact.then539 ], [ %exactabove.next545, %exactabove.body542 ]
  %4569 = icmp slt i64 %exactabove.iv544, %6
  br i1 %4569, label %exactabove.body542, label %exactabove.exit543

exactabove.body542:                               ; preds = %exactabove.head541
  %4570 = mul i64 %exactabove.iv544, 2
  %4571 = getelementptr i8, ptr %4455, i64 %4570
  %4572 = load i16, ptr %4571, align 2, !invariant.load !19
  %4573 = zext i16 %4572 to i32
  %4574 = shl i32 %4573, 16
  %4575 = bitcast i32 %4574 to float
  %4576 = bitcast float %4575 to i32
  %4577 = fcmp uno float %4575, %4575
  %4578 = select i1 %4577, i32 2143289344, i32 %4576
  %4579 = xor i32 %4578, 2147483647
  %4580 = icmp sge i32 %4578, 0
  %4581 = select i1 %4580, i32 %4578, i32 %4579
  %4582 = icmp sgt i32 %4581, %4561
  %4583 = zext i1 %4582 to i64
  %4584 = load i64, ptr %exactabove, align 4
  %4585 = add i64 %4584, %4583
  store i64 %4585, ptr %exactabove, align 4
  %exactabove.next545 = add nsw i64 %exactabove.iv544, 32
  br label %exactabove.head541, !llvm.loop !20

exactabove.exit543:                               ; preds = %exactabove.head541
  %4586 = load i64, ptr %exactabove, align 4
  %4587 = trunc i64 %4586 to i32
  %4588 = bitcast i32 %4587 to float
  %4589 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4588, i32 16, i32 31)
  %4590 = bitcast float %4589 to i32
  %4591 = lshr i64 %4586, 32
  %4592 = trunc i64 %4591 to i32
  %4593 = bitcast i32 %4592 to float
  %4594 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4593, i32 16, i32 31)
  %4595 = bitcast float %4594 to i32
  %4596 = zext i32 %4590 to i64
  %4597 = zext i32 %4595 to i64
  %4598 = shl i64 %4597, 32
  %4599 = or i64 %4598, %4596
  %4600 = add i64 %4586, %4599
  %4601 = trunc i64 %4600 to i32
  %4602 = bitcast i32 %4601 to float
  %4603 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4602, i32 8, i32 31)
  %4604 = bitcast float %4603 to i32
  %4605 = lshr i64 %4600, 32
  %4606 = trunc i64 %4605 to i32
  %4607 = bitcast i32 %4606 to float
  %4608 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4607, i32 8, i32 31)
  %4609 = bitcast float %4608 to i32
  %4610 = zext i32 %4604 to i64
  %4611 = zext i32 %4609 to i64
  %4612 = shl i64 %4611, 32
  %4613 = or i64 %4612, %4610
  %4614 = add i64 %4600, %4613
  %4615 = trunc i64 %4614 to i32
  %4616 = bitcast i32 %4615 to float
  %4617 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4616, i32 4, i32 31)
  %4618 = bitcast float %4617 to i32
  %4619 = lshr i64 %4614, 32
  %4620 = trunc i64 %4619 to i32
  %4621 = bitcast i32 %4620 to float
  %4622 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4621, i32 4, i32 31)
  %4623 = bitcast float %4622 to i32
  %4624 = zext i32 %4618 to i64
  %4625 = zext i32 %4623 to i64
  %4626 = shl i64 %4625, 32
  %4627 = or i64 %4626, %4624
  %4628 = add i64 %4614, %4627
  %4629 = trunc i64 %4628 to i32
  %4630 = bitcast i32 %4629 to float
  %4631 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4630, i32 2, i32 31)
  %4632 = bitcast float %4631 to i32
  %4633 = lshr i64 %4628, 32
  %4634 = trunc i64 %4633 to i32
  %4635 = bitcast i32 %4634 to float
  %4636 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4635, i32 2, i32 31)
  %4637 = bitcast float %4636 to i32
  %4638 = zext i32 %4632 to i64
  %4639 = zext i32 %4637 to i64
  %4640 = shl i64 %4639, 32
  %4641 = or i64 %4640, %4638
  %4642 = add i64 %4628, %4641
  %4643 = trunc i64 %4642 to i32
  %4644 = bitcast i32 %4643 to float
  %4645 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4644, i32 1, i32 31)
  %4646 = bitcast float %4645 to i32
  %4647 = lshr i64 %4642, 32
  %4648 = trunc i64 %4647 to i32
  %4649 = bitcast i32 %4648 to float
  %4650 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4649, i32 1, i32 31)
  %4651 = bitcast float %4650 to i32
  %4652 = zext i32 %4646 to i64
  %4653 = zext i32 %4651 to i64
  %4654 = shl i64 %4653, 32
  %4655 = or i64 %4654, %4652
  %4656 = add i64 %4642, %4655
  store i64 %4656, ptr %above538, align 4
  br label %exact.end540

above.head:                                       ; preds = %above.body, %exact.else
  %above.iv = phi i64 [ 0, %exact.else ], [ %above.next, %above.body ]
  %4657 = icmp slt i64 %above.iv, %4565
  br i1 %4657, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %4658 = mul i64 %above.iv, 8
  %4659 = add i64 %4658, 0
  %4660 = mul i64 %4659, 32
  %4661 = add i64 %4563, %4660
  %4662 = icmp slt i64 %4661, %4457
  %4663 = select i1 %4662, i64 %4661, i64 0
  %4664 = getelementptr i32, ptr %4460, i64 %4663
  %4665 = load i32, ptr %4664, align 4
  %4666 = and i32 %4665, -65536
  %4667 = bitcast i32 %4666 to float
  %4668 = and i32 %4665, 65535
  %4669 = zext i32 %4668 to i64
  %4670 = bitcast float %4667 to i32
  %4671 = fcmp uno float %4667, %4667
  %4672 = select i1 %4671, i32 2143289344, i32 %4670
  %4673 = xor i32 %4672, 2147483647
  %4674 = icmp sge i32 %4672, 0
  %4675 = select i1 %4674, i32 %4672, i32 %4673
  %4676 = sext i32 %4675 to i64
  %4677 = shl i64 %4676, 32
  %4678 = or i64 %4677, %4669
  %4679 = mul i64 %above.iv, 8
  %4680 = add i64 %4679, 1
  %4681 = mul i64 %4680, 32
  %4682 = add i64 %4563, %4681
  %4683 = icmp slt i64 %4682, %4457
  %4684 = select i1 %4683, i64 %4682, i64 0
  %4685 = getelementptr i32, ptr %4460, i64 %4684
  %4686 = load i32, ptr %4685, align 4
  %4687 = and i32 %4686, -65536
  %4688 = bitcast i32 %4687 to float
  %4689 = and i32 %4686, 65535
  %4690 = zext i32 %4689 to i64
  %4691 = bitcast float %4688 to i32
  %4692 = fcmp uno float %4688, %4688
  %4693 = select i1 %4692, i32 2143289344, i32 %4691
  %4694 = xor i32 %4693, 2147483647
  %4695 = icmp sge i32 %4693, 0
  %4696 = select i1 %4695, i32 %4693, i32 %4694
  %4697 = sext i32 %4696 to i64
  %4698 = shl i64 %4697, 32
  %4699 = or i64 %4698, %4690
  %4700 = mul i64 %above.iv, 8
  %4701 = add i64 %4700, 2
  %4702 = mul i64 %4701, 32
  %4703 = add i64 %4563, %4702
  %4704 = icmp slt i64 %4703, %4457
  %4705 = select i1 %4704, i64 %4703, i64 0
  %4706 = getelementptr i32, ptr %4460, i64 %4705
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
  %4722 = add i64 %4721, 3
  %4723 = mul i64 %4722, 32
  %4724 = add i64 %4563, %4723
  %4725 = icmp slt i64 %4724, %4457
  %4726 = select i1 %4725, i64 %4724, i64 0
  %4727 = getelementptr i32, ptr %4460, i64 %4726
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
  %4743 = add i64 %4742, 4
  %4744 = mul i64 %4743, 32
  %4745 = add i64 %4563, %4744
  %4746 = icmp slt i64 %4745, %4457
  %4747 = select i1 %4746, i64 %4745, i64 0
  %4748 = getelementptr i32, ptr %4460, i64 %4747
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
  %4764 = add i64 %4763, 5
  %4765 = mul i64 %4764, 32
  %4766 = add i64 %4563, %4765
  %4767 = icmp slt i64 %4766, %4457
  %4768 = select i1 %4767, i64 %4766, i64 0
  %4769 = getelementptr i32, ptr %4460, i64 %4768
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
  %4785 = add i64 %4784, 6
  %4786 = mul i64 %4785, 32
  %4787 = add i64 %4563, %4786
  %4788 = icmp slt i64 %4787, %4457
  %4789 = select i1 %4788, i64 %4787, i64 0
  %4790 = getelementptr i32, ptr %4460, i64 %4789
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
  %4806 = add i64 %4805, 7
  %4807 = mul i64 %4806, 32
  %4808 = add i64 %4563, %4807
  %4809 = icmp slt i64 %4808, %4457
  %4810 = select i1 %4809, i64 %4808, i64 0
  %4811 = getelementptr i32, ptr %4460, i64 %4810
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
  %4826 = and i64 %4678, 4294967295
  %4827 = select i1 %4662, i64 %4826, i64 0
  %4828 = load i64, ptr %above546, align 4
  %4829 = add i64 %4828, %4827
  store i64 %4829, ptr %above546, align 4
  %4830 = and i64 %4699, 4294967295
  %4831 = select i1 %4683, i64 %4830, i64 0
  %4832 = load i64, ptr %above546, align 4
  %4833 = add i64 %4832, %4831
  store i64 %4833, ptr %above546, align 4
  %4834 = and i64 %4720, 4294967295
  %4835 = select i1 %4704, i64 %4834, i64 0
  %4836 = load i64, ptr %above546, align 4
  %4837 = add i64 %4836, %4835
  store i64 %4837, ptr %above546, align 4
  %4838 = and i64 %4741, 4294967295
  %4839 = select i1 %4725, i64 %4838, i64 0
  %4840 = load i64, ptr %above546, align 4
  %4841 = add i64 %4840, %4839
  store i64 %4841, ptr %above546, align 4
  %4842 = and i64 %4762, 4294967295
  %4843 = select i1 %4746, i64 %4842, i64 0
  %4844 = load i64, ptr %above546, align 4
  %4845 = add i64 %4844, %4843
  store i64 %4845, ptr %above546, align 4
  %4846 = and i64 %4783, 4294967295
  %4847 = select i1 %4767, i64 %4846, i64 0
  %4848 = load i64, ptr %above546, align 4
  %4849 = add i64 %4848, %4847
  store i64 %4849, ptr %above546, align 4
  %4850 = and i64 %4804, 4294967295
  %4851 = select i1 %4788, i64 %4850, i64 0
  %4852 = load i64, ptr %above546, align 4
  %4853 = add i64 %4852, %4851
  store i64 %4853, ptr %above546, align 4
  %4854 = and i64 %4825, 4294967295
  %4855 = select i1 %4809, i64 %4854, i64 0
  %4856 = load i64, ptr %above546, align 4
  %4857 = add i64 %4856, %4855
  store i64 %4857, ptr %above546, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !21

above.exit:                                       ; preds = %above.head
  %4858 = load i64, ptr %above546, align 4
  %4859 = trunc i64 %4858 to i32
  %4860 = bitcast i32 %4859 to float
  %4861 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4860, i32 16, i32 31)
  %4862 = bitcast float %4861 to i32
  %4863 = lshr i64 %4858, 32
  %4864 = trunc i64 %4863 to i32
  %4865 = bitcast i32 %4864 to float
  %4866 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4865, i32 16, i32 31)
  %4867 = bitcast float %4866 to i32
  %4868 = zext i32 %4862 to i64
  %4869 = zext i32 %4867 to i64
  %4870 = shl i64 %4869, 32
  %4871 = or i64 %4870, %4868
  %4872 = add i64 %4858, %4871
  %4873 = trunc i64 %4872 to i32
  %4874 = bitcast i32 %4873 to float
  %4875 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4874, i32 8, i32 31)
  %4876 = bitcast float %4875 to i32
  %4877 = lshr i64 %4872, 32
  %4878 = trunc i64 %4877 to i32
  %4879 = bitcast i32 %4878 to float
  %4880 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4879, i32 8, i32 31)
  %4881 = bitcast float %4880 to i32
  %4882 = zext i32 %4876 to i64
  %4883 = zext i32 %4881 to i64
  %4884 = shl i64 %4883, 32
  %4885 = or i64 %4884, %4882
  %4886 = add i64 %4872, %4885
  %4887 = trunc i64 %4886 to i32
  %4888 = bitcast i32 %4887 to float
  %4889 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4888, i32 4, i32 31)
  %4890 = bitcast float %4889 to i32
  %4891 = lshr i64 %4886, 32
  %4892 = trunc i64 %4891 to i32
  %4893 = bitcast i32 %4892 to float
  %4894 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4893, i32 4, i32 31)
  %4895 = bitcast float %4894 to i32
  %4896 = zext i32 %4890 to i64
  %4897 = zext i32 %4895 to i64
  %4898 = shl i64 %4897, 32
  %4899 = or i64 %4898, %4896
  %4900 = add i64 %4886, %4899
  %4901 = trunc i64 %4900 to i32
  %4902 = bitcast i32 %4901 to float
  %4903 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4902, i32 2, i32 31)
  %4904 = bitcast float %4903 to i32
  %4905 = lshr i64 %4900, 32
  %4906 = trunc i64 %4905 to i32
  %4907 = bitcast i32 %4906 to float
  %4908 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4907, i32 2, i32 31)
  %4909 = bitcast float %4908 to i32
  %4910 = zext i32 %4904 to i64
  %4911 = zext i32 %4909 to i64
  %4912 = shl i64 %4911, 32
  %4913 = or i64 %4912, %4910
  %4914 = add i64 %4900, %4913
  %4915 = trunc i64 %4914 to i32
  %4916 = bitcast i32 %4915 to float
  %4917 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4916, i32 1, i32 31)
  %4918 = bitcast float %4917 to i32
  %4919 = lshr i64 %4914, 32
  %4920 = trunc i64 %4919 to i32
  %4921 = bitcast i32 %4920 to float
  %4922 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %4921, i32 1, i32 31)
  %4923 = bitcast float %4922 to i32
  %4924 = zext i32 %4918 to i64
  %4925 = zext i32 %4923 to i64
  %4926 = shl i64 %4925, 32
  %4927 = or i64 %4926, %4924
  %4928 = add i64 %4914, %4927
  store i64 %4928, ptr %above538, align 4
  br label %exact.end540

if.then547:                                       ; preds = %exact.end540
  store i64 %4568, ptr %4451, align 4
  br label %if.end548

if.end548:                                        ; preds = %if.then547, %exact.end540
  store i64 -9223372036854775808, ptr %gtop, align 4
  store i64 -9223372036854775808, ptr %gtop549, align 4
  %4929 = and i64 %23, 31
  %4930 = add i64 %4457, 255
  %4931 = udiv i64 %4930, 256
  br label %gtop.head

gtop.head:                                        ; preds = %gtop.body, %if.end548
  %gtop.iv = phi i64 [ 0, %if.end548 ], [ %gtop.next, %gtop.body ]
  %4932 = icmp slt i64 %gtop.iv, %4931
  br i1 %4932, label %gtop.body, label %gtop.exit

gtop.body:                                        ; preds = %gtop.head
  %4933 = mul i64 %gtop.iv, 8
  %4934 = add i64 %4933, 0
  %4935 = mul i64 %4934, 32
  %4936 = add i64 %4929, %4935
  %4937 = icmp slt i64 %4936, %4457
  %4938 = select i1 %4937, i64 %4936, i64 0
  %4939 = getelementptr i32, ptr %4460, i64 %4938
  %4940 = load i32, ptr %4939, align 4
  %4941 = and i32 %4940, -65536
  %4942 = bitcast i32 %4941 to float
  %4943 = and i32 %4940, 65535
  %4944 = zext i32 %4943 to i64
  %4945 = bitcast float %4942 to i32
  %4946 = fcmp uno float %4942, %4942
  %4947 = select i1 %4946, i32 2143289344, i32 %4945
  %4948 = xor i32 %4947, 2147483647
  %4949 = icmp sge i32 %4947, 0
  %4950 = select i1 %4949, i32 %4947, i32 %4948
  %4951 = sext i32 %4950 to i64
  %4952 = shl i64 %4951, 32
  %4953 = or i64 %4952, %4944
  %4954 = mul i64 %gtop.iv, 8
  %4955 = add i64 %4954, 1
  %4956 = mul i64 %4955, 32
  %4957 = add i64 %4929, %4956
  %4958 = icmp slt i64 %4957, %4457
  %4959 = select i1 %4958, i64 %4957, i64 0
  %4960 = getelementptr i32, ptr %4460, i64 %4959
  %4961 = load i32, ptr %4960, align 4
  %4962 = and i32 %4961, -65536
  %4963 = bitcast i32 %4962 to float
  %4964 = and i32 %4961, 65535
  %4965 = zext i32 %4964 to i64
  %4966 = bitcast float %4963 to i32
  %4967 = fcmp uno float %4963, %4963
  %4968 = select i1 %4967, i32 2143289344, i32 %4966
  %4969 = xor i32 %4968, 2147483647
  %4970 = icmp sge i32 %4968, 0
  %4971 = select i1 %4970, i32 %4968, i32 %4969
  %4972 = sext i32 %4971 to i64
  %4973 = shl i64 %4972, 32
  %4974 = or i64 %4973, %4965
  %4975 = mul i64 %gtop.iv, 8
  %4976 = add i64 %4975, 2
  %4977 = mul i64 %4976, 32
  %4978 = add i64 %4929, %4977
  %4979 = icmp slt i64 %4978, %4457
  %4980 = select i1 %4979, i64 %4978, i64 0
  %4981 = getelementptr i32, ptr %4460, i64 %4980
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
  %4997 = add i64 %4996, 3
  %4998 = mul i64 %4997, 32
  %4999 = add i64 %4929, %4998
  %5000 = icmp slt i64 %4999, %4457
  %5001 = select i1 %5000, i64 %4999, i64 0
  %5002 = getelementptr i32, ptr %4460, i64 %5001
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
  %5018 = add i64 %5017, 4
  %5019 = mul i64 %5018, 32
  %5020 = add i64 %4929, %5019
  %5021 = icmp slt i64 %5020, %4457
  %5022 = select i1 %5021, i64 %5020, i64 0
  %5023 = getelementptr i32, ptr %4460, i64 %5022
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
  %5039 = add i64 %5038, 5
  %5040 = mul i64 %5039, 32
  %5041 = add i64 %4929, %5040
  %5042 = icmp slt i64 %5041, %4457
  %5043 = select i1 %5042, i64 %5041, i64 0
  %5044 = getelementptr i32, ptr %4460, i64 %5043
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
  %5060 = add i64 %5059, 6
  %5061 = mul i64 %5060, 32
  %5062 = add i64 %4929, %5061
  %5063 = icmp slt i64 %5062, %4457
  %5064 = select i1 %5063, i64 %5062, i64 0
  %5065 = getelementptr i32, ptr %4460, i64 %5064
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
  %5081 = add i64 %5080, 7
  %5082 = mul i64 %5081, 32
  %5083 = add i64 %4929, %5082
  %5084 = icmp slt i64 %5083, %4457
  %5085 = select i1 %5084, i64 %5083, i64 0
  %5086 = getelementptr i32, ptr %4460, i64 %5085
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
  %5101 = ashr i64 %4953, 32
  %5102 = shl i64 %5101, 32
  %5103 = or i64 %5102, %4936
  %5104 = select i1 %4937, i64 %5103, i64 -9223372036854775808
  %5105 = load i64, ptr %gtop, align 4
  %5106 = load i64, ptr %gtop549, align 4
  %5107 = icmp slt i64 %5104, %5105
  %5108 = select i1 %5107, i64 %5104, i64 %5105
  %5109 = icmp sgt i64 %5108, %5106
  %5110 = select i1 %5109, i64 %5108, i64 %5106
  store i64 %5110, ptr %gtop549, align 4
  %5111 = load i64, ptr %gtop, align 4
  %5112 = icmp sgt i64 %5104, %5111
  %5113 = select i1 %5112, i64 %5104, i64 %5111
  store i64 %5113, ptr %gtop, align 4
  %5114 = ashr i64 %4974, 32
  %5115 = shl i64 %5114, 32
  %5116 = or i64 %5115, %4957
  %5117 = select i1 %4958, i64 %5116, i64 -9223372036854775808
  %5118 = load i64, ptr %gtop, align 4
  %5119 = load i64, ptr %gtop549, align 4
  %5120 = icmp slt i64 %5117, %5118
  %5121 = select i1 %5120, i64 %5117, i64 %5118
  %5122 = icmp sgt i64 %5121, %5119
  %5123 = select i1 %5122, i64 %5121, i64 %5119
  store i64 %5123, ptr %gtop549, align 4
  %5124 = load i64, ptr %gtop, align 4
  %5125 = icmp sgt i64 %5117, %5124
  %5126 = select i1 %5125, i64 %5117, i64 %5124
  store i64 %5126, ptr %gtop, align 4
  %5127 = ashr i64 %4995, 32
  %5128 = shl i64 %5127, 32
  %5129 = or i64 %5128, %4978
  %5130 = select i1 %4979, i64 %5129, i64 -9223372036854775808
  %5131 = load i64, ptr %gtop, align 4
  %5132 = load i64, ptr %gtop549, align 4
  %5133 = icmp slt i64 %5130, %5131
  %5134 = select i1 %5133, i64 %5130, i64 %5131
  %5135 = icmp sgt i64 %5134, %5132
  %5136 = select i1 %5135, i64 %5134, i64 %5132
  store i64 %5136, ptr %gtop549, align 4
  %5137 = load i64, ptr %gtop, align 4
  %5138 = icmp sgt i64 %5130, %5137
  %5139 = select i1 %5138, i64 %5130, i64 %5137
  store i64 %5139, ptr %gtop, align 4
  %5140 = ashr i64 %5016, 32
  %5141 = shl i64 %5140, 32
  %5142 = or i64 %5141, %4999
  %5143 = select i1 %5000, i64 %5142, i64 -9223372036854775808
  %5144 = load i64, ptr %gtop, align 4
  %5145 = load i64, ptr %gtop549, align 4
  %5146 = icmp slt i64 %5143, %5144
  %5147 = select i1 %5146, i64 %5143, i64 %5144
  %5148 = icmp sgt i64 %5147, %5145
  %5149 = select i1 %5148, i64 %5147, i64 %5145
  store i64 %5149, ptr %gtop549, align 4
  %5150 = load i64, ptr %gtop, align 4
  %5151 = icmp sgt i64 %5143, %5150
  %5152 = select i1 %5151, i64 %5143, i64 %5150
  store i64 %5152, ptr %gtop, align 4
  %5153 = ashr i64 %5037, 32
  %5154 = shl i64 %5153, 32
  %5155 = or i64 %5154, %5020
  %5156 = select i1 %5021, i64 %5155, i64 -9223372036854775808
  %5157 = load i64, ptr %gtop, align 4
  %5158 = load i64, ptr %gtop549, align 4
  %5159 = icmp slt i64 %5156, %5157
  %5160 = select i1 %5159, i64 %5156, i64 %5157
  %5161 = icmp sgt i64 %5160, %5158
  %5162 = select i1 %5161, i64 %5160, i64 %5158
  store i64 %5162, ptr %gtop549, align 4
  %5163 = load i64, ptr %gtop, align 4
  %5164 = icmp sgt i64 %5156, %5163
  %5165 = select i1 %5164, i64 %5156, i64 %5163
  store i64 %5165, ptr %gtop, align 4
  %5166 = ashr i64 %5058, 32
  %5167 = shl i64 %5166, 32
  %5168 = or i64 %5167, %5041
  %5169 = select i1 %5042, i64 %5168, i64 -9223372036854775808
  %5170 = load i64, ptr %gtop, align 4
  %5171 = load i64, ptr %gtop549, align 4
  %5172 = icmp slt i64 %5169, %5170
  %5173 = select i1 %5172, i64 %5169, i64 %5170
  %5174 = icmp sgt i64 %5173, %5171
  %5175 = select i1 %5174, i64 %5173, i64 %5171
  store i64 %5175, ptr %gtop549, align 4
  %5176 = load i64, ptr %gtop, align 4
  %5177 = icmp sgt i64 %5169, %5176
  %5178 = select i1 %5177, i64 %5169, i64 %5176
  store i64 %5178, ptr %gtop, align 4
  %5179 = ashr i64 %5079, 32
  %5180 = shl i64 %5179, 32
  %5181 = or i64 %5180, %5062
  %5182 = select i1 %5063, i64 %5181, i64 -9223372036854775808
  %5183 = load i64, ptr %gtop, align 4
  %5184 = load i64, ptr %gtop549, align 4
  %5185 = icmp slt i64 %5182, %5183
  %5186 = select i1 %5185, i64 %5182, i64 %5183
  %5187 = icmp sgt i64 %5186, %5184
  %5188 = select i1 %5187, i64 %5186, i64 %5184
  store i64 %5188, ptr %gtop549, align 4
  %5189 = load i64, ptr %gtop, align 4
  %5190 = icmp sgt i64 %5182, %5189
  %5191 = select i1 %5190, i64 %5182, i64 %5189
  store i64 %5191, ptr %gtop, align 4
  %5192 = ashr i64 %5100, 32
  %5193 = shl i64 %5192, 32
  %5194 = or i64 %5193, %5083
  %5195 = select i1 %5084, i64 %5194, i64 -9223372036854775808
  %5196 = load i64, ptr %gtop, align 4
  %5197 = load i64, ptr %gtop549, align 4
  %5198 = icmp slt i64 %5195, %5196
  %5199 = select i1 %5198, i64 %5195, i64 %5196
  %5200 = icmp sgt i64 %5199, %5197
  %5201 = select i1 %5200, i64 %5199, i64 %5197
  store i64 %5201, ptr %gtop549, align 4
  %5202 = load i64, ptr %gtop, align 4
  %5203 = icmp sgt i64 %5195, %5202
  %5204 = select i1 %5203, i64 %5195, i64 %5202
  store i64 %5204, ptr %gtop, align 4
  %gtop.next = add nsw i64 %gtop.iv, 1
  br label %gtop.head, !llvm.loop !22

gtop.exit:                                        ; preds = %gtop.head
  %5205 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %5206 = bitcast float %5205 to i32
  %5207 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %5208 = bitcast float %5207 to i32
  %5209 = zext i32 %5206 to i64
  %5210 = zext i32 %5208 to i64
  %5211 = shl i64 %5210, 32
  %5212 = or i64 %5211, %5209
  %5213 = icmp sgt i64 %5212, 0
  %5214 = select i1 %5213, i64 %5212, i64 0
  %5215 = trunc i64 %5214 to i32
  %5216 = bitcast i32 %5215 to float
  %5217 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5216, i32 8, i32 31)
  %5218 = bitcast float %5217 to i32
  %5219 = lshr i64 %5214, 32
  %5220 = trunc i64 %5219 to i32
  %5221 = bitcast i32 %5220 to float
  %5222 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5221, i32 8, i32 31)
  %5223 = bitcast float %5222 to i32
  %5224 = zext i32 %5218 to i64
  %5225 = zext i32 %5223 to i64
  %5226 = shl i64 %5225, 32
  %5227 = or i64 %5226, %5224
  %5228 = icmp sgt i64 %5227, %5214
  %5229 = select i1 %5228, i64 %5227, i64 %5214
  %5230 = trunc i64 %5229 to i32
  %5231 = bitcast i32 %5230 to float
  %5232 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5231, i32 4, i32 31)
  %5233 = bitcast float %5232 to i32
  %5234 = lshr i64 %5229, 32
  %5235 = trunc i64 %5234 to i32
  %5236 = bitcast i32 %5235 to float
  %5237 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5236, i32 4, i32 31)
  %5238 = bitcast float %5237 to i32
  %5239 = zext i32 %5233 to i64
  %5240 = zext i32 %5238 to i64
  %5241 = shl i64 %5240, 32
  %5242 = or i64 %5241, %5239
  %5243 = icmp sgt i64 %5242, %5229
  %5244 = select i1 %5243, i64 %5242, i64 %5229
  %5245 = trunc i64 %5244 to i32
  %5246 = bitcast i32 %5245 to float
  %5247 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5246, i32 2, i32 31)
  %5248 = bitcast float %5247 to i32
  %5249 = lshr i64 %5244, 32
  %5250 = trunc i64 %5249 to i32
  %5251 = bitcast i32 %5250 to float
  %5252 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5251, i32 2, i32 31)
  %5253 = bitcast float %5252 to i32
  %5254 = zext i32 %5248 to i64
  %5255 = zext i32 %5253 to i64
  %5256 = shl i64 %5255, 32
  %5257 = or i64 %5256, %5254
  %5258 = icmp sgt i64 %5257, %5244
  %5259 = select i1 %5258, i64 %5257, i64 %5244
  %5260 = trunc i64 %5259 to i32
  %5261 = bitcast i32 %5260 to float
  %5262 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5261, i32 1, i32 31)
  %5263 = bitcast float %5262 to i32
  %5264 = lshr i64 %5259, 32
  %5265 = trunc i64 %5264 to i32
  %5266 = bitcast i32 %5265 to float
  %5267 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5266, i32 1, i32 31)
  %5268 = bitcast float %5267 to i32
  %5269 = zext i32 %5263 to i64
  %5270 = zext i32 %5268 to i64
  %5271 = shl i64 %5270, 32
  %5272 = or i64 %5271, %5269
  %5273 = icmp sgt i64 %5272, %5259
  %5274 = select i1 %5273, i64 %5272, i64 %5259
  store i64 -9223372036854775808, ptr %last, align 4
  br label %theta1.head

theta1.head:                                      ; preds = %theta1.body, %gtop.exit
  %theta1.iv = phi i64 [ 0, %gtop.exit ], [ %theta1.next, %theta1.body ]
  %5275 = icmp slt i64 %theta1.iv, 20
  br i1 %5275, label %theta1.body, label %theta1.exit

theta1.body:                                      ; preds = %theta1.head
  %5276 = load i64, ptr %gtop, align 4
  %5277 = and i64 %23, 31
  %5278 = trunc i64 %5276 to i32
  %5279 = bitcast i32 %5278 to float
  %5280 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5279, i32 16, i32 31)
  %5281 = bitcast float %5280 to i32
  %5282 = lshr i64 %5276, 32
  %5283 = trunc i64 %5282 to i32
  %5284 = bitcast i32 %5283 to float
  %5285 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5284, i32 16, i32 31)
  %5286 = bitcast float %5285 to i32
  %5287 = zext i32 %5281 to i64
  %5288 = zext i32 %5286 to i64
  %5289 = shl i64 %5288, 32
  %5290 = or i64 %5289, %5287
  %5291 = icmp sgt i64 %5290, %5276
  %5292 = select i1 %5291, i64 %5290, i64 %5276
  %5293 = trunc i64 %5292 to i32
  %5294 = bitcast i32 %5293 to float
  %5295 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5294, i32 8, i32 31)
  %5296 = bitcast float %5295 to i32
  %5297 = lshr i64 %5292, 32
  %5298 = trunc i64 %5297 to i32
  %5299 = bitcast i32 %5298 to float
  %5300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5299, i32 8, i32 31)
  %5301 = bitcast float %5300 to i32
  %5302 = zext i32 %5296 to i64
  %5303 = zext i32 %5301 to i64
  %5304 = shl i64 %5303, 32
  %5305 = or i64 %5304, %5302
  %5306 = icmp sgt i64 %5305, %5292
  %5307 = select i1 %5306, i64 %5305, i64 %5292
  %5308 = trunc i64 %5307 to i32
  %5309 = bitcast i32 %5308 to float
  %5310 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5309, i32 4, i32 31)
  %5311 = bitcast float %5310 to i32
  %5312 = lshr i64 %5307, 32
  %5313 = trunc i64 %5312 to i32
  %5314 = bitcast i32 %5313 to float
  %5315 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5314, i32 4, i32 31)
  %5316 = bitcast float %5315 to i32
  %5317 = zext i32 %5311 to i64
  %5318 = zext i32 %5316 to i64
  %5319 = shl i64 %5318, 32
  %5320 = or i64 %5319, %5317
  %5321 = icmp sgt i64 %5320, %5307
  %5322 = select i1 %5321, i64 %5320, i64 %5307
  %5323 = trunc i64 %5322 to i32
  %5324 = bitcast i32 %5323 to float
  %5325 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5324, i32 2, i32 31)
  %5326 = bitcast float %5325 to i32
  %5327 = lshr i64 %5322, 32
  %5328 = trunc i64 %5327 to i32
  %5329 = bitcast i32 %5328 to float
  %5330 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5329, i32 2, i32 31)
  %5331 = bitcast float %5330 to i32
  %5332 = zext i32 %5326 to i64
  %5333 = zext i32 %5331 to i64
  %5334 = shl i64 %5333, 32
  %5335 = or i64 %5334, %5332
  %5336 = icmp sgt i64 %5335, %5322
  %5337 = select i1 %5336, i64 %5335, i64 %5322
  %5338 = trunc i64 %5337 to i32
  %5339 = bitcast i32 %5338 to float
  %5340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5339, i32 1, i32 31)
  %5341 = bitcast float %5340 to i32
  %5342 = lshr i64 %5337, 32
  %5343 = trunc i64 %5342 to i32
  %5344 = bitcast i32 %5343 to float
  %5345 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5344, i32 1, i32 31)
  %5346 = bitcast float %5345 to i32
  %5347 = zext i32 %5341 to i64
  %5348 = zext i32 %5346 to i64
  %5349 = shl i64 %5348, 32
  %5350 = or i64 %5349, %5347
  %5351 = icmp sgt i64 %5350, %5337
  %5352 = select i1 %5351, i64 %5350, i64 %5337
  store i64 %5352, ptr %last, align 4
  %5353 = icmp ne i64 %5352, -9223372036854775808
  %5354 = icmp eq i64 %5276, %5352
  %5355 = and i1 %5354, %5353
  %5356 = load i64, ptr %gtop549, align 4
  %5357 = load i64, ptr %gtop, align 4
  %5358 = select i1 %5355, i64 %5356, i64 %5357
  store i64 %5358, ptr %gtop, align 4
  %5359 = load i64, ptr %gtop549, align 4
  %5360 = select i1 %5355, i64 -9223372036854775808, i64 %5359
  store i64 %5360, ptr %gtop549, align 4
  %theta1.next = add nsw i64 %theta1.iv, 1
  br label %theta1.head, !llvm.loop !23

theta1.exit:                                      ; preds = %theta1.head
  %5361 = load i64, ptr %last, align 4
  %5362 = ashr i64 %5361, 32
  %5363 = trunc i64 %5362 to i32
  %5364 = icmp eq i64 %5361, -9223372036854775808
  %5365 = select i1 %5364, i32 -2147483648, i32 %5363
  store i64 -9223372036854775808, ptr %gslot, align 4
  store i64 -9223372036854775808, ptr %gslot550, align 4
  store i64 -9223372036854775808, ptr %gslot551, align 4
  store i64 -9223372036854775808, ptr %gslot552, align 4
  store i64 -9223372036854775808, ptr %gslot553, align 4
  store i64 -9223372036854775808, ptr %gslot554, align 4
  store i64 -9223372036854775808, ptr %gslot555, align 4
  store i64 -9223372036854775808, ptr %gslot556, align 4
  store i64 0, ptr %gn, align 4
  %5366 = and i64 %23, 31
  %5367 = add i64 %4457, 255
  %5368 = udiv i64 %5367, 256
  br label %gkeep.head

gkeep.head:                                       ; preds = %if.end572, %theta1.exit
  %gkeep.iv = phi i64 [ 0, %theta1.exit ], [ %gkeep.next, %if.end572 ]
  %5369 = icmp slt i64 %gkeep.iv, %5368
  br i1 %5369, label %gkeep.body, label %gkeep.exit

gkeep.body:                                       ; preds = %gkeep.head
  %5370 = mul i64 %gkeep.iv, 8
  %5371 = add i64 %5370, 0
  %5372 = mul i64 %5371, 32
  %5373 = add i64 %5366, %5372
  %5374 = icmp slt i64 %5373, %4457
  %5375 = select i1 %5374, i64 %5373, i64 0
  %5376 = getelementptr i32, ptr %4460, i64 %5375
  %5377 = load i32, ptr %5376, align 4
  %5378 = and i32 %5377, -65536
  %5379 = bitcast i32 %5378 to float
  %5380 = and i32 %5377, 65535
  %5381 = zext i32 %5380 to i64
  %5382 = bitcast float %5379 to i32
  %5383 = fcmp uno float %5379, %5379
  %5384 = select i1 %5383, i32 2143289344, i32 %5382
  %5385 = xor i32 %5384, 2147483647
  %5386 = icmp sge i32 %5384, 0
  %5387 = select i1 %5386, i32 %5384, i32 %5385
  %5388 = sext i32 %5387 to i64
  %5389 = shl i64 %5388, 32
  %5390 = or i64 %5389, %5381
  %5391 = mul i64 %gkeep.iv, 8
  %5392 = add i64 %5391, 1
  %5393 = mul i64 %5392, 32
  %5394 = add i64 %5366, %5393
  %5395 = icmp slt i64 %5394, %4457
  %5396 = select i1 %5395, i64 %5394, i64 0
  %5397 = getelementptr i32, ptr %4460, i64 %5396
  %5398 = load i32, ptr %5397, align 4
  %5399 = and i32 %5398, -65536
  %5400 = bitcast i32 %5399 to float
  %5401 = and i32 %5398, 65535
  %5402 = zext i32 %5401 to i64
  %5403 = bitcast float %5400 to i32
  %5404 = fcmp uno float %5400, %5400
  %5405 = select i1 %5404, i32 2143289344, i32 %5403
  %5406 = xor i32 %5405, 2147483647
  %5407 = icmp sge i32 %5405, 0
  %5408 = select i1 %5407, i32 %5405, i32 %5406
  %5409 = sext i32 %5408 to i64
  %5410 = shl i64 %5409, 32
  %5411 = or i64 %5410, %5402
  %5412 = mul i64 %gkeep.iv, 8
  %5413 = add i64 %5412, 2
  %5414 = mul i64 %5413, 32
  %5415 = add i64 %5366, %5414
  %5416 = icmp slt i64 %5415, %4457
  %5417 = select i1 %5416, i64 %5415, i64 0
  %5418 = getelementptr i32, ptr %4460, i64 %5417
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
  %5434 = add i64 %5433, 3
  %5435 = mul i64 %5434, 32
  %5436 = add i64 %5366, %5435
  %5437 = icmp slt i64 %5436, %4457
  %5438 = select i1 %5437, i64 %5436, i64 0
  %5439 = getelementptr i32, ptr %4460, i64 %5438
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
  %5455 = add i64 %5454, 4
  %5456 = mul i64 %5455, 32
  %5457 = add i64 %5366, %5456
  %5458 = icmp slt i64 %5457, %4457
  %5459 = select i1 %5458, i64 %5457, i64 0
  %5460 = getelementptr i32, ptr %4460, i64 %5459
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
  %5476 = add i64 %5475, 5
  %5477 = mul i64 %5476, 32
  %5478 = add i64 %5366, %5477
  %5479 = icmp slt i64 %5478, %4457
  %5480 = select i1 %5479, i64 %5478, i64 0
  %5481 = getelementptr i32, ptr %4460, i64 %5480
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
  %5497 = add i64 %5496, 6
  %5498 = mul i64 %5497, 32
  %5499 = add i64 %5366, %5498
  %5500 = icmp slt i64 %5499, %4457
  %5501 = select i1 %5500, i64 %5499, i64 0
  %5502 = getelementptr i32, ptr %4460, i64 %5501
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
  %5518 = add i64 %5517, 7
  %5519 = mul i64 %5518, 32
  %5520 = add i64 %5366, %5519
  %5521 = icmp slt i64 %5520, %4457
  %5522 = select i1 %5521, i64 %5520, i64 0
  %5523 = getelementptr i32, ptr %4460, i64 %5522
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
  %5538 = ashr i64 %5390, 32
  %5539 = trunc i64 %5538 to i32
  %5540 = icmp sge i32 %5539, %5365
  %5541 = and i1 %5374, %5540
  br i1 %5541, label %if.then557, label %if.end558

gkeep.exit:                                       ; preds = %gkeep.head
  %5542 = load i64, ptr %gn, align 4
  %5543 = trunc i64 %5542 to i32
  %5544 = bitcast i32 %5543 to float
  %5545 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5544, i32 16, i32 31)
  %5546 = bitcast float %5545 to i32
  %5547 = lshr i64 %5542, 32
  %5548 = trunc i64 %5547 to i32
  %5549 = bitcast i32 %5548 to float
  %5550 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5549, i32 16, i32 31)
  %5551 = bitcast float %5550 to i32
  %5552 = zext i32 %5546 to i64
  %5553 = zext i32 %5551 to i64
  %5554 = shl i64 %5553, 32
  %5555 = or i64 %5554, %5552
  %5556 = icmp sgt i64 %5555, %5542
  %5557 = select i1 %5556, i64 %5555, i64 %5542
  %5558 = trunc i64 %5557 to i32
  %5559 = bitcast i32 %5558 to float
  %5560 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5559, i32 8, i32 31)
  %5561 = bitcast float %5560 to i32
  %5562 = lshr i64 %5557, 32
  %5563 = trunc i64 %5562 to i32
  %5564 = bitcast i32 %5563 to float
  %5565 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5564, i32 8, i32 31)
  %5566 = bitcast float %5565 to i32
  %5567 = zext i32 %5561 to i64
  %5568 = zext i32 %5566 to i64
  %5569 = shl i64 %5568, 32
  %5570 = or i64 %5569, %5567
  %5571 = icmp sgt i64 %5570, %5557
  %5572 = select i1 %5571, i64 %5570, i64 %5557
  %5573 = trunc i64 %5572 to i32
  %5574 = bitcast i32 %5573 to float
  %5575 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5574, i32 4, i32 31)
  %5576 = bitcast float %5575 to i32
  %5577 = lshr i64 %5572, 32
  %5578 = trunc i64 %5577 to i32
  %5579 = bitcast i32 %5578 to float
  %5580 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5579, i32 4, i32 31)
  %5581 = bitcast float %5580 to i32
  %5582 = zext i32 %5576 to i64
  %5583 = zext i32 %5581 to i64
  %5584 = shl i64 %5583, 32
  %5585 = or i64 %5584, %5582
  %5586 = icmp sgt i64 %5585, %5572
  %5587 = select i1 %5586, i64 %5585, i64 %5572
  %5588 = trunc i64 %5587 to i32
  %5589 = bitcast i32 %5588 to float
  %5590 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5589, i32 2, i32 31)
  %5591 = bitcast float %5590 to i32
  %5592 = lshr i64 %5587, 32
  %5593 = trunc i64 %5592 to i32
  %5594 = bitcast i32 %5593 to float
  %5595 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5594, i32 2, i32 31)
  %5596 = bitcast float %5595 to i32
  %5597 = zext i32 %5591 to i64
  %5598 = zext i32 %5596 to i64
  %5599 = shl i64 %5598, 32
  %5600 = or i64 %5599, %5597
  %5601 = icmp sgt i64 %5600, %5587
  %5602 = select i1 %5601, i64 %5600, i64 %5587
  %5603 = trunc i64 %5602 to i32
  %5604 = bitcast i32 %5603 to float
  %5605 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5604, i32 1, i32 31)
  %5606 = bitcast float %5605 to i32
  %5607 = lshr i64 %5602, 32
  %5608 = trunc i64 %5607 to i32
  %5609 = bitcast i32 %5608 to float
  %5610 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5609, i32 1, i32 31)
  %5611 = bitcast float %5610 to i32
  %5612 = zext i32 %5606 to i64
  %5613 = zext i32 %5611 to i64
  %5614 = shl i64 %5613, 32
  %5615 = or i64 %5614, %5612
  %5616 = icmp sgt i64 %5615, %5602
  %5617 = select i1 %5616, i64 %5615, i64 %5602
  %5618 = icmp sgt i64 %5617, 8
  store i32 -2147483648, ptr %theta, align 4
  br i1 %5618, label %gover.then, label %gover.else

if.then557:                                       ; preds = %gkeep.body
  %5619 = ashr i64 %5390, 32
  %5620 = shl i64 %5619, 32
  %5621 = or i64 %5620, %5373
  %5622 = load i64, ptr %gslot555, align 4
  %5623 = load i64, ptr %gslot556, align 4
  %5624 = icmp slt i64 %5621, %5622
  %5625 = select i1 %5624, i64 %5621, i64 %5622
  %5626 = icmp sgt i64 %5625, %5623
  %5627 = select i1 %5626, i64 %5625, i64 %5623
  store i64 %5627, ptr %gslot556, align 4
  %5628 = load i64, ptr %gslot554, align 4
  %5629 = load i64, ptr %gslot555, align 4
  %5630 = icmp slt i64 %5621, %5628
  %5631 = select i1 %5630, i64 %5621, i64 %5628
  %5632 = icmp sgt i64 %5631, %5629
  %5633 = select i1 %5632, i64 %5631, i64 %5629
  store i64 %5633, ptr %gslot555, align 4
  %5634 = load i64, ptr %gslot553, align 4
  %5635 = load i64, ptr %gslot554, align 4
  %5636 = icmp slt i64 %5621, %5634
  %5637 = select i1 %5636, i64 %5621, i64 %5634
  %5638 = icmp sgt i64 %5637, %5635
  %5639 = select i1 %5638, i64 %5637, i64 %5635
  store i64 %5639, ptr %gslot554, align 4
  %5640 = load i64, ptr %gslot552, align 4
  %5641 = load i64, ptr %gslot553, align 4
  %5642 = icmp slt i64 %5621, %5640
  %5643 = select i1 %5642, i64 %5621, i64 %5640
  %5644 = icmp sgt i64 %5643, %5641
  %5645 = select i1 %5644, i64 %5643, i64 %5641
  store i64 %5645, ptr %gslot553, align 4
  %5646 = load i64, ptr %gslot551, align 4
  %5647 = load i64, ptr %gslot552, align 4
  %5648 = icmp slt i64 %5621, %5646
  %5649 = select i1 %5648, i64 %5621, i64 %5646
  %5650 = icmp sgt i64 %5649, %5647
  %5651 = select i1 %5650, i64 %5649, i64 %5647
  store i64 %5651, ptr %gslot552, align 4
  %5652 = load i64, ptr %gslot550, align 4
  %5653 = load i64, ptr %gslot551, align 4
  %5654 = icmp slt i64 %5621, %5652
  %5655 = select i1 %5654, i64 %5621, i64 %5652
  %5656 = icmp sgt i64 %5655, %5653
  %5657 = select i1 %5656, i64 %5655, i64 %5653
  store i64 %5657, ptr %gslot551, align 4
  %5658 = load i64, ptr %gslot, align 4
  %5659 = load i64, ptr %gslot550, align 4
  %5660 = icmp slt i64 %5621, %5658
  %5661 = select i1 %5660, i64 %5621, i64 %5658
  %5662 = icmp sgt i64 %5661, %5659
  %5663 = select i1 %5662, i64 %5661, i64 %5659
  store i64 %5663, ptr %gslot550, align 4
  %5664 = load i64, ptr %gslot, align 4
  %5665 = icmp sgt i64 %5621, %5664
  %5666 = select i1 %5665, i64 %5621, i64 %5664
  store i64 %5666, ptr %gslot, align 4
  %5667 = load i64, ptr %gn, align 4
  %5668 = add i64 %5667, 1
  store i64 %5668, ptr %gn, align 4
  br label %if.end558

if.end558:                                        ; preds = %if.then557, %gkeep.body
  %5669 = ashr i64 %5411, 32
  %5670 = trunc i64 %5669 to i32
  %5671 = icmp sge i32 %5670, %5365
  %5672 = and i1 %5395, %5671
  br i1 %5672, label %if.then559, label %if.end560

if.then559:                                       ; preds = %if.end558
  %5673 = ashr i64 %5411, 32
  %5674 = shl i64 %5673, 32
  %5675 = or i64 %5674, %5394
  %5676 = load i64, ptr %gslot555, align 4
  %5677 = load i64, ptr %gslot556, align 4
  %5678 = icmp slt i64 %5675, %5676
  %5679 = select i1 %5678, i64 %5675, i64 %5676
  %5680 = icmp sgt i64 %5679, %5677
  %5681 = select i1 %5680, i64 %5679, i64 %5677
  store i64 %5681, ptr %gslot556, align 4
  %5682 = load i64, ptr %gslot554, align 4
  %5683 = load i64, ptr %gslot555, align 4
  %5684 = icmp slt i64 %5675, %5682
  %5685 = select i1 %5684, i64 %5675, i64 %5682
  %5686 = icmp sgt i64 %5685, %5683
  %5687 = select i1 %5686, i64 %5685, i64 %5683
  store i64 %5687, ptr %gslot555, align 4
  %5688 = load i64, ptr %gslot553, align 4
  %5689 = load i64, ptr %gslot554, align 4
  %5690 = icmp slt i64 %5675, %5688
  %5691 = select i1 %5690, i64 %5675, i64 %5688
  %5692 = icmp sgt i64 %5691, %5689
  %5693 = select i1 %5692, i64 %5691, i64 %5689
  store i64 %5693, ptr %gslot554, align 4
  %5694 = load i64, ptr %gslot552, align 4
  %5695 = load i64, ptr %gslot553, align 4
  %5696 = icmp slt i64 %5675, %5694
  %5697 = select i1 %5696, i64 %5675, i64 %5694
  %5698 = icmp sgt i64 %5697, %5695
  %5699 = select i1 %5698, i64 %5697, i64 %5695
  store i64 %5699, ptr %gslot553, align 4
  %5700 = load i64, ptr %gslot551, align 4
  %5701 = load i64, ptr %gslot552, align 4
  %5702 = icmp slt i64 %5675, %5700
  %5703 = select i1 %5702, i64 %5675, i64 %5700
  %5704 = icmp sgt i64 %5703, %5701
  %5705 = select i1 %5704, i64 %5703, i64 %5701
  store i64 %5705, ptr %gslot552, align 4
  %5706 = load i64, ptr %gslot550, align 4
  %5707 = load i64, ptr %gslot551, align 4
  %5708 = icmp slt i64 %5675, %5706
  %5709 = select i1 %5708, i64 %5675, i64 %5706
  %5710 = icmp sgt i64 %5709, %5707
  %5711 = select i1 %5710, i64 %5709, i64 %5707
  store i64 %5711, ptr %gslot551, align 4
  %5712 = load i64, ptr %gslot, align 4
  %5713 = load i64, ptr %gslot550, align 4
  %5714 = icmp slt i64 %5675, %5712
  %5715 = select i1 %5714, i64 %5675, i64 %5712
  %5716 = icmp sgt i64 %5715, %5713
  %5717 = select i1 %5716, i64 %5715, i64 %5713
  store i64 %5717, ptr %gslot550, align 4
  %5718 = load i64, ptr %gslot, align 4
  %5719 = icmp sgt i64 %5675, %5718
  %5720 = select i1 %5719, i64 %5675, i64 %5718
  store i64 %5720, ptr %gslot, align 4
  %5721 = load i64, ptr %gn, align 4
  %5722 = add i64 %5721, 1
  store i64 %5722, ptr %gn, align 4
  br label %if.end560

if.end560:                                        ; preds = %if.then559, %if.end558
  %5723 = ashr i64 %5432, 32
  %5724 = trunc i64 %5723 to i32
  %5725 = icmp sge i32 %5724, %5365
  %5726 = and i1 %5416, %5725
  br i1 %5726, label %if.then561, label %if.end562

if.then561:                                       ; preds = %if.end560
  %5727 = ashr i64 %5432, 32
  %5728 = shl i64 %5727, 32
  %5729 = or i64 %5728, %5415
  %5730 = load i64, ptr %gslot555, align 4
  %5731 = load i64, ptr %gslot556, align 4
  %5732 = icmp slt i64 %5729, %5730
  %5733 = select i1 %5732, i64 %5729, i64 %5730
  %5734 = icmp sgt i64 %5733, %5731
  %5735 = select i1 %5734, i64 %5733, i64 %5731
  store i64 %5735, ptr %gslot556, align 4
  %5736 = load i64, ptr %gslot554, align 4
  %5737 = load i64, ptr %gslot555, align 4
  %5738 = icmp slt i64 %5729, %5736
  %5739 = select i1 %5738, i64 %5729, i64 %5736
  %5740 = icmp sgt i64 %5739, %5737
  %5741 = select i1 %5740, i64 %5739, i64 %5737
  store i64 %5741, ptr %gslot555, align 4
  %5742 = load i64, ptr %gslot553, align 4
  %5743 = load i64, ptr %gslot554, align 4
  %5744 = icmp slt i64 %5729, %5742
  %5745 = select i1 %5744, i64 %5729, i64 %5742
  %5746 = icmp sgt i64 %5745, %5743
  %5747 = select i1 %5746, i64 %5745, i64 %5743
  store i64 %5747, ptr %gslot554, align 4
  %5748 = load i64, ptr %gslot552, align 4
  %5749 = load i64, ptr %gslot553, align 4
  %5750 = icmp slt i64 %5729, %5748
  %5751 = select i1 %5750, i64 %5729, i64 %5748
  %5752 = icmp sgt i64 %5751, %5749
  %5753 = select i1 %5752, i64 %5751, i64 %5749
  store i64 %5753, ptr %gslot553, align 4
  %5754 = load i64, ptr %gslot551, align 4
  %5755 = load i64, ptr %gslot552, align 4
  %5756 = icmp slt i64 %5729, %5754
  %5757 = select i1 %5756, i64 %5729, i64 %5754
  %5758 = icmp sgt i64 %5757, %5755
  %5759 = select i1 %5758, i64 %5757, i64 %5755
  store i64 %5759, ptr %gslot552, align 4
  %5760 = load i64, ptr %gslot550, align 4
  %5761 = load i64, ptr %gslot551, align 4
  %5762 = icmp slt i64 %5729, %5760
  %5763 = select i1 %5762, i64 %5729, i64 %5760
  %5764 = icmp sgt i64 %5763, %5761
  %5765 = select i1 %5764, i64 %5763, i64 %5761
  store i64 %5765, ptr %gslot551, align 4
  %5766 = load i64, ptr %gslot, align 4
  %5767 = load i64, ptr %gslot550, align 4
  %5768 = icmp slt i64 %5729, %5766
  %5769 = select i1 %5768, i64 %5729, i64 %5766
  %5770 = icmp sgt i64 %5769, %5767
  %5771 = select i1 %5770, i64 %5769, i64 %5767
  store i64 %5771, ptr %gslot550, align 4
  %5772 = load i64, ptr %gslot, align 4
  %5773 = icmp sgt i64 %5729, %5772
  %5774 = select i1 %5773, i64 %5729, i64 %5772
  store i64 %5774, ptr %gslot, align 4
  %5775 = load i64, ptr %gn, align 4
  %5776 = add i64 %5775, 1
  store i64 %5776, ptr %gn, align 4
  br label %if.end562

if.end562:                                        ; preds = %if.then561, %if.end560
  %5777 = ashr i64 %5453, 32
  %5778 = trunc i64 %5777 to i32
  %5779 = icmp sge i32 %5778, %5365
  %5780 = and i1 %5437, %5779
  br i1 %5780, label %if.then563, label %if.end564

if.then563:                                       ; preds = %if.end562
  %5781 = ashr i64 %5453, 32
  %5782 = shl i64 %5781, 32
  %5783 = or i64 %5782, %5436
  %5784 = load i64, ptr %gslot555, align 4
  %5785 = load i64, ptr %gslot556, align 4
  %5786 = icmp slt i64 %5783, %5784
  %5787 = select i1 %5786, i64 %5783, i64 %5784
  %5788 = icmp sgt i64 %5787, %5785
  %5789 = select i1 %5788, i64 %5787, i64 %5785
  store i64 %5789, ptr %gslot556, align 4
  %5790 = load i64, ptr %gslot554, align 4
  %5791 = load i64, ptr %gslot555, align 4
  %5792 = icmp slt i64 %5783, %5790
  %5793 = select i1 %5792, i64 %5783, i64 %5790
  %5794 = icmp sgt i64 %5793, %5791
  %5795 = select i1 %5794, i64 %5793, i64 %5791
  store i64 %5795, ptr %gslot555, align 4
  %5796 = load i64, ptr %gslot553, align 4
  %5797 = load i64, ptr %gslot554, align 4
  %5798 = icmp slt i64 %5783, %5796
  %5799 = select i1 %5798, i64 %5783, i64 %5796
  %5800 = icmp sgt i64 %5799, %5797
  %5801 = select i1 %5800, i64 %5799, i64 %5797
  store i64 %5801, ptr %gslot554, align 4
  %5802 = load i64, ptr %gslot552, align 4
  %5803 = load i64, ptr %gslot553, align 4
  %5804 = icmp slt i64 %5783, %5802
  %5805 = select i1 %5804, i64 %5783, i64 %5802
  %5806 = icmp sgt i64 %5805, %5803
  %5807 = select i1 %5806, i64 %5805, i64 %5803
  store i64 %5807, ptr %gslot553, align 4
  %5808 = load i64, ptr %gslot551, align 4
  %5809 = load i64, ptr %gslot552, align 4
  %5810 = icmp slt i64 %5783, %5808
  %5811 = select i1 %5810, i64 %5783, i64 %5808
  %5812 = icmp sgt i64 %5811, %5809
  %5813 = select i1 %5812, i64 %5811, i64 %5809
  store i64 %5813, ptr %gslot552, align 4
  %5814 = load i64, ptr %gslot550, align 4
  %5815 = load i64, ptr %gslot551, align 4
  %5816 = icmp slt i64 %5783, %5814
  %5817 = select i1 %5816, i64 %5783, i64 %5814
  %5818 = icmp sgt i64 %5817, %5815
  %5819 = select i1 %5818, i64 %5817, i64 %5815
  store i64 %5819, ptr %gslot551, align 4
  %5820 = load i64, ptr %gslot, align 4
  %5821 = load i64, ptr %gslot550, align 4
  %5822 = icmp slt i64 %5783, %5820
  %5823 = select i1 %5822, i64 %5783, i64 %5820
  %5824 = icmp sgt i64 %5823, %5821
  %5825 = select i1 %5824, i64 %5823, i64 %5821
  store i64 %5825, ptr %gslot550, align 4
  %5826 = load i64, ptr %gslot, align 4
  %5827 = icmp sgt i64 %5783, %5826
  %5828 = select i1 %5827, i64 %5783, i64 %5826
  store i64 %5828, ptr %gslot, align 4
  %5829 = load i64, ptr %gn, align 4
  %5830 = add i64 %5829, 1
  store i64 %5830, ptr %gn, align 4
  br label %if.end564

if.end564:                                        ; preds = %if.then563, %if.end562
  %5831 = ashr i64 %5474, 32
  %5832 = trunc i64 %5831 to i32
  %5833 = icmp sge i32 %5832, %5365
  %5834 = and i1 %5458, %5833
  br i1 %5834, label %if.then565, label %if.end566

if.then565:                                       ; preds = %if.end564
  %5835 = ashr i64 %5474, 32
  %5836 = shl i64 %5835, 32
  %5837 = or i64 %5836, %5457
  %5838 = load i64, ptr %gslot555, align 4
  %5839 = load i64, ptr %gslot556, align 4
  %5840 = icmp slt i64 %5837, %5838
  %5841 = select i1 %5840, i64 %5837, i64 %5838
  %5842 = icmp sgt i64 %5841, %5839
  %5843 = select i1 %5842, i64 %5841, i64 %5839
  store i64 %5843, ptr %gslot556, align 4
  %5844 = load i64, ptr %gslot554, align 4
  %5845 = load i64, ptr %gslot555, align 4
  %5846 = icmp slt i64 %5837, %5844
  %5847 = select i1 %5846, i64 %5837, i64 %5844
  %5848 = icmp sgt i64 %5847, %5845
  %5849 = select i1 %5848, i64 %5847, i64 %5845
  store i64 %5849, ptr %gslot555, align 4
  %5850 = load i64, ptr %gslot553, align 4
  %5851 = load i64, ptr %gslot554, align 4
  %5852 = icmp slt i64 %5837, %5850
  %5853 = select i1 %5852, i64 %5837, i64 %5850
  %5854 = icmp sgt i64 %5853, %5851
  %5855 = select i1 %5854, i64 %5853, i64 %5851
  store i64 %5855, ptr %gslot554, align 4
  %5856 = load i64, ptr %gslot552, align 4
  %5857 = load i64, ptr %gslot553, align 4
  %5858 = icmp slt i64 %5837, %5856
  %5859 = select i1 %5858, i64 %5837, i64 %5856
  %5860 = icmp sgt i64 %5859, %5857
  %5861 = select i1 %5860, i64 %5859, i64 %5857
  store i64 %5861, ptr %gslot553, align 4
  %5862 = load i64, ptr %gslot551, align 4
  %5863 = load i64, ptr %gslot552, align 4
  %5864 = icmp slt i64 %5837, %5862
  %5865 = select i1 %5864, i64 %5837, i64 %5862
  %5866 = icmp sgt i64 %5865, %5863
  %5867 = select i1 %5866, i64 %5865, i64 %5863
  store i64 %5867, ptr %gslot552, align 4
  %5868 = load i64, ptr %gslot550, align 4
  %5869 = load i64, ptr %gslot551, align 4
  %5870 = icmp slt i64 %5837, %5868
  %5871 = select i1 %5870, i64 %5837, i64 %5868
  %5872 = icmp sgt i64 %5871, %5869
  %5873 = select i1 %5872, i64 %5871, i64 %5869
  store i64 %5873, ptr %gslot551, align 4
  %5874 = load i64, ptr %gslot, align 4
  %5875 = load i64, ptr %gslot550, align 4
  %5876 = icmp slt i64 %5837, %5874
  %5877 = select i1 %5876, i64 %5837, i64 %5874
  %5878 = icmp sgt i64 %5877, %5875
  %5879 = select i1 %5878, i64 %5877, i64 %5875
  store i64 %5879, ptr %gslot550, align 4
  %5880 = load i64, ptr %gslot, align 4
  %5881 = icmp sgt i64 %5837, %5880
  %5882 = select i1 %5881, i64 %5837, i64 %5880
  store i64 %5882, ptr %gslot, align 4
  %5883 = load i64, ptr %gn, align 4
  %5884 = add i64 %5883, 1
  store i64 %5884, ptr %gn, align 4
  br label %if.end566

if.end566:                                        ; preds = %if.then565, %if.end564
  %5885 = ashr i64 %5495, 32
  %5886 = trunc i64 %5885 to i32
  %5887 = icmp sge i32 %5886, %5365
  %5888 = and i1 %5479, %5887
  br i1 %5888, label %if.then567, label %if.end568

if.then567:                                       ; preds = %if.end566
  %5889 = ashr i64 %5495, 32
  %5890 = shl i64 %5889, 32
  %5891 = or i64 %5890, %5478
  %5892 = load i64, ptr %gslot555, align 4
  %5893 = load i64, ptr %gslot556, align 4
  %5894 = icmp slt i64 %5891, %5892
  %5895 = select i1 %5894, i64 %5891, i64 %5892
  %5896 = icmp sgt i64 %5895, %5893
  %5897 = select i1 %5896, i64 %5895, i64 %5893
  store i64 %5897, ptr %gslot556, align 4
  %5898 = load i64, ptr %gslot554, align 4
  %5899 = load i64, ptr %gslot555, align 4
  %5900 = icmp slt i64 %5891, %5898
  %5901 = select i1 %5900, i64 %5891, i64 %5898
  %5902 = icmp sgt i64 %5901, %5899
  %5903 = select i1 %5902, i64 %5901, i64 %5899
  store i64 %5903, ptr %gslot555, align 4
  %5904 = load i64, ptr %gslot553, align 4
  %5905 = load i64, ptr %gslot554, align 4
  %5906 = icmp slt i64 %5891, %5904
  %5907 = select i1 %5906, i64 %5891, i64 %5904
  %5908 = icmp sgt i64 %5907, %5905
  %5909 = select i1 %5908, i64 %5907, i64 %5905
  store i64 %5909, ptr %gslot554, align 4
  %5910 = load i64, ptr %gslot552, align 4
  %5911 = load i64, ptr %gslot553, align 4
  %5912 = icmp slt i64 %5891, %5910
  %5913 = select i1 %5912, i64 %5891, i64 %5910
  %5914 = icmp sgt i64 %5913, %5911
  %5915 = select i1 %5914, i64 %5913, i64 %5911
  store i64 %5915, ptr %gslot553, align 4
  %5916 = load i64, ptr %gslot551, align 4
  %5917 = load i64, ptr %gslot552, align 4
  %5918 = icmp slt i64 %5891, %5916
  %5919 = select i1 %5918, i64 %5891, i64 %5916
  %5920 = icmp sgt i64 %5919, %5917
  %5921 = select i1 %5920, i64 %5919, i64 %5917
  store i64 %5921, ptr %gslot552, align 4
  %5922 = load i64, ptr %gslot550, align 4
  %5923 = load i64, ptr %gslot551, align 4
  %5924 = icmp slt i64 %5891, %5922
  %5925 = select i1 %5924, i64 %5891, i64 %5922
  %5926 = icmp sgt i64 %5925, %5923
  %5927 = select i1 %5926, i64 %5925, i64 %5923
  store i64 %5927, ptr %gslot551, align 4
  %5928 = load i64, ptr %gslot, align 4
  %5929 = load i64, ptr %gslot550, align 4
  %5930 = icmp slt i64 %5891, %5928
  %5931 = select i1 %5930, i64 %5891, i64 %5928
  %5932 = icmp sgt i64 %5931, %5929
  %5933 = select i1 %5932, i64 %5931, i64 %5929
  store i64 %5933, ptr %gslot550, align 4
  %5934 = load i64, ptr %gslot, align 4
  %5935 = icmp sgt i64 %5891, %5934
  %5936 = select i1 %5935, i64 %5891, i64 %5934
  store i64 %5936, ptr %gslot, align 4
  %5937 = load i64, ptr %gn, align 4
  %5938 = add i64 %5937, 1
  store i64 %5938, ptr %gn, align 4
  br label %if.end568

if.end568:                                        ; preds = %if.then567, %if.end566
  %5939 = ashr i64 %5516, 32
  %5940 = trunc i64 %5939 to i32
  %5941 = icmp sge i32 %5940, %5365
  %5942 = and i1 %5500, %5941
  br i1 %5942, label %if.then569, label %if.end570

if.then569:                                       ; preds = %if.end568
  %5943 = ashr i64 %5516, 32
  %5944 = shl i64 %5943, 32
  %5945 = or i64 %5944, %5499
  %5946 = load i64, ptr %gslot555, align 4
  %5947 = load i64, ptr %gslot556, align 4
  %5948 = icmp slt i64 %5945, %5946
  %5949 = select i1 %5948, i64 %5945, i64 %5946
  %5950 = icmp sgt i64 %5949, %5947
  %5951 = select i1 %5950, i64 %5949, i64 %5947
  store i64 %5951, ptr %gslot556, align 4
  %5952 = load i64, ptr %gslot554, align 4
  %5953 = load i64, ptr %gslot555, align 4
  %5954 = icmp slt i64 %5945, %5952
  %5955 = select i1 %5954, i64 %5945, i64 %5952
  %5956 = icmp sgt i64 %5955, %5953
  %5957 = select i1 %5956, i64 %5955, i64 %5953
  store i64 %5957, ptr %gslot555, align 4
  %5958 = load i64, ptr %gslot553, align 4
  %5959 = load i64, ptr %gslot554, align 4
  %5960 = icmp slt i64 %5945, %5958
  %5961 = select i1 %5960, i64 %5945, i64 %5958
  %5962 = icmp sgt i64 %5961, %5959
  %5963 = select i1 %5962, i64 %5961, i64 %5959
  store i64 %5963, ptr %gslot554, align 4
  %5964 = load i64, ptr %gslot552, align 4
  %5965 = load i64, ptr %gslot553, align 4
  %5966 = icmp slt i64 %5945, %5964
  %5967 = select i1 %5966, i64 %5945, i64 %5964
  %5968 = icmp sgt i64 %5967, %5965
  %5969 = select i1 %5968, i64 %5967, i64 %5965
  store i64 %5969, ptr %gslot553, align 4
  %5970 = load i64, ptr %gslot551, align 4
  %5971 = load i64, ptr %gslot552, align 4
  %5972 = icmp slt i64 %5945, %5970
  %5973 = select i1 %5972, i64 %5945, i64 %5970
  %5974 = icmp sgt i64 %5973, %5971
  %5975 = select i1 %5974, i64 %5973, i64 %5971
  store i64 %5975, ptr %gslot552, align 4
  %5976 = load i64, ptr %gslot550, align 4
  %5977 = load i64, ptr %gslot551, align 4
  %5978 = icmp slt i64 %5945, %5976
  %5979 = select i1 %5978, i64 %5945, i64 %5976
  %5980 = icmp sgt i64 %5979, %5977
  %5981 = select i1 %5980, i64 %5979, i64 %5977
  store i64 %5981, ptr %gslot551, align 4
  %5982 = load i64, ptr %gslot, align 4
  %5983 = load i64, ptr %gslot550, align 4
  %5984 = icmp slt i64 %5945, %5982
  %5985 = select i1 %5984, i64 %5945, i64 %5982
  %5986 = icmp sgt i64 %5985, %5983
  %5987 = select i1 %5986, i64 %5985, i64 %5983
  store i64 %5987, ptr %gslot550, align 4
  %5988 = load i64, ptr %gslot, align 4
  %5989 = icmp sgt i64 %5945, %5988
  %5990 = select i1 %5989, i64 %5945, i64 %5988
  store i64 %5990, ptr %gslot, align 4
  %5991 = load i64, ptr %gn, align 4
  %5992 = add i64 %5991, 1
  store i64 %5992, ptr %gn, align 4
  br label %if.end570

if.end570:                                        ; preds = %if.then569, %if.end568
  %5993 = ashr i64 %5537, 32
  %5994 = trunc i64 %5993 to i32
  %5995 = icmp sge i32 %5994, %5365
  %5996 = and i1 %5521, %5995
  br i1 %5996, label %if.then571, label %if.end572

if.then571:                                       ; preds = %if.end570
  %5997 = ashr i64 %5537, 32
  %5998 = shl i64 %5997, 32
  %5999 = or i64 %5998, %5520
  %6000 = load i64, ptr %gslot555, align 4
  %6001 = load i64, ptr %gslot556, align 4
  %6002 = icmp slt i64 %5999, %6000
  %6003 = select i1 %6002, i64 %5999, i64 %6000
  %6004 = icmp sgt i64 %6003, %6001
  %6005 = select i1 %6004, i64 %6003, i64 %6001
  store i64 %6005, ptr %gslot556, align 4
  %6006 = load i64, ptr %gslot554, align 4
  %6007 = load i64, ptr %gslot555, align 4
  %6008 = icmp slt i64 %5999, %6006
  %6009 = select i1 %6008, i64 %5999, i64 %6006
  %6010 = icmp sgt i64 %6009, %6007
  %6011 = select i1 %6010, i64 %6009, i64 %6007
  store i64 %6011, ptr %gslot555, align 4
  %6012 = load i64, ptr %gslot553, align 4
  %6013 = load i64, ptr %gslot554, align 4
  %6014 = icmp slt i64 %5999, %6012
  %6015 = select i1 %6014, i64 %5999, i64 %6012
  %6016 = icmp sgt i64 %6015, %6013
  %6017 = select i1 %6016, i64 %6015, i64 %6013
  store i64 %6017, ptr %gslot554, align 4
  %6018 = load i64, ptr %gslot552, align 4
  %6019 = load i64, ptr %gslot553, align 4
  %6020 = icmp slt i64 %5999, %6018
  %6021 = select i1 %6020, i64 %5999, i64 %6018
  %6022 = icmp sgt i64 %6021, %6019
  %6023 = select i1 %6022, i64 %6021, i64 %6019
  store i64 %6023, ptr %gslot553, align 4
  %6024 = load i64, ptr %gslot551, align 4
  %6025 = load i64, ptr %gslot552, align 4
  %6026 = icmp slt i64 %5999, %6024
  %6027 = select i1 %6026, i64 %5999, i64 %6024
  %6028 = icmp sgt i64 %6027, %6025
  %6029 = select i1 %6028, i64 %6027, i64 %6025
  store i64 %6029, ptr %gslot552, align 4
  %6030 = load i64, ptr %gslot550, align 4
  %6031 = load i64, ptr %gslot551, align 4
  %6032 = icmp slt i64 %5999, %6030
  %6033 = select i1 %6032, i64 %5999, i64 %6030
  %6034 = icmp sgt i64 %6033, %6031
  %6035 = select i1 %6034, i64 %6033, i64 %6031
  store i64 %6035, ptr %gslot551, align 4
  %6036 = load i64, ptr %gslot, align 4
  %6037 = load i64, ptr %gslot550, align 4
  %6038 = icmp slt i64 %5999, %6036
  %6039 = select i1 %6038, i64 %5999, i64 %6036
  %6040 = icmp sgt i64 %6039, %6037
  %6041 = select i1 %6040, i64 %6039, i64 %6037
  store i64 %6041, ptr %gslot550, align 4
  %6042 = load i64, ptr %gslot, align 4
  %6043 = icmp sgt i64 %5999, %6042
  %6044 = select i1 %6043, i64 %5999, i64 %6042
  store i64 %6044, ptr %gslot, align 4
  %6045 = load i64, ptr %gn, align 4
  %6046 = add i64 %6045, 1
  store i64 %6046, ptr %gn, align 4
  br label %if.end572

if.end572:                                        ; preds = %if.then571, %if.end570
  %gkeep.next = add nsw i64 %gkeep.iv, 1
  br label %gkeep.head, !llvm.loop !24

gover.then:                                       ; preds = %gkeep.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %gtheta.head

gover.else:                                       ; preds = %gkeep.exit
  store i64 -9223372036854775808, ptr %gcopy, align 4
  %6047 = load i64, ptr %gslot, align 4
  store i64 %6047, ptr %gcopy, align 4
  store i64 -9223372036854775808, ptr %gcopy573, align 4
  %6048 = load i64, ptr %gslot550, align 4
  store i64 %6048, ptr %gcopy573, align 4
  store i64 -9223372036854775808, ptr %gcopy574, align 4
  %6049 = load i64, ptr %gslot551, align 4
  store i64 %6049, ptr %gcopy574, align 4
  store i64 -9223372036854775808, ptr %gcopy575, align 4
  %6050 = load i64, ptr %gslot552, align 4
  store i64 %6050, ptr %gcopy575, align 4
  store i64 -9223372036854775808, ptr %gcopy576, align 4
  %6051 = load i64, ptr %gslot553, align 4
  store i64 %6051, ptr %gcopy576, align 4
  store i64 -9223372036854775808, ptr %gcopy577, align 4
  %6052 = load i64, ptr %gslot554, align 4
  store i64 %6052, ptr %gcopy577, align 4
  store i64 -9223372036854775808, ptr %gcopy578, align 4
  %6053 = load i64, ptr %gslot555, align 4
  store i64 %6053, ptr %gcopy578, align 4
  store i64 -9223372036854775808, ptr %gcopy579, align 4
  %6054 = load i64, ptr %gslot556, align 4
  store i64 %6054, ptr %gcopy579, align 4
  store i64 -9223372036854775808, ptr %last580, align 4
  br label %stheta.head

gover.end:                                        ; preds = %stheta.exit, %gtheta.exit
  %6055 = load i32, ptr %theta, align 4
  store i64 -9223372036854775808, ptr %cslot, align 4
  store i64 -9223372036854775808, ptr %cslot581, align 4
  store i64 -9223372036854775808, ptr %cslot582, align 4
  store i64 -9223372036854775808, ptr %cslot583, align 4
  store i64 -9223372036854775808, ptr %cslot584, align 4
  store i64 -9223372036854775808, ptr %cslot585, align 4
  store i64 -9223372036854775808, ptr %cslot586, align 4
  store i64 -9223372036854775808, ptr %cslot587, align 4
  store i64 0, ptr %cn, align 4
  %6056 = xor i1 %5618, true
  br i1 %6056, label %if.then588, label %if.end589

gtheta.head:                                      ; preds = %group.exit, %gover.then
  %gtheta.iv = phi i64 [ 0, %gover.then ], [ %gtheta.next, %group.exit ]
  %6057 = icmp slt i64 %gtheta.iv, 20
  br i1 %6057, label %gtheta.body, label %gtheta.exit

gtheta.body:                                      ; preds = %gtheta.head
  %6058 = load i64, ptr %prev, align 4
  %6059 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

gtheta.exit:                                      ; preds = %gtheta.head
  %6060 = load i64, ptr %prev, align 4
  %6061 = ashr i64 %6060, 32
  %6062 = trunc i64 %6061 to i32
  %6063 = icmp eq i64 %6060, -9223372036854775808
  %6064 = select i1 %6063, i32 -2147483648, i32 %6062
  store i32 %6064, ptr %theta, align 4
  br label %gover.end

group.head:                                       ; preds = %group.body, %gtheta.body
  %group.iv = phi i64 [ %6059, %gtheta.body ], [ %group.next, %group.body ]
  %6065 = icmp slt i64 %group.iv, %4457
  br i1 %6065, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %6066 = getelementptr i32, ptr %4460, i64 %group.iv
  %6067 = load i32, ptr %6066, align 4
  %6068 = and i32 %6067, -65536
  %6069 = bitcast i32 %6068 to float
  %6070 = and i32 %6067, 65535
  %6071 = zext i32 %6070 to i64
  %6072 = bitcast float %6069 to i32
  %6073 = fcmp uno float %6069, %6069
  %6074 = select i1 %6073, i32 2143289344, i32 %6072
  %6075 = xor i32 %6074, 2147483647
  %6076 = icmp sge i32 %6074, 0
  %6077 = select i1 %6076, i32 %6074, i32 %6075
  %6078 = sext i32 %6077 to i64
  %6079 = shl i64 %6078, 32
  %6080 = or i64 %6079, %6071
  %6081 = ashr i64 %6080, 32
  %6082 = trunc i64 %6081 to i32
  %6083 = sext i32 %6082 to i64
  %6084 = shl i64 %6083, 32
  %6085 = or i64 %6084, %group.iv
  %6086 = load i64, ptr %best, align 4
  %6087 = icmp sgt i64 %6085, %6086
  %6088 = icmp slt i64 %6085, %6058
  %6089 = and i1 %6088, %6087
  %6090 = select i1 %6089, i64 %6085, i64 %6086
  store i64 %6090, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !25

group.exit:                                       ; preds = %group.head
  %6091 = load i64, ptr %best, align 4
  %6092 = trunc i64 %6091 to i32
  %6093 = bitcast i32 %6092 to float
  %6094 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6093, i32 16, i32 31)
  %6095 = bitcast float %6094 to i32
  %6096 = lshr i64 %6091, 32
  %6097 = trunc i64 %6096 to i32
  %6098 = bitcast i32 %6097 to float
  %6099 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6098, i32 16, i32 31)
  %6100 = bitcast float %6099 to i32
  %6101 = zext i32 %6095 to i64
  %6102 = zext i32 %6100 to i64
  %6103 = shl i64 %6102, 32
  %6104 = or i64 %6103, %6101
  %6105 = icmp sgt i64 %6104, %6091
  %6106 = select i1 %6105, i64 %6104, i64 %6091
  %6107 = trunc i64 %6106 to i32
  %6108 = bitcast i32 %6107 to float
  %6109 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6108, i32 8, i32 31)
  %6110 = bitcast float %6109 to i32
  %6111 = lshr i64 %6106, 32
  %6112 = trunc i64 %6111 to i32
  %6113 = bitcast i32 %6112 to float
  %6114 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6113, i32 8, i32 31)
  %6115 = bitcast float %6114 to i32
  %6116 = zext i32 %6110 to i64
  %6117 = zext i32 %6115 to i64
  %6118 = shl i64 %6117, 32
  %6119 = or i64 %6118, %6116
  %6120 = icmp sgt i64 %6119, %6106
  %6121 = select i1 %6120, i64 %6119, i64 %6106
  %6122 = trunc i64 %6121 to i32
  %6123 = bitcast i32 %6122 to float
  %6124 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6123, i32 4, i32 31)
  %6125 = bitcast float %6124 to i32
  %6126 = lshr i64 %6121, 32
  %6127 = trunc i64 %6126 to i32
  %6128 = bitcast i32 %6127 to float
  %6129 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6128, i32 4, i32 31)
  %6130 = bitcast float %6129 to i32
  %6131 = zext i32 %6125 to i64
  %6132 = zext i32 %6130 to i64
  %6133 = shl i64 %6132, 32
  %6134 = or i64 %6133, %6131
  %6135 = icmp sgt i64 %6134, %6121
  %6136 = select i1 %6135, i64 %6134, i64 %6121
  %6137 = trunc i64 %6136 to i32
  %6138 = bitcast i32 %6137 to float
  %6139 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6138, i32 2, i32 31)
  %6140 = bitcast float %6139 to i32
  %6141 = lshr i64 %6136, 32
  %6142 = trunc i64 %6141 to i32
  %6143 = bitcast i32 %6142 to float
  %6144 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6143, i32 2, i32 31)
  %6145 = bitcast float %6144 to i32
  %6146 = zext i32 %6140 to i64
  %6147 = zext i32 %6145 to i64
  %6148 = shl i64 %6147, 32
  %6149 = or i64 %6148, %6146
  %6150 = icmp sgt i64 %6149, %6136
  %6151 = select i1 %6150, i64 %6149, i64 %6136
  %6152 = trunc i64 %6151 to i32
  %6153 = bitcast i32 %6152 to float
  %6154 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6153, i32 1, i32 31)
  %6155 = bitcast float %6154 to i32
  %6156 = lshr i64 %6151, 32
  %6157 = trunc i64 %6156 to i32
  %6158 = bitcast i32 %6157 to float
  %6159 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6158, i32 1, i32 31)
  %6160 = bitcast float %6159 to i32
  %6161 = zext i32 %6155 to i64
  %6162 = zext i32 %6160 to i64
  %6163 = shl i64 %6162, 32
  %6164 = or i64 %6163, %6161
  %6165 = icmp sgt i64 %6164, %6151
  %6166 = select i1 %6165, i64 %6164, i64 %6151
  store i64 %6166, ptr %prev, align 4
  %gtheta.next = add nsw i64 %gtheta.iv, 1
  br label %gtheta.head, !llvm.loop !26

stheta.head:                                      ; preds = %stheta.body, %gover.else
  %stheta.iv = phi i64 [ 0, %gover.else ], [ %stheta.next, %stheta.body ]
  %6167 = icmp slt i64 %stheta.iv, 20
  br i1 %6167, label %stheta.body, label %stheta.exit

stheta.body:                                      ; preds = %stheta.head
  %6168 = load i64, ptr %gcopy, align 4
  %6169 = and i64 %23, 31
  %6170 = trunc i64 %6168 to i32
  %6171 = bitcast i32 %6170 to float
  %6172 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6171, i32 16, i32 31)
  %6173 = bitcast float %6172 to i32
  %6174 = lshr i64 %6168, 32
  %6175 = trunc i64 %6174 to i32
  %6176 = bitcast i32 %6175 to float
  %6177 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6176, i32 16, i32 31)
  %6178 = bitcast float %6177 to i32
  %6179 = zext i32 %6173 to i64
  %6180 = zext i32 %6178 to i64
  %6181 = shl i64 %6180, 32
  %6182 = or i64 %6181, %6179
  %6183 = icmp sgt i64 %6182, %6168
  %6184 = select i1 %6183, i64 %6182, i64 %6168
  %6185 = trunc i64 %6184 to i32
  %6186 = bitcast i32 %6185 to float
  %6187 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6186, i32 8, i32 31)
  %6188 = bitcast float %6187 to i32
  %6189 = lshr i64 %6184, 32
  %6190 = trunc i64 %6189 to i32
  %6191 = bitcast i32 %6190 to float
  %6192 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6191, i32 8, i32 31)
  %6193 = bitcast float %6192 to i32
  %6194 = zext i32 %6188 to i64
  %6195 = zext i32 %6193 to i64
  %6196 = shl i64 %6195, 32
  %6197 = or i64 %6196, %6194
  %6198 = icmp sgt i64 %6197, %6184
  %6199 = select i1 %6198, i64 %6197, i64 %6184
  %6200 = trunc i64 %6199 to i32
  %6201 = bitcast i32 %6200 to float
  %6202 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6201, i32 4, i32 31)
  %6203 = bitcast float %6202 to i32
  %6204 = lshr i64 %6199, 32
  %6205 = trunc i64 %6204 to i32
  %6206 = bitcast i32 %6205 to float
  %6207 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6206, i32 4, i32 31)
  %6208 = bitcast float %6207 to i32
  %6209 = zext i32 %6203 to i64
  %6210 = zext i32 %6208 to i64
  %6211 = shl i64 %6210, 32
  %6212 = or i64 %6211, %6209
  %6213 = icmp sgt i64 %6212, %6199
  %6214 = select i1 %6213, i64 %6212, i64 %6199
  %6215 = trunc i64 %6214 to i32
  %6216 = bitcast i32 %6215 to float
  %6217 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6216, i32 2, i32 31)
  %6218 = bitcast float %6217 to i32
  %6219 = lshr i64 %6214, 32
  %6220 = trunc i64 %6219 to i32
  %6221 = bitcast i32 %6220 to float
  %6222 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6221, i32 2, i32 31)
  %6223 = bitcast float %6222 to i32
  %6224 = zext i32 %6218 to i64
  %6225 = zext i32 %6223 to i64
  %6226 = shl i64 %6225, 32
  %6227 = or i64 %6226, %6224
  %6228 = icmp sgt i64 %6227, %6214
  %6229 = select i1 %6228, i64 %6227, i64 %6214
  %6230 = trunc i64 %6229 to i32
  %6231 = bitcast i32 %6230 to float
  %6232 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6231, i32 1, i32 31)
  %6233 = bitcast float %6232 to i32
  %6234 = lshr i64 %6229, 32
  %6235 = trunc i64 %6234 to i32
  %6236 = bitcast i32 %6235 to float
  %6237 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6236, i32 1, i32 31)
  %6238 = bitcast float %6237 to i32
  %6239 = zext i32 %6233 to i64
  %6240 = zext i32 %6238 to i64
  %6241 = shl i64 %6240, 32
  %6242 = or i64 %6241, %6239
  %6243 = icmp sgt i64 %6242, %6229
  %6244 = select i1 %6243, i64 %6242, i64 %6229
  store i64 %6244, ptr %last580, align 4
  %6245 = icmp ne i64 %6244, -9223372036854775808
  %6246 = icmp eq i64 %6168, %6244
  %6247 = and i1 %6246, %6245
  %6248 = load i64, ptr %gcopy573, align 4
  %6249 = load i64, ptr %gcopy, align 4
  %6250 = select i1 %6247, i64 %6248, i64 %6249
  store i64 %6250, ptr %gcopy, align 4
  %6251 = load i64, ptr %gcopy574, align 4
  %6252 = load i64, ptr %gcopy573, align 4
  %6253 = select i1 %6247, i64 %6251, i64 %6252
  store i64 %6253, ptr %gcopy573, align 4
  %6254 = load i64, ptr %gcopy575, align 4
  %6255 = load i64, ptr %gcopy574, align 4
  %6256 = select i1 %6247, i64 %6254, i64 %6255
  store i64 %6256, ptr %gcopy574, align 4
  %6257 = load i64, ptr %gcopy576, align 4
  %6258 = load i64, ptr %gcopy575, align 4
  %6259 = select i1 %6247, i64 %6257, i64 %6258
  store i64 %6259, ptr %gcopy575, align 4
  %6260 = load i64, ptr %gcopy577, align 4
  %6261 = load i64, ptr %gcopy576, align 4
  %6262 = select i1 %6247, i64 %6260, i64 %6261
  store i64 %6262, ptr %gcopy576, align 4
  %6263 = load i64, ptr %gcopy578, align 4
  %6264 = load i64, ptr %gcopy577, align 4
  %6265 = select i1 %6247, i64 %6263, i64 %6264
  store i64 %6265, ptr %gcopy577, align 4
  %6266 = load i64, ptr %gcopy579, align 4
  %6267 = load i64, ptr %gcopy578, align 4
  %6268 = select i1 %6247, i64 %6266, i64 %6267
  store i64 %6268, ptr %gcopy578, align 4
  %6269 = load i64, ptr %gcopy579, align 4
  %6270 = select i1 %6247, i64 -9223372036854775808, i64 %6269
  store i64 %6270, ptr %gcopy579, align 4
  %stheta.next = add nsw i64 %stheta.iv, 1
  br label %stheta.head, !llvm.loop !27

stheta.exit:                                      ; preds = %stheta.head
  %6271 = load i64, ptr %last580, align 4
  %6272 = ashr i64 %6271, 32
  %6273 = trunc i64 %6272 to i32
  %6274 = icmp eq i64 %6271, -9223372036854775808
  %6275 = select i1 %6274, i32 -2147483648, i32 %6273
  store i32 %6275, ptr %theta, align 4
  br label %gover.end

if.then588:                                       ; preds = %gover.end
  br label %cgroup.head

if.end589:                                        ; preds = %cgroup.exit, %gover.end
  %6276 = and i64 %23, 31
  %6277 = load i64, ptr %cn, align 4
  %6278 = trunc i64 %6277 to i32
  %6279 = bitcast i32 %6278 to float
  %6280 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6279, i32 16, i32 31)
  %6281 = bitcast float %6280 to i32
  %6282 = lshr i64 %6277, 32
  %6283 = trunc i64 %6282 to i32
  %6284 = bitcast i32 %6283 to float
  %6285 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6284, i32 16, i32 31)
  %6286 = bitcast float %6285 to i32
  %6287 = zext i32 %6281 to i64
  %6288 = zext i32 %6286 to i64
  %6289 = shl i64 %6288, 32
  %6290 = or i64 %6289, %6287
  %6291 = icmp sgt i64 %6290, %6277
  %6292 = select i1 %6291, i64 %6290, i64 %6277
  %6293 = trunc i64 %6292 to i32
  %6294 = bitcast i32 %6293 to float
  %6295 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6294, i32 8, i32 31)
  %6296 = bitcast float %6295 to i32
  %6297 = lshr i64 %6292, 32
  %6298 = trunc i64 %6297 to i32
  %6299 = bitcast i32 %6298 to float
  %6300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6299, i32 8, i32 31)
  %6301 = bitcast float %6300 to i32
  %6302 = zext i32 %6296 to i64
  %6303 = zext i32 %6301 to i64
  %6304 = shl i64 %6303, 32
  %6305 = or i64 %6304, %6302
  %6306 = icmp sgt i64 %6305, %6292
  %6307 = select i1 %6306, i64 %6305, i64 %6292
  %6308 = trunc i64 %6307 to i32
  %6309 = bitcast i32 %6308 to float
  %6310 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6309, i32 4, i32 31)
  %6311 = bitcast float %6310 to i32
  %6312 = lshr i64 %6307, 32
  %6313 = trunc i64 %6312 to i32
  %6314 = bitcast i32 %6313 to float
  %6315 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6314, i32 4, i32 31)
  %6316 = bitcast float %6315 to i32
  %6317 = zext i32 %6311 to i64
  %6318 = zext i32 %6316 to i64
  %6319 = shl i64 %6318, 32
  %6320 = or i64 %6319, %6317
  %6321 = icmp sgt i64 %6320, %6307
  %6322 = select i1 %6321, i64 %6320, i64 %6307
  %6323 = trunc i64 %6322 to i32
  %6324 = bitcast i32 %6323 to float
  %6325 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6324, i32 2, i32 31)
  %6326 = bitcast float %6325 to i32
  %6327 = lshr i64 %6322, 32
  %6328 = trunc i64 %6327 to i32
  %6329 = bitcast i32 %6328 to float
  %6330 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6329, i32 2, i32 31)
  %6331 = bitcast float %6330 to i32
  %6332 = zext i32 %6326 to i64
  %6333 = zext i32 %6331 to i64
  %6334 = shl i64 %6333, 32
  %6335 = or i64 %6334, %6332
  %6336 = icmp sgt i64 %6335, %6322
  %6337 = select i1 %6336, i64 %6335, i64 %6322
  %6338 = trunc i64 %6337 to i32
  %6339 = bitcast i32 %6338 to float
  %6340 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6339, i32 1, i32 31)
  %6341 = bitcast float %6340 to i32
  %6342 = lshr i64 %6337, 32
  %6343 = trunc i64 %6342 to i32
  %6344 = bitcast i32 %6343 to float
  %6345 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6344, i32 1, i32 31)
  %6346 = bitcast float %6345 to i32
  %6347 = zext i32 %6341 to i64
  %6348 = zext i32 %6346 to i64
  %6349 = shl i64 %6348, 32
  %6350 = or i64 %6349, %6347
  %6351 = icmp sgt i64 %6350, %6337
  %6352 = select i1 %6351, i64 %6350, i64 %6337
  %6353 = icmp sgt i64 %6352, 8
  %6354 = or i1 %5618, %6353
  br i1 %6354, label %over.then, label %over.else

cgroup.head:                                      ; preds = %if.end591, %if.then588
  %cgroup.iv = phi i64 [ 0, %if.then588 ], [ %cgroup.next, %if.end591 ]
  %6355 = icmp slt i64 %cgroup.iv, 8
  br i1 %6355, label %cgroup.body, label %cgroup.exit

cgroup.body:                                      ; preds = %cgroup.head
  %6356 = load i64, ptr %gslot, align 4
  %6357 = icmp eq i64 %cgroup.iv, 0
  %6358 = select i1 %6357, i64 %6356, i64 -9223372036854775808
  %6359 = load i64, ptr %gslot550, align 4
  %6360 = icmp eq i64 %cgroup.iv, 1
  %6361 = select i1 %6360, i64 %6359, i64 %6358
  %6362 = load i64, ptr %gslot551, align 4
  %6363 = icmp eq i64 %cgroup.iv, 2
  %6364 = select i1 %6363, i64 %6362, i64 %6361
  %6365 = load i64, ptr %gslot552, align 4
  %6366 = icmp eq i64 %cgroup.iv, 3
  %6367 = select i1 %6366, i64 %6365, i64 %6364
  %6368 = load i64, ptr %gslot553, align 4
  %6369 = icmp eq i64 %cgroup.iv, 4
  %6370 = select i1 %6369, i64 %6368, i64 %6367
  %6371 = load i64, ptr %gslot554, align 4
  %6372 = icmp eq i64 %cgroup.iv, 5
  %6373 = select i1 %6372, i64 %6371, i64 %6370
  %6374 = load i64, ptr %gslot555, align 4
  %6375 = icmp eq i64 %cgroup.iv, 6
  %6376 = select i1 %6375, i64 %6374, i64 %6373
  %6377 = load i64, ptr %gslot556, align 4
  %6378 = icmp eq i64 %cgroup.iv, 7
  %6379 = select i1 %6378, i64 %6377, i64 %6376
  %6380 = ashr i64 %6379, 32
  %6381 = trunc i64 %6380 to i32
  %6382 = icmp sge i32 %6381, %6055
  %6383 = icmp ne i64 %6379, -9223372036854775808
  %6384 = and i1 %6383, %6382
  br i1 %6384, label %if.then590, label %if.end591

cgroup.exit:                                      ; preds = %cgroup.head
  br label %if.end589

if.then590:                                       ; preds = %cgroup.body
  %6385 = and i64 %6379, 4294967295
  %6386 = udiv i64 %6385, 32
  %6387 = urem i64 %6385, 32
  %6388 = mul i64 %6386, 2374
  %6389 = sub i64 %6, %6388
  %6390 = icmp slt i64 %6389, 0
  %6391 = select i1 %6390, i64 0, i64 %6389
  %6392 = icmp sgt i64 %6391, 2374
  %6393 = select i1 %6392, i64 2374, i64 %6391
  br label %kcol.head592

if.end591:                                        ; preds = %kcol.exit594, %cgroup.body
  %cgroup.next = add nsw i64 %cgroup.iv, 1
  br label %cgroup.head, !llvm.loop !28

kcol.head592:                                     ; preds = %if.end627, %if.then590
  %kcol.iv595 = phi i64 [ 0, %if.then590 ], [ %kcol.next628, %if.end627 ]
  %6394 = icmp slt i64 %kcol.iv595, 5
  br i1 %6394, label %kcol.body593, label %kcol.exit594

kcol.body593:                                     ; preds = %kcol.head592
  %6395 = mul i64 %kcol.iv595, 16
  %6396 = add i64 %6395, 0
  %6397 = udiv i64 %6396, 8
  %6398 = urem i64 %6396, 8
  %6399 = mul i64 %6397, 32
  %6400 = add i64 %6399, %6387
  %6401 = mul i64 %6400, 8
  %6402 = add i64 %6401, %6398
  %6403 = icmp slt i64 %6402, %6393
  %6404 = icmp slt i64 %6396, 80
  %6405 = and i1 %6404, %6403
  %6406 = select i1 %6405, i64 %6402, i64 0
  %6407 = add i64 %6388, %6406
  %6408 = mul i64 %6407, 2
  %6409 = getelementptr i8, ptr %4455, i64 %6408
  %6410 = load i16, ptr %6409, align 2
  %6411 = mul i64 %kcol.iv595, 16
  %6412 = add i64 %6411, 1
  %6413 = udiv i64 %6412, 8
  %6414 = urem i64 %6412, 8
  %6415 = mul i64 %6413, 32
  %6416 = add i64 %6415, %6387
  %6417 = mul i64 %6416, 8
  %6418 = add i64 %6417, %6414
  %6419 = icmp slt i64 %6418, %6393
  %6420 = icmp slt i64 %6412, 80
  %6421 = and i1 %6420, %6419
  %6422 = select i1 %6421, i64 %6418, i64 0
  %6423 = add i64 %6388, %6422
  %6424 = mul i64 %6423, 2
  %6425 = getelementptr i8, ptr %4455, i64 %6424
  %6426 = load i16, ptr %6425, align 2
  %6427 = mul i64 %kcol.iv595, 16
  %6428 = add i64 %6427, 2
  %6429 = udiv i64 %6428, 8
  %6430 = urem i64 %6428, 8
  %6431 = mul i64 %6429, 32
  %6432 = add i64 %6431, %6387
  %6433 = mul i64 %6432, 8
  %6434 = add i64 %6433, %6430
  %6435 = icmp slt i64 %6434, %6393
  %6436 = icmp slt i64 %6428, 80
  %6437 = and i1 %6436, %6435
  %6438 = select i1 %6437, i64 %6434, i64 0
  %6439 = add i64 %6388, %6438
  %6440 = mul i64 %6439, 2
  %6441 = getelementptr i8, ptr %4455, i64 %6440
  %6442 = load i16, ptr %6441, align 2
  %6443 = mul i64 %kcol.iv595, 16
  %6444 = add i64 %6443, 3
  %6445 = udiv i64 %6444, 8
  %6446 = urem i64 %6444, 8
  %6447 = mul i64 %6445, 32
  %6448 = add i64 %6447, %6387
  %6449 = mul i64 %6448, 8
  %6450 = add i64 %6449, %6446
  %6451 = icmp slt i64 %6450, %6393
  %6452 = icmp slt i64 %6444, 80
  %6453 = and i1 %6452, %6451
  %6454 = select i1 %6453, i64 %6450, i64 0
  %6455 = add i64 %6388, %6454
  %6456 = mul i64 %6455, 2
  %6457 = getelementptr i8, ptr %4455, i64 %6456
  %6458 = load i16, ptr %6457, align 2
  %6459 = mul i64 %kcol.iv595, 16
  %6460 = add i64 %6459, 4
  %6461 = udiv i64 %6460, 8
  %6462 = urem i64 %6460, 8
  %6463 = mul i64 %6461, 32
  %6464 = add i64 %6463, %6387
  %6465 = mul i64 %6464, 8
  %6466 = add i64 %6465, %6462
  %6467 = icmp slt i64 %6466, %6393
  %6468 = icmp slt i64 %6460, 80
  %6469 = and i1 %6468, %6467
  %6470 = select i1 %6469, i64 %6466, i64 0
  %6471 = add i64 %6388, %6470
  %6472 = mul i64 %6471, 2
  %6473 = getelementptr i8, ptr %4455, i64 %6472
  %6474 = load i16, ptr %6473, align 2
  %6475 = mul i64 %kcol.iv595, 16
  %6476 = add i64 %6475, 5
  %6477 = udiv i64 %6476, 8
  %6478 = urem i64 %6476, 8
  %6479 = mul i64 %6477, 32
  %6480 = add i64 %6479, %6387
  %6481 = mul i64 %6480, 8
  %6482 = add i64 %6481, %6478
  %6483 = icmp slt i64 %6482, %6393
  %6484 = icmp slt i64 %6476, 80
  %6485 = and i1 %6484, %6483
  %6486 = select i1 %6485, i64 %6482, i64 0
  %6487 = add i64 %6388, %6486
  %6488 = mul i64 %6487, 2
  %6489 = getelementptr i8, ptr %4455, i64 %6488
  %6490 = load i16, ptr %6489, align 2
  %6491 = mul i64 %kcol.iv595, 16
  %6492 = add i64 %6491, 6
  %6493 = udiv i64 %6492, 8
  %6494 = urem i64 %6492, 8
  %6495 = mul i64 %6493, 32
  %6496 = add i64 %6495, %6387
  %6497 = mul i64 %6496, 8
  %6498 = add i64 %6497, %6494
  %6499 = icmp slt i64 %6498, %6393
  %6500 = icmp slt i64 %6492, 80
  %6501 = and i1 %6500, %6499
  %6502 = select i1 %6501, i64 %6498, i64 0
  %6503 = add i64 %6388, %6502
  %6504 = mul i64 %6503, 2
  %6505 = getelementptr i8, ptr %4455, i64 %6504
  %6506 = load i16, ptr %6505, align 2
  %6507 = mul i64 %kcol.iv595, 16
  %6508 = add i64 %6507, 7
  %6509 = udiv i64 %6508, 8
  %6510 = urem i64 %6508, 8
  %6511 = mul i64 %6509, 32
  %6512 = add i64 %6511, %6387
  %6513 = mul i64 %6512, 8
  %6514 = add i64 %6513, %6510
  %6515 = icmp slt i64 %6514, %6393
  %6516 = icmp slt i64 %6508, 80
  %6517 = and i1 %6516, %6515
  %6518 = select i1 %6517, i64 %6514, i64 0
  %6519 = add i64 %6388, %6518
  %6520 = mul i64 %6519, 2
  %6521 = getelementptr i8, ptr %4455, i64 %6520
  %6522 = load i16, ptr %6521, align 2
  %6523 = mul i64 %kcol.iv595, 16
  %6524 = add i64 %6523, 8
  %6525 = udiv i64 %6524, 8
  %6526 = urem i64 %6524, 8
  %6527 = mul i64 %6525, 32
  %6528 = add i64 %6527, %6387
  %6529 = mul i64 %6528, 8
  %6530 = add i64 %6529, %6526
  %6531 = icmp slt i64 %6530, %6393
  %6532 = icmp slt i64 %6524, 80
  %6533 = and i1 %6532, %6531
  %6534 = select i1 %6533, i64 %6530, i64 0
  %6535 = add i64 %6388, %6534
  %6536 = mul i64 %6535, 2
  %6537 = getelementptr i8, ptr %4455, i64 %6536
  %6538 = load i16, ptr %6537, align 2
  %6539 = mul i64 %kcol.iv595, 16
  %6540 = add i64 %6539, 9
  %6541 = udiv i64 %6540, 8
  %6542 = urem i64 %6540, 8
  %6543 = mul i64 %6541, 32
  %6544 = add i64 %6543, %6387
  %6545 = mul i64 %6544, 8
  %6546 = add i64 %6545, %6542
  %6547 = icmp slt i64 %6546, %6393
  %6548 = icmp slt i64 %6540, 80
  %6549 = and i1 %6548, %6547
  %6550 = select i1 %6549, i64 %6546, i64 0
  %6551 = add i64 %6388, %6550
  %6552 = mul i64 %6551, 2
  %6553 = getelementptr i8, ptr %4455, i64 %6552
  %6554 = load i16, ptr %6553, align 2
  %6555 = mul i64 %kcol.iv595, 16
  %6556 = add i64 %6555, 10
  %6557 = udiv i64 %6556, 8
  %6558 = urem i64 %6556, 8
  %6559 = mul i64 %6557, 32
  %6560 = add i64 %6559, %6387
  %6561 = mul i64 %6560, 8
  %6562 = add i64 %6561, %6558
  %6563 = icmp slt i64 %6562, %6393
  %6564 = icmp slt i64 %6556, 80
  %6565 = and i1 %6564, %6563
  %6566 = select i1 %6565, i64 %6562, i64 0
  %6567 = add i64 %6388, %6566
  %6568 = mul i64 %6567, 2
  %6569 = getelementptr i8, ptr %4455, i64 %6568
  %6570 = load i16, ptr %6569, align 2
  %6571 = mul i64 %kcol.iv595, 16
  %6572 = add i64 %6571, 11
  %6573 = udiv i64 %6572, 8
  %6574 = urem i64 %6572, 8
  %6575 = mul i64 %6573, 32
  %6576 = add i64 %6575, %6387
  %6577 = mul i64 %6576, 8
  %6578 = add i64 %6577, %6574
  %6579 = icmp slt i64 %6578, %6393
  %6580 = icmp slt i64 %6572, 80
  %6581 = and i1 %6580, %6579
  %6582 = select i1 %6581, i64 %6578, i64 0
  %6583 = add i64 %6388, %6582
  %6584 = mul i64 %6583, 2
  %6585 = getelementptr i8, ptr %4455, i64 %6584
  %6586 = load i16, ptr %6585, align 2
  %6587 = mul i64 %kcol.iv595, 16
  %6588 = add i64 %6587, 12
  %6589 = udiv i64 %6588, 8
  %6590 = urem i64 %6588, 8
  %6591 = mul i64 %6589, 32
  %6592 = add i64 %6591, %6387
  %6593 = mul i64 %6592, 8
  %6594 = add i64 %6593, %6590
  %6595 = icmp slt i64 %6594, %6393
  %6596 = icmp slt i64 %6588, 80
  %6597 = and i1 %6596, %6595
  %6598 = select i1 %6597, i64 %6594, i64 0
  %6599 = add i64 %6388, %6598
  %6600 = mul i64 %6599, 2
  %6601 = getelementptr i8, ptr %4455, i64 %6600
  %6602 = load i16, ptr %6601, align 2
  %6603 = mul i64 %kcol.iv595, 16
  %6604 = add i64 %6603, 13
  %6605 = udiv i64 %6604, 8
  %6606 = urem i64 %6604, 8
  %6607 = mul i64 %6605, 32
  %6608 = add i64 %6607, %6387
  %6609 = mul i64 %6608, 8
  %6610 = add i64 %6609, %6606
  %6611 = icmp slt i64 %6610, %6393
  %6612 = icmp slt i64 %6604, 80
  %6613 = and i1 %6612, %6611
  %6614 = select i1 %6613, i64 %6610, i64 0
  %6615 = add i64 %6388, %6614
  %6616 = mul i64 %6615, 2
  %6617 = getelementptr i8, ptr %4455, i64 %6616
  %6618 = load i16, ptr %6617, align 2
  %6619 = mul i64 %kcol.iv595, 16
  %6620 = add i64 %6619, 14
  %6621 = udiv i64 %6620, 8
  %6622 = urem i64 %6620, 8
  %6623 = mul i64 %6621, 32
  %6624 = add i64 %6623, %6387
  %6625 = mul i64 %6624, 8
  %6626 = add i64 %6625, %6622
  %6627 = icmp slt i64 %6626, %6393
  %6628 = icmp slt i64 %6620, 80
  %6629 = and i1 %6628, %6627
  %6630 = select i1 %6629, i64 %6626, i64 0
  %6631 = add i64 %6388, %6630
  %6632 = mul i64 %6631, 2
  %6633 = getelementptr i8, ptr %4455, i64 %6632
  %6634 = load i16, ptr %6633, align 2
  %6635 = mul i64 %kcol.iv595, 16
  %6636 = add i64 %6635, 15
  %6637 = udiv i64 %6636, 8
  %6638 = urem i64 %6636, 8
  %6639 = mul i64 %6637, 32
  %6640 = add i64 %6639, %6387
  %6641 = mul i64 %6640, 8
  %6642 = add i64 %6641, %6638
  %6643 = icmp slt i64 %6642, %6393
  %6644 = icmp slt i64 %6636, 80
  %6645 = and i1 %6644, %6643
  %6646 = select i1 %6645, i64 %6642, i64 0
  %6647 = add i64 %6388, %6646
  %6648 = mul i64 %6647, 2
  %6649 = getelementptr i8, ptr %4455, i64 %6648
  %6650 = load i16, ptr %6649, align 2
  %6651 = zext i16 %6410 to i32
  %6652 = shl i32 %6651, 16
  %6653 = bitcast i32 %6652 to float
  %6654 = bitcast float %6653 to i32
  %6655 = fcmp uno float %6653, %6653
  %6656 = select i1 %6655, i32 2143289344, i32 %6654
  %6657 = xor i32 %6656, 2147483647
  %6658 = icmp sge i32 %6656, 0
  %6659 = select i1 %6658, i32 %6656, i32 %6657
  %6660 = icmp sge i32 %6659, %6055
  %6661 = and i1 %6405, %6660
  br i1 %6661, label %if.then596, label %if.end597

kcol.exit594:                                     ; preds = %kcol.head592
  br label %if.end591

if.then596:                                       ; preds = %kcol.body593
  %6662 = bitcast float %6653 to i32
  %6663 = fcmp uno float %6653, %6653
  %6664 = select i1 %6663, i32 2143289344, i32 %6662
  %6665 = xor i32 %6664, 2147483647
  %6666 = icmp sge i32 %6664, 0
  %6667 = select i1 %6666, i32 %6664, i32 %6665
  %6668 = sext i32 %6667 to i64
  %6669 = shl i64 %6668, 32
  %6670 = sub i64 4294967295, %6407
  %6671 = or i64 %6669, %6670
  %6672 = load i64, ptr %cslot586, align 4
  %6673 = load i64, ptr %cslot587, align 4
  %6674 = icmp slt i64 %6671, %6672
  %6675 = select i1 %6674, i64 %6671, i64 %6672
  %6676 = icmp sgt i64 %6675, %6673
  %6677 = select i1 %6676, i64 %6675, i64 %6673
  store i64 %6677, ptr %cslot587, align 4
  %6678 = load i64, ptr %cslot585, align 4
  %6679 = load i64, ptr %cslot586, align 4
  %6680 = icmp slt i64 %6671, %6678
  %6681 = select i1 %6680, i64 %6671, i64 %6678
  %6682 = icmp sgt i64 %6681, %6679
  %6683 = select i1 %6682, i64 %6681, i64 %6679
  store i64 %6683, ptr %cslot586, align 4
  %6684 = load i64, ptr %cslot584, align 4
  %6685 = load i64, ptr %cslot585, align 4
  %6686 = icmp slt i64 %6671, %6684
  %6687 = select i1 %6686, i64 %6671, i64 %6684
  %6688 = icmp sgt i64 %6687, %6685
  %6689 = select i1 %6688, i64 %6687, i64 %6685
  store i64 %6689, ptr %cslot585, align 4
  %6690 = load i64, ptr %cslot583, align 4
  %6691 = load i64, ptr %cslot584, align 4
  %6692 = icmp slt i64 %6671, %6690
  %6693 = select i1 %6692, i64 %6671, i64 %6690
  %6694 = icmp sgt i64 %6693, %6691
  %6695 = select i1 %6694, i64 %6693, i64 %6691
  store i64 %6695, ptr %cslot584, align 4
  %6696 = load i64, ptr %cslot582, align 4
  %6697 = load i64, ptr %cslot583, align 4
  %6698 = icmp slt i64 %6671, %6696
  %6699 = select i1 %6698, i64 %6671, i64 %6696
  %6700 = icmp sgt i64 %6699, %6697
  %6701 = select i1 %6700, i64 %6699, i64 %6697
  store i64 %6701, ptr %cslot583, align 4
  %6702 = load i64, ptr %cslot581, align 4
  %6703 = load i64, ptr %cslot582, align 4
  %6704 = icmp slt i64 %6671, %6702
  %6705 = select i1 %6704, i64 %6671, i64 %6702
  %6706 = icmp sgt i64 %6705, %6703
  %6707 = select i1 %6706, i64 %6705, i64 %6703
  store i64 %6707, ptr %cslot582, align 4
  %6708 = load i64, ptr %cslot, align 4
  %6709 = load i64, ptr %cslot581, align 4
  %6710 = icmp slt i64 %6671, %6708
  %6711 = select i1 %6710, i64 %6671, i64 %6708
  %6712 = icmp sgt i64 %6711, %6709
  %6713 = select i1 %6712, i64 %6711, i64 %6709
  store i64 %6713, ptr %cslot581, align 4
  %6714 = load i64, ptr %cslot, align 4
  %6715 = icmp sgt i64 %6671, %6714
  %6716 = select i1 %6715, i64 %6671, i64 %6714
  store i64 %6716, ptr %cslot, align 4
  %6717 = load i64, ptr %cn, align 4
  %6718 = add i64 %6717, 1
  store i64 %6718, ptr %cn, align 4
  br label %if.end597

if.end597:                                        ; preds = %if.then596, %kcol.body593
  %6719 = zext i16 %6426 to i32
  %6720 = shl i32 %6719, 16
  %6721 = bitcast i32 %6720 to float
  %6722 = bitcast float %6721 to i32
  %6723 = fcmp uno float %6721, %6721
  %6724 = select i1 %6723, i32 2143289344, i32 %6722
  %6725 = xor i32 %6724, 2147483647
  %6726 = icmp sge i32 %6724, 0
  %6727 = select i1 %6726, i32 %6724, i32 %6725
  %6728 = icmp sge i32 %6727, %6055
  %6729 = and i1 %6421, %6728
  br i1 %6729, label %if.then598, label %if.end599

if.then598:                                       ; preds = %if.end597
  %6730 = bitcast float %6721 to i32
  %6731 = fcmp uno float %6721, %6721
  %6732 = select i1 %6731, i32 2143289344, i32 %6730
  %6733 = xor i32 %6732, 2147483647
  %6734 = icmp sge i32 %6732, 0
  %6735 = select i1 %6734, i32 %6732, i32 %6733
  %6736 = sext i32 %6735 to i64
  %6737 = shl i64 %6736, 32
  %6738 = sub i64 4294967295, %6423
  %6739 = or i64 %6737, %6738
  %6740 = load i64, ptr %cslot586, align 4
  %6741 = load i64, ptr %cslot587, align 4
  %6742 = icmp slt i64 %6739, %6740
  %6743 = select i1 %6742, i64 %6739, i64 %6740
  %6744 = icmp sgt i64 %6743, %6741
  %6745 = select i1 %6744, i64 %6743, i64 %6741
  store i64 %6745, ptr %cslot587, align 4
  %6746 = load i64, ptr %cslot585, align 4
  %6747 = load i64, ptr %cslot586, align 4
  %6748 = icmp slt i64 %6739, %6746
  %6749 = select i1 %6748, i64 %6739, i64 %6746
  %6750 = icmp sgt i64 %6749, %6747
  %6751 = select i1 %6750, i64 %6749, i64 %6747
  store i64 %6751, ptr %cslot586, align 4
  %6752 = load i64, ptr %cslot584, align 4
  %6753 = load i64, ptr %cslot585, align 4
  %6754 = icmp slt i64 %6739, %6752
  %6755 = select i1 %6754, i64 %6739, i64 %6752
  %6756 = icmp sgt i64 %6755, %6753
  %6757 = select i1 %6756, i64 %6755, i64 %6753
  store i64 %6757, ptr %cslot585, align 4
  %6758 = load i64, ptr %cslot583, align 4
  %6759 = load i64, ptr %cslot584, align 4
  %6760 = icmp slt i64 %6739, %6758
  %6761 = select i1 %6760, i64 %6739, i64 %6758
  %6762 = icmp sgt i64 %6761, %6759
  %6763 = select i1 %6762, i64 %6761, i64 %6759
  store i64 %6763, ptr %cslot584, align 4
  %6764 = load i64, ptr %cslot582, align 4
  %6765 = load i64, ptr %cslot583, align 4
  %6766 = icmp slt i64 %6739, %6764
  %6767 = select i1 %6766, i64 %6739, i64 %6764
  %6768 = icmp sgt i64 %6767, %6765
  %6769 = select i1 %6768, i64 %6767, i64 %6765
  store i64 %6769, ptr %cslot583, align 4
  %6770 = load i64, ptr %cslot581, align 4
  %6771 = load i64, ptr %cslot582, align 4
  %6772 = icmp slt i64 %6739, %6770
  %6773 = select i1 %6772, i64 %6739, i64 %6770
  %6774 = icmp sgt i64 %6773, %6771
  %6775 = select i1 %6774, i64 %6773, i64 %6771
  store i64 %6775, ptr %cslot582, align 4
  %6776 = load i64, ptr %cslot, align 4
  %6777 = load i64, ptr %cslot581, align 4
  %6778 = icmp slt i64 %6739, %6776
  %6779 = select i1 %6778, i64 %6739, i64 %6776
  %6780 = icmp sgt i64 %6779, %6777
  %6781 = select i1 %6780, i64 %6779, i64 %6777
  store i64 %6781, ptr %cslot581, align 4
  %6782 = load i64, ptr %cslot, align 4
  %6783 = icmp sgt i64 %6739, %6782
  %6784 = select i1 %6783, i64 %6739, i64 %6782
  store i64 %6784, ptr %cslot, align 4
  %6785 = load i64, ptr %cn, align 4
  %6786 = add i64 %6785, 1
  store i64 %6786, ptr %cn, align 4
  br label %if.end599

if.end599:                                        ; preds = %if.then598, %if.end597
  %6787 = zext i16 %6442 to i32
  %6788 = shl i32 %6787, 16
  %6789 = bitcast i32 %6788 to float
  %6790 = bitcast float %6789 to i32
  %6791 = fcmp uno float %6789, %6789
  %6792 = select i1 %6791, i32 2143289344, i32 %6790
  %6793 = xor i32 %6792, 2147483647
  %6794 = icmp sge i32 %6792, 0
  %6795 = select i1 %6794, i32 %6792, i32 %6793
  %6796 = icmp sge i32 %6795, %6055
  %6797 = and i1 %6437, %6796
  br i1 %6797, label %if.then600, label %if.end601

if.then600:                                       ; preds = %if.end599
  %6798 = bitcast float %6789 to i32
  %6799 = fcmp uno float %6789, %6789
  %6800 = select i1 %6799, i32 2143289344, i32 %6798
  %6801 = xor i32 %6800, 2147483647
  %6802 = icmp sge i32 %6800, 0
  %6803 = select i1 %6802, i32 %6800, i32 %6801
  %6804 = sext i32 %6803 to i64
  %6805 = shl i64 %6804, 32
  %6806 = sub i64 4294967295, %6439
  %6807 = or i64 %6805, %6806
  %6808 = load i64, ptr %cslot586, align 4
  %6809 = load i64, ptr %cslot587, align 4
  %6810 = icmp slt i64 %6807, %6808
  %6811 = select i1 %6810, i64 %6807, i64 %6808
  %6812 = icmp sgt i64 %6811, %6809
  %6813 = select i1 %6812, i64 %6811, i64 %6809
  store i64 %6813, ptr %cslot587, align 4
  %6814 = load i64, ptr %cslot585, align 4
  %6815 = load i64, ptr %cslot586, align 4
  %6816 = icmp slt i64 %6807, %6814
  %6817 = select i1 %6816, i64 %6807, i64 %6814
  %6818 = icmp sgt i64 %6817, %6815
  %6819 = select i1 %6818, i64 %6817, i64 %6815
  store i64 %6819, ptr %cslot586, align 4
  %6820 = load i64, ptr %cslot584, align 4
  %6821 = load i64, ptr %cslot585, align 4
  %6822 = icmp slt i64 %6807, %6820
  %6823 = select i1 %6822, i64 %6807, i64 %6820
  %6824 = icmp sgt i64 %6823, %6821
  %6825 = select i1 %6824, i64 %6823, i64 %6821
  store i64 %6825, ptr %cslot585, align 4
  %6826 = load i64, ptr %cslot583, align 4
  %6827 = load i64, ptr %cslot584, align 4
  %6828 = icmp slt i64 %6807, %6826
  %6829 = select i1 %6828, i64 %6807, i64 %6826
  %6830 = icmp sgt i64 %6829, %6827
  %6831 = select i1 %6830, i64 %6829, i64 %6827
  store i64 %6831, ptr %cslot584, align 4
  %6832 = load i64, ptr %cslot582, align 4
  %6833 = load i64, ptr %cslot583, align 4
  %6834 = icmp slt i64 %6807, %6832
  %6835 = select i1 %6834, i64 %6807, i64 %6832
  %6836 = icmp sgt i64 %6835, %6833
  %6837 = select i1 %6836, i64 %6835, i64 %6833
  store i64 %6837, ptr %cslot583, align 4
  %6838 = load i64, ptr %cslot581, align 4
  %6839 = load i64, ptr %cslot582, align 4
  %6840 = icmp slt i64 %6807, %6838
  %6841 = select i1 %6840, i64 %6807, i64 %6838
  %6842 = icmp sgt i64 %6841, %6839
  %6843 = select i1 %6842, i64 %6841, i64 %6839
  store i64 %6843, ptr %cslot582, align 4
  %6844 = load i64, ptr %cslot, align 4
  %6845 = load i64, ptr %cslot581, align 4
  %6846 = icmp slt i64 %6807, %6844
  %6847 = select i1 %6846, i64 %6807, i64 %6844
  %6848 = icmp sgt i64 %6847, %6845
  %6849 = select i1 %6848, i64 %6847, i64 %6845
  store i64 %6849, ptr %cslot581, align 4
  %6850 = load i64, ptr %cslot, align 4
  %6851 = icmp sgt i64 %6807, %6850
  %6852 = select i1 %6851, i64 %6807, i64 %6850
  store i64 %6852, ptr %cslot, align 4
  %6853 = load i64, ptr %cn, align 4
  %6854 = add i64 %6853, 1
  store i64 %6854, ptr %cn, align 4
  br label %if.end601

if.end601:                                        ; preds = %if.then600, %if.end599
  %6855 = zext i16 %6458 to i32
  %6856 = shl i32 %6855, 16
  %6857 = bitcast i32 %6856 to float
  %6858 = bitcast float %6857 to i32
  %6859 = fcmp uno float %6857, %6857
  %6860 = select i1 %6859, i32 2143289344, i32 %6858
  %6861 = xor i32 %6860, 2147483647
  %6862 = icmp sge i32 %6860, 0
  %6863 = select i1 %6862, i32 %6860, i32 %6861
  %6864 = icmp sge i32 %6863, %6055
  %6865 = and i1 %6453, %6864
  br i1 %6865, label %if.then602, label %if.end603

if.then602:                                       ; preds = %if.end601
  %6866 = bitcast float %6857 to i32
  %6867 = fcmp uno float %6857, %6857
  %6868 = select i1 %6867, i32 2143289344, i32 %6866
  %6869 = xor i32 %6868, 2147483647
  %6870 = icmp sge i32 %6868, 0
  %6871 = select i1 %6870, i32 %6868, i32 %6869
  %6872 = sext i32 %6871 to i64
  %6873 = shl i64 %6872, 32
  %6874 = sub i64 4294967295, %6455
  %6875 = or i64 %6873, %6874
  %6876 = load i64, ptr %cslot586, align 4
  %6877 = load i64, ptr %cslot587, align 4
  %6878 = icmp slt i64 %6875, %6876
  %6879 = select i1 %6878, i64 %6875, i64 %6876
  %6880 = icmp sgt i64 %6879, %6877
  %6881 = select i1 %6880, i64 %6879, i64 %6877
  store i64 %6881, ptr %cslot587, align 4
  %6882 = load i64, ptr %cslot585, align 4
  %6883 = load i64, ptr %cslot586, align 4
  %6884 = icmp slt i64 %6875, %6882
  %6885 = select i1 %6884, i64 %6875, i64 %6882
  %6886 = icmp sgt i64 %6885, %6883
  %6887 = select i1 %6886, i64 %6885, i64 %6883
  store i64 %6887, ptr %cslot586, align 4
  %6888 = load i64, ptr %cslot584, align 4
  %6889 = load i64, ptr %cslot585, align 4
  %6890 = icmp slt i64 %6875, %6888
  %6891 = select i1 %6890, i64 %6875, i64 %6888
  %6892 = icmp sgt i64 %6891, %6889
  %6893 = select i1 %6892, i64 %6891, i64 %6889
  store i64 %6893, ptr %cslot585, align 4
  %6894 = load i64, ptr %cslot583, align 4
  %6895 = load i64, ptr %cslot584, align 4
  %6896 = icmp slt i64 %6875, %6894
  %6897 = select i1 %6896, i64 %6875, i64 %6894
  %6898 = icmp sgt i64 %6897, %6895
  %6899 = select i1 %6898, i64 %6897, i64 %6895
  store i64 %6899, ptr %cslot584, align 4
  %6900 = load i64, ptr %cslot582, align 4
  %6901 = load i64, ptr %cslot583, align 4
  %6902 = icmp slt i64 %6875, %6900
  %6903 = select i1 %6902, i64 %6875, i64 %6900
  %6904 = icmp sgt i64 %6903, %6901
  %6905 = select i1 %6904, i64 %6903, i64 %6901
  store i64 %6905, ptr %cslot583, align 4
  %6906 = load i64, ptr %cslot581, align 4
  %6907 = load i64, ptr %cslot582, align 4
  %6908 = icmp slt i64 %6875, %6906
  %6909 = select i1 %6908, i64 %6875, i64 %6906
  %6910 = icmp sgt i64 %6909, %6907
  %6911 = select i1 %6910, i64 %6909, i64 %6907
  store i64 %6911, ptr %cslot582, align 4
  %6912 = load i64, ptr %cslot, align 4
  %6913 = load i64, ptr %cslot581, align 4
  %6914 = icmp slt i64 %6875, %6912
  %6915 = select i1 %6914, i64 %6875, i64 %6912
  %6916 = icmp sgt i64 %6915, %6913
  %6917 = select i1 %6916, i64 %6915, i64 %6913
  store i64 %6917, ptr %cslot581, align 4
  %6918 = load i64, ptr %cslot, align 4
  %6919 = icmp sgt i64 %6875, %6918
  %6920 = select i1 %6919, i64 %6875, i64 %6918
  store i64 %6920, ptr %cslot, align 4
  %6921 = load i64, ptr %cn, align 4
  %6922 = add i64 %6921, 1
  store i64 %6922, ptr %cn, align 4
  br label %if.end603

if.end603:                                        ; preds = %if.then602, %if.end601
  %6923 = zext i16 %6474 to i32
  %6924 = shl i32 %6923, 16
  %6925 = bitcast i32 %6924 to float
  %6926 = bitcast float %6925 to i32
  %6927 = fcmp uno float %6925, %6925
  %6928 = select i1 %6927, i32 2143289344, i32 %6926
  %6929 = xor i32 %6928, 2147483647
  %6930 = icmp sge i32 %6928, 0
  %6931 = select i1 %6930, i32 %6928, i32 %6929
  %6932 = icmp sge i32 %6931, %6055
  %6933 = and i1 %6469, %6932
  br i1 %6933, label %if.then604, label %if.end605

if.then604:                                       ; preds = %if.end603
  %6934 = bitcast float %6925 to i32
  %6935 = fcmp uno float %6925, %6925
  %6936 = select i1 %6935, i32 2143289344, i32 %6934
  %6937 = xor i32 %6936, 2147483647
  %6938 = icmp sge i32 %6936, 0
  %6939 = select i1 %6938, i32 %6936, i32 %6937
  %6940 = sext i32 %6939 to i64
  %6941 = shl i64 %6940, 32
  %6942 = sub i64 4294967295, %6471
  %6943 = or i64 %6941, %6942
  %6944 = load i64, ptr %cslot586, align 4
  %6945 = load i64, ptr %cslot587, align 4
  %6946 = icmp slt i64 %6943, %6944
  %6947 = select i1 %6946, i64 %6943, i64 %6944
  %6948 = icmp sgt i64 %6947, %6945
  %6949 = select i1 %6948, i64 %6947, i64 %6945
  store i64 %6949, ptr %cslot587, align 4
  %6950 = load i64, ptr %cslot585, align 4
  %6951 = load i64, ptr %cslot586, align 4
  %6952 = icmp slt i64 %6943, %6950
  %6953 = select i1 %6952, i64 %6943, i64 %6950
  %6954 = icmp sgt i64 %6953, %6951
  %6955 = select i1 %6954, i64 %6953, i64 %6951
  store i64 %6955, ptr %cslot586, align 4
  %6956 = load i64, ptr %cslot584, align 4
  %6957 = load i64, ptr %cslot585, align 4
  %6958 = icmp slt i64 %6943, %6956
  %6959 = select i1 %6958, i64 %6943, i64 %6956
  %6960 = icmp sgt i64 %6959, %6957
  %6961 = select i1 %6960, i64 %6959, i64 %6957
  store i64 %6961, ptr %cslot585, align 4
  %6962 = load i64, ptr %cslot583, align 4
  %6963 = load i64, ptr %cslot584, align 4
  %6964 = icmp slt i64 %6943, %6962
  %6965 = select i1 %6964, i64 %6943, i64 %6962
  %6966 = icmp sgt i64 %6965, %6963
  %6967 = select i1 %6966, i64 %6965, i64 %6963
  store i64 %6967, ptr %cslot584, align 4
  %6968 = load i64, ptr %cslot582, align 4
  %6969 = load i64, ptr %cslot583, align 4
  %6970 = icmp slt i64 %6943, %6968
  %6971 = select i1 %6970, i64 %6943, i64 %6968
  %6972 = icmp sgt i64 %6971, %6969
  %6973 = select i1 %6972, i64 %6971, i64 %6969
  store i64 %6973, ptr %cslot583, align 4
  %6974 = load i64, ptr %cslot581, align 4
  %6975 = load i64, ptr %cslot582, align 4
  %6976 = icmp slt i64 %6943, %6974
  %6977 = select i1 %6976, i64 %6943, i64 %6974
  %6978 = icmp sgt i64 %6977, %6975
  %6979 = select i1 %6978, i64 %6977, i64 %6975
  store i64 %6979, ptr %cslot582, align 4
  %6980 = load i64, ptr %cslot, align 4
  %6981 = load i64, ptr %cslot581, align 4
  %6982 = icmp slt i64 %6943, %6980
  %6983 = select i1 %6982, i64 %6943, i64 %6980
  %6984 = icmp sgt i64 %6983, %6981
  %6985 = select i1 %6984, i64 %6983, i64 %6981
  store i64 %6985, ptr %cslot581, align 4
  %6986 = load i64, ptr %cslot, align 4
  %6987 = icmp sgt i64 %6943, %6986
  %6988 = select i1 %6987, i64 %6943, i64 %6986
  store i64 %6988, ptr %cslot, align 4
  %6989 = load i64, ptr %cn, align 4
  %6990 = add i64 %6989, 1
  store i64 %6990, ptr %cn, align 4
  br label %if.end605

if.end605:                                        ; preds = %if.then604, %if.end603
  %6991 = zext i16 %6490 to i32
  %6992 = shl i32 %6991, 16
  %6993 = bitcast i32 %6992 to float
  %6994 = bitcast float %6993 to i32
  %6995 = fcmp uno float %6993, %6993
  %6996 = select i1 %6995, i32 2143289344, i32 %6994
  %6997 = xor i32 %6996, 2147483647
  %6998 = icmp sge i32 %6996, 0
  %6999 = select i1 %6998, i32 %6996, i32 %6997
  %7000 = icmp sge i32 %6999, %6055
  %7001 = and i1 %6485, %7000
  br i1 %7001, label %if.then606, label %if.end607

if.then606:                                       ; preds = %if.end605
  %7002 = bitcast float %6993 to i32
  %7003 = fcmp uno float %6993, %6993
  %7004 = select i1 %7003, i32 2143289344, i32 %7002
  %7005 = xor i32 %7004, 2147483647
  %7006 = icmp sge i32 %7004, 0
  %7007 = select i1 %7006, i32 %7004, i32 %7005
  %7008 = sext i32 %7007 to i64
  %7009 = shl i64 %7008, 32
  %7010 = sub i64 4294967295, %6487
  %7011 = or i64 %7009, %7010
  %7012 = load i64, ptr %cslot586, align 4
  %7013 = load i64, ptr %cslot587, align 4
  %7014 = icmp slt i64 %7011, %7012
  %7015 = select i1 %7014, i64 %7011, i64 %7012
  %7016 = icmp sgt i64 %7015, %7013
  %7017 = select i1 %7016, i64 %7015, i64 %7013
  store i64 %7017, ptr %cslot587, align 4
  %7018 = load i64, ptr %cslot585, align 4
  %7019 = load i64, ptr %cslot586, align 4
  %7020 = icmp slt i64 %7011, %7018
  %7021 = select i1 %7020, i64 %7011, i64 %7018
  %7022 = icmp sgt i64 %7021, %7019
  %7023 = select i1 %7022, i64 %7021, i64 %7019
  store i64 %7023, ptr %cslot586, align 4
  %7024 = load i64, ptr %cslot584, align 4
  %7025 = load i64, ptr %cslot585, align 4
  %7026 = icmp slt i64 %7011, %7024
  %7027 = select i1 %7026, i64 %7011, i64 %7024
  %7028 = icmp sgt i64 %7027, %7025
  %7029 = select i1 %7028, i64 %7027, i64 %7025
  store i64 %7029, ptr %cslot585, align 4
  %7030 = load i64, ptr %cslot583, align 4
  %7031 = load i64, ptr %cslot584, align 4
  %7032 = icmp slt i64 %7011, %7030
  %7033 = select i1 %7032, i64 %7011, i64 %7030
  %7034 = icmp sgt i64 %7033, %7031
  %7035 = select i1 %7034, i64 %7033, i64 %7031
  store i64 %7035, ptr %cslot584, align 4
  %7036 = load i64, ptr %cslot582, align 4
  %7037 = load i64, ptr %cslot583, align 4
  %7038 = icmp slt i64 %7011, %7036
  %7039 = select i1 %7038, i64 %7011, i64 %7036
  %7040 = icmp sgt i64 %7039, %7037
  %7041 = select i1 %7040, i64 %7039, i64 %7037
  store i64 %7041, ptr %cslot583, align 4
  %7042 = load i64, ptr %cslot581, align 4
  %7043 = load i64, ptr %cslot582, align 4
  %7044 = icmp slt i64 %7011, %7042
  %7045 = select i1 %7044, i64 %7011, i64 %7042
  %7046 = icmp sgt i64 %7045, %7043
  %7047 = select i1 %7046, i64 %7045, i64 %7043
  store i64 %7047, ptr %cslot582, align 4
  %7048 = load i64, ptr %cslot, align 4
  %7049 = load i64, ptr %cslot581, align 4
  %7050 = icmp slt i64 %7011, %7048
  %7051 = select i1 %7050, i64 %7011, i64 %7048
  %7052 = icmp sgt i64 %7051, %7049
  %7053 = select i1 %7052, i64 %7051, i64 %7049
  store i64 %7053, ptr %cslot581, align 4
  %7054 = load i64, ptr %cslot, align 4
  %7055 = icmp sgt i64 %7011, %7054
  %7056 = select i1 %7055, i64 %7011, i64 %7054
  store i64 %7056, ptr %cslot, align 4
  %7057 = load i64, ptr %cn, align 4
  %7058 = add i64 %7057, 1
  store i64 %7058, ptr %cn, align 4
  br label %if.end607

if.end607:                                        ; preds = %if.then606, %if.end605
  %7059 = zext i16 %6506 to i32
  %7060 = shl i32 %7059, 16
  %7061 = bitcast i32 %7060 to float
  %7062 = bitcast float %7061 to i32
  %7063 = fcmp uno float %7061, %7061
  %7064 = select i1 %7063, i32 2143289344, i32 %7062
  %7065 = xor i32 %7064, 2147483647
  %7066 = icmp sge i32 %7064, 0
  %7067 = select i1 %7066, i32 %7064, i32 %7065
  %7068 = icmp sge i32 %7067, %6055
  %7069 = and i1 %6501, %7068
  br i1 %7069, label %if.then608, label %if.end609

if.then608:                                       ; preds = %if.end607
  %7070 = bitcast float %7061 to i32
  %7071 = fcmp uno float %7061, %7061
  %7072 = select i1 %7071, i32 2143289344, i32 %7070
  %7073 = xor i32 %7072, 2147483647
  %7074 = icmp sge i32 %7072, 0
  %7075 = select i1 %7074, i32 %7072, i32 %7073
  %7076 = sext i32 %7075 to i64
  %7077 = shl i64 %7076, 32
  %7078 = sub i64 4294967295, %6503
  %7079 = or i64 %7077, %7078
  %7080 = load i64, ptr %cslot586, align 4
  %7081 = load i64, ptr %cslot587, align 4
  %7082 = icmp slt i64 %7079, %7080
  %7083 = select i1 %7082, i64 %7079, i64 %7080
  %7084 = icmp sgt i64 %7083, %7081
  %7085 = select i1 %7084, i64 %7083, i64 %7081
  store i64 %7085, ptr %cslot587, align 4
  %7086 = load i64, ptr %cslot585, align 4
  %7087 = load i64, ptr %cslot586, align 4
  %7088 = icmp slt i64 %7079, %7086
  %7089 = select i1 %7088, i64 %7079, i64 %7086
  %7090 = icmp sgt i64 %7089, %7087
  %7091 = select i1 %7090, i64 %7089, i64 %7087
  store i64 %7091, ptr %cslot586, align 4
  %7092 = load i64, ptr %cslot584, align 4
  %7093 = load i64, ptr %cslot585, align 4
  %7094 = icmp slt i64 %7079, %7092
  %7095 = select i1 %7094, i64 %7079, i64 %7092
  %7096 = icmp sgt i64 %7095, %7093
  %7097 = select i1 %7096, i64 %7095, i64 %7093
  store i64 %7097, ptr %cslot585, align 4
  %7098 = load i64, ptr %cslot583, align 4
  %7099 = load i64, ptr %cslot584, align 4
  %7100 = icmp slt i64 %7079, %7098
  %7101 = select i1 %7100, i64 %7079, i64 %7098
  %7102 = icmp sgt i64 %7101, %7099
  %7103 = select i1 %7102, i64 %7101, i64 %7099
  store i64 %7103, ptr %cslot584, align 4
  %7104 = load i64, ptr %cslot582, align 4
  %7105 = load i64, ptr %cslot583, align 4
  %7106 = icmp slt i64 %7079, %7104
  %7107 = select i1 %7106, i64 %7079, i64 %7104
  %7108 = icmp sgt i64 %7107, %7105
  %7109 = select i1 %7108, i64 %7107, i64 %7105
  store i64 %7109, ptr %cslot583, align 4
  %7110 = load i64, ptr %cslot581, align 4
  %7111 = load i64, ptr %cslot582, align 4
  %7112 = icmp slt i64 %7079, %7110
  %7113 = select i1 %7112, i64 %7079, i64 %7110
  %7114 = icmp sgt i64 %7113, %7111
  %7115 = select i1 %7114, i64 %7113, i64 %7111
  store i64 %7115, ptr %cslot582, align 4
  %7116 = load i64, ptr %cslot, align 4
  %7117 = load i64, ptr %cslot581, align 4
  %7118 = icmp slt i64 %7079, %7116
  %7119 = select i1 %7118, i64 %7079, i64 %7116
  %7120 = icmp sgt i64 %7119, %7117
  %7121 = select i1 %7120, i64 %7119, i64 %7117
  store i64 %7121, ptr %cslot581, align 4
  %7122 = load i64, ptr %cslot, align 4
  %7123 = icmp sgt i64 %7079, %7122
  %7124 = select i1 %7123, i64 %7079, i64 %7122
  store i64 %7124, ptr %cslot, align 4
  %7125 = load i64, ptr %cn, align 4
  %7126 = add i64 %7125, 1
  store i64 %7126, ptr %cn, align 4
  br label %if.end609

if.end609:                                        ; preds = %if.then608, %if.end607
  %7127 = zext i16 %6522 to i32
  %7128 = shl i32 %7127, 16
  %7129 = bitcast i32 %7128 to float
  %7130 = bitcast float %7129 to i32
  %7131 = fcmp uno float %7129, %7129
  %7132 = select i1 %7131, i32 2143289344, i32 %7130
  %7133 = xor i32 %7132, 2147483647
  %7134 = icmp sge i32 %7132, 0
  %7135 = select i1 %7134, i32 %7132, i32 %7133
  %7136 = icmp sge i32 %7135, %6055
  %7137 = and i1 %6517, %7136
  br i1 %7137, label %if.then610, label %if.end611

if.then610:                                       ; preds = %if.end609
  %7138 = bitcast float %7129 to i32
  %7139 = fcmp uno float %7129, %7129
  %7140 = select i1 %7139, i32 2143289344, i32 %7138
  %7141 = xor i32 %7140, 2147483647
  %7142 = icmp sge i32 %7140, 0
  %7143 = select i1 %7142, i32 %7140, i32 %7141
  %7144 = sext i32 %7143 to i64
  %7145 = shl i64 %7144, 32
  %7146 = sub i64 4294967295, %6519
  %7147 = or i64 %7145, %7146
  %7148 = load i64, ptr %cslot586, align 4
  %7149 = load i64, ptr %cslot587, align 4
  %7150 = icmp slt i64 %7147, %7148
  %7151 = select i1 %7150, i64 %7147, i64 %7148
  %7152 = icmp sgt i64 %7151, %7149
  %7153 = select i1 %7152, i64 %7151, i64 %7149
  store i64 %7153, ptr %cslot587, align 4
  %7154 = load i64, ptr %cslot585, align 4
  %7155 = load i64, ptr %cslot586, align 4
  %7156 = icmp slt i64 %7147, %7154
  %7157 = select i1 %7156, i64 %7147, i64 %7154
  %7158 = icmp sgt i64 %7157, %7155
  %7159 = select i1 %7158, i64 %7157, i64 %7155
  store i64 %7159, ptr %cslot586, align 4
  %7160 = load i64, ptr %cslot584, align 4
  %7161 = load i64, ptr %cslot585, align 4
  %7162 = icmp slt i64 %7147, %7160
  %7163 = select i1 %7162, i64 %7147, i64 %7160
  %7164 = icmp sgt i64 %7163, %7161
  %7165 = select i1 %7164, i64 %7163, i64 %7161
  store i64 %7165, ptr %cslot585, align 4
  %7166 = load i64, ptr %cslot583, align 4
  %7167 = load i64, ptr %cslot584, align 4
  %7168 = icmp slt i64 %7147, %7166
  %7169 = select i1 %7168, i64 %7147, i64 %7166
  %7170 = icmp sgt i64 %7169, %7167
  %7171 = select i1 %7170, i64 %7169, i64 %7167
  store i64 %7171, ptr %cslot584, align 4
  %7172 = load i64, ptr %cslot582, align 4
  %7173 = load i64, ptr %cslot583, align 4
  %7174 = icmp slt i64 %7147, %7172
  %7175 = select i1 %7174, i64 %7147, i64 %7172
  %7176 = icmp sgt i64 %7175, %7173
  %7177 = select i1 %7176, i64 %7175, i64 %7173
  store i64 %7177, ptr %cslot583, align 4
  %7178 = load i64, ptr %cslot581, align 4
  %7179 = load i64, ptr %cslot582, align 4
  %7180 = icmp slt i64 %7147, %7178
  %7181 = select i1 %7180, i64 %7147, i64 %7178
  %7182 = icmp sgt i64 %7181, %7179
  %7183 = select i1 %7182, i64 %7181, i64 %7179
  store i64 %7183, ptr %cslot582, align 4
  %7184 = load i64, ptr %cslot, align 4
  %7185 = load i64, ptr %cslot581, align 4
  %7186 = icmp slt i64 %7147, %7184
  %7187 = select i1 %7186, i64 %7147, i64 %7184
  %7188 = icmp sgt i64 %7187, %7185
  %7189 = select i1 %7188, i64 %7187, i64 %7185
  store i64 %7189, ptr %cslot581, align 4
  %7190 = load i64, ptr %cslot, align 4
  %7191 = icmp sgt i64 %7147, %7190
  %7192 = select i1 %7191, i64 %7147, i64 %7190
  store i64 %7192, ptr %cslot, align 4
  %7193 = load i64, ptr %cn, align 4
  %7194 = add i64 %7193, 1
  store i64 %7194, ptr %cn, align 4
  br label %if.end611

if.end611:                                        ; preds = %if.then610, %if.end609
  %7195 = zext i16 %6538 to i32
  %7196 = shl i32 %7195, 16
  %7197 = bitcast i32 %7196 to float
  %7198 = bitcast float %7197 to i32
  %7199 = fcmp uno float %7197, %7197
  %7200 = select i1 %7199, i32 2143289344, i32 %7198
  %7201 = xor i32 %7200, 2147483647
  %7202 = icmp sge i32 %7200, 0
  %7203 = select i1 %7202, i32 %7200, i32 %7201
  %7204 = icmp sge i32 %7203, %6055
  %7205 = and i1 %6533, %7204
  br i1 %7205, label %if.then612, label %if.end613

if.then612:                                       ; preds = %if.end611
  %7206 = bitcast float %7197 to i32
  %7207 = fcmp uno float %7197, %7197
  %7208 = select i1 %7207, i32 2143289344, i32 %7206
  %7209 = xor i32 %7208, 2147483647
  %7210 = icmp sge i32 %7208, 0
  %7211 = select i1 %7210, i32 %7208, i32 %7209
  %7212 = sext i32 %7211 to i64
  %7213 = shl i64 %7212, 32
  %7214 = sub i64 4294967295, %6535
  %7215 = or i64 %7213, %7214
  %7216 = load i64, ptr %cslot586, align 4
  %7217 = load i64, ptr %cslot587, align 4
  %7218 = icmp slt i64 %7215, %7216
  %7219 = select i1 %7218, i64 %7215, i64 %7216
  %7220 = icmp sgt i64 %7219, %7217
  %7221 = select i1 %7220, i64 %7219, i64 %7217
  store i64 %7221, ptr %cslot587, align 4
  %7222 = load i64, ptr %cslot585, align 4
  %7223 = load i64, ptr %cslot586, align 4
  %7224 = icmp slt i64 %7215, %7222
  %7225 = select i1 %7224, i64 %7215, i64 %7222
  %7226 = icmp sgt i64 %7225, %7223
  %7227 = select i1 %7226, i64 %7225, i64 %7223
  store i64 %7227, ptr %cslot586, align 4
  %7228 = load i64, ptr %cslot584, align 4
  %7229 = load i64, ptr %cslot585, align 4
  %7230 = icmp slt i64 %7215, %7228
  %7231 = select i1 %7230, i64 %7215, i64 %7228
  %7232 = icmp sgt i64 %7231, %7229
  %7233 = select i1 %7232, i64 %7231, i64 %7229
  store i64 %7233, ptr %cslot585, align 4
  %7234 = load i64, ptr %cslot583, align 4
  %7235 = load i64, ptr %cslot584, align 4
  %7236 = icmp slt i64 %7215, %7234
  %7237 = select i1 %7236, i64 %7215, i64 %7234
  %7238 = icmp sgt i64 %7237, %7235
  %7239 = select i1 %7238, i64 %7237, i64 %7235
  store i64 %7239, ptr %cslot584, align 4
  %7240 = load i64, ptr %cslot582, align 4
  %7241 = load i64, ptr %cslot583, align 4
  %7242 = icmp slt i64 %7215, %7240
  %7243 = select i1 %7242, i64 %7215, i64 %7240
  %7244 = icmp sgt i64 %7243, %7241
  %7245 = select i1 %7244, i64 %7243, i64 %7241
  store i64 %7245, ptr %cslot583, align 4
  %7246 = load i64, ptr %cslot581, align 4
  %7247 = load i64, ptr %cslot582, align 4
  %7248 = icmp slt i64 %7215, %7246
  %7249 = select i1 %7248, i64 %7215, i64 %7246
  %7250 = icmp sgt i64 %7249, %7247
  %7251 = select i1 %7250, i64 %7249, i64 %7247
  store i64 %7251, ptr %cslot582, align 4
  %7252 = load i64, ptr %cslot, align 4
  %7253 = load i64, ptr %cslot581, align 4
  %7254 = icmp slt i64 %7215, %7252
  %7255 = select i1 %7254, i64 %7215, i64 %7252
  %7256 = icmp sgt i64 %7255, %7253
  %7257 = select i1 %7256, i64 %7255, i64 %7253
  store i64 %7257, ptr %cslot581, align 4
  %7258 = load i64, ptr %cslot, align 4
  %7259 = icmp sgt i64 %7215, %7258
  %7260 = select i1 %7259, i64 %7215, i64 %7258
  store i64 %7260, ptr %cslot, align 4
  %7261 = load i64, ptr %cn, align 4
  %7262 = add i64 %7261, 1
  store i64 %7262, ptr %cn, align 4
  br label %if.end613

if.end613:                                        ; preds = %if.then612, %if.end611
  %7263 = zext i16 %6554 to i32
  %7264 = shl i32 %7263, 16
  %7265 = bitcast i32 %7264 to float
  %7266 = bitcast float %7265 to i32
  %7267 = fcmp uno float %7265, %7265
  %7268 = select i1 %7267, i32 2143289344, i32 %7266
  %7269 = xor i32 %7268, 2147483647
  %7270 = icmp sge i32 %7268, 0
  %7271 = select i1 %7270, i32 %7268, i32 %7269
  %7272 = icmp sge i32 %7271, %6055
  %7273 = and i1 %6549, %7272
  br i1 %7273, label %if.then614, label %if.end615

if.then614:                                       ; preds = %if.end613
  %7274 = bitcast float %7265 to i32
  %7275 = fcmp uno float %7265, %7265
  %7276 = select i1 %7275, i32 2143289344, i32 %7274
  %7277 = xor i32 %7276, 2147483647
  %7278 = icmp sge i32 %7276, 0
  %7279 = select i1 %7278, i32 %7276, i32 %7277
  %7280 = sext i32 %7279 to i64
  %7281 = shl i64 %7280, 32
  %7282 = sub i64 4294967295, %6551
  %7283 = or i64 %7281, %7282
  %7284 = load i64, ptr %cslot586, align 4
  %7285 = load i64, ptr %cslot587, align 4
  %7286 = icmp slt i64 %7283, %7284
  %7287 = select i1 %7286, i64 %7283, i64 %7284
  %7288 = icmp sgt i64 %7287, %7285
  %7289 = select i1 %7288, i64 %7287, i64 %7285
  store i64 %7289, ptr %cslot587, align 4
  %7290 = load i64, ptr %cslot585, align 4
  %7291 = load i64, ptr %cslot586, align 4
  %7292 = icmp slt i64 %7283, %7290
  %7293 = select i1 %7292, i64 %7283, i64 %7290
  %7294 = icmp sgt i64 %7293, %7291
  %7295 = select i1 %7294, i64 %7293, i64 %7291
  store i64 %7295, ptr %cslot586, align 4
  %7296 = load i64, ptr %cslot584, align 4
  %7297 = load i64, ptr %cslot585, align 4
  %7298 = icmp slt i64 %7283, %7296
  %7299 = select i1 %7298, i64 %7283, i64 %7296
  %7300 = icmp sgt i64 %7299, %7297
  %7301 = select i1 %7300, i64 %7299, i64 %7297
  store i64 %7301, ptr %cslot585, align 4
  %7302 = load i64, ptr %cslot583, align 4
  %7303 = load i64, ptr %cslot584, align 4
  %7304 = icmp slt i64 %7283, %7302
  %7305 = select i1 %7304, i64 %7283, i64 %7302
  %7306 = icmp sgt i64 %7305, %7303
  %7307 = select i1 %7306, i64 %7305, i64 %7303
  store i64 %7307, ptr %cslot584, align 4
  %7308 = load i64, ptr %cslot582, align 4
  %7309 = load i64, ptr %cslot583, align 4
  %7310 = icmp slt i64 %7283, %7308
  %7311 = select i1 %7310, i64 %7283, i64 %7308
  %7312 = icmp sgt i64 %7311, %7309
  %7313 = select i1 %7312, i64 %7311, i64 %7309
  store i64 %7313, ptr %cslot583, align 4
  %7314 = load i64, ptr %cslot581, align 4
  %7315 = load i64, ptr %cslot582, align 4
  %7316 = icmp slt i64 %7283, %7314
  %7317 = select i1 %7316, i64 %7283, i64 %7314
  %7318 = icmp sgt i64 %7317, %7315
  %7319 = select i1 %7318, i64 %7317, i64 %7315
  store i64 %7319, ptr %cslot582, align 4
  %7320 = load i64, ptr %cslot, align 4
  %7321 = load i64, ptr %cslot581, align 4
  %7322 = icmp slt i64 %7283, %7320
  %7323 = select i1 %7322, i64 %7283, i64 %7320
  %7324 = icmp sgt i64 %7323, %7321
  %7325 = select i1 %7324, i64 %7323, i64 %7321
  store i64 %7325, ptr %cslot581, align 4
  %7326 = load i64, ptr %cslot, align 4
  %7327 = icmp sgt i64 %7283, %7326
  %7328 = select i1 %7327, i64 %7283, i64 %7326
  store i64 %7328, ptr %cslot, align 4
  %7329 = load i64, ptr %cn, align 4
  %7330 = add i64 %7329, 1
  store i64 %7330, ptr %cn, align 4
  br label %if.end615

if.end615:                                        ; preds = %if.then614, %if.end613
  %7331 = zext i16 %6570 to i32
  %7332 = shl i32 %7331, 16
  %7333 = bitcast i32 %7332 to float
  %7334 = bitcast float %7333 to i32
  %7335 = fcmp uno float %7333, %7333
  %7336 = select i1 %7335, i32 2143289344, i32 %7334
  %7337 = xor i32 %7336, 2147483647
  %7338 = icmp sge i32 %7336, 0
  %7339 = select i1 %7338, i32 %7336, i32 %7337
  %7340 = icmp sge i32 %7339, %6055
  %7341 = and i1 %6565, %7340
  br i1 %7341, label %if.then616, label %if.end617

if.then616:                                       ; preds = %if.end615
  %7342 = bitcast float %7333 to i32
  %7343 = fcmp uno float %7333, %7333
  %7344 = select i1 %7343, i32 2143289344, i32 %7342
  %7345 = xor i32 %7344, 2147483647
  %7346 = icmp sge i32 %7344, 0
  %7347 = select i1 %7346, i32 %7344, i32 %7345
  %7348 = sext i32 %7347 to i64
  %7349 = shl i64 %7348, 32
  %7350 = sub i64 4294967295, %6567
  %7351 = or i64 %7349, %7350
  %7352 = load i64, ptr %cslot586, align 4
  %7353 = load i64, ptr %cslot587, align 4
  %7354 = icmp slt i64 %7351, %7352
  %7355 = select i1 %7354, i64 %7351, i64 %7352
  %7356 = icmp sgt i64 %7355, %7353
  %7357 = select i1 %7356, i64 %7355, i64 %7353
  store i64 %7357, ptr %cslot587, align 4
  %7358 = load i64, ptr %cslot585, align 4
  %7359 = load i64, ptr %cslot586, align 4
  %7360 = icmp slt i64 %7351, %7358
  %7361 = select i1 %7360, i64 %7351, i64 %7358
  %7362 = icmp sgt i64 %7361, %7359
  %7363 = select i1 %7362, i64 %7361, i64 %7359
  store i64 %7363, ptr %cslot586, align 4
  %7364 = load i64, ptr %cslot584, align 4
  %7365 = load i64, ptr %cslot585, align 4
  %7366 = icmp slt i64 %7351, %7364
  %7367 = select i1 %7366, i64 %7351, i64 %7364
  %7368 = icmp sgt i64 %7367, %7365
  %7369 = select i1 %7368, i64 %7367, i64 %7365
  store i64 %7369, ptr %cslot585, align 4
  %7370 = load i64, ptr %cslot583, align 4
  %7371 = load i64, ptr %cslot584, align 4
  %7372 = icmp slt i64 %7351, %7370
  %7373 = select i1 %7372, i64 %7351, i64 %7370
  %7374 = icmp sgt i64 %7373, %7371
  %7375 = select i1 %7374, i64 %7373, i64 %7371
  store i64 %7375, ptr %cslot584, align 4
  %7376 = load i64, ptr %cslot582, align 4
  %7377 = load i64, ptr %cslot583, align 4
  %7378 = icmp slt i64 %7351, %7376
  %7379 = select i1 %7378, i64 %7351, i64 %7376
  %7380 = icmp sgt i64 %7379, %7377
  %7381 = select i1 %7380, i64 %7379, i64 %7377
  store i64 %7381, ptr %cslot583, align 4
  %7382 = load i64, ptr %cslot581, align 4
  %7383 = load i64, ptr %cslot582, align 4
  %7384 = icmp slt i64 %7351, %7382
  %7385 = select i1 %7384, i64 %7351, i64 %7382
  %7386 = icmp sgt i64 %7385, %7383
  %7387 = select i1 %7386, i64 %7385, i64 %7383
  store i64 %7387, ptr %cslot582, align 4
  %7388 = load i64, ptr %cslot, align 4
  %7389 = load i64, ptr %cslot581, align 4
  %7390 = icmp slt i64 %7351, %7388
  %7391 = select i1 %7390, i64 %7351, i64 %7388
  %7392 = icmp sgt i64 %7391, %7389
  %7393 = select i1 %7392, i64 %7391, i64 %7389
  store i64 %7393, ptr %cslot581, align 4
  %7394 = load i64, ptr %cslot, align 4
  %7395 = icmp sgt i64 %7351, %7394
  %7396 = select i1 %7395, i64 %7351, i64 %7394
  store i64 %7396, ptr %cslot, align 4
  %7397 = load i64, ptr %cn, align 4
  %7398 = add i64 %7397, 1
  store i64 %7398, ptr %cn, align 4
  br label %if.end617

if.end617:                                        ; preds = %if.then616, %if.end615
  %7399 = zext i16 %6586 to i32
  %7400 = shl i32 %7399, 16
  %7401 = bitcast i32 %7400 to float
  %7402 = bitcast float %7401 to i32
  %7403 = fcmp uno float %7401, %7401
  %7404 = select i1 %7403, i32 2143289344, i32 %7402
  %7405 = xor i32 %7404, 2147483647
  %7406 = icmp sge i32 %7404, 0
  %7407 = select i1 %7406, i32 %7404, i32 %7405
  %7408 = icmp sge i32 %7407, %6055
  %7409 = and i1 %6581, %7408
  br i1 %7409, label %if.then618, label %if.end619

if.then618:                                       ; preds = %if.end617
  %7410 = bitcast float %7401 to i32
  %7411 = fcmp uno float %7401, %7401
  %7412 = select i1 %7411, i32 2143289344, i32 %7410
  %7413 = xor i32 %7412, 2147483647
  %7414 = icmp sge i32 %7412, 0
  %7415 = select i1 %7414, i32 %7412, i32 %7413
  %7416 = sext i32 %7415 to i64
  %7417 = shl i64 %7416, 32
  %7418 = sub i64 4294967295, %6583
  %7419 = or i64 %7417, %7418
  %7420 = load i64, ptr %cslot586, align 4
  %7421 = load i64, ptr %cslot587, align 4
  %7422 = icmp slt i64 %7419, %7420
  %7423 = select i1 %7422, i64 %7419, i64 %7420
  %7424 = icmp sgt i64 %7423, %7421
  %7425 = select i1 %7424, i64 %7423, i64 %7421
  store i64 %7425, ptr %cslot587, align 4
  %7426 = load i64, ptr %cslot585, align 4
  %7427 = load i64, ptr %cslot586, align 4
  %7428 = icmp slt i64 %7419, %7426
  %7429 = select i1 %7428, i64 %7419, i64 %7426
  %7430 = icmp sgt i64 %7429, %7427
  %7431 = select i1 %7430, i64 %7429, i64 %7427
  store i64 %7431, ptr %cslot586, align 4
  %7432 = load i64, ptr %cslot584, align 4
  %7433 = load i64, ptr %cslot585, align 4
  %7434 = icmp slt i64 %7419, %7432
  %7435 = select i1 %7434, i64 %7419, i64 %7432
  %7436 = icmp sgt i64 %7435, %7433
  %7437 = select i1 %7436, i64 %7435, i64 %7433
  store i64 %7437, ptr %cslot585, align 4
  %7438 = load i64, ptr %cslot583, align 4
  %7439 = load i64, ptr %cslot584, align 4
  %7440 = icmp slt i64 %7419, %7438
  %7441 = select i1 %7440, i64 %7419, i64 %7438
  %7442 = icmp sgt i64 %7441, %7439
  %7443 = select i1 %7442, i64 %7441, i64 %7439
  store i64 %7443, ptr %cslot584, align 4
  %7444 = load i64, ptr %cslot582, align 4
  %7445 = load i64, ptr %cslot583, align 4
  %7446 = icmp slt i64 %7419, %7444
  %7447 = select i1 %7446, i64 %7419, i64 %7444
  %7448 = icmp sgt i64 %7447, %7445
  %7449 = select i1 %7448, i64 %7447, i64 %7445
  store i64 %7449, ptr %cslot583, align 4
  %7450 = load i64, ptr %cslot581, align 4
  %7451 = load i64, ptr %cslot582, align 4
  %7452 = icmp slt i64 %7419, %7450
  %7453 = select i1 %7452, i64 %7419, i64 %7450
  %7454 = icmp sgt i64 %7453, %7451
  %7455 = select i1 %7454, i64 %7453, i64 %7451
  store i64 %7455, ptr %cslot582, align 4
  %7456 = load i64, ptr %cslot, align 4
  %7457 = load i64, ptr %cslot581, align 4
  %7458 = icmp slt i64 %7419, %7456
  %7459 = select i1 %7458, i64 %7419, i64 %7456
  %7460 = icmp sgt i64 %7459, %7457
  %7461 = select i1 %7460, i64 %7459, i64 %7457
  store i64 %7461, ptr %cslot581, align 4
  %7462 = load i64, ptr %cslot, align 4
  %7463 = icmp sgt i64 %7419, %7462
  %7464 = select i1 %7463, i64 %7419, i64 %7462
  store i64 %7464, ptr %cslot, align 4
  %7465 = load i64, ptr %cn, align 4
  %7466 = add i64 %7465, 1
  store i64 %7466, ptr %cn, align 4
  br label %if.end619

if.end619:                                        ; preds = %if.then618, %if.end617
  %7467 = zext i16 %6602 to i32
  %7468 = shl i32 %7467, 16
  %7469 = bitcast i32 %7468 to float
  %7470 = bitcast float %7469 to i32
  %7471 = fcmp uno float %7469, %7469
  %7472 = select i1 %7471, i32 2143289344, i32 %7470
  %7473 = xor i32 %7472, 2147483647
  %7474 = icmp sge i32 %7472, 0
  %7475 = select i1 %7474, i32 %7472, i32 %7473
  %7476 = icmp sge i32 %7475, %6055
  %7477 = and i1 %6597, %7476
  br i1 %7477, label %if.then620, label %if.end621

if.then620:                                       ; preds = %if.end619
  %7478 = bitcast float %7469 to i32
  %7479 = fcmp uno float %7469, %7469
  %7480 = select i1 %7479, i32 2143289344, i32 %7478
  %7481 = xor i32 %7480, 2147483647
  %7482 = icmp sge i32 %7480, 0
  %7483 = select i1 %7482, i32 %7480, i32 %7481
  %7484 = sext i32 %7483 to i64
  %7485 = shl i64 %7484, 32
  %7486 = sub i64 4294967295, %6599
  %7487 = or i64 %7485, %7486
  %7488 = load i64, ptr %cslot586, align 4
  %7489 = load i64, ptr %cslot587, align 4
  %7490 = icmp slt i64 %7487, %7488
  %7491 = select i1 %7490, i64 %7487, i64 %7488
  %7492 = icmp sgt i64 %7491, %7489
  %7493 = select i1 %7492, i64 %7491, i64 %7489
  store i64 %7493, ptr %cslot587, align 4
  %7494 = load i64, ptr %cslot585, align 4
  %7495 = load i64, ptr %cslot586, align 4
  %7496 = icmp slt i64 %7487, %7494
  %7497 = select i1 %7496, i64 %7487, i64 %7494
  %7498 = icmp sgt i64 %7497, %7495
  %7499 = select i1 %7498, i64 %7497, i64 %7495
  store i64 %7499, ptr %cslot586, align 4
  %7500 = load i64, ptr %cslot584, align 4
  %7501 = load i64, ptr %cslot585, align 4
  %7502 = icmp slt i64 %7487, %7500
  %7503 = select i1 %7502, i64 %7487, i64 %7500
  %7504 = icmp sgt i64 %7503, %7501
  %7505 = select i1 %7504, i64 %7503, i64 %7501
  store i64 %7505, ptr %cslot585, align 4
  %7506 = load i64, ptr %cslot583, align 4
  %7507 = load i64, ptr %cslot584, align 4
  %7508 = icmp slt i64 %7487, %7506
  %7509 = select i1 %7508, i64 %7487, i64 %7506
  %7510 = icmp sgt i64 %7509, %7507
  %7511 = select i1 %7510, i64 %7509, i64 %7507
  store i64 %7511, ptr %cslot584, align 4
  %7512 = load i64, ptr %cslot582, align 4
  %7513 = load i64, ptr %cslot583, align 4
  %7514 = icmp slt i64 %7487, %7512
  %7515 = select i1 %7514, i64 %7487, i64 %7512
  %7516 = icmp sgt i64 %7515, %7513
  %7517 = select i1 %7516, i64 %7515, i64 %7513
  store i64 %7517, ptr %cslot583, align 4
  %7518 = load i64, ptr %cslot581, align 4
  %7519 = load i64, ptr %cslot582, align 4
  %7520 = icmp slt i64 %7487, %7518
  %7521 = select i1 %7520, i64 %7487, i64 %7518
  %7522 = icmp sgt i64 %7521, %7519
  %7523 = select i1 %7522, i64 %7521, i64 %7519
  store i64 %7523, ptr %cslot582, align 4
  %7524 = load i64, ptr %cslot, align 4
  %7525 = load i64, ptr %cslot581, align 4
  %7526 = icmp slt i64 %7487, %7524
  %7527 = select i1 %7526, i64 %7487, i64 %7524
  %7528 = icmp sgt i64 %7527, %7525
  %7529 = select i1 %7528, i64 %7527, i64 %7525
  store i64 %7529, ptr %cslot581, align 4
  %7530 = load i64, ptr %cslot, align 4
  %7531 = icmp sgt i64 %7487, %7530
  %7532 = select i1 %7531, i64 %7487, i64 %7530
  store i64 %7532, ptr %cslot, align 4
  %7533 = load i64, ptr %cn, align 4
  %7534 = add i64 %7533, 1
  store i64 %7534, ptr %cn, align 4
  br label %if.end621

if.end621:                                        ; preds = %if.then620, %if.end619
  %7535 = zext i16 %6618 to i32
  %7536 = shl i32 %7535, 16
  %7537 = bitcast i32 %7536 to float
  %7538 = bitcast float %7537 to i32
  %7539 = fcmp uno float %7537, %7537
  %7540 = select i1 %7539, i32 2143289344, i32 %7538
  %7541 = xor i32 %7540, 2147483647
  %7542 = icmp sge i32 %7540, 0
  %7543 = select i1 %7542, i32 %7540, i32 %7541
  %7544 = icmp sge i32 %7543, %6055
  %7545 = and i1 %6613, %7544
  br i1 %7545, label %if.then622, label %if.end623

if.then622:                                       ; preds = %if.end621
  %7546 = bitcast float %7537 to i32
  %7547 = fcmp uno float %7537, %7537
  %7548 = select i1 %7547, i32 2143289344, i32 %7546
  %7549 = xor i32 %7548, 2147483647
  %7550 = icmp sge i32 %7548, 0
  %7551 = select i1 %7550, i32 %7548, i32 %7549
  %7552 = sext i32 %7551 to i64
  %7553 = shl i64 %7552, 32
  %7554 = sub i64 4294967295, %6615
  %7555 = or i64 %7553, %7554
  %7556 = load i64, ptr %cslot586, align 4
  %7557 = load i64, ptr %cslot587, align 4
  %7558 = icmp slt i64 %7555, %7556
  %7559 = select i1 %7558, i64 %7555, i64 %7556
  %7560 = icmp sgt i64 %7559, %7557
  %7561 = select i1 %7560, i64 %7559, i64 %7557
  store i64 %7561, ptr %cslot587, align 4
  %7562 = load i64, ptr %cslot585, align 4
  %7563 = load i64, ptr %cslot586, align 4
  %7564 = icmp slt i64 %7555, %7562
  %7565 = select i1 %7564, i64 %7555, i64 %7562
  %7566 = icmp sgt i64 %7565, %7563
  %7567 = select i1 %7566, i64 %7565, i64 %7563
  store i64 %7567, ptr %cslot586, align 4
  %7568 = load i64, ptr %cslot584, align 4
  %7569 = load i64, ptr %cslot585, align 4
  %7570 = icmp slt i64 %7555, %7568
  %7571 = select i1 %7570, i64 %7555, i64 %7568
  %7572 = icmp sgt i64 %7571, %7569
  %7573 = select i1 %7572, i64 %7571, i64 %7569
  store i64 %7573, ptr %cslot585, align 4
  %7574 = load i64, ptr %cslot583, align 4
  %7575 = load i64, ptr %cslot584, align 4
  %7576 = icmp slt i64 %7555, %7574
  %7577 = select i1 %7576, i64 %7555, i64 %7574
  %7578 = icmp sgt i64 %7577, %7575
  %7579 = select i1 %7578, i64 %7577, i64 %7575
  store i64 %7579, ptr %cslot584, align 4
  %7580 = load i64, ptr %cslot582, align 4
  %7581 = load i64, ptr %cslot583, align 4
  %7582 = icmp slt i64 %7555, %7580
  %7583 = select i1 %7582, i64 %7555, i64 %7580
  %7584 = icmp sgt i64 %7583, %7581
  %7585 = select i1 %7584, i64 %7583, i64 %7581
  store i64 %7585, ptr %cslot583, align 4
  %7586 = load i64, ptr %cslot581, align 4
  %7587 = load i64, ptr %cslot582, align 4
  %7588 = icmp slt i64 %7555, %7586
  %7589 = select i1 %7588, i64 %7555, i64 %7586
  %7590 = icmp sgt i64 %7589, %7587
  %7591 = select i1 %7590, i64 %7589, i64 %7587
  store i64 %7591, ptr %cslot582, align 4
  %7592 = load i64, ptr %cslot, align 4
  %7593 = load i64, ptr %cslot581, align 4
  %7594 = icmp slt i64 %7555, %7592
  %7595 = select i1 %7594, i64 %7555, i64 %7592
  %7596 = icmp sgt i64 %7595, %7593
  %7597 = select i1 %7596, i64 %7595, i64 %7593
  store i64 %7597, ptr %cslot581, align 4
  %7598 = load i64, ptr %cslot, align 4
  %7599 = icmp sgt i64 %7555, %7598
  %7600 = select i1 %7599, i64 %7555, i64 %7598
  store i64 %7600, ptr %cslot, align 4
  %7601 = load i64, ptr %cn, align 4
  %7602 = add i64 %7601, 1
  store i64 %7602, ptr %cn, align 4
  br label %if.end623

if.end623:                                        ; preds = %if.then622, %if.end621
  %7603 = zext i16 %6634 to i32
  %7604 = shl i32 %7603, 16
  %7605 = bitcast i32 %7604 to float
  %7606 = bitcast float %7605 to i32
  %7607 = fcmp uno float %7605, %7605
  %7608 = select i1 %7607, i32 2143289344, i32 %7606
  %7609 = xor i32 %7608, 2147483647
  %7610 = icmp sge i32 %7608, 0
  %7611 = select i1 %7610, i32 %7608, i32 %7609
  %7612 = icmp sge i32 %7611, %6055
  %7613 = and i1 %6629, %7612
  br i1 %7613, label %if.then624, label %if.end625

if.then624:                                       ; preds = %if.end623
  %7614 = bitcast float %7605 to i32
  %7615 = fcmp uno float %7605, %7605
  %7616 = select i1 %7615, i32 2143289344, i32 %7614
  %7617 = xor i32 %7616, 2147483647
  %7618 = icmp sge i32 %7616, 0
  %7619 = select i1 %7618, i32 %7616, i32 %7617
  %7620 = sext i32 %7619 to i64
  %7621 = shl i64 %7620, 32
  %7622 = sub i64 4294967295, %6631
  %7623 = or i64 %7621, %7622
  %7624 = load i64, ptr %cslot586, align 4
  %7625 = load i64, ptr %cslot587, align 4
  %7626 = icmp slt i64 %7623, %7624
  %7627 = select i1 %7626, i64 %7623, i64 %7624
  %7628 = icmp sgt i64 %7627, %7625
  %7629 = select i1 %7628, i64 %7627, i64 %7625
  store i64 %7629, ptr %cslot587, align 4
  %7630 = load i64, ptr %cslot585, align 4
  %7631 = load i64, ptr %cslot586, align 4
  %7632 = icmp slt i64 %7623, %7630
  %7633 = select i1 %7632, i64 %7623, i64 %7630
  %7634 = icmp sgt i64 %7633, %7631
  %7635 = select i1 %7634, i64 %7633, i64 %7631
  store i64 %7635, ptr %cslot586, align 4
  %7636 = load i64, ptr %cslot584, align 4
  %7637 = load i64, ptr %cslot585, align 4
  %7638 = icmp slt i64 %7623, %7636
  %7639 = select i1 %7638, i64 %7623, i64 %7636
  %7640 = icmp sgt i64 %7639, %7637
  %7641 = select i1 %7640, i64 %7639, i64 %7637
  store i64 %7641, ptr %cslot585, align 4
  %7642 = load i64, ptr %cslot583, align 4
  %7643 = load i64, ptr %cslot584, align 4
  %7644 = icmp slt i64 %7623, %7642
  %7645 = select i1 %7644, i64 %7623, i64 %7642
  %7646 = icmp sgt i64 %7645, %7643
  %7647 = select i1 %7646, i64 %7645, i64 %7643
  store i64 %7647, ptr %cslot584, align 4
  %7648 = load i64, ptr %cslot582, align 4
  %7649 = load i64, ptr %cslot583, align 4
  %7650 = icmp slt i64 %7623, %7648
  %7651 = select i1 %7650, i64 %7623, i64 %7648
  %7652 = icmp sgt i64 %7651, %7649
  %7653 = select i1 %7652, i64 %7651, i64 %7649
  store i64 %7653, ptr %cslot583, align 4
  %7654 = load i64, ptr %cslot581, align 4
  %7655 = load i64, ptr %cslot582, align 4
  %7656 = icmp slt i64 %7623, %7654
  %7657 = select i1 %7656, i64 %7623, i64 %7654
  %7658 = icmp sgt i64 %7657, %7655
  %7659 = select i1 %7658, i64 %7657, i64 %7655
  store i64 %7659, ptr %cslot582, align 4
  %7660 = load i64, ptr %cslot, align 4
  %7661 = load i64, ptr %cslot581, align 4
  %7662 = icmp slt i64 %7623, %7660
  %7663 = select i1 %7662, i64 %7623, i64 %7660
  %7664 = icmp sgt i64 %7663, %7661
  %7665 = select i1 %7664, i64 %7663, i64 %7661
  store i64 %7665, ptr %cslot581, align 4
  %7666 = load i64, ptr %cslot, align 4
  %7667 = icmp sgt i64 %7623, %7666
  %7668 = select i1 %7667, i64 %7623, i64 %7666
  store i64 %7668, ptr %cslot, align 4
  %7669 = load i64, ptr %cn, align 4
  %7670 = add i64 %7669, 1
  store i64 %7670, ptr %cn, align 4
  br label %if.end625

if.end625:                                        ; preds = %if.then624, %if.end623
  %7671 = zext i16 %6650 to i32
  %7672 = shl i32 %7671, 16
  %7673 = bitcast i32 %7672 to float
  %7674 = bitcast float %7673 to i32
  %7675 = fcmp uno float %7673, %7673
  %7676 = select i1 %7675, i32 2143289344, i32 %7674
  %7677 = xor i32 %7676, 2147483647
  %7678 = icmp sge i32 %7676, 0
  %7679 = select i1 %7678, i32 %7676, i32 %7677
  %7680 = icmp sge i32 %7679, %6055
  %7681 = and i1 %6645, %7680
  br i1 %7681, label %if.then626, label %if.end627

if.then626:                                       ; preds = %if.end625
  %7682 = bitcast float %7673 to i32
  %7683 = fcmp uno float %7673, %7673
  %7684 = select i1 %7683, i32 2143289344, i32 %7682
  %7685 = xor i32 %7684, 2147483647
  %7686 = icmp sge i32 %7684, 0
  %7687 = select i1 %7686, i32 %7684, i32 %7685
  %7688 = sext i32 %7687 to i64
  %7689 = shl i64 %7688, 32
  %7690 = sub i64 4294967295, %6647
  %7691 = or i64 %7689, %7690
  %7692 = load i64, ptr %cslot586, align 4
  %7693 = load i64, ptr %cslot587, align 4
  %7694 = icmp slt i64 %7691, %7692
  %7695 = select i1 %7694, i64 %7691, i64 %7692
  %7696 = icmp sgt i64 %7695, %7693
  %7697 = select i1 %7696, i64 %7695, i64 %7693
  store i64 %7697, ptr %cslot587, align 4
  %7698 = load i64, ptr %cslot585, align 4
  %7699 = load i64, ptr %cslot586, align 4
  %7700 = icmp slt i64 %7691, %7698
  %7701 = select i1 %7700, i64 %7691, i64 %7698
  %7702 = icmp sgt i64 %7701, %7699
  %7703 = select i1 %7702, i64 %7701, i64 %7699
  store i64 %7703, ptr %cslot586, align 4
  %7704 = load i64, ptr %cslot584, align 4
  %7705 = load i64, ptr %cslot585, align 4
  %7706 = icmp slt i64 %7691, %7704
  %7707 = select i1 %7706, i64 %7691, i64 %7704
  %7708 = icmp sgt i64 %7707, %7705
  %7709 = select i1 %7708, i64 %7707, i64 %7705
  store i64 %7709, ptr %cslot585, align 4
  %7710 = load i64, ptr %cslot583, align 4
  %7711 = load i64, ptr %cslot584, align 4
  %7712 = icmp slt i64 %7691, %7710
  %7713 = select i1 %7712, i64 %7691, i64 %7710
  %7714 = icmp sgt i64 %7713, %7711
  %7715 = select i1 %7714, i64 %7713, i64 %7711
  store i64 %7715, ptr %cslot584, align 4
  %7716 = load i64, ptr %cslot582, align 4
  %7717 = load i64, ptr %cslot583, align 4
  %7718 = icmp slt i64 %7691, %7716
  %7719 = select i1 %7718, i64 %7691, i64 %7716
  %7720 = icmp sgt i64 %7719, %7717
  %7721 = select i1 %7720, i64 %7719, i64 %7717
  store i64 %7721, ptr %cslot583, align 4
  %7722 = load i64, ptr %cslot581, align 4
  %7723 = load i64, ptr %cslot582, align 4
  %7724 = icmp slt i64 %7691, %7722
  %7725 = select i1 %7724, i64 %7691, i64 %7722
  %7726 = icmp sgt i64 %7725, %7723
  %7727 = select i1 %7726, i64 %7725, i64 %7723
  store i64 %7727, ptr %cslot582, align 4
  %7728 = load i64, ptr %cslot, align 4
  %7729 = load i64, ptr %cslot581, align 4
  %7730 = icmp slt i64 %7691, %7728
  %7731 = select i1 %7730, i64 %7691, i64 %7728
  %7732 = icmp sgt i64 %7731, %7729
  %7733 = select i1 %7732, i64 %7731, i64 %7729
  store i64 %7733, ptr %cslot581, align 4
  %7734 = load i64, ptr %cslot, align 4
  %7735 = icmp sgt i64 %7691, %7734
  %7736 = select i1 %7735, i64 %7691, i64 %7734
  store i64 %7736, ptr %cslot, align 4
  %7737 = load i64, ptr %cn, align 4
  %7738 = add i64 %7737, 1
  store i64 %7738, ptr %cn, align 4
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
  %7739 = icmp slt i64 %ground.iv, 20
  br i1 %7739, label %ground.body, label %ground.exit

ground.body:                                      ; preds = %ground.head
  %7740 = load i64, ptr %prev629, align 4
  %7741 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best630, align 4
  br label %group.head631

ground.exit:                                      ; preds = %ground.head
  %7742 = load i64, ptr %prev629, align 4
  br label %over.end

group.head631:                                    ; preds = %if.end636, %ground.body
  %group.iv634 = phi i64 [ %7741, %ground.body ], [ %group.next639, %if.end636 ]
  %7743 = icmp slt i64 %group.iv634, %4457
  br i1 %7743, label %group.body632, label %group.exit633

group.body632:                                    ; preds = %group.head631
  %7744 = getelementptr i32, ptr %4460, i64 %group.iv634
  %7745 = load i32, ptr %7744, align 4
  %7746 = and i32 %7745, -65536
  %7747 = bitcast i32 %7746 to float
  %7748 = and i32 %7745, 65535
  %7749 = zext i32 %7748 to i64
  %7750 = bitcast float %7747 to i32
  %7751 = fcmp uno float %7747, %7747
  %7752 = select i1 %7751, i32 2143289344, i32 %7750
  %7753 = xor i32 %7752, 2147483647
  %7754 = icmp sge i32 %7752, 0
  %7755 = select i1 %7754, i32 %7752, i32 %7753
  %7756 = sext i32 %7755 to i64
  %7757 = shl i64 %7756, 32
  %7758 = or i64 %7757, %7749
  %7759 = ashr i64 %7758, 32
  %7760 = trunc i64 %7759 to i32
  %7761 = icmp sge i32 %7760, %6055
  br i1 %7761, label %if.then635, label %if.end636

group.exit633:                                    ; preds = %group.head631
  %7762 = load i64, ptr %best630, align 4
  %7763 = trunc i64 %7762 to i32
  %7764 = bitcast i32 %7763 to float
  %7765 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7764, i32 16, i32 31)
  %7766 = bitcast float %7765 to i32
  %7767 = lshr i64 %7762, 32
  %7768 = trunc i64 %7767 to i32
  %7769 = bitcast i32 %7768 to float
  %7770 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7769, i32 16, i32 31)
  %7771 = bitcast float %7770 to i32
  %7772 = zext i32 %7766 to i64
  %7773 = zext i32 %7771 to i64
  %7774 = shl i64 %7773, 32
  %7775 = or i64 %7774, %7772
  %7776 = icmp sgt i64 %7775, %7762
  %7777 = select i1 %7776, i64 %7775, i64 %7762
  %7778 = trunc i64 %7777 to i32
  %7779 = bitcast i32 %7778 to float
  %7780 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7779, i32 8, i32 31)
  %7781 = bitcast float %7780 to i32
  %7782 = lshr i64 %7777, 32
  %7783 = trunc i64 %7782 to i32
  %7784 = bitcast i32 %7783 to float
  %7785 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7784, i32 8, i32 31)
  %7786 = bitcast float %7785 to i32
  %7787 = zext i32 %7781 to i64
  %7788 = zext i32 %7786 to i64
  %7789 = shl i64 %7788, 32
  %7790 = or i64 %7789, %7787
  %7791 = icmp sgt i64 %7790, %7777
  %7792 = select i1 %7791, i64 %7790, i64 %7777
  %7793 = trunc i64 %7792 to i32
  %7794 = bitcast i32 %7793 to float
  %7795 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7794, i32 4, i32 31)
  %7796 = bitcast float %7795 to i32
  %7797 = lshr i64 %7792, 32
  %7798 = trunc i64 %7797 to i32
  %7799 = bitcast i32 %7798 to float
  %7800 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7799, i32 4, i32 31)
  %7801 = bitcast float %7800 to i32
  %7802 = zext i32 %7796 to i64
  %7803 = zext i32 %7801 to i64
  %7804 = shl i64 %7803, 32
  %7805 = or i64 %7804, %7802
  %7806 = icmp sgt i64 %7805, %7792
  %7807 = select i1 %7806, i64 %7805, i64 %7792
  %7808 = trunc i64 %7807 to i32
  %7809 = bitcast i32 %7808 to float
  %7810 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7809, i32 2, i32 31)
  %7811 = bitcast float %7810 to i32
  %7812 = lshr i64 %7807, 32
  %7813 = trunc i64 %7812 to i32
  %7814 = bitcast i32 %7813 to float
  %7815 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7814, i32 2, i32 31)
  %7816 = bitcast float %7815 to i32
  %7817 = zext i32 %7811 to i64
  %7818 = zext i32 %7816 to i64
  %7819 = shl i64 %7818, 32
  %7820 = or i64 %7819, %7817
  %7821 = icmp sgt i64 %7820, %7807
  %7822 = select i1 %7821, i64 %7820, i64 %7807
  %7823 = trunc i64 %7822 to i32
  %7824 = bitcast i32 %7823 to float
  %7825 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7824, i32 1, i32 31)
  %7826 = bitcast float %7825 to i32
  %7827 = lshr i64 %7822, 32
  %7828 = trunc i64 %7827 to i32
  %7829 = bitcast i32 %7828 to float
  %7830 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7829, i32 1, i32 31)
  %7831 = bitcast float %7830 to i32
  %7832 = zext i32 %7826 to i64
  %7833 = zext i32 %7831 to i64
  %7834 = shl i64 %7833, 32
  %7835 = or i64 %7834, %7832
  %7836 = icmp sgt i64 %7835, %7822
  %7837 = select i1 %7836, i64 %7835, i64 %7822
  store i64 %7837, ptr %prev629, align 4
  %7838 = icmp eq i64 %7837, -9223372036854775808
  %7839 = ashr i64 %7837, 32
  %7840 = trunc i64 %7839 to i32
  %7841 = xor i32 %7840, 2147483647
  %7842 = icmp sge i32 %7840, 0
  %7843 = select i1 %7842, i32 %7840, i32 %7841
  %7844 = bitcast i32 %7843 to float
  %7845 = and i64 %7837, 4294967295
  %7846 = sub i64 4294967295, %7845
  br i1 true, label %if.then640, label %if.end641

if.then635:                                       ; preds = %group.body632
  %7847 = udiv i64 %group.iv634, 32
  %7848 = urem i64 %group.iv634, 32
  %7849 = mul i64 %7847, 2374
  %7850 = sub i64 %6, %7849
  %7851 = icmp slt i64 %7850, 0
  %7852 = select i1 %7851, i64 0, i64 %7850
  %7853 = icmp sgt i64 %7852, 2374
  %7854 = select i1 %7853, i64 2374, i64 %7852
  br label %gcol.head

if.end636:                                        ; preds = %gcol.exit, %group.body632
  %group.next639 = add nsw i64 %group.iv634, 32
  br label %group.head631, !llvm.loop !30

gcol.head:                                        ; preds = %if.end638, %if.then635
  %gcol.iv = phi i64 [ 0, %if.then635 ], [ %gcol.next, %if.end638 ]
  %7855 = icmp slt i64 %gcol.iv, 80
  br i1 %7855, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %7856 = udiv i64 %gcol.iv, 8
  %7857 = urem i64 %gcol.iv, 8
  %7858 = mul i64 %7856, 32
  %7859 = add i64 %7858, %7848
  %7860 = mul i64 %7859, 8
  %7861 = add i64 %7860, %7857
  %7862 = icmp slt i64 %7861, %7854
  br i1 %7862, label %if.then637, label %if.end638

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end636

if.then637:                                       ; preds = %gcol.body
  %7863 = add i64 %7849, %7861
  %7864 = mul i64 %7863, 2
  %7865 = getelementptr i8, ptr %4455, i64 %7864
  %7866 = load i16, ptr %7865, align 2, !invariant.load !19
  %7867 = zext i16 %7866 to i32
  %7868 = shl i32 %7867, 16
  %7869 = bitcast i32 %7868 to float
  %7870 = bitcast float %7869 to i32
  %7871 = fcmp uno float %7869, %7869
  %7872 = select i1 %7871, i32 2143289344, i32 %7870
  %7873 = xor i32 %7872, 2147483647
  %7874 = icmp sge i32 %7872, 0
  %7875 = select i1 %7874, i32 %7872, i32 %7873
  %7876 = sext i32 %7875 to i64
  %7877 = shl i64 %7876, 32
  %7878 = sub i64 4294967295, %7863
  %7879 = or i64 %7877, %7878
  %7880 = load i64, ptr %best630, align 4
  %7881 = icmp sgt i64 %7879, %7880
  %7882 = icmp slt i64 %7879, %7740
  %7883 = and i1 %7882, %7881
  %7884 = select i1 %7883, i64 %7879, i64 %7880
  store i64 %7884, ptr %best630, align 4
  br label %if.end638

if.end638:                                        ; preds = %if.then637, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !31

if.then640:                                       ; preds = %group.exit633
  %7885 = getelementptr i64, ptr %4446, i64 %ground.iv
  %7886 = select i1 %7838, i64 -1, i64 %7846
  store i64 %7886, ptr %7885, align 4
  %7887 = getelementptr float, ptr %4449, i64 %ground.iv
  %7888 = fsub float %7844, %1772
  %7889 = fcmp uno float %7888, %7888
  %7890 = select i1 %7889, float 0x7FF8000000000000, float %7888
  %7891 = select i1 %7838, float 0xFFF0000000000000, float %7890
  store float %7891, ptr %7887, align 4
  br label %if.end641

if.end641:                                        ; preds = %if.then640, %group.exit633
  %ground.next = add nsw i64 %ground.iv, 1
  br label %ground.head, !llvm.loop !32

sround.head:                                      ; preds = %if.end644, %over.else
  %sround.iv = phi i64 [ 0, %over.else ], [ %sround.next, %if.end644 ]
  %7892 = icmp slt i64 %sround.iv, 20
  br i1 %7892, label %sround.body, label %sround.exit

sround.body:                                      ; preds = %sround.head
  %7893 = load i64, ptr %cslot, align 4
  %7894 = and i64 %23, 31
  %7895 = trunc i64 %7893 to i32
  %7896 = bitcast i32 %7895 to float
  %7897 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7896, i32 16, i32 31)
  %7898 = bitcast float %7897 to i32
  %7899 = lshr i64 %7893, 32
  %7900 = trunc i64 %7899 to i32
  %7901 = bitcast i32 %7900 to float
  %7902 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7901, i32 16, i32 31)
  %7903 = bitcast float %7902 to i32
  %7904 = zext i32 %7898 to i64
  %7905 = zext i32 %7903 to i64
  %7906 = shl i64 %7905, 32
  %7907 = or i64 %7906, %7904
  %7908 = icmp sgt i64 %7907, %7893
  %7909 = select i1 %7908, i64 %7907, i64 %7893
  %7910 = trunc i64 %7909 to i32
  %7911 = bitcast i32 %7910 to float
  %7912 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7911, i32 8, i32 31)
  %7913 = bitcast float %7912 to i32
  %7914 = lshr i64 %7909, 32
  %7915 = trunc i64 %7914 to i32
  %7916 = bitcast i32 %7915 to float
  %7917 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7916, i32 8, i32 31)
  %7918 = bitcast float %7917 to i32
  %7919 = zext i32 %7913 to i64
  %7920 = zext i32 %7918 to i64
  %7921 = shl i64 %7920, 32
  %7922 = or i64 %7921, %7919
  %7923 = icmp sgt i64 %7922, %7909
  %7924 = select i1 %7923, i64 %7922, i64 %7909
  %7925 = trunc i64 %7924 to i32
  %7926 = bitcast i32 %7925 to float
  %7927 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7926, i32 4, i32 31)
  %7928 = bitcast float %7927 to i32
  %7929 = lshr i64 %7924, 32
  %7930 = trunc i64 %7929 to i32
  %7931 = bitcast i32 %7930 to float
  %7932 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7931, i32 4, i32 31)
  %7933 = bitcast float %7932 to i32
  %7934 = zext i32 %7928 to i64
  %7935 = zext i32 %7933 to i64
  %7936 = shl i64 %7935, 32
  %7937 = or i64 %7936, %7934
  %7938 = icmp sgt i64 %7937, %7924
  %7939 = select i1 %7938, i64 %7937, i64 %7924
  %7940 = trunc i64 %7939 to i32
  %7941 = bitcast i32 %7940 to float
  %7942 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7941, i32 2, i32 31)
  %7943 = bitcast float %7942 to i32
  %7944 = lshr i64 %7939, 32
  %7945 = trunc i64 %7944 to i32
  %7946 = bitcast i32 %7945 to float
  %7947 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7946, i32 2, i32 31)
  %7948 = bitcast float %7947 to i32
  %7949 = zext i32 %7943 to i64
  %7950 = zext i32 %7948 to i64
  %7951 = shl i64 %7950, 32
  %7952 = or i64 %7951, %7949
  %7953 = icmp sgt i64 %7952, %7939
  %7954 = select i1 %7953, i64 %7952, i64 %7939
  %7955 = trunc i64 %7954 to i32
  %7956 = bitcast i32 %7955 to float
  %7957 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7956, i32 1, i32 31)
  %7958 = bitcast float %7957 to i32
  %7959 = lshr i64 %7954, 32
  %7960 = trunc i64 %7959 to i32
  %7961 = bitcast i32 %7960 to float
  %7962 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7961, i32 1, i32 31)
  %7963 = bitcast float %7962 to i32
  %7964 = zext i32 %7958 to i64
  %7965 = zext i32 %7963 to i64
  %7966 = shl i64 %7965, 32
  %7967 = or i64 %7966, %7964
  %7968 = icmp sgt i64 %7967, %7954
  %7969 = select i1 %7968, i64 %7967, i64 %7954
  store i64 %7969, ptr %last642, align 4
  %7970 = icmp eq i64 %7969, -9223372036854775808
  %7971 = ashr i64 %7969, 32
  %7972 = trunc i64 %7971 to i32
  %7973 = xor i32 %7972, 2147483647
  %7974 = icmp sge i32 %7972, 0
  %7975 = select i1 %7974, i32 %7972, i32 %7973
  %7976 = bitcast i32 %7975 to float
  %7977 = and i64 %7969, 4294967295
  %7978 = sub i64 4294967295, %7977
  br i1 true, label %if.then643, label %if.end644

sround.exit:                                      ; preds = %sround.head
  %7979 = load i64, ptr %last642, align 4
  br label %over.end

if.then643:                                       ; preds = %sround.body
  %7980 = getelementptr i64, ptr %4446, i64 %sround.iv
  %7981 = select i1 %7970, i64 -1, i64 %7978
  store i64 %7981, ptr %7980, align 4
  %7982 = getelementptr float, ptr %4449, i64 %sround.iv
  %7983 = fsub float %7976, %1772
  %7984 = fcmp uno float %7983, %7983
  %7985 = select i1 %7984, float 0x7FF8000000000000, float %7983
  %7986 = select i1 %7970, float 0xFFF0000000000000, float %7985
  store float %7986, ptr %7982, align 4
  br label %if.end644

if.end644:                                        ; preds = %if.then643, %sround.body
  %7987 = icmp ne i64 %7969, -9223372036854775808
  %7988 = icmp eq i64 %7893, %7969
  %7989 = and i1 %7988, %7987
  %7990 = load i64, ptr %cslot581, align 4
  %7991 = load i64, ptr %cslot, align 4
  %7992 = select i1 %7989, i64 %7990, i64 %7991
  store i64 %7992, ptr %cslot, align 4
  %7993 = load i64, ptr %cslot582, align 4
  %7994 = load i64, ptr %cslot581, align 4
  %7995 = select i1 %7989, i64 %7993, i64 %7994
  store i64 %7995, ptr %cslot581, align 4
  %7996 = load i64, ptr %cslot583, align 4
  %7997 = load i64, ptr %cslot582, align 4
  %7998 = select i1 %7989, i64 %7996, i64 %7997
  store i64 %7998, ptr %cslot582, align 4
  %7999 = load i64, ptr %cslot584, align 4
  %8000 = load i64, ptr %cslot583, align 4
  %8001 = select i1 %7989, i64 %7999, i64 %8000
  store i64 %8001, ptr %cslot583, align 4
  %8002 = load i64, ptr %cslot585, align 4
  %8003 = load i64, ptr %cslot584, align 4
  %8004 = select i1 %7989, i64 %8002, i64 %8003
  store i64 %8004, ptr %cslot584, align 4
  %8005 = load i64, ptr %cslot586, align 4
  %8006 = load i64, ptr %cslot585, align 4
  %8007 = select i1 %7989, i64 %8005, i64 %8006
  store i64 %8007, ptr %cslot585, align 4
  %8008 = load i64, ptr %cslot587, align 4
  %8009 = load i64, ptr %cslot586, align 4
  %8010 = select i1 %7989, i64 %8008, i64 %8009
  store i64 %8010, ptr %cslot586, align 4
  %8011 = load i64, ptr %cslot587, align 4
  %8012 = select i1 %7989, i64 -9223372036854775808, i64 %8011
  store i64 %8012, ptr %cslot587, align 4
  %sround.next = add nsw i64 %sround.iv, 1
  br label %sround.head, !llvm.loop !33

if.then645:                                       ; preds = %active.else536
  br label %inactive.head

if.end646:                                        ; preds = %inactive.exit, %active.else536
  br label %active.end537

inactive.head:                                    ; preds = %inactive.body, %if.then645
  %inactive.iv = phi i64 [ 0, %if.then645 ], [ %inactive.next, %inactive.body ]
  %8013 = icmp slt i64 %inactive.iv, 20
  br i1 %8013, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %8014 = getelementptr i64, ptr %4446, i64 %inactive.iv
  store i64 -1, ptr %8014, align 4
  %8015 = getelementptr float, ptr %4449, i64 %inactive.iv
  store float 0.000000e+00, ptr %8015, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !34

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %4451, align 4
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
  %8016 = icmp slt i64 %inactive.iv654, 20
  br i1 %8016, label %inactive.body652, label %inactive.exit653

inactive.body652:                                 ; preds = %inactive.head651
  %8017 = getelementptr i64, ptr %35, i64 %inactive.iv654
  store i64 -1, ptr %8017, align 4
  %8018 = getelementptr float, ptr %38, i64 %inactive.iv654
  store float 0.000000e+00, ptr %8018, align 4
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

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
