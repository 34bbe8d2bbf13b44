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
  %28 = sdiv i64 %27, %arg7
  store i64 %28, ptr %owner, align 4
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.end
  %29 = load i64, ptr %owner, align 4
  %30 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %30, align 8, !invariant.load !0
  %31 = inttoptr i64 %arg1 to ptr
  %32 = mul i64 %29, %arg11
  %33 = add i64 %32, %row.iv
  %34 = getelementptr float, ptr %31, i64 %33
  %35 = load float, ptr %34, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

rank.head:                                        ; preds = %k.exit, %if.end2
  %rank.iv = phi i64 [ 0, %if.end2 ], [ %rank.next, %k.exit ]
  %36 = icmp slt i64 %rank.iv, %arg5
  br i1 %36, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %37 = load float, ptr %M, align 4
  br label %rank.head3

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %38 = icmp slt i64 %k.iv, %arg6
  br i1 %38, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %39 = mul i64 %rank.iv, %arg11
  %40 = add i64 %39, %row.iv
  %41 = mul i64 %40, %arg6
  %42 = add i64 %41, %k.iv
  %43 = mul i64 %42, 3
  %44 = add i64 %43, 0
  %45 = getelementptr float, ptr %6, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = load float, ptr %M, align 4
  %48 = fcmp ogt float %46, %47
  %49 = select i1 %48, float %46, float %47
  %50 = fcmp uno float %46, %46
  %51 = select i1 %50, float %46, float %49
  %52 = fcmp uno float %47, %47
  %53 = select i1 %52, float %47, float %51
  store float %53, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head3:                                       ; preds = %k.exit9, %rank.exit
  %rank.iv6 = phi i64 [ 0, %rank.exit ], [ %rank.next12, %k.exit9 ]
  %54 = icmp slt i64 %rank.iv6, %arg5
  br i1 %54, label %rank.body4, label %rank.exit5

rank.body4:                                       ; preds = %rank.head3
  br label %k.head7

rank.exit5:                                       ; preds = %rank.head3
  %55 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1213 = load i64, ptr %55, align 8, !invariant.load !0
  %56 = icmp ult i64 %20, %arg1213
  %57 = load float, ptr %M, align 4
  %58 = load float, ptr %S, align 4
  %59 = fcmp olt float %58, 0x3810000000000000
  %60 = fmul float %58, 0x4180000000000000
  %61 = select i1 %59, float %60, float %58
  %62 = select i1 %59, i32 -25, i32 0
  %63 = bitcast float %61 to i32
  %64 = lshr i32 %63, 23
  %65 = sub i32 %64, 126
  %66 = add i32 %65, %62
  %67 = and i32 %63, 8388607
  %68 = or i32 %67, 1056964608
  %69 = bitcast i32 %68 to float
  %70 = fcmp olt float %69, 0x3FE6A09E60000000
  %71 = sub i32 %66, 1
  %72 = select i1 %70, i32 %71, i32 %66
  %73 = fadd float %69, %69
  %74 = select i1 %70, float %73, float %69
  %75 = fsub float %74, 1.000000e+00
  %76 = fmul float %75, %75
  %77 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %75, float 0xBFBD7A3700000000)
  %78 = call float @llvm.fma.f32(float %77, float %75, float 0x3FBDE4A340000000)
  %79 = call float @llvm.fma.f32(float %78, float %75, float 0xBFBFCBA9E0000000)
  %80 = call float @llvm.fma.f32(float %79, float %75, float 0x3FC23D37E0000000)
  %81 = call float @llvm.fma.f32(float %80, float %75, float 0xBFC555CA00000000)
  %82 = call float @llvm.fma.f32(float %81, float %75, float 0x3FC999D580000000)
  %83 = call float @llvm.fma.f32(float %82, float %75, float 0xBFCFFFFF80000000)
  %84 = call float @llvm.fma.f32(float %83, float %75, float 0x3FD5555540000000)
  %85 = fmul float %84, %75
  %86 = fmul float %85, %76
  %87 = sitofp i32 %72 to float
  %88 = call float @llvm.fma.f32(float %87, float 0xBF2BD01060000000, float %86)
  %89 = call float @llvm.fma.f32(float %76, float -5.000000e-01, float %88)
  %90 = fadd float %75, %89
  %91 = call float @llvm.fma.f32(float %87, float 0x3FE6300000000000, float %90)
  %92 = fcmp oeq float %58, 0.000000e+00
  %93 = select i1 %92, float 0xFFF0000000000000, float %91
  %94 = fcmp oeq float %58, 0x7FF0000000000000
  %95 = select i1 %94, float %58, float %93
  %96 = fcmp olt float %58, 0.000000e+00
  %97 = select i1 %96, float 0x7FF8000000000000, float %95
  %98 = fcmp uno float %58, %58
  %99 = select i1 %98, float %58, float %97
  %100 = fadd float %57, %99
  %101 = fcmp uno float %100, %100
  %102 = select i1 %101, float 0x7FF8000000000000, float %100
  %103 = select i1 %16, float %102, float 0.000000e+00
  br i1 true, label %if.then14, label %if.end15

k.head7:                                          ; preds = %k.body8, %rank.body4
  %k.iv10 = phi i64 [ 0, %rank.body4 ], [ %k.next11, %k.body8 ]
  %104 = icmp slt i64 %k.iv10, %arg6
  br i1 %104, label %k.body8, label %k.exit9

k.body8:                                          ; preds = %k.head7
  %105 = mul i64 %rank.iv6, %arg11
  %106 = add i64 %105, %row.iv
  %107 = mul i64 %106, %arg6
  %108 = add i64 %107, %k.iv10
  %109 = mul i64 %108, 3
  %110 = add i64 %109, 1
  %111 = getelementptr float, ptr %6, i64 %110
  %112 = load float, ptr %111, align 4
  %113 = mul i64 %rank.iv6, %arg11
  %114 = add i64 %113, %row.iv
  %115 = mul i64 %114, %arg6
  %116 = add i64 %115, %k.iv10
  %117 = mul i64 %116, 3
  %118 = add i64 %117, 2
  %119 = getelementptr float, ptr %6, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = mul i64 %rank.iv6, %arg11
  %122 = add i64 %121, %row.iv
  %123 = mul i64 %122, %arg6
  %124 = add i64 %123, %k.iv10
  %125 = mul i64 %124, 3
  %126 = add i64 %125, 0
  %127 = getelementptr float, ptr %6, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = fcmp oeq float %128, 0xFFF0000000000000
  %130 = fsub float %128, %37
  %131 = fcmp ogt float -8.800000e+01, %130
  %132 = select i1 %131, float -8.800000e+01, float %130
  %133 = call float @llvm.fma.f32(float %132, float 0x3FF7154760000000, float 0x4168000000000000)
  %134 = fsub float %133, 0x4168000000000000
  %135 = call float @llvm.fma.f32(float %134, float 0xBFE6300000000000, float %132)
  %136 = call float @llvm.fma.f32(float %134, float 0x3F2BD01060000000, float %135)
  %137 = fmul float %136, %136
  %138 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %136, float 0x3F8120BE20000000)
  %139 = call float @llvm.fma.f32(float %138, float %136, float 0x3FA5555180000000)
  %140 = call float @llvm.fma.f32(float %139, float %136, float 0x3FC5554DC0000000)
  %141 = call float @llvm.fma.f32(float %140, float %136, float 5.000000e-01)
  %142 = call float @llvm.fma.f32(float %137, float %141, float %136)
  %143 = bitcast float %133 to i32
  %144 = shl i32 %143, 23
  %145 = add i32 %144, 1065353216
  %146 = bitcast i32 %145 to float
  %147 = call float @llvm.fma.f32(float %142, float %146, float %146)
  %148 = select i1 %129, float 0.000000e+00, float %147
  %149 = call float @llvm.fma.f32(float %130, float %112, float %120)
  %150 = fcmp oeq float %148, 0.000000e+00
  %151 = or i1 %129, %150
  %152 = select i1 %151, float 0.000000e+00, float %149
  %153 = load float, ptr %S, align 4
  %154 = call float @llvm.fma.f32(float %112, float %148, float %153)
  store float %154, ptr %S, align 4
  %155 = load float, ptr %U, align 4
  %156 = call float @llvm.fma.f32(float %152, float %148, float %155)
  store float %156, ptr %U, align 4
  %k.next11 = add nsw i64 %k.iv10, 1
  br label %k.head7

k.exit9:                                          ; preds = %k.head7
  %rank.next12 = add nsw i64 %rank.iv6, 1
  br label %rank.head3

if.then14:                                        ; preds = %rank.exit5
  %157 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %157, align 8, !invariant.load !0
  %158 = inttoptr i64 %arg8 to ptr
  %159 = getelementptr float, ptr %158, i64 %row.iv
  store float %103, ptr %159, align 4
  %160 = load float, ptr %S, align 4
  %161 = load float, ptr %U, align 4
  %162 = fdiv float %161, %160
  %163 = fsub float %99, %162
  %164 = fcmp uno float %163, %163
  %165 = select i1 %164, float 0x7FF8000000000000, float %163
  %166 = select i1 %16, float %165, float 0.000000e+00
  %167 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %167, align 8, !invariant.load !0
  %168 = inttoptr i64 %arg10 to ptr
  %169 = getelementptr float, ptr %168, i64 %row.iv
  store float %166, ptr %169, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %16, label %if.then16, label %if.end17

if.end15:                                         ; preds = %if.end17, %rank.exit5
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then16:                                        ; preds = %if.then14
  br i1 %56, label %valid.then, label %valid.else

if.end17:                                         ; preds = %valid.end, %if.then14
  %170 = load float, ptr %logp, align 4
  %171 = fcmp uno float %170, %170
  %172 = select i1 %171, float 0x7FF8000000000000, float %170
  %173 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %173, align 8, !invariant.load !0
  %174 = inttoptr i64 %arg9 to ptr
  %175 = getelementptr float, ptr %174, i64 %row.iv
  store float %172, ptr %175, align 4
  br label %if.end15

valid.then:                                       ; preds = %if.then16
  %176 = fsub float %35, %100
  store float %176, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then16
  store float 0x7FF8000000000000, ptr %logp, align 4
  %177 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %177, align 8, !invariant.load !0
  %178 = icmp ne i64 %arg13, 0
  br i1 %178, label %if.then18, label %if.end19

valid.end:                                        ; preds = %if.end19, %valid.then
  br label %if.end17

if.then18:                                        ; preds = %valid.else
  %179 = inttoptr i64 %arg13 to ptr
  %180 = add i64 %row.iv, 1
  store i64 %180, ptr %179, align 4
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
