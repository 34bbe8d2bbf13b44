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
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

rank.head:                                        ; preds = %k.exit, %item.body
  %rank.iv = phi i64 [ 0, %item.body ], [ %rank.next, %k.exit ]
  %10 = icmp slt i64 %rank.iv, %arg5
  br i1 %10, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %11 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %12 = icmp slt i64 %k.iv, %arg6
  br i1 %12, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %13 = mul i64 %rank.iv, %arg11
  %14 = add i64 %13, %row.iv
  %15 = mul i64 %14, %arg6
  %16 = add i64 %15, %k.iv
  %17 = mul i64 %16, 3
  %18 = add i64 %17, 0
  %19 = getelementptr float, ptr %6, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = load float, ptr %M, align 4
  %22 = fcmp ogt float %20, %21
  %23 = select i1 %22, float %20, float %21
  %24 = fcmp uno float %20, %20
  %25 = select i1 %24, float %20, float %23
  %26 = fcmp uno float %21, %21
  %27 = select i1 %26, float %21, float %25
  store float %27, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %28 = icmp slt i64 %rank.iv4, %arg5
  br i1 %28, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %29 = load float, ptr %M, align 4
  br i1 true, label %if.then, label %if.end

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %30 = icmp slt i64 %k.iv8, %arg6
  br i1 %30, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %31 = mul i64 %rank.iv4, %arg11
  %32 = add i64 %31, %row.iv
  %33 = mul i64 %32, %arg6
  %34 = add i64 %33, %k.iv8
  %35 = mul i64 %34, 3
  %36 = add i64 %35, 1
  %37 = getelementptr float, ptr %6, i64 %36
  %38 = load float, ptr %37, align 4
  %39 = mul i64 %rank.iv4, %arg11
  %40 = add i64 %39, %row.iv
  %41 = mul i64 %40, %arg6
  %42 = add i64 %41, %k.iv8
  %43 = mul i64 %42, 3
  %44 = add i64 %43, 2
  %45 = getelementptr float, ptr %6, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = mul i64 %rank.iv4, %arg11
  %48 = add i64 %47, %row.iv
  %49 = mul i64 %48, %arg6
  %50 = add i64 %49, %k.iv8
  %51 = mul i64 %50, 3
  %52 = add i64 %51, 0
  %53 = getelementptr float, ptr %6, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fcmp oeq float %54, 0xFFF0000000000000
  %56 = fsub float %54, %11
  %57 = fcmp ogt float -8.800000e+01, %56
  %58 = select i1 %57, float -8.800000e+01, float %56
  %59 = call float @llvm.fma.f32(float %58, float 0x3FF7154760000000, float 0x4168000000000000)
  %60 = fsub float %59, 0x4168000000000000
  %61 = call float @llvm.fma.f32(float %60, float 0xBFE6300000000000, float %58)
  %62 = call float @llvm.fma.f32(float %60, float 0x3F2BD01060000000, float %61)
  %63 = fmul float %62, %62
  %64 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %62, float 0x3F8120BE20000000)
  %65 = call float @llvm.fma.f32(float %64, float %62, float 0x3FA5555180000000)
  %66 = call float @llvm.fma.f32(float %65, float %62, float 0x3FC5554DC0000000)
  %67 = call float @llvm.fma.f32(float %66, float %62, float 5.000000e-01)
  %68 = call float @llvm.fma.f32(float %63, float %67, float %62)
  %69 = bitcast float %59 to i32
  %70 = shl i32 %69, 23
  %71 = add i32 %70, 1065353216
  %72 = bitcast i32 %71 to float
  %73 = call float @llvm.fma.f32(float %68, float %72, float %72)
  %74 = select i1 %55, float 0.000000e+00, float %73
  %75 = call float @llvm.fma.f32(float %56, float %38, float %46)
  %76 = fcmp oeq float %74, 0.000000e+00
  %77 = or i1 %55, %76
  %78 = select i1 %77, float 0.000000e+00, float %75
  %79 = load float, ptr %S, align 4
  %80 = call float @llvm.fma.f32(float %38, float %74, float %79)
  store float %80, ptr %S, align 4
  %81 = load float, ptr %U, align 4
  %82 = call float @llvm.fma.f32(float %78, float %74, float %81)
  store float %82, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
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
  %125 = fadd float %29, %124
  %126 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %126, align 8, !invariant.load !0
  %127 = inttoptr i64 %arg8 to ptr
  %128 = getelementptr float, ptr %127, i64 %row.iv
  %129 = fcmp uno float %125, %125
  %130 = select i1 %129, float 0x7FF8000000000000, float %125
  store float %130, ptr %128, align 4
  %131 = load float, ptr %S, align 4
  %132 = load float, ptr %U, align 4
  %133 = fdiv float %132, %131
  %134 = fsub float %124, %133
  %135 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %135, align 8, !invariant.load !0
  %136 = inttoptr i64 %arg10 to ptr
  %137 = getelementptr float, ptr %136, i64 %row.iv
  %138 = fcmp uno float %134, %134
  %139 = select i1 %138, float 0x7FF8000000000000, float %134
  store float %139, ptr %137, align 4
  store float 0.000000e+00, ptr %logp, align 4
  %140 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %140, align 8, !invariant.load !0
  %141 = inttoptr i64 %arg2 to ptr
  %142 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %142, align 8, !invariant.load !0
  %143 = inttoptr i64 %arg3 to ptr
  %144 = getelementptr i8, ptr %143, i64 %row.iv
  %145 = load i8, ptr %144, align 1
  %146 = icmp ne i8 %145, 0
  br i1 %146, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end12, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then11:                                        ; preds = %if.then
  %147 = getelementptr i32, ptr %141, i64 %row.iv
  %148 = load i32, ptr %147, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %150, align 8, !invariant.load !0
  %151 = icmp slt i64 %149, %arg12
  %152 = icmp sge i64 %149, 0
  %153 = and i1 %152, %151
  br i1 %153, label %valid.then, label %valid.else

if.end12:                                         ; preds = %valid.end, %if.then
  %154 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %154, align 8, !invariant.load !0
  %155 = inttoptr i64 %arg9 to ptr
  %156 = getelementptr float, ptr %155, i64 %row.iv
  %157 = load float, ptr %logp, align 4
  %158 = fcmp uno float %157, %157
  %159 = select i1 %158, float 0x7FF8000000000000, float %157
  store float %159, ptr %156, align 4
  br label %if.end

valid.then:                                       ; preds = %if.then11
  %160 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %160, align 8, !invariant.load !0
  %161 = sdiv i64 %149, %arg7
  %162 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %162, align 8, !invariant.load !0
  %163 = inttoptr i64 %arg1 to ptr
  %164 = mul i64 %161, %arg11
  %165 = add i64 %164, %row.iv
  %166 = getelementptr float, ptr %163, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fsub float %167, %125
  store float %168, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then11
  store float 0x7FF8000000000000, ptr %logp, align 4
  %169 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %169, align 8, !invariant.load !0
  %170 = icmp ne i64 %arg13, 0
  br i1 %170, label %if.then13, label %if.end14

valid.end:                                        ; preds = %if.end14, %valid.then
  br label %if.end12

if.then13:                                        ; preds = %valid.else
  %171 = inttoptr i64 %arg13 to ptr
  %172 = add i64 %row.iv, 1
  store i64 %172, ptr %171, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
