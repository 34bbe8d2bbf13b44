; golden IR for tests/codegen/golden_test.cpp (merge checking per-row temperatures)
; regenerate: scripts/update-golden.sh
; spec: kind=merge;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=rows;entropy=1;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.merge"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_merge(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %logp = alloca float, align 4
  %U = alloca float, align 4
  %S = alloca float, align 4
  %M = alloca float, align 4
  %udiv.r = alloca i64, align 8
  %udiv.q = alloca i64, align 8
  %owner = alloca i64, align 8
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end13, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end13 ]
  %4 = icmp slt i64 %item.iv, 1
  br i1 %4, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %5 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %5, align 8, !invariant.load !0
  %6 = inttoptr i64 %arg0 to ptr
  %7 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %8, align 8, !invariant.load !0
  %9 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %9, align 8, !invariant.load !0
  %10 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %10, align 8, !invariant.load !0
  %11 = inttoptr i64 %arg2 to ptr
  %12 = getelementptr i64, ptr %11, i64 %row.iv
  %13 = load i64, ptr %12, align 8
  store i64 0, ptr %owner, align 4
  %14 = icmp ne i64 %arg5, 1
  br i1 %14, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %15 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %15, align 8, !invariant.load !0
  %16 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = icmp slt i64 %13, %arg12
  %18 = icmp sge i64 %13, 0
  %19 = and i1 %18, %17
  %20 = select i1 %19, i64 %13, i64 0
  store i64 0, ptr %udiv.q, align 4
  store i64 0, ptr %udiv.r, align 4
  %21 = or i64 %20, %arg7
  %22 = lshr i64 %21, 32
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %udiv.then, label %udiv.else

if.end:                                           ; preds = %udiv.end, %item.body
  %24 = load i64, ptr %owner, align 4
  %25 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = inttoptr i64 %arg1 to ptr
  %27 = mul i64 %24, %arg11
  %28 = add i64 %27, %row.iv
  %29 = getelementptr float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

udiv.then:                                        ; preds = %if.then
  %31 = trunc i64 %20 to i32
  %32 = trunc i64 %arg7 to i32
  %33 = udiv i32 %31, %32
  %34 = zext i32 %33 to i64
  store i64 %34, ptr %udiv.q, align 4
  %35 = mul i32 %33, %32
  %36 = sub i32 %31, %35
  %37 = zext i32 %36 to i64
  store i64 %37, ptr %udiv.r, align 4
  br label %udiv.end

udiv.else:                                        ; preds = %if.then
  br label %udiv.bit.head

udiv.end:                                         ; preds = %udiv.bit.exit, %udiv.then
  %38 = load i64, ptr %udiv.q, align 4
  %39 = load i64, ptr %udiv.r, align 4
  store i64 %38, ptr %owner, align 4
  br label %if.end

udiv.bit.head:                                    ; preds = %udiv.bit.body, %udiv.else
  %udiv.bit.iv = phi i64 [ 0, %udiv.else ], [ %udiv.bit.next, %udiv.bit.body ]
  %40 = icmp slt i64 %udiv.bit.iv, 64
  br i1 %40, label %udiv.bit.body, label %udiv.bit.exit

udiv.bit.body:                                    ; preds = %udiv.bit.head
  %41 = sub i64 63, %udiv.bit.iv
  %42 = lshr i64 %20, %41
  %43 = and i64 %42, 1
  %44 = load i64, ptr %udiv.r, align 4
  %45 = shl i64 %44, 1
  %46 = or i64 %45, %43
  %47 = icmp uge i64 %46, %arg7
  %48 = sub i64 %46, %arg7
  %49 = select i1 %47, i64 %48, i64 %46
  store i64 %49, ptr %udiv.r, align 4
  %50 = shl i64 1, %41
  %51 = select i1 %47, i64 %50, i64 0
  %52 = load i64, ptr %udiv.q, align 4
  %53 = or i64 %52, %51
  store i64 %53, ptr %udiv.q, align 4
  %udiv.bit.next = add nsw i64 %udiv.bit.iv, 1
  br label %udiv.bit.head, !llvm.loop !1

udiv.bit.exit:                                    ; preds = %udiv.bit.head
  br label %udiv.end

rank.head:                                        ; preds = %k.exit, %if.end
  %rank.iv = phi i64 [ 0, %if.end ], [ %rank.next, %k.exit ]
  %54 = icmp slt i64 %rank.iv, %arg5
  br i1 %54, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %55 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %56 = icmp slt i64 %k.iv, %arg6
  br i1 %56, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %57 = mul i64 %rank.iv, %arg11
  %58 = add i64 %57, %row.iv
  %59 = mul i64 %58, %arg6
  %60 = add i64 %59, %k.iv
  %61 = mul i64 %60, 3
  %62 = add i64 %61, 0
  %63 = getelementptr float, ptr %6, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = load float, ptr %M, align 4
  %66 = fcmp ogt float %64, %65
  %67 = select i1 %66, float %64, float %65
  %68 = fcmp uno float %64, %64
  %69 = select i1 %68, float %64, float %67
  %70 = fcmp uno float %65, %65
  %71 = select i1 %70, float %65, float %69
  store float %71, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %72 = icmp slt i64 %rank.iv4, %arg5
  br i1 %72, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %73 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %73, align 8, !invariant.load !0
  %74 = icmp ne i64 %13, %arg4
  %75 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1211 = load i64, ptr %75, align 8, !invariant.load !0
  %76 = icmp ult i64 %13, %arg1211
  %77 = load float, ptr %M, align 4
  %78 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %78, align 8, !invariant.load !0
  %79 = inttoptr i64 %arg14 to ptr
  %80 = getelementptr float, ptr %79, i64 %row.iv
  %81 = load float, ptr %80, align 4
  %82 = fcmp ole float %81, 0x47EFFFFFE0000000
  %83 = fcmp oge float %81, 0x3EE4F8B580000000
  %84 = and i1 %83, %82
  %85 = xor i1 %84, true
  %86 = and i1 %74, %85
  %87 = load float, ptr %S, align 4
  %88 = fcmp olt float %87, 0x3810000000000000
  %89 = fmul float %87, 0x4180000000000000
  %90 = select i1 %88, float %89, float %87
  %91 = select i1 %88, i32 -25, i32 0
  %92 = bitcast float %90 to i32
  %93 = lshr i32 %92, 23
  %94 = sub i32 %93, 126
  %95 = add i32 %94, %91
  %96 = and i32 %92, 8388607
  %97 = or i32 %96, 1056964608
  %98 = bitcast i32 %97 to float
  %99 = fcmp olt float %98, 0x3FE6A09E60000000
  %100 = sub i32 %95, 1
  %101 = select i1 %99, i32 %100, i32 %95
  %102 = fadd float %98, %98
  %103 = select i1 %99, float %102, float %98
  %104 = fsub float %103, 1.000000e+00
  %105 = fmul float %104, %104
  %106 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %104, float 0xBFBD7A3700000000)
  %107 = call float @llvm.fma.f32(float %106, float %104, float 0x3FBDE4A340000000)
  %108 = call float @llvm.fma.f32(float %107, float %104, float 0xBFBFCBA9E0000000)
  %109 = call float @llvm.fma.f32(float %108, float %104, float 0x3FC23D37E0000000)
  %110 = call float @llvm.fma.f32(float %109, float %104, float 0xBFC555CA00000000)
  %111 = call float @llvm.fma.f32(float %110, float %104, float 0x3FC999D580000000)
  %112 = call float @llvm.fma.f32(float %111, float %104, float 0xBFCFFFFF80000000)
  %113 = call float @llvm.fma.f32(float %112, float %104, float 0x3FD5555540000000)
  %114 = fmul float %113, %104
  %115 = fmul float %114, %105
  %116 = sitofp i32 %101 to float
  %117 = call float @llvm.fma.f32(float %116, float 0xBF2BD01060000000, float %115)
  %118 = call float @llvm.fma.f32(float %105, float -5.000000e-01, float %117)
  %119 = fadd float %104, %118
  %120 = call float @llvm.fma.f32(float %116, float 0x3FE6300000000000, float %119)
  %121 = fcmp oeq float %87, 0.000000e+00
  %122 = select i1 %121, float 0xFFF0000000000000, float %120
  %123 = fcmp oeq float %87, 0x7FF0000000000000
  %124 = select i1 %123, float %87, float %122
  %125 = fcmp olt float %87, 0.000000e+00
  %126 = select i1 %125, float 0x7FF8000000000000, float %124
  %127 = fcmp uno float %87, %87
  %128 = select i1 %127, float %87, float %126
  %129 = fadd float %77, %128
  %130 = select i1 %86, float 0x7FF8000000000000, float %129
  %131 = fcmp uno float %130, %130
  %132 = select i1 %131, float 0x7FF8000000000000, float %130
  %133 = select i1 %74, float %132, float 0.000000e+00
  br i1 true, label %if.then12, label %if.end13

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %134 = icmp slt i64 %k.iv8, %arg6
  br i1 %134, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %135 = mul i64 %rank.iv4, %arg11
  %136 = add i64 %135, %row.iv
  %137 = mul i64 %136, %arg6
  %138 = add i64 %137, %k.iv8
  %139 = mul i64 %138, 3
  %140 = add i64 %139, 1
  %141 = getelementptr float, ptr %6, i64 %140
  %142 = load float, ptr %141, align 4
  %143 = mul i64 %rank.iv4, %arg11
  %144 = add i64 %143, %row.iv
  %145 = mul i64 %144, %arg6
  %146 = add i64 %145, %k.iv8
  %147 = mul i64 %146, 3
  %148 = add i64 %147, 2
  %149 = getelementptr float, ptr %6, i64 %148
  %150 = load float, ptr %149, align 4
  %151 = mul i64 %rank.iv4, %arg11
  %152 = add i64 %151, %row.iv
  %153 = mul i64 %152, %arg6
  %154 = add i64 %153, %k.iv8
  %155 = mul i64 %154, 3
  %156 = add i64 %155, 0
  %157 = getelementptr float, ptr %6, i64 %156
  %158 = load float, ptr %157, align 4
  %159 = fcmp oeq float %158, 0xFFF0000000000000
  %160 = fsub float %158, %55
  %161 = fcmp ogt float -8.800000e+01, %160
  %162 = select i1 %161, float -8.800000e+01, float %160
  %163 = call float @llvm.fma.f32(float %162, float 0x3FF7154760000000, float 0x4168000000000000)
  %164 = fsub float %163, 0x4168000000000000
  %165 = call float @llvm.fma.f32(float %164, float 0xBFE6300000000000, float %162)
  %166 = call float @llvm.fma.f32(float %164, float 0x3F2BD01060000000, float %165)
  %167 = fmul float %166, %166
  %168 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %166, float 0x3F8120BE20000000)
  %169 = call float @llvm.fma.f32(float %168, float %166, float 0x3FA5555180000000)
  %170 = call float @llvm.fma.f32(float %169, float %166, float 0x3FC5554DC0000000)
  %171 = call float @llvm.fma.f32(float %170, float %166, float 5.000000e-01)
  %172 = call float @llvm.fma.f32(float %167, float %171, float %166)
  %173 = bitcast float %163 to i32
  %174 = shl i32 %173, 23
  %175 = add i32 %174, 1065353216
  %176 = bitcast i32 %175 to float
  %177 = call float @llvm.fma.f32(float %172, float %176, float %176)
  %178 = select i1 %159, float 0.000000e+00, float %177
  %179 = call float @llvm.fma.f32(float %160, float %142, float %150)
  %180 = fcmp oeq float %178, 0.000000e+00
  %181 = or i1 %159, %180
  %182 = select i1 %181, float 0.000000e+00, float %179
  %183 = load float, ptr %S, align 4
  %184 = call float @llvm.fma.f32(float %142, float %178, float %183)
  store float %184, ptr %S, align 4
  %185 = load float, ptr %U, align 4
  %186 = call float @llvm.fma.f32(float %182, float %178, float %185)
  store float %186, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then12:                                        ; preds = %rank.exit3
  %187 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %187, align 8, !invariant.load !0
  %188 = inttoptr i64 %arg8 to ptr
  %189 = getelementptr float, ptr %188, i64 %row.iv
  store float %133, ptr %189, align 4
  %190 = load float, ptr %S, align 4
  %191 = load float, ptr %U, align 4
  %192 = fdiv float %191, %190
  %193 = fsub float %128, %192
  %194 = select i1 %86, float 0x7FF8000000000000, float %193
  %195 = fcmp uno float %194, %194
  %196 = select i1 %195, float 0x7FF8000000000000, float %194
  %197 = select i1 %74, float %196, float 0.000000e+00
  %198 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %198, align 8, !invariant.load !0
  %199 = inttoptr i64 %arg10 to ptr
  %200 = getelementptr float, ptr %199, i64 %row.iv
  store float %197, ptr %200, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %74, label %if.then14, label %if.end15

if.end13:                                         ; preds = %if.end19, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then14:                                        ; preds = %if.then12
  br i1 %76, label %valid.then, label %valid.else

if.end15:                                         ; preds = %valid.end, %if.then12
  br i1 %86, label %if.then18, label %if.end19

valid.then:                                       ; preds = %if.then14
  %201 = fsub float %30, %130
  store float %201, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then14
  store float 0x7FF8000000000000, ptr %logp, align 4
  %202 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %202, align 8, !invariant.load !0
  %203 = icmp ne i64 %arg13, 0
  br i1 %203, label %if.then16, label %if.end17

valid.end:                                        ; preds = %if.end17, %valid.then
  br label %if.end15

if.then16:                                        ; preds = %valid.else
  %204 = inttoptr i64 %arg13 to ptr
  %205 = add i64 %row.iv, 1
  store i64 %205, ptr %204, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %valid.else
  br label %valid.end

if.then18:                                        ; preds = %if.end15
  store float 0x7FF8000000000000, ptr %logp, align 4
  %206 = getelementptr inbounds i64, ptr %0, i64 13
  %arg1320 = load i64, ptr %206, align 8, !invariant.load !0
  %207 = icmp ne i64 %arg1320, 0
  br i1 %207, label %if.then21, label %if.end22

if.end19:                                         ; preds = %if.end22, %if.end15
  %208 = load float, ptr %logp, align 4
  %209 = fcmp uno float %208, %208
  %210 = select i1 %209, float 0x7FF8000000000000, float %208
  %211 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %211, align 8, !invariant.load !0
  %212 = inttoptr i64 %arg9 to ptr
  %213 = getelementptr float, ptr %212, i64 %row.iv
  store float %210, ptr %213, align 4
  br label %if.end13

if.then21:                                        ; preds = %if.then18
  %214 = inttoptr i64 %arg1320 to ptr
  %215 = sub i64 -1, %row.iv
  store i64 %215, ptr %214, align 4
  br label %if.end22

if.end22:                                         ; preds = %if.then21, %if.then18
  br label %if.end19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
