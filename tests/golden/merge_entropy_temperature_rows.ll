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
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end ]
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
  %13 = load i64, ptr %12, align 4
  %14 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %14, align 8, !invariant.load !0
  %15 = icmp ne i64 %13, %arg4
  %16 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = icmp slt i64 %13, %arg12
  %18 = icmp sge i64 %13, 0
  %19 = and i1 %18, %17
  %20 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %20, align 8, !invariant.load !0
  %21 = select i1 %19, i64 %13, i64 0
  %22 = sdiv i64 %21, %arg7
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

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

rank.head:                                        ; preds = %k.exit, %item.body
  %rank.iv = phi i64 [ 0, %item.body ], [ %rank.next, %k.exit ]
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
  %48 = load float, ptr %M, align 4
  br i1 true, label %if.then, label %if.end

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %49 = icmp slt i64 %k.iv8, %arg6
  br i1 %49, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %50 = mul i64 %rank.iv4, %arg11
  %51 = add i64 %50, %row.iv
  %52 = mul i64 %51, %arg6
  %53 = add i64 %52, %k.iv8
  %54 = mul i64 %53, 3
  %55 = add i64 %54, 1
  %56 = getelementptr float, ptr %6, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = mul i64 %rank.iv4, %arg11
  %59 = add i64 %58, %row.iv
  %60 = mul i64 %59, %arg6
  %61 = add i64 %60, %k.iv8
  %62 = mul i64 %61, 3
  %63 = add i64 %62, 2
  %64 = getelementptr float, ptr %6, i64 %63
  %65 = load float, ptr %64, align 4
  %66 = mul i64 %rank.iv4, %arg11
  %67 = add i64 %66, %row.iv
  %68 = mul i64 %67, %arg6
  %69 = add i64 %68, %k.iv8
  %70 = mul i64 %69, 3
  %71 = add i64 %70, 0
  %72 = getelementptr float, ptr %6, i64 %71
  %73 = load float, ptr %72, align 4
  %74 = fcmp oeq float %73, 0xFFF0000000000000
  %75 = fsub float %73, %30
  %76 = fcmp ogt float -8.800000e+01, %75
  %77 = select i1 %76, float -8.800000e+01, float %75
  %78 = call float @llvm.fma.f32(float %77, float 0x3FF7154760000000, float 0x4168000000000000)
  %79 = fsub float %78, 0x4168000000000000
  %80 = call float @llvm.fma.f32(float %79, float 0xBFE6300000000000, float %77)
  %81 = call float @llvm.fma.f32(float %79, float 0x3F2BD01060000000, float %80)
  %82 = fmul float %81, %81
  %83 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %81, float 0x3F8120BE20000000)
  %84 = call float @llvm.fma.f32(float %83, float %81, float 0x3FA5555180000000)
  %85 = call float @llvm.fma.f32(float %84, float %81, float 0x3FC5554DC0000000)
  %86 = call float @llvm.fma.f32(float %85, float %81, float 5.000000e-01)
  %87 = call float @llvm.fma.f32(float %82, float %86, float %81)
  %88 = bitcast float %78 to i32
  %89 = shl i32 %88, 23
  %90 = add i32 %89, 1065353216
  %91 = bitcast i32 %90 to float
  %92 = call float @llvm.fma.f32(float %87, float %91, float %91)
  %93 = select i1 %74, float 0.000000e+00, float %92
  %94 = call float @llvm.fma.f32(float %75, float %57, float %65)
  %95 = fcmp oeq float %93, 0.000000e+00
  %96 = or i1 %74, %95
  %97 = select i1 %96, float 0.000000e+00, float %94
  %98 = load float, ptr %S, align 4
  %99 = call float @llvm.fma.f32(float %57, float %93, float %98)
  store float %99, ptr %S, align 4
  %100 = load float, ptr %U, align 4
  %101 = call float @llvm.fma.f32(float %97, float %93, float %100)
  store float %101, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
  %102 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %102, align 8, !invariant.load !0
  %103 = inttoptr i64 %arg14 to ptr
  %104 = getelementptr float, ptr %103, i64 %row.iv
  %105 = load float, ptr %104, align 4
  %106 = fcmp ole float %105, 0x47EFFFFFE0000000
  %107 = fcmp oge float %105, 0x3EE4F8B580000000
  %108 = and i1 %107, %106
  %109 = xor i1 %108, true
  %110 = and i1 %15, %109
  %111 = load float, ptr %S, align 4
  %112 = fcmp olt float %111, 0x3810000000000000
  %113 = fmul float %111, 0x4180000000000000
  %114 = select i1 %112, float %113, float %111
  %115 = select i1 %112, i32 -25, i32 0
  %116 = bitcast float %114 to i32
  %117 = lshr i32 %116, 23
  %118 = sub i32 %117, 126
  %119 = add i32 %118, %115
  %120 = and i32 %116, 8388607
  %121 = or i32 %120, 1056964608
  %122 = bitcast i32 %121 to float
  %123 = fcmp olt float %122, 0x3FE6A09E60000000
  %124 = sub i32 %119, 1
  %125 = select i1 %123, i32 %124, i32 %119
  %126 = fadd float %122, %122
  %127 = select i1 %123, float %126, float %122
  %128 = fsub float %127, 1.000000e+00
  %129 = fmul float %128, %128
  %130 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %128, float 0xBFBD7A3700000000)
  %131 = call float @llvm.fma.f32(float %130, float %128, float 0x3FBDE4A340000000)
  %132 = call float @llvm.fma.f32(float %131, float %128, float 0xBFBFCBA9E0000000)
  %133 = call float @llvm.fma.f32(float %132, float %128, float 0x3FC23D37E0000000)
  %134 = call float @llvm.fma.f32(float %133, float %128, float 0xBFC555CA00000000)
  %135 = call float @llvm.fma.f32(float %134, float %128, float 0x3FC999D580000000)
  %136 = call float @llvm.fma.f32(float %135, float %128, float 0xBFCFFFFF80000000)
  %137 = call float @llvm.fma.f32(float %136, float %128, float 0x3FD5555540000000)
  %138 = fmul float %137, %128
  %139 = fmul float %138, %129
  %140 = sitofp i32 %125 to float
  %141 = call float @llvm.fma.f32(float %140, float 0xBF2BD01060000000, float %139)
  %142 = call float @llvm.fma.f32(float %129, float -5.000000e-01, float %141)
  %143 = fadd float %128, %142
  %144 = call float @llvm.fma.f32(float %140, float 0x3FE6300000000000, float %143)
  %145 = fcmp oeq float %111, 0.000000e+00
  %146 = select i1 %145, float 0xFFF0000000000000, float %144
  %147 = fcmp oeq float %111, 0x7FF0000000000000
  %148 = select i1 %147, float %111, float %146
  %149 = fcmp olt float %111, 0.000000e+00
  %150 = select i1 %149, float 0x7FF8000000000000, float %148
  %151 = fcmp uno float %111, %111
  %152 = select i1 %151, float %111, float %150
  %153 = fadd float %48, %152
  %154 = select i1 %110, float 0x7FF8000000000000, float %153
  %155 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %155, align 8, !invariant.load !0
  %156 = inttoptr i64 %arg8 to ptr
  %157 = getelementptr float, ptr %156, i64 %row.iv
  %158 = fcmp uno float %154, %154
  %159 = select i1 %158, float 0x7FF8000000000000, float %154
  %160 = select i1 %15, float %159, float 0.000000e+00
  store float %160, ptr %157, align 4
  %161 = load float, ptr %S, align 4
  %162 = load float, ptr %U, align 4
  %163 = fdiv float %162, %161
  %164 = fsub float %152, %163
  %165 = select i1 %110, float 0x7FF8000000000000, float %164
  %166 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %166, align 8, !invariant.load !0
  %167 = inttoptr i64 %arg10 to ptr
  %168 = getelementptr float, ptr %167, i64 %row.iv
  %169 = fcmp uno float %165, %165
  %170 = select i1 %169, float 0x7FF8000000000000, float %165
  %171 = select i1 %15, float %170, float 0.000000e+00
  store float %171, ptr %168, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %15, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end16, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then11:                                        ; preds = %if.then
  br i1 %19, label %valid.then, label %valid.else

if.end12:                                         ; preds = %valid.end, %if.then
  br i1 %110, label %if.then15, label %if.end16

valid.then:                                       ; preds = %if.then11
  %172 = fsub float %28, %154
  store float %172, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then11
  store float 0x7FF8000000000000, ptr %logp, align 4
  %173 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %173, align 8, !invariant.load !0
  %174 = icmp ne i64 %arg13, 0
  br i1 %174, label %if.then13, label %if.end14

valid.end:                                        ; preds = %if.end14, %valid.then
  br label %if.end12

if.then13:                                        ; preds = %valid.else
  %175 = inttoptr i64 %arg13 to ptr
  %176 = add i64 %row.iv, 1
  store i64 %176, ptr %175, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %valid.else
  br label %valid.end

if.then15:                                        ; preds = %if.end12
  store float 0x7FF8000000000000, ptr %logp, align 4
  %177 = getelementptr inbounds i64, ptr %0, i64 13
  %arg1317 = load i64, ptr %177, align 8, !invariant.load !0
  %178 = icmp ne i64 %arg1317, 0
  br i1 %178, label %if.then18, label %if.end19

if.end16:                                         ; preds = %if.end19, %if.end12
  %179 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %179, align 8, !invariant.load !0
  %180 = inttoptr i64 %arg9 to ptr
  %181 = getelementptr float, ptr %180, i64 %row.iv
  %182 = load float, ptr %logp, align 4
  %183 = fcmp uno float %182, %182
  %184 = select i1 %183, float 0x7FF8000000000000, float %182
  store float %184, ptr %181, align 4
  br label %if.end

if.then18:                                        ; preds = %if.then15
  %185 = inttoptr i64 %arg1317 to ptr
  %186 = sub i64 -1, %row.iv
  store i64 %186, ptr %185, align 4
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %if.then15
  br label %if.end16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
