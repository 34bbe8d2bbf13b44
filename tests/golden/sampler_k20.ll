; golden IR for tests/codegen/golden_test.cpp (processed sampler logprobs: top-k, top-p, renormalized, per row)
; regenerate: scripts/update-golden.sh
; spec: kind=sampler;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.sampler"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_sampler(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %olp26 = alloca float, align 4
  %oid25 = alloca i64, align 8
  %found = alloca i1, align 1
  %srank = alloca i64, align 8
  %slp = alloca float, align 4
  %olp = alloca float, align 4
  %oid = alloca i64, align 8
  %s9 = alloca float, align 4
  %reached = alloca i1, align 1
  %total = alloca float, align 4
  %s = alloca float, align 4
  %z = alloca float, align 4
  %kept = alloca i64, align 8
  %keep = alloca i64, align 8
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end22, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end22 ]
  %4 = icmp slt i64 %item.iv, 1
  br i1 %4, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %5 = mul i64 %row.iv, 20
  %6 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %6, align 8, !invariant.load !0
  %7 = inttoptr i64 %arg0 to ptr
  %8 = getelementptr i64, ptr %7, i64 %5
  %9 = mul i64 %row.iv, 20
  %10 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %10, align 8, !invariant.load !0
  %11 = inttoptr i64 %arg1 to ptr
  %12 = getelementptr float, ptr %11, i64 %9
  %13 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %13, align 8, !invariant.load !0
  %14 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %14, align 8, !invariant.load !0
  %15 = trunc i64 %arg5 to i32
  %16 = bitcast i32 %15 to float
  %17 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %17, align 8, !invariant.load !0
  %18 = mul i64 %row.iv, %arg6
  %19 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %19, align 8, !invariant.load !0
  %20 = inttoptr i64 %arg9 to ptr
  %21 = getelementptr i64, ptr %20, i64 %18
  %22 = mul i64 %row.iv, %arg6
  %23 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = inttoptr i64 %arg10 to ptr
  %25 = getelementptr float, ptr %24, i64 %22
  %26 = getelementptr i64, ptr %8, i64 0
  %27 = load i64, ptr %26, align 4
  %28 = icmp sge i64 %27, 0
  store i64 0, ptr %keep, align 4
  store i64 0, ptr %kept, align 4
  store float 0.000000e+00, ptr %z, align 4
  br i1 %28, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %29 = icmp sgt i64 %arg4, 0
  br label %topk.head

if.end:                                           ; preds = %if.end18, %item.body
  %30 = load i64, ptr %kept, align 4
  %31 = icmp slt i64 %30, 0
  %32 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %32, align 8, !invariant.load !0
  %33 = icmp ne i64 %arg13, 0
  %34 = and i1 %31, %33
  br i1 %34, label %if.then19, label %if.end20

topk.head:                                        ; preds = %topk.body, %if.then
  %topk.iv = phi i64 [ 0, %if.then ], [ %topk.next, %topk.body ]
  %35 = icmp slt i64 %topk.iv, 20
  br i1 %35, label %topk.body, label %topk.exit

topk.body:                                        ; preds = %topk.head
  %36 = icmp slt i64 %topk.iv, %arg4
  %37 = xor i1 %29, true
  %38 = or i1 %37, %36
  %39 = getelementptr i64, ptr %8, i64 %topk.iv
  %40 = load i64, ptr %39, align 4
  %41 = icmp sge i64 %40, 0
  %42 = and i1 %41, %38
  %43 = shl i64 1, %topk.iv
  %44 = xor i64 %43, -1
  %45 = load i64, ptr %keep, align 4
  %46 = and i64 %45, %44
  %47 = zext i1 %42 to i64
  %48 = shl i64 %47, %topk.iv
  %49 = or i64 %46, %48
  store i64 %49, ptr %keep, align 4
  %topk.next = add nsw i64 %topk.iv, 1
  br label %topk.head, !llvm.loop !1

topk.exit:                                        ; preds = %topk.head
  br i1 %29, label %if.then1, label %if.end2

if.then1:                                         ; preds = %topk.exit
  %50 = getelementptr float, ptr %12, i64 0
  %51 = load float, ptr %50, align 4
  store float 0.000000e+00, ptr %s, align 4
  br label %lse.head

if.end2:                                          ; preds = %lse.exit, %topk.exit
  %52 = fcmp olt float %16, 1.000000e+00
  %53 = fcmp ogt float %16, 0.000000e+00
  %54 = and i1 %53, %52
  br i1 %54, label %if.then5, label %if.end6

lse.head:                                         ; preds = %if.end4, %if.then1
  %lse.iv = phi i64 [ 0, %if.then1 ], [ %lse.next, %if.end4 ]
  %55 = icmp slt i64 %lse.iv, 20
  br i1 %55, label %lse.body, label %lse.exit

lse.body:                                         ; preds = %lse.head
  %56 = load i64, ptr %keep, align 4
  %57 = lshr i64 %56, %lse.iv
  %58 = trunc i64 %57 to i1
  br i1 %58, label %if.then3, label %if.end4

lse.exit:                                         ; preds = %lse.head
  %59 = load float, ptr %s, align 4
  %60 = fcmp olt float %59, 0x3810000000000000
  %61 = fmul float %59, 0x4180000000000000
  %62 = select i1 %60, float %61, float %59
  %63 = select i1 %60, i32 -25, i32 0
  %64 = bitcast float %62 to i32
  %65 = lshr i32 %64, 23
  %66 = sub i32 %65, 126
  %67 = add i32 %66, %63
  %68 = and i32 %64, 8388607
  %69 = or i32 %68, 1056964608
  %70 = bitcast i32 %69 to float
  %71 = fcmp olt float %70, 0x3FE6A09E60000000
  %72 = sub i32 %67, 1
  %73 = select i1 %71, i32 %72, i32 %67
  %74 = fadd float %70, %70
  %75 = select i1 %71, float %74, float %70
  %76 = fsub float %75, 1.000000e+00
  %77 = fmul float %76, %76
  %78 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %76, float 0xBFBD7A3700000000)
  %79 = call float @llvm.fma.f32(float %78, float %76, float 0x3FBDE4A340000000)
  %80 = call float @llvm.fma.f32(float %79, float %76, float 0xBFBFCBA9E0000000)
  %81 = call float @llvm.fma.f32(float %80, float %76, float 0x3FC23D37E0000000)
  %82 = call float @llvm.fma.f32(float %81, float %76, float 0xBFC555CA00000000)
  %83 = call float @llvm.fma.f32(float %82, float %76, float 0x3FC999D580000000)
  %84 = call float @llvm.fma.f32(float %83, float %76, float 0xBFCFFFFF80000000)
  %85 = call float @llvm.fma.f32(float %84, float %76, float 0x3FD5555540000000)
  %86 = fmul float %85, %76
  %87 = fmul float %86, %77
  %88 = sitofp i32 %73 to float
  %89 = call float @llvm.fma.f32(float %88, float 0xBF2BD01060000000, float %87)
  %90 = call float @llvm.fma.f32(float %77, float -5.000000e-01, float %89)
  %91 = fadd float %76, %90
  %92 = call float @llvm.fma.f32(float %88, float 0x3FE6300000000000, float %91)
  %93 = fcmp oeq float %59, 0.000000e+00
  %94 = select i1 %93, float 0xFFF0000000000000, float %92
  %95 = fcmp oeq float %59, 0x7FF0000000000000
  %96 = select i1 %95, float %59, float %94
  %97 = fcmp olt float %59, 0.000000e+00
  %98 = select i1 %97, float 0x7FF8000000000000, float %96
  %99 = fcmp uno float %59, %59
  %100 = select i1 %99, float %59, float %98
  %101 = fadd float %51, %100
  store float %101, ptr %z, align 4
  br label %if.end2

if.then3:                                         ; preds = %lse.body
  %102 = getelementptr float, ptr %12, i64 %lse.iv
  %103 = load float, ptr %102, align 4
  %104 = fsub float %103, %51
  %105 = fcmp ogt float -8.800000e+01, %104
  %106 = select i1 %105, float -8.800000e+01, float %104
  %107 = fcmp ogt float %106, 8.900000e+01
  %108 = select i1 %107, float 8.900000e+01, float %106
  %109 = call float @llvm.fma.f32(float %108, float 0x3FF7154760000000, float 0x4168000000000000)
  %110 = fsub float %109, 0x4168000000000000
  %111 = call float @llvm.fma.f32(float %110, float 0xBFE6300000000000, float %108)
  %112 = call float @llvm.fma.f32(float %110, float 0x3F2BD01060000000, float %111)
  %113 = fmul float %112, %112
  %114 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %112, float 0x3F8120BE20000000)
  %115 = call float @llvm.fma.f32(float %114, float %112, float 0x3FA5555180000000)
  %116 = call float @llvm.fma.f32(float %115, float %112, float 0x3FC5554DC0000000)
  %117 = call float @llvm.fma.f32(float %116, float %112, float 5.000000e-01)
  %118 = call float @llvm.fma.f32(float %113, float %117, float %112)
  %119 = bitcast float %109 to i32
  %120 = shl i32 %119, 23
  %121 = add i32 %120, 1065353216
  %122 = bitcast i32 %121 to float
  %123 = call float @llvm.fma.f32(float %118, float %122, float %122)
  %124 = fcmp oeq float %122, 0x7FF0000000000000
  %125 = select i1 %124, float %122, float %123
  %126 = load float, ptr %s, align 4
  %127 = fadd float %126, %125
  store float %127, ptr %s, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %lse.body
  %lse.next = add nsw i64 %lse.iv, 1
  br label %lse.head, !llvm.loop !3

if.then5:                                         ; preds = %if.end2
  %128 = load float, ptr %z, align 4
  store float 0.000000e+00, ptr %total, align 4
  store i1 false, ptr %reached, align 1
  br label %topp.head

if.end6:                                          ; preds = %reached.end, %if.end2
  %129 = load i64, ptr %kept, align 4
  %130 = icmp sge i64 %129, 0
  br i1 %130, label %if.then17, label %if.end18

topp.head:                                        ; preds = %if.end8, %if.then5
  %topp.iv = phi i64 [ 0, %if.then5 ], [ %topp.next, %if.end8 ]
  %131 = icmp slt i64 %topp.iv, 20
  br i1 %131, label %topp.body, label %topp.exit

topp.body:                                        ; preds = %topp.head
  %132 = load i1, ptr %reached, align 1
  %133 = xor i1 %132, true
  %134 = load i64, ptr %keep, align 4
  %135 = lshr i64 %134, %topp.iv
  %136 = trunc i64 %135 to i1
  %137 = and i1 %136, %133
  %138 = shl i64 1, %topp.iv
  %139 = xor i64 %138, -1
  %140 = load i64, ptr %keep, align 4
  %141 = and i64 %140, %139
  %142 = zext i1 %137 to i64
  %143 = shl i64 %142, %topp.iv
  %144 = or i64 %141, %143
  store i64 %144, ptr %keep, align 4
  br i1 %137, label %if.then7, label %if.end8

topp.exit:                                        ; preds = %topp.head
  %145 = getelementptr float, ptr %12, i64 19
  %146 = load float, ptr %145, align 4
  %147 = fsub float %146, %128
  %148 = fcmp ogt float -8.800000e+01, %147
  %149 = select i1 %148, float -8.800000e+01, float %147
  %150 = fcmp ogt float %149, 8.900000e+01
  %151 = select i1 %150, float 8.900000e+01, float %149
  %152 = call float @llvm.fma.f32(float %151, float 0x3FF7154760000000, float 0x4168000000000000)
  %153 = fsub float %152, 0x4168000000000000
  %154 = call float @llvm.fma.f32(float %153, float 0xBFE6300000000000, float %151)
  %155 = call float @llvm.fma.f32(float %153, float 0x3F2BD01060000000, float %154)
  %156 = fmul float %155, %155
  %157 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %155, float 0x3F8120BE20000000)
  %158 = call float @llvm.fma.f32(float %157, float %155, float 0x3FA5555180000000)
  %159 = call float @llvm.fma.f32(float %158, float %155, float 0x3FC5554DC0000000)
  %160 = call float @llvm.fma.f32(float %159, float %155, float 5.000000e-01)
  %161 = call float @llvm.fma.f32(float %156, float %160, float %155)
  %162 = bitcast float %152 to i32
  %163 = shl i32 %162, 23
  %164 = add i32 %163, 1065353216
  %165 = bitcast i32 %164 to float
  %166 = call float @llvm.fma.f32(float %161, float %165, float %165)
  %167 = fcmp oeq float %165, 0x7FF0000000000000
  %168 = select i1 %167, float %165, float %166
  %169 = fcmp oeq float %168, 0.000000e+00
  %170 = getelementptr i64, ptr %8, i64 19
  %171 = load i64, ptr %170, align 4
  %172 = icmp slt i64 %171, 0
  %173 = or i1 %172, %169
  %174 = or i1 %29, %173
  %175 = load i1, ptr %reached, align 1
  %176 = or i1 %175, %174
  br i1 %176, label %reached.then, label %reached.else

if.then7:                                         ; preds = %topp.body
  %177 = getelementptr float, ptr %12, i64 %topp.iv
  %178 = load float, ptr %177, align 4
  %179 = fsub float %178, %128
  %180 = fcmp ogt float -8.800000e+01, %179
  %181 = select i1 %180, float -8.800000e+01, float %179
  %182 = fcmp ogt float %181, 8.900000e+01
  %183 = select i1 %182, float 8.900000e+01, float %181
  %184 = call float @llvm.fma.f32(float %183, float 0x3FF7154760000000, float 0x4168000000000000)
  %185 = fsub float %184, 0x4168000000000000
  %186 = call float @llvm.fma.f32(float %185, float 0xBFE6300000000000, float %183)
  %187 = call float @llvm.fma.f32(float %185, float 0x3F2BD01060000000, float %186)
  %188 = fmul float %187, %187
  %189 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %187, float 0x3F8120BE20000000)
  %190 = call float @llvm.fma.f32(float %189, float %187, float 0x3FA5555180000000)
  %191 = call float @llvm.fma.f32(float %190, float %187, float 0x3FC5554DC0000000)
  %192 = call float @llvm.fma.f32(float %191, float %187, float 5.000000e-01)
  %193 = call float @llvm.fma.f32(float %188, float %192, float %187)
  %194 = bitcast float %184 to i32
  %195 = shl i32 %194, 23
  %196 = add i32 %195, 1065353216
  %197 = bitcast i32 %196 to float
  %198 = call float @llvm.fma.f32(float %193, float %197, float %197)
  %199 = fcmp oeq float %197, 0x7FF0000000000000
  %200 = select i1 %199, float %197, float %198
  %201 = load float, ptr %total, align 4
  %202 = fadd float %201, %200
  store float %202, ptr %total, align 4
  %203 = fcmp uge float %202, %16
  store i1 %203, ptr %reached, align 1
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %topp.body
  %topp.next = add nsw i64 %topp.iv, 1
  br label %topp.head, !llvm.loop !4

reached.then:                                     ; preds = %topp.exit
  %204 = getelementptr float, ptr %12, i64 0
  %205 = load float, ptr %204, align 4
  store float 0.000000e+00, ptr %s9, align 4
  br label %lse.head10

reached.else:                                     ; preds = %topp.exit
  store i64 -1, ptr %kept, align 4
  br label %reached.end

reached.end:                                      ; preds = %reached.else, %lse.exit12
  br label %if.end6

lse.head10:                                       ; preds = %if.end15, %reached.then
  %lse.iv13 = phi i64 [ 0, %reached.then ], [ %lse.next16, %if.end15 ]
  %206 = icmp slt i64 %lse.iv13, 20
  br i1 %206, label %lse.body11, label %lse.exit12

lse.body11:                                       ; preds = %lse.head10
  %207 = load i64, ptr %keep, align 4
  %208 = lshr i64 %207, %lse.iv13
  %209 = trunc i64 %208 to i1
  br i1 %209, label %if.then14, label %if.end15

lse.exit12:                                       ; preds = %lse.head10
  %210 = load float, ptr %s9, align 4
  %211 = fcmp olt float %210, 0x3810000000000000
  %212 = fmul float %210, 0x4180000000000000
  %213 = select i1 %211, float %212, float %210
  %214 = select i1 %211, i32 -25, i32 0
  %215 = bitcast float %213 to i32
  %216 = lshr i32 %215, 23
  %217 = sub i32 %216, 126
  %218 = add i32 %217, %214
  %219 = and i32 %215, 8388607
  %220 = or i32 %219, 1056964608
  %221 = bitcast i32 %220 to float
  %222 = fcmp olt float %221, 0x3FE6A09E60000000
  %223 = sub i32 %218, 1
  %224 = select i1 %222, i32 %223, i32 %218
  %225 = fadd float %221, %221
  %226 = select i1 %222, float %225, float %221
  %227 = fsub float %226, 1.000000e+00
  %228 = fmul float %227, %227
  %229 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %227, float 0xBFBD7A3700000000)
  %230 = call float @llvm.fma.f32(float %229, float %227, float 0x3FBDE4A340000000)
  %231 = call float @llvm.fma.f32(float %230, float %227, float 0xBFBFCBA9E0000000)
  %232 = call float @llvm.fma.f32(float %231, float %227, float 0x3FC23D37E0000000)
  %233 = call float @llvm.fma.f32(float %232, float %227, float 0xBFC555CA00000000)
  %234 = call float @llvm.fma.f32(float %233, float %227, float 0x3FC999D580000000)
  %235 = call float @llvm.fma.f32(float %234, float %227, float 0xBFCFFFFF80000000)
  %236 = call float @llvm.fma.f32(float %235, float %227, float 0x3FD5555540000000)
  %237 = fmul float %236, %227
  %238 = fmul float %237, %228
  %239 = sitofp i32 %224 to float
  %240 = call float @llvm.fma.f32(float %239, float 0xBF2BD01060000000, float %238)
  %241 = call float @llvm.fma.f32(float %228, float -5.000000e-01, float %240)
  %242 = fadd float %227, %241
  %243 = call float @llvm.fma.f32(float %239, float 0x3FE6300000000000, float %242)
  %244 = fcmp oeq float %210, 0.000000e+00
  %245 = select i1 %244, float 0xFFF0000000000000, float %243
  %246 = fcmp oeq float %210, 0x7FF0000000000000
  %247 = select i1 %246, float %210, float %245
  %248 = fcmp olt float %210, 0.000000e+00
  %249 = select i1 %248, float 0x7FF8000000000000, float %247
  %250 = fcmp uno float %210, %210
  %251 = select i1 %250, float %210, float %249
  %252 = fadd float %205, %251
  store float %252, ptr %z, align 4
  br label %reached.end

if.then14:                                        ; preds = %lse.body11
  %253 = getelementptr float, ptr %12, i64 %lse.iv13
  %254 = load float, ptr %253, align 4
  %255 = fsub float %254, %205
  %256 = fcmp ogt float -8.800000e+01, %255
  %257 = select i1 %256, float -8.800000e+01, float %255
  %258 = fcmp ogt float %257, 8.900000e+01
  %259 = select i1 %258, float 8.900000e+01, float %257
  %260 = call float @llvm.fma.f32(float %259, float 0x3FF7154760000000, float 0x4168000000000000)
  %261 = fsub float %260, 0x4168000000000000
  %262 = call float @llvm.fma.f32(float %261, float 0xBFE6300000000000, float %259)
  %263 = call float @llvm.fma.f32(float %261, float 0x3F2BD01060000000, float %262)
  %264 = fmul float %263, %263
  %265 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %263, float 0x3F8120BE20000000)
  %266 = call float @llvm.fma.f32(float %265, float %263, float 0x3FA5555180000000)
  %267 = call float @llvm.fma.f32(float %266, float %263, float 0x3FC5554DC0000000)
  %268 = call float @llvm.fma.f32(float %267, float %263, float 5.000000e-01)
  %269 = call float @llvm.fma.f32(float %264, float %268, float %263)
  %270 = bitcast float %260 to i32
  %271 = shl i32 %270, 23
  %272 = add i32 %271, 1065353216
  %273 = bitcast i32 %272 to float
  %274 = call float @llvm.fma.f32(float %269, float %273, float %273)
  %275 = fcmp oeq float %273, 0x7FF0000000000000
  %276 = select i1 %275, float %273, float %274
  %277 = load float, ptr %s9, align 4
  %278 = fadd float %277, %276
  store float %278, ptr %s9, align 4
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %lse.body11
  %lse.next16 = add nsw i64 %lse.iv13, 1
  br label %lse.head10, !llvm.loop !5

if.then17:                                        ; preds = %if.end6
  br label %count.head

if.end18:                                         ; preds = %count.exit, %if.end6
  br label %if.end

count.head:                                       ; preds = %count.body, %if.then17
  %count.iv = phi i64 [ 0, %if.then17 ], [ %count.next, %count.body ]
  %279 = icmp slt i64 %count.iv, 20
  br i1 %279, label %count.body, label %count.exit

count.body:                                       ; preds = %count.head
  %280 = load i64, ptr %keep, align 4
  %281 = lshr i64 %280, %count.iv
  %282 = trunc i64 %281 to i1
  %283 = zext i1 %282 to i64
  %284 = load i64, ptr %kept, align 4
  %285 = add i64 %284, %283
  store i64 %285, ptr %kept, align 4
  %count.next = add nsw i64 %count.iv, 1
  br label %count.head, !llvm.loop !6

count.exit:                                       ; preds = %count.head
  br label %if.end18

if.then19:                                        ; preds = %if.end
  %286 = inttoptr i64 %arg13 to ptr
  %287 = add i64 %row.iv, 1
  store i64 %287, ptr %286, align 4
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %if.end
  %288 = load float, ptr %z, align 4
  br label %out.head

out.head:                                         ; preds = %live.end, %if.end20
  %out.iv = phi i64 [ 0, %if.end20 ], [ %out.next, %live.end ]
  %289 = icmp slt i64 %out.iv, %arg6
  br i1 %289, label %out.body, label %out.exit

out.body:                                         ; preds = %out.head
  store i64 -1, ptr %oid, align 4
  store float 0.000000e+00, ptr %olp, align 4
  br i1 %28, label %live.then, label %live.end

out.exit:                                         ; preds = %out.head
  %290 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %290, align 8, !invariant.load !0
  %291 = inttoptr i64 %arg3 to ptr
  %292 = getelementptr i64, ptr %291, i64 %row.iv
  %293 = load i64, ptr %292, align 4
  store float 0.000000e+00, ptr %slp, align 4
  store i64 0, ptr %srank, align 4
  br i1 %28, label %if.then21, label %if.end22

live.then:                                        ; preds = %out.body
  %294 = xor i1 %31, true
  %295 = load i64, ptr %keep, align 4
  %296 = lshr i64 %295, %out.iv
  %297 = trunc i64 %296 to i1
  %298 = and i1 %297, %294
  %299 = getelementptr i64, ptr %8, i64 %out.iv
  %300 = load i64, ptr %299, align 4
  %301 = select i1 %298, i64 %300, i64 -1
  store i64 %301, ptr %oid, align 4
  %302 = getelementptr float, ptr %12, i64 %out.iv
  %303 = load float, ptr %302, align 4
  %304 = fsub float %303, %288
  %305 = fcmp uno float %304, %304
  %306 = select i1 %305, float 0x7FF8000000000000, float %304
  %307 = select i1 %298, float %306, float 0xFFF0000000000000
  %308 = select i1 %31, float 0x7FF8000000000000, float %307
  store float %308, ptr %olp, align 4
  br label %live.end

live.end:                                         ; preds = %live.then, %out.body
  %309 = load i64, ptr %oid, align 4
  %310 = load float, ptr %olp, align 4
  %311 = getelementptr i64, ptr %21, i64 %out.iv
  store i64 %309, ptr %311, align 4
  %312 = getelementptr float, ptr %25, i64 %out.iv
  store float %310, ptr %312, align 4
  %out.next = add nsw i64 %out.iv, 1
  br label %out.head, !llvm.loop !7

if.then21:                                        ; preds = %out.exit
  store float 0xFFF0000000000000, ptr %slp, align 4
  store i1 false, ptr %found, align 1
  br label %sampled.head

if.end22:                                         ; preds = %sampled.exit, %out.exit
  %313 = fcmp uno float %288, %288
  %314 = and i1 %28, %313
  %315 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %315, align 8, !invariant.load !0
  %316 = inttoptr i64 %arg7 to ptr
  %317 = getelementptr float, ptr %316, i64 %row.iv
  %318 = load float, ptr %slp, align 4
  %319 = or i1 %31, %314
  %320 = select i1 %319, float 0x7FF8000000000000, float %318
  store float %320, ptr %317, align 4
  %321 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %321, align 8, !invariant.load !0
  %322 = inttoptr i64 %arg8 to ptr
  %323 = getelementptr i64, ptr %322, i64 %row.iv
  %324 = load i64, ptr %srank, align 4
  %325 = select i1 %31, i64 0, i64 %324
  store i64 %325, ptr %323, align 4
  %326 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %326, align 8, !invariant.load !0
  %327 = inttoptr i64 %arg11 to ptr
  %328 = getelementptr i64, ptr %327, i64 %row.iv
  %329 = load i64, ptr %kept, align 4
  store i64 %329, ptr %328, align 4
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

sampled.head:                                     ; preds = %if.end24, %if.then21
  %sampled.iv = phi i64 [ 0, %if.then21 ], [ %sampled.next, %if.end24 ]
  %330 = icmp slt i64 %sampled.iv, 20
  br i1 %330, label %sampled.body, label %sampled.exit

sampled.body:                                     ; preds = %sampled.head
  %331 = load i1, ptr %found, align 1
  %332 = xor i1 %331, true
  %333 = getelementptr i64, ptr %8, i64 %sampled.iv
  %334 = load i64, ptr %333, align 4
  %335 = icmp eq i64 %334, %293
  %336 = load i64, ptr %keep, align 4
  %337 = lshr i64 %336, %sampled.iv
  %338 = trunc i64 %337 to i1
  %339 = and i1 %338, %335
  %340 = and i1 %339, %332
  br i1 %340, label %if.then23, label %if.end24

sampled.exit:                                     ; preds = %sampled.head
  br label %if.end22

if.then23:                                        ; preds = %sampled.body
  store i64 -1, ptr %oid25, align 4
  store float 0.000000e+00, ptr %olp26, align 4
  br i1 %28, label %live.then27, label %live.end28

if.end24:                                         ; preds = %live.end28, %sampled.body
  %sampled.next = add nsw i64 %sampled.iv, 1
  br label %sampled.head, !llvm.loop !9

live.then27:                                      ; preds = %if.then23
  %341 = xor i1 %31, true
  %342 = load i64, ptr %keep, align 4
  %343 = lshr i64 %342, %sampled.iv
  %344 = trunc i64 %343 to i1
  %345 = and i1 %344, %341
  %346 = getelementptr i64, ptr %8, i64 %sampled.iv
  %347 = load i64, ptr %346, align 4
  %348 = select i1 %345, i64 %347, i64 -1
  store i64 %348, ptr %oid25, align 4
  %349 = getelementptr float, ptr %12, i64 %sampled.iv
  %350 = load float, ptr %349, align 4
  %351 = fsub float %350, %288
  %352 = fcmp uno float %351, %351
  %353 = select i1 %352, float 0x7FF8000000000000, float %351
  %354 = select i1 %345, float %353, float 0xFFF0000000000000
  %355 = select i1 %31, float 0x7FF8000000000000, float %354
  store float %355, ptr %olp26, align 4
  br label %live.end28

live.end28:                                       ; preds = %live.then27, %if.then23
  %356 = load i64, ptr %oid25, align 4
  %357 = load float, ptr %olp26, align 4
  store float %357, ptr %slp, align 4
  %358 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %358, align 8, !invariant.load !0
  %359 = inttoptr i64 %arg2 to ptr
  %360 = getelementptr i64, ptr %359, i64 %row.iv
  %361 = load i64, ptr %360, align 4
  store i64 %361, ptr %srank, align 4
  store i1 true, ptr %found, align 1
  br label %if.end24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.count", i32 8}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !2}
