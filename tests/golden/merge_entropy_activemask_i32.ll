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
  %27 = udiv i64 %26, %arg7
  %28 = urem i64 %26, %arg7
  %29 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %29, align 8, !invariant.load !0
  %30 = inttoptr i64 %arg1 to ptr
  %31 = mul i64 %27, %arg11
  %32 = add i64 %31, %row.iv
  %33 = getelementptr float, ptr %30, i64 %32
  %34 = load float, ptr %33, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

rank.head:                                        ; preds = %k.exit, %if.end
  %rank.iv = phi i64 [ 0, %if.end ], [ %rank.next, %k.exit ]
  %35 = icmp slt i64 %rank.iv, %arg5
  br i1 %35, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %36 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %37 = icmp slt i64 %k.iv, %arg6
  br i1 %37, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %38 = mul i64 %rank.iv, %arg11
  %39 = add i64 %38, %row.iv
  %40 = mul i64 %39, %arg6
  %41 = add i64 %40, %k.iv
  %42 = mul i64 %41, 3
  %43 = add i64 %42, 0
  %44 = getelementptr float, ptr %6, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = load float, ptr %M, align 4
  %47 = fcmp ogt float %45, %46
  %48 = select i1 %47, float %45, float %46
  %49 = fcmp uno float %45, %45
  %50 = select i1 %49, float %45, float %48
  %51 = fcmp uno float %46, %46
  %52 = select i1 %51, float %46, float %50
  store float %52, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %53 = icmp slt i64 %rank.iv4, %arg5
  br i1 %53, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %54 = load float, ptr %M, align 4
  br i1 true, label %if.then11, label %if.end12

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %55 = icmp slt i64 %k.iv8, %arg6
  br i1 %55, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %56 = mul i64 %rank.iv4, %arg11
  %57 = add i64 %56, %row.iv
  %58 = mul i64 %57, %arg6
  %59 = add i64 %58, %k.iv8
  %60 = mul i64 %59, 3
  %61 = add i64 %60, 1
  %62 = getelementptr float, ptr %6, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = mul i64 %rank.iv4, %arg11
  %65 = add i64 %64, %row.iv
  %66 = mul i64 %65, %arg6
  %67 = add i64 %66, %k.iv8
  %68 = mul i64 %67, 3
  %69 = add i64 %68, 2
  %70 = getelementptr float, ptr %6, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = mul i64 %rank.iv4, %arg11
  %73 = add i64 %72, %row.iv
  %74 = mul i64 %73, %arg6
  %75 = add i64 %74, %k.iv8
  %76 = mul i64 %75, 3
  %77 = add i64 %76, 0
  %78 = getelementptr float, ptr %6, i64 %77
  %79 = load float, ptr %78, align 4
  %80 = fcmp oeq float %79, 0xFFF0000000000000
  %81 = fsub float %79, %36
  %82 = fcmp ogt float -8.800000e+01, %81
  %83 = select i1 %82, float -8.800000e+01, float %81
  %84 = call float @llvm.fma.f32(float %83, float 0x3FF7154760000000, float 0x4168000000000000)
  %85 = fsub float %84, 0x4168000000000000
  %86 = call float @llvm.fma.f32(float %85, float 0xBFE6300000000000, float %83)
  %87 = call float @llvm.fma.f32(float %85, float 0x3F2BD01060000000, float %86)
  %88 = fmul float %87, %87
  %89 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %87, float 0x3F8120BE20000000)
  %90 = call float @llvm.fma.f32(float %89, float %87, float 0x3FA5555180000000)
  %91 = call float @llvm.fma.f32(float %90, float %87, float 0x3FC5554DC0000000)
  %92 = call float @llvm.fma.f32(float %91, float %87, float 5.000000e-01)
  %93 = call float @llvm.fma.f32(float %88, float %92, float %87)
  %94 = bitcast float %84 to i32
  %95 = shl i32 %94, 23
  %96 = add i32 %95, 1065353216
  %97 = bitcast i32 %96 to float
  %98 = call float @llvm.fma.f32(float %93, float %97, float %97)
  %99 = select i1 %80, float 0.000000e+00, float %98
  %100 = call float @llvm.fma.f32(float %81, float %63, float %71)
  %101 = fcmp oeq float %99, 0.000000e+00
  %102 = or i1 %80, %101
  %103 = select i1 %102, float 0.000000e+00, float %100
  %104 = load float, ptr %S, align 4
  %105 = call float @llvm.fma.f32(float %63, float %99, float %104)
  store float %105, ptr %S, align 4
  %106 = load float, ptr %U, align 4
  %107 = call float @llvm.fma.f32(float %103, float %99, float %106)
  store float %107, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then11:                                        ; preds = %rank.exit3
  %108 = load float, ptr %S, align 4
  %109 = fcmp olt float %108, 0x3810000000000000
  %110 = fmul float %108, 0x4180000000000000
  %111 = select i1 %109, float %110, float %108
  %112 = select i1 %109, i32 -25, i32 0
  %113 = bitcast float %111 to i32
  %114 = lshr i32 %113, 23
  %115 = sub i32 %114, 126
  %116 = add i32 %115, %112
  %117 = and i32 %113, 8388607
  %118 = or i32 %117, 1056964608
  %119 = bitcast i32 %118 to float
  %120 = fcmp olt float %119, 0x3FE6A09E60000000
  %121 = sub i32 %116, 1
  %122 = select i1 %120, i32 %121, i32 %116
  %123 = fadd float %119, %119
  %124 = select i1 %120, float %123, float %119
  %125 = fsub float %124, 1.000000e+00
  %126 = fmul float %125, %125
  %127 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %125, float 0xBFBD7A3700000000)
  %128 = call float @llvm.fma.f32(float %127, float %125, float 0x3FBDE4A340000000)
  %129 = call float @llvm.fma.f32(float %128, float %125, float 0xBFBFCBA9E0000000)
  %130 = call float @llvm.fma.f32(float %129, float %125, float 0x3FC23D37E0000000)
  %131 = call float @llvm.fma.f32(float %130, float %125, float 0xBFC555CA00000000)
  %132 = call float @llvm.fma.f32(float %131, float %125, float 0x3FC999D580000000)
  %133 = call float @llvm.fma.f32(float %132, float %125, float 0xBFCFFFFF80000000)
  %134 = call float @llvm.fma.f32(float %133, float %125, float 0x3FD5555540000000)
  %135 = fmul float %134, %125
  %136 = fmul float %135, %126
  %137 = sitofp i32 %122 to float
  %138 = call float @llvm.fma.f32(float %137, float 0xBF2BD01060000000, float %136)
  %139 = call float @llvm.fma.f32(float %126, float -5.000000e-01, float %138)
  %140 = fadd float %125, %139
  %141 = call float @llvm.fma.f32(float %137, float 0x3FE6300000000000, float %140)
  %142 = fcmp oeq float %108, 0.000000e+00
  %143 = select i1 %142, float 0xFFF0000000000000, float %141
  %144 = fcmp oeq float %108, 0x7FF0000000000000
  %145 = select i1 %144, float %108, float %143
  %146 = fcmp olt float %108, 0.000000e+00
  %147 = select i1 %146, float 0x7FF8000000000000, float %145
  %148 = fcmp uno float %108, %108
  %149 = select i1 %148, float %108, float %147
  %150 = fadd float %54, %149
  %151 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %151, align 8, !invariant.load !0
  %152 = inttoptr i64 %arg8 to ptr
  %153 = getelementptr float, ptr %152, i64 %row.iv
  %154 = fcmp uno float %150, %150
  %155 = select i1 %154, float 0x7FF8000000000000, float %150
  store float %155, ptr %153, align 4
  %156 = load float, ptr %S, align 4
  %157 = load float, ptr %U, align 4
  %158 = fdiv float %157, %156
  %159 = fsub float %149, %158
  %160 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %160, align 8, !invariant.load !0
  %161 = inttoptr i64 %arg10 to ptr
  %162 = getelementptr float, ptr %161, i64 %row.iv
  %163 = fcmp uno float %159, %159
  %164 = select i1 %163, float 0x7FF8000000000000, float %159
  store float %164, ptr %162, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %16, label %if.then13, label %if.end14

if.end12:                                         ; preds = %if.end14, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then13:                                        ; preds = %if.then11
  br i1 %24, label %valid.then, label %valid.else

if.end14:                                         ; preds = %valid.end, %if.then11
  %165 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %165, align 8, !invariant.load !0
  %166 = inttoptr i64 %arg9 to ptr
  %167 = getelementptr float, ptr %166, i64 %row.iv
  %168 = load float, ptr %logp, align 4
  %169 = fcmp uno float %168, %168
  %170 = select i1 %169, float 0x7FF8000000000000, float %168
  store float %170, ptr %167, align 4
  br label %if.end12

valid.then:                                       ; preds = %if.then13
  %171 = fsub float %34, %150
  store float %171, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then13
  store float 0x7FF8000000000000, ptr %logp, align 4
  %172 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %172, align 8, !invariant.load !0
  %173 = icmp ne i64 %arg13, 0
  br i1 %173, label %if.then15, label %if.end16

valid.end:                                        ; preds = %if.end16, %valid.then
  br label %if.end14

if.then15:                                        ; preds = %valid.else
  %174 = inttoptr i64 %arg13 to ptr
  %175 = add i64 %row.iv, 1
  store i64 %175, ptr %174, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
