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
  %49 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %49, align 8, !invariant.load !0
  %50 = inttoptr i64 %arg14 to ptr
  %51 = getelementptr float, ptr %50, i64 %row.iv
  %52 = load float, ptr %51, align 4
  %53 = fcmp ole float %52, 0x47EFFFFFE0000000
  %54 = fcmp oge float %52, 0x3EE4F8B580000000
  %55 = and i1 %54, %53
  %56 = xor i1 %55, true
  %57 = and i1 %15, %56
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
  %100 = fadd float %48, %99
  %101 = select i1 %57, float 0x7FF8000000000000, float %100
  %102 = fcmp uno float %101, %101
  %103 = select i1 %102, float 0x7FF8000000000000, float %101
  %104 = select i1 %15, float %103, float 0.000000e+00
  br i1 true, label %if.then, label %if.end

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %105 = icmp slt i64 %k.iv8, %arg6
  br i1 %105, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %106 = mul i64 %rank.iv4, %arg11
  %107 = add i64 %106, %row.iv
  %108 = mul i64 %107, %arg6
  %109 = add i64 %108, %k.iv8
  %110 = mul i64 %109, 3
  %111 = add i64 %110, 1
  %112 = getelementptr float, ptr %6, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = mul i64 %rank.iv4, %arg11
  %115 = add i64 %114, %row.iv
  %116 = mul i64 %115, %arg6
  %117 = add i64 %116, %k.iv8
  %118 = mul i64 %117, 3
  %119 = add i64 %118, 2
  %120 = getelementptr float, ptr %6, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = mul i64 %rank.iv4, %arg11
  %123 = add i64 %122, %row.iv
  %124 = mul i64 %123, %arg6
  %125 = add i64 %124, %k.iv8
  %126 = mul i64 %125, 3
  %127 = add i64 %126, 0
  %128 = getelementptr float, ptr %6, i64 %127
  %129 = load float, ptr %128, align 4
  %130 = fcmp oeq float %129, 0xFFF0000000000000
  %131 = fsub float %129, %30
  %132 = fcmp ogt float -8.800000e+01, %131
  %133 = select i1 %132, float -8.800000e+01, float %131
  %134 = call float @llvm.fma.f32(float %133, float 0x3FF7154760000000, float 0x4168000000000000)
  %135 = fsub float %134, 0x4168000000000000
  %136 = call float @llvm.fma.f32(float %135, float 0xBFE6300000000000, float %133)
  %137 = call float @llvm.fma.f32(float %135, float 0x3F2BD01060000000, float %136)
  %138 = fmul float %137, %137
  %139 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %137, float 0x3F8120BE20000000)
  %140 = call float @llvm.fma.f32(float %139, float %137, float 0x3FA5555180000000)
  %141 = call float @llvm.fma.f32(float %140, float %137, float 0x3FC5554DC0000000)
  %142 = call float @llvm.fma.f32(float %141, float %137, float 5.000000e-01)
  %143 = call float @llvm.fma.f32(float %138, float %142, float %137)
  %144 = bitcast float %134 to i32
  %145 = shl i32 %144, 23
  %146 = add i32 %145, 1065353216
  %147 = bitcast i32 %146 to float
  %148 = call float @llvm.fma.f32(float %143, float %147, float %147)
  %149 = select i1 %130, float 0.000000e+00, float %148
  %150 = call float @llvm.fma.f32(float %131, float %113, float %121)
  %151 = fcmp oeq float %149, 0.000000e+00
  %152 = or i1 %130, %151
  %153 = select i1 %152, float 0.000000e+00, float %150
  %154 = load float, ptr %S, align 4
  %155 = call float @llvm.fma.f32(float %113, float %149, float %154)
  store float %155, ptr %S, align 4
  %156 = load float, ptr %U, align 4
  %157 = call float @llvm.fma.f32(float %153, float %149, float %156)
  store float %157, ptr %U, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
  %158 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %158, align 8, !invariant.load !0
  %159 = inttoptr i64 %arg8 to ptr
  %160 = getelementptr float, ptr %159, i64 %row.iv
  store float %104, ptr %160, align 4
  %161 = load float, ptr %S, align 4
  %162 = load float, ptr %U, align 4
  %163 = fdiv float %162, %161
  %164 = fsub float %99, %163
  %165 = select i1 %57, float 0x7FF8000000000000, float %164
  %166 = fcmp uno float %165, %165
  %167 = select i1 %166, float 0x7FF8000000000000, float %165
  %168 = select i1 %15, float %167, float 0.000000e+00
  %169 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %169, align 8, !invariant.load !0
  %170 = inttoptr i64 %arg10 to ptr
  %171 = getelementptr float, ptr %170, i64 %row.iv
  store float %168, ptr %171, align 4
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %15, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end16, %rank.exit3
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then11:                                        ; preds = %if.then
  br i1 %19, label %valid.then, label %valid.else

if.end12:                                         ; preds = %valid.end, %if.then
  br i1 %57, label %if.then15, label %if.end16

valid.then:                                       ; preds = %if.then11
  %172 = fsub float %28, %101
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
  %179 = load float, ptr %logp, align 4
  %180 = fcmp uno float %179, %179
  %181 = select i1 %180, float 0x7FF8000000000000, float %179
  %182 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %182, align 8, !invariant.load !0
  %183 = inttoptr i64 %arg9 to ptr
  %184 = getelementptr float, ptr %183, i64 %row.iv
  store float %181, ptr %184, align 4
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
