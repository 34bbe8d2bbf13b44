; golden IR for tests/codegen/golden_test.cpp (sm_90's topk_select: a block per row, the merge in warp 0)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=sm_90;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "nvptx64-nvidia-cuda"

@block_shared = internal addrspace(3) global [7136 x i8] undef, align 16

; Function Attrs: nounwind
define void @logpjit_topk_select(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21) #0 {
entry:
  %last879 = alloca i64, align 8
  %best867 = alloca i64, align 8
  %prev866 = alloca i64, align 8
  %cn = alloca i64, align 8
  %cslot824 = alloca i64, align 8
  %cslot823 = alloca i64, align 8
  %cslot822 = alloca i64, align 8
  %cslot821 = alloca i64, align 8
  %cslot820 = alloca i64, align 8
  %cslot819 = alloca i64, align 8
  %cslot818 = alloca i64, align 8
  %cslot = alloca i64, align 8
  %last817 = alloca i64, align 8
  %gcopy816 = alloca i64, align 8
  %gcopy815 = alloca i64, align 8
  %gcopy814 = alloca i64, align 8
  %gcopy813 = alloca i64, align 8
  %gcopy812 = alloca i64, align 8
  %gcopy811 = alloca i64, align 8
  %gcopy810 = alloca i64, align 8
  %gcopy = alloca i64, align 8
  %best = alloca i64, align 8
  %prev = alloca i64, align 8
  %theta = alloca i32, align 4
  %gn = alloca i64, align 8
  %gslot793 = alloca i64, align 8
  %gslot792 = alloca i64, align 8
  %gslot791 = alloca i64, align 8
  %gslot790 = alloca i64, align 8
  %gslot789 = alloca i64, align 8
  %gslot788 = alloca i64, align 8
  %gslot787 = alloca i64, align 8
  %gslot = alloca i64, align 8
  %last = alloca i64, align 8
  %gtop786 = alloca i64, align 8
  %gtop = alloca i64, align 8
  %above783 = alloca i64, align 8
  %exactabove = alloca i64, align 8
  %above775 = alloca i64, align 8
  %nantiles = alloca i64, align 8
  %place757 = alloca i64, align 8
  %place411 = alloca i32, align 4
  %total = alloca float, align 4
  %reached = alloca i1, align 1
  %place394 = alloca i64, align 8
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
  br i1 %42, label %if.then884, label %if.end885

active.end:                                       ; preds = %if.end885, %reached.end
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

if.end72:                                         ; preds = %if.end402, %exact.end
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
  %2813 = ptrtoint ptr %46 to i64
  %2814 = and i64 %2813, 3
  %2815 = icmp eq i64 %2814, 0
  br i1 %2815, label %kwide.then, label %kwide.else

if.end240:                                        ; preds = %kwide.end, %glist.end
  call void @llvm.nvvm.barrier0()
  %2816 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %2817 = zext i32 %2816 to i64
  %2818 = icmp ugt i64 %2817, 512
  %2819 = or i1 %2202, %2818
  %2820 = xor i1 %2819, true
  br i1 %2820, label %if.then390, label %if.end391

kwide.then:                                       ; preds = %if.then239
  %2821 = load i32, ptr addrspace(3) @block_shared, align 4
  %2822 = mul i32 %2821, 10
  %2823 = trunc i64 %6 to i32
  %2824 = trunc i64 %23 to i32
  %2825 = xor i32 %1902, 2147483647
  %2826 = icmp slt i32 %1902, 0
  %2827 = select i1 %2826, i32 %2825, i32 %1902
  %2828 = bitcast i32 %2827 to float
  %2829 = add i32 %2822, 255
  %2830 = udiv i32 %2829, 256
  br label %kcol.head

kwide.else:                                       ; preds = %if.then239
  %2831 = load i32, ptr addrspace(3) @block_shared, align 4
  %2832 = mul i32 %2831, 10
  %2833 = trunc i64 %6 to i32
  %2834 = trunc i64 %23 to i32
  %2835 = xor i32 %1902, 2147483647
  %2836 = icmp slt i32 %1902, 0
  %2837 = select i1 %2836, i32 %2835, i32 %1902
  %2838 = bitcast i32 %2837 to float
  %2839 = add i32 %2832, 127
  %2840 = udiv i32 %2839, 128
  br label %kcol.head337

kwide.end:                                        ; preds = %kcol.exit339, %kcol.exit
  br label %if.end240

kcol.head:                                        ; preds = %if.end332, %kwide.then
  %kcol.iv = phi i32 [ 0, %kwide.then ], [ %kcol.next, %if.end332 ]
  %2841 = icmp slt i32 %kcol.iv, %2830
  br i1 %2841, label %kcol.body, label %kcol.exit

kcol.body:                                        ; preds = %kcol.head
  %2842 = mul i32 %kcol.iv, 256
  %2843 = add i32 %2842, 0
  %2844 = add i32 %2824, %2843
  %2845 = icmp slt i32 %2844, %2822
  %2846 = select i1 %2845, i32 %2844, i32 0
  %2847 = udiv i32 %2846, 10
  %2848 = urem i32 %2846, 10
  %2849 = zext i32 %2847 to i64
  %2850 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2849
  %2851 = load i32, ptr addrspace(3) %2850, align 4
  %2852 = udiv i32 %2851, 32
  %2853 = urem i32 %2851, 32
  %2854 = mul i32 %2852, 2374
  %2855 = sub i32 %2823, %2854
  %2856 = icmp slt i32 %2855, 0
  %2857 = select i1 %2856, i32 0, i32 %2855
  %2858 = icmp sgt i32 %2857, 2374
  %2859 = select i1 %2858, i32 2374, i32 %2857
  %2860 = select i1 %2845, i32 %2859, i32 0
  %2861 = mul i32 %2848, 32
  %2862 = add i32 %2861, %2853
  %2863 = mul i32 %2862, 8
  %2864 = add i32 %2863, 0
  %2865 = icmp slt i32 %2864, %2860
  %2866 = select i1 %2865, i32 %2864, i32 0
  %2867 = add i32 %2854, %2866
  %2868 = zext i32 %2867 to i64
  %2869 = mul i64 %2868, 2
  %2870 = getelementptr i8, ptr %46, i64 %2869
  %2871 = load i32, ptr %2870, align 4
  %2872 = bitcast i32 %2871 to <2 x i16>
  %2873 = extractelement <2 x i16> %2872, i64 0
  %2874 = add i32 %2864, 0
  %2875 = extractelement <2 x i16> %2872, i64 1
  %2876 = add i32 %2864, 1
  %2877 = add i32 %2863, 2
  %2878 = icmp slt i32 %2877, %2860
  %2879 = select i1 %2878, i32 %2877, i32 0
  %2880 = add i32 %2854, %2879
  %2881 = zext i32 %2880 to i64
  %2882 = mul i64 %2881, 2
  %2883 = getelementptr i8, ptr %46, i64 %2882
  %2884 = load i32, ptr %2883, align 4
  %2885 = bitcast i32 %2884 to <2 x i16>
  %2886 = extractelement <2 x i16> %2885, i64 0
  %2887 = add i32 %2877, 0
  %2888 = extractelement <2 x i16> %2885, i64 1
  %2889 = add i32 %2877, 1
  %2890 = add i32 %2863, 4
  %2891 = icmp slt i32 %2890, %2860
  %2892 = select i1 %2891, i32 %2890, i32 0
  %2893 = add i32 %2854, %2892
  %2894 = zext i32 %2893 to i64
  %2895 = mul i64 %2894, 2
  %2896 = getelementptr i8, ptr %46, i64 %2895
  %2897 = load i32, ptr %2896, align 4
  %2898 = bitcast i32 %2897 to <2 x i16>
  %2899 = extractelement <2 x i16> %2898, i64 0
  %2900 = add i32 %2890, 0
  %2901 = extractelement <2 x i16> %2898, i64 1
  %2902 = add i32 %2890, 1
  %2903 = add i32 %2863, 6
  %2904 = icmp slt i32 %2903, %2860
  %2905 = select i1 %2904, i32 %2903, i32 0
  %2906 = add i32 %2854, %2905
  %2907 = zext i32 %2906 to i64
  %2908 = mul i64 %2907, 2
  %2909 = getelementptr i8, ptr %46, i64 %2908
  %2910 = load i32, ptr %2909, align 4
  %2911 = bitcast i32 %2910 to <2 x i16>
  %2912 = extractelement <2 x i16> %2911, i64 0
  %2913 = add i32 %2903, 0
  %2914 = extractelement <2 x i16> %2911, i64 1
  %2915 = add i32 %2903, 1
  %2916 = mul i32 %kcol.iv, 256
  %2917 = add i32 %2916, 128
  %2918 = add i32 %2824, %2917
  %2919 = icmp slt i32 %2918, %2822
  %2920 = select i1 %2919, i32 %2918, i32 0
  %2921 = udiv i32 %2920, 10
  %2922 = urem i32 %2920, 10
  %2923 = zext i32 %2921 to i64
  %2924 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2923
  %2925 = load i32, ptr addrspace(3) %2924, align 4
  %2926 = udiv i32 %2925, 32
  %2927 = urem i32 %2925, 32
  %2928 = mul i32 %2926, 2374
  %2929 = sub i32 %2823, %2928
  %2930 = icmp slt i32 %2929, 0
  %2931 = select i1 %2930, i32 0, i32 %2929
  %2932 = icmp sgt i32 %2931, 2374
  %2933 = select i1 %2932, i32 2374, i32 %2931
  %2934 = select i1 %2919, i32 %2933, i32 0
  %2935 = mul i32 %2922, 32
  %2936 = add i32 %2935, %2927
  %2937 = mul i32 %2936, 8
  %2938 = add i32 %2937, 0
  %2939 = icmp slt i32 %2938, %2934
  %2940 = select i1 %2939, i32 %2938, i32 0
  %2941 = add i32 %2928, %2940
  %2942 = zext i32 %2941 to i64
  %2943 = mul i64 %2942, 2
  %2944 = getelementptr i8, ptr %46, i64 %2943
  %2945 = load i32, ptr %2944, align 4
  %2946 = bitcast i32 %2945 to <2 x i16>
  %2947 = extractelement <2 x i16> %2946, i64 0
  %2948 = add i32 %2938, 0
  %2949 = extractelement <2 x i16> %2946, i64 1
  %2950 = add i32 %2938, 1
  %2951 = add i32 %2937, 2
  %2952 = icmp slt i32 %2951, %2934
  %2953 = select i1 %2952, i32 %2951, i32 0
  %2954 = add i32 %2928, %2953
  %2955 = zext i32 %2954 to i64
  %2956 = mul i64 %2955, 2
  %2957 = getelementptr i8, ptr %46, i64 %2956
  %2958 = load i32, ptr %2957, align 4
  %2959 = bitcast i32 %2958 to <2 x i16>
  %2960 = extractelement <2 x i16> %2959, i64 0
  %2961 = add i32 %2951, 0
  %2962 = extractelement <2 x i16> %2959, i64 1
  %2963 = add i32 %2951, 1
  %2964 = add i32 %2937, 4
  %2965 = icmp slt i32 %2964, %2934
  %2966 = select i1 %2965, i32 %2964, i32 0
  %2967 = add i32 %2928, %2966
  %2968 = zext i32 %2967 to i64
  %2969 = mul i64 %2968, 2
  %2970 = getelementptr i8, ptr %46, i64 %2969
  %2971 = load i32, ptr %2970, align 4
  %2972 = bitcast i32 %2971 to <2 x i16>
  %2973 = extractelement <2 x i16> %2972, i64 0
  %2974 = add i32 %2964, 0
  %2975 = extractelement <2 x i16> %2972, i64 1
  %2976 = add i32 %2964, 1
  %2977 = add i32 %2937, 6
  %2978 = icmp slt i32 %2977, %2934
  %2979 = select i1 %2978, i32 %2977, i32 0
  %2980 = add i32 %2928, %2979
  %2981 = zext i32 %2980 to i64
  %2982 = mul i64 %2981, 2
  %2983 = getelementptr i8, ptr %46, i64 %2982
  %2984 = load i32, ptr %2983, align 4
  %2985 = bitcast i32 %2984 to <2 x i16>
  %2986 = extractelement <2 x i16> %2985, i64 0
  %2987 = add i32 %2977, 0
  %2988 = extractelement <2 x i16> %2985, i64 1
  %2989 = add i32 %2977, 1
  %2990 = zext i16 %2873 to i32
  %2991 = shl i32 %2990, 16
  %2992 = bitcast i32 %2991 to float
  %2993 = icmp slt i32 %2874, %2860
  %2994 = fcmp uge float %2992, %2828
  %2995 = and i1 %2993, %2994
  br i1 %2995, label %if.then241, label %if.end242

kcol.exit:                                        ; preds = %kcol.head
  br label %kwide.end

if.then241:                                       ; preds = %kcol.body
  %2996 = bitcast float %2992 to i32
  %2997 = fcmp uno float %2992, %2992
  %2998 = select i1 %2997, i32 2143289344, i32 %2996
  %2999 = xor i32 %2998, 2147483647
  %3000 = icmp sge i32 %2998, 0
  %3001 = select i1 %3000, i32 %2998, i32 %2999
  %3002 = icmp sge i32 %3001, %1902
  br i1 %3002, label %if.then243, label %if.end244

if.end242:                                        ; preds = %if.end244, %kcol.body
  %3003 = zext i16 %2875 to i32
  %3004 = shl i32 %3003, 16
  %3005 = bitcast i32 %3004 to float
  %3006 = icmp slt i32 %2876, %2860
  %3007 = fcmp uge float %3005, %2828
  %3008 = and i1 %3006, %3007
  br i1 %3008, label %if.then247, label %if.end248

if.then243:                                       ; preds = %if.then241
  %3009 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3010 = icmp ult i32 %3009, 512
  br i1 %3010, label %if.then245, label %if.end246

if.end244:                                        ; preds = %if.end246, %if.then241
  br label %if.end242

if.then245:                                       ; preds = %if.then243
  %3011 = add i32 %2854, %2874
  %3012 = zext i32 %3011 to i64
  %3013 = zext i32 %3009 to i64
  %3014 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3013
  %3015 = bitcast float %2992 to i32
  %3016 = fcmp uno float %2992, %2992
  %3017 = select i1 %3016, i32 2143289344, i32 %3015
  %3018 = xor i32 %3017, 2147483647
  %3019 = icmp sge i32 %3017, 0
  %3020 = select i1 %3019, i32 %3017, i32 %3018
  %3021 = sext i32 %3020 to i64
  %3022 = shl i64 %3021, 32
  %3023 = sub i64 4294967295, %3012
  %3024 = or i64 %3022, %3023
  store i64 %3024, ptr addrspace(3) %3014, align 4
  br label %if.end246

if.end246:                                        ; preds = %if.then245, %if.then243
  br label %if.end244

if.then247:                                       ; preds = %if.end242
  %3025 = bitcast float %3005 to i32
  %3026 = fcmp uno float %3005, %3005
  %3027 = select i1 %3026, i32 2143289344, i32 %3025
  %3028 = xor i32 %3027, 2147483647
  %3029 = icmp sge i32 %3027, 0
  %3030 = select i1 %3029, i32 %3027, i32 %3028
  %3031 = icmp sge i32 %3030, %1902
  br i1 %3031, label %if.then249, label %if.end250

if.end248:                                        ; preds = %if.end250, %if.end242
  %3032 = zext i16 %2886 to i32
  %3033 = shl i32 %3032, 16
  %3034 = bitcast i32 %3033 to float
  %3035 = icmp slt i32 %2887, %2860
  %3036 = fcmp uge float %3034, %2828
  %3037 = and i1 %3035, %3036
  br i1 %3037, label %if.then253, label %if.end254

if.then249:                                       ; preds = %if.then247
  %3038 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3039 = icmp ult i32 %3038, 512
  br i1 %3039, label %if.then251, label %if.end252

if.end250:                                        ; preds = %if.end252, %if.then247
  br label %if.end248

if.then251:                                       ; preds = %if.then249
  %3040 = add i32 %2854, %2876
  %3041 = zext i32 %3040 to i64
  %3042 = zext i32 %3038 to i64
  %3043 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3042
  %3044 = bitcast float %3005 to i32
  %3045 = fcmp uno float %3005, %3005
  %3046 = select i1 %3045, i32 2143289344, i32 %3044
  %3047 = xor i32 %3046, 2147483647
  %3048 = icmp sge i32 %3046, 0
  %3049 = select i1 %3048, i32 %3046, i32 %3047
  %3050 = sext i32 %3049 to i64
  %3051 = shl i64 %3050, 32
  %3052 = sub i64 4294967295, %3041
  %3053 = or i64 %3051, %3052
  store i64 %3053, ptr addrspace(3) %3043, align 4
  br label %if.end252

if.end252:                                        ; preds = %if.then251, %if.then249
  br label %if.end250

if.then253:                                       ; preds = %if.end248
  %3054 = bitcast float %3034 to i32
  %3055 = fcmp uno float %3034, %3034
  %3056 = select i1 %3055, i32 2143289344, i32 %3054
  %3057 = xor i32 %3056, 2147483647
  %3058 = icmp sge i32 %3056, 0
  %3059 = select i1 %3058, i32 %3056, i32 %3057
  %3060 = icmp sge i32 %3059, %1902
  br i1 %3060, label %if.then255, label %if.end256

if.end254:                                        ; preds = %if.end256, %if.end248
  %3061 = zext i16 %2888 to i32
  %3062 = shl i32 %3061, 16
  %3063 = bitcast i32 %3062 to float
  %3064 = icmp slt i32 %2889, %2860
  %3065 = fcmp uge float %3063, %2828
  %3066 = and i1 %3064, %3065
  br i1 %3066, label %if.then259, label %if.end260

if.then255:                                       ; preds = %if.then253
  %3067 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3068 = icmp ult i32 %3067, 512
  br i1 %3068, label %if.then257, label %if.end258

if.end256:                                        ; preds = %if.end258, %if.then253
  br label %if.end254

if.then257:                                       ; preds = %if.then255
  %3069 = add i32 %2854, %2887
  %3070 = zext i32 %3069 to i64
  %3071 = zext i32 %3067 to i64
  %3072 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3071
  %3073 = bitcast float %3034 to i32
  %3074 = fcmp uno float %3034, %3034
  %3075 = select i1 %3074, i32 2143289344, i32 %3073
  %3076 = xor i32 %3075, 2147483647
  %3077 = icmp sge i32 %3075, 0
  %3078 = select i1 %3077, i32 %3075, i32 %3076
  %3079 = sext i32 %3078 to i64
  %3080 = shl i64 %3079, 32
  %3081 = sub i64 4294967295, %3070
  %3082 = or i64 %3080, %3081
  store i64 %3082, ptr addrspace(3) %3072, align 4
  br label %if.end258

if.end258:                                        ; preds = %if.then257, %if.then255
  br label %if.end256

if.then259:                                       ; preds = %if.end254
  %3083 = bitcast float %3063 to i32
  %3084 = fcmp uno float %3063, %3063
  %3085 = select i1 %3084, i32 2143289344, i32 %3083
  %3086 = xor i32 %3085, 2147483647
  %3087 = icmp sge i32 %3085, 0
  %3088 = select i1 %3087, i32 %3085, i32 %3086
  %3089 = icmp sge i32 %3088, %1902
  br i1 %3089, label %if.then261, label %if.end262

if.end260:                                        ; preds = %if.end262, %if.end254
  %3090 = zext i16 %2899 to i32
  %3091 = shl i32 %3090, 16
  %3092 = bitcast i32 %3091 to float
  %3093 = icmp slt i32 %2900, %2860
  %3094 = fcmp uge float %3092, %2828
  %3095 = and i1 %3093, %3094
  br i1 %3095, label %if.then265, label %if.end266

if.then261:                                       ; preds = %if.then259
  %3096 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3097 = icmp ult i32 %3096, 512
  br i1 %3097, label %if.then263, label %if.end264

if.end262:                                        ; preds = %if.end264, %if.then259
  br label %if.end260

if.then263:                                       ; preds = %if.then261
  %3098 = add i32 %2854, %2889
  %3099 = zext i32 %3098 to i64
  %3100 = zext i32 %3096 to i64
  %3101 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3100
  %3102 = bitcast float %3063 to i32
  %3103 = fcmp uno float %3063, %3063
  %3104 = select i1 %3103, i32 2143289344, i32 %3102
  %3105 = xor i32 %3104, 2147483647
  %3106 = icmp sge i32 %3104, 0
  %3107 = select i1 %3106, i32 %3104, i32 %3105
  %3108 = sext i32 %3107 to i64
  %3109 = shl i64 %3108, 32
  %3110 = sub i64 4294967295, %3099
  %3111 = or i64 %3109, %3110
  store i64 %3111, ptr addrspace(3) %3101, align 4
  br label %if.end264

if.end264:                                        ; preds = %if.then263, %if.then261
  br label %if.end262

if.then265:                                       ; preds = %if.end260
  %3112 = bitcast float %3092 to i32
  %3113 = fcmp uno float %3092, %3092
  %3114 = select i1 %3113, i32 2143289344, i32 %3112
  %3115 = xor i32 %3114, 2147483647
  %3116 = icmp sge i32 %3114, 0
  %3117 = select i1 %3116, i32 %3114, i32 %3115
  %3118 = icmp sge i32 %3117, %1902
  br i1 %3118, label %if.then267, label %if.end268

if.end266:                                        ; preds = %if.end268, %if.end260
  %3119 = zext i16 %2901 to i32
  %3120 = shl i32 %3119, 16
  %3121 = bitcast i32 %3120 to float
  %3122 = icmp slt i32 %2902, %2860
  %3123 = fcmp uge float %3121, %2828
  %3124 = and i1 %3122, %3123
  br i1 %3124, label %if.then271, label %if.end272

if.then267:                                       ; preds = %if.then265
  %3125 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3126 = icmp ult i32 %3125, 512
  br i1 %3126, label %if.then269, label %if.end270

if.end268:                                        ; preds = %if.end270, %if.then265
  br label %if.end266

if.then269:                                       ; preds = %if.then267
  %3127 = add i32 %2854, %2900
  %3128 = zext i32 %3127 to i64
  %3129 = zext i32 %3125 to i64
  %3130 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3129
  %3131 = bitcast float %3092 to i32
  %3132 = fcmp uno float %3092, %3092
  %3133 = select i1 %3132, i32 2143289344, i32 %3131
  %3134 = xor i32 %3133, 2147483647
  %3135 = icmp sge i32 %3133, 0
  %3136 = select i1 %3135, i32 %3133, i32 %3134
  %3137 = sext i32 %3136 to i64
  %3138 = shl i64 %3137, 32
  %3139 = sub i64 4294967295, %3128
  %3140 = or i64 %3138, %3139
  store i64 %3140, ptr addrspace(3) %3130, align 4
  br label %if.end270

if.end270:                                        ; preds = %if.then269, %if.then267
  br label %if.end268

if.then271:                                       ; preds = %if.end266
  %3141 = bitcast float %3121 to i32
  %3142 = fcmp uno float %3121, %3121
  %3143 = select i1 %3142, i32 2143289344, i32 %3141
  %3144 = xor i32 %3143, 2147483647
  %3145 = icmp sge i32 %3143, 0
  %3146 = select i1 %3145, i32 %3143, i32 %3144
  %3147 = icmp sge i32 %3146, %1902
  br i1 %3147, label %if.then273, label %if.end274

if.end272:                                        ; preds = %if.end274, %if.end266
  %3148 = zext i16 %2912 to i32
  %3149 = shl i32 %3148, 16
  %3150 = bitcast i32 %3149 to float
  %3151 = icmp slt i32 %2913, %2860
  %3152 = fcmp uge float %3150, %2828
  %3153 = and i1 %3151, %3152
  br i1 %3153, label %if.then277, label %if.end278

if.then273:                                       ; preds = %if.then271
  %3154 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3155 = icmp ult i32 %3154, 512
  br i1 %3155, label %if.then275, label %if.end276

if.end274:                                        ; preds = %if.end276, %if.then271
  br label %if.end272

if.then275:                                       ; preds = %if.then273
  %3156 = add i32 %2854, %2902
  %3157 = zext i32 %3156 to i64
  %3158 = zext i32 %3154 to i64
  %3159 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3158
  %3160 = bitcast float %3121 to i32
  %3161 = fcmp uno float %3121, %3121
  %3162 = select i1 %3161, i32 2143289344, i32 %3160
  %3163 = xor i32 %3162, 2147483647
  %3164 = icmp sge i32 %3162, 0
  %3165 = select i1 %3164, i32 %3162, i32 %3163
  %3166 = sext i32 %3165 to i64
  %3167 = shl i64 %3166, 32
  %3168 = sub i64 4294967295, %3157
  %3169 = or i64 %3167, %3168
  store i64 %3169, ptr addrspace(3) %3159, align 4
  br label %if.end276

if.end276:                                        ; preds = %if.then275, %if.then273
  br label %if.end274

if.then277:                                       ; preds = %if.end272
  %3170 = bitcast float %3150 to i32
  %3171 = fcmp uno float %3150, %3150
  %3172 = select i1 %3171, i32 2143289344, i32 %3170
  %3173 = xor i32 %3172, 2147483647
  %3174 = icmp sge i32 %3172, 0
  %3175 = select i1 %3174, i32 %3172, i32 %3173
  %3176 = icmp sge i32 %3175, %1902
  br i1 %3176, label %if.then279, label %if.end280

if.end278:                                        ; preds = %if.end280, %if.end272
  %3177 = zext i16 %2914 to i32
  %3178 = shl i32 %3177, 16
  %3179 = bitcast i32 %3178 to float
  %3180 = icmp slt i32 %2915, %2860
  %3181 = fcmp uge float %3179, %2828
  %3182 = and i1 %3180, %3181
  br i1 %3182, label %if.then283, label %if.end284

if.then279:                                       ; preds = %if.then277
  %3183 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3184 = icmp ult i32 %3183, 512
  br i1 %3184, label %if.then281, label %if.end282

if.end280:                                        ; preds = %if.end282, %if.then277
  br label %if.end278

if.then281:                                       ; preds = %if.then279
  %3185 = add i32 %2854, %2913
  %3186 = zext i32 %3185 to i64
  %3187 = zext i32 %3183 to i64
  %3188 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3187
  %3189 = bitcast float %3150 to i32
  %3190 = fcmp uno float %3150, %3150
  %3191 = select i1 %3190, i32 2143289344, i32 %3189
  %3192 = xor i32 %3191, 2147483647
  %3193 = icmp sge i32 %3191, 0
  %3194 = select i1 %3193, i32 %3191, i32 %3192
  %3195 = sext i32 %3194 to i64
  %3196 = shl i64 %3195, 32
  %3197 = sub i64 4294967295, %3186
  %3198 = or i64 %3196, %3197
  store i64 %3198, ptr addrspace(3) %3188, align 4
  br label %if.end282

if.end282:                                        ; preds = %if.then281, %if.then279
  br label %if.end280

if.then283:                                       ; preds = %if.end278
  %3199 = bitcast float %3179 to i32
  %3200 = fcmp uno float %3179, %3179
  %3201 = select i1 %3200, i32 2143289344, i32 %3199
  %3202 = xor i32 %3201, 2147483647
  %3203 = icmp sge i32 %3201, 0
  %3204 = select i1 %3203, i32 %3201, i32 %3202
  %3205 = icmp sge i32 %3204, %1902
  br i1 %3205, label %if.then285, label %if.end286

if.end284:                                        ; preds = %if.end286, %if.end278
  %3206 = zext i16 %2947 to i32
  %3207 = shl i32 %3206, 16
  %3208 = bitcast i32 %3207 to float
  %3209 = icmp slt i32 %2948, %2934
  %3210 = fcmp uge float %3208, %2828
  %3211 = and i1 %3209, %3210
  br i1 %3211, label %if.then289, label %if.end290

if.then285:                                       ; preds = %if.then283
  %3212 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3213 = icmp ult i32 %3212, 512
  br i1 %3213, label %if.then287, label %if.end288

if.end286:                                        ; preds = %if.end288, %if.then283
  br label %if.end284

if.then287:                                       ; preds = %if.then285
  %3214 = add i32 %2854, %2915
  %3215 = zext i32 %3214 to i64
  %3216 = zext i32 %3212 to i64
  %3217 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3216
  %3218 = bitcast float %3179 to i32
  %3219 = fcmp uno float %3179, %3179
  %3220 = select i1 %3219, i32 2143289344, i32 %3218
  %3221 = xor i32 %3220, 2147483647
  %3222 = icmp sge i32 %3220, 0
  %3223 = select i1 %3222, i32 %3220, i32 %3221
  %3224 = sext i32 %3223 to i64
  %3225 = shl i64 %3224, 32
  %3226 = sub i64 4294967295, %3215
  %3227 = or i64 %3225, %3226
  store i64 %3227, ptr addrspace(3) %3217, align 4
  br label %if.end288

if.end288:                                        ; preds = %if.then287, %if.then285
  br label %if.end286

if.then289:                                       ; preds = %if.end284
  %3228 = bitcast float %3208 to i32
  %3229 = fcmp uno float %3208, %3208
  %3230 = select i1 %3229, i32 2143289344, i32 %3228
  %3231 = xor i32 %3230, 2147483647
  %3232 = icmp sge i32 %3230, 0
  %3233 = select i1 %3232, i32 %3230, i32 %3231
  %3234 = icmp sge i32 %3233, %1902
  br i1 %3234, label %if.then291, label %if.end292

if.end290:                                        ; preds = %if.end292, %if.end284
  %3235 = zext i16 %2949 to i32
  %3236 = shl i32 %3235, 16
  %3237 = bitcast i32 %3236 to float
  %3238 = icmp slt i32 %2950, %2934
  %3239 = fcmp uge float %3237, %2828
  %3240 = and i1 %3238, %3239
  br i1 %3240, label %if.then295, label %if.end296

if.then291:                                       ; preds = %if.then289
  %3241 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3242 = icmp ult i32 %3241, 512
  br i1 %3242, label %if.then293, label %if.end294

if.end292:                                        ; preds = %if.end294, %if.then289
  br label %if.end290

if.then293:                                       ; preds = %if.then291
  %3243 = add i32 %2928, %2948
  %3244 = zext i32 %3243 to i64
  %3245 = zext i32 %3241 to i64
  %3246 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3245
  %3247 = bitcast float %3208 to i32
  %3248 = fcmp uno float %3208, %3208
  %3249 = select i1 %3248, i32 2143289344, i32 %3247
  %3250 = xor i32 %3249, 2147483647
  %3251 = icmp sge i32 %3249, 0
  %3252 = select i1 %3251, i32 %3249, i32 %3250
  %3253 = sext i32 %3252 to i64
  %3254 = shl i64 %3253, 32
  %3255 = sub i64 4294967295, %3244
  %3256 = or i64 %3254, %3255
  store i64 %3256, ptr addrspace(3) %3246, align 4
  br label %if.end294

if.end294:                                        ; preds = %if.then293, %if.then291
  br label %if.end292

if.then295:                                       ; preds = %if.end290
  %3257 = bitcast float %3237 to i32
  %3258 = fcmp uno float %3237, %3237
  %3259 = select i1 %3258, i32 2143289344, i32 %3257
  %3260 = xor i32 %3259, 2147483647
  %3261 = icmp sge i32 %3259, 0
  %3262 = select i1 %3261, i32 %3259, i32 %3260
  %3263 = icmp sge i32 %3262, %1902
  br i1 %3263, label %if.then297, label %if.end298

if.end296:                                        ; preds = %if.end298, %if.end290
  %3264 = zext i16 %2960 to i32
  %3265 = shl i32 %3264, 16
  %3266 = bitcast i32 %3265 to float
  %3267 = icmp slt i32 %2961, %2934
  %3268 = fcmp uge float %3266, %2828
  %3269 = and i1 %3267, %3268
  br i1 %3269, label %if.then301, label %if.end302

if.then297:                                       ; preds = %if.then295
  %3270 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3271 = icmp ult i32 %3270, 512
  br i1 %3271, label %if.then299, label %if.end300

if.end298:                                        ; preds = %if.end300, %if.then295
  br label %if.end296

if.then299:                                       ; preds = %if.then297
  %3272 = add i32 %2928, %2950
  %3273 = zext i32 %3272 to i64
  %3274 = zext i32 %3270 to i64
  %3275 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3274
  %3276 = bitcast float %3237 to i32
  %3277 = fcmp uno float %3237, %3237
  %3278 = select i1 %3277, i32 2143289344, i32 %3276
  %3279 = xor i32 %3278, 2147483647
  %3280 = icmp sge i32 %3278, 0
  %3281 = select i1 %3280, i32 %3278, i32 %3279
  %3282 = sext i32 %3281 to i64
  %3283 = shl i64 %3282, 32
  %3284 = sub i64 4294967295, %3273
  %3285 = or i64 %3283, %3284
  store i64 %3285, ptr addrspace(3) %3275, align 4
  br label %if.end300

if.end300:                                        ; preds = %if.then299, %if.then297
  br label %if.end298

if.then301:                                       ; preds = %if.end296
  %3286 = bitcast float %3266 to i32
  %3287 = fcmp uno float %3266, %3266
  %3288 = select i1 %3287, i32 2143289344, i32 %3286
  %3289 = xor i32 %3288, 2147483647
  %3290 = icmp sge i32 %3288, 0
  %3291 = select i1 %3290, i32 %3288, i32 %3289
  %3292 = icmp sge i32 %3291, %1902
  br i1 %3292, label %if.then303, label %if.end304

if.end302:                                        ; preds = %if.end304, %if.end296
  %3293 = zext i16 %2962 to i32
  %3294 = shl i32 %3293, 16
  %3295 = bitcast i32 %3294 to float
  %3296 = icmp slt i32 %2963, %2934
  %3297 = fcmp uge float %3295, %2828
  %3298 = and i1 %3296, %3297
  br i1 %3298, label %if.then307, label %if.end308

if.then303:                                       ; preds = %if.then301
  %3299 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3300 = icmp ult i32 %3299, 512
  br i1 %3300, label %if.then305, label %if.end306

if.end304:                                        ; preds = %if.end306, %if.then301
  br label %if.end302

if.then305:                                       ; preds = %if.then303
  %3301 = add i32 %2928, %2961
  %3302 = zext i32 %3301 to i64
  %3303 = zext i32 %3299 to i64
  %3304 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3303
  %3305 = bitcast float %3266 to i32
  %3306 = fcmp uno float %3266, %3266
  %3307 = select i1 %3306, i32 2143289344, i32 %3305
  %3308 = xor i32 %3307, 2147483647
  %3309 = icmp sge i32 %3307, 0
  %3310 = select i1 %3309, i32 %3307, i32 %3308
  %3311 = sext i32 %3310 to i64
  %3312 = shl i64 %3311, 32
  %3313 = sub i64 4294967295, %3302
  %3314 = or i64 %3312, %3313
  store i64 %3314, ptr addrspace(3) %3304, align 4
  br label %if.end306

if.end306:                                        ; preds = %if.then305, %if.then303
  br label %if.end304

if.then307:                                       ; preds = %if.end302
  %3315 = bitcast float %3295 to i32
  %3316 = fcmp uno float %3295, %3295
  %3317 = select i1 %3316, i32 2143289344, i32 %3315
  %3318 = xor i32 %3317, 2147483647
  %3319 = icmp sge i32 %3317, 0
  %3320 = select i1 %3319, i32 %3317, i32 %3318
  %3321 = icmp sge i32 %3320, %1902
  br i1 %3321, label %if.then309, label %if.end310

if.end308:                                        ; preds = %if.end310, %if.end302
  %3322 = zext i16 %2973 to i32
  %3323 = shl i32 %3322, 16
  %3324 = bitcast i32 %3323 to float
  %3325 = icmp slt i32 %2974, %2934
  %3326 = fcmp uge float %3324, %2828
  %3327 = and i1 %3325, %3326
  br i1 %3327, label %if.then313, label %if.end314

if.then309:                                       ; preds = %if.then307
  %3328 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3329 = icmp ult i32 %3328, 512
  br i1 %3329, label %if.then311, label %if.end312

if.end310:                                        ; preds = %if.end312, %if.then307
  br label %if.end308

if.then311:                                       ; preds = %if.then309
  %3330 = add i32 %2928, %2963
  %3331 = zext i32 %3330 to i64
  %3332 = zext i32 %3328 to i64
  %3333 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3332
  %3334 = bitcast float %3295 to i32
  %3335 = fcmp uno float %3295, %3295
  %3336 = select i1 %3335, i32 2143289344, i32 %3334
  %3337 = xor i32 %3336, 2147483647
  %3338 = icmp sge i32 %3336, 0
  %3339 = select i1 %3338, i32 %3336, i32 %3337
  %3340 = sext i32 %3339 to i64
  %3341 = shl i64 %3340, 32
  %3342 = sub i64 4294967295, %3331
  %3343 = or i64 %3341, %3342
  store i64 %3343, ptr addrspace(3) %3333, align 4
  br label %if.end312

if.end312:                                        ; preds = %if.then311, %if.then309
  br label %if.end310

if.then313:                                       ; preds = %if.end308
  %3344 = bitcast float %3324 to i32
  %3345 = fcmp uno float %3324, %3324
  %3346 = select i1 %3345, i32 2143289344, i32 %3344
  %3347 = xor i32 %3346, 2147483647
  %3348 = icmp sge i32 %3346, 0
  %3349 = select i1 %3348, i32 %3346, i32 %3347
  %3350 = icmp sge i32 %3349, %1902
  br i1 %3350, label %if.then315, label %if.end316

if.end314:                                        ; preds = %if.end316, %if.end308
  %3351 = zext i16 %2975 to i32
  %3352 = shl i32 %3351, 16
  %3353 = bitcast i32 %3352 to float
  %3354 = icmp slt i32 %2976, %2934
  %3355 = fcmp uge float %3353, %2828
  %3356 = and i1 %3354, %3355
  br i1 %3356, label %if.then319, label %if.end320

if.then315:                                       ; preds = %if.then313
  %3357 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3358 = icmp ult i32 %3357, 512
  br i1 %3358, label %if.then317, label %if.end318

if.end316:                                        ; preds = %if.end318, %if.then313
  br label %if.end314

if.then317:                                       ; preds = %if.then315
  %3359 = add i32 %2928, %2974
  %3360 = zext i32 %3359 to i64
  %3361 = zext i32 %3357 to i64
  %3362 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3361
  %3363 = bitcast float %3324 to i32
  %3364 = fcmp uno float %3324, %3324
  %3365 = select i1 %3364, i32 2143289344, i32 %3363
  %3366 = xor i32 %3365, 2147483647
  %3367 = icmp sge i32 %3365, 0
  %3368 = select i1 %3367, i32 %3365, i32 %3366
  %3369 = sext i32 %3368 to i64
  %3370 = shl i64 %3369, 32
  %3371 = sub i64 4294967295, %3360
  %3372 = or i64 %3370, %3371
  store i64 %3372, ptr addrspace(3) %3362, align 4
  br label %if.end318

if.end318:                                        ; preds = %if.then317, %if.then315
  br label %if.end316

if.then319:                                       ; preds = %if.end314
  %3373 = bitcast float %3353 to i32
  %3374 = fcmp uno float %3353, %3353
  %3375 = select i1 %3374, i32 2143289344, i32 %3373
  %3376 = xor i32 %3375, 2147483647
  %3377 = icmp sge i32 %3375, 0
  %3378 = select i1 %3377, i32 %3375, i32 %3376
  %3379 = icmp sge i32 %3378, %1902
  br i1 %3379, label %if.then321, label %if.end322

if.end320:                                        ; preds = %if.end322, %if.end314
  %3380 = zext i16 %2986 to i32
  %3381 = shl i32 %3380, 16
  %3382 = bitcast i32 %3381 to float
  %3383 = icmp slt i32 %2987, %2934
  %3384 = fcmp uge float %3382, %2828
  %3385 = and i1 %3383, %3384
  br i1 %3385, label %if.then325, label %if.end326

if.then321:                                       ; preds = %if.then319
  %3386 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3387 = icmp ult i32 %3386, 512
  br i1 %3387, label %if.then323, label %if.end324

if.end322:                                        ; preds = %if.end324, %if.then319
  br label %if.end320

if.then323:                                       ; preds = %if.then321
  %3388 = add i32 %2928, %2976
  %3389 = zext i32 %3388 to i64
  %3390 = zext i32 %3386 to i64
  %3391 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3390
  %3392 = bitcast float %3353 to i32
  %3393 = fcmp uno float %3353, %3353
  %3394 = select i1 %3393, i32 2143289344, i32 %3392
  %3395 = xor i32 %3394, 2147483647
  %3396 = icmp sge i32 %3394, 0
  %3397 = select i1 %3396, i32 %3394, i32 %3395
  %3398 = sext i32 %3397 to i64
  %3399 = shl i64 %3398, 32
  %3400 = sub i64 4294967295, %3389
  %3401 = or i64 %3399, %3400
  store i64 %3401, ptr addrspace(3) %3391, align 4
  br label %if.end324

if.end324:                                        ; preds = %if.then323, %if.then321
  br label %if.end322

if.then325:                                       ; preds = %if.end320
  %3402 = bitcast float %3382 to i32
  %3403 = fcmp uno float %3382, %3382
  %3404 = select i1 %3403, i32 2143289344, i32 %3402
  %3405 = xor i32 %3404, 2147483647
  %3406 = icmp sge i32 %3404, 0
  %3407 = select i1 %3406, i32 %3404, i32 %3405
  %3408 = icmp sge i32 %3407, %1902
  br i1 %3408, label %if.then327, label %if.end328

if.end326:                                        ; preds = %if.end328, %if.end320
  %3409 = zext i16 %2988 to i32
  %3410 = shl i32 %3409, 16
  %3411 = bitcast i32 %3410 to float
  %3412 = icmp slt i32 %2989, %2934
  %3413 = fcmp uge float %3411, %2828
  %3414 = and i1 %3412, %3413
  br i1 %3414, label %if.then331, label %if.end332

if.then327:                                       ; preds = %if.then325
  %3415 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3416 = icmp ult i32 %3415, 512
  br i1 %3416, label %if.then329, label %if.end330

if.end328:                                        ; preds = %if.end330, %if.then325
  br label %if.end326

if.then329:                                       ; preds = %if.then327
  %3417 = add i32 %2928, %2987
  %3418 = zext i32 %3417 to i64
  %3419 = zext i32 %3415 to i64
  %3420 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3419
  %3421 = bitcast float %3382 to i32
  %3422 = fcmp uno float %3382, %3382
  %3423 = select i1 %3422, i32 2143289344, i32 %3421
  %3424 = xor i32 %3423, 2147483647
  %3425 = icmp sge i32 %3423, 0
  %3426 = select i1 %3425, i32 %3423, i32 %3424
  %3427 = sext i32 %3426 to i64
  %3428 = shl i64 %3427, 32
  %3429 = sub i64 4294967295, %3418
  %3430 = or i64 %3428, %3429
  store i64 %3430, ptr addrspace(3) %3420, align 4
  br label %if.end330

if.end330:                                        ; preds = %if.then329, %if.then327
  br label %if.end328

if.then331:                                       ; preds = %if.end326
  %3431 = bitcast float %3411 to i32
  %3432 = fcmp uno float %3411, %3411
  %3433 = select i1 %3432, i32 2143289344, i32 %3431
  %3434 = xor i32 %3433, 2147483647
  %3435 = icmp sge i32 %3433, 0
  %3436 = select i1 %3435, i32 %3433, i32 %3434
  %3437 = icmp sge i32 %3436, %1902
  br i1 %3437, label %if.then333, label %if.end334

if.end332:                                        ; preds = %if.end334, %if.end326
  %kcol.next = add nsw i32 %kcol.iv, 1
  br label %kcol.head, !llvm.loop !7

if.then333:                                       ; preds = %if.then331
  %3438 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3439 = icmp ult i32 %3438, 512
  br i1 %3439, label %if.then335, label %if.end336

if.end334:                                        ; preds = %if.end336, %if.then331
  br label %if.end332

if.then335:                                       ; preds = %if.then333
  %3440 = add i32 %2928, %2989
  %3441 = zext i32 %3440 to i64
  %3442 = zext i32 %3438 to i64
  %3443 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3442
  %3444 = bitcast float %3411 to i32
  %3445 = fcmp uno float %3411, %3411
  %3446 = select i1 %3445, i32 2143289344, i32 %3444
  %3447 = xor i32 %3446, 2147483647
  %3448 = icmp sge i32 %3446, 0
  %3449 = select i1 %3448, i32 %3446, i32 %3447
  %3450 = sext i32 %3449 to i64
  %3451 = shl i64 %3450, 32
  %3452 = sub i64 4294967295, %3441
  %3453 = or i64 %3451, %3452
  store i64 %3453, ptr addrspace(3) %3443, align 4
  br label %if.end336

if.end336:                                        ; preds = %if.then335, %if.then333
  br label %if.end334

kcol.head337:                                     ; preds = %if.end384, %kwide.else
  %kcol.iv340 = phi i32 [ 0, %kwide.else ], [ %kcol.next389, %if.end384 ]
  %3454 = icmp slt i32 %kcol.iv340, %2840
  br i1 %3454, label %kcol.body338, label %kcol.exit339

kcol.body338:                                     ; preds = %kcol.head337
  %3455 = mul i32 %kcol.iv340, 128
  %3456 = add i32 %3455, 0
  %3457 = add i32 %2834, %3456
  %3458 = icmp slt i32 %3457, %2832
  %3459 = select i1 %3458, i32 %3457, i32 0
  %3460 = udiv i32 %3459, 10
  %3461 = urem i32 %3459, 10
  %3462 = zext i32 %3460 to i64
  %3463 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3462
  %3464 = load i32, ptr addrspace(3) %3463, align 4
  %3465 = udiv i32 %3464, 32
  %3466 = urem i32 %3464, 32
  %3467 = mul i32 %3465, 2374
  %3468 = sub i32 %2833, %3467
  %3469 = icmp slt i32 %3468, 0
  %3470 = select i1 %3469, i32 0, i32 %3468
  %3471 = icmp sgt i32 %3470, 2374
  %3472 = select i1 %3471, i32 2374, i32 %3470
  %3473 = select i1 %3458, i32 %3472, i32 0
  %3474 = mul i32 %3461, 32
  %3475 = add i32 %3474, %3466
  %3476 = mul i32 %3475, 8
  %3477 = add i32 %3476, 0
  %3478 = icmp slt i32 %3477, %3473
  %3479 = select i1 %3478, i32 %3477, i32 0
  %3480 = add i32 %3467, %3479
  %3481 = zext i32 %3480 to i64
  %3482 = mul i64 %3481, 2
  %3483 = getelementptr i8, ptr %46, i64 %3482
  %3484 = load i16, ptr %3483, align 2
  %3485 = add i32 %3477, 0
  %3486 = add i32 %3476, 1
  %3487 = icmp slt i32 %3486, %3473
  %3488 = select i1 %3487, i32 %3486, i32 0
  %3489 = add i32 %3467, %3488
  %3490 = zext i32 %3489 to i64
  %3491 = mul i64 %3490, 2
  %3492 = getelementptr i8, ptr %46, i64 %3491
  %3493 = load i16, ptr %3492, align 2
  %3494 = add i32 %3486, 0
  %3495 = add i32 %3476, 2
  %3496 = icmp slt i32 %3495, %3473
  %3497 = select i1 %3496, i32 %3495, i32 0
  %3498 = add i32 %3467, %3497
  %3499 = zext i32 %3498 to i64
  %3500 = mul i64 %3499, 2
  %3501 = getelementptr i8, ptr %46, i64 %3500
  %3502 = load i16, ptr %3501, align 2
  %3503 = add i32 %3495, 0
  %3504 = add i32 %3476, 3
  %3505 = icmp slt i32 %3504, %3473
  %3506 = select i1 %3505, i32 %3504, i32 0
  %3507 = add i32 %3467, %3506
  %3508 = zext i32 %3507 to i64
  %3509 = mul i64 %3508, 2
  %3510 = getelementptr i8, ptr %46, i64 %3509
  %3511 = load i16, ptr %3510, align 2
  %3512 = add i32 %3504, 0
  %3513 = add i32 %3476, 4
  %3514 = icmp slt i32 %3513, %3473
  %3515 = select i1 %3514, i32 %3513, i32 0
  %3516 = add i32 %3467, %3515
  %3517 = zext i32 %3516 to i64
  %3518 = mul i64 %3517, 2
  %3519 = getelementptr i8, ptr %46, i64 %3518
  %3520 = load i16, ptr %3519, align 2
  %3521 = add i32 %3513, 0
  %3522 = add i32 %3476, 5
  %3523 = icmp slt i32 %3522, %3473
  %3524 = select i1 %3523, i32 %3522, i32 0
  %3525 = add i32 %3467, %3524
  %3526 = zext i32 %3525 to i64
  %3527 = mul i64 %3526, 2
  %3528 = getelementptr i8, ptr %46, i64 %3527
  %3529 = load i16, ptr %3528, align 2
  %3530 = add i32 %3522, 0
  %3531 = add i32 %3476, 6
  %3532 = icmp slt i32 %3531, %3473
  %3533 = select i1 %3532, i32 %3531, i32 0
  %3534 = add i32 %3467, %3533
  %3535 = zext i32 %3534 to i64
  %3536 = mul i64 %3535, 2
  %3537 = getelementptr i8, ptr %46, i64 %3536
  %3538 = load i16, ptr %3537, align 2
  %3539 = add i32 %3531, 0
  %3540 = add i32 %3476, 7
  %3541 = icmp slt i32 %3540, %3473
  %3542 = select i1 %3541, i32 %3540, i32 0
  %3543 = add i32 %3467, %3542
  %3544 = zext i32 %3543 to i64
  %3545 = mul i64 %3544, 2
  %3546 = getelementptr i8, ptr %46, i64 %3545
  %3547 = load i16, ptr %3546, align 2
  %3548 = add i32 %3540, 0
  %3549 = zext i16 %3484 to i32
  %3550 = shl i32 %3549, 16
  %3551 = bitcast i32 %3550 to float
  %3552 = icmp slt i32 %3485, %3473
  %3553 = fcmp uge float %3551, %2838
  %3554 = and i1 %3552, %3553
  br i1 %3554, label %if.then341, label %if.end342

kcol.exit339:                                     ; preds = %kcol.head337
  br label %kwide.end

if.then341:                                       ; preds = %kcol.body338
  %3555 = bitcast float %3551 to i32
  %3556 = fcmp uno float %3551, %3551
  %3557 = select i1 %3556, i32 2143289344, i32 %3555
  %3558 = xor i32 %3557, 2147483647
  %3559 = icmp sge i32 %3557, 0
  %3560 = select i1 %3559, i32 %3557, i32 %3558
  %3561 = icmp sge i32 %3560, %1902
  br i1 %3561, label %if.then343, label %if.end344

if.end342:                                        ; preds = %if.end344, %kcol.body338
  %3562 = zext i16 %3493 to i32
  %3563 = shl i32 %3562, 16
  %3564 = bitcast i32 %3563 to float
  %3565 = icmp slt i32 %3494, %3473
  %3566 = fcmp uge float %3564, %2838
  %3567 = and i1 %3565, %3566
  br i1 %3567, label %if.then347, label %if.end348

if.then343:                                       ; preds = %if.then341
  %3568 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3569 = icmp ult i32 %3568, 512
  br i1 %3569, label %if.then345, label %if.end346

if.end344:                                        ; preds = %if.end346, %if.then341
  br label %if.end342

if.then345:                                       ; preds = %if.then343
  %3570 = add i32 %3467, %3485
  %3571 = zext i32 %3570 to i64
  %3572 = zext i32 %3568 to i64
  %3573 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3572
  %3574 = bitcast float %3551 to i32
  %3575 = fcmp uno float %3551, %3551
  %3576 = select i1 %3575, i32 2143289344, i32 %3574
  %3577 = xor i32 %3576, 2147483647
  %3578 = icmp sge i32 %3576, 0
  %3579 = select i1 %3578, i32 %3576, i32 %3577
  %3580 = sext i32 %3579 to i64
  %3581 = shl i64 %3580, 32
  %3582 = sub i64 4294967295, %3571
  %3583 = or i64 %3581, %3582
  store i64 %3583, ptr addrspace(3) %3573, align 4
  br label %if.end346

if.end346:                                        ; preds = %if.then345, %if.then343
  br label %if.end344

if.then347:                                       ; preds = %if.end342
  %3584 = bitcast float %3564 to i32
  %3585 = fcmp uno float %3564, %3564
  %3586 = select i1 %3585, i32 2143289344, i32 %3584
  %3587 = xor i32 %3586, 2147483647
  %3588 = icmp sge i32 %3586, 0
  %3589 = select i1 %3588, i32 %3586, i32 %3587
  %3590 = icmp sge i32 %3589, %1902
  br i1 %3590, label %if.then349, label %if.end350

if.end348:                                        ; preds = %if.end350, %if.end342
  %3591 = zext i16 %3502 to i32
  %3592 = shl i32 %3591, 16
  %3593 = bitcast i32 %3592 to float
  %3594 = icmp slt i32 %3503, %3473
  %3595 = fcmp uge float %3593, %2838
  %3596 = and i1 %3594, %3595
  br i1 %3596, label %if.then353, label %if.end354

if.then349:                                       ; preds = %if.then347
  %3597 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3598 = icmp ult i32 %3597, 512
  br i1 %3598, label %if.then351, label %if.end352

if.end350:                                        ; preds = %if.end352, %if.then347
  br label %if.end348

if.then351:                                       ; preds = %if.then349
  %3599 = add i32 %3467, %3494
  %3600 = zext i32 %3599 to i64
  %3601 = zext i32 %3597 to i64
  %3602 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3601
  %3603 = bitcast float %3564 to i32
  %3604 = fcmp uno float %3564, %3564
  %3605 = select i1 %3604, i32 2143289344, i32 %3603
  %3606 = xor i32 %3605, 2147483647
  %3607 = icmp sge i32 %3605, 0
  %3608 = select i1 %3607, i32 %3605, i32 %3606
  %3609 = sext i32 %3608 to i64
  %3610 = shl i64 %3609, 32
  %3611 = sub i64 4294967295, %3600
  %3612 = or i64 %3610, %3611
  store i64 %3612, ptr addrspace(3) %3602, align 4
  br label %if.end352

if.end352:                                        ; preds = %if.then351, %if.then349
  br label %if.end350

if.then353:                                       ; preds = %if.end348
  %3613 = bitcast float %3593 to i32
  %3614 = fcmp uno float %3593, %3593
  %3615 = select i1 %3614, i32 2143289344, i32 %3613
  %3616 = xor i32 %3615, 2147483647
  %3617 = icmp sge i32 %3615, 0
  %3618 = select i1 %3617, i32 %3615, i32 %3616
  %3619 = icmp sge i32 %3618, %1902
  br i1 %3619, label %if.then355, label %if.end356

if.end354:                                        ; preds = %if.end356, %if.end348
  %3620 = zext i16 %3511 to i32
  %3621 = shl i32 %3620, 16
  %3622 = bitcast i32 %3621 to float
  %3623 = icmp slt i32 %3512, %3473
  %3624 = fcmp uge float %3622, %2838
  %3625 = and i1 %3623, %3624
  br i1 %3625, label %if.then359, label %if.end360

if.then355:                                       ; preds = %if.then353
  %3626 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3627 = icmp ult i32 %3626, 512
  br i1 %3627, label %if.then357, label %if.end358

if.end356:                                        ; preds = %if.end358, %if.then353
  br label %if.end354

if.then357:                                       ; preds = %if.then355
  %3628 = add i32 %3467, %3503
  %3629 = zext i32 %3628 to i64
  %3630 = zext i32 %3626 to i64
  %3631 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3630
  %3632 = bitcast float %3593 to i32
  %3633 = fcmp uno float %3593, %3593
  %3634 = select i1 %3633, i32 2143289344, i32 %3632
  %3635 = xor i32 %3634, 2147483647
  %3636 = icmp sge i32 %3634, 0
  %3637 = select i1 %3636, i32 %3634, i32 %3635
  %3638 = sext i32 %3637 to i64
  %3639 = shl i64 %3638, 32
  %3640 = sub i64 4294967295, %3629
  %3641 = or i64 %3639, %3640
  store i64 %3641, ptr addrspace(3) %3631, align 4
  br label %if.end358

if.end358:                                        ; preds = %if.then357, %if.then355
  br label %if.end356

if.then359:                                       ; preds = %if.end354
  %3642 = bitcast float %3622 to i32
  %3643 = fcmp uno float %3622, %3622
  %3644 = select i1 %3643, i32 2143289344, i32 %3642
  %3645 = xor i32 %3644, 2147483647
  %3646 = icmp sge i32 %3644, 0
  %3647 = select i1 %3646, i32 %3644, i32 %3645
  %3648 = icmp sge i32 %3647, %1902
  br i1 %3648, label %if.then361, label %if.end362

if.end360:                                        ; preds = %if.end362, %if.end354
  %3649 = zext i16 %3520 to i32
  %3650 = shl i32 %3649, 16
  %3651 = bitcast i32 %3650 to float
  %3652 = icmp slt i32 %3521, %3473
  %3653 = fcmp uge float %3651, %2838
  %3654 = and i1 %3652, %3653
  br i1 %3654, label %if.then365, label %if.end366

if.then361:                                       ; preds = %if.then359
  %3655 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3656 = icmp ult i32 %3655, 512
  br i1 %3656, label %if.then363, label %if.end364

if.end362:                                        ; preds = %if.end364, %if.then359
  br label %if.end360

if.then363:                                       ; preds = %if.then361
  %3657 = add i32 %3467, %3512
  %3658 = zext i32 %3657 to i64
  %3659 = zext i32 %3655 to i64
  %3660 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3659
  %3661 = bitcast float %3622 to i32
  %3662 = fcmp uno float %3622, %3622
  %3663 = select i1 %3662, i32 2143289344, i32 %3661
  %3664 = xor i32 %3663, 2147483647
  %3665 = icmp sge i32 %3663, 0
  %3666 = select i1 %3665, i32 %3663, i32 %3664
  %3667 = sext i32 %3666 to i64
  %3668 = shl i64 %3667, 32
  %3669 = sub i64 4294967295, %3658
  %3670 = or i64 %3668, %3669
  store i64 %3670, ptr addrspace(3) %3660, align 4
  br label %if.end364

if.end364:                                        ; preds = %if.then363, %if.then361
  br label %if.end362

if.then365:                                       ; preds = %if.end360
  %3671 = bitcast float %3651 to i32
  %3672 = fcmp uno float %3651, %3651
  %3673 = select i1 %3672, i32 2143289344, i32 %3671
  %3674 = xor i32 %3673, 2147483647
  %3675 = icmp sge i32 %3673, 0
  %3676 = select i1 %3675, i32 %3673, i32 %3674
  %3677 = icmp sge i32 %3676, %1902
  br i1 %3677, label %if.then367, label %if.end368

if.end366:                                        ; preds = %if.end368, %if.end360
  %3678 = zext i16 %3529 to i32
  %3679 = shl i32 %3678, 16
  %3680 = bitcast i32 %3679 to float
  %3681 = icmp slt i32 %3530, %3473
  %3682 = fcmp uge float %3680, %2838
  %3683 = and i1 %3681, %3682
  br i1 %3683, label %if.then371, label %if.end372

if.then367:                                       ; preds = %if.then365
  %3684 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3685 = icmp ult i32 %3684, 512
  br i1 %3685, label %if.then369, label %if.end370

if.end368:                                        ; preds = %if.end370, %if.then365
  br label %if.end366

if.then369:                                       ; preds = %if.then367
  %3686 = add i32 %3467, %3521
  %3687 = zext i32 %3686 to i64
  %3688 = zext i32 %3684 to i64
  %3689 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3688
  %3690 = bitcast float %3651 to i32
  %3691 = fcmp uno float %3651, %3651
  %3692 = select i1 %3691, i32 2143289344, i32 %3690
  %3693 = xor i32 %3692, 2147483647
  %3694 = icmp sge i32 %3692, 0
  %3695 = select i1 %3694, i32 %3692, i32 %3693
  %3696 = sext i32 %3695 to i64
  %3697 = shl i64 %3696, 32
  %3698 = sub i64 4294967295, %3687
  %3699 = or i64 %3697, %3698
  store i64 %3699, ptr addrspace(3) %3689, align 4
  br label %if.end370

if.end370:                                        ; preds = %if.then369, %if.then367
  br label %if.end368

if.then371:                                       ; preds = %if.end366
  %3700 = bitcast float %3680 to i32
  %3701 = fcmp uno float %3680, %3680
  %3702 = select i1 %3701, i32 2143289344, i32 %3700
  %3703 = xor i32 %3702, 2147483647
  %3704 = icmp sge i32 %3702, 0
  %3705 = select i1 %3704, i32 %3702, i32 %3703
  %3706 = icmp sge i32 %3705, %1902
  br i1 %3706, label %if.then373, label %if.end374

if.end372:                                        ; preds = %if.end374, %if.end366
  %3707 = zext i16 %3538 to i32
  %3708 = shl i32 %3707, 16
  %3709 = bitcast i32 %3708 to float
  %3710 = icmp slt i32 %3539, %3473
  %3711 = fcmp uge float %3709, %2838
  %3712 = and i1 %3710, %3711
  br i1 %3712, label %if.then377, label %if.end378

if.then373:                                       ; preds = %if.then371
  %3713 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3714 = icmp ult i32 %3713, 512
  br i1 %3714, label %if.then375, label %if.end376

if.end374:                                        ; preds = %if.end376, %if.then371
  br label %if.end372

if.then375:                                       ; preds = %if.then373
  %3715 = add i32 %3467, %3530
  %3716 = zext i32 %3715 to i64
  %3717 = zext i32 %3713 to i64
  %3718 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3717
  %3719 = bitcast float %3680 to i32
  %3720 = fcmp uno float %3680, %3680
  %3721 = select i1 %3720, i32 2143289344, i32 %3719
  %3722 = xor i32 %3721, 2147483647
  %3723 = icmp sge i32 %3721, 0
  %3724 = select i1 %3723, i32 %3721, i32 %3722
  %3725 = sext i32 %3724 to i64
  %3726 = shl i64 %3725, 32
  %3727 = sub i64 4294967295, %3716
  %3728 = or i64 %3726, %3727
  store i64 %3728, ptr addrspace(3) %3718, align 4
  br label %if.end376

if.end376:                                        ; preds = %if.then375, %if.then373
  br label %if.end374

if.then377:                                       ; preds = %if.end372
  %3729 = bitcast float %3709 to i32
  %3730 = fcmp uno float %3709, %3709
  %3731 = select i1 %3730, i32 2143289344, i32 %3729
  %3732 = xor i32 %3731, 2147483647
  %3733 = icmp sge i32 %3731, 0
  %3734 = select i1 %3733, i32 %3731, i32 %3732
  %3735 = icmp sge i32 %3734, %1902
  br i1 %3735, label %if.then379, label %if.end380

if.end378:                                        ; preds = %if.end380, %if.end372
  %3736 = zext i16 %3547 to i32
  %3737 = shl i32 %3736, 16
  %3738 = bitcast i32 %3737 to float
  %3739 = icmp slt i32 %3548, %3473
  %3740 = fcmp uge float %3738, %2838
  %3741 = and i1 %3739, %3740
  br i1 %3741, label %if.then383, label %if.end384

if.then379:                                       ; preds = %if.then377
  %3742 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3743 = icmp ult i32 %3742, 512
  br i1 %3743, label %if.then381, label %if.end382

if.end380:                                        ; preds = %if.end382, %if.then377
  br label %if.end378

if.then381:                                       ; preds = %if.then379
  %3744 = add i32 %3467, %3539
  %3745 = zext i32 %3744 to i64
  %3746 = zext i32 %3742 to i64
  %3747 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3746
  %3748 = bitcast float %3709 to i32
  %3749 = fcmp uno float %3709, %3709
  %3750 = select i1 %3749, i32 2143289344, i32 %3748
  %3751 = xor i32 %3750, 2147483647
  %3752 = icmp sge i32 %3750, 0
  %3753 = select i1 %3752, i32 %3750, i32 %3751
  %3754 = sext i32 %3753 to i64
  %3755 = shl i64 %3754, 32
  %3756 = sub i64 4294967295, %3745
  %3757 = or i64 %3755, %3756
  store i64 %3757, ptr addrspace(3) %3747, align 4
  br label %if.end382

if.end382:                                        ; preds = %if.then381, %if.then379
  br label %if.end380

if.then383:                                       ; preds = %if.end378
  %3758 = bitcast float %3738 to i32
  %3759 = fcmp uno float %3738, %3738
  %3760 = select i1 %3759, i32 2143289344, i32 %3758
  %3761 = xor i32 %3760, 2147483647
  %3762 = icmp sge i32 %3760, 0
  %3763 = select i1 %3762, i32 %3760, i32 %3761
  %3764 = icmp sge i32 %3763, %1902
  br i1 %3764, label %if.then385, label %if.end386

if.end384:                                        ; preds = %if.end386, %if.end378
  %kcol.next389 = add nsw i32 %kcol.iv340, 1
  br label %kcol.head337, !llvm.loop !8

if.then385:                                       ; preds = %if.then383
  %3765 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3766 = icmp ult i32 %3765, 512
  br i1 %3766, label %if.then387, label %if.end388

if.end386:                                        ; preds = %if.end388, %if.then383
  br label %if.end384

if.then387:                                       ; preds = %if.then385
  %3767 = add i32 %3467, %3548
  %3768 = zext i32 %3767 to i64
  %3769 = zext i32 %3765 to i64
  %3770 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3769
  %3771 = bitcast float %3738 to i32
  %3772 = fcmp uno float %3738, %3738
  %3773 = select i1 %3772, i32 2143289344, i32 %3771
  %3774 = xor i32 %3773, 2147483647
  %3775 = icmp sge i32 %3773, 0
  %3776 = select i1 %3775, i32 %3773, i32 %3774
  %3777 = sext i32 %3776 to i64
  %3778 = shl i64 %3777, 32
  %3779 = sub i64 4294967295, %3768
  %3780 = or i64 %3778, %3779
  store i64 %3780, ptr addrspace(3) %3770, align 4
  br label %if.end388

if.end388:                                        ; preds = %if.then387, %if.then385
  br label %if.end386

if.then390:                                       ; preds = %if.end240
  %3781 = icmp eq i64 %23, 0
  br i1 %3781, label %if.then392, label %if.end393

if.end391:                                        ; preds = %keys.exit, %if.end240
  call void @llvm.nvvm.barrier0()
  br i1 %42, label %if.then401, label %if.end402

if.then392:                                       ; preds = %if.then390
  store i64 %1792, ptr %40, align 4
  br label %if.end393

if.end393:                                        ; preds = %if.then392, %if.then390
  %3782 = icmp sgt i64 %2817, 16
  %3783 = select i1 %3782, i64 %2817, i64 16
  br label %keys.head

keys.head:                                        ; preds = %keyed.end, %if.end393
  %keys.iv = phi i64 [ %23, %if.end393 ], [ %keys.next, %keyed.end ]
  %3784 = icmp slt i64 %keys.iv, %3783
  br i1 %3784, label %keys.body, label %keys.exit

keys.body:                                        ; preds = %keys.head
  %3785 = icmp slt i64 %keys.iv, %2817
  br i1 %3785, label %keyed.then, label %keyed.else

keys.exit:                                        ; preds = %keys.head
  br label %if.end391

keyed.then:                                       ; preds = %keys.body
  %3786 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv
  %3787 = load i64, ptr addrspace(3) %3786, align 4
  store i64 0, ptr %place394, align 4
  br label %place.head

keyed.else:                                       ; preds = %keys.body
  br i1 true, label %if.then399, label %if.end400

keyed.end:                                        ; preds = %if.end400, %if.end396
  %keys.next = add nsw i64 %keys.iv, 128
  br label %keys.head, !llvm.loop !9

place.head:                                       ; preds = %place.body, %keyed.then
  %place.iv = phi i64 [ 0, %keyed.then ], [ %place.next, %place.body ]
  %3788 = icmp slt i64 %place.iv, %2817
  br i1 %3788, label %place.body, label %place.exit

place.body:                                       ; preds = %place.head
  %3789 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv
  %3790 = load i64, ptr addrspace(3) %3789, align 4
  %3791 = icmp sgt i64 %3790, %3787
  %3792 = zext i1 %3791 to i64
  %3793 = load i64, ptr %place394, align 4
  %3794 = add i64 %3793, %3792
  store i64 %3794, ptr %place394, align 4
  %place.next = add nsw i64 %place.iv, 1
  br label %place.head, !llvm.loop !10

place.exit:                                       ; preds = %place.head
  %3795 = load i64, ptr %place394, align 4
  %3796 = icmp slt i64 %3795, 16
  br i1 %3796, label %if.then395, label %if.end396

if.then395:                                       ; preds = %place.exit
  %3797 = icmp eq i64 %3787, -9223372036854775808
  %3798 = ashr i64 %3787, 32
  %3799 = trunc i64 %3798 to i32
  %3800 = xor i32 %3799, 2147483647
  %3801 = icmp sge i32 %3799, 0
  %3802 = select i1 %3801, i32 %3799, i32 %3800
  %3803 = bitcast i32 %3802 to float
  %3804 = and i64 %3787, 4294967295
  %3805 = sub i64 4294967295, %3804
  br i1 true, label %if.then397, label %if.end398

if.end396:                                        ; preds = %if.end398, %place.exit
  br label %keyed.end

if.then397:                                       ; preds = %if.then395
  %3806 = getelementptr i64, ptr %35, i64 %3795
  %3807 = select i1 %3797, i64 -1, i64 %3805
  store i64 %3807, ptr %3806, align 4
  %3808 = getelementptr float, ptr %38, i64 %3795
  %3809 = fsub float %3803, %1772
  %3810 = fcmp uno float %3809, %3809
  %3811 = select i1 %3810, float 0x7FF8000000000000, float %3809
  %3812 = select i1 %3797, float 0xFFF0000000000000, float %3811
  store float %3812, ptr %3808, align 4
  br label %if.end398

if.end398:                                        ; preds = %if.then397, %if.then395
  br label %if.end396

if.then399:                                       ; preds = %keyed.else
  %3813 = getelementptr i64, ptr %35, i64 %keys.iv
  store i64 -1, ptr %3813, align 4
  %3814 = getelementptr float, ptr %38, i64 %keys.iv
  %3815 = fsub float 0xFFFFFFFFE0000000, %1772
  %3816 = fcmp uno float %3815, %3815
  %3817 = select i1 %3816, float 0x7FF8000000000000, float %3815
  %3818 = select i1 true, float 0xFFF0000000000000, float %3817
  store float %3818, ptr %3814, align 4
  br label %if.end400

if.end400:                                        ; preds = %if.then399, %keyed.else
  br label %keyed.end

if.then401:                                       ; preds = %if.end391
  %3819 = xor i1 %2819, true
  br i1 %3819, label %if.then403, label %if.end404

if.end402:                                        ; preds = %if.end404, %if.end391
  call void @llvm.nvvm.barrier0()
  br label %if.end72

if.then403:                                       ; preds = %if.then401
  store i1 false, ptr %reached, align 1
  store float 0.000000e+00, ptr %total, align 4
  br label %prefix.head

if.end404:                                        ; preds = %prefix.exit, %if.then401
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end402

prefix.head:                                      ; preds = %if.end406, %if.then403
  %prefix.iv = phi i64 [ 0, %if.then403 ], [ %prefix.next, %if.end406 ]
  %3820 = icmp slt i64 %prefix.iv, 16
  br i1 %3820, label %prefix.body, label %prefix.exit

prefix.body:                                      ; preds = %prefix.head
  %3821 = getelementptr i64, ptr %35, i64 %prefix.iv
  %3822 = load i64, ptr %3821, align 4
  %3823 = icmp sge i64 %3822, 0
  %3824 = getelementptr float, ptr %38, i64 %prefix.iv
  %3825 = load float, ptr %3824, align 4
  %3826 = load i1, ptr %reached, align 1
  %3827 = xor i1 %3826, true
  %3828 = and i1 %3823, %3827
  br i1 %3828, label %if.then405, label %if.end406

prefix.exit:                                      ; preds = %prefix.head
  %3829 = load i1, ptr %reached, align 1
  %3830 = zext i1 %3829 to i32
  store i32 %3830, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end404

if.then405:                                       ; preds = %prefix.body
  %3831 = fsub float %3825, 0.000000e+00
  %3832 = call float @llvm.maximum.f32(float %3831, float -8.800000e+01)
  %3833 = call float @llvm.minimum.f32(float %3832, float 8.900000e+01)
  %3834 = call float @llvm.fma.f32(float %3833, float 0x3FF7154760000000, float 0x4168000000000000)
  %3835 = fsub float %3834, 0x4168000000000000
  %3836 = call float @llvm.fma.f32(float %3835, float 0xBFE6300000000000, float %3833)
  %3837 = call float @llvm.fma.f32(float %3835, float 0x3F2BD01060000000, float %3836)
  %3838 = fmul float %3837, %3837
  %3839 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %3837, float 0x3F8120BE20000000)
  %3840 = call float @llvm.fma.f32(float %3839, float %3837, float 0x3FA5555180000000)
  %3841 = call float @llvm.fma.f32(float %3840, float %3837, float 0x3FC5554DC0000000)
  %3842 = call float @llvm.fma.f32(float %3841, float %3837, float 5.000000e-01)
  %3843 = call float @llvm.fma.f32(float %3838, float %3842, float %3837)
  %3844 = bitcast float %3834 to i32
  %3845 = shl i32 %3844, 23
  %3846 = add i32 %3845, 1065353216
  %3847 = bitcast i32 %3846 to float
  %3848 = call float @llvm.fma.f32(float %3843, float %3847, float %3847)
  %3849 = fcmp oeq float %3847, 0x7FF0000000000000
  %3850 = select i1 %3849, float %3847, float %3848
  %3851 = load float, ptr %total, align 4
  %3852 = fadd float %3851, %3850
  store float %3852, ptr %total, align 4
  %3853 = fcmp uge float %3852, %1794
  store i1 %3853, ptr %reached, align 1
  br label %if.end406

if.end406:                                        ; preds = %if.then405, %prefix.body
  %prefix.next = add nsw i64 %prefix.iv, 1
  br label %prefix.head, !llvm.loop !12

reached.then:                                     ; preds = %if.end72
  %3854 = add i64 %23, 16
  br label %pad.head

reached.else:                                     ; preds = %if.end72
  %3855 = icmp ne i64 %1761, -9223372036854775808
  %3856 = icmp slt i64 %27, 20
  %3857 = and i1 %3856, %3855
  br i1 %3857, label %if.then409, label %if.end410

reached.end:                                      ; preds = %if.end771, %pad.exit
  br label %active.end

pad.head:                                         ; preds = %if.end408, %reached.then
  %pad.iv = phi i64 [ %3854, %reached.then ], [ %pad.next, %if.end408 ]
  %3858 = icmp slt i64 %pad.iv, 20
  br i1 %3858, label %pad.body, label %pad.exit

pad.body:                                         ; preds = %pad.head
  br i1 true, label %if.then407, label %if.end408

pad.exit:                                         ; preds = %pad.head
  br label %reached.end

if.then407:                                       ; preds = %pad.body
  %3859 = getelementptr i64, ptr %35, i64 %pad.iv
  store i64 -1, ptr %3859, align 4
  %3860 = getelementptr float, ptr %38, i64 %pad.iv
  %3861 = fsub float 0xFFFFFFFFE0000000, %1772
  %3862 = fcmp uno float %3861, %3861
  %3863 = select i1 %3862, float 0x7FF8000000000000, float %3861
  %3864 = select i1 true, float 0xFFF0000000000000, float %3863
  store float %3864, ptr %3860, align 4
  br label %if.end408

if.end408:                                        ; preds = %if.then407, %pad.body
  %pad.next = add nsw i64 %pad.iv, 128
  br label %pad.head, !llvm.loop !14

if.then409:                                       ; preds = %reached.else
  store i32 0, ptr %place411, align 4
  br i1 %391, label %place.then412, label %place.else413

if.end410:                                        ; preds = %if.end416, %reached.else
  call void @llvm.nvvm.barrier0()
  %3865 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %391, label %glist.then417, label %glist.else418

place.then412:                                    ; preds = %if.then409
  %3866 = load i32, ptr %sorted32, align 4
  %3867 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %3868 = icmp sgt i32 %3867, %3866
  %3869 = select i1 %3868, i32 16, i32 0
  %3870 = add i32 7, %3869
  %3871 = zext i32 %3870 to i64
  %3872 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3871
  %3873 = load i32, ptr addrspace(3) %3872, align 4
  %3874 = add i32 %3869, 8
  %3875 = icmp sgt i32 %3873, %3866
  %3876 = select i1 %3875, i32 %3874, i32 %3869
  %3877 = add i32 3, %3876
  %3878 = zext i32 %3877 to i64
  %3879 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3878
  %3880 = load i32, ptr addrspace(3) %3879, align 4
  %3881 = add i32 %3876, 4
  %3882 = icmp sgt i32 %3880, %3866
  %3883 = select i1 %3882, i32 %3881, i32 %3876
  %3884 = add i32 1, %3883
  %3885 = zext i32 %3884 to i64
  %3886 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3885
  %3887 = load i32, ptr addrspace(3) %3886, align 4
  %3888 = add i32 %3883, 2
  %3889 = icmp sgt i32 %3887, %3866
  %3890 = select i1 %3889, i32 %3888, i32 %3883
  %3891 = add i32 0, %3890
  %3892 = zext i32 %3891 to i64
  %3893 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3892
  %3894 = load i32, ptr addrspace(3) %3893, align 4
  %3895 = add i32 %3890, 1
  %3896 = icmp sgt i32 %3894, %3866
  %3897 = select i1 %3896, i32 %3895, i32 %3890
  %3898 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %3899 = icmp sgt i32 %3898, %3866
  %3900 = zext i1 %3899 to i32
  %3901 = add i32 %3897, %3900
  %3902 = add i32 0, %3901
  %3903 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %3904 = icmp sgt i32 %3903, %3866
  %3905 = select i1 %3904, i32 16, i32 0
  %3906 = add i32 39, %3905
  %3907 = zext i32 %3906 to i64
  %3908 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3907
  %3909 = load i32, ptr addrspace(3) %3908, align 4
  %3910 = add i32 %3905, 8
  %3911 = icmp sgt i32 %3909, %3866
  %3912 = select i1 %3911, i32 %3910, i32 %3905
  %3913 = add i32 35, %3912
  %3914 = zext i32 %3913 to i64
  %3915 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3914
  %3916 = load i32, ptr addrspace(3) %3915, align 4
  %3917 = add i32 %3912, 4
  %3918 = icmp sgt i32 %3916, %3866
  %3919 = select i1 %3918, i32 %3917, i32 %3912
  %3920 = add i32 33, %3919
  %3921 = zext i32 %3920 to i64
  %3922 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3921
  %3923 = load i32, ptr addrspace(3) %3922, align 4
  %3924 = add i32 %3919, 2
  %3925 = icmp sgt i32 %3923, %3866
  %3926 = select i1 %3925, i32 %3924, i32 %3919
  %3927 = add i32 32, %3926
  %3928 = zext i32 %3927 to i64
  %3929 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3928
  %3930 = load i32, ptr addrspace(3) %3929, align 4
  %3931 = add i32 %3926, 1
  %3932 = icmp sgt i32 %3930, %3866
  %3933 = select i1 %3932, i32 %3931, i32 %3926
  %3934 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %3935 = icmp sgt i32 %3934, %3866
  %3936 = zext i1 %3935 to i32
  %3937 = add i32 %3933, %3936
  %3938 = add i32 %3902, %3937
  %3939 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %3940 = icmp sgt i32 %3939, %3866
  %3941 = select i1 %3940, i32 16, i32 0
  %3942 = add i32 71, %3941
  %3943 = zext i32 %3942 to i64
  %3944 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3943
  %3945 = load i32, ptr addrspace(3) %3944, align 4
  %3946 = add i32 %3941, 8
  %3947 = icmp sgt i32 %3945, %3866
  %3948 = select i1 %3947, i32 %3946, i32 %3941
  %3949 = add i32 67, %3948
  %3950 = zext i32 %3949 to i64
  %3951 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3950
  %3952 = load i32, ptr addrspace(3) %3951, align 4
  %3953 = add i32 %3948, 4
  %3954 = icmp sgt i32 %3952, %3866
  %3955 = select i1 %3954, i32 %3953, i32 %3948
  %3956 = add i32 65, %3955
  %3957 = zext i32 %3956 to i64
  %3958 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3957
  %3959 = load i32, ptr addrspace(3) %3958, align 4
  %3960 = add i32 %3955, 2
  %3961 = icmp sgt i32 %3959, %3866
  %3962 = select i1 %3961, i32 %3960, i32 %3955
  %3963 = add i32 64, %3962
  %3964 = zext i32 %3963 to i64
  %3965 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3964
  %3966 = load i32, ptr addrspace(3) %3965, align 4
  %3967 = add i32 %3962, 1
  %3968 = icmp sgt i32 %3966, %3866
  %3969 = select i1 %3968, i32 %3967, i32 %3962
  %3970 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %3971 = icmp sgt i32 %3970, %3866
  %3972 = zext i1 %3971 to i32
  %3973 = add i32 %3969, %3972
  %3974 = add i32 %3938, %3973
  %3975 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %3976 = icmp sgt i32 %3975, %3866
  %3977 = select i1 %3976, i32 16, i32 0
  %3978 = add i32 103, %3977
  %3979 = zext i32 %3978 to i64
  %3980 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3979
  %3981 = load i32, ptr addrspace(3) %3980, align 4
  %3982 = add i32 %3977, 8
  %3983 = icmp sgt i32 %3981, %3866
  %3984 = select i1 %3983, i32 %3982, i32 %3977
  %3985 = add i32 99, %3984
  %3986 = zext i32 %3985 to i64
  %3987 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3986
  %3988 = load i32, ptr addrspace(3) %3987, align 4
  %3989 = add i32 %3984, 4
  %3990 = icmp sgt i32 %3988, %3866
  %3991 = select i1 %3990, i32 %3989, i32 %3984
  %3992 = add i32 97, %3991
  %3993 = zext i32 %3992 to i64
  %3994 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3993
  %3995 = load i32, ptr addrspace(3) %3994, align 4
  %3996 = add i32 %3991, 2
  %3997 = icmp sgt i32 %3995, %3866
  %3998 = select i1 %3997, i32 %3996, i32 %3991
  %3999 = add i32 96, %3998
  %4000 = zext i32 %3999 to i64
  %4001 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4000
  %4002 = load i32, ptr addrspace(3) %4001, align 4
  %4003 = add i32 %3998, 1
  %4004 = icmp sgt i32 %4002, %3866
  %4005 = select i1 %4004, i32 %4003, i32 %3998
  %4006 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %4007 = icmp sgt i32 %4006, %3866
  %4008 = zext i1 %4007 to i32
  %4009 = add i32 %4005, %4008
  %4010 = add i32 %3974, %4009
  store i32 %4010, ptr %place411, align 4
  br label %place.end414

place.else413:                                    ; preds = %if.then409
  %4011 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %4012 = icmp sgt i64 %4011, %1761
  %4013 = select i1 %4012, i32 16, i32 0
  %4014 = add i32 7, %4013
  %4015 = zext i32 %4014 to i64
  %4016 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4015
  %4017 = load i64, ptr addrspace(3) %4016, align 4
  %4018 = add i32 %4013, 8
  %4019 = icmp sgt i64 %4017, %1761
  %4020 = select i1 %4019, i32 %4018, i32 %4013
  %4021 = add i32 3, %4020
  %4022 = zext i32 %4021 to i64
  %4023 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4022
  %4024 = load i64, ptr addrspace(3) %4023, align 4
  %4025 = add i32 %4020, 4
  %4026 = icmp sgt i64 %4024, %1761
  %4027 = select i1 %4026, i32 %4025, i32 %4020
  %4028 = add i32 1, %4027
  %4029 = zext i32 %4028 to i64
  %4030 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4029
  %4031 = load i64, ptr addrspace(3) %4030, align 4
  %4032 = add i32 %4027, 2
  %4033 = icmp sgt i64 %4031, %1761
  %4034 = select i1 %4033, i32 %4032, i32 %4027
  %4035 = add i32 0, %4034
  %4036 = zext i32 %4035 to i64
  %4037 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4036
  %4038 = load i64, ptr addrspace(3) %4037, align 4
  %4039 = add i32 %4034, 1
  %4040 = icmp sgt i64 %4038, %1761
  %4041 = select i1 %4040, i32 %4039, i32 %4034
  %4042 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %4043 = icmp sgt i64 %4042, %1761
  %4044 = zext i1 %4043 to i32
  %4045 = add i32 %4041, %4044
  %4046 = add i32 0, %4045
  %4047 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %4048 = icmp sgt i64 %4047, %1761
  %4049 = select i1 %4048, i32 16, i32 0
  %4050 = add i32 39, %4049
  %4051 = zext i32 %4050 to i64
  %4052 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4051
  %4053 = load i64, ptr addrspace(3) %4052, align 4
  %4054 = add i32 %4049, 8
  %4055 = icmp sgt i64 %4053, %1761
  %4056 = select i1 %4055, i32 %4054, i32 %4049
  %4057 = add i32 35, %4056
  %4058 = zext i32 %4057 to i64
  %4059 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4058
  %4060 = load i64, ptr addrspace(3) %4059, align 4
  %4061 = add i32 %4056, 4
  %4062 = icmp sgt i64 %4060, %1761
  %4063 = select i1 %4062, i32 %4061, i32 %4056
  %4064 = add i32 33, %4063
  %4065 = zext i32 %4064 to i64
  %4066 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4065
  %4067 = load i64, ptr addrspace(3) %4066, align 4
  %4068 = add i32 %4063, 2
  %4069 = icmp sgt i64 %4067, %1761
  %4070 = select i1 %4069, i32 %4068, i32 %4063
  %4071 = add i32 32, %4070
  %4072 = zext i32 %4071 to i64
  %4073 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4072
  %4074 = load i64, ptr addrspace(3) %4073, align 4
  %4075 = add i32 %4070, 1
  %4076 = icmp sgt i64 %4074, %1761
  %4077 = select i1 %4076, i32 %4075, i32 %4070
  %4078 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %4079 = icmp sgt i64 %4078, %1761
  %4080 = zext i1 %4079 to i32
  %4081 = add i32 %4077, %4080
  %4082 = add i32 %4046, %4081
  %4083 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %4084 = icmp sgt i64 %4083, %1761
  %4085 = select i1 %4084, i32 16, i32 0
  %4086 = add i32 71, %4085
  %4087 = zext i32 %4086 to i64
  %4088 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4087
  %4089 = load i64, ptr addrspace(3) %4088, align 4
  %4090 = add i32 %4085, 8
  %4091 = icmp sgt i64 %4089, %1761
  %4092 = select i1 %4091, i32 %4090, i32 %4085
  %4093 = add i32 67, %4092
  %4094 = zext i32 %4093 to i64
  %4095 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4094
  %4096 = load i64, ptr addrspace(3) %4095, align 4
  %4097 = add i32 %4092, 4
  %4098 = icmp sgt i64 %4096, %1761
  %4099 = select i1 %4098, i32 %4097, i32 %4092
  %4100 = add i32 65, %4099
  %4101 = zext i32 %4100 to i64
  %4102 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4101
  %4103 = load i64, ptr addrspace(3) %4102, align 4
  %4104 = add i32 %4099, 2
  %4105 = icmp sgt i64 %4103, %1761
  %4106 = select i1 %4105, i32 %4104, i32 %4099
  %4107 = add i32 64, %4106
  %4108 = zext i32 %4107 to i64
  %4109 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4108
  %4110 = load i64, ptr addrspace(3) %4109, align 4
  %4111 = add i32 %4106, 1
  %4112 = icmp sgt i64 %4110, %1761
  %4113 = select i1 %4112, i32 %4111, i32 %4106
  %4114 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %4115 = icmp sgt i64 %4114, %1761
  %4116 = zext i1 %4115 to i32
  %4117 = add i32 %4113, %4116
  %4118 = add i32 %4082, %4117
  %4119 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %4120 = icmp sgt i64 %4119, %1761
  %4121 = select i1 %4120, i32 16, i32 0
  %4122 = add i32 103, %4121
  %4123 = zext i32 %4122 to i64
  %4124 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4123
  %4125 = load i64, ptr addrspace(3) %4124, align 4
  %4126 = add i32 %4121, 8
  %4127 = icmp sgt i64 %4125, %1761
  %4128 = select i1 %4127, i32 %4126, i32 %4121
  %4129 = add i32 99, %4128
  %4130 = zext i32 %4129 to i64
  %4131 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4130
  %4132 = load i64, ptr addrspace(3) %4131, align 4
  %4133 = add i32 %4128, 4
  %4134 = icmp sgt i64 %4132, %1761
  %4135 = select i1 %4134, i32 %4133, i32 %4128
  %4136 = add i32 97, %4135
  %4137 = zext i32 %4136 to i64
  %4138 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4137
  %4139 = load i64, ptr addrspace(3) %4138, align 4
  %4140 = add i32 %4135, 2
  %4141 = icmp sgt i64 %4139, %1761
  %4142 = select i1 %4141, i32 %4140, i32 %4135
  %4143 = add i32 96, %4142
  %4144 = zext i32 %4143 to i64
  %4145 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4144
  %4146 = load i64, ptr addrspace(3) %4145, align 4
  %4147 = add i32 %4142, 1
  %4148 = icmp sgt i64 %4146, %1761
  %4149 = select i1 %4148, i32 %4147, i32 %4142
  %4150 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %4151 = icmp sgt i64 %4150, %1761
  %4152 = zext i1 %4151 to i32
  %4153 = add i32 %4149, %4152
  %4154 = add i32 %4118, %4153
  store i32 %4154, ptr %place411, align 4
  br label %place.end414

place.end414:                                     ; preds = %place.else413, %place.then412
  %4155 = load i32, ptr %place411, align 4
  %4156 = icmp eq i32 %4155, 19
  br i1 %4156, label %if.then415, label %if.end416

if.then415:                                       ; preds = %place.end414
  %4157 = ashr i64 %1761, 32
  %4158 = trunc i64 %4157 to i32
  store i32 %4158, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end416

if.end416:                                        ; preds = %if.then415, %place.end414
  br label %if.end410

glist.then417:                                    ; preds = %if.end410
  %4159 = and i32 %3865, -65536
  %4160 = load i32, ptr %cachedmax, align 4
  %4161 = icmp sge i32 %4160, %4159
  br i1 %4161, label %if.then420, label %if.end421

glist.else418:                                    ; preds = %if.end410
  %4162 = add i64 %48, 2047
  %4163 = udiv i64 %4162, 2048
  br label %glist.head486

glist.end419:                                     ; preds = %glist.exit488, %if.end421
  call void @llvm.nvvm.barrier0()
  %4164 = load i32, ptr addrspace(3) @block_shared, align 4
  %4165 = icmp ugt i32 %4164, 256
  %4166 = xor i1 %4165, true
  br i1 %4166, label %if.then587, label %if.end588

if.then420:                                       ; preds = %glist.then417
  %4167 = load i32, ptr %cached, align 4
  %4168 = icmp sge i32 %4167, %4159
  %4169 = icmp ne i32 %4167, -2147483648
  %4170 = and i1 %4169, %4168
  br i1 %4170, label %if.then422, label %if.end423

if.end421:                                        ; preds = %if.end483, %glist.then417
  br label %glist.end419

if.then422:                                       ; preds = %if.then420
  %4171 = add i64 %23, 0
  %4172 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4173 = icmp ult i32 %4172, 256
  br i1 %4173, label %if.then424, label %if.end425

if.end423:                                        ; preds = %if.end425, %if.then420
  %4174 = load i32, ptr %cached17, align 4
  %4175 = icmp sge i32 %4174, %4159
  %4176 = icmp ne i32 %4174, -2147483648
  %4177 = and i1 %4176, %4175
  br i1 %4177, label %if.then426, label %if.end427

if.then424:                                       ; preds = %if.then422
  %4178 = zext i32 %4172 to i64
  %4179 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4178
  %4180 = trunc i64 %4171 to i32
  store i32 %4180, ptr addrspace(3) %4179, align 4
  br label %if.end425

if.end425:                                        ; preds = %if.then424, %if.then422
  br label %if.end423

if.then426:                                       ; preds = %if.end423
  %4181 = add i64 %23, 128
  %4182 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4183 = icmp ult i32 %4182, 256
  br i1 %4183, label %if.then428, label %if.end429

if.end427:                                        ; preds = %if.end429, %if.end423
  %4184 = load i32, ptr %cached18, align 4
  %4185 = icmp sge i32 %4184, %4159
  %4186 = icmp ne i32 %4184, -2147483648
  %4187 = and i1 %4186, %4185
  br i1 %4187, label %if.then430, label %if.end431

if.then428:                                       ; preds = %if.then426
  %4188 = zext i32 %4182 to i64
  %4189 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4188
  %4190 = trunc i64 %4181 to i32
  store i32 %4190, ptr addrspace(3) %4189, align 4
  br label %if.end429

if.end429:                                        ; preds = %if.then428, %if.then426
  br label %if.end427

if.then430:                                       ; preds = %if.end427
  %4191 = add i64 %23, 256
  %4192 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4193 = icmp ult i32 %4192, 256
  br i1 %4193, label %if.then432, label %if.end433

if.end431:                                        ; preds = %if.end433, %if.end427
  %4194 = load i32, ptr %cached19, align 4
  %4195 = icmp sge i32 %4194, %4159
  %4196 = icmp ne i32 %4194, -2147483648
  %4197 = and i1 %4196, %4195
  br i1 %4197, label %if.then434, label %if.end435

if.then432:                                       ; preds = %if.then430
  %4198 = zext i32 %4192 to i64
  %4199 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4198
  %4200 = trunc i64 %4191 to i32
  store i32 %4200, ptr addrspace(3) %4199, align 4
  br label %if.end433

if.end433:                                        ; preds = %if.then432, %if.then430
  br label %if.end431

if.then434:                                       ; preds = %if.end431
  %4201 = add i64 %23, 384
  %4202 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4203 = icmp ult i32 %4202, 256
  br i1 %4203, label %if.then436, label %if.end437

if.end435:                                        ; preds = %if.end437, %if.end431
  %4204 = load i32, ptr %cached20, align 4
  %4205 = icmp sge i32 %4204, %4159
  %4206 = icmp ne i32 %4204, -2147483648
  %4207 = and i1 %4206, %4205
  br i1 %4207, label %if.then438, label %if.end439

if.then436:                                       ; preds = %if.then434
  %4208 = zext i32 %4202 to i64
  %4209 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4208
  %4210 = trunc i64 %4201 to i32
  store i32 %4210, ptr addrspace(3) %4209, align 4
  br label %if.end437

if.end437:                                        ; preds = %if.then436, %if.then434
  br label %if.end435

if.then438:                                       ; preds = %if.end435
  %4211 = add i64 %23, 512
  %4212 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4213 = icmp ult i32 %4212, 256
  br i1 %4213, label %if.then440, label %if.end441

if.end439:                                        ; preds = %if.end441, %if.end435
  %4214 = load i32, ptr %cached21, align 4
  %4215 = icmp sge i32 %4214, %4159
  %4216 = icmp ne i32 %4214, -2147483648
  %4217 = and i1 %4216, %4215
  br i1 %4217, label %if.then442, label %if.end443

if.then440:                                       ; preds = %if.then438
  %4218 = zext i32 %4212 to i64
  %4219 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4218
  %4220 = trunc i64 %4211 to i32
  store i32 %4220, ptr addrspace(3) %4219, align 4
  br label %if.end441

if.end441:                                        ; preds = %if.then440, %if.then438
  br label %if.end439

if.then442:                                       ; preds = %if.end439
  %4221 = add i64 %23, 640
  %4222 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4223 = icmp ult i32 %4222, 256
  br i1 %4223, label %if.then444, label %if.end445

if.end443:                                        ; preds = %if.end445, %if.end439
  %4224 = load i32, ptr %cached22, align 4
  %4225 = icmp sge i32 %4224, %4159
  %4226 = icmp ne i32 %4224, -2147483648
  %4227 = and i1 %4226, %4225
  br i1 %4227, label %if.then446, label %if.end447

if.then444:                                       ; preds = %if.then442
  %4228 = zext i32 %4222 to i64
  %4229 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4228
  %4230 = trunc i64 %4221 to i32
  store i32 %4230, ptr addrspace(3) %4229, align 4
  br label %if.end445

if.end445:                                        ; preds = %if.then444, %if.then442
  br label %if.end443

if.then446:                                       ; preds = %if.end443
  %4231 = add i64 %23, 768
  %4232 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4233 = icmp ult i32 %4232, 256
  br i1 %4233, label %if.then448, label %if.end449

if.end447:                                        ; preds = %if.end449, %if.end443
  %4234 = load i32, ptr %cached23, align 4
  %4235 = icmp sge i32 %4234, %4159
  %4236 = icmp ne i32 %4234, -2147483648
  %4237 = and i1 %4236, %4235
  br i1 %4237, label %if.then450, label %if.end451

if.then448:                                       ; preds = %if.then446
  %4238 = zext i32 %4232 to i64
  %4239 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4238
  %4240 = trunc i64 %4231 to i32
  store i32 %4240, ptr addrspace(3) %4239, align 4
  br label %if.end449

if.end449:                                        ; preds = %if.then448, %if.then446
  br label %if.end447

if.then450:                                       ; preds = %if.end447
  %4241 = add i64 %23, 896
  %4242 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4243 = icmp ult i32 %4242, 256
  br i1 %4243, label %if.then452, label %if.end453

if.end451:                                        ; preds = %if.end453, %if.end447
  %4244 = load i32, ptr %cached24, align 4
  %4245 = icmp sge i32 %4244, %4159
  %4246 = icmp ne i32 %4244, -2147483648
  %4247 = and i1 %4246, %4245
  br i1 %4247, label %if.then454, label %if.end455

if.then452:                                       ; preds = %if.then450
  %4248 = zext i32 %4242 to i64
  %4249 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4248
  %4250 = trunc i64 %4241 to i32
  store i32 %4250, ptr addrspace(3) %4249, align 4
  br label %if.end453

if.end453:                                        ; preds = %if.then452, %if.then450
  br label %if.end451

if.then454:                                       ; preds = %if.end451
  %4251 = add i64 %23, 1024
  %4252 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4253 = icmp ult i32 %4252, 256
  br i1 %4253, label %if.then456, label %if.end457

if.end455:                                        ; preds = %if.end457, %if.end451
  %4254 = load i32, ptr %cached25, align 4
  %4255 = icmp sge i32 %4254, %4159
  %4256 = icmp ne i32 %4254, -2147483648
  %4257 = and i1 %4256, %4255
  br i1 %4257, label %if.then458, label %if.end459

if.then456:                                       ; preds = %if.then454
  %4258 = zext i32 %4252 to i64
  %4259 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4258
  %4260 = trunc i64 %4251 to i32
  store i32 %4260, ptr addrspace(3) %4259, align 4
  br label %if.end457

if.end457:                                        ; preds = %if.then456, %if.then454
  br label %if.end455

if.then458:                                       ; preds = %if.end455
  %4261 = add i64 %23, 1152
  %4262 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4263 = icmp ult i32 %4262, 256
  br i1 %4263, label %if.then460, label %if.end461

if.end459:                                        ; preds = %if.end461, %if.end455
  %4264 = load i32, ptr %cached26, align 4
  %4265 = icmp sge i32 %4264, %4159
  %4266 = icmp ne i32 %4264, -2147483648
  %4267 = and i1 %4266, %4265
  br i1 %4267, label %if.then462, label %if.end463

if.then460:                                       ; preds = %if.then458
  %4268 = zext i32 %4262 to i64
  %4269 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4268
  %4270 = trunc i64 %4261 to i32
  store i32 %4270, ptr addrspace(3) %4269, align 4
  br label %if.end461

if.end461:                                        ; preds = %if.then460, %if.then458
  br label %if.end459

if.then462:                                       ; preds = %if.end459
  %4271 = add i64 %23, 1280
  %4272 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4273 = icmp ult i32 %4272, 256
  br i1 %4273, label %if.then464, label %if.end465

if.end463:                                        ; preds = %if.end465, %if.end459
  %4274 = load i32, ptr %cached27, align 4
  %4275 = icmp sge i32 %4274, %4159
  %4276 = icmp ne i32 %4274, -2147483648
  %4277 = and i1 %4276, %4275
  br i1 %4277, label %if.then466, label %if.end467

if.then464:                                       ; preds = %if.then462
  %4278 = zext i32 %4272 to i64
  %4279 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4278
  %4280 = trunc i64 %4271 to i32
  store i32 %4280, ptr addrspace(3) %4279, align 4
  br label %if.end465

if.end465:                                        ; preds = %if.then464, %if.then462
  br label %if.end463

if.then466:                                       ; preds = %if.end463
  %4281 = add i64 %23, 1408
  %4282 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4283 = icmp ult i32 %4282, 256
  br i1 %4283, label %if.then468, label %if.end469

if.end467:                                        ; preds = %if.end469, %if.end463
  %4284 = load i32, ptr %cached28, align 4
  %4285 = icmp sge i32 %4284, %4159
  %4286 = icmp ne i32 %4284, -2147483648
  %4287 = and i1 %4286, %4285
  br i1 %4287, label %if.then470, label %if.end471

if.then468:                                       ; preds = %if.then466
  %4288 = zext i32 %4282 to i64
  %4289 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4288
  %4290 = trunc i64 %4281 to i32
  store i32 %4290, ptr addrspace(3) %4289, align 4
  br label %if.end469

if.end469:                                        ; preds = %if.then468, %if.then466
  br label %if.end467

if.then470:                                       ; preds = %if.end467
  %4291 = add i64 %23, 1536
  %4292 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4293 = icmp ult i32 %4292, 256
  br i1 %4293, label %if.then472, label %if.end473

if.end471:                                        ; preds = %if.end473, %if.end467
  %4294 = load i32, ptr %cached29, align 4
  %4295 = icmp sge i32 %4294, %4159
  %4296 = icmp ne i32 %4294, -2147483648
  %4297 = and i1 %4296, %4295
  br i1 %4297, label %if.then474, label %if.end475

if.then472:                                       ; preds = %if.then470
  %4298 = zext i32 %4292 to i64
  %4299 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4298
  %4300 = trunc i64 %4291 to i32
  store i32 %4300, ptr addrspace(3) %4299, align 4
  br label %if.end473

if.end473:                                        ; preds = %if.then472, %if.then470
  br label %if.end471

if.then474:                                       ; preds = %if.end471
  %4301 = add i64 %23, 1664
  %4302 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4303 = icmp ult i32 %4302, 256
  br i1 %4303, label %if.then476, label %if.end477

if.end475:                                        ; preds = %if.end477, %if.end471
  %4304 = load i32, ptr %cached30, align 4
  %4305 = icmp sge i32 %4304, %4159
  %4306 = icmp ne i32 %4304, -2147483648
  %4307 = and i1 %4306, %4305
  br i1 %4307, label %if.then478, label %if.end479

if.then476:                                       ; preds = %if.then474
  %4308 = zext i32 %4302 to i64
  %4309 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4308
  %4310 = trunc i64 %4301 to i32
  store i32 %4310, ptr addrspace(3) %4309, align 4
  br label %if.end477

if.end477:                                        ; preds = %if.then476, %if.then474
  br label %if.end475

if.then478:                                       ; preds = %if.end475
  %4311 = add i64 %23, 1792
  %4312 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4313 = icmp ult i32 %4312, 256
  br i1 %4313, label %if.then480, label %if.end481

if.end479:                                        ; preds = %if.end481, %if.end475
  %4314 = load i32, ptr %cached31, align 4
  %4315 = icmp sge i32 %4314, %4159
  %4316 = icmp ne i32 %4314, -2147483648
  %4317 = and i1 %4316, %4315
  br i1 %4317, label %if.then482, label %if.end483

if.then480:                                       ; preds = %if.then478
  %4318 = zext i32 %4312 to i64
  %4319 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4318
  %4320 = trunc i64 %4311 to i32
  store i32 %4320, ptr addrspace(3) %4319, align 4
  br label %if.end481

if.end481:                                        ; preds = %if.then480, %if.then478
  br label %if.end479

if.then482:                                       ; preds = %if.end479
  %4321 = add i64 %23, 1920
  %4322 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4323 = icmp ult i32 %4322, 256
  br i1 %4323, label %if.then484, label %if.end485

if.end483:                                        ; preds = %if.end485, %if.end479
  br label %if.end421

if.then484:                                       ; preds = %if.then482
  %4324 = zext i32 %4322 to i64
  %4325 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4324
  %4326 = trunc i64 %4321 to i32
  store i32 %4326, ptr addrspace(3) %4325, align 4
  br label %if.end485

if.end485:                                        ; preds = %if.then484, %if.then482
  br label %if.end483

glist.head486:                                    ; preds = %if.end581, %glist.else418
  %glist.iv489 = phi i64 [ 0, %glist.else418 ], [ %glist.next586, %if.end581 ]
  %4327 = icmp slt i64 %glist.iv489, %4163
  br i1 %4327, label %glist.body487, label %glist.exit488

glist.body487:                                    ; preds = %glist.head486
  %4328 = mul i64 %glist.iv489, 2048
  %4329 = add i64 %4328, 0
  %4330 = add i64 %23, %4329
  %4331 = icmp slt i64 %4330, %48
  %4332 = select i1 %4331, i64 %4330, i64 0
  %4333 = getelementptr i32, ptr %51, i64 %4332
  %4334 = load i32, ptr %4333, align 4
  %4335 = and i32 %4334, -65536
  %4336 = bitcast i32 %4335 to float
  %4337 = and i32 %4334, 65535
  %4338 = zext i32 %4337 to i64
  %4339 = bitcast float %4336 to i32
  %4340 = fcmp uno float %4336, %4336
  %4341 = select i1 %4340, i32 2143289344, i32 %4339
  %4342 = xor i32 %4341, 2147483647
  %4343 = icmp sge i32 %4341, 0
  %4344 = select i1 %4343, i32 %4341, i32 %4342
  %4345 = sext i32 %4344 to i64
  %4346 = shl i64 %4345, 32
  %4347 = or i64 %4346, %4338
  %4348 = mul i64 %glist.iv489, 2048
  %4349 = add i64 %4348, 128
  %4350 = add i64 %23, %4349
  %4351 = icmp slt i64 %4350, %48
  %4352 = select i1 %4351, i64 %4350, i64 0
  %4353 = getelementptr i32, ptr %51, i64 %4352
  %4354 = load i32, ptr %4353, align 4
  %4355 = and i32 %4354, -65536
  %4356 = bitcast i32 %4355 to float
  %4357 = and i32 %4354, 65535
  %4358 = zext i32 %4357 to i64
  %4359 = bitcast float %4356 to i32
  %4360 = fcmp uno float %4356, %4356
  %4361 = select i1 %4360, i32 2143289344, i32 %4359
  %4362 = xor i32 %4361, 2147483647
  %4363 = icmp sge i32 %4361, 0
  %4364 = select i1 %4363, i32 %4361, i32 %4362
  %4365 = sext i32 %4364 to i64
  %4366 = shl i64 %4365, 32
  %4367 = or i64 %4366, %4358
  %4368 = mul i64 %glist.iv489, 2048
  %4369 = add i64 %4368, 256
  %4370 = add i64 %23, %4369
  %4371 = icmp slt i64 %4370, %48
  %4372 = select i1 %4371, i64 %4370, i64 0
  %4373 = getelementptr i32, ptr %51, i64 %4372
  %4374 = load i32, ptr %4373, align 4
  %4375 = and i32 %4374, -65536
  %4376 = bitcast i32 %4375 to float
  %4377 = and i32 %4374, 65535
  %4378 = zext i32 %4377 to i64
  %4379 = bitcast float %4376 to i32
  %4380 = fcmp uno float %4376, %4376
  %4381 = select i1 %4380, i32 2143289344, i32 %4379
  %4382 = xor i32 %4381, 2147483647
  %4383 = icmp sge i32 %4381, 0
  %4384 = select i1 %4383, i32 %4381, i32 %4382
  %4385 = sext i32 %4384 to i64
  %4386 = shl i64 %4385, 32
  %4387 = or i64 %4386, %4378
  %4388 = mul i64 %glist.iv489, 2048
  %4389 = add i64 %4388, 384
  %4390 = add i64 %23, %4389
  %4391 = icmp slt i64 %4390, %48
  %4392 = select i1 %4391, i64 %4390, i64 0
  %4393 = getelementptr i32, ptr %51, i64 %4392
  %4394 = load i32, ptr %4393, align 4
  %4395 = and i32 %4394, -65536
  %4396 = bitcast i32 %4395 to float
  %4397 = and i32 %4394, 65535
  %4398 = zext i32 %4397 to i64
  %4399 = bitcast float %4396 to i32
  %4400 = fcmp uno float %4396, %4396
  %4401 = select i1 %4400, i32 2143289344, i32 %4399
  %4402 = xor i32 %4401, 2147483647
  %4403 = icmp sge i32 %4401, 0
  %4404 = select i1 %4403, i32 %4401, i32 %4402
  %4405 = sext i32 %4404 to i64
  %4406 = shl i64 %4405, 32
  %4407 = or i64 %4406, %4398
  %4408 = mul i64 %glist.iv489, 2048
  %4409 = add i64 %4408, 512
  %4410 = add i64 %23, %4409
  %4411 = icmp slt i64 %4410, %48
  %4412 = select i1 %4411, i64 %4410, i64 0
  %4413 = getelementptr i32, ptr %51, i64 %4412
  %4414 = load i32, ptr %4413, align 4
  %4415 = and i32 %4414, -65536
  %4416 = bitcast i32 %4415 to float
  %4417 = and i32 %4414, 65535
  %4418 = zext i32 %4417 to i64
  %4419 = bitcast float %4416 to i32
  %4420 = fcmp uno float %4416, %4416
  %4421 = select i1 %4420, i32 2143289344, i32 %4419
  %4422 = xor i32 %4421, 2147483647
  %4423 = icmp sge i32 %4421, 0
  %4424 = select i1 %4423, i32 %4421, i32 %4422
  %4425 = sext i32 %4424 to i64
  %4426 = shl i64 %4425, 32
  %4427 = or i64 %4426, %4418
  %4428 = mul i64 %glist.iv489, 2048
  %4429 = add i64 %4428, 640
  %4430 = add i64 %23, %4429
  %4431 = icmp slt i64 %4430, %48
  %4432 = select i1 %4431, i64 %4430, i64 0
  %4433 = getelementptr i32, ptr %51, i64 %4432
  %4434 = load i32, ptr %4433, align 4
  %4435 = and i32 %4434, -65536
  %4436 = bitcast i32 %4435 to float
  %4437 = and i32 %4434, 65535
  %4438 = zext i32 %4437 to i64
  %4439 = bitcast float %4436 to i32
  %4440 = fcmp uno float %4436, %4436
  %4441 = select i1 %4440, i32 2143289344, i32 %4439
  %4442 = xor i32 %4441, 2147483647
  %4443 = icmp sge i32 %4441, 0
  %4444 = select i1 %4443, i32 %4441, i32 %4442
  %4445 = sext i32 %4444 to i64
  %4446 = shl i64 %4445, 32
  %4447 = or i64 %4446, %4438
  %4448 = mul i64 %glist.iv489, 2048
  %4449 = add i64 %4448, 768
  %4450 = add i64 %23, %4449
  %4451 = icmp slt i64 %4450, %48
  %4452 = select i1 %4451, i64 %4450, i64 0
  %4453 = getelementptr i32, ptr %51, i64 %4452
  %4454 = load i32, ptr %4453, align 4
  %4455 = and i32 %4454, -65536
  %4456 = bitcast i32 %4455 to float
  %4457 = and i32 %4454, 65535
  %4458 = zext i32 %4457 to i64
  %4459 = bitcast float %4456 to i32
  %4460 = fcmp uno float %4456, %4456
  %4461 = select i1 %4460, i32 2143289344, i32 %4459
  %4462 = xor i32 %4461, 2147483647
  %4463 = icmp sge i32 %4461, 0
  %4464 = select i1 %4463, i32 %4461, i32 %4462
  %4465 = sext i32 %4464 to i64
  %4466 = shl i64 %4465, 32
  %4467 = or i64 %4466, %4458
  %4468 = mul i64 %glist.iv489, 2048
  %4469 = add i64 %4468, 896
  %4470 = add i64 %23, %4469
  %4471 = icmp slt i64 %4470, %48
  %4472 = select i1 %4471, i64 %4470, i64 0
  %4473 = getelementptr i32, ptr %51, i64 %4472
  %4474 = load i32, ptr %4473, align 4
  %4475 = and i32 %4474, -65536
  %4476 = bitcast i32 %4475 to float
  %4477 = and i32 %4474, 65535
  %4478 = zext i32 %4477 to i64
  %4479 = bitcast float %4476 to i32
  %4480 = fcmp uno float %4476, %4476
  %4481 = select i1 %4480, i32 2143289344, i32 %4479
  %4482 = xor i32 %4481, 2147483647
  %4483 = icmp sge i32 %4481, 0
  %4484 = select i1 %4483, i32 %4481, i32 %4482
  %4485 = sext i32 %4484 to i64
  %4486 = shl i64 %4485, 32
  %4487 = or i64 %4486, %4478
  %4488 = mul i64 %glist.iv489, 2048
  %4489 = add i64 %4488, 1024
  %4490 = add i64 %23, %4489
  %4491 = icmp slt i64 %4490, %48
  %4492 = select i1 %4491, i64 %4490, i64 0
  %4493 = getelementptr i32, ptr %51, i64 %4492
  %4494 = load i32, ptr %4493, align 4
  %4495 = and i32 %4494, -65536
  %4496 = bitcast i32 %4495 to float
  %4497 = and i32 %4494, 65535
  %4498 = zext i32 %4497 to i64
  %4499 = bitcast float %4496 to i32
  %4500 = fcmp uno float %4496, %4496
  %4501 = select i1 %4500, i32 2143289344, i32 %4499
  %4502 = xor i32 %4501, 2147483647
  %4503 = icmp sge i32 %4501, 0
  %4504 = select i1 %4503, i32 %4501, i32 %4502
  %4505 = sext i32 %4504 to i64
  %4506 = shl i64 %4505, 32
  %4507 = or i64 %4506, %4498
  %4508 = mul i64 %glist.iv489, 2048
  %4509 = add i64 %4508, 1152
  %4510 = add i64 %23, %4509
  %4511 = icmp slt i64 %4510, %48
  %4512 = select i1 %4511, i64 %4510, i64 0
  %4513 = getelementptr i32, ptr %51, i64 %4512
  %4514 = load i32, ptr %4513, align 4
  %4515 = and i32 %4514, -65536
  %4516 = bitcast i32 %4515 to float
  %4517 = and i32 %4514, 65535
  %4518 = zext i32 %4517 to i64
  %4519 = bitcast float %4516 to i32
  %4520 = fcmp uno float %4516, %4516
  %4521 = select i1 %4520, i32 2143289344, i32 %4519
  %4522 = xor i32 %4521, 2147483647
  %4523 = icmp sge i32 %4521, 0
  %4524 = select i1 %4523, i32 %4521, i32 %4522
  %4525 = sext i32 %4524 to i64
  %4526 = shl i64 %4525, 32
  %4527 = or i64 %4526, %4518
  %4528 = mul i64 %glist.iv489, 2048
  %4529 = add i64 %4528, 1280
  %4530 = add i64 %23, %4529
  %4531 = icmp slt i64 %4530, %48
  %4532 = select i1 %4531, i64 %4530, i64 0
  %4533 = getelementptr i32, ptr %51, i64 %4532
  %4534 = load i32, ptr %4533, align 4
  %4535 = and i32 %4534, -65536
  %4536 = bitcast i32 %4535 to float
  %4537 = and i32 %4534, 65535
  %4538 = zext i32 %4537 to i64
  %4539 = bitcast float %4536 to i32
  %4540 = fcmp uno float %4536, %4536
  %4541 = select i1 %4540, i32 2143289344, i32 %4539
  %4542 = xor i32 %4541, 2147483647
  %4543 = icmp sge i32 %4541, 0
  %4544 = select i1 %4543, i32 %4541, i32 %4542
  %4545 = sext i32 %4544 to i64
  %4546 = shl i64 %4545, 32
  %4547 = or i64 %4546, %4538
  %4548 = mul i64 %glist.iv489, 2048
  %4549 = add i64 %4548, 1408
  %4550 = add i64 %23, %4549
  %4551 = icmp slt i64 %4550, %48
  %4552 = select i1 %4551, i64 %4550, i64 0
  %4553 = getelementptr i32, ptr %51, i64 %4552
  %4554 = load i32, ptr %4553, align 4
  %4555 = and i32 %4554, -65536
  %4556 = bitcast i32 %4555 to float
  %4557 = and i32 %4554, 65535
  %4558 = zext i32 %4557 to i64
  %4559 = bitcast float %4556 to i32
  %4560 = fcmp uno float %4556, %4556
  %4561 = select i1 %4560, i32 2143289344, i32 %4559
  %4562 = xor i32 %4561, 2147483647
  %4563 = icmp sge i32 %4561, 0
  %4564 = select i1 %4563, i32 %4561, i32 %4562
  %4565 = sext i32 %4564 to i64
  %4566 = shl i64 %4565, 32
  %4567 = or i64 %4566, %4558
  %4568 = mul i64 %glist.iv489, 2048
  %4569 = add i64 %4568, 1536
  %4570 = add i64 %23, %4569
  %4571 = icmp slt i64 %4570, %48
  %4572 = select i1 %4571, i64 %4570, i64 0
  %4573 = getelementptr i32, ptr %51, i64 %4572
  %4574 = load i32, ptr %4573, align 4
  %4575 = and i32 %4574, -65536
  %4576 = bitcast i32 %4575 to float
  %4577 = and i32 %4574, 65535
  %4578 = zext i32 %4577 to i64
  %4579 = bitcast float %4576 to i32
  %4580 = fcmp uno float %4576, %4576
  %4581 = select i1 %4580, i32 2143289344, i32 %4579
  %4582 = xor i32 %4581, 2147483647
  %4583 = icmp sge i32 %4581, 0
  %4584 = select i1 %4583, i32 %4581, i32 %4582
  %4585 = sext i32 %4584 to i64
  %4586 = shl i64 %4585, 32
  %4587 = or i64 %4586, %4578
  %4588 = mul i64 %glist.iv489, 2048
  %4589 = add i64 %4588, 1664
  %4590 = add i64 %23, %4589
  %4591 = icmp slt i64 %4590, %48
  %4592 = select i1 %4591, i64 %4590, i64 0
  %4593 = getelementptr i32, ptr %51, i64 %4592
  %4594 = load i32, ptr %4593, align 4
  %4595 = and i32 %4594, -65536
  %4596 = bitcast i32 %4595 to float
  %4597 = and i32 %4594, 65535
  %4598 = zext i32 %4597 to i64
  %4599 = bitcast float %4596 to i32
  %4600 = fcmp uno float %4596, %4596
  %4601 = select i1 %4600, i32 2143289344, i32 %4599
  %4602 = xor i32 %4601, 2147483647
  %4603 = icmp sge i32 %4601, 0
  %4604 = select i1 %4603, i32 %4601, i32 %4602
  %4605 = sext i32 %4604 to i64
  %4606 = shl i64 %4605, 32
  %4607 = or i64 %4606, %4598
  %4608 = mul i64 %glist.iv489, 2048
  %4609 = add i64 %4608, 1792
  %4610 = add i64 %23, %4609
  %4611 = icmp slt i64 %4610, %48
  %4612 = select i1 %4611, i64 %4610, i64 0
  %4613 = getelementptr i32, ptr %51, i64 %4612
  %4614 = load i32, ptr %4613, align 4
  %4615 = and i32 %4614, -65536
  %4616 = bitcast i32 %4615 to float
  %4617 = and i32 %4614, 65535
  %4618 = zext i32 %4617 to i64
  %4619 = bitcast float %4616 to i32
  %4620 = fcmp uno float %4616, %4616
  %4621 = select i1 %4620, i32 2143289344, i32 %4619
  %4622 = xor i32 %4621, 2147483647
  %4623 = icmp sge i32 %4621, 0
  %4624 = select i1 %4623, i32 %4621, i32 %4622
  %4625 = sext i32 %4624 to i64
  %4626 = shl i64 %4625, 32
  %4627 = or i64 %4626, %4618
  %4628 = mul i64 %glist.iv489, 2048
  %4629 = add i64 %4628, 1920
  %4630 = add i64 %23, %4629
  %4631 = icmp slt i64 %4630, %48
  %4632 = select i1 %4631, i64 %4630, i64 0
  %4633 = getelementptr i32, ptr %51, i64 %4632
  %4634 = load i32, ptr %4633, align 4
  %4635 = and i32 %4634, -65536
  %4636 = bitcast i32 %4635 to float
  %4637 = and i32 %4634, 65535
  %4638 = zext i32 %4637 to i64
  %4639 = bitcast float %4636 to i32
  %4640 = fcmp uno float %4636, %4636
  %4641 = select i1 %4640, i32 2143289344, i32 %4639
  %4642 = xor i32 %4641, 2147483647
  %4643 = icmp sge i32 %4641, 0
  %4644 = select i1 %4643, i32 %4641, i32 %4642
  %4645 = sext i32 %4644 to i64
  %4646 = shl i64 %4645, 32
  %4647 = or i64 %4646, %4638
  br i1 %4331, label %if.then490, label %if.end491

glist.exit488:                                    ; preds = %glist.head486
  br label %glist.end419

if.then490:                                       ; preds = %glist.body487
  %4648 = ashr i64 %4347, 32
  %4649 = trunc i64 %4648 to i32
  %4650 = icmp sge i32 %4649, %3865
  br i1 %4650, label %if.then492, label %if.end493

if.end491:                                        ; preds = %if.end493, %glist.body487
  br i1 %4351, label %if.then496, label %if.end497

if.then492:                                       ; preds = %if.then490
  %4651 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4652 = icmp ult i32 %4651, 256
  br i1 %4652, label %if.then494, label %if.end495

if.end493:                                        ; preds = %if.end495, %if.then490
  br label %if.end491

if.then494:                                       ; preds = %if.then492
  %4653 = zext i32 %4651 to i64
  %4654 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4653
  %4655 = trunc i64 %4330 to i32
  store i32 %4655, ptr addrspace(3) %4654, align 4
  br label %if.end495

if.end495:                                        ; preds = %if.then494, %if.then492
  br label %if.end493

if.then496:                                       ; preds = %if.end491
  %4656 = ashr i64 %4367, 32
  %4657 = trunc i64 %4656 to i32
  %4658 = icmp sge i32 %4657, %3865
  br i1 %4658, label %if.then498, label %if.end499

if.end497:                                        ; preds = %if.end499, %if.end491
  br i1 %4371, label %if.then502, label %if.end503

if.then498:                                       ; preds = %if.then496
  %4659 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4660 = icmp ult i32 %4659, 256
  br i1 %4660, label %if.then500, label %if.end501

if.end499:                                        ; preds = %if.end501, %if.then496
  br label %if.end497

if.then500:                                       ; preds = %if.then498
  %4661 = zext i32 %4659 to i64
  %4662 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4661
  %4663 = trunc i64 %4350 to i32
  store i32 %4663, ptr addrspace(3) %4662, align 4
  br label %if.end501

if.end501:                                        ; preds = %if.then500, %if.then498
  br label %if.end499

if.then502:                                       ; preds = %if.end497
  %4664 = ashr i64 %4387, 32
  %4665 = trunc i64 %4664 to i32
  %4666 = icmp sge i32 %4665, %3865
  br i1 %4666, label %if.then504, label %if.end505

if.end503:                                        ; preds = %if.end505, %if.end497
  br i1 %4391, label %if.then508, label %if.end509

if.then504:                                       ; preds = %if.then502
  %4667 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4668 = icmp ult i32 %4667, 256
  br i1 %4668, label %if.then506, label %if.end507

if.end505:                                        ; preds = %if.end507, %if.then502
  br label %if.end503

if.then506:                                       ; preds = %if.then504
  %4669 = zext i32 %4667 to i64
  %4670 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4669
  %4671 = trunc i64 %4370 to i32
  store i32 %4671, ptr addrspace(3) %4670, align 4
  br label %if.end507

if.end507:                                        ; preds = %if.then506, %if.then504
  br label %if.end505

if.then508:                                       ; preds = %if.end503
  %4672 = ashr i64 %4407, 32
  %4673 = trunc i64 %4672 to i32
  %4674 = icmp sge i32 %4673, %3865
  br i1 %4674, label %if.then510, label %if.end511

if.end509:                                        ; preds = %if.end511, %if.end503
  br i1 %4411, label %if.then514, label %if.end515

if.then510:                                       ; preds = %if.then508
  %4675 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4676 = icmp ult i32 %4675, 256
  br i1 %4676, label %if.then512, label %if.end513

if.end511:                                        ; preds = %if.end513, %if.then508
  br label %if.end509

if.then512:                                       ; preds = %if.then510
  %4677 = zext i32 %4675 to i64
  %4678 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4677
  %4679 = trunc i64 %4390 to i32
  store i32 %4679, ptr addrspace(3) %4678, align 4
  br label %if.end513

if.end513:                                        ; preds = %if.then512, %if.then510
  br label %if.end511

if.then514:                                       ; preds = %if.end509
  %4680 = ashr i64 %4427, 32
  %4681 = trunc i64 %4680 to i32
  %4682 = icmp sge i32 %4681, %3865
  br i1 %4682, label %if.then516, label %if.end517

if.end515:                                        ; preds = %if.end517, %if.end509
  br i1 %4431, label %if.then520, label %if.end521

if.then516:                                       ; preds = %if.then514
  %4683 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4684 = icmp ult i32 %4683, 256
  br i1 %4684, label %if.then518, label %if.end519

if.end517:                                        ; preds = %if.end519, %if.then514
  br label %if.end515

if.then518:                                       ; preds = %if.then516
  %4685 = zext i32 %4683 to i64
  %4686 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4685
  %4687 = trunc i64 %4410 to i32
  store i32 %4687, ptr addrspace(3) %4686, align 4
  br label %if.end519

if.end519:                                        ; preds = %if.then518, %if.then516
  br label %if.end517

if.then520:                                       ; preds = %if.end515
  %4688 = ashr i64 %4447, 32
  %4689 = trunc i64 %4688 to i32
  %4690 = icmp sge i32 %4689, %3865
  br i1 %4690, label %if.then522, label %if.end523

if.end521:                                        ; preds = %if.end523, %if.end515
  br i1 %4451, label %if.then526, label %if.end527

if.then522:                                       ; preds = %if.then520
  %4691 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4692 = icmp ult i32 %4691, 256
  br i1 %4692, label %if.then524, label %if.end525

if.end523:                                        ; preds = %if.end525, %if.then520
  br label %if.end521

if.then524:                                       ; preds = %if.then522
  %4693 = zext i32 %4691 to i64
  %4694 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4693
  %4695 = trunc i64 %4430 to i32
  store i32 %4695, ptr addrspace(3) %4694, align 4
  br label %if.end525

if.end525:                                        ; preds = %if.then524, %if.then522
  br label %if.end523

if.then526:                                       ; preds = %if.end521
  %4696 = ashr i64 %4467, 32
  %4697 = trunc i64 %4696 to i32
  %4698 = icmp sge i32 %4697, %3865
  br i1 %4698, label %if.then528, label %if.end529

if.end527:                                        ; preds = %if.end529, %if.end521
  br i1 %4471, label %if.then532, label %if.end533

if.then528:                                       ; preds = %if.then526
  %4699 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4700 = icmp ult i32 %4699, 256
  br i1 %4700, label %if.then530, label %if.end531

if.end529:                                        ; preds = %if.end531, %if.then526
  br label %if.end527

if.then530:                                       ; preds = %if.then528
  %4701 = zext i32 %4699 to i64
  %4702 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4701
  %4703 = trunc i64 %4450 to i32
  store i32 %4703, ptr addrspace(3) %4702, align 4
  br label %if.end531

if.end531:                                        ; preds = %if.then530, %if.then528
  br label %if.end529

if.then532:                                       ; preds = %if.end527
  %4704 = ashr i64 %4487, 32
  %4705 = trunc i64 %4704 to i32
  %4706 = icmp sge i32 %4705, %3865
  br i1 %4706, label %if.then534, label %if.end535

if.end533:                                        ; preds = %if.end535, %if.end527
  br i1 %4491, label %if.then538, label %if.end539

if.then534:                                       ; preds = %if.then532
  %4707 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4708 = icmp ult i32 %4707, 256
  br i1 %4708, label %if.then536, label %if.end537

if.end535:                                        ; preds = %if.end537, %if.then532
  br label %if.end533

if.then536:                                       ; preds = %if.then534
  %4709 = zext i32 %4707 to i64
  %4710 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4709
  %4711 = trunc i64 %4470 to i32
  store i32 %4711, ptr addrspace(3) %4710, align 4
  br label %if.end537

if.end537:                                        ; preds = %if.then536, %if.then534
  br label %if.end535

if.then538:                                       ; preds = %if.end533
  %4712 = ashr i64 %4507, 32
  %4713 = trunc i64 %4712 to i32
  %4714 = icmp sge i32 %4713, %3865
  br i1 %4714, label %if.then540, label %if.end541

if.end539:                                        ; preds = %if.end541, %if.end533
  br i1 %4511, label %if.then544, label %if.end545

if.then540:                                       ; preds = %if.then538
  %4715 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4716 = icmp ult i32 %4715, 256
  br i1 %4716, label %if.then542, label %if.end543

if.end541:                                        ; preds = %if.end543, %if.then538
  br label %if.end539

if.then542:                                       ; preds = %if.then540
  %4717 = zext i32 %4715 to i64
  %4718 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4717
  %4719 = trunc i64 %4490 to i32
  store i32 %4719, ptr addrspace(3) %4718, align 4
  br label %if.end543

if.end543:                                        ; preds = %if.then542, %if.then540
  br label %if.end541

if.then544:                                       ; preds = %if.end539
  %4720 = ashr i64 %4527, 32
  %4721 = trunc i64 %4720 to i32
  %4722 = icmp sge i32 %4721, %3865
  br i1 %4722, label %if.then546, label %if.end547

if.end545:                                        ; preds = %if.end547, %if.end539
  br i1 %4531, label %if.then550, label %if.end551

if.then546:                                       ; preds = %if.then544
  %4723 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4724 = icmp ult i32 %4723, 256
  br i1 %4724, label %if.then548, label %if.end549

if.end547:                                        ; preds = %if.end549, %if.then544
  br label %if.end545

if.then548:                                       ; preds = %if.then546
  %4725 = zext i32 %4723 to i64
  %4726 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4725
  %4727 = trunc i64 %4510 to i32
  store i32 %4727, ptr addrspace(3) %4726, align 4
  br label %if.end549

if.end549:                                        ; preds = %if.then548, %if.then546
  br label %if.end547

if.then550:                                       ; preds = %if.end545
  %4728 = ashr i64 %4547, 32
  %4729 = trunc i64 %4728 to i32
  %4730 = icmp sge i32 %4729, %3865
  br i1 %4730, label %if.then552, label %if.end553

if.end551:                                        ; preds = %if.end553, %if.end545
  br i1 %4551, label %if.then556, label %if.end557

if.then552:                                       ; preds = %if.then550
  %4731 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4732 = icmp ult i32 %4731, 256
  br i1 %4732, label %if.then554, label %if.end555

if.end553:                                        ; preds = %if.end555, %if.then550
  br label %if.end551

if.then554:                                       ; preds = %if.then552
  %4733 = zext i32 %4731 to i64
  %4734 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4733
  %4735 = trunc i64 %4530 to i32
  store i32 %4735, ptr addrspace(3) %4734, align 4
  br label %if.end555

if.end555:                                        ; preds = %if.then554, %if.then552
  br label %if.end553

if.then556:                                       ; preds = %if.end551
  %4736 = ashr i64 %4567, 32
  %4737 = trunc i64 %4736 to i32
  %4738 = icmp sge i32 %4737, %3865
  br i1 %4738, label %if.then558, label %if.end559

if.end557:                                        ; preds = %if.end559, %if.end551
  br i1 %4571, label %if.then562, label %if.end563

if.then558:                                       ; preds = %if.then556
  %4739 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4740 = icmp ult i32 %4739, 256
  br i1 %4740, label %if.then560, label %if.end561

if.end559:                                        ; preds = %if.end561, %if.then556
  br label %if.end557

if.then560:                                       ; preds = %if.then558
  %4741 = zext i32 %4739 to i64
  %4742 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4741
  %4743 = trunc i64 %4550 to i32
  store i32 %4743, ptr addrspace(3) %4742, align 4
  br label %if.end561

if.end561:                                        ; preds = %if.then560, %if.then558
  br label %if.end559

if.then562:                                       ; preds = %if.end557
  %4744 = ashr i64 %4587, 32
  %4745 = trunc i64 %4744 to i32
  %4746 = icmp sge i32 %4745, %3865
  br i1 %4746, label %if.then564, label %if.end565

if.end563:                                        ; preds = %if.end565, %if.end557
  br i1 %4591, label %if.then568, label %if.end569

if.then564:                                       ; preds = %if.then562
  %4747 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4748 = icmp ult i32 %4747, 256
  br i1 %4748, label %if.then566, label %if.end567

if.end565:                                        ; preds = %if.end567, %if.then562
  br label %if.end563

if.then566:                                       ; preds = %if.then564
  %4749 = zext i32 %4747 to i64
  %4750 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4749
  %4751 = trunc i64 %4570 to i32
  store i32 %4751, ptr addrspace(3) %4750, align 4
  br label %if.end567

if.end567:                                        ; preds = %if.then566, %if.then564
  br label %if.end565

if.then568:                                       ; preds = %if.end563
  %4752 = ashr i64 %4607, 32
  %4753 = trunc i64 %4752 to i32
  %4754 = icmp sge i32 %4753, %3865
  br i1 %4754, label %if.then570, label %if.end571

if.end569:                                        ; preds = %if.end571, %if.end563
  br i1 %4611, label %if.then574, label %if.end575

if.then570:                                       ; preds = %if.then568
  %4755 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4756 = icmp ult i32 %4755, 256
  br i1 %4756, label %if.then572, label %if.end573

if.end571:                                        ; preds = %if.end573, %if.then568
  br label %if.end569

if.then572:                                       ; preds = %if.then570
  %4757 = zext i32 %4755 to i64
  %4758 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4757
  %4759 = trunc i64 %4590 to i32
  store i32 %4759, ptr addrspace(3) %4758, align 4
  br label %if.end573

if.end573:                                        ; preds = %if.then572, %if.then570
  br label %if.end571

if.then574:                                       ; preds = %if.end569
  %4760 = ashr i64 %4627, 32
  %4761 = trunc i64 %4760 to i32
  %4762 = icmp sge i32 %4761, %3865
  br i1 %4762, label %if.then576, label %if.end577

if.end575:                                        ; preds = %if.end577, %if.end569
  br i1 %4631, label %if.then580, label %if.end581

if.then576:                                       ; preds = %if.then574
  %4763 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4764 = icmp ult i32 %4763, 256
  br i1 %4764, label %if.then578, label %if.end579

if.end577:                                        ; preds = %if.end579, %if.then574
  br label %if.end575

if.then578:                                       ; preds = %if.then576
  %4765 = zext i32 %4763 to i64
  %4766 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4765
  %4767 = trunc i64 %4610 to i32
  store i32 %4767, ptr addrspace(3) %4766, align 4
  br label %if.end579

if.end579:                                        ; preds = %if.then578, %if.then576
  br label %if.end577

if.then580:                                       ; preds = %if.end575
  %4768 = ashr i64 %4647, 32
  %4769 = trunc i64 %4768 to i32
  %4770 = icmp sge i32 %4769, %3865
  br i1 %4770, label %if.then582, label %if.end583

if.end581:                                        ; preds = %if.end583, %if.end575
  %glist.next586 = add nsw i64 %glist.iv489, 1
  br label %glist.head486, !llvm.loop !15

if.then582:                                       ; preds = %if.then580
  %4771 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4772 = icmp ult i32 %4771, 256
  br i1 %4772, label %if.then584, label %if.end585

if.end583:                                        ; preds = %if.end585, %if.then580
  br label %if.end581

if.then584:                                       ; preds = %if.then582
  %4773 = zext i32 %4771 to i64
  %4774 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4773
  %4775 = trunc i64 %4630 to i32
  store i32 %4775, ptr addrspace(3) %4774, align 4
  br label %if.end585

if.end585:                                        ; preds = %if.then584, %if.then582
  br label %if.end583

if.then587:                                       ; preds = %glist.end419
  %4776 = ptrtoint ptr %46 to i64
  %4777 = and i64 %4776, 3
  %4778 = icmp eq i64 %4777, 0
  br i1 %4778, label %kwide.then589, label %kwide.else590

if.end588:                                        ; preds = %kwide.end591, %glist.end419
  call void @llvm.nvvm.barrier0()
  %4779 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %4780 = zext i32 %4779 to i64
  %4781 = icmp ugt i64 %4780, 512
  %4782 = or i1 %4165, %4781
  %4783 = xor i1 %4782, true
  br i1 %4783, label %if.then746, label %if.end747

kwide.then589:                                    ; preds = %if.then587
  %4784 = load i32, ptr addrspace(3) @block_shared, align 4
  %4785 = mul i32 %4784, 10
  %4786 = trunc i64 %6 to i32
  %4787 = trunc i64 %23 to i32
  %4788 = xor i32 %3865, 2147483647
  %4789 = icmp slt i32 %3865, 0
  %4790 = select i1 %4789, i32 %4788, i32 %3865
  %4791 = bitcast i32 %4790 to float
  %4792 = add i32 %4785, 255
  %4793 = udiv i32 %4792, 256
  br label %kcol.head592

kwide.else590:                                    ; preds = %if.then587
  %4794 = load i32, ptr addrspace(3) @block_shared, align 4
  %4795 = mul i32 %4794, 10
  %4796 = trunc i64 %6 to i32
  %4797 = trunc i64 %23 to i32
  %4798 = xor i32 %3865, 2147483647
  %4799 = icmp slt i32 %3865, 0
  %4800 = select i1 %4799, i32 %4798, i32 %3865
  %4801 = bitcast i32 %4800 to float
  %4802 = add i32 %4795, 127
  %4803 = udiv i32 %4802, 128
  br label %kcol.head693

kwide.end591:                                     ; preds = %kcol.exit695, %kcol.exit594
  br label %if.end588

kcol.head592:                                     ; preds = %if.end687, %kwide.then589
  %kcol.iv595 = phi i32 [ 0, %kwide.then589 ], [ %kcol.next692, %if.end687 ]
  %4804 = icmp slt i32 %kcol.iv595, %4793
  br i1 %4804, label %kcol.body593, label %kcol.exit594

kcol.body593:                                     ; preds = %kcol.head592
  %4805 = mul i32 %kcol.iv595, 256
  %4806 = add i32 %4805, 0
  %4807 = add i32 %4787, %4806
  %4808 = icmp slt i32 %4807, %4785
  %4809 = select i1 %4808, i32 %4807, i32 0
  %4810 = udiv i32 %4809, 10
  %4811 = urem i32 %4809, 10
  %4812 = zext i32 %4810 to i64
  %4813 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4812
  %4814 = load i32, ptr addrspace(3) %4813, align 4
  %4815 = udiv i32 %4814, 32
  %4816 = urem i32 %4814, 32
  %4817 = mul i32 %4815, 2374
  %4818 = sub i32 %4786, %4817
  %4819 = icmp slt i32 %4818, 0
  %4820 = select i1 %4819, i32 0, i32 %4818
  %4821 = icmp sgt i32 %4820, 2374
  %4822 = select i1 %4821, i32 2374, i32 %4820
  %4823 = select i1 %4808, i32 %4822, i32 0
  %4824 = mul i32 %4811, 32
  %4825 = add i32 %4824, %4816
  %4826 = mul i32 %4825, 8
  %4827 = add i32 %4826, 0
  %4828 = icmp slt i32 %4827, %4823
  %4829 = select i1 %4828, i32 %4827, i32 0
  %4830 = add i32 %4817, %4829
  %4831 = zext i32 %4830 to i64
  %4832 = mul i64 %4831, 2
  %4833 = getelementptr i8, ptr %46, i64 %4832
  %4834 = load i32, ptr %4833, align 4
  %4835 = bitcast i32 %4834 to <2 x i16>
  %4836 = extractelement <2 x i16> %4835, i64 0
  %4837 = add i32 %4827, 0
  %4838 = extractelement <2 x i16> %4835, i64 1
  %4839 = add i32 %4827, 1
  %4840 = add i32 %4826, 2
  %4841 = icmp slt i32 %4840, %4823
  %4842 = select i1 %4841, i32 %4840, i32 0
  %4843 = add i32 %4817, %4842
  %4844 = zext i32 %4843 to i64
  %4845 = mul i64 %4844, 2
  %4846 = getelementptr i8, ptr %46, i64 %4845
  %4847 = load i32, ptr %4846, align 4
  %4848 = bitcast i32 %4847 to <2 x i16>
  %4849 = extractelement <2 x i16> %4848, i64 0
  %4850 = add i32 %4840, 0
  %4851 = extractelement <2 x i16> %4848, i64 1
  %4852 = add i32 %4840, 1
  %4853 = add i32 %4826, 4
  %4854 = icmp slt i32 %4853, %4823
  %4855 = select i1 %4854, i32 %4853, i32 0
  %4856 = add i32 %4817, %4855
  %4857 = zext i32 %4856 to i64
  %4858 = mul i64 %4857, 2
  %4859 = getelementptr i8, ptr %46, i64 %4858
  %4860 = load i32, ptr %4859, align 4
  %4861 = bitcast i32 %4860 to <2 x i16>
  %4862 = extractelement <2 x i16> %4861, i64 0
  %4863 = add i32 %4853, 0
  %4864 = extractelement <2 x i16> %4861, i64 1
  %4865 = add i32 %4853, 1
  %4866 = add i32 %4826, 6
  %4867 = icmp slt i32 %4866, %4823
  %4868 = select i1 %4867, i32 %4866, i32 0
  %4869 = add i32 %4817, %4868
  %4870 = zext i32 %4869 to i64
  %4871 = mul i64 %4870, 2
  %4872 = getelementptr i8, ptr %46, i64 %4871
  %4873 = load i32, ptr %4872, align 4
  %4874 = bitcast i32 %4873 to <2 x i16>
  %4875 = extractelement <2 x i16> %4874, i64 0
  %4876 = add i32 %4866, 0
  %4877 = extractelement <2 x i16> %4874, i64 1
  %4878 = add i32 %4866, 1
  %4879 = mul i32 %kcol.iv595, 256
  %4880 = add i32 %4879, 128
  %4881 = add i32 %4787, %4880
  %4882 = icmp slt i32 %4881, %4785
  %4883 = select i1 %4882, i32 %4881, i32 0
  %4884 = udiv i32 %4883, 10
  %4885 = urem i32 %4883, 10
  %4886 = zext i32 %4884 to i64
  %4887 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4886
  %4888 = load i32, ptr addrspace(3) %4887, align 4
  %4889 = udiv i32 %4888, 32
  %4890 = urem i32 %4888, 32
  %4891 = mul i32 %4889, 2374
  %4892 = sub i32 %4786, %4891
  %4893 = icmp slt i32 %4892, 0
  %4894 = select i1 %4893, i32 0, i32 %4892
  %4895 = icmp sgt i32 %4894, 2374
  %4896 = select i1 %4895, i32 2374, i32 %4894
  %4897 = select i1 %4882, i32 %4896, i32 0
  %4898 = mul i32 %4885, 32
  %4899 = add i32 %4898, %4890
  %4900 = mul i32 %4899, 8
  %4901 = add i32 %4900, 0
  %4902 = icmp slt i32 %4901, %4897
  %4903 = select i1 %4902, i32 %4901, i32 0
  %4904 = add i32 %4891, %4903
  %4905 = zext i32 %4904 to i64
  %4906 = mul i64 %4905, 2
  %4907 = getelementptr i8, ptr %46, i64 %4906
  %4908 = load i32, ptr %4907, align 4
  %4909 = bitcast i32 %4908 to <2 x i16>
  %4910 = extractelement <2 x i16> %4909, i64 0
  %4911 = add i32 %4901, 0
  %4912 = extractelement <2 x i16> %4909, i64 1
  %4913 = add i32 %4901, 1
  %4914 = add i32 %4900, 2
  %4915 = icmp slt i32 %4914, %4897
  %4916 = select i1 %4915, i32 %4914, i32 0
  %4917 = add i32 %4891, %4916
  %4918 = zext i32 %4917 to i64
  %4919 = mul i64 %4918, 2
  %4920 = getelementptr i8, ptr %46, i64 %4919
  %4921 = load i32, ptr %4920, align 4
  %4922 = bitcast i32 %4921 to <2 x i16>
  %4923 = extractelement <2 x i16> %4922, i64 0
  %4924 = add i32 %4914, 0
  %4925 = extractelement <2 x i16> %4922, i64 1
  %4926 = add i32 %4914, 1
  %4927 = add i32 %4900, 4
  %4928 = icmp slt i32 %4927, %4897
  %4929 = select i1 %4928, i32 %4927, i32 0
  %4930 = add i32 %4891, %4929
  %4931 = zext i32 %4930 to i64
  %4932 = mul i64 %4931, 2
  %4933 = getelementptr i8, ptr %46, i64 %4932
  %4934 = load i32, ptr %4933, align 4
  %4935 = bitcast i32 %4934 to <2 x i16>
  %4936 = extractelement <2 x i16> %4935, i64 0
  %4937 = add i32 %4927, 0
  %4938 = extractelement <2 x i16> %4935, i64 1
  %4939 = add i32 %4927, 1
  %4940 = add i32 %4900, 6
  %4941 = icmp slt i32 %4940, %4897
  %4942 = select i1 %4941, i32 %4940, i32 0
  %4943 = add i32 %4891, %4942
  %4944 = zext i32 %4943 to i64
  %4945 = mul i64 %4944, 2
  %4946 = getelementptr i8, ptr %46, i64 %4945
  %4947 = load i32, ptr %4946, align 4
  %4948 = bitcast i32 %4947 to <2 x i16>
  %4949 = extractelement <2 x i16> %4948, i64 0
  %4950 = add i32 %4940, 0
  %4951 = extractelement <2 x i16> %4948, i64 1
  %4952 = add i32 %4940, 1
  %4953 = zext i16 %4836 to i32
  %4954 = shl i32 %4953, 16
  %4955 = bitcast i32 %4954 to float
  %4956 = icmp slt i32 %4837, %4823
  %4957 = fcmp uge float %4955, %4791
  %4958 = and i1 %4956, %4957
  br i1 %4958, label %if.then596, label %if.end597

kcol.exit594:                                     ; preds = %kcol.head592
  br label %kwide.end591

if.then596:                                       ; preds = %kcol.body593
  %4959 = bitcast float %4955 to i32
  %4960 = fcmp uno float %4955, %4955
  %4961 = select i1 %4960, i32 2143289344, i32 %4959
  %4962 = xor i32 %4961, 2147483647
  %4963 = icmp sge i32 %4961, 0
  %4964 = select i1 %4963, i32 %4961, i32 %4962
  %4965 = icmp sge i32 %4964, %3865
  br i1 %4965, label %if.then598, label %if.end599

if.end597:                                        ; preds = %if.end599, %kcol.body593
  %4966 = zext i16 %4838 to i32
  %4967 = shl i32 %4966, 16
  %4968 = bitcast i32 %4967 to float
  %4969 = icmp slt i32 %4839, %4823
  %4970 = fcmp uge float %4968, %4791
  %4971 = and i1 %4969, %4970
  br i1 %4971, label %if.then602, label %if.end603

if.then598:                                       ; preds = %if.then596
  %4972 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %4973 = icmp ult i32 %4972, 512
  br i1 %4973, label %if.then600, label %if.end601

if.end599:                                        ; preds = %if.end601, %if.then596
  br label %if.end597

if.then600:                                       ; preds = %if.then598
  %4974 = add i32 %4817, %4837
  %4975 = zext i32 %4974 to i64
  %4976 = zext i32 %4972 to i64
  %4977 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %4976
  %4978 = bitcast float %4955 to i32
  %4979 = fcmp uno float %4955, %4955
  %4980 = select i1 %4979, i32 2143289344, i32 %4978
  %4981 = xor i32 %4980, 2147483647
  %4982 = icmp sge i32 %4980, 0
  %4983 = select i1 %4982, i32 %4980, i32 %4981
  %4984 = sext i32 %4983 to i64
  %4985 = shl i64 %4984, 32
  %4986 = sub i64 4294967295, %4975
  %4987 = or i64 %4985, %4986
  store i64 %4987, ptr addrspace(3) %4977, align 4
  br label %if.end601

if.end601:                                        ; preds = %if.then600, %if.then598
  br label %if.end599

if.then602:                                       ; preds = %if.end597
  %4988 = bitcast float %4968 to i32
  %4989 = fcmp uno float %4968, %4968
  %4990 = select i1 %4989, i32 2143289344, i32 %4988
  %4991 = xor i32 %4990, 2147483647
  %4992 = icmp sge i32 %4990, 0
  %4993 = select i1 %4992, i32 %4990, i32 %4991
  %4994 = icmp sge i32 %4993, %3865
  br i1 %4994, label %if.then604, label %if.end605

if.end603:                                        ; preds = %if.end605, %if.end597
  %4995 = zext i16 %4849 to i32
  %4996 = shl i32 %4995, 16
  %4997 = bitcast i32 %4996 to float
  %4998 = icmp slt i32 %4850, %4823
  %4999 = fcmp uge float %4997, %4791
  %5000 = and i1 %4998, %4999
  br i1 %5000, label %if.then608, label %if.end609

if.then604:                                       ; preds = %if.then602
  %5001 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5002 = icmp ult i32 %5001, 512
  br i1 %5002, label %if.then606, label %if.end607

if.end605:                                        ; preds = %if.end607, %if.then602
  br label %if.end603

if.then606:                                       ; preds = %if.then604
  %5003 = add i32 %4817, %4839
  %5004 = zext i32 %5003 to i64
  %5005 = zext i32 %5001 to i64
  %5006 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5005
  %5007 = bitcast float %4968 to i32
  %5008 = fcmp uno float %4968, %4968
  %5009 = select i1 %5008, i32 2143289344, i32 %5007
  %5010 = xor i32 %5009, 2147483647
  %5011 = icmp sge i32 %5009, 0
  %5012 = select i1 %5011, i32 %5009, i32 %5010
  %5013 = sext i32 %5012 to i64
  %5014 = shl i64 %5013, 32
  %5015 = sub i64 4294967295, %5004
  %5016 = or i64 %5014, %5015
  store i64 %5016, ptr addrspace(3) %5006, align 4
  br label %if.end607

if.end607:                                        ; preds = %if.then606, %if.then604
  br label %if.end605

if.then608:                                       ; preds = %if.end603
  %5017 = bitcast float %4997 to i32
  %5018 = fcmp uno float %4997, %4997
  %5019 = select i1 %5018, i32 2143289344, i32 %5017
  %5020 = xor i32 %5019, 2147483647
  %5021 = icmp sge i32 %5019, 0
  %5022 = select i1 %5021, i32 %5019, i32 %5020
  %5023 = icmp sge i32 %5022, %3865
  br i1 %5023, label %if.then610, label %if.end611

if.end609:                                        ; preds = %if.end611, %if.end603
  %5024 = zext i16 %4851 to i32
  %5025 = shl i32 %5024, 16
  %5026 = bitcast i32 %5025 to float
  %5027 = icmp slt i32 %4852, %4823
  %5028 = fcmp uge float %5026, %4791
  %5029 = and i1 %5027, %5028
  br i1 %5029, label %if.then614, label %if.end615

if.then610:                                       ; preds = %if.then608
  %5030 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5031 = icmp ult i32 %5030, 512
  br i1 %5031, label %if.then612, label %if.end613

if.end611:                                        ; preds = %if.end613, %if.then608
  br label %if.end609

if.then612:                                       ; preds = %if.then610
  %5032 = add i32 %4817, %4850
  %5033 = zext i32 %5032 to i64
  %5034 = zext i32 %5030 to i64
  %5035 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5034
  %5036 = bitcast float %4997 to i32
  %5037 = fcmp uno float %4997, %4997
  %5038 = select i1 %5037, i32 2143289344, i32 %5036
  %5039 = xor i32 %5038, 2147483647
  %5040 = icmp sge i32 %5038, 0
  %5041 = select i1 %5040, i32 %5038, i32 %5039
  %5042 = sext i32 %5041 to i64
  %5043 = shl i64 %5042, 32
  %5044 = sub i64 4294967295, %5033
  %5045 = or i64 %5043, %5044
  store i64 %5045, ptr addrspace(3) %5035, align 4
  br label %if.end613

if.end613:                                        ; preds = %if.then612, %if.then610
  br label %if.end611

if.then614:                                       ; preds = %if.end609
  %5046 = bitcast float %5026 to i32
  %5047 = fcmp uno float %5026, %5026
  %5048 = select i1 %5047, i32 2143289344, i32 %5046
  %5049 = xor i32 %5048, 2147483647
  %5050 = icmp sge i32 %5048, 0
  %5051 = select i1 %5050, i32 %5048, i32 %5049
  %5052 = icmp sge i32 %5051, %3865
  br i1 %5052, label %if.then616, label %if.end617

if.end615:                                        ; preds = %if.end617, %if.end609
  %5053 = zext i16 %4862 to i32
  %5054 = shl i32 %5053, 16
  %5055 = bitcast i32 %5054 to float
  %5056 = icmp slt i32 %4863, %4823
  %5057 = fcmp uge float %5055, %4791
  %5058 = and i1 %5056, %5057
  br i1 %5058, label %if.then620, label %if.end621

if.then616:                                       ; preds = %if.then614
  %5059 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5060 = icmp ult i32 %5059, 512
  br i1 %5060, label %if.then618, label %if.end619

if.end617:                                        ; preds = %if.end619, %if.then614
  br label %if.end615

if.then618:                                       ; preds = %if.then616
  %5061 = add i32 %4817, %4852
  %5062 = zext i32 %5061 to i64
  %5063 = zext i32 %5059 to i64
  %5064 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5063
  %5065 = bitcast float %5026 to i32
  %5066 = fcmp uno float %5026, %5026
  %5067 = select i1 %5066, i32 2143289344, i32 %5065
  %5068 = xor i32 %5067, 2147483647
  %5069 = icmp sge i32 %5067, 0
  %5070 = select i1 %5069, i32 %5067, i32 %5068
  %5071 = sext i32 %5070 to i64
  %5072 = shl i64 %5071, 32
  %5073 = sub i64 4294967295, %5062
  %5074 = or i64 %5072, %5073
  store i64 %5074, ptr addrspace(3) %5064, align 4
  br label %if.end619

if.end619:                                        ; preds = %if.then618, %if.then616
  br label %if.end617

if.then620:                                       ; preds = %if.end615
  %5075 = bitcast float %5055 to i32
  %5076 = fcmp uno float %5055, %5055
  %5077 = select i1 %5076, i32 2143289344, i32 %5075
  %5078 = xor i32 %5077, 2147483647
  %5079 = icmp sge i32 %5077, 0
  %5080 = select i1 %5079, i32 %5077, i32 %5078
  %5081 = icmp sge i32 %5080, %3865
  br i1 %5081, label %if.then622, label %if.end623

if.end621:                                        ; preds = %if.end623, %if.end615
  %5082 = zext i16 %4864 to i32
  %5083 = shl i32 %5082, 16
  %5084 = bitcast i32 %5083 to float
  %5085 = icmp slt i32 %4865, %4823
  %5086 = fcmp uge float %5084, %4791
  %5087 = and i1 %5085, %5086
  br i1 %5087, label %if.then626, label %if.end627

if.then622:                                       ; preds = %if.then620
  %5088 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5089 = icmp ult i32 %5088, 512
  br i1 %5089, label %if.then624, label %if.end625

if.end623:                                        ; preds = %if.end625, %if.then620
  br label %if.end621

if.then624:                                       ; preds = %if.then622
  %5090 = add i32 %4817, %4863
  %5091 = zext i32 %5090 to i64
  %5092 = zext i32 %5088 to i64
  %5093 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5092
  %5094 = bitcast float %5055 to i32
  %5095 = fcmp uno float %5055, %5055
  %5096 = select i1 %5095, i32 2143289344, i32 %5094
  %5097 = xor i32 %5096, 2147483647
  %5098 = icmp sge i32 %5096, 0
  %5099 = select i1 %5098, i32 %5096, i32 %5097
  %5100 = sext i32 %5099 to i64
  %5101 = shl i64 %5100, 32
  %5102 = sub i64 4294967295, %5091
  %5103 = or i64 %5101, %5102
  store i64 %5103, ptr addrspace(3) %5093, align 4
  br label %if.end625

if.end625:                                        ; preds = %if.then624, %if.then622
  br label %if.end623

if.then626:                                       ; preds = %if.end621
  %5104 = bitcast float %5084 to i32
  %5105 = fcmp uno float %5084, %5084
  %5106 = select i1 %5105, i32 2143289344, i32 %5104
  %5107 = xor i32 %5106, 2147483647
  %5108 = icmp sge i32 %5106, 0
  %5109 = select i1 %5108, i32 %5106, i32 %5107
  %5110 = icmp sge i32 %5109, %3865
  br i1 %5110, label %if.then628, label %if.end629

if.end627:                                        ; preds = %if.end629, %if.end621
  %5111 = zext i16 %4875 to i32
  %5112 = shl i32 %5111, 16
  %5113 = bitcast i32 %5112 to float
  %5114 = icmp slt i32 %4876, %4823
  %5115 = fcmp uge float %5113, %4791
  %5116 = and i1 %5114, %5115
  br i1 %5116, label %if.then632, label %if.end633

if.then628:                                       ; preds = %if.then626
  %5117 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5118 = icmp ult i32 %5117, 512
  br i1 %5118, label %if.then630, label %if.end631

if.end629:                                        ; preds = %if.end631, %if.then626
  br label %if.end627

if.then630:                                       ; preds = %if.then628
  %5119 = add i32 %4817, %4865
  %5120 = zext i32 %5119 to i64
  %5121 = zext i32 %5117 to i64
  %5122 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5121
  %5123 = bitcast float %5084 to i32
  %5124 = fcmp uno float %5084, %5084
  %5125 = select i1 %5124, i32 2143289344, i32 %5123
  %5126 = xor i32 %5125, 2147483647
  %5127 = icmp sge i32 %5125, 0
  %5128 = select i1 %5127, i32 %5125, i32 %5126
  %5129 = sext i32 %5128 to i64
  %5130 = shl i64 %5129, 32
  %5131 = sub i64 4294967295, %5120
  %5132 = or i64 %5130, %5131
  store i64 %5132, ptr addrspace(3) %5122, align 4
  br label %if.end631

if.end631:                                        ; preds = %if.then630, %if.then628
  br label %if.end629

if.then632:                                       ; preds = %if.end627
  %5133 = bitcast float %5113 to i32
  %5134 = fcmp uno float %5113, %5113
  %5135 = select i1 %5134, i32 2143289344, i32 %5133
  %5136 = xor i32 %5135, 2147483647
  %5137 = icmp sge i32 %5135, 0
  %5138 = select i1 %5137, i32 %5135, i32 %5136
  %5139 = icmp sge i32 %5138, %3865
  br i1 %5139, label %if.then634, label %if.end635

if.end633:                                        ; preds = %if.end635, %if.end627
  %5140 = zext i16 %4877 to i32
  %5141 = shl i32 %5140, 16
  %5142 = bitcast i32 %5141 to float
  %5143 = icmp slt i32 %4878, %4823
  %5144 = fcmp uge float %5142, %4791
  %5145 = and i1 %5143, %5144
  br i1 %5145, label %if.then638, label %if.end639

if.then634:                                       ; preds = %if.then632
  %5146 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5147 = icmp ult i32 %5146, 512
  br i1 %5147, label %if.then636, label %if.end637

if.end635:                                        ; preds = %if.end637, %if.then632
  br label %if.end633

if.then636:                                       ; preds = %if.then634
  %5148 = add i32 %4817, %4876
  %5149 = zext i32 %5148 to i64
  %5150 = zext i32 %5146 to i64
  %5151 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5150
  %5152 = bitcast float %5113 to i32
  %5153 = fcmp uno float %5113, %5113
  %5154 = select i1 %5153, i32 2143289344, i32 %5152
  %5155 = xor i32 %5154, 2147483647
  %5156 = icmp sge i32 %5154, 0
  %5157 = select i1 %5156, i32 %5154, i32 %5155
  %5158 = sext i32 %5157 to i64
  %5159 = shl i64 %5158, 32
  %5160 = sub i64 4294967295, %5149
  %5161 = or i64 %5159, %5160
  store i64 %5161, ptr addrspace(3) %5151, align 4
  br label %if.end637

if.end637:                                        ; preds = %if.then636, %if.then634
  br label %if.end635

if.then638:                                       ; preds = %if.end633
  %5162 = bitcast float %5142 to i32
  %5163 = fcmp uno float %5142, %5142
  %5164 = select i1 %5163, i32 2143289344, i32 %5162
  %5165 = xor i32 %5164, 2147483647
  %5166 = icmp sge i32 %5164, 0
  %5167 = select i1 %5166, i32 %5164, i32 %5165
  %5168 = icmp sge i32 %5167, %3865
  br i1 %5168, label %if.then640, label %if.end641

if.end639:                                        ; preds = %if.end641, %if.end633
  %5169 = zext i16 %4910 to i32
  %5170 = shl i32 %5169, 16
  %5171 = bitcast i32 %5170 to float
  %5172 = icmp slt i32 %4911, %4897
  %5173 = fcmp uge float %5171, %4791
  %5174 = and i1 %5172, %5173
  br i1 %5174, label %if.then644, label %if.end645

if.then640:                                       ; preds = %if.then638
  %5175 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5176 = icmp ult i32 %5175, 512
  br i1 %5176, label %if.then642, label %if.end643

if.end641:                                        ; preds = %if.end643, %if.then638
  br label %if.end639

if.then642:                                       ; preds = %if.then640
  %5177 = add i32 %4817, %4878
  %5178 = zext i32 %5177 to i64
  %5179 = zext i32 %5175 to i64
  %5180 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5179
  %5181 = bitcast float %5142 to i32
  %5182 = fcmp uno float %5142, %5142
  %5183 = select i1 %5182, i32 2143289344, i32 %5181
  %5184 = xor i32 %5183, 2147483647
  %5185 = icmp sge i32 %5183, 0
  %5186 = select i1 %5185, i32 %5183, i32 %5184
  %5187 = sext i32 %5186 to i64
  %5188 = shl i64 %5187, 32
  %5189 = sub i64 4294967295, %5178
  %5190 = or i64 %5188, %5189
  store i64 %5190, ptr addrspace(3) %5180, align 4
  br label %if.end643

if.end643:                                        ; preds = %if.then642, %if.then640
  br label %if.end641

if.then644:                                       ; preds = %if.end639
  %5191 = bitcast float %5171 to i32
  %5192 = fcmp uno float %5171, %5171
  %5193 = select i1 %5192, i32 2143289344, i32 %5191
  %5194 = xor i32 %5193, 2147483647
  %5195 = icmp sge i32 %5193, 0
  %5196 = select i1 %5195, i32 %5193, i32 %5194
  %5197 = icmp sge i32 %5196, %3865
  br i1 %5197, label %if.then646, label %if.end647

if.end645:                                        ; preds = %if.end647, %if.end639
  %5198 = zext i16 %4912 to i32
  %5199 = shl i32 %5198, 16
  %5200 = bitcast i32 %5199 to float
  %5201 = icmp slt i32 %4913, %4897
  %5202 = fcmp uge float %5200, %4791
  %5203 = and i1 %5201, %5202
  br i1 %5203, label %if.then650, label %if.end651

if.then646:                                       ; preds = %if.then644
  %5204 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5205 = icmp ult i32 %5204, 512
  br i1 %5205, label %if.then648, label %if.end649

if.end647:                                        ; preds = %if.end649, %if.then644
  br label %if.end645

if.then648:                                       ; preds = %if.then646
  %5206 = add i32 %4891, %4911
  %5207 = zext i32 %5206 to i64
  %5208 = zext i32 %5204 to i64
  %5209 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5208
  %5210 = bitcast float %5171 to i32
  %5211 = fcmp uno float %5171, %5171
  %5212 = select i1 %5211, i32 2143289344, i32 %5210
  %5213 = xor i32 %5212, 2147483647
  %5214 = icmp sge i32 %5212, 0
  %5215 = select i1 %5214, i32 %5212, i32 %5213
  %5216 = sext i32 %5215 to i64
  %5217 = shl i64 %5216, 32
  %5218 = sub i64 4294967295, %5207
  %5219 = or i64 %5217, %5218
  store i64 %5219, ptr addrspace(3) %5209, align 4
  br label %if.end649

if.end649:                                        ; preds = %if.then648, %if.then646
  br label %if.end647

if.then650:                                       ; preds = %if.end645
  %5220 = bitcast float %5200 to i32
  %5221 = fcmp uno float %5200, %5200
  %5222 = select i1 %5221, i32 2143289344, i32 %5220
  %5223 = xor i32 %5222, 2147483647
  %5224 = icmp sge i32 %5222, 0
  %5225 = select i1 %5224, i32 %5222, i32 %5223
  %5226 = icmp sge i32 %5225, %3865
  br i1 %5226, label %if.then652, label %if.end653

if.end651:                                        ; preds = %if.end653, %if.end645
  %5227 = zext i16 %4923 to i32
  %5228 = shl i32 %5227, 16
  %5229 = bitcast i32 %5228 to float
  %5230 = icmp slt i32 %4924, %4897
  %5231 = fcmp uge float %5229, %4791
  %5232 = and i1 %5230, %5231
  br i1 %5232, label %if.then656, label %if.end657

if.then652:                                       ; preds = %if.then650
  %5233 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5234 = icmp ult i32 %5233, 512
  br i1 %5234, label %if.then654, label %if.end655

if.end653:                                        ; preds = %if.end655, %if.then650
  br label %if.end651

if.then654:                                       ; preds = %if.then652
  %5235 = add i32 %4891, %4913
  %5236 = zext i32 %5235 to i64
  %5237 = zext i32 %5233 to i64
  %5238 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5237
  %5239 = bitcast float %5200 to i32
  %5240 = fcmp uno float %5200, %5200
  %5241 = select i1 %5240, i32 2143289344, i32 %5239
  %5242 = xor i32 %5241, 2147483647
  %5243 = icmp sge i32 %5241, 0
  %5244 = select i1 %5243, i32 %5241, i32 %5242
  %5245 = sext i32 %5244 to i64
  %5246 = shl i64 %5245, 32
  %5247 = sub i64 4294967295, %5236
  %5248 = or i64 %5246, %5247
  store i64 %5248, ptr addrspace(3) %5238, align 4
  br label %if.end655

if.end655:                                        ; preds = %if.then654, %if.then652
  br label %if.end653

if.then656:                                       ; preds = %if.end651
  %5249 = bitcast float %5229 to i32
  %5250 = fcmp uno float %5229, %5229
  %5251 = select i1 %5250, i32 2143289344, i32 %5249
  %5252 = xor i32 %5251, 2147483647
  %5253 = icmp sge i32 %5251, 0
  %5254 = select i1 %5253, i32 %5251, i32 %5252
  %5255 = icmp sge i32 %5254, %3865
  br i1 %5255, label %if.then658, label %if.end659

if.end657:                                        ; preds = %if.end659, %if.end651
  %5256 = zext i16 %4925 to i32
  %5257 = shl i32 %5256, 16
  %5258 = bitcast i32 %5257 to float
  %5259 = icmp slt i32 %4926, %4897
  %5260 = fcmp uge float %5258, %4791
  %5261 = and i1 %5259, %5260
  br i1 %5261, label %if.then662, label %if.end663

if.then658:                                       ; preds = %if.then656
  %5262 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5263 = icmp ult i32 %5262, 512
  br i1 %5263, label %if.then660, label %if.end661

if.end659:                                        ; preds = %if.end661, %if.then656
  br label %if.end657

if.then660:                                       ; preds = %if.then658
  %5264 = add i32 %4891, %4924
  %5265 = zext i32 %5264 to i64
  %5266 = zext i32 %5262 to i64
  %5267 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5266
  %5268 = bitcast float %5229 to i32
  %5269 = fcmp uno float %5229, %5229
  %5270 = select i1 %5269, i32 2143289344, i32 %5268
  %5271 = xor i32 %5270, 2147483647
  %5272 = icmp sge i32 %5270, 0
  %5273 = select i1 %5272, i32 %5270, i32 %5271
  %5274 = sext i32 %5273 to i64
  %5275 = shl i64 %5274, 32
  %5276 = sub i64 4294967295, %5265
  %5277 = or i64 %5275, %5276
  store i64 %5277, ptr addrspace(3) %5267, align 4
  br label %if.end661

if.end661:                                        ; preds = %if.then660, %if.then658
  br label %if.end659

if.then662:                                       ; preds = %if.end657
  %5278 = bitcast float %5258 to i32
  %5279 = fcmp uno float %5258, %5258
  %5280 = select i1 %5279, i32 2143289344, i32 %5278
  %5281 = xor i32 %5280, 2147483647
  %5282 = icmp sge i32 %5280, 0
  %5283 = select i1 %5282, i32 %5280, i32 %5281
  %5284 = icmp sge i32 %5283, %3865
  br i1 %5284, label %if.then664, label %if.end665

if.end663:                                        ; preds = %if.end665, %if.end657
  %5285 = zext i16 %4936 to i32
  %5286 = shl i32 %5285, 16
  %5287 = bitcast i32 %5286 to float
  %5288 = icmp slt i32 %4937, %4897
  %5289 = fcmp uge float %5287, %4791
  %5290 = and i1 %5288, %5289
  br i1 %5290, label %if.then668, label %if.end669

if.then664:                                       ; preds = %if.then662
  %5291 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5292 = icmp ult i32 %5291, 512
  br i1 %5292, label %if.then666, label %if.end667

if.end665:                                        ; preds = %if.end667, %if.then662
  br label %if.end663

if.then666:                                       ; preds = %if.then664
  %5293 = add i32 %4891, %4926
  %5294 = zext i32 %5293 to i64
  %5295 = zext i32 %5291 to i64
  %5296 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5295
  %5297 = bitcast float %5258 to i32
  %5298 = fcmp uno float %5258, %5258
  %5299 = select i1 %5298, i32 2143289344, i32 %5297
  %5300 = xor i32 %5299, 2147483647
  %5301 = icmp sge i32 %5299, 0
  %5302 = select i1 %5301, i32 %5299, i32 %5300
  %5303 = sext i32 %5302 to i64
  %5304 = shl i64 %5303, 32
  %5305 = sub i64 4294967295, %5294
  %5306 = or i64 %5304, %5305
  store i64 %5306, ptr addrspace(3) %5296, align 4
  br label %if.end667

if.end667:                                        ; preds = %if.then666, %if.then664
  br label %if.end665

if.then668:                                       ; preds = %if.end663
  %5307 = bitcast float %5287 to i32
  %5308 = fcmp uno float %5287, %5287
  %5309 = select i1 %5308, i32 2143289344, i32 %5307
  %5310 = xor i32 %5309, 2147483647
  %5311 = icmp sge i32 %5309, 0
  %5312 = select i1 %5311, i32 %5309, i32 %5310
  %5313 = icmp sge i32 %5312, %3865
  br i1 %5313, label %if.then670, label %if.end671

if.end669:                                        ; preds = %if.end671, %if.end663
  %5314 = zext i16 %4938 to i32
  %5315 = shl i32 %5314, 16
  %5316 = bitcast i32 %5315 to float
  %5317 = icmp slt i32 %4939, %4897
  %5318 = fcmp uge float %5316, %4791
  %5319 = and i1 %5317, %5318
  br i1 %5319, label %if.then674, label %if.end675

if.then670:                                       ; preds = %if.then668
  %5320 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5321 = icmp ult i32 %5320, 512
  br i1 %5321, label %if.then672, label %if.end673

if.end671:                                        ; preds = %if.end673, %if.then668
  br label %if.end669

if.then672:                                       ; preds = %if.then670
  %5322 = add i32 %4891, %4937
  %5323 = zext i32 %5322 to i64
  %5324 = zext i32 %5320 to i64
  %5325 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5324
  %5326 = bitcast float %5287 to i32
  %5327 = fcmp uno float %5287, %5287
  %5328 = select i1 %5327, i32 2143289344, i32 %5326
  %5329 = xor i32 %5328, 2147483647
  %5330 = icmp sge i32 %5328, 0
  %5331 = select i1 %5330, i32 %5328, i32 %5329
  %5332 = sext i32 %5331 to i64
  %5333 = shl i64 %5332, 32
  %5334 = sub i64 4294967295, %5323
  %5335 = or i64 %5333, %5334
  store i64 %5335, ptr addrspace(3) %5325, align 4
  br label %if.end673

if.end673:                                        ; preds = %if.then672, %if.then670
  br label %if.end671

if.then674:                                       ; preds = %if.end669
  %5336 = bitcast float %5316 to i32
  %5337 = fcmp uno float %5316, %5316
  %5338 = select i1 %5337, i32 2143289344, i32 %5336
  %5339 = xor i32 %5338, 2147483647
  %5340 = icmp sge i32 %5338, 0
  %5341 = select i1 %5340, i32 %5338, i32 %5339
  %5342 = icmp sge i32 %5341, %3865
  br i1 %5342, label %if.then676, label %if.end677

if.end675:                                        ; preds = %if.end677, %if.end669
  %5343 = zext i16 %4949 to i32
  %5344 = shl i32 %5343, 16
  %5345 = bitcast i32 %5344 to float
  %5346 = icmp slt i32 %4950, %4897
  %5347 = fcmp uge float %5345, %4791
  %5348 = and i1 %5346, %5347
  br i1 %5348, label %if.then680, label %if.end681

if.then676:                                       ; preds = %if.then674
  %5349 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5350 = icmp ult i32 %5349, 512
  br i1 %5350, label %if.then678, label %if.end679

if.end677:                                        ; preds = %if.end679, %if.then674
  br label %if.end675

if.then678:                                       ; preds = %if.then676
  %5351 = add i32 %4891, %4939
  %5352 = zext i32 %5351 to i64
  %5353 = zext i32 %5349 to i64
  %5354 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5353
  %5355 = bitcast float %5316 to i32
  %5356 = fcmp uno float %5316, %5316
  %5357 = select i1 %5356, i32 2143289344, i32 %5355
  %5358 = xor i32 %5357, 2147483647
  %5359 = icmp sge i32 %5357, 0
  %5360 = select i1 %5359, i32 %5357, i32 %5358
  %5361 = sext i32 %5360 to i64
  %5362 = shl i64 %5361, 32
  %5363 = sub i64 4294967295, %5352
  %5364 = or i64 %5362, %5363
  store i64 %5364, ptr addrspace(3) %5354, align 4
  br label %if.end679

if.end679:                                        ; preds = %if.then678, %if.then676
  br label %if.end677

if.then680:                                       ; preds = %if.end675
  %5365 = bitcast float %5345 to i32
  %5366 = fcmp uno float %5345, %5345
  %5367 = select i1 %5366, i32 2143289344, i32 %5365
  %5368 = xor i32 %5367, 2147483647
  %5369 = icmp sge i32 %5367, 0
  %5370 = select i1 %5369, i32 %5367, i32 %5368
  %5371 = icmp sge i32 %5370, %3865
  br i1 %5371, label %if.then682, label %if.end683

if.end681:                                        ; preds = %if.end683, %if.end675
  %5372 = zext i16 %4951 to i32
  %5373 = shl i32 %5372, 16
  %5374 = bitcast i32 %5373 to float
  %5375 = icmp slt i32 %4952, %4897
  %5376 = fcmp uge float %5374, %4791
  %5377 = and i1 %5375, %5376
  br i1 %5377, label %if.then686, label %if.end687

if.then682:                                       ; preds = %if.then680
  %5378 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5379 = icmp ult i32 %5378, 512
  br i1 %5379, label %if.then684, label %if.end685

if.end683:                                        ; preds = %if.end685, %if.then680
  br label %if.end681

if.then684:                                       ; preds = %if.then682
  %5380 = add i32 %4891, %4950
  %5381 = zext i32 %5380 to i64
  %5382 = zext i32 %5378 to i64
  %5383 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5382
  %5384 = bitcast float %5345 to i32
  %5385 = fcmp uno float %5345, %5345
  %5386 = select i1 %5385, i32 2143289344, i32 %5384
  %5387 = xor i32 %5386, 2147483647
  %5388 = icmp sge i32 %5386, 0
  %5389 = select i1 %5388, i32 %5386, i32 %5387
  %5390 = sext i32 %5389 to i64
  %5391 = shl i64 %5390, 32
  %5392 = sub i64 4294967295, %5381
  %5393 = or i64 %5391, %5392
  store i64 %5393, ptr addrspace(3) %5383, align 4
  br label %if.end685

if.end685:                                        ; preds = %if.then684, %if.then682
  br label %if.end683

if.then686:                                       ; preds = %if.end681
  %5394 = bitcast float %5374 to i32
  %5395 = fcmp uno float %5374, %5374
  %5396 = select i1 %5395, i32 2143289344, i32 %5394
  %5397 = xor i32 %5396, 2147483647
  %5398 = icmp sge i32 %5396, 0
  %5399 = select i1 %5398, i32 %5396, i32 %5397
  %5400 = icmp sge i32 %5399, %3865
  br i1 %5400, label %if.then688, label %if.end689

if.end687:                                        ; preds = %if.end689, %if.end681
  %kcol.next692 = add nsw i32 %kcol.iv595, 1
  br label %kcol.head592, !llvm.loop !16

if.then688:                                       ; preds = %if.then686
  %5401 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5402 = icmp ult i32 %5401, 512
  br i1 %5402, label %if.then690, label %if.end691

if.end689:                                        ; preds = %if.end691, %if.then686
  br label %if.end687

if.then690:                                       ; preds = %if.then688
  %5403 = add i32 %4891, %4952
  %5404 = zext i32 %5403 to i64
  %5405 = zext i32 %5401 to i64
  %5406 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5405
  %5407 = bitcast float %5374 to i32
  %5408 = fcmp uno float %5374, %5374
  %5409 = select i1 %5408, i32 2143289344, i32 %5407
  %5410 = xor i32 %5409, 2147483647
  %5411 = icmp sge i32 %5409, 0
  %5412 = select i1 %5411, i32 %5409, i32 %5410
  %5413 = sext i32 %5412 to i64
  %5414 = shl i64 %5413, 32
  %5415 = sub i64 4294967295, %5404
  %5416 = or i64 %5414, %5415
  store i64 %5416, ptr addrspace(3) %5406, align 4
  br label %if.end691

if.end691:                                        ; preds = %if.then690, %if.then688
  br label %if.end689

kcol.head693:                                     ; preds = %if.end740, %kwide.else590
  %kcol.iv696 = phi i32 [ 0, %kwide.else590 ], [ %kcol.next745, %if.end740 ]
  %5417 = icmp slt i32 %kcol.iv696, %4803
  br i1 %5417, label %kcol.body694, label %kcol.exit695

kcol.body694:                                     ; preds = %kcol.head693
  %5418 = mul i32 %kcol.iv696, 128
  %5419 = add i32 %5418, 0
  %5420 = add i32 %4797, %5419
  %5421 = icmp slt i32 %5420, %4795
  %5422 = select i1 %5421, i32 %5420, i32 0
  %5423 = udiv i32 %5422, 10
  %5424 = urem i32 %5422, 10
  %5425 = zext i32 %5423 to i64
  %5426 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5425
  %5427 = load i32, ptr addrspace(3) %5426, align 4
  %5428 = udiv i32 %5427, 32
  %5429 = urem i32 %5427, 32
  %5430 = mul i32 %5428, 2374
  %5431 = sub i32 %4796, %5430
  %5432 = icmp slt i32 %5431, 0
  %5433 = select i1 %5432, i32 0, i32 %5431
  %5434 = icmp sgt i32 %5433, 2374
  %5435 = select i1 %5434, i32 2374, i32 %5433
  %5436 = select i1 %5421, i32 %5435, i32 0
  %5437 = mul i32 %5424, 32
  %5438 = add i32 %5437, %5429
  %5439 = mul i32 %5438, 8
  %5440 = add i32 %5439, 0
  %5441 = icmp slt i32 %5440, %5436
  %5442 = select i1 %5441, i32 %5440, i32 0
  %5443 = add i32 %5430, %5442
  %5444 = zext i32 %5443 to i64
  %5445 = mul i64 %5444, 2
  %5446 = getelementptr i8, ptr %46, i64 %5445
  %5447 = load i16, ptr %5446, align 2
  %5448 = add i32 %5440, 0
  %5449 = add i32 %5439, 1
  %5450 = icmp slt i32 %5449, %5436
  %5451 = select i1 %5450, i32 %5449, i32 0
  %5452 = add i32 %5430, %5451
  %5453 = zext i32 %5452 to i64
  %5454 = mul i64 %5453, 2
  %5455 = getelementptr i8, ptr %46, i64 %5454
  %5456 = load i16, ptr %5455, align 2
  %5457 = add i32 %5449, 0
  %5458 = add i32 %5439, 2
  %5459 = icmp slt i32 %5458, %5436
  %5460 = select i1 %5459, i32 %5458, i32 0
  %5461 = add i32 %5430, %5460
  %5462 = zext i32 %5461 to i64
  %5463 = mul i64 %5462, 2
  %5464 = getelementptr i8, ptr %46, i64 %5463
  %5465 = load i16, ptr %5464, align 2
  %5466 = add i32 %5458, 0
  %5467 = add i32 %5439, 3
  %5468 = icmp slt i32 %5467, %5436
  %5469 = select i1 %5468, i32 %5467, i32 0
  %5470 = add i32 %5430, %5469
  %5471 = zext i32 %5470 to i64
  %5472 = mul i64 %5471, 2
  %5473 = getelementptr i8, ptr %46, i64 %5472
  %5474 = load i16, ptr %5473, align 2
  %5475 = add i32 %5467, 0
  %5476 = add i32 %5439, 4
  %5477 = icmp slt i32 %5476, %5436
  %5478 = select i1 %5477, i32 %5476, i32 0
  %5479 = add i32 %5430, %5478
  %5480 = zext i32 %5479 to i64
  %5481 = mul i64 %5480, 2
  %5482 = getelementptr i8, ptr %46, i64 %5481
  %5483 = load i16, ptr %5482, align 2
  %5484 = add i32 %5476, 0
  %5485 = add i32 %5439, 5
  %5486 = icmp slt i32 %5485, %5436
  %5487 = select i1 %5486, i32 %5485, i32 0
  %5488 = add i32 %5430, %5487
  %5489 = zext i32 %5488 to i64
  %5490 = mul i64 %5489, 2
  %5491 = getelementptr i8, ptr %46, i64 %5490
  %5492 = load i16, ptr %5491, align 2
  %5493 = add i32 %5485, 0
  %5494 = add i32 %5439, 6
  %5495 = icmp slt i32 %5494, %5436
  %5496 = select i1 %5495, i32 %5494, i32 0
  %5497 = add i32 %5430, %5496
  %5498 = zext i32 %5497 to i64
  %5499 = mul i64 %5498, 2
  %5500 = getelementptr i8, ptr %46, i64 %5499
  %5501 = load i16, ptr %5500, align 2
  %5502 = add i32 %5494, 0
  %5503 = add i32 %5439, 7
  %5504 = icmp slt i32 %5503, %5436
  %5505 = select i1 %5504, i32 %5503, i32 0
  %5506 = add i32 %5430, %5505
  %5507 = zext i32 %5506 to i64
  %5508 = mul i64 %5507, 2
  %5509 = getelementptr i8, ptr %46, i64 %5508
  %5510 = load i16, ptr %5509, align 2
  %5511 = add i32 %5503, 0
  %5512 = zext i16 %5447 to i32
  %5513 = shl i32 %5512, 16
  %5514 = bitcast i32 %5513 to float
  %5515 = icmp slt i32 %5448, %5436
  %5516 = fcmp uge float %5514, %4801
  %5517 = and i1 %5515, %5516
  br i1 %5517, label %if.then697, label %if.end698

kcol.exit695:                                     ; preds = %kcol.head693
  br label %kwide.end591

if.then697:                                       ; preds = %kcol.body694
  %5518 = bitcast float %5514 to i32
  %5519 = fcmp uno float %5514, %5514
  %5520 = select i1 %5519, i32 2143289344, i32 %5518
  %5521 = xor i32 %5520, 2147483647
  %5522 = icmp sge i32 %5520, 0
  %5523 = select i1 %5522, i32 %5520, i32 %5521
  %5524 = icmp sge i32 %5523, %3865
  br i1 %5524, label %if.then699, label %if.end700

if.end698:                                        ; preds = %if.end700, %kcol.body694
  %5525 = zext i16 %5456 to i32
  %5526 = shl i32 %5525, 16
  %5527 = bitcast i32 %5526 to float
  %5528 = icmp slt i32 %5457, %5436
  %5529 = fcmp uge float %5527, %4801
  %5530 = and i1 %5528, %5529
  br i1 %5530, label %if.then703, label %if.end704

if.then699:                                       ; preds = %if.then697
  %5531 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5532 = icmp ult i32 %5531, 512
  br i1 %5532, label %if.then701, label %if.end702

if.end700:                                        ; preds = %if.end702, %if.then697
  br label %if.end698

if.then701:                                       ; preds = %if.then699
  %5533 = add i32 %5430, %5448
  %5534 = zext i32 %5533 to i64
  %5535 = zext i32 %5531 to i64
  %5536 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5535
  %5537 = bitcast float %5514 to i32
  %5538 = fcmp uno float %5514, %5514
  %5539 = select i1 %5538, i32 2143289344, i32 %5537
  %5540 = xor i32 %5539, 2147483647
  %5541 = icmp sge i32 %5539, 0
  %5542 = select i1 %5541, i32 %5539, i32 %5540
  %5543 = sext i32 %5542 to i64
  %5544 = shl i64 %5543, 32
  %5545 = sub i64 4294967295, %5534
  %5546 = or i64 %5544, %5545
  store i64 %5546, ptr addrspace(3) %5536, align 4
  br label %if.end702

if.end702:                                        ; preds = %if.then701, %if.then699
  br label %if.end700

if.then703:                                       ; preds = %if.end698
  %5547 = bitcast float %5527 to i32
  %5548 = fcmp uno float %5527, %5527
  %5549 = select i1 %5548, i32 2143289344, i32 %5547
  %5550 = xor i32 %5549, 2147483647
  %5551 = icmp sge i32 %5549, 0
  %5552 = select i1 %5551, i32 %5549, i32 %5550
  %5553 = icmp sge i32 %5552, %3865
  br i1 %5553, label %if.then705, label %if.end706

if.end704:                                        ; preds = %if.end706, %if.end698
  %5554 = zext i16 %5465 to i32
  %5555 = shl i32 %5554, 16
  %5556 = bitcast i32 %5555 to float
  %5557 = icmp slt i32 %5466, %5436
  %5558 = fcmp uge float %5556, %4801
  %5559 = and i1 %5557, %5558
  br i1 %5559, label %if.then709, label %if.end710

if.then705:                                       ; preds = %if.then703
  %5560 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5561 = icmp ult i32 %5560, 512
  br i1 %5561, label %if.then707, label %if.end708

if.end706:                                        ; preds = %if.end708, %if.then703
  br label %if.end704

if.then707:                                       ; preds = %if.then705
  %5562 = add i32 %5430, %5457
  %5563 = zext i32 %5562 to i64
  %5564 = zext i32 %5560 to i64
  %5565 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5564
  %5566 = bitcast float %5527 to i32
  %5567 = fcmp uno float %5527, %5527
  %5568 = select i1 %5567, i32 2143289344, i32 %5566
  %5569 = xor i32 %5568, 2147483647
  %5570 = icmp sge i32 %5568, 0
  %5571 = select i1 %5570, i32 %5568, i32 %5569
  %5572 = sext i32 %5571 to i64
  %5573 = shl i64 %5572, 32
  %5574 = sub i64 4294967295, %5563
  %5575 = or i64 %5573, %5574
  store i64 %5575, ptr addrspace(3) %5565, align 4
  br label %if.end708

if.end708:                                        ; preds = %if.then707, %if.then705
  br label %if.end706

if.then709:                                       ; preds = %if.end704
  %5576 = bitcast float %5556 to i32
  %5577 = fcmp uno float %5556, %5556
  %5578 = select i1 %5577, i32 2143289344, i32 %5576
  %5579 = xor i32 %5578, 2147483647
  %5580 = icmp sge i32 %5578, 0
  %5581 = select i1 %5580, i32 %5578, i32 %5579
  %5582 = icmp sge i32 %5581, %3865
  br i1 %5582, label %if.then711, label %if.end712

if.end710:                                        ; preds = %if.end712, %if.end704
  %5583 = zext i16 %5474 to i32
  %5584 = shl i32 %5583, 16
  %5585 = bitcast i32 %5584 to float
  %5586 = icmp slt i32 %5475, %5436
  %5587 = fcmp uge float %5585, %4801
  %5588 = and i1 %5586, %5587
  br i1 %5588, label %if.then715, label %if.end716

if.then711:                                       ; preds = %if.then709
  %5589 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5590 = icmp ult i32 %5589, 512
  br i1 %5590, label %if.then713, label %if.end714

if.end712:                                        ; preds = %if.end714, %if.then709
  br label %if.end710

if.then713:                                       ; preds = %if.then711
  %5591 = add i32 %5430, %5466
  %5592 = zext i32 %5591 to i64
  %5593 = zext i32 %5589 to i64
  %5594 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5593
  %5595 = bitcast float %5556 to i32
  %5596 = fcmp uno float %5556, %5556
  %5597 = select i1 %5596, i32 2143289344, i32 %5595
  %5598 = xor i32 %5597, 2147483647
  %5599 = icmp sge i32 %5597, 0
  %5600 = select i1 %5599, i32 %5597, i32 %5598
  %5601 = sext i32 %5600 to i64
  %5602 = shl i64 %5601, 32
  %5603 = sub i64 4294967295, %5592
  %5604 = or i64 %5602, %5603
  store i64 %5604, ptr addrspace(3) %5594, align 4
  br label %if.end714

if.end714:                                        ; preds = %if.then713, %if.then711
  br label %if.end712

if.then715:                                       ; preds = %if.end710
  %5605 = bitcast float %5585 to i32
  %5606 = fcmp uno float %5585, %5585
  %5607 = select i1 %5606, i32 2143289344, i32 %5605
  %5608 = xor i32 %5607, 2147483647
  %5609 = icmp sge i32 %5607, 0
  %5610 = select i1 %5609, i32 %5607, i32 %5608
  %5611 = icmp sge i32 %5610, %3865
  br i1 %5611, label %if.then717, label %if.end718

if.end716:                                        ; preds = %if.end718, %if.end710
  %5612 = zext i16 %5483 to i32
  %5613 = shl i32 %5612, 16
  %5614 = bitcast i32 %5613 to float
  %5615 = icmp slt i32 %5484, %5436
  %5616 = fcmp uge float %5614, %4801
  %5617 = and i1 %5615, %5616
  br i1 %5617, label %if.then721, label %if.end722

if.then717:                                       ; preds = %if.then715
  %5618 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5619 = icmp ult i32 %5618, 512
  br i1 %5619, label %if.then719, label %if.end720

if.end718:                                        ; preds = %if.end720, %if.then715
  br label %if.end716

if.then719:                                       ; preds = %if.then717
  %5620 = add i32 %5430, %5475
  %5621 = zext i32 %5620 to i64
  %5622 = zext i32 %5618 to i64
  %5623 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5622
  %5624 = bitcast float %5585 to i32
  %5625 = fcmp uno float %5585, %5585
  %5626 = select i1 %5625, i32 2143289344, i32 %5624
  %5627 = xor i32 %5626, 2147483647
  %5628 = icmp sge i32 %5626, 0
  %5629 = select i1 %5628, i32 %5626, i32 %5627
  %5630 = sext i32 %5629 to i64
  %5631 = shl i64 %5630, 32
  %5632 = sub i64 4294967295, %5621
  %5633 = or i64 %5631, %5632
  store i64 %5633, ptr addrspace(3) %5623, align 4
  br label %if.end720

if.end720:                                        ; preds = %if.then719, %if.then717
  br label %if.end718

if.then721:                                       ; preds = %if.end716
  %5634 = bitcast float %5614 to i32
  %5635 = fcmp uno float %5614, %5614
  %5636 = select i1 %5635, i32 2143289344, i32 %5634
  %5637 = xor i32 %5636, 2147483647
  %5638 = icmp sge i32 %5636, 0
  %5639 = select i1 %5638, i32 %5636, i32 %5637
  %5640 = icmp sge i32 %5639, %3865
  br i1 %5640, label %if.then723, label %if.end724

if.end722:                                        ; preds = %if.end724, %if.end716
  %5641 = zext i16 %5492 to i32
  %5642 = shl i32 %5641, 16
  %5643 = bitcast i32 %5642 to float
  %5644 = icmp slt i32 %5493, %5436
  %5645 = fcmp uge float %5643, %4801
  %5646 = and i1 %5644, %5645
  br i1 %5646, label %if.then727, label %if.end728

if.then723:                                       ; preds = %if.then721
  %5647 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5648 = icmp ult i32 %5647, 512
  br i1 %5648, label %if.then725, label %if.end726

if.end724:                                        ; preds = %if.end726, %if.then721
  br label %if.end722

if.then725:                                       ; preds = %if.then723
  %5649 = add i32 %5430, %5484
  %5650 = zext i32 %5649 to i64
  %5651 = zext i32 %5647 to i64
  %5652 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5651
  %5653 = bitcast float %5614 to i32
  %5654 = fcmp uno float %5614, %5614
  %5655 = select i1 %5654, i32 2143289344, i32 %5653
  %5656 = xor i32 %5655, 2147483647
  %5657 = icmp sge i32 %5655, 0
  %5658 = select i1 %5657, i32 %5655, i32 %5656
  %5659 = sext i32 %5658 to i64
  %5660 = shl i64 %5659, 32
  %5661 = sub i64 4294967295, %5650
  %5662 = or i64 %5660, %5661
  store i64 %5662, ptr addrspace(3) %5652, align 4
  br label %if.end726

if.end726:                                        ; preds = %if.then725, %if.then723
  br label %if.end724

if.then727:                                       ; preds = %if.end722
  %5663 = bitcast float %5643 to i32
  %5664 = fcmp uno float %5643, %5643
  %5665 = select i1 %5664, i32 2143289344, i32 %5663
  %5666 = xor i32 %5665, 2147483647
  %5667 = icmp sge i32 %5665, 0
  %5668 = select i1 %5667, i32 %5665, i32 %5666
  %5669 = icmp sge i32 %5668, %3865
  br i1 %5669, label %if.then729, label %if.end730

if.end728:                                        ; preds = %if.end730, %if.end722
  %5670 = zext i16 %5501 to i32
  %5671 = shl i32 %5670, 16
  %5672 = bitcast i32 %5671 to float
  %5673 = icmp slt i32 %5502, %5436
  %5674 = fcmp uge float %5672, %4801
  %5675 = and i1 %5673, %5674
  br i1 %5675, label %if.then733, label %if.end734

if.then729:                                       ; preds = %if.then727
  %5676 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5677 = icmp ult i32 %5676, 512
  br i1 %5677, label %if.then731, label %if.end732

if.end730:                                        ; preds = %if.end732, %if.then727
  br label %if.end728

if.then731:                                       ; preds = %if.then729
  %5678 = add i32 %5430, %5493
  %5679 = zext i32 %5678 to i64
  %5680 = zext i32 %5676 to i64
  %5681 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5680
  %5682 = bitcast float %5643 to i32
  %5683 = fcmp uno float %5643, %5643
  %5684 = select i1 %5683, i32 2143289344, i32 %5682
  %5685 = xor i32 %5684, 2147483647
  %5686 = icmp sge i32 %5684, 0
  %5687 = select i1 %5686, i32 %5684, i32 %5685
  %5688 = sext i32 %5687 to i64
  %5689 = shl i64 %5688, 32
  %5690 = sub i64 4294967295, %5679
  %5691 = or i64 %5689, %5690
  store i64 %5691, ptr addrspace(3) %5681, align 4
  br label %if.end732

if.end732:                                        ; preds = %if.then731, %if.then729
  br label %if.end730

if.then733:                                       ; preds = %if.end728
  %5692 = bitcast float %5672 to i32
  %5693 = fcmp uno float %5672, %5672
  %5694 = select i1 %5693, i32 2143289344, i32 %5692
  %5695 = xor i32 %5694, 2147483647
  %5696 = icmp sge i32 %5694, 0
  %5697 = select i1 %5696, i32 %5694, i32 %5695
  %5698 = icmp sge i32 %5697, %3865
  br i1 %5698, label %if.then735, label %if.end736

if.end734:                                        ; preds = %if.end736, %if.end728
  %5699 = zext i16 %5510 to i32
  %5700 = shl i32 %5699, 16
  %5701 = bitcast i32 %5700 to float
  %5702 = icmp slt i32 %5511, %5436
  %5703 = fcmp uge float %5701, %4801
  %5704 = and i1 %5702, %5703
  br i1 %5704, label %if.then739, label %if.end740

if.then735:                                       ; preds = %if.then733
  %5705 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5706 = icmp ult i32 %5705, 512
  br i1 %5706, label %if.then737, label %if.end738

if.end736:                                        ; preds = %if.end738, %if.then733
  br label %if.end734

if.then737:                                       ; preds = %if.then735
  %5707 = add i32 %5430, %5502
  %5708 = zext i32 %5707 to i64
  %5709 = zext i32 %5705 to i64
  %5710 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5709
  %5711 = bitcast float %5672 to i32
  %5712 = fcmp uno float %5672, %5672
  %5713 = select i1 %5712, i32 2143289344, i32 %5711
  %5714 = xor i32 %5713, 2147483647
  %5715 = icmp sge i32 %5713, 0
  %5716 = select i1 %5715, i32 %5713, i32 %5714
  %5717 = sext i32 %5716 to i64
  %5718 = shl i64 %5717, 32
  %5719 = sub i64 4294967295, %5708
  %5720 = or i64 %5718, %5719
  store i64 %5720, ptr addrspace(3) %5710, align 4
  br label %if.end738

if.end738:                                        ; preds = %if.then737, %if.then735
  br label %if.end736

if.then739:                                       ; preds = %if.end734
  %5721 = bitcast float %5701 to i32
  %5722 = fcmp uno float %5701, %5701
  %5723 = select i1 %5722, i32 2143289344, i32 %5721
  %5724 = xor i32 %5723, 2147483647
  %5725 = icmp sge i32 %5723, 0
  %5726 = select i1 %5725, i32 %5723, i32 %5724
  %5727 = icmp sge i32 %5726, %3865
  br i1 %5727, label %if.then741, label %if.end742

if.end740:                                        ; preds = %if.end742, %if.end734
  %kcol.next745 = add nsw i32 %kcol.iv696, 1
  br label %kcol.head693, !llvm.loop !17

if.then741:                                       ; preds = %if.then739
  %5728 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5729 = icmp ult i32 %5728, 512
  br i1 %5729, label %if.then743, label %if.end744

if.end742:                                        ; preds = %if.end744, %if.then739
  br label %if.end740

if.then743:                                       ; preds = %if.then741
  %5730 = add i32 %5430, %5511
  %5731 = zext i32 %5730 to i64
  %5732 = zext i32 %5728 to i64
  %5733 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5732
  %5734 = bitcast float %5701 to i32
  %5735 = fcmp uno float %5701, %5701
  %5736 = select i1 %5735, i32 2143289344, i32 %5734
  %5737 = xor i32 %5736, 2147483647
  %5738 = icmp sge i32 %5736, 0
  %5739 = select i1 %5738, i32 %5736, i32 %5737
  %5740 = sext i32 %5739 to i64
  %5741 = shl i64 %5740, 32
  %5742 = sub i64 4294967295, %5731
  %5743 = or i64 %5741, %5742
  store i64 %5743, ptr addrspace(3) %5733, align 4
  br label %if.end744

if.end744:                                        ; preds = %if.then743, %if.then741
  br label %if.end742

if.then746:                                       ; preds = %if.end588
  %5744 = icmp eq i64 %23, 0
  br i1 %5744, label %if.then748, label %if.end749

if.end747:                                        ; preds = %keys.exit752, %if.end588
  %5745 = icmp ult i64 %23, 32
  %5746 = and i1 %4782, %5745
  br i1 %5746, label %if.then770, label %if.end771

if.then748:                                       ; preds = %if.then746
  store i64 %1792, ptr %40, align 4
  br label %if.end749

if.end749:                                        ; preds = %if.then748, %if.then746
  %5747 = icmp sgt i64 %4780, 20
  %5748 = select i1 %5747, i64 %4780, i64 20
  br label %keys.head750

keys.head750:                                     ; preds = %keyed.end756, %if.end749
  %keys.iv753 = phi i64 [ %23, %if.end749 ], [ %keys.next769, %keyed.end756 ]
  %5749 = icmp slt i64 %keys.iv753, %5748
  br i1 %5749, label %keys.body751, label %keys.exit752

keys.body751:                                     ; preds = %keys.head750
  %5750 = icmp slt i64 %keys.iv753, %4780
  br i1 %5750, label %keyed.then754, label %keyed.else755

keys.exit752:                                     ; preds = %keys.head750
  br label %if.end747

keyed.then754:                                    ; preds = %keys.body751
  %5751 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv753
  %5752 = load i64, ptr addrspace(3) %5751, align 4
  store i64 0, ptr %place757, align 4
  br label %place.head758

keyed.else755:                                    ; preds = %keys.body751
  br i1 true, label %if.then767, label %if.end768

keyed.end756:                                     ; preds = %if.end768, %if.end764
  %keys.next769 = add nsw i64 %keys.iv753, 128
  br label %keys.head750, !llvm.loop !18

place.head758:                                    ; preds = %place.body759, %keyed.then754
  %place.iv761 = phi i64 [ 0, %keyed.then754 ], [ %place.next762, %place.body759 ]
  %5753 = icmp slt i64 %place.iv761, %4780
  br i1 %5753, label %place.body759, label %place.exit760

place.body759:                                    ; preds = %place.head758
  %5754 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv761
  %5755 = load i64, ptr addrspace(3) %5754, align 4
  %5756 = icmp sgt i64 %5755, %5752
  %5757 = zext i1 %5756 to i64
  %5758 = load i64, ptr %place757, align 4
  %5759 = add i64 %5758, %5757
  store i64 %5759, ptr %place757, align 4
  %place.next762 = add nsw i64 %place.iv761, 1
  br label %place.head758, !llvm.loop !19

place.exit760:                                    ; preds = %place.head758
  %5760 = load i64, ptr %place757, align 4
  %5761 = icmp slt i64 %5760, 20
  br i1 %5761, label %if.then763, label %if.end764

if.then763:                                       ; preds = %place.exit760
  %5762 = icmp eq i64 %5752, -9223372036854775808
  %5763 = ashr i64 %5752, 32
  %5764 = trunc i64 %5763 to i32
  %5765 = xor i32 %5764, 2147483647
  %5766 = icmp sge i32 %5764, 0
  %5767 = select i1 %5766, i32 %5764, i32 %5765
  %5768 = bitcast i32 %5767 to float
  %5769 = and i64 %5752, 4294967295
  %5770 = sub i64 4294967295, %5769
  br i1 true, label %if.then765, label %if.end766

if.end764:                                        ; preds = %if.end766, %place.exit760
  br label %keyed.end756

if.then765:                                       ; preds = %if.then763
  %5771 = getelementptr i64, ptr %35, i64 %5760
  %5772 = select i1 %5762, i64 -1, i64 %5770
  store i64 %5772, ptr %5771, align 4
  %5773 = getelementptr float, ptr %38, i64 %5760
  %5774 = fsub float %5768, %1772
  %5775 = fcmp uno float %5774, %5774
  %5776 = select i1 %5775, float 0x7FF8000000000000, float %5774
  %5777 = select i1 %5762, float 0xFFF0000000000000, float %5776
  store float %5777, ptr %5773, align 4
  br label %if.end766

if.end766:                                        ; preds = %if.then765, %if.then763
  br label %if.end764

if.then767:                                       ; preds = %keyed.else755
  %5778 = getelementptr i64, ptr %35, i64 %keys.iv753
  store i64 -1, ptr %5778, align 4
  %5779 = getelementptr float, ptr %38, i64 %keys.iv753
  %5780 = fsub float 0xFFFFFFFFE0000000, %1772
  %5781 = fcmp uno float %5780, %5780
  %5782 = select i1 %5781, float 0x7FF8000000000000, float %5780
  %5783 = select i1 true, float 0xFFF0000000000000, float %5782
  store float %5783, ptr %5779, align 4
  br label %if.end768

if.end768:                                        ; preds = %if.then767, %keyed.else755
  br label %keyed.end756

if.then770:                                       ; preds = %if.end747
  %5784 = inttoptr i64 %2 to ptr
  %5785 = getelementptr i64, ptr %5784, i64 %25
  %5786 = load i64, ptr %5785, align 4
  %5787 = icmp ne i64 %5786, %4
  %5788 = mul i64 %25, 20
  %5789 = inttoptr i64 %13 to ptr
  %5790 = getelementptr i64, ptr %5789, i64 %5788
  %5791 = mul i64 %25, 20
  %5792 = inttoptr i64 %14 to ptr
  %5793 = getelementptr float, ptr %5792, i64 %5791
  %5794 = inttoptr i64 %15 to ptr
  %5795 = getelementptr i64, ptr %5794, i64 %25
  br i1 %5787, label %active.then772, label %active.else773

if.end771:                                        ; preds = %active.end774, %if.end747
  br label %reached.end

active.then772:                                   ; preds = %if.then770
  %5796 = mul i64 %25, %1
  %5797 = mul i64 %5796, 2
  %5798 = inttoptr i64 %0 to ptr
  %5799 = getelementptr i8, ptr %5798, i64 %5797
  %5800 = sdiv i64 %5, 2374
  %5801 = mul i64 %5800, 32
  %5802 = mul i64 %25, %5801
  %5803 = inttoptr i64 %11 to ptr
  %5804 = getelementptr i32, ptr %5803, i64 %5802
  %5805 = inttoptr i64 %10 to ptr
  %5806 = getelementptr float, ptr %5805, i64 %25
  %5807 = load float, ptr %5806, align 4
  %5808 = icmp slt i64 %5786, %6
  %5809 = icmp sge i64 %5786, 0
  %5810 = and i1 %5809, %5808
  %5811 = inttoptr i64 %8 to ptr
  %5812 = and i64 %23, 31
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

active.else773:                                   ; preds = %if.then770
  br i1 true, label %if.then882, label %if.end883

active.end774:                                    ; preds = %if.end883, %over.end
  br label %if.end771

nantiles.head:                                    ; preds = %nantiles.body, %active.then772
  %nantiles.iv = phi i64 [ %5812, %active.then772 ], [ %nantiles.next, %nantiles.body ]
  %5813 = icmp slt i64 %nantiles.iv, %5800
  br i1 %5813, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %5814 = mul i64 %25, %5800
  %5815 = add i64 %5814, %nantiles.iv
  %5816 = mul i64 %5815, %9
  %5817 = getelementptr float, ptr %5811, i64 %5816
  %5818 = load float, ptr %5817, align 4
  %5819 = fcmp uno float %5818, %5818
  %5820 = zext i1 %5819 to i64
  %5821 = load i64, ptr %nantiles, align 4
  %5822 = add i64 %5821, %5820
  store i64 %5822, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !20

nantiles.exit:                                    ; preds = %nantiles.head
  %5823 = load i64, ptr %nantiles, align 4
  %5824 = trunc i64 %5823 to i32
  %5825 = bitcast i32 %5824 to float
  %5826 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5825, i32 16, i32 31)
  %5827 = bitcast float %5826 to i32
  %5828 = lshr i64 %5823, 32
  %5829 = trunc i64 %5828 to i32
  %5830 = bitcast i32 %5829 to float
  %5831 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5830, i32 16, i32 31)
  %5832 = bitcast float %5831 to i32
  %5833 = zext i32 %5827 to i64
  %5834 = zext i32 %5832 to i64
  %5835 = shl i64 %5834, 32
  %5836 = or i64 %5835, %5833
  %5837 = add i64 %5823, %5836
  %5838 = trunc i64 %5837 to i32
  %5839 = bitcast i32 %5838 to float
  %5840 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5839, i32 8, i32 31)
  %5841 = bitcast float %5840 to i32
  %5842 = lshr i64 %5837, 32
  %5843 = trunc i64 %5842 to i32
  %5844 = bitcast i32 %5843 to float
  %5845 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5844, i32 8, i32 31)
  %5846 = bitcast float %5845 to i32
  %5847 = zext i32 %5841 to i64
  %5848 = zext i32 %5846 to i64
  %5849 = shl i64 %5848, 32
  %5850 = or i64 %5849, %5847
  %5851 = add i64 %5837, %5850
  %5852 = trunc i64 %5851 to i32
  %5853 = bitcast i32 %5852 to float
  %5854 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5853, i32 4, i32 31)
  %5855 = bitcast float %5854 to i32
  %5856 = lshr i64 %5851, 32
  %5857 = trunc i64 %5856 to i32
  %5858 = bitcast i32 %5857 to float
  %5859 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5858, i32 4, i32 31)
  %5860 = bitcast float %5859 to i32
  %5861 = zext i32 %5855 to i64
  %5862 = zext i32 %5860 to i64
  %5863 = shl i64 %5862, 32
  %5864 = or i64 %5863, %5861
  %5865 = add i64 %5851, %5864
  %5866 = trunc i64 %5865 to i32
  %5867 = bitcast i32 %5866 to float
  %5868 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5867, i32 2, i32 31)
  %5869 = bitcast float %5868 to i32
  %5870 = lshr i64 %5865, 32
  %5871 = trunc i64 %5870 to i32
  %5872 = bitcast i32 %5871 to float
  %5873 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5872, i32 2, i32 31)
  %5874 = bitcast float %5873 to i32
  %5875 = zext i32 %5869 to i64
  %5876 = zext i32 %5874 to i64
  %5877 = shl i64 %5876, 32
  %5878 = or i64 %5877, %5875
  %5879 = add i64 %5865, %5878
  %5880 = trunc i64 %5879 to i32
  %5881 = bitcast i32 %5880 to float
  %5882 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5881, i32 1, i32 31)
  %5883 = bitcast float %5882 to i32
  %5884 = lshr i64 %5879, 32
  %5885 = trunc i64 %5884 to i32
  %5886 = bitcast i32 %5885 to float
  %5887 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5886, i32 1, i32 31)
  %5888 = bitcast float %5887 to i32
  %5889 = zext i32 %5883 to i64
  %5890 = zext i32 %5888 to i64
  %5891 = shl i64 %5890, 32
  %5892 = or i64 %5891, %5889
  %5893 = add i64 %5879, %5892
  %5894 = bitcast float %5807 to i32
  %5895 = icmp eq i32 %5894, -2147483648
  %5896 = icmp sgt i64 %5893, 0
  %5897 = or i1 %5895, %5896
  %5898 = fcmp ord float %5807, %5807
  %5899 = and i1 %5898, %5897
  store i64 0, ptr %above775, align 4
  br i1 %5899, label %exact.then776, label %exact.else

exact.then776:                                    ; preds = %nantiles.exit
  %5900 = bitcast float %5807 to i32
  %5901 = fcmp uno float %5807, %5807
  %5902 = select i1 %5901, i32 2143289344, i32 %5900
  %5903 = xor i32 %5902, 2147483647
  %5904 = icmp sge i32 %5902, 0
  %5905 = select i1 %5904, i32 %5902, i32 %5903
  %5906 = and i64 %23, 31
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head778

exact.else:                                       ; preds = %nantiles.exit
  %5907 = and i64 %23, 31
  store i64 0, ptr %above783, align 4
  %5908 = add i64 %5801, 255
  %5909 = udiv i64 %5908, 256
  br label %above.head

exact.end777:                                     ; preds = %above.exit, %exactabove.exit780
  %5910 = load i64, ptr %above775, align 4
  %5911 = add i64 %5910, 1
  %5912 = select i1 %5810, i64 %5911, i64 0
  br i1 true, label %if.then784, label %if.end785

exactabove.head778:                               ; preds = %exactabove.body779, %exact.then776
  %exactabove.iv781 = phi i64 [ %5906, %exact.then776 ], [ %exactabove.next782, %exactabove.body779 ]
  %5913 = icmp slt i64 %exactabove.iv781, %6
  br i1 %5913, label %exactabove.body779, label %exactabove.exit780

exactabove.body779:                               ; preds = %exactabove.head778
  %5914 = mul i64 %exactabove.iv781, 2
  %5915 = getelementptr i8, ptr %5799, i64 %5914
  %5916 = load i16, ptr %5915, align 2, !invariant.load !21
  %5917 = zext i16 %5916 to i32
  %5918 = shl i32 %5917, 16
  %5919 = bitcast i32 %5918 to float
  %5920 = bitcast float %5919 to i32
  %5921 = fcmp uno float %5919, %5919
  %5922 = select i1 %5921, i32 2143289344, i32 %5920
  %5923 = xor i32 %5922, 2147483647
  %5924 = icmp sge i32 %5922, 0
  %5925 = select i1 %5924, i32 %5922, i32 %5923
  %5926 = icmp sgt i32 %5925, %5905
  %5927 = zext i1 %5926 to i64
  %5928 = load i64, ptr %exactabove, align 4
  %5929 = add i64 %5928, %5927
  store i64 %5929, ptr %exactabove, align 4
  %exactabove.next782 = add nsw i64 %exactabove.iv781, 32
  br label %exactabove.head778, !llvm.loop !22

exactabove.exit780:                               ; preds = %exactabove.head778
  %5930 = load i64, ptr %exactabove, align 4
  %5931 = trunc i64 %5930 to i32
  %5932 = bitcast i32 %5931 to float
  %5933 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5932, i32 16, i32 31)
  %5934 = bitcast float %5933 to i32
  %5935 = lshr i64 %5930, 32
  %5936 = trunc i64 %5935 to i32
  %5937 = bitcast i32 %5936 to float
  %5938 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5937, i32 16, i32 31)
  %5939 = bitcast float %5938 to i32
  %5940 = zext i32 %5934 to i64
  %5941 = zext i32 %5939 to i64
  %5942 = shl i64 %5941, 32
  %5943 = or i64 %5942, %5940
  %5944 = add i64 %5930, %5943
  %5945 = trunc i64 %5944 to i32
  %5946 = bitcast i32 %5945 to float
  %5947 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5946, i32 8, i32 31)
  %5948 = bitcast float %5947 to i32
  %5949 = lshr i64 %5944, 32
  %5950 = trunc i64 %5949 to i32
  %5951 = bitcast i32 %5950 to float
  %5952 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5951, i32 8, i32 31)
  %5953 = bitcast float %5952 to i32
  %5954 = zext i32 %5948 to i64
  %5955 = zext i32 %5953 to i64
  %5956 = shl i64 %5955, 32
  %5957 = or i64 %5956, %5954
  %5958 = add i64 %5944, %5957
  %5959 = trunc i64 %5958 to i32
  %5960 = bitcast i32 %5959 to float
  %5961 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5960, i32 4, i32 31)
  %5962 = bitcast float %5961 to i32
  %5963 = lshr i64 %5958, 32
  %5964 = trunc i64 %5963 to i32
  %5965 = bitcast i32 %5964 to float
  %5966 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5965, i32 4, i32 31)
  %5967 = bitcast float %5966 to i32
  %5968 = zext i32 %5962 to i64
  %5969 = zext i32 %5967 to i64
  %5970 = shl i64 %5969, 32
  %5971 = or i64 %5970, %5968
  %5972 = add i64 %5958, %5971
  %5973 = trunc i64 %5972 to i32
  %5974 = bitcast i32 %5973 to float
  %5975 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5974, i32 2, i32 31)
  %5976 = bitcast float %5975 to i32
  %5977 = lshr i64 %5972, 32
  %5978 = trunc i64 %5977 to i32
  %5979 = bitcast i32 %5978 to float
  %5980 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5979, i32 2, i32 31)
  %5981 = bitcast float %5980 to i32
  %5982 = zext i32 %5976 to i64
  %5983 = zext i32 %5981 to i64
  %5984 = shl i64 %5983, 32
  %5985 = or i64 %5984, %5982
  %5986 = add i64 %5972, %5985
  %5987 = trunc i64 %5986 to i32
  %5988 = bitcast i32 %5987 to float
  %5989 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5988, i32 1, i32 31)
  %5990 = bitcast float %5989 to i32
  %5991 = lshr i64 %5986, 32
  %5992 = trunc i64 %5991 to i32
  %5993 = bitcast i32 %5992 to float
  %5994 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5993, i32 1, i32 31)
  %5995 = bitcast float %5994 to i32
  %5996 = zext i32 %5990 to i64
  %5997 = zext i32 %5995 to i64
  %5998 = shl i64 %5997, 32
  %5999 = or i64 %5998, %5996
  %6000 = add i64 %5986, %5999
  store i64 %6000, ptr %above775, align 4
  br label %exact.end777

above.head:                                       ; preds = %above.body, %exact.else
  %above.iv = phi i64 [ 0, %exact.else ], [ %above.next, %above.body ]
  %6001 = icmp slt i64 %above.iv, %5909
  br i1 %6001, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %6002 = mul i64 %above.iv, 8
  %6003 = add i64 %6002, 0
  %6004 = mul i64 %6003, 32
  %6005 = add i64 %5907, %6004
  %6006 = icmp slt i64 %6005, %5801
  %6007 = select i1 %6006, i64 %6005, i64 0
  %6008 = getelementptr i32, ptr %5804, i64 %6007
  %6009 = load i32, ptr %6008, align 4
  %6010 = and i32 %6009, -65536
  %6011 = bitcast i32 %6010 to float
  %6012 = and i32 %6009, 65535
  %6013 = zext i32 %6012 to i64
  %6014 = bitcast float %6011 to i32
  %6015 = fcmp uno float %6011, %6011
  %6016 = select i1 %6015, i32 2143289344, i32 %6014
  %6017 = xor i32 %6016, 2147483647
  %6018 = icmp sge i32 %6016, 0
  %6019 = select i1 %6018, i32 %6016, i32 %6017
  %6020 = sext i32 %6019 to i64
  %6021 = shl i64 %6020, 32
  %6022 = or i64 %6021, %6013
  %6023 = mul i64 %above.iv, 8
  %6024 = add i64 %6023, 1
  %6025 = mul i64 %6024, 32
  %6026 = add i64 %5907, %6025
  %6027 = icmp slt i64 %6026, %5801
  %6028 = select i1 %6027, i64 %6026, i64 0
  %6029 = getelementptr i32, ptr %5804, i64 %6028
  %6030 = load i32, ptr %6029, align 4
  %6031 = and i32 %6030, -65536
  %6032 = bitcast i32 %6031 to float
  %6033 = and i32 %6030, 65535
  %6034 = zext i32 %6033 to i64
  %6035 = bitcast float %6032 to i32
  %6036 = fcmp uno float %6032, %6032
  %6037 = select i1 %6036, i32 2143289344, i32 %6035
  %6038 = xor i32 %6037, 2147483647
  %6039 = icmp sge i32 %6037, 0
  %6040 = select i1 %6039, i32 %6037, i32 %6038
  %6041 = sext i32 %6040 to i64
  %6042 = shl i64 %6041, 32
  %6043 = or i64 %6042, %6034
  %6044 = mul i64 %above.iv, 8
  %6045 = add i64 %6044, 2
  %6046 = mul i64 %6045, 32
  %6047 = add i64 %5907, %6046
  %6048 = icmp slt i64 %6047, %5801
  %6049 = select i1 %6048, i64 %6047, i64 0
  %6050 = getelementptr i32, ptr %5804, i64 %6049
  %6051 = load i32, ptr %6050, align 4
  %6052 = and i32 %6051, -65536
  %6053 = bitcast i32 %6052 to float
  %6054 = and i32 %6051, 65535
  %6055 = zext i32 %6054 to i64
  %6056 = bitcast float %6053 to i32
  %6057 = fcmp uno float %6053, %6053
  %6058 = select i1 %6057, i32 2143289344, i32 %6056
  %6059 = xor i32 %6058, 2147483647
  %6060 = icmp sge i32 %6058, 0
  %6061 = select i1 %6060, i32 %6058, i32 %6059
  %6062 = sext i32 %6061 to i64
  %6063 = shl i64 %6062, 32
  %6064 = or i64 %6063, %6055
  %6065 = mul i64 %above.iv, 8
  %6066 = add i64 %6065, 3
  %6067 = mul i64 %6066, 32
  %6068 = add i64 %5907, %6067
  %6069 = icmp slt i64 %6068, %5801
  %6070 = select i1 %6069, i64 %6068, i64 0
  %6071 = getelementptr i32, ptr %5804, i64 %6070
  %6072 = load i32, ptr %6071, align 4
  %6073 = and i32 %6072, -65536
  %6074 = bitcast i32 %6073 to float
  %6075 = and i32 %6072, 65535
  %6076 = zext i32 %6075 to i64
  %6077 = bitcast float %6074 to i32
  %6078 = fcmp uno float %6074, %6074
  %6079 = select i1 %6078, i32 2143289344, i32 %6077
  %6080 = xor i32 %6079, 2147483647
  %6081 = icmp sge i32 %6079, 0
  %6082 = select i1 %6081, i32 %6079, i32 %6080
  %6083 = sext i32 %6082 to i64
  %6084 = shl i64 %6083, 32
  %6085 = or i64 %6084, %6076
  %6086 = mul i64 %above.iv, 8
  %6087 = add i64 %6086, 4
  %6088 = mul i64 %6087, 32
  %6089 = add i64 %5907, %6088
  %6090 = icmp slt i64 %6089, %5801
  %6091 = select i1 %6090, i64 %6089, i64 0
  %6092 = getelementptr i32, ptr %5804, i64 %6091
  %6093 = load i32, ptr %6092, align 4
  %6094 = and i32 %6093, -65536
  %6095 = bitcast i32 %6094 to float
  %6096 = and i32 %6093, 65535
  %6097 = zext i32 %6096 to i64
  %6098 = bitcast float %6095 to i32
  %6099 = fcmp uno float %6095, %6095
  %6100 = select i1 %6099, i32 2143289344, i32 %6098
  %6101 = xor i32 %6100, 2147483647
  %6102 = icmp sge i32 %6100, 0
  %6103 = select i1 %6102, i32 %6100, i32 %6101
  %6104 = sext i32 %6103 to i64
  %6105 = shl i64 %6104, 32
  %6106 = or i64 %6105, %6097
  %6107 = mul i64 %above.iv, 8
  %6108 = add i64 %6107, 5
  %6109 = mul i64 %6108, 32
  %6110 = add i64 %5907, %6109
  %6111 = icmp slt i64 %6110, %5801
  %6112 = select i1 %6111, i64 %6110, i64 0
  %6113 = getelementptr i32, ptr %5804, i64 %6112
  %6114 = load i32, ptr %6113, align 4
  %6115 = and i32 %6114, -65536
  %6116 = bitcast i32 %6115 to float
  %6117 = and i32 %6114, 65535
  %6118 = zext i32 %6117 to i64
  %6119 = bitcast float %6116 to i32
  %6120 = fcmp uno float %6116, %6116
  %6121 = select i1 %6120, i32 2143289344, i32 %6119
  %6122 = xor i32 %6121, 2147483647
  %6123 = icmp sge i32 %6121, 0
  %6124 = select i1 %6123, i32 %6121, i32 %6122
  %6125 = sext i32 %6124 to i64
  %6126 = shl i64 %6125, 32
  %6127 = or i64 %6126, %6118
  %6128 = mul i64 %above.iv, 8
  %6129 = add i64 %6128, 6
  %6130 = mul i64 %6129, 32
  %6131 = add i64 %5907, %6130
  %6132 = icmp slt i64 %6131, %5801
  %6133 = select i1 %6132, i64 %6131, i64 0
  %6134 = getelementptr i32, ptr %5804, i64 %6133
  %6135 = load i32, ptr %6134, align 4
  %6136 = and i32 %6135, -65536
  %6137 = bitcast i32 %6136 to float
  %6138 = and i32 %6135, 65535
  %6139 = zext i32 %6138 to i64
  %6140 = bitcast float %6137 to i32
  %6141 = fcmp uno float %6137, %6137
  %6142 = select i1 %6141, i32 2143289344, i32 %6140
  %6143 = xor i32 %6142, 2147483647
  %6144 = icmp sge i32 %6142, 0
  %6145 = select i1 %6144, i32 %6142, i32 %6143
  %6146 = sext i32 %6145 to i64
  %6147 = shl i64 %6146, 32
  %6148 = or i64 %6147, %6139
  %6149 = mul i64 %above.iv, 8
  %6150 = add i64 %6149, 7
  %6151 = mul i64 %6150, 32
  %6152 = add i64 %5907, %6151
  %6153 = icmp slt i64 %6152, %5801
  %6154 = select i1 %6153, i64 %6152, i64 0
  %6155 = getelementptr i32, ptr %5804, i64 %6154
  %6156 = load i32, ptr %6155, align 4
  %6157 = and i32 %6156, -65536
  %6158 = bitcast i32 %6157 to float
  %6159 = and i32 %6156, 65535
  %6160 = zext i32 %6159 to i64
  %6161 = bitcast float %6158 to i32
  %6162 = fcmp uno float %6158, %6158
  %6163 = select i1 %6162, i32 2143289344, i32 %6161
  %6164 = xor i32 %6163, 2147483647
  %6165 = icmp sge i32 %6163, 0
  %6166 = select i1 %6165, i32 %6163, i32 %6164
  %6167 = sext i32 %6166 to i64
  %6168 = shl i64 %6167, 32
  %6169 = or i64 %6168, %6160
  %6170 = and i64 %6022, 4294967295
  %6171 = select i1 %6006, i64 %6170, i64 0
  %6172 = load i64, ptr %above783, align 4
  %6173 = add i64 %6172, %6171
  store i64 %6173, ptr %above783, align 4
  %6174 = and i64 %6043, 4294967295
  %6175 = select i1 %6027, i64 %6174, i64 0
  %6176 = load i64, ptr %above783, align 4
  %6177 = add i64 %6176, %6175
  store i64 %6177, ptr %above783, align 4
  %6178 = and i64 %6064, 4294967295
  %6179 = select i1 %6048, i64 %6178, i64 0
  %6180 = load i64, ptr %above783, align 4
  %6181 = add i64 %6180, %6179
  store i64 %6181, ptr %above783, align 4
  %6182 = and i64 %6085, 4294967295
  %6183 = select i1 %6069, i64 %6182, i64 0
  %6184 = load i64, ptr %above783, align 4
  %6185 = add i64 %6184, %6183
  store i64 %6185, ptr %above783, align 4
  %6186 = and i64 %6106, 4294967295
  %6187 = select i1 %6090, i64 %6186, i64 0
  %6188 = load i64, ptr %above783, align 4
  %6189 = add i64 %6188, %6187
  store i64 %6189, ptr %above783, align 4
  %6190 = and i64 %6127, 4294967295
  %6191 = select i1 %6111, i64 %6190, i64 0
  %6192 = load i64, ptr %above783, align 4
  %6193 = add i64 %6192, %6191
  store i64 %6193, ptr %above783, align 4
  %6194 = and i64 %6148, 4294967295
  %6195 = select i1 %6132, i64 %6194, i64 0
  %6196 = load i64, ptr %above783, align 4
  %6197 = add i64 %6196, %6195
  store i64 %6197, ptr %above783, align 4
  %6198 = and i64 %6169, 4294967295
  %6199 = select i1 %6153, i64 %6198, i64 0
  %6200 = load i64, ptr %above783, align 4
  %6201 = add i64 %6200, %6199
  store i64 %6201, ptr %above783, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !23

above.exit:                                       ; preds = %above.head
  %6202 = load i64, ptr %above783, align 4
  %6203 = trunc i64 %6202 to i32
  %6204 = bitcast i32 %6203 to float
  %6205 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6204, i32 16, i32 31)
  %6206 = bitcast float %6205 to i32
  %6207 = lshr i64 %6202, 32
  %6208 = trunc i64 %6207 to i32
  %6209 = bitcast i32 %6208 to float
  %6210 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6209, i32 16, i32 31)
  %6211 = bitcast float %6210 to i32
  %6212 = zext i32 %6206 to i64
  %6213 = zext i32 %6211 to i64
  %6214 = shl i64 %6213, 32
  %6215 = or i64 %6214, %6212
  %6216 = add i64 %6202, %6215
  %6217 = trunc i64 %6216 to i32
  %6218 = bitcast i32 %6217 to float
  %6219 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6218, i32 8, i32 31)
  %6220 = bitcast float %6219 to i32
  %6221 = lshr i64 %6216, 32
  %6222 = trunc i64 %6221 to i32
  %6223 = bitcast i32 %6222 to float
  %6224 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6223, i32 8, i32 31)
  %6225 = bitcast float %6224 to i32
  %6226 = zext i32 %6220 to i64
  %6227 = zext i32 %6225 to i64
  %6228 = shl i64 %6227, 32
  %6229 = or i64 %6228, %6226
  %6230 = add i64 %6216, %6229
  %6231 = trunc i64 %6230 to i32
  %6232 = bitcast i32 %6231 to float
  %6233 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6232, i32 4, i32 31)
  %6234 = bitcast float %6233 to i32
  %6235 = lshr i64 %6230, 32
  %6236 = trunc i64 %6235 to i32
  %6237 = bitcast i32 %6236 to float
  %6238 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6237, i32 4, i32 31)
  %6239 = bitcast float %6238 to i32
  %6240 = zext i32 %6234 to i64
  %6241 = zext i32 %6239 to i64
  %6242 = shl i64 %6241, 32
  %6243 = or i64 %6242, %6240
  %6244 = add i64 %6230, %6243
  %6245 = trunc i64 %6244 to i32
  %6246 = bitcast i32 %6245 to float
  %6247 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6246, i32 2, i32 31)
  %6248 = bitcast float %6247 to i32
  %6249 = lshr i64 %6244, 32
  %6250 = trunc i64 %6249 to i32
  %6251 = bitcast i32 %6250 to float
  %6252 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6251, i32 2, i32 31)
  %6253 = bitcast float %6252 to i32
  %6254 = zext i32 %6248 to i64
  %6255 = zext i32 %6253 to i64
  %6256 = shl i64 %6255, 32
  %6257 = or i64 %6256, %6254
  %6258 = add i64 %6244, %6257
  %6259 = trunc i64 %6258 to i32
  %6260 = bitcast i32 %6259 to float
  %6261 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6260, i32 1, i32 31)
  %6262 = bitcast float %6261 to i32
  %6263 = lshr i64 %6258, 32
  %6264 = trunc i64 %6263 to i32
  %6265 = bitcast i32 %6264 to float
  %6266 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6265, i32 1, i32 31)
  %6267 = bitcast float %6266 to i32
  %6268 = zext i32 %6262 to i64
  %6269 = zext i32 %6267 to i64
  %6270 = shl i64 %6269, 32
  %6271 = or i64 %6270, %6268
  %6272 = add i64 %6258, %6271
  store i64 %6272, ptr %above775, align 4
  br label %exact.end777

if.then784:                                       ; preds = %exact.end777
  store i64 %5912, ptr %5795, align 4
  br label %if.end785

if.end785:                                        ; preds = %if.then784, %exact.end777
  store i64 -9223372036854775808, ptr %gtop, align 4
  store i64 -9223372036854775808, ptr %gtop786, align 4
  %6273 = and i64 %23, 31
  %6274 = add i64 %5801, 255
  %6275 = udiv i64 %6274, 256
  br label %gtop.head

gtop.head:                                        ; preds = %gtop.body, %if.end785
  %gtop.iv = phi i64 [ 0, %if.end785 ], [ %gtop.next, %gtop.body ]
  %6276 = icmp slt i64 %gtop.iv, %6275
  br i1 %6276, label %gtop.body, label %gtop.exit

gtop.body:                                        ; preds = %gtop.head
  %6277 = mul i64 %gtop.iv, 8
  %6278 = add i64 %6277, 0
  %6279 = mul i64 %6278, 32
  %6280 = add i64 %6273, %6279
  %6281 = icmp slt i64 %6280, %5801
  %6282 = select i1 %6281, i64 %6280, i64 0
  %6283 = getelementptr i32, ptr %5804, i64 %6282
  %6284 = load i32, ptr %6283, align 4
  %6285 = and i32 %6284, -65536
  %6286 = bitcast i32 %6285 to float
  %6287 = and i32 %6284, 65535
  %6288 = zext i32 %6287 to i64
  %6289 = bitcast float %6286 to i32
  %6290 = fcmp uno float %6286, %6286
  %6291 = select i1 %6290, i32 2143289344, i32 %6289
  %6292 = xor i32 %6291, 2147483647
  %6293 = icmp sge i32 %6291, 0
  %6294 = select i1 %6293, i32 %6291, i32 %6292
  %6295 = sext i32 %6294 to i64
  %6296 = shl i64 %6295, 32
  %6297 = or i64 %6296, %6288
  %6298 = mul i64 %gtop.iv, 8
  %6299 = add i64 %6298, 1
  %6300 = mul i64 %6299, 32
  %6301 = add i64 %6273, %6300
  %6302 = icmp slt i64 %6301, %5801
  %6303 = select i1 %6302, i64 %6301, i64 0
  %6304 = getelementptr i32, ptr %5804, i64 %6303
  %6305 = load i32, ptr %6304, align 4
  %6306 = and i32 %6305, -65536
  %6307 = bitcast i32 %6306 to float
  %6308 = and i32 %6305, 65535
  %6309 = zext i32 %6308 to i64
  %6310 = bitcast float %6307 to i32
  %6311 = fcmp uno float %6307, %6307
  %6312 = select i1 %6311, i32 2143289344, i32 %6310
  %6313 = xor i32 %6312, 2147483647
  %6314 = icmp sge i32 %6312, 0
  %6315 = select i1 %6314, i32 %6312, i32 %6313
  %6316 = sext i32 %6315 to i64
  %6317 = shl i64 %6316, 32
  %6318 = or i64 %6317, %6309
  %6319 = mul i64 %gtop.iv, 8
  %6320 = add i64 %6319, 2
  %6321 = mul i64 %6320, 32
  %6322 = add i64 %6273, %6321
  %6323 = icmp slt i64 %6322, %5801
  %6324 = select i1 %6323, i64 %6322, i64 0
  %6325 = getelementptr i32, ptr %5804, i64 %6324
  %6326 = load i32, ptr %6325, align 4
  %6327 = and i32 %6326, -65536
  %6328 = bitcast i32 %6327 to float
  %6329 = and i32 %6326, 65535
  %6330 = zext i32 %6329 to i64
  %6331 = bitcast float %6328 to i32
  %6332 = fcmp uno float %6328, %6328
  %6333 = select i1 %6332, i32 2143289344, i32 %6331
  %6334 = xor i32 %6333, 2147483647
  %6335 = icmp sge i32 %6333, 0
  %6336 = select i1 %6335, i32 %6333, i32 %6334
  %6337 = sext i32 %6336 to i64
  %6338 = shl i64 %6337, 32
  %6339 = or i64 %6338, %6330
  %6340 = mul i64 %gtop.iv, 8
  %6341 = add i64 %6340, 3
  %6342 = mul i64 %6341, 32
  %6343 = add i64 %6273, %6342
  %6344 = icmp slt i64 %6343, %5801
  %6345 = select i1 %6344, i64 %6343, i64 0
  %6346 = getelementptr i32, ptr %5804, i64 %6345
  %6347 = load i32, ptr %6346, align 4
  %6348 = and i32 %6347, -65536
  %6349 = bitcast i32 %6348 to float
  %6350 = and i32 %6347, 65535
  %6351 = zext i32 %6350 to i64
  %6352 = bitcast float %6349 to i32
  %6353 = fcmp uno float %6349, %6349
  %6354 = select i1 %6353, i32 2143289344, i32 %6352
  %6355 = xor i32 %6354, 2147483647
  %6356 = icmp sge i32 %6354, 0
  %6357 = select i1 %6356, i32 %6354, i32 %6355
  %6358 = sext i32 %6357 to i64
  %6359 = shl i64 %6358, 32
  %6360 = or i64 %6359, %6351
  %6361 = mul i64 %gtop.iv, 8
  %6362 = add i64 %6361, 4
  %6363 = mul i64 %6362, 32
  %6364 = add i64 %6273, %6363
  %6365 = icmp slt i64 %6364, %5801
  %6366 = select i1 %6365, i64 %6364, i64 0
  %6367 = getelementptr i32, ptr %5804, i64 %6366
  %6368 = load i32, ptr %6367, align 4
  %6369 = and i32 %6368, -65536
  %6370 = bitcast i32 %6369 to float
  %6371 = and i32 %6368, 65535
  %6372 = zext i32 %6371 to i64
  %6373 = bitcast float %6370 to i32
  %6374 = fcmp uno float %6370, %6370
  %6375 = select i1 %6374, i32 2143289344, i32 %6373
  %6376 = xor i32 %6375, 2147483647
  %6377 = icmp sge i32 %6375, 0
  %6378 = select i1 %6377, i32 %6375, i32 %6376
  %6379 = sext i32 %6378 to i64
  %6380 = shl i64 %6379, 32
  %6381 = or i64 %6380, %6372
  %6382 = mul i64 %gtop.iv, 8
  %6383 = add i64 %6382, 5
  %6384 = mul i64 %6383, 32
  %6385 = add i64 %6273, %6384
  %6386 = icmp slt i64 %6385, %5801
  %6387 = select i1 %6386, i64 %6385, i64 0
  %6388 = getelementptr i32, ptr %5804, i64 %6387
  %6389 = load i32, ptr %6388, align 4
  %6390 = and i32 %6389, -65536
  %6391 = bitcast i32 %6390 to float
  %6392 = and i32 %6389, 65535
  %6393 = zext i32 %6392 to i64
  %6394 = bitcast float %6391 to i32
  %6395 = fcmp uno float %6391, %6391
  %6396 = select i1 %6395, i32 2143289344, i32 %6394
  %6397 = xor i32 %6396, 2147483647
  %6398 = icmp sge i32 %6396, 0
  %6399 = select i1 %6398, i32 %6396, i32 %6397
  %6400 = sext i32 %6399 to i64
  %6401 = shl i64 %6400, 32
  %6402 = or i64 %6401, %6393
  %6403 = mul i64 %gtop.iv, 8
  %6404 = add i64 %6403, 6
  %6405 = mul i64 %6404, 32
  %6406 = add i64 %6273, %6405
  %6407 = icmp slt i64 %6406, %5801
  %6408 = select i1 %6407, i64 %6406, i64 0
  %6409 = getelementptr i32, ptr %5804, i64 %6408
  %6410 = load i32, ptr %6409, align 4
  %6411 = and i32 %6410, -65536
  %6412 = bitcast i32 %6411 to float
  %6413 = and i32 %6410, 65535
  %6414 = zext i32 %6413 to i64
  %6415 = bitcast float %6412 to i32
  %6416 = fcmp uno float %6412, %6412
  %6417 = select i1 %6416, i32 2143289344, i32 %6415
  %6418 = xor i32 %6417, 2147483647
  %6419 = icmp sge i32 %6417, 0
  %6420 = select i1 %6419, i32 %6417, i32 %6418
  %6421 = sext i32 %6420 to i64
  %6422 = shl i64 %6421, 32
  %6423 = or i64 %6422, %6414
  %6424 = mul i64 %gtop.iv, 8
  %6425 = add i64 %6424, 7
  %6426 = mul i64 %6425, 32
  %6427 = add i64 %6273, %6426
  %6428 = icmp slt i64 %6427, %5801
  %6429 = select i1 %6428, i64 %6427, i64 0
  %6430 = getelementptr i32, ptr %5804, i64 %6429
  %6431 = load i32, ptr %6430, align 4
  %6432 = and i32 %6431, -65536
  %6433 = bitcast i32 %6432 to float
  %6434 = and i32 %6431, 65535
  %6435 = zext i32 %6434 to i64
  %6436 = bitcast float %6433 to i32
  %6437 = fcmp uno float %6433, %6433
  %6438 = select i1 %6437, i32 2143289344, i32 %6436
  %6439 = xor i32 %6438, 2147483647
  %6440 = icmp sge i32 %6438, 0
  %6441 = select i1 %6440, i32 %6438, i32 %6439
  %6442 = sext i32 %6441 to i64
  %6443 = shl i64 %6442, 32
  %6444 = or i64 %6443, %6435
  %6445 = ashr i64 %6297, 32
  %6446 = shl i64 %6445, 32
  %6447 = or i64 %6446, %6280
  %6448 = select i1 %6281, i64 %6447, i64 -9223372036854775808
  %6449 = load i64, ptr %gtop, align 4
  %6450 = load i64, ptr %gtop786, align 4
  %6451 = icmp slt i64 %6448, %6449
  %6452 = select i1 %6451, i64 %6448, i64 %6449
  %6453 = icmp sgt i64 %6452, %6450
  %6454 = select i1 %6453, i64 %6452, i64 %6450
  store i64 %6454, ptr %gtop786, align 4
  %6455 = load i64, ptr %gtop, align 4
  %6456 = icmp sgt i64 %6448, %6455
  %6457 = select i1 %6456, i64 %6448, i64 %6455
  store i64 %6457, ptr %gtop, align 4
  %6458 = ashr i64 %6318, 32
  %6459 = shl i64 %6458, 32
  %6460 = or i64 %6459, %6301
  %6461 = select i1 %6302, i64 %6460, i64 -9223372036854775808
  %6462 = load i64, ptr %gtop, align 4
  %6463 = load i64, ptr %gtop786, align 4
  %6464 = icmp slt i64 %6461, %6462
  %6465 = select i1 %6464, i64 %6461, i64 %6462
  %6466 = icmp sgt i64 %6465, %6463
  %6467 = select i1 %6466, i64 %6465, i64 %6463
  store i64 %6467, ptr %gtop786, align 4
  %6468 = load i64, ptr %gtop, align 4
  %6469 = icmp sgt i64 %6461, %6468
  %6470 = select i1 %6469, i64 %6461, i64 %6468
  store i64 %6470, ptr %gtop, align 4
  %6471 = ashr i64 %6339, 32
  %6472 = shl i64 %6471, 32
  %6473 = or i64 %6472, %6322
  %6474 = select i1 %6323, i64 %6473, i64 -9223372036854775808
  %6475 = load i64, ptr %gtop, align 4
  %6476 = load i64, ptr %gtop786, align 4
  %6477 = icmp slt i64 %6474, %6475
  %6478 = select i1 %6477, i64 %6474, i64 %6475
  %6479 = icmp sgt i64 %6478, %6476
  %6480 = select i1 %6479, i64 %6478, i64 %6476
  store i64 %6480, ptr %gtop786, align 4
  %6481 = load i64, ptr %gtop, align 4
  %6482 = icmp sgt i64 %6474, %6481
  %6483 = select i1 %6482, i64 %6474, i64 %6481
  store i64 %6483, ptr %gtop, align 4
  %6484 = ashr i64 %6360, 32
  %6485 = shl i64 %6484, 32
  %6486 = or i64 %6485, %6343
  %6487 = select i1 %6344, i64 %6486, i64 -9223372036854775808
  %6488 = load i64, ptr %gtop, align 4
  %6489 = load i64, ptr %gtop786, align 4
  %6490 = icmp slt i64 %6487, %6488
  %6491 = select i1 %6490, i64 %6487, i64 %6488
  %6492 = icmp sgt i64 %6491, %6489
  %6493 = select i1 %6492, i64 %6491, i64 %6489
  store i64 %6493, ptr %gtop786, align 4
  %6494 = load i64, ptr %gtop, align 4
  %6495 = icmp sgt i64 %6487, %6494
  %6496 = select i1 %6495, i64 %6487, i64 %6494
  store i64 %6496, ptr %gtop, align 4
  %6497 = ashr i64 %6381, 32
  %6498 = shl i64 %6497, 32
  %6499 = or i64 %6498, %6364
  %6500 = select i1 %6365, i64 %6499, i64 -9223372036854775808
  %6501 = load i64, ptr %gtop, align 4
  %6502 = load i64, ptr %gtop786, align 4
  %6503 = icmp slt i64 %6500, %6501
  %6504 = select i1 %6503, i64 %6500, i64 %6501
  %6505 = icmp sgt i64 %6504, %6502
  %6506 = select i1 %6505, i64 %6504, i64 %6502
  store i64 %6506, ptr %gtop786, align 4
  %6507 = load i64, ptr %gtop, align 4
  %6508 = icmp sgt i64 %6500, %6507
  %6509 = select i1 %6508, i64 %6500, i64 %6507
  store i64 %6509, ptr %gtop, align 4
  %6510 = ashr i64 %6402, 32
  %6511 = shl i64 %6510, 32
  %6512 = or i64 %6511, %6385
  %6513 = select i1 %6386, i64 %6512, i64 -9223372036854775808
  %6514 = load i64, ptr %gtop, align 4
  %6515 = load i64, ptr %gtop786, align 4
  %6516 = icmp slt i64 %6513, %6514
  %6517 = select i1 %6516, i64 %6513, i64 %6514
  %6518 = icmp sgt i64 %6517, %6515
  %6519 = select i1 %6518, i64 %6517, i64 %6515
  store i64 %6519, ptr %gtop786, align 4
  %6520 = load i64, ptr %gtop, align 4
  %6521 = icmp sgt i64 %6513, %6520
  %6522 = select i1 %6521, i64 %6513, i64 %6520
  store i64 %6522, ptr %gtop, align 4
  %6523 = ashr i64 %6423, 32
  %6524 = shl i64 %6523, 32
  %6525 = or i64 %6524, %6406
  %6526 = select i1 %6407, i64 %6525, i64 -9223372036854775808
  %6527 = load i64, ptr %gtop, align 4
  %6528 = load i64, ptr %gtop786, align 4
  %6529 = icmp slt i64 %6526, %6527
  %6530 = select i1 %6529, i64 %6526, i64 %6527
  %6531 = icmp sgt i64 %6530, %6528
  %6532 = select i1 %6531, i64 %6530, i64 %6528
  store i64 %6532, ptr %gtop786, align 4
  %6533 = load i64, ptr %gtop, align 4
  %6534 = icmp sgt i64 %6526, %6533
  %6535 = select i1 %6534, i64 %6526, i64 %6533
  store i64 %6535, ptr %gtop, align 4
  %6536 = ashr i64 %6444, 32
  %6537 = shl i64 %6536, 32
  %6538 = or i64 %6537, %6427
  %6539 = select i1 %6428, i64 %6538, i64 -9223372036854775808
  %6540 = load i64, ptr %gtop, align 4
  %6541 = load i64, ptr %gtop786, align 4
  %6542 = icmp slt i64 %6539, %6540
  %6543 = select i1 %6542, i64 %6539, i64 %6540
  %6544 = icmp sgt i64 %6543, %6541
  %6545 = select i1 %6544, i64 %6543, i64 %6541
  store i64 %6545, ptr %gtop786, align 4
  %6546 = load i64, ptr %gtop, align 4
  %6547 = icmp sgt i64 %6539, %6546
  %6548 = select i1 %6547, i64 %6539, i64 %6546
  store i64 %6548, ptr %gtop, align 4
  %gtop.next = add nsw i64 %gtop.iv, 1
  br label %gtop.head, !llvm.loop !24

gtop.exit:                                        ; preds = %gtop.head
  %6549 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %6550 = bitcast float %6549 to i32
  %6551 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %6552 = bitcast float %6551 to i32
  %6553 = zext i32 %6550 to i64
  %6554 = zext i32 %6552 to i64
  %6555 = shl i64 %6554, 32
  %6556 = or i64 %6555, %6553
  %6557 = icmp sgt i64 %6556, 0
  %6558 = select i1 %6557, i64 %6556, i64 0
  %6559 = trunc i64 %6558 to i32
  %6560 = bitcast i32 %6559 to float
  %6561 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6560, i32 8, i32 31)
  %6562 = bitcast float %6561 to i32
  %6563 = lshr i64 %6558, 32
  %6564 = trunc i64 %6563 to i32
  %6565 = bitcast i32 %6564 to float
  %6566 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6565, i32 8, i32 31)
  %6567 = bitcast float %6566 to i32
  %6568 = zext i32 %6562 to i64
  %6569 = zext i32 %6567 to i64
  %6570 = shl i64 %6569, 32
  %6571 = or i64 %6570, %6568
  %6572 = icmp sgt i64 %6571, %6558
  %6573 = select i1 %6572, i64 %6571, i64 %6558
  %6574 = trunc i64 %6573 to i32
  %6575 = bitcast i32 %6574 to float
  %6576 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6575, i32 4, i32 31)
  %6577 = bitcast float %6576 to i32
  %6578 = lshr i64 %6573, 32
  %6579 = trunc i64 %6578 to i32
  %6580 = bitcast i32 %6579 to float
  %6581 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6580, i32 4, i32 31)
  %6582 = bitcast float %6581 to i32
  %6583 = zext i32 %6577 to i64
  %6584 = zext i32 %6582 to i64
  %6585 = shl i64 %6584, 32
  %6586 = or i64 %6585, %6583
  %6587 = icmp sgt i64 %6586, %6573
  %6588 = select i1 %6587, i64 %6586, i64 %6573
  %6589 = trunc i64 %6588 to i32
  %6590 = bitcast i32 %6589 to float
  %6591 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6590, i32 2, i32 31)
  %6592 = bitcast float %6591 to i32
  %6593 = lshr i64 %6588, 32
  %6594 = trunc i64 %6593 to i32
  %6595 = bitcast i32 %6594 to float
  %6596 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6595, i32 2, i32 31)
  %6597 = bitcast float %6596 to i32
  %6598 = zext i32 %6592 to i64
  %6599 = zext i32 %6597 to i64
  %6600 = shl i64 %6599, 32
  %6601 = or i64 %6600, %6598
  %6602 = icmp sgt i64 %6601, %6588
  %6603 = select i1 %6602, i64 %6601, i64 %6588
  %6604 = trunc i64 %6603 to i32
  %6605 = bitcast i32 %6604 to float
  %6606 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6605, i32 1, i32 31)
  %6607 = bitcast float %6606 to i32
  %6608 = lshr i64 %6603, 32
  %6609 = trunc i64 %6608 to i32
  %6610 = bitcast i32 %6609 to float
  %6611 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6610, i32 1, i32 31)
  %6612 = bitcast float %6611 to i32
  %6613 = zext i32 %6607 to i64
  %6614 = zext i32 %6612 to i64
  %6615 = shl i64 %6614, 32
  %6616 = or i64 %6615, %6613
  %6617 = icmp sgt i64 %6616, %6603
  %6618 = select i1 %6617, i64 %6616, i64 %6603
  store i64 -9223372036854775808, ptr %last, align 4
  br label %theta1.head

theta1.head:                                      ; preds = %theta1.body, %gtop.exit
  %theta1.iv = phi i64 [ 0, %gtop.exit ], [ %theta1.next, %theta1.body ]
  %6619 = icmp slt i64 %theta1.iv, 20
  br i1 %6619, label %theta1.body, label %theta1.exit

theta1.body:                                      ; preds = %theta1.head
  %6620 = load i64, ptr %gtop, align 4
  %6621 = and i64 %23, 31
  %6622 = trunc i64 %6620 to i32
  %6623 = bitcast i32 %6622 to float
  %6624 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6623, i32 16, i32 31)
  %6625 = bitcast float %6624 to i32
  %6626 = lshr i64 %6620, 32
  %6627 = trunc i64 %6626 to i32
  %6628 = bitcast i32 %6627 to float
  %6629 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6628, i32 16, i32 31)
  %6630 = bitcast float %6629 to i32
  %6631 = zext i32 %6625 to i64
  %6632 = zext i32 %6630 to i64
  %6633 = shl i64 %6632, 32
  %6634 = or i64 %6633, %6631
  %6635 = icmp sgt i64 %6634, %6620
  %6636 = select i1 %6635, i64 %6634, i64 %6620
  %6637 = trunc i64 %6636 to i32
  %6638 = bitcast i32 %6637 to float
  %6639 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6638, i32 8, i32 31)
  %6640 = bitcast float %6639 to i32
  %6641 = lshr i64 %6636, 32
  %6642 = trunc i64 %6641 to i32
  %6643 = bitcast i32 %6642 to float
  %6644 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6643, i32 8, i32 31)
  %6645 = bitcast float %6644 to i32
  %6646 = zext i32 %6640 to i64
  %6647 = zext i32 %6645 to i64
  %6648 = shl i64 %6647, 32
  %6649 = or i64 %6648, %6646
  %6650 = icmp sgt i64 %6649, %6636
  %6651 = select i1 %6650, i64 %6649, i64 %6636
  %6652 = trunc i64 %6651 to i32
  %6653 = bitcast i32 %6652 to float
  %6654 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6653, i32 4, i32 31)
  %6655 = bitcast float %6654 to i32
  %6656 = lshr i64 %6651, 32
  %6657 = trunc i64 %6656 to i32
  %6658 = bitcast i32 %6657 to float
  %6659 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6658, i32 4, i32 31)
  %6660 = bitcast float %6659 to i32
  %6661 = zext i32 %6655 to i64
  %6662 = zext i32 %6660 to i64
  %6663 = shl i64 %6662, 32
  %6664 = or i64 %6663, %6661
  %6665 = icmp sgt i64 %6664, %6651
  %6666 = select i1 %6665, i64 %6664, i64 %6651
  %6667 = trunc i64 %6666 to i32
  %6668 = bitcast i32 %6667 to float
  %6669 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6668, i32 2, i32 31)
  %6670 = bitcast float %6669 to i32
  %6671 = lshr i64 %6666, 32
  %6672 = trunc i64 %6671 to i32
  %6673 = bitcast i32 %6672 to float
  %6674 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6673, i32 2, i32 31)
  %6675 = bitcast float %6674 to i32
  %6676 = zext i32 %6670 to i64
  %6677 = zext i32 %6675 to i64
  %6678 = shl i64 %6677, 32
  %6679 = or i64 %6678, %6676
  %6680 = icmp sgt i64 %6679, %6666
  %6681 = select i1 %6680, i64 %6679, i64 %6666
  %6682 = trunc i64 %6681 to i32
  %6683 = bitcast i32 %6682 to float
  %6684 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6683, i32 1, i32 31)
  %6685 = bitcast float %6684 to i32
  %6686 = lshr i64 %6681, 32
  %6687 = trunc i64 %6686 to i32
  %6688 = bitcast i32 %6687 to float
  %6689 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6688, i32 1, i32 31)
  %6690 = bitcast float %6689 to i32
  %6691 = zext i32 %6685 to i64
  %6692 = zext i32 %6690 to i64
  %6693 = shl i64 %6692, 32
  %6694 = or i64 %6693, %6691
  %6695 = icmp sgt i64 %6694, %6681
  %6696 = select i1 %6695, i64 %6694, i64 %6681
  store i64 %6696, ptr %last, align 4
  %6697 = icmp ne i64 %6696, -9223372036854775808
  %6698 = icmp eq i64 %6620, %6696
  %6699 = and i1 %6698, %6697
  %6700 = load i64, ptr %gtop786, align 4
  %6701 = load i64, ptr %gtop, align 4
  %6702 = select i1 %6699, i64 %6700, i64 %6701
  store i64 %6702, ptr %gtop, align 4
  %6703 = load i64, ptr %gtop786, align 4
  %6704 = select i1 %6699, i64 -9223372036854775808, i64 %6703
  store i64 %6704, ptr %gtop786, align 4
  %theta1.next = add nsw i64 %theta1.iv, 1
  br label %theta1.head, !llvm.loop !25

theta1.exit:                                      ; preds = %theta1.head
  %6705 = load i64, ptr %last, align 4
  %6706 = ashr i64 %6705, 32
  %6707 = trunc i64 %6706 to i32
  %6708 = icmp eq i64 %6705, -9223372036854775808
  %6709 = select i1 %6708, i32 -2147483648, i32 %6707
  store i64 -9223372036854775808, ptr %gslot, align 4
  store i64 -9223372036854775808, ptr %gslot787, align 4
  store i64 -9223372036854775808, ptr %gslot788, align 4
  store i64 -9223372036854775808, ptr %gslot789, align 4
  store i64 -9223372036854775808, ptr %gslot790, align 4
  store i64 -9223372036854775808, ptr %gslot791, align 4
  store i64 -9223372036854775808, ptr %gslot792, align 4
  store i64 -9223372036854775808, ptr %gslot793, align 4
  store i64 0, ptr %gn, align 4
  %6710 = and i64 %23, 31
  %6711 = add i64 %5801, 255
  %6712 = udiv i64 %6711, 256
  br label %gkeep.head

gkeep.head:                                       ; preds = %if.end809, %theta1.exit
  %gkeep.iv = phi i64 [ 0, %theta1.exit ], [ %gkeep.next, %if.end809 ]
  %6713 = icmp slt i64 %gkeep.iv, %6712
  br i1 %6713, label %gkeep.body, label %gkeep.exit

gkeep.body:                                       ; preds = %gkeep.head
  %6714 = mul i64 %gkeep.iv, 8
  %6715 = add i64 %6714, 0
  %6716 = mul i64 %6715, 32
  %6717 = add i64 %6710, %6716
  %6718 = icmp slt i64 %6717, %5801
  %6719 = select i1 %6718, i64 %6717, i64 0
  %6720 = getelementptr i32, ptr %5804, i64 %6719
  %6721 = load i32, ptr %6720, align 4
  %6722 = and i32 %6721, -65536
  %6723 = bitcast i32 %6722 to float
  %6724 = and i32 %6721, 65535
  %6725 = zext i32 %6724 to i64
  %6726 = bitcast float %6723 to i32
  %6727 = fcmp uno float %6723, %6723
  %6728 = select i1 %6727, i32 2143289344, i32 %6726
  %6729 = xor i32 %6728, 2147483647
  %6730 = icmp sge i32 %6728, 0
  %6731 = select i1 %6730, i32 %6728, i32 %6729
  %6732 = sext i32 %6731 to i64
  %6733 = shl i64 %6732, 32
  %6734 = or i64 %6733, %6725
  %6735 = mul i64 %gkeep.iv, 8
  %6736 = add i64 %6735, 1
  %6737 = mul i64 %6736, 32
  %6738 = add i64 %6710, %6737
  %6739 = icmp slt i64 %6738, %5801
  %6740 = select i1 %6739, i64 %6738, i64 0
  %6741 = getelementptr i32, ptr %5804, i64 %6740
  %6742 = load i32, ptr %6741, align 4
  %6743 = and i32 %6742, -65536
  %6744 = bitcast i32 %6743 to float
  %6745 = and i32 %6742, 65535
  %6746 = zext i32 %6745 to i64
  %6747 = bitcast float %6744 to i32
  %6748 = fcmp uno float %6744, %6744
  %6749 = select i1 %6748, i32 2143289344, i32 %6747
  %6750 = xor i32 %6749, 2147483647
  %6751 = icmp sge i32 %6749, 0
  %6752 = select i1 %6751, i32 %6749, i32 %6750
  %6753 = sext i32 %6752 to i64
  %6754 = shl i64 %6753, 32
  %6755 = or i64 %6754, %6746
  %6756 = mul i64 %gkeep.iv, 8
  %6757 = add i64 %6756, 2
  %6758 = mul i64 %6757, 32
  %6759 = add i64 %6710, %6758
  %6760 = icmp slt i64 %6759, %5801
  %6761 = select i1 %6760, i64 %6759, i64 0
  %6762 = getelementptr i32, ptr %5804, i64 %6761
  %6763 = load i32, ptr %6762, align 4
  %6764 = and i32 %6763, -65536
  %6765 = bitcast i32 %6764 to float
  %6766 = and i32 %6763, 65535
  %6767 = zext i32 %6766 to i64
  %6768 = bitcast float %6765 to i32
  %6769 = fcmp uno float %6765, %6765
  %6770 = select i1 %6769, i32 2143289344, i32 %6768
  %6771 = xor i32 %6770, 2147483647
  %6772 = icmp sge i32 %6770, 0
  %6773 = select i1 %6772, i32 %6770, i32 %6771
  %6774 = sext i32 %6773 to i64
  %6775 = shl i64 %6774, 32
  %6776 = or i64 %6775, %6767
  %6777 = mul i64 %gkeep.iv, 8
  %6778 = add i64 %6777, 3
  %6779 = mul i64 %6778, 32
  %6780 = add i64 %6710, %6779
  %6781 = icmp slt i64 %6780, %5801
  %6782 = select i1 %6781, i64 %6780, i64 0
  %6783 = getelementptr i32, ptr %5804, i64 %6782
  %6784 = load i32, ptr %6783, align 4
  %6785 = and i32 %6784, -65536
  %6786 = bitcast i32 %6785 to float
  %6787 = and i32 %6784, 65535
  %6788 = zext i32 %6787 to i64
  %6789 = bitcast float %6786 to i32
  %6790 = fcmp uno float %6786, %6786
  %6791 = select i1 %6790, i32 2143289344, i32 %6789
  %6792 = xor i32 %6791, 2147483647
  %6793 = icmp sge i32 %6791, 0
  %6794 = select i1 %6793, i32 %6791, i32 %6792
  %6795 = sext i32 %6794 to i64
  %6796 = shl i64 %6795, 32
  %6797 = or i64 %6796, %6788
  %6798 = mul i64 %gkeep.iv, 8
  %6799 = add i64 %6798, 4
  %6800 = mul i64 %6799, 32
  %6801 = add i64 %6710, %6800
  %6802 = icmp slt i64 %6801, %5801
  %6803 = select i1 %6802, i64 %6801, i64 0
  %6804 = getelementptr i32, ptr %5804, i64 %6803
  %6805 = load i32, ptr %6804, align 4
  %6806 = and i32 %6805, -65536
  %6807 = bitcast i32 %6806 to float
  %6808 = and i32 %6805, 65535
  %6809 = zext i32 %6808 to i64
  %6810 = bitcast float %6807 to i32
  %6811 = fcmp uno float %6807, %6807
  %6812 = select i1 %6811, i32 2143289344, i32 %6810
  %6813 = xor i32 %6812, 2147483647
  %6814 = icmp sge i32 %6812, 0
  %6815 = select i1 %6814, i32 %6812, i32 %6813
  %6816 = sext i32 %6815 to i64
  %6817 = shl i64 %6816, 32
  %6818 = or i64 %6817, %6809
  %6819 = mul i64 %gkeep.iv, 8
  %6820 = add i64 %6819, 5
  %6821 = mul i64 %6820, 32
  %6822 = add i64 %6710, %6821
  %6823 = icmp slt i64 %6822, %5801
  %6824 = select i1 %6823, i64 %6822, i64 0
  %6825 = getelementptr i32, ptr %5804, i64 %6824
  %6826 = load i32, ptr %6825, align 4
  %6827 = and i32 %6826, -65536
  %6828 = bitcast i32 %6827 to float
  %6829 = and i32 %6826, 65535
  %6830 = zext i32 %6829 to i64
  %6831 = bitcast float %6828 to i32
  %6832 = fcmp uno float %6828, %6828
  %6833 = select i1 %6832, i32 2143289344, i32 %6831
  %6834 = xor i32 %6833, 2147483647
  %6835 = icmp sge i32 %6833, 0
  %6836 = select i1 %6835, i32 %6833, i32 %6834
  %6837 = sext i32 %6836 to i64
  %6838 = shl i64 %6837, 32
  %6839 = or i64 %6838, %6830
  %6840 = mul i64 %gkeep.iv, 8
  %6841 = add i64 %6840, 6
  %6842 = mul i64 %6841, 32
  %6843 = add i64 %6710, %6842
  %6844 = icmp slt i64 %6843, %5801
  %6845 = select i1 %6844, i64 %6843, i64 0
  %6846 = getelementptr i32, ptr %5804, i64 %6845
  %6847 = load i32, ptr %6846, align 4
  %6848 = and i32 %6847, -65536
  %6849 = bitcast i32 %6848 to float
  %6850 = and i32 %6847, 65535
  %6851 = zext i32 %6850 to i64
  %6852 = bitcast float %6849 to i32
  %6853 = fcmp uno float %6849, %6849
  %6854 = select i1 %6853, i32 2143289344, i32 %6852
  %6855 = xor i32 %6854, 2147483647
  %6856 = icmp sge i32 %6854, 0
  %6857 = select i1 %6856, i32 %6854, i32 %6855
  %6858 = sext i32 %6857 to i64
  %6859 = shl i64 %6858, 32
  %6860 = or i64 %6859, %6851
  %6861 = mul i64 %gkeep.iv, 8
  %6862 = add i64 %6861, 7
  %6863 = mul i64 %6862, 32
  %6864 = add i64 %6710, %6863
  %6865 = icmp slt i64 %6864, %5801
  %6866 = select i1 %6865, i64 %6864, i64 0
  %6867 = getelementptr i32, ptr %5804, i64 %6866
  %6868 = load i32, ptr %6867, align 4
  %6869 = and i32 %6868, -65536
  %6870 = bitcast i32 %6869 to float
  %6871 = and i32 %6868, 65535
  %6872 = zext i32 %6871 to i64
  %6873 = bitcast float %6870 to i32
  %6874 = fcmp uno float %6870, %6870
  %6875 = select i1 %6874, i32 2143289344, i32 %6873
  %6876 = xor i32 %6875, 2147483647
  %6877 = icmp sge i32 %6875, 0
  %6878 = select i1 %6877, i32 %6875, i32 %6876
  %6879 = sext i32 %6878 to i64
  %6880 = shl i64 %6879, 32
  %6881 = or i64 %6880, %6872
  %6882 = ashr i64 %6734, 32
  %6883 = trunc i64 %6882 to i32
  %6884 = icmp sge i32 %6883, %6709
  %6885 = and i1 %6718, %6884
  br i1 %6885, label %if.then794, label %if.end795

gkeep.exit:                                       ; preds = %gkeep.head
  %6886 = load i64, ptr %gn, align 4
  %6887 = trunc i64 %6886 to i32
  %6888 = bitcast i32 %6887 to float
  %6889 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6888, i32 16, i32 31)
  %6890 = bitcast float %6889 to i32
  %6891 = lshr i64 %6886, 32
  %6892 = trunc i64 %6891 to i32
  %6893 = bitcast i32 %6892 to float
  %6894 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6893, i32 16, i32 31)
  %6895 = bitcast float %6894 to i32
  %6896 = zext i32 %6890 to i64
  %6897 = zext i32 %6895 to i64
  %6898 = shl i64 %6897, 32
  %6899 = or i64 %6898, %6896
  %6900 = icmp sgt i64 %6899, %6886
  %6901 = select i1 %6900, i64 %6899, i64 %6886
  %6902 = trunc i64 %6901 to i32
  %6903 = bitcast i32 %6902 to float
  %6904 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6903, i32 8, i32 31)
  %6905 = bitcast float %6904 to i32
  %6906 = lshr i64 %6901, 32
  %6907 = trunc i64 %6906 to i32
  %6908 = bitcast i32 %6907 to float
  %6909 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6908, i32 8, i32 31)
  %6910 = bitcast float %6909 to i32
  %6911 = zext i32 %6905 to i64
  %6912 = zext i32 %6910 to i64
  %6913 = shl i64 %6912, 32
  %6914 = or i64 %6913, %6911
  %6915 = icmp sgt i64 %6914, %6901
  %6916 = select i1 %6915, i64 %6914, i64 %6901
  %6917 = trunc i64 %6916 to i32
  %6918 = bitcast i32 %6917 to float
  %6919 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6918, i32 4, i32 31)
  %6920 = bitcast float %6919 to i32
  %6921 = lshr i64 %6916, 32
  %6922 = trunc i64 %6921 to i32
  %6923 = bitcast i32 %6922 to float
  %6924 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6923, i32 4, i32 31)
  %6925 = bitcast float %6924 to i32
  %6926 = zext i32 %6920 to i64
  %6927 = zext i32 %6925 to i64
  %6928 = shl i64 %6927, 32
  %6929 = or i64 %6928, %6926
  %6930 = icmp sgt i64 %6929, %6916
  %6931 = select i1 %6930, i64 %6929, i64 %6916
  %6932 = trunc i64 %6931 to i32
  %6933 = bitcast i32 %6932 to float
  %6934 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6933, i32 2, i32 31)
  %6935 = bitcast float %6934 to i32
  %6936 = lshr i64 %6931, 32
  %6937 = trunc i64 %6936 to i32
  %6938 = bitcast i32 %6937 to float
  %6939 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6938, i32 2, i32 31)
  %6940 = bitcast float %6939 to i32
  %6941 = zext i32 %6935 to i64
  %6942 = zext i32 %6940 to i64
  %6943 = shl i64 %6942, 32
  %6944 = or i64 %6943, %6941
  %6945 = icmp sgt i64 %6944, %6931
  %6946 = select i1 %6945, i64 %6944, i64 %6931
  %6947 = trunc i64 %6946 to i32
  %6948 = bitcast i32 %6947 to float
  %6949 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6948, i32 1, i32 31)
  %6950 = bitcast float %6949 to i32
  %6951 = lshr i64 %6946, 32
  %6952 = trunc i64 %6951 to i32
  %6953 = bitcast i32 %6952 to float
  %6954 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6953, i32 1, i32 31)
  %6955 = bitcast float %6954 to i32
  %6956 = zext i32 %6950 to i64
  %6957 = zext i32 %6955 to i64
  %6958 = shl i64 %6957, 32
  %6959 = or i64 %6958, %6956
  %6960 = icmp sgt i64 %6959, %6946
  %6961 = select i1 %6960, i64 %6959, i64 %6946
  %6962 = icmp sgt i64 %6961, 8
  store i32 -2147483648, ptr %theta, align 4
  br i1 %6962, label %gover.then, label %gover.else

if.then794:                                       ; preds = %gkeep.body
  %6963 = ashr i64 %6734, 32
  %6964 = shl i64 %6963, 32
  %6965 = or i64 %6964, %6717
  %6966 = load i64, ptr %gslot792, align 4
  %6967 = load i64, ptr %gslot793, align 4
  %6968 = icmp slt i64 %6965, %6966
  %6969 = select i1 %6968, i64 %6965, i64 %6966
  %6970 = icmp sgt i64 %6969, %6967
  %6971 = select i1 %6970, i64 %6969, i64 %6967
  store i64 %6971, ptr %gslot793, align 4
  %6972 = load i64, ptr %gslot791, align 4
  %6973 = load i64, ptr %gslot792, align 4
  %6974 = icmp slt i64 %6965, %6972
  %6975 = select i1 %6974, i64 %6965, i64 %6972
  %6976 = icmp sgt i64 %6975, %6973
  %6977 = select i1 %6976, i64 %6975, i64 %6973
  store i64 %6977, ptr %gslot792, align 4
  %6978 = load i64, ptr %gslot790, align 4
  %6979 = load i64, ptr %gslot791, align 4
  %6980 = icmp slt i64 %6965, %6978
  %6981 = select i1 %6980, i64 %6965, i64 %6978
  %6982 = icmp sgt i64 %6981, %6979
  %6983 = select i1 %6982, i64 %6981, i64 %6979
  store i64 %6983, ptr %gslot791, align 4
  %6984 = load i64, ptr %gslot789, align 4
  %6985 = load i64, ptr %gslot790, align 4
  %6986 = icmp slt i64 %6965, %6984
  %6987 = select i1 %6986, i64 %6965, i64 %6984
  %6988 = icmp sgt i64 %6987, %6985
  %6989 = select i1 %6988, i64 %6987, i64 %6985
  store i64 %6989, ptr %gslot790, align 4
  %6990 = load i64, ptr %gslot788, align 4
  %6991 = load i64, ptr %gslot789, align 4
  %6992 = icmp slt i64 %6965, %6990
  %6993 = select i1 %6992, i64 %6965, i64 %6990
  %6994 = icmp sgt i64 %6993, %6991
  %6995 = select i1 %6994, i64 %6993, i64 %6991
  store i64 %6995, ptr %gslot789, align 4
  %6996 = load i64, ptr %gslot787, align 4
  %6997 = load i64, ptr %gslot788, align 4
  %6998 = icmp slt i64 %6965, %6996
  %6999 = select i1 %6998, i64 %6965, i64 %6996
  %7000 = icmp sgt i64 %6999, %6997
  %7001 = select i1 %7000, i64 %6999, i64 %6997
  store i64 %7001, ptr %gslot788, align 4
  %7002 = load i64, ptr %gslot, align 4
  %7003 = load i64, ptr %gslot787, align 4
  %7004 = icmp slt i64 %6965, %7002
  %7005 = select i1 %7004, i64 %6965, i64 %7002
  %7006 = icmp sgt i64 %7005, %7003
  %7007 = select i1 %7006, i64 %7005, i64 %7003
  store i64 %7007, ptr %gslot787, align 4
  %7008 = load i64, ptr %gslot, align 4
  %7009 = icmp sgt i64 %6965, %7008
  %7010 = select i1 %7009, i64 %6965, i64 %7008
  store i64 %7010, ptr %gslot, align 4
  %7011 = load i64, ptr %gn, align 4
  %7012 = add i64 %7011, 1
  store i64 %7012, ptr %gn, align 4
  br label %if.end795

if.end795:                                        ; preds = %if.then794, %gkeep.body
  %7013 = ashr i64 %6755, 32
  %7014 = trunc i64 %7013 to i32
  %7015 = icmp sge i32 %7014, %6709
  %7016 = and i1 %6739, %7015
  br i1 %7016, label %if.then796, label %if.end797

if.then796:                                       ; preds = %if.end795
  %7017 = ashr i64 %6755, 32
  %7018 = shl i64 %7017, 32
  %7019 = or i64 %7018, %6738
  %7020 = load i64, ptr %gslot792, align 4
  %7021 = load i64, ptr %gslot793, align 4
  %7022 = icmp slt i64 %7019, %7020
  %7023 = select i1 %7022, i64 %7019, i64 %7020
  %7024 = icmp sgt i64 %7023, %7021
  %7025 = select i1 %7024, i64 %7023, i64 %7021
  store i64 %7025, ptr %gslot793, align 4
  %7026 = load i64, ptr %gslot791, align 4
  %7027 = load i64, ptr %gslot792, align 4
  %7028 = icmp slt i64 %7019, %7026
  %7029 = select i1 %7028, i64 %7019, i64 %7026
  %7030 = icmp sgt i64 %7029, %7027
  %7031 = select i1 %7030, i64 %7029, i64 %7027
  store i64 %7031, ptr %gslot792, align 4
  %7032 = load i64, ptr %gslot790, align 4
  %7033 = load i64, ptr %gslot791, align 4
  %7034 = icmp slt i64 %7019, %7032
  %7035 = select i1 %7034, i64 %7019, i64 %7032
  %7036 = icmp sgt i64 %7035, %7033
  %7037 = select i1 %7036, i64 %7035, i64 %7033
  store i64 %7037, ptr %gslot791, align 4
  %7038 = load i64, ptr %gslot789, align 4
  %7039 = load i64, ptr %gslot790, align 4
  %7040 = icmp slt i64 %7019, %7038
  %7041 = select i1 %7040, i64 %7019, i64 %7038
  %7042 = icmp sgt i64 %7041, %7039
  %7043 = select i1 %7042, i64 %7041, i64 %7039
  store i64 %7043, ptr %gslot790, align 4
  %7044 = load i64, ptr %gslot788, align 4
  %7045 = load i64, ptr %gslot789, align 4
  %7046 = icmp slt i64 %7019, %7044
  %7047 = select i1 %7046, i64 %7019, i64 %7044
  %7048 = icmp sgt i64 %7047, %7045
  %7049 = select i1 %7048, i64 %7047, i64 %7045
  store i64 %7049, ptr %gslot789, align 4
  %7050 = load i64, ptr %gslot787, align 4
  %7051 = load i64, ptr %gslot788, align 4
  %7052 = icmp slt i64 %7019, %7050
  %7053 = select i1 %7052, i64 %7019, i64 %7050
  %7054 = icmp sgt i64 %7053, %7051
  %7055 = select i1 %7054, i64 %7053, i64 %7051
  store i64 %7055, ptr %gslot788, align 4
  %7056 = load i64, ptr %gslot, align 4
  %7057 = load i64, ptr %gslot787, align 4
  %7058 = icmp slt i64 %7019, %7056
  %7059 = select i1 %7058, i64 %7019, i64 %7056
  %7060 = icmp sgt i64 %7059, %7057
  %7061 = select i1 %7060, i64 %7059, i64 %7057
  store i64 %7061, ptr %gslot787, align 4
  %7062 = load i64, ptr %gslot, align 4
  %7063 = icmp sgt i64 %7019, %7062
  %7064 = select i1 %7063, i64 %7019, i64 %7062
  store i64 %7064, ptr %gslot, align 4
  %7065 = load i64, ptr %gn, align 4
  %7066 = add i64 %7065, 1
  store i64 %7066, ptr %gn, align 4
  br label %if.end797

if.end797:                                        ; preds = %if.then796, %if.end795
  %7067 = ashr i64 %6776, 32
  %7068 = trunc i64 %7067 to i32
  %7069 = icmp sge i32 %7068, %6709
  %7070 = and i1 %6760, %7069
  br i1 %7070, label %if.then798, label %if.end799

if.then798:                                       ; preds = %if.end797
  %7071 = ashr i64 %6776, 32
  %7072 = shl i64 %7071, 32
  %7073 = or i64 %7072, %6759
  %7074 = load i64, ptr %gslot792, align 4
  %7075 = load i64, ptr %gslot793, align 4
  %7076 = icmp slt i64 %7073, %7074
  %7077 = select i1 %7076, i64 %7073, i64 %7074
  %7078 = icmp sgt i64 %7077, %7075
  %7079 = select i1 %7078, i64 %7077, i64 %7075
  store i64 %7079, ptr %gslot793, align 4
  %7080 = load i64, ptr %gslot791, align 4
  %7081 = load i64, ptr %gslot792, align 4
  %7082 = icmp slt i64 %7073, %7080
  %7083 = select i1 %7082, i64 %7073, i64 %7080
  %7084 = icmp sgt i64 %7083, %7081
  %7085 = select i1 %7084, i64 %7083, i64 %7081
  store i64 %7085, ptr %gslot792, align 4
  %7086 = load i64, ptr %gslot790, align 4
  %7087 = load i64, ptr %gslot791, align 4
  %7088 = icmp slt i64 %7073, %7086
  %7089 = select i1 %7088, i64 %7073, i64 %7086
  %7090 = icmp sgt i64 %7089, %7087
  %7091 = select i1 %7090, i64 %7089, i64 %7087
  store i64 %7091, ptr %gslot791, align 4
  %7092 = load i64, ptr %gslot789, align 4
  %7093 = load i64, ptr %gslot790, align 4
  %7094 = icmp slt i64 %7073, %7092
  %7095 = select i1 %7094, i64 %7073, i64 %7092
  %7096 = icmp sgt i64 %7095, %7093
  %7097 = select i1 %7096, i64 %7095, i64 %7093
  store i64 %7097, ptr %gslot790, align 4
  %7098 = load i64, ptr %gslot788, align 4
  %7099 = load i64, ptr %gslot789, align 4
  %7100 = icmp slt i64 %7073, %7098
  %7101 = select i1 %7100, i64 %7073, i64 %7098
  %7102 = icmp sgt i64 %7101, %7099
  %7103 = select i1 %7102, i64 %7101, i64 %7099
  store i64 %7103, ptr %gslot789, align 4
  %7104 = load i64, ptr %gslot787, align 4
  %7105 = load i64, ptr %gslot788, align 4
  %7106 = icmp slt i64 %7073, %7104
  %7107 = select i1 %7106, i64 %7073, i64 %7104
  %7108 = icmp sgt i64 %7107, %7105
  %7109 = select i1 %7108, i64 %7107, i64 %7105
  store i64 %7109, ptr %gslot788, align 4
  %7110 = load i64, ptr %gslot, align 4
  %7111 = load i64, ptr %gslot787, align 4
  %7112 = icmp slt i64 %7073, %7110
  %7113 = select i1 %7112, i64 %7073, i64 %7110
  %7114 = icmp sgt i64 %7113, %7111
  %7115 = select i1 %7114, i64 %7113, i64 %7111
  store i64 %7115, ptr %gslot787, align 4
  %7116 = load i64, ptr %gslot, align 4
  %7117 = icmp sgt i64 %7073, %7116
  %7118 = select i1 %7117, i64 %7073, i64 %7116
  store i64 %7118, ptr %gslot, align 4
  %7119 = load i64, ptr %gn, align 4
  %7120 = add i64 %7119, 1
  store i64 %7120, ptr %gn, align 4
  br label %if.end799

if.end799:                                        ; preds = %if.then798, %if.end797
  %7121 = ashr i64 %6797, 32
  %7122 = trunc i64 %7121 to i32
  %7123 = icmp sge i32 %7122, %6709
  %7124 = and i1 %6781, %7123
  br i1 %7124, label %if.then800, label %if.end801

if.then800:                                       ; preds = %if.end799
  %7125 = ashr i64 %6797, 32
  %7126 = shl i64 %7125, 32
  %7127 = or i64 %7126, %6780
  %7128 = load i64, ptr %gslot792, align 4
  %7129 = load i64, ptr %gslot793, align 4
  %7130 = icmp slt i64 %7127, %7128
  %7131 = select i1 %7130, i64 %7127, i64 %7128
  %7132 = icmp sgt i64 %7131, %7129
  %7133 = select i1 %7132, i64 %7131, i64 %7129
  store i64 %7133, ptr %gslot793, align 4
  %7134 = load i64, ptr %gslot791, align 4
  %7135 = load i64, ptr %gslot792, align 4
  %7136 = icmp slt i64 %7127, %7134
  %7137 = select i1 %7136, i64 %7127, i64 %7134
  %7138 = icmp sgt i64 %7137, %7135
  %7139 = select i1 %7138, i64 %7137, i64 %7135
  store i64 %7139, ptr %gslot792, align 4
  %7140 = load i64, ptr %gslot790, align 4
  %7141 = load i64, ptr %gslot791, align 4
  %7142 = icmp slt i64 %7127, %7140
  %7143 = select i1 %7142, i64 %7127, i64 %7140
  %7144 = icmp sgt i64 %7143, %7141
  %7145 = select i1 %7144, i64 %7143, i64 %7141
  store i64 %7145, ptr %gslot791, align 4
  %7146 = load i64, ptr %gslot789, align 4
  %7147 = load i64, ptr %gslot790, align 4
  %7148 = icmp slt i64 %7127, %7146
  %7149 = select i1 %7148, i64 %7127, i64 %7146
  %7150 = icmp sgt i64 %7149, %7147
  %7151 = select i1 %7150, i64 %7149, i64 %7147
  store i64 %7151, ptr %gslot790, align 4
  %7152 = load i64, ptr %gslot788, align 4
  %7153 = load i64, ptr %gslot789, align 4
  %7154 = icmp slt i64 %7127, %7152
  %7155 = select i1 %7154, i64 %7127, i64 %7152
  %7156 = icmp sgt i64 %7155, %7153
  %7157 = select i1 %7156, i64 %7155, i64 %7153
  store i64 %7157, ptr %gslot789, align 4
  %7158 = load i64, ptr %gslot787, align 4
  %7159 = load i64, ptr %gslot788, align 4
  %7160 = icmp slt i64 %7127, %7158
  %7161 = select i1 %7160, i64 %7127, i64 %7158
  %7162 = icmp sgt i64 %7161, %7159
  %7163 = select i1 %7162, i64 %7161, i64 %7159
  store i64 %7163, ptr %gslot788, align 4
  %7164 = load i64, ptr %gslot, align 4
  %7165 = load i64, ptr %gslot787, align 4
  %7166 = icmp slt i64 %7127, %7164
  %7167 = select i1 %7166, i64 %7127, i64 %7164
  %7168 = icmp sgt i64 %7167, %7165
  %7169 = select i1 %7168, i64 %7167, i64 %7165
  store i64 %7169, ptr %gslot787, align 4
  %7170 = load i64, ptr %gslot, align 4
  %7171 = icmp sgt i64 %7127, %7170
  %7172 = select i1 %7171, i64 %7127, i64 %7170
  store i64 %7172, ptr %gslot, align 4
  %7173 = load i64, ptr %gn, align 4
  %7174 = add i64 %7173, 1
  store i64 %7174, ptr %gn, align 4
  br label %if.end801

if.end801:                                        ; preds = %if.then800, %if.end799
  %7175 = ashr i64 %6818, 32
  %7176 = trunc i64 %7175 to i32
  %7177 = icmp sge i32 %7176, %6709
  %7178 = and i1 %6802, %7177
  br i1 %7178, label %if.then802, label %if.end803

if.then802:                                       ; preds = %if.end801
  %7179 = ashr i64 %6818, 32
  %7180 = shl i64 %7179, 32
  %7181 = or i64 %7180, %6801
  %7182 = load i64, ptr %gslot792, align 4
  %7183 = load i64, ptr %gslot793, align 4
  %7184 = icmp slt i64 %7181, %7182
  %7185 = select i1 %7184, i64 %7181, i64 %7182
  %7186 = icmp sgt i64 %7185, %7183
  %7187 = select i1 %7186, i64 %7185, i64 %7183
  store i64 %7187, ptr %gslot793, align 4
  %7188 = load i64, ptr %gslot791, align 4
  %7189 = load i64, ptr %gslot792, align 4
  %7190 = icmp slt i64 %7181, %7188
  %7191 = select i1 %7190, i64 %7181, i64 %7188
  %7192 = icmp sgt i64 %7191, %7189
  %7193 = select i1 %7192, i64 %7191, i64 %7189
  store i64 %7193, ptr %gslot792, align 4
  %7194 = load i64, ptr %gslot790, align 4
  %7195 = load i64, ptr %gslot791, align 4
  %7196 = icmp slt i64 %7181, %7194
  %7197 = select i1 %7196, i64 %7181, i64 %7194
  %7198 = icmp sgt i64 %7197, %7195
  %7199 = select i1 %7198, i64 %7197, i64 %7195
  store i64 %7199, ptr %gslot791, align 4
  %7200 = load i64, ptr %gslot789, align 4
  %7201 = load i64, ptr %gslot790, align 4
  %7202 = icmp slt i64 %7181, %7200
  %7203 = select i1 %7202, i64 %7181, i64 %7200
  %7204 = icmp sgt i64 %7203, %7201
  %7205 = select i1 %7204, i64 %7203, i64 %7201
  store i64 %7205, ptr %gslot790, align 4
  %7206 = load i64, ptr %gslot788, align 4
  %7207 = load i64, ptr %gslot789, align 4
  %7208 = icmp slt i64 %7181, %7206
  %7209 = select i1 %7208, i64 %7181, i64 %7206
  %7210 = icmp sgt i64 %7209, %7207
  %7211 = select i1 %7210, i64 %7209, i64 %7207
  store i64 %7211, ptr %gslot789, align 4
  %7212 = load i64, ptr %gslot787, align 4
  %7213 = load i64, ptr %gslot788, align 4
  %7214 = icmp slt i64 %7181, %7212
  %7215 = select i1 %7214, i64 %7181, i64 %7212
  %7216 = icmp sgt i64 %7215, %7213
  %7217 = select i1 %7216, i64 %7215, i64 %7213
  store i64 %7217, ptr %gslot788, align 4
  %7218 = load i64, ptr %gslot, align 4
  %7219 = load i64, ptr %gslot787, align 4
  %7220 = icmp slt i64 %7181, %7218
  %7221 = select i1 %7220, i64 %7181, i64 %7218
  %7222 = icmp sgt i64 %7221, %7219
  %7223 = select i1 %7222, i64 %7221, i64 %7219
  store i64 %7223, ptr %gslot787, align 4
  %7224 = load i64, ptr %gslot, align 4
  %7225 = icmp sgt i64 %7181, %7224
  %7226 = select i1 %7225, i64 %7181, i64 %7224
  store i64 %7226, ptr %gslot, align 4
  %7227 = load i64, ptr %gn, align 4
  %7228 = add i64 %7227, 1
  store i64 %7228, ptr %gn, align 4
  br label %if.end803

if.end803:                                        ; preds = %if.then802, %if.end801
  %7229 = ashr i64 %6839, 32
  %7230 = trunc i64 %7229 to i32
  %7231 = icmp sge i32 %7230, %6709
  %7232 = and i1 %6823, %7231
  br i1 %7232, label %if.then804, label %if.end805

if.then804:                                       ; preds = %if.end803
  %7233 = ashr i64 %6839, 32
  %7234 = shl i64 %7233, 32
  %7235 = or i64 %7234, %6822
  %7236 = load i64, ptr %gslot792, align 4
  %7237 = load i64, ptr %gslot793, align 4
  %7238 = icmp slt i64 %7235, %7236
  %7239 = select i1 %7238, i64 %7235, i64 %7236
  %7240 = icmp sgt i64 %7239, %7237
  %7241 = select i1 %7240, i64 %7239, i64 %7237
  store i64 %7241, ptr %gslot793, align 4
  %7242 = load i64, ptr %gslot791, align 4
  %7243 = load i64, ptr %gslot792, align 4
  %7244 = icmp slt i64 %7235, %7242
  %7245 = select i1 %7244, i64 %7235, i64 %7242
  %7246 = icmp sgt i64 %7245, %7243
  %7247 = select i1 %7246, i64 %7245, i64 %7243
  store i64 %7247, ptr %gslot792, align 4
  %7248 = load i64, ptr %gslot790, align 4
  %7249 = load i64, ptr %gslot791, align 4
  %7250 = icmp slt i64 %7235, %7248
  %7251 = select i1 %7250, i64 %7235, i64 %7248
  %7252 = icmp sgt i64 %7251, %7249
  %7253 = select i1 %7252, i64 %7251, i64 %7249
  store i64 %7253, ptr %gslot791, align 4
  %7254 = load i64, ptr %gslot789, align 4
  %7255 = load i64, ptr %gslot790, align 4
  %7256 = icmp slt i64 %7235, %7254
  %7257 = select i1 %7256, i64 %7235, i64 %7254
  %7258 = icmp sgt i64 %7257, %7255
  %7259 = select i1 %7258, i64 %7257, i64 %7255
  store i64 %7259, ptr %gslot790, align 4
  %7260 = load i64, ptr %gslot788, align 4
  %7261 = load i64, ptr %gslot789, align 4
  %7262 = icmp slt i64 %7235, %7260
  %7263 = select i1 %7262, i64 %7235, i64 %7260
  %7264 = icmp sgt i64 %7263, %7261
  %7265 = select i1 %7264, i64 %7263, i64 %7261
  store i64 %7265, ptr %gslot789, align 4
  %7266 = load i64, ptr %gslot787, align 4
  %7267 = load i64, ptr %gslot788, align 4
  %7268 = icmp slt i64 %7235, %7266
  %7269 = select i1 %7268, i64 %7235, i64 %7266
  %7270 = icmp sgt i64 %7269, %7267
  %7271 = select i1 %7270, i64 %7269, i64 %7267
  store i64 %7271, ptr %gslot788, align 4
  %7272 = load i64, ptr %gslot, align 4
  %7273 = load i64, ptr %gslot787, align 4
  %7274 = icmp slt i64 %7235, %7272
  %7275 = select i1 %7274, i64 %7235, i64 %7272
  %7276 = icmp sgt i64 %7275, %7273
  %7277 = select i1 %7276, i64 %7275, i64 %7273
  store i64 %7277, ptr %gslot787, align 4
  %7278 = load i64, ptr %gslot, align 4
  %7279 = icmp sgt i64 %7235, %7278
  %7280 = select i1 %7279, i64 %7235, i64 %7278
  store i64 %7280, ptr %gslot, align 4
  %7281 = load i64, ptr %gn, align 4
  %7282 = add i64 %7281, 1
  store i64 %7282, ptr %gn, align 4
  br label %if.end805

if.end805:                                        ; preds = %if.then804, %if.end803
  %7283 = ashr i64 %6860, 32
  %7284 = trunc i64 %7283 to i32
  %7285 = icmp sge i32 %7284, %6709
  %7286 = and i1 %6844, %7285
  br i1 %7286, label %if.then806, label %if.end807

if.then806:                                       ; preds = %if.end805
  %7287 = ashr i64 %6860, 32
  %7288 = shl i64 %7287, 32
  %7289 = or i64 %7288, %6843
  %7290 = load i64, ptr %gslot792, align 4
  %7291 = load i64, ptr %gslot793, align 4
  %7292 = icmp slt i64 %7289, %7290
  %7293 = select i1 %7292, i64 %7289, i64 %7290
  %7294 = icmp sgt i64 %7293, %7291
  %7295 = select i1 %7294, i64 %7293, i64 %7291
  store i64 %7295, ptr %gslot793, align 4
  %7296 = load i64, ptr %gslot791, align 4
  %7297 = load i64, ptr %gslot792, align 4
  %7298 = icmp slt i64 %7289, %7296
  %7299 = select i1 %7298, i64 %7289, i64 %7296
  %7300 = icmp sgt i64 %7299, %7297
  %7301 = select i1 %7300, i64 %7299, i64 %7297
  store i64 %7301, ptr %gslot792, align 4
  %7302 = load i64, ptr %gslot790, align 4
  %7303 = load i64, ptr %gslot791, align 4
  %7304 = icmp slt i64 %7289, %7302
  %7305 = select i1 %7304, i64 %7289, i64 %7302
  %7306 = icmp sgt i64 %7305, %7303
  %7307 = select i1 %7306, i64 %7305, i64 %7303
  store i64 %7307, ptr %gslot791, align 4
  %7308 = load i64, ptr %gslot789, align 4
  %7309 = load i64, ptr %gslot790, align 4
  %7310 = icmp slt i64 %7289, %7308
  %7311 = select i1 %7310, i64 %7289, i64 %7308
  %7312 = icmp sgt i64 %7311, %7309
  %7313 = select i1 %7312, i64 %7311, i64 %7309
  store i64 %7313, ptr %gslot790, align 4
  %7314 = load i64, ptr %gslot788, align 4
  %7315 = load i64, ptr %gslot789, align 4
  %7316 = icmp slt i64 %7289, %7314
  %7317 = select i1 %7316, i64 %7289, i64 %7314
  %7318 = icmp sgt i64 %7317, %7315
  %7319 = select i1 %7318, i64 %7317, i64 %7315
  store i64 %7319, ptr %gslot789, align 4
  %7320 = load i64, ptr %gslot787, align 4
  %7321 = load i64, ptr %gslot788, align 4
  %7322 = icmp slt i64 %7289, %7320
  %7323 = select i1 %7322, i64 %7289, i64 %7320
  %7324 = icmp sgt i64 %7323, %7321
  %7325 = select i1 %7324, i64 %7323, i64 %7321
  store i64 %7325, ptr %gslot788, align 4
  %7326 = load i64, ptr %gslot, align 4
  %7327 = load i64, ptr %gslot787, align 4
  %7328 = icmp slt i64 %7289, %7326
  %7329 = select i1 %7328, i64 %7289, i64 %7326
  %7330 = icmp sgt i64 %7329, %7327
  %7331 = select i1 %7330, i64 %7329, i64 %7327
  store i64 %7331, ptr %gslot787, align 4
  %7332 = load i64, ptr %gslot, align 4
  %7333 = icmp sgt i64 %7289, %7332
  %7334 = select i1 %7333, i64 %7289, i64 %7332
  store i64 %7334, ptr %gslot, align 4
  %7335 = load i64, ptr %gn, align 4
  %7336 = add i64 %7335, 1
  store i64 %7336, ptr %gn, align 4
  br label %if.end807

if.end807:                                        ; preds = %if.then806, %if.end805
  %7337 = ashr i64 %6881, 32
  %7338 = trunc i64 %7337 to i32
  %7339 = icmp sge i32 %7338, %6709
  %7340 = and i1 %6865, %7339
  br i1 %7340, label %if.then808, label %if.end809

if.then808:                                       ; preds = %if.end807
  %7341 = ashr i64 %6881, 32
  %7342 = shl i64 %7341, 32
  %7343 = or i64 %7342, %6864
  %7344 = load i64, ptr %gslot792, align 4
  %7345 = load i64, ptr %gslot793, align 4
  %7346 = icmp slt i64 %7343, %7344
  %7347 = select i1 %7346, i64 %7343, i64 %7344
  %7348 = icmp sgt i64 %7347, %7345
  %7349 = select i1 %7348, i64 %7347, i64 %7345
  store i64 %7349, ptr %gslot793, align 4
  %7350 = load i64, ptr %gslot791, align 4
  %7351 = load i64, ptr %gslot792, align 4
  %7352 = icmp slt i64 %7343, %7350
  %7353 = select i1 %7352, i64 %7343, i64 %7350
  %7354 = icmp sgt i64 %7353, %7351
  %7355 = select i1 %7354, i64 %7353, i64 %7351
  store i64 %7355, ptr %gslot792, align 4
  %7356 = load i64, ptr %gslot790, align 4
  %7357 = load i64, ptr %gslot791, align 4
  %7358 = icmp slt i64 %7343, %7356
  %7359 = select i1 %7358, i64 %7343, i64 %7356
  %7360 = icmp sgt i64 %7359, %7357
  %7361 = select i1 %7360, i64 %7359, i64 %7357
  store i64 %7361, ptr %gslot791, align 4
  %7362 = load i64, ptr %gslot789, align 4
  %7363 = load i64, ptr %gslot790, align 4
  %7364 = icmp slt i64 %7343, %7362
  %7365 = select i1 %7364, i64 %7343, i64 %7362
  %7366 = icmp sgt i64 %7365, %7363
  %7367 = select i1 %7366, i64 %7365, i64 %7363
  store i64 %7367, ptr %gslot790, align 4
  %7368 = load i64, ptr %gslot788, align 4
  %7369 = load i64, ptr %gslot789, align 4
  %7370 = icmp slt i64 %7343, %7368
  %7371 = select i1 %7370, i64 %7343, i64 %7368
  %7372 = icmp sgt i64 %7371, %7369
  %7373 = select i1 %7372, i64 %7371, i64 %7369
  store i64 %7373, ptr %gslot789, align 4
  %7374 = load i64, ptr %gslot787, align 4
  %7375 = load i64, ptr %gslot788, align 4
  %7376 = icmp slt i64 %7343, %7374
  %7377 = select i1 %7376, i64 %7343, i64 %7374
  %7378 = icmp sgt i64 %7377, %7375
  %7379 = select i1 %7378, i64 %7377, i64 %7375
  store i64 %7379, ptr %gslot788, align 4
  %7380 = load i64, ptr %gslot, align 4
  %7381 = load i64, ptr %gslot787, align 4
  %7382 = icmp slt i64 %7343, %7380
  %7383 = select i1 %7382, i64 %7343, i64 %7380
  %7384 = icmp sgt i64 %7383, %7381
  %7385 = select i1 %7384, i64 %7383, i64 %7381
  store i64 %7385, ptr %gslot787, align 4
  %7386 = load i64, ptr %gslot, align 4
  %7387 = icmp sgt i64 %7343, %7386
  %7388 = select i1 %7387, i64 %7343, i64 %7386
  store i64 %7388, ptr %gslot, align 4
  %7389 = load i64, ptr %gn, align 4
  %7390 = add i64 %7389, 1
  store i64 %7390, ptr %gn, align 4
  br label %if.end809

if.end809:                                        ; preds = %if.then808, %if.end807
  %gkeep.next = add nsw i64 %gkeep.iv, 1
  br label %gkeep.head, !llvm.loop !26

gover.then:                                       ; preds = %gkeep.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %gtheta.head

gover.else:                                       ; preds = %gkeep.exit
  store i64 -9223372036854775808, ptr %gcopy, align 4
  %7391 = load i64, ptr %gslot, align 4
  store i64 %7391, ptr %gcopy, align 4
  store i64 -9223372036854775808, ptr %gcopy810, align 4
  %7392 = load i64, ptr %gslot787, align 4
  store i64 %7392, ptr %gcopy810, align 4
  store i64 -9223372036854775808, ptr %gcopy811, align 4
  %7393 = load i64, ptr %gslot788, align 4
  store i64 %7393, ptr %gcopy811, align 4
  store i64 -9223372036854775808, ptr %gcopy812, align 4
  %7394 = load i64, ptr %gslot789, align 4
  store i64 %7394, ptr %gcopy812, align 4
  store i64 -9223372036854775808, ptr %gcopy813, align 4
  %7395 = load i64, ptr %gslot790, align 4
  store i64 %7395, ptr %gcopy813, align 4
  store i64 -9223372036854775808, ptr %gcopy814, align 4
  %7396 = load i64, ptr %gslot791, align 4
  store i64 %7396, ptr %gcopy814, align 4
  store i64 -9223372036854775808, ptr %gcopy815, align 4
  %7397 = load i64, ptr %gslot792, align 4
  store i64 %7397, ptr %gcopy815, align 4
  store i64 -9223372036854775808, ptr %gcopy816, align 4
  %7398 = load i64, ptr %gslot793, align 4
  store i64 %7398, ptr %gcopy816, align 4
  store i64 -9223372036854775808, ptr %last817, align 4
  br label %stheta.head

gover.end:                                        ; preds = %stheta.exit, %gtheta.exit
  %7399 = load i32, ptr %theta, align 4
  store i64 -9223372036854775808, ptr %cslot, align 4
  store i64 -9223372036854775808, ptr %cslot818, align 4
  store i64 -9223372036854775808, ptr %cslot819, align 4
  store i64 -9223372036854775808, ptr %cslot820, align 4
  store i64 -9223372036854775808, ptr %cslot821, align 4
  store i64 -9223372036854775808, ptr %cslot822, align 4
  store i64 -9223372036854775808, ptr %cslot823, align 4
  store i64 -9223372036854775808, ptr %cslot824, align 4
  store i64 0, ptr %cn, align 4
  %7400 = xor i1 %6962, true
  br i1 %7400, label %if.then825, label %if.end826

gtheta.head:                                      ; preds = %group.exit, %gover.then
  %gtheta.iv = phi i64 [ 0, %gover.then ], [ %gtheta.next, %group.exit ]
  %7401 = icmp slt i64 %gtheta.iv, 20
  br i1 %7401, label %gtheta.body, label %gtheta.exit

gtheta.body:                                      ; preds = %gtheta.head
  %7402 = load i64, ptr %prev, align 4
  %7403 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

gtheta.exit:                                      ; preds = %gtheta.head
  %7404 = load i64, ptr %prev, align 4
  %7405 = ashr i64 %7404, 32
  %7406 = trunc i64 %7405 to i32
  %7407 = icmp eq i64 %7404, -9223372036854775808
  %7408 = select i1 %7407, i32 -2147483648, i32 %7406
  store i32 %7408, ptr %theta, align 4
  br label %gover.end

group.head:                                       ; preds = %group.body, %gtheta.body
  %group.iv = phi i64 [ %7403, %gtheta.body ], [ %group.next, %group.body ]
  %7409 = icmp slt i64 %group.iv, %5801
  br i1 %7409, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %7410 = getelementptr i32, ptr %5804, i64 %group.iv
  %7411 = load i32, ptr %7410, align 4
  %7412 = and i32 %7411, -65536
  %7413 = bitcast i32 %7412 to float
  %7414 = and i32 %7411, 65535
  %7415 = zext i32 %7414 to i64
  %7416 = bitcast float %7413 to i32
  %7417 = fcmp uno float %7413, %7413
  %7418 = select i1 %7417, i32 2143289344, i32 %7416
  %7419 = xor i32 %7418, 2147483647
  %7420 = icmp sge i32 %7418, 0
  %7421 = select i1 %7420, i32 %7418, i32 %7419
  %7422 = sext i32 %7421 to i64
  %7423 = shl i64 %7422, 32
  %7424 = or i64 %7423, %7415
  %7425 = ashr i64 %7424, 32
  %7426 = trunc i64 %7425 to i32
  %7427 = sext i32 %7426 to i64
  %7428 = shl i64 %7427, 32
  %7429 = or i64 %7428, %group.iv
  %7430 = load i64, ptr %best, align 4
  %7431 = icmp sgt i64 %7429, %7430
  %7432 = icmp slt i64 %7429, %7402
  %7433 = and i1 %7432, %7431
  %7434 = select i1 %7433, i64 %7429, i64 %7430
  store i64 %7434, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !27

group.exit:                                       ; preds = %group.head
  %7435 = load i64, ptr %best, align 4
  %7436 = trunc i64 %7435 to i32
  %7437 = bitcast i32 %7436 to float
  %7438 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7437, i32 16, i32 31)
  %7439 = bitcast float %7438 to i32
  %7440 = lshr i64 %7435, 32
  %7441 = trunc i64 %7440 to i32
  %7442 = bitcast i32 %7441 to float
  %7443 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7442, i32 16, i32 31)
  %7444 = bitcast float %7443 to i32
  %7445 = zext i32 %7439 to i64
  %7446 = zext i32 %7444 to i64
  %7447 = shl i64 %7446, 32
  %7448 = or i64 %7447, %7445
  %7449 = icmp sgt i64 %7448, %7435
  %7450 = select i1 %7449, i64 %7448, i64 %7435
  %7451 = trunc i64 %7450 to i32
  %7452 = bitcast i32 %7451 to float
  %7453 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7452, i32 8, i32 31)
  %7454 = bitcast float %7453 to i32
  %7455 = lshr i64 %7450, 32
  %7456 = trunc i64 %7455 to i32
  %7457 = bitcast i32 %7456 to float
  %7458 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7457, i32 8, i32 31)
  %7459 = bitcast float %7458 to i32
  %7460 = zext i32 %7454 to i64
  %7461 = zext i32 %7459 to i64
  %7462 = shl i64 %7461, 32
  %7463 = or i64 %7462, %7460
  %7464 = icmp sgt i64 %7463, %7450
  %7465 = select i1 %7464, i64 %7463, i64 %7450
  %7466 = trunc i64 %7465 to i32
  %7467 = bitcast i32 %7466 to float
  %7468 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7467, i32 4, i32 31)
  %7469 = bitcast float %7468 to i32
  %7470 = lshr i64 %7465, 32
  %7471 = trunc i64 %7470 to i32
  %7472 = bitcast i32 %7471 to float
  %7473 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7472, i32 4, i32 31)
  %7474 = bitcast float %7473 to i32
  %7475 = zext i32 %7469 to i64
  %7476 = zext i32 %7474 to i64
  %7477 = shl i64 %7476, 32
  %7478 = or i64 %7477, %7475
  %7479 = icmp sgt i64 %7478, %7465
  %7480 = select i1 %7479, i64 %7478, i64 %7465
  %7481 = trunc i64 %7480 to i32
  %7482 = bitcast i32 %7481 to float
  %7483 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7482, i32 2, i32 31)
  %7484 = bitcast float %7483 to i32
  %7485 = lshr i64 %7480, 32
  %7486 = trunc i64 %7485 to i32
  %7487 = bitcast i32 %7486 to float
  %7488 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7487, i32 2, i32 31)
  %7489 = bitcast float %7488 to i32
  %7490 = zext i32 %7484 to i64
  %7491 = zext i32 %7489 to i64
  %7492 = shl i64 %7491, 32
  %7493 = or i64 %7492, %7490
  %7494 = icmp sgt i64 %7493, %7480
  %7495 = select i1 %7494, i64 %7493, i64 %7480
  %7496 = trunc i64 %7495 to i32
  %7497 = bitcast i32 %7496 to float
  %7498 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7497, i32 1, i32 31)
  %7499 = bitcast float %7498 to i32
  %7500 = lshr i64 %7495, 32
  %7501 = trunc i64 %7500 to i32
  %7502 = bitcast i32 %7501 to float
  %7503 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7502, i32 1, i32 31)
  %7504 = bitcast float %7503 to i32
  %7505 = zext i32 %7499 to i64
  %7506 = zext i32 %7504 to i64
  %7507 = shl i64 %7506, 32
  %7508 = or i64 %7507, %7505
  %7509 = icmp sgt i64 %7508, %7495
  %7510 = select i1 %7509, i64 %7508, i64 %7495
  store i64 %7510, ptr %prev, align 4
  %gtheta.next = add nsw i64 %gtheta.iv, 1
  br label %gtheta.head, !llvm.loop !28

stheta.head:                                      ; preds = %stheta.body, %gover.else
  %stheta.iv = phi i64 [ 0, %gover.else ], [ %stheta.next, %stheta.body ]
  %7511 = icmp slt i64 %stheta.iv, 20
  br i1 %7511, label %stheta.body, label %stheta.exit

stheta.body:                                      ; preds = %stheta.head
  %7512 = load i64, ptr %gcopy, align 4
  %7513 = and i64 %23, 31
  %7514 = trunc i64 %7512 to i32
  %7515 = bitcast i32 %7514 to float
  %7516 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7515, i32 16, i32 31)
  %7517 = bitcast float %7516 to i32
  %7518 = lshr i64 %7512, 32
  %7519 = trunc i64 %7518 to i32
  %7520 = bitcast i32 %7519 to float
  %7521 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7520, i32 16, i32 31)
  %7522 = bitcast float %7521 to i32
  %7523 = zext i32 %7517 to i64
  %7524 = zext i32 %7522 to i64
  %7525 = shl i64 %7524, 32
  %7526 = or i64 %7525, %7523
  %7527 = icmp sgt i64 %7526, %7512
  %7528 = select i1 %7527, i64 %7526, i64 %7512
  %7529 = trunc i64 %7528 to i32
  %7530 = bitcast i32 %7529 to float
  %7531 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7530, i32 8, i32 31)
  %7532 = bitcast float %7531 to i32
  %7533 = lshr i64 %7528, 32
  %7534 = trunc i64 %7533 to i32
  %7535 = bitcast i32 %7534 to float
  %7536 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7535, i32 8, i32 31)
  %7537 = bitcast float %7536 to i32
  %7538 = zext i32 %7532 to i64
  %7539 = zext i32 %7537 to i64
  %7540 = shl i64 %7539, 32
  %7541 = or i64 %7540, %7538
  %7542 = icmp sgt i64 %7541, %7528
  %7543 = select i1 %7542, i64 %7541, i64 %7528
  %7544 = trunc i64 %7543 to i32
  %7545 = bitcast i32 %7544 to float
  %7546 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7545, i32 4, i32 31)
  %7547 = bitcast float %7546 to i32
  %7548 = lshr i64 %7543, 32
  %7549 = trunc i64 %7548 to i32
  %7550 = bitcast i32 %7549 to float
  %7551 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7550, i32 4, i32 31)
  %7552 = bitcast float %7551 to i32
  %7553 = zext i32 %7547 to i64
  %7554 = zext i32 %7552 to i64
  %7555 = shl i64 %7554, 32
  %7556 = or i64 %7555, %7553
  %7557 = icmp sgt i64 %7556, %7543
  %7558 = select i1 %7557, i64 %7556, i64 %7543
  %7559 = trunc i64 %7558 to i32
  %7560 = bitcast i32 %7559 to float
  %7561 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7560, i32 2, i32 31)
  %7562 = bitcast float %7561 to i32
  %7563 = lshr i64 %7558, 32
  %7564 = trunc i64 %7563 to i32
  %7565 = bitcast i32 %7564 to float
  %7566 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7565, i32 2, i32 31)
  %7567 = bitcast float %7566 to i32
  %7568 = zext i32 %7562 to i64
  %7569 = zext i32 %7567 to i64
  %7570 = shl i64 %7569, 32
  %7571 = or i64 %7570, %7568
  %7572 = icmp sgt i64 %7571, %7558
  %7573 = select i1 %7572, i64 %7571, i64 %7558
  %7574 = trunc i64 %7573 to i32
  %7575 = bitcast i32 %7574 to float
  %7576 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7575, i32 1, i32 31)
  %7577 = bitcast float %7576 to i32
  %7578 = lshr i64 %7573, 32
  %7579 = trunc i64 %7578 to i32
  %7580 = bitcast i32 %7579 to float
  %7581 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7580, i32 1, i32 31)
  %7582 = bitcast float %7581 to i32
  %7583 = zext i32 %7577 to i64
  %7584 = zext i32 %7582 to i64
  %7585 = shl i64 %7584, 32
  %7586 = or i64 %7585, %7583
  %7587 = icmp sgt i64 %7586, %7573
  %7588 = select i1 %7587, i64 %7586, i64 %7573
  store i64 %7588, ptr %last817, align 4
  %7589 = icmp ne i64 %7588, -9223372036854775808
  %7590 = icmp eq i64 %7512, %7588
  %7591 = and i1 %7590, %7589
  %7592 = load i64, ptr %gcopy810, align 4
  %7593 = load i64, ptr %gcopy, align 4
  %7594 = select i1 %7591, i64 %7592, i64 %7593
  store i64 %7594, ptr %gcopy, align 4
  %7595 = load i64, ptr %gcopy811, align 4
  %7596 = load i64, ptr %gcopy810, align 4
  %7597 = select i1 %7591, i64 %7595, i64 %7596
  store i64 %7597, ptr %gcopy810, align 4
  %7598 = load i64, ptr %gcopy812, align 4
  %7599 = load i64, ptr %gcopy811, align 4
  %7600 = select i1 %7591, i64 %7598, i64 %7599
  store i64 %7600, ptr %gcopy811, align 4
  %7601 = load i64, ptr %gcopy813, align 4
  %7602 = load i64, ptr %gcopy812, align 4
  %7603 = select i1 %7591, i64 %7601, i64 %7602
  store i64 %7603, ptr %gcopy812, align 4
  %7604 = load i64, ptr %gcopy814, align 4
  %7605 = load i64, ptr %gcopy813, align 4
  %7606 = select i1 %7591, i64 %7604, i64 %7605
  store i64 %7606, ptr %gcopy813, align 4
  %7607 = load i64, ptr %gcopy815, align 4
  %7608 = load i64, ptr %gcopy814, align 4
  %7609 = select i1 %7591, i64 %7607, i64 %7608
  store i64 %7609, ptr %gcopy814, align 4
  %7610 = load i64, ptr %gcopy816, align 4
  %7611 = load i64, ptr %gcopy815, align 4
  %7612 = select i1 %7591, i64 %7610, i64 %7611
  store i64 %7612, ptr %gcopy815, align 4
  %7613 = load i64, ptr %gcopy816, align 4
  %7614 = select i1 %7591, i64 -9223372036854775808, i64 %7613
  store i64 %7614, ptr %gcopy816, align 4
  %stheta.next = add nsw i64 %stheta.iv, 1
  br label %stheta.head, !llvm.loop !29

stheta.exit:                                      ; preds = %stheta.head
  %7615 = load i64, ptr %last817, align 4
  %7616 = ashr i64 %7615, 32
  %7617 = trunc i64 %7616 to i32
  %7618 = icmp eq i64 %7615, -9223372036854775808
  %7619 = select i1 %7618, i32 -2147483648, i32 %7617
  store i32 %7619, ptr %theta, align 4
  br label %gover.end

if.then825:                                       ; preds = %gover.end
  br label %cgroup.head

if.end826:                                        ; preds = %cgroup.exit, %gover.end
  %7620 = and i64 %23, 31
  %7621 = load i64, ptr %cn, align 4
  %7622 = trunc i64 %7621 to i32
  %7623 = bitcast i32 %7622 to float
  %7624 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7623, i32 16, i32 31)
  %7625 = bitcast float %7624 to i32
  %7626 = lshr i64 %7621, 32
  %7627 = trunc i64 %7626 to i32
  %7628 = bitcast i32 %7627 to float
  %7629 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7628, i32 16, i32 31)
  %7630 = bitcast float %7629 to i32
  %7631 = zext i32 %7625 to i64
  %7632 = zext i32 %7630 to i64
  %7633 = shl i64 %7632, 32
  %7634 = or i64 %7633, %7631
  %7635 = icmp sgt i64 %7634, %7621
  %7636 = select i1 %7635, i64 %7634, i64 %7621
  %7637 = trunc i64 %7636 to i32
  %7638 = bitcast i32 %7637 to float
  %7639 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7638, i32 8, i32 31)
  %7640 = bitcast float %7639 to i32
  %7641 = lshr i64 %7636, 32
  %7642 = trunc i64 %7641 to i32
  %7643 = bitcast i32 %7642 to float
  %7644 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7643, i32 8, i32 31)
  %7645 = bitcast float %7644 to i32
  %7646 = zext i32 %7640 to i64
  %7647 = zext i32 %7645 to i64
  %7648 = shl i64 %7647, 32
  %7649 = or i64 %7648, %7646
  %7650 = icmp sgt i64 %7649, %7636
  %7651 = select i1 %7650, i64 %7649, i64 %7636
  %7652 = trunc i64 %7651 to i32
  %7653 = bitcast i32 %7652 to float
  %7654 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7653, i32 4, i32 31)
  %7655 = bitcast float %7654 to i32
  %7656 = lshr i64 %7651, 32
  %7657 = trunc i64 %7656 to i32
  %7658 = bitcast i32 %7657 to float
  %7659 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7658, i32 4, i32 31)
  %7660 = bitcast float %7659 to i32
  %7661 = zext i32 %7655 to i64
  %7662 = zext i32 %7660 to i64
  %7663 = shl i64 %7662, 32
  %7664 = or i64 %7663, %7661
  %7665 = icmp sgt i64 %7664, %7651
  %7666 = select i1 %7665, i64 %7664, i64 %7651
  %7667 = trunc i64 %7666 to i32
  %7668 = bitcast i32 %7667 to float
  %7669 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7668, i32 2, i32 31)
  %7670 = bitcast float %7669 to i32
  %7671 = lshr i64 %7666, 32
  %7672 = trunc i64 %7671 to i32
  %7673 = bitcast i32 %7672 to float
  %7674 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7673, i32 2, i32 31)
  %7675 = bitcast float %7674 to i32
  %7676 = zext i32 %7670 to i64
  %7677 = zext i32 %7675 to i64
  %7678 = shl i64 %7677, 32
  %7679 = or i64 %7678, %7676
  %7680 = icmp sgt i64 %7679, %7666
  %7681 = select i1 %7680, i64 %7679, i64 %7666
  %7682 = trunc i64 %7681 to i32
  %7683 = bitcast i32 %7682 to float
  %7684 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7683, i32 1, i32 31)
  %7685 = bitcast float %7684 to i32
  %7686 = lshr i64 %7681, 32
  %7687 = trunc i64 %7686 to i32
  %7688 = bitcast i32 %7687 to float
  %7689 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7688, i32 1, i32 31)
  %7690 = bitcast float %7689 to i32
  %7691 = zext i32 %7685 to i64
  %7692 = zext i32 %7690 to i64
  %7693 = shl i64 %7692, 32
  %7694 = or i64 %7693, %7691
  %7695 = icmp sgt i64 %7694, %7681
  %7696 = select i1 %7695, i64 %7694, i64 %7681
  %7697 = icmp sgt i64 %7696, 8
  %7698 = or i1 %6962, %7697
  br i1 %7698, label %over.then, label %over.else

cgroup.head:                                      ; preds = %if.end828, %if.then825
  %cgroup.iv = phi i64 [ 0, %if.then825 ], [ %cgroup.next, %if.end828 ]
  %7699 = icmp slt i64 %cgroup.iv, 8
  br i1 %7699, label %cgroup.body, label %cgroup.exit

cgroup.body:                                      ; preds = %cgroup.head
  %7700 = load i64, ptr %gslot, align 4
  %7701 = icmp eq i64 %cgroup.iv, 0
  %7702 = select i1 %7701, i64 %7700, i64 -9223372036854775808
  %7703 = load i64, ptr %gslot787, align 4
  %7704 = icmp eq i64 %cgroup.iv, 1
  %7705 = select i1 %7704, i64 %7703, i64 %7702
  %7706 = load i64, ptr %gslot788, align 4
  %7707 = icmp eq i64 %cgroup.iv, 2
  %7708 = select i1 %7707, i64 %7706, i64 %7705
  %7709 = load i64, ptr %gslot789, align 4
  %7710 = icmp eq i64 %cgroup.iv, 3
  %7711 = select i1 %7710, i64 %7709, i64 %7708
  %7712 = load i64, ptr %gslot790, align 4
  %7713 = icmp eq i64 %cgroup.iv, 4
  %7714 = select i1 %7713, i64 %7712, i64 %7711
  %7715 = load i64, ptr %gslot791, align 4
  %7716 = icmp eq i64 %cgroup.iv, 5
  %7717 = select i1 %7716, i64 %7715, i64 %7714
  %7718 = load i64, ptr %gslot792, align 4
  %7719 = icmp eq i64 %cgroup.iv, 6
  %7720 = select i1 %7719, i64 %7718, i64 %7717
  %7721 = load i64, ptr %gslot793, align 4
  %7722 = icmp eq i64 %cgroup.iv, 7
  %7723 = select i1 %7722, i64 %7721, i64 %7720
  %7724 = ashr i64 %7723, 32
  %7725 = trunc i64 %7724 to i32
  %7726 = icmp sge i32 %7725, %7399
  %7727 = icmp ne i64 %7723, -9223372036854775808
  %7728 = and i1 %7727, %7726
  br i1 %7728, label %if.then827, label %if.end828

cgroup.exit:                                      ; preds = %cgroup.head
  br label %if.end826

if.then827:                                       ; preds = %cgroup.body
  %7729 = and i64 %7723, 4294967295
  %7730 = udiv i64 %7729, 32
  %7731 = urem i64 %7729, 32
  %7732 = mul i64 %7730, 2374
  %7733 = sub i64 %6, %7732
  %7734 = icmp slt i64 %7733, 0
  %7735 = select i1 %7734, i64 0, i64 %7733
  %7736 = icmp sgt i64 %7735, 2374
  %7737 = select i1 %7736, i64 2374, i64 %7735
  br label %kcol.head829

if.end828:                                        ; preds = %kcol.exit831, %cgroup.body
  %cgroup.next = add nsw i64 %cgroup.iv, 1
  br label %cgroup.head, !llvm.loop !30

kcol.head829:                                     ; preds = %if.end864, %if.then827
  %kcol.iv832 = phi i64 [ 0, %if.then827 ], [ %kcol.next865, %if.end864 ]
  %7738 = icmp slt i64 %kcol.iv832, 5
  br i1 %7738, label %kcol.body830, label %kcol.exit831

kcol.body830:                                     ; preds = %kcol.head829
  %7739 = mul i64 %kcol.iv832, 16
  %7740 = add i64 %7739, 0
  %7741 = udiv i64 %7740, 8
  %7742 = urem i64 %7740, 8
  %7743 = mul i64 %7741, 32
  %7744 = add i64 %7743, %7731
  %7745 = mul i64 %7744, 8
  %7746 = add i64 %7745, %7742
  %7747 = icmp slt i64 %7746, %7737
  %7748 = icmp slt i64 %7740, 80
  %7749 = and i1 %7748, %7747
  %7750 = select i1 %7749, i64 %7746, i64 0
  %7751 = add i64 %7732, %7750
  %7752 = mul i64 %7751, 2
  %7753 = getelementptr i8, ptr %5799, i64 %7752
  %7754 = load i16, ptr %7753, align 2
  %7755 = mul i64 %kcol.iv832, 16
  %7756 = add i64 %7755, 1
  %7757 = udiv i64 %7756, 8
  %7758 = urem i64 %7756, 8
  %7759 = mul i64 %7757, 32
  %7760 = add i64 %7759, %7731
  %7761 = mul i64 %7760, 8
  %7762 = add i64 %7761, %7758
  %7763 = icmp slt i64 %7762, %7737
  %7764 = icmp slt i64 %7756, 80
  %7765 = and i1 %7764, %7763
  %7766 = select i1 %7765, i64 %7762, i64 0
  %7767 = add i64 %7732, %7766
  %7768 = mul i64 %7767, 2
  %7769 = getelementptr i8, ptr %5799, i64 %7768
  %7770 = load i16, ptr %7769, align 2
  %7771 = mul i64 %kcol.iv832, 16
  %7772 = add i64 %7771, 2
  %7773 = udiv i64 %7772, 8
  %7774 = urem i64 %7772, 8
  %7775 = mul i64 %7773, 32
  %7776 = add i64 %7775, %7731
  %7777 = mul i64 %7776, 8
  %7778 = add i64 %7777, %7774
  %7779 = icmp slt i64 %7778, %7737
  %7780 = icmp slt i64 %7772, 80
  %7781 = and i1 %7780, %7779
  %7782 = select i1 %7781, i64 %7778, i64 0
  %7783 = add i64 %7732, %7782
  %7784 = mul i64 %7783, 2
  %7785 = getelementptr i8, ptr %5799, i64 %7784
  %7786 = load i16, ptr %7785, align 2
  %7787 = mul i64 %kcol.iv832, 16
  %7788 = add i64 %7787, 3
  %7789 = udiv i64 %7788, 8
  %7790 = urem i64 %7788, 8
  %7791 = mul i64 %7789, 32
  %7792 = add i64 %7791, %7731
  %7793 = mul i64 %7792, 8
  %7794 = add i64 %7793, %7790
  %7795 = icmp slt i64 %7794, %7737
  %7796 = icmp slt i64 %7788, 80
  %7797 = and i1 %7796, %7795
  %7798 = select i1 %7797, i64 %7794, i64 0
  %7799 = add i64 %7732, %7798
  %7800 = mul i64 %7799, 2
  %7801 = getelementptr i8, ptr %5799, i64 %7800
  %7802 = load i16, ptr %7801, align 2
  %7803 = mul i64 %kcol.iv832, 16
  %7804 = add i64 %7803, 4
  %7805 = udiv i64 %7804, 8
  %7806 = urem i64 %7804, 8
  %7807 = mul i64 %7805, 32
  %7808 = add i64 %7807, %7731
  %7809 = mul i64 %7808, 8
  %7810 = add i64 %7809, %7806
  %7811 = icmp slt i64 %7810, %7737
  %7812 = icmp slt i64 %7804, 80
  %7813 = and i1 %7812, %7811
  %7814 = select i1 %7813, i64 %7810, i64 0
  %7815 = add i64 %7732, %7814
  %7816 = mul i64 %7815, 2
  %7817 = getelementptr i8, ptr %5799, i64 %7816
  %7818 = load i16, ptr %7817, align 2
  %7819 = mul i64 %kcol.iv832, 16
  %7820 = add i64 %7819, 5
  %7821 = udiv i64 %7820, 8
  %7822 = urem i64 %7820, 8
  %7823 = mul i64 %7821, 32
  %7824 = add i64 %7823, %7731
  %7825 = mul i64 %7824, 8
  %7826 = add i64 %7825, %7822
  %7827 = icmp slt i64 %7826, %7737
  %7828 = icmp slt i64 %7820, 80
  %7829 = and i1 %7828, %7827
  %7830 = select i1 %7829, i64 %7826, i64 0
  %7831 = add i64 %7732, %7830
  %7832 = mul i64 %7831, 2
  %7833 = getelementptr i8, ptr %5799, i64 %7832
  %7834 = load i16, ptr %7833, align 2
  %7835 = mul i64 %kcol.iv832, 16
  %7836 = add i64 %7835, 6
  %7837 = udiv i64 %7836, 8
  %7838 = urem i64 %7836, 8
  %7839 = mul i64 %7837, 32
  %7840 = add i64 %7839, %7731
  %7841 = mul i64 %7840, 8
  %7842 = add i64 %7841, %7838
  %7843 = icmp slt i64 %7842, %7737
  %7844 = icmp slt i64 %7836, 80
  %7845 = and i1 %7844, %7843
  %7846 = select i1 %7845, i64 %7842, i64 0
  %7847 = add i64 %7732, %7846
  %7848 = mul i64 %7847, 2
  %7849 = getelementptr i8, ptr %5799, i64 %7848
  %7850 = load i16, ptr %7849, align 2
  %7851 = mul i64 %kcol.iv832, 16
  %7852 = add i64 %7851, 7
  %7853 = udiv i64 %7852, 8
  %7854 = urem i64 %7852, 8
  %7855 = mul i64 %7853, 32
  %7856 = add i64 %7855, %7731
  %7857 = mul i64 %7856, 8
  %7858 = add i64 %7857, %7854
  %7859 = icmp slt i64 %7858, %7737
  %7860 = icmp slt i64 %7852, 80
  %7861 = and i1 %7860, %7859
  %7862 = select i1 %7861, i64 %7858, i64 0
  %7863 = add i64 %7732, %7862
  %7864 = mul i64 %7863, 2
  %7865 = getelementptr i8, ptr %5799, i64 %7864
  %7866 = load i16, ptr %7865, align 2
  %7867 = mul i64 %kcol.iv832, 16
  %7868 = add i64 %7867, 8
  %7869 = udiv i64 %7868, 8
  %7870 = urem i64 %7868, 8
  %7871 = mul i64 %7869, 32
  %7872 = add i64 %7871, %7731
  %7873 = mul i64 %7872, 8
  %7874 = add i64 %7873, %7870
  %7875 = icmp slt i64 %7874, %7737
  %7876 = icmp slt i64 %7868, 80
  %7877 = and i1 %7876, %7875
  %7878 = select i1 %7877, i64 %7874, i64 0
  %7879 = add i64 %7732, %7878
  %7880 = mul i64 %7879, 2
  %7881 = getelementptr i8, ptr %5799, i64 %7880
  %7882 = load i16, ptr %7881, align 2
  %7883 = mul i64 %kcol.iv832, 16
  %7884 = add i64 %7883, 9
  %7885 = udiv i64 %7884, 8
  %7886 = urem i64 %7884, 8
  %7887 = mul i64 %7885, 32
  %7888 = add i64 %7887, %7731
  %7889 = mul i64 %7888, 8
  %7890 = add i64 %7889, %7886
  %7891 = icmp slt i64 %7890, %7737
  %7892 = icmp slt i64 %7884, 80
  %7893 = and i1 %7892, %7891
  %7894 = select i1 %7893, i64 %7890, i64 0
  %7895 = add i64 %7732, %7894
  %7896 = mul i64 %7895, 2
  %7897 = getelementptr i8, ptr %5799, i64 %7896
  %7898 = load i16, ptr %7897, align 2
  %7899 = mul i64 %kcol.iv832, 16
  %7900 = add i64 %7899, 10
  %7901 = udiv i64 %7900, 8
  %7902 = urem i64 %7900, 8
  %7903 = mul i64 %7901, 32
  %7904 = add i64 %7903, %7731
  %7905 = mul i64 %7904, 8
  %7906 = add i64 %7905, %7902
  %7907 = icmp slt i64 %7906, %7737
  %7908 = icmp slt i64 %7900, 80
  %7909 = and i1 %7908, %7907
  %7910 = select i1 %7909, i64 %7906, i64 0
  %7911 = add i64 %7732, %7910
  %7912 = mul i64 %7911, 2
  %7913 = getelementptr i8, ptr %5799, i64 %7912
  %7914 = load i16, ptr %7913, align 2
  %7915 = mul i64 %kcol.iv832, 16
  %7916 = add i64 %7915, 11
  %7917 = udiv i64 %7916, 8
  %7918 = urem i64 %7916, 8
  %7919 = mul i64 %7917, 32
  %7920 = add i64 %7919, %7731
  %7921 = mul i64 %7920, 8
  %7922 = add i64 %7921, %7918
  %7923 = icmp slt i64 %7922, %7737
  %7924 = icmp slt i64 %7916, 80
  %7925 = and i1 %7924, %7923
  %7926 = select i1 %7925, i64 %7922, i64 0
  %7927 = add i64 %7732, %7926
  %7928 = mul i64 %7927, 2
  %7929 = getelementptr i8, ptr %5799, i64 %7928
  %7930 = load i16, ptr %7929, align 2
  %7931 = mul i64 %kcol.iv832, 16
  %7932 = add i64 %7931, 12
  %7933 = udiv i64 %7932, 8
  %7934 = urem i64 %7932, 8
  %7935 = mul i64 %7933, 32
  %7936 = add i64 %7935, %7731
  %7937 = mul i64 %7936, 8
  %7938 = add i64 %7937, %7934
  %7939 = icmp slt i64 %7938, %7737
  %7940 = icmp slt i64 %7932, 80
  %7941 = and i1 %7940, %7939
  %7942 = select i1 %7941, i64 %7938, i64 0
  %7943 = add i64 %7732, %7942
  %7944 = mul i64 %7943, 2
  %7945 = getelementptr i8, ptr %5799, i64 %7944
  %7946 = load i16, ptr %7945, align 2
  %7947 = mul i64 %kcol.iv832, 16
  %7948 = add i64 %7947, 13
  %7949 = udiv i64 %7948, 8
  %7950 = urem i64 %7948, 8
  %7951 = mul i64 %7949, 32
  %7952 = add i64 %7951, %7731
  %7953 = mul i64 %7952, 8
  %7954 = add i64 %7953, %7950
  %7955 = icmp slt i64 %7954, %7737
  %7956 = icmp slt i64 %7948, 80
  %7957 = and i1 %7956, %7955
  %7958 = select i1 %7957, i64 %7954, i64 0
  %7959 = add i64 %7732, %7958
  %7960 = mul i64 %7959, 2
  %7961 = getelementptr i8, ptr %5799, i64 %7960
  %7962 = load i16, ptr %7961, align 2
  %7963 = mul i64 %kcol.iv832, 16
  %7964 = add i64 %7963, 14
  %7965 = udiv i64 %7964, 8
  %7966 = urem i64 %7964, 8
  %7967 = mul i64 %7965, 32
  %7968 = add i64 %7967, %7731
  %7969 = mul i64 %7968, 8
  %7970 = add i64 %7969, %7966
  %7971 = icmp slt i64 %7970, %7737
  %7972 = icmp slt i64 %7964, 80
  %7973 = and i1 %7972, %7971
  %7974 = select i1 %7973, i64 %7970, i64 0
  %7975 = add i64 %7732, %7974
  %7976 = mul i64 %7975, 2
  %7977 = getelementptr i8, ptr %5799, i64 %7976
  %7978 = load i16, ptr %7977, align 2
  %7979 = mul i64 %kcol.iv832, 16
  %7980 = add i64 %7979, 15
  %7981 = udiv i64 %7980, 8
  %7982 = urem i64 %7980, 8
  %7983 = mul i64 %7981, 32
  %7984 = add i64 %7983, %7731
  %7985 = mul i64 %7984, 8
  %7986 = add i64 %7985, %7982
  %7987 = icmp slt i64 %7986, %7737
  %7988 = icmp slt i64 %7980, 80
  %7989 = and i1 %7988, %7987
  %7990 = select i1 %7989, i64 %7986, i64 0
  %7991 = add i64 %7732, %7990
  %7992 = mul i64 %7991, 2
  %7993 = getelementptr i8, ptr %5799, i64 %7992
  %7994 = load i16, ptr %7993, align 2
  %7995 = zext i16 %7754 to i32
  %7996 = shl i32 %7995, 16
  %7997 = bitcast i32 %7996 to float
  %7998 = bitcast float %7997 to i32
  %7999 = fcmp uno float %7997, %7997
  %8000 = select i1 %7999, i32 2143289344, i32 %7998
  %8001 = xor i32 %8000, 2147483647
  %8002 = icmp sge i32 %8000, 0
  %8003 = select i1 %8002, i32 %8000, i32 %8001
  %8004 = icmp sge i32 %8003, %7399
  %8005 = and i1 %7749, %8004
  br i1 %8005, label %if.then833, label %if.end834

kcol.exit831:                                     ; preds = %kcol.head829
  br label %if.end828

if.then833:                                       ; preds = %kcol.body830
  %8006 = bitcast float %7997 to i32
  %8007 = fcmp uno float %7997, %7997
  %8008 = select i1 %8007, i32 2143289344, i32 %8006
  %8009 = xor i32 %8008, 2147483647
  %8010 = icmp sge i32 %8008, 0
  %8011 = select i1 %8010, i32 %8008, i32 %8009
  %8012 = sext i32 %8011 to i64
  %8013 = shl i64 %8012, 32
  %8014 = sub i64 4294967295, %7751
  %8015 = or i64 %8013, %8014
  %8016 = load i64, ptr %cslot823, align 4
  %8017 = load i64, ptr %cslot824, align 4
  %8018 = icmp slt i64 %8015, %8016
  %8019 = select i1 %8018, i64 %8015, i64 %8016
  %8020 = icmp sgt i64 %8019, %8017
  %8021 = select i1 %8020, i64 %8019, i64 %8017
  store i64 %8021, ptr %cslot824, align 4
  %8022 = load i64, ptr %cslot822, align 4
  %8023 = load i64, ptr %cslot823, align 4
  %8024 = icmp slt i64 %8015, %8022
  %8025 = select i1 %8024, i64 %8015, i64 %8022
  %8026 = icmp sgt i64 %8025, %8023
  %8027 = select i1 %8026, i64 %8025, i64 %8023
  store i64 %8027, ptr %cslot823, align 4
  %8028 = load i64, ptr %cslot821, align 4
  %8029 = load i64, ptr %cslot822, align 4
  %8030 = icmp slt i64 %8015, %8028
  %8031 = select i1 %8030, i64 %8015, i64 %8028
  %8032 = icmp sgt i64 %8031, %8029
  %8033 = select i1 %8032, i64 %8031, i64 %8029
  store i64 %8033, ptr %cslot822, align 4
  %8034 = load i64, ptr %cslot820, align 4
  %8035 = load i64, ptr %cslot821, align 4
  %8036 = icmp slt i64 %8015, %8034
  %8037 = select i1 %8036, i64 %8015, i64 %8034
  %8038 = icmp sgt i64 %8037, %8035
  %8039 = select i1 %8038, i64 %8037, i64 %8035
  store i64 %8039, ptr %cslot821, align 4
  %8040 = load i64, ptr %cslot819, align 4
  %8041 = load i64, ptr %cslot820, align 4
  %8042 = icmp slt i64 %8015, %8040
  %8043 = select i1 %8042, i64 %8015, i64 %8040
  %8044 = icmp sgt i64 %8043, %8041
  %8045 = select i1 %8044, i64 %8043, i64 %8041
  store i64 %8045, ptr %cslot820, align 4
  %8046 = load i64, ptr %cslot818, align 4
  %8047 = load i64, ptr %cslot819, align 4
  %8048 = icmp slt i64 %8015, %8046
  %8049 = select i1 %8048, i64 %8015, i64 %8046
  %8050 = icmp sgt i64 %8049, %8047
  %8051 = select i1 %8050, i64 %8049, i64 %8047
  store i64 %8051, ptr %cslot819, align 4
  %8052 = load i64, ptr %cslot, align 4
  %8053 = load i64, ptr %cslot818, align 4
  %8054 = icmp slt i64 %8015, %8052
  %8055 = select i1 %8054, i64 %8015, i64 %8052
  %8056 = icmp sgt i64 %8055, %8053
  %8057 = select i1 %8056, i64 %8055, i64 %8053
  store i64 %8057, ptr %cslot818, align 4
  %8058 = load i64, ptr %cslot, align 4
  %8059 = icmp sgt i64 %8015, %8058
  %8060 = select i1 %8059, i64 %8015, i64 %8058
  store i64 %8060, ptr %cslot, align 4
  %8061 = load i64, ptr %cn, align 4
  %8062 = add i64 %8061, 1
  store i64 %8062, ptr %cn, align 4
  br label %if.end834

if.end834:                                        ; preds = %if.then833, %kcol.body830
  %8063 = zext i16 %7770 to i32
  %8064 = shl i32 %8063, 16
  %8065 = bitcast i32 %8064 to float
  %8066 = bitcast float %8065 to i32
  %8067 = fcmp uno float %8065, %8065
  %8068 = select i1 %8067, i32 2143289344, i32 %8066
  %8069 = xor i32 %8068, 2147483647
  %8070 = icmp sge i32 %8068, 0
  %8071 = select i1 %8070, i32 %8068, i32 %8069
  %8072 = icmp sge i32 %8071, %7399
  %8073 = and i1 %7765, %8072
  br i1 %8073, label %if.then835, label %if.end836

if.then835:                                       ; preds = %if.end834
  %8074 = bitcast float %8065 to i32
  %8075 = fcmp uno float %8065, %8065
  %8076 = select i1 %8075, i32 2143289344, i32 %8074
  %8077 = xor i32 %8076, 2147483647
  %8078 = icmp sge i32 %8076, 0
  %8079 = select i1 %8078, i32 %8076, i32 %8077
  %8080 = sext i32 %8079 to i64
  %8081 = shl i64 %8080, 32
  %8082 = sub i64 4294967295, %7767
  %8083 = or i64 %8081, %8082
  %8084 = load i64, ptr %cslot823, align 4
  %8085 = load i64, ptr %cslot824, align 4
  %8086 = icmp slt i64 %8083, %8084
  %8087 = select i1 %8086, i64 %8083, i64 %8084
  %8088 = icmp sgt i64 %8087, %8085
  %8089 = select i1 %8088, i64 %8087, i64 %8085
  store i64 %8089, ptr %cslot824, align 4
  %8090 = load i64, ptr %cslot822, align 4
  %8091 = load i64, ptr %cslot823, align 4
  %8092 = icmp slt i64 %8083, %8090
  %8093 = select i1 %8092, i64 %8083, i64 %8090
  %8094 = icmp sgt i64 %8093, %8091
  %8095 = select i1 %8094, i64 %8093, i64 %8091
  store i64 %8095, ptr %cslot823, align 4
  %8096 = load i64, ptr %cslot821, align 4
  %8097 = load i64, ptr %cslot822, align 4
  %8098 = icmp slt i64 %8083, %8096
  %8099 = select i1 %8098, i64 %8083, i64 %8096
  %8100 = icmp sgt i64 %8099, %8097
  %8101 = select i1 %8100, i64 %8099, i64 %8097
  store i64 %8101, ptr %cslot822, align 4
  %8102 = load i64, ptr %cslot820, align 4
  %8103 = load i64, ptr %cslot821, align 4
  %8104 = icmp slt i64 %8083, %8102
  %8105 = select i1 %8104, i64 %8083, i64 %8102
  %8106 = icmp sgt i64 %8105, %8103
  %8107 = select i1 %8106, i64 %8105, i64 %8103
  store i64 %8107, ptr %cslot821, align 4
  %8108 = load i64, ptr %cslot819, align 4
  %8109 = load i64, ptr %cslot820, align 4
  %8110 = icmp slt i64 %8083, %8108
  %8111 = select i1 %8110, i64 %8083, i64 %8108
  %8112 = icmp sgt i64 %8111, %8109
  %8113 = select i1 %8112, i64 %8111, i64 %8109
  store i64 %8113, ptr %cslot820, align 4
  %8114 = load i64, ptr %cslot818, align 4
  %8115 = load i64, ptr %cslot819, align 4
  %8116 = icmp slt i64 %8083, %8114
  %8117 = select i1 %8116, i64 %8083, i64 %8114
  %8118 = icmp sgt i64 %8117, %8115
  %8119 = select i1 %8118, i64 %8117, i64 %8115
  store i64 %8119, ptr %cslot819, align 4
  %8120 = load i64, ptr %cslot, align 4
  %8121 = load i64, ptr %cslot818, align 4
  %8122 = icmp slt i64 %8083, %8120
  %8123 = select i1 %8122, i64 %8083, i64 %8120
  %8124 = icmp sgt i64 %8123, %8121
  %8125 = select i1 %8124, i64 %8123, i64 %8121
  store i64 %8125, ptr %cslot818, align 4
  %8126 = load i64, ptr %cslot, align 4
  %8127 = icmp sgt i64 %8083, %8126
  %8128 = select i1 %8127, i64 %8083, i64 %8126
  store i64 %8128, ptr %cslot, align 4
  %8129 = load i64, ptr %cn, align 4
  %8130 = add i64 %8129, 1
  store i64 %8130, ptr %cn, align 4
  br label %if.end836

if.end836:                                        ; preds = %if.then835, %if.end834
  %8131 = zext i16 %7786 to i32
  %8132 = shl i32 %8131, 16
  %8133 = bitcast i32 %8132 to float
  %8134 = bitcast float %8133 to i32
  %8135 = fcmp uno float %8133, %8133
  %8136 = select i1 %8135, i32 2143289344, i32 %8134
  %8137 = xor i32 %8136, 2147483647
  %8138 = icmp sge i32 %8136, 0
  %8139 = select i1 %8138, i32 %8136, i32 %8137
  %8140 = icmp sge i32 %8139, %7399
  %8141 = and i1 %7781, %8140
  br i1 %8141, label %if.then837, label %if.end838

if.then837:                                       ; preds = %if.end836
  %8142 = bitcast float %8133 to i32
  %8143 = fcmp uno float %8133, %8133
  %8144 = select i1 %8143, i32 2143289344, i32 %8142
  %8145 = xor i32 %8144, 2147483647
  %8146 = icmp sge i32 %8144, 0
  %8147 = select i1 %8146, i32 %8144, i32 %8145
  %8148 = sext i32 %8147 to i64
  %8149 = shl i64 %8148, 32
  %8150 = sub i64 4294967295, %7783
  %8151 = or i64 %8149, %8150
  %8152 = load i64, ptr %cslot823, align 4
  %8153 = load i64, ptr %cslot824, align 4
  %8154 = icmp slt i64 %8151, %8152
  %8155 = select i1 %8154, i64 %8151, i64 %8152
  %8156 = icmp sgt i64 %8155, %8153
  %8157 = select i1 %8156, i64 %8155, i64 %8153
  store i64 %8157, ptr %cslot824, align 4
  %8158 = load i64, ptr %cslot822, align 4
  %8159 = load i64, ptr %cslot823, align 4
  %8160 = icmp slt i64 %8151, %8158
  %8161 = select i1 %8160, i64 %8151, i64 %8158
  %8162 = icmp sgt i64 %8161, %8159
  %8163 = select i1 %8162, i64 %8161, i64 %8159
  store i64 %8163, ptr %cslot823, align 4
  %8164 = load i64, ptr %cslot821, align 4
  %8165 = load i64, ptr %cslot822, align 4
  %8166 = icmp slt i64 %8151, %8164
  %8167 = select i1 %8166, i64 %8151, i64 %8164
  %8168 = icmp sgt i64 %8167, %8165
  %8169 = select i1 %8168, i64 %8167, i64 %8165
  store i64 %8169, ptr %cslot822, align 4
  %8170 = load i64, ptr %cslot820, align 4
  %8171 = load i64, ptr %cslot821, align 4
  %8172 = icmp slt i64 %8151, %8170
  %8173 = select i1 %8172, i64 %8151, i64 %8170
  %8174 = icmp sgt i64 %8173, %8171
  %8175 = select i1 %8174, i64 %8173, i64 %8171
  store i64 %8175, ptr %cslot821, align 4
  %8176 = load i64, ptr %cslot819, align 4
  %8177 = load i64, ptr %cslot820, align 4
  %8178 = icmp slt i64 %8151, %8176
  %8179 = select i1 %8178, i64 %8151, i64 %8176
  %8180 = icmp sgt i64 %8179, %8177
  %8181 = select i1 %8180, i64 %8179, i64 %8177
  store i64 %8181, ptr %cslot820, align 4
  %8182 = load i64, ptr %cslot818, align 4
  %8183 = load i64, ptr %cslot819, align 4
  %8184 = icmp slt i64 %8151, %8182
  %8185 = select i1 %8184, i64 %8151, i64 %8182
  %8186 = icmp sgt i64 %8185, %8183
  %8187 = select i1 %8186, i64 %8185, i64 %8183
  store i64 %8187, ptr %cslot819, align 4
  %8188 = load i64, ptr %cslot, align 4
  %8189 = load i64, ptr %cslot818, align 4
  %8190 = icmp slt i64 %8151, %8188
  %8191 = select i1 %8190, i64 %8151, i64 %8188
  %8192 = icmp sgt i64 %8191, %8189
  %8193 = select i1 %8192, i64 %8191, i64 %8189
  store i64 %8193, ptr %cslot818, align 4
  %8194 = load i64, ptr %cslot, align 4
  %8195 = icmp sgt i64 %8151, %8194
  %8196 = select i1 %8195, i64 %8151, i64 %8194
  store i64 %8196, ptr %cslot, align 4
  %8197 = load i64, ptr %cn, align 4
  %8198 = add i64 %8197, 1
  store i64 %8198, ptr %cn, align 4
  br label %if.end838

if.end838:                                        ; preds = %if.then837, %if.end836
  %8199 = zext i16 %7802 to i32
  %8200 = shl i32 %8199, 16
  %8201 = bitcast i32 %8200 to float
  %8202 = bitcast float %8201 to i32
  %8203 = fcmp uno float %8201, %8201
  %8204 = select i1 %8203, i32 2143289344, i32 %8202
  %8205 = xor i32 %8204, 2147483647
  %8206 = icmp sge i32 %8204, 0
  %8207 = select i1 %8206, i32 %8204, i32 %8205
  %8208 = icmp sge i32 %8207, %7399
  %8209 = and i1 %7797, %8208
  br i1 %8209, label %if.then839, label %if.end840

if.then839:                                       ; preds = %if.end838
  %8210 = bitcast float %8201 to i32
  %8211 = fcmp uno float %8201, %8201
  %8212 = select i1 %8211, i32 2143289344, i32 %8210
  %8213 = xor i32 %8212, 2147483647
  %8214 = icmp sge i32 %8212, 0
  %8215 = select i1 %8214, i32 %8212, i32 %8213
  %8216 = sext i32 %8215 to i64
  %8217 = shl i64 %8216, 32
  %8218 = sub i64 4294967295, %7799
  %8219 = or i64 %8217, %8218
  %8220 = load i64, ptr %cslot823, align 4
  %8221 = load i64, ptr %cslot824, align 4
  %8222 = icmp slt i64 %8219, %8220
  %8223 = select i1 %8222, i64 %8219, i64 %8220
  %8224 = icmp sgt i64 %8223, %8221
  %8225 = select i1 %8224, i64 %8223, i64 %8221
  store i64 %8225, ptr %cslot824, align 4
  %8226 = load i64, ptr %cslot822, align 4
  %8227 = load i64, ptr %cslot823, align 4
  %8228 = icmp slt i64 %8219, %8226
  %8229 = select i1 %8228, i64 %8219, i64 %8226
  %8230 = icmp sgt i64 %8229, %8227
  %8231 = select i1 %8230, i64 %8229, i64 %8227
  store i64 %8231, ptr %cslot823, align 4
  %8232 = load i64, ptr %cslot821, align 4
  %8233 = load i64, ptr %cslot822, align 4
  %8234 = icmp slt i64 %8219, %8232
  %8235 = select i1 %8234, i64 %8219, i64 %8232
  %8236 = icmp sgt i64 %8235, %8233
  %8237 = select i1 %8236, i64 %8235, i64 %8233
  store i64 %8237, ptr %cslot822, align 4
  %8238 = load i64, ptr %cslot820, align 4
  %8239 = load i64, ptr %cslot821, align 4
  %8240 = icmp slt i64 %8219, %8238
  %8241 = select i1 %8240, i64 %8219, i64 %8238
  %8242 = icmp sgt i64 %8241, %8239
  %8243 = select i1 %8242, i64 %8241, i64 %8239
  store i64 %8243, ptr %cslot821, align 4
  %8244 = load i64, ptr %cslot819, align 4
  %8245 = load i64, ptr %cslot820, align 4
  %8246 = icmp slt i64 %8219, %8244
  %8247 = select i1 %8246, i64 %8219, i64 %8244
  %8248 = icmp sgt i64 %8247, %8245
  %8249 = select i1 %8248, i64 %8247, i64 %8245
  store i64 %8249, ptr %cslot820, align 4
  %8250 = load i64, ptr %cslot818, align 4
  %8251 = load i64, ptr %cslot819, align 4
  %8252 = icmp slt i64 %8219, %8250
  %8253 = select i1 %8252, i64 %8219, i64 %8250
  %8254 = icmp sgt i64 %8253, %8251
  %8255 = select i1 %8254, i64 %8253, i64 %8251
  store i64 %8255, ptr %cslot819, align 4
  %8256 = load i64, ptr %cslot, align 4
  %8257 = load i64, ptr %cslot818, align 4
  %8258 = icmp slt i64 %8219, %8256
  %8259 = select i1 %8258, i64 %8219, i64 %8256
  %8260 = icmp sgt i64 %8259, %8257
  %8261 = select i1 %8260, i64 %8259, i64 %8257
  store i64 %8261, ptr %cslot818, align 4
  %8262 = load i64, ptr %cslot, align 4
  %8263 = icmp sgt i64 %8219, %8262
  %8264 = select i1 %8263, i64 %8219, i64 %8262
  store i64 %8264, ptr %cslot, align 4
  %8265 = load i64, ptr %cn, align 4
  %8266 = add i64 %8265, 1
  store i64 %8266, ptr %cn, align 4
  br label %if.end840

if.end840:                                        ; preds = %if.then839, %if.end838
  %8267 = zext i16 %7818 to i32
  %8268 = shl i32 %8267, 16
  %8269 = bitcast i32 %8268 to float
  %8270 = bitcast float %8269 to i32
  %8271 = fcmp uno float %8269, %8269
  %8272 = select i1 %8271, i32 2143289344, i32 %8270
  %8273 = xor i32 %8272, 2147483647
  %8274 = icmp sge i32 %8272, 0
  %8275 = select i1 %8274, i32 %8272, i32 %8273
  %8276 = icmp sge i32 %8275, %7399
  %8277 = and i1 %7813, %8276
  br i1 %8277, label %if.then841, label %if.end842

if.then841:                                       ; preds = %if.end840
  %8278 = bitcast float %8269 to i32
  %8279 = fcmp uno float %8269, %8269
  %8280 = select i1 %8279, i32 2143289344, i32 %8278
  %8281 = xor i32 %8280, 2147483647
  %8282 = icmp sge i32 %8280, 0
  %8283 = select i1 %8282, i32 %8280, i32 %8281
  %8284 = sext i32 %8283 to i64
  %8285 = shl i64 %8284, 32
  %8286 = sub i64 4294967295, %7815
  %8287 = or i64 %8285, %8286
  %8288 = load i64, ptr %cslot823, align 4
  %8289 = load i64, ptr %cslot824, align 4
  %8290 = icmp slt i64 %8287, %8288
  %8291 = select i1 %8290, i64 %8287, i64 %8288
  %8292 = icmp sgt i64 %8291, %8289
  %8293 = select i1 %8292, i64 %8291, i64 %8289
  store i64 %8293, ptr %cslot824, align 4
  %8294 = load i64, ptr %cslot822, align 4
  %8295 = load i64, ptr %cslot823, align 4
  %8296 = icmp slt i64 %8287, %8294
  %8297 = select i1 %8296, i64 %8287, i64 %8294
  %8298 = icmp sgt i64 %8297, %8295
  %8299 = select i1 %8298, i64 %8297, i64 %8295
  store i64 %8299, ptr %cslot823, align 4
  %8300 = load i64, ptr %cslot821, align 4
  %8301 = load i64, ptr %cslot822, align 4
  %8302 = icmp slt i64 %8287, %8300
  %8303 = select i1 %8302, i64 %8287, i64 %8300
  %8304 = icmp sgt i64 %8303, %8301
  %8305 = select i1 %8304, i64 %8303, i64 %8301
  store i64 %8305, ptr %cslot822, align 4
  %8306 = load i64, ptr %cslot820, align 4
  %8307 = load i64, ptr %cslot821, align 4
  %8308 = icmp slt i64 %8287, %8306
  %8309 = select i1 %8308, i64 %8287, i64 %8306
  %8310 = icmp sgt i64 %8309, %8307
  %8311 = select i1 %8310, i64 %8309, i64 %8307
  store i64 %8311, ptr %cslot821, align 4
  %8312 = load i64, ptr %cslot819, align 4
  %8313 = load i64, ptr %cslot820, align 4
  %8314 = icmp slt i64 %8287, %8312
  %8315 = select i1 %8314, i64 %8287, i64 %8312
  %8316 = icmp sgt i64 %8315, %8313
  %8317 = select i1 %8316, i64 %8315, i64 %8313
  store i64 %8317, ptr %cslot820, align 4
  %8318 = load i64, ptr %cslot818, align 4
  %8319 = load i64, ptr %cslot819, align 4
  %8320 = icmp slt i64 %8287, %8318
  %8321 = select i1 %8320, i64 %8287, i64 %8318
  %8322 = icmp sgt i64 %8321, %8319
  %8323 = select i1 %8322, i64 %8321, i64 %8319
  store i64 %8323, ptr %cslot819, align 4
  %8324 = load i64, ptr %cslot, align 4
  %8325 = load i64, ptr %cslot818, align 4
  %8326 = icmp slt i64 %8287, %8324
  %8327 = select i1 %8326, i64 %8287, i64 %8324
  %8328 = icmp sgt i64 %8327, %8325
  %8329 = select i1 %8328, i64 %8327, i64 %8325
  store i64 %8329, ptr %cslot818, align 4
  %8330 = load i64, ptr %cslot, align 4
  %8331 = icmp sgt i64 %8287, %8330
  %8332 = select i1 %8331, i64 %8287, i64 %8330
  store i64 %8332, ptr %cslot, align 4
  %8333 = load i64, ptr %cn, align 4
  %8334 = add i64 %8333, 1
  store i64 %8334, ptr %cn, align 4
  br label %if.end842

if.end842:                                        ; preds = %if.then841, %if.end840
  %8335 = zext i16 %7834 to i32
  %8336 = shl i32 %8335, 16
  %8337 = bitcast i32 %8336 to float
  %8338 = bitcast float %8337 to i32
  %8339 = fcmp uno float %8337, %8337
  %8340 = select i1 %8339, i32 2143289344, i32 %8338
  %8341 = xor i32 %8340, 2147483647
  %8342 = icmp sge i32 %8340, 0
  %8343 = select i1 %8342, i32 %8340, i32 %8341
  %8344 = icmp sge i32 %8343, %7399
  %8345 = and i1 %7829, %8344
  br i1 %8345, label %if.then843, label %if.end844

if.then843:                                       ; preds = %if.end842
  %8346 = bitcast float %8337 to i32
  %8347 = fcmp uno float %8337, %8337
  %8348 = select i1 %8347, i32 2143289344, i32 %8346
  %8349 = xor i32 %8348, 2147483647
  %8350 = icmp sge i32 %8348, 0
  %8351 = select i1 %8350, i32 %8348, i32 %8349
  %8352 = sext i32 %8351 to i64
  %8353 = shl i64 %8352, 32
  %8354 = sub i64 4294967295, %7831
  %8355 = or i64 %8353, %8354
  %8356 = load i64, ptr %cslot823, align 4
  %8357 = load i64, ptr %cslot824, align 4
  %8358 = icmp slt i64 %8355, %8356
  %8359 = select i1 %8358, i64 %8355, i64 %8356
  %8360 = icmp sgt i64 %8359, %8357
  %8361 = select i1 %8360, i64 %8359, i64 %8357
  store i64 %8361, ptr %cslot824, align 4
  %8362 = load i64, ptr %cslot822, align 4
  %8363 = load i64, ptr %cslot823, align 4
  %8364 = icmp slt i64 %8355, %8362
  %8365 = select i1 %8364, i64 %8355, i64 %8362
  %8366 = icmp sgt i64 %8365, %8363
  %8367 = select i1 %8366, i64 %8365, i64 %8363
  store i64 %8367, ptr %cslot823, align 4
  %8368 = load i64, ptr %cslot821, align 4
  %8369 = load i64, ptr %cslot822, align 4
  %8370 = icmp slt i64 %8355, %8368
  %8371 = select i1 %8370, i64 %8355, i64 %8368
  %8372 = icmp sgt i64 %8371, %8369
  %8373 = select i1 %8372, i64 %8371, i64 %8369
  store i64 %8373, ptr %cslot822, align 4
  %8374 = load i64, ptr %cslot820, align 4
  %8375 = load i64, ptr %cslot821, align 4
  %8376 = icmp slt i64 %8355, %8374
  %8377 = select i1 %8376, i64 %8355, i64 %8374
  %8378 = icmp sgt i64 %8377, %8375
  %8379 = select i1 %8378, i64 %8377, i64 %8375
  store i64 %8379, ptr %cslot821, align 4
  %8380 = load i64, ptr %cslot819, align 4
  %8381 = load i64, ptr %cslot820, align 4
  %8382 = icmp slt i64 %8355, %8380
  %8383 = select i1 %8382, i64 %8355, i64 %8380
  %8384 = icmp sgt i64 %8383, %8381
  %8385 = select i1 %8384, i64 %8383, i64 %8381
  store i64 %8385, ptr %cslot820, align 4
  %8386 = load i64, ptr %cslot818, align 4
  %8387 = load i64, ptr %cslot819, align 4
  %8388 = icmp slt i64 %8355, %8386
  %8389 = select i1 %8388, i64 %8355, i64 %8386
  %8390 = icmp sgt i64 %8389, %8387
  %8391 = select i1 %8390, i64 %8389, i64 %8387
  store i64 %8391, ptr %cslot819, align 4
  %8392 = load i64, ptr %cslot, align 4
  %8393 = load i64, ptr %cslot818, align 4
  %8394 = icmp slt i64 %8355, %8392
  %8395 = select i1 %8394, i64 %8355, i64 %8392
  %8396 = icmp sgt i64 %8395, %8393
  %8397 = select i1 %8396, i64 %8395, i64 %8393
  store i64 %8397, ptr %cslot818, align 4
  %8398 = load i64, ptr %cslot, align 4
  %8399 = icmp sgt i64 %8355, %8398
  %8400 = select i1 %8399, i64 %8355, i64 %8398
  store i64 %8400, ptr %cslot, align 4
  %8401 = load i64, ptr %cn, align 4
  %8402 = add i64 %8401, 1
  store i64 %8402, ptr %cn, align 4
  br label %if.end844

if.end844:                                        ; preds = %if.then843, %if.end842
  %8403 = zext i16 %7850 to i32
  %8404 = shl i32 %8403, 16
  %8405 = bitcast i32 %8404 to float
  %8406 = bitcast float %8405 to i32
  %8407 = fcmp uno float %8405, %8405
  %8408 = select i1 %8407, i32 2143289344, i32 %8406
  %8409 = xor i32 %8408, 2147483647
  %8410 = icmp sge i32 %8408, 0
  %8411 = select i1 %8410, i32 %8408, i32 %8409
  %8412 = icmp sge i32 %8411, %7399
  %8413 = and i1 %7845, %8412
  br i1 %8413, label %if.then845, label %if.end846

if.then845:                                       ; preds = %if.end844
  %8414 = bitcast float %8405 to i32
  %8415 = fcmp uno float %8405, %8405
  %8416 = select i1 %8415, i32 2143289344, i32 %8414
  %8417 = xor i32 %8416, 2147483647
  %8418 = icmp sge i32 %8416, 0
  %8419 = select i1 %8418, i32 %8416, i32 %8417
  %8420 = sext i32 %8419 to i64
  %8421 = shl i64 %8420, 32
  %8422 = sub i64 4294967295, %7847
  %8423 = or i64 %8421, %8422
  %8424 = load i64, ptr %cslot823, align 4
  %8425 = load i64, ptr %cslot824, align 4
  %8426 = icmp slt i64 %8423, %8424
  %8427 = select i1 %8426, i64 %8423, i64 %8424
  %8428 = icmp sgt i64 %8427, %8425
  %8429 = select i1 %8428, i64 %8427, i64 %8425
  store i64 %8429, ptr %cslot824, align 4
  %8430 = load i64, ptr %cslot822, align 4
  %8431 = load i64, ptr %cslot823, align 4
  %8432 = icmp slt i64 %8423, %8430
  %8433 = select i1 %8432, i64 %8423, i64 %8430
  %8434 = icmp sgt i64 %8433, %8431
  %8435 = select i1 %8434, i64 %8433, i64 %8431
  store i64 %8435, ptr %cslot823, align 4
  %8436 = load i64, ptr %cslot821, align 4
  %8437 = load i64, ptr %cslot822, align 4
  %8438 = icmp slt i64 %8423, %8436
  %8439 = select i1 %8438, i64 %8423, i64 %8436
  %8440 = icmp sgt i64 %8439, %8437
  %8441 = select i1 %8440, i64 %8439, i64 %8437
  store i64 %8441, ptr %cslot822, align 4
  %8442 = load i64, ptr %cslot820, align 4
  %8443 = load i64, ptr %cslot821, align 4
  %8444 = icmp slt i64 %8423, %8442
  %8445 = select i1 %8444, i64 %8423, i64 %8442
  %8446 = icmp sgt i64 %8445, %8443
  %8447 = select i1 %8446, i64 %8445, i64 %8443
  store i64 %8447, ptr %cslot821, align 4
  %8448 = load i64, ptr %cslot819, align 4
  %8449 = load i64, ptr %cslot820, align 4
  %8450 = icmp slt i64 %8423, %8448
  %8451 = select i1 %8450, i64 %8423, i64 %8448
  %8452 = icmp sgt i64 %8451, %8449
  %8453 = select i1 %8452, i64 %8451, i64 %8449
  store i64 %8453, ptr %cslot820, align 4
  %8454 = load i64, ptr %cslot818, align 4
  %8455 = load i64, ptr %cslot819, align 4
  %8456 = icmp slt i64 %8423, %8454
  %8457 = select i1 %8456, i64 %8423, i64 %8454
  %8458 = icmp sgt i64 %8457, %8455
  %8459 = select i1 %8458, i64 %8457, i64 %8455
  store i64 %8459, ptr %cslot819, align 4
  %8460 = load i64, ptr %cslot, align 4
  %8461 = load i64, ptr %cslot818, align 4
  %8462 = icmp slt i64 %8423, %8460
  %8463 = select i1 %8462, i64 %8423, i64 %8460
  %8464 = icmp sgt i64 %8463, %8461
  %8465 = select i1 %8464, i64 %8463, i64 %8461
  store i64 %8465, ptr %cslot818, align 4
  %8466 = load i64, ptr %cslot, align 4
  %8467 = icmp sgt i64 %8423, %8466
  %8468 = select i1 %8467, i64 %8423, i64 %8466
  store i64 %8468, ptr %cslot, align 4
  %8469 = load i64, ptr %cn, align 4
  %8470 = add i64 %8469, 1
  store i64 %8470, ptr %cn, align 4
  br label %if.end846

if.end846:                                        ; preds = %if.then845, %if.end844
  %8471 = zext i16 %7866 to i32
  %8472 = shl i32 %8471, 16
  %8473 = bitcast i32 %8472 to float
  %8474 = bitcast float %8473 to i32
  %8475 = fcmp uno float %8473, %8473
  %8476 = select i1 %8475, i32 2143289344, i32 %8474
  %8477 = xor i32 %8476, 2147483647
  %8478 = icmp sge i32 %8476, 0
  %8479 = select i1 %8478, i32 %8476, i32 %8477
  %8480 = icmp sge i32 %8479, %7399
  %8481 = and i1 %7861, %8480
  br i1 %8481, label %if.then847, label %if.end848

if.then847:                                       ; preds = %if.end846
  %8482 = bitcast float %8473 to i32
  %8483 = fcmp uno float %8473, %8473
  %8484 = select i1 %8483, i32 2143289344, i32 %8482
  %8485 = xor i32 %8484, 2147483647
  %8486 = icmp sge i32 %8484, 0
  %8487 = select i1 %8486, i32 %8484, i32 %8485
  %8488 = sext i32 %8487 to i64
  %8489 = shl i64 %8488, 32
  %8490 = sub i64 4294967295, %7863
  %8491 = or i64 %8489, %8490
  %8492 = load i64, ptr %cslot823, align 4
  %8493 = load i64, ptr %cslot824, align 4
  %8494 = icmp slt i64 %8491, %8492
  %8495 = select i1 %8494, i64 %8491, i64 %8492
  %8496 = icmp sgt i64 %8495, %8493
  %8497 = select i1 %8496, i64 %8495, i64 %8493
  store i64 %8497, ptr %cslot824, align 4
  %8498 = load i64, ptr %cslot822, align 4
  %8499 = load i64, ptr %cslot823, align 4
  %8500 = icmp slt i64 %8491, %8498
  %8501 = select i1 %8500, i64 %8491, i64 %8498
  %8502 = icmp sgt i64 %8501, %8499
  %8503 = select i1 %8502, i64 %8501, i64 %8499
  store i64 %8503, ptr %cslot823, align 4
  %8504 = load i64, ptr %cslot821, align 4
  %8505 = load i64, ptr %cslot822, align 4
  %8506 = icmp slt i64 %8491, %8504
  %8507 = select i1 %8506, i64 %8491, i64 %8504
  %8508 = icmp sgt i64 %8507, %8505
  %8509 = select i1 %8508, i64 %8507, i64 %8505
  store i64 %8509, ptr %cslot822, align 4
  %8510 = load i64, ptr %cslot820, align 4
  %8511 = load i64, ptr %cslot821, align 4
  %8512 = icmp slt i64 %8491, %8510
  %8513 = select i1 %8512, i64 %8491, i64 %8510
  %8514 = icmp sgt i64 %8513, %8511
  %8515 = select i1 %8514, i64 %8513, i64 %8511
  store i64 %8515, ptr %cslot821, align 4
  %8516 = load i64, ptr %cslot819, align 4
  %8517 = load i64, ptr %cslot820, align 4
  %8518 = icmp slt i64 %8491, %8516
  %8519 = select i1 %8518, i64 %8491, i64 %8516
  %8520 = icmp sgt i64 %8519, %8517
  %8521 = select i1 %8520, i64 %8519, i64 %8517
  store i64 %8521, ptr %cslot820, align 4
  %8522 = load i64, ptr %cslot818, align 4
  %8523 = load i64, ptr %cslot819, align 4
  %8524 = icmp slt i64 %8491, %8522
  %8525 = select i1 %8524, i64 %8491, i64 %8522
  %8526 = icmp sgt i64 %8525, %8523
  %8527 = select i1 %8526, i64 %8525, i64 %8523
  store i64 %8527, ptr %cslot819, align 4
  %8528 = load i64, ptr %cslot, align 4
  %8529 = load i64, ptr %cslot818, align 4
  %8530 = icmp slt i64 %8491, %8528
  %8531 = select i1 %8530, i64 %8491, i64 %8528
  %8532 = icmp sgt i64 %8531, %8529
  %8533 = select i1 %8532, i64 %8531, i64 %8529
  store i64 %8533, ptr %cslot818, align 4
  %8534 = load i64, ptr %cslot, align 4
  %8535 = icmp sgt i64 %8491, %8534
  %8536 = select i1 %8535, i64 %8491, i64 %8534
  store i64 %8536, ptr %cslot, align 4
  %8537 = load i64, ptr %cn, align 4
  %8538 = add i64 %8537, 1
  store i64 %8538, ptr %cn, align 4
  br label %if.end848

if.end848:                                        ; preds = %if.then847, %if.end846
  %8539 = zext i16 %7882 to i32
  %8540 = shl i32 %8539, 16
  %8541 = bitcast i32 %8540 to float
  %8542 = bitcast float %8541 to i32
  %8543 = fcmp uno float %8541, %8541
  %8544 = select i1 %8543, i32 2143289344, i32 %8542
  %8545 = xor i32 %8544, 2147483647
  %8546 = icmp sge i32 %8544, 0
  %8547 = select i1 %8546, i32 %8544, i32 %8545
  %8548 = icmp sge i32 %8547, %7399
  %8549 = and i1 %7877, %8548
  br i1 %8549, label %if.then849, label %if.end850

if.then849:                                       ; preds = %if.end848
  %8550 = bitcast float %8541 to i32
  %8551 = fcmp uno float %8541, %8541
  %8552 = select i1 %8551, i32 2143289344, i32 %8550
  %8553 = xor i32 %8552, 2147483647
  %8554 = icmp sge i32 %8552, 0
  %8555 = select i1 %8554, i32 %8552, i32 %8553
  %8556 = sext i32 %8555 to i64
  %8557 = shl i64 %8556, 32
  %8558 = sub i64 4294967295, %7879
  %8559 = or i64 %8557, %8558
  %8560 = load i64, ptr %cslot823, align 4
  %8561 = load i64, ptr %cslot824, align 4
  %8562 = icmp slt i64 %8559, %8560
  %8563 = select i1 %8562, i64 %8559, i64 %8560
  %8564 = icmp sgt i64 %8563, %8561
  %8565 = select i1 %8564, i64 %8563, i64 %8561
  store i64 %8565, ptr %cslot824, align 4
  %8566 = load i64, ptr %cslot822, align 4
  %8567 = load i64, ptr %cslot823, align 4
  %8568 = icmp slt i64 %8559, %8566
  %8569 = select i1 %8568, i64 %8559, i64 %8566
  %8570 = icmp sgt i64 %8569, %8567
  %8571 = select i1 %8570, i64 %8569, i64 %8567
  store i64 %8571, ptr %cslot823, align 4
  %8572 = load i64, ptr %cslot821, align 4
  %8573 = load i64, ptr %cslot822, align 4
  %8574 = icmp slt i64 %8559, %8572
  %8575 = select i1 %8574, i64 %8559, i64 %8572
  %8576 = icmp sgt i64 %8575, %8573
  %8577 = select i1 %8576, i64 %8575, i64 %8573
  store i64 %8577, ptr %cslot822, align 4
  %8578 = load i64, ptr %cslot820, align 4
  %8579 = load i64, ptr %cslot821, align 4
  %8580 = icmp slt i64 %8559, %8578
  %8581 = select i1 %8580, i64 %8559, i64 %8578
  %8582 = icmp sgt i64 %8581, %8579
  %8583 = select i1 %8582, i64 %8581, i64 %8579
  store i64 %8583, ptr %cslot821, align 4
  %8584 = load i64, ptr %cslot819, align 4
  %8585 = load i64, ptr %cslot820, align 4
  %8586 = icmp slt i64 %8559, %8584
  %8587 = select i1 %8586, i64 %8559, i64 %8584
  %8588 = icmp sgt i64 %8587, %8585
  %8589 = select i1 %8588, i64 %8587, i64 %8585
  store i64 %8589, ptr %cslot820, align 4
  %8590 = load i64, ptr %cslot818, align 4
  %8591 = load i64, ptr %cslot819, align 4
  %8592 = icmp slt i64 %8559, %8590
  %8593 = select i1 %8592, i64 %8559, i64 %8590
  %8594 = icmp sgt i64 %8593, %8591
  %8595 = select i1 %8594, i64 %8593, i64 %8591
  store i64 %8595, ptr %cslot819, align 4
  %8596 = load i64, ptr %cslot, align 4
  %8597 = load i64, ptr %cslot818, align 4
  %8598 = icmp slt i64 %8559, %8596
  %8599 = select i1 %8598, i64 %8559, i64 %8596
  %8600 = icmp sgt i64 %8599, %8597
  %8601 = select i1 %8600, i64 %8599, i64 %8597
  store i64 %8601, ptr %cslot818, align 4
  %8602 = load i64, ptr %cslot, align 4
  %8603 = icmp sgt i64 %8559, %8602
  %8604 = select i1 %8603, i64 %8559, i64 %8602
  store i64 %8604, ptr %cslot, align 4
  %8605 = load i64, ptr %cn, align 4
  %8606 = add i64 %8605, 1
  store i64 %8606, ptr %cn, align 4
  br label %if.end850

if.end850:                                        ; preds = %if.then849, %if.end848
  %8607 = zext i16 %7898 to i32
  %8608 = shl i32 %8607, 16
  %8609 = bitcast i32 %8608 to float
  %8610 = bitcast float %8609 to i32
  %8611 = fcmp uno float %8609, %8609
  %8612 = select i1 %8611, i32 2143289344, i32 %8610
  %8613 = xor i32 %8612, 2147483647
  %8614 = icmp sge i32 %8612, 0
  %8615 = select i1 %8614, i32 %8612, i32 %8613
  %8616 = icmp sge i32 %8615, %7399
  %8617 = and i1 %7893, %8616
  br i1 %8617, label %if.then851, label %if.end852

if.then851:                                       ; preds = %if.end850
  %8618 = bitcast float %8609 to i32
  %8619 = fcmp uno float %8609, %8609
  %8620 = select i1 %8619, i32 2143289344, i32 %8618
  %8621 = xor i32 %8620, 2147483647
  %8622 = icmp sge i32 %8620, 0
  %8623 = select i1 %8622, i32 %8620, i32 %8621
  %8624 = sext i32 %8623 to i64
  %8625 = shl i64 %8624, 32
  %8626 = sub i64 4294967295, %7895
  %8627 = or i64 %8625, %8626
  %8628 = load i64, ptr %cslot823, align 4
  %8629 = load i64, ptr %cslot824, align 4
  %8630 = icmp slt i64 %8627, %8628
  %8631 = select i1 %8630, i64 %8627, i64 %8628
  %8632 = icmp sgt i64 %8631, %8629
  %8633 = select i1 %8632, i64 %8631, i64 %8629
  store i64 %8633, ptr %cslot824, align 4
  %8634 = load i64, ptr %cslot822, align 4
  %8635 = load i64, ptr %cslot823, align 4
  %8636 = icmp slt i64 %8627, %8634
  %8637 = select i1 %8636, i64 %8627, i64 %8634
  %8638 = icmp sgt i64 %8637, %8635
  %8639 = select i1 %8638, i64 %8637, i64 %8635
  store i64 %8639, ptr %cslot823, align 4
  %8640 = load i64, ptr %cslot821, align 4
  %8641 = load i64, ptr %cslot822, align 4
  %8642 = icmp slt i64 %8627, %8640
  %8643 = select i1 %8642, i64 %8627, i64 %8640
  %8644 = icmp sgt i64 %8643, %8641
  %8645 = select i1 %8644, i64 %8643, i64 %8641
  store i64 %8645, ptr %cslot822, align 4
  %8646 = load i64, ptr %cslot820, align 4
  %8647 = load i64, ptr %cslot821, align 4
  %8648 = icmp slt i64 %8627, %8646
  %8649 = select i1 %8648, i64 %8627, i64 %8646
  %8650 = icmp sgt i64 %8649, %8647
  %8651 = select i1 %8650, i64 %8649, i64 %8647
  store i64 %8651, ptr %cslot821, align 4
  %8652 = load i64, ptr %cslot819, align 4
  %8653 = load i64, ptr %cslot820, align 4
  %8654 = icmp slt i64 %8627, %8652
  %8655 = select i1 %8654, i64 %8627, i64 %8652
  %8656 = icmp sgt i64 %8655, %8653
  %8657 = select i1 %8656, i64 %8655, i64 %8653
  store i64 %8657, ptr %cslot820, align 4
  %8658 = load i64, ptr %cslot818, align 4
  %8659 = load i64, ptr %cslot819, align 4
  %8660 = icmp slt i64 %8627, %8658
  %8661 = select i1 %8660, i64 %8627, i64 %8658
  %8662 = icmp sgt i64 %8661, %8659
  %8663 = select i1 %8662, i64 %8661, i64 %8659
  store i64 %8663, ptr %cslot819, align 4
  %8664 = load i64, ptr %cslot, align 4
  %8665 = load i64, ptr %cslot818, align 4
  %8666 = icmp slt i64 %8627, %8664
  %8667 = select i1 %8666, i64 %8627, i64 %8664
  %8668 = icmp sgt i64 %8667, %8665
  %8669 = select i1 %8668, i64 %8667, i64 %8665
  store i64 %8669, ptr %cslot818, align 4
  %8670 = load i64, ptr %cslot, align 4
  %8671 = icmp sgt i64 %8627, %8670
  %8672 = select i1 %8671, i64 %8627, i64 %8670
  store i64 %8672, ptr %cslot, align 4
  %8673 = load i64, ptr %cn, align 4
  %8674 = add i64 %8673, 1
  store i64 %8674, ptr %cn, align 4
  br label %if.end852

if.end852:                                        ; preds = %if.then851, %if.end850
  %8675 = zext i16 %7914 to i32
  %8676 = shl i32 %8675, 16
  %8677 = bitcast i32 %8676 to float
  %8678 = bitcast float %8677 to i32
  %8679 = fcmp uno float %8677, %8677
  %8680 = select i1 %8679, i32 2143289344, i32 %8678
  %8681 = xor i32 %8680, 2147483647
  %8682 = icmp sge i32 %8680, 0
  %8683 = select i1 %8682, i32 %8680, i32 %8681
  %8684 = icmp sge i32 %8683, %7399
  %8685 = and i1 %7909, %8684
  br i1 %8685, label %if.then853, label %if.end854

if.then853:                                       ; preds = %if.end852
  %8686 = bitcast float %8677 to i32
  %8687 = fcmp uno float %8677, %8677
  %8688 = select i1 %8687, i32 2143289344, i32 %8686
  %8689 = xor i32 %8688, 2147483647
  %8690 = icmp sge i32 %8688, 0
  %8691 = select i1 %8690, i32 %8688, i32 %8689
  %8692 = sext i32 %8691 to i64
  %8693 = shl i64 %8692, 32
  %8694 = sub i64 4294967295, %7911
  %8695 = or i64 %8693, %8694
  %8696 = load i64, ptr %cslot823, align 4
  %8697 = load i64, ptr %cslot824, align 4
  %8698 = icmp slt i64 %8695, %8696
  %8699 = select i1 %8698, i64 %8695, i64 %8696
  %8700 = icmp sgt i64 %8699, %8697
  %8701 = select i1 %8700, i64 %8699, i64 %8697
  store i64 %8701, ptr %cslot824, align 4
  %8702 = load i64, ptr %cslot822, align 4
  %8703 = load i64, ptr %cslot823, align 4
  %8704 = icmp slt i64 %8695, %8702
  %8705 = select i1 %8704, i64 %8695, i64 %8702
  %8706 = icmp sgt i64 %8705, %8703
  %8707 = select i1 %8706, i64 %8705, i64 %8703
  store i64 %8707, ptr %cslot823, align 4
  %8708 = load i64, ptr %cslot821, align 4
  %8709 = load i64, ptr %cslot822, align 4
  %8710 = icmp slt i64 %8695, %8708
  %8711 = select i1 %8710, i64 %8695, i64 %8708
  %8712 = icmp sgt i64 %8711, %8709
  %8713 = select i1 %8712, i64 %8711, i64 %8709
  store i64 %8713, ptr %cslot822, align 4
  %8714 = load i64, ptr %cslot820, align 4
  %8715 = load i64, ptr %cslot821, align 4
  %8716 = icmp slt i64 %8695, %8714
  %8717 = select i1 %8716, i64 %8695, i64 %8714
  %8718 = icmp sgt i64 %8717, %8715
  %8719 = select i1 %8718, i64 %8717, i64 %8715
  store i64 %8719, ptr %cslot821, align 4
  %8720 = load i64, ptr %cslot819, align 4
  %8721 = load i64, ptr %cslot820, align 4
  %8722 = icmp slt i64 %8695, %8720
  %8723 = select i1 %8722, i64 %8695, i64 %8720
  %8724 = icmp sgt i64 %8723, %8721
  %8725 = select i1 %8724, i64 %8723, i64 %8721
  store i64 %8725, ptr %cslot820, align 4
  %8726 = load i64, ptr %cslot818, align 4
  %8727 = load i64, ptr %cslot819, align 4
  %8728 = icmp slt i64 %8695, %8726
  %8729 = select i1 %8728, i64 %8695, i64 %8726
  %8730 = icmp sgt i64 %8729, %8727
  %8731 = select i1 %8730, i64 %8729, i64 %8727
  store i64 %8731, ptr %cslot819, align 4
  %8732 = load i64, ptr %cslot, align 4
  %8733 = load i64, ptr %cslot818, align 4
  %8734 = icmp slt i64 %8695, %8732
  %8735 = select i1 %8734, i64 %8695, i64 %8732
  %8736 = icmp sgt i64 %8735, %8733
  %8737 = select i1 %8736, i64 %8735, i64 %8733
  store i64 %8737, ptr %cslot818, align 4
  %8738 = load i64, ptr %cslot, align 4
  %8739 = icmp sgt i64 %8695, %8738
  %8740 = select i1 %8739, i64 %8695, i64 %8738
  store i64 %8740, ptr %cslot, align 4
  %8741 = load i64, ptr %cn, align 4
  %8742 = add i64 %8741, 1
  store i64 %8742, ptr %cn, align 4
  br label %if.end854

if.end854:                                        ; preds = %if.then853, %if.end852
  %8743 = zext i16 %7930 to i32
  %8744 = shl i32 %8743, 16
  %8745 = bitcast i32 %8744 to float
  %8746 = bitcast float %8745 to i32
  %8747 = fcmp uno float %8745, %8745
  %8748 = select i1 %8747, i32 2143289344, i32 %8746
  %8749 = xor i32 %8748, 2147483647
  %8750 = icmp sge i32 %8748, 0
  %8751 = select i1 %8750, i32 %8748, i32 %8749
  %8752 = icmp sge i32 %8751, %7399
  %8753 = and i1 %7925, %8752
  br i1 %8753, label %if.then855, label %if.end856

if.then855:                                       ; preds = %if.end854
  %8754 = bitcast float %8745 to i32
  %8755 = fcmp uno float %8745, %8745
  %8756 = select i1 %8755, i32 2143289344, i32 %8754
  %8757 = xor i32 %8756, 2147483647
  %8758 = icmp sge i32 %8756, 0
  %8759 = select i1 %8758, i32 %8756, i32 %8757
  %8760 = sext i32 %8759 to i64
  %8761 = shl i64 %8760, 32
  %8762 = sub i64 4294967295, %7927
  %8763 = or i64 %8761, %8762
  %8764 = load i64, ptr %cslot823, align 4
  %8765 = load i64, ptr %cslot824, align 4
  %8766 = icmp slt i64 %8763, %8764
  %8767 = select i1 %8766, i64 %8763, i64 %8764
  %8768 = icmp sgt i64 %8767, %8765
  %8769 = select i1 %8768, i64 %8767, i64 %8765
  store i64 %8769, ptr %cslot824, align 4
  %8770 = load i64, ptr %cslot822, align 4
  %8771 = load i64, ptr %cslot823, align 4
  %8772 = icmp slt i64 %8763, %8770
  %8773 = select i1 %8772, i64 %8763, i64 %8770
  %8774 = icmp sgt i64 %8773, %8771
  %8775 = select i1 %8774, i64 %8773, i64 %8771
  store i64 %8775, ptr %cslot823, align 4
  %8776 = load i64, ptr %cslot821, align 4
  %8777 = load i64, ptr %cslot822, align 4
  %8778 = icmp slt i64 %8763, %8776
  %8779 = select i1 %8778, i64 %8763, i64 %8776
  %8780 = icmp sgt i64 %8779, %8777
  %8781 = select i1 %8780, i64 %8779, i64 %8777
  store i64 %8781, ptr %cslot822, align 4
  %8782 = load i64, ptr %cslot820, align 4
  %8783 = load i64, ptr %cslot821, align 4
  %8784 = icmp slt i64 %8763, %8782
  %8785 = select i1 %8784, i64 %8763, i64 %8782
  %8786 = icmp sgt i64 %8785, %8783
  %8787 = select i1 %8786, i64 %8785, i64 %8783
  store i64 %8787, ptr %cslot821, align 4
  %8788 = load i64, ptr %cslot819, align 4
  %8789 = load i64, ptr %cslot820, align 4
  %8790 = icmp slt i64 %8763, %8788
  %8791 = select i1 %8790, i64 %8763, i64 %8788
  %8792 = icmp sgt i64 %8791, %8789
  %8793 = select i1 %8792, i64 %8791, i64 %8789
  store i64 %8793, ptr %cslot820, align 4
  %8794 = load i64, ptr %cslot818, align 4
  %8795 = load i64, ptr %cslot819, align 4
  %8796 = icmp slt i64 %8763, %8794
  %8797 = select i1 %8796, i64 %8763, i64 %8794
  %8798 = icmp sgt i64 %8797, %8795
  %8799 = select i1 %8798, i64 %8797, i64 %8795
  store i64 %8799, ptr %cslot819, align 4
  %8800 = load i64, ptr %cslot, align 4
  %8801 = load i64, ptr %cslot818, align 4
  %8802 = icmp slt i64 %8763, %8800
  %8803 = select i1 %8802, i64 %8763, i64 %8800
  %8804 = icmp sgt i64 %8803, %8801
  %8805 = select i1 %8804, i64 %8803, i64 %8801
  store i64 %8805, ptr %cslot818, align 4
  %8806 = load i64, ptr %cslot, align 4
  %8807 = icmp sgt i64 %8763, %8806
  %8808 = select i1 %8807, i64 %8763, i64 %8806
  store i64 %8808, ptr %cslot, align 4
  %8809 = load i64, ptr %cn, align 4
  %8810 = add i64 %8809, 1
  store i64 %8810, ptr %cn, align 4
  br label %if.end856

if.end856:                                        ; preds = %if.then855, %if.end854
  %8811 = zext i16 %7946 to i32
  %8812 = shl i32 %8811, 16
  %8813 = bitcast i32 %8812 to float
  %8814 = bitcast float %8813 to i32
  %8815 = fcmp uno float %8813, %8813
  %8816 = select i1 %8815, i32 2143289344, i32 %8814
  %8817 = xor i32 %8816, 2147483647
  %8818 = icmp sge i32 %8816, 0
  %8819 = select i1 %8818, i32 %8816, i32 %8817
  %8820 = icmp sge i32 %8819, %7399
  %8821 = and i1 %7941, %8820
  br i1 %8821, label %if.then857, label %if.end858

if.then857:                                       ; preds = %if.end856
  %8822 = bitcast float %8813 to i32
  %8823 = fcmp uno float %8813, %8813
  %8824 = select i1 %8823, i32 2143289344, i32 %8822
  %8825 = xor i32 %8824, 2147483647
  %8826 = icmp sge i32 %8824, 0
  %8827 = select i1 %8826, i32 %8824, i32 %8825
  %8828 = sext i32 %8827 to i64
  %8829 = shl i64 %8828, 32
  %8830 = sub i64 4294967295, %7943
  %8831 = or i64 %8829, %8830
  %8832 = load i64, ptr %cslot823, align 4
  %8833 = load i64, ptr %cslot824, align 4
  %8834 = icmp slt i64 %8831, %8832
  %8835 = select i1 %8834, i64 %8831, i64 %8832
  %8836 = icmp sgt i64 %8835, %8833
  %8837 = select i1 %8836, i64 %8835, i64 %8833
  store i64 %8837, ptr %cslot824, align 4
  %8838 = load i64, ptr %cslot822, align 4
  %8839 = load i64, ptr %cslot823, align 4
  %8840 = icmp slt i64 %8831, %8838
  %8841 = select i1 %8840, i64 %8831, i64 %8838
  %8842 = icmp sgt i64 %8841, %8839
  %8843 = select i1 %8842, i64 %8841, i64 %8839
  store i64 %8843, ptr %cslot823, align 4
  %8844 = load i64, ptr %cslot821, align 4
  %8845 = load i64, ptr %cslot822, align 4
  %8846 = icmp slt i64 %8831, %8844
  %8847 = select i1 %8846, i64 %8831, i64 %8844
  %8848 = icmp sgt i64 %8847, %8845
  %8849 = select i1 %8848, i64 %8847, i64 %8845
  store i64 %8849, ptr %cslot822, align 4
  %8850 = load i64, ptr %cslot820, align 4
  %8851 = load i64, ptr %cslot821, align 4
  %8852 = icmp slt i64 %8831, %8850
  %8853 = select i1 %8852, i64 %8831, i64 %8850
  %8854 = icmp sgt i64 %8853, %8851
  %8855 = select i1 %8854, i64 %8853, i64 %8851
  store i64 %8855, ptr %cslot821, align 4
  %8856 = load i64, ptr %cslot819, align 4
  %8857 = load i64, ptr %cslot820, align 4
  %8858 = icmp slt i64 %8831, %8856
  %8859 = select i1 %8858, i64 %8831, i64 %8856
  %8860 = icmp sgt i64 %8859, %8857
  %8861 = select i1 %8860, i64 %8859, i64 %8857
  store i64 %8861, ptr %cslot820, align 4
  %8862 = load i64, ptr %cslot818, align 4
  %8863 = load i64, ptr %cslot819, align 4
  %8864 = icmp slt i64 %8831, %8862
  %8865 = select i1 %8864, i64 %8831, i64 %8862
  %8866 = icmp sgt i64 %8865, %8863
  %8867 = select i1 %8866, i64 %8865, i64 %8863
  store i64 %8867, ptr %cslot819, align 4
  %8868 = load i64, ptr %cslot, align 4
  %8869 = load i64, ptr %cslot818, align 4
  %8870 = icmp slt i64 %8831, %8868
  %8871 = select i1 %8870, i64 %8831, i64 %8868
  %8872 = icmp sgt i64 %8871, %8869
  %8873 = select i1 %8872, i64 %8871, i64 %8869
  store i64 %8873, ptr %cslot818, align 4
  %8874 = load i64, ptr %cslot, align 4
  %8875 = icmp sgt i64 %8831, %8874
  %8876 = select i1 %8875, i64 %8831, i64 %8874
  store i64 %8876, ptr %cslot, align 4
  %8877 = load i64, ptr %cn, align 4
  %8878 = add i64 %8877, 1
  store i64 %8878, ptr %cn, align 4
  br label %if.end858

if.end858:                                        ; preds = %if.then857, %if.end856
  %8879 = zext i16 %7962 to i32
  %8880 = shl i32 %8879, 16
  %8881 = bitcast i32 %8880 to float
  %8882 = bitcast float %8881 to i32
  %8883 = fcmp uno float %8881, %8881
  %8884 = select i1 %8883, i32 2143289344, i32 %8882
  %8885 = xor i32 %8884, 2147483647
  %8886 = icmp sge i32 %8884, 0
  %8887 = select i1 %8886, i32 %8884, i32 %8885
  %8888 = icmp sge i32 %8887, %7399
  %8889 = and i1 %7957, %8888
  br i1 %8889, label %if.then859, label %if.end860

if.then859:                                       ; preds = %if.end858
  %8890 = bitcast float %8881 to i32
  %8891 = fcmp uno float %8881, %8881
  %8892 = select i1 %8891, i32 2143289344, i32 %8890
  %8893 = xor i32 %8892, 2147483647
  %8894 = icmp sge i32 %8892, 0
  %8895 = select i1 %8894, i32 %8892, i32 %8893
  %8896 = sext i32 %8895 to i64
  %8897 = shl i64 %8896, 32
  %8898 = sub i64 4294967295, %7959
  %8899 = or i64 %8897, %8898
  %8900 = load i64, ptr %cslot823, align 4
  %8901 = load i64, ptr %cslot824, align 4
  %8902 = icmp slt i64 %8899, %8900
  %8903 = select i1 %8902, i64 %8899, i64 %8900
  %8904 = icmp sgt i64 %8903, %8901
  %8905 = select i1 %8904, i64 %8903, i64 %8901
  store i64 %8905, ptr %cslot824, align 4
  %8906 = load i64, ptr %cslot822, align 4
  %8907 = load i64, ptr %cslot823, align 4
  %8908 = icmp slt i64 %8899, %8906
  %8909 = select i1 %8908, i64 %8899, i64 %8906
  %8910 = icmp sgt i64 %8909, %8907
  %8911 = select i1 %8910, i64 %8909, i64 %8907
  store i64 %8911, ptr %cslot823, align 4
  %8912 = load i64, ptr %cslot821, align 4
  %8913 = load i64, ptr %cslot822, align 4
  %8914 = icmp slt i64 %8899, %8912
  %8915 = select i1 %8914, i64 %8899, i64 %8912
  %8916 = icmp sgt i64 %8915, %8913
  %8917 = select i1 %8916, i64 %8915, i64 %8913
  store i64 %8917, ptr %cslot822, align 4
  %8918 = load i64, ptr %cslot820, align 4
  %8919 = load i64, ptr %cslot821, align 4
  %8920 = icmp slt i64 %8899, %8918
  %8921 = select i1 %8920, i64 %8899, i64 %8918
  %8922 = icmp sgt i64 %8921, %8919
  %8923 = select i1 %8922, i64 %8921, i64 %8919
  store i64 %8923, ptr %cslot821, align 4
  %8924 = load i64, ptr %cslot819, align 4
  %8925 = load i64, ptr %cslot820, align 4
  %8926 = icmp slt i64 %8899, %8924
  %8927 = select i1 %8926, i64 %8899, i64 %8924
  %8928 = icmp sgt i64 %8927, %8925
  %8929 = select i1 %8928, i64 %8927, i64 %8925
  store i64 %8929, ptr %cslot820, align 4
  %8930 = load i64, ptr %cslot818, align 4
  %8931 = load i64, ptr %cslot819, align 4
  %8932 = icmp slt i64 %8899, %8930
  %8933 = select i1 %8932, i64 %8899, i64 %8930
  %8934 = icmp sgt i64 %8933, %8931
  %8935 = select i1 %8934, i64 %8933, i64 %8931
  store i64 %8935, ptr %cslot819, align 4
  %8936 = load i64, ptr %cslot, align 4
  %8937 = load i64, ptr %cslot818, align 4
  %8938 = icmp slt i64 %8899, %8936
  %8939 = select i1 %8938, i64 %8899, i64 %8936
  %8940 = icmp sgt i64 %8939, %8937
  %8941 = select i1 %8940, i64 %8939, i64 %8937
  store i64 %8941, ptr %cslot818, align 4
  %8942 = load i64, ptr %cslot, align 4
  %8943 = icmp sgt i64 %8899, %8942
  %8944 = select i1 %8943, i64 %8899, i64 %8942
  store i64 %8944, ptr %cslot, align 4
  %8945 = load i64, ptr %cn, align 4
  %8946 = add i64 %8945, 1
  store i64 %8946, ptr %cn, align 4
  br label %if.end860

if.end860:                                        ; preds = %if.then859, %if.end858
  %8947 = zext i16 %7978 to i32
  %8948 = shl i32 %8947, 16
  %8949 = bitcast i32 %8948 to float
  %8950 = bitcast float %8949 to i32
  %8951 = fcmp uno float %8949, %8949
  %8952 = select i1 %8951, i32 2143289344, i32 %8950
  %8953 = xor i32 %8952, 2147483647
  %8954 = icmp sge i32 %8952, 0
  %8955 = select i1 %8954, i32 %8952, i32 %8953
  %8956 = icmp sge i32 %8955, %7399
  %8957 = and i1 %7973, %8956
  br i1 %8957, label %if.then861, label %if.end862

if.then861:                                       ; preds = %if.end860
  %8958 = bitcast float %8949 to i32
  %8959 = fcmp uno float %8949, %8949
  %8960 = select i1 %8959, i32 2143289344, i32 %8958
  %8961 = xor i32 %8960, 2147483647
  %8962 = icmp sge i32 %8960, 0
  %8963 = select i1 %8962, i32 %8960, i32 %8961
  %8964 = sext i32 %8963 to i64
  %8965 = shl i64 %8964, 32
  %8966 = sub i64 4294967295, %7975
  %8967 = or i64 %8965, %8966
  %8968 = load i64, ptr %cslot823, align 4
  %8969 = load i64, ptr %cslot824, align 4
  %8970 = icmp slt i64 %8967, %8968
  %8971 = select i1 %8970, i64 %8967, i64 %8968
  %8972 = icmp sgt i64 %8971, %8969
  %8973 = select i1 %8972, i64 %8971, i64 %8969
  store i64 %8973, ptr %cslot824, align 4
  %8974 = load i64, ptr %cslot822, align 4
  %8975 = load i64, ptr %cslot823, align 4
  %8976 = icmp slt i64 %8967, %8974
  %8977 = select i1 %8976, i64 %8967, i64 %8974
  %8978 = icmp sgt i64 %8977, %8975
  %8979 = select i1 %8978, i64 %8977, i64 %8975
  store i64 %8979, ptr %cslot823, align 4
  %8980 = load i64, ptr %cslot821, align 4
  %8981 = load i64, ptr %cslot822, align 4
  %8982 = icmp slt i64 %8967, %8980
  %8983 = select i1 %8982, i64 %8967, i64 %8980
  %8984 = icmp sgt i64 %8983, %8981
  %8985 = select i1 %8984, i64 %8983, i64 %8981
  store i64 %8985, ptr %cslot822, align 4
  %8986 = load i64, ptr %cslot820, align 4
  %8987 = load i64, ptr %cslot821, align 4
  %8988 = icmp slt i64 %8967, %8986
  %8989 = select i1 %8988, i64 %8967, i64 %8986
  %8990 = icmp sgt i64 %8989, %8987
  %8991 = select i1 %8990, i64 %8989, i64 %8987
  store i64 %8991, ptr %cslot821, align 4
  %8992 = load i64, ptr %cslot819, align 4
  %8993 = load i64, ptr %cslot820, align 4
  %8994 = icmp slt i64 %8967, %8992
  %8995 = select i1 %8994, i64 %8967, i64 %8992
  %8996 = icmp sgt i64 %8995, %8993
  %8997 = select i1 %8996, i64 %8995, i64 %8993
  store i64 %8997, ptr %cslot820, align 4
  %8998 = load i64, ptr %cslot818, align 4
  %8999 = load i64, ptr %cslot819, align 4
  %9000 = icmp slt i64 %8967, %8998
  %9001 = select i1 %9000, i64 %8967, i64 %8998
  %9002 = icmp sgt i64 %9001, %8999
  %9003 = select i1 %9002, i64 %9001, i64 %8999
  store i64 %9003, ptr %cslot819, align 4
  %9004 = load i64, ptr %cslot, align 4
  %9005 = load i64, ptr %cslot818, align 4
  %9006 = icmp slt i64 %8967, %9004
  %9007 = select i1 %9006, i64 %8967, i64 %9004
  %9008 = icmp sgt i64 %9007, %9005
  %9009 = select i1 %9008, i64 %9007, i64 %9005
  store i64 %9009, ptr %cslot818, align 4
  %9010 = load i64, ptr %cslot, align 4
  %9011 = icmp sgt i64 %8967, %9010
  %9012 = select i1 %9011, i64 %8967, i64 %9010
  store i64 %9012, ptr %cslot, align 4
  %9013 = load i64, ptr %cn, align 4
  %9014 = add i64 %9013, 1
  store i64 %9014, ptr %cn, align 4
  br label %if.end862

if.end862:                                        ; preds = %if.then861, %if.end860
  %9015 = zext i16 %7994 to i32
  %9016 = shl i32 %9015, 16
  %9017 = bitcast i32 %9016 to float
  %9018 = bitcast float %9017 to i32
  %9019 = fcmp uno float %9017, %9017
  %9020 = select i1 %9019, i32 2143289344, i32 %9018
  %9021 = xor i32 %9020, 2147483647
  %9022 = icmp sge i32 %9020, 0
  %9023 = select i1 %9022, i32 %9020, i32 %9021
  %9024 = icmp sge i32 %9023, %7399
  %9025 = and i1 %7989, %9024
  br i1 %9025, label %if.then863, label %if.end864

if.then863:                                       ; preds = %if.end862
  %9026 = bitcast float %9017 to i32
  %9027 = fcmp uno float %9017, %9017
  %9028 = select i1 %9027, i32 2143289344, i32 %9026
  %9029 = xor i32 %9028, 2147483647
  %9030 = icmp sge i32 %9028, 0
  %9031 = select i1 %9030, i32 %9028, i32 %9029
  %9032 = sext i32 %9031 to i64
  %9033 = shl i64 %9032, 32
  %9034 = sub i64 4294967295, %7991
  %9035 = or i64 %9033, %9034
  %9036 = load i64, ptr %cslot823, align 4
  %9037 = load i64, ptr %cslot824, align 4
  %9038 = icmp slt i64 %9035, %9036
  %9039 = select i1 %9038, i64 %9035, i64 %9036
  %9040 = icmp sgt i64 %9039, %9037
  %9041 = select i1 %9040, i64 %9039, i64 %9037
  store i64 %9041, ptr %cslot824, align 4
  %9042 = load i64, ptr %cslot822, align 4
  %9043 = load i64, ptr %cslot823, align 4
  %9044 = icmp slt i64 %9035, %9042
  %9045 = select i1 %9044, i64 %9035, i64 %9042
  %9046 = icmp sgt i64 %9045, %9043
  %9047 = select i1 %9046, i64 %9045, i64 %9043
  store i64 %9047, ptr %cslot823, align 4
  %9048 = load i64, ptr %cslot821, align 4
  %9049 = load i64, ptr %cslot822, align 4
  %9050 = icmp slt i64 %9035, %9048
  %9051 = select i1 %9050, i64 %9035, i64 %9048
  %9052 = icmp sgt i64 %9051, %9049
  %9053 = select i1 %9052, i64 %9051, i64 %9049
  store i64 %9053, ptr %cslot822, align 4
  %9054 = load i64, ptr %cslot820, align 4
  %9055 = load i64, ptr %cslot821, align 4
  %9056 = icmp slt i64 %9035, %9054
  %9057 = select i1 %9056, i64 %9035, i64 %9054
  %9058 = icmp sgt i64 %9057, %9055
  %9059 = select i1 %9058, i64 %9057, i64 %9055
  store i64 %9059, ptr %cslot821, align 4
  %9060 = load i64, ptr %cslot819, align 4
  %9061 = load i64, ptr %cslot820, align 4
  %9062 = icmp slt i64 %9035, %9060
  %9063 = select i1 %9062, i64 %9035, i64 %9060
  %9064 = icmp sgt i64 %9063, %9061
  %9065 = select i1 %9064, i64 %9063, i64 %9061
  store i64 %9065, ptr %cslot820, align 4
  %9066 = load i64, ptr %cslot818, align 4
  %9067 = load i64, ptr %cslot819, align 4
  %9068 = icmp slt i64 %9035, %9066
  %9069 = select i1 %9068, i64 %9035, i64 %9066
  %9070 = icmp sgt i64 %9069, %9067
  %9071 = select i1 %9070, i64 %9069, i64 %9067
  store i64 %9071, ptr %cslot819, align 4
  %9072 = load i64, ptr %cslot, align 4
  %9073 = load i64, ptr %cslot818, align 4
  %9074 = icmp slt i64 %9035, %9072
  %9075 = select i1 %9074, i64 %9035, i64 %9072
  %9076 = icmp sgt i64 %9075, %9073
  %9077 = select i1 %9076, i64 %9075, i64 %9073
  store i64 %9077, ptr %cslot818, align 4
  %9078 = load i64, ptr %cslot, align 4
  %9079 = icmp sgt i64 %9035, %9078
  %9080 = select i1 %9079, i64 %9035, i64 %9078
  store i64 %9080, ptr %cslot, align 4
  %9081 = load i64, ptr %cn, align 4
  %9082 = add i64 %9081, 1
  store i64 %9082, ptr %cn, align 4
  br label %if.end864

if.end864:                                        ; preds = %if.then863, %if.end862
  %kcol.next865 = add nsw i64 %kcol.iv832, 1
  br label %kcol.head829, !llvm.loop !31

over.then:                                        ; preds = %if.end826
  store i64 9223372036854775807, ptr %prev866, align 4
  br label %ground.head

over.else:                                        ; preds = %if.end826
  store i64 -9223372036854775808, ptr %last879, align 4
  br label %sround.head

over.end:                                         ; preds = %sround.exit, %ground.exit
  br label %active.end774

ground.head:                                      ; preds = %if.end878, %over.then
  %ground.iv = phi i64 [ 0, %over.then ], [ %ground.next, %if.end878 ]
  %9083 = icmp slt i64 %ground.iv, 20
  br i1 %9083, label %ground.body, label %ground.exit

ground.body:                                      ; preds = %ground.head
  %9084 = load i64, ptr %prev866, align 4
  %9085 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best867, align 4
  br label %group.head868

ground.exit:                                      ; preds = %ground.head
  %9086 = load i64, ptr %prev866, align 4
  br label %over.end

group.head868:                                    ; preds = %if.end873, %ground.body
  %group.iv871 = phi i64 [ %9085, %ground.body ], [ %group.next876, %if.end873 ]
  %9087 = icmp slt i64 %group.iv871, %5801
  br i1 %9087, label %group.body869, label %group.exit870

group.body869:                                    ; preds = %group.head868
  %9088 = getelementptr i32, ptr %5804, i64 %group.iv871
  %9089 = load i32, ptr %9088, align 4
  %9090 = and i32 %9089, -65536
  %9091 = bitcast i32 %9090 to float
  %9092 = and i32 %9089, 65535
  %9093 = zext i32 %9092 to i64
  %9094 = bitcast float %9091 to i32
  %9095 = fcmp uno float %9091, %9091
  %9096 = select i1 %9095, i32 2143289344, i32 %9094
  %9097 = xor i32 %9096, 2147483647
  %9098 = icmp sge i32 %9096, 0
  %9099 = select i1 %9098, i32 %9096, i32 %9097
  %9100 = sext i32 %9099 to i64
  %9101 = shl i64 %9100, 32
  %9102 = or i64 %9101, %9093
  %9103 = ashr i64 %9102, 32
  %9104 = trunc i64 %9103 to i32
  %9105 = icmp sge i32 %9104, %7399
  br i1 %9105, label %if.then872, label %if.end873

group.exit870:                                    ; preds = %group.head868
  %9106 = load i64, ptr %best867, align 4
  %9107 = trunc i64 %9106 to i32
  %9108 = bitcast i32 %9107 to float
  %9109 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9108, i32 16, i32 31)
  %9110 = bitcast float %9109 to i32
  %9111 = lshr i64 %9106, 32
  %9112 = trunc i64 %9111 to i32
  %9113 = bitcast i32 %9112 to float
  %9114 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9113, i32 16, i32 31)
  %9115 = bitcast float %9114 to i32
  %9116 = zext i32 %9110 to i64
  %9117 = zext i32 %9115 to i64
  %9118 = shl i64 %9117, 32
  %9119 = or i64 %9118, %9116
  %9120 = icmp sgt i64 %9119, %9106
  %9121 = select i1 %9120, i64 %9119, i64 %9106
  %9122 = trunc i64 %9121 to i32
  %9123 = bitcast i32 %9122 to float
  %9124 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9123, i32 8, i32 31)
  %9125 = bitcast float %9124 to i32
  %9126 = lshr i64 %9121, 32
  %9127 = trunc i64 %9126 to i32
  %9128 = bitcast i32 %9127 to float
  %9129 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9128, i32 8, i32 31)
  %9130 = bitcast float %9129 to i32
  %9131 = zext i32 %9125 to i64
  %9132 = zext i32 %9130 to i64
  %9133 = shl i64 %9132, 32
  %9134 = or i64 %9133, %9131
  %9135 = icmp sgt i64 %9134, %9121
  %9136 = select i1 %9135, i64 %9134, i64 %9121
  %9137 = trunc i64 %9136 to i32
  %9138 = bitcast i32 %9137 to float
  %9139 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9138, i32 4, i32 31)
  %9140 = bitcast float %9139 to i32
  %9141 = lshr i64 %9136, 32
  %9142 = trunc i64 %9141 to i32
  %9143 = bitcast i32 %9142 to float
  %9144 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9143, i32 4, i32 31)
  %9145 = bitcast float %9144 to i32
  %9146 = zext i32 %9140 to i64
  %9147 = zext i32 %9145 to i64
  %9148 = shl i64 %9147, 32
  %9149 = or i64 %9148, %9146
  %9150 = icmp sgt i64 %9149, %9136
  %9151 = select i1 %9150, i64 %9149, i64 %9136
  %9152 = trunc i64 %9151 to i32
  %9153 = bitcast i32 %9152 to float
  %9154 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9153, i32 2, i32 31)
  %9155 = bitcast float %9154 to i32
  %9156 = lshr i64 %9151, 32
  %9157 = trunc i64 %9156 to i32
  %9158 = bitcast i32 %9157 to float
  %9159 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9158, i32 2, i32 31)
  %9160 = bitcast float %9159 to i32
  %9161 = zext i32 %9155 to i64
  %9162 = zext i32 %9160 to i64
  %9163 = shl i64 %9162, 32
  %9164 = or i64 %9163, %9161
  %9165 = icmp sgt i64 %9164, %9151
  %9166 = select i1 %9165, i64 %9164, i64 %9151
  %9167 = trunc i64 %9166 to i32
  %9168 = bitcast i32 %9167 to float
  %9169 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9168, i32 1, i32 31)
  %9170 = bitcast float %9169 to i32
  %9171 = lshr i64 %9166, 32
  %9172 = trunc i64 %9171 to i32
  %9173 = bitcast i32 %9172 to float
  %9174 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9173, i32 1, i32 31)
  %9175 = bitcast float %9174 to i32
  %9176 = zext i32 %9170 to i64
  %9177 = zext i32 %9175 to i64
  %9178 = shl i64 %9177, 32
  %9179 = or i64 %9178, %9176
  %9180 = icmp sgt i64 %9179, %9166
  %9181 = select i1 %9180, i64 %9179, i64 %9166
  store i64 %9181, ptr %prev866, align 4
  %9182 = icmp eq i64 %9181, -9223372036854775808
  %9183 = ashr i64 %9181, 32
  %9184 = trunc i64 %9183 to i32
  %9185 = xor i32 %9184, 2147483647
  %9186 = icmp sge i32 %9184, 0
  %9187 = select i1 %9186, i32 %9184, i32 %9185
  %9188 = bitcast i32 %9187 to float
  %9189 = and i64 %9181, 4294967295
  %9190 = sub i64 4294967295, %9189
  br i1 true, label %if.then877, label %if.end878

if.then872:                                       ; preds = %group.body869
  %9191 = udiv i64 %group.iv871, 32
  %9192 = urem i64 %group.iv871, 32
  %9193 = mul i64 %9191, 2374
  %9194 = sub i64 %6, %9193
  %9195 = icmp slt i64 %9194, 0
  %9196 = select i1 %9195, i64 0, i64 %9194
  %9197 = icmp sgt i64 %9196, 2374
  %9198 = select i1 %9197, i64 2374, i64 %9196
  br label %gcol.head

if.end873:                                        ; preds = %gcol.exit, %group.body869
  %group.next876 = add nsw i64 %group.iv871, 32
  br label %group.head868, !llvm.loop !32

gcol.head:                                        ; preds = %if.end875, %if.then872
  %gcol.iv = phi i64 [ 0, %if.then872 ], [ %gcol.next, %if.end875 ]
  %9199 = icmp slt i64 %gcol.iv, 80
  br i1 %9199, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %9200 = udiv i64 %gcol.iv, 8
  %9201 = urem i64 %gcol.iv, 8
  %9202 = mul i64 %9200, 32
  %9203 = add i64 %9202, %9192
  %9204 = mul i64 %9203, 8
  %9205 = add i64 %9204, %9201
  %9206 = icmp slt i64 %9205, %9198
  br i1 %9206, label %if.then874, label %if.end875

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end873

if.then874:                                       ; preds = %gcol.body
  %9207 = add i64 %9193, %9205
  %9208 = mul i64 %9207, 2
  %9209 = getelementptr i8, ptr %5799, i64 %9208
  %9210 = load i16, ptr %9209, align 2, !invariant.load !21
  %9211 = zext i16 %9210 to i32
  %9212 = shl i32 %9211, 16
  %9213 = bitcast i32 %9212 to float
  %9214 = bitcast float %9213 to i32
  %9215 = fcmp uno float %9213, %9213
  %9216 = select i1 %9215, i32 2143289344, i32 %9214
  %9217 = xor i32 %9216, 2147483647
  %9218 = icmp sge i32 %9216, 0
  %9219 = select i1 %9218, i32 %9216, i32 %9217
  %9220 = sext i32 %9219 to i64
  %9221 = shl i64 %9220, 32
  %9222 = sub i64 4294967295, %9207
  %9223 = or i64 %9221, %9222
  %9224 = load i64, ptr %best867, align 4
  %9225 = icmp sgt i64 %9223, %9224
  %9226 = icmp slt i64 %9223, %9084
  %9227 = and i1 %9226, %9225
  %9228 = select i1 %9227, i64 %9223, i64 %9224
  store i64 %9228, ptr %best867, align 4
  br label %if.end875

if.end875:                                        ; preds = %if.then874, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !33

if.then877:                                       ; preds = %group.exit870
  %9229 = getelementptr i64, ptr %5790, i64 %ground.iv
  %9230 = select i1 %9182, i64 -1, i64 %9190
  store i64 %9230, ptr %9229, align 4
  %9231 = getelementptr float, ptr %5793, i64 %ground.iv
  %9232 = fsub float %9188, %1772
  %9233 = fcmp uno float %9232, %9232
  %9234 = select i1 %9233, float 0x7FF8000000000000, float %9232
  %9235 = select i1 %9182, float 0xFFF0000000000000, float %9234
  store float %9235, ptr %9231, align 4
  br label %if.end878

if.end878:                                        ; preds = %if.then877, %group.exit870
  %ground.next = add nsw i64 %ground.iv, 1
  br label %ground.head, !llvm.loop !34

sround.head:                                      ; preds = %if.end881, %over.else
  %sround.iv = phi i64 [ 0, %over.else ], [ %sround.next, %if.end881 ]
  %9236 = icmp slt i64 %sround.iv, 20
  br i1 %9236, label %sround.body, label %sround.exit

sround.body:                                      ; preds = %sround.head
  %9237 = load i64, ptr %cslot, align 4
  %9238 = and i64 %23, 31
  %9239 = trunc i64 %9237 to i32
  %9240 = bitcast i32 %9239 to float
  %9241 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9240, i32 16, i32 31)
  %9242 = bitcast float %9241 to i32
  %9243 = lshr i64 %9237, 32
  %9244 = trunc i64 %9243 to i32
  %9245 = bitcast i32 %9244 to float
  %9246 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9245, i32 16, i32 31)
  %9247 = bitcast float %9246 to i32
  %9248 = zext i32 %9242 to i64
  %9249 = zext i32 %9247 to i64
  %9250 = shl i64 %9249, 32
  %9251 = or i64 %9250, %9248
  %9252 = icmp sgt i64 %9251, %9237
  %9253 = select i1 %9252, i64 %9251, i64 %9237
  %9254 = trunc i64 %9253 to i32
  %9255 = bitcast i32 %9254 to float
  %9256 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9255, i32 8, i32 31)
  %9257 = bitcast float %9256 to i32
  %9258 = lshr i64 %9253, 32
  %9259 = trunc i64 %9258 to i32
  %9260 = bitcast i32 %9259 to float
  %9261 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9260, i32 8, i32 31)
  %9262 = bitcast float %9261 to i32
  %9263 = zext i32 %9257 to i64
  %9264 = zext i32 %9262 to i64
  %9265 = shl i64 %9264, 32
  %9266 = or i64 %9265, %9263
  %9267 = icmp sgt i64 %9266, %9253
  %9268 = select i1 %9267, i64 %9266, i64 %9253
  %9269 = trunc i64 %9268 to i32
  %9270 = bitcast i32 %9269 to float
  %9271 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9270, i32 4, i32 31)
  %9272 = bitcast float %9271 to i32
  %9273 = lshr i64 %9268, 32
  %9274 = trunc i64 %9273 to i32
  %9275 = bitcast i32 %9274 to float
  %9276 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9275, i32 4, i32 31)
  %9277 = bitcast float %9276 to i32
  %9278 = zext i32 %9272 to i64
  %9279 = zext i32 %9277 to i64
  %9280 = shl i64 %9279, 32
  %9281 = or i64 %9280, %9278
  %9282 = icmp sgt i64 %9281, %9268
  %9283 = select i1 %9282, i64 %9281, i64 %9268
  %9284 = trunc i64 %9283 to i32
  %9285 = bitcast i32 %9284 to float
  %9286 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9285, i32 2, i32 31)
  %9287 = bitcast float %9286 to i32
  %9288 = lshr i64 %9283, 32
  %9289 = trunc i64 %9288 to i32
  %9290 = bitcast i32 %9289 to float
  %9291 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9290, i32 2, i32 31)
  %9292 = bitcast float %9291 to i32
  %9293 = zext i32 %9287 to i64
  %9294 = zext i32 %9292 to i64
  %9295 = shl i64 %9294, 32
  %9296 = or i64 %9295, %9293
  %9297 = icmp sgt i64 %9296, %9283
  %9298 = select i1 %9297, i64 %9296, i64 %9283
  %9299 = trunc i64 %9298 to i32
  %9300 = bitcast i32 %9299 to float
  %9301 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9300, i32 1, i32 31)
  %9302 = bitcast float %9301 to i32
  %9303 = lshr i64 %9298, 32
  %9304 = trunc i64 %9303 to i32
  %9305 = bitcast i32 %9304 to float
  %9306 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9305, i32 1, i32 31)
  %9307 = bitcast float %9306 to i32
  %9308 = zext i32 %9302 to i64
  %9309 = zext i32 %9307 to i64
  %9310 = shl i64 %9309, 32
  %9311 = or i64 %9310, %9308
  %9312 = icmp sgt i64 %9311, %9298
  %9313 = select i1 %9312, i64 %9311, i64 %9298
  store i64 %9313, ptr %last879, align 4
  %9314 = icmp eq i64 %9313, -9223372036854775808
  %9315 = ashr i64 %9313, 32
  %9316 = trunc i64 %9315 to i32
  %9317 = xor i32 %9316, 2147483647
  %9318 = icmp sge i32 %9316, 0
  %9319 = select i1 %9318, i32 %9316, i32 %9317
  %9320 = bitcast i32 %9319 to float
  %9321 = and i64 %9313, 4294967295
  %9322 = sub i64 4294967295, %9321
  br i1 true, label %if.then880, label %if.end881

sround.exit:                                      ; preds = %sround.head
  %9323 = load i64, ptr %last879, align 4
  br label %over.end

if.then880:                                       ; preds = %sround.body
  %9324 = getelementptr i64, ptr %5790, i64 %sround.iv
  %9325 = select i1 %9314, i64 -1, i64 %9322
  store i64 %9325, ptr %9324, align 4
  %9326 = getelementptr float, ptr %5793, i64 %sround.iv
  %9327 = fsub float %9320, %1772
  %9328 = fcmp uno float %9327, %9327
  %9329 = select i1 %9328, float 0x7FF8000000000000, float %9327
  %9330 = select i1 %9314, float 0xFFF0000000000000, float %9329
  store float %9330, ptr %9326, align 4
  br label %if.end881

if.end881:                                        ; preds = %if.then880, %sround.body
  %9331 = icmp ne i64 %9313, -9223372036854775808
  %9332 = icmp eq i64 %9237, %9313
  %9333 = and i1 %9332, %9331
  %9334 = load i64, ptr %cslot818, align 4
  %9335 = load i64, ptr %cslot, align 4
  %9336 = select i1 %9333, i64 %9334, i64 %9335
  store i64 %9336, ptr %cslot, align 4
  %9337 = load i64, ptr %cslot819, align 4
  %9338 = load i64, ptr %cslot818, align 4
  %9339 = select i1 %9333, i64 %9337, i64 %9338
  store i64 %9339, ptr %cslot818, align 4
  %9340 = load i64, ptr %cslot820, align 4
  %9341 = load i64, ptr %cslot819, align 4
  %9342 = select i1 %9333, i64 %9340, i64 %9341
  store i64 %9342, ptr %cslot819, align 4
  %9343 = load i64, ptr %cslot821, align 4
  %9344 = load i64, ptr %cslot820, align 4
  %9345 = select i1 %9333, i64 %9343, i64 %9344
  store i64 %9345, ptr %cslot820, align 4
  %9346 = load i64, ptr %cslot822, align 4
  %9347 = load i64, ptr %cslot821, align 4
  %9348 = select i1 %9333, i64 %9346, i64 %9347
  store i64 %9348, ptr %cslot821, align 4
  %9349 = load i64, ptr %cslot823, align 4
  %9350 = load i64, ptr %cslot822, align 4
  %9351 = select i1 %9333, i64 %9349, i64 %9350
  store i64 %9351, ptr %cslot822, align 4
  %9352 = load i64, ptr %cslot824, align 4
  %9353 = load i64, ptr %cslot823, align 4
  %9354 = select i1 %9333, i64 %9352, i64 %9353
  store i64 %9354, ptr %cslot823, align 4
  %9355 = load i64, ptr %cslot824, align 4
  %9356 = select i1 %9333, i64 -9223372036854775808, i64 %9355
  store i64 %9356, ptr %cslot824, align 4
  %sround.next = add nsw i64 %sround.iv, 1
  br label %sround.head, !llvm.loop !35

if.then882:                                       ; preds = %active.else773
  br label %inactive.head

if.end883:                                        ; preds = %inactive.exit, %active.else773
  br label %active.end774

inactive.head:                                    ; preds = %inactive.body, %if.then882
  %inactive.iv = phi i64 [ 0, %if.then882 ], [ %inactive.next, %inactive.body ]
  %9357 = icmp slt i64 %inactive.iv, 20
  br i1 %9357, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %9358 = getelementptr i64, ptr %5790, i64 %inactive.iv
  store i64 -1, ptr %9358, align 4
  %9359 = getelementptr float, ptr %5793, i64 %inactive.iv
  store float 0.000000e+00, ptr %9359, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !36

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %5795, align 4
  br label %if.end883

if.then884:                                       ; preds = %active.else
  br i1 true, label %if.then886, label %if.end887

if.end885:                                        ; preds = %if.end887, %active.else
  br label %active.end

if.then886:                                       ; preds = %if.then884
  br label %inactive.head888

if.end887:                                        ; preds = %inactive.exit890, %if.then884
  br label %if.end885

inactive.head888:                                 ; preds = %inactive.body889, %if.then886
  %inactive.iv891 = phi i64 [ 0, %if.then886 ], [ %inactive.next892, %inactive.body889 ]
  %9360 = icmp slt i64 %inactive.iv891, 20
  br i1 %9360, label %inactive.body889, label %inactive.exit890

inactive.body889:                                 ; preds = %inactive.head888
  %9361 = getelementptr i64, ptr %35, i64 %inactive.iv891
  store i64 -1, ptr %9361, align 4
  %9362 = getelementptr float, ptr %38, i64 %inactive.iv891
  store float 0.000000e+00, ptr %9362, align 4
  %inactive.next892 = add nsw i64 %inactive.iv891, 1
  br label %inactive.head888, !llvm.loop !37

inactive.exit890:                                 ; preds = %inactive.head888
  store i64 0, ptr %40, align 4
  br label %if.end887
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.count", i32 4}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.count", i32 8}
!14 = distinct !{!14, !4}
!15 = distinct !{!15, !4}
!16 = distinct !{!16, !4}
!17 = distinct !{!17, !4}
!18 = distinct !{!18, !4}
!19 = distinct !{!19, !11}
!20 = distinct !{!20, !4}
!21 = !{}
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
!36 = distinct !{!36, !4}
!37 = distinct !{!37, !4}
