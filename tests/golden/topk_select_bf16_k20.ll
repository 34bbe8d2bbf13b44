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
  %24 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %24, align 8, !invariant.load !0
  %25 = inttoptr i64 %arg10 to ptr
  %26 = mul i64 0, %arg17
  %27 = add i64 %26, %row.iv
  %28 = getelementptr float, ptr %25, i64 %27
  %29 = load float, ptr %28, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

merge.else:                                       ; preds = %item.body
  %30 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1220 = load i64, ptr %30, align 8, !invariant.load !0
  %31 = inttoptr i64 %arg1220 to ptr
  %32 = getelementptr float, ptr %31, i64 %row.iv
  %33 = load float, ptr %32, align 4
  store float %33, ptr %lse, align 4
  br label %merge.end

merge.end:                                        ; preds = %merge.else, %if.end
  %34 = load float, ptr %lse, align 4
  %35 = getelementptr inbounds i64, ptr %0, i64 2
  %arg221 = load i64, ptr %35, align 8, !invariant.load !0
  %36 = inttoptr i64 %arg221 to ptr
  %37 = getelementptr i64, ptr %36, i64 %row.iv
  %38 = load i64, ptr %37, align 4
  %39 = getelementptr inbounds i64, ptr %0, i64 4
  %arg422 = load i64, ptr %39, align 8, !invariant.load !0
  %40 = icmp ne i64 %38, %arg422
  %41 = mul i64 %row.iv, 20
  %42 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %42, align 8, !invariant.load !0
  %43 = inttoptr i64 %arg13 to ptr
  %44 = getelementptr i64, ptr %43, i64 %41
  %45 = mul i64 %row.iv, 20
  %46 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %46, align 8, !invariant.load !0
  %47 = inttoptr i64 %arg14 to ptr
  %48 = getelementptr float, ptr %47, i64 %45
  %49 = getelementptr inbounds i64, ptr %0, i64 15
  %arg15 = load i64, ptr %49, align 8, !invariant.load !0
  %50 = inttoptr i64 %arg15 to ptr
  %51 = getelementptr i64, ptr %50, i64 %row.iv
  br i1 %40, label %active.then, label %active.else

rank.head:                                        ; preds = %k.exit, %merge.then
  %rank.iv = phi i64 [ 0, %merge.then ], [ %rank.next, %k.exit ]
  %52 = icmp slt i64 %rank.iv, 1
  br i1 %52, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %53 = load float, ptr %M, align 4
  br label %rank.head2

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %54 = icmp slt i64 %k.iv, %10
  br i1 %54, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %55 = mul i64 %rank.iv, %arg17
  %56 = add i64 %55, %row.iv
  %57 = mul i64 %56, %10
  %58 = add i64 %57, %k.iv
  %59 = mul i64 %58, 2
  %60 = add i64 %59, 0
  %61 = getelementptr float, ptr %8, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = load float, ptr %M, align 4
  %64 = fcmp ogt float %62, %63
  %65 = select i1 %64, float %62, float %63
  %66 = fcmp uno float %62, %62
  %67 = select i1 %66, float %62, float %65
  %68 = fcmp uno float %63, %63
  %69 = select i1 %68, float %63, float %67
  store float %69, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head2:                                       ; preds = %k.exit8, %rank.exit
  %rank.iv5 = phi i64 [ 0, %rank.exit ], [ %rank.next11, %k.exit8 ]
  %70 = icmp slt i64 %rank.iv5, 1
  br i1 %70, label %rank.body3, label %rank.exit4

rank.body3:                                       ; preds = %rank.head2
  br label %k.head6

rank.exit4:                                       ; preds = %rank.head2
  %71 = load float, ptr %M, align 4
  %72 = load float, ptr %S, align 4
  %73 = fcmp olt float %72, 0x3810000000000000
  %74 = fmul float %72, 0x4180000000000000
  %75 = select i1 %73, float %74, float %72
  %76 = select i1 %73, i32 -25, i32 0
  %77 = bitcast float %75 to i32
  %78 = lshr i32 %77, 23
  %79 = sub i32 %78, 126
  %80 = add i32 %79, %76
  %81 = and i32 %77, 8388607
  %82 = or i32 %81, 1056964608
  %83 = bitcast i32 %82 to float
  %84 = fcmp olt float %83, 0x3FE6A09E60000000
  %85 = sub i32 %80, 1
  %86 = select i1 %84, i32 %85, i32 %80
  %87 = fadd float %83, %83
  %88 = select i1 %84, float %87, float %83
  %89 = fsub float %88, 1.000000e+00
  %90 = fmul float %89, %89
  %91 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %89, float 0xBFBD7A3700000000)
  %92 = call float @llvm.fma.f32(float %91, float %89, float 0x3FBDE4A340000000)
  %93 = call float @llvm.fma.f32(float %92, float %89, float 0xBFBFCBA9E0000000)
  %94 = call float @llvm.fma.f32(float %93, float %89, float 0x3FC23D37E0000000)
  %95 = call float @llvm.fma.f32(float %94, float %89, float 0xBFC555CA00000000)
  %96 = call float @llvm.fma.f32(float %95, float %89, float 0x3FC999D580000000)
  %97 = call float @llvm.fma.f32(float %96, float %89, float 0xBFCFFFFF80000000)
  %98 = call float @llvm.fma.f32(float %97, float %89, float 0x3FD5555540000000)
  %99 = fmul float %98, %89
  %100 = fmul float %99, %90
  %101 = sitofp i32 %86 to float
  %102 = call float @llvm.fma.f32(float %101, float 0xBF2BD01060000000, float %100)
  %103 = call float @llvm.fma.f32(float %90, float -5.000000e-01, float %102)
  %104 = fadd float %89, %103
  %105 = call float @llvm.fma.f32(float %101, float 0x3FE6300000000000, float %104)
  %106 = fcmp oeq float %72, 0.000000e+00
  %107 = select i1 %106, float 0xFFF0000000000000, float %105
  %108 = fcmp oeq float %72, 0x7FF0000000000000
  %109 = select i1 %108, float %72, float %107
  %110 = fcmp olt float %72, 0.000000e+00
  %111 = select i1 %110, float 0x7FF8000000000000, float %109
  %112 = fcmp uno float %72, %72
  %113 = select i1 %112, float %72, float %111
  %114 = fadd float %71, %113
  %115 = fcmp uno float %114, %114
  %116 = select i1 %115, float 0x7FF8000000000000, float %114
  %117 = select i1 %17, float %116, float 0.000000e+00
  br i1 true, label %if.then, label %if.end

k.head6:                                          ; preds = %k.body7, %rank.body3
  %k.iv9 = phi i64 [ 0, %rank.body3 ], [ %k.next10, %k.body7 ]
  %118 = icmp slt i64 %k.iv9, %10
  br i1 %118, label %k.body7, label %k.exit8

k.body7:                                          ; preds = %k.head6
  %119 = mul i64 %rank.iv5, %arg17
  %120 = add i64 %119, %row.iv
  %121 = mul i64 %120, %10
  %122 = add i64 %121, %k.iv9
  %123 = mul i64 %122, 2
  %124 = add i64 %123, 1
  %125 = getelementptr float, ptr %8, i64 %124
  %126 = load float, ptr %125, align 4
  %127 = mul i64 %rank.iv5, %arg17
  %128 = add i64 %127, %row.iv
  %129 = mul i64 %128, %10
  %130 = add i64 %129, %k.iv9
  %131 = mul i64 %130, 2
  %132 = add i64 %131, 0
  %133 = getelementptr float, ptr %8, i64 %132
  %134 = load float, ptr %133, align 4
  %135 = fcmp oeq float %134, 0xFFF0000000000000
  %136 = fsub float %134, %53
  %137 = fcmp ogt float -8.800000e+01, %136
  %138 = select i1 %137, float -8.800000e+01, float %136
  %139 = call float @llvm.fma.f32(float %138, float 0x3FF7154760000000, float 0x4168000000000000)
  %140 = fsub float %139, 0x4168000000000000
  %141 = call float @llvm.fma.f32(float %140, float 0xBFE6300000000000, float %138)
  %142 = call float @llvm.fma.f32(float %140, float 0x3F2BD01060000000, float %141)
  %143 = fmul float %142, %142
  %144 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %142, float 0x3F8120BE20000000)
  %145 = call float @llvm.fma.f32(float %144, float %142, float 0x3FA5555180000000)
  %146 = call float @llvm.fma.f32(float %145, float %142, float 0x3FC5554DC0000000)
  %147 = call float @llvm.fma.f32(float %146, float %142, float 5.000000e-01)
  %148 = call float @llvm.fma.f32(float %143, float %147, float %142)
  %149 = bitcast float %139 to i32
  %150 = shl i32 %149, 23
  %151 = add i32 %150, 1065353216
  %152 = bitcast i32 %151 to float
  %153 = call float @llvm.fma.f32(float %148, float %152, float %152)
  %154 = select i1 %135, float 0.000000e+00, float %153
  %155 = load float, ptr %S, align 4
  %156 = call float @llvm.fma.f32(float %126, float %154, float %155)
  store float %156, ptr %S, align 4
  %k.next10 = add nsw i64 %k.iv9, 1
  br label %k.head6

k.exit8:                                          ; preds = %k.head6
  %rank.next11 = add nsw i64 %rank.iv5, 1
  br label %rank.head2

if.then:                                          ; preds = %rank.exit4
  %157 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %157, align 8, !invariant.load !0
  %158 = icmp ne i64 %arg12, 0
  br i1 %158, label %if.then12, label %if.end13

if.end:                                           ; preds = %if.end19, %rank.exit4
  store float %117, ptr %lse, align 4
  br label %merge.end

if.then12:                                        ; preds = %if.then
  %159 = inttoptr i64 %arg12 to ptr
  %160 = getelementptr float, ptr %159, i64 %row.iv
  store float %117, ptr %160, align 4
  br label %if.end13

if.end13:                                         ; preds = %if.then12, %if.then
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %17, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end13
  br i1 %21, label %valid.then, label %valid.else

if.end15:                                         ; preds = %valid.end, %if.end13
  %161 = load float, ptr %logp, align 4
  %162 = fcmp uno float %161, %161
  %163 = select i1 %162, float 0x7FF8000000000000, float %161
  %164 = getelementptr inbounds i64, ptr %0, i64 19
  %arg19 = load i64, ptr %164, align 8, !invariant.load !0
  %165 = icmp ne i64 %arg19, 0
  br i1 %165, label %if.then18, label %if.end19

valid.then:                                       ; preds = %if.then14
  %166 = fsub float %29, %114
  store float %166, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then14
  store float 0x7FF8000000000000, ptr %logp, align 4
  %167 = getelementptr inbounds i64, ptr %0, i64 21
  %arg21 = load i64, ptr %167, align 8, !invariant.load !0
  %168 = icmp ne i64 %arg21, 0
  br i1 %168, label %if.then16, label %if.end17

valid.end:                                        ; preds = %if.end17, %valid.then
  br label %if.end15

if.then16:                                        ; preds = %valid.else
  %169 = inttoptr i64 %arg21 to ptr
  %170 = add i64 %row.iv, 1
  store i64 %170, ptr %169, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %valid.else
  br label %valid.end

if.then18:                                        ; preds = %if.end15
  %171 = inttoptr i64 %arg19 to ptr
  %172 = getelementptr float, ptr %171, i64 %row.iv
  store float %163, ptr %172, align 4
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %if.end15
  br label %if.end

active.then:                                      ; preds = %merge.end
  %173 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %173, align 8, !invariant.load !0
  %174 = mul i64 %row.iv, %arg1
  %175 = mul i64 %174, 2
  %176 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %176, align 8, !invariant.load !0
  %177 = inttoptr i64 %arg0 to ptr
  %178 = getelementptr i8, ptr %177, i64 %175
  %179 = getelementptr inbounds i64, ptr %0, i64 6
  %arg623 = load i64, ptr %179, align 8, !invariant.load !0
  %180 = getelementptr inbounds i64, ptr %0, i64 5
  %arg524 = load i64, ptr %180, align 8, !invariant.load !0
  %181 = sdiv i64 %arg524, 2374
  %182 = mul i64 %181, 32
  %183 = mul i64 %row.iv, %182
  %184 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %184, align 8, !invariant.load !0
  %185 = inttoptr i64 %arg11 to ptr
  %186 = getelementptr i32, ptr %185, i64 %183
  %187 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1025 = load i64, ptr %187, align 8, !invariant.load !0
  %188 = inttoptr i64 %arg1025 to ptr
  %189 = getelementptr float, ptr %188, i64 %row.iv
  %190 = load float, ptr %189, align 4
  %191 = icmp slt i64 %38, %arg623
  %192 = icmp sge i64 %38, 0
  %193 = and i1 %192, %191
  %194 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %194, align 8, !invariant.load !0
  %195 = getelementptr inbounds i64, ptr %0, i64 8
  %arg826 = load i64, ptr %195, align 8, !invariant.load !0
  %196 = inttoptr i64 %arg826 to ptr
  br label %lane.head

active.else:                                      ; preds = %merge.end
  br i1 true, label %if.then107, label %if.end108

active.end:                                       ; preds = %if.end108, %round.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

lane.head:                                        ; preds = %nantiles.exit, %active.then
  %lane.iv = phi i64 [ 0, %active.then ], [ %lane.next, %nantiles.exit ]
  %197 = icmp slt i64 %lane.iv, 32
  br i1 %197, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

nantiles.head:                                    ; preds = %nantiles.body, %lane.body
  %nantiles.iv = phi i64 [ %lane.iv, %lane.body ], [ %nantiles.next, %nantiles.body ]
  %198 = icmp slt i64 %nantiles.iv, %181
  br i1 %198, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %199 = mul i64 %row.iv, %181
  %200 = add i64 %199, %nantiles.iv
  %201 = mul i64 %200, %arg9
  %202 = getelementptr float, ptr %196, i64 %201
  %203 = load float, ptr %202, align 4
  %204 = fcmp uno float %203, %203
  %205 = zext i1 %204 to i64
  %206 = load i64, ptr %nantiles, align 4
  %207 = add i64 %206, %205
  store i64 %207, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !1

nantiles.exit:                                    ; preds = %nantiles.head
  %208 = load i64, ptr %nantiles, align 4
  %209 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %208, ptr %209, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %210 = icmp slt i64 %tree.iv, 5
  br i1 %210, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %211 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %212 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %213 = load i64, ptr %212, align 4
  %214 = bitcast float %190 to i32
  %215 = icmp eq i32 %214, -2147483648
  %216 = icmp sgt i64 %213, 0
  %217 = or i1 %215, %216
  %218 = fcmp ord float %190, %190
  %219 = and i1 %218, %217
  store i64 0, ptr %above, align 4
  br i1 %219, label %exact.then, label %exact.else

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %220 = icmp slt i64 %tree.lane.iv, %211
  br i1 %220, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %221 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %222 = load i64, ptr %221, align 4
  %223 = add i64 %tree.lane.iv, %211
  %224 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %223
  %225 = load i64, ptr %224, align 4
  %226 = add i64 %222, %225
  %227 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %226, ptr %227, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

exact.then:                                       ; preds = %tree.exit
  %228 = bitcast float %190 to i32
  %229 = fcmp uno float %190, %190
  %230 = select i1 %229, i32 2143289344, i32 %228
  %231 = xor i32 %230, 2147483647
  %232 = icmp sge i32 %230, 0
  %233 = select i1 %232, i32 %230, i32 %231
  br label %lane.head28

exact.else:                                       ; preds = %tree.exit
  br label %lane.head44

exact.end:                                        ; preds = %tree.exit52, %tree.exit35
  %234 = load i64, ptr %above, align 4
  %235 = add i64 %234, 1
  %236 = select i1 %193, i64 %235, i64 0
  br i1 true, label %if.then60, label %if.end61

lane.head28:                                      ; preds = %exactabove.exit, %exact.then
  %lane.iv31 = phi i64 [ 0, %exact.then ], [ %lane.next32, %exactabove.exit ]
  %237 = icmp slt i64 %lane.iv31, 32
  br i1 %237, label %lane.body29, label %lane.exit30

lane.body29:                                      ; preds = %lane.head28
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head

lane.exit30:                                      ; preds = %lane.head28
  br label %tree.head33

exactabove.head:                                  ; preds = %exactabove.body, %lane.body29
  %exactabove.iv = phi i64 [ %lane.iv31, %lane.body29 ], [ %exactabove.next, %exactabove.body ]
  %238 = icmp slt i64 %exactabove.iv, %arg623
  br i1 %238, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %239 = mul i64 %exactabove.iv, 2
  %240 = getelementptr i8, ptr %178, i64 %239
  %241 = load i16, ptr %240, align 2, !invariant.load !0
  %242 = zext i16 %241 to i32
  %243 = shl i32 %242, 16
  %244 = bitcast i32 %243 to float
  %245 = bitcast float %244 to i32
  %246 = fcmp uno float %244, %244
  %247 = select i1 %246, i32 2143289344, i32 %245
  %248 = xor i32 %247, 2147483647
  %249 = icmp sge i32 %247, 0
  %250 = select i1 %249, i32 %247, i32 %248
  %251 = icmp sgt i32 %250, %233
  %252 = zext i1 %251 to i64
  %253 = load i64, ptr %exactabove, align 4
  %254 = add i64 %253, %252
  store i64 %254, ptr %exactabove, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 32
  br label %exactabove.head, !llvm.loop !3

exactabove.exit:                                  ; preds = %exactabove.head
  %255 = load i64, ptr %exactabove, align 4
  %256 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %lane.iv31
  store i64 %255, ptr %256, align 4
  %lane.next32 = add nsw i64 %lane.iv31, 1
  br label %lane.head28

tree.head33:                                      ; preds = %tree.lane.exit39, %lane.exit30
  %tree.iv36 = phi i64 [ 0, %lane.exit30 ], [ %tree.next42, %tree.lane.exit39 ]
  %257 = icmp slt i64 %tree.iv36, 5
  br i1 %257, label %tree.body34, label %tree.exit35

tree.body34:                                      ; preds = %tree.head33
  %258 = lshr i64 16, %tree.iv36
  br label %tree.lane.head37

tree.exit35:                                      ; preds = %tree.head33
  %259 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 0
  %260 = load i64, ptr %259, align 4
  store i64 %260, ptr %above, align 4
  br label %exact.end

tree.lane.head37:                                 ; preds = %tree.lane.body38, %tree.body34
  %tree.lane.iv40 = phi i64 [ 0, %tree.body34 ], [ %tree.lane.next41, %tree.lane.body38 ]
  %261 = icmp slt i64 %tree.lane.iv40, %258
  br i1 %261, label %tree.lane.body38, label %tree.lane.exit39

tree.lane.body38:                                 ; preds = %tree.lane.head37
  %262 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %tree.lane.iv40
  %263 = load i64, ptr %262, align 4
  %264 = add i64 %tree.lane.iv40, %258
  %265 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %264
  %266 = load i64, ptr %265, align 4
  %267 = add i64 %263, %266
  %268 = getelementptr inbounds [32 x i64], ptr %lanes27, i64 0, i64 %tree.lane.iv40
  store i64 %267, ptr %268, align 4
  %tree.lane.next41 = add nsw i64 %tree.lane.iv40, 1
  br label %tree.lane.head37

tree.lane.exit39:                                 ; preds = %tree.lane.head37
  %tree.next42 = add nsw i64 %tree.iv36, 1
  br label %tree.head33

lane.head44:                                      ; preds = %above.exit, %exact.else
  %lane.iv47 = phi i64 [ 0, %exact.else ], [ %lane.next49, %above.exit ]
  %269 = icmp slt i64 %lane.iv47, 32
  br i1 %269, label %lane.body45, label %lane.exit46

lane.body45:                                      ; preds = %lane.head44
  store i64 0, ptr %above48, align 4
  %270 = add i64 %182, 255
  %271 = udiv i64 %270, 256
  br label %above.head

lane.exit46:                                      ; preds = %lane.head44
  br label %tree.head50

above.head:                                       ; preds = %above.body, %lane.body45
  %above.iv = phi i64 [ 0, %lane.body45 ], [ %above.next, %above.body ]
  %272 = icmp slt i64 %above.iv, %271
  br i1 %272, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %273 = mul i64 %above.iv, 8
  %274 = add i64 %273, 0
  %275 = mul i64 %274, 32
  %276 = add i64 %lane.iv47, %275
  %277 = icmp slt i64 %276, %182
  %278 = select i1 %277, i64 %276, i64 0
  %279 = getelementptr i32, ptr %186, i64 %278
  %280 = load i32, ptr %279, align 4
  %281 = and i32 %280, -65536
  %282 = bitcast i32 %281 to float
  %283 = and i32 %280, 65535
  %284 = zext i32 %283 to i64
  %285 = bitcast float %282 to i32
  %286 = fcmp uno float %282, %282
  %287 = select i1 %286, i32 2143289344, i32 %285
  %288 = xor i32 %287, 2147483647
  %289 = icmp sge i32 %287, 0
  %290 = select i1 %289, i32 %287, i32 %288
  %291 = sext i32 %290 to i64
  %292 = shl i64 %291, 32
  %293 = or i64 %292, %284
  %294 = mul i64 %above.iv, 8
  %295 = add i64 %294, 1
  %296 = mul i64 %295, 32
  %297 = add i64 %lane.iv47, %296
  %298 = icmp slt i64 %297, %182
  %299 = select i1 %298, i64 %297, i64 0
  %300 = getelementptr i32, ptr %186, i64 %299
  %301 = load i32, ptr %300, align 4
  %302 = and i32 %301, -65536
  %303 = bitcast i32 %302 to float
  %304 = and i32 %301, 65535
  %305 = zext i32 %304 to i64
  %306 = bitcast float %303 to i32
  %307 = fcmp uno float %303, %303
  %308 = select i1 %307, i32 2143289344, i32 %306
  %309 = xor i32 %308, 2147483647
  %310 = icmp sge i32 %308, 0
  %311 = select i1 %310, i32 %308, i32 %309
  %312 = sext i32 %311 to i64
  %313 = shl i64 %312, 32
  %314 = or i64 %313, %305
  %315 = mul i64 %above.iv, 8
  %316 = add i64 %315, 2
  %317 = mul i64 %316, 32
  %318 = add i64 %lane.iv47, %317
  %319 = icmp slt i64 %318, %182
  %320 = select i1 %319, i64 %318, i64 0
  %321 = getelementptr i32, ptr %186, i64 %320
  %322 = load i32, ptr %321, align 4
  %323 = and i32 %322, -65536
  %324 = bitcast i32 %323 to float
  %325 = and i32 %322, 65535
  %326 = zext i32 %325 to i64
  %327 = bitcast float %324 to i32
  %328 = fcmp uno float %324, %324
  %329 = select i1 %328, i32 2143289344, i32 %327
  %330 = xor i32 %329, 2147483647
  %331 = icmp sge i32 %329, 0
  %332 = select i1 %331, i32 %329, i32 %330
  %333 = sext i32 %332 to i64
  %334 = shl i64 %333, 32
  %335 = or i64 %334, %326
  %336 = mul i64 %above.iv, 8
  %337 = add i64 %336, 3
  %338 = mul i64 %337, 32
  %339 = add i64 %lane.iv47, %338
  %340 = icmp slt i64 %339, %182
  %341 = select i1 %340, i64 %339, i64 0
  %342 = getelementptr i32, ptr %186, i64 %341
  %343 = load i32, ptr %342, align 4
  %344 = and i32 %343, -65536
  %345 = bitcast i32 %344 to float
  %346 = and i32 %343, 65535
  %347 = zext i32 %346 to i64
  %348 = bitcast float %345 to i32
  %349 = fcmp uno float %345, %345
  %350 = select i1 %349, i32 2143289344, i32 %348
  %351 = xor i32 %350, 2147483647
  %352 = icmp sge i32 %350, 0
  %353 = select i1 %352, i32 %350, i32 %351
  %354 = sext i32 %353 to i64
  %355 = shl i64 %354, 32
  %356 = or i64 %355, %347
  %357 = mul i64 %above.iv, 8
  %358 = add i64 %357, 4
  %359 = mul i64 %358, 32
  %360 = add i64 %lane.iv47, %359
  %361 = icmp slt i64 %360, %182
  %362 = select i1 %361, i64 %360, i64 0
  %363 = getelementptr i32, ptr %186, i64 %362
  %364 = load i32, ptr %363, align 4
  %365 = and i32 %364, -65536
  %366 = bitcast i32 %365 to float
  %367 = and i32 %364, 65535
  %368 = zext i32 %367 to i64
  %369 = bitcast float %366 to i32
  %370 = fcmp uno float %366, %366
  %371 = select i1 %370, i32 2143289344, i32 %369
  %372 = xor i32 %371, 2147483647
  %373 = icmp sge i32 %371, 0
  %374 = select i1 %373, i32 %371, i32 %372
  %375 = sext i32 %374 to i64
  %376 = shl i64 %375, 32
  %377 = or i64 %376, %368
  %378 = mul i64 %above.iv, 8
  %379 = add i64 %378, 5
  %380 = mul i64 %379, 32
  %381 = add i64 %lane.iv47, %380
  %382 = icmp slt i64 %381, %182
  %383 = select i1 %382, i64 %381, i64 0
  %384 = getelementptr i32, ptr %186, i64 %383
  %385 = load i32, ptr %384, align 4
  %386 = and i32 %385, -65536
  %387 = bitcast i32 %386 to float
  %388 = and i32 %385, 65535
  %389 = zext i32 %388 to i64
  %390 = bitcast float %387 to i32
  %391 = fcmp uno float %387, %387
  %392 = select i1 %391, i32 2143289344, i32 %390
  %393 = xor i32 %392, 2147483647
  %394 = icmp sge i32 %392, 0
  %395 = select i1 %394, i32 %392, i32 %393
  %396 = sext i32 %395 to i64
  %397 = shl i64 %396, 32
  %398 = or i64 %397, %389
  %399 = mul i64 %above.iv, 8
  %400 = add i64 %399, 6
  %401 = mul i64 %400, 32
  %402 = add i64 %lane.iv47, %401
  %403 = icmp slt i64 %402, %182
  %404 = select i1 %403, i64 %402, i64 0
  %405 = getelementptr i32, ptr %186, i64 %404
  %406 = load i32, ptr %405, align 4
  %407 = and i32 %406, -65536
  %408 = bitcast i32 %407 to float
  %409 = and i32 %406, 65535
  %410 = zext i32 %409 to i64
  %411 = bitcast float %408 to i32
  %412 = fcmp uno float %408, %408
  %413 = select i1 %412, i32 2143289344, i32 %411
  %414 = xor i32 %413, 2147483647
  %415 = icmp sge i32 %413, 0
  %416 = select i1 %415, i32 %413, i32 %414
  %417 = sext i32 %416 to i64
  %418 = shl i64 %417, 32
  %419 = or i64 %418, %410
  %420 = mul i64 %above.iv, 8
  %421 = add i64 %420, 7
  %422 = mul i64 %421, 32
  %423 = add i64 %lane.iv47, %422
  %424 = icmp slt i64 %423, %182
  %425 = select i1 %424, i64 %423, i64 0
  %426 = getelementptr i32, ptr %186, i64 %425
  %427 = load i32, ptr %426, align 4
  %428 = and i32 %427, -65536
  %429 = bitcast i32 %428 to float
  %430 = and i32 %427, 65535
  %431 = zext i32 %430 to i64
  %432 = bitcast float %429 to i32
  %433 = fcmp uno float %429, %429
  %434 = select i1 %433, i32 2143289344, i32 %432
  %435 = xor i32 %434, 2147483647
  %436 = icmp sge i32 %434, 0
  %437 = select i1 %436, i32 %434, i32 %435
  %438 = sext i32 %437 to i64
  %439 = shl i64 %438, 32
  %440 = or i64 %439, %431
  %441 = and i64 %293, 4294967295
  %442 = select i1 %277, i64 %441, i64 0
  %443 = load i64, ptr %above48, align 4
  %444 = add i64 %443, %442
  store i64 %444, ptr %above48, align 4
  %445 = and i64 %314, 4294967295
  %446 = select i1 %298, i64 %445, i64 0
  %447 = load i64, ptr %above48, align 4
  %448 = add i64 %447, %446
  store i64 %448, ptr %above48, align 4
  %449 = and i64 %335, 4294967295
  %450 = select i1 %319, i64 %449, i64 0
  %451 = load i64, ptr %above48, align 4
  %452 = add i64 %451, %450
  store i64 %452, ptr %above48, align 4
  %453 = and i64 %356, 4294967295
  %454 = select i1 %340, i64 %453, i64 0
  %455 = load i64, ptr %above48, align 4
  %456 = add i64 %455, %454
  store i64 %456, ptr %above48, align 4
  %457 = and i64 %377, 4294967295
  %458 = select i1 %361, i64 %457, i64 0
  %459 = load i64, ptr %above48, align 4
  %460 = add i64 %459, %458
  store i64 %460, ptr %above48, align 4
  %461 = and i64 %398, 4294967295
  %462 = select i1 %382, i64 %461, i64 0
  %463 = load i64, ptr %above48, align 4
  %464 = add i64 %463, %462
  store i64 %464, ptr %above48, align 4
  %465 = and i64 %419, 4294967295
  %466 = select i1 %403, i64 %465, i64 0
  %467 = load i64, ptr %above48, align 4
  %468 = add i64 %467, %466
  store i64 %468, ptr %above48, align 4
  %469 = and i64 %440, 4294967295
  %470 = select i1 %424, i64 %469, i64 0
  %471 = load i64, ptr %above48, align 4
  %472 = add i64 %471, %470
  store i64 %472, ptr %above48, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !4

above.exit:                                       ; preds = %above.head
  %473 = load i64, ptr %above48, align 4
  %474 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %lane.iv47
  store i64 %473, ptr %474, align 4
  %lane.next49 = add nsw i64 %lane.iv47, 1
  br label %lane.head44

tree.head50:                                      ; preds = %tree.lane.exit56, %lane.exit46
  %tree.iv53 = phi i64 [ 0, %lane.exit46 ], [ %tree.next59, %tree.lane.exit56 ]
  %475 = icmp slt i64 %tree.iv53, 5
  br i1 %475, label %tree.body51, label %tree.exit52

tree.body51:                                      ; preds = %tree.head50
  %476 = lshr i64 16, %tree.iv53
  br label %tree.lane.head54

tree.exit52:                                      ; preds = %tree.head50
  %477 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 0
  %478 = load i64, ptr %477, align 4
  store i64 %478, ptr %above, align 4
  br label %exact.end

tree.lane.head54:                                 ; preds = %tree.lane.body55, %tree.body51
  %tree.lane.iv57 = phi i64 [ 0, %tree.body51 ], [ %tree.lane.next58, %tree.lane.body55 ]
  %479 = icmp slt i64 %tree.lane.iv57, %476
  br i1 %479, label %tree.lane.body55, label %tree.lane.exit56

tree.lane.body55:                                 ; preds = %tree.lane.head54
  %480 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %tree.lane.iv57
  %481 = load i64, ptr %480, align 4
  %482 = add i64 %tree.lane.iv57, %476
  %483 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %482
  %484 = load i64, ptr %483, align 4
  %485 = add i64 %481, %484
  %486 = getelementptr inbounds [32 x i64], ptr %lanes43, i64 0, i64 %tree.lane.iv57
  store i64 %485, ptr %486, align 4
  %tree.lane.next58 = add nsw i64 %tree.lane.iv57, 1
  br label %tree.lane.head54

tree.lane.exit56:                                 ; preds = %tree.lane.head54
  %tree.next59 = add nsw i64 %tree.iv53, 1
  br label %tree.head50

if.then60:                                        ; preds = %exact.end
  store i64 %236, ptr %51, align 4
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %exact.end
  store i64 9223372036854775807, ptr %prev, align 4
  br label %theta.head

theta.head:                                       ; preds = %tree.exit70, %if.end61
  %theta.iv = phi i64 [ 0, %if.end61 ], [ %theta.next, %tree.exit70 ]
  %487 = icmp slt i64 %theta.iv, 20
  br i1 %487, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %488 = load i64, ptr %prev, align 4
  br label %lane.head63

theta.exit:                                       ; preds = %theta.head
  %489 = load i64, ptr %prev, align 4
  %490 = ashr i64 %489, 32
  %491 = trunc i64 %490 to i32
  %492 = icmp eq i64 %489, -9223372036854775808
  %493 = select i1 %492, i32 -2147483648, i32 %491
  store i64 9223372036854775807, ptr %prev78, align 4
  br label %round.head

lane.head63:                                      ; preds = %group.exit, %theta.body
  %lane.iv66 = phi i64 [ 0, %theta.body ], [ %lane.next67, %group.exit ]
  %494 = icmp slt i64 %lane.iv66, 32
  br i1 %494, label %lane.body64, label %lane.exit65

lane.body64:                                      ; preds = %lane.head63
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

lane.exit65:                                      ; preds = %lane.head63
  br label %tree.head68

group.head:                                       ; preds = %group.body, %lane.body64
  %group.iv = phi i64 [ %lane.iv66, %lane.body64 ], [ %group.next, %group.body ]
  %495 = icmp slt i64 %group.iv, %182
  br i1 %495, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %496 = getelementptr i32, ptr %186, i64 %group.iv
  %497 = load i32, ptr %496, align 4
  %498 = and i32 %497, -65536
  %499 = bitcast i32 %498 to float
  %500 = and i32 %497, 65535
  %501 = zext i32 %500 to i64
  %502 = bitcast float %499 to i32
  %503 = fcmp uno float %499, %499
  %504 = select i1 %503, i32 2143289344, i32 %502
  %505 = xor i32 %504, 2147483647
  %506 = icmp sge i32 %504, 0
  %507 = select i1 %506, i32 %504, i32 %505
  %508 = sext i32 %507 to i64
  %509 = shl i64 %508, 32
  %510 = or i64 %509, %501
  %511 = ashr i64 %510, 32
  %512 = trunc i64 %511 to i32
  %513 = sext i32 %512 to i64
  %514 = shl i64 %513, 32
  %515 = or i64 %514, %group.iv
  %516 = load i64, ptr %best, align 4
  %517 = icmp sgt i64 %515, %516
  %518 = icmp slt i64 %515, %488
  %519 = and i1 %518, %517
  %520 = select i1 %519, i64 %515, i64 %516
  store i64 %520, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !5

group.exit:                                       ; preds = %group.head
  %521 = load i64, ptr %best, align 4
  %522 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %lane.iv66
  store i64 %521, ptr %522, align 4
  %lane.next67 = add nsw i64 %lane.iv66, 1
  br label %lane.head63

tree.head68:                                      ; preds = %tree.lane.exit74, %lane.exit65
  %tree.iv71 = phi i64 [ 0, %lane.exit65 ], [ %tree.next77, %tree.lane.exit74 ]
  %523 = icmp slt i64 %tree.iv71, 5
  br i1 %523, label %tree.body69, label %tree.exit70

tree.body69:                                      ; preds = %tree.head68
  %524 = lshr i64 16, %tree.iv71
  br label %tree.lane.head72

tree.exit70:                                      ; preds = %tree.head68
  %525 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 0
  %526 = load i64, ptr %525, align 4
  store i64 %526, ptr %prev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !6

tree.lane.head72:                                 ; preds = %tree.lane.body73, %tree.body69
  %tree.lane.iv75 = phi i64 [ 0, %tree.body69 ], [ %tree.lane.next76, %tree.lane.body73 ]
  %527 = icmp slt i64 %tree.lane.iv75, %524
  br i1 %527, label %tree.lane.body73, label %tree.lane.exit74

tree.lane.body73:                                 ; preds = %tree.lane.head72
  %528 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %tree.lane.iv75
  %529 = load i64, ptr %528, align 4
  %530 = add i64 %tree.lane.iv75, %524
  %531 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %530
  %532 = load i64, ptr %531, align 4
  %533 = icmp sgt i64 %532, %529
  %534 = select i1 %533, i64 %532, i64 %529
  %535 = getelementptr inbounds [32 x i64], ptr %lanes62, i64 0, i64 %tree.lane.iv75
  store i64 %534, ptr %535, align 4
  %tree.lane.next76 = add nsw i64 %tree.lane.iv75, 1
  br label %tree.lane.head72

tree.lane.exit74:                                 ; preds = %tree.lane.head72
  %tree.next77 = add nsw i64 %tree.iv71, 1
  br label %tree.head68

round.head:                                       ; preds = %if.end106, %theta.exit
  %round.iv = phi i64 [ 0, %theta.exit ], [ %round.next, %if.end106 ]
  %536 = icmp slt i64 %round.iv, 20
  br i1 %536, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %537 = load i64, ptr %prev78, align 4
  br label %lane.head80

round.exit:                                       ; preds = %round.head
  %538 = load i64, ptr %prev78, align 4
  br label %active.end

lane.head80:                                      ; preds = %group.exit87, %round.body
  %lane.iv83 = phi i64 [ 0, %round.body ], [ %lane.next94, %group.exit87 ]
  %539 = icmp slt i64 %lane.iv83, 32
  br i1 %539, label %lane.body81, label %lane.exit82

lane.body81:                                      ; preds = %lane.head80
  store i64 -9223372036854775808, ptr %best84, align 4
  br label %group.head85

lane.exit82:                                      ; preds = %lane.head80
  br label %tree.head95

group.head85:                                     ; preds = %if.end90, %lane.body81
  %group.iv88 = phi i64 [ %lane.iv83, %lane.body81 ], [ %group.next93, %if.end90 ]
  %540 = icmp slt i64 %group.iv88, %182
  br i1 %540, label %group.body86, label %group.exit87

group.body86:                                     ; preds = %group.head85
  %541 = getelementptr i32, ptr %186, i64 %group.iv88
  %542 = load i32, ptr %541, align 4
  %543 = and i32 %542, -65536
  %544 = bitcast i32 %543 to float
  %545 = and i32 %542, 65535
  %546 = zext i32 %545 to i64
  %547 = bitcast float %544 to i32
  %548 = fcmp uno float %544, %544
  %549 = select i1 %548, i32 2143289344, i32 %547
  %550 = xor i32 %549, 2147483647
  %551 = icmp sge i32 %549, 0
  %552 = select i1 %551, i32 %549, i32 %550
  %553 = sext i32 %552 to i64
  %554 = shl i64 %553, 32
  %555 = or i64 %554, %546
  %556 = ashr i64 %555, 32
  %557 = trunc i64 %556 to i32
  %558 = icmp sge i32 %557, %493
  br i1 %558, label %if.then89, label %if.end90

group.exit87:                                     ; preds = %group.head85
  %559 = load i64, ptr %best84, align 4
  %560 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %lane.iv83
  store i64 %559, ptr %560, align 4
  %lane.next94 = add nsw i64 %lane.iv83, 1
  br label %lane.head80

if.then89:                                        ; preds = %group.body86
  %561 = udiv i64 %group.iv88, 32
  %562 = urem i64 %group.iv88, 32
  %563 = mul i64 %561, 2374
  %564 = sub i64 %arg623, %563
  %565 = icmp slt i64 %564, 0
  %566 = select i1 %565, i64 0, i64 %564
  %567 = icmp sgt i64 %566, 2374
  %568 = select i1 %567, i64 2374, i64 %566
  br label %gcol.head

if.end90:                                         ; preds = %gcol.exit, %group.body86
  %group.next93 = add nsw i64 %group.iv88, 32
  br label %group.head85, !llvm.loop !7

gcol.head:                                        ; preds = %if.end92, %if.then89
  %gcol.iv = phi i64 [ 0, %if.then89 ], [ %gcol.next, %if.end92 ]
  %569 = icmp slt i64 %gcol.iv, 80
  br i1 %569, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %570 = udiv i64 %gcol.iv, 8
  %571 = urem i64 %gcol.iv, 8
  %572 = mul i64 %570, 32
  %573 = add i64 %572, %562
  %574 = mul i64 %573, 8
  %575 = add i64 %574, %571
  %576 = icmp slt i64 %575, %568
  br i1 %576, label %if.then91, label %if.end92

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end90

if.then91:                                        ; preds = %gcol.body
  %577 = add i64 %563, %575
  %578 = mul i64 %577, 2
  %579 = getelementptr i8, ptr %178, i64 %578
  %580 = load i16, ptr %579, align 2, !invariant.load !0
  %581 = zext i16 %580 to i32
  %582 = shl i32 %581, 16
  %583 = bitcast i32 %582 to float
  %584 = bitcast float %583 to i32
  %585 = fcmp uno float %583, %583
  %586 = select i1 %585, i32 2143289344, i32 %584
  %587 = xor i32 %586, 2147483647
  %588 = icmp sge i32 %586, 0
  %589 = select i1 %588, i32 %586, i32 %587
  %590 = sext i32 %589 to i64
  %591 = shl i64 %590, 32
  %592 = sub i64 4294967295, %577
  %593 = or i64 %591, %592
  %594 = load i64, ptr %best84, align 4
  %595 = icmp sgt i64 %593, %594
  %596 = icmp slt i64 %593, %537
  %597 = and i1 %596, %595
  %598 = select i1 %597, i64 %593, i64 %594
  store i64 %598, ptr %best84, align 4
  br label %if.end92

if.end92:                                         ; preds = %if.then91, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !8

tree.head95:                                      ; preds = %tree.lane.exit101, %lane.exit82
  %tree.iv98 = phi i64 [ 0, %lane.exit82 ], [ %tree.next104, %tree.lane.exit101 ]
  %599 = icmp slt i64 %tree.iv98, 5
  br i1 %599, label %tree.body96, label %tree.exit97

tree.body96:                                      ; preds = %tree.head95
  %600 = lshr i64 16, %tree.iv98
  br label %tree.lane.head99

tree.exit97:                                      ; preds = %tree.head95
  %601 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 0
  %602 = load i64, ptr %601, align 4
  store i64 %602, ptr %prev78, align 4
  %603 = icmp eq i64 %602, -9223372036854775808
  %604 = ashr i64 %602, 32
  %605 = trunc i64 %604 to i32
  %606 = xor i32 %605, 2147483647
  %607 = icmp sge i32 %605, 0
  %608 = select i1 %607, i32 %605, i32 %606
  %609 = bitcast i32 %608 to float
  %610 = and i64 %602, 4294967295
  %611 = sub i64 4294967295, %610
  br i1 true, label %if.then105, label %if.end106

tree.lane.head99:                                 ; preds = %tree.lane.body100, %tree.body96
  %tree.lane.iv102 = phi i64 [ 0, %tree.body96 ], [ %tree.lane.next103, %tree.lane.body100 ]
  %612 = icmp slt i64 %tree.lane.iv102, %600
  br i1 %612, label %tree.lane.body100, label %tree.lane.exit101

tree.lane.body100:                                ; preds = %tree.lane.head99
  %613 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %tree.lane.iv102
  %614 = load i64, ptr %613, align 4
  %615 = add i64 %tree.lane.iv102, %600
  %616 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %615
  %617 = load i64, ptr %616, align 4
  %618 = icmp sgt i64 %617, %614
  %619 = select i1 %618, i64 %617, i64 %614
  %620 = getelementptr inbounds [32 x i64], ptr %lanes79, i64 0, i64 %tree.lane.iv102
  store i64 %619, ptr %620, align 4
  %tree.lane.next103 = add nsw i64 %tree.lane.iv102, 1
  br label %tree.lane.head99

tree.lane.exit101:                                ; preds = %tree.lane.head99
  %tree.next104 = add nsw i64 %tree.iv98, 1
  br label %tree.head95

if.then105:                                       ; preds = %tree.exit97
  %621 = getelementptr i64, ptr %44, i64 %round.iv
  %622 = select i1 %603, i64 -1, i64 %611
  store i64 %622, ptr %621, align 4
  %623 = getelementptr float, ptr %48, i64 %round.iv
  %624 = fsub float %609, %34
  %625 = fcmp uno float %624, %624
  %626 = select i1 %625, float 0x7FF8000000000000, float %624
  %627 = select i1 %603, float 0xFFF0000000000000, float %626
  store float %627, ptr %623, align 4
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
  %628 = icmp slt i64 %inactive.iv, 20
  br i1 %628, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %629 = getelementptr i64, ptr %44, i64 %inactive.iv
  store i64 -1, ptr %629, align 4
  %630 = getelementptr float, ptr %48, i64 %inactive.iv
  store float 0.000000e+00, ptr %630, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !10

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %51, align 4
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
