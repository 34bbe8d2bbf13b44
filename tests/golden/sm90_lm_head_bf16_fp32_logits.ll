; golden IR for tests/codegen/golden_test.cpp (the LM head's mma.m16n8k16 warps (sm_90 order))
; regenerate: scripts/update-golden.sh
; spec: kind=lm_head;target=sm_90;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
source_filename = "logpjit.lm_head"
target triple = "nvptx64-nvidia-cuda"

@dynamic_shared = external addrspace(3) global [0 x i8], align 1024

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
  %34 = lshr i64 %33, 2
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
  %35 = sub i64 %6, 1
  %36 = sub i64 %7, 1
  %37 = inttoptr i64 %0 to ptr
  %38 = inttoptr i64 %2 to ptr
  %39 = mul i64 %34, 8192
  %40 = add i64 %8, 63
  %41 = udiv i64 %40, 64
  %42 = udiv i64 %8, 64
  %43 = icmp sgt i64 %41, 0
  br i1 %43, label %if.then, label %if.end

unit.end:                                         ; preds = %if.end227, %entry
  ret void

if.then:                                          ; preds = %unit.then
  %44 = add i64 %11, 0
  %45 = lshr i64 %44, 3
  %46 = and i64 %44, 7
  %47 = shl i64 %46, 3
  %48 = add i64 0, %47
  %49 = icmp slt i64 %48, %8
  br i1 %49, label %if.then64, label %if.end65

if.end:                                           ; preds = %if.end71, %unit.then
  call void @llvm.nvvm.cp.async.commit.group()
  %50 = icmp sgt i64 %41, 1
  br i1 %50, label %if.then72, label %if.end73

if.then64:                                        ; preds = %if.then
  %51 = and i64 %45, 7
  %52 = xor i64 %46, %51
  %53 = shl i64 %52, 4
  %54 = mul i64 %45, 128
  %55 = add i64 %54, %53
  %56 = add i64 %31, %45
  %57 = icmp slt i64 %56, %35
  %58 = select i1 %57, i64 %56, i64 %35
  %59 = mul i64 %58, %1
  %60 = add i64 %59, %48
  %61 = getelementptr i16, ptr %37, i64 %60
  %62 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %55
  %63 = addrspacecast ptr %61 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %62, ptr addrspace(1) %63)
  %64 = add i64 %32, %45
  %65 = icmp slt i64 %64, %36
  %66 = select i1 %65, i64 %64, i64 %36
  %67 = mul i64 %66, %3
  %68 = add i64 %67, %48
  %69 = getelementptr i16, ptr %38, i64 %68
  %70 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 16384), i64 %55
  %71 = addrspacecast ptr %69 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %70, ptr addrspace(1) %71)
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.then
  %72 = add i64 %11, 256
  %73 = lshr i64 %72, 3
  %74 = and i64 %72, 7
  %75 = shl i64 %74, 3
  %76 = add i64 0, %75
  %77 = icmp slt i64 %76, %8
  br i1 %77, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  %78 = and i64 %73, 7
  %79 = xor i64 %74, %78
  %80 = shl i64 %79, 4
  %81 = mul i64 %73, 128
  %82 = add i64 %81, %80
  %83 = add i64 %31, %73
  %84 = icmp slt i64 %83, %35
  %85 = select i1 %84, i64 %83, i64 %35
  %86 = mul i64 %85, %1
  %87 = add i64 %86, %76
  %88 = getelementptr i16, ptr %37, i64 %87
  %89 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %82
  %90 = addrspacecast ptr %88 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %89, ptr addrspace(1) %90)
  %91 = add i64 %32, %73
  %92 = icmp slt i64 %91, %36
  %93 = select i1 %92, i64 %91, i64 %36
  %94 = mul i64 %93, %3
  %95 = add i64 %94, %76
  %96 = getelementptr i16, ptr %38, i64 %95
  %97 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 16384), i64 %82
  %98 = addrspacecast ptr %96 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %97, ptr addrspace(1) %98)
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  %99 = add i64 %11, 512
  %100 = lshr i64 %99, 3
  %101 = and i64 %99, 7
  %102 = shl i64 %101, 3
  %103 = add i64 0, %102
  %104 = icmp slt i64 %103, %8
  br i1 %104, label %if.then68, label %if.end69

if.then68:                                        ; preds = %if.end67
  %105 = and i64 %100, 7
  %106 = xor i64 %101, %105
  %107 = shl i64 %106, 4
  %108 = mul i64 %100, 128
  %109 = add i64 %108, %107
  %110 = add i64 %31, %100
  %111 = icmp slt i64 %110, %35
  %112 = select i1 %111, i64 %110, i64 %35
  %113 = mul i64 %112, %1
  %114 = add i64 %113, %103
  %115 = getelementptr i16, ptr %37, i64 %114
  %116 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %109
  %117 = addrspacecast ptr %115 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %116, ptr addrspace(1) %117)
  %118 = add i64 %32, %100
  %119 = icmp slt i64 %118, %36
  %120 = select i1 %119, i64 %118, i64 %36
  %121 = mul i64 %120, %3
  %122 = add i64 %121, %103
  %123 = getelementptr i16, ptr %38, i64 %122
  %124 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 16384), i64 %109
  %125 = addrspacecast ptr %123 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %124, ptr addrspace(1) %125)
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.end67
  %126 = add i64 %11, 768
  %127 = lshr i64 %126, 3
  %128 = and i64 %126, 7
  %129 = shl i64 %128, 3
  %130 = add i64 0, %129
  %131 = icmp slt i64 %130, %8
  br i1 %131, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  %132 = and i64 %127, 7
  %133 = xor i64 %128, %132
  %134 = shl i64 %133, 4
  %135 = mul i64 %127, 128
  %136 = add i64 %135, %134
  %137 = add i64 %31, %127
  %138 = icmp slt i64 %137, %35
  %139 = select i1 %138, i64 %137, i64 %35
  %140 = mul i64 %139, %1
  %141 = add i64 %140, %130
  %142 = getelementptr i16, ptr %37, i64 %141
  %143 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %136
  %144 = addrspacecast ptr %142 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %143, ptr addrspace(1) %144)
  %145 = add i64 %32, %127
  %146 = icmp slt i64 %145, %36
  %147 = select i1 %146, i64 %145, i64 %36
  %148 = mul i64 %147, %3
  %149 = add i64 %148, %130
  %150 = getelementptr i16, ptr %38, i64 %149
  %151 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 16384), i64 %136
  %152 = addrspacecast ptr %150 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %151, ptr addrspace(1) %152)
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  br label %if.end

if.then72:                                        ; preds = %if.end
  %153 = add i64 %11, 0
  %154 = lshr i64 %153, 3
  %155 = and i64 %153, 7
  %156 = shl i64 %155, 3
  %157 = add i64 64, %156
  %158 = icmp slt i64 %157, %8
  br i1 %158, label %if.then74, label %if.end75

if.end73:                                         ; preds = %if.end81, %if.end
  call void @llvm.nvvm.cp.async.commit.group()
  br label %kt.head

if.then74:                                        ; preds = %if.then72
  %159 = and i64 %154, 7
  %160 = xor i64 %155, %159
  %161 = shl i64 %160, 4
  %162 = mul i64 %154, 128
  %163 = add i64 %162, %161
  %164 = add i64 %31, %154
  %165 = icmp slt i64 %164, %35
  %166 = select i1 %165, i64 %164, i64 %35
  %167 = mul i64 %166, %1
  %168 = add i64 %167, %157
  %169 = getelementptr i16, ptr %37, i64 %168
  %170 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 32768), i64 %163
  %171 = addrspacecast ptr %169 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %170, ptr addrspace(1) %171)
  %172 = add i64 %32, %154
  %173 = icmp slt i64 %172, %36
  %174 = select i1 %173, i64 %172, i64 %36
  %175 = mul i64 %174, %3
  %176 = add i64 %175, %157
  %177 = getelementptr i16, ptr %38, i64 %176
  %178 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 49152), i64 %163
  %179 = addrspacecast ptr %177 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %178, ptr addrspace(1) %179)
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %if.then72
  %180 = add i64 %11, 256
  %181 = lshr i64 %180, 3
  %182 = and i64 %180, 7
  %183 = shl i64 %182, 3
  %184 = add i64 64, %183
  %185 = icmp slt i64 %184, %8
  br i1 %185, label %if.then76, label %if.end77

if.then76:                                        ; preds = %if.end75
  %186 = and i64 %181, 7
  %187 = xor i64 %182, %186
  %188 = shl i64 %187, 4
  %189 = mul i64 %181, 128
  %190 = add i64 %189, %188
  %191 = add i64 %31, %181
  %192 = icmp slt i64 %191, %35
  %193 = select i1 %192, i64 %191, i64 %35
  %194 = mul i64 %193, %1
  %195 = add i64 %194, %184
  %196 = getelementptr i16, ptr %37, i64 %195
  %197 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 32768), i64 %190
  %198 = addrspacecast ptr %196 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %197, ptr addrspace(1) %198)
  %199 = add i64 %32, %181
  %200 = icmp slt i64 %199, %36
  %201 = select i1 %200, i64 %199, i64 %36
  %202 = mul i64 %201, %3
  %203 = add i64 %202, %184
  %204 = getelementptr i16, ptr %38, i64 %203
  %205 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 49152), i64 %190
  %206 = addrspacecast ptr %204 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %205, ptr addrspace(1) %206)
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %if.end75
  %207 = add i64 %11, 512
  %208 = lshr i64 %207, 3
  %209 = and i64 %207, 7
  %210 = shl i64 %209, 3
  %211 = add i64 64, %210
  %212 = icmp slt i64 %211, %8
  br i1 %212, label %if.then78, label %if.end79

if.then78:                                        ; preds = %if.end77
  %213 = and i64 %208, 7
  %214 = xor i64 %209, %213
  %215 = shl i64 %214, 4
  %216 = mul i64 %208, 128
  %217 = add i64 %216, %215
  %218 = add i64 %31, %208
  %219 = icmp slt i64 %218, %35
  %220 = select i1 %219, i64 %218, i64 %35
  %221 = mul i64 %220, %1
  %222 = add i64 %221, %211
  %223 = getelementptr i16, ptr %37, i64 %222
  %224 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 32768), i64 %217
  %225 = addrspacecast ptr %223 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %224, ptr addrspace(1) %225)
  %226 = add i64 %32, %208
  %227 = icmp slt i64 %226, %36
  %228 = select i1 %227, i64 %226, i64 %36
  %229 = mul i64 %228, %3
  %230 = add i64 %229, %211
  %231 = getelementptr i16, ptr %38, i64 %230
  %232 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 49152), i64 %217
  %233 = addrspacecast ptr %231 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %232, ptr addrspace(1) %233)
  br label %if.end79

if.end79:                                         ; preds = %if.then78, %if.end77
  %234 = add i64 %11, 768
  %235 = lshr i64 %234, 3
  %236 = and i64 %234, 7
  %237 = shl i64 %236, 3
  %238 = add i64 64, %237
  %239 = icmp slt i64 %238, %8
  br i1 %239, label %if.then80, label %if.end81

if.then80:                                        ; preds = %if.end79
  %240 = and i64 %235, 7
  %241 = xor i64 %236, %240
  %242 = shl i64 %241, 4
  %243 = mul i64 %235, 128
  %244 = add i64 %243, %242
  %245 = add i64 %31, %235
  %246 = icmp slt i64 %245, %35
  %247 = select i1 %246, i64 %245, i64 %35
  %248 = mul i64 %247, %1
  %249 = add i64 %248, %238
  %250 = getelementptr i16, ptr %37, i64 %249
  %251 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 32768), i64 %244
  %252 = addrspacecast ptr %250 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %251, ptr addrspace(1) %252)
  %253 = add i64 %32, %235
  %254 = icmp slt i64 %253, %36
  %255 = select i1 %254, i64 %253, i64 %36
  %256 = mul i64 %255, %3
  %257 = add i64 %256, %238
  %258 = getelementptr i16, ptr %38, i64 %257
  %259 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dynamic_shared, i64 49152), i64 %244
  %260 = addrspacecast ptr %258 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %259, ptr addrspace(1) %260)
  br label %if.end81

if.end81:                                         ; preds = %if.then80, %if.end79
  br label %if.end73

kt.head:                                          ; preds = %if.end83, %if.end73
  %kt.iv = phi i64 [ 0, %if.end73 ], [ %kt.next, %if.end83 ]
  %261 = icmp slt i64 %kt.iv, %42
  br i1 %261, label %kt.body, label %kt.exit

kt.body:                                          ; preds = %kt.head
  call void @llvm.nvvm.cp.async.wait.group(i32 1)
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %262 = add i64 %kt.iv, 2
  %263 = icmp slt i64 %262, %41
  br i1 %263, label %if.then82, label %if.end83

kt.exit:                                          ; preds = %kt.head
  %264 = icmp sgt i64 %41, %42
  br i1 %264, label %if.then92, label %if.end93

if.then82:                                        ; preds = %kt.body
  %265 = mul i64 %262, 64
  %266 = urem i64 %262, 4
  %267 = add i64 %11, 0
  %268 = lshr i64 %267, 3
  %269 = and i64 %267, 7
  %270 = shl i64 %269, 3
  %271 = add i64 %265, %270
  %272 = icmp slt i64 %271, %8
  br i1 %272, label %if.then84, label %if.end85

if.end83:                                         ; preds = %if.end91, %kt.body
  call void @llvm.nvvm.cp.async.commit.group()
  %273 = mul i64 %kt.iv, 64
  %274 = urem i64 %kt.iv, 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %275 = add i64 %39, 0
  %276 = mul i64 %274, 32768
  %277 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %276
  %278 = getelementptr i8, ptr addrspace(3) %277, i64 %275
  %279 = ptrtoint ptr addrspace(3) %278 to i32
  %280 = zext i32 %279 to i64
  %281 = lshr i64 %280, 4
  %282 = and i64 %281, 16383
  %283 = or i64 %282, 4611686293305360384
  %284 = mul i64 %274, 32768
  %285 = add i64 %284, 16384
  %286 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %285
  %287 = getelementptr i8, ptr addrspace(3) %286, i64 0
  %288 = ptrtoint ptr addrspace(3) %287 to i32
  %289 = zext i32 %288 to i64
  %290 = lshr i64 %289, 4
  %291 = and i64 %290, 16383
  %292 = or i64 %291, 4611686293305360384
  %293 = load float, ptr %acc, align 4
  %294 = load float, ptr %acc1, align 4
  %295 = load float, ptr %acc2, align 4
  %296 = load float, ptr %acc3, align 4
  %297 = load float, ptr %acc4, align 4
  %298 = load float, ptr %acc5, align 4
  %299 = load float, ptr %acc6, align 4
  %300 = load float, ptr %acc7, align 4
  %301 = load float, ptr %acc8, align 4
  %302 = load float, ptr %acc9, align 4
  %303 = load float, ptr %acc10, align 4
  %304 = load float, ptr %acc11, align 4
  %305 = load float, ptr %acc12, align 4
  %306 = load float, ptr %acc13, align 4
  %307 = load float, ptr %acc14, align 4
  %308 = load float, ptr %acc15, align 4
  %309 = load float, ptr %acc16, align 4
  %310 = load float, ptr %acc17, align 4
  %311 = load float, ptr %acc18, align 4
  %312 = load float, ptr %acc19, align 4
  %313 = load float, ptr %acc20, align 4
  %314 = load float, ptr %acc21, align 4
  %315 = load float, ptr %acc22, align 4
  %316 = load float, ptr %acc23, align 4
  %317 = load float, ptr %acc24, align 4
  %318 = load float, ptr %acc25, align 4
  %319 = load float, ptr %acc26, align 4
  %320 = load float, ptr %acc27, align 4
  %321 = load float, ptr %acc28, align 4
  %322 = load float, ptr %acc29, align 4
  %323 = load float, ptr %acc30, align 4
  %324 = load float, ptr %acc31, align 4
  %325 = load float, ptr %acc32, align 4
  %326 = load float, ptr %acc33, align 4
  %327 = load float, ptr %acc34, align 4
  %328 = load float, ptr %acc35, align 4
  %329 = load float, ptr %acc36, align 4
  %330 = load float, ptr %acc37, align 4
  %331 = load float, ptr %acc38, align 4
  %332 = load float, ptr %acc39, align 4
  %333 = load float, ptr %acc40, align 4
  %334 = load float, ptr %acc41, align 4
  %335 = load float, ptr %acc42, align 4
  %336 = load float, ptr %acc43, align 4
  %337 = load float, ptr %acc44, align 4
  %338 = load float, ptr %acc45, align 4
  %339 = load float, ptr %acc46, align 4
  %340 = load float, ptr %acc47, align 4
  %341 = load float, ptr %acc48, align 4
  %342 = load float, ptr %acc49, align 4
  %343 = load float, ptr %acc50, align 4
  %344 = load float, ptr %acc51, align 4
  %345 = load float, ptr %acc52, align 4
  %346 = load float, ptr %acc53, align 4
  %347 = load float, ptr %acc54, align 4
  %348 = load float, ptr %acc55, align 4
  %349 = load float, ptr %acc56, align 4
  %350 = load float, ptr %acc57, align 4
  %351 = load float, ptr %acc58, align 4
  %352 = load float, ptr %acc59, align 4
  %353 = load float, ptr %acc60, align 4
  %354 = load float, ptr %acc61, align 4
  %355 = load float, ptr %acc62, align 4
  %356 = load float, ptr %acc63, align 4
  %357 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %283, i64 %292, i32 1, float %293, float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356)
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 0
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 1
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 2
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 3
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 4
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 5
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 6
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 7
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 8
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 9
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 10
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 11
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 12
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 13
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 14
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 15
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 16
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 17
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 18
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 19
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 20
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 21
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 22
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 23
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 24
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 25
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 26
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 27
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 28
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 29
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 30
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 31
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 32
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 33
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 34
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 35
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 36
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 37
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 38
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 39
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 40
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 41
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 42
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 43
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 44
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 45
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 46
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 47
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 48
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 49
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 50
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 51
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 52
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 53
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 54
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 55
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 56
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 57
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 58
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 59
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 60
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 61
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 62
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %357, 63
  store float %358, ptr %acc, align 4
  store float %359, ptr %acc1, align 4
  store float %360, ptr %acc2, align 4
  store float %361, ptr %acc3, align 4
  store float %362, ptr %acc4, align 4
  store float %363, ptr %acc5, align 4
  store float %364, ptr %acc6, align 4
  store float %365, ptr %acc7, align 4
  store float %366, ptr %acc8, align 4
  store float %367, ptr %acc9, align 4
  store float %368, ptr %acc10, align 4
  store float %369, ptr %acc11, align 4
  store float %370, ptr %acc12, align 4
  store float %371, ptr %acc13, align 4
  store float %372, ptr %acc14, align 4
  store float %373, ptr %acc15, align 4
  store float %374, ptr %acc16, align 4
  store float %375, ptr %acc17, align 4
  store float %376, ptr %acc18, align 4
  store float %377, ptr %acc19, align 4
  store float %378, ptr %acc20, align 4
  store float %379, ptr %acc21, align 4
  store float %380, ptr %acc22, align 4
  store float %381, ptr %acc23, align 4
  store float %382, ptr %acc24, align 4
  store float %383, ptr %acc25, align 4
  store float %384, ptr %acc26, align 4
  store float %385, ptr %acc27, align 4
  store float %386, ptr %acc28, align 4
  store float %387, ptr %acc29, align 4
  store float %388, ptr %acc30, align 4
  store float %389, ptr %acc31, align 4
  store float %390, ptr %acc32, align 4
  store float %391, ptr %acc33, align 4
  store float %392, ptr %acc34, align 4
  store float %393, ptr %acc35, align 4
  store float %394, ptr %acc36, align 4
  store float %395, ptr %acc37, align 4
  store float %396, ptr %acc38, align 4
  store float %397, ptr %acc39, align 4
  store float %398, ptr %acc40, align 4
  store float %399, ptr %acc41, align 4
  store float %400, ptr %acc42, align 4
  store float %401, ptr %acc43, align 4
  store float %402, ptr %acc44, align 4
  store float %403, ptr %acc45, align 4
  store float %404, ptr %acc46, align 4
  store float %405, ptr %acc47, align 4
  store float %406, ptr %acc48, align 4
  store float %407, ptr %acc49, align 4
  store float %408, ptr %acc50, align 4
  store float %409, ptr %acc51, align 4
  store float %410, ptr %acc52, align 4
  store float %411, ptr %acc53, align 4
  store float %412, ptr %acc54, align 4
  store float %413, ptr %acc55, align 4
  store float %414, ptr %acc56, align 4
  store float %415, ptr %acc57, align 4
  store float %416, ptr %acc58, align 4
  store float %417, ptr %acc59, align 4
  store float %418, ptr %acc60, align 4
  store float %419, ptr %acc61, align 4
  store float %420, ptr %acc62, align 4
  store float %421, ptr %acc63, align 4
  %422 = add i64 %39, 32
  %423 = mul i64 %274, 32768
  %424 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %423
  %425 = getelementptr i8, ptr addrspace(3) %424, i64 %422
  %426 = ptrtoint ptr addrspace(3) %425 to i32
  %427 = zext i32 %426 to i64
  %428 = lshr i64 %427, 4
  %429 = and i64 %428, 16383
  %430 = or i64 %429, 4611686293305360384
  %431 = mul i64 %274, 32768
  %432 = add i64 %431, 16384
  %433 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %432
  %434 = getelementptr i8, ptr addrspace(3) %433, i64 32
  %435 = ptrtoint ptr addrspace(3) %434 to i32
  %436 = zext i32 %435 to i64
  %437 = lshr i64 %436, 4
  %438 = and i64 %437, 16383
  %439 = or i64 %438, 4611686293305360384
  %440 = load float, ptr %acc, align 4
  %441 = load float, ptr %acc1, align 4
  %442 = load float, ptr %acc2, align 4
  %443 = load float, ptr %acc3, align 4
  %444 = load float, ptr %acc4, align 4
  %445 = load float, ptr %acc5, align 4
  %446 = load float, ptr %acc6, align 4
  %447 = load float, ptr %acc7, align 4
  %448 = load float, ptr %acc8, align 4
  %449 = load float, ptr %acc9, align 4
  %450 = load float, ptr %acc10, align 4
  %451 = load float, ptr %acc11, align 4
  %452 = load float, ptr %acc12, align 4
  %453 = load float, ptr %acc13, align 4
  %454 = load float, ptr %acc14, align 4
  %455 = load float, ptr %acc15, align 4
  %456 = load float, ptr %acc16, align 4
  %457 = load float, ptr %acc17, align 4
  %458 = load float, ptr %acc18, align 4
  %459 = load float, ptr %acc19, align 4
  %460 = load float, ptr %acc20, align 4
  %461 = load float, ptr %acc21, align 4
  %462 = load float, ptr %acc22, align 4
  %463 = load float, ptr %acc23, align 4
  %464 = load float, ptr %acc24, align 4
  %465 = load float, ptr %acc25, align 4
  %466 = load float, ptr %acc26, align 4
  %467 = load float, ptr %acc27, align 4
  %468 = load float, ptr %acc28, align 4
  %469 = load float, ptr %acc29, align 4
  %470 = load float, ptr %acc30, align 4
  %471 = load float, ptr %acc31, align 4
  %472 = load float, ptr %acc32, align 4
  %473 = load float, ptr %acc33, align 4
  %474 = load float, ptr %acc34, align 4
  %475 = load float, ptr %acc35, align 4
  %476 = load float, ptr %acc36, align 4
  %477 = load float, ptr %acc37, align 4
  %478 = load float, ptr %acc38, align 4
  %479 = load float, ptr %acc39, align 4
  %480 = load float, ptr %acc40, align 4
  %481 = load float, ptr %acc41, align 4
  %482 = load float, ptr %acc42, align 4
  %483 = load float, ptr %acc43, align 4
  %484 = load float, ptr %acc44, align 4
  %485 = load float, ptr %acc45, align 4
  %486 = load float, ptr %acc46, align 4
  %487 = load float, ptr %acc47, align 4
  %488 = load float, ptr %acc48, align 4
  %489 = load float, ptr %acc49, align 4
  %490 = load float, ptr %acc50, align 4
  %491 = load float, ptr %acc51, align 4
  %492 = load float, ptr %acc52, align 4
  %493 = load float, ptr %acc53, align 4
  %494 = load float, ptr %acc54, align 4
  %495 = load float, ptr %acc55, align 4
  %496 = load float, ptr %acc56, align 4
  %497 = load float, ptr %acc57, align 4
  %498 = load float, ptr %acc58, align 4
  %499 = load float, ptr %acc59, align 4
  %500 = load float, ptr %acc60, align 4
  %501 = load float, ptr %acc61, align 4
  %502 = load float, ptr %acc62, align 4
  %503 = load float, ptr %acc63, align 4
  %504 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %430, i64 %439, i32 1, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503)
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 0
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 1
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 2
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 3
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 4
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 5
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 6
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 7
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 8
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 9
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 10
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 11
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 12
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 13
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 14
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 15
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 16
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 17
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 18
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 19
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 20
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 21
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 22
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 23
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 24
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 25
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 26
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 27
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 28
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 29
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 30
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 31
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 32
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 33
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 34
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 35
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 36
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 37
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 38
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 39
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 40
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 41
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 42
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 43
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 44
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 45
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 46
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 47
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 48
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 49
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 50
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 51
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 52
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 53
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 54
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 55
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 56
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 57
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 58
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 59
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 60
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 61
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 62
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %504, 63
  store float %505, ptr %acc, align 4
  store float %506, ptr %acc1, align 4
  store float %507, ptr %acc2, align 4
  store float %508, ptr %acc3, align 4
  store float %509, ptr %acc4, align 4
  store float %510, ptr %acc5, align 4
  store float %511, ptr %acc6, align 4
  store float %512, ptr %acc7, align 4
  store float %513, ptr %acc8, align 4
  store float %514, ptr %acc9, align 4
  store float %515, ptr %acc10, align 4
  store float %516, ptr %acc11, align 4
  store float %517, ptr %acc12, align 4
  store float %518, ptr %acc13, align 4
  store float %519, ptr %acc14, align 4
  store float %520, ptr %acc15, align 4
  store float %521, ptr %acc16, align 4
  store float %522, ptr %acc17, align 4
  store float %523, ptr %acc18, align 4
  store float %524, ptr %acc19, align 4
  store float %525, ptr %acc20, align 4
  store float %526, ptr %acc21, align 4
  store float %527, ptr %acc22, align 4
  store float %528, ptr %acc23, align 4
  store float %529, ptr %acc24, align 4
  store float %530, ptr %acc25, align 4
  store float %531, ptr %acc26, align 4
  store float %532, ptr %acc27, align 4
  store float %533, ptr %acc28, align 4
  store float %534, ptr %acc29, align 4
  store float %535, ptr %acc30, align 4
  store float %536, ptr %acc31, align 4
  store float %537, ptr %acc32, align 4
  store float %538, ptr %acc33, align 4
  store float %539, ptr %acc34, align 4
  store float %540, ptr %acc35, align 4
  store float %541, ptr %acc36, align 4
  store float %542, ptr %acc37, align 4
  store float %543, ptr %acc38, align 4
  store float %544, ptr %acc39, align 4
  store float %545, ptr %acc40, align 4
  store float %546, ptr %acc41, align 4
  store float %547, ptr %acc42, align 4
  store float %548, ptr %acc43, align 4
  store float %549, ptr %acc44, align 4
  store float %550, ptr %acc45, align 4
  store float %551, ptr %acc46, align 4
  store float %552, ptr %acc47, align 4
  store float %553, ptr %acc48, align 4
  store float %554, ptr %acc49, align 4
  store float %555, ptr %acc50, align 4
  store float %556, ptr %acc51, align 4
  store float %557, ptr %acc52, align 4
  store float %558, ptr %acc53, align 4
  store float %559, ptr %acc54, align 4
  store float %560, ptr %acc55, align 4
  store float %561, ptr %acc56, align 4
  store float %562, ptr %acc57, align 4
  store float %563, ptr %acc58, align 4
  store float %564, ptr %acc59, align 4
  store float %565, ptr %acc60, align 4
  store float %566, ptr %acc61, align 4
  store float %567, ptr %acc62, align 4
  store float %568, ptr %acc63, align 4
  %569 = add i64 %39, 64
  %570 = mul i64 %274, 32768
  %571 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %570
  %572 = getelementptr i8, ptr addrspace(3) %571, i64 %569
  %573 = ptrtoint ptr addrspace(3) %572 to i32
  %574 = zext i32 %573 to i64
  %575 = lshr i64 %574, 4
  %576 = and i64 %575, 16383
  %577 = or i64 %576, 4611686293305360384
  %578 = mul i64 %274, 32768
  %579 = add i64 %578, 16384
  %580 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %579
  %581 = getelementptr i8, ptr addrspace(3) %580, i64 64
  %582 = ptrtoint ptr addrspace(3) %581 to i32
  %583 = zext i32 %582 to i64
  %584 = lshr i64 %583, 4
  %585 = and i64 %584, 16383
  %586 = or i64 %585, 4611686293305360384
  %587 = load float, ptr %acc, align 4
  %588 = load float, ptr %acc1, align 4
  %589 = load float, ptr %acc2, align 4
  %590 = load float, ptr %acc3, align 4
  %591 = load float, ptr %acc4, align 4
  %592 = load float, ptr %acc5, align 4
  %593 = load float, ptr %acc6, align 4
  %594 = load float, ptr %acc7, align 4
  %595 = load float, ptr %acc8, align 4
  %596 = load float, ptr %acc9, align 4
  %597 = load float, ptr %acc10, align 4
  %598 = load float, ptr %acc11, align 4
  %599 = load float, ptr %acc12, align 4
  %600 = load float, ptr %acc13, align 4
  %601 = load float, ptr %acc14, align 4
  %602 = load float, ptr %acc15, align 4
  %603 = load float, ptr %acc16, align 4
  %604 = load float, ptr %acc17, align 4
  %605 = load float, ptr %acc18, align 4
  %606 = load float, ptr %acc19, align 4
  %607 = load float, ptr %acc20, align 4
  %608 = load float, ptr %acc21, align 4
  %609 = load float, ptr %acc22, align 4
  %610 = load float, ptr %acc23, align 4
  %611 = load float, ptr %acc24, align 4
  %612 = load float, ptr %acc25, align 4
  %613 = load float, ptr %acc26, align 4
  %614 = load float, ptr %acc27, align 4
  %615 = load float, ptr %acc28, align 4
  %616 = load float, ptr %acc29, align 4
  %617 = load float, ptr %acc30, align 4
  %618 = load float, ptr %acc31, align 4
  %619 = load float, ptr %acc32, align 4
  %620 = load float, ptr %acc33, align 4
  %621 = load float, ptr %acc34, align 4
  %622 = load float, ptr %acc35, align 4
  %623 = load float, ptr %acc36, align 4
  %624 = load float, ptr %acc37, align 4
  %625 = load float, ptr %acc38, align 4
  %626 = load float, ptr %acc39, align 4
  %627 = load float, ptr %acc40, align 4
  %628 = load float, ptr %acc41, align 4
  %629 = load float, ptr %acc42, align 4
  %630 = load float, ptr %acc43, align 4
  %631 = load float, ptr %acc44, align 4
  %632 = load float, ptr %acc45, align 4
  %633 = load float, ptr %acc46, align 4
  %634 = load float, ptr %acc47, align 4
  %635 = load float, ptr %acc48, align 4
  %636 = load float, ptr %acc49, align 4
  %637 = load float, ptr %acc50, align 4
  %638 = load float, ptr %acc51, align 4
  %639 = load float, ptr %acc52, align 4
  %640 = load float, ptr %acc53, align 4
  %641 = load float, ptr %acc54, align 4
  %642 = load float, ptr %acc55, align 4
  %643 = load float, ptr %acc56, align 4
  %644 = load float, ptr %acc57, align 4
  %645 = load float, ptr %acc58, align 4
  %646 = load float, ptr %acc59, align 4
  %647 = load float, ptr %acc60, align 4
  %648 = load float, ptr %acc61, align 4
  %649 = load float, ptr %acc62, align 4
  %650 = load float, ptr %acc63, align 4
  %651 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %577, i64 %586, i32 1, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, float %611, float %612, float %613, float %614, float %615, float %616, float %617, float %618, float %619, float %620, float %621, float %622, float %623, float %624, float %625, float %626, float %627, float %628, float %629, float %630, float %631, float %632, float %633, float %634, float %635, float %636, float %637, float %638, float %639, float %640, float %641, float %642, float %643, float %644, float %645, float %646, float %647, float %648, float %649, float %650)
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 0
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 1
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 2
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 3
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 4
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 5
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 6
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 7
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 8
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 9
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 10
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 11
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 12
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 13
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 14
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 15
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 16
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 17
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 18
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 19
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 20
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 21
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 22
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 23
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 24
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 25
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 26
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 27
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 28
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 29
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 30
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 31
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 32
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 33
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 34
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 35
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 36
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 37
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 38
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 39
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 40
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 41
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 42
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 43
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 44
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 45
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 46
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 47
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 48
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 49
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 50
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 51
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 52
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 53
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 54
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 55
  %708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 56
  %709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 57
  %710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 58
  %711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 59
  %712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 60
  %713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 61
  %714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 62
  %715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %651, 63
  store float %652, ptr %acc, align 4
  store float %653, ptr %acc1, align 4
  store float %654, ptr %acc2, align 4
  store float %655, ptr %acc3, align 4
  store float %656, ptr %acc4, align 4
  store float %657, ptr %acc5, align 4
  store float %658, ptr %acc6, align 4
  store float %659, ptr %acc7, align 4
  store float %660, ptr %acc8, align 4
  store float %661, ptr %acc9, align 4
  store float %662, ptr %acc10, align 4
  store float %663, ptr %acc11, align 4
  store float %664, ptr %acc12, align 4
  store float %665, ptr %acc13, align 4
  store float %666, ptr %acc14, align 4
  store float %667, ptr %acc15, align 4
  store float %668, ptr %acc16, align 4
  store float %669, ptr %acc17, align 4
  store float %670, ptr %acc18, align 4
  store float %671, ptr %acc19, align 4
  store float %672, ptr %acc20, align 4
  store float %673, ptr %acc21, align 4
  store float %674, ptr %acc22, align 4
  store float %675, ptr %acc23, align 4
  store float %676, ptr %acc24, align 4
  store float %677, ptr %acc25, align 4
  store float %678, ptr %acc26, align 4
  store float %679, ptr %acc27, align 4
  store float %680, ptr %acc28, align 4
  store float %681, ptr %acc29, align 4
  store float %682, ptr %acc30, align 4
  store float %683, ptr %acc31, align 4
  store float %684, ptr %acc32, align 4
  store float %685, ptr %acc33, align 4
  store float %686, ptr %acc34, align 4
  store float %687, ptr %acc35, align 4
  store float %688, ptr %acc36, align 4
  store float %689, ptr %acc37, align 4
  store float %690, ptr %acc38, align 4
  store float %691, ptr %acc39, align 4
  store float %692, ptr %acc40, align 4
  store float %693, ptr %acc41, align 4
  store float %694, ptr %acc42, align 4
  store float %695, ptr %acc43, align 4
  store float %696, ptr %acc44, align 4
  store float %697, ptr %acc45, align 4
  store float %698, ptr %acc46, align 4
  store float %699, ptr %acc47, align 4
  store float %700, ptr %acc48, align 4
  store float %701, ptr %acc49, align 4
  store float %702, ptr %acc50, align 4
  store float %703, ptr %acc51, align 4
  store float %704, ptr %acc52, align 4
  store float %705, ptr %acc53, align 4
  store float %706, ptr %acc54, align 4
  store float %707, ptr %acc55, align 4
  store float %708, ptr %acc56, align 4
  store float %709, ptr %acc57, align 4
  store float %710, ptr %acc58, align 4
  store float %711, ptr %acc59, align 4
  store float %712, ptr %acc60, align 4
  store float %713, ptr %acc61, align 4
  store float %714, ptr %acc62, align 4
  store float %715, ptr %acc63, align 4
  %716 = add i64 %39, 96
  %717 = mul i64 %274, 32768
  %718 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %717
  %719 = getelementptr i8, ptr addrspace(3) %718, i64 %716
  %720 = ptrtoint ptr addrspace(3) %719 to i32
  %721 = zext i32 %720 to i64
  %722 = lshr i64 %721, 4
  %723 = and i64 %722, 16383
  %724 = or i64 %723, 4611686293305360384
  %725 = mul i64 %274, 32768
  %726 = add i64 %725, 16384
  %727 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %726
  %728 = getelementptr i8, ptr addrspace(3) %727, i64 96
  %729 = ptrtoint ptr addrspace(3) %728 to i32
  %730 = zext i32 %729 to i64
  %731 = lshr i64 %730, 4
  %732 = and i64 %731, 16383
  %733 = or i64 %732, 4611686293305360384
  %734 = load float, ptr %acc, align 4
  %735 = load float, ptr %acc1, align 4
  %736 = load float, ptr %acc2, align 4
  %737 = load float, ptr %acc3, align 4
  %738 = load float, ptr %acc4, align 4
  %739 = load float, ptr %acc5, align 4
  %740 = load float, ptr %acc6, align 4
  %741 = load float, ptr %acc7, align 4
  %742 = load float, ptr %acc8, align 4
  %743 = load float, ptr %acc9, align 4
  %744 = load float, ptr %acc10, align 4
  %745 = load float, ptr %acc11, align 4
  %746 = load float, ptr %acc12, align 4
  %747 = load float, ptr %acc13, align 4
  %748 = load float, ptr %acc14, align 4
  %749 = load float, ptr %acc15, align 4
  %750 = load float, ptr %acc16, align 4
  %751 = load float, ptr %acc17, align 4
  %752 = load float, ptr %acc18, align 4
  %753 = load float, ptr %acc19, align 4
  %754 = load float, ptr %acc20, align 4
  %755 = load float, ptr %acc21, align 4
  %756 = load float, ptr %acc22, align 4
  %757 = load float, ptr %acc23, align 4
  %758 = load float, ptr %acc24, align 4
  %759 = load float, ptr %acc25, align 4
  %760 = load float, ptr %acc26, align 4
  %761 = load float, ptr %acc27, align 4
  %762 = load float, ptr %acc28, align 4
  %763 = load float, ptr %acc29, align 4
  %764 = load float, ptr %acc30, align 4
  %765 = load float, ptr %acc31, align 4
  %766 = load float, ptr %acc32, align 4
  %767 = load float, ptr %acc33, align 4
  %768 = load float, ptr %acc34, align 4
  %769 = load float, ptr %acc35, align 4
  %770 = load float, ptr %acc36, align 4
  %771 = load float, ptr %acc37, align 4
  %772 = load float, ptr %acc38, align 4
  %773 = load float, ptr %acc39, align 4
  %774 = load float, ptr %acc40, align 4
  %775 = load float, ptr %acc41, align 4
  %776 = load float, ptr %acc42, align 4
  %777 = load float, ptr %acc43, align 4
  %778 = load float, ptr %acc44, align 4
  %779 = load float, ptr %acc45, align 4
  %780 = load float, ptr %acc46, align 4
  %781 = load float, ptr %acc47, align 4
  %782 = load float, ptr %acc48, align 4
  %783 = load float, ptr %acc49, align 4
  %784 = load float, ptr %acc50, align 4
  %785 = load float, ptr %acc51, align 4
  %786 = load float, ptr %acc52, align 4
  %787 = load float, ptr %acc53, align 4
  %788 = load float, ptr %acc54, align 4
  %789 = load float, ptr %acc55, align 4
  %790 = load float, ptr %acc56, align 4
  %791 = load float, ptr %acc57, align 4
  %792 = load float, ptr %acc58, align 4
  %793 = load float, ptr %acc59, align 4
  %794 = load float, ptr %acc60, align 4
  %795 = load float, ptr %acc61, align 4
  %796 = load float, ptr %acc62, align 4
  %797 = load float, ptr %acc63, align 4
  %798 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %724, i64 %733, i32 1, float %734, float %735, float %736, float %737, float %738, float %739, float %740, float %741, float %742, float %743, float %744, float %745, float %746, float %747, float %748, float %749, float %750, float %751, float %752, float %753, float %754, float %755, float %756, float %757, float %758, float %759, float %760, float %761, float %762, float %763, float %764, float %765, float %766, float %767, float %768, float %769, float %770, float %771, float %772, float %773, float %774, float %775, float %776, float %777, float %778, float %779, float %780, float %781, float %782, float %783, float %784, float %785, float %786, float %787, float %788, float %789, float %790, float %791, float %792, float %793, float %794, float %795, float %796, float %797)
  %799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 0
  %800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 1
  %801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 2
  %802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 3
  %803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 4
  %804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 5
  %805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 6
  %806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 7
  %807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 8
  %808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 9
  %809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 10
  %810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 11
  %811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 12
  %812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 13
  %813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 14
  %814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 15
  %815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 16
  %816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 17
  %817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 18
  %818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 19
  %819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 20
  %820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 21
  %821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 22
  %822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 23
  %823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 24
  %824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 25
  %825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 26
  %826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 27
  %827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 28
  %828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 29
  %829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 30
  %830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 31
  %831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 32
  %832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 33
  %833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 34
  %834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 35
  %835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 36
  %836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 37
  %837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 38
  %838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 39
  %839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 40
  %840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 41
  %841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 42
  %842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 43
  %843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 44
  %844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 45
  %845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 46
  %846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 47
  %847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 48
  %848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 49
  %849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 50
  %850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 51
  %851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 52
  %852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 53
  %853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 54
  %854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 55
  %855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 56
  %856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 57
  %857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 58
  %858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 59
  %859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 60
  %860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 61
  %861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 62
  %862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %798, 63
  store float %799, ptr %acc, align 4
  store float %800, ptr %acc1, align 4
  store float %801, ptr %acc2, align 4
  store float %802, ptr %acc3, align 4
  store float %803, ptr %acc4, align 4
  store float %804, ptr %acc5, align 4
  store float %805, ptr %acc6, align 4
  store float %806, ptr %acc7, align 4
  store float %807, ptr %acc8, align 4
  store float %808, ptr %acc9, align 4
  store float %809, ptr %acc10, align 4
  store float %810, ptr %acc11, align 4
  store float %811, ptr %acc12, align 4
  store float %812, ptr %acc13, align 4
  store float %813, ptr %acc14, align 4
  store float %814, ptr %acc15, align 4
  store float %815, ptr %acc16, align 4
  store float %816, ptr %acc17, align 4
  store float %817, ptr %acc18, align 4
  store float %818, ptr %acc19, align 4
  store float %819, ptr %acc20, align 4
  store float %820, ptr %acc21, align 4
  store float %821, ptr %acc22, align 4
  store float %822, ptr %acc23, align 4
  store float %823, ptr %acc24, align 4
  store float %824, ptr %acc25, align 4
  store float %825, ptr %acc26, align 4
  store float %826, ptr %acc27, align 4
  store float %827, ptr %acc28, align 4
  store float %828, ptr %acc29, align 4
  store float %829, ptr %acc30, align 4
  store float %830, ptr %acc31, align 4
  store float %831, ptr %acc32, align 4
  store float %832, ptr %acc33, align 4
  store float %833, ptr %acc34, align 4
  store float %834, ptr %acc35, align 4
  store float %835, ptr %acc36, align 4
  store float %836, ptr %acc37, align 4
  store float %837, ptr %acc38, align 4
  store float %838, ptr %acc39, align 4
  store float %839, ptr %acc40, align 4
  store float %840, ptr %acc41, align 4
  store float %841, ptr %acc42, align 4
  store float %842, ptr %acc43, align 4
  store float %843, ptr %acc44, align 4
  store float %844, ptr %acc45, align 4
  store float %845, ptr %acc46, align 4
  store float %846, ptr %acc47, align 4
  store float %847, ptr %acc48, align 4
  store float %848, ptr %acc49, align 4
  store float %849, ptr %acc50, align 4
  store float %850, ptr %acc51, align 4
  store float %851, ptr %acc52, align 4
  store float %852, ptr %acc53, align 4
  store float %853, ptr %acc54, align 4
  store float %854, ptr %acc55, align 4
  store float %855, ptr %acc56, align 4
  store float %856, ptr %acc57, align 4
  store float %857, ptr %acc58, align 4
  store float %858, ptr %acc59, align 4
  store float %859, ptr %acc60, align 4
  store float %860, ptr %acc61, align 4
  store float %861, ptr %acc62, align 4
  store float %862, ptr %acc63, align 4
  call void asm sideeffect "wgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %kt.next = add nsw i64 %kt.iv, 1
  br label %kt.head, !llvm.loop !4

if.then84:                                        ; preds = %if.then82
  %863 = and i64 %268, 7
  %864 = xor i64 %269, %863
  %865 = shl i64 %864, 4
  %866 = mul i64 %268, 128
  %867 = add i64 %866, %865
  %868 = add i64 %31, %268
  %869 = icmp slt i64 %868, %35
  %870 = select i1 %869, i64 %868, i64 %35
  %871 = mul i64 %870, %1
  %872 = add i64 %871, %271
  %873 = getelementptr i16, ptr %37, i64 %872
  %874 = mul i64 %266, 32768
  %875 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %874
  %876 = getelementptr i8, ptr addrspace(3) %875, i64 %867
  %877 = addrspacecast ptr %873 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %876, ptr addrspace(1) %877)
  %878 = add i64 %32, %268
  %879 = icmp slt i64 %878, %36
  %880 = select i1 %879, i64 %878, i64 %36
  %881 = mul i64 %880, %3
  %882 = add i64 %881, %271
  %883 = getelementptr i16, ptr %38, i64 %882
  %884 = mul i64 %266, 32768
  %885 = add i64 %884, 16384
  %886 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %885
  %887 = getelementptr i8, ptr addrspace(3) %886, i64 %867
  %888 = addrspacecast ptr %883 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %887, ptr addrspace(1) %888)
  br label %if.end85

if.end85:                                         ; preds = %if.then84, %if.then82
  %889 = add i64 %11, 256
  %890 = lshr i64 %889, 3
  %891 = and i64 %889, 7
  %892 = shl i64 %891, 3
  %893 = add i64 %265, %892
  %894 = icmp slt i64 %893, %8
  br i1 %894, label %if.then86, label %if.end87

if.then86:                                        ; preds = %if.end85
  %895 = and i64 %890, 7
  %896 = xor i64 %891, %895
  %897 = shl i64 %896, 4
  %898 = mul i64 %890, 128
  %899 = add i64 %898, %897
  %900 = add i64 %31, %890
  %901 = icmp slt i64 %900, %35
  %902 = select i1 %901, i64 %900, i64 %35
  %903 = mul i64 %902, %1
  %904 = add i64 %903, %893
  %905 = getelementptr i16, ptr %37, i64 %904
  %906 = mul i64 %266, 32768
  %907 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %906
  %908 = getelementptr i8, ptr addrspace(3) %907, i64 %899
  %909 = addrspacecast ptr %905 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %908, ptr addrspace(1) %909)
  %910 = add i64 %32, %890
  %911 = icmp slt i64 %910, %36
  %912 = select i1 %911, i64 %910, i64 %36
  %913 = mul i64 %912, %3
  %914 = add i64 %913, %893
  %915 = getelementptr i16, ptr %38, i64 %914
  %916 = mul i64 %266, 32768
  %917 = add i64 %916, 16384
  %918 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %917
  %919 = getelementptr i8, ptr addrspace(3) %918, i64 %899
  %920 = addrspacecast ptr %915 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %919, ptr addrspace(1) %920)
  br label %if.end87

if.end87:                                         ; preds = %if.then86, %if.end85
  %921 = add i64 %11, 512
  %922 = lshr i64 %921, 3
  %923 = and i64 %921, 7
  %924 = shl i64 %923, 3
  %925 = add i64 %265, %924
  %926 = icmp slt i64 %925, %8
  br i1 %926, label %if.then88, label %if.end89

if.then88:                                        ; preds = %if.end87
  %927 = and i64 %922, 7
  %928 = xor i64 %923, %927
  %929 = shl i64 %928, 4
  %930 = mul i64 %922, 128
  %931 = add i64 %930, %929
  %932 = add i64 %31, %922
  %933 = icmp slt i64 %932, %35
  %934 = select i1 %933, i64 %932, i64 %35
  %935 = mul i64 %934, %1
  %936 = add i64 %935, %925
  %937 = getelementptr i16, ptr %37, i64 %936
  %938 = mul i64 %266, 32768
  %939 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %938
  %940 = getelementptr i8, ptr addrspace(3) %939, i64 %931
  %941 = addrspacecast ptr %937 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %940, ptr addrspace(1) %941)
  %942 = add i64 %32, %922
  %943 = icmp slt i64 %942, %36
  %944 = select i1 %943, i64 %942, i64 %36
  %945 = mul i64 %944, %3
  %946 = add i64 %945, %925
  %947 = getelementptr i16, ptr %38, i64 %946
  %948 = mul i64 %266, 32768
  %949 = add i64 %948, 16384
  %950 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %949
  %951 = getelementptr i8, ptr addrspace(3) %950, i64 %931
  %952 = addrspacecast ptr %947 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %951, ptr addrspace(1) %952)
  br label %if.end89

if.end89:                                         ; preds = %if.then88, %if.end87
  %953 = add i64 %11, 768
  %954 = lshr i64 %953, 3
  %955 = and i64 %953, 7
  %956 = shl i64 %955, 3
  %957 = add i64 %265, %956
  %958 = icmp slt i64 %957, %8
  br i1 %958, label %if.then90, label %if.end91

if.then90:                                        ; preds = %if.end89
  %959 = and i64 %954, 7
  %960 = xor i64 %955, %959
  %961 = shl i64 %960, 4
  %962 = mul i64 %954, 128
  %963 = add i64 %962, %961
  %964 = add i64 %31, %954
  %965 = icmp slt i64 %964, %35
  %966 = select i1 %965, i64 %964, i64 %35
  %967 = mul i64 %966, %1
  %968 = add i64 %967, %957
  %969 = getelementptr i16, ptr %37, i64 %968
  %970 = mul i64 %266, 32768
  %971 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %970
  %972 = getelementptr i8, ptr addrspace(3) %971, i64 %963
  %973 = addrspacecast ptr %969 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %972, ptr addrspace(1) %973)
  %974 = add i64 %32, %954
  %975 = icmp slt i64 %974, %36
  %976 = select i1 %975, i64 %974, i64 %36
  %977 = mul i64 %976, %3
  %978 = add i64 %977, %957
  %979 = getelementptr i16, ptr %38, i64 %978
  %980 = mul i64 %266, 32768
  %981 = add i64 %980, 16384
  %982 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %981
  %983 = getelementptr i8, ptr addrspace(3) %982, i64 %963
  %984 = addrspacecast ptr %979 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) %983, ptr addrspace(1) %984)
  br label %if.end91

if.end91:                                         ; preds = %if.then90, %if.end89
  br label %if.end83

if.then92:                                        ; preds = %kt.exit
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier0()
  %985 = mul i64 %42, 64
  %986 = sub i64 %8, %985
  %987 = lshr i64 %986, 4
  %988 = urem i64 %42, 4
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %989 = add i64 %39, 0
  %990 = mul i64 %988, 32768
  %991 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %990
  %992 = getelementptr i8, ptr addrspace(3) %991, i64 %989
  %993 = ptrtoint ptr addrspace(3) %992 to i32
  %994 = zext i32 %993 to i64
  %995 = lshr i64 %994, 4
  %996 = and i64 %995, 16383
  %997 = or i64 %996, 4611686293305360384
  %998 = mul i64 %988, 32768
  %999 = add i64 %998, 16384
  %1000 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %999
  %1001 = getelementptr i8, ptr addrspace(3) %1000, i64 0
  %1002 = ptrtoint ptr addrspace(3) %1001 to i32
  %1003 = zext i32 %1002 to i64
  %1004 = lshr i64 %1003, 4
  %1005 = and i64 %1004, 16383
  %1006 = or i64 %1005, 4611686293305360384
  %1007 = load float, ptr %acc, align 4
  %1008 = load float, ptr %acc1, align 4
  %1009 = load float, ptr %acc2, align 4
  %1010 = load float, ptr %acc3, align 4
  %1011 = load float, ptr %acc4, align 4
  %1012 = load float, ptr %acc5, align 4
  %1013 = load float, ptr %acc6, align 4
  %1014 = load float, ptr %acc7, align 4
  %1015 = load float, ptr %acc8, align 4
  %1016 = load float, ptr %acc9, align 4
  %1017 = load float, ptr %acc10, align 4
  %1018 = load float, ptr %acc11, align 4
  %1019 = load float, ptr %acc12, align 4
  %1020 = load float, ptr %acc13, align 4
  %1021 = load float, ptr %acc14, align 4
  %1022 = load float, ptr %acc15, align 4
  %1023 = load float, ptr %acc16, align 4
  %1024 = load float, ptr %acc17, align 4
  %1025 = load float, ptr %acc18, align 4
  %1026 = load float, ptr %acc19, align 4
  %1027 = load float, ptr %acc20, align 4
  %1028 = load float, ptr %acc21, align 4
  %1029 = load float, ptr %acc22, align 4
  %1030 = load float, ptr %acc23, align 4
  %1031 = load float, ptr %acc24, align 4
  %1032 = load float, ptr %acc25, align 4
  %1033 = load float, ptr %acc26, align 4
  %1034 = load float, ptr %acc27, align 4
  %1035 = load float, ptr %acc28, align 4
  %1036 = load float, ptr %acc29, align 4
  %1037 = load float, ptr %acc30, align 4
  %1038 = load float, ptr %acc31, align 4
  %1039 = load float, ptr %acc32, align 4
  %1040 = load float, ptr %acc33, align 4
  %1041 = load float, ptr %acc34, align 4
  %1042 = load float, ptr %acc35, align 4
  %1043 = load float, ptr %acc36, align 4
  %1044 = load float, ptr %acc37, align 4
  %1045 = load float, ptr %acc38, align 4
  %1046 = load float, ptr %acc39, align 4
  %1047 = load float, ptr %acc40, align 4
  %1048 = load float, ptr %acc41, align 4
  %1049 = load float, ptr %acc42, align 4
  %1050 = load float, ptr %acc43, align 4
  %1051 = load float, ptr %acc44, align 4
  %1052 = load float, ptr %acc45, align 4
  %1053 = load float, ptr %acc46, align 4
  %1054 = load float, ptr %acc47, align 4
  %1055 = load float, ptr %acc48, align 4
  %1056 = load float, ptr %acc49, align 4
  %1057 = load float, ptr %acc50, align 4
  %1058 = load float, ptr %acc51, align 4
  %1059 = load float, ptr %acc52, align 4
  %1060 = load float, ptr %acc53, align 4
  %1061 = load float, ptr %acc54, align 4
  %1062 = load float, ptr %acc55, align 4
  %1063 = load float, ptr %acc56, align 4
  %1064 = load float, ptr %acc57, align 4
  %1065 = load float, ptr %acc58, align 4
  %1066 = load float, ptr %acc59, align 4
  %1067 = load float, ptr %acc60, align 4
  %1068 = load float, ptr %acc61, align 4
  %1069 = load float, ptr %acc62, align 4
  %1070 = load float, ptr %acc63, align 4
  %1071 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %997, i64 %1006, i32 1, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025, float %1026, float %1027, float %1028, float %1029, float %1030, float %1031, float %1032, float %1033, float %1034, float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, float %1067, float %1068, float %1069, float %1070)
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 0
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 1
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 2
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 3
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 4
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 5
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 6
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 7
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 8
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 9
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 10
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 11
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 12
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 13
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 14
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 15
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 16
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 17
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 18
  %1091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 19
  %1092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 20
  %1093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 21
  %1094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 22
  %1095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 23
  %1096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 24
  %1097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 25
  %1098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 26
  %1099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 27
  %1100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 28
  %1101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 29
  %1102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 30
  %1103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 31
  %1104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 32
  %1105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 33
  %1106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 34
  %1107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 35
  %1108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 36
  %1109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 37
  %1110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 38
  %1111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 39
  %1112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 40
  %1113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 41
  %1114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 42
  %1115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 43
  %1116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 44
  %1117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 45
  %1118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 46
  %1119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 47
  %1120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 48
  %1121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 49
  %1122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 50
  %1123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 51
  %1124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 52
  %1125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 53
  %1126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 54
  %1127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 55
  %1128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 56
  %1129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 57
  %1130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 58
  %1131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 59
  %1132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 60
  %1133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 61
  %1134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 62
  %1135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1071, 63
  store float %1072, ptr %acc, align 4
  store float %1073, ptr %acc1, align 4
  store float %1074, ptr %acc2, align 4
  store float %1075, ptr %acc3, align 4
  store float %1076, ptr %acc4, align 4
  store float %1077, ptr %acc5, align 4
  store float %1078, ptr %acc6, align 4
  store float %1079, ptr %acc7, align 4
  store float %1080, ptr %acc8, align 4
  store float %1081, ptr %acc9, align 4
  store float %1082, ptr %acc10, align 4
  store float %1083, ptr %acc11, align 4
  store float %1084, ptr %acc12, align 4
  store float %1085, ptr %acc13, align 4
  store float %1086, ptr %acc14, align 4
  store float %1087, ptr %acc15, align 4
  store float %1088, ptr %acc16, align 4
  store float %1089, ptr %acc17, align 4
  store float %1090, ptr %acc18, align 4
  store float %1091, ptr %acc19, align 4
  store float %1092, ptr %acc20, align 4
  store float %1093, ptr %acc21, align 4
  store float %1094, ptr %acc22, align 4
  store float %1095, ptr %acc23, align 4
  store float %1096, ptr %acc24, align 4
  store float %1097, ptr %acc25, align 4
  store float %1098, ptr %acc26, align 4
  store float %1099, ptr %acc27, align 4
  store float %1100, ptr %acc28, align 4
  store float %1101, ptr %acc29, align 4
  store float %1102, ptr %acc30, align 4
  store float %1103, ptr %acc31, align 4
  store float %1104, ptr %acc32, align 4
  store float %1105, ptr %acc33, align 4
  store float %1106, ptr %acc34, align 4
  store float %1107, ptr %acc35, align 4
  store float %1108, ptr %acc36, align 4
  store float %1109, ptr %acc37, align 4
  store float %1110, ptr %acc38, align 4
  store float %1111, ptr %acc39, align 4
  store float %1112, ptr %acc40, align 4
  store float %1113, ptr %acc41, align 4
  store float %1114, ptr %acc42, align 4
  store float %1115, ptr %acc43, align 4
  store float %1116, ptr %acc44, align 4
  store float %1117, ptr %acc45, align 4
  store float %1118, ptr %acc46, align 4
  store float %1119, ptr %acc47, align 4
  store float %1120, ptr %acc48, align 4
  store float %1121, ptr %acc49, align 4
  store float %1122, ptr %acc50, align 4
  store float %1123, ptr %acc51, align 4
  store float %1124, ptr %acc52, align 4
  store float %1125, ptr %acc53, align 4
  store float %1126, ptr %acc54, align 4
  store float %1127, ptr %acc55, align 4
  store float %1128, ptr %acc56, align 4
  store float %1129, ptr %acc57, align 4
  store float %1130, ptr %acc58, align 4
  store float %1131, ptr %acc59, align 4
  store float %1132, ptr %acc60, align 4
  store float %1133, ptr %acc61, align 4
  store float %1134, ptr %acc62, align 4
  store float %1135, ptr %acc63, align 4
  %1136 = icmp slt i64 1, %987
  br i1 %1136, label %if.then94, label %if.end95

if.end93:                                         ; preds = %if.end99, %kt.exit
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void asm sideeffect "wgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 0;", "~{memory}"()
  %1137 = mul i64 %33, 16
  %1138 = add i64 %31, %1137
  %1139 = and i64 %11, 31
  %1140 = lshr i64 %1139, 2
  %1141 = and i64 %1139, 3
  %1142 = shl i64 %1141, 1
  %1143 = inttoptr i64 %4 to ptr
  %1144 = add i64 %1140, 0
  %1145 = add i64 %1138, %1144
  %1146 = add i64 %1142, 0
  %1147 = add i64 %32, %1146
  %1148 = icmp slt i64 %1147, %7
  %1149 = icmp slt i64 %1145, %6
  %1150 = and i1 %1149, %1148
  br i1 %1150, label %if.then100, label %if.end101

if.then94:                                        ; preds = %if.then92
  %1151 = add i64 %39, 32
  %1152 = mul i64 %988, 32768
  %1153 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %1152
  %1154 = getelementptr i8, ptr addrspace(3) %1153, i64 %1151
  %1155 = ptrtoint ptr addrspace(3) %1154 to i32
  %1156 = zext i32 %1155 to i64
  %1157 = lshr i64 %1156, 4
  %1158 = and i64 %1157, 16383
  %1159 = or i64 %1158, 4611686293305360384
  %1160 = mul i64 %988, 32768
  %1161 = add i64 %1160, 16384
  %1162 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %1161
  %1163 = getelementptr i8, ptr addrspace(3) %1162, i64 32
  %1164 = ptrtoint ptr addrspace(3) %1163 to i32
  %1165 = zext i32 %1164 to i64
  %1166 = lshr i64 %1165, 4
  %1167 = and i64 %1166, 16383
  %1168 = or i64 %1167, 4611686293305360384
  %1169 = load float, ptr %acc, align 4
  %1170 = load float, ptr %acc1, align 4
  %1171 = load float, ptr %acc2, align 4
  %1172 = load float, ptr %acc3, align 4
  %1173 = load float, ptr %acc4, align 4
  %1174 = load float, ptr %acc5, align 4
  %1175 = load float, ptr %acc6, align 4
  %1176 = load float, ptr %acc7, align 4
  %1177 = load float, ptr %acc8, align 4
  %1178 = load float, ptr %acc9, align 4
  %1179 = load float, ptr %acc10, align 4
  %1180 = load float, ptr %acc11, align 4
  %1181 = load float, ptr %acc12, align 4
  %1182 = load float, ptr %acc13, align 4
  %1183 = load float, ptr %acc14, align 4
  %1184 = load float, ptr %acc15, align 4
  %1185 = load float, ptr %acc16, align 4
  %1186 = load float, ptr %acc17, align 4
  %1187 = load float, ptr %acc18, align 4
  %1188 = load float, ptr %acc19, align 4
  %1189 = load float, ptr %acc20, align 4
  %1190 = load float, ptr %acc21, align 4
  %1191 = load float, ptr %acc22, align 4
  %1192 = load float, ptr %acc23, align 4
  %1193 = load float, ptr %acc24, align 4
  %1194 = load float, ptr %acc25, align 4
  %1195 = load float, ptr %acc26, align 4
  %1196 = load float, ptr %acc27, align 4
  %1197 = load float, ptr %acc28, align 4
  %1198 = load float, ptr %acc29, align 4
  %1199 = load float, ptr %acc30, align 4
  %1200 = load float, ptr %acc31, align 4
  %1201 = load float, ptr %acc32, align 4
  %1202 = load float, ptr %acc33, align 4
  %1203 = load float, ptr %acc34, align 4
  %1204 = load float, ptr %acc35, align 4
  %1205 = load float, ptr %acc36, align 4
  %1206 = load float, ptr %acc37, align 4
  %1207 = load float, ptr %acc38, align 4
  %1208 = load float, ptr %acc39, align 4
  %1209 = load float, ptr %acc40, align 4
  %1210 = load float, ptr %acc41, align 4
  %1211 = load float, ptr %acc42, align 4
  %1212 = load float, ptr %acc43, align 4
  %1213 = load float, ptr %acc44, align 4
  %1214 = load float, ptr %acc45, align 4
  %1215 = load float, ptr %acc46, align 4
  %1216 = load float, ptr %acc47, align 4
  %1217 = load float, ptr %acc48, align 4
  %1218 = load float, ptr %acc49, align 4
  %1219 = load float, ptr %acc50, align 4
  %1220 = load float, ptr %acc51, align 4
  %1221 = load float, ptr %acc52, align 4
  %1222 = load float, ptr %acc53, align 4
  %1223 = load float, ptr %acc54, align 4
  %1224 = load float, ptr %acc55, align 4
  %1225 = load float, ptr %acc56, align 4
  %1226 = load float, ptr %acc57, align 4
  %1227 = load float, ptr %acc58, align 4
  %1228 = load float, ptr %acc59, align 4
  %1229 = load float, ptr %acc60, align 4
  %1230 = load float, ptr %acc61, align 4
  %1231 = load float, ptr %acc62, align 4
  %1232 = load float, ptr %acc63, align 4
  %1233 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1159, i64 %1168, i32 1, float %1169, float %1170, float %1171, float %1172, float %1173, float %1174, float %1175, float %1176, float %1177, float %1178, float %1179, float %1180, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186, float %1187, float %1188, float %1189, float %1190, float %1191, float %1192, float %1193, float %1194, float %1195, float %1196, float %1197, float %1198, float %1199, float %1200, float %1201, float %1202, float %1203, float %1204, float %1205, float %1206, float %1207, float %1208, float %1209, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232)
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 0
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 1
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 2
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 3
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 4
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 5
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 6
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 7
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 8
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 9
  %1244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 10
  %1245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 11
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 12
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 13
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 14
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 15
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 16
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 17
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 18
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 19
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 20
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 21
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 22
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 23
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 24
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 25
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 26
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 27
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 28
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 29
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 30
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 31
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 32
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 33
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 34
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 35
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 36
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 37
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 38
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 39
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 40
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 41
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 42
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 43
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 44
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 45
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 46
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 47
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 48
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 49
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 50
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 51
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 52
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 53
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 54
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 55
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 56
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 57
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 58
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 59
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 60
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 61
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 62
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1233, 63
  store float %1234, ptr %acc, align 4
  store float %1235, ptr %acc1, align 4
  store float %1236, ptr %acc2, align 4
  store float %1237, ptr %acc3, align 4
  store float %1238, ptr %acc4, align 4
  store float %1239, ptr %acc5, align 4
  store float %1240, ptr %acc6, align 4
  store float %1241, ptr %acc7, align 4
  store float %1242, ptr %acc8, align 4
  store float %1243, ptr %acc9, align 4
  store float %1244, ptr %acc10, align 4
  store float %1245, ptr %acc11, align 4
  store float %1246, ptr %acc12, align 4
  store float %1247, ptr %acc13, align 4
  store float %1248, ptr %acc14, align 4
  store float %1249, ptr %acc15, align 4
  store float %1250, ptr %acc16, align 4
  store float %1251, ptr %acc17, align 4
  store float %1252, ptr %acc18, align 4
  store float %1253, ptr %acc19, align 4
  store float %1254, ptr %acc20, align 4
  store float %1255, ptr %acc21, align 4
  store float %1256, ptr %acc22, align 4
  store float %1257, ptr %acc23, align 4
  store float %1258, ptr %acc24, align 4
  store float %1259, ptr %acc25, align 4
  store float %1260, ptr %acc26, align 4
  store float %1261, ptr %acc27, align 4
  store float %1262, ptr %acc28, align 4
  store float %1263, ptr %acc29, align 4
  store float %1264, ptr %acc30, align 4
  store float %1265, ptr %acc31, align 4
  store float %1266, ptr %acc32, align 4
  store float %1267, ptr %acc33, align 4
  store float %1268, ptr %acc34, align 4
  store float %1269, ptr %acc35, align 4
  store float %1270, ptr %acc36, align 4
  store float %1271, ptr %acc37, align 4
  store float %1272, ptr %acc38, align 4
  store float %1273, ptr %acc39, align 4
  store float %1274, ptr %acc40, align 4
  store float %1275, ptr %acc41, align 4
  store float %1276, ptr %acc42, align 4
  store float %1277, ptr %acc43, align 4
  store float %1278, ptr %acc44, align 4
  store float %1279, ptr %acc45, align 4
  store float %1280, ptr %acc46, align 4
  store float %1281, ptr %acc47, align 4
  store float %1282, ptr %acc48, align 4
  store float %1283, ptr %acc49, align 4
  store float %1284, ptr %acc50, align 4
  store float %1285, ptr %acc51, align 4
  store float %1286, ptr %acc52, align 4
  store float %1287, ptr %acc53, align 4
  store float %1288, ptr %acc54, align 4
  store float %1289, ptr %acc55, align 4
  store float %1290, ptr %acc56, align 4
  store float %1291, ptr %acc57, align 4
  store float %1292, ptr %acc58, align 4
  store float %1293, ptr %acc59, align 4
  store float %1294, ptr %acc60, align 4
  store float %1295, ptr %acc61, align 4
  store float %1296, ptr %acc62, align 4
  store float %1297, ptr %acc63, align 4
  br label %if.end95

if.end95:                                         ; preds = %if.then94, %if.then92
  %1298 = icmp slt i64 2, %987
  br i1 %1298, label %if.then96, label %if.end97

if.then96:                                        ; preds = %if.end95
  %1299 = add i64 %39, 64
  %1300 = mul i64 %988, 32768
  %1301 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %1300
  %1302 = getelementptr i8, ptr addrspace(3) %1301, i64 %1299
  %1303 = ptrtoint ptr addrspace(3) %1302 to i32
  %1304 = zext i32 %1303 to i64
  %1305 = lshr i64 %1304, 4
  %1306 = and i64 %1305, 16383
  %1307 = or i64 %1306, 4611686293305360384
  %1308 = mul i64 %988, 32768
  %1309 = add i64 %1308, 16384
  %1310 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %1309
  %1311 = getelementptr i8, ptr addrspace(3) %1310, i64 64
  %1312 = ptrtoint ptr addrspace(3) %1311 to i32
  %1313 = zext i32 %1312 to i64
  %1314 = lshr i64 %1313, 4
  %1315 = and i64 %1314, 16383
  %1316 = or i64 %1315, 4611686293305360384
  %1317 = load float, ptr %acc, align 4
  %1318 = load float, ptr %acc1, align 4
  %1319 = load float, ptr %acc2, align 4
  %1320 = load float, ptr %acc3, align 4
  %1321 = load float, ptr %acc4, align 4
  %1322 = load float, ptr %acc5, align 4
  %1323 = load float, ptr %acc6, align 4
  %1324 = load float, ptr %acc7, align 4
  %1325 = load float, ptr %acc8, align 4
  %1326 = load float, ptr %acc9, align 4
  %1327 = load float, ptr %acc10, align 4
  %1328 = load float, ptr %acc11, align 4
  %1329 = load float, ptr %acc12, align 4
  %1330 = load float, ptr %acc13, align 4
  %1331 = load float, ptr %acc14, align 4
  %1332 = load float, ptr %acc15, align 4
  %1333 = load float, ptr %acc16, align 4
  %1334 = load float, ptr %acc17, align 4
  %1335 = load float, ptr %acc18, align 4
  %1336 = load float, ptr %acc19, align 4
  %1337 = load float, ptr %acc20, align 4
  %1338 = load float, ptr %acc21, align 4
  %1339 = load float, ptr %acc22, align 4
  %1340 = load float, ptr %acc23, align 4
  %1341 = load float, ptr %acc24, align 4
  %1342 = load float, ptr %acc25, align 4
  %1343 = load float, ptr %acc26, align 4
  %1344 = load float, ptr %acc27, align 4
  %1345 = load float, ptr %acc28, align 4
  %1346 = load float, ptr %acc29, align 4
  %1347 = load float, ptr %acc30, align 4
  %1348 = load float, ptr %acc31, align 4
  %1349 = load float, ptr %acc32, align 4
  %1350 = load float, ptr %acc33, align 4
  %1351 = load float, ptr %acc34, align 4
  %1352 = load float, ptr %acc35, align 4
  %1353 = load float, ptr %acc36, align 4
  %1354 = load float, ptr %acc37, align 4
  %1355 = load float, ptr %acc38, align 4
  %1356 = load float, ptr %acc39, align 4
  %1357 = load float, ptr %acc40, align 4
  %1358 = load float, ptr %acc41, align 4
  %1359 = load float, ptr %acc42, align 4
  %1360 = load float, ptr %acc43, align 4
  %1361 = load float, ptr %acc44, align 4
  %1362 = load float, ptr %acc45, align 4
  %1363 = load float, ptr %acc46, align 4
  %1364 = load float, ptr %acc47, align 4
  %1365 = load float, ptr %acc48, align 4
  %1366 = load float, ptr %acc49, align 4
  %1367 = load float, ptr %acc50, align 4
  %1368 = load float, ptr %acc51, align 4
  %1369 = load float, ptr %acc52, align 4
  %1370 = load float, ptr %acc53, align 4
  %1371 = load float, ptr %acc54, align 4
  %1372 = load float, ptr %acc55, align 4
  %1373 = load float, ptr %acc56, align 4
  %1374 = load float, ptr %acc57, align 4
  %1375 = load float, ptr %acc58, align 4
  %1376 = load float, ptr %acc59, align 4
  %1377 = load float, ptr %acc60, align 4
  %1378 = load float, ptr %acc61, align 4
  %1379 = load float, ptr %acc62, align 4
  %1380 = load float, ptr %acc63, align 4
  %1381 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1307, i64 %1316, i32 1, float %1317, float %1318, float %1319, float %1320, float %1321, float %1322, float %1323, float %1324, float %1325, float %1326, float %1327, float %1328, float %1329, float %1330, float %1331, float %1332, float %1333, float %1334, float %1335, float %1336, float %1337, float %1338, float %1339, float %1340, float %1341, float %1342, float %1343, float %1344, float %1345, float %1346, float %1347, float %1348, float %1349, float %1350, float %1351, float %1352, float %1353, float %1354, float %1355, float %1356, float %1357, float %1358, float %1359, float %1360, float %1361, float %1362, float %1363, float %1364, float %1365, float %1366, float %1367, float %1368, float %1369, float %1370, float %1371, float %1372, float %1373, float %1374, float %1375, float %1376, float %1377, float %1378, float %1379, float %1380)
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 0
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 1
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 2
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 3
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 4
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 5
  %1388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 6
  %1389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 7
  %1390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 8
  %1391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 9
  %1392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 10
  %1393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 11
  %1394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 12
  %1395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 13
  %1396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 14
  %1397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 15
  %1398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 16
  %1399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 17
  %1400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 18
  %1401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 19
  %1402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 20
  %1403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 21
  %1404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 22
  %1405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 23
  %1406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 24
  %1407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 25
  %1408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 26
  %1409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 27
  %1410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 28
  %1411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 29
  %1412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 30
  %1413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 31
  %1414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 32
  %1415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 33
  %1416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 34
  %1417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 35
  %1418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 36
  %1419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 37
  %1420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 38
  %1421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 39
  %1422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 40
  %1423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 41
  %1424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 42
  %1425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 43
  %1426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 44
  %1427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 45
  %1428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 46
  %1429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 47
  %1430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 48
  %1431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 49
  %1432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 50
  %1433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 51
  %1434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 52
  %1435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 53
  %1436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 54
  %1437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 55
  %1438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 56
  %1439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 57
  %1440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 58
  %1441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 59
  %1442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 60
  %1443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 61
  %1444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 62
  %1445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1381, 63
  store float %1382, ptr %acc, align 4
  store float %1383, ptr %acc1, align 4
  store float %1384, ptr %acc2, align 4
  store float %1385, ptr %acc3, align 4
  store float %1386, ptr %acc4, align 4
  store float %1387, ptr %acc5, align 4
  store float %1388, ptr %acc6, align 4
  store float %1389, ptr %acc7, align 4
  store float %1390, ptr %acc8, align 4
  store float %1391, ptr %acc9, align 4
  store float %1392, ptr %acc10, align 4
  store float %1393, ptr %acc11, align 4
  store float %1394, ptr %acc12, align 4
  store float %1395, ptr %acc13, align 4
  store float %1396, ptr %acc14, align 4
  store float %1397, ptr %acc15, align 4
  store float %1398, ptr %acc16, align 4
  store float %1399, ptr %acc17, align 4
  store float %1400, ptr %acc18, align 4
  store float %1401, ptr %acc19, align 4
  store float %1402, ptr %acc20, align 4
  store float %1403, ptr %acc21, align 4
  store float %1404, ptr %acc22, align 4
  store float %1405, ptr %acc23, align 4
  store float %1406, ptr %acc24, align 4
  store float %1407, ptr %acc25, align 4
  store float %1408, ptr %acc26, align 4
  store float %1409, ptr %acc27, align 4
  store float %1410, ptr %acc28, align 4
  store float %1411, ptr %acc29, align 4
  store float %1412, ptr %acc30, align 4
  store float %1413, ptr %acc31, align 4
  store float %1414, ptr %acc32, align 4
  store float %1415, ptr %acc33, align 4
  store float %1416, ptr %acc34, align 4
  store float %1417, ptr %acc35, align 4
  store float %1418, ptr %acc36, align 4
  store float %1419, ptr %acc37, align 4
  store float %1420, ptr %acc38, align 4
  store float %1421, ptr %acc39, align 4
  store float %1422, ptr %acc40, align 4
  store float %1423, ptr %acc41, align 4
  store float %1424, ptr %acc42, align 4
  store float %1425, ptr %acc43, align 4
  store float %1426, ptr %acc44, align 4
  store float %1427, ptr %acc45, align 4
  store float %1428, ptr %acc46, align 4
  store float %1429, ptr %acc47, align 4
  store float %1430, ptr %acc48, align 4
  store float %1431, ptr %acc49, align 4
  store float %1432, ptr %acc50, align 4
  store float %1433, ptr %acc51, align 4
  store float %1434, ptr %acc52, align 4
  store float %1435, ptr %acc53, align 4
  store float %1436, ptr %acc54, align 4
  store float %1437, ptr %acc55, align 4
  store float %1438, ptr %acc56, align 4
  store float %1439, ptr %acc57, align 4
  store float %1440, ptr %acc58, align 4
  store float %1441, ptr %acc59, align 4
  store float %1442, ptr %acc60, align 4
  store float %1443, ptr %acc61, align 4
  store float %1444, ptr %acc62, align 4
  store float %1445, ptr %acc63, align 4
  br label %if.end97

if.end97:                                         ; preds = %if.then96, %if.end95
  %1446 = icmp slt i64 3, %987
  br i1 %1446, label %if.then98, label %if.end99

if.then98:                                        ; preds = %if.end97
  %1447 = add i64 %39, 96
  %1448 = mul i64 %988, 32768
  %1449 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %1448
  %1450 = getelementptr i8, ptr addrspace(3) %1449, i64 %1447
  %1451 = ptrtoint ptr addrspace(3) %1450 to i32
  %1452 = zext i32 %1451 to i64
  %1453 = lshr i64 %1452, 4
  %1454 = and i64 %1453, 16383
  %1455 = or i64 %1454, 4611686293305360384
  %1456 = mul i64 %988, 32768
  %1457 = add i64 %1456, 16384
  %1458 = getelementptr i8, ptr addrspace(3) @dynamic_shared, i64 %1457
  %1459 = getelementptr i8, ptr addrspace(3) %1458, i64 96
  %1460 = ptrtoint ptr addrspace(3) %1459 to i32
  %1461 = zext i32 %1460 to i64
  %1462 = lshr i64 %1461, 4
  %1463 = and i64 %1462, 16383
  %1464 = or i64 %1463, 4611686293305360384
  %1465 = load float, ptr %acc, align 4
  %1466 = load float, ptr %acc1, align 4
  %1467 = load float, ptr %acc2, align 4
  %1468 = load float, ptr %acc3, align 4
  %1469 = load float, ptr %acc4, align 4
  %1470 = load float, ptr %acc5, align 4
  %1471 = load float, ptr %acc6, align 4
  %1472 = load float, ptr %acc7, align 4
  %1473 = load float, ptr %acc8, align 4
  %1474 = load float, ptr %acc9, align 4
  %1475 = load float, ptr %acc10, align 4
  %1476 = load float, ptr %acc11, align 4
  %1477 = load float, ptr %acc12, align 4
  %1478 = load float, ptr %acc13, align 4
  %1479 = load float, ptr %acc14, align 4
  %1480 = load float, ptr %acc15, align 4
  %1481 = load float, ptr %acc16, align 4
  %1482 = load float, ptr %acc17, align 4
  %1483 = load float, ptr %acc18, align 4
  %1484 = load float, ptr %acc19, align 4
  %1485 = load float, ptr %acc20, align 4
  %1486 = load float, ptr %acc21, align 4
  %1487 = load float, ptr %acc22, align 4
  %1488 = load float, ptr %acc23, align 4
  %1489 = load float, ptr %acc24, align 4
  %1490 = load float, ptr %acc25, align 4
  %1491 = load float, ptr %acc26, align 4
  %1492 = load float, ptr %acc27, align 4
  %1493 = load float, ptr %acc28, align 4
  %1494 = load float, ptr %acc29, align 4
  %1495 = load float, ptr %acc30, align 4
  %1496 = load float, ptr %acc31, align 4
  %1497 = load float, ptr %acc32, align 4
  %1498 = load float, ptr %acc33, align 4
  %1499 = load float, ptr %acc34, align 4
  %1500 = load float, ptr %acc35, align 4
  %1501 = load float, ptr %acc36, align 4
  %1502 = load float, ptr %acc37, align 4
  %1503 = load float, ptr %acc38, align 4
  %1504 = load float, ptr %acc39, align 4
  %1505 = load float, ptr %acc40, align 4
  %1506 = load float, ptr %acc41, align 4
  %1507 = load float, ptr %acc42, align 4
  %1508 = load float, ptr %acc43, align 4
  %1509 = load float, ptr %acc44, align 4
  %1510 = load float, ptr %acc45, align 4
  %1511 = load float, ptr %acc46, align 4
  %1512 = load float, ptr %acc47, align 4
  %1513 = load float, ptr %acc48, align 4
  %1514 = load float, ptr %acc49, align 4
  %1515 = load float, ptr %acc50, align 4
  %1516 = load float, ptr %acc51, align 4
  %1517 = load float, ptr %acc52, align 4
  %1518 = load float, ptr %acc53, align 4
  %1519 = load float, ptr %acc54, align 4
  %1520 = load float, ptr %acc55, align 4
  %1521 = load float, ptr %acc56, align 4
  %1522 = load float, ptr %acc57, align 4
  %1523 = load float, ptr %acc58, align 4
  %1524 = load float, ptr %acc59, align 4
  %1525 = load float, ptr %acc60, align 4
  %1526 = load float, ptr %acc61, align 4
  %1527 = load float, ptr %acc62, align 4
  %1528 = load float, ptr %acc63, align 4
  %1529 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{\0A.reg .pred p;\0Asetp.ne.b32 p, $66, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %1455, i64 %1464, i32 1, float %1465, float %1466, float %1467, float %1468, float %1469, float %1470, float %1471, float %1472, float %1473, float %1474, float %1475, float %1476, float %1477, float %1478, float %1479, float %1480, float %1481, float %1482, float %1483, float %1484, float %1485, float %1486, float %1487, float %1488, float %1489, float %1490, float %1491, float %1492, float %1493, float %1494, float %1495, float %1496, float %1497, float %1498, float %1499, float %1500, float %1501, float %1502, float %1503, float %1504, float %1505, float %1506, float %1507, float %1508, float %1509, float %1510, float %1511, float %1512, float %1513, float %1514, float %1515, float %1516, float %1517, float %1518, float %1519, float %1520, float %1521, float %1522, float %1523, float %1524, float %1525, float %1526, float %1527, float %1528)
  %1530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 0
  %1531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 1
  %1532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 2
  %1533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 3
  %1534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 4
  %1535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 5
  %1536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 6
  %1537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 7
  %1538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 8
  %1539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 9
  %1540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 10
  %1541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 11
  %1542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 12
  %1543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 13
  %1544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 14
  %1545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 15
  %1546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 16
  %1547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 17
  %1548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 18
  %1549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 19
  %1550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 20
  %1551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 21
  %1552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 22
  %1553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 23
  %1554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 24
  %1555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 25
  %1556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 26
  %1557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 27
  %1558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 28
  %1559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 29
  %1560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 30
  %1561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 31
  %1562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 32
  %1563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 33
  %1564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 34
  %1565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 35
  %1566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 36
  %1567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 37
  %1568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 38
  %1569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 39
  %1570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 40
  %1571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 41
  %1572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 42
  %1573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 43
  %1574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 44
  %1575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 45
  %1576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 46
  %1577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 47
  %1578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 48
  %1579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 49
  %1580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 50
  %1581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 51
  %1582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 52
  %1583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 53
  %1584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 54
  %1585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 55
  %1586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 56
  %1587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 57
  %1588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 58
  %1589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 59
  %1590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 60
  %1591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 61
  %1592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 62
  %1593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1529, 63
  store float %1530, ptr %acc, align 4
  store float %1531, ptr %acc1, align 4
  store float %1532, ptr %acc2, align 4
  store float %1533, ptr %acc3, align 4
  store float %1534, ptr %acc4, align 4
  store float %1535, ptr %acc5, align 4
  store float %1536, ptr %acc6, align 4
  store float %1537, ptr %acc7, align 4
  store float %1538, ptr %acc8, align 4
  store float %1539, ptr %acc9, align 4
  store float %1540, ptr %acc10, align 4
  store float %1541, ptr %acc11, align 4
  store float %1542, ptr %acc12, align 4
  store float %1543, ptr %acc13, align 4
  store float %1544, ptr %acc14, align 4
  store float %1545, ptr %acc15, align 4
  store float %1546, ptr %acc16, align 4
  store float %1547, ptr %acc17, align 4
  store float %1548, ptr %acc18, align 4
  store float %1549, ptr %acc19, align 4
  store float %1550, ptr %acc20, align 4
  store float %1551, ptr %acc21, align 4
  store float %1552, ptr %acc22, align 4
  store float %1553, ptr %acc23, align 4
  store float %1554, ptr %acc24, align 4
  store float %1555, ptr %acc25, align 4
  store float %1556, ptr %acc26, align 4
  store float %1557, ptr %acc27, align 4
  store float %1558, ptr %acc28, align 4
  store float %1559, ptr %acc29, align 4
  store float %1560, ptr %acc30, align 4
  store float %1561, ptr %acc31, align 4
  store float %1562, ptr %acc32, align 4
  store float %1563, ptr %acc33, align 4
  store float %1564, ptr %acc34, align 4
  store float %1565, ptr %acc35, align 4
  store float %1566, ptr %acc36, align 4
  store float %1567, ptr %acc37, align 4
  store float %1568, ptr %acc38, align 4
  store float %1569, ptr %acc39, align 4
  store float %1570, ptr %acc40, align 4
  store float %1571, ptr %acc41, align 4
  store float %1572, ptr %acc42, align 4
  store float %1573, ptr %acc43, align 4
  store float %1574, ptr %acc44, align 4
  store float %1575, ptr %acc45, align 4
  store float %1576, ptr %acc46, align 4
  store float %1577, ptr %acc47, align 4
  store float %1578, ptr %acc48, align 4
  store float %1579, ptr %acc49, align 4
  store float %1580, ptr %acc50, align 4
  store float %1581, ptr %acc51, align 4
  store float %1582, ptr %acc52, align 4
  store float %1583, ptr %acc53, align 4
  store float %1584, ptr %acc54, align 4
  store float %1585, ptr %acc55, align 4
  store float %1586, ptr %acc56, align 4
  store float %1587, ptr %acc57, align 4
  store float %1588, ptr %acc58, align 4
  store float %1589, ptr %acc59, align 4
  store float %1590, ptr %acc60, align 4
  store float %1591, ptr %acc61, align 4
  store float %1592, ptr %acc62, align 4
  store float %1593, ptr %acc63, align 4
  br label %if.end99

if.end99:                                         ; preds = %if.then98, %if.end97
  call void asm sideeffect "wgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 0;", "~{memory}"()
  br label %if.end93

if.then100:                                       ; preds = %if.end93
  %1594 = mul i64 %1145, %5
  %1595 = add i64 %1594, %1147
  %1596 = getelementptr float, ptr %1143, i64 %1595
  %1597 = load float, ptr %acc, align 4
  %1598 = fcmp uno float %1597, %1597
  %1599 = fcmp uno float %1597, %1597
  %1600 = select i1 %1599, float 0x7FF8000000000000, float %1597
  store float %1600, ptr %1596, align 4
  br label %if.end101

if.end101:                                        ; preds = %if.then100, %if.end93
  %1601 = add i64 %1140, 0
  %1602 = add i64 %1138, %1601
  %1603 = add i64 %1142, 1
  %1604 = add i64 %32, %1603
  %1605 = icmp slt i64 %1604, %7
  %1606 = icmp slt i64 %1602, %6
  %1607 = and i1 %1606, %1605
  br i1 %1607, label %if.then102, label %if.end103

if.then102:                                       ; preds = %if.end101
  %1608 = mul i64 %1602, %5
  %1609 = add i64 %1608, %1604
  %1610 = getelementptr float, ptr %1143, i64 %1609
  %1611 = load float, ptr %acc1, align 4
  %1612 = fcmp uno float %1611, %1611
  %1613 = fcmp uno float %1611, %1611
  %1614 = select i1 %1613, float 0x7FF8000000000000, float %1611
  store float %1614, ptr %1610, align 4
  br label %if.end103

if.end103:                                        ; preds = %if.then102, %if.end101
  %1615 = add i64 %1140, 8
  %1616 = add i64 %1138, %1615
  %1617 = add i64 %1142, 0
  %1618 = add i64 %32, %1617
  %1619 = icmp slt i64 %1618, %7
  %1620 = icmp slt i64 %1616, %6
  %1621 = and i1 %1620, %1619
  br i1 %1621, label %if.then104, label %if.end105

if.then104:                                       ; preds = %if.end103
  %1622 = mul i64 %1616, %5
  %1623 = add i64 %1622, %1618
  %1624 = getelementptr float, ptr %1143, i64 %1623
  %1625 = load float, ptr %acc2, align 4
  %1626 = fcmp uno float %1625, %1625
  %1627 = fcmp uno float %1625, %1625
  %1628 = select i1 %1627, float 0x7FF8000000000000, float %1625
  store float %1628, ptr %1624, align 4
  br label %if.end105

if.end105:                                        ; preds = %if.then104, %if.end103
  %1629 = add i64 %1140, 8
  %1630 = add i64 %1138, %1629
  %1631 = add i64 %1142, 1
  %1632 = add i64 %32, %1631
  %1633 = icmp slt i64 %1632, %7
  %1634 = icmp slt i64 %1630, %6
  %1635 = and i1 %1634, %1633
  br i1 %1635, label %if.then106, label %if.end107

if.then106:                                       ; preds = %if.end105
  %1636 = mul i64 %1630, %5
  %1637 = add i64 %1636, %1632
  %1638 = getelementptr float, ptr %1143, i64 %1637
  %1639 = load float, ptr %acc3, align 4
  %1640 = fcmp uno float %1639, %1639
  %1641 = fcmp uno float %1639, %1639
  %1642 = select i1 %1641, float 0x7FF8000000000000, float %1639
  store float %1642, ptr %1638, align 4
  br label %if.end107

if.end107:                                        ; preds = %if.then106, %if.end105
  %1643 = add i64 %1140, 0
  %1644 = add i64 %1138, %1643
  %1645 = add i64 %1142, 8
  %1646 = add i64 %32, %1645
  %1647 = icmp slt i64 %1646, %7
  %1648 = icmp slt i64 %1644, %6
  %1649 = and i1 %1648, %1647
  br i1 %1649, label %if.then108, label %if.end109

if.then108:                                       ; preds = %if.end107
  %1650 = mul i64 %1644, %5
  %1651 = add i64 %1650, %1646
  %1652 = getelementptr float, ptr %1143, i64 %1651
  %1653 = load float, ptr %acc4, align 4
  %1654 = fcmp uno float %1653, %1653
  %1655 = fcmp uno float %1653, %1653
  %1656 = select i1 %1655, float 0x7FF8000000000000, float %1653
  store float %1656, ptr %1652, align 4
  br label %if.end109

if.end109:                                        ; preds = %if.then108, %if.end107
  %1657 = add i64 %1140, 0
  %1658 = add i64 %1138, %1657
  %1659 = add i64 %1142, 9
  %1660 = add i64 %32, %1659
  %1661 = icmp slt i64 %1660, %7
  %1662 = icmp slt i64 %1658, %6
  %1663 = and i1 %1662, %1661
  br i1 %1663, label %if.then110, label %if.end111

if.then110:                                       ; preds = %if.end109
  %1664 = mul i64 %1658, %5
  %1665 = add i64 %1664, %1660
  %1666 = getelementptr float, ptr %1143, i64 %1665
  %1667 = load float, ptr %acc5, align 4
  %1668 = fcmp uno float %1667, %1667
  %1669 = fcmp uno float %1667, %1667
  %1670 = select i1 %1669, float 0x7FF8000000000000, float %1667
  store float %1670, ptr %1666, align 4
  br label %if.end111

if.end111:                                        ; preds = %if.then110, %if.end109
  %1671 = add i64 %1140, 8
  %1672 = add i64 %1138, %1671
  %1673 = add i64 %1142, 8
  %1674 = add i64 %32, %1673
  %1675 = icmp slt i64 %1674, %7
  %1676 = icmp slt i64 %1672, %6
  %1677 = and i1 %1676, %1675
  br i1 %1677, label %if.then112, label %if.end113

if.then112:                                       ; preds = %if.end111
  %1678 = mul i64 %1672, %5
  %1679 = add i64 %1678, %1674
  %1680 = getelementptr float, ptr %1143, i64 %1679
  %1681 = load float, ptr %acc6, align 4
  %1682 = fcmp uno float %1681, %1681
  %1683 = fcmp uno float %1681, %1681
  %1684 = select i1 %1683, float 0x7FF8000000000000, float %1681
  store float %1684, ptr %1680, align 4
  br label %if.end113

if.end113:                                        ; preds = %if.then112, %if.end111
  %1685 = add i64 %1140, 8
  %1686 = add i64 %1138, %1685
  %1687 = add i64 %1142, 9
  %1688 = add i64 %32, %1687
  %1689 = icmp slt i64 %1688, %7
  %1690 = icmp slt i64 %1686, %6
  %1691 = and i1 %1690, %1689
  br i1 %1691, label %if.then114, label %if.end115

if.then114:                                       ; preds = %if.end113
  %1692 = mul i64 %1686, %5
  %1693 = add i64 %1692, %1688
  %1694 = getelementptr float, ptr %1143, i64 %1693
  %1695 = load float, ptr %acc7, align 4
  %1696 = fcmp uno float %1695, %1695
  %1697 = fcmp uno float %1695, %1695
  %1698 = select i1 %1697, float 0x7FF8000000000000, float %1695
  store float %1698, ptr %1694, align 4
  br label %if.end115

if.end115:                                        ; preds = %if.then114, %if.end113
  %1699 = add i64 %1140, 0
  %1700 = add i64 %1138, %1699
  %1701 = add i64 %1142, 16
  %1702 = add i64 %32, %1701
  %1703 = icmp slt i64 %1702, %7
  %1704 = icmp slt i64 %1700, %6
  %1705 = and i1 %1704, %1703
  br i1 %1705, label %if.then116, label %if.end117

if.then116:                                       ; preds = %if.end115
  %1706 = mul i64 %1700, %5
  %1707 = add i64 %1706, %1702
  %1708 = getelementptr float, ptr %1143, i64 %1707
  %1709 = load float, ptr %acc8, align 4
  %1710 = fcmp uno float %1709, %1709
  %1711 = fcmp uno float %1709, %1709
  %1712 = select i1 %1711, float 0x7FF8000000000000, float %1709
  store float %1712, ptr %1708, align 4
  br label %if.end117

if.end117:                                        ; preds = %if.then116, %if.end115
  %1713 = add i64 %1140, 0
  %1714 = add i64 %1138, %1713
  %1715 = add i64 %1142, 17
  %1716 = add i64 %32, %1715
  %1717 = icmp slt i64 %1716, %7
  %1718 = icmp slt i64 %1714, %6
  %1719 = and i1 %1718, %1717
  br i1 %1719, label %if.then118, label %if.end119

if.then118:                                       ; preds = %if.end117
  %1720 = mul i64 %1714, %5
  %1721 = add i64 %1720, %1716
  %1722 = getelementptr float, ptr %1143, i64 %1721
  %1723 = load float, ptr %acc9, align 4
  %1724 = fcmp uno float %1723, %1723
  %1725 = fcmp uno float %1723, %1723
  %1726 = select i1 %1725, float 0x7FF8000000000000, float %1723
  store float %1726, ptr %1722, align 4
  br label %if.end119

if.end119:                                        ; preds = %if.then118, %if.end117
  %1727 = add i64 %1140, 8
  %1728 = add i64 %1138, %1727
  %1729 = add i64 %1142, 16
  %1730 = add i64 %32, %1729
  %1731 = icmp slt i64 %1730, %7
  %1732 = icmp slt i64 %1728, %6
  %1733 = and i1 %1732, %1731
  br i1 %1733, label %if.then120, label %if.end121

if.then120:                                       ; preds = %if.end119
  %1734 = mul i64 %1728, %5
  %1735 = add i64 %1734, %1730
  %1736 = getelementptr float, ptr %1143, i64 %1735
  %1737 = load float, ptr %acc10, align 4
  %1738 = fcmp uno float %1737, %1737
  %1739 = fcmp uno float %1737, %1737
  %1740 = select i1 %1739, float 0x7FF8000000000000, float %1737
  store float %1740, ptr %1736, align 4
  br label %if.end121

if.end121:                                        ; preds = %if.then120, %if.end119
  %1741 = add i64 %1140, 8
  %1742 = add i64 %1138, %1741
  %1743 = add i64 %1142, 17
  %1744 = add i64 %32, %1743
  %1745 = icmp slt i64 %1744, %7
  %1746 = icmp slt i64 %1742, %6
  %1747 = and i1 %1746, %1745
  br i1 %1747, label %if.then122, label %if.end123

if.then122:                                       ; preds = %if.end121
  %1748 = mul i64 %1742, %5
  %1749 = add i64 %1748, %1744
  %1750 = getelementptr float, ptr %1143, i64 %1749
  %1751 = load float, ptr %acc11, align 4
  %1752 = fcmp uno float %1751, %1751
  %1753 = fcmp uno float %1751, %1751
  %1754 = select i1 %1753, float 0x7FF8000000000000, float %1751
  store float %1754, ptr %1750, align 4
  br label %if.end123

if.end123:                                        ; preds = %if.then122, %if.end121
  %1755 = add i64 %1140, 0
  %1756 = add i64 %1138, %1755
  %1757 = add i64 %1142, 24
  %1758 = add i64 %32, %1757
  %1759 = icmp slt i64 %1758, %7
  %1760 = icmp slt i64 %1756, %6
  %1761 = and i1 %1760, %1759
  br i1 %1761, label %if.then124, label %if.end125

if.then124:                                       ; preds = %if.end123
  %1762 = mul i64 %1756, %5
  %1763 = add i64 %1762, %1758
  %1764 = getelementptr float, ptr %1143, i64 %1763
  %1765 = load float, ptr %acc12, align 4
  %1766 = fcmp uno float %1765, %1765
  %1767 = fcmp uno float %1765, %1765
  %1768 = select i1 %1767, float 0x7FF8000000000000, float %1765
  store float %1768, ptr %1764, align 4
  br label %if.end125

if.end125:                                        ; preds = %if.then124, %if.end123
  %1769 = add i64 %1140, 0
  %1770 = add i64 %1138, %1769
  %1771 = add i64 %1142, 25
  %1772 = add i64 %32, %1771
  %1773 = icmp slt i64 %1772, %7
  %1774 = icmp slt i64 %1770, %6
  %1775 = and i1 %1774, %1773
  br i1 %1775, label %if.then126, label %if.end127

if.then126:                                       ; preds = %if.end125
  %1776 = mul i64 %1770, %5
  %1777 = add i64 %1776, %1772
  %1778 = getelementptr float, ptr %1143, i64 %1777
  %1779 = load float, ptr %acc13, align 4
  %1780 = fcmp uno float %1779, %1779
  %1781 = fcmp uno float %1779, %1779
  %1782 = select i1 %1781, float 0x7FF8000000000000, float %1779
  store float %1782, ptr %1778, align 4
  br label %if.end127

if.end127:                                        ; preds = %if.then126, %if.end125
  %1783 = add i64 %1140, 8
  %1784 = add i64 %1138, %1783
  %1785 = add i64 %1142, 24
  %1786 = add i64 %32, %1785
  %1787 = icmp slt i64 %1786, %7
  %1788 = icmp slt i64 %1784, %6
  %1789 = and i1 %1788, %1787
  br i1 %1789, label %if.then128, label %if.end129

if.then128:                                       ; preds = %if.end127
  %1790 = mul i64 %1784, %5
  %1791 = add i64 %1790, %1786
  %1792 = getelementptr float, ptr %1143, i64 %1791
  %1793 = load float, ptr %acc14, align 4
  %1794 = fcmp uno float %1793, %1793
  %1795 = fcmp uno float %1793, %1793
  %1796 = select i1 %1795, float 0x7FF8000000000000, float %1793
  store float %1796, ptr %1792, align 4
  br label %if.end129

if.end129:                                        ; preds = %if.then128, %if.end127
  %1797 = add i64 %1140, 8
  %1798 = add i64 %1138, %1797
  %1799 = add i64 %1142, 25
  %1800 = add i64 %32, %1799
  %1801 = icmp slt i64 %1800, %7
  %1802 = icmp slt i64 %1798, %6
  %1803 = and i1 %1802, %1801
  br i1 %1803, label %if.then130, label %if.end131

if.then130:                                       ; preds = %if.end129
  %1804 = mul i64 %1798, %5
  %1805 = add i64 %1804, %1800
  %1806 = getelementptr float, ptr %1143, i64 %1805
  %1807 = load float, ptr %acc15, align 4
  %1808 = fcmp uno float %1807, %1807
  %1809 = fcmp uno float %1807, %1807
  %1810 = select i1 %1809, float 0x7FF8000000000000, float %1807
  store float %1810, ptr %1806, align 4
  br label %if.end131

if.end131:                                        ; preds = %if.then130, %if.end129
  %1811 = add i64 %1140, 0
  %1812 = add i64 %1138, %1811
  %1813 = add i64 %1142, 32
  %1814 = add i64 %32, %1813
  %1815 = icmp slt i64 %1814, %7
  %1816 = icmp slt i64 %1812, %6
  %1817 = and i1 %1816, %1815
  br i1 %1817, label %if.then132, label %if.end133

if.then132:                                       ; preds = %if.end131
  %1818 = mul i64 %1812, %5
  %1819 = add i64 %1818, %1814
  %1820 = getelementptr float, ptr %1143, i64 %1819
  %1821 = load float, ptr %acc16, align 4
  %1822 = fcmp uno float %1821, %1821
  %1823 = fcmp uno float %1821, %1821
  %1824 = select i1 %1823, float 0x7FF8000000000000, float %1821
  store float %1824, ptr %1820, align 4
  br label %if.end133

if.end133:                                        ; preds = %if.then132, %if.end131
  %1825 = add i64 %1140, 0
  %1826 = add i64 %1138, %1825
  %1827 = add i64 %1142, 33
  %1828 = add i64 %32, %1827
  %1829 = icmp slt i64 %1828, %7
  %1830 = icmp slt i64 %1826, %6
  %1831 = and i1 %1830, %1829
  br i1 %1831, label %if.then134, label %if.end135

if.then134:                                       ; preds = %if.end133
  %1832 = mul i64 %1826, %5
  %1833 = add i64 %1832, %1828
  %1834 = getelementptr float, ptr %1143, i64 %1833
  %1835 = load float, ptr %acc17, align 4
  %1836 = fcmp uno float %1835, %1835
  %1837 = fcmp uno float %1835, %1835
  %1838 = select i1 %1837, float 0x7FF8000000000000, float %1835
  store float %1838, ptr %1834, align 4
  br label %if.end135

if.end135:                                        ; preds = %if.then134, %if.end133
  %1839 = add i64 %1140, 8
  %1840 = add i64 %1138, %1839
  %1841 = add i64 %1142, 32
  %1842 = add i64 %32, %1841
  %1843 = icmp slt i64 %1842, %7
  %1844 = icmp slt i64 %1840, %6
  %1845 = and i1 %1844, %1843
  br i1 %1845, label %if.then136, label %if.end137

if.then136:                                       ; preds = %if.end135
  %1846 = mul i64 %1840, %5
  %1847 = add i64 %1846, %1842
  %1848 = getelementptr float, ptr %1143, i64 %1847
  %1849 = load float, ptr %acc18, align 4
  %1850 = fcmp uno float %1849, %1849
  %1851 = fcmp uno float %1849, %1849
  %1852 = select i1 %1851, float 0x7FF8000000000000, float %1849
  store float %1852, ptr %1848, align 4
  br label %if.end137

if.end137:                                        ; preds = %if.then136, %if.end135
  %1853 = add i64 %1140, 8
  %1854 = add i64 %1138, %1853
  %1855 = add i64 %1142, 33
  %1856 = add i64 %32, %1855
  %1857 = icmp slt i64 %1856, %7
  %1858 = icmp slt i64 %1854, %6
  %1859 = and i1 %1858, %1857
  br i1 %1859, label %if.then138, label %if.end139

if.then138:                                       ; preds = %if.end137
  %1860 = mul i64 %1854, %5
  %1861 = add i64 %1860, %1856
  %1862 = getelementptr float, ptr %1143, i64 %1861
  %1863 = load float, ptr %acc19, align 4
  %1864 = fcmp uno float %1863, %1863
  %1865 = fcmp uno float %1863, %1863
  %1866 = select i1 %1865, float 0x7FF8000000000000, float %1863
  store float %1866, ptr %1862, align 4
  br label %if.end139

if.end139:                                        ; preds = %if.then138, %if.end137
  %1867 = add i64 %1140, 0
  %1868 = add i64 %1138, %1867
  %1869 = add i64 %1142, 40
  %1870 = add i64 %32, %1869
  %1871 = icmp slt i64 %1870, %7
  %1872 = icmp slt i64 %1868, %6
  %1873 = and i1 %1872, %1871
  br i1 %1873, label %if.then140, label %if.end141

if.then140:                                       ; preds = %if.end139
  %1874 = mul i64 %1868, %5
  %1875 = add i64 %1874, %1870
  %1876 = getelementptr float, ptr %1143, i64 %1875
  %1877 = load float, ptr %acc20, align 4
  %1878 = fcmp uno float %1877, %1877
  %1879 = fcmp uno float %1877, %1877
  %1880 = select i1 %1879, float 0x7FF8000000000000, float %1877
  store float %1880, ptr %1876, align 4
  br label %if.end141

if.end141:                                        ; preds = %if.then140, %if.end139
  %1881 = add i64 %1140, 0
  %1882 = add i64 %1138, %1881
  %1883 = add i64 %1142, 41
  %1884 = add i64 %32, %1883
  %1885 = icmp slt i64 %1884, %7
  %1886 = icmp slt i64 %1882, %6
  %1887 = and i1 %1886, %1885
  br i1 %1887, label %if.then142, label %if.end143

if.then142:                                       ; preds = %if.end141
  %1888 = mul i64 %1882, %5
  %1889 = add i64 %1888, %1884
  %1890 = getelementptr float, ptr %1143, i64 %1889
  %1891 = load float, ptr %acc21, align 4
  %1892 = fcmp uno float %1891, %1891
  %1893 = fcmp uno float %1891, %1891
  %1894 = select i1 %1893, float 0x7FF8000000000000, float %1891
  store float %1894, ptr %1890, align 4
  br label %if.end143

if.end143:                                        ; preds = %if.then142, %if.end141
  %1895 = add i64 %1140, 8
  %1896 = add i64 %1138, %1895
  %1897 = add i64 %1142, 40
  %1898 = add i64 %32, %1897
  %1899 = icmp slt i64 %1898, %7
  %1900 = icmp slt i64 %1896, %6
  %1901 = and i1 %1900, %1899
  br i1 %1901, label %if.then144, label %if.end145

if.then144:                                       ; preds = %if.end143
  %1902 = mul i64 %1896, %5
  %1903 = add i64 %1902, %1898
  %1904 = getelementptr float, ptr %1143, i64 %1903
  %1905 = load float, ptr %acc22, align 4
  %1906 = fcmp uno float %1905, %1905
  %1907 = fcmp uno float %1905, %1905
  %1908 = select i1 %1907, float 0x7FF8000000000000, float %1905
  store float %1908, ptr %1904, align 4
  br label %if.end145

if.end145:                                        ; preds = %if.then144, %if.end143
  %1909 = add i64 %1140, 8
  %1910 = add i64 %1138, %1909
  %1911 = add i64 %1142, 41
  %1912 = add i64 %32, %1911
  %1913 = icmp slt i64 %1912, %7
  %1914 = icmp slt i64 %1910, %6
  %1915 = and i1 %1914, %1913
  br i1 %1915, label %if.then146, label %if.end147

if.then146:                                       ; preds = %if.end145
  %1916 = mul i64 %1910, %5
  %1917 = add i64 %1916, %1912
  %1918 = getelementptr float, ptr %1143, i64 %1917
  %1919 = load float, ptr %acc23, align 4
  %1920 = fcmp uno float %1919, %1919
  %1921 = fcmp uno float %1919, %1919
  %1922 = select i1 %1921, float 0x7FF8000000000000, float %1919
  store float %1922, ptr %1918, align 4
  br label %if.end147

if.end147:                                        ; preds = %if.then146, %if.end145
  %1923 = add i64 %1140, 0
  %1924 = add i64 %1138, %1923
  %1925 = add i64 %1142, 48
  %1926 = add i64 %32, %1925
  %1927 = icmp slt i64 %1926, %7
  %1928 = icmp slt i64 %1924, %6
  %1929 = and i1 %1928, %1927
  br i1 %1929, label %if.then148, label %if.end149

if.then148:                                       ; preds = %if.end147
  %1930 = mul i64 %1924, %5
  %1931 = add i64 %1930, %1926
  %1932 = getelementptr float, ptr %1143, i64 %1931
  %1933 = load float, ptr %acc24, align 4
  %1934 = fcmp uno float %1933, %1933
  %1935 = fcmp uno float %1933, %1933
  %1936 = select i1 %1935, float 0x7FF8000000000000, float %1933
  store float %1936, ptr %1932, align 4
  br label %if.end149

if.end149:                                        ; preds = %if.then148, %if.end147
  %1937 = add i64 %1140, 0
  %1938 = add i64 %1138, %1937
  %1939 = add i64 %1142, 49
  %1940 = add i64 %32, %1939
  %1941 = icmp slt i64 %1940, %7
  %1942 = icmp slt i64 %1938, %6
  %1943 = and i1 %1942, %1941
  br i1 %1943, label %if.then150, label %if.end151

if.then150:                                       ; preds = %if.end149
  %1944 = mul i64 %1938, %5
  %1945 = add i64 %1944, %1940
  %1946 = getelementptr float, ptr %1143, i64 %1945
  %1947 = load float, ptr %acc25, align 4
  %1948 = fcmp uno float %1947, %1947
  %1949 = fcmp uno float %1947, %1947
  %1950 = select i1 %1949, float 0x7FF8000000000000, float %1947
  store float %1950, ptr %1946, align 4
  br label %if.end151

if.end151:                                        ; preds = %if.then150, %if.end149
  %1951 = add i64 %1140, 8
  %1952 = add i64 %1138, %1951
  %1953 = add i64 %1142, 48
  %1954 = add i64 %32, %1953
  %1955 = icmp slt i64 %1954, %7
  %1956 = icmp slt i64 %1952, %6
  %1957 = and i1 %1956, %1955
  br i1 %1957, label %if.then152, label %if.end153

if.then152:                                       ; preds = %if.end151
  %1958 = mul i64 %1952, %5
  %1959 = add i64 %1958, %1954
  %1960 = getelementptr float, ptr %1143, i64 %1959
  %1961 = load float, ptr %acc26, align 4
  %1962 = fcmp uno float %1961, %1961
  %1963 = fcmp uno float %1961, %1961
  %1964 = select i1 %1963, float 0x7FF8000000000000, float %1961
  store float %1964, ptr %1960, align 4
  br label %if.end153

if.end153:                                        ; preds = %if.then152, %if.end151
  %1965 = add i64 %1140, 8
  %1966 = add i64 %1138, %1965
  %1967 = add i64 %1142, 49
  %1968 = add i64 %32, %1967
  %1969 = icmp slt i64 %1968, %7
  %1970 = icmp slt i64 %1966, %6
  %1971 = and i1 %1970, %1969
  br i1 %1971, label %if.then154, label %if.end155

if.then154:                                       ; preds = %if.end153
  %1972 = mul i64 %1966, %5
  %1973 = add i64 %1972, %1968
  %1974 = getelementptr float, ptr %1143, i64 %1973
  %1975 = load float, ptr %acc27, align 4
  %1976 = fcmp uno float %1975, %1975
  %1977 = fcmp uno float %1975, %1975
  %1978 = select i1 %1977, float 0x7FF8000000000000, float %1975
  store float %1978, ptr %1974, align 4
  br label %if.end155

if.end155:                                        ; preds = %if.then154, %if.end153
  %1979 = add i64 %1140, 0
  %1980 = add i64 %1138, %1979
  %1981 = add i64 %1142, 56
  %1982 = add i64 %32, %1981
  %1983 = icmp slt i64 %1982, %7
  %1984 = icmp slt i64 %1980, %6
  %1985 = and i1 %1984, %1983
  br i1 %1985, label %if.then156, label %if.end157

if.then156:                                       ; preds = %if.end155
  %1986 = mul i64 %1980, %5
  %1987 = add i64 %1986, %1982
  %1988 = getelementptr float, ptr %1143, i64 %1987
  %1989 = load float, ptr %acc28, align 4
  %1990 = fcmp uno float %1989, %1989
  %1991 = fcmp uno float %1989, %1989
  %1992 = select i1 %1991, float 0x7FF8000000000000, float %1989
  store float %1992, ptr %1988, align 4
  br label %if.end157

if.end157:                                        ; preds = %if.then156, %if.end155
  %1993 = add i64 %1140, 0
  %1994 = add i64 %1138, %1993
  %1995 = add i64 %1142, 57
  %1996 = add i64 %32, %1995
  %1997 = icmp slt i64 %1996, %7
  %1998 = icmp slt i64 %1994, %6
  %1999 = and i1 %1998, %1997
  br i1 %1999, label %if.then158, label %if.end159

if.then158:                                       ; preds = %if.end157
  %2000 = mul i64 %1994, %5
  %2001 = add i64 %2000, %1996
  %2002 = getelementptr float, ptr %1143, i64 %2001
  %2003 = load float, ptr %acc29, align 4
  %2004 = fcmp uno float %2003, %2003
  %2005 = fcmp uno float %2003, %2003
  %2006 = select i1 %2005, float 0x7FF8000000000000, float %2003
  store float %2006, ptr %2002, align 4
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %if.end157
  %2007 = add i64 %1140, 8
  %2008 = add i64 %1138, %2007
  %2009 = add i64 %1142, 56
  %2010 = add i64 %32, %2009
  %2011 = icmp slt i64 %2010, %7
  %2012 = icmp slt i64 %2008, %6
  %2013 = and i1 %2012, %2011
  br i1 %2013, label %if.then160, label %if.end161

if.then160:                                       ; preds = %if.end159
  %2014 = mul i64 %2008, %5
  %2015 = add i64 %2014, %2010
  %2016 = getelementptr float, ptr %1143, i64 %2015
  %2017 = load float, ptr %acc30, align 4
  %2018 = fcmp uno float %2017, %2017
  %2019 = fcmp uno float %2017, %2017
  %2020 = select i1 %2019, float 0x7FF8000000000000, float %2017
  store float %2020, ptr %2016, align 4
  br label %if.end161

if.end161:                                        ; preds = %if.then160, %if.end159
  %2021 = add i64 %1140, 8
  %2022 = add i64 %1138, %2021
  %2023 = add i64 %1142, 57
  %2024 = add i64 %32, %2023
  %2025 = icmp slt i64 %2024, %7
  %2026 = icmp slt i64 %2022, %6
  %2027 = and i1 %2026, %2025
  br i1 %2027, label %if.then162, label %if.end163

if.then162:                                       ; preds = %if.end161
  %2028 = mul i64 %2022, %5
  %2029 = add i64 %2028, %2024
  %2030 = getelementptr float, ptr %1143, i64 %2029
  %2031 = load float, ptr %acc31, align 4
  %2032 = fcmp uno float %2031, %2031
  %2033 = fcmp uno float %2031, %2031
  %2034 = select i1 %2033, float 0x7FF8000000000000, float %2031
  store float %2034, ptr %2030, align 4
  br label %if.end163

if.end163:                                        ; preds = %if.then162, %if.end161
  %2035 = add i64 %1140, 0
  %2036 = add i64 %1138, %2035
  %2037 = add i64 %1142, 64
  %2038 = add i64 %32, %2037
  %2039 = icmp slt i64 %2038, %7
  %2040 = icmp slt i64 %2036, %6
  %2041 = and i1 %2040, %2039
  br i1 %2041, label %if.then164, label %if.end165

if.then164:                                       ; preds = %if.end163
  %2042 = mul i64 %2036, %5
  %2043 = add i64 %2042, %2038
  %2044 = getelementptr float, ptr %1143, i64 %2043
  %2045 = load float, ptr %acc32, align 4
  %2046 = fcmp uno float %2045, %2045
  %2047 = fcmp uno float %2045, %2045
  %2048 = select i1 %2047, float 0x7FF8000000000000, float %2045
  store float %2048, ptr %2044, align 4
  br label %if.end165

if.end165:                                        ; preds = %if.then164, %if.end163
  %2049 = add i64 %1140, 0
  %2050 = add i64 %1138, %2049
  %2051 = add i64 %1142, 65
  %2052 = add i64 %32, %2051
  %2053 = icmp slt i64 %2052, %7
  %2054 = icmp slt i64 %2050, %6
  %2055 = and i1 %2054, %2053
  br i1 %2055, label %if.then166, label %if.end167

if.then166:                                       ; preds = %if.end165
  %2056 = mul i64 %2050, %5
  %2057 = add i64 %2056, %2052
  %2058 = getelementptr float, ptr %1143, i64 %2057
  %2059 = load float, ptr %acc33, align 4
  %2060 = fcmp uno float %2059, %2059
  %2061 = fcmp uno float %2059, %2059
  %2062 = select i1 %2061, float 0x7FF8000000000000, float %2059
  store float %2062, ptr %2058, align 4
  br label %if.end167

if.end167:                                        ; preds = %if.then166, %if.end165
  %2063 = add i64 %1140, 8
  %2064 = add i64 %1138, %2063
  %2065 = add i64 %1142, 64
  %2066 = add i64 %32, %2065
  %2067 = icmp slt i64 %2066, %7
  %2068 = icmp slt i64 %2064, %6
  %2069 = and i1 %2068, %2067
  br i1 %2069, label %if.then168, label %if.end169

if.then168:                                       ; preds = %if.end167
  %2070 = mul i64 %2064, %5
  %2071 = add i64 %2070, %2066
  %2072 = getelementptr float, ptr %1143, i64 %2071
  %2073 = load float, ptr %acc34, align 4
  %2074 = fcmp uno float %2073, %2073
  %2075 = fcmp uno float %2073, %2073
  %2076 = select i1 %2075, float 0x7FF8000000000000, float %2073
  store float %2076, ptr %2072, align 4
  br label %if.end169

if.end169:                                        ; preds = %if.then168, %if.end167
  %2077 = add i64 %1140, 8
  %2078 = add i64 %1138, %2077
  %2079 = add i64 %1142, 65
  %2080 = add i64 %32, %2079
  %2081 = icmp slt i64 %2080, %7
  %2082 = icmp slt i64 %2078, %6
  %2083 = and i1 %2082, %2081
  br i1 %2083, label %if.then170, label %if.end171

if.then170:                                       ; preds = %if.end169
  %2084 = mul i64 %2078, %5
  %2085 = add i64 %2084, %2080
  %2086 = getelementptr float, ptr %1143, i64 %2085
  %2087 = load float, ptr %acc35, align 4
  %2088 = fcmp uno float %2087, %2087
  %2089 = fcmp uno float %2087, %2087
  %2090 = select i1 %2089, float 0x7FF8000000000000, float %2087
  store float %2090, ptr %2086, align 4
  br label %if.end171

if.end171:                                        ; preds = %if.then170, %if.end169
  %2091 = add i64 %1140, 0
  %2092 = add i64 %1138, %2091
  %2093 = add i64 %1142, 72
  %2094 = add i64 %32, %2093
  %2095 = icmp slt i64 %2094, %7
  %2096 = icmp slt i64 %2092, %6
  %2097 = and i1 %2096, %2095
  br i1 %2097, label %if.then172, label %if.end173

if.then172:                                       ; preds = %if.end171
  %2098 = mul i64 %2092, %5
  %2099 = add i64 %2098, %2094
  %2100 = getelementptr float, ptr %1143, i64 %2099
  %2101 = load float, ptr %acc36, align 4
  %2102 = fcmp uno float %2101, %2101
  %2103 = fcmp uno float %2101, %2101
  %2104 = select i1 %2103, float 0x7FF8000000000000, float %2101
  store float %2104, ptr %2100, align 4
  br label %if.end173

if.end173:                                        ; preds = %if.then172, %if.end171
  %2105 = add i64 %1140, 0
  %2106 = add i64 %1138, %2105
  %2107 = add i64 %1142, 73
  %2108 = add i64 %32, %2107
  %2109 = icmp slt i64 %2108, %7
  %2110 = icmp slt i64 %2106, %6
  %2111 = and i1 %2110, %2109
  br i1 %2111, label %if.then174, label %if.end175

if.then174:                                       ; preds = %if.end173
  %2112 = mul i64 %2106, %5
  %2113 = add i64 %2112, %2108
  %2114 = getelementptr float, ptr %1143, i64 %2113
  %2115 = load float, ptr %acc37, align 4
  %2116 = fcmp uno float %2115, %2115
  %2117 = fcmp uno float %2115, %2115
  %2118 = select i1 %2117, float 0x7FF8000000000000, float %2115
  store float %2118, ptr %2114, align 4
  br label %if.end175

if.end175:                                        ; preds = %if.then174, %if.end173
  %2119 = add i64 %1140, 8
  %2120 = add i64 %1138, %2119
  %2121 = add i64 %1142, 72
  %2122 = add i64 %32, %2121
  %2123 = icmp slt i64 %2122, %7
  %2124 = icmp slt i64 %2120, %6
  %2125 = and i1 %2124, %2123
  br i1 %2125, label %if.then176, label %if.end177

if.then176:                                       ; preds = %if.end175
  %2126 = mul i64 %2120, %5
  %2127 = add i64 %2126, %2122
  %2128 = getelementptr float, ptr %1143, i64 %2127
  %2129 = load float, ptr %acc38, align 4
  %2130 = fcmp uno float %2129, %2129
  %2131 = fcmp uno float %2129, %2129
  %2132 = select i1 %2131, float 0x7FF8000000000000, float %2129
  store float %2132, ptr %2128, align 4
  br label %if.end177

if.end177:                                        ; preds = %if.then176, %if.end175
  %2133 = add i64 %1140, 8
  %2134 = add i64 %1138, %2133
  %2135 = add i64 %1142, 73
  %2136 = add i64 %32, %2135
  %2137 = icmp slt i64 %2136, %7
  %2138 = icmp slt i64 %2134, %6
  %2139 = and i1 %2138, %2137
  br i1 %2139, label %if.then178, label %if.end179

if.then178:                                       ; preds = %if.end177
  %2140 = mul i64 %2134, %5
  %2141 = add i64 %2140, %2136
  %2142 = getelementptr float, ptr %1143, i64 %2141
  %2143 = load float, ptr %acc39, align 4
  %2144 = fcmp uno float %2143, %2143
  %2145 = fcmp uno float %2143, %2143
  %2146 = select i1 %2145, float 0x7FF8000000000000, float %2143
  store float %2146, ptr %2142, align 4
  br label %if.end179

if.end179:                                        ; preds = %if.then178, %if.end177
  %2147 = add i64 %1140, 0
  %2148 = add i64 %1138, %2147
  %2149 = add i64 %1142, 80
  %2150 = add i64 %32, %2149
  %2151 = icmp slt i64 %2150, %7
  %2152 = icmp slt i64 %2148, %6
  %2153 = and i1 %2152, %2151
  br i1 %2153, label %if.then180, label %if.end181

if.then180:                                       ; preds = %if.end179
  %2154 = mul i64 %2148, %5
  %2155 = add i64 %2154, %2150
  %2156 = getelementptr float, ptr %1143, i64 %2155
  %2157 = load float, ptr %acc40, align 4
  %2158 = fcmp uno float %2157, %2157
  %2159 = fcmp uno float %2157, %2157
  %2160 = select i1 %2159, float 0x7FF8000000000000, float %2157
  store float %2160, ptr %2156, align 4
  br label %if.end181

if.end181:                                        ; preds = %if.then180, %if.end179
  %2161 = add i64 %1140, 0
  %2162 = add i64 %1138, %2161
  %2163 = add i64 %1142, 81
  %2164 = add i64 %32, %2163
  %2165 = icmp slt i64 %2164, %7
  %2166 = icmp slt i64 %2162, %6
  %2167 = and i1 %2166, %2165
  br i1 %2167, label %if.then182, label %if.end183

if.then182:                                       ; preds = %if.end181
  %2168 = mul i64 %2162, %5
  %2169 = add i64 %2168, %2164
  %2170 = getelementptr float, ptr %1143, i64 %2169
  %2171 = load float, ptr %acc41, align 4
  %2172 = fcmp uno float %2171, %2171
  %2173 = fcmp uno float %2171, %2171
  %2174 = select i1 %2173, float 0x7FF8000000000000, float %2171
  store float %2174, ptr %2170, align 4
  br label %if.end183

if.end183:                                        ; preds = %if.then182, %if.end181
  %2175 = add i64 %1140, 8
  %2176 = add i64 %1138, %2175
  %2177 = add i64 %1142, 80
  %2178 = add i64 %32, %2177
  %2179 = icmp slt i64 %2178, %7
  %2180 = icmp slt i64 %2176, %6
  %2181 = and i1 %2180, %2179
  br i1 %2181, label %if.then184, label %if.end185

if.then184:                                       ; preds = %if.end183
  %2182 = mul i64 %2176, %5
  %2183 = add i64 %2182, %2178
  %2184 = getelementptr float, ptr %1143, i64 %2183
  %2185 = load float, ptr %acc42, align 4
  %2186 = fcmp uno float %2185, %2185
  %2187 = fcmp uno float %2185, %2185
  %2188 = select i1 %2187, float 0x7FF8000000000000, float %2185
  store float %2188, ptr %2184, align 4
  br label %if.end185

if.end185:                                        ; preds = %if.then184, %if.end183
  %2189 = add i64 %1140, 8
  %2190 = add i64 %1138, %2189
  %2191 = add i64 %1142, 81
  %2192 = add i64 %32, %2191
  %2193 = icmp slt i64 %2192, %7
  %2194 = icmp slt i64 %2190, %6
  %2195 = and i1 %2194, %2193
  br i1 %2195, label %if.then186, label %if.end187

if.then186:                                       ; preds = %if.end185
  %2196 = mul i64 %2190, %5
  %2197 = add i64 %2196, %2192
  %2198 = getelementptr float, ptr %1143, i64 %2197
  %2199 = load float, ptr %acc43, align 4
  %2200 = fcmp uno float %2199, %2199
  %2201 = fcmp uno float %2199, %2199
  %2202 = select i1 %2201, float 0x7FF8000000000000, float %2199
  store float %2202, ptr %2198, align 4
  br label %if.end187

if.end187:                                        ; preds = %if.then186, %if.end185
  %2203 = add i64 %1140, 0
  %2204 = add i64 %1138, %2203
  %2205 = add i64 %1142, 88
  %2206 = add i64 %32, %2205
  %2207 = icmp slt i64 %2206, %7
  %2208 = icmp slt i64 %2204, %6
  %2209 = and i1 %2208, %2207
  br i1 %2209, label %if.then188, label %if.end189

if.then188:                                       ; preds = %if.end187
  %2210 = mul i64 %2204, %5
  %2211 = add i64 %2210, %2206
  %2212 = getelementptr float, ptr %1143, i64 %2211
  %2213 = load float, ptr %acc44, align 4
  %2214 = fcmp uno float %2213, %2213
  %2215 = fcmp uno float %2213, %2213
  %2216 = select i1 %2215, float 0x7FF8000000000000, float %2213
  store float %2216, ptr %2212, align 4
  br label %if.end189

if.end189:                                        ; preds = %if.then188, %if.end187
  %2217 = add i64 %1140, 0
  %2218 = add i64 %1138, %2217
  %2219 = add i64 %1142, 89
  %2220 = add i64 %32, %2219
  %2221 = icmp slt i64 %2220, %7
  %2222 = icmp slt i64 %2218, %6
  %2223 = and i1 %2222, %2221
  br i1 %2223, label %if.then190, label %if.end191

if.then190:                                       ; preds = %if.end189
  %2224 = mul i64 %2218, %5
  %2225 = add i64 %2224, %2220
  %2226 = getelementptr float, ptr %1143, i64 %2225
  %2227 = load float, ptr %acc45, align 4
  %2228 = fcmp uno float %2227, %2227
  %2229 = fcmp uno float %2227, %2227
  %2230 = select i1 %2229, float 0x7FF8000000000000, float %2227
  store float %2230, ptr %2226, align 4
  br label %if.end191

if.end191:                                        ; preds = %if.then190, %if.end189
  %2231 = add i64 %1140, 8
  %2232 = add i64 %1138, %2231
  %2233 = add i64 %1142, 88
  %2234 = add i64 %32, %2233
  %2235 = icmp slt i64 %2234, %7
  %2236 = icmp slt i64 %2232, %6
  %2237 = and i1 %2236, %2235
  br i1 %2237, label %if.then192, label %if.end193

if.then192:                                       ; preds = %if.end191
  %2238 = mul i64 %2232, %5
  %2239 = add i64 %2238, %2234
  %2240 = getelementptr float, ptr %1143, i64 %2239
  %2241 = load float, ptr %acc46, align 4
  %2242 = fcmp uno float %2241, %2241
  %2243 = fcmp uno float %2241, %2241
  %2244 = select i1 %2243, float 0x7FF8000000000000, float %2241
  store float %2244, ptr %2240, align 4
  br label %if.end193

if.end193:                                        ; preds = %if.then192, %if.end191
  %2245 = add i64 %1140, 8
  %2246 = add i64 %1138, %2245
  %2247 = add i64 %1142, 89
  %2248 = add i64 %32, %2247
  %2249 = icmp slt i64 %2248, %7
  %2250 = icmp slt i64 %2246, %6
  %2251 = and i1 %2250, %2249
  br i1 %2251, label %if.then194, label %if.end195

if.then194:                                       ; preds = %if.end193
  %2252 = mul i64 %2246, %5
  %2253 = add i64 %2252, %2248
  %2254 = getelementptr float, ptr %1143, i64 %2253
  %2255 = load float, ptr %acc47, align 4
  %2256 = fcmp uno float %2255, %2255
  %2257 = fcmp uno float %2255, %2255
  %2258 = select i1 %2257, float 0x7FF8000000000000, float %2255
  store float %2258, ptr %2254, align 4
  br label %if.end195

if.end195:                                        ; preds = %if.then194, %if.end193
  %2259 = add i64 %1140, 0
  %2260 = add i64 %1138, %2259
  %2261 = add i64 %1142, 96
  %2262 = add i64 %32, %2261
  %2263 = icmp slt i64 %2262, %7
  %2264 = icmp slt i64 %2260, %6
  %2265 = and i1 %2264, %2263
  br i1 %2265, label %if.then196, label %if.end197

if.then196:                                       ; preds = %if.end195
  %2266 = mul i64 %2260, %5
  %2267 = add i64 %2266, %2262
  %2268 = getelementptr float, ptr %1143, i64 %2267
  %2269 = load float, ptr %acc48, align 4
  %2270 = fcmp uno float %2269, %2269
  %2271 = fcmp uno float %2269, %2269
  %2272 = select i1 %2271, float 0x7FF8000000000000, float %2269
  store float %2272, ptr %2268, align 4
  br label %if.end197

if.end197:                                        ; preds = %if.then196, %if.end195
  %2273 = add i64 %1140, 0
  %2274 = add i64 %1138, %2273
  %2275 = add i64 %1142, 97
  %2276 = add i64 %32, %2275
  %2277 = icmp slt i64 %2276, %7
  %2278 = icmp slt i64 %2274, %6
  %2279 = and i1 %2278, %2277
  br i1 %2279, label %if.then198, label %if.end199

if.then198:                                       ; preds = %if.end197
  %2280 = mul i64 %2274, %5
  %2281 = add i64 %2280, %2276
  %2282 = getelementptr float, ptr %1143, i64 %2281
  %2283 = load float, ptr %acc49, align 4
  %2284 = fcmp uno float %2283, %2283
  %2285 = fcmp uno float %2283, %2283
  %2286 = select i1 %2285, float 0x7FF8000000000000, float %2283
  store float %2286, ptr %2282, align 4
  br label %if.end199

if.end199:                                        ; preds = %if.then198, %if.end197
  %2287 = add i64 %1140, 8
  %2288 = add i64 %1138, %2287
  %2289 = add i64 %1142, 96
  %2290 = add i64 %32, %2289
  %2291 = icmp slt i64 %2290, %7
  %2292 = icmp slt i64 %2288, %6
  %2293 = and i1 %2292, %2291
  br i1 %2293, label %if.then200, label %if.end201

if.then200:                                       ; preds = %if.end199
  %2294 = mul i64 %2288, %5
  %2295 = add i64 %2294, %2290
  %2296 = getelementptr float, ptr %1143, i64 %2295
  %2297 = load float, ptr %acc50, align 4
  %2298 = fcmp uno float %2297, %2297
  %2299 = fcmp uno float %2297, %2297
  %2300 = select i1 %2299, float 0x7FF8000000000000, float %2297
  store float %2300, ptr %2296, align 4
  br label %if.end201

if.end201:                                        ; preds = %if.then200, %if.end199
  %2301 = add i64 %1140, 8
  %2302 = add i64 %1138, %2301
  %2303 = add i64 %1142, 97
  %2304 = add i64 %32, %2303
  %2305 = icmp slt i64 %2304, %7
  %2306 = icmp slt i64 %2302, %6
  %2307 = and i1 %2306, %2305
  br i1 %2307, label %if.then202, label %if.end203

if.then202:                                       ; preds = %if.end201
  %2308 = mul i64 %2302, %5
  %2309 = add i64 %2308, %2304
  %2310 = getelementptr float, ptr %1143, i64 %2309
  %2311 = load float, ptr %acc51, align 4
  %2312 = fcmp uno float %2311, %2311
  %2313 = fcmp uno float %2311, %2311
  %2314 = select i1 %2313, float 0x7FF8000000000000, float %2311
  store float %2314, ptr %2310, align 4
  br label %if.end203

if.end203:                                        ; preds = %if.then202, %if.end201
  %2315 = add i64 %1140, 0
  %2316 = add i64 %1138, %2315
  %2317 = add i64 %1142, 104
  %2318 = add i64 %32, %2317
  %2319 = icmp slt i64 %2318, %7
  %2320 = icmp slt i64 %2316, %6
  %2321 = and i1 %2320, %2319
  br i1 %2321, label %if.then204, label %if.end205

if.then204:                                       ; preds = %if.end203
  %2322 = mul i64 %2316, %5
  %2323 = add i64 %2322, %2318
  %2324 = getelementptr float, ptr %1143, i64 %2323
  %2325 = load float, ptr %acc52, align 4
  %2326 = fcmp uno float %2325, %2325
  %2327 = fcmp uno float %2325, %2325
  %2328 = select i1 %2327, float 0x7FF8000000000000, float %2325
  store float %2328, ptr %2324, align 4
  br label %if.end205

if.end205:                                        ; preds = %if.then204, %if.end203
  %2329 = add i64 %1140, 0
  %2330 = add i64 %1138, %2329
  %2331 = add i64 %1142, 105
  %2332 = add i64 %32, %2331
  %2333 = icmp slt i64 %2332, %7
  %2334 = icmp slt i64 %2330, %6
  %2335 = and i1 %2334, %2333
  br i1 %2335, label %if.then206, label %if.end207

if.then206:                                       ; preds = %if.end205
  %2336 = mul i64 %2330, %5
  %2337 = add i64 %2336, %2332
  %2338 = getelementptr float, ptr %1143, i64 %2337
  %2339 = load float, ptr %acc53, align 4
  %2340 = fcmp uno float %2339, %2339
  %2341 = fcmp uno float %2339, %2339
  %2342 = select i1 %2341, float 0x7FF8000000000000, float %2339
  store float %2342, ptr %2338, align 4
  br label %if.end207

if.end207:                                        ; preds = %if.then206, %if.end205
  %2343 = add i64 %1140, 8
  %2344 = add i64 %1138, %2343
  %2345 = add i64 %1142, 104
  %2346 = add i64 %32, %2345
  %2347 = icmp slt i64 %2346, %7
  %2348 = icmp slt i64 %2344, %6
  %2349 = and i1 %2348, %2347
  br i1 %2349, label %if.then208, label %if.end209

if.then208:                                       ; preds = %if.end207
  %2350 = mul i64 %2344, %5
  %2351 = add i64 %2350, %2346
  %2352 = getelementptr float, ptr %1143, i64 %2351
  %2353 = load float, ptr %acc54, align 4
  %2354 = fcmp uno float %2353, %2353
  %2355 = fcmp uno float %2353, %2353
  %2356 = select i1 %2355, float 0x7FF8000000000000, float %2353
  store float %2356, ptr %2352, align 4
  br label %if.end209

if.end209:                                        ; preds = %if.then208, %if.end207
  %2357 = add i64 %1140, 8
  %2358 = add i64 %1138, %2357
  %2359 = add i64 %1142, 105
  %2360 = add i64 %32, %2359
  %2361 = icmp slt i64 %2360, %7
  %2362 = icmp slt i64 %2358, %6
  %2363 = and i1 %2362, %2361
  br i1 %2363, label %if.then210, label %if.end211

if.then210:                                       ; preds = %if.end209
  %2364 = mul i64 %2358, %5
  %2365 = add i64 %2364, %2360
  %2366 = getelementptr float, ptr %1143, i64 %2365
  %2367 = load float, ptr %acc55, align 4
  %2368 = fcmp uno float %2367, %2367
  %2369 = fcmp uno float %2367, %2367
  %2370 = select i1 %2369, float 0x7FF8000000000000, float %2367
  store float %2370, ptr %2366, align 4
  br label %if.end211

if.end211:                                        ; preds = %if.then210, %if.end209
  %2371 = add i64 %1140, 0
  %2372 = add i64 %1138, %2371
  %2373 = add i64 %1142, 112
  %2374 = add i64 %32, %2373
  %2375 = icmp slt i64 %2374, %7
  %2376 = icmp slt i64 %2372, %6
  %2377 = and i1 %2376, %2375
  br i1 %2377, label %if.then212, label %if.end213

if.then212:                                       ; preds = %if.end211
  %2378 = mul i64 %2372, %5
  %2379 = add i64 %2378, %2374
  %2380 = getelementptr float, ptr %1143, i64 %2379
  %2381 = load float, ptr %acc56, align 4
  %2382 = fcmp uno float %2381, %2381
  %2383 = fcmp uno float %2381, %2381
  %2384 = select i1 %2383, float 0x7FF8000000000000, float %2381
  store float %2384, ptr %2380, align 4
  br label %if.end213

if.end213:                                        ; preds = %if.then212, %if.end211
  %2385 = add i64 %1140, 0
  %2386 = add i64 %1138, %2385
  %2387 = add i64 %1142, 113
  %2388 = add i64 %32, %2387
  %2389 = icmp slt i64 %2388, %7
  %2390 = icmp slt i64 %2386, %6
  %2391 = and i1 %2390, %2389
  br i1 %2391, label %if.then214, label %if.end215

if.then214:                                       ; preds = %if.end213
  %2392 = mul i64 %2386, %5
  %2393 = add i64 %2392, %2388
  %2394 = getelementptr float, ptr %1143, i64 %2393
  %2395 = load float, ptr %acc57, align 4
  %2396 = fcmp uno float %2395, %2395
  %2397 = fcmp uno float %2395, %2395
  %2398 = select i1 %2397, float 0x7FF8000000000000, float %2395
  store float %2398, ptr %2394, align 4
  br label %if.end215

if.end215:                                        ; preds = %if.then214, %if.end213
  %2399 = add i64 %1140, 8
  %2400 = add i64 %1138, %2399
  %2401 = add i64 %1142, 112
  %2402 = add i64 %32, %2401
  %2403 = icmp slt i64 %2402, %7
  %2404 = icmp slt i64 %2400, %6
  %2405 = and i1 %2404, %2403
  br i1 %2405, label %if.then216, label %if.end217

if.then216:                                       ; preds = %if.end215
  %2406 = mul i64 %2400, %5
  %2407 = add i64 %2406, %2402
  %2408 = getelementptr float, ptr %1143, i64 %2407
  %2409 = load float, ptr %acc58, align 4
  %2410 = fcmp uno float %2409, %2409
  %2411 = fcmp uno float %2409, %2409
  %2412 = select i1 %2411, float 0x7FF8000000000000, float %2409
  store float %2412, ptr %2408, align 4
  br label %if.end217

if.end217:                                        ; preds = %if.then216, %if.end215
  %2413 = add i64 %1140, 8
  %2414 = add i64 %1138, %2413
  %2415 = add i64 %1142, 113
  %2416 = add i64 %32, %2415
  %2417 = icmp slt i64 %2416, %7
  %2418 = icmp slt i64 %2414, %6
  %2419 = and i1 %2418, %2417
  br i1 %2419, label %if.then218, label %if.end219

if.then218:                                       ; preds = %if.end217
  %2420 = mul i64 %2414, %5
  %2421 = add i64 %2420, %2416
  %2422 = getelementptr float, ptr %1143, i64 %2421
  %2423 = load float, ptr %acc59, align 4
  %2424 = fcmp uno float %2423, %2423
  %2425 = fcmp uno float %2423, %2423
  %2426 = select i1 %2425, float 0x7FF8000000000000, float %2423
  store float %2426, ptr %2422, align 4
  br label %if.end219

if.end219:                                        ; preds = %if.then218, %if.end217
  %2427 = add i64 %1140, 0
  %2428 = add i64 %1138, %2427
  %2429 = add i64 %1142, 120
  %2430 = add i64 %32, %2429
  %2431 = icmp slt i64 %2430, %7
  %2432 = icmp slt i64 %2428, %6
  %2433 = and i1 %2432, %2431
  br i1 %2433, label %if.then220, label %if.end221

if.then220:                                       ; preds = %if.end219
  %2434 = mul i64 %2428, %5
  %2435 = add i64 %2434, %2430
  %2436 = getelementptr float, ptr %1143, i64 %2435
  %2437 = load float, ptr %acc60, align 4
  %2438 = fcmp uno float %2437, %2437
  %2439 = fcmp uno float %2437, %2437
  %2440 = select i1 %2439, float 0x7FF8000000000000, float %2437
  store float %2440, ptr %2436, align 4
  br label %if.end221

if.end221:                                        ; preds = %if.then220, %if.end219
  %2441 = add i64 %1140, 0
  %2442 = add i64 %1138, %2441
  %2443 = add i64 %1142, 121
  %2444 = add i64 %32, %2443
  %2445 = icmp slt i64 %2444, %7
  %2446 = icmp slt i64 %2442, %6
  %2447 = and i1 %2446, %2445
  br i1 %2447, label %if.then222, label %if.end223

if.then222:                                       ; preds = %if.end221
  %2448 = mul i64 %2442, %5
  %2449 = add i64 %2448, %2444
  %2450 = getelementptr float, ptr %1143, i64 %2449
  %2451 = load float, ptr %acc61, align 4
  %2452 = fcmp uno float %2451, %2451
  %2453 = fcmp uno float %2451, %2451
  %2454 = select i1 %2453, float 0x7FF8000000000000, float %2451
  store float %2454, ptr %2450, align 4
  br label %if.end223

if.end223:                                        ; preds = %if.then222, %if.end221
  %2455 = add i64 %1140, 8
  %2456 = add i64 %1138, %2455
  %2457 = add i64 %1142, 120
  %2458 = add i64 %32, %2457
  %2459 = icmp slt i64 %2458, %7
  %2460 = icmp slt i64 %2456, %6
  %2461 = and i1 %2460, %2459
  br i1 %2461, label %if.then224, label %if.end225

if.then224:                                       ; preds = %if.end223
  %2462 = mul i64 %2456, %5
  %2463 = add i64 %2462, %2458
  %2464 = getelementptr float, ptr %1143, i64 %2463
  %2465 = load float, ptr %acc62, align 4
  %2466 = fcmp uno float %2465, %2465
  %2467 = fcmp uno float %2465, %2465
  %2468 = select i1 %2467, float 0x7FF8000000000000, float %2465
  store float %2468, ptr %2464, align 4
  br label %if.end225

if.end225:                                        ; preds = %if.then224, %if.end223
  %2469 = add i64 %1140, 8
  %2470 = add i64 %1138, %2469
  %2471 = add i64 %1142, 121
  %2472 = add i64 %32, %2471
  %2473 = icmp slt i64 %2472, %7
  %2474 = icmp slt i64 %2470, %6
  %2475 = and i1 %2474, %2473
  br i1 %2475, label %if.then226, label %if.end227

if.then226:                                       ; preds = %if.end225
  %2476 = mul i64 %2470, %5
  %2477 = add i64 %2476, %2472
  %2478 = getelementptr float, ptr %1143, i64 %2477
  %2479 = load float, ptr %acc63, align 4
  %2480 = fcmp uno float %2479, %2479
  %2481 = fcmp uno float %2479, %2479
  %2482 = select i1 %2481, float 0x7FF8000000000000, float %2479
  store float %2482, ptr %2478, align 4
  br label %if.end227

if.end227:                                        ; preds = %if.then226, %if.end225
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

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3}

!0 = !{ptr @logpjit_lm_head, !"kernel", i32 1}
!1 = !{ptr @logpjit_lm_head, !"maxntidx", i32 256}
!2 = !{ptr @logpjit_lm_head, !"minctasm", i32 2}
!3 = !{i32 7, !"logpjit.sm_90a", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
