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
  br i1 true, label %if.then11, label %if.end12

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %54 = icmp slt i64 %k.iv8, %arg6
  br i1 %54, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %55 = mul i64 %rank.iv4, %arg11
  %56 = add i64 %55, %row.iv
  %57 = mul i64 %56, %arg6
  %58 = add i64 %57, %k.iv8
  %59 = mul i64 %58, 3
  %60 = add i64 %59, 1
  %61 = getelementptr float, ptr %6, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = mul i64 %rank.iv4, %arg11
  %64 = add i64 %63, %row.iv
  %65 = mul i64 %64, %arg6
  %66 = add i64 %65, %k.iv8
  %67 = mul i64 %66, 3
  %68 = add i64 %67, 2
  %69 = getelementptr float, ptr %6, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = mul i64 %rank.iv4, %arg11
  %72 = add i64 %71, %row.iv
  %73 = mul i64 %72, %arg6
  %74 = add i64 %73, %k.iv8
  %75 = mul i64 %74, 3
  %76 = add i64 %75, 0
  %77 = getelementptr float, ptr %6, i64 %76
  %78 = load float, ptr %77, align 4
  %79 = fcmp oeq float %78, 0xFFF0000000000000
  %80 = fsub float %78, %35
  %81 = fcmp ogt float -8.800000e+01, %80
  %82 = select i1 %81, float -8.800000e+01, float %80
  %83 = call float @llvm.fma.f32(float %82, float 0x3FF7154760000000, float 0x4168000000000000)
  %84 = fsub float %83, 0x4168000000000000
  %85 = call float @llvm.fma.f32(float %84, float 0xBFE6300000000000, float %82)
  %86 = call float @llvm.fma.f32(float %84, float 0x3F2BD01060000000, float %85)
  %87 = fmul float %86, %86
  %88 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %86, float 0x3F8120BE20000000)
  %89 = call float @llvm.fma.f32(float %88, float %86, float 0x3FA5555180000000)
  %90 = call float @llvm.fma.f32(float %89, float %86, float 0x3FC5554DC0000000)
  %91 = call float @llvm.fma.f32(float %90, float %86, float 5.000000e-01)
  %92 = call float @llvm.fma.f32(float %87, float %91, float %86)
  %93 = bitcast float %83 to i32
  %94 = shl i32 %93, 23
  %95 = add i32 %94, 1065353216
  %96 = bitcast i32 %95 to float
  %97 = call float @llvm.fma.f32(float %92, float %96, float %96)
  %98 = select i1 %79, float 0.000000e+00, float %97
  %99 = call float @llvm.fma.f32(float %80, float %62, float %70)
  %100 = fcmp oeq float %98, 0.000000e+00
  %101 = or i1 %79, %100
  %102 = select i1 %101, float 0.000000e+00, float %99
  %103 = load float, ptr %S, align 4
  %104 = call float @llvm.fma.f32(float %62, float %98, float %103)
  store float %104, ptr %S, align 4
  %105 = load float, ptr %U, align 4
  %106 = call float @llvm.fma.f32(float %102, float %98, float %105)
  store float %106, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then11:                                        ; preds = %rank.exit3
  %107 = load float, ptr %S, align 4
  %108 = fcmp olt float %107, 0x3810000000000000
  %109 = fmul float %107, 0x4180000000000000
  %110 = select i1 %108, float %109, float %107
  %111 = select i1 %108, i32 -25, i32 0
  %112 = bitcast float %110 to i32
  %113 = lshr i32 %112, 23
  %114 = sub i32 %113, 126
  %115 = add i32 %114, %111
  %116 = and i32 %112, 8388607
  %117 = or i32 %116, 1056964608
  %118 = bitcast i32 %117 to float
  %119 = fcmp olt float %118, 0x3FE6A09E60000000
  %120 = sub i32 %115, 1
  %121 = select i1 %119, i32 %120, i32 %115
  %122 = fadd float %118, %118
  %123 = select i1 %119, float %122, float %118
  %124 = fsub float %123, 1.000000e+00
  %125 = fmul float %124, %124
  %126 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %124, float 0xBFBD7A3700000000)
  %127 = call float @llvm.fma.f32(float %126, float %124, float 0x3FBDE4A340000000)
  %128 = call float @llvm.fma.f32(float %127, float %124, float 0xBFBFCBA9E0000000)
  %129 = call float @llvm.fma.f32(float %128, float %124, float 0x3FC23D37E0000000)
  %130 = call float @llvm.fma.f32(float %129, float %124, float 0xBFC555CA00000000)
  %131 = call float @llvm.fma.f32(float %130, float %124, float 0x3FC999D580000000)
  %132 = call float @llvm.fma.f32(float %131, float %124, float 0xBFCFFFFF80000000)
  %133 = call float @llvm.fma.f32(float %132, float %124, float 0x3FD5555540000000)
  %134 = fmul float %133, %124
  %135 = fmul float %134, %125
  %136 = sitofp i32 %121 to float
  %137 = call float @llvm.fma.f32(float %136, float 0xBF2BD01060000000, float %135)
  %138 = call float @llvm.fma.f32(float %125, float -5.000000e-01, float %137)
  %139 = fadd float %124, %138
  %140 = call float @llvm.fma.f32(float %136, float 0x3FE6300000000000, float %139)
  %141 = fcmp oeq float %107, 0.000000e+00
  %142 = select i1 %141, float 0xFFF0000000000000, float %140
  %143 = fcmp oeq float %107, 0x7FF0000000000000
  %144 = select i1 %143, float %107, float %142
  %145 = fcmp olt float %107, 0.000000e+00
  %146 = select i1 %145, float 0x7FF8000000000000, float %144
  %147 = fcmp uno float %107, %107
  %148 = select i1 %147, float %107, float %146
  %149 = fadd float %53, %148
  %150 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %150, align 8, !invariant.load !0
  %151 = inttoptr i64 %arg8 to ptr
  %152 = getelementptr float, ptr %151, i64 %row.iv
  %153 = fcmp uno float %149, %149
  %154 = select i1 %153, float 0x7FF8000000000000, float %149
  %155 = select i1 %16, float %154, float 0.000000e+00
  store float %155, ptr %152, align 4
  %156 = load float, ptr %S, align 4
  %157 = load float, ptr %U, align 4
  %158 = fdiv float %157, %156
  %159 = fsub float %148, %158
  %160 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %160, align 8, !invariant.load !0
  %161 = inttoptr i64 %arg10 to ptr
  %162 = getelementptr float, ptr %161, i64 %row.iv
  %163 = fcmp uno float %159, %159
  %164 = select i1 %163, float 0x7FF8000000000000, float %159
  %165 = select i1 %16, float %164, float 0.000000e+00
  store float %165, ptr %162, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %16, label %if.then13, label %if.end14

if.end12:                                         ; preds = %if.end14, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then13:                                        ; preds = %if.then11
  br i1 %24, label %valid.then, label %valid.else

if.end14:                                         ; preds = %valid.end, %if.then11
  %166 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %166, align 8, !invariant.load !0
  %167 = inttoptr i64 %arg9 to ptr
  %168 = getelementptr float, ptr %167, i64 %row.iv
  %169 = load float, ptr %logp, align 4
  %170 = fcmp uno float %169, %169
  %171 = select i1 %170, float 0x7FF8000000000000, float %169
  store float %171, ptr %168, align 4
  br label %if.end12

valid.then:                                       ; preds = %if.then13
  %172 = fsub float %33, %149
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
