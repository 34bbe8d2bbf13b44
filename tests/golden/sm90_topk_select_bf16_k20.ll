; golden IR for tests/codegen/golden_test.cpp (sm_90's topk_select: a block per row, the merge in warp 0)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=sm_90;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "nvptx64-nvidia-cuda"

@block_shared = internal addrspace(3) global [7136 x i8] undef, align 16

; Function Attrs: nounwind
define void @logpjit_topk_select(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, i64 %16, i64 %17, i64 %18, i64 %19, i64 %20, i64 %21) #0 {
entry:
  %last889 = alloca i64, align 8
  %best877 = alloca i64, align 8
  %prev876 = alloca i64, align 8
  %cn = alloca i64, align 8
  %cslot834 = alloca i64, align 8
  %cslot833 = alloca i64, align 8
  %cslot832 = alloca i64, align 8
  %cslot831 = alloca i64, align 8
  %cslot830 = alloca i64, align 8
  %cslot829 = alloca i64, align 8
  %cslot828 = alloca i64, align 8
  %cslot = alloca i64, align 8
  %last827 = alloca i64, align 8
  %gcopy826 = alloca i64, align 8
  %gcopy825 = alloca i64, align 8
  %gcopy824 = alloca i64, align 8
  %gcopy823 = alloca i64, align 8
  %gcopy822 = alloca i64, align 8
  %gcopy821 = alloca i64, align 8
  %gcopy820 = alloca i64, align 8
  %gcopy = alloca i64, align 8
  %best = alloca i64, align 8
  %prev = alloca i64, align 8
  %theta = alloca i32, align 4
  %gn = alloca i64, align 8
  %gslot803 = alloca i64, align 8
  %gslot802 = alloca i64, align 8
  %gslot801 = alloca i64, align 8
  %gslot800 = alloca i64, align 8
  %gslot799 = alloca i64, align 8
  %gslot798 = alloca i64, align 8
  %gslot797 = alloca i64, align 8
  %gslot = alloca i64, align 8
  %last = alloca i64, align 8
  %gtop796 = alloca i64, align 8
  %gtop = alloca i64, align 8
  %above793 = alloca i64, align 8
  %exactabove = alloca i64, align 8
  %above785 = alloca i64, align 8
  %nantiles = alloca i64, align 8
  %place767 = alloca i64, align 8
  %place421 = alloca i32, align 4
  %total = alloca float, align 4
  %reached = alloca i1, align 1
  %place404 = alloca i64, align 8
  %place = alloca i32, align 4
  %exact = alloca i64, align 8
  %above78 = alloca i64, align 8
  %sorted = alloca i64, align 8
  %sorted32 = alloca i32, align 4
  %cachedmax = alloca i32, align 4
  %cached41 = alloca i32, align 4
  %cached40 = alloca i32, align 4
  %cached39 = alloca i32, align 4
  %cached38 = alloca i32, align 4
  %cached37 = alloca i32, align 4
  %cached36 = alloca i32, align 4
  %cached35 = alloca i32, align 4
  %cached34 = alloca i32, align 4
  %cached33 = alloca i32, align 4
  %cached32 = alloca i32, align 4
  %cached31 = alloca i32, align 4
  %cached30 = alloca i32, align 4
  %cached29 = alloca i32, align 4
  %cached28 = alloca i32, align 4
  %cached27 = alloca i32, align 4
  %cached = alloca i32, align 4
  %nan = alloca i64, align 8
  %mx = alloca i64, align 8
  %above = alloca i64, align 8
  %logp = alloca float, align 4
  %udiv.r4 = alloca i64, align 8
  %udiv.q3 = alloca i64, align 8
  %udiv.r = alloca i64, align 8
  %udiv.q = alloca i64, align 8
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

if.end2:                                          ; preds = %if.end24, %if.end
  br i1 %32, label %active.then, label %active.else

jmax.head:                                        ; preds = %udiv.end, %if.then1
  %jmax.iv = phi i64 [ 0, %if.then1 ], [ %jmax.next, %udiv.end ]
  %156 = icmp slt i64 %jmax.iv, %155
  br i1 %156, label %jmax.body, label %jmax.exit

jmax.body:                                        ; preds = %jmax.head
  %157 = mul i64 %jmax.iv, 32
  %158 = add i64 %157, %152
  %159 = icmp ult i64 %158, %153
  %160 = select i1 %159, i64 %158, i64 0
  store i64 0, ptr %udiv.q, align 4
  store i64 0, ptr %udiv.r, align 4
  %161 = or i64 %160, %143
  %162 = lshr i64 %161, 32
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %udiv.then, label %udiv.else

jmax.exit:                                        ; preds = %jmax.head
  %164 = load float, ptr %M, align 4
  %165 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %164, i32 16, i32 31)
  %166 = call float @llvm.maximum.f32(float %164, float %165)
  %167 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %166, i32 8, i32 31)
  %168 = call float @llvm.maximum.f32(float %166, float %167)
  %169 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %168, i32 4, i32 31)
  %170 = call float @llvm.maximum.f32(float %168, float %169)
  %171 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %170, i32 2, i32 31)
  %172 = call float @llvm.maximum.f32(float %170, float %171)
  %173 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %172, i32 1, i32 31)
  %174 = call float @llvm.maximum.f32(float %172, float %173)
  store float %174, ptr %M, align 4
  %175 = load float, ptr %M, align 4
  br label %jsum.head

udiv.then:                                        ; preds = %jmax.body
  %176 = trunc i64 %160 to i32
  %177 = trunc i64 %143 to i32
  %178 = udiv i32 %176, %177
  %179 = zext i32 %178 to i64
  store i64 %179, ptr %udiv.q, align 4
  %180 = mul i32 %178, %177
  %181 = sub i32 %176, %180
  %182 = zext i32 %181 to i64
  store i64 %182, ptr %udiv.r, align 4
  br label %udiv.end

udiv.else:                                        ; preds = %jmax.body
  br label %udiv.bit.head

udiv.end:                                         ; preds = %udiv.bit.exit, %udiv.then
  %183 = load i64, ptr %udiv.q, align 4
  %184 = load i64, ptr %udiv.r, align 4
  %185 = mul i64 %jmax.iv, 32
  %186 = sub i64 %153, %185
  %187 = mul i64 %183, %17
  %188 = add i64 %187, %25
  %189 = mul i64 %188, %143
  %190 = add i64 %189, %184
  %191 = mul i64 %190, 2
  %192 = add i64 %191, 0
  %193 = getelementptr float, ptr %142, i64 %192
  %194 = load float, ptr %193, align 4
  %195 = select i1 %159, float %194, float 0xFFF0000000000000
  %196 = load float, ptr %M, align 4
  %197 = call float @llvm.maximum.f32(float %196, float %195)
  store float %197, ptr %M, align 4
  %jmax.next = add nsw i64 %jmax.iv, 1
  br label %jmax.head

udiv.bit.head:                                    ; preds = %udiv.bit.body, %udiv.else
  %udiv.bit.iv = phi i64 [ 0, %udiv.else ], [ %udiv.bit.next, %udiv.bit.body ]
  %198 = icmp slt i64 %udiv.bit.iv, 64
  br i1 %198, label %udiv.bit.body, label %udiv.bit.exit

udiv.bit.body:                                    ; preds = %udiv.bit.head
  %199 = sub i64 63, %udiv.bit.iv
  %200 = lshr i64 %160, %199
  %201 = and i64 %200, 1
  %202 = load i64, ptr %udiv.r, align 4
  %203 = shl i64 %202, 1
  %204 = or i64 %203, %201
  %205 = icmp uge i64 %204, %143
  %206 = sub i64 %204, %143
  %207 = select i1 %205, i64 %206, i64 %204
  store i64 %207, ptr %udiv.r, align 4
  %208 = shl i64 1, %199
  %209 = select i1 %205, i64 %208, i64 0
  %210 = load i64, ptr %udiv.q, align 4
  %211 = or i64 %210, %209
  store i64 %211, ptr %udiv.q, align 4
  %udiv.bit.next = add nsw i64 %udiv.bit.iv, 1
  br label %udiv.bit.head, !llvm.loop !3

udiv.bit.exit:                                    ; preds = %udiv.bit.head
  br label %udiv.end

jsum.head:                                        ; preds = %udiv.end7, %jmax.exit
  %jsum.iv = phi i64 [ 0, %jmax.exit ], [ %jsum.next, %udiv.end7 ]
  %212 = icmp slt i64 %jsum.iv, %155
  br i1 %212, label %jsum.body, label %jsum.exit

jsum.body:                                        ; preds = %jsum.head
  %213 = mul i64 %jsum.iv, 32
  %214 = add i64 %213, %152
  %215 = icmp ult i64 %214, %153
  %216 = select i1 %215, i64 %214, i64 0
  store i64 0, ptr %udiv.q3, align 4
  store i64 0, ptr %udiv.r4, align 4
  %217 = or i64 %216, %143
  %218 = lshr i64 %217, 32
  %219 = icmp eq i64 %218, 0
  br i1 %219, label %udiv.then5, label %udiv.else6

jsum.exit:                                        ; preds = %jsum.head
  %220 = icmp ne i64 %146, %4
  %221 = icmp ult i64 %146, %6
  %222 = load float, ptr %M, align 4
  %223 = load float, ptr %S, align 4
  %224 = call float @llvm.nvvm.lg2.approx.f(float %223)
  %225 = fmul float %224, 0x3FE62E4300000000
  %226 = fadd float %222, %225
  %227 = fcmp uno float %226, %226
  %228 = select i1 %227, float 0x7FF8000000000000, float %226
  %229 = select i1 %220, float %228, float 0.000000e+00
  br i1 %139, label %if.then13, label %if.end14

udiv.then5:                                       ; preds = %jsum.body
  %230 = trunc i64 %216 to i32
  %231 = trunc i64 %143 to i32
  %232 = udiv i32 %230, %231
  %233 = zext i32 %232 to i64
  store i64 %233, ptr %udiv.q3, align 4
  %234 = mul i32 %232, %231
  %235 = sub i32 %230, %234
  %236 = zext i32 %235 to i64
  store i64 %236, ptr %udiv.r4, align 4
  br label %udiv.end7

udiv.else6:                                       ; preds = %jsum.body
  br label %udiv.bit.head8

udiv.end7:                                        ; preds = %udiv.bit.exit10, %udiv.then5
  %237 = load i64, ptr %udiv.q3, align 4
  %238 = load i64, ptr %udiv.r4, align 4
  %239 = mul i64 %jsum.iv, 32
  %240 = sub i64 %153, %239
  %241 = mul i64 %237, %17
  %242 = add i64 %241, %25
  %243 = mul i64 %242, %143
  %244 = add i64 %243, %238
  %245 = mul i64 %244, 2
  %246 = add i64 %245, 0
  %247 = getelementptr float, ptr %142, i64 %246
  %248 = load float, ptr %247, align 4
  %249 = select i1 %215, float %248, float 0xFFF0000000000000
  %250 = mul i64 %237, %17
  %251 = add i64 %250, %25
  %252 = mul i64 %251, %143
  %253 = add i64 %252, %238
  %254 = mul i64 %253, 2
  %255 = add i64 %254, 1
  %256 = getelementptr float, ptr %142, i64 %255
  %257 = load float, ptr %256, align 4
  %258 = select i1 %215, float %257, float 0.000000e+00
  %259 = fcmp oeq float %249, 0xFFF0000000000000
  %260 = fsub float %249, %175
  %261 = fmul float %260, 0x3FF7154760000000
  %262 = call float @llvm.nvvm.ex2.approx.ftz.f(float %261)
  %263 = select i1 %259, float 0.000000e+00, float %262
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %264 = add i64 0, %152
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %264
  store float %258, ptr addrspace(3) %265, align 4
  %266 = add i64 32, %152
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 %266
  store float %263, ptr addrspace(3) %267, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %268 = load <4 x float>, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), align 16
  %269 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 32), align 16
  %270 = extractelement <4 x float> %269, i64 0
  %271 = extractelement <4 x float> %268, i64 0
  %272 = load float, ptr %S, align 4
  %273 = call float @llvm.fma.f32(float %271, float %270, float %272)
  store float %273, ptr %S, align 4
  %274 = extractelement <4 x float> %269, i64 1
  %275 = extractelement <4 x float> %268, i64 1
  %276 = load float, ptr %S, align 4
  %277 = call float @llvm.fma.f32(float %275, float %274, float %276)
  store float %277, ptr %S, align 4
  %278 = extractelement <4 x float> %269, i64 2
  %279 = extractelement <4 x float> %268, i64 2
  %280 = load float, ptr %S, align 4
  %281 = call float @llvm.fma.f32(float %279, float %278, float %280)
  store float %281, ptr %S, align 4
  %282 = extractelement <4 x float> %269, i64 3
  %283 = extractelement <4 x float> %268, i64 3
  %284 = load float, ptr %S, align 4
  %285 = call float @llvm.fma.f32(float %283, float %282, float %284)
  store float %285, ptr %S, align 4
  %286 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 4), align 16
  %287 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 36), align 16
  %288 = extractelement <4 x float> %287, i64 0
  %289 = extractelement <4 x float> %286, i64 0
  %290 = load float, ptr %S, align 4
  %291 = call float @llvm.fma.f32(float %289, float %288, float %290)
  store float %291, ptr %S, align 4
  %292 = extractelement <4 x float> %287, i64 1
  %293 = extractelement <4 x float> %286, i64 1
  %294 = load float, ptr %S, align 4
  %295 = call float @llvm.fma.f32(float %293, float %292, float %294)
  store float %295, ptr %S, align 4
  %296 = extractelement <4 x float> %287, i64 2
  %297 = extractelement <4 x float> %286, i64 2
  %298 = load float, ptr %S, align 4
  %299 = call float @llvm.fma.f32(float %297, float %296, float %298)
  store float %299, ptr %S, align 4
  %300 = extractelement <4 x float> %287, i64 3
  %301 = extractelement <4 x float> %286, i64 3
  %302 = load float, ptr %S, align 4
  %303 = call float @llvm.fma.f32(float %301, float %300, float %302)
  store float %303, ptr %S, align 4
  %304 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 8), align 16
  %305 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 40), align 16
  %306 = extractelement <4 x float> %305, i64 0
  %307 = extractelement <4 x float> %304, i64 0
  %308 = load float, ptr %S, align 4
  %309 = call float @llvm.fma.f32(float %307, float %306, float %308)
  store float %309, ptr %S, align 4
  %310 = extractelement <4 x float> %305, i64 1
  %311 = extractelement <4 x float> %304, i64 1
  %312 = load float, ptr %S, align 4
  %313 = call float @llvm.fma.f32(float %311, float %310, float %312)
  store float %313, ptr %S, align 4
  %314 = extractelement <4 x float> %305, i64 2
  %315 = extractelement <4 x float> %304, i64 2
  %316 = load float, ptr %S, align 4
  %317 = call float @llvm.fma.f32(float %315, float %314, float %316)
  store float %317, ptr %S, align 4
  %318 = extractelement <4 x float> %305, i64 3
  %319 = extractelement <4 x float> %304, i64 3
  %320 = load float, ptr %S, align 4
  %321 = call float @llvm.fma.f32(float %319, float %318, float %320)
  store float %321, ptr %S, align 4
  %322 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 12), align 16
  %323 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 44), align 16
  %324 = extractelement <4 x float> %323, i64 0
  %325 = extractelement <4 x float> %322, i64 0
  %326 = load float, ptr %S, align 4
  %327 = call float @llvm.fma.f32(float %325, float %324, float %326)
  store float %327, ptr %S, align 4
  %328 = extractelement <4 x float> %323, i64 1
  %329 = extractelement <4 x float> %322, i64 1
  %330 = load float, ptr %S, align 4
  %331 = call float @llvm.fma.f32(float %329, float %328, float %330)
  store float %331, ptr %S, align 4
  %332 = extractelement <4 x float> %323, i64 2
  %333 = extractelement <4 x float> %322, i64 2
  %334 = load float, ptr %S, align 4
  %335 = call float @llvm.fma.f32(float %333, float %332, float %334)
  store float %335, ptr %S, align 4
  %336 = extractelement <4 x float> %323, i64 3
  %337 = extractelement <4 x float> %322, i64 3
  %338 = load float, ptr %S, align 4
  %339 = call float @llvm.fma.f32(float %337, float %336, float %338)
  store float %339, ptr %S, align 4
  %340 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 16), align 16
  %341 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 48), align 16
  %342 = extractelement <4 x float> %341, i64 0
  %343 = extractelement <4 x float> %340, i64 0
  %344 = load float, ptr %S, align 4
  %345 = call float @llvm.fma.f32(float %343, float %342, float %344)
  store float %345, ptr %S, align 4
  %346 = extractelement <4 x float> %341, i64 1
  %347 = extractelement <4 x float> %340, i64 1
  %348 = load float, ptr %S, align 4
  %349 = call float @llvm.fma.f32(float %347, float %346, float %348)
  store float %349, ptr %S, align 4
  %350 = extractelement <4 x float> %341, i64 2
  %351 = extractelement <4 x float> %340, i64 2
  %352 = load float, ptr %S, align 4
  %353 = call float @llvm.fma.f32(float %351, float %350, float %352)
  store float %353, ptr %S, align 4
  %354 = extractelement <4 x float> %341, i64 3
  %355 = extractelement <4 x float> %340, i64 3
  %356 = load float, ptr %S, align 4
  %357 = call float @llvm.fma.f32(float %355, float %354, float %356)
  store float %357, ptr %S, align 4
  %358 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 20), align 16
  %359 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 52), align 16
  %360 = extractelement <4 x float> %359, i64 0
  %361 = extractelement <4 x float> %358, i64 0
  %362 = load float, ptr %S, align 4
  %363 = call float @llvm.fma.f32(float %361, float %360, float %362)
  store float %363, ptr %S, align 4
  %364 = extractelement <4 x float> %359, i64 1
  %365 = extractelement <4 x float> %358, i64 1
  %366 = load float, ptr %S, align 4
  %367 = call float @llvm.fma.f32(float %365, float %364, float %366)
  store float %367, ptr %S, align 4
  %368 = extractelement <4 x float> %359, i64 2
  %369 = extractelement <4 x float> %358, i64 2
  %370 = load float, ptr %S, align 4
  %371 = call float @llvm.fma.f32(float %369, float %368, float %370)
  store float %371, ptr %S, align 4
  %372 = extractelement <4 x float> %359, i64 3
  %373 = extractelement <4 x float> %358, i64 3
  %374 = load float, ptr %S, align 4
  %375 = call float @llvm.fma.f32(float %373, float %372, float %374)
  store float %375, ptr %S, align 4
  %376 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 24), align 16
  %377 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 56), align 16
  %378 = extractelement <4 x float> %377, i64 0
  %379 = extractelement <4 x float> %376, i64 0
  %380 = load float, ptr %S, align 4
  %381 = call float @llvm.fma.f32(float %379, float %378, float %380)
  store float %381, ptr %S, align 4
  %382 = extractelement <4 x float> %377, i64 1
  %383 = extractelement <4 x float> %376, i64 1
  %384 = load float, ptr %S, align 4
  %385 = call float @llvm.fma.f32(float %383, float %382, float %384)
  store float %385, ptr %S, align 4
  %386 = extractelement <4 x float> %377, i64 2
  %387 = extractelement <4 x float> %376, i64 2
  %388 = load float, ptr %S, align 4
  %389 = call float @llvm.fma.f32(float %387, float %386, float %388)
  store float %389, ptr %S, align 4
  %390 = extractelement <4 x float> %377, i64 3
  %391 = extractelement <4 x float> %376, i64 3
  %392 = load float, ptr %S, align 4
  %393 = call float @llvm.fma.f32(float %391, float %390, float %392)
  store float %393, ptr %S, align 4
  %394 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 28), align 16
  %395 = load <4 x float>, ptr addrspace(3) getelementptr (float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6752), i64 60), align 16
  %396 = extractelement <4 x float> %395, i64 0
  %397 = extractelement <4 x float> %394, i64 0
  %398 = load float, ptr %S, align 4
  %399 = call float @llvm.fma.f32(float %397, float %396, float %398)
  store float %399, ptr %S, align 4
  %400 = extractelement <4 x float> %395, i64 1
  %401 = extractelement <4 x float> %394, i64 1
  %402 = load float, ptr %S, align 4
  %403 = call float @llvm.fma.f32(float %401, float %400, float %402)
  store float %403, ptr %S, align 4
  %404 = extractelement <4 x float> %395, i64 2
  %405 = extractelement <4 x float> %394, i64 2
  %406 = load float, ptr %S, align 4
  %407 = call float @llvm.fma.f32(float %405, float %404, float %406)
  store float %407, ptr %S, align 4
  %408 = extractelement <4 x float> %395, i64 3
  %409 = extractelement <4 x float> %394, i64 3
  %410 = load float, ptr %S, align 4
  %411 = call float @llvm.fma.f32(float %409, float %408, float %410)
  store float %411, ptr %S, align 4
  %jsum.next = add nsw i64 %jsum.iv, 1
  br label %jsum.head

udiv.bit.head8:                                   ; preds = %udiv.bit.body9, %udiv.else6
  %udiv.bit.iv11 = phi i64 [ 0, %udiv.else6 ], [ %udiv.bit.next12, %udiv.bit.body9 ]
  %412 = icmp slt i64 %udiv.bit.iv11, 64
  br i1 %412, label %udiv.bit.body9, label %udiv.bit.exit10

udiv.bit.body9:                                   ; preds = %udiv.bit.head8
  %413 = sub i64 63, %udiv.bit.iv11
  %414 = lshr i64 %216, %413
  %415 = and i64 %414, 1
  %416 = load i64, ptr %udiv.r4, align 4
  %417 = shl i64 %416, 1
  %418 = or i64 %417, %415
  %419 = icmp uge i64 %418, %143
  %420 = sub i64 %418, %143
  %421 = select i1 %419, i64 %420, i64 %418
  store i64 %421, ptr %udiv.r4, align 4
  %422 = shl i64 1, %413
  %423 = select i1 %419, i64 %422, i64 0
  %424 = load i64, ptr %udiv.q3, align 4
  %425 = or i64 %424, %423
  store i64 %425, ptr %udiv.q3, align 4
  %udiv.bit.next12 = add nsw i64 %udiv.bit.iv11, 1
  br label %udiv.bit.head8, !llvm.loop !5

udiv.bit.exit10:                                  ; preds = %udiv.bit.head8
  br label %udiv.end7

if.then13:                                        ; preds = %jsum.exit
  %426 = icmp ne i64 %12, 0
  br i1 %426, label %if.then15, label %if.end16

if.end14:                                         ; preds = %if.end22, %jsum.exit
  br i1 %139, label %if.then23, label %if.end24

if.then15:                                        ; preds = %if.then13
  %427 = inttoptr i64 %12 to ptr
  %428 = getelementptr float, ptr %427, i64 %25
  store float %229, ptr %428, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %if.then13
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %220, label %if.then17, label %if.end18

if.then17:                                        ; preds = %if.end16
  br i1 %221, label %valid.then, label %valid.else

if.end18:                                         ; preds = %valid.end, %if.end16
  %429 = load float, ptr %logp, align 4
  %430 = fcmp uno float %429, %429
  %431 = select i1 %430, float 0x7FF8000000000000, float %429
  %432 = icmp ne i64 %19, 0
  br i1 %432, label %if.then21, label %if.end22

valid.then:                                       ; preds = %if.then17
  %433 = fsub float %151, %226
  store float %433, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then17
  store float 0x7FF8000000000000, ptr %logp, align 4
  %434 = icmp ne i64 %21, 0
  br i1 %434, label %if.then19, label %if.end20

valid.end:                                        ; preds = %if.end20, %valid.then
  br label %if.end18

if.then19:                                        ; preds = %valid.else
  %435 = inttoptr i64 %21 to ptr
  %436 = add i64 %25, 1
  store i64 %436, ptr %435, align 4
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %valid.else
  br label %valid.end

if.then21:                                        ; preds = %if.end18
  %437 = inttoptr i64 %19 to ptr
  %438 = getelementptr float, ptr %437, i64 %25
  store float %431, ptr %438, align 4
  br label %if.end22

if.end22:                                         ; preds = %if.then21, %if.end18
  br label %if.end14

if.then23:                                        ; preds = %if.end14
  store float %229, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  br label %if.end24

if.end24:                                         ; preds = %if.then23, %if.end14
  br label %if.end2

active.then:                                      ; preds = %if.end2
  br i1 %42, label %if.then25, label %if.end26

active.else:                                      ; preds = %if.end2
  br i1 %42, label %if.then894, label %if.end895

active.end:                                       ; preds = %if.end895, %reached.end
  br label %unit.end

if.then25:                                        ; preds = %active.then
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end26

if.end26:                                         ; preds = %if.then25, %active.then
  store i64 0, ptr %above, align 4
  store i64 -9223372036854775808, ptr %mx, align 4
  store i64 0, ptr %nan, align 4
  store i32 -2147483648, ptr %cached, align 4
  store i32 -2147483648, ptr %cached27, align 4
  store i32 -2147483648, ptr %cached28, align 4
  store i32 -2147483648, ptr %cached29, align 4
  store i32 -2147483648, ptr %cached30, align 4
  store i32 -2147483648, ptr %cached31, align 4
  store i32 -2147483648, ptr %cached32, align 4
  store i32 -2147483648, ptr %cached33, align 4
  store i32 -2147483648, ptr %cached34, align 4
  store i32 -2147483648, ptr %cached35, align 4
  store i32 -2147483648, ptr %cached36, align 4
  store i32 -2147483648, ptr %cached37, align 4
  store i32 -2147483648, ptr %cached38, align 4
  store i32 -2147483648, ptr %cached39, align 4
  store i32 -2147483648, ptr %cached40, align 4
  store i32 -2147483648, ptr %cached41, align 4
  store i32 -2147483648, ptr %cachedmax, align 4
  store i32 -2147483648, ptr %sorted32, align 4
  %439 = icmp sle i64 %48, 2048
  br i1 %439, label %cached.then, label %cached.else

cached.then:                                      ; preds = %if.end26
  %440 = trunc i64 %55 to i32
  %441 = ashr i32 %59, 31
  %442 = and i32 %441, 2147418112
  %443 = xor i32 %59, %442
  %444 = and i32 %443, -65536
  %445 = or i32 %444, %440
  %446 = select i1 %56, i32 %445, i32 -2147483648
  store i32 %446, ptr %cached, align 4
  %447 = and i32 %59, 65535
  %448 = select i1 %56, i32 %447, i32 0
  %449 = add i32 0, %448
  %450 = icmp sgt i32 %446, -2147483648
  %451 = select i1 %450, i32 %446, i32 -2147483648
  %452 = trunc i64 %60 to i32
  %453 = ashr i32 %64, 31
  %454 = and i32 %453, 2147418112
  %455 = xor i32 %64, %454
  %456 = and i32 %455, -65536
  %457 = or i32 %456, %452
  %458 = select i1 %61, i32 %457, i32 -2147483648
  store i32 %458, ptr %cached27, align 4
  %459 = and i32 %64, 65535
  %460 = select i1 %61, i32 %459, i32 0
  %461 = add i32 %449, %460
  %462 = icmp sgt i32 %458, %451
  %463 = select i1 %462, i32 %458, i32 %451
  %464 = trunc i64 %65 to i32
  %465 = ashr i32 %69, 31
  %466 = and i32 %465, 2147418112
  %467 = xor i32 %69, %466
  %468 = and i32 %467, -65536
  %469 = or i32 %468, %464
  %470 = select i1 %66, i32 %469, i32 -2147483648
  store i32 %470, ptr %cached28, align 4
  %471 = and i32 %69, 65535
  %472 = select i1 %66, i32 %471, i32 0
  %473 = add i32 %461, %472
  %474 = icmp sgt i32 %470, %463
  %475 = select i1 %474, i32 %470, i32 %463
  %476 = trunc i64 %70 to i32
  %477 = ashr i32 %74, 31
  %478 = and i32 %477, 2147418112
  %479 = xor i32 %74, %478
  %480 = and i32 %479, -65536
  %481 = or i32 %480, %476
  %482 = select i1 %71, i32 %481, i32 -2147483648
  store i32 %482, ptr %cached29, align 4
  %483 = and i32 %74, 65535
  %484 = select i1 %71, i32 %483, i32 0
  %485 = add i32 %473, %484
  %486 = icmp sgt i32 %482, %475
  %487 = select i1 %486, i32 %482, i32 %475
  %488 = trunc i64 %75 to i32
  %489 = ashr i32 %79, 31
  %490 = and i32 %489, 2147418112
  %491 = xor i32 %79, %490
  %492 = and i32 %491, -65536
  %493 = or i32 %492, %488
  %494 = select i1 %76, i32 %493, i32 -2147483648
  store i32 %494, ptr %cached30, align 4
  %495 = and i32 %79, 65535
  %496 = select i1 %76, i32 %495, i32 0
  %497 = add i32 %485, %496
  %498 = icmp sgt i32 %494, %487
  %499 = select i1 %498, i32 %494, i32 %487
  %500 = trunc i64 %80 to i32
  %501 = ashr i32 %84, 31
  %502 = and i32 %501, 2147418112
  %503 = xor i32 %84, %502
  %504 = and i32 %503, -65536
  %505 = or i32 %504, %500
  %506 = select i1 %81, i32 %505, i32 -2147483648
  store i32 %506, ptr %cached31, align 4
  %507 = and i32 %84, 65535
  %508 = select i1 %81, i32 %507, i32 0
  %509 = add i32 %497, %508
  %510 = icmp sgt i32 %506, %499
  %511 = select i1 %510, i32 %506, i32 %499
  %512 = trunc i64 %85 to i32
  %513 = ashr i32 %89, 31
  %514 = and i32 %513, 2147418112
  %515 = xor i32 %89, %514
  %516 = and i32 %515, -65536
  %517 = or i32 %516, %512
  %518 = select i1 %86, i32 %517, i32 -2147483648
  store i32 %518, ptr %cached32, align 4
  %519 = and i32 %89, 65535
  %520 = select i1 %86, i32 %519, i32 0
  %521 = add i32 %509, %520
  %522 = icmp sgt i32 %518, %511
  %523 = select i1 %522, i32 %518, i32 %511
  %524 = trunc i64 %90 to i32
  %525 = ashr i32 %94, 31
  %526 = and i32 %525, 2147418112
  %527 = xor i32 %94, %526
  %528 = and i32 %527, -65536
  %529 = or i32 %528, %524
  %530 = select i1 %91, i32 %529, i32 -2147483648
  store i32 %530, ptr %cached33, align 4
  %531 = and i32 %94, 65535
  %532 = select i1 %91, i32 %531, i32 0
  %533 = add i32 %521, %532
  %534 = icmp sgt i32 %530, %523
  %535 = select i1 %534, i32 %530, i32 %523
  %536 = trunc i64 %95 to i32
  %537 = ashr i32 %99, 31
  %538 = and i32 %537, 2147418112
  %539 = xor i32 %99, %538
  %540 = and i32 %539, -65536
  %541 = or i32 %540, %536
  %542 = select i1 %96, i32 %541, i32 -2147483648
  store i32 %542, ptr %cached34, align 4
  %543 = and i32 %99, 65535
  %544 = select i1 %96, i32 %543, i32 0
  %545 = add i32 %533, %544
  %546 = icmp sgt i32 %542, %535
  %547 = select i1 %546, i32 %542, i32 %535
  %548 = trunc i64 %100 to i32
  %549 = ashr i32 %104, 31
  %550 = and i32 %549, 2147418112
  %551 = xor i32 %104, %550
  %552 = and i32 %551, -65536
  %553 = or i32 %552, %548
  %554 = select i1 %101, i32 %553, i32 -2147483648
  store i32 %554, ptr %cached35, align 4
  %555 = and i32 %104, 65535
  %556 = select i1 %101, i32 %555, i32 0
  %557 = add i32 %545, %556
  %558 = icmp sgt i32 %554, %547
  %559 = select i1 %558, i32 %554, i32 %547
  %560 = trunc i64 %105 to i32
  %561 = ashr i32 %109, 31
  %562 = and i32 %561, 2147418112
  %563 = xor i32 %109, %562
  %564 = and i32 %563, -65536
  %565 = or i32 %564, %560
  %566 = select i1 %106, i32 %565, i32 -2147483648
  store i32 %566, ptr %cached36, align 4
  %567 = and i32 %109, 65535
  %568 = select i1 %106, i32 %567, i32 0
  %569 = add i32 %557, %568
  %570 = icmp sgt i32 %566, %559
  %571 = select i1 %570, i32 %566, i32 %559
  %572 = trunc i64 %110 to i32
  %573 = ashr i32 %114, 31
  %574 = and i32 %573, 2147418112
  %575 = xor i32 %114, %574
  %576 = and i32 %575, -65536
  %577 = or i32 %576, %572
  %578 = select i1 %111, i32 %577, i32 -2147483648
  store i32 %578, ptr %cached37, align 4
  %579 = and i32 %114, 65535
  %580 = select i1 %111, i32 %579, i32 0
  %581 = add i32 %569, %580
  %582 = icmp sgt i32 %578, %571
  %583 = select i1 %582, i32 %578, i32 %571
  %584 = trunc i64 %115 to i32
  %585 = ashr i32 %119, 31
  %586 = and i32 %585, 2147418112
  %587 = xor i32 %119, %586
  %588 = and i32 %587, -65536
  %589 = or i32 %588, %584
  %590 = select i1 %116, i32 %589, i32 -2147483648
  store i32 %590, ptr %cached38, align 4
  %591 = and i32 %119, 65535
  %592 = select i1 %116, i32 %591, i32 0
  %593 = add i32 %581, %592
  %594 = icmp sgt i32 %590, %583
  %595 = select i1 %594, i32 %590, i32 %583
  %596 = trunc i64 %120 to i32
  %597 = ashr i32 %124, 31
  %598 = and i32 %597, 2147418112
  %599 = xor i32 %124, %598
  %600 = and i32 %599, -65536
  %601 = or i32 %600, %596
  %602 = select i1 %121, i32 %601, i32 -2147483648
  store i32 %602, ptr %cached39, align 4
  %603 = and i32 %124, 65535
  %604 = select i1 %121, i32 %603, i32 0
  %605 = add i32 %593, %604
  %606 = icmp sgt i32 %602, %595
  %607 = select i1 %606, i32 %602, i32 %595
  %608 = trunc i64 %125 to i32
  %609 = ashr i32 %129, 31
  %610 = and i32 %609, 2147418112
  %611 = xor i32 %129, %610
  %612 = and i32 %611, -65536
  %613 = or i32 %612, %608
  %614 = select i1 %126, i32 %613, i32 -2147483648
  store i32 %614, ptr %cached40, align 4
  %615 = and i32 %129, 65535
  %616 = select i1 %126, i32 %615, i32 0
  %617 = add i32 %605, %616
  %618 = icmp sgt i32 %614, %607
  %619 = select i1 %618, i32 %614, i32 %607
  %620 = trunc i64 %130 to i32
  %621 = ashr i32 %134, 31
  %622 = and i32 %621, 2147418112
  %623 = xor i32 %134, %622
  %624 = and i32 %623, -65536
  %625 = or i32 %624, %620
  %626 = select i1 %131, i32 %625, i32 -2147483648
  store i32 %626, ptr %cached41, align 4
  %627 = and i32 %134, 65535
  %628 = select i1 %131, i32 %627, i32 0
  %629 = add i32 %617, %628
  %630 = icmp sgt i32 %626, %619
  %631 = select i1 %630, i32 %626, i32 %619
  store i32 %631, ptr %cachedmax, align 4
  %632 = zext i32 %629 to i64
  store i64 %632, ptr %above, align 4
  %633 = ashr i32 %631, 31
  %634 = lshr i32 %633, 16
  %635 = and i32 %631, -65536
  %636 = or i32 %635, %634
  %637 = and i32 %631, 65535
  %638 = zext i32 %637 to i64
  %639 = sext i32 %636 to i64
  %640 = shl i64 %639, 32
  %641 = or i64 %640, %638
  %642 = icmp eq i32 %631, -2147483648
  %643 = select i1 %642, i64 -9223372036854775808, i64 %641
  store i64 %643, ptr %mx, align 4
  %644 = ashr i32 %631, 16
  %645 = icmp eq i32 %644, 32704
  %646 = zext i1 %645 to i64
  store i64 %646, ptr %nan, align 4
  br label %cached.end

cached.else:                                      ; preds = %if.end26
  %647 = add i64 %48, 2047
  %648 = udiv i64 %647, 2048
  br label %words.head

cached.end:                                       ; preds = %words.exit, %cached.then
  %649 = load i64, ptr %nan, align 4
  %650 = shl i64 %649, 48
  %651 = load i64, ptr %above, align 4
  %652 = add i64 %651, %650
  %653 = load i64, ptr %mx, align 4
  %654 = and i64 %23, 31
  %655 = trunc i64 %652 to i32
  %656 = bitcast i32 %655 to float
  %657 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %656, i32 16, i32 31)
  %658 = bitcast float %657 to i32
  %659 = lshr i64 %652, 32
  %660 = trunc i64 %659 to i32
  %661 = bitcast i32 %660 to float
  %662 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %661, i32 16, i32 31)
  %663 = bitcast float %662 to i32
  %664 = zext i32 %658 to i64
  %665 = zext i32 %663 to i64
  %666 = shl i64 %665, 32
  %667 = or i64 %666, %664
  %668 = add i64 %652, %667
  %669 = trunc i64 %668 to i32
  %670 = bitcast i32 %669 to float
  %671 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %670, i32 8, i32 31)
  %672 = bitcast float %671 to i32
  %673 = lshr i64 %668, 32
  %674 = trunc i64 %673 to i32
  %675 = bitcast i32 %674 to float
  %676 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %675, i32 8, i32 31)
  %677 = bitcast float %676 to i32
  %678 = zext i32 %672 to i64
  %679 = zext i32 %677 to i64
  %680 = shl i64 %679, 32
  %681 = or i64 %680, %678
  %682 = add i64 %668, %681
  %683 = trunc i64 %682 to i32
  %684 = bitcast i32 %683 to float
  %685 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %684, i32 4, i32 31)
  %686 = bitcast float %685 to i32
  %687 = lshr i64 %682, 32
  %688 = trunc i64 %687 to i32
  %689 = bitcast i32 %688 to float
  %690 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %689, i32 4, i32 31)
  %691 = bitcast float %690 to i32
  %692 = zext i32 %686 to i64
  %693 = zext i32 %691 to i64
  %694 = shl i64 %693, 32
  %695 = or i64 %694, %692
  %696 = add i64 %682, %695
  %697 = trunc i64 %696 to i32
  %698 = bitcast i32 %697 to float
  %699 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %698, i32 2, i32 31)
  %700 = bitcast float %699 to i32
  %701 = lshr i64 %696, 32
  %702 = trunc i64 %701 to i32
  %703 = bitcast i32 %702 to float
  %704 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %703, i32 2, i32 31)
  %705 = bitcast float %704 to i32
  %706 = zext i32 %700 to i64
  %707 = zext i32 %705 to i64
  %708 = shl i64 %707, 32
  %709 = or i64 %708, %706
  %710 = add i64 %696, %709
  %711 = trunc i64 %710 to i32
  %712 = bitcast i32 %711 to float
  %713 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %712, i32 1, i32 31)
  %714 = bitcast float %713 to i32
  %715 = lshr i64 %710, 32
  %716 = trunc i64 %715 to i32
  %717 = bitcast i32 %716 to float
  %718 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %717, i32 1, i32 31)
  %719 = bitcast float %718 to i32
  %720 = zext i32 %714 to i64
  %721 = zext i32 %719 to i64
  %722 = shl i64 %721, 32
  %723 = or i64 %722, %720
  %724 = add i64 %710, %723
  %725 = icmp eq i64 %27, 0
  br i1 %725, label %if.then74, label %if.end75

words.head:                                       ; preds = %if.end73, %cached.else
  %words.iv = phi i64 [ 0, %cached.else ], [ %words.next, %if.end73 ]
  %726 = icmp slt i64 %words.iv, %648
  br i1 %726, label %words.body, label %words.exit

words.body:                                       ; preds = %words.head
  %727 = mul i64 %words.iv, 2048
  %728 = add i64 %727, 0
  %729 = add i64 %23, %728
  %730 = icmp slt i64 %729, %48
  %731 = select i1 %730, i64 %729, i64 0
  %732 = getelementptr i32, ptr %51, i64 %731
  %733 = load i32, ptr %732, align 4
  %734 = and i32 %733, -65536
  %735 = bitcast i32 %734 to float
  %736 = and i32 %733, 65535
  %737 = zext i32 %736 to i64
  %738 = bitcast float %735 to i32
  %739 = fcmp uno float %735, %735
  %740 = select i1 %739, i32 2143289344, i32 %738
  %741 = xor i32 %740, 2147483647
  %742 = icmp sge i32 %740, 0
  %743 = select i1 %742, i32 %740, i32 %741
  %744 = sext i32 %743 to i64
  %745 = shl i64 %744, 32
  %746 = or i64 %745, %737
  %747 = mul i64 %words.iv, 2048
  %748 = add i64 %747, 128
  %749 = add i64 %23, %748
  %750 = icmp slt i64 %749, %48
  %751 = select i1 %750, i64 %749, i64 0
  %752 = getelementptr i32, ptr %51, i64 %751
  %753 = load i32, ptr %752, align 4
  %754 = and i32 %753, -65536
  %755 = bitcast i32 %754 to float
  %756 = and i32 %753, 65535
  %757 = zext i32 %756 to i64
  %758 = bitcast float %755 to i32
  %759 = fcmp uno float %755, %755
  %760 = select i1 %759, i32 2143289344, i32 %758
  %761 = xor i32 %760, 2147483647
  %762 = icmp sge i32 %760, 0
  %763 = select i1 %762, i32 %760, i32 %761
  %764 = sext i32 %763 to i64
  %765 = shl i64 %764, 32
  %766 = or i64 %765, %757
  %767 = mul i64 %words.iv, 2048
  %768 = add i64 %767, 256
  %769 = add i64 %23, %768
  %770 = icmp slt i64 %769, %48
  %771 = select i1 %770, i64 %769, i64 0
  %772 = getelementptr i32, ptr %51, i64 %771
  %773 = load i32, ptr %772, align 4
  %774 = and i32 %773, -65536
  %775 = bitcast i32 %774 to float
  %776 = and i32 %773, 65535
  %777 = zext i32 %776 to i64
  %778 = bitcast float %775 to i32
  %779 = fcmp uno float %775, %775
  %780 = select i1 %779, i32 2143289344, i32 %778
  %781 = xor i32 %780, 2147483647
  %782 = icmp sge i32 %780, 0
  %783 = select i1 %782, i32 %780, i32 %781
  %784 = sext i32 %783 to i64
  %785 = shl i64 %784, 32
  %786 = or i64 %785, %777
  %787 = mul i64 %words.iv, 2048
  %788 = add i64 %787, 384
  %789 = add i64 %23, %788
  %790 = icmp slt i64 %789, %48
  %791 = select i1 %790, i64 %789, i64 0
  %792 = getelementptr i32, ptr %51, i64 %791
  %793 = load i32, ptr %792, align 4
  %794 = and i32 %793, -65536
  %795 = bitcast i32 %794 to float
  %796 = and i32 %793, 65535
  %797 = zext i32 %796 to i64
  %798 = bitcast float %795 to i32
  %799 = fcmp uno float %795, %795
  %800 = select i1 %799, i32 2143289344, i32 %798
  %801 = xor i32 %800, 2147483647
  %802 = icmp sge i32 %800, 0
  %803 = select i1 %802, i32 %800, i32 %801
  %804 = sext i32 %803 to i64
  %805 = shl i64 %804, 32
  %806 = or i64 %805, %797
  %807 = mul i64 %words.iv, 2048
  %808 = add i64 %807, 512
  %809 = add i64 %23, %808
  %810 = icmp slt i64 %809, %48
  %811 = select i1 %810, i64 %809, i64 0
  %812 = getelementptr i32, ptr %51, i64 %811
  %813 = load i32, ptr %812, align 4
  %814 = and i32 %813, -65536
  %815 = bitcast i32 %814 to float
  %816 = and i32 %813, 65535
  %817 = zext i32 %816 to i64
  %818 = bitcast float %815 to i32
  %819 = fcmp uno float %815, %815
  %820 = select i1 %819, i32 2143289344, i32 %818
  %821 = xor i32 %820, 2147483647
  %822 = icmp sge i32 %820, 0
  %823 = select i1 %822, i32 %820, i32 %821
  %824 = sext i32 %823 to i64
  %825 = shl i64 %824, 32
  %826 = or i64 %825, %817
  %827 = mul i64 %words.iv, 2048
  %828 = add i64 %827, 640
  %829 = add i64 %23, %828
  %830 = icmp slt i64 %829, %48
  %831 = select i1 %830, i64 %829, i64 0
  %832 = getelementptr i32, ptr %51, i64 %831
  %833 = load i32, ptr %832, align 4
  %834 = and i32 %833, -65536
  %835 = bitcast i32 %834 to float
  %836 = and i32 %833, 65535
  %837 = zext i32 %836 to i64
  %838 = bitcast float %835 to i32
  %839 = fcmp uno float %835, %835
  %840 = select i1 %839, i32 2143289344, i32 %838
  %841 = xor i32 %840, 2147483647
  %842 = icmp sge i32 %840, 0
  %843 = select i1 %842, i32 %840, i32 %841
  %844 = sext i32 %843 to i64
  %845 = shl i64 %844, 32
  %846 = or i64 %845, %837
  %847 = mul i64 %words.iv, 2048
  %848 = add i64 %847, 768
  %849 = add i64 %23, %848
  %850 = icmp slt i64 %849, %48
  %851 = select i1 %850, i64 %849, i64 0
  %852 = getelementptr i32, ptr %51, i64 %851
  %853 = load i32, ptr %852, align 4
  %854 = and i32 %853, -65536
  %855 = bitcast i32 %854 to float
  %856 = and i32 %853, 65535
  %857 = zext i32 %856 to i64
  %858 = bitcast float %855 to i32
  %859 = fcmp uno float %855, %855
  %860 = select i1 %859, i32 2143289344, i32 %858
  %861 = xor i32 %860, 2147483647
  %862 = icmp sge i32 %860, 0
  %863 = select i1 %862, i32 %860, i32 %861
  %864 = sext i32 %863 to i64
  %865 = shl i64 %864, 32
  %866 = or i64 %865, %857
  %867 = mul i64 %words.iv, 2048
  %868 = add i64 %867, 896
  %869 = add i64 %23, %868
  %870 = icmp slt i64 %869, %48
  %871 = select i1 %870, i64 %869, i64 0
  %872 = getelementptr i32, ptr %51, i64 %871
  %873 = load i32, ptr %872, align 4
  %874 = and i32 %873, -65536
  %875 = bitcast i32 %874 to float
  %876 = and i32 %873, 65535
  %877 = zext i32 %876 to i64
  %878 = bitcast float %875 to i32
  %879 = fcmp uno float %875, %875
  %880 = select i1 %879, i32 2143289344, i32 %878
  %881 = xor i32 %880, 2147483647
  %882 = icmp sge i32 %880, 0
  %883 = select i1 %882, i32 %880, i32 %881
  %884 = sext i32 %883 to i64
  %885 = shl i64 %884, 32
  %886 = or i64 %885, %877
  %887 = mul i64 %words.iv, 2048
  %888 = add i64 %887, 1024
  %889 = add i64 %23, %888
  %890 = icmp slt i64 %889, %48
  %891 = select i1 %890, i64 %889, i64 0
  %892 = getelementptr i32, ptr %51, i64 %891
  %893 = load i32, ptr %892, align 4
  %894 = and i32 %893, -65536
  %895 = bitcast i32 %894 to float
  %896 = and i32 %893, 65535
  %897 = zext i32 %896 to i64
  %898 = bitcast float %895 to i32
  %899 = fcmp uno float %895, %895
  %900 = select i1 %899, i32 2143289344, i32 %898
  %901 = xor i32 %900, 2147483647
  %902 = icmp sge i32 %900, 0
  %903 = select i1 %902, i32 %900, i32 %901
  %904 = sext i32 %903 to i64
  %905 = shl i64 %904, 32
  %906 = or i64 %905, %897
  %907 = mul i64 %words.iv, 2048
  %908 = add i64 %907, 1152
  %909 = add i64 %23, %908
  %910 = icmp slt i64 %909, %48
  %911 = select i1 %910, i64 %909, i64 0
  %912 = getelementptr i32, ptr %51, i64 %911
  %913 = load i32, ptr %912, align 4
  %914 = and i32 %913, -65536
  %915 = bitcast i32 %914 to float
  %916 = and i32 %913, 65535
  %917 = zext i32 %916 to i64
  %918 = bitcast float %915 to i32
  %919 = fcmp uno float %915, %915
  %920 = select i1 %919, i32 2143289344, i32 %918
  %921 = xor i32 %920, 2147483647
  %922 = icmp sge i32 %920, 0
  %923 = select i1 %922, i32 %920, i32 %921
  %924 = sext i32 %923 to i64
  %925 = shl i64 %924, 32
  %926 = or i64 %925, %917
  %927 = mul i64 %words.iv, 2048
  %928 = add i64 %927, 1280
  %929 = add i64 %23, %928
  %930 = icmp slt i64 %929, %48
  %931 = select i1 %930, i64 %929, i64 0
  %932 = getelementptr i32, ptr %51, i64 %931
  %933 = load i32, ptr %932, align 4
  %934 = and i32 %933, -65536
  %935 = bitcast i32 %934 to float
  %936 = and i32 %933, 65535
  %937 = zext i32 %936 to i64
  %938 = bitcast float %935 to i32
  %939 = fcmp uno float %935, %935
  %940 = select i1 %939, i32 2143289344, i32 %938
  %941 = xor i32 %940, 2147483647
  %942 = icmp sge i32 %940, 0
  %943 = select i1 %942, i32 %940, i32 %941
  %944 = sext i32 %943 to i64
  %945 = shl i64 %944, 32
  %946 = or i64 %945, %937
  %947 = mul i64 %words.iv, 2048
  %948 = add i64 %947, 1408
  %949 = add i64 %23, %948
  %950 = icmp slt i64 %949, %48
  %951 = select i1 %950, i64 %949, i64 0
  %952 = getelementptr i32, ptr %51, i64 %951
  %953 = load i32, ptr %952, align 4
  %954 = and i32 %953, -65536
  %955 = bitcast i32 %954 to float
  %956 = and i32 %953, 65535
  %957 = zext i32 %956 to i64
  %958 = bitcast float %955 to i32
  %959 = fcmp uno float %955, %955
  %960 = select i1 %959, i32 2143289344, i32 %958
  %961 = xor i32 %960, 2147483647
  %962 = icmp sge i32 %960, 0
  %963 = select i1 %962, i32 %960, i32 %961
  %964 = sext i32 %963 to i64
  %965 = shl i64 %964, 32
  %966 = or i64 %965, %957
  %967 = mul i64 %words.iv, 2048
  %968 = add i64 %967, 1536
  %969 = add i64 %23, %968
  %970 = icmp slt i64 %969, %48
  %971 = select i1 %970, i64 %969, i64 0
  %972 = getelementptr i32, ptr %51, i64 %971
  %973 = load i32, ptr %972, align 4
  %974 = and i32 %973, -65536
  %975 = bitcast i32 %974 to float
  %976 = and i32 %973, 65535
  %977 = zext i32 %976 to i64
  %978 = bitcast float %975 to i32
  %979 = fcmp uno float %975, %975
  %980 = select i1 %979, i32 2143289344, i32 %978
  %981 = xor i32 %980, 2147483647
  %982 = icmp sge i32 %980, 0
  %983 = select i1 %982, i32 %980, i32 %981
  %984 = sext i32 %983 to i64
  %985 = shl i64 %984, 32
  %986 = or i64 %985, %977
  %987 = mul i64 %words.iv, 2048
  %988 = add i64 %987, 1664
  %989 = add i64 %23, %988
  %990 = icmp slt i64 %989, %48
  %991 = select i1 %990, i64 %989, i64 0
  %992 = getelementptr i32, ptr %51, i64 %991
  %993 = load i32, ptr %992, align 4
  %994 = and i32 %993, -65536
  %995 = bitcast i32 %994 to float
  %996 = and i32 %993, 65535
  %997 = zext i32 %996 to i64
  %998 = bitcast float %995 to i32
  %999 = fcmp uno float %995, %995
  %1000 = select i1 %999, i32 2143289344, i32 %998
  %1001 = xor i32 %1000, 2147483647
  %1002 = icmp sge i32 %1000, 0
  %1003 = select i1 %1002, i32 %1000, i32 %1001
  %1004 = sext i32 %1003 to i64
  %1005 = shl i64 %1004, 32
  %1006 = or i64 %1005, %997
  %1007 = mul i64 %words.iv, 2048
  %1008 = add i64 %1007, 1792
  %1009 = add i64 %23, %1008
  %1010 = icmp slt i64 %1009, %48
  %1011 = select i1 %1010, i64 %1009, i64 0
  %1012 = getelementptr i32, ptr %51, i64 %1011
  %1013 = load i32, ptr %1012, align 4
  %1014 = and i32 %1013, -65536
  %1015 = bitcast i32 %1014 to float
  %1016 = and i32 %1013, 65535
  %1017 = zext i32 %1016 to i64
  %1018 = bitcast float %1015 to i32
  %1019 = fcmp uno float %1015, %1015
  %1020 = select i1 %1019, i32 2143289344, i32 %1018
  %1021 = xor i32 %1020, 2147483647
  %1022 = icmp sge i32 %1020, 0
  %1023 = select i1 %1022, i32 %1020, i32 %1021
  %1024 = sext i32 %1023 to i64
  %1025 = shl i64 %1024, 32
  %1026 = or i64 %1025, %1017
  %1027 = mul i64 %words.iv, 2048
  %1028 = add i64 %1027, 1920
  %1029 = add i64 %23, %1028
  %1030 = icmp slt i64 %1029, %48
  %1031 = select i1 %1030, i64 %1029, i64 0
  %1032 = getelementptr i32, ptr %51, i64 %1031
  %1033 = load i32, ptr %1032, align 4
  %1034 = and i32 %1033, -65536
  %1035 = bitcast i32 %1034 to float
  %1036 = and i32 %1033, 65535
  %1037 = zext i32 %1036 to i64
  %1038 = bitcast float %1035 to i32
  %1039 = fcmp uno float %1035, %1035
  %1040 = select i1 %1039, i32 2143289344, i32 %1038
  %1041 = xor i32 %1040, 2147483647
  %1042 = icmp sge i32 %1040, 0
  %1043 = select i1 %1042, i32 %1040, i32 %1041
  %1044 = sext i32 %1043 to i64
  %1045 = shl i64 %1044, 32
  %1046 = or i64 %1045, %1037
  br i1 %730, label %if.then42, label %if.end43

words.exit:                                       ; preds = %words.head
  br label %cached.end

if.then42:                                        ; preds = %words.body
  %1047 = and i64 %746, 4294967295
  %1048 = load i64, ptr %above, align 4
  %1049 = add i64 %1048, %1047
  store i64 %1049, ptr %above, align 4
  %1050 = ashr i64 %746, 32
  %1051 = icmp eq i64 %1050, 2143289344
  %1052 = zext i1 %1051 to i64
  %1053 = load i64, ptr %nan, align 4
  %1054 = or i64 %1053, %1052
  store i64 %1054, ptr %nan, align 4
  %1055 = shl i64 %1050, 32
  %1056 = or i64 %1055, %729
  %1057 = load i64, ptr %mx, align 4
  %1058 = icmp sgt i64 %1057, %1056
  %1059 = select i1 %1058, i64 %1057, i64 %1056
  store i64 %1059, ptr %mx, align 4
  br label %if.end43

if.end43:                                         ; preds = %if.then42, %words.body
  br i1 %750, label %if.then44, label %if.end45

if.then44:                                        ; preds = %if.end43
  %1060 = and i64 %766, 4294967295
  %1061 = load i64, ptr %above, align 4
  %1062 = add i64 %1061, %1060
  store i64 %1062, ptr %above, align 4
  %1063 = ashr i64 %766, 32
  %1064 = icmp eq i64 %1063, 2143289344
  %1065 = zext i1 %1064 to i64
  %1066 = load i64, ptr %nan, align 4
  %1067 = or i64 %1066, %1065
  store i64 %1067, ptr %nan, align 4
  %1068 = shl i64 %1063, 32
  %1069 = or i64 %1068, %749
  %1070 = load i64, ptr %mx, align 4
  %1071 = icmp sgt i64 %1070, %1069
  %1072 = select i1 %1071, i64 %1070, i64 %1069
  store i64 %1072, ptr %mx, align 4
  br label %if.end45

if.end45:                                         ; preds = %if.then44, %if.end43
  br i1 %770, label %if.then46, label %if.end47

if.then46:                                        ; preds = %if.end45
  %1073 = and i64 %786, 4294967295
  %1074 = load i64, ptr %above, align 4
  %1075 = add i64 %1074, %1073
  store i64 %1075, ptr %above, align 4
  %1076 = ashr i64 %786, 32
  %1077 = icmp eq i64 %1076, 2143289344
  %1078 = zext i1 %1077 to i64
  %1079 = load i64, ptr %nan, align 4
  %1080 = or i64 %1079, %1078
  store i64 %1080, ptr %nan, align 4
  %1081 = shl i64 %1076, 32
  %1082 = or i64 %1081, %769
  %1083 = load i64, ptr %mx, align 4
  %1084 = icmp sgt i64 %1083, %1082
  %1085 = select i1 %1084, i64 %1083, i64 %1082
  store i64 %1085, ptr %mx, align 4
  br label %if.end47

if.end47:                                         ; preds = %if.then46, %if.end45
  br i1 %790, label %if.then48, label %if.end49

if.then48:                                        ; preds = %if.end47
  %1086 = and i64 %806, 4294967295
  %1087 = load i64, ptr %above, align 4
  %1088 = add i64 %1087, %1086
  store i64 %1088, ptr %above, align 4
  %1089 = ashr i64 %806, 32
  %1090 = icmp eq i64 %1089, 2143289344
  %1091 = zext i1 %1090 to i64
  %1092 = load i64, ptr %nan, align 4
  %1093 = or i64 %1092, %1091
  store i64 %1093, ptr %nan, align 4
  %1094 = shl i64 %1089, 32
  %1095 = or i64 %1094, %789
  %1096 = load i64, ptr %mx, align 4
  %1097 = icmp sgt i64 %1096, %1095
  %1098 = select i1 %1097, i64 %1096, i64 %1095
  store i64 %1098, ptr %mx, align 4
  br label %if.end49

if.end49:                                         ; preds = %if.then48, %if.end47
  br i1 %810, label %if.then50, label %if.end51

if.then50:                                        ; preds = %if.end49
  %1099 = and i64 %826, 4294967295
  %1100 = load i64, ptr %above, align 4
  %1101 = add i64 %1100, %1099
  store i64 %1101, ptr %above, align 4
  %1102 = ashr i64 %826, 32
  %1103 = icmp eq i64 %1102, 2143289344
  %1104 = zext i1 %1103 to i64
  %1105 = load i64, ptr %nan, align 4
  %1106 = or i64 %1105, %1104
  store i64 %1106, ptr %nan, align 4
  %1107 = shl i64 %1102, 32
  %1108 = or i64 %1107, %809
  %1109 = load i64, ptr %mx, align 4
  %1110 = icmp sgt i64 %1109, %1108
  %1111 = select i1 %1110, i64 %1109, i64 %1108
  store i64 %1111, ptr %mx, align 4
  br label %if.end51

if.end51:                                         ; preds = %if.then50, %if.end49
  br i1 %830, label %if.then52, label %if.end53

if.then52:                                        ; preds = %if.end51
  %1112 = and i64 %846, 4294967295
  %1113 = load i64, ptr %above, align 4
  %1114 = add i64 %1113, %1112
  store i64 %1114, ptr %above, align 4
  %1115 = ashr i64 %846, 32
  %1116 = icmp eq i64 %1115, 2143289344
  %1117 = zext i1 %1116 to i64
  %1118 = load i64, ptr %nan, align 4
  %1119 = or i64 %1118, %1117
  store i64 %1119, ptr %nan, align 4
  %1120 = shl i64 %1115, 32
  %1121 = or i64 %1120, %829
  %1122 = load i64, ptr %mx, align 4
  %1123 = icmp sgt i64 %1122, %1121
  %1124 = select i1 %1123, i64 %1122, i64 %1121
  store i64 %1124, ptr %mx, align 4
  br label %if.end53

if.end53:                                         ; preds = %if.then52, %if.end51
  br i1 %850, label %if.then54, label %if.end55

if.then54:                                        ; preds = %if.end53
  %1125 = and i64 %866, 4294967295
  %1126 = load i64, ptr %above, align 4
  %1127 = add i64 %1126, %1125
  store i64 %1127, ptr %above, align 4
  %1128 = ashr i64 %866, 32
  %1129 = icmp eq i64 %1128, 2143289344
  %1130 = zext i1 %1129 to i64
  %1131 = load i64, ptr %nan, align 4
  %1132 = or i64 %1131, %1130
  store i64 %1132, ptr %nan, align 4
  %1133 = shl i64 %1128, 32
  %1134 = or i64 %1133, %849
  %1135 = load i64, ptr %mx, align 4
  %1136 = icmp sgt i64 %1135, %1134
  %1137 = select i1 %1136, i64 %1135, i64 %1134
  store i64 %1137, ptr %mx, align 4
  br label %if.end55

if.end55:                                         ; preds = %if.then54, %if.end53
  br i1 %870, label %if.then56, label %if.end57

if.then56:                                        ; preds = %if.end55
  %1138 = and i64 %886, 4294967295
  %1139 = load i64, ptr %above, align 4
  %1140 = add i64 %1139, %1138
  store i64 %1140, ptr %above, align 4
  %1141 = ashr i64 %886, 32
  %1142 = icmp eq i64 %1141, 2143289344
  %1143 = zext i1 %1142 to i64
  %1144 = load i64, ptr %nan, align 4
  %1145 = or i64 %1144, %1143
  store i64 %1145, ptr %nan, align 4
  %1146 = shl i64 %1141, 32
  %1147 = or i64 %1146, %869
  %1148 = load i64, ptr %mx, align 4
  %1149 = icmp sgt i64 %1148, %1147
  %1150 = select i1 %1149, i64 %1148, i64 %1147
  store i64 %1150, ptr %mx, align 4
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %if.end55
  br i1 %890, label %if.then58, label %if.end59

if.then58:                                        ; preds = %if.end57
  %1151 = and i64 %906, 4294967295
  %1152 = load i64, ptr %above, align 4
  %1153 = add i64 %1152, %1151
  store i64 %1153, ptr %above, align 4
  %1154 = ashr i64 %906, 32
  %1155 = icmp eq i64 %1154, 2143289344
  %1156 = zext i1 %1155 to i64
  %1157 = load i64, ptr %nan, align 4
  %1158 = or i64 %1157, %1156
  store i64 %1158, ptr %nan, align 4
  %1159 = shl i64 %1154, 32
  %1160 = or i64 %1159, %889
  %1161 = load i64, ptr %mx, align 4
  %1162 = icmp sgt i64 %1161, %1160
  %1163 = select i1 %1162, i64 %1161, i64 %1160
  store i64 %1163, ptr %mx, align 4
  br label %if.end59

if.end59:                                         ; preds = %if.then58, %if.end57
  br i1 %910, label %if.then60, label %if.end61

if.then60:                                        ; preds = %if.end59
  %1164 = and i64 %926, 4294967295
  %1165 = load i64, ptr %above, align 4
  %1166 = add i64 %1165, %1164
  store i64 %1166, ptr %above, align 4
  %1167 = ashr i64 %926, 32
  %1168 = icmp eq i64 %1167, 2143289344
  %1169 = zext i1 %1168 to i64
  %1170 = load i64, ptr %nan, align 4
  %1171 = or i64 %1170, %1169
  store i64 %1171, ptr %nan, align 4
  %1172 = shl i64 %1167, 32
  %1173 = or i64 %1172, %909
  %1174 = load i64, ptr %mx, align 4
  %1175 = icmp sgt i64 %1174, %1173
  %1176 = select i1 %1175, i64 %1174, i64 %1173
  store i64 %1176, ptr %mx, align 4
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %if.end59
  br i1 %930, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end61
  %1177 = and i64 %946, 4294967295
  %1178 = load i64, ptr %above, align 4
  %1179 = add i64 %1178, %1177
  store i64 %1179, ptr %above, align 4
  %1180 = ashr i64 %946, 32
  %1181 = icmp eq i64 %1180, 2143289344
  %1182 = zext i1 %1181 to i64
  %1183 = load i64, ptr %nan, align 4
  %1184 = or i64 %1183, %1182
  store i64 %1184, ptr %nan, align 4
  %1185 = shl i64 %1180, 32
  %1186 = or i64 %1185, %929
  %1187 = load i64, ptr %mx, align 4
  %1188 = icmp sgt i64 %1187, %1186
  %1189 = select i1 %1188, i64 %1187, i64 %1186
  store i64 %1189, ptr %mx, align 4
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end61
  br i1 %950, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end63
  %1190 = and i64 %966, 4294967295
  %1191 = load i64, ptr %above, align 4
  %1192 = add i64 %1191, %1190
  store i64 %1192, ptr %above, align 4
  %1193 = ashr i64 %966, 32
  %1194 = icmp eq i64 %1193, 2143289344
  %1195 = zext i1 %1194 to i64
  %1196 = load i64, ptr %nan, align 4
  %1197 = or i64 %1196, %1195
  store i64 %1197, ptr %nan, align 4
  %1198 = shl i64 %1193, 32
  %1199 = or i64 %1198, %949
  %1200 = load i64, ptr %mx, align 4
  %1201 = icmp sgt i64 %1200, %1199
  %1202 = select i1 %1201, i64 %1200, i64 %1199
  store i64 %1202, ptr %mx, align 4
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end63
  br i1 %970, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  %1203 = and i64 %986, 4294967295
  %1204 = load i64, ptr %above, align 4
  %1205 = add i64 %1204, %1203
  store i64 %1205, ptr %above, align 4
  %1206 = ashr i64 %986, 32
  %1207 = icmp eq i64 %1206, 2143289344
  %1208 = zext i1 %1207 to i64
  %1209 = load i64, ptr %nan, align 4
  %1210 = or i64 %1209, %1208
  store i64 %1210, ptr %nan, align 4
  %1211 = shl i64 %1206, 32
  %1212 = or i64 %1211, %969
  %1213 = load i64, ptr %mx, align 4
  %1214 = icmp sgt i64 %1213, %1212
  %1215 = select i1 %1214, i64 %1213, i64 %1212
  store i64 %1215, ptr %mx, align 4
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  br i1 %990, label %if.then68, label %if.end69

if.then68:                                        ; preds = %if.end67
  %1216 = and i64 %1006, 4294967295
  %1217 = load i64, ptr %above, align 4
  %1218 = add i64 %1217, %1216
  store i64 %1218, ptr %above, align 4
  %1219 = ashr i64 %1006, 32
  %1220 = icmp eq i64 %1219, 2143289344
  %1221 = zext i1 %1220 to i64
  %1222 = load i64, ptr %nan, align 4
  %1223 = or i64 %1222, %1221
  store i64 %1223, ptr %nan, align 4
  %1224 = shl i64 %1219, 32
  %1225 = or i64 %1224, %989
  %1226 = load i64, ptr %mx, align 4
  %1227 = icmp sgt i64 %1226, %1225
  %1228 = select i1 %1227, i64 %1226, i64 %1225
  store i64 %1228, ptr %mx, align 4
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.end67
  br i1 %1010, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  %1229 = and i64 %1026, 4294967295
  %1230 = load i64, ptr %above, align 4
  %1231 = add i64 %1230, %1229
  store i64 %1231, ptr %above, align 4
  %1232 = ashr i64 %1026, 32
  %1233 = icmp eq i64 %1232, 2143289344
  %1234 = zext i1 %1233 to i64
  %1235 = load i64, ptr %nan, align 4
  %1236 = or i64 %1235, %1234
  store i64 %1236, ptr %nan, align 4
  %1237 = shl i64 %1232, 32
  %1238 = or i64 %1237, %1009
  %1239 = load i64, ptr %mx, align 4
  %1240 = icmp sgt i64 %1239, %1238
  %1241 = select i1 %1240, i64 %1239, i64 %1238
  store i64 %1241, ptr %mx, align 4
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  br i1 %1030, label %if.then72, label %if.end73

if.then72:                                        ; preds = %if.end71
  %1242 = and i64 %1046, 4294967295
  %1243 = load i64, ptr %above, align 4
  %1244 = add i64 %1243, %1242
  store i64 %1244, ptr %above, align 4
  %1245 = ashr i64 %1046, 32
  %1246 = icmp eq i64 %1245, 2143289344
  %1247 = zext i1 %1246 to i64
  %1248 = load i64, ptr %nan, align 4
  %1249 = or i64 %1248, %1247
  store i64 %1249, ptr %nan, align 4
  %1250 = shl i64 %1245, 32
  %1251 = or i64 %1250, %1029
  %1252 = load i64, ptr %mx, align 4
  %1253 = icmp sgt i64 %1252, %1251
  %1254 = select i1 %1253, i64 %1252, i64 %1251
  store i64 %1254, ptr %mx, align 4
  br label %if.end73

if.end73:                                         ; preds = %if.then72, %if.end71
  %words.next = add nsw i64 %words.iv, 1
  br label %words.head, !llvm.loop !6

if.then74:                                        ; preds = %cached.end
  %1255 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 %28
  store i64 %724, ptr addrspace(3) %1255, align 4
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %cached.end
  store i64 -9223372036854775808, ptr %sorted, align 4
  br i1 %439, label %sort.then, label %sort.else

sort.then:                                        ; preds = %if.end75
  %1256 = load i32, ptr %cachedmax, align 4
  %1257 = bitcast i32 %1256 to float
  %1258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1257, i32 1, i32 31)
  %1259 = bitcast float %1258 to i32
  %1260 = and i64 %27, 1
  %1261 = icmp eq i64 %1260, 0
  %1262 = and i64 %27, 2
  %1263 = icmp eq i64 %1262, 0
  %1264 = icmp slt i32 %1256, %1259
  %1265 = select i1 %1264, i32 %1256, i32 %1259
  %1266 = icmp sgt i32 %1256, %1259
  %1267 = select i1 %1266, i32 %1256, i32 %1259
  %1268 = icmp eq i1 %1261, %1263
  %1269 = select i1 %1268, i32 %1267, i32 %1265
  %1270 = bitcast i32 %1269 to float
  %1271 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1270, i32 2, i32 31)
  %1272 = bitcast float %1271 to i32
  %1273 = and i64 %27, 2
  %1274 = icmp eq i64 %1273, 0
  %1275 = and i64 %27, 4
  %1276 = icmp eq i64 %1275, 0
  %1277 = icmp slt i32 %1269, %1272
  %1278 = select i1 %1277, i32 %1269, i32 %1272
  %1279 = icmp sgt i32 %1269, %1272
  %1280 = select i1 %1279, i32 %1269, i32 %1272
  %1281 = icmp eq i1 %1274, %1276
  %1282 = select i1 %1281, i32 %1280, i32 %1278
  %1283 = bitcast i32 %1282 to float
  %1284 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1283, i32 1, i32 31)
  %1285 = bitcast float %1284 to i32
  %1286 = and i64 %27, 1
  %1287 = icmp eq i64 %1286, 0
  %1288 = and i64 %27, 4
  %1289 = icmp eq i64 %1288, 0
  %1290 = icmp slt i32 %1282, %1285
  %1291 = select i1 %1290, i32 %1282, i32 %1285
  %1292 = icmp sgt i32 %1282, %1285
  %1293 = select i1 %1292, i32 %1282, i32 %1285
  %1294 = icmp eq i1 %1287, %1289
  %1295 = select i1 %1294, i32 %1293, i32 %1291
  %1296 = bitcast i32 %1295 to float
  %1297 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1296, i32 4, i32 31)
  %1298 = bitcast float %1297 to i32
  %1299 = and i64 %27, 4
  %1300 = icmp eq i64 %1299, 0
  %1301 = and i64 %27, 8
  %1302 = icmp eq i64 %1301, 0
  %1303 = icmp slt i32 %1295, %1298
  %1304 = select i1 %1303, i32 %1295, i32 %1298
  %1305 = icmp sgt i32 %1295, %1298
  %1306 = select i1 %1305, i32 %1295, i32 %1298
  %1307 = icmp eq i1 %1300, %1302
  %1308 = select i1 %1307, i32 %1306, i32 %1304
  %1309 = bitcast i32 %1308 to float
  %1310 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1309, i32 2, i32 31)
  %1311 = bitcast float %1310 to i32
  %1312 = and i64 %27, 2
  %1313 = icmp eq i64 %1312, 0
  %1314 = and i64 %27, 8
  %1315 = icmp eq i64 %1314, 0
  %1316 = icmp slt i32 %1308, %1311
  %1317 = select i1 %1316, i32 %1308, i32 %1311
  %1318 = icmp sgt i32 %1308, %1311
  %1319 = select i1 %1318, i32 %1308, i32 %1311
  %1320 = icmp eq i1 %1313, %1315
  %1321 = select i1 %1320, i32 %1319, i32 %1317
  %1322 = bitcast i32 %1321 to float
  %1323 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1322, i32 1, i32 31)
  %1324 = bitcast float %1323 to i32
  %1325 = and i64 %27, 1
  %1326 = icmp eq i64 %1325, 0
  %1327 = and i64 %27, 8
  %1328 = icmp eq i64 %1327, 0
  %1329 = icmp slt i32 %1321, %1324
  %1330 = select i1 %1329, i32 %1321, i32 %1324
  %1331 = icmp sgt i32 %1321, %1324
  %1332 = select i1 %1331, i32 %1321, i32 %1324
  %1333 = icmp eq i1 %1326, %1328
  %1334 = select i1 %1333, i32 %1332, i32 %1330
  %1335 = bitcast i32 %1334 to float
  %1336 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1335, i32 8, i32 31)
  %1337 = bitcast float %1336 to i32
  %1338 = and i64 %27, 8
  %1339 = icmp eq i64 %1338, 0
  %1340 = and i64 %27, 16
  %1341 = icmp eq i64 %1340, 0
  %1342 = icmp slt i32 %1334, %1337
  %1343 = select i1 %1342, i32 %1334, i32 %1337
  %1344 = icmp sgt i32 %1334, %1337
  %1345 = select i1 %1344, i32 %1334, i32 %1337
  %1346 = icmp eq i1 %1339, %1341
  %1347 = select i1 %1346, i32 %1345, i32 %1343
  %1348 = bitcast i32 %1347 to float
  %1349 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1348, i32 4, i32 31)
  %1350 = bitcast float %1349 to i32
  %1351 = and i64 %27, 4
  %1352 = icmp eq i64 %1351, 0
  %1353 = and i64 %27, 16
  %1354 = icmp eq i64 %1353, 0
  %1355 = icmp slt i32 %1347, %1350
  %1356 = select i1 %1355, i32 %1347, i32 %1350
  %1357 = icmp sgt i32 %1347, %1350
  %1358 = select i1 %1357, i32 %1347, i32 %1350
  %1359 = icmp eq i1 %1352, %1354
  %1360 = select i1 %1359, i32 %1358, i32 %1356
  %1361 = bitcast i32 %1360 to float
  %1362 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1361, i32 2, i32 31)
  %1363 = bitcast float %1362 to i32
  %1364 = and i64 %27, 2
  %1365 = icmp eq i64 %1364, 0
  %1366 = and i64 %27, 16
  %1367 = icmp eq i64 %1366, 0
  %1368 = icmp slt i32 %1360, %1363
  %1369 = select i1 %1368, i32 %1360, i32 %1363
  %1370 = icmp sgt i32 %1360, %1363
  %1371 = select i1 %1370, i32 %1360, i32 %1363
  %1372 = icmp eq i1 %1365, %1367
  %1373 = select i1 %1372, i32 %1371, i32 %1369
  %1374 = bitcast i32 %1373 to float
  %1375 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1374, i32 1, i32 31)
  %1376 = bitcast float %1375 to i32
  %1377 = and i64 %27, 1
  %1378 = icmp eq i64 %1377, 0
  %1379 = and i64 %27, 16
  %1380 = icmp eq i64 %1379, 0
  %1381 = icmp slt i32 %1373, %1376
  %1382 = select i1 %1381, i32 %1373, i32 %1376
  %1383 = icmp sgt i32 %1373, %1376
  %1384 = select i1 %1383, i32 %1373, i32 %1376
  %1385 = icmp eq i1 %1378, %1380
  %1386 = select i1 %1385, i32 %1384, i32 %1382
  %1387 = bitcast i32 %1386 to float
  %1388 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1387, i32 16, i32 31)
  %1389 = bitcast float %1388 to i32
  %1390 = and i64 %27, 16
  %1391 = icmp eq i64 %1390, 0
  %1392 = and i64 %27, 32
  %1393 = icmp eq i64 %1392, 0
  %1394 = icmp slt i32 %1386, %1389
  %1395 = select i1 %1394, i32 %1386, i32 %1389
  %1396 = icmp sgt i32 %1386, %1389
  %1397 = select i1 %1396, i32 %1386, i32 %1389
  %1398 = icmp eq i1 %1391, %1393
  %1399 = select i1 %1398, i32 %1397, i32 %1395
  %1400 = bitcast i32 %1399 to float
  %1401 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1400, i32 8, i32 31)
  %1402 = bitcast float %1401 to i32
  %1403 = and i64 %27, 8
  %1404 = icmp eq i64 %1403, 0
  %1405 = and i64 %27, 32
  %1406 = icmp eq i64 %1405, 0
  %1407 = icmp slt i32 %1399, %1402
  %1408 = select i1 %1407, i32 %1399, i32 %1402
  %1409 = icmp sgt i32 %1399, %1402
  %1410 = select i1 %1409, i32 %1399, i32 %1402
  %1411 = icmp eq i1 %1404, %1406
  %1412 = select i1 %1411, i32 %1410, i32 %1408
  %1413 = bitcast i32 %1412 to float
  %1414 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1413, i32 4, i32 31)
  %1415 = bitcast float %1414 to i32
  %1416 = and i64 %27, 4
  %1417 = icmp eq i64 %1416, 0
  %1418 = and i64 %27, 32
  %1419 = icmp eq i64 %1418, 0
  %1420 = icmp slt i32 %1412, %1415
  %1421 = select i1 %1420, i32 %1412, i32 %1415
  %1422 = icmp sgt i32 %1412, %1415
  %1423 = select i1 %1422, i32 %1412, i32 %1415
  %1424 = icmp eq i1 %1417, %1419
  %1425 = select i1 %1424, i32 %1423, i32 %1421
  %1426 = bitcast i32 %1425 to float
  %1427 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1426, i32 2, i32 31)
  %1428 = bitcast float %1427 to i32
  %1429 = and i64 %27, 2
  %1430 = icmp eq i64 %1429, 0
  %1431 = and i64 %27, 32
  %1432 = icmp eq i64 %1431, 0
  %1433 = icmp slt i32 %1425, %1428
  %1434 = select i1 %1433, i32 %1425, i32 %1428
  %1435 = icmp sgt i32 %1425, %1428
  %1436 = select i1 %1435, i32 %1425, i32 %1428
  %1437 = icmp eq i1 %1430, %1432
  %1438 = select i1 %1437, i32 %1436, i32 %1434
  %1439 = bitcast i32 %1438 to float
  %1440 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1439, i32 1, i32 31)
  %1441 = bitcast float %1440 to i32
  %1442 = and i64 %27, 1
  %1443 = icmp eq i64 %1442, 0
  %1444 = and i64 %27, 32
  %1445 = icmp eq i64 %1444, 0
  %1446 = icmp slt i32 %1438, %1441
  %1447 = select i1 %1446, i32 %1438, i32 %1441
  %1448 = icmp sgt i32 %1438, %1441
  %1449 = select i1 %1448, i32 %1438, i32 %1441
  %1450 = icmp eq i1 %1443, %1445
  %1451 = select i1 %1450, i32 %1449, i32 %1447
  store i32 %1451, ptr %sorted32, align 4
  %1452 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %23
  store i32 %1451, ptr addrspace(3) %1452, align 4
  %1453 = ashr i32 %1451, 31
  %1454 = lshr i32 %1453, 16
  %1455 = and i32 %1451, -65536
  %1456 = or i32 %1455, %1454
  %1457 = and i32 %1451, 65535
  %1458 = zext i32 %1457 to i64
  %1459 = sext i32 %1456 to i64
  %1460 = shl i64 %1459, 32
  %1461 = or i64 %1460, %1458
  %1462 = icmp eq i32 %1451, -2147483648
  %1463 = select i1 %1462, i64 -9223372036854775808, i64 %1461
  store i64 %1463, ptr %sorted, align 4
  br label %sort.end

sort.else:                                        ; preds = %if.end75
  %1464 = trunc i64 %653 to i32
  %1465 = bitcast i32 %1464 to float
  %1466 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1465, i32 1, i32 31)
  %1467 = bitcast float %1466 to i32
  %1468 = lshr i64 %653, 32
  %1469 = trunc i64 %1468 to i32
  %1470 = bitcast i32 %1469 to float
  %1471 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1470, i32 1, i32 31)
  %1472 = bitcast float %1471 to i32
  %1473 = zext i32 %1467 to i64
  %1474 = zext i32 %1472 to i64
  %1475 = shl i64 %1474, 32
  %1476 = or i64 %1475, %1473
  %1477 = and i64 %27, 1
  %1478 = icmp eq i64 %1477, 0
  %1479 = and i64 %27, 2
  %1480 = icmp eq i64 %1479, 0
  %1481 = icmp slt i64 %653, %1476
  %1482 = select i1 %1481, i64 %653, i64 %1476
  %1483 = icmp sgt i64 %653, %1476
  %1484 = select i1 %1483, i64 %653, i64 %1476
  %1485 = icmp eq i1 %1478, %1480
  %1486 = select i1 %1485, i64 %1484, i64 %1482
  %1487 = trunc i64 %1486 to i32
  %1488 = bitcast i32 %1487 to float
  %1489 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1488, i32 2, i32 31)
  %1490 = bitcast float %1489 to i32
  %1491 = lshr i64 %1486, 32
  %1492 = trunc i64 %1491 to i32
  %1493 = bitcast i32 %1492 to float
  %1494 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1493, i32 2, i32 31)
  %1495 = bitcast float %1494 to i32
  %1496 = zext i32 %1490 to i64
  %1497 = zext i32 %1495 to i64
  %1498 = shl i64 %1497, 32
  %1499 = or i64 %1498, %1496
  %1500 = and i64 %27, 2
  %1501 = icmp eq i64 %1500, 0
  %1502 = and i64 %27, 4
  %1503 = icmp eq i64 %1502, 0
  %1504 = icmp slt i64 %1486, %1499
  %1505 = select i1 %1504, i64 %1486, i64 %1499
  %1506 = icmp sgt i64 %1486, %1499
  %1507 = select i1 %1506, i64 %1486, i64 %1499
  %1508 = icmp eq i1 %1501, %1503
  %1509 = select i1 %1508, i64 %1507, i64 %1505
  %1510 = trunc i64 %1509 to i32
  %1511 = bitcast i32 %1510 to float
  %1512 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1511, i32 1, i32 31)
  %1513 = bitcast float %1512 to i32
  %1514 = lshr i64 %1509, 32
  %1515 = trunc i64 %1514 to i32
  %1516 = bitcast i32 %1515 to float
  %1517 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1516, i32 1, i32 31)
  %1518 = bitcast float %1517 to i32
  %1519 = zext i32 %1513 to i64
  %1520 = zext i32 %1518 to i64
  %1521 = shl i64 %1520, 32
  %1522 = or i64 %1521, %1519
  %1523 = and i64 %27, 1
  %1524 = icmp eq i64 %1523, 0
  %1525 = and i64 %27, 4
  %1526 = icmp eq i64 %1525, 0
  %1527 = icmp slt i64 %1509, %1522
  %1528 = select i1 %1527, i64 %1509, i64 %1522
  %1529 = icmp sgt i64 %1509, %1522
  %1530 = select i1 %1529, i64 %1509, i64 %1522
  %1531 = icmp eq i1 %1524, %1526
  %1532 = select i1 %1531, i64 %1530, i64 %1528
  %1533 = trunc i64 %1532 to i32
  %1534 = bitcast i32 %1533 to float
  %1535 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1534, i32 4, i32 31)
  %1536 = bitcast float %1535 to i32
  %1537 = lshr i64 %1532, 32
  %1538 = trunc i64 %1537 to i32
  %1539 = bitcast i32 %1538 to float
  %1540 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1539, i32 4, i32 31)
  %1541 = bitcast float %1540 to i32
  %1542 = zext i32 %1536 to i64
  %1543 = zext i32 %1541 to i64
  %1544 = shl i64 %1543, 32
  %1545 = or i64 %1544, %1542
  %1546 = and i64 %27, 4
  %1547 = icmp eq i64 %1546, 0
  %1548 = and i64 %27, 8
  %1549 = icmp eq i64 %1548, 0
  %1550 = icmp slt i64 %1532, %1545
  %1551 = select i1 %1550, i64 %1532, i64 %1545
  %1552 = icmp sgt i64 %1532, %1545
  %1553 = select i1 %1552, i64 %1532, i64 %1545
  %1554 = icmp eq i1 %1547, %1549
  %1555 = select i1 %1554, i64 %1553, i64 %1551
  %1556 = trunc i64 %1555 to i32
  %1557 = bitcast i32 %1556 to float
  %1558 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1557, i32 2, i32 31)
  %1559 = bitcast float %1558 to i32
  %1560 = lshr i64 %1555, 32
  %1561 = trunc i64 %1560 to i32
  %1562 = bitcast i32 %1561 to float
  %1563 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1562, i32 2, i32 31)
  %1564 = bitcast float %1563 to i32
  %1565 = zext i32 %1559 to i64
  %1566 = zext i32 %1564 to i64
  %1567 = shl i64 %1566, 32
  %1568 = or i64 %1567, %1565
  %1569 = and i64 %27, 2
  %1570 = icmp eq i64 %1569, 0
  %1571 = and i64 %27, 8
  %1572 = icmp eq i64 %1571, 0
  %1573 = icmp slt i64 %1555, %1568
  %1574 = select i1 %1573, i64 %1555, i64 %1568
  %1575 = icmp sgt i64 %1555, %1568
  %1576 = select i1 %1575, i64 %1555, i64 %1568
  %1577 = icmp eq i1 %1570, %1572
  %1578 = select i1 %1577, i64 %1576, i64 %1574
  %1579 = trunc i64 %1578 to i32
  %1580 = bitcast i32 %1579 to float
  %1581 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1580, i32 1, i32 31)
  %1582 = bitcast float %1581 to i32
  %1583 = lshr i64 %1578, 32
  %1584 = trunc i64 %1583 to i32
  %1585 = bitcast i32 %1584 to float
  %1586 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1585, i32 1, i32 31)
  %1587 = bitcast float %1586 to i32
  %1588 = zext i32 %1582 to i64
  %1589 = zext i32 %1587 to i64
  %1590 = shl i64 %1589, 32
  %1591 = or i64 %1590, %1588
  %1592 = and i64 %27, 1
  %1593 = icmp eq i64 %1592, 0
  %1594 = and i64 %27, 8
  %1595 = icmp eq i64 %1594, 0
  %1596 = icmp slt i64 %1578, %1591
  %1597 = select i1 %1596, i64 %1578, i64 %1591
  %1598 = icmp sgt i64 %1578, %1591
  %1599 = select i1 %1598, i64 %1578, i64 %1591
  %1600 = icmp eq i1 %1593, %1595
  %1601 = select i1 %1600, i64 %1599, i64 %1597
  %1602 = trunc i64 %1601 to i32
  %1603 = bitcast i32 %1602 to float
  %1604 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1603, i32 8, i32 31)
  %1605 = bitcast float %1604 to i32
  %1606 = lshr i64 %1601, 32
  %1607 = trunc i64 %1606 to i32
  %1608 = bitcast i32 %1607 to float
  %1609 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1608, i32 8, i32 31)
  %1610 = bitcast float %1609 to i32
  %1611 = zext i32 %1605 to i64
  %1612 = zext i32 %1610 to i64
  %1613 = shl i64 %1612, 32
  %1614 = or i64 %1613, %1611
  %1615 = and i64 %27, 8
  %1616 = icmp eq i64 %1615, 0
  %1617 = and i64 %27, 16
  %1618 = icmp eq i64 %1617, 0
  %1619 = icmp slt i64 %1601, %1614
  %1620 = select i1 %1619, i64 %1601, i64 %1614
  %1621 = icmp sgt i64 %1601, %1614
  %1622 = select i1 %1621, i64 %1601, i64 %1614
  %1623 = icmp eq i1 %1616, %1618
  %1624 = select i1 %1623, i64 %1622, i64 %1620
  %1625 = trunc i64 %1624 to i32
  %1626 = bitcast i32 %1625 to float
  %1627 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1626, i32 4, i32 31)
  %1628 = bitcast float %1627 to i32
  %1629 = lshr i64 %1624, 32
  %1630 = trunc i64 %1629 to i32
  %1631 = bitcast i32 %1630 to float
  %1632 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1631, i32 4, i32 31)
  %1633 = bitcast float %1632 to i32
  %1634 = zext i32 %1628 to i64
  %1635 = zext i32 %1633 to i64
  %1636 = shl i64 %1635, 32
  %1637 = or i64 %1636, %1634
  %1638 = and i64 %27, 4
  %1639 = icmp eq i64 %1638, 0
  %1640 = and i64 %27, 16
  %1641 = icmp eq i64 %1640, 0
  %1642 = icmp slt i64 %1624, %1637
  %1643 = select i1 %1642, i64 %1624, i64 %1637
  %1644 = icmp sgt i64 %1624, %1637
  %1645 = select i1 %1644, i64 %1624, i64 %1637
  %1646 = icmp eq i1 %1639, %1641
  %1647 = select i1 %1646, i64 %1645, i64 %1643
  %1648 = trunc i64 %1647 to i32
  %1649 = bitcast i32 %1648 to float
  %1650 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1649, i32 2, i32 31)
  %1651 = bitcast float %1650 to i32
  %1652 = lshr i64 %1647, 32
  %1653 = trunc i64 %1652 to i32
  %1654 = bitcast i32 %1653 to float
  %1655 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1654, i32 2, i32 31)
  %1656 = bitcast float %1655 to i32
  %1657 = zext i32 %1651 to i64
  %1658 = zext i32 %1656 to i64
  %1659 = shl i64 %1658, 32
  %1660 = or i64 %1659, %1657
  %1661 = and i64 %27, 2
  %1662 = icmp eq i64 %1661, 0
  %1663 = and i64 %27, 16
  %1664 = icmp eq i64 %1663, 0
  %1665 = icmp slt i64 %1647, %1660
  %1666 = select i1 %1665, i64 %1647, i64 %1660
  %1667 = icmp sgt i64 %1647, %1660
  %1668 = select i1 %1667, i64 %1647, i64 %1660
  %1669 = icmp eq i1 %1662, %1664
  %1670 = select i1 %1669, i64 %1668, i64 %1666
  %1671 = trunc i64 %1670 to i32
  %1672 = bitcast i32 %1671 to float
  %1673 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1672, i32 1, i32 31)
  %1674 = bitcast float %1673 to i32
  %1675 = lshr i64 %1670, 32
  %1676 = trunc i64 %1675 to i32
  %1677 = bitcast i32 %1676 to float
  %1678 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1677, i32 1, i32 31)
  %1679 = bitcast float %1678 to i32
  %1680 = zext i32 %1674 to i64
  %1681 = zext i32 %1679 to i64
  %1682 = shl i64 %1681, 32
  %1683 = or i64 %1682, %1680
  %1684 = and i64 %27, 1
  %1685 = icmp eq i64 %1684, 0
  %1686 = and i64 %27, 16
  %1687 = icmp eq i64 %1686, 0
  %1688 = icmp slt i64 %1670, %1683
  %1689 = select i1 %1688, i64 %1670, i64 %1683
  %1690 = icmp sgt i64 %1670, %1683
  %1691 = select i1 %1690, i64 %1670, i64 %1683
  %1692 = icmp eq i1 %1685, %1687
  %1693 = select i1 %1692, i64 %1691, i64 %1689
  %1694 = trunc i64 %1693 to i32
  %1695 = bitcast i32 %1694 to float
  %1696 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1695, i32 16, i32 31)
  %1697 = bitcast float %1696 to i32
  %1698 = lshr i64 %1693, 32
  %1699 = trunc i64 %1698 to i32
  %1700 = bitcast i32 %1699 to float
  %1701 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1700, i32 16, i32 31)
  %1702 = bitcast float %1701 to i32
  %1703 = zext i32 %1697 to i64
  %1704 = zext i32 %1702 to i64
  %1705 = shl i64 %1704, 32
  %1706 = or i64 %1705, %1703
  %1707 = and i64 %27, 16
  %1708 = icmp eq i64 %1707, 0
  %1709 = and i64 %27, 32
  %1710 = icmp eq i64 %1709, 0
  %1711 = icmp slt i64 %1693, %1706
  %1712 = select i1 %1711, i64 %1693, i64 %1706
  %1713 = icmp sgt i64 %1693, %1706
  %1714 = select i1 %1713, i64 %1693, i64 %1706
  %1715 = icmp eq i1 %1708, %1710
  %1716 = select i1 %1715, i64 %1714, i64 %1712
  %1717 = trunc i64 %1716 to i32
  %1718 = bitcast i32 %1717 to float
  %1719 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1718, i32 8, i32 31)
  %1720 = bitcast float %1719 to i32
  %1721 = lshr i64 %1716, 32
  %1722 = trunc i64 %1721 to i32
  %1723 = bitcast i32 %1722 to float
  %1724 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1723, i32 8, i32 31)
  %1725 = bitcast float %1724 to i32
  %1726 = zext i32 %1720 to i64
  %1727 = zext i32 %1725 to i64
  %1728 = shl i64 %1727, 32
  %1729 = or i64 %1728, %1726
  %1730 = and i64 %27, 8
  %1731 = icmp eq i64 %1730, 0
  %1732 = and i64 %27, 32
  %1733 = icmp eq i64 %1732, 0
  %1734 = icmp slt i64 %1716, %1729
  %1735 = select i1 %1734, i64 %1716, i64 %1729
  %1736 = icmp sgt i64 %1716, %1729
  %1737 = select i1 %1736, i64 %1716, i64 %1729
  %1738 = icmp eq i1 %1731, %1733
  %1739 = select i1 %1738, i64 %1737, i64 %1735
  %1740 = trunc i64 %1739 to i32
  %1741 = bitcast i32 %1740 to float
  %1742 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1741, i32 4, i32 31)
  %1743 = bitcast float %1742 to i32
  %1744 = lshr i64 %1739, 32
  %1745 = trunc i64 %1744 to i32
  %1746 = bitcast i32 %1745 to float
  %1747 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1746, i32 4, i32 31)
  %1748 = bitcast float %1747 to i32
  %1749 = zext i32 %1743 to i64
  %1750 = zext i32 %1748 to i64
  %1751 = shl i64 %1750, 32
  %1752 = or i64 %1751, %1749
  %1753 = and i64 %27, 4
  %1754 = icmp eq i64 %1753, 0
  %1755 = and i64 %27, 32
  %1756 = icmp eq i64 %1755, 0
  %1757 = icmp slt i64 %1739, %1752
  %1758 = select i1 %1757, i64 %1739, i64 %1752
  %1759 = icmp sgt i64 %1739, %1752
  %1760 = select i1 %1759, i64 %1739, i64 %1752
  %1761 = icmp eq i1 %1754, %1756
  %1762 = select i1 %1761, i64 %1760, i64 %1758
  %1763 = trunc i64 %1762 to i32
  %1764 = bitcast i32 %1763 to float
  %1765 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1764, i32 2, i32 31)
  %1766 = bitcast float %1765 to i32
  %1767 = lshr i64 %1762, 32
  %1768 = trunc i64 %1767 to i32
  %1769 = bitcast i32 %1768 to float
  %1770 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1769, i32 2, i32 31)
  %1771 = bitcast float %1770 to i32
  %1772 = zext i32 %1766 to i64
  %1773 = zext i32 %1771 to i64
  %1774 = shl i64 %1773, 32
  %1775 = or i64 %1774, %1772
  %1776 = and i64 %27, 2
  %1777 = icmp eq i64 %1776, 0
  %1778 = and i64 %27, 32
  %1779 = icmp eq i64 %1778, 0
  %1780 = icmp slt i64 %1762, %1775
  %1781 = select i1 %1780, i64 %1762, i64 %1775
  %1782 = icmp sgt i64 %1762, %1775
  %1783 = select i1 %1782, i64 %1762, i64 %1775
  %1784 = icmp eq i1 %1777, %1779
  %1785 = select i1 %1784, i64 %1783, i64 %1781
  %1786 = trunc i64 %1785 to i32
  %1787 = bitcast i32 %1786 to float
  %1788 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1787, i32 1, i32 31)
  %1789 = bitcast float %1788 to i32
  %1790 = lshr i64 %1785, 32
  %1791 = trunc i64 %1790 to i32
  %1792 = bitcast i32 %1791 to float
  %1793 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1792, i32 1, i32 31)
  %1794 = bitcast float %1793 to i32
  %1795 = zext i32 %1789 to i64
  %1796 = zext i32 %1794 to i64
  %1797 = shl i64 %1796, 32
  %1798 = or i64 %1797, %1795
  %1799 = and i64 %27, 1
  %1800 = icmp eq i64 %1799, 0
  %1801 = and i64 %27, 32
  %1802 = icmp eq i64 %1801, 0
  %1803 = icmp slt i64 %1785, %1798
  %1804 = select i1 %1803, i64 %1785, i64 %1798
  %1805 = icmp sgt i64 %1785, %1798
  %1806 = select i1 %1805, i64 %1785, i64 %1798
  %1807 = icmp eq i1 %1800, %1802
  %1808 = select i1 %1807, i64 %1806, i64 %1804
  store i64 %1808, ptr %sorted, align 4
  br label %sort.end

sort.end:                                         ; preds = %sort.else, %sort.then
  %1809 = load i64, ptr %sorted, align 4
  %1810 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %23
  store i64 %1809, ptr addrspace(3) %1810, align 4
  call void @llvm.nvvm.barrier0()
  %1811 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), align 4
  %1812 = add i64 0, %1811
  %1813 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 1), align 4
  %1814 = add i64 %1812, %1813
  %1815 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 2), align 4
  %1816 = add i64 %1814, %1815
  %1817 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16), i64 3), align 4
  %1818 = add i64 %1816, %1817
  br i1 %41, label %if.then76, label %if.end77

if.then76:                                        ; preds = %sort.end
  %1819 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6736), align 4
  store float %1819, ptr %lse, align 4
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %sort.end
  %1820 = load float, ptr %lse, align 4
  %1821 = and i64 %1818, 281474976710655
  %1822 = lshr i64 %1818, 48
  %1823 = icmp slt i64 %31, %6
  %1824 = icmp sge i64 %31, 0
  %1825 = and i1 %1824, %1823
  %1826 = bitcast float %54 to i32
  %1827 = icmp eq i32 %1826, -2147483648
  %1828 = icmp sgt i64 %1822, 0
  %1829 = or i1 %1827, %1828
  %1830 = fcmp ord float %54, %54
  %1831 = and i1 %1830, %1829
  store i64 %1821, ptr %above78, align 4
  br i1 %1831, label %exact.then, label %exact.end

exact.then:                                       ; preds = %if.end77
  %1832 = bitcast float %54 to i32
  %1833 = fcmp uno float %54, %54
  %1834 = select i1 %1833, i32 2143289344, i32 %1832
  %1835 = xor i32 %1834, 2147483647
  %1836 = icmp sge i32 %1834, 0
  %1837 = select i1 %1836, i32 %1834, i32 %1835
  store i64 0, ptr %exact, align 4
  br label %exactabove.head

exact.end:                                        ; preds = %if.end80, %if.end77
  %1838 = load i64, ptr %above78, align 4
  %1839 = add i64 %1838, 1
  %1840 = select i1 %1825, i64 %1839, i64 0
  %1841 = trunc i64 %16 to i32
  %1842 = bitcast i32 %1841 to float
  %1843 = fcmp olt float %1842, 1.000000e+00
  %1844 = fcmp ogt float %1842, 0.000000e+00
  %1845 = and i1 %1844, %1843
  br i1 %1845, label %if.then81, label %if.end82

exactabove.head:                                  ; preds = %exactabove.body, %exact.then
  %exactabove.iv = phi i64 [ %23, %exact.then ], [ %exactabove.next, %exactabove.body ]
  %1846 = icmp slt i64 %exactabove.iv, %6
  br i1 %1846, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %1847 = mul i64 %exactabove.iv, 2
  %1848 = getelementptr i8, ptr %46, i64 %1847
  %1849 = load i16, ptr %1848, align 2
  %1850 = zext i16 %1849 to i32
  %1851 = shl i32 %1850, 16
  %1852 = bitcast i32 %1851 to float
  %1853 = bitcast float %1852 to i32
  %1854 = fcmp uno float %1852, %1852
  %1855 = select i1 %1854, i32 2143289344, i32 %1853
  %1856 = xor i32 %1855, 2147483647
  %1857 = icmp sge i32 %1855, 0
  %1858 = select i1 %1857, i32 %1855, i32 %1856
  %1859 = icmp sgt i32 %1858, %1837
  %1860 = zext i1 %1859 to i64
  %1861 = load i64, ptr %exact, align 4
  %1862 = add i64 %1861, %1860
  store i64 %1862, ptr %exact, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 128
  br label %exactabove.head, !llvm.loop !7

exactabove.exit:                                  ; preds = %exactabove.head
  %1863 = load i64, ptr %exact, align 4
  %1864 = and i64 %23, 31
  %1865 = trunc i64 %1863 to i32
  %1866 = bitcast i32 %1865 to float
  %1867 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1866, i32 16, i32 31)
  %1868 = bitcast float %1867 to i32
  %1869 = lshr i64 %1863, 32
  %1870 = trunc i64 %1869 to i32
  %1871 = bitcast i32 %1870 to float
  %1872 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1871, i32 16, i32 31)
  %1873 = bitcast float %1872 to i32
  %1874 = zext i32 %1868 to i64
  %1875 = zext i32 %1873 to i64
  %1876 = shl i64 %1875, 32
  %1877 = or i64 %1876, %1874
  %1878 = add i64 %1863, %1877
  %1879 = trunc i64 %1878 to i32
  %1880 = bitcast i32 %1879 to float
  %1881 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1880, i32 8, i32 31)
  %1882 = bitcast float %1881 to i32
  %1883 = lshr i64 %1878, 32
  %1884 = trunc i64 %1883 to i32
  %1885 = bitcast i32 %1884 to float
  %1886 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1885, i32 8, i32 31)
  %1887 = bitcast float %1886 to i32
  %1888 = zext i32 %1882 to i64
  %1889 = zext i32 %1887 to i64
  %1890 = shl i64 %1889, 32
  %1891 = or i64 %1890, %1888
  %1892 = add i64 %1878, %1891
  %1893 = trunc i64 %1892 to i32
  %1894 = bitcast i32 %1893 to float
  %1895 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1894, i32 4, i32 31)
  %1896 = bitcast float %1895 to i32
  %1897 = lshr i64 %1892, 32
  %1898 = trunc i64 %1897 to i32
  %1899 = bitcast i32 %1898 to float
  %1900 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1899, i32 4, i32 31)
  %1901 = bitcast float %1900 to i32
  %1902 = zext i32 %1896 to i64
  %1903 = zext i32 %1901 to i64
  %1904 = shl i64 %1903, 32
  %1905 = or i64 %1904, %1902
  %1906 = add i64 %1892, %1905
  %1907 = trunc i64 %1906 to i32
  %1908 = bitcast i32 %1907 to float
  %1909 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1908, i32 2, i32 31)
  %1910 = bitcast float %1909 to i32
  %1911 = lshr i64 %1906, 32
  %1912 = trunc i64 %1911 to i32
  %1913 = bitcast i32 %1912 to float
  %1914 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1913, i32 2, i32 31)
  %1915 = bitcast float %1914 to i32
  %1916 = zext i32 %1910 to i64
  %1917 = zext i32 %1915 to i64
  %1918 = shl i64 %1917, 32
  %1919 = or i64 %1918, %1916
  %1920 = add i64 %1906, %1919
  %1921 = trunc i64 %1920 to i32
  %1922 = bitcast i32 %1921 to float
  %1923 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1922, i32 1, i32 31)
  %1924 = bitcast float %1923 to i32
  %1925 = lshr i64 %1920, 32
  %1926 = trunc i64 %1925 to i32
  %1927 = bitcast i32 %1926 to float
  %1928 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %1927, i32 1, i32 31)
  %1929 = bitcast float %1928 to i32
  %1930 = zext i32 %1924 to i64
  %1931 = zext i32 %1929 to i64
  %1932 = shl i64 %1931, 32
  %1933 = or i64 %1932, %1930
  %1934 = add i64 %1920, %1933
  %1935 = icmp eq i64 %27, 0
  br i1 %1935, label %if.then79, label %if.end80

if.then79:                                        ; preds = %exactabove.exit
  %1936 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 %28
  store i64 %1934, ptr addrspace(3) %1936, align 4
  br label %if.end80

if.end80:                                         ; preds = %if.then79, %exactabove.exit
  call void @llvm.nvvm.barrier0()
  %1937 = load i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), align 4
  %1938 = add i64 0, %1937
  %1939 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 1), align 4
  %1940 = add i64 %1938, %1939
  %1941 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 2), align 4
  %1942 = add i64 %1940, %1941
  %1943 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 48), i64 3), align 4
  %1944 = add i64 %1942, %1943
  store i64 %1944, ptr %above78, align 4
  br label %exact.end

if.then81:                                        ; preds = %exact.end
  %1945 = icmp ne i64 %1809, -9223372036854775808
  %1946 = icmp slt i64 %27, 16
  %1947 = and i1 %1946, %1945
  br i1 %1947, label %if.then83, label %if.end84

if.end82:                                         ; preds = %if.end412, %exact.end
  %1948 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  %1949 = icmp ne i32 %1948, 0
  br i1 %1949, label %reached.then, label %reached.else

if.then83:                                        ; preds = %if.then81
  store i32 0, ptr %place, align 4
  br i1 %439, label %place.then, label %place.else

if.end84:                                         ; preds = %if.end86, %if.then81
  call void @llvm.nvvm.barrier0()
  %1950 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %439, label %glist.then, label %glist.else

place.then:                                       ; preds = %if.then83
  %1951 = load i32, ptr %sorted32, align 4
  %1952 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %1953 = icmp sgt i32 %1952, %1951
  %1954 = select i1 %1953, i32 16, i32 0
  %1955 = add i32 7, %1954
  %1956 = zext i32 %1955 to i64
  %1957 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1956
  %1958 = load i32, ptr addrspace(3) %1957, align 4
  %1959 = add i32 %1954, 8
  %1960 = icmp sgt i32 %1958, %1951
  %1961 = select i1 %1960, i32 %1959, i32 %1954
  %1962 = add i32 3, %1961
  %1963 = zext i32 %1962 to i64
  %1964 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1963
  %1965 = load i32, ptr addrspace(3) %1964, align 4
  %1966 = add i32 %1961, 4
  %1967 = icmp sgt i32 %1965, %1951
  %1968 = select i1 %1967, i32 %1966, i32 %1961
  %1969 = add i32 1, %1968
  %1970 = zext i32 %1969 to i64
  %1971 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1970
  %1972 = load i32, ptr addrspace(3) %1971, align 4
  %1973 = add i32 %1968, 2
  %1974 = icmp sgt i32 %1972, %1951
  %1975 = select i1 %1974, i32 %1973, i32 %1968
  %1976 = add i32 0, %1975
  %1977 = zext i32 %1976 to i64
  %1978 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1977
  %1979 = load i32, ptr addrspace(3) %1978, align 4
  %1980 = add i32 %1975, 1
  %1981 = icmp sgt i32 %1979, %1951
  %1982 = select i1 %1981, i32 %1980, i32 %1975
  %1983 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %1984 = icmp sgt i32 %1983, %1951
  %1985 = zext i1 %1984 to i32
  %1986 = add i32 %1982, %1985
  %1987 = add i32 0, %1986
  %1988 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %1989 = icmp sgt i32 %1988, %1951
  %1990 = select i1 %1989, i32 16, i32 0
  %1991 = add i32 39, %1990
  %1992 = zext i32 %1991 to i64
  %1993 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1992
  %1994 = load i32, ptr addrspace(3) %1993, align 4
  %1995 = add i32 %1990, 8
  %1996 = icmp sgt i32 %1994, %1951
  %1997 = select i1 %1996, i32 %1995, i32 %1990
  %1998 = add i32 35, %1997
  %1999 = zext i32 %1998 to i64
  %2000 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %1999
  %2001 = load i32, ptr addrspace(3) %2000, align 4
  %2002 = add i32 %1997, 4
  %2003 = icmp sgt i32 %2001, %1951
  %2004 = select i1 %2003, i32 %2002, i32 %1997
  %2005 = add i32 33, %2004
  %2006 = zext i32 %2005 to i64
  %2007 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2006
  %2008 = load i32, ptr addrspace(3) %2007, align 4
  %2009 = add i32 %2004, 2
  %2010 = icmp sgt i32 %2008, %1951
  %2011 = select i1 %2010, i32 %2009, i32 %2004
  %2012 = add i32 32, %2011
  %2013 = zext i32 %2012 to i64
  %2014 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2013
  %2015 = load i32, ptr addrspace(3) %2014, align 4
  %2016 = add i32 %2011, 1
  %2017 = icmp sgt i32 %2015, %1951
  %2018 = select i1 %2017, i32 %2016, i32 %2011
  %2019 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %2020 = icmp sgt i32 %2019, %1951
  %2021 = zext i1 %2020 to i32
  %2022 = add i32 %2018, %2021
  %2023 = add i32 %1987, %2022
  %2024 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %2025 = icmp sgt i32 %2024, %1951
  %2026 = select i1 %2025, i32 16, i32 0
  %2027 = add i32 71, %2026
  %2028 = zext i32 %2027 to i64
  %2029 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2028
  %2030 = load i32, ptr addrspace(3) %2029, align 4
  %2031 = add i32 %2026, 8
  %2032 = icmp sgt i32 %2030, %1951
  %2033 = select i1 %2032, i32 %2031, i32 %2026
  %2034 = add i32 67, %2033
  %2035 = zext i32 %2034 to i64
  %2036 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2035
  %2037 = load i32, ptr addrspace(3) %2036, align 4
  %2038 = add i32 %2033, 4
  %2039 = icmp sgt i32 %2037, %1951
  %2040 = select i1 %2039, i32 %2038, i32 %2033
  %2041 = add i32 65, %2040
  %2042 = zext i32 %2041 to i64
  %2043 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2042
  %2044 = load i32, ptr addrspace(3) %2043, align 4
  %2045 = add i32 %2040, 2
  %2046 = icmp sgt i32 %2044, %1951
  %2047 = select i1 %2046, i32 %2045, i32 %2040
  %2048 = add i32 64, %2047
  %2049 = zext i32 %2048 to i64
  %2050 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2049
  %2051 = load i32, ptr addrspace(3) %2050, align 4
  %2052 = add i32 %2047, 1
  %2053 = icmp sgt i32 %2051, %1951
  %2054 = select i1 %2053, i32 %2052, i32 %2047
  %2055 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %2056 = icmp sgt i32 %2055, %1951
  %2057 = zext i1 %2056 to i32
  %2058 = add i32 %2054, %2057
  %2059 = add i32 %2023, %2058
  %2060 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %2061 = icmp sgt i32 %2060, %1951
  %2062 = select i1 %2061, i32 16, i32 0
  %2063 = add i32 103, %2062
  %2064 = zext i32 %2063 to i64
  %2065 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2064
  %2066 = load i32, ptr addrspace(3) %2065, align 4
  %2067 = add i32 %2062, 8
  %2068 = icmp sgt i32 %2066, %1951
  %2069 = select i1 %2068, i32 %2067, i32 %2062
  %2070 = add i32 99, %2069
  %2071 = zext i32 %2070 to i64
  %2072 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2071
  %2073 = load i32, ptr addrspace(3) %2072, align 4
  %2074 = add i32 %2069, 4
  %2075 = icmp sgt i32 %2073, %1951
  %2076 = select i1 %2075, i32 %2074, i32 %2069
  %2077 = add i32 97, %2076
  %2078 = zext i32 %2077 to i64
  %2079 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2078
  %2080 = load i32, ptr addrspace(3) %2079, align 4
  %2081 = add i32 %2076, 2
  %2082 = icmp sgt i32 %2080, %1951
  %2083 = select i1 %2082, i32 %2081, i32 %2076
  %2084 = add i32 96, %2083
  %2085 = zext i32 %2084 to i64
  %2086 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %2085
  %2087 = load i32, ptr addrspace(3) %2086, align 4
  %2088 = add i32 %2083, 1
  %2089 = icmp sgt i32 %2087, %1951
  %2090 = select i1 %2089, i32 %2088, i32 %2083
  %2091 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %2092 = icmp sgt i32 %2091, %1951
  %2093 = zext i1 %2092 to i32
  %2094 = add i32 %2090, %2093
  %2095 = add i32 %2059, %2094
  store i32 %2095, ptr %place, align 4
  br label %place.end

place.else:                                       ; preds = %if.then83
  %2096 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %2097 = icmp sgt i64 %2096, %1809
  %2098 = select i1 %2097, i32 16, i32 0
  %2099 = add i32 7, %2098
  %2100 = zext i32 %2099 to i64
  %2101 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2100
  %2102 = load i64, ptr addrspace(3) %2101, align 4
  %2103 = add i32 %2098, 8
  %2104 = icmp sgt i64 %2102, %1809
  %2105 = select i1 %2104, i32 %2103, i32 %2098
  %2106 = add i32 3, %2105
  %2107 = zext i32 %2106 to i64
  %2108 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2107
  %2109 = load i64, ptr addrspace(3) %2108, align 4
  %2110 = add i32 %2105, 4
  %2111 = icmp sgt i64 %2109, %1809
  %2112 = select i1 %2111, i32 %2110, i32 %2105
  %2113 = add i32 1, %2112
  %2114 = zext i32 %2113 to i64
  %2115 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2114
  %2116 = load i64, ptr addrspace(3) %2115, align 4
  %2117 = add i32 %2112, 2
  %2118 = icmp sgt i64 %2116, %1809
  %2119 = select i1 %2118, i32 %2117, i32 %2112
  %2120 = add i32 0, %2119
  %2121 = zext i32 %2120 to i64
  %2122 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2121
  %2123 = load i64, ptr addrspace(3) %2122, align 4
  %2124 = add i32 %2119, 1
  %2125 = icmp sgt i64 %2123, %1809
  %2126 = select i1 %2125, i32 %2124, i32 %2119
  %2127 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %2128 = icmp sgt i64 %2127, %1809
  %2129 = zext i1 %2128 to i32
  %2130 = add i32 %2126, %2129
  %2131 = add i32 0, %2130
  %2132 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %2133 = icmp sgt i64 %2132, %1809
  %2134 = select i1 %2133, i32 16, i32 0
  %2135 = add i32 39, %2134
  %2136 = zext i32 %2135 to i64
  %2137 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2136
  %2138 = load i64, ptr addrspace(3) %2137, align 4
  %2139 = add i32 %2134, 8
  %2140 = icmp sgt i64 %2138, %1809
  %2141 = select i1 %2140, i32 %2139, i32 %2134
  %2142 = add i32 35, %2141
  %2143 = zext i32 %2142 to i64
  %2144 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2143
  %2145 = load i64, ptr addrspace(3) %2144, align 4
  %2146 = add i32 %2141, 4
  %2147 = icmp sgt i64 %2145, %1809
  %2148 = select i1 %2147, i32 %2146, i32 %2141
  %2149 = add i32 33, %2148
  %2150 = zext i32 %2149 to i64
  %2151 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2150
  %2152 = load i64, ptr addrspace(3) %2151, align 4
  %2153 = add i32 %2148, 2
  %2154 = icmp sgt i64 %2152, %1809
  %2155 = select i1 %2154, i32 %2153, i32 %2148
  %2156 = add i32 32, %2155
  %2157 = zext i32 %2156 to i64
  %2158 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2157
  %2159 = load i64, ptr addrspace(3) %2158, align 4
  %2160 = add i32 %2155, 1
  %2161 = icmp sgt i64 %2159, %1809
  %2162 = select i1 %2161, i32 %2160, i32 %2155
  %2163 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %2164 = icmp sgt i64 %2163, %1809
  %2165 = zext i1 %2164 to i32
  %2166 = add i32 %2162, %2165
  %2167 = add i32 %2131, %2166
  %2168 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %2169 = icmp sgt i64 %2168, %1809
  %2170 = select i1 %2169, i32 16, i32 0
  %2171 = add i32 71, %2170
  %2172 = zext i32 %2171 to i64
  %2173 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2172
  %2174 = load i64, ptr addrspace(3) %2173, align 4
  %2175 = add i32 %2170, 8
  %2176 = icmp sgt i64 %2174, %1809
  %2177 = select i1 %2176, i32 %2175, i32 %2170
  %2178 = add i32 67, %2177
  %2179 = zext i32 %2178 to i64
  %2180 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2179
  %2181 = load i64, ptr addrspace(3) %2180, align 4
  %2182 = add i32 %2177, 4
  %2183 = icmp sgt i64 %2181, %1809
  %2184 = select i1 %2183, i32 %2182, i32 %2177
  %2185 = add i32 65, %2184
  %2186 = zext i32 %2185 to i64
  %2187 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2186
  %2188 = load i64, ptr addrspace(3) %2187, align 4
  %2189 = add i32 %2184, 2
  %2190 = icmp sgt i64 %2188, %1809
  %2191 = select i1 %2190, i32 %2189, i32 %2184
  %2192 = add i32 64, %2191
  %2193 = zext i32 %2192 to i64
  %2194 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2193
  %2195 = load i64, ptr addrspace(3) %2194, align 4
  %2196 = add i32 %2191, 1
  %2197 = icmp sgt i64 %2195, %1809
  %2198 = select i1 %2197, i32 %2196, i32 %2191
  %2199 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %2200 = icmp sgt i64 %2199, %1809
  %2201 = zext i1 %2200 to i32
  %2202 = add i32 %2198, %2201
  %2203 = add i32 %2167, %2202
  %2204 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %2205 = icmp sgt i64 %2204, %1809
  %2206 = select i1 %2205, i32 16, i32 0
  %2207 = add i32 103, %2206
  %2208 = zext i32 %2207 to i64
  %2209 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2208
  %2210 = load i64, ptr addrspace(3) %2209, align 4
  %2211 = add i32 %2206, 8
  %2212 = icmp sgt i64 %2210, %1809
  %2213 = select i1 %2212, i32 %2211, i32 %2206
  %2214 = add i32 99, %2213
  %2215 = zext i32 %2214 to i64
  %2216 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2215
  %2217 = load i64, ptr addrspace(3) %2216, align 4
  %2218 = add i32 %2213, 4
  %2219 = icmp sgt i64 %2217, %1809
  %2220 = select i1 %2219, i32 %2218, i32 %2213
  %2221 = add i32 97, %2220
  %2222 = zext i32 %2221 to i64
  %2223 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2222
  %2224 = load i64, ptr addrspace(3) %2223, align 4
  %2225 = add i32 %2220, 2
  %2226 = icmp sgt i64 %2224, %1809
  %2227 = select i1 %2226, i32 %2225, i32 %2220
  %2228 = add i32 96, %2227
  %2229 = zext i32 %2228 to i64
  %2230 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %2229
  %2231 = load i64, ptr addrspace(3) %2230, align 4
  %2232 = add i32 %2227, 1
  %2233 = icmp sgt i64 %2231, %1809
  %2234 = select i1 %2233, i32 %2232, i32 %2227
  %2235 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %2236 = icmp sgt i64 %2235, %1809
  %2237 = zext i1 %2236 to i32
  %2238 = add i32 %2234, %2237
  %2239 = add i32 %2203, %2238
  store i32 %2239, ptr %place, align 4
  br label %place.end

place.end:                                        ; preds = %place.else, %place.then
  %2240 = load i32, ptr %place, align 4
  %2241 = icmp eq i32 %2240, 15
  br i1 %2241, label %if.then85, label %if.end86

if.then85:                                        ; preds = %place.end
  %2242 = ashr i64 %1809, 32
  %2243 = trunc i64 %2242 to i32
  store i32 %2243, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end86

if.end86:                                         ; preds = %if.then85, %place.end
  br label %if.end84

glist.then:                                       ; preds = %if.end84
  %2244 = and i32 %1950, -65536
  %2245 = load i32, ptr %cachedmax, align 4
  %2246 = icmp sge i32 %2245, %2244
  br i1 %2246, label %if.then87, label %if.end88

glist.else:                                       ; preds = %if.end84
  %2247 = add i64 %48, 2047
  %2248 = udiv i64 %2247, 2048
  br label %glist.head

glist.end:                                        ; preds = %glist.exit, %if.end88
  call void @llvm.nvvm.barrier0()
  %2249 = load i32, ptr addrspace(3) @block_shared, align 4
  %2250 = icmp ugt i32 %2249, 256
  %2251 = xor i1 %2250, true
  br i1 %2251, label %if.then249, label %if.end250

if.then87:                                        ; preds = %glist.then
  %2252 = load i32, ptr %cached, align 4
  %2253 = icmp sge i32 %2252, %2244
  %2254 = icmp ne i32 %2252, -2147483648
  %2255 = and i1 %2254, %2253
  br i1 %2255, label %if.then89, label %if.end90

if.end88:                                         ; preds = %if.end150, %glist.then
  br label %glist.end

if.then89:                                        ; preds = %if.then87
  %2256 = add i64 %23, 0
  %2257 = trunc i64 %2256 to i32
  %2258 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2259 = icmp ult i32 %2258, 256
  br i1 %2259, label %if.then91, label %if.end92

if.end90:                                         ; preds = %if.end92, %if.then87
  %2260 = load i32, ptr %cached27, align 4
  %2261 = icmp sge i32 %2260, %2244
  %2262 = icmp ne i32 %2260, -2147483648
  %2263 = and i1 %2262, %2261
  br i1 %2263, label %if.then93, label %if.end94

if.then91:                                        ; preds = %if.then89
  %2264 = zext i32 %2258 to i64
  %2265 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2264
  store i32 %2257, ptr addrspace(3) %2265, align 4
  br label %if.end92

if.end92:                                         ; preds = %if.then91, %if.then89
  br label %if.end90

if.then93:                                        ; preds = %if.end90
  %2266 = add i64 %23, 128
  %2267 = trunc i64 %2266 to i32
  %2268 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2269 = icmp ult i32 %2268, 256
  br i1 %2269, label %if.then95, label %if.end96

if.end94:                                         ; preds = %if.end96, %if.end90
  %2270 = load i32, ptr %cached28, align 4
  %2271 = icmp sge i32 %2270, %2244
  %2272 = icmp ne i32 %2270, -2147483648
  %2273 = and i1 %2272, %2271
  br i1 %2273, label %if.then97, label %if.end98

if.then95:                                        ; preds = %if.then93
  %2274 = zext i32 %2268 to i64
  %2275 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2274
  store i32 %2267, ptr addrspace(3) %2275, align 4
  br label %if.end96

if.end96:                                         ; preds = %if.then95, %if.then93
  br label %if.end94

if.then97:                                        ; preds = %if.end94
  %2276 = add i64 %23, 256
  %2277 = trunc i64 %2276 to i32
  %2278 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2279 = icmp ult i32 %2278, 256
  br i1 %2279, label %if.then99, label %if.end100

if.end98:                                         ; preds = %if.end100, %if.end94
  %2280 = load i32, ptr %cached29, align 4
  %2281 = icmp sge i32 %2280, %2244
  %2282 = icmp ne i32 %2280, -2147483648
  %2283 = and i1 %2282, %2281
  br i1 %2283, label %if.then101, label %if.end102

if.then99:                                        ; preds = %if.then97
  %2284 = zext i32 %2278 to i64
  %2285 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2284
  store i32 %2277, ptr addrspace(3) %2285, align 4
  br label %if.end100

if.end100:                                        ; preds = %if.then99, %if.then97
  br label %if.end98

if.then101:                                       ; preds = %if.end98
  %2286 = add i64 %23, 384
  %2287 = trunc i64 %2286 to i32
  %2288 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2289 = icmp ult i32 %2288, 256
  br i1 %2289, label %if.then103, label %if.end104

if.end102:                                        ; preds = %if.end104, %if.end98
  %2290 = load i32, ptr %cached30, align 4
  %2291 = icmp sge i32 %2290, %2244
  %2292 = icmp ne i32 %2290, -2147483648
  %2293 = and i1 %2292, %2291
  br i1 %2293, label %if.then105, label %if.end106

if.then103:                                       ; preds = %if.then101
  %2294 = zext i32 %2288 to i64
  %2295 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2294
  store i32 %2287, ptr addrspace(3) %2295, align 4
  br label %if.end104

if.end104:                                        ; preds = %if.then103, %if.then101
  br label %if.end102

if.then105:                                       ; preds = %if.end102
  %2296 = add i64 %23, 512
  %2297 = trunc i64 %2296 to i32
  %2298 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2299 = icmp ult i32 %2298, 256
  br i1 %2299, label %if.then107, label %if.end108

if.end106:                                        ; preds = %if.end108, %if.end102
  %2300 = load i32, ptr %cached31, align 4
  %2301 = icmp sge i32 %2300, %2244
  %2302 = icmp ne i32 %2300, -2147483648
  %2303 = and i1 %2302, %2301
  br i1 %2303, label %if.then109, label %if.end110

if.then107:                                       ; preds = %if.then105
  %2304 = zext i32 %2298 to i64
  %2305 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2304
  store i32 %2297, ptr addrspace(3) %2305, align 4
  br label %if.end108

if.end108:                                        ; preds = %if.then107, %if.then105
  br label %if.end106

if.then109:                                       ; preds = %if.end106
  %2306 = add i64 %23, 640
  %2307 = trunc i64 %2306 to i32
  %2308 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2309 = icmp ult i32 %2308, 256
  br i1 %2309, label %if.then111, label %if.end112

if.end110:                                        ; preds = %if.end112, %if.end106
  %2310 = load i32, ptr %cached32, align 4
  %2311 = icmp sge i32 %2310, %2244
  %2312 = icmp ne i32 %2310, -2147483648
  %2313 = and i1 %2312, %2311
  br i1 %2313, label %if.then113, label %if.end114

if.then111:                                       ; preds = %if.then109
  %2314 = zext i32 %2308 to i64
  %2315 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2314
  store i32 %2307, ptr addrspace(3) %2315, align 4
  br label %if.end112

if.end112:                                        ; preds = %if.then111, %if.then109
  br label %if.end110

if.then113:                                       ; preds = %if.end110
  %2316 = add i64 %23, 768
  %2317 = trunc i64 %2316 to i32
  %2318 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2319 = icmp ult i32 %2318, 256
  br i1 %2319, label %if.then115, label %if.end116

if.end114:                                        ; preds = %if.end116, %if.end110
  %2320 = load i32, ptr %cached33, align 4
  %2321 = icmp sge i32 %2320, %2244
  %2322 = icmp ne i32 %2320, -2147483648
  %2323 = and i1 %2322, %2321
  br i1 %2323, label %if.then117, label %if.end118

if.then115:                                       ; preds = %if.then113
  %2324 = zext i32 %2318 to i64
  %2325 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2324
  store i32 %2317, ptr addrspace(3) %2325, align 4
  br label %if.end116

if.end116:                                        ; preds = %if.then115, %if.then113
  br label %if.end114

if.then117:                                       ; preds = %if.end114
  %2326 = add i64 %23, 896
  %2327 = trunc i64 %2326 to i32
  %2328 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2329 = icmp ult i32 %2328, 256
  br i1 %2329, label %if.then119, label %if.end120

if.end118:                                        ; preds = %if.end120, %if.end114
  %2330 = load i32, ptr %cached34, align 4
  %2331 = icmp sge i32 %2330, %2244
  %2332 = icmp ne i32 %2330, -2147483648
  %2333 = and i1 %2332, %2331
  br i1 %2333, label %if.then121, label %if.end122

if.then119:                                       ; preds = %if.then117
  %2334 = zext i32 %2328 to i64
  %2335 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2334
  store i32 %2327, ptr addrspace(3) %2335, align 4
  br label %if.end120

if.end120:                                        ; preds = %if.then119, %if.then117
  br label %if.end118

if.then121:                                       ; preds = %if.end118
  %2336 = add i64 %23, 1024
  %2337 = trunc i64 %2336 to i32
  %2338 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2339 = icmp ult i32 %2338, 256
  br i1 %2339, label %if.then123, label %if.end124

if.end122:                                        ; preds = %if.end124, %if.end118
  %2340 = load i32, ptr %cached35, align 4
  %2341 = icmp sge i32 %2340, %2244
  %2342 = icmp ne i32 %2340, -2147483648
  %2343 = and i1 %2342, %2341
  br i1 %2343, label %if.then125, label %if.end126

if.then123:                                       ; preds = %if.then121
  %2344 = zext i32 %2338 to i64
  %2345 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2344
  store i32 %2337, ptr addrspace(3) %2345, align 4
  br label %if.end124

if.end124:                                        ; preds = %if.then123, %if.then121
  br label %if.end122

if.then125:                                       ; preds = %if.end122
  %2346 = add i64 %23, 1152
  %2347 = trunc i64 %2346 to i32
  %2348 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2349 = icmp ult i32 %2348, 256
  br i1 %2349, label %if.then127, label %if.end128

if.end126:                                        ; preds = %if.end128, %if.end122
  %2350 = load i32, ptr %cached36, align 4
  %2351 = icmp sge i32 %2350, %2244
  %2352 = icmp ne i32 %2350, -2147483648
  %2353 = and i1 %2352, %2351
  br i1 %2353, label %if.then129, label %if.end130

if.then127:                                       ; preds = %if.then125
  %2354 = zext i32 %2348 to i64
  %2355 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2354
  store i32 %2347, ptr addrspace(3) %2355, align 4
  br label %if.end128

if.end128:                                        ; preds = %if.then127, %if.then125
  br label %if.end126

if.then129:                                       ; preds = %if.end126
  %2356 = add i64 %23, 1280
  %2357 = trunc i64 %2356 to i32
  %2358 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2359 = icmp ult i32 %2358, 256
  br i1 %2359, label %if.then131, label %if.end132

if.end130:                                        ; preds = %if.end132, %if.end126
  %2360 = load i32, ptr %cached37, align 4
  %2361 = icmp sge i32 %2360, %2244
  %2362 = icmp ne i32 %2360, -2147483648
  %2363 = and i1 %2362, %2361
  br i1 %2363, label %if.then133, label %if.end134

if.then131:                                       ; preds = %if.then129
  %2364 = zext i32 %2358 to i64
  %2365 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2364
  store i32 %2357, ptr addrspace(3) %2365, align 4
  br label %if.end132

if.end132:                                        ; preds = %if.then131, %if.then129
  br label %if.end130

if.then133:                                       ; preds = %if.end130
  %2366 = add i64 %23, 1408
  %2367 = trunc i64 %2366 to i32
  %2368 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2369 = icmp ult i32 %2368, 256
  br i1 %2369, label %if.then135, label %if.end136

if.end134:                                        ; preds = %if.end136, %if.end130
  %2370 = load i32, ptr %cached38, align 4
  %2371 = icmp sge i32 %2370, %2244
  %2372 = icmp ne i32 %2370, -2147483648
  %2373 = and i1 %2372, %2371
  br i1 %2373, label %if.then137, label %if.end138

if.then135:                                       ; preds = %if.then133
  %2374 = zext i32 %2368 to i64
  %2375 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2374
  store i32 %2367, ptr addrspace(3) %2375, align 4
  br label %if.end136

if.end136:                                        ; preds = %if.then135, %if.then133
  br label %if.end134

if.then137:                                       ; preds = %if.end134
  %2376 = add i64 %23, 1536
  %2377 = trunc i64 %2376 to i32
  %2378 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2379 = icmp ult i32 %2378, 256
  br i1 %2379, label %if.then139, label %if.end140

if.end138:                                        ; preds = %if.end140, %if.end134
  %2380 = load i32, ptr %cached39, align 4
  %2381 = icmp sge i32 %2380, %2244
  %2382 = icmp ne i32 %2380, -2147483648
  %2383 = and i1 %2382, %2381
  br i1 %2383, label %if.then141, label %if.end142

if.then139:                                       ; preds = %if.then137
  %2384 = zext i32 %2378 to i64
  %2385 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2384
  store i32 %2377, ptr addrspace(3) %2385, align 4
  br label %if.end140

if.end140:                                        ; preds = %if.then139, %if.then137
  br label %if.end138

if.then141:                                       ; preds = %if.end138
  %2386 = add i64 %23, 1664
  %2387 = trunc i64 %2386 to i32
  %2388 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2389 = icmp ult i32 %2388, 256
  br i1 %2389, label %if.then143, label %if.end144

if.end142:                                        ; preds = %if.end144, %if.end138
  %2390 = load i32, ptr %cached40, align 4
  %2391 = icmp sge i32 %2390, %2244
  %2392 = icmp ne i32 %2390, -2147483648
  %2393 = and i1 %2392, %2391
  br i1 %2393, label %if.then145, label %if.end146

if.then143:                                       ; preds = %if.then141
  %2394 = zext i32 %2388 to i64
  %2395 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2394
  store i32 %2387, ptr addrspace(3) %2395, align 4
  br label %if.end144

if.end144:                                        ; preds = %if.then143, %if.then141
  br label %if.end142

if.then145:                                       ; preds = %if.end142
  %2396 = add i64 %23, 1792
  %2397 = trunc i64 %2396 to i32
  %2398 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2399 = icmp ult i32 %2398, 256
  br i1 %2399, label %if.then147, label %if.end148

if.end146:                                        ; preds = %if.end148, %if.end142
  %2400 = load i32, ptr %cached41, align 4
  %2401 = icmp sge i32 %2400, %2244
  %2402 = icmp ne i32 %2400, -2147483648
  %2403 = and i1 %2402, %2401
  br i1 %2403, label %if.then149, label %if.end150

if.then147:                                       ; preds = %if.then145
  %2404 = zext i32 %2398 to i64
  %2405 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2404
  store i32 %2397, ptr addrspace(3) %2405, align 4
  br label %if.end148

if.end148:                                        ; preds = %if.then147, %if.then145
  br label %if.end146

if.then149:                                       ; preds = %if.end146
  %2406 = add i64 %23, 1920
  %2407 = trunc i64 %2406 to i32
  %2408 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2409 = icmp ult i32 %2408, 256
  br i1 %2409, label %if.then151, label %if.end152

if.end150:                                        ; preds = %if.end152, %if.end146
  br label %if.end88

if.then151:                                       ; preds = %if.then149
  %2410 = zext i32 %2408 to i64
  %2411 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2410
  store i32 %2407, ptr addrspace(3) %2411, align 4
  br label %if.end152

if.end152:                                        ; preds = %if.then151, %if.then149
  br label %if.end150

glist.head:                                       ; preds = %if.end244, %glist.else
  %glist.iv = phi i64 [ 0, %glist.else ], [ %glist.next, %if.end244 ]
  %2412 = icmp slt i64 %glist.iv, %2248
  br i1 %2412, label %glist.body, label %glist.exit

glist.body:                                       ; preds = %glist.head
  %2413 = mul i64 %glist.iv, 2048
  %2414 = add i64 %2413, 0
  %2415 = add i64 %23, %2414
  %2416 = icmp slt i64 %2415, %48
  %2417 = select i1 %2416, i64 %2415, i64 0
  %2418 = getelementptr i32, ptr %51, i64 %2417
  %2419 = load i32, ptr %2418, align 4
  %2420 = and i32 %2419, -65536
  %2421 = bitcast i32 %2420 to float
  %2422 = and i32 %2419, 65535
  %2423 = zext i32 %2422 to i64
  %2424 = bitcast float %2421 to i32
  %2425 = fcmp uno float %2421, %2421
  %2426 = select i1 %2425, i32 2143289344, i32 %2424
  %2427 = xor i32 %2426, 2147483647
  %2428 = icmp sge i32 %2426, 0
  %2429 = select i1 %2428, i32 %2426, i32 %2427
  %2430 = sext i32 %2429 to i64
  %2431 = shl i64 %2430, 32
  %2432 = or i64 %2431, %2423
  %2433 = mul i64 %glist.iv, 2048
  %2434 = add i64 %2433, 128
  %2435 = add i64 %23, %2434
  %2436 = icmp slt i64 %2435, %48
  %2437 = select i1 %2436, i64 %2435, i64 0
  %2438 = getelementptr i32, ptr %51, i64 %2437
  %2439 = load i32, ptr %2438, align 4
  %2440 = and i32 %2439, -65536
  %2441 = bitcast i32 %2440 to float
  %2442 = and i32 %2439, 65535
  %2443 = zext i32 %2442 to i64
  %2444 = bitcast float %2441 to i32
  %2445 = fcmp uno float %2441, %2441
  %2446 = select i1 %2445, i32 2143289344, i32 %2444
  %2447 = xor i32 %2446, 2147483647
  %2448 = icmp sge i32 %2446, 0
  %2449 = select i1 %2448, i32 %2446, i32 %2447
  %2450 = sext i32 %2449 to i64
  %2451 = shl i64 %2450, 32
  %2452 = or i64 %2451, %2443
  %2453 = mul i64 %glist.iv, 2048
  %2454 = add i64 %2453, 256
  %2455 = add i64 %23, %2454
  %2456 = icmp slt i64 %2455, %48
  %2457 = select i1 %2456, i64 %2455, i64 0
  %2458 = getelementptr i32, ptr %51, i64 %2457
  %2459 = load i32, ptr %2458, align 4
  %2460 = and i32 %2459, -65536
  %2461 = bitcast i32 %2460 to float
  %2462 = and i32 %2459, 65535
  %2463 = zext i32 %2462 to i64
  %2464 = bitcast float %2461 to i32
  %2465 = fcmp uno float %2461, %2461
  %2466 = select i1 %2465, i32 2143289344, i32 %2464
  %2467 = xor i32 %2466, 2147483647
  %2468 = icmp sge i32 %2466, 0
  %2469 = select i1 %2468, i32 %2466, i32 %2467
  %2470 = sext i32 %2469 to i64
  %2471 = shl i64 %2470, 32
  %2472 = or i64 %2471, %2463
  %2473 = mul i64 %glist.iv, 2048
  %2474 = add i64 %2473, 384
  %2475 = add i64 %23, %2474
  %2476 = icmp slt i64 %2475, %48
  %2477 = select i1 %2476, i64 %2475, i64 0
  %2478 = getelementptr i32, ptr %51, i64 %2477
  %2479 = load i32, ptr %2478, align 4
  %2480 = and i32 %2479, -65536
  %2481 = bitcast i32 %2480 to float
  %2482 = and i32 %2479, 65535
  %2483 = zext i32 %2482 to i64
  %2484 = bitcast float %2481 to i32
  %2485 = fcmp uno float %2481, %2481
  %2486 = select i1 %2485, i32 2143289344, i32 %2484
  %2487 = xor i32 %2486, 2147483647
  %2488 = icmp sge i32 %2486, 0
  %2489 = select i1 %2488, i32 %2486, i32 %2487
  %2490 = sext i32 %2489 to i64
  %2491 = shl i64 %2490, 32
  %2492 = or i64 %2491, %2483
  %2493 = mul i64 %glist.iv, 2048
  %2494 = add i64 %2493, 512
  %2495 = add i64 %23, %2494
  %2496 = icmp slt i64 %2495, %48
  %2497 = select i1 %2496, i64 %2495, i64 0
  %2498 = getelementptr i32, ptr %51, i64 %2497
  %2499 = load i32, ptr %2498, align 4
  %2500 = and i32 %2499, -65536
  %2501 = bitcast i32 %2500 to float
  %2502 = and i32 %2499, 65535
  %2503 = zext i32 %2502 to i64
  %2504 = bitcast float %2501 to i32
  %2505 = fcmp uno float %2501, %2501
  %2506 = select i1 %2505, i32 2143289344, i32 %2504
  %2507 = xor i32 %2506, 2147483647
  %2508 = icmp sge i32 %2506, 0
  %2509 = select i1 %2508, i32 %2506, i32 %2507
  %2510 = sext i32 %2509 to i64
  %2511 = shl i64 %2510, 32
  %2512 = or i64 %2511, %2503
  %2513 = mul i64 %glist.iv, 2048
  %2514 = add i64 %2513, 640
  %2515 = add i64 %23, %2514
  %2516 = icmp slt i64 %2515, %48
  %2517 = select i1 %2516, i64 %2515, i64 0
  %2518 = getelementptr i32, ptr %51, i64 %2517
  %2519 = load i32, ptr %2518, align 4
  %2520 = and i32 %2519, -65536
  %2521 = bitcast i32 %2520 to float
  %2522 = and i32 %2519, 65535
  %2523 = zext i32 %2522 to i64
  %2524 = bitcast float %2521 to i32
  %2525 = fcmp uno float %2521, %2521
  %2526 = select i1 %2525, i32 2143289344, i32 %2524
  %2527 = xor i32 %2526, 2147483647
  %2528 = icmp sge i32 %2526, 0
  %2529 = select i1 %2528, i32 %2526, i32 %2527
  %2530 = sext i32 %2529 to i64
  %2531 = shl i64 %2530, 32
  %2532 = or i64 %2531, %2523
  %2533 = mul i64 %glist.iv, 2048
  %2534 = add i64 %2533, 768
  %2535 = add i64 %23, %2534
  %2536 = icmp slt i64 %2535, %48
  %2537 = select i1 %2536, i64 %2535, i64 0
  %2538 = getelementptr i32, ptr %51, i64 %2537
  %2539 = load i32, ptr %2538, align 4
  %2540 = and i32 %2539, -65536
  %2541 = bitcast i32 %2540 to float
  %2542 = and i32 %2539, 65535
  %2543 = zext i32 %2542 to i64
  %2544 = bitcast float %2541 to i32
  %2545 = fcmp uno float %2541, %2541
  %2546 = select i1 %2545, i32 2143289344, i32 %2544
  %2547 = xor i32 %2546, 2147483647
  %2548 = icmp sge i32 %2546, 0
  %2549 = select i1 %2548, i32 %2546, i32 %2547
  %2550 = sext i32 %2549 to i64
  %2551 = shl i64 %2550, 32
  %2552 = or i64 %2551, %2543
  %2553 = mul i64 %glist.iv, 2048
  %2554 = add i64 %2553, 896
  %2555 = add i64 %23, %2554
  %2556 = icmp slt i64 %2555, %48
  %2557 = select i1 %2556, i64 %2555, i64 0
  %2558 = getelementptr i32, ptr %51, i64 %2557
  %2559 = load i32, ptr %2558, align 4
  %2560 = and i32 %2559, -65536
  %2561 = bitcast i32 %2560 to float
  %2562 = and i32 %2559, 65535
  %2563 = zext i32 %2562 to i64
  %2564 = bitcast float %2561 to i32
  %2565 = fcmp uno float %2561, %2561
  %2566 = select i1 %2565, i32 2143289344, i32 %2564
  %2567 = xor i32 %2566, 2147483647
  %2568 = icmp sge i32 %2566, 0
  %2569 = select i1 %2568, i32 %2566, i32 %2567
  %2570 = sext i32 %2569 to i64
  %2571 = shl i64 %2570, 32
  %2572 = or i64 %2571, %2563
  %2573 = mul i64 %glist.iv, 2048
  %2574 = add i64 %2573, 1024
  %2575 = add i64 %23, %2574
  %2576 = icmp slt i64 %2575, %48
  %2577 = select i1 %2576, i64 %2575, i64 0
  %2578 = getelementptr i32, ptr %51, i64 %2577
  %2579 = load i32, ptr %2578, align 4
  %2580 = and i32 %2579, -65536
  %2581 = bitcast i32 %2580 to float
  %2582 = and i32 %2579, 65535
  %2583 = zext i32 %2582 to i64
  %2584 = bitcast float %2581 to i32
  %2585 = fcmp uno float %2581, %2581
  %2586 = select i1 %2585, i32 2143289344, i32 %2584
  %2587 = xor i32 %2586, 2147483647
  %2588 = icmp sge i32 %2586, 0
  %2589 = select i1 %2588, i32 %2586, i32 %2587
  %2590 = sext i32 %2589 to i64
  %2591 = shl i64 %2590, 32
  %2592 = or i64 %2591, %2583
  %2593 = mul i64 %glist.iv, 2048
  %2594 = add i64 %2593, 1152
  %2595 = add i64 %23, %2594
  %2596 = icmp slt i64 %2595, %48
  %2597 = select i1 %2596, i64 %2595, i64 0
  %2598 = getelementptr i32, ptr %51, i64 %2597
  %2599 = load i32, ptr %2598, align 4
  %2600 = and i32 %2599, -65536
  %2601 = bitcast i32 %2600 to float
  %2602 = and i32 %2599, 65535
  %2603 = zext i32 %2602 to i64
  %2604 = bitcast float %2601 to i32
  %2605 = fcmp uno float %2601, %2601
  %2606 = select i1 %2605, i32 2143289344, i32 %2604
  %2607 = xor i32 %2606, 2147483647
  %2608 = icmp sge i32 %2606, 0
  %2609 = select i1 %2608, i32 %2606, i32 %2607
  %2610 = sext i32 %2609 to i64
  %2611 = shl i64 %2610, 32
  %2612 = or i64 %2611, %2603
  %2613 = mul i64 %glist.iv, 2048
  %2614 = add i64 %2613, 1280
  %2615 = add i64 %23, %2614
  %2616 = icmp slt i64 %2615, %48
  %2617 = select i1 %2616, i64 %2615, i64 0
  %2618 = getelementptr i32, ptr %51, i64 %2617
  %2619 = load i32, ptr %2618, align 4
  %2620 = and i32 %2619, -65536
  %2621 = bitcast i32 %2620 to float
  %2622 = and i32 %2619, 65535
  %2623 = zext i32 %2622 to i64
  %2624 = bitcast float %2621 to i32
  %2625 = fcmp uno float %2621, %2621
  %2626 = select i1 %2625, i32 2143289344, i32 %2624
  %2627 = xor i32 %2626, 2147483647
  %2628 = icmp sge i32 %2626, 0
  %2629 = select i1 %2628, i32 %2626, i32 %2627
  %2630 = sext i32 %2629 to i64
  %2631 = shl i64 %2630, 32
  %2632 = or i64 %2631, %2623
  %2633 = mul i64 %glist.iv, 2048
  %2634 = add i64 %2633, 1408
  %2635 = add i64 %23, %2634
  %2636 = icmp slt i64 %2635, %48
  %2637 = select i1 %2636, i64 %2635, i64 0
  %2638 = getelementptr i32, ptr %51, i64 %2637
  %2639 = load i32, ptr %2638, align 4
  %2640 = and i32 %2639, -65536
  %2641 = bitcast i32 %2640 to float
  %2642 = and i32 %2639, 65535
  %2643 = zext i32 %2642 to i64
  %2644 = bitcast float %2641 to i32
  %2645 = fcmp uno float %2641, %2641
  %2646 = select i1 %2645, i32 2143289344, i32 %2644
  %2647 = xor i32 %2646, 2147483647
  %2648 = icmp sge i32 %2646, 0
  %2649 = select i1 %2648, i32 %2646, i32 %2647
  %2650 = sext i32 %2649 to i64
  %2651 = shl i64 %2650, 32
  %2652 = or i64 %2651, %2643
  %2653 = mul i64 %glist.iv, 2048
  %2654 = add i64 %2653, 1536
  %2655 = add i64 %23, %2654
  %2656 = icmp slt i64 %2655, %48
  %2657 = select i1 %2656, i64 %2655, i64 0
  %2658 = getelementptr i32, ptr %51, i64 %2657
  %2659 = load i32, ptr %2658, align 4
  %2660 = and i32 %2659, -65536
  %2661 = bitcast i32 %2660 to float
  %2662 = and i32 %2659, 65535
  %2663 = zext i32 %2662 to i64
  %2664 = bitcast float %2661 to i32
  %2665 = fcmp uno float %2661, %2661
  %2666 = select i1 %2665, i32 2143289344, i32 %2664
  %2667 = xor i32 %2666, 2147483647
  %2668 = icmp sge i32 %2666, 0
  %2669 = select i1 %2668, i32 %2666, i32 %2667
  %2670 = sext i32 %2669 to i64
  %2671 = shl i64 %2670, 32
  %2672 = or i64 %2671, %2663
  %2673 = mul i64 %glist.iv, 2048
  %2674 = add i64 %2673, 1664
  %2675 = add i64 %23, %2674
  %2676 = icmp slt i64 %2675, %48
  %2677 = select i1 %2676, i64 %2675, i64 0
  %2678 = getelementptr i32, ptr %51, i64 %2677
  %2679 = load i32, ptr %2678, align 4
  %2680 = and i32 %2679, -65536
  %2681 = bitcast i32 %2680 to float
  %2682 = and i32 %2679, 65535
  %2683 = zext i32 %2682 to i64
  %2684 = bitcast float %2681 to i32
  %2685 = fcmp uno float %2681, %2681
  %2686 = select i1 %2685, i32 2143289344, i32 %2684
  %2687 = xor i32 %2686, 2147483647
  %2688 = icmp sge i32 %2686, 0
  %2689 = select i1 %2688, i32 %2686, i32 %2687
  %2690 = sext i32 %2689 to i64
  %2691 = shl i64 %2690, 32
  %2692 = or i64 %2691, %2683
  %2693 = mul i64 %glist.iv, 2048
  %2694 = add i64 %2693, 1792
  %2695 = add i64 %23, %2694
  %2696 = icmp slt i64 %2695, %48
  %2697 = select i1 %2696, i64 %2695, i64 0
  %2698 = getelementptr i32, ptr %51, i64 %2697
  %2699 = load i32, ptr %2698, align 4
  %2700 = and i32 %2699, -65536
  %2701 = bitcast i32 %2700 to float
  %2702 = and i32 %2699, 65535
  %2703 = zext i32 %2702 to i64
  %2704 = bitcast float %2701 to i32
  %2705 = fcmp uno float %2701, %2701
  %2706 = select i1 %2705, i32 2143289344, i32 %2704
  %2707 = xor i32 %2706, 2147483647
  %2708 = icmp sge i32 %2706, 0
  %2709 = select i1 %2708, i32 %2706, i32 %2707
  %2710 = sext i32 %2709 to i64
  %2711 = shl i64 %2710, 32
  %2712 = or i64 %2711, %2703
  %2713 = mul i64 %glist.iv, 2048
  %2714 = add i64 %2713, 1920
  %2715 = add i64 %23, %2714
  %2716 = icmp slt i64 %2715, %48
  %2717 = select i1 %2716, i64 %2715, i64 0
  %2718 = getelementptr i32, ptr %51, i64 %2717
  %2719 = load i32, ptr %2718, align 4
  %2720 = and i32 %2719, -65536
  %2721 = bitcast i32 %2720 to float
  %2722 = and i32 %2719, 65535
  %2723 = zext i32 %2722 to i64
  %2724 = bitcast float %2721 to i32
  %2725 = fcmp uno float %2721, %2721
  %2726 = select i1 %2725, i32 2143289344, i32 %2724
  %2727 = xor i32 %2726, 2147483647
  %2728 = icmp sge i32 %2726, 0
  %2729 = select i1 %2728, i32 %2726, i32 %2727
  %2730 = sext i32 %2729 to i64
  %2731 = shl i64 %2730, 32
  %2732 = or i64 %2731, %2723
  br i1 %2416, label %if.then153, label %if.end154

glist.exit:                                       ; preds = %glist.head
  br label %glist.end

if.then153:                                       ; preds = %glist.body
  %2733 = ashr i64 %2432, 32
  %2734 = trunc i64 %2733 to i32
  %2735 = icmp sge i32 %2734, %1950
  br i1 %2735, label %if.then155, label %if.end156

if.end154:                                        ; preds = %if.end156, %glist.body
  br i1 %2436, label %if.then159, label %if.end160

if.then155:                                       ; preds = %if.then153
  %2736 = trunc i64 %2415 to i32
  %2737 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2738 = icmp ult i32 %2737, 256
  br i1 %2738, label %if.then157, label %if.end158

if.end156:                                        ; preds = %if.end158, %if.then153
  br label %if.end154

if.then157:                                       ; preds = %if.then155
  %2739 = zext i32 %2737 to i64
  %2740 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2739
  store i32 %2736, ptr addrspace(3) %2740, align 4
  br label %if.end158

if.end158:                                        ; preds = %if.then157, %if.then155
  br label %if.end156

if.then159:                                       ; preds = %if.end154
  %2741 = ashr i64 %2452, 32
  %2742 = trunc i64 %2741 to i32
  %2743 = icmp sge i32 %2742, %1950
  br i1 %2743, label %if.then161, label %if.end162

if.end160:                                        ; preds = %if.end162, %if.end154
  br i1 %2456, label %if.then165, label %if.end166

if.then161:                                       ; preds = %if.then159
  %2744 = trunc i64 %2435 to i32
  %2745 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2746 = icmp ult i32 %2745, 256
  br i1 %2746, label %if.then163, label %if.end164

if.end162:                                        ; preds = %if.end164, %if.then159
  br label %if.end160

if.then163:                                       ; preds = %if.then161
  %2747 = zext i32 %2745 to i64
  %2748 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2747
  store i32 %2744, ptr addrspace(3) %2748, align 4
  br label %if.end164

if.end164:                                        ; preds = %if.then163, %if.then161
  br label %if.end162

if.then165:                                       ; preds = %if.end160
  %2749 = ashr i64 %2472, 32
  %2750 = trunc i64 %2749 to i32
  %2751 = icmp sge i32 %2750, %1950
  br i1 %2751, label %if.then167, label %if.end168

if.end166:                                        ; preds = %if.end168, %if.end160
  br i1 %2476, label %if.then171, label %if.end172

if.then167:                                       ; preds = %if.then165
  %2752 = trunc i64 %2455 to i32
  %2753 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2754 = icmp ult i32 %2753, 256
  br i1 %2754, label %if.then169, label %if.end170

if.end168:                                        ; preds = %if.end170, %if.then165
  br label %if.end166

if.then169:                                       ; preds = %if.then167
  %2755 = zext i32 %2753 to i64
  %2756 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2755
  store i32 %2752, ptr addrspace(3) %2756, align 4
  br label %if.end170

if.end170:                                        ; preds = %if.then169, %if.then167
  br label %if.end168

if.then171:                                       ; preds = %if.end166
  %2757 = ashr i64 %2492, 32
  %2758 = trunc i64 %2757 to i32
  %2759 = icmp sge i32 %2758, %1950
  br i1 %2759, label %if.then173, label %if.end174

if.end172:                                        ; preds = %if.end174, %if.end166
  br i1 %2496, label %if.then177, label %if.end178

if.then173:                                       ; preds = %if.then171
  %2760 = trunc i64 %2475 to i32
  %2761 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2762 = icmp ult i32 %2761, 256
  br i1 %2762, label %if.then175, label %if.end176

if.end174:                                        ; preds = %if.end176, %if.then171
  br label %if.end172

if.then175:                                       ; preds = %if.then173
  %2763 = zext i32 %2761 to i64
  %2764 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2763
  store i32 %2760, ptr addrspace(3) %2764, align 4
  br label %if.end176

if.end176:                                        ; preds = %if.then175, %if.then173
  br label %if.end174

if.then177:                                       ; preds = %if.end172
  %2765 = ashr i64 %2512, 32
  %2766 = trunc i64 %2765 to i32
  %2767 = icmp sge i32 %2766, %1950
  br i1 %2767, label %if.then179, label %if.end180

if.end178:                                        ; preds = %if.end180, %if.end172
  br i1 %2516, label %if.then183, label %if.end184

if.then179:                                       ; preds = %if.then177
  %2768 = trunc i64 %2495 to i32
  %2769 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2770 = icmp ult i32 %2769, 256
  br i1 %2770, label %if.then181, label %if.end182

if.end180:                                        ; preds = %if.end182, %if.then177
  br label %if.end178

if.then181:                                       ; preds = %if.then179
  %2771 = zext i32 %2769 to i64
  %2772 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2771
  store i32 %2768, ptr addrspace(3) %2772, align 4
  br label %if.end182

if.end182:                                        ; preds = %if.then181, %if.then179
  br label %if.end180

if.then183:                                       ; preds = %if.end178
  %2773 = ashr i64 %2532, 32
  %2774 = trunc i64 %2773 to i32
  %2775 = icmp sge i32 %2774, %1950
  br i1 %2775, label %if.then185, label %if.end186

if.end184:                                        ; preds = %if.end186, %if.end178
  br i1 %2536, label %if.then189, label %if.end190

if.then185:                                       ; preds = %if.then183
  %2776 = trunc i64 %2515 to i32
  %2777 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2778 = icmp ult i32 %2777, 256
  br i1 %2778, label %if.then187, label %if.end188

if.end186:                                        ; preds = %if.end188, %if.then183
  br label %if.end184

if.then187:                                       ; preds = %if.then185
  %2779 = zext i32 %2777 to i64
  %2780 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2779
  store i32 %2776, ptr addrspace(3) %2780, align 4
  br label %if.end188

if.end188:                                        ; preds = %if.then187, %if.then185
  br label %if.end186

if.then189:                                       ; preds = %if.end184
  %2781 = ashr i64 %2552, 32
  %2782 = trunc i64 %2781 to i32
  %2783 = icmp sge i32 %2782, %1950
  br i1 %2783, label %if.then191, label %if.end192

if.end190:                                        ; preds = %if.end192, %if.end184
  br i1 %2556, label %if.then195, label %if.end196

if.then191:                                       ; preds = %if.then189
  %2784 = trunc i64 %2535 to i32
  %2785 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2786 = icmp ult i32 %2785, 256
  br i1 %2786, label %if.then193, label %if.end194

if.end192:                                        ; preds = %if.end194, %if.then189
  br label %if.end190

if.then193:                                       ; preds = %if.then191
  %2787 = zext i32 %2785 to i64
  %2788 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2787
  store i32 %2784, ptr addrspace(3) %2788, align 4
  br label %if.end194

if.end194:                                        ; preds = %if.then193, %if.then191
  br label %if.end192

if.then195:                                       ; preds = %if.end190
  %2789 = ashr i64 %2572, 32
  %2790 = trunc i64 %2789 to i32
  %2791 = icmp sge i32 %2790, %1950
  br i1 %2791, label %if.then197, label %if.end198

if.end196:                                        ; preds = %if.end198, %if.end190
  br i1 %2576, label %if.then201, label %if.end202

if.then197:                                       ; preds = %if.then195
  %2792 = trunc i64 %2555 to i32
  %2793 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2794 = icmp ult i32 %2793, 256
  br i1 %2794, label %if.then199, label %if.end200

if.end198:                                        ; preds = %if.end200, %if.then195
  br label %if.end196

if.then199:                                       ; preds = %if.then197
  %2795 = zext i32 %2793 to i64
  %2796 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2795
  store i32 %2792, ptr addrspace(3) %2796, align 4
  br label %if.end200

if.end200:                                        ; preds = %if.then199, %if.then197
  br label %if.end198

if.then201:                                       ; preds = %if.end196
  %2797 = ashr i64 %2592, 32
  %2798 = trunc i64 %2797 to i32
  %2799 = icmp sge i32 %2798, %1950
  br i1 %2799, label %if.then203, label %if.end204

if.end202:                                        ; preds = %if.end204, %if.end196
  br i1 %2596, label %if.then207, label %if.end208

if.then203:                                       ; preds = %if.then201
  %2800 = trunc i64 %2575 to i32
  %2801 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2802 = icmp ult i32 %2801, 256
  br i1 %2802, label %if.then205, label %if.end206

if.end204:                                        ; preds = %if.end206, %if.then201
  br label %if.end202

if.then205:                                       ; preds = %if.then203
  %2803 = zext i32 %2801 to i64
  %2804 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2803
  store i32 %2800, ptr addrspace(3) %2804, align 4
  br label %if.end206

if.end206:                                        ; preds = %if.then205, %if.then203
  br label %if.end204

if.then207:                                       ; preds = %if.end202
  %2805 = ashr i64 %2612, 32
  %2806 = trunc i64 %2805 to i32
  %2807 = icmp sge i32 %2806, %1950
  br i1 %2807, label %if.then209, label %if.end210

if.end208:                                        ; preds = %if.end210, %if.end202
  br i1 %2616, label %if.then213, label %if.end214

if.then209:                                       ; preds = %if.then207
  %2808 = trunc i64 %2595 to i32
  %2809 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2810 = icmp ult i32 %2809, 256
  br i1 %2810, label %if.then211, label %if.end212

if.end210:                                        ; preds = %if.end212, %if.then207
  br label %if.end208

if.then211:                                       ; preds = %if.then209
  %2811 = zext i32 %2809 to i64
  %2812 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2811
  store i32 %2808, ptr addrspace(3) %2812, align 4
  br label %if.end212

if.end212:                                        ; preds = %if.then211, %if.then209
  br label %if.end210

if.then213:                                       ; preds = %if.end208
  %2813 = ashr i64 %2632, 32
  %2814 = trunc i64 %2813 to i32
  %2815 = icmp sge i32 %2814, %1950
  br i1 %2815, label %if.then215, label %if.end216

if.end214:                                        ; preds = %if.end216, %if.end208
  br i1 %2636, label %if.then219, label %if.end220

if.then215:                                       ; preds = %if.then213
  %2816 = trunc i64 %2615 to i32
  %2817 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2818 = icmp ult i32 %2817, 256
  br i1 %2818, label %if.then217, label %if.end218

if.end216:                                        ; preds = %if.end218, %if.then213
  br label %if.end214

if.then217:                                       ; preds = %if.then215
  %2819 = zext i32 %2817 to i64
  %2820 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2819
  store i32 %2816, ptr addrspace(3) %2820, align 4
  br label %if.end218

if.end218:                                        ; preds = %if.then217, %if.then215
  br label %if.end216

if.then219:                                       ; preds = %if.end214
  %2821 = ashr i64 %2652, 32
  %2822 = trunc i64 %2821 to i32
  %2823 = icmp sge i32 %2822, %1950
  br i1 %2823, label %if.then221, label %if.end222

if.end220:                                        ; preds = %if.end222, %if.end214
  br i1 %2656, label %if.then225, label %if.end226

if.then221:                                       ; preds = %if.then219
  %2824 = trunc i64 %2635 to i32
  %2825 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2826 = icmp ult i32 %2825, 256
  br i1 %2826, label %if.then223, label %if.end224

if.end222:                                        ; preds = %if.end224, %if.then219
  br label %if.end220

if.then223:                                       ; preds = %if.then221
  %2827 = zext i32 %2825 to i64
  %2828 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2827
  store i32 %2824, ptr addrspace(3) %2828, align 4
  br label %if.end224

if.end224:                                        ; preds = %if.then223, %if.then221
  br label %if.end222

if.then225:                                       ; preds = %if.end220
  %2829 = ashr i64 %2672, 32
  %2830 = trunc i64 %2829 to i32
  %2831 = icmp sge i32 %2830, %1950
  br i1 %2831, label %if.then227, label %if.end228

if.end226:                                        ; preds = %if.end228, %if.end220
  br i1 %2676, label %if.then231, label %if.end232

if.then227:                                       ; preds = %if.then225
  %2832 = trunc i64 %2655 to i32
  %2833 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2834 = icmp ult i32 %2833, 256
  br i1 %2834, label %if.then229, label %if.end230

if.end228:                                        ; preds = %if.end230, %if.then225
  br label %if.end226

if.then229:                                       ; preds = %if.then227
  %2835 = zext i32 %2833 to i64
  %2836 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2835
  store i32 %2832, ptr addrspace(3) %2836, align 4
  br label %if.end230

if.end230:                                        ; preds = %if.then229, %if.then227
  br label %if.end228

if.then231:                                       ; preds = %if.end226
  %2837 = ashr i64 %2692, 32
  %2838 = trunc i64 %2837 to i32
  %2839 = icmp sge i32 %2838, %1950
  br i1 %2839, label %if.then233, label %if.end234

if.end232:                                        ; preds = %if.end234, %if.end226
  br i1 %2696, label %if.then237, label %if.end238

if.then233:                                       ; preds = %if.then231
  %2840 = trunc i64 %2675 to i32
  %2841 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2842 = icmp ult i32 %2841, 256
  br i1 %2842, label %if.then235, label %if.end236

if.end234:                                        ; preds = %if.end236, %if.then231
  br label %if.end232

if.then235:                                       ; preds = %if.then233
  %2843 = zext i32 %2841 to i64
  %2844 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2843
  store i32 %2840, ptr addrspace(3) %2844, align 4
  br label %if.end236

if.end236:                                        ; preds = %if.then235, %if.then233
  br label %if.end234

if.then237:                                       ; preds = %if.end232
  %2845 = ashr i64 %2712, 32
  %2846 = trunc i64 %2845 to i32
  %2847 = icmp sge i32 %2846, %1950
  br i1 %2847, label %if.then239, label %if.end240

if.end238:                                        ; preds = %if.end240, %if.end232
  br i1 %2716, label %if.then243, label %if.end244

if.then239:                                       ; preds = %if.then237
  %2848 = trunc i64 %2695 to i32
  %2849 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2850 = icmp ult i32 %2849, 256
  br i1 %2850, label %if.then241, label %if.end242

if.end240:                                        ; preds = %if.end242, %if.then237
  br label %if.end238

if.then241:                                       ; preds = %if.then239
  %2851 = zext i32 %2849 to i64
  %2852 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2851
  store i32 %2848, ptr addrspace(3) %2852, align 4
  br label %if.end242

if.end242:                                        ; preds = %if.then241, %if.then239
  br label %if.end240

if.then243:                                       ; preds = %if.end238
  %2853 = ashr i64 %2732, 32
  %2854 = trunc i64 %2853 to i32
  %2855 = icmp sge i32 %2854, %1950
  br i1 %2855, label %if.then245, label %if.end246

if.end244:                                        ; preds = %if.end246, %if.end238
  %glist.next = add nsw i64 %glist.iv, 1
  br label %glist.head, !llvm.loop !8

if.then245:                                       ; preds = %if.then243
  %2856 = trunc i64 %2715 to i32
  %2857 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %2858 = icmp ult i32 %2857, 256
  br i1 %2858, label %if.then247, label %if.end248

if.end246:                                        ; preds = %if.end248, %if.then243
  br label %if.end244

if.then247:                                       ; preds = %if.then245
  %2859 = zext i32 %2857 to i64
  %2860 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2859
  store i32 %2856, ptr addrspace(3) %2860, align 4
  br label %if.end248

if.end248:                                        ; preds = %if.then247, %if.then245
  br label %if.end246

if.then249:                                       ; preds = %glist.end
  %2861 = ptrtoint ptr %46 to i64
  %2862 = and i64 %2861, 3
  %2863 = icmp eq i64 %2862, 0
  br i1 %2863, label %kwide.then, label %kwide.else

if.end250:                                        ; preds = %kwide.end, %glist.end
  call void @llvm.nvvm.barrier0()
  %2864 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %2865 = zext i32 %2864 to i64
  %2866 = icmp ugt i64 %2865, 512
  %2867 = or i1 %2250, %2866
  %2868 = xor i1 %2867, true
  br i1 %2868, label %if.then400, label %if.end401

kwide.then:                                       ; preds = %if.then249
  %2869 = load i32, ptr addrspace(3) @block_shared, align 4
  %2870 = mul i32 %2869, 10
  %2871 = trunc i64 %6 to i32
  %2872 = trunc i64 %23 to i32
  %2873 = xor i32 %1950, 2147483647
  %2874 = icmp slt i32 %1950, 0
  %2875 = select i1 %2874, i32 %2873, i32 %1950
  %2876 = bitcast i32 %2875 to float
  %2877 = add i32 %2870, 255
  %2878 = udiv i32 %2877, 256
  br label %kcol.head

kwide.else:                                       ; preds = %if.then249
  %2879 = load i32, ptr addrspace(3) @block_shared, align 4
  %2880 = mul i32 %2879, 10
  %2881 = trunc i64 %6 to i32
  %2882 = trunc i64 %23 to i32
  %2883 = xor i32 %1950, 2147483647
  %2884 = icmp slt i32 %1950, 0
  %2885 = select i1 %2884, i32 %2883, i32 %1950
  %2886 = bitcast i32 %2885 to float
  %2887 = add i32 %2880, 127
  %2888 = udiv i32 %2887, 128
  br label %kcol.head347

kwide.end:                                        ; preds = %kcol.exit349, %kcol.exit
  br label %if.end250

kcol.head:                                        ; preds = %if.end342, %kwide.then
  %kcol.iv = phi i32 [ 0, %kwide.then ], [ %kcol.next, %if.end342 ]
  %2889 = icmp slt i32 %kcol.iv, %2878
  br i1 %2889, label %kcol.body, label %kcol.exit

kcol.body:                                        ; preds = %kcol.head
  %2890 = mul i32 %kcol.iv, 256
  %2891 = add i32 %2890, 0
  %2892 = add i32 %2872, %2891
  %2893 = icmp slt i32 %2892, %2870
  %2894 = select i1 %2893, i32 %2892, i32 0
  %2895 = udiv i32 %2894, 10
  %2896 = urem i32 %2894, 10
  %2897 = zext i32 %2895 to i64
  %2898 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2897
  %2899 = load i32, ptr addrspace(3) %2898, align 4
  %2900 = udiv i32 %2899, 32
  %2901 = urem i32 %2899, 32
  %2902 = mul i32 %2900, 2374
  %2903 = sub i32 %2871, %2902
  %2904 = icmp slt i32 %2903, 0
  %2905 = select i1 %2904, i32 0, i32 %2903
  %2906 = icmp sgt i32 %2905, 2374
  %2907 = select i1 %2906, i32 2374, i32 %2905
  %2908 = select i1 %2893, i32 %2907, i32 0
  %2909 = mul i32 %2896, 32
  %2910 = add i32 %2909, %2901
  %2911 = mul i32 %2910, 8
  %2912 = add i32 %2911, 0
  %2913 = icmp slt i32 %2912, %2908
  %2914 = select i1 %2913, i32 %2912, i32 0
  %2915 = add i32 %2902, %2914
  %2916 = zext i32 %2915 to i64
  %2917 = mul i64 %2916, 2
  %2918 = getelementptr i8, ptr %46, i64 %2917
  %2919 = load i32, ptr %2918, align 4
  %2920 = bitcast i32 %2919 to <2 x i16>
  %2921 = extractelement <2 x i16> %2920, i64 0
  %2922 = add i32 %2912, 0
  %2923 = extractelement <2 x i16> %2920, i64 1
  %2924 = add i32 %2912, 1
  %2925 = add i32 %2911, 2
  %2926 = icmp slt i32 %2925, %2908
  %2927 = select i1 %2926, i32 %2925, i32 0
  %2928 = add i32 %2902, %2927
  %2929 = zext i32 %2928 to i64
  %2930 = mul i64 %2929, 2
  %2931 = getelementptr i8, ptr %46, i64 %2930
  %2932 = load i32, ptr %2931, align 4
  %2933 = bitcast i32 %2932 to <2 x i16>
  %2934 = extractelement <2 x i16> %2933, i64 0
  %2935 = add i32 %2925, 0
  %2936 = extractelement <2 x i16> %2933, i64 1
  %2937 = add i32 %2925, 1
  %2938 = add i32 %2911, 4
  %2939 = icmp slt i32 %2938, %2908
  %2940 = select i1 %2939, i32 %2938, i32 0
  %2941 = add i32 %2902, %2940
  %2942 = zext i32 %2941 to i64
  %2943 = mul i64 %2942, 2
  %2944 = getelementptr i8, ptr %46, i64 %2943
  %2945 = load i32, ptr %2944, align 4
  %2946 = bitcast i32 %2945 to <2 x i16>
  %2947 = extractelement <2 x i16> %2946, i64 0
  %2948 = add i32 %2938, 0
  %2949 = extractelement <2 x i16> %2946, i64 1
  %2950 = add i32 %2938, 1
  %2951 = add i32 %2911, 6
  %2952 = icmp slt i32 %2951, %2908
  %2953 = select i1 %2952, i32 %2951, i32 0
  %2954 = add i32 %2902, %2953
  %2955 = zext i32 %2954 to i64
  %2956 = mul i64 %2955, 2
  %2957 = getelementptr i8, ptr %46, i64 %2956
  %2958 = load i32, ptr %2957, align 4
  %2959 = bitcast i32 %2958 to <2 x i16>
  %2960 = extractelement <2 x i16> %2959, i64 0
  %2961 = add i32 %2951, 0
  %2962 = extractelement <2 x i16> %2959, i64 1
  %2963 = add i32 %2951, 1
  %2964 = mul i32 %kcol.iv, 256
  %2965 = add i32 %2964, 128
  %2966 = add i32 %2872, %2965
  %2967 = icmp slt i32 %2966, %2870
  %2968 = select i1 %2967, i32 %2966, i32 0
  %2969 = udiv i32 %2968, 10
  %2970 = urem i32 %2968, 10
  %2971 = zext i32 %2969 to i64
  %2972 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %2971
  %2973 = load i32, ptr addrspace(3) %2972, align 4
  %2974 = udiv i32 %2973, 32
  %2975 = urem i32 %2973, 32
  %2976 = mul i32 %2974, 2374
  %2977 = sub i32 %2871, %2976
  %2978 = icmp slt i32 %2977, 0
  %2979 = select i1 %2978, i32 0, i32 %2977
  %2980 = icmp sgt i32 %2979, 2374
  %2981 = select i1 %2980, i32 2374, i32 %2979
  %2982 = select i1 %2967, i32 %2981, i32 0
  %2983 = mul i32 %2970, 32
  %2984 = add i32 %2983, %2975
  %2985 = mul i32 %2984, 8
  %2986 = add i32 %2985, 0
  %2987 = icmp slt i32 %2986, %2982
  %2988 = select i1 %2987, i32 %2986, i32 0
  %2989 = add i32 %2976, %2988
  %2990 = zext i32 %2989 to i64
  %2991 = mul i64 %2990, 2
  %2992 = getelementptr i8, ptr %46, i64 %2991
  %2993 = load i32, ptr %2992, align 4
  %2994 = bitcast i32 %2993 to <2 x i16>
  %2995 = extractelement <2 x i16> %2994, i64 0
  %2996 = add i32 %2986, 0
  %2997 = extractelement <2 x i16> %2994, i64 1
  %2998 = add i32 %2986, 1
  %2999 = add i32 %2985, 2
  %3000 = icmp slt i32 %2999, %2982
  %3001 = select i1 %3000, i32 %2999, i32 0
  %3002 = add i32 %2976, %3001
  %3003 = zext i32 %3002 to i64
  %3004 = mul i64 %3003, 2
  %3005 = getelementptr i8, ptr %46, i64 %3004
  %3006 = load i32, ptr %3005, align 4
  %3007 = bitcast i32 %3006 to <2 x i16>
  %3008 = extractelement <2 x i16> %3007, i64 0
  %3009 = add i32 %2999, 0
  %3010 = extractelement <2 x i16> %3007, i64 1
  %3011 = add i32 %2999, 1
  %3012 = add i32 %2985, 4
  %3013 = icmp slt i32 %3012, %2982
  %3014 = select i1 %3013, i32 %3012, i32 0
  %3015 = add i32 %2976, %3014
  %3016 = zext i32 %3015 to i64
  %3017 = mul i64 %3016, 2
  %3018 = getelementptr i8, ptr %46, i64 %3017
  %3019 = load i32, ptr %3018, align 4
  %3020 = bitcast i32 %3019 to <2 x i16>
  %3021 = extractelement <2 x i16> %3020, i64 0
  %3022 = add i32 %3012, 0
  %3023 = extractelement <2 x i16> %3020, i64 1
  %3024 = add i32 %3012, 1
  %3025 = add i32 %2985, 6
  %3026 = icmp slt i32 %3025, %2982
  %3027 = select i1 %3026, i32 %3025, i32 0
  %3028 = add i32 %2976, %3027
  %3029 = zext i32 %3028 to i64
  %3030 = mul i64 %3029, 2
  %3031 = getelementptr i8, ptr %46, i64 %3030
  %3032 = load i32, ptr %3031, align 4
  %3033 = bitcast i32 %3032 to <2 x i16>
  %3034 = extractelement <2 x i16> %3033, i64 0
  %3035 = add i32 %3025, 0
  %3036 = extractelement <2 x i16> %3033, i64 1
  %3037 = add i32 %3025, 1
  %3038 = zext i16 %2921 to i32
  %3039 = shl i32 %3038, 16
  %3040 = bitcast i32 %3039 to float
  %3041 = icmp slt i32 %2922, %2908
  %3042 = fcmp uge float %3040, %2876
  %3043 = and i1 %3041, %3042
  br i1 %3043, label %if.then251, label %if.end252

kcol.exit:                                        ; preds = %kcol.head
  br label %kwide.end

if.then251:                                       ; preds = %kcol.body
  %3044 = bitcast float %3040 to i32
  %3045 = fcmp uno float %3040, %3040
  %3046 = select i1 %3045, i32 2143289344, i32 %3044
  %3047 = xor i32 %3046, 2147483647
  %3048 = icmp sge i32 %3046, 0
  %3049 = select i1 %3048, i32 %3046, i32 %3047
  %3050 = icmp sge i32 %3049, %1950
  br i1 %3050, label %if.then253, label %if.end254

if.end252:                                        ; preds = %if.end254, %kcol.body
  %3051 = zext i16 %2923 to i32
  %3052 = shl i32 %3051, 16
  %3053 = bitcast i32 %3052 to float
  %3054 = icmp slt i32 %2924, %2908
  %3055 = fcmp uge float %3053, %2876
  %3056 = and i1 %3054, %3055
  br i1 %3056, label %if.then257, label %if.end258

if.then253:                                       ; preds = %if.then251
  %3057 = add i32 %2902, %2922
  %3058 = zext i32 %3057 to i64
  %3059 = bitcast float %3040 to i32
  %3060 = fcmp uno float %3040, %3040
  %3061 = select i1 %3060, i32 2143289344, i32 %3059
  %3062 = xor i32 %3061, 2147483647
  %3063 = icmp sge i32 %3061, 0
  %3064 = select i1 %3063, i32 %3061, i32 %3062
  %3065 = sext i32 %3064 to i64
  %3066 = shl i64 %3065, 32
  %3067 = sub i64 4294967295, %3058
  %3068 = or i64 %3066, %3067
  %3069 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3070 = icmp ult i32 %3069, 512
  br i1 %3070, label %if.then255, label %if.end256

if.end254:                                        ; preds = %if.end256, %if.then251
  br label %if.end252

if.then255:                                       ; preds = %if.then253
  %3071 = zext i32 %3069 to i64
  %3072 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3071
  store i64 %3068, ptr addrspace(3) %3072, align 4
  br label %if.end256

if.end256:                                        ; preds = %if.then255, %if.then253
  br label %if.end254

if.then257:                                       ; preds = %if.end252
  %3073 = bitcast float %3053 to i32
  %3074 = fcmp uno float %3053, %3053
  %3075 = select i1 %3074, i32 2143289344, i32 %3073
  %3076 = xor i32 %3075, 2147483647
  %3077 = icmp sge i32 %3075, 0
  %3078 = select i1 %3077, i32 %3075, i32 %3076
  %3079 = icmp sge i32 %3078, %1950
  br i1 %3079, label %if.then259, label %if.end260

if.end258:                                        ; preds = %if.end260, %if.end252
  %3080 = zext i16 %2934 to i32
  %3081 = shl i32 %3080, 16
  %3082 = bitcast i32 %3081 to float
  %3083 = icmp slt i32 %2935, %2908
  %3084 = fcmp uge float %3082, %2876
  %3085 = and i1 %3083, %3084
  br i1 %3085, label %if.then263, label %if.end264

if.then259:                                       ; preds = %if.then257
  %3086 = add i32 %2902, %2924
  %3087 = zext i32 %3086 to i64
  %3088 = bitcast float %3053 to i32
  %3089 = fcmp uno float %3053, %3053
  %3090 = select i1 %3089, i32 2143289344, i32 %3088
  %3091 = xor i32 %3090, 2147483647
  %3092 = icmp sge i32 %3090, 0
  %3093 = select i1 %3092, i32 %3090, i32 %3091
  %3094 = sext i32 %3093 to i64
  %3095 = shl i64 %3094, 32
  %3096 = sub i64 4294967295, %3087
  %3097 = or i64 %3095, %3096
  %3098 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3099 = icmp ult i32 %3098, 512
  br i1 %3099, label %if.then261, label %if.end262

if.end260:                                        ; preds = %if.end262, %if.then257
  br label %if.end258

if.then261:                                       ; preds = %if.then259
  %3100 = zext i32 %3098 to i64
  %3101 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3100
  store i64 %3097, ptr addrspace(3) %3101, align 4
  br label %if.end262

if.end262:                                        ; preds = %if.then261, %if.then259
  br label %if.end260

if.then263:                                       ; preds = %if.end258
  %3102 = bitcast float %3082 to i32
  %3103 = fcmp uno float %3082, %3082
  %3104 = select i1 %3103, i32 2143289344, i32 %3102
  %3105 = xor i32 %3104, 2147483647
  %3106 = icmp sge i32 %3104, 0
  %3107 = select i1 %3106, i32 %3104, i32 %3105
  %3108 = icmp sge i32 %3107, %1950
  br i1 %3108, label %if.then265, label %if.end266

if.end264:                                        ; preds = %if.end266, %if.end258
  %3109 = zext i16 %2936 to i32
  %3110 = shl i32 %3109, 16
  %3111 = bitcast i32 %3110 to float
  %3112 = icmp slt i32 %2937, %2908
  %3113 = fcmp uge float %3111, %2876
  %3114 = and i1 %3112, %3113
  br i1 %3114, label %if.then269, label %if.end270

if.then265:                                       ; preds = %if.then263
  %3115 = add i32 %2902, %2935
  %3116 = zext i32 %3115 to i64
  %3117 = bitcast float %3082 to i32
  %3118 = fcmp uno float %3082, %3082
  %3119 = select i1 %3118, i32 2143289344, i32 %3117
  %3120 = xor i32 %3119, 2147483647
  %3121 = icmp sge i32 %3119, 0
  %3122 = select i1 %3121, i32 %3119, i32 %3120
  %3123 = sext i32 %3122 to i64
  %3124 = shl i64 %3123, 32
  %3125 = sub i64 4294967295, %3116
  %3126 = or i64 %3124, %3125
  %3127 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3128 = icmp ult i32 %3127, 512
  br i1 %3128, label %if.then267, label %if.end268

if.end266:                                        ; preds = %if.end268, %if.then263
  br label %if.end264

if.then267:                                       ; preds = %if.then265
  %3129 = zext i32 %3127 to i64
  %3130 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3129
  store i64 %3126, ptr addrspace(3) %3130, align 4
  br label %if.end268

if.end268:                                        ; preds = %if.then267, %if.then265
  br label %if.end266

if.then269:                                       ; preds = %if.end264
  %3131 = bitcast float %3111 to i32
  %3132 = fcmp uno float %3111, %3111
  %3133 = select i1 %3132, i32 2143289344, i32 %3131
  %3134 = xor i32 %3133, 2147483647
  %3135 = icmp sge i32 %3133, 0
  %3136 = select i1 %3135, i32 %3133, i32 %3134
  %3137 = icmp sge i32 %3136, %1950
  br i1 %3137, label %if.then271, label %if.end272

if.end270:                                        ; preds = %if.end272, %if.end264
  %3138 = zext i16 %2947 to i32
  %3139 = shl i32 %3138, 16
  %3140 = bitcast i32 %3139 to float
  %3141 = icmp slt i32 %2948, %2908
  %3142 = fcmp uge float %3140, %2876
  %3143 = and i1 %3141, %3142
  br i1 %3143, label %if.then275, label %if.end276

if.then271:                                       ; preds = %if.then269
  %3144 = add i32 %2902, %2937
  %3145 = zext i32 %3144 to i64
  %3146 = bitcast float %3111 to i32
  %3147 = fcmp uno float %3111, %3111
  %3148 = select i1 %3147, i32 2143289344, i32 %3146
  %3149 = xor i32 %3148, 2147483647
  %3150 = icmp sge i32 %3148, 0
  %3151 = select i1 %3150, i32 %3148, i32 %3149
  %3152 = sext i32 %3151 to i64
  %3153 = shl i64 %3152, 32
  %3154 = sub i64 4294967295, %3145
  %3155 = or i64 %3153, %3154
  %3156 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3157 = icmp ult i32 %3156, 512
  br i1 %3157, label %if.then273, label %if.end274

if.end272:                                        ; preds = %if.end274, %if.then269
  br label %if.end270

if.then273:                                       ; preds = %if.then271
  %3158 = zext i32 %3156 to i64
  %3159 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3158
  store i64 %3155, ptr addrspace(3) %3159, align 4
  br label %if.end274

if.end274:                                        ; preds = %if.then273, %if.then271
  br label %if.end272

if.then275:                                       ; preds = %if.end270
  %3160 = bitcast float %3140 to i32
  %3161 = fcmp uno float %3140, %3140
  %3162 = select i1 %3161, i32 2143289344, i32 %3160
  %3163 = xor i32 %3162, 2147483647
  %3164 = icmp sge i32 %3162, 0
  %3165 = select i1 %3164, i32 %3162, i32 %3163
  %3166 = icmp sge i32 %3165, %1950
  br i1 %3166, label %if.then277, label %if.end278

if.end276:                                        ; preds = %if.end278, %if.end270
  %3167 = zext i16 %2949 to i32
  %3168 = shl i32 %3167, 16
  %3169 = bitcast i32 %3168 to float
  %3170 = icmp slt i32 %2950, %2908
  %3171 = fcmp uge float %3169, %2876
  %3172 = and i1 %3170, %3171
  br i1 %3172, label %if.then281, label %if.end282

if.then277:                                       ; preds = %if.then275
  %3173 = add i32 %2902, %2948
  %3174 = zext i32 %3173 to i64
  %3175 = bitcast float %3140 to i32
  %3176 = fcmp uno float %3140, %3140
  %3177 = select i1 %3176, i32 2143289344, i32 %3175
  %3178 = xor i32 %3177, 2147483647
  %3179 = icmp sge i32 %3177, 0
  %3180 = select i1 %3179, i32 %3177, i32 %3178
  %3181 = sext i32 %3180 to i64
  %3182 = shl i64 %3181, 32
  %3183 = sub i64 4294967295, %3174
  %3184 = or i64 %3182, %3183
  %3185 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3186 = icmp ult i32 %3185, 512
  br i1 %3186, label %if.then279, label %if.end280

if.end278:                                        ; preds = %if.end280, %if.then275
  br label %if.end276

if.then279:                                       ; preds = %if.then277
  %3187 = zext i32 %3185 to i64
  %3188 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3187
  store i64 %3184, ptr addrspace(3) %3188, align 4
  br label %if.end280

if.end280:                                        ; preds = %if.then279, %if.then277
  br label %if.end278

if.then281:                                       ; preds = %if.end276
  %3189 = bitcast float %3169 to i32
  %3190 = fcmp uno float %3169, %3169
  %3191 = select i1 %3190, i32 2143289344, i32 %3189
  %3192 = xor i32 %3191, 2147483647
  %3193 = icmp sge i32 %3191, 0
  %3194 = select i1 %3193, i32 %3191, i32 %3192
  %3195 = icmp sge i32 %3194, %1950
  br i1 %3195, label %if.then283, label %if.end284

if.end282:                                        ; preds = %if.end284, %if.end276
  %3196 = zext i16 %2960 to i32
  %3197 = shl i32 %3196, 16
  %3198 = bitcast i32 %3197 to float
  %3199 = icmp slt i32 %2961, %2908
  %3200 = fcmp uge float %3198, %2876
  %3201 = and i1 %3199, %3200
  br i1 %3201, label %if.then287, label %if.end288

if.then283:                                       ; preds = %if.then281
  %3202 = add i32 %2902, %2950
  %3203 = zext i32 %3202 to i64
  %3204 = bitcast float %3169 to i32
  %3205 = fcmp uno float %3169, %3169
  %3206 = select i1 %3205, i32 2143289344, i32 %3204
  %3207 = xor i32 %3206, 2147483647
  %3208 = icmp sge i32 %3206, 0
  %3209 = select i1 %3208, i32 %3206, i32 %3207
  %3210 = sext i32 %3209 to i64
  %3211 = shl i64 %3210, 32
  %3212 = sub i64 4294967295, %3203
  %3213 = or i64 %3211, %3212
  %3214 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3215 = icmp ult i32 %3214, 512
  br i1 %3215, label %if.then285, label %if.end286

if.end284:                                        ; preds = %if.end286, %if.then281
  br label %if.end282

if.then285:                                       ; preds = %if.then283
  %3216 = zext i32 %3214 to i64
  %3217 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3216
  store i64 %3213, ptr addrspace(3) %3217, align 4
  br label %if.end286

if.end286:                                        ; preds = %if.then285, %if.then283
  br label %if.end284

if.then287:                                       ; preds = %if.end282
  %3218 = bitcast float %3198 to i32
  %3219 = fcmp uno float %3198, %3198
  %3220 = select i1 %3219, i32 2143289344, i32 %3218
  %3221 = xor i32 %3220, 2147483647
  %3222 = icmp sge i32 %3220, 0
  %3223 = select i1 %3222, i32 %3220, i32 %3221
  %3224 = icmp sge i32 %3223, %1950
  br i1 %3224, label %if.then289, label %if.end290

if.end288:                                        ; preds = %if.end290, %if.end282
  %3225 = zext i16 %2962 to i32
  %3226 = shl i32 %3225, 16
  %3227 = bitcast i32 %3226 to float
  %3228 = icmp slt i32 %2963, %2908
  %3229 = fcmp uge float %3227, %2876
  %3230 = and i1 %3228, %3229
  br i1 %3230, label %if.then293, label %if.end294

if.then289:                                       ; preds = %if.then287
  %3231 = add i32 %2902, %2961
  %3232 = zext i32 %3231 to i64
  %3233 = bitcast float %3198 to i32
  %3234 = fcmp uno float %3198, %3198
  %3235 = select i1 %3234, i32 2143289344, i32 %3233
  %3236 = xor i32 %3235, 2147483647
  %3237 = icmp sge i32 %3235, 0
  %3238 = select i1 %3237, i32 %3235, i32 %3236
  %3239 = sext i32 %3238 to i64
  %3240 = shl i64 %3239, 32
  %3241 = sub i64 4294967295, %3232
  %3242 = or i64 %3240, %3241
  %3243 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3244 = icmp ult i32 %3243, 512
  br i1 %3244, label %if.then291, label %if.end292

if.end290:                                        ; preds = %if.end292, %if.then287
  br label %if.end288

if.then291:                                       ; preds = %if.then289
  %3245 = zext i32 %3243 to i64
  %3246 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3245
  store i64 %3242, ptr addrspace(3) %3246, align 4
  br label %if.end292

if.end292:                                        ; preds = %if.then291, %if.then289
  br label %if.end290

if.then293:                                       ; preds = %if.end288
  %3247 = bitcast float %3227 to i32
  %3248 = fcmp uno float %3227, %3227
  %3249 = select i1 %3248, i32 2143289344, i32 %3247
  %3250 = xor i32 %3249, 2147483647
  %3251 = icmp sge i32 %3249, 0
  %3252 = select i1 %3251, i32 %3249, i32 %3250
  %3253 = icmp sge i32 %3252, %1950
  br i1 %3253, label %if.then295, label %if.end296

if.end294:                                        ; preds = %if.end296, %if.end288
  %3254 = zext i16 %2995 to i32
  %3255 = shl i32 %3254, 16
  %3256 = bitcast i32 %3255 to float
  %3257 = icmp slt i32 %2996, %2982
  %3258 = fcmp uge float %3256, %2876
  %3259 = and i1 %3257, %3258
  br i1 %3259, label %if.then299, label %if.end300

if.then295:                                       ; preds = %if.then293
  %3260 = add i32 %2902, %2963
  %3261 = zext i32 %3260 to i64
  %3262 = bitcast float %3227 to i32
  %3263 = fcmp uno float %3227, %3227
  %3264 = select i1 %3263, i32 2143289344, i32 %3262
  %3265 = xor i32 %3264, 2147483647
  %3266 = icmp sge i32 %3264, 0
  %3267 = select i1 %3266, i32 %3264, i32 %3265
  %3268 = sext i32 %3267 to i64
  %3269 = shl i64 %3268, 32
  %3270 = sub i64 4294967295, %3261
  %3271 = or i64 %3269, %3270
  %3272 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3273 = icmp ult i32 %3272, 512
  br i1 %3273, label %if.then297, label %if.end298

if.end296:                                        ; preds = %if.end298, %if.then293
  br label %if.end294

if.then297:                                       ; preds = %if.then295
  %3274 = zext i32 %3272 to i64
  %3275 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3274
  store i64 %3271, ptr addrspace(3) %3275, align 4
  br label %if.end298

if.end298:                                        ; preds = %if.then297, %if.then295
  br label %if.end296

if.then299:                                       ; preds = %if.end294
  %3276 = bitcast float %3256 to i32
  %3277 = fcmp uno float %3256, %3256
  %3278 = select i1 %3277, i32 2143289344, i32 %3276
  %3279 = xor i32 %3278, 2147483647
  %3280 = icmp sge i32 %3278, 0
  %3281 = select i1 %3280, i32 %3278, i32 %3279
  %3282 = icmp sge i32 %3281, %1950
  br i1 %3282, label %if.then301, label %if.end302

if.end300:                                        ; preds = %if.end302, %if.end294
  %3283 = zext i16 %2997 to i32
  %3284 = shl i32 %3283, 16
  %3285 = bitcast i32 %3284 to float
  %3286 = icmp slt i32 %2998, %2982
  %3287 = fcmp uge float %3285, %2876
  %3288 = and i1 %3286, %3287
  br i1 %3288, label %if.then305, label %if.end306

if.then301:                                       ; preds = %if.then299
  %3289 = add i32 %2976, %2996
  %3290 = zext i32 %3289 to i64
  %3291 = bitcast float %3256 to i32
  %3292 = fcmp uno float %3256, %3256
  %3293 = select i1 %3292, i32 2143289344, i32 %3291
  %3294 = xor i32 %3293, 2147483647
  %3295 = icmp sge i32 %3293, 0
  %3296 = select i1 %3295, i32 %3293, i32 %3294
  %3297 = sext i32 %3296 to i64
  %3298 = shl i64 %3297, 32
  %3299 = sub i64 4294967295, %3290
  %3300 = or i64 %3298, %3299
  %3301 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3302 = icmp ult i32 %3301, 512
  br i1 %3302, label %if.then303, label %if.end304

if.end302:                                        ; preds = %if.end304, %if.then299
  br label %if.end300

if.then303:                                       ; preds = %if.then301
  %3303 = zext i32 %3301 to i64
  %3304 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3303
  store i64 %3300, ptr addrspace(3) %3304, align 4
  br label %if.end304

if.end304:                                        ; preds = %if.then303, %if.then301
  br label %if.end302

if.then305:                                       ; preds = %if.end300
  %3305 = bitcast float %3285 to i32
  %3306 = fcmp uno float %3285, %3285
  %3307 = select i1 %3306, i32 2143289344, i32 %3305
  %3308 = xor i32 %3307, 2147483647
  %3309 = icmp sge i32 %3307, 0
  %3310 = select i1 %3309, i32 %3307, i32 %3308
  %3311 = icmp sge i32 %3310, %1950
  br i1 %3311, label %if.then307, label %if.end308

if.end306:                                        ; preds = %if.end308, %if.end300
  %3312 = zext i16 %3008 to i32
  %3313 = shl i32 %3312, 16
  %3314 = bitcast i32 %3313 to float
  %3315 = icmp slt i32 %3009, %2982
  %3316 = fcmp uge float %3314, %2876
  %3317 = and i1 %3315, %3316
  br i1 %3317, label %if.then311, label %if.end312

if.then307:                                       ; preds = %if.then305
  %3318 = add i32 %2976, %2998
  %3319 = zext i32 %3318 to i64
  %3320 = bitcast float %3285 to i32
  %3321 = fcmp uno float %3285, %3285
  %3322 = select i1 %3321, i32 2143289344, i32 %3320
  %3323 = xor i32 %3322, 2147483647
  %3324 = icmp sge i32 %3322, 0
  %3325 = select i1 %3324, i32 %3322, i32 %3323
  %3326 = sext i32 %3325 to i64
  %3327 = shl i64 %3326, 32
  %3328 = sub i64 4294967295, %3319
  %3329 = or i64 %3327, %3328
  %3330 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3331 = icmp ult i32 %3330, 512
  br i1 %3331, label %if.then309, label %if.end310

if.end308:                                        ; preds = %if.end310, %if.then305
  br label %if.end306

if.then309:                                       ; preds = %if.then307
  %3332 = zext i32 %3330 to i64
  %3333 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3332
  store i64 %3329, ptr addrspace(3) %3333, align 4
  br label %if.end310

if.end310:                                        ; preds = %if.then309, %if.then307
  br label %if.end308

if.then311:                                       ; preds = %if.end306
  %3334 = bitcast float %3314 to i32
  %3335 = fcmp uno float %3314, %3314
  %3336 = select i1 %3335, i32 2143289344, i32 %3334
  %3337 = xor i32 %3336, 2147483647
  %3338 = icmp sge i32 %3336, 0
  %3339 = select i1 %3338, i32 %3336, i32 %3337
  %3340 = icmp sge i32 %3339, %1950
  br i1 %3340, label %if.then313, label %if.end314

if.end312:                                        ; preds = %if.end314, %if.end306
  %3341 = zext i16 %3010 to i32
  %3342 = shl i32 %3341, 16
  %3343 = bitcast i32 %3342 to float
  %3344 = icmp slt i32 %3011, %2982
  %3345 = fcmp uge float %3343, %2876
  %3346 = and i1 %3344, %3345
  br i1 %3346, label %if.then317, label %if.end318

if.then313:                                       ; preds = %if.then311
  %3347 = add i32 %2976, %3009
  %3348 = zext i32 %3347 to i64
  %3349 = bitcast float %3314 to i32
  %3350 = fcmp uno float %3314, %3314
  %3351 = select i1 %3350, i32 2143289344, i32 %3349
  %3352 = xor i32 %3351, 2147483647
  %3353 = icmp sge i32 %3351, 0
  %3354 = select i1 %3353, i32 %3351, i32 %3352
  %3355 = sext i32 %3354 to i64
  %3356 = shl i64 %3355, 32
  %3357 = sub i64 4294967295, %3348
  %3358 = or i64 %3356, %3357
  %3359 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3360 = icmp ult i32 %3359, 512
  br i1 %3360, label %if.then315, label %if.end316

if.end314:                                        ; preds = %if.end316, %if.then311
  br label %if.end312

if.then315:                                       ; preds = %if.then313
  %3361 = zext i32 %3359 to i64
  %3362 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3361
  store i64 %3358, ptr addrspace(3) %3362, align 4
  br label %if.end316

if.end316:                                        ; preds = %if.then315, %if.then313
  br label %if.end314

if.then317:                                       ; preds = %if.end312
  %3363 = bitcast float %3343 to i32
  %3364 = fcmp uno float %3343, %3343
  %3365 = select i1 %3364, i32 2143289344, i32 %3363
  %3366 = xor i32 %3365, 2147483647
  %3367 = icmp sge i32 %3365, 0
  %3368 = select i1 %3367, i32 %3365, i32 %3366
  %3369 = icmp sge i32 %3368, %1950
  br i1 %3369, label %if.then319, label %if.end320

if.end318:                                        ; preds = %if.end320, %if.end312
  %3370 = zext i16 %3021 to i32
  %3371 = shl i32 %3370, 16
  %3372 = bitcast i32 %3371 to float
  %3373 = icmp slt i32 %3022, %2982
  %3374 = fcmp uge float %3372, %2876
  %3375 = and i1 %3373, %3374
  br i1 %3375, label %if.then323, label %if.end324

if.then319:                                       ; preds = %if.then317
  %3376 = add i32 %2976, %3011
  %3377 = zext i32 %3376 to i64
  %3378 = bitcast float %3343 to i32
  %3379 = fcmp uno float %3343, %3343
  %3380 = select i1 %3379, i32 2143289344, i32 %3378
  %3381 = xor i32 %3380, 2147483647
  %3382 = icmp sge i32 %3380, 0
  %3383 = select i1 %3382, i32 %3380, i32 %3381
  %3384 = sext i32 %3383 to i64
  %3385 = shl i64 %3384, 32
  %3386 = sub i64 4294967295, %3377
  %3387 = or i64 %3385, %3386
  %3388 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3389 = icmp ult i32 %3388, 512
  br i1 %3389, label %if.then321, label %if.end322

if.end320:                                        ; preds = %if.end322, %if.then317
  br label %if.end318

if.then321:                                       ; preds = %if.then319
  %3390 = zext i32 %3388 to i64
  %3391 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3390
  store i64 %3387, ptr addrspace(3) %3391, align 4
  br label %if.end322

if.end322:                                        ; preds = %if.then321, %if.then319
  br label %if.end320

if.then323:                                       ; preds = %if.end318
  %3392 = bitcast float %3372 to i32
  %3393 = fcmp uno float %3372, %3372
  %3394 = select i1 %3393, i32 2143289344, i32 %3392
  %3395 = xor i32 %3394, 2147483647
  %3396 = icmp sge i32 %3394, 0
  %3397 = select i1 %3396, i32 %3394, i32 %3395
  %3398 = icmp sge i32 %3397, %1950
  br i1 %3398, label %if.then325, label %if.end326

if.end324:                                        ; preds = %if.end326, %if.end318
  %3399 = zext i16 %3023 to i32
  %3400 = shl i32 %3399, 16
  %3401 = bitcast i32 %3400 to float
  %3402 = icmp slt i32 %3024, %2982
  %3403 = fcmp uge float %3401, %2876
  %3404 = and i1 %3402, %3403
  br i1 %3404, label %if.then329, label %if.end330

if.then325:                                       ; preds = %if.then323
  %3405 = add i32 %2976, %3022
  %3406 = zext i32 %3405 to i64
  %3407 = bitcast float %3372 to i32
  %3408 = fcmp uno float %3372, %3372
  %3409 = select i1 %3408, i32 2143289344, i32 %3407
  %3410 = xor i32 %3409, 2147483647
  %3411 = icmp sge i32 %3409, 0
  %3412 = select i1 %3411, i32 %3409, i32 %3410
  %3413 = sext i32 %3412 to i64
  %3414 = shl i64 %3413, 32
  %3415 = sub i64 4294967295, %3406
  %3416 = or i64 %3414, %3415
  %3417 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3418 = icmp ult i32 %3417, 512
  br i1 %3418, label %if.then327, label %if.end328

if.end326:                                        ; preds = %if.end328, %if.then323
  br label %if.end324

if.then327:                                       ; preds = %if.then325
  %3419 = zext i32 %3417 to i64
  %3420 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3419
  store i64 %3416, ptr addrspace(3) %3420, align 4
  br label %if.end328

if.end328:                                        ; preds = %if.then327, %if.then325
  br label %if.end326

if.then329:                                       ; preds = %if.end324
  %3421 = bitcast float %3401 to i32
  %3422 = fcmp uno float %3401, %3401
  %3423 = select i1 %3422, i32 2143289344, i32 %3421
  %3424 = xor i32 %3423, 2147483647
  %3425 = icmp sge i32 %3423, 0
  %3426 = select i1 %3425, i32 %3423, i32 %3424
  %3427 = icmp sge i32 %3426, %1950
  br i1 %3427, label %if.then331, label %if.end332

if.end330:                                        ; preds = %if.end332, %if.end324
  %3428 = zext i16 %3034 to i32
  %3429 = shl i32 %3428, 16
  %3430 = bitcast i32 %3429 to float
  %3431 = icmp slt i32 %3035, %2982
  %3432 = fcmp uge float %3430, %2876
  %3433 = and i1 %3431, %3432
  br i1 %3433, label %if.then335, label %if.end336

if.then331:                                       ; preds = %if.then329
  %3434 = add i32 %2976, %3024
  %3435 = zext i32 %3434 to i64
  %3436 = bitcast float %3401 to i32
  %3437 = fcmp uno float %3401, %3401
  %3438 = select i1 %3437, i32 2143289344, i32 %3436
  %3439 = xor i32 %3438, 2147483647
  %3440 = icmp sge i32 %3438, 0
  %3441 = select i1 %3440, i32 %3438, i32 %3439
  %3442 = sext i32 %3441 to i64
  %3443 = shl i64 %3442, 32
  %3444 = sub i64 4294967295, %3435
  %3445 = or i64 %3443, %3444
  %3446 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3447 = icmp ult i32 %3446, 512
  br i1 %3447, label %if.then333, label %if.end334

if.end332:                                        ; preds = %if.end334, %if.then329
  br label %if.end330

if.then333:                                       ; preds = %if.then331
  %3448 = zext i32 %3446 to i64
  %3449 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3448
  store i64 %3445, ptr addrspace(3) %3449, align 4
  br label %if.end334

if.end334:                                        ; preds = %if.then333, %if.then331
  br label %if.end332

if.then335:                                       ; preds = %if.end330
  %3450 = bitcast float %3430 to i32
  %3451 = fcmp uno float %3430, %3430
  %3452 = select i1 %3451, i32 2143289344, i32 %3450
  %3453 = xor i32 %3452, 2147483647
  %3454 = icmp sge i32 %3452, 0
  %3455 = select i1 %3454, i32 %3452, i32 %3453
  %3456 = icmp sge i32 %3455, %1950
  br i1 %3456, label %if.then337, label %if.end338

if.end336:                                        ; preds = %if.end338, %if.end330
  %3457 = zext i16 %3036 to i32
  %3458 = shl i32 %3457, 16
  %3459 = bitcast i32 %3458 to float
  %3460 = icmp slt i32 %3037, %2982
  %3461 = fcmp uge float %3459, %2876
  %3462 = and i1 %3460, %3461
  br i1 %3462, label %if.then341, label %if.end342

if.then337:                                       ; preds = %if.then335
  %3463 = add i32 %2976, %3035
  %3464 = zext i32 %3463 to i64
  %3465 = bitcast float %3430 to i32
  %3466 = fcmp uno float %3430, %3430
  %3467 = select i1 %3466, i32 2143289344, i32 %3465
  %3468 = xor i32 %3467, 2147483647
  %3469 = icmp sge i32 %3467, 0
  %3470 = select i1 %3469, i32 %3467, i32 %3468
  %3471 = sext i32 %3470 to i64
  %3472 = shl i64 %3471, 32
  %3473 = sub i64 4294967295, %3464
  %3474 = or i64 %3472, %3473
  %3475 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3476 = icmp ult i32 %3475, 512
  br i1 %3476, label %if.then339, label %if.end340

if.end338:                                        ; preds = %if.end340, %if.then335
  br label %if.end336

if.then339:                                       ; preds = %if.then337
  %3477 = zext i32 %3475 to i64
  %3478 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3477
  store i64 %3474, ptr addrspace(3) %3478, align 4
  br label %if.end340

if.end340:                                        ; preds = %if.then339, %if.then337
  br label %if.end338

if.then341:                                       ; preds = %if.end336
  %3479 = bitcast float %3459 to i32
  %3480 = fcmp uno float %3459, %3459
  %3481 = select i1 %3480, i32 2143289344, i32 %3479
  %3482 = xor i32 %3481, 2147483647
  %3483 = icmp sge i32 %3481, 0
  %3484 = select i1 %3483, i32 %3481, i32 %3482
  %3485 = icmp sge i32 %3484, %1950
  br i1 %3485, label %if.then343, label %if.end344

if.end342:                                        ; preds = %if.end344, %if.end336
  %kcol.next = add nsw i32 %kcol.iv, 1
  br label %kcol.head, !llvm.loop !9

if.then343:                                       ; preds = %if.then341
  %3486 = add i32 %2976, %3037
  %3487 = zext i32 %3486 to i64
  %3488 = bitcast float %3459 to i32
  %3489 = fcmp uno float %3459, %3459
  %3490 = select i1 %3489, i32 2143289344, i32 %3488
  %3491 = xor i32 %3490, 2147483647
  %3492 = icmp sge i32 %3490, 0
  %3493 = select i1 %3492, i32 %3490, i32 %3491
  %3494 = sext i32 %3493 to i64
  %3495 = shl i64 %3494, 32
  %3496 = sub i64 4294967295, %3487
  %3497 = or i64 %3495, %3496
  %3498 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3499 = icmp ult i32 %3498, 512
  br i1 %3499, label %if.then345, label %if.end346

if.end344:                                        ; preds = %if.end346, %if.then341
  br label %if.end342

if.then345:                                       ; preds = %if.then343
  %3500 = zext i32 %3498 to i64
  %3501 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3500
  store i64 %3497, ptr addrspace(3) %3501, align 4
  br label %if.end346

if.end346:                                        ; preds = %if.then345, %if.then343
  br label %if.end344

kcol.head347:                                     ; preds = %if.end394, %kwide.else
  %kcol.iv350 = phi i32 [ 0, %kwide.else ], [ %kcol.next399, %if.end394 ]
  %3502 = icmp slt i32 %kcol.iv350, %2888
  br i1 %3502, label %kcol.body348, label %kcol.exit349

kcol.body348:                                     ; preds = %kcol.head347
  %3503 = mul i32 %kcol.iv350, 128
  %3504 = add i32 %3503, 0
  %3505 = add i32 %2882, %3504
  %3506 = icmp slt i32 %3505, %2880
  %3507 = select i1 %3506, i32 %3505, i32 0
  %3508 = udiv i32 %3507, 10
  %3509 = urem i32 %3507, 10
  %3510 = zext i32 %3508 to i64
  %3511 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %3510
  %3512 = load i32, ptr addrspace(3) %3511, align 4
  %3513 = udiv i32 %3512, 32
  %3514 = urem i32 %3512, 32
  %3515 = mul i32 %3513, 2374
  %3516 = sub i32 %2881, %3515
  %3517 = icmp slt i32 %3516, 0
  %3518 = select i1 %3517, i32 0, i32 %3516
  %3519 = icmp sgt i32 %3518, 2374
  %3520 = select i1 %3519, i32 2374, i32 %3518
  %3521 = select i1 %3506, i32 %3520, i32 0
  %3522 = mul i32 %3509, 32
  %3523 = add i32 %3522, %3514
  %3524 = mul i32 %3523, 8
  %3525 = add i32 %3524, 0
  %3526 = icmp slt i32 %3525, %3521
  %3527 = select i1 %3526, i32 %3525, i32 0
  %3528 = add i32 %3515, %3527
  %3529 = zext i32 %3528 to i64
  %3530 = mul i64 %3529, 2
  %3531 = getelementptr i8, ptr %46, i64 %3530
  %3532 = load i16, ptr %3531, align 2
  %3533 = add i32 %3525, 0
  %3534 = add i32 %3524, 1
  %3535 = icmp slt i32 %3534, %3521
  %3536 = select i1 %3535, i32 %3534, i32 0
  %3537 = add i32 %3515, %3536
  %3538 = zext i32 %3537 to i64
  %3539 = mul i64 %3538, 2
  %3540 = getelementptr i8, ptr %46, i64 %3539
  %3541 = load i16, ptr %3540, align 2
  %3542 = add i32 %3534, 0
  %3543 = add i32 %3524, 2
  %3544 = icmp slt i32 %3543, %3521
  %3545 = select i1 %3544, i32 %3543, i32 0
  %3546 = add i32 %3515, %3545
  %3547 = zext i32 %3546 to i64
  %3548 = mul i64 %3547, 2
  %3549 = getelementptr i8, ptr %46, i64 %3548
  %3550 = load i16, ptr %3549, align 2
  %3551 = add i32 %3543, 0
  %3552 = add i32 %3524, 3
  %3553 = icmp slt i32 %3552, %3521
  %3554 = select i1 %3553, i32 %3552, i32 0
  %3555 = add i32 %3515, %3554
  %3556 = zext i32 %3555 to i64
  %3557 = mul i64 %3556, 2
  %3558 = getelementptr i8, ptr %46, i64 %3557
  %3559 = load i16, ptr %3558, align 2
  %3560 = add i32 %3552, 0
  %3561 = add i32 %3524, 4
  %3562 = icmp slt i32 %3561, %3521
  %3563 = select i1 %3562, i32 %3561, i32 0
  %3564 = add i32 %3515, %3563
  %3565 = zext i32 %3564 to i64
  %3566 = mul i64 %3565, 2
  %3567 = getelementptr i8, ptr %46, i64 %3566
  %3568 = load i16, ptr %3567, align 2
  %3569 = add i32 %3561, 0
  %3570 = add i32 %3524, 5
  %3571 = icmp slt i32 %3570, %3521
  %3572 = select i1 %3571, i32 %3570, i32 0
  %3573 = add i32 %3515, %3572
  %3574 = zext i32 %3573 to i64
  %3575 = mul i64 %3574, 2
  %3576 = getelementptr i8, ptr %46, i64 %3575
  %3577 = load i16, ptr %3576, align 2
  %3578 = add i32 %3570, 0
  %3579 = add i32 %3524, 6
  %3580 = icmp slt i32 %3579, %3521
  %3581 = select i1 %3580, i32 %3579, i32 0
  %3582 = add i32 %3515, %3581
  %3583 = zext i32 %3582 to i64
  %3584 = mul i64 %3583, 2
  %3585 = getelementptr i8, ptr %46, i64 %3584
  %3586 = load i16, ptr %3585, align 2
  %3587 = add i32 %3579, 0
  %3588 = add i32 %3524, 7
  %3589 = icmp slt i32 %3588, %3521
  %3590 = select i1 %3589, i32 %3588, i32 0
  %3591 = add i32 %3515, %3590
  %3592 = zext i32 %3591 to i64
  %3593 = mul i64 %3592, 2
  %3594 = getelementptr i8, ptr %46, i64 %3593
  %3595 = load i16, ptr %3594, align 2
  %3596 = add i32 %3588, 0
  %3597 = zext i16 %3532 to i32
  %3598 = shl i32 %3597, 16
  %3599 = bitcast i32 %3598 to float
  %3600 = icmp slt i32 %3533, %3521
  %3601 = fcmp uge float %3599, %2886
  %3602 = and i1 %3600, %3601
  br i1 %3602, label %if.then351, label %if.end352

kcol.exit349:                                     ; preds = %kcol.head347
  br label %kwide.end

if.then351:                                       ; preds = %kcol.body348
  %3603 = bitcast float %3599 to i32
  %3604 = fcmp uno float %3599, %3599
  %3605 = select i1 %3604, i32 2143289344, i32 %3603
  %3606 = xor i32 %3605, 2147483647
  %3607 = icmp sge i32 %3605, 0
  %3608 = select i1 %3607, i32 %3605, i32 %3606
  %3609 = icmp sge i32 %3608, %1950
  br i1 %3609, label %if.then353, label %if.end354

if.end352:                                        ; preds = %if.end354, %kcol.body348
  %3610 = zext i16 %3541 to i32
  %3611 = shl i32 %3610, 16
  %3612 = bitcast i32 %3611 to float
  %3613 = icmp slt i32 %3542, %3521
  %3614 = fcmp uge float %3612, %2886
  %3615 = and i1 %3613, %3614
  br i1 %3615, label %if.then357, label %if.end358

if.then353:                                       ; preds = %if.then351
  %3616 = add i32 %3515, %3533
  %3617 = zext i32 %3616 to i64
  %3618 = bitcast float %3599 to i32
  %3619 = fcmp uno float %3599, %3599
  %3620 = select i1 %3619, i32 2143289344, i32 %3618
  %3621 = xor i32 %3620, 2147483647
  %3622 = icmp sge i32 %3620, 0
  %3623 = select i1 %3622, i32 %3620, i32 %3621
  %3624 = sext i32 %3623 to i64
  %3625 = shl i64 %3624, 32
  %3626 = sub i64 4294967295, %3617
  %3627 = or i64 %3625, %3626
  %3628 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3629 = icmp ult i32 %3628, 512
  br i1 %3629, label %if.then355, label %if.end356

if.end354:                                        ; preds = %if.end356, %if.then351
  br label %if.end352

if.then355:                                       ; preds = %if.then353
  %3630 = zext i32 %3628 to i64
  %3631 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3630
  store i64 %3627, ptr addrspace(3) %3631, align 4
  br label %if.end356

if.end356:                                        ; preds = %if.then355, %if.then353
  br label %if.end354

if.then357:                                       ; preds = %if.end352
  %3632 = bitcast float %3612 to i32
  %3633 = fcmp uno float %3612, %3612
  %3634 = select i1 %3633, i32 2143289344, i32 %3632
  %3635 = xor i32 %3634, 2147483647
  %3636 = icmp sge i32 %3634, 0
  %3637 = select i1 %3636, i32 %3634, i32 %3635
  %3638 = icmp sge i32 %3637, %1950
  br i1 %3638, label %if.then359, label %if.end360

if.end358:                                        ; preds = %if.end360, %if.end352
  %3639 = zext i16 %3550 to i32
  %3640 = shl i32 %3639, 16
  %3641 = bitcast i32 %3640 to float
  %3642 = icmp slt i32 %3551, %3521
  %3643 = fcmp uge float %3641, %2886
  %3644 = and i1 %3642, %3643
  br i1 %3644, label %if.then363, label %if.end364

if.then359:                                       ; preds = %if.then357
  %3645 = add i32 %3515, %3542
  %3646 = zext i32 %3645 to i64
  %3647 = bitcast float %3612 to i32
  %3648 = fcmp uno float %3612, %3612
  %3649 = select i1 %3648, i32 2143289344, i32 %3647
  %3650 = xor i32 %3649, 2147483647
  %3651 = icmp sge i32 %3649, 0
  %3652 = select i1 %3651, i32 %3649, i32 %3650
  %3653 = sext i32 %3652 to i64
  %3654 = shl i64 %3653, 32
  %3655 = sub i64 4294967295, %3646
  %3656 = or i64 %3654, %3655
  %3657 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3658 = icmp ult i32 %3657, 512
  br i1 %3658, label %if.then361, label %if.end362

if.end360:                                        ; preds = %if.end362, %if.then357
  br label %if.end358

if.then361:                                       ; preds = %if.then359
  %3659 = zext i32 %3657 to i64
  %3660 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3659
  store i64 %3656, ptr addrspace(3) %3660, align 4
  br label %if.end362

if.end362:                                        ; preds = %if.then361, %if.then359
  br label %if.end360

if.then363:                                       ; preds = %if.end358
  %3661 = bitcast float %3641 to i32
  %3662 = fcmp uno float %3641, %3641
  %3663 = select i1 %3662, i32 2143289344, i32 %3661
  %3664 = xor i32 %3663, 2147483647
  %3665 = icmp sge i32 %3663, 0
  %3666 = select i1 %3665, i32 %3663, i32 %3664
  %3667 = icmp sge i32 %3666, %1950
  br i1 %3667, label %if.then365, label %if.end366

if.end364:                                        ; preds = %if.end366, %if.end358
  %3668 = zext i16 %3559 to i32
  %3669 = shl i32 %3668, 16
  %3670 = bitcast i32 %3669 to float
  %3671 = icmp slt i32 %3560, %3521
  %3672 = fcmp uge float %3670, %2886
  %3673 = and i1 %3671, %3672
  br i1 %3673, label %if.then369, label %if.end370

if.then365:                                       ; preds = %if.then363
  %3674 = add i32 %3515, %3551
  %3675 = zext i32 %3674 to i64
  %3676 = bitcast float %3641 to i32
  %3677 = fcmp uno float %3641, %3641
  %3678 = select i1 %3677, i32 2143289344, i32 %3676
  %3679 = xor i32 %3678, 2147483647
  %3680 = icmp sge i32 %3678, 0
  %3681 = select i1 %3680, i32 %3678, i32 %3679
  %3682 = sext i32 %3681 to i64
  %3683 = shl i64 %3682, 32
  %3684 = sub i64 4294967295, %3675
  %3685 = or i64 %3683, %3684
  %3686 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3687 = icmp ult i32 %3686, 512
  br i1 %3687, label %if.then367, label %if.end368

if.end366:                                        ; preds = %if.end368, %if.then363
  br label %if.end364

if.then367:                                       ; preds = %if.then365
  %3688 = zext i32 %3686 to i64
  %3689 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3688
  store i64 %3685, ptr addrspace(3) %3689, align 4
  br label %if.end368

if.end368:                                        ; preds = %if.then367, %if.then365
  br label %if.end366

if.then369:                                       ; preds = %if.end364
  %3690 = bitcast float %3670 to i32
  %3691 = fcmp uno float %3670, %3670
  %3692 = select i1 %3691, i32 2143289344, i32 %3690
  %3693 = xor i32 %3692, 2147483647
  %3694 = icmp sge i32 %3692, 0
  %3695 = select i1 %3694, i32 %3692, i32 %3693
  %3696 = icmp sge i32 %3695, %1950
  br i1 %3696, label %if.then371, label %if.end372

if.end370:                                        ; preds = %if.end372, %if.end364
  %3697 = zext i16 %3568 to i32
  %3698 = shl i32 %3697, 16
  %3699 = bitcast i32 %3698 to float
  %3700 = icmp slt i32 %3569, %3521
  %3701 = fcmp uge float %3699, %2886
  %3702 = and i1 %3700, %3701
  br i1 %3702, label %if.then375, label %if.end376

if.then371:                                       ; preds = %if.then369
  %3703 = add i32 %3515, %3560
  %3704 = zext i32 %3703 to i64
  %3705 = bitcast float %3670 to i32
  %3706 = fcmp uno float %3670, %3670
  %3707 = select i1 %3706, i32 2143289344, i32 %3705
  %3708 = xor i32 %3707, 2147483647
  %3709 = icmp sge i32 %3707, 0
  %3710 = select i1 %3709, i32 %3707, i32 %3708
  %3711 = sext i32 %3710 to i64
  %3712 = shl i64 %3711, 32
  %3713 = sub i64 4294967295, %3704
  %3714 = or i64 %3712, %3713
  %3715 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3716 = icmp ult i32 %3715, 512
  br i1 %3716, label %if.then373, label %if.end374

if.end372:                                        ; preds = %if.end374, %if.then369
  br label %if.end370

if.then373:                                       ; preds = %if.then371
  %3717 = zext i32 %3715 to i64
  %3718 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3717
  store i64 %3714, ptr addrspace(3) %3718, align 4
  br label %if.end374

if.end374:                                        ; preds = %if.then373, %if.then371
  br label %if.end372

if.then375:                                       ; preds = %if.end370
  %3719 = bitcast float %3699 to i32
  %3720 = fcmp uno float %3699, %3699
  %3721 = select i1 %3720, i32 2143289344, i32 %3719
  %3722 = xor i32 %3721, 2147483647
  %3723 = icmp sge i32 %3721, 0
  %3724 = select i1 %3723, i32 %3721, i32 %3722
  %3725 = icmp sge i32 %3724, %1950
  br i1 %3725, label %if.then377, label %if.end378

if.end376:                                        ; preds = %if.end378, %if.end370
  %3726 = zext i16 %3577 to i32
  %3727 = shl i32 %3726, 16
  %3728 = bitcast i32 %3727 to float
  %3729 = icmp slt i32 %3578, %3521
  %3730 = fcmp uge float %3728, %2886
  %3731 = and i1 %3729, %3730
  br i1 %3731, label %if.then381, label %if.end382

if.then377:                                       ; preds = %if.then375
  %3732 = add i32 %3515, %3569
  %3733 = zext i32 %3732 to i64
  %3734 = bitcast float %3699 to i32
  %3735 = fcmp uno float %3699, %3699
  %3736 = select i1 %3735, i32 2143289344, i32 %3734
  %3737 = xor i32 %3736, 2147483647
  %3738 = icmp sge i32 %3736, 0
  %3739 = select i1 %3738, i32 %3736, i32 %3737
  %3740 = sext i32 %3739 to i64
  %3741 = shl i64 %3740, 32
  %3742 = sub i64 4294967295, %3733
  %3743 = or i64 %3741, %3742
  %3744 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3745 = icmp ult i32 %3744, 512
  br i1 %3745, label %if.then379, label %if.end380

if.end378:                                        ; preds = %if.end380, %if.then375
  br label %if.end376

if.then379:                                       ; preds = %if.then377
  %3746 = zext i32 %3744 to i64
  %3747 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3746
  store i64 %3743, ptr addrspace(3) %3747, align 4
  br label %if.end380

if.end380:                                        ; preds = %if.then379, %if.then377
  br label %if.end378

if.then381:                                       ; preds = %if.end376
  %3748 = bitcast float %3728 to i32
  %3749 = fcmp uno float %3728, %3728
  %3750 = select i1 %3749, i32 2143289344, i32 %3748
  %3751 = xor i32 %3750, 2147483647
  %3752 = icmp sge i32 %3750, 0
  %3753 = select i1 %3752, i32 %3750, i32 %3751
  %3754 = icmp sge i32 %3753, %1950
  br i1 %3754, label %if.then383, label %if.end384

if.end382:                                        ; preds = %if.end384, %if.end376
  %3755 = zext i16 %3586 to i32
  %3756 = shl i32 %3755, 16
  %3757 = bitcast i32 %3756 to float
  %3758 = icmp slt i32 %3587, %3521
  %3759 = fcmp uge float %3757, %2886
  %3760 = and i1 %3758, %3759
  br i1 %3760, label %if.then387, label %if.end388

if.then383:                                       ; preds = %if.then381
  %3761 = add i32 %3515, %3578
  %3762 = zext i32 %3761 to i64
  %3763 = bitcast float %3728 to i32
  %3764 = fcmp uno float %3728, %3728
  %3765 = select i1 %3764, i32 2143289344, i32 %3763
  %3766 = xor i32 %3765, 2147483647
  %3767 = icmp sge i32 %3765, 0
  %3768 = select i1 %3767, i32 %3765, i32 %3766
  %3769 = sext i32 %3768 to i64
  %3770 = shl i64 %3769, 32
  %3771 = sub i64 4294967295, %3762
  %3772 = or i64 %3770, %3771
  %3773 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3774 = icmp ult i32 %3773, 512
  br i1 %3774, label %if.then385, label %if.end386

if.end384:                                        ; preds = %if.end386, %if.then381
  br label %if.end382

if.then385:                                       ; preds = %if.then383
  %3775 = zext i32 %3773 to i64
  %3776 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3775
  store i64 %3772, ptr addrspace(3) %3776, align 4
  br label %if.end386

if.end386:                                        ; preds = %if.then385, %if.then383
  br label %if.end384

if.then387:                                       ; preds = %if.end382
  %3777 = bitcast float %3757 to i32
  %3778 = fcmp uno float %3757, %3757
  %3779 = select i1 %3778, i32 2143289344, i32 %3777
  %3780 = xor i32 %3779, 2147483647
  %3781 = icmp sge i32 %3779, 0
  %3782 = select i1 %3781, i32 %3779, i32 %3780
  %3783 = icmp sge i32 %3782, %1950
  br i1 %3783, label %if.then389, label %if.end390

if.end388:                                        ; preds = %if.end390, %if.end382
  %3784 = zext i16 %3595 to i32
  %3785 = shl i32 %3784, 16
  %3786 = bitcast i32 %3785 to float
  %3787 = icmp slt i32 %3596, %3521
  %3788 = fcmp uge float %3786, %2886
  %3789 = and i1 %3787, %3788
  br i1 %3789, label %if.then393, label %if.end394

if.then389:                                       ; preds = %if.then387
  %3790 = add i32 %3515, %3587
  %3791 = zext i32 %3790 to i64
  %3792 = bitcast float %3757 to i32
  %3793 = fcmp uno float %3757, %3757
  %3794 = select i1 %3793, i32 2143289344, i32 %3792
  %3795 = xor i32 %3794, 2147483647
  %3796 = icmp sge i32 %3794, 0
  %3797 = select i1 %3796, i32 %3794, i32 %3795
  %3798 = sext i32 %3797 to i64
  %3799 = shl i64 %3798, 32
  %3800 = sub i64 4294967295, %3791
  %3801 = or i64 %3799, %3800
  %3802 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3803 = icmp ult i32 %3802, 512
  br i1 %3803, label %if.then391, label %if.end392

if.end390:                                        ; preds = %if.end392, %if.then387
  br label %if.end388

if.then391:                                       ; preds = %if.then389
  %3804 = zext i32 %3802 to i64
  %3805 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3804
  store i64 %3801, ptr addrspace(3) %3805, align 4
  br label %if.end392

if.end392:                                        ; preds = %if.then391, %if.then389
  br label %if.end390

if.then393:                                       ; preds = %if.end388
  %3806 = bitcast float %3786 to i32
  %3807 = fcmp uno float %3786, %3786
  %3808 = select i1 %3807, i32 2143289344, i32 %3806
  %3809 = xor i32 %3808, 2147483647
  %3810 = icmp sge i32 %3808, 0
  %3811 = select i1 %3810, i32 %3808, i32 %3809
  %3812 = icmp sge i32 %3811, %1950
  br i1 %3812, label %if.then395, label %if.end396

if.end394:                                        ; preds = %if.end396, %if.end388
  %kcol.next399 = add nsw i32 %kcol.iv350, 1
  br label %kcol.head347, !llvm.loop !10

if.then395:                                       ; preds = %if.then393
  %3813 = add i32 %3515, %3596
  %3814 = zext i32 %3813 to i64
  %3815 = bitcast float %3786 to i32
  %3816 = fcmp uno float %3786, %3786
  %3817 = select i1 %3816, i32 2143289344, i32 %3815
  %3818 = xor i32 %3817, 2147483647
  %3819 = icmp sge i32 %3817, 0
  %3820 = select i1 %3819, i32 %3817, i32 %3818
  %3821 = sext i32 %3820 to i64
  %3822 = shl i64 %3821, 32
  %3823 = sub i64 4294967295, %3814
  %3824 = or i64 %3822, %3823
  %3825 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %3826 = icmp ult i32 %3825, 512
  br i1 %3826, label %if.then397, label %if.end398

if.end396:                                        ; preds = %if.end398, %if.then393
  br label %if.end394

if.then397:                                       ; preds = %if.then395
  %3827 = zext i32 %3825 to i64
  %3828 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %3827
  store i64 %3824, ptr addrspace(3) %3828, align 4
  br label %if.end398

if.end398:                                        ; preds = %if.then397, %if.then395
  br label %if.end396

if.then400:                                       ; preds = %if.end250
  %3829 = icmp eq i64 %23, 0
  br i1 %3829, label %if.then402, label %if.end403

if.end401:                                        ; preds = %keys.exit, %if.end250
  call void @llvm.nvvm.barrier0()
  br i1 %42, label %if.then411, label %if.end412

if.then402:                                       ; preds = %if.then400
  store i64 %1840, ptr %40, align 4
  br label %if.end403

if.end403:                                        ; preds = %if.then402, %if.then400
  %3830 = icmp sgt i64 %2865, 16
  %3831 = select i1 %3830, i64 %2865, i64 16
  br label %keys.head

keys.head:                                        ; preds = %keyed.end, %if.end403
  %keys.iv = phi i64 [ %23, %if.end403 ], [ %keys.next, %keyed.end ]
  %3832 = icmp slt i64 %keys.iv, %3831
  br i1 %3832, label %keys.body, label %keys.exit

keys.body:                                        ; preds = %keys.head
  %3833 = icmp slt i64 %keys.iv, %2865
  br i1 %3833, label %keyed.then, label %keyed.else

keys.exit:                                        ; preds = %keys.head
  br label %if.end401

keyed.then:                                       ; preds = %keys.body
  %3834 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv
  %3835 = load i64, ptr addrspace(3) %3834, align 4
  store i64 0, ptr %place404, align 4
  br label %place.head

keyed.else:                                       ; preds = %keys.body
  br i1 true, label %if.then409, label %if.end410

keyed.end:                                        ; preds = %if.end410, %if.end406
  %keys.next = add nsw i64 %keys.iv, 128
  br label %keys.head, !llvm.loop !11

place.head:                                       ; preds = %place.body, %keyed.then
  %place.iv = phi i64 [ 0, %keyed.then ], [ %place.next, %place.body ]
  %3836 = icmp slt i64 %place.iv, %2865
  br i1 %3836, label %place.body, label %place.exit

place.body:                                       ; preds = %place.head
  %3837 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv
  %3838 = load i64, ptr addrspace(3) %3837, align 4
  %3839 = icmp sgt i64 %3838, %3835
  %3840 = zext i1 %3839 to i64
  %3841 = load i64, ptr %place404, align 4
  %3842 = add i64 %3841, %3840
  store i64 %3842, ptr %place404, align 4
  %place.next = add nsw i64 %place.iv, 1
  br label %place.head, !llvm.loop !12

place.exit:                                       ; preds = %place.head
  %3843 = load i64, ptr %place404, align 4
  %3844 = icmp slt i64 %3843, 16
  br i1 %3844, label %if.then405, label %if.end406

if.then405:                                       ; preds = %place.exit
  %3845 = icmp eq i64 %3835, -9223372036854775808
  %3846 = ashr i64 %3835, 32
  %3847 = trunc i64 %3846 to i32
  %3848 = xor i32 %3847, 2147483647
  %3849 = icmp sge i32 %3847, 0
  %3850 = select i1 %3849, i32 %3847, i32 %3848
  %3851 = bitcast i32 %3850 to float
  %3852 = and i64 %3835, 4294967295
  %3853 = sub i64 4294967295, %3852
  br i1 true, label %if.then407, label %if.end408

if.end406:                                        ; preds = %if.end408, %place.exit
  br label %keyed.end

if.then407:                                       ; preds = %if.then405
  %3854 = getelementptr i64, ptr %35, i64 %3843
  %3855 = select i1 %3845, i64 -1, i64 %3853
  store i64 %3855, ptr %3854, align 4
  %3856 = getelementptr float, ptr %38, i64 %3843
  %3857 = fsub float %3851, %1820
  %3858 = fcmp uno float %3857, %3857
  %3859 = select i1 %3858, float 0x7FF8000000000000, float %3857
  %3860 = select i1 %3845, float 0xFFF0000000000000, float %3859
  store float %3860, ptr %3856, align 4
  br label %if.end408

if.end408:                                        ; preds = %if.then407, %if.then405
  br label %if.end406

if.then409:                                       ; preds = %keyed.else
  %3861 = getelementptr i64, ptr %35, i64 %keys.iv
  store i64 -1, ptr %3861, align 4
  %3862 = getelementptr float, ptr %38, i64 %keys.iv
  %3863 = fsub float 0xFFFFFFFFE0000000, %1820
  %3864 = fcmp uno float %3863, %3863
  %3865 = select i1 %3864, float 0x7FF8000000000000, float %3863
  %3866 = select i1 true, float 0xFFF0000000000000, float %3865
  store float %3866, ptr %3862, align 4
  br label %if.end410

if.end410:                                        ; preds = %if.then409, %keyed.else
  br label %keyed.end

if.then411:                                       ; preds = %if.end401
  %3867 = xor i1 %2867, true
  br i1 %3867, label %if.then413, label %if.end414

if.end412:                                        ; preds = %if.end414, %if.end401
  call void @llvm.nvvm.barrier0()
  br label %if.end82

if.then413:                                       ; preds = %if.then411
  store i1 false, ptr %reached, align 1
  store float 0.000000e+00, ptr %total, align 4
  br label %prefix.head

if.end414:                                        ; preds = %prefix.exit, %if.then411
  store i32 0, ptr addrspace(3) @block_shared, align 4
  store i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  store i32 -2147483648, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end412

prefix.head:                                      ; preds = %if.end416, %if.then413
  %prefix.iv = phi i64 [ 0, %if.then413 ], [ %prefix.next, %if.end416 ]
  %3868 = icmp slt i64 %prefix.iv, 16
  br i1 %3868, label %prefix.body, label %prefix.exit

prefix.body:                                      ; preds = %prefix.head
  %3869 = getelementptr i64, ptr %35, i64 %prefix.iv
  %3870 = load i64, ptr %3869, align 4
  %3871 = icmp sge i64 %3870, 0
  %3872 = getelementptr float, ptr %38, i64 %prefix.iv
  %3873 = load float, ptr %3872, align 4
  %3874 = load i1, ptr %reached, align 1
  %3875 = xor i1 %3874, true
  %3876 = and i1 %3871, %3875
  br i1 %3876, label %if.then415, label %if.end416

prefix.exit:                                      ; preds = %prefix.head
  %3877 = load i1, ptr %reached, align 1
  %3878 = zext i1 %3877 to i32
  store i32 %3878, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 12), align 4
  br label %if.end414

if.then415:                                       ; preds = %prefix.body
  %3879 = fsub float %3873, 0.000000e+00
  %3880 = call float @llvm.maximum.f32(float %3879, float -8.800000e+01)
  %3881 = call float @llvm.minimum.f32(float %3880, float 8.900000e+01)
  %3882 = call float @llvm.fma.f32(float %3881, float 0x3FF7154760000000, float 0x4168000000000000)
  %3883 = fsub float %3882, 0x4168000000000000
  %3884 = call float @llvm.fma.f32(float %3883, float 0xBFE6300000000000, float %3881)
  %3885 = call float @llvm.fma.f32(float %3883, float 0x3F2BD01060000000, float %3884)
  %3886 = fmul float %3885, %3885
  %3887 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %3885, float 0x3F8120BE20000000)
  %3888 = call float @llvm.fma.f32(float %3887, float %3885, float 0x3FA5555180000000)
  %3889 = call float @llvm.fma.f32(float %3888, float %3885, float 0x3FC5554DC0000000)
  %3890 = call float @llvm.fma.f32(float %3889, float %3885, float 5.000000e-01)
  %3891 = call float @llvm.fma.f32(float %3886, float %3890, float %3885)
  %3892 = bitcast float %3882 to i32
  %3893 = shl i32 %3892, 23
  %3894 = add i32 %3893, 1065353216
  %3895 = bitcast i32 %3894 to float
  %3896 = call float @llvm.fma.f32(float %3891, float %3895, float %3895)
  %3897 = fcmp oeq float %3895, 0x7FF0000000000000
  %3898 = select i1 %3897, float %3895, float %3896
  %3899 = load float, ptr %total, align 4
  %3900 = fadd float %3899, %3898
  store float %3900, ptr %total, align 4
  %3901 = fcmp uge float %3900, %1842
  store i1 %3901, ptr %reached, align 1
  br label %if.end416

if.end416:                                        ; preds = %if.then415, %prefix.body
  %prefix.next = add nsw i64 %prefix.iv, 1
  br label %prefix.head, !llvm.loop !14

reached.then:                                     ; preds = %if.end82
  %3902 = add i64 %23, 16
  br label %pad.head

reached.else:                                     ; preds = %if.end82
  %3903 = icmp ne i64 %1809, -9223372036854775808
  %3904 = icmp slt i64 %27, 20
  %3905 = and i1 %3904, %3903
  br i1 %3905, label %if.then419, label %if.end420

reached.end:                                      ; preds = %if.end781, %pad.exit
  br label %active.end

pad.head:                                         ; preds = %if.end418, %reached.then
  %pad.iv = phi i64 [ %3902, %reached.then ], [ %pad.next, %if.end418 ]
  %3906 = icmp slt i64 %pad.iv, 20
  br i1 %3906, label %pad.body, label %pad.exit

pad.body:                                         ; preds = %pad.head
  br i1 true, label %if.then417, label %if.end418

pad.exit:                                         ; preds = %pad.head
  br label %reached.end

if.then417:                                       ; preds = %pad.body
  %3907 = getelementptr i64, ptr %35, i64 %pad.iv
  store i64 -1, ptr %3907, align 4
  %3908 = getelementptr float, ptr %38, i64 %pad.iv
  %3909 = fsub float 0xFFFFFFFFE0000000, %1820
  %3910 = fcmp uno float %3909, %3909
  %3911 = select i1 %3910, float 0x7FF8000000000000, float %3909
  %3912 = select i1 true, float 0xFFF0000000000000, float %3911
  store float %3912, ptr %3908, align 4
  br label %if.end418

if.end418:                                        ; preds = %if.then417, %pad.body
  %pad.next = add nsw i64 %pad.iv, 128
  br label %pad.head, !llvm.loop !16

if.then419:                                       ; preds = %reached.else
  store i32 0, ptr %place421, align 4
  br i1 %439, label %place.then422, label %place.else423

if.end420:                                        ; preds = %if.end426, %reached.else
  call void @llvm.nvvm.barrier0()
  %3913 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br i1 %439, label %glist.then427, label %glist.else428

place.then422:                                    ; preds = %if.then419
  %3914 = load i32, ptr %sorted32, align 4
  %3915 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 15), align 4
  %3916 = icmp sgt i32 %3915, %3914
  %3917 = select i1 %3916, i32 16, i32 0
  %3918 = add i32 7, %3917
  %3919 = zext i32 %3918 to i64
  %3920 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3919
  %3921 = load i32, ptr addrspace(3) %3920, align 4
  %3922 = add i32 %3917, 8
  %3923 = icmp sgt i32 %3921, %3914
  %3924 = select i1 %3923, i32 %3922, i32 %3917
  %3925 = add i32 3, %3924
  %3926 = zext i32 %3925 to i64
  %3927 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3926
  %3928 = load i32, ptr addrspace(3) %3927, align 4
  %3929 = add i32 %3924, 4
  %3930 = icmp sgt i32 %3928, %3914
  %3931 = select i1 %3930, i32 %3929, i32 %3924
  %3932 = add i32 1, %3931
  %3933 = zext i32 %3932 to i64
  %3934 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3933
  %3935 = load i32, ptr addrspace(3) %3934, align 4
  %3936 = add i32 %3931, 2
  %3937 = icmp sgt i32 %3935, %3914
  %3938 = select i1 %3937, i32 %3936, i32 %3931
  %3939 = add i32 0, %3938
  %3940 = zext i32 %3939 to i64
  %3941 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3940
  %3942 = load i32, ptr addrspace(3) %3941, align 4
  %3943 = add i32 %3938, 1
  %3944 = icmp sgt i32 %3942, %3914
  %3945 = select i1 %3944, i32 %3943, i32 %3938
  %3946 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 31), align 4
  %3947 = icmp sgt i32 %3946, %3914
  %3948 = zext i1 %3947 to i32
  %3949 = add i32 %3945, %3948
  %3950 = add i32 0, %3949
  %3951 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 47), align 4
  %3952 = icmp sgt i32 %3951, %3914
  %3953 = select i1 %3952, i32 16, i32 0
  %3954 = add i32 39, %3953
  %3955 = zext i32 %3954 to i64
  %3956 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3955
  %3957 = load i32, ptr addrspace(3) %3956, align 4
  %3958 = add i32 %3953, 8
  %3959 = icmp sgt i32 %3957, %3914
  %3960 = select i1 %3959, i32 %3958, i32 %3953
  %3961 = add i32 35, %3960
  %3962 = zext i32 %3961 to i64
  %3963 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3962
  %3964 = load i32, ptr addrspace(3) %3963, align 4
  %3965 = add i32 %3960, 4
  %3966 = icmp sgt i32 %3964, %3914
  %3967 = select i1 %3966, i32 %3965, i32 %3960
  %3968 = add i32 33, %3967
  %3969 = zext i32 %3968 to i64
  %3970 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3969
  %3971 = load i32, ptr addrspace(3) %3970, align 4
  %3972 = add i32 %3967, 2
  %3973 = icmp sgt i32 %3971, %3914
  %3974 = select i1 %3973, i32 %3972, i32 %3967
  %3975 = add i32 32, %3974
  %3976 = zext i32 %3975 to i64
  %3977 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3976
  %3978 = load i32, ptr addrspace(3) %3977, align 4
  %3979 = add i32 %3974, 1
  %3980 = icmp sgt i32 %3978, %3914
  %3981 = select i1 %3980, i32 %3979, i32 %3974
  %3982 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 63), align 4
  %3983 = icmp sgt i32 %3982, %3914
  %3984 = zext i1 %3983 to i32
  %3985 = add i32 %3981, %3984
  %3986 = add i32 %3950, %3985
  %3987 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 79), align 4
  %3988 = icmp sgt i32 %3987, %3914
  %3989 = select i1 %3988, i32 16, i32 0
  %3990 = add i32 71, %3989
  %3991 = zext i32 %3990 to i64
  %3992 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3991
  %3993 = load i32, ptr addrspace(3) %3992, align 4
  %3994 = add i32 %3989, 8
  %3995 = icmp sgt i32 %3993, %3914
  %3996 = select i1 %3995, i32 %3994, i32 %3989
  %3997 = add i32 67, %3996
  %3998 = zext i32 %3997 to i64
  %3999 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %3998
  %4000 = load i32, ptr addrspace(3) %3999, align 4
  %4001 = add i32 %3996, 4
  %4002 = icmp sgt i32 %4000, %3914
  %4003 = select i1 %4002, i32 %4001, i32 %3996
  %4004 = add i32 65, %4003
  %4005 = zext i32 %4004 to i64
  %4006 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4005
  %4007 = load i32, ptr addrspace(3) %4006, align 4
  %4008 = add i32 %4003, 2
  %4009 = icmp sgt i32 %4007, %3914
  %4010 = select i1 %4009, i32 %4008, i32 %4003
  %4011 = add i32 64, %4010
  %4012 = zext i32 %4011 to i64
  %4013 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4012
  %4014 = load i32, ptr addrspace(3) %4013, align 4
  %4015 = add i32 %4010, 1
  %4016 = icmp sgt i32 %4014, %3914
  %4017 = select i1 %4016, i32 %4015, i32 %4010
  %4018 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 95), align 4
  %4019 = icmp sgt i32 %4018, %3914
  %4020 = zext i1 %4019 to i32
  %4021 = add i32 %4017, %4020
  %4022 = add i32 %3986, %4021
  %4023 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 111), align 4
  %4024 = icmp sgt i32 %4023, %3914
  %4025 = select i1 %4024, i32 16, i32 0
  %4026 = add i32 103, %4025
  %4027 = zext i32 %4026 to i64
  %4028 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4027
  %4029 = load i32, ptr addrspace(3) %4028, align 4
  %4030 = add i32 %4025, 8
  %4031 = icmp sgt i32 %4029, %3914
  %4032 = select i1 %4031, i32 %4030, i32 %4025
  %4033 = add i32 99, %4032
  %4034 = zext i32 %4033 to i64
  %4035 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4034
  %4036 = load i32, ptr addrspace(3) %4035, align 4
  %4037 = add i32 %4032, 4
  %4038 = icmp sgt i32 %4036, %3914
  %4039 = select i1 %4038, i32 %4037, i32 %4032
  %4040 = add i32 97, %4039
  %4041 = zext i32 %4040 to i64
  %4042 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4041
  %4043 = load i32, ptr addrspace(3) %4042, align 4
  %4044 = add i32 %4039, 2
  %4045 = icmp sgt i32 %4043, %3914
  %4046 = select i1 %4045, i32 %4044, i32 %4039
  %4047 = add i32 96, %4046
  %4048 = zext i32 %4047 to i64
  %4049 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 %4048
  %4050 = load i32, ptr addrspace(3) %4049, align 4
  %4051 = add i32 %4046, 1
  %4052 = icmp sgt i32 %4050, %3914
  %4053 = select i1 %4052, i32 %4051, i32 %4046
  %4054 = load i32, ptr addrspace(3) getelementptr (i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 6224), i64 127), align 4
  %4055 = icmp sgt i32 %4054, %3914
  %4056 = zext i1 %4055 to i32
  %4057 = add i32 %4053, %4056
  %4058 = add i32 %4022, %4057
  store i32 %4058, ptr %place421, align 4
  br label %place.end424

place.else423:                                    ; preds = %if.then419
  %4059 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 15), align 4
  %4060 = icmp sgt i64 %4059, %1809
  %4061 = select i1 %4060, i32 16, i32 0
  %4062 = add i32 7, %4061
  %4063 = zext i32 %4062 to i64
  %4064 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4063
  %4065 = load i64, ptr addrspace(3) %4064, align 4
  %4066 = add i32 %4061, 8
  %4067 = icmp sgt i64 %4065, %1809
  %4068 = select i1 %4067, i32 %4066, i32 %4061
  %4069 = add i32 3, %4068
  %4070 = zext i32 %4069 to i64
  %4071 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4070
  %4072 = load i64, ptr addrspace(3) %4071, align 4
  %4073 = add i32 %4068, 4
  %4074 = icmp sgt i64 %4072, %1809
  %4075 = select i1 %4074, i32 %4073, i32 %4068
  %4076 = add i32 1, %4075
  %4077 = zext i32 %4076 to i64
  %4078 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4077
  %4079 = load i64, ptr addrspace(3) %4078, align 4
  %4080 = add i32 %4075, 2
  %4081 = icmp sgt i64 %4079, %1809
  %4082 = select i1 %4081, i32 %4080, i32 %4075
  %4083 = add i32 0, %4082
  %4084 = zext i32 %4083 to i64
  %4085 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4084
  %4086 = load i64, ptr addrspace(3) %4085, align 4
  %4087 = add i32 %4082, 1
  %4088 = icmp sgt i64 %4086, %1809
  %4089 = select i1 %4088, i32 %4087, i32 %4082
  %4090 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 31), align 4
  %4091 = icmp sgt i64 %4090, %1809
  %4092 = zext i1 %4091 to i32
  %4093 = add i32 %4089, %4092
  %4094 = add i32 0, %4093
  %4095 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 47), align 4
  %4096 = icmp sgt i64 %4095, %1809
  %4097 = select i1 %4096, i32 16, i32 0
  %4098 = add i32 39, %4097
  %4099 = zext i32 %4098 to i64
  %4100 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4099
  %4101 = load i64, ptr addrspace(3) %4100, align 4
  %4102 = add i32 %4097, 8
  %4103 = icmp sgt i64 %4101, %1809
  %4104 = select i1 %4103, i32 %4102, i32 %4097
  %4105 = add i32 35, %4104
  %4106 = zext i32 %4105 to i64
  %4107 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4106
  %4108 = load i64, ptr addrspace(3) %4107, align 4
  %4109 = add i32 %4104, 4
  %4110 = icmp sgt i64 %4108, %1809
  %4111 = select i1 %4110, i32 %4109, i32 %4104
  %4112 = add i32 33, %4111
  %4113 = zext i32 %4112 to i64
  %4114 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4113
  %4115 = load i64, ptr addrspace(3) %4114, align 4
  %4116 = add i32 %4111, 2
  %4117 = icmp sgt i64 %4115, %1809
  %4118 = select i1 %4117, i32 %4116, i32 %4111
  %4119 = add i32 32, %4118
  %4120 = zext i32 %4119 to i64
  %4121 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4120
  %4122 = load i64, ptr addrspace(3) %4121, align 4
  %4123 = add i32 %4118, 1
  %4124 = icmp sgt i64 %4122, %1809
  %4125 = select i1 %4124, i32 %4123, i32 %4118
  %4126 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 63), align 4
  %4127 = icmp sgt i64 %4126, %1809
  %4128 = zext i1 %4127 to i32
  %4129 = add i32 %4125, %4128
  %4130 = add i32 %4094, %4129
  %4131 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 79), align 4
  %4132 = icmp sgt i64 %4131, %1809
  %4133 = select i1 %4132, i32 16, i32 0
  %4134 = add i32 71, %4133
  %4135 = zext i32 %4134 to i64
  %4136 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4135
  %4137 = load i64, ptr addrspace(3) %4136, align 4
  %4138 = add i32 %4133, 8
  %4139 = icmp sgt i64 %4137, %1809
  %4140 = select i1 %4139, i32 %4138, i32 %4133
  %4141 = add i32 67, %4140
  %4142 = zext i32 %4141 to i64
  %4143 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4142
  %4144 = load i64, ptr addrspace(3) %4143, align 4
  %4145 = add i32 %4140, 4
  %4146 = icmp sgt i64 %4144, %1809
  %4147 = select i1 %4146, i32 %4145, i32 %4140
  %4148 = add i32 65, %4147
  %4149 = zext i32 %4148 to i64
  %4150 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4149
  %4151 = load i64, ptr addrspace(3) %4150, align 4
  %4152 = add i32 %4147, 2
  %4153 = icmp sgt i64 %4151, %1809
  %4154 = select i1 %4153, i32 %4152, i32 %4147
  %4155 = add i32 64, %4154
  %4156 = zext i32 %4155 to i64
  %4157 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4156
  %4158 = load i64, ptr addrspace(3) %4157, align 4
  %4159 = add i32 %4154, 1
  %4160 = icmp sgt i64 %4158, %1809
  %4161 = select i1 %4160, i32 %4159, i32 %4154
  %4162 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 95), align 4
  %4163 = icmp sgt i64 %4162, %1809
  %4164 = zext i1 %4163 to i32
  %4165 = add i32 %4161, %4164
  %4166 = add i32 %4130, %4165
  %4167 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 111), align 4
  %4168 = icmp sgt i64 %4167, %1809
  %4169 = select i1 %4168, i32 16, i32 0
  %4170 = add i32 103, %4169
  %4171 = zext i32 %4170 to i64
  %4172 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4171
  %4173 = load i64, ptr addrspace(3) %4172, align 4
  %4174 = add i32 %4169, 8
  %4175 = icmp sgt i64 %4173, %1809
  %4176 = select i1 %4175, i32 %4174, i32 %4169
  %4177 = add i32 99, %4176
  %4178 = zext i32 %4177 to i64
  %4179 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4178
  %4180 = load i64, ptr addrspace(3) %4179, align 4
  %4181 = add i32 %4176, 4
  %4182 = icmp sgt i64 %4180, %1809
  %4183 = select i1 %4182, i32 %4181, i32 %4176
  %4184 = add i32 97, %4183
  %4185 = zext i32 %4184 to i64
  %4186 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4185
  %4187 = load i64, ptr addrspace(3) %4186, align 4
  %4188 = add i32 %4183, 2
  %4189 = icmp sgt i64 %4187, %1809
  %4190 = select i1 %4189, i32 %4188, i32 %4183
  %4191 = add i32 96, %4190
  %4192 = zext i32 %4191 to i64
  %4193 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 %4192
  %4194 = load i64, ptr addrspace(3) %4193, align 4
  %4195 = add i32 %4190, 1
  %4196 = icmp sgt i64 %4194, %1809
  %4197 = select i1 %4196, i32 %4195, i32 %4190
  %4198 = load i64, ptr addrspace(3) getelementptr (i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 80), i64 127), align 4
  %4199 = icmp sgt i64 %4198, %1809
  %4200 = zext i1 %4199 to i32
  %4201 = add i32 %4197, %4200
  %4202 = add i32 %4166, %4201
  store i32 %4202, ptr %place421, align 4
  br label %place.end424

place.end424:                                     ; preds = %place.else423, %place.then422
  %4203 = load i32, ptr %place421, align 4
  %4204 = icmp eq i32 %4203, 19
  br i1 %4204, label %if.then425, label %if.end426

if.then425:                                       ; preds = %place.end424
  %4205 = ashr i64 %1809, 32
  %4206 = trunc i64 %4205 to i32
  store i32 %4206, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8), align 4
  br label %if.end426

if.end426:                                        ; preds = %if.then425, %place.end424
  br label %if.end420

glist.then427:                                    ; preds = %if.end420
  %4207 = and i32 %3913, -65536
  %4208 = load i32, ptr %cachedmax, align 4
  %4209 = icmp sge i32 %4208, %4207
  br i1 %4209, label %if.then430, label %if.end431

glist.else428:                                    ; preds = %if.end420
  %4210 = add i64 %48, 2047
  %4211 = udiv i64 %4210, 2048
  br label %glist.head496

glist.end429:                                     ; preds = %glist.exit498, %if.end431
  call void @llvm.nvvm.barrier0()
  %4212 = load i32, ptr addrspace(3) @block_shared, align 4
  %4213 = icmp ugt i32 %4212, 256
  %4214 = xor i1 %4213, true
  br i1 %4214, label %if.then597, label %if.end598

if.then430:                                       ; preds = %glist.then427
  %4215 = load i32, ptr %cached, align 4
  %4216 = icmp sge i32 %4215, %4207
  %4217 = icmp ne i32 %4215, -2147483648
  %4218 = and i1 %4217, %4216
  br i1 %4218, label %if.then432, label %if.end433

if.end431:                                        ; preds = %if.end493, %glist.then427
  br label %glist.end429

if.then432:                                       ; preds = %if.then430
  %4219 = add i64 %23, 0
  %4220 = trunc i64 %4219 to i32
  %4221 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4222 = icmp ult i32 %4221, 256
  br i1 %4222, label %if.then434, label %if.end435

if.end433:                                        ; preds = %if.end435, %if.then430
  %4223 = load i32, ptr %cached27, align 4
  %4224 = icmp sge i32 %4223, %4207
  %4225 = icmp ne i32 %4223, -2147483648
  %4226 = and i1 %4225, %4224
  br i1 %4226, label %if.then436, label %if.end437

if.then434:                                       ; preds = %if.then432
  %4227 = zext i32 %4221 to i64
  %4228 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4227
  store i32 %4220, ptr addrspace(3) %4228, align 4
  br label %if.end435

if.end435:                                        ; preds = %if.then434, %if.then432
  br label %if.end433

if.then436:                                       ; preds = %if.end433
  %4229 = add i64 %23, 128
  %4230 = trunc i64 %4229 to i32
  %4231 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4232 = icmp ult i32 %4231, 256
  br i1 %4232, label %if.then438, label %if.end439

if.end437:                                        ; preds = %if.end439, %if.end433
  %4233 = load i32, ptr %cached28, align 4
  %4234 = icmp sge i32 %4233, %4207
  %4235 = icmp ne i32 %4233, -2147483648
  %4236 = and i1 %4235, %4234
  br i1 %4236, label %if.then440, label %if.end441

if.then438:                                       ; preds = %if.then436
  %4237 = zext i32 %4231 to i64
  %4238 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4237
  store i32 %4230, ptr addrspace(3) %4238, align 4
  br label %if.end439

if.end439:                                        ; preds = %if.then438, %if.then436
  br label %if.end437

if.then440:                                       ; preds = %if.end437
  %4239 = add i64 %23, 256
  %4240 = trunc i64 %4239 to i32
  %4241 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4242 = icmp ult i32 %4241, 256
  br i1 %4242, label %if.then442, label %if.end443

if.end441:                                        ; preds = %if.end443, %if.end437
  %4243 = load i32, ptr %cached29, align 4
  %4244 = icmp sge i32 %4243, %4207
  %4245 = icmp ne i32 %4243, -2147483648
  %4246 = and i1 %4245, %4244
  br i1 %4246, label %if.then444, label %if.end445

if.then442:                                       ; preds = %if.then440
  %4247 = zext i32 %4241 to i64
  %4248 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4247
  store i32 %4240, ptr addrspace(3) %4248, align 4
  br label %if.end443

if.end443:                                        ; preds = %if.then442, %if.then440
  br label %if.end441

if.then444:                                       ; preds = %if.end441
  %4249 = add i64 %23, 384
  %4250 = trunc i64 %4249 to i32
  %4251 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4252 = icmp ult i32 %4251, 256
  br i1 %4252, label %if.then446, label %if.end447

if.end445:                                        ; preds = %if.end447, %if.end441
  %4253 = load i32, ptr %cached30, align 4
  %4254 = icmp sge i32 %4253, %4207
  %4255 = icmp ne i32 %4253, -2147483648
  %4256 = and i1 %4255, %4254
  br i1 %4256, label %if.then448, label %if.end449

if.then446:                                       ; preds = %if.then444
  %4257 = zext i32 %4251 to i64
  %4258 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4257
  store i32 %4250, ptr addrspace(3) %4258, align 4
  br label %if.end447

if.end447:                                        ; preds = %if.then446, %if.then444
  br label %if.end445

if.then448:                                       ; preds = %if.end445
  %4259 = add i64 %23, 512
  %4260 = trunc i64 %4259 to i32
  %4261 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4262 = icmp ult i32 %4261, 256
  br i1 %4262, label %if.then450, label %if.end451

if.end449:                                        ; preds = %if.end451, %if.end445
  %4263 = load i32, ptr %cached31, align 4
  %4264 = icmp sge i32 %4263, %4207
  %4265 = icmp ne i32 %4263, -2147483648
  %4266 = and i1 %4265, %4264
  br i1 %4266, label %if.then452, label %if.end453

if.then450:                                       ; preds = %if.then448
  %4267 = zext i32 %4261 to i64
  %4268 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4267
  store i32 %4260, ptr addrspace(3) %4268, align 4
  br label %if.end451

if.end451:                                        ; preds = %if.then450, %if.then448
  br label %if.end449

if.then452:                                       ; preds = %if.end449
  %4269 = add i64 %23, 640
  %4270 = trunc i64 %4269 to i32
  %4271 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4272 = icmp ult i32 %4271, 256
  br i1 %4272, label %if.then454, label %if.end455

if.end453:                                        ; preds = %if.end455, %if.end449
  %4273 = load i32, ptr %cached32, align 4
  %4274 = icmp sge i32 %4273, %4207
  %4275 = icmp ne i32 %4273, -2147483648
  %4276 = and i1 %4275, %4274
  br i1 %4276, label %if.then456, label %if.end457

if.then454:                                       ; preds = %if.then452
  %4277 = zext i32 %4271 to i64
  %4278 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4277
  store i32 %4270, ptr addrspace(3) %4278, align 4
  br label %if.end455

if.end455:                                        ; preds = %if.then454, %if.then452
  br label %if.end453

if.then456:                                       ; preds = %if.end453
  %4279 = add i64 %23, 768
  %4280 = trunc i64 %4279 to i32
  %4281 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4282 = icmp ult i32 %4281, 256
  br i1 %4282, label %if.then458, label %if.end459

if.end457:                                        ; preds = %if.end459, %if.end453
  %4283 = load i32, ptr %cached33, align 4
  %4284 = icmp sge i32 %4283, %4207
  %4285 = icmp ne i32 %4283, -2147483648
  %4286 = and i1 %4285, %4284
  br i1 %4286, label %if.then460, label %if.end461

if.then458:                                       ; preds = %if.then456
  %4287 = zext i32 %4281 to i64
  %4288 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4287
  store i32 %4280, ptr addrspace(3) %4288, align 4
  br label %if.end459

if.end459:                                        ; preds = %if.then458, %if.then456
  br label %if.end457

if.then460:                                       ; preds = %if.end457
  %4289 = add i64 %23, 896
  %4290 = trunc i64 %4289 to i32
  %4291 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4292 = icmp ult i32 %4291, 256
  br i1 %4292, label %if.then462, label %if.end463

if.end461:                                        ; preds = %if.end463, %if.end457
  %4293 = load i32, ptr %cached34, align 4
  %4294 = icmp sge i32 %4293, %4207
  %4295 = icmp ne i32 %4293, -2147483648
  %4296 = and i1 %4295, %4294
  br i1 %4296, label %if.then464, label %if.end465

if.then462:                                       ; preds = %if.then460
  %4297 = zext i32 %4291 to i64
  %4298 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4297
  store i32 %4290, ptr addrspace(3) %4298, align 4
  br label %if.end463

if.end463:                                        ; preds = %if.then462, %if.then460
  br label %if.end461

if.then464:                                       ; preds = %if.end461
  %4299 = add i64 %23, 1024
  %4300 = trunc i64 %4299 to i32
  %4301 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4302 = icmp ult i32 %4301, 256
  br i1 %4302, label %if.then466, label %if.end467

if.end465:                                        ; preds = %if.end467, %if.end461
  %4303 = load i32, ptr %cached35, align 4
  %4304 = icmp sge i32 %4303, %4207
  %4305 = icmp ne i32 %4303, -2147483648
  %4306 = and i1 %4305, %4304
  br i1 %4306, label %if.then468, label %if.end469

if.then466:                                       ; preds = %if.then464
  %4307 = zext i32 %4301 to i64
  %4308 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4307
  store i32 %4300, ptr addrspace(3) %4308, align 4
  br label %if.end467

if.end467:                                        ; preds = %if.then466, %if.then464
  br label %if.end465

if.then468:                                       ; preds = %if.end465
  %4309 = add i64 %23, 1152
  %4310 = trunc i64 %4309 to i32
  %4311 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4312 = icmp ult i32 %4311, 256
  br i1 %4312, label %if.then470, label %if.end471

if.end469:                                        ; preds = %if.end471, %if.end465
  %4313 = load i32, ptr %cached36, align 4
  %4314 = icmp sge i32 %4313, %4207
  %4315 = icmp ne i32 %4313, -2147483648
  %4316 = and i1 %4315, %4314
  br i1 %4316, label %if.then472, label %if.end473

if.then470:                                       ; preds = %if.then468
  %4317 = zext i32 %4311 to i64
  %4318 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4317
  store i32 %4310, ptr addrspace(3) %4318, align 4
  br label %if.end471

if.end471:                                        ; preds = %if.then470, %if.then468
  br label %if.end469

if.then472:                                       ; preds = %if.end469
  %4319 = add i64 %23, 1280
  %4320 = trunc i64 %4319 to i32
  %4321 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4322 = icmp ult i32 %4321, 256
  br i1 %4322, label %if.then474, label %if.end475

if.end473:                                        ; preds = %if.end475, %if.end469
  %4323 = load i32, ptr %cached37, align 4
  %4324 = icmp sge i32 %4323, %4207
  %4325 = icmp ne i32 %4323, -2147483648
  %4326 = and i1 %4325, %4324
  br i1 %4326, label %if.then476, label %if.end477

if.then474:                                       ; preds = %if.then472
  %4327 = zext i32 %4321 to i64
  %4328 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4327
  store i32 %4320, ptr addrspace(3) %4328, align 4
  br label %if.end475

if.end475:                                        ; preds = %if.then474, %if.then472
  br label %if.end473

if.then476:                                       ; preds = %if.end473
  %4329 = add i64 %23, 1408
  %4330 = trunc i64 %4329 to i32
  %4331 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4332 = icmp ult i32 %4331, 256
  br i1 %4332, label %if.then478, label %if.end479

if.end477:                                        ; preds = %if.end479, %if.end473
  %4333 = load i32, ptr %cached38, align 4
  %4334 = icmp sge i32 %4333, %4207
  %4335 = icmp ne i32 %4333, -2147483648
  %4336 = and i1 %4335, %4334
  br i1 %4336, label %if.then480, label %if.end481

if.then478:                                       ; preds = %if.then476
  %4337 = zext i32 %4331 to i64
  %4338 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4337
  store i32 %4330, ptr addrspace(3) %4338, align 4
  br label %if.end479

if.end479:                                        ; preds = %if.then478, %if.then476
  br label %if.end477

if.then480:                                       ; preds = %if.end477
  %4339 = add i64 %23, 1536
  %4340 = trunc i64 %4339 to i32
  %4341 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4342 = icmp ult i32 %4341, 256
  br i1 %4342, label %if.then482, label %if.end483

if.end481:                                        ; preds = %if.end483, %if.end477
  %4343 = load i32, ptr %cached39, align 4
  %4344 = icmp sge i32 %4343, %4207
  %4345 = icmp ne i32 %4343, -2147483648
  %4346 = and i1 %4345, %4344
  br i1 %4346, label %if.then484, label %if.end485

if.then482:                                       ; preds = %if.then480
  %4347 = zext i32 %4341 to i64
  %4348 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4347
  store i32 %4340, ptr addrspace(3) %4348, align 4
  br label %if.end483

if.end483:                                        ; preds = %if.then482, %if.then480
  br label %if.end481

if.then484:                                       ; preds = %if.end481
  %4349 = add i64 %23, 1664
  %4350 = trunc i64 %4349 to i32
  %4351 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4352 = icmp ult i32 %4351, 256
  br i1 %4352, label %if.then486, label %if.end487

if.end485:                                        ; preds = %if.end487, %if.end481
  %4353 = load i32, ptr %cached40, align 4
  %4354 = icmp sge i32 %4353, %4207
  %4355 = icmp ne i32 %4353, -2147483648
  %4356 = and i1 %4355, %4354
  br i1 %4356, label %if.then488, label %if.end489

if.then486:                                       ; preds = %if.then484
  %4357 = zext i32 %4351 to i64
  %4358 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4357
  store i32 %4350, ptr addrspace(3) %4358, align 4
  br label %if.end487

if.end487:                                        ; preds = %if.then486, %if.then484
  br label %if.end485

if.then488:                                       ; preds = %if.end485
  %4359 = add i64 %23, 1792
  %4360 = trunc i64 %4359 to i32
  %4361 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4362 = icmp ult i32 %4361, 256
  br i1 %4362, label %if.then490, label %if.end491

if.end489:                                        ; preds = %if.end491, %if.end485
  %4363 = load i32, ptr %cached41, align 4
  %4364 = icmp sge i32 %4363, %4207
  %4365 = icmp ne i32 %4363, -2147483648
  %4366 = and i1 %4365, %4364
  br i1 %4366, label %if.then492, label %if.end493

if.then490:                                       ; preds = %if.then488
  %4367 = zext i32 %4361 to i64
  %4368 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4367
  store i32 %4360, ptr addrspace(3) %4368, align 4
  br label %if.end491

if.end491:                                        ; preds = %if.then490, %if.then488
  br label %if.end489

if.then492:                                       ; preds = %if.end489
  %4369 = add i64 %23, 1920
  %4370 = trunc i64 %4369 to i32
  %4371 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4372 = icmp ult i32 %4371, 256
  br i1 %4372, label %if.then494, label %if.end495

if.end493:                                        ; preds = %if.end495, %if.end489
  br label %if.end431

if.then494:                                       ; preds = %if.then492
  %4373 = zext i32 %4371 to i64
  %4374 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4373
  store i32 %4370, ptr addrspace(3) %4374, align 4
  br label %if.end495

if.end495:                                        ; preds = %if.then494, %if.then492
  br label %if.end493

glist.head496:                                    ; preds = %if.end591, %glist.else428
  %glist.iv499 = phi i64 [ 0, %glist.else428 ], [ %glist.next596, %if.end591 ]
  %4375 = icmp slt i64 %glist.iv499, %4211
  br i1 %4375, label %glist.body497, label %glist.exit498

glist.body497:                                    ; preds = %glist.head496
  %4376 = mul i64 %glist.iv499, 2048
  %4377 = add i64 %4376, 0
  %4378 = add i64 %23, %4377
  %4379 = icmp slt i64 %4378, %48
  %4380 = select i1 %4379, i64 %4378, i64 0
  %4381 = getelementptr i32, ptr %51, i64 %4380
  %4382 = load i32, ptr %4381, align 4
  %4383 = and i32 %4382, -65536
  %4384 = bitcast i32 %4383 to float
  %4385 = and i32 %4382, 65535
  %4386 = zext i32 %4385 to i64
  %4387 = bitcast float %4384 to i32
  %4388 = fcmp uno float %4384, %4384
  %4389 = select i1 %4388, i32 2143289344, i32 %4387
  %4390 = xor i32 %4389, 2147483647
  %4391 = icmp sge i32 %4389, 0
  %4392 = select i1 %4391, i32 %4389, i32 %4390
  %4393 = sext i32 %4392 to i64
  %4394 = shl i64 %4393, 32
  %4395 = or i64 %4394, %4386
  %4396 = mul i64 %glist.iv499, 2048
  %4397 = add i64 %4396, 128
  %4398 = add i64 %23, %4397
  %4399 = icmp slt i64 %4398, %48
  %4400 = select i1 %4399, i64 %4398, i64 0
  %4401 = getelementptr i32, ptr %51, i64 %4400
  %4402 = load i32, ptr %4401, align 4
  %4403 = and i32 %4402, -65536
  %4404 = bitcast i32 %4403 to float
  %4405 = and i32 %4402, 65535
  %4406 = zext i32 %4405 to i64
  %4407 = bitcast float %4404 to i32
  %4408 = fcmp uno float %4404, %4404
  %4409 = select i1 %4408, i32 2143289344, i32 %4407
  %4410 = xor i32 %4409, 2147483647
  %4411 = icmp sge i32 %4409, 0
  %4412 = select i1 %4411, i32 %4409, i32 %4410
  %4413 = sext i32 %4412 to i64
  %4414 = shl i64 %4413, 32
  %4415 = or i64 %4414, %4406
  %4416 = mul i64 %glist.iv499, 2048
  %4417 = add i64 %4416, 256
  %4418 = add i64 %23, %4417
  %4419 = icmp slt i64 %4418, %48
  %4420 = select i1 %4419, i64 %4418, i64 0
  %4421 = getelementptr i32, ptr %51, i64 %4420
  %4422 = load i32, ptr %4421, align 4
  %4423 = and i32 %4422, -65536
  %4424 = bitcast i32 %4423 to float
  %4425 = and i32 %4422, 65535
  %4426 = zext i32 %4425 to i64
  %4427 = bitcast float %4424 to i32
  %4428 = fcmp uno float %4424, %4424
  %4429 = select i1 %4428, i32 2143289344, i32 %4427
  %4430 = xor i32 %4429, 2147483647
  %4431 = icmp sge i32 %4429, 0
  %4432 = select i1 %4431, i32 %4429, i32 %4430
  %4433 = sext i32 %4432 to i64
  %4434 = shl i64 %4433, 32
  %4435 = or i64 %4434, %4426
  %4436 = mul i64 %glist.iv499, 2048
  %4437 = add i64 %4436, 384
  %4438 = add i64 %23, %4437
  %4439 = icmp slt i64 %4438, %48
  %4440 = select i1 %4439, i64 %4438, i64 0
  %4441 = getelementptr i32, ptr %51, i64 %4440
  %4442 = load i32, ptr %4441, align 4
  %4443 = and i32 %4442, -65536
  %4444 = bitcast i32 %4443 to float
  %4445 = and i32 %4442, 65535
  %4446 = zext i32 %4445 to i64
  %4447 = bitcast float %4444 to i32
  %4448 = fcmp uno float %4444, %4444
  %4449 = select i1 %4448, i32 2143289344, i32 %4447
  %4450 = xor i32 %4449, 2147483647
  %4451 = icmp sge i32 %4449, 0
  %4452 = select i1 %4451, i32 %4449, i32 %4450
  %4453 = sext i32 %4452 to i64
  %4454 = shl i64 %4453, 32
  %4455 = or i64 %4454, %4446
  %4456 = mul i64 %glist.iv499, 2048
  %4457 = add i64 %4456, 512
  %4458 = add i64 %23, %4457
  %4459 = icmp slt i64 %4458, %48
  %4460 = select i1 %4459, i64 %4458, i64 0
  %4461 = getelementptr i32, ptr %51, i64 %4460
  %4462 = load i32, ptr %4461, align 4
  %4463 = and i32 %4462, -65536
  %4464 = bitcast i32 %4463 to float
  %4465 = and i32 %4462, 65535
  %4466 = zext i32 %4465 to i64
  %4467 = bitcast float %4464 to i32
  %4468 = fcmp uno float %4464, %4464
  %4469 = select i1 %4468, i32 2143289344, i32 %4467
  %4470 = xor i32 %4469, 2147483647
  %4471 = icmp sge i32 %4469, 0
  %4472 = select i1 %4471, i32 %4469, i32 %4470
  %4473 = sext i32 %4472 to i64
  %4474 = shl i64 %4473, 32
  %4475 = or i64 %4474, %4466
  %4476 = mul i64 %glist.iv499, 2048
  %4477 = add i64 %4476, 640
  %4478 = add i64 %23, %4477
  %4479 = icmp slt i64 %4478, %48
  %4480 = select i1 %4479, i64 %4478, i64 0
  %4481 = getelementptr i32, ptr %51, i64 %4480
  %4482 = load i32, ptr %4481, align 4
  %4483 = and i32 %4482, -65536
  %4484 = bitcast i32 %4483 to float
  %4485 = and i32 %4482, 65535
  %4486 = zext i32 %4485 to i64
  %4487 = bitcast float %4484 to i32
  %4488 = fcmp uno float %4484, %4484
  %4489 = select i1 %4488, i32 2143289344, i32 %4487
  %4490 = xor i32 %4489, 2147483647
  %4491 = icmp sge i32 %4489, 0
  %4492 = select i1 %4491, i32 %4489, i32 %4490
  %4493 = sext i32 %4492 to i64
  %4494 = shl i64 %4493, 32
  %4495 = or i64 %4494, %4486
  %4496 = mul i64 %glist.iv499, 2048
  %4497 = add i64 %4496, 768
  %4498 = add i64 %23, %4497
  %4499 = icmp slt i64 %4498, %48
  %4500 = select i1 %4499, i64 %4498, i64 0
  %4501 = getelementptr i32, ptr %51, i64 %4500
  %4502 = load i32, ptr %4501, align 4
  %4503 = and i32 %4502, -65536
  %4504 = bitcast i32 %4503 to float
  %4505 = and i32 %4502, 65535
  %4506 = zext i32 %4505 to i64
  %4507 = bitcast float %4504 to i32
  %4508 = fcmp uno float %4504, %4504
  %4509 = select i1 %4508, i32 2143289344, i32 %4507
  %4510 = xor i32 %4509, 2147483647
  %4511 = icmp sge i32 %4509, 0
  %4512 = select i1 %4511, i32 %4509, i32 %4510
  %4513 = sext i32 %4512 to i64
  %4514 = shl i64 %4513, 32
  %4515 = or i64 %4514, %4506
  %4516 = mul i64 %glist.iv499, 2048
  %4517 = add i64 %4516, 896
  %4518 = add i64 %23, %4517
  %4519 = icmp slt i64 %4518, %48
  %4520 = select i1 %4519, i64 %4518, i64 0
  %4521 = getelementptr i32, ptr %51, i64 %4520
  %4522 = load i32, ptr %4521, align 4
  %4523 = and i32 %4522, -65536
  %4524 = bitcast i32 %4523 to float
  %4525 = and i32 %4522, 65535
  %4526 = zext i32 %4525 to i64
  %4527 = bitcast float %4524 to i32
  %4528 = fcmp uno float %4524, %4524
  %4529 = select i1 %4528, i32 2143289344, i32 %4527
  %4530 = xor i32 %4529, 2147483647
  %4531 = icmp sge i32 %4529, 0
  %4532 = select i1 %4531, i32 %4529, i32 %4530
  %4533 = sext i32 %4532 to i64
  %4534 = shl i64 %4533, 32
  %4535 = or i64 %4534, %4526
  %4536 = mul i64 %glist.iv499, 2048
  %4537 = add i64 %4536, 1024
  %4538 = add i64 %23, %4537
  %4539 = icmp slt i64 %4538, %48
  %4540 = select i1 %4539, i64 %4538, i64 0
  %4541 = getelementptr i32, ptr %51, i64 %4540
  %4542 = load i32, ptr %4541, align 4
  %4543 = and i32 %4542, -65536
  %4544 = bitcast i32 %4543 to float
  %4545 = and i32 %4542, 65535
  %4546 = zext i32 %4545 to i64
  %4547 = bitcast float %4544 to i32
  %4548 = fcmp uno float %4544, %4544
  %4549 = select i1 %4548, i32 2143289344, i32 %4547
  %4550 = xor i32 %4549, 2147483647
  %4551 = icmp sge i32 %4549, 0
  %4552 = select i1 %4551, i32 %4549, i32 %4550
  %4553 = sext i32 %4552 to i64
  %4554 = shl i64 %4553, 32
  %4555 = or i64 %4554, %4546
  %4556 = mul i64 %glist.iv499, 2048
  %4557 = add i64 %4556, 1152
  %4558 = add i64 %23, %4557
  %4559 = icmp slt i64 %4558, %48
  %4560 = select i1 %4559, i64 %4558, i64 0
  %4561 = getelementptr i32, ptr %51, i64 %4560
  %4562 = load i32, ptr %4561, align 4
  %4563 = and i32 %4562, -65536
  %4564 = bitcast i32 %4563 to float
  %4565 = and i32 %4562, 65535
  %4566 = zext i32 %4565 to i64
  %4567 = bitcast float %4564 to i32
  %4568 = fcmp uno float %4564, %4564
  %4569 = select i1 %4568, i32 2143289344, i32 %4567
  %4570 = xor i32 %4569, 2147483647
  %4571 = icmp sge i32 %4569, 0
  %4572 = select i1 %4571, i32 %4569, i32 %4570
  %4573 = sext i32 %4572 to i64
  %4574 = shl i64 %4573, 32
  %4575 = or i64 %4574, %4566
  %4576 = mul i64 %glist.iv499, 2048
  %4577 = add i64 %4576, 1280
  %4578 = add i64 %23, %4577
  %4579 = icmp slt i64 %4578, %48
  %4580 = select i1 %4579, i64 %4578, i64 0
  %4581 = getelementptr i32, ptr %51, i64 %4580
  %4582 = load i32, ptr %4581, align 4
  %4583 = and i32 %4582, -65536
  %4584 = bitcast i32 %4583 to float
  %4585 = and i32 %4582, 65535
  %4586 = zext i32 %4585 to i64
  %4587 = bitcast float %4584 to i32
  %4588 = fcmp uno float %4584, %4584
  %4589 = select i1 %4588, i32 2143289344, i32 %4587
  %4590 = xor i32 %4589, 2147483647
  %4591 = icmp sge i32 %4589, 0
  %4592 = select i1 %4591, i32 %4589, i32 %4590
  %4593 = sext i32 %4592 to i64
  %4594 = shl i64 %4593, 32
  %4595 = or i64 %4594, %4586
  %4596 = mul i64 %glist.iv499, 2048
  %4597 = add i64 %4596, 1408
  %4598 = add i64 %23, %4597
  %4599 = icmp slt i64 %4598, %48
  %4600 = select i1 %4599, i64 %4598, i64 0
  %4601 = getelementptr i32, ptr %51, i64 %4600
  %4602 = load i32, ptr %4601, align 4
  %4603 = and i32 %4602, -65536
  %4604 = bitcast i32 %4603 to float
  %4605 = and i32 %4602, 65535
  %4606 = zext i32 %4605 to i64
  %4607 = bitcast float %4604 to i32
  %4608 = fcmp uno float %4604, %4604
  %4609 = select i1 %4608, i32 2143289344, i32 %4607
  %4610 = xor i32 %4609, 2147483647
  %4611 = icmp sge i32 %4609, 0
  %4612 = select i1 %4611, i32 %4609, i32 %4610
  %4613 = sext i32 %4612 to i64
  %4614 = shl i64 %4613, 32
  %4615 = or i64 %4614, %4606
  %4616 = mul i64 %glist.iv499, 2048
  %4617 = add i64 %4616, 1536
  %4618 = add i64 %23, %4617
  %4619 = icmp slt i64 %4618, %48
  %4620 = select i1 %4619, i64 %4618, i64 0
  %4621 = getelementptr i32, ptr %51, i64 %4620
  %4622 = load i32, ptr %4621, align 4
  %4623 = and i32 %4622, -65536
  %4624 = bitcast i32 %4623 to float
  %4625 = and i32 %4622, 65535
  %4626 = zext i32 %4625 to i64
  %4627 = bitcast float %4624 to i32
  %4628 = fcmp uno float %4624, %4624
  %4629 = select i1 %4628, i32 2143289344, i32 %4627
  %4630 = xor i32 %4629, 2147483647
  %4631 = icmp sge i32 %4629, 0
  %4632 = select i1 %4631, i32 %4629, i32 %4630
  %4633 = sext i32 %4632 to i64
  %4634 = shl i64 %4633, 32
  %4635 = or i64 %4634, %4626
  %4636 = mul i64 %glist.iv499, 2048
  %4637 = add i64 %4636, 1664
  %4638 = add i64 %23, %4637
  %4639 = icmp slt i64 %4638, %48
  %4640 = select i1 %4639, i64 %4638, i64 0
  %4641 = getelementptr i32, ptr %51, i64 %4640
  %4642 = load i32, ptr %4641, align 4
  %4643 = and i32 %4642, -65536
  %4644 = bitcast i32 %4643 to float
  %4645 = and i32 %4642, 65535
  %4646 = zext i32 %4645 to i64
  %4647 = bitcast float %4644 to i32
  %4648 = fcmp uno float %4644, %4644
  %4649 = select i1 %4648, i32 2143289344, i32 %4647
  %4650 = xor i32 %4649, 2147483647
  %4651 = icmp sge i32 %4649, 0
  %4652 = select i1 %4651, i32 %4649, i32 %4650
  %4653 = sext i32 %4652 to i64
  %4654 = shl i64 %4653, 32
  %4655 = or i64 %4654, %4646
  %4656 = mul i64 %glist.iv499, 2048
  %4657 = add i64 %4656, 1792
  %4658 = add i64 %23, %4657
  %4659 = icmp slt i64 %4658, %48
  %4660 = select i1 %4659, i64 %4658, i64 0
  %4661 = getelementptr i32, ptr %51, i64 %4660
  %4662 = load i32, ptr %4661, align 4
  %4663 = and i32 %4662, -65536
  %4664 = bitcast i32 %4663 to float
  %4665 = and i32 %4662, 65535
  %4666 = zext i32 %4665 to i64
  %4667 = bitcast float %4664 to i32
  %4668 = fcmp uno float %4664, %4664
  %4669 = select i1 %4668, i32 2143289344, i32 %4667
  %4670 = xor i32 %4669, 2147483647
  %4671 = icmp sge i32 %4669, 0
  %4672 = select i1 %4671, i32 %4669, i32 %4670
  %4673 = sext i32 %4672 to i64
  %4674 = shl i64 %4673, 32
  %4675 = or i64 %4674, %4666
  %4676 = mul i64 %glist.iv499, 2048
  %4677 = add i64 %4676, 1920
  %4678 = add i64 %23, %4677
  %4679 = icmp slt i64 %4678, %48
  %4680 = select i1 %4679, i64 %4678, i64 0
  %4681 = getelementptr i32, ptr %51, i64 %4680
  %4682 = load i32, ptr %4681, align 4
  %4683 = and i32 %4682, -65536
  %4684 = bitcast i32 %4683 to float
  %4685 = and i32 %4682, 65535
  %4686 = zext i32 %4685 to i64
  %4687 = bitcast float %4684 to i32
  %4688 = fcmp uno float %4684, %4684
  %4689 = select i1 %4688, i32 2143289344, i32 %4687
  %4690 = xor i32 %4689, 2147483647
  %4691 = icmp sge i32 %4689, 0
  %4692 = select i1 %4691, i32 %4689, i32 %4690
  %4693 = sext i32 %4692 to i64
  %4694 = shl i64 %4693, 32
  %4695 = or i64 %4694, %4686
  br i1 %4379, label %if.then500, label %if.end501

glist.exit498:                                    ; preds = %glist.head496
  br label %glist.end429

if.then500:                                       ; preds = %glist.body497
  %4696 = ashr i64 %4395, 32
  %4697 = trunc i64 %4696 to i32
  %4698 = icmp sge i32 %4697, %3913
  br i1 %4698, label %if.then502, label %if.end503

if.end501:                                        ; preds = %if.end503, %glist.body497
  br i1 %4399, label %if.then506, label %if.end507

if.then502:                                       ; preds = %if.then500
  %4699 = trunc i64 %4378 to i32
  %4700 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4701 = icmp ult i32 %4700, 256
  br i1 %4701, label %if.then504, label %if.end505

if.end503:                                        ; preds = %if.end505, %if.then500
  br label %if.end501

if.then504:                                       ; preds = %if.then502
  %4702 = zext i32 %4700 to i64
  %4703 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4702
  store i32 %4699, ptr addrspace(3) %4703, align 4
  br label %if.end505

if.end505:                                        ; preds = %if.then504, %if.then502
  br label %if.end503

if.then506:                                       ; preds = %if.end501
  %4704 = ashr i64 %4415, 32
  %4705 = trunc i64 %4704 to i32
  %4706 = icmp sge i32 %4705, %3913
  br i1 %4706, label %if.then508, label %if.end509

if.end507:                                        ; preds = %if.end509, %if.end501
  br i1 %4419, label %if.then512, label %if.end513

if.then508:                                       ; preds = %if.then506
  %4707 = trunc i64 %4398 to i32
  %4708 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4709 = icmp ult i32 %4708, 256
  br i1 %4709, label %if.then510, label %if.end511

if.end509:                                        ; preds = %if.end511, %if.then506
  br label %if.end507

if.then510:                                       ; preds = %if.then508
  %4710 = zext i32 %4708 to i64
  %4711 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4710
  store i32 %4707, ptr addrspace(3) %4711, align 4
  br label %if.end511

if.end511:                                        ; preds = %if.then510, %if.then508
  br label %if.end509

if.then512:                                       ; preds = %if.end507
  %4712 = ashr i64 %4435, 32
  %4713 = trunc i64 %4712 to i32
  %4714 = icmp sge i32 %4713, %3913
  br i1 %4714, label %if.then514, label %if.end515

if.end513:                                        ; preds = %if.end515, %if.end507
  br i1 %4439, label %if.then518, label %if.end519

if.then514:                                       ; preds = %if.then512
  %4715 = trunc i64 %4418 to i32
  %4716 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4717 = icmp ult i32 %4716, 256
  br i1 %4717, label %if.then516, label %if.end517

if.end515:                                        ; preds = %if.end517, %if.then512
  br label %if.end513

if.then516:                                       ; preds = %if.then514
  %4718 = zext i32 %4716 to i64
  %4719 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4718
  store i32 %4715, ptr addrspace(3) %4719, align 4
  br label %if.end517

if.end517:                                        ; preds = %if.then516, %if.then514
  br label %if.end515

if.then518:                                       ; preds = %if.end513
  %4720 = ashr i64 %4455, 32
  %4721 = trunc i64 %4720 to i32
  %4722 = icmp sge i32 %4721, %3913
  br i1 %4722, label %if.then520, label %if.end521

if.end519:                                        ; preds = %if.end521, %if.end513
  br i1 %4459, label %if.then524, label %if.end525

if.then520:                                       ; preds = %if.then518
  %4723 = trunc i64 %4438 to i32
  %4724 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4725 = icmp ult i32 %4724, 256
  br i1 %4725, label %if.then522, label %if.end523

if.end521:                                        ; preds = %if.end523, %if.then518
  br label %if.end519

if.then522:                                       ; preds = %if.then520
  %4726 = zext i32 %4724 to i64
  %4727 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4726
  store i32 %4723, ptr addrspace(3) %4727, align 4
  br label %if.end523

if.end523:                                        ; preds = %if.then522, %if.then520
  br label %if.end521

if.then524:                                       ; preds = %if.end519
  %4728 = ashr i64 %4475, 32
  %4729 = trunc i64 %4728 to i32
  %4730 = icmp sge i32 %4729, %3913
  br i1 %4730, label %if.then526, label %if.end527

if.end525:                                        ; preds = %if.end527, %if.end519
  br i1 %4479, label %if.then530, label %if.end531

if.then526:                                       ; preds = %if.then524
  %4731 = trunc i64 %4458 to i32
  %4732 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4733 = icmp ult i32 %4732, 256
  br i1 %4733, label %if.then528, label %if.end529

if.end527:                                        ; preds = %if.end529, %if.then524
  br label %if.end525

if.then528:                                       ; preds = %if.then526
  %4734 = zext i32 %4732 to i64
  %4735 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4734
  store i32 %4731, ptr addrspace(3) %4735, align 4
  br label %if.end529

if.end529:                                        ; preds = %if.then528, %if.then526
  br label %if.end527

if.then530:                                       ; preds = %if.end525
  %4736 = ashr i64 %4495, 32
  %4737 = trunc i64 %4736 to i32
  %4738 = icmp sge i32 %4737, %3913
  br i1 %4738, label %if.then532, label %if.end533

if.end531:                                        ; preds = %if.end533, %if.end525
  br i1 %4499, label %if.then536, label %if.end537

if.then532:                                       ; preds = %if.then530
  %4739 = trunc i64 %4478 to i32
  %4740 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4741 = icmp ult i32 %4740, 256
  br i1 %4741, label %if.then534, label %if.end535

if.end533:                                        ; preds = %if.end535, %if.then530
  br label %if.end531

if.then534:                                       ; preds = %if.then532
  %4742 = zext i32 %4740 to i64
  %4743 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4742
  store i32 %4739, ptr addrspace(3) %4743, align 4
  br label %if.end535

if.end535:                                        ; preds = %if.then534, %if.then532
  br label %if.end533

if.then536:                                       ; preds = %if.end531
  %4744 = ashr i64 %4515, 32
  %4745 = trunc i64 %4744 to i32
  %4746 = icmp sge i32 %4745, %3913
  br i1 %4746, label %if.then538, label %if.end539

if.end537:                                        ; preds = %if.end539, %if.end531
  br i1 %4519, label %if.then542, label %if.end543

if.then538:                                       ; preds = %if.then536
  %4747 = trunc i64 %4498 to i32
  %4748 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4749 = icmp ult i32 %4748, 256
  br i1 %4749, label %if.then540, label %if.end541

if.end539:                                        ; preds = %if.end541, %if.then536
  br label %if.end537

if.then540:                                       ; preds = %if.then538
  %4750 = zext i32 %4748 to i64
  %4751 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4750
  store i32 %4747, ptr addrspace(3) %4751, align 4
  br label %if.end541

if.end541:                                        ; preds = %if.then540, %if.then538
  br label %if.end539

if.then542:                                       ; preds = %if.end537
  %4752 = ashr i64 %4535, 32
  %4753 = trunc i64 %4752 to i32
  %4754 = icmp sge i32 %4753, %3913
  br i1 %4754, label %if.then544, label %if.end545

if.end543:                                        ; preds = %if.end545, %if.end537
  br i1 %4539, label %if.then548, label %if.end549

if.then544:                                       ; preds = %if.then542
  %4755 = trunc i64 %4518 to i32
  %4756 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4757 = icmp ult i32 %4756, 256
  br i1 %4757, label %if.then546, label %if.end547

if.end545:                                        ; preds = %if.end547, %if.then542
  br label %if.end543

if.then546:                                       ; preds = %if.then544
  %4758 = zext i32 %4756 to i64
  %4759 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4758
  store i32 %4755, ptr addrspace(3) %4759, align 4
  br label %if.end547

if.end547:                                        ; preds = %if.then546, %if.then544
  br label %if.end545

if.then548:                                       ; preds = %if.end543
  %4760 = ashr i64 %4555, 32
  %4761 = trunc i64 %4760 to i32
  %4762 = icmp sge i32 %4761, %3913
  br i1 %4762, label %if.then550, label %if.end551

if.end549:                                        ; preds = %if.end551, %if.end543
  br i1 %4559, label %if.then554, label %if.end555

if.then550:                                       ; preds = %if.then548
  %4763 = trunc i64 %4538 to i32
  %4764 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4765 = icmp ult i32 %4764, 256
  br i1 %4765, label %if.then552, label %if.end553

if.end551:                                        ; preds = %if.end553, %if.then548
  br label %if.end549

if.then552:                                       ; preds = %if.then550
  %4766 = zext i32 %4764 to i64
  %4767 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4766
  store i32 %4763, ptr addrspace(3) %4767, align 4
  br label %if.end553

if.end553:                                        ; preds = %if.then552, %if.then550
  br label %if.end551

if.then554:                                       ; preds = %if.end549
  %4768 = ashr i64 %4575, 32
  %4769 = trunc i64 %4768 to i32
  %4770 = icmp sge i32 %4769, %3913
  br i1 %4770, label %if.then556, label %if.end557

if.end555:                                        ; preds = %if.end557, %if.end549
  br i1 %4579, label %if.then560, label %if.end561

if.then556:                                       ; preds = %if.then554
  %4771 = trunc i64 %4558 to i32
  %4772 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4773 = icmp ult i32 %4772, 256
  br i1 %4773, label %if.then558, label %if.end559

if.end557:                                        ; preds = %if.end559, %if.then554
  br label %if.end555

if.then558:                                       ; preds = %if.then556
  %4774 = zext i32 %4772 to i64
  %4775 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4774
  store i32 %4771, ptr addrspace(3) %4775, align 4
  br label %if.end559

if.end559:                                        ; preds = %if.then558, %if.then556
  br label %if.end557

if.then560:                                       ; preds = %if.end555
  %4776 = ashr i64 %4595, 32
  %4777 = trunc i64 %4776 to i32
  %4778 = icmp sge i32 %4777, %3913
  br i1 %4778, label %if.then562, label %if.end563

if.end561:                                        ; preds = %if.end563, %if.end555
  br i1 %4599, label %if.then566, label %if.end567

if.then562:                                       ; preds = %if.then560
  %4779 = trunc i64 %4578 to i32
  %4780 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4781 = icmp ult i32 %4780, 256
  br i1 %4781, label %if.then564, label %if.end565

if.end563:                                        ; preds = %if.end565, %if.then560
  br label %if.end561

if.then564:                                       ; preds = %if.then562
  %4782 = zext i32 %4780 to i64
  %4783 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4782
  store i32 %4779, ptr addrspace(3) %4783, align 4
  br label %if.end565

if.end565:                                        ; preds = %if.then564, %if.then562
  br label %if.end563

if.then566:                                       ; preds = %if.end561
  %4784 = ashr i64 %4615, 32
  %4785 = trunc i64 %4784 to i32
  %4786 = icmp sge i32 %4785, %3913
  br i1 %4786, label %if.then568, label %if.end569

if.end567:                                        ; preds = %if.end569, %if.end561
  br i1 %4619, label %if.then572, label %if.end573

if.then568:                                       ; preds = %if.then566
  %4787 = trunc i64 %4598 to i32
  %4788 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4789 = icmp ult i32 %4788, 256
  br i1 %4789, label %if.then570, label %if.end571

if.end569:                                        ; preds = %if.end571, %if.then566
  br label %if.end567

if.then570:                                       ; preds = %if.then568
  %4790 = zext i32 %4788 to i64
  %4791 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4790
  store i32 %4787, ptr addrspace(3) %4791, align 4
  br label %if.end571

if.end571:                                        ; preds = %if.then570, %if.then568
  br label %if.end569

if.then572:                                       ; preds = %if.end567
  %4792 = ashr i64 %4635, 32
  %4793 = trunc i64 %4792 to i32
  %4794 = icmp sge i32 %4793, %3913
  br i1 %4794, label %if.then574, label %if.end575

if.end573:                                        ; preds = %if.end575, %if.end567
  br i1 %4639, label %if.then578, label %if.end579

if.then574:                                       ; preds = %if.then572
  %4795 = trunc i64 %4618 to i32
  %4796 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4797 = icmp ult i32 %4796, 256
  br i1 %4797, label %if.then576, label %if.end577

if.end575:                                        ; preds = %if.end577, %if.then572
  br label %if.end573

if.then576:                                       ; preds = %if.then574
  %4798 = zext i32 %4796 to i64
  %4799 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4798
  store i32 %4795, ptr addrspace(3) %4799, align 4
  br label %if.end577

if.end577:                                        ; preds = %if.then576, %if.then574
  br label %if.end575

if.then578:                                       ; preds = %if.end573
  %4800 = ashr i64 %4655, 32
  %4801 = trunc i64 %4800 to i32
  %4802 = icmp sge i32 %4801, %3913
  br i1 %4802, label %if.then580, label %if.end581

if.end579:                                        ; preds = %if.end581, %if.end573
  br i1 %4659, label %if.then584, label %if.end585

if.then580:                                       ; preds = %if.then578
  %4803 = trunc i64 %4638 to i32
  %4804 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4805 = icmp ult i32 %4804, 256
  br i1 %4805, label %if.then582, label %if.end583

if.end581:                                        ; preds = %if.end583, %if.then578
  br label %if.end579

if.then582:                                       ; preds = %if.then580
  %4806 = zext i32 %4804 to i64
  %4807 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4806
  store i32 %4803, ptr addrspace(3) %4807, align 4
  br label %if.end583

if.end583:                                        ; preds = %if.then582, %if.then580
  br label %if.end581

if.then584:                                       ; preds = %if.end579
  %4808 = ashr i64 %4675, 32
  %4809 = trunc i64 %4808 to i32
  %4810 = icmp sge i32 %4809, %3913
  br i1 %4810, label %if.then586, label %if.end587

if.end585:                                        ; preds = %if.end587, %if.end579
  br i1 %4679, label %if.then590, label %if.end591

if.then586:                                       ; preds = %if.then584
  %4811 = trunc i64 %4658 to i32
  %4812 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4813 = icmp ult i32 %4812, 256
  br i1 %4813, label %if.then588, label %if.end589

if.end587:                                        ; preds = %if.end589, %if.then584
  br label %if.end585

if.then588:                                       ; preds = %if.then586
  %4814 = zext i32 %4812 to i64
  %4815 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4814
  store i32 %4811, ptr addrspace(3) %4815, align 4
  br label %if.end589

if.end589:                                        ; preds = %if.then588, %if.then586
  br label %if.end587

if.then590:                                       ; preds = %if.end585
  %4816 = ashr i64 %4695, 32
  %4817 = trunc i64 %4816 to i32
  %4818 = icmp sge i32 %4817, %3913
  br i1 %4818, label %if.then592, label %if.end593

if.end591:                                        ; preds = %if.end593, %if.end585
  %glist.next596 = add nsw i64 %glist.iv499, 1
  br label %glist.head496, !llvm.loop !17

if.then592:                                       ; preds = %if.then590
  %4819 = trunc i64 %4678 to i32
  %4820 = atomicrmw add ptr addrspace(3) @block_shared, i32 1 monotonic, align 4
  %4821 = icmp ult i32 %4820, 256
  br i1 %4821, label %if.then594, label %if.end595

if.end593:                                        ; preds = %if.end595, %if.then590
  br label %if.end591

if.then594:                                       ; preds = %if.then592
  %4822 = zext i32 %4820 to i64
  %4823 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4822
  store i32 %4819, ptr addrspace(3) %4823, align 4
  br label %if.end595

if.end595:                                        ; preds = %if.then594, %if.then592
  br label %if.end593

if.then597:                                       ; preds = %glist.end429
  %4824 = ptrtoint ptr %46 to i64
  %4825 = and i64 %4824, 3
  %4826 = icmp eq i64 %4825, 0
  br i1 %4826, label %kwide.then599, label %kwide.else600

if.end598:                                        ; preds = %kwide.end601, %glist.end429
  call void @llvm.nvvm.barrier0()
  %4827 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), align 4
  %4828 = zext i32 %4827 to i64
  %4829 = icmp ugt i64 %4828, 512
  %4830 = or i1 %4213, %4829
  %4831 = xor i1 %4830, true
  br i1 %4831, label %if.then756, label %if.end757

kwide.then599:                                    ; preds = %if.then597
  %4832 = load i32, ptr addrspace(3) @block_shared, align 4
  %4833 = mul i32 %4832, 10
  %4834 = trunc i64 %6 to i32
  %4835 = trunc i64 %23 to i32
  %4836 = xor i32 %3913, 2147483647
  %4837 = icmp slt i32 %3913, 0
  %4838 = select i1 %4837, i32 %4836, i32 %3913
  %4839 = bitcast i32 %4838 to float
  %4840 = add i32 %4833, 255
  %4841 = udiv i32 %4840, 256
  br label %kcol.head602

kwide.else600:                                    ; preds = %if.then597
  %4842 = load i32, ptr addrspace(3) @block_shared, align 4
  %4843 = mul i32 %4842, 10
  %4844 = trunc i64 %6 to i32
  %4845 = trunc i64 %23 to i32
  %4846 = xor i32 %3913, 2147483647
  %4847 = icmp slt i32 %3913, 0
  %4848 = select i1 %4847, i32 %4846, i32 %3913
  %4849 = bitcast i32 %4848 to float
  %4850 = add i32 %4843, 127
  %4851 = udiv i32 %4850, 128
  br label %kcol.head703

kwide.end601:                                     ; preds = %kcol.exit705, %kcol.exit604
  br label %if.end598

kcol.head602:                                     ; preds = %if.end697, %kwide.then599
  %kcol.iv605 = phi i32 [ 0, %kwide.then599 ], [ %kcol.next702, %if.end697 ]
  %4852 = icmp slt i32 %kcol.iv605, %4841
  br i1 %4852, label %kcol.body603, label %kcol.exit604

kcol.body603:                                     ; preds = %kcol.head602
  %4853 = mul i32 %kcol.iv605, 256
  %4854 = add i32 %4853, 0
  %4855 = add i32 %4835, %4854
  %4856 = icmp slt i32 %4855, %4833
  %4857 = select i1 %4856, i32 %4855, i32 0
  %4858 = udiv i32 %4857, 10
  %4859 = urem i32 %4857, 10
  %4860 = zext i32 %4858 to i64
  %4861 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4860
  %4862 = load i32, ptr addrspace(3) %4861, align 4
  %4863 = udiv i32 %4862, 32
  %4864 = urem i32 %4862, 32
  %4865 = mul i32 %4863, 2374
  %4866 = sub i32 %4834, %4865
  %4867 = icmp slt i32 %4866, 0
  %4868 = select i1 %4867, i32 0, i32 %4866
  %4869 = icmp sgt i32 %4868, 2374
  %4870 = select i1 %4869, i32 2374, i32 %4868
  %4871 = select i1 %4856, i32 %4870, i32 0
  %4872 = mul i32 %4859, 32
  %4873 = add i32 %4872, %4864
  %4874 = mul i32 %4873, 8
  %4875 = add i32 %4874, 0
  %4876 = icmp slt i32 %4875, %4871
  %4877 = select i1 %4876, i32 %4875, i32 0
  %4878 = add i32 %4865, %4877
  %4879 = zext i32 %4878 to i64
  %4880 = mul i64 %4879, 2
  %4881 = getelementptr i8, ptr %46, i64 %4880
  %4882 = load i32, ptr %4881, align 4
  %4883 = bitcast i32 %4882 to <2 x i16>
  %4884 = extractelement <2 x i16> %4883, i64 0
  %4885 = add i32 %4875, 0
  %4886 = extractelement <2 x i16> %4883, i64 1
  %4887 = add i32 %4875, 1
  %4888 = add i32 %4874, 2
  %4889 = icmp slt i32 %4888, %4871
  %4890 = select i1 %4889, i32 %4888, i32 0
  %4891 = add i32 %4865, %4890
  %4892 = zext i32 %4891 to i64
  %4893 = mul i64 %4892, 2
  %4894 = getelementptr i8, ptr %46, i64 %4893
  %4895 = load i32, ptr %4894, align 4
  %4896 = bitcast i32 %4895 to <2 x i16>
  %4897 = extractelement <2 x i16> %4896, i64 0
  %4898 = add i32 %4888, 0
  %4899 = extractelement <2 x i16> %4896, i64 1
  %4900 = add i32 %4888, 1
  %4901 = add i32 %4874, 4
  %4902 = icmp slt i32 %4901, %4871
  %4903 = select i1 %4902, i32 %4901, i32 0
  %4904 = add i32 %4865, %4903
  %4905 = zext i32 %4904 to i64
  %4906 = mul i64 %4905, 2
  %4907 = getelementptr i8, ptr %46, i64 %4906
  %4908 = load i32, ptr %4907, align 4
  %4909 = bitcast i32 %4908 to <2 x i16>
  %4910 = extractelement <2 x i16> %4909, i64 0
  %4911 = add i32 %4901, 0
  %4912 = extractelement <2 x i16> %4909, i64 1
  %4913 = add i32 %4901, 1
  %4914 = add i32 %4874, 6
  %4915 = icmp slt i32 %4914, %4871
  %4916 = select i1 %4915, i32 %4914, i32 0
  %4917 = add i32 %4865, %4916
  %4918 = zext i32 %4917 to i64
  %4919 = mul i64 %4918, 2
  %4920 = getelementptr i8, ptr %46, i64 %4919
  %4921 = load i32, ptr %4920, align 4
  %4922 = bitcast i32 %4921 to <2 x i16>
  %4923 = extractelement <2 x i16> %4922, i64 0
  %4924 = add i32 %4914, 0
  %4925 = extractelement <2 x i16> %4922, i64 1
  %4926 = add i32 %4914, 1
  %4927 = mul i32 %kcol.iv605, 256
  %4928 = add i32 %4927, 128
  %4929 = add i32 %4835, %4928
  %4930 = icmp slt i32 %4929, %4833
  %4931 = select i1 %4930, i32 %4929, i32 0
  %4932 = udiv i32 %4931, 10
  %4933 = urem i32 %4931, 10
  %4934 = zext i32 %4932 to i64
  %4935 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %4934
  %4936 = load i32, ptr addrspace(3) %4935, align 4
  %4937 = udiv i32 %4936, 32
  %4938 = urem i32 %4936, 32
  %4939 = mul i32 %4937, 2374
  %4940 = sub i32 %4834, %4939
  %4941 = icmp slt i32 %4940, 0
  %4942 = select i1 %4941, i32 0, i32 %4940
  %4943 = icmp sgt i32 %4942, 2374
  %4944 = select i1 %4943, i32 2374, i32 %4942
  %4945 = select i1 %4930, i32 %4944, i32 0
  %4946 = mul i32 %4933, 32
  %4947 = add i32 %4946, %4938
  %4948 = mul i32 %4947, 8
  %4949 = add i32 %4948, 0
  %4950 = icmp slt i32 %4949, %4945
  %4951 = select i1 %4950, i32 %4949, i32 0
  %4952 = add i32 %4939, %4951
  %4953 = zext i32 %4952 to i64
  %4954 = mul i64 %4953, 2
  %4955 = getelementptr i8, ptr %46, i64 %4954
  %4956 = load i32, ptr %4955, align 4
  %4957 = bitcast i32 %4956 to <2 x i16>
  %4958 = extractelement <2 x i16> %4957, i64 0
  %4959 = add i32 %4949, 0
  %4960 = extractelement <2 x i16> %4957, i64 1
  %4961 = add i32 %4949, 1
  %4962 = add i32 %4948, 2
  %4963 = icmp slt i32 %4962, %4945
  %4964 = select i1 %4963, i32 %4962, i32 0
  %4965 = add i32 %4939, %4964
  %4966 = zext i32 %4965 to i64
  %4967 = mul i64 %4966, 2
  %4968 = getelementptr i8, ptr %46, i64 %4967
  %4969 = load i32, ptr %4968, align 4
  %4970 = bitcast i32 %4969 to <2 x i16>
  %4971 = extractelement <2 x i16> %4970, i64 0
  %4972 = add i32 %4962, 0
  %4973 = extractelement <2 x i16> %4970, i64 1
  %4974 = add i32 %4962, 1
  %4975 = add i32 %4948, 4
  %4976 = icmp slt i32 %4975, %4945
  %4977 = select i1 %4976, i32 %4975, i32 0
  %4978 = add i32 %4939, %4977
  %4979 = zext i32 %4978 to i64
  %4980 = mul i64 %4979, 2
  %4981 = getelementptr i8, ptr %46, i64 %4980
  %4982 = load i32, ptr %4981, align 4
  %4983 = bitcast i32 %4982 to <2 x i16>
  %4984 = extractelement <2 x i16> %4983, i64 0
  %4985 = add i32 %4975, 0
  %4986 = extractelement <2 x i16> %4983, i64 1
  %4987 = add i32 %4975, 1
  %4988 = add i32 %4948, 6
  %4989 = icmp slt i32 %4988, %4945
  %4990 = select i1 %4989, i32 %4988, i32 0
  %4991 = add i32 %4939, %4990
  %4992 = zext i32 %4991 to i64
  %4993 = mul i64 %4992, 2
  %4994 = getelementptr i8, ptr %46, i64 %4993
  %4995 = load i32, ptr %4994, align 4
  %4996 = bitcast i32 %4995 to <2 x i16>
  %4997 = extractelement <2 x i16> %4996, i64 0
  %4998 = add i32 %4988, 0
  %4999 = extractelement <2 x i16> %4996, i64 1
  %5000 = add i32 %4988, 1
  %5001 = zext i16 %4884 to i32
  %5002 = shl i32 %5001, 16
  %5003 = bitcast i32 %5002 to float
  %5004 = icmp slt i32 %4885, %4871
  %5005 = fcmp uge float %5003, %4839
  %5006 = and i1 %5004, %5005
  br i1 %5006, label %if.then606, label %if.end607

kcol.exit604:                                     ; preds = %kcol.head602
  br label %kwide.end601

if.then606:                                       ; preds = %kcol.body603
  %5007 = bitcast float %5003 to i32
  %5008 = fcmp uno float %5003, %5003
  %5009 = select i1 %5008, i32 2143289344, i32 %5007
  %5010 = xor i32 %5009, 2147483647
  %5011 = icmp sge i32 %5009, 0
  %5012 = select i1 %5011, i32 %5009, i32 %5010
  %5013 = icmp sge i32 %5012, %3913
  br i1 %5013, label %if.then608, label %if.end609

if.end607:                                        ; preds = %if.end609, %kcol.body603
  %5014 = zext i16 %4886 to i32
  %5015 = shl i32 %5014, 16
  %5016 = bitcast i32 %5015 to float
  %5017 = icmp slt i32 %4887, %4871
  %5018 = fcmp uge float %5016, %4839
  %5019 = and i1 %5017, %5018
  br i1 %5019, label %if.then612, label %if.end613

if.then608:                                       ; preds = %if.then606
  %5020 = add i32 %4865, %4885
  %5021 = zext i32 %5020 to i64
  %5022 = bitcast float %5003 to i32
  %5023 = fcmp uno float %5003, %5003
  %5024 = select i1 %5023, i32 2143289344, i32 %5022
  %5025 = xor i32 %5024, 2147483647
  %5026 = icmp sge i32 %5024, 0
  %5027 = select i1 %5026, i32 %5024, i32 %5025
  %5028 = sext i32 %5027 to i64
  %5029 = shl i64 %5028, 32
  %5030 = sub i64 4294967295, %5021
  %5031 = or i64 %5029, %5030
  %5032 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5033 = icmp ult i32 %5032, 512
  br i1 %5033, label %if.then610, label %if.end611

if.end609:                                        ; preds = %if.end611, %if.then606
  br label %if.end607

if.then610:                                       ; preds = %if.then608
  %5034 = zext i32 %5032 to i64
  %5035 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5034
  store i64 %5031, ptr addrspace(3) %5035, align 4
  br label %if.end611

if.end611:                                        ; preds = %if.then610, %if.then608
  br label %if.end609

if.then612:                                       ; preds = %if.end607
  %5036 = bitcast float %5016 to i32
  %5037 = fcmp uno float %5016, %5016
  %5038 = select i1 %5037, i32 2143289344, i32 %5036
  %5039 = xor i32 %5038, 2147483647
  %5040 = icmp sge i32 %5038, 0
  %5041 = select i1 %5040, i32 %5038, i32 %5039
  %5042 = icmp sge i32 %5041, %3913
  br i1 %5042, label %if.then614, label %if.end615

if.end613:                                        ; preds = %if.end615, %if.end607
  %5043 = zext i16 %4897 to i32
  %5044 = shl i32 %5043, 16
  %5045 = bitcast i32 %5044 to float
  %5046 = icmp slt i32 %4898, %4871
  %5047 = fcmp uge float %5045, %4839
  %5048 = and i1 %5046, %5047
  br i1 %5048, label %if.then618, label %if.end619

if.then614:                                       ; preds = %if.then612
  %5049 = add i32 %4865, %4887
  %5050 = zext i32 %5049 to i64
  %5051 = bitcast float %5016 to i32
  %5052 = fcmp uno float %5016, %5016
  %5053 = select i1 %5052, i32 2143289344, i32 %5051
  %5054 = xor i32 %5053, 2147483647
  %5055 = icmp sge i32 %5053, 0
  %5056 = select i1 %5055, i32 %5053, i32 %5054
  %5057 = sext i32 %5056 to i64
  %5058 = shl i64 %5057, 32
  %5059 = sub i64 4294967295, %5050
  %5060 = or i64 %5058, %5059
  %5061 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5062 = icmp ult i32 %5061, 512
  br i1 %5062, label %if.then616, label %if.end617

if.end615:                                        ; preds = %if.end617, %if.then612
  br label %if.end613

if.then616:                                       ; preds = %if.then614
  %5063 = zext i32 %5061 to i64
  %5064 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5063
  store i64 %5060, ptr addrspace(3) %5064, align 4
  br label %if.end617

if.end617:                                        ; preds = %if.then616, %if.then614
  br label %if.end615

if.then618:                                       ; preds = %if.end613
  %5065 = bitcast float %5045 to i32
  %5066 = fcmp uno float %5045, %5045
  %5067 = select i1 %5066, i32 2143289344, i32 %5065
  %5068 = xor i32 %5067, 2147483647
  %5069 = icmp sge i32 %5067, 0
  %5070 = select i1 %5069, i32 %5067, i32 %5068
  %5071 = icmp sge i32 %5070, %3913
  br i1 %5071, label %if.then620, label %if.end621

if.end619:                                        ; preds = %if.end621, %if.end613
  %5072 = zext i16 %4899 to i32
  %5073 = shl i32 %5072, 16
  %5074 = bitcast i32 %5073 to float
  %5075 = icmp slt i32 %4900, %4871
  %5076 = fcmp uge float %5074, %4839
  %5077 = and i1 %5075, %5076
  br i1 %5077, label %if.then624, label %if.end625

if.then620:                                       ; preds = %if.then618
  %5078 = add i32 %4865, %4898
  %5079 = zext i32 %5078 to i64
  %5080 = bitcast float %5045 to i32
  %5081 = fcmp uno float %5045, %5045
  %5082 = select i1 %5081, i32 2143289344, i32 %5080
  %5083 = xor i32 %5082, 2147483647
  %5084 = icmp sge i32 %5082, 0
  %5085 = select i1 %5084, i32 %5082, i32 %5083
  %5086 = sext i32 %5085 to i64
  %5087 = shl i64 %5086, 32
  %5088 = sub i64 4294967295, %5079
  %5089 = or i64 %5087, %5088
  %5090 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5091 = icmp ult i32 %5090, 512
  br i1 %5091, label %if.then622, label %if.end623

if.end621:                                        ; preds = %if.end623, %if.then618
  br label %if.end619

if.then622:                                       ; preds = %if.then620
  %5092 = zext i32 %5090 to i64
  %5093 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5092
  store i64 %5089, ptr addrspace(3) %5093, align 4
  br label %if.end623

if.end623:                                        ; preds = %if.then622, %if.then620
  br label %if.end621

if.then624:                                       ; preds = %if.end619
  %5094 = bitcast float %5074 to i32
  %5095 = fcmp uno float %5074, %5074
  %5096 = select i1 %5095, i32 2143289344, i32 %5094
  %5097 = xor i32 %5096, 2147483647
  %5098 = icmp sge i32 %5096, 0
  %5099 = select i1 %5098, i32 %5096, i32 %5097
  %5100 = icmp sge i32 %5099, %3913
  br i1 %5100, label %if.then626, label %if.end627

if.end625:                                        ; preds = %if.end627, %if.end619
  %5101 = zext i16 %4910 to i32
  %5102 = shl i32 %5101, 16
  %5103 = bitcast i32 %5102 to float
  %5104 = icmp slt i32 %4911, %4871
  %5105 = fcmp uge float %5103, %4839
  %5106 = and i1 %5104, %5105
  br i1 %5106, label %if.then630, label %if.end631

if.then626:                                       ; preds = %if.then624
  %5107 = add i32 %4865, %4900
  %5108 = zext i32 %5107 to i64
  %5109 = bitcast float %5074 to i32
  %5110 = fcmp uno float %5074, %5074
  %5111 = select i1 %5110, i32 2143289344, i32 %5109
  %5112 = xor i32 %5111, 2147483647
  %5113 = icmp sge i32 %5111, 0
  %5114 = select i1 %5113, i32 %5111, i32 %5112
  %5115 = sext i32 %5114 to i64
  %5116 = shl i64 %5115, 32
  %5117 = sub i64 4294967295, %5108
  %5118 = or i64 %5116, %5117
  %5119 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5120 = icmp ult i32 %5119, 512
  br i1 %5120, label %if.then628, label %if.end629

if.end627:                                        ; preds = %if.end629, %if.then624
  br label %if.end625

if.then628:                                       ; preds = %if.then626
  %5121 = zext i32 %5119 to i64
  %5122 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5121
  store i64 %5118, ptr addrspace(3) %5122, align 4
  br label %if.end629

if.end629:                                        ; preds = %if.then628, %if.then626
  br label %if.end627

if.then630:                                       ; preds = %if.end625
  %5123 = bitcast float %5103 to i32
  %5124 = fcmp uno float %5103, %5103
  %5125 = select i1 %5124, i32 2143289344, i32 %5123
  %5126 = xor i32 %5125, 2147483647
  %5127 = icmp sge i32 %5125, 0
  %5128 = select i1 %5127, i32 %5125, i32 %5126
  %5129 = icmp sge i32 %5128, %3913
  br i1 %5129, label %if.then632, label %if.end633

if.end631:                                        ; preds = %if.end633, %if.end625
  %5130 = zext i16 %4912 to i32
  %5131 = shl i32 %5130, 16
  %5132 = bitcast i32 %5131 to float
  %5133 = icmp slt i32 %4913, %4871
  %5134 = fcmp uge float %5132, %4839
  %5135 = and i1 %5133, %5134
  br i1 %5135, label %if.then636, label %if.end637

if.then632:                                       ; preds = %if.then630
  %5136 = add i32 %4865, %4911
  %5137 = zext i32 %5136 to i64
  %5138 = bitcast float %5103 to i32
  %5139 = fcmp uno float %5103, %5103
  %5140 = select i1 %5139, i32 2143289344, i32 %5138
  %5141 = xor i32 %5140, 2147483647
  %5142 = icmp sge i32 %5140, 0
  %5143 = select i1 %5142, i32 %5140, i32 %5141
  %5144 = sext i32 %5143 to i64
  %5145 = shl i64 %5144, 32
  %5146 = sub i64 4294967295, %5137
  %5147 = or i64 %5145, %5146
  %5148 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5149 = icmp ult i32 %5148, 512
  br i1 %5149, label %if.then634, label %if.end635

if.end633:                                        ; preds = %if.end635, %if.then630
  br label %if.end631

if.then634:                                       ; preds = %if.then632
  %5150 = zext i32 %5148 to i64
  %5151 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5150
  store i64 %5147, ptr addrspace(3) %5151, align 4
  br label %if.end635

if.end635:                                        ; preds = %if.then634, %if.then632
  br label %if.end633

if.then636:                                       ; preds = %if.end631
  %5152 = bitcast float %5132 to i32
  %5153 = fcmp uno float %5132, %5132
  %5154 = select i1 %5153, i32 2143289344, i32 %5152
  %5155 = xor i32 %5154, 2147483647
  %5156 = icmp sge i32 %5154, 0
  %5157 = select i1 %5156, i32 %5154, i32 %5155
  %5158 = icmp sge i32 %5157, %3913
  br i1 %5158, label %if.then638, label %if.end639

if.end637:                                        ; preds = %if.end639, %if.end631
  %5159 = zext i16 %4923 to i32
  %5160 = shl i32 %5159, 16
  %5161 = bitcast i32 %5160 to float
  %5162 = icmp slt i32 %4924, %4871
  %5163 = fcmp uge float %5161, %4839
  %5164 = and i1 %5162, %5163
  br i1 %5164, label %if.then642, label %if.end643

if.then638:                                       ; preds = %if.then636
  %5165 = add i32 %4865, %4913
  %5166 = zext i32 %5165 to i64
  %5167 = bitcast float %5132 to i32
  %5168 = fcmp uno float %5132, %5132
  %5169 = select i1 %5168, i32 2143289344, i32 %5167
  %5170 = xor i32 %5169, 2147483647
  %5171 = icmp sge i32 %5169, 0
  %5172 = select i1 %5171, i32 %5169, i32 %5170
  %5173 = sext i32 %5172 to i64
  %5174 = shl i64 %5173, 32
  %5175 = sub i64 4294967295, %5166
  %5176 = or i64 %5174, %5175
  %5177 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5178 = icmp ult i32 %5177, 512
  br i1 %5178, label %if.then640, label %if.end641

if.end639:                                        ; preds = %if.end641, %if.then636
  br label %if.end637

if.then640:                                       ; preds = %if.then638
  %5179 = zext i32 %5177 to i64
  %5180 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5179
  store i64 %5176, ptr addrspace(3) %5180, align 4
  br label %if.end641

if.end641:                                        ; preds = %if.then640, %if.then638
  br label %if.end639

if.then642:                                       ; preds = %if.end637
  %5181 = bitcast float %5161 to i32
  %5182 = fcmp uno float %5161, %5161
  %5183 = select i1 %5182, i32 2143289344, i32 %5181
  %5184 = xor i32 %5183, 2147483647
  %5185 = icmp sge i32 %5183, 0
  %5186 = select i1 %5185, i32 %5183, i32 %5184
  %5187 = icmp sge i32 %5186, %3913
  br i1 %5187, label %if.then644, label %if.end645

if.end643:                                        ; preds = %if.end645, %if.end637
  %5188 = zext i16 %4925 to i32
  %5189 = shl i32 %5188, 16
  %5190 = bitcast i32 %5189 to float
  %5191 = icmp slt i32 %4926, %4871
  %5192 = fcmp uge float %5190, %4839
  %5193 = and i1 %5191, %5192
  br i1 %5193, label %if.then648, label %if.end649

if.then644:                                       ; preds = %if.then642
  %5194 = add i32 %4865, %4924
  %5195 = zext i32 %5194 to i64
  %5196 = bitcast float %5161 to i32
  %5197 = fcmp uno float %5161, %5161
  %5198 = select i1 %5197, i32 2143289344, i32 %5196
  %5199 = xor i32 %5198, 2147483647
  %5200 = icmp sge i32 %5198, 0
  %5201 = select i1 %5200, i32 %5198, i32 %5199
  %5202 = sext i32 %5201 to i64
  %5203 = shl i64 %5202, 32
  %5204 = sub i64 4294967295, %5195
  %5205 = or i64 %5203, %5204
  %5206 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5207 = icmp ult i32 %5206, 512
  br i1 %5207, label %if.then646, label %if.end647

if.end645:                                        ; preds = %if.end647, %if.then642
  br label %if.end643

if.then646:                                       ; preds = %if.then644
  %5208 = zext i32 %5206 to i64
  %5209 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5208
  store i64 %5205, ptr addrspace(3) %5209, align 4
  br label %if.end647

if.end647:                                        ; preds = %if.then646, %if.then644
  br label %if.end645

if.then648:                                       ; preds = %if.end643
  %5210 = bitcast float %5190 to i32
  %5211 = fcmp uno float %5190, %5190
  %5212 = select i1 %5211, i32 2143289344, i32 %5210
  %5213 = xor i32 %5212, 2147483647
  %5214 = icmp sge i32 %5212, 0
  %5215 = select i1 %5214, i32 %5212, i32 %5213
  %5216 = icmp sge i32 %5215, %3913
  br i1 %5216, label %if.then650, label %if.end651

if.end649:                                        ; preds = %if.end651, %if.end643
  %5217 = zext i16 %4958 to i32
  %5218 = shl i32 %5217, 16
  %5219 = bitcast i32 %5218 to float
  %5220 = icmp slt i32 %4959, %4945
  %5221 = fcmp uge float %5219, %4839
  %5222 = and i1 %5220, %5221
  br i1 %5222, label %if.then654, label %if.end655

if.then650:                                       ; preds = %if.then648
  %5223 = add i32 %4865, %4926
  %5224 = zext i32 %5223 to i64
  %5225 = bitcast float %5190 to i32
  %5226 = fcmp uno float %5190, %5190
  %5227 = select i1 %5226, i32 2143289344, i32 %5225
  %5228 = xor i32 %5227, 2147483647
  %5229 = icmp sge i32 %5227, 0
  %5230 = select i1 %5229, i32 %5227, i32 %5228
  %5231 = sext i32 %5230 to i64
  %5232 = shl i64 %5231, 32
  %5233 = sub i64 4294967295, %5224
  %5234 = or i64 %5232, %5233
  %5235 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5236 = icmp ult i32 %5235, 512
  br i1 %5236, label %if.then652, label %if.end653

if.end651:                                        ; preds = %if.end653, %if.then648
  br label %if.end649

if.then652:                                       ; preds = %if.then650
  %5237 = zext i32 %5235 to i64
  %5238 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5237
  store i64 %5234, ptr addrspace(3) %5238, align 4
  br label %if.end653

if.end653:                                        ; preds = %if.then652, %if.then650
  br label %if.end651

if.then654:                                       ; preds = %if.end649
  %5239 = bitcast float %5219 to i32
  %5240 = fcmp uno float %5219, %5219
  %5241 = select i1 %5240, i32 2143289344, i32 %5239
  %5242 = xor i32 %5241, 2147483647
  %5243 = icmp sge i32 %5241, 0
  %5244 = select i1 %5243, i32 %5241, i32 %5242
  %5245 = icmp sge i32 %5244, %3913
  br i1 %5245, label %if.then656, label %if.end657

if.end655:                                        ; preds = %if.end657, %if.end649
  %5246 = zext i16 %4960 to i32
  %5247 = shl i32 %5246, 16
  %5248 = bitcast i32 %5247 to float
  %5249 = icmp slt i32 %4961, %4945
  %5250 = fcmp uge float %5248, %4839
  %5251 = and i1 %5249, %5250
  br i1 %5251, label %if.then660, label %if.end661

if.then656:                                       ; preds = %if.then654
  %5252 = add i32 %4939, %4959
  %5253 = zext i32 %5252 to i64
  %5254 = bitcast float %5219 to i32
  %5255 = fcmp uno float %5219, %5219
  %5256 = select i1 %5255, i32 2143289344, i32 %5254
  %5257 = xor i32 %5256, 2147483647
  %5258 = icmp sge i32 %5256, 0
  %5259 = select i1 %5258, i32 %5256, i32 %5257
  %5260 = sext i32 %5259 to i64
  %5261 = shl i64 %5260, 32
  %5262 = sub i64 4294967295, %5253
  %5263 = or i64 %5261, %5262
  %5264 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5265 = icmp ult i32 %5264, 512
  br i1 %5265, label %if.then658, label %if.end659

if.end657:                                        ; preds = %if.end659, %if.then654
  br label %if.end655

if.then658:                                       ; preds = %if.then656
  %5266 = zext i32 %5264 to i64
  %5267 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5266
  store i64 %5263, ptr addrspace(3) %5267, align 4
  br label %if.end659

if.end659:                                        ; preds = %if.then658, %if.then656
  br label %if.end657

if.then660:                                       ; preds = %if.end655
  %5268 = bitcast float %5248 to i32
  %5269 = fcmp uno float %5248, %5248
  %5270 = select i1 %5269, i32 2143289344, i32 %5268
  %5271 = xor i32 %5270, 2147483647
  %5272 = icmp sge i32 %5270, 0
  %5273 = select i1 %5272, i32 %5270, i32 %5271
  %5274 = icmp sge i32 %5273, %3913
  br i1 %5274, label %if.then662, label %if.end663

if.end661:                                        ; preds = %if.end663, %if.end655
  %5275 = zext i16 %4971 to i32
  %5276 = shl i32 %5275, 16
  %5277 = bitcast i32 %5276 to float
  %5278 = icmp slt i32 %4972, %4945
  %5279 = fcmp uge float %5277, %4839
  %5280 = and i1 %5278, %5279
  br i1 %5280, label %if.then666, label %if.end667

if.then662:                                       ; preds = %if.then660
  %5281 = add i32 %4939, %4961
  %5282 = zext i32 %5281 to i64
  %5283 = bitcast float %5248 to i32
  %5284 = fcmp uno float %5248, %5248
  %5285 = select i1 %5284, i32 2143289344, i32 %5283
  %5286 = xor i32 %5285, 2147483647
  %5287 = icmp sge i32 %5285, 0
  %5288 = select i1 %5287, i32 %5285, i32 %5286
  %5289 = sext i32 %5288 to i64
  %5290 = shl i64 %5289, 32
  %5291 = sub i64 4294967295, %5282
  %5292 = or i64 %5290, %5291
  %5293 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5294 = icmp ult i32 %5293, 512
  br i1 %5294, label %if.then664, label %if.end665

if.end663:                                        ; preds = %if.end665, %if.then660
  br label %if.end661

if.then664:                                       ; preds = %if.then662
  %5295 = zext i32 %5293 to i64
  %5296 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5295
  store i64 %5292, ptr addrspace(3) %5296, align 4
  br label %if.end665

if.end665:                                        ; preds = %if.then664, %if.then662
  br label %if.end663

if.then666:                                       ; preds = %if.end661
  %5297 = bitcast float %5277 to i32
  %5298 = fcmp uno float %5277, %5277
  %5299 = select i1 %5298, i32 2143289344, i32 %5297
  %5300 = xor i32 %5299, 2147483647
  %5301 = icmp sge i32 %5299, 0
  %5302 = select i1 %5301, i32 %5299, i32 %5300
  %5303 = icmp sge i32 %5302, %3913
  br i1 %5303, label %if.then668, label %if.end669

if.end667:                                        ; preds = %if.end669, %if.end661
  %5304 = zext i16 %4973 to i32
  %5305 = shl i32 %5304, 16
  %5306 = bitcast i32 %5305 to float
  %5307 = icmp slt i32 %4974, %4945
  %5308 = fcmp uge float %5306, %4839
  %5309 = and i1 %5307, %5308
  br i1 %5309, label %if.then672, label %if.end673

if.then668:                                       ; preds = %if.then666
  %5310 = add i32 %4939, %4972
  %5311 = zext i32 %5310 to i64
  %5312 = bitcast float %5277 to i32
  %5313 = fcmp uno float %5277, %5277
  %5314 = select i1 %5313, i32 2143289344, i32 %5312
  %5315 = xor i32 %5314, 2147483647
  %5316 = icmp sge i32 %5314, 0
  %5317 = select i1 %5316, i32 %5314, i32 %5315
  %5318 = sext i32 %5317 to i64
  %5319 = shl i64 %5318, 32
  %5320 = sub i64 4294967295, %5311
  %5321 = or i64 %5319, %5320
  %5322 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5323 = icmp ult i32 %5322, 512
  br i1 %5323, label %if.then670, label %if.end671

if.end669:                                        ; preds = %if.end671, %if.then666
  br label %if.end667

if.then670:                                       ; preds = %if.then668
  %5324 = zext i32 %5322 to i64
  %5325 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5324
  store i64 %5321, ptr addrspace(3) %5325, align 4
  br label %if.end671

if.end671:                                        ; preds = %if.then670, %if.then668
  br label %if.end669

if.then672:                                       ; preds = %if.end667
  %5326 = bitcast float %5306 to i32
  %5327 = fcmp uno float %5306, %5306
  %5328 = select i1 %5327, i32 2143289344, i32 %5326
  %5329 = xor i32 %5328, 2147483647
  %5330 = icmp sge i32 %5328, 0
  %5331 = select i1 %5330, i32 %5328, i32 %5329
  %5332 = icmp sge i32 %5331, %3913
  br i1 %5332, label %if.then674, label %if.end675

if.end673:                                        ; preds = %if.end675, %if.end667
  %5333 = zext i16 %4984 to i32
  %5334 = shl i32 %5333, 16
  %5335 = bitcast i32 %5334 to float
  %5336 = icmp slt i32 %4985, %4945
  %5337 = fcmp uge float %5335, %4839
  %5338 = and i1 %5336, %5337
  br i1 %5338, label %if.then678, label %if.end679

if.then674:                                       ; preds = %if.then672
  %5339 = add i32 %4939, %4974
  %5340 = zext i32 %5339 to i64
  %5341 = bitcast float %5306 to i32
  %5342 = fcmp uno float %5306, %5306
  %5343 = select i1 %5342, i32 2143289344, i32 %5341
  %5344 = xor i32 %5343, 2147483647
  %5345 = icmp sge i32 %5343, 0
  %5346 = select i1 %5345, i32 %5343, i32 %5344
  %5347 = sext i32 %5346 to i64
  %5348 = shl i64 %5347, 32
  %5349 = sub i64 4294967295, %5340
  %5350 = or i64 %5348, %5349
  %5351 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5352 = icmp ult i32 %5351, 512
  br i1 %5352, label %if.then676, label %if.end677

if.end675:                                        ; preds = %if.end677, %if.then672
  br label %if.end673

if.then676:                                       ; preds = %if.then674
  %5353 = zext i32 %5351 to i64
  %5354 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5353
  store i64 %5350, ptr addrspace(3) %5354, align 4
  br label %if.end677

if.end677:                                        ; preds = %if.then676, %if.then674
  br label %if.end675

if.then678:                                       ; preds = %if.end673
  %5355 = bitcast float %5335 to i32
  %5356 = fcmp uno float %5335, %5335
  %5357 = select i1 %5356, i32 2143289344, i32 %5355
  %5358 = xor i32 %5357, 2147483647
  %5359 = icmp sge i32 %5357, 0
  %5360 = select i1 %5359, i32 %5357, i32 %5358
  %5361 = icmp sge i32 %5360, %3913
  br i1 %5361, label %if.then680, label %if.end681

if.end679:                                        ; preds = %if.end681, %if.end673
  %5362 = zext i16 %4986 to i32
  %5363 = shl i32 %5362, 16
  %5364 = bitcast i32 %5363 to float
  %5365 = icmp slt i32 %4987, %4945
  %5366 = fcmp uge float %5364, %4839
  %5367 = and i1 %5365, %5366
  br i1 %5367, label %if.then684, label %if.end685

if.then680:                                       ; preds = %if.then678
  %5368 = add i32 %4939, %4985
  %5369 = zext i32 %5368 to i64
  %5370 = bitcast float %5335 to i32
  %5371 = fcmp uno float %5335, %5335
  %5372 = select i1 %5371, i32 2143289344, i32 %5370
  %5373 = xor i32 %5372, 2147483647
  %5374 = icmp sge i32 %5372, 0
  %5375 = select i1 %5374, i32 %5372, i32 %5373
  %5376 = sext i32 %5375 to i64
  %5377 = shl i64 %5376, 32
  %5378 = sub i64 4294967295, %5369
  %5379 = or i64 %5377, %5378
  %5380 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5381 = icmp ult i32 %5380, 512
  br i1 %5381, label %if.then682, label %if.end683

if.end681:                                        ; preds = %if.end683, %if.then678
  br label %if.end679

if.then682:                                       ; preds = %if.then680
  %5382 = zext i32 %5380 to i64
  %5383 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5382
  store i64 %5379, ptr addrspace(3) %5383, align 4
  br label %if.end683

if.end683:                                        ; preds = %if.then682, %if.then680
  br label %if.end681

if.then684:                                       ; preds = %if.end679
  %5384 = bitcast float %5364 to i32
  %5385 = fcmp uno float %5364, %5364
  %5386 = select i1 %5385, i32 2143289344, i32 %5384
  %5387 = xor i32 %5386, 2147483647
  %5388 = icmp sge i32 %5386, 0
  %5389 = select i1 %5388, i32 %5386, i32 %5387
  %5390 = icmp sge i32 %5389, %3913
  br i1 %5390, label %if.then686, label %if.end687

if.end685:                                        ; preds = %if.end687, %if.end679
  %5391 = zext i16 %4997 to i32
  %5392 = shl i32 %5391, 16
  %5393 = bitcast i32 %5392 to float
  %5394 = icmp slt i32 %4998, %4945
  %5395 = fcmp uge float %5393, %4839
  %5396 = and i1 %5394, %5395
  br i1 %5396, label %if.then690, label %if.end691

if.then686:                                       ; preds = %if.then684
  %5397 = add i32 %4939, %4987
  %5398 = zext i32 %5397 to i64
  %5399 = bitcast float %5364 to i32
  %5400 = fcmp uno float %5364, %5364
  %5401 = select i1 %5400, i32 2143289344, i32 %5399
  %5402 = xor i32 %5401, 2147483647
  %5403 = icmp sge i32 %5401, 0
  %5404 = select i1 %5403, i32 %5401, i32 %5402
  %5405 = sext i32 %5404 to i64
  %5406 = shl i64 %5405, 32
  %5407 = sub i64 4294967295, %5398
  %5408 = or i64 %5406, %5407
  %5409 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5410 = icmp ult i32 %5409, 512
  br i1 %5410, label %if.then688, label %if.end689

if.end687:                                        ; preds = %if.end689, %if.then684
  br label %if.end685

if.then688:                                       ; preds = %if.then686
  %5411 = zext i32 %5409 to i64
  %5412 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5411
  store i64 %5408, ptr addrspace(3) %5412, align 4
  br label %if.end689

if.end689:                                        ; preds = %if.then688, %if.then686
  br label %if.end687

if.then690:                                       ; preds = %if.end685
  %5413 = bitcast float %5393 to i32
  %5414 = fcmp uno float %5393, %5393
  %5415 = select i1 %5414, i32 2143289344, i32 %5413
  %5416 = xor i32 %5415, 2147483647
  %5417 = icmp sge i32 %5415, 0
  %5418 = select i1 %5417, i32 %5415, i32 %5416
  %5419 = icmp sge i32 %5418, %3913
  br i1 %5419, label %if.then692, label %if.end693

if.end691:                                        ; preds = %if.end693, %if.end685
  %5420 = zext i16 %4999 to i32
  %5421 = shl i32 %5420, 16
  %5422 = bitcast i32 %5421 to float
  %5423 = icmp slt i32 %5000, %4945
  %5424 = fcmp uge float %5422, %4839
  %5425 = and i1 %5423, %5424
  br i1 %5425, label %if.then696, label %if.end697

if.then692:                                       ; preds = %if.then690
  %5426 = add i32 %4939, %4998
  %5427 = zext i32 %5426 to i64
  %5428 = bitcast float %5393 to i32
  %5429 = fcmp uno float %5393, %5393
  %5430 = select i1 %5429, i32 2143289344, i32 %5428
  %5431 = xor i32 %5430, 2147483647
  %5432 = icmp sge i32 %5430, 0
  %5433 = select i1 %5432, i32 %5430, i32 %5431
  %5434 = sext i32 %5433 to i64
  %5435 = shl i64 %5434, 32
  %5436 = sub i64 4294967295, %5427
  %5437 = or i64 %5435, %5436
  %5438 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5439 = icmp ult i32 %5438, 512
  br i1 %5439, label %if.then694, label %if.end695

if.end693:                                        ; preds = %if.end695, %if.then690
  br label %if.end691

if.then694:                                       ; preds = %if.then692
  %5440 = zext i32 %5438 to i64
  %5441 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5440
  store i64 %5437, ptr addrspace(3) %5441, align 4
  br label %if.end695

if.end695:                                        ; preds = %if.then694, %if.then692
  br label %if.end693

if.then696:                                       ; preds = %if.end691
  %5442 = bitcast float %5422 to i32
  %5443 = fcmp uno float %5422, %5422
  %5444 = select i1 %5443, i32 2143289344, i32 %5442
  %5445 = xor i32 %5444, 2147483647
  %5446 = icmp sge i32 %5444, 0
  %5447 = select i1 %5446, i32 %5444, i32 %5445
  %5448 = icmp sge i32 %5447, %3913
  br i1 %5448, label %if.then698, label %if.end699

if.end697:                                        ; preds = %if.end699, %if.end691
  %kcol.next702 = add nsw i32 %kcol.iv605, 1
  br label %kcol.head602, !llvm.loop !18

if.then698:                                       ; preds = %if.then696
  %5449 = add i32 %4939, %5000
  %5450 = zext i32 %5449 to i64
  %5451 = bitcast float %5422 to i32
  %5452 = fcmp uno float %5422, %5422
  %5453 = select i1 %5452, i32 2143289344, i32 %5451
  %5454 = xor i32 %5453, 2147483647
  %5455 = icmp sge i32 %5453, 0
  %5456 = select i1 %5455, i32 %5453, i32 %5454
  %5457 = sext i32 %5456 to i64
  %5458 = shl i64 %5457, 32
  %5459 = sub i64 4294967295, %5450
  %5460 = or i64 %5458, %5459
  %5461 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5462 = icmp ult i32 %5461, 512
  br i1 %5462, label %if.then700, label %if.end701

if.end699:                                        ; preds = %if.end701, %if.then696
  br label %if.end697

if.then700:                                       ; preds = %if.then698
  %5463 = zext i32 %5461 to i64
  %5464 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5463
  store i64 %5460, ptr addrspace(3) %5464, align 4
  br label %if.end701

if.end701:                                        ; preds = %if.then700, %if.then698
  br label %if.end699

kcol.head703:                                     ; preds = %if.end750, %kwide.else600
  %kcol.iv706 = phi i32 [ 0, %kwide.else600 ], [ %kcol.next755, %if.end750 ]
  %5465 = icmp slt i32 %kcol.iv706, %4851
  br i1 %5465, label %kcol.body704, label %kcol.exit705

kcol.body704:                                     ; preds = %kcol.head703
  %5466 = mul i32 %kcol.iv706, 128
  %5467 = add i32 %5466, 0
  %5468 = add i32 %4845, %5467
  %5469 = icmp slt i32 %5468, %4843
  %5470 = select i1 %5469, i32 %5468, i32 0
  %5471 = udiv i32 %5470, 10
  %5472 = urem i32 %5470, 10
  %5473 = zext i32 %5471 to i64
  %5474 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 1104), i64 %5473
  %5475 = load i32, ptr addrspace(3) %5474, align 4
  %5476 = udiv i32 %5475, 32
  %5477 = urem i32 %5475, 32
  %5478 = mul i32 %5476, 2374
  %5479 = sub i32 %4844, %5478
  %5480 = icmp slt i32 %5479, 0
  %5481 = select i1 %5480, i32 0, i32 %5479
  %5482 = icmp sgt i32 %5481, 2374
  %5483 = select i1 %5482, i32 2374, i32 %5481
  %5484 = select i1 %5469, i32 %5483, i32 0
  %5485 = mul i32 %5472, 32
  %5486 = add i32 %5485, %5477
  %5487 = mul i32 %5486, 8
  %5488 = add i32 %5487, 0
  %5489 = icmp slt i32 %5488, %5484
  %5490 = select i1 %5489, i32 %5488, i32 0
  %5491 = add i32 %5478, %5490
  %5492 = zext i32 %5491 to i64
  %5493 = mul i64 %5492, 2
  %5494 = getelementptr i8, ptr %46, i64 %5493
  %5495 = load i16, ptr %5494, align 2
  %5496 = add i32 %5488, 0
  %5497 = add i32 %5487, 1
  %5498 = icmp slt i32 %5497, %5484
  %5499 = select i1 %5498, i32 %5497, i32 0
  %5500 = add i32 %5478, %5499
  %5501 = zext i32 %5500 to i64
  %5502 = mul i64 %5501, 2
  %5503 = getelementptr i8, ptr %46, i64 %5502
  %5504 = load i16, ptr %5503, align 2
  %5505 = add i32 %5497, 0
  %5506 = add i32 %5487, 2
  %5507 = icmp slt i32 %5506, %5484
  %5508 = select i1 %5507, i32 %5506, i32 0
  %5509 = add i32 %5478, %5508
  %5510 = zext i32 %5509 to i64
  %5511 = mul i64 %5510, 2
  %5512 = getelementptr i8, ptr %46, i64 %5511
  %5513 = load i16, ptr %5512, align 2
  %5514 = add i32 %5506, 0
  %5515 = add i32 %5487, 3
  %5516 = icmp slt i32 %5515, %5484
  %5517 = select i1 %5516, i32 %5515, i32 0
  %5518 = add i32 %5478, %5517
  %5519 = zext i32 %5518 to i64
  %5520 = mul i64 %5519, 2
  %5521 = getelementptr i8, ptr %46, i64 %5520
  %5522 = load i16, ptr %5521, align 2
  %5523 = add i32 %5515, 0
  %5524 = add i32 %5487, 4
  %5525 = icmp slt i32 %5524, %5484
  %5526 = select i1 %5525, i32 %5524, i32 0
  %5527 = add i32 %5478, %5526
  %5528 = zext i32 %5527 to i64
  %5529 = mul i64 %5528, 2
  %5530 = getelementptr i8, ptr %46, i64 %5529
  %5531 = load i16, ptr %5530, align 2
  %5532 = add i32 %5524, 0
  %5533 = add i32 %5487, 5
  %5534 = icmp slt i32 %5533, %5484
  %5535 = select i1 %5534, i32 %5533, i32 0
  %5536 = add i32 %5478, %5535
  %5537 = zext i32 %5536 to i64
  %5538 = mul i64 %5537, 2
  %5539 = getelementptr i8, ptr %46, i64 %5538
  %5540 = load i16, ptr %5539, align 2
  %5541 = add i32 %5533, 0
  %5542 = add i32 %5487, 6
  %5543 = icmp slt i32 %5542, %5484
  %5544 = select i1 %5543, i32 %5542, i32 0
  %5545 = add i32 %5478, %5544
  %5546 = zext i32 %5545 to i64
  %5547 = mul i64 %5546, 2
  %5548 = getelementptr i8, ptr %46, i64 %5547
  %5549 = load i16, ptr %5548, align 2
  %5550 = add i32 %5542, 0
  %5551 = add i32 %5487, 7
  %5552 = icmp slt i32 %5551, %5484
  %5553 = select i1 %5552, i32 %5551, i32 0
  %5554 = add i32 %5478, %5553
  %5555 = zext i32 %5554 to i64
  %5556 = mul i64 %5555, 2
  %5557 = getelementptr i8, ptr %46, i64 %5556
  %5558 = load i16, ptr %5557, align 2
  %5559 = add i32 %5551, 0
  %5560 = zext i16 %5495 to i32
  %5561 = shl i32 %5560, 16
  %5562 = bitcast i32 %5561 to float
  %5563 = icmp slt i32 %5496, %5484
  %5564 = fcmp uge float %5562, %4849
  %5565 = and i1 %5563, %5564
  br i1 %5565, label %if.then707, label %if.end708

kcol.exit705:                                     ; preds = %kcol.head703
  br label %kwide.end601

if.then707:                                       ; preds = %kcol.body704
  %5566 = bitcast float %5562 to i32
  %5567 = fcmp uno float %5562, %5562
  %5568 = select i1 %5567, i32 2143289344, i32 %5566
  %5569 = xor i32 %5568, 2147483647
  %5570 = icmp sge i32 %5568, 0
  %5571 = select i1 %5570, i32 %5568, i32 %5569
  %5572 = icmp sge i32 %5571, %3913
  br i1 %5572, label %if.then709, label %if.end710

if.end708:                                        ; preds = %if.end710, %kcol.body704
  %5573 = zext i16 %5504 to i32
  %5574 = shl i32 %5573, 16
  %5575 = bitcast i32 %5574 to float
  %5576 = icmp slt i32 %5505, %5484
  %5577 = fcmp uge float %5575, %4849
  %5578 = and i1 %5576, %5577
  br i1 %5578, label %if.then713, label %if.end714

if.then709:                                       ; preds = %if.then707
  %5579 = add i32 %5478, %5496
  %5580 = zext i32 %5579 to i64
  %5581 = bitcast float %5562 to i32
  %5582 = fcmp uno float %5562, %5562
  %5583 = select i1 %5582, i32 2143289344, i32 %5581
  %5584 = xor i32 %5583, 2147483647
  %5585 = icmp sge i32 %5583, 0
  %5586 = select i1 %5585, i32 %5583, i32 %5584
  %5587 = sext i32 %5586 to i64
  %5588 = shl i64 %5587, 32
  %5589 = sub i64 4294967295, %5580
  %5590 = or i64 %5588, %5589
  %5591 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5592 = icmp ult i32 %5591, 512
  br i1 %5592, label %if.then711, label %if.end712

if.end710:                                        ; preds = %if.end712, %if.then707
  br label %if.end708

if.then711:                                       ; preds = %if.then709
  %5593 = zext i32 %5591 to i64
  %5594 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5593
  store i64 %5590, ptr addrspace(3) %5594, align 4
  br label %if.end712

if.end712:                                        ; preds = %if.then711, %if.then709
  br label %if.end710

if.then713:                                       ; preds = %if.end708
  %5595 = bitcast float %5575 to i32
  %5596 = fcmp uno float %5575, %5575
  %5597 = select i1 %5596, i32 2143289344, i32 %5595
  %5598 = xor i32 %5597, 2147483647
  %5599 = icmp sge i32 %5597, 0
  %5600 = select i1 %5599, i32 %5597, i32 %5598
  %5601 = icmp sge i32 %5600, %3913
  br i1 %5601, label %if.then715, label %if.end716

if.end714:                                        ; preds = %if.end716, %if.end708
  %5602 = zext i16 %5513 to i32
  %5603 = shl i32 %5602, 16
  %5604 = bitcast i32 %5603 to float
  %5605 = icmp slt i32 %5514, %5484
  %5606 = fcmp uge float %5604, %4849
  %5607 = and i1 %5605, %5606
  br i1 %5607, label %if.then719, label %if.end720

if.then715:                                       ; preds = %if.then713
  %5608 = add i32 %5478, %5505
  %5609 = zext i32 %5608 to i64
  %5610 = bitcast float %5575 to i32
  %5611 = fcmp uno float %5575, %5575
  %5612 = select i1 %5611, i32 2143289344, i32 %5610
  %5613 = xor i32 %5612, 2147483647
  %5614 = icmp sge i32 %5612, 0
  %5615 = select i1 %5614, i32 %5612, i32 %5613
  %5616 = sext i32 %5615 to i64
  %5617 = shl i64 %5616, 32
  %5618 = sub i64 4294967295, %5609
  %5619 = or i64 %5617, %5618
  %5620 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5621 = icmp ult i32 %5620, 512
  br i1 %5621, label %if.then717, label %if.end718

if.end716:                                        ; preds = %if.end718, %if.then713
  br label %if.end714

if.then717:                                       ; preds = %if.then715
  %5622 = zext i32 %5620 to i64
  %5623 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5622
  store i64 %5619, ptr addrspace(3) %5623, align 4
  br label %if.end718

if.end718:                                        ; preds = %if.then717, %if.then715
  br label %if.end716

if.then719:                                       ; preds = %if.end714
  %5624 = bitcast float %5604 to i32
  %5625 = fcmp uno float %5604, %5604
  %5626 = select i1 %5625, i32 2143289344, i32 %5624
  %5627 = xor i32 %5626, 2147483647
  %5628 = icmp sge i32 %5626, 0
  %5629 = select i1 %5628, i32 %5626, i32 %5627
  %5630 = icmp sge i32 %5629, %3913
  br i1 %5630, label %if.then721, label %if.end722

if.end720:                                        ; preds = %if.end722, %if.end714
  %5631 = zext i16 %5522 to i32
  %5632 = shl i32 %5631, 16
  %5633 = bitcast i32 %5632 to float
  %5634 = icmp slt i32 %5523, %5484
  %5635 = fcmp uge float %5633, %4849
  %5636 = and i1 %5634, %5635
  br i1 %5636, label %if.then725, label %if.end726

if.then721:                                       ; preds = %if.then719
  %5637 = add i32 %5478, %5514
  %5638 = zext i32 %5637 to i64
  %5639 = bitcast float %5604 to i32
  %5640 = fcmp uno float %5604, %5604
  %5641 = select i1 %5640, i32 2143289344, i32 %5639
  %5642 = xor i32 %5641, 2147483647
  %5643 = icmp sge i32 %5641, 0
  %5644 = select i1 %5643, i32 %5641, i32 %5642
  %5645 = sext i32 %5644 to i64
  %5646 = shl i64 %5645, 32
  %5647 = sub i64 4294967295, %5638
  %5648 = or i64 %5646, %5647
  %5649 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5650 = icmp ult i32 %5649, 512
  br i1 %5650, label %if.then723, label %if.end724

if.end722:                                        ; preds = %if.end724, %if.then719
  br label %if.end720

if.then723:                                       ; preds = %if.then721
  %5651 = zext i32 %5649 to i64
  %5652 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5651
  store i64 %5648, ptr addrspace(3) %5652, align 4
  br label %if.end724

if.end724:                                        ; preds = %if.then723, %if.then721
  br label %if.end722

if.then725:                                       ; preds = %if.end720
  %5653 = bitcast float %5633 to i32
  %5654 = fcmp uno float %5633, %5633
  %5655 = select i1 %5654, i32 2143289344, i32 %5653
  %5656 = xor i32 %5655, 2147483647
  %5657 = icmp sge i32 %5655, 0
  %5658 = select i1 %5657, i32 %5655, i32 %5656
  %5659 = icmp sge i32 %5658, %3913
  br i1 %5659, label %if.then727, label %if.end728

if.end726:                                        ; preds = %if.end728, %if.end720
  %5660 = zext i16 %5531 to i32
  %5661 = shl i32 %5660, 16
  %5662 = bitcast i32 %5661 to float
  %5663 = icmp slt i32 %5532, %5484
  %5664 = fcmp uge float %5662, %4849
  %5665 = and i1 %5663, %5664
  br i1 %5665, label %if.then731, label %if.end732

if.then727:                                       ; preds = %if.then725
  %5666 = add i32 %5478, %5523
  %5667 = zext i32 %5666 to i64
  %5668 = bitcast float %5633 to i32
  %5669 = fcmp uno float %5633, %5633
  %5670 = select i1 %5669, i32 2143289344, i32 %5668
  %5671 = xor i32 %5670, 2147483647
  %5672 = icmp sge i32 %5670, 0
  %5673 = select i1 %5672, i32 %5670, i32 %5671
  %5674 = sext i32 %5673 to i64
  %5675 = shl i64 %5674, 32
  %5676 = sub i64 4294967295, %5667
  %5677 = or i64 %5675, %5676
  %5678 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5679 = icmp ult i32 %5678, 512
  br i1 %5679, label %if.then729, label %if.end730

if.end728:                                        ; preds = %if.end730, %if.then725
  br label %if.end726

if.then729:                                       ; preds = %if.then727
  %5680 = zext i32 %5678 to i64
  %5681 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5680
  store i64 %5677, ptr addrspace(3) %5681, align 4
  br label %if.end730

if.end730:                                        ; preds = %if.then729, %if.then727
  br label %if.end728

if.then731:                                       ; preds = %if.end726
  %5682 = bitcast float %5662 to i32
  %5683 = fcmp uno float %5662, %5662
  %5684 = select i1 %5683, i32 2143289344, i32 %5682
  %5685 = xor i32 %5684, 2147483647
  %5686 = icmp sge i32 %5684, 0
  %5687 = select i1 %5686, i32 %5684, i32 %5685
  %5688 = icmp sge i32 %5687, %3913
  br i1 %5688, label %if.then733, label %if.end734

if.end732:                                        ; preds = %if.end734, %if.end726
  %5689 = zext i16 %5540 to i32
  %5690 = shl i32 %5689, 16
  %5691 = bitcast i32 %5690 to float
  %5692 = icmp slt i32 %5541, %5484
  %5693 = fcmp uge float %5691, %4849
  %5694 = and i1 %5692, %5693
  br i1 %5694, label %if.then737, label %if.end738

if.then733:                                       ; preds = %if.then731
  %5695 = add i32 %5478, %5532
  %5696 = zext i32 %5695 to i64
  %5697 = bitcast float %5662 to i32
  %5698 = fcmp uno float %5662, %5662
  %5699 = select i1 %5698, i32 2143289344, i32 %5697
  %5700 = xor i32 %5699, 2147483647
  %5701 = icmp sge i32 %5699, 0
  %5702 = select i1 %5701, i32 %5699, i32 %5700
  %5703 = sext i32 %5702 to i64
  %5704 = shl i64 %5703, 32
  %5705 = sub i64 4294967295, %5696
  %5706 = or i64 %5704, %5705
  %5707 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5708 = icmp ult i32 %5707, 512
  br i1 %5708, label %if.then735, label %if.end736

if.end734:                                        ; preds = %if.end736, %if.then731
  br label %if.end732

if.then735:                                       ; preds = %if.then733
  %5709 = zext i32 %5707 to i64
  %5710 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5709
  store i64 %5706, ptr addrspace(3) %5710, align 4
  br label %if.end736

if.end736:                                        ; preds = %if.then735, %if.then733
  br label %if.end734

if.then737:                                       ; preds = %if.end732
  %5711 = bitcast float %5691 to i32
  %5712 = fcmp uno float %5691, %5691
  %5713 = select i1 %5712, i32 2143289344, i32 %5711
  %5714 = xor i32 %5713, 2147483647
  %5715 = icmp sge i32 %5713, 0
  %5716 = select i1 %5715, i32 %5713, i32 %5714
  %5717 = icmp sge i32 %5716, %3913
  br i1 %5717, label %if.then739, label %if.end740

if.end738:                                        ; preds = %if.end740, %if.end732
  %5718 = zext i16 %5549 to i32
  %5719 = shl i32 %5718, 16
  %5720 = bitcast i32 %5719 to float
  %5721 = icmp slt i32 %5550, %5484
  %5722 = fcmp uge float %5720, %4849
  %5723 = and i1 %5721, %5722
  br i1 %5723, label %if.then743, label %if.end744

if.then739:                                       ; preds = %if.then737
  %5724 = add i32 %5478, %5541
  %5725 = zext i32 %5724 to i64
  %5726 = bitcast float %5691 to i32
  %5727 = fcmp uno float %5691, %5691
  %5728 = select i1 %5727, i32 2143289344, i32 %5726
  %5729 = xor i32 %5728, 2147483647
  %5730 = icmp sge i32 %5728, 0
  %5731 = select i1 %5730, i32 %5728, i32 %5729
  %5732 = sext i32 %5731 to i64
  %5733 = shl i64 %5732, 32
  %5734 = sub i64 4294967295, %5725
  %5735 = or i64 %5733, %5734
  %5736 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5737 = icmp ult i32 %5736, 512
  br i1 %5737, label %if.then741, label %if.end742

if.end740:                                        ; preds = %if.end742, %if.then737
  br label %if.end738

if.then741:                                       ; preds = %if.then739
  %5738 = zext i32 %5736 to i64
  %5739 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5738
  store i64 %5735, ptr addrspace(3) %5739, align 4
  br label %if.end742

if.end742:                                        ; preds = %if.then741, %if.then739
  br label %if.end740

if.then743:                                       ; preds = %if.end738
  %5740 = bitcast float %5720 to i32
  %5741 = fcmp uno float %5720, %5720
  %5742 = select i1 %5741, i32 2143289344, i32 %5740
  %5743 = xor i32 %5742, 2147483647
  %5744 = icmp sge i32 %5742, 0
  %5745 = select i1 %5744, i32 %5742, i32 %5743
  %5746 = icmp sge i32 %5745, %3913
  br i1 %5746, label %if.then745, label %if.end746

if.end744:                                        ; preds = %if.end746, %if.end738
  %5747 = zext i16 %5558 to i32
  %5748 = shl i32 %5747, 16
  %5749 = bitcast i32 %5748 to float
  %5750 = icmp slt i32 %5559, %5484
  %5751 = fcmp uge float %5749, %4849
  %5752 = and i1 %5750, %5751
  br i1 %5752, label %if.then749, label %if.end750

if.then745:                                       ; preds = %if.then743
  %5753 = add i32 %5478, %5550
  %5754 = zext i32 %5753 to i64
  %5755 = bitcast float %5720 to i32
  %5756 = fcmp uno float %5720, %5720
  %5757 = select i1 %5756, i32 2143289344, i32 %5755
  %5758 = xor i32 %5757, 2147483647
  %5759 = icmp sge i32 %5757, 0
  %5760 = select i1 %5759, i32 %5757, i32 %5758
  %5761 = sext i32 %5760 to i64
  %5762 = shl i64 %5761, 32
  %5763 = sub i64 4294967295, %5754
  %5764 = or i64 %5762, %5763
  %5765 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5766 = icmp ult i32 %5765, 512
  br i1 %5766, label %if.then747, label %if.end748

if.end746:                                        ; preds = %if.end748, %if.then743
  br label %if.end744

if.then747:                                       ; preds = %if.then745
  %5767 = zext i32 %5765 to i64
  %5768 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5767
  store i64 %5764, ptr addrspace(3) %5768, align 4
  br label %if.end748

if.end748:                                        ; preds = %if.then747, %if.then745
  br label %if.end746

if.then749:                                       ; preds = %if.end744
  %5769 = bitcast float %5749 to i32
  %5770 = fcmp uno float %5749, %5749
  %5771 = select i1 %5770, i32 2143289344, i32 %5769
  %5772 = xor i32 %5771, 2147483647
  %5773 = icmp sge i32 %5771, 0
  %5774 = select i1 %5773, i32 %5771, i32 %5772
  %5775 = icmp sge i32 %5774, %3913
  br i1 %5775, label %if.then751, label %if.end752

if.end750:                                        ; preds = %if.end752, %if.end744
  %kcol.next755 = add nsw i32 %kcol.iv706, 1
  br label %kcol.head703, !llvm.loop !19

if.then751:                                       ; preds = %if.then749
  %5776 = add i32 %5478, %5559
  %5777 = zext i32 %5776 to i64
  %5778 = bitcast float %5749 to i32
  %5779 = fcmp uno float %5749, %5749
  %5780 = select i1 %5779, i32 2143289344, i32 %5778
  %5781 = xor i32 %5780, 2147483647
  %5782 = icmp sge i32 %5780, 0
  %5783 = select i1 %5782, i32 %5780, i32 %5781
  %5784 = sext i32 %5783 to i64
  %5785 = shl i64 %5784, 32
  %5786 = sub i64 4294967295, %5777
  %5787 = or i64 %5785, %5786
  %5788 = atomicrmw add ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 4), i32 1 monotonic, align 4
  %5789 = icmp ult i32 %5788, 512
  br i1 %5789, label %if.then753, label %if.end754

if.end752:                                        ; preds = %if.end754, %if.then749
  br label %if.end750

if.then753:                                       ; preds = %if.then751
  %5790 = zext i32 %5788 to i64
  %5791 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %5790
  store i64 %5787, ptr addrspace(3) %5791, align 4
  br label %if.end754

if.end754:                                        ; preds = %if.then753, %if.then751
  br label %if.end752

if.then756:                                       ; preds = %if.end598
  %5792 = icmp eq i64 %23, 0
  br i1 %5792, label %if.then758, label %if.end759

if.end757:                                        ; preds = %keys.exit762, %if.end598
  %5793 = icmp ult i64 %23, 32
  %5794 = and i1 %4830, %5793
  br i1 %5794, label %if.then780, label %if.end781

if.then758:                                       ; preds = %if.then756
  store i64 %1840, ptr %40, align 4
  br label %if.end759

if.end759:                                        ; preds = %if.then758, %if.then756
  %5795 = icmp sgt i64 %4828, 20
  %5796 = select i1 %5795, i64 %4828, i64 20
  br label %keys.head760

keys.head760:                                     ; preds = %keyed.end766, %if.end759
  %keys.iv763 = phi i64 [ %23, %if.end759 ], [ %keys.next779, %keyed.end766 ]
  %5797 = icmp slt i64 %keys.iv763, %5796
  br i1 %5797, label %keys.body761, label %keys.exit762

keys.body761:                                     ; preds = %keys.head760
  %5798 = icmp slt i64 %keys.iv763, %4828
  br i1 %5798, label %keyed.then764, label %keyed.else765

keys.exit762:                                     ; preds = %keys.head760
  br label %if.end757

keyed.then764:                                    ; preds = %keys.body761
  %5799 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %keys.iv763
  %5800 = load i64, ptr addrspace(3) %5799, align 4
  store i64 0, ptr %place767, align 4
  br label %place.head768

keyed.else765:                                    ; preds = %keys.body761
  br i1 true, label %if.then777, label %if.end778

keyed.end766:                                     ; preds = %if.end778, %if.end774
  %keys.next779 = add nsw i64 %keys.iv763, 128
  br label %keys.head760, !llvm.loop !20

place.head768:                                    ; preds = %place.body769, %keyed.then764
  %place.iv771 = phi i64 [ 0, %keyed.then764 ], [ %place.next772, %place.body769 ]
  %5801 = icmp slt i64 %place.iv771, %4828
  br i1 %5801, label %place.body769, label %place.exit770

place.body769:                                    ; preds = %place.head768
  %5802 = getelementptr i64, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 2128), i64 %place.iv771
  %5803 = load i64, ptr addrspace(3) %5802, align 4
  %5804 = icmp sgt i64 %5803, %5800
  %5805 = zext i1 %5804 to i64
  %5806 = load i64, ptr %place767, align 4
  %5807 = add i64 %5806, %5805
  store i64 %5807, ptr %place767, align 4
  %place.next772 = add nsw i64 %place.iv771, 1
  br label %place.head768, !llvm.loop !21

place.exit770:                                    ; preds = %place.head768
  %5808 = load i64, ptr %place767, align 4
  %5809 = icmp slt i64 %5808, 20
  br i1 %5809, label %if.then773, label %if.end774

if.then773:                                       ; preds = %place.exit770
  %5810 = icmp eq i64 %5800, -9223372036854775808
  %5811 = ashr i64 %5800, 32
  %5812 = trunc i64 %5811 to i32
  %5813 = xor i32 %5812, 2147483647
  %5814 = icmp sge i32 %5812, 0
  %5815 = select i1 %5814, i32 %5812, i32 %5813
  %5816 = bitcast i32 %5815 to float
  %5817 = and i64 %5800, 4294967295
  %5818 = sub i64 4294967295, %5817
  br i1 true, label %if.then775, label %if.end776

if.end774:                                        ; preds = %if.end776, %place.exit770
  br label %keyed.end766

if.then775:                                       ; preds = %if.then773
  %5819 = getelementptr i64, ptr %35, i64 %5808
  %5820 = select i1 %5810, i64 -1, i64 %5818
  store i64 %5820, ptr %5819, align 4
  %5821 = getelementptr float, ptr %38, i64 %5808
  %5822 = fsub float %5816, %1820
  %5823 = fcmp uno float %5822, %5822
  %5824 = select i1 %5823, float 0x7FF8000000000000, float %5822
  %5825 = select i1 %5810, float 0xFFF0000000000000, float %5824
  store float %5825, ptr %5821, align 4
  br label %if.end776

if.end776:                                        ; preds = %if.then775, %if.then773
  br label %if.end774

if.then777:                                       ; preds = %keyed.else765
  %5826 = getelementptr i64, ptr %35, i64 %keys.iv763
  store i64 -1, ptr %5826, align 4
  %5827 = getelementptr float, ptr %38, i64 %keys.iv763
  %5828 = fsub float 0xFFFFFFFFE0000000, %1820
  %5829 = fcmp uno float %5828, %5828
  %5830 = select i1 %5829, float 0x7FF8000000000000, float %5828
  %5831 = select i1 true, float 0xFFF0000000000000, float %5830
  store float %5831, ptr %5827, align 4
  br label %if.end778

if.end778:                                        ; preds = %if.then777, %keyed.else765
  br label %keyed.end766

if.then780:                                       ; preds = %if.end757
  %5832 = inttoptr i64 %2 to ptr
  %5833 = getelementptr i64, ptr %5832, i64 %25
  %5834 = load i64, ptr %5833, align 4
  %5835 = icmp ne i64 %5834, %4
  %5836 = mul i64 %25, 20
  %5837 = inttoptr i64 %13 to ptr
  %5838 = getelementptr i64, ptr %5837, i64 %5836
  %5839 = mul i64 %25, 20
  %5840 = inttoptr i64 %14 to ptr
  %5841 = getelementptr float, ptr %5840, i64 %5839
  %5842 = inttoptr i64 %15 to ptr
  %5843 = getelementptr i64, ptr %5842, i64 %25
  br i1 %5835, label %active.then782, label %active.else783

if.end781:                                        ; preds = %active.end784, %if.end757
  br label %reached.end

active.then782:                                   ; preds = %if.then780
  %5844 = mul i64 %25, %1
  %5845 = mul i64 %5844, 2
  %5846 = inttoptr i64 %0 to ptr
  %5847 = getelementptr i8, ptr %5846, i64 %5845
  %5848 = sdiv i64 %5, 2374
  %5849 = mul i64 %5848, 32
  %5850 = mul i64 %25, %5849
  %5851 = inttoptr i64 %11 to ptr
  %5852 = getelementptr i32, ptr %5851, i64 %5850
  %5853 = inttoptr i64 %10 to ptr
  %5854 = getelementptr float, ptr %5853, i64 %25
  %5855 = load float, ptr %5854, align 4
  %5856 = icmp slt i64 %5834, %6
  %5857 = icmp sge i64 %5834, 0
  %5858 = and i1 %5857, %5856
  %5859 = inttoptr i64 %8 to ptr
  %5860 = and i64 %23, 31
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

active.else783:                                   ; preds = %if.then780
  br i1 true, label %if.then892, label %if.end893

active.end784:                                    ; preds = %if.end893, %over.end
  br label %if.end781

nantiles.head:                                    ; preds = %nantiles.body, %active.then782
  %nantiles.iv = phi i64 [ %5860, %active.then782 ], [ %nantiles.next, %nantiles.body ]
  %5861 = icmp slt i64 %nantiles.iv, %5848
  br i1 %5861, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %5862 = mul i64 %25, %5848
  %5863 = add i64 %5862, %nantiles.iv
  %5864 = mul i64 %5863, %9
  %5865 = getelementptr float, ptr %5859, i64 %5864
  %5866 = load float, ptr %5865, align 4
  %5867 = fcmp uno float %5866, %5866
  %5868 = zext i1 %5867 to i64
  %5869 = load i64, ptr %nantiles, align 4
  %5870 = add i64 %5869, %5868
  store i64 %5870, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !22

nantiles.exit:                                    ; preds = %nantiles.head
  %5871 = load i64, ptr %nantiles, align 4
  %5872 = trunc i64 %5871 to i32
  %5873 = bitcast i32 %5872 to float
  %5874 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5873, i32 16, i32 31)
  %5875 = bitcast float %5874 to i32
  %5876 = lshr i64 %5871, 32
  %5877 = trunc i64 %5876 to i32
  %5878 = bitcast i32 %5877 to float
  %5879 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5878, i32 16, i32 31)
  %5880 = bitcast float %5879 to i32
  %5881 = zext i32 %5875 to i64
  %5882 = zext i32 %5880 to i64
  %5883 = shl i64 %5882, 32
  %5884 = or i64 %5883, %5881
  %5885 = add i64 %5871, %5884
  %5886 = trunc i64 %5885 to i32
  %5887 = bitcast i32 %5886 to float
  %5888 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5887, i32 8, i32 31)
  %5889 = bitcast float %5888 to i32
  %5890 = lshr i64 %5885, 32
  %5891 = trunc i64 %5890 to i32
  %5892 = bitcast i32 %5891 to float
  %5893 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5892, i32 8, i32 31)
  %5894 = bitcast float %5893 to i32
  %5895 = zext i32 %5889 to i64
  %5896 = zext i32 %5894 to i64
  %5897 = shl i64 %5896, 32
  %5898 = or i64 %5897, %5895
  %5899 = add i64 %5885, %5898
  %5900 = trunc i64 %5899 to i32
  %5901 = bitcast i32 %5900 to float
  %5902 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5901, i32 4, i32 31)
  %5903 = bitcast float %5902 to i32
  %5904 = lshr i64 %5899, 32
  %5905 = trunc i64 %5904 to i32
  %5906 = bitcast i32 %5905 to float
  %5907 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5906, i32 4, i32 31)
  %5908 = bitcast float %5907 to i32
  %5909 = zext i32 %5903 to i64
  %5910 = zext i32 %5908 to i64
  %5911 = shl i64 %5910, 32
  %5912 = or i64 %5911, %5909
  %5913 = add i64 %5899, %5912
  %5914 = trunc i64 %5913 to i32
  %5915 = bitcast i32 %5914 to float
  %5916 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5915, i32 2, i32 31)
  %5917 = bitcast float %5916 to i32
  %5918 = lshr i64 %5913, 32
  %5919 = trunc i64 %5918 to i32
  %5920 = bitcast i32 %5919 to float
  %5921 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5920, i32 2, i32 31)
  %5922 = bitcast float %5921 to i32
  %5923 = zext i32 %5917 to i64
  %5924 = zext i32 %5922 to i64
  %5925 = shl i64 %5924, 32
  %5926 = or i64 %5925, %5923
  %5927 = add i64 %5913, %5926
  %5928 = trunc i64 %5927 to i32
  %5929 = bitcast i32 %5928 to float
  %5930 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5929, i32 1, i32 31)
  %5931 = bitcast float %5930 to i32
  %5932 = lshr i64 %5927, 32
  %5933 = trunc i64 %5932 to i32
  %5934 = bitcast i32 %5933 to float
  %5935 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5934, i32 1, i32 31)
  %5936 = bitcast float %5935 to i32
  %5937 = zext i32 %5931 to i64
  %5938 = zext i32 %5936 to i64
  %5939 = shl i64 %5938, 32
  %5940 = or i64 %5939, %5937
  %5941 = add i64 %5927, %5940
  %5942 = bitcast float %5855 to i32
  %5943 = icmp eq i32 %5942, -2147483648
  %5944 = icmp sgt i64 %5941, 0
  %5945 = or i1 %5943, %5944
  %5946 = fcmp ord float %5855, %5855
  %5947 = and i1 %5946, %5945
  store i64 0, ptr %above785, align 4
  br i1 %5947, label %exact.then786, label %exact.else

exact.then786:                                    ; preds = %nantiles.exit
  %5948 = bitcast float %5855 to i32
  %5949 = fcmp uno float %5855, %5855
  %5950 = select i1 %5949, i32 2143289344, i32 %5948
  %5951 = xor i32 %5950, 2147483647
  %5952 = icmp sge i32 %5950, 0
  %5953 = select i1 %5952, i32 %5950, i32 %5951
  %5954 = and i64 %23, 31
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head788

exact.else:                                       ; preds = %nantiles.exit
  %5955 = and i64 %23, 31
  store i64 0, ptr %above793, align 4
  %5956 = add i64 %5849, 255
  %5957 = udiv i64 %5956, 256
  br label %above.head

exact.end787:                                     ; preds = %above.exit, %exactabove.exit790
  %5958 = load i64, ptr %above785, align 4
  %5959 = add i64 %5958, 1
  %5960 = select i1 %5858, i64 %5959, i64 0
  br i1 true, label %if.then794, label %if.end795

exactabove.head788:                               ; preds = %exactabove.body789, %exact.then786
  %exactabove.iv791 = phi i64 [ %5954, %exact.then786 ], [ %exactabove.next792, %exactabove.body789 ]
  %5961 = icmp slt i64 %exactabove.iv791, %6
  br i1 %5961, label %exactabove.body789, label %exactabove.exit790

exactabove.body789:                               ; preds = %exactabove.head788
  %5962 = mul i64 %exactabove.iv791, 2
  %5963 = getelementptr i8, ptr %5847, i64 %5962
  %5964 = load i16, ptr %5963, align 2, !invariant.load !23
  %5965 = zext i16 %5964 to i32
  %5966 = shl i32 %5965, 16
  %5967 = bitcast i32 %5966 to float
  %5968 = bitcast float %5967 to i32
  %5969 = fcmp uno float %5967, %5967
  %5970 = select i1 %5969, i32 2143289344, i32 %5968
  %5971 = xor i32 %5970, 2147483647
  %5972 = icmp sge i32 %5970, 0
  %5973 = select i1 %5972, i32 %5970, i32 %5971
  %5974 = icmp sgt i32 %5973, %5953
  %5975 = zext i1 %5974 to i64
  %5976 = load i64, ptr %exactabove, align 4
  %5977 = add i64 %5976, %5975
  store i64 %5977, ptr %exactabove, align 4
  %exactabove.next792 = add nsw i64 %exactabove.iv791, 32
  br label %exactabove.head788, !llvm.loop !24

exactabove.exit790:                               ; preds = %exactabove.head788
  %5978 = load i64, ptr %exactabove, align 4
  %5979 = trunc i64 %5978 to i32
  %5980 = bitcast i32 %5979 to float
  %5981 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5980, i32 16, i32 31)
  %5982 = bitcast float %5981 to i32
  %5983 = lshr i64 %5978, 32
  %5984 = trunc i64 %5983 to i32
  %5985 = bitcast i32 %5984 to float
  %5986 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5985, i32 16, i32 31)
  %5987 = bitcast float %5986 to i32
  %5988 = zext i32 %5982 to i64
  %5989 = zext i32 %5987 to i64
  %5990 = shl i64 %5989, 32
  %5991 = or i64 %5990, %5988
  %5992 = add i64 %5978, %5991
  %5993 = trunc i64 %5992 to i32
  %5994 = bitcast i32 %5993 to float
  %5995 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5994, i32 8, i32 31)
  %5996 = bitcast float %5995 to i32
  %5997 = lshr i64 %5992, 32
  %5998 = trunc i64 %5997 to i32
  %5999 = bitcast i32 %5998 to float
  %6000 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %5999, i32 8, i32 31)
  %6001 = bitcast float %6000 to i32
  %6002 = zext i32 %5996 to i64
  %6003 = zext i32 %6001 to i64
  %6004 = shl i64 %6003, 32
  %6005 = or i64 %6004, %6002
  %6006 = add i64 %5992, %6005
  %6007 = trunc i64 %6006 to i32
  %6008 = bitcast i32 %6007 to float
  %6009 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6008, i32 4, i32 31)
  %6010 = bitcast float %6009 to i32
  %6011 = lshr i64 %6006, 32
  %6012 = trunc i64 %6011 to i32
  %6013 = bitcast i32 %6012 to float
  %6014 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6013, i32 4, i32 31)
  %6015 = bitcast float %6014 to i32
  %6016 = zext i32 %6010 to i64
  %6017 = zext i32 %6015 to i64
  %6018 = shl i64 %6017, 32
  %6019 = or i64 %6018, %6016
  %6020 = add i64 %6006, %6019
  %6021 = trunc i64 %6020 to i32
  %6022 = bitcast i32 %6021 to float
  %6023 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6022, i32 2, i32 31)
  %6024 = bitcast float %6023 to i32
  %6025 = lshr i64 %6020, 32
  %6026 = trunc i64 %6025 to i32
  %6027 = bitcast i32 %6026 to float
  %6028 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6027, i32 2, i32 31)
  %6029 = bitcast float %6028 to i32
  %6030 = zext i32 %6024 to i64
  %6031 = zext i32 %6029 to i64
  %6032 = shl i64 %6031, 32
  %6033 = or i64 %6032, %6030
  %6034 = add i64 %6020, %6033
  %6035 = trunc i64 %6034 to i32
  %6036 = bitcast i32 %6035 to float
  %6037 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6036, i32 1, i32 31)
  %6038 = bitcast float %6037 to i32
  %6039 = lshr i64 %6034, 32
  %6040 = trunc i64 %6039 to i32
  %6041 = bitcast i32 %6040 to float
  %6042 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6041, i32 1, i32 31)
  %6043 = bitcast float %6042 to i32
  %6044 = zext i32 %6038 to i64
  %6045 = zext i32 %6043 to i64
  %6046 = shl i64 %6045, 32
  %6047 = or i64 %6046, %6044
  %6048 = add i64 %6034, %6047
  store i64 %6048, ptr %above785, align 4
  br label %exact.end787

above.head:                                       ; preds = %above.body, %exact.else
  %above.iv = phi i64 [ 0, %exact.else ], [ %above.next, %above.body ]
  %6049 = icmp slt i64 %above.iv, %5957
  br i1 %6049, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %6050 = mul i64 %above.iv, 8
  %6051 = add i64 %6050, 0
  %6052 = mul i64 %6051, 32
  %6053 = add i64 %5955, %6052
  %6054 = icmp slt i64 %6053, %5849
  %6055 = select i1 %6054, i64 %6053, i64 0
  %6056 = getelementptr i32, ptr %5852, i64 %6055
  %6057 = load i32, ptr %6056, align 4
  %6058 = and i32 %6057, -65536
  %6059 = bitcast i32 %6058 to float
  %6060 = and i32 %6057, 65535
  %6061 = zext i32 %6060 to i64
  %6062 = bitcast float %6059 to i32
  %6063 = fcmp uno float %6059, %6059
  %6064 = select i1 %6063, i32 2143289344, i32 %6062
  %6065 = xor i32 %6064, 2147483647
  %6066 = icmp sge i32 %6064, 0
  %6067 = select i1 %6066, i32 %6064, i32 %6065
  %6068 = sext i32 %6067 to i64
  %6069 = shl i64 %6068, 32
  %6070 = or i64 %6069, %6061
  %6071 = mul i64 %above.iv, 8
  %6072 = add i64 %6071, 1
  %6073 = mul i64 %6072, 32
  %6074 = add i64 %5955, %6073
  %6075 = icmp slt i64 %6074, %5849
  %6076 = select i1 %6075, i64 %6074, i64 0
  %6077 = getelementptr i32, ptr %5852, i64 %6076
  %6078 = load i32, ptr %6077, align 4
  %6079 = and i32 %6078, -65536
  %6080 = bitcast i32 %6079 to float
  %6081 = and i32 %6078, 65535
  %6082 = zext i32 %6081 to i64
  %6083 = bitcast float %6080 to i32
  %6084 = fcmp uno float %6080, %6080
  %6085 = select i1 %6084, i32 2143289344, i32 %6083
  %6086 = xor i32 %6085, 2147483647
  %6087 = icmp sge i32 %6085, 0
  %6088 = select i1 %6087, i32 %6085, i32 %6086
  %6089 = sext i32 %6088 to i64
  %6090 = shl i64 %6089, 32
  %6091 = or i64 %6090, %6082
  %6092 = mul i64 %above.iv, 8
  %6093 = add i64 %6092, 2
  %6094 = mul i64 %6093, 32
  %6095 = add i64 %5955, %6094
  %6096 = icmp slt i64 %6095, %5849
  %6097 = select i1 %6096, i64 %6095, i64 0
  %6098 = getelementptr i32, ptr %5852, i64 %6097
  %6099 = load i32, ptr %6098, align 4
  %6100 = and i32 %6099, -65536
  %6101 = bitcast i32 %6100 to float
  %6102 = and i32 %6099, 65535
  %6103 = zext i32 %6102 to i64
  %6104 = bitcast float %6101 to i32
  %6105 = fcmp uno float %6101, %6101
  %6106 = select i1 %6105, i32 2143289344, i32 %6104
  %6107 = xor i32 %6106, 2147483647
  %6108 = icmp sge i32 %6106, 0
  %6109 = select i1 %6108, i32 %6106, i32 %6107
  %6110 = sext i32 %6109 to i64
  %6111 = shl i64 %6110, 32
  %6112 = or i64 %6111, %6103
  %6113 = mul i64 %above.iv, 8
  %6114 = add i64 %6113, 3
  %6115 = mul i64 %6114, 32
  %6116 = add i64 %5955, %6115
  %6117 = icmp slt i64 %6116, %5849
  %6118 = select i1 %6117, i64 %6116, i64 0
  %6119 = getelementptr i32, ptr %5852, i64 %6118
  %6120 = load i32, ptr %6119, align 4
  %6121 = and i32 %6120, -65536
  %6122 = bitcast i32 %6121 to float
  %6123 = and i32 %6120, 65535
  %6124 = zext i32 %6123 to i64
  %6125 = bitcast float %6122 to i32
  %6126 = fcmp uno float %6122, %6122
  %6127 = select i1 %6126, i32 2143289344, i32 %6125
  %6128 = xor i32 %6127, 2147483647
  %6129 = icmp sge i32 %6127, 0
  %6130 = select i1 %6129, i32 %6127, i32 %6128
  %6131 = sext i32 %6130 to i64
  %6132 = shl i64 %6131, 32
  %6133 = or i64 %6132, %6124
  %6134 = mul i64 %above.iv, 8
  %6135 = add i64 %6134, 4
  %6136 = mul i64 %6135, 32
  %6137 = add i64 %5955, %6136
  %6138 = icmp slt i64 %6137, %5849
  %6139 = select i1 %6138, i64 %6137, i64 0
  %6140 = getelementptr i32, ptr %5852, i64 %6139
  %6141 = load i32, ptr %6140, align 4
  %6142 = and i32 %6141, -65536
  %6143 = bitcast i32 %6142 to float
  %6144 = and i32 %6141, 65535
  %6145 = zext i32 %6144 to i64
  %6146 = bitcast float %6143 to i32
  %6147 = fcmp uno float %6143, %6143
  %6148 = select i1 %6147, i32 2143289344, i32 %6146
  %6149 = xor i32 %6148, 2147483647
  %6150 = icmp sge i32 %6148, 0
  %6151 = select i1 %6150, i32 %6148, i32 %6149
  %6152 = sext i32 %6151 to i64
  %6153 = shl i64 %6152, 32
  %6154 = or i64 %6153, %6145
  %6155 = mul i64 %above.iv, 8
  %6156 = add i64 %6155, 5
  %6157 = mul i64 %6156, 32
  %6158 = add i64 %5955, %6157
  %6159 = icmp slt i64 %6158, %5849
  %6160 = select i1 %6159, i64 %6158, i64 0
  %6161 = getelementptr i32, ptr %5852, i64 %6160
  %6162 = load i32, ptr %6161, align 4
  %6163 = and i32 %6162, -65536
  %6164 = bitcast i32 %6163 to float
  %6165 = and i32 %6162, 65535
  %6166 = zext i32 %6165 to i64
  %6167 = bitcast float %6164 to i32
  %6168 = fcmp uno float %6164, %6164
  %6169 = select i1 %6168, i32 2143289344, i32 %6167
  %6170 = xor i32 %6169, 2147483647
  %6171 = icmp sge i32 %6169, 0
  %6172 = select i1 %6171, i32 %6169, i32 %6170
  %6173 = sext i32 %6172 to i64
  %6174 = shl i64 %6173, 32
  %6175 = or i64 %6174, %6166
  %6176 = mul i64 %above.iv, 8
  %6177 = add i64 %6176, 6
  %6178 = mul i64 %6177, 32
  %6179 = add i64 %5955, %6178
  %6180 = icmp slt i64 %6179, %5849
  %6181 = select i1 %6180, i64 %6179, i64 0
  %6182 = getelementptr i32, ptr %5852, i64 %6181
  %6183 = load i32, ptr %6182, align 4
  %6184 = and i32 %6183, -65536
  %6185 = bitcast i32 %6184 to float
  %6186 = and i32 %6183, 65535
  %6187 = zext i32 %6186 to i64
  %6188 = bitcast float %6185 to i32
  %6189 = fcmp uno float %6185, %6185
  %6190 = select i1 %6189, i32 2143289344, i32 %6188
  %6191 = xor i32 %6190, 2147483647
  %6192 = icmp sge i32 %6190, 0
  %6193 = select i1 %6192, i32 %6190, i32 %6191
  %6194 = sext i32 %6193 to i64
  %6195 = shl i64 %6194, 32
  %6196 = or i64 %6195, %6187
  %6197 = mul i64 %above.iv, 8
  %6198 = add i64 %6197, 7
  %6199 = mul i64 %6198, 32
  %6200 = add i64 %5955, %6199
  %6201 = icmp slt i64 %6200, %5849
  %6202 = select i1 %6201, i64 %6200, i64 0
  %6203 = getelementptr i32, ptr %5852, i64 %6202
  %6204 = load i32, ptr %6203, align 4
  %6205 = and i32 %6204, -65536
  %6206 = bitcast i32 %6205 to float
  %6207 = and i32 %6204, 65535
  %6208 = zext i32 %6207 to i64
  %6209 = bitcast float %6206 to i32
  %6210 = fcmp uno float %6206, %6206
  %6211 = select i1 %6210, i32 2143289344, i32 %6209
  %6212 = xor i32 %6211, 2147483647
  %6213 = icmp sge i32 %6211, 0
  %6214 = select i1 %6213, i32 %6211, i32 %6212
  %6215 = sext i32 %6214 to i64
  %6216 = shl i64 %6215, 32
  %6217 = or i64 %6216, %6208
  %6218 = and i64 %6070, 4294967295
  %6219 = select i1 %6054, i64 %6218, i64 0
  %6220 = load i64, ptr %above793, align 4
  %6221 = add i64 %6220, %6219
  store i64 %6221, ptr %above793, align 4
  %6222 = and i64 %6091, 4294967295
  %6223 = select i1 %6075, i64 %6222, i64 0
  %6224 = load i64, ptr %above793, align 4
  %6225 = add i64 %6224, %6223
  store i64 %6225, ptr %above793, align 4
  %6226 = and i64 %6112, 4294967295
  %6227 = select i1 %6096, i64 %6226, i64 0
  %6228 = load i64, ptr %above793, align 4
  %6229 = add i64 %6228, %6227
  store i64 %6229, ptr %above793, align 4
  %6230 = and i64 %6133, 4294967295
  %6231 = select i1 %6117, i64 %6230, i64 0
  %6232 = load i64, ptr %above793, align 4
  %6233 = add i64 %6232, %6231
  store i64 %6233, ptr %above793, align 4
  %6234 = and i64 %6154, 4294967295
  %6235 = select i1 %6138, i64 %6234, i64 0
  %6236 = load i64, ptr %above793, align 4
  %6237 = add i64 %6236, %6235
  store i64 %6237, ptr %above793, align 4
  %6238 = and i64 %6175, 4294967295
  %6239 = select i1 %6159, i64 %6238, i64 0
  %6240 = load i64, ptr %above793, align 4
  %6241 = add i64 %6240, %6239
  store i64 %6241, ptr %above793, align 4
  %6242 = and i64 %6196, 4294967295
  %6243 = select i1 %6180, i64 %6242, i64 0
  %6244 = load i64, ptr %above793, align 4
  %6245 = add i64 %6244, %6243
  store i64 %6245, ptr %above793, align 4
  %6246 = and i64 %6217, 4294967295
  %6247 = select i1 %6201, i64 %6246, i64 0
  %6248 = load i64, ptr %above793, align 4
  %6249 = add i64 %6248, %6247
  store i64 %6249, ptr %above793, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !25

above.exit:                                       ; preds = %above.head
  %6250 = load i64, ptr %above793, align 4
  %6251 = trunc i64 %6250 to i32
  %6252 = bitcast i32 %6251 to float
  %6253 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6252, i32 16, i32 31)
  %6254 = bitcast float %6253 to i32
  %6255 = lshr i64 %6250, 32
  %6256 = trunc i64 %6255 to i32
  %6257 = bitcast i32 %6256 to float
  %6258 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6257, i32 16, i32 31)
  %6259 = bitcast float %6258 to i32
  %6260 = zext i32 %6254 to i64
  %6261 = zext i32 %6259 to i64
  %6262 = shl i64 %6261, 32
  %6263 = or i64 %6262, %6260
  %6264 = add i64 %6250, %6263
  %6265 = trunc i64 %6264 to i32
  %6266 = bitcast i32 %6265 to float
  %6267 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6266, i32 8, i32 31)
  %6268 = bitcast float %6267 to i32
  %6269 = lshr i64 %6264, 32
  %6270 = trunc i64 %6269 to i32
  %6271 = bitcast i32 %6270 to float
  %6272 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6271, i32 8, i32 31)
  %6273 = bitcast float %6272 to i32
  %6274 = zext i32 %6268 to i64
  %6275 = zext i32 %6273 to i64
  %6276 = shl i64 %6275, 32
  %6277 = or i64 %6276, %6274
  %6278 = add i64 %6264, %6277
  %6279 = trunc i64 %6278 to i32
  %6280 = bitcast i32 %6279 to float
  %6281 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6280, i32 4, i32 31)
  %6282 = bitcast float %6281 to i32
  %6283 = lshr i64 %6278, 32
  %6284 = trunc i64 %6283 to i32
  %6285 = bitcast i32 %6284 to float
  %6286 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6285, i32 4, i32 31)
  %6287 = bitcast float %6286 to i32
  %6288 = zext i32 %6282 to i64
  %6289 = zext i32 %6287 to i64
  %6290 = shl i64 %6289, 32
  %6291 = or i64 %6290, %6288
  %6292 = add i64 %6278, %6291
  %6293 = trunc i64 %6292 to i32
  %6294 = bitcast i32 %6293 to float
  %6295 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6294, i32 2, i32 31)
  %6296 = bitcast float %6295 to i32
  %6297 = lshr i64 %6292, 32
  %6298 = trunc i64 %6297 to i32
  %6299 = bitcast i32 %6298 to float
  %6300 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6299, i32 2, i32 31)
  %6301 = bitcast float %6300 to i32
  %6302 = zext i32 %6296 to i64
  %6303 = zext i32 %6301 to i64
  %6304 = shl i64 %6303, 32
  %6305 = or i64 %6304, %6302
  %6306 = add i64 %6292, %6305
  %6307 = trunc i64 %6306 to i32
  %6308 = bitcast i32 %6307 to float
  %6309 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6308, i32 1, i32 31)
  %6310 = bitcast float %6309 to i32
  %6311 = lshr i64 %6306, 32
  %6312 = trunc i64 %6311 to i32
  %6313 = bitcast i32 %6312 to float
  %6314 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6313, i32 1, i32 31)
  %6315 = bitcast float %6314 to i32
  %6316 = zext i32 %6310 to i64
  %6317 = zext i32 %6315 to i64
  %6318 = shl i64 %6317, 32
  %6319 = or i64 %6318, %6316
  %6320 = add i64 %6306, %6319
  store i64 %6320, ptr %above785, align 4
  br label %exact.end787

if.then794:                                       ; preds = %exact.end787
  store i64 %5960, ptr %5843, align 4
  br label %if.end795

if.end795:                                        ; preds = %if.then794, %exact.end787
  store i64 -9223372036854775808, ptr %gtop, align 4
  store i64 -9223372036854775808, ptr %gtop796, align 4
  %6321 = and i64 %23, 31
  %6322 = add i64 %5849, 255
  %6323 = udiv i64 %6322, 256
  br label %gtop.head

gtop.head:                                        ; preds = %gtop.body, %if.end795
  %gtop.iv = phi i64 [ 0, %if.end795 ], [ %gtop.next, %gtop.body ]
  %6324 = icmp slt i64 %gtop.iv, %6323
  br i1 %6324, label %gtop.body, label %gtop.exit

gtop.body:                                        ; preds = %gtop.head
  %6325 = mul i64 %gtop.iv, 8
  %6326 = add i64 %6325, 0
  %6327 = mul i64 %6326, 32
  %6328 = add i64 %6321, %6327
  %6329 = icmp slt i64 %6328, %5849
  %6330 = select i1 %6329, i64 %6328, i64 0
  %6331 = getelementptr i32, ptr %5852, i64 %6330
  %6332 = load i32, ptr %6331, align 4
  %6333 = and i32 %6332, -65536
  %6334 = bitcast i32 %6333 to float
  %6335 = and i32 %6332, 65535
  %6336 = zext i32 %6335 to i64
  %6337 = bitcast float %6334 to i32
  %6338 = fcmp uno float %6334, %6334
  %6339 = select i1 %6338, i32 2143289344, i32 %6337
  %6340 = xor i32 %6339, 2147483647
  %6341 = icmp sge i32 %6339, 0
  %6342 = select i1 %6341, i32 %6339, i32 %6340
  %6343 = sext i32 %6342 to i64
  %6344 = shl i64 %6343, 32
  %6345 = or i64 %6344, %6336
  %6346 = mul i64 %gtop.iv, 8
  %6347 = add i64 %6346, 1
  %6348 = mul i64 %6347, 32
  %6349 = add i64 %6321, %6348
  %6350 = icmp slt i64 %6349, %5849
  %6351 = select i1 %6350, i64 %6349, i64 0
  %6352 = getelementptr i32, ptr %5852, i64 %6351
  %6353 = load i32, ptr %6352, align 4
  %6354 = and i32 %6353, -65536
  %6355 = bitcast i32 %6354 to float
  %6356 = and i32 %6353, 65535
  %6357 = zext i32 %6356 to i64
  %6358 = bitcast float %6355 to i32
  %6359 = fcmp uno float %6355, %6355
  %6360 = select i1 %6359, i32 2143289344, i32 %6358
  %6361 = xor i32 %6360, 2147483647
  %6362 = icmp sge i32 %6360, 0
  %6363 = select i1 %6362, i32 %6360, i32 %6361
  %6364 = sext i32 %6363 to i64
  %6365 = shl i64 %6364, 32
  %6366 = or i64 %6365, %6357
  %6367 = mul i64 %gtop.iv, 8
  %6368 = add i64 %6367, 2
  %6369 = mul i64 %6368, 32
  %6370 = add i64 %6321, %6369
  %6371 = icmp slt i64 %6370, %5849
  %6372 = select i1 %6371, i64 %6370, i64 0
  %6373 = getelementptr i32, ptr %5852, i64 %6372
  %6374 = load i32, ptr %6373, align 4
  %6375 = and i32 %6374, -65536
  %6376 = bitcast i32 %6375 to float
  %6377 = and i32 %6374, 65535
  %6378 = zext i32 %6377 to i64
  %6379 = bitcast float %6376 to i32
  %6380 = fcmp uno float %6376, %6376
  %6381 = select i1 %6380, i32 2143289344, i32 %6379
  %6382 = xor i32 %6381, 2147483647
  %6383 = icmp sge i32 %6381, 0
  %6384 = select i1 %6383, i32 %6381, i32 %6382
  %6385 = sext i32 %6384 to i64
  %6386 = shl i64 %6385, 32
  %6387 = or i64 %6386, %6378
  %6388 = mul i64 %gtop.iv, 8
  %6389 = add i64 %6388, 3
  %6390 = mul i64 %6389, 32
  %6391 = add i64 %6321, %6390
  %6392 = icmp slt i64 %6391, %5849
  %6393 = select i1 %6392, i64 %6391, i64 0
  %6394 = getelementptr i32, ptr %5852, i64 %6393
  %6395 = load i32, ptr %6394, align 4
  %6396 = and i32 %6395, -65536
  %6397 = bitcast i32 %6396 to float
  %6398 = and i32 %6395, 65535
  %6399 = zext i32 %6398 to i64
  %6400 = bitcast float %6397 to i32
  %6401 = fcmp uno float %6397, %6397
  %6402 = select i1 %6401, i32 2143289344, i32 %6400
  %6403 = xor i32 %6402, 2147483647
  %6404 = icmp sge i32 %6402, 0
  %6405 = select i1 %6404, i32 %6402, i32 %6403
  %6406 = sext i32 %6405 to i64
  %6407 = shl i64 %6406, 32
  %6408 = or i64 %6407, %6399
  %6409 = mul i64 %gtop.iv, 8
  %6410 = add i64 %6409, 4
  %6411 = mul i64 %6410, 32
  %6412 = add i64 %6321, %6411
  %6413 = icmp slt i64 %6412, %5849
  %6414 = select i1 %6413, i64 %6412, i64 0
  %6415 = getelementptr i32, ptr %5852, i64 %6414
  %6416 = load i32, ptr %6415, align 4
  %6417 = and i32 %6416, -65536
  %6418 = bitcast i32 %6417 to float
  %6419 = and i32 %6416, 65535
  %6420 = zext i32 %6419 to i64
  %6421 = bitcast float %6418 to i32
  %6422 = fcmp uno float %6418, %6418
  %6423 = select i1 %6422, i32 2143289344, i32 %6421
  %6424 = xor i32 %6423, 2147483647
  %6425 = icmp sge i32 %6423, 0
  %6426 = select i1 %6425, i32 %6423, i32 %6424
  %6427 = sext i32 %6426 to i64
  %6428 = shl i64 %6427, 32
  %6429 = or i64 %6428, %6420
  %6430 = mul i64 %gtop.iv, 8
  %6431 = add i64 %6430, 5
  %6432 = mul i64 %6431, 32
  %6433 = add i64 %6321, %6432
  %6434 = icmp slt i64 %6433, %5849
  %6435 = select i1 %6434, i64 %6433, i64 0
  %6436 = getelementptr i32, ptr %5852, i64 %6435
  %6437 = load i32, ptr %6436, align 4
  %6438 = and i32 %6437, -65536
  %6439 = bitcast i32 %6438 to float
  %6440 = and i32 %6437, 65535
  %6441 = zext i32 %6440 to i64
  %6442 = bitcast float %6439 to i32
  %6443 = fcmp uno float %6439, %6439
  %6444 = select i1 %6443, i32 2143289344, i32 %6442
  %6445 = xor i32 %6444, 2147483647
  %6446 = icmp sge i32 %6444, 0
  %6447 = select i1 %6446, i32 %6444, i32 %6445
  %6448 = sext i32 %6447 to i64
  %6449 = shl i64 %6448, 32
  %6450 = or i64 %6449, %6441
  %6451 = mul i64 %gtop.iv, 8
  %6452 = add i64 %6451, 6
  %6453 = mul i64 %6452, 32
  %6454 = add i64 %6321, %6453
  %6455 = icmp slt i64 %6454, %5849
  %6456 = select i1 %6455, i64 %6454, i64 0
  %6457 = getelementptr i32, ptr %5852, i64 %6456
  %6458 = load i32, ptr %6457, align 4
  %6459 = and i32 %6458, -65536
  %6460 = bitcast i32 %6459 to float
  %6461 = and i32 %6458, 65535
  %6462 = zext i32 %6461 to i64
  %6463 = bitcast float %6460 to i32
  %6464 = fcmp uno float %6460, %6460
  %6465 = select i1 %6464, i32 2143289344, i32 %6463
  %6466 = xor i32 %6465, 2147483647
  %6467 = icmp sge i32 %6465, 0
  %6468 = select i1 %6467, i32 %6465, i32 %6466
  %6469 = sext i32 %6468 to i64
  %6470 = shl i64 %6469, 32
  %6471 = or i64 %6470, %6462
  %6472 = mul i64 %gtop.iv, 8
  %6473 = add i64 %6472, 7
  %6474 = mul i64 %6473, 32
  %6475 = add i64 %6321, %6474
  %6476 = icmp slt i64 %6475, %5849
  %6477 = select i1 %6476, i64 %6475, i64 0
  %6478 = getelementptr i32, ptr %5852, i64 %6477
  %6479 = load i32, ptr %6478, align 4
  %6480 = and i32 %6479, -65536
  %6481 = bitcast i32 %6480 to float
  %6482 = and i32 %6479, 65535
  %6483 = zext i32 %6482 to i64
  %6484 = bitcast float %6481 to i32
  %6485 = fcmp uno float %6481, %6481
  %6486 = select i1 %6485, i32 2143289344, i32 %6484
  %6487 = xor i32 %6486, 2147483647
  %6488 = icmp sge i32 %6486, 0
  %6489 = select i1 %6488, i32 %6486, i32 %6487
  %6490 = sext i32 %6489 to i64
  %6491 = shl i64 %6490, 32
  %6492 = or i64 %6491, %6483
  %6493 = ashr i64 %6345, 32
  %6494 = shl i64 %6493, 32
  %6495 = or i64 %6494, %6328
  %6496 = select i1 %6329, i64 %6495, i64 -9223372036854775808
  %6497 = load i64, ptr %gtop, align 4
  %6498 = load i64, ptr %gtop796, align 4
  %6499 = icmp slt i64 %6496, %6497
  %6500 = select i1 %6499, i64 %6496, i64 %6497
  %6501 = icmp sgt i64 %6500, %6498
  %6502 = select i1 %6501, i64 %6500, i64 %6498
  store i64 %6502, ptr %gtop796, align 4
  %6503 = load i64, ptr %gtop, align 4
  %6504 = icmp sgt i64 %6496, %6503
  %6505 = select i1 %6504, i64 %6496, i64 %6503
  store i64 %6505, ptr %gtop, align 4
  %6506 = ashr i64 %6366, 32
  %6507 = shl i64 %6506, 32
  %6508 = or i64 %6507, %6349
  %6509 = select i1 %6350, i64 %6508, i64 -9223372036854775808
  %6510 = load i64, ptr %gtop, align 4
  %6511 = load i64, ptr %gtop796, align 4
  %6512 = icmp slt i64 %6509, %6510
  %6513 = select i1 %6512, i64 %6509, i64 %6510
  %6514 = icmp sgt i64 %6513, %6511
  %6515 = select i1 %6514, i64 %6513, i64 %6511
  store i64 %6515, ptr %gtop796, align 4
  %6516 = load i64, ptr %gtop, align 4
  %6517 = icmp sgt i64 %6509, %6516
  %6518 = select i1 %6517, i64 %6509, i64 %6516
  store i64 %6518, ptr %gtop, align 4
  %6519 = ashr i64 %6387, 32
  %6520 = shl i64 %6519, 32
  %6521 = or i64 %6520, %6370
  %6522 = select i1 %6371, i64 %6521, i64 -9223372036854775808
  %6523 = load i64, ptr %gtop, align 4
  %6524 = load i64, ptr %gtop796, align 4
  %6525 = icmp slt i64 %6522, %6523
  %6526 = select i1 %6525, i64 %6522, i64 %6523
  %6527 = icmp sgt i64 %6526, %6524
  %6528 = select i1 %6527, i64 %6526, i64 %6524
  store i64 %6528, ptr %gtop796, align 4
  %6529 = load i64, ptr %gtop, align 4
  %6530 = icmp sgt i64 %6522, %6529
  %6531 = select i1 %6530, i64 %6522, i64 %6529
  store i64 %6531, ptr %gtop, align 4
  %6532 = ashr i64 %6408, 32
  %6533 = shl i64 %6532, 32
  %6534 = or i64 %6533, %6391
  %6535 = select i1 %6392, i64 %6534, i64 -9223372036854775808
  %6536 = load i64, ptr %gtop, align 4
  %6537 = load i64, ptr %gtop796, align 4
  %6538 = icmp slt i64 %6535, %6536
  %6539 = select i1 %6538, i64 %6535, i64 %6536
  %6540 = icmp sgt i64 %6539, %6537
  %6541 = select i1 %6540, i64 %6539, i64 %6537
  store i64 %6541, ptr %gtop796, align 4
  %6542 = load i64, ptr %gtop, align 4
  %6543 = icmp sgt i64 %6535, %6542
  %6544 = select i1 %6543, i64 %6535, i64 %6542
  store i64 %6544, ptr %gtop, align 4
  %6545 = ashr i64 %6429, 32
  %6546 = shl i64 %6545, 32
  %6547 = or i64 %6546, %6412
  %6548 = select i1 %6413, i64 %6547, i64 -9223372036854775808
  %6549 = load i64, ptr %gtop, align 4
  %6550 = load i64, ptr %gtop796, align 4
  %6551 = icmp slt i64 %6548, %6549
  %6552 = select i1 %6551, i64 %6548, i64 %6549
  %6553 = icmp sgt i64 %6552, %6550
  %6554 = select i1 %6553, i64 %6552, i64 %6550
  store i64 %6554, ptr %gtop796, align 4
  %6555 = load i64, ptr %gtop, align 4
  %6556 = icmp sgt i64 %6548, %6555
  %6557 = select i1 %6556, i64 %6548, i64 %6555
  store i64 %6557, ptr %gtop, align 4
  %6558 = ashr i64 %6450, 32
  %6559 = shl i64 %6558, 32
  %6560 = or i64 %6559, %6433
  %6561 = select i1 %6434, i64 %6560, i64 -9223372036854775808
  %6562 = load i64, ptr %gtop, align 4
  %6563 = load i64, ptr %gtop796, align 4
  %6564 = icmp slt i64 %6561, %6562
  %6565 = select i1 %6564, i64 %6561, i64 %6562
  %6566 = icmp sgt i64 %6565, %6563
  %6567 = select i1 %6566, i64 %6565, i64 %6563
  store i64 %6567, ptr %gtop796, align 4
  %6568 = load i64, ptr %gtop, align 4
  %6569 = icmp sgt i64 %6561, %6568
  %6570 = select i1 %6569, i64 %6561, i64 %6568
  store i64 %6570, ptr %gtop, align 4
  %6571 = ashr i64 %6471, 32
  %6572 = shl i64 %6571, 32
  %6573 = or i64 %6572, %6454
  %6574 = select i1 %6455, i64 %6573, i64 -9223372036854775808
  %6575 = load i64, ptr %gtop, align 4
  %6576 = load i64, ptr %gtop796, align 4
  %6577 = icmp slt i64 %6574, %6575
  %6578 = select i1 %6577, i64 %6574, i64 %6575
  %6579 = icmp sgt i64 %6578, %6576
  %6580 = select i1 %6579, i64 %6578, i64 %6576
  store i64 %6580, ptr %gtop796, align 4
  %6581 = load i64, ptr %gtop, align 4
  %6582 = icmp sgt i64 %6574, %6581
  %6583 = select i1 %6582, i64 %6574, i64 %6581
  store i64 %6583, ptr %gtop, align 4
  %6584 = ashr i64 %6492, 32
  %6585 = shl i64 %6584, 32
  %6586 = or i64 %6585, %6475
  %6587 = select i1 %6476, i64 %6586, i64 -9223372036854775808
  %6588 = load i64, ptr %gtop, align 4
  %6589 = load i64, ptr %gtop796, align 4
  %6590 = icmp slt i64 %6587, %6588
  %6591 = select i1 %6590, i64 %6587, i64 %6588
  %6592 = icmp sgt i64 %6591, %6589
  %6593 = select i1 %6592, i64 %6591, i64 %6589
  store i64 %6593, ptr %gtop796, align 4
  %6594 = load i64, ptr %gtop, align 4
  %6595 = icmp sgt i64 %6587, %6594
  %6596 = select i1 %6595, i64 %6587, i64 %6594
  store i64 %6596, ptr %gtop, align 4
  %gtop.next = add nsw i64 %gtop.iv, 1
  br label %gtop.head, !llvm.loop !26

gtop.exit:                                        ; preds = %gtop.head
  %6597 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %6598 = bitcast float %6597 to i32
  %6599 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float 0.000000e+00, i32 16, i32 31)
  %6600 = bitcast float %6599 to i32
  %6601 = zext i32 %6598 to i64
  %6602 = zext i32 %6600 to i64
  %6603 = shl i64 %6602, 32
  %6604 = or i64 %6603, %6601
  %6605 = icmp sgt i64 %6604, 0
  %6606 = select i1 %6605, i64 %6604, i64 0
  %6607 = trunc i64 %6606 to i32
  %6608 = bitcast i32 %6607 to float
  %6609 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6608, i32 8, i32 31)
  %6610 = bitcast float %6609 to i32
  %6611 = lshr i64 %6606, 32
  %6612 = trunc i64 %6611 to i32
  %6613 = bitcast i32 %6612 to float
  %6614 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6613, i32 8, i32 31)
  %6615 = bitcast float %6614 to i32
  %6616 = zext i32 %6610 to i64
  %6617 = zext i32 %6615 to i64
  %6618 = shl i64 %6617, 32
  %6619 = or i64 %6618, %6616
  %6620 = icmp sgt i64 %6619, %6606
  %6621 = select i1 %6620, i64 %6619, i64 %6606
  %6622 = trunc i64 %6621 to i32
  %6623 = bitcast i32 %6622 to float
  %6624 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6623, i32 4, i32 31)
  %6625 = bitcast float %6624 to i32
  %6626 = lshr i64 %6621, 32
  %6627 = trunc i64 %6626 to i32
  %6628 = bitcast i32 %6627 to float
  %6629 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6628, i32 4, i32 31)
  %6630 = bitcast float %6629 to i32
  %6631 = zext i32 %6625 to i64
  %6632 = zext i32 %6630 to i64
  %6633 = shl i64 %6632, 32
  %6634 = or i64 %6633, %6631
  %6635 = icmp sgt i64 %6634, %6621
  %6636 = select i1 %6635, i64 %6634, i64 %6621
  %6637 = trunc i64 %6636 to i32
  %6638 = bitcast i32 %6637 to float
  %6639 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6638, i32 2, i32 31)
  %6640 = bitcast float %6639 to i32
  %6641 = lshr i64 %6636, 32
  %6642 = trunc i64 %6641 to i32
  %6643 = bitcast i32 %6642 to float
  %6644 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6643, i32 2, i32 31)
  %6645 = bitcast float %6644 to i32
  %6646 = zext i32 %6640 to i64
  %6647 = zext i32 %6645 to i64
  %6648 = shl i64 %6647, 32
  %6649 = or i64 %6648, %6646
  %6650 = icmp sgt i64 %6649, %6636
  %6651 = select i1 %6650, i64 %6649, i64 %6636
  %6652 = trunc i64 %6651 to i32
  %6653 = bitcast i32 %6652 to float
  %6654 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6653, i32 1, i32 31)
  %6655 = bitcast float %6654 to i32
  %6656 = lshr i64 %6651, 32
  %6657 = trunc i64 %6656 to i32
  %6658 = bitcast i32 %6657 to float
  %6659 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6658, i32 1, i32 31)
  %6660 = bitcast float %6659 to i32
  %6661 = zext i32 %6655 to i64
  %6662 = zext i32 %6660 to i64
  %6663 = shl i64 %6662, 32
  %6664 = or i64 %6663, %6661
  %6665 = icmp sgt i64 %6664, %6651
  %6666 = select i1 %6665, i64 %6664, i64 %6651
  store i64 -9223372036854775808, ptr %last, align 4
  br label %theta1.head

theta1.head:                                      ; preds = %theta1.body, %gtop.exit
  %theta1.iv = phi i64 [ 0, %gtop.exit ], [ %theta1.next, %theta1.body ]
  %6667 = icmp slt i64 %theta1.iv, 20
  br i1 %6667, label %theta1.body, label %theta1.exit

theta1.body:                                      ; preds = %theta1.head
  %6668 = load i64, ptr %gtop, align 4
  %6669 = and i64 %23, 31
  %6670 = trunc i64 %6668 to i32
  %6671 = bitcast i32 %6670 to float
  %6672 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6671, i32 16, i32 31)
  %6673 = bitcast float %6672 to i32
  %6674 = lshr i64 %6668, 32
  %6675 = trunc i64 %6674 to i32
  %6676 = bitcast i32 %6675 to float
  %6677 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6676, i32 16, i32 31)
  %6678 = bitcast float %6677 to i32
  %6679 = zext i32 %6673 to i64
  %6680 = zext i32 %6678 to i64
  %6681 = shl i64 %6680, 32
  %6682 = or i64 %6681, %6679
  %6683 = icmp sgt i64 %6682, %6668
  %6684 = select i1 %6683, i64 %6682, i64 %6668
  %6685 = trunc i64 %6684 to i32
  %6686 = bitcast i32 %6685 to float
  %6687 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6686, i32 8, i32 31)
  %6688 = bitcast float %6687 to i32
  %6689 = lshr i64 %6684, 32
  %6690 = trunc i64 %6689 to i32
  %6691 = bitcast i32 %6690 to float
  %6692 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6691, i32 8, i32 31)
  %6693 = bitcast float %6692 to i32
  %6694 = zext i32 %6688 to i64
  %6695 = zext i32 %6693 to i64
  %6696 = shl i64 %6695, 32
  %6697 = or i64 %6696, %6694
  %6698 = icmp sgt i64 %6697, %6684
  %6699 = select i1 %6698, i64 %6697, i64 %6684
  %6700 = trunc i64 %6699 to i32
  %6701 = bitcast i32 %6700 to float
  %6702 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6701, i32 4, i32 31)
  %6703 = bitcast float %6702 to i32
  %6704 = lshr i64 %6699, 32
  %6705 = trunc i64 %6704 to i32
  %6706 = bitcast i32 %6705 to float
  %6707 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6706, i32 4, i32 31)
  %6708 = bitcast float %6707 to i32
  %6709 = zext i32 %6703 to i64
  %6710 = zext i32 %6708 to i64
  %6711 = shl i64 %6710, 32
  %6712 = or i64 %6711, %6709
  %6713 = icmp sgt i64 %6712, %6699
  %6714 = select i1 %6713, i64 %6712, i64 %6699
  %6715 = trunc i64 %6714 to i32
  %6716 = bitcast i32 %6715 to float
  %6717 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6716, i32 2, i32 31)
  %6718 = bitcast float %6717 to i32
  %6719 = lshr i64 %6714, 32
  %6720 = trunc i64 %6719 to i32
  %6721 = bitcast i32 %6720 to float
  %6722 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6721, i32 2, i32 31)
  %6723 = bitcast float %6722 to i32
  %6724 = zext i32 %6718 to i64
  %6725 = zext i32 %6723 to i64
  %6726 = shl i64 %6725, 32
  %6727 = or i64 %6726, %6724
  %6728 = icmp sgt i64 %6727, %6714
  %6729 = select i1 %6728, i64 %6727, i64 %6714
  %6730 = trunc i64 %6729 to i32
  %6731 = bitcast i32 %6730 to float
  %6732 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6731, i32 1, i32 31)
  %6733 = bitcast float %6732 to i32
  %6734 = lshr i64 %6729, 32
  %6735 = trunc i64 %6734 to i32
  %6736 = bitcast i32 %6735 to float
  %6737 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6736, i32 1, i32 31)
  %6738 = bitcast float %6737 to i32
  %6739 = zext i32 %6733 to i64
  %6740 = zext i32 %6738 to i64
  %6741 = shl i64 %6740, 32
  %6742 = or i64 %6741, %6739
  %6743 = icmp sgt i64 %6742, %6729
  %6744 = select i1 %6743, i64 %6742, i64 %6729
  store i64 %6744, ptr %last, align 4
  %6745 = icmp ne i64 %6744, -9223372036854775808
  %6746 = icmp eq i64 %6668, %6744
  %6747 = and i1 %6746, %6745
  %6748 = load i64, ptr %gtop796, align 4
  %6749 = load i64, ptr %gtop, align 4
  %6750 = select i1 %6747, i64 %6748, i64 %6749
  store i64 %6750, ptr %gtop, align 4
  %6751 = load i64, ptr %gtop796, align 4
  %6752 = select i1 %6747, i64 -9223372036854775808, i64 %6751
  store i64 %6752, ptr %gtop796, align 4
  %theta1.next = add nsw i64 %theta1.iv, 1
  br label %theta1.head, !llvm.loop !27

theta1.exit:                                      ; preds = %theta1.head
  %6753 = load i64, ptr %last, align 4
  %6754 = ashr i64 %6753, 32
  %6755 = trunc i64 %6754 to i32
  %6756 = icmp eq i64 %6753, -9223372036854775808
  %6757 = select i1 %6756, i32 -2147483648, i32 %6755
  store i64 -9223372036854775808, ptr %gslot, align 4
  store i64 -9223372036854775808, ptr %gslot797, align 4
  store i64 -9223372036854775808, ptr %gslot798, align 4
  store i64 -9223372036854775808, ptr %gslot799, align 4
  store i64 -9223372036854775808, ptr %gslot800, align 4
  store i64 -9223372036854775808, ptr %gslot801, align 4
  store i64 -9223372036854775808, ptr %gslot802, align 4
  store i64 -9223372036854775808, ptr %gslot803, align 4
  store i64 0, ptr %gn, align 4
  %6758 = and i64 %23, 31
  %6759 = add i64 %5849, 255
  %6760 = udiv i64 %6759, 256
  br label %gkeep.head

gkeep.head:                                       ; preds = %if.end819, %theta1.exit
  %gkeep.iv = phi i64 [ 0, %theta1.exit ], [ %gkeep.next, %if.end819 ]
  %6761 = icmp slt i64 %gkeep.iv, %6760
  br i1 %6761, label %gkeep.body, label %gkeep.exit

gkeep.body:                                       ; preds = %gkeep.head
  %6762 = mul i64 %gkeep.iv, 8
  %6763 = add i64 %6762, 0
  %6764 = mul i64 %6763, 32
  %6765 = add i64 %6758, %6764
  %6766 = icmp slt i64 %6765, %5849
  %6767 = select i1 %6766, i64 %6765, i64 0
  %6768 = getelementptr i32, ptr %5852, i64 %6767
  %6769 = load i32, ptr %6768, align 4
  %6770 = and i32 %6769, -65536
  %6771 = bitcast i32 %6770 to float
  %6772 = and i32 %6769, 65535
  %6773 = zext i32 %6772 to i64
  %6774 = bitcast float %6771 to i32
  %6775 = fcmp uno float %6771, %6771
  %6776 = select i1 %6775, i32 2143289344, i32 %6774
  %6777 = xor i32 %6776, 2147483647
  %6778 = icmp sge i32 %6776, 0
  %6779 = select i1 %6778, i32 %6776, i32 %6777
  %6780 = sext i32 %6779 to i64
  %6781 = shl i64 %6780, 32
  %6782 = or i64 %6781, %6773
  %6783 = mul i64 %gkeep.iv, 8
  %6784 = add i64 %6783, 1
  %6785 = mul i64 %6784, 32
  %6786 = add i64 %6758, %6785
  %6787 = icmp slt i64 %6786, %5849
  %6788 = select i1 %6787, i64 %6786, i64 0
  %6789 = getelementptr i32, ptr %5852, i64 %6788
  %6790 = load i32, ptr %6789, align 4
  %6791 = and i32 %6790, -65536
  %6792 = bitcast i32 %6791 to float
  %6793 = and i32 %6790, 65535
  %6794 = zext i32 %6793 to i64
  %6795 = bitcast float %6792 to i32
  %6796 = fcmp uno float %6792, %6792
  %6797 = select i1 %6796, i32 2143289344, i32 %6795
  %6798 = xor i32 %6797, 2147483647
  %6799 = icmp sge i32 %6797, 0
  %6800 = select i1 %6799, i32 %6797, i32 %6798
  %6801 = sext i32 %6800 to i64
  %6802 = shl i64 %6801, 32
  %6803 = or i64 %6802, %6794
  %6804 = mul i64 %gkeep.iv, 8
  %6805 = add i64 %6804, 2
  %6806 = mul i64 %6805, 32
  %6807 = add i64 %6758, %6806
  %6808 = icmp slt i64 %6807, %5849
  %6809 = select i1 %6808, i64 %6807, i64 0
  %6810 = getelementptr i32, ptr %5852, i64 %6809
  %6811 = load i32, ptr %6810, align 4
  %6812 = and i32 %6811, -65536
  %6813 = bitcast i32 %6812 to float
  %6814 = and i32 %6811, 65535
  %6815 = zext i32 %6814 to i64
  %6816 = bitcast float %6813 to i32
  %6817 = fcmp uno float %6813, %6813
  %6818 = select i1 %6817, i32 2143289344, i32 %6816
  %6819 = xor i32 %6818, 2147483647
  %6820 = icmp sge i32 %6818, 0
  %6821 = select i1 %6820, i32 %6818, i32 %6819
  %6822 = sext i32 %6821 to i64
  %6823 = shl i64 %6822, 32
  %6824 = or i64 %6823, %6815
  %6825 = mul i64 %gkeep.iv, 8
  %6826 = add i64 %6825, 3
  %6827 = mul i64 %6826, 32
  %6828 = add i64 %6758, %6827
  %6829 = icmp slt i64 %6828, %5849
  %6830 = select i1 %6829, i64 %6828, i64 0
  %6831 = getelementptr i32, ptr %5852, i64 %6830
  %6832 = load i32, ptr %6831, align 4
  %6833 = and i32 %6832, -65536
  %6834 = bitcast i32 %6833 to float
  %6835 = and i32 %6832, 65535
  %6836 = zext i32 %6835 to i64
  %6837 = bitcast float %6834 to i32
  %6838 = fcmp uno float %6834, %6834
  %6839 = select i1 %6838, i32 2143289344, i32 %6837
  %6840 = xor i32 %6839, 2147483647
  %6841 = icmp sge i32 %6839, 0
  %6842 = select i1 %6841, i32 %6839, i32 %6840
  %6843 = sext i32 %6842 to i64
  %6844 = shl i64 %6843, 32
  %6845 = or i64 %6844, %6836
  %6846 = mul i64 %gkeep.iv, 8
  %6847 = add i64 %6846, 4
  %6848 = mul i64 %6847, 32
  %6849 = add i64 %6758, %6848
  %6850 = icmp slt i64 %6849, %5849
  %6851 = select i1 %6850, i64 %6849, i64 0
  %6852 = getelementptr i32, ptr %5852, i64 %6851
  %6853 = load i32, ptr %6852, align 4
  %6854 = and i32 %6853, -65536
  %6855 = bitcast i32 %6854 to float
  %6856 = and i32 %6853, 65535
  %6857 = zext i32 %6856 to i64
  %6858 = bitcast float %6855 to i32
  %6859 = fcmp uno float %6855, %6855
  %6860 = select i1 %6859, i32 2143289344, i32 %6858
  %6861 = xor i32 %6860, 2147483647
  %6862 = icmp sge i32 %6860, 0
  %6863 = select i1 %6862, i32 %6860, i32 %6861
  %6864 = sext i32 %6863 to i64
  %6865 = shl i64 %6864, 32
  %6866 = or i64 %6865, %6857
  %6867 = mul i64 %gkeep.iv, 8
  %6868 = add i64 %6867, 5
  %6869 = mul i64 %6868, 32
  %6870 = add i64 %6758, %6869
  %6871 = icmp slt i64 %6870, %5849
  %6872 = select i1 %6871, i64 %6870, i64 0
  %6873 = getelementptr i32, ptr %5852, i64 %6872
  %6874 = load i32, ptr %6873, align 4
  %6875 = and i32 %6874, -65536
  %6876 = bitcast i32 %6875 to float
  %6877 = and i32 %6874, 65535
  %6878 = zext i32 %6877 to i64
  %6879 = bitcast float %6876 to i32
  %6880 = fcmp uno float %6876, %6876
  %6881 = select i1 %6880, i32 2143289344, i32 %6879
  %6882 = xor i32 %6881, 2147483647
  %6883 = icmp sge i32 %6881, 0
  %6884 = select i1 %6883, i32 %6881, i32 %6882
  %6885 = sext i32 %6884 to i64
  %6886 = shl i64 %6885, 32
  %6887 = or i64 %6886, %6878
  %6888 = mul i64 %gkeep.iv, 8
  %6889 = add i64 %6888, 6
  %6890 = mul i64 %6889, 32
  %6891 = add i64 %6758, %6890
  %6892 = icmp slt i64 %6891, %5849
  %6893 = select i1 %6892, i64 %6891, i64 0
  %6894 = getelementptr i32, ptr %5852, i64 %6893
  %6895 = load i32, ptr %6894, align 4
  %6896 = and i32 %6895, -65536
  %6897 = bitcast i32 %6896 to float
  %6898 = and i32 %6895, 65535
  %6899 = zext i32 %6898 to i64
  %6900 = bitcast float %6897 to i32
  %6901 = fcmp uno float %6897, %6897
  %6902 = select i1 %6901, i32 2143289344, i32 %6900
  %6903 = xor i32 %6902, 2147483647
  %6904 = icmp sge i32 %6902, 0
  %6905 = select i1 %6904, i32 %6902, i32 %6903
  %6906 = sext i32 %6905 to i64
  %6907 = shl i64 %6906, 32
  %6908 = or i64 %6907, %6899
  %6909 = mul i64 %gkeep.iv, 8
  %6910 = add i64 %6909, 7
  %6911 = mul i64 %6910, 32
  %6912 = add i64 %6758, %6911
  %6913 = icmp slt i64 %6912, %5849
  %6914 = select i1 %6913, i64 %6912, i64 0
  %6915 = getelementptr i32, ptr %5852, i64 %6914
  %6916 = load i32, ptr %6915, align 4
  %6917 = and i32 %6916, -65536
  %6918 = bitcast i32 %6917 to float
  %6919 = and i32 %6916, 65535
  %6920 = zext i32 %6919 to i64
  %6921 = bitcast float %6918 to i32
  %6922 = fcmp uno float %6918, %6918
  %6923 = select i1 %6922, i32 2143289344, i32 %6921
  %6924 = xor i32 %6923, 2147483647
  %6925 = icmp sge i32 %6923, 0
  %6926 = select i1 %6925, i32 %6923, i32 %6924
  %6927 = sext i32 %6926 to i64
  %6928 = shl i64 %6927, 32
  %6929 = or i64 %6928, %6920
  %6930 = ashr i64 %6782, 32
  %6931 = trunc i64 %6930 to i32
  %6932 = icmp sge i32 %6931, %6757
  %6933 = and i1 %6766, %6932
  br i1 %6933, label %if.then804, label %if.end805

gkeep.exit:                                       ; preds = %gkeep.head
  %6934 = load i64, ptr %gn, align 4
  %6935 = trunc i64 %6934 to i32
  %6936 = bitcast i32 %6935 to float
  %6937 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6936, i32 16, i32 31)
  %6938 = bitcast float %6937 to i32
  %6939 = lshr i64 %6934, 32
  %6940 = trunc i64 %6939 to i32
  %6941 = bitcast i32 %6940 to float
  %6942 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6941, i32 16, i32 31)
  %6943 = bitcast float %6942 to i32
  %6944 = zext i32 %6938 to i64
  %6945 = zext i32 %6943 to i64
  %6946 = shl i64 %6945, 32
  %6947 = or i64 %6946, %6944
  %6948 = icmp sgt i64 %6947, %6934
  %6949 = select i1 %6948, i64 %6947, i64 %6934
  %6950 = trunc i64 %6949 to i32
  %6951 = bitcast i32 %6950 to float
  %6952 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6951, i32 8, i32 31)
  %6953 = bitcast float %6952 to i32
  %6954 = lshr i64 %6949, 32
  %6955 = trunc i64 %6954 to i32
  %6956 = bitcast i32 %6955 to float
  %6957 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6956, i32 8, i32 31)
  %6958 = bitcast float %6957 to i32
  %6959 = zext i32 %6953 to i64
  %6960 = zext i32 %6958 to i64
  %6961 = shl i64 %6960, 32
  %6962 = or i64 %6961, %6959
  %6963 = icmp sgt i64 %6962, %6949
  %6964 = select i1 %6963, i64 %6962, i64 %6949
  %6965 = trunc i64 %6964 to i32
  %6966 = bitcast i32 %6965 to float
  %6967 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6966, i32 4, i32 31)
  %6968 = bitcast float %6967 to i32
  %6969 = lshr i64 %6964, 32
  %6970 = trunc i64 %6969 to i32
  %6971 = bitcast i32 %6970 to float
  %6972 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6971, i32 4, i32 31)
  %6973 = bitcast float %6972 to i32
  %6974 = zext i32 %6968 to i64
  %6975 = zext i32 %6973 to i64
  %6976 = shl i64 %6975, 32
  %6977 = or i64 %6976, %6974
  %6978 = icmp sgt i64 %6977, %6964
  %6979 = select i1 %6978, i64 %6977, i64 %6964
  %6980 = trunc i64 %6979 to i32
  %6981 = bitcast i32 %6980 to float
  %6982 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6981, i32 2, i32 31)
  %6983 = bitcast float %6982 to i32
  %6984 = lshr i64 %6979, 32
  %6985 = trunc i64 %6984 to i32
  %6986 = bitcast i32 %6985 to float
  %6987 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6986, i32 2, i32 31)
  %6988 = bitcast float %6987 to i32
  %6989 = zext i32 %6983 to i64
  %6990 = zext i32 %6988 to i64
  %6991 = shl i64 %6990, 32
  %6992 = or i64 %6991, %6989
  %6993 = icmp sgt i64 %6992, %6979
  %6994 = select i1 %6993, i64 %6992, i64 %6979
  %6995 = trunc i64 %6994 to i32
  %6996 = bitcast i32 %6995 to float
  %6997 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %6996, i32 1, i32 31)
  %6998 = bitcast float %6997 to i32
  %6999 = lshr i64 %6994, 32
  %7000 = trunc i64 %6999 to i32
  %7001 = bitcast i32 %7000 to float
  %7002 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7001, i32 1, i32 31)
  %7003 = bitcast float %7002 to i32
  %7004 = zext i32 %6998 to i64
  %7005 = zext i32 %7003 to i64
  %7006 = shl i64 %7005, 32
  %7007 = or i64 %7006, %7004
  %7008 = icmp sgt i64 %7007, %6994
  %7009 = select i1 %7008, i64 %7007, i64 %6994
  %7010 = icmp sgt i64 %7009, 8
  store i32 -2147483648, ptr %theta, align 4
  br i1 %7010, label %gover.then, label %gover.else

if.then804:                                       ; preds = %gkeep.body
  %7011 = ashr i64 %6782, 32
  %7012 = shl i64 %7011, 32
  %7013 = or i64 %7012, %6765
  %7014 = load i64, ptr %gslot802, align 4
  %7015 = load i64, ptr %gslot803, align 4
  %7016 = icmp slt i64 %7013, %7014
  %7017 = select i1 %7016, i64 %7013, i64 %7014
  %7018 = icmp sgt i64 %7017, %7015
  %7019 = select i1 %7018, i64 %7017, i64 %7015
  store i64 %7019, ptr %gslot803, align 4
  %7020 = load i64, ptr %gslot801, align 4
  %7021 = load i64, ptr %gslot802, align 4
  %7022 = icmp slt i64 %7013, %7020
  %7023 = select i1 %7022, i64 %7013, i64 %7020
  %7024 = icmp sgt i64 %7023, %7021
  %7025 = select i1 %7024, i64 %7023, i64 %7021
  store i64 %7025, ptr %gslot802, align 4
  %7026 = load i64, ptr %gslot800, align 4
  %7027 = load i64, ptr %gslot801, align 4
  %7028 = icmp slt i64 %7013, %7026
  %7029 = select i1 %7028, i64 %7013, i64 %7026
  %7030 = icmp sgt i64 %7029, %7027
  %7031 = select i1 %7030, i64 %7029, i64 %7027
  store i64 %7031, ptr %gslot801, align 4
  %7032 = load i64, ptr %gslot799, align 4
  %7033 = load i64, ptr %gslot800, align 4
  %7034 = icmp slt i64 %7013, %7032
  %7035 = select i1 %7034, i64 %7013, i64 %7032
  %7036 = icmp sgt i64 %7035, %7033
  %7037 = select i1 %7036, i64 %7035, i64 %7033
  store i64 %7037, ptr %gslot800, align 4
  %7038 = load i64, ptr %gslot798, align 4
  %7039 = load i64, ptr %gslot799, align 4
  %7040 = icmp slt i64 %7013, %7038
  %7041 = select i1 %7040, i64 %7013, i64 %7038
  %7042 = icmp sgt i64 %7041, %7039
  %7043 = select i1 %7042, i64 %7041, i64 %7039
  store i64 %7043, ptr %gslot799, align 4
  %7044 = load i64, ptr %gslot797, align 4
  %7045 = load i64, ptr %gslot798, align 4
  %7046 = icmp slt i64 %7013, %7044
  %7047 = select i1 %7046, i64 %7013, i64 %7044
  %7048 = icmp sgt i64 %7047, %7045
  %7049 = select i1 %7048, i64 %7047, i64 %7045
  store i64 %7049, ptr %gslot798, align 4
  %7050 = load i64, ptr %gslot, align 4
  %7051 = load i64, ptr %gslot797, align 4
  %7052 = icmp slt i64 %7013, %7050
  %7053 = select i1 %7052, i64 %7013, i64 %7050
  %7054 = icmp sgt i64 %7053, %7051
  %7055 = select i1 %7054, i64 %7053, i64 %7051
  store i64 %7055, ptr %gslot797, align 4
  %7056 = load i64, ptr %gslot, align 4
  %7057 = icmp sgt i64 %7013, %7056
  %7058 = select i1 %7057, i64 %7013, i64 %7056
  store i64 %7058, ptr %gslot, align 4
  %7059 = load i64, ptr %gn, align 4
  %7060 = add i64 %7059, 1
  store i64 %7060, ptr %gn, align 4
  br label %if.end805

if.end805:                                        ; preds = %if.then804, %gkeep.body
  %7061 = ashr i64 %6803, 32
  %7062 = trunc i64 %7061 to i32
  %7063 = icmp sge i32 %7062, %6757
  %7064 = and i1 %6787, %7063
  br i1 %7064, label %if.then806, label %if.end807

if.then806:                                       ; preds = %if.end805
  %7065 = ashr i64 %6803, 32
  %7066 = shl i64 %7065, 32
  %7067 = or i64 %7066, %6786
  %7068 = load i64, ptr %gslot802, align 4
  %7069 = load i64, ptr %gslot803, align 4
  %7070 = icmp slt i64 %7067, %7068
  %7071 = select i1 %7070, i64 %7067, i64 %7068
  %7072 = icmp sgt i64 %7071, %7069
  %7073 = select i1 %7072, i64 %7071, i64 %7069
  store i64 %7073, ptr %gslot803, align 4
  %7074 = load i64, ptr %gslot801, align 4
  %7075 = load i64, ptr %gslot802, align 4
  %7076 = icmp slt i64 %7067, %7074
  %7077 = select i1 %7076, i64 %7067, i64 %7074
  %7078 = icmp sgt i64 %7077, %7075
  %7079 = select i1 %7078, i64 %7077, i64 %7075
  store i64 %7079, ptr %gslot802, align 4
  %7080 = load i64, ptr %gslot800, align 4
  %7081 = load i64, ptr %gslot801, align 4
  %7082 = icmp slt i64 %7067, %7080
  %7083 = select i1 %7082, i64 %7067, i64 %7080
  %7084 = icmp sgt i64 %7083, %7081
  %7085 = select i1 %7084, i64 %7083, i64 %7081
  store i64 %7085, ptr %gslot801, align 4
  %7086 = load i64, ptr %gslot799, align 4
  %7087 = load i64, ptr %gslot800, align 4
  %7088 = icmp slt i64 %7067, %7086
  %7089 = select i1 %7088, i64 %7067, i64 %7086
  %7090 = icmp sgt i64 %7089, %7087
  %7091 = select i1 %7090, i64 %7089, i64 %7087
  store i64 %7091, ptr %gslot800, align 4
  %7092 = load i64, ptr %gslot798, align 4
  %7093 = load i64, ptr %gslot799, align 4
  %7094 = icmp slt i64 %7067, %7092
  %7095 = select i1 %7094, i64 %7067, i64 %7092
  %7096 = icmp sgt i64 %7095, %7093
  %7097 = select i1 %7096, i64 %7095, i64 %7093
  store i64 %7097, ptr %gslot799, align 4
  %7098 = load i64, ptr %gslot797, align 4
  %7099 = load i64, ptr %gslot798, align 4
  %7100 = icmp slt i64 %7067, %7098
  %7101 = select i1 %7100, i64 %7067, i64 %7098
  %7102 = icmp sgt i64 %7101, %7099
  %7103 = select i1 %7102, i64 %7101, i64 %7099
  store i64 %7103, ptr %gslot798, align 4
  %7104 = load i64, ptr %gslot, align 4
  %7105 = load i64, ptr %gslot797, align 4
  %7106 = icmp slt i64 %7067, %7104
  %7107 = select i1 %7106, i64 %7067, i64 %7104
  %7108 = icmp sgt i64 %7107, %7105
  %7109 = select i1 %7108, i64 %7107, i64 %7105
  store i64 %7109, ptr %gslot797, align 4
  %7110 = load i64, ptr %gslot, align 4
  %7111 = icmp sgt i64 %7067, %7110
  %7112 = select i1 %7111, i64 %7067, i64 %7110
  store i64 %7112, ptr %gslot, align 4
  %7113 = load i64, ptr %gn, align 4
  %7114 = add i64 %7113, 1
  store i64 %7114, ptr %gn, align 4
  br label %if.end807

if.end807:                                        ; preds = %if.then806, %if.end805
  %7115 = ashr i64 %6824, 32
  %7116 = trunc i64 %7115 to i32
  %7117 = icmp sge i32 %7116, %6757
  %7118 = and i1 %6808, %7117
  br i1 %7118, label %if.then808, label %if.end809

if.then808:                                       ; preds = %if.end807
  %7119 = ashr i64 %6824, 32
  %7120 = shl i64 %7119, 32
  %7121 = or i64 %7120, %6807
  %7122 = load i64, ptr %gslot802, align 4
  %7123 = load i64, ptr %gslot803, align 4
  %7124 = icmp slt i64 %7121, %7122
  %7125 = select i1 %7124, i64 %7121, i64 %7122
  %7126 = icmp sgt i64 %7125, %7123
  %7127 = select i1 %7126, i64 %7125, i64 %7123
  store i64 %7127, ptr %gslot803, align 4
  %7128 = load i64, ptr %gslot801, align 4
  %7129 = load i64, ptr %gslot802, align 4
  %7130 = icmp slt i64 %7121, %7128
  %7131 = select i1 %7130, i64 %7121, i64 %7128
  %7132 = icmp sgt i64 %7131, %7129
  %7133 = select i1 %7132, i64 %7131, i64 %7129
  store i64 %7133, ptr %gslot802, align 4
  %7134 = load i64, ptr %gslot800, align 4
  %7135 = load i64, ptr %gslot801, align 4
  %7136 = icmp slt i64 %7121, %7134
  %7137 = select i1 %7136, i64 %7121, i64 %7134
  %7138 = icmp sgt i64 %7137, %7135
  %7139 = select i1 %7138, i64 %7137, i64 %7135
  store i64 %7139, ptr %gslot801, align 4
  %7140 = load i64, ptr %gslot799, align 4
  %7141 = load i64, ptr %gslot800, align 4
  %7142 = icmp slt i64 %7121, %7140
  %7143 = select i1 %7142, i64 %7121, i64 %7140
  %7144 = icmp sgt i64 %7143, %7141
  %7145 = select i1 %7144, i64 %7143, i64 %7141
  store i64 %7145, ptr %gslot800, align 4
  %7146 = load i64, ptr %gslot798, align 4
  %7147 = load i64, ptr %gslot799, align 4
  %7148 = icmp slt i64 %7121, %7146
  %7149 = select i1 %7148, i64 %7121, i64 %7146
  %7150 = icmp sgt i64 %7149, %7147
  %7151 = select i1 %7150, i64 %7149, i64 %7147
  store i64 %7151, ptr %gslot799, align 4
  %7152 = load i64, ptr %gslot797, align 4
  %7153 = load i64, ptr %gslot798, align 4
  %7154 = icmp slt i64 %7121, %7152
  %7155 = select i1 %7154, i64 %7121, i64 %7152
  %7156 = icmp sgt i64 %7155, %7153
  %7157 = select i1 %7156, i64 %7155, i64 %7153
  store i64 %7157, ptr %gslot798, align 4
  %7158 = load i64, ptr %gslot, align 4
  %7159 = load i64, ptr %gslot797, align 4
  %7160 = icmp slt i64 %7121, %7158
  %7161 = select i1 %7160, i64 %7121, i64 %7158
  %7162 = icmp sgt i64 %7161, %7159
  %7163 = select i1 %7162, i64 %7161, i64 %7159
  store i64 %7163, ptr %gslot797, align 4
  %7164 = load i64, ptr %gslot, align 4
  %7165 = icmp sgt i64 %7121, %7164
  %7166 = select i1 %7165, i64 %7121, i64 %7164
  store i64 %7166, ptr %gslot, align 4
  %7167 = load i64, ptr %gn, align 4
  %7168 = add i64 %7167, 1
  store i64 %7168, ptr %gn, align 4
  br label %if.end809

if.end809:                                        ; preds = %if.then808, %if.end807
  %7169 = ashr i64 %6845, 32
  %7170 = trunc i64 %7169 to i32
  %7171 = icmp sge i32 %7170, %6757
  %7172 = and i1 %6829, %7171
  br i1 %7172, label %if.then810, label %if.end811

if.then810:                                       ; preds = %if.end809
  %7173 = ashr i64 %6845, 32
  %7174 = shl i64 %7173, 32
  %7175 = or i64 %7174, %6828
  %7176 = load i64, ptr %gslot802, align 4
  %7177 = load i64, ptr %gslot803, align 4
  %7178 = icmp slt i64 %7175, %7176
  %7179 = select i1 %7178, i64 %7175, i64 %7176
  %7180 = icmp sgt i64 %7179, %7177
  %7181 = select i1 %7180, i64 %7179, i64 %7177
  store i64 %7181, ptr %gslot803, align 4
  %7182 = load i64, ptr %gslot801, align 4
  %7183 = load i64, ptr %gslot802, align 4
  %7184 = icmp slt i64 %7175, %7182
  %7185 = select i1 %7184, i64 %7175, i64 %7182
  %7186 = icmp sgt i64 %7185, %7183
  %7187 = select i1 %7186, i64 %7185, i64 %7183
  store i64 %7187, ptr %gslot802, align 4
  %7188 = load i64, ptr %gslot800, align 4
  %7189 = load i64, ptr %gslot801, align 4
  %7190 = icmp slt i64 %7175, %7188
  %7191 = select i1 %7190, i64 %7175, i64 %7188
  %7192 = icmp sgt i64 %7191, %7189
  %7193 = select i1 %7192, i64 %7191, i64 %7189
  store i64 %7193, ptr %gslot801, align 4
  %7194 = load i64, ptr %gslot799, align 4
  %7195 = load i64, ptr %gslot800, align 4
  %7196 = icmp slt i64 %7175, %7194
  %7197 = select i1 %7196, i64 %7175, i64 %7194
  %7198 = icmp sgt i64 %7197, %7195
  %7199 = select i1 %7198, i64 %7197, i64 %7195
  store i64 %7199, ptr %gslot800, align 4
  %7200 = load i64, ptr %gslot798, align 4
  %7201 = load i64, ptr %gslot799, align 4
  %7202 = icmp slt i64 %7175, %7200
  %7203 = select i1 %7202, i64 %7175, i64 %7200
  %7204 = icmp sgt i64 %7203, %7201
  %7205 = select i1 %7204, i64 %7203, i64 %7201
  store i64 %7205, ptr %gslot799, align 4
  %7206 = load i64, ptr %gslot797, align 4
  %7207 = load i64, ptr %gslot798, align 4
  %7208 = icmp slt i64 %7175, %7206
  %7209 = select i1 %7208, i64 %7175, i64 %7206
  %7210 = icmp sgt i64 %7209, %7207
  %7211 = select i1 %7210, i64 %7209, i64 %7207
  store i64 %7211, ptr %gslot798, align 4
  %7212 = load i64, ptr %gslot, align 4
  %7213 = load i64, ptr %gslot797, align 4
  %7214 = icmp slt i64 %7175, %7212
  %7215 = select i1 %7214, i64 %7175, i64 %7212
  %7216 = icmp sgt i64 %7215, %7213
  %7217 = select i1 %7216, i64 %7215, i64 %7213
  store i64 %7217, ptr %gslot797, align 4
  %7218 = load i64, ptr %gslot, align 4
  %7219 = icmp sgt i64 %7175, %7218
  %7220 = select i1 %7219, i64 %7175, i64 %7218
  store i64 %7220, ptr %gslot, align 4
  %7221 = load i64, ptr %gn, align 4
  %7222 = add i64 %7221, 1
  store i64 %7222, ptr %gn, align 4
  br label %if.end811

if.end811:                                        ; preds = %if.then810, %if.end809
  %7223 = ashr i64 %6866, 32
  %7224 = trunc i64 %7223 to i32
  %7225 = icmp sge i32 %7224, %6757
  %7226 = and i1 %6850, %7225
  br i1 %7226, label %if.then812, label %if.end813

if.then812:                                       ; preds = %if.end811
  %7227 = ashr i64 %6866, 32
  %7228 = shl i64 %7227, 32
  %7229 = or i64 %7228, %6849
  %7230 = load i64, ptr %gslot802, align 4
  %7231 = load i64, ptr %gslot803, align 4
  %7232 = icmp slt i64 %7229, %7230
  %7233 = select i1 %7232, i64 %7229, i64 %7230
  %7234 = icmp sgt i64 %7233, %7231
  %7235 = select i1 %7234, i64 %7233, i64 %7231
  store i64 %7235, ptr %gslot803, align 4
  %7236 = load i64, ptr %gslot801, align 4
  %7237 = load i64, ptr %gslot802, align 4
  %7238 = icmp slt i64 %7229, %7236
  %7239 = select i1 %7238, i64 %7229, i64 %7236
  %7240 = icmp sgt i64 %7239, %7237
  %7241 = select i1 %7240, i64 %7239, i64 %7237
  store i64 %7241, ptr %gslot802, align 4
  %7242 = load i64, ptr %gslot800, align 4
  %7243 = load i64, ptr %gslot801, align 4
  %7244 = icmp slt i64 %7229, %7242
  %7245 = select i1 %7244, i64 %7229, i64 %7242
  %7246 = icmp sgt i64 %7245, %7243
  %7247 = select i1 %7246, i64 %7245, i64 %7243
  store i64 %7247, ptr %gslot801, align 4
  %7248 = load i64, ptr %gslot799, align 4
  %7249 = load i64, ptr %gslot800, align 4
  %7250 = icmp slt i64 %7229, %7248
  %7251 = select i1 %7250, i64 %7229, i64 %7248
  %7252 = icmp sgt i64 %7251, %7249
  %7253 = select i1 %7252, i64 %7251, i64 %7249
  store i64 %7253, ptr %gslot800, align 4
  %7254 = load i64, ptr %gslot798, align 4
  %7255 = load i64, ptr %gslot799, align 4
  %7256 = icmp slt i64 %7229, %7254
  %7257 = select i1 %7256, i64 %7229, i64 %7254
  %7258 = icmp sgt i64 %7257, %7255
  %7259 = select i1 %7258, i64 %7257, i64 %7255
  store i64 %7259, ptr %gslot799, align 4
  %7260 = load i64, ptr %gslot797, align 4
  %7261 = load i64, ptr %gslot798, align 4
  %7262 = icmp slt i64 %7229, %7260
  %7263 = select i1 %7262, i64 %7229, i64 %7260
  %7264 = icmp sgt i64 %7263, %7261
  %7265 = select i1 %7264, i64 %7263, i64 %7261
  store i64 %7265, ptr %gslot798, align 4
  %7266 = load i64, ptr %gslot, align 4
  %7267 = load i64, ptr %gslot797, align 4
  %7268 = icmp slt i64 %7229, %7266
  %7269 = select i1 %7268, i64 %7229, i64 %7266
  %7270 = icmp sgt i64 %7269, %7267
  %7271 = select i1 %7270, i64 %7269, i64 %7267
  store i64 %7271, ptr %gslot797, align 4
  %7272 = load i64, ptr %gslot, align 4
  %7273 = icmp sgt i64 %7229, %7272
  %7274 = select i1 %7273, i64 %7229, i64 %7272
  store i64 %7274, ptr %gslot, align 4
  %7275 = load i64, ptr %gn, align 4
  %7276 = add i64 %7275, 1
  store i64 %7276, ptr %gn, align 4
  br label %if.end813

if.end813:                                        ; preds = %if.then812, %if.end811
  %7277 = ashr i64 %6887, 32
  %7278 = trunc i64 %7277 to i32
  %7279 = icmp sge i32 %7278, %6757
  %7280 = and i1 %6871, %7279
  br i1 %7280, label %if.then814, label %if.end815

if.then814:                                       ; preds = %if.end813
  %7281 = ashr i64 %6887, 32
  %7282 = shl i64 %7281, 32
  %7283 = or i64 %7282, %6870
  %7284 = load i64, ptr %gslot802, align 4
  %7285 = load i64, ptr %gslot803, align 4
  %7286 = icmp slt i64 %7283, %7284
  %7287 = select i1 %7286, i64 %7283, i64 %7284
  %7288 = icmp sgt i64 %7287, %7285
  %7289 = select i1 %7288, i64 %7287, i64 %7285
  store i64 %7289, ptr %gslot803, align 4
  %7290 = load i64, ptr %gslot801, align 4
  %7291 = load i64, ptr %gslot802, align 4
  %7292 = icmp slt i64 %7283, %7290
  %7293 = select i1 %7292, i64 %7283, i64 %7290
  %7294 = icmp sgt i64 %7293, %7291
  %7295 = select i1 %7294, i64 %7293, i64 %7291
  store i64 %7295, ptr %gslot802, align 4
  %7296 = load i64, ptr %gslot800, align 4
  %7297 = load i64, ptr %gslot801, align 4
  %7298 = icmp slt i64 %7283, %7296
  %7299 = select i1 %7298, i64 %7283, i64 %7296
  %7300 = icmp sgt i64 %7299, %7297
  %7301 = select i1 %7300, i64 %7299, i64 %7297
  store i64 %7301, ptr %gslot801, align 4
  %7302 = load i64, ptr %gslot799, align 4
  %7303 = load i64, ptr %gslot800, align 4
  %7304 = icmp slt i64 %7283, %7302
  %7305 = select i1 %7304, i64 %7283, i64 %7302
  %7306 = icmp sgt i64 %7305, %7303
  %7307 = select i1 %7306, i64 %7305, i64 %7303
  store i64 %7307, ptr %gslot800, align 4
  %7308 = load i64, ptr %gslot798, align 4
  %7309 = load i64, ptr %gslot799, align 4
  %7310 = icmp slt i64 %7283, %7308
  %7311 = select i1 %7310, i64 %7283, i64 %7308
  %7312 = icmp sgt i64 %7311, %7309
  %7313 = select i1 %7312, i64 %7311, i64 %7309
  store i64 %7313, ptr %gslot799, align 4
  %7314 = load i64, ptr %gslot797, align 4
  %7315 = load i64, ptr %gslot798, align 4
  %7316 = icmp slt i64 %7283, %7314
  %7317 = select i1 %7316, i64 %7283, i64 %7314
  %7318 = icmp sgt i64 %7317, %7315
  %7319 = select i1 %7318, i64 %7317, i64 %7315
  store i64 %7319, ptr %gslot798, align 4
  %7320 = load i64, ptr %gslot, align 4
  %7321 = load i64, ptr %gslot797, align 4
  %7322 = icmp slt i64 %7283, %7320
  %7323 = select i1 %7322, i64 %7283, i64 %7320
  %7324 = icmp sgt i64 %7323, %7321
  %7325 = select i1 %7324, i64 %7323, i64 %7321
  store i64 %7325, ptr %gslot797, align 4
  %7326 = load i64, ptr %gslot, align 4
  %7327 = icmp sgt i64 %7283, %7326
  %7328 = select i1 %7327, i64 %7283, i64 %7326
  store i64 %7328, ptr %gslot, align 4
  %7329 = load i64, ptr %gn, align 4
  %7330 = add i64 %7329, 1
  store i64 %7330, ptr %gn, align 4
  br label %if.end815

if.end815:                                        ; preds = %if.then814, %if.end813
  %7331 = ashr i64 %6908, 32
  %7332 = trunc i64 %7331 to i32
  %7333 = icmp sge i32 %7332, %6757
  %7334 = and i1 %6892, %7333
  br i1 %7334, label %if.then816, label %if.end817

if.then816:                                       ; preds = %if.end815
  %7335 = ashr i64 %6908, 32
  %7336 = shl i64 %7335, 32
  %7337 = or i64 %7336, %6891
  %7338 = load i64, ptr %gslot802, align 4
  %7339 = load i64, ptr %gslot803, align 4
  %7340 = icmp slt i64 %7337, %7338
  %7341 = select i1 %7340, i64 %7337, i64 %7338
  %7342 = icmp sgt i64 %7341, %7339
  %7343 = select i1 %7342, i64 %7341, i64 %7339
  store i64 %7343, ptr %gslot803, align 4
  %7344 = load i64, ptr %gslot801, align 4
  %7345 = load i64, ptr %gslot802, align 4
  %7346 = icmp slt i64 %7337, %7344
  %7347 = select i1 %7346, i64 %7337, i64 %7344
  %7348 = icmp sgt i64 %7347, %7345
  %7349 = select i1 %7348, i64 %7347, i64 %7345
  store i64 %7349, ptr %gslot802, align 4
  %7350 = load i64, ptr %gslot800, align 4
  %7351 = load i64, ptr %gslot801, align 4
  %7352 = icmp slt i64 %7337, %7350
  %7353 = select i1 %7352, i64 %7337, i64 %7350
  %7354 = icmp sgt i64 %7353, %7351
  %7355 = select i1 %7354, i64 %7353, i64 %7351
  store i64 %7355, ptr %gslot801, align 4
  %7356 = load i64, ptr %gslot799, align 4
  %7357 = load i64, ptr %gslot800, align 4
  %7358 = icmp slt i64 %7337, %7356
  %7359 = select i1 %7358, i64 %7337, i64 %7356
  %7360 = icmp sgt i64 %7359, %7357
  %7361 = select i1 %7360, i64 %7359, i64 %7357
  store i64 %7361, ptr %gslot800, align 4
  %7362 = load i64, ptr %gslot798, align 4
  %7363 = load i64, ptr %gslot799, align 4
  %7364 = icmp slt i64 %7337, %7362
  %7365 = select i1 %7364, i64 %7337, i64 %7362
  %7366 = icmp sgt i64 %7365, %7363
  %7367 = select i1 %7366, i64 %7365, i64 %7363
  store i64 %7367, ptr %gslot799, align 4
  %7368 = load i64, ptr %gslot797, align 4
  %7369 = load i64, ptr %gslot798, align 4
  %7370 = icmp slt i64 %7337, %7368
  %7371 = select i1 %7370, i64 %7337, i64 %7368
  %7372 = icmp sgt i64 %7371, %7369
  %7373 = select i1 %7372, i64 %7371, i64 %7369
  store i64 %7373, ptr %gslot798, align 4
  %7374 = load i64, ptr %gslot, align 4
  %7375 = load i64, ptr %gslot797, align 4
  %7376 = icmp slt i64 %7337, %7374
  %7377 = select i1 %7376, i64 %7337, i64 %7374
  %7378 = icmp sgt i64 %7377, %7375
  %7379 = select i1 %7378, i64 %7377, i64 %7375
  store i64 %7379, ptr %gslot797, align 4
  %7380 = load i64, ptr %gslot, align 4
  %7381 = icmp sgt i64 %7337, %7380
  %7382 = select i1 %7381, i64 %7337, i64 %7380
  store i64 %7382, ptr %gslot, align 4
  %7383 = load i64, ptr %gn, align 4
  %7384 = add i64 %7383, 1
  store i64 %7384, ptr %gn, align 4
  br label %if.end817

if.end817:                                        ; preds = %if.then816, %if.end815
  %7385 = ashr i64 %6929, 32
  %7386 = trunc i64 %7385 to i32
  %7387 = icmp sge i32 %7386, %6757
  %7388 = and i1 %6913, %7387
  br i1 %7388, label %if.then818, label %if.end819

if.then818:                                       ; preds = %if.end817
  %7389 = ashr i64 %6929, 32
  %7390 = shl i64 %7389, 32
  %7391 = or i64 %7390, %6912
  %7392 = load i64, ptr %gslot802, align 4
  %7393 = load i64, ptr %gslot803, align 4
  %7394 = icmp slt i64 %7391, %7392
  %7395 = select i1 %7394, i64 %7391, i64 %7392
  %7396 = icmp sgt i64 %7395, %7393
  %7397 = select i1 %7396, i64 %7395, i64 %7393
  store i64 %7397, ptr %gslot803, align 4
  %7398 = load i64, ptr %gslot801, align 4
  %7399 = load i64, ptr %gslot802, align 4
  %7400 = icmp slt i64 %7391, %7398
  %7401 = select i1 %7400, i64 %7391, i64 %7398
  %7402 = icmp sgt i64 %7401, %7399
  %7403 = select i1 %7402, i64 %7401, i64 %7399
  store i64 %7403, ptr %gslot802, align 4
  %7404 = load i64, ptr %gslot800, align 4
  %7405 = load i64, ptr %gslot801, align 4
  %7406 = icmp slt i64 %7391, %7404
  %7407 = select i1 %7406, i64 %7391, i64 %7404
  %7408 = icmp sgt i64 %7407, %7405
  %7409 = select i1 %7408, i64 %7407, i64 %7405
  store i64 %7409, ptr %gslot801, align 4
  %7410 = load i64, ptr %gslot799, align 4
  %7411 = load i64, ptr %gslot800, align 4
  %7412 = icmp slt i64 %7391, %7410
  %7413 = select i1 %7412, i64 %7391, i64 %7410
  %7414 = icmp sgt i64 %7413, %7411
  %7415 = select i1 %7414, i64 %7413, i64 %7411
  store i64 %7415, ptr %gslot800, align 4
  %7416 = load i64, ptr %gslot798, align 4
  %7417 = load i64, ptr %gslot799, align 4
  %7418 = icmp slt i64 %7391, %7416
  %7419 = select i1 %7418, i64 %7391, i64 %7416
  %7420 = icmp sgt i64 %7419, %7417
  %7421 = select i1 %7420, i64 %7419, i64 %7417
  store i64 %7421, ptr %gslot799, align 4
  %7422 = load i64, ptr %gslot797, align 4
  %7423 = load i64, ptr %gslot798, align 4
  %7424 = icmp slt i64 %7391, %7422
  %7425 = select i1 %7424, i64 %7391, i64 %7422
  %7426 = icmp sgt i64 %7425, %7423
  %7427 = select i1 %7426, i64 %7425, i64 %7423
  store i64 %7427, ptr %gslot798, align 4
  %7428 = load i64, ptr %gslot, align 4
  %7429 = load i64, ptr %gslot797, align 4
  %7430 = icmp slt i64 %7391, %7428
  %7431 = select i1 %7430, i64 %7391, i64 %7428
  %7432 = icmp sgt i64 %7431, %7429
  %7433 = select i1 %7432, i64 %7431, i64 %7429
  store i64 %7433, ptr %gslot797, align 4
  %7434 = load i64, ptr %gslot, align 4
  %7435 = icmp sgt i64 %7391, %7434
  %7436 = select i1 %7435, i64 %7391, i64 %7434
  store i64 %7436, ptr %gslot, align 4
  %7437 = load i64, ptr %gn, align 4
  %7438 = add i64 %7437, 1
  store i64 %7438, ptr %gn, align 4
  br label %if.end819

if.end819:                                        ; preds = %if.then818, %if.end817
  %gkeep.next = add nsw i64 %gkeep.iv, 1
  br label %gkeep.head, !llvm.loop !28

gover.then:                                       ; preds = %gkeep.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %gtheta.head

gover.else:                                       ; preds = %gkeep.exit
  store i64 -9223372036854775808, ptr %gcopy, align 4
  %7439 = load i64, ptr %gslot, align 4
  store i64 %7439, ptr %gcopy, align 4
  store i64 -9223372036854775808, ptr %gcopy820, align 4
  %7440 = load i64, ptr %gslot797, align 4
  store i64 %7440, ptr %gcopy820, align 4
  store i64 -9223372036854775808, ptr %gcopy821, align 4
  %7441 = load i64, ptr %gslot798, align 4
  store i64 %7441, ptr %gcopy821, align 4
  store i64 -9223372036854775808, ptr %gcopy822, align 4
  %7442 = load i64, ptr %gslot799, align 4
  store i64 %7442, ptr %gcopy822, align 4
  store i64 -9223372036854775808, ptr %gcopy823, align 4
  %7443 = load i64, ptr %gslot800, align 4
  store i64 %7443, ptr %gcopy823, align 4
  store i64 -9223372036854775808, ptr %gcopy824, align 4
  %7444 = load i64, ptr %gslot801, align 4
  store i64 %7444, ptr %gcopy824, align 4
  store i64 -9223372036854775808, ptr %gcopy825, align 4
  %7445 = load i64, ptr %gslot802, align 4
  store i64 %7445, ptr %gcopy825, align 4
  store i64 -9223372036854775808, ptr %gcopy826, align 4
  %7446 = load i64, ptr %gslot803, align 4
  store i64 %7446, ptr %gcopy826, align 4
  store i64 -9223372036854775808, ptr %last827, align 4
  br label %stheta.head

gover.end:                                        ; preds = %stheta.exit, %gtheta.exit
  %7447 = load i32, ptr %theta, align 4
  store i64 -9223372036854775808, ptr %cslot, align 4
  store i64 -9223372036854775808, ptr %cslot828, align 4
  store i64 -9223372036854775808, ptr %cslot829, align 4
  store i64 -9223372036854775808, ptr %cslot830, align 4
  store i64 -9223372036854775808, ptr %cslot831, align 4
  store i64 -9223372036854775808, ptr %cslot832, align 4
  store i64 -9223372036854775808, ptr %cslot833, align 4
  store i64 -9223372036854775808, ptr %cslot834, align 4
  store i64 0, ptr %cn, align 4
  %7448 = xor i1 %7010, true
  br i1 %7448, label %if.then835, label %if.end836

gtheta.head:                                      ; preds = %group.exit, %gover.then
  %gtheta.iv = phi i64 [ 0, %gover.then ], [ %gtheta.next, %group.exit ]
  %7449 = icmp slt i64 %gtheta.iv, 20
  br i1 %7449, label %gtheta.body, label %gtheta.exit

gtheta.body:                                      ; preds = %gtheta.head
  %7450 = load i64, ptr %prev, align 4
  %7451 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

gtheta.exit:                                      ; preds = %gtheta.head
  %7452 = load i64, ptr %prev, align 4
  %7453 = ashr i64 %7452, 32
  %7454 = trunc i64 %7453 to i32
  %7455 = icmp eq i64 %7452, -9223372036854775808
  %7456 = select i1 %7455, i32 -2147483648, i32 %7454
  store i32 %7456, ptr %theta, align 4
  br label %gover.end

group.head:                                       ; preds = %group.body, %gtheta.body
  %group.iv = phi i64 [ %7451, %gtheta.body ], [ %group.next, %group.body ]
  %7457 = icmp slt i64 %group.iv, %5849
  br i1 %7457, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %7458 = getelementptr i32, ptr %5852, i64 %group.iv
  %7459 = load i32, ptr %7458, align 4
  %7460 = and i32 %7459, -65536
  %7461 = bitcast i32 %7460 to float
  %7462 = and i32 %7459, 65535
  %7463 = zext i32 %7462 to i64
  %7464 = bitcast float %7461 to i32
  %7465 = fcmp uno float %7461, %7461
  %7466 = select i1 %7465, i32 2143289344, i32 %7464
  %7467 = xor i32 %7466, 2147483647
  %7468 = icmp sge i32 %7466, 0
  %7469 = select i1 %7468, i32 %7466, i32 %7467
  %7470 = sext i32 %7469 to i64
  %7471 = shl i64 %7470, 32
  %7472 = or i64 %7471, %7463
  %7473 = ashr i64 %7472, 32
  %7474 = trunc i64 %7473 to i32
  %7475 = sext i32 %7474 to i64
  %7476 = shl i64 %7475, 32
  %7477 = or i64 %7476, %group.iv
  %7478 = load i64, ptr %best, align 4
  %7479 = icmp sgt i64 %7477, %7478
  %7480 = icmp slt i64 %7477, %7450
  %7481 = and i1 %7480, %7479
  %7482 = select i1 %7481, i64 %7477, i64 %7478
  store i64 %7482, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !29

group.exit:                                       ; preds = %group.head
  %7483 = load i64, ptr %best, align 4
  %7484 = trunc i64 %7483 to i32
  %7485 = bitcast i32 %7484 to float
  %7486 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7485, i32 16, i32 31)
  %7487 = bitcast float %7486 to i32
  %7488 = lshr i64 %7483, 32
  %7489 = trunc i64 %7488 to i32
  %7490 = bitcast i32 %7489 to float
  %7491 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7490, i32 16, i32 31)
  %7492 = bitcast float %7491 to i32
  %7493 = zext i32 %7487 to i64
  %7494 = zext i32 %7492 to i64
  %7495 = shl i64 %7494, 32
  %7496 = or i64 %7495, %7493
  %7497 = icmp sgt i64 %7496, %7483
  %7498 = select i1 %7497, i64 %7496, i64 %7483
  %7499 = trunc i64 %7498 to i32
  %7500 = bitcast i32 %7499 to float
  %7501 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7500, i32 8, i32 31)
  %7502 = bitcast float %7501 to i32
  %7503 = lshr i64 %7498, 32
  %7504 = trunc i64 %7503 to i32
  %7505 = bitcast i32 %7504 to float
  %7506 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7505, i32 8, i32 31)
  %7507 = bitcast float %7506 to i32
  %7508 = zext i32 %7502 to i64
  %7509 = zext i32 %7507 to i64
  %7510 = shl i64 %7509, 32
  %7511 = or i64 %7510, %7508
  %7512 = icmp sgt i64 %7511, %7498
  %7513 = select i1 %7512, i64 %7511, i64 %7498
  %7514 = trunc i64 %7513 to i32
  %7515 = bitcast i32 %7514 to float
  %7516 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7515, i32 4, i32 31)
  %7517 = bitcast float %7516 to i32
  %7518 = lshr i64 %7513, 32
  %7519 = trunc i64 %7518 to i32
  %7520 = bitcast i32 %7519 to float
  %7521 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7520, i32 4, i32 31)
  %7522 = bitcast float %7521 to i32
  %7523 = zext i32 %7517 to i64
  %7524 = zext i32 %7522 to i64
  %7525 = shl i64 %7524, 32
  %7526 = or i64 %7525, %7523
  %7527 = icmp sgt i64 %7526, %7513
  %7528 = select i1 %7527, i64 %7526, i64 %7513
  %7529 = trunc i64 %7528 to i32
  %7530 = bitcast i32 %7529 to float
  %7531 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7530, i32 2, i32 31)
  %7532 = bitcast float %7531 to i32
  %7533 = lshr i64 %7528, 32
  %7534 = trunc i64 %7533 to i32
  %7535 = bitcast i32 %7534 to float
  %7536 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7535, i32 2, i32 31)
  %7537 = bitcast float %7536 to i32
  %7538 = zext i32 %7532 to i64
  %7539 = zext i32 %7537 to i64
  %7540 = shl i64 %7539, 32
  %7541 = or i64 %7540, %7538
  %7542 = icmp sgt i64 %7541, %7528
  %7543 = select i1 %7542, i64 %7541, i64 %7528
  %7544 = trunc i64 %7543 to i32
  %7545 = bitcast i32 %7544 to float
  %7546 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7545, i32 1, i32 31)
  %7547 = bitcast float %7546 to i32
  %7548 = lshr i64 %7543, 32
  %7549 = trunc i64 %7548 to i32
  %7550 = bitcast i32 %7549 to float
  %7551 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7550, i32 1, i32 31)
  %7552 = bitcast float %7551 to i32
  %7553 = zext i32 %7547 to i64
  %7554 = zext i32 %7552 to i64
  %7555 = shl i64 %7554, 32
  %7556 = or i64 %7555, %7553
  %7557 = icmp sgt i64 %7556, %7543
  %7558 = select i1 %7557, i64 %7556, i64 %7543
  store i64 %7558, ptr %prev, align 4
  %gtheta.next = add nsw i64 %gtheta.iv, 1
  br label %gtheta.head, !llvm.loop !30

stheta.head:                                      ; preds = %stheta.body, %gover.else
  %stheta.iv = phi i64 [ 0, %gover.else ], [ %stheta.next, %stheta.body ]
  %7559 = icmp slt i64 %stheta.iv, 20
  br i1 %7559, label %stheta.body, label %stheta.exit

stheta.body:                                      ; preds = %stheta.head
  %7560 = load i64, ptr %gcopy, align 4
  %7561 = and i64 %23, 31
  %7562 = trunc i64 %7560 to i32
  %7563 = bitcast i32 %7562 to float
  %7564 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7563, i32 16, i32 31)
  %7565 = bitcast float %7564 to i32
  %7566 = lshr i64 %7560, 32
  %7567 = trunc i64 %7566 to i32
  %7568 = bitcast i32 %7567 to float
  %7569 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7568, i32 16, i32 31)
  %7570 = bitcast float %7569 to i32
  %7571 = zext i32 %7565 to i64
  %7572 = zext i32 %7570 to i64
  %7573 = shl i64 %7572, 32
  %7574 = or i64 %7573, %7571
  %7575 = icmp sgt i64 %7574, %7560
  %7576 = select i1 %7575, i64 %7574, i64 %7560
  %7577 = trunc i64 %7576 to i32
  %7578 = bitcast i32 %7577 to float
  %7579 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7578, i32 8, i32 31)
  %7580 = bitcast float %7579 to i32
  %7581 = lshr i64 %7576, 32
  %7582 = trunc i64 %7581 to i32
  %7583 = bitcast i32 %7582 to float
  %7584 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7583, i32 8, i32 31)
  %7585 = bitcast float %7584 to i32
  %7586 = zext i32 %7580 to i64
  %7587 = zext i32 %7585 to i64
  %7588 = shl i64 %7587, 32
  %7589 = or i64 %7588, %7586
  %7590 = icmp sgt i64 %7589, %7576
  %7591 = select i1 %7590, i64 %7589, i64 %7576
  %7592 = trunc i64 %7591 to i32
  %7593 = bitcast i32 %7592 to float
  %7594 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7593, i32 4, i32 31)
  %7595 = bitcast float %7594 to i32
  %7596 = lshr i64 %7591, 32
  %7597 = trunc i64 %7596 to i32
  %7598 = bitcast i32 %7597 to float
  %7599 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7598, i32 4, i32 31)
  %7600 = bitcast float %7599 to i32
  %7601 = zext i32 %7595 to i64
  %7602 = zext i32 %7600 to i64
  %7603 = shl i64 %7602, 32
  %7604 = or i64 %7603, %7601
  %7605 = icmp sgt i64 %7604, %7591
  %7606 = select i1 %7605, i64 %7604, i64 %7591
  %7607 = trunc i64 %7606 to i32
  %7608 = bitcast i32 %7607 to float
  %7609 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7608, i32 2, i32 31)
  %7610 = bitcast float %7609 to i32
  %7611 = lshr i64 %7606, 32
  %7612 = trunc i64 %7611 to i32
  %7613 = bitcast i32 %7612 to float
  %7614 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7613, i32 2, i32 31)
  %7615 = bitcast float %7614 to i32
  %7616 = zext i32 %7610 to i64
  %7617 = zext i32 %7615 to i64
  %7618 = shl i64 %7617, 32
  %7619 = or i64 %7618, %7616
  %7620 = icmp sgt i64 %7619, %7606
  %7621 = select i1 %7620, i64 %7619, i64 %7606
  %7622 = trunc i64 %7621 to i32
  %7623 = bitcast i32 %7622 to float
  %7624 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7623, i32 1, i32 31)
  %7625 = bitcast float %7624 to i32
  %7626 = lshr i64 %7621, 32
  %7627 = trunc i64 %7626 to i32
  %7628 = bitcast i32 %7627 to float
  %7629 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7628, i32 1, i32 31)
  %7630 = bitcast float %7629 to i32
  %7631 = zext i32 %7625 to i64
  %7632 = zext i32 %7630 to i64
  %7633 = shl i64 %7632, 32
  %7634 = or i64 %7633, %7631
  %7635 = icmp sgt i64 %7634, %7621
  %7636 = select i1 %7635, i64 %7634, i64 %7621
  store i64 %7636, ptr %last827, align 4
  %7637 = icmp ne i64 %7636, -9223372036854775808
  %7638 = icmp eq i64 %7560, %7636
  %7639 = and i1 %7638, %7637
  %7640 = load i64, ptr %gcopy820, align 4
  %7641 = load i64, ptr %gcopy, align 4
  %7642 = select i1 %7639, i64 %7640, i64 %7641
  store i64 %7642, ptr %gcopy, align 4
  %7643 = load i64, ptr %gcopy821, align 4
  %7644 = load i64, ptr %gcopy820, align 4
  %7645 = select i1 %7639, i64 %7643, i64 %7644
  store i64 %7645, ptr %gcopy820, align 4
  %7646 = load i64, ptr %gcopy822, align 4
  %7647 = load i64, ptr %gcopy821, align 4
  %7648 = select i1 %7639, i64 %7646, i64 %7647
  store i64 %7648, ptr %gcopy821, align 4
  %7649 = load i64, ptr %gcopy823, align 4
  %7650 = load i64, ptr %gcopy822, align 4
  %7651 = select i1 %7639, i64 %7649, i64 %7650
  store i64 %7651, ptr %gcopy822, align 4
  %7652 = load i64, ptr %gcopy824, align 4
  %7653 = load i64, ptr %gcopy823, align 4
  %7654 = select i1 %7639, i64 %7652, i64 %7653
  store i64 %7654, ptr %gcopy823, align 4
  %7655 = load i64, ptr %gcopy825, align 4
  %7656 = load i64, ptr %gcopy824, align 4
  %7657 = select i1 %7639, i64 %7655, i64 %7656
  store i64 %7657, ptr %gcopy824, align 4
  %7658 = load i64, ptr %gcopy826, align 4
  %7659 = load i64, ptr %gcopy825, align 4
  %7660 = select i1 %7639, i64 %7658, i64 %7659
  store i64 %7660, ptr %gcopy825, align 4
  %7661 = load i64, ptr %gcopy826, align 4
  %7662 = select i1 %7639, i64 -9223372036854775808, i64 %7661
  store i64 %7662, ptr %gcopy826, align 4
  %stheta.next = add nsw i64 %stheta.iv, 1
  br label %stheta.head, !llvm.loop !31

stheta.exit:                                      ; preds = %stheta.head
  %7663 = load i64, ptr %last827, align 4
  %7664 = ashr i64 %7663, 32
  %7665 = trunc i64 %7664 to i32
  %7666 = icmp eq i64 %7663, -9223372036854775808
  %7667 = select i1 %7666, i32 -2147483648, i32 %7665
  store i32 %7667, ptr %theta, align 4
  br label %gover.end

if.then835:                                       ; preds = %gover.end
  br label %cgroup.head

if.end836:                                        ; preds = %cgroup.exit, %gover.end
  %7668 = and i64 %23, 31
  %7669 = load i64, ptr %cn, align 4
  %7670 = trunc i64 %7669 to i32
  %7671 = bitcast i32 %7670 to float
  %7672 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7671, i32 16, i32 31)
  %7673 = bitcast float %7672 to i32
  %7674 = lshr i64 %7669, 32
  %7675 = trunc i64 %7674 to i32
  %7676 = bitcast i32 %7675 to float
  %7677 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7676, i32 16, i32 31)
  %7678 = bitcast float %7677 to i32
  %7679 = zext i32 %7673 to i64
  %7680 = zext i32 %7678 to i64
  %7681 = shl i64 %7680, 32
  %7682 = or i64 %7681, %7679
  %7683 = icmp sgt i64 %7682, %7669
  %7684 = select i1 %7683, i64 %7682, i64 %7669
  %7685 = trunc i64 %7684 to i32
  %7686 = bitcast i32 %7685 to float
  %7687 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7686, i32 8, i32 31)
  %7688 = bitcast float %7687 to i32
  %7689 = lshr i64 %7684, 32
  %7690 = trunc i64 %7689 to i32
  %7691 = bitcast i32 %7690 to float
  %7692 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7691, i32 8, i32 31)
  %7693 = bitcast float %7692 to i32
  %7694 = zext i32 %7688 to i64
  %7695 = zext i32 %7693 to i64
  %7696 = shl i64 %7695, 32
  %7697 = or i64 %7696, %7694
  %7698 = icmp sgt i64 %7697, %7684
  %7699 = select i1 %7698, i64 %7697, i64 %7684
  %7700 = trunc i64 %7699 to i32
  %7701 = bitcast i32 %7700 to float
  %7702 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7701, i32 4, i32 31)
  %7703 = bitcast float %7702 to i32
  %7704 = lshr i64 %7699, 32
  %7705 = trunc i64 %7704 to i32
  %7706 = bitcast i32 %7705 to float
  %7707 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7706, i32 4, i32 31)
  %7708 = bitcast float %7707 to i32
  %7709 = zext i32 %7703 to i64
  %7710 = zext i32 %7708 to i64
  %7711 = shl i64 %7710, 32
  %7712 = or i64 %7711, %7709
  %7713 = icmp sgt i64 %7712, %7699
  %7714 = select i1 %7713, i64 %7712, i64 %7699
  %7715 = trunc i64 %7714 to i32
  %7716 = bitcast i32 %7715 to float
  %7717 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7716, i32 2, i32 31)
  %7718 = bitcast float %7717 to i32
  %7719 = lshr i64 %7714, 32
  %7720 = trunc i64 %7719 to i32
  %7721 = bitcast i32 %7720 to float
  %7722 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7721, i32 2, i32 31)
  %7723 = bitcast float %7722 to i32
  %7724 = zext i32 %7718 to i64
  %7725 = zext i32 %7723 to i64
  %7726 = shl i64 %7725, 32
  %7727 = or i64 %7726, %7724
  %7728 = icmp sgt i64 %7727, %7714
  %7729 = select i1 %7728, i64 %7727, i64 %7714
  %7730 = trunc i64 %7729 to i32
  %7731 = bitcast i32 %7730 to float
  %7732 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7731, i32 1, i32 31)
  %7733 = bitcast float %7732 to i32
  %7734 = lshr i64 %7729, 32
  %7735 = trunc i64 %7734 to i32
  %7736 = bitcast i32 %7735 to float
  %7737 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %7736, i32 1, i32 31)
  %7738 = bitcast float %7737 to i32
  %7739 = zext i32 %7733 to i64
  %7740 = zext i32 %7738 to i64
  %7741 = shl i64 %7740, 32
  %7742 = or i64 %7741, %7739
  %7743 = icmp sgt i64 %7742, %7729
  %7744 = select i1 %7743, i64 %7742, i64 %7729
  %7745 = icmp sgt i64 %7744, 8
  %7746 = or i1 %7010, %7745
  br i1 %7746, label %over.then, label %over.else

cgroup.head:                                      ; preds = %if.end838, %if.then835
  %cgroup.iv = phi i64 [ 0, %if.then835 ], [ %cgroup.next, %if.end838 ]
  %7747 = icmp slt i64 %cgroup.iv, 8
  br i1 %7747, label %cgroup.body, label %cgroup.exit

cgroup.body:                                      ; preds = %cgroup.head
  %7748 = load i64, ptr %gslot, align 4
  %7749 = icmp eq i64 %cgroup.iv, 0
  %7750 = select i1 %7749, i64 %7748, i64 -9223372036854775808
  %7751 = load i64, ptr %gslot797, align 4
  %7752 = icmp eq i64 %cgroup.iv, 1
  %7753 = select i1 %7752, i64 %7751, i64 %7750
  %7754 = load i64, ptr %gslot798, align 4
  %7755 = icmp eq i64 %cgroup.iv, 2
  %7756 = select i1 %7755, i64 %7754, i64 %7753
  %7757 = load i64, ptr %gslot799, align 4
  %7758 = icmp eq i64 %cgroup.iv, 3
  %7759 = select i1 %7758, i64 %7757, i64 %7756
  %7760 = load i64, ptr %gslot800, align 4
  %7761 = icmp eq i64 %cgroup.iv, 4
  %7762 = select i1 %7761, i64 %7760, i64 %7759
  %7763 = load i64, ptr %gslot801, align 4
  %7764 = icmp eq i64 %cgroup.iv, 5
  %7765 = select i1 %7764, i64 %7763, i64 %7762
  %7766 = load i64, ptr %gslot802, align 4
  %7767 = icmp eq i64 %cgroup.iv, 6
  %7768 = select i1 %7767, i64 %7766, i64 %7765
  %7769 = load i64, ptr %gslot803, align 4
  %7770 = icmp eq i64 %cgroup.iv, 7
  %7771 = select i1 %7770, i64 %7769, i64 %7768
  %7772 = ashr i64 %7771, 32
  %7773 = trunc i64 %7772 to i32
  %7774 = icmp sge i32 %7773, %7447
  %7775 = icmp ne i64 %7771, -9223372036854775808
  %7776 = and i1 %7775, %7774
  br i1 %7776, label %if.then837, label %if.end838

cgroup.exit:                                      ; preds = %cgroup.head
  br label %if.end836

if.then837:                                       ; preds = %cgroup.body
  %7777 = and i64 %7771, 4294967295
  %7778 = udiv i64 %7777, 32
  %7779 = urem i64 %7777, 32
  %7780 = mul i64 %7778, 2374
  %7781 = sub i64 %6, %7780
  %7782 = icmp slt i64 %7781, 0
  %7783 = select i1 %7782, i64 0, i64 %7781
  %7784 = icmp sgt i64 %7783, 2374
  %7785 = select i1 %7784, i64 2374, i64 %7783
  br label %kcol.head839

if.end838:                                        ; preds = %kcol.exit841, %cgroup.body
  %cgroup.next = add nsw i64 %cgroup.iv, 1
  br label %cgroup.head, !llvm.loop !32

kcol.head839:                                     ; preds = %if.end874, %if.then837
  %kcol.iv842 = phi i64 [ 0, %if.then837 ], [ %kcol.next875, %if.end874 ]
  %7786 = icmp slt i64 %kcol.iv842, 5
  br i1 %7786, label %kcol.body840, label %kcol.exit841

kcol.body840:                                     ; preds = %kcol.head839
  %7787 = mul i64 %kcol.iv842, 16
  %7788 = add i64 %7787, 0
  %7789 = udiv i64 %7788, 8
  %7790 = urem i64 %7788, 8
  %7791 = mul i64 %7789, 32
  %7792 = add i64 %7791, %7779
  %7793 = mul i64 %7792, 8
  %7794 = add i64 %7793, %7790
  %7795 = icmp slt i64 %7794, %7785
  %7796 = icmp slt i64 %7788, 80
  %7797 = and i1 %7796, %7795
  %7798 = select i1 %7797, i64 %7794, i64 0
  %7799 = add i64 %7780, %7798
  %7800 = mul i64 %7799, 2
  %7801 = getelementptr i8, ptr %5847, i64 %7800
  %7802 = load i16, ptr %7801, align 2
  %7803 = mul i64 %kcol.iv842, 16
  %7804 = add i64 %7803, 1
  %7805 = udiv i64 %7804, 8
  %7806 = urem i64 %7804, 8
  %7807 = mul i64 %7805, 32
  %7808 = add i64 %7807, %7779
  %7809 = mul i64 %7808, 8
  %7810 = add i64 %7809, %7806
  %7811 = icmp slt i64 %7810, %7785
  %7812 = icmp slt i64 %7804, 80
  %7813 = and i1 %7812, %7811
  %7814 = select i1 %7813, i64 %7810, i64 0
  %7815 = add i64 %7780, %7814
  %7816 = mul i64 %7815, 2
  %7817 = getelementptr i8, ptr %5847, i64 %7816
  %7818 = load i16, ptr %7817, align 2
  %7819 = mul i64 %kcol.iv842, 16
  %7820 = add i64 %7819, 2
  %7821 = udiv i64 %7820, 8
  %7822 = urem i64 %7820, 8
  %7823 = mul i64 %7821, 32
  %7824 = add i64 %7823, %7779
  %7825 = mul i64 %7824, 8
  %7826 = add i64 %7825, %7822
  %7827 = icmp slt i64 %7826, %7785
  %7828 = icmp slt i64 %7820, 80
  %7829 = and i1 %7828, %7827
  %7830 = select i1 %7829, i64 %7826, i64 0
  %7831 = add i64 %7780, %7830
  %7832 = mul i64 %7831, 2
  %7833 = getelementptr i8, ptr %5847, i64 %7832
  %7834 = load i16, ptr %7833, align 2
  %7835 = mul i64 %kcol.iv842, 16
  %7836 = add i64 %7835, 3
  %7837 = udiv i64 %7836, 8
  %7838 = urem i64 %7836, 8
  %7839 = mul i64 %7837, 32
  %7840 = add i64 %7839, %7779
  %7841 = mul i64 %7840, 8
  %7842 = add i64 %7841, %7838
  %7843 = icmp slt i64 %7842, %7785
  %7844 = icmp slt i64 %7836, 80
  %7845 = and i1 %7844, %7843
  %7846 = select i1 %7845, i64 %7842, i64 0
  %7847 = add i64 %7780, %7846
  %7848 = mul i64 %7847, 2
  %7849 = getelementptr i8, ptr %5847, i64 %7848
  %7850 = load i16, ptr %7849, align 2
  %7851 = mul i64 %kcol.iv842, 16
  %7852 = add i64 %7851, 4
  %7853 = udiv i64 %7852, 8
  %7854 = urem i64 %7852, 8
  %7855 = mul i64 %7853, 32
  %7856 = add i64 %7855, %7779
  %7857 = mul i64 %7856, 8
  %7858 = add i64 %7857, %7854
  %7859 = icmp slt i64 %7858, %7785
  %7860 = icmp slt i64 %7852, 80
  %7861 = and i1 %7860, %7859
  %7862 = select i1 %7861, i64 %7858, i64 0
  %7863 = add i64 %7780, %7862
  %7864 = mul i64 %7863, 2
  %7865 = getelementptr i8, ptr %5847, i64 %7864
  %7866 = load i16, ptr %7865, align 2
  %7867 = mul i64 %kcol.iv842, 16
  %7868 = add i64 %7867, 5
  %7869 = udiv i64 %7868, 8
  %7870 = urem i64 %7868, 8
  %7871 = mul i64 %7869, 32
  %7872 = add i64 %7871, %7779
  %7873 = mul i64 %7872, 8
  %7874 = add i64 %7873, %7870
  %7875 = icmp slt i64 %7874, %7785
  %7876 = icmp slt i64 %7868, 80
  %7877 = and i1 %7876, %7875
  %7878 = select i1 %7877, i64 %7874, i64 0
  %7879 = add i64 %7780, %7878
  %7880 = mul i64 %7879, 2
  %7881 = getelementptr i8, ptr %5847, i64 %7880
  %7882 = load i16, ptr %7881, align 2
  %7883 = mul i64 %kcol.iv842, 16
  %7884 = add i64 %7883, 6
  %7885 = udiv i64 %7884, 8
  %7886 = urem i64 %7884, 8
  %7887 = mul i64 %7885, 32
  %7888 = add i64 %7887, %7779
  %7889 = mul i64 %7888, 8
  %7890 = add i64 %7889, %7886
  %7891 = icmp slt i64 %7890, %7785
  %7892 = icmp slt i64 %7884, 80
  %7893 = and i1 %7892, %7891
  %7894 = select i1 %7893, i64 %7890, i64 0
  %7895 = add i64 %7780, %7894
  %7896 = mul i64 %7895, 2
  %7897 = getelementptr i8, ptr %5847, i64 %7896
  %7898 = load i16, ptr %7897, align 2
  %7899 = mul i64 %kcol.iv842, 16
  %7900 = add i64 %7899, 7
  %7901 = udiv i64 %7900, 8
  %7902 = urem i64 %7900, 8
  %7903 = mul i64 %7901, 32
  %7904 = add i64 %7903, %7779
  %7905 = mul i64 %7904, 8
  %7906 = add i64 %7905, %7902
  %7907 = icmp slt i64 %7906, %7785
  %7908 = icmp slt i64 %7900, 80
  %7909 = and i1 %7908, %7907
  %7910 = select i1 %7909, i64 %7906, i64 0
  %7911 = add i64 %7780, %7910
  %7912 = mul i64 %7911, 2
  %7913 = getelementptr i8, ptr %5847, i64 %7912
  %7914 = load i16, ptr %7913, align 2
  %7915 = mul i64 %kcol.iv842, 16
  %7916 = add i64 %7915, 8
  %7917 = udiv i64 %7916, 8
  %7918 = urem i64 %7916, 8
  %7919 = mul i64 %7917, 32
  %7920 = add i64 %7919, %7779
  %7921 = mul i64 %7920, 8
  %7922 = add i64 %7921, %7918
  %7923 = icmp slt i64 %7922, %7785
  %7924 = icmp slt i64 %7916, 80
  %7925 = and i1 %7924, %7923
  %7926 = select i1 %7925, i64 %7922, i64 0
  %7927 = add i64 %7780, %7926
  %7928 = mul i64 %7927, 2
  %7929 = getelementptr i8, ptr %5847, i64 %7928
  %7930 = load i16, ptr %7929, align 2
  %7931 = mul i64 %kcol.iv842, 16
  %7932 = add i64 %7931, 9
  %7933 = udiv i64 %7932, 8
  %7934 = urem i64 %7932, 8
  %7935 = mul i64 %7933, 32
  %7936 = add i64 %7935, %7779
  %7937 = mul i64 %7936, 8
  %7938 = add i64 %7937, %7934
  %7939 = icmp slt i64 %7938, %7785
  %7940 = icmp slt i64 %7932, 80
  %7941 = and i1 %7940, %7939
  %7942 = select i1 %7941, i64 %7938, i64 0
  %7943 = add i64 %7780, %7942
  %7944 = mul i64 %7943, 2
  %7945 = getelementptr i8, ptr %5847, i64 %7944
  %7946 = load i16, ptr %7945, align 2
  %7947 = mul i64 %kcol.iv842, 16
  %7948 = add i64 %7947, 10
  %7949 = udiv i64 %7948, 8
  %7950 = urem i64 %7948, 8
  %7951 = mul i64 %7949, 32
  %7952 = add i64 %7951, %7779
  %7953 = mul i64 %7952, 8
  %7954 = add i64 %7953, %7950
  %7955 = icmp slt i64 %7954, %7785
  %7956 = icmp slt i64 %7948, 80
  %7957 = and i1 %7956, %7955
  %7958 = select i1 %7957, i64 %7954, i64 0
  %7959 = add i64 %7780, %7958
  %7960 = mul i64 %7959, 2
  %7961 = getelementptr i8, ptr %5847, i64 %7960
  %7962 = load i16, ptr %7961, align 2
  %7963 = mul i64 %kcol.iv842, 16
  %7964 = add i64 %7963, 11
  %7965 = udiv i64 %7964, 8
  %7966 = urem i64 %7964, 8
  %7967 = mul i64 %7965, 32
  %7968 = add i64 %7967, %7779
  %7969 = mul i64 %7968, 8
  %7970 = add i64 %7969, %7966
  %7971 = icmp slt i64 %7970, %7785
  %7972 = icmp slt i64 %7964, 80
  %7973 = and i1 %7972, %7971
  %7974 = select i1 %7973, i64 %7970, i64 0
  %7975 = add i64 %7780, %7974
  %7976 = mul i64 %7975, 2
  %7977 = getelementptr i8, ptr %5847, i64 %7976
  %7978 = load i16, ptr %7977, align 2
  %7979 = mul i64 %kcol.iv842, 16
  %7980 = add i64 %7979, 12
  %7981 = udiv i64 %7980, 8
  %7982 = urem i64 %7980, 8
  %7983 = mul i64 %7981, 32
  %7984 = add i64 %7983, %7779
  %7985 = mul i64 %7984, 8
  %7986 = add i64 %7985, %7982
  %7987 = icmp slt i64 %7986, %7785
  %7988 = icmp slt i64 %7980, 80
  %7989 = and i1 %7988, %7987
  %7990 = select i1 %7989, i64 %7986, i64 0
  %7991 = add i64 %7780, %7990
  %7992 = mul i64 %7991, 2
  %7993 = getelementptr i8, ptr %5847, i64 %7992
  %7994 = load i16, ptr %7993, align 2
  %7995 = mul i64 %kcol.iv842, 16
  %7996 = add i64 %7995, 13
  %7997 = udiv i64 %7996, 8
  %7998 = urem i64 %7996, 8
  %7999 = mul i64 %7997, 32
  %8000 = add i64 %7999, %7779
  %8001 = mul i64 %8000, 8
  %8002 = add i64 %8001, %7998
  %8003 = icmp slt i64 %8002, %7785
  %8004 = icmp slt i64 %7996, 80
  %8005 = and i1 %8004, %8003
  %8006 = select i1 %8005, i64 %8002, i64 0
  %8007 = add i64 %7780, %8006
  %8008 = mul i64 %8007, 2
  %8009 = getelementptr i8, ptr %5847, i64 %8008
  %8010 = load i16, ptr %8009, align 2
  %8011 = mul i64 %kcol.iv842, 16
  %8012 = add i64 %8011, 14
  %8013 = udiv i64 %8012, 8
  %8014 = urem i64 %8012, 8
  %8015 = mul i64 %8013, 32
  %8016 = add i64 %8015, %7779
  %8017 = mul i64 %8016, 8
  %8018 = add i64 %8017, %8014
  %8019 = icmp slt i64 %8018, %7785
  %8020 = icmp slt i64 %8012, 80
  %8021 = and i1 %8020, %8019
  %8022 = select i1 %8021, i64 %8018, i64 0
  %8023 = add i64 %7780, %8022
  %8024 = mul i64 %8023, 2
  %8025 = getelementptr i8, ptr %5847, i64 %8024
  %8026 = load i16, ptr %8025, align 2
  %8027 = mul i64 %kcol.iv842, 16
  %8028 = add i64 %8027, 15
  %8029 = udiv i64 %8028, 8
  %8030 = urem i64 %8028, 8
  %8031 = mul i64 %8029, 32
  %8032 = add i64 %8031, %7779
  %8033 = mul i64 %8032, 8
  %8034 = add i64 %8033, %8030
  %8035 = icmp slt i64 %8034, %7785
  %8036 = icmp slt i64 %8028, 80
  %8037 = and i1 %8036, %8035
  %8038 = select i1 %8037, i64 %8034, i64 0
  %8039 = add i64 %7780, %8038
  %8040 = mul i64 %8039, 2
  %8041 = getelementptr i8, ptr %5847, i64 %8040
  %8042 = load i16, ptr %8041, align 2
  %8043 = zext i16 %7802 to i32
  %8044 = shl i32 %8043, 16
  %8045 = bitcast i32 %8044 to float
  %8046 = bitcast float %8045 to i32
  %8047 = fcmp uno float %8045, %8045
  %8048 = select i1 %8047, i32 2143289344, i32 %8046
  %8049 = xor i32 %8048, 2147483647
  %8050 = icmp sge i32 %8048, 0
  %8051 = select i1 %8050, i32 %8048, i32 %8049
  %8052 = icmp sge i32 %8051, %7447
  %8053 = and i1 %7797, %8052
  br i1 %8053, label %if.then843, label %if.end844

kcol.exit841:                                     ; preds = %kcol.head839
  br label %if.end838

if.then843:                                       ; preds = %kcol.body840
  %8054 = bitcast float %8045 to i32
  %8055 = fcmp uno float %8045, %8045
  %8056 = select i1 %8055, i32 2143289344, i32 %8054
  %8057 = xor i32 %8056, 2147483647
  %8058 = icmp sge i32 %8056, 0
  %8059 = select i1 %8058, i32 %8056, i32 %8057
  %8060 = sext i32 %8059 to i64
  %8061 = shl i64 %8060, 32
  %8062 = sub i64 4294967295, %7799
  %8063 = or i64 %8061, %8062
  %8064 = load i64, ptr %cslot833, align 4
  %8065 = load i64, ptr %cslot834, align 4
  %8066 = icmp slt i64 %8063, %8064
  %8067 = select i1 %8066, i64 %8063, i64 %8064
  %8068 = icmp sgt i64 %8067, %8065
  %8069 = select i1 %8068, i64 %8067, i64 %8065
  store i64 %8069, ptr %cslot834, align 4
  %8070 = load i64, ptr %cslot832, align 4
  %8071 = load i64, ptr %cslot833, align 4
  %8072 = icmp slt i64 %8063, %8070
  %8073 = select i1 %8072, i64 %8063, i64 %8070
  %8074 = icmp sgt i64 %8073, %8071
  %8075 = select i1 %8074, i64 %8073, i64 %8071
  store i64 %8075, ptr %cslot833, align 4
  %8076 = load i64, ptr %cslot831, align 4
  %8077 = load i64, ptr %cslot832, align 4
  %8078 = icmp slt i64 %8063, %8076
  %8079 = select i1 %8078, i64 %8063, i64 %8076
  %8080 = icmp sgt i64 %8079, %8077
  %8081 = select i1 %8080, i64 %8079, i64 %8077
  store i64 %8081, ptr %cslot832, align 4
  %8082 = load i64, ptr %cslot830, align 4
  %8083 = load i64, ptr %cslot831, align 4
  %8084 = icmp slt i64 %8063, %8082
  %8085 = select i1 %8084, i64 %8063, i64 %8082
  %8086 = icmp sgt i64 %8085, %8083
  %8087 = select i1 %8086, i64 %8085, i64 %8083
  store i64 %8087, ptr %cslot831, align 4
  %8088 = load i64, ptr %cslot829, align 4
  %8089 = load i64, ptr %cslot830, align 4
  %8090 = icmp slt i64 %8063, %8088
  %8091 = select i1 %8090, i64 %8063, i64 %8088
  %8092 = icmp sgt i64 %8091, %8089
  %8093 = select i1 %8092, i64 %8091, i64 %8089
  store i64 %8093, ptr %cslot830, align 4
  %8094 = load i64, ptr %cslot828, align 4
  %8095 = load i64, ptr %cslot829, align 4
  %8096 = icmp slt i64 %8063, %8094
  %8097 = select i1 %8096, i64 %8063, i64 %8094
  %8098 = icmp sgt i64 %8097, %8095
  %8099 = select i1 %8098, i64 %8097, i64 %8095
  store i64 %8099, ptr %cslot829, align 4
  %8100 = load i64, ptr %cslot, align 4
  %8101 = load i64, ptr %cslot828, align 4
  %8102 = icmp slt i64 %8063, %8100
  %8103 = select i1 %8102, i64 %8063, i64 %8100
  %8104 = icmp sgt i64 %8103, %8101
  %8105 = select i1 %8104, i64 %8103, i64 %8101
  store i64 %8105, ptr %cslot828, align 4
  %8106 = load i64, ptr %cslot, align 4
  %8107 = icmp sgt i64 %8063, %8106
  %8108 = select i1 %8107, i64 %8063, i64 %8106
  store i64 %8108, ptr %cslot, align 4
  %8109 = load i64, ptr %cn, align 4
  %8110 = add i64 %8109, 1
  store i64 %8110, ptr %cn, align 4
  br label %if.end844

if.end844:                                        ; preds = %if.then843, %kcol.body840
  %8111 = zext i16 %7818 to i32
  %8112 = shl i32 %8111, 16
  %8113 = bitcast i32 %8112 to float
  %8114 = bitcast float %8113 to i32
  %8115 = fcmp uno float %8113, %8113
  %8116 = select i1 %8115, i32 2143289344, i32 %8114
  %8117 = xor i32 %8116, 2147483647
  %8118 = icmp sge i32 %8116, 0
  %8119 = select i1 %8118, i32 %8116, i32 %8117
  %8120 = icmp sge i32 %8119, %7447
  %8121 = and i1 %7813, %8120
  br i1 %8121, label %if.then845, label %if.end846

if.then845:                                       ; preds = %if.end844
  %8122 = bitcast float %8113 to i32
  %8123 = fcmp uno float %8113, %8113
  %8124 = select i1 %8123, i32 2143289344, i32 %8122
  %8125 = xor i32 %8124, 2147483647
  %8126 = icmp sge i32 %8124, 0
  %8127 = select i1 %8126, i32 %8124, i32 %8125
  %8128 = sext i32 %8127 to i64
  %8129 = shl i64 %8128, 32
  %8130 = sub i64 4294967295, %7815
  %8131 = or i64 %8129, %8130
  %8132 = load i64, ptr %cslot833, align 4
  %8133 = load i64, ptr %cslot834, align 4
  %8134 = icmp slt i64 %8131, %8132
  %8135 = select i1 %8134, i64 %8131, i64 %8132
  %8136 = icmp sgt i64 %8135, %8133
  %8137 = select i1 %8136, i64 %8135, i64 %8133
  store i64 %8137, ptr %cslot834, align 4
  %8138 = load i64, ptr %cslot832, align 4
  %8139 = load i64, ptr %cslot833, align 4
  %8140 = icmp slt i64 %8131, %8138
  %8141 = select i1 %8140, i64 %8131, i64 %8138
  %8142 = icmp sgt i64 %8141, %8139
  %8143 = select i1 %8142, i64 %8141, i64 %8139
  store i64 %8143, ptr %cslot833, align 4
  %8144 = load i64, ptr %cslot831, align 4
  %8145 = load i64, ptr %cslot832, align 4
  %8146 = icmp slt i64 %8131, %8144
  %8147 = select i1 %8146, i64 %8131, i64 %8144
  %8148 = icmp sgt i64 %8147, %8145
  %8149 = select i1 %8148, i64 %8147, i64 %8145
  store i64 %8149, ptr %cslot832, align 4
  %8150 = load i64, ptr %cslot830, align 4
  %8151 = load i64, ptr %cslot831, align 4
  %8152 = icmp slt i64 %8131, %8150
  %8153 = select i1 %8152, i64 %8131, i64 %8150
  %8154 = icmp sgt i64 %8153, %8151
  %8155 = select i1 %8154, i64 %8153, i64 %8151
  store i64 %8155, ptr %cslot831, align 4
  %8156 = load i64, ptr %cslot829, align 4
  %8157 = load i64, ptr %cslot830, align 4
  %8158 = icmp slt i64 %8131, %8156
  %8159 = select i1 %8158, i64 %8131, i64 %8156
  %8160 = icmp sgt i64 %8159, %8157
  %8161 = select i1 %8160, i64 %8159, i64 %8157
  store i64 %8161, ptr %cslot830, align 4
  %8162 = load i64, ptr %cslot828, align 4
  %8163 = load i64, ptr %cslot829, align 4
  %8164 = icmp slt i64 %8131, %8162
  %8165 = select i1 %8164, i64 %8131, i64 %8162
  %8166 = icmp sgt i64 %8165, %8163
  %8167 = select i1 %8166, i64 %8165, i64 %8163
  store i64 %8167, ptr %cslot829, align 4
  %8168 = load i64, ptr %cslot, align 4
  %8169 = load i64, ptr %cslot828, align 4
  %8170 = icmp slt i64 %8131, %8168
  %8171 = select i1 %8170, i64 %8131, i64 %8168
  %8172 = icmp sgt i64 %8171, %8169
  %8173 = select i1 %8172, i64 %8171, i64 %8169
  store i64 %8173, ptr %cslot828, align 4
  %8174 = load i64, ptr %cslot, align 4
  %8175 = icmp sgt i64 %8131, %8174
  %8176 = select i1 %8175, i64 %8131, i64 %8174
  store i64 %8176, ptr %cslot, align 4
  %8177 = load i64, ptr %cn, align 4
  %8178 = add i64 %8177, 1
  store i64 %8178, ptr %cn, align 4
  br label %if.end846

if.end846:                                        ; preds = %if.then845, %if.end844
  %8179 = zext i16 %7834 to i32
  %8180 = shl i32 %8179, 16
  %8181 = bitcast i32 %8180 to float
  %8182 = bitcast float %8181 to i32
  %8183 = fcmp uno float %8181, %8181
  %8184 = select i1 %8183, i32 2143289344, i32 %8182
  %8185 = xor i32 %8184, 2147483647
  %8186 = icmp sge i32 %8184, 0
  %8187 = select i1 %8186, i32 %8184, i32 %8185
  %8188 = icmp sge i32 %8187, %7447
  %8189 = and i1 %7829, %8188
  br i1 %8189, label %if.then847, label %if.end848

if.then847:                                       ; preds = %if.end846
  %8190 = bitcast float %8181 to i32
  %8191 = fcmp uno float %8181, %8181
  %8192 = select i1 %8191, i32 2143289344, i32 %8190
  %8193 = xor i32 %8192, 2147483647
  %8194 = icmp sge i32 %8192, 0
  %8195 = select i1 %8194, i32 %8192, i32 %8193
  %8196 = sext i32 %8195 to i64
  %8197 = shl i64 %8196, 32
  %8198 = sub i64 4294967295, %7831
  %8199 = or i64 %8197, %8198
  %8200 = load i64, ptr %cslot833, align 4
  %8201 = load i64, ptr %cslot834, align 4
  %8202 = icmp slt i64 %8199, %8200
  %8203 = select i1 %8202, i64 %8199, i64 %8200
  %8204 = icmp sgt i64 %8203, %8201
  %8205 = select i1 %8204, i64 %8203, i64 %8201
  store i64 %8205, ptr %cslot834, align 4
  %8206 = load i64, ptr %cslot832, align 4
  %8207 = load i64, ptr %cslot833, align 4
  %8208 = icmp slt i64 %8199, %8206
  %8209 = select i1 %8208, i64 %8199, i64 %8206
  %8210 = icmp sgt i64 %8209, %8207
  %8211 = select i1 %8210, i64 %8209, i64 %8207
  store i64 %8211, ptr %cslot833, align 4
  %8212 = load i64, ptr %cslot831, align 4
  %8213 = load i64, ptr %cslot832, align 4
  %8214 = icmp slt i64 %8199, %8212
  %8215 = select i1 %8214, i64 %8199, i64 %8212
  %8216 = icmp sgt i64 %8215, %8213
  %8217 = select i1 %8216, i64 %8215, i64 %8213
  store i64 %8217, ptr %cslot832, align 4
  %8218 = load i64, ptr %cslot830, align 4
  %8219 = load i64, ptr %cslot831, align 4
  %8220 = icmp slt i64 %8199, %8218
  %8221 = select i1 %8220, i64 %8199, i64 %8218
  %8222 = icmp sgt i64 %8221, %8219
  %8223 = select i1 %8222, i64 %8221, i64 %8219
  store i64 %8223, ptr %cslot831, align 4
  %8224 = load i64, ptr %cslot829, align 4
  %8225 = load i64, ptr %cslot830, align 4
  %8226 = icmp slt i64 %8199, %8224
  %8227 = select i1 %8226, i64 %8199, i64 %8224
  %8228 = icmp sgt i64 %8227, %8225
  %8229 = select i1 %8228, i64 %8227, i64 %8225
  store i64 %8229, ptr %cslot830, align 4
  %8230 = load i64, ptr %cslot828, align 4
  %8231 = load i64, ptr %cslot829, align 4
  %8232 = icmp slt i64 %8199, %8230
  %8233 = select i1 %8232, i64 %8199, i64 %8230
  %8234 = icmp sgt i64 %8233, %8231
  %8235 = select i1 %8234, i64 %8233, i64 %8231
  store i64 %8235, ptr %cslot829, align 4
  %8236 = load i64, ptr %cslot, align 4
  %8237 = load i64, ptr %cslot828, align 4
  %8238 = icmp slt i64 %8199, %8236
  %8239 = select i1 %8238, i64 %8199, i64 %8236
  %8240 = icmp sgt i64 %8239, %8237
  %8241 = select i1 %8240, i64 %8239, i64 %8237
  store i64 %8241, ptr %cslot828, align 4
  %8242 = load i64, ptr %cslot, align 4
  %8243 = icmp sgt i64 %8199, %8242
  %8244 = select i1 %8243, i64 %8199, i64 %8242
  store i64 %8244, ptr %cslot, align 4
  %8245 = load i64, ptr %cn, align 4
  %8246 = add i64 %8245, 1
  store i64 %8246, ptr %cn, align 4
  br label %if.end848

if.end848:                                        ; preds = %if.then847, %if.end846
  %8247 = zext i16 %7850 to i32
  %8248 = shl i32 %8247, 16
  %8249 = bitcast i32 %8248 to float
  %8250 = bitcast float %8249 to i32
  %8251 = fcmp uno float %8249, %8249
  %8252 = select i1 %8251, i32 2143289344, i32 %8250
  %8253 = xor i32 %8252, 2147483647
  %8254 = icmp sge i32 %8252, 0
  %8255 = select i1 %8254, i32 %8252, i32 %8253
  %8256 = icmp sge i32 %8255, %7447
  %8257 = and i1 %7845, %8256
  br i1 %8257, label %if.then849, label %if.end850

if.then849:                                       ; preds = %if.end848
  %8258 = bitcast float %8249 to i32
  %8259 = fcmp uno float %8249, %8249
  %8260 = select i1 %8259, i32 2143289344, i32 %8258
  %8261 = xor i32 %8260, 2147483647
  %8262 = icmp sge i32 %8260, 0
  %8263 = select i1 %8262, i32 %8260, i32 %8261
  %8264 = sext i32 %8263 to i64
  %8265 = shl i64 %8264, 32
  %8266 = sub i64 4294967295, %7847
  %8267 = or i64 %8265, %8266
  %8268 = load i64, ptr %cslot833, align 4
  %8269 = load i64, ptr %cslot834, align 4
  %8270 = icmp slt i64 %8267, %8268
  %8271 = select i1 %8270, i64 %8267, i64 %8268
  %8272 = icmp sgt i64 %8271, %8269
  %8273 = select i1 %8272, i64 %8271, i64 %8269
  store i64 %8273, ptr %cslot834, align 4
  %8274 = load i64, ptr %cslot832, align 4
  %8275 = load i64, ptr %cslot833, align 4
  %8276 = icmp slt i64 %8267, %8274
  %8277 = select i1 %8276, i64 %8267, i64 %8274
  %8278 = icmp sgt i64 %8277, %8275
  %8279 = select i1 %8278, i64 %8277, i64 %8275
  store i64 %8279, ptr %cslot833, align 4
  %8280 = load i64, ptr %cslot831, align 4
  %8281 = load i64, ptr %cslot832, align 4
  %8282 = icmp slt i64 %8267, %8280
  %8283 = select i1 %8282, i64 %8267, i64 %8280
  %8284 = icmp sgt i64 %8283, %8281
  %8285 = select i1 %8284, i64 %8283, i64 %8281
  store i64 %8285, ptr %cslot832, align 4
  %8286 = load i64, ptr %cslot830, align 4
  %8287 = load i64, ptr %cslot831, align 4
  %8288 = icmp slt i64 %8267, %8286
  %8289 = select i1 %8288, i64 %8267, i64 %8286
  %8290 = icmp sgt i64 %8289, %8287
  %8291 = select i1 %8290, i64 %8289, i64 %8287
  store i64 %8291, ptr %cslot831, align 4
  %8292 = load i64, ptr %cslot829, align 4
  %8293 = load i64, ptr %cslot830, align 4
  %8294 = icmp slt i64 %8267, %8292
  %8295 = select i1 %8294, i64 %8267, i64 %8292
  %8296 = icmp sgt i64 %8295, %8293
  %8297 = select i1 %8296, i64 %8295, i64 %8293
  store i64 %8297, ptr %cslot830, align 4
  %8298 = load i64, ptr %cslot828, align 4
  %8299 = load i64, ptr %cslot829, align 4
  %8300 = icmp slt i64 %8267, %8298
  %8301 = select i1 %8300, i64 %8267, i64 %8298
  %8302 = icmp sgt i64 %8301, %8299
  %8303 = select i1 %8302, i64 %8301, i64 %8299
  store i64 %8303, ptr %cslot829, align 4
  %8304 = load i64, ptr %cslot, align 4
  %8305 = load i64, ptr %cslot828, align 4
  %8306 = icmp slt i64 %8267, %8304
  %8307 = select i1 %8306, i64 %8267, i64 %8304
  %8308 = icmp sgt i64 %8307, %8305
  %8309 = select i1 %8308, i64 %8307, i64 %8305
  store i64 %8309, ptr %cslot828, align 4
  %8310 = load i64, ptr %cslot, align 4
  %8311 = icmp sgt i64 %8267, %8310
  %8312 = select i1 %8311, i64 %8267, i64 %8310
  store i64 %8312, ptr %cslot, align 4
  %8313 = load i64, ptr %cn, align 4
  %8314 = add i64 %8313, 1
  store i64 %8314, ptr %cn, align 4
  br label %if.end850

if.end850:                                        ; preds = %if.then849, %if.end848
  %8315 = zext i16 %7866 to i32
  %8316 = shl i32 %8315, 16
  %8317 = bitcast i32 %8316 to float
  %8318 = bitcast float %8317 to i32
  %8319 = fcmp uno float %8317, %8317
  %8320 = select i1 %8319, i32 2143289344, i32 %8318
  %8321 = xor i32 %8320, 2147483647
  %8322 = icmp sge i32 %8320, 0
  %8323 = select i1 %8322, i32 %8320, i32 %8321
  %8324 = icmp sge i32 %8323, %7447
  %8325 = and i1 %7861, %8324
  br i1 %8325, label %if.then851, label %if.end852

if.then851:                                       ; preds = %if.end850
  %8326 = bitcast float %8317 to i32
  %8327 = fcmp uno float %8317, %8317
  %8328 = select i1 %8327, i32 2143289344, i32 %8326
  %8329 = xor i32 %8328, 2147483647
  %8330 = icmp sge i32 %8328, 0
  %8331 = select i1 %8330, i32 %8328, i32 %8329
  %8332 = sext i32 %8331 to i64
  %8333 = shl i64 %8332, 32
  %8334 = sub i64 4294967295, %7863
  %8335 = or i64 %8333, %8334
  %8336 = load i64, ptr %cslot833, align 4
  %8337 = load i64, ptr %cslot834, align 4
  %8338 = icmp slt i64 %8335, %8336
  %8339 = select i1 %8338, i64 %8335, i64 %8336
  %8340 = icmp sgt i64 %8339, %8337
  %8341 = select i1 %8340, i64 %8339, i64 %8337
  store i64 %8341, ptr %cslot834, align 4
  %8342 = load i64, ptr %cslot832, align 4
  %8343 = load i64, ptr %cslot833, align 4
  %8344 = icmp slt i64 %8335, %8342
  %8345 = select i1 %8344, i64 %8335, i64 %8342
  %8346 = icmp sgt i64 %8345, %8343
  %8347 = select i1 %8346, i64 %8345, i64 %8343
  store i64 %8347, ptr %cslot833, align 4
  %8348 = load i64, ptr %cslot831, align 4
  %8349 = load i64, ptr %cslot832, align 4
  %8350 = icmp slt i64 %8335, %8348
  %8351 = select i1 %8350, i64 %8335, i64 %8348
  %8352 = icmp sgt i64 %8351, %8349
  %8353 = select i1 %8352, i64 %8351, i64 %8349
  store i64 %8353, ptr %cslot832, align 4
  %8354 = load i64, ptr %cslot830, align 4
  %8355 = load i64, ptr %cslot831, align 4
  %8356 = icmp slt i64 %8335, %8354
  %8357 = select i1 %8356, i64 %8335, i64 %8354
  %8358 = icmp sgt i64 %8357, %8355
  %8359 = select i1 %8358, i64 %8357, i64 %8355
  store i64 %8359, ptr %cslot831, align 4
  %8360 = load i64, ptr %cslot829, align 4
  %8361 = load i64, ptr %cslot830, align 4
  %8362 = icmp slt i64 %8335, %8360
  %8363 = select i1 %8362, i64 %8335, i64 %8360
  %8364 = icmp sgt i64 %8363, %8361
  %8365 = select i1 %8364, i64 %8363, i64 %8361
  store i64 %8365, ptr %cslot830, align 4
  %8366 = load i64, ptr %cslot828, align 4
  %8367 = load i64, ptr %cslot829, align 4
  %8368 = icmp slt i64 %8335, %8366
  %8369 = select i1 %8368, i64 %8335, i64 %8366
  %8370 = icmp sgt i64 %8369, %8367
  %8371 = select i1 %8370, i64 %8369, i64 %8367
  store i64 %8371, ptr %cslot829, align 4
  %8372 = load i64, ptr %cslot, align 4
  %8373 = load i64, ptr %cslot828, align 4
  %8374 = icmp slt i64 %8335, %8372
  %8375 = select i1 %8374, i64 %8335, i64 %8372
  %8376 = icmp sgt i64 %8375, %8373
  %8377 = select i1 %8376, i64 %8375, i64 %8373
  store i64 %8377, ptr %cslot828, align 4
  %8378 = load i64, ptr %cslot, align 4
  %8379 = icmp sgt i64 %8335, %8378
  %8380 = select i1 %8379, i64 %8335, i64 %8378
  store i64 %8380, ptr %cslot, align 4
  %8381 = load i64, ptr %cn, align 4
  %8382 = add i64 %8381, 1
  store i64 %8382, ptr %cn, align 4
  br label %if.end852

if.end852:                                        ; preds = %if.then851, %if.end850
  %8383 = zext i16 %7882 to i32
  %8384 = shl i32 %8383, 16
  %8385 = bitcast i32 %8384 to float
  %8386 = bitcast float %8385 to i32
  %8387 = fcmp uno float %8385, %8385
  %8388 = select i1 %8387, i32 2143289344, i32 %8386
  %8389 = xor i32 %8388, 2147483647
  %8390 = icmp sge i32 %8388, 0
  %8391 = select i1 %8390, i32 %8388, i32 %8389
  %8392 = icmp sge i32 %8391, %7447
  %8393 = and i1 %7877, %8392
  br i1 %8393, label %if.then853, label %if.end854

if.then853:                                       ; preds = %if.end852
  %8394 = bitcast float %8385 to i32
  %8395 = fcmp uno float %8385, %8385
  %8396 = select i1 %8395, i32 2143289344, i32 %8394
  %8397 = xor i32 %8396, 2147483647
  %8398 = icmp sge i32 %8396, 0
  %8399 = select i1 %8398, i32 %8396, i32 %8397
  %8400 = sext i32 %8399 to i64
  %8401 = shl i64 %8400, 32
  %8402 = sub i64 4294967295, %7879
  %8403 = or i64 %8401, %8402
  %8404 = load i64, ptr %cslot833, align 4
  %8405 = load i64, ptr %cslot834, align 4
  %8406 = icmp slt i64 %8403, %8404
  %8407 = select i1 %8406, i64 %8403, i64 %8404
  %8408 = icmp sgt i64 %8407, %8405
  %8409 = select i1 %8408, i64 %8407, i64 %8405
  store i64 %8409, ptr %cslot834, align 4
  %8410 = load i64, ptr %cslot832, align 4
  %8411 = load i64, ptr %cslot833, align 4
  %8412 = icmp slt i64 %8403, %8410
  %8413 = select i1 %8412, i64 %8403, i64 %8410
  %8414 = icmp sgt i64 %8413, %8411
  %8415 = select i1 %8414, i64 %8413, i64 %8411
  store i64 %8415, ptr %cslot833, align 4
  %8416 = load i64, ptr %cslot831, align 4
  %8417 = load i64, ptr %cslot832, align 4
  %8418 = icmp slt i64 %8403, %8416
  %8419 = select i1 %8418, i64 %8403, i64 %8416
  %8420 = icmp sgt i64 %8419, %8417
  %8421 = select i1 %8420, i64 %8419, i64 %8417
  store i64 %8421, ptr %cslot832, align 4
  %8422 = load i64, ptr %cslot830, align 4
  %8423 = load i64, ptr %cslot831, align 4
  %8424 = icmp slt i64 %8403, %8422
  %8425 = select i1 %8424, i64 %8403, i64 %8422
  %8426 = icmp sgt i64 %8425, %8423
  %8427 = select i1 %8426, i64 %8425, i64 %8423
  store i64 %8427, ptr %cslot831, align 4
  %8428 = load i64, ptr %cslot829, align 4
  %8429 = load i64, ptr %cslot830, align 4
  %8430 = icmp slt i64 %8403, %8428
  %8431 = select i1 %8430, i64 %8403, i64 %8428
  %8432 = icmp sgt i64 %8431, %8429
  %8433 = select i1 %8432, i64 %8431, i64 %8429
  store i64 %8433, ptr %cslot830, align 4
  %8434 = load i64, ptr %cslot828, align 4
  %8435 = load i64, ptr %cslot829, align 4
  %8436 = icmp slt i64 %8403, %8434
  %8437 = select i1 %8436, i64 %8403, i64 %8434
  %8438 = icmp sgt i64 %8437, %8435
  %8439 = select i1 %8438, i64 %8437, i64 %8435
  store i64 %8439, ptr %cslot829, align 4
  %8440 = load i64, ptr %cslot, align 4
  %8441 = load i64, ptr %cslot828, align 4
  %8442 = icmp slt i64 %8403, %8440
  %8443 = select i1 %8442, i64 %8403, i64 %8440
  %8444 = icmp sgt i64 %8443, %8441
  %8445 = select i1 %8444, i64 %8443, i64 %8441
  store i64 %8445, ptr %cslot828, align 4
  %8446 = load i64, ptr %cslot, align 4
  %8447 = icmp sgt i64 %8403, %8446
  %8448 = select i1 %8447, i64 %8403, i64 %8446
  store i64 %8448, ptr %cslot, align 4
  %8449 = load i64, ptr %cn, align 4
  %8450 = add i64 %8449, 1
  store i64 %8450, ptr %cn, align 4
  br label %if.end854

if.end854:                                        ; preds = %if.then853, %if.end852
  %8451 = zext i16 %7898 to i32
  %8452 = shl i32 %8451, 16
  %8453 = bitcast i32 %8452 to float
  %8454 = bitcast float %8453 to i32
  %8455 = fcmp uno float %8453, %8453
  %8456 = select i1 %8455, i32 2143289344, i32 %8454
  %8457 = xor i32 %8456, 2147483647
  %8458 = icmp sge i32 %8456, 0
  %8459 = select i1 %8458, i32 %8456, i32 %8457
  %8460 = icmp sge i32 %8459, %7447
  %8461 = and i1 %7893, %8460
  br i1 %8461, label %if.then855, label %if.end856

if.then855:                                       ; preds = %if.end854
  %8462 = bitcast float %8453 to i32
  %8463 = fcmp uno float %8453, %8453
  %8464 = select i1 %8463, i32 2143289344, i32 %8462
  %8465 = xor i32 %8464, 2147483647
  %8466 = icmp sge i32 %8464, 0
  %8467 = select i1 %8466, i32 %8464, i32 %8465
  %8468 = sext i32 %8467 to i64
  %8469 = shl i64 %8468, 32
  %8470 = sub i64 4294967295, %7895
  %8471 = or i64 %8469, %8470
  %8472 = load i64, ptr %cslot833, align 4
  %8473 = load i64, ptr %cslot834, align 4
  %8474 = icmp slt i64 %8471, %8472
  %8475 = select i1 %8474, i64 %8471, i64 %8472
  %8476 = icmp sgt i64 %8475, %8473
  %8477 = select i1 %8476, i64 %8475, i64 %8473
  store i64 %8477, ptr %cslot834, align 4
  %8478 = load i64, ptr %cslot832, align 4
  %8479 = load i64, ptr %cslot833, align 4
  %8480 = icmp slt i64 %8471, %8478
  %8481 = select i1 %8480, i64 %8471, i64 %8478
  %8482 = icmp sgt i64 %8481, %8479
  %8483 = select i1 %8482, i64 %8481, i64 %8479
  store i64 %8483, ptr %cslot833, align 4
  %8484 = load i64, ptr %cslot831, align 4
  %8485 = load i64, ptr %cslot832, align 4
  %8486 = icmp slt i64 %8471, %8484
  %8487 = select i1 %8486, i64 %8471, i64 %8484
  %8488 = icmp sgt i64 %8487, %8485
  %8489 = select i1 %8488, i64 %8487, i64 %8485
  store i64 %8489, ptr %cslot832, align 4
  %8490 = load i64, ptr %cslot830, align 4
  %8491 = load i64, ptr %cslot831, align 4
  %8492 = icmp slt i64 %8471, %8490
  %8493 = select i1 %8492, i64 %8471, i64 %8490
  %8494 = icmp sgt i64 %8493, %8491
  %8495 = select i1 %8494, i64 %8493, i64 %8491
  store i64 %8495, ptr %cslot831, align 4
  %8496 = load i64, ptr %cslot829, align 4
  %8497 = load i64, ptr %cslot830, align 4
  %8498 = icmp slt i64 %8471, %8496
  %8499 = select i1 %8498, i64 %8471, i64 %8496
  %8500 = icmp sgt i64 %8499, %8497
  %8501 = select i1 %8500, i64 %8499, i64 %8497
  store i64 %8501, ptr %cslot830, align 4
  %8502 = load i64, ptr %cslot828, align 4
  %8503 = load i64, ptr %cslot829, align 4
  %8504 = icmp slt i64 %8471, %8502
  %8505 = select i1 %8504, i64 %8471, i64 %8502
  %8506 = icmp sgt i64 %8505, %8503
  %8507 = select i1 %8506, i64 %8505, i64 %8503
  store i64 %8507, ptr %cslot829, align 4
  %8508 = load i64, ptr %cslot, align 4
  %8509 = load i64, ptr %cslot828, align 4
  %8510 = icmp slt i64 %8471, %8508
  %8511 = select i1 %8510, i64 %8471, i64 %8508
  %8512 = icmp sgt i64 %8511, %8509
  %8513 = select i1 %8512, i64 %8511, i64 %8509
  store i64 %8513, ptr %cslot828, align 4
  %8514 = load i64, ptr %cslot, align 4
  %8515 = icmp sgt i64 %8471, %8514
  %8516 = select i1 %8515, i64 %8471, i64 %8514
  store i64 %8516, ptr %cslot, align 4
  %8517 = load i64, ptr %cn, align 4
  %8518 = add i64 %8517, 1
  store i64 %8518, ptr %cn, align 4
  br label %if.end856

if.end856:                                        ; preds = %if.then855, %if.end854
  %8519 = zext i16 %7914 to i32
  %8520 = shl i32 %8519, 16
  %8521 = bitcast i32 %8520 to float
  %8522 = bitcast float %8521 to i32
  %8523 = fcmp uno float %8521, %8521
  %8524 = select i1 %8523, i32 2143289344, i32 %8522
  %8525 = xor i32 %8524, 2147483647
  %8526 = icmp sge i32 %8524, 0
  %8527 = select i1 %8526, i32 %8524, i32 %8525
  %8528 = icmp sge i32 %8527, %7447
  %8529 = and i1 %7909, %8528
  br i1 %8529, label %if.then857, label %if.end858

if.then857:                                       ; preds = %if.end856
  %8530 = bitcast float %8521 to i32
  %8531 = fcmp uno float %8521, %8521
  %8532 = select i1 %8531, i32 2143289344, i32 %8530
  %8533 = xor i32 %8532, 2147483647
  %8534 = icmp sge i32 %8532, 0
  %8535 = select i1 %8534, i32 %8532, i32 %8533
  %8536 = sext i32 %8535 to i64
  %8537 = shl i64 %8536, 32
  %8538 = sub i64 4294967295, %7911
  %8539 = or i64 %8537, %8538
  %8540 = load i64, ptr %cslot833, align 4
  %8541 = load i64, ptr %cslot834, align 4
  %8542 = icmp slt i64 %8539, %8540
  %8543 = select i1 %8542, i64 %8539, i64 %8540
  %8544 = icmp sgt i64 %8543, %8541
  %8545 = select i1 %8544, i64 %8543, i64 %8541
  store i64 %8545, ptr %cslot834, align 4
  %8546 = load i64, ptr %cslot832, align 4
  %8547 = load i64, ptr %cslot833, align 4
  %8548 = icmp slt i64 %8539, %8546
  %8549 = select i1 %8548, i64 %8539, i64 %8546
  %8550 = icmp sgt i64 %8549, %8547
  %8551 = select i1 %8550, i64 %8549, i64 %8547
  store i64 %8551, ptr %cslot833, align 4
  %8552 = load i64, ptr %cslot831, align 4
  %8553 = load i64, ptr %cslot832, align 4
  %8554 = icmp slt i64 %8539, %8552
  %8555 = select i1 %8554, i64 %8539, i64 %8552
  %8556 = icmp sgt i64 %8555, %8553
  %8557 = select i1 %8556, i64 %8555, i64 %8553
  store i64 %8557, ptr %cslot832, align 4
  %8558 = load i64, ptr %cslot830, align 4
  %8559 = load i64, ptr %cslot831, align 4
  %8560 = icmp slt i64 %8539, %8558
  %8561 = select i1 %8560, i64 %8539, i64 %8558
  %8562 = icmp sgt i64 %8561, %8559
  %8563 = select i1 %8562, i64 %8561, i64 %8559
  store i64 %8563, ptr %cslot831, align 4
  %8564 = load i64, ptr %cslot829, align 4
  %8565 = load i64, ptr %cslot830, align 4
  %8566 = icmp slt i64 %8539, %8564
  %8567 = select i1 %8566, i64 %8539, i64 %8564
  %8568 = icmp sgt i64 %8567, %8565
  %8569 = select i1 %8568, i64 %8567, i64 %8565
  store i64 %8569, ptr %cslot830, align 4
  %8570 = load i64, ptr %cslot828, align 4
  %8571 = load i64, ptr %cslot829, align 4
  %8572 = icmp slt i64 %8539, %8570
  %8573 = select i1 %8572, i64 %8539, i64 %8570
  %8574 = icmp sgt i64 %8573, %8571
  %8575 = select i1 %8574, i64 %8573, i64 %8571
  store i64 %8575, ptr %cslot829, align 4
  %8576 = load i64, ptr %cslot, align 4
  %8577 = load i64, ptr %cslot828, align 4
  %8578 = icmp slt i64 %8539, %8576
  %8579 = select i1 %8578, i64 %8539, i64 %8576
  %8580 = icmp sgt i64 %8579, %8577
  %8581 = select i1 %8580, i64 %8579, i64 %8577
  store i64 %8581, ptr %cslot828, align 4
  %8582 = load i64, ptr %cslot, align 4
  %8583 = icmp sgt i64 %8539, %8582
  %8584 = select i1 %8583, i64 %8539, i64 %8582
  store i64 %8584, ptr %cslot, align 4
  %8585 = load i64, ptr %cn, align 4
  %8586 = add i64 %8585, 1
  store i64 %8586, ptr %cn, align 4
  br label %if.end858

if.end858:                                        ; preds = %if.then857, %if.end856
  %8587 = zext i16 %7930 to i32
  %8588 = shl i32 %8587, 16
  %8589 = bitcast i32 %8588 to float
  %8590 = bitcast float %8589 to i32
  %8591 = fcmp uno float %8589, %8589
  %8592 = select i1 %8591, i32 2143289344, i32 %8590
  %8593 = xor i32 %8592, 2147483647
  %8594 = icmp sge i32 %8592, 0
  %8595 = select i1 %8594, i32 %8592, i32 %8593
  %8596 = icmp sge i32 %8595, %7447
  %8597 = and i1 %7925, %8596
  br i1 %8597, label %if.then859, label %if.end860

if.then859:                                       ; preds = %if.end858
  %8598 = bitcast float %8589 to i32
  %8599 = fcmp uno float %8589, %8589
  %8600 = select i1 %8599, i32 2143289344, i32 %8598
  %8601 = xor i32 %8600, 2147483647
  %8602 = icmp sge i32 %8600, 0
  %8603 = select i1 %8602, i32 %8600, i32 %8601
  %8604 = sext i32 %8603 to i64
  %8605 = shl i64 %8604, 32
  %8606 = sub i64 4294967295, %7927
  %8607 = or i64 %8605, %8606
  %8608 = load i64, ptr %cslot833, align 4
  %8609 = load i64, ptr %cslot834, align 4
  %8610 = icmp slt i64 %8607, %8608
  %8611 = select i1 %8610, i64 %8607, i64 %8608
  %8612 = icmp sgt i64 %8611, %8609
  %8613 = select i1 %8612, i64 %8611, i64 %8609
  store i64 %8613, ptr %cslot834, align 4
  %8614 = load i64, ptr %cslot832, align 4
  %8615 = load i64, ptr %cslot833, align 4
  %8616 = icmp slt i64 %8607, %8614
  %8617 = select i1 %8616, i64 %8607, i64 %8614
  %8618 = icmp sgt i64 %8617, %8615
  %8619 = select i1 %8618, i64 %8617, i64 %8615
  store i64 %8619, ptr %cslot833, align 4
  %8620 = load i64, ptr %cslot831, align 4
  %8621 = load i64, ptr %cslot832, align 4
  %8622 = icmp slt i64 %8607, %8620
  %8623 = select i1 %8622, i64 %8607, i64 %8620
  %8624 = icmp sgt i64 %8623, %8621
  %8625 = select i1 %8624, i64 %8623, i64 %8621
  store i64 %8625, ptr %cslot832, align 4
  %8626 = load i64, ptr %cslot830, align 4
  %8627 = load i64, ptr %cslot831, align 4
  %8628 = icmp slt i64 %8607, %8626
  %8629 = select i1 %8628, i64 %8607, i64 %8626
  %8630 = icmp sgt i64 %8629, %8627
  %8631 = select i1 %8630, i64 %8629, i64 %8627
  store i64 %8631, ptr %cslot831, align 4
  %8632 = load i64, ptr %cslot829, align 4
  %8633 = load i64, ptr %cslot830, align 4
  %8634 = icmp slt i64 %8607, %8632
  %8635 = select i1 %8634, i64 %8607, i64 %8632
  %8636 = icmp sgt i64 %8635, %8633
  %8637 = select i1 %8636, i64 %8635, i64 %8633
  store i64 %8637, ptr %cslot830, align 4
  %8638 = load i64, ptr %cslot828, align 4
  %8639 = load i64, ptr %cslot829, align 4
  %8640 = icmp slt i64 %8607, %8638
  %8641 = select i1 %8640, i64 %8607, i64 %8638
  %8642 = icmp sgt i64 %8641, %8639
  %8643 = select i1 %8642, i64 %8641, i64 %8639
  store i64 %8643, ptr %cslot829, align 4
  %8644 = load i64, ptr %cslot, align 4
  %8645 = load i64, ptr %cslot828, align 4
  %8646 = icmp slt i64 %8607, %8644
  %8647 = select i1 %8646, i64 %8607, i64 %8644
  %8648 = icmp sgt i64 %8647, %8645
  %8649 = select i1 %8648, i64 %8647, i64 %8645
  store i64 %8649, ptr %cslot828, align 4
  %8650 = load i64, ptr %cslot, align 4
  %8651 = icmp sgt i64 %8607, %8650
  %8652 = select i1 %8651, i64 %8607, i64 %8650
  store i64 %8652, ptr %cslot, align 4
  %8653 = load i64, ptr %cn, align 4
  %8654 = add i64 %8653, 1
  store i64 %8654, ptr %cn, align 4
  br label %if.end860

if.end860:                                        ; preds = %if.then859, %if.end858
  %8655 = zext i16 %7946 to i32
  %8656 = shl i32 %8655, 16
  %8657 = bitcast i32 %8656 to float
  %8658 = bitcast float %8657 to i32
  %8659 = fcmp uno float %8657, %8657
  %8660 = select i1 %8659, i32 2143289344, i32 %8658
  %8661 = xor i32 %8660, 2147483647
  %8662 = icmp sge i32 %8660, 0
  %8663 = select i1 %8662, i32 %8660, i32 %8661
  %8664 = icmp sge i32 %8663, %7447
  %8665 = and i1 %7941, %8664
  br i1 %8665, label %if.then861, label %if.end862

if.then861:                                       ; preds = %if.end860
  %8666 = bitcast float %8657 to i32
  %8667 = fcmp uno float %8657, %8657
  %8668 = select i1 %8667, i32 2143289344, i32 %8666
  %8669 = xor i32 %8668, 2147483647
  %8670 = icmp sge i32 %8668, 0
  %8671 = select i1 %8670, i32 %8668, i32 %8669
  %8672 = sext i32 %8671 to i64
  %8673 = shl i64 %8672, 32
  %8674 = sub i64 4294967295, %7943
  %8675 = or i64 %8673, %8674
  %8676 = load i64, ptr %cslot833, align 4
  %8677 = load i64, ptr %cslot834, align 4
  %8678 = icmp slt i64 %8675, %8676
  %8679 = select i1 %8678, i64 %8675, i64 %8676
  %8680 = icmp sgt i64 %8679, %8677
  %8681 = select i1 %8680, i64 %8679, i64 %8677
  store i64 %8681, ptr %cslot834, align 4
  %8682 = load i64, ptr %cslot832, align 4
  %8683 = load i64, ptr %cslot833, align 4
  %8684 = icmp slt i64 %8675, %8682
  %8685 = select i1 %8684, i64 %8675, i64 %8682
  %8686 = icmp sgt i64 %8685, %8683
  %8687 = select i1 %8686, i64 %8685, i64 %8683
  store i64 %8687, ptr %cslot833, align 4
  %8688 = load i64, ptr %cslot831, align 4
  %8689 = load i64, ptr %cslot832, align 4
  %8690 = icmp slt i64 %8675, %8688
  %8691 = select i1 %8690, i64 %8675, i64 %8688
  %8692 = icmp sgt i64 %8691, %8689
  %8693 = select i1 %8692, i64 %8691, i64 %8689
  store i64 %8693, ptr %cslot832, align 4
  %8694 = load i64, ptr %cslot830, align 4
  %8695 = load i64, ptr %cslot831, align 4
  %8696 = icmp slt i64 %8675, %8694
  %8697 = select i1 %8696, i64 %8675, i64 %8694
  %8698 = icmp sgt i64 %8697, %8695
  %8699 = select i1 %8698, i64 %8697, i64 %8695
  store i64 %8699, ptr %cslot831, align 4
  %8700 = load i64, ptr %cslot829, align 4
  %8701 = load i64, ptr %cslot830, align 4
  %8702 = icmp slt i64 %8675, %8700
  %8703 = select i1 %8702, i64 %8675, i64 %8700
  %8704 = icmp sgt i64 %8703, %8701
  %8705 = select i1 %8704, i64 %8703, i64 %8701
  store i64 %8705, ptr %cslot830, align 4
  %8706 = load i64, ptr %cslot828, align 4
  %8707 = load i64, ptr %cslot829, align 4
  %8708 = icmp slt i64 %8675, %8706
  %8709 = select i1 %8708, i64 %8675, i64 %8706
  %8710 = icmp sgt i64 %8709, %8707
  %8711 = select i1 %8710, i64 %8709, i64 %8707
  store i64 %8711, ptr %cslot829, align 4
  %8712 = load i64, ptr %cslot, align 4
  %8713 = load i64, ptr %cslot828, align 4
  %8714 = icmp slt i64 %8675, %8712
  %8715 = select i1 %8714, i64 %8675, i64 %8712
  %8716 = icmp sgt i64 %8715, %8713
  %8717 = select i1 %8716, i64 %8715, i64 %8713
  store i64 %8717, ptr %cslot828, align 4
  %8718 = load i64, ptr %cslot, align 4
  %8719 = icmp sgt i64 %8675, %8718
  %8720 = select i1 %8719, i64 %8675, i64 %8718
  store i64 %8720, ptr %cslot, align 4
  %8721 = load i64, ptr %cn, align 4
  %8722 = add i64 %8721, 1
  store i64 %8722, ptr %cn, align 4
  br label %if.end862

if.end862:                                        ; preds = %if.then861, %if.end860
  %8723 = zext i16 %7962 to i32
  %8724 = shl i32 %8723, 16
  %8725 = bitcast i32 %8724 to float
  %8726 = bitcast float %8725 to i32
  %8727 = fcmp uno float %8725, %8725
  %8728 = select i1 %8727, i32 2143289344, i32 %8726
  %8729 = xor i32 %8728, 2147483647
  %8730 = icmp sge i32 %8728, 0
  %8731 = select i1 %8730, i32 %8728, i32 %8729
  %8732 = icmp sge i32 %8731, %7447
  %8733 = and i1 %7957, %8732
  br i1 %8733, label %if.then863, label %if.end864

if.then863:                                       ; preds = %if.end862
  %8734 = bitcast float %8725 to i32
  %8735 = fcmp uno float %8725, %8725
  %8736 = select i1 %8735, i32 2143289344, i32 %8734
  %8737 = xor i32 %8736, 2147483647
  %8738 = icmp sge i32 %8736, 0
  %8739 = select i1 %8738, i32 %8736, i32 %8737
  %8740 = sext i32 %8739 to i64
  %8741 = shl i64 %8740, 32
  %8742 = sub i64 4294967295, %7959
  %8743 = or i64 %8741, %8742
  %8744 = load i64, ptr %cslot833, align 4
  %8745 = load i64, ptr %cslot834, align 4
  %8746 = icmp slt i64 %8743, %8744
  %8747 = select i1 %8746, i64 %8743, i64 %8744
  %8748 = icmp sgt i64 %8747, %8745
  %8749 = select i1 %8748, i64 %8747, i64 %8745
  store i64 %8749, ptr %cslot834, align 4
  %8750 = load i64, ptr %cslot832, align 4
  %8751 = load i64, ptr %cslot833, align 4
  %8752 = icmp slt i64 %8743, %8750
  %8753 = select i1 %8752, i64 %8743, i64 %8750
  %8754 = icmp sgt i64 %8753, %8751
  %8755 = select i1 %8754, i64 %8753, i64 %8751
  store i64 %8755, ptr %cslot833, align 4
  %8756 = load i64, ptr %cslot831, align 4
  %8757 = load i64, ptr %cslot832, align 4
  %8758 = icmp slt i64 %8743, %8756
  %8759 = select i1 %8758, i64 %8743, i64 %8756
  %8760 = icmp sgt i64 %8759, %8757
  %8761 = select i1 %8760, i64 %8759, i64 %8757
  store i64 %8761, ptr %cslot832, align 4
  %8762 = load i64, ptr %cslot830, align 4
  %8763 = load i64, ptr %cslot831, align 4
  %8764 = icmp slt i64 %8743, %8762
  %8765 = select i1 %8764, i64 %8743, i64 %8762
  %8766 = icmp sgt i64 %8765, %8763
  %8767 = select i1 %8766, i64 %8765, i64 %8763
  store i64 %8767, ptr %cslot831, align 4
  %8768 = load i64, ptr %cslot829, align 4
  %8769 = load i64, ptr %cslot830, align 4
  %8770 = icmp slt i64 %8743, %8768
  %8771 = select i1 %8770, i64 %8743, i64 %8768
  %8772 = icmp sgt i64 %8771, %8769
  %8773 = select i1 %8772, i64 %8771, i64 %8769
  store i64 %8773, ptr %cslot830, align 4
  %8774 = load i64, ptr %cslot828, align 4
  %8775 = load i64, ptr %cslot829, align 4
  %8776 = icmp slt i64 %8743, %8774
  %8777 = select i1 %8776, i64 %8743, i64 %8774
  %8778 = icmp sgt i64 %8777, %8775
  %8779 = select i1 %8778, i64 %8777, i64 %8775
  store i64 %8779, ptr %cslot829, align 4
  %8780 = load i64, ptr %cslot, align 4
  %8781 = load i64, ptr %cslot828, align 4
  %8782 = icmp slt i64 %8743, %8780
  %8783 = select i1 %8782, i64 %8743, i64 %8780
  %8784 = icmp sgt i64 %8783, %8781
  %8785 = select i1 %8784, i64 %8783, i64 %8781
  store i64 %8785, ptr %cslot828, align 4
  %8786 = load i64, ptr %cslot, align 4
  %8787 = icmp sgt i64 %8743, %8786
  %8788 = select i1 %8787, i64 %8743, i64 %8786
  store i64 %8788, ptr %cslot, align 4
  %8789 = load i64, ptr %cn, align 4
  %8790 = add i64 %8789, 1
  store i64 %8790, ptr %cn, align 4
  br label %if.end864

if.end864:                                        ; preds = %if.then863, %if.end862
  %8791 = zext i16 %7978 to i32
  %8792 = shl i32 %8791, 16
  %8793 = bitcast i32 %8792 to float
  %8794 = bitcast float %8793 to i32
  %8795 = fcmp uno float %8793, %8793
  %8796 = select i1 %8795, i32 2143289344, i32 %8794
  %8797 = xor i32 %8796, 2147483647
  %8798 = icmp sge i32 %8796, 0
  %8799 = select i1 %8798, i32 %8796, i32 %8797
  %8800 = icmp sge i32 %8799, %7447
  %8801 = and i1 %7973, %8800
  br i1 %8801, label %if.then865, label %if.end866

if.then865:                                       ; preds = %if.end864
  %8802 = bitcast float %8793 to i32
  %8803 = fcmp uno float %8793, %8793
  %8804 = select i1 %8803, i32 2143289344, i32 %8802
  %8805 = xor i32 %8804, 2147483647
  %8806 = icmp sge i32 %8804, 0
  %8807 = select i1 %8806, i32 %8804, i32 %8805
  %8808 = sext i32 %8807 to i64
  %8809 = shl i64 %8808, 32
  %8810 = sub i64 4294967295, %7975
  %8811 = or i64 %8809, %8810
  %8812 = load i64, ptr %cslot833, align 4
  %8813 = load i64, ptr %cslot834, align 4
  %8814 = icmp slt i64 %8811, %8812
  %8815 = select i1 %8814, i64 %8811, i64 %8812
  %8816 = icmp sgt i64 %8815, %8813
  %8817 = select i1 %8816, i64 %8815, i64 %8813
  store i64 %8817, ptr %cslot834, align 4
  %8818 = load i64, ptr %cslot832, align 4
  %8819 = load i64, ptr %cslot833, align 4
  %8820 = icmp slt i64 %8811, %8818
  %8821 = select i1 %8820, i64 %8811, i64 %8818
  %8822 = icmp sgt i64 %8821, %8819
  %8823 = select i1 %8822, i64 %8821, i64 %8819
  store i64 %8823, ptr %cslot833, align 4
  %8824 = load i64, ptr %cslot831, align 4
  %8825 = load i64, ptr %cslot832, align 4
  %8826 = icmp slt i64 %8811, %8824
  %8827 = select i1 %8826, i64 %8811, i64 %8824
  %8828 = icmp sgt i64 %8827, %8825
  %8829 = select i1 %8828, i64 %8827, i64 %8825
  store i64 %8829, ptr %cslot832, align 4
  %8830 = load i64, ptr %cslot830, align 4
  %8831 = load i64, ptr %cslot831, align 4
  %8832 = icmp slt i64 %8811, %8830
  %8833 = select i1 %8832, i64 %8811, i64 %8830
  %8834 = icmp sgt i64 %8833, %8831
  %8835 = select i1 %8834, i64 %8833, i64 %8831
  store i64 %8835, ptr %cslot831, align 4
  %8836 = load i64, ptr %cslot829, align 4
  %8837 = load i64, ptr %cslot830, align 4
  %8838 = icmp slt i64 %8811, %8836
  %8839 = select i1 %8838, i64 %8811, i64 %8836
  %8840 = icmp sgt i64 %8839, %8837
  %8841 = select i1 %8840, i64 %8839, i64 %8837
  store i64 %8841, ptr %cslot830, align 4
  %8842 = load i64, ptr %cslot828, align 4
  %8843 = load i64, ptr %cslot829, align 4
  %8844 = icmp slt i64 %8811, %8842
  %8845 = select i1 %8844, i64 %8811, i64 %8842
  %8846 = icmp sgt i64 %8845, %8843
  %8847 = select i1 %8846, i64 %8845, i64 %8843
  store i64 %8847, ptr %cslot829, align 4
  %8848 = load i64, ptr %cslot, align 4
  %8849 = load i64, ptr %cslot828, align 4
  %8850 = icmp slt i64 %8811, %8848
  %8851 = select i1 %8850, i64 %8811, i64 %8848
  %8852 = icmp sgt i64 %8851, %8849
  %8853 = select i1 %8852, i64 %8851, i64 %8849
  store i64 %8853, ptr %cslot828, align 4
  %8854 = load i64, ptr %cslot, align 4
  %8855 = icmp sgt i64 %8811, %8854
  %8856 = select i1 %8855, i64 %8811, i64 %8854
  store i64 %8856, ptr %cslot, align 4
  %8857 = load i64, ptr %cn, align 4
  %8858 = add i64 %8857, 1
  store i64 %8858, ptr %cn, align 4
  br label %if.end866

if.end866:                                        ; preds = %if.then865, %if.end864
  %8859 = zext i16 %7994 to i32
  %8860 = shl i32 %8859, 16
  %8861 = bitcast i32 %8860 to float
  %8862 = bitcast float %8861 to i32
  %8863 = fcmp uno float %8861, %8861
  %8864 = select i1 %8863, i32 2143289344, i32 %8862
  %8865 = xor i32 %8864, 2147483647
  %8866 = icmp sge i32 %8864, 0
  %8867 = select i1 %8866, i32 %8864, i32 %8865
  %8868 = icmp sge i32 %8867, %7447
  %8869 = and i1 %7989, %8868
  br i1 %8869, label %if.then867, label %if.end868

if.then867:                                       ; preds = %if.end866
  %8870 = bitcast float %8861 to i32
  %8871 = fcmp uno float %8861, %8861
  %8872 = select i1 %8871, i32 2143289344, i32 %8870
  %8873 = xor i32 %8872, 2147483647
  %8874 = icmp sge i32 %8872, 0
  %8875 = select i1 %8874, i32 %8872, i32 %8873
  %8876 = sext i32 %8875 to i64
  %8877 = shl i64 %8876, 32
  %8878 = sub i64 4294967295, %7991
  %8879 = or i64 %8877, %8878
  %8880 = load i64, ptr %cslot833, align 4
  %8881 = load i64, ptr %cslot834, align 4
  %8882 = icmp slt i64 %8879, %8880
  %8883 = select i1 %8882, i64 %8879, i64 %8880
  %8884 = icmp sgt i64 %8883, %8881
  %8885 = select i1 %8884, i64 %8883, i64 %8881
  store i64 %8885, ptr %cslot834, align 4
  %8886 = load i64, ptr %cslot832, align 4
  %8887 = load i64, ptr %cslot833, align 4
  %8888 = icmp slt i64 %8879, %8886
  %8889 = select i1 %8888, i64 %8879, i64 %8886
  %8890 = icmp sgt i64 %8889, %8887
  %8891 = select i1 %8890, i64 %8889, i64 %8887
  store i64 %8891, ptr %cslot833, align 4
  %8892 = load i64, ptr %cslot831, align 4
  %8893 = load i64, ptr %cslot832, align 4
  %8894 = icmp slt i64 %8879, %8892
  %8895 = select i1 %8894, i64 %8879, i64 %8892
  %8896 = icmp sgt i64 %8895, %8893
  %8897 = select i1 %8896, i64 %8895, i64 %8893
  store i64 %8897, ptr %cslot832, align 4
  %8898 = load i64, ptr %cslot830, align 4
  %8899 = load i64, ptr %cslot831, align 4
  %8900 = icmp slt i64 %8879, %8898
  %8901 = select i1 %8900, i64 %8879, i64 %8898
  %8902 = icmp sgt i64 %8901, %8899
  %8903 = select i1 %8902, i64 %8901, i64 %8899
  store i64 %8903, ptr %cslot831, align 4
  %8904 = load i64, ptr %cslot829, align 4
  %8905 = load i64, ptr %cslot830, align 4
  %8906 = icmp slt i64 %8879, %8904
  %8907 = select i1 %8906, i64 %8879, i64 %8904
  %8908 = icmp sgt i64 %8907, %8905
  %8909 = select i1 %8908, i64 %8907, i64 %8905
  store i64 %8909, ptr %cslot830, align 4
  %8910 = load i64, ptr %cslot828, align 4
  %8911 = load i64, ptr %cslot829, align 4
  %8912 = icmp slt i64 %8879, %8910
  %8913 = select i1 %8912, i64 %8879, i64 %8910
  %8914 = icmp sgt i64 %8913, %8911
  %8915 = select i1 %8914, i64 %8913, i64 %8911
  store i64 %8915, ptr %cslot829, align 4
  %8916 = load i64, ptr %cslot, align 4
  %8917 = load i64, ptr %cslot828, align 4
  %8918 = icmp slt i64 %8879, %8916
  %8919 = select i1 %8918, i64 %8879, i64 %8916
  %8920 = icmp sgt i64 %8919, %8917
  %8921 = select i1 %8920, i64 %8919, i64 %8917
  store i64 %8921, ptr %cslot828, align 4
  %8922 = load i64, ptr %cslot, align 4
  %8923 = icmp sgt i64 %8879, %8922
  %8924 = select i1 %8923, i64 %8879, i64 %8922
  store i64 %8924, ptr %cslot, align 4
  %8925 = load i64, ptr %cn, align 4
  %8926 = add i64 %8925, 1
  store i64 %8926, ptr %cn, align 4
  br label %if.end868

if.end868:                                        ; preds = %if.then867, %if.end866
  %8927 = zext i16 %8010 to i32
  %8928 = shl i32 %8927, 16
  %8929 = bitcast i32 %8928 to float
  %8930 = bitcast float %8929 to i32
  %8931 = fcmp uno float %8929, %8929
  %8932 = select i1 %8931, i32 2143289344, i32 %8930
  %8933 = xor i32 %8932, 2147483647
  %8934 = icmp sge i32 %8932, 0
  %8935 = select i1 %8934, i32 %8932, i32 %8933
  %8936 = icmp sge i32 %8935, %7447
  %8937 = and i1 %8005, %8936
  br i1 %8937, label %if.then869, label %if.end870

if.then869:                                       ; preds = %if.end868
  %8938 = bitcast float %8929 to i32
  %8939 = fcmp uno float %8929, %8929
  %8940 = select i1 %8939, i32 2143289344, i32 %8938
  %8941 = xor i32 %8940, 2147483647
  %8942 = icmp sge i32 %8940, 0
  %8943 = select i1 %8942, i32 %8940, i32 %8941
  %8944 = sext i32 %8943 to i64
  %8945 = shl i64 %8944, 32
  %8946 = sub i64 4294967295, %8007
  %8947 = or i64 %8945, %8946
  %8948 = load i64, ptr %cslot833, align 4
  %8949 = load i64, ptr %cslot834, align 4
  %8950 = icmp slt i64 %8947, %8948
  %8951 = select i1 %8950, i64 %8947, i64 %8948
  %8952 = icmp sgt i64 %8951, %8949
  %8953 = select i1 %8952, i64 %8951, i64 %8949
  store i64 %8953, ptr %cslot834, align 4
  %8954 = load i64, ptr %cslot832, align 4
  %8955 = load i64, ptr %cslot833, align 4
  %8956 = icmp slt i64 %8947, %8954
  %8957 = select i1 %8956, i64 %8947, i64 %8954
  %8958 = icmp sgt i64 %8957, %8955
  %8959 = select i1 %8958, i64 %8957, i64 %8955
  store i64 %8959, ptr %cslot833, align 4
  %8960 = load i64, ptr %cslot831, align 4
  %8961 = load i64, ptr %cslot832, align 4
  %8962 = icmp slt i64 %8947, %8960
  %8963 = select i1 %8962, i64 %8947, i64 %8960
  %8964 = icmp sgt i64 %8963, %8961
  %8965 = select i1 %8964, i64 %8963, i64 %8961
  store i64 %8965, ptr %cslot832, align 4
  %8966 = load i64, ptr %cslot830, align 4
  %8967 = load i64, ptr %cslot831, align 4
  %8968 = icmp slt i64 %8947, %8966
  %8969 = select i1 %8968, i64 %8947, i64 %8966
  %8970 = icmp sgt i64 %8969, %8967
  %8971 = select i1 %8970, i64 %8969, i64 %8967
  store i64 %8971, ptr %cslot831, align 4
  %8972 = load i64, ptr %cslot829, align 4
  %8973 = load i64, ptr %cslot830, align 4
  %8974 = icmp slt i64 %8947, %8972
  %8975 = select i1 %8974, i64 %8947, i64 %8972
  %8976 = icmp sgt i64 %8975, %8973
  %8977 = select i1 %8976, i64 %8975, i64 %8973
  store i64 %8977, ptr %cslot830, align 4
  %8978 = load i64, ptr %cslot828, align 4
  %8979 = load i64, ptr %cslot829, align 4
  %8980 = icmp slt i64 %8947, %8978
  %8981 = select i1 %8980, i64 %8947, i64 %8978
  %8982 = icmp sgt i64 %8981, %8979
  %8983 = select i1 %8982, i64 %8981, i64 %8979
  store i64 %8983, ptr %cslot829, align 4
  %8984 = load i64, ptr %cslot, align 4
  %8985 = load i64, ptr %cslot828, align 4
  %8986 = icmp slt i64 %8947, %8984
  %8987 = select i1 %8986, i64 %8947, i64 %8984
  %8988 = icmp sgt i64 %8987, %8985
  %8989 = select i1 %8988, i64 %8987, i64 %8985
  store i64 %8989, ptr %cslot828, align 4
  %8990 = load i64, ptr %cslot, align 4
  %8991 = icmp sgt i64 %8947, %8990
  %8992 = select i1 %8991, i64 %8947, i64 %8990
  store i64 %8992, ptr %cslot, align 4
  %8993 = load i64, ptr %cn, align 4
  %8994 = add i64 %8993, 1
  store i64 %8994, ptr %cn, align 4
  br label %if.end870

if.end870:                                        ; preds = %if.then869, %if.end868
  %8995 = zext i16 %8026 to i32
  %8996 = shl i32 %8995, 16
  %8997 = bitcast i32 %8996 to float
  %8998 = bitcast float %8997 to i32
  %8999 = fcmp uno float %8997, %8997
  %9000 = select i1 %8999, i32 2143289344, i32 %8998
  %9001 = xor i32 %9000, 2147483647
  %9002 = icmp sge i32 %9000, 0
  %9003 = select i1 %9002, i32 %9000, i32 %9001
  %9004 = icmp sge i32 %9003, %7447
  %9005 = and i1 %8021, %9004
  br i1 %9005, label %if.then871, label %if.end872

if.then871:                                       ; preds = %if.end870
  %9006 = bitcast float %8997 to i32
  %9007 = fcmp uno float %8997, %8997
  %9008 = select i1 %9007, i32 2143289344, i32 %9006
  %9009 = xor i32 %9008, 2147483647
  %9010 = icmp sge i32 %9008, 0
  %9011 = select i1 %9010, i32 %9008, i32 %9009
  %9012 = sext i32 %9011 to i64
  %9013 = shl i64 %9012, 32
  %9014 = sub i64 4294967295, %8023
  %9015 = or i64 %9013, %9014
  %9016 = load i64, ptr %cslot833, align 4
  %9017 = load i64, ptr %cslot834, align 4
  %9018 = icmp slt i64 %9015, %9016
  %9019 = select i1 %9018, i64 %9015, i64 %9016
  %9020 = icmp sgt i64 %9019, %9017
  %9021 = select i1 %9020, i64 %9019, i64 %9017
  store i64 %9021, ptr %cslot834, align 4
  %9022 = load i64, ptr %cslot832, align 4
  %9023 = load i64, ptr %cslot833, align 4
  %9024 = icmp slt i64 %9015, %9022
  %9025 = select i1 %9024, i64 %9015, i64 %9022
  %9026 = icmp sgt i64 %9025, %9023
  %9027 = select i1 %9026, i64 %9025, i64 %9023
  store i64 %9027, ptr %cslot833, align 4
  %9028 = load i64, ptr %cslot831, align 4
  %9029 = load i64, ptr %cslot832, align 4
  %9030 = icmp slt i64 %9015, %9028
  %9031 = select i1 %9030, i64 %9015, i64 %9028
  %9032 = icmp sgt i64 %9031, %9029
  %9033 = select i1 %9032, i64 %9031, i64 %9029
  store i64 %9033, ptr %cslot832, align 4
  %9034 = load i64, ptr %cslot830, align 4
  %9035 = load i64, ptr %cslot831, align 4
  %9036 = icmp slt i64 %9015, %9034
  %9037 = select i1 %9036, i64 %9015, i64 %9034
  %9038 = icmp sgt i64 %9037, %9035
  %9039 = select i1 %9038, i64 %9037, i64 %9035
  store i64 %9039, ptr %cslot831, align 4
  %9040 = load i64, ptr %cslot829, align 4
  %9041 = load i64, ptr %cslot830, align 4
  %9042 = icmp slt i64 %9015, %9040
  %9043 = select i1 %9042, i64 %9015, i64 %9040
  %9044 = icmp sgt i64 %9043, %9041
  %9045 = select i1 %9044, i64 %9043, i64 %9041
  store i64 %9045, ptr %cslot830, align 4
  %9046 = load i64, ptr %cslot828, align 4
  %9047 = load i64, ptr %cslot829, align 4
  %9048 = icmp slt i64 %9015, %9046
  %9049 = select i1 %9048, i64 %9015, i64 %9046
  %9050 = icmp sgt i64 %9049, %9047
  %9051 = select i1 %9050, i64 %9049, i64 %9047
  store i64 %9051, ptr %cslot829, align 4
  %9052 = load i64, ptr %cslot, align 4
  %9053 = load i64, ptr %cslot828, align 4
  %9054 = icmp slt i64 %9015, %9052
  %9055 = select i1 %9054, i64 %9015, i64 %9052
  %9056 = icmp sgt i64 %9055, %9053
  %9057 = select i1 %9056, i64 %9055, i64 %9053
  store i64 %9057, ptr %cslot828, align 4
  %9058 = load i64, ptr %cslot, align 4
  %9059 = icmp sgt i64 %9015, %9058
  %9060 = select i1 %9059, i64 %9015, i64 %9058
  store i64 %9060, ptr %cslot, align 4
  %9061 = load i64, ptr %cn, align 4
  %9062 = add i64 %9061, 1
  store i64 %9062, ptr %cn, align 4
  br label %if.end872

if.end872:                                        ; preds = %if.then871, %if.end870
  %9063 = zext i16 %8042 to i32
  %9064 = shl i32 %9063, 16
  %9065 = bitcast i32 %9064 to float
  %9066 = bitcast float %9065 to i32
  %9067 = fcmp uno float %9065, %9065
  %9068 = select i1 %9067, i32 2143289344, i32 %9066
  %9069 = xor i32 %9068, 2147483647
  %9070 = icmp sge i32 %9068, 0
  %9071 = select i1 %9070, i32 %9068, i32 %9069
  %9072 = icmp sge i32 %9071, %7447
  %9073 = and i1 %8037, %9072
  br i1 %9073, label %if.then873, label %if.end874

if.then873:                                       ; preds = %if.end872
  %9074 = bitcast float %9065 to i32
  %9075 = fcmp uno float %9065, %9065
  %9076 = select i1 %9075, i32 2143289344, i32 %9074
  %9077 = xor i32 %9076, 2147483647
  %9078 = icmp sge i32 %9076, 0
  %9079 = select i1 %9078, i32 %9076, i32 %9077
  %9080 = sext i32 %9079 to i64
  %9081 = shl i64 %9080, 32
  %9082 = sub i64 4294967295, %8039
  %9083 = or i64 %9081, %9082
  %9084 = load i64, ptr %cslot833, align 4
  %9085 = load i64, ptr %cslot834, align 4
  %9086 = icmp slt i64 %9083, %9084
  %9087 = select i1 %9086, i64 %9083, i64 %9084
  %9088 = icmp sgt i64 %9087, %9085
  %9089 = select i1 %9088, i64 %9087, i64 %9085
  store i64 %9089, ptr %cslot834, align 4
  %9090 = load i64, ptr %cslot832, align 4
  %9091 = load i64, ptr %cslot833, align 4
  %9092 = icmp slt i64 %9083, %9090
  %9093 = select i1 %9092, i64 %9083, i64 %9090
  %9094 = icmp sgt i64 %9093, %9091
  %9095 = select i1 %9094, i64 %9093, i64 %9091
  store i64 %9095, ptr %cslot833, align 4
  %9096 = load i64, ptr %cslot831, align 4
  %9097 = load i64, ptr %cslot832, align 4
  %9098 = icmp slt i64 %9083, %9096
  %9099 = select i1 %9098, i64 %9083, i64 %9096
  %9100 = icmp sgt i64 %9099, %9097
  %9101 = select i1 %9100, i64 %9099, i64 %9097
  store i64 %9101, ptr %cslot832, align 4
  %9102 = load i64, ptr %cslot830, align 4
  %9103 = load i64, ptr %cslot831, align 4
  %9104 = icmp slt i64 %9083, %9102
  %9105 = select i1 %9104, i64 %9083, i64 %9102
  %9106 = icmp sgt i64 %9105, %9103
  %9107 = select i1 %9106, i64 %9105, i64 %9103
  store i64 %9107, ptr %cslot831, align 4
  %9108 = load i64, ptr %cslot829, align 4
  %9109 = load i64, ptr %cslot830, align 4
  %9110 = icmp slt i64 %9083, %9108
  %9111 = select i1 %9110, i64 %9083, i64 %9108
  %9112 = icmp sgt i64 %9111, %9109
  %9113 = select i1 %9112, i64 %9111, i64 %9109
  store i64 %9113, ptr %cslot830, align 4
  %9114 = load i64, ptr %cslot828, align 4
  %9115 = load i64, ptr %cslot829, align 4
  %9116 = icmp slt i64 %9083, %9114
  %9117 = select i1 %9116, i64 %9083, i64 %9114
  %9118 = icmp sgt i64 %9117, %9115
  %9119 = select i1 %9118, i64 %9117, i64 %9115
  store i64 %9119, ptr %cslot829, align 4
  %9120 = load i64, ptr %cslot, align 4
  %9121 = load i64, ptr %cslot828, align 4
  %9122 = icmp slt i64 %9083, %9120
  %9123 = select i1 %9122, i64 %9083, i64 %9120
  %9124 = icmp sgt i64 %9123, %9121
  %9125 = select i1 %9124, i64 %9123, i64 %9121
  store i64 %9125, ptr %cslot828, align 4
  %9126 = load i64, ptr %cslot, align 4
  %9127 = icmp sgt i64 %9083, %9126
  %9128 = select i1 %9127, i64 %9083, i64 %9126
  store i64 %9128, ptr %cslot, align 4
  %9129 = load i64, ptr %cn, align 4
  %9130 = add i64 %9129, 1
  store i64 %9130, ptr %cn, align 4
  br label %if.end874

if.end874:                                        ; preds = %if.then873, %if.end872
  %kcol.next875 = add nsw i64 %kcol.iv842, 1
  br label %kcol.head839, !llvm.loop !33

over.then:                                        ; preds = %if.end836
  store i64 9223372036854775807, ptr %prev876, align 4
  br label %ground.head

over.else:                                        ; preds = %if.end836
  store i64 -9223372036854775808, ptr %last889, align 4
  br label %sround.head

over.end:                                         ; preds = %sround.exit, %ground.exit
  br label %active.end784

ground.head:                                      ; preds = %if.end888, %over.then
  %ground.iv = phi i64 [ 0, %over.then ], [ %ground.next, %if.end888 ]
  %9131 = icmp slt i64 %ground.iv, 20
  br i1 %9131, label %ground.body, label %ground.exit

ground.body:                                      ; preds = %ground.head
  %9132 = load i64, ptr %prev876, align 4
  %9133 = and i64 %23, 31
  store i64 -9223372036854775808, ptr %best877, align 4
  br label %group.head878

ground.exit:                                      ; preds = %ground.head
  %9134 = load i64, ptr %prev876, align 4
  br label %over.end

group.head878:                                    ; preds = %if.end883, %ground.body
  %group.iv881 = phi i64 [ %9133, %ground.body ], [ %group.next886, %if.end883 ]
  %9135 = icmp slt i64 %group.iv881, %5849
  br i1 %9135, label %group.body879, label %group.exit880

group.body879:                                    ; preds = %group.head878
  %9136 = getelementptr i32, ptr %5852, i64 %group.iv881
  %9137 = load i32, ptr %9136, align 4
  %9138 = and i32 %9137, -65536
  %9139 = bitcast i32 %9138 to float
  %9140 = and i32 %9137, 65535
  %9141 = zext i32 %9140 to i64
  %9142 = bitcast float %9139 to i32
  %9143 = fcmp uno float %9139, %9139
  %9144 = select i1 %9143, i32 2143289344, i32 %9142
  %9145 = xor i32 %9144, 2147483647
  %9146 = icmp sge i32 %9144, 0
  %9147 = select i1 %9146, i32 %9144, i32 %9145
  %9148 = sext i32 %9147 to i64
  %9149 = shl i64 %9148, 32
  %9150 = or i64 %9149, %9141
  %9151 = ashr i64 %9150, 32
  %9152 = trunc i64 %9151 to i32
  %9153 = icmp sge i32 %9152, %7447
  br i1 %9153, label %if.then882, label %if.end883

group.exit880:                                    ; preds = %group.head878
  %9154 = load i64, ptr %best877, align 4
  %9155 = trunc i64 %9154 to i32
  %9156 = bitcast i32 %9155 to float
  %9157 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9156, i32 16, i32 31)
  %9158 = bitcast float %9157 to i32
  %9159 = lshr i64 %9154, 32
  %9160 = trunc i64 %9159 to i32
  %9161 = bitcast i32 %9160 to float
  %9162 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9161, i32 16, i32 31)
  %9163 = bitcast float %9162 to i32
  %9164 = zext i32 %9158 to i64
  %9165 = zext i32 %9163 to i64
  %9166 = shl i64 %9165, 32
  %9167 = or i64 %9166, %9164
  %9168 = icmp sgt i64 %9167, %9154
  %9169 = select i1 %9168, i64 %9167, i64 %9154
  %9170 = trunc i64 %9169 to i32
  %9171 = bitcast i32 %9170 to float
  %9172 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9171, i32 8, i32 31)
  %9173 = bitcast float %9172 to i32
  %9174 = lshr i64 %9169, 32
  %9175 = trunc i64 %9174 to i32
  %9176 = bitcast i32 %9175 to float
  %9177 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9176, i32 8, i32 31)
  %9178 = bitcast float %9177 to i32
  %9179 = zext i32 %9173 to i64
  %9180 = zext i32 %9178 to i64
  %9181 = shl i64 %9180, 32
  %9182 = or i64 %9181, %9179
  %9183 = icmp sgt i64 %9182, %9169
  %9184 = select i1 %9183, i64 %9182, i64 %9169
  %9185 = trunc i64 %9184 to i32
  %9186 = bitcast i32 %9185 to float
  %9187 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9186, i32 4, i32 31)
  %9188 = bitcast float %9187 to i32
  %9189 = lshr i64 %9184, 32
  %9190 = trunc i64 %9189 to i32
  %9191 = bitcast i32 %9190 to float
  %9192 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9191, i32 4, i32 31)
  %9193 = bitcast float %9192 to i32
  %9194 = zext i32 %9188 to i64
  %9195 = zext i32 %9193 to i64
  %9196 = shl i64 %9195, 32
  %9197 = or i64 %9196, %9194
  %9198 = icmp sgt i64 %9197, %9184
  %9199 = select i1 %9198, i64 %9197, i64 %9184
  %9200 = trunc i64 %9199 to i32
  %9201 = bitcast i32 %9200 to float
  %9202 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9201, i32 2, i32 31)
  %9203 = bitcast float %9202 to i32
  %9204 = lshr i64 %9199, 32
  %9205 = trunc i64 %9204 to i32
  %9206 = bitcast i32 %9205 to float
  %9207 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9206, i32 2, i32 31)
  %9208 = bitcast float %9207 to i32
  %9209 = zext i32 %9203 to i64
  %9210 = zext i32 %9208 to i64
  %9211 = shl i64 %9210, 32
  %9212 = or i64 %9211, %9209
  %9213 = icmp sgt i64 %9212, %9199
  %9214 = select i1 %9213, i64 %9212, i64 %9199
  %9215 = trunc i64 %9214 to i32
  %9216 = bitcast i32 %9215 to float
  %9217 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9216, i32 1, i32 31)
  %9218 = bitcast float %9217 to i32
  %9219 = lshr i64 %9214, 32
  %9220 = trunc i64 %9219 to i32
  %9221 = bitcast i32 %9220 to float
  %9222 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9221, i32 1, i32 31)
  %9223 = bitcast float %9222 to i32
  %9224 = zext i32 %9218 to i64
  %9225 = zext i32 %9223 to i64
  %9226 = shl i64 %9225, 32
  %9227 = or i64 %9226, %9224
  %9228 = icmp sgt i64 %9227, %9214
  %9229 = select i1 %9228, i64 %9227, i64 %9214
  store i64 %9229, ptr %prev876, align 4
  %9230 = icmp eq i64 %9229, -9223372036854775808
  %9231 = ashr i64 %9229, 32
  %9232 = trunc i64 %9231 to i32
  %9233 = xor i32 %9232, 2147483647
  %9234 = icmp sge i32 %9232, 0
  %9235 = select i1 %9234, i32 %9232, i32 %9233
  %9236 = bitcast i32 %9235 to float
  %9237 = and i64 %9229, 4294967295
  %9238 = sub i64 4294967295, %9237
  br i1 true, label %if.then887, label %if.end888

if.then882:                                       ; preds = %group.body879
  %9239 = udiv i64 %group.iv881, 32
  %9240 = urem i64 %group.iv881, 32
  %9241 = mul i64 %9239, 2374
  %9242 = sub i64 %6, %9241
  %9243 = icmp slt i64 %9242, 0
  %9244 = select i1 %9243, i64 0, i64 %9242
  %9245 = icmp sgt i64 %9244, 2374
  %9246 = select i1 %9245, i64 2374, i64 %9244
  br label %gcol.head

if.end883:                                        ; preds = %gcol.exit, %group.body879
  %group.next886 = add nsw i64 %group.iv881, 32
  br label %group.head878, !llvm.loop !34

gcol.head:                                        ; preds = %if.end885, %if.then882
  %gcol.iv = phi i64 [ 0, %if.then882 ], [ %gcol.next, %if.end885 ]
  %9247 = icmp slt i64 %gcol.iv, 80
  br i1 %9247, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %9248 = udiv i64 %gcol.iv, 8
  %9249 = urem i64 %gcol.iv, 8
  %9250 = mul i64 %9248, 32
  %9251 = add i64 %9250, %9240
  %9252 = mul i64 %9251, 8
  %9253 = add i64 %9252, %9249
  %9254 = icmp slt i64 %9253, %9246
  br i1 %9254, label %if.then884, label %if.end885

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end883

if.then884:                                       ; preds = %gcol.body
  %9255 = add i64 %9241, %9253
  %9256 = mul i64 %9255, 2
  %9257 = getelementptr i8, ptr %5847, i64 %9256
  %9258 = load i16, ptr %9257, align 2, !invariant.load !23
  %9259 = zext i16 %9258 to i32
  %9260 = shl i32 %9259, 16
  %9261 = bitcast i32 %9260 to float
  %9262 = bitcast float %9261 to i32
  %9263 = fcmp uno float %9261, %9261
  %9264 = select i1 %9263, i32 2143289344, i32 %9262
  %9265 = xor i32 %9264, 2147483647
  %9266 = icmp sge i32 %9264, 0
  %9267 = select i1 %9266, i32 %9264, i32 %9265
  %9268 = sext i32 %9267 to i64
  %9269 = shl i64 %9268, 32
  %9270 = sub i64 4294967295, %9255
  %9271 = or i64 %9269, %9270
  %9272 = load i64, ptr %best877, align 4
  %9273 = icmp sgt i64 %9271, %9272
  %9274 = icmp slt i64 %9271, %9132
  %9275 = and i1 %9274, %9273
  %9276 = select i1 %9275, i64 %9271, i64 %9272
  store i64 %9276, ptr %best877, align 4
  br label %if.end885

if.end885:                                        ; preds = %if.then884, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !35

if.then887:                                       ; preds = %group.exit880
  %9277 = getelementptr i64, ptr %5838, i64 %ground.iv
  %9278 = select i1 %9230, i64 -1, i64 %9238
  store i64 %9278, ptr %9277, align 4
  %9279 = getelementptr float, ptr %5841, i64 %ground.iv
  %9280 = fsub float %9236, %1820
  %9281 = fcmp uno float %9280, %9280
  %9282 = select i1 %9281, float 0x7FF8000000000000, float %9280
  %9283 = select i1 %9230, float 0xFFF0000000000000, float %9282
  store float %9283, ptr %9279, align 4
  br label %if.end888

if.end888:                                        ; preds = %if.then887, %group.exit880
  %ground.next = add nsw i64 %ground.iv, 1
  br label %ground.head, !llvm.loop !36

sround.head:                                      ; preds = %if.end891, %over.else
  %sround.iv = phi i64 [ 0, %over.else ], [ %sround.next, %if.end891 ]
  %9284 = icmp slt i64 %sround.iv, 20
  br i1 %9284, label %sround.body, label %sround.exit

sround.body:                                      ; preds = %sround.head
  %9285 = load i64, ptr %cslot, align 4
  %9286 = and i64 %23, 31
  %9287 = trunc i64 %9285 to i32
  %9288 = bitcast i32 %9287 to float
  %9289 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9288, i32 16, i32 31)
  %9290 = bitcast float %9289 to i32
  %9291 = lshr i64 %9285, 32
  %9292 = trunc i64 %9291 to i32
  %9293 = bitcast i32 %9292 to float
  %9294 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9293, i32 16, i32 31)
  %9295 = bitcast float %9294 to i32
  %9296 = zext i32 %9290 to i64
  %9297 = zext i32 %9295 to i64
  %9298 = shl i64 %9297, 32
  %9299 = or i64 %9298, %9296
  %9300 = icmp sgt i64 %9299, %9285
  %9301 = select i1 %9300, i64 %9299, i64 %9285
  %9302 = trunc i64 %9301 to i32
  %9303 = bitcast i32 %9302 to float
  %9304 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9303, i32 8, i32 31)
  %9305 = bitcast float %9304 to i32
  %9306 = lshr i64 %9301, 32
  %9307 = trunc i64 %9306 to i32
  %9308 = bitcast i32 %9307 to float
  %9309 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9308, i32 8, i32 31)
  %9310 = bitcast float %9309 to i32
  %9311 = zext i32 %9305 to i64
  %9312 = zext i32 %9310 to i64
  %9313 = shl i64 %9312, 32
  %9314 = or i64 %9313, %9311
  %9315 = icmp sgt i64 %9314, %9301
  %9316 = select i1 %9315, i64 %9314, i64 %9301
  %9317 = trunc i64 %9316 to i32
  %9318 = bitcast i32 %9317 to float
  %9319 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9318, i32 4, i32 31)
  %9320 = bitcast float %9319 to i32
  %9321 = lshr i64 %9316, 32
  %9322 = trunc i64 %9321 to i32
  %9323 = bitcast i32 %9322 to float
  %9324 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9323, i32 4, i32 31)
  %9325 = bitcast float %9324 to i32
  %9326 = zext i32 %9320 to i64
  %9327 = zext i32 %9325 to i64
  %9328 = shl i64 %9327, 32
  %9329 = or i64 %9328, %9326
  %9330 = icmp sgt i64 %9329, %9316
  %9331 = select i1 %9330, i64 %9329, i64 %9316
  %9332 = trunc i64 %9331 to i32
  %9333 = bitcast i32 %9332 to float
  %9334 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9333, i32 2, i32 31)
  %9335 = bitcast float %9334 to i32
  %9336 = lshr i64 %9331, 32
  %9337 = trunc i64 %9336 to i32
  %9338 = bitcast i32 %9337 to float
  %9339 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9338, i32 2, i32 31)
  %9340 = bitcast float %9339 to i32
  %9341 = zext i32 %9335 to i64
  %9342 = zext i32 %9340 to i64
  %9343 = shl i64 %9342, 32
  %9344 = or i64 %9343, %9341
  %9345 = icmp sgt i64 %9344, %9331
  %9346 = select i1 %9345, i64 %9344, i64 %9331
  %9347 = trunc i64 %9346 to i32
  %9348 = bitcast i32 %9347 to float
  %9349 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9348, i32 1, i32 31)
  %9350 = bitcast float %9349 to i32
  %9351 = lshr i64 %9346, 32
  %9352 = trunc i64 %9351 to i32
  %9353 = bitcast i32 %9352 to float
  %9354 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9353, i32 1, i32 31)
  %9355 = bitcast float %9354 to i32
  %9356 = zext i32 %9350 to i64
  %9357 = zext i32 %9355 to i64
  %9358 = shl i64 %9357, 32
  %9359 = or i64 %9358, %9356
  %9360 = icmp sgt i64 %9359, %9346
  %9361 = select i1 %9360, i64 %9359, i64 %9346
  store i64 %9361, ptr %last889, align 4
  %9362 = icmp eq i64 %9361, -9223372036854775808
  %9363 = ashr i64 %9361, 32
  %9364 = trunc i64 %9363 to i32
  %9365 = xor i32 %9364, 2147483647
  %9366 = icmp sge i32 %9364, 0
  %9367 = select i1 %9366, i32 %9364, i32 %9365
  %9368 = bitcast i32 %9367 to float
  %9369 = and i64 %9361, 4294967295
  %9370 = sub i64 4294967295, %9369
  br i1 true, label %if.then890, label %if.end891

sround.exit:                                      ; preds = %sround.head
  %9371 = load i64, ptr %last889, align 4
  br label %over.end

if.then890:                                       ; preds = %sround.body
  %9372 = getelementptr i64, ptr %5838, i64 %sround.iv
  %9373 = select i1 %9362, i64 -1, i64 %9370
  store i64 %9373, ptr %9372, align 4
  %9374 = getelementptr float, ptr %5841, i64 %sround.iv
  %9375 = fsub float %9368, %1820
  %9376 = fcmp uno float %9375, %9375
  %9377 = select i1 %9376, float 0x7FF8000000000000, float %9375
  %9378 = select i1 %9362, float 0xFFF0000000000000, float %9377
  store float %9378, ptr %9374, align 4
  br label %if.end891

if.end891:                                        ; preds = %if.then890, %sround.body
  %9379 = icmp ne i64 %9361, -9223372036854775808
  %9380 = icmp eq i64 %9285, %9361
  %9381 = and i1 %9380, %9379
  %9382 = load i64, ptr %cslot828, align 4
  %9383 = load i64, ptr %cslot, align 4
  %9384 = select i1 %9381, i64 %9382, i64 %9383
  store i64 %9384, ptr %cslot, align 4
  %9385 = load i64, ptr %cslot829, align 4
  %9386 = load i64, ptr %cslot828, align 4
  %9387 = select i1 %9381, i64 %9385, i64 %9386
  store i64 %9387, ptr %cslot828, align 4
  %9388 = load i64, ptr %cslot830, align 4
  %9389 = load i64, ptr %cslot829, align 4
  %9390 = select i1 %9381, i64 %9388, i64 %9389
  store i64 %9390, ptr %cslot829, align 4
  %9391 = load i64, ptr %cslot831, align 4
  %9392 = load i64, ptr %cslot830, align 4
  %9393 = select i1 %9381, i64 %9391, i64 %9392
  store i64 %9393, ptr %cslot830, align 4
  %9394 = load i64, ptr %cslot832, align 4
  %9395 = load i64, ptr %cslot831, align 4
  %9396 = select i1 %9381, i64 %9394, i64 %9395
  store i64 %9396, ptr %cslot831, align 4
  %9397 = load i64, ptr %cslot833, align 4
  %9398 = load i64, ptr %cslot832, align 4
  %9399 = select i1 %9381, i64 %9397, i64 %9398
  store i64 %9399, ptr %cslot832, align 4
  %9400 = load i64, ptr %cslot834, align 4
  %9401 = load i64, ptr %cslot833, align 4
  %9402 = select i1 %9381, i64 %9400, i64 %9401
  store i64 %9402, ptr %cslot833, align 4
  %9403 = load i64, ptr %cslot834, align 4
  %9404 = select i1 %9381, i64 -9223372036854775808, i64 %9403
  store i64 %9404, ptr %cslot834, align 4
  %sround.next = add nsw i64 %sround.iv, 1
  br label %sround.head, !llvm.loop !37

if.then892:                                       ; preds = %active.else783
  br label %inactive.head

if.end893:                                        ; preds = %inactive.exit, %active.else783
  br label %active.end784

inactive.head:                                    ; preds = %inactive.body, %if.then892
  %inactive.iv = phi i64 [ 0, %if.then892 ], [ %inactive.next, %inactive.body ]
  %9405 = icmp slt i64 %inactive.iv, 20
  br i1 %9405, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %9406 = getelementptr i64, ptr %5838, i64 %inactive.iv
  store i64 -1, ptr %9406, align 4
  %9407 = getelementptr float, ptr %5841, i64 %inactive.iv
  store float 0.000000e+00, ptr %9407, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !38

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %5843, align 4
  br label %if.end893

if.then894:                                       ; preds = %active.else
  br i1 true, label %if.then896, label %if.end897

if.end895:                                        ; preds = %if.end897, %active.else
  br label %active.end

if.then896:                                       ; preds = %if.then894
  br label %inactive.head898

if.end897:                                        ; preds = %inactive.exit900, %if.then894
  br label %if.end895

inactive.head898:                                 ; preds = %inactive.body899, %if.then896
  %inactive.iv901 = phi i64 [ 0, %if.then896 ], [ %inactive.next902, %inactive.body899 ]
  %9408 = icmp slt i64 %inactive.iv901, 20
  br i1 %9408, label %inactive.body899, label %inactive.exit900

inactive.body899:                                 ; preds = %inactive.head898
  %9409 = getelementptr i64, ptr %35, i64 %inactive.iv901
  store i64 -1, ptr %9409, align 4
  %9410 = getelementptr float, ptr %38, i64 %inactive.iv901
  store float 0.000000e+00, ptr %9410, align 4
  %inactive.next902 = add nsw i64 %inactive.iv901, 1
  br label %inactive.head898, !llvm.loop !39

inactive.exit900:                                 ; preds = %inactive.head898
  store i64 0, ptr %40, align 4
  br label %if.end897
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
