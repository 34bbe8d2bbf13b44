; golden IR for tests/codegen/golden_test.cpp (TP 1 top-k: theta from the lane maxima, rounds over their columns)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_select(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %best84 = alloca i64, align 8
  %lanes79 = alloca [32 x i64], align 8
  %prev78 = alloca i64, align 8
  %best = alloca i64, align 8
  %lanes62 = alloca [32 x i64], align 8
  %prev = alloca i64, align 8
  %above48 = alloca i64, align 8
  %lanes43 = alloca [32 x i64], align 8
  %exactabove = alloca i64, align 8
  %lanes27 = alloca [32 x i64], align 8
  %above = alloca i64, align 8
  %nantiles = alloca i64, align 8
  %lanes = alloca [32 x i64], align 8
  %logp = alloca float, align 4
  %U = alloca float, align 4
  %S = alloca float, align 4
  %M = alloca float, align 4
  %lse = alloca float, align 4
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %active.end, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %active.end ]
  %4 = icmp slt i64 %item.iv, 1
  br i1 %4, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  store float 0.000000e+00, ptr %lse, align 4
  %5 = getelementptr inbounds i64, ptr %0, i64 18
  %arg18 = load i64, ptr %5, align 8, !invariant.load !0
  %6 = icmp ne i64 %arg18, 0
  br i1 %6, label %merge.then, label %merge.else

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

merge.then:                                       ; preds = %item.body
  %7 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = inttoptr i64 %arg8 to ptr
  %9 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %9, align 8, !invariant.load !0
  %10 = sdiv i64 %arg5, 2374
  %11 = getelementptr inbounds i64, ptr %0, i64 17
  %arg17 = load i64, ptr %11, align 8, !invariant.load !0
  %12 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %12, align 8, !invariant.load !0
  %13 = inttoptr i64 %arg2 to ptr
  %14 = getelementptr i64, ptr %13, i64 %row.iv
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = icmp ne i64 %15, %arg4
  %18 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %18, align 8, !invariant.load !0
  %19 = icmp slt i64 %15, %arg6
  %20 = icmp sge i64 %15, 0
  %21 = and i1 %20, %19
  %22 = getelementptr inbounds i64, ptr %0, i64 5
  %arg51 = load i64, ptr %22, align 8, !invariant.load !0
  %23 = select i1 %21, i64 %15, i64 0
  %24 = sdiv i64 %23, %arg51
  %25 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = inttoptr i64 %arg10 to ptr
  %27 = mul i64 %24, %arg17
  %28 = add i64 %27, %row.iv
  %29 = getelementptr float, ptr %26, i64 %28
  %30 = load float, ptr %29, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

merge.else:                                       ; preds = %item.body
  %31 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1220 = load i64, ptr %31, align 8, !invariant.load !0
  %32 = inttoptr i64 %arg1220 to ptr
  %33 = getelementptr float, ptr %32, i64 %row.iv
  %34 = load float, ptr %33, align 4
  store float %34, ptr %lse, align 4
  br label %merge.end

merge.end:                                        ; preds = %merge.else, %if.end
  %35 = load float, ptr %lse, align 4
  %36 = getelementptr inbounds i64, ptr %0, i64 2
  %arg221 = load i64, ptr %36, align 8, !invariant.load !0
  %37 = inttoptr i64 %arg221 to ptr
  %38 = getelementptr i64, ptr %37, i64 %row.iv
  %39 = load i64, ptr %38, align 4
  %40 = getelementptr inbounds i64, ptr %0, i64 4
  %arg422 = load i64, ptr %40, align 8, !invariant.load !0
  %41 = icmp ne i64 %39, %arg422
  %42 = mul i64 %row.iv, 20
  %43 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %43, align 8, !invariant.load !0
  %44 = inttoptr i64 %arg13 to ptr
  %45 = getelementptr i64, ptr %44, i64 %42
  %46 = mul i64 %row.iv, 20
  %47 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %47, align 8, !invariant.load !0
  %48 = inttoptr i64 %arg14 to ptr
  %49 = getelementptr float, ptr %48, i64 %46
  %50 = getelementptr inbounds i64, ptr %0, i64 15
  %arg15 = load i64, ptr %50, align 8, !invariant.load !0
  %51 = inttoptr i64 %arg15 to ptr
  %52 = getelementptr i64, ptr %51, i64 %row.iv
  br i1 %41, label %active.then, label %active.else

rank.head:                                        ; preds = %k.exit, %merge.then
  %rank.iv = phi i64 [ 0, %merge.then ], [ %rank.next, %k.exit ]
  %53 = icmp slt i64 %rank.iv, 1
  br i1 %53, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %54 = load float, ptr %M, align 4
  br label %rank.head2

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %55 = icmp slt i64 %k.iv, %10
  br i1 %55, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %56 = mul i64 %rank.iv, %arg17
  %57 = add i64 %56, %row.iv
  %58 = mul i64 %57, %10
  %59 = add i64 %58, %k.iv
  %60 = mul i64 %59, 2
  %61 = add i64 %60, 0
  %62 = getelementptr float, ptr %8, i64 %61
  %63 = load float, ptr %62, align 4
  %64 = load float, ptr %M, align 4
  %65 = fcmp ogt float %63, %64
  %66 = select i1 %65, float %63, float %64
  %67 = fcmp uno float %63, %63
  %68 = select i1 %67, float %63, float %66
  %69 = fcmp uno float %64, %64
  %70 = select i1 %69, float %64, float %68
  store float %70, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head2:                                       ; preds = %k.exit8, %rank.exit
  %rank.iv5 = phi i64 [ 0, %rank.exit ], [ %rank.next11, %k.exit8 ]
  %71 = icmp slt i64 %rank.iv5, 1
  br i1 %71, label %rank.body3, label %rank.exit4

rank.body3:                                       ; preds = %rank.head2
  br label %k.head6

rank.exit4:                                       ; preds = %rank.head2
  %72 = load float, ptr %M, align 4
  %73 = load float, ptr %S, align 4
  %74 = fcmp olt float %73, 0x3810000000000000
  %75 = fmul float %73, 0x4180000000000000
  %76 = select i1 %74, float %75, float %73
  %77 = select i1 %74, i32 -25, i32 0
  %78 = bitcast float %76 to i32
  %79 = lshr i32 %78, 23
  %80 = sub i32 %79, 126
  %81 = add i32 %80, %77
  %82 = and i32 %78, 8388607
  %83 = or i32 %82, 1056964608
  %84 = bitcast i32 %83 to float
  %85 = fcmp olt float %84, 0x3FE6A09E60000000
  %86 = sub i32 %81, 1
  %87 = select i1 %85, i32 %86, i32 %81
  %88 = fadd float %84, %84
  %89 = select i1 %85, float %88, float %84
  %90 = fsub float %89, 1.000000e+00
  %91 = fmul float %90, %90
  %92 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %90, float 0xBFBD7A3700000000)
  %93 = call float @llvm.fma.f32(float %92, float %90, float 0x3FBDE4A340000000)
  %94 = call float @llvm.fma.f32(float %93, float %90, float 0xBFBFCBA9E0000000)
  %95 = call float @llvm.fma.f32(float %94, float %90, float 0x3FC23D37E0000000)
  %96 = call float @llvm.fma.f32(float %95, float %90, float 0xBFC555CA00000000)
  %97 = call float @llvm.fma.f32(float %96, float %90, float 0x3FC999D580000000)
  %98 = call float @llvm.fma.f32(float %97, float %90, float 0xBFCFFFFF80000000)
  %99 = call float @llvm.fma.f32(float %98, float %90, float 0x3FD5555540000000)
  %100 = fmul float %99, %90
  %101 = fmul float %100, %91
  %102 = sitofp i32 %87 to float
  %103 = call float @llvm.fma.f32(float %102, float 0xBF2BD01060000000, float %101)
  %104 = call float @llvm.fma.f32(float %91, float -5.000000e-01, float %103)
  %105 = fadd float %90, %104
  %106 = call float @llvm.fma.f32(float %102, float 0x3FE6300000000000, float %105)
  %107 = fcmp oeq float %73, 0.000000e+00
  %108 = select i1 %107, float 0xFFF0000000000000, float %106
  %109 = fcmp oeq float %73, 0x7FF0000000000000
  %110 = select i1 %109, float %73, float %108
  %111 = fcmp olt float %73, 0.000000e+00
  %112 = select i1 %111, float 0x7FF8000000000000, float %110
  %113 = fcmp uno float %73, %73
  %114 = select i1 %113, float %73, float %112
  %115 = fadd float %72, %114
  %116 = fcmp uno float %115, %115
  %117 = select i1 %116, float 0x7FF8000000000000, float %115
  %118 = select i1 %17, float %117, float 0.000000e+00
  br i1 true, label %if.then, label %if.end

k.head6:                                          ; preds = %k.body7, %rank.body3
  %k.iv9 = phi i64 [ 0, %rank.body3 ], [ %k.next10, %k.body7 ]
  %119 = icmp slt i64 %k.iv9, %10
  br i1 %119, label %k.body7, label %k.exit8

k.body7:                                          ; preds = %k.head6
  %120 = mul i64 %rank.iv5, %arg17
  %121 = add i64 %120, %row.iv
  %122 = mul i64 %121, %10
  %123 = add i64 %122, %k.iv9
  %124 = mul i64 %123, 2
  %125 = add i64 %124, 1
  %126 = getelementptr float, ptr %8, i64 %125
  %127 = load float, ptr %126, align 4
  %128 = mul i64 %rank.iv5, %arg17
  %129 = add i64 %128, %row.iv
  %130 = mul i64 %129, %10
  %131 = add i64 %130, %k.iv9
  %132 = mul i64 %131, 2
  %133 = add i64 %132, 0
  %134 = getelementptr float, ptr %8, i64 %133
  %135 = load float, ptr %134, align 4
  %136 = fcmp oeq float %135, 0xFFF0000000000000
  %137 = fsub float %135, %54
  %138 = fcmp ogt float -8.800000e+01, %137
  %139 = select i1 %138, float -8.800000e+01, float %137
  %140 = call float @llvm.fma.f32(float %139, float 0x3FF7154760000000, float 0x4168000000000000)
  %141 = fsub float %140, 0x4168000000000000
  %142 = call float @llvm.fma.f32(float %141, float 0xBFE6300000000000, float %139)
  %143 = call float @llvm.fma.f32(float %141, float 0x3F2BD01060000000, float %142)
  %144 = fmul float %143, %143
  %145 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %143, float 0x3F8120BE20000000)
  %146 = call float @llvm.fma.f32(float %145, float %143, float 0x3FA5555180000000)
  %147 = call float @llvm.fma.f32(float %146, float %143, float 0x3FC5554DC0000000)
  %148 = call float @llvm.fma.f32(float %147, float %143, float 5.000000e-01)
  %149 = call float @llvm.fma.f32(float %144, float %148, float %143)
  %150 = bitcast float %140 to i32
  %151 = shl i32 %150, 23
  %152 = add i32 %151, 1065353216
  %153 = bitcast i32 %152 to float
  %154 = call float @llvm.fma.f32(float %149, float %153, float %153)
  %155 = select i1 %136, float 0.000000e+00, float %154
  %156 = load float, ptr %S, align 4
  %157 = call float @llvm.fma.f32(float %127, float %155, float %156)
  store float %157, ptr %S, align 4
  %k.next10 = add nsw i64 %k.iv9, 1
  br label %k.head6

k.exit8:                                          ; preds = %k.head6
  %rank.next11 = add nsw i64 %rank.iv5, 1
  br label %rank.head2

if.then:                                          ; preds = %rank.exit4
  %158 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %158, align 8, !invariant.load !0
  %159 = icmp ne i64 %arg12, 0
  br i1 %159, label %if.then12, label %if.end13

if.end:                                           ; preds = %if.end19, %rank.exit4
  store float %118, ptr %lse, align 4
  br label %merge.end

if.then12:                                        ; preds = %if.then
  %160 = inttoptr i64 %arg12 to ptr
  %161 = getelementptr float, ptr %160, i64 %row.iv
  store float %118, ptr %161, align 4
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.then
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %17, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end13
  br i1 %21, label %valid.then, label %valid.else

if.end15:                                         ; preds = %valid.end, %if.end13
  %162 = load float, ptr %logp, align 4
  %163 = fcmp uno float %162, %162
  %164 = select i1 %163, float 0x7FF8000000000000, float %162
  %165 = getelementptr inbounds i64, ptr %0, i64 19
  %arg19 = load i64, ptr %165, align 8, !invariant.load !0
  %166 = icmp ne i64 %arg19, 0
  br i1 %166, label %if.then18, label %if.end19

valid.then:                                       ; preds = %if.then14
  %167 = fsub float %30, %115
  store float %167, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then14
  store float 0x7FF8000000000000, ptr %logp, align 4
  %168 = getelementptr inbounds i64, ptr %0, i64 21
  %arg21 = load i64, ptr %168, align 8, !invariant.load !0
  %169 = icmp ne i64 %arg21, 0
  br i1 %169, label %if.then16, label %if.end17

valid.end:                                        ; preds = %if.end17, %valid.then
  br label %if.end15

if.then16:                                        ; preds = %valid.else
  %170 = inttoptr i64 %arg21 to ptr
  %171 = add i64 %row.iv, 1
  store i64 %171, ptr %170, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %valid.else
  br label %valid.end

if.then18:                                        ; preds = %if.end15
  %172 = inttoptr i64 %arg19 to ptr
  %173 = getelementptr float, ptr %172, i64 %row.iv
  store float %164, ptr %173, align 4
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %if.end15
  br label %if.end

active.then:                                      ; preds = %merge.end
  %174 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %174, align 8, !invariant.load !0
  %175 = mul i64 %row.iv, %arg1
  %176 = mul i64 %175, 2
  %177 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %177, align 8, !invariant.load !0
  %178 = inttoptr i64 %arg0 to ptr
  %179 = getelementptr i8, ptr %178, i64 %176
  %180 = getelementptr inbounds i64, ptr %0, i64 6
  %arg623 = load i64, ptr %180, align 8, !invariant.load !0
  %181 = getelementptr inbounds i64, ptr %0, i64 5
  %arg524 = load i64, ptr %181, align 8, !invariant.load !0
  %182 = sdiv i64 %arg524, 2374
  %183 = mul i64 %182, 32
  %184 = mul i64 %row.iv, %183
  %185 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %185, align 8, !invariant.load !0
  %186 = inttoptr i64 %arg11 to ptr
  %187 = getelementptr i32, ptr %186, i64 %184
  %188 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1025 = load i64, ptr %188, align 8, !invariant.load !0
  %189 = inttoptr i64 %arg1025 to ptr
  %190 = getelementptr float, ptr %189, i64 %row.iv
  %191 = load float, ptr %190, align 4
  %192 = icmp slt i64 %39, %arg623
  %193 = icmp sge i64 %39, 0
  %194 = and i1 %193, %192
  %195 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %195, align 8, !invariant.load !0
  %196 = getelementptr inbounds i64, ptr %0, i64 8
  %arg826 = load i64, ptr %196, align 8, !invariant.load !0
  %197 = inttoptr i64 %arg826 to ptr
  br label %lane.head

active.else:                                      ; preds = %merge.end
  br i1 true, label %if.then107, label %if.end108

active.end:                                       ; preds = %if.end108, %round.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

lane.head:                                        ; preds = %nantiles.exit, %active.then
  %lane.iv = phi i64 [ 0, %active.then ], [ %lane.next, %nantiles.exit ]
  %198 = icmp slt i64 %lane.iv, 32
  br i1 %198, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

nantiles.head:                                    ; preds = %nantiles.body, %lane.body
  %nantiles.iv = phi i64 [ %lane.iv, %lane.body ], [ %nantiles.next, %nantiles.body ]
  %199 = icmp slt i64 %nantiles.iv, %182
  br i1 %199, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %200 = mul i64 %row.iv, %182
  %201 = add i64 %200, %nantiles.iv
  %202 = mul i64 %201, %arg9
  %203 = getelementptr float, ptr %197, i64 %202
  %204 = load float, ptr %203, align 4
  %205 = fcmp uno float %204, %204
  %206 = zext i1 %205 to i64
  %207 = load i64, ptr %nantiles, align 4
  %208 = add i64 %207, %206
  store i64 %208, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !1

nantiles.exit:                                    ; preds = %nantiles.head
  %209 = load i64, ptr %nantiles, align 4
  %210 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %209, ptr %210, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %211 = icmp slt i64 %tree.iv, 5
  br i1 %211, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %212 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %213 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %214 = load i64, ptr %213, align 4
  %215 = bitcast float %191 to i32
  %216 = icmp eq i32 %215, -2147483648
  %217 = icmp sgt i64 %214, 0
  %218 = or i1 %216, %217
  %219 = fcmp ord float %191, %191
  %220 = and i1 %219, %218
  store i64 0, ptr %above, align 4
  br i1 %220, label %exact.then, label %exact.else

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %221 = icmp slt i64 %tree.lane.iv, %212
  br i1 %221, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %222 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %223 = load i64, ptr %222, align 4
  %224 = add i64 %tree.lane.iv, %212
  %225 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %224
  %226 = load i64, ptr %225, align 4
  %227 = add i64 %223, %226
  %228 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %227, ptr %228, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

exact.then:                                       ; preds = %tree.exit
  %229 = bitcast float %191 to i32
  %230 = fcmp uno float %191, %191
  %231 = select i1 %230, i32 2143289344, i32 %229
  %232 = xor i32 %231, 2147483647
  %233 = icmp sge i32 %231, 0
  %234 = select i1 %233, i32 %231, i32 %232
  br label %lane.head28

exact.else:                                       ; preds = %tree.exit
  br label %lane.head44

exact.end:                                        ; preds = %tree.exit52, %tree.exit35
  %235 = load i64, ptr %above, align 4
  %236 = add i64 %235, 1
  %237 = select i1 %194, i64 %236, i64 0
  br i1 true, label %if.then60, label %if.end61

lane.head28:                                      ; preds = %exactabove.exit, %exact.then
  %lane.iv31 = phi i64 [ 0, %exact.then ], [ %lane.next32, %exactabove.exit ]
  %238 = icmp slt i64 %lane.iv31, 32
  br i1 %238, label %lane.body29, label %lane.exit30

lane.body29:                                      ; preds = %lane.head28
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head

lane.exit30:                                      ; preds = %lane.head28
  br label %tree.head33

exactabove.head:                                  ; preds = %exactabove.body, %lane.body29
  %exactabove.iv = phi i64 [ %lane.iv31, %lane.body29 ], [ %exactabove.next, %exactabove.body ]
  %239 = icmp slt i64 %exactabove.iv, %arg623
  br i1 %239, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %240 = mul i64 %exactabove.iv, 2
  %241 = getelementptr i8, ptr %179, i64 %240
  %242 = load i16, ptr %241, align 2, !invariant.load !0
  %243 = zext i16 %242 to i32
  %244 = shl i32 %243, 16
  %245 = bitcast i32 %244 to float
  %246 = bitcast float %245 to i32
  %247 = fcmp uno float %245, %245
  %248 = select i1 %247, i32 2143289344, i32 %246
  %249 = xor i32 %248, 2147483647
  %250 = icmp sge i32 %248, 0
  %251 = select i1 %250, i32 %248, i32 %249
  %252 = icmp sgt i32 %251, %234
  %253 = zext i1 %252 to i64
  %254 = load i64, ptr %exactabove, align 4
  %255 = add i64 %254, %253
  store i64 %255, ptr %exactabove, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 32
  br label %exactabove.head, !llvm.loop !3

exactabove.exit:                                  ; preds = %exactabove.head
  %256 = load i64, ptr %exactabove, align 4
  %257 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %lane.iv31
  store i64 %256, ptr %257, align 4
  %lane.next32 = add nsw i64 %lane.iv31, 1
  br label %lane.head28

tree.head33:                                      ; preds = %tree.lane.exit39, %lane.exit30
  %tree.iv36 = phi i64 [ 0, %lane.exit30 ], [ %tree.next42, %tree.lane.exit39 ]
  %258 = icmp slt i64 %tree.iv36, 5
  br i1 %258, label %tree.body34, label %tree.exit35

tree.body34:                                      ; preds = %tree.head33
  %259 = lshr i64 16, %tree.iv36
  br label %tree.lane.head37

tree.exit35:                                      ; preds = %tree.head33
  %260 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 0
  %261 = load i64, ptr %260, align 4
  store i64 %261, ptr %above, align 4
  br label %exact.end

tree.lane.head37:                                 ; preds = %tree.lane.body38, %tree.body34
  %tree.lane.iv40 = phi i64 [ 0, %tree.body34 ], [ %tree.lane.next41, %tree.lane.body38 ]
  %262 = icmp slt i64 %tree.lane.iv40, %259
  br i1 %262, label %tree.lane.body38, label %tree.lane.exit39

tree.lane.body38:                                 ; preds = %tree.lane.head37
  %263 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %tree.lane.iv40
  %264 = load i64, ptr %263, align 4
  %265 = add i64 %tree.lane.iv40, %259
  %266 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %265
  %267 = load i64, ptr %266, align 4
  %268 = add i64 %264, %267
  %269 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %tree.lane.iv40
  store i64 %268, ptr %269, align 4
  %tree.lane.next41 = add nsw i64 %tree.lane.iv40, 1
  br label %tree.lane.head37

tree.lane.exit39:                                 ; preds = %tree.lane.head37
  %tree.next42 = add nsw i64 %tree.iv36, 1
  br label %tree.head33

lane.head44:                                      ; preds = %above.exit, %exact.else
  %lane.iv47 = phi i64 [ 0, %exact.else ], [ %lane.next49, %above.exit ]
  %270 = icmp slt i64 %lane.iv47, 32
  br i1 %270, label %lane.body45, label %lane.exit46

lane.body45:                                      ; preds = %lane.head44
  store i64 0, ptr %above48, align 4
  %271 = add i64 %183, 255
  %272 = udiv i64 %271, 256
  br label %above.head

lane.exit46:                                      ; preds = %lane.head44
  br label %tree.head50

above.head:                                       ; preds = %above.body, %lane.body45
  %above.iv = phi i64 [ 0, %lane.body45 ], [ %above.next, %above.body ]
  %273 = icmp slt i64 %above.iv, %272
  br i1 %273, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %274 = mul i64 %above.iv, 8
  %275 = add i64 %274, 0
  %276 = mul i64 %275, 32
  %277 = add i64 %lane.iv47, %276
  %278 = icmp slt i64 %277, %183
  %279 = select i1 %278, i64 %277, i64 0
  %280 = getelementptr i32, ptr %187, i64 %279
  %281 = load i32, ptr %280, align 4
  %282 = and i32 %281, -65536
  %283 = bitcast i32 %282 to float
  %284 = and i32 %281, 65535
  %285 = zext i32 %284 to i64
  %286 = bitcast float %283 to i32
  %287 = fcmp uno float %283, %283
  %288 = select i1 %287, i32 2143289344, i32 %286
  %289 = xor i32 %288, 2147483647
  %290 = icmp sge i32 %288, 0
  %291 = select i1 %290, i32 %288, i32 %289
  %292 = sext i32 %291 to i64
  %293 = shl i64 %292, 32
  %294 = or i64 %293, %285
  %295 = mul i64 %above.iv, 8
  %296 = add i64 %295, 1
  %297 = mul i64 %296, 32
  %298 = add i64 %lane.iv47, %297
  %299 = icmp slt i64 %298, %183
  %300 = select i1 %299, i64 %298, i64 0
  %301 = getelementptr i32, ptr %187, i64 %300
  %302 = load i32, ptr %301, align 4
  %303 = and i32 %302, -65536
  %304 = bitcast i32 %303 to float
  %305 = and i32 %302, 65535
  %306 = zext i32 %305 to i64
  %307 = bitcast float %304 to i32
  %308 = fcmp uno float %304, %304
  %309 = select i1 %308, i32 2143289344, i32 %307
  %310 = xor i32 %309, 2147483647
  %311 = icmp sge i32 %309, 0
  %312 = select i1 %311, i32 %309, i32 %310
  %313 = sext i32 %312 to i64
  %314 = shl i64 %313, 32
  %315 = or i64 %314, %306
  %316 = mul i64 %above.iv, 8
  %317 = add i64 %316, 2
  %318 = mul i64 %317, 32
  %319 = add i64 %lane.iv47, %318
  %320 = icmp slt i64 %319, %183
  %321 = select i1 %320, i64 %319, i64 0
  %322 = getelementptr i32, ptr %187, i64 %321
  %323 = load i32, ptr %322, align 4
  %324 = and i32 %323, -65536
  %325 = bitcast i32 %324 to float
  %326 = and i32 %323, 65535
  %327 = zext i32 %326 to i64
  %328 = bitcast float %325 to i32
  %329 = fcmp uno float %325, %325
  %330 = select i1 %329, i32 2143289344, i32 %328
  %331 = xor i32 %330, 2147483647
  %332 = icmp sge i32 %330, 0
  %333 = select i1 %332, i32 %330, i32 %331
  %334 = sext i32 %333 to i64
  %335 = shl i64 %334, 32
  %336 = or i64 %335, %327
  %337 = mul i64 %above.iv, 8
  %338 = add i64 %337, 3
  %339 = mul i64 %338, 32
  %340 = add i64 %lane.iv47, %339
  %341 = icmp slt i64 %340, %183
  %342 = select i1 %341, i64 %340, i64 0
  %343 = getelementptr i32, ptr %187, i64 %342
  %344 = load i32, ptr %343, align 4
  %345 = and i32 %344, -65536
  %346 = bitcast i32 %345 to float
  %347 = and i32 %344, 65535
  %348 = zext i32 %347 to i64
  %349 = bitcast float %346 to i32
  %350 = fcmp uno float %346, %346
  %351 = select i1 %350, i32 2143289344, i32 %349
  %352 = xor i32 %351, 2147483647
  %353 = icmp sge i32 %351, 0
  %354 = select i1 %353, i32 %351, i32 %352
  %355 = sext i32 %354 to i64
  %356 = shl i64 %355, 32
  %357 = or i64 %356, %348
  %358 = mul i64 %above.iv, 8
  %359 = add i64 %358, 4
  %360 = mul i64 %359, 32
  %361 = add i64 %lane.iv47, %360
  %362 = icmp slt i64 %361, %183
  %363 = select i1 %362, i64 %361, i64 0
  %364 = getelementptr i32, ptr %187, i64 %363
  %365 = load i32, ptr %364, align 4
  %366 = and i32 %365, -65536
  %367 = bitcast i32 %366 to float
  %368 = and i32 %365, 65535
  %369 = zext i32 %368 to i64
  %370 = bitcast float %367 to i32
  %371 = fcmp uno float %367, %367
  %372 = select i1 %371, i32 2143289344, i32 %370
  %373 = xor i32 %372, 2147483647
  %374 = icmp sge i32 %372, 0
  %375 = select i1 %374, i32 %372, i32 %373
  %376 = sext i32 %375 to i64
  %377 = shl i64 %376, 32
  %378 = or i64 %377, %369
  %379 = mul i64 %above.iv, 8
  %380 = add i64 %379, 5
  %381 = mul i64 %380, 32
  %382 = add i64 %lane.iv47, %381
  %383 = icmp slt i64 %382, %183
  %384 = select i1 %383, i64 %382, i64 0
  %385 = getelementptr i32, ptr %187, i64 %384
  %386 = load i32, ptr %385, align 4
  %387 = and i32 %386, -65536
  %388 = bitcast i32 %387 to float
  %389 = and i32 %386, 65535
  %390 = zext i32 %389 to i64
  %391 = bitcast float %388 to i32
  %392 = fcmp uno float %388, %388
  %393 = select i1 %392, i32 2143289344, i32 %391
  %394 = xor i32 %393, 2147483647
  %395 = icmp sge i32 %393, 0
  %396 = select i1 %395, i32 %393, i32 %394
  %397 = sext i32 %396 to i64
  %398 = shl i64 %397, 32
  %399 = or i64 %398, %390
  %400 = mul i64 %above.iv, 8
  %401 = add i64 %400, 6
  %402 = mul i64 %401, 32
  %403 = add i64 %lane.iv47, %402
  %404 = icmp slt i64 %403, %183
  %405 = select i1 %404, i64 %403, i64 0
  %406 = getelementptr i32, ptr %187, i64 %405
  %407 = load i32, ptr %406, align 4
  %408 = and i32 %407, -65536
  %409 = bitcast i32 %408 to float
  %410 = and i32 %407, 65535
  %411 = zext i32 %410 to i64
  %412 = bitcast float %409 to i32
  %413 = fcmp uno float %409, %409
  %414 = select i1 %413, i32 2143289344, i32 %412
  %415 = xor i32 %414, 2147483647
  %416 = icmp sge i32 %414, 0
  %417 = select i1 %416, i32 %414, i32 %415
  %418 = sext i32 %417 to i64
  %419 = shl i64 %418, 32
  %420 = or i64 %419, %411
  %421 = mul i64 %above.iv, 8
  %422 = add i64 %421, 7
  %423 = mul i64 %422, 32
  %424 = add i64 %lane.iv47, %423
  %425 = icmp slt i64 %424, %183
  %426 = select i1 %425, i64 %424, i64 0
  %427 = getelementptr i32, ptr %187, i64 %426
  %428 = load i32, ptr %427, align 4
  %429 = and i32 %428, -65536
  %430 = bitcast i32 %429 to float
  %431 = and i32 %428, 65535
  %432 = zext i32 %431 to i64
  %433 = bitcast float %430 to i32
  %434 = fcmp uno float %430, %430
  %435 = select i1 %434, i32 2143289344, i32 %433
  %436 = xor i32 %435, 2147483647
  %437 = icmp sge i32 %435, 0
  %438 = select i1 %437, i32 %435, i32 %436
  %439 = sext i32 %438 to i64
  %440 = shl i64 %439, 32
  %441 = or i64 %440, %432
  %442 = and i64 %294, 4294967295
  %443 = select i1 %278, i64 %442, i64 0
  %444 = load i64, ptr %above48, align 4
  %445 = add i64 %444, %443
  store i64 %445, ptr %above48, align 4
  %446 = and i64 %315, 4294967295
  %447 = select i1 %299, i64 %446, i64 0
  %448 = load i64, ptr %above48, align 4
  %449 = add i64 %448, %447
  store i64 %449, ptr %above48, align 4
  %450 = and i64 %336, 4294967295
  %451 = select i1 %320, i64 %450, i64 0
  %452 = load i64, ptr %above48, align 4
  %453 = add i64 %452, %451
  store i64 %453, ptr %above48, align 4
  %454 = and i64 %357, 4294967295
  %455 = select i1 %341, i64 %454, i64 0
  %456 = load i64, ptr %above48, align 4
  %457 = add i64 %456, %455
  store i64 %457, ptr %above48, align 4
  %458 = and i64 %378, 4294967295
  %459 = select i1 %362, i64 %458, i64 0
  %460 = load i64, ptr %above48, align 4
  %461 = add i64 %460, %459
  store i64 %461, ptr %above48, align 4
  %462 = and i64 %399, 4294967295
  %463 = select i1 %383, i64 %462, i64 0
  %464 = load i64, ptr %above48, align 4
  %465 = add i64 %464, %463
  store i64 %465, ptr %above48, align 4
  %466 = and i64 %420, 4294967295
  %467 = select i1 %404, i64 %466, i64 0
  %468 = load i64, ptr %above48, align 4
  %469 = add i64 %468, %467
  store i64 %469, ptr %above48, align 4
  %470 = and i64 %441, 4294967295
  %471 = select i1 %425, i64 %470, i64 0
  %472 = load i64, ptr %above48, align 4
  %473 = add i64 %472, %471
  store i64 %473, ptr %above48, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !4

above.exit:                                       ; preds = %above.head
  %474 = load i64, ptr %above48, align 4
  %475 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %lane.iv47
  store i64 %474, ptr %475, align 4
  %lane.next49 = add nsw i64 %lane.iv47, 1
  br label %lane.head44

tree.head50:                                      ; preds = %tree.lane.exit56, %lane.exit46
  %tree.iv53 = phi i64 [ 0, %lane.exit46 ], [ %tree.next59, %tree.lane.exit56 ]
  %476 = icmp slt i64 %tree.iv53, 5
  br i1 %476, label %tree.body51, label %tree.exit52

tree.body51:                                      ; preds = %tree.head50
  %477 = lshr i64 16, %tree.iv53
  br label %tree.lane.head54

tree.exit52:                                      ; preds = %tree.head50
  %478 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 0
  %479 = load i64, ptr %478, align 4
  store i64 %479, ptr %above, align 4
  br label %exact.end

tree.lane.head54:                                 ; preds = %tree.lane.body55, %tree.body51
  %tree.lane.iv57 = phi i64 [ 0, %tree.body51 ], [ %tree.lane.next58, %tree.lane.body55 ]
  %480 = icmp slt i64 %tree.lane.iv57, %477
  br i1 %480, label %tree.lane.body55, label %tree.lane.exit56

tree.lane.body55:                                 ; preds = %tree.lane.head54
  %481 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %tree.lane.iv57
  %482 = load i64, ptr %481, align 4
  %483 = add i64 %tree.lane.iv57, %477
  %484 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %483
  %485 = load i64, ptr %484, align 4
  %486 = add i64 %482, %485
  %487 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %tree.lane.iv57
  store i64 %486, ptr %487, align 4
  %tree.lane.next58 = add nsw i64 %tree.lane.iv57, 1
  br label %tree.lane.head54

tree.lane.exit56:                                 ; preds = %tree.lane.head54
  %tree.next59 = add nsw i64 %tree.iv53, 1
  br label %tree.head50

if.then60:                                        ; preds = %exact.end
  store i64 %237, ptr %52, align 4
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %exact.end
  store i64 9223372036854775807, ptr %prev, align 4
  br label %theta.head

theta.head:                                       ; preds = %tree.exit70, %if.end61
  %theta.iv = phi i64 [ 0, %if.end61 ], [ %theta.next, %tree.exit70 ]
  %488 = icmp slt i64 %theta.iv, 20
  br i1 %488, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %489 = load i64, ptr %prev, align 4
  br label %lane.head63

theta.exit:                                       ; preds = %theta.head
  %490 = load i64, ptr %prev, align 4
  %491 = ashr i64 %490, 32
  %492 = trunc i64 %491 to i32
  %493 = icmp eq i64 %490, -9223372036854775808
  %494 = select i1 %493, i32 -2147483648, i32 %492
  store i64 9223372036854775807, ptr %prev78, align 4
  br label %round.head

lane.head63:                                      ; preds = %group.exit, %theta.body
  %lane.iv66 = phi i64 [ 0, %theta.body ], [ %lane.next67, %group.exit ]
  %495 = icmp slt i64 %lane.iv66, 32
  br i1 %495, label %lane.body64, label %lane.exit65

lane.body64:                                      ; preds = %lane.head63
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

lane.exit65:                                      ; preds = %lane.head63
  br label %tree.head68

group.head:                                       ; preds = %group.body, %lane.body64
  %group.iv = phi i64 [ %lane.iv66, %lane.body64 ], [ %group.next, %group.body ]
  %496 = icmp slt i64 %group.iv, %183
  br i1 %496, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %497 = getelementptr i32, ptr %187, i64 %group.iv
  %498 = load i32, ptr %497, align 4
  %499 = and i32 %498, -65536
  %500 = bitcast i32 %499 to float
  %501 = and i32 %498, 65535
  %502 = zext i32 %501 to i64
  %503 = bitcast float %500 to i32
  %504 = fcmp uno float %500, %500
  %505 = select i1 %504, i32 2143289344, i32 %503
  %506 = xor i32 %505, 2147483647
  %507 = icmp sge i32 %505, 0
  %508 = select i1 %507, i32 %505, i32 %506
  %509 = sext i32 %508 to i64
  %510 = shl i64 %509, 32
  %511 = or i64 %510, %502
  %512 = ashr i64 %511, 32
  %513 = trunc i64 %512 to i32
  %514 = sext i32 %513 to i64
  %515 = shl i64 %514, 32
  %516 = or i64 %515, %group.iv
  %517 = load i64, ptr %best, align 4
  %518 = icmp sgt i64 %516, %517
  %519 = icmp slt i64 %516, %489
  %520 = and i1 %519, %518
  %521 = select i1 %520, i64 %516, i64 %517
  store i64 %521, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !5

group.exit:                                       ; preds = %group.head
  %522 = load i64, ptr %best, align 4
  %523 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %lane.iv66
  store i64 %522, ptr %523, align 4
  %lane.next67 = add nsw i64 %lane.iv66, 1
  br label %lane.head63

tree.head68:                                      ; preds = %tree.lane.exit74, %lane.exit65
  %tree.iv71 = phi i64 [ 0, %lane.exit65 ], [ %tree.next77, %tree.lane.exit74 ]
  %524 = icmp slt i64 %tree.iv71, 5
  br i1 %524, label %tree.body69, label %tree.exit70

tree.body69:                                      ; preds = %tree.head68
  %525 = lshr i64 16, %tree.iv71
  br label %tree.lane.head72

tree.exit70:                                      ; preds = %tree.head68
  %526 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 0
  %527 = load i64, ptr %526, align 4
  store i64 %527, ptr %prev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !6

tree.lane.head72:                                 ; preds = %tree.lane.body73, %tree.body69
  %tree.lane.iv75 = phi i64 [ 0, %tree.body69 ], [ %tree.lane.next76, %tree.lane.body73 ]
  %528 = icmp slt i64 %tree.lane.iv75, %525
  br i1 %528, label %tree.lane.body73, label %tree.lane.exit74

tree.lane.body73:                                 ; preds = %tree.lane.head72
  %529 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %tree.lane.iv75
  %530 = load i64, ptr %529, align 4
  %531 = add i64 %tree.lane.iv75, %525
  %532 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %531
  %533 = load i64, ptr %532, align 4
  %534 = icmp sgt i64 %533, %530
  %535 = select i1 %534, i64 %533, i64 %530
  %536 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %tree.lane.iv75
  store i64 %535, ptr %536, align 4
  %tree.lane.next76 = add nsw i64 %tree.lane.iv75, 1
  br label %tree.lane.head72

tree.lane.exit74:                                 ; preds = %tree.lane.head72
  %tree.next77 = add nsw i64 %tree.iv71, 1
  br label %tree.head68

round.head:                                       ; preds = %if.end106, %theta.exit
  %round.iv = phi i64 [ 0, %theta.exit ], [ %round.next, %if.end106 ]
  %537 = icmp slt i64 %round.iv, 20
  br i1 %537, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %538 = load i64, ptr %prev78, align 4
  br label %lane.head80

round.exit:                                       ; preds = %round.head
  %539 = load i64, ptr %prev78, align 4
  br label %active.end

lane.head80:                                      ; preds = %group.exit87, %round.body
  %lane.iv83 = phi i64 [ 0, %round.body ], [ %lane.next94, %group.exit87 ]
  %540 = icmp slt i64 %lane.iv83, 32
  br i1 %540, label %lane.body81, label %lane.exit82

lane.body81:                                      ; preds = %lane.head80
  store i64 -9223372036854775808, ptr %best84, align 4
  br label %group.head85

lane.exit82:                                      ; preds = %lane.head80
  br label %tree.head95

group.head85:                                     ; preds = %if.end90, %lane.body81
  %group.iv88 = phi i64 [ %lane.iv83, %lane.body81 ], [ %group.next93, %if.end90 ]
  %541 = icmp slt i64 %group.iv88, %183
  br i1 %541, label %group.body86, label %group.exit87

group.body86:                                     ; preds = %group.head85
  %542 = getelementptr i32, ptr %187, i64 %group.iv88
  %543 = load i32, ptr %542, align 4
  %544 = and i32 %543, -65536
  %545 = bitcast i32 %544 to float
  %546 = and i32 %543, 65535
  %547 = zext i32 %546 to i64
  %548 = bitcast float %545 to i32
  %549 = fcmp uno float %545, %545
  %550 = select i1 %549, i32 2143289344, i32 %548
  %551 = xor i32 %550, 2147483647
  %552 = icmp sge i32 %550, 0
  %553 = select i1 %552, i32 %550, i32 %551
  %554 = sext i32 %553 to i64
  %555 = shl i64 %554, 32
  %556 = or i64 %555, %547
  %557 = ashr i64 %556, 32
  %558 = trunc i64 %557 to i32
  %559 = icmp sge i32 %558, %494
  br i1 %559, label %if.then89, label %if.end90

group.exit87:                                     ; preds = %group.head85
  %560 = load i64, ptr %best84, align 4
  %561 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %lane.iv83
  store i64 %560, ptr %561, align 4
  %lane.next94 = add nsw i64 %lane.iv83, 1
  br label %lane.head80

if.then89:                                        ; preds = %group.body86
  %562 = udiv i64 %group.iv88, 32
  %563 = urem i64 %group.iv88, 32
  %564 = mul i64 %562, 2374
  %565 = sub i64 %arg623, %564
  %566 = icmp slt i64 %565, 0
  %567 = select i1 %566, i64 0, i64 %565
  %568 = icmp sgt i64 %567, 2374
  %569 = select i1 %568, i64 2374, i64 %567
  br label %gcol.head

if.end90:                                         ; preds = %gcol.exit, %group.body86
  %group.next93 = add nsw i64 %group.iv88, 32
  br label %group.head85, !llvm.loop !7

gcol.head:                                        ; preds = %if.end92, %if.then89
  %gcol.iv = phi i64 [ 0, %if.then89 ], [ %gcol.next, %if.end92 ]
  %570 = icmp slt i64 %gcol.iv, 80
  br i1 %570, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %571 = udiv i64 %gcol.iv, 8
  %572 = urem i64 %gcol.iv, 8
  %573 = mul i64 %571, 32
  %574 = add i64 %573, %563
  %575 = mul i64 %574, 8
  %576 = add i64 %575, %572
  %577 = icmp slt i64 %576, %569
  br i1 %577, label %if.then91, label %if.end92

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end90

if.then91:                                        ; preds = %gcol.body
  %578 = add i64 %564, %576
  %579 = mul i64 %578, 2
  %580 = getelementptr i8, ptr %179, i64 %579
  %581 = load i16, ptr %580, align 2, !invariant.load !0
  %582 = zext i16 %581 to i32
  %583 = shl i32 %582, 16
  %584 = bitcast i32 %583 to float
  %585 = bitcast float %584 to i32
  %586 = fcmp uno float %584, %584
  %587 = select i1 %586, i32 2143289344, i32 %585
  %588 = xor i32 %587, 2147483647
  %589 = icmp sge i32 %587, 0
  %590 = select i1 %589, i32 %587, i32 %588
  %591 = sext i32 %590 to i64
  %592 = shl i64 %591, 32
  %593 = sub i64 4294967295, %578
  %594 = or i64 %592, %593
  %595 = load i64, ptr %best84, align 4
  %596 = icmp sgt i64 %594, %595
  %597 = icmp slt i64 %594, %538
  %598 = and i1 %597, %596
  %599 = select i1 %598, i64 %594, i64 %595
  store i64 %599, ptr %best84, align 4
  br label %if.end92

if.end92:                                         ; preds = %if.then91, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !8

tree.head95:                                      ; preds = %tree.lane.exit101, %lane.exit82
  %tree.iv98 = phi i64 [ 0, %lane.exit82 ], [ %tree.next104, %tree.lane.exit101 ]
  %600 = icmp slt i64 %tree.iv98, 5
  br i1 %600, label %tree.body96, label %tree.exit97

tree.body96:                                      ; preds = %tree.head95
  %601 = lshr i64 16, %tree.iv98
  br label %tree.lane.head99

tree.exit97:                                      ; preds = %tree.head95
  %602 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 0
  %603 = load i64, ptr %602, align 4
  store i64 %603, ptr %prev78, align 4
  %604 = icmp eq i64 %603, -9223372036854775808
  %605 = ashr i64 %603, 32
  %606 = trunc i64 %605 to i32
  %607 = xor i32 %606, 2147483647
  %608 = icmp sge i32 %606, 0
  %609 = select i1 %608, i32 %606, i32 %607
  %610 = bitcast i32 %609 to float
  %611 = and i64 %603, 4294967295
  %612 = sub i64 4294967295, %611
  br i1 true, label %if.then105, label %if.end106

tree.lane.head99:                                 ; preds = %tree.lane.body100, %tree.body96
  %tree.lane.iv102 = phi i64 [ 0, %tree.body96 ], [ %tree.lane.next103, %tree.lane.body100 ]
  %613 = icmp slt i64 %tree.lane.iv102, %601
  br i1 %613, label %tree.lane.body100, label %tree.lane.exit101

tree.lane.body100:                                ; preds = %tree.lane.head99
  %614 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %tree.lane.iv102
  %615 = load i64, ptr %614, align 4
  %616 = add i64 %tree.lane.iv102, %601
  %617 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %616
  %618 = load i64, ptr %617, align 4
  %619 = icmp sgt i64 %618, %615
  %620 = select i1 %619, i64 %618, i64 %615
  %621 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %tree.lane.iv102
  store i64 %620, ptr %621, align 4
  %tree.lane.next103 = add nsw i64 %tree.lane.iv102, 1
  br label %tree.lane.head99

tree.lane.exit101:                                ; preds = %tree.lane.head99
  %tree.next104 = add nsw i64 %tree.iv98, 1
  br label %tree.head95

if.then105:                                       ; preds = %tree.exit97
  %622 = getelementptr i64, ptr %45, i64 %round.iv
  %623 = select i1 %604, i64 -1, i64 %612
  store i64 %623, ptr %622, align 4
  %624 = getelementptr float, ptr %49, i64 %round.iv
  %625 = fsub float %610, %35
  %626 = fcmp uno float %625, %625
  %627 = select i1 %626, float 0x7FF8000000000000, float %625
  %628 = select i1 %604, float 0xFFF0000000000000, float %627
  store float %628, ptr %624, align 4
  br label %if.end106

if.end106:                                        ; preds = %if.then105, %tree.exit97
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !9

if.then107:                                       ; preds = %active.else
  br label %inactive.head

if.end108:                                        ; preds = %inactive.exit, %active.else
  br label %active.end

inactive.head:                                    ; preds = %inactive.body, %if.then107
  %inactive.iv = phi i64 [ 0, %if.then107 ], [ %inactive.next, %inactive.body ]
  %629 = icmp slt i64 %inactive.iv, 20
  br i1 %629, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %630 = getelementptr i64, ptr %45, i64 %inactive.iv
  store i64 -1, ptr %630, align 4
  %631 = getelementptr float, ptr %49, i64 %inactive.iv
  store float 0.000000e+00, ptr %631, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !10

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %52, align 4
  br label %if.end108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
!9 = distinct !{!9, !2}
!10 = distinct !{!10, !2}
