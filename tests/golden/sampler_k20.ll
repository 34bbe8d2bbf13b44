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
  %147 = fcmp oeq float %146, 0xFFF0000000000000
  %148 = getelementptr i64, ptr %8, i64 19
  %149 = load i64, ptr %148, align 4
  %150 = icmp slt i64 %149, 0
  %151 = or i1 %150, %147
  %152 = or i1 %29, %151
  %153 = load i1, ptr %reached, align 1
  %154 = or i1 %153, %152
  br i1 %154, label %reached.then, label %reached.else

if.then7:                                         ; preds = %topp.body
  %155 = getelementptr float, ptr %12, i64 %topp.iv
  %156 = load float, ptr %155, align 4
  %157 = fsub float %156, %128
  %158 = fcmp ogt float -8.800000e+01, %157
  %159 = select i1 %158, float -8.800000e+01, float %157
  %160 = fcmp ogt float %159, 8.900000e+01
  %161 = select i1 %160, float 8.900000e+01, float %159
  %162 = call float @llvm.fma.f32(float %161, float 0x3FF7154760000000, float 0x4168000000000000)
  %163 = fsub float %162, 0x4168000000000000
  %164 = call float @llvm.fma.f32(float %163, float 0xBFE6300000000000, float %161)
  %165 = call float @llvm.fma.f32(float %163, float 0x3F2BD01060000000, float %164)
  %166 = fmul float %165, %165
  %167 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %165, float 0x3F8120BE20000000)
  %168 = call float @llvm.fma.f32(float %167, float %165, float 0x3FA5555180000000)
  %169 = call float @llvm.fma.f32(float %168, float %165, float 0x3FC5554DC0000000)
  %170 = call float @llvm.fma.f32(float %169, float %165, float 5.000000e-01)
  %171 = call float @llvm.fma.f32(float %166, float %170, float %165)
  %172 = bitcast float %162 to i32
  %173 = shl i32 %172, 23
  %174 = add i32 %173, 1065353216
  %175 = bitcast i32 %174 to float
  %176 = call float @llvm.fma.f32(float %171, float %175, float %175)
  %177 = fcmp oeq float %175, 0x7FF0000000000000
  %178 = select i1 %177, float %175, float %176
  %179 = load float, ptr %total, align 4
  %180 = fadd float %179, %178
  store float %180, ptr %total, align 4
  %181 = fcmp uge float %180, %16
  store i1 %181, ptr %reached, align 1
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %topp.body
  %topp.next = add nsw i64 %topp.iv, 1
  br label %topp.head, !llvm.loop !4

reached.then:                                     ; preds = %topp.exit
  %182 = getelementptr float, ptr %12, i64 0
  %183 = load float, ptr %182, align 4
  store float 0.000000e+00, ptr %s9, align 4
  br label %lse.head10

reached.else:                                     ; preds = %topp.exit
  store i64 -1, ptr %kept, align 4
  br label %reached.end

reached.end:                                      ; preds = %reached.else, %lse.exit12
  br label %if.end6

lse.head10:                                       ; preds = %if.end15, %reached.then
  %lse.iv13 = phi i64 [ 0, %reached.then ], [ %lse.next16, %if.end15 ]
  %184 = icmp slt i64 %lse.iv13, 20
  br i1 %184, label %lse.body11, label %lse.exit12

lse.body11:                                       ; preds = %lse.head10
  %185 = load i64, ptr %keep, align 4
  %186 = lshr i64 %185, %lse.iv13
  %187 = trunc i64 %186 to i1
  br i1 %187, label %if.then14, label %if.end15

lse.exit12:                                       ; preds = %lse.head10
  %188 = load float, ptr %s9, align 4
  %189 = fcmp olt float %188, 0x3810000000000000
  %190 = fmul float %188, 0x4180000000000000
  %191 = select i1 %189, float %190, float %188
  %192 = select i1 %189, i32 -25, i32 0
  %193 = bitcast float %191 to i32
  %194 = lshr i32 %193, 23
  %195 = sub i32 %194, 126
  %196 = add i32 %195, %192
  %197 = and i32 %193, 8388607
  %198 = or i32 %197, 1056964608
  %199 = bitcast i32 %198 to float
  %200 = fcmp olt float %199, 0x3FE6A09E60000000
  %201 = sub i32 %196, 1
  %202 = select i1 %200, i32 %201, i32 %196
  %203 = fadd float %199, %199
  %204 = select i1 %200, float %203, float %199
  %205 = fsub float %204, 1.000000e+00
  %206 = fmul float %205, %205
  %207 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %205, float 0xBFBD7A3700000000)
  %208 = call float @llvm.fma.f32(float %207, float %205, float 0x3FBDE4A340000000)
  %209 = call float @llvm.fma.f32(float %208, float %205, float 0xBFBFCBA9E0000000)
  %210 = call float @llvm.fma.f32(float %209, float %205, float 0x3FC23D37E0000000)
  %211 = call float @llvm.fma.f32(float %210, float %205, float 0xBFC555CA00000000)
  %212 = call float @llvm.fma.f32(float %211, float %205, float 0x3FC999D580000000)
  %213 = call float @llvm.fma.f32(float %212, float %205, float 0xBFCFFFFF80000000)
  %214 = call float @llvm.fma.f32(float %213, float %205, float 0x3FD5555540000000)
  %215 = fmul float %214, %205
  %216 = fmul float %215, %206
  %217 = sitofp i32 %202 to float
  %218 = call float @llvm.fma.f32(float %217, float 0xBF2BD01060000000, float %216)
  %219 = call float @llvm.fma.f32(float %206, float -5.000000e-01, float %218)
  %220 = fadd float %205, %219
  %221 = call float @llvm.fma.f32(float %217, float 0x3FE6300000000000, float %220)
  %222 = fcmp oeq float %188, 0.000000e+00
  %223 = select i1 %222, float 0xFFF0000000000000, float %221
  %224 = fcmp oeq float %188, 0x7FF0000000000000
  %225 = select i1 %224, float %188, float %223
  %226 = fcmp olt float %188, 0.000000e+00
  %227 = select i1 %226, float 0x7FF8000000000000, float %225
  %228 = fcmp uno float %188, %188
  %229 = select i1 %228, float %188, float %227
  %230 = fadd float %183, %229
  store float %230, ptr %z, align 4
  br label %reached.end

if.then14:                                        ; preds = %lse.body11
  %231 = getelementptr float, ptr %12, i64 %lse.iv13
  %232 = load float, ptr %231, align 4
  %233 = fsub float %232, %183
  %234 = fcmp ogt float -8.800000e+01, %233
  %235 = select i1 %234, float -8.800000e+01, float %233
  %236 = fcmp ogt float %235, 8.900000e+01
  %237 = select i1 %236, float 8.900000e+01, float %235
  %238 = call float @llvm.fma.f32(float %237, float 0x3FF7154760000000, float 0x4168000000000000)
  %239 = fsub float %238, 0x4168000000000000
  %240 = call float @llvm.fma.f32(float %239, float 0xBFE6300000000000, float %237)
  %241 = call float @llvm.fma.f32(float %239, float 0x3F2BD01060000000, float %240)
  %242 = fmul float %241, %241
  %243 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %241, float 0x3F8120BE20000000)
  %244 = call float @llvm.fma.f32(float %243, float %241, float 0x3FA5555180000000)
  %245 = call float @llvm.fma.f32(float %244, float %241, float 0x3FC5554DC0000000)
  %246 = call float @llvm.fma.f32(float %245, float %241, float 5.000000e-01)
  %247 = call float @llvm.fma.f32(float %242, float %246, float %241)
  %248 = bitcast float %238 to i32
  %249 = shl i32 %248, 23
  %250 = add i32 %249, 1065353216
  %251 = bitcast i32 %250 to float
  %252 = call float @llvm.fma.f32(float %247, float %251, float %251)
  %253 = fcmp oeq float %251, 0x7FF0000000000000
  %254 = select i1 %253, float %251, float %252
  %255 = load float, ptr %s9, align 4
  %256 = fadd float %255, %254
  store float %256, ptr %s9, align 4
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
  %257 = icmp slt i64 %count.iv, 20
  br i1 %257, label %count.body, label %count.exit

count.body:                                       ; preds = %count.head
  %258 = load i64, ptr %keep, align 4
  %259 = lshr i64 %258, %count.iv
  %260 = trunc i64 %259 to i1
  %261 = zext i1 %260 to i64
  %262 = load i64, ptr %kept, align 4
  %263 = add i64 %262, %261
  store i64 %263, ptr %kept, align 4
  %count.next = add nsw i64 %count.iv, 1
  br label %count.head, !llvm.loop !6

count.exit:                                       ; preds = %count.head
  br label %if.end18

if.then19:                                        ; preds = %if.end
  %264 = inttoptr i64 %arg13 to ptr
  %265 = add i64 %row.iv, 1
  store i64 %265, ptr %264, align 4
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %if.end
  %266 = load float, ptr %z, align 4
  br label %out.head

out.head:                                         ; preds = %live.end, %if.end20
  %out.iv = phi i64 [ 0, %if.end20 ], [ %out.next, %live.end ]
  %267 = icmp slt i64 %out.iv, %arg6
  br i1 %267, label %out.body, label %out.exit

out.body:                                         ; preds = %out.head
  store i64 -1, ptr %oid, align 4
  store float 0.000000e+00, ptr %olp, align 4
  br i1 %28, label %live.then, label %live.end

out.exit:                                         ; preds = %out.head
  %268 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %268, align 8, !invariant.load !0
  %269 = inttoptr i64 %arg3 to ptr
  %270 = getelementptr i64, ptr %269, i64 %row.iv
  %271 = load i64, ptr %270, align 4
  store float 0.000000e+00, ptr %slp, align 4
  store i64 0, ptr %srank, align 4
  br i1 %28, label %if.then21, label %if.end22

live.then:                                        ; preds = %out.body
  %272 = xor i1 %31, true
  %273 = load i64, ptr %keep, align 4
  %274 = lshr i64 %273, %out.iv
  %275 = trunc i64 %274 to i1
  %276 = and i1 %275, %272
  %277 = getelementptr i64, ptr %8, i64 %out.iv
  %278 = load i64, ptr %277, align 4
  %279 = select i1 %276, i64 %278, i64 -1
  store i64 %279, ptr %oid, align 4
  %280 = getelementptr float, ptr %12, i64 %out.iv
  %281 = load float, ptr %280, align 4
  %282 = fsub float %281, %266
  %283 = fcmp uno float %282, %282
  %284 = select i1 %283, float 0x7FF8000000000000, float %282
  %285 = select i1 %276, float %284, float 0xFFF0000000000000
  %286 = select i1 %31, float 0x7FF8000000000000, float %285
  store float %286, ptr %olp, align 4
  br label %live.end

live.end:                                         ; preds = %live.then, %out.body
  %287 = load i64, ptr %oid, align 4
  %288 = load float, ptr %olp, align 4
  %289 = getelementptr i64, ptr %21, i64 %out.iv
  store i64 %287, ptr %289, align 4
  %290 = getelementptr float, ptr %25, i64 %out.iv
  store float %288, ptr %290, align 4
  %out.next = add nsw i64 %out.iv, 1
  br label %out.head, !llvm.loop !7

if.then21:                                        ; preds = %out.exit
  store float 0xFFF0000000000000, ptr %slp, align 4
  store i1 false, ptr %found, align 1
  br label %sampled.head

if.end22:                                         ; preds = %sampled.exit, %out.exit
  %291 = fcmp uno float %266, %266
  %292 = and i1 %28, %291
  %293 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %293, align 8, !invariant.load !0
  %294 = inttoptr i64 %arg7 to ptr
  %295 = getelementptr float, ptr %294, i64 %row.iv
  %296 = load float, ptr %slp, align 4
  %297 = or i1 %31, %292
  %298 = select i1 %297, float 0x7FF8000000000000, float %296
  store float %298, ptr %295, align 4
  %299 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %299, align 8, !invariant.load !0
  %300 = inttoptr i64 %arg8 to ptr
  %301 = getelementptr i64, ptr %300, i64 %row.iv
  %302 = load i64, ptr %srank, align 4
  %303 = select i1 %31, i64 0, i64 %302
  store i64 %303, ptr %301, align 4
  %304 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %304, align 8, !invariant.load !0
  %305 = inttoptr i64 %arg11 to ptr
  %306 = getelementptr i64, ptr %305, i64 %row.iv
  %307 = load i64, ptr %kept, align 4
  store i64 %307, ptr %306, align 4
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

sampled.head:                                     ; preds = %if.end24, %if.then21
  %sampled.iv = phi i64 [ 0, %if.then21 ], [ %sampled.next, %if.end24 ]
  %308 = icmp slt i64 %sampled.iv, 20
  br i1 %308, label %sampled.body, label %sampled.exit

sampled.body:                                     ; preds = %sampled.head
  %309 = load i1, ptr %found, align 1
  %310 = xor i1 %309, true
  %311 = getelementptr i64, ptr %8, i64 %sampled.iv
  %312 = load i64, ptr %311, align 4
  %313 = icmp eq i64 %312, %271
  %314 = load i64, ptr %keep, align 4
  %315 = lshr i64 %314, %sampled.iv
  %316 = trunc i64 %315 to i1
  %317 = and i1 %316, %313
  %318 = and i1 %317, %310
  br i1 %318, label %if.then23, label %if.end24

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
  %319 = xor i1 %31, true
  %320 = load i64, ptr %keep, align 4
  %321 = lshr i64 %320, %sampled.iv
  %322 = trunc i64 %321 to i1
  %323 = and i1 %322, %319
  %324 = getelementptr i64, ptr %8, i64 %sampled.iv
  %325 = load i64, ptr %324, align 4
  %326 = select i1 %323, i64 %325, i64 -1
  store i64 %326, ptr %oid25, align 4
  %327 = getelementptr float, ptr %12, i64 %sampled.iv
  %328 = load float, ptr %327, align 4
  %329 = fsub float %328, %266
  %330 = fcmp uno float %329, %329
  %331 = select i1 %330, float 0x7FF8000000000000, float %329
  %332 = select i1 %323, float %331, float 0xFFF0000000000000
  %333 = select i1 %31, float 0x7FF8000000000000, float %332
  store float %333, ptr %olp26, align 4
  br label %live.end28

live.end28:                                       ; preds = %live.then27, %if.then23
  %334 = load i64, ptr %oid25, align 4
  %335 = load float, ptr %olp26, align 4
  store float %335, ptr %slp, align 4
  %336 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %336, align 8, !invariant.load !0
  %337 = inttoptr i64 %arg2 to ptr
  %338 = getelementptr i64, ptr %337, i64 %row.iv
  %339 = load i64, ptr %338, align 4
  store i64 %339, ptr %srank, align 4
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
