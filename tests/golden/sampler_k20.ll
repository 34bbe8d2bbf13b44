; golden IR for tests/codegen/golden_test.cpp (processed sampler logprobs: top-k, top-p, renormalized, per row)
; regenerate: scripts/update-golden.sh
; spec: kind=sampler;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.sampler"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_sampler(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %olp24 = alloca float, align 4
  %oid23 = alloca i64, align 8
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

item.head:                                        ; preds = %if.end20, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end20 ]
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
  %30 = load float, ptr %z, align 4
  br label %out.head

topk.head:                                        ; preds = %topk.body, %if.then
  %topk.iv = phi i64 [ 0, %if.then ], [ %topk.next, %topk.body ]
  %31 = icmp slt i64 %topk.iv, 20
  br i1 %31, label %topk.body, label %topk.exit

topk.body:                                        ; preds = %topk.head
  %32 = icmp slt i64 %topk.iv, %arg4
  %33 = xor i1 %29, true
  %34 = or i1 %33, %32
  %35 = getelementptr i64, ptr %8, i64 %topk.iv
  %36 = load i64, ptr %35, align 4
  %37 = icmp sge i64 %36, 0
  %38 = and i1 %37, %34
  %39 = shl i64 1, %topk.iv
  %40 = xor i64 %39, -1
  %41 = load i64, ptr %keep, align 4
  %42 = and i64 %41, %40
  %43 = zext i1 %38 to i64
  %44 = shl i64 %43, %topk.iv
  %45 = or i64 %42, %44
  store i64 %45, ptr %keep, align 4
  %topk.next = add nsw i64 %topk.iv, 1
  br label %topk.head, !llvm.loop !1

topk.exit:                                        ; preds = %topk.head
  br i1 %29, label %if.then1, label %if.end2

if.then1:                                         ; preds = %topk.exit
  %46 = getelementptr float, ptr %12, i64 0
  %47 = load float, ptr %46, align 4
  store float 0.000000e+00, ptr %s, align 4
  br label %lse.head

if.end2:                                          ; preds = %lse.exit, %topk.exit
  %48 = fcmp olt float %16, 1.000000e+00
  %49 = fcmp ogt float %16, 0.000000e+00
  %50 = and i1 %49, %48
  br i1 %50, label %if.then5, label %if.end6

lse.head:                                         ; preds = %if.end4, %if.then1
  %lse.iv = phi i64 [ 0, %if.then1 ], [ %lse.next, %if.end4 ]
  %51 = icmp slt i64 %lse.iv, 20
  br i1 %51, label %lse.body, label %lse.exit

lse.body:                                         ; preds = %lse.head
  %52 = load i64, ptr %keep, align 4
  %53 = lshr i64 %52, %lse.iv
  %54 = trunc i64 %53 to i1
  br i1 %54, label %if.then3, label %if.end4

lse.exit:                                         ; preds = %lse.head
  %55 = load float, ptr %s, align 4
  %56 = fcmp olt float %55, 0x3810000000000000
  %57 = fmul float %55, 0x4180000000000000
  %58 = select i1 %56, float %57, float %55
  %59 = select i1 %56, i32 -25, i32 0
  %60 = bitcast float %58 to i32
  %61 = lshr i32 %60, 23
  %62 = sub i32 %61, 126
  %63 = add i32 %62, %59
  %64 = and i32 %60, 8388607
  %65 = or i32 %64, 1056964608
  %66 = bitcast i32 %65 to float
  %67 = fcmp olt float %66, 0x3FE6A09E60000000
  %68 = sub i32 %63, 1
  %69 = select i1 %67, i32 %68, i32 %63
  %70 = fadd float %66, %66
  %71 = select i1 %67, float %70, float %66
  %72 = fsub float %71, 1.000000e+00
  %73 = fmul float %72, %72
  %74 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %72, float 0xBFBD7A3700000000)
  %75 = call float @llvm.fma.f32(float %74, float %72, float 0x3FBDE4A340000000)
  %76 = call float @llvm.fma.f32(float %75, float %72, float 0xBFBFCBA9E0000000)
  %77 = call float @llvm.fma.f32(float %76, float %72, float 0x3FC23D37E0000000)
  %78 = call float @llvm.fma.f32(float %77, float %72, float 0xBFC555CA00000000)
  %79 = call float @llvm.fma.f32(float %78, float %72, float 0x3FC999D580000000)
  %80 = call float @llvm.fma.f32(float %79, float %72, float 0xBFCFFFFF80000000)
  %81 = call float @llvm.fma.f32(float %80, float %72, float 0x3FD5555540000000)
  %82 = fmul float %81, %72
  %83 = fmul float %82, %73
  %84 = sitofp i32 %69 to float
  %85 = call float @llvm.fma.f32(float %84, float 0xBF2BD01060000000, float %83)
  %86 = call float @llvm.fma.f32(float %73, float -5.000000e-01, float %85)
  %87 = fadd float %72, %86
  %88 = call float @llvm.fma.f32(float %84, float 0x3FE6300000000000, float %87)
  %89 = fcmp oeq float %55, 0.000000e+00
  %90 = select i1 %89, float 0xFFF0000000000000, float %88
  %91 = fcmp oeq float %55, 0x7FF0000000000000
  %92 = select i1 %91, float %55, float %90
  %93 = fcmp olt float %55, 0.000000e+00
  %94 = select i1 %93, float 0x7FF8000000000000, float %92
  %95 = fcmp uno float %55, %55
  %96 = select i1 %95, float %55, float %94
  %97 = fadd float %47, %96
  store float %97, ptr %z, align 4
  br label %if.end2

if.then3:                                         ; preds = %lse.body
  %98 = getelementptr float, ptr %12, i64 %lse.iv
  %99 = load float, ptr %98, align 4
  %100 = fsub float %99, %47
  %101 = fcmp ogt float -8.800000e+01, %100
  %102 = select i1 %101, float -8.800000e+01, float %100
  %103 = fcmp ogt float %102, 8.900000e+01
  %104 = select i1 %103, float 8.900000e+01, float %102
  %105 = call float @llvm.fma.f32(float %104, float 0x3FF7154760000000, float 0x4168000000000000)
  %106 = fsub float %105, 0x4168000000000000
  %107 = call float @llvm.fma.f32(float %106, float 0xBFE6300000000000, float %104)
  %108 = call float @llvm.fma.f32(float %106, float 0x3F2BD01060000000, float %107)
  %109 = fmul float %108, %108
  %110 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %108, float 0x3F8120BE20000000)
  %111 = call float @llvm.fma.f32(float %110, float %108, float 0x3FA5555180000000)
  %112 = call float @llvm.fma.f32(float %111, float %108, float 0x3FC5554DC0000000)
  %113 = call float @llvm.fma.f32(float %112, float %108, float 5.000000e-01)
  %114 = call float @llvm.fma.f32(float %109, float %113, float %108)
  %115 = bitcast float %105 to i32
  %116 = shl i32 %115, 23
  %117 = add i32 %116, 1065353216
  %118 = bitcast i32 %117 to float
  %119 = call float @llvm.fma.f32(float %114, float %118, float %118)
  %120 = fcmp oeq float %118, 0x7FF0000000000000
  %121 = select i1 %120, float %118, float %119
  %122 = load float, ptr %s, align 4
  %123 = fadd float %122, %121
  store float %123, ptr %s, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %lse.body
  %lse.next = add nsw i64 %lse.iv, 1
  br label %lse.head, !llvm.loop !3

if.then5:                                         ; preds = %if.end2
  %124 = load float, ptr %z, align 4
  store float 0.000000e+00, ptr %total, align 4
  store i1 false, ptr %reached, align 1
  br label %topp.head

if.end6:                                          ; preds = %reached.end, %if.end2
  %125 = load i64, ptr %kept, align 4
  %126 = icmp sge i64 %125, 0
  br i1 %126, label %if.then17, label %if.end18

topp.head:                                        ; preds = %if.end8, %if.then5
  %topp.iv = phi i64 [ 0, %if.then5 ], [ %topp.next, %if.end8 ]
  %127 = icmp slt i64 %topp.iv, 20
  br i1 %127, label %topp.body, label %topp.exit

topp.body:                                        ; preds = %topp.head
  %128 = load i1, ptr %reached, align 1
  %129 = xor i1 %128, true
  %130 = load i64, ptr %keep, align 4
  %131 = lshr i64 %130, %topp.iv
  %132 = trunc i64 %131 to i1
  %133 = and i1 %132, %129
  %134 = shl i64 1, %topp.iv
  %135 = xor i64 %134, -1
  %136 = load i64, ptr %keep, align 4
  %137 = and i64 %136, %135
  %138 = zext i1 %133 to i64
  %139 = shl i64 %138, %topp.iv
  %140 = or i64 %137, %139
  store i64 %140, ptr %keep, align 4
  br i1 %133, label %if.then7, label %if.end8

topp.exit:                                        ; preds = %topp.head
  %141 = load i1, ptr %reached, align 1
  br i1 %141, label %reached.then, label %reached.else

if.then7:                                         ; preds = %topp.body
  %142 = getelementptr float, ptr %12, i64 %topp.iv
  %143 = load float, ptr %142, align 4
  %144 = fsub float %143, %124
  %145 = fcmp ogt float -8.800000e+01, %144
  %146 = select i1 %145, float -8.800000e+01, float %144
  %147 = fcmp ogt float %146, 8.900000e+01
  %148 = select i1 %147, float 8.900000e+01, float %146
  %149 = call float @llvm.fma.f32(float %148, float 0x3FF7154760000000, float 0x4168000000000000)
  %150 = fsub float %149, 0x4168000000000000
  %151 = call float @llvm.fma.f32(float %150, float 0xBFE6300000000000, float %148)
  %152 = call float @llvm.fma.f32(float %150, float 0x3F2BD01060000000, float %151)
  %153 = fmul float %152, %152
  %154 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %152, float 0x3F8120BE20000000)
  %155 = call float @llvm.fma.f32(float %154, float %152, float 0x3FA5555180000000)
  %156 = call float @llvm.fma.f32(float %155, float %152, float 0x3FC5554DC0000000)
  %157 = call float @llvm.fma.f32(float %156, float %152, float 5.000000e-01)
  %158 = call float @llvm.fma.f32(float %153, float %157, float %152)
  %159 = bitcast float %149 to i32
  %160 = shl i32 %159, 23
  %161 = add i32 %160, 1065353216
  %162 = bitcast i32 %161 to float
  %163 = call float @llvm.fma.f32(float %158, float %162, float %162)
  %164 = fcmp oeq float %162, 0x7FF0000000000000
  %165 = select i1 %164, float %162, float %163
  %166 = load float, ptr %total, align 4
  %167 = fadd float %166, %165
  store float %167, ptr %total, align 4
  %168 = fcmp uge float %167, %16
  store i1 %168, ptr %reached, align 1
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %topp.body
  %topp.next = add nsw i64 %topp.iv, 1
  br label %topp.head, !llvm.loop !4

reached.then:                                     ; preds = %topp.exit
  %169 = getelementptr float, ptr %12, i64 0
  %170 = load float, ptr %169, align 4
  store float 0.000000e+00, ptr %s9, align 4
  br label %lse.head10

reached.else:                                     ; preds = %topp.exit
  store i64 -1, ptr %kept, align 4
  br label %reached.end

reached.end:                                      ; preds = %reached.else, %lse.exit12
  br label %if.end6

lse.head10:                                       ; preds = %if.end15, %reached.then
  %lse.iv13 = phi i64 [ 0, %reached.then ], [ %lse.next16, %if.end15 ]
  %171 = icmp slt i64 %lse.iv13, 20
  br i1 %171, label %lse.body11, label %lse.exit12

lse.body11:                                       ; preds = %lse.head10
  %172 = load i64, ptr %keep, align 4
  %173 = lshr i64 %172, %lse.iv13
  %174 = trunc i64 %173 to i1
  br i1 %174, label %if.then14, label %if.end15

lse.exit12:                                       ; preds = %lse.head10
  %175 = load float, ptr %s9, align 4
  %176 = fcmp olt float %175, 0x3810000000000000
  %177 = fmul float %175, 0x4180000000000000
  %178 = select i1 %176, float %177, float %175
  %179 = select i1 %176, i32 -25, i32 0
  %180 = bitcast float %178 to i32
  %181 = lshr i32 %180, 23
  %182 = sub i32 %181, 126
  %183 = add i32 %182, %179
  %184 = and i32 %180, 8388607
  %185 = or i32 %184, 1056964608
  %186 = bitcast i32 %185 to float
  %187 = fcmp olt float %186, 0x3FE6A09E60000000
  %188 = sub i32 %183, 1
  %189 = select i1 %187, i32 %188, i32 %183
  %190 = fadd float %186, %186
  %191 = select i1 %187, float %190, float %186
  %192 = fsub float %191, 1.000000e+00
  %193 = fmul float %192, %192
  %194 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %192, float 0xBFBD7A3700000000)
  %195 = call float @llvm.fma.f32(float %194, float %192, float 0x3FBDE4A340000000)
  %196 = call float @llvm.fma.f32(float %195, float %192, float 0xBFBFCBA9E0000000)
  %197 = call float @llvm.fma.f32(float %196, float %192, float 0x3FC23D37E0000000)
  %198 = call float @llvm.fma.f32(float %197, float %192, float 0xBFC555CA00000000)
  %199 = call float @llvm.fma.f32(float %198, float %192, float 0x3FC999D580000000)
  %200 = call float @llvm.fma.f32(float %199, float %192, float 0xBFCFFFFF80000000)
  %201 = call float @llvm.fma.f32(float %200, float %192, float 0x3FD5555540000000)
  %202 = fmul float %201, %192
  %203 = fmul float %202, %193
  %204 = sitofp i32 %189 to float
  %205 = call float @llvm.fma.f32(float %204, float 0xBF2BD01060000000, float %203)
  %206 = call float @llvm.fma.f32(float %193, float -5.000000e-01, float %205)
  %207 = fadd float %192, %206
  %208 = call float @llvm.fma.f32(float %204, float 0x3FE6300000000000, float %207)
  %209 = fcmp oeq float %175, 0.000000e+00
  %210 = select i1 %209, float 0xFFF0000000000000, float %208
  %211 = fcmp oeq float %175, 0x7FF0000000000000
  %212 = select i1 %211, float %175, float %210
  %213 = fcmp olt float %175, 0.000000e+00
  %214 = select i1 %213, float 0x7FF8000000000000, float %212
  %215 = fcmp uno float %175, %175
  %216 = select i1 %215, float %175, float %214
  %217 = fadd float %170, %216
  store float %217, ptr %z, align 4
  br label %reached.end

if.then14:                                        ; preds = %lse.body11
  %218 = getelementptr float, ptr %12, i64 %lse.iv13
  %219 = load float, ptr %218, align 4
  %220 = fsub float %219, %170
  %221 = fcmp ogt float -8.800000e+01, %220
  %222 = select i1 %221, float -8.800000e+01, float %220
  %223 = fcmp ogt float %222, 8.900000e+01
  %224 = select i1 %223, float 8.900000e+01, float %222
  %225 = call float @llvm.fma.f32(float %224, float 0x3FF7154760000000, float 0x4168000000000000)
  %226 = fsub float %225, 0x4168000000000000
  %227 = call float @llvm.fma.f32(float %226, float 0xBFE6300000000000, float %224)
  %228 = call float @llvm.fma.f32(float %226, float 0x3F2BD01060000000, float %227)
  %229 = fmul float %228, %228
  %230 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %228, float 0x3F8120BE20000000)
  %231 = call float @llvm.fma.f32(float %230, float %228, float 0x3FA5555180000000)
  %232 = call float @llvm.fma.f32(float %231, float %228, float 0x3FC5554DC0000000)
  %233 = call float @llvm.fma.f32(float %232, float %228, float 5.000000e-01)
  %234 = call float @llvm.fma.f32(float %229, float %233, float %228)
  %235 = bitcast float %225 to i32
  %236 = shl i32 %235, 23
  %237 = add i32 %236, 1065353216
  %238 = bitcast i32 %237 to float
  %239 = call float @llvm.fma.f32(float %234, float %238, float %238)
  %240 = fcmp oeq float %238, 0x7FF0000000000000
  %241 = select i1 %240, float %238, float %239
  %242 = load float, ptr %s9, align 4
  %243 = fadd float %242, %241
  store float %243, ptr %s9, align 4
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
  %244 = icmp slt i64 %count.iv, 20
  br i1 %244, label %count.body, label %count.exit

count.body:                                       ; preds = %count.head
  %245 = load i64, ptr %keep, align 4
  %246 = lshr i64 %245, %count.iv
  %247 = trunc i64 %246 to i1
  %248 = zext i1 %247 to i64
  %249 = load i64, ptr %kept, align 4
  %250 = add i64 %249, %248
  store i64 %250, ptr %kept, align 4
  %count.next = add nsw i64 %count.iv, 1
  br label %count.head, !llvm.loop !6

count.exit:                                       ; preds = %count.head
  br label %if.end18

out.head:                                         ; preds = %live.end, %if.end
  %out.iv = phi i64 [ 0, %if.end ], [ %out.next, %live.end ]
  %251 = icmp slt i64 %out.iv, %arg6
  br i1 %251, label %out.body, label %out.exit

out.body:                                         ; preds = %out.head
  store i64 -1, ptr %oid, align 4
  store float 0.000000e+00, ptr %olp, align 4
  br i1 %28, label %live.then, label %live.end

out.exit:                                         ; preds = %out.head
  %252 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %252, align 8, !invariant.load !0
  %253 = inttoptr i64 %arg3 to ptr
  %254 = getelementptr i64, ptr %253, i64 %row.iv
  %255 = load i64, ptr %254, align 4
  store float 0.000000e+00, ptr %slp, align 4
  store i64 0, ptr %srank, align 4
  br i1 %28, label %if.then19, label %if.end20

live.then:                                        ; preds = %out.body
  %256 = load i64, ptr %keep, align 4
  %257 = lshr i64 %256, %out.iv
  %258 = trunc i64 %257 to i1
  %259 = getelementptr i64, ptr %8, i64 %out.iv
  %260 = load i64, ptr %259, align 4
  %261 = select i1 %258, i64 %260, i64 -1
  store i64 %261, ptr %oid, align 4
  %262 = getelementptr float, ptr %12, i64 %out.iv
  %263 = load float, ptr %262, align 4
  %264 = fsub float %263, %30
  %265 = fcmp uno float %264, %264
  %266 = select i1 %265, float 0x7FF8000000000000, float %264
  %267 = select i1 %258, float %266, float 0xFFF0000000000000
  store float %267, ptr %olp, align 4
  br label %live.end

live.end:                                         ; preds = %live.then, %out.body
  %268 = load i64, ptr %oid, align 4
  %269 = load float, ptr %olp, align 4
  %270 = getelementptr i64, ptr %21, i64 %out.iv
  store i64 %268, ptr %270, align 4
  %271 = getelementptr float, ptr %25, i64 %out.iv
  store float %269, ptr %271, align 4
  %out.next = add nsw i64 %out.iv, 1
  br label %out.head, !llvm.loop !7

if.then19:                                        ; preds = %out.exit
  store float 0xFFF0000000000000, ptr %slp, align 4
  store i1 false, ptr %found, align 1
  br label %sampled.head

if.end20:                                         ; preds = %sampled.exit, %out.exit
  %272 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %272, align 8, !invariant.load !0
  %273 = inttoptr i64 %arg7 to ptr
  %274 = getelementptr float, ptr %273, i64 %row.iv
  %275 = load float, ptr %slp, align 4
  store float %275, ptr %274, align 4
  %276 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %276, align 8, !invariant.load !0
  %277 = inttoptr i64 %arg8 to ptr
  %278 = getelementptr i64, ptr %277, i64 %row.iv
  %279 = load i64, ptr %srank, align 4
  store i64 %279, ptr %278, align 4
  %280 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %280, align 8, !invariant.load !0
  %281 = inttoptr i64 %arg11 to ptr
  %282 = getelementptr i64, ptr %281, i64 %row.iv
  %283 = load i64, ptr %kept, align 4
  store i64 %283, ptr %282, align 4
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

sampled.head:                                     ; preds = %if.end22, %if.then19
  %sampled.iv = phi i64 [ 0, %if.then19 ], [ %sampled.next, %if.end22 ]
  %284 = icmp slt i64 %sampled.iv, 20
  br i1 %284, label %sampled.body, label %sampled.exit

sampled.body:                                     ; preds = %sampled.head
  %285 = load i1, ptr %found, align 1
  %286 = xor i1 %285, true
  %287 = getelementptr i64, ptr %8, i64 %sampled.iv
  %288 = load i64, ptr %287, align 4
  %289 = icmp eq i64 %288, %255
  %290 = load i64, ptr %keep, align 4
  %291 = lshr i64 %290, %sampled.iv
  %292 = trunc i64 %291 to i1
  %293 = and i1 %292, %289
  %294 = and i1 %293, %286
  br i1 %294, label %if.then21, label %if.end22

sampled.exit:                                     ; preds = %sampled.head
  br label %if.end20

if.then21:                                        ; preds = %sampled.body
  store i64 -1, ptr %oid23, align 4
  store float 0.000000e+00, ptr %olp24, align 4
  br i1 %28, label %live.then25, label %live.end26

if.end22:                                         ; preds = %live.end26, %sampled.body
  %sampled.next = add nsw i64 %sampled.iv, 1
  br label %sampled.head, !llvm.loop !9

live.then25:                                      ; preds = %if.then21
  %295 = load i64, ptr %keep, align 4
  %296 = lshr i64 %295, %sampled.iv
  %297 = trunc i64 %296 to i1
  %298 = getelementptr i64, ptr %8, i64 %sampled.iv
  %299 = load i64, ptr %298, align 4
  %300 = select i1 %297, i64 %299, i64 -1
  store i64 %300, ptr %oid23, align 4
  %301 = getelementptr float, ptr %12, i64 %sampled.iv
  %302 = load float, ptr %301, align 4
  %303 = fsub float %302, %30
  %304 = fcmp uno float %303, %303
  %305 = select i1 %304, float 0x7FF8000000000000, float %303
  %306 = select i1 %297, float %305, float 0xFFF0000000000000
  store float %306, ptr %olp24, align 4
  br label %live.end26

live.end26:                                       ; preds = %live.then25, %if.then21
  %307 = load i64, ptr %oid23, align 4
  %308 = load float, ptr %olp24, align 4
  store float %308, ptr %slp, align 4
  %309 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %309, align 8, !invariant.load !0
  %310 = inttoptr i64 %arg2 to ptr
  %311 = getelementptr i64, ptr %310, i64 %row.iv
  %312 = load i64, ptr %311, align 4
  store i64 %312, ptr %srank, align 4
  store i1 true, ptr %found, align 1
  br label %if.end22
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
