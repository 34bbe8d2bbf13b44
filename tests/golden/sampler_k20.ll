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
  %48 = fcmp ogt float %16, 0.000000e+00
  br i1 %48, label %if.then5, label %if.end6

lse.head:                                         ; preds = %if.end4, %if.then1
  %lse.iv = phi i64 [ 0, %if.then1 ], [ %lse.next, %if.end4 ]
  %49 = icmp slt i64 %lse.iv, 20
  br i1 %49, label %lse.body, label %lse.exit

lse.body:                                         ; preds = %lse.head
  %50 = load i64, ptr %keep, align 4
  %51 = lshr i64 %50, %lse.iv
  %52 = trunc i64 %51 to i1
  br i1 %52, label %if.then3, label %if.end4

lse.exit:                                         ; preds = %lse.head
  %53 = load float, ptr %s, align 4
  %54 = fcmp olt float %53, 0x3810000000000000
  %55 = fmul float %53, 0x4180000000000000
  %56 = select i1 %54, float %55, float %53
  %57 = select i1 %54, i32 -25, i32 0
  %58 = bitcast float %56 to i32
  %59 = lshr i32 %58, 23
  %60 = sub i32 %59, 126
  %61 = add i32 %60, %57
  %62 = and i32 %58, 8388607
  %63 = or i32 %62, 1056964608
  %64 = bitcast i32 %63 to float
  %65 = fcmp olt float %64, 0x3FE6A09E60000000
  %66 = sub i32 %61, 1
  %67 = select i1 %65, i32 %66, i32 %61
  %68 = fadd float %64, %64
  %69 = select i1 %65, float %68, float %64
  %70 = fsub float %69, 1.000000e+00
  %71 = fmul float %70, %70
  %72 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %70, float 0xBFBD7A3700000000)
  %73 = call float @llvm.fma.f32(float %72, float %70, float 0x3FBDE4A340000000)
  %74 = call float @llvm.fma.f32(float %73, float %70, float 0xBFBFCBA9E0000000)
  %75 = call float @llvm.fma.f32(float %74, float %70, float 0x3FC23D37E0000000)
  %76 = call float @llvm.fma.f32(float %75, float %70, float 0xBFC555CA00000000)
  %77 = call float @llvm.fma.f32(float %76, float %70, float 0x3FC999D580000000)
  %78 = call float @llvm.fma.f32(float %77, float %70, float 0xBFCFFFFF80000000)
  %79 = call float @llvm.fma.f32(float %78, float %70, float 0x3FD5555540000000)
  %80 = fmul float %79, %70
  %81 = fmul float %80, %71
  %82 = sitofp i32 %67 to float
  %83 = call float @llvm.fma.f32(float %82, float 0xBF2BD01060000000, float %81)
  %84 = call float @llvm.fma.f32(float %71, float -5.000000e-01, float %83)
  %85 = fadd float %70, %84
  %86 = call float @llvm.fma.f32(float %82, float 0x3FE6300000000000, float %85)
  %87 = fcmp oeq float %53, 0.000000e+00
  %88 = select i1 %87, float 0xFFF0000000000000, float %86
  %89 = fcmp oeq float %53, 0x7FF0000000000000
  %90 = select i1 %89, float %53, float %88
  %91 = fcmp olt float %53, 0.000000e+00
  %92 = select i1 %91, float 0x7FF8000000000000, float %90
  %93 = fcmp uno float %53, %53
  %94 = select i1 %93, float %53, float %92
  %95 = fadd float %47, %94
  store float %95, ptr %z, align 4
  br label %if.end2

if.then3:                                         ; preds = %lse.body
  %96 = getelementptr float, ptr %12, i64 %lse.iv
  %97 = load float, ptr %96, align 4
  %98 = fsub float %97, %47
  %99 = fcmp ogt float -8.800000e+01, %98
  %100 = select i1 %99, float -8.800000e+01, float %98
  %101 = fcmp ogt float %100, 8.900000e+01
  %102 = select i1 %101, float 8.900000e+01, float %100
  %103 = call float @llvm.fma.f32(float %102, float 0x3FF7154760000000, float 0x4168000000000000)
  %104 = fsub float %103, 0x4168000000000000
  %105 = call float @llvm.fma.f32(float %104, float 0xBFE6300000000000, float %102)
  %106 = call float @llvm.fma.f32(float %104, float 0x3F2BD01060000000, float %105)
  %107 = fmul float %106, %106
  %108 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %106, float 0x3F8120BE20000000)
  %109 = call float @llvm.fma.f32(float %108, float %106, float 0x3FA5555180000000)
  %110 = call float @llvm.fma.f32(float %109, float %106, float 0x3FC5554DC0000000)
  %111 = call float @llvm.fma.f32(float %110, float %106, float 5.000000e-01)
  %112 = call float @llvm.fma.f32(float %107, float %111, float %106)
  %113 = bitcast float %103 to i32
  %114 = shl i32 %113, 23
  %115 = add i32 %114, 1065353216
  %116 = bitcast i32 %115 to float
  %117 = call float @llvm.fma.f32(float %112, float %116, float %116)
  %118 = fcmp oeq float %116, 0x7FF0000000000000
  %119 = select i1 %118, float %116, float %117
  %120 = load float, ptr %s, align 4
  %121 = fadd float %120, %119
  store float %121, ptr %s, align 4
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %lse.body
  %lse.next = add nsw i64 %lse.iv, 1
  br label %lse.head, !llvm.loop !3

if.then5:                                         ; preds = %if.end2
  %122 = load float, ptr %z, align 4
  store float 0.000000e+00, ptr %total, align 4
  store i1 false, ptr %reached, align 1
  br label %topp.head

if.end6:                                          ; preds = %reached.end, %if.end2
  %123 = load i64, ptr %kept, align 4
  %124 = icmp sge i64 %123, 0
  br i1 %124, label %if.then17, label %if.end18

topp.head:                                        ; preds = %if.end8, %if.then5
  %topp.iv = phi i64 [ 0, %if.then5 ], [ %topp.next, %if.end8 ]
  %125 = icmp slt i64 %topp.iv, 20
  br i1 %125, label %topp.body, label %topp.exit

topp.body:                                        ; preds = %topp.head
  %126 = load i1, ptr %reached, align 1
  %127 = xor i1 %126, true
  %128 = load i64, ptr %keep, align 4
  %129 = lshr i64 %128, %topp.iv
  %130 = trunc i64 %129 to i1
  %131 = and i1 %130, %127
  %132 = shl i64 1, %topp.iv
  %133 = xor i64 %132, -1
  %134 = load i64, ptr %keep, align 4
  %135 = and i64 %134, %133
  %136 = zext i1 %131 to i64
  %137 = shl i64 %136, %topp.iv
  %138 = or i64 %135, %137
  store i64 %138, ptr %keep, align 4
  br i1 %131, label %if.then7, label %if.end8

topp.exit:                                        ; preds = %topp.head
  %139 = load i1, ptr %reached, align 1
  br i1 %139, label %reached.then, label %reached.else

if.then7:                                         ; preds = %topp.body
  %140 = getelementptr float, ptr %12, i64 %topp.iv
  %141 = load float, ptr %140, align 4
  %142 = fsub float %141, %122
  %143 = fcmp ogt float -8.800000e+01, %142
  %144 = select i1 %143, float -8.800000e+01, float %142
  %145 = fcmp ogt float %144, 8.900000e+01
  %146 = select i1 %145, float 8.900000e+01, float %144
  %147 = call float @llvm.fma.f32(float %146, float 0x3FF7154760000000, float 0x4168000000000000)
  %148 = fsub float %147, 0x4168000000000000
  %149 = call float @llvm.fma.f32(float %148, float 0xBFE6300000000000, float %146)
  %150 = call float @llvm.fma.f32(float %148, float 0x3F2BD01060000000, float %149)
  %151 = fmul float %150, %150
  %152 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %150, float 0x3F8120BE20000000)
  %153 = call float @llvm.fma.f32(float %152, float %150, float 0x3FA5555180000000)
  %154 = call float @llvm.fma.f32(float %153, float %150, float 0x3FC5554DC0000000)
  %155 = call float @llvm.fma.f32(float %154, float %150, float 5.000000e-01)
  %156 = call float @llvm.fma.f32(float %151, float %155, float %150)
  %157 = bitcast float %147 to i32
  %158 = shl i32 %157, 23
  %159 = add i32 %158, 1065353216
  %160 = bitcast i32 %159 to float
  %161 = call float @llvm.fma.f32(float %156, float %160, float %160)
  %162 = fcmp oeq float %160, 0x7FF0000000000000
  %163 = select i1 %162, float %160, float %161
  %164 = load float, ptr %total, align 4
  %165 = fadd float %164, %163
  store float %165, ptr %total, align 4
  %166 = fcmp oge float %165, %16
  store i1 %166, ptr %reached, align 1
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %topp.body
  %topp.next = add nsw i64 %topp.iv, 1
  br label %topp.head, !llvm.loop !4

reached.then:                                     ; preds = %topp.exit
  %167 = getelementptr float, ptr %12, i64 0
  %168 = load float, ptr %167, align 4
  store float 0.000000e+00, ptr %s9, align 4
  br label %lse.head10

reached.else:                                     ; preds = %topp.exit
  store i64 -1, ptr %kept, align 4
  br label %reached.end

reached.end:                                      ; preds = %reached.else, %lse.exit12
  br label %if.end6

lse.head10:                                       ; preds = %if.end15, %reached.then
  %lse.iv13 = phi i64 [ 0, %reached.then ], [ %lse.next16, %if.end15 ]
  %169 = icmp slt i64 %lse.iv13, 20
  br i1 %169, label %lse.body11, label %lse.exit12

lse.body11:                                       ; preds = %lse.head10
  %170 = load i64, ptr %keep, align 4
  %171 = lshr i64 %170, %lse.iv13
  %172 = trunc i64 %171 to i1
  br i1 %172, label %if.then14, label %if.end15

lse.exit12:                                       ; preds = %lse.head10
  %173 = load float, ptr %s9, align 4
  %174 = fcmp olt float %173, 0x3810000000000000
  %175 = fmul float %173, 0x4180000000000000
  %176 = select i1 %174, float %175, float %173
  %177 = select i1 %174, i32 -25, i32 0
  %178 = bitcast float %176 to i32
  %179 = lshr i32 %178, 23
  %180 = sub i32 %179, 126
  %181 = add i32 %180, %177
  %182 = and i32 %178, 8388607
  %183 = or i32 %182, 1056964608
  %184 = bitcast i32 %183 to float
  %185 = fcmp olt float %184, 0x3FE6A09E60000000
  %186 = sub i32 %181, 1
  %187 = select i1 %185, i32 %186, i32 %181
  %188 = fadd float %184, %184
  %189 = select i1 %185, float %188, float %184
  %190 = fsub float %189, 1.000000e+00
  %191 = fmul float %190, %190
  %192 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %190, float 0xBFBD7A3700000000)
  %193 = call float @llvm.fma.f32(float %192, float %190, float 0x3FBDE4A340000000)
  %194 = call float @llvm.fma.f32(float %193, float %190, float 0xBFBFCBA9E0000000)
  %195 = call float @llvm.fma.f32(float %194, float %190, float 0x3FC23D37E0000000)
  %196 = call float @llvm.fma.f32(float %195, float %190, float 0xBFC555CA00000000)
  %197 = call float @llvm.fma.f32(float %196, float %190, float 0x3FC999D580000000)
  %198 = call float @llvm.fma.f32(float %197, float %190, float 0xBFCFFFFF80000000)
  %199 = call float @llvm.fma.f32(float %198, float %190, float 0x3FD5555540000000)
  %200 = fmul float %199, %190
  %201 = fmul float %200, %191
  %202 = sitofp i32 %187 to float
  %203 = call float @llvm.fma.f32(float %202, float 0xBF2BD01060000000, float %201)
  %204 = call float @llvm.fma.f32(float %191, float -5.000000e-01, float %203)
  %205 = fadd float %190, %204
  %206 = call float @llvm.fma.f32(float %202, float 0x3FE6300000000000, float %205)
  %207 = fcmp oeq float %173, 0.000000e+00
  %208 = select i1 %207, float 0xFFF0000000000000, float %206
  %209 = fcmp oeq float %173, 0x7FF0000000000000
  %210 = select i1 %209, float %173, float %208
  %211 = fcmp olt float %173, 0.000000e+00
  %212 = select i1 %211, float 0x7FF8000000000000, float %210
  %213 = fcmp uno float %173, %173
  %214 = select i1 %213, float %173, float %212
  %215 = fadd float %168, %214
  store float %215, ptr %z, align 4
  br label %reached.end

if.then14:                                        ; preds = %lse.body11
  %216 = getelementptr float, ptr %12, i64 %lse.iv13
  %217 = load float, ptr %216, align 4
  %218 = fsub float %217, %168
  %219 = fcmp ogt float -8.800000e+01, %218
  %220 = select i1 %219, float -8.800000e+01, float %218
  %221 = fcmp ogt float %220, 8.900000e+01
  %222 = select i1 %221, float 8.900000e+01, float %220
  %223 = call float @llvm.fma.f32(float %222, float 0x3FF7154760000000, float 0x4168000000000000)
  %224 = fsub float %223, 0x4168000000000000
  %225 = call float @llvm.fma.f32(float %224, float 0xBFE6300000000000, float %222)
  %226 = call float @llvm.fma.f32(float %224, float 0x3F2BD01060000000, float %225)
  %227 = fmul float %226, %226
  %228 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %226, float 0x3F8120BE20000000)
  %229 = call float @llvm.fma.f32(float %228, float %226, float 0x3FA5555180000000)
  %230 = call float @llvm.fma.f32(float %229, float %226, float 0x3FC5554DC0000000)
  %231 = call float @llvm.fma.f32(float %230, float %226, float 5.000000e-01)
  %232 = call float @llvm.fma.f32(float %227, float %231, float %226)
  %233 = bitcast float %223 to i32
  %234 = shl i32 %233, 23
  %235 = add i32 %234, 1065353216
  %236 = bitcast i32 %235 to float
  %237 = call float @llvm.fma.f32(float %232, float %236, float %236)
  %238 = fcmp oeq float %236, 0x7FF0000000000000
  %239 = select i1 %238, float %236, float %237
  %240 = load float, ptr %s9, align 4
  %241 = fadd float %240, %239
  store float %241, ptr %s9, align 4
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
  %242 = icmp slt i64 %count.iv, 20
  br i1 %242, label %count.body, label %count.exit

count.body:                                       ; preds = %count.head
  %243 = load i64, ptr %keep, align 4
  %244 = lshr i64 %243, %count.iv
  %245 = trunc i64 %244 to i1
  %246 = zext i1 %245 to i64
  %247 = load i64, ptr %kept, align 4
  %248 = add i64 %247, %246
  store i64 %248, ptr %kept, align 4
  %count.next = add nsw i64 %count.iv, 1
  br label %count.head, !llvm.loop !6

count.exit:                                       ; preds = %count.head
  br label %if.end18

out.head:                                         ; preds = %live.end, %if.end
  %out.iv = phi i64 [ 0, %if.end ], [ %out.next, %live.end ]
  %249 = icmp slt i64 %out.iv, %arg6
  br i1 %249, label %out.body, label %out.exit

out.body:                                         ; preds = %out.head
  store i64 -1, ptr %oid, align 4
  store float 0.000000e+00, ptr %olp, align 4
  br i1 %28, label %live.then, label %live.end

out.exit:                                         ; preds = %out.head
  %250 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %250, align 8, !invariant.load !0
  %251 = inttoptr i64 %arg3 to ptr
  %252 = getelementptr i64, ptr %251, i64 %row.iv
  %253 = load i64, ptr %252, align 4
  store float 0.000000e+00, ptr %slp, align 4
  store i64 0, ptr %srank, align 4
  br i1 %28, label %if.then19, label %if.end20

live.then:                                        ; preds = %out.body
  %254 = load i64, ptr %keep, align 4
  %255 = lshr i64 %254, %out.iv
  %256 = trunc i64 %255 to i1
  %257 = getelementptr i64, ptr %8, i64 %out.iv
  %258 = load i64, ptr %257, align 4
  %259 = select i1 %256, i64 %258, i64 -1
  store i64 %259, ptr %oid, align 4
  %260 = getelementptr float, ptr %12, i64 %out.iv
  %261 = load float, ptr %260, align 4
  %262 = fsub float %261, %30
  %263 = fcmp uno float %262, %262
  %264 = select i1 %263, float 0x7FF8000000000000, float %262
  %265 = select i1 %256, float %264, float 0xFFF0000000000000
  store float %265, ptr %olp, align 4
  br label %live.end

live.end:                                         ; preds = %live.then, %out.body
  %266 = load i64, ptr %oid, align 4
  %267 = load float, ptr %olp, align 4
  %268 = getelementptr i64, ptr %21, i64 %out.iv
  store i64 %266, ptr %268, align 4
  %269 = getelementptr float, ptr %25, i64 %out.iv
  store float %267, ptr %269, align 4
  %out.next = add nsw i64 %out.iv, 1
  br label %out.head, !llvm.loop !7

if.then19:                                        ; preds = %out.exit
  store float 0xFFF0000000000000, ptr %slp, align 4
  store i1 false, ptr %found, align 1
  br label %sampled.head

if.end20:                                         ; preds = %sampled.exit, %out.exit
  %270 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %270, align 8, !invariant.load !0
  %271 = inttoptr i64 %arg7 to ptr
  %272 = getelementptr float, ptr %271, i64 %row.iv
  %273 = load float, ptr %slp, align 4
  store float %273, ptr %272, align 4
  %274 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %274, align 8, !invariant.load !0
  %275 = inttoptr i64 %arg8 to ptr
  %276 = getelementptr i64, ptr %275, i64 %row.iv
  %277 = load i64, ptr %srank, align 4
  store i64 %277, ptr %276, align 4
  %278 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %278, align 8, !invariant.load !0
  %279 = inttoptr i64 %arg11 to ptr
  %280 = getelementptr i64, ptr %279, i64 %row.iv
  %281 = load i64, ptr %kept, align 4
  store i64 %281, ptr %280, align 4
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

sampled.head:                                     ; preds = %if.end22, %if.then19
  %sampled.iv = phi i64 [ 0, %if.then19 ], [ %sampled.next, %if.end22 ]
  %282 = icmp slt i64 %sampled.iv, 20
  br i1 %282, label %sampled.body, label %sampled.exit

sampled.body:                                     ; preds = %sampled.head
  %283 = load i1, ptr %found, align 1
  %284 = xor i1 %283, true
  %285 = getelementptr i64, ptr %8, i64 %sampled.iv
  %286 = load i64, ptr %285, align 4
  %287 = icmp eq i64 %286, %253
  %288 = load i64, ptr %keep, align 4
  %289 = lshr i64 %288, %sampled.iv
  %290 = trunc i64 %289 to i1
  %291 = and i1 %290, %287
  %292 = and i1 %291, %284
  br i1 %292, label %if.then21, label %if.end22

sampled.exit:                                     ; preds = %sampled.head
  br label %if.end20

if.then21:                                        ; preds = %sampled.body
  store i64 -1, ptr %oid23, align 4
  store float 0.000000e+00, ptr %olp24, align 4
  br i1 %28, label %live.then25, label %live.end26

if.end22:                                         ; preds = %live.end26, %sampled.body
  %sampled.next = add nsw i64 %sampled.iv, 1
  br label %sampled.head, !llvm.loop !8

live.then25:                                      ; preds = %if.then21
  %293 = load i64, ptr %keep, align 4
  %294 = lshr i64 %293, %sampled.iv
  %295 = trunc i64 %294 to i1
  %296 = getelementptr i64, ptr %8, i64 %sampled.iv
  %297 = load i64, ptr %296, align 4
  %298 = select i1 %295, i64 %297, i64 -1
  store i64 %298, ptr %oid23, align 4
  %299 = getelementptr float, ptr %12, i64 %sampled.iv
  %300 = load float, ptr %299, align 4
  %301 = fsub float %300, %30
  %302 = fcmp uno float %301, %301
  %303 = select i1 %302, float 0x7FF8000000000000, float %301
  %304 = select i1 %295, float %303, float 0xFFF0000000000000
  store float %304, ptr %olp24, align 4
  br label %live.end26

live.end26:                                       ; preds = %live.then25, %if.then21
  %305 = load i64, ptr %oid23, align 4
  %306 = load float, ptr %olp24, align 4
  store float %306, ptr %slp, align 4
  %307 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %307, align 8, !invariant.load !0
  %308 = inttoptr i64 %arg2 to ptr
  %309 = getelementptr i64, ptr %308, i64 %row.iv
  %310 = load i64, ptr %309, align 4
  store i64 %310, ptr %srank, align 4
  store i1 true, ptr %found, align 1
  br label %if.end22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
