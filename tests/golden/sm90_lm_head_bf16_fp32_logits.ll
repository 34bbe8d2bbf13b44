; golden IR for tests/codegen/golden_test.cpp (the LM head's mma.m16n8k16 warps (sm_90 order))
; regenerate: scripts/update-golden.sh
; spec: kind=lm_head;target=sm_90;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
source_filename = "logpjit.lm_head"
target triple = "nvptx64-nvidia-cuda"

@block_shared = internal addrspace(3) global [49152 x i8] undef, align 16

; Function Attrs: nounwind
define void @logpjit_lm_head(i64 %0, i64 %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9) #0 {
entry:
  %acc63 = alloca float, align 4
  %acc62 = alloca float, align 4
  %acc61 = alloca float, align 4
  %acc60 = alloca float, align 4
  %acc59 = alloca float, align 4
  %acc58 = alloca float, align 4
  %acc57 = alloca float, align 4
  %acc56 = alloca float, align 4
  %acc55 = alloca float, align 4
  %acc54 = alloca float, align 4
  %acc53 = alloca float, align 4
  %acc52 = alloca float, align 4
  %acc51 = alloca float, align 4
  %acc50 = alloca float, align 4
  %acc49 = alloca float, align 4
  %acc48 = alloca float, align 4
  %acc47 = alloca float, align 4
  %acc46 = alloca float, align 4
  %acc45 = alloca float, align 4
  %acc44 = alloca float, align 4
  %acc43 = alloca float, align 4
  %acc42 = alloca float, align 4
  %acc41 = alloca float, align 4
  %acc40 = alloca float, align 4
  %acc39 = alloca float, align 4
  %acc38 = alloca float, align 4
  %acc37 = alloca float, align 4
  %acc36 = alloca float, align 4
  %acc35 = alloca float, align 4
  %acc34 = alloca float, align 4
  %acc33 = alloca float, align 4
  %acc32 = alloca float, align 4
  %acc31 = alloca float, align 4
  %acc30 = alloca float, align 4
  %acc29 = alloca float, align 4
  %acc28 = alloca float, align 4
  %acc27 = alloca float, align 4
  %acc26 = alloca float, align 4
  %acc25 = alloca float, align 4
  %acc24 = alloca float, align 4
  %acc23 = alloca float, align 4
  %acc22 = alloca float, align 4
  %acc21 = alloca float, align 4
  %acc20 = alloca float, align 4
  %acc19 = alloca float, align 4
  %acc18 = alloca float, align 4
  %acc17 = alloca float, align 4
  %acc16 = alloca float, align 4
  %acc15 = alloca float, align 4
  %acc14 = alloca float, align 4
  %acc13 = alloca float, align 4
  %acc12 = alloca float, align 4
  %acc11 = alloca float, align 4
  %acc10 = alloca float, align 4
  %acc9 = alloca float, align 4
  %acc8 = alloca float, align 4
  %acc7 = alloca float, align 4
  %acc6 = alloca float, align 4
  %acc5 = alloca float, align 4
  %acc4 = alloca float, align 4
  %acc3 = alloca float, align 4
  %acc2 = alloca float, align 4
  %acc1 = alloca float, align 4
  %acc = alloca float, align 4
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext i32 %10 to i64
  %12 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = zext i32 %12 to i64
  %14 = icmp slt i64 %13, %9
  br i1 %14, label %unit.then, label %unit.end

unit.then:                                        ; preds = %entry
  %15 = add i64 %6, 127
  %16 = udiv i64 %15, 128
  %17 = add i64 %7, 127
  %18 = udiv i64 %17, 128
  %19 = mul i64 %16, 16
  %20 = udiv i64 %13, %19
  %21 = mul i64 %20, 16
  %22 = mul i64 %21, %16
  %23 = sub i64 %13, %22
  %24 = sub i64 %18, %21
  %25 = icmp slt i64 %24, 16
  %26 = select i1 %25, i64 %24, i64 16
  %27 = udiv i64 %23, %26
  %28 = mul i64 %27, %26
  %29 = sub i64 %23, %28
  %30 = add i64 %21, %29
  %31 = mul i64 %27, 128
  %32 = mul i64 %30, 128
  %33 = lshr i64 %11, 5
  %34 = lshr i64 %33, 1
  %35 = and i64 %33, 1
  %36 = mul i64 %34, 32
  %37 = add i64 %31, %36
  %38 = mul i64 %35, 64
  %39 = add i64 %32, %38
  store float 0.000000e+00, ptr %acc, align 4
  store float 0.000000e+00, ptr %acc1, align 4
  store float 0.000000e+00, ptr %acc2, align 4
  store float 0.000000e+00, ptr %acc3, align 4
  store float 0.000000e+00, ptr %acc4, align 4
  store float 0.000000e+00, ptr %acc5, align 4
  store float 0.000000e+00, ptr %acc6, align 4
  store float 0.000000e+00, ptr %acc7, align 4
  store float 0.000000e+00, ptr %acc8, align 4
  store float 0.000000e+00, ptr %acc9, align 4
  store float 0.000000e+00, ptr %acc10, align 4
  store float 0.000000e+00, ptr %acc11, align 4
  store float 0.000000e+00, ptr %acc12, align 4
  store float 0.000000e+00, ptr %acc13, align 4
  store float 0.000000e+00, ptr %acc14, align 4
  store float 0.000000e+00, ptr %acc15, align 4
  store float 0.000000e+00, ptr %acc16, align 4
  store float 0.000000e+00, ptr %acc17, align 4
  store float 0.000000e+00, ptr %acc18, align 4
  store float 0.000000e+00, ptr %acc19, align 4
  store float 0.000000e+00, ptr %acc20, align 4
  store float 0.000000e+00, ptr %acc21, align 4
  store float 0.000000e+00, ptr %acc22, align 4
  store float 0.000000e+00, ptr %acc23, align 4
  store float 0.000000e+00, ptr %acc24, align 4
  store float 0.000000e+00, ptr %acc25, align 4
  store float 0.000000e+00, ptr %acc26, align 4
  store float 0.000000e+00, ptr %acc27, align 4
  store float 0.000000e+00, ptr %acc28, align 4
  store float 0.000000e+00, ptr %acc29, align 4
  store float 0.000000e+00, ptr %acc30, align 4
  store float 0.000000e+00, ptr %acc31, align 4
  store float 0.000000e+00, ptr %acc32, align 4
  store float 0.000000e+00, ptr %acc33, align 4
  store float 0.000000e+00, ptr %acc34, align 4
  store float 0.000000e+00, ptr %acc35, align 4
  store float 0.000000e+00, ptr %acc36, align 4
  store float 0.000000e+00, ptr %acc37, align 4
  store float 0.000000e+00, ptr %acc38, align 4
  store float 0.000000e+00, ptr %acc39, align 4
  store float 0.000000e+00, ptr %acc40, align 4
  store float 0.000000e+00, ptr %acc41, align 4
  store float 0.000000e+00, ptr %acc42, align 4
  store float 0.000000e+00, ptr %acc43, align 4
  store float 0.000000e+00, ptr %acc44, align 4
  store float 0.000000e+00, ptr %acc45, align 4
  store float 0.000000e+00, ptr %acc46, align 4
  store float 0.000000e+00, ptr %acc47, align 4
  store float 0.000000e+00, ptr %acc48, align 4
  store float 0.000000e+00, ptr %acc49, align 4
  store float 0.000000e+00, ptr %acc50, align 4
  store float 0.000000e+00, ptr %acc51, align 4
  store float 0.000000e+00, ptr %acc52, align 4
  store float 0.000000e+00, ptr %acc53, align 4
  store float 0.000000e+00, ptr %acc54, align 4
  store float 0.000000e+00, ptr %acc55, align 4
  store float 0.000000e+00, ptr %acc56, align 4
  store float 0.000000e+00, ptr %acc57, align 4
  store float 0.000000e+00, ptr %acc58, align 4
  store float 0.000000e+00, ptr %acc59, align 4
  store float 0.000000e+00, ptr %acc60, align 4
  store float 0.000000e+00, ptr %acc61, align 4
  store float 0.000000e+00, ptr %acc62, align 4
  store float 0.000000e+00, ptr %acc63, align 4
  %40 = and i64 %11, 31
  %41 = sub i64 %6, 1
  %42 = sub i64 %7, 1
  %43 = inttoptr i64 %0 to ptr
  %44 = inttoptr i64 %2 to ptr
  %45 = add i64 %8, 31
  %46 = udiv i64 %45, 32
  %47 = add i64 %11, 0
  %48 = lshr i64 %47, 2
  %49 = and i64 %47, 3
  %50 = shl i64 %49, 3
  %51 = add i64 0, %50
  %52 = icmp slt i64 %51, %8
  br i1 %52, label %if.then, label %if.end

unit.end:                                         ; preds = %if.end207, %entry
  ret void

if.then:                                          ; preds = %unit.then
  %53 = lshr i64 %48, 1
  %54 = and i64 %53, 3
  %55 = xor i64 %49, %54
  %56 = shl i64 %55, 4
  %57 = mul i64 %48, 64
  %58 = add i64 %57, %56
  %59 = add i64 %31, %48
  %60 = icmp slt i64 %59, %41
  %61 = select i1 %60, i64 %59, i64 %41
  %62 = mul i64 %61, %1
  %63 = add i64 %62, %51
  %64 = getelementptr i16, ptr %43, i64 %63
  %65 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %58
  %66 = addrspacecast ptr %64 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %65, ptr addrspace(1) %66)
  %67 = add i64 %32, %48
  %68 = icmp slt i64 %67, %42
  %69 = select i1 %68, i64 %67, i64 %42
  %70 = mul i64 %69, %3
  %71 = add i64 %70, %51
  %72 = getelementptr i16, ptr %44, i64 %71
  %73 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8192), i64 %58
  %74 = addrspacecast ptr %72 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %73, ptr addrspace(1) %74)
  br label %if.end

if.end:                                           ; preds = %if.then, %unit.then
  %75 = add i64 %11, 256
  %76 = lshr i64 %75, 2
  %77 = and i64 %75, 3
  %78 = shl i64 %77, 3
  %79 = add i64 0, %78
  %80 = icmp slt i64 %79, %8
  br i1 %80, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end
  %81 = lshr i64 %76, 1
  %82 = and i64 %81, 3
  %83 = xor i64 %77, %82
  %84 = shl i64 %83, 4
  %85 = mul i64 %76, 64
  %86 = add i64 %85, %84
  %87 = add i64 %31, %76
  %88 = icmp slt i64 %87, %41
  %89 = select i1 %88, i64 %87, i64 %41
  %90 = mul i64 %89, %1
  %91 = add i64 %90, %79
  %92 = getelementptr i16, ptr %43, i64 %91
  %93 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %86
  %94 = addrspacecast ptr %92 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %93, ptr addrspace(1) %94)
  %95 = add i64 %32, %76
  %96 = icmp slt i64 %95, %42
  %97 = select i1 %96, i64 %95, i64 %42
  %98 = mul i64 %97, %3
  %99 = add i64 %98, %79
  %100 = getelementptr i16, ptr %44, i64 %99
  %101 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 8192), i64 %86
  %102 = addrspacecast ptr %100 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %101, ptr addrspace(1) %102)
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end
  call void @llvm.nvvm.cp.async.commit.group()
  %103 = icmp sgt i64 %46, 1
  br i1 %103, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  %104 = add i64 %11, 0
  %105 = lshr i64 %104, 2
  %106 = and i64 %104, 3
  %107 = shl i64 %106, 3
  %108 = add i64 32, %107
  %109 = icmp slt i64 %108, %8
  br i1 %109, label %if.then68, label %if.end69

if.end67:                                         ; preds = %if.end71, %if.end65
  call void @llvm.nvvm.cp.async.commit.group()
  br label %kt.head

if.then68:                                        ; preds = %if.then66
  %110 = lshr i64 %105, 1
  %111 = and i64 %110, 3
  %112 = xor i64 %106, %111
  %113 = shl i64 %112, 4
  %114 = mul i64 %105, 64
  %115 = add i64 %114, %113
  %116 = add i64 %31, %105
  %117 = icmp slt i64 %116, %41
  %118 = select i1 %117, i64 %116, i64 %41
  %119 = mul i64 %118, %1
  %120 = add i64 %119, %108
  %121 = getelementptr i16, ptr %43, i64 %120
  %122 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16384), i64 %115
  %123 = addrspacecast ptr %121 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %122, ptr addrspace(1) %123)
  %124 = add i64 %32, %105
  %125 = icmp slt i64 %124, %42
  %126 = select i1 %125, i64 %124, i64 %42
  %127 = mul i64 %126, %3
  %128 = add i64 %127, %108
  %129 = getelementptr i16, ptr %44, i64 %128
  %130 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 24576), i64 %115
  %131 = addrspacecast ptr %129 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %130, ptr addrspace(1) %131)
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.then66
  %132 = add i64 %11, 256
  %133 = lshr i64 %132, 2
  %134 = and i64 %132, 3
  %135 = shl i64 %134, 3
  %136 = add i64 32, %135
  %137 = icmp slt i64 %136, %8
  br i1 %137, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  %138 = lshr i64 %133, 1
  %139 = and i64 %138, 3
  %140 = xor i64 %134, %139
  %141 = shl i64 %140, 4
  %142 = mul i64 %133, 64
  %143 = add i64 %142, %141
  %144 = add i64 %31, %133
  %145 = icmp slt i64 %144, %41
  %146 = select i1 %145, i64 %144, i64 %41
  %147 = mul i64 %146, %1
  %148 = add i64 %147, %136
  %149 = getelementptr i16, ptr %43, i64 %148
  %150 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 16384), i64 %143
  %151 = addrspacecast ptr %149 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %150, ptr addrspace(1) %151)
  %152 = add i64 %32, %133
  %153 = icmp slt i64 %152, %42
  %154 = select i1 %153, i64 %152, i64 %42
  %155 = mul i64 %154, %3
  %156 = add i64 %155, %136
  %157 = getelementptr i16, ptr %44, i64 %156
  %158 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @block_shared, i64 24576), i64 %143
  %159 = addrspacecast ptr %157 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %158, ptr addrspace(1) %159)
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  br label %if.end67

kt.head:                                          ; preds = %if.end79, %if.end67
  %kt.iv = phi i64 [ 0, %if.end67 ], [ %kt.next, %if.end79 ]
  %160 = icmp slt i64 %kt.iv, %46
  br i1 %160, label %kt.body, label %kt.exit

kt.body:                                          ; preds = %kt.head
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void @llvm.nvvm.barrier0()
  %161 = add i64 %kt.iv, 2
  %162 = icmp slt i64 %161, %46
  br i1 %162, label %if.then72, label %if.end73

kt.exit:                                          ; preds = %kt.head
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  %163 = and i64 %11, 31
  %164 = lshr i64 %163, 2
  %165 = and i64 %163, 3
  %166 = shl i64 %165, 1
  %167 = inttoptr i64 %4 to ptr
  %168 = add i64 %164, 0
  %169 = add i64 %37, %168
  %170 = add i64 %166, 0
  %171 = add i64 %39, %170
  %172 = icmp slt i64 %171, %7
  %173 = icmp slt i64 %169, %6
  %174 = and i1 %173, %172
  br i1 %174, label %if.then80, label %if.end81

if.then72:                                        ; preds = %kt.body
  %175 = mul i64 %161, 32
  %176 = urem i64 %161, 3
  %177 = add i64 %11, 0
  %178 = lshr i64 %177, 2
  %179 = and i64 %177, 3
  %180 = shl i64 %179, 3
  %181 = add i64 %175, %180
  %182 = icmp slt i64 %181, %8
  br i1 %182, label %if.then74, label %if.end75

if.end73:                                         ; preds = %if.end77, %kt.body
  call void @llvm.nvvm.cp.async.commit.group()
  %183 = mul i64 %kt.iv, 32
  %184 = urem i64 %kt.iv, 3
  %185 = and i64 %40, 15
  %186 = add i64 0, %185
  %187 = mul i64 %34, 32
  %188 = add i64 %187, %186
  %189 = lshr i64 %40, 4
  %190 = add i64 0, %189
  %191 = lshr i64 %188, 1
  %192 = and i64 %191, 3
  %193 = xor i64 %190, %192
  %194 = shl i64 %193, 4
  %195 = mul i64 %188, 64
  %196 = add i64 %195, %194
  %197 = mul i64 %184, 16384
  %198 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %197
  %199 = getelementptr i8, ptr addrspace(3) %198, i64 %196
  %200 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %199)
  %201 = extractvalue { i32, i32, i32, i32 } %200, 0
  %202 = extractvalue { i32, i32, i32, i32 } %200, 1
  %203 = extractvalue { i32, i32, i32, i32 } %200, 2
  %204 = extractvalue { i32, i32, i32, i32 } %200, 3
  %205 = and i64 %40, 15
  %206 = add i64 16, %205
  %207 = mul i64 %34, 32
  %208 = add i64 %207, %206
  %209 = lshr i64 %40, 4
  %210 = add i64 0, %209
  %211 = lshr i64 %208, 1
  %212 = and i64 %211, 3
  %213 = xor i64 %210, %212
  %214 = shl i64 %213, 4
  %215 = mul i64 %208, 64
  %216 = add i64 %215, %214
  %217 = mul i64 %184, 16384
  %218 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %217
  %219 = getelementptr i8, ptr addrspace(3) %218, i64 %216
  %220 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %219)
  %221 = extractvalue { i32, i32, i32, i32 } %220, 0
  %222 = extractvalue { i32, i32, i32, i32 } %220, 1
  %223 = extractvalue { i32, i32, i32, i32 } %220, 2
  %224 = extractvalue { i32, i32, i32, i32 } %220, 3
  %225 = lshr i64 %40, 4
  %226 = shl i64 %225, 3
  %227 = and i64 %40, 7
  %228 = add i64 %227, %226
  %229 = add i64 0, %228
  %230 = mul i64 %35, 64
  %231 = add i64 %230, %229
  %232 = lshr i64 %40, 3
  %233 = and i64 %232, 1
  %234 = add i64 0, %233
  %235 = lshr i64 %231, 1
  %236 = and i64 %235, 3
  %237 = xor i64 %234, %236
  %238 = shl i64 %237, 4
  %239 = mul i64 %231, 64
  %240 = add i64 %239, %238
  %241 = mul i64 %184, 16384
  %242 = add i64 %241, 8192
  %243 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %242
  %244 = getelementptr i8, ptr addrspace(3) %243, i64 %240
  %245 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %244)
  %246 = extractvalue { i32, i32, i32, i32 } %245, 0
  %247 = extractvalue { i32, i32, i32, i32 } %245, 1
  %248 = extractvalue { i32, i32, i32, i32 } %245, 2
  %249 = extractvalue { i32, i32, i32, i32 } %245, 3
  %250 = lshr i64 %40, 4
  %251 = shl i64 %250, 3
  %252 = and i64 %40, 7
  %253 = add i64 %252, %251
  %254 = add i64 16, %253
  %255 = mul i64 %35, 64
  %256 = add i64 %255, %254
  %257 = lshr i64 %40, 3
  %258 = and i64 %257, 1
  %259 = add i64 0, %258
  %260 = lshr i64 %256, 1
  %261 = and i64 %260, 3
  %262 = xor i64 %259, %261
  %263 = shl i64 %262, 4
  %264 = mul i64 %256, 64
  %265 = add i64 %264, %263
  %266 = mul i64 %184, 16384
  %267 = add i64 %266, 8192
  %268 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %267
  %269 = getelementptr i8, ptr addrspace(3) %268, i64 %265
  %270 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %269)
  %271 = extractvalue { i32, i32, i32, i32 } %270, 0
  %272 = extractvalue { i32, i32, i32, i32 } %270, 1
  %273 = extractvalue { i32, i32, i32, i32 } %270, 2
  %274 = extractvalue { i32, i32, i32, i32 } %270, 3
  %275 = lshr i64 %40, 4
  %276 = shl i64 %275, 3
  %277 = and i64 %40, 7
  %278 = add i64 %277, %276
  %279 = add i64 32, %278
  %280 = mul i64 %35, 64
  %281 = add i64 %280, %279
  %282 = lshr i64 %40, 3
  %283 = and i64 %282, 1
  %284 = add i64 0, %283
  %285 = lshr i64 %281, 1
  %286 = and i64 %285, 3
  %287 = xor i64 %284, %286
  %288 = shl i64 %287, 4
  %289 = mul i64 %281, 64
  %290 = add i64 %289, %288
  %291 = mul i64 %184, 16384
  %292 = add i64 %291, 8192
  %293 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %292
  %294 = getelementptr i8, ptr addrspace(3) %293, i64 %290
  %295 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %294)
  %296 = extractvalue { i32, i32, i32, i32 } %295, 0
  %297 = extractvalue { i32, i32, i32, i32 } %295, 1
  %298 = extractvalue { i32, i32, i32, i32 } %295, 2
  %299 = extractvalue { i32, i32, i32, i32 } %295, 3
  %300 = lshr i64 %40, 4
  %301 = shl i64 %300, 3
  %302 = and i64 %40, 7
  %303 = add i64 %302, %301
  %304 = add i64 48, %303
  %305 = mul i64 %35, 64
  %306 = add i64 %305, %304
  %307 = lshr i64 %40, 3
  %308 = and i64 %307, 1
  %309 = add i64 0, %308
  %310 = lshr i64 %306, 1
  %311 = and i64 %310, 3
  %312 = xor i64 %309, %311
  %313 = shl i64 %312, 4
  %314 = mul i64 %306, 64
  %315 = add i64 %314, %313
  %316 = mul i64 %184, 16384
  %317 = add i64 %316, 8192
  %318 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %317
  %319 = getelementptr i8, ptr addrspace(3) %318, i64 %315
  %320 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %319)
  %321 = extractvalue { i32, i32, i32, i32 } %320, 0
  %322 = extractvalue { i32, i32, i32, i32 } %320, 1
  %323 = extractvalue { i32, i32, i32, i32 } %320, 2
  %324 = extractvalue { i32, i32, i32, i32 } %320, 3
  %325 = load float, ptr %acc, align 4
  %326 = load float, ptr %acc1, align 4
  %327 = load float, ptr %acc2, align 4
  %328 = load float, ptr %acc3, align 4
  %329 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %246, i32 %247, float %325, float %326, float %327, float %328)
  %330 = extractvalue { float, float, float, float } %329, 0
  %331 = extractvalue { float, float, float, float } %329, 1
  %332 = extractvalue { float, float, float, float } %329, 2
  %333 = extractvalue { float, float, float, float } %329, 3
  store float %330, ptr %acc, align 4
  store float %331, ptr %acc1, align 4
  store float %332, ptr %acc2, align 4
  store float %333, ptr %acc3, align 4
  %334 = load float, ptr %acc4, align 4
  %335 = load float, ptr %acc5, align 4
  %336 = load float, ptr %acc6, align 4
  %337 = load float, ptr %acc7, align 4
  %338 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %248, i32 %249, float %334, float %335, float %336, float %337)
  %339 = extractvalue { float, float, float, float } %338, 0
  %340 = extractvalue { float, float, float, float } %338, 1
  %341 = extractvalue { float, float, float, float } %338, 2
  %342 = extractvalue { float, float, float, float } %338, 3
  store float %339, ptr %acc4, align 4
  store float %340, ptr %acc5, align 4
  store float %341, ptr %acc6, align 4
  store float %342, ptr %acc7, align 4
  %343 = load float, ptr %acc8, align 4
  %344 = load float, ptr %acc9, align 4
  %345 = load float, ptr %acc10, align 4
  %346 = load float, ptr %acc11, align 4
  %347 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %271, i32 %272, float %343, float %344, float %345, float %346)
  %348 = extractvalue { float, float, float, float } %347, 0
  %349 = extractvalue { float, float, float, float } %347, 1
  %350 = extractvalue { float, float, float, float } %347, 2
  %351 = extractvalue { float, float, float, float } %347, 3
  store float %348, ptr %acc8, align 4
  store float %349, ptr %acc9, align 4
  store float %350, ptr %acc10, align 4
  store float %351, ptr %acc11, align 4
  %352 = load float, ptr %acc12, align 4
  %353 = load float, ptr %acc13, align 4
  %354 = load float, ptr %acc14, align 4
  %355 = load float, ptr %acc15, align 4
  %356 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %273, i32 %274, float %352, float %353, float %354, float %355)
  %357 = extractvalue { float, float, float, float } %356, 0
  %358 = extractvalue { float, float, float, float } %356, 1
  %359 = extractvalue { float, float, float, float } %356, 2
  %360 = extractvalue { float, float, float, float } %356, 3
  store float %357, ptr %acc12, align 4
  store float %358, ptr %acc13, align 4
  store float %359, ptr %acc14, align 4
  store float %360, ptr %acc15, align 4
  %361 = load float, ptr %acc16, align 4
  %362 = load float, ptr %acc17, align 4
  %363 = load float, ptr %acc18, align 4
  %364 = load float, ptr %acc19, align 4
  %365 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %296, i32 %297, float %361, float %362, float %363, float %364)
  %366 = extractvalue { float, float, float, float } %365, 0
  %367 = extractvalue { float, float, float, float } %365, 1
  %368 = extractvalue { float, float, float, float } %365, 2
  %369 = extractvalue { float, float, float, float } %365, 3
  store float %366, ptr %acc16, align 4
  store float %367, ptr %acc17, align 4
  store float %368, ptr %acc18, align 4
  store float %369, ptr %acc19, align 4
  %370 = load float, ptr %acc20, align 4
  %371 = load float, ptr %acc21, align 4
  %372 = load float, ptr %acc22, align 4
  %373 = load float, ptr %acc23, align 4
  %374 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %298, i32 %299, float %370, float %371, float %372, float %373)
  %375 = extractvalue { float, float, float, float } %374, 0
  %376 = extractvalue { float, float, float, float } %374, 1
  %377 = extractvalue { float, float, float, float } %374, 2
  %378 = extractvalue { float, float, float, float } %374, 3
  store float %375, ptr %acc20, align 4
  store float %376, ptr %acc21, align 4
  store float %377, ptr %acc22, align 4
  store float %378, ptr %acc23, align 4
  %379 = load float, ptr %acc24, align 4
  %380 = load float, ptr %acc25, align 4
  %381 = load float, ptr %acc26, align 4
  %382 = load float, ptr %acc27, align 4
  %383 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %321, i32 %322, float %379, float %380, float %381, float %382)
  %384 = extractvalue { float, float, float, float } %383, 0
  %385 = extractvalue { float, float, float, float } %383, 1
  %386 = extractvalue { float, float, float, float } %383, 2
  %387 = extractvalue { float, float, float, float } %383, 3
  store float %384, ptr %acc24, align 4
  store float %385, ptr %acc25, align 4
  store float %386, ptr %acc26, align 4
  store float %387, ptr %acc27, align 4
  %388 = load float, ptr %acc28, align 4
  %389 = load float, ptr %acc29, align 4
  %390 = load float, ptr %acc30, align 4
  %391 = load float, ptr %acc31, align 4
  %392 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %201, i32 %202, i32 %203, i32 %204, i32 %323, i32 %324, float %388, float %389, float %390, float %391)
  %393 = extractvalue { float, float, float, float } %392, 0
  %394 = extractvalue { float, float, float, float } %392, 1
  %395 = extractvalue { float, float, float, float } %392, 2
  %396 = extractvalue { float, float, float, float } %392, 3
  store float %393, ptr %acc28, align 4
  store float %394, ptr %acc29, align 4
  store float %395, ptr %acc30, align 4
  store float %396, ptr %acc31, align 4
  %397 = load float, ptr %acc32, align 4
  %398 = load float, ptr %acc33, align 4
  %399 = load float, ptr %acc34, align 4
  %400 = load float, ptr %acc35, align 4
  %401 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %246, i32 %247, float %397, float %398, float %399, float %400)
  %402 = extractvalue { float, float, float, float } %401, 0
  %403 = extractvalue { float, float, float, float } %401, 1
  %404 = extractvalue { float, float, float, float } %401, 2
  %405 = extractvalue { float, float, float, float } %401, 3
  store float %402, ptr %acc32, align 4
  store float %403, ptr %acc33, align 4
  store float %404, ptr %acc34, align 4
  store float %405, ptr %acc35, align 4
  %406 = load float, ptr %acc36, align 4
  %407 = load float, ptr %acc37, align 4
  %408 = load float, ptr %acc38, align 4
  %409 = load float, ptr %acc39, align 4
  %410 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %248, i32 %249, float %406, float %407, float %408, float %409)
  %411 = extractvalue { float, float, float, float } %410, 0
  %412 = extractvalue { float, float, float, float } %410, 1
  %413 = extractvalue { float, float, float, float } %410, 2
  %414 = extractvalue { float, float, float, float } %410, 3
  store float %411, ptr %acc36, align 4
  store float %412, ptr %acc37, align 4
  store float %413, ptr %acc38, align 4
  store float %414, ptr %acc39, align 4
  %415 = load float, ptr %acc40, align 4
  %416 = load float, ptr %acc41, align 4
  %417 = load float, ptr %acc42, align 4
  %418 = load float, ptr %acc43, align 4
  %419 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %271, i32 %272, float %415, float %416, float %417, float %418)
  %420 = extractvalue { float, float, float, float } %419, 0
  %421 = extractvalue { float, float, float, float } %419, 1
  %422 = extractvalue { float, float, float, float } %419, 2
  %423 = extractvalue { float, float, float, float } %419, 3
  store float %420, ptr %acc40, align 4
  store float %421, ptr %acc41, align 4
  store float %422, ptr %acc42, align 4
  store float %423, ptr %acc43, align 4
  %424 = load float, ptr %acc44, align 4
  %425 = load float, ptr %acc45, align 4
  %426 = load float, ptr %acc46, align 4
  %427 = load float, ptr %acc47, align 4
  %428 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %273, i32 %274, float %424, float %425, float %426, float %427)
  %429 = extractvalue { float, float, float, float } %428, 0
  %430 = extractvalue { float, float, float, float } %428, 1
  %431 = extractvalue { float, float, float, float } %428, 2
  %432 = extractvalue { float, float, float, float } %428, 3
  store float %429, ptr %acc44, align 4
  store float %430, ptr %acc45, align 4
  store float %431, ptr %acc46, align 4
  store float %432, ptr %acc47, align 4
  %433 = load float, ptr %acc48, align 4
  %434 = load float, ptr %acc49, align 4
  %435 = load float, ptr %acc50, align 4
  %436 = load float, ptr %acc51, align 4
  %437 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %296, i32 %297, float %433, float %434, float %435, float %436)
  %438 = extractvalue { float, float, float, float } %437, 0
  %439 = extractvalue { float, float, float, float } %437, 1
  %440 = extractvalue { float, float, float, float } %437, 2
  %441 = extractvalue { float, float, float, float } %437, 3
  store float %438, ptr %acc48, align 4
  store float %439, ptr %acc49, align 4
  store float %440, ptr %acc50, align 4
  store float %441, ptr %acc51, align 4
  %442 = load float, ptr %acc52, align 4
  %443 = load float, ptr %acc53, align 4
  %444 = load float, ptr %acc54, align 4
  %445 = load float, ptr %acc55, align 4
  %446 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %298, i32 %299, float %442, float %443, float %444, float %445)
  %447 = extractvalue { float, float, float, float } %446, 0
  %448 = extractvalue { float, float, float, float } %446, 1
  %449 = extractvalue { float, float, float, float } %446, 2
  %450 = extractvalue { float, float, float, float } %446, 3
  store float %447, ptr %acc52, align 4
  store float %448, ptr %acc53, align 4
  store float %449, ptr %acc54, align 4
  store float %450, ptr %acc55, align 4
  %451 = load float, ptr %acc56, align 4
  %452 = load float, ptr %acc57, align 4
  %453 = load float, ptr %acc58, align 4
  %454 = load float, ptr %acc59, align 4
  %455 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %321, i32 %322, float %451, float %452, float %453, float %454)
  %456 = extractvalue { float, float, float, float } %455, 0
  %457 = extractvalue { float, float, float, float } %455, 1
  %458 = extractvalue { float, float, float, float } %455, 2
  %459 = extractvalue { float, float, float, float } %455, 3
  store float %456, ptr %acc56, align 4
  store float %457, ptr %acc57, align 4
  store float %458, ptr %acc58, align 4
  store float %459, ptr %acc59, align 4
  %460 = load float, ptr %acc60, align 4
  %461 = load float, ptr %acc61, align 4
  %462 = load float, ptr %acc62, align 4
  %463 = load float, ptr %acc63, align 4
  %464 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %221, i32 %222, i32 %223, i32 %224, i32 %323, i32 %324, float %460, float %461, float %462, float %463)
  %465 = extractvalue { float, float, float, float } %464, 0
  %466 = extractvalue { float, float, float, float } %464, 1
  %467 = extractvalue { float, float, float, float } %464, 2
  %468 = extractvalue { float, float, float, float } %464, 3
  store float %465, ptr %acc60, align 4
  store float %466, ptr %acc61, align 4
  store float %467, ptr %acc62, align 4
  store float %468, ptr %acc63, align 4
  %469 = add i64 %183, 16
  %470 = icmp slt i64 %469, %8
  br i1 %470, label %if.then78, label %if.end79

if.then74:                                        ; preds = %if.then72
  %471 = lshr i64 %178, 1
  %472 = and i64 %471, 3
  %473 = xor i64 %179, %472
  %474 = shl i64 %473, 4
  %475 = mul i64 %178, 64
  %476 = add i64 %475, %474
  %477 = add i64 %31, %178
  %478 = icmp slt i64 %477, %41
  %479 = select i1 %478, i64 %477, i64 %41
  %480 = mul i64 %479, %1
  %481 = add i64 %480, %181
  %482 = getelementptr i16, ptr %43, i64 %481
  %483 = mul i64 %176, 16384
  %484 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %483
  %485 = getelementptr i8, ptr addrspace(3) %484, i64 %476
  %486 = addrspacecast ptr %482 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %485, ptr addrspace(1) %486)
  %487 = add i64 %32, %178
  %488 = icmp slt i64 %487, %42
  %489 = select i1 %488, i64 %487, i64 %42
  %490 = mul i64 %489, %3
  %491 = add i64 %490, %181
  %492 = getelementptr i16, ptr %44, i64 %491
  %493 = mul i64 %176, 16384
  %494 = add i64 %493, 8192
  %495 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %494
  %496 = getelementptr i8, ptr addrspace(3) %495, i64 %476
  %497 = addrspacecast ptr %492 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %496, ptr addrspace(1) %497)
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %if.then72
  %498 = add i64 %11, 256
  %499 = lshr i64 %498, 2
  %500 = and i64 %498, 3
  %501 = shl i64 %500, 3
  %502 = add i64 %175, %501
  %503 = icmp slt i64 %502, %8
  br i1 %503, label %if.then76, label %if.end77

if.then76:                                        ; preds = %if.end75
  %504 = lshr i64 %499, 1
  %505 = and i64 %504, 3
  %506 = xor i64 %500, %505
  %507 = shl i64 %506, 4
  %508 = mul i64 %499, 64
  %509 = add i64 %508, %507
  %510 = add i64 %31, %499
  %511 = icmp slt i64 %510, %41
  %512 = select i1 %511, i64 %510, i64 %41
  %513 = mul i64 %512, %1
  %514 = add i64 %513, %502
  %515 = getelementptr i16, ptr %43, i64 %514
  %516 = mul i64 %176, 16384
  %517 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %516
  %518 = getelementptr i8, ptr addrspace(3) %517, i64 %509
  %519 = addrspacecast ptr %515 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %518, ptr addrspace(1) %519)
  %520 = add i64 %32, %499
  %521 = icmp slt i64 %520, %42
  %522 = select i1 %521, i64 %520, i64 %42
  %523 = mul i64 %522, %3
  %524 = add i64 %523, %502
  %525 = getelementptr i16, ptr %44, i64 %524
  %526 = mul i64 %176, 16384
  %527 = add i64 %526, 8192
  %528 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %527
  %529 = getelementptr i8, ptr addrspace(3) %528, i64 %509
  %530 = addrspacecast ptr %525 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %529, ptr addrspace(1) %530)
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %if.end75
  br label %if.end73

if.then78:                                        ; preds = %if.end73
  %531 = and i64 %40, 15
  %532 = add i64 0, %531
  %533 = mul i64 %34, 32
  %534 = add i64 %533, %532
  %535 = lshr i64 %40, 4
  %536 = add i64 2, %535
  %537 = lshr i64 %534, 1
  %538 = and i64 %537, 3
  %539 = xor i64 %536, %538
  %540 = shl i64 %539, 4
  %541 = mul i64 %534, 64
  %542 = add i64 %541, %540
  %543 = mul i64 %184, 16384
  %544 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %543
  %545 = getelementptr i8, ptr addrspace(3) %544, i64 %542
  %546 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %545)
  %547 = extractvalue { i32, i32, i32, i32 } %546, 0
  %548 = extractvalue { i32, i32, i32, i32 } %546, 1
  %549 = extractvalue { i32, i32, i32, i32 } %546, 2
  %550 = extractvalue { i32, i32, i32, i32 } %546, 3
  %551 = and i64 %40, 15
  %552 = add i64 16, %551
  %553 = mul i64 %34, 32
  %554 = add i64 %553, %552
  %555 = lshr i64 %40, 4
  %556 = add i64 2, %555
  %557 = lshr i64 %554, 1
  %558 = and i64 %557, 3
  %559 = xor i64 %556, %558
  %560 = shl i64 %559, 4
  %561 = mul i64 %554, 64
  %562 = add i64 %561, %560
  %563 = mul i64 %184, 16384
  %564 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %563
  %565 = getelementptr i8, ptr addrspace(3) %564, i64 %562
  %566 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %565)
  %567 = extractvalue { i32, i32, i32, i32 } %566, 0
  %568 = extractvalue { i32, i32, i32, i32 } %566, 1
  %569 = extractvalue { i32, i32, i32, i32 } %566, 2
  %570 = extractvalue { i32, i32, i32, i32 } %566, 3
  %571 = lshr i64 %40, 4
  %572 = shl i64 %571, 3
  %573 = and i64 %40, 7
  %574 = add i64 %573, %572
  %575 = add i64 0, %574
  %576 = mul i64 %35, 64
  %577 = add i64 %576, %575
  %578 = lshr i64 %40, 3
  %579 = and i64 %578, 1
  %580 = add i64 2, %579
  %581 = lshr i64 %577, 1
  %582 = and i64 %581, 3
  %583 = xor i64 %580, %582
  %584 = shl i64 %583, 4
  %585 = mul i64 %577, 64
  %586 = add i64 %585, %584
  %587 = mul i64 %184, 16384
  %588 = add i64 %587, 8192
  %589 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %588
  %590 = getelementptr i8, ptr addrspace(3) %589, i64 %586
  %591 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %590)
  %592 = extractvalue { i32, i32, i32, i32 } %591, 0
  %593 = extractvalue { i32, i32, i32, i32 } %591, 1
  %594 = extractvalue { i32, i32, i32, i32 } %591, 2
  %595 = extractvalue { i32, i32, i32, i32 } %591, 3
  %596 = lshr i64 %40, 4
  %597 = shl i64 %596, 3
  %598 = and i64 %40, 7
  %599 = add i64 %598, %597
  %600 = add i64 16, %599
  %601 = mul i64 %35, 64
  %602 = add i64 %601, %600
  %603 = lshr i64 %40, 3
  %604 = and i64 %603, 1
  %605 = add i64 2, %604
  %606 = lshr i64 %602, 1
  %607 = and i64 %606, 3
  %608 = xor i64 %605, %607
  %609 = shl i64 %608, 4
  %610 = mul i64 %602, 64
  %611 = add i64 %610, %609
  %612 = mul i64 %184, 16384
  %613 = add i64 %612, 8192
  %614 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %613
  %615 = getelementptr i8, ptr addrspace(3) %614, i64 %611
  %616 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %615)
  %617 = extractvalue { i32, i32, i32, i32 } %616, 0
  %618 = extractvalue { i32, i32, i32, i32 } %616, 1
  %619 = extractvalue { i32, i32, i32, i32 } %616, 2
  %620 = extractvalue { i32, i32, i32, i32 } %616, 3
  %621 = lshr i64 %40, 4
  %622 = shl i64 %621, 3
  %623 = and i64 %40, 7
  %624 = add i64 %623, %622
  %625 = add i64 32, %624
  %626 = mul i64 %35, 64
  %627 = add i64 %626, %625
  %628 = lshr i64 %40, 3
  %629 = and i64 %628, 1
  %630 = add i64 2, %629
  %631 = lshr i64 %627, 1
  %632 = and i64 %631, 3
  %633 = xor i64 %630, %632
  %634 = shl i64 %633, 4
  %635 = mul i64 %627, 64
  %636 = add i64 %635, %634
  %637 = mul i64 %184, 16384
  %638 = add i64 %637, 8192
  %639 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %638
  %640 = getelementptr i8, ptr addrspace(3) %639, i64 %636
  %641 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %640)
  %642 = extractvalue { i32, i32, i32, i32 } %641, 0
  %643 = extractvalue { i32, i32, i32, i32 } %641, 1
  %644 = extractvalue { i32, i32, i32, i32 } %641, 2
  %645 = extractvalue { i32, i32, i32, i32 } %641, 3
  %646 = lshr i64 %40, 4
  %647 = shl i64 %646, 3
  %648 = and i64 %40, 7
  %649 = add i64 %648, %647
  %650 = add i64 48, %649
  %651 = mul i64 %35, 64
  %652 = add i64 %651, %650
  %653 = lshr i64 %40, 3
  %654 = and i64 %653, 1
  %655 = add i64 2, %654
  %656 = lshr i64 %652, 1
  %657 = and i64 %656, 3
  %658 = xor i64 %655, %657
  %659 = shl i64 %658, 4
  %660 = mul i64 %652, 64
  %661 = add i64 %660, %659
  %662 = mul i64 %184, 16384
  %663 = add i64 %662, 8192
  %664 = getelementptr i8, ptr addrspace(3) @block_shared, i64 %663
  %665 = getelementptr i8, ptr addrspace(3) %664, i64 %661
  %666 = call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %665)
  %667 = extractvalue { i32, i32, i32, i32 } %666, 0
  %668 = extractvalue { i32, i32, i32, i32 } %666, 1
  %669 = extractvalue { i32, i32, i32, i32 } %666, 2
  %670 = extractvalue { i32, i32, i32, i32 } %666, 3
  %671 = load float, ptr %acc, align 4
  %672 = load float, ptr %acc1, align 4
  %673 = load float, ptr %acc2, align 4
  %674 = load float, ptr %acc3, align 4
  %675 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %592, i32 %593, float %671, float %672, float %673, float %674)
  %676 = extractvalue { float, float, float, float } %675, 0
  %677 = extractvalue { float, float, float, float } %675, 1
  %678 = extractvalue { float, float, float, float } %675, 2
  %679 = extractvalue { float, float, float, float } %675, 3
  store float %676, ptr %acc, align 4
  store float %677, ptr %acc1, align 4
  store float %678, ptr %acc2, align 4
  store float %679, ptr %acc3, align 4
  %680 = load float, ptr %acc4, align 4
  %681 = load float, ptr %acc5, align 4
  %682 = load float, ptr %acc6, align 4
  %683 = load float, ptr %acc7, align 4
  %684 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %594, i32 %595, float %680, float %681, float %682, float %683)
  %685 = extractvalue { float, float, float, float } %684, 0
  %686 = extractvalue { float, float, float, float } %684, 1
  %687 = extractvalue { float, float, float, float } %684, 2
  %688 = extractvalue { float, float, float, float } %684, 3
  store float %685, ptr %acc4, align 4
  store float %686, ptr %acc5, align 4
  store float %687, ptr %acc6, align 4
  store float %688, ptr %acc7, align 4
  %689 = load float, ptr %acc8, align 4
  %690 = load float, ptr %acc9, align 4
  %691 = load float, ptr %acc10, align 4
  %692 = load float, ptr %acc11, align 4
  %693 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %617, i32 %618, float %689, float %690, float %691, float %692)
  %694 = extractvalue { float, float, float, float } %693, 0
  %695 = extractvalue { float, float, float, float } %693, 1
  %696 = extractvalue { float, float, float, float } %693, 2
  %697 = extractvalue { float, float, float, float } %693, 3
  store float %694, ptr %acc8, align 4
  store float %695, ptr %acc9, align 4
  store float %696, ptr %acc10, align 4
  store float %697, ptr %acc11, align 4
  %698 = load float, ptr %acc12, align 4
  %699 = load float, ptr %acc13, align 4
  %700 = load float, ptr %acc14, align 4
  %701 = load float, ptr %acc15, align 4
  %702 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %619, i32 %620, float %698, float %699, float %700, float %701)
  %703 = extractvalue { float, float, float, float } %702, 0
  %704 = extractvalue { float, float, float, float } %702, 1
  %705 = extractvalue { float, float, float, float } %702, 2
  %706 = extractvalue { float, float, float, float } %702, 3
  store float %703, ptr %acc12, align 4
  store float %704, ptr %acc13, align 4
  store float %705, ptr %acc14, align 4
  store float %706, ptr %acc15, align 4
  %707 = load float, ptr %acc16, align 4
  %708 = load float, ptr %acc17, align 4
  %709 = load float, ptr %acc18, align 4
  %710 = load float, ptr %acc19, align 4
  %711 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %642, i32 %643, float %707, float %708, float %709, float %710)
  %712 = extractvalue { float, float, float, float } %711, 0
  %713 = extractvalue { float, float, float, float } %711, 1
  %714 = extractvalue { float, float, float, float } %711, 2
  %715 = extractvalue { float, float, float, float } %711, 3
  store float %712, ptr %acc16, align 4
  store float %713, ptr %acc17, align 4
  store float %714, ptr %acc18, align 4
  store float %715, ptr %acc19, align 4
  %716 = load float, ptr %acc20, align 4
  %717 = load float, ptr %acc21, align 4
  %718 = load float, ptr %acc22, align 4
  %719 = load float, ptr %acc23, align 4
  %720 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %644, i32 %645, float %716, float %717, float %718, float %719)
  %721 = extractvalue { float, float, float, float } %720, 0
  %722 = extractvalue { float, float, float, float } %720, 1
  %723 = extractvalue { float, float, float, float } %720, 2
  %724 = extractvalue { float, float, float, float } %720, 3
  store float %721, ptr %acc20, align 4
  store float %722, ptr %acc21, align 4
  store float %723, ptr %acc22, align 4
  store float %724, ptr %acc23, align 4
  %725 = load float, ptr %acc24, align 4
  %726 = load float, ptr %acc25, align 4
  %727 = load float, ptr %acc26, align 4
  %728 = load float, ptr %acc27, align 4
  %729 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %667, i32 %668, float %725, float %726, float %727, float %728)
  %730 = extractvalue { float, float, float, float } %729, 0
  %731 = extractvalue { float, float, float, float } %729, 1
  %732 = extractvalue { float, float, float, float } %729, 2
  %733 = extractvalue { float, float, float, float } %729, 3
  store float %730, ptr %acc24, align 4
  store float %731, ptr %acc25, align 4
  store float %732, ptr %acc26, align 4
  store float %733, ptr %acc27, align 4
  %734 = load float, ptr %acc28, align 4
  %735 = load float, ptr %acc29, align 4
  %736 = load float, ptr %acc30, align 4
  %737 = load float, ptr %acc31, align 4
  %738 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %547, i32 %548, i32 %549, i32 %550, i32 %669, i32 %670, float %734, float %735, float %736, float %737)
  %739 = extractvalue { float, float, float, float } %738, 0
  %740 = extractvalue { float, float, float, float } %738, 1
  %741 = extractvalue { float, float, float, float } %738, 2
  %742 = extractvalue { float, float, float, float } %738, 3
  store float %739, ptr %acc28, align 4
  store float %740, ptr %acc29, align 4
  store float %741, ptr %acc30, align 4
  store float %742, ptr %acc31, align 4
  %743 = load float, ptr %acc32, align 4
  %744 = load float, ptr %acc33, align 4
  %745 = load float, ptr %acc34, align 4
  %746 = load float, ptr %acc35, align 4
  %747 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %592, i32 %593, float %743, float %744, float %745, float %746)
  %748 = extractvalue { float, float, float, float } %747, 0
  %749 = extractvalue { float, float, float, float } %747, 1
  %750 = extractvalue { float, float, float, float } %747, 2
  %751 = extractvalue { float, float, float, float } %747, 3
  store float %748, ptr %acc32, align 4
  store float %749, ptr %acc33, align 4
  store float %750, ptr %acc34, align 4
  store float %751, ptr %acc35, align 4
  %752 = load float, ptr %acc36, align 4
  %753 = load float, ptr %acc37, align 4
  %754 = load float, ptr %acc38, align 4
  %755 = load float, ptr %acc39, align 4
  %756 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %594, i32 %595, float %752, float %753, float %754, float %755)
  %757 = extractvalue { float, float, float, float } %756, 0
  %758 = extractvalue { float, float, float, float } %756, 1
  %759 = extractvalue { float, float, float, float } %756, 2
  %760 = extractvalue { float, float, float, float } %756, 3
  store float %757, ptr %acc36, align 4
  store float %758, ptr %acc37, align 4
  store float %759, ptr %acc38, align 4
  store float %760, ptr %acc39, align 4
  %761 = load float, ptr %acc40, align 4
  %762 = load float, ptr %acc41, align 4
  %763 = load float, ptr %acc42, align 4
  %764 = load float, ptr %acc43, align 4
  %765 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %617, i32 %618, float %761, float %762, float %763, float %764)
  %766 = extractvalue { float, float, float, float } %765, 0
  %767 = extractvalue { float, float, float, float } %765, 1
  %768 = extractvalue { float, float, float, float } %765, 2
  %769 = extractvalue { float, float, float, float } %765, 3
  store float %766, ptr %acc40, align 4
  store float %767, ptr %acc41, align 4
  store float %768, ptr %acc42, align 4
  store float %769, ptr %acc43, align 4
  %770 = load float, ptr %acc44, align 4
  %771 = load float, ptr %acc45, align 4
  %772 = load float, ptr %acc46, align 4
  %773 = load float, ptr %acc47, align 4
  %774 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %619, i32 %620, float %770, float %771, float %772, float %773)
  %775 = extractvalue { float, float, float, float } %774, 0
  %776 = extractvalue { float, float, float, float } %774, 1
  %777 = extractvalue { float, float, float, float } %774, 2
  %778 = extractvalue { float, float, float, float } %774, 3
  store float %775, ptr %acc44, align 4
  store float %776, ptr %acc45, align 4
  store float %777, ptr %acc46, align 4
  store float %778, ptr %acc47, align 4
  %779 = load float, ptr %acc48, align 4
  %780 = load float, ptr %acc49, align 4
  %781 = load float, ptr %acc50, align 4
  %782 = load float, ptr %acc51, align 4
  %783 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %642, i32 %643, float %779, float %780, float %781, float %782)
  %784 = extractvalue { float, float, float, float } %783, 0
  %785 = extractvalue { float, float, float, float } %783, 1
  %786 = extractvalue { float, float, float, float } %783, 2
  %787 = extractvalue { float, float, float, float } %783, 3
  store float %784, ptr %acc48, align 4
  store float %785, ptr %acc49, align 4
  store float %786, ptr %acc50, align 4
  store float %787, ptr %acc51, align 4
  %788 = load float, ptr %acc52, align 4
  %789 = load float, ptr %acc53, align 4
  %790 = load float, ptr %acc54, align 4
  %791 = load float, ptr %acc55, align 4
  %792 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %644, i32 %645, float %788, float %789, float %790, float %791)
  %793 = extractvalue { float, float, float, float } %792, 0
  %794 = extractvalue { float, float, float, float } %792, 1
  %795 = extractvalue { float, float, float, float } %792, 2
  %796 = extractvalue { float, float, float, float } %792, 3
  store float %793, ptr %acc52, align 4
  store float %794, ptr %acc53, align 4
  store float %795, ptr %acc54, align 4
  store float %796, ptr %acc55, align 4
  %797 = load float, ptr %acc56, align 4
  %798 = load float, ptr %acc57, align 4
  %799 = load float, ptr %acc58, align 4
  %800 = load float, ptr %acc59, align 4
  %801 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %667, i32 %668, float %797, float %798, float %799, float %800)
  %802 = extractvalue { float, float, float, float } %801, 0
  %803 = extractvalue { float, float, float, float } %801, 1
  %804 = extractvalue { float, float, float, float } %801, 2
  %805 = extractvalue { float, float, float, float } %801, 3
  store float %802, ptr %acc56, align 4
  store float %803, ptr %acc57, align 4
  store float %804, ptr %acc58, align 4
  store float %805, ptr %acc59, align 4
  %806 = load float, ptr %acc60, align 4
  %807 = load float, ptr %acc61, align 4
  %808 = load float, ptr %acc62, align 4
  %809 = load float, ptr %acc63, align 4
  %810 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %567, i32 %568, i32 %569, i32 %570, i32 %669, i32 %670, float %806, float %807, float %808, float %809)
  %811 = extractvalue { float, float, float, float } %810, 0
  %812 = extractvalue { float, float, float, float } %810, 1
  %813 = extractvalue { float, float, float, float } %810, 2
  %814 = extractvalue { float, float, float, float } %810, 3
  store float %811, ptr %acc60, align 4
  store float %812, ptr %acc61, align 4
  store float %813, ptr %acc62, align 4
  store float %814, ptr %acc63, align 4
  br label %if.end79

if.end79:                                         ; preds = %if.then78, %if.end73
  %kt.next = add nsw i64 %kt.iv, 1
  br label %kt.head, !llvm.loop !3

if.then80:                                        ; preds = %kt.exit
  %815 = mul i64 %169, %5
  %816 = add i64 %815, %171
  %817 = getelementptr float, ptr %167, i64 %816
  %818 = load float, ptr %acc, align 4
  %819 = fcmp uno float %818, %818
  %820 = fcmp uno float %818, %818
  %821 = select i1 %820, float 0x7FF8000000000000, float %818
  store float %821, ptr %817, align 4
  br label %if.end81

if.end81:                                         ; preds = %if.then80, %kt.exit
  %822 = add i64 %164, 0
  %823 = add i64 %37, %822
  %824 = add i64 %166, 1
  %825 = add i64 %39, %824
  %826 = icmp slt i64 %825, %7
  %827 = icmp slt i64 %823, %6
  %828 = and i1 %827, %826
  br i1 %828, label %if.then82, label %if.end83

if.then82:                                        ; preds = %if.end81
  %829 = mul i64 %823, %5
  %830 = add i64 %829, %825
  %831 = getelementptr float, ptr %167, i64 %830
  %832 = load float, ptr %acc1, align 4
  %833 = fcmp uno float %832, %832
  %834 = fcmp uno float %832, %832
  %835 = select i1 %834, float 0x7FF8000000000000, float %832
  store float %835, ptr %831, align 4
  br label %if.end83

if.end83:                                         ; preds = %if.then82, %if.end81
  %836 = add i64 %164, 8
  %837 = add i64 %37, %836
  %838 = add i64 %166, 0
  %839 = add i64 %39, %838
  %840 = icmp slt i64 %839, %7
  %841 = icmp slt i64 %837, %6
  %842 = and i1 %841, %840
  br i1 %842, label %if.then84, label %if.end85

if.then84:                                        ; preds = %if.end83
  %843 = mul i64 %837, %5
  %844 = add i64 %843, %839
  %845 = getelementptr float, ptr %167, i64 %844
  %846 = load float, ptr %acc2, align 4
  %847 = fcmp uno float %846, %846
  %848 = fcmp uno float %846, %846
  %849 = select i1 %848, float 0x7FF8000000000000, float %846
  store float %849, ptr %845, align 4
  br label %if.end85

if.end85:                                         ; preds = %if.then84, %if.end83
  %850 = add i64 %164, 8
  %851 = add i64 %37, %850
  %852 = add i64 %166, 1
  %853 = add i64 %39, %852
  %854 = icmp slt i64 %853, %7
  %855 = icmp slt i64 %851, %6
  %856 = and i1 %855, %854
  br i1 %856, label %if.then86, label %if.end87

if.then86:                                        ; preds = %if.end85
  %857 = mul i64 %851, %5
  %858 = add i64 %857, %853
  %859 = getelementptr float, ptr %167, i64 %858
  %860 = load float, ptr %acc3, align 4
  %861 = fcmp uno float %860, %860
  %862 = fcmp uno float %860, %860
  %863 = select i1 %862, float 0x7FF8000000000000, float %860
  store float %863, ptr %859, align 4
  br label %if.end87

if.end87:                                         ; preds = %if.then86, %if.end85
  %864 = add i64 %164, 0
  %865 = add i64 %37, %864
  %866 = add i64 %166, 8
  %867 = add i64 %39, %866
  %868 = icmp slt i64 %867, %7
  %869 = icmp slt i64 %865, %6
  %870 = and i1 %869, %868
  br i1 %870, label %if.then88, label %if.end89

if.then88:                                        ; preds = %if.end87
  %871 = mul i64 %865, %5
  %872 = add i64 %871, %867
  %873 = getelementptr float, ptr %167, i64 %872
  %874 = load float, ptr %acc4, align 4
  %875 = fcmp uno float %874, %874
  %876 = fcmp uno float %874, %874
  %877 = select i1 %876, float 0x7FF8000000000000, float %874
  store float %877, ptr %873, align 4
  br label %if.end89

if.end89:                                         ; preds = %if.then88, %if.end87
  %878 = add i64 %164, 0
  %879 = add i64 %37, %878
  %880 = add i64 %166, 9
  %881 = add i64 %39, %880
  %882 = icmp slt i64 %881, %7
  %883 = icmp slt i64 %879, %6
  %884 = and i1 %883, %882
  br i1 %884, label %if.then90, label %if.end91

if.then90:                                        ; preds = %if.end89
  %885 = mul i64 %879, %5
  %886 = add i64 %885, %881
  %887 = getelementptr float, ptr %167, i64 %886
  %888 = load float, ptr %acc5, align 4
  %889 = fcmp uno float %888, %888
  %890 = fcmp uno float %888, %888
  %891 = select i1 %890, float 0x7FF8000000000000, float %888
  store float %891, ptr %887, align 4
  br label %if.end91

if.end91:                                         ; preds = %if.then90, %if.end89
  %892 = add i64 %164, 8
  %893 = add i64 %37, %892
  %894 = add i64 %166, 8
  %895 = add i64 %39, %894
  %896 = icmp slt i64 %895, %7
  %897 = icmp slt i64 %893, %6
  %898 = and i1 %897, %896
  br i1 %898, label %if.then92, label %if.end93

if.then92:                                        ; preds = %if.end91
  %899 = mul i64 %893, %5
  %900 = add i64 %899, %895
  %901 = getelementptr float, ptr %167, i64 %900
  %902 = load float, ptr %acc6, align 4
  %903 = fcmp uno float %902, %902
  %904 = fcmp uno float %902, %902
  %905 = select i1 %904, float 0x7FF8000000000000, float %902
  store float %905, ptr %901, align 4
  br label %if.end93

if.end93:                                         ; preds = %if.then92, %if.end91
  %906 = add i64 %164, 8
  %907 = add i64 %37, %906
  %908 = add i64 %166, 9
  %909 = add i64 %39, %908
  %910 = icmp slt i64 %909, %7
  %911 = icmp slt i64 %907, %6
  %912 = and i1 %911, %910
  br i1 %912, label %if.then94, label %if.end95

if.then94:                                        ; preds = %if.end93
  %913 = mul i64 %907, %5
  %914 = add i64 %913, %909
  %915 = getelementptr float, ptr %167, i64 %914
  %916 = load float, ptr %acc7, align 4
  %917 = fcmp uno float %916, %916
  %918 = fcmp uno float %916, %916
  %919 = select i1 %918, float 0x7FF8000000000000, float %916
  store float %919, ptr %915, align 4
  br label %if.end95

if.end95:                                         ; preds = %if.then94, %if.end93
  %920 = add i64 %164, 0
  %921 = add i64 %37, %920
  %922 = add i64 %166, 16
  %923 = add i64 %39, %922
  %924 = icmp slt i64 %923, %7
  %925 = icmp slt i64 %921, %6
  %926 = and i1 %925, %924
  br i1 %926, label %if.then96, label %if.end97

if.then96:                                        ; preds = %if.end95
  %927 = mul i64 %921, %5
  %928 = add i64 %927, %923
  %929 = getelementptr float, ptr %167, i64 %928
  %930 = load float, ptr %acc8, align 4
  %931 = fcmp uno float %930, %930
  %932 = fcmp uno float %930, %930
  %933 = select i1 %932, float 0x7FF8000000000000, float %930
  store float %933, ptr %929, align 4
  br label %if.end97

if.end97:                                         ; preds = %if.then96, %if.end95
  %934 = add i64 %164, 0
  %935 = add i64 %37, %934
  %936 = add i64 %166, 17
  %937 = add i64 %39, %936
  %938 = icmp slt i64 %937, %7
  %939 = icmp slt i64 %935, %6
  %940 = and i1 %939, %938
  br i1 %940, label %if.then98, label %if.end99

if.then98:                                        ; preds = %if.end97
  %941 = mul i64 %935, %5
  %942 = add i64 %941, %937
  %943 = getelementptr float, ptr %167, i64 %942
  %944 = load float, ptr %acc9, align 4
  %945 = fcmp uno float %944, %944
  %946 = fcmp uno float %944, %944
  %947 = select i1 %946, float 0x7FF8000000000000, float %944
  store float %947, ptr %943, align 4
  br label %if.end99

if.end99:                                         ; preds = %if.then98, %if.end97
  %948 = add i64 %164, 8
  %949 = add i64 %37, %948
  %950 = add i64 %166, 16
  %951 = add i64 %39, %950
  %952 = icmp slt i64 %951, %7
  %953 = icmp slt i64 %949, %6
  %954 = and i1 %953, %952
  br i1 %954, label %if.then100, label %if.end101

if.then100:                                       ; preds = %if.end99
  %955 = mul i64 %949, %5
  %956 = add i64 %955, %951
  %957 = getelementptr float, ptr %167, i64 %956
  %958 = load float, ptr %acc10, align 4
  %959 = fcmp uno float %958, %958
  %960 = fcmp uno float %958, %958
  %961 = select i1 %960, float 0x7FF8000000000000, float %958
  store float %961, ptr %957, align 4
  br label %if.end101

if.end101:                                        ; preds = %if.then100, %if.end99
  %962 = add i64 %164, 8
  %963 = add i64 %37, %962
  %964 = add i64 %166, 17
  %965 = add i64 %39, %964
  %966 = icmp slt i64 %965, %7
  %967 = icmp slt i64 %963, %6
  %968 = and i1 %967, %966
  br i1 %968, label %if.then102, label %if.end103

if.then102:                                       ; preds = %if.end101
  %969 = mul i64 %963, %5
  %970 = add i64 %969, %965
  %971 = getelementptr float, ptr %167, i64 %970
  %972 = load float, ptr %acc11, align 4
  %973 = fcmp uno float %972, %972
  %974 = fcmp uno float %972, %972
  %975 = select i1 %974, float 0x7FF8000000000000, float %972
  store float %975, ptr %971, align 4
  br label %if.end103

if.end103:                                        ; preds = %if.then102, %if.end101
  %976 = add i64 %164, 0
  %977 = add i64 %37, %976
  %978 = add i64 %166, 24
  %979 = add i64 %39, %978
  %980 = icmp slt i64 %979, %7
  %981 = icmp slt i64 %977, %6
  %982 = and i1 %981, %980
  br i1 %982, label %if.then104, label %if.end105

if.then104:                                       ; preds = %if.end103
  %983 = mul i64 %977, %5
  %984 = add i64 %983, %979
  %985 = getelementptr float, ptr %167, i64 %984
  %986 = load float, ptr %acc12, align 4
  %987 = fcmp uno float %986, %986
  %988 = fcmp uno float %986, %986
  %989 = select i1 %988, float 0x7FF8000000000000, float %986
  store float %989, ptr %985, align 4
  br label %if.end105

if.end105:                                        ; preds = %if.then104, %if.end103
  %990 = add i64 %164, 0
  %991 = add i64 %37, %990
  %992 = add i64 %166, 25
  %993 = add i64 %39, %992
  %994 = icmp slt i64 %993, %7
  %995 = icmp slt i64 %991, %6
  %996 = and i1 %995, %994
  br i1 %996, label %if.then106, label %if.end107

if.then106:                                       ; preds = %if.end105
  %997 = mul i64 %991, %5
  %998 = add i64 %997, %993
  %999 = getelementptr float, ptr %167, i64 %998
  %1000 = load float, ptr %acc13, align 4
  %1001 = fcmp uno float %1000, %1000
  %1002 = fcmp uno float %1000, %1000
  %1003 = select i1 %1002, float 0x7FF8000000000000, float %1000
  store float %1003, ptr %999, align 4
  br label %if.end107

if.end107:                                        ; preds = %if.then106, %if.end105
  %1004 = add i64 %164, 8
  %1005 = add i64 %37, %1004
  %1006 = add i64 %166, 24
  %1007 = add i64 %39, %1006
  %1008 = icmp slt i64 %1007, %7
  %1009 = icmp slt i64 %1005, %6
  %1010 = and i1 %1009, %1008
  br i1 %1010, label %if.then108, label %if.end109

if.then108:                                       ; preds = %if.end107
  %1011 = mul i64 %1005, %5
  %1012 = add i64 %1011, %1007
  %1013 = getelementptr float, ptr %167, i64 %1012
  %1014 = load float, ptr %acc14, align 4
  %1015 = fcmp uno float %1014, %1014
  %1016 = fcmp uno float %1014, %1014
  %1017 = select i1 %1016, float 0x7FF8000000000000, float %1014
  store float %1017, ptr %1013, align 4
  br label %if.end109

if.end109:                                        ; preds = %if.then108, %if.end107
  %1018 = add i64 %164, 8
  %1019 = add i64 %37, %1018
  %1020 = add i64 %166, 25
  %1021 = add i64 %39, %1020
  %1022 = icmp slt i64 %1021, %7
  %1023 = icmp slt i64 %1019, %6
  %1024 = and i1 %1023, %1022
  br i1 %1024, label %if.then110, label %if.end111

if.then110:                                       ; preds = %if.end109
  %1025 = mul i64 %1019, %5
  %1026 = add i64 %1025, %1021
  %1027 = getelementptr float, ptr %167, i64 %1026
  %1028 = load float, ptr %acc15, align 4
  %1029 = fcmp uno float %1028, %1028
  %1030 = fcmp uno float %1028, %1028
  %1031 = select i1 %1030, float 0x7FF8000000000000, float %1028
  store float %1031, ptr %1027, align 4
  br label %if.end111

if.end111:                                        ; preds = %if.then110, %if.end109
  %1032 = add i64 %164, 0
  %1033 = add i64 %37, %1032
  %1034 = add i64 %166, 32
  %1035 = add i64 %39, %1034
  %1036 = icmp slt i64 %1035, %7
  %1037 = icmp slt i64 %1033, %6
  %1038 = and i1 %1037, %1036
  br i1 %1038, label %if.then112, label %if.end113

if.then112:                                       ; preds = %if.end111
  %1039 = mul i64 %1033, %5
  %1040 = add i64 %1039, %1035
  %1041 = getelementptr float, ptr %167, i64 %1040
  %1042 = load float, ptr %acc16, align 4
  %1043 = fcmp uno float %1042, %1042
  %1044 = fcmp uno float %1042, %1042
  %1045 = select i1 %1044, float 0x7FF8000000000000, float %1042
  store float %1045, ptr %1041, align 4
  br label %if.end113

if.end113:                                        ; preds = %if.then112, %if.end111
  %1046 = add i64 %164, 0
  %1047 = add i64 %37, %1046
  %1048 = add i64 %166, 33
  %1049 = add i64 %39, %1048
  %1050 = icmp slt i64 %1049, %7
  %1051 = icmp slt i64 %1047, %6
  %1052 = and i1 %1051, %1050
  br i1 %1052, label %if.then114, label %if.end115

if.then114:                                       ; preds = %if.end113
  %1053 = mul i64 %1047, %5
  %1054 = add i64 %1053, %1049
  %1055 = getelementptr float, ptr %167, i64 %1054
  %1056 = load float, ptr %acc17, align 4
  %1057 = fcmp uno float %1056, %1056
  %1058 = fcmp uno float %1056, %1056
  %1059 = select i1 %1058, float 0x7FF8000000000000, float %1056
  store float %1059, ptr %1055, align 4
  br label %if.end115

if.end115:                                        ; preds = %if.then114, %if.end113
  %1060 = add i64 %164, 8
  %1061 = add i64 %37, %1060
  %1062 = add i64 %166, 32
  %1063 = add i64 %39, %1062
  %1064 = icmp slt i64 %1063, %7
  %1065 = icmp slt i64 %1061, %6
  %1066 = and i1 %1065, %1064
  br i1 %1066, label %if.then116, label %if.end117

if.then116:                                       ; preds = %if.end115
  %1067 = mul i64 %1061, %5
  %1068 = add i64 %1067, %1063
  %1069 = getelementptr float, ptr %167, i64 %1068
  %1070 = load float, ptr %acc18, align 4
  %1071 = fcmp uno float %1070, %1070
  %1072 = fcmp uno float %1070, %1070
  %1073 = select i1 %1072, float 0x7FF8000000000000, float %1070
  store float %1073, ptr %1069, align 4
  br label %if.end117

if.end117:                                        ; preds = %if.then116, %if.end115
  %1074 = add i64 %164, 8
  %1075 = add i64 %37, %1074
  %1076 = add i64 %166, 33
  %1077 = add i64 %39, %1076
  %1078 = icmp slt i64 %1077, %7
  %1079 = icmp slt i64 %1075, %6
  %1080 = and i1 %1079, %1078
  br i1 %1080, label %if.then118, label %if.end119

if.then118:                                       ; preds = %if.end117
  %1081 = mul i64 %1075, %5
  %1082 = add i64 %1081, %1077
  %1083 = getelementptr float, ptr %167, i64 %1082
  %1084 = load float, ptr %acc19, align 4
  %1085 = fcmp uno float %1084, %1084
  %1086 = fcmp uno float %1084, %1084
  %1087 = select i1 %1086, float 0x7FF8000000000000, float %1084
  store float %1087, ptr %1083, align 4
  br label %if.end119

if.end119:                                        ; preds = %if.then118, %if.end117
  %1088 = add i64 %164, 0
  %1089 = add i64 %37, %1088
  %1090 = add i64 %166, 40
  %1091 = add i64 %39, %1090
  %1092 = icmp slt i64 %1091, %7
  %1093 = icmp slt i64 %1089, %6
  %1094 = and i1 %1093, %1092
  br i1 %1094, label %if.then120, label %if.end121

if.then120:                                       ; preds = %if.end119
  %1095 = mul i64 %1089, %5
  %1096 = add i64 %1095, %1091
  %1097 = getelementptr float, ptr %167, i64 %1096
  %1098 = load float, ptr %acc20, align 4
  %1099 = fcmp uno float %1098, %1098
  %1100 = fcmp uno float %1098, %1098
  %1101 = select i1 %1100, float 0x7FF8000000000000, float %1098
  store float %1101, ptr %1097, align 4
  br label %if.end121

if.end121:                                        ; preds = %if.then120, %if.end119
  %1102 = add i64 %164, 0
  %1103 = add i64 %37, %1102
  %1104 = add i64 %166, 41
  %1105 = add i64 %39, %1104
  %1106 = icmp slt i64 %1105, %7
  %1107 = icmp slt i64 %1103, %6
  %1108 = and i1 %1107, %1106
  br i1 %1108, label %if.then122, label %if.end123

if.then122:                                       ; preds = %if.end121
  %1109 = mul i64 %1103, %5
  %1110 = add i64 %1109, %1105
  %1111 = getelementptr float, ptr %167, i64 %1110
  %1112 = load float, ptr %acc21, align 4
  %1113 = fcmp uno float %1112, %1112
  %1114 = fcmp uno float %1112, %1112
  %1115 = select i1 %1114, float 0x7FF8000000000000, float %1112
  store float %1115, ptr %1111, align 4
  br label %if.end123

if.end123:                                        ; preds = %if.then122, %if.end121
  %1116 = add i64 %164, 8
  %1117 = add i64 %37, %1116
  %1118 = add i64 %166, 40
  %1119 = add i64 %39, %1118
  %1120 = icmp slt i64 %1119, %7
  %1121 = icmp slt i64 %1117, %6
  %1122 = and i1 %1121, %1120
  br i1 %1122, label %if.then124, label %if.end125

if.then124:                                       ; preds = %if.end123
  %1123 = mul i64 %1117, %5
  %1124 = add i64 %1123, %1119
  %1125 = getelementptr float, ptr %167, i64 %1124
  %1126 = load float, ptr %acc22, align 4
  %1127 = fcmp uno float %1126, %1126
  %1128 = fcmp uno float %1126, %1126
  %1129 = select i1 %1128, float 0x7FF8000000000000, float %1126
  store float %1129, ptr %1125, align 4
  br label %if.end125

if.end125:                                        ; preds = %if.then124, %if.end123
  %1130 = add i64 %164, 8
  %1131 = add i64 %37, %1130
  %1132 = add i64 %166, 41
  %1133 = add i64 %39, %1132
  %1134 = icmp slt i64 %1133, %7
  %1135 = icmp slt i64 %1131, %6
  %1136 = and i1 %1135, %1134
  br i1 %1136, label %if.then126, label %if.end127

if.then126:                                       ; preds = %if.end125
  %1137 = mul i64 %1131, %5
  %1138 = add i64 %1137, %1133
  %1139 = getelementptr float, ptr %167, i64 %1138
  %1140 = load float, ptr %acc23, align 4
  %1141 = fcmp uno float %1140, %1140
  %1142 = fcmp uno float %1140, %1140
  %1143 = select i1 %1142, float 0x7FF8000000000000, float %1140
  store float %1143, ptr %1139, align 4
  br label %if.end127

if.end127:                                        ; preds = %if.then126, %if.end125
  %1144 = add i64 %164, 0
  %1145 = add i64 %37, %1144
  %1146 = add i64 %166, 48
  %1147 = add i64 %39, %1146
  %1148 = icmp slt i64 %1147, %7
  %1149 = icmp slt i64 %1145, %6
  %1150 = and i1 %1149, %1148
  br i1 %1150, label %if.then128, label %if.end129

if.then128:                                       ; preds = %if.end127
  %1151 = mul i64 %1145, %5
  %1152 = add i64 %1151, %1147
  %1153 = getelementptr float, ptr %167, i64 %1152
  %1154 = load float, ptr %acc24, align 4
  %1155 = fcmp uno float %1154, %1154
  %1156 = fcmp uno float %1154, %1154
  %1157 = select i1 %1156, float 0x7FF8000000000000, float %1154
  store float %1157, ptr %1153, align 4
  br label %if.end129

if.end129:                                        ; preds = %if.then128, %if.end127
  %1158 = add i64 %164, 0
  %1159 = add i64 %37, %1158
  %1160 = add i64 %166, 49
  %1161 = add i64 %39, %1160
  %1162 = icmp slt i64 %1161, %7
  %1163 = icmp slt i64 %1159, %6
  %1164 = and i1 %1163, %1162
  br i1 %1164, label %if.then130, label %if.end131

if.then130:                                       ; preds = %if.end129
  %1165 = mul i64 %1159, %5
  %1166 = add i64 %1165, %1161
  %1167 = getelementptr float, ptr %167, i64 %1166
  %1168 = load float, ptr %acc25, align 4
  %1169 = fcmp uno float %1168, %1168
  %1170 = fcmp uno float %1168, %1168
  %1171 = select i1 %1170, float 0x7FF8000000000000, float %1168
  store float %1171, ptr %1167, align 4
  br label %if.end131

if.end131:                                        ; preds = %if.then130, %if.end129
  %1172 = add i64 %164, 8
  %1173 = add i64 %37, %1172
  %1174 = add i64 %166, 48
  %1175 = add i64 %39, %1174
  %1176 = icmp slt i64 %1175, %7
  %1177 = icmp slt i64 %1173, %6
  %1178 = and i1 %1177, %1176
  br i1 %1178, label %if.then132, label %if.end133

if.then132:                                       ; preds = %if.end131
  %1179 = mul i64 %1173, %5
  %1180 = add i64 %1179, %1175
  %1181 = getelementptr float, ptr %167, i64 %1180
  %1182 = load float, ptr %acc26, align 4
  %1183 = fcmp uno float %1182, %1182
  %1184 = fcmp uno float %1182, %1182
  %1185 = select i1 %1184, float 0x7FF8000000000000, float %1182
  store float %1185, ptr %1181, align 4
  br label %if.end133

if.end133:                                        ; preds = %if.then132, %if.end131
  %1186 = add i64 %164, 8
  %1187 = add i64 %37, %1186
  %1188 = add i64 %166, 49
  %1189 = add i64 %39, %1188
  %1190 = icmp slt i64 %1189, %7
  %1191 = icmp slt i64 %1187, %6
  %1192 = and i1 %1191, %1190
  br i1 %1192, label %if.then134, label %if.end135

if.then134:                                       ; preds = %if.end133
  %1193 = mul i64 %1187, %5
  %1194 = add i64 %1193, %1189
  %1195 = getelementptr float, ptr %167, i64 %1194
  %1196 = load float, ptr %acc27, align 4
  %1197 = fcmp uno float %1196, %1196
  %1198 = fcmp uno float %1196, %1196
  %1199 = select i1 %1198, float 0x7FF8000000000000, float %1196
  store float %1199, ptr %1195, align 4
  br label %if.end135

if.end135:                                        ; preds = %if.then134, %if.end133
  %1200 = add i64 %164, 0
  %1201 = add i64 %37, %1200
  %1202 = add i64 %166, 56
  %1203 = add i64 %39, %1202
  %1204 = icmp slt i64 %1203, %7
  %1205 = icmp slt i64 %1201, %6
  %1206 = and i1 %1205, %1204
  br i1 %1206, label %if.then136, label %if.end137

if.then136:                                       ; preds = %if.end135
  %1207 = mul i64 %1201, %5
  %1208 = add i64 %1207, %1203
  %1209 = getelementptr float, ptr %167, i64 %1208
  %1210 = load float, ptr %acc28, align 4
  %1211 = fcmp uno float %1210, %1210
  %1212 = fcmp uno float %1210, %1210
  %1213 = select i1 %1212, float 0x7FF8000000000000, float %1210
  store float %1213, ptr %1209, align 4
  br label %if.end137

if.end137:                                        ; preds = %if.then136, %if.end135
  %1214 = add i64 %164, 0
  %1215 = add i64 %37, %1214
  %1216 = add i64 %166, 57
  %1217 = add i64 %39, %1216
  %1218 = icmp slt i64 %1217, %7
  %1219 = icmp slt i64 %1215, %6
  %1220 = and i1 %1219, %1218
  br i1 %1220, label %if.then138, label %if.end139

if.then138:                                       ; preds = %if.end137
  %1221 = mul i64 %1215, %5
  %1222 = add i64 %1221, %1217
  %1223 = getelementptr float, ptr %167, i64 %1222
  %1224 = load float, ptr %acc29, align 4
  %1225 = fcmp uno float %1224, %1224
  %1226 = fcmp uno float %1224, %1224
  %1227 = select i1 %1226, float 0x7FF8000000000000, float %1224
  store float %1227, ptr %1223, align 4
  br label %if.end139

if.end139:                                        ; preds = %if.then138, %if.end137
  %1228 = add i64 %164, 8
  %1229 = add i64 %37, %1228
  %1230 = add i64 %166, 56
  %1231 = add i64 %39, %1230
  %1232 = icmp slt i64 %1231, %7
  %1233 = icmp slt i64 %1229, %6
  %1234 = and i1 %1233, %1232
  br i1 %1234, label %if.then140, label %if.end141

if.then140:                                       ; preds = %if.end139
  %1235 = mul i64 %1229, %5
  %1236 = add i64 %1235, %1231
  %1237 = getelementptr float, ptr %167, i64 %1236
  %1238 = load float, ptr %acc30, align 4
  %1239 = fcmp uno float %1238, %1238
  %1240 = fcmp uno float %1238, %1238
  %1241 = select i1 %1240, float 0x7FF8000000000000, float %1238
  store float %1241, ptr %1237, align 4
  br label %if.end141

if.end141:                                        ; preds = %if.then140, %if.end139
  %1242 = add i64 %164, 8
  %1243 = add i64 %37, %1242
  %1244 = add i64 %166, 57
  %1245 = add i64 %39, %1244
  %1246 = icmp slt i64 %1245, %7
  %1247 = icmp slt i64 %1243, %6
  %1248 = and i1 %1247, %1246
  br i1 %1248, label %if.then142, label %if.end143

if.then142:                                       ; preds = %if.end141
  %1249 = mul i64 %1243, %5
  %1250 = add i64 %1249, %1245
  %1251 = getelementptr float, ptr %167, i64 %1250
  %1252 = load float, ptr %acc31, align 4
  %1253 = fcmp uno float %1252, %1252
  %1254 = fcmp uno float %1252, %1252
  %1255 = select i1 %1254, float 0x7FF8000000000000, float %1252
  store float %1255, ptr %1251, align 4
  br label %if.end143

if.end143:                                        ; preds = %if.then142, %if.end141
  %1256 = add i64 %164, 16
  %1257 = add i64 %37, %1256
  %1258 = add i64 %166, 0
  %1259 = add i64 %39, %1258
  %1260 = icmp slt i64 %1259, %7
  %1261 = icmp slt i64 %1257, %6
  %1262 = and i1 %1261, %1260
  br i1 %1262, label %if.then144, label %if.end145

if.then144:                                       ; preds = %if.end143
  %1263 = mul i64 %1257, %5
  %1264 = add i64 %1263, %1259
  %1265 = getelementptr float, ptr %167, i64 %1264
  %1266 = load float, ptr %acc32, align 4
  %1267 = fcmp uno float %1266, %1266
  %1268 = fcmp uno float %1266, %1266
  %1269 = select i1 %1268, float 0x7FF8000000000000, float %1266
  store float %1269, ptr %1265, align 4
  br label %if.end145

if.end145:                                        ; preds = %if.then144, %if.end143
  %1270 = add i64 %164, 16
  %1271 = add i64 %37, %1270
  %1272 = add i64 %166, 1
  %1273 = add i64 %39, %1272
  %1274 = icmp slt i64 %1273, %7
  %1275 = icmp slt i64 %1271, %6
  %1276 = and i1 %1275, %1274
  br i1 %1276, label %if.then146, label %if.end147

if.then146:                                       ; preds = %if.end145
  %1277 = mul i64 %1271, %5
  %1278 = add i64 %1277, %1273
  %1279 = getelementptr float, ptr %167, i64 %1278
  %1280 = load float, ptr %acc33, align 4
  %1281 = fcmp uno float %1280, %1280
  %1282 = fcmp uno float %1280, %1280
  %1283 = select i1 %1282, float 0x7FF8000000000000, float %1280
  store float %1283, ptr %1279, align 4
  br label %if.end147

if.end147:                                        ; preds = %if.then146, %if.end145
  %1284 = add i64 %164, 24
  %1285 = add i64 %37, %1284
  %1286 = add i64 %166, 0
  %1287 = add i64 %39, %1286
  %1288 = icmp slt i64 %1287, %7
  %1289 = icmp slt i64 %1285, %6
  %1290 = and i1 %1289, %1288
  br i1 %1290, label %if.then148, label %if.end149

if.then148:                                       ; preds = %if.end147
  %1291 = mul i64 %1285, %5
  %1292 = add i64 %1291, %1287
  %1293 = getelementptr float, ptr %167, i64 %1292
  %1294 = load float, ptr %acc34, align 4
  %1295 = fcmp uno float %1294, %1294
  %1296 = fcmp uno float %1294, %1294
  %1297 = select i1 %1296, float 0x7FF8000000000000, float %1294
  store float %1297, ptr %1293, align 4
  br label %if.end149

if.end149:                                        ; preds = %if.then148, %if.end147
  %1298 = add i64 %164, 24
  %1299 = add i64 %37, %1298
  %1300 = add i64 %166, 1
  %1301 = add i64 %39, %1300
  %1302 = icmp slt i64 %1301, %7
  %1303 = icmp slt i64 %1299, %6
  %1304 = and i1 %1303, %1302
  br i1 %1304, label %if.then150, label %if.end151

if.then150:                                       ; preds = %if.end149
  %1305 = mul i64 %1299, %5
  %1306 = add i64 %1305, %1301
  %1307 = getelementptr float, ptr %167, i64 %1306
  %1308 = load float, ptr %acc35, align 4
  %1309 = fcmp uno float %1308, %1308
  %1310 = fcmp uno float %1308, %1308
  %1311 = select i1 %1310, float 0x7FF8000000000000, float %1308
  store float %1311, ptr %1307, align 4
  br label %if.end151

if.end151:                                        ; preds = %if.then150, %if.end149
  %1312 = add i64 %164, 16
  %1313 = add i64 %37, %1312
  %1314 = add i64 %166, 8
  %1315 = add i64 %39, %1314
  %1316 = icmp slt i64 %1315, %7
  %1317 = icmp slt i64 %1313, %6
  %1318 = and i1 %1317, %1316
  br i1 %1318, label %if.then152, label %if.end153

if.then152:                                       ; preds = %if.end151
  %1319 = mul i64 %1313, %5
  %1320 = add i64 %1319, %1315
  %1321 = getelementptr float, ptr %167, i64 %1320
  %1322 = load float, ptr %acc36, align 4
  %1323 = fcmp uno float %1322, %1322
  %1324 = fcmp uno float %1322, %1322
  %1325 = select i1 %1324, float 0x7FF8000000000000, float %1322
  store float %1325, ptr %1321, align 4
  br label %if.end153

if.end153:                                        ; preds = %if.then152, %if.end151
  %1326 = add i64 %164, 16
  %1327 = add i64 %37, %1326
  %1328 = add i64 %166, 9
  %1329 = add i64 %39, %1328
  %1330 = icmp slt i64 %1329, %7
  %1331 = icmp slt i64 %1327, %6
  %1332 = and i1 %1331, %1330
  br i1 %1332, label %if.then154, label %if.end155

if.then154:                                       ; preds = %if.end153
  %1333 = mul i64 %1327, %5
  %1334 = add i64 %1333, %1329
  %1335 = getelementptr float, ptr %167, i64 %1334
  %1336 = load float, ptr %acc37, align 4
  %1337 = fcmp uno float %1336, %1336
  %1338 = fcmp uno float %1336, %1336
  %1339 = select i1 %1338, float 0x7FF8000000000000, float %1336
  store float %1339, ptr %1335, align 4
  br label %if.end155

if.end155:                                        ; preds = %if.then154, %if.end153
  %1340 = add i64 %164, 24
  %1341 = add i64 %37, %1340
  %1342 = add i64 %166, 8
  %1343 = add i64 %39, %1342
  %1344 = icmp slt i64 %1343, %7
  %1345 = icmp slt i64 %1341, %6
  %1346 = and i1 %1345, %1344
  br i1 %1346, label %if.then156, label %if.end157

if.then156:                                       ; preds = %if.end155
  %1347 = mul i64 %1341, %5
  %1348 = add i64 %1347, %1343
  %1349 = getelementptr float, ptr %167, i64 %1348
  %1350 = load float, ptr %acc38, align 4
  %1351 = fcmp uno float %1350, %1350
  %1352 = fcmp uno float %1350, %1350
  %1353 = select i1 %1352, float 0x7FF8000000000000, float %1350
  store float %1353, ptr %1349, align 4
  br label %if.end157

if.end157:                                        ; preds = %if.then156, %if.end155
  %1354 = add i64 %164, 24
  %1355 = add i64 %37, %1354
  %1356 = add i64 %166, 9
  %1357 = add i64 %39, %1356
  %1358 = icmp slt i64 %1357, %7
  %1359 = icmp slt i64 %1355, %6
  %1360 = and i1 %1359, %1358
  br i1 %1360, label %if.then158, label %if.end159

if.then158:                                       ; preds = %if.end157
  %1361 = mul i64 %1355, %5
  %1362 = add i64 %1361, %1357
  %1363 = getelementptr float, ptr %167, i64 %1362
  %1364 = load float, ptr %acc39, align 4
  %1365 = fcmp uno float %1364, %1364
  %1366 = fcmp uno float %1364, %1364
  %1367 = select i1 %1366, float 0x7FF8000000000000, float %1364
  store float %1367, ptr %1363, align 4
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %if.end157
  %1368 = add i64 %164, 16
  %1369 = add i64 %37, %1368
  %1370 = add i64 %166, 16
  %1371 = add i64 %39, %1370
  %1372 = icmp slt i64 %1371, %7
  %1373 = icmp slt i64 %1369, %6
  %1374 = and i1 %1373, %1372
  br i1 %1374, label %if.then160, label %if.end161

if.then160:                                       ; preds = %if.end159
  %1375 = mul i64 %1369, %5
  %1376 = add i64 %1375, %1371
  %1377 = getelementptr float, ptr %167, i64 %1376
  %1378 = load float, ptr %acc40, align 4
  %1379 = fcmp uno float %1378, %1378
  %1380 = fcmp uno float %1378, %1378
  %1381 = select i1 %1380, float 0x7FF8000000000000, float %1378
  store float %1381, ptr %1377, align 4
  br label %if.end161

if.end161:                                        ; preds = %if.then160, %if.end159
  %1382 = add i64 %164, 16
  %1383 = add i64 %37, %1382
  %1384 = add i64 %166, 17
  %1385 = add i64 %39, %1384
  %1386 = icmp slt i64 %1385, %7
  %1387 = icmp slt i64 %1383, %6
  %1388 = and i1 %1387, %1386
  br i1 %1388, label %if.then162, label %if.end163

if.then162:                                       ; preds = %if.end161
  %1389 = mul i64 %1383, %5
  %1390 = add i64 %1389, %1385
  %1391 = getelementptr float, ptr %167, i64 %1390
  %1392 = load float, ptr %acc41, align 4
  %1393 = fcmp uno float %1392, %1392
  %1394 = fcmp uno float %1392, %1392
  %1395 = select i1 %1394, float 0x7FF8000000000000, float %1392
  store float %1395, ptr %1391, align 4
  br label %if.end163

if.end163:                                        ; preds = %if.then162, %if.end161
  %1396 = add i64 %164, 24
  %1397 = add i64 %37, %1396
  %1398 = add i64 %166, 16
  %1399 = add i64 %39, %1398
  %1400 = icmp slt i64 %1399, %7
  %1401 = icmp slt i64 %1397, %6
  %1402 = and i1 %1401, %1400
  br i1 %1402, label %if.then164, label %if.end165

if.then164:                                       ; preds = %if.end163
  %1403 = mul i64 %1397, %5
  %1404 = add i64 %1403, %1399
  %1405 = getelementptr float, ptr %167, i64 %1404
  %1406 = load float, ptr %acc42, align 4
  %1407 = fcmp uno float %1406, %1406
  %1408 = fcmp uno float %1406, %1406
  %1409 = select i1 %1408, float 0x7FF8000000000000, float %1406
  store float %1409, ptr %1405, align 4
  br label %if.end165

if.end165:                                        ; preds = %if.then164, %if.end163
  %1410 = add i64 %164, 24
  %1411 = add i64 %37, %1410
  %1412 = add i64 %166, 17
  %1413 = add i64 %39, %1412
  %1414 = icmp slt i64 %1413, %7
  %1415 = icmp slt i64 %1411, %6
  %1416 = and i1 %1415, %1414
  br i1 %1416, label %if.then166, label %if.end167

if.then166:                                       ; preds = %if.end165
  %1417 = mul i64 %1411, %5
  %1418 = add i64 %1417, %1413
  %1419 = getelementptr float, ptr %167, i64 %1418
  %1420 = load float, ptr %acc43, align 4
  %1421 = fcmp uno float %1420, %1420
  %1422 = fcmp uno float %1420, %1420
  %1423 = select i1 %1422, float 0x7FF8000000000000, float %1420
  store float %1423, ptr %1419, align 4
  br label %if.end167

if.end167:                                        ; preds = %if.then166, %if.end165
  %1424 = add i64 %164, 16
  %1425 = add i64 %37, %1424
  %1426 = add i64 %166, 24
  %1427 = add i64 %39, %1426
  %1428 = icmp slt i64 %1427, %7
  %1429 = icmp slt i64 %1425, %6
  %1430 = and i1 %1429, %1428
  br i1 %1430, label %if.then168, label %if.end169

if.then168:                                       ; preds = %if.end167
  %1431 = mul i64 %1425, %5
  %1432 = add i64 %1431, %1427
  %1433 = getelementptr float, ptr %167, i64 %1432
  %1434 = load float, ptr %acc44, align 4
  %1435 = fcmp uno float %1434, %1434
  %1436 = fcmp uno float %1434, %1434
  %1437 = select i1 %1436, float 0x7FF8000000000000, float %1434
  store float %1437, ptr %1433, align 4
  br label %if.end169

if.end169:                                        ; preds = %if.then168, %if.end167
  %1438 = add i64 %164, 16
  %1439 = add i64 %37, %1438
  %1440 = add i64 %166, 25
  %1441 = add i64 %39, %1440
  %1442 = icmp slt i64 %1441, %7
  %1443 = icmp slt i64 %1439, %6
  %1444 = and i1 %1443, %1442
  br i1 %1444, label %if.then170, label %if.end171

if.then170:                                       ; preds = %if.end169
  %1445 = mul i64 %1439, %5
  %1446 = add i64 %1445, %1441
  %1447 = getelementptr float, ptr %167, i64 %1446
  %1448 = load float, ptr %acc45, align 4
  %1449 = fcmp uno float %1448, %1448
  %1450 = fcmp uno float %1448, %1448
  %1451 = select i1 %1450, float 0x7FF8000000000000, float %1448
  store float %1451, ptr %1447, align 4
  br label %if.end171

if.end171:                                        ; preds = %if.then170, %if.end169
  %1452 = add i64 %164, 24
  %1453 = add i64 %37, %1452
  %1454 = add i64 %166, 24
  %1455 = add i64 %39, %1454
  %1456 = icmp slt i64 %1455, %7
  %1457 = icmp slt i64 %1453, %6
  %1458 = and i1 %1457, %1456
  br i1 %1458, label %if.then172, label %if.end173

if.then172:                                       ; preds = %if.end171
  %1459 = mul i64 %1453, %5
  %1460 = add i64 %1459, %1455
  %1461 = getelementptr float, ptr %167, i64 %1460
  %1462 = load float, ptr %acc46, align 4
  %1463 = fcmp uno float %1462, %1462
  %1464 = fcmp uno float %1462, %1462
  %1465 = select i1 %1464, float 0x7FF8000000000000, float %1462
  store float %1465, ptr %1461, align 4
  br label %if.end173

if.end173:                                        ; preds = %if.then172, %if.end171
  %1466 = add i64 %164, 24
  %1467 = add i64 %37, %1466
  %1468 = add i64 %166, 25
  %1469 = add i64 %39, %1468
  %1470 = icmp slt i64 %1469, %7
  %1471 = icmp slt i64 %1467, %6
  %1472 = and i1 %1471, %1470
  br i1 %1472, label %if.then174, label %if.end175

if.then174:                                       ; preds = %if.end173
  %1473 = mul i64 %1467, %5
  %1474 = add i64 %1473, %1469
  %1475 = getelementptr float, ptr %167, i64 %1474
  %1476 = load float, ptr %acc47, align 4
  %1477 = fcmp uno float %1476, %1476
  %1478 = fcmp uno float %1476, %1476
  %1479 = select i1 %1478, float 0x7FF8000000000000, float %1476
  store float %1479, ptr %1475, align 4
  br label %if.end175

if.end175:                                        ; preds = %if.then174, %if.end173
  %1480 = add i64 %164, 16
  %1481 = add i64 %37, %1480
  %1482 = add i64 %166, 32
  %1483 = add i64 %39, %1482
  %1484 = icmp slt i64 %1483, %7
  %1485 = icmp slt i64 %1481, %6
  %1486 = and i1 %1485, %1484
  br i1 %1486, label %if.then176, label %if.end177

if.then176:                                       ; preds = %if.end175
  %1487 = mul i64 %1481, %5
  %1488 = add i64 %1487, %1483
  %1489 = getelementptr float, ptr %167, i64 %1488
  %1490 = load float, ptr %acc48, align 4
  %1491 = fcmp uno float %1490, %1490
  %1492 = fcmp uno float %1490, %1490
  %1493 = select i1 %1492, float 0x7FF8000000000000, float %1490
  store float %1493, ptr %1489, align 4
  br label %if.end177

if.end177:                                        ; preds = %if.then176, %if.end175
  %1494 = add i64 %164, 16
  %1495 = add i64 %37, %1494
  %1496 = add i64 %166, 33
  %1497 = add i64 %39, %1496
  %1498 = icmp slt i64 %1497, %7
  %1499 = icmp slt i64 %1495, %6
  %1500 = and i1 %1499, %1498
  br i1 %1500, label %if.then178, label %if.end179

if.then178:                                       ; preds = %if.end177
  %1501 = mul i64 %1495, %5
  %1502 = add i64 %1501, %1497
  %1503 = getelementptr float, ptr %167, i64 %1502
  %1504 = load float, ptr %acc49, align 4
  %1505 = fcmp uno float %1504, %1504
  %1506 = fcmp uno float %1504, %1504
  %1507 = select i1 %1506, float 0x7FF8000000000000, float %1504
  store float %1507, ptr %1503, align 4
  br label %if.end179

if.end179:                                        ; preds = %if.then178, %if.end177
  %1508 = add i64 %164, 24
  %1509 = add i64 %37, %1508
  %1510 = add i64 %166, 32
  %1511 = add i64 %39, %1510
  %1512 = icmp slt i64 %1511, %7
  %1513 = icmp slt i64 %1509, %6
  %1514 = and i1 %1513, %1512
  br i1 %1514, label %if.then180, label %if.end181

if.then180:                                       ; preds = %if.end179
  %1515 = mul i64 %1509, %5
  %1516 = add i64 %1515, %1511
  %1517 = getelementptr float, ptr %167, i64 %1516
  %1518 = load float, ptr %acc50, align 4
  %1519 = fcmp uno float %1518, %1518
  %1520 = fcmp uno float %1518, %1518
  %1521 = select i1 %1520, float 0x7FF8000000000000, float %1518
  store float %1521, ptr %1517, align 4
  br label %if.end181

if.end181:                                        ; preds = %if.then180, %if.end179
  %1522 = add i64 %164, 24
  %1523 = add i64 %37, %1522
  %1524 = add i64 %166, 33
  %1525 = add i64 %39, %1524
  %1526 = icmp slt i64 %1525, %7
  %1527 = icmp slt i64 %1523, %6
  %1528 = and i1 %1527, %1526
  br i1 %1528, label %if.then182, label %if.end183

if.then182:                                       ; preds = %if.end181
  %1529 = mul i64 %1523, %5
  %1530 = add i64 %1529, %1525
  %1531 = getelementptr float, ptr %167, i64 %1530
  %1532 = load float, ptr %acc51, align 4
  %1533 = fcmp uno float %1532, %1532
  %1534 = fcmp uno float %1532, %1532
  %1535 = select i1 %1534, float 0x7FF8000000000000, float %1532
  store float %1535, ptr %1531, align 4
  br label %if.end183

if.end183:                                        ; preds = %if.then182, %if.end181
  %1536 = add i64 %164, 16
  %1537 = add i64 %37, %1536
  %1538 = add i64 %166, 40
  %1539 = add i64 %39, %1538
  %1540 = icmp slt i64 %1539, %7
  %1541 = icmp slt i64 %1537, %6
  %1542 = and i1 %1541, %1540
  br i1 %1542, label %if.then184, label %if.end185

if.then184:                                       ; preds = %if.end183
  %1543 = mul i64 %1537, %5
  %1544 = add i64 %1543, %1539
  %1545 = getelementptr float, ptr %167, i64 %1544
  %1546 = load float, ptr %acc52, align 4
  %1547 = fcmp uno float %1546, %1546
  %1548 = fcmp uno float %1546, %1546
  %1549 = select i1 %1548, float 0x7FF8000000000000, float %1546
  store float %1549, ptr %1545, align 4
  br label %if.end185

if.end185:                                        ; preds = %if.then184, %if.end183
  %1550 = add i64 %164, 16
  %1551 = add i64 %37, %1550
  %1552 = add i64 %166, 41
  %1553 = add i64 %39, %1552
  %1554 = icmp slt i64 %1553, %7
  %1555 = icmp slt i64 %1551, %6
  %1556 = and i1 %1555, %1554
  br i1 %1556, label %if.then186, label %if.end187

if.then186:                                       ; preds = %if.end185
  %1557 = mul i64 %1551, %5
  %1558 = add i64 %1557, %1553
  %1559 = getelementptr float, ptr %167, i64 %1558
  %1560 = load float, ptr %acc53, align 4
  %1561 = fcmp uno float %1560, %1560
  %1562 = fcmp uno float %1560, %1560
  %1563 = select i1 %1562, float 0x7FF8000000000000, float %1560
  store float %1563, ptr %1559, align 4
  br label %if.end187

if.end187:                                        ; preds = %if.then186, %if.end185
  %1564 = add i64 %164, 24
  %1565 = add i64 %37, %1564
  %1566 = add i64 %166, 40
  %1567 = add i64 %39, %1566
  %1568 = icmp slt i64 %1567, %7
  %1569 = icmp slt i64 %1565, %6
  %1570 = and i1 %1569, %1568
  br i1 %1570, label %if.then188, label %if.end189

if.then188:                                       ; preds = %if.end187
  %1571 = mul i64 %1565, %5
  %1572 = add i64 %1571, %1567
  %1573 = getelementptr float, ptr %167, i64 %1572
  %1574 = load float, ptr %acc54, align 4
  %1575 = fcmp uno float %1574, %1574
  %1576 = fcmp uno float %1574, %1574
  %1577 = select i1 %1576, float 0x7FF8000000000000, float %1574
  store float %1577, ptr %1573, align 4
  br label %if.end189

if.end189:                                        ; preds = %if.then188, %if.end187
  %1578 = add i64 %164, 24
  %1579 = add i64 %37, %1578
  %1580 = add i64 %166, 41
  %1581 = add i64 %39, %1580
  %1582 = icmp slt i64 %1581, %7
  %1583 = icmp slt i64 %1579, %6
  %1584 = and i1 %1583, %1582
  br i1 %1584, label %if.then190, label %if.end191

if.then190:                                       ; preds = %if.end189
  %1585 = mul i64 %1579, %5
  %1586 = add i64 %1585, %1581
  %1587 = getelementptr float, ptr %167, i64 %1586
  %1588 = load float, ptr %acc55, align 4
  %1589 = fcmp uno float %1588, %1588
  %1590 = fcmp uno float %1588, %1588
  %1591 = select i1 %1590, float 0x7FF8000000000000, float %1588
  store float %1591, ptr %1587, align 4
  br label %if.end191

if.end191:                                        ; preds = %if.then190, %if.end189
  %1592 = add i64 %164, 16
  %1593 = add i64 %37, %1592
  %1594 = add i64 %166, 48
  %1595 = add i64 %39, %1594
  %1596 = icmp slt i64 %1595, %7
  %1597 = icmp slt i64 %1593, %6
  %1598 = and i1 %1597, %1596
  br i1 %1598, label %if.then192, label %if.end193

if.then192:                                       ; preds = %if.end191
  %1599 = mul i64 %1593, %5
  %1600 = add i64 %1599, %1595
  %1601 = getelementptr float, ptr %167, i64 %1600
  %1602 = load float, ptr %acc56, align 4
  %1603 = fcmp uno float %1602, %1602
  %1604 = fcmp uno float %1602, %1602
  %1605 = select i1 %1604, float 0x7FF8000000000000, float %1602
  store float %1605, ptr %1601, align 4
  br label %if.end193

if.end193:                                        ; preds = %if.then192, %if.end191
  %1606 = add i64 %164, 16
  %1607 = add i64 %37, %1606
  %1608 = add i64 %166, 49
  %1609 = add i64 %39, %1608
  %1610 = icmp slt i64 %1609, %7
  %1611 = icmp slt i64 %1607, %6
  %1612 = and i1 %1611, %1610
  br i1 %1612, label %if.then194, label %if.end195

if.then194:                                       ; preds = %if.end193
  %1613 = mul i64 %1607, %5
  %1614 = add i64 %1613, %1609
  %1615 = getelementptr float, ptr %167, i64 %1614
  %1616 = load float, ptr %acc57, align 4
  %1617 = fcmp uno float %1616, %1616
  %1618 = fcmp uno float %1616, %1616
  %1619 = select i1 %1618, float 0x7FF8000000000000, float %1616
  store float %1619, ptr %1615, align 4
  br label %if.end195

if.end195:                                        ; preds = %if.then194, %if.end193
  %1620 = add i64 %164, 24
  %1621 = add i64 %37, %1620
  %1622 = add i64 %166, 48
  %1623 = add i64 %39, %1622
  %1624 = icmp slt i64 %1623, %7
  %1625 = icmp slt i64 %1621, %6
  %1626 = and i1 %1625, %1624
  br i1 %1626, label %if.then196, label %if.end197

if.then196:                                       ; preds = %if.end195
  %1627 = mul i64 %1621, %5
  %1628 = add i64 %1627, %1623
  %1629 = getelementptr float, ptr %167, i64 %1628
  %1630 = load float, ptr %acc58, align 4
  %1631 = fcmp uno float %1630, %1630
  %1632 = fcmp uno float %1630, %1630
  %1633 = select i1 %1632, float 0x7FF8000000000000, float %1630
  store float %1633, ptr %1629, align 4
  br label %if.end197

if.end197:                                        ; preds = %if.then196, %if.end195
  %1634 = add i64 %164, 24
  %1635 = add i64 %37, %1634
  %1636 = add i64 %166, 49
  %1637 = add i64 %39, %1636
  %1638 = icmp slt i64 %1637, %7
  %1639 = icmp slt i64 %1635, %6
  %1640 = and i1 %1639, %1638
  br i1 %1640, label %if.then198, label %if.end199

if.then198:                                       ; preds = %if.end197
  %1641 = mul i64 %1635, %5
  %1642 = add i64 %1641, %1637
  %1643 = getelementptr float, ptr %167, i64 %1642
  %1644 = load float, ptr %acc59, align 4
  %1645 = fcmp uno float %1644, %1644
  %1646 = fcmp uno float %1644, %1644
  %1647 = select i1 %1646, float 0x7FF8000000000000, float %1644
  store float %1647, ptr %1643, align 4
  br label %if.end199

if.end199:                                        ; preds = %if.then198, %if.end197
  %1648 = add i64 %164, 16
  %1649 = add i64 %37, %1648
  %1650 = add i64 %166, 56
  %1651 = add i64 %39, %1650
  %1652 = icmp slt i64 %1651, %7
  %1653 = icmp slt i64 %1649, %6
  %1654 = and i1 %1653, %1652
  br i1 %1654, label %if.then200, label %if.end201

if.then200:                                       ; preds = %if.end199
  %1655 = mul i64 %1649, %5
  %1656 = add i64 %1655, %1651
  %1657 = getelementptr float, ptr %167, i64 %1656
  %1658 = load float, ptr %acc60, align 4
  %1659 = fcmp uno float %1658, %1658
  %1660 = fcmp uno float %1658, %1658
  %1661 = select i1 %1660, float 0x7FF8000000000000, float %1658
  store float %1661, ptr %1657, align 4
  br label %if.end201

if.end201:                                        ; preds = %if.then200, %if.end199
  %1662 = add i64 %164, 16
  %1663 = add i64 %37, %1662
  %1664 = add i64 %166, 57
  %1665 = add i64 %39, %1664
  %1666 = icmp slt i64 %1665, %7
  %1667 = icmp slt i64 %1663, %6
  %1668 = and i1 %1667, %1666
  br i1 %1668, label %if.then202, label %if.end203

if.then202:                                       ; preds = %if.end201
  %1669 = mul i64 %1663, %5
  %1670 = add i64 %1669, %1665
  %1671 = getelementptr float, ptr %167, i64 %1670
  %1672 = load float, ptr %acc61, align 4
  %1673 = fcmp uno float %1672, %1672
  %1674 = fcmp uno float %1672, %1672
  %1675 = select i1 %1674, float 0x7FF8000000000000, float %1672
  store float %1675, ptr %1671, align 4
  br label %if.end203

if.end203:                                        ; preds = %if.then202, %if.end201
  %1676 = add i64 %164, 24
  %1677 = add i64 %37, %1676
  %1678 = add i64 %166, 56
  %1679 = add i64 %39, %1678
  %1680 = icmp slt i64 %1679, %7
  %1681 = icmp slt i64 %1677, %6
  %1682 = and i1 %1681, %1680
  br i1 %1682, label %if.then204, label %if.end205

if.then204:                                       ; preds = %if.end203
  %1683 = mul i64 %1677, %5
  %1684 = add i64 %1683, %1679
  %1685 = getelementptr float, ptr %167, i64 %1684
  %1686 = load float, ptr %acc62, align 4
  %1687 = fcmp uno float %1686, %1686
  %1688 = fcmp uno float %1686, %1686
  %1689 = select i1 %1688, float 0x7FF8000000000000, float %1686
  store float %1689, ptr %1685, align 4
  br label %if.end205

if.end205:                                        ; preds = %if.then204, %if.end203
  %1690 = add i64 %164, 24
  %1691 = add i64 %37, %1690
  %1692 = add i64 %166, 57
  %1693 = add i64 %39, %1692
  %1694 = icmp slt i64 %1693, %7
  %1695 = icmp slt i64 %1691, %6
  %1696 = and i1 %1695, %1694
  br i1 %1696, label %if.then206, label %if.end207

if.then206:                                       ; preds = %if.end205
  %1697 = mul i64 %1691, %5
  %1698 = add i64 %1697, %1693
  %1699 = getelementptr float, ptr %167, i64 %1698
  %1700 = load float, ptr %acc63, align 4
  %1701 = fcmp uno float %1700, %1700
  %1702 = fcmp uno float %1700, %1700
  %1703 = select i1 %1702, float 0x7FF8000000000000, float %1700
  store float %1703, ptr %1699, align 4
  br label %if.end207

if.end207:                                        ; preds = %if.then206, %if.end205
  br label %unit.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #2

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #0

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: nocallback nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nocapture readonly) #4

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float) #5

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nounwind memory(argmem: read) }
attributes #5 = { nocallback nounwind memory(none) }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @logpjit_lm_head, !"kernel", i32 1}
!1 = !{ptr @logpjit_lm_head, !"maxntidx", i32 256}
!2 = !{ptr @logpjit_lm_head, !"minctasm", i32 2}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
