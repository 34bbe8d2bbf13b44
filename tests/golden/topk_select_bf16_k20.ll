; golden IR for tests/codegen/golden_test.cpp (TP 1 top-k: theta from the lane maxima, rounds over their columns)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_select(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %best83 = alloca i64, align 8
  %lanes78 = alloca [32 x i64], align 8
  %prev77 = alloca i64, align 8
  %best = alloca i64, align 8
  %lanes61 = alloca [32 x i64], align 8
  %prev = alloca i64, align 8
  %above47 = alloca i64, align 8
  %lanes42 = alloca [32 x i64], align 8
  %exactabove = alloca i64, align 8
  %lanes26 = alloca [32 x i64], align 8
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
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = inttoptr i64 %arg10 to ptr
  %18 = mul i64 0, %arg17
  %19 = add i64 %18, %row.iv
  %20 = getelementptr float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  store float 0xFFF0000000000000, ptr %M, align 4
  store float 0.000000e+00, ptr %S, align 4
  store float 0.000000e+00, ptr %U, align 4
  br label %rank.head

merge.else:                                       ; preds = %item.body
  %22 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1219 = load i64, ptr %22, align 8, !invariant.load !0
  %23 = inttoptr i64 %arg1219 to ptr
  %24 = getelementptr float, ptr %23, i64 %row.iv
  %25 = load float, ptr %24, align 4
  store float %25, ptr %lse, align 4
  br label %merge.end

merge.end:                                        ; preds = %merge.else, %if.end
  %26 = load float, ptr %lse, align 4
  %27 = getelementptr inbounds i64, ptr %0, i64 2
  %arg220 = load i64, ptr %27, align 8, !invariant.load !0
  %28 = inttoptr i64 %arg220 to ptr
  %29 = getelementptr i64, ptr %28, i64 %row.iv
  %30 = load i64, ptr %29, align 4
  %31 = getelementptr inbounds i64, ptr %0, i64 4
  %arg421 = load i64, ptr %31, align 8, !invariant.load !0
  %32 = icmp ne i64 %30, %arg421
  %33 = mul i64 %row.iv, 20
  %34 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %34, align 8, !invariant.load !0
  %35 = inttoptr i64 %arg13 to ptr
  %36 = getelementptr i64, ptr %35, i64 %33
  %37 = mul i64 %row.iv, 20
  %38 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %38, align 8, !invariant.load !0
  %39 = inttoptr i64 %arg14 to ptr
  %40 = getelementptr float, ptr %39, i64 %37
  %41 = getelementptr inbounds i64, ptr %0, i64 15
  %arg15 = load i64, ptr %41, align 8, !invariant.load !0
  %42 = inttoptr i64 %arg15 to ptr
  %43 = getelementptr i64, ptr %42, i64 %row.iv
  br i1 %32, label %active.then, label %active.else

rank.head:                                        ; preds = %k.exit, %merge.then
  %rank.iv = phi i64 [ 0, %merge.then ], [ %rank.next, %k.exit ]
  %44 = icmp slt i64 %rank.iv, 1
  br i1 %44, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  br label %k.head

rank.exit:                                        ; preds = %rank.head
  %45 = load float, ptr %M, align 4
  br label %rank.head1

k.head:                                           ; preds = %k.body, %rank.body
  %k.iv = phi i64 [ 0, %rank.body ], [ %k.next, %k.body ]
  %46 = icmp slt i64 %k.iv, %10
  br i1 %46, label %k.body, label %k.exit

k.body:                                           ; preds = %k.head
  %47 = mul i64 %rank.iv, %arg17
  %48 = add i64 %47, %row.iv
  %49 = mul i64 %48, %10
  %50 = add i64 %49, %k.iv
  %51 = mul i64 %50, 2
  %52 = add i64 %51, 0
  %53 = getelementptr float, ptr %8, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load float, ptr %M, align 4
  %56 = fcmp ogt float %54, %55
  %57 = select i1 %56, float %54, float %55
  %58 = fcmp uno float %54, %54
  %59 = select i1 %58, float %54, float %57
  %60 = fcmp uno float %55, %55
  %61 = select i1 %60, float %55, float %59
  store float %61, ptr %M, align 4
  %k.next = add nsw i64 %k.iv, 1
  br label %k.head

k.exit:                                           ; preds = %k.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head

rank.head1:                                       ; preds = %k.exit7, %rank.exit
  %rank.iv4 = phi i64 [ 0, %rank.exit ], [ %rank.next10, %k.exit7 ]
  %62 = icmp slt i64 %rank.iv4, 1
  br i1 %62, label %rank.body2, label %rank.exit3

rank.body2:                                       ; preds = %rank.head1
  br label %k.head5

rank.exit3:                                       ; preds = %rank.head1
  %63 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %63, align 8, !invariant.load !0
  %64 = icmp ne i64 %15, %arg4
  %65 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %65, align 8, !invariant.load !0
  %66 = icmp ult i64 %15, %arg6
  %67 = load float, ptr %M, align 4
  %68 = load float, ptr %S, align 4
  %69 = fcmp olt float %68, 0x3810000000000000
  %70 = fmul float %68, 0x4180000000000000
  %71 = select i1 %69, float %70, float %68
  %72 = select i1 %69, i32 -25, i32 0
  %73 = bitcast float %71 to i32
  %74 = lshr i32 %73, 23
  %75 = sub i32 %74, 126
  %76 = add i32 %75, %72
  %77 = and i32 %73, 8388607
  %78 = or i32 %77, 1056964608
  %79 = bitcast i32 %78 to float
  %80 = fcmp olt float %79, 0x3FE6A09E60000000
  %81 = sub i32 %76, 1
  %82 = select i1 %80, i32 %81, i32 %76
  %83 = fadd float %79, %79
  %84 = select i1 %80, float %83, float %79
  %85 = fsub float %84, 1.000000e+00
  %86 = fmul float %85, %85
  %87 = call float @llvm.fma.f32(float 0x3FB2043760000000, float %85, float 0xBFBD7A3700000000)
  %88 = call float @llvm.fma.f32(float %87, float %85, float 0x3FBDE4A340000000)
  %89 = call float @llvm.fma.f32(float %88, float %85, float 0xBFBFCBA9E0000000)
  %90 = call float @llvm.fma.f32(float %89, float %85, float 0x3FC23D37E0000000)
  %91 = call float @llvm.fma.f32(float %90, float %85, float 0xBFC555CA00000000)
  %92 = call float @llvm.fma.f32(float %91, float %85, float 0x3FC999D580000000)
  %93 = call float @llvm.fma.f32(float %92, float %85, float 0xBFCFFFFF80000000)
  %94 = call float @llvm.fma.f32(float %93, float %85, float 0x3FD5555540000000)
  %95 = fmul float %94, %85
  %96 = fmul float %95, %86
  %97 = sitofp i32 %82 to float
  %98 = call float @llvm.fma.f32(float %97, float 0xBF2BD01060000000, float %96)
  %99 = call float @llvm.fma.f32(float %86, float -5.000000e-01, float %98)
  %100 = fadd float %85, %99
  %101 = call float @llvm.fma.f32(float %97, float 0x3FE6300000000000, float %100)
  %102 = fcmp oeq float %68, 0.000000e+00
  %103 = select i1 %102, float 0xFFF0000000000000, float %101
  %104 = fcmp oeq float %68, 0x7FF0000000000000
  %105 = select i1 %104, float %68, float %103
  %106 = fcmp olt float %68, 0.000000e+00
  %107 = select i1 %106, float 0x7FF8000000000000, float %105
  %108 = fcmp uno float %68, %68
  %109 = select i1 %108, float %68, float %107
  %110 = fadd float %67, %109
  %111 = fcmp uno float %110, %110
  %112 = select i1 %111, float 0x7FF8000000000000, float %110
  %113 = select i1 %64, float %112, float 0.000000e+00
  br i1 true, label %if.then, label %if.end

k.head5:                                          ; preds = %k.body6, %rank.body2
  %k.iv8 = phi i64 [ 0, %rank.body2 ], [ %k.next9, %k.body6 ]
  %114 = icmp slt i64 %k.iv8, %10
  br i1 %114, label %k.body6, label %k.exit7

k.body6:                                          ; preds = %k.head5
  %115 = mul i64 %rank.iv4, %arg17
  %116 = add i64 %115, %row.iv
  %117 = mul i64 %116, %10
  %118 = add i64 %117, %k.iv8
  %119 = mul i64 %118, 2
  %120 = add i64 %119, 1
  %121 = getelementptr float, ptr %8, i64 %120
  %122 = load float, ptr %121, align 4
  %123 = mul i64 %rank.iv4, %arg17
  %124 = add i64 %123, %row.iv
  %125 = mul i64 %124, %10
  %126 = add i64 %125, %k.iv8
  %127 = mul i64 %126, 2
  %128 = add i64 %127, 0
  %129 = getelementptr float, ptr %8, i64 %128
  %130 = load float, ptr %129, align 4
  %131 = fcmp oeq float %130, 0xFFF0000000000000
  %132 = fsub float %130, %45
  %133 = fcmp ogt float -8.800000e+01, %132
  %134 = select i1 %133, float -8.800000e+01, float %132
  %135 = call float @llvm.fma.f32(float %134, float 0x3FF7154760000000, float 0x4168000000000000)
  %136 = fsub float %135, 0x4168000000000000
  %137 = call float @llvm.fma.f32(float %136, float 0xBFE6300000000000, float %134)
  %138 = call float @llvm.fma.f32(float %136, float 0x3F2BD01060000000, float %137)
  %139 = fmul float %138, %138
  %140 = call float @llvm.fma.f32(float 0x3F56D117C0000000, float %138, float 0x3F8120BE20000000)
  %141 = call float @llvm.fma.f32(float %140, float %138, float 0x3FA5555180000000)
  %142 = call float @llvm.fma.f32(float %141, float %138, float 0x3FC5554DC0000000)
  %143 = call float @llvm.fma.f32(float %142, float %138, float 5.000000e-01)
  %144 = call float @llvm.fma.f32(float %139, float %143, float %138)
  %145 = bitcast float %135 to i32
  %146 = shl i32 %145, 23
  %147 = add i32 %146, 1065353216
  %148 = bitcast i32 %147 to float
  %149 = call float @llvm.fma.f32(float %144, float %148, float %148)
  %150 = select i1 %131, float 0.000000e+00, float %149
  %151 = load float, ptr %S, align 4
  %152 = call float @llvm.fma.f32(float %122, float %150, float %151)
  store float %152, ptr %S, align 4
  %k.next9 = add nsw i64 %k.iv8, 1
  br label %k.head5

k.exit7:                                          ; preds = %k.head5
  %rank.next10 = add nsw i64 %rank.iv4, 1
  br label %rank.head1

if.then:                                          ; preds = %rank.exit3
  %153 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %153, align 8, !invariant.load !0
  %154 = icmp ne i64 %arg12, 0
  br i1 %154, label %if.then11, label %if.end12

if.end:                                           ; preds = %if.end18, %rank.exit3
  store float %113, ptr %lse, align 4
  br label %merge.end

if.then11:                                        ; preds = %if.then
  %155 = inttoptr i64 %arg12 to ptr
  %156 = getelementptr float, ptr %155, i64 %row.iv
  store float %113, ptr %156, align 4
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.then
  store float 0.000000e+00, ptr %logp, align 4
  br i1 %64, label %if.then13, label %if.end14

if.then13:                                        ; preds = %if.end12
  br i1 %66, label %valid.then, label %valid.else

if.end14:                                         ; preds = %valid.end, %if.end12
  %157 = load float, ptr %logp, align 4
  %158 = fcmp uno float %157, %157
  %159 = select i1 %158, float 0x7FF8000000000000, float %157
  %160 = getelementptr inbounds i64, ptr %0, i64 19
  %arg19 = load i64, ptr %160, align 8, !invariant.load !0
  %161 = icmp ne i64 %arg19, 0
  br i1 %161, label %if.then17, label %if.end18

valid.then:                                       ; preds = %if.then13
  %162 = fsub float %21, %110
  store float %162, ptr %logp, align 4
  br label %valid.end

valid.else:                                       ; preds = %if.then13
  store float 0x7FF8000000000000, ptr %logp, align 4
  %163 = getelementptr inbounds i64, ptr %0, i64 21
  %arg21 = load i64, ptr %163, align 8, !invariant.load !0
  %164 = icmp ne i64 %arg21, 0
  br i1 %164, label %if.then15, label %if.end16

valid.end:                                        ; preds = %if.end16, %valid.then
  br label %if.end14

if.then15:                                        ; preds = %valid.else
  %165 = inttoptr i64 %arg21 to ptr
  %166 = add i64 %row.iv, 1
  store i64 %166, ptr %165, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %valid.else
  br label %valid.end

if.then17:                                        ; preds = %if.end14
  %167 = inttoptr i64 %arg19 to ptr
  %168 = getelementptr float, ptr %167, i64 %row.iv
  store float %159, ptr %168, align 4
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %if.end14
  br label %if.end

active.then:                                      ; preds = %merge.end
  %169 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %169, align 8, !invariant.load !0
  %170 = mul i64 %row.iv, %arg1
  %171 = mul i64 %170, 2
  %172 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %172, align 8, !invariant.load !0
  %173 = inttoptr i64 %arg0 to ptr
  %174 = getelementptr i8, ptr %173, i64 %171
  %175 = getelementptr inbounds i64, ptr %0, i64 6
  %arg622 = load i64, ptr %175, align 8, !invariant.load !0
  %176 = getelementptr inbounds i64, ptr %0, i64 5
  %arg523 = load i64, ptr %176, align 8, !invariant.load !0
  %177 = sdiv i64 %arg523, 2374
  %178 = mul i64 %177, 32
  %179 = mul i64 %row.iv, %178
  %180 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %180, align 8, !invariant.load !0
  %181 = inttoptr i64 %arg11 to ptr
  %182 = getelementptr i32, ptr %181, i64 %179
  %183 = getelementptr inbounds i64, ptr %0, i64 10
  %arg1024 = load i64, ptr %183, align 8, !invariant.load !0
  %184 = inttoptr i64 %arg1024 to ptr
  %185 = getelementptr float, ptr %184, i64 %row.iv
  %186 = load float, ptr %185, align 4
  %187 = icmp slt i64 %30, %arg622
  %188 = icmp sge i64 %30, 0
  %189 = and i1 %188, %187
  %190 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %190, align 8, !invariant.load !0
  %191 = getelementptr inbounds i64, ptr %0, i64 8
  %arg825 = load i64, ptr %191, align 8, !invariant.load !0
  %192 = inttoptr i64 %arg825 to ptr
  br label %lane.head

active.else:                                      ; preds = %merge.end
  br i1 true, label %if.then106, label %if.end107

active.end:                                       ; preds = %if.end107, %round.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

lane.head:                                        ; preds = %nantiles.exit, %active.then
  %lane.iv = phi i64 [ 0, %active.then ], [ %lane.next, %nantiles.exit ]
  %193 = icmp slt i64 %lane.iv, 32
  br i1 %193, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

nantiles.head:                                    ; preds = %nantiles.body, %lane.body
  %nantiles.iv = phi i64 [ %lane.iv, %lane.body ], [ %nantiles.next, %nantiles.body ]
  %194 = icmp slt i64 %nantiles.iv, %177
  br i1 %194, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %195 = mul i64 %row.iv, %177
  %196 = add i64 %195, %nantiles.iv
  %197 = mul i64 %196, %arg9
  %198 = getelementptr float, ptr %192, i64 %197
  %199 = load float, ptr %198, align 4
  %200 = fcmp uno float %199, %199
  %201 = zext i1 %200 to i64
  %202 = load i64, ptr %nantiles, align 4
  %203 = add i64 %202, %201
  store i64 %203, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !1

nantiles.exit:                                    ; preds = %nantiles.head
  %204 = load i64, ptr %nantiles, align 4
  %205 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %204, ptr %205, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %206 = icmp slt i64 %tree.iv, 5
  br i1 %206, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %207 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %208 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %209 = load i64, ptr %208, align 4
  %210 = bitcast float %186 to i32
  %211 = icmp eq i32 %210, -2147483648
  %212 = icmp sgt i64 %209, 0
  %213 = or i1 %211, %212
  %214 = fcmp ord float %186, %186
  %215 = and i1 %214, %213
  store i64 0, ptr %above, align 4
  br i1 %215, label %exact.then, label %exact.else

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %216 = icmp slt i64 %tree.lane.iv, %207
  br i1 %216, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %217 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %218 = load i64, ptr %217, align 4
  %219 = add i64 %tree.lane.iv, %207
  %220 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %219
  %221 = load i64, ptr %220, align 4
  %222 = add i64 %218, %221
  %223 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %222, ptr %223, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

exact.then:                                       ; preds = %tree.exit
  %224 = bitcast float %186 to i32
  %225 = fcmp uno float %186, %186
  %226 = select i1 %225, i32 2143289344, i32 %224
  %227 = xor i32 %226, 2147483647
  %228 = icmp sge i32 %226, 0
  %229 = select i1 %228, i32 %226, i32 %227
  br label %lane.head27

exact.else:                                       ; preds = %tree.exit
  br label %lane.head43

exact.end:                                        ; preds = %tree.exit51, %tree.exit34
  %230 = load i64, ptr %above, align 4
  %231 = add i64 %230, 1
  %232 = select i1 %189, i64 %231, i64 0
  br i1 true, label %if.then59, label %if.end60

lane.head27:                                      ; preds = %exactabove.exit, %exact.then
  %lane.iv30 = phi i64 [ 0, %exact.then ], [ %lane.next31, %exactabove.exit ]
  %233 = icmp slt i64 %lane.iv30, 32
  br i1 %233, label %lane.body28, label %lane.exit29

lane.body28:                                      ; preds = %lane.head27
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head

lane.exit29:                                      ; preds = %lane.head27
  br label %tree.head32

exactabove.head:                                  ; preds = %exactabove.body, %lane.body28
  %exactabove.iv = phi i64 [ %lane.iv30, %lane.body28 ], [ %exactabove.next, %exactabove.body ]
  %234 = icmp slt i64 %exactabove.iv, %arg622
  br i1 %234, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %235 = mul i64 %exactabove.iv, 2
  %236 = getelementptr i8, ptr %174, i64 %235
  %237 = load i16, ptr %236, align 2, !invariant.load !0
  %238 = zext i16 %237 to i32
  %239 = shl i32 %238, 16
  %240 = bitcast i32 %239 to float
  %241 = bitcast float %240 to i32
  %242 = fcmp uno float %240, %240
  %243 = select i1 %242, i32 2143289344, i32 %241
  %244 = xor i32 %243, 2147483647
  %245 = icmp sge i32 %243, 0
  %246 = select i1 %245, i32 %243, i32 %244
  %247 = icmp sgt i32 %246, %229
  %248 = zext i1 %247 to i64
  %249 = load i64, ptr %exactabove, align 4
  %250 = add i64 %249, %248
  store i64 %250, ptr %exactabove, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 32
  br label %exactabove.head, !llvm.loop !3

exactabove.exit:                                  ; preds = %exactabove.head
  %251 = load i64, ptr %exactabove, align 4
  %252 = getelementptr inbounds [32 x i64], ptr %lanes26, i64 0, i64 %lane.iv30
  store i64 %251, ptr %252, align 4
  %lane.next31 = add nsw i64 %lane.iv30, 1
  br label %lane.head27

tree.head32:                                      ; preds = %tree.lane.exit38, %lane.exit29
  %tree.iv35 = phi i64 [ 0, %lane.exit29 ], [ %tree.next41, %tree.lane.exit38 ]
  %253 = icmp slt i64 %tree.iv35, 5
  br i1 %253, label %tree.body33, label %tree.exit34

tree.body33:                                      ; preds = %tree.head32
  %254 = lshr i64 16, %tree.iv35
  br label %tree.lane.head36

tree.exit34:                                      ; preds = %tree.head32
  %255 = getelementptr inbounds [32 x i64], ptr %lanes26, i64 0, i64 0
  %256 = load i64, ptr %255, align 4
  store i64 %256, ptr %above, align 4
  br label %exact.end

tree.lane.head36:                                 ; preds = %tree.lane.body37, %tree.body33
  %tree.lane.iv39 = phi i64 [ 0, %tree.body33 ], [ %tree.lane.next40, %tree.lane.body37 ]
  %257 = icmp slt i64 %tree.lane.iv39, %254
  br i1 %257, label %tree.lane.body37, label %tree.lane.exit38

tree.lane.body37:                                 ; preds = %tree.lane.head36
  %258 = getelementptr inbounds [32 x i64], ptr %lanes26, i64 0, i64 %tree.lane.iv39
  %259 = load i64, ptr %258, align 4
  %260 = add i64 %tree.lane.iv39, %254
  %261 = getelementptr inbounds [32 x i64], ptr %lanes26, i64 0, i64 %260
  %262 = load i64, ptr %261, align 4
  %263 = add i64 %259, %262
  %264 = getelementptr inbounds [32 x i64], ptr %lanes26, i64 0, i64 %tree.lane.iv39
  store i64 %263, ptr %264, align 4
  %tree.lane.next40 = add nsw i64 %tree.lane.iv39, 1
  br label %tree.lane.head36

tree.lane.exit38:                                 ; preds = %tree.lane.head36
  %tree.next41 = add nsw i64 %tree.iv35, 1
  br label %tree.head32

lane.head43:                                      ; preds = %above.exit, %exact.else
  %lane.iv46 = phi i64 [ 0, %exact.else ], [ %lane.next48, %above.exit ]
  %265 = icmp slt i64 %lane.iv46, 32
  br i1 %265, label %lane.body44, label %lane.exit45

lane.body44:                                      ; preds = %lane.head43
  store i64 0, ptr %above47, align 4
  %266 = add i64 %178, 255
  %267 = udiv i64 %266, 256
  br label %above.head

lane.exit45:                                      ; preds = %lane.head43
  br label %tree.head49

above.head:                                       ; preds = %above.body, %lane.body44
  %above.iv = phi i64 [ 0, %lane.body44 ], [ %above.next, %above.body ]
  %268 = icmp slt i64 %above.iv, %267
  br i1 %268, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %269 = mul i64 %above.iv, 8
  %270 = add i64 %269, 0
  %271 = mul i64 %270, 32
  %272 = add i64 %lane.iv46, %271
  %273 = icmp slt i64 %272, %178
  %274 = select i1 %273, i64 %272, i64 0
  %275 = getelementptr i32, ptr %182, i64 %274
  %276 = load i32, ptr %275, align 4
  %277 = and i32 %276, -65536
  %278 = bitcast i32 %277 to float
  %279 = and i32 %276, 65535
  %280 = zext i32 %279 to i64
  %281 = bitcast float %278 to i32
  %282 = fcmp uno float %278, %278
  %283 = select i1 %282, i32 2143289344, i32 %281
  %284 = xor i32 %283, 2147483647
  %285 = icmp sge i32 %283, 0
  %286 = select i1 %285, i32 %283, i32 %284
  %287 = sext i32 %286 to i64
  %288 = shl i64 %287, 32
  %289 = or i64 %288, %280
  %290 = mul i64 %above.iv, 8
  %291 = add i64 %290, 1
  %292 = mul i64 %291, 32
  %293 = add i64 %lane.iv46, %292
  %294 = icmp slt i64 %293, %178
  %295 = select i1 %294, i64 %293, i64 0
  %296 = getelementptr i32, ptr %182, i64 %295
  %297 = load i32, ptr %296, align 4
  %298 = and i32 %297, -65536
  %299 = bitcast i32 %298 to float
  %300 = and i32 %297, 65535
  %301 = zext i32 %300 to i64
  %302 = bitcast float %299 to i32
  %303 = fcmp uno float %299, %299
  %304 = select i1 %303, i32 2143289344, i32 %302
  %305 = xor i32 %304, 2147483647
  %306 = icmp sge i32 %304, 0
  %307 = select i1 %306, i32 %304, i32 %305
  %308 = sext i32 %307 to i64
  %309 = shl i64 %308, 32
  %310 = or i64 %309, %301
  %311 = mul i64 %above.iv, 8
  %312 = add i64 %311, 2
  %313 = mul i64 %312, 32
  %314 = add i64 %lane.iv46, %313
  %315 = icmp slt i64 %314, %178
  %316 = select i1 %315, i64 %314, i64 0
  %317 = getelementptr i32, ptr %182, i64 %316
  %318 = load i32, ptr %317, align 4
  %319 = and i32 %318, -65536
  %320 = bitcast i32 %319 to float
  %321 = and i32 %318, 65535
  %322 = zext i32 %321 to i64
  %323 = bitcast float %320 to i32
  %324 = fcmp uno float %320, %320
  %325 = select i1 %324, i32 2143289344, i32 %323
  %326 = xor i32 %325, 2147483647
  %327 = icmp sge i32 %325, 0
  %328 = select i1 %327, i32 %325, i32 %326
  %329 = sext i32 %328 to i64
  %330 = shl i64 %329, 32
  %331 = or i64 %330, %322
  %332 = mul i64 %above.iv, 8
  %333 = add i64 %332, 3
  %334 = mul i64 %333, 32
  %335 = add i64 %lane.iv46, %334
  %336 = icmp slt i64 %335, %178
  %337 = select i1 %336, i64 %335, i64 0
  %338 = getelementptr i32, ptr %182, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = and i32 %339, -65536
  %341 = bitcast i32 %340 to float
  %342 = and i32 %339, 65535
  %343 = zext i32 %342 to i64
  %344 = bitcast float %341 to i32
  %345 = fcmp uno float %341, %341
  %346 = select i1 %345, i32 2143289344, i32 %344
  %347 = xor i32 %346, 2147483647
  %348 = icmp sge i32 %346, 0
  %349 = select i1 %348, i32 %346, i32 %347
  %350 = sext i32 %349 to i64
  %351 = shl i64 %350, 32
  %352 = or i64 %351, %343
  %353 = mul i64 %above.iv, 8
  %354 = add i64 %353, 4
  %355 = mul i64 %354, 32
  %356 = add i64 %lane.iv46, %355
  %357 = icmp slt i64 %356, %178
  %358 = select i1 %357, i64 %356, i64 0
  %359 = getelementptr i32, ptr %182, i64 %358
  %360 = load i32, ptr %359, align 4
  %361 = and i32 %360, -65536
  %362 = bitcast i32 %361 to float
  %363 = and i32 %360, 65535
  %364 = zext i32 %363 to i64
  %365 = bitcast float %362 to i32
  %366 = fcmp uno float %362, %362
  %367 = select i1 %366, i32 2143289344, i32 %365
  %368 = xor i32 %367, 2147483647
  %369 = icmp sge i32 %367, 0
  %370 = select i1 %369, i32 %367, i32 %368
  %371 = sext i32 %370 to i64
  %372 = shl i64 %371, 32
  %373 = or i64 %372, %364
  %374 = mul i64 %above.iv, 8
  %375 = add i64 %374, 5
  %376 = mul i64 %375, 32
  %377 = add i64 %lane.iv46, %376
  %378 = icmp slt i64 %377, %178
  %379 = select i1 %378, i64 %377, i64 0
  %380 = getelementptr i32, ptr %182, i64 %379
  %381 = load i32, ptr %380, align 4
  %382 = and i32 %381, -65536
  %383 = bitcast i32 %382 to float
  %384 = and i32 %381, 65535
  %385 = zext i32 %384 to i64
  %386 = bitcast float %383 to i32
  %387 = fcmp uno float %383, %383
  %388 = select i1 %387, i32 2143289344, i32 %386
  %389 = xor i32 %388, 2147483647
  %390 = icmp sge i32 %388, 0
  %391 = select i1 %390, i32 %388, i32 %389
  %392 = sext i32 %391 to i64
  %393 = shl i64 %392, 32
  %394 = or i64 %393, %385
  %395 = mul i64 %above.iv, 8
  %396 = add i64 %395, 6
  %397 = mul i64 %396, 32
  %398 = add i64 %lane.iv46, %397
  %399 = icmp slt i64 %398, %178
  %400 = select i1 %399, i64 %398, i64 0
  %401 = getelementptr i32, ptr %182, i64 %400
  %402 = load i32, ptr %401, align 4
  %403 = and i32 %402, -65536
  %404 = bitcast i32 %403 to float
  %405 = and i32 %402, 65535
  %406 = zext i32 %405 to i64
  %407 = bitcast float %404 to i32
  %408 = fcmp uno float %404, %404
  %409 = select i1 %408, i32 2143289344, i32 %407
  %410 = xor i32 %409, 2147483647
  %411 = icmp sge i32 %409, 0
  %412 = select i1 %411, i32 %409, i32 %410
  %413 = sext i32 %412 to i64
  %414 = shl i64 %413, 32
  %415 = or i64 %414, %406
  %416 = mul i64 %above.iv, 8
  %417 = add i64 %416, 7
  %418 = mul i64 %417, 32
  %419 = add i64 %lane.iv46, %418
  %420 = icmp slt i64 %419, %178
  %421 = select i1 %420, i64 %419, i64 0
  %422 = getelementptr i32, ptr %182, i64 %421
  %423 = load i32, ptr %422, align 4
  %424 = and i32 %423, -65536
  %425 = bitcast i32 %424 to float
  %426 = and i32 %423, 65535
  %427 = zext i32 %426 to i64
  %428 = bitcast float %425 to i32
  %429 = fcmp uno float %425, %425
  %430 = select i1 %429, i32 2143289344, i32 %428
  %431 = xor i32 %430, 2147483647
  %432 = icmp sge i32 %430, 0
  %433 = select i1 %432, i32 %430, i32 %431
  %434 = sext i32 %433 to i64
  %435 = shl i64 %434, 32
  %436 = or i64 %435, %427
  %437 = and i64 %289, 4294967295
  %438 = select i1 %273, i64 %437, i64 0
  %439 = load i64, ptr %above47, align 4
  %440 = add i64 %439, %438
  store i64 %440, ptr %above47, align 4
  %441 = and i64 %310, 4294967295
  %442 = select i1 %294, i64 %441, i64 0
  %443 = load i64, ptr %above47, align 4
  %444 = add i64 %443, %442
  store i64 %444, ptr %above47, align 4
  %445 = and i64 %331, 4294967295
  %446 = select i1 %315, i64 %445, i64 0
  %447 = load i64, ptr %above47, align 4
  %448 = add i64 %447, %446
  store i64 %448, ptr %above47, align 4
  %449 = and i64 %352, 4294967295
  %450 = select i1 %336, i64 %449, i64 0
  %451 = load i64, ptr %above47, align 4
  %452 = add i64 %451, %450
  store i64 %452, ptr %above47, align 4
  %453 = and i64 %373, 4294967295
  %454 = select i1 %357, i64 %453, i64 0
  %455 = load i64, ptr %above47, align 4
  %456 = add i64 %455, %454
  store i64 %456, ptr %above47, align 4
  %457 = and i64 %394, 4294967295
  %458 = select i1 %378, i64 %457, i64 0
  %459 = load i64, ptr %above47, align 4
  %460 = add i64 %459, %458
  store i64 %460, ptr %above47, align 4
  %461 = and i64 %415, 4294967295
  %462 = select i1 %399, i64 %461, i64 0
  %463 = load i64, ptr %above47, align 4
  %464 = add i64 %463, %462
  store i64 %464, ptr %above47, align 4
  %465 = and i64 %436, 4294967295
  %466 = select i1 %420, i64 %465, i64 0
  %467 = load i64, ptr %above47, align 4
  %468 = add i64 %467, %466
  store i64 %468, ptr %above47, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !4

above.exit:                                       ; preds = %above.head
  %469 = load i64, ptr %above47, align 4
  %470 = getelementptr inbounds [32 x i64], ptr %lanes42, i64 0, i64 %lane.iv46
  store i64 %469, ptr %470, align 4
  %lane.next48 = add nsw i64 %lane.iv46, 1
  br label %lane.head43

tree.head49:                                      ; preds = %tree.lane.exit55, %lane.exit45
  %tree.iv52 = phi i64 [ 0, %lane.exit45 ], [ %tree.next58, %tree.lane.exit55 ]
  %471 = icmp slt i64 %tree.iv52, 5
  br i1 %471, label %tree.body50, label %tree.exit51

tree.body50:                                      ; preds = %tree.head49
  %472 = lshr i64 16, %tree.iv52
  br label %tree.lane.head53

tree.exit51:                                      ; preds = %tree.head49
  %473 = getelementptr inbounds [32 x i64], ptr %lanes42, i64 0, i64 0
  %474 = load i64, ptr %473, align 4
  store i64 %474, ptr %above, align 4
  br label %exact.end

tree.lane.head53:                                 ; preds = %tree.lane.body54, %tree.body50
  %tree.lane.iv56 = phi i64 [ 0, %tree.body50 ], [ %tree.lane.next57, %tree.lane.body54 ]
  %475 = icmp slt i64 %tree.lane.iv56, %472
  br i1 %475, label %tree.lane.body54, label %tree.lane.exit55

tree.lane.body54:                                 ; preds = %tree.lane.head53
  %476 = getelementptr inbounds [32 x i64], ptr %lanes42, i64 0, i64 %tree.lane.iv56
  %477 = load i64, ptr %476, align 4
  %478 = add i64 %tree.lane.iv56, %472
  %479 = getelementptr inbounds [32 x i64], ptr %lanes42, i64 0, i64 %478
  %480 = load i64, ptr %479, align 4
  %481 = add i64 %477, %480
  %482 = getelementptr inbounds [32 x i64], ptr %lanes42, i64 0, i64 %tree.lane.iv56
  store i64 %481, ptr %482, align 4
  %tree.lane.next57 = add nsw i64 %tree.lane.iv56, 1
  br label %tree.lane.head53

tree.lane.exit55:                                 ; preds = %tree.lane.head53
  %tree.next58 = add nsw i64 %tree.iv52, 1
  br label %tree.head49

if.then59:                                        ; preds = %exact.end
  store i64 %232, ptr %43, align 4
  br label %if.end60

if.end60:                                         ; preds = %if.then59, %exact.end
  store i64 9223372036854775807, ptr %prev, align 4
  br label %theta.head

theta.head:                                       ; preds = %tree.exit69, %if.end60
  %theta.iv = phi i64 [ 0, %if.end60 ], [ %theta.next, %tree.exit69 ]
  %483 = icmp slt i64 %theta.iv, 20
  br i1 %483, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %484 = load i64, ptr %prev, align 4
  br label %lane.head62

theta.exit:                                       ; preds = %theta.head
  %485 = load i64, ptr %prev, align 4
  %486 = ashr i64 %485, 32
  %487 = trunc i64 %486 to i32
  %488 = icmp eq i64 %485, -9223372036854775808
  %489 = select i1 %488, i32 -2147483648, i32 %487
  store i64 9223372036854775807, ptr %prev77, align 4
  br label %round.head

lane.head62:                                      ; preds = %group.exit, %theta.body
  %lane.iv65 = phi i64 [ 0, %theta.body ], [ %lane.next66, %group.exit ]
  %490 = icmp slt i64 %lane.iv65, 32
  br i1 %490, label %lane.body63, label %lane.exit64

lane.body63:                                      ; preds = %lane.head62
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

lane.exit64:                                      ; preds = %lane.head62
  br label %tree.head67

group.head:                                       ; preds = %group.body, %lane.body63
  %group.iv = phi i64 [ %lane.iv65, %lane.body63 ], [ %group.next, %group.body ]
  %491 = icmp slt i64 %group.iv, %178
  br i1 %491, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %492 = getelementptr i32, ptr %182, i64 %group.iv
  %493 = load i32, ptr %492, align 4
  %494 = and i32 %493, -65536
  %495 = bitcast i32 %494 to float
  %496 = and i32 %493, 65535
  %497 = zext i32 %496 to i64
  %498 = bitcast float %495 to i32
  %499 = fcmp uno float %495, %495
  %500 = select i1 %499, i32 2143289344, i32 %498
  %501 = xor i32 %500, 2147483647
  %502 = icmp sge i32 %500, 0
  %503 = select i1 %502, i32 %500, i32 %501
  %504 = sext i32 %503 to i64
  %505 = shl i64 %504, 32
  %506 = or i64 %505, %497
  %507 = ashr i64 %506, 32
  %508 = trunc i64 %507 to i32
  %509 = sext i32 %508 to i64
  %510 = shl i64 %509, 32
  %511 = or i64 %510, %group.iv
  %512 = load i64, ptr %best, align 4
  %513 = icmp sgt i64 %511, %512
  %514 = icmp slt i64 %511, %484
  %515 = and i1 %514, %513
  %516 = select i1 %515, i64 %511, i64 %512
  store i64 %516, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !5

group.exit:                                       ; preds = %group.head
  %517 = load i64, ptr %best, align 4
  %518 = getelementptr inbounds [32 x i64], ptr %lanes61, i64 0, i64 %lane.iv65
  store i64 %517, ptr %518, align 4
  %lane.next66 = add nsw i64 %lane.iv65, 1
  br label %lane.head62

tree.head67:                                      ; preds = %tree.lane.exit73, %lane.exit64
  %tree.iv70 = phi i64 [ 0, %lane.exit64 ], [ %tree.next76, %tree.lane.exit73 ]
  %519 = icmp slt i64 %tree.iv70, 5
  br i1 %519, label %tree.body68, label %tree.exit69

tree.body68:                                      ; preds = %tree.head67
  %520 = lshr i64 16, %tree.iv70
  br label %tree.lane.head71

tree.exit69:                                      ; preds = %tree.head67
  %521 = getelementptr inbounds [32 x i64], ptr %lanes61, i64 0, i64 0
  %522 = load i64, ptr %521, align 4
  store i64 %522, ptr %prev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !6

tree.lane.head71:                                 ; preds = %tree.lane.body72, %tree.body68
  %tree.lane.iv74 = phi i64 [ 0, %tree.body68 ], [ %tree.lane.next75, %tree.lane.body72 ]
  %523 = icmp slt i64 %tree.lane.iv74, %520
  br i1 %523, label %tree.lane.body72, label %tree.lane.exit73

tree.lane.body72:                                 ; preds = %tree.lane.head71
  %524 = getelementptr inbounds [32 x i64], ptr %lanes61, i64 0, i64 %tree.lane.iv74
  %525 = load i64, ptr %524, align 4
  %526 = add i64 %tree.lane.iv74, %520
  %527 = getelementptr inbounds [32 x i64], ptr %lanes61, i64 0, i64 %526
  %528 = load i64, ptr %527, align 4
  %529 = icmp sgt i64 %528, %525
  %530 = select i1 %529, i64 %528, i64 %525
  %531 = getelementptr inbounds [32 x i64], ptr %lanes61, i64 0, i64 %tree.lane.iv74
  store i64 %530, ptr %531, align 4
  %tree.lane.next75 = add nsw i64 %tree.lane.iv74, 1
  br label %tree.lane.head71

tree.lane.exit73:                                 ; preds = %tree.lane.head71
  %tree.next76 = add nsw i64 %tree.iv70, 1
  br label %tree.head67

round.head:                                       ; preds = %if.end105, %theta.exit
  %round.iv = phi i64 [ 0, %theta.exit ], [ %round.next, %if.end105 ]
  %532 = icmp slt i64 %round.iv, 20
  br i1 %532, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %533 = load i64, ptr %prev77, align 4
  br label %lane.head79

round.exit:                                       ; preds = %round.head
  %534 = load i64, ptr %prev77, align 4
  br label %active.end

lane.head79:                                      ; preds = %group.exit86, %round.body
  %lane.iv82 = phi i64 [ 0, %round.body ], [ %lane.next93, %group.exit86 ]
  %535 = icmp slt i64 %lane.iv82, 32
  br i1 %535, label %lane.body80, label %lane.exit81

lane.body80:                                      ; preds = %lane.head79
  store i64 -9223372036854775808, ptr %best83, align 4
  br label %group.head84

lane.exit81:                                      ; preds = %lane.head79
  br label %tree.head94

group.head84:                                     ; preds = %if.end89, %lane.body80
  %group.iv87 = phi i64 [ %lane.iv82, %lane.body80 ], [ %group.next92, %if.end89 ]
  %536 = icmp slt i64 %group.iv87, %178
  br i1 %536, label %group.body85, label %group.exit86

group.body85:                                     ; preds = %group.head84
  %537 = getelementptr i32, ptr %182, i64 %group.iv87
  %538 = load i32, ptr %537, align 4
  %539 = and i32 %538, -65536
  %540 = bitcast i32 %539 to float
  %541 = and i32 %538, 65535
  %542 = zext i32 %541 to i64
  %543 = bitcast float %540 to i32
  %544 = fcmp uno float %540, %540
  %545 = select i1 %544, i32 2143289344, i32 %543
  %546 = xor i32 %545, 2147483647
  %547 = icmp sge i32 %545, 0
  %548 = select i1 %547, i32 %545, i32 %546
  %549 = sext i32 %548 to i64
  %550 = shl i64 %549, 32
  %551 = or i64 %550, %542
  %552 = ashr i64 %551, 32
  %553 = trunc i64 %552 to i32
  %554 = icmp sge i32 %553, %489
  br i1 %554, label %if.then88, label %if.end89

group.exit86:                                     ; preds = %group.head84
  %555 = load i64, ptr %best83, align 4
  %556 = getelementptr inbounds [32 x i64], ptr %lanes78, i64 0, i64 %lane.iv82
  store i64 %555, ptr %556, align 4
  %lane.next93 = add nsw i64 %lane.iv82, 1
  br label %lane.head79

if.then88:                                        ; preds = %group.body85
  %557 = udiv i64 %group.iv87, 32
  %558 = urem i64 %group.iv87, 32
  %559 = mul i64 %557, 2374
  %560 = sub i64 %arg622, %559
  %561 = icmp slt i64 %560, 0
  %562 = select i1 %561, i64 0, i64 %560
  %563 = icmp sgt i64 %562, 2374
  %564 = select i1 %563, i64 2374, i64 %562
  br label %gcol.head

if.end89:                                         ; preds = %gcol.exit, %group.body85
  %group.next92 = add nsw i64 %group.iv87, 32
  br label %group.head84, !llvm.loop !7

gcol.head:                                        ; preds = %if.end91, %if.then88
  %gcol.iv = phi i64 [ 0, %if.then88 ], [ %gcol.next, %if.end91 ]
  %565 = icmp slt i64 %gcol.iv, 80
  br i1 %565, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %566 = udiv i64 %gcol.iv, 8
  %567 = urem i64 %gcol.iv, 8
  %568 = mul i64 %566, 32
  %569 = add i64 %568, %558
  %570 = mul i64 %569, 8
  %571 = add i64 %570, %567
  %572 = icmp slt i64 %571, %564
  br i1 %572, label %if.then90, label %if.end91

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end89

if.then90:                                        ; preds = %gcol.body
  %573 = add i64 %559, %571
  %574 = mul i64 %573, 2
  %575 = getelementptr i8, ptr %174, i64 %574
  %576 = load i16, ptr %575, align 2, !invariant.load !0
  %577 = zext i16 %576 to i32
  %578 = shl i32 %577, 16
  %579 = bitcast i32 %578 to float
  %580 = bitcast float %579 to i32
  %581 = fcmp uno float %579, %579
  %582 = select i1 %581, i32 2143289344, i32 %580
  %583 = xor i32 %582, 2147483647
  %584 = icmp sge i32 %582, 0
  %585 = select i1 %584, i32 %582, i32 %583
  %586 = sext i32 %585 to i64
  %587 = shl i64 %586, 32
  %588 = sub i64 4294967295, %573
  %589 = or i64 %587, %588
  %590 = load i64, ptr %best83, align 4
  %591 = icmp sgt i64 %589, %590
  %592 = icmp slt i64 %589, %533
  %593 = and i1 %592, %591
  %594 = select i1 %593, i64 %589, i64 %590
  store i64 %594, ptr %best83, align 4
  br label %if.end91

if.end91:                                         ; preds = %if.then90, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !8

tree.head94:                                      ; preds = %tree.lane.exit100, %lane.exit81
  %tree.iv97 = phi i64 [ 0, %lane.exit81 ], [ %tree.next103, %tree.lane.exit100 ]
  %595 = icmp slt i64 %tree.iv97, 5
  br i1 %595, label %tree.body95, label %tree.exit96

tree.body95:                                      ; preds = %tree.head94
  %596 = lshr i64 16, %tree.iv97
  br label %tree.lane.head98

tree.exit96:                                      ; preds = %tree.head94
  %597 = getelementptr inbounds [32 x i64], ptr %lanes78, i64 0, i64 0
  %598 = load i64, ptr %597, align 4
  store i64 %598, ptr %prev77, align 4
  %599 = icmp eq i64 %598, -9223372036854775808
  %600 = ashr i64 %598, 32
  %601 = trunc i64 %600 to i32
  %602 = xor i32 %601, 2147483647
  %603 = icmp sge i32 %601, 0
  %604 = select i1 %603, i32 %601, i32 %602
  %605 = bitcast i32 %604 to float
  %606 = and i64 %598, 4294967295
  %607 = sub i64 4294967295, %606
  br i1 true, label %if.then104, label %if.end105

tree.lane.head98:                                 ; preds = %tree.lane.body99, %tree.body95
  %tree.lane.iv101 = phi i64 [ 0, %tree.body95 ], [ %tree.lane.next102, %tree.lane.body99 ]
  %608 = icmp slt i64 %tree.lane.iv101, %596
  br i1 %608, label %tree.lane.body99, label %tree.lane.exit100

tree.lane.body99:                                 ; preds = %tree.lane.head98
  %609 = getelementptr inbounds [32 x i64], ptr %lanes78, i64 0, i64 %tree.lane.iv101
  %610 = load i64, ptr %609, align 4
  %611 = add i64 %tree.lane.iv101, %596
  %612 = getelementptr inbounds [32 x i64], ptr %lanes78, i64 0, i64 %611
  %613 = load i64, ptr %612, align 4
  %614 = icmp sgt i64 %613, %610
  %615 = select i1 %614, i64 %613, i64 %610
  %616 = getelementptr inbounds [32 x i64], ptr %lanes78, i64 0, i64 %tree.lane.iv101
  store i64 %615, ptr %616, align 4
  %tree.lane.next102 = add nsw i64 %tree.lane.iv101, 1
  br label %tree.lane.head98

tree.lane.exit100:                                ; preds = %tree.lane.head98
  %tree.next103 = add nsw i64 %tree.iv97, 1
  br label %tree.head94

if.then104:                                       ; preds = %tree.exit96
  %617 = getelementptr i64, ptr %36, i64 %round.iv
  %618 = select i1 %599, i64 -1, i64 %607
  store i64 %618, ptr %617, align 4
  %619 = getelementptr float, ptr %40, i64 %round.iv
  %620 = fsub float %605, %26
  %621 = fcmp uno float %620, %620
  %622 = select i1 %621, float 0x7FF8000000000000, float %620
  %623 = select i1 %599, float 0xFFF0000000000000, float %622
  store float %623, ptr %619, align 4
  br label %if.end105

if.end105:                                        ; preds = %if.then104, %tree.exit96
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !9

if.then106:                                       ; preds = %active.else
  br label %inactive.head

if.end107:                                        ; preds = %inactive.exit, %active.else
  br label %active.end

inactive.head:                                    ; preds = %inactive.body, %if.then106
  %inactive.iv = phi i64 [ 0, %if.then106 ], [ %inactive.next, %inactive.body ]
  %624 = icmp slt i64 %inactive.iv, 20
  br i1 %624, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %625 = getelementptr i64, ptr %36, i64 %inactive.iv
  store i64 -1, ptr %625, align 4
  %626 = getelementptr float, ptr %40, i64 %inactive.iv
  store float 0.000000e+00, ptr %626, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !10

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %43, align 4
  br label %if.end107
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
