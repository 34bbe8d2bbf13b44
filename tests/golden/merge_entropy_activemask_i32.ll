; golden IR for tests/golden_test.cpp (fixed-order merge with entropy, mask, int32 targets)
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
  %12 = getelementptr i32, ptr %11, i64 %row.iv
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %15, align 8, !invariant.load !0
  %16 = inttoptr i64 %arg3 to ptr
  %17 = getelementptr i8, ptr %16, i64 %row.iv
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  %20 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %20, align 8, !invariant.load !0
  %21 = icmp slt i64 %14, %arg12
  %22 = icmp sge i64 %14, 0
  %23 = and i1 %22, %21
  %24 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %24, align 8, !invariant.load !0
  %25 = select i1 %23, i64 %14, i64 0
  %26 = sdiv i64 %25, %arg7
  %27 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %27, align 8, !invariant.load !0
  %28 = inttoptr i64 %arg1 to ptr
  %29 = mul i64 %26, %arg11
  %30 = add i64 %29, %row.iv
  %31 = getelementptr float, ptr %28, i64 %30
  %32 = load float, ptr %31, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

rank.head:                                        ; preds = %k.exit, %item.body
  %rank.iv = phi i64 [ 0, %item.body ], [ %rank.next, %k.exit ]
  %33 = icmp slt i64 %rank.iv, %arg5
  br i1 %33, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %34 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %35 = icmp slt i64 %k.iv, %arg6
  br i1 %35, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %36 = mul i64 %rank.iv, %arg11
  %37 = add i64 %36, %row.iv
  %38 = mul i64 %37, %arg6
  %39 = add i64 %38, %k.iv
  %40 = mul i64 %39, 3
  %41 = add i64 %40, 0
  %42 = getelementptr float, ptr %6, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = load float, ptr %M, align 4
  %45 = fcmp ogt float %43, %44
  %46 = select i1 %45, float %43, float %44
  %47 = fcmp uno float %43, %43
  %48 = select i1 %47, float %43, float %46
  %49 = fcmp uno float %44, %44
  %50 = select i1 %49, float %44, float %48
  store float %50, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %51 = icmp slt i64 %rank.iv4, %arg5
  br i1 %51, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %52 = load float, ptr %M, align 4
  br i1 true, label %if.then, label %if.end

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %53 = icmp slt i64 %k.iv8, %arg6
  br i1 %53, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %54 = mul i64 %rank.iv4, %arg11
  %55 = add i64 %54, %row.iv
  %56 = mul i64 %55, %arg6
  %57 = add i64 %56, %k.iv8
  %58 = mul i64 %57, 3
  %59 = add i64 %58, 1
  %60 = getelementptr float, ptr %6, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = mul i64 %rank.iv4, %arg11
  %63 = add i64 %62, %row.iv
  %64 = mul i64 %63, %arg6
  %65 = add i64 %64, %k.iv8
  %66 = mul i64 %65, 3
  %67 = add i64 %66, 2
  %68 = getelementptr float, ptr %6, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = mul i64 %rank.iv4, %arg11
  %71 = add i64 %70, %row.iv
  %72 = mul i64 %71, %arg6
  %73 = add i64 %72, %k.iv8
  %74 = mul i64 %73, 3
  %75 = add i64 %74, 0
  %76 = getelementptr float, ptr %6, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fcmp oeq float %77, 0xFFF0000000000000
  %79 = fsub float %77, %34
  %80 = fcmp ogt float -8.800000e+01, %79
  %81 = select i1 %80, float -8.800000e+01, float %79
  %82 = call float @llvm.fma.f32(float %81, float 0x3FF7154760000000, float 0x4168000000000000)
  %83 = fsub float %82, 0x4168000000000000
  %84 = call float @llvm.fma.f32(float %83, float 0xBFE6300000000000, float %81)
  %85 = call float @llvm.fma.f32(float %83, float 0x3F2BD01060000000, float %84)
  %86 = fmul float %85, %85
  %87 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %85, float 0x3F8120BE20000000)
  %88 = call float @llvm.fma.f32(float %87, float %85, float 0x3FA5555180000000)
  %89 = call float @llvm.fma.f32(float %88, float %85, float 0x3FC5554DC0000000)
  %90 = call float @llvm.fma.f32(float %89, float %85, float 5.000000e-01)
  %91 = call float @llvm.fma.f32(float %86, float %90, float %85)
  %92 = bitcast float %82 to i32
  %93 = shl i32 %92, 23
  %94 = add i32 %93, 1065353216
  %95 = bitcast i32 %94 to float
  %96 = call float @llvm.fma.f32(float %91, float %95, float %95)
  %97 = select i1 %78, float 0.000000e+00, float %96
  %98 = call float @llvm.fma.f32(float %79, float %61, float %69)
  %99 = fcmp oeq float %97, 0.000000e+00
  %100 = or i1 %78, %99
  %101 = select i1 %100, float 0.000000e+00, float %98
  %102 = load float, ptr %S, align 4
  %103 = call float @llvm.fma.f32(float %61, float %97, float %102)
  store float %103, ptr %S, align 4
  %104 = load float, ptr %U, align 4
  %105 = call float @llvm.fma.f32(float %101, float %97, float %104)
  store float %105, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
  %106 = load float, ptr %S, align 4
  %107 = fcmp olt float %106, 0x3810000000000000
  %108 = fmul float %106, 0x4180000000000000
  %109 = select i1 %107, float %108, float %106
  %110 = select i1 %107, i32 -25, i32 0
  %111 = bitcast float %109 to i32
  %112 = lshr i32 %111, 23
  %113 = sub i32 %112, 126
  %114 = add i32 %113, %110
  %115 = and i32 %111, 8388607
  %116 = or i32 %115, 1056964608
  %117 = bitcast i32 %116 to float
  %118 = fcmp olt float %117, 0x3FE6A09E60000000
  %119 = sub i32 %114, 1
  %120 = select i1 %118, i32 %119, i32 %114
  %121 = fadd float %117, %117
  %122 = select i1 %118, float %121, float %117
  %123 = fsub float %122, 1.000000e+00
  %124 = fmul float %123, %123
  %125 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %123, float 0xBFBD7A3700000000)
  %126 = call float @llvm.fma.f32(float %125, float %123, float 0x3FBDE4A340000000)
  %127 = call float @llvm.fma.f32(float %126, float %123, float 0xBFBFCBA9E0000000)
  %128 = call float @llvm.fma.f32(float %127, float %123, float 0x3FC23D37E0000000)
  %129 = call float @llvm.fma.f32(float %128, float %123, float 0xBFC555CA00000000)
  %130 = call float @llvm.fma.f32(float %129, float %123, float 0x3FC999D580000000)
  %131 = call float @llvm.fma.f32(float %130, float %123, float 0xBFCFFFFF80000000)
  %132 = call float @llvm.fma.f32(float %131, float %123, float 0x3FD5555540000000)
  %133 = fmul float %132, %123
  %134 = fmul float %133, %124
  %135 = sitofp i32 %120 to float
  %136 = call float @llvm.fma.f32(float %135, float 0xBF2BD01060000000, float %134)
  %137 = call float @llvm.fma.f32(float %124, float -5.000000e-01, float %136)
  %138 = fadd float %123, %137
  %139 = call float @llvm.fma.f32(float %135, float 0x3FE6300000000000, float %138)
  %140 = fcmp oeq float %106, 0.000000e+00
  %141 = select i1 %140, float 0xFFF0000000000000, float %139
  %142 = fcmp oeq float %106, 0x7FF0000000000000
  %143 = select i1 %142, float %106, float %141
  %144 = fcmp olt float %106, 0.000000e+00
  %145 = select i1 %144, float 0x7FF8000000000000, float %143
  %146 = fcmp uno float %106, %106
  %147 = select i1 %146, float %106, float %145
  %148 = fadd float %52, %147
  %149 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %149, align 8, !invariant.load !0
  %150 = inttoptr i64 %arg8 to ptr
  %151 = getelementptr float, ptr %150, i64 %row.iv
  %152 = fcmp uno float %148, %148
  %153 = select i1 %152, float 0x7FF8000000000000, float %148
  store float %153, ptr %151, align 4
  %154 = load float, ptr %S, align 4
  %155 = load float, ptr %U, align 4
  %156 = fdiv float %155, %154
  %157 = fsub float %147, %156
  %158 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %158, align 8, !invariant.load !0
  %159 = inttoptr i64 %arg10 to ptr
  %160 = getelementptr float, ptr %159, i64 %row.iv
  %161 = fcmp uno float %157, %157
  %162 = select i1 %161, float 0x7FF8000000000000, float %157
  store float %162, ptr %160, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %19, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end12, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then11:                                        ; preds = %if.then
  br i1 %23, label %valid.then, label %valid.else

if.end12:                                         ; preds = %valid.end, %if.then
  %163 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %163, align 8, !invariant.load !0
  %164 = inttoptr i64 %arg9 to ptr
  %165 = getelementptr float, ptr %164, i64 %row.iv
  %166 = load float, ptr %logp, align 4
  %167 = fcmp uno float %166, %166
  %168 = select i1 %167, float 0x7FF8000000000000, float %166
  store float %168, ptr %165, align 4
  br label %if.end

valid.then:                                       ; preds = %if.then11
  %169 = fsub float %32, %148
  store float %169, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then11
  store float 0x7FF8000000000000, ptr %logp, align 4
  %170 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %170, align 8, !invariant.load !0
  %171 = icmp ne i64 %arg13, 0
  br i1 %171, label %if.then13, label %if.end14

valid.end:                                        ; preds = %if.end14, %valid.then
  br label %if.end12

if.then13:                                        ; preds = %valid.else
  %172 = inttoptr i64 %arg13 to ptr
  %173 = add i64 %row.iv, 1
  store i64 %173, ptr %172, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
