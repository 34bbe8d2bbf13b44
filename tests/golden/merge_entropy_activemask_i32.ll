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
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
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
  %29 = load float, ptr %S, align 4
  %30 = fcmp olt float %29, 0x3810000000000000
  %31 = fmul float %29, 0x4180000000000000
  %32 = select i1 %30, float %31, float %29
  %33 = select i1 %30, i32 -25, i32 0
  %34 = bitcast float %32 to i32
  %35 = lshr i32 %34, 23
  %36 = sub i32 %35, 126
  %37 = add i32 %36, %33
  %38 = and i32 %34, 8388607
  %39 = or i32 %38, 1056964608
  %40 = bitcast i32 %39 to float
  %41 = fcmp olt float %40, 0x3FE6A09E60000000
  %42 = sub i32 %37, 1
  %43 = select i1 %41, i32 %42, i32 %37
  %44 = fadd float %40, %40
  %45 = select i1 %41, float %44, float %40
  %46 = fsub float %45, 1.000000e+00
  %47 = fmul float %46, %46
  %48 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %46, float 0xBFBD7A3700000000)
  %49 = call float @llvm.fma.f32(float %48, float %46, float 0x3FBDE4A340000000)
  %50 = call float @llvm.fma.f32(float %49, float %46, float 0xBFBFCBA9E0000000)
  %51 = call float @llvm.fma.f32(float %50, float %46, float 0x3FC23D37E0000000)
  %52 = call float @llvm.fma.f32(float %51, float %46, float 0xBFC555CA00000000)
  %53 = call float @llvm.fma.f32(float %52, float %46, float 0x3FC999D580000000)
  %54 = call float @llvm.fma.f32(float %53, float %46, float 0xBFCFFFFF80000000)
  %55 = call float @llvm.fma.f32(float %54, float %46, float 0x3FD5555540000000)
  %56 = fmul float %55, %46
  %57 = fmul float %56, %47
  %58 = sitofp i32 %43 to float
  %59 = call float @llvm.fma.f32(float %58, float 0xBF2BD01060000000, float %57)
  %60 = call float @llvm.fma.f32(float %47, float -5.000000e-01, float %59)
  %61 = fadd float %46, %60
  %62 = call float @llvm.fma.f32(float %58, float 0x3FE6300000000000, float %61)
  %63 = fcmp oeq float %29, 0.000000e+00
  %64 = select i1 %63, float 0xFFF0000000000000, float %62
  %65 = fcmp oeq float %29, 0x7FF0000000000000
  %66 = select i1 %65, float %29, float %64
  %67 = fcmp olt float %29, 0.000000e+00
  %68 = select i1 %67, float 0x7FF8000000000000, float %66
  %69 = fcmp uno float %29, %29
  %70 = select i1 %69, float %29, float %68
  %71 = fadd float %11, %70
  %72 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %72, align 8, !invariant.load !0
  %73 = inttoptr i64 %arg8 to ptr
  %74 = getelementptr float, ptr %73, i64 %row.iv
  %75 = fcmp uno float %71, %71
  %76 = select i1 %75, float 0x7FF8000000000000, float %71
  store float %76, ptr %74, align 4
  %77 = load float, ptr %S, align 4
  %78 = load float, ptr %U, align 4
  %79 = fdiv float %78, %77
  %80 = fsub float %70, %79
  %81 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %81, align 8, !invariant.load !0
  %82 = inttoptr i64 %arg10 to ptr
  %83 = getelementptr float, ptr %82, i64 %row.iv
  %84 = fcmp uno float %80, %80
  %85 = select i1 %84, float 0x7FF8000000000000, float %80
  store float %85, ptr %83, align 4
  store float 0.000000e+00, ptr %logp, align 4
  %86 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %86, align 8, !invariant.load !0
  %87 = inttoptr i64 %arg2 to ptr
  %88 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %88, align 8, !invariant.load !0
  %89 = inttoptr i64 %arg3 to ptr
  %90 = getelementptr i8, ptr %89, i64 %row.iv
  %91 = load i8, ptr %90, align 1
  %92 = icmp ne i8 %91, 0
  br i1 %92, label %if.then, label %if.end

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %93 = icmp slt i64 %k.iv8, %arg6
  br i1 %93, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %94 = mul i64 %rank.iv4, %arg11
  %95 = add i64 %94, %row.iv
  %96 = mul i64 %95, %arg6
  %97 = add i64 %96, %k.iv8
  %98 = mul i64 %97, 3
  %99 = add i64 %98, 0
  %100 = getelementptr float, ptr %6, i64 %99
  %101 = load float, ptr %100, align 4
  %102 = mul i64 %rank.iv4, %arg11
  %103 = add i64 %102, %row.iv
  %104 = mul i64 %103, %arg6
  %105 = add i64 %104, %k.iv8
  %106 = mul i64 %105, 3
  %107 = add i64 %106, 1
  %108 = getelementptr float, ptr %6, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = mul i64 %rank.iv4, %arg11
  %111 = add i64 %110, %row.iv
  %112 = mul i64 %111, %arg6
  %113 = add i64 %112, %k.iv8
  %114 = mul i64 %113, 3
  %115 = add i64 %114, 2
  %116 = getelementptr float, ptr %6, i64 %115
  %117 = load float, ptr %116, align 4
  %118 = fcmp oeq float %101, 0xFFF0000000000000
  %119 = fsub float %101, %11
  %120 = fcmp ogt float 0xC055D58A00000000, %119
  %121 = select i1 %120, float 0xC055D58A00000000, float %119
  %122 = call float @llvm.fma.f32(float %121, float 0x3FF7154760000000, float 0x4168000000000000)
  %123 = fsub float %122, 0x4168000000000000
  %124 = call float @llvm.fma.f32(float %123, float 0xBFE6300000000000, float %121)
  %125 = call float @llvm.fma.f32(float %123, float 0x3F2BD01060000000, float %124)
  %126 = fmul float %125, %125
  %127 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %125, float 0x3F56E879C0000000)
  %128 = call float @llvm.fma.f32(float %127, float %125, float 0x3F81112100000000)
  %129 = call float @llvm.fma.f32(float %128, float %125, float 0x3FA5553820000000)
  %130 = call float @llvm.fma.f32(float %129, float %125, float 0x3FC5555540000000)
  %131 = call float @llvm.fma.f32(float %130, float %125, float 5.000000e-01)
  %132 = call float @llvm.fma.f32(float %131, float %126, float %125)
  %133 = fadd float %132, 1.000000e+00
  %134 = bitcast float %122 to i32
  %135 = add i32 %134, -1262485377
  %136 = shl i32 %135, 23
  %137 = bitcast i32 %136 to float
  %138 = fmul float %133, %137
  %139 = fcmp olt float %119, 0xC055D58A00000000
  %140 = select i1 %139, float 0.000000e+00, float %138
  %141 = select i1 %118, float 0.000000e+00, float %140
  %142 = load float, ptr %S, align 4
  %143 = call float @llvm.fma.f32(float %109, float %141, float %142)
  store float %143, ptr %S, align 4
  %144 = fcmp oeq float %141, 0.000000e+00
  %145 = or i1 %118, %144
  %146 = call float @llvm.fma.f32(float %119, float %109, float %117)
  %147 = select i1 %145, float 0.000000e+00, float %146
  %148 = load float, ptr %U, align 4
  %149 = call float @llvm.fma.f32(float %147, float %141, float %148)
  store float %149, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
  %150 = getelementptr i32, ptr %87, i64 %row.iv
  %151 = load i32, ptr %150, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %153, align 8, !invariant.load !0
  %154 = icmp slt i64 %152, %arg12
  %155 = icmp sge i64 %152, 0
  %156 = and i1 %155, %154
  br i1 %156, label %valid.then, label %valid.else

if.end:                                           ; preds = %valid.end, %rank.exit3
  %157 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %157, align 8, !invariant.load !0
  %158 = inttoptr i64 %arg9 to ptr
  %159 = getelementptr float, ptr %158, i64 %row.iv
  %160 = load float, ptr %logp, align 4
  %161 = fcmp uno float %160, %160
  %162 = select i1 %161, float 0x7FF8000000000000, float %160
  store float %162, ptr %159, align 4
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

valid.then:                                       ; preds = %if.then
  %163 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %163, align 8, !invariant.load !0
  %164 = sdiv i64 %152, %arg7
  %165 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %165, align 8, !invariant.load !0
  %166 = inttoptr i64 %arg1 to ptr
  %167 = mul i64 %164, %arg11
  %168 = add i64 %167, %row.iv
  %169 = getelementptr float, ptr %166, i64 %168
  %170 = load float, ptr %169, align 4
  %171 = fsub float %170, %71
  store float %171, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then
  store float 0x7FF8000000000000, ptr %logp, align 4
  %172 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %172, align 8, !invariant.load !0
  %173 = icmp ne i64 %arg13, 0
  br i1 %173, label %if.then11, label %if.end12

valid.end:                                        ; preds = %if.end12, %valid.then
  br label %if.end

if.then11:                                        ; preds = %valid.else
  %174 = inttoptr i64 %arg13 to ptr
  %175 = add i64 %row.iv, 1
  store i64 %175, ptr %174, align 4
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
