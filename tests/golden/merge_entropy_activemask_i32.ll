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
  %57 = call float @llvm.fma.f32(float %56, float 0x3FF7154760000000, float 0x4168000000000000)
  %58 = fsub float %57, 0x4168000000000000
  %59 = call float @llvm.fma.f32(float %58, float 0xBFE6300000000000, float %56)
  %60 = call float @llvm.fma.f32(float %58, float 0x3F2BD01060000000, float %59)
  %61 = fmul float %60, %60
  %62 = call float @llvm.fma.f32(float 0x3F2A0D2CE0000000, float %60, float 0x3F56E879C0000000)
  %63 = call float @llvm.fma.f32(float %62, float %60, float 0x3F81112100000000)
  %64 = call float @llvm.fma.f32(float %63, float %60, float 0x3FA5553820000000)
  %65 = call float @llvm.fma.f32(float %64, float %60, float 0x3FC5555540000000)
  %66 = call float @llvm.fma.f32(float %65, float %60, float 5.000000e-01)
  %67 = call float @llvm.fma.f32(float %66, float %61, float %60)
  %68 = fadd float %67, 1.000000e+00
  %69 = bitcast float %57 to i32
  %70 = add i32 %69, -1262485377
  %71 = shl i32 %70, 23
  %72 = bitcast i32 %71 to float
  %73 = fmul float %68, %72
  %74 = fcmp olt float %56, 0xC055D58A00000000
  %75 = select i1 %74, float 0.000000e+00, float %73
  %76 = select i1 %55, float 0.000000e+00, float %75
  %77 = call float @llvm.fma.f32(float %56, float %38, float %46)
  %78 = fcmp oeq float %76, 0.000000e+00
  %79 = or i1 %55, %78
  %80 = select i1 %79, float 0.000000e+00, float %77
  %81 = load float, ptr %S, align 4
  %82 = call float @llvm.fma.f32(float %38, float %76, float %81)
  store float %82, ptr %S, align 4
  %83 = load float, ptr %U, align 4
  %84 = call float @llvm.fma.f32(float %80, float %76, float %83)
  store float %84, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
  %85 = load float, ptr %S, align 4
  %86 = fcmp olt float %85, 0x3810000000000000
  %87 = fmul float %85, 0x4180000000000000
  %88 = select i1 %86, float %87, float %85
  %89 = select i1 %86, i32 -25, i32 0
  %90 = bitcast float %88 to i32
  %91 = lshr i32 %90, 23
  %92 = sub i32 %91, 126
  %93 = add i32 %92, %89
  %94 = and i32 %90, 8388607
  %95 = or i32 %94, 1056964608
  %96 = bitcast i32 %95 to float
  %97 = fcmp olt float %96, 0x3FE6A09E60000000
  %98 = sub i32 %93, 1
  %99 = select i1 %97, i32 %98, i32 %93
  %100 = fadd float %96, %96
  %101 = select i1 %97, float %100, float %96
  %102 = fsub float %101, 1.000000e+00
  %103 = fmul float %102, %102
  %104 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %102, float 0xBFBD7A3700000000)
  %105 = call float @llvm.fma.f32(float %104, float %102, float 0x3FBDE4A340000000)
  %106 = call float @llvm.fma.f32(float %105, float %102, float 0xBFBFCBA9E0000000)
  %107 = call float @llvm.fma.f32(float %106, float %102, float 0x3FC23D37E0000000)
  %108 = call float @llvm.fma.f32(float %107, float %102, float 0xBFC555CA00000000)
  %109 = call float @llvm.fma.f32(float %108, float %102, float 0x3FC999D580000000)
  %110 = call float @llvm.fma.f32(float %109, float %102, float 0xBFCFFFFF80000000)
  %111 = call float @llvm.fma.f32(float %110, float %102, float 0x3FD5555540000000)
  %112 = fmul float %111, %102
  %113 = fmul float %112, %103
  %114 = sitofp i32 %99 to float
  %115 = call float @llvm.fma.f32(float %114, float 0xBF2BD01060000000, float %113)
  %116 = call float @llvm.fma.f32(float %103, float -5.000000e-01, float %115)
  %117 = fadd float %102, %116
  %118 = call float @llvm.fma.f32(float %114, float 0x3FE6300000000000, float %117)
  %119 = fcmp oeq float %85, 0.000000e+00
  %120 = select i1 %119, float 0xFFF0000000000000, float %118
  %121 = fcmp oeq float %85, 0x7FF0000000000000
  %122 = select i1 %121, float %85, float %120
  %123 = fcmp olt float %85, 0.000000e+00
  %124 = select i1 %123, float 0x7FF8000000000000, float %122
  %125 = fcmp uno float %85, %85
  %126 = select i1 %125, float %85, float %124
  %127 = fadd float %29, %126
  %128 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %128, align 8, !invariant.load !0
  %129 = inttoptr i64 %arg8 to ptr
  %130 = getelementptr float, ptr %129, i64 %row.iv
  %131 = fcmp uno float %127, %127
  %132 = select i1 %131, float 0x7FF8000000000000, float %127
  store float %132, ptr %130, align 4
  %133 = load float, ptr %S, align 4
  %134 = load float, ptr %U, align 4
  %135 = fdiv float %134, %133
  %136 = fsub float %126, %135
  %137 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %137, align 8, !invariant.load !0
  %138 = inttoptr i64 %arg10 to ptr
  %139 = getelementptr float, ptr %138, i64 %row.iv
  %140 = fcmp uno float %136, %136
  %141 = select i1 %140, float 0x7FF8000000000000, float %136
  store float %141, ptr %139, align 4
  store float 0.000000e+00, ptr %logp, align 4
  %142 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %142, align 8, !invariant.load !0
  %143 = inttoptr i64 %arg2 to ptr
  %144 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %144, align 8, !invariant.load !0
  %145 = inttoptr i64 %arg3 to ptr
  %146 = getelementptr i8, ptr %145, i64 %row.iv
  %147 = load i8, ptr %146, align 1
  %148 = icmp ne i8 %147, 0
  br i1 %148, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end12, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then11:                                        ; preds = %if.then
  %149 = getelementptr i32, ptr %143, i64 %row.iv
  %150 = load i32, ptr %149, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %152, align 8, !invariant.load !0
  %153 = icmp slt i64 %151, %arg12
  %154 = icmp sge i64 %151, 0
  %155 = and i1 %154, %153
  br i1 %155, label %valid.then, label %valid.else

if.end12:                                         ; preds = %valid.end, %if.then
  %156 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %156, align 8, !invariant.load !0
  %157 = inttoptr i64 %arg9 to ptr
  %158 = getelementptr float, ptr %157, i64 %row.iv
  %159 = load float, ptr %logp, align 4
  %160 = fcmp uno float %159, %159
  %161 = select i1 %160, float 0x7FF8000000000000, float %159
  store float %161, ptr %158, align 4
  br label %if.end

valid.then:                                       ; preds = %if.then11
  %162 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %162, align 8, !invariant.load !0
  %163 = sdiv i64 %151, %arg7
  %164 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %164, align 8, !invariant.load !0
  %165 = inttoptr i64 %arg1 to ptr
  %166 = mul i64 %163, %arg11
  %167 = add i64 %166, %row.iv
  %168 = getelementptr float, ptr %165, i64 %167
  %169 = load float, ptr %168, align 4
  %170 = fsub float %169, %127
  store float %170, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then11
  store float 0x7FF8000000000000, ptr %logp, align 4
  %171 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %171, align 8, !invariant.load !0
  %172 = icmp ne i64 %arg13, 0
  br i1 %172, label %if.then13, label %if.end14

valid.end:                                        ; preds = %if.end14, %valid.then
  br label %if.end12

if.then13:                                        ; preds = %valid.else
  %173 = inttoptr i64 %arg13 to ptr
  %174 = add i64 %row.iv, 1
  store i64 %174, ptr %173, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %valid.else
  br label %valid.end
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
