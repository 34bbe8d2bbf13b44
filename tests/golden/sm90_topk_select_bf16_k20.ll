; golden IR for tests/codegen/golden_test.cpp (sm_90's topk_select: a block per row, the merge in warp 0)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=sm_90;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "nvptx64-nvidia-cuda"

@block_shared = internal addrspace(3) global [7136 x i8] undef, align 16

; Function Attrs: nounwind
define void @logpjit_topk_select(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21) #0 {
entry:
  %last883 = alloca i64, align 8
  %best871 = alloca i64, align 8
  %prev870 = alloca i64, align 8
  %cn = alloca i64, align 8
  %cslot828 = alloca i64, align 8
  %cslot827 = alloca i64, align 8
  %cslot826 = alloca i64, align 8
  %cslot825 = alloca i64, align 8
  %cslot824 = alloca i64, align 8
  %cslot823 = alloca i64, align 8
  %cslot822 = alloca i64, align 8
  %cslot = alloca i64, align 8
  %last821 = alloca i64, align 8
  %gcopy820 = alloca i64, align 8
  %gcopy819 = alloca i64, align 8
  %gcopy818 = alloca i64, align 8
  %gcopy817 = alloca i64, align 8
  %gcopy816 = alloca i64, align 8
  %gcopy815 = alloca i64, align 8
  %gcopy814 = alloca i64, align 8
  %gcopy = alloca i64, align 8
  %best = alloca i64, align 8
  %prev = alloca i64, align 8
  %theta = alloca i32, align 4
  %gn = alloca i64, align 8
  %gslot797 = alloca i64, align 8
  %gslot796 = alloca i64, align 8
  %gslot795 = alloca i64, align 8
  %gslot794 = alloca i64, align 8
  %gslot793 = alloca i64, align 8
  %gslot792 = alloca i64, align 8
  %gslot791 = alloca i64, align 8
  %gslot = alloca i64, align 8
  %last = alloca i64, align 8
  %gtop790 = alloca i64, align 8
  %gtop = alloca i64, align 8
  %above787 = alloca i64, align 8
  %exactabove = alloca i64, align 8
  %above779 = alloca i64, align 8
  %nantiles = alloca i64, align 8
  %place761 = alloca i64, align 8
  %place415 = alloca i32, align 4
  %total = alloca float, align 4
  %reached = alloca i1, align 1
  %place398 = alloca i64, align 8
  %place = alloca i32, align 4
  %exact = alloca i64, align 8
  %above72 = alloca i64, align 8
  %sorted = alloca i64, align 8
  %sorted32 = alloca i32, align 4
  %cachedmax = alloca i32, align 4
  %cached35 = alloca i32, align 4
  %cached34 = alloca i32, align 4
  %cached33 = alloca i32, align 4
  %cached32 = alloca i32, align 4
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
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"()
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
  %153 = add i64 0, %152
  %154 = icmp ult i64 %153, %143
  %155 = select i1 %154, i64 %153, i64 0
  %156 = mul i64 0, %17
  %157 = add i64 %156, %25
  %158 = mul i64 %157, %143
  %159 = add i64 %158, %155
  %160 = mul i64 %159, 2
  %161 = add i64 %160, 0
  %162 = getelementptr float, ptr %142, i64 %161
  %163 = load float, ptr %162, align 4
  %164 = select i1 %154, float %163, float 0xFFF0000000000000
  %165 = mul i64 0, %17
  %166 = add i64 %165, %25
  %167 = mul i64 %166, %143
  %168 = add i64 %167, %155
  %169 = mul i64 %168, 2
  %170 = add i64 %169, 1
  %171 = getelementptr float, ptr %142, i64 %170
  %172 = load float, ptr %171, align 4
  %173 = select i1 %154, float %172, float 0.000000e+00
  %174 = add i64 32, %152
  %175 = icmp ult i64 %174, %143
  %176 = select i1 %175, i64 %174, i64 0
  %177 = mul i64 0, %17
  %178 = add i64 %177, %25
  %179 = mul i64 %178, %143
  %180 = add i64 %179, %176
  %181 = mul i64 %180, 2
  %182 = add i64 %181, 0
  %183 = getelementptr float, ptr %142, i64 %182
  %184 = load float, ptr %183, align 4
  %185 = select i1 %175, float %184, float 0xFFF0000000000000
  %186 = mul i64 0, %17
  %187 = add i64 %186, %25
  %188 = mul i64 %187, %143
  %189 = add i64 %188, %176
  %190 = mul i64 %189, 2
  %191 = add i64 %190, 1
  %192 = getelementptr float, ptr %142, i64 %191
  %193 = load float, ptr %192, align 4
  %194 = select i1 %175, float %193, float 0.000000e+00
  %195 = load float, ptr %M, align 4
  %196 = call float @llvm.maximum.f32(float %195, float %164)
  store float %196, ptr %M, align 4
  %197 = load float, ptr %M, align 4
  %198 = call float @llvm.maximum.f32(float %197, float %185)
  store float %198, ptr %M, align 4
  %199 = add i64 %143, 31
  %200 = lshr i64 %199, 5
  br label %jmax.head

if.end2:                                          ; preds = %if.end18, %if.end
  br i1 %32, label %active.then, label %active.else

jmax.head:                                        ; preds = %jmax.body, %if.then1
  %jmax.iv = phi i64 [ 2, %if.then1 ], [ %jmax.next, %jmax.body ]
  %201 = icmp slt i64 %jmax.iv, %200
  br i1 %201, label %jmax.body, label %jmax.exit

jmax.body:                                        ; preds = %jmax.head
  %202 = shl i64 %jmax.iv, 5
  %203 = add i64 %202, %152
  %204 = icmp ult i64 %203, %143
  %205 = select i1 %204, i64 %203, i64 0
  %206 = mul i64 0, %17
  %207 = add i64 %206, %25
  %208 = mul i64 %207, %143
  %209 = add i64 %208, %205
  %210 = mul i64 %209, 2
  %211 = add i64 %210, 0
  %212 = getelementptr float, ptr %142, i64 %211
  %213 = load float, ptr %212, align 4
  %214 = select i1 %204, float %213, float 0xFFF0000000000000
  %215 = load float, ptr %M, align 4
  %216 = call float @llvm.maximum.f32(float %215, float %214)
  store float %216, ptr %M, align 4
  %jmax.next = add nsw i64 %jmax.iv, 1
  br label %jmax.head, !llvm.loop !3

jmax.exit:                                        ; preds = %jmax.head
  %217 = load float, ptr %M, align 4
  %218 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %217, i32 16, i32 31)
  %219 = call float @llvm.maximum.f32(float %217, float %218)
  %220 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %219, i32 8, i32 31)
  %221 = call float @llvm.maximum.f32(float %219, float %220)
  %222 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %221, i32 4, i32 31)
  %223 = call float @llvm.maximum.f32(float %221, float %222)
  %224 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %223, i32 2, i32 31)
  %225 = call float @llvm.maximum.f32(float %223, float %224)
  %226 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %225, i32 1, i32 31)
  %227 = call float @llvm.maximum.f32(float %225, float %226)
  store float %227, ptr %M, align 4
  %228 = load float, ptr %M, align 4
  %229 = sub i64 %143, 0
  %230 = icmp sgt i64 %229, 0
  br i1 %230, label %if.then3, label %if.end4

if.then3:                                         ; preds = %jmax.exit
  %231 = fcmp oeq float %164, 0xFFF0000000000000
  %232 = fsub float %164, %228
  %233 = fmul float %232, 0x3FF7154760000000
  %234 = call float @llvm.nvvm.ex2.approx.ftz.f(float %233)
  %235 = select i1 %231, float 0.000000e+00, float %234
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %236 = add i64 0, %152
  %237 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %236
  store float %173, ptr addrspace(3) %237, align 4
  %238 = add i64 32, %152
  %239 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %238
  store float %235, ptr addrspace(3) %239, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %240 = load <4 x float>, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), align 16
  %241 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 32), align 16
  %242 = extractelement <4 x float> %241, i64 0
  %243 = extractelement <4 x float> %240, i64 0
  %244 = load float, ptr %S, align 4
  %245 = call float @llvm.fma.f32(float %243, float %242, float %244)
  store float %245, ptr %S, align 4
  %246 = extractelement <4 x float> %241, i64 1
  %247 = extractelement <4 x float> %240, i64 1
  %248 = load float, ptr %S, align 4
  %249 = call float @llvm.fma.f32(float %247, float %246, float %248)
  store float %249, ptr %S, align 4
  %250 = extractelement <4 x float> %241, i64 2
  %251 = extractelement <4 x float> %240, i64 2
  %252 = load float, ptr %S, align 4
  %253 = call float @llvm.fma.f32(float %251, float %250, float %252)
  store float %253, ptr %S, align 4
  %254 = extractelement <4 x float> %241, i64 3
  %255 = extractelement <4 x float> %240, i64 3
  %256 = load float, ptr %S, align 4
  %257 = call float @llvm.fma.f32(float %255, float %254, float %256)
  store float %257, ptr %S, align 4
  %258 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 4), align 16
  %259 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 36), align 16
  %260 = extractelement <4 x float> %259, i64 0
  %261 = extractelement <4 x float> %258, i64 0
  %262 = load float, ptr %S, align 4
  %263 = call float @llvm.fma.f32(float %261, float %260, float %262)
  store float %263, ptr %S, align 4
  %264 = extractelement <4 x float> %259, i64 1
  %265 = extractelement <4 x float> %258, i64 1
  %266 = load float, ptr %S, align 4
  %267 = call float @llvm.fma.f32(float %265, float %264, float %266)
  store float %267, ptr %S, align 4
  %268 = extractelement <4 x float> %259, i64 2
  %269 = extractelement <4 x float> %258, i64 2
  %270 = load float, ptr %S, align 4
  %271 = call float @llvm.fma.f32(float %269, float %268, float %270)
  store float %271, ptr %S, align 4
  %272 = extractelement <4 x float> %259, i64 3
  %273 = extractelement <4 x float> %258, i64 3
  %274 = load float, ptr %S, align 4
  %275 = call float @llvm.fma.f32(float %273, float %272, float %274)
  store float %275, ptr %S, align 4
  %276 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 8), align 16
  %277 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 40), align 16
  %278 = extractelement <4 x float> %277, i64 0
  %279 = extractelement <4 x float> %276, i64 0
  %280 = load float, ptr %S, align 4
  %281 = call float @llvm.fma.f32(float %279, float %278, float %280)
  store float %281, ptr %S, align 4
  %282 = extractelement <4 x float> %277, i64 1
  %283 = extractelement <4 x float> %276, i64 1
  %284 = load float, ptr %S, align 4
  %285 = call float @llvm.fma.f32(float %283, float %282, float %284)
  store float %285, ptr %S, align 4
  %286 = extractelement <4 x float> %277, i64 2
  %287 = extractelement <4 x float> %276, i64 2
  %288 = load float, ptr %S, align 4
  %289 = call float @llvm.fma.f32(float %287, float %286, float %288)
  store float %289, ptr %S, align 4
  %290 = extractelement <4 x float> %277, i64 3
  %291 = extractelement <4 x float> %276, i64 3
  %292 = load float, ptr %S, align 4
  %293 = call float @llvm.fma.f32(float %291, float %290, float %292)
  store float %293, ptr %S, align 4
  %294 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 12), align 16
  %295 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 44), align 16
  %296 = extractelement <4 x float> %295, i64 0
  %297 = extractelement <4 x float> %294, i64 0
  %298 = load float, ptr %S, align 4
  %299 = call float @llvm.fma.f32(float %297, float %296, float %298)
  store float %299, ptr %S, align 4
  %300 = extractelement <4 x float> %295, i64 1
  %301 = extractelement <4 x float> %294, i64 1
  %302 = load float, ptr %S, align 4
  %303 = call float @llvm.fma.f32(float %301, float %300, float %302)
  store float %303, ptr %S, align 4
  %304 = extractelement <4 x float> %295, i64 2
  %305 = extractelement <4 x float> %294, i64 2
  %306 = load float, ptr %S, align 4
  %307 = call float @llvm.fma.f32(float %305, float %304, float %306)
  store float %307, ptr %S, align 4
  %308 = extractelement <4 x float> %295, i64 3
  %309 = extractelement <4 x float> %294, i64 3
  %310 = load float, ptr %S, align 4
  %311 = call float @llvm.fma.f32(float %309, float %308, float %310)
  store float %311, ptr %S, align 4
  %312 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 16), align 16
  %313 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 48), align 16
  %314 = extractelement <4 x float> %313, i64 0
  %315 = extractelement <4 x float> %312, i64 0
  %316 = load float, ptr %S, align 4
  %317 = call float @llvm.fma.f32(float %315, float %314, float %316)
  store float %317, ptr %S, align 4
  %318 = extractelement <4 x float> %313, i64 1
  %319 = extractelement <4 x float> %312, i64 1
  %320 = load float, ptr %S, align 4
  %321 = call float @llvm.fma.f32(float %319, float %318, float %320)
  store float %321, ptr %S, align 4
  %322 = extractelement <4 x float> %313, i64 2
  %323 = extractelement <4 x float> %312, i64 2
  %324 = load float, ptr %S, align 4
  %325 = call float @llvm.fma.f32(float %323, float %322, float %324)
  store float %325, ptr %S, align 4
  %326 = extractelement <4 x float> %313, i64 3
  %327 = extractelement <4 x float> %312, i64 3
  %328 = load float, ptr %S, align 4
  %329 = call float @llvm.fma.f32(float %327, float %326, float %328)
  store float %329, ptr %S, align 4
  %330 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 20), align 16
  %331 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 52), align 16
  %332 = extractelement <4 x float> %331, i64 0
  %333 = extractelement <4 x float> %330, i64 0
  %334 = load float, ptr %S, align 4
  %335 = call float @llvm.fma.f32(float %333, float %332, float %334)
  store float %335, ptr %S, align 4
  %336 = extractelement <4 x float> %331, i64 1
  %337 = extractelement <4 x float> %330, i64 1
  %338 = load float, ptr %S, align 4
  %339 = call float @llvm.fma.f32(float %337, float %336, float %338)
  store float %339, ptr %S, align 4
  %340 = extractelement <4 x float> %331, i64 2
  %341 = extractelement <4 x float> %330, i64 2
  %342 = load float, ptr %S, align 4
  %343 = call float @llvm.fma.f32(float %341, float %340, float %342)
  store float %343, ptr %S, align 4
  %344 = extractelement <4 x float> %331, i64 3
  %345 = extractelement <4 x float> %330, i64 3
  %346 = load float, ptr %S, align 4
  %347 = call float @llvm.fma.f32(float %345, float %344, float %346)
  store float %347, ptr %S, align 4
  %348 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 24), align 16
  %349 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 56), align 16
  %350 = extractelement <4 x float> %349, i64 0
  %351 = extractelement <4 x float> %348, i64 0
  %352 = load float, ptr %S, align 4
  %353 = call float @llvm.fma.f32(float %351, float %350, float %352)
  store float %353, ptr %S, align 4
  %354 = extractelement <4 x float> %349, i64 1
  %355 = extractelement <4 x float> %348, i64 1
  %356 = load float, ptr %S, align 4
  %357 = call float @llvm.fma.f32(float %355, float %354, float %356)
  store float %357, ptr %S, align 4
  %358 = extractelement <4 x float> %349, i64 2
  %359 = extractelement <4 x float> %348, i64 2
  %360 = load float, ptr %S, align 4
  %361 = call float @llvm.fma.f32(float %359, float %358, float %360)
  store float %361, ptr %S, align 4
  %362 = extractelement <4 x float> %349, i64 3
  %363 = extractelement <4 x float> %348, i64 3
  %364 = load float, ptr %S, align 4
  %365 = call float @llvm.fma.f32(float %363, float %362, float %364)
  store float %365, ptr %S, align 4
  %366 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 28), align 16
  %367 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 60), align 16
  %368 = extractelement <4 x float> %367, i64 0
  %369 = extractelement <4 x float> %366, i64 0
  %370 = load float, ptr %S, align 4
  %371 = call float @llvm.fma.f32(float %369, float %368, float %370)
  store float %371, ptr %S, align 4
  %372 = extractelement <4 x float> %367, i64 1
  %373 = extractelement <4 x float> %366, i64 1
  %374 = load float, ptr %S, align 4
  %375 = call float @llvm.fma.f32(float %373, float %372, float %374)
  store float %375, ptr %S, align 4
  %376 = extractelement <4 x float> %367, i64 2
  %377 = extractelement <4 x float> %366, i64 2
  %378 = load float, ptr %S, align 4
  %379 = call float @llvm.fma.f32(float %377, float %376, float %378)
  store float %379, ptr %S, align 4
  %380 = extractelement <4 x float> %367, i64 3
  %381 = extractelement <4 x float> %366, i64 3
  %382 = load float, ptr %S, align 4
  %383 = call float @llvm.fma.f32(float %381, float %380, float %382)
  store float %383, ptr %S, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %jmax.exit
  %384 = sub i64 %143, 32
  %385 = icmp sgt i64 %384, 0
  br i1 %385, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end4
  %386 = fcmp oeq float %185, 0xFFF0000000000000
  %387 = fsub float %185, %228
  %388 = fmul float %387, 0x3FF7154760000000
  %389 = call float @llvm.nvvm.ex2.approx.ftz.f(float %388)
  %390 = select i1 %386, float 0.000000e+00, float %389
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %391 = add i64 0, %152
  %392 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %391
  store float %194, ptr addrspace(3) %392, align 4
  %393 = add i64 32, %152
  %394 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %393
  store float %390, ptr addrspace(3) %394, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %395 = load <4 x float>, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), align 16
  %396 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 32), align 16
  %397 = extractelement <4 x float> %396, i64 0
  %398 = extractelement <4 x float> %395, i64 0
  %399 = load float, ptr %S, align 4
  %400 = call float @llvm.fma.f32(float %398, float %397, float %399)
  store float %400, ptr %S, align 4
  %401 = extractelement <4 x float> %396, i64 1
  %402 = extractelement <4 x float> %395, i64 1
  %403 = load float, ptr %S, align 4
  %404 = call float @llvm.fma.f32(float %402, float %401, float %403)
  store float %404, ptr %S, align 4
  %405 = extractelement <4 x float> %396, i64 2
  %406 = extractelement <4 x float> %395, i64 2
  %407 = load float, ptr %S, align 4
  %408 = call float @llvm.fma.f32(float %406, float %405, float %407)
  store float %408, ptr %S, align 4
  %409 = extractelement <4 x float> %396, i64 3
  %410 = extractelement <4 x float> %395, i64 3
  %411 = load float, ptr %S, align 4
  %412 = call float @llvm.fma.f32(float %410, float %409, float %411)
  store float %412, ptr %S, align 4
  %413 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 4), align 16
  %414 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 36), align 16
  %415 = extractelement <4 x float> %414, i64 0
  %416 = extractelement <4 x float> %413, i64 0
  %417 = load float, ptr %S, align 4
  %418 = call float @llvm.fma.f32(float %416, float %415, float %417)
  store float %418, ptr %S, align 4
  %419 = extractelement <4 x float> %414, i64 1
  %420 = extractelement <4 x float> %413, i64 1
  %421 = load float, ptr %S, align 4
  %422 = call float @llvm.fma.f32(float %420, float %419, float %421)
  store float %422, ptr %S, align 4
  %423 = extractelement <4 x float> %414, i64 2
  %424 = extractelement <4 x float> %413, i64 2
  %425 = load float, ptr %S, align 4
  %426 = call float @llvm.fma.f32(float %424, float %423, float %425)
  store float %426, ptr %S, align 4
  %427 = extractelement <4 x float> %414, i64 3
  %428 = extractelement <4 x float> %413, i64 3
  %429 = load float, ptr %S, align 4
  %430 = call float @llvm.fma.f32(float %428, float %427, float %429)
  store float %430, ptr %S, align 4
  %431 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 8), align 16
  %432 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 40), align 16
  %433 = extractelement <4 x float> %432, i64 0
  %434 = extractelement <4 x float> %431, i64 0
  %435 = load float, ptr %S, align 4
  %436 = call float @llvm.fma.f32(float %434, float %433, float %435)
  store float %436, ptr %S, align 4
  %437 = extractelement <4 x float> %432, i64 1
  %438 = extractelement <4 x float> %431, i64 1
  %439 = load float, ptr %S, align 4
  %440 = call float @llvm.fma.f32(float %438, float %437, float %439)
  store float %440, ptr %S, align 4
  %441 = extractelement <4 x float> %432, i64 2
  %442 = extractelement <4 x float> %431, i64 2
  %443 = load float, ptr %S, align 4
  %444 = call float @llvm.fma.f32(float %442, float %441, float %443)
  store float %444, ptr %S, align 4
  %445 = extractelement <4 x float> %432, i64 3
  %446 = extractelement <4 x float> %431, i64 3
  %447 = load float, ptr %S, align 4
  %448 = call float @llvm.fma.f32(float %446, float %445, float %447)
  store float %448, ptr %S, align 4
  %449 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 12), align 16
  %450 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 44), align 16
  %451 = extractelement <4 x float> %450, i64 0
  %452 = extractelement <4 x float> %449, i64 0
  %453 = load float, ptr %S, align 4
  %454 = call float @llvm.fma.f32(float %452, float %451, float %453)
  store float %454, ptr %S, align 4
  %455 = extractelement <4 x float> %450, i64 1
  %456 = extractelement <4 x float> %449, i64 1
  %457 = load float, ptr %S, align 4
  %458 = call float @llvm.fma.f32(float %456, float %455, float %457)
  store float %458, ptr %S, align 4
  %459 = extractelement <4 x float> %450, i64 2
  %460 = extractelement <4 x float> %449, i64 2
  %461 = load float, ptr %S, align 4
  %462 = call float @llvm.fma.f32(float %460, float %459, float %461)
  store float %462, ptr %S, align 4
  %463 = extractelement <4 x float> %450, i64 3
  %464 = extractelement <4 x float> %449, i64 3
  %465 = load float, ptr %S, align 4
  %466 = call float @llvm.fma.f32(float %464, float %463, float %465)
  store float %466, ptr %S, align 4
  %467 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 16), align 16
  %468 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 48), align 16
  %469 = extractelement <4 x float> %468, i64 0
  %470 = extractelement <4 x float> %467, i64 0
  %471 = load float, ptr %S, align 4
  %472 = call float @llvm.fma.f32(float %470, float %469, float %471)
  store float %472, ptr %S, align 4
  %473 = extractelement <4 x float> %468, i64 1
  %474 = extractelement <4 x float> %467, i64 1
  %475 = load float, ptr %S, align 4
  %476 = call float @llvm.fma.f32(float %474, float %473, float %475)
  store float %476, ptr %S, align 4
  %477 = extractelement <4 x float> %468, i64 2
  %478 = extractelement <4 x float> %467, i64 2
  %479 = load float, ptr %S, align 4
  %480 = call float @llvm.fma.f32(float %478, float %477, float %479)
  store float %480, ptr %S, align 4
  %481 = extractelement <4 x float> %468, i64 3
  %482 = extractelement <4 x float> %467, i64 3
  %483 = load float, ptr %S, align 4
  %484 = call float @llvm.fma.f32(float %482, float %481, float %483)
  store float %484, ptr %S, align 4
  %485 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 20), align 16
  %486 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 52), align 16
  %487 = extractelement <4 x float> %486, i64 0
  %488 = extractelement <4 x float> %485, i64 0
  %489 = load float, ptr %S, align 4
  %490 = call float @llvm.fma.f32(float %488, float %487, float %489)
  store float %490, ptr %S, align 4
  %491 = extractelement <4 x float> %486, i64 1
  %492 = extractelement <4 x float> %485, i64 1
  %493 = load float, ptr %S, align 4
  %494 = call float @llvm.fma.f32(float %492, float %491, float %493)
  store float %494, ptr %S, align 4
  %495 = extractelement <4 x float> %486, i64 2
  %496 = extractelement <4 x float> %485, i64 2
  %497 = load float, ptr %S, align 4
  %498 = call float @llvm.fma.f32(float %496, float %495, float %497)
  store float %498, ptr %S, align 4
  %499 = extractelement <4 x float> %486, i64 3
  %500 = extractelement <4 x float> %485, i64 3
  %501 = load float, ptr %S, align 4
  %502 = call float @llvm.fma.f32(float %500, float %499, float %501)
  store float %502, ptr %S, align 4
  %503 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 24), align 16
  %504 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 56), align 16
  %505 = extractelement <4 x float> %504, i64 0
  %506 = extractelement <4 x float> %503, i64 0
  %507 = load float, ptr %S, align 4
  %508 = call float @llvm.fma.f32(float %506, float %505, float %507)
  store float %508, ptr %S, align 4
  %509 = extractelement <4 x float> %504, i64 1
  %510 = extractelement <4 x float> %503, i64 1
  %511 = load float, ptr %S, align 4
  %512 = call float @llvm.fma.f32(float %510, float %509, float %511)
  store float %512, ptr %S, align 4
  %513 = extractelement <4 x float> %504, i64 2
  %514 = extractelement <4 x float> %503, i64 2
  %515 = load float, ptr %S, align 4
  %516 = call float @llvm.fma.f32(float %514, float %513, float %515)
  store float %516, ptr %S, align 4
  %517 = extractelement <4 x float> %504, i64 3
  %518 = extractelement <4 x float> %503, i64 3
  %519 = load float, ptr %S, align 4
  %520 = call float @llvm.fma.f32(float %518, float %517, float %519)
  store float %520, ptr %S, align 4
  %521 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 28), align 16
  %522 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 60), align 16
  %523 = extractelement <4 x float> %522, i64 0
  %524 = extractelement <4 x float> %521, i64 0
  %525 = load float, ptr %S, align 4
  %526 = call float @llvm.fma.f32(float %524, float %523, float %525)
  store float %526, ptr %S, align 4
  %527 = extractelement <4 x float> %522, i64 1
  %528 = extractelement <4 x float> %521, i64 1
  %529 = load float, ptr %S, align 4
  %530 = call float @llvm.fma.f32(float %528, float %527, float %529)
  store float %530, ptr %S, align 4
  %531 = extractelement <4 x float> %522, i64 2
  %532 = extractelement <4 x float> %521, i64 2
  %533 = load float, ptr %S, align 4
  %534 = call float @llvm.fma.f32(float %532, float %531, float %533)
  store float %534, ptr %S, align 4
  %535 = extractelement <4 x float> %522, i64 3
  %536 = extractelement <4 x float> %521, i64 3
  %537 = load float, ptr %S, align 4
  %538 = call float @llvm.fma.f32(float %536, float %535, float %537)
  store float %538, ptr %S, align 4
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.end4
  br label %jsum.head

jsum.head:                                        ; preds = %jsum.body, %if.end6
  %jsum.iv = phi i64 [ 2, %if.end6 ], [ %jsum.next, %jsum.body ]
  %539 = icmp slt i64 %jsum.iv, %200
  br i1 %539, label %jsum.body, label %jsum.exit

jsum.body:                                        ; preds = %jsum.head
  %540 = shl i64 %jsum.iv, 5
  %541 = sub i64 %143, %540
  %542 = shl i64 %jsum.iv, 5
  %543 = add i64 %542, %152
  %544 = icmp ult i64 %543, %143
  %545 = select i1 %544, i64 %543, i64 0
  %546 = mul i64 0, %17
  %547 = add i64 %546, %25
  %548 = mul i64 %547, %143
  %549 = add i64 %548, %545
  %550 = mul i64 %549, 2
  %551 = add i64 %550, 0
  %552 = getelementptr float, ptr %142, i64 %551
  %553 = load float, ptr %552, align 4
  %554 = select i1 %544, float %553, float 0xFFF0000000000000
  %555 = mul i64 0, %17
  %556 = add i64 %555, %25
  %557 = mul i64 %556, %143
  %558 = add i64 %557, %545
  %559 = mul i64 %558, 2
  %560 = add i64 %559, 1
  %561 = getelementptr float, ptr %142, i64 %560
  %562 = load float, ptr %561, align 4
  %563 = select i1 %544, float %562, float 0.000000e+00
  %564 = fcmp oeq float %554, 0xFFF0000000000000
  %565 = fsub float %554, %228
  %566 = fmul float %565, 0x3FF7154760000000
  %567 = call float @llvm.nvvm.ex2.approx.ftz.f(float %566)
  %568 = select i1 %564, float 0.000000e+00, float %567
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %569 = add i64 0, %152
  %570 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %569
  store float %563, ptr addrspace(3) %570, align 4
  %571 = add i64 32, %152
  %572 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %571
  store float %568, ptr addrspace(3) %572, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %573 = load <4 x float>, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), align 16
  %574 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 32), align 16
  %575 = extractelement <4 x float> %574, i64 0
  %576 = extractelement <4 x float> %573, i64 0
  %577 = load float, ptr %S, align 4
  %578 = call float @llvm.fma.f32(float %576, float %575, float %577)
  store float %578, ptr %S, align 4
  %579 = extractelement <4 x float> %574, i64 1
  %580 = extractelement <4 x float> %573, i64 1
  %581 = load float, ptr %S, align 4
  %582 = call float @llvm.fma.f32(float %580, float %579, float %581)
  store float %582, ptr %S, align 4
  %583 = extractelement <4 x float> %574, i64 2
  %584 = extractelement <4 x float> %573, i64 2
  %585 = load float, ptr %S, align 4
  %586 = call float @llvm.fma.f32(float %584, float %583, float %585)
  store float %586, ptr %S, align 4
  %587 = extractelement <4 x float> %574, i64 3
  %588 = extractelement <4 x float> %573, i64 3
  %589 = load float, ptr %S, align 4
  %590 = call float @llvm.fma.f32(float %588, float %587, float %589)
  store float %590, ptr %S, align 4
  %591 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 4), align 16
  %592 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 36), align 16
  %593 = extractelement <4 x float> %592, i64 0
  %594 = extractelement <4 x float> %591, i64 0
  %595 = load float, ptr %S, align 4
  %596 = call float @llvm.fma.f32(float %594, float %593, float %595)
  store float %596, ptr %S, align 4
  %597 = extractelement <4 x float> %592, i64 1
  %598 = extractelement <4 x float> %591, i64 1
  %599 = load float, ptr %S, align 4
  %600 = call float @llvm.fma.f32(float %598, float %597, float %599)
  store float %600, ptr %S, align 4
  %601 = extractelement <4 x float> %592, i64 2
  %602 = extractelement <4 x float> %591, i64 2
  %603 = load float, ptr %S, align 4
  %604 = call float @llvm.fma.f32(float %602, float %601, float %603)
  store float %604, ptr %S, align 4
  %605 = extractelement <4 x float> %592, i64 3
  %606 = extractelement <4 x float> %591, i64 3
  %607 = load float, ptr %S, align 4
  %608 = call float @llvm.fma.f32(float %606, float %605, float %607)
  store float %608, ptr %S, align 4
  %609 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 8), align 16
  %610 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 40), align 16
  %611 = extractelement <4 x float> %610, i64 0
  %612 = extractelement <4 x float> %609, i64 0
  %613 = load float, ptr %S, align 4
  %614 = call float @llvm.fma.f32(float %612, float %611, float %613)
  store float %614, ptr %S, align 4
  %615 = extractelement <4 x float> %610, i64 1
  %616 = extractelement <4 x float> %609, i64 1
  %617 = load float, ptr %S, align 4
  %618 = call float @llvm.fma.f32(float %616, float %615, float %617)
  store float %618, ptr %S, align 4
  %619 = extractelement <4 x float> %610, i64 2
  %620 = extractelement <4 x float> %609, i64 2
  %621 = load float, ptr %S, align 4
  %622 = call float @llvm.fma.f32(float %620, float %619, float %621)
  store float %622, ptr %S, align 4
  %623 = extractelement <4 x float> %610, i64 3
  %624 = extractelement <4 x float> %609, i64 3
  %625 = load float, ptr %S, align 4
  %626 = call float @llvm.fma.f32(float %624, float %623, float %625)
  store float %626, ptr %S, align 4
  %627 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 12), align 16
  %628 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 44), align 16
  %629 = extractelement <4 x float> %628, i64 0
  %630 = extractelement <4 x float> %627, i64 0
  %631 = load float, ptr %S, align 4
  %632 = call float @llvm.fma.f32(float %630, float %629, float %631)
  store float %632, ptr %S, align 4
  %633 = extractelement <4 x float> %628, i64 1
  %634 = extractelement <4 x float> %627, i64 1
  %635 = load float, ptr %S, align 4
  %636 = call float @llvm.fma.f32(float %634, float %633, float %635)
  store float %636, ptr %S, align 4
  %637 = extractelement <4 x float> %628, i64 2
  %638 = extractelement <4 x float> %627, i64 2
  %639 = load float, ptr %S, align 4
  %640 = call float @llvm.fma.f32(float %638, float %637, float %639)
  store float %640, ptr %S, align 4
  %641 = extractelement <4 x float> %628, i64 3
  %642 = extractelement <4 x float> %627, i64 3
  %643 = load float, ptr %S, align 4
  %644 = call float @llvm.fma.f32(float %642, float %641, float %643)
  store float %644, ptr %S, align 4
  %645 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 16), align 16
  %646 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 48), align 16
  %647 = extractelement <4 x float> %646, i64 0
  %648 = extractelement <4 x float> %645, i64 0
  %649 = load float, ptr %S, align 4
  %650 = call float @llvm.fma.f32(float %648, float %647, float %649)
  store float %650, ptr %S, align 4
  %651 = extractelement <4 x float> %646, i64 1
  %652 = extractelement <4 x float> %645, i64 1
  %653 = load float, ptr %S, align 4
  %654 = call float @llvm.fma.f32(float %652, float %651, float %653)
  store float %654, ptr %S, align 4
  %655 = extractelement <4 x float> %646, i64 2
  %656 = extractelement <4 x float> %645, i64 2
  %657 = load float, ptr %S, align 4
  %658 = call float @llvm.fma.f32(float %656, float %655, float %657)
  store float %658, ptr %S, align 4
  %659 = extractelement <4 x float> %646, i64 3
  %660 = extractelement <4 x float> %645, i64 3
  %661 = load float, ptr %S, align 4
  %662 = call float @llvm.fma.f32(float %660, float %659, float %661)
  store float %662, ptr %S, align 4
  %663 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 20), align 16
  %664 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 52), align 16
  %665 = extractelement <4 x float> %664, i64 0
  %666 = extractelement <4 x float> %663, i64 0
  %667 = load float, ptr %S, align 4
  %668 = call float @llvm.fma.f32(float %666, float %665, float %667)
  store float %668, ptr %S, align 4
  %669 = extractelement <4 x float> %664, i64 1
  %670 = extractelement <4 x float> %663, i64 1
  %671 = load float, ptr %S, align 4
  %672 = call float @llvm.fma.f32(float %670, float %669, float %671)
  store float %672, ptr %S, align 4
  %673 = extractelement <4 x float> %664, i64 2
  %674 = extractelement <4 x float> %663, i64 2
  %675 = load float, ptr %S, align 4
  %676 = call float @llvm.fma.f32(float %674, float %673, float %675)
  store float %676, ptr %S, align 4
  %677 = extractelement <4 x float> %664, i64 3
  %678 = extractelement <4 x float> %663, i64 3
  %679 = load float, ptr %S, align 4
  %680 = call float @llvm.fma.f32(float %678, float %677, float %679)
  store float %680, ptr %S, align 4
  %681 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 24), align 16
  %682 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 56), align 16
  %683 = extractelement <4 x float> %682, i64 0
  %684 = extractelement <4 x float> %681, i64 0
  %685 = load float, ptr %S, align 4
  %686 = call float @llvm.fma.f32(float %684, float %683, float %685)
  store float %686, ptr %S, align 4
  %687 = extractelement <4 x float> %682, i64 1
  %688 = extractelement <4 x float> %681, i64 1
  %689 = load float, ptr %S, align 4
  %690 = call float @llvm.fma.f32(float %688, float %687, float %689)
  store float %690, ptr %S, align 4
  %691 = extractelement <4 x float> %682, i64 2
  %692 = extractelement <4 x float> %681, i64 2
  %693 = load float, ptr %S, align 4
  %694 = call float @llvm.fma.f32(float %692, float %691, float %693)
  store float %694, ptr %S, align 4
  %695 = extractelement <4 x float> %682, i64 3
  %696 = extractelement <4 x float> %681, i64 3
  %697 = load float, ptr %S, align 4
  %698 = call float @llvm.fma.f32(float %696, float %695, float %697)
  store float %698, ptr %S, align 4
  %699 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 28), align 16
  %700 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 60), align 16
  %701 = extractelement <4 x float> %700, i64 0
  %702 = extractelement <4 x float> %699, i64 0
  %703 = load float, ptr %S, align 4
  %704 = call float @llvm.fma.f32(float %702, float %701, float %703)
  store float %704, ptr %S, align 4
  %705 = extractelement <4 x float> %700, i64 1
  %706 = extractelement <4 x float> %699, i64 1
  %707 = load float, ptr %S, align 4
  %708 = call float @llvm.fma.f32(float %706, float %705, float %707)
  store float %708, ptr %S, align 4
  %709 = extractelement <4 x float> %700, i64 2
  %710 = extractelement <4 x float> %699, i64 2
  %711 = load float, ptr %S, align 4
  %712 = call float @llvm.fma.f32(float %710, float %709, float %711)
  store float %712, ptr %S, align 4
  %713 = extractelement <4 x float> %700, i64 3
  %714 = extractelement <4 x float> %699, i64 3
  %715 = load float, ptr %S, align 4
  %716 = call float @llvm.fma.f32(float %714, float %713, float %715)
  store float %716, ptr %S, align 4
  %jsum.next = add nsw i64 %jsum.iv, 1
  br label %jsum.head, !llvm.loop !5

jsum.exit:                                        ; preds = %jsum.head
  %717 = icmp ne i64 %146, %4
  %718 = icmp ult i64 %146, %6
  %719 = load float, ptr %M, align 4
  %720 = load float, ptr %S, align 4
  %721 = call float @llvm.nvvm.lg2.approx.f(float %720)
  %722 = fmul float %721, 0x3FE62E4300000000
  %723 = fadd float %719, %722
  %724 = fcmp uno float %723, %723
  %725 = select i1 %724, float 0x7FF8000000000000, float %723
  %726 = select i1 %717, float %725, float 0.000000e+00
  br i1 %139, label %if.then7, label %if.end8

if.then7:                                         ; preds = %jsum.exit
  %727 = icmp ne i64 %12, 0
  br i1 %727, label %if.then9, label %if.end10

if.end8:                                          ; preds = %if.end16, %jsum.exit
  br i1 %139, label %if.then17, label %if.end18

if.then9:                                         ; preds = %if.then7
  %728 = inttoptr i64 %12 to ptr
  %729 = getelementptr float, ptr %728, i64 %25
  store float %726, ptr %729, align 4
  br label %if.end10

if.end10:                                         ; preds = %if.then9, %if.then7
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %717, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end10
  br i1 %718, label %valid.then, label %valid.else

if.end12:                                         ; preds = %valid.end, %if.end10
  %730 = load float, ptr %logp, align 4
  %731 = fcmp uno float %730, %730
  %732 = select i1 %731, float 0x7FF8000000000000, float %730
  %733 = icmp ne i64 %19, 0
  br i1 %733, label %if.then15, label %if.end16

valid.then:                                       ; preds = %if.then11
  %734 = fsub float %151, %723
  store float %734, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then11
  store float 0x7FF8000000000000, ptr %logp, align 4
  %735 = icmp ne i64 %21, 0
  br i1 %735, label %if.then13, label %if.end14

valid.end:                                        ; preds = %if.end14, %valid.then
  br label %if.end12

if.then13:                                        ; preds = %valid.else
  %736 = inttoptr i64 %21 to ptr
  %737 = add i64 %25, 1
  store i64 %737, ptr %736, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %valid.else
  br label %valid.end

if.then15:                                        ; preds = %if.end12
  %738 = inttoptr i64 %19 to ptr
  %739 = getelementptr float, ptr %738, i64 %25
  store float %732, ptr %739, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %if.end12
  br label %if.end8

if.then17:                                        ; preds = %if.end8
  store float %726, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %if.end8
  br label %if.end2

active.then:                                      ; preds = %if.end2
  br i1 %42, label %if.then19, label %if.end20

active.else:                                      ; preds = %if.end2
  br i1 %42, label %if.then888, label %if.end889

active.end:                                       ; preds = %if.end889, %reached.end
  br label %unit.end

if.then19:                                        ; preds = %active.then
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %active.then
  store i64 0, ptr %above, align 4
  store i64 -9223372036854775808, ptr %mx, align 4
  store i64 0, ptr %nan, align 4
  store i32 -2147483648, ptr %cached, align 4
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
  store i32 -2147483648, ptr %cached32, align 4
  store i32 -2147483648, ptr %cached33, align 4
  store i32 -2147483648, ptr %cached34, align 4
  store i32 -2147483648, ptr %cached35, align 4
  store i32 -2147483648, ptr %cachedmax, align 4
  store i32 -2147483648, ptr %sorted32, align 4
  %740 = icmp sle i64 %48, 2048
  br i1 %740, label %cached.then, label %cached.else

cached.then:                                      ; preds = %if.end20
  %741 = trunc i64 %55 to i32
  %742 = ashr i32 %59, 31
  %743 = and i32 %742, 2147418112
  %744 = xor i32 %59, %743
  %745 = and i32 %744, -65536
  %746 = or i32 %745, %741
  %747 = select i1 %56, i32 %746, i32 -2147483648
  store i32 %747, ptr %cached, align 4
  %748 = and i32 %59, 65535
  %749 = select i1 %56, i32 %748, i32 0
  %750 = add i32 0, %749
  %751 = icmp sgt i32 %747, -2147483648
  %752 = select i1 %751, i32 %747, i32 -2147483648
  %753 = trunc i64 %60 to i32
  %754 = ashr i32 %64, 31
  %755 = and i32 %754, 2147418112
  %756 = xor i32 %64, %755
  %757 = and i32 %756, -65536
  %758 = or i32 %757, %753
  %759 = select i1 %61, i32 %758, i32 -2147483648
  store i32 %759, ptr %cached21, align 4
  %760 = and i32 %64, 65535
  %761 = select i1 %61, i32 %760, i32 0
  %762 = add i32 %750, %761
  %763 = icmp sgt i32 %759, %752
  %764 = select i1 %763, i32 %759, i32 %752
  %765 = trunc i64 %65 to i32
  %766 = ashr i32 %69, 31
  %767 = and i32 %766, 2147418112
  %768 = xor i32 %69, %767
  %769 = and i32 %768, -65536
  %770 = or i32 %769, %765
  %771 = select i1 %66, i32 %770, i32 -2147483648
  store i32 %771, ptr %cached22, align 4
  %772 = and i32 %69, 65535
  %773 = select i1 %66, i32 %772, i32 0
  %774 = add i32 %762, %773
  %775 = icmp sgt i32 %771, %764
  %776 = select i1 %775, i32 %771, i32 %764
  %777 = trunc i64 %70 to i32
  %778 = ashr i32 %74, 31
  %779 = and i32 %778, 2147418112
  %780 = xor i32 %74, %779
  %781 = and i32 %780, -65536
  %782 = or i32 %781, %777
  %783 = select i1 %71, i32 %782, i32 -2147483648
  store i32 %783, ptr %cached23, align 4
  %784 = and i32 %74, 65535
  %785 = select i1 %71, i32 %784, i32 0
  %786 = add i32 %774, %785
  %787 = icmp sgt i32 %783, %776
  %788 = select i1 %787, i32 %783, i32 %776
  %789 = trunc i64 %75 to i32
  %790 = ashr i32 %79, 31
  %791 = and i32 %790, 2147418112
  %792 = xor i32 %79, %791
  %793 = and i32 %792, -65536
  %794 = or i32 %793, %789
  %795 = select i1 %76, i32 %794, i32 -2147483648
  store i32 %795, ptr %cached24, align 4
  %796 = and i32 %79, 65535
  %797 = select i1 %76, i32 %796, i32 0
  %798 = add i32 %786, %797
  %799 = icmp sgt i32 %795, %788
  %800 = select i1 %799, i32 %795, i32 %788
  %801 = trunc i64 %80 to i32
  %802 = ashr i32 %84, 31
  %803 = and i32 %802, 2147418112
  %804 = xor i32 %84, %803
  %805 = and i32 %804, -65536
  %806 = or i32 %805, %801
  %807 = select i1 %81, i32 %806, i32 -2147483648
  store i32 %807, ptr %cached25, align 4
  %808 = and i32 %84, 65535
  %809 = select i1 %81, i32 %808, i32 0
  %810 = add i32 %798, %809
  %811 = icmp sgt i32 %807, %800
  %812 = select i1 %811, i32 %807, i32 %800
  %813 = trunc i64 %85 to i32
  %814 = ashr i32 %89, 31
  %815 = and i32 %814, 2147418112
  %816 = xor i32 %89, %815
  %817 = and i32 %816, -65536
  %818 = or i32 %817, %813
  %819 = select i1 %86, i32 %818, i32 -2147483648
  store i32 %819, ptr %cached26, align 4
  %820 = and i32 %89, 65535
  %821 = select i1 %86, i32 %820, i32 0
  %822 = add i32 %810, %821
  %823 = icmp sgt i32 %819, %812
  %824 = select i1 %823, i32 %819, i32 %812
  %825 = trunc i64 %90 to i32
  %826 = ashr i32 %94, 31
  %827 = and i32 %826, 2147418112
  %828 = xor i32 %94, %827
  %829 = and i32 %828, -65536
  %830 = or i32 %829, %825
  %831 = select i1 %91, i32 %830, i32 -2147483648
  store i32 %831, ptr %cached27, align 4
  %832 = and i32 %94, 65535
  %833 = select i1 %91, i32 %832, i32 0
  %834 = add i32 %822, %833
  %835 = icmp sgt i32 %831, %824
  %836 = select i1 %835, i32 %831, i32 %824
  %837 = trunc i64 %95 to i32
  %838 = ashr i32 %99, 31
  %839 = and i32 %838, 2147418112
  %840 = xor i32 %99, %839
  %841 = and i32 %840, -65536
  %842 = or i32 %841, %837
  %843 = select i1 %96, i32 %842, i32 -2147483648
  store i32 %843, ptr %cached28, align 4
  %844 = and i32 %99, 65535
  %845 = select i1 %96, i32 %844, i32 0
  %846 = add i32 %834, %845
  %847 = icmp sgt i32 %843, %836
  %848 = select i1 %847, i32 %843, i32 %836
  %849 = trunc i64 %100 to i32
  %850 = ashr i32 %104, 31
  %851 = and i32 %850, 2147418112
  %852 = xor i32 %104, %851
  %853 = and i32 %852, -65536
  %854 = or i32 %853, %849
  %855 = select i1 %101, i32 %854, i32 -2147483648
  store i32 %855, ptr %cached29, align 4
  %856 = and i32 %104, 65535
  %857 = select i1 %101, i32 %856, i32 0
  %858 = add i32 %846, %857
  %859 = icmp sgt i32 %855, %848
  %860 = select i1 %859, i32 %855, i32 %848
  %861 = trunc i64 %105 to i32
  %862 = ashr i32 %109, 31
  %863 = and i32 %862, 2147418112
  %864 = xor i32 %109, %863
  %865 = and i32 %864, -65536
  %866 = or i32 %865, %861
  %867 = select i1 %106, i32 %866, i32 -2147483648
  store i32 %867, ptr %cached30, align 4
  %868 = and i32 %109, 65535
  %869 = select i1 %106, i32 %868, i32 0
  %870 = add i32 %858, %869
  %871 = icmp sgt i32 %867, %860
  %872 = select i1 %871, i32 %867, i32 %860
  %873 = trunc i64 %110 to i32
  %874 = ashr i32 %114, 31
  %875 = and i32 %874, 2147418112
  %876 = xor i32 %114, %875
  %877 = and i32 %876, -65536
  %878 = or i32 %877, %873
  %879 = select i1 %111, i32 %878, i32 -2147483648
  store i32 %879, ptr %cached31, align 4
  %880 = and i32 %114, 65535
  %881 = select i1 %111, i32 %880, i32 0
  %882 = add i32 %870, %881
  %883 = icmp sgt i32 %879, %872
  %884 = select i1 %883, i32 %879, i32 %872
  %885 = trunc i64 %115 to i32
  %886 = ashr i32 %119, 31
  %887 = and i32 %886, 2147418112
  %888 = xor i32 %119, %887
  %889 = and i32 %888, -65536
  %890 = or i32 %889, %885
  %891 = select i1 %116, i32 %890, i32 -2147483648
  store i32 %891, ptr %cached32, align 4
  %892 = and i32 %119, 65535
  %893 = select i1 %116, i32 %892, i32 0
  %894 = add i32 %882, %893
  %895 = icmp sgt i32 %891, %884
  %896 = select i1 %895, i32 %891, i32 %884
  %897 = trunc i64 %120 to i32
  %898 = ashr i32 %124, 31
  %899 = and i32 %898, 2147418112
  %900 = xor i32 %124, %899
  %901 = and i32 %900, -65536
  %902 = or i32 %901, %897
  %903 = select i1 %121, i32 %902, i32 -2147483648
  store i32 %903, ptr %cached33, align 4
  %904 = and i32 %124, 65535
  %905 = select i1 %121, i32 %904, i32 0
  %906 = add i32 %894, %905
  %907 = icmp sgt i32 %903, %896
  %908 = select i1 %907, i32 %903, i32 %896
  %909 = trunc i64 %125 to i32
  %910 = ashr i32 %129, 31
  %911 = and i32 %910, 2147418112
  %912 = xor i32 %129, %911
  %913 = and i32 %912, -65536
  %914 = or i32 %913, %909
  %915 = select i1 %126, i32 %914, i32 -2147483648
  store i32 %915, ptr %cached34, align 4
  %916 = and i32 %129, 65535
  %917 = select i1 %126, i32 %916, i32 0
  %918 = add i32 %906, %917
  %919 = icmp sgt i32 %915, %908
  %920 = select i1 %919, i32 %915, i32 %908
  %921 = trunc i64 %130 to i32
  %922 = ashr i32 %134, 31
  %923 = and i32 %922, 2147418112
  %924 = xor i32 %134, %923
  %925 = and i32 %924, -65536
  %926 = or i32 %925, %921
  %927 = select i1 %131, i32 %926, i32 -2147483648
  store i32 %927, ptr %cached35, align 4
  %928 = and i32 %134, 65535
  %929 = select i1 %131, i32 %928, i32 0
  %930 = add i32 %918, %929
  %931 = icmp sgt i32 %927, %920
  %932 = select i1 %931, i32 %927, i32 %920
  store i32 %932, ptr %cachedmax, align 4
  %933 = zext i32 %930 to i64
  store i64 %933, ptr %above, align 4
  %934 = ashr i32 %932, 31
  %935 = lshr i32 %934, 16
  %936 = and i32 %932, -65536
  %937 = or i32 %936, %935
  %938 = and i32 %932, 65535
  %939 = zext i32 %938 to i64
  %940 = sext i32 %937 to i64
  %941 = shl i64 %940, 32
  %942 = or i64 %941, %939
  %943 = icmp eq i32 %932, -2147483648
  %944 = select i1 %943, i64 -9223372036854775808, i64 %942
  store i64 %944, ptr %mx, align 4
  %945 = ashr i32 %932, 16
  %946 = icmp eq i32 %945, 32704
  %947 = zext i1 %946 to i64
  store i64 %947, ptr %nan, align 4
  br label %cached.end

cached.else:                                      ; preds = %if.end20
  %948 = add i64 %48, 2047
  %949 = udiv i64 %948, 2048
  br label %words.head

cached.end:                                       ; preds = %words.exit, %cached.then
  %950 = load i64, ptr %nan, align 4
  %951 = shl i64 %950, 48
  %952 = load i64, ptr %above, align 4
  %953 = add i64 %952, %951
  %954 = load i64, ptr %mx, align 4
  %955 = and i64 %23, 31
  %956 = trunc i64 %953 to i32
  %957 = bitcast i32 %956 to float
  %958 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %957, i32 16, i32 31)
  %959 = bitcast float %958 to i32
  %960 = lshr i64 %953, 32
  %961 = trunc i64 %960 to i32
  %962 = bitcast i32 %961 to float
  %963 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %962, i32 16, i32 31)
  %964 = bitcast float %963 to i32
  %965 = zext i32 %959 to i64
  %966 = zext i32 %964 to i64
  %967 = shl i64 %966, 32
  %968 = or i64 %967, %965
  %969 = add i64 %953, %968
  %970 = trunc i64 %969 to i32
  %971 = bitcast i32 %970 to float
  %972 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %971, i32 8, i32 31)
  %973 = bitcast float %972 to i32
  %974 = lshr i64 %969, 32
  %975 = trunc i64 %974 to i32
  %976 = bitcast i32 %975 to float
  %977 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %976, i32 8, i32 31)
  %978 = bitcast float %977 to i32
  %979 = zext i32 %973 to i64
  %980 = zext i32 %978 to i64
  %981 = shl i64 %980, 32
  %982 = or i64 %981, %979
  %983 = add i64 %969, %982
  %984 = trunc i64 %983 to i32
  %985 = bitcast i32 %984 to float
  %986 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %985, i32 4, i32 31)
  %987 = bitcast float %986 to i32
  %988 = lshr i64 %983, 32
  %989 = trunc i64 %988 to i32
  %990 = bitcast i32 %989 to float
  %991 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %990, i32 4, i32 31)
  %992 = bitcast float %991 to i32
  %993 = zext i32 %987 to i64
  %994 = zext i32 %992 to i64
  %995 = shl i64 %994, 32
  %996 = or i64 %995, %993
  %997 = add i64 %983, %996
  %998 = trunc i64 %997 to i32
  %999 = bitcast i32 %998 to float
  %1000 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %999, i32 2, i32 31)
  %1001 = bitcast float %1000 to i32
  %1002 = lshr i64 %997, 32
  %1003 = trunc i64 %1002 to i32
  %1004 = bitcast i32 %1003 to float
  %1005 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1004, i32 2, i32 31)
  %1006 = bitcast float %1005 to i32
  %1007 = zext i32 %1001 to i64
  %1008 = zext i32 %1006 to i64
  %1009 = shl i64 %1008, 32
  %1010 = or i64 %1009, %1007
  %1011 = add i64 %997, %1010
  %1012 = trunc i64 %1011 to i32
  %1013 = bitcast i32 %1012 to float
  %1014 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1013, i32 1, i32 31)
  %1015 = bitcast float %1014 to i32
  %1016 = lshr i64 %1011, 32
  %1017 = trunc i64 %1016 to i32
  %1018 = bitcast i32 %1017 to float
  %1019 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1018, i32 1, i32 31)
  %1020 = bitcast float %1019 to i32
  %1021 = zext i32 %1015 to i64
  %1022 = zext i32 %1020 to i64
  %1023 = shl i64 %1022, 32
  %1024 = or i64 %1023, %1021
  %1025 = add i64 %1011, %1024
  %1026 = icmp eq i64 %27, 0
  br i1 %1026, label %if.then68, label %if.end69

words.head:                                       ; preds = %if.end67, %cached.else
  %words.iv = phi i64 [ 0, %cached.else ], [ %words.next, %if.end67 ]
  %1027 = icmp slt i64 %words.iv, %949
  br i1 %1027, label %words.body, label %words.exit

words.body:                                       ; preds = %words.head
  %1028 = mul i64 %words.iv, 2048
  %1029 = add i64 %1028, 0
  %1030 = add i64 %23, %1029
  %1031 = icmp slt i64 %1030, %48
  %1032 = select i1 %1031, i64 %1030, i64 0
  %1033 = getelementptr i32, ptr %51, i64 %1032
  %1034 = load i32, ptr %1033, align 4
  %1035 = and i32 %1034, -65536
  %1036 = bitcast i32 %1035 to float
  %1037 = and i32 %1034, 65535
  %1038 = zext i32 %1037 to i64
  %1039 = bitcast float %1036 to i32
  %1040 = fcmp uno float %1036, %1036
  %1041 = select i1 %1040, i32 2143289344, i32 %1039
  %1042 = xor i32 %1041, 2147483647
  %1043 = icmp sge i32 %1041, 0
  %1044 = select i1 %1043, i32 %1041, i32 %1042
  %1045 = sext i32 %1044 to i64
  %1046 = shl i64 %1045, 32
  %1047 = or i64 %1046, %1038
  %1048 = mul i64 %words.iv, 2048
  %1049 = add i64 %1048, 128
  %1050 = add i64 %23, %1049
  %1051 = icmp slt i64 %1050, %48
  %1052 = select i1 %1051, i64 %1050, i64 0
  %1053 = getelementptr i32, ptr %51, i64 %1052
  %1054 = load i32, ptr %1053, align 4
  %1055 = and i32 %1054, -65536
  %1056 = bitcast i32 %1055 to float
  %1057 = and i32 %1054, 65535
  %1058 = zext i32 %1057 to i64
  %1059 = bitcast float %1056 to i32
  %1060 = fcmp uno float %1056, %1056
  %1061 = select i1 %1060, i32 2143289344, i32 %1059
  %1062 = xor i32 %1061, 2147483647
  %1063 = icmp sge i32 %1061, 0
  %1064 = select i1 %1063, i32 %1061, i32 %1062
  %1065 = sext i32 %1064 to i64
  %1066 = shl i64 %1065, 32
  %1067 = or i64 %1066, %1058
  %1068 = mul i64 %words.iv, 2048
  %1069 = add i64 %1068, 256
  %1070 = add i64 %23, %1069
  %1071 = icmp slt i64 %1070, %48
  %1072 = select i1 %1071, i64 %1070, i64 0
  %1073 = getelementptr i32, ptr %51, i64 %1072
  %1074 = load i32, ptr %1073, align 4
  %1075 = and i32 %1074, -65536
  %1076 = bitcast i32 %1075 to float
  %1077 = and i32 %1074, 65535
  %1078 = zext i32 %1077 to i64
  %1079 = bitcast float %1076 to i32
  %1080 = fcmp uno float %1076, %1076
  %1081 = select i1 %1080, i32 2143289344, i32 %1079
  %1082 = xor i32 %1081, 2147483647
  %1083 = icmp sge i32 %1081, 0
  %1084 = select i1 %1083, i32 %1081, i32 %1082
  %1085 = sext i32 %1084 to i64
  %1086 = shl i64 %1085, 32
  %1087 = or i64 %1086, %1078
  %1088 = mul i64 %words.iv, 2048
  %1089 = add i64 %1088, 384
  %1090 = add i64 %23, %1089
  %1091 = icmp slt i64 %1090, %48
  %1092 = select i1 %1091, i64 %1090, i64 0
  %1093 = getelementptr i32, ptr %51, i64 %1092
  %1094 = load i32, ptr %1093, align 4
  %1095 = and i32 %1094, -65536
  %1096 = bitcast i32 %1095 to float
  %1097 = and i32 %1094, 65535
  %1098 = zext i32 %1097 to i64
  %1099 = bitcast float %1096 to i32
  %1100 = fcmp uno float %1096, %1096
  %1101 = select i1 %1100, i32 2143289344, i32 %1099
  %1102 = xor i32 %1101, 2147483647
  %1103 = icmp sge i32 %1101, 0
  %1104 = select i1 %1103, i32 %1101, i32 %1102
  %1105 = sext i32 %1104 to i64
  %1106 = shl i64 %1105, 32
  %1107 = or i64 %1106, %1098
  %1108 = mul i64 %words.iv, 2048
  %1109 = add i64 %1108, 512
  %1110 = add i64 %23, %1109
  %1111 = icmp slt i64 %1110, %48
  %1112 = select i1 %1111, i64 %1110, i64 0
  %1113 = getelementptr i32, ptr %51, i64 %1112
  %1114 = load i32, ptr %1113, align 4
  %1115 = and i32 %1114, -65536
  %1116 = bitcast i32 %1115 to float
  %1117 = and i32 %1114, 65535
  %1118 = zext i32 %1117 to i64
  %1119 = bitcast float %1116 to i32
  %1120 = fcmp uno float %1116, %1116
  %1121 = select i1 %1120, i32 2143289344, i32 %1119
  %1122 = xor i32 %1121, 2147483647
  %1123 = icmp sge i32 %1121, 0
  %1124 = select i1 %1123, i32 %1121, i32 %1122
  %1125 = sext i32 %1124 to i64
  %1126 = shl i64 %1125, 32
  %1127 = or i64 %1126, %1118
  %1128 = mul i64 %words.iv, 2048
  %1129 = add i64 %1128, 640
  %1130 = add i64 %23, %1129
  %1131 = icmp slt i64 %1130, %48
  %1132 = select i1 %1131, i64 %1130, i64 0
  %1133 = getelementptr i32, ptr %51, i64 %1132
  %1134 = load i32, ptr %1133, align 4
  %1135 = and i32 %1134, -65536
  %1136 = bitcast i32 %1135 to float
  %1137 = and i32 %1134, 65535
  %1138 = zext i32 %1137 to i64
  %1139 = bitcast float %1136 to i32
  %1140 = fcmp uno float %1136, %1136
  %1141 = select i1 %1140, i32 2143289344, i32 %1139
  %1142 = xor i32 %1141, 2147483647
  %1143 = icmp sge i32 %1141, 0
  %1144 = select i1 %1143, i32 %1141, i32 %1142
  %1145 = sext i32 %1144 to i64
  %1146 = shl i64 %1145, 32
  %1147 = or i64 %1146, %1138
  %1148 = mul i64 %words.iv, 2048
  %1149 = add i64 %1148, 768
  %1150 = add i64 %23, %1149
  %1151 = icmp slt i64 %1150, %48
  %1152 = select i1 %1151, i64 %1150, i64 0
  %1153 = getelementptr i32, ptr %51, i64 %1152
  %1154 = load i32, ptr %1153, align 4
  %1155 = and i32 %1154, -65536
  %1156 = bitcast i32 %1155 to float
  %1157 = and i32 %1154, 65535
  %1158 = zext i32 %1157 to i64
  %1159 = bitcast float %1156 to i32
  %1160 = fcmp uno float %1156, %1156
  %1161 = select i1 %1160, i32 2143289344, i32 %1159
  %1162 = xor i32 %1161, 2147483647
  %1163 = icmp sge i32 %1161, 0
  %1164 = select i1 %1163, i32 %1161, i32 %1162
  %1165 = sext i32 %1164 to i64
  %1166 = shl i64 %1165, 32
  %1167 = or i64 %1166, %1158
  %1168 = mul i64 %words.iv, 2048
  %1169 = add i64 %1168, 896
  %1170 = add i64 %23, %1169
  %1171 = icmp slt i64 %1170, %48
  %1172 = select i1 %1171, i64 %1170, i64 0
  %1173 = getelementptr i32, ptr %51, i64 %1172
  %1174 = load i32, ptr %1173, align 4
  %1175 = and i32 %1174, -65536
  %1176 = bitcast i32 %1175 to float
  %1177 = and i32 %1174, 65535
  %1178 = zext i32 %1177 to i64
  %1179 = bitcast float %1176 to i32
  %1180 = fcmp uno float %1176, %1176
  %1181 = select i1 %1180, i32 2143289344, i32 %1179
  %1182 = xor i32 %1181, 2147483647
  %1183 = icmp sge i32 %1181, 0
  %1184 = select i1 %1183, i32 %1181, i32 %1182
  %1185 = sext i32 %1184 to i64
  %1186 = shl i64 %1185, 32
  %1187 = or i64 %1186, %1178
  %1188 = mul i64 %words.iv, 2048
  %1189 = add i64 %1188, 1024
  %1190 = add i64 %23, %1189
  %1191 = icmp slt i64 %1190, %48
  %1192 = select i1 %1191, i64 %1190, i64 0
  %1193 = getelementptr i32, ptr %51, i64 %1192
  %1194 = load i32, ptr %1193, align 4
  %1195 = and i32 %1194, -65536
  %1196 = bitcast i32 %1195 to float
  %1197 = and i32 %1194, 65535
  %1198 = zext i32 %1197 to i64
  %1199 = bitcast float %1196 to i32
  %1200 = fcmp uno float %1196, %1196
  %1201 = select i1 %1200, i32 2143289344, i32 %1199
  %1202 = xor i32 %1201, 2147483647
  %1203 = icmp sge i32 %1201, 0
  %1204 = select i1 %1203, i32 %1201, i32 %1202
  %1205 = sext i32 %1204 to i64
  %1206 = shl i64 %1205, 32
  %1207 = or i64 %1206, %1198
  %1208 = mul i64 %words.iv, 2048
  %1209 = add i64 %1208, 1152
  %1210 = add i64 %23, %1209
  %1211 = icmp slt i64 %1210, %48
  %1212 = select i1 %1211, i64 %1210, i64 0
  %1213 = getelementptr i32, ptr %51, i64 %1212
  %1214 = load i32, ptr %1213, align 4
  %1215 = and i32 %1214, -65536
  %1216 = bitcast i32 %1215 to float
  %1217 = and i32 %1214, 65535
  %1218 = zext i32 %1217 to i64
  %1219 = bitcast float %1216 to i32
  %1220 = fcmp uno float %1216, %1216
  %1221 = select i1 %1220, i32 2143289344, i32 %1219
  %1222 = xor i32 %1221, 2147483647
  %1223 = icmp sge i32 %1221, 0
  %1224 = select i1 %1223, i32 %1221, i32 %1222
  %1225 = sext i32 %1224 to i64
  %1226 = shl i64 %1225, 32
  %1227 = or i64 %1226, %1218
  %1228 = mul i64 %words.iv, 2048
  %1229 = add i64 %1228, 1280
  %1230 = add i64 %23, %1229
  %1231 = icmp slt i64 %1230, %48
  %1232 = select i1 %1231, i64 %1230, i64 0
  %1233 = getelementptr i32, ptr %51, i64 %1232
  %1234 = load i32, ptr %1233, align 4
  %1235 = and i32 %1234, -65536
  %1236 = bitcast i32 %1235 to float
  %1237 = and i32 %1234, 65535
  %1238 = zext i32 %1237 to i64
  %1239 = bitcast float %1236 to i32
  %1240 = fcmp uno float %1236, %1236
  %1241 = select i1 %1240, i32 2143289344, i32 %1239
  %1242 = xor i32 %1241, 2147483647
  %1243 = icmp sge i32 %1241, 0
  %1244 = select i1 %1243, i32 %1241, i32 %1242
  %1245 = sext i32 %1244 to i64
  %1246 = shl i64 %1245, 32
  %1247 = or i64 %1246, %1238
  %1248 = mul i64 %words.iv, 2048
  %1249 = add i64 %1248, 1408
  %1250 = add i64 %23, %1249
  %1251 = icmp slt i64 %1250, %48
  %1252 = select i1 %1251, i64 %1250, i64 0
  %1253 = getelementptr i32, ptr %51, i64 %1252
  %1254 = load i32, ptr %1253, align 4
  %1255 = and i32 %1254, -65536
  %1256 = bitcast i32 %1255 to float
  %1257 = and i32 %1254, 65535
  %1258 = zext i32 %1257 to i64
  %1259 = bitcast float %1256 to i32
  %1260 = fcmp uno float %1256, %1256
  %1261 = select i1 %1260, i32 2143289344, i32 %1259
  %1262 = xor i32 %1261, 2147483647
  %1263 = icmp sge i32 %1261, 0
  %1264 = select i1 %1263, i32 %1261, i32 %1262
  %1265 = sext i32 %1264 to i64
  %1266 = shl i64 %1265, 32
  %1267 = or i64 %1266, %1258
  %1268 = mul i64 %words.iv, 2048
  %1269 = add i64 %1268, 1536
  %1270 = add i64 %23, %1269
  %1271 = icmp slt i64 %1270, %48
  %1272 = select i1 %1271, i64 %1270, i64 0
  %1273 = getelementptr i32, ptr %51, i64 %1272
  %1274 = load i32, ptr %1273, align 4
  %1275 = and i32 %1274, -65536
  %1276 = bitcast i32 %1275 to float
  %1277 = and i32 %1274, 65535
  %1278 = zext i32 %1277 to i64
  %1279 = bitcast float %1276 to i32
  %1280 = fcmp uno float %1276, %1276
  %1281 = select i1 %1280, i32 2143289344, i32 %1279
  %1282 = xor i32 %1281, 2147483647
  %1283 = icmp sge i32 %1281, 0
  %1284 = select i1 %1283, i32 %1281, i32 %1282
  %1285 = sext i32 %1284 to i64
  %1286 = shl i64 %1285, 32
  %1287 = or i64 %1286, %1278
  %1288 = mul i64 %words.iv, 2048
  %1289 = add i64 %1288, 1664
  %1290 = add i64 %23, %1289
  %1291 = icmp slt i64 %1290, %48
  %1292 = select i1 %1291, i64 %1290, i64 0
  %1293 = getelementptr i32, ptr %51, i64 %1292
  %1294 = load i32, ptr %1293, align 4
  %1295 = and i32 %1294, -65536
  %1296 = bitcast i32 %1295 to float
  %1297 = and i32 %1294, 65535
  %1298 = zext i32 %1297 to i64
  %1299 = bitcast float %1296 to i32
  %1300 = fcmp uno float %1296, %1296
  %1301 = select i1 %1300, i32 2143289344, i32 %1299
  %1302 = xor i32 %1301, 2147483647
  %1303 = icmp sge i32 %1301, 0
  %1304 = select i1 %1303, i32 %1301, i32 %1302
  %1305 = sext i32 %1304 to i64
  %1306 = shl i64 %1305, 32
  %1307 = or i64 %1306, %1298
  %1308 = mul i64 %words.iv, 2048
  %1309 = add i64 %1308, 1792
  %1310 = add i64 %23, %1309
  %1311 = icmp slt i64 %1310, %48
  %1312 = select i1 %1311, i64 %1310, i64 0
  %1313 = getelementptr i32, ptr %51, i64 %1312
  %1314 = load i32, ptr %1313, align 4
  %1315 = and i32 %1314, -65536
  %1316 = bitcast i32 %1315 to float
  %1317 = and i32 %1314, 65535
  %1318 = zext i32 %1317 to i64
  %1319 = bitcast float %1316 to i32
  %1320 = fcmp uno float %1316, %1316
  %1321 = select i1 %1320, i32 2143289344, i32 %1319
  %1322 = xor i32 %1321, 2147483647
  %1323 = icmp sge i32 %1321, 0
  %1324 = select i1 %1323, i32 %1321, i32 %1322
  %1325 = sext i32 %1324 to i64
  %1326 = shl i64 %1325, 32
  %1327 = or i64 %1326, %1318
  %1328 = mul i64 %words.iv, 2048
  %1329 = add i64 %1328, 1920
  %1330 = add i64 %23, %1329
  %1331 = icmp slt i64 %1330, %48
  %1332 = select i1 %1331, i64 %1330, i64 0
  %1333 = getelementptr i32, ptr %51, i64 %1332
  %1334 = load i32, ptr %1333, align 4
  %1335 = and i32 %1334, -65536
  %1336 = bitcast i32 %1335 to float
  %1337 = and i32 %1334, 65535
  %1338 = zext i32 %1337 to i64
  %1339 = bitcast float %1336 to i32
  %1340 = fcmp uno float %1336, %1336
  %1341 = select i1 %1340, i32 2143289344, i32 %1339
  %1342 = xor i32 %1341, 2147483647
  %1343 = icmp sge i32 %1341, 0
  %1344 = select i1 %1343, i32 %1341, i32 %1342
  %1345 = sext i32 %1344 to i64
  %1346 = shl i64 %1345, 32
  %1347 = or i64 %1346, %1338
  br i1 %1031, label %if.then36, label %if.end37

words.exit:                                       ; preds = %words.head
  br label %cached.end

if.then36:                                        ; preds = %words.body
  %1348 = and i64 %1047, 4294967295
  %1349 = load i64, ptr %above, align 4
  %1350 = add i64 %1349, %1348
  store i64 %1350, ptr %above, align 4
  %1351 = ashr i64 %1047, 32
  %1352 = icmp eq i64 %1351, 2143289344
  %1353 = zext i1 %1352 to i64
  %1354 = load i64, ptr %nan, align 4
  %1355 = or i64 %1354, %1353
  store i64 %1355, ptr %nan, align 4
  %1356 = shl i64 %1351, 32
  %1357 = or i64 %1356, %1030
  %1358 = load i64, ptr %mx, align 4
  %1359 = icmp sgt i64 %1358, %1357
  %1360 = select i1 %1359, i64 %1358, i64 %1357
  store i64 %1360, ptr %mx, align 4
  br label %if.end37

if.end37:                                         ; preds = %if.then36, %words.body
  br i1 %1051, label %if.then38, label %if.end39

if.then38:                                        ; preds = %if.end37
  %1361 = and i64 %1067, 4294967295
  %1362 = load i64, ptr %above, align 4
  %1363 = add i64 %1362, %1361
  store i64 %1363, ptr %above, align 4
  %1364 = ashr i64 %1067, 32
  %1365 = icmp eq i64 %1364, 2143289344
  %1366 = zext i1 %1365 to i64
  %1367 = load i64, ptr %nan, align 4
  %1368 = or i64 %1367, %1366
  store i64 %1368, ptr %nan, align 4
  %1369 = shl i64 %1364, 32
  %1370 = or i64 %1369, %1050
  %1371 = load i64, ptr %mx, align 4
  %1372 = icmp sgt i64 %1371, %1370
  %1373 = select i1 %1372, i64 %1371, i64 %1370
  store i64 %1373, ptr %mx, align 4
  br label %if.end39

if.end39:                                         ; preds = %if.then38, %if.end37
  br i1 %1071, label %if.then40, label %if.end41

if.then40:                                        ; preds = %if.end39
  %1374 = and i64 %1087, 4294967295
  %1375 = load i64, ptr %above, align 4
  %1376 = add i64 %1375, %1374
  store i64 %1376, ptr %above, align 4
  %1377 = ashr i64 %1087, 32
  %1378 = icmp eq i64 %1377, 2143289344
  %1379 = zext i1 %1378 to i64
  %1380 = load i64, ptr %nan, align 4
  %1381 = or i64 %1380, %1379
  store i64 %1381, ptr %nan, align 4
  %1382 = shl i64 %1377, 32
  %1383 = or i64 %1382, %1070
  %1384 = load i64, ptr %mx, align 4
  %1385 = icmp sgt i64 %1384, %1383
  %1386 = select i1 %1385, i64 %1384, i64 %1383
  store i64 %1386, ptr %mx, align 4
  br label %if.end41

if.end41:                                         ; preds = %if.then40, %if.end39
  br i1 %1091, label %if.then42, label %if.end43

if.then42:                                        ; preds = %if.end41
  %1387 = and i64 %1107, 4294967295
  %1388 = load i64, ptr %above, align 4
  %1389 = add i64 %1388, %1387
  store i64 %1389, ptr %above, align 4
  %1390 = ashr i64 %1107, 32
  %1391 = icmp eq i64 %1390, 2143289344
  %1392 = zext i1 %1391 to i64
  %1393 = load i64, ptr %nan, align 4
  %1394 = or i64 %1393, %1392
  store i64 %1394, ptr %nan, align 4
  %1395 = shl i64 %1390, 32
  %1396 = or i64 %1395, %1090
  %1397 = load i64, ptr %mx, align 4
  %1398 = icmp sgt i64 %1397, %1396
  %1399 = select i1 %1398, i64 %1397, i64 %1396
  store i64 %1399, ptr %mx, align 4
  br label %if.end43

if.end43:                                         ; preds = %if.then42, %if.end41
  br i1 %1111, label %if.then44, label %if.end45

if.then44:                                        ; preds = %if.end43
  %1400 = and i64 %1127, 4294967295
  %1401 = load i64, ptr %above, align 4
  %1402 = add i64 %1401, %1400
  store i64 %1402, ptr %above, align 4
  %1403 = ashr i64 %1127, 32
  %1404 = icmp eq i64 %1403, 2143289344
  %1405 = zext i1 %1404 to i64
  %1406 = load i64, ptr %nan, align 4
  %1407 = or i64 %1406, %1405
  store i64 %1407, ptr %nan, align 4
  %1408 = shl i64 %1403, 32
  %1409 = or i64 %1408, %1110
  %1410 = load i64, ptr %mx, align 4
  %1411 = icmp sgt i64 %1410, %1409
  %1412 = select i1 %1411, i64 %1410, i64 %1409
  store i64 %1412, ptr %mx, align 4
  br label %if.end45

if.end45:                                         ; preds = %if.then44, %if.end43
  br i1 %1131, label %if.then46, label %if.end47

if.then46:                                        ; preds = %if.end45
  %1413 = and i64 %1147, 4294967295
  %1414 = load i64, ptr %above, align 4
  %1415 = add i64 %1414, %1413
  store i64 %1415, ptr %above, align 4
  %1416 = ashr i64 %1147, 32
  %1417 = icmp eq i64 %1416, 2143289344
  %1418 = zext i1 %1417 to i64
  %1419 = load i64, ptr %nan, align 4
  %1420 = or i64 %1419, %1418
  store i64 %1420, ptr %nan, align 4
  %1421 = shl i64 %1416, 32
  %1422 = or i64 %1421, %1130
  %1423 = load i64, ptr %mx, align 4
  %1424 = icmp sgt i64 %1423, %1422
  %1425 = select i1 %1424, i64 %1423, i64 %1422
  store i64 %1425, ptr %mx, align 4
  br label %if.end47

if.end47:                                         ; preds = %if.then46, %if.end45
  br i1 %1151, label %if.then48, label %if.end49

if.then48:                                        ; preds = %if.end47
  %1426 = and i64 %1167, 4294967295
  %1427 = load i64, ptr %above, align 4
  %1428 = add i64 %1427, %1426
  store i64 %1428, ptr %above, align 4
  %1429 = ashr i64 %1167, 32
  %1430 = icmp eq i64 %1429, 2143289344
  %1431 = zext i1 %1430 to i64
  %1432 = load i64, ptr %nan, align 4
  %1433 = or i64 %1432, %1431
  store i64 %1433, ptr %nan, align 4
  %1434 = shl i64 %1429, 32
  %1435 = or i64 %1434, %1150
  %1436 = load i64, ptr %mx, align 4
  %1437 = icmp sgt i64 %1436, %1435
  %1438 = select i1 %1437, i64 %1436, i64 %1435
  store i64 %1438, ptr %mx, align 4
  br label %if.end49

if.end49:                                         ; preds = %if.then48, %if.end47
  br i1 %1171, label %if.then50, label %if.end51

if.then50:                                        ; preds = %if.end49
  %1439 = and i64 %1187, 4294967295
  %1440 = load i64, ptr %above, align 4
  %1441 = add i64 %1440, %1439
  store i64 %1441, ptr %above, align 4
  %1442 = ashr i64 %1187, 32
  %1443 = icmp eq i64 %1442, 2143289344
  %1444 = zext i1 %1443 to i64
  %1445 = load i64, ptr %nan, align 4
  %1446 = or i64 %1445, %1444
  store i64 %1446, ptr %nan, align 4
  %1447 = shl i64 %1442, 32
  %1448 = or i64 %1447, %1170
  %1449 = load i64, ptr %mx, align 4
  %1450 = icmp sgt i64 %1449, %1448
  %1451 = select i1 %1450, i64 %1449, i64 %1448
  store i64 %1451, ptr %mx, align 4
  br label %if.end51

if.end51:                                         ; preds = %if.then50, %if.end49
  br i1 %1191, label %if.then52, label %if.end53

if.then52:                                        ; preds = %if.end51
  %1452 = and i64 %1207, 4294967295
  %1453 = load i64, ptr %above, align 4
  %1454 = add i64 %1453, %1452
  store i64 %1454, ptr %above, align 4
  %1455 = ashr i64 %1207, 32
  %1456 = icmp eq i64 %1455, 2143289344
  %1457 = zext i1 %1456 to i64
  %1458 = load i64, ptr %nan, align 4
  %1459 = or i64 %1458, %1457
  store i64 %1459, ptr %nan, align 4
  %1460 = shl i64 %1455, 32
  %1461 = or i64 %1460, %1190
  %1462 = load i64, ptr %mx, align 4
  %1463 = icmp sgt i64 %1462, %1461
  %1464 = select i1 %1463, i64 %1462, i64 %1461
  store i64 %1464, ptr %mx, align 4
  br label %if.end53

if.end53:                                         ; preds = %if.then52, %if.end51
  br i1 %1211, label %if.then54, label %if.end55

if.then54:                                        ; preds = %if.end53
  %1465 = and i64 %1227, 4294967295
  %1466 = load i64, ptr %above, align 4
  %1467 = add i64 %1466, %1465
  store i64 %1467, ptr %above, align 4
  %1468 = ashr i64 %1227, 32
  %1469 = icmp eq i64 %1468, 2143289344
  %1470 = zext i1 %1469 to i64
  %1471 = load i64, ptr %nan, align 4
  %1472 = or i64 %1471, %1470
  store i64 %1472, ptr %nan, align 4
  %1473 = shl i64 %1468, 32
  %1474 = or i64 %1473, %1210
  %1475 = load i64, ptr %mx, align 4
  %1476 = icmp sgt i64 %1475, %1474
  %1477 = select i1 %1476, i64 %1475, i64 %1474
  store i64 %1477, ptr %mx, align 4
  br label %if.end55

if.end55:                                         ; preds = %if.then54, %if.end53
  br i1 %1231, label %if.then56, label %if.end57

if.then56:                                        ; preds = %if.end55
  %1478 = and i64 %1247, 4294967295
  %1479 = load i64, ptr %above, align 4
  %1480 = add i64 %1479, %1478
  store i64 %1480, ptr %above, align 4
  %1481 = ashr i64 %1247, 32
  %1482 = icmp eq i64 %1481, 2143289344
  %1483 = zext i1 %1482 to i64
  %1484 = load i64, ptr %nan, align 4
  %1485 = or i64 %1484, %1483
  store i64 %1485, ptr %nan, align 4
  %1486 = shl i64 %1481, 32
  %1487 = or i64 %1486, %1230
  %1488 = load i64, ptr %mx, align 4
  %1489 = icmp sgt i64 %1488, %1487
  %1490 = select i1 %1489, i64 %1488, i64 %1487
  store i64 %1490, ptr %mx, align 4
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %if.end55
  br i1 %1251, label %if.then58, label %if.end59

if.then58:                                        ; preds = %if.end57
  %1491 = and i64 %1267, 4294967295
  %1492 = load i64, ptr %above, align 4
  %1493 = add i64 %1492, %1491
  store i64 %1493, ptr %above, align 4
  %1494 = ashr i64 %1267, 32
  %1495 = icmp eq i64 %1494, 2143289344
  %1496 = zext i1 %1495 to i64
  %1497 = load i64, ptr %nan, align 4
  %1498 = or i64 %1497, %1496
  store i64 %1498, ptr %nan, align 4
  %1499 = shl i64 %1494, 32
  %1500 = or i64 %1499, %1250
  %1501 = load i64, ptr %mx, align 4
  %1502 = icmp sgt i64 %1501, %1500
  %1503 = select i1 %1502, i64 %1501, i64 %1500
  store i64 %1503, ptr %mx, align 4
  br label %if.end59

if.end59:                                         ; preds = %if.then58, %if.end57
  br i1 %1271, label %if.then60, label %if.end61

if.then60:                                        ; preds = %if.end59
  %1504 = and i64 %1287, 4294967295
  %1505 = load i64, ptr %above, align 4
  %1506 = add i64 %1505, %1504
  store i64 %1506, ptr %above, align 4
  %1507 = ashr i64 %1287, 32
  %1508 = icmp eq i64 %1507, 2143289344
  %1509 = zext i1 %1508 to i64
  %1510 = load i64, ptr %nan, align 4
  %1511 = or i64 %1510, %1509
  store i64 %1511, ptr %nan, align 4
  %1512 = shl i64 %1507, 32
  %1513 = or i64 %1512, %1270
  %1514 = load i64, ptr %mx, align 4
  %1515 = icmp sgt i64 %1514, %1513
  %1516 = select i1 %1515, i64 %1514, i64 %1513
  store i64 %1516, ptr %mx, align 4
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %if.end59
  br i1 %1291, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end61
  %1517 = and i64 %1307, 4294967295
  %1518 = load i64, ptr %above, align 4
  %1519 = add i64 %1518, %1517
  store i64 %1519, ptr %above, align 4
  %1520 = ashr i64 %1307, 32
  %1521 = icmp eq i64 %1520, 2143289344
  %1522 = zext i1 %1521 to i64
  %1523 = load i64, ptr %nan, align 4
  %1524 = or i64 %1523, %1522
  store i64 %1524, ptr %nan, align 4
  %1525 = shl i64 %1520, 32
  %1526 = or i64 %1525, %1290
  %1527 = load i64, ptr %mx, align 4
  %1528 = icmp sgt i64 %1527, %1526
  %1529 = select i1 %1528, i64 %1527, i64 %1526
  store i64 %1529, ptr %mx, align 4
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end61
  br i1 %1311, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end63
  %1530 = and i64 %1327, 4294967295
  %1531 = load i64, ptr %above, align 4
  %1532 = add i64 %1531, %1530
  store i64 %1532, ptr %above, align 4
  %1533 = ashr i64 %1327, 32
  %1534 = icmp eq i64 %1533, 2143289344
  %1535 = zext i1 %1534 to i64
  %1536 = load i64, ptr %nan, align 4
  %1537 = or i64 %1536, %1535
  store i64 %1537, ptr %nan, align 4
  %1538 = shl i64 %1533, 32
  %1539 = or i64 %1538, %1310
  %1540 = load i64, ptr %mx, align 4
  %1541 = icmp sgt i64 %1540, %1539
  %1542 = select i1 %1541, i64 %1540, i64 %1539
  store i64 %1542, ptr %mx, align 4
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end63
  br i1 %1331, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  %1543 = and i64 %1347, 4294967295
  %1544 = load i64, ptr %above, align 4
  %1545 = add i64 %1544, %1543
  store i64 %1545, ptr %above, align 4
  %1546 = ashr i64 %1347, 32
  %1547 = icmp eq i64 %1546, 2143289344
  %1548 = zext i1 %1547 to i64
  %1549 = load i64, ptr %nan, align 4
  %1550 = or i64 %1549, %1548
  store i64 %1550, ptr %nan, align 4
  %1551 = shl i64 %1546, 32
  %1552 = or i64 %1551, %1330
  %1553 = load i64, ptr %mx, align 4
  %1554 = icmp sgt i64 %1553, %1552
  %1555 = select i1 %1554, i64 %1553, i64 %1552
  store i64 %1555, ptr %mx, align 4
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  %words.next = add nsw i64 %words.iv, 1
  br label %words.head, !llvm.loop !6

if.then68:                                        ; preds = %cached.end
  %1556 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 %28
  store i64 %1025, ptr addrspace(3) %1556, align 4
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %cached.end
  store i64 -9223372036854775808, ptr %sorted, align 4
  br i1 %740, label %sort.then, label %sort.else

sort.then:                                        ; preds = %if.end69
  %1557 = load i32, ptr %cachedmax, align 4
  %1558 = bitcast i32 %1557 to float
  %1559 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1558, i32 1, i32 31)
  %1560 = bitcast float %1559 to i32
  %1561 = and i64 %27, 1
  %1562 = icmp eq i64 %1561, 0
  %1563 = and i64 %27, 2
  %1564 = icmp eq i64 %1563, 0
  %1565 = icmp slt i32 %1557, %1560
  %1566 = select i1 %1565, i32 %1557, i32 %1560
  %1567 = icmp sgt i32 %1557, %1560
  %1568 = select i1 %1567, i32 %1557, i32 %1560
  %1569 = icmp eq i1 %1562, %1564
  %1570 = select i1 %1569, i32 %1568, i32 %1566
  %1571 = bitcast i32 %1570 to float
  %1572 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1571, i32 2, i32 31)
  %1573 = bitcast float %1572 to i32
  %1574 = and i64 %27, 2
  %1575 = icmp eq i64 %1574, 0
  %1576 = and i64 %27, 4
  %1577 = icmp eq i64 %1576, 0
  %1578 = icmp slt i32 %1570, %1573
  %1579 = select i1 %1578, i32 %1570, i32 %1573
  %1580 = icmp sgt i32 %1570, %1573
  %1581 = select i1 %1580, i32 %1570, i32 %1573
  %1582 = icmp eq i1 %1575, %1577
  %1583 = select i1 %1582, i32 %1581, i32 %1579
  %1584 = bitcast i32 %1583 to float
  %1585 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1584, i32 1, i32 31)
  %1586 = bitcast float %1585 to i32
  %1587 = and i64 %27, 1
  %1588 = icmp eq i64 %1587, 0
  %1589 = and i64 %27, 4
  %1590 = icmp eq i64 %1589, 0
  %1591 = icmp slt i32 %1583, %1586
  %1592 = select i1 %1591, i32 %1583, i32 %1586
  %1593 = icmp sgt i32 %1583, %1586
  %1594 = select i1 %1593, i32 %1583, i32 %1586
  %1595 = icmp eq i1 %1588, %1590
  %1596 = select i1 %1595, i32 %1594, i32 %1592
  %1597 = bitcast i32 %1596 to float
  %1598 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1597, i32 4, i32 31)
  %1599 = bitcast float %1598 to i32
  %1600 = and i64 %27, 4
  %1601 = icmp eq i64 %1600, 0
  %1602 = and i64 %27, 8
  %1603 = icmp eq i64 %1602, 0
  %1604 = icmp slt i32 %1596, %1599
  %1605 = select i1 %1604, i32 %1596, i32 %1599
  %1606 = icmp sgt i32 %1596, %1599
  %1607 = select i1 %1606, i32 %1596, i32 %1599
  %1608 = icmp eq i1 %1601, %1603
  %1609 = select i1 %1608, i32 %1607, i32 %1605
  %1610 = bitcast i32 %1609 to float
  %1611 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1610, i32 2, i32 31)
  %1612 = bitcast float %1611 to i32
  %1613 = and i64 %27, 2
  %1614 = icmp eq i64 %1613, 0
  %1615 = and i64 %27, 8
  %1616 = icmp eq i64 %1615, 0
  %1617 = icmp slt i32 %1609, %1612
  %1618 = select i1 %1617, i32 %1609, i32 %1612
  %1619 = icmp sgt i32 %1609, %1612
  %1620 = select i1 %1619, i32 %1609, i32 %1612
  %1621 = icmp eq i1 %1614, %1616
  %1622 = select i1 %1621, i32 %1620, i32 %1618
  %1623 = bitcast i32 %1622 to float
  %1624 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1623, i32 1, i32 31)
  %1625 = bitcast float %1624 to i32
  %1626 = and i64 %27, 1
  %1627 = icmp eq i64 %1626, 0
  %1628 = and i64 %27, 8
  %1629 = icmp eq i64 %1628, 0
  %1630 = icmp slt i32 %1622, %1625
  %1631 = select i1 %1630, i32 %1622, i32 %1625
  %1632 = icmp sgt i32 %1622, %1625
  %1633 = select i1 %1632, i32 %1622, i32 %1625
  %1634 = icmp eq i1 %1627, %1629
  %1635 = select i1 %1634, i32 %1633, i32 %1631
  %1636 = bitcast i32 %1635 to float
  %1637 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1636, i32 8, i32 31)
  %1638 = bitcast float %1637 to i32
  %1639 = and i64 %27, 8
  %1640 = icmp eq i64 %1639, 0
  %1641 = and i64 %27, 16
  %1642 = icmp eq i64 %1641, 0
  %1643 = icmp slt i32 %1635, %1638
  %1644 = select i1 %1643, i32 %1635, i32 %1638
  %1645 = icmp sgt i32 %1635, %1638
  %1646 = select i1 %1645, i32 %1635, i32 %1638
  %1647 = icmp eq i1 %1640, %1642
  %1648 = select i1 %1647, i32 %1646, i32 %1644
  %1649 = bitcast i32 %1648 to float
  %1650 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1649, i32 4, i32 31)
  %1651 = bitcast float %1650 to i32
  %1652 = and i64 %27, 4
  %1653 = icmp eq i64 %1652, 0
  %1654 = and i64 %27, 16
  %1655 = icmp eq i64 %1654, 0
  %1656 = icmp slt i32 %1648, %1651
  %1657 = select i1 %1656, i32 %1648, i32 %1651
  %1658 = icmp sgt i32 %1648, %1651
  %1659 = select i1 %1658, i32 %1648, i32 %1651
  %1660 = icmp eq i1 %1653, %1655
  %1661 = select i1 %1660, i32 %1659, i32 %1657
  %1662 = bitcast i32 %1661 to float
  %1663 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1662, i32 2, i32 31)
  %1664 = bitcast float %1663 to i32
  %1665 = and i64 %27, 2
  %1666 = icmp eq i64 %1665, 0
  %1667 = and i64 %27, 16
  %1668 = icmp eq i64 %1667, 0
  %1669 = icmp slt i32 %1661, %1664
  %1670 = select i1 %1669, i32 %1661, i32 %1664
  %1671 = icmp sgt i32 %1661, %1664
  %1672 = select i1 %1671, i32 %1661, i32 %1664
  %1673 = icmp eq i1 %1666, %1668
  %1674 = select i1 %1673, i32 %1672, i32 %1670
  %1675 = bitcast i32 %1674 to float
  %1676 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1675, i32 1, i32 31)
  %1677 = bitcast float %1676 to i32
  %1678 = and i64 %27, 1
  %1679 = icmp eq i64 %1678, 0
  %1680 = and i64 %27, 16
  %1681 = icmp eq i64 %1680, 0
  %1682 = icmp slt i32 %1674, %1677
  %1683 = select i1 %1682, i32 %1674, i32 %1677
  %1684 = icmp sgt i32 %1674, %1677
  %1685 = select i1 %1684, i32 %1674, i32 %1677
  %1686 = icmp eq i1 %1679, %1681
  %1687 = select i1 %1686, i32 %1685, i32 %1683
  %1688 = bitcast i32 %1687 to float
  %1689 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1688, i32 16, i32 31)
  %1690 = bitcast float %1689 to i32
  %1691 = and i64 %27, 16
  %1692 = icmp eq i64 %1691, 0
  %1693 = and i64 %27, 32
  %1694 = icmp eq i64 %1693, 0
  %1695 = icmp slt i32 %1687, %1690
  %1696 = select i1 %1695, i32 %1687, i32 %1690
  %1697 = icmp sgt i32 %1687, %1690
  %1698 = select i1 %1697, i32 %1687, i32 %1690
  %1699 = icmp eq i1 %1692, %1694
  %1700 = select i1 %1699, i32 %1698, i32 %1696
  %1701 = bitcast i32 %1700 to float
  %1702 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1701, i32 8, i32 31)
  %1703 = bitcast float %1702 to i32
  %1704 = and i64 %27, 8
  %1705 = icmp eq i64 %1704, 0
  %1706 = and i64 %27, 32
  %1707 = icmp eq i64 %1706, 0
  %1708 = icmp slt i32 %1700, %1703
  %1709 = select i1 %1708, i32 %1700, i32 %1703
  %1710 = icmp sgt i32 %1700, %1703
  %1711 = select i1 %1710, i32 %1700, i32 %1703
  %1712 = icmp eq i1 %1705, %1707
  %1713 = select i1 %1712, i32 %1711, i32 %1709
  %1714 = bitcast i32 %1713 to float
  %1715 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1714, i32 4, i32 31)
  %1716 = bitcast float %1715 to i32
  %1717 = and i64 %27, 4
  %1718 = icmp eq i64 %1717, 0
  %1719 = and i64 %27, 32
  %1720 = icmp eq i64 %1719, 0
  %1721 = icmp slt i32 %1713, %1716
  %1722 = select i1 %1721, i32 %1713, i32 %1716
  %1723 = icmp sgt i32 %1713, %1716
  %1724 = select i1 %1723, i32 %1713, i32 %1716
  %1725 = icmp eq i1 %1718, %1720
  %1726 = select i1 %1725, i32 %1724, i32 %1722
  %1727 = bitcast i32 %1726 to float
  %1728 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1727, i32 2, i32 31)
  %1729 = bitcast float %1728 to i32
  %1730 = and i64 %27, 2
  %1731 = icmp eq i64 %1730, 0
  %1732 = and i64 %27, 32
  %1733 = icmp eq i64 %1732, 0
  %1734 = icmp slt i32 %1726, %1729
  %1735 = select i1 %1734, i32 %1726, i32 %1729
  %1736 = icmp sgt i32 %1726, %1729
  %1737 = select i1 %1736, i32 %1726, i32 %1729
  %1738 = icmp eq i1 %1731, %1733
  %1739 = select i1 %1738, i32 %1737, i32 %1735
  %1740 = bitcast i32 %1739 to float
  %1741 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1740, i32 1, i32 31)
  %1742 = bitcast float %1741 to i32
  %1743 = and i64 %27, 1
  %1744 = icmp eq i64 %1743, 0
  %1745 = and i64 %27, 32
  %1746 = icmp eq i64 %1745, 0
  %1747 = icmp slt i32 %1739, %1742
  %1748 = select i1 %1747, i32 %1739, i32 %1742
  %1749 = icmp sgt i32 %1739, %1742
  %1750 = select i1 %1749, i32 %1739, i32 %1742
  %1751 = icmp eq i1 %1744, %1746
  %1752 = select i1 %1751, i32 %1750, i32 %1748
  store i32 %1752, ptr %sorted32, align 4
  %1753 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %23
  store i32 %1752, ptr addrspace(3) %1753, align 4
  %1754 = ashr i32 %1752, 31
  %1755 = lshr i32 %1754, 16
  %1756 = and i32 %1752, -65536
  %1757 = or i32 %1756, %1755
  %1758 = and i32 %1752, 65535
  %1759 = zext i32 %1758 to i64
  %1760 = sext i32 %1757 to i64
  %1761 = shl i64 %1760, 32
  %1762 = or i64 %1761, %1759
  %1763 = icmp eq i32 %1752, -2147483648
  %1764 = select i1 %1763, i64 -9223372036854775808, i64 %1762
  store i64 %1764, ptr %sorted, align 4
  br label %sort.end

sort.else:                                        ; preds = %if.end69
  %1765 = trunc i64 %954 to i32
  %1766 = bitcast i32 %1765 to float
  %1767 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1766, i32 1, i32 31)
  %1768 = bitcast float %1767 to i32
  %1769 = lshr i64 %954, 32
  %1770 = trunc i64 %1769 to i32
  %1771 = bitcast i32 %1770 to float
  %1772 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1771, i32 1, i32 31)
  %1773 = bitcast float %1772 to i32
  %1774 = zext i32 %1768 to i64
  %1775 = zext i32 %1773 to i64
  %1776 = shl i64 %1775, 32
  %1777 = or i64 %1776, %1774
  %1778 = and i64 %27, 1
  %1779 = icmp eq i64 %1778, 0
  %1780 = and i64 %27, 2
  %1781 = icmp eq i64 %1780, 0
  %1782 = icmp slt i64 %954, %1777
  %1783 = select i1 %1782, i64 %954, i64 %1777
  %1784 = icmp sgt i64 %954, %1777
  %1785 = select i1 %1784, i64 %954, i64 %1777
  %1786 = icmp eq i1 %1779, %1781
  %1787 = select i1 %1786, i64 %1785, i64 %1783
  %1788 = trunc i64 %1787 to i32
  %1789 = bitcast i32 %1788 to float
  %1790 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1789, i32 2, i32 31)
  %1791 = bitcast float %1790 to i32
  %1792 = lshr i64 %1787, 32
  %1793 = trunc i64 %1792 to i32
  %1794 = bitcast i32 %1793 to float
  %1795 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1794, i32 2, i32 31)
  %1796 = bitcast float %1795 to i32
  %1797 = zext i32 %1791 to i64
  %1798 = zext i32 %1796 to i64
  %1799 = shl i64 %1798, 32
  %1800 = or i64 %1799, %1797
  %1801 = and i64 %27, 2
  %1802 = icmp eq i64 %1801, 0
  %1803 = and i64 %27, 4
  %1804 = icmp eq i64 %1803, 0
  %1805 = icmp slt i64 %1787, %1800
  %1806 = select i1 %1805, i64 %1787, i64 %1800
  %1807 = icmp sgt i64 %1787, %1800
  %1808 = select i1 %1807, i64 %1787, i64 %1800
  %1809 = icmp eq i1 %1802, %1804
  %1810 = select i1 %1809, i64 %1808, i64 %1806
  %1811 = trunc i64 %1810 to i32
  %1812 = bitcast i32 %1811 to float
  %1813 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1812, i32 1, i32 31)
  %1814 = bitcast float %1813 to i32
  %1815 = lshr i64 %1810, 32
  %1816 = trunc i64 %1815 to i32
  %1817 = bitcast i32 %1816 to float
  %1818 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1817, i32 1, i32 31)
  %1819 = bitcast float %1818 to i32
  %1820 = zext i32 %1814 to i64
  %1821 = zext i32 %1819 to i64
  %1822 = shl i64 %1821, 32
  %1823 = or i64 %1822, %1820
  %1824 = and i64 %27, 1
  %1825 = icmp eq i64 %1824, 0
  %1826 = and i64 %27, 4
  %1827 = icmp eq i64 %1826, 0
  %1828 = icmp slt i64 %1810, %1823
  %1829 = select i1 %1828, i64 %1810, i64 %1823
  %1830 = icmp sgt i64 %1810, %1823
  %1831 = select i1 %1830, i64 %1810, i64 %1823
  %1832 = icmp eq i1 %1825, %1827
  %1833 = select i1 %1832, i64 %1831, i64 %1829
  %1834 = trunc i64 %1833 to i32
  %1835 = bitcast i32 %1834 to float
  %1836 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1835, i32 4, i32 31)
  %1837 = bitcast float %1836 to i32
  %1838 = lshr i64 %1833, 32
  %1839 = trunc i64 %1838 to i32
  %1840 = bitcast i32 %1839 to float
  %1841 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1840, i32 4, i32 31)
  %1842 = bitcast float %1841 to i32
  %1843 = zext i32 %1837 to i64
  %1844 = zext i32 %1842 to i64
  %1845 = shl i64 %1844, 32
  %1846 = or i64 %1845, %1843
  %1847 = and i64 %27, 4
  %1848 = icmp eq i64 %1847, 0
  %1849 = and i64 %27, 8
  %1850 = icmp eq i64 %1849, 0
  %1851 = icmp slt i64 %1833, %1846
  %1852 = select i1 %1851, i64 %1833, i64 %1846
  %1853 = icmp sgt i64 %1833, %1846
  %1854 = select i1 %1853, i64 %1833, i64 %1846
  %1855 = icmp eq i1 %1848, %1850
  %1856 = select i1 %1855, i64 %1854, i64 %1852
  %1857 = trunc i64 %1856 to i32
  %1858 = bitcast i32 %1857 to float
  %1859 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1858, i32 2, i32 31)
  %1860 = bitcast float %1859 to i32
  %1861 = lshr i64 %1856, 32
  %1862 = trunc i64 %1861 to i32
  %1863 = bitcast i32 %1862 to float
  %1864 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1863, i32 2, i32 31)
  %1865 = bitcast float %1864 to i32
  %1866 = zext i32 %1860 to i64
  %1867 = zext i32 %1865 to i64
  %1868 = shl i64 %1867, 32
  %1869 = or i64 %1868, %1866
  %1870 = and i64 %27, 2
  %1871 = icmp eq i64 %1870, 0
  %1872 = and i64 %27, 8
  %1873 = icmp eq i64 %1872, 0
  %1874 = icmp slt i64 %1856, %1869
  %1875 = select i1 %1874, i64 %1856, i64 %1869
  %1876 = icmp sgt i64 %1856, %1869
  %1877 = select i1 %1876, i64 %1856, i64 %1869
  %1878 = icmp eq i1 %1871, %1873
  %1879 = select i1 %1878, i64 %1877, i64 %1875
  %1880 = trunc i64 %1879 to i32
  %1881 = bitcast i32 %1880 to float
  %1882 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1881, i32 1, i32 31)
  %1883 = bitcast float %1882 to i32
  %1884 = lshr i64 %1879, 32
  %1885 = trunc i64 %1884 to i32
  %1886 = bitcast i32 %1885 to float
  %1887 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1886, i32 1, i32 31)
  %1888 = bitcast float %1887 to i32
  %1889 = zext i32 %1883 to i64
  %1890 = zext i32 %1888 to i64
  %1891 = shl i64 %1890, 32
  %1892 = or i64 %1891, %1889
  %1893 = and i64 %27, 1
  %1894 = icmp eq i64 %1893, 0
  %1895 = and i64 %27, 8
  %1896 = icmp eq i64 %1895, 0
  %1897 = icmp slt i64 %1879, %1892
  %1898 = select i1 %1897, i64 %1879, i64 %1892
  %1899 = icmp sgt i64 %1879, %1892
  %1900 = select i1 %1899, i64 %1879, i64 %1892
  %1901 = icmp eq i1 %1894, %1896
  %1902 = select i1 %1901, i64 %1900, i64 %1898
  %1903 = trunc i64 %1902 to i32
  %1904 = bitcast i32 %1903 to float
  %1905 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1904, i32 8, i32 31)
  %1906 = bitcast float %1905 to i32
  %1907 = lshr i64 %1902, 32
  %1908 = trunc i64 %1907 to i32
  %1909 = bitcast i32 %1908 to float
  %1910 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1909, i32 8, i32 31)
  %1911 = bitcast float %1910 to i32
  %1912 = zext i32 %1906 to i64
  %1913 = zext i32 %1911 to i64
  %1914 = shl i64 %1913, 32
  %1915 = or i64 %1914, %1912
  %1916 = and i64 %27, 8
  %1917 = icmp eq i64 %1916, 0
  %1918 = and i64 %27, 16
  %1919 = icmp eq i64 %1918, 0
  %1920 = icmp slt i64 %1902, %1915
  %1921 = select i1 %1920, i64 %1902, i64 %1915
  %1922 = icmp sgt i64 %1902, %1915
  %1923 = select i1 %1922, i64 %1902, i64 %1915
  %1924 = icmp eq i1 %1917, %1919
  %1925 = select i1 %1924, i64 %1923, i64 %1921
  %1926 = trunc i64 %1925 to i32
  %1927 = bitcast i32 %1926 to float
  %1928 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1927, i32 4, i32 31)
  %1929 = bitcast float %1928 to i32
  %1930 = lshr i64 %1925, 32
  %1931 = trunc i64 %1930 to i32
  %1932 = bitcast i32 %1931 to float
  %1933 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1932, i32 4, i32 31)
  %1934 = bitcast float %1933 to i32
  %1935 = zext i32 %1929 to i64
  %1936 = zext i32 %1934 to i64
  %1937 = shl i64 %1936, 32
  %1938 = or i64 %1937, %1935
  %1939 = and i64 %27, 4
  %1940 = icmp eq i64 %1939, 0
  %1941 = and i64 %27, 16
  %1942 = icmp eq i64 %1941, 0
  %1943 = icmp slt i64 %1925, %1938
  %1944 = select i1 %1943, i64 %1925, i64 %1938
  %1945 = icmp sgt i64 %1925, %1938
  %1946 = select i1 %1945, i64 %1925, i64 %1938
  %1947 = icmp eq i1 %1940, %1942
  %1948 = select i1 %1947, i64 %1946, i64 %1944
  %1949 = trunc i64 %1948 to i32
  %1950 = bitcast i32 %1949 to float
  %1951 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1950, i32 2, i32 31)
  %1952 = bitcast float %1951 to i32
  %1953 = lshr i64 %1948, 32
  %1954 = trunc i64 %1953 to i32
  %1955 = bitcast i32 %1954 to float
  %1956 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1955, i32 2, i32 31)
  %1957 = bitcast float %1956 to i32
  %1958 = zext i32 %1952 to i64
  %1959 = zext i32 %1957 to i64
  %1960 = shl i64 %1959, 32
  %1961 = or i64 %1960, %1958
  %1962 = and i64 %27, 2
  %1963 = icmp eq i64 %1962, 0
  %1964 = and i64 %27, 16
  %1965 = icmp eq i64 %1964, 0
  %1966 = icmp slt i64 %1948, %1961
  %1967 = select i1 %1966, i64 %1948, i64 %1961
  %1968 = icmp sgt i64 %1948, %1961
  %1969 = select i1 %1968, i64 %1948, i64 %1961
  %1970 = icmp eq i1 %1963, %1965
  %1971 = select i1 %1970, i64 %1969, i64 %1967
  %1972 = trunc i64 %1971 to i32
  %1973 = bitcast i32 %1972 to float
  %1974 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1973, i32 1, i32 31)
  %1975 = bitcast float %1974 to i32
  %1976 = lshr i64 %1971, 32
  %1977 = trunc i64 %1976 to i32
  %1978 = bitcast i32 %1977 to float
  %1979 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1978, i32 1, i32 31)
  %1980 = bitcast float %1979 to i32
  %1981 = zext i32 %1975 to i64
  %1982 = zext i32 %1980 to i64
  %1983 = shl i64 %1982, 32
  %1984 = or i64 %1983, %1981
  %1985 = and i64 %27, 1
  %1986 = icmp eq i64 %1985, 0
  %1987 = and i64 %27, 16
  %1988 = icmp eq i64 %1987, 0
  %1989 = icmp slt i64 %1971, %1984
  %1990 = select i1 %1989, i64 %1971, i64 %1984
  %1991 = icmp sgt i64 %1971, %1984
  %1992 = select i1 %1991, i64 %1971, i64 %1984
  %1993 = icmp eq i1 %1986, %1988
  %1994 = select i1 %1993, i64 %1992, i64 %1990
  %1995 = trunc i64 %1994 to i32
  %1996 = bitcast i32 %1995 to float
  %1997 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1996, i32 16, i32 31)
  %1998 = bitcast float %1997 to i32
  %1999 = lshr i64 %1994, 32
  %2000 = trunc i64 %1999 to i32
  %2001 = bitcast i32 %2000 to float
  %2002 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2001, i32 16, i32 31)
  %2003 = bitcast float %2002 to i32
  %2004 = zext i32 %1998 to i64
  %2005 = zext i32 %2003 to i64
  %2006 = shl i64 %2005, 32
  %2007 = or i64 %2006, %2004
  %2008 = and i64 %27, 16
  %2009 = icmp eq i64 %2008, 0
  %2010 = and i64 %27, 32
  %2011 = icmp eq i64 %2010, 0
  %2012 = icmp slt i64 %1994, %2007
  %2013 = select i1 %2012, i64 %1994, i64 %2007
  %2014 = icmp sgt i64 %1994, %2007
  %2015 = select i1 %2014, i64 %1994, i64 %2007
  %2016 = icmp eq i1 %2009, %2011
  %2017 = select i1 %2016, i64 %2015, i64 %2013
  %2018 = trunc i64 %2017 to i32
  %2019 = bitcast i32 %2018 to float
  %2020 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2019, i32 8, i32 31)
  %2021 = bitcast float %2020 to i32
  %2022 = lshr i64 %2017, 32
  %2023 = trunc i64 %2022 to i32
  %2024 = bitcast i32 %2023 to float
  %2025 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2024, i32 8, i32 31)
  %2026 = bitcast float %2025 to i32
  %2027 = zext i32 %2021 to i64
  %2028 = zext i32 %2026 to i64
  %2029 = shl i64 %2028, 32
  %2030 = or i64 %2029, %2027
  %2031 = and i64 %27, 8
  %2032 = icmp eq i64 %2031, 0
  %2033 = and i64 %27, 32
  %2034 = icmp eq i64 %2033, 0
  %2035 = icmp slt i64 %2017, %2030
  %2036 = select i1 %2035, i64 %2017, i64 %2030
  %2037 = icmp sgt i64 %2017, %2030
  %2038 = select i1 %2037, i64 %2017, i64 %2030
  %2039 = icmp eq i1 %2032, %2034
  %2040 = select i1 %2039, i64 %2038, i64 %2036
  %2041 = trunc i64 %2040 to i32
  %2042 = bitcast i32 %2041 to float
  %2043 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2042, i32 4, i32 31)
  %2044 = bitcast float %2043 to i32
  %2045 = lshr i64 %2040, 32
  %2046 = trunc i64 %2045 to i32
  %2047 = bitcast i32 %2046 to float
  %2048 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2047, i32 4, i32 31)
  %2049 = bitcast float %2048 to i32
  %2050 = zext i32 %2044 to i64
  %2051 = zext i32 %2049 to i64
  %2052 = shl i64 %2051, 32
  %2053 = or i64 %2052, %2050
  %2054 = and i64 %27, 4
  %2055 = icmp eq i64 %2054, 0
  %2056 = and i64 %27, 32
  %2057 = icmp eq i64 %2056, 0
  %2058 = icmp slt i64 %2040, %2053
  %2059 = select i1 %2058, i64 %2040, i64 %2053
  %2060 = icmp sgt i64 %2040, %2053
  %2061 = select i1 %2060, i64 %2040, i64 %2053
  %2062 = icmp eq i1 %2055, %2057
  %2063 = select i1 %2062, i64 %2061, i64 %2059
  %2064 = trunc i64 %2063 to i32
  %2065 = bitcast i32 %2064 to float
  %2066 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2065, i32 2, i32 31)
  %2067 = bitcast float %2066 to i32
  %2068 = lshr i64 %2063, 32
  %2069 = trunc i64 %2068 to i32
  %2070 = bitcast i32 %2069 to float
  %2071 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2070, i32 2, i32 31)
  %2072 = bitcast float %2071 to i32
  %2073 = zext i32 %2067 to i64
  %2074 = zext i32 %2072 to i64
  %2075 = shl i64 %2074, 32
  %2076 = or i64 %2075, %2073
  %2077 = and i64 %27, 2
  %2078 = icmp eq i64 %2077, 0
  %2079 = and i64 %27, 32
  %2080 = icmp eq i64 %2079, 0
  %2081 = icmp slt i64 %2063, %2076
  %2082 = select i1 %2081, i64 %2063, i64 %2076
  %2083 = icmp sgt i64 %2063, %2076
  %2084 = select i1 %2083, i64 %2063, i64 %2076
  %2085 = icmp eq i1 %2078, %2080
  %2086 = select i1 %2085, i64 %2084, i64 %2082
  %2087 = trunc i64 %2086 to i32
  %2088 = bitcast i32 %2087 to float
  %2089 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2088, i32 1, i32 31)
  %2090 = bitcast float %2089 to i32
  %2091 = lshr i64 %2086, 32
  %2092 = trunc i64 %2091 to i32
  %2093 = bitcast i32 %2092 to float
  %2094 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2093, i32 1, i32 31)
  %2095 = bitcast float %2094 to i32
  %2096 = zext i32 %2090 to i64
  %2097 = zext i32 %2095 to i64
  %2098 = shl i64 %2097, 32
  %2099 = or i64 %2098, %2096
  %2100 = and i64 %27, 1
  %2101 = icmp eq i64 %2100, 0
  %2102 = and i64 %27, 32
  %2103 = icmp eq i64 %2102, 0
  %2104 = icmp slt i64 %2086, %2099
  %2105 = select i1 %2104, i64 %2086, i64 %2099
  %2106 = icmp sgt i64 %2086, %2099
  %2107 = select i1 %2106, i64 %2086, i64 %2099
  %2108 = icmp eq i1 %2101, %2103
  %2109 = select i1 %2108, i64 %2107, i64 %2105
  store i64 %2109, ptr %sorted, align 4
  br label %sort.end

sort.end:                                         ; preds = %sort.else, %sort.then
  %2110 = load i64, ptr %sorted, align 4
  %2111 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %23
  store i64 %2110, ptr addrspace(3) %2111, align 4
  call void @llvm.nvvm.barrier0()
  %2112 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), align 4
  %2113 = add i64 0, %2112
  %2114 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 1), align 4
  %2115 = add i64 %2113, %2114
  %2116 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 2), align 4
  %2117 = add i64 %2115, %2116
  %2118 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 3), align 4
  %2119 = add i64 %2117, %2118
  br i1 %41, label %if.then70, label %if.end71

if.then70:                                        ; preds = %sort.end
  %2120 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  store float %2120, ptr %lse, align 4
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %sort.end
  %2121 = load float, ptr %lse, align 4
  %2122 = and i64 %2119, 281474976710655
  %2123 = lshr i64 %2119, 48
  %2124 = icmp slt i64 %31, %6
  %2125 = icmp sge i64 %31, 0
  %2126 = and i1 %2125, %2124
  %2127 = bitcast float %54 to i32
  %2128 = icmp eq i32 %2127, -2147483648
  %2129 = icmp sgt i64 %2123, 0
  %2130 = or i1 %2128, %2129
  %2131 = fcmp ord float %54, %54
  %2132 = and i1 %2131, %2130
  store i64 %2122, ptr %above72, align 4
  br i1 %2132, label %exact.then, label %exact.end

exact.then:                                       ; preds = %if.end71
  %2133 = bitcast float %54 to i32
  %2134 = fcmp uno float %54, %54
  %2135 = select i1 %2134, i32 2143289344, i32 %2133
  %2136 = xor i32 %2135, 2147483647
  %2137 = icmp sge i32 %2135, 0
  %2138 = select i1 %2137, i32 %2135, i32 %2136
  store i64 0, ptr %exact, align 4
  br label %exactabove.head

exact.end:                                        ; preds = %if.end74, %if.end71
  %2139 = load i64, ptr %above72, align 4
  %2140 = add i64 %2139, 1
  %2141 = select i1 %2126, i64 %2140, i64 0
  %2142 = trunc i64 %16 to i32
  %2143 = bitcast i32 %2142 to float
  %2144 = fcmp olt float %2143, 1.000000e+00
  %2145 = fcmp ogt float %2143, 0.000000e+00
  %2146 = and i1 %2145, %2144
  br i1 %2146, label %if.then75, label %if.end76

exactabove.head:                                  ; preds = %exactabove.body, %exact.then
  %exactabove.iv = phi i64 [ %23, %exact.then ], [ %exactabove.next, %exactabove.body ]
  %2147 = icmp slt i64 %exactabove.iv, %6
  br i1 %2147, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %2148 = mul i64 %exactabove.iv, 2
  %2149 = getelementptr i8, ptr %46, i64 %2148
  %2150 = load i16, ptr %2149, align 2
  %2151 = zext i16 %2150 to i32
  %2152 = shl i32 %2151, 16
  %2153 = bitcast i32 %2152 to float
  %2154 = bitcast float %2153 to i32
  %2155 = fcmp uno float %2153, %2153
  %2156 = select i1 %2155, i32 2143289344, i32 %2154
  %2157 = xor i32 %2156, 2147483647
  %2158 = icmp sge i32 %2156, 0
  %2159 = select i1 %2158, i32 %2156, i32 %2157
  %2160 = icmp sgt i32 %2159, %2138
  %2161 = zext i1 %2160 to i64
  %2162 = load i64, ptr %exact, align 4
  %2163 = add i64 %2162, %2161
  store i64 %2163, ptr %exact, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 128
  br label %exactabove.head, !llvm.loop !7

exactabove.exit:                                  ; preds = %exactabove.head
  %2164 = load i64, ptr %exact, align 4
  %2165 = and i64 %23, 31
  %2166 = trunc i64 %2164 to i32
  %2167 = bitcast i32 %2166 to float
  %2168 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2167, i32 16, i32 31)
  %2169 = bitcast float %2168 to i32
  %2170 = lshr i64 %2164, 32
  %2171 = trunc i64 %2170 to i32
  %2172 = bitcast i32 %2171 to float
  %2173 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2172, i32 16, i32 31)
  %2174 = bitcast float %2173 to i32
  %2175 = zext i32 %2169 to i64
  %2176 = zext i32 %2174 to i64
  %2177 = shl i64 %2176, 32
  %2178 = or i64 %2177, %2175
  %2179 = add i64 %2164, %2178
  %2180 = trunc i64 %2179 to i32
  %2181 = bitcast i32 %2180 to float
  %2182 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2181, i32 8, i32 31)
  %2183 = bitcast float %2182 to i32
  %2184 = lshr i64 %2179, 32
  %2185 = trunc i64 %2184 to i32
  %2186 = bitcast i32 %2185 to float
  %2187 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2186, i32 8, i32 31)
  %2188 = bitcast float %2187 to i32
  %2189 = zext i32 %2183 to i64
  %2190 = zext i32 %2188 to i64
  %2191 = shl i64 %2190, 32
  %2192 = or i64 %2191, %2189
  %2193 = add i64 %2179, %2192
  %2194 = trunc i64 %2193 to i32
  %2195 = bitcast i32 %2194 to float
  %2196 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2195, i32 4, i32 31)
  %2197 = bitcast float %2196 to i32
  %2198 = lshr i64 %2193, 32
  %2199 = trunc i64 %2198 to i32
  %2200 = bitcast i32 %2199 to float
  %2201 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2200, i32 4, i32 31)
  %2202 = bitcast float %2201 to i32
  %2203 = zext i32 %2197 to i64
  %2204 = zext i32 %2202 to i64
  %2205 = shl i64 %2204, 32
  %2206 = or i64 %2205, %2203
  %2207 = add i64 %2193, %2206
  %2208 = trunc i64 %2207 to i32
  %2209 = bitcast i32 %2208 to float
  %2210 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2209, i32 2, i32 31)
  %2211 = bitcast float %2210 to i32
  %2212 = lshr i64 %2207, 32
  %2213 = trunc i64 %2212 to i32
  %2214 = bitcast i32 %2213 to float
  %2215 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2214, i32 2, i32 31)
  %2216 = bitcast float %2215 to i32
  %2217 = zext i32 %2211 to i64
  %2218 = zext i32 %2216 to i64
  %2219 = shl i64 %2218, 32
  %2220 = or i64 %2219, %2217
  %2221 = add i64 %2207, %2220
  %2222 = trunc i64 %2221 to i32
  %2223 = bitcast i32 %2222 to float
  %2224 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2223, i32 1, i32 31)
  %2225 = bitcast float %2224 to i32
  %2226 = lshr i64 %2221, 32
  %2227 = trunc i64 %2226 to i32
  %2228 = bitcast i32 %2227 to float
  %2229 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %2228, i32 1, i32 31)
  %2230 = bitcast float %2229 to i32
  %2231 = zext i32 %2225 to i64
  %2232 = zext i32 %2230 to i64
  %2233 = shl i64 %2232, 32
  %2234 = or i64 %2233, %2231
  %2235 = add i64 %2221, %2234
  %2236 = icmp eq i64 %27, 0
  br i1 %2236, label %if.then73, label %if.end74

if.then73:                                        ; preds = %exactabove.exit
  %2237 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 %28
  store i64 %2235, ptr addrspace(3) %2237, align 4
  br label %if.end74

if.end74:                                         ; preds = %if.then73, %exactabove.exit
  call void @llvm.nvvm.barrier0()
  %2238 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), align 4
  %2239 = add i64 0, %2238
  %2240 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 1), align 4
  %2241 = add i64 %2239, %2240
  %2242 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 2), align 4
  %2243 = add i64 %2241, %2242
  %2244 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 3), align 4
  %2245 = add i64 %2243, %2244
  store i64 %2245, ptr %above72, align 4
  br label %exact.end

if.then75:                                        ; preds = %exact.end
  %2246 = icmp ne i64 %2110, -9223372036854775808
  %2247 = icmp slt i64 %27, 16
  %2248 = and i1 %2247, %2246
  br i1 %2248, label %if.then77, label %if.end78

if.end76:                                         ; preds = %if.end406, %exact.end
  %2249 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  %2250 = icmp ne i32 %2249, 0
  br i1 %2250, label %reached.then, label %reached.else

if.then77:                                        ; preds = %if.then75
  store i32 0, ptr %place, align 4
  br i1 %740, label %place.then, label %place.else

if.end78:                                         ; preds = %if.end80, %if.then75
  call void @llvm.nvvm.barrier0()
  %2251 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %740, label %glist.then, label %glist.else

place.then:                                       ; preds = %if.then77
  %2252 = load i32, ptr %sorted32, align 4
  %2253 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %2254 = icmp sgt i32 %2253, %2252
  %2255 = select i1 %2254, i32 16, i32 0
  %2256 = add i32 7, %2255
  %2257 = zext i32 %2256 to i64
  %2258 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2257
  %2259 = load i32, ptr addrspace(3) %2258, align 4
  %2260 = add i32 %2255, 8
  %2261 = icmp sgt i32 %2259, %2252
  %2262 = select i1 %2261, i32 %2260, i32 %2255
  %2263 = add i32 3, %2262
  %2264 = zext i32 %2263 to i64
  %2265 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2264
  %2266 = load i32, ptr addrspace(3) %2265, align 4
  %2267 = add i32 %2262, 4
  %2268 = icmp sgt i32 %2266, %2252
  %2269 = select i1 %2268, i32 %2267, i32 %2262
  %2270 = add i32 1, %2269
  %2271 = zext i32 %2270 to i64
  %2272 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2271
  %2273 = load i32, ptr addrspace(3) %2272, align 4
  %2274 = add i32 %2269, 2
  %2275 = icmp sgt i32 %2273, %2252
  %2276 = select i1 %2275, i32 %2274, i32 %2269
  %2277 = add i32 0, %2276
  %2278 = zext i32 %2277 to i64
  %2279 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2278
  %2280 = load i32, ptr addrspace(3) %2279, align 4
  %2281 = add i32 %2276, 1
  %2282 = icmp sgt i32 %2280, %2252
  %2283 = select i1 %2282, i32 %2281, i32 %2276
  %2284 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %2285 = icmp sgt i32 %2284, %2252
  %2286 = zext i1 %2285 to i32
  %2287 = add i32 %2283, %2286
  %2288 = add i32 0, %2287
  %2289 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %2290 = icmp sgt i32 %2289, %2252
  %2291 = select i1 %2290, i32 16, i32 0
  %2292 = add i32 39, %2291
  %2293 = zext i32 %2292 to i64
  %2294 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2293
  %2295 = load i32, ptr addrspace(3) %2294, align 4
  %2296 = add i32 %2291, 8
  %2297 = icmp sgt i32 %2295, %2252
  %2298 = select i1 %2297, i32 %2296, i32 %2291
  %2299 = add i32 35, %2298
  %2300 = zext i32 %2299 to i64
  %2301 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2300
  %2302 = load i32, ptr addrspace(3) %2301, align 4
  %2303 = add i32 %2298, 4
  %2304 = icmp sgt i32 %2302, %2252
  %2305 = select i1 %2304, i32 %2303, i32 %2298
  %2306 = add i32 33, %2305
  %2307 = zext i32 %2306 to i64
  %2308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2307
  %2309 = load i32, ptr addrspace(3) %2308, align 4
  %2310 = add i32 %2305, 2
  %2311 = icmp sgt i32 %2309, %2252
  %2312 = select i1 %2311, i32 %2310, i32 %2305
  %2313 = add i32 32, %2312
  %2314 = zext i32 %2313 to i64
  %2315 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2314
  %2316 = load i32, ptr addrspace(3) %2315, align 4
  %2317 = add i32 %2312, 1
  %2318 = icmp sgt i32 %2316, %2252
  %2319 = select i1 %2318, i32 %2317, i32 %2312
  %2320 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %2321 = icmp sgt i32 %2320, %2252
  %2322 = zext i1 %2321 to i32
  %2323 = add i32 %2319, %2322
  %2324 = add i32 %2288, %2323
  %2325 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %2326 = icmp sgt i32 %2325, %2252
  %2327 = select i1 %2326, i32 16, i32 0
  %2328 = add i32 71, %2327
  %2329 = zext i32 %2328 to i64
  %2330 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2329
  %2331 = load i32, ptr addrspace(3) %2330, align 4
  %2332 = add i32 %2327, 8
  %2333 = icmp sgt i32 %2331, %2252
  %2334 = select i1 %2333, i32 %2332, i32 %2327
  %2335 = add i32 67, %2334
  %2336 = zext i32 %2335 to i64
  %2337 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2336
  %2338 = load i32, ptr addrspace(3) %2337, align 4
  %2339 = add i32 %2334, 4
  %2340 = icmp sgt i32 %2338, %2252
  %2341 = select i1 %2340, i32 %2339, i32 %2334
  %2342 = add i32 65, %2341
  %2343 = zext i32 %2342 to i64
  %2344 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2343
  %2345 = load i32, ptr addrspace(3) %2344, align 4
  %2346 = add i32 %2341, 2
  %2347 = icmp sgt i32 %2345, %2252
  %2348 = select i1 %2347, i32 %2346, i32 %2341
  %2349 = add i32 64, %2348
  %2350 = zext i32 %2349 to i64
  %2351 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2350
  %2352 = load i32, ptr addrspace(3) %2351, align 4
  %2353 = add i32 %2348, 1
  %2354 = icmp sgt i32 %2352, %2252
  %2355 = select i1 %2354, i32 %2353, i32 %2348
  %2356 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %2357 = icmp sgt i32 %2356, %2252
  %2358 = zext i1 %2357 to i32
  %2359 = add i32 %2355, %2358
  %2360 = add i32 %2324, %2359
  %2361 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %2362 = icmp sgt i32 %2361, %2252
  %2363 = select i1 %2362, i32 16, i32 0
  %2364 = add i32 103, %2363
  %2365 = zext i32 %2364 to i64
  %2366 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2365
  %2367 = load i32, ptr addrspace(3) %2366, align 4
  %2368 = add i32 %2363, 8
  %2369 = icmp sgt i32 %2367, %2252
  %2370 = select i1 %2369, i32 %2368, i32 %2363
  %2371 = add i32 99, %2370
  %2372 = zext i32 %2371 to i64
  %2373 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2372
  %2374 = load i32, ptr addrspace(3) %2373, align 4
  %2375 = add i32 %2370, 4
  %2376 = icmp sgt i32 %2374, %2252
  %2377 = select i1 %2376, i32 %2375, i32 %2370
  %2378 = add i32 97, %2377
  %2379 = zext i32 %2378 to i64
  %2380 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2379
  %2381 = load i32, ptr addrspace(3) %2380, align 4
  %2382 = add i32 %2377, 2
  %2383 = icmp sgt i32 %2381, %2252
  %2384 = select i1 %2383, i32 %2382, i32 %2377
  %2385 = add i32 96, %2384
  %2386 = zext i32 %2385 to i64
  %2387 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2386
  %2388 = load i32, ptr addrspace(3) %2387, align 4
  %2389 = add i32 %2384, 1
  %2390 = icmp sgt i32 %2388, %2252
  %2391 = select i1 %2390, i32 %2389, i32 %2384
  %2392 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %2393 = icmp sgt i32 %2392, %2252
  %2394 = zext i1 %2393 to i32
  %2395 = add i32 %2391, %2394
  %2396 = add i32 %2360, %2395
  store i32 %2396, ptr %place, align 4
  br label %place.end

place.else:                                       ; preds = %if.then77
  %2397 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %2398 = icmp sgt i64 %2397, %2110
  %2399 = select i1 %2398, i32 16, i32 0
  %2400 = add i32 7, %2399
  %2401 = zext i32 %2400 to i64
  %2402 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2401
  %2403 = load i64, ptr addrspace(3) %2402, align 4
  %2404 = add i32 %2399, 8
  %2405 = icmp sgt i64 %2403, %2110
  %2406 = select i1 %2405, i32 %2404, i32 %2399
  %2407 = add i32 3, %2406
  %2408 = zext i32 %2407 to i64
  %2409 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2408
  %2410 = load i64, ptr addrspace(3) %2409, align 4
  %2411 = add i32 %2406, 4
  %2412 = icmp sgt i64 %2410, %2110
  %2413 = select i1 %2412, i32 %2411, i32 %2406
  %2414 = add i32 1, %2413
  %2415 = zext i32 %2414 to i64
  %2416 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2415
  %2417 = load i64, ptr addrspace(3) %2416, align 4
  %2418 = add i32 %2413, 2
  %2419 = icmp sgt i64 %2417, %2110
  %2420 = select i1 %2419, i32 %2418, i32 %2413
  %2421 = add i32 0, %2420
  %2422 = zext i32 %2421 to i64
  %2423 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2422
  %2424 = load i64, ptr addrspace(3) %2423, align 4
  %2425 = add i32 %2420, 1
  %2426 = icmp sgt i64 %2424, %2110
  %2427 = select i1 %2426, i32 %2425, i32 %2420
  %2428 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %2429 = icmp sgt i64 %2428, %2110
  %2430 = zext i1 %2429 to i32
  %2431 = add i32 %2427, %2430
  %2432 = add i32 0, %2431
  %2433 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %2434 = icmp sgt i64 %2433, %2110
  %2435 = select i1 %2434, i32 16, i32 0
  %2436 = add i32 39, %2435
  %2437 = zext i32 %2436 to i64
  %2438 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2437
  %2439 = load i64, ptr addrspace(3) %2438, align 4
  %2440 = add i32 %2435, 8
  %2441 = icmp sgt i64 %2439, %2110
  %2442 = select i1 %2441, i32 %2440, i32 %2435
  %2443 = add i32 35, %2442
  %2444 = zext i32 %2443 to i64
  %2445 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2444
  %2446 = load i64, ptr addrspace(3) %2445, align 4
  %2447 = add i32 %2442, 4
  %2448 = icmp sgt i64 %2446, %2110
  %2449 = select i1 %2448, i32 %2447, i32 %2442
  %2450 = add i32 33, %2449
  %2451 = zext i32 %2450 to i64
  %2452 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2451
  %2453 = load i64, ptr addrspace(3) %2452, align 4
  %2454 = add i32 %2449, 2
  %2455 = icmp sgt i64 %2453, %2110
  %2456 = select i1 %2455, i32 %2454, i32 %2449
  %2457 = add i32 32, %2456
  %2458 = zext i32 %2457 to i64
  %2459 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2458
  %2460 = load i64, ptr addrspace(3) %2459, align 4
  %2461 = add i32 %2456, 1
  %2462 = icmp sgt i64 %2460, %2110
  %2463 = select i1 %2462, i32 %2461, i32 %2456
  %2464 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %2465 = icmp sgt i64 %2464, %2110
  %2466 = zext i1 %2465 to i32
  %2467 = add i32 %2463, %2466
  %2468 = add i32 %2432, %2467
  %2469 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %2470 = icmp sgt i64 %2469, %2110
  %2471 = select i1 %2470, i32 16, i32 0
  %2472 = add i32 71, %2471
  %2473 = zext i32 %2472 to i64
  %2474 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2473
  %2475 = load i64, ptr addrspace(3) %2474, align 4
  %2476 = add i32 %2471, 8
  %2477 = icmp sgt i64 %2475, %2110
  %2478 = select i1 %2477, i32 %2476, i32 %2471
  %2479 = add i32 67, %2478
  %2480 = zext i32 %2479 to i64
  %2481 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2480
  %2482 = load i64, ptr addrspace(3) %2481, align 4
  %2483 = add i32 %2478, 4
  %2484 = icmp sgt i64 %2482, %2110
  %2485 = select i1 %2484, i32 %2483, i32 %2478
  %2486 = add i32 65, %2485
  %2487 = zext i32 %2486 to i64
  %2488 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2487
  %2489 = load i64, ptr addrspace(3) %2488, align 4
  %2490 = add i32 %2485, 2
  %2491 = icmp sgt i64 %2489, %2110
  %2492 = select i1 %2491, i32 %2490, i32 %2485
  %2493 = add i32 64, %2492
  %2494 = zext i32 %2493 to i64
  %2495 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2494
  %2496 = load i64, ptr addrspace(3) %2495, align 4
  %2497 = add i32 %2492, 1
  %2498 = icmp sgt i64 %2496, %2110
  %2499 = select i1 %2498, i32 %2497, i32 %2492
  %2500 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %2501 = icmp sgt i64 %2500, %2110
  %2502 = zext i1 %2501 to i32
  %2503 = add i32 %2499, %2502
  %2504 = add i32 %2468, %2503
  %2505 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %2506 = icmp sgt i64 %2505, %2110
  %2507 = select i1 %2506, i32 16, i32 0
  %2508 = add i32 103, %2507
  %2509 = zext i32 %2508 to i64
  %2510 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2509
  %2511 = load i64, ptr addrspace(3) %2510, align 4
  %2512 = add i32 %2507, 8
  %2513 = icmp sgt i64 %2511, %2110
  %2514 = select i1 %2513, i32 %2512, i32 %2507
  %2515 = add i32 99, %2514
  %2516 = zext i32 %2515 to i64
  %2517 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2516
  %2518 = load i64, ptr addrspace(3) %2517, align 4
  %2519 = add i32 %2514, 4
  %2520 = icmp sgt i64 %2518, %2110
  %2521 = select i1 %2520, i32 %2519, i32 %2514
  %2522 = add i32 97, %2521
  %2523 = zext i32 %2522 to i64
  %2524 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2523
  %2525 = load i64, ptr addrspace(3) %2524, align 4
  %2526 = add i32 %2521, 2
  %2527 = icmp sgt i64 %2525, %2110
  %2528 = select i1 %2527, i32 %2526, i32 %2521
  %2529 = add i32 96, %2528
  %2530 = zext i32 %2529 to i64
  %2531 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2530
  %2532 = load i64, ptr addrspace(3) %2531, align 4
  %2533 = add i32 %2528, 1
  %2534 = icmp sgt i64 %2532, %2110
  %2535 = select i1 %2534, i32 %2533, i32 %2528
  %2536 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %2537 = icmp sgt i64 %2536, %2110
  %2538 = zext i1 %2537 to i32
  %2539 = add i32 %2535, %2538
  %2540 = add i32 %2504, %2539
  store i32 %2540, ptr %place, align 4
  br label %place.end

place.end:                                        ; preds = %place.else, %place.then
  %2541 = load i32, ptr %place, align 4
  %2542 = icmp eq i32 %2541, 15
  br i1 %2542, label %if.then79, label %if.end80

if.then79:                                        ; preds = %place.end
  %2543 = ashr i64 %2110, 32
  %2544 = trunc i64 %2543 to i32
  store i32 %2544, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end80

if.end80:                                         ; preds = %if.then79, %place.end
  br label %if.end78

glist.then:                                       ; preds = %if.end78
  %2545 = and i32 %2251, -65536
  %2546 = load i32, ptr %cachedmax, align 4
  %2547 = icmp sge i32 %2546, %2545
  br i1 %2547, label %if.then81, label %if.end82

glist.else:                                       ; preds = %if.end78
  %2548 = add i64 %48, 2047
  %2549 = udiv i64 %2548, 2048
  br label %glist.head

glist.end:                                        ; preds = %glist.exit, %if.end82
  call void @llvm.nvvm.barrier0()
  %2550 = load i32, ptr addrspace(3) @block_shared, align 4
  %2551 = icmp ugt i32 %2550, 256
  %2552 = xor i1 %2551, true
  br i1 %2552, label %if.then243, label %if.end244

if.then81:                                        ; preds = %glist.then
  %2553 = load i32, ptr %cached, align 4
  %2554 = icmp sge i32 %2553, %2545
  %2555 = icmp ne i32 %2553, -2147483648
  %2556 = and i1 %2555, %2554
  br i1 %2556, label %if.then83, label %if.end84

if.end82:                                         ; preds = %if.end144, %glist.then
  br label %glist.end

if.then83:                                        ; preds = %if.then81
  %2557 = add i64 %23, 0
  %2558 = trunc i64 %2557 to i32
  %2559 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2560 = icmp ult i32 %2559, 256
  br i1 %2560, label %if.then85, label %if.end86

if.end84:                                         ; preds = %if.end86, %if.then81
  %2561 = load i32, ptr %cached21, align 4
  %2562 = icmp sge i32 %2561, %2545
  %2563 = icmp ne i32 %2561, -2147483648
  %2564 = and i1 %2563, %2562
  br i1 %2564, label %if.then87, label %if.end88

if.then85:                                        ; preds = %if.then83
  %2565 = zext i32 %2559 to i64
  %2566 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2565
  store i32 %2558, ptr addrspace(3) %2566, align 4
  br label %if.end86

if.end86:                                         ; preds = %if.then85, %if.then83
  br label %if.end84

if.then87:                                        ; preds = %if.end84
  %2567 = add i64 %23, 128
  %2568 = trunc i64 %2567 to i32
  %2569 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2570 = icmp ult i32 %2569, 256
  br i1 %2570, label %if.then89, label %if.end90

if.end88:                                         ; preds = %if.end90, %if.end84
  %2571 = load i32, ptr %cached22, align 4
  %2572 = icmp sge i32 %2571, %2545
  %2573 = icmp ne i32 %2571, -2147483648
  %2574 = and i1 %2573, %2572
  br i1 %2574, label %if.then91, label %if.end92

if.then89:                                        ; preds = %if.then87
  %2575 = zext i32 %2569 to i64
  %2576 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2575
  store i32 %2568, ptr addrspace(3) %2576, align 4
  br label %if.end90

if.end90:                                         ; preds = %if.then89, %if.then87
  br label %if.end88

if.then91:                                        ; preds = %if.end88
  %2577 = add i64 %23, 256
  %2578 = trunc i64 %2577 to i32
  %2579 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2580 = icmp ult i32 %2579, 256
  br i1 %2580, label %if.then93, label %if.end94

if.end92:                                         ; preds = %if.end94, %if.end88
  %2581 = load i32, ptr %cached23, align 4
  %2582 = icmp sge i32 %2581, %2545
  %2583 = icmp ne i32 %2581, -2147483648
  %2584 = and i1 %2583, %2582
  br i1 %2584, label %if.then95, label %if.end96

if.then93:                                        ; preds = %if.then91
  %2585 = zext i32 %2579 to i64
  %2586 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2585
  store i32 %2578, ptr addrspace(3) %2586, align 4
  br label %if.end94

if.end94:                                         ; preds = %if.then93, %if.then91
  br label %if.end92

if.then95:                                        ; preds = %if.end92
  %2587 = add i64 %23, 384
  %2588 = trunc i64 %2587 to i32
  %2589 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2590 = icmp ult i32 %2589, 256
  br i1 %2590, label %if.then97, label %if.end98

if.end96:                                         ; preds = %if.end98, %if.end92
  %2591 = load i32, ptr %cached24, align 4
  %2592 = icmp sge i32 %2591, %2545
  %2593 = icmp ne i32 %2591, -2147483648
  %2594 = and i1 %2593, %2592
  br i1 %2594, label %if.then99, label %if.end100

if.then97:                                        ; preds = %if.then95
  %2595 = zext i32 %2589 to i64
  %2596 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2595
  store i32 %2588, ptr addrspace(3) %2596, align 4
  br label %if.end98

if.end98:                                         ; preds = %if.then97, %if.then95
  br label %if.end96

if.then99:                                        ; preds = %if.end96
  %2597 = add i64 %23, 512
  %2598 = trunc i64 %2597 to i32
  %2599 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2600 = icmp ult i32 %2599, 256
  br i1 %2600, label %if.then101, label %if.end102

if.end100:                                        ; preds = %if.end102, %if.end96
  %2601 = load i32, ptr %cached25, align 4
  %2602 = icmp sge i32 %2601, %2545
  %2603 = icmp ne i32 %2601, -2147483648
  %2604 = and i1 %2603, %2602
  br i1 %2604, label %if.then103, label %if.end104

if.then101:                                       ; preds = %if.then99
  %2605 = zext i32 %2599 to i64
  %2606 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2605
  store i32 %2598, ptr addrspace(3) %2606, align 4
  br label %if.end102

if.end102:                                        ; preds = %if.then101, %if.then99
  br label %if.end100

if.then103:                                       ; preds = %if.end100
  %2607 = add i64 %23, 640
  %2608 = trunc i64 %2607 to i32
  %2609 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2610 = icmp ult i32 %2609, 256
  br i1 %2610, label %if.then105, label %if.end106

if.end104:                                        ; preds = %if.end106, %if.end100
  %2611 = load i32, ptr %cached26, align 4
  %2612 = icmp sge i32 %2611, %2545
  %2613 = icmp ne i32 %2611, -2147483648
  %2614 = and i1 %2613, %2612
  br i1 %2614, label %if.then107, label %if.end108

if.then105:                                       ; preds = %if.then103
  %2615 = zext i32 %2609 to i64
  %2616 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2615
  store i32 %2608, ptr addrspace(3) %2616, align 4
  br label %if.end106

if.end106:                                        ; preds = %if.then105, %if.then103
  br label %if.end104

if.then107:                                       ; preds = %if.end104
  %2617 = add i64 %23, 768
  %2618 = trunc i64 %2617 to i32
  %2619 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2620 = icmp ult i32 %2619, 256
  br i1 %2620, label %if.then109, label %if.end110

if.end108:                                        ; preds = %if.end110, %if.end104
  %2621 = load i32, ptr %cached27, align 4
  %2622 = icmp sge i32 %2621, %2545
  %2623 = icmp ne i32 %2621, -2147483648
  %2624 = and i1 %2623, %2622
  br i1 %2624, label %if.then111, label %if.end112

if.then109:                                       ; preds = %if.then107
  %2625 = zext i32 %2619 to i64
  %2626 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2625
  store i32 %2618, ptr addrspace(3) %2626, align 4
  br label %if.end110

if.end110:                                        ; preds = %if.then109, %if.then107
  br label %if.end108

if.then111:                                       ; preds = %if.end108
  %2627 = add i64 %23, 896
  %2628 = trunc i64 %2627 to i32
  %2629 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2630 = icmp ult i32 %2629, 256
  br i1 %2630, label %if.then113, label %if.end114

if.end112:                                        ; preds = %if.end114, %if.end108
  %2631 = load i32, ptr %cached28, align 4
  %2632 = icmp sge i32 %2631, %2545
  %2633 = icmp ne i32 %2631, -2147483648
  %2634 = and i1 %2633, %2632
  br i1 %2634, label %if.then115, label %if.end116

if.then113:                                       ; preds = %if.then111
  %2635 = zext i32 %2629 to i64
  %2636 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2635
  store i32 %2628, ptr addrspace(3) %2636, align 4
  br label %if.end114

if.end114:                                        ; preds = %if.then113, %if.then111
  br label %if.end112

if.then115:                                       ; preds = %if.end112
  %2637 = add i64 %23, 1024
  %2638 = trunc i64 %2637 to i32
  %2639 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2640 = icmp ult i32 %2639, 256
  br i1 %2640, label %if.then117, label %if.end118

if.end116:                                        ; preds = %if.end118, %if.end112
  %2641 = load i32, ptr %cached29, align 4
  %2642 = icmp sge i32 %2641, %2545
  %2643 = icmp ne i32 %2641, -2147483648
  %2644 = and i1 %2643, %2642
  br i1 %2644, label %if.then119, label %if.end120

if.then117:                                       ; preds = %if.then115
  %2645 = zext i32 %2639 to i64
  %2646 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2645
  store i32 %2638, ptr addrspace(3) %2646, align 4
  br label %if.end118

if.end118:                                        ; preds = %if.then117, %if.then115
  br label %if.end116

if.then119:                                       ; preds = %if.end116
  %2647 = add i64 %23, 1152
  %2648 = trunc i64 %2647 to i32
  %2649 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2650 = icmp ult i32 %2649, 256
  br i1 %2650, label %if.then121, label %if.end122

if.end120:                                        ; preds = %if.end122, %if.end116
  %2651 = load i32, ptr %cached30, align 4
  %2652 = icmp sge i32 %2651, %2545
  %2653 = icmp ne i32 %2651, -2147483648
  %2654 = and i1 %2653, %2652
  br i1 %2654, label %if.then123, label %if.end124

if.then121:                                       ; preds = %if.then119
  %2655 = zext i32 %2649 to i64
  %2656 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2655
  store i32 %2648, ptr addrspace(3) %2656, align 4
  br label %if.end122

if.end122:                                        ; preds = %if.then121, %if.then119
  br label %if.end120

if.then123:                                       ; preds = %if.end120
  %2657 = add i64 %23, 1280
  %2658 = trunc i64 %2657 to i32
  %2659 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2660 = icmp ult i32 %2659, 256
  br i1 %2660, label %if.then125, label %if.end126

if.end124:                                        ; preds = %if.end126, %if.end120
  %2661 = load i32, ptr %cached31, align 4
  %2662 = icmp sge i32 %2661, %2545
  %2663 = icmp ne i32 %2661, -2147483648
  %2664 = and i1 %2663, %2662
  br i1 %2664, label %if.then127, label %if.end128

if.then125:                                       ; preds = %if.then123
  %2665 = zext i32 %2659 to i64
  %2666 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2665
  store i32 %2658, ptr addrspace(3) %2666, align 4
  br label %if.end126

if.end126:                                        ; preds = %if.then125, %if.then123
  br label %if.end124

if.then127:                                       ; preds = %if.end124
  %2667 = add i64 %23, 1408
  %2668 = trunc i64 %2667 to i32
  %2669 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2670 = icmp ult i32 %2669, 256
  br i1 %2670, label %if.then129, label %if.end130

if.end128:                                        ; preds = %if.end130, %if.end124
  %2671 = load i32, ptr %cached32, align 4
  %2672 = icmp sge i32 %2671, %2545
  %2673 = icmp ne i32 %2671, -2147483648
  %2674 = and i1 %2673, %2672
  br i1 %2674, label %if.then131, label %if.end132

if.then129:                                       ; preds = %if.then127
  %2675 = zext i32 %2669 to i64
  %2676 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2675
  store i32 %2668, ptr addrspace(3) %2676, align 4
  br label %if.end130

if.end130:                                        ; preds = %if.then129, %if.then127
  br label %if.end128

if.then131:                                       ; preds = %if.end128
  %2677 = add i64 %23, 1536
  %2678 = trunc i64 %2677 to i32
  %2679 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2680 = icmp ult i32 %2679, 256
  br i1 %2680, label %if.then133, label %if.end134

if.end132:                                        ; preds = %if.end134, %if.end128
  %2681 = load i32, ptr %cached33, align 4
  %2682 = icmp sge i32 %2681, %2545
  %2683 = icmp ne i32 %2681, -2147483648
  %2684 = and i1 %2683, %2682
  br i1 %2684, label %if.then135, label %if.end136

if.then133:                                       ; preds = %if.then131
  %2685 = zext i32 %2679 to i64
  %2686 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2685
  store i32 %2678, ptr addrspace(3) %2686, align 4
  br label %if.end134

if.end134:                                        ; preds = %if.then133, %if.then131
  br label %if.end132

if.then135:                                       ; preds = %if.end132
  %2687 = add i64 %23, 1664
  %2688 = trunc i64 %2687 to i32
  %2689 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2690 = icmp ult i32 %2689, 256
  br i1 %2690, label %if.then137, label %if.end138

if.end136:                                        ; preds = %if.end138, %if.end132
  %2691 = load i32, ptr %cached34, align 4
  %2692 = icmp sge i32 %2691, %2545
  %2693 = icmp ne i32 %2691, -2147483648
  %2694 = and i1 %2693, %2692
  br i1 %2694, label %if.then139, label %if.end140

if.then137:                                       ; preds = %if.then135
  %2695 = zext i32 %2689 to i64
  %2696 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2695
  store i32 %2688, ptr addrspace(3) %2696, align 4
  br label %if.end138

if.end138:                                        ; preds = %if.then137, %if.then135
  br label %if.end136

if.then139:                                       ; preds = %if.end136
  %2697 = add i64 %23, 1792
  %2698 = trunc i64 %2697 to i32
  %2699 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2700 = icmp ult i32 %2699, 256
  br i1 %2700, label %if.then141, label %if.end142

if.end140:                                        ; preds = %if.end142, %if.end136
  %2701 = load i32, ptr %cached35, align 4
  %2702 = icmp sge i32 %2701, %2545
  %2703 = icmp ne i32 %2701, -2147483648
  %2704 = and i1 %2703, %2702
  br i1 %2704, label %if.then143, label %if.end144

if.then141:                                       ; preds = %if.then139
  %2705 = zext i32 %2699 to i64
  %2706 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2705
  store i32 %2698, ptr addrspace(3) %2706, align 4
  br label %if.end142

if.end142:                                        ; preds = %if.then141, %if.then139
  br label %if.end140

if.then143:                                       ; preds = %if.end140
  %2707 = add i64 %23, 1920
  %2708 = trunc i64 %2707 to i32
  %2709 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2710 = icmp ult i32 %2709, 256
  br i1 %2710, label %if.then145, label %if.end146

if.end144:                                        ; preds = %if.end146, %if.end140
  br label %if.end82

if.then145:                                       ; preds = %if.then143
  %2711 = zext i32 %2709 to i64
  %2712 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2711
  store i32 %2708, ptr addrspace(3) %2712, align 4
  br label %if.end146

if.end146:                                        ; preds = %if.then145, %if.then143
  br label %if.end144

glist.head:                                       ; preds = %if.end238, %glist.else
  %glist.iv = phi i64 [ 0, %glist.else ], [ %glist.next, %if.end238 ]
  %2713 = icmp slt i64 %glist.iv, %2549
  br i1 %2713, label %glist.body, label %glist.exit

glist.body:                                       ; preds = %glist.head
  %2714 = mul i64 %glist.iv, 2048
  %2715 = add i64 %2714, 0
  %2716 = add i64 %23, %2715
  %2717 = icmp slt i64 %2716, %48
  %2718 = select i1 %2717, i64 %2716, i64 0
  %2719 = getelementptr i32, ptr %51, i64 %2718
  %2720 = load i32, ptr %2719, align 4
  %2721 = and i32 %2720, -65536
  %2722 = bitcast i32 %2721 to float
  %2723 = and i32 %2720, 65535
  %2724 = zext i32 %2723 to i64
  %2725 = bitcast float %2722 to i32
  %2726 = fcmp uno float %2722, %2722
  %2727 = select i1 %2726, i32 2143289344, i32 %2725
  %2728 = xor i32 %2727, 2147483647
  %2729 = icmp sge i32 %2727, 0
  %2730 = select i1 %2729, i32 %2727, i32 %2728
  %2731 = sext i32 %2730 to i64
  %2732 = shl i64 %2731, 32
  %2733 = or i64 %2732, %2724
  %2734 = mul i64 %glist.iv, 2048
  %2735 = add i64 %2734, 128
  %2736 = add i64 %23, %2735
  %2737 = icmp slt i64 %2736, %48
  %2738 = select i1 %2737, i64 %2736, i64 0
  %2739 = getelementptr i32, ptr %51, i64 %2738
  %2740 = load i32, ptr %2739, align 4
  %2741 = and i32 %2740, -65536
  %2742 = bitcast i32 %2741 to float
  %2743 = and i32 %2740, 65535
  %2744 = zext i32 %2743 to i64
  %2745 = bitcast float %2742 to i32
  %2746 = fcmp uno float %2742, %2742
  %2747 = select i1 %2746, i32 2143289344, i32 %2745
  %2748 = xor i32 %2747, 2147483647
  %2749 = icmp sge i32 %2747, 0
  %2750 = select i1 %2749, i32 %2747, i32 %2748
  %2751 = sext i32 %2750 to i64
  %2752 = shl i64 %2751, 32
  %2753 = or i64 %2752, %2744
  %2754 = mul i64 %glist.iv, 2048
  %2755 = add i64 %2754, 256
  %2756 = add i64 %23, %2755
  %2757 = icmp slt i64 %2756, %48
  %2758 = select i1 %2757, i64 %2756, i64 0
  %2759 = getelementptr i32, ptr %51, i64 %2758
  %2760 = load i32, ptr %2759, align 4
  %2761 = and i32 %2760, -65536
  %2762 = bitcast i32 %2761 to float
  %2763 = and i32 %2760, 65535
  %2764 = zext i32 %2763 to i64
  %2765 = bitcast float %2762 to i32
  %2766 = fcmp uno float %2762, %2762
  %2767 = select i1 %2766, i32 2143289344, i32 %2765
  %2768 = xor i32 %2767, 2147483647
  %2769 = icmp sge i32 %2767, 0
  %2770 = select i1 %2769, i32 %2767, i32 %2768
  %2771 = sext i32 %2770 to i64
  %2772 = shl i64 %2771, 32
  %2773 = or i64 %2772, %2764
  %2774 = mul i64 %glist.iv, 2048
  %2775 = add i64 %2774, 384
  %2776 = add i64 %23, %2775
  %2777 = icmp slt i64 %2776, %48
  %2778 = select i1 %2777, i64 %2776, i64 0
  %2779 = getelementptr i32, ptr %51, i64 %2778
  %2780 = load i32, ptr %2779, align 4
  %2781 = and i32 %2780, -65536
  %2782 = bitcast i32 %2781 to float
  %2783 = and i32 %2780, 65535
  %2784 = zext i32 %2783 to i64
  %2785 = bitcast float %2782 to i32
  %2786 = fcmp uno float %2782, %2782
  %2787 = select i1 %2786, i32 2143289344, i32 %2785
  %2788 = xor i32 %2787, 2147483647
  %2789 = icmp sge i32 %2787, 0
  %2790 = select i1 %2789, i32 %2787, i32 %2788
  %2791 = sext i32 %2790 to i64
  %2792 = shl i64 %2791, 32
  %2793 = or i64 %2792, %2784
  %2794 = mul i64 %glist.iv, 2048
  %2795 = add i64 %2794, 512
  %2796 = add i64 %23, %2795
  %2797 = icmp slt i64 %2796, %48
  %2798 = select i1 %2797, i64 %2796, i64 0
  %2799 = getelementptr i32, ptr %51, i64 %2798
  %2800 = load i32, ptr %2799, align 4
  %2801 = and i32 %2800, -65536
  %2802 = bitcast i32 %2801 to float
  %2803 = and i32 %2800, 65535
  %2804 = zext i32 %2803 to i64
  %2805 = bitcast float %2802 to i32
  %2806 = fcmp uno float %2802, %2802
  %2807 = select i1 %2806, i32 2143289344, i32 %2805
  %2808 = xor i32 %2807, 2147483647
  %2809 = icmp sge i32 %2807, 0
  %2810 = select i1 %2809, i32 %2807, i32 %2808
  %2811 = sext i32 %2810 to i64
  %2812 = shl i64 %2811, 32
  %2813 = or i64 %2812, %2804
  %2814 = mul i64 %glist.iv, 2048
  %2815 = add i64 %2814, 640
  %2816 = add i64 %23, %2815
  %2817 = icmp slt i64 %2816, %48
  %2818 = select i1 %2817, i64 %2816, i64 0
  %2819 = getelementptr i32, ptr %51, i64 %2818
  %2820 = load i32, ptr %2819, align 4
  %2821 = and i32 %2820, -65536
  %2822 = bitcast i32 %2821 to float
  %2823 = and i32 %2820, 65535
  %2824 = zext i32 %2823 to i64
  %2825 = bitcast float %2822 to i32
  %2826 = fcmp uno float %2822, %2822
  %2827 = select i1 %2826, i32 2143289344, i32 %2825
  %2828 = xor i32 %2827, 2147483647
  %2829 = icmp sge i32 %2827, 0
  %2830 = select i1 %2829, i32 %2827, i32 %2828
  %2831 = sext i32 %2830 to i64
  %2832 = shl i64 %2831, 32
  %2833 = or i64 %2832, %2824
  %2834 = mul i64 %glist.iv, 2048
  %2835 = add i64 %2834, 768
  %2836 = add i64 %23, %2835
  %2837 = icmp slt i64 %2836, %48
  %2838 = select i1 %2837, i64 %2836, i64 0
  %2839 = getelementptr i32, ptr %51, i64 %2838
  %2840 = load i32, ptr %2839, align 4
  %2841 = and i32 %2840, -65536
  %2842 = bitcast i32 %2841 to float
  %2843 = and i32 %2840, 65535
  %2844 = zext i32 %2843 to i64
  %2845 = bitcast float %2842 to i32
  %2846 = fcmp uno float %2842, %2842
  %2847 = select i1 %2846, i32 2143289344, i32 %2845
  %2848 = xor i32 %2847, 2147483647
  %2849 = icmp sge i32 %2847, 0
  %2850 = select i1 %2849, i32 %2847, i32 %2848
  %2851 = sext i32 %2850 to i64
  %2852 = shl i64 %2851, 32
  %2853 = or i64 %2852, %2844
  %2854 = mul i64 %glist.iv, 2048
  %2855 = add i64 %2854, 896
  %2856 = add i64 %23, %2855
  %2857 = icmp slt i64 %2856, %48
  %2858 = select i1 %2857, i64 %2856, i64 0
  %2859 = getelementptr i32, ptr %51, i64 %2858
  %2860 = load i32, ptr %2859, align 4
  %2861 = and i32 %2860, -65536
  %2862 = bitcast i32 %2861 to float
  %2863 = and i32 %2860, 65535
  %2864 = zext i32 %2863 to i64
  %2865 = bitcast float %2862 to i32
  %2866 = fcmp uno float %2862, %2862
  %2867 = select i1 %2866, i32 2143289344, i32 %2865
  %2868 = xor i32 %2867, 2147483647
  %2869 = icmp sge i32 %2867, 0
  %2870 = select i1 %2869, i32 %2867, i32 %2868
  %2871 = sext i32 %2870 to i64
  %2872 = shl i64 %2871, 32
  %2873 = or i64 %2872, %2864
  %2874 = mul i64 %glist.iv, 2048
  %2875 = add i64 %2874, 1024
  %2876 = add i64 %23, %2875
  %2877 = icmp slt i64 %2876, %48
  %2878 = select i1 %2877, i64 %2876, i64 0
  %2879 = getelementptr i32, ptr %51, i64 %2878
  %2880 = load i32, ptr %2879, align 4
  %2881 = and i32 %2880, -65536
  %2882 = bitcast i32 %2881 to float
  %2883 = and i32 %2880, 65535
  %2884 = zext i32 %2883 to i64
  %2885 = bitcast float %2882 to i32
  %2886 = fcmp uno float %2882, %2882
  %2887 = select i1 %2886, i32 2143289344, i32 %2885
  %2888 = xor i32 %2887, 2147483647
  %2889 = icmp sge i32 %2887, 0
  %2890 = select i1 %2889, i32 %2887, i32 %2888
  %2891 = sext i32 %2890 to i64
  %2892 = shl i64 %2891, 32
  %2893 = or i64 %2892, %2884
  %2894 = mul i64 %glist.iv, 2048
  %2895 = add i64 %2894, 1152
  %2896 = add i64 %23, %2895
  %2897 = icmp slt i64 %2896, %48
  %2898 = select i1 %2897, i64 %2896, i64 0
  %2899 = getelementptr i32, ptr %51, i64 %2898
  %2900 = load i32, ptr %2899, align 4
  %2901 = and i32 %2900, -65536
  %2902 = bitcast i32 %2901 to float
  %2903 = and i32 %2900, 65535
  %2904 = zext i32 %2903 to i64
  %2905 = bitcast float %2902 to i32
  %2906 = fcmp uno float %2902, %2902
  %2907 = select i1 %2906, i32 2143289344, i32 %2905
  %2908 = xor i32 %2907, 2147483647
  %2909 = icmp sge i32 %2907, 0
  %2910 = select i1 %2909, i32 %2907, i32 %2908
  %2911 = sext i32 %2910 to i64
  %2912 = shl i64 %2911, 32
  %2913 = or i64 %2912, %2904
  %2914 = mul i64 %glist.iv, 2048
  %2915 = add i64 %2914, 1280
  %2916 = add i64 %23, %2915
  %2917 = icmp slt i64 %2916, %48
  %2918 = select i1 %2917, i64 %2916, i64 0
  %2919 = getelementptr i32, ptr %51, i64 %2918
  %2920 = load i32, ptr %2919, align 4
  %2921 = and i32 %2920, -65536
  %2922 = bitcast i32 %2921 to float
  %2923 = and i32 %2920, 65535
  %2924 = zext i32 %2923 to i64
  %2925 = bitcast float %2922 to i32
  %2926 = fcmp uno float %2922, %2922
  %2927 = select i1 %2926, i32 2143289344, i32 %2925
  %2928 = xor i32 %2927, 2147483647
  %2929 = icmp sge i32 %2927, 0
  %2930 = select i1 %2929, i32 %2927, i32 %2928
  %2931 = sext i32 %2930 to i64
  %2932 = shl i64 %2931, 32
  %2933 = or i64 %2932, %2924
  %2934 = mul i64 %glist.iv, 2048
  %2935 = add i64 %2934, 1408
  %2936 = add i64 %23, %2935
  %2937 = icmp slt i64 %2936, %48
  %2938 = select i1 %2937, i64 %2936, i64 0
  %2939 = getelementptr i32, ptr %51, i64 %2938
  %2940 = load i32, ptr %2939, align 4
  %2941 = and i32 %2940, -65536
  %2942 = bitcast i32 %2941 to float
  %2943 = and i32 %2940, 65535
  %2944 = zext i32 %2943 to i64
  %2945 = bitcast float %2942 to i32
  %2946 = fcmp uno float %2942, %2942
  %2947 = select i1 %2946, i32 2143289344, i32 %2945
  %2948 = xor i32 %2947, 2147483647
  %2949 = icmp sge i32 %2947, 0
  %2950 = select i1 %2949, i32 %2947, i32 %2948
  %2951 = sext i32 %2950 to i64
  %2952 = shl i64 %2951, 32
  %2953 = or i64 %2952, %2944
  %2954 = mul i64 %glist.iv, 2048
  %2955 = add i64 %2954, 1536
  %2956 = add i64 %23, %2955
  %2957 = icmp slt i64 %2956, %48
  %2958 = select i1 %2957, i64 %2956, i64 0
  %2959 = getelementptr i32, ptr %51, i64 %2958
  %2960 = load i32, ptr %2959, align 4
  %2961 = and i32 %2960, -65536
  %2962 = bitcast i32 %2961 to float
  %2963 = and i32 %2960, 65535
  %2964 = zext i32 %2963 to i64
  %2965 = bitcast float %2962 to i32
  %2966 = fcmp uno float %2962, %2962
  %2967 = select i1 %2966, i32 2143289344, i32 %2965
  %2968 = xor i32 %2967, 2147483647
  %2969 = icmp sge i32 %2967, 0
  %2970 = select i1 %2969, i32 %2967, i32 %2968
  %2971 = sext i32 %2970 to i64
  %2972 = shl i64 %2971, 32
  %2973 = or i64 %2972, %2964
  %2974 = mul i64 %glist.iv, 2048
  %2975 = add i64 %2974, 1664
  %2976 = add i64 %23, %2975
  %2977 = icmp slt i64 %2976, %48
  %2978 = select i1 %2977, i64 %2976, i64 0
  %2979 = getelementptr i32, ptr %51, i64 %2978
  %2980 = load i32, ptr %2979, align 4
  %2981 = and i32 %2980, -65536
  %2982 = bitcast i32 %2981 to float
  %2983 = and i32 %2980, 65535
  %2984 = zext i32 %2983 to i64
  %2985 = bitcast float %2982 to i32
  %2986 = fcmp uno float %2982, %2982
  %2987 = select i1 %2986, i32 2143289344, i32 %2985
  %2988 = xor i32 %2987, 2147483647
  %2989 = icmp sge i32 %2987, 0
  %2990 = select i1 %2989, i32 %2987, i32 %2988
  %2991 = sext i32 %2990 to i64
  %2992 = shl i64 %2991, 32
  %2993 = or i64 %2992, %2984
  %2994 = mul i64 %glist.iv, 2048
  %2995 = add i64 %2994, 1792
  %2996 = add i64 %23, %2995
  %2997 = icmp slt i64 %2996, %48
  %2998 = select i1 %2997, i64 %2996, i64 0
  %2999 = getelementptr i32, ptr %51, i64 %2998
  %3000 = load i32, ptr %2999, align 4
  %3001 = and i32 %3000, -65536
  %3002 = bitcast i32 %3001 to float
  %3003 = and i32 %3000, 65535
  %3004 = zext i32 %3003 to i64
  %3005 = bitcast float %3002 to i32
  %3006 = fcmp uno float %3002, %3002
  %3007 = select i1 %3006, i32 2143289344, i32 %3005
  %3008 = xor i32 %3007, 2147483647
  %3009 = icmp sge i32 %3007, 0
  %3010 = select i1 %3009, i32 %3007, i32 %3008
  %3011 = sext i32 %3010 to i64
  %3012 = shl i64 %3011, 32
  %3013 = or i64 %3012, %3004
  %3014 = mul i64 %glist.iv, 2048
  %3015 = add i64 %3014, 1920
  %3016 = add i64 %23, %3015
  %3017 = icmp slt i64 %3016, %48
  %3018 = select i1 %3017, i64 %3016, i64 0
  %3019 = getelementptr i32, ptr %51, i64 %3018
  %3020 = load i32, ptr %3019, align 4
  %3021 = and i32 %3020, -65536
  %3022 = bitcast i32 %3021 to float
  %3023 = and i32 %3020, 65535
  %3024 = zext i32 %3023 to i64
  %3025 = bitcast float %3022 to i32
  %3026 = fcmp uno float %3022, %3022
  %3027 = select i1 %3026, i32 2143289344, i32 %3025
  %3028 = xor i32 %3027, 2147483647
  %3029 = icmp sge i32 %3027, 0
  %3030 = select i1 %3029, i32 %3027, i32 %3028
  %3031 = sext i32 %3030 to i64
  %3032 = shl i64 %3031, 32
  %3033 = or i64 %3032, %3024
  br i1 %2717, label %if.then147, label %if.end148

glist.exit:                                       ; preds = %glist.head
  br label %glist.end

if.then147:                                       ; preds = %glist.body
  %3034 = ashr i64 %2733, 32
  %3035 = trunc i64 %3034 to i32
  %3036 = icmp sge i32 %3035, %2251
  br i1 %3036, label %if.then149, label %if.end150

if.end148:                                        ; preds = %if.end150, %glist.body
  br i1 %2737, label %if.then153, label %if.end154

if.then149:                                       ; preds = %if.then147
  %3037 = trunc i64 %2716 to i32
  %3038 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3039 = icmp ult i32 %3038, 256
  br i1 %3039, label %if.then151, label %if.end152

if.end150:                                        ; preds = %if.end152, %if.then147
  br label %if.end148

if.then151:                                       ; preds = %if.then149
  %3040 = zext i32 %3038 to i64
  %3041 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3040
  store i32 %3037, ptr addrspace(3) %3041, align 4
  br label %if.end152

if.end152:                                        ; preds = %if.then151, %if.then149
  br label %if.end150

if.then153:                                       ; preds = %if.end148
  %3042 = ashr i64 %2753, 32
  %3043 = trunc i64 %3042 to i32
  %3044 = icmp sge i32 %3043, %2251
  br i1 %3044, label %if.then155, label %if.end156

if.end154:                                        ; preds = %if.end156, %if.end148
  br i1 %2757, label %if.then159, label %if.end160

if.then155:                                       ; preds = %if.then153
  %3045 = trunc i64 %2736 to i32
  %3046 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3047 = icmp ult i32 %3046, 256
  br i1 %3047, label %if.then157, label %if.end158

if.end156:                                        ; preds = %if.end158, %if.then153
  br label %if.end154

if.then157:                                       ; preds = %if.then155
  %3048 = zext i32 %3046 to i64
  %3049 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3048
  store i32 %3045, ptr addrspace(3) %3049, align 4
  br label %if.end158

if.end158:                                        ; preds = %if.then157, %if.then155
  br label %if.end156

if.then159:                                       ; preds = %if.end154
  %3050 = ashr i64 %2773, 32
  %3051 = trunc i64 %3050 to i32
  %3052 = icmp sge i32 %3051, %2251
  br i1 %3052, label %if.then161, label %if.end162

if.end160:                                        ; preds = %if.end162, %if.end154
  br i1 %2777, label %if.then165, label %if.end166

if.then161:                                       ; preds = %if.then159
  %3053 = trunc i64 %2756 to i32
  %3054 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3055 = icmp ult i32 %3054, 256
  br i1 %3055, label %if.then163, label %if.end164

if.end162:                                        ; preds = %if.end164, %if.then159
  br label %if.end160

if.then163:                                       ; preds = %if.then161
  %3056 = zext i32 %3054 to i64
  %3057 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3056
  store i32 %3053, ptr addrspace(3) %3057, align 4
  br label %if.end164

if.end164:                                        ; preds = %if.then163, %if.then161
  br label %if.end162

if.then165:                                       ; preds = %if.end160
  %3058 = ashr i64 %2793, 32
  %3059 = trunc i64 %3058 to i32
  %3060 = icmp sge i32 %3059, %2251
  br i1 %3060, label %if.then167, label %if.end168

if.end166:                                        ; preds = %if.end168, %if.end160
  br i1 %2797, label %if.then171, label %if.end172

if.then167:                                       ; preds = %if.then165
  %3061 = trunc i64 %2776 to i32
  %3062 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3063 = icmp ult i32 %3062, 256
  br i1 %3063, label %if.then169, label %if.end170

if.end168:                                        ; preds = %if.end170, %if.then165
  br label %if.end166

if.then169:                                       ; preds = %if.then167
  %3064 = zext i32 %3062 to i64
  %3065 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3064
  store i32 %3061, ptr addrspace(3) %3065, align 4
  br label %if.end170

if.end170:                                        ; preds = %if.then169, %if.then167
  br label %if.end168

if.then171:                                       ; preds = %if.end166
  %3066 = ashr i64 %2813, 32
  %3067 = trunc i64 %3066 to i32
  %3068 = icmp sge i32 %3067, %2251
  br i1 %3068, label %if.then173, label %if.end174

if.end172:                                        ; preds = %if.end174, %if.end166
  br i1 %2817, label %if.then177, label %if.end178

if.then173:                                       ; preds = %if.then171
  %3069 = trunc i64 %2796 to i32
  %3070 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3071 = icmp ult i32 %3070, 256
  br i1 %3071, label %if.then175, label %if.end176

if.end174:                                        ; preds = %if.end176, %if.then171
  br label %if.end172

if.then175:                                       ; preds = %if.then173
  %3072 = zext i32 %3070 to i64
  %3073 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3072
  store i32 %3069, ptr addrspace(3) %3073, align 4
  br label %if.end176

if.end176:                                        ; preds = %if.then175, %if.then173
  br label %if.end174

if.then177:                                       ; preds = %if.end172
  %3074 = ashr i64 %2833, 32
  %3075 = trunc i64 %3074 to i32
  %3076 = icmp sge i32 %3075, %2251
  br i1 %3076, label %if.then179, label %if.end180

if.end178:                                        ; preds = %if.end180, %if.end172
  br i1 %2837, label %if.then183, label %if.end184

if.then179:                                       ; preds = %if.then177
  %3077 = trunc i64 %2816 to i32
  %3078 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3079 = icmp ult i32 %3078, 256
  br i1 %3079, label %if.then181, label %if.end182

if.end180:                                        ; preds = %if.end182, %if.then177
  br label %if.end178

if.then181:                                       ; preds = %if.then179
  %3080 = zext i32 %3078 to i64
  %3081 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3080
  store i32 %3077, ptr addrspace(3) %3081, align 4
  br label %if.end182

if.end182:                                        ; preds = %if.then181, %if.then179
  br label %if.end180

if.then183:                                       ; preds = %if.end178
  %3082 = ashr i64 %2853, 32
  %3083 = trunc i64 %3082 to i32
  %3084 = icmp sge i32 %3083, %2251
  br i1 %3084, label %if.then185, label %if.end186

if.end184:                                        ; preds = %if.end186, %if.end178
  br i1 %2857, label %if.then189, label %if.end190

if.then185:                                       ; preds = %if.then183
  %3085 = trunc i64 %2836 to i32
  %3086 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3087 = icmp ult i32 %3086, 256
  br i1 %3087, label %if.then187, label %if.end188

if.end186:                                        ; preds = %if.end188, %if.then183
  br label %if.end184

if.then187:                                       ; preds = %if.then185
  %3088 = zext i32 %3086 to i64
  %3089 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3088
  store i32 %3085, ptr addrspace(3) %3089, align 4
  br label %if.end188

if.end188:                                        ; preds = %if.then187, %if.then185
  br label %if.end186

if.then189:                                       ; preds = %if.end184
  %3090 = ashr i64 %2873, 32
  %3091 = trunc i64 %3090 to i32
  %3092 = icmp sge i32 %3091, %2251
  br i1 %3092, label %if.then191, label %if.end192

if.end190:                                        ; preds = %if.end192, %if.end184
  br i1 %2877, label %if.then195, label %if.end196

if.then191:                                       ; preds = %if.then189
  %3093 = trunc i64 %2856 to i32
  %3094 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3095 = icmp ult i32 %3094, 256
  br i1 %3095, label %if.then193, label %if.end194

if.end192:                                        ; preds = %if.end194, %if.then189
  br label %if.end190

if.then193:                                       ; preds = %if.then191
  %3096 = zext i32 %3094 to i64
  %3097 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3096
  store i32 %3093, ptr addrspace(3) %3097, align 4
  br label %if.end194

if.end194:                                        ; preds = %if.then193, %if.then191
  br label %if.end192

if.then195:                                       ; preds = %if.end190
  %3098 = ashr i64 %2893, 32
  %3099 = trunc i64 %3098 to i32
  %3100 = icmp sge i32 %3099, %2251
  br i1 %3100, label %if.then197, label %if.end198

if.end196:                                        ; preds = %if.end198, %if.end190
  br i1 %2897, label %if.then201, label %if.end202

if.then197:                                       ; preds = %if.then195
  %3101 = trunc i64 %2876 to i32
  %3102 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3103 = icmp ult i32 %3102, 256
  br i1 %3103, label %if.then199, label %if.end200

if.end198:                                        ; preds = %if.end200, %if.then195
  br label %if.end196

if.then199:                                       ; preds = %if.then197
  %3104 = zext i32 %3102 to i64
  %3105 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3104
  store i32 %3101, ptr addrspace(3) %3105, align 4
  br label %if.end200

if.end200:                                        ; preds = %if.then199, %if.then197
  br label %if.end198

if.then201:                                       ; preds = %if.end196
  %3106 = ashr i64 %2913, 32
  %3107 = trunc i64 %3106 to i32
  %3108 = icmp sge i32 %3107, %2251
  br i1 %3108, label %if.then203, label %if.end204

if.end202:                                        ; preds = %if.end204, %if.end196
  br i1 %2917, label %if.then207, label %if.end208

if.then203:                                       ; preds = %if.then201
  %3109 = trunc i64 %2896 to i32
  %3110 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3111 = icmp ult i32 %3110, 256
  br i1 %3111, label %if.then205, label %if.end206

if.end204:                                        ; preds = %if.end206, %if.then201
  br label %if.end202

if.then205:                                       ; preds = %if.then203
  %3112 = zext i32 %3110 to i64
  %3113 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3112
  store i32 %3109, ptr addrspace(3) %3113, align 4
  br label %if.end206

if.end206:                                        ; preds = %if.then205, %if.then203
  br label %if.end204

if.then207:                                       ; preds = %if.end202
  %3114 = ashr i64 %2933, 32
  %3115 = trunc i64 %3114 to i32
  %3116 = icmp sge i32 %3115, %2251
  br i1 %3116, label %if.then209, label %if.end210

if.end208:                                        ; preds = %if.end210, %if.end202
  br i1 %2937, label %if.then213, label %if.end214

if.then209:                                       ; preds = %if.then207
  %3117 = trunc i64 %2916 to i32
  %3118 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3119 = icmp ult i32 %3118, 256
  br i1 %3119, label %if.then211, label %if.end212

if.end210:                                        ; preds = %if.end212, %if.then207
  br label %if.end208

if.then211:                                       ; preds = %if.then209
  %3120 = zext i32 %3118 to i64
  %3121 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3120
  store i32 %3117, ptr addrspace(3) %3121, align 4
  br label %if.end212

if.end212:                                        ; preds = %if.then211, %if.then209
  br label %if.end210

if.then213:                                       ; preds = %if.end208
  %3122 = ashr i64 %2953, 32
  %3123 = trunc i64 %3122 to i32
  %3124 = icmp sge i32 %3123, %2251
  br i1 %3124, label %if.then215, label %if.end216

if.end214:                                        ; preds = %if.end216, %if.end208
  br i1 %2957, label %if.then219, label %if.end220

if.then215:                                       ; preds = %if.then213
  %3125 = trunc i64 %2936 to i32
  %3126 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3127 = icmp ult i32 %3126, 256
  br i1 %3127, label %if.then217, label %if.end218

if.end216:                                        ; preds = %if.end218, %if.then213
  br label %if.end214

if.then217:                                       ; preds = %if.then215
  %3128 = zext i32 %3126 to i64
  %3129 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3128
  store i32 %3125, ptr addrspace(3) %3129, align 4
  br label %if.end218

if.end218:                                        ; preds = %if.then217, %if.then215
  br label %if.end216

if.then219:                                       ; preds = %if.end214
  %3130 = ashr i64 %2973, 32
  %3131 = trunc i64 %3130 to i32
  %3132 = icmp sge i32 %3131, %2251
  br i1 %3132, label %if.then221, label %if.end222

if.end220:                                        ; preds = %if.end222, %if.end214
  br i1 %2977, label %if.then225, label %if.end226

if.then221:                                       ; preds = %if.then219
  %3133 = trunc i64 %2956 to i32
  %3134 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3135 = icmp ult i32 %3134, 256
  br i1 %3135, label %if.then223, label %if.end224

if.end222:                                        ; preds = %if.end224, %if.then219
  br label %if.end220

if.then223:                                       ; preds = %if.then221
  %3136 = zext i32 %3134 to i64
  %3137 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3136
  store i32 %3133, ptr addrspace(3) %3137, align 4
  br label %if.end224

if.end224:                                        ; preds = %if.then223, %if.then221
  br label %if.end222

if.then225:                                       ; preds = %if.end220
  %3138 = ashr i64 %2993, 32
  %3139 = trunc i64 %3138 to i32
  %3140 = icmp sge i32 %3139, %2251
  br i1 %3140, label %if.then227, label %if.end228

if.end226:                                        ; preds = %if.end228, %if.end220
  br i1 %2997, label %if.then231, label %if.end232

if.then227:                                       ; preds = %if.then225
  %3141 = trunc i64 %2976 to i32
  %3142 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3143 = icmp ult i32 %3142, 256
  br i1 %3143, label %if.then229, label %if.end230

if.end228:                                        ; preds = %if.end230, %if.then225
  br label %if.end226

if.then229:                                       ; preds = %if.then227
  %3144 = zext i32 %3142 to i64
  %3145 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3144
  store i32 %3141, ptr addrspace(3) %3145, align 4
  br label %if.end230

if.end230:                                        ; preds = %if.then229, %if.then227
  br label %if.end228

if.then231:                                       ; preds = %if.end226
  %3146 = ashr i64 %3013, 32
  %3147 = trunc i64 %3146 to i32
  %3148 = icmp sge i32 %3147, %2251
  br i1 %3148, label %if.then233, label %if.end234

if.end232:                                        ; preds = %if.end234, %if.end226
  br i1 %3017, label %if.then237, label %if.end238

if.then233:                                       ; preds = %if.then231
  %3149 = trunc i64 %2996 to i32
  %3150 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3151 = icmp ult i32 %3150, 256
  br i1 %3151, label %if.then235, label %if.end236

if.end234:                                        ; preds = %if.end236, %if.then231
  br label %if.end232

if.then235:                                       ; preds = %if.then233
  %3152 = zext i32 %3150 to i64
  %3153 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3152
  store i32 %3149, ptr addrspace(3) %3153, align 4
  br label %if.end236

if.end236:                                        ; preds = %if.then235, %if.then233
  br label %if.end234

if.then237:                                       ; preds = %if.end232
  %3154 = ashr i64 %3033, 32
  %3155 = trunc i64 %3154 to i32
  %3156 = icmp sge i32 %3155, %2251
  br i1 %3156, label %if.then239, label %if.end240

if.end238:                                        ; preds = %if.end240, %if.end232
  %glist.next = add nsw i64 %glist.iv, 1
  br label %glist.head, !llvm.loop !8

if.then239:                                       ; preds = %if.then237
  %3157 = trunc i64 %3016 to i32
  %3158 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %3159 = icmp ult i32 %3158, 256
  br i1 %3159, label %if.then241, label %if.end242

if.end240:                                        ; preds = %if.end242, %if.then237
  br label %if.end238

if.then241:                                       ; preds = %if.then239
  %3160 = zext i32 %3158 to i64
  %3161 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3160
  store i32 %3157, ptr addrspace(3) %3161, align 4
  br label %if.end242

if.end242:                                        ; preds = %if.then241, %if.then239
  br label %if.end240

if.then243:                                       ; preds = %glist.end
  %3162 = ptrtoint ptr %46 to i64
  %3163 = and i64 %3162, 3
  %3164 = icmp eq i64 %3163, 0
  br i1 %3164, label %kwide.then, label %kwide.else

if.end244:                                        ; preds = %kwide.end, %glist.end
  call void @llvm.nvvm.barrier0()
  %3165 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %3166 = zext i32 %3165 to i64
  %3167 = icmp ugt i64 %3166, 512
  %3168 = or i1 %2551, %3167
  %3169 = xor i1 %3168, true
  br i1 %3169, label %if.then394, label %if.end395

kwide.then:                                       ; preds = %if.then243
  %3170 = load i32, ptr addrspace(3) @block_shared, align 4
  %3171 = mul i32 %3170, 10
  %3172 = trunc i64 %6 to i32
  %3173 = trunc i64 %23 to i32
  %3174 = xor i32 %2251, 2147483647
  %3175 = icmp slt i32 %2251, 0
  %3176 = select i1 %3175, i32 %3174, i32 %2251
  %3177 = bitcast i32 %3176 to float
  %3178 = add i32 %3171, 255
  %3179 = udiv i32 %3178, 256
  br label %kcol.head

kwide.else:                                       ; preds = %if.then243
  %3180 = load i32, ptr addrspace(3) @block_shared, align 4
  %3181 = mul i32 %3180, 10
  %3182 = trunc i64 %6 to i32
  %3183 = trunc i64 %23 to i32
  %3184 = xor i32 %2251, 2147483647
  %3185 = icmp slt i32 %2251, 0
  %3186 = select i1 %3185, i32 %3184, i32 %2251
  %3187 = bitcast i32 %3186 to float
  %3188 = add i32 %3181, 127
  %3189 = udiv i32 %3188, 128
  br label %kcol.head341

kwide.end:                                        ; preds = %kcol.exit343, %kcol.exit
  br label %if.end244

kcol.head:                                        ; preds = %if.end336, %kwide.then
  %kcol.iv = phi i32 [ 0, %kwide.then ], [ %kcol.next, %if.end336 ]
  %3190 = icmp slt i32 %kcol.iv, %3179
  br i1 %3190, label %kcol.body, label %kcol.exit

kcol.body:                                        ; preds = %kcol.head
  %3191 = mul i32 %kcol.iv, 256
  %3192 = add i32 %3191, 0
  %3193 = add i32 %3173, %3192
  %3194 = icmp slt i32 %3193, %3171
  %3195 = select i1 %3194, i32 %3193, i32 0
  %3196 = udiv i32 %3195, 10
  %3197 = urem i32 %3195, 10
  %3198 = zext i32 %3196 to i64
  %3199 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3198
  %3200 = load i32, ptr addrspace(3) %3199, align 4
  %3201 = udiv i32 %3200, 32
  %3202 = urem i32 %3200, 32
  %3203 = mul i32 %3201, 2374
  %3204 = sub i32 %3172, %3203
  %3205 = icmp slt i32 %3204, 0
  %3206 = select i1 %3205, i32 0, i32 %3204
  %3207 = icmp sgt i32 %3206, 2374
  %3208 = select i1 %3207, i32 2374, i32 %3206
  %3209 = select i1 %3194, i32 %3208, i32 0
  %3210 = mul i32 %3197, 32
  %3211 = add i32 %3210, %3202
  %3212 = mul i32 %3211, 8
  %3213 = add i32 %3212, 0
  %3214 = icmp slt i32 %3213, %3209
  %3215 = select i1 %3214, i32 %3213, i32 0
  %3216 = add i32 %3203, %3215
  %3217 = zext i32 %3216 to i64
  %3218 = mul i64 %3217, 2
  %3219 = getelementptr i8, ptr %46, i64 %3218
  %3220 = load i32, ptr %3219, align 4
  %3221 = bitcast i32 %3220 to <2 x i16>
  %3222 = extractelement <2 x i16> %3221, i64 0
  %3223 = add i32 %3213, 0
  %3224 = extractelement <2 x i16> %3221, i64 1
  %3225 = add i32 %3213, 1
  %3226 = add i32 %3212, 2
  %3227 = icmp slt i32 %3226, %3209
  %3228 = select i1 %3227, i32 %3226, i32 0
  %3229 = add i32 %3203, %3228
  %3230 = zext i32 %3229 to i64
  %3231 = mul i64 %3230, 2
  %3232 = getelementptr i8, ptr %46, i64 %3231
  %3233 = load i32, ptr %3232, align 4
  %3234 = bitcast i32 %3233 to <2 x i16>
  %3235 = extractelement <2 x i16> %3234, i64 0
  %3236 = add i32 %3226, 0
  %3237 = extractelement <2 x i16> %3234, i64 1
  %3238 = add i32 %3226, 1
  %3239 = add i32 %3212, 4
  %3240 = icmp slt i32 %3239, %3209
  %3241 = select i1 %3240, i32 %3239, i32 0
  %3242 = add i32 %3203, %3241
  %3243 = zext i32 %3242 to i64
  %3244 = mul i64 %3243, 2
  %3245 = getelementptr i8, ptr %46, i64 %3244
  %3246 = load i32, ptr %3245, align 4
  %3247 = bitcast i32 %3246 to <2 x i16>
  %3248 = extractelement <2 x i16> %3247, i64 0
  %3249 = add i32 %3239, 0
  %3250 = extractelement <2 x i16> %3247, i64 1
  %3251 = add i32 %3239, 1
  %3252 = add i32 %3212, 6
  %3253 = icmp slt i32 %3252, %3209
  %3254 = select i1 %3253, i32 %3252, i32 0
  %3255 = add i32 %3203, %3254
  %3256 = zext i32 %3255 to i64
  %3257 = mul i64 %3256, 2
  %3258 = getelementptr i8, ptr %46, i64 %3257
  %3259 = load i32, ptr %3258, align 4
  %3260 = bitcast i32 %3259 to <2 x i16>
  %3261 = extractelement <2 x i16> %3260, i64 0
  %3262 = add i32 %3252, 0
  %3263 = extractelement <2 x i16> %3260, i64 1
  %3264 = add i32 %3252, 1
  %3265 = mul i32 %kcol.iv, 256
  %3266 = add i32 %3265, 128
  %3267 = add i32 %3173, %3266
  %3268 = icmp slt i32 %3267, %3171
  %3269 = select i1 %3268, i32 %3267, i32 0
  %3270 = udiv i32 %3269, 10
  %3271 = urem i32 %3269, 10
  %3272 = zext i32 %3270 to i64
  %3273 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3272
  %3274 = load i32, ptr addrspace(3) %3273, align 4
  %3275 = udiv i32 %3274, 32
  %3276 = urem i32 %3274, 32
  %3277 = mul i32 %3275, 2374
  %3278 = sub i32 %3172, %3277
  %3279 = icmp slt i32 %3278, 0
  %3280 = select i1 %3279, i32 0, i32 %3278
  %3281 = icmp sgt i32 %3280, 2374
  %3282 = select i1 %3281, i32 2374, i32 %3280
  %3283 = select i1 %3268, i32 %3282, i32 0
  %3284 = mul i32 %3271, 32
  %3285 = add i32 %3284, %3276
  %3286 = mul i32 %3285, 8
  %3287 = add i32 %3286, 0
  %3288 = icmp slt i32 %3287, %3283
  %3289 = select i1 %3288, i32 %3287, i32 0
  %3290 = add i32 %3277, %3289
  %3291 = zext i32 %3290 to i64
  %3292 = mul i64 %3291, 2
  %3293 = getelementptr i8, ptr %46, i64 %3292
  %3294 = load i32, ptr %3293, align 4
  %3295 = bitcast i32 %3294 to <2 x i16>
  %3296 = extractelement <2 x i16> %3295, i64 0
  %3297 = add i32 %3287, 0
  %3298 = extractelement <2 x i16> %3295, i64 1
  %3299 = add i32 %3287, 1
  %3300 = add i32 %3286, 2
  %3301 = icmp slt i32 %3300, %3283
  %3302 = select i1 %3301, i32 %3300, i32 0
  %3303 = add i32 %3277, %3302
  %3304 = zext i32 %3303 to i64
  %3305 = mul i64 %3304, 2
  %3306 = getelementptr i8, ptr %46, i64 %3305
  %3307 = load i32, ptr %3306, align 4
  %3308 = bitcast i32 %3307 to <2 x i16>
  %3309 = extractelement <2 x i16> %3308, i64 0
  %3310 = add i32 %3300, 0
  %3311 = extractelement <2 x i16> %3308, i64 1
  %3312 = add i32 %3300, 1
  %3313 = add i32 %3286, 4
  %3314 = icmp slt i32 %3313, %3283
  %3315 = select i1 %3314, i32 %3313, i32 0
  %3316 = add i32 %3277, %3315
  %3317 = zext i32 %3316 to i64
  %3318 = mul i64 %3317, 2
  %3319 = getelementptr i8, ptr %46, i64 %3318
  %3320 = load i32, ptr %3319, align 4
  %3321 = bitcast i32 %3320 to <2 x i16>
  %3322 = extractelement <2 x i16> %3321, i64 0
  %3323 = add i32 %3313, 0
  %3324 = extractelement <2 x i16> %3321, i64 1
  %3325 = add i32 %3313, 1
  %3326 = add i32 %3286, 6
  %3327 = icmp slt i32 %3326, %3283
  %3328 = select i1 %3327, i32 %3326, i32 0
  %3329 = add i32 %3277, %3328
  %3330 = zext i32 %3329 to i64
  %3331 = mul i64 %3330, 2
  %3332 = getelementptr i8, ptr %46, i64 %3331
  %3333 = load i32, ptr %3332, align 4
  %3334 = bitcast i32 %3333 to <2 x i16>
  %3335 = extractelement <2 x i16> %3334, i64 0
  %3336 = add i32 %3326, 0
  %3337 = extractelement <2 x i16> %3334, i64 1
  %3338 = add i32 %3326, 1
  %3339 = zext i16 %3222 to i32
  %3340 = shl i32 %3339, 16
  %3341 = bitcast i32 %3340 to float
  %3342 = icmp slt i32 %3223, %3209
  %3343 = fcmp uge float %3341, %3177
  %3344 = and i1 %3342, %3343
  br i1 %3344, label %if.then245, label %if.end246

kcol.exit:                                        ; preds = %kcol.head
  br label %kwide.end

if.then245:                                       ; preds = %kcol.body
  %3345 = bitcast float %3341 to i32
  %3346 = fcmp uno float %3341, %3341
  %3347 = select i1 %3346, i32 2143289344, i32 %3345
  %3348 = xor i32 %3347, 2147483647
  %3349 = icmp sge i32 %3347, 0
  %3350 = select i1 %3349, i32 %3347, i32 %3348
  %3351 = icmp sge i32 %3350, %2251
  br i1 %3351, label %if.then247, label %if.end248

if.end246:                                        ; preds = %if.end248, %kcol.body
  %3352 = zext i16 %3224 to i32
  %3353 = shl i32 %3352, 16
  %3354 = bitcast i32 %3353 to float
  %3355 = icmp slt i32 %3225, %3209
  %3356 = fcmp uge float %3354, %3177
  %3357 = and i1 %3355, %3356
  br i1 %3357, label %if.then251, label %if.end252

if.then247:                                       ; preds = %if.then245
  %3358 = add i32 %3203, %3223
  %3359 = zext i32 %3358 to i64
  %3360 = bitcast float %3341 to i32
  %3361 = fcmp uno float %3341, %3341
  %3362 = select i1 %3361, i32 2143289344, i32 %3360
  %3363 = xor i32 %3362, 2147483647
  %3364 = icmp sge i32 %3362, 0
  %3365 = select i1 %3364, i32 %3362, i32 %3363
  %3366 = sext i32 %3365 to i64
  %3367 = shl i64 %3366, 32
  %3368 = sub i64 4294967295, %3359
  %3369 = or i64 %3367, %3368
  %3370 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3371 = icmp ult i32 %3370, 512
  br i1 %3371, label %if.then249, label %if.end250

if.end248:                                        ; preds = %if.end250, %if.then245
  br label %if.end246

if.then249:                                       ; preds = %if.then247
  %3372 = zext i32 %3370 to i64
  %3373 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3372
  store i64 %3369, ptr addrspace(3) %3373, align 4
  br label %if.end250

if.end250:                                        ; preds = %if.then249, %if.then247
  br label %if.end248

if.then251:                                       ; preds = %if.end246
  %3374 = bitcast float %3354 to i32
  %3375 = fcmp uno float %3354, %3354
  %3376 = select i1 %3375, i32 2143289344, i32 %3374
  %3377 = xor i32 %3376, 2147483647
  %3378 = icmp sge i32 %3376, 0
  %3379 = select i1 %3378, i32 %3376, i32 %3377
  %3380 = icmp sge i32 %3379, %2251
  br i1 %3380, label %if.then253, label %if.end254

if.end252:                                        ; preds = %if.end254, %if.end246
  %3381 = zext i16 %3235 to i32
  %3382 = shl i32 %3381, 16
  %3383 = bitcast i32 %3382 to float
  %3384 = icmp slt i32 %3236, %3209
  %3385 = fcmp uge float %3383, %3177
  %3386 = and i1 %3384, %3385
  br i1 %3386, label %if.then257, label %if.end258

if.then253:                                       ; preds = %if.then251
  %3387 = add i32 %3203, %3225
  %3388 = zext i32 %3387 to i64
  %3389 = bitcast float %3354 to i32
  %3390 = fcmp uno float %3354, %3354
  %3391 = select i1 %3390, i32 2143289344, i32 %3389
  %3392 = xor i32 %3391, 2147483647
  %3393 = icmp sge i32 %3391, 0
  %3394 = select i1 %3393, i32 %3391, i32 %3392
  %3395 = sext i32 %3394 to i64
  %3396 = shl i64 %3395, 32
  %3397 = sub i64 4294967295, %3388
  %3398 = or i64 %3396, %3397
  %3399 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3400 = icmp ult i32 %3399, 512
  br i1 %3400, label %if.then255, label %if.end256

if.end254:                                        ; preds = %if.end256, %if.then251
  br label %if.end252

if.then255:                                       ; preds = %if.then253
  %3401 = zext i32 %3399 to i64
  %3402 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3401
  store i64 %3398, ptr addrspace(3) %3402, align 4
  br label %if.end256

if.end256:                                        ; preds = %if.then255, %if.then253
  br label %if.end254

if.then257:                                       ; preds = %if.end252
  %3403 = bitcast float %3383 to i32
  %3404 = fcmp uno float %3383, %3383
  %3405 = select i1 %3404, i32 2143289344, i32 %3403
  %3406 = xor i32 %3405, 2147483647
  %3407 = icmp sge i32 %3405, 0
  %3408 = select i1 %3407, i32 %3405, i32 %3406
  %3409 = icmp sge i32 %3408, %2251
  br i1 %3409, label %if.then259, label %if.end260

if.end258:                                        ; preds = %if.end260, %if.end252
  %3410 = zext i16 %3237 to i32
  %3411 = shl i32 %3410, 16
  %3412 = bitcast i32 %3411 to float
  %3413 = icmp slt i32 %3238, %3209
  %3414 = fcmp uge float %3412, %3177
  %3415 = and i1 %3413, %3414
  br i1 %3415, label %if.then263, label %if.end264

if.then259:                                       ; preds = %if.then257
  %3416 = add i32 %3203, %3236
  %3417 = zext i32 %3416 to i64
  %3418 = bitcast float %3383 to i32
  %3419 = fcmp uno float %3383, %3383
  %3420 = select i1 %3419, i32 2143289344, i32 %3418
  %3421 = xor i32 %3420, 2147483647
  %3422 = icmp sge i32 %3420, 0
  %3423 = select i1 %3422, i32 %3420, i32 %3421
  %3424 = sext i32 %3423 to i64
  %3425 = shl i64 %3424, 32
  %3426 = sub i64 4294967295, %3417
  %3427 = or i64 %3425, %3426
  %3428 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3429 = icmp ult i32 %3428, 512
  br i1 %3429, label %if.then261, label %if.end262

if.end260:                                        ; preds = %if.end262, %if.then257
  br label %if.end258

if.then261:                                       ; preds = %if.then259
  %3430 = zext i32 %3428 to i64
  %3431 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3430
  store i64 %3427, ptr addrspace(3) %3431, align 4
  br label %if.end262

if.end262:                                        ; preds = %if.then261, %if.then259
  br label %if.end260

if.then263:                                       ; preds = %if.end258
  %3432 = bitcast float %3412 to i32
  %3433 = fcmp uno float %3412, %3412
  %3434 = select i1 %3433, i32 2143289344, i32 %3432
  %3435 = xor i32 %3434, 2147483647
  %3436 = icmp sge i32 %3434, 0
  %3437 = select i1 %3436, i32 %3434, i32 %3435
  %3438 = icmp sge i32 %3437, %2251
  br i1 %3438, label %if.then265, label %if.end266

if.end264:                                        ; preds = %if.end266, %if.end258
  %3439 = zext i16 %3248 to i32
  %3440 = shl i32 %3439, 16
  %3441 = bitcast i32 %3440 to float
  %3442 = icmp slt i32 %3249, %3209
  %3443 = fcmp uge float %3441, %3177
  %3444 = and i1 %3442, %3443
  br i1 %3444, label %if.then269, label %if.end270

if.then265:                                       ; preds = %if.then263
  %3445 = add i32 %3203, %3238
  %3446 = zext i32 %3445 to i64
  %3447 = bitcast float %3412 to i32
  %3448 = fcmp uno float %3412, %3412
  %3449 = select i1 %3448, i32 2143289344, i32 %3447
  %3450 = xor i32 %3449, 2147483647
  %3451 = icmp sge i32 %3449, 0
  %3452 = select i1 %3451, i32 %3449, i32 %3450
  %3453 = sext i32 %3452 to i64
  %3454 = shl i64 %3453, 32
  %3455 = sub i64 4294967295, %3446
  %3456 = or i64 %3454, %3455
  %3457 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3458 = icmp ult i32 %3457, 512
  br i1 %3458, label %if.then267, label %if.end268

if.end266:                                        ; preds = %if.end268, %if.then263
  br label %if.end264

if.then267:                                       ; preds = %if.then265
  %3459 = zext i32 %3457 to i64
  %3460 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3459
  store i64 %3456, ptr addrspace(3) %3460, align 4
  br label %if.end268

if.end268:                                        ; preds = %if.then267, %if.then265
  br label %if.end266

if.then269:                                       ; preds = %if.end264
  %3461 = bitcast float %3441 to i32
  %3462 = fcmp uno float %3441, %3441
  %3463 = select i1 %3462, i32 2143289344, i32 %3461
  %3464 = xor i32 %3463, 2147483647
  %3465 = icmp sge i32 %3463, 0
  %3466 = select i1 %3465, i32 %3463, i32 %3464
  %3467 = icmp sge i32 %3466, %2251
  br i1 %3467, label %if.then271, label %if.end272

if.end270:                                        ; preds = %if.end272, %if.end264
  %3468 = zext i16 %3250 to i32
  %3469 = shl i32 %3468, 16
  %3470 = bitcast i32 %3469 to float
  %3471 = icmp slt i32 %3251, %3209
  %3472 = fcmp uge float %3470, %3177
  %3473 = and i1 %3471, %3472
  br i1 %3473, label %if.then275, label %if.end276

if.then271:                                       ; preds = %if.then269
  %3474 = add i32 %3203, %3249
  %3475 = zext i32 %3474 to i64
  %3476 = bitcast float %3441 to i32
  %3477 = fcmp uno float %3441, %3441
  %3478 = select i1 %3477, i32 2143289344, i32 %3476
  %3479 = xor i32 %3478, 2147483647
  %3480 = icmp sge i32 %3478, 0
  %3481 = select i1 %3480, i32 %3478, i32 %3479
  %3482 = sext i32 %3481 to i64
  %3483 = shl i64 %3482, 32
  %3484 = sub i64 4294967295, %3475
  %3485 = or i64 %3483, %3484
  %3486 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3487 = icmp ult i32 %3486, 512
  br i1 %3487, label %if.then273, label %if.end274

if.end272:                                        ; preds = %if.end274, %if.then269
  br label %if.end270

if.then273:                                       ; preds = %if.then271
  %3488 = zext i32 %3486 to i64
  %3489 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3488
  store i64 %3485, ptr addrspace(3) %3489, align 4
  br label %if.end274

if.end274:                                        ; preds = %if.then273, %if.then271
  br label %if.end272

if.then275:                                       ; preds = %if.end270
  %3490 = bitcast float %3470 to i32
  %3491 = fcmp uno float %3470, %3470
  %3492 = select i1 %3491, i32 2143289344, i32 %3490
  %3493 = xor i32 %3492, 2147483647
  %3494 = icmp sge i32 %3492, 0
  %3495 = select i1 %3494, i32 %3492, i32 %3493
  %3496 = icmp sge i32 %3495, %2251
  br i1 %3496, label %if.then277, label %if.end278

if.end276:                                        ; preds = %if.end278, %if.end270
  %3497 = zext i16 %3261 to i32
  %3498 = shl i32 %3497, 16
  %3499 = bitcast i32 %3498 to float
  %3500 = icmp slt i32 %3262, %3209
  %3501 = fcmp uge float %3499, %3177
  %3502 = and i1 %3500, %3501
  br i1 %3502, label %if.then281, label %if.end282

if.then277:                                       ; preds = %if.then275
  %3503 = add i32 %3203, %3251
  %3504 = zext i32 %3503 to i64
  %3505 = bitcast float %3470 to i32
  %3506 = fcmp uno float %3470, %3470
  %3507 = select i1 %3506, i32 2143289344, i32 %3505
  %3508 = xor i32 %3507, 2147483647
  %3509 = icmp sge i32 %3507, 0
  %3510 = select i1 %3509, i32 %3507, i32 %3508
  %3511 = sext i32 %3510 to i64
  %3512 = shl i64 %3511, 32
  %3513 = sub i64 4294967295, %3504
  %3514 = or i64 %3512, %3513
  %3515 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3516 = icmp ult i32 %3515, 512
  br i1 %3516, label %if.then279, label %if.end280

if.end278:                                        ; preds = %if.end280, %if.then275
  br label %if.end276

if.then279:                                       ; preds = %if.then277
  %3517 = zext i32 %3515 to i64
  %3518 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3517
  store i64 %3514, ptr addrspace(3) %3518, align 4
  br label %if.end280

if.end280:                                        ; preds = %if.then279, %if.then277
  br label %if.end278

if.then281:                                       ; preds = %if.end276
  %3519 = bitcast float %3499 to i32
  %3520 = fcmp uno float %3499, %3499
  %3521 = select i1 %3520, i32 2143289344, i32 %3519
  %3522 = xor i32 %3521, 2147483647
  %3523 = icmp sge i32 %3521, 0
  %3524 = select i1 %3523, i32 %3521, i32 %3522
  %3525 = icmp sge i32 %3524, %2251
  br i1 %3525, label %if.then283, label %if.end284

if.end282:                                        ; preds = %if.end284, %if.end276
  %3526 = zext i16 %3263 to i32
  %3527 = shl i32 %3526, 16
  %3528 = bitcast i32 %3527 to float
  %3529 = icmp slt i32 %3264, %3209
  %3530 = fcmp uge float %3528, %3177
  %3531 = and i1 %3529, %3530
  br i1 %3531, label %if.then287, label %if.end288

if.then283:                                       ; preds = %if.then281
  %3532 = add i32 %3203, %3262
  %3533 = zext i32 %3532 to i64
  %3534 = bitcast float %3499 to i32
  %3535 = fcmp uno float %3499, %3499
  %3536 = select i1 %3535, i32 2143289344, i32 %3534
  %3537 = xor i32 %3536, 2147483647
  %3538 = icmp sge i32 %3536, 0
  %3539 = select i1 %3538, i32 %3536, i32 %3537
  %3540 = sext i32 %3539 to i64
  %3541 = shl i64 %3540, 32
  %3542 = sub i64 4294967295, %3533
  %3543 = or i64 %3541, %3542
  %3544 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3545 = icmp ult i32 %3544, 512
  br i1 %3545, label %if.then285, label %if.end286

if.end284:                                        ; preds = %if.end286, %if.then281
  br label %if.end282

if.then285:                                       ; preds = %if.then283
  %3546 = zext i32 %3544 to i64
  %3547 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3546
  store i64 %3543, ptr addrspace(3) %3547, align 4
  br label %if.end286

if.end286:                                        ; preds = %if.then285, %if.then283
  br label %if.end284

if.then287:                                       ; preds = %if.end282
  %3548 = bitcast float %3528 to i32
  %3549 = fcmp uno float %3528, %3528
  %3550 = select i1 %3549, i32 2143289344, i32 %3548
  %3551 = xor i32 %3550, 2147483647
  %3552 = icmp sge i32 %3550, 0
  %3553 = select i1 %3552, i32 %3550, i32 %3551
  %3554 = icmp sge i32 %3553, %2251
  br i1 %3554, label %if.then289, label %if.end290

if.end288:                                        ; preds = %if.end290, %if.end282
  %3555 = zext i16 %3296 to i32
  %3556 = shl i32 %3555, 16
  %3557 = bitcast i32 %3556 to float
  %3558 = icmp slt i32 %3297, %3283
  %3559 = fcmp uge float %3557, %3177
  %3560 = and i1 %3558, %3559
  br i1 %3560, label %if.then293, label %if.end294

if.then289:                                       ; preds = %if.then287
  %3561 = add i32 %3203, %3264
  %3562 = zext i32 %3561 to i64
  %3563 = bitcast float %3528 to i32
  %3564 = fcmp uno float %3528, %3528
  %3565 = select i1 %3564, i32 2143289344, i32 %3563
  %3566 = xor i32 %3565, 2147483647
  %3567 = icmp sge i32 %3565, 0
  %3568 = select i1 %3567, i32 %3565, i32 %3566
  %3569 = sext i32 %3568 to i64
  %3570 = shl i64 %3569, 32
  %3571 = sub i64 4294967295, %3562
  %3572 = or i64 %3570, %3571
  %3573 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3574 = icmp ult i32 %3573, 512
  br i1 %3574, label %if.then291, label %if.end292

if.end290:                                        ; preds = %if.end292, %if.then287
  br label %if.end288

if.then291:                                       ; preds = %if.then289
  %3575 = zext i32 %3573 to i64
  %3576 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3575
  store i64 %3572, ptr addrspace(3) %3576, align 4
  br label %if.end292

if.end292:                                        ; preds = %if.then291, %if.then289
  br label %if.end290

if.then293:                                       ; preds = %if.end288
  %3577 = bitcast float %3557 to i32
  %3578 = fcmp uno float %3557, %3557
  %3579 = select i1 %3578, i32 2143289344, i32 %3577
  %3580 = xor i32 %3579, 2147483647
  %3581 = icmp sge i32 %3579, 0
  %3582 = select i1 %3581, i32 %3579, i32 %3580
  %3583 = icmp sge i32 %3582, %2251
  br i1 %3583, label %if.then295, label %if.end296

if.end294:                                        ; preds = %if.end296, %if.end288
  %3584 = zext i16 %3298 to i32
  %3585 = shl i32 %3584, 16
  %3586 = bitcast i32 %3585 to float
  %3587 = icmp slt i32 %3299, %3283
  %3588 = fcmp uge float %3586, %3177
  %3589 = and i1 %3587, %3588
  br i1 %3589, label %if.then299, label %if.end300

if.then295:                                       ; preds = %if.then293
  %3590 = add i32 %3277, %3297
  %3591 = zext i32 %3590 to i64
  %3592 = bitcast float %3557 to i32
  %3593 = fcmp uno float %3557, %3557
  %3594 = select i1 %3593, i32 2143289344, i32 %3592
  %3595 = xor i32 %3594, 2147483647
  %3596 = icmp sge i32 %3594, 0
  %3597 = select i1 %3596, i32 %3594, i32 %3595
  %3598 = sext i32 %3597 to i64
  %3599 = shl i64 %3598, 32
  %3600 = sub i64 4294967295, %3591
  %3601 = or i64 %3599, %3600
  %3602 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3603 = icmp ult i32 %3602, 512
  br i1 %3603, label %if.then297, label %if.end298

if.end296:                                        ; preds = %if.end298, %if.then293
  br label %if.end294

if.then297:                                       ; preds = %if.then295
  %3604 = zext i32 %3602 to i64
  %3605 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3604
  store i64 %3601, ptr addrspace(3) %3605, align 4
  br label %if.end298

if.end298:                                        ; preds = %if.then297, %if.then295
  br label %if.end296

if.then299:                                       ; preds = %if.end294
  %3606 = bitcast float %3586 to i32
  %3607 = fcmp uno float %3586, %3586
  %3608 = select i1 %3607, i32 2143289344, i32 %3606
  %3609 = xor i32 %3608, 2147483647
  %3610 = icmp sge i32 %3608, 0
  %3611 = select i1 %3610, i32 %3608, i32 %3609
  %3612 = icmp sge i32 %3611, %2251
  br i1 %3612, label %if.then301, label %if.end302

if.end300:                                        ; preds = %if.end302, %if.end294
  %3613 = zext i16 %3309 to i32
  %3614 = shl i32 %3613, 16
  %3615 = bitcast i32 %3614 to float
  %3616 = icmp slt i32 %3310, %3283
  %3617 = fcmp uge float %3615, %3177
  %3618 = and i1 %3616, %3617
  br i1 %3618, label %if.then305, label %if.end306

if.then301:                                       ; preds = %if.then299
  %3619 = add i32 %3277, %3299
  %3620 = zext i32 %3619 to i64
  %3621 = bitcast float %3586 to i32
  %3622 = fcmp uno float %3586, %3586
  %3623 = select i1 %3622, i32 2143289344, i32 %3621
  %3624 = xor i32 %3623, 2147483647
  %3625 = icmp sge i32 %3623, 0
  %3626 = select i1 %3625, i32 %3623, i32 %3624
  %3627 = sext i32 %3626 to i64
  %3628 = shl i64 %3627, 32
  %3629 = sub i64 4294967295, %3620
  %3630 = or i64 %3628, %3629
  %3631 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3632 = icmp ult i32 %3631, 512
  br i1 %3632, label %if.then303, label %if.end304

if.end302:                                        ; preds = %if.end304, %if.then299
  br label %if.end300

if.then303:                                       ; preds = %if.then301
  %3633 = zext i32 %3631 to i64
  %3634 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3633
  store i64 %3630, ptr addrspace(3) %3634, align 4
  br label %if.end304

if.end304:                                        ; preds = %if.then303, %if.then301
  br label %if.end302

if.then305:                                       ; preds = %if.end300
  %3635 = bitcast float %3615 to i32
  %3636 = fcmp uno float %3615, %3615
  %3637 = select i1 %3636, i32 2143289344, i32 %3635
  %3638 = xor i32 %3637, 2147483647
  %3639 = icmp sge i32 %3637, 0
  %3640 = select i1 %3639, i32 %3637, i32 %3638
  %3641 = icmp sge i32 %3640, %2251
  br i1 %3641, label %if.then307, label %if.end308

if.end306:                                        ; preds = %if.end308, %if.end300
  %3642 = zext i16 %3311 to i32
  %3643 = shl i32 %3642, 16
  %3644 = bitcast i32 %3643 to float
  %3645 = icmp slt i32 %3312, %3283
  %3646 = fcmp uge float %3644, %3177
  %3647 = and i1 %3645, %3646
  br i1 %3647, label %if.then311, label %if.end312

if.then307:                                       ; preds = %if.then305
  %3648 = add i32 %3277, %3310
  %3649 = zext i32 %3648 to i64
  %3650 = bitcast float %3615 to i32
  %3651 = fcmp uno float %3615, %3615
  %3652 = select i1 %3651, i32 2143289344, i32 %3650
  %3653 = xor i32 %3652, 2147483647
  %3654 = icmp sge i32 %3652, 0
  %3655 = select i1 %3654, i32 %3652, i32 %3653
  %3656 = sext i32 %3655 to i64
  %3657 = shl i64 %3656, 32
  %3658 = sub i64 4294967295, %3649
  %3659 = or i64 %3657, %3658
  %3660 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3661 = icmp ult i32 %3660, 512
  br i1 %3661, label %if.then309, label %if.end310

if.end308:                                        ; preds = %if.end310, %if.then305
  br label %if.end306

if.then309:                                       ; preds = %if.then307
  %3662 = zext i32 %3660 to i64
  %3663 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3662
  store i64 %3659, ptr addrspace(3) %3663, align 4
  br label %if.end310

if.end310:                                        ; preds = %if.then309, %if.then307
  br label %if.end308

if.then311:                                       ; preds = %if.end306
  %3664 = bitcast float %3644 to i32
  %3665 = fcmp uno float %3644, %3644
  %3666 = select i1 %3665, i32 2143289344, i32 %3664
  %3667 = xor i32 %3666, 2147483647
  %3668 = icmp sge i32 %3666, 0
  %3669 = select i1 %3668, i32 %3666, i32 %3667
  %3670 = icmp sge i32 %3669, %2251
  br i1 %3670, label %if.then313, label %if.end314

if.end312:                                        ; preds = %if.end314, %if.end306
  %3671 = zext i16 %3322 to i32
  %3672 = shl i32 %3671, 16
  %3673 = bitcast i32 %3672 to float
  %3674 = icmp slt i32 %3323, %3283
  %3675 = fcmp uge float %3673, %3177
  %3676 = and i1 %3674, %3675
  br i1 %3676, label %if.then317, label %if.end318

if.then313:                                       ; preds = %if.then311
  %3677 = add i32 %3277, %3312
  %3678 = zext i32 %3677 to i64
  %3679 = bitcast float %3644 to i32
  %3680 = fcmp uno float %3644, %3644
  %3681 = select i1 %3680, i32 2143289344, i32 %3679
  %3682 = xor i32 %3681, 2147483647
  %3683 = icmp sge i32 %3681, 0
  %3684 = select i1 %3683, i32 %3681, i32 %3682
  %3685 = sext i32 %3684 to i64
  %3686 = shl i64 %3685, 32
  %3687 = sub i64 4294967295, %3678
  %3688 = or i64 %3686, %3687
  %3689 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3690 = icmp ult i32 %3689, 512
  br i1 %3690, label %if.then315, label %if.end316

if.end314:                                        ; preds = %if.end316, %if.then311
  br label %if.end312

if.then315:                                       ; preds = %if.then313
  %3691 = zext i32 %3689 to i64
  %3692 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3691
  store i64 %3688, ptr addrspace(3) %3692, align 4
  br label %if.end316

if.end316:                                        ; preds = %if.then315, %if.then313
  br label %if.end314

if.then317:                                       ; preds = %if.end312
  %3693 = bitcast float %3673 to i32
  %3694 = fcmp uno float %3673, %3673
  %3695 = select i1 %3694, i32 2143289344, i32 %3693
  %3696 = xor i32 %3695, 2147483647
  %3697 = icmp sge i32 %3695, 0
  %3698 = select i1 %3697, i32 %3695, i32 %3696
  %3699 = icmp sge i32 %3698, %2251
  br i1 %3699, label %if.then319, label %if.end320

if.end318:                                        ; preds = %if.end320, %if.end312
  %3700 = zext i16 %3324 to i32
  %3701 = shl i32 %3700, 16
  %3702 = bitcast i32 %3701 to float
  %3703 = icmp slt i32 %3325, %3283
  %3704 = fcmp uge float %3702, %3177
  %3705 = and i1 %3703, %3704
  br i1 %3705, label %if.then323, label %if.end324

if.then319:                                       ; preds = %if.then317
  %3706 = add i32 %3277, %3323
  %3707 = zext i32 %3706 to i64
  %3708 = bitcast float %3673 to i32
  %3709 = fcmp uno float %3673, %3673
  %3710 = select i1 %3709, i32 2143289344, i32 %3708
  %3711 = xor i32 %3710, 2147483647
  %3712 = icmp sge i32 %3710, 0
  %3713 = select i1 %3712, i32 %3710, i32 %3711
  %3714 = sext i32 %3713 to i64
  %3715 = shl i64 %3714, 32
  %3716 = sub i64 4294967295, %3707
  %3717 = or i64 %3715, %3716
  %3718 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3719 = icmp ult i32 %3718, 512
  br i1 %3719, label %if.then321, label %if.end322

if.end320:                                        ; preds = %if.end322, %if.then317
  br label %if.end318

if.then321:                                       ; preds = %if.then319
  %3720 = zext i32 %3718 to i64
  %3721 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3720
  store i64 %3717, ptr addrspace(3) %3721, align 4
  br label %if.end322

if.end322:                                        ; preds = %if.then321, %if.then319
  br label %if.end320

if.then323:                                       ; preds = %if.end318
  %3722 = bitcast float %3702 to i32
  %3723 = fcmp uno float %3702, %3702
  %3724 = select i1 %3723, i32 2143289344, i32 %3722
  %3725 = xor i32 %3724, 2147483647
  %3726 = icmp sge i32 %3724, 0
  %3727 = select i1 %3726, i32 %3724, i32 %3725
  %3728 = icmp sge i32 %3727, %2251
  br i1 %3728, label %if.then325, label %if.end326

if.end324:                                        ; preds = %if.end326, %if.end318
  %3729 = zext i16 %3335 to i32
  %3730 = shl i32 %3729, 16
  %3731 = bitcast i32 %3730 to float
  %3732 = icmp slt i32 %3336, %3283
  %3733 = fcmp uge float %3731, %3177
  %3734 = and i1 %3732, %3733
  br i1 %3734, label %if.then329, label %if.end330

if.then325:                                       ; preds = %if.then323
  %3735 = add i32 %3277, %3325
  %3736 = zext i32 %3735 to i64
  %3737 = bitcast float %3702 to i32
  %3738 = fcmp uno float %3702, %3702
  %3739 = select i1 %3738, i32 2143289344, i32 %3737
  %3740 = xor i32 %3739, 2147483647
  %3741 = icmp sge i32 %3739, 0
  %3742 = select i1 %3741, i32 %3739, i32 %3740
  %3743 = sext i32 %3742 to i64
  %3744 = shl i64 %3743, 32
  %3745 = sub i64 4294967295, %3736
  %3746 = or i64 %3744, %3745
  %3747 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3748 = icmp ult i32 %3747, 512
  br i1 %3748, label %if.then327, label %if.end328

if.end326:                                        ; preds = %if.end328, %if.then323
  br label %if.end324

if.then327:                                       ; preds = %if.then325
  %3749 = zext i32 %3747 to i64
  %3750 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3749
  store i64 %3746, ptr addrspace(3) %3750, align 4
  br label %if.end328

if.end328:                                        ; preds = %if.then327, %if.then325
  br label %if.end326

if.then329:                                       ; preds = %if.end324
  %3751 = bitcast float %3731 to i32
  %3752 = fcmp uno float %3731, %3731
  %3753 = select i1 %3752, i32 2143289344, i32 %3751
  %3754 = xor i32 %3753, 2147483647
  %3755 = icmp sge i32 %3753, 0
  %3756 = select i1 %3755, i32 %3753, i32 %3754
  %3757 = icmp sge i32 %3756, %2251
  br i1 %3757, label %if.then331, label %if.end332

if.end330:                                        ; preds = %if.end332, %if.end324
  %3758 = zext i16 %3337 to i32
  %3759 = shl i32 %3758, 16
  %3760 = bitcast i32 %3759 to float
  %3761 = icmp slt i32 %3338, %3283
  %3762 = fcmp uge float %3760, %3177
  %3763 = and i1 %3761, %3762
  br i1 %3763, label %if.then335, label %if.end336

if.then331:                                       ; preds = %if.then329
  %3764 = add i32 %3277, %3336
  %3765 = zext i32 %3764 to i64
  %3766 = bitcast float %3731 to i32
  %3767 = fcmp uno float %3731, %3731
  %3768 = select i1 %3767, i32 2143289344, i32 %3766
  %3769 = xor i32 %3768, 2147483647
  %3770 = icmp sge i32 %3768, 0
  %3771 = select i1 %3770, i32 %3768, i32 %3769
  %3772 = sext i32 %3771 to i64
  %3773 = shl i64 %3772, 32
  %3774 = sub i64 4294967295, %3765
  %3775 = or i64 %3773, %3774
  %3776 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3777 = icmp ult i32 %3776, 512
  br i1 %3777, label %if.then333, label %if.end334

if.end332:                                        ; preds = %if.end334, %if.then329
  br label %if.end330

if.then333:                                       ; preds = %if.then331
  %3778 = zext i32 %3776 to i64
  %3779 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3778
  store i64 %3775, ptr addrspace(3) %3779, align 4
  br label %if.end334

if.end334:                                        ; preds = %if.then333, %if.then331
  br label %if.end332

if.then335:                                       ; preds = %if.end330
  %3780 = bitcast float %3760 to i32
  %3781 = fcmp uno float %3760, %3760
  %3782 = select i1 %3781, i32 2143289344, i32 %3780
  %3783 = xor i32 %3782, 2147483647
  %3784 = icmp sge i32 %3782, 0
  %3785 = select i1 %3784, i32 %3782, i32 %3783
  %3786 = icmp sge i32 %3785, %2251
  br i1 %3786, label %if.then337, label %if.end338

if.end336:                                        ; preds = %if.end338, %if.end330
  %kcol.next = add nsw i32 %kcol.iv, 1
  br label %kcol.head, !llvm.loop !9

if.then337:                                       ; preds = %if.then335
  %3787 = add i32 %3277, %3338
  %3788 = zext i32 %3787 to i64
  %3789 = bitcast float %3760 to i32
  %3790 = fcmp uno float %3760, %3760
  %3791 = select i1 %3790, i32 2143289344, i32 %3789
  %3792 = xor i32 %3791, 2147483647
  %3793 = icmp sge i32 %3791, 0
  %3794 = select i1 %3793, i32 %3791, i32 %3792
  %3795 = sext i32 %3794 to i64
  %3796 = shl i64 %3795, 32
  %3797 = sub i64 4294967295, %3788
  %3798 = or i64 %3796, %3797
  %3799 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3800 = icmp ult i32 %3799, 512
  br i1 %3800, label %if.then339, label %if.end340

if.end338:                                        ; preds = %if.end340, %if.then335
  br label %if.end336

if.then339:                                       ; preds = %if.then337
  %3801 = zext i32 %3799 to i64
  %3802 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3801
  store i64 %3798, ptr addrspace(3) %3802, align 4
  br label %if.end340

if.end340:                                        ; preds = %if.then339, %if.then337
  br label %if.end338

kcol.head341:                                     ; preds = %if.end388, %kwide.else
  %kcol.iv344 = phi i32 [ 0, %kwide.else ], [ %kcol.next393, %if.end388 ]
  %3803 = icmp slt i32 %kcol.iv344, %3189
  br i1 %3803, label %kcol.body342, label %kcol.exit343

kcol.body342:                                     ; preds = %kcol.head341
  %3804 = mul i32 %kcol.iv344, 128
  %3805 = add i32 %3804, 0
  %3806 = add i32 %3183, %3805
  %3807 = icmp slt i32 %3806, %3181
  %3808 = select i1 %3807, i32 %3806, i32 0
  %3809 = udiv i32 %3808, 10
  %3810 = urem i32 %3808, 10
  %3811 = zext i32 %3809 to i64
  %3812 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3811
  %3813 = load i32, ptr addrspace(3) %3812, align 4
  %3814 = udiv i32 %3813, 32
  %3815 = urem i32 %3813, 32
  %3816 = mul i32 %3814, 2374
  %3817 = sub i32 %3182, %3816
  %3818 = icmp slt i32 %3817, 0
  %3819 = select i1 %3818, i32 0, i32 %3817
  %3820 = icmp sgt i32 %3819, 2374
  %3821 = select i1 %3820, i32 2374, i32 %3819
  %3822 = select i1 %3807, i32 %3821, i32 0
  %3823 = mul i32 %3810, 32
  %3824 = add i32 %3823, %3815
  %3825 = mul i32 %3824, 8
  %3826 = add i32 %3825, 0
  %3827 = icmp slt i32 %3826, %3822
  %3828 = select i1 %3827, i32 %3826, i32 0
  %3829 = add i32 %3816, %3828
  %3830 = zext i32 %3829 to i64
  %3831 = mul i64 %3830, 2
  %3832 = getelementptr i8, ptr %46, i64 %3831
  %3833 = load i16, ptr %3832, align 2
  %3834 = add i32 %3826, 0
  %3835 = add i32 %3825, 1
  %3836 = icmp slt i32 %3835, %3822
  %3837 = select i1 %3836, i32 %3835, i32 0
  %3838 = add i32 %3816, %3837
  %3839 = zext i32 %3838 to i64
  %3840 = mul i64 %3839, 2
  %3841 = getelementptr i8, ptr %46, i64 %3840
  %3842 = load i16, ptr %3841, align 2
  %3843 = add i32 %3835, 0
  %3844 = add i32 %3825, 2
  %3845 = icmp slt i32 %3844, %3822
  %3846 = select i1 %3845, i32 %3844, i32 0
  %3847 = add i32 %3816, %3846
  %3848 = zext i32 %3847 to i64
  %3849 = mul i64 %3848, 2
  %3850 = getelementptr i8, ptr %46, i64 %3849
  %3851 = load i16, ptr %3850, align 2
  %3852 = add i32 %3844, 0
  %3853 = add i32 %3825, 3
  %3854 = icmp slt i32 %3853, %3822
  %3855 = select i1 %3854, i32 %3853, i32 0
  %3856 = add i32 %3816, %3855
  %3857 = zext i32 %3856 to i64
  %3858 = mul i64 %3857, 2
  %3859 = getelementptr i8, ptr %46, i64 %3858
  %3860 = load i16, ptr %3859, align 2
  %3861 = add i32 %3853, 0
  %3862 = add i32 %3825, 4
  %3863 = icmp slt i32 %3862, %3822
  %3864 = select i1 %3863, i32 %3862, i32 0
  %3865 = add i32 %3816, %3864
  %3866 = zext i32 %3865 to i64
  %3867 = mul i64 %3866, 2
  %3868 = getelementptr i8, ptr %46, i64 %3867
  %3869 = load i16, ptr %3868, align 2
  %3870 = add i32 %3862, 0
  %3871 = add i32 %3825, 5
  %3872 = icmp slt i32 %3871, %3822
  %3873 = select i1 %3872, i32 %3871, i32 0
  %3874 = add i32 %3816, %3873
  %3875 = zext i32 %3874 to i64
  %3876 = mul i64 %3875, 2
  %3877 = getelementptr i8, ptr %46, i64 %3876
  %3878 = load i16, ptr %3877, align 2
  %3879 = add i32 %3871, 0
  %3880 = add i32 %3825, 6
  %3881 = icmp slt i32 %3880, %3822
  %3882 = select i1 %3881, i32 %3880, i32 0
  %3883 = add i32 %3816, %3882
  %3884 = zext i32 %3883 to i64
  %3885 = mul i64 %3884, 2
  %3886 = getelementptr i8, ptr %46, i64 %3885
  %3887 = load i16, ptr %3886, align 2
  %3888 = add i32 %3880, 0
  %3889 = add i32 %3825, 7
  %3890 = icmp slt i32 %3889, %3822
  %3891 = select i1 %3890, i32 %3889, i32 0
  %3892 = add i32 %3816, %3891
  %3893 = zext i32 %3892 to i64
  %3894 = mul i64 %3893, 2
  %3895 = getelementptr i8, ptr %46, i64 %3894
  %3896 = load i16, ptr %3895, align 2
  %3897 = add i32 %3889, 0
  %3898 = zext i16 %3833 to i32
  %3899 = shl i32 %3898, 16
  %3900 = bitcast i32 %3899 to float
  %3901 = icmp slt i32 %3834, %3822
  %3902 = fcmp uge float %3900, %3187
  %3903 = and i1 %3901, %3902
  br i1 %3903, label %if.then345, label %if.end346

kcol.exit343:                                     ; preds = %kcol.head341
  br label %kwide.end

if.then345:                                       ; preds = %kcol.body342
  %3904 = bitcast float %3900 to i32
  %3905 = fcmp uno float %3900, %3900
  %3906 = select i1 %3905, i32 2143289344, i32 %3904
  %3907 = xor i32 %3906, 2147483647
  %3908 = icmp sge i32 %3906, 0
  %3909 = select i1 %3908, i32 %3906, i32 %3907
  %3910 = icmp sge i32 %3909, %2251
  br i1 %3910, label %if.then347, label %if.end348

if.end346:                                        ; preds = %if.end348, %kcol.body342
  %3911 = zext i16 %3842 to i32
  %3912 = shl i32 %3911, 16
  %3913 = bitcast i32 %3912 to float
  %3914 = icmp slt i32 %3843, %3822
  %3915 = fcmp uge float %3913, %3187
  %3916 = and i1 %3914, %3915
  br i1 %3916, label %if.then351, label %if.end352

if.then347:                                       ; preds = %if.then345
  %3917 = add i32 %3816, %3834
  %3918 = zext i32 %3917 to i64
  %3919 = bitcast float %3900 to i32
  %3920 = fcmp uno float %3900, %3900
  %3921 = select i1 %3920, i32 2143289344, i32 %3919
  %3922 = xor i32 %3921, 2147483647
  %3923 = icmp sge i32 %3921, 0
  %3924 = select i1 %3923, i32 %3921, i32 %3922
  %3925 = sext i32 %3924 to i64
  %3926 = shl i64 %3925, 32
  %3927 = sub i64 4294967295, %3918
  %3928 = or i64 %3926, %3927
  %3929 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3930 = icmp ult i32 %3929, 512
  br i1 %3930, label %if.then349, label %if.end350

if.end348:                                        ; preds = %if.end350, %if.then345
  br label %if.end346

if.then349:                                       ; preds = %if.then347
  %3931 = zext i32 %3929 to i64
  %3932 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3931
  store i64 %3928, ptr addrspace(3) %3932, align 4
  br label %if.end350

if.end350:                                        ; preds = %if.then349, %if.then347
  br label %if.end348

if.then351:                                       ; preds = %if.end346
  %3933 = bitcast float %3913 to i32
  %3934 = fcmp uno float %3913, %3913
  %3935 = select i1 %3934, i32 2143289344, i32 %3933
  %3936 = xor i32 %3935, 2147483647
  %3937 = icmp sge i32 %3935, 0
  %3938 = select i1 %3937, i32 %3935, i32 %3936
  %3939 = icmp sge i32 %3938, %2251
  br i1 %3939, label %if.then353, label %if.end354

if.end352:                                        ; preds = %if.end354, %if.end346
  %3940 = zext i16 %3851 to i32
  %3941 = shl i32 %3940, 16
  %3942 = bitcast i32 %3941 to float
  %3943 = icmp slt i32 %3852, %3822
  %3944 = fcmp uge float %3942, %3187
  %3945 = and i1 %3943, %3944
  br i1 %3945, label %if.then357, label %if.end358

if.then353:                                       ; preds = %if.then351
  %3946 = add i32 %3816, %3843
  %3947 = zext i32 %3946 to i64
  %3948 = bitcast float %3913 to i32
  %3949 = fcmp uno float %3913, %3913
  %3950 = select i1 %3949, i32 2143289344, i32 %3948
  %3951 = xor i32 %3950, 2147483647
  %3952 = icmp sge i32 %3950, 0
  %3953 = select i1 %3952, i32 %3950, i32 %3951
  %3954 = sext i32 %3953 to i64
  %3955 = shl i64 %3954, 32
  %3956 = sub i64 4294967295, %3947
  %3957 = or i64 %3955, %3956
  %3958 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3959 = icmp ult i32 %3958, 512
  br i1 %3959, label %if.then355, label %if.end356

if.end354:                                        ; preds = %if.end356, %if.then351
  br label %if.end352

if.then355:                                       ; preds = %if.then353
  %3960 = zext i32 %3958 to i64
  %3961 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3960
  store i64 %3957, ptr addrspace(3) %3961, align 4
  br label %if.end356

if.end356:                                        ; preds = %if.then355, %if.then353
  br label %if.end354

if.then357:                                       ; preds = %if.end352
  %3962 = bitcast float %3942 to i32
  %3963 = fcmp uno float %3942, %3942
  %3964 = select i1 %3963, i32 2143289344, i32 %3962
  %3965 = xor i32 %3964, 2147483647
  %3966 = icmp sge i32 %3964, 0
  %3967 = select i1 %3966, i32 %3964, i32 %3965
  %3968 = icmp sge i32 %3967, %2251
  br i1 %3968, label %if.then359, label %if.end360

if.end358:                                        ; preds = %if.end360, %if.end352
  %3969 = zext i16 %3860 to i32
  %3970 = shl i32 %3969, 16
  %3971 = bitcast i32 %3970 to float
  %3972 = icmp slt i32 %3861, %3822
  %3973 = fcmp uge float %3971, %3187
  %3974 = and i1 %3972, %3973
  br i1 %3974, label %if.then363, label %if.end364

if.then359:                                       ; preds = %if.then357
  %3975 = add i32 %3816, %3852
  %3976 = zext i32 %3975 to i64
  %3977 = bitcast float %3942 to i32
  %3978 = fcmp uno float %3942, %3942
  %3979 = select i1 %3978, i32 2143289344, i32 %3977
  %3980 = xor i32 %3979, 2147483647
  %3981 = icmp sge i32 %3979, 0
  %3982 = select i1 %3981, i32 %3979, i32 %3980
  %3983 = sext i32 %3982 to i64
  %3984 = shl i64 %3983, 32
  %3985 = sub i64 4294967295, %3976
  %3986 = or i64 %3984, %3985
  %3987 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3988 = icmp ult i32 %3987, 512
  br i1 %3988, label %if.then361, label %if.end362

if.end360:                                        ; preds = %if.end362, %if.then357
  br label %if.end358

if.then361:                                       ; preds = %if.then359
  %3989 = zext i32 %3987 to i64
  %3990 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3989
  store i64 %3986, ptr addrspace(3) %3990, align 4
  br label %if.end362

if.end362:                                        ; preds = %if.then361, %if.then359
  br label %if.end360

if.then363:                                       ; preds = %if.end358
  %3991 = bitcast float %3971 to i32
  %3992 = fcmp uno float %3971, %3971
  %3993 = select i1 %3992, i32 2143289344, i32 %3991
  %3994 = xor i32 %3993, 2147483647
  %3995 = icmp sge i32 %3993, 0
  %3996 = select i1 %3995, i32 %3993, i32 %3994
  %3997 = icmp sge i32 %3996, %2251
  br i1 %3997, label %if.then365, label %if.end366

if.end364:                                        ; preds = %if.end366, %if.end358
  %3998 = zext i16 %3869 to i32
  %3999 = shl i32 %3998, 16
  %4000 = bitcast i32 %3999 to float
  %4001 = icmp slt i32 %3870, %3822
  %4002 = fcmp uge float %4000, %3187
  %4003 = and i1 %4001, %4002
  br i1 %4003, label %if.then369, label %if.end370

if.then365:                                       ; preds = %if.then363
  %4004 = add i32 %3816, %3861
  %4005 = zext i32 %4004 to i64
  %4006 = bitcast float %3971 to i32
  %4007 = fcmp uno float %3971, %3971
  %4008 = select i1 %4007, i32 2143289344, i32 %4006
  %4009 = xor i32 %4008, 2147483647
  %4010 = icmp sge i32 %4008, 0
  %4011 = select i1 %4010, i32 %4008, i32 %4009
  %4012 = sext i32 %4011 to i64
  %4013 = shl i64 %4012, 32
  %4014 = sub i64 4294967295, %4005
  %4015 = or i64 %4013, %4014
  %4016 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4017 = icmp ult i32 %4016, 512
  br i1 %4017, label %if.then367, label %if.end368

if.end366:                                        ; preds = %if.end368, %if.then363
  br label %if.end364

if.then367:                                       ; preds = %if.then365
  %4018 = zext i32 %4016 to i64
  %4019 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4018
  store i64 %4015, ptr addrspace(3) %4019, align 4
  br label %if.end368

if.end368:                                        ; preds = %if.then367, %if.then365
  br label %if.end366

if.then369:                                       ; preds = %if.end364
  %4020 = bitcast float %4000 to i32
  %4021 = fcmp uno float %4000, %4000
  %4022 = select i1 %4021, i32 2143289344, i32 %4020
  %4023 = xor i32 %4022, 2147483647
  %4024 = icmp sge i32 %4022, 0
  %4025 = select i1 %4024, i32 %4022, i32 %4023
  %4026 = icmp sge i32 %4025, %2251
  br i1 %4026, label %if.then371, label %if.end372

if.end370:                                        ; preds = %if.end372, %if.end364
  %4027 = zext i16 %3878 to i32
  %4028 = shl i32 %4027, 16
  %4029 = bitcast i32 %4028 to float
  %4030 = icmp slt i32 %3879, %3822
  %4031 = fcmp uge float %4029, %3187
  %4032 = and i1 %4030, %4031
  br i1 %4032, label %if.then375, label %if.end376

if.then371:                                       ; preds = %if.then369
  %4033 = add i32 %3816, %3870
  %4034 = zext i32 %4033 to i64
  %4035 = bitcast float %4000 to i32
  %4036 = fcmp uno float %4000, %4000
  %4037 = select i1 %4036, i32 2143289344, i32 %4035
  %4038 = xor i32 %4037, 2147483647
  %4039 = icmp sge i32 %4037, 0
  %4040 = select i1 %4039, i32 %4037, i32 %4038
  %4041 = sext i32 %4040 to i64
  %4042 = shl i64 %4041, 32
  %4043 = sub i64 4294967295, %4034
  %4044 = or i64 %4042, %4043
  %4045 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4046 = icmp ult i32 %4045, 512
  br i1 %4046, label %if.then373, label %if.end374

if.end372:                                        ; preds = %if.end374, %if.then369
  br label %if.end370

if.then373:                                       ; preds = %if.then371
  %4047 = zext i32 %4045 to i64
  %4048 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4047
  store i64 %4044, ptr addrspace(3) %4048, align 4
  br label %if.end374

if.end374:                                        ; preds = %if.then373, %if.then371
  br label %if.end372

if.then375:                                       ; preds = %if.end370
  %4049 = bitcast float %4029 to i32
  %4050 = fcmp uno float %4029, %4029
  %4051 = select i1 %4050, i32 2143289344, i32 %4049
  %4052 = xor i32 %4051, 2147483647
  %4053 = icmp sge i32 %4051, 0
  %4054 = select i1 %4053, i32 %4051, i32 %4052
  %4055 = icmp sge i32 %4054, %2251
  br i1 %4055, label %if.then377, label %if.end378

if.end376:                                        ; preds = %if.end378, %if.end370
  %4056 = zext i16 %3887 to i32
  %4057 = shl i32 %4056, 16
  %4058 = bitcast i32 %4057 to float
  %4059 = icmp slt i32 %3888, %3822
  %4060 = fcmp uge float %4058, %3187
  %4061 = and i1 %4059, %4060
  br i1 %4061, label %if.then381, label %if.end382

if.then377:                                       ; preds = %if.then375
  %4062 = add i32 %3816, %3879
  %4063 = zext i32 %4062 to i64
  %4064 = bitcast float %4029 to i32
  %4065 = fcmp uno float %4029, %4029
  %4066 = select i1 %4065, i32 2143289344, i32 %4064
  %4067 = xor i32 %4066, 2147483647
  %4068 = icmp sge i32 %4066, 0
  %4069 = select i1 %4068, i32 %4066, i32 %4067
  %4070 = sext i32 %4069 to i64
  %4071 = shl i64 %4070, 32
  %4072 = sub i64 4294967295, %4063
  %4073 = or i64 %4071, %4072
  %4074 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4075 = icmp ult i32 %4074, 512
  br i1 %4075, label %if.then379, label %if.end380

if.end378:                                        ; preds = %if.end380, %if.then375
  br label %if.end376

if.then379:                                       ; preds = %if.then377
  %4076 = zext i32 %4074 to i64
  %4077 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4076
  store i64 %4073, ptr addrspace(3) %4077, align 4
  br label %if.end380

if.end380:                                        ; preds = %if.then379, %if.then377
  br label %if.end378

if.then381:                                       ; preds = %if.end376
  %4078 = bitcast float %4058 to i32
  %4079 = fcmp uno float %4058, %4058
  %4080 = select i1 %4079, i32 2143289344, i32 %4078
  %4081 = xor i32 %4080, 2147483647
  %4082 = icmp sge i32 %4080, 0
  %4083 = select i1 %4082, i32 %4080, i32 %4081
  %4084 = icmp sge i32 %4083, %2251
  br i1 %4084, label %if.then383, label %if.end384

if.end382:                                        ; preds = %if.end384, %if.end376
  %4085 = zext i16 %3896 to i32
  %4086 = shl i32 %4085, 16
  %4087 = bitcast i32 %4086 to float
  %4088 = icmp slt i32 %3897, %3822
  %4089 = fcmp uge float %4087, %3187
  %4090 = and i1 %4088, %4089
  br i1 %4090, label %if.then387, label %if.end388

if.then383:                                       ; preds = %if.then381
  %4091 = add i32 %3816, %3888
  %4092 = zext i32 %4091 to i64
  %4093 = bitcast float %4058 to i32
  %4094 = fcmp uno float %4058, %4058
  %4095 = select i1 %4094, i32 2143289344, i32 %4093
  %4096 = xor i32 %4095, 2147483647
  %4097 = icmp sge i32 %4095, 0
  %4098 = select i1 %4097, i32 %4095, i32 %4096
  %4099 = sext i32 %4098 to i64
  %4100 = shl i64 %4099, 32
  %4101 = sub i64 4294967295, %4092
  %4102 = or i64 %4100, %4101
  %4103 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4104 = icmp ult i32 %4103, 512
  br i1 %4104, label %if.then385, label %if.end386

if.end384:                                        ; preds = %if.end386, %if.then381
  br label %if.end382

if.then385:                                       ; preds = %if.then383
  %4105 = zext i32 %4103 to i64
  %4106 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4105
  store i64 %4102, ptr addrspace(3) %4106, align 4
  br label %if.end386

if.end386:                                        ; preds = %if.then385, %if.then383
  br label %if.end384

if.then387:                                       ; preds = %if.end382
  %4107 = bitcast float %4087 to i32
  %4108 = fcmp uno float %4087, %4087
  %4109 = select i1 %4108, i32 2143289344, i32 %4107
  %4110 = xor i32 %4109, 2147483647
  %4111 = icmp sge i32 %4109, 0
  %4112 = select i1 %4111, i32 %4109, i32 %4110
  %4113 = icmp sge i32 %4112, %2251
  br i1 %4113, label %if.then389, label %if.end390

if.end388:                                        ; preds = %if.end390, %if.end382
  %kcol.next393 = add nsw i32 %kcol.iv344, 1
  br label %kcol.head341, !llvm.loop !10

if.then389:                                       ; preds = %if.then387
  %4114 = add i32 %3816, %3897
  %4115 = zext i32 %4114 to i64
  %4116 = bitcast float %4087 to i32
  %4117 = fcmp uno float %4087, %4087
  %4118 = select i1 %4117, i32 2143289344, i32 %4116
  %4119 = xor i32 %4118, 2147483647
  %4120 = icmp sge i32 %4118, 0
  %4121 = select i1 %4120, i32 %4118, i32 %4119
  %4122 = sext i32 %4121 to i64
  %4123 = shl i64 %4122, 32
  %4124 = sub i64 4294967295, %4115
  %4125 = or i64 %4123, %4124
  %4126 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4127 = icmp ult i32 %4126, 512
  br i1 %4127, label %if.then391, label %if.end392

if.end390:                                        ; preds = %if.end392, %if.then387
  br label %if.end388

if.then391:                                       ; preds = %if.then389
  %4128 = zext i32 %4126 to i64
  %4129 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4128
  store i64 %4125, ptr addrspace(3) %4129, align 4
  br label %if.end392

if.end392:                                        ; preds = %if.then391, %if.then389
  br label %if.end390

if.then394:                                       ; preds = %if.end244
  %4130 = icmp eq i64 %23, 0
  br i1 %4130, label %if.then396, label %if.end397

if.end395:                                        ; preds = %keys.exit, %if.end244
  call void @llvm.nvvm.barrier0()
  br i1 %42, label %if.then405, label %if.end406

if.then396:                                       ; preds = %if.then394
  store i64 %2141, ptr %40, align 4
  br label %if.end397

if.end397:                                        ; preds = %if.then396, %if.then394
  %4131 = icmp sgt i64 %3166, 16
  %4132 = select i1 %4131, i64 %3166, i64 16
  br label %keys.head

keys.head:                                        ; preds = %keyed.end, %if.end397
  %keys.iv = phi i64 [ %23, %if.end397 ], [ %keys.next, %keyed.end ]
  %4133 = icmp slt i64 %keys.iv, %4132
  br i1 %4133, label %keys.body, label %keys.exit

keys.body:                                        ; preds = %keys.head
  %4134 = icmp slt i64 %keys.iv, %3166
  br i1 %4134, label %keyed.then, label %keyed.else

keys.exit:                                        ; preds = %keys.head
  br label %if.end395

keyed.then:                                       ; preds = %keys.body
  %4135 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv
  %4136 = load i64, ptr addrspace(3) %4135, align 4
  store i64 0, ptr %place398, align 4
  br label %place.head

keyed.else:                                       ; preds = %keys.body
  br i1 true, label %if.then403, label %if.end404

keyed.end:                                        ; preds = %if.end404, %if.end400
  %keys.next = add nsw i64 %keys.iv, 128
  br label %keys.head, !llvm.loop !11

place.head:                                       ; preds = %place.body, %keyed.then
  %place.iv = phi i64 [ 0, %keyed.then ], [ %place.next, %place.body ]
  %4137 = icmp slt i64 %place.iv, %3166
  br i1 %4137, label %place.body, label %place.exit

place.body:                                       ; preds = %place.head
  %4138 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv
  %4139 = load i64, ptr addrspace(3) %4138, align 4
  %4140 = icmp sgt i64 %4139, %4136
  %4141 = zext i1 %4140 to i64
  %4142 = load i64, ptr %place398, align 4
  %4143 = add i64 %4142, %4141
  store i64 %4143, ptr %place398, align 4
  %place.next = add nsw i64 %place.iv, 1
  br label %place.head, !llvm.loop !12

place.exit:                                       ; preds = %place.head
  %4144 = load i64, ptr %place398, align 4
  %4145 = icmp slt i64 %4144, 16
  br i1 %4145, label %if.then399, label %if.end400

if.then399:                                       ; preds = %place.exit
  %4146 = icmp eq i64 %4136, -9223372036854775808
  %4147 = ashr i64 %4136, 32
  %4148 = trunc i64 %4147 to i32
  %4149 = xor i32 %4148, 2147483647
  %4150 = icmp sge i32 %4148, 0
  %4151 = select i1 %4150, i32 %4148, i32 %4149
  %4152 = bitcast i32 %4151 to float
  %4153 = and i64 %4136, 4294967295
  %4154 = sub i64 4294967295, %4153
  br i1 true, label %if.then401, label %if.end402

if.end400:                                        ; preds = %if.end402, %place.exit
  br label %keyed.end

if.then401:                                       ; preds = %if.then399
  %4155 = getelementptr i64, ptr %35, i64 %4144
  %4156 = select i1 %4146, i64 -1, i64 %4154
  store i64 %4156, ptr %4155, align 4
  %4157 = getelementptr float, ptr %38, i64 %4144
  %4158 = fsub float %4152, %2121
  %4159 = fcmp uno float %4158, %4158
  %4160 = select i1 %4159, float 0x7FF8000000000000, float %4158
  %4161 = select i1 %4146, float 0xFFF0000000000000, float %4160
  store float %4161, ptr %4157, align 4
  br label %if.end402

if.end402:                                        ; preds = %if.then401, %if.then399
  br label %if.end400

if.then403:                                       ; preds = %keyed.else
  %4162 = getelementptr i64, ptr %35, i64 %keys.iv
  store i64 -1, ptr %4162, align 4
  %4163 = getelementptr float, ptr %38, i64 %keys.iv
  %4164 = fsub float 0xFFFFFFFFE0000000, %2121
  %4165 = fcmp uno float %4164, %4164
  %4166 = select i1 %4165, float 0x7FF8000000000000, float %4164
  %4167 = select i1 true, float 0xFFF0000000000000, float %4166
  store float %4167, ptr %4163, align 4
  br label %if.end404

if.end404:                                        ; preds = %if.then403, %keyed.else
  br label %keyed.end

if.then405:                                       ; preds = %if.end395
  %4168 = xor i1 %3168, true
  br i1 %4168, label %if.then407, label %if.end408

if.end406:                                        ; preds = %if.end408, %if.end395
  call void @llvm.nvvm.barrier0()
  br label %if.end76

if.then407:                                       ; preds = %if.then405
  store i1 false, ptr %reached, align 1
  store float 0.000000e+00, ptr %total, align 4
  br label %prefix.head

if.end408:                                        ; preds = %prefix.exit, %if.then405
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end406

prefix.head:                                      ; preds = %if.end410, %if.then407
  %prefix.iv = phi i64 [ 0, %if.then407 ], [ %prefix.next, %if.end410 ]
  %4169 = icmp slt i64 %prefix.iv, 16
  br i1 %4169, label %prefix.body, label %prefix.exit

prefix.body:                                      ; preds = %prefix.head
  %4170 = getelementptr i64, ptr %35, i64 %prefix.iv
  %4171 = load i64, ptr %4170, align 4
  %4172 = icmp sge i64 %4171, 0
  %4173 = getelementptr float, ptr %38, i64 %prefix.iv
  %4174 = load float, ptr %4173, align 4
  %4175 = load i1, ptr %reached, align 1
  %4176 = xor i1 %4175, true
  %4177 = and i1 %4172, %4176
  br i1 %4177, label %if.then409, label %if.end410

prefix.exit:                                      ; preds = %prefix.head
  %4178 = load i1, ptr %reached, align 1
  %4179 = zext i1 %4178 to i32
  store i32 %4179, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end408

if.then409:                                       ; preds = %prefix.body
  %4180 = fsub float %4174, 0.000000e+00
  %4181 = call float @llvm.maximum.f32(float %4180, float -8.800000e+01)
  %4182 = call float @llvm.minimum.f32(float %4181, float 8.900000e+01)
  %4183 = call float @llvm.fma.f32(float %4182, float 0x3FF7154760000000, float 0x4168000000000000)
  %4184 = fsub float %4183, 0x4168000000000000
  %4185 = call float @llvm.fma.f32(float %4184, float 0xBFE6300000000000, float %4182)
  %4186 = call float @llvm.fma.f32(float %4184, float 0x3F2BD01060000000, float %4185)
  %4187 = fmul float %4186, %4186
  %4188 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %4186, float 0x3F8120BE20000000)
  %4189 = call float @llvm.fma.f32(float %4188, float %4186, float 0x3FA5555180000000)
  %4190 = call float @llvm.fma.f32(float %4189, float %4186, float 0x3FC5554DC0000000)
  %4191 = call float @llvm.fma.f32(float %4190, float %4186, float 5.000000e-01)
  %4192 = call float @llvm.fma.f32(float %4187, float %4191, float %4186)
  %4193 = bitcast float %4183 to i32
  %4194 = shl i32 %4193, 23
  %4195 = add i32 %4194, 1065353216
  %4196 = bitcast i32 %4195 to float
  %4197 = call float @llvm.fma.f32(float %4192, float %4196, float %4196)
  %4198 = fcmp oeq float %4196, 0x7FF0000000000000
  %4199 = select i1 %4198, float %4196, float %4197
  %4200 = load float, ptr %total, align 4
  %4201 = fadd float %4200, %4199
  store float %4201, ptr %total, align 4
  %4202 = fcmp uge float %4201, %2143
  store i1 %4202, ptr %reached, align 1
  br label %if.end410

if.end410:                                        ; preds = %if.then409, %prefix.body
  %prefix.next = add nsw i64 %prefix.iv, 1
  br label %prefix.head, !llvm.loop !14

reached.then:                                     ; preds = %if.end76
  %4203 = add i64 %23, 16
  br label %pad.head

reached.else:                                     ; preds = %if.end76
  %4204 = icmp ne i64 %2110, -9223372036854775808
  %4205 = icmp slt i64 %27, 20
  %4206 = and i1 %4205, %4204
  br i1 %4206, label %if.then413, label %if.end414

reached.end:                                      ; preds = %if.end775, %pad.exit
  br label %active.end

pad.head:                                         ; preds = %if.end412, %reached.then
  %pad.iv = phi i64 [ %4203, %reached.then ], [ %pad.next, %if.end412 ]
  %4207 = icmp slt i64 %pad.iv, 20
  br i1 %4207, label %pad.body, label %pad.exit

pad.body:                                         ; preds = %pad.head
  br i1 true, label %if.then411, label %if.end412

pad.exit:                                         ; preds = %pad.head
  br label %reached.end

if.then411:                                       ; preds = %pad.body
  %4208 = getelementptr i64, ptr %35, i64 %pad.iv
  store i64 -1, ptr %4208, align 4
  %4209 = getelementptr float, ptr %38, i64 %pad.iv
  %4210 = fsub float 0xFFFFFFFFE0000000, %2121
  %4211 = fcmp uno float %4210, %4210
  %4212 = select i1 %4211, float 0x7FF8000000000000, float %4210
  %4213 = select i1 true, float 0xFFF0000000000000, float %4212
  store float %4213, ptr %4209, align 4
  br label %if.end412

if.end412:                                        ; preds = %if.then411, %pad.body
  %pad.next = add nsw i64 %pad.iv, 128
  br label %pad.head, !llvm.loop !16

if.then413:                                       ; preds = %reached.else
  store i32 0, ptr %place415, align 4
  br i1 %740, label %place.then416, label %place.else417

if.end414:                                        ; preds = %if.end420, %reached.else
  call void @llvm.nvvm.barrier0()
  %4214 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %740, label %glist.then421, label %glist.else422

place.then416:                                    ; preds = %if.then413
  %4215 = load i32, ptr %sorted32, align 4
  %4216 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %4217 = icmp sgt i32 %4216, %4215
  %4218 = select i1 %4217, i32 16, i32 0
  %4219 = add i32 7, %4218
  %4220 = zext i32 %4219 to i64
  %4221 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4220
  %4222 = load i32, ptr addrspace(3) %4221, align 4
  %4223 = add i32 %4218, 8
  %4224 = icmp sgt i32 %4222, %4215
  %4225 = select i1 %4224, i32 %4223, i32 %4218
  %4226 = add i32 3, %4225
  %4227 = zext i32 %4226 to i64
  %4228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4227
  %4229 = load i32, ptr addrspace(3) %4228, align 4
  %4230 = add i32 %4225, 4
  %4231 = icmp sgt i32 %4229, %4215
  %4232 = select i1 %4231, i32 %4230, i32 %4225
  %4233 = add i32 1, %4232
  %4234 = zext i32 %4233 to i64
  %4235 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4234
  %4236 = load i32, ptr addrspace(3) %4235, align 4
  %4237 = add i32 %4232, 2
  %4238 = icmp sgt i32 %4236, %4215
  %4239 = select i1 %4238, i32 %4237, i32 %4232
  %4240 = add i32 0, %4239
  %4241 = zext i32 %4240 to i64
  %4242 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4241
  %4243 = load i32, ptr addrspace(3) %4242, align 4
  %4244 = add i32 %4239, 1
  %4245 = icmp sgt i32 %4243, %4215
  %4246 = select i1 %4245, i32 %4244, i32 %4239
  %4247 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %4248 = icmp sgt i32 %4247, %4215
  %4249 = zext i1 %4248 to i32
  %4250 = add i32 %4246, %4249
  %4251 = add i32 0, %4250
  %4252 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %4253 = icmp sgt i32 %4252, %4215
  %4254 = select i1 %4253, i32 16, i32 0
  %4255 = add i32 39, %4254
  %4256 = zext i32 %4255 to i64
  %4257 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4256
  %4258 = load i32, ptr addrspace(3) %4257, align 4
  %4259 = add i32 %4254, 8
  %4260 = icmp sgt i32 %4258, %4215
  %4261 = select i1 %4260, i32 %4259, i32 %4254
  %4262 = add i32 35, %4261
  %4263 = zext i32 %4262 to i64
  %4264 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4263
  %4265 = load i32, ptr addrspace(3) %4264, align 4
  %4266 = add i32 %4261, 4
  %4267 = icmp sgt i32 %4265, %4215
  %4268 = select i1 %4267, i32 %4266, i32 %4261
  %4269 = add i32 33, %4268
  %4270 = zext i32 %4269 to i64
  %4271 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4270
  %4272 = load i32, ptr addrspace(3) %4271, align 4
  %4273 = add i32 %4268, 2
  %4274 = icmp sgt i32 %4272, %4215
  %4275 = select i1 %4274, i32 %4273, i32 %4268
  %4276 = add i32 32, %4275
  %4277 = zext i32 %4276 to i64
  %4278 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4277
  %4279 = load i32, ptr addrspace(3) %4278, align 4
  %4280 = add i32 %4275, 1
  %4281 = icmp sgt i32 %4279, %4215
  %4282 = select i1 %4281, i32 %4280, i32 %4275
  %4283 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %4284 = icmp sgt i32 %4283, %4215
  %4285 = zext i1 %4284 to i32
  %4286 = add i32 %4282, %4285
  %4287 = add i32 %4251, %4286
  %4288 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %4289 = icmp sgt i32 %4288, %4215
  %4290 = select i1 %4289, i32 16, i32 0
  %4291 = add i32 71, %4290
  %4292 = zext i32 %4291 to i64
  %4293 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4292
  %4294 = load i32, ptr addrspace(3) %4293, align 4
  %4295 = add i32 %4290, 8
  %4296 = icmp sgt i32 %4294, %4215
  %4297 = select i1 %4296, i32 %4295, i32 %4290
  %4298 = add i32 67, %4297
  %4299 = zext i32 %4298 to i64
  %4300 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4299
  %4301 = load i32, ptr addrspace(3) %4300, align 4
  %4302 = add i32 %4297, 4
  %4303 = icmp sgt i32 %4301, %4215
  %4304 = select i1 %4303, i32 %4302, i32 %4297
  %4305 = add i32 65, %4304
  %4306 = zext i32 %4305 to i64
  %4307 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4306
  %4308 = load i32, ptr addrspace(3) %4307, align 4
  %4309 = add i32 %4304, 2
  %4310 = icmp sgt i32 %4308, %4215
  %4311 = select i1 %4310, i32 %4309, i32 %4304
  %4312 = add i32 64, %4311
  %4313 = zext i32 %4312 to i64
  %4314 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4313
  %4315 = load i32, ptr addrspace(3) %4314, align 4
  %4316 = add i32 %4311, 1
  %4317 = icmp sgt i32 %4315, %4215
  %4318 = select i1 %4317, i32 %4316, i32 %4311
  %4319 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %4320 = icmp sgt i32 %4319, %4215
  %4321 = zext i1 %4320 to i32
  %4322 = add i32 %4318, %4321
  %4323 = add i32 %4287, %4322
  %4324 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %4325 = icmp sgt i32 %4324, %4215
  %4326 = select i1 %4325, i32 16, i32 0
  %4327 = add i32 103, %4326
  %4328 = zext i32 %4327 to i64
  %4329 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4328
  %4330 = load i32, ptr addrspace(3) %4329, align 4
  %4331 = add i32 %4326, 8
  %4332 = icmp sgt i32 %4330, %4215
  %4333 = select i1 %4332, i32 %4331, i32 %4326
  %4334 = add i32 99, %4333
  %4335 = zext i32 %4334 to i64
  %4336 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4335
  %4337 = load i32, ptr addrspace(3) %4336, align 4
  %4338 = add i32 %4333, 4
  %4339 = icmp sgt i32 %4337, %4215
  %4340 = select i1 %4339, i32 %4338, i32 %4333
  %4341 = add i32 97, %4340
  %4342 = zext i32 %4341 to i64
  %4343 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4342
  %4344 = load i32, ptr addrspace(3) %4343, align 4
  %4345 = add i32 %4340, 2
  %4346 = icmp sgt i32 %4344, %4215
  %4347 = select i1 %4346, i32 %4345, i32 %4340
  %4348 = add i32 96, %4347
  %4349 = zext i32 %4348 to i64
  %4350 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4349
  %4351 = load i32, ptr addrspace(3) %4350, align 4
  %4352 = add i32 %4347, 1
  %4353 = icmp sgt i32 %4351, %4215
  %4354 = select i1 %4353, i32 %4352, i32 %4347
  %4355 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %4356 = icmp sgt i32 %4355, %4215
  %4357 = zext i1 %4356 to i32
  %4358 = add i32 %4354, %4357
  %4359 = add i32 %4323, %4358
  store i32 %4359, ptr %place415, align 4
  br label %place.end418

place.else417:                                    ; preds = %if.then413
  %4360 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %4361 = icmp sgt i64 %4360, %2110
  %4362 = select i1 %4361, i32 16, i32 0
  %4363 = add i32 7, %4362
  %4364 = zext i32 %4363 to i64
  %4365 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4364
  %4366 = load i64, ptr addrspace(3) %4365, align 4
  %4367 = add i32 %4362, 8
  %4368 = icmp sgt i64 %4366, %2110
  %4369 = select i1 %4368, i32 %4367, i32 %4362
  %4370 = add i32 3, %4369
  %4371 = zext i32 %4370 to i64
  %4372 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4371
  %4373 = load i64, ptr addrspace(3) %4372, align 4
  %4374 = add i32 %4369, 4
  %4375 = icmp sgt i64 %4373, %2110
  %4376 = select i1 %4375, i32 %4374, i32 %4369
  %4377 = add i32 1, %4376
  %4378 = zext i32 %4377 to i64
  %4379 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4378
  %4380 = load i64, ptr addrspace(3) %4379, align 4
  %4381 = add i32 %4376, 2
  %4382 = icmp sgt i64 %4380, %2110
  %4383 = select i1 %4382, i32 %4381, i32 %4376
  %4384 = add i32 0, %4383
  %4385 = zext i32 %4384 to i64
  %4386 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4385
  %4387 = load i64, ptr addrspace(3) %4386, align 4
  %4388 = add i32 %4383, 1
  %4389 = icmp sgt i64 %4387, %2110
  %4390 = select i1 %4389, i32 %4388, i32 %4383
  %4391 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %4392 = icmp sgt i64 %4391, %2110
  %4393 = zext i1 %4392 to i32
  %4394 = add i32 %4390, %4393
  %4395 = add i32 0, %4394
  %4396 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %4397 = icmp sgt i64 %4396, %2110
  %4398 = select i1 %4397, i32 16, i32 0
  %4399 = add i32 39, %4398
  %4400 = zext i32 %4399 to i64
  %4401 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4400
  %4402 = load i64, ptr addrspace(3) %4401, align 4
  %4403 = add i32 %4398, 8
  %4404 = icmp sgt i64 %4402, %2110
  %4405 = select i1 %4404, i32 %4403, i32 %4398
  %4406 = add i32 35, %4405
  %4407 = zext i32 %4406 to i64
  %4408 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4407
  %4409 = load i64, ptr addrspace(3) %4408, align 4
  %4410 = add i32 %4405, 4
  %4411 = icmp sgt i64 %4409, %2110
  %4412 = select i1 %4411, i32 %4410, i32 %4405
  %4413 = add i32 33, %4412
  %4414 = zext i32 %4413 to i64
  %4415 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4414
  %4416 = load i64, ptr addrspace(3) %4415, align 4
  %4417 = add i32 %4412, 2
  %4418 = icmp sgt i64 %4416, %2110
  %4419 = select i1 %4418, i32 %4417, i32 %4412
  %4420 = add i32 32, %4419
  %4421 = zext i32 %4420 to i64
  %4422 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4421
  %4423 = load i64, ptr addrspace(3) %4422, align 4
  %4424 = add i32 %4419, 1
  %4425 = icmp sgt i64 %4423, %2110
  %4426 = select i1 %4425, i32 %4424, i32 %4419
  %4427 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %4428 = icmp sgt i64 %4427, %2110
  %4429 = zext i1 %4428 to i32
  %4430 = add i32 %4426, %4429
  %4431 = add i32 %4395, %4430
  %4432 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %4433 = icmp sgt i64 %4432, %2110
  %4434 = select i1 %4433, i32 16, i32 0
  %4435 = add i32 71, %4434
  %4436 = zext i32 %4435 to i64
  %4437 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4436
  %4438 = load i64, ptr addrspace(3) %4437, align 4
  %4439 = add i32 %4434, 8
  %4440 = icmp sgt i64 %4438, %2110
  %4441 = select i1 %4440, i32 %4439, i32 %4434
  %4442 = add i32 67, %4441
  %4443 = zext i32 %4442 to i64
  %4444 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4443
  %4445 = load i64, ptr addrspace(3) %4444, align 4
  %4446 = add i32 %4441, 4
  %4447 = icmp sgt i64 %4445, %2110
  %4448 = select i1 %4447, i32 %4446, i32 %4441
  %4449 = add i32 65, %4448
  %4450 = zext i32 %4449 to i64
  %4451 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4450
  %4452 = load i64, ptr addrspace(3) %4451, align 4
  %4453 = add i32 %4448, 2
  %4454 = icmp sgt i64 %4452, %2110
  %4455 = select i1 %4454, i32 %4453, i32 %4448
  %4456 = add i32 64, %4455
  %4457 = zext i32 %4456 to i64
  %4458 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4457
  %4459 = load i64, ptr addrspace(3) %4458, align 4
  %4460 = add i32 %4455, 1
  %4461 = icmp sgt i64 %4459, %2110
  %4462 = select i1 %4461, i32 %4460, i32 %4455
  %4463 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %4464 = icmp sgt i64 %4463, %2110
  %4465 = zext i1 %4464 to i32
  %4466 = add i32 %4462, %4465
  %4467 = add i32 %4431, %4466
  %4468 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %4469 = icmp sgt i64 %4468, %2110
  %4470 = select i1 %4469, i32 16, i32 0
  %4471 = add i32 103, %4470
  %4472 = zext i32 %4471 to i64
  %4473 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4472
  %4474 = load i64, ptr addrspace(3) %4473, align 4
  %4475 = add i32 %4470, 8
  %4476 = icmp sgt i64 %4474, %2110
  %4477 = select i1 %4476, i32 %4475, i32 %4470
  %4478 = add i32 99, %4477
  %4479 = zext i32 %4478 to i64
  %4480 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4479
  %4481 = load i64, ptr addrspace(3) %4480, align 4
  %4482 = add i32 %4477, 4
  %4483 = icmp sgt i64 %4481, %2110
  %4484 = select i1 %4483, i32 %4482, i32 %4477
  %4485 = add i32 97, %4484
  %4486 = zext i32 %4485 to i64
  %4487 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4486
  %4488 = load i64, ptr addrspace(3) %4487, align 4
  %4489 = add i32 %4484, 2
  %4490 = icmp sgt i64 %4488, %2110
  %4491 = select i1 %4490, i32 %4489, i32 %4484
  %4492 = add i32 96, %4491
  %4493 = zext i32 %4492 to i64
  %4494 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4493
  %4495 = load i64, ptr addrspace(3) %4494, align 4
  %4496 = add i32 %4491, 1
  %4497 = icmp sgt i64 %4495, %2110
  %4498 = select i1 %4497, i32 %4496, i32 %4491
  %4499 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %4500 = icmp sgt i64 %4499, %2110
  %4501 = zext i1 %4500 to i32
  %4502 = add i32 %4498, %4501
  %4503 = add i32 %4467, %4502
  store i32 %4503, ptr %place415, align 4
  br label %place.end418

place.end418:                                     ; preds = %place.else417, %place.then416
  %4504 = load i32, ptr %place415, align 4
  %4505 = icmp eq i32 %4504, 19
  br i1 %4505, label %if.then419, label %if.end420

if.then419:                                       ; preds = %place.end418
  %4506 = ashr i64 %2110, 32
  %4507 = trunc i64 %4506 to i32
  store i32 %4507, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end420

if.end420:                                        ; preds = %if.then419, %place.end418
  br label %if.end414

glist.then421:                                    ; preds = %if.end414
  %4508 = and i32 %4214, -65536
  %4509 = load i32, ptr %cachedmax, align 4
  %4510 = icmp sge i32 %4509, %4508
  br i1 %4510, label %if.then424, label %if.end425

glist.else422:                                    ; preds = %if.end414
  %4511 = add i64 %48, 2047
  %4512 = udiv i64 %4511, 2048
  br label %glist.head490

glist.end423:                                     ; preds = %glist.exit492, %if.end425
  call void @llvm.nvvm.barrier0()
  %4513 = load i32, ptr addrspace(3) @block_shared, align 4
  %4514 = icmp ugt i32 %4513, 256
  %4515 = xor i1 %4514, true
  br i1 %4515, label %if.then591, label %if.end592

if.then424:                                       ; preds = %glist.then421
  %4516 = load i32, ptr %cached, align 4
  %4517 = icmp sge i32 %4516, %4508
  %4518 = icmp ne i32 %4516, -2147483648
  %4519 = and i1 %4518, %4517
  br i1 %4519, label %if.then426, label %if.end427

if.end425:                                        ; preds = %if.end487, %glist.then421
  br label %glist.end423

if.then426:                                       ; preds = %if.then424
  %4520 = add i64 %23, 0
  %4521 = trunc i64 %4520 to i32
  %4522 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4523 = icmp ult i32 %4522, 256
  br i1 %4523, label %if.then428, label %if.end429

if.end427:                                        ; preds = %if.end429, %if.then424
  %4524 = load i32, ptr %cached21, align 4
  %4525 = icmp sge i32 %4524, %4508
  %4526 = icmp ne i32 %4524, -2147483648
  %4527 = and i1 %4526, %4525
  br i1 %4527, label %if.then430, label %if.end431

if.then428:                                       ; preds = %if.then426
  %4528 = zext i32 %4522 to i64
  %4529 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4528
  store i32 %4521, ptr addrspace(3) %4529, align 4
  br label %if.end429

if.end429:                                        ; preds = %if.then428, %if.then426
  br label %if.end427

if.then430:                                       ; preds = %if.end427
  %4530 = add i64 %23, 128
  %4531 = trunc i64 %4530 to i32
  %4532 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4533 = icmp ult i32 %4532, 256
  br i1 %4533, label %if.then432, label %if.end433

if.end431:                                        ; preds = %if.end433, %if.end427
  %4534 = load i32, ptr %cached22, align 4
  %4535 = icmp sge i32 %4534, %4508
  %4536 = icmp ne i32 %4534, -2147483648
  %4537 = and i1 %4536, %4535
  br i1 %4537, label %if.then434, label %if.end435

if.then432:                                       ; preds = %if.then430
  %4538 = zext i32 %4532 to i64
  %4539 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4538
  store i32 %4531, ptr addrspace(3) %4539, align 4
  br label %if.end433

if.end433:                                        ; preds = %if.then432, %if.then430
  br label %if.end431

if.then434:                                       ; preds = %if.end431
  %4540 = add i64 %23, 256
  %4541 = trunc i64 %4540 to i32
  %4542 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4543 = icmp ult i32 %4542, 256
  br i1 %4543, label %if.then436, label %if.end437

if.end435:                                        ; preds = %if.end437, %if.end431
  %4544 = load i32, ptr %cached23, align 4
  %4545 = icmp sge i32 %4544, %4508
  %4546 = icmp ne i32 %4544, -2147483648
  %4547 = and i1 %4546, %4545
  br i1 %4547, label %if.then438, label %if.end439

if.then436:                                       ; preds = %if.then434
  %4548 = zext i32 %4542 to i64
  %4549 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4548
  store i32 %4541, ptr addrspace(3) %4549, align 4
  br label %if.end437

if.end437:                                        ; preds = %if.then436, %if.then434
  br label %if.end435

if.then438:                                       ; preds = %if.end435
  %4550 = add i64 %23, 384
  %4551 = trunc i64 %4550 to i32
  %4552 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4553 = icmp ult i32 %4552, 256
  br i1 %4553, label %if.then440, label %if.end441

if.end439:                                        ; preds = %if.end441, %if.end435
  %4554 = load i32, ptr %cached24, align 4
  %4555 = icmp sge i32 %4554, %4508
  %4556 = icmp ne i32 %4554, -2147483648
  %4557 = and i1 %4556, %4555
  br i1 %4557, label %if.then442, label %if.end443

if.then440:                                       ; preds = %if.then438
  %4558 = zext i32 %4552 to i64
  %4559 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4558
  store i32 %4551, ptr addrspace(3) %4559, align 4
  br label %if.end441

if.end441:                                        ; preds = %if.then440, %if.then438
  br label %if.end439

if.then442:                                       ; preds = %if.end439
  %4560 = add i64 %23, 512
  %4561 = trunc i64 %4560 to i32
  %4562 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4563 = icmp ult i32 %4562, 256
  br i1 %4563, label %if.then444, label %if.end445

if.end443:                                        ; preds = %if.end445, %if.end439
  %4564 = load i32, ptr %cached25, align 4
  %4565 = icmp sge i32 %4564, %4508
  %4566 = icmp ne i32 %4564, -2147483648
  %4567 = and i1 %4566, %4565
  br i1 %4567, label %if.then446, label %if.end447

if.then444:                                       ; preds = %if.then442
  %4568 = zext i32 %4562 to i64
  %4569 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4568
  store i32 %4561, ptr addrspace(3) %4569, align 4
  br label %if.end445

if.end445:                                        ; preds = %if.then444, %if.then442
  br label %if.end443

if.then446:                                       ; preds = %if.end443
  %4570 = add i64 %23, 640
  %4571 = trunc i64 %4570 to i32
  %4572 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4573 = icmp ult i32 %4572, 256
  br i1 %4573, label %if.then448, label %if.end449

if.end447:                                        ; preds = %if.end449, %if.end443
  %4574 = load i32, ptr %cached26, align 4
  %4575 = icmp sge i32 %4574, %4508
  %4576 = icmp ne i32 %4574, -2147483648
  %4577 = and i1 %4576, %4575
  br i1 %4577, label %if.then450, label %if.end451

if.then448:                                       ; preds = %if.then446
  %4578 = zext i32 %4572 to i64
  %4579 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4578
  store i32 %4571, ptr addrspace(3) %4579, align 4
  br label %if.end449

if.end449:                                        ; preds = %if.then448, %if.then446
  br label %if.end447

if.then450:                                       ; preds = %if.end447
  %4580 = add i64 %23, 768
  %4581 = trunc i64 %4580 to i32
  %4582 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4583 = icmp ult i32 %4582, 256
  br i1 %4583, label %if.then452, label %if.end453

if.end451:                                        ; preds = %if.end453, %if.end447
  %4584 = load i32, ptr %cached27, align 4
  %4585 = icmp sge i32 %4584, %4508
  %4586 = icmp ne i32 %4584, -2147483648
  %4587 = and i1 %4586, %4585
  br i1 %4587, label %if.then454, label %if.end455

if.then452:                                       ; preds = %if.then450
  %4588 = zext i32 %4582 to i64
  %4589 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4588
  store i32 %4581, ptr addrspace(3) %4589, align 4
  br label %if.end453

if.end453:                                        ; preds = %if.then452, %if.then450
  br label %if.end451

if.then454:                                       ; preds = %if.end451
  %4590 = add i64 %23, 896
  %4591 = trunc i64 %4590 to i32
  %4592 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4593 = icmp ult i32 %4592, 256
  br i1 %4593, label %if.then456, label %if.end457

if.end455:                                        ; preds = %if.end457, %if.end451
  %4594 = load i32, ptr %cached28, align 4
  %4595 = icmp sge i32 %4594, %4508
  %4596 = icmp ne i32 %4594, -2147483648
  %4597 = and i1 %4596, %4595
  br i1 %4597, label %if.then458, label %if.end459

if.then456:                                       ; preds = %if.then454
  %4598 = zext i32 %4592 to i64
  %4599 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4598
  store i32 %4591, ptr addrspace(3) %4599, align 4
  br label %if.end457

if.end457:                                        ; preds = %if.then456, %if.then454
  br label %if.end455

if.then458:                                       ; preds = %if.end455
  %4600 = add i64 %23, 1024
  %4601 = trunc i64 %4600 to i32
  %4602 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4603 = icmp ult i32 %4602, 256
  br i1 %4603, label %if.then460, label %if.end461

if.end459:                                        ; preds = %if.end461, %if.end455
  %4604 = load i32, ptr %cached29, align 4
  %4605 = icmp sge i32 %4604, %4508
  %4606 = icmp ne i32 %4604, -2147483648
  %4607 = and i1 %4606, %4605
  br i1 %4607, label %if.then462, label %if.end463

if.then460:                                       ; preds = %if.then458
  %4608 = zext i32 %4602 to i64
  %4609 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4608
  store i32 %4601, ptr addrspace(3) %4609, align 4
  br label %if.end461

if.end461:                                        ; preds = %if.then460, %if.then458
  br label %if.end459

if.then462:                                       ; preds = %if.end459
  %4610 = add i64 %23, 1152
  %4611 = trunc i64 %4610 to i32
  %4612 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4613 = icmp ult i32 %4612, 256
  br i1 %4613, label %if.then464, label %if.end465

if.end463:                                        ; preds = %if.end465, %if.end459
  %4614 = load i32, ptr %cached30, align 4
  %4615 = icmp sge i32 %4614, %4508
  %4616 = icmp ne i32 %4614, -2147483648
  %4617 = and i1 %4616, %4615
  br i1 %4617, label %if.then466, label %if.end467

if.then464:                                       ; preds = %if.then462
  %4618 = zext i32 %4612 to i64
  %4619 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4618
  store i32 %4611, ptr addrspace(3) %4619, align 4
  br label %if.end465

if.end465:                                        ; preds = %if.then464, %if.then462
  br label %if.end463

if.then466:                                       ; preds = %if.end463
  %4620 = add i64 %23, 1280
  %4621 = trunc i64 %4620 to i32
  %4622 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4623 = icmp ult i32 %4622, 256
  br i1 %4623, label %if.then468, label %if.end469

if.end467:                                        ; preds = %if.end469, %if.end463
  %4624 = load i32, ptr %cached31, align 4
  %4625 = icmp sge i32 %4624, %4508
  %4626 = icmp ne i32 %4624, -2147483648
  %4627 = and i1 %4626, %4625
  br i1 %4627, label %if.then470, label %if.end471

if.then468:                                       ; preds = %if.then466
  %4628 = zext i32 %4622 to i64
  %4629 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4628
  store i32 %4621, ptr addrspace(3) %4629, align 4
  br label %if.end469

if.end469:                                        ; preds = %if.then468, %if.then466
  br label %if.end467

if.then470:                                       ; preds = %if.end467
  %4630 = add i64 %23, 1408
  %4631 = trunc i64 %4630 to i32
  %4632 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4633 = icmp ult i32 %4632, 256
  br i1 %4633, label %if.then472, label %if.end473

if.end471:                                        ; preds = %if.end473, %if.end467
  %4634 = load i32, ptr %cached32, align 4
  %4635 = icmp sge i32 %4634, %4508
  %4636 = icmp ne i32 %4634, -2147483648
  %4637 = and i1 %4636, %4635
  br i1 %4637, label %if.then474, label %if.end475

if.then472:                                       ; preds = %if.then470
  %4638 = zext i32 %4632 to i64
  %4639 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4638
  store i32 %4631, ptr addrspace(3) %4639, align 4
  br label %if.end473

if.end473:                                        ; preds = %if.then472, %if.then470
  br label %if.end471

if.then474:                                       ; preds = %if.end471
  %4640 = add i64 %23, 1536
  %4641 = trunc i64 %4640 to i32
  %4642 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4643 = icmp ult i32 %4642, 256
  br i1 %4643, label %if.then476, label %if.end477

if.end475:                                        ; preds = %if.end477, %if.end471
  %4644 = load i32, ptr %cached33, align 4
  %4645 = icmp sge i32 %4644, %4508
  %4646 = icmp ne i32 %4644, -2147483648
  %4647 = and i1 %4646, %4645
  br i1 %4647, label %if.then478, label %if.end479

if.then476:                                       ; preds = %if.then474
  %4648 = zext i32 %4642 to i64
  %4649 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4648
  store i32 %4641, ptr addrspace(3) %4649, align 4
  br label %if.end477

if.end477:                                        ; preds = %if.then476, %if.then474
  br label %if.end475

if.then478:                                       ; preds = %if.end475
  %4650 = add i64 %23, 1664
  %4651 = trunc i64 %4650 to i32
  %4652 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4653 = icmp ult i32 %4652, 256
  br i1 %4653, label %if.then480, label %if.end481

if.end479:                                        ; preds = %if.end481, %if.end475
  %4654 = load i32, ptr %cached34, align 4
  %4655 = icmp sge i32 %4654, %4508
  %4656 = icmp ne i32 %4654, -2147483648
  %4657 = and i1 %4656, %4655
  br i1 %4657, label %if.then482, label %if.end483

if.then480:                                       ; preds = %if.then478
  %4658 = zext i32 %4652 to i64
  %4659 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4658
  store i32 %4651, ptr addrspace(3) %4659, align 4
  br label %if.end481

if.end481:                                        ; preds = %if.then480, %if.then478
  br label %if.end479

if.then482:                                       ; preds = %if.end479
  %4660 = add i64 %23, 1792
  %4661 = trunc i64 %4660 to i32
  %4662 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4663 = icmp ult i32 %4662, 256
  br i1 %4663, label %if.then484, label %if.end485

if.end483:                                        ; preds = %if.end485, %if.end479
  %4664 = load i32, ptr %cached35, align 4
  %4665 = icmp sge i32 %4664, %4508
  %4666 = icmp ne i32 %4664, -2147483648
  %4667 = and i1 %4666, %4665
  br i1 %4667, label %if.then486, label %if.end487

if.then484:                                       ; preds = %if.then482
  %4668 = zext i32 %4662 to i64
  %4669 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4668
  store i32 %4661, ptr addrspace(3) %4669, align 4
  br label %if.end485

if.end485:                                        ; preds = %if.then484, %if.then482
  br label %if.end483

if.then486:                                       ; preds = %if.end483
  %4670 = add i64 %23, 1920
  %4671 = trunc i64 %4670 to i32
  %4672 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4673 = icmp ult i32 %4672, 256
  br i1 %4673, label %if.then488, label %if.end489

if.end487:                                        ; preds = %if.end489, %if.end483
  br label %if.end425

if.then488:                                       ; preds = %if.then486
  %4674 = zext i32 %4672 to i64
  %4675 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4674
  store i32 %4671, ptr addrspace(3) %4675, align 4
  br label %if.end489

if.end489:                                        ; preds = %if.then488, %if.then486
  br label %if.end487

glist.head490:                                    ; preds = %if.end585, %glist.else422
  %glist.iv493 = phi i64 [ 0, %glist.else422 ], [ %glist.next590, %if.end585 ]
  %4676 = icmp slt i64 %glist.iv493, %4512
  br i1 %4676, label %glist.body491, label %glist.exit492

glist.body491:                                    ; preds = %glist.head490
  %4677 = mul i64 %glist.iv493, 2048
  %4678 = add i64 %4677, 0
  %4679 = add i64 %23, %4678
  %4680 = icmp slt i64 %4679, %48
  %4681 = select i1 %4680, i64 %4679, i64 0
  %4682 = getelementptr i32, ptr %51, i64 %4681
  %4683 = load i32, ptr %4682, align 4
  %4684 = and i32 %4683, -65536
  %4685 = bitcast i32 %4684 to float
  %4686 = and i32 %4683, 65535
  %4687 = zext i32 %4686 to i64
  %4688 = bitcast float %4685 to i32
  %4689 = fcmp uno float %4685, %4685
  %4690 = select i1 %4689, i32 2143289344, i32 %4688
  %4691 = xor i32 %4690, 2147483647
  %4692 = icmp sge i32 %4690, 0
  %4693 = select i1 %4692, i32 %4690, i32 %4691
  %4694 = sext i32 %4693 to i64
  %4695 = shl i64 %4694, 32
  %4696 = or i64 %4695, %4687
  %4697 = mul i64 %glist.iv493, 2048
  %4698 = add i64 %4697, 128
  %4699 = add i64 %23, %4698
  %4700 = icmp slt i64 %4699, %48
  %4701 = select i1 %4700, i64 %4699, i64 0
  %4702 = getelementptr i32, ptr %51, i64 %4701
  %4703 = load i32, ptr %4702, align 4
  %4704 = and i32 %4703, -65536
  %4705 = bitcast i32 %4704 to float
  %4706 = and i32 %4703, 65535
  %4707 = zext i32 %4706 to i64
  %4708 = bitcast float %4705 to i32
  %4709 = fcmp uno float %4705, %4705
  %4710 = select i1 %4709, i32 2143289344, i32 %4708
  %4711 = xor i32 %4710, 2147483647
  %4712 = icmp sge i32 %4710, 0
  %4713 = select i1 %4712, i32 %4710, i32 %4711
  %4714 = sext i32 %4713 to i64
  %4715 = shl i64 %4714, 32
  %4716 = or i64 %4715, %4707
  %4717 = mul i64 %glist.iv493, 2048
  %4718 = add i64 %4717, 256
  %4719 = add i64 %23, %4718
  %4720 = icmp slt i64 %4719, %48
  %4721 = select i1 %4720, i64 %4719, i64 0
  %4722 = getelementptr i32, ptr %51, i64 %4721
  %4723 = load i32, ptr %4722, align 4
  %4724 = and i32 %4723, -65536
  %4725 = bitcast i32 %4724 to float
  %4726 = and i32 %4723, 65535
  %4727 = zext i32 %4726 to i64
  %4728 = bitcast float %4725 to i32
  %4729 = fcmp uno float %4725, %4725
  %4730 = select i1 %4729, i32 2143289344, i32 %4728
  %4731 = xor i32 %4730, 2147483647
  %4732 = icmp sge i32 %4730, 0
  %4733 = select i1 %4732, i32 %4730, i32 %4731
  %4734 = sext i32 %4733 to i64
  %4735 = shl i64 %4734, 32
  %4736 = or i64 %4735, %4727
  %4737 = mul i64 %glist.iv493, 2048
  %4738 = add i64 %4737, 384
  %4739 = add i64 %23, %4738
  %4740 = icmp slt i64 %4739, %48
  %4741 = select i1 %4740, i64 %4739, i64 0
  %4742 = getelementptr i32, ptr %51, i64 %4741
  %4743 = load i32, ptr %4742, align 4
  %4744 = and i32 %4743, -65536
  %4745 = bitcast i32 %4744 to float
  %4746 = and i32 %4743, 65535
  %4747 = zext i32 %4746 to i64
  %4748 = bitcast float %4745 to i32
  %4749 = fcmp uno float %4745, %4745
  %4750 = select i1 %4749, i32 2143289344, i32 %4748
  %4751 = xor i32 %4750, 2147483647
  %4752 = icmp sge i32 %4750, 0
  %4753 = select i1 %4752, i32 %4750, i32 %4751
  %4754 = sext i32 %4753 to i64
  %4755 = shl i64 %4754, 32
  %4756 = or i64 %4755, %4747
  %4757 = mul i64 %glist.iv493, 2048
  %4758 = add i64 %4757, 512
  %4759 = add i64 %23, %4758
  %4760 = icmp slt i64 %4759, %48
  %4761 = select i1 %4760, i64 %4759, i64 0
  %4762 = getelementptr i32, ptr %51, i64 %4761
  %4763 = load i32, ptr %4762, align 4
  %4764 = and i32 %4763, -65536
  %4765 = bitcast i32 %4764 to float
  %4766 = and i32 %4763, 65535
  %4767 = zext i32 %4766 to i64
  %4768 = bitcast float %4765 to i32
  %4769 = fcmp uno float %4765, %4765
  %4770 = select i1 %4769, i32 2143289344, i32 %4768
  %4771 = xor i32 %4770, 2147483647
  %4772 = icmp sge i32 %4770, 0
  %4773 = select i1 %4772, i32 %4770, i32 %4771
  %4774 = sext i32 %4773 to i64
  %4775 = shl i64 %4774, 32
  %4776 = or i64 %4775, %4767
  %4777 = mul i64 %glist.iv493, 2048
  %4778 = add i64 %4777, 640
  %4779 = add i64 %23, %4778
  %4780 = icmp slt i64 %4779, %48
  %4781 = select i1 %4780, i64 %4779, i64 0
  %4782 = getelementptr i32, ptr %51, i64 %4781
  %4783 = load i32, ptr %4782, align 4
  %4784 = and i32 %4783, -65536
  %4785 = bitcast i32 %4784 to float
  %4786 = and i32 %4783, 65535
  %4787 = zext i32 %4786 to i64
  %4788 = bitcast float %4785 to i32
  %4789 = fcmp uno float %4785, %4785
  %4790 = select i1 %4789, i32 2143289344, i32 %4788
  %4791 = xor i32 %4790, 2147483647
  %4792 = icmp sge i32 %4790, 0
  %4793 = select i1 %4792, i32 %4790, i32 %4791
  %4794 = sext i32 %4793 to i64
  %4795 = shl i64 %4794, 32
  %4796 = or i64 %4795, %4787
  %4797 = mul i64 %glist.iv493, 2048
  %4798 = add i64 %4797, 768
  %4799 = add i64 %23, %4798
  %4800 = icmp slt i64 %4799, %48
  %4801 = select i1 %4800, i64 %4799, i64 0
  %4802 = getelementptr i32, ptr %51, i64 %4801
  %4803 = load i32, ptr %4802, align 4
  %4804 = and i32 %4803, -65536
  %4805 = bitcast i32 %4804 to float
  %4806 = and i32 %4803, 65535
  %4807 = zext i32 %4806 to i64
  %4808 = bitcast float %4805 to i32
  %4809 = fcmp uno float %4805, %4805
  %4810 = select i1 %4809, i32 2143289344, i32 %4808
  %4811 = xor i32 %4810, 2147483647
  %4812 = icmp sge i32 %4810, 0
  %4813 = select i1 %4812, i32 %4810, i32 %4811
  %4814 = sext i32 %4813 to i64
  %4815 = shl i64 %4814, 32
  %4816 = or i64 %4815, %4807
  %4817 = mul i64 %glist.iv493, 2048
  %4818 = add i64 %4817, 896
  %4819 = add i64 %23, %4818
  %4820 = icmp slt i64 %4819, %48
  %4821 = select i1 %4820, i64 %4819, i64 0
  %4822 = getelementptr i32, ptr %51, i64 %4821
  %4823 = load i32, ptr %4822, align 4
  %4824 = and i32 %4823, -65536
  %4825 = bitcast i32 %4824 to float
  %4826 = and i32 %4823, 65535
  %4827 = zext i32 %4826 to i64
  %4828 = bitcast float %4825 to i32
  %4829 = fcmp uno float %4825, %4825
  %4830 = select i1 %4829, i32 2143289344, i32 %4828
  %4831 = xor i32 %4830, 2147483647
  %4832 = icmp sge i32 %4830, 0
  %4833 = select i1 %4832, i32 %4830, i32 %4831
  %4834 = sext i32 %4833 to i64
  %4835 = shl i64 %4834, 32
  %4836 = or i64 %4835, %4827
  %4837 = mul i64 %glist.iv493, 2048
  %4838 = add i64 %4837, 1024
  %4839 = add i64 %23, %4838
  %4840 = icmp slt i64 %4839, %48
  %4841 = select i1 %4840, i64 %4839, i64 0
  %4842 = getelementptr i32, ptr %51, i64 %4841
  %4843 = load i32, ptr %4842, align 4
  %4844 = and i32 %4843, -65536
  %4845 = bitcast i32 %4844 to float
  %4846 = and i32 %4843, 65535
  %4847 = zext i32 %4846 to i64
  %4848 = bitcast float %4845 to i32
  %4849 = fcmp uno float %4845, %4845
  %4850 = select i1 %4849, i32 2143289344, i32 %4848
  %4851 = xor i32 %4850, 2147483647
  %4852 = icmp sge i32 %4850, 0
  %4853 = select i1 %4852, i32 %4850, i32 %4851
  %4854 = sext i32 %4853 to i64
  %4855 = shl i64 %4854, 32
  %4856 = or i64 %4855, %4847
  %4857 = mul i64 %glist.iv493, 2048
  %4858 = add i64 %4857, 1152
  %4859 = add i64 %23, %4858
  %4860 = icmp slt i64 %4859, %48
  %4861 = select i1 %4860, i64 %4859, i64 0
  %4862 = getelementptr i32, ptr %51, i64 %4861
  %4863 = load i32, ptr %4862, align 4
  %4864 = and i32 %4863, -65536
  %4865 = bitcast i32 %4864 to float
  %4866 = and i32 %4863, 65535
  %4867 = zext i32 %4866 to i64
  %4868 = bitcast float %4865 to i32
  %4869 = fcmp uno float %4865, %4865
  %4870 = select i1 %4869, i32 2143289344, i32 %4868
  %4871 = xor i32 %4870, 2147483647
  %4872 = icmp sge i32 %4870, 0
  %4873 = select i1 %4872, i32 %4870, i32 %4871
  %4874 = sext i32 %4873 to i64
  %4875 = shl i64 %4874, 32
  %4876 = or i64 %4875, %4867
  %4877 = mul i64 %glist.iv493, 2048
  %4878 = add i64 %4877, 1280
  %4879 = add i64 %23, %4878
  %4880 = icmp slt i64 %4879, %48
  %4881 = select i1 %4880, i64 %4879, i64 0
  %4882 = getelementptr i32, ptr %51, i64 %4881
  %4883 = load i32, ptr %4882, align 4
  %4884 = and i32 %4883, -65536
  %4885 = bitcast i32 %4884 to float
  %4886 = and i32 %4883, 65535
  %4887 = zext i32 %4886 to i64
  %4888 = bitcast float %4885 to i32
  %4889 = fcmp uno float %4885, %4885
  %4890 = select i1 %4889, i32 2143289344, i32 %4888
  %4891 = xor i32 %4890, 2147483647
  %4892 = icmp sge i32 %4890, 0
  %4893 = select i1 %4892, i32 %4890, i32 %4891
  %4894 = sext i32 %4893 to i64
  %4895 = shl i64 %4894, 32
  %4896 = or i64 %4895, %4887
  %4897 = mul i64 %glist.iv493, 2048
  %4898 = add i64 %4897, 1408
  %4899 = add i64 %23, %4898
  %4900 = icmp slt i64 %4899, %48
  %4901 = select i1 %4900, i64 %4899, i64 0
  %4902 = getelementptr i32, ptr %51, i64 %4901
  %4903 = load i32, ptr %4902, align 4
  %4904 = and i32 %4903, -65536
  %4905 = bitcast i32 %4904 to float
  %4906 = and i32 %4903, 65535
  %4907 = zext i32 %4906 to i64
  %4908 = bitcast float %4905 to i32
  %4909 = fcmp uno float %4905, %4905
  %4910 = select i1 %4909, i32 2143289344, i32 %4908
  %4911 = xor i32 %4910, 2147483647
  %4912 = icmp sge i32 %4910, 0
  %4913 = select i1 %4912, i32 %4910, i32 %4911
  %4914 = sext i32 %4913 to i64
  %4915 = shl i64 %4914, 32
  %4916 = or i64 %4915, %4907
  %4917 = mul i64 %glist.iv493, 2048
  %4918 = add i64 %4917, 1536
  %4919 = add i64 %23, %4918
  %4920 = icmp slt i64 %4919, %48
  %4921 = select i1 %4920, i64 %4919, i64 0
  %4922 = getelementptr i32, ptr %51, i64 %4921
  %4923 = load i32, ptr %4922, align 4
  %4924 = and i32 %4923, -65536
  %4925 = bitcast i32 %4924 to float
  %4926 = and i32 %4923, 65535
  %4927 = zext i32 %4926 to i64
  %4928 = bitcast float %4925 to i32
  %4929 = fcmp uno float %4925, %4925
  %4930 = select i1 %4929, i32 2143289344, i32 %4928
  %4931 = xor i32 %4930, 2147483647
  %4932 = icmp sge i32 %4930, 0
  %4933 = select i1 %4932, i32 %4930, i32 %4931
  %4934 = sext i32 %4933 to i64
  %4935 = shl i64 %4934, 32
  %4936 = or i64 %4935, %4927
  %4937 = mul i64 %glist.iv493, 2048
  %4938 = add i64 %4937, 1664
  %4939 = add i64 %23, %4938
  %4940 = icmp slt i64 %4939, %48
  %4941 = select i1 %4940, i64 %4939, i64 0
  %4942 = getelementptr i32, ptr %51, i64 %4941
  %4943 = load i32, ptr %4942, align 4
  %4944 = and i32 %4943, -65536
  %4945 = bitcast i32 %4944 to float
  %4946 = and i32 %4943, 65535
  %4947 = zext i32 %4946 to i64
  %4948 = bitcast float %4945 to i32
  %4949 = fcmp uno float %4945, %4945
  %4950 = select i1 %4949, i32 2143289344, i32 %4948
  %4951 = xor i32 %4950, 2147483647
  %4952 = icmp sge i32 %4950, 0
  %4953 = select i1 %4952, i32 %4950, i32 %4951
  %4954 = sext i32 %4953 to i64
  %4955 = shl i64 %4954, 32
  %4956 = or i64 %4955, %4947
  %4957 = mul i64 %glist.iv493, 2048
  %4958 = add i64 %4957, 1792
  %4959 = add i64 %23, %4958
  %4960 = icmp slt i64 %4959, %48
  %4961 = select i1 %4960, i64 %4959, i64 0
  %4962 = getelementptr i32, ptr %51, i64 %4961
  %4963 = load i32, ptr %4962, align 4
  %4964 = and i32 %4963, -65536
  %4965 = bitcast i32 %4964 to float
  %4966 = and i32 %4963, 65535
  %4967 = zext i32 %4966 to i64
  %4968 = bitcast float %4965 to i32
  %4969 = fcmp uno float %4965, %4965
  %4970 = select i1 %4969, i32 2143289344, i32 %4968
  %4971 = xor i32 %4970, 2147483647
  %4972 = icmp sge i32 %4970, 0
  %4973 = select i1 %4972, i32 %4970, i32 %4971
  %4974 = sext i32 %4973 to i64
  %4975 = shl i64 %4974, 32
  %4976 = or i64 %4975, %4967
  %4977 = mul i64 %glist.iv493, 2048
  %4978 = add i64 %4977, 1920
  %4979 = add i64 %23, %4978
  %4980 = icmp slt i64 %4979, %48
  %4981 = select i1 %4980, i64 %4979, i64 0
  %4982 = getelementptr i32, ptr %51, i64 %4981
  %4983 = load i32, ptr %4982, align 4
  %4984 = and i32 %4983, -65536
  %4985 = bitcast i32 %4984 to float
  %4986 = and i32 %4983, 65535
  %4987 = zext i32 %4986 to i64
  %4988 = bitcast float %4985 to i32
  %4989 = fcmp uno float %4985, %4985
  %4990 = select i1 %4989, i32 2143289344, i32 %4988
  %4991 = xor i32 %4990, 2147483647
  %4992 = icmp sge i32 %4990, 0
  %4993 = select i1 %4992, i32 %4990, i32 %4991
  %4994 = sext i32 %4993 to i64
  %4995 = shl i64 %4994, 32
  %4996 = or i64 %4995, %4987
  br i1 %4680, label %if.then494, label %if.end495

glist.exit492:                                    ; preds = %glist.head490
  br label %glist.end423

if.then494:                                       ; preds = %glist.body491
  %4997 = ashr i64 %4696, 32
  %4998 = trunc i64 %4997 to i32
  %4999 = icmp sge i32 %4998, %4214
  br i1 %4999, label %if.then496, label %if.end497

if.end495:                                        ; preds = %if.end497, %glist.body491
  br i1 %4700, label %if.then500, label %if.end501

if.then496:                                       ; preds = %if.then494
  %5000 = trunc i64 %4679 to i32
  %5001 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5002 = icmp ult i32 %5001, 256
  br i1 %5002, label %if.then498, label %if.end499

if.end497:                                        ; preds = %if.end499, %if.then494
  br label %if.end495

if.then498:                                       ; preds = %if.then496
  %5003 = zext i32 %5001 to i64
  %5004 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5003
  store i32 %5000, ptr addrspace(3) %5004, align 4
  br label %if.end499

if.end499:                                        ; preds = %if.then498, %if.then496
  br label %if.end497

if.then500:                                       ; preds = %if.end495
  %5005 = ashr i64 %4716, 32
  %5006 = trunc i64 %5005 to i32
  %5007 = icmp sge i32 %5006, %4214
  br i1 %5007, label %if.then502, label %if.end503

if.end501:                                        ; preds = %if.end503, %if.end495
  br i1 %4720, label %if.then506, label %if.end507

if.then502:                                       ; preds = %if.then500
  %5008 = trunc i64 %4699 to i32
  %5009 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5010 = icmp ult i32 %5009, 256
  br i1 %5010, label %if.then504, label %if.end505

if.end503:                                        ; preds = %if.end505, %if.then500
  br label %if.end501

if.then504:                                       ; preds = %if.then502
  %5011 = zext i32 %5009 to i64
  %5012 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5011
  store i32 %5008, ptr addrspace(3) %5012, align 4
  br label %if.end505

if.end505:                                        ; preds = %if.then504, %if.then502
  br label %if.end503

if.then506:                                       ; preds = %if.end501
  %5013 = ashr i64 %4736, 32
  %5014 = trunc i64 %5013 to i32
  %5015 = icmp sge i32 %5014, %4214
  br i1 %5015, label %if.then508, label %if.end509

if.end507:                                        ; preds = %if.end509, %if.end501
  br i1 %4740, label %if.then512, label %if.end513

if.then508:                                       ; preds = %if.then506
  %5016 = trunc i64 %4719 to i32
  %5017 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5018 = icmp ult i32 %5017, 256
  br i1 %5018, label %if.then510, label %if.end511

if.end509:                                        ; preds = %if.end511, %if.then506
  br label %if.end507

if.then510:                                       ; preds = %if.then508
  %5019 = zext i32 %5017 to i64
  %5020 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5019
  store i32 %5016, ptr addrspace(3) %5020, align 4
  br label %if.end511

if.end511:                                        ; preds = %if.then510, %if.then508
  br label %if.end509

if.then512:                                       ; preds = %if.end507
  %5021 = ashr i64 %4756, 32
  %5022 = trunc i64 %5021 to i32
  %5023 = icmp sge i32 %5022, %4214
  br i1 %5023, label %if.then514, label %if.end515

if.end513:                                        ; preds = %if.end515, %if.end507
  br i1 %4760, label %if.then518, label %if.end519

if.then514:                                       ; preds = %if.then512
  %5024 = trunc i64 %4739 to i32
  %5025 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5026 = icmp ult i32 %5025, 256
  br i1 %5026, label %if.then516, label %if.end517

if.end515:                                        ; preds = %if.end517, %if.then512
  br label %if.end513

if.then516:                                       ; preds = %if.then514
  %5027 = zext i32 %5025 to i64
  %5028 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5027
  store i32 %5024, ptr addrspace(3) %5028, align 4
  br label %if.end517

if.end517:                                        ; preds = %if.then516, %if.then514
  br label %if.end515

if.then518:                                       ; preds = %if.end513
  %5029 = ashr i64 %4776, 32
  %5030 = trunc i64 %5029 to i32
  %5031 = icmp sge i32 %5030, %4214
  br i1 %5031, label %if.then520, label %if.end521

if.end519:                                        ; preds = %if.end521, %if.end513
  br i1 %4780, label %if.then524, label %if.end525

if.then520:                                       ; preds = %if.then518
  %5032 = trunc i64 %4759 to i32
  %5033 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5034 = icmp ult i32 %5033, 256
  br i1 %5034, label %if.then522, label %if.end523

if.end521:                                        ; preds = %if.end523, %if.then518
  br label %if.end519

if.then522:                                       ; preds = %if.then520
  %5035 = zext i32 %5033 to i64
  %5036 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5035
  store i32 %5032, ptr addrspace(3) %5036, align 4
  br label %if.end523

if.end523:                                        ; preds = %if.then522, %if.then520
  br label %if.end521

if.then524:                                       ; preds = %if.end519
  %5037 = ashr i64 %4796, 32
  %5038 = trunc i64 %5037 to i32
  %5039 = icmp sge i32 %5038, %4214
  br i1 %5039, label %if.then526, label %if.end527

if.end525:                                        ; preds = %if.end527, %if.end519
  br i1 %4800, label %if.then530, label %if.end531

if.then526:                                       ; preds = %if.then524
  %5040 = trunc i64 %4779 to i32
  %5041 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5042 = icmp ult i32 %5041, 256
  br i1 %5042, label %if.then528, label %if.end529

if.end527:                                        ; preds = %if.end529, %if.then524
  br label %if.end525

if.then528:                                       ; preds = %if.then526
  %5043 = zext i32 %5041 to i64
  %5044 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5043
  store i32 %5040, ptr addrspace(3) %5044, align 4
  br label %if.end529

if.end529:                                        ; preds = %if.then528, %if.then526
  br label %if.end527

if.then530:                                       ; preds = %if.end525
  %5045 = ashr i64 %4816, 32
  %5046 = trunc i64 %5045 to i32
  %5047 = icmp sge i32 %5046, %4214
  br i1 %5047, label %if.then532, label %if.end533

if.end531:                                        ; preds = %if.end533, %if.end525
  br i1 %4820, label %if.then536, label %if.end537

if.then532:                                       ; preds = %if.then530
  %5048 = trunc i64 %4799 to i32
  %5049 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5050 = icmp ult i32 %5049, 256
  br i1 %5050, label %if.then534, label %if.end535

if.end533:                                        ; preds = %if.end535, %if.then530
  br label %if.end531

if.then534:                                       ; preds = %if.then532
  %5051 = zext i32 %5049 to i64
  %5052 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5051
  store i32 %5048, ptr addrspace(3) %5052, align 4
  br label %if.end535

if.end535:                                        ; preds = %if.then534, %if.then532
  br label %if.end533

if.then536:                                       ; preds = %if.end531
  %5053 = ashr i64 %4836, 32
  %5054 = trunc i64 %5053 to i32
  %5055 = icmp sge i32 %5054, %4214
  br i1 %5055, label %if.then538, label %if.end539

if.end537:                                        ; preds = %if.end539, %if.end531
  br i1 %4840, label %if.then542, label %if.end543

if.then538:                                       ; preds = %if.then536
  %5056 = trunc i64 %4819 to i32
  %5057 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5058 = icmp ult i32 %5057, 256
  br i1 %5058, label %if.then540, label %if.end541

if.end539:                                        ; preds = %if.end541, %if.then536
  br label %if.end537

if.then540:                                       ; preds = %if.then538
  %5059 = zext i32 %5057 to i64
  %5060 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5059
  store i32 %5056, ptr addrspace(3) %5060, align 4
  br label %if.end541

if.end541:                                        ; preds = %if.then540, %if.then538
  br label %if.end539

if.then542:                                       ; preds = %if.end537
  %5061 = ashr i64 %4856, 32
  %5062 = trunc i64 %5061 to i32
  %5063 = icmp sge i32 %5062, %4214
  br i1 %5063, label %if.then544, label %if.end545

if.end543:                                        ; preds = %if.end545, %if.end537
  br i1 %4860, label %if.then548, label %if.end549

if.then544:                                       ; preds = %if.then542
  %5064 = trunc i64 %4839 to i32
  %5065 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5066 = icmp ult i32 %5065, 256
  br i1 %5066, label %if.then546, label %if.end547

if.end545:                                        ; preds = %if.end547, %if.then542
  br label %if.end543

if.then546:                                       ; preds = %if.then544
  %5067 = zext i32 %5065 to i64
  %5068 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5067
  store i32 %5064, ptr addrspace(3) %5068, align 4
  br label %if.end547

if.end547:                                        ; preds = %if.then546, %if.then544
  br label %if.end545

if.then548:                                       ; preds = %if.end543
  %5069 = ashr i64 %4876, 32
  %5070 = trunc i64 %5069 to i32
  %5071 = icmp sge i32 %5070, %4214
  br i1 %5071, label %if.then550, label %if.end551

if.end549:                                        ; preds = %if.end551, %if.end543
  br i1 %4880, label %if.then554, label %if.end555

if.then550:                                       ; preds = %if.then548
  %5072 = trunc i64 %4859 to i32
  %5073 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5074 = icmp ult i32 %5073, 256
  br i1 %5074, label %if.then552, label %if.end553

if.end551:                                        ; preds = %if.end553, %if.then548
  br label %if.end549

if.then552:                                       ; preds = %if.then550
  %5075 = zext i32 %5073 to i64
  %5076 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5075
  store i32 %5072, ptr addrspace(3) %5076, align 4
  br label %if.end553

if.end553:                                        ; preds = %if.then552, %if.then550
  br label %if.end551

if.then554:                                       ; preds = %if.end549
  %5077 = ashr i64 %4896, 32
  %5078 = trunc i64 %5077 to i32
  %5079 = icmp sge i32 %5078, %4214
  br i1 %5079, label %if.then556, label %if.end557

if.end555:                                        ; preds = %if.end557, %if.end549
  br i1 %4900, label %if.then560, label %if.end561

if.then556:                                       ; preds = %if.then554
  %5080 = trunc i64 %4879 to i32
  %5081 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5082 = icmp ult i32 %5081, 256
  br i1 %5082, label %if.then558, label %if.end559

if.end557:                                        ; preds = %if.end559, %if.then554
  br label %if.end555

if.then558:                                       ; preds = %if.then556
  %5083 = zext i32 %5081 to i64
  %5084 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5083
  store i32 %5080, ptr addrspace(3) %5084, align 4
  br label %if.end559

if.end559:                                        ; preds = %if.then558, %if.then556
  br label %if.end557

if.then560:                                       ; preds = %if.end555
  %5085 = ashr i64 %4916, 32
  %5086 = trunc i64 %5085 to i32
  %5087 = icmp sge i32 %5086, %4214
  br i1 %5087, label %if.then562, label %if.end563

if.end561:                                        ; preds = %if.end563, %if.end555
  br i1 %4920, label %if.then566, label %if.end567

if.then562:                                       ; preds = %if.then560
  %5088 = trunc i64 %4899 to i32
  %5089 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5090 = icmp ult i32 %5089, 256
  br i1 %5090, label %if.then564, label %if.end565

if.end563:                                        ; preds = %if.end565, %if.then560
  br label %if.end561

if.then564:                                       ; preds = %if.then562
  %5091 = zext i32 %5089 to i64
  %5092 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5091
  store i32 %5088, ptr addrspace(3) %5092, align 4
  br label %if.end565

if.end565:                                        ; preds = %if.then564, %if.then562
  br label %if.end563

if.then566:                                       ; preds = %if.end561
  %5093 = ashr i64 %4936, 32
  %5094 = trunc i64 %5093 to i32
  %5095 = icmp sge i32 %5094, %4214
  br i1 %5095, label %if.then568, label %if.end569

if.end567:                                        ; preds = %if.end569, %if.end561
  br i1 %4940, label %if.then572, label %if.end573

if.then568:                                       ; preds = %if.then566
  %5096 = trunc i64 %4919 to i32
  %5097 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5098 = icmp ult i32 %5097, 256
  br i1 %5098, label %if.then570, label %if.end571

if.end569:                                        ; preds = %if.end571, %if.then566
  br label %if.end567

if.then570:                                       ; preds = %if.then568
  %5099 = zext i32 %5097 to i64
  %5100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5099
  store i32 %5096, ptr addrspace(3) %5100, align 4
  br label %if.end571

if.end571:                                        ; preds = %if.then570, %if.then568
  br label %if.end569

if.then572:                                       ; preds = %if.end567
  %5101 = ashr i64 %4956, 32
  %5102 = trunc i64 %5101 to i32
  %5103 = icmp sge i32 %5102, %4214
  br i1 %5103, label %if.then574, label %if.end575

if.end573:                                        ; preds = %if.end575, %if.end567
  br i1 %4960, label %if.then578, label %if.end579

if.then574:                                       ; preds = %if.then572
  %5104 = trunc i64 %4939 to i32
  %5105 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5106 = icmp ult i32 %5105, 256
  br i1 %5106, label %if.then576, label %if.end577

if.end575:                                        ; preds = %if.end577, %if.then572
  br label %if.end573

if.then576:                                       ; preds = %if.then574
  %5107 = zext i32 %5105 to i64
  %5108 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5107
  store i32 %5104, ptr addrspace(3) %5108, align 4
  br label %if.end577

if.end577:                                        ; preds = %if.then576, %if.then574
  br label %if.end575

if.then578:                                       ; preds = %if.end573
  %5109 = ashr i64 %4976, 32
  %5110 = trunc i64 %5109 to i32
  %5111 = icmp sge i32 %5110, %4214
  br i1 %5111, label %if.then580, label %if.end581

if.end579:                                        ; preds = %if.end581, %if.end573
  br i1 %4980, label %if.then584, label %if.end585

if.then580:                                       ; preds = %if.then578
  %5112 = trunc i64 %4959 to i32
  %5113 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5114 = icmp ult i32 %5113, 256
  br i1 %5114, label %if.then582, label %if.end583

if.end581:                                        ; preds = %if.end583, %if.then578
  br label %if.end579

if.then582:                                       ; preds = %if.then580
  %5115 = zext i32 %5113 to i64
  %5116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5115
  store i32 %5112, ptr addrspace(3) %5116, align 4
  br label %if.end583

if.end583:                                        ; preds = %if.then582, %if.then580
  br label %if.end581

if.then584:                                       ; preds = %if.end579
  %5117 = ashr i64 %4996, 32
  %5118 = trunc i64 %5117 to i32
  %5119 = icmp sge i32 %5118, %4214
  br i1 %5119, label %if.then586, label %if.end587

if.end585:                                        ; preds = %if.end587, %if.end579
  %glist.next590 = add nsw i64 %glist.iv493, 1
  br label %glist.head490, !llvm.loop !17

if.then586:                                       ; preds = %if.then584
  %5120 = trunc i64 %4979 to i32
  %5121 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %5122 = icmp ult i32 %5121, 256
  br i1 %5122, label %if.then588, label %if.end589

if.end587:                                        ; preds = %if.end589, %if.then584
  br label %if.end585

if.then588:                                       ; preds = %if.then586
  %5123 = zext i32 %5121 to i64
  %5124 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5123
  store i32 %5120, ptr addrspace(3) %5124, align 4
  br label %if.end589

if.end589:                                        ; preds = %if.then588, %if.then586
  br label %if.end587

if.then591:                                       ; preds = %glist.end423
  %5125 = ptrtoint ptr %46 to i64
  %5126 = and i64 %5125, 3
  %5127 = icmp eq i64 %5126, 0
  br i1 %5127, label %kwide.then593, label %kwide.else594

if.end592:                                        ; preds = %kwide.end595, %glist.end423
  call void @llvm.nvvm.barrier0()
  %5128 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %5129 = zext i32 %5128 to i64
  %5130 = icmp ugt i64 %5129, 512
  %5131 = or i1 %4514, %5130
  %5132 = xor i1 %5131, true
  br i1 %5132, label %if.then750, label %if.end751

kwide.then593:                                    ; preds = %if.then591
  %5133 = load i32, ptr addrspace(3) @block_shared, align 4
  %5134 = mul i32 %5133, 10
  %5135 = trunc i64 %6 to i32
  %5136 = trunc i64 %23 to i32
  %5137 = xor i32 %4214, 2147483647
  %5138 = icmp slt i32 %4214, 0
  %5139 = select i1 %5138, i32 %5137, i32 %4214
  %5140 = bitcast i32 %5139 to float
  %5141 = add i32 %5134, 255
  %5142 = udiv i32 %5141, 256
  br label %kcol.head596

kwide.else594:                                    ; preds = %if.then591
  %5143 = load i32, ptr addrspace(3) @block_shared, align 4
  %5144 = mul i32 %5143, 10
  %5145 = trunc i64 %6 to i32
  %5146 = trunc i64 %23 to i32
  %5147 = xor i32 %4214, 2147483647
  %5148 = icmp slt i32 %4214, 0
  %5149 = select i1 %5148, i32 %5147, i32 %4214
  %5150 = bitcast i32 %5149 to float
  %5151 = add i32 %5144, 127
  %5152 = udiv i32 %5151, 128
  br label %kcol.head697

kwide.end595:                                     ; preds = %kcol.exit699, %kcol.exit598
  br label %if.end592

kcol.head596:                                     ; preds = %if.end691, %kwide.then593
  %kcol.iv599 = phi i32 [ 0, %kwide.then593 ], [ %kcol.next696, %if.end691 ]
  %5153 = icmp slt i32 %kcol.iv599, %5142
  br i1 %5153, label %kcol.body597, label %kcol.exit598

kcol.body597:                                     ; preds = %kcol.head596
  %5154 = mul i32 %kcol.iv599, 256
  %5155 = add i32 %5154, 0
  %5156 = add i32 %5136, %5155
  %5157 = icmp slt i32 %5156, %5134
  %5158 = select i1 %5157, i32 %5156, i32 0
  %5159 = udiv i32 %5158, 10
  %5160 = urem i32 %5158, 10
  %5161 = zext i32 %5159 to i64
  %5162 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5161
  %5163 = load i32, ptr addrspace(3) %5162, align 4
  %5164 = udiv i32 %5163, 32
  %5165 = urem i32 %5163, 32
  %5166 = mul i32 %5164, 2374
  %5167 = sub i32 %5135, %5166
  %5168 = icmp slt i32 %5167, 0
  %5169 = select i1 %5168, i32 0, i32 %5167
  %5170 = icmp sgt i32 %5169, 2374
  %5171 = select i1 %5170, i32 2374, i32 %5169
  %5172 = select i1 %5157, i32 %5171, i32 0
  %5173 = mul i32 %5160, 32
  %5174 = add i32 %5173, %5165
  %5175 = mul i32 %5174, 8
  %5176 = add i32 %5175, 0
  %5177 = icmp slt i32 %5176, %5172
  %5178 = select i1 %5177, i32 %5176, i32 0
  %5179 = add i32 %5166, %5178
  %5180 = zext i32 %5179 to i64
  %5181 = mul i64 %5180, 2
  %5182 = getelementptr i8, ptr %46, i64 %5181
  %5183 = load i32, ptr %5182, align 4
  %5184 = bitcast i32 %5183 to <2 x i16>
  %5185 = extractelement <2 x i16> %5184, i64 0
  %5186 = add i32 %5176, 0
  %5187 = extractelement <2 x i16> %5184, i64 1
  %5188 = add i32 %5176, 1
  %5189 = add i32 %5175, 2
  %5190 = icmp slt i32 %5189, %5172
  %5191 = select i1 %5190, i32 %5189, i32 0
  %5192 = add i32 %5166, %5191
  %5193 = zext i32 %5192 to i64
  %5194 = mul i64 %5193, 2
  %5195 = getelementptr i8, ptr %46, i64 %5194
  %5196 = load i32, ptr %5195, align 4
  %5197 = bitcast i32 %5196 to <2 x i16>
  %5198 = extractelement <2 x i16> %5197, i64 0
  %5199 = add i32 %5189, 0
  %5200 = extractelement <2 x i16> %5197, i64 1
  %5201 = add i32 %5189, 1
  %5202 = add i32 %5175, 4
  %5203 = icmp slt i32 %5202, %5172
  %5204 = select i1 %5203, i32 %5202, i32 0
  %5205 = add i32 %5166, %5204
  %5206 = zext i32 %5205 to i64
  %5207 = mul i64 %5206, 2
  %5208 = getelementptr i8, ptr %46, i64 %5207
  %5209 = load i32, ptr %5208, align 4
  %5210 = bitcast i32 %5209 to <2 x i16>
  %5211 = extractelement <2 x i16> %5210, i64 0
  %5212 = add i32 %5202, 0
  %5213 = extractelement <2 x i16> %5210, i64 1
  %5214 = add i32 %5202, 1
  %5215 = add i32 %5175, 6
  %5216 = icmp slt i32 %5215, %5172
  %5217 = select i1 %5216, i32 %5215, i32 0
  %5218 = add i32 %5166, %5217
  %5219 = zext i32 %5218 to i64
  %5220 = mul i64 %5219, 2
  %5221 = getelementptr i8, ptr %46, i64 %5220
  %5222 = load i32, ptr %5221, align 4
  %5223 = bitcast i32 %5222 to <2 x i16>
  %5224 = extractelement <2 x i16> %5223, i64 0
  %5225 = add i32 %5215, 0
  %5226 = extractelement <2 x i16> %5223, i64 1
  %5227 = add i32 %5215, 1
  %5228 = mul i32 %kcol.iv599, 256
  %5229 = add i32 %5228, 128
  %5230 = add i32 %5136, %5229
  %5231 = icmp slt i32 %5230, %5134
  %5232 = select i1 %5231, i32 %5230, i32 0
  %5233 = udiv i32 %5232, 10
  %5234 = urem i32 %5232, 10
  %5235 = zext i32 %5233 to i64
  %5236 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5235
  %5237 = load i32, ptr addrspace(3) %5236, align 4
  %5238 = udiv i32 %5237, 32
  %5239 = urem i32 %5237, 32
  %5240 = mul i32 %5238, 2374
  %5241 = sub i32 %5135, %5240
  %5242 = icmp slt i32 %5241, 0
  %5243 = select i1 %5242, i32 0, i32 %5241
  %5244 = icmp sgt i32 %5243, 2374
  %5245 = select i1 %5244, i32 2374, i32 %5243
  %5246 = select i1 %5231, i32 %5245, i32 0
  %5247 = mul i32 %5234, 32
  %5248 = add i32 %5247, %5239
  %5249 = mul i32 %5248, 8
  %5250 = add i32 %5249, 0
  %5251 = icmp slt i32 %5250, %5246
  %5252 = select i1 %5251, i32 %5250, i32 0
  %5253 = add i32 %5240, %5252
  %5254 = zext i32 %5253 to i64
  %5255 = mul i64 %5254, 2
  %5256 = getelementptr i8, ptr %46, i64 %5255
  %5257 = load i32, ptr %5256, align 4
  %5258 = bitcast i32 %5257 to <2 x i16>
  %5259 = extractelement <2 x i16> %5258, i64 0
  %5260 = add i32 %5250, 0
  %5261 = extractelement <2 x i16> %5258, i64 1
  %5262 = add i32 %5250, 1
  %5263 = add i32 %5249, 2
  %5264 = icmp slt i32 %5263, %5246
  %5265 = select i1 %5264, i32 %5263, i32 0
  %5266 = add i32 %5240, %5265
  %5267 = zext i32 %5266 to i64
  %5268 = mul i64 %5267, 2
  %5269 = getelementptr i8, ptr %46, i64 %5268
  %5270 = load i32, ptr %5269, align 4
  %5271 = bitcast i32 %5270 to <2 x i16>
  %5272 = extractelement <2 x i16> %5271, i64 0
  %5273 = add i32 %5263, 0
  %5274 = extractelement <2 x i16> %5271, i64 1
  %5275 = add i32 %5263, 1
  %5276 = add i32 %5249, 4
  %5277 = icmp slt i32 %5276, %5246
  %5278 = select i1 %5277, i32 %5276, i32 0
  %5279 = add i32 %5240, %5278
  %5280 = zext i32 %5279 to i64
  %5281 = mul i64 %5280, 2
  %5282 = getelementptr i8, ptr %46, i64 %5281
  %5283 = load i32, ptr %5282, align 4
  %5284 = bitcast i32 %5283 to <2 x i16>
  %5285 = extractelement <2 x i16> %5284, i64 0
  %5286 = add i32 %5276, 0
  %5287 = extractelement <2 x i16> %5284, i64 1
  %5288 = add i32 %5276, 1
  %5289 = add i32 %5249, 6
  %5290 = icmp slt i32 %5289, %5246
  %5291 = select i1 %5290, i32 %5289, i32 0
  %5292 = add i32 %5240, %5291
  %5293 = zext i32 %5292 to i64
  %5294 = mul i64 %5293, 2
  %5295 = getelementptr i8, ptr %46, i64 %5294
  %5296 = load i32, ptr %5295, align 4
  %5297 = bitcast i32 %5296 to <2 x i16>
  %5298 = extractelement <2 x i16> %5297, i64 0
  %5299 = add i32 %5289, 0
  %5300 = extractelement <2 x i16> %5297, i64 1
  %5301 = add i32 %5289, 1
  %5302 = zext i16 %5185 to i32
  %5303 = shl i32 %5302, 16
  %5304 = bitcast i32 %5303 to float
  %5305 = icmp slt i32 %5186, %5172
  %5306 = fcmp uge float %5304, %5140
  %5307 = and i1 %5305, %5306
  br i1 %5307, label %if.then600, label %if.end601

kcol.exit598:                                     ; preds = %kcol.head596
  br label %kwide.end595

if.then600:                                       ; preds = %kcol.body597
  %5308 = bitcast float %5304 to i32
  %5309 = fcmp uno float %5304, %5304
  %5310 = select i1 %5309, i32 2143289344, i32 %5308
  %5311 = xor i32 %5310, 2147483647
  %5312 = icmp sge i32 %5310, 0
  %5313 = select i1 %5312, i32 %5310, i32 %5311
  %5314 = icmp sge i32 %5313, %4214
  br i1 %5314, label %if.then602, label %if.end603

if.end601:                                        ; preds = %if.end603, %kcol.body597
  %5315 = zext i16 %5187 to i32
  %5316 = shl i32 %5315, 16
  %5317 = bitcast i32 %5316 to float
  %5318 = icmp slt i32 %5188, %5172
  %5319 = fcmp uge float %5317, %5140
  %5320 = and i1 %5318, %5319
  br i1 %5320, label %if.then606, label %if.end607

if.then602:                                       ; preds = %if.then600
  %5321 = add i32 %5166, %5186
  %5322 = zext i32 %5321 to i64
  %5323 = bitcast float %5304 to i32
  %5324 = fcmp uno float %5304, %5304
  %5325 = select i1 %5324, i32 2143289344, i32 %5323
  %5326 = xor i32 %5325, 2147483647
  %5327 = icmp sge i32 %5325, 0
  %5328 = select i1 %5327, i32 %5325, i32 %5326
  %5329 = sext i32 %5328 to i64
  %5330 = shl i64 %5329, 32
  %5331 = sub i64 4294967295, %5322
  %5332 = or i64 %5330, %5331
  %5333 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5334 = icmp ult i32 %5333, 512
  br i1 %5334, label %if.then604, label %if.end605

if.end603:                                        ; preds = %if.end605, %if.then600
  br label %if.end601

if.then604:                                       ; preds = %if.then602
  %5335 = zext i32 %5333 to i64
  %5336 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5335
  store i64 %5332, ptr addrspace(3) %5336, align 4
  br label %if.end605

if.end605:                                        ; preds = %if.then604, %if.then602
  br label %if.end603

if.then606:                                       ; preds = %if.end601
  %5337 = bitcast float %5317 to i32
  %5338 = fcmp uno float %5317, %5317
  %5339 = select i1 %5338, i32 2143289344, i32 %5337
  %5340 = xor i32 %5339, 2147483647
  %5341 = icmp sge i32 %5339, 0
  %5342 = select i1 %5341, i32 %5339, i32 %5340
  %5343 = icmp sge i32 %5342, %4214
  br i1 %5343, label %if.then608, label %if.end609

if.end607:                                        ; preds = %if.end609, %if.end601
  %5344 = zext i16 %5198 to i32
  %5345 = shl i32 %5344, 16
  %5346 = bitcast i32 %5345 to float
  %5347 = icmp slt i32 %5199, %5172
  %5348 = fcmp uge float %5346, %5140
  %5349 = and i1 %5347, %5348
  br i1 %5349, label %if.then612, label %if.end613

if.then608:                                       ; preds = %if.then606
  %5350 = add i32 %5166, %5188
  %5351 = zext i32 %5350 to i64
  %5352 = bitcast float %5317 to i32
  %5353 = fcmp uno float %5317, %5317
  %5354 = select i1 %5353, i32 2143289344, i32 %5352
  %5355 = xor i32 %5354, 2147483647
  %5356 = icmp sge i32 %5354, 0
  %5357 = select i1 %5356, i32 %5354, i32 %5355
  %5358 = sext i32 %5357 to i64
  %5359 = shl i64 %5358, 32
  %5360 = sub i64 4294967295, %5351
  %5361 = or i64 %5359, %5360
  %5362 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5363 = icmp ult i32 %5362, 512
  br i1 %5363, label %if.then610, label %if.end611

if.end609:                                        ; preds = %if.end611, %if.then606
  br label %if.end607

if.then610:                                       ; preds = %if.then608
  %5364 = zext i32 %5362 to i64
  %5365 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5364
  store i64 %5361, ptr addrspace(3) %5365, align 4
  br label %if.end611

if.end611:                                        ; preds = %if.then610, %if.then608
  br label %if.end609

if.then612:                                       ; preds = %if.end607
  %5366 = bitcast float %5346 to i32
  %5367 = fcmp uno float %5346, %5346
  %5368 = select i1 %5367, i32 2143289344, i32 %5366
  %5369 = xor i32 %5368, 2147483647
  %5370 = icmp sge i32 %5368, 0
  %5371 = select i1 %5370, i32 %5368, i32 %5369
  %5372 = icmp sge i32 %5371, %4214
  br i1 %5372, label %if.then614, label %if.end615

if.end613:                                        ; preds = %if.end615, %if.end607
  %5373 = zext i16 %5200 to i32
  %5374 = shl i32 %5373, 16
  %5375 = bitcast i32 %5374 to float
  %5376 = icmp slt i32 %5201, %5172
  %5377 = fcmp uge float %5375, %5140
  %5378 = and i1 %5376, %5377
  br i1 %5378, label %if.then618, label %if.end619

if.then614:                                       ; preds = %if.then612
  %5379 = add i32 %5166, %5199
  %5380 = zext i32 %5379 to i64
  %5381 = bitcast float %5346 to i32
  %5382 = fcmp uno float %5346, %5346
  %5383 = select i1 %5382, i32 2143289344, i32 %5381
  %5384 = xor i32 %5383, 2147483647
  %5385 = icmp sge i32 %5383, 0
  %5386 = select i1 %5385, i32 %5383, i32 %5384
  %5387 = sext i32 %5386 to i64
  %5388 = shl i64 %5387, 32
  %5389 = sub i64 4294967295, %5380
  %5390 = or i64 %5388, %5389
  %5391 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5392 = icmp ult i32 %5391, 512
  br i1 %5392, label %if.then616, label %if.end617

if.end615:                                        ; preds = %if.end617, %if.then612
  br label %if.end613

if.then616:                                       ; preds = %if.then614
  %5393 = zext i32 %5391 to i64
  %5394 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5393
  store i64 %5390, ptr addrspace(3) %5394, align 4
  br label %if.end617

if.end617:                                        ; preds = %if.then616, %if.then614
  br label %if.end615

if.then618:                                       ; preds = %if.end613
  %5395 = bitcast float %5375 to i32
  %5396 = fcmp uno float %5375, %5375
  %5397 = select i1 %5396, i32 2143289344, i32 %5395
  %5398 = xor i32 %5397, 2147483647
  %5399 = icmp sge i32 %5397, 0
  %5400 = select i1 %5399, i32 %5397, i32 %5398
  %5401 = icmp sge i32 %5400, %4214
  br i1 %5401, label %if.then620, label %if.end621

if.end619:                                        ; preds = %if.end621, %if.end613
  %5402 = zext i16 %5211 to i32
  %5403 = shl i32 %5402, 16
  %5404 = bitcast i32 %5403 to float
  %5405 = icmp slt i32 %5212, %5172
  %5406 = fcmp uge float %5404, %5140
  %5407 = and i1 %5405, %5406
  br i1 %5407, label %if.then624, label %if.end625

if.then620:                                       ; preds = %if.then618
  %5408 = add i32 %5166, %5201
  %5409 = zext i32 %5408 to i64
  %5410 = bitcast float %5375 to i32
  %5411 = fcmp uno float %5375, %5375
  %5412 = select i1 %5411, i32 2143289344, i32 %5410
  %5413 = xor i32 %5412, 2147483647
  %5414 = icmp sge i32 %5412, 0
  %5415 = select i1 %5414, i32 %5412, i32 %5413
  %5416 = sext i32 %5415 to i64
  %5417 = shl i64 %5416, 32
  %5418 = sub i64 4294967295, %5409
  %5419 = or i64 %5417, %5418
  %5420 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5421 = icmp ult i32 %5420, 512
  br i1 %5421, label %if.then622, label %if.end623

if.end621:                                        ; preds = %if.end623, %if.then618
  br label %if.end619

if.then622:                                       ; preds = %if.then620
  %5422 = zext i32 %5420 to i64
  %5423 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5422
  store i64 %5419, ptr addrspace(3) %5423, align 4
  br label %if.end623

if.end623:                                        ; preds = %if.then622, %if.then620
  br label %if.end621

if.then624:                                       ; preds = %if.end619
  %5424 = bitcast float %5404 to i32
  %5425 = fcmp uno float %5404, %5404
  %5426 = select i1 %5425, i32 2143289344, i32 %5424
  %5427 = xor i32 %5426, 2147483647
  %5428 = icmp sge i32 %5426, 0
  %5429 = select i1 %5428, i32 %5426, i32 %5427
  %5430 = icmp sge i32 %5429, %4214
  br i1 %5430, label %if.then626, label %if.end627

if.end625:                                        ; preds = %if.end627, %if.end619
  %5431 = zext i16 %5213 to i32
  %5432 = shl i32 %5431, 16
  %5433 = bitcast i32 %5432 to float
  %5434 = icmp slt i32 %5214, %5172
  %5435 = fcmp uge float %5433, %5140
  %5436 = and i1 %5434, %5435
  br i1 %5436, label %if.then630, label %if.end631

if.then626:                                       ; preds = %if.then624
  %5437 = add i32 %5166, %5212
  %5438 = zext i32 %5437 to i64
  %5439 = bitcast float %5404 to i32
  %5440 = fcmp uno float %5404, %5404
  %5441 = select i1 %5440, i32 2143289344, i32 %5439
  %5442 = xor i32 %5441, 2147483647
  %5443 = icmp sge i32 %5441, 0
  %5444 = select i1 %5443, i32 %5441, i32 %5442
  %5445 = sext i32 %5444 to i64
  %5446 = shl i64 %5445, 32
  %5447 = sub i64 4294967295, %5438
  %5448 = or i64 %5446, %5447
  %5449 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5450 = icmp ult i32 %5449, 512
  br i1 %5450, label %if.then628, label %if.end629

if.end627:                                        ; preds = %if.end629, %if.then624
  br label %if.end625

if.then628:                                       ; preds = %if.then626
  %5451 = zext i32 %5449 to i64
  %5452 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5451
  store i64 %5448, ptr addrspace(3) %5452, align 4
  br label %if.end629

if.end629:                                        ; preds = %if.then628, %if.then626
  br label %if.end627

if.then630:                                       ; preds = %if.end625
  %5453 = bitcast float %5433 to i32
  %5454 = fcmp uno float %5433, %5433
  %5455 = select i1 %5454, i32 2143289344, i32 %5453
  %5456 = xor i32 %5455, 2147483647
  %5457 = icmp sge i32 %5455, 0
  %5458 = select i1 %5457, i32 %5455, i32 %5456
  %5459 = icmp sge i32 %5458, %4214
  br i1 %5459, label %if.then632, label %if.end633

if.end631:                                        ; preds = %if.end633, %if.end625
  %5460 = zext i16 %5224 to i32
  %5461 = shl i32 %5460, 16
  %5462 = bitcast i32 %5461 to float
  %5463 = icmp slt i32 %5225, %5172
  %5464 = fcmp uge float %5462, %5140
  %5465 = and i1 %5463, %5464
  br i1 %5465, label %if.then636, label %if.end637

if.then632:                                       ; preds = %if.then630
  %5466 = add i32 %5166, %5214
  %5467 = zext i32 %5466 to i64
  %5468 = bitcast float %5433 to i32
  %5469 = fcmp uno float %5433, %5433
  %5470 = select i1 %5469, i32 2143289344, i32 %5468
  %5471 = xor i32 %5470, 2147483647
  %5472 = icmp sge i32 %5470, 0
  %5473 = select i1 %5472, i32 %5470, i32 %5471
  %5474 = sext i32 %5473 to i64
  %5475 = shl i64 %5474, 32
  %5476 = sub i64 4294967295, %5467
  %5477 = or i64 %5475, %5476
  %5478 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5479 = icmp ult i32 %5478, 512
  br i1 %5479, label %if.then634, label %if.end635

if.end633:                                        ; preds = %if.end635, %if.then630
  br label %if.end631

if.then634:                                       ; preds = %if.then632
  %5480 = zext i32 %5478 to i64
  %5481 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5480
  store i64 %5477, ptr addrspace(3) %5481, align 4
  br label %if.end635

if.end635:                                        ; preds = %if.then634, %if.then632
  br label %if.end633

if.then636:                                       ; preds = %if.end631
  %5482 = bitcast float %5462 to i32
  %5483 = fcmp uno float %5462, %5462
  %5484 = select i1 %5483, i32 2143289344, i32 %5482
  %5485 = xor i32 %5484, 2147483647
  %5486 = icmp sge i32 %5484, 0
  %5487 = select i1 %5486, i32 %5484, i32 %5485
  %5488 = icmp sge i32 %5487, %4214
  br i1 %5488, label %if.then638, label %if.end639

if.end637:                                        ; preds = %if.end639, %if.end631
  %5489 = zext i16 %5226 to i32
  %5490 = shl i32 %5489, 16
  %5491 = bitcast i32 %5490 to float
  %5492 = icmp slt i32 %5227, %5172
  %5493 = fcmp uge float %5491, %5140
  %5494 = and i1 %5492, %5493
  br i1 %5494, label %if.then642, label %if.end643

if.then638:                                       ; preds = %if.then636
  %5495 = add i32 %5166, %5225
  %5496 = zext i32 %5495 to i64
  %5497 = bitcast float %5462 to i32
  %5498 = fcmp uno float %5462, %5462
  %5499 = select i1 %5498, i32 2143289344, i32 %5497
  %5500 = xor i32 %5499, 2147483647
  %5501 = icmp sge i32 %5499, 0
  %5502 = select i1 %5501, i32 %5499, i32 %5500
  %5503 = sext i32 %5502 to i64
  %5504 = shl i64 %5503, 32
  %5505 = sub i64 4294967295, %5496
  %5506 = or i64 %5504, %5505
  %5507 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5508 = icmp ult i32 %5507, 512
  br i1 %5508, label %if.then640, label %if.end641

if.end639:                                        ; preds = %if.end641, %if.then636
  br label %if.end637

if.then640:                                       ; preds = %if.then638
  %5509 = zext i32 %5507 to i64
  %5510 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5509
  store i64 %5506, ptr addrspace(3) %5510, align 4
  br label %if.end641

if.end641:                                        ; preds = %if.then640, %if.then638
  br label %if.end639

if.then642:                                       ; preds = %if.end637
  %5511 = bitcast float %5491 to i32
  %5512 = fcmp uno float %5491, %5491
  %5513 = select i1 %5512, i32 2143289344, i32 %5511
  %5514 = xor i32 %5513, 2147483647
  %5515 = icmp sge i32 %5513, 0
  %5516 = select i1 %5515, i32 %5513, i32 %5514
  %5517 = icmp sge i32 %5516, %4214
  br i1 %5517, label %if.then644, label %if.end645

if.end643:                                        ; preds = %if.end645, %if.end637
  %5518 = zext i16 %5259 to i32
  %5519 = shl i32 %5518, 16
  %5520 = bitcast i32 %5519 to float
  %5521 = icmp slt i32 %5260, %5246
  %5522 = fcmp uge float %5520, %5140
  %5523 = and i1 %5521, %5522
  br i1 %5523, label %if.then648, label %if.end649

if.then644:                                       ; preds = %if.then642
  %5524 = add i32 %5166, %5227
  %5525 = zext i32 %5524 to i64
  %5526 = bitcast float %5491 to i32
  %5527 = fcmp uno float %5491, %5491
  %5528 = select i1 %5527, i32 2143289344, i32 %5526
  %5529 = xor i32 %5528, 2147483647
  %5530 = icmp sge i32 %5528, 0
  %5531 = select i1 %5530, i32 %5528, i32 %5529
  %5532 = sext i32 %5531 to i64
  %5533 = shl i64 %5532, 32
  %5534 = sub i64 4294967295, %5525
  %5535 = or i64 %5533, %5534
  %5536 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5537 = icmp ult i32 %5536, 512
  br i1 %5537, label %if.then646, label %if.end647

if.end645:                                        ; preds = %if.end647, %if.then642
  br label %if.end643

if.then646:                                       ; preds = %if.then644
  %5538 = zext i32 %5536 to i64
  %5539 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5538
  store i64 %5535, ptr addrspace(3) %5539, align 4
  br label %if.end647

if.end647:                                        ; preds = %if.then646, %if.then644
  br label %if.end645

if.then648:                                       ; preds = %if.end643
  %5540 = bitcast float %5520 to i32
  %5541 = fcmp uno float %5520, %5520
  %5542 = select i1 %5541, i32 2143289344, i32 %5540
  %5543 = xor i32 %5542, 2147483647
  %5544 = icmp sge i32 %5542, 0
  %5545 = select i1 %5544, i32 %5542, i32 %5543
  %5546 = icmp sge i32 %5545, %4214
  br i1 %5546, label %if.then650, label %if.end651

if.end649:                                        ; preds = %if.end651, %if.end643
  %5547 = zext i16 %5261 to i32
  %5548 = shl i32 %5547, 16
  %5549 = bitcast i32 %5548 to float
  %5550 = icmp slt i32 %5262, %5246
  %5551 = fcmp uge float %5549, %5140
  %5552 = and i1 %5550, %5551
  br i1 %5552, label %if.then654, label %if.end655

if.then650:                                       ; preds = %if.then648
  %5553 = add i32 %5240, %5260
  %5554 = zext i32 %5553 to i64
  %5555 = bitcast float %5520 to i32
  %5556 = fcmp uno float %5520, %5520
  %5557 = select i1 %5556, i32 2143289344, i32 %5555
  %5558 = xor i32 %5557, 2147483647
  %5559 = icmp sge i32 %5557, 0
  %5560 = select i1 %5559, i32 %5557, i32 %5558
  %5561 = sext i32 %5560 to i64
  %5562 = shl i64 %5561, 32
  %5563 = sub i64 4294967295, %5554
  %5564 = or i64 %5562, %5563
  %5565 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5566 = icmp ult i32 %5565, 512
  br i1 %5566, label %if.then652, label %if.end653

if.end651:                                        ; preds = %if.end653, %if.then648
  br label %if.end649

if.then652:                                       ; preds = %if.then650
  %5567 = zext i32 %5565 to i64
  %5568 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5567
  store i64 %5564, ptr addrspace(3) %5568, align 4
  br label %if.end653

if.end653:                                        ; preds = %if.then652, %if.then650
  br label %if.end651

if.then654:                                       ; preds = %if.end649
  %5569 = bitcast float %5549 to i32
  %5570 = fcmp uno float %5549, %5549
  %5571 = select i1 %5570, i32 2143289344, i32 %5569
  %5572 = xor i32 %5571, 2147483647
  %5573 = icmp sge i32 %5571, 0
  %5574 = select i1 %5573, i32 %5571, i32 %5572
  %5575 = icmp sge i32 %5574, %4214
  br i1 %5575, label %if.then656, label %if.end657

if.end655:                                        ; preds = %if.end657, %if.end649
  %5576 = zext i16 %5272 to i32
  %5577 = shl i32 %5576, 16
  %5578 = bitcast i32 %5577 to float
  %5579 = icmp slt i32 %5273, %5246
  %5580 = fcmp uge float %5578, %5140
  %5581 = and i1 %5579, %5580
  br i1 %5581, label %if.then660, label %if.end661

if.then656:                                       ; preds = %if.then654
  %5582 = add i32 %5240, %5262
  %5583 = zext i32 %5582 to i64
  %5584 = bitcast float %5549 to i32
  %5585 = fcmp uno float %5549, %5549
  %5586 = select i1 %5585, i32 2143289344, i32 %5584
  %5587 = xor i32 %5586, 2147483647
  %5588 = icmp sge i32 %5586, 0
  %5589 = select i1 %5588, i32 %5586, i32 %5587
  %5590 = sext i32 %5589 to i64
  %5591 = shl i64 %5590, 32
  %5592 = sub i64 4294967295, %5583
  %5593 = or i64 %5591, %5592
  %5594 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5595 = icmp ult i32 %5594, 512
  br i1 %5595, label %if.then658, label %if.end659

if.end657:                                        ; preds = %if.end659, %if.then654
  br label %if.end655

if.then658:                                       ; preds = %if.then656
  %5596 = zext i32 %5594 to i64
  %5597 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5596
  store i64 %5593, ptr addrspace(3) %5597, align 4
  br label %if.end659

if.end659:                                        ; preds = %if.then658, %if.then656
  br label %if.end657

if.then660:                                       ; preds = %if.end655
  %5598 = bitcast float %5578 to i32
  %5599 = fcmp uno float %5578, %5578
  %5600 = select i1 %5599, i32 2143289344, i32 %5598
  %5601 = xor i32 %5600, 2147483647
  %5602 = icmp sge i32 %5600, 0
  %5603 = select i1 %5602, i32 %5600, i32 %5601
  %5604 = icmp sge i32 %5603, %4214
  br i1 %5604, label %if.then662, label %if.end663

if.end661:                                        ; preds = %if.end663, %if.end655
  %5605 = zext i16 %5274 to i32
  %5606 = shl i32 %5605, 16
  %5607 = bitcast i32 %5606 to float
  %5608 = icmp slt i32 %5275, %5246
  %5609 = fcmp uge float %5607, %5140
  %5610 = and i1 %5608, %5609
  br i1 %5610, label %if.then666, label %if.end667

if.then662:                                       ; preds = %if.then660
  %5611 = add i32 %5240, %5273
  %5612 = zext i32 %5611 to i64
  %5613 = bitcast float %5578 to i32
  %5614 = fcmp uno float %5578, %5578
  %5615 = select i1 %5614, i32 2143289344, i32 %5613
  %5616 = xor i32 %5615, 2147483647
  %5617 = icmp sge i32 %5615, 0
  %5618 = select i1 %5617, i32 %5615, i32 %5616
  %5619 = sext i32 %5618 to i64
  %5620 = shl i64 %5619, 32
  %5621 = sub i64 4294967295, %5612
  %5622 = or i64 %5620, %5621
  %5623 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5624 = icmp ult i32 %5623, 512
  br i1 %5624, label %if.then664, label %if.end665

if.end663:                                        ; preds = %if.end665, %if.then660
  br label %if.end661

if.then664:                                       ; preds = %if.then662
  %5625 = zext i32 %5623 to i64
  %5626 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5625
  store i64 %5622, ptr addrspace(3) %5626, align 4
  br label %if.end665

if.end665:                                        ; preds = %if.then664, %if.then662
  br label %if.end663

if.then666:                                       ; preds = %if.end661
  %5627 = bitcast float %5607 to i32
  %5628 = fcmp uno float %5607, %5607
  %5629 = select i1 %5628, i32 2143289344, i32 %5627
  %5630 = xor i32 %5629, 2147483647
  %5631 = icmp sge i32 %5629, 0
  %5632 = select i1 %5631, i32 %5629, i32 %5630
  %5633 = icmp sge i32 %5632, %4214
  br i1 %5633, label %if.then668, label %if.end669

if.end667:                                        ; preds = %if.end669, %if.end661
  %5634 = zext i16 %5285 to i32
  %5635 = shl i32 %5634, 16
  %5636 = bitcast i32 %5635 to float
  %5637 = icmp slt i32 %5286, %5246
  %5638 = fcmp uge float %5636, %5140
  %5639 = and i1 %5637, %5638
  br i1 %5639, label %if.then672, label %if.end673

if.then668:                                       ; preds = %if.then666
  %5640 = add i32 %5240, %5275
  %5641 = zext i32 %5640 to i64
  %5642 = bitcast float %5607 to i32
  %5643 = fcmp uno float %5607, %5607
  %5644 = select i1 %5643, i32 2143289344, i32 %5642
  %5645 = xor i32 %5644, 2147483647
  %5646 = icmp sge i32 %5644, 0
  %5647 = select i1 %5646, i32 %5644, i32 %5645
  %5648 = sext i32 %5647 to i64
  %5649 = shl i64 %5648, 32
  %5650 = sub i64 4294967295, %5641
  %5651 = or i64 %5649, %5650
  %5652 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5653 = icmp ult i32 %5652, 512
  br i1 %5653, label %if.then670, label %if.end671

if.end669:                                        ; preds = %if.end671, %if.then666
  br label %if.end667

if.then670:                                       ; preds = %if.then668
  %5654 = zext i32 %5652 to i64
  %5655 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5654
  store i64 %5651, ptr addrspace(3) %5655, align 4
  br label %if.end671

if.end671:                                        ; preds = %if.then670, %if.then668
  br label %if.end669

if.then672:                                       ; preds = %if.end667
  %5656 = bitcast float %5636 to i32
  %5657 = fcmp uno float %5636, %5636
  %5658 = select i1 %5657, i32 2143289344, i32 %5656
  %5659 = xor i32 %5658, 2147483647
  %5660 = icmp sge i32 %5658, 0
  %5661 = select i1 %5660, i32 %5658, i32 %5659
  %5662 = icmp sge i32 %5661, %4214
  br i1 %5662, label %if.then674, label %if.end675

if.end673:                                        ; preds = %if.end675, %if.end667
  %5663 = zext i16 %5287 to i32
  %5664 = shl i32 %5663, 16
  %5665 = bitcast i32 %5664 to float
  %5666 = icmp slt i32 %5288, %5246
  %5667 = fcmp uge float %5665, %5140
  %5668 = and i1 %5666, %5667
  br i1 %5668, label %if.then678, label %if.end679

if.then674:                                       ; preds = %if.then672
  %5669 = add i32 %5240, %5286
  %5670 = zext i32 %5669 to i64
  %5671 = bitcast float %5636 to i32
  %5672 = fcmp uno float %5636, %5636
  %5673 = select i1 %5672, i32 2143289344, i32 %5671
  %5674 = xor i32 %5673, 2147483647
  %5675 = icmp sge i32 %5673, 0
  %5676 = select i1 %5675, i32 %5673, i32 %5674
  %5677 = sext i32 %5676 to i64
  %5678 = shl i64 %5677, 32
  %5679 = sub i64 4294967295, %5670
  %5680 = or i64 %5678, %5679
  %5681 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5682 = icmp ult i32 %5681, 512
  br i1 %5682, label %if.then676, label %if.end677

if.end675:                                        ; preds = %if.end677, %if.then672
  br label %if.end673

if.then676:                                       ; preds = %if.then674
  %5683 = zext i32 %5681 to i64
  %5684 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5683
  store i64 %5680, ptr addrspace(3) %5684, align 4
  br label %if.end677

if.end677:                                        ; preds = %if.then676, %if.then674
  br label %if.end675

if.then678:                                       ; preds = %if.end673
  %5685 = bitcast float %5665 to i32
  %5686 = fcmp uno float %5665, %5665
  %5687 = select i1 %5686, i32 2143289344, i32 %5685
  %5688 = xor i32 %5687, 2147483647
  %5689 = icmp sge i32 %5687, 0
  %5690 = select i1 %5689, i32 %5687, i32 %5688
  %5691 = icmp sge i32 %5690, %4214
  br i1 %5691, label %if.then680, label %if.end681

if.end679:                                        ; preds = %if.end681, %if.end673
  %5692 = zext i16 %5298 to i32
  %5693 = shl i32 %5692, 16
  %5694 = bitcast i32 %5693 to float
  %5695 = icmp slt i32 %5299, %5246
  %5696 = fcmp uge float %5694, %5140
  %5697 = and i1 %5695, %5696
  br i1 %5697, label %if.then684, label %if.end685

if.then680:                                       ; preds = %if.then678
  %5698 = add i32 %5240, %5288
  %5699 = zext i32 %5698 to i64
  %5700 = bitcast float %5665 to i32
  %5701 = fcmp uno float %5665, %5665
  %5702 = select i1 %5701, i32 2143289344, i32 %5700
  %5703 = xor i32 %5702, 2147483647
  %5704 = icmp sge i32 %5702, 0
  %5705 = select i1 %5704, i32 %5702, i32 %5703
  %5706 = sext i32 %5705 to i64
  %5707 = shl i64 %5706, 32
  %5708 = sub i64 4294967295, %5699
  %5709 = or i64 %5707, %5708
  %5710 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5711 = icmp ult i32 %5710, 512
  br i1 %5711, label %if.then682, label %if.end683

if.end681:                                        ; preds = %if.end683, %if.then678
  br label %if.end679

if.then682:                                       ; preds = %if.then680
  %5712 = zext i32 %5710 to i64
  %5713 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5712
  store i64 %5709, ptr addrspace(3) %5713, align 4
  br label %if.end683

if.end683:                                        ; preds = %if.then682, %if.then680
  br label %if.end681

if.then684:                                       ; preds = %if.end679
  %5714 = bitcast float %5694 to i32
  %5715 = fcmp uno float %5694, %5694
  %5716 = select i1 %5715, i32 2143289344, i32 %5714
  %5717 = xor i32 %5716, 2147483647
  %5718 = icmp sge i32 %5716, 0
  %5719 = select i1 %5718, i32 %5716, i32 %5717
  %5720 = icmp sge i32 %5719, %4214
  br i1 %5720, label %if.then686, label %if.end687

if.end685:                                        ; preds = %if.end687, %if.end679
  %5721 = zext i16 %5300 to i32
  %5722 = shl i32 %5721, 16
  %5723 = bitcast i32 %5722 to float
  %5724 = icmp slt i32 %5301, %5246
  %5725 = fcmp uge float %5723, %5140
  %5726 = and i1 %5724, %5725
  br i1 %5726, label %if.then690, label %if.end691

if.then686:                                       ; preds = %if.then684
  %5727 = add i32 %5240, %5299
  %5728 = zext i32 %5727 to i64
  %5729 = bitcast float %5694 to i32
  %5730 = fcmp uno float %5694, %5694
  %5731 = select i1 %5730, i32 2143289344, i32 %5729
  %5732 = xor i32 %5731, 2147483647
  %5733 = icmp sge i32 %5731, 0
  %5734 = select i1 %5733, i32 %5731, i32 %5732
  %5735 = sext i32 %5734 to i64
  %5736 = shl i64 %5735, 32
  %5737 = sub i64 4294967295, %5728
  %5738 = or i64 %5736, %5737
  %5739 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5740 = icmp ult i32 %5739, 512
  br i1 %5740, label %if.then688, label %if.end689

if.end687:                                        ; preds = %if.end689, %if.then684
  br label %if.end685

if.then688:                                       ; preds = %if.then686
  %5741 = zext i32 %5739 to i64
  %5742 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5741
  store i64 %5738, ptr addrspace(3) %5742, align 4
  br label %if.end689

if.end689:                                        ; preds = %if.then688, %if.then686
  br label %if.end687

if.then690:                                       ; preds = %if.end685
  %5743 = bitcast float %5723 to i32
  %5744 = fcmp uno float %5723, %5723
  %5745 = select i1 %5744, i32 2143289344, i32 %5743
  %5746 = xor i32 %5745, 2147483647
  %5747 = icmp sge i32 %5745, 0
  %5748 = select i1 %5747, i32 %5745, i32 %5746
  %5749 = icmp sge i32 %5748, %4214
  br i1 %5749, label %if.then692, label %if.end693

if.end691:                                        ; preds = %if.end693, %if.end685
  %kcol.next696 = add nsw i32 %kcol.iv599, 1
  br label %kcol.head596, !llvm.loop !18

if.then692:                                       ; preds = %if.then690
  %5750 = add i32 %5240, %5301
  %5751 = zext i32 %5750 to i64
  %5752 = bitcast float %5723 to i32
  %5753 = fcmp uno float %5723, %5723
  %5754 = select i1 %5753, i32 2143289344, i32 %5752
  %5755 = xor i32 %5754, 2147483647
  %5756 = icmp sge i32 %5754, 0
  %5757 = select i1 %5756, i32 %5754, i32 %5755
  %5758 = sext i32 %5757 to i64
  %5759 = shl i64 %5758, 32
  %5760 = sub i64 4294967295, %5751
  %5761 = or i64 %5759, %5760
  %5762 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5763 = icmp ult i32 %5762, 512
  br i1 %5763, label %if.then694, label %if.end695

if.end693:                                        ; preds = %if.end695, %if.then690
  br label %if.end691

if.then694:                                       ; preds = %if.then692
  %5764 = zext i32 %5762 to i64
  %5765 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5764
  store i64 %5761, ptr addrspace(3) %5765, align 4
  br label %if.end695

if.end695:                                        ; preds = %if.then694, %if.then692
  br label %if.end693

kcol.head697:                                     ; preds = %if.end744, %kwide.else594
  %kcol.iv700 = phi i32 [ 0, %kwide.else594 ], [ %kcol.next749, %if.end744 ]
  %5766 = icmp slt i32 %kcol.iv700, %5152
  br i1 %5766, label %kcol.body698, label %kcol.exit699

kcol.body698:                                     ; preds = %kcol.head697
  %5767 = mul i32 %kcol.iv700, 128
  %5768 = add i32 %5767, 0
  %5769 = add i32 %5146, %5768
  %5770 = icmp slt i32 %5769, %5144
  %5771 = select i1 %5770, i32 %5769, i32 0
  %5772 = udiv i32 %5771, 10
  %5773 = urem i32 %5771, 10
  %5774 = zext i32 %5772 to i64
  %5775 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5774
  %5776 = load i32, ptr addrspace(3) %5775, align 4
  %5777 = udiv i32 %5776, 32
  %5778 = urem i32 %5776, 32
  %5779 = mul i32 %5777, 2374
  %5780 = sub i32 %5145, %5779
  %5781 = icmp slt i32 %5780, 0
  %5782 = select i1 %5781, i32 0, i32 %5780
  %5783 = icmp sgt i32 %5782, 2374
  %5784 = select i1 %5783, i32 2374, i32 %5782
  %5785 = select i1 %5770, i32 %5784, i32 0
  %5786 = mul i32 %5773, 32
  %5787 = add i32 %5786, %5778
  %5788 = mul i32 %5787, 8
  %5789 = add i32 %5788, 0
  %5790 = icmp slt i32 %5789, %5785
  %5791 = select i1 %5790, i32 %5789, i32 0
  %5792 = add i32 %5779, %5791
  %5793 = zext i32 %5792 to i64
  %5794 = mul i64 %5793, 2
  %5795 = getelementptr i8, ptr %46, i64 %5794
  %5796 = load i16, ptr %5795, align 2
  %5797 = add i32 %5789, 0
  %5798 = add i32 %5788, 1
  %5799 = icmp slt i32 %5798, %5785
  %5800 = select i1 %5799, i32 %5798, i32 0
  %5801 = add i32 %5779, %5800
  %5802 = zext i32 %5801 to i64
  %5803 = mul i64 %5802, 2
  %5804 = getelementptr i8, ptr %46, i64 %5803
  %5805 = load i16, ptr %5804, align 2
  %5806 = add i32 %5798, 0
  %5807 = add i32 %5788, 2
  %5808 = icmp slt i32 %5807, %5785
  %5809 = select i1 %5808, i32 %5807, i32 0
  %5810 = add i32 %5779, %5809
  %5811 = zext i32 %5810 to i64
  %5812 = mul i64 %5811, 2
  %5813 = getelementptr i8, ptr %46, i64 %5812
  %5814 = load i16, ptr %5813, align 2
  %5815 = add i32 %5807, 0
  %5816 = add i32 %5788, 3
  %5817 = icmp slt i32 %5816, %5785
  %5818 = select i1 %5817, i32 %5816, i32 0
  %5819 = add i32 %5779, %5818
  %5820 = zext i32 %5819 to i64
  %5821 = mul i64 %5820, 2
  %5822 = getelementptr i8, ptr %46, i64 %5821
  %5823 = load i16, ptr %5822, align 2
  %5824 = add i32 %5816, 0
  %5825 = add i32 %5788, 4
  %5826 = icmp slt i32 %5825, %5785
  %5827 = select i1 %5826, i32 %5825, i32 0
  %5828 = add i32 %5779, %5827
  %5829 = zext i32 %5828 to i64
  %5830 = mul i64 %5829, 2
  %5831 = getelementptr i8, ptr %46, i64 %5830
  %5832 = load i16, ptr %5831, align 2
  %5833 = add i32 %5825, 0
  %5834 = add i32 %5788, 5
  %5835 = icmp slt i32 %5834, %5785
  %5836 = select i1 %5835, i32 %5834, i32 0
  %5837 = add i32 %5779, %5836
  %5838 = zext i32 %5837 to i64
  %5839 = mul i64 %5838, 2
  %5840 = getelementptr i8, ptr %46, i64 %5839
  %5841 = load i16, ptr %5840, align 2
  %5842 = add i32 %5834, 0
  %5843 = add i32 %5788, 6
  %5844 = icmp slt i32 %5843, %5785
  %5845 = select i1 %5844, i32 %5843, i32 0
  %5846 = add i32 %5779, %5845
  %5847 = zext i32 %5846 to i64
  %5848 = mul i64 %5847, 2
  %5849 = getelementptr i8, ptr %46, i64 %5848
  %5850 = load i16, ptr %5849, align 2
  %5851 = add i32 %5843, 0
  %5852 = add i32 %5788, 7
  %5853 = icmp slt i32 %5852, %5785
  %5854 = select i1 %5853, i32 %5852, i32 0
  %5855 = add i32 %5779, %5854
  %5856 = zext i32 %5855 to i64
  %5857 = mul i64 %5856, 2
  %5858 = getelementptr i8, ptr %46, i64 %5857
  %5859 = load i16, ptr %5858, align 2
  %5860 = add i32 %5852, 0
  %5861 = zext i16 %5796 to i32
  %5862 = shl i32 %5861, 16
  %5863 = bitcast i32 %5862 to float
  %5864 = icmp slt i32 %5797, %5785
  %5865 = fcmp uge float %5863, %5150
  %5866 = and i1 %5864, %5865
  br i1 %5866, label %if.then701, label %if.end702

kcol.exit699:                                     ; preds = %kcol.head697
  br label %kwide.end595

if.then701:                                       ; preds = %kcol.body698
  %5867 = bitcast float %5863 to i32
  %5868 = fcmp uno float %5863, %5863
  %5869 = select i1 %5868, i32 2143289344, i32 %5867
  %5870 = xor i32 %5869, 2147483647
  %5871 = icmp sge i32 %5869, 0
  %5872 = select i1 %5871, i32 %5869, i32 %5870
  %5873 = icmp sge i32 %5872, %4214
  br i1 %5873, label %if.then703, label %if.end704

if.end702:                                        ; preds = %if.end704, %kcol.body698
  %5874 = zext i16 %5805 to i32
  %5875 = shl i32 %5874, 16
  %5876 = bitcast i32 %5875 to float
  %5877 = icmp slt i32 %5806, %5785
  %5878 = fcmp uge float %5876, %5150
  %5879 = and i1 %5877, %5878
  br i1 %5879, label %if.then707, label %if.end708

if.then703:                                       ; preds = %if.then701
  %5880 = add i32 %5779, %5797
  %5881 = zext i32 %5880 to i64
  %5882 = bitcast float %5863 to i32
  %5883 = fcmp uno float %5863, %5863
  %5884 = select i1 %5883, i32 2143289344, i32 %5882
  %5885 = xor i32 %5884, 2147483647
  %5886 = icmp sge i32 %5884, 0
  %5887 = select i1 %5886, i32 %5884, i32 %5885
  %5888 = sext i32 %5887 to i64
  %5889 = shl i64 %5888, 32
  %5890 = sub i64 4294967295, %5881
  %5891 = or i64 %5889, %5890
  %5892 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5893 = icmp ult i32 %5892, 512
  br i1 %5893, label %if.then705, label %if.end706

if.end704:                                        ; preds = %if.end706, %if.then701
  br label %if.end702

if.then705:                                       ; preds = %if.then703
  %5894 = zext i32 %5892 to i64
  %5895 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5894
  store i64 %5891, ptr addrspace(3) %5895, align 4
  br label %if.end706

if.end706:                                        ; preds = %if.then705, %if.then703
  br label %if.end704

if.then707:                                       ; preds = %if.end702
  %5896 = bitcast float %5876 to i32
  %5897 = fcmp uno float %5876, %5876
  %5898 = select i1 %5897, i32 2143289344, i32 %5896
  %5899 = xor i32 %5898, 2147483647
  %5900 = icmp sge i32 %5898, 0
  %5901 = select i1 %5900, i32 %5898, i32 %5899
  %5902 = icmp sge i32 %5901, %4214
  br i1 %5902, label %if.then709, label %if.end710

if.end708:                                        ; preds = %if.end710, %if.end702
  %5903 = zext i16 %5814 to i32
  %5904 = shl i32 %5903, 16
  %5905 = bitcast i32 %5904 to float
  %5906 = icmp slt i32 %5815, %5785
  %5907 = fcmp uge float %5905, %5150
  %5908 = and i1 %5906, %5907
  br i1 %5908, label %if.then713, label %if.end714

if.then709:                                       ; preds = %if.then707
  %5909 = add i32 %5779, %5806
  %5910 = zext i32 %5909 to i64
  %5911 = bitcast float %5876 to i32
  %5912 = fcmp uno float %5876, %5876
  %5913 = select i1 %5912, i32 2143289344, i32 %5911
  %5914 = xor i32 %5913, 2147483647
  %5915 = icmp sge i32 %5913, 0
  %5916 = select i1 %5915, i32 %5913, i32 %5914
  %5917 = sext i32 %5916 to i64
  %5918 = shl i64 %5917, 32
  %5919 = sub i64 4294967295, %5910
  %5920 = or i64 %5918, %5919
  %5921 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5922 = icmp ult i32 %5921, 512
  br i1 %5922, label %if.then711, label %if.end712

if.end710:                                        ; preds = %if.end712, %if.then707
  br label %if.end708

if.then711:                                       ; preds = %if.then709
  %5923 = zext i32 %5921 to i64
  %5924 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5923
  store i64 %5920, ptr addrspace(3) %5924, align 4
  br label %if.end712

if.end712:                                        ; preds = %if.then711, %if.then709
  br label %if.end710

if.then713:                                       ; preds = %if.end708
  %5925 = bitcast float %5905 to i32
  %5926 = fcmp uno float %5905, %5905
  %5927 = select i1 %5926, i32 2143289344, i32 %5925
  %5928 = xor i32 %5927, 2147483647
  %5929 = icmp sge i32 %5927, 0
  %5930 = select i1 %5929, i32 %5927, i32 %5928
  %5931 = icmp sge i32 %5930, %4214
  br i1 %5931, label %if.then715, label %if.end716

if.end714:                                        ; preds = %if.end716, %if.end708
  %5932 = zext i16 %5823 to i32
  %5933 = shl i32 %5932, 16
  %5934 = bitcast i32 %5933 to float
  %5935 = icmp slt i32 %5824, %5785
  %5936 = fcmp uge float %5934, %5150
  %5937 = and i1 %5935, %5936
  br i1 %5937, label %if.then719, label %if.end720

if.then715:                                       ; preds = %if.then713
  %5938 = add i32 %5779, %5815
  %5939 = zext i32 %5938 to i64
  %5940 = bitcast float %5905 to i32
  %5941 = fcmp uno float %5905, %5905
  %5942 = select i1 %5941, i32 2143289344, i32 %5940
  %5943 = xor i32 %5942, 2147483647
  %5944 = icmp sge i32 %5942, 0
  %5945 = select i1 %5944, i32 %5942, i32 %5943
  %5946 = sext i32 %5945 to i64
  %5947 = shl i64 %5946, 32
  %5948 = sub i64 4294967295, %5939
  %5949 = or i64 %5947, %5948
  %5950 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5951 = icmp ult i32 %5950, 512
  br i1 %5951, label %if.then717, label %if.end718

if.end716:                                        ; preds = %if.end718, %if.then713
  br label %if.end714

if.then717:                                       ; preds = %if.then715
  %5952 = zext i32 %5950 to i64
  %5953 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5952
  store i64 %5949, ptr addrspace(3) %5953, align 4
  br label %if.end718

if.end718:                                        ; preds = %if.then717, %if.then715
  br label %if.end716

if.then719:                                       ; preds = %if.end714
  %5954 = bitcast float %5934 to i32
  %5955 = fcmp uno float %5934, %5934
  %5956 = select i1 %5955, i32 2143289344, i32 %5954
  %5957 = xor i32 %5956, 2147483647
  %5958 = icmp sge i32 %5956, 0
  %5959 = select i1 %5958, i32 %5956, i32 %5957
  %5960 = icmp sge i32 %5959, %4214
  br i1 %5960, label %if.then721, label %if.end722

if.end720:                                        ; preds = %if.end722, %if.end714
  %5961 = zext i16 %5832 to i32
  %5962 = shl i32 %5961, 16
  %5963 = bitcast i32 %5962 to float
  %5964 = icmp slt i32 %5833, %5785
  %5965 = fcmp uge float %5963, %5150
  %5966 = and i1 %5964, %5965
  br i1 %5966, label %if.then725, label %if.end726

if.then721:                                       ; preds = %if.then719
  %5967 = add i32 %5779, %5824
  %5968 = zext i32 %5967 to i64
  %5969 = bitcast float %5934 to i32
  %5970 = fcmp uno float %5934, %5934
  %5971 = select i1 %5970, i32 2143289344, i32 %5969
  %5972 = xor i32 %5971, 2147483647
  %5973 = icmp sge i32 %5971, 0
  %5974 = select i1 %5973, i32 %5971, i32 %5972
  %5975 = sext i32 %5974 to i64
  %5976 = shl i64 %5975, 32
  %5977 = sub i64 4294967295, %5968
  %5978 = or i64 %5976, %5977
  %5979 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5980 = icmp ult i32 %5979, 512
  br i1 %5980, label %if.then723, label %if.end724

if.end722:                                        ; preds = %if.end724, %if.then719
  br label %if.end720

if.then723:                                       ; preds = %if.then721
  %5981 = zext i32 %5979 to i64
  %5982 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5981
  store i64 %5978, ptr addrspace(3) %5982, align 4
  br label %if.end724

if.end724:                                        ; preds = %if.then723, %if.then721
  br label %if.end722

if.then725:                                       ; preds = %if.end720
  %5983 = bitcast float %5963 to i32
  %5984 = fcmp uno float %5963, %5963
  %5985 = select i1 %5984, i32 2143289344, i32 %5983
  %5986 = xor i32 %5985, 2147483647
  %5987 = icmp sge i32 %5985, 0
  %5988 = select i1 %5987, i32 %5985, i32 %5986
  %5989 = icmp sge i32 %5988, %4214
  br i1 %5989, label %if.then727, label %if.end728

if.end726:                                        ; preds = %if.end728, %if.end720
  %5990 = zext i16 %5841 to i32
  %5991 = shl i32 %5990, 16
  %5992 = bitcast i32 %5991 to float
  %5993 = icmp slt i32 %5842, %5785
  %5994 = fcmp uge float %5992, %5150
  %5995 = and i1 %5993, %5994
  br i1 %5995, label %if.then731, label %if.end732

if.then727:                                       ; preds = %if.then725
  %5996 = add i32 %5779, %5833
  %5997 = zext i32 %5996 to i64
  %5998 = bitcast float %5963 to i32
  %5999 = fcmp uno float %5963, %5963
  %6000 = select i1 %5999, i32 2143289344, i32 %5998
  %6001 = xor i32 %6000, 2147483647
  %6002 = icmp sge i32 %6000, 0
  %6003 = select i1 %6002, i32 %6000, i32 %6001
  %6004 = sext i32 %6003 to i64
  %6005 = shl i64 %6004, 32
  %6006 = sub i64 4294967295, %5997
  %6007 = or i64 %6005, %6006
  %6008 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %6009 = icmp ult i32 %6008, 512
  br i1 %6009, label %if.then729, label %if.end730

if.end728:                                        ; preds = %if.end730, %if.then725
  br label %if.end726

if.then729:                                       ; preds = %if.then727
  %6010 = zext i32 %6008 to i64
  %6011 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %6010
  store i64 %6007, ptr addrspace(3) %6011, align 4
  br label %if.end730

if.end730:                                        ; preds = %if.then729, %if.then727
  br label %if.end728

if.then731:                                       ; preds = %if.end726
  %6012 = bitcast float %5992 to i32
  %6013 = fcmp uno float %5992, %5992
  %6014 = select i1 %6013, i32 2143289344, i32 %6012
  %6015 = xor i32 %6014, 2147483647
  %6016 = icmp sge i32 %6014, 0
  %6017 = select i1 %6016, i32 %6014, i32 %6015
  %6018 = icmp sge i32 %6017, %4214
  br i1 %6018, label %if.then733, label %if.end734

if.end732:                                        ; preds = %if.end734, %if.end726
  %6019 = zext i16 %5850 to i32
  %6020 = shl i32 %6019, 16
  %6021 = bitcast i32 %6020 to float
  %6022 = icmp slt i32 %5851, %5785
  %6023 = fcmp uge float %6021, %5150
  %6024 = and i1 %6022, %6023
  br i1 %6024, label %if.then737, label %if.end738

if.then733:                                       ; preds = %if.then731
  %6025 = add i32 %5779, %5842
  %6026 = zext i32 %6025 to i64
  %6027 = bitcast float %5992 to i32
  %6028 = fcmp uno float %5992, %5992
  %6029 = select i1 %6028, i32 2143289344, i32 %6027
  %6030 = xor i32 %6029, 2147483647
  %6031 = icmp sge i32 %6029, 0
  %6032 = select i1 %6031, i32 %6029, i32 %6030
  %6033 = sext i32 %6032 to i64
  %6034 = shl i64 %6033, 32
  %6035 = sub i64 4294967295, %6026
  %6036 = or i64 %6034, %6035
  %6037 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %6038 = icmp ult i32 %6037, 512
  br i1 %6038, label %if.then735, label %if.end736

if.end734:                                        ; preds = %if.end736, %if.then731
  br label %if.end732

if.then735:                                       ; preds = %if.then733
  %6039 = zext i32 %6037 to i64
  %6040 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %6039
  store i64 %6036, ptr addrspace(3) %6040, align 4
  br label %if.end736

if.end736:                                        ; preds = %if.then735, %if.then733
  br label %if.end734

if.then737:                                       ; preds = %if.end732
  %6041 = bitcast float %6021 to i32
  %6042 = fcmp uno float %6021, %6021
  %6043 = select i1 %6042, i32 2143289344, i32 %6041
  %6044 = xor i32 %6043, 2147483647
  %6045 = icmp sge i32 %6043, 0
  %6046 = select i1 %6045, i32 %6043, i32 %6044
  %6047 = icmp sge i32 %6046, %4214
  br i1 %6047, label %if.then739, label %if.end740

if.end738:                                        ; preds = %if.end740, %if.end732
  %6048 = zext i16 %5859 to i32
  %6049 = shl i32 %6048, 16
  %6050 = bitcast i32 %6049 to float
  %6051 = icmp slt i32 %5860, %5785
  %6052 = fcmp uge float %6050, %5150
  %6053 = and i1 %6051, %6052
  br i1 %6053, label %if.then743, label %if.end744

if.then739:                                       ; preds = %if.then737
  %6054 = add i32 %5779, %5851
  %6055 = zext i32 %6054 to i64
  %6056 = bitcast float %6021 to i32
  %6057 = fcmp uno float %6021, %6021
  %6058 = select i1 %6057, i32 2143289344, i32 %6056
  %6059 = xor i32 %6058, 2147483647
  %6060 = icmp sge i32 %6058, 0
  %6061 = select i1 %6060, i32 %6058, i32 %6059
  %6062 = sext i32 %6061 to i64
  %6063 = shl i64 %6062, 32
  %6064 = sub i64 4294967295, %6055
  %6065 = or i64 %6063, %6064
  %6066 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %6067 = icmp ult i32 %6066, 512
  br i1 %6067, label %if.then741, label %if.end742

if.end740:                                        ; preds = %if.end742, %if.then737
  br label %if.end738

if.then741:                                       ; preds = %if.then739
  %6068 = zext i32 %6066 to i64
  %6069 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %6068
  store i64 %6065, ptr addrspace(3) %6069, align 4
  br label %if.end742

if.end742:                                        ; preds = %if.then741, %if.then739
  br label %if.end740

if.then743:                                       ; preds = %if.end738
  %6070 = bitcast float %6050 to i32
  %6071 = fcmp uno float %6050, %6050
  %6072 = select i1 %6071, i32 2143289344, i32 %6070
  %6073 = xor i32 %6072, 2147483647
  %6074 = icmp sge i32 %6072, 0
  %6075 = select i1 %6074, i32 %6072, i32 %6073
  %6076 = icmp sge i32 %6075, %4214
  br i1 %6076, label %if.then745, label %if.end746

if.end744:                                        ; preds = %if.end746, %if.end738
  %kcol.next749 = add nsw i32 %kcol.iv700, 1
  br label %kcol.head697, !llvm.loop !19

if.then745:                                       ; preds = %if.then743
  %6077 = add i32 %5779, %5860
  %6078 = zext i32 %6077 to i64
  %6079 = bitcast float %6050 to i32
  %6080 = fcmp uno float %6050, %6050
  %6081 = select i1 %6080, i32 2143289344, i32 %6079
  %6082 = xor i32 %6081, 2147483647
  %6083 = icmp sge i32 %6081, 0
  %6084 = select i1 %6083, i32 %6081, i32 %6082
  %6085 = sext i32 %6084 to i64
  %6086 = shl i64 %6085, 32
  %6087 = sub i64 4294967295, %6078
  %6088 = or i64 %6086, %6087
  %6089 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %6090 = icmp ult i32 %6089, 512
  br i1 %6090, label %if.then747, label %if.end748

if.end746:                                        ; preds = %if.end748, %if.then743
  br label %if.end744

if.then747:                                       ; preds = %if.then745
  %6091 = zext i32 %6089 to i64
  %6092 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %6091
  store i64 %6088, ptr addrspace(3) %6092, align 4
  br label %if.end748

if.end748:                                        ; preds = %if.then747, %if.then745
  br label %if.end746

if.then750:                                       ; preds = %if.end592
  %6093 = icmp eq i64 %23, 0
  br i1 %6093, label %if.then752, label %if.end753

if.end751:                                        ; preds = %keys.exit756, %if.end592
  %6094 = icmp ult i64 %23, 32
  %6095 = and i1 %5131, %6094
  br i1 %6095, label %if.then774, label %if.end775

if.then752:                                       ; preds = %if.then750
  store i64 %2141, ptr %40, align 4
  br label %if.end753

if.end753:                                        ; preds = %if.then752, %if.then750
  %6096 = icmp sgt i64 %5129, 20
  %6097 = select i1 %6096, i64 %5129, i64 20
  br label %keys.head754

keys.head754:                                     ; preds = %keyed.end760, %if.end753
  %keys.iv757 = phi i64 [ %23, %if.end753 ], [ %keys.next773, %keyed.end760 ]
  %6098 = icmp slt i64 %keys.iv757, %6097
  br i1 %6098, label %keys.body755, label %keys.exit756

keys.body755:                                     ; preds = %keys.head754
  %6099 = icmp slt i64 %keys.iv757, %5129
  br i1 %6099, label %keyed.then758, label %keyed.else759

keys.exit756:                                     ; preds = %keys.head754
  br label %if.end751

keyed.then758:                                    ; preds = %keys.body755
  %6100 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv757
  %6101 = load i64, ptr addrspace(3) %6100, align 4
  store i64 0, ptr %place761, align 4
  br label %place.head762

keyed.else759:                                    ; preds = %keys.body755
  br i1 true, label %if.then771, label %if.end772

keyed.end760:                                     ; preds = %if.end772, %if.end768
  %keys.next773 = add nsw i64 %keys.iv757, 128
  br label %keys.head754, !llvm.loop !20

place.head762:                                    ; preds = %place.body763, %keyed.then758
  %place.iv765 = phi i64 [ 0, %keyed.then758 ], [ %place.next766, %place.body763 ]
  %6102 = icmp slt i64 %place.iv765, %5129
  br i1 %6102, label %place.body763, label %place.exit764

place.body763:                                    ; preds = %place.head762
  %6103 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv765
  %6104 = load i64, ptr addrspace(3) %6103, align 4
  %6105 = icmp sgt i64 %6104, %6101
  %6106 = zext i1 %6105 to i64
  %6107 = load i64, ptr %place761, align 4
  %6108 = add i64 %6107, %6106
  store i64 %6108, ptr %place761, align 4
  %place.next766 = add nsw i64 %place.iv765, 1
  br label %place.head762, !llvm.loop !21

place.exit764:                                    ; preds = %place.head762
  %6109 = load i64, ptr %place761, align 4
  %6110 = icmp slt i64 %6109, 20
  br i1 %6110, label %if.then767, label %if.end768

if.then767:                                       ; preds = %place.exit764
  %6111 = icmp eq i64 %6101, -9223372036854775808
  %6112 = ashr i64 %6101, 32
  %6113 = trunc i64 %6112 to i32
  %6114 = xor i32 %6113, 2147483647
  %6115 = icmp sge i32 %6113, 0
  %6116 = select i1 %6115, i32 %6113, i32 %6114
  %6117 = bitcast i32 %6116 to float
  %6118 = and i64 %6101, 4294967295
  %6119 = sub i64 4294967295, %6118
  br i1 true, label %if.then769, label %if.end770

if.end768:                                        ; preds = %if.end770, %place.exit764
  br label %keyed.end760

if.then769:                                       ; preds = %if.then767
  %6120 = getelementptr i64, ptr %35, i64 %6109
  %6121 = select i1 %6111, i64 -1, i64 %6119
  store i64 %6121, ptr %6120, align 4
  %6122 = getelementptr float, ptr %38, i64 %6109
  %6123 = fsub float %6117, %2121
  %6124 = fcmp uno float %6123, %6123
  %6125 = select i1 %6124, float 0x7FF8000000000000, float %6123
  %6126 = select i1 %6111, float 0xFFF0000000000000, float %6125
  store float %6126, ptr %6122, align 4
  br label %if.end770

if.end770:                                        ; preds = %if.then769, %if.then767
  br label %if.end768

if.then771:                                       ; preds = %keyed.else759
  %6127 = getelementptr i64, ptr %35, i64 %keys.iv757
  store i64 -1, ptr %6127, align 4
  %6128 = getelementptr float, ptr %38, i64 %keys.iv757
  %6129 = fsub float 0xFFFFFFFFE0000000, %2121
  %6130 = fcmp uno float %6129, %6129
  %6131 = select i1 %6130, float 0x7FF8000000000000, float %6129
  %6132 = select i1 true, float 0xFFF0000000000000, float %6131
  store float %6132, ptr %6128, align 4
  br label %if.end772

if.end772:                                        ; preds = %if.then771, %keyed.else759
  br label %keyed.end760

if.then774:                                       ; preds = %if.end751
  %6133 = inttoptr i64 %2 to ptr
  %6134 = getelementptr i64, ptr %6133, i64 %25
  %6135 = load i64, ptr %6134, align 4
  %6136 = icmp ne i64 %6135, %4
  %6137 = mul i64 %25, 20
  %6138 = inttoptr i64 %13 to ptr
  %6139 = getelementptr i64, ptr %6138, i64 %6137
  %6140 = mul i64 %25, 20
  %6141 = inttoptr i64 %14 to ptr
  %6142 = getelementptr float, ptr %6141, i64 %6140
  %6143 = inttoptr i64 %15 to ptr
  %6144 = getelementptr i64, ptr %6143, i64 %25
  br i1 %6136, label %active.then776, label %active.else777

if.end775:                                        ; preds = %active.end778, %if.end751
  br label %reached.end

active.then776:                                   ; preds = %if.then774
  %6145 = mul i64 %25, %1
  %6146 = mul i64 %6145, 2
  %6147 = inttoptr i64 %0 to ptr
  %6148 = getelementptr i8, ptr %6147, i64 %6146
  %6149 = sdiv i64 %5, 2374
  %6150 = mul i64 %6149, 32
  %6151 = mul i64 %25, %6150
  %6152 = inttoptr i64 %11 to ptr
  %6153 = getelementptr i32, ptr %6152, i64 %6151
  %6154 = inttoptr i64 %10 to ptr
  %6155 = getelementptr float, ptr %6154, i64 %25
  %6156 = load float, ptr %6155, align 4
  %6157 = icmp slt i64 %6135, %6
  %6158 = icmp sge i64 %6135, 0
  %6159 = and i1 %6158, %6157
  %6160 = inttoptr i64 %8 to ptr
  %6161 = and i64 %23, 31
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

active.else777:                                   ; preds = %if.then774
  br i1 true, label %if.then886, label %if.end887

active.end778:                                    ; preds = %if.end887, %over.end
  br label %if.end775

nantiles.head:                                    ; preds = %nantiles.body, %active.then776
  %nantiles.iv = phi i64 [ %6161, %active.then776 ], [ %nantiles.next, %nantiles.body ]
  %6162 = icmp slt i64 %nantiles.iv, %6149
  br i1 %6162, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %6163 = mul i64 %25, %6149
  %6164 = add i64 %6163, %nantiles.iv
  %6165 = mul i64 %6164, %9
  %6166 = getelementptr float, ptr %6160, i64 %6165
  %6167 = load float, ptr %6166, align 4
  %6168 = fcmp uno float %6167, %6167
  %6169 = zext i1 %6168 to i64
  %6170 = load i64, ptr %nantiles, align 4
  %6171 = add i64 %6170, %6169
  store i64 %6171, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !22

nantiles.exit:                                    ; preds = %nantiles.head
  %6172 = load i64, ptr %nantiles, align 4
  %6173 = trunc i64 %6172 to i32
  %6174 = bitcast i32 %6173 to float
  %6175 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6174, i32 16, i32 31)
  %6176 = bitcast float %6175 to i32
  %6177 = lshr i64 %6172, 32
  %6178 = trunc i64 %6177 to i32
  %6179 = bitcast i32 %6178 to float
  %6180 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6179, i32 16, i32 31)
  %6181 = bitcast float %6180 to i32
  %6182 = zext i32 %6176 to i64
  %6183 = zext i32 %6181 to i64
  %6184 = shl i64 %6183, 32
  %6185 = or i64 %6184, %6182
  %6186 = add i64 %6172, %6185
  %6187 = trunc i64 %6186 to i32
  %6188 = bitcast i32 %6187 to float
  %6189 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6188, i32 8, i32 31)
  %6190 = bitcast float %6189 to i32
  %6191 = lshr i64 %6186, 32
  %6192 = trunc i64 %6191 to i32
  %6193 = bitcast i32 %6192 to float
  %6194 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6193, i32 8, i32 31)
  %6195 = bitcast float %6194 to i32
  %6196 = zext i32 %6190 to i64
  %6197 = zext i32 %6195 to i64
  %6198 = shl i64 %6197, 32
  %6199 = or i64 %6198, %6196
  %6200 = add i64 %6186, %6199
  %6201 = trunc i64 %6200 to i32
  %6202 = bitcast i32 %6201 to float
  %6203 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6202, i32 4, i32 31)
  %6204 = bitcast float %6203 to i32
  %6205 = lshr i64 %6200, 32
  %6206 = trunc i64 %6205 to i32
  %6207 = bitcast i32 %6206 to float
  %6208 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6207, i32 4, i32 31)
  %6209 = bitcast float %6208 to i32
  %6210 = zext i32 %6204 to i64
  %6211 = zext i32 %6209 to i64
  %6212 = shl i64 %6211, 32
  %6213 = or i64 %6212, %6210
  %6214 = add i64 %6200, %6213
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
  %6228 = add i64 %6214, %6227
  %6229 = trunc i64 %6228 to i32
  %6230 = bitcast i32 %6229 to float
  %6231 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6230, i32 1, i32 31)
  %6232 = bitcast float %6231 to i32
  %6233 = lshr i64 %6228, 32
  %6234 = trunc i64 %6233 to i32
  %6235 = bitcast i32 %6234 to float
  %6236 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6235, i32 1, i32 31)
  %6237 = bitcast float %6236 to i32
  %6238 = zext i32 %6232 to i64
  %6239 = zext i32 %6237 to i64
  %6240 = shl i64 %6239, 32
  %6241 = or i64 %6240, %6238
  %6242 = add i64 %6228, %6241
  %6243 = bitcast float %6156 to i32
  %6244 = icmp eq i32 %6243, -2147483648
  %6245 = icmp sgt i64 %6242, 0
  %6246 = or i1 %6244, %6245
  %6247 = fcmp ord float %6156, %6156
  %6248 = and i1 %6247, %6246
  store i64 0, ptr %above779, align 4
  br i1 %6248, label %exact.then780, label %exact.else

exact.then780:                                    ; preds = %nantiles.exit
  %6249 = bitcast float %6156 to i32
  %6250 = fcmp uno float %6156, %6156
  %6251 = select i1 %6250, i32 2143289344, i32 %6249
  %6252 = xor i32 %6251, 2147483647
  %6253 = icmp sge i32 %6251, 0
  %6254 = select i1 %6253, i32 %6251, i32 %6252
  %6255 = and i64 %23, 31
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head782

exact.else:                                       ; preds = %nantiles.exit
  %6256 = and i64 %23, 31
  store i64 0, ptr %above787, align 4
  %6257 = add i64 %6150, 255
  %6258 = udiv i64 %6257, 256
  br label %above.head

exact.end781:                                     ; preds = %above.exit, %exactabove.exit784
  %6259 = load i64, ptr %above779, align 4
  %6260 = add i64 %6259, 1
  %6261 = select i1 %6159, i64 %6260, i64 0
  br i1 true, label %if.then788, label %if.end789

exactabove.head782:                               ; preds = %exactabove.body783, %exact.then780
  %exactabove.iv785 = phi i64 [ %6255, %exact.then780 ], [ %exactabove.next786, %exactabove.body783 ]
  %6262 = icmp slt i64 %exactabove.iv785, %6
  br i1 %6262, label %exactabove.body783, label %exactabove.exit784

exactabove.body783:                               ; preds = %exactabove.head782
  %6263 = mul i64 %exactabove.iv785, 2
  %6264 = getelementptr i8, ptr %6148, i64 %6263
  %6265 = load i16, ptr %6264, align 2, !invariant.load !23
  %6266 = zext i16 %6265 to i32
  %6267 = shl i32 %6266, 16
  %6268 = bitcast i32 %6267 to float
  %6269 = bitcast float %6268 to i32
  %6270 = fcmp uno float %6268, %6268
  %6271 = select i1 %6270, i32 2143289344, i32 %6269
  %6272 = xor i32 %6271, 2147483647
  %6273 = icmp sge i32 %6271, 0
  %6274 = select i1 %6273, i32 %6271, i32 %6272
  %6275 = icmp sgt i32 %6274, %6254
  %6276 = zext i1 %6275 to i64
  %6277 = load i64, ptr %exactabove, align 4
  %6278 = add i64 %6277, %6276
  store i64 %6278, ptr %exactabove, align 4
  %exactabove.next786 = add nsw i64 %exactabove.iv785, 32
  br label %exactabove.head782, !llvm.loop !24

exactabove.exit784:                               ; preds = %exactabove.head782
  %6279 = load i64, ptr %exactabove, align 4
  %6280 = trunc i64 %6279 to i32
  %6281 = bitcast i32 %6280 to float
  %6282 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6281, i32 16, i32 31)
  %6283 = bitcast float %6282 to i32
  %6284 = lshr i64 %6279, 32
  %6285 = trunc i64 %6284 to i32
  %6286 = bitcast i32 %6285 to float
  %6287 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6286, i32 16, i32 31)
  %6288 = bitcast float %6287 to i32
  %6289 = zext i32 %6283 to i64
  %6290 = zext i32 %6288 to i64
  %6291 = shl i64 %6290, 32
  %6292 = or i64 %6291, %6289
  %6293 = add i64 %6279, %6292
  %6294 = trunc i64 %6293 to i32
  %6295 = bitcast i32 %6294 to float
  %6296 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6295, i32 8, i32 31)
  %6297 = bitcast float %6296 to i32
  %6298 = lshr i64 %6293, 32
  %6299 = trunc i64 %6298 to i32
  %6300 = bitcast i32 %6299 to float
  %6301 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6300, i32 8, i32 31)
  %6302 = bitcast float %6301 to i32
  %6303 = zext i32 %6297 to i64
  %6304 = zext i32 %6302 to i64
  %6305 = shl i64 %6304, 32
  %6306 = or i64 %6305, %6303
  %6307 = add i64 %6293, %6306
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
  %6321 = add i64 %6307, %6320
  %6322 = trunc i64 %6321 to i32
  %6323 = bitcast i32 %6322 to float
  %6324 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6323, i32 2, i32 31)
  %6325 = bitcast float %6324 to i32
  %6326 = lshr i64 %6321, 32
  %6327 = trunc i64 %6326 to i32
  %6328 = bitcast i32 %6327 to float
  %6329 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6328, i32 2, i32 31)
  %6330 = bitcast float %6329 to i32
  %6331 = zext i32 %6325 to i64
  %6332 = zext i32 %6330 to i64
  %6333 = shl i64 %6332, 32
  %6334 = or i64 %6333, %6331
  %6335 = add i64 %6321, %6334
  %6336 = trunc i64 %6335 to i32
  %6337 = bitcast i32 %6336 to float
  %6338 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6337, i32 1, i32 31)
  %6339 = bitcast float %6338 to i32
  %6340 = lshr i64 %6335, 32
  %6341 = trunc i64 %6340 to i32
  %6342 = bitcast i32 %6341 to float
  %6343 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6342, i32 1, i32 31)
  %6344 = bitcast float %6343 to i32
  %6345 = zext i32 %6339 to i64
  %6346 = zext i32 %6344 to i64
  %6347 = shl i64 %6346, 32
  %6348 = or i64 %6347, %6345
  %6349 = add i64 %6335, %6348
  store i64 %6349, ptr %above779, align 4
  br label %exact.end781

above.head:                                       ; preds = %above.body, %exact.else
  %above.iv = phi i64 [ 0, %exact.else ], [ %above.next, %above.body ]
  %6350 = icmp slt i64 %above.iv, %6258
  br i1 %6350, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %6351 = mul i64 %above.iv, 8
  %6352 = add i64 %6351, 0
  %6353 = mul i64 %6352, 32
  %6354 = add i64 %6256, %6353
  %6355 = icmp slt i64 %6354, %6150
  %6356 = select i1 %6355, i64 %6354, i64 0
  %6357 = getelementptr i32, ptr %6153, i64 %6356
  %6358 = load i32, ptr %6357, align 4
  %6359 = and i32 %6358, -65536
  %6360 = bitcast i32 %6359 to float
  %6361 = and i32 %6358, 65535
  %6362 = zext i32 %6361 to i64
  %6363 = bitcast float %6360 to i32
  %6364 = fcmp uno float %6360, %6360
  %6365 = select i1 %6364, i32 2143289344, i32 %6363
  %6366 = xor i32 %6365, 2147483647
  %6367 = icmp sge i32 %6365, 0
  %6368 = select i1 %6367, i32 %6365, i32 %6366
  %6369 = sext i32 %6368 to i64
  %6370 = shl i64 %6369, 32
  %6371 = or i64 %6370, %6362
  %6372 = mul i64 %above.iv, 8
  %6373 = add i64 %6372, 1
  %6374 = mul i64 %6373, 32
  %6375 = add i64 %6256, %6374
  %6376 = icmp slt i64 %6375, %6150
  %6377 = select i1 %6376, i64 %6375, i64 0
  %6378 = getelementptr i32, ptr %6153, i64 %6377
  %6379 = load i32, ptr %6378, align 4
  %6380 = and i32 %6379, -65536
  %6381 = bitcast i32 %6380 to float
  %6382 = and i32 %6379, 65535
  %6383 = zext i32 %6382 to i64
  %6384 = bitcast float %6381 to i32
  %6385 = fcmp uno float %6381, %6381
  %6386 = select i1 %6385, i32 2143289344, i32 %6384
  %6387 = xor i32 %6386, 2147483647
  %6388 = icmp sge i32 %6386, 0
  %6389 = select i1 %6388, i32 %6386, i32 %6387
  %6390 = sext i32 %6389 to i64
  %6391 = shl i64 %6390, 32
  %6392 = or i64 %6391, %6383
  %6393 = mul i64 %above.iv, 8
  %6394 = add i64 %6393, 2
  %6395 = mul i64 %6394, 32
  %6396 = add i64 %6256, %6395
  %6397 = icmp slt i64 %6396, %6150
  %6398 = select i1 %6397, i64 %6396, i64 0
  %6399 = getelementptr i32, ptr %6153, i64 %6398
  %6400 = load i32, ptr %6399, align 4
  %6401 = and i32 %6400, -65536
  %6402 = bitcast i32 %6401 to float
  %6403 = and i32 %6400, 65535
  %6404 = zext i32 %6403 to i64
  %6405 = bitcast float %6402 to i32
  %6406 = fcmp uno float %6402, %6402
  %6407 = select i1 %6406, i32 2143289344, i32 %6405
  %6408 = xor i32 %6407, 2147483647
  %6409 = icmp sge i32 %6407, 0
  %6410 = select i1 %6409, i32 %6407, i32 %6408
  %6411 = sext i32 %6410 to i64
  %6412 = shl i64 %6411, 32
  %6413 = or i64 %6412, %6404
  %6414 = mul i64 %above.iv, 8
  %6415 = add i64 %6414, 3
  %6416 = mul i64 %6415, 32
  %6417 = add i64 %6256, %6416
  %6418 = icmp slt i64 %6417, %6150
  %6419 = select i1 %6418, i64 %6417, i64 0
  %6420 = getelementptr i32, ptr %6153, i64 %6419
  %6421 = load i32, ptr %6420, align 4
  %6422 = and i32 %6421, -65536
  %6423 = bitcast i32 %6422 to float
  %6424 = and i32 %6421, 65535
  %6425 = zext i32 %6424 to i64
  %6426 = bitcast float %6423 to i32
  %6427 = fcmp uno float %6423, %6423
  %6428 = select i1 %6427, i32 2143289344, i32 %6426
  %6429 = xor i32 %6428, 2147483647
  %6430 = icmp sge i32 %6428, 0
  %6431 = select i1 %6430, i32 %6428, i32 %6429
  %6432 = sext i32 %6431 to i64
  %6433 = shl i64 %6432, 32
  %6434 = or i64 %6433, %6425
  %6435 = mul i64 %above.iv, 8
  %6436 = add i64 %6435, 4
  %6437 = mul i64 %6436, 32
  %6438 = add i64 %6256, %6437
  %6439 = icmp slt i64 %6438, %6150
  %6440 = select i1 %6439, i64 %6438, i64 0
  %6441 = getelementptr i32, ptr %6153, i64 %6440
  %6442 = load i32, ptr %6441, align 4
  %6443 = and i32 %6442, -65536
  %6444 = bitcast i32 %6443 to float
  %6445 = and i32 %6442, 65535
  %6446 = zext i32 %6445 to i64
  %6447 = bitcast float %6444 to i32
  %6448 = fcmp uno float %6444, %6444
  %6449 = select i1 %6448, i32 2143289344, i32 %6447
  %6450 = xor i32 %6449, 2147483647
  %6451 = icmp sge i32 %6449, 0
  %6452 = select i1 %6451, i32 %6449, i32 %6450
  %6453 = sext i32 %6452 to i64
  %6454 = shl i64 %6453, 32
  %6455 = or i64 %6454, %6446
  %6456 = mul i64 %above.iv, 8
  %6457 = add i64 %6456, 5
  %6458 = mul i64 %6457, 32
  %6459 = add i64 %6256, %6458
  %6460 = icmp slt i64 %6459, %6150
  %6461 = select i1 %6460, i64 %6459, i64 0
  %6462 = getelementptr i32, ptr %6153, i64 %6461
  %6463 = load i32, ptr %6462, align 4
  %6464 = and i32 %6463, -65536
  %6465 = bitcast i32 %6464 to float
  %6466 = and i32 %6463, 65535
  %6467 = zext i32 %6466 to i64
  %6468 = bitcast float %6465 to i32
  %6469 = fcmp uno float %6465, %6465
  %6470 = select i1 %6469, i32 2143289344, i32 %6468
  %6471 = xor i32 %6470, 2147483647
  %6472 = icmp sge i32 %6470, 0
  %6473 = select i1 %6472, i32 %6470, i32 %6471
  %6474 = sext i32 %6473 to i64
  %6475 = shl i64 %6474, 32
  %6476 = or i64 %6475, %6467
  %6477 = mul i64 %above.iv, 8
  %6478 = add i64 %6477, 6
  %6479 = mul i64 %6478, 32
  %6480 = add i64 %6256, %6479
  %6481 = icmp slt i64 %6480, %6150
  %6482 = select i1 %6481, i64 %6480, i64 0
  %6483 = getelementptr i32, ptr %6153, i64 %6482
  %6484 = load i32, ptr %6483, align 4
  %6485 = and i32 %6484, -65536
  %6486 = bitcast i32 %6485 to float
  %6487 = and i32 %6484, 65535
  %6488 = zext i32 %6487 to i64
  %6489 = bitcast float %6486 to i32
  %6490 = fcmp uno float %6486, %6486
  %6491 = select i1 %6490, i32 2143289344, i32 %6489
  %6492 = xor i32 %6491, 2147483647
  %6493 = icmp sge i32 %6491, 0
  %6494 = select i1 %6493, i32 %6491, i32 %6492
  %6495 = sext i32 %6494 to i64
  %6496 = shl i64 %6495, 32
  %6497 = or i64 %6496, %6488
  %6498 = mul i64 %above.iv, 8
  %6499 = add i64 %6498, 7
  %6500 = mul i64 %6499, 32
  %6501 = add i64 %6256, %6500
  %6502 = icmp slt i64 %6501, %6150
  %6503 = select i1 %6502, i64 %6501, i64 0
  %6504 = getelementptr i32, ptr %6153, i64 %6503
  %6505 = load i32, ptr %6504, align 4
  %6506 = and i32 %6505, -65536
  %6507 = bitcast i32 %6506 to float
  %6508 = and i32 %6505, 65535
  %6509 = zext i32 %6508 to i64
  %6510 = bitcast float %6507 to i32
  %6511 = fcmp uno float %6507, %6507
  %6512 = select i1 %6511, i32 2143289344, i32 %6510
  %6513 = xor i32 %6512, 2147483647
  %6514 = icmp sge i32 %6512, 0
  %6515 = select i1 %6514, i32 %6512, i32 %6513
  %6516 = sext i32 %6515 to i64
  %6517 = shl i64 %6516, 32
  %6518 = or i64 %6517, %6509
  %6519 = and i64 %6371, 4294967295
  %6520 = select i1 %6355, i64 %6519, i64 0
  %6521 = load i64, ptr %above787, align 4
  %6522 = add i64 %6521, %6520
  store i64 %6522, ptr %above787, align 4
  %6523 = and i64 %6392, 4294967295
  %6524 = select i1 %6376, i64 %6523, i64 0
  %6525 = load i64, ptr %above787, align 4
  %6526 = add i64 %6525, %6524
  store i64 %6526, ptr %above787, align 4
  %6527 = and i64 %6413, 4294967295
  %6528 = select i1 %6397, i64 %6527, i64 0
  %6529 = load i64, ptr %above787, align 4
  %6530 = add i64 %6529, %6528
  store i64 %6530, ptr %above787, align 4
  %6531 = and i64 %6434, 4294967295
  %6532 = select i1 %6418, i64 %6531, i64 0
  %6533 = load i64, ptr %above787, align 4
  %6534 = add i64 %6533, %6532
  store i64 %6534, ptr %above787, align 4
  %6535 = and i64 %6455, 4294967295
  %6536 = select i1 %6439, i64 %6535, i64 0
  %6537 = load i64, ptr %above787, align 4
  %6538 = add i64 %6537, %6536
  store i64 %6538, ptr %above787, align 4
  %6539 = and i64 %6476, 4294967295
  %6540 = select i1 %6460, i64 %6539, i64 0
  %6541 = load i64, ptr %above787, align 4
  %6542 = add i64 %6541, %6540
  store i64 %6542, ptr %above787, align 4
  %6543 = and i64 %6497, 4294967295
  %6544 = select i1 %6481, i64 %6543, i64 0
  %6545 = load i64, ptr %above787, align 4
  %6546 = add i64 %6545, %6544
  store i64 %6546, ptr %above787, align 4
  %6547 = and i64 %6518, 4294967295
  %6548 = select i1 %6502, i64 %6547, i64 0
  %6549 = load i64, ptr %above787, align 4
  %6550 = add i64 %6549, %6548
  store i64 %6550, ptr %above787, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !25

above.exit:                                       ; preds = %above.head
  %6551 = load i64, ptr %above787, align 4
  %6552 = trunc i64 %6551 to i32
  %6553 = bitcast i32 %6552 to float
  %6554 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6553, i32 16, i32 31)
  %6555 = bitcast float %6554 to i32
  %6556 = lshr i64 %6551, 32
  %6557 = trunc i64 %6556 to i32
  %6558 = bitcast i32 %6557 to float
  %6559 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6558, i32 16, i32 31)
  %6560 = bitcast float %6559 to i32
  %6561 = zext i32 %6555 to i64
  %6562 = zext i32 %6560 to i64
  %6563 = shl i64 %6562, 32
  %6564 = or i64 %6563, %6561
  %6565 = add i64 %6551, %6564
  %6566 = trunc i64 %6565 to i32
  %6567 = bitcast i32 %6566 to float
  %6568 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6567, i32 8, i32 31)
  %6569 = bitcast float %6568 to i32
  %6570 = lshr i64 %6565, 32
  %6571 = trunc i64 %6570 to i32
  %6572 = bitcast i32 %6571 to float
  %6573 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6572, i32 8, i32 31)
  %6574 = bitcast float %6573 to i32
  %6575 = zext i32 %6569 to i64
  %6576 = zext i32 %6574 to i64
  %6577 = shl i64 %6576, 32
  %6578 = or i64 %6577, %6575
  %6579 = add i64 %6565, %6578
  %6580 = trunc i64 %6579 to i32
  %6581 = bitcast i32 %6580 to float
  %6582 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6581, i32 4, i32 31)
  %6583 = bitcast float %6582 to i32
  %6584 = lshr i64 %6579, 32
  %6585 = trunc i64 %6584 to i32
  %6586 = bitcast i32 %6585 to float
  %6587 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6586, i32 4, i32 31)
  %6588 = bitcast float %6587 to i32
  %6589 = zext i32 %6583 to i64
  %6590 = zext i32 %6588 to i64
  %6591 = shl i64 %6590, 32
  %6592 = or i64 %6591, %6589
  %6593 = add i64 %6579, %6592
  %6594 = trunc i64 %6593 to i32
  %6595 = bitcast i32 %6594 to float
  %6596 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6595, i32 2, i32 31)
  %6597 = bitcast float %6596 to i32
  %6598 = lshr i64 %6593, 32
  %6599 = trunc i64 %6598 to i32
  %6600 = bitcast i32 %6599 to float
  %6601 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6600, i32 2, i32 31)
  %6602 = bitcast float %6601 to i32
  %6603 = zext i32 %6597 to i64
  %6604 = zext i32 %6602 to i64
  %6605 = shl i64 %6604, 32
  %6606 = or i64 %6605, %6603
  %6607 = add i64 %6593, %6606
  %6608 = trunc i64 %6607 to i32
  %6609 = bitcast i32 %6608 to float
  %6610 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6609, i32 1, i32 31)
  %6611 = bitcast float %6610 to i32
  %6612 = lshr i64 %6607, 32
  %6613 = trunc i64 %6612 to i32
  %6614 = bitcast i32 %6613 to float
  %6615 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6614, i32 1, i32 31)
  %6616 = bitcast float %6615 to i32
  %6617 = zext i32 %6611 to i64
  %6618 = zext i32 %6616 to i64
  %6619 = shl i64 %6618, 32
  %6620 = or i64 %6619, %6617
  %6621 = add i64 %6607, %6620
  store i64 %6621, ptr %above779, align 4
  br label %exact.end781

if.then788:                                       ; preds = %exact.end781
  store i64 %6261, ptr %6144, align 4
  br label %if.end789

if.end789:                                        ; preds = %if.then788, %exact.end781
  store i64 -9223372036854775808, ptr %gtop, align 4
  store i64 -9223372036854775808, ptr %gtop790, align 4
  %6622 = and i64 %23, 31
  %6623 = add i64 %6150, 255
  %6624 = udiv i64 %6623, 256
  br label %gtop.head

gtop.head:                                        ; preds = %gtop.body, %if.end789
  %gtop.iv = phi i64 [ 0, %if.end789 ], [ %gtop.next, %gtop.body ]
  %6625 = icmp slt i64 %gtop.iv, %6624
  br i1 %6625, label %gtop.body, label %gtop.exit

gtop.body:                                        ; preds = %gtop.head
  %6626 = mul i64 %gtop.iv, 8
  %6627 = add i64 %6626, 0
  %6628 = mul i64 %6627, 32
  %6629 = add i64 %6622, %6628
  %6630 = icmp slt i64 %6629, %6150
  %6631 = select i1 %6630, i64 %6629, i64 0
  %6632 = getelementptr i32, ptr %6153, i64 %6631
  %6633 = load i32, ptr %6632, align 4
  %6634 = and i32 %6633, -65536
  %6635 = bitcast i32 %6634 to float
  %6636 = and i32 %6633, 65535
  %6637 = zext i32 %6636 to i64
  %6638 = bitcast float %6635 to i32
  %6639 = fcmp uno float %6635, %6635
  %6640 = select i1 %6639, i32 2143289344, i32 %6638
  %6641 = xor i32 %6640, 2147483647
  %6642 = icmp sge i32 %6640, 0
  %6643 = select i1 %6642, i32 %6640, i32 %6641
  %6644 = sext i32 %6643 to i64
  %6645 = shl i64 %6644, 32
  %6646 = or i64 %6645, %6637
  %6647 = mul i64 %gtop.iv, 8
  %6648 = add i64 %6647, 1
  %6649 = mul i64 %6648, 32
  %6650 = add i64 %6622, %6649
  %6651 = icmp slt i64 %6650, %6150
  %6652 = select i1 %6651, i64 %6650, i64 0
  %6653 = getelementptr i32, ptr %6153, i64 %6652
  %6654 = load i32, ptr %6653, align 4
  %6655 = and i32 %6654, -65536
  %6656 = bitcast i32 %6655 to float
  %6657 = and i32 %6654, 65535
  %6658 = zext i32 %6657 to i64
  %6659 = bitcast float %6656 to i32
  %6660 = fcmp uno float %6656, %6656
  %6661 = select i1 %6660, i32 2143289344, i32 %6659
  %6662 = xor i32 %6661, 2147483647
  %6663 = icmp sge i32 %6661, 0
  %6664 = select i1 %6663, i32 %6661, i32 %6662
  %6665 = sext i32 %6664 to i64
  %6666 = shl i64 %6665, 32
  %6667 = or i64 %6666, %6658
  %6668 = mul i64 %gtop.iv, 8
  %6669 = add i64 %6668, 2
  %6670 = mul i64 %6669, 32
  %6671 = add i64 %6622, %6670
  %6672 = icmp slt i64 %6671, %6150
  %6673 = select i1 %6672, i64 %6671, i64 0
  %6674 = getelementptr i32, ptr %6153, i64 %6673
  %6675 = load i32, ptr %6674, align 4
  %6676 = and i32 %6675, -65536
  %6677 = bitcast i32 %6676 to float
  %6678 = and i32 %6675, 65535
  %6679 = zext i32 %6678 to i64
  %6680 = bitcast float %6677 to i32
  %6681 = fcmp uno float %6677, %6677
  %6682 = select i1 %6681, i32 2143289344, i32 %6680
  %6683 = xor i32 %6682, 2147483647
  %6684 = icmp sge i32 %6682, 0
  %6685 = select i1 %6684, i32 %6682, i32 %6683
  %6686 = sext i32 %6685 to i64
  %6687 = shl i64 %6686, 32
  %6688 = or i64 %6687, %6679
  %6689 = mul i64 %gtop.iv, 8
  %6690 = add i64 %6689, 3
  %6691 = mul i64 %6690, 32
  %6692 = add i64 %6622, %6691
  %6693 = icmp slt i64 %6692, %6150
  %6694 = select i1 %6693, i64 %6692, i64 0
  %6695 = getelementptr i32, ptr %6153, i64 %6694
  %6696 = load i32, ptr %6695, align 4
  %6697 = and i32 %6696, -65536
  %6698 = bitcast i32 %6697 to float
  %6699 = and i32 %6696, 65535
  %6700 = zext i32 %6699 to i64
  %6701 = bitcast float %6698 to i32
  %6702 = fcmp uno float %6698, %6698
  %6703 = select i1 %6702, i32 2143289344, i32 %6701
  %6704 = xor i32 %6703, 2147483647
  %6705 = icmp sge i32 %6703, 0
  %6706 = select i1 %6705, i32 %6703, i32 %6704
  %6707 = sext i32 %6706 to i64
  %6708 = shl i64 %6707, 32
  %6709 = or i64 %6708, %6700
  %6710 = mul i64 %gtop.iv, 8
  %6711 = add i64 %6710, 4
  %6712 = mul i64 %6711, 32
  %6713 = add i64 %6622, %6712
  %6714 = icmp slt i64 %6713, %6150
  %6715 = select i1 %6714, i64 %6713, i64 0
  %6716 = getelementptr i32, ptr %6153, i64 %6715
  %6717 = load i32, ptr %6716, align 4
  %6718 = and i32 %6717, -65536
  %6719 = bitcast i32 %6718 to float
  %6720 = and i32 %6717, 65535
  %6721 = zext i32 %6720 to i64
  %6722 = bitcast float %6719 to i32
  %6723 = fcmp uno float %6719, %6719
  %6724 = select i1 %6723, i32 2143289344, i32 %6722
  %6725 = xor i32 %6724, 2147483647
  %6726 = icmp sge i32 %6724, 0
  %6727 = select i1 %6726, i32 %6724, i32 %6725
  %6728 = sext i32 %6727 to i64
  %6729 = shl i64 %6728, 32
  %6730 = or i64 %6729, %6721
  %6731 = mul i64 %gtop.iv, 8
  %6732 = add i64 %6731, 5
  %6733 = mul i64 %6732, 32
  %6734 = add i64 %6622, %6733
  %6735 = icmp slt i64 %6734, %6150
  %6736 = select i1 %6735, i64 %6734, i64 0
  %6737 = getelementptr i32, ptr %6153, i64 %6736
  %6738 = load i32, ptr %6737, align 4
  %6739 = and i32 %6738, -65536
  %6740 = bitcast i32 %6739 to float
  %6741 = and i32 %6738, 65535
  %6742 = zext i32 %6741 to i64
  %6743 = bitcast float %6740 to i32
  %6744 = fcmp uno float %6740, %6740
  %6745 = select i1 %6744, i32 2143289344, i32 %6743
  %6746 = xor i32 %6745, 2147483647
  %6747 = icmp sge i32 %6745, 0
  %6748 = select i1 %6747, i32 %6745, i32 %6746
  %6749 = sext i32 %6748 to i64
  %6750 = shl i64 %6749, 32
  %6751 = or i64 %6750, %6742
  %6752 = mul i64 %gtop.iv, 8
  %6753 = add i64 %6752, 6
  %6754 = mul i64 %6753, 32
  %6755 = add i64 %6622, %6754
  %6756 = icmp slt i64 %6755, %6150
  %6757 = select i1 %6756, i64 %6755, i64 0
  %6758 = getelementptr i32, ptr %6153, i64 %6757
  %6759 = load i32, ptr %6758, align 4
  %6760 = and i32 %6759, -65536
  %6761 = bitcast i32 %6760 to float
  %6762 = and i32 %6759, 65535
  %6763 = zext i32 %6762 to i64
  %6764 = bitcast float %6761 to i32
  %6765 = fcmp uno float %6761, %6761
  %6766 = select i1 %6765, i32 2143289344, i32 %6764
  %6767 = xor i32 %6766, 2147483647
  %6768 = icmp sge i32 %6766, 0
  %6769 = select i1 %6768, i32 %6766, i32 %6767
  %6770 = sext i32 %6769 to i64
  %6771 = shl i64 %6770, 32
  %6772 = or i64 %6771, %6763
  %6773 = mul i64 %gtop.iv, 8
  %6774 = add i64 %6773, 7
  %6775 = mul i64 %6774, 32
  %6776 = add i64 %6622, %6775
  %6777 = icmp slt i64 %6776, %6150
  %6778 = select i1 %6777, i64 %6776, i64 0
  %6779 = getelementptr i32, ptr %6153, i64 %6778
  %6780 = load i32, ptr %6779, align 4
  %6781 = and i32 %6780, -65536
  %6782 = bitcast i32 %6781 to float
  %6783 = and i32 %6780, 65535
  %6784 = zext i32 %6783 to i64
  %6785 = bitcast float %6782 to i32
  %6786 = fcmp uno float %6782, %6782
  %6787 = select i1 %6786, i32 2143289344, i32 %6785
  %6788 = xor i32 %6787, 2147483647
  %6789 = icmp sge i32 %6787, 0
  %6790 = select i1 %6789, i32 %6787, i32 %6788
  %6791 = sext i32 %6790 to i64
  %6792 = shl i64 %6791, 32
  %6793 = or i64 %6792, %6784
  %6794 = ashr i64 %6646, 32
  %6795 = shl i64 %6794, 32
  %6796 = or i64 %6795, %6629
  %6797 = select i1 %6630, i64 %6796, i64 -9223372036854775808
  %6798 = load i64, ptr %gtop, align 4
  %6799 = load i64, ptr %gtop790, align 4
  %6800 = icmp slt i64 %6797, %6798
  %6801 = select i1 %6800, i64 %6797, i64 %6798
  %6802 = icmp sgt i64 %6801, %6799
  %6803 = select i1 %6802, i64 %6801, i64 %6799
  store i64 %6803, ptr %gtop790, align 4
  %6804 = load i64, ptr %gtop, align 4
  %6805 = icmp sgt i64 %6797, %6804
  %6806 = select i1 %6805, i64 %6797, i64 %6804
  store i64 %6806, ptr %gtop, align 4
  %6807 = ashr i64 %6667, 32
  %6808 = shl i64 %6807, 32
  %6809 = or i64 %6808, %6650
  %6810 = select i1 %6651, i64 %6809, i64 -9223372036854775808
  %6811 = load i64, ptr %gtop, align 4
  %6812 = load i64, ptr %gtop790, align 4
  %6813 = icmp slt i64 %6810, %6811
  %6814 = select i1 %6813, i64 %6810, i64 %6811
  %6815 = icmp sgt i64 %6814, %6812
  %6816 = select i1 %6815, i64 %6814, i64 %6812
  store i64 %6816, ptr %gtop790, align 4
  %6817 = load i64, ptr %gtop, align 4
  %6818 = icmp sgt i64 %6810, %6817
  %6819 = select i1 %6818, i64 %6810, i64 %6817
  store i64 %6819, ptr %gtop, align 4
  %6820 = ashr i64 %6688, 32
  %6821 = shl i64 %6820, 32
  %6822 = or i64 %6821, %6671
  %6823 = select i1 %6672, i64 %6822, i64 -9223372036854775808
  %6824 = load i64, ptr %gtop, align 4
  %6825 = load i64, ptr %gtop790, align 4
  %6826 = icmp slt i64 %6823, %6824
  %6827 = select i1 %6826, i64 %6823, i64 %6824
  %6828 = icmp sgt i64 %6827, %6825
  %6829 = select i1 %6828, i64 %6827, i64 %6825
  store i64 %6829, ptr %gtop790, align 4
  %6830 = load i64, ptr %gtop, align 4
  %6831 = icmp sgt i64 %6823, %6830
  %6832 = select i1 %6831, i64 %6823, i64 %6830
  store i64 %6832, ptr %gtop, align 4
  %6833 = ashr i64 %6709, 32
  %6834 = shl i64 %6833, 32
  %6835 = or i64 %6834, %6692
  %6836 = select i1 %6693, i64 %6835, i64 -9223372036854775808
  %6837 = load i64, ptr %gtop, align 4
  %6838 = load i64, ptr %gtop790, align 4
  %6839 = icmp slt i64 %6836, %6837
  %6840 = select i1 %6839, i64 %6836, i64 %6837
  %6841 = icmp sgt i64 %6840, %6838
  %6842 = select i1 %6841, i64 %6840, i64 %6838
  store i64 %6842, ptr %gtop790, align 4
  %6843 = load i64, ptr %gtop, align 4
  %6844 = icmp sgt i64 %6836, %6843
  %6845 = select i1 %6844, i64 %6836, i64 %6843
  store i64 %6845, ptr %gtop, align 4
  %6846 = ashr i64 %6730, 32
  %6847 = shl i64 %6846, 32
  %6848 = or i64 %6847, %6713
  %6849 = select i1 %6714, i64 %6848, i64 -9223372036854775808
  %6850 = load i64, ptr %gtop, align 4
  %6851 = load i64, ptr %gtop790, align 4
  %6852 = icmp slt i64 %6849, %6850
  %6853 = select i1 %6852, i64 %6849, i64 %6850
  %6854 = icmp sgt i64 %6853, %6851
  %6855 = select i1 %6854, i64 %6853, i64 %6851
  store i64 %6855, ptr %gtop790, align 4
  %6856 = load i64, ptr %gtop, align 4
  %6857 = icmp sgt i64 %6849, %6856
  %6858 = select i1 %6857, i64 %6849, i64 %6856
  store i64 %6858, ptr %gtop, align 4
  %6859 = ashr i64 %6751, 32
  %6860 = shl i64 %6859, 32
  %6861 = or i64 %6860, %6734
  %6862 = select i1 %6735, i64 %6861, i64 -9223372036854775808
  %6863 = load i64, ptr %gtop, align 4
  %6864 = load i64, ptr %gtop790, align 4
  %6865 = icmp slt i64 %6862, %6863
  %6866 = select i1 %6865, i64 %6862, i64 %6863
  %6867 = icmp sgt i64 %6866, %6864
  %6868 = select i1 %6867, i64 %6866, i64 %6864
  store i64 %6868, ptr %gtop790, align 4
  %6869 = load i64, ptr %gtop, align 4
  %6870 = icmp sgt i64 %6862, %6869
  %6871 = select i1 %6870, i64 %6862, i64 %6869
  store i64 %6871, ptr %gtop, align 4
  %6872 = ashr i64 %6772, 32
  %6873 = shl i64 %6872, 32
  %6874 = or i64 %6873, %6755
  %6875 = select i1 %6756, i64 %6874, i64 -9223372036854775808
  %6876 = load i64, ptr %gtop, align 4
  %6877 = load i64, ptr %gtop790, align 4
  %6878 = icmp slt i64 %6875, %6876
  %6879 = select i1 %6878, i64 %6875, i64 %6876
  %6880 = icmp sgt i64 %6879, %6877
  %6881 = select i1 %6880, i64 %6879, i64 %6877
  store i64 %6881, ptr %gtop790, align 4
  %6882 = load i64, ptr %gtop, align 4
  %6883 = icmp sgt i64 %6875, %6882
  %6884 = select i1 %6883, i64 %6875, i64 %6882
  store i64 %6884, ptr %gtop, align 4
  %6885 = ashr i64 %6793, 32
  %6886 = shl i64 %6885, 32
  %6887 = or i64 %6886, %6776
  %6888 = select i1 %6777, i64 %6887, i64 -9223372036854775808
  %6889 = load i64, ptr %gtop, align 4
  %6890 = load i64, ptr %gtop790, align 4
  %6891 = icmp slt i64 %6888, %6889
  %6892 = select i1 %6891, i64 %6888, i64 %6889
  %6893 = icmp sgt i64 %6892, %6890
  %6894 = select i1 %6893, i64 %6892, i64 %6890
  store i64 %6894, ptr %gtop790, align 4
  %6895 = load i64, ptr %gtop, align 4
  %6896 = icmp sgt i64 %6888, %6895
  %6897 = select i1 %6896, i64 %6888, i64 %6895
  store i64 %6897, ptr %gtop, align 4
  %gtop.next = add nsw i64 %gtop.iv, 1
  br label %gtop.head, !llvm.loop !26

gtop.exit:                                        ; preds = %gtop.head
  %6898 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %6899 = bitcast float %6898 to i32
  %6900 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %6901 = bitcast float %6900 to i32
  %6902 = zext i32 %6899 to i64
  %6903 = zext i32 %6901 to i64
  %6904 = shl i64 %6903, 32
  %6905 = or i64 %6904, %6902
  %6906 = icmp sgt i64 %6905, 0
  %6907 = select i1 %6906, i64 %6905, i64 0
  %6908 = trunc i64 %6907 to i32
  %6909 = bitcast i32 %6908 to float
  %6910 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6909, i32 8, i32 31)
  %6911 = bitcast float %6910 to i32
  %6912 = lshr i64 %6907, 32
  %6913 = trunc i64 %6912 to i32
  %6914 = bitcast i32 %6913 to float
  %6915 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6914, i32 8, i32 31)
  %6916 = bitcast float %6915 to i32
  %6917 = zext i32 %6911 to i64
  %6918 = zext i32 %6916 to i64
  %6919 = shl i64 %6918, 32
  %6920 = or i64 %6919, %6917
  %6921 = icmp sgt i64 %6920, %6907
  %6922 = select i1 %6921, i64 %6920, i64 %6907
  %6923 = trunc i64 %6922 to i32
  %6924 = bitcast i32 %6923 to float
  %6925 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6924, i32 4, i32 31)
  %6926 = bitcast float %6925 to i32
  %6927 = lshr i64 %6922, 32
  %6928 = trunc i64 %6927 to i32
  %6929 = bitcast i32 %6928 to float
  %6930 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6929, i32 4, i32 31)
  %6931 = bitcast float %6930 to i32
  %6932 = zext i32 %6926 to i64
  %6933 = zext i32 %6931 to i64
  %6934 = shl i64 %6933, 32
  %6935 = or i64 %6934, %6932
  %6936 = icmp sgt i64 %6935, %6922
  %6937 = select i1 %6936, i64 %6935, i64 %6922
  %6938 = trunc i64 %6937 to i32
  %6939 = bitcast i32 %6938 to float
  %6940 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6939, i32 2, i32 31)
  %6941 = bitcast float %6940 to i32
  %6942 = lshr i64 %6937, 32
  %6943 = trunc i64 %6942 to i32
  %6944 = bitcast i32 %6943 to float
  %6945 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6944, i32 2, i32 31)
  %6946 = bitcast float %6945 to i32
  %6947 = zext i32 %6941 to i64
  %6948 = zext i32 %6946 to i64
  %6949 = shl i64 %6948, 32
  %6950 = or i64 %6949, %6947
  %6951 = icmp sgt i64 %6950, %6937
  %6952 = select i1 %6951, i64 %6950, i64 %6937
  %6953 = trunc i64 %6952 to i32
  %6954 = bitcast i32 %6953 to float
  %6955 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6954, i32 1, i32 31)
  %6956 = bitcast float %6955 to i32
  %6957 = lshr i64 %6952, 32
  %6958 = trunc i64 %6957 to i32
  %6959 = bitcast i32 %6958 to float
  %6960 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6959, i32 1, i32 31)
  %6961 = bitcast float %6960 to i32
  %6962 = zext i32 %6956 to i64
  %6963 = zext i32 %6961 to i64
  %6964 = shl i64 %6963, 32
  %6965 = or i64 %6964, %6962
  %6966 = icmp sgt i64 %6965, %6952
  %6967 = select i1 %6966, i64 %6965, i64 %6952
  store i64 -9223372036854775808, ptr %last, align 4
  br label %theta1.head

theta1.head:                                      ; preds = %theta1.body, %gtop.exit
  %theta1.iv = phi i64 [ 0, %gtop.exit ], [ %theta1.next, %theta1.body ]
  %6968 = icmp slt i64 %theta1.iv, 20
  br i1 %6968, label %theta1.body, label %theta1.exit

theta1.body:                                      ; preds = %theta1.head
  %6969 = load i64, ptr %gtop, align 4
  %6970 = and i64 %23, 31
  %6971 = trunc i64 %6969 to i32
  %6972 = bitcast i32 %6971 to float
  %6973 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6972, i32 16, i32 31)
  %6974 = bitcast float %6973 to i32
  %6975 = lshr i64 %6969, 32
  %6976 = trunc i64 %6975 to i32
  %6977 = bitcast i32 %6976 to float
  %6978 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6977, i32 16, i32 31)
  %6979 = bitcast float %6978 to i32
  %6980 = zext i32 %6974 to i64
  %6981 = zext i32 %6979 to i64
  %6982 = shl i64 %6981, 32
  %6983 = or i64 %6982, %6980
  %6984 = icmp sgt i64 %6983, %6969
  %6985 = select i1 %6984, i64 %6983, i64 %6969
  %6986 = trunc i64 %6985 to i32
  %6987 = bitcast i32 %6986 to float
  %6988 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6987, i32 8, i32 31)
  %6989 = bitcast float %6988 to i32
  %6990 = lshr i64 %6985, 32
  %6991 = trunc i64 %6990 to i32
  %6992 = bitcast i32 %6991 to float
  %6993 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6992, i32 8, i32 31)
  %6994 = bitcast float %6993 to i32
  %6995 = zext i32 %6989 to i64
  %6996 = zext i32 %6994 to i64
  %6997 = shl i64 %6996, 32
  %6998 = or i64 %6997, %6995
  %6999 = icmp sgt i64 %6998, %6985
  %7000 = select i1 %6999, i64 %6998, i64 %6985
  %7001 = trunc i64 %7000 to i32
  %7002 = bitcast i32 %7001 to float
  %7003 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7002, i32 4, i32 31)
  %7004 = bitcast float %7003 to i32
  %7005 = lshr i64 %7000, 32
  %7006 = trunc i64 %7005 to i32
  %7007 = bitcast i32 %7006 to float
  %7008 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7007, i32 4, i32 31)
  %7009 = bitcast float %7008 to i32
  %7010 = zext i32 %7004 to i64
  %7011 = zext i32 %7009 to i64
  %7012 = shl i64 %7011, 32
  %7013 = or i64 %7012, %7010
  %7014 = icmp sgt i64 %7013, %7000
  %7015 = select i1 %7014, i64 %7013, i64 %7000
  %7016 = trunc i64 %7015 to i32
  %7017 = bitcast i32 %7016 to float
  %7018 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7017, i32 2, i32 31)
  %7019 = bitcast float %7018 to i32
  %7020 = lshr i64 %7015, 32
  %7021 = trunc i64 %7020 to i32
  %7022 = bitcast i32 %7021 to float
  %7023 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7022, i32 2, i32 31)
  %7024 = bitcast float %7023 to i32
  %7025 = zext i32 %7019 to i64
  %7026 = zext i32 %7024 to i64
  %7027 = shl i64 %7026, 32
  %7028 = or i64 %7027, %7025
  %7029 = icmp sgt i64 %7028, %7015
  %7030 = select i1 %7029, i64 %7028, i64 %7015
  %7031 = trunc i64 %7030 to i32
  %7032 = bitcast i32 %7031 to float
  %7033 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7032, i32 1, i32 31)
  %7034 = bitcast float %7033 to i32
  %7035 = lshr i64 %7030, 32
  %7036 = trunc i64 %7035 to i32
  %7037 = bitcast i32 %7036 to float
  %7038 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7037, i32 1, i32 31)
  %7039 = bitcast float %7038 to i32
  %7040 = zext i32 %7034 to i64
  %7041 = zext i32 %7039 to i64
  %7042 = shl i64 %7041, 32
  %7043 = or i64 %7042, %7040
  %7044 = icmp sgt i64 %7043, %7030
  %7045 = select i1 %7044, i64 %7043, i64 %7030
  store i64 %7045, ptr %last, align 4
  %7046 = icmp ne i64 %7045, -9223372036854775808
  %7047 = icmp eq i64 %6969, %7045
  %7048 = and i1 %7047, %7046
  %7049 = load i64, ptr %gtop790, align 4
  %7050 = load i64, ptr %gtop, align 4
  %7051 = select i1 %7048, i64 %7049, i64 %7050
  store i64 %7051, ptr %gtop, align 4
  %7052 = load i64, ptr %gtop790, align 4
  %7053 = select i1 %7048, i64 -9223372036854775808, i64 %7052
  store i64 %7053, ptr %gtop790, align 4
  %theta1.next = add nsw i64 %theta1.iv, 1
  br label %theta1.head, !llvm.loop !27

theta1.exit:                                      ; preds = %theta1.head
  %7054 = load i64, ptr %last, align 4
  %7055 = ashr i64 %7054, 32
  %7056 = trunc i64 %7055 to i32
  %7057 = icmp eq i64 %7054, -9223372036854775808
  %7058 = select i1 %7057, i32 -2147483648, i32 %7056
  store i64 -9223372036854775808, ptr %gslot, align 4
  store i64 -9223372036854775808, ptr %gslot791, align 4
  store i64 -9223372036854775808, ptr %gslot792, align 4
  store i64 -9223372036854775808, ptr %gslot793, align 4
  store i64 -9223372036854775808, ptr %gslot794, align 4
  store i64 -9223372036854775808, ptr %gslot795, align 4
  store i64 -9223372036854775808, ptr %gslot796, align 4
  store i64 -9223372036854775808, ptr %gslot797, align 4
  store i64 0, ptr %gn, align 4
  %7059 = and i64 %23, 31
  %7060 = add i64 %6150, 255
  %7061 = udiv i64 %7060, 256
  br label %gkeep.head

gkeep.head:                                       ; preds = %if.end813, %theta1.exit
  %gkeep.iv = phi i64 [ 0, %theta1.exit ], [ %gkeep.next, %if.end813 ]
  %7062 = icmp slt i64 %gkeep.iv, %7061
  br i1 %7062, label %gkeep.body, label %gkeep.exit

gkeep.body:                                       ; preds = %gkeep.head
  %7063 = mul i64 %gkeep.iv, 8
  %7064 = add i64 %7063, 0
  %7065 = mul i64 %7064, 32
  %7066 = add i64 %7059, %7065
  %7067 = icmp slt i64 %7066, %6150
  %7068 = select i1 %7067, i64 %7066, i64 0
  %7069 = getelementptr i32, ptr %6153, i64 %7068
  %7070 = load i32, ptr %7069, align 4
  %7071 = and i32 %7070, -65536
  %7072 = bitcast i32 %7071 to float
  %7073 = and i32 %7070, 65535
  %7074 = zext i32 %7073 to i64
  %7075 = bitcast float %7072 to i32
  %7076 = fcmp uno float %7072, %7072
  %7077 = select i1 %7076, i32 2143289344, i32 %7075
  %7078 = xor i32 %7077, 2147483647
  %7079 = icmp sge i32 %7077, 0
  %7080 = select i1 %7079, i32 %7077, i32 %7078
  %7081 = sext i32 %7080 to i64
  %7082 = shl i64 %7081, 32
  %7083 = or i64 %7082, %7074
  %7084 = mul i64 %gkeep.iv, 8
  %7085 = add i64 %7084, 1
  %7086 = mul i64 %7085, 32
  %7087 = add i64 %7059, %7086
  %7088 = icmp slt i64 %7087, %6150
  %7089 = select i1 %7088, i64 %7087, i64 0
  %7090 = getelementptr i32, ptr %6153, i64 %7089
  %7091 = load i32, ptr %7090, align 4
  %7092 = and i32 %7091, -65536
  %7093 = bitcast i32 %7092 to float
  %7094 = and i32 %7091, 65535
  %7095 = zext i32 %7094 to i64
  %7096 = bitcast float %7093 to i32
  %7097 = fcmp uno float %7093, %7093
  %7098 = select i1 %7097, i32 2143289344, i32 %7096
  %7099 = xor i32 %7098, 2147483647
  %7100 = icmp sge i32 %7098, 0
  %7101 = select i1 %7100, i32 %7098, i32 %7099
  %7102 = sext i32 %7101 to i64
  %7103 = shl i64 %7102, 32
  %7104 = or i64 %7103, %7095
  %7105 = mul i64 %gkeep.iv, 8
  %7106 = add i64 %7105, 2
  %7107 = mul i64 %7106, 32
  %7108 = add i64 %7059, %7107
  %7109 = icmp slt i64 %7108, %6150
  %7110 = select i1 %7109, i64 %7108, i64 0
  %7111 = getelementptr i32, ptr %6153, i64 %7110
  %7112 = load i32, ptr %7111, align 4
  %7113 = and i32 %7112, -65536
  %7114 = bitcast i32 %7113 to float
  %7115 = and i32 %7112, 65535
  %7116 = zext i32 %7115 to i64
  %7117 = bitcast float %7114 to i32
  %7118 = fcmp uno float %7114, %7114
  %7119 = select i1 %7118, i32 2143289344, i32 %7117
  %7120 = xor i32 %7119, 2147483647
  %7121 = icmp sge i32 %7119, 0
  %7122 = select i1 %7121, i32 %7119, i32 %7120
  %7123 = sext i32 %7122 to i64
  %7124 = shl i64 %7123, 32
  %7125 = or i64 %7124, %7116
  %7126 = mul i64 %gkeep.iv, 8
  %7127 = add i64 %7126, 3
  %7128 = mul i64 %7127, 32
  %7129 = add i64 %7059, %7128
  %7130 = icmp slt i64 %7129, %6150
  %7131 = select i1 %7130, i64 %7129, i64 0
  %7132 = getelementptr i32, ptr %6153, i64 %7131
  %7133 = load i32, ptr %7132, align 4
  %7134 = and i32 %7133, -65536
  %7135 = bitcast i32 %7134 to float
  %7136 = and i32 %7133, 65535
  %7137 = zext i32 %7136 to i64
  %7138 = bitcast float %7135 to i32
  %7139 = fcmp uno float %7135, %7135
  %7140 = select i1 %7139, i32 2143289344, i32 %7138
  %7141 = xor i32 %7140, 2147483647
  %7142 = icmp sge i32 %7140, 0
  %7143 = select i1 %7142, i32 %7140, i32 %7141
  %7144 = sext i32 %7143 to i64
  %7145 = shl i64 %7144, 32
  %7146 = or i64 %7145, %7137
  %7147 = mul i64 %gkeep.iv, 8
  %7148 = add i64 %7147, 4
  %7149 = mul i64 %7148, 32
  %7150 = add i64 %7059, %7149
  %7151 = icmp slt i64 %7150, %6150
  %7152 = select i1 %7151, i64 %7150, i64 0
  %7153 = getelementptr i32, ptr %6153, i64 %7152
  %7154 = load i32, ptr %7153, align 4
  %7155 = and i32 %7154, -65536
  %7156 = bitcast i32 %7155 to float
  %7157 = and i32 %7154, 65535
  %7158 = zext i32 %7157 to i64
  %7159 = bitcast float %7156 to i32
  %7160 = fcmp uno float %7156, %7156
  %7161 = select i1 %7160, i32 2143289344, i32 %7159
  %7162 = xor i32 %7161, 2147483647
  %7163 = icmp sge i32 %7161, 0
  %7164 = select i1 %7163, i32 %7161, i32 %7162
  %7165 = sext i32 %7164 to i64
  %7166 = shl i64 %7165, 32
  %7167 = or i64 %7166, %7158
  %7168 = mul i64 %gkeep.iv, 8
  %7169 = add i64 %7168, 5
  %7170 = mul i64 %7169, 32
  %7171 = add i64 %7059, %7170
  %7172 = icmp slt i64 %7171, %6150
  %7173 = select i1 %7172, i64 %7171, i64 0
  %7174 = getelementptr i32, ptr %6153, i64 %7173
  %7175 = load i32, ptr %7174, align 4
  %7176 = and i32 %7175, -65536
  %7177 = bitcast i32 %7176 to float
  %7178 = and i32 %7175, 65535
  %7179 = zext i32 %7178 to i64
  %7180 = bitcast float %7177 to i32
  %7181 = fcmp uno float %7177, %7177
  %7182 = select i1 %7181, i32 2143289344, i32 %7180
  %7183 = xor i32 %7182, 2147483647
  %7184 = icmp sge i32 %7182, 0
  %7185 = select i1 %7184, i32 %7182, i32 %7183
  %7186 = sext i32 %7185 to i64
  %7187 = shl i64 %7186, 32
  %7188 = or i64 %7187, %7179
  %7189 = mul i64 %gkeep.iv, 8
  %7190 = add i64 %7189, 6
  %7191 = mul i64 %7190, 32
  %7192 = add i64 %7059, %7191
  %7193 = icmp slt i64 %7192, %6150
  %7194 = select i1 %7193, i64 %7192, i64 0
  %7195 = getelementptr i32, ptr %6153, i64 %7194
  %7196 = load i32, ptr %7195, align 4
  %7197 = and i32 %7196, -65536
  %7198 = bitcast i32 %7197 to float
  %7199 = and i32 %7196, 65535
  %7200 = zext i32 %7199 to i64
  %7201 = bitcast float %7198 to i32
  %7202 = fcmp uno float %7198, %7198
  %7203 = select i1 %7202, i32 2143289344, i32 %7201
  %7204 = xor i32 %7203, 2147483647
  %7205 = icmp sge i32 %7203, 0
  %7206 = select i1 %7205, i32 %7203, i32 %7204
  %7207 = sext i32 %7206 to i64
  %7208 = shl i64 %7207, 32
  %7209 = or i64 %7208, %7200
  %7210 = mul i64 %gkeep.iv, 8
  %7211 = add i64 %7210, 7
  %7212 = mul i64 %7211, 32
  %7213 = add i64 %7059, %7212
  %7214 = icmp slt i64 %7213, %6150
  %7215 = select i1 %7214, i64 %7213, i64 0
  %7216 = getelementptr i32, ptr %6153, i64 %7215
  %7217 = load i32, ptr %7216, align 4
  %7218 = and i32 %7217, -65536
  %7219 = bitcast i32 %7218 to float
  %7220 = and i32 %7217, 65535
  %7221 = zext i32 %7220 to i64
  %7222 = bitcast float %7219 to i32
  %7223 = fcmp uno float %7219, %7219
  %7224 = select i1 %7223, i32 2143289344, i32 %7222
  %7225 = xor i32 %7224, 2147483647
  %7226 = icmp sge i32 %7224, 0
  %7227 = select i1 %7226, i32 %7224, i32 %7225
  %7228 = sext i32 %7227 to i64
  %7229 = shl i64 %7228, 32
  %7230 = or i64 %7229, %7221
  %7231 = ashr i64 %7083, 32
  %7232 = trunc i64 %7231 to i32
  %7233 = icmp sge i32 %7232, %7058
  %7234 = and i1 %7067, %7233
  br i1 %7234, label %if.then798, label %if.end799

gkeep.exit:                                       ; preds = %gkeep.head
  %7235 = load i64, ptr %gn, align 4
  %7236 = trunc i64 %7235 to i32
  %7237 = bitcast i32 %7236 to float
  %7238 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7237, i32 16, i32 31)
  %7239 = bitcast float %7238 to i32
  %7240 = lshr i64 %7235, 32
  %7241 = trunc i64 %7240 to i32
  %7242 = bitcast i32 %7241 to float
  %7243 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7242, i32 16, i32 31)
  %7244 = bitcast float %7243 to i32
  %7245 = zext i32 %7239 to i64
  %7246 = zext i32 %7244 to i64
  %7247 = shl i64 %7246, 32
  %7248 = or i64 %7247, %7245
  %7249 = icmp sgt i64 %7248, %7235
  %7250 = select i1 %7249, i64 %7248, i64 %7235
  %7251 = trunc i64 %7250 to i32
  %7252 = bitcast i32 %7251 to float
  %7253 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7252, i32 8, i32 31)
  %7254 = bitcast float %7253 to i32
  %7255 = lshr i64 %7250, 32
  %7256 = trunc i64 %7255 to i32
  %7257 = bitcast i32 %7256 to float
  %7258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7257, i32 8, i32 31)
  %7259 = bitcast float %7258 to i32
  %7260 = zext i32 %7254 to i64
  %7261 = zext i32 %7259 to i64
  %7262 = shl i64 %7261, 32
  %7263 = or i64 %7262, %7260
  %7264 = icmp sgt i64 %7263, %7250
  %7265 = select i1 %7264, i64 %7263, i64 %7250
  %7266 = trunc i64 %7265 to i32
  %7267 = bitcast i32 %7266 to float
  %7268 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7267, i32 4, i32 31)
  %7269 = bitcast float %7268 to i32
  %7270 = lshr i64 %7265, 32
  %7271 = trunc i64 %7270 to i32
  %7272 = bitcast i32 %7271 to float
  %7273 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7272, i32 4, i32 31)
  %7274 = bitcast float %7273 to i32
  %7275 = zext i32 %7269 to i64
  %7276 = zext i32 %7274 to i64
  %7277 = shl i64 %7276, 32
  %7278 = or i64 %7277, %7275
  %7279 = icmp sgt i64 %7278, %7265
  %7280 = select i1 %7279, i64 %7278, i64 %7265
  %7281 = trunc i64 %7280 to i32
  %7282 = bitcast i32 %7281 to float
  %7283 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7282, i32 2, i32 31)
  %7284 = bitcast float %7283 to i32
  %7285 = lshr i64 %7280, 32
  %7286 = trunc i64 %7285 to i32
  %7287 = bitcast i32 %7286 to float
  %7288 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7287, i32 2, i32 31)
  %7289 = bitcast float %7288 to i32
  %7290 = zext i32 %7284 to i64
  %7291 = zext i32 %7289 to i64
  %7292 = shl i64 %7291, 32
  %7293 = or i64 %7292, %7290
  %7294 = icmp sgt i64 %7293, %7280
  %7295 = select i1 %7294, i64 %7293, i64 %7280
  %7296 = trunc i64 %7295 to i32
  %7297 = bitcast i32 %7296 to float
  %7298 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7297, i32 1, i32 31)
  %7299 = bitcast float %7298 to i32
  %7300 = lshr i64 %7295, 32
  %7301 = trunc i64 %7300 to i32
  %7302 = bitcast i32 %7301 to float
  %7303 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7302, i32 1, i32 31)
  %7304 = bitcast float %7303 to i32
  %7305 = zext i32 %7299 to i64
  %7306 = zext i32 %7304 to i64
  %7307 = shl i64 %7306, 32
  %7308 = or i64 %7307, %7305
  %7309 = icmp sgt i64 %7308, %7295
  %7310 = select i1 %7309, i64 %7308, i64 %7295
  %7311 = icmp sgt i64 %7310, 8
  store i32 -2147483648, ptr %theta, align 4
  br i1 %7311, label %gover.then, label %gover.else

if.then798:                                       ; preds = %gkeep.body
  %7312 = ashr i64 %7083, 32
  %7313 = shl i64 %7312, 32
  %7314 = or i64 %7313, %7066
  %7315 = load i64, ptr %gslot796, align 4
  %7316 = load i64, ptr %gslot797, align 4
  %7317 = icmp slt i64 %7314, %7315
  %7318 = select i1 %7317, i64 %7314, i64 %7315
  %7319 = icmp sgt i64 %7318, %7316
  %7320 = select i1 %7319, i64 %7318, i64 %7316
  store i64 %7320, ptr %gslot797, align 4
  %7321 = load i64, ptr %gslot795, align 4
  %7322 = load i64, ptr %gslot796, align 4
  %7323 = icmp slt i64 %7314, %7321
  %7324 = select i1 %7323, i64 %7314, i64 %7321
  %7325 = icmp sgt i64 %7324, %7322
  %7326 = select i1 %7325, i64 %7324, i64 %7322
  store i64 %7326, ptr %gslot796, align 4
  %7327 = load i64, ptr %gslot794, align 4
  %7328 = load i64, ptr %gslot795, align 4
  %7329 = icmp slt i64 %7314, %7327
  %7330 = select i1 %7329, i64 %7314, i64 %7327
  %7331 = icmp sgt i64 %7330, %7328
  %7332 = select i1 %7331, i64 %7330, i64 %7328
  store i64 %7332, ptr %gslot795, align 4
  %7333 = load i64, ptr %gslot793, align 4
  %7334 = load i64, ptr %gslot794, align 4
  %7335 = icmp slt i64 %7314, %7333
  %7336 = select i1 %7335, i64 %7314, i64 %7333
  %7337 = icmp sgt i64 %7336, %7334
  %7338 = select i1 %7337, i64 %7336, i64 %7334
  store i64 %7338, ptr %gslot794, align 4
  %7339 = load i64, ptr %gslot792, align 4
  %7340 = load i64, ptr %gslot793, align 4
  %7341 = icmp slt i64 %7314, %7339
  %7342 = select i1 %7341, i64 %7314, i64 %7339
  %7343 = icmp sgt i64 %7342, %7340
  %7344 = select i1 %7343, i64 %7342, i64 %7340
  store i64 %7344, ptr %gslot793, align 4
  %7345 = load i64, ptr %gslot791, align 4
  %7346 = load i64, ptr %gslot792, align 4
  %7347 = icmp slt i64 %7314, %7345
  %7348 = select i1 %7347, i64 %7314, i64 %7345
  %7349 = icmp sgt i64 %7348, %7346
  %7350 = select i1 %7349, i64 %7348, i64 %7346
  store i64 %7350, ptr %gslot792, align 4
  %7351 = load i64, ptr %gslot, align 4
  %7352 = load i64, ptr %gslot791, align 4
  %7353 = icmp slt i64 %7314, %7351
  %7354 = select i1 %7353, i64 %7314, i64 %7351
  %7355 = icmp sgt i64 %7354, %7352
  %7356 = select i1 %7355, i64 %7354, i64 %7352
  store i64 %7356, ptr %gslot791, align 4
  %7357 = load i64, ptr %gslot, align 4
  %7358 = icmp sgt i64 %7314, %7357
  %7359 = select i1 %7358, i64 %7314, i64 %7357
  store i64 %7359, ptr %gslot, align 4
  %7360 = load i64, ptr %gn, align 4
  %7361 = add i64 %7360, 1
  store i64 %7361, ptr %gn, align 4
  br label %if.end799

if.end799:                                        ; preds = %if.then798, %gkeep.body
  %7362 = ashr i64 %7104, 32
  %7363 = trunc i64 %7362 to i32
  %7364 = icmp sge i32 %7363, %7058
  %7365 = and i1 %7088, %7364
  br i1 %7365, label %if.then800, label %if.end801

if.then800:                                       ; preds = %if.end799
  %7366 = ashr i64 %7104, 32
  %7367 = shl i64 %7366, 32
  %7368 = or i64 %7367, %7087
  %7369 = load i64, ptr %gslot796, align 4
  %7370 = load i64, ptr %gslot797, align 4
  %7371 = icmp slt i64 %7368, %7369
  %7372 = select i1 %7371, i64 %7368, i64 %7369
  %7373 = icmp sgt i64 %7372, %7370
  %7374 = select i1 %7373, i64 %7372, i64 %7370
  store i64 %7374, ptr %gslot797, align 4
  %7375 = load i64, ptr %gslot795, align 4
  %7376 = load i64, ptr %gslot796, align 4
  %7377 = icmp slt i64 %7368, %7375
  %7378 = select i1 %7377, i64 %7368, i64 %7375
  %7379 = icmp sgt i64 %7378, %7376
  %7380 = select i1 %7379, i64 %7378, i64 %7376
  store i64 %7380, ptr %gslot796, align 4
  %7381 = load i64, ptr %gslot794, align 4
  %7382 = load i64, ptr %gslot795, align 4
  %7383 = icmp slt i64 %7368, %7381
  %7384 = select i1 %7383, i64 %7368, i64 %7381
  %7385 = icmp sgt i64 %7384, %7382
  %7386 = select i1 %7385, i64 %7384, i64 %7382
  store i64 %7386, ptr %gslot795, align 4
  %7387 = load i64, ptr %gslot793, align 4
  %7388 = load i64, ptr %gslot794, align 4
  %7389 = icmp slt i64 %7368, %7387
  %7390 = select i1 %7389, i64 %7368, i64 %7387
  %7391 = icmp sgt i64 %7390, %7388
  %7392 = select i1 %7391, i64 %7390, i64 %7388
  store i64 %7392, ptr %gslot794, align 4
  %7393 = load i64, ptr %gslot792, align 4
  %7394 = load i64, ptr %gslot793, align 4
  %7395 = icmp slt i64 %7368, %7393
  %7396 = select i1 %7395, i64 %7368, i64 %7393
  %7397 = icmp sgt i64 %7396, %7394
  %7398 = select i1 %7397, i64 %7396, i64 %7394
  store i64 %7398, ptr %gslot793, align 4
  %7399 = load i64, ptr %gslot791, align 4
  %7400 = load i64, ptr %gslot792, align 4
  %7401 = icmp slt i64 %7368, %7399
  %7402 = select i1 %7401, i64 %7368, i64 %7399
  %7403 = icmp sgt i64 %7402, %7400
  %7404 = select i1 %7403, i64 %7402, i64 %7400
  store i64 %7404, ptr %gslot792, align 4
  %7405 = load i64, ptr %gslot, align 4
  %7406 = load i64, ptr %gslot791, align 4
  %7407 = icmp slt i64 %7368, %7405
  %7408 = select i1 %7407, i64 %7368, i64 %7405
  %7409 = icmp sgt i64 %7408, %7406
  %7410 = select i1 %7409, i64 %7408, i64 %7406
  store i64 %7410, ptr %gslot791, align 4
  %7411 = load i64, ptr %gslot, align 4
  %7412 = icmp sgt i64 %7368, %7411
  %7413 = select i1 %7412, i64 %7368, i64 %7411
  store i64 %7413, ptr %gslot, align 4
  %7414 = load i64, ptr %gn, align 4
  %7415 = add i64 %7414, 1
  store i64 %7415, ptr %gn, align 4
  br label %if.end801

if.end801:                                        ; preds = %if.then800, %if.end799
  %7416 = ashr i64 %7125, 32
  %7417 = trunc i64 %7416 to i32
  %7418 = icmp sge i32 %7417, %7058
  %7419 = and i1 %7109, %7418
  br i1 %7419, label %if.then802, label %if.end803

if.then802:                                       ; preds = %if.end801
  %7420 = ashr i64 %7125, 32
  %7421 = shl i64 %7420, 32
  %7422 = or i64 %7421, %7108
  %7423 = load i64, ptr %gslot796, align 4
  %7424 = load i64, ptr %gslot797, align 4
  %7425 = icmp slt i64 %7422, %7423
  %7426 = select i1 %7425, i64 %7422, i64 %7423
  %7427 = icmp sgt i64 %7426, %7424
  %7428 = select i1 %7427, i64 %7426, i64 %7424
  store i64 %7428, ptr %gslot797, align 4
  %7429 = load i64, ptr %gslot795, align 4
  %7430 = load i64, ptr %gslot796, align 4
  %7431 = icmp slt i64 %7422, %7429
  %7432 = select i1 %7431, i64 %7422, i64 %7429
  %7433 = icmp sgt i64 %7432, %7430
  %7434 = select i1 %7433, i64 %7432, i64 %7430
  store i64 %7434, ptr %gslot796, align 4
  %7435 = load i64, ptr %gslot794, align 4
  %7436 = load i64, ptr %gslot795, align 4
  %7437 = icmp slt i64 %7422, %7435
  %7438 = select i1 %7437, i64 %7422, i64 %7435
  %7439 = icmp sgt i64 %7438, %7436
  %7440 = select i1 %7439, i64 %7438, i64 %7436
  store i64 %7440, ptr %gslot795, align 4
  %7441 = load i64, ptr %gslot793, align 4
  %7442 = load i64, ptr %gslot794, align 4
  %7443 = icmp slt i64 %7422, %7441
  %7444 = select i1 %7443, i64 %7422, i64 %7441
  %7445 = icmp sgt i64 %7444, %7442
  %7446 = select i1 %7445, i64 %7444, i64 %7442
  store i64 %7446, ptr %gslot794, align 4
  %7447 = load i64, ptr %gslot792, align 4
  %7448 = load i64, ptr %gslot793, align 4
  %7449 = icmp slt i64 %7422, %7447
  %7450 = select i1 %7449, i64 %7422, i64 %7447
  %7451 = icmp sgt i64 %7450, %7448
  %7452 = select i1 %7451, i64 %7450, i64 %7448
  store i64 %7452, ptr %gslot793, align 4
  %7453 = load i64, ptr %gslot791, align 4
  %7454 = load i64, ptr %gslot792, align 4
  %7455 = icmp slt i64 %7422, %7453
  %7456 = select i1 %7455, i64 %7422, i64 %7453
  %7457 = icmp sgt i64 %7456, %7454
  %7458 = select i1 %7457, i64 %7456, i64 %7454
  store i64 %7458, ptr %gslot792, align 4
  %7459 = load i64, ptr %gslot, align 4
  %7460 = load i64, ptr %gslot791, align 4
  %7461 = icmp slt i64 %7422, %7459
  %7462 = select i1 %7461, i64 %7422, i64 %7459
  %7463 = icmp sgt i64 %7462, %7460
  %7464 = select i1 %7463, i64 %7462, i64 %7460
  store i64 %7464, ptr %gslot791, align 4
  %7465 = load i64, ptr %gslot, align 4
  %7466 = icmp sgt i64 %7422, %7465
  %7467 = select i1 %7466, i64 %7422, i64 %7465
  store i64 %7467, ptr %gslot, align 4
  %7468 = load i64, ptr %gn, align 4
  %7469 = add i64 %7468, 1
  store i64 %7469, ptr %gn, align 4
  br label %if.end803

if.end803:                                        ; preds = %if.then802, %if.end801
  %7470 = ashr i64 %7146, 32
  %7471 = trunc i64 %7470 to i32
  %7472 = icmp sge i32 %7471, %7058
  %7473 = and i1 %7130, %7472
  br i1 %7473, label %if.then804, label %if.end805

if.then804:                                       ; preds = %if.end803
  %7474 = ashr i64 %7146, 32
  %7475 = shl i64 %7474, 32
  %7476 = or i64 %7475, %7129
  %7477 = load i64, ptr %gslot796, align 4
  %7478 = load i64, ptr %gslot797, align 4
  %7479 = icmp slt i64 %7476, %7477
  %7480 = select i1 %7479, i64 %7476, i64 %7477
  %7481 = icmp sgt i64 %7480, %7478
  %7482 = select i1 %7481, i64 %7480, i64 %7478
  store i64 %7482, ptr %gslot797, align 4
  %7483 = load i64, ptr %gslot795, align 4
  %7484 = load i64, ptr %gslot796, align 4
  %7485 = icmp slt i64 %7476, %7483
  %7486 = select i1 %7485, i64 %7476, i64 %7483
  %7487 = icmp sgt i64 %7486, %7484
  %7488 = select i1 %7487, i64 %7486, i64 %7484
  store i64 %7488, ptr %gslot796, align 4
  %7489 = load i64, ptr %gslot794, align 4
  %7490 = load i64, ptr %gslot795, align 4
  %7491 = icmp slt i64 %7476, %7489
  %7492 = select i1 %7491, i64 %7476, i64 %7489
  %7493 = icmp sgt i64 %7492, %7490
  %7494 = select i1 %7493, i64 %7492, i64 %7490
  store i64 %7494, ptr %gslot795, align 4
  %7495 = load i64, ptr %gslot793, align 4
  %7496 = load i64, ptr %gslot794, align 4
  %7497 = icmp slt i64 %7476, %7495
  %7498 = select i1 %7497, i64 %7476, i64 %7495
  %7499 = icmp sgt i64 %7498, %7496
  %7500 = select i1 %7499, i64 %7498, i64 %7496
  store i64 %7500, ptr %gslot794, align 4
  %7501 = load i64, ptr %gslot792, align 4
  %7502 = load i64, ptr %gslot793, align 4
  %7503 = icmp slt i64 %7476, %7501
  %7504 = select i1 %7503, i64 %7476, i64 %7501
  %7505 = icmp sgt i64 %7504, %7502
  %7506 = select i1 %7505, i64 %7504, i64 %7502
  store i64 %7506, ptr %gslot793, align 4
  %7507 = load i64, ptr %gslot791, align 4
  %7508 = load i64, ptr %gslot792, align 4
  %7509 = icmp slt i64 %7476, %7507
  %7510 = select i1 %7509, i64 %7476, i64 %7507
  %7511 = icmp sgt i64 %7510, %7508
  %7512 = select i1 %7511, i64 %7510, i64 %7508
  store i64 %7512, ptr %gslot792, align 4
  %7513 = load i64, ptr %gslot, align 4
  %7514 = load i64, ptr %gslot791, align 4
  %7515 = icmp slt i64 %7476, %7513
  %7516 = select i1 %7515, i64 %7476, i64 %7513
  %7517 = icmp sgt i64 %7516, %7514
  %7518 = select i1 %7517, i64 %7516, i64 %7514
  store i64 %7518, ptr %gslot791, align 4
  %7519 = load i64, ptr %gslot, align 4
  %7520 = icmp sgt i64 %7476, %7519
  %7521 = select i1 %7520, i64 %7476, i64 %7519
  store i64 %7521, ptr %gslot, align 4
  %7522 = load i64, ptr %gn, align 4
  %7523 = add i64 %7522, 1
  store i64 %7523, ptr %gn, align 4
  br label %if.end805

if.end805:                                        ; preds = %if.then804, %if.end803
  %7524 = ashr i64 %7167, 32
  %7525 = trunc i64 %7524 to i32
  %7526 = icmp sge i32 %7525, %7058
  %7527 = and i1 %7151, %7526
  br i1 %7527, label %if.then806, label %if.end807

if.then806:                                       ; preds = %if.end805
  %7528 = ashr i64 %7167, 32
  %7529 = shl i64 %7528, 32
  %7530 = or i64 %7529, %7150
  %7531 = load i64, ptr %gslot796, align 4
  %7532 = load i64, ptr %gslot797, align 4
  %7533 = icmp slt i64 %7530, %7531
  %7534 = select i1 %7533, i64 %7530, i64 %7531
  %7535 = icmp sgt i64 %7534, %7532
  %7536 = select i1 %7535, i64 %7534, i64 %7532
  store i64 %7536, ptr %gslot797, align 4
  %7537 = load i64, ptr %gslot795, align 4
  %7538 = load i64, ptr %gslot796, align 4
  %7539 = icmp slt i64 %7530, %7537
  %7540 = select i1 %7539, i64 %7530, i64 %7537
  %7541 = icmp sgt i64 %7540, %7538
  %7542 = select i1 %7541, i64 %7540, i64 %7538
  store i64 %7542, ptr %gslot796, align 4
  %7543 = load i64, ptr %gslot794, align 4
  %7544 = load i64, ptr %gslot795, align 4
  %7545 = icmp slt i64 %7530, %7543
  %7546 = select i1 %7545, i64 %7530, i64 %7543
  %7547 = icmp sgt i64 %7546, %7544
  %7548 = select i1 %7547, i64 %7546, i64 %7544
  store i64 %7548, ptr %gslot795, align 4
  %7549 = load i64, ptr %gslot793, align 4
  %7550 = load i64, ptr %gslot794, align 4
  %7551 = icmp slt i64 %7530, %7549
  %7552 = select i1 %7551, i64 %7530, i64 %7549
  %7553 = icmp sgt i64 %7552, %7550
  %7554 = select i1 %7553, i64 %7552, i64 %7550
  store i64 %7554, ptr %gslot794, align 4
  %7555 = load i64, ptr %gslot792, align 4
  %7556 = load i64, ptr %gslot793, align 4
  %7557 = icmp slt i64 %7530, %7555
  %7558 = select i1 %7557, i64 %7530, i64 %7555
  %7559 = icmp sgt i64 %7558, %7556
  %7560 = select i1 %7559, i64 %7558, i64 %7556
  store i64 %7560, ptr %gslot793, align 4
  %7561 = load i64, ptr %gslot791, align 4
  %7562 = load i64, ptr %gslot792, align 4
  %7563 = icmp slt i64 %7530, %7561
  %7564 = select i1 %7563, i64 %7530, i64 %7561
  %7565 = icmp sgt i64 %7564, %7562
  %7566 = select i1 %7565, i64 %7564, i64 %7562
  store i64 %7566, ptr %gslot792, align 4
  %7567 = load i64, ptr %gslot, align 4
  %7568 = load i64, ptr %gslot791, align 4
  %7569 = icmp slt i64 %7530, %7567
  %7570 = select i1 %7569, i64 %7530, i64 %7567
  %7571 = icmp sgt i64 %7570, %7568
  %7572 = select i1 %7571, i64 %7570, i64 %7568
  store i64 %7572, ptr %gslot791, align 4
  %7573 = load i64, ptr %gslot, align 4
  %7574 = icmp sgt i64 %7530, %7573
  %7575 = select i1 %7574, i64 %7530, i64 %7573
  store i64 %7575, ptr %gslot, align 4
  %7576 = load i64, ptr %gn, align 4
  %7577 = add i64 %7576, 1
  store i64 %7577, ptr %gn, align 4
  br label %if.end807

if.end807:                                        ; preds = %if.then806, %if.end805
  %7578 = ashr i64 %7188, 32
  %7579 = trunc i64 %7578 to i32
  %7580 = icmp sge i32 %7579, %7058
  %7581 = and i1 %7172, %7580
  br i1 %7581, label %if.then808, label %if.end809

if.then808:                                       ; preds = %if.end807
  %7582 = ashr i64 %7188, 32
  %7583 = shl i64 %7582, 32
  %7584 = or i64 %7583, %7171
  %7585 = load i64, ptr %gslot796, align 4
  %7586 = load i64, ptr %gslot797, align 4
  %7587 = icmp slt i64 %7584, %7585
  %7588 = select i1 %7587, i64 %7584, i64 %7585
  %7589 = icmp sgt i64 %7588, %7586
  %7590 = select i1 %7589, i64 %7588, i64 %7586
  store i64 %7590, ptr %gslot797, align 4
  %7591 = load i64, ptr %gslot795, align 4
  %7592 = load i64, ptr %gslot796, align 4
  %7593 = icmp slt i64 %7584, %7591
  %7594 = select i1 %7593, i64 %7584, i64 %7591
  %7595 = icmp sgt i64 %7594, %7592
  %7596 = select i1 %7595, i64 %7594, i64 %7592
  store i64 %7596, ptr %gslot796, align 4
  %7597 = load i64, ptr %gslot794, align 4
  %7598 = load i64, ptr %gslot795, align 4
  %7599 = icmp slt i64 %7584, %7597
  %7600 = select i1 %7599, i64 %7584, i64 %7597
  %7601 = icmp sgt i64 %7600, %7598
  %7602 = select i1 %7601, i64 %7600, i64 %7598
  store i64 %7602, ptr %gslot795, align 4
  %7603 = load i64, ptr %gslot793, align 4
  %7604 = load i64, ptr %gslot794, align 4
  %7605 = icmp slt i64 %7584, %7603
  %7606 = select i1 %7605, i64 %7584, i64 %7603
  %7607 = icmp sgt i64 %7606, %7604
  %7608 = select i1 %7607, i64 %7606, i64 %7604
  store i64 %7608, ptr %gslot794, align 4
  %7609 = load i64, ptr %gslot792, align 4
  %7610 = load i64, ptr %gslot793, align 4
  %7611 = icmp slt i64 %7584, %7609
  %7612 = select i1 %7611, i64 %7584, i64 %7609
  %7613 = icmp sgt i64 %7612, %7610
  %7614 = select i1 %7613, i64 %7612, i64 %7610
  store i64 %7614, ptr %gslot793, align 4
  %7615 = load i64, ptr %gslot791, align 4
  %7616 = load i64, ptr %gslot792, align 4
  %7617 = icmp slt i64 %7584, %7615
  %7618 = select i1 %7617, i64 %7584, i64 %7615
  %7619 = icmp sgt i64 %7618, %7616
  %7620 = select i1 %7619, i64 %7618, i64 %7616
  store i64 %7620, ptr %gslot792, align 4
  %7621 = load i64, ptr %gslot, align 4
  %7622 = load i64, ptr %gslot791, align 4
  %7623 = icmp slt i64 %7584, %7621
  %7624 = select i1 %7623, i64 %7584, i64 %7621
  %7625 = icmp sgt i64 %7624, %7622
  %7626 = select i1 %7625, i64 %7624, i64 %7622
  store i64 %7626, ptr %gslot791, align 4
  %7627 = load i64, ptr %gslot, align 4
  %7628 = icmp sgt i64 %7584, %7627
  %7629 = select i1 %7628, i64 %7584, i64 %7627
  store i64 %7629, ptr %gslot, align 4
  %7630 = load i64, ptr %gn, align 4
  %7631 = add i64 %7630, 1
  store i64 %7631, ptr %gn, align 4
  br label %if.end809

if.end809:                                        ; preds = %if.then808, %if.end807
  %7632 = ashr i64 %7209, 32
  %7633 = trunc i64 %7632 to i32
  %7634 = icmp sge i32 %7633, %7058
  %7635 = and i1 %7193, %7634
  br i1 %7635, label %if.then810, label %if.end811

if.then810:                                       ; preds = %if.end809
  %7636 = ashr i64 %7209, 32
  %7637 = shl i64 %7636, 32
  %7638 = or i64 %7637, %7192
  %7639 = load i64, ptr %gslot796, align 4
  %7640 = load i64, ptr %gslot797, align 4
  %7641 = icmp slt i64 %7638, %7639
  %7642 = select i1 %7641, i64 %7638, i64 %7639
  %7643 = icmp sgt i64 %7642, %7640
  %7644 = select i1 %7643, i64 %7642, i64 %7640
  store i64 %7644, ptr %gslot797, align 4
  %7645 = load i64, ptr %gslot795, align 4
  %7646 = load i64, ptr %gslot796, align 4
  %7647 = icmp slt i64 %7638, %7645
  %7648 = select i1 %7647, i64 %7638, i64 %7645
  %7649 = icmp sgt i64 %7648, %7646
  %7650 = select i1 %7649, i64 %7648, i64 %7646
  store i64 %7650, ptr %gslot796, align 4
  %7651 = load i64, ptr %gslot794, align 4
  %7652 = load i64, ptr %gslot795, align 4
  %7653 = icmp slt i64 %7638, %7651
  %7654 = select i1 %7653, i64 %7638, i64 %7651
  %7655 = icmp sgt i64 %7654, %7652
  %7656 = select i1 %7655, i64 %7654, i64 %7652
  store i64 %7656, ptr %gslot795, align 4
  %7657 = load i64, ptr %gslot793, align 4
  %7658 = load i64, ptr %gslot794, align 4
  %7659 = icmp slt i64 %7638, %7657
  %7660 = select i1 %7659, i64 %7638, i64 %7657
  %7661 = icmp sgt i64 %7660, %7658
  %7662 = select i1 %7661, i64 %7660, i64 %7658
  store i64 %7662, ptr %gslot794, align 4
  %7663 = load i64, ptr %gslot792, align 4
  %7664 = load i64, ptr %gslot793, align 4
  %7665 = icmp slt i64 %7638, %7663
  %7666 = select i1 %7665, i64 %7638, i64 %7663
  %7667 = icmp sgt i64 %7666, %7664
  %7668 = select i1 %7667, i64 %7666, i64 %7664
  store i64 %7668, ptr %gslot793, align 4
  %7669 = load i64, ptr %gslot791, align 4
  %7670 = load i64, ptr %gslot792, align 4
  %7671 = icmp slt i64 %7638, %7669
  %7672 = select i1 %7671, i64 %7638, i64 %7669
  %7673 = icmp sgt i64 %7672, %7670
  %7674 = select i1 %7673, i64 %7672, i64 %7670
  store i64 %7674, ptr %gslot792, align 4
  %7675 = load i64, ptr %gslot, align 4
  %7676 = load i64, ptr %gslot791, align 4
  %7677 = icmp slt i64 %7638, %7675
  %7678 = select i1 %7677, i64 %7638, i64 %7675
  %7679 = icmp sgt i64 %7678, %7676
  %7680 = select i1 %7679, i64 %7678, i64 %7676
  store i64 %7680, ptr %gslot791, align 4
  %7681 = load i64, ptr %gslot, align 4
  %7682 = icmp sgt i64 %7638, %7681
  %7683 = select i1 %7682, i64 %7638, i64 %7681
  store i64 %7683, ptr %gslot, align 4
  %7684 = load i64, ptr %gn, align 4
  %7685 = add i64 %7684, 1
  store i64 %7685, ptr %gn, align 4
  br label %if.end811

if.end811:                                        ; preds = %if.then810, %if.end809
  %7686 = ashr i64 %7230, 32
  %7687 = trunc i64 %7686 to i32
  %7688 = icmp sge i32 %7687, %7058
  %7689 = and i1 %7214, %7688
  br i1 %7689, label %if.then812, label %if.end813

if.then812:                                       ; preds = %if.end811
  %7690 = ashr i64 %7230, 32
  %7691 = shl i64 %7690, 32
  %7692 = or i64 %7691, %7213
  %7693 = load i64, ptr %gslot796, align 4
  %7694 = load i64, ptr %gslot797, align 4
  %7695 = icmp slt i64 %7692, %7693
  %7696 = select i1 %7695, i64 %7692, i64 %7693
  %7697 = icmp sgt i64 %7696, %7694
  %7698 = select i1 %7697, i64 %7696, i64 %7694
  store i64 %7698, ptr %gslot797, align 4
  %7699 = load i64, ptr %gslot795, align 4
  %7700 = load i64, ptr %gslot796, align 4
  %7701 = icmp slt i64 %7692, %7699
  %7702 = select i1 %7701, i64 %7692, i64 %7699
  %7703 = icmp sgt i64 %7702, %7700
  %7704 = select i1 %7703, i64 %7702, i64 %7700
  store i64 %7704, ptr %gslot796, align 4
  %7705 = load i64, ptr %gslot794, align 4
  %7706 = load i64, ptr %gslot795, align 4
  %7707 = icmp slt i64 %7692, %7705
  %7708 = select i1 %7707, i64 %7692, i64 %7705
  %7709 = icmp sgt i64 %7708, %7706
  %7710 = select i1 %7709, i64 %7708, i64 %7706
  store i64 %7710, ptr %gslot795, align 4
  %7711 = load i64, ptr %gslot793, align 4
  %7712 = load i64, ptr %gslot794, align 4
  %7713 = icmp slt i64 %7692, %7711
  %7714 = select i1 %7713, i64 %7692, i64 %7711
  %7715 = icmp sgt i64 %7714, %7712
  %7716 = select i1 %7715, i64 %7714, i64 %7712
  store i64 %7716, ptr %gslot794, align 4
  %7717 = load i64, ptr %gslot792, align 4
  %7718 = load i64, ptr %gslot793, align 4
  %7719 = icmp slt i64 %7692, %7717
  %7720 = select i1 %7719, i64 %7692, i64 %7717
  %7721 = icmp sgt i64 %7720, %7718
  %7722 = select i1 %7721, i64 %7720, i64 %7718
  store i64 %7722, ptr %gslot793, align 4
  %7723 = load i64, ptr %gslot791, align 4
  %7724 = load i64, ptr %gslot792, align 4
  %7725 = icmp slt i64 %7692, %7723
  %7726 = select i1 %7725, i64 %7692, i64 %7723
  %7727 = icmp sgt i64 %7726, %7724
  %7728 = select i1 %7727, i64 %7726, i64 %7724
  store i64 %7728, ptr %gslot792, align 4
  %7729 = load i64, ptr %gslot, align 4
  %7730 = load i64, ptr %gslot791, align 4
  %7731 = icmp slt i64 %7692, %7729
  %7732 = select i1 %7731, i64 %7692, i64 %7729
  %7733 = icmp sgt i64 %7732, %7730
  %7734 = select i1 %7733, i64 %7732, i64 %7730
  store i64 %7734, ptr %gslot791, align 4
  %7735 = load i64, ptr %gslot, align 4
  %7736 = icmp sgt i64 %7692, %7735
  %7737 = select i1 %7736, i64 %7692, i64 %7735
  store i64 %7737, ptr %gslot, align 4
  %7738 = load i64, ptr %gn, align 4
  %7739 = add i64 %7738, 1
  store i64 %7739, ptr %gn, align 4
  br label %if.end813

if.end813:                                        ; preds = %if.then812, %if.end811
  %gkeep.next = add nsw i64 %gkeep.iv, 1
  br label %gkeep.head, !llvm.loop !28

gover.then:                                       ; preds = %gkeep.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %gtheta.head

gover.else:                                       ; preds = %gkeep.exit
  store i64 -9223372036854775808, ptr %gcopy, align 4
  %7740 = load i64, ptr %gslot, align 4
  store i64 %7740, ptr %gcopy, align 4
  store i64 -9223372036854775808, ptr %gcopy814, align 4
  %7741 = load i64, ptr %gslot791, align 4
  store i64 %7741, ptr %gcopy814, align 4
  store i64 -9223372036854775808, ptr %gcopy815, align 4
  %7742 = load i64, ptr %gslot792, align 4
  store i64 %7742, ptr %gcopy815, align 4
  store i64 -9223372036854775808, ptr %gcopy816, align 4
  %7743 = load i64, ptr %gslot793, align 4
  store i64 %7743, ptr %gcopy816, align 4
  store i64 -9223372036854775808, ptr %gcopy817, align 4
  %7744 = load i64, ptr %gslot794, align 4
  store i64 %7744, ptr %gcopy817, align 4
  store i64 -9223372036854775808, ptr %gcopy818, align 4
  %7745 = load i64, ptr %gslot795, align 4
  store i64 %7745, ptr %gcopy818, align 4
  store i64 -9223372036854775808, ptr %gcopy819, align 4
  %7746 = load i64, ptr %gslot796, align 4
  store i64 %7746, ptr %gcopy819, align 4
  store i64 -9223372036854775808, ptr %gcopy820, align 4
  %7747 = load i64, ptr %gslot797, align 4
  store i64 %7747, ptr %gcopy820, align 4
  store i64 -9223372036854775808, ptr %last821, align 4
  br label %stheta.head

gover.end:                                        ; preds = %stheta.exit, %gtheta.exit
  %7748 = load i32, ptr %theta, align 4
  store i64 -9223372036854775808, ptr %cslot, align 4
  store i64 -9223372036854775808, ptr %cslot822, align 4
  store i64 -9223372036854775808, ptr %cslot823, align 4
  store i64 -9223372036854775808, ptr %cslot824, align 4
  store i64 -9223372036854775808, ptr %cslot825, align 4
  store i64 -9223372036854775808, ptr %cslot826, align 4
  store i64 -9223372036854775808, ptr %cslot827, align 4
  store i64 -9223372036854775808, ptr %cslot828, align 4
  store i64 0, ptr %cn, align 4
  %7749 = xor i1 %7311, true
  br i1 %7749, label %if.then829, label %if.end830

gtheta.head:                                      ; preds = %group.exit, %gover.then
  %gtheta.iv = phi i64 [ 0, %gover.then ], [ %gtheta.next, %group.exit ]
  %7750 = icmp slt i64 %gtheta.iv, 20
  br i1 %7750, label %gtheta.body, label %gtheta.exit

gtheta.body:                                      ; preds = %gtheta.head
  %7751 = load i64, ptr %prev, align 4
  %7752 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

gtheta.exit:                                      ; preds = %gtheta.head
  %7753 = load i64, ptr %prev, align 4
  %7754 = ashr i64 %7753, 32
  %7755 = trunc i64 %7754 to i32
  %7756 = icmp eq i64 %7753, -9223372036854775808
  %7757 = select i1 %7756, i32 -2147483648, i32 %7755
  store i32 %7757, ptr %theta, align 4
  br label %gover.end

group.head:                                       ; preds = %group.body, %gtheta.body
  %group.iv = phi i64 [ %7752, %gtheta.body ], [ %group.next, %group.body ]
  %7758 = icmp slt i64 %group.iv, %6150
  br i1 %7758, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %7759 = getelementptr i32, ptr %6153, i64 %group.iv
  %7760 = load i32, ptr %7759, align 4
  %7761 = and i32 %7760, -65536
  %7762 = bitcast i32 %7761 to float
  %7763 = and i32 %7760, 65535
  %7764 = zext i32 %7763 to i64
  %7765 = bitcast float %7762 to i32
  %7766 = fcmp uno float %7762, %7762
  %7767 = select i1 %7766, i32 2143289344, i32 %7765
  %7768 = xor i32 %7767, 2147483647
  %7769 = icmp sge i32 %7767, 0
  %7770 = select i1 %7769, i32 %7767, i32 %7768
  %7771 = sext i32 %7770 to i64
  %7772 = shl i64 %7771, 32
  %7773 = or i64 %7772, %7764
  %7774 = ashr i64 %7773, 32
  %7775 = trunc i64 %7774 to i32
  %7776 = sext i32 %7775 to i64
  %7777 = shl i64 %7776, 32
  %7778 = or i64 %7777, %group.iv
  %7779 = load i64, ptr %best, align 4
  %7780 = icmp sgt i64 %7778, %7779
  %7781 = icmp slt i64 %7778, %7751
  %7782 = and i1 %7781, %7780
  %7783 = select i1 %7782, i64 %7778, i64 %7779
  store i64 %7783, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !29

group.exit:                                       ; preds = %group.head
  %7784 = load i64, ptr %best, align 4
  %7785 = trunc i64 %7784 to i32
  %7786 = bitcast i32 %7785 to float
  %7787 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7786, i32 16, i32 31)
  %7788 = bitcast float %7787 to i32
  %7789 = lshr i64 %7784, 32
  %7790 = trunc i64 %7789 to i32
  %7791 = bitcast i32 %7790 to float
  %7792 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7791, i32 16, i32 31)
  %7793 = bitcast float %7792 to i32
  %7794 = zext i32 %7788 to i64
  %7795 = zext i32 %7793 to i64
  %7796 = shl i64 %7795, 32
  %7797 = or i64 %7796, %7794
  %7798 = icmp sgt i64 %7797, %7784
  %7799 = select i1 %7798, i64 %7797, i64 %7784
  %7800 = trunc i64 %7799 to i32
  %7801 = bitcast i32 %7800 to float
  %7802 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7801, i32 8, i32 31)
  %7803 = bitcast float %7802 to i32
  %7804 = lshr i64 %7799, 32
  %7805 = trunc i64 %7804 to i32
  %7806 = bitcast i32 %7805 to float
  %7807 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7806, i32 8, i32 31)
  %7808 = bitcast float %7807 to i32
  %7809 = zext i32 %7803 to i64
  %7810 = zext i32 %7808 to i64
  %7811 = shl i64 %7810, 32
  %7812 = or i64 %7811, %7809
  %7813 = icmp sgt i64 %7812, %7799
  %7814 = select i1 %7813, i64 %7812, i64 %7799
  %7815 = trunc i64 %7814 to i32
  %7816 = bitcast i32 %7815 to float
  %7817 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7816, i32 4, i32 31)
  %7818 = bitcast float %7817 to i32
  %7819 = lshr i64 %7814, 32
  %7820 = trunc i64 %7819 to i32
  %7821 = bitcast i32 %7820 to float
  %7822 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7821, i32 4, i32 31)
  %7823 = bitcast float %7822 to i32
  %7824 = zext i32 %7818 to i64
  %7825 = zext i32 %7823 to i64
  %7826 = shl i64 %7825, 32
  %7827 = or i64 %7826, %7824
  %7828 = icmp sgt i64 %7827, %7814
  %7829 = select i1 %7828, i64 %7827, i64 %7814
  %7830 = trunc i64 %7829 to i32
  %7831 = bitcast i32 %7830 to float
  %7832 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7831, i32 2, i32 31)
  %7833 = bitcast float %7832 to i32
  %7834 = lshr i64 %7829, 32
  %7835 = trunc i64 %7834 to i32
  %7836 = bitcast i32 %7835 to float
  %7837 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7836, i32 2, i32 31)
  %7838 = bitcast float %7837 to i32
  %7839 = zext i32 %7833 to i64
  %7840 = zext i32 %7838 to i64
  %7841 = shl i64 %7840, 32
  %7842 = or i64 %7841, %7839
  %7843 = icmp sgt i64 %7842, %7829
  %7844 = select i1 %7843, i64 %7842, i64 %7829
  %7845 = trunc i64 %7844 to i32
  %7846 = bitcast i32 %7845 to float
  %7847 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7846, i32 1, i32 31)
  %7848 = bitcast float %7847 to i32
  %7849 = lshr i64 %7844, 32
  %7850 = trunc i64 %7849 to i32
  %7851 = bitcast i32 %7850 to float
  %7852 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7851, i32 1, i32 31)
  %7853 = bitcast float %7852 to i32
  %7854 = zext i32 %7848 to i64
  %7855 = zext i32 %7853 to i64
  %7856 = shl i64 %7855, 32
  %7857 = or i64 %7856, %7854
  %7858 = icmp sgt i64 %7857, %7844
  %7859 = select i1 %7858, i64 %7857, i64 %7844
  store i64 %7859, ptr %prev, align 4
  %gtheta.next = add nsw i64 %gtheta.iv, 1
  br label %gtheta.head, !llvm.loop !30

stheta.head:                                      ; preds = %stheta.body, %gover.else
  %stheta.iv = phi i64 [ 0, %gover.else ], [ %stheta.next, %stheta.body ]
  %7860 = icmp slt i64 %stheta.iv, 20
  br i1 %7860, label %stheta.body, label %stheta.exit

stheta.body:                                      ; preds = %stheta.head
  %7861 = load i64, ptr %gcopy, align 4
  %7862 = and i64 %23, 31
  %7863 = trunc i64 %7861 to i32
  %7864 = bitcast i32 %7863 to float
  %7865 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7864, i32 16, i32 31)
  %7866 = bitcast float %7865 to i32
  %7867 = lshr i64 %7861, 32
  %7868 = trunc i64 %7867 to i32
  %7869 = bitcast i32 %7868 to float
  %7870 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7869, i32 16, i32 31)
  %7871 = bitcast float %7870 to i32
  %7872 = zext i32 %7866 to i64
  %7873 = zext i32 %7871 to i64
  %7874 = shl i64 %7873, 32
  %7875 = or i64 %7874, %7872
  %7876 = icmp sgt i64 %7875, %7861
  %7877 = select i1 %7876, i64 %7875, i64 %7861
  %7878 = trunc i64 %7877 to i32
  %7879 = bitcast i32 %7878 to float
  %7880 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7879, i32 8, i32 31)
  %7881 = bitcast float %7880 to i32
  %7882 = lshr i64 %7877, 32
  %7883 = trunc i64 %7882 to i32
  %7884 = bitcast i32 %7883 to float
  %7885 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7884, i32 8, i32 31)
  %7886 = bitcast float %7885 to i32
  %7887 = zext i32 %7881 to i64
  %7888 = zext i32 %7886 to i64
  %7889 = shl i64 %7888, 32
  %7890 = or i64 %7889, %7887
  %7891 = icmp sgt i64 %7890, %7877
  %7892 = select i1 %7891, i64 %7890, i64 %7877
  %7893 = trunc i64 %7892 to i32
  %7894 = bitcast i32 %7893 to float
  %7895 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7894, i32 4, i32 31)
  %7896 = bitcast float %7895 to i32
  %7897 = lshr i64 %7892, 32
  %7898 = trunc i64 %7897 to i32
  %7899 = bitcast i32 %7898 to float
  %7900 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7899, i32 4, i32 31)
  %7901 = bitcast float %7900 to i32
  %7902 = zext i32 %7896 to i64
  %7903 = zext i32 %7901 to i64
  %7904 = shl i64 %7903, 32
  %7905 = or i64 %7904, %7902
  %7906 = icmp sgt i64 %7905, %7892
  %7907 = select i1 %7906, i64 %7905, i64 %7892
  %7908 = trunc i64 %7907 to i32
  %7909 = bitcast i32 %7908 to float
  %7910 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7909, i32 2, i32 31)
  %7911 = bitcast float %7910 to i32
  %7912 = lshr i64 %7907, 32
  %7913 = trunc i64 %7912 to i32
  %7914 = bitcast i32 %7913 to float
  %7915 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7914, i32 2, i32 31)
  %7916 = bitcast float %7915 to i32
  %7917 = zext i32 %7911 to i64
  %7918 = zext i32 %7916 to i64
  %7919 = shl i64 %7918, 32
  %7920 = or i64 %7919, %7917
  %7921 = icmp sgt i64 %7920, %7907
  %7922 = select i1 %7921, i64 %7920, i64 %7907
  %7923 = trunc i64 %7922 to i32
  %7924 = bitcast i32 %7923 to float
  %7925 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7924, i32 1, i32 31)
  %7926 = bitcast float %7925 to i32
  %7927 = lshr i64 %7922, 32
  %7928 = trunc i64 %7927 to i32
  %7929 = bitcast i32 %7928 to float
  %7930 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7929, i32 1, i32 31)
  %7931 = bitcast float %7930 to i32
  %7932 = zext i32 %7926 to i64
  %7933 = zext i32 %7931 to i64
  %7934 = shl i64 %7933, 32
  %7935 = or i64 %7934, %7932
  %7936 = icmp sgt i64 %7935, %7922
  %7937 = select i1 %7936, i64 %7935, i64 %7922
  store i64 %7937, ptr %last821, align 4
  %7938 = icmp ne i64 %7937, -9223372036854775808
  %7939 = icmp eq i64 %7861, %7937
  %7940 = and i1 %7939, %7938
  %7941 = load i64, ptr %gcopy814, align 4
  %7942 = load i64, ptr %gcopy, align 4
  %7943 = select i1 %7940, i64 %7941, i64 %7942
  store i64 %7943, ptr %gcopy, align 4
  %7944 = load i64, ptr %gcopy815, align 4
  %7945 = load i64, ptr %gcopy814, align 4
  %7946 = select i1 %7940, i64 %7944, i64 %7945
  store i64 %7946, ptr %gcopy814, align 4
  %7947 = load i64, ptr %gcopy816, align 4
  %7948 = load i64, ptr %gcopy815, align 4
  %7949 = select i1 %7940, i64 %7947, i64 %7948
  store i64 %7949, ptr %gcopy815, align 4
  %7950 = load i64, ptr %gcopy817, align 4
  %7951 = load i64, ptr %gcopy816, align 4
  %7952 = select i1 %7940, i64 %7950, i64 %7951
  store i64 %7952, ptr %gcopy816, align 4
  %7953 = load i64, ptr %gcopy818, align 4
  %7954 = load i64, ptr %gcopy817, align 4
  %7955 = select i1 %7940, i64 %7953, i64 %7954
  store i64 %7955, ptr %gcopy817, align 4
  %7956 = load i64, ptr %gcopy819, align 4
  %7957 = load i64, ptr %gcopy818, align 4
  %7958 = select i1 %7940, i64 %7956, i64 %7957
  store i64 %7958, ptr %gcopy818, align 4
  %7959 = load i64, ptr %gcopy820, align 4
  %7960 = load i64, ptr %gcopy819, align 4
  %7961 = select i1 %7940, i64 %7959, i64 %7960
  store i64 %7961, ptr %gcopy819, align 4
  %7962 = load i64, ptr %gcopy820, align 4
  %7963 = select i1 %7940, i64 -9223372036854775808, i64 %7962
  store i64 %7963, ptr %gcopy820, align 4
  %stheta.next = add nsw i64 %stheta.iv, 1
  br label %stheta.head, !llvm.loop !31

stheta.exit:                                      ; preds = %stheta.head
  %7964 = load i64, ptr %last821, align 4
  %7965 = ashr i64 %7964, 32
  %7966 = trunc i64 %7965 to i32
  %7967 = icmp eq i64 %7964, -9223372036854775808
  %7968 = select i1 %7967, i32 -2147483648, i32 %7966
  store i32 %7968, ptr %theta, align 4
  br label %gover.end

if.then829:                                       ; preds = %gover.end
  br label %cgroup.head

if.end830:                                        ; preds = %cgroup.exit, %gover.end
  %7969 = and i64 %23, 31
  %7970 = load i64, ptr %cn, align 4
  %7971 = trunc i64 %7970 to i32
  %7972 = bitcast i32 %7971 to float
  %7973 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7972, i32 16, i32 31)
  %7974 = bitcast float %7973 to i32
  %7975 = lshr i64 %7970, 32
  %7976 = trunc i64 %7975 to i32
  %7977 = bitcast i32 %7976 to float
  %7978 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7977, i32 16, i32 31)
  %7979 = bitcast float %7978 to i32
  %7980 = zext i32 %7974 to i64
  %7981 = zext i32 %7979 to i64
  %7982 = shl i64 %7981, 32
  %7983 = or i64 %7982, %7980
  %7984 = icmp sgt i64 %7983, %7970
  %7985 = select i1 %7984, i64 %7983, i64 %7970
  %7986 = trunc i64 %7985 to i32
  %7987 = bitcast i32 %7986 to float
  %7988 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7987, i32 8, i32 31)
  %7989 = bitcast float %7988 to i32
  %7990 = lshr i64 %7985, 32
  %7991 = trunc i64 %7990 to i32
  %7992 = bitcast i32 %7991 to float
  %7993 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7992, i32 8, i32 31)
  %7994 = bitcast float %7993 to i32
  %7995 = zext i32 %7989 to i64
  %7996 = zext i32 %7994 to i64
  %7997 = shl i64 %7996, 32
  %7998 = or i64 %7997, %7995
  %7999 = icmp sgt i64 %7998, %7985
  %8000 = select i1 %7999, i64 %7998, i64 %7985
  %8001 = trunc i64 %8000 to i32
  %8002 = bitcast i32 %8001 to float
  %8003 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8002, i32 4, i32 31)
  %8004 = bitcast float %8003 to i32
  %8005 = lshr i64 %8000, 32
  %8006 = trunc i64 %8005 to i32
  %8007 = bitcast i32 %8006 to float
  %8008 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8007, i32 4, i32 31)
  %8009 = bitcast float %8008 to i32
  %8010 = zext i32 %8004 to i64
  %8011 = zext i32 %8009 to i64
  %8012 = shl i64 %8011, 32
  %8013 = or i64 %8012, %8010
  %8014 = icmp sgt i64 %8013, %8000
  %8015 = select i1 %8014, i64 %8013, i64 %8000
  %8016 = trunc i64 %8015 to i32
  %8017 = bitcast i32 %8016 to float
  %8018 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8017, i32 2, i32 31)
  %8019 = bitcast float %8018 to i32
  %8020 = lshr i64 %8015, 32
  %8021 = trunc i64 %8020 to i32
  %8022 = bitcast i32 %8021 to float
  %8023 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8022, i32 2, i32 31)
  %8024 = bitcast float %8023 to i32
  %8025 = zext i32 %8019 to i64
  %8026 = zext i32 %8024 to i64
  %8027 = shl i64 %8026, 32
  %8028 = or i64 %8027, %8025
  %8029 = icmp sgt i64 %8028, %8015
  %8030 = select i1 %8029, i64 %8028, i64 %8015
  %8031 = trunc i64 %8030 to i32
  %8032 = bitcast i32 %8031 to float
  %8033 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8032, i32 1, i32 31)
  %8034 = bitcast float %8033 to i32
  %8035 = lshr i64 %8030, 32
  %8036 = trunc i64 %8035 to i32
  %8037 = bitcast i32 %8036 to float
  %8038 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %8037, i32 1, i32 31)
  %8039 = bitcast float %8038 to i32
  %8040 = zext i32 %8034 to i64
  %8041 = zext i32 %8039 to i64
  %8042 = shl i64 %8041, 32
  %8043 = or i64 %8042, %8040
  %8044 = icmp sgt i64 %8043, %8030
  %8045 = select i1 %8044, i64 %8043, i64 %8030
  %8046 = icmp sgt i64 %8045, 8
  %8047 = or i1 %7311, %8046
  br i1 %8047, label %over.then, label %over.else

cgroup.head:                                      ; preds = %if.end832, %if.then829
  %cgroup.iv = phi i64 [ 0, %if.then829 ], [ %cgroup.next, %if.end832 ]
  %8048 = icmp slt i64 %cgroup.iv, 8
  br i1 %8048, label %cgroup.body, label %cgroup.exit

cgroup.body:                                      ; preds = %cgroup.head
  %8049 = load i64, ptr %gslot, align 4
  %8050 = icmp eq i64 %cgroup.iv, 0
  %8051 = select i1 %8050, i64 %8049, i64 -9223372036854775808
  %8052 = load i64, ptr %gslot791, align 4
  %8053 = icmp eq i64 %cgroup.iv, 1
  %8054 = select i1 %8053, i64 %8052, i64 %8051
  %8055 = load i64, ptr %gslot792, align 4
  %8056 = icmp eq i64 %cgroup.iv, 2
  %8057 = select i1 %8056, i64 %8055, i64 %8054
  %8058 = load i64, ptr %gslot793, align 4
  %8059 = icmp eq i64 %cgroup.iv, 3
  %8060 = select i1 %8059, i64 %8058, i64 %8057
  %8061 = load i64, ptr %gslot794, align 4
  %8062 = icmp eq i64 %cgroup.iv, 4
  %8063 = select i1 %8062, i64 %8061, i64 %8060
  %8064 = load i64, ptr %gslot795, align 4
  %8065 = icmp eq i64 %cgroup.iv, 5
  %8066 = select i1 %8065, i64 %8064, i64 %8063
  %8067 = load i64, ptr %gslot796, align 4
  %8068 = icmp eq i64 %cgroup.iv, 6
  %8069 = select i1 %8068, i64 %8067, i64 %8066
  %8070 = load i64, ptr %gslot797, align 4
  %8071 = icmp eq i64 %cgroup.iv, 7
  %8072 = select i1 %8071, i64 %8070, i64 %8069
  %8073 = ashr i64 %8072, 32
  %8074 = trunc i64 %8073 to i32
  %8075 = icmp sge i32 %8074, %7748
  %8076 = icmp ne i64 %8072, -9223372036854775808
  %8077 = and i1 %8076, %8075
  br i1 %8077, label %if.then831, label %if.end832

cgroup.exit:                                      ; preds = %cgroup.head
  br label %if.end830

if.then831:                                       ; preds = %cgroup.body
  %8078 = and i64 %8072, 4294967295
  %8079 = udiv i64 %8078, 32
  %8080 = urem i64 %8078, 32
  %8081 = mul i64 %8079, 2374
  %8082 = sub i64 %6, %8081
  %8083 = icmp slt i64 %8082, 0
  %8084 = select i1 %8083, i64 0, i64 %8082
  %8085 = icmp sgt i64 %8084, 2374
  %8086 = select i1 %8085, i64 2374, i64 %8084
  br label %kcol.head833

if.end832:                                        ; preds = %kcol.exit835, %cgroup.body
  %cgroup.next = add nsw i64 %cgroup.iv, 1
  br label %cgroup.head, !llvm.loop !32

kcol.head833:                                     ; preds = %if.end868, %if.then831
  %kcol.iv836 = phi i64 [ 0, %if.then831 ], [ %kcol.next869, %if.end868 ]
  %8087 = icmp slt i64 %kcol.iv836, 5
  br i1 %8087, label %kcol.body834, label %kcol.exit835

kcol.body834:                                     ; preds = %kcol.head833
  %8088 = mul i64 %kcol.iv836, 16
  %8089 = add i64 %8088, 0
  %8090 = udiv i64 %8089, 8
  %8091 = urem i64 %8089, 8
  %8092 = mul i64 %8090, 32
  %8093 = add i64 %8092, %8080
  %8094 = mul i64 %8093, 8
  %8095 = add i64 %8094, %8091
  %8096 = icmp slt i64 %8095, %8086
  %8097 = icmp slt i64 %8089, 80
  %8098 = and i1 %8097, %8096
  %8099 = select i1 %8098, i64 %8095, i64 0
  %8100 = add i64 %8081, %8099
  %8101 = mul i64 %8100, 2
  %8102 = getelementptr i8, ptr %6148, i64 %8101
  %8103 = load i16, ptr %8102, align 2
  %8104 = mul i64 %kcol.iv836, 16
  %8105 = add i64 %8104, 1
  %8106 = udiv i64 %8105, 8
  %8107 = urem i64 %8105, 8
  %8108 = mul i64 %8106, 32
  %8109 = add i64 %8108, %8080
  %8110 = mul i64 %8109, 8
  %8111 = add i64 %8110, %8107
  %8112 = icmp slt i64 %8111, %8086
  %8113 = icmp slt i64 %8105, 80
  %8114 = and i1 %8113, %8112
  %8115 = select i1 %8114, i64 %8111, i64 0
  %8116 = add i64 %8081, %8115
  %8117 = mul i64 %8116, 2
  %8118 = getelementptr i8, ptr %6148, i64 %8117
  %8119 = load i16, ptr %8118, align 2
  %8120 = mul i64 %kcol.iv836, 16
  %8121 = add i64 %8120, 2
  %8122 = udiv i64 %8121, 8
  %8123 = urem i64 %8121, 8
  %8124 = mul i64 %8122, 32
  %8125 = add i64 %8124, %8080
  %8126 = mul i64 %8125, 8
  %8127 = add i64 %8126, %8123
  %8128 = icmp slt i64 %8127, %8086
  %8129 = icmp slt i64 %8121, 80
  %8130 = and i1 %8129, %8128
  %8131 = select i1 %8130, i64 %8127, i64 0
  %8132 = add i64 %8081, %8131
  %8133 = mul i64 %8132, 2
  %8134 = getelementptr i8, ptr %6148, i64 %8133
  %8135 = load i16, ptr %8134, align 2
  %8136 = mul i64 %kcol.iv836, 16
  %8137 = add i64 %8136, 3
  %8138 = udiv i64 %8137, 8
  %8139 = urem i64 %8137, 8
  %8140 = mul i64 %8138, 32
  %8141 = add i64 %8140, %8080
  %8142 = mul i64 %8141, 8
  %8143 = add i64 %8142, %8139
  %8144 = icmp slt i64 %8143, %8086
  %8145 = icmp slt i64 %8137, 80
  %8146 = and i1 %8145, %8144
  %8147 = select i1 %8146, i64 %8143, i64 0
  %8148 = add i64 %8081, %8147
  %8149 = mul i64 %8148, 2
  %8150 = getelementptr i8, ptr %6148, i64 %8149
  %8151 = load i16, ptr %8150, align 2
  %8152 = mul i64 %kcol.iv836, 16
  %8153 = add i64 %8152, 4
  %8154 = udiv i64 %8153, 8
  %8155 = urem i64 %8153, 8
  %8156 = mul i64 %8154, 32
  %8157 = add i64 %8156, %8080
  %8158 = mul i64 %8157, 8
  %8159 = add i64 %8158, %8155
  %8160 = icmp slt i64 %8159, %8086
  %8161 = icmp slt i64 %8153, 80
  %8162 = and i1 %8161, %8160
  %8163 = select i1 %8162, i64 %8159, i64 0
  %8164 = add i64 %8081, %8163
  %8165 = mul i64 %8164, 2
  %8166 = getelementptr i8, ptr %6148, i64 %8165
  %8167 = load i16, ptr %8166, align 2
  %8168 = mul i64 %kcol.iv836, 16
  %8169 = add i64 %8168, 5
  %8170 = udiv i64 %8169, 8
  %8171 = urem i64 %8169, 8
  %8172 = mul i64 %8170, 32
  %8173 = add i64 %8172, %8080
  %8174 = mul i64 %8173, 8
  %8175 = add i64 %8174, %8171
  %8176 = icmp slt i64 %8175, %8086
  %8177 = icmp slt i64 %8169, 80
  %8178 = and i1 %8177, %8176
  %8179 = select i1 %8178, i64 %8175, i64 0
  %8180 = add i64 %8081, %8179
  %8181 = mul i64 %8180, 2
  %8182 = getelementptr i8, ptr %6148, i64 %8181
  %8183 = load i16, ptr %8182, align 2
  %8184 = mul i64 %kcol.iv836, 16
  %8185 = add i64 %8184, 6
  %8186 = udiv i64 %8185, 8
  %8187 = urem i64 %8185, 8
  %8188 = mul i64 %8186, 32
  %8189 = add i64 %8188, %8080
  %8190 = mul i64 %8189, 8
  %8191 = add i64 %8190, %8187
  %8192 = icmp slt i64 %8191, %8086
  %8193 = icmp slt i64 %8185, 80
  %8194 = and i1 %8193, %8192
  %8195 = select i1 %8194, i64 %8191, i64 0
  %8196 = add i64 %8081, %8195
  %8197 = mul i64 %8196, 2
  %8198 = getelementptr i8, ptr %6148, i64 %8197
  %8199 = load i16, ptr %8198, align 2
  %8200 = mul i64 %kcol.iv836, 16
  %8201 = add i64 %8200, 7
  %8202 = udiv i64 %8201, 8
  %8203 = urem i64 %8201, 8
  %8204 = mul i64 %8202, 32
  %8205 = add i64 %8204, %8080
  %8206 = mul i64 %8205, 8
  %8207 = add i64 %8206, %8203
  %8208 = icmp slt i64 %8207, %8086
  %8209 = icmp slt i64 %8201, 80
  %8210 = and i1 %8209, %8208
  %8211 = select i1 %8210, i64 %8207, i64 0
  %8212 = add i64 %8081, %8211
  %8213 = mul i64 %8212, 2
  %8214 = getelementptr i8, ptr %6148, i64 %8213
  %8215 = load i16, ptr %8214, align 2
  %8216 = mul i64 %kcol.iv836, 16
  %8217 = add i64 %8216, 8
  %8218 = udiv i64 %8217, 8
  %8219 = urem i64 %8217, 8
  %8220 = mul i64 %8218, 32
  %8221 = add i64 %8220, %8080
  %8222 = mul i64 %8221, 8
  %8223 = add i64 %8222, %8219
  %8224 = icmp slt i64 %8223, %8086
  %8225 = icmp slt i64 %8217, 80
  %8226 = and i1 %8225, %8224
  %8227 = select i1 %8226, i64 %8223, i64 0
  %8228 = add i64 %8081, %8227
  %8229 = mul i64 %8228, 2
  %8230 = getelementptr i8, ptr %6148, i64 %8229
  %8231 = load i16, ptr %8230, align 2
  %8232 = mul i64 %kcol.iv836, 16
  %8233 = add i64 %8232, 9
  %8234 = udiv i64 %8233, 8
  %8235 = urem i64 %8233, 8
  %8236 = mul i64 %8234, 32
  %8237 = add i64 %8236, %8080
  %8238 = mul i64 %8237, 8
  %8239 = add i64 %8238, %8235
  %8240 = icmp slt i64 %8239, %8086
  %8241 = icmp slt i64 %8233, 80
  %8242 = and i1 %8241, %8240
  %8243 = select i1 %8242, i64 %8239, i64 0
  %8244 = add i64 %8081, %8243
  %8245 = mul i64 %8244, 2
  %8246 = getelementptr i8, ptr %6148, i64 %8245
  %8247 = load i16, ptr %8246, align 2
  %8248 = mul i64 %kcol.iv836, 16
  %8249 = add i64 %8248, 10
  %8250 = udiv i64 %8249, 8
  %8251 = urem i64 %8249, 8
  %8252 = mul i64 %8250, 32
  %8253 = add i64 %8252, %8080
  %8254 = mul i64 %8253, 8
  %8255 = add i64 %8254, %8251
  %8256 = icmp slt i64 %8255, %8086
  %8257 = icmp slt i64 %8249, 80
  %8258 = and i1 %8257, %8256
  %8259 = select i1 %8258, i64 %8255, i64 0
  %8260 = add i64 %8081, %8259
  %8261 = mul i64 %8260, 2
  %8262 = getelementptr i8, ptr %6148, i64 %8261
  %8263 = load i16, ptr %8262, align 2
  %8264 = mul i64 %kcol.iv836, 16
  %8265 = add i64 %8264, 11
  %8266 = udiv i64 %8265, 8
  %8267 = urem i64 %8265, 8
  %8268 = mul i64 %8266, 32
  %8269 = add i64 %8268, %8080
  %8270 = mul i64 %8269, 8
  %8271 = add i64 %8270, %8267
  %8272 = icmp slt i64 %8271, %8086
  %8273 = icmp slt i64 %8265, 80
  %8274 = and i1 %8273, %8272
  %8275 = select i1 %8274, i64 %8271, i64 0
  %8276 = add i64 %8081, %8275
  %8277 = mul i64 %8276, 2
  %8278 = getelementptr i8, ptr %6148, i64 %8277
  %8279 = load i16, ptr %8278, align 2
  %8280 = mul i64 %kcol.iv836, 16
  %8281 = add i64 %8280, 12
  %8282 = udiv i64 %8281, 8
  %8283 = urem i64 %8281, 8
  %8284 = mul i64 %8282, 32
  %8285 = add i64 %8284, %8080
  %8286 = mul i64 %8285, 8
  %8287 = add i64 %8286, %8283
  %8288 = icmp slt i64 %8287, %8086
  %8289 = icmp slt i64 %8281, 80
  %8290 = and i1 %8289, %8288
  %8291 = select i1 %8290, i64 %8287, i64 0
  %8292 = add i64 %8081, %8291
  %8293 = mul i64 %8292, 2
  %8294 = getelementptr i8, ptr %6148, i64 %8293
  %8295 = load i16, ptr %8294, align 2
  %8296 = mul i64 %kcol.iv836, 16
  %8297 = add i64 %8296, 13
  %8298 = udiv i64 %8297, 8
  %8299 = urem i64 %8297, 8
  %8300 = mul i64 %8298, 32
  %8301 = add i64 %8300, %8080
  %8302 = mul i64 %8301, 8
  %8303 = add i64 %8302, %8299
  %8304 = icmp slt i64 %8303, %8086
  %8305 = icmp slt i64 %8297, 80
  %8306 = and i1 %8305, %8304
  %8307 = select i1 %8306, i64 %8303, i64 0
  %8308 = add i64 %8081, %8307
  %8309 = mul i64 %8308, 2
  %8310 = getelementptr i8, ptr %6148, i64 %8309
  %8311 = load i16, ptr %8310, align 2
  %8312 = mul i64 %kcol.iv836, 16
  %8313 = add i64 %8312, 14
  %8314 = udiv i64 %8313, 8
  %8315 = urem i64 %8313, 8
  %8316 = mul i64 %8314, 32
  %8317 = add i64 %8316, %8080
  %8318 = mul i64 %8317, 8
  %8319 = add i64 %8318, %8315
  %8320 = icmp slt i64 %8319, %8086
  %8321 = icmp slt i64 %8313, 80
  %8322 = and i1 %8321, %8320
  %8323 = select i1 %8322, i64 %8319, i64 0
  %8324 = add i64 %8081, %8323
  %8325 = mul i64 %8324, 2
  %8326 = getelementptr i8, ptr %6148, i64 %8325
  %8327 = load i16, ptr %8326, align 2
  %8328 = mul i64 %kcol.iv836, 16
  %8329 = add i64 %8328, 15
  %8330 = udiv i64 %8329, 8
  %8331 = urem i64 %8329, 8
  %8332 = mul i64 %8330, 32
  %8333 = add i64 %8332, %8080
  %8334 = mul i64 %8333, 8
  %8335 = add i64 %8334, %8331
  %8336 = icmp slt i64 %8335, %8086
  %8337 = icmp slt i64 %8329, 80
  %8338 = and i1 %8337, %8336
  %8339 = select i1 %8338, i64 %8335, i64 0
  %8340 = add i64 %8081, %8339
  %8341 = mul i64 %8340, 2
  %8342 = getelementptr i8, ptr %6148, i64 %8341
  %8343 = load i16, ptr %8342, align 2
  %8344 = zext i16 %8103 to i32
  %8345 = shl i32 %8344, 16
  %8346 = bitcast i32 %8345 to float
  %8347 = bitcast float %8346 to i32
  %8348 = fcmp uno float %8346, %8346
  %8349 = select i1 %8348, i32 2143289344, i32 %8347
  %8350 = xor i32 %8349, 2147483647
  %8351 = icmp sge i32 %8349, 0
  %8352 = select i1 %8351, i32 %8349, i32 %8350
  %8353 = icmp sge i32 %8352, %7748
  %8354 = and i1 %8098, %8353
  br i1 %8354, label %if.then837, label %if.end838

kcol.exit835:                                     ; preds = %kcol.head833
  br label %if.end832

if.then837:                                       ; preds = %kcol.body834
  %8355 = bitcast float %8346 to i32
  %8356 = fcmp uno float %8346, %8346
  %8357 = select i1 %8356, i32 2143289344, i32 %8355
  %8358 = xor i32 %8357, 2147483647
  %8359 = icmp sge i32 %8357, 0
  %8360 = select i1 %8359, i32 %8357, i32 %8358
  %8361 = sext i32 %8360 to i64
  %8362 = shl i64 %8361, 32
  %8363 = sub i64 4294967295, %8100
  %8364 = or i64 %8362, %8363
  %8365 = load i64, ptr %cslot827, align 4
  %8366 = load i64, ptr %cslot828, align 4
  %8367 = icmp slt i64 %8364, %8365
  %8368 = select i1 %8367, i64 %8364, i64 %8365
  %8369 = icmp sgt i64 %8368, %8366
  %8370 = select i1 %8369, i64 %8368, i64 %8366
  store i64 %8370, ptr %cslot828, align 4
  %8371 = load i64, ptr %cslot826, align 4
  %8372 = load i64, ptr %cslot827, align 4
  %8373 = icmp slt i64 %8364, %8371
  %8374 = select i1 %8373, i64 %8364, i64 %8371
  %8375 = icmp sgt i64 %8374, %8372
  %8376 = select i1 %8375, i64 %8374, i64 %8372
  store i64 %8376, ptr %cslot827, align 4
  %8377 = load i64, ptr %cslot825, align 4
  %8378 = load i64, ptr %cslot826, align 4
  %8379 = icmp slt i64 %8364, %8377
  %8380 = select i1 %8379, i64 %8364, i64 %8377
  %8381 = icmp sgt i64 %8380, %8378
  %8382 = select i1 %8381, i64 %8380, i64 %8378
  store i64 %8382, ptr %cslot826, align 4
  %8383 = load i64, ptr %cslot824, align 4
  %8384 = load i64, ptr %cslot825, align 4
  %8385 = icmp slt i64 %8364, %8383
  %8386 = select i1 %8385, i64 %8364, i64 %8383
  %8387 = icmp sgt i64 %8386, %8384
  %8388 = select i1 %8387, i64 %8386, i64 %8384
  store i64 %8388, ptr %cslot825, align 4
  %8389 = load i64, ptr %cslot823, align 4
  %8390 = load i64, ptr %cslot824, align 4
  %8391 = icmp slt i64 %8364, %8389
  %8392 = select i1 %8391, i64 %8364, i64 %8389
  %8393 = icmp sgt i64 %8392, %8390
  %8394 = select i1 %8393, i64 %8392, i64 %8390
  store i64 %8394, ptr %cslot824, align 4
  %8395 = load i64, ptr %cslot822, align 4
  %8396 = load i64, ptr %cslot823, align 4
  %8397 = icmp slt i64 %8364, %8395
  %8398 = select i1 %8397, i64 %8364, i64 %8395
  %8399 = icmp sgt i64 %8398, %8396
  %8400 = select i1 %8399, i64 %8398, i64 %8396
  store i64 %8400, ptr %cslot823, align 4
  %8401 = load i64, ptr %cslot, align 4
  %8402 = load i64, ptr %cslot822, align 4
  %8403 = icmp slt i64 %8364, %8401
  %8404 = select i1 %8403, i64 %8364, i64 %8401
  %8405 = icmp sgt i64 %8404, %8402
  %8406 = select i1 %8405, i64 %8404, i64 %8402
  store i64 %8406, ptr %cslot822, align 4
  %8407 = load i64, ptr %cslot, align 4
  %8408 = icmp sgt i64 %8364, %8407
  %8409 = select i1 %8408, i64 %8364, i64 %8407
  store i64 %8409, ptr %cslot, align 4
  %8410 = load i64, ptr %cn, align 4
  %8411 = add i64 %8410, 1
  store i64 %8411, ptr %cn, align 4
  br label %if.end838

if.end838:                                        ; preds = %if.then837, %kcol.body834
  %8412 = zext i16 %8119 to i32
  %8413 = shl i32 %8412, 16
  %8414 = bitcast i32 %8413 to float
  %8415 = bitcast float %8414 to i32
  %8416 = fcmp uno float %8414, %8414
  %8417 = select i1 %8416, i32 2143289344, i32 %8415
  %8418 = xor i32 %8417, 2147483647
  %8419 = icmp sge i32 %8417, 0
  %8420 = select i1 %8419, i32 %8417, i32 %8418
  %8421 = icmp sge i32 %8420, %7748
  %8422 = and i1 %8114, %8421
  br i1 %8422, label %if.then839, label %if.end840

if.then839:                                       ; preds = %if.end838
  %8423 = bitcast float %8414 to i32
  %8424 = fcmp uno float %8414, %8414
  %8425 = select i1 %8424, i32 2143289344, i32 %8423
  %8426 = xor i32 %8425, 2147483647
  %8427 = icmp sge i32 %8425, 0
  %8428 = select i1 %8427, i32 %8425, i32 %8426
  %8429 = sext i32 %8428 to i64
  %8430 = shl i64 %8429, 32
  %8431 = sub i64 4294967295, %8116
  %8432 = or i64 %8430, %8431
  %8433 = load i64, ptr %cslot827, align 4
  %8434 = load i64, ptr %cslot828, align 4
  %8435 = icmp slt i64 %8432, %8433
  %8436 = select i1 %8435, i64 %8432, i64 %8433
  %8437 = icmp sgt i64 %8436, %8434
  %8438 = select i1 %8437, i64 %8436, i64 %8434
  store i64 %8438, ptr %cslot828, align 4
  %8439 = load i64, ptr %cslot826, align 4
  %8440 = load i64, ptr %cslot827, align 4
  %8441 = icmp slt i64 %8432, %8439
  %8442 = select i1 %8441, i64 %8432, i64 %8439
  %8443 = icmp sgt i64 %8442, %8440
  %8444 = select i1 %8443, i64 %8442, i64 %8440
  store i64 %8444, ptr %cslot827, align 4
  %8445 = load i64, ptr %cslot825, align 4
  %8446 = load i64, ptr %cslot826, align 4
  %8447 = icmp slt i64 %8432, %8445
  %8448 = select i1 %8447, i64 %8432, i64 %8445
  %8449 = icmp sgt i64 %8448, %8446
  %8450 = select i1 %8449, i64 %8448, i64 %8446
  store i64 %8450, ptr %cslot826, align 4
  %8451 = load i64, ptr %cslot824, align 4
  %8452 = load i64, ptr %cslot825, align 4
  %8453 = icmp slt i64 %8432, %8451
  %8454 = select i1 %8453, i64 %8432, i64 %8451
  %8455 = icmp sgt i64 %8454, %8452
  %8456 = select i1 %8455, i64 %8454, i64 %8452
  store i64 %8456, ptr %cslot825, align 4
  %8457 = load i64, ptr %cslot823, align 4
  %8458 = load i64, ptr %cslot824, align 4
  %8459 = icmp slt i64 %8432, %8457
  %8460 = select i1 %8459, i64 %8432, i64 %8457
  %8461 = icmp sgt i64 %8460, %8458
  %8462 = select i1 %8461, i64 %8460, i64 %8458
  store i64 %8462, ptr %cslot824, align 4
  %8463 = load i64, ptr %cslot822, align 4
  %8464 = load i64, ptr %cslot823, align 4
  %8465 = icmp slt i64 %8432, %8463
  %8466 = select i1 %8465, i64 %8432, i64 %8463
  %8467 = icmp sgt i64 %8466, %8464
  %8468 = select i1 %8467, i64 %8466, i64 %8464
  store i64 %8468, ptr %cslot823, align 4
  %8469 = load i64, ptr %cslot, align 4
  %8470 = load i64, ptr %cslot822, align 4
  %8471 = icmp slt i64 %8432, %8469
  %8472 = select i1 %8471, i64 %8432, i64 %8469
  %8473 = icmp sgt i64 %8472, %8470
  %8474 = select i1 %8473, i64 %8472, i64 %8470
  store i64 %8474, ptr %cslot822, align 4
  %8475 = load i64, ptr %cslot, align 4
  %8476 = icmp sgt i64 %8432, %8475
  %8477 = select i1 %8476, i64 %8432, i64 %8475
  store i64 %8477, ptr %cslot, align 4
  %8478 = load i64, ptr %cn, align 4
  %8479 = add i64 %8478, 1
  store i64 %8479, ptr %cn, align 4
  br label %if.end840

if.end840:                                        ; preds = %if.then839, %if.end838
  %8480 = zext i16 %8135 to i32
  %8481 = shl i32 %8480, 16
  %8482 = bitcast i32 %8481 to float
  %8483 = bitcast float %8482 to i32
  %8484 = fcmp uno float %8482, %8482
  %8485 = select i1 %8484, i32 2143289344, i32 %8483
  %8486 = xor i32 %8485, 2147483647
  %8487 = icmp sge i32 %8485, 0
  %8488 = select i1 %8487, i32 %8485, i32 %8486
  %8489 = icmp sge i32 %8488, %7748
  %8490 = and i1 %8130, %8489
  br i1 %8490, label %if.then841, label %if.end842

if.then841:                                       ; preds = %if.end840
  %8491 = bitcast float %8482 to i32
  %8492 = fcmp uno float %8482, %8482
  %8493 = select i1 %8492, i32 2143289344, i32 %8491
  %8494 = xor i32 %8493, 2147483647
  %8495 = icmp sge i32 %8493, 0
  %8496 = select i1 %8495, i32 %8493, i32 %8494
  %8497 = sext i32 %8496 to i64
  %8498 = shl i64 %8497, 32
  %8499 = sub i64 4294967295, %8132
  %8500 = or i64 %8498, %8499
  %8501 = load i64, ptr %cslot827, align 4
  %8502 = load i64, ptr %cslot828, align 4
  %8503 = icmp slt i64 %8500, %8501
  %8504 = select i1 %8503, i64 %8500, i64 %8501
  %8505 = icmp sgt i64 %8504, %8502
  %8506 = select i1 %8505, i64 %8504, i64 %8502
  store i64 %8506, ptr %cslot828, align 4
  %8507 = load i64, ptr %cslot826, align 4
  %8508 = load i64, ptr %cslot827, align 4
  %8509 = icmp slt i64 %8500, %8507
  %8510 = select i1 %8509, i64 %8500, i64 %8507
  %8511 = icmp sgt i64 %8510, %8508
  %8512 = select i1 %8511, i64 %8510, i64 %8508
  store i64 %8512, ptr %cslot827, align 4
  %8513 = load i64, ptr %cslot825, align 4
  %8514 = load i64, ptr %cslot826, align 4
  %8515 = icmp slt i64 %8500, %8513
  %8516 = select i1 %8515, i64 %8500, i64 %8513
  %8517 = icmp sgt i64 %8516, %8514
  %8518 = select i1 %8517, i64 %8516, i64 %8514
  store i64 %8518, ptr %cslot826, align 4
  %8519 = load i64, ptr %cslot824, align 4
  %8520 = load i64, ptr %cslot825, align 4
  %8521 = icmp slt i64 %8500, %8519
  %8522 = select i1 %8521, i64 %8500, i64 %8519
  %8523 = icmp sgt i64 %8522, %8520
  %8524 = select i1 %8523, i64 %8522, i64 %8520
  store i64 %8524, ptr %cslot825, align 4
  %8525 = load i64, ptr %cslot823, align 4
  %8526 = load i64, ptr %cslot824, align 4
  %8527 = icmp slt i64 %8500, %8525
  %8528 = select i1 %8527, i64 %8500, i64 %8525
  %8529 = icmp sgt i64 %8528, %8526
  %8530 = select i1 %8529, i64 %8528, i64 %8526
  store i64 %8530, ptr %cslot824, align 4
  %8531 = load i64, ptr %cslot822, align 4
  %8532 = load i64, ptr %cslot823, align 4
  %8533 = icmp slt i64 %8500, %8531
  %8534 = select i1 %8533, i64 %8500, i64 %8531
  %8535 = icmp sgt i64 %8534, %8532
  %8536 = select i1 %8535, i64 %8534, i64 %8532
  store i64 %8536, ptr %cslot823, align 4
  %8537 = load i64, ptr %cslot, align 4
  %8538 = load i64, ptr %cslot822, align 4
  %8539 = icmp slt i64 %8500, %8537
  %8540 = select i1 %8539, i64 %8500, i64 %8537
  %8541 = icmp sgt i64 %8540, %8538
  %8542 = select i1 %8541, i64 %8540, i64 %8538
  store i64 %8542, ptr %cslot822, align 4
  %8543 = load i64, ptr %cslot, align 4
  %8544 = icmp sgt i64 %8500, %8543
  %8545 = select i1 %8544, i64 %8500, i64 %8543
  store i64 %8545, ptr %cslot, align 4
  %8546 = load i64, ptr %cn, align 4
  %8547 = add i64 %8546, 1
  store i64 %8547, ptr %cn, align 4
  br label %if.end842

if.end842:                                        ; preds = %if.then841, %if.end840
  %8548 = zext i16 %8151 to i32
  %8549 = shl i32 %8548, 16
  %8550 = bitcast i32 %8549 to float
  %8551 = bitcast float %8550 to i32
  %8552 = fcmp uno float %8550, %8550
  %8553 = select i1 %8552, i32 2143289344, i32 %8551
  %8554 = xor i32 %8553, 2147483647
  %8555 = icmp sge i32 %8553, 0
  %8556 = select i1 %8555, i32 %8553, i32 %8554
  %8557 = icmp sge i32 %8556, %7748
  %8558 = and i1 %8146, %8557
  br i1 %8558, label %if.then843, label %if.end844

if.then843:                                       ; preds = %if.end842
  %8559 = bitcast float %8550 to i32
  %8560 = fcmp uno float %8550, %8550
  %8561 = select i1 %8560, i32 2143289344, i32 %8559
  %8562 = xor i32 %8561, 2147483647
  %8563 = icmp sge i32 %8561, 0
  %8564 = select i1 %8563, i32 %8561, i32 %8562
  %8565 = sext i32 %8564 to i64
  %8566 = shl i64 %8565, 32
  %8567 = sub i64 4294967295, %8148
  %8568 = or i64 %8566, %8567
  %8569 = load i64, ptr %cslot827, align 4
  %8570 = load i64, ptr %cslot828, align 4
  %8571 = icmp slt i64 %8568, %8569
  %8572 = select i1 %8571, i64 %8568, i64 %8569
  %8573 = icmp sgt i64 %8572, %8570
  %8574 = select i1 %8573, i64 %8572, i64 %8570
  store i64 %8574, ptr %cslot828, align 4
  %8575 = load i64, ptr %cslot826, align 4
  %8576 = load i64, ptr %cslot827, align 4
  %8577 = icmp slt i64 %8568, %8575
  %8578 = select i1 %8577, i64 %8568, i64 %8575
  %8579 = icmp sgt i64 %8578, %8576
  %8580 = select i1 %8579, i64 %8578, i64 %8576
  store i64 %8580, ptr %cslot827, align 4
  %8581 = load i64, ptr %cslot825, align 4
  %8582 = load i64, ptr %cslot826, align 4
  %8583 = icmp slt i64 %8568, %8581
  %8584 = select i1 %8583, i64 %8568, i64 %8581
  %8585 = icmp sgt i64 %8584, %8582
  %8586 = select i1 %8585, i64 %8584, i64 %8582
  store i64 %8586, ptr %cslot826, align 4
  %8587 = load i64, ptr %cslot824, align 4
  %8588 = load i64, ptr %cslot825, align 4
  %8589 = icmp slt i64 %8568, %8587
  %8590 = select i1 %8589, i64 %8568, i64 %8587
  %8591 = icmp sgt i64 %8590, %8588
  %8592 = select i1 %8591, i64 %8590, i64 %8588
  store i64 %8592, ptr %cslot825, align 4
  %8593 = load i64, ptr %cslot823, align 4
  %8594 = load i64, ptr %cslot824, align 4
  %8595 = icmp slt i64 %8568, %8593
  %8596 = select i1 %8595, i64 %8568, i64 %8593
  %8597 = icmp sgt i64 %8596, %8594
  %8598 = select i1 %8597, i64 %8596, i64 %8594
  store i64 %8598, ptr %cslot824, align 4
  %8599 = load i64, ptr %cslot822, align 4
  %8600 = load i64, ptr %cslot823, align 4
  %8601 = icmp slt i64 %8568, %8599
  %8602 = select i1 %8601, i64 %8568, i64 %8599
  %8603 = icmp sgt i64 %8602, %8600
  %8604 = select i1 %8603, i64 %8602, i64 %8600
  store i64 %8604, ptr %cslot823, align 4
  %8605 = load i64, ptr %cslot, align 4
  %8606 = load i64, ptr %cslot822, align 4
  %8607 = icmp slt i64 %8568, %8605
  %8608 = select i1 %8607, i64 %8568, i64 %8605
  %8609 = icmp sgt i64 %8608, %8606
  %8610 = select i1 %8609, i64 %8608, i64 %8606
  store i64 %8610, ptr %cslot822, align 4
  %8611 = load i64, ptr %cslot, align 4
  %8612 = icmp sgt i64 %8568, %8611
  %8613 = select i1 %8612, i64 %8568, i64 %8611
  store i64 %8613, ptr %cslot, align 4
  %8614 = load i64, ptr %cn, align 4
  %8615 = add i64 %8614, 1
  store i64 %8615, ptr %cn, align 4
  br label %if.end844

if.end844:                                        ; preds = %if.then843, %if.end842
  %8616 = zext i16 %8167 to i32
  %8617 = shl i32 %8616, 16
  %8618 = bitcast i32 %8617 to float
  %8619 = bitcast float %8618 to i32
  %8620 = fcmp uno float %8618, %8618
  %8621 = select i1 %8620, i32 2143289344, i32 %8619
  %8622 = xor i32 %8621, 2147483647
  %8623 = icmp sge i32 %8621, 0
  %8624 = select i1 %8623, i32 %8621, i32 %8622
  %8625 = icmp sge i32 %8624, %7748
  %8626 = and i1 %8162, %8625
  br i1 %8626, label %if.then845, label %if.end846

if.then845:                                       ; preds = %if.end844
  %8627 = bitcast float %8618 to i32
  %8628 = fcmp uno float %8618, %8618
  %8629 = select i1 %8628, i32 2143289344, i32 %8627
  %8630 = xor i32 %8629, 2147483647
  %8631 = icmp sge i32 %8629, 0
  %8632 = select i1 %8631, i32 %8629, i32 %8630
  %8633 = sext i32 %8632 to i64
  %8634 = shl i64 %8633, 32
  %8635 = sub i64 4294967295, %8164
  %8636 = or i64 %8634, %8635
  %8637 = load i64, ptr %cslot827, align 4
  %8638 = load i64, ptr %cslot828, align 4
  %8639 = icmp slt i64 %8636, %8637
  %8640 = select i1 %8639, i64 %8636, i64 %8637
  %8641 = icmp sgt i64 %8640, %8638
  %8642 = select i1 %8641, i64 %8640, i64 %8638
  store i64 %8642, ptr %cslot828, align 4
  %8643 = load i64, ptr %cslot826, align 4
  %8644 = load i64, ptr %cslot827, align 4
  %8645 = icmp slt i64 %8636, %8643
  %8646 = select i1 %8645, i64 %8636, i64 %8643
  %8647 = icmp sgt i64 %8646, %8644
  %8648 = select i1 %8647, i64 %8646, i64 %8644
  store i64 %8648, ptr %cslot827, align 4
  %8649 = load i64, ptr %cslot825, align 4
  %8650 = load i64, ptr %cslot826, align 4
  %8651 = icmp slt i64 %8636, %8649
  %8652 = select i1 %8651, i64 %8636, i64 %8649
  %8653 = icmp sgt i64 %8652, %8650
  %8654 = select i1 %8653, i64 %8652, i64 %8650
  store i64 %8654, ptr %cslot826, align 4
  %8655 = load i64, ptr %cslot824, align 4
  %8656 = load i64, ptr %cslot825, align 4
  %8657 = icmp slt i64 %8636, %8655
  %8658 = select i1 %8657, i64 %8636, i64 %8655
  %8659 = icmp sgt i64 %8658, %8656
  %8660 = select i1 %8659, i64 %8658, i64 %8656
  store i64 %8660, ptr %cslot825, align 4
  %8661 = load i64, ptr %cslot823, align 4
  %8662 = load i64, ptr %cslot824, align 4
  %8663 = icmp slt i64 %8636, %8661
  %8664 = select i1 %8663, i64 %8636, i64 %8661
  %8665 = icmp sgt i64 %8664, %8662
  %8666 = select i1 %8665, i64 %8664, i64 %8662
  store i64 %8666, ptr %cslot824, align 4
  %8667 = load i64, ptr %cslot822, align 4
  %8668 = load i64, ptr %cslot823, align 4
  %8669 = icmp slt i64 %8636, %8667
  %8670 = select i1 %8669, i64 %8636, i64 %8667
  %8671 = icmp sgt i64 %8670, %8668
  %8672 = select i1 %8671, i64 %8670, i64 %8668
  store i64 %8672, ptr %cslot823, align 4
  %8673 = load i64, ptr %cslot, align 4
  %8674 = load i64, ptr %cslot822, align 4
  %8675 = icmp slt i64 %8636, %8673
  %8676 = select i1 %8675, i64 %8636, i64 %8673
  %8677 = icmp sgt i64 %8676, %8674
  %8678 = select i1 %8677, i64 %8676, i64 %8674
  store i64 %8678, ptr %cslot822, align 4
  %8679 = load i64, ptr %cslot, align 4
  %8680 = icmp sgt i64 %8636, %8679
  %8681 = select i1 %8680, i64 %8636, i64 %8679
  store i64 %8681, ptr %cslot, align 4
  %8682 = load i64, ptr %cn, align 4
  %8683 = add i64 %8682, 1
  store i64 %8683, ptr %cn, align 4
  br label %if.end846

if.end846:                                        ; preds = %if.then845, %if.end844
  %8684 = zext i16 %8183 to i32
  %8685 = shl i32 %8684, 16
  %8686 = bitcast i32 %8685 to float
  %8687 = bitcast float %8686 to i32
  %8688 = fcmp uno float %8686, %8686
  %8689 = select i1 %8688, i32 2143289344, i32 %8687
  %8690 = xor i32 %8689, 2147483647
  %8691 = icmp sge i32 %8689, 0
  %8692 = select i1 %8691, i32 %8689, i32 %8690
  %8693 = icmp sge i32 %8692, %7748
  %8694 = and i1 %8178, %8693
  br i1 %8694, label %if.then847, label %if.end848

if.then847:                                       ; preds = %if.end846
  %8695 = bitcast float %8686 to i32
  %8696 = fcmp uno float %8686, %8686
  %8697 = select i1 %8696, i32 2143289344, i32 %8695
  %8698 = xor i32 %8697, 2147483647
  %8699 = icmp sge i32 %8697, 0
  %8700 = select i1 %8699, i32 %8697, i32 %8698
  %8701 = sext i32 %8700 to i64
  %8702 = shl i64 %8701, 32
  %8703 = sub i64 4294967295, %8180
  %8704 = or i64 %8702, %8703
  %8705 = load i64, ptr %cslot827, align 4
  %8706 = load i64, ptr %cslot828, align 4
  %8707 = icmp slt i64 %8704, %8705
  %8708 = select i1 %8707, i64 %8704, i64 %8705
  %8709 = icmp sgt i64 %8708, %8706
  %8710 = select i1 %8709, i64 %8708, i64 %8706
  store i64 %8710, ptr %cslot828, align 4
  %8711 = load i64, ptr %cslot826, align 4
  %8712 = load i64, ptr %cslot827, align 4
  %8713 = icmp slt i64 %8704, %8711
  %8714 = select i1 %8713, i64 %8704, i64 %8711
  %8715 = icmp sgt i64 %8714, %8712
  %8716 = select i1 %8715, i64 %8714, i64 %8712
  store i64 %8716, ptr %cslot827, align 4
  %8717 = load i64, ptr %cslot825, align 4
  %8718 = load i64, ptr %cslot826, align 4
  %8719 = icmp slt i64 %8704, %8717
  %8720 = select i1 %8719, i64 %8704, i64 %8717
  %8721 = icmp sgt i64 %8720, %8718
  %8722 = select i1 %8721, i64 %8720, i64 %8718
  store i64 %8722, ptr %cslot826, align 4
  %8723 = load i64, ptr %cslot824, align 4
  %8724 = load i64, ptr %cslot825, align 4
  %8725 = icmp slt i64 %8704, %8723
  %8726 = select i1 %8725, i64 %8704, i64 %8723
  %8727 = icmp sgt i64 %8726, %8724
  %8728 = select i1 %8727, i64 %8726, i64 %8724
  store i64 %8728, ptr %cslot825, align 4
  %8729 = load i64, ptr %cslot823, align 4
  %8730 = load i64, ptr %cslot824, align 4
  %8731 = icmp slt i64 %8704, %8729
  %8732 = select i1 %8731, i64 %8704, i64 %8729
  %8733 = icmp sgt i64 %8732, %8730
  %8734 = select i1 %8733, i64 %8732, i64 %8730
  store i64 %8734, ptr %cslot824, align 4
  %8735 = load i64, ptr %cslot822, align 4
  %8736 = load i64, ptr %cslot823, align 4
  %8737 = icmp slt i64 %8704, %8735
  %8738 = select i1 %8737, i64 %8704, i64 %8735
  %8739 = icmp sgt i64 %8738, %8736
  %8740 = select i1 %8739, i64 %8738, i64 %8736
  store i64 %8740, ptr %cslot823, align 4
  %8741 = load i64, ptr %cslot, align 4
  %8742 = load i64, ptr %cslot822, align 4
  %8743 = icmp slt i64 %8704, %8741
  %8744 = select i1 %8743, i64 %8704, i64 %8741
  %8745 = icmp sgt i64 %8744, %8742
  %8746 = select i1 %8745, i64 %8744, i64 %8742
  store i64 %8746, ptr %cslot822, align 4
  %8747 = load i64, ptr %cslot, align 4
  %8748 = icmp sgt i64 %8704, %8747
  %8749 = select i1 %8748, i64 %8704, i64 %8747
  store i64 %8749, ptr %cslot, align 4
  %8750 = load i64, ptr %cn, align 4
  %8751 = add i64 %8750, 1
  store i64 %8751, ptr %cn, align 4
  br label %if.end848

if.end848:                                        ; preds = %if.then847, %if.end846
  %8752 = zext i16 %8199 to i32
  %8753 = shl i32 %8752, 16
  %8754 = bitcast i32 %8753 to float
  %8755 = bitcast float %8754 to i32
  %8756 = fcmp uno float %8754, %8754
  %8757 = select i1 %8756, i32 2143289344, i32 %8755
  %8758 = xor i32 %8757, 2147483647
  %8759 = icmp sge i32 %8757, 0
  %8760 = select i1 %8759, i32 %8757, i32 %8758
  %8761 = icmp sge i32 %8760, %7748
  %8762 = and i1 %8194, %8761
  br i1 %8762, label %if.then849, label %if.end850

if.then849:                                       ; preds = %if.end848
  %8763 = bitcast float %8754 to i32
  %8764 = fcmp uno float %8754, %8754
  %8765 = select i1 %8764, i32 2143289344, i32 %8763
  %8766 = xor i32 %8765, 2147483647
  %8767 = icmp sge i32 %8765, 0
  %8768 = select i1 %8767, i32 %8765, i32 %8766
  %8769 = sext i32 %8768 to i64
  %8770 = shl i64 %8769, 32
  %8771 = sub i64 4294967295, %8196
  %8772 = or i64 %8770, %8771
  %8773 = load i64, ptr %cslot827, align 4
  %8774 = load i64, ptr %cslot828, align 4
  %8775 = icmp slt i64 %8772, %8773
  %8776 = select i1 %8775, i64 %8772, i64 %8773
  %8777 = icmp sgt i64 %8776, %8774
  %8778 = select i1 %8777, i64 %8776, i64 %8774
  store i64 %8778, ptr %cslot828, align 4
  %8779 = load i64, ptr %cslot826, align 4
  %8780 = load i64, ptr %cslot827, align 4
  %8781 = icmp slt i64 %8772, %8779
  %8782 = select i1 %8781, i64 %8772, i64 %8779
  %8783 = icmp sgt i64 %8782, %8780
  %8784 = select i1 %8783, i64 %8782, i64 %8780
  store i64 %8784, ptr %cslot827, align 4
  %8785 = load i64, ptr %cslot825, align 4
  %8786 = load i64, ptr %cslot826, align 4
  %8787 = icmp slt i64 %8772, %8785
  %8788 = select i1 %8787, i64 %8772, i64 %8785
  %8789 = icmp sgt i64 %8788, %8786
  %8790 = select i1 %8789, i64 %8788, i64 %8786
  store i64 %8790, ptr %cslot826, align 4
  %8791 = load i64, ptr %cslot824, align 4
  %8792 = load i64, ptr %cslot825, align 4
  %8793 = icmp slt i64 %8772, %8791
  %8794 = select i1 %8793, i64 %8772, i64 %8791
  %8795 = icmp sgt i64 %8794, %8792
  %8796 = select i1 %8795, i64 %8794, i64 %8792
  store i64 %8796, ptr %cslot825, align 4
  %8797 = load i64, ptr %cslot823, align 4
  %8798 = load i64, ptr %cslot824, align 4
  %8799 = icmp slt i64 %8772, %8797
  %8800 = select i1 %8799, i64 %8772, i64 %8797
  %8801 = icmp sgt i64 %8800, %8798
  %8802 = select i1 %8801, i64 %8800, i64 %8798
  store i64 %8802, ptr %cslot824, align 4
  %8803 = load i64, ptr %cslot822, align 4
  %8804 = load i64, ptr %cslot823, align 4
  %8805 = icmp slt i64 %8772, %8803
  %8806 = select i1 %8805, i64 %8772, i64 %8803
  %8807 = icmp sgt i64 %8806, %8804
  %8808 = select i1 %8807, i64 %8806, i64 %8804
  store i64 %8808, ptr %cslot823, align 4
  %8809 = load i64, ptr %cslot, align 4
  %8810 = load i64, ptr %cslot822, align 4
  %8811 = icmp slt i64 %8772, %8809
  %8812 = select i1 %8811, i64 %8772, i64 %8809
  %8813 = icmp sgt i64 %8812, %8810
  %8814 = select i1 %8813, i64 %8812, i64 %8810
  store i64 %8814, ptr %cslot822, align 4
  %8815 = load i64, ptr %cslot, align 4
  %8816 = icmp sgt i64 %8772, %8815
  %8817 = select i1 %8816, i64 %8772, i64 %8815
  store i64 %8817, ptr %cslot, align 4
  %8818 = load i64, ptr %cn, align 4
  %8819 = add i64 %8818, 1
  store i64 %8819, ptr %cn, align 4
  br label %if.end850

if.end850:                                        ; preds = %if.then849, %if.end848
  %8820 = zext i16 %8215 to i32
  %8821 = shl i32 %8820, 16
  %8822 = bitcast i32 %8821 to float
  %8823 = bitcast float %8822 to i32
  %8824 = fcmp uno float %8822, %8822
  %8825 = select i1 %8824, i32 2143289344, i32 %8823
  %8826 = xor i32 %8825, 2147483647
  %8827 = icmp sge i32 %8825, 0
  %8828 = select i1 %8827, i32 %8825, i32 %8826
  %8829 = icmp sge i32 %8828, %7748
  %8830 = and i1 %8210, %8829
  br i1 %8830, label %if.then851, label %if.end852

if.then851:                                       ; preds = %if.end850
  %8831 = bitcast float %8822 to i32
  %8832 = fcmp uno float %8822, %8822
  %8833 = select i1 %8832, i32 2143289344, i32 %8831
  %8834 = xor i32 %8833, 2147483647
  %8835 = icmp sge i32 %8833, 0
  %8836 = select i1 %8835, i32 %8833, i32 %8834
  %8837 = sext i32 %8836 to i64
  %8838 = shl i64 %8837, 32
  %8839 = sub i64 4294967295, %8212
  %8840 = or i64 %8838, %8839
  %8841 = load i64, ptr %cslot827, align 4
  %8842 = load i64, ptr %cslot828, align 4
  %8843 = icmp slt i64 %8840, %8841
  %8844 = select i1 %8843, i64 %8840, i64 %8841
  %8845 = icmp sgt i64 %8844, %8842
  %8846 = select i1 %8845, i64 %8844, i64 %8842
  store i64 %8846, ptr %cslot828, align 4
  %8847 = load i64, ptr %cslot826, align 4
  %8848 = load i64, ptr %cslot827, align 4
  %8849 = icmp slt i64 %8840, %8847
  %8850 = select i1 %8849, i64 %8840, i64 %8847
  %8851 = icmp sgt i64 %8850, %8848
  %8852 = select i1 %8851, i64 %8850, i64 %8848
  store i64 %8852, ptr %cslot827, align 4
  %8853 = load i64, ptr %cslot825, align 4
  %8854 = load i64, ptr %cslot826, align 4
  %8855 = icmp slt i64 %8840, %8853
  %8856 = select i1 %8855, i64 %8840, i64 %8853
  %8857 = icmp sgt i64 %8856, %8854
  %8858 = select i1 %8857, i64 %8856, i64 %8854
  store i64 %8858, ptr %cslot826, align 4
  %8859 = load i64, ptr %cslot824, align 4
  %8860 = load i64, ptr %cslot825, align 4
  %8861 = icmp slt i64 %8840, %8859
  %8862 = select i1 %8861, i64 %8840, i64 %8859
  %8863 = icmp sgt i64 %8862, %8860
  %8864 = select i1 %8863, i64 %8862, i64 %8860
  store i64 %8864, ptr %cslot825, align 4
  %8865 = load i64, ptr %cslot823, align 4
  %8866 = load i64, ptr %cslot824, align 4
  %8867 = icmp slt i64 %8840, %8865
  %8868 = select i1 %8867, i64 %8840, i64 %8865
  %8869 = icmp sgt i64 %8868, %8866
  %8870 = select i1 %8869, i64 %8868, i64 %8866
  store i64 %8870, ptr %cslot824, align 4
  %8871 = load i64, ptr %cslot822, align 4
  %8872 = load i64, ptr %cslot823, align 4
  %8873 = icmp slt i64 %8840, %8871
  %8874 = select i1 %8873, i64 %8840, i64 %8871
  %8875 = icmp sgt i64 %8874, %8872
  %8876 = select i1 %8875, i64 %8874, i64 %8872
  store i64 %8876, ptr %cslot823, align 4
  %8877 = load i64, ptr %cslot, align 4
  %8878 = load i64, ptr %cslot822, align 4
  %8879 = icmp slt i64 %8840, %8877
  %8880 = select i1 %8879, i64 %8840, i64 %8877
  %8881 = icmp sgt i64 %8880, %8878
  %8882 = select i1 %8881, i64 %8880, i64 %8878
  store i64 %8882, ptr %cslot822, align 4
  %8883 = load i64, ptr %cslot, align 4
  %8884 = icmp sgt i64 %8840, %8883
  %8885 = select i1 %8884, i64 %8840, i64 %8883
  store i64 %8885, ptr %cslot, align 4
  %8886 = load i64, ptr %cn, align 4
  %8887 = add i64 %8886, 1
  store i64 %8887, ptr %cn, align 4
  br label %if.end852

if.end852:                                        ; preds = %if.then851, %if.end850
  %8888 = zext i16 %8231 to i32
  %8889 = shl i32 %8888, 16
  %8890 = bitcast i32 %8889 to float
  %8891 = bitcast float %8890 to i32
  %8892 = fcmp uno float %8890, %8890
  %8893 = select i1 %8892, i32 2143289344, i32 %8891
  %8894 = xor i32 %8893, 2147483647
  %8895 = icmp sge i32 %8893, 0
  %8896 = select i1 %8895, i32 %8893, i32 %8894
  %8897 = icmp sge i32 %8896, %7748
  %8898 = and i1 %8226, %8897
  br i1 %8898, label %if.then853, label %if.end854

if.then853:                                       ; preds = %if.end852
  %8899 = bitcast float %8890 to i32
  %8900 = fcmp uno float %8890, %8890
  %8901 = select i1 %8900, i32 2143289344, i32 %8899
  %8902 = xor i32 %8901, 2147483647
  %8903 = icmp sge i32 %8901, 0
  %8904 = select i1 %8903, i32 %8901, i32 %8902
  %8905 = sext i32 %8904 to i64
  %8906 = shl i64 %8905, 32
  %8907 = sub i64 4294967295, %8228
  %8908 = or i64 %8906, %8907
  %8909 = load i64, ptr %cslot827, align 4
  %8910 = load i64, ptr %cslot828, align 4
  %8911 = icmp slt i64 %8908, %8909
  %8912 = select i1 %8911, i64 %8908, i64 %8909
  %8913 = icmp sgt i64 %8912, %8910
  %8914 = select i1 %8913, i64 %8912, i64 %8910
  store i64 %8914, ptr %cslot828, align 4
  %8915 = load i64, ptr %cslot826, align 4
  %8916 = load i64, ptr %cslot827, align 4
  %8917 = icmp slt i64 %8908, %8915
  %8918 = select i1 %8917, i64 %8908, i64 %8915
  %8919 = icmp sgt i64 %8918, %8916
  %8920 = select i1 %8919, i64 %8918, i64 %8916
  store i64 %8920, ptr %cslot827, align 4
  %8921 = load i64, ptr %cslot825, align 4
  %8922 = load i64, ptr %cslot826, align 4
  %8923 = icmp slt i64 %8908, %8921
  %8924 = select i1 %8923, i64 %8908, i64 %8921
  %8925 = icmp sgt i64 %8924, %8922
  %8926 = select i1 %8925, i64 %8924, i64 %8922
  store i64 %8926, ptr %cslot826, align 4
  %8927 = load i64, ptr %cslot824, align 4
  %8928 = load i64, ptr %cslot825, align 4
  %8929 = icmp slt i64 %8908, %8927
  %8930 = select i1 %8929, i64 %8908, i64 %8927
  %8931 = icmp sgt i64 %8930, %8928
  %8932 = select i1 %8931, i64 %8930, i64 %8928
  store i64 %8932, ptr %cslot825, align 4
  %8933 = load i64, ptr %cslot823, align 4
  %8934 = load i64, ptr %cslot824, align 4
  %8935 = icmp slt i64 %8908, %8933
  %8936 = select i1 %8935, i64 %8908, i64 %8933
  %8937 = icmp sgt i64 %8936, %8934
  %8938 = select i1 %8937, i64 %8936, i64 %8934
  store i64 %8938, ptr %cslot824, align 4
  %8939 = load i64, ptr %cslot822, align 4
  %8940 = load i64, ptr %cslot823, align 4
  %8941 = icmp slt i64 %8908, %8939
  %8942 = select i1 %8941, i64 %8908, i64 %8939
  %8943 = icmp sgt i64 %8942, %8940
  %8944 = select i1 %8943, i64 %8942, i64 %8940
  store i64 %8944, ptr %cslot823, align 4
  %8945 = load i64, ptr %cslot, align 4
  %8946 = load i64, ptr %cslot822, align 4
  %8947 = icmp slt i64 %8908, %8945
  %8948 = select i1 %8947, i64 %8908, i64 %8945
  %8949 = icmp sgt i64 %8948, %8946
  %8950 = select i1 %8949, i64 %8948, i64 %8946
  store i64 %8950, ptr %cslot822, align 4
  %8951 = load i64, ptr %cslot, align 4
  %8952 = icmp sgt i64 %8908, %8951
  %8953 = select i1 %8952, i64 %8908, i64 %8951
  store i64 %8953, ptr %cslot, align 4
  %8954 = load i64, ptr %cn, align 4
  %8955 = add i64 %8954, 1
  store i64 %8955, ptr %cn, align 4
  br label %if.end854

if.end854:                                        ; preds = %if.then853, %if.end852
  %8956 = zext i16 %8247 to i32
  %8957 = shl i32 %8956, 16
  %8958 = bitcast i32 %8957 to float
  %8959 = bitcast float %8958 to i32
  %8960 = fcmp uno float %8958, %8958
  %8961 = select i1 %8960, i32 2143289344, i32 %8959
  %8962 = xor i32 %8961, 2147483647
  %8963 = icmp sge i32 %8961, 0
  %8964 = select i1 %8963, i32 %8961, i32 %8962
  %8965 = icmp sge i32 %8964, %7748
  %8966 = and i1 %8242, %8965
  br i1 %8966, label %if.then855, label %if.end856

if.then855:                                       ; preds = %if.end854
  %8967 = bitcast float %8958 to i32
  %8968 = fcmp uno float %8958, %8958
  %8969 = select i1 %8968, i32 2143289344, i32 %8967
  %8970 = xor i32 %8969, 2147483647
  %8971 = icmp sge i32 %8969, 0
  %8972 = select i1 %8971, i32 %8969, i32 %8970
  %8973 = sext i32 %8972 to i64
  %8974 = shl i64 %8973, 32
  %8975 = sub i64 4294967295, %8244
  %8976 = or i64 %8974, %8975
  %8977 = load i64, ptr %cslot827, align 4
  %8978 = load i64, ptr %cslot828, align 4
  %8979 = icmp slt i64 %8976, %8977
  %8980 = select i1 %8979, i64 %8976, i64 %8977
  %8981 = icmp sgt i64 %8980, %8978
  %8982 = select i1 %8981, i64 %8980, i64 %8978
  store i64 %8982, ptr %cslot828, align 4
  %8983 = load i64, ptr %cslot826, align 4
  %8984 = load i64, ptr %cslot827, align 4
  %8985 = icmp slt i64 %8976, %8983
  %8986 = select i1 %8985, i64 %8976, i64 %8983
  %8987 = icmp sgt i64 %8986, %8984
  %8988 = select i1 %8987, i64 %8986, i64 %8984
  store i64 %8988, ptr %cslot827, align 4
  %8989 = load i64, ptr %cslot825, align 4
  %8990 = load i64, ptr %cslot826, align 4
  %8991 = icmp slt i64 %8976, %8989
  %8992 = select i1 %8991, i64 %8976, i64 %8989
  %8993 = icmp sgt i64 %8992, %8990
  %8994 = select i1 %8993, i64 %8992, i64 %8990
  store i64 %8994, ptr %cslot826, align 4
  %8995 = load i64, ptr %cslot824, align 4
  %8996 = load i64, ptr %cslot825, align 4
  %8997 = icmp slt i64 %8976, %8995
  %8998 = select i1 %8997, i64 %8976, i64 %8995
  %8999 = icmp sgt i64 %8998, %8996
  %9000 = select i1 %8999, i64 %8998, i64 %8996
  store i64 %9000, ptr %cslot825, align 4
  %9001 = load i64, ptr %cslot823, align 4
  %9002 = load i64, ptr %cslot824, align 4
  %9003 = icmp slt i64 %8976, %9001
  %9004 = select i1 %9003, i64 %8976, i64 %9001
  %9005 = icmp sgt i64 %9004, %9002
  %9006 = select i1 %9005, i64 %9004, i64 %9002
  store i64 %9006, ptr %cslot824, align 4
  %9007 = load i64, ptr %cslot822, align 4
  %9008 = load i64, ptr %cslot823, align 4
  %9009 = icmp slt i64 %8976, %9007
  %9010 = select i1 %9009, i64 %8976, i64 %9007
  %9011 = icmp sgt i64 %9010, %9008
  %9012 = select i1 %9011, i64 %9010, i64 %9008
  store i64 %9012, ptr %cslot823, align 4
  %9013 = load i64, ptr %cslot, align 4
  %9014 = load i64, ptr %cslot822, align 4
  %9015 = icmp slt i64 %8976, %9013
  %9016 = select i1 %9015, i64 %8976, i64 %9013
  %9017 = icmp sgt i64 %9016, %9014
  %9018 = select i1 %9017, i64 %9016, i64 %9014
  store i64 %9018, ptr %cslot822, align 4
  %9019 = load i64, ptr %cslot, align 4
  %9020 = icmp sgt i64 %8976, %9019
  %9021 = select i1 %9020, i64 %8976, i64 %9019
  store i64 %9021, ptr %cslot, align 4
  %9022 = load i64, ptr %cn, align 4
  %9023 = add i64 %9022, 1
  store i64 %9023, ptr %cn, align 4
  br label %if.end856

if.end856:                                        ; preds = %if.then855, %if.end854
  %9024 = zext i16 %8263 to i32
  %9025 = shl i32 %9024, 16
  %9026 = bitcast i32 %9025 to float
  %9027 = bitcast float %9026 to i32
  %9028 = fcmp uno float %9026, %9026
  %9029 = select i1 %9028, i32 2143289344, i32 %9027
  %9030 = xor i32 %9029, 2147483647
  %9031 = icmp sge i32 %9029, 0
  %9032 = select i1 %9031, i32 %9029, i32 %9030
  %9033 = icmp sge i32 %9032, %7748
  %9034 = and i1 %8258, %9033
  br i1 %9034, label %if.then857, label %if.end858

if.then857:                                       ; preds = %if.end856
  %9035 = bitcast float %9026 to i32
  %9036 = fcmp uno float %9026, %9026
  %9037 = select i1 %9036, i32 2143289344, i32 %9035
  %9038 = xor i32 %9037, 2147483647
  %9039 = icmp sge i32 %9037, 0
  %9040 = select i1 %9039, i32 %9037, i32 %9038
  %9041 = sext i32 %9040 to i64
  %9042 = shl i64 %9041, 32
  %9043 = sub i64 4294967295, %8260
  %9044 = or i64 %9042, %9043
  %9045 = load i64, ptr %cslot827, align 4
  %9046 = load i64, ptr %cslot828, align 4
  %9047 = icmp slt i64 %9044, %9045
  %9048 = select i1 %9047, i64 %9044, i64 %9045
  %9049 = icmp sgt i64 %9048, %9046
  %9050 = select i1 %9049, i64 %9048, i64 %9046
  store i64 %9050, ptr %cslot828, align 4
  %9051 = load i64, ptr %cslot826, align 4
  %9052 = load i64, ptr %cslot827, align 4
  %9053 = icmp slt i64 %9044, %9051
  %9054 = select i1 %9053, i64 %9044, i64 %9051
  %9055 = icmp sgt i64 %9054, %9052
  %9056 = select i1 %9055, i64 %9054, i64 %9052
  store i64 %9056, ptr %cslot827, align 4
  %9057 = load i64, ptr %cslot825, align 4
  %9058 = load i64, ptr %cslot826, align 4
  %9059 = icmp slt i64 %9044, %9057
  %9060 = select i1 %9059, i64 %9044, i64 %9057
  %9061 = icmp sgt i64 %9060, %9058
  %9062 = select i1 %9061, i64 %9060, i64 %9058
  store i64 %9062, ptr %cslot826, align 4
  %9063 = load i64, ptr %cslot824, align 4
  %9064 = load i64, ptr %cslot825, align 4
  %9065 = icmp slt i64 %9044, %9063
  %9066 = select i1 %9065, i64 %9044, i64 %9063
  %9067 = icmp sgt i64 %9066, %9064
  %9068 = select i1 %9067, i64 %9066, i64 %9064
  store i64 %9068, ptr %cslot825, align 4
  %9069 = load i64, ptr %cslot823, align 4
  %9070 = load i64, ptr %cslot824, align 4
  %9071 = icmp slt i64 %9044, %9069
  %9072 = select i1 %9071, i64 %9044, i64 %9069
  %9073 = icmp sgt i64 %9072, %9070
  %9074 = select i1 %9073, i64 %9072, i64 %9070
  store i64 %9074, ptr %cslot824, align 4
  %9075 = load i64, ptr %cslot822, align 4
  %9076 = load i64, ptr %cslot823, align 4
  %9077 = icmp slt i64 %9044, %9075
  %9078 = select i1 %9077, i64 %9044, i64 %9075
  %9079 = icmp sgt i64 %9078, %9076
  %9080 = select i1 %9079, i64 %9078, i64 %9076
  store i64 %9080, ptr %cslot823, align 4
  %9081 = load i64, ptr %cslot, align 4
  %9082 = load i64, ptr %cslot822, align 4
  %9083 = icmp slt i64 %9044, %9081
  %9084 = select i1 %9083, i64 %9044, i64 %9081
  %9085 = icmp sgt i64 %9084, %9082
  %9086 = select i1 %9085, i64 %9084, i64 %9082
  store i64 %9086, ptr %cslot822, align 4
  %9087 = load i64, ptr %cslot, align 4
  %9088 = icmp sgt i64 %9044, %9087
  %9089 = select i1 %9088, i64 %9044, i64 %9087
  store i64 %9089, ptr %cslot, align 4
  %9090 = load i64, ptr %cn, align 4
  %9091 = add i64 %9090, 1
  store i64 %9091, ptr %cn, align 4
  br label %if.end858

if.end858:                                        ; preds = %if.then857, %if.end856
  %9092 = zext i16 %8279 to i32
  %9093 = shl i32 %9092, 16
  %9094 = bitcast i32 %9093 to float
  %9095 = bitcast float %9094 to i32
  %9096 = fcmp uno float %9094, %9094
  %9097 = select i1 %9096, i32 2143289344, i32 %9095
  %9098 = xor i32 %9097, 2147483647
  %9099 = icmp sge i32 %9097, 0
  %9100 = select i1 %9099, i32 %9097, i32 %9098
  %9101 = icmp sge i32 %9100, %7748
  %9102 = and i1 %8274, %9101
  br i1 %9102, label %if.then859, label %if.end860

if.then859:                                       ; preds = %if.end858
  %9103 = bitcast float %9094 to i32
  %9104 = fcmp uno float %9094, %9094
  %9105 = select i1 %9104, i32 2143289344, i32 %9103
  %9106 = xor i32 %9105, 2147483647
  %9107 = icmp sge i32 %9105, 0
  %9108 = select i1 %9107, i32 %9105, i32 %9106
  %9109 = sext i32 %9108 to i64
  %9110 = shl i64 %9109, 32
  %9111 = sub i64 4294967295, %8276
  %9112 = or i64 %9110, %9111
  %9113 = load i64, ptr %cslot827, align 4
  %9114 = load i64, ptr %cslot828, align 4
  %9115 = icmp slt i64 %9112, %9113
  %9116 = select i1 %9115, i64 %9112, i64 %9113
  %9117 = icmp sgt i64 %9116, %9114
  %9118 = select i1 %9117, i64 %9116, i64 %9114
  store i64 %9118, ptr %cslot828, align 4
  %9119 = load i64, ptr %cslot826, align 4
  %9120 = load i64, ptr %cslot827, align 4
  %9121 = icmp slt i64 %9112, %9119
  %9122 = select i1 %9121, i64 %9112, i64 %9119
  %9123 = icmp sgt i64 %9122, %9120
  %9124 = select i1 %9123, i64 %9122, i64 %9120
  store i64 %9124, ptr %cslot827, align 4
  %9125 = load i64, ptr %cslot825, align 4
  %9126 = load i64, ptr %cslot826, align 4
  %9127 = icmp slt i64 %9112, %9125
  %9128 = select i1 %9127, i64 %9112, i64 %9125
  %9129 = icmp sgt i64 %9128, %9126
  %9130 = select i1 %9129, i64 %9128, i64 %9126
  store i64 %9130, ptr %cslot826, align 4
  %9131 = load i64, ptr %cslot824, align 4
  %9132 = load i64, ptr %cslot825, align 4
  %9133 = icmp slt i64 %9112, %9131
  %9134 = select i1 %9133, i64 %9112, i64 %9131
  %9135 = icmp sgt i64 %9134, %9132
  %9136 = select i1 %9135, i64 %9134, i64 %9132
  store i64 %9136, ptr %cslot825, align 4
  %9137 = load i64, ptr %cslot823, align 4
  %9138 = load i64, ptr %cslot824, align 4
  %9139 = icmp slt i64 %9112, %9137
  %9140 = select i1 %9139, i64 %9112, i64 %9137
  %9141 = icmp sgt i64 %9140, %9138
  %9142 = select i1 %9141, i64 %9140, i64 %9138
  store i64 %9142, ptr %cslot824, align 4
  %9143 = load i64, ptr %cslot822, align 4
  %9144 = load i64, ptr %cslot823, align 4
  %9145 = icmp slt i64 %9112, %9143
  %9146 = select i1 %9145, i64 %9112, i64 %9143
  %9147 = icmp sgt i64 %9146, %9144
  %9148 = select i1 %9147, i64 %9146, i64 %9144
  store i64 %9148, ptr %cslot823, align 4
  %9149 = load i64, ptr %cslot, align 4
  %9150 = load i64, ptr %cslot822, align 4
  %9151 = icmp slt i64 %9112, %9149
  %9152 = select i1 %9151, i64 %9112, i64 %9149
  %9153 = icmp sgt i64 %9152, %9150
  %9154 = select i1 %9153, i64 %9152, i64 %9150
  store i64 %9154, ptr %cslot822, align 4
  %9155 = load i64, ptr %cslot, align 4
  %9156 = icmp sgt i64 %9112, %9155
  %9157 = select i1 %9156, i64 %9112, i64 %9155
  store i64 %9157, ptr %cslot, align 4
  %9158 = load i64, ptr %cn, align 4
  %9159 = add i64 %9158, 1
  store i64 %9159, ptr %cn, align 4
  br label %if.end860

if.end860:                                        ; preds = %if.then859, %if.end858
  %9160 = zext i16 %8295 to i32
  %9161 = shl i32 %9160, 16
  %9162 = bitcast i32 %9161 to float
  %9163 = bitcast float %9162 to i32
  %9164 = fcmp uno float %9162, %9162
  %9165 = select i1 %9164, i32 2143289344, i32 %9163
  %9166 = xor i32 %9165, 2147483647
  %9167 = icmp sge i32 %9165, 0
  %9168 = select i1 %9167, i32 %9165, i32 %9166
  %9169 = icmp sge i32 %9168, %7748
  %9170 = and i1 %8290, %9169
  br i1 %9170, label %if.then861, label %if.end862

if.then861:                                       ; preds = %if.end860
  %9171 = bitcast float %9162 to i32
  %9172 = fcmp uno float %9162, %9162
  %9173 = select i1 %9172, i32 2143289344, i32 %9171
  %9174 = xor i32 %9173, 2147483647
  %9175 = icmp sge i32 %9173, 0
  %9176 = select i1 %9175, i32 %9173, i32 %9174
  %9177 = sext i32 %9176 to i64
  %9178 = shl i64 %9177, 32
  %9179 = sub i64 4294967295, %8292
  %9180 = or i64 %9178, %9179
  %9181 = load i64, ptr %cslot827, align 4
  %9182 = load i64, ptr %cslot828, align 4
  %9183 = icmp slt i64 %9180, %9181
  %9184 = select i1 %9183, i64 %9180, i64 %9181
  %9185 = icmp sgt i64 %9184, %9182
  %9186 = select i1 %9185, i64 %9184, i64 %9182
  store i64 %9186, ptr %cslot828, align 4
  %9187 = load i64, ptr %cslot826, align 4
  %9188 = load i64, ptr %cslot827, align 4
  %9189 = icmp slt i64 %9180, %9187
  %9190 = select i1 %9189, i64 %9180, i64 %9187
  %9191 = icmp sgt i64 %9190, %9188
  %9192 = select i1 %9191, i64 %9190, i64 %9188
  store i64 %9192, ptr %cslot827, align 4
  %9193 = load i64, ptr %cslot825, align 4
  %9194 = load i64, ptr %cslot826, align 4
  %9195 = icmp slt i64 %9180, %9193
  %9196 = select i1 %9195, i64 %9180, i64 %9193
  %9197 = icmp sgt i64 %9196, %9194
  %9198 = select i1 %9197, i64 %9196, i64 %9194
  store i64 %9198, ptr %cslot826, align 4
  %9199 = load i64, ptr %cslot824, align 4
  %9200 = load i64, ptr %cslot825, align 4
  %9201 = icmp slt i64 %9180, %9199
  %9202 = select i1 %9201, i64 %9180, i64 %9199
  %9203 = icmp sgt i64 %9202, %9200
  %9204 = select i1 %9203, i64 %9202, i64 %9200
  store i64 %9204, ptr %cslot825, align 4
  %9205 = load i64, ptr %cslot823, align 4
  %9206 = load i64, ptr %cslot824, align 4
  %9207 = icmp slt i64 %9180, %9205
  %9208 = select i1 %9207, i64 %9180, i64 %9205
  %9209 = icmp sgt i64 %9208, %9206
  %9210 = select i1 %9209, i64 %9208, i64 %9206
  store i64 %9210, ptr %cslot824, align 4
  %9211 = load i64, ptr %cslot822, align 4
  %9212 = load i64, ptr %cslot823, align 4
  %9213 = icmp slt i64 %9180, %9211
  %9214 = select i1 %9213, i64 %9180, i64 %9211
  %9215 = icmp sgt i64 %9214, %9212
  %9216 = select i1 %9215, i64 %9214, i64 %9212
  store i64 %9216, ptr %cslot823, align 4
  %9217 = load i64, ptr %cslot, align 4
  %9218 = load i64, ptr %cslot822, align 4
  %9219 = icmp slt i64 %9180, %9217
  %9220 = select i1 %9219, i64 %9180, i64 %9217
  %9221 = icmp sgt i64 %9220, %9218
  %9222 = select i1 %9221, i64 %9220, i64 %9218
  store i64 %9222, ptr %cslot822, align 4
  %9223 = load i64, ptr %cslot, align 4
  %9224 = icmp sgt i64 %9180, %9223
  %9225 = select i1 %9224, i64 %9180, i64 %9223
  store i64 %9225, ptr %cslot, align 4
  %9226 = load i64, ptr %cn, align 4
  %9227 = add i64 %9226, 1
  store i64 %9227, ptr %cn, align 4
  br label %if.end862

if.end862:                                        ; preds = %if.then861, %if.end860
  %9228 = zext i16 %8311 to i32
  %9229 = shl i32 %9228, 16
  %9230 = bitcast i32 %9229 to float
  %9231 = bitcast float %9230 to i32
  %9232 = fcmp uno float %9230, %9230
  %9233 = select i1 %9232, i32 2143289344, i32 %9231
  %9234 = xor i32 %9233, 2147483647
  %9235 = icmp sge i32 %9233, 0
  %9236 = select i1 %9235, i32 %9233, i32 %9234
  %9237 = icmp sge i32 %9236, %7748
  %9238 = and i1 %8306, %9237
  br i1 %9238, label %if.then863, label %if.end864

if.then863:                                       ; preds = %if.end862
  %9239 = bitcast float %9230 to i32
  %9240 = fcmp uno float %9230, %9230
  %9241 = select i1 %9240, i32 2143289344, i32 %9239
  %9242 = xor i32 %9241, 2147483647
  %9243 = icmp sge i32 %9241, 0
  %9244 = select i1 %9243, i32 %9241, i32 %9242
  %9245 = sext i32 %9244 to i64
  %9246 = shl i64 %9245, 32
  %9247 = sub i64 4294967295, %8308
  %9248 = or i64 %9246, %9247
  %9249 = load i64, ptr %cslot827, align 4
  %9250 = load i64, ptr %cslot828, align 4
  %9251 = icmp slt i64 %9248, %9249
  %9252 = select i1 %9251, i64 %9248, i64 %9249
  %9253 = icmp sgt i64 %9252, %9250
  %9254 = select i1 %9253, i64 %9252, i64 %9250
  store i64 %9254, ptr %cslot828, align 4
  %9255 = load i64, ptr %cslot826, align 4
  %9256 = load i64, ptr %cslot827, align 4
  %9257 = icmp slt i64 %9248, %9255
  %9258 = select i1 %9257, i64 %9248, i64 %9255
  %9259 = icmp sgt i64 %9258, %9256
  %9260 = select i1 %9259, i64 %9258, i64 %9256
  store i64 %9260, ptr %cslot827, align 4
  %9261 = load i64, ptr %cslot825, align 4
  %9262 = load i64, ptr %cslot826, align 4
  %9263 = icmp slt i64 %9248, %9261
  %9264 = select i1 %9263, i64 %9248, i64 %9261
  %9265 = icmp sgt i64 %9264, %9262
  %9266 = select i1 %9265, i64 %9264, i64 %9262
  store i64 %9266, ptr %cslot826, align 4
  %9267 = load i64, ptr %cslot824, align 4
  %9268 = load i64, ptr %cslot825, align 4
  %9269 = icmp slt i64 %9248, %9267
  %9270 = select i1 %9269, i64 %9248, i64 %9267
  %9271 = icmp sgt i64 %9270, %9268
  %9272 = select i1 %9271, i64 %9270, i64 %9268
  store i64 %9272, ptr %cslot825, align 4
  %9273 = load i64, ptr %cslot823, align 4
  %9274 = load i64, ptr %cslot824, align 4
  %9275 = icmp slt i64 %9248, %9273
  %9276 = select i1 %9275, i64 %9248, i64 %9273
  %9277 = icmp sgt i64 %9276, %9274
  %9278 = select i1 %9277, i64 %9276, i64 %9274
  store i64 %9278, ptr %cslot824, align 4
  %9279 = load i64, ptr %cslot822, align 4
  %9280 = load i64, ptr %cslot823, align 4
  %9281 = icmp slt i64 %9248, %9279
  %9282 = select i1 %9281, i64 %9248, i64 %9279
  %9283 = icmp sgt i64 %9282, %9280
  %9284 = select i1 %9283, i64 %9282, i64 %9280
  store i64 %9284, ptr %cslot823, align 4
  %9285 = load i64, ptr %cslot, align 4
  %9286 = load i64, ptr %cslot822, align 4
  %9287 = icmp slt i64 %9248, %9285
  %9288 = select i1 %9287, i64 %9248, i64 %9285
  %9289 = icmp sgt i64 %9288, %9286
  %9290 = select i1 %9289, i64 %9288, i64 %9286
  store i64 %9290, ptr %cslot822, align 4
  %9291 = load i64, ptr %cslot, align 4
  %9292 = icmp sgt i64 %9248, %9291
  %9293 = select i1 %9292, i64 %9248, i64 %9291
  store i64 %9293, ptr %cslot, align 4
  %9294 = load i64, ptr %cn, align 4
  %9295 = add i64 %9294, 1
  store i64 %9295, ptr %cn, align 4
  br label %if.end864

if.end864:                                        ; preds = %if.then863, %if.end862
  %9296 = zext i16 %8327 to i32
  %9297 = shl i32 %9296, 16
  %9298 = bitcast i32 %9297 to float
  %9299 = bitcast float %9298 to i32
  %9300 = fcmp uno float %9298, %9298
  %9301 = select i1 %9300, i32 2143289344, i32 %9299
  %9302 = xor i32 %9301, 2147483647
  %9303 = icmp sge i32 %9301, 0
  %9304 = select i1 %9303, i32 %9301, i32 %9302
  %9305 = icmp sge i32 %9304, %7748
  %9306 = and i1 %8322, %9305
  br i1 %9306, label %if.then865, label %if.end866

if.then865:                                       ; preds = %if.end864
  %9307 = bitcast float %9298 to i32
  %9308 = fcmp uno float %9298, %9298
  %9309 = select i1 %9308, i32 2143289344, i32 %9307
  %9310 = xor i32 %9309, 2147483647
  %9311 = icmp sge i32 %9309, 0
  %9312 = select i1 %9311, i32 %9309, i32 %9310
  %9313 = sext i32 %9312 to i64
  %9314 = shl i64 %9313, 32
  %9315 = sub i64 4294967295, %8324
  %9316 = or i64 %9314, %9315
  %9317 = load i64, ptr %cslot827, align 4
  %9318 = load i64, ptr %cslot828, align 4
  %9319 = icmp slt i64 %9316, %9317
  %9320 = select i1 %9319, i64 %9316, i64 %9317
  %9321 = icmp sgt i64 %9320, %9318
  %9322 = select i1 %9321, i64 %9320, i64 %9318
  store i64 %9322, ptr %cslot828, align 4
  %9323 = load i64, ptr %cslot826, align 4
  %9324 = load i64, ptr %cslot827, align 4
  %9325 = icmp slt i64 %9316, %9323
  %9326 = select i1 %9325, i64 %9316, i64 %9323
  %9327 = icmp sgt i64 %9326, %9324
  %9328 = select i1 %9327, i64 %9326, i64 %9324
  store i64 %9328, ptr %cslot827, align 4
  %9329 = load i64, ptr %cslot825, align 4
  %9330 = load i64, ptr %cslot826, align 4
  %9331 = icmp slt i64 %9316, %9329
  %9332 = select i1 %9331, i64 %9316, i64 %9329
  %9333 = icmp sgt i64 %9332, %9330
  %9334 = select i1 %9333, i64 %9332, i64 %9330
  store i64 %9334, ptr %cslot826, align 4
  %9335 = load i64, ptr %cslot824, align 4
  %9336 = load i64, ptr %cslot825, align 4
  %9337 = icmp slt i64 %9316, %9335
  %9338 = select i1 %9337, i64 %9316, i64 %9335
  %9339 = icmp sgt i64 %9338, %9336
  %9340 = select i1 %9339, i64 %9338, i64 %9336
  store i64 %9340, ptr %cslot825, align 4
  %9341 = load i64, ptr %cslot823, align 4
  %9342 = load i64, ptr %cslot824, align 4
  %9343 = icmp slt i64 %9316, %9341
  %9344 = select i1 %9343, i64 %9316, i64 %9341
  %9345 = icmp sgt i64 %9344, %9342
  %9346 = select i1 %9345, i64 %9344, i64 %9342
  store i64 %9346, ptr %cslot824, align 4
  %9347 = load i64, ptr %cslot822, align 4
  %9348 = load i64, ptr %cslot823, align 4
  %9349 = icmp slt i64 %9316, %9347
  %9350 = select i1 %9349, i64 %9316, i64 %9347
  %9351 = icmp sgt i64 %9350, %9348
  %9352 = select i1 %9351, i64 %9350, i64 %9348
  store i64 %9352, ptr %cslot823, align 4
  %9353 = load i64, ptr %cslot, align 4
  %9354 = load i64, ptr %cslot822, align 4
  %9355 = icmp slt i64 %9316, %9353
  %9356 = select i1 %9355, i64 %9316, i64 %9353
  %9357 = icmp sgt i64 %9356, %9354
  %9358 = select i1 %9357, i64 %9356, i64 %9354
  store i64 %9358, ptr %cslot822, align 4
  %9359 = load i64, ptr %cslot, align 4
  %9360 = icmp sgt i64 %9316, %9359
  %9361 = select i1 %9360, i64 %9316, i64 %9359
  store i64 %9361, ptr %cslot, align 4
  %9362 = load i64, ptr %cn, align 4
  %9363 = add i64 %9362, 1
  store i64 %9363, ptr %cn, align 4
  br label %if.end866

if.end866:                                        ; preds = %if.then865, %if.end864
  %9364 = zext i16 %8343 to i32
  %9365 = shl i32 %9364, 16
  %9366 = bitcast i32 %9365 to float
  %9367 = bitcast float %9366 to i32
  %9368 = fcmp uno float %9366, %9366
  %9369 = select i1 %9368, i32 2143289344, i32 %9367
  %9370 = xor i32 %9369, 2147483647
  %9371 = icmp sge i32 %9369, 0
  %9372 = select i1 %9371, i32 %9369, i32 %9370
  %9373 = icmp sge i32 %9372, %7748
  %9374 = and i1 %8338, %9373
  br i1 %9374, label %if.then867, label %if.end868

if.then867:                                       ; preds = %if.end866
  %9375 = bitcast float %9366 to i32
  %9376 = fcmp uno float %9366, %9366
  %9377 = select i1 %9376, i32 2143289344, i32 %9375
  %9378 = xor i32 %9377, 2147483647
  %9379 = icmp sge i32 %9377, 0
  %9380 = select i1 %9379, i32 %9377, i32 %9378
  %9381 = sext i32 %9380 to i64
  %9382 = shl i64 %9381, 32
  %9383 = sub i64 4294967295, %8340
  %9384 = or i64 %9382, %9383
  %9385 = load i64, ptr %cslot827, align 4
  %9386 = load i64, ptr %cslot828, align 4
  %9387 = icmp slt i64 %9384, %9385
  %9388 = select i1 %9387, i64 %9384, i64 %9385
  %9389 = icmp sgt i64 %9388, %9386
  %9390 = select i1 %9389, i64 %9388, i64 %9386
  store i64 %9390, ptr %cslot828, align 4
  %9391 = load i64, ptr %cslot826, align 4
  %9392 = load i64, ptr %cslot827, align 4
  %9393 = icmp slt i64 %9384, %9391
  %9394 = select i1 %9393, i64 %9384, i64 %9391
  %9395 = icmp sgt i64 %9394, %9392
  %9396 = select i1 %9395, i64 %9394, i64 %9392
  store i64 %9396, ptr %cslot827, align 4
  %9397 = load i64, ptr %cslot825, align 4
  %9398 = load i64, ptr %cslot826, align 4
  %9399 = icmp slt i64 %9384, %9397
  %9400 = select i1 %9399, i64 %9384, i64 %9397
  %9401 = icmp sgt i64 %9400, %9398
  %9402 = select i1 %9401, i64 %9400, i64 %9398
  store i64 %9402, ptr %cslot826, align 4
  %9403 = load i64, ptr %cslot824, align 4
  %9404 = load i64, ptr %cslot825, align 4
  %9405 = icmp slt i64 %9384, %9403
  %9406 = select i1 %9405, i64 %9384, i64 %9403
  %9407 = icmp sgt i64 %9406, %9404
  %9408 = select i1 %9407, i64 %9406, i64 %9404
  store i64 %9408, ptr %cslot825, align 4
  %9409 = load i64, ptr %cslot823, align 4
  %9410 = load i64, ptr %cslot824, align 4
  %9411 = icmp slt i64 %9384, %9409
  %9412 = select i1 %9411, i64 %9384, i64 %9409
  %9413 = icmp sgt i64 %9412, %9410
  %9414 = select i1 %9413, i64 %9412, i64 %9410
  store i64 %9414, ptr %cslot824, align 4
  %9415 = load i64, ptr %cslot822, align 4
  %9416 = load i64, ptr %cslot823, align 4
  %9417 = icmp slt i64 %9384, %9415
  %9418 = select i1 %9417, i64 %9384, i64 %9415
  %9419 = icmp sgt i64 %9418, %9416
  %9420 = select i1 %9419, i64 %9418, i64 %9416
  store i64 %9420, ptr %cslot823, align 4
  %9421 = load i64, ptr %cslot, align 4
  %9422 = load i64, ptr %cslot822, align 4
  %9423 = icmp slt i64 %9384, %9421
  %9424 = select i1 %9423, i64 %9384, i64 %9421
  %9425 = icmp sgt i64 %9424, %9422
  %9426 = select i1 %9425, i64 %9424, i64 %9422
  store i64 %9426, ptr %cslot822, align 4
  %9427 = load i64, ptr %cslot, align 4
  %9428 = icmp sgt i64 %9384, %9427
  %9429 = select i1 %9428, i64 %9384, i64 %9427
  store i64 %9429, ptr %cslot, align 4
  %9430 = load i64, ptr %cn, align 4
  %9431 = add i64 %9430, 1
  store i64 %9431, ptr %cn, align 4
  br label %if.end868

if.end868:                                        ; preds = %if.then867, %if.end866
  %kcol.next869 = add nsw i64 %kcol.iv836, 1
  br label %kcol.head833, !llvm.loop !33

over.then:                                        ; preds = %if.end830
  store i64 9223372036854775807, ptr %prev870, align 4
  br label %ground.head

over.else:                                        ; preds = %if.end830
  store i64 -9223372036854775808, ptr %last883, align 4
  br label %sround.head

over.end:                                         ; preds = %sround.exit, %ground.exit
  br label %active.end778

ground.head:                                      ; preds = %if.end882, %over.then
  %ground.iv = phi i64 [ 0, %over.then ], [ %ground.next, %if.end882 ]
  %9432 = icmp slt i64 %ground.iv, 20
  br i1 %9432, label %ground.body, label %ground.exit

ground.body:                                      ; preds = %ground.head
  %9433 = load i64, ptr %prev870, align 4
  %9434 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best871, align 4
  br label %group.head872

ground.exit:                                      ; preds = %ground.head
  %9435 = load i64, ptr %prev870, align 4
  br label %over.end

group.head872:                                    ; preds = %if.end877, %ground.body
  %group.iv875 = phi i64 [ %9434, %ground.body ], [ %group.next880, %if.end877 ]
  %9436 = icmp slt i64 %group.iv875, %6150
  br i1 %9436, label %group.body873, label %group.exit874

group.body873:                                    ; preds = %group.head872
  %9437 = getelementptr i32, ptr %6153, i64 %group.iv875
  %9438 = load i32, ptr %9437, align 4
  %9439 = and i32 %9438, -65536
  %9440 = bitcast i32 %9439 to float
  %9441 = and i32 %9438, 65535
  %9442 = zext i32 %9441 to i64
  %9443 = bitcast float %9440 to i32
  %9444 = fcmp uno float %9440, %9440
  %9445 = select i1 %9444, i32 2143289344, i32 %9443
  %9446 = xor i32 %9445, 2147483647
  %9447 = icmp sge i32 %9445, 0
  %9448 = select i1 %9447, i32 %9445, i32 %9446
  %9449 = sext i32 %9448 to i64
  %9450 = shl i64 %9449, 32
  %9451 = or i64 %9450, %9442
  %9452 = ashr i64 %9451, 32
  %9453 = trunc i64 %9452 to i32
  %9454 = icmp sge i32 %9453, %7748
  br i1 %9454, label %if.then876, label %if.end877

group.exit874:                                    ; preds = %group.head872
  %9455 = load i64, ptr %best871, align 4
  %9456 = trunc i64 %9455 to i32
  %9457 = bitcast i32 %9456 to float
  %9458 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9457, i32 16, i32 31)
  %9459 = bitcast float %9458 to i32
  %9460 = lshr i64 %9455, 32
  %9461 = trunc i64 %9460 to i32
  %9462 = bitcast i32 %9461 to float
  %9463 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9462, i32 16, i32 31)
  %9464 = bitcast float %9463 to i32
  %9465 = zext i32 %9459 to i64
  %9466 = zext i32 %9464 to i64
  %9467 = shl i64 %9466, 32
  %9468 = or i64 %9467, %9465
  %9469 = icmp sgt i64 %9468, %9455
  %9470 = select i1 %9469, i64 %9468, i64 %9455
  %9471 = trunc i64 %9470 to i32
  %9472 = bitcast i32 %9471 to float
  %9473 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9472, i32 8, i32 31)
  %9474 = bitcast float %9473 to i32
  %9475 = lshr i64 %9470, 32
  %9476 = trunc i64 %9475 to i32
  %9477 = bitcast i32 %9476 to float
  %9478 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9477, i32 8, i32 31)
  %9479 = bitcast float %9478 to i32
  %9480 = zext i32 %9474 to i64
  %9481 = zext i32 %9479 to i64
  %9482 = shl i64 %9481, 32
  %9483 = or i64 %9482, %9480
  %9484 = icmp sgt i64 %9483, %9470
  %9485 = select i1 %9484, i64 %9483, i64 %9470
  %9486 = trunc i64 %9485 to i32
  %9487 = bitcast i32 %9486 to float
  %9488 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9487, i32 4, i32 31)
  %9489 = bitcast float %9488 to i32
  %9490 = lshr i64 %9485, 32
  %9491 = trunc i64 %9490 to i32
  %9492 = bitcast i32 %9491 to float
  %9493 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9492, i32 4, i32 31)
  %9494 = bitcast float %9493 to i32
  %9495 = zext i32 %9489 to i64
  %9496 = zext i32 %9494 to i64
  %9497 = shl i64 %9496, 32
  %9498 = or i64 %9497, %9495
  %9499 = icmp sgt i64 %9498, %9485
  %9500 = select i1 %9499, i64 %9498, i64 %9485
  %9501 = trunc i64 %9500 to i32
  %9502 = bitcast i32 %9501 to float
  %9503 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9502, i32 2, i32 31)
  %9504 = bitcast float %9503 to i32
  %9505 = lshr i64 %9500, 32
  %9506 = trunc i64 %9505 to i32
  %9507 = bitcast i32 %9506 to float
  %9508 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9507, i32 2, i32 31)
  %9509 = bitcast float %9508 to i32
  %9510 = zext i32 %9504 to i64
  %9511 = zext i32 %9509 to i64
  %9512 = shl i64 %9511, 32
  %9513 = or i64 %9512, %9510
  %9514 = icmp sgt i64 %9513, %9500
  %9515 = select i1 %9514, i64 %9513, i64 %9500
  %9516 = trunc i64 %9515 to i32
  %9517 = bitcast i32 %9516 to float
  %9518 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9517, i32 1, i32 31)
  %9519 = bitcast float %9518 to i32
  %9520 = lshr i64 %9515, 32
  %9521 = trunc i64 %9520 to i32
  %9522 = bitcast i32 %9521 to float
  %9523 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9522, i32 1, i32 31)
  %9524 = bitcast float %9523 to i32
  %9525 = zext i32 %9519 to i64
  %9526 = zext i32 %9524 to i64
  %9527 = shl i64 %9526, 32
  %9528 = or i64 %9527, %9525
  %9529 = icmp sgt i64 %9528, %9515
  %9530 = select i1 %9529, i64 %9528, i64 %9515
  store i64 %9530, ptr %prev870, align 4
  %9531 = icmp eq i64 %9530, -9223372036854775808
  %9532 = ashr i64 %9530, 32
  %9533 = trunc i64 %9532 to i32
  %9534 = xor i32 %9533, 2147483647
  %9535 = icmp sge i32 %9533, 0
  %9536 = select i1 %9535, i32 %9533, i32 %9534
  %9537 = bitcast i32 %9536 to float
  %9538 = and i64 %9530, 4294967295
  %9539 = sub i64 4294967295, %9538
  br i1 true, label %if.then881, label %if.end882

if.then876:                                       ; preds = %group.body873
  %9540 = udiv i64 %group.iv875, 32
  %9541 = urem i64 %group.iv875, 32
  %9542 = mul i64 %9540, 2374
  %9543 = sub i64 %6, %9542
  %9544 = icmp slt i64 %9543, 0
  %9545 = select i1 %9544, i64 0, i64 %9543
  %9546 = icmp sgt i64 %9545, 2374
  %9547 = select i1 %9546, i64 2374, i64 %9545
  br label %gcol.head

if.end877:                                        ; preds = %gcol.exit, %group.body873
  %group.next880 = add nsw i64 %group.iv875, 32
  br label %group.head872, !llvm.loop !34

gcol.head:                                        ; preds = %if.end879, %if.then876
  %gcol.iv = phi i64 [ 0, %if.then876 ], [ %gcol.next, %if.end879 ]
  %9548 = icmp slt i64 %gcol.iv, 80
  br i1 %9548, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %9549 = udiv i64 %gcol.iv, 8
  %9550 = urem i64 %gcol.iv, 8
  %9551 = mul i64 %9549, 32
  %9552 = add i64 %9551, %9541
  %9553 = mul i64 %9552, 8
  %9554 = add i64 %9553, %9550
  %9555 = icmp slt i64 %9554, %9547
  br i1 %9555, label %if.then878, label %if.end879

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end877

if.then878:                                       ; preds = %gcol.body
  %9556 = add i64 %9542, %9554
  %9557 = mul i64 %9556, 2
  %9558 = getelementptr i8, ptr %6148, i64 %9557
  %9559 = load i16, ptr %9558, align 2, !invariant.load !23
  %9560 = zext i16 %9559 to i32
  %9561 = shl i32 %9560, 16
  %9562 = bitcast i32 %9561 to float
  %9563 = bitcast float %9562 to i32
  %9564 = fcmp uno float %9562, %9562
  %9565 = select i1 %9564, i32 2143289344, i32 %9563
  %9566 = xor i32 %9565, 2147483647
  %9567 = icmp sge i32 %9565, 0
  %9568 = select i1 %9567, i32 %9565, i32 %9566
  %9569 = sext i32 %9568 to i64
  %9570 = shl i64 %9569, 32
  %9571 = sub i64 4294967295, %9556
  %9572 = or i64 %9570, %9571
  %9573 = load i64, ptr %best871, align 4
  %9574 = icmp sgt i64 %9572, %9573
  %9575 = icmp slt i64 %9572, %9433
  %9576 = and i1 %9575, %9574
  %9577 = select i1 %9576, i64 %9572, i64 %9573
  store i64 %9577, ptr %best871, align 4
  br label %if.end879

if.end879:                                        ; preds = %if.then878, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !35

if.then881:                                       ; preds = %group.exit874
  %9578 = getelementptr i64, ptr %6139, i64 %ground.iv
  %9579 = select i1 %9531, i64 -1, i64 %9539
  store i64 %9579, ptr %9578, align 4
  %9580 = getelementptr float, ptr %6142, i64 %ground.iv
  %9581 = fsub float %9537, %2121
  %9582 = fcmp uno float %9581, %9581
  %9583 = select i1 %9582, float 0x7FF8000000000000, float %9581
  %9584 = select i1 %9531, float 0xFFF0000000000000, float %9583
  store float %9584, ptr %9580, align 4
  br label %if.end882

if.end882:                                        ; preds = %if.then881, %group.exit874
  %ground.next = add nsw i64 %ground.iv, 1
  br label %ground.head, !llvm.loop !36

sround.head:                                      ; preds = %if.end885, %over.else
  %sround.iv = phi i64 [ 0, %over.else ], [ %sround.next, %if.end885 ]
  %9585 = icmp slt i64 %sround.iv, 20
  br i1 %9585, label %sround.body, label %sround.exit

sround.body:                                      ; preds = %sround.head
  %9586 = load i64, ptr %cslot, align 4
  %9587 = and i64 %23, 31
  %9588 = trunc i64 %9586 to i32
  %9589 = bitcast i32 %9588 to float
  %9590 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9589, i32 16, i32 31)
  %9591 = bitcast float %9590 to i32
  %9592 = lshr i64 %9586, 32
  %9593 = trunc i64 %9592 to i32
  %9594 = bitcast i32 %9593 to float
  %9595 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9594, i32 16, i32 31)
  %9596 = bitcast float %9595 to i32
  %9597 = zext i32 %9591 to i64
  %9598 = zext i32 %9596 to i64
  %9599 = shl i64 %9598, 32
  %9600 = or i64 %9599, %9597
  %9601 = icmp sgt i64 %9600, %9586
  %9602 = select i1 %9601, i64 %9600, i64 %9586
  %9603 = trunc i64 %9602 to i32
  %9604 = bitcast i32 %9603 to float
  %9605 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9604, i32 8, i32 31)
  %9606 = bitcast float %9605 to i32
  %9607 = lshr i64 %9602, 32
  %9608 = trunc i64 %9607 to i32
  %9609 = bitcast i32 %9608 to float
  %9610 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9609, i32 8, i32 31)
  %9611 = bitcast float %9610 to i32
  %9612 = zext i32 %9606 to i64
  %9613 = zext i32 %9611 to i64
  %9614 = shl i64 %9613, 32
  %9615 = or i64 %9614, %9612
  %9616 = icmp sgt i64 %9615, %9602
  %9617 = select i1 %9616, i64 %9615, i64 %9602
  %9618 = trunc i64 %9617 to i32
  %9619 = bitcast i32 %9618 to float
  %9620 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9619, i32 4, i32 31)
  %9621 = bitcast float %9620 to i32
  %9622 = lshr i64 %9617, 32
  %9623 = trunc i64 %9622 to i32
  %9624 = bitcast i32 %9623 to float
  %9625 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9624, i32 4, i32 31)
  %9626 = bitcast float %9625 to i32
  %9627 = zext i32 %9621 to i64
  %9628 = zext i32 %9626 to i64
  %9629 = shl i64 %9628, 32
  %9630 = or i64 %9629, %9627
  %9631 = icmp sgt i64 %9630, %9617
  %9632 = select i1 %9631, i64 %9630, i64 %9617
  %9633 = trunc i64 %9632 to i32
  %9634 = bitcast i32 %9633 to float
  %9635 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9634, i32 2, i32 31)
  %9636 = bitcast float %9635 to i32
  %9637 = lshr i64 %9632, 32
  %9638 = trunc i64 %9637 to i32
  %9639 = bitcast i32 %9638 to float
  %9640 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9639, i32 2, i32 31)
  %9641 = bitcast float %9640 to i32
  %9642 = zext i32 %9636 to i64
  %9643 = zext i32 %9641 to i64
  %9644 = shl i64 %9643, 32
  %9645 = or i64 %9644, %9642
  %9646 = icmp sgt i64 %9645, %9632
  %9647 = select i1 %9646, i64 %9645, i64 %9632
  %9648 = trunc i64 %9647 to i32
  %9649 = bitcast i32 %9648 to float
  %9650 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9649, i32 1, i32 31)
  %9651 = bitcast float %9650 to i32
  %9652 = lshr i64 %9647, 32
  %9653 = trunc i64 %9652 to i32
  %9654 = bitcast i32 %9653 to float
  %9655 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9654, i32 1, i32 31)
  %9656 = bitcast float %9655 to i32
  %9657 = zext i32 %9651 to i64
  %9658 = zext i32 %9656 to i64
  %9659 = shl i64 %9658, 32
  %9660 = or i64 %9659, %9657
  %9661 = icmp sgt i64 %9660, %9647
  %9662 = select i1 %9661, i64 %9660, i64 %9647
  store i64 %9662, ptr %last883, align 4
  %9663 = icmp eq i64 %9662, -9223372036854775808
  %9664 = ashr i64 %9662, 32
  %9665 = trunc i64 %9664 to i32
  %9666 = xor i32 %9665, 2147483647
  %9667 = icmp sge i32 %9665, 0
  %9668 = select i1 %9667, i32 %9665, i32 %9666
  %9669 = bitcast i32 %9668 to float
  %9670 = and i64 %9662, 4294967295
  %9671 = sub i64 4294967295, %9670
  br i1 true, label %if.then884, label %if.end885

sround.exit:                                      ; preds = %sround.head
  %9672 = load i64, ptr %last883, align 4
  br label %over.end

if.then884:                                       ; preds = %sround.body
  %9673 = getelementptr i64, ptr %6139, i64 %sround.iv
  %9674 = select i1 %9663, i64 -1, i64 %9671
  store i64 %9674, ptr %9673, align 4
  %9675 = getelementptr float, ptr %6142, i64 %sround.iv
  %9676 = fsub float %9669, %2121
  %9677 = fcmp uno float %9676, %9676
  %9678 = select i1 %9677, float 0x7FF8000000000000, float %9676
  %9679 = select i1 %9663, float 0xFFF0000000000000, float %9678
  store float %9679, ptr %9675, align 4
  br label %if.end885

if.end885:                                        ; preds = %if.then884, %sround.body
  %9680 = icmp ne i64 %9662, -9223372036854775808
  %9681 = icmp eq i64 %9586, %9662
  %9682 = and i1 %9681, %9680
  %9683 = load i64, ptr %cslot822, align 4
  %9684 = load i64, ptr %cslot, align 4
  %9685 = select i1 %9682, i64 %9683, i64 %9684
  store i64 %9685, ptr %cslot, align 4
  %9686 = load i64, ptr %cslot823, align 4
  %9687 = load i64, ptr %cslot822, align 4
  %9688 = select i1 %9682, i64 %9686, i64 %9687
  store i64 %9688, ptr %cslot822, align 4
  %9689 = load i64, ptr %cslot824, align 4
  %9690 = load i64, ptr %cslot823, align 4
  %9691 = select i1 %9682, i64 %9689, i64 %9690
  store i64 %9691, ptr %cslot823, align 4
  %9692 = load i64, ptr %cslot825, align 4
  %9693 = load i64, ptr %cslot824, align 4
  %9694 = select i1 %9682, i64 %9692, i64 %9693
  store i64 %9694, ptr %cslot824, align 4
  %9695 = load i64, ptr %cslot826, align 4
  %9696 = load i64, ptr %cslot825, align 4
  %9697 = select i1 %9682, i64 %9695, i64 %9696
  store i64 %9697, ptr %cslot825, align 4
  %9698 = load i64, ptr %cslot827, align 4
  %9699 = load i64, ptr %cslot826, align 4
  %9700 = select i1 %9682, i64 %9698, i64 %9699
  store i64 %9700, ptr %cslot826, align 4
  %9701 = load i64, ptr %cslot828, align 4
  %9702 = load i64, ptr %cslot827, align 4
  %9703 = select i1 %9682, i64 %9701, i64 %9702
  store i64 %9703, ptr %cslot827, align 4
  %9704 = load i64, ptr %cslot828, align 4
  %9705 = select i1 %9682, i64 -9223372036854775808, i64 %9704
  store i64 %9705, ptr %cslot828, align 4
  %sround.next = add nsw i64 %sround.iv, 1
  br label %sround.head, !llvm.loop !37

if.then886:                                       ; preds = %active.else777
  br label %inactive.head

if.end887:                                        ; preds = %inactive.exit, %active.else777
  br label %active.end778

inactive.head:                                    ; preds = %inactive.body, %if.then886
  %inactive.iv = phi i64 [ 0, %if.then886 ], [ %inactive.next, %inactive.body ]
  %9706 = icmp slt i64 %inactive.iv, 20
  br i1 %9706, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %9707 = getelementptr i64, ptr %6139, i64 %inactive.iv
  store i64 -1, ptr %9707, align 4
  %9708 = getelementptr float, ptr %6142, i64 %inactive.iv
  store float 0.000000e+00, ptr %9708, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !38

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %6144, align 4
  br label %if.end887

if.then888:                                       ; preds = %active.else
  br i1 true, label %if.then890, label %if.end891

if.end889:                                        ; preds = %if.end891, %active.else
  br label %active.end

if.then890:                                       ; preds = %if.then888
  br label %inactive.head892

if.end891:                                        ; preds = %inactive.exit894, %if.then888
  br label %if.end889

inactive.head892:                                 ; preds = %inactive.body893, %if.then890
  %inactive.iv895 = phi i64 [ 0, %if.then890 ], [ %inactive.next896, %inactive.body893 ]
  %9709 = icmp slt i64 %inactive.iv895, 20
  br i1 %9709, label %inactive.body893, label %inactive.exit894

inactive.body893:                                 ; preds = %inactive.head892
  %9710 = getelementptr i64, ptr %35, i64 %inactive.iv895
  store i64 -1, ptr %9710, align 4
  %9711 = getelementptr float, ptr %38, i64 %inactive.iv895
  store float 0.000000e+00, ptr %9711, align 4
  %inactive.next896 = add nsw i64 %inactive.iv895, 1
  br label %inactive.head892, !llvm.loop !39

inactive.exit894:                                 ; preds = %inactive.head892
  store i64 0, ptr %40, align 4
  br label %if.end891
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
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.count", i32 4}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.count", i32 8}
!16 = distinct !{!16, !4}
!17 = distinct !{!17, !4}
!18 = distinct !{!18, !4}
!19 = distinct !{!19, !4}
!20 = distinct !{!20, !4}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !4}
!23 = !{}
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
!36 = distinct !{!36, !4}
!37 = distinct !{!37, !4}
!38 = distinct !{!38, !4}
!39 = distinct !{!39, !4}
