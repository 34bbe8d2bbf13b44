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

item.head:                                        ; preds = %if.end12, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end12 ]
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
  %21 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %21, align 8, !invariant.load !0
  %22 = icmp slt i64 %20, %arg12
  %23 = icmp sge i64 %20, 0
  %24 = and i1 %23, %22
  %25 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = select i1 %24, i64 %20, i64 0
  %27 = sdiv i64 %26, %arg7
  %28 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = inttoptr i64 %arg1 to ptr
  %30 = mul i64 %27, %arg11
  %31 = add i64 %30, %row.iv
  %32 = getelementptr float, ptr %29, i64 %31
  %33 = load float, ptr %32, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

rank.head:                                        ; preds = %k.exit, %if.end
  %rank.iv = phi i64 [ 0, %if.end ], [ %rank.next, %k.exit ]
  %34 = icmp slt i64 %rank.iv, %arg5
  br i1 %34, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %35 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %36 = icmp slt i64 %k.iv, %arg6
  br i1 %36, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %37 = mul i64 %rank.iv, %arg11
  %38 = add i64 %37, %row.iv
  %39 = mul i64 %38, %arg6
  %40 = add i64 %39, %k.iv
  %41 = mul i64 %40, 3
  %42 = add i64 %41, 0
  %43 = getelementptr float, ptr %6, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = load float, ptr %M, align 4
  %46 = fcmp ogt float %44, %45
  %47 = select i1 %46, float %44, float %45
  %48 = fcmp uno float %44, %44
  %49 = select i1 %48, float %44, float %47
  %50 = fcmp uno float %45, %45
  %51 = select i1 %50, float %45, float %49
  store float %51, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %52 = icmp slt i64 %rank.iv4, %arg5
  br i1 %52, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %53 = load float, ptr %M, align 4
  %54 = load float, ptr %S, align 4
  %55 = fcmp olt float %54, 0x3810000000000000
  %56 = fmul float %54, 0x4180000000000000
  %57 = select i1 %55, float %56, float %54
  %58 = select i1 %55, i32 -25, i32 0
  %59 = bitcast float %57 to i32
  %60 = lshr i32 %59, 23
  %61 = sub i32 %60, 126
  %62 = add i32 %61, %58
  %63 = and i32 %59, 8388607
  %64 = or i32 %63, 1056964608
  %65 = bitcast i32 %64 to float
  %66 = fcmp olt float %65, 0x3FE6A09E60000000
  %67 = sub i32 %62, 1
  %68 = select i1 %66, i32 %67, i32 %62
  %69 = fadd float %65, %65
  %70 = select i1 %66, float %69, float %65
  %71 = fsub float %70, 1.000000e+00
  %72 = fmul float %71, %71
  %73 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %71, float 0xBFBD7A3700000000)
  %74 = call float @llvm.fma.f32(float %73, float %71, float 0x3FBDE4A340000000)
  %75 = call float @llvm.fma.f32(float %74, float %71, float 0xBFBFCBA9E0000000)
  %76 = call float @llvm.fma.f32(float %75, float %71, float 0x3FC23D37E0000000)
  %77 = call float @llvm.fma.f32(float %76, float %71, float 0xBFC555CA00000000)
  %78 = call float @llvm.fma.f32(float %77, float %71, float 0x3FC999D580000000)
  %79 = call float @llvm.fma.f32(float %78, float %71, float 0xBFCFFFFF80000000)
  %80 = call float @llvm.fma.f32(float %79, float %71, float 0x3FD5555540000000)
  %81 = fmul float %80, %71
  %82 = fmul float %81, %72
  %83 = sitofp i32 %68 to float
  %84 = call float @llvm.fma.f32(float %83, float 0xBF2BD01060000000, float %82)
  %85 = call float @llvm.fma.f32(float %72, float -5.000000e-01, float %84)
  %86 = fadd float %71, %85
  %87 = call float @llvm.fma.f32(float %83, float 0x3FE6300000000000, float %86)
  %88 = fcmp oeq float %54, 0.000000e+00
  %89 = select i1 %88, float 0xFFF0000000000000, float %87
  %90 = fcmp oeq float %54, 0x7FF0000000000000
  %91 = select i1 %90, float %54, float %89
  %92 = fcmp olt float %54, 0.000000e+00
  %93 = select i1 %92, float 0x7FF8000000000000, float %91
  %94 = fcmp uno float %54, %54
  %95 = select i1 %94, float %54, float %93
  %96 = fadd float %53, %95
  %97 = fcmp uno float %96, %96
  %98 = select i1 %97, float 0x7FF8000000000000, float %96
  %99 = select i1 %16, float %98, float 0.000000e+00
  br i1 true, label %if.then11, label %if.end12

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %100 = icmp slt i64 %k.iv8, %arg6
  br i1 %100, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %101 = mul i64 %rank.iv4, %arg11
  %102 = add i64 %101, %row.iv
  %103 = mul i64 %102, %arg6
  %104 = add i64 %103, %k.iv8
  %105 = mul i64 %104, 3
  %106 = add i64 %105, 1
  %107 = getelementptr float, ptr %6, i64 %106
  %108 = load float, ptr %107, align 4
  %109 = mul i64 %rank.iv4, %arg11
  %110 = add i64 %109, %row.iv
  %111 = mul i64 %110, %arg6
  %112 = add i64 %111, %k.iv8
  %113 = mul i64 %112, 3
  %114 = add i64 %113, 2
  %115 = getelementptr float, ptr %6, i64 %114
  %116 = load float, ptr %115, align 4
  %117 = mul i64 %rank.iv4, %arg11
  %118 = add i64 %117, %row.iv
  %119 = mul i64 %118, %arg6
  %120 = add i64 %119, %k.iv8
  %121 = mul i64 %120, 3
  %122 = add i64 %121, 0
  %123 = getelementptr float, ptr %6, i64 %122
  %124 = load float, ptr %123, align 4
  %125 = fcmp oeq float %124, 0xFFF0000000000000
  %126 = fsub float %124, %35
  %127 = fcmp ogt float -8.800000e+01, %126
  %128 = select i1 %127, float -8.800000e+01, float %126
  %129 = call float @llvm.fma.f32(float %128, float 0x3FF7154760000000, float 0x4168000000000000)
  %130 = fsub float %129, 0x4168000000000000
  %131 = call float @llvm.fma.f32(float %130, float 0xBFE6300000000000, float %128)
  %132 = call float @llvm.fma.f32(float %130, float 0x3F2BD01060000000, float %131)
  %133 = fmul float %132, %132
  %134 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %132, float 0x3F8120BE20000000)
  %135 = call float @llvm.fma.f32(float %134, float %132, float 0x3FA5555180000000)
  %136 = call float @llvm.fma.f32(float %135, float %132, float 0x3FC5554DC0000000)
  %137 = call float @llvm.fma.f32(float %136, float %132, float 5.000000e-01)
  %138 = call float @llvm.fma.f32(float %133, float %137, float %132)
  %139 = bitcast float %129 to i32
  %140 = shl i32 %139, 23
  %141 = add i32 %140, 1065353216
  %142 = bitcast i32 %141 to float
  %143 = call float @llvm.fma.f32(float %138, float %142, float %142)
  %144 = select i1 %125, float 0.000000e+00, float %143
  %145 = call float @llvm.fma.f32(float %126, float %108, float %116)
  %146 = fcmp oeq float %144, 0.000000e+00
  %147 = or i1 %125, %146
  %148 = select i1 %147, float 0.000000e+00, float %145
  %149 = load float, ptr %S, align 4
  %150 = call float @llvm.fma.f32(float %108, float %144, float %149)
  store float %150, ptr %S, align 4
  %151 = load float, ptr %U, align 4
  %152 = call float @llvm.fma.f32(float %148, float %144, float %151)
  store float %152, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then11:                                        ; preds = %rank.exit3
  %153 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %153, align 8, !invariant.load !0
  %154 = inttoptr i64 %arg8 to ptr
  %155 = getelementptr float, ptr %154, i64 %row.iv
  store float %99, ptr %155, align 4
  %156 = load float, ptr %S, align 4
  %157 = load float, ptr %U, align 4
  %158 = fdiv float %157, %156
  %159 = fsub float %95, %158
  %160 = fcmp uno float %159, %159
  %161 = select i1 %160, float 0x7FF8000000000000, float %159
  %162 = select i1 %16, float %161, float 0.000000e+00
  %163 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %163, align 8, !invariant.load !0
  %164 = inttoptr i64 %arg10 to ptr
  %165 = getelementptr float, ptr %164, i64 %row.iv
  store float %162, ptr %165, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %16, label %if.then13, label %if.end14

if.end12:                                         ; preds = %if.end14, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then13:                                        ; preds = %if.then11
  br i1 %24, label %valid.then, label %valid.else

if.end14:                                         ; preds = %valid.end, %if.then11
  %166 = load float, ptr %logp, align 4
  %167 = fcmp uno float %166, %166
  %168 = select i1 %167, float 0x7FF8000000000000, float %166
  %169 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %169, align 8, !invariant.load !0
  %170 = inttoptr i64 %arg9 to ptr
  %171 = getelementptr float, ptr %170, i64 %row.iv
  store float %168, ptr %171, align 4
  br label %if.end12

valid.then:                                       ; preds = %if.then13
  %172 = fsub float %33, %96
  store float %172, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then13
  store float 0x7FF8000000000000, ptr %logp, align 4
  %173 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %173, align 8, !invariant.load !0
  %174 = icmp ne i64 %arg13, 0
  br i1 %174, label %if.then15, label %if.end16

valid.end:                                        ; preds = %if.end16, %valid.then
  br label %if.end14

if.then15:                                        ; preds = %valid.else
  %175 = inttoptr i64 %arg13 to ptr
  %176 = add i64 %row.iv, 1
  store i64 %176, ptr %175, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
