; golden IR for tests/codegen/golden_test.cpp (the LM head's mma.m16n8k16 warps (sm_90 order))
; regenerate: scripts/update-golden.sh
; spec: kind=lm_head;target=sm_90;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
source_filename = "logpjit.lm_head"
target triple = "nvptx64-nvidia-cuda"

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
  %14 = add i64 %6, 31
  %15 = lshr i64 %14, 5
  %16 = lshr i32 %10, 5
  %17 = call i32 @llvm.nvvm.redux.sync.umin(i32 %16, i32 -1)
  %18 = zext i32 %17 to i64
  %19 = mul i64 %13, 4
  %20 = add i64 %19, %18
  %21 = udiv i64 %20, %15
  %22 = urem i64 %20, %15
  %23 = icmp slt i64 %21, %9
  br i1 %23, label %unit.then, label %unit.end

unit.then:                                        ; preds = %entry
  %24 = and i64 %11, 31
  %25 = lshr i64 %24, 2
  %26 = and i64 %24, 3
  %27 = shl i64 %26, 1
  %28 = sub i64 %6, 1
  %29 = sub i64 %7, 1
  %30 = mul i64 %22, 32
  %31 = mul i64 %21, 64
  %32 = inttoptr i64 %0 to ptr
  %33 = inttoptr i64 %2 to ptr
  %34 = add i64 %25, 0
  %35 = add i64 %30, %34
  %36 = icmp slt i64 %35, %28
  %37 = select i1 %36, i64 %35, i64 %28
  %38 = mul i64 %37, %1
  %39 = add i64 %38, %27
  %40 = getelementptr i16, ptr %32, i64 %39
  %41 = add i64 %25, 8
  %42 = add i64 %30, %41
  %43 = icmp slt i64 %42, %28
  %44 = select i1 %43, i64 %42, i64 %28
  %45 = mul i64 %44, %1
  %46 = add i64 %45, %27
  %47 = getelementptr i16, ptr %32, i64 %46
  %48 = add i64 %25, 16
  %49 = add i64 %30, %48
  %50 = icmp slt i64 %49, %28
  %51 = select i1 %50, i64 %49, i64 %28
  %52 = mul i64 %51, %1
  %53 = add i64 %52, %27
  %54 = getelementptr i16, ptr %32, i64 %53
  %55 = add i64 %25, 24
  %56 = add i64 %30, %55
  %57 = icmp slt i64 %56, %28
  %58 = select i1 %57, i64 %56, i64 %28
  %59 = mul i64 %58, %1
  %60 = add i64 %59, %27
  %61 = getelementptr i16, ptr %32, i64 %60
  %62 = add i64 %25, 0
  %63 = add i64 %31, %62
  %64 = icmp slt i64 %63, %29
  %65 = select i1 %64, i64 %63, i64 %29
  %66 = mul i64 %65, %3
  %67 = add i64 %66, %27
  %68 = getelementptr i16, ptr %33, i64 %67
  %69 = add i64 %25, 8
  %70 = add i64 %31, %69
  %71 = icmp slt i64 %70, %29
  %72 = select i1 %71, i64 %70, i64 %29
  %73 = mul i64 %72, %3
  %74 = add i64 %73, %27
  %75 = getelementptr i16, ptr %33, i64 %74
  %76 = add i64 %25, 16
  %77 = add i64 %31, %76
  %78 = icmp slt i64 %77, %29
  %79 = select i1 %78, i64 %77, i64 %29
  %80 = mul i64 %79, %3
  %81 = add i64 %80, %27
  %82 = getelementptr i16, ptr %33, i64 %81
  %83 = add i64 %25, 24
  %84 = add i64 %31, %83
  %85 = icmp slt i64 %84, %29
  %86 = select i1 %85, i64 %84, i64 %29
  %87 = mul i64 %86, %3
  %88 = add i64 %87, %27
  %89 = getelementptr i16, ptr %33, i64 %88
  %90 = add i64 %25, 32
  %91 = add i64 %31, %90
  %92 = icmp slt i64 %91, %29
  %93 = select i1 %92, i64 %91, i64 %29
  %94 = mul i64 %93, %3
  %95 = add i64 %94, %27
  %96 = getelementptr i16, ptr %33, i64 %95
  %97 = add i64 %25, 40
  %98 = add i64 %31, %97
  %99 = icmp slt i64 %98, %29
  %100 = select i1 %99, i64 %98, i64 %29
  %101 = mul i64 %100, %3
  %102 = add i64 %101, %27
  %103 = getelementptr i16, ptr %33, i64 %102
  %104 = add i64 %25, 48
  %105 = add i64 %31, %104
  %106 = icmp slt i64 %105, %29
  %107 = select i1 %106, i64 %105, i64 %29
  %108 = mul i64 %107, %3
  %109 = add i64 %108, %27
  %110 = getelementptr i16, ptr %33, i64 %109
  %111 = add i64 %25, 56
  %112 = add i64 %31, %111
  %113 = icmp slt i64 %112, %29
  %114 = select i1 %113, i64 %112, i64 %29
  %115 = mul i64 %114, %3
  %116 = add i64 %115, %27
  %117 = getelementptr i16, ptr %33, i64 %116
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
  br label %k.head

unit.end:                                         ; preds = %if.end189, %entry
  ret void

k.head:                                           ; preds = %k.body, %unit.then
  %k.iv = phi i64 [ 0, %unit.then ], [ %k.next, %k.body ]
  %118 = icmp slt i64 %k.iv, %8
  br i1 %118, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %119 = add i64 %k.iv, 8
  %120 = getelementptr i16, ptr %40, i64 %k.iv
  %121 = load i32, ptr %120, align 4
  %122 = getelementptr i16, ptr %47, i64 %k.iv
  %123 = load i32, ptr %122, align 4
  %124 = getelementptr i16, ptr %40, i64 %119
  %125 = load i32, ptr %124, align 4
  %126 = getelementptr i16, ptr %47, i64 %119
  %127 = load i32, ptr %126, align 4
  %128 = getelementptr i16, ptr %54, i64 %k.iv
  %129 = load i32, ptr %128, align 4
  %130 = getelementptr i16, ptr %61, i64 %k.iv
  %131 = load i32, ptr %130, align 4
  %132 = getelementptr i16, ptr %54, i64 %119
  %133 = load i32, ptr %132, align 4
  %134 = getelementptr i16, ptr %61, i64 %119
  %135 = load i32, ptr %134, align 4
  %136 = getelementptr i16, ptr %68, i64 %k.iv
  %137 = load i32, ptr %136, align 4
  %138 = getelementptr i16, ptr %68, i64 %119
  %139 = load i32, ptr %138, align 4
  %140 = getelementptr i16, ptr %75, i64 %k.iv
  %141 = load i32, ptr %140, align 4
  %142 = getelementptr i16, ptr %75, i64 %119
  %143 = load i32, ptr %142, align 4
  %144 = getelementptr i16, ptr %82, i64 %k.iv
  %145 = load i32, ptr %144, align 4
  %146 = getelementptr i16, ptr %82, i64 %119
  %147 = load i32, ptr %146, align 4
  %148 = getelementptr i16, ptr %89, i64 %k.iv
  %149 = load i32, ptr %148, align 4
  %150 = getelementptr i16, ptr %89, i64 %119
  %151 = load i32, ptr %150, align 4
  %152 = getelementptr i16, ptr %96, i64 %k.iv
  %153 = load i32, ptr %152, align 4
  %154 = getelementptr i16, ptr %96, i64 %119
  %155 = load i32, ptr %154, align 4
  %156 = getelementptr i16, ptr %103, i64 %k.iv
  %157 = load i32, ptr %156, align 4
  %158 = getelementptr i16, ptr %103, i64 %119
  %159 = load i32, ptr %158, align 4
  %160 = getelementptr i16, ptr %110, i64 %k.iv
  %161 = load i32, ptr %160, align 4
  %162 = getelementptr i16, ptr %110, i64 %119
  %163 = load i32, ptr %162, align 4
  %164 = getelementptr i16, ptr %117, i64 %k.iv
  %165 = load i32, ptr %164, align 4
  %166 = getelementptr i16, ptr %117, i64 %119
  %167 = load i32, ptr %166, align 4
  %168 = load float, ptr %acc, align 4
  %169 = load float, ptr %acc1, align 4
  %170 = load float, ptr %acc2, align 4
  %171 = load float, ptr %acc3, align 4
  %172 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %137, i32 %139, float %168, float %169, float %170, float %171)
  %173 = extractvalue { float, float, float, float } %172, 0
  %174 = extractvalue { float, float, float, float } %172, 1
  %175 = extractvalue { float, float, float, float } %172, 2
  %176 = extractvalue { float, float, float, float } %172, 3
  store float %173, ptr %acc, align 4
  store float %174, ptr %acc1, align 4
  store float %175, ptr %acc2, align 4
  store float %176, ptr %acc3, align 4
  %177 = load float, ptr %acc4, align 4
  %178 = load float, ptr %acc5, align 4
  %179 = load float, ptr %acc6, align 4
  %180 = load float, ptr %acc7, align 4
  %181 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %141, i32 %143, float %177, float %178, float %179, float %180)
  %182 = extractvalue { float, float, float, float } %181, 0
  %183 = extractvalue { float, float, float, float } %181, 1
  %184 = extractvalue { float, float, float, float } %181, 2
  %185 = extractvalue { float, float, float, float } %181, 3
  store float %182, ptr %acc4, align 4
  store float %183, ptr %acc5, align 4
  store float %184, ptr %acc6, align 4
  store float %185, ptr %acc7, align 4
  %186 = load float, ptr %acc8, align 4
  %187 = load float, ptr %acc9, align 4
  %188 = load float, ptr %acc10, align 4
  %189 = load float, ptr %acc11, align 4
  %190 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %145, i32 %147, float %186, float %187, float %188, float %189)
  %191 = extractvalue { float, float, float, float } %190, 0
  %192 = extractvalue { float, float, float, float } %190, 1
  %193 = extractvalue { float, float, float, float } %190, 2
  %194 = extractvalue { float, float, float, float } %190, 3
  store float %191, ptr %acc8, align 4
  store float %192, ptr %acc9, align 4
  store float %193, ptr %acc10, align 4
  store float %194, ptr %acc11, align 4
  %195 = load float, ptr %acc12, align 4
  %196 = load float, ptr %acc13, align 4
  %197 = load float, ptr %acc14, align 4
  %198 = load float, ptr %acc15, align 4
  %199 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %149, i32 %151, float %195, float %196, float %197, float %198)
  %200 = extractvalue { float, float, float, float } %199, 0
  %201 = extractvalue { float, float, float, float } %199, 1
  %202 = extractvalue { float, float, float, float } %199, 2
  %203 = extractvalue { float, float, float, float } %199, 3
  store float %200, ptr %acc12, align 4
  store float %201, ptr %acc13, align 4
  store float %202, ptr %acc14, align 4
  store float %203, ptr %acc15, align 4
  %204 = load float, ptr %acc16, align 4
  %205 = load float, ptr %acc17, align 4
  %206 = load float, ptr %acc18, align 4
  %207 = load float, ptr %acc19, align 4
  %208 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %153, i32 %155, float %204, float %205, float %206, float %207)
  %209 = extractvalue { float, float, float, float } %208, 0
  %210 = extractvalue { float, float, float, float } %208, 1
  %211 = extractvalue { float, float, float, float } %208, 2
  %212 = extractvalue { float, float, float, float } %208, 3
  store float %209, ptr %acc16, align 4
  store float %210, ptr %acc17, align 4
  store float %211, ptr %acc18, align 4
  store float %212, ptr %acc19, align 4
  %213 = load float, ptr %acc20, align 4
  %214 = load float, ptr %acc21, align 4
  %215 = load float, ptr %acc22, align 4
  %216 = load float, ptr %acc23, align 4
  %217 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %157, i32 %159, float %213, float %214, float %215, float %216)
  %218 = extractvalue { float, float, float, float } %217, 0
  %219 = extractvalue { float, float, float, float } %217, 1
  %220 = extractvalue { float, float, float, float } %217, 2
  %221 = extractvalue { float, float, float, float } %217, 3
  store float %218, ptr %acc20, align 4
  store float %219, ptr %acc21, align 4
  store float %220, ptr %acc22, align 4
  store float %221, ptr %acc23, align 4
  %222 = load float, ptr %acc24, align 4
  %223 = load float, ptr %acc25, align 4
  %224 = load float, ptr %acc26, align 4
  %225 = load float, ptr %acc27, align 4
  %226 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %161, i32 %163, float %222, float %223, float %224, float %225)
  %227 = extractvalue { float, float, float, float } %226, 0
  %228 = extractvalue { float, float, float, float } %226, 1
  %229 = extractvalue { float, float, float, float } %226, 2
  %230 = extractvalue { float, float, float, float } %226, 3
  store float %227, ptr %acc24, align 4
  store float %228, ptr %acc25, align 4
  store float %229, ptr %acc26, align 4
  store float %230, ptr %acc27, align 4
  %231 = load float, ptr %acc28, align 4
  %232 = load float, ptr %acc29, align 4
  %233 = load float, ptr %acc30, align 4
  %234 = load float, ptr %acc31, align 4
  %235 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %121, i32 %123, i32 %125, i32 %127, i32 %165, i32 %167, float %231, float %232, float %233, float %234)
  %236 = extractvalue { float, float, float, float } %235, 0
  %237 = extractvalue { float, float, float, float } %235, 1
  %238 = extractvalue { float, float, float, float } %235, 2
  %239 = extractvalue { float, float, float, float } %235, 3
  store float %236, ptr %acc28, align 4
  store float %237, ptr %acc29, align 4
  store float %238, ptr %acc30, align 4
  store float %239, ptr %acc31, align 4
  %240 = load float, ptr %acc32, align 4
  %241 = load float, ptr %acc33, align 4
  %242 = load float, ptr %acc34, align 4
  %243 = load float, ptr %acc35, align 4
  %244 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %137, i32 %139, float %240, float %241, float %242, float %243)
  %245 = extractvalue { float, float, float, float } %244, 0
  %246 = extractvalue { float, float, float, float } %244, 1
  %247 = extractvalue { float, float, float, float } %244, 2
  %248 = extractvalue { float, float, float, float } %244, 3
  store float %245, ptr %acc32, align 4
  store float %246, ptr %acc33, align 4
  store float %247, ptr %acc34, align 4
  store float %248, ptr %acc35, align 4
  %249 = load float, ptr %acc36, align 4
  %250 = load float, ptr %acc37, align 4
  %251 = load float, ptr %acc38, align 4
  %252 = load float, ptr %acc39, align 4
  %253 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %141, i32 %143, float %249, float %250, float %251, float %252)
  %254 = extractvalue { float, float, float, float } %253, 0
  %255 = extractvalue { float, float, float, float } %253, 1
  %256 = extractvalue { float, float, float, float } %253, 2
  %257 = extractvalue { float, float, float, float } %253, 3
  store float %254, ptr %acc36, align 4
  store float %255, ptr %acc37, align 4
  store float %256, ptr %acc38, align 4
  store float %257, ptr %acc39, align 4
  %258 = load float, ptr %acc40, align 4
  %259 = load float, ptr %acc41, align 4
  %260 = load float, ptr %acc42, align 4
  %261 = load float, ptr %acc43, align 4
  %262 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %145, i32 %147, float %258, float %259, float %260, float %261)
  %263 = extractvalue { float, float, float, float } %262, 0
  %264 = extractvalue { float, float, float, float } %262, 1
  %265 = extractvalue { float, float, float, float } %262, 2
  %266 = extractvalue { float, float, float, float } %262, 3
  store float %263, ptr %acc40, align 4
  store float %264, ptr %acc41, align 4
  store float %265, ptr %acc42, align 4
  store float %266, ptr %acc43, align 4
  %267 = load float, ptr %acc44, align 4
  %268 = load float, ptr %acc45, align 4
  %269 = load float, ptr %acc46, align 4
  %270 = load float, ptr %acc47, align 4
  %271 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %149, i32 %151, float %267, float %268, float %269, float %270)
  %272 = extractvalue { float, float, float, float } %271, 0
  %273 = extractvalue { float, float, float, float } %271, 1
  %274 = extractvalue { float, float, float, float } %271, 2
  %275 = extractvalue { float, float, float, float } %271, 3
  store float %272, ptr %acc44, align 4
  store float %273, ptr %acc45, align 4
  store float %274, ptr %acc46, align 4
  store float %275, ptr %acc47, align 4
  %276 = load float, ptr %acc48, align 4
  %277 = load float, ptr %acc49, align 4
  %278 = load float, ptr %acc50, align 4
  %279 = load float, ptr %acc51, align 4
  %280 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %153, i32 %155, float %276, float %277, float %278, float %279)
  %281 = extractvalue { float, float, float, float } %280, 0
  %282 = extractvalue { float, float, float, float } %280, 1
  %283 = extractvalue { float, float, float, float } %280, 2
  %284 = extractvalue { float, float, float, float } %280, 3
  store float %281, ptr %acc48, align 4
  store float %282, ptr %acc49, align 4
  store float %283, ptr %acc50, align 4
  store float %284, ptr %acc51, align 4
  %285 = load float, ptr %acc52, align 4
  %286 = load float, ptr %acc53, align 4
  %287 = load float, ptr %acc54, align 4
  %288 = load float, ptr %acc55, align 4
  %289 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %157, i32 %159, float %285, float %286, float %287, float %288)
  %290 = extractvalue { float, float, float, float } %289, 0
  %291 = extractvalue { float, float, float, float } %289, 1
  %292 = extractvalue { float, float, float, float } %289, 2
  %293 = extractvalue { float, float, float, float } %289, 3
  store float %290, ptr %acc52, align 4
  store float %291, ptr %acc53, align 4
  store float %292, ptr %acc54, align 4
  store float %293, ptr %acc55, align 4
  %294 = load float, ptr %acc56, align 4
  %295 = load float, ptr %acc57, align 4
  %296 = load float, ptr %acc58, align 4
  %297 = load float, ptr %acc59, align 4
  %298 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %161, i32 %163, float %294, float %295, float %296, float %297)
  %299 = extractvalue { float, float, float, float } %298, 0
  %300 = extractvalue { float, float, float, float } %298, 1
  %301 = extractvalue { float, float, float, float } %298, 2
  %302 = extractvalue { float, float, float, float } %298, 3
  store float %299, ptr %acc56, align 4
  store float %300, ptr %acc57, align 4
  store float %301, ptr %acc58, align 4
  store float %302, ptr %acc59, align 4
  %303 = load float, ptr %acc60, align 4
  %304 = load float, ptr %acc61, align 4
  %305 = load float, ptr %acc62, align 4
  %306 = load float, ptr %acc63, align 4
  %307 = call { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32 %129, i32 %131, i32 %133, i32 %135, i32 %165, i32 %167, float %303, float %304, float %305, float %306)
  %308 = extractvalue { float, float, float, float } %307, 0
  %309 = extractvalue { float, float, float, float } %307, 1
  %310 = extractvalue { float, float, float, float } %307, 2
  %311 = extractvalue { float, float, float, float } %307, 3
  store float %308, ptr %acc60, align 4
  store float %309, ptr %acc61, align 4
  store float %310, ptr %acc62, align 4
  store float %311, ptr %acc63, align 4
  %k.next = add nsw i64 %k.iv, 16
  br label %k.head

k.exit:                                           ; preds = %k.head
  %312 = inttoptr i64 %4 to ptr
  %313 = add i64 %25, 0
  %314 = add i64 %30, %313
  %315 = add i64 %27, 0
  %316 = add i64 %31, %315
  %317 = icmp slt i64 %316, %7
  %318 = icmp slt i64 %314, %6
  %319 = and i1 %318, %317
  br i1 %319, label %if.then, label %if.end

if.then:                                          ; preds = %k.exit
  %320 = mul i64 %314, %5
  %321 = add i64 %320, %316
  %322 = getelementptr float, ptr %312, i64 %321
  %323 = load float, ptr %acc, align 4
  %324 = fcmp uno float %323, %323
  %325 = fcmp uno float %323, %323
  %326 = select i1 %325, float 0x7FF8000000000000, float %323
  store float %326, ptr %322, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %k.exit
  %327 = add i64 %25, 0
  %328 = add i64 %30, %327
  %329 = add i64 %27, 1
  %330 = add i64 %31, %329
  %331 = icmp slt i64 %330, %7
  %332 = icmp slt i64 %328, %6
  %333 = and i1 %332, %331
  br i1 %333, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end
  %334 = mul i64 %328, %5
  %335 = add i64 %334, %330
  %336 = getelementptr float, ptr %312, i64 %335
  %337 = load float, ptr %acc1, align 4
  %338 = fcmp uno float %337, %337
  %339 = fcmp uno float %337, %337
  %340 = select i1 %339, float 0x7FF8000000000000, float %337
  store float %340, ptr %336, align 4
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end
  %341 = add i64 %25, 8
  %342 = add i64 %30, %341
  %343 = add i64 %27, 0
  %344 = add i64 %31, %343
  %345 = icmp slt i64 %344, %7
  %346 = icmp slt i64 %342, %6
  %347 = and i1 %346, %345
  br i1 %347, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  %348 = mul i64 %342, %5
  %349 = add i64 %348, %344
  %350 = getelementptr float, ptr %312, i64 %349
  %351 = load float, ptr %acc2, align 4
  %352 = fcmp uno float %351, %351
  %353 = fcmp uno float %351, %351
  %354 = select i1 %353, float 0x7FF8000000000000, float %351
  store float %354, ptr %350, align 4
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  %355 = add i64 %25, 8
  %356 = add i64 %30, %355
  %357 = add i64 %27, 1
  %358 = add i64 %31, %357
  %359 = icmp slt i64 %358, %7
  %360 = icmp slt i64 %356, %6
  %361 = and i1 %360, %359
  br i1 %361, label %if.then68, label %if.end69

if.then68:                                        ; preds = %if.end67
  %362 = mul i64 %356, %5
  %363 = add i64 %362, %358
  %364 = getelementptr float, ptr %312, i64 %363
  %365 = load float, ptr %acc3, align 4
  %366 = fcmp uno float %365, %365
  %367 = fcmp uno float %365, %365
  %368 = select i1 %367, float 0x7FF8000000000000, float %365
  store float %368, ptr %364, align 4
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.end67
  %369 = add i64 %25, 0
  %370 = add i64 %30, %369
  %371 = add i64 %27, 8
  %372 = add i64 %31, %371
  %373 = icmp slt i64 %372, %7
  %374 = icmp slt i64 %370, %6
  %375 = and i1 %374, %373
  br i1 %375, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  %376 = mul i64 %370, %5
  %377 = add i64 %376, %372
  %378 = getelementptr float, ptr %312, i64 %377
  %379 = load float, ptr %acc4, align 4
  %380 = fcmp uno float %379, %379
  %381 = fcmp uno float %379, %379
  %382 = select i1 %381, float 0x7FF8000000000000, float %379
  store float %382, ptr %378, align 4
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  %383 = add i64 %25, 0
  %384 = add i64 %30, %383
  %385 = add i64 %27, 9
  %386 = add i64 %31, %385
  %387 = icmp slt i64 %386, %7
  %388 = icmp slt i64 %384, %6
  %389 = and i1 %388, %387
  br i1 %389, label %if.then72, label %if.end73

if.then72:                                        ; preds = %if.end71
  %390 = mul i64 %384, %5
  %391 = add i64 %390, %386
  %392 = getelementptr float, ptr %312, i64 %391
  %393 = load float, ptr %acc5, align 4
  %394 = fcmp uno float %393, %393
  %395 = fcmp uno float %393, %393
  %396 = select i1 %395, float 0x7FF8000000000000, float %393
  store float %396, ptr %392, align 4
  br label %if.end73

if.end73:                                         ; preds = %if.then72, %if.end71
  %397 = add i64 %25, 8
  %398 = add i64 %30, %397
  %399 = add i64 %27, 8
  %400 = add i64 %31, %399
  %401 = icmp slt i64 %400, %7
  %402 = icmp slt i64 %398, %6
  %403 = and i1 %402, %401
  br i1 %403, label %if.then74, label %if.end75

if.then74:                                        ; preds = %if.end73
  %404 = mul i64 %398, %5
  %405 = add i64 %404, %400
  %406 = getelementptr float, ptr %312, i64 %405
  %407 = load float, ptr %acc6, align 4
  %408 = fcmp uno float %407, %407
  %409 = fcmp uno float %407, %407
  %410 = select i1 %409, float 0x7FF8000000000000, float %407
  store float %410, ptr %406, align 4
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %if.end73
  %411 = add i64 %25, 8
  %412 = add i64 %30, %411
  %413 = add i64 %27, 9
  %414 = add i64 %31, %413
  %415 = icmp slt i64 %414, %7
  %416 = icmp slt i64 %412, %6
  %417 = and i1 %416, %415
  br i1 %417, label %if.then76, label %if.end77

if.then76:                                        ; preds = %if.end75
  %418 = mul i64 %412, %5
  %419 = add i64 %418, %414
  %420 = getelementptr float, ptr %312, i64 %419
  %421 = load float, ptr %acc7, align 4
  %422 = fcmp uno float %421, %421
  %423 = fcmp uno float %421, %421
  %424 = select i1 %423, float 0x7FF8000000000000, float %421
  store float %424, ptr %420, align 4
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %if.end75
  %425 = add i64 %25, 0
  %426 = add i64 %30, %425
  %427 = add i64 %27, 16
  %428 = add i64 %31, %427
  %429 = icmp slt i64 %428, %7
  %430 = icmp slt i64 %426, %6
  %431 = and i1 %430, %429
  br i1 %431, label %if.then78, label %if.end79

if.then78:                                        ; preds = %if.end77
  %432 = mul i64 %426, %5
  %433 = add i64 %432, %428
  %434 = getelementptr float, ptr %312, i64 %433
  %435 = load float, ptr %acc8, align 4
  %436 = fcmp uno float %435, %435
  %437 = fcmp uno float %435, %435
  %438 = select i1 %437, float 0x7FF8000000000000, float %435
  store float %438, ptr %434, align 4
  br label %if.end79

if.end79:                                         ; preds = %if.then78, %if.end77
  %439 = add i64 %25, 0
  %440 = add i64 %30, %439
  %441 = add i64 %27, 17
  %442 = add i64 %31, %441
  %443 = icmp slt i64 %442, %7
  %444 = icmp slt i64 %440, %6
  %445 = and i1 %444, %443
  br i1 %445, label %if.then80, label %if.end81

if.then80:                                        ; preds = %if.end79
  %446 = mul i64 %440, %5
  %447 = add i64 %446, %442
  %448 = getelementptr float, ptr %312, i64 %447
  %449 = load float, ptr %acc9, align 4
  %450 = fcmp uno float %449, %449
  %451 = fcmp uno float %449, %449
  %452 = select i1 %451, float 0x7FF8000000000000, float %449
  store float %452, ptr %448, align 4
  br label %if.end81

if.end81:                                         ; preds = %if.then80, %if.end79
  %453 = add i64 %25, 8
  %454 = add i64 %30, %453
  %455 = add i64 %27, 16
  %456 = add i64 %31, %455
  %457 = icmp slt i64 %456, %7
  %458 = icmp slt i64 %454, %6
  %459 = and i1 %458, %457
  br i1 %459, label %if.then82, label %if.end83

if.then82:                                        ; preds = %if.end81
  %460 = mul i64 %454, %5
  %461 = add i64 %460, %456
  %462 = getelementptr float, ptr %312, i64 %461
  %463 = load float, ptr %acc10, align 4
  %464 = fcmp uno float %463, %463
  %465 = fcmp uno float %463, %463
  %466 = select i1 %465, float 0x7FF8000000000000, float %463
  store float %466, ptr %462, align 4
  br label %if.end83

if.end83:                                         ; preds = %if.then82, %if.end81
  %467 = add i64 %25, 8
  %468 = add i64 %30, %467
  %469 = add i64 %27, 17
  %470 = add i64 %31, %469
  %471 = icmp slt i64 %470, %7
  %472 = icmp slt i64 %468, %6
  %473 = and i1 %472, %471
  br i1 %473, label %if.then84, label %if.end85

if.then84:                                        ; preds = %if.end83
  %474 = mul i64 %468, %5
  %475 = add i64 %474, %470
  %476 = getelementptr float, ptr %312, i64 %475
  %477 = load float, ptr %acc11, align 4
  %478 = fcmp uno float %477, %477
  %479 = fcmp uno float %477, %477
  %480 = select i1 %479, float 0x7FF8000000000000, float %477
  store float %480, ptr %476, align 4
  br label %if.end85

if.end85:                                         ; preds = %if.then84, %if.end83
  %481 = add i64 %25, 0
  %482 = add i64 %30, %481
  %483 = add i64 %27, 24
  %484 = add i64 %31, %483
  %485 = icmp slt i64 %484, %7
  %486 = icmp slt i64 %482, %6
  %487 = and i1 %486, %485
  br i1 %487, label %if.then86, label %if.end87

if.then86:                                        ; preds = %if.end85
  %488 = mul i64 %482, %5
  %489 = add i64 %488, %484
  %490 = getelementptr float, ptr %312, i64 %489
  %491 = load float, ptr %acc12, align 4
  %492 = fcmp uno float %491, %491
  %493 = fcmp uno float %491, %491
  %494 = select i1 %493, float 0x7FF8000000000000, float %491
  store float %494, ptr %490, align 4
  br label %if.end87

if.end87:                                         ; preds = %if.then86, %if.end85
  %495 = add i64 %25, 0
  %496 = add i64 %30, %495
  %497 = add i64 %27, 25
  %498 = add i64 %31, %497
  %499 = icmp slt i64 %498, %7
  %500 = icmp slt i64 %496, %6
  %501 = and i1 %500, %499
  br i1 %501, label %if.then88, label %if.end89

if.then88:                                        ; preds = %if.end87
  %502 = mul i64 %496, %5
  %503 = add i64 %502, %498
  %504 = getelementptr float, ptr %312, i64 %503
  %505 = load float, ptr %acc13, align 4
  %506 = fcmp uno float %505, %505
  %507 = fcmp uno float %505, %505
  %508 = select i1 %507, float 0x7FF8000000000000, float %505
  store float %508, ptr %504, align 4
  br label %if.end89

if.end89:                                         ; preds = %if.then88, %if.end87
  %509 = add i64 %25, 8
  %510 = add i64 %30, %509
  %511 = add i64 %27, 24
  %512 = add i64 %31, %511
  %513 = icmp slt i64 %512, %7
  %514 = icmp slt i64 %510, %6
  %515 = and i1 %514, %513
  br i1 %515, label %if.then90, label %if.end91

if.then90:                                        ; preds = %if.end89
  %516 = mul i64 %510, %5
  %517 = add i64 %516, %512
  %518 = getelementptr float, ptr %312, i64 %517
  %519 = load float, ptr %acc14, align 4
  %520 = fcmp uno float %519, %519
  %521 = fcmp uno float %519, %519
  %522 = select i1 %521, float 0x7FF8000000000000, float %519
  store float %522, ptr %518, align 4
  br label %if.end91

if.end91:                                         ; preds = %if.then90, %if.end89
  %523 = add i64 %25, 8
  %524 = add i64 %30, %523
  %525 = add i64 %27, 25
  %526 = add i64 %31, %525
  %527 = icmp slt i64 %526, %7
  %528 = icmp slt i64 %524, %6
  %529 = and i1 %528, %527
  br i1 %529, label %if.then92, label %if.end93

if.then92:                                        ; preds = %if.end91
  %530 = mul i64 %524, %5
  %531 = add i64 %530, %526
  %532 = getelementptr float, ptr %312, i64 %531
  %533 = load float, ptr %acc15, align 4
  %534 = fcmp uno float %533, %533
  %535 = fcmp uno float %533, %533
  %536 = select i1 %535, float 0x7FF8000000000000, float %533
  store float %536, ptr %532, align 4
  br label %if.end93

if.end93:                                         ; preds = %if.then92, %if.end91
  %537 = add i64 %25, 0
  %538 = add i64 %30, %537
  %539 = add i64 %27, 32
  %540 = add i64 %31, %539
  %541 = icmp slt i64 %540, %7
  %542 = icmp slt i64 %538, %6
  %543 = and i1 %542, %541
  br i1 %543, label %if.then94, label %if.end95

if.then94:                                        ; preds = %if.end93
  %544 = mul i64 %538, %5
  %545 = add i64 %544, %540
  %546 = getelementptr float, ptr %312, i64 %545
  %547 = load float, ptr %acc16, align 4
  %548 = fcmp uno float %547, %547
  %549 = fcmp uno float %547, %547
  %550 = select i1 %549, float 0x7FF8000000000000, float %547
  store float %550, ptr %546, align 4
  br label %if.end95

if.end95:                                         ; preds = %if.then94, %if.end93
  %551 = add i64 %25, 0
  %552 = add i64 %30, %551
  %553 = add i64 %27, 33
  %554 = add i64 %31, %553
  %555 = icmp slt i64 %554, %7
  %556 = icmp slt i64 %552, %6
  %557 = and i1 %556, %555
  br i1 %557, label %if.then96, label %if.end97

if.then96:                                        ; preds = %if.end95
  %558 = mul i64 %552, %5
  %559 = add i64 %558, %554
  %560 = getelementptr float, ptr %312, i64 %559
  %561 = load float, ptr %acc17, align 4
  %562 = fcmp uno float %561, %561
  %563 = fcmp uno float %561, %561
  %564 = select i1 %563, float 0x7FF8000000000000, float %561
  store float %564, ptr %560, align 4
  br label %if.end97

if.end97:                                         ; preds = %if.then96, %if.end95
  %565 = add i64 %25, 8
  %566 = add i64 %30, %565
  %567 = add i64 %27, 32
  %568 = add i64 %31, %567
  %569 = icmp slt i64 %568, %7
  %570 = icmp slt i64 %566, %6
  %571 = and i1 %570, %569
  br i1 %571, label %if.then98, label %if.end99

if.then98:                                        ; preds = %if.end97
  %572 = mul i64 %566, %5
  %573 = add i64 %572, %568
  %574 = getelementptr float, ptr %312, i64 %573
  %575 = load float, ptr %acc18, align 4
  %576 = fcmp uno float %575, %575
  %577 = fcmp uno float %575, %575
  %578 = select i1 %577, float 0x7FF8000000000000, float %575
  store float %578, ptr %574, align 4
  br label %if.end99

if.end99:                                         ; preds = %if.then98, %if.end97
  %579 = add i64 %25, 8
  %580 = add i64 %30, %579
  %581 = add i64 %27, 33
  %582 = add i64 %31, %581
  %583 = icmp slt i64 %582, %7
  %584 = icmp slt i64 %580, %6
  %585 = and i1 %584, %583
  br i1 %585, label %if.then100, label %if.end101

if.then100:                                       ; preds = %if.end99
  %586 = mul i64 %580, %5
  %587 = add i64 %586, %582
  %588 = getelementptr float, ptr %312, i64 %587
  %589 = load float, ptr %acc19, align 4
  %590 = fcmp uno float %589, %589
  %591 = fcmp uno float %589, %589
  %592 = select i1 %591, float 0x7FF8000000000000, float %589
  store float %592, ptr %588, align 4
  br label %if.end101

if.end101:                                        ; preds = %if.then100, %if.end99
  %593 = add i64 %25, 0
  %594 = add i64 %30, %593
  %595 = add i64 %27, 40
  %596 = add i64 %31, %595
  %597 = icmp slt i64 %596, %7
  %598 = icmp slt i64 %594, %6
  %599 = and i1 %598, %597
  br i1 %599, label %if.then102, label %if.end103

if.then102:                                       ; preds = %if.end101
  %600 = mul i64 %594, %5
  %601 = add i64 %600, %596
  %602 = getelementptr float, ptr %312, i64 %601
  %603 = load float, ptr %acc20, align 4
  %604 = fcmp uno float %603, %603
  %605 = fcmp uno float %603, %603
  %606 = select i1 %605, float 0x7FF8000000000000, float %603
  store float %606, ptr %602, align 4
  br label %if.end103

if.end103:                                        ; preds = %if.then102, %if.end101
  %607 = add i64 %25, 0
  %608 = add i64 %30, %607
  %609 = add i64 %27, 41
  %610 = add i64 %31, %609
  %611 = icmp slt i64 %610, %7
  %612 = icmp slt i64 %608, %6
  %613 = and i1 %612, %611
  br i1 %613, label %if.then104, label %if.end105

if.then104:                                       ; preds = %if.end103
  %614 = mul i64 %608, %5
  %615 = add i64 %614, %610
  %616 = getelementptr float, ptr %312, i64 %615
  %617 = load float, ptr %acc21, align 4
  %618 = fcmp uno float %617, %617
  %619 = fcmp uno float %617, %617
  %620 = select i1 %619, float 0x7FF8000000000000, float %617
  store float %620, ptr %616, align 4
  br label %if.end105

if.end105:                                        ; preds = %if.then104, %if.end103
  %621 = add i64 %25, 8
  %622 = add i64 %30, %621
  %623 = add i64 %27, 40
  %624 = add i64 %31, %623
  %625 = icmp slt i64 %624, %7
  %626 = icmp slt i64 %622, %6
  %627 = and i1 %626, %625
  br i1 %627, label %if.then106, label %if.end107

if.then106:                                       ; preds = %if.end105
  %628 = mul i64 %622, %5
  %629 = add i64 %628, %624
  %630 = getelementptr float, ptr %312, i64 %629
  %631 = load float, ptr %acc22, align 4
  %632 = fcmp uno float %631, %631
  %633 = fcmp uno float %631, %631
  %634 = select i1 %633, float 0x7FF8000000000000, float %631
  store float %634, ptr %630, align 4
  br label %if.end107

if.end107:                                        ; preds = %if.then106, %if.end105
  %635 = add i64 %25, 8
  %636 = add i64 %30, %635
  %637 = add i64 %27, 41
  %638 = add i64 %31, %637
  %639 = icmp slt i64 %638, %7
  %640 = icmp slt i64 %636, %6
  %641 = and i1 %640, %639
  br i1 %641, label %if.then108, label %if.end109

if.then108:                                       ; preds = %if.end107
  %642 = mul i64 %636, %5
  %643 = add i64 %642, %638
  %644 = getelementptr float, ptr %312, i64 %643
  %645 = load float, ptr %acc23, align 4
  %646 = fcmp uno float %645, %645
  %647 = fcmp uno float %645, %645
  %648 = select i1 %647, float 0x7FF8000000000000, float %645
  store float %648, ptr %644, align 4
  br label %if.end109

if.end109:                                        ; preds = %if.then108, %if.end107
  %649 = add i64 %25, 0
  %650 = add i64 %30, %649
  %651 = add i64 %27, 48
  %652 = add i64 %31, %651
  %653 = icmp slt i64 %652, %7
  %654 = icmp slt i64 %650, %6
  %655 = and i1 %654, %653
  br i1 %655, label %if.then110, label %if.end111

if.then110:                                       ; preds = %if.end109
  %656 = mul i64 %650, %5
  %657 = add i64 %656, %652
  %658 = getelementptr float, ptr %312, i64 %657
  %659 = load float, ptr %acc24, align 4
  %660 = fcmp uno float %659, %659
  %661 = fcmp uno float %659, %659
  %662 = select i1 %661, float 0x7FF8000000000000, float %659
  store float %662, ptr %658, align 4
  br label %if.end111

if.end111:                                        ; preds = %if.then110, %if.end109
  %663 = add i64 %25, 0
  %664 = add i64 %30, %663
  %665 = add i64 %27, 49
  %666 = add i64 %31, %665
  %667 = icmp slt i64 %666, %7
  %668 = icmp slt i64 %664, %6
  %669 = and i1 %668, %667
  br i1 %669, label %if.then112, label %if.end113

if.then112:                                       ; preds = %if.end111
  %670 = mul i64 %664, %5
  %671 = add i64 %670, %666
  %672 = getelementptr float, ptr %312, i64 %671
  %673 = load float, ptr %acc25, align 4
  %674 = fcmp uno float %673, %673
  %675 = fcmp uno float %673, %673
  %676 = select i1 %675, float 0x7FF8000000000000, float %673
  store float %676, ptr %672, align 4
  br label %if.end113

if.end113:                                        ; preds = %if.then112, %if.end111
  %677 = add i64 %25, 8
  %678 = add i64 %30, %677
  %679 = add i64 %27, 48
  %680 = add i64 %31, %679
  %681 = icmp slt i64 %680, %7
  %682 = icmp slt i64 %678, %6
  %683 = and i1 %682, %681
  br i1 %683, label %if.then114, label %if.end115

if.then114:                                       ; preds = %if.end113
  %684 = mul i64 %678, %5
  %685 = add i64 %684, %680
  %686 = getelementptr float, ptr %312, i64 %685
  %687 = load float, ptr %acc26, align 4
  %688 = fcmp uno float %687, %687
  %689 = fcmp uno float %687, %687
  %690 = select i1 %689, float 0x7FF8000000000000, float %687
  store float %690, ptr %686, align 4
  br label %if.end115

if.end115:                                        ; preds = %if.then114, %if.end113
  %691 = add i64 %25, 8
  %692 = add i64 %30, %691
  %693 = add i64 %27, 49
  %694 = add i64 %31, %693
  %695 = icmp slt i64 %694, %7
  %696 = icmp slt i64 %692, %6
  %697 = and i1 %696, %695
  br i1 %697, label %if.then116, label %if.end117

if.then116:                                       ; preds = %if.end115
  %698 = mul i64 %692, %5
  %699 = add i64 %698, %694
  %700 = getelementptr float, ptr %312, i64 %699
  %701 = load float, ptr %acc27, align 4
  %702 = fcmp uno float %701, %701
  %703 = fcmp uno float %701, %701
  %704 = select i1 %703, float 0x7FF8000000000000, float %701
  store float %704, ptr %700, align 4
  br label %if.end117

if.end117:                                        ; preds = %if.then116, %if.end115
  %705 = add i64 %25, 0
  %706 = add i64 %30, %705
  %707 = add i64 %27, 56
  %708 = add i64 %31, %707
  %709 = icmp slt i64 %708, %7
  %710 = icmp slt i64 %706, %6
  %711 = and i1 %710, %709
  br i1 %711, label %if.then118, label %if.end119

if.then118:                                       ; preds = %if.end117
  %712 = mul i64 %706, %5
  %713 = add i64 %712, %708
  %714 = getelementptr float, ptr %312, i64 %713
  %715 = load float, ptr %acc28, align 4
  %716 = fcmp uno float %715, %715
  %717 = fcmp uno float %715, %715
  %718 = select i1 %717, float 0x7FF8000000000000, float %715
  store float %718, ptr %714, align 4
  br label %if.end119

if.end119:                                        ; preds = %if.then118, %if.end117
  %719 = add i64 %25, 0
  %720 = add i64 %30, %719
  %721 = add i64 %27, 57
  %722 = add i64 %31, %721
  %723 = icmp slt i64 %722, %7
  %724 = icmp slt i64 %720, %6
  %725 = and i1 %724, %723
  br i1 %725, label %if.then120, label %if.end121

if.then120:                                       ; preds = %if.end119
  %726 = mul i64 %720, %5
  %727 = add i64 %726, %722
  %728 = getelementptr float, ptr %312, i64 %727
  %729 = load float, ptr %acc29, align 4
  %730 = fcmp uno float %729, %729
  %731 = fcmp uno float %729, %729
  %732 = select i1 %731, float 0x7FF8000000000000, float %729
  store float %732, ptr %728, align 4
  br label %if.end121

if.end121:                                        ; preds = %if.then120, %if.end119
  %733 = add i64 %25, 8
  %734 = add i64 %30, %733
  %735 = add i64 %27, 56
  %736 = add i64 %31, %735
  %737 = icmp slt i64 %736, %7
  %738 = icmp slt i64 %734, %6
  %739 = and i1 %738, %737
  br i1 %739, label %if.then122, label %if.end123

if.then122:                                       ; preds = %if.end121
  %740 = mul i64 %734, %5
  %741 = add i64 %740, %736
  %742 = getelementptr float, ptr %312, i64 %741
  %743 = load float, ptr %acc30, align 4
  %744 = fcmp uno float %743, %743
  %745 = fcmp uno float %743, %743
  %746 = select i1 %745, float 0x7FF8000000000000, float %743
  store float %746, ptr %742, align 4
  br label %if.end123

if.end123:                                        ; preds = %if.then122, %if.end121
  %747 = add i64 %25, 8
  %748 = add i64 %30, %747
  %749 = add i64 %27, 57
  %750 = add i64 %31, %749
  %751 = icmp slt i64 %750, %7
  %752 = icmp slt i64 %748, %6
  %753 = and i1 %752, %751
  br i1 %753, label %if.then124, label %if.end125

if.then124:                                       ; preds = %if.end123
  %754 = mul i64 %748, %5
  %755 = add i64 %754, %750
  %756 = getelementptr float, ptr %312, i64 %755
  %757 = load float, ptr %acc31, align 4
  %758 = fcmp uno float %757, %757
  %759 = fcmp uno float %757, %757
  %760 = select i1 %759, float 0x7FF8000000000000, float %757
  store float %760, ptr %756, align 4
  br label %if.end125

if.end125:                                        ; preds = %if.then124, %if.end123
  %761 = add i64 %25, 16
  %762 = add i64 %30, %761
  %763 = add i64 %27, 0
  %764 = add i64 %31, %763
  %765 = icmp slt i64 %764, %7
  %766 = icmp slt i64 %762, %6
  %767 = and i1 %766, %765
  br i1 %767, label %if.then126, label %if.end127

if.then126:                                       ; preds = %if.end125
  %768 = mul i64 %762, %5
  %769 = add i64 %768, %764
  %770 = getelementptr float, ptr %312, i64 %769
  %771 = load float, ptr %acc32, align 4
  %772 = fcmp uno float %771, %771
  %773 = fcmp uno float %771, %771
  %774 = select i1 %773, float 0x7FF8000000000000, float %771
  store float %774, ptr %770, align 4
  br label %if.end127

if.end127:                                        ; preds = %if.then126, %if.end125
  %775 = add i64 %25, 16
  %776 = add i64 %30, %775
  %777 = add i64 %27, 1
  %778 = add i64 %31, %777
  %779 = icmp slt i64 %778, %7
  %780 = icmp slt i64 %776, %6
  %781 = and i1 %780, %779
  br i1 %781, label %if.then128, label %if.end129

if.then128:                                       ; preds = %if.end127
  %782 = mul i64 %776, %5
  %783 = add i64 %782, %778
  %784 = getelementptr float, ptr %312, i64 %783
  %785 = load float, ptr %acc33, align 4
  %786 = fcmp uno float %785, %785
  %787 = fcmp uno float %785, %785
  %788 = select i1 %787, float 0x7FF8000000000000, float %785
  store float %788, ptr %784, align 4
  br label %if.end129

if.end129:                                        ; preds = %if.then128, %if.end127
  %789 = add i64 %25, 24
  %790 = add i64 %30, %789
  %791 = add i64 %27, 0
  %792 = add i64 %31, %791
  %793 = icmp slt i64 %792, %7
  %794 = icmp slt i64 %790, %6
  %795 = and i1 %794, %793
  br i1 %795, label %if.then130, label %if.end131

if.then130:                                       ; preds = %if.end129
  %796 = mul i64 %790, %5
  %797 = add i64 %796, %792
  %798 = getelementptr float, ptr %312, i64 %797
  %799 = load float, ptr %acc34, align 4
  %800 = fcmp uno float %799, %799
  %801 = fcmp uno float %799, %799
  %802 = select i1 %801, float 0x7FF8000000000000, float %799
  store float %802, ptr %798, align 4
  br label %if.end131

if.end131:                                        ; preds = %if.then130, %if.end129
  %803 = add i64 %25, 24
  %804 = add i64 %30, %803
  %805 = add i64 %27, 1
  %806 = add i64 %31, %805
  %807 = icmp slt i64 %806, %7
  %808 = icmp slt i64 %804, %6
  %809 = and i1 %808, %807
  br i1 %809, label %if.then132, label %if.end133

if.then132:                                       ; preds = %if.end131
  %810 = mul i64 %804, %5
  %811 = add i64 %810, %806
  %812 = getelementptr float, ptr %312, i64 %811
  %813 = load float, ptr %acc35, align 4
  %814 = fcmp uno float %813, %813
  %815 = fcmp uno float %813, %813
  %816 = select i1 %815, float 0x7FF8000000000000, float %813
  store float %816, ptr %812, align 4
  br label %if.end133

if.end133:                                        ; preds = %if.then132, %if.end131
  %817 = add i64 %25, 16
  %818 = add i64 %30, %817
  %819 = add i64 %27, 8
  %820 = add i64 %31, %819
  %821 = icmp slt i64 %820, %7
  %822 = icmp slt i64 %818, %6
  %823 = and i1 %822, %821
  br i1 %823, label %if.then134, label %if.end135

if.then134:                                       ; preds = %if.end133
  %824 = mul i64 %818, %5
  %825 = add i64 %824, %820
  %826 = getelementptr float, ptr %312, i64 %825
  %827 = load float, ptr %acc36, align 4
  %828 = fcmp uno float %827, %827
  %829 = fcmp uno float %827, %827
  %830 = select i1 %829, float 0x7FF8000000000000, float %827
  store float %830, ptr %826, align 4
  br label %if.end135

if.end135:                                        ; preds = %if.then134, %if.end133
  %831 = add i64 %25, 16
  %832 = add i64 %30, %831
  %833 = add i64 %27, 9
  %834 = add i64 %31, %833
  %835 = icmp slt i64 %834, %7
  %836 = icmp slt i64 %832, %6
  %837 = and i1 %836, %835
  br i1 %837, label %if.then136, label %if.end137

if.then136:                                       ; preds = %if.end135
  %838 = mul i64 %832, %5
  %839 = add i64 %838, %834
  %840 = getelementptr float, ptr %312, i64 %839
  %841 = load float, ptr %acc37, align 4
  %842 = fcmp uno float %841, %841
  %843 = fcmp uno float %841, %841
  %844 = select i1 %843, float 0x7FF8000000000000, float %841
  store float %844, ptr %840, align 4
  br label %if.end137

if.end137:                                        ; preds = %if.then136, %if.end135
  %845 = add i64 %25, 24
  %846 = add i64 %30, %845
  %847 = add i64 %27, 8
  %848 = add i64 %31, %847
  %849 = icmp slt i64 %848, %7
  %850 = icmp slt i64 %846, %6
  %851 = and i1 %850, %849
  br i1 %851, label %if.then138, label %if.end139

if.then138:                                       ; preds = %if.end137
  %852 = mul i64 %846, %5
  %853 = add i64 %852, %848
  %854 = getelementptr float, ptr %312, i64 %853
  %855 = load float, ptr %acc38, align 4
  %856 = fcmp uno float %855, %855
  %857 = fcmp uno float %855, %855
  %858 = select i1 %857, float 0x7FF8000000000000, float %855
  store float %858, ptr %854, align 4
  br label %if.end139

if.end139:                                        ; preds = %if.then138, %if.end137
  %859 = add i64 %25, 24
  %860 = add i64 %30, %859
  %861 = add i64 %27, 9
  %862 = add i64 %31, %861
  %863 = icmp slt i64 %862, %7
  %864 = icmp slt i64 %860, %6
  %865 = and i1 %864, %863
  br i1 %865, label %if.then140, label %if.end141

if.then140:                                       ; preds = %if.end139
  %866 = mul i64 %860, %5
  %867 = add i64 %866, %862
  %868 = getelementptr float, ptr %312, i64 %867
  %869 = load float, ptr %acc39, align 4
  %870 = fcmp uno float %869, %869
  %871 = fcmp uno float %869, %869
  %872 = select i1 %871, float 0x7FF8000000000000, float %869
  store float %872, ptr %868, align 4
  br label %if.end141

if.end141:                                        ; preds = %if.then140, %if.end139
  %873 = add i64 %25, 16
  %874 = add i64 %30, %873
  %875 = add i64 %27, 16
  %876 = add i64 %31, %875
  %877 = icmp slt i64 %876, %7
  %878 = icmp slt i64 %874, %6
  %879 = and i1 %878, %877
  br i1 %879, label %if.then142, label %if.end143

if.then142:                                       ; preds = %if.end141
  %880 = mul i64 %874, %5
  %881 = add i64 %880, %876
  %882 = getelementptr float, ptr %312, i64 %881
  %883 = load float, ptr %acc40, align 4
  %884 = fcmp uno float %883, %883
  %885 = fcmp uno float %883, %883
  %886 = select i1 %885, float 0x7FF8000000000000, float %883
  store float %886, ptr %882, align 4
  br label %if.end143

if.end143:                                        ; preds = %if.then142, %if.end141
  %887 = add i64 %25, 16
  %888 = add i64 %30, %887
  %889 = add i64 %27, 17
  %890 = add i64 %31, %889
  %891 = icmp slt i64 %890, %7
  %892 = icmp slt i64 %888, %6
  %893 = and i1 %892, %891
  br i1 %893, label %if.then144, label %if.end145

if.then144:                                       ; preds = %if.end143
  %894 = mul i64 %888, %5
  %895 = add i64 %894, %890
  %896 = getelementptr float, ptr %312, i64 %895
  %897 = load float, ptr %acc41, align 4
  %898 = fcmp uno float %897, %897
  %899 = fcmp uno float %897, %897
  %900 = select i1 %899, float 0x7FF8000000000000, float %897
  store float %900, ptr %896, align 4
  br label %if.end145

if.end145:                                        ; preds = %if.then144, %if.end143
  %901 = add i64 %25, 24
  %902 = add i64 %30, %901
  %903 = add i64 %27, 16
  %904 = add i64 %31, %903
  %905 = icmp slt i64 %904, %7
  %906 = icmp slt i64 %902, %6
  %907 = and i1 %906, %905
  br i1 %907, label %if.then146, label %if.end147

if.then146:                                       ; preds = %if.end145
  %908 = mul i64 %902, %5
  %909 = add i64 %908, %904
  %910 = getelementptr float, ptr %312, i64 %909
  %911 = load float, ptr %acc42, align 4
  %912 = fcmp uno float %911, %911
  %913 = fcmp uno float %911, %911
  %914 = select i1 %913, float 0x7FF8000000000000, float %911
  store float %914, ptr %910, align 4
  br label %if.end147

if.end147:                                        ; preds = %if.then146, %if.end145
  %915 = add i64 %25, 24
  %916 = add i64 %30, %915
  %917 = add i64 %27, 17
  %918 = add i64 %31, %917
  %919 = icmp slt i64 %918, %7
  %920 = icmp slt i64 %916, %6
  %921 = and i1 %920, %919
  br i1 %921, label %if.then148, label %if.end149

if.then148:                                       ; preds = %if.end147
  %922 = mul i64 %916, %5
  %923 = add i64 %922, %918
  %924 = getelementptr float, ptr %312, i64 %923
  %925 = load float, ptr %acc43, align 4
  %926 = fcmp uno float %925, %925
  %927 = fcmp uno float %925, %925
  %928 = select i1 %927, float 0x7FF8000000000000, float %925
  store float %928, ptr %924, align 4
  br label %if.end149

if.end149:                                        ; preds = %if.then148, %if.end147
  %929 = add i64 %25, 16
  %930 = add i64 %30, %929
  %931 = add i64 %27, 24
  %932 = add i64 %31, %931
  %933 = icmp slt i64 %932, %7
  %934 = icmp slt i64 %930, %6
  %935 = and i1 %934, %933
  br i1 %935, label %if.then150, label %if.end151

if.then150:                                       ; preds = %if.end149
  %936 = mul i64 %930, %5
  %937 = add i64 %936, %932
  %938 = getelementptr float, ptr %312, i64 %937
  %939 = load float, ptr %acc44, align 4
  %940 = fcmp uno float %939, %939
  %941 = fcmp uno float %939, %939
  %942 = select i1 %941, float 0x7FF8000000000000, float %939
  store float %942, ptr %938, align 4
  br label %if.end151

if.end151:                                        ; preds = %if.then150, %if.end149
  %943 = add i64 %25, 16
  %944 = add i64 %30, %943
  %945 = add i64 %27, 25
  %946 = add i64 %31, %945
  %947 = icmp slt i64 %946, %7
  %948 = icmp slt i64 %944, %6
  %949 = and i1 %948, %947
  br i1 %949, label %if.then152, label %if.end153

if.then152:                                       ; preds = %if.end151
  %950 = mul i64 %944, %5
  %951 = add i64 %950, %946
  %952 = getelementptr float, ptr %312, i64 %951
  %953 = load float, ptr %acc45, align 4
  %954 = fcmp uno float %953, %953
  %955 = fcmp uno float %953, %953
  %956 = select i1 %955, float 0x7FF8000000000000, float %953
  store float %956, ptr %952, align 4
  br label %if.end153

if.end153:                                        ; preds = %if.then152, %if.end151
  %957 = add i64 %25, 24
  %958 = add i64 %30, %957
  %959 = add i64 %27, 24
  %960 = add i64 %31, %959
  %961 = icmp slt i64 %960, %7
  %962 = icmp slt i64 %958, %6
  %963 = and i1 %962, %961
  br i1 %963, label %if.then154, label %if.end155

if.then154:                                       ; preds = %if.end153
  %964 = mul i64 %958, %5
  %965 = add i64 %964, %960
  %966 = getelementptr float, ptr %312, i64 %965
  %967 = load float, ptr %acc46, align 4
  %968 = fcmp uno float %967, %967
  %969 = fcmp uno float %967, %967
  %970 = select i1 %969, float 0x7FF8000000000000, float %967
  store float %970, ptr %966, align 4
  br label %if.end155

if.end155:                                        ; preds = %if.then154, %if.end153
  %971 = add i64 %25, 24
  %972 = add i64 %30, %971
  %973 = add i64 %27, 25
  %974 = add i64 %31, %973
  %975 = icmp slt i64 %974, %7
  %976 = icmp slt i64 %972, %6
  %977 = and i1 %976, %975
  br i1 %977, label %if.then156, label %if.end157

if.then156:                                       ; preds = %if.end155
  %978 = mul i64 %972, %5
  %979 = add i64 %978, %974
  %980 = getelementptr float, ptr %312, i64 %979
  %981 = load float, ptr %acc47, align 4
  %982 = fcmp uno float %981, %981
  %983 = fcmp uno float %981, %981
  %984 = select i1 %983, float 0x7FF8000000000000, float %981
  store float %984, ptr %980, align 4
  br label %if.end157

if.end157:                                        ; preds = %if.then156, %if.end155
  %985 = add i64 %25, 16
  %986 = add i64 %30, %985
  %987 = add i64 %27, 32
  %988 = add i64 %31, %987
  %989 = icmp slt i64 %988, %7
  %990 = icmp slt i64 %986, %6
  %991 = and i1 %990, %989
  br i1 %991, label %if.then158, label %if.end159

if.then158:                                       ; preds = %if.end157
  %992 = mul i64 %986, %5
  %993 = add i64 %992, %988
  %994 = getelementptr float, ptr %312, i64 %993
  %995 = load float, ptr %acc48, align 4
  %996 = fcmp uno float %995, %995
  %997 = fcmp uno float %995, %995
  %998 = select i1 %997, float 0x7FF8000000000000, float %995
  store float %998, ptr %994, align 4
  br label %if.end159

if.end159:                                        ; preds = %if.then158, %if.end157
  %999 = add i64 %25, 16
  %1000 = add i64 %30, %999
  %1001 = add i64 %27, 33
  %1002 = add i64 %31, %1001
  %1003 = icmp slt i64 %1002, %7
  %1004 = icmp slt i64 %1000, %6
  %1005 = and i1 %1004, %1003
  br i1 %1005, label %if.then160, label %if.end161

if.then160:                                       ; preds = %if.end159
  %1006 = mul i64 %1000, %5
  %1007 = add i64 %1006, %1002
  %1008 = getelementptr float, ptr %312, i64 %1007
  %1009 = load float, ptr %acc49, align 4
  %1010 = fcmp uno float %1009, %1009
  %1011 = fcmp uno float %1009, %1009
  %1012 = select i1 %1011, float 0x7FF8000000000000, float %1009
  store float %1012, ptr %1008, align 4
  br label %if.end161

if.end161:                                        ; preds = %if.then160, %if.end159
  %1013 = add i64 %25, 24
  %1014 = add i64 %30, %1013
  %1015 = add i64 %27, 32
  %1016 = add i64 %31, %1015
  %1017 = icmp slt i64 %1016, %7
  %1018 = icmp slt i64 %1014, %6
  %1019 = and i1 %1018, %1017
  br i1 %1019, label %if.then162, label %if.end163

if.then162:                                       ; preds = %if.end161
  %1020 = mul i64 %1014, %5
  %1021 = add i64 %1020, %1016
  %1022 = getelementptr float, ptr %312, i64 %1021
  %1023 = load float, ptr %acc50, align 4
  %1024 = fcmp uno float %1023, %1023
  %1025 = fcmp uno float %1023, %1023
  %1026 = select i1 %1025, float 0x7FF8000000000000, float %1023
  store float %1026, ptr %1022, align 4
  br label %if.end163

if.end163:                                        ; preds = %if.then162, %if.end161
  %1027 = add i64 %25, 24
  %1028 = add i64 %30, %1027
  %1029 = add i64 %27, 33
  %1030 = add i64 %31, %1029
  %1031 = icmp slt i64 %1030, %7
  %1032 = icmp slt i64 %1028, %6
  %1033 = and i1 %1032, %1031
  br i1 %1033, label %if.then164, label %if.end165

if.then164:                                       ; preds = %if.end163
  %1034 = mul i64 %1028, %5
  %1035 = add i64 %1034, %1030
  %1036 = getelementptr float, ptr %312, i64 %1035
  %1037 = load float, ptr %acc51, align 4
  %1038 = fcmp uno float %1037, %1037
  %1039 = fcmp uno float %1037, %1037
  %1040 = select i1 %1039, float 0x7FF8000000000000, float %1037
  store float %1040, ptr %1036, align 4
  br label %if.end165

if.end165:                                        ; preds = %if.then164, %if.end163
  %1041 = add i64 %25, 16
  %1042 = add i64 %30, %1041
  %1043 = add i64 %27, 40
  %1044 = add i64 %31, %1043
  %1045 = icmp slt i64 %1044, %7
  %1046 = icmp slt i64 %1042, %6
  %1047 = and i1 %1046, %1045
  br i1 %1047, label %if.then166, label %if.end167

if.then166:                                       ; preds = %if.end165
  %1048 = mul i64 %1042, %5
  %1049 = add i64 %1048, %1044
  %1050 = getelementptr float, ptr %312, i64 %1049
  %1051 = load float, ptr %acc52, align 4
  %1052 = fcmp uno float %1051, %1051
  %1053 = fcmp uno float %1051, %1051
  %1054 = select i1 %1053, float 0x7FF8000000000000, float %1051
  store float %1054, ptr %1050, align 4
  br label %if.end167

if.end167:                                        ; preds = %if.then166, %if.end165
  %1055 = add i64 %25, 16
  %1056 = add i64 %30, %1055
  %1057 = add i64 %27, 41
  %1058 = add i64 %31, %1057
  %1059 = icmp slt i64 %1058, %7
  %1060 = icmp slt i64 %1056, %6
  %1061 = and i1 %1060, %1059
  br i1 %1061, label %if.then168, label %if.end169

if.then168:                                       ; preds = %if.end167
  %1062 = mul i64 %1056, %5
  %1063 = add i64 %1062, %1058
  %1064 = getelementptr float, ptr %312, i64 %1063
  %1065 = load float, ptr %acc53, align 4
  %1066 = fcmp uno float %1065, %1065
  %1067 = fcmp uno float %1065, %1065
  %1068 = select i1 %1067, float 0x7FF8000000000000, float %1065
  store float %1068, ptr %1064, align 4
  br label %if.end169

if.end169:                                        ; preds = %if.then168, %if.end167
  %1069 = add i64 %25, 24
  %1070 = add i64 %30, %1069
  %1071 = add i64 %27, 40
  %1072 = add i64 %31, %1071
  %1073 = icmp slt i64 %1072, %7
  %1074 = icmp slt i64 %1070, %6
  %1075 = and i1 %1074, %1073
  br i1 %1075, label %if.then170, label %if.end171

if.then170:                                       ; preds = %if.end169
  %1076 = mul i64 %1070, %5
  %1077 = add i64 %1076, %1072
  %1078 = getelementptr float, ptr %312, i64 %1077
  %1079 = load float, ptr %acc54, align 4
  %1080 = fcmp uno float %1079, %1079
  %1081 = fcmp uno float %1079, %1079
  %1082 = select i1 %1081, float 0x7FF8000000000000, float %1079
  store float %1082, ptr %1078, align 4
  br label %if.end171

if.end171:                                        ; preds = %if.then170, %if.end169
  %1083 = add i64 %25, 24
  %1084 = add i64 %30, %1083
  %1085 = add i64 %27, 41
  %1086 = add i64 %31, %1085
  %1087 = icmp slt i64 %1086, %7
  %1088 = icmp slt i64 %1084, %6
  %1089 = and i1 %1088, %1087
  br i1 %1089, label %if.then172, label %if.end173

if.then172:                                       ; preds = %if.end171
  %1090 = mul i64 %1084, %5
  %1091 = add i64 %1090, %1086
  %1092 = getelementptr float, ptr %312, i64 %1091
  %1093 = load float, ptr %acc55, align 4
  %1094 = fcmp uno float %1093, %1093
  %1095 = fcmp uno float %1093, %1093
  %1096 = select i1 %1095, float 0x7FF8000000000000, float %1093
  store float %1096, ptr %1092, align 4
  br label %if.end173

if.end173:                                        ; preds = %if.then172, %if.end171
  %1097 = add i64 %25, 16
  %1098 = add i64 %30, %1097
  %1099 = add i64 %27, 48
  %1100 = add i64 %31, %1099
  %1101 = icmp slt i64 %1100, %7
  %1102 = icmp slt i64 %1098, %6
  %1103 = and i1 %1102, %1101
  br i1 %1103, label %if.then174, label %if.end175

if.then174:                                       ; preds = %if.end173
  %1104 = mul i64 %1098, %5
  %1105 = add i64 %1104, %1100
  %1106 = getelementptr float, ptr %312, i64 %1105
  %1107 = load float, ptr %acc56, align 4
  %1108 = fcmp uno float %1107, %1107
  %1109 = fcmp uno float %1107, %1107
  %1110 = select i1 %1109, float 0x7FF8000000000000, float %1107
  store float %1110, ptr %1106, align 4
  br label %if.end175

if.end175:                                        ; preds = %if.then174, %if.end173
  %1111 = add i64 %25, 16
  %1112 = add i64 %30, %1111
  %1113 = add i64 %27, 49
  %1114 = add i64 %31, %1113
  %1115 = icmp slt i64 %1114, %7
  %1116 = icmp slt i64 %1112, %6
  %1117 = and i1 %1116, %1115
  br i1 %1117, label %if.then176, label %if.end177

if.then176:                                       ; preds = %if.end175
  %1118 = mul i64 %1112, %5
  %1119 = add i64 %1118, %1114
  %1120 = getelementptr float, ptr %312, i64 %1119
  %1121 = load float, ptr %acc57, align 4
  %1122 = fcmp uno float %1121, %1121
  %1123 = fcmp uno float %1121, %1121
  %1124 = select i1 %1123, float 0x7FF8000000000000, float %1121
  store float %1124, ptr %1120, align 4
  br label %if.end177

if.end177:                                        ; preds = %if.then176, %if.end175
  %1125 = add i64 %25, 24
  %1126 = add i64 %30, %1125
  %1127 = add i64 %27, 48
  %1128 = add i64 %31, %1127
  %1129 = icmp slt i64 %1128, %7
  %1130 = icmp slt i64 %1126, %6
  %1131 = and i1 %1130, %1129
  br i1 %1131, label %if.then178, label %if.end179

if.then178:                                       ; preds = %if.end177
  %1132 = mul i64 %1126, %5
  %1133 = add i64 %1132, %1128
  %1134 = getelementptr float, ptr %312, i64 %1133
  %1135 = load float, ptr %acc58, align 4
  %1136 = fcmp uno float %1135, %1135
  %1137 = fcmp uno float %1135, %1135
  %1138 = select i1 %1137, float 0x7FF8000000000000, float %1135
  store float %1138, ptr %1134, align 4
  br label %if.end179

if.end179:                                        ; preds = %if.then178, %if.end177
  %1139 = add i64 %25, 24
  %1140 = add i64 %30, %1139
  %1141 = add i64 %27, 49
  %1142 = add i64 %31, %1141
  %1143 = icmp slt i64 %1142, %7
  %1144 = icmp slt i64 %1140, %6
  %1145 = and i1 %1144, %1143
  br i1 %1145, label %if.then180, label %if.end181

if.then180:                                       ; preds = %if.end179
  %1146 = mul i64 %1140, %5
  %1147 = add i64 %1146, %1142
  %1148 = getelementptr float, ptr %312, i64 %1147
  %1149 = load float, ptr %acc59, align 4
  %1150 = fcmp uno float %1149, %1149
  %1151 = fcmp uno float %1149, %1149
  %1152 = select i1 %1151, float 0x7FF8000000000000, float %1149
  store float %1152, ptr %1148, align 4
  br label %if.end181

if.end181:                                        ; preds = %if.then180, %if.end179
  %1153 = add i64 %25, 16
  %1154 = add i64 %30, %1153
  %1155 = add i64 %27, 56
  %1156 = add i64 %31, %1155
  %1157 = icmp slt i64 %1156, %7
  %1158 = icmp slt i64 %1154, %6
  %1159 = and i1 %1158, %1157
  br i1 %1159, label %if.then182, label %if.end183

if.then182:                                       ; preds = %if.end181
  %1160 = mul i64 %1154, %5
  %1161 = add i64 %1160, %1156
  %1162 = getelementptr float, ptr %312, i64 %1161
  %1163 = load float, ptr %acc60, align 4
  %1164 = fcmp uno float %1163, %1163
  %1165 = fcmp uno float %1163, %1163
  %1166 = select i1 %1165, float 0x7FF8000000000000, float %1163
  store float %1166, ptr %1162, align 4
  br label %if.end183

if.end183:                                        ; preds = %if.then182, %if.end181
  %1167 = add i64 %25, 16
  %1168 = add i64 %30, %1167
  %1169 = add i64 %27, 57
  %1170 = add i64 %31, %1169
  %1171 = icmp slt i64 %1170, %7
  %1172 = icmp slt i64 %1168, %6
  %1173 = and i1 %1172, %1171
  br i1 %1173, label %if.then184, label %if.end185

if.then184:                                       ; preds = %if.end183
  %1174 = mul i64 %1168, %5
  %1175 = add i64 %1174, %1170
  %1176 = getelementptr float, ptr %312, i64 %1175
  %1177 = load float, ptr %acc61, align 4
  %1178 = fcmp uno float %1177, %1177
  %1179 = fcmp uno float %1177, %1177
  %1180 = select i1 %1179, float 0x7FF8000000000000, float %1177
  store float %1180, ptr %1176, align 4
  br label %if.end185

if.end185:                                        ; preds = %if.then184, %if.end183
  %1181 = add i64 %25, 24
  %1182 = add i64 %30, %1181
  %1183 = add i64 %27, 56
  %1184 = add i64 %31, %1183
  %1185 = icmp slt i64 %1184, %7
  %1186 = icmp slt i64 %1182, %6
  %1187 = and i1 %1186, %1185
  br i1 %1187, label %if.then186, label %if.end187

if.then186:                                       ; preds = %if.end185
  %1188 = mul i64 %1182, %5
  %1189 = add i64 %1188, %1184
  %1190 = getelementptr float, ptr %312, i64 %1189
  %1191 = load float, ptr %acc62, align 4
  %1192 = fcmp uno float %1191, %1191
  %1193 = fcmp uno float %1191, %1191
  %1194 = select i1 %1193, float 0x7FF8000000000000, float %1191
  store float %1194, ptr %1190, align 4
  br label %if.end187

if.end187:                                        ; preds = %if.then186, %if.end185
  %1195 = add i64 %25, 24
  %1196 = add i64 %30, %1195
  %1197 = add i64 %27, 57
  %1198 = add i64 %31, %1197
  %1199 = icmp slt i64 %1198, %7
  %1200 = icmp slt i64 %1196, %6
  %1201 = and i1 %1200, %1199
  br i1 %1201, label %if.then188, label %if.end189

if.then188:                                       ; preds = %if.end187
  %1202 = mul i64 %1196, %5
  %1203 = add i64 %1202, %1198
  %1204 = getelementptr float, ptr %312, i64 %1203
  %1205 = load float, ptr %acc63, align 4
  %1206 = fcmp uno float %1205, %1205
  %1207 = fcmp uno float %1205, %1205
  %1208 = select i1 %1207, float 0x7FF8000000000000, float %1205
  store float %1208, ptr %1204, align 4
  br label %if.end189

if.end189:                                        ; preds = %if.then188, %if.end187
  br label %unit.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #2

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float) #3

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nounwind memory(none) }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @logpjit_lm_head, !"kernel", i32 1}
!1 = !{ptr @logpjit_lm_head, !"maxntidx", i32 128}
!2 = !{ptr @logpjit_lm_head, !"minctasm", i32 4}
