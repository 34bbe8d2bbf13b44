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
  %145 = load i1, ptr %reached, align 1
  br i1 %145, label %reached.then, label %reached.else

if.then7:                                         ; preds = %topp.body
  %146 = getelementptr float, ptr %12, i64 %topp.iv
  %147 = load float, ptr %146, align 4
  %148 = fsub float %147, %128
  %149 = fcmp ogt float -8.800000e+01, %148
  %150 = select i1 %149, float -8.800000e+01, float %148
  %151 = fcmp ogt float %150, 8.900000e+01
  %152 = select i1 %151, float 8.900000e+01, float %150
  %153 = call float @llvm.fma.f32(float %152, float 0x3FF7154760000000, float 0x4168000000000000)
  %154 = fsub float %153, 0x4168000000000000
  %155 = call float @llvm.fma.f32(float %154, float 0xBFE6300000000000, float %152)
  %156 = call float @llvm.fma.f32(float %154, float 0x3F2BD01060000000, float %155)
  %157 = fmul float %156, %156
  %158 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %156, float 0x3F8120BE20000000)
  %159 = call float @llvm.fma.f32(float %158, float %156, float 0x3FA5555180000000)
  %160 = call float @llvm.fma.f32(float %159, float %156, float 0x3FC5554DC0000000)
  %161 = call float @llvm.fma.f32(float %160, float %156, float 5.000000e-01)
  %162 = call float @llvm.fma.f32(float %157, float %161, float %156)
  %163 = bitcast float %153 to i32
  %164 = shl i32 %163, 23
  %165 = add i32 %164, 1065353216
  %166 = bitcast i32 %165 to float
  %167 = call float @llvm.fma.f32(float %162, float %166, float %166)
  %168 = fcmp oeq float %166, 0x7FF0000000000000
  %169 = select i1 %168, float %166, float %167
  %170 = load float, ptr %total, align 4
  %171 = fadd float %170, %169
  store float %171, ptr %total, align 4
  %172 = fcmp uge float %171, %16
  store i1 %172, ptr %reached, align 1
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %topp.body
  %topp.next = add nsw i64 %topp.iv, 1
  br label %topp.head, !llvm.loop !4

reached.then:                                     ; preds = %topp.exit
  %173 = getelementptr float, ptr %12, i64 0
  %174 = load float, ptr %173, align 4
  store float 0.000000e+00, ptr %s9, align 4
  br label %lse.head10

reached.else:                                     ; preds = %topp.exit
  store i64 -1, ptr %kept, align 4
  br label %reached.end

reached.end:                                      ; preds = %reached.else, %lse.exit12
  br label %if.end6

lse.head10:                                       ; preds = %if.end15, %reached.then
  %lse.iv13 = phi i64 [ 0, %reached.then ], [ %lse.next16, %if.end15 ]
  %175 = icmp slt i64 %lse.iv13, 20
  br i1 %175, label %lse.body11, label %lse.exit12

lse.body11:                                       ; preds = %lse.head10
  %176 = load i64, ptr %keep, align 4
  %177 = lshr i64 %176, %lse.iv13
  %178 = trunc i64 %177 to i1
  br i1 %178, label %if.then14, label %if.end15

lse.exit12:                                       ; preds = %lse.head10
  %179 = load float, ptr %s9, align 4
  %180 = fcmp olt float %179, 0x3810000000000000
  %181 = fmul float %179, 0x4180000000000000
  %182 = select i1 %180, float %181, float %179
  %183 = select i1 %180, i32 -25, i32 0
  %184 = bitcast float %182 to i32
  %185 = lshr i32 %184, 23
  %186 = sub i32 %185, 126
  %187 = add i32 %186, %183
  %188 = and i32 %184, 8388607
  %189 = or i32 %188, 1056964608
  %190 = bitcast i32 %189 to float
  %191 = fcmp olt float %190, 0x3FE6A09E60000000
  %192 = sub i32 %187, 1
  %193 = select i1 %191, i32 %192, i32 %187
  %194 = fadd float %190, %190
  %195 = select i1 %191, float %194, float %190
  %196 = fsub float %195, 1.000000e+00
  %197 = fmul float %196, %196
  %198 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %196, float 0xBFBD7A3700000000)
  %199 = call float @llvm.fma.f32(float %198, float %196, float 0x3FBDE4A340000000)
  %200 = call float @llvm.fma.f32(float %199, float %196, float 0xBFBFCBA9E0000000)
  %201 = call float @llvm.fma.f32(float %200, float %196, float 0x3FC23D37E0000000)
  %202 = call float @llvm.fma.f32(float %201, float %196, float 0xBFC555CA00000000)
  %203 = call float @llvm.fma.f32(float %202, float %196, float 0x3FC999D580000000)
  %204 = call float @llvm.fma.f32(float %203, float %196, float 0xBFCFFFFF80000000)
  %205 = call float @llvm.fma.f32(float %204, float %196, float 0x3FD5555540000000)
  %206 = fmul float %205, %196
  %207 = fmul float %206, %197
  %208 = sitofp i32 %193 to float
  %209 = call float @llvm.fma.f32(float %208, float 0xBF2BD01060000000, float %207)
  %210 = call float @llvm.fma.f32(float %197, float -5.000000e-01, float %209)
  %211 = fadd float %196, %210
  %212 = call float @llvm.fma.f32(float %208, float 0x3FE6300000000000, float %211)
  %213 = fcmp oeq float %179, 0.000000e+00
  %214 = select i1 %213, float 0xFFF0000000000000, float %212
  %215 = fcmp oeq float %179, 0x7FF0000000000000
  %216 = select i1 %215, float %179, float %214
  %217 = fcmp olt float %179, 0.000000e+00
  %218 = select i1 %217, float 0x7FF8000000000000, float %216
  %219 = fcmp uno float %179, %179
  %220 = select i1 %219, float %179, float %218
  %221 = fadd float %174, %220
  store float %221, ptr %z, align 4
  br label %reached.end

if.then14:                                        ; preds = %lse.body11
  %222 = getelementptr float, ptr %12, i64 %lse.iv13
  %223 = load float, ptr %222, align 4
  %224 = fsub float %223, %174
  %225 = fcmp ogt float -8.800000e+01, %224
  %226 = select i1 %225, float -8.800000e+01, float %224
  %227 = fcmp ogt float %226, 8.900000e+01
  %228 = select i1 %227, float 8.900000e+01, float %226
  %229 = call float @llvm.fma.f32(float %228, float 0x3FF7154760000000, float 0x4168000000000000)
  %230 = fsub float %229, 0x4168000000000000
  %231 = call float @llvm.fma.f32(float %230, float 0xBFE6300000000000, float %228)
  %232 = call float @llvm.fma.f32(float %230, float 0x3F2BD01060000000, float %231)
  %233 = fmul float %232, %232
  %234 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %232, float 0x3F8120BE20000000)
  %235 = call float @llvm.fma.f32(float %234, float %232, float 0x3FA5555180000000)
  %236 = call float @llvm.fma.f32(float %235, float %232, float 0x3FC5554DC0000000)
  %237 = call float @llvm.fma.f32(float %236, float %232, float 5.000000e-01)
  %238 = call float @llvm.fma.f32(float %233, float %237, float %232)
  %239 = bitcast float %229 to i32
  %240 = shl i32 %239, 23
  %241 = add i32 %240, 1065353216
  %242 = bitcast i32 %241 to float
  %243 = call float @llvm.fma.f32(float %238, float %242, float %242)
  %244 = fcmp oeq float %242, 0x7FF0000000000000
  %245 = select i1 %244, float %242, float %243
  %246 = load float, ptr %s9, align 4
  %247 = fadd float %246, %245
  store float %247, ptr %s9, align 4
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
  %248 = icmp slt i64 %count.iv, 20
  br i1 %248, label %count.body, label %count.exit

count.body:                                       ; preds = %count.head
  %249 = load i64, ptr %keep, align 4
  %250 = lshr i64 %249, %count.iv
  %251 = trunc i64 %250 to i1
  %252 = zext i1 %251 to i64
  %253 = load i64, ptr %kept, align 4
  %254 = add i64 %253, %252
  store i64 %254, ptr %kept, align 4
  %count.next = add nsw i64 %count.iv, 1
  br label %count.head, !llvm.loop !6

count.exit:                                       ; preds = %count.head
  br label %if.end18

if.then19:                                        ; preds = %if.end
  %255 = inttoptr i64 %arg13 to ptr
  %256 = add i64 %row.iv, 1
  store i64 %256, ptr %255, align 4
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %if.end
  %257 = load float, ptr %z, align 4
  br label %out.head

out.head:                                         ; preds = %live.end, %if.end20
  %out.iv = phi i64 [ 0, %if.end20 ], [ %out.next, %live.end ]
  %258 = icmp slt i64 %out.iv, %arg6
  br i1 %258, label %out.body, label %out.exit

out.body:                                         ; preds = %out.head
  store i64 -1, ptr %oid, align 4
  store float 0.000000e+00, ptr %olp, align 4
  br i1 %28, label %live.then, label %live.end

out.exit:                                         ; preds = %out.head
  %259 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %259, align 8, !invariant.load !0
  %260 = inttoptr i64 %arg3 to ptr
  %261 = getelementptr i64, ptr %260, i64 %row.iv
  %262 = load i64, ptr %261, align 4
  store float 0.000000e+00, ptr %slp, align 4
  store i64 0, ptr %srank, align 4
  br i1 %28, label %if.then21, label %if.end22

live.then:                                        ; preds = %out.body
  %263 = xor i1 %31, true
  %264 = load i64, ptr %keep, align 4
  %265 = lshr i64 %264, %out.iv
  %266 = trunc i64 %265 to i1
  %267 = and i1 %266, %263
  %268 = getelementptr i64, ptr %8, i64 %out.iv
  %269 = load i64, ptr %268, align 4
  %270 = select i1 %267, i64 %269, i64 -1
  store i64 %270, ptr %oid, align 4
  %271 = getelementptr float, ptr %12, i64 %out.iv
  %272 = load float, ptr %271, align 4
  %273 = fsub float %272, %257
  %274 = fcmp uno float %273, %273
  %275 = select i1 %274, float 0x7FF8000000000000, float %273
  %276 = select i1 %267, float %275, float 0xFFF0000000000000
  %277 = select i1 %31, float 0x7FF8000000000000, float %276
  store float %277, ptr %olp, align 4
  br label %live.end

live.end:                                         ; preds = %live.then, %out.body
  %278 = load i64, ptr %oid, align 4
  %279 = load float, ptr %olp, align 4
  %280 = getelementptr i64, ptr %21, i64 %out.iv
  store i64 %278, ptr %280, align 4
  %281 = getelementptr float, ptr %25, i64 %out.iv
  store float %279, ptr %281, align 4
  %out.next = add nsw i64 %out.iv, 1
  br label %out.head, !llvm.loop !7

if.then21:                                        ; preds = %out.exit
  store float 0xFFF0000000000000, ptr %slp, align 4
  store i1 false, ptr %found, align 1
  br label %sampled.head

if.end22:                                         ; preds = %sampled.exit, %out.exit
  %282 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %282, align 8, !invariant.load !0
  %283 = inttoptr i64 %arg7 to ptr
  %284 = getelementptr float, ptr %283, i64 %row.iv
  %285 = load float, ptr %slp, align 4
  %286 = select i1 %31, float 0x7FF8000000000000, float %285
  store float %286, ptr %284, align 4
  %287 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %287, align 8, !invariant.load !0
  %288 = inttoptr i64 %arg8 to ptr
  %289 = getelementptr i64, ptr %288, i64 %row.iv
  %290 = load i64, ptr %srank, align 4
  %291 = select i1 %31, i64 0, i64 %290
  store i64 %291, ptr %289, align 4
  %292 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %292, align 8, !invariant.load !0
  %293 = inttoptr i64 %arg11 to ptr
  %294 = getelementptr i64, ptr %293, i64 %row.iv
  %295 = load i64, ptr %kept, align 4
  store i64 %295, ptr %294, align 4
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

sampled.head:                                     ; preds = %if.end24, %if.then21
  %sampled.iv = phi i64 [ 0, %if.then21 ], [ %sampled.next, %if.end24 ]
  %296 = icmp slt i64 %sampled.iv, 20
  br i1 %296, label %sampled.body, label %sampled.exit

sampled.body:                                     ; preds = %sampled.head
  %297 = load i1, ptr %found, align 1
  %298 = xor i1 %297, true
  %299 = getelementptr i64, ptr %8, i64 %sampled.iv
  %300 = load i64, ptr %299, align 4
  %301 = icmp eq i64 %300, %262
  %302 = load i64, ptr %keep, align 4
  %303 = lshr i64 %302, %sampled.iv
  %304 = trunc i64 %303 to i1
  %305 = and i1 %304, %301
  %306 = and i1 %305, %298
  br i1 %306, label %if.then23, label %if.end24

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
  %307 = xor i1 %31, true
  %308 = load i64, ptr %keep, align 4
  %309 = lshr i64 %308, %sampled.iv
  %310 = trunc i64 %309 to i1
  %311 = and i1 %310, %307
  %312 = getelementptr i64, ptr %8, i64 %sampled.iv
  %313 = load i64, ptr %312, align 4
  %314 = select i1 %311, i64 %313, i64 -1
  store i64 %314, ptr %oid25, align 4
  %315 = getelementptr float, ptr %12, i64 %sampled.iv
  %316 = load float, ptr %315, align 4
  %317 = fsub float %316, %257
  %318 = fcmp uno float %317, %317
  %319 = select i1 %318, float 0x7FF8000000000000, float %317
  %320 = select i1 %311, float %319, float 0xFFF0000000000000
  %321 = select i1 %31, float 0x7FF8000000000000, float %320
  store float %321, ptr %olp26, align 4
  br label %live.end28

live.end28:                                       ; preds = %live.then27, %if.then23
  %322 = load i64, ptr %oid25, align 4
  %323 = load float, ptr %olp26, align 4
  store float %323, ptr %slp, align 4
  %324 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %324, align 8, !invariant.load !0
  %325 = inttoptr i64 %arg2 to ptr
  %326 = getelementptr i64, ptr %325, i64 %row.iv
  %327 = load i64, ptr %326, align 4
  store i64 %327, ptr %srank, align 4
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
