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
  %21 = sdiv i64 %20, %arg7
  store i64 %21, ptr %owner, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %item.body
  %22 = load i64, ptr %owner, align 4
  %23 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = inttoptr i64 %arg1 to ptr
  %25 = mul i64 %22, %arg11
  %26 = add i64 %25, %row.iv
  %27 = getelementptr float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

rank.head:                                        ; preds = %k.exit, %if.end
  %rank.iv = phi i64 [ 0, %if.end ], [ %rank.next, %k.exit ]
  %29 = icmp slt i64 %rank.iv, %arg5
  br i1 %29, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %30 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %31 = icmp slt i64 %k.iv, %arg6
  br i1 %31, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %32 = mul i64 %rank.iv, %arg11
  %33 = add i64 %32, %row.iv
  %34 = mul i64 %33, %arg6
  %35 = add i64 %34, %k.iv
  %36 = mul i64 %35, 3
  %37 = add i64 %36, 0
  %38 = getelementptr float, ptr %6, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = load float, ptr %M, align 4
  %41 = fcmp ogt float %39, %40
  %42 = select i1 %41, float %39, float %40
  %43 = fcmp uno float %39, %39
  %44 = select i1 %43, float %39, float %42
  %45 = fcmp uno float %40, %40
  %46 = select i1 %45, float %40, float %44
  store float %46, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %47 = icmp slt i64 %rank.iv4, %arg5
  br i1 %47, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %48 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %48, align 8, !invariant.load !0
  %49 = icmp ne i64 %13, %arg4
  %50 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1211 = load i64, ptr %50, align 8, !invariant.load !0
  %51 = icmp ult i64 %13, %arg1211
  %52 = load float, ptr %M, align 4
  %53 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %53, align 8, !invariant.load !0
  %54 = inttoptr i64 %arg14 to ptr
  %55 = getelementptr float, ptr %54, i64 %row.iv
  %56 = load float, ptr %55, align 4
  %57 = fcmp ole float %56, 0x47EFFFFFE0000000
  %58 = fcmp oge float %56, 0x3EE4F8B580000000
  %59 = and i1 %58, %57
  %60 = xor i1 %59, true
  %61 = and i1 %49, %60
  %62 = load float, ptr %S, align 4
  %63 = fcmp olt float %62, 0x3810000000000000
  %64 = fmul float %62, 0x4180000000000000
  %65 = select i1 %63, float %64, float %62
  %66 = select i1 %63, i32 -25, i32 0
  %67 = bitcast float %65 to i32
  %68 = lshr i32 %67, 23
  %69 = sub i32 %68, 126
  %70 = add i32 %69, %66
  %71 = and i32 %67, 8388607
  %72 = or i32 %71, 1056964608
  %73 = bitcast i32 %72 to float
  %74 = fcmp olt float %73, 0x3FE6A09E60000000
  %75 = sub i32 %70, 1
  %76 = select i1 %74, i32 %75, i32 %70
  %77 = fadd float %73, %73
  %78 = select i1 %74, float %77, float %73
  %79 = fsub float %78, 1.000000e+00
  %80 = fmul float %79, %79
  %81 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %79, float 0xBFBD7A3700000000)
  %82 = call float @llvm.fma.f32(float %81, float %79, float 0x3FBDE4A340000000)
  %83 = call float @llvm.fma.f32(float %82, float %79, float 0xBFBFCBA9E0000000)
  %84 = call float @llvm.fma.f32(float %83, float %79, float 0x3FC23D37E0000000)
  %85 = call float @llvm.fma.f32(float %84, float %79, float 0xBFC555CA00000000)
  %86 = call float @llvm.fma.f32(float %85, float %79, float 0x3FC999D580000000)
  %87 = call float @llvm.fma.f32(float %86, float %79, float 0xBFCFFFFF80000000)
  %88 = call float @llvm.fma.f32(float %87, float %79, float 0x3FD5555540000000)
  %89 = fmul float %88, %79
  %90 = fmul float %89, %80
  %91 = sitofp i32 %76 to float
  %92 = call float @llvm.fma.f32(float %91, float 0xBF2BD01060000000, float %90)
  %93 = call float @llvm.fma.f32(float %80, float -5.000000e-01, float %92)
  %94 = fadd float %79, %93
  %95 = call float @llvm.fma.f32(float %91, float 0x3FE6300000000000, float %94)
  %96 = fcmp oeq float %62, 0.000000e+00
  %97 = select i1 %96, float 0xFFF0000000000000, float %95
  %98 = fcmp oeq float %62, 0x7FF0000000000000
  %99 = select i1 %98, float %62, float %97
  %100 = fcmp olt float %62, 0.000000e+00
  %101 = select i1 %100, float 0x7FF8000000000000, float %99
  %102 = fcmp uno float %62, %62
  %103 = select i1 %102, float %62, float %101
  %104 = fadd float %52, %103
  %105 = select i1 %61, float 0x7FF8000000000000, float %104
  %106 = fcmp uno float %105, %105
  %107 = select i1 %106, float 0x7FF8000000000000, float %105
  %108 = select i1 %49, float %107, float 0.000000e+00
  br i1 true, label %if.then12, label %if.end13

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %109 = icmp slt i64 %k.iv8, %arg6
  br i1 %109, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %110 = mul i64 %rank.iv4, %arg11
  %111 = add i64 %110, %row.iv
  %112 = mul i64 %111, %arg6
  %113 = add i64 %112, %k.iv8
  %114 = mul i64 %113, 3
  %115 = add i64 %114, 1
  %116 = getelementptr float, ptr %6, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = mul i64 %rank.iv4, %arg11
  %119 = add i64 %118, %row.iv
  %120 = mul i64 %119, %arg6
  %121 = add i64 %120, %k.iv8
  %122 = mul i64 %121, 3
  %123 = add i64 %122, 2
  %124 = getelementptr float, ptr %6, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = mul i64 %rank.iv4, %arg11
  %127 = add i64 %126, %row.iv
  %128 = mul i64 %127, %arg6
  %129 = add i64 %128, %k.iv8
  %130 = mul i64 %129, 3
  %131 = add i64 %130, 0
  %132 = getelementptr float, ptr %6, i64 %131
  %133 = load float, ptr %132, align 4
  %134 = fcmp oeq float %133, 0xFFF0000000000000
  %135 = fsub float %133, %30
  %136 = fcmp ogt float -8.800000e+01, %135
  %137 = select i1 %136, float -8.800000e+01, float %135
  %138 = call float @llvm.fma.f32(float %137, float 0x3FF7154760000000, float 0x4168000000000000)
  %139 = fsub float %138, 0x4168000000000000
  %140 = call float @llvm.fma.f32(float %139, float 0xBFE6300000000000, float %137)
  %141 = call float @llvm.fma.f32(float %139, float 0x3F2BD01060000000, float %140)
  %142 = fmul float %141, %141
  %143 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %141, float 0x3F8120BE20000000)
  %144 = call float @llvm.fma.f32(float %143, float %141, float 0x3FA5555180000000)
  %145 = call float @llvm.fma.f32(float %144, float %141, float 0x3FC5554DC0000000)
  %146 = call float @llvm.fma.f32(float %145, float %141, float 5.000000e-01)
  %147 = call float @llvm.fma.f32(float %142, float %146, float %141)
  %148 = bitcast float %138 to i32
  %149 = shl i32 %148, 23
  %150 = add i32 %149, 1065353216
  %151 = bitcast i32 %150 to float
  %152 = call float @llvm.fma.f32(float %147, float %151, float %151)
  %153 = select i1 %134, float 0.000000e+00, float %152
  %154 = call float @llvm.fma.f32(float %135, float %117, float %125)
  %155 = fcmp oeq float %153, 0.000000e+00
  %156 = or i1 %134, %155
  %157 = select i1 %156, float 0.000000e+00, float %154
  %158 = load float, ptr %S, align 4
  %159 = call float @llvm.fma.f32(float %117, float %153, float %158)
  store float %159, ptr %S, align 4
  %160 = load float, ptr %U, align 4
  %161 = call float @llvm.fma.f32(float %157, float %153, float %160)
  store float %161, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then12:                                        ; preds = %rank.exit3
  %162 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %162, align 8, !invariant.load !0
  %163 = inttoptr i64 %arg8 to ptr
  %164 = getelementptr float, ptr %163, i64 %row.iv
  store float %108, ptr %164, align 4
  %165 = load float, ptr %S, align 4
  %166 = load float, ptr %U, align 4
  %167 = fdiv float %166, %165
  %168 = fsub float %103, %167
  %169 = select i1 %61, float 0x7FF8000000000000, float %168
  %170 = fcmp uno float %169, %169
  %171 = select i1 %170, float 0x7FF8000000000000, float %169
  %172 = select i1 %49, float %171, float 0.000000e+00
  %173 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %173, align 8, !invariant.load !0
  %174 = inttoptr i64 %arg10 to ptr
  %175 = getelementptr float, ptr %174, i64 %row.iv
  store float %172, ptr %175, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %49, label %if.then14, label %if.end15

if.end13:                                         ; preds = %if.end19, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then14:                                        ; preds = %if.then12
  br i1 %51, label %valid.then, label %valid.else

if.end15:                                         ; preds = %valid.end, %if.then12
  br i1 %61, label %if.then18, label %if.end19

valid.then:                                       ; preds = %if.then14
  %176 = fsub float %28, %105
  store float %176, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then14
  store float 0x7FF8000000000000, ptr %logp, align 4
  %177 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %177, align 8, !invariant.load !0
  %178 = icmp ne i64 %arg13, 0
  br i1 %178, label %if.then16, label %if.end17

valid.end:                                        ; preds = %if.end17, %valid.then
  br label %if.end15

if.then16:                                        ; preds = %valid.else
  %179 = inttoptr i64 %arg13 to ptr
  %180 = add i64 %row.iv, 1
  store i64 %180, ptr %179, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %valid.else
  br label %valid.end

if.then18:                                        ; preds = %if.end15
  store float 0x7FF8000000000000, ptr %logp, align 4
  %181 = getelementptr inbounds i64, ptr %0, i64 13
  %arg1320 = load i64, ptr %181, align 8, !invariant.load !0
  %182 = icmp ne i64 %arg1320, 0
  br i1 %182, label %if.then21, label %if.end22

if.end19:                                         ; preds = %if.end22, %if.end15
  %183 = load float, ptr %logp, align 4
  %184 = fcmp uno float %183, %183
  %185 = select i1 %184, float 0x7FF8000000000000, float %183
  %186 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %186, align 8, !invariant.load !0
  %187 = inttoptr i64 %arg9 to ptr
  %188 = getelementptr float, ptr %187, i64 %row.iv
  store float %185, ptr %188, align 4
  br label %if.end13

if.then21:                                        ; preds = %if.then18
  %189 = inttoptr i64 %arg1320 to ptr
  %190 = sub i64 -1, %row.iv
  store i64 %190, ptr %189, align 4
  br label %if.end22

if.end22:                                         ; preds = %if.then21, %if.then18
  br label %if.end19
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
