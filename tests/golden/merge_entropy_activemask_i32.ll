; golden IR for tests/codegen/golden_test.cpp (fixed-order merge with entropy, mask, int32 targets)
; regenerate: scripts/update-golden.sh
; spec: kind=merge;target=host+avx2+f16c+fma;dtype=fp32;targets=int32;mask=active_mask;W=0;L=0;C=0;temperature=0;entropy=1;math=portable;grad_lse=0;grad_entropy=0
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
  %tgt = alloca i64, align 8
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end15, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end15 ]
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
  %12 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %12, align 8, !invariant.load !0
  %13 = inttoptr i64 %arg3 to ptr
  %14 = getelementptr i8, ptr %13, i64 %row.iv
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  store i64 0, ptr %tgt, align 4
  br i1 %16, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %17 = getelementptr i32, ptr %11, i64 %row.iv
  %18 = load i32, ptr %17, align 4
  %19 = sext i32 %18 to i64
  store i64 %19, ptr %tgt, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %item.body
  %20 = load i64, ptr %tgt, align 4
  store i64 0, ptr %owner, align 4
  %21 = icmp ne i64 %arg5, 1
  br i1 %21, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  %22 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %22, align 8, !invariant.load !0
  %23 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = icmp slt i64 %20, %arg12
  %25 = icmp sge i64 %20, 0
  %26 = and i1 %25, %24
  %27 = select i1 %26, i64 %20, i64 0
  store i64 0, ptr %udiv.q, align 4
  store i64 0, ptr %udiv.r, align 4
  %28 = or i64 %27, %arg7
  %29 = lshr i64 %28, 32
  %30 = icmp eq i64 %29, 0
  br i1 %30, label %udiv.then, label %udiv.else

if.end2:                                          ; preds = %udiv.end, %if.end
  %31 = load i64, ptr %owner, align 4
  %32 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %32, align 8, !invariant.load !0
  %33 = inttoptr i64 %arg1 to ptr
  %34 = mul i64 %31, %arg11
  %35 = add i64 %34, %row.iv
  %36 = getelementptr float, ptr %33, i64 %35
  %37 = load float, ptr %36, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

udiv.then:                                        ; preds = %if.then1
  %38 = trunc i64 %27 to i32
  %39 = trunc i64 %arg7 to i32
  %40 = udiv i32 %38, %39
  %41 = zext i32 %40 to i64
  store i64 %41, ptr %udiv.q, align 4
  %42 = mul i32 %40, %39
  %43 = sub i32 %38, %42
  %44 = zext i32 %43 to i64
  store i64 %44, ptr %udiv.r, align 4
  br label %udiv.end

udiv.else:                                        ; preds = %if.then1
  br label %udiv.bit.head

udiv.end:                                         ; preds = %udiv.bit.exit, %udiv.then
  %45 = load i64, ptr %udiv.q, align 4
  %46 = load i64, ptr %udiv.r, align 4
  store i64 %45, ptr %owner, align 4
  br label %if.end2

udiv.bit.head:                                    ; preds = %udiv.bit.body, %udiv.else
  %udiv.bit.iv = phi i64 [ 0, %udiv.else ], [ %udiv.bit.next, %udiv.bit.body ]
  %47 = icmp slt i64 %udiv.bit.iv, 64
  br i1 %47, label %udiv.bit.body, label %udiv.bit.exit

udiv.bit.body:                                    ; preds = %udiv.bit.head
  %48 = sub i64 63, %udiv.bit.iv
  %49 = lshr i64 %27, %48
  %50 = and i64 %49, 1
  %51 = load i64, ptr %udiv.r, align 4
  %52 = shl i64 %51, 1
  %53 = or i64 %52, %50
  %54 = icmp uge i64 %53, %arg7
  %55 = sub i64 %53, %arg7
  %56 = select i1 %54, i64 %55, i64 %53
  store i64 %56, ptr %udiv.r, align 4
  %57 = shl i64 1, %48
  %58 = select i1 %54, i64 %57, i64 0
  %59 = load i64, ptr %udiv.q, align 4
  %60 = or i64 %59, %58
  store i64 %60, ptr %udiv.q, align 4
  %udiv.bit.next = add nsw i64 %udiv.bit.iv, 1
  br label %udiv.bit.head, !llvm.loop !1

udiv.bit.exit:                                    ; preds = %udiv.bit.head
  br label %udiv.end

rank.head:                                        ; preds = %k.exit, %if.end2
  %rank.iv = phi i64 [ 0, %if.end2 ], [ %rank.next, %k.exit ]
  %61 = icmp slt i64 %rank.iv, %arg5
  br i1 %61, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %62 = load float, ptr %M, align 4
  br label %rank.head3

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %63 = icmp slt i64 %k.iv, %arg6
  br i1 %63, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %64 = mul i64 %rank.iv, %arg11
  %65 = add i64 %64, %row.iv
  %66 = mul i64 %65, %arg6
  %67 = add i64 %66, %k.iv
  %68 = mul i64 %67, 3
  %69 = add i64 %68, 0
  %70 = getelementptr float, ptr %6, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = load float, ptr %M, align 4
  %73 = fcmp ogt float %71, %72
  %74 = select i1 %73, float %71, float %72
  %75 = fcmp uno float %71, %71
  %76 = select i1 %75, float %71, float %74
  %77 = fcmp uno float %72, %72
  %78 = select i1 %77, float %72, float %76
  store float %78, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head3:                                       ; preds = %k.exit9, %rank.exit
  %rank.iv6 = phi i64 [ 0, %rank.exit ], [ %rank.next12, %k.exit9 ]
  %79 = icmp slt i64 %rank.iv6, %arg5
  br i1 %79, label %rank.body4, label %rank.exit5

rank.body4:                                       ; preds = %rank.head3
  br label %k.head7

rank.exit5:                                       ; preds = %rank.head3
  %80 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1213 = load i64, ptr %80, align 8, !invariant.load !0
  %81 = icmp ult i64 %20, %arg1213
  %82 = load float, ptr %M, align 4
  %83 = load float, ptr %S, align 4
  %84 = fcmp olt float %83, 0x3810000000000000
  %85 = fmul float %83, 0x4180000000000000
  %86 = select i1 %84, float %85, float %83
  %87 = select i1 %84, i32 -25, i32 0
  %88 = bitcast float %86 to i32
  %89 = lshr i32 %88, 23
  %90 = sub i32 %89, 126
  %91 = add i32 %90, %87
  %92 = and i32 %88, 8388607
  %93 = or i32 %92, 1056964608
  %94 = bitcast i32 %93 to float
  %95 = fcmp olt float %94, 0x3FE6A09E60000000
  %96 = sub i32 %91, 1
  %97 = select i1 %95, i32 %96, i32 %91
  %98 = fadd float %94, %94
  %99 = select i1 %95, float %98, float %94
  %100 = fsub float %99, 1.000000e+00
  %101 = fmul float %100, %100
  %102 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %100, float 0xBFBD7A3700000000)
  %103 = call float @llvm.fma.f32(float %102, float %100, float 0x3FBDE4A340000000)
  %104 = call float @llvm.fma.f32(float %103, float %100, float 0xBFBFCBA9E0000000)
  %105 = call float @llvm.fma.f32(float %104, float %100, float 0x3FC23D37E0000000)
  %106 = call float @llvm.fma.f32(float %105, float %100, float 0xBFC555CA00000000)
  %107 = call float @llvm.fma.f32(float %106, float %100, float 0x3FC999D580000000)
  %108 = call float @llvm.fma.f32(float %107, float %100, float 0xBFCFFFFF80000000)
  %109 = call float @llvm.fma.f32(float %108, float %100, float 0x3FD5555540000000)
  %110 = fmul float %109, %100
  %111 = fmul float %110, %101
  %112 = sitofp i32 %97 to float
  %113 = call float @llvm.fma.f32(float %112, float 0xBF2BD01060000000, float %111)
  %114 = call float @llvm.fma.f32(float %101, float -5.000000e-01, float %113)
  %115 = fadd float %100, %114
  %116 = call float @llvm.fma.f32(float %112, float 0x3FE6300000000000, float %115)
  %117 = fcmp oeq float %83, 0.000000e+00
  %118 = select i1 %117, float 0xFFF0000000000000, float %116
  %119 = fcmp oeq float %83, 0x7FF0000000000000
  %120 = select i1 %119, float %83, float %118
  %121 = fcmp olt float %83, 0.000000e+00
  %122 = select i1 %121, float 0x7FF8000000000000, float %120
  %123 = fcmp uno float %83, %83
  %124 = select i1 %123, float %83, float %122
  %125 = fadd float %82, %124
  %126 = fcmp uno float %125, %125
  %127 = select i1 %126, float 0x7FF8000000000000, float %125
  %128 = select i1 %16, float %127, float 0.000000e+00
  br i1 true, label %if.then14, label %if.end15

k.head7:                                          ; preds = %k.body8, %rank.body4
  %k.iv10 = phi i64 [ 0, %rank.body4 ], [ %k.next11, %k.body8 ]
  %129 = icmp slt i64 %k.iv10, %arg6
  br i1 %129, label %k.body8, label %k.exit9

k.body8:                                          ; preds = %k.head7
  %130 = mul i64 %rank.iv6, %arg11
  %131 = add i64 %130, %row.iv
  %132 = mul i64 %131, %arg6
  %133 = add i64 %132, %k.iv10
  %134 = mul i64 %133, 3
  %135 = add i64 %134, 1
  %136 = getelementptr float, ptr %6, i64 %135
  %137 = load float, ptr %136, align 4
  %138 = mul i64 %rank.iv6, %arg11
  %139 = add i64 %138, %row.iv
  %140 = mul i64 %139, %arg6
  %141 = add i64 %140, %k.iv10
  %142 = mul i64 %141, 3
  %143 = add i64 %142, 2
  %144 = getelementptr float, ptr %6, i64 %143
  %145 = load float, ptr %144, align 4
  %146 = mul i64 %rank.iv6, %arg11
  %147 = add i64 %146, %row.iv
  %148 = mul i64 %147, %arg6
  %149 = add i64 %148, %k.iv10
  %150 = mul i64 %149, 3
  %151 = add i64 %150, 0
  %152 = getelementptr float, ptr %6, i64 %151
  %153 = load float, ptr %152, align 4
  %154 = fcmp oeq float %153, 0xFFF0000000000000
  %155 = fsub float %153, %62
  %156 = fcmp ogt float -8.800000e+01, %155
  %157 = select i1 %156, float -8.800000e+01, float %155
  %158 = call float @llvm.fma.f32(float %157, float 0x3FF7154760000000, float 0x4168000000000000)
  %159 = fsub float %158, 0x4168000000000000
  %160 = call float @llvm.fma.f32(float %159, float 0xBFE6300000000000, float %157)
  %161 = call float @llvm.fma.f32(float %159, float 0x3F2BD01060000000, float %160)
  %162 = fmul float %161, %161
  %163 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %161, float 0x3F8120BE20000000)
  %164 = call float @llvm.fma.f32(float %163, float %161, float 0x3FA5555180000000)
  %165 = call float @llvm.fma.f32(float %164, float %161, float 0x3FC5554DC0000000)
  %166 = call float @llvm.fma.f32(float %165, float %161, float 5.000000e-01)
  %167 = call float @llvm.fma.f32(float %162, float %166, float %161)
  %168 = bitcast float %158 to i32
  %169 = shl i32 %168, 23
  %170 = add i32 %169, 1065353216
  %171 = bitcast i32 %170 to float
  %172 = call float @llvm.fma.f32(float %167, float %171, float %171)
  %173 = select i1 %154, float 0.000000e+00, float %172
  %174 = call float @llvm.fma.f32(float %155, float %137, float %145)
  %175 = fcmp oeq float %173, 0.000000e+00
  %176 = or i1 %154, %175
  %177 = select i1 %176, float 0.000000e+00, float %174
  %178 = load float, ptr %S, align 4
  %179 = call float @llvm.fma.f32(float %137, float %173, float %178)
  store float %179, ptr %S, align 4
  %180 = load float, ptr %U, align 4
  %181 = call float @llvm.fma.f32(float %177, float %173, float %180)
  store float %181, ptr %U, align 4
  %k.next11 = add nsw i64 %k.iv10, 1
  br label %k.head7

k.exit9:                                          ; preds = %k.head7
  %rank.next12 = add nsw i64 %rank.iv6, 1
  br label %rank.head3

if.then14:                                        ; preds = %rank.exit5
  %182 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %182, align 8, !invariant.load !0
  %183 = inttoptr i64 %arg8 to ptr
  %184 = getelementptr float, ptr %183, i64 %row.iv
  store float %128, ptr %184, align 4
  %185 = load float, ptr %S, align 4
  %186 = load float, ptr %U, align 4
  %187 = fdiv float %186, %185
  %188 = fsub float %124, %187
  %189 = fcmp uno float %188, %188
  %190 = select i1 %189, float 0x7FF8000000000000, float %188
  %191 = select i1 %16, float %190, float 0.000000e+00
  %192 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %192, align 8, !invariant.load !0
  %193 = inttoptr i64 %arg10 to ptr
  %194 = getelementptr float, ptr %193, i64 %row.iv
  store float %191, ptr %194, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %16, label %if.then16, label %if.end17

if.end15:                                         ; preds = %if.end17, %rank.exit5
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then16:                                        ; preds = %if.then14
  br i1 %81, label %valid.then, label %valid.else

if.end17:                                         ; preds = %valid.end, %if.then14
  %195 = load float, ptr %logp, align 4
  %196 = fcmp uno float %195, %195
  %197 = select i1 %196, float 0x7FF8000000000000, float %195
  %198 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %198, align 8, !invariant.load !0
  %199 = inttoptr i64 %arg9 to ptr
  %200 = getelementptr float, ptr %199, i64 %row.iv
  store float %197, ptr %200, align 4
  br label %if.end15

valid.then:                                       ; preds = %if.then16
  %201 = fsub float %37, %125
  store float %201, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then16
  store float 0x7FF8000000000000, ptr %logp, align 4
  %202 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %202, align 8, !invariant.load !0
  %203 = icmp ne i64 %arg13, 0
  br i1 %203, label %if.then18, label %if.end19

valid.end:                                        ; preds = %if.end19, %valid.then
  br label %if.end17

if.then18:                                        ; preds = %valid.else
  %204 = inttoptr i64 %arg13 to ptr
  %205 = add i64 %row.iv, 1
  store i64 %205, ptr %204, align 4
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
