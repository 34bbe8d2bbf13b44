; golden IR for tests/golden_test.cpp (widest chunk loop (tau division, entropy))
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x6 = alloca <8 x float>, align 32
  %xs = alloca <8 x float>, align 32
  %tacc = alloca <8 x float>, align 32
  %sacc = alloca <8 x float>, align 32
  %t = alloca float, align 4
  %s = alloca float, align 4
  %lanes = alloca [32 x float], align 4
  %lanes4 = alloca [32 x float], align 4
  %lanes5 = alloca [32 x float], align 4
  %x = alloca <8 x float>, align 32
  %tmax3 = alloca <8 x float>, align 32
  %tmax2 = alloca <8 x float>, align 32
  %tmax1 = alloca <8 x float>, align 32
  %tmax = alloca <8 x float>, align 32
  %res.t = alloca float, align 4
  %res.s = alloca float, align 4
  %res.m = alloca float, align 4
  %3 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %3, align 8, !invariant.load !0
  %4 = sdiv i64 %arg6, 2374
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %5 = icmp slt i64 %row.iv, %2
  br i1 %5, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end ]
  %6 = icmp slt i64 %item.iv, %4
  br i1 %6, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %7 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %8, align 8, !invariant.load !0
  %9 = inttoptr i64 %arg0 to ptr
  %10 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %10, align 8, !invariant.load !0
  %11 = trunc i64 %arg8 to i32
  %12 = bitcast i32 %11 to float
  %13 = mul i64 %row.iv, %arg1
  %14 = mul i64 %13, 4
  %15 = getelementptr i8, ptr %9, i64 %14
  %16 = mul i64 %item.iv, 2374
  %17 = mul i64 %16, 4
  %18 = getelementptr i8, ptr %15, i64 %17
  %19 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %19, align 8, !invariant.load !0
  %20 = sub i64 %arg7, %16
  %21 = icmp slt i64 %20, 0
  %22 = select i1 %21, i64 0, i64 %20
  %23 = icmp sgt i64 %22, 2374
  %24 = select i1 %23, i64 2374, i64 %22
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %25 = icmp sgt i64 %24, 0
  br i1 %25, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  %26 = sdiv i64 %24, 8
  %27 = sdiv i64 %26, 4
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %28 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = sdiv i64 %arg612, 2374
  %30 = mul i64 %row.iv, %29
  %31 = add i64 %30, %item.iv
  %32 = mul i64 %31, 3
  %33 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %33, align 8, !invariant.load !0
  %34 = inttoptr i64 %arg9 to ptr
  %35 = getelementptr float, ptr %34, i64 %32
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %36 = icmp slt i64 %tmax.iv, %27
  br i1 %36, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %37 = mul i64 %tmax.iv, 4
  %38 = add i64 %37, 0
  %39 = mul i64 %38, 32
  %40 = getelementptr i8, ptr %18, i64 %39
  %41 = load <8 x float>, ptr %40, align 4, !invariant.load !0
  %42 = load <8 x float>, ptr %tmax, align 32
  %43 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %42, <8 x float> %41)
  store <8 x float> %43, ptr %tmax, align 32
  %44 = mul i64 %tmax.iv, 4
  %45 = add i64 %44, 1
  %46 = mul i64 %45, 32
  %47 = getelementptr i8, ptr %18, i64 %46
  %48 = load <8 x float>, ptr %47, align 4, !invariant.load !0
  %49 = load <8 x float>, ptr %tmax1, align 32
  %50 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %49, <8 x float> %48)
  store <8 x float> %50, ptr %tmax1, align 32
  %51 = mul i64 %tmax.iv, 4
  %52 = add i64 %51, 2
  %53 = mul i64 %52, 32
  %54 = getelementptr i8, ptr %18, i64 %53
  %55 = load <8 x float>, ptr %54, align 4, !invariant.load !0
  %56 = load <8 x float>, ptr %tmax2, align 32
  %57 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %56, <8 x float> %55)
  store <8 x float> %57, ptr %tmax2, align 32
  %58 = mul i64 %tmax.iv, 4
  %59 = add i64 %58, 3
  %60 = mul i64 %59, 32
  %61 = getelementptr i8, ptr %18, i64 %60
  %62 = load <8 x float>, ptr %61, align 4, !invariant.load !0
  %63 = load <8 x float>, ptr %tmax3, align 32
  %64 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %63, <8 x float> %62)
  store <8 x float> %64, ptr %tmax3, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %65 = mul i64 %27, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %65, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %66 = icmp slt i64 %tmax.rest.iv, %26
  br i1 %66, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %67 = mul i64 %tmax.rest.iv, 32
  %68 = getelementptr i8, ptr %18, i64 %67
  %69 = load <8 x float>, ptr %68, align 4, !invariant.load !0
  %70 = load <8 x float>, ptr %tmax, align 32
  %71 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %70, <8 x float> %69)
  store <8 x float> %71, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %72 = mul i64 %26, 8
  %73 = icmp slt i64 %72, %24
  br i1 %73, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %74 = mul i64 %26, 8
  %75 = mul i64 %74, 4
  %76 = getelementptr i8, ptr %18, i64 %75
  %77 = add i64 %74, 8
  %78 = icmp sle i64 %77, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x, align 32
  br i1 %78, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %79 = load <8 x float>, ptr %tmax1, align 32
  %80 = load <8 x float>, ptr %tmax, align 32
  %81 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %80, <8 x float> %79)
  %82 = load <8 x float>, ptr %tmax3, align 32
  %83 = load <8 x float>, ptr %tmax2, align 32
  %84 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %83, <8 x float> %82)
  %85 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %81, <8 x float> %84)
  %86 = shufflevector <8 x float> %85, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %87 = shufflevector <8 x float> %85, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %88 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %86, <4 x float> %87)
  %89 = shufflevector <4 x float> %88, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %90 = shufflevector <4 x float> %88, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %91 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %89, <2 x float> %90)
  %92 = shufflevector <2 x float> %91, <2 x float> poison, <1 x i32> zeroinitializer
  %93 = shufflevector <2 x float> %91, <2 x float> poison, <1 x i32> <i32 1>
  %94 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %92, <1 x float> %93)
  %95 = extractelement <1 x float> %94, i64 0
  %96 = fdiv float %95, %12
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %97 = load <8 x float>, ptr %76, align 4, !invariant.load !0
  store <8 x float> %97, ptr %x, align 32
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %98 = sub i64 %24, 1
  %99 = add i64 %74, 0
  %100 = icmp slt i64 %99, %24
  %101 = select i1 %100, i64 %99, i64 %98
  %102 = mul i64 %101, 4
  %103 = getelementptr i8, ptr %18, i64 %102
  %104 = load float, ptr %103, align 4, !invariant.load !0
  %105 = select i1 %100, float %104, float 0xFFF0000000000000
  %106 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %105, i64 0
  %107 = add i64 %74, 1
  %108 = icmp slt i64 %107, %24
  %109 = select i1 %108, i64 %107, i64 %98
  %110 = mul i64 %109, 4
  %111 = getelementptr i8, ptr %18, i64 %110
  %112 = load float, ptr %111, align 4, !invariant.load !0
  %113 = select i1 %108, float %112, float 0xFFF0000000000000
  %114 = insertelement <8 x float> %106, float %113, i64 1
  %115 = add i64 %74, 2
  %116 = icmp slt i64 %115, %24
  %117 = select i1 %116, i64 %115, i64 %98
  %118 = mul i64 %117, 4
  %119 = getelementptr i8, ptr %18, i64 %118
  %120 = load float, ptr %119, align 4, !invariant.load !0
  %121 = select i1 %116, float %120, float 0xFFF0000000000000
  %122 = insertelement <8 x float> %114, float %121, i64 2
  %123 = add i64 %74, 3
  %124 = icmp slt i64 %123, %24
  %125 = select i1 %124, i64 %123, i64 %98
  %126 = mul i64 %125, 4
  %127 = getelementptr i8, ptr %18, i64 %126
  %128 = load float, ptr %127, align 4, !invariant.load !0
  %129 = select i1 %124, float %128, float 0xFFF0000000000000
  %130 = insertelement <8 x float> %122, float %129, i64 3
  %131 = add i64 %74, 4
  %132 = icmp slt i64 %131, %24
  %133 = select i1 %132, i64 %131, i64 %98
  %134 = mul i64 %133, 4
  %135 = getelementptr i8, ptr %18, i64 %134
  %136 = load float, ptr %135, align 4, !invariant.load !0
  %137 = select i1 %132, float %136, float 0xFFF0000000000000
  %138 = insertelement <8 x float> %130, float %137, i64 4
  %139 = add i64 %74, 5
  %140 = icmp slt i64 %139, %24
  %141 = select i1 %140, i64 %139, i64 %98
  %142 = mul i64 %141, 4
  %143 = getelementptr i8, ptr %18, i64 %142
  %144 = load float, ptr %143, align 4, !invariant.load !0
  %145 = select i1 %140, float %144, float 0xFFF0000000000000
  %146 = insertelement <8 x float> %138, float %145, i64 5
  %147 = add i64 %74, 6
  %148 = icmp slt i64 %147, %24
  %149 = select i1 %148, i64 %147, i64 %98
  %150 = mul i64 %149, 4
  %151 = getelementptr i8, ptr %18, i64 %150
  %152 = load float, ptr %151, align 4, !invariant.load !0
  %153 = select i1 %148, float %152, float 0xFFF0000000000000
  %154 = insertelement <8 x float> %146, float %153, i64 6
  %155 = add i64 %74, 7
  %156 = icmp slt i64 %155, %24
  %157 = select i1 %156, i64 %155, i64 %98
  %158 = mul i64 %157, 4
  %159 = getelementptr i8, ptr %18, i64 %158
  %160 = load float, ptr %159, align 4, !invariant.load !0
  %161 = select i1 %156, float %160, float 0xFFF0000000000000
  %162 = insertelement <8 x float> %154, float %161, i64 7
  store <8 x float> %162, ptr %x, align 32
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %163 = load <8 x float>, ptr %x, align 32
  %164 = load <8 x float>, ptr %tmax, align 32
  %165 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %164, <8 x float> %163)
  store <8 x float> %165, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %166 = icmp slt i64 %lane.iv, 32
  br i1 %166, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %167 = fcmp oeq float %96, 0xFFF0000000000000
  %168 = select i1 %167, float 0.000000e+00, float %96
  %.splatinsert = insertelement <8 x float> poison, float %168, i64 0
  %.splat = shufflevector <8 x float> %.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  store float 0.000000e+00, ptr %s, align 4
  store float 0.000000e+00, ptr %t, align 4
  store <8 x float> zeroinitializer, ptr %sacc, align 32
  store <8 x float> zeroinitializer, ptr %tacc, align 32
  br label %lsum.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

lsum.head:                                        ; preds = %ld.end, %lane.body
  %lsum.iv = phi i64 [ 0, %lane.body ], [ %lsum.next, %ld.end ]
  %169 = icmp slt i64 %lsum.iv, 10
  br i1 %169, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %170 = mul i64 %lsum.iv, 32
  %171 = add i64 %170, %lane.iv
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs, align 32
  %172 = icmp slt i64 %171, 297
  br i1 %172, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %173 = load <8 x float>, ptr %sacc, align 32
  %174 = load <8 x float>, ptr %tacc, align 32
  %175 = shufflevector <8 x float> %173, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %176 = shufflevector <8 x float> %173, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %177 = fadd <4 x float> %175, %176
  %178 = shufflevector <4 x float> %177, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %179 = shufflevector <4 x float> %177, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %180 = fadd <2 x float> %178, %179
  %181 = shufflevector <2 x float> %180, <2 x float> poison, <1 x i32> zeroinitializer
  %182 = shufflevector <2 x float> %180, <2 x float> poison, <1 x i32> <i32 1>
  %183 = fadd <1 x float> %181, %182
  %184 = extractelement <1 x float> %183, i64 0
  store float %184, ptr %s, align 4
  %185 = shufflevector <8 x float> %174, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %186 = shufflevector <8 x float> %174, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %187 = fadd <4 x float> %185, %186
  %188 = shufflevector <4 x float> %187, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %189 = shufflevector <4 x float> %187, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %190 = fadd <2 x float> %188, %189
  %191 = shufflevector <2 x float> %190, <2 x float> poison, <1 x i32> zeroinitializer
  %192 = shufflevector <2 x float> %190, <2 x float> poison, <1 x i32> <i32 1>
  %193 = fadd <1 x float> %191, %192
  %194 = extractelement <1 x float> %193, i64 0
  store float %194, ptr %t, align 4
  %195 = load float, ptr %s, align 4
  %196 = load float, ptr %t, align 4
  %197 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %96, ptr %197, align 4
  %198 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %lane.iv
  store float %195, ptr %198, align 4
  %199 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %196, ptr %199, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %200 = mul i64 %171, 8
  %201 = mul i64 %200, 4
  %202 = getelementptr i8, ptr %18, i64 %201
  %203 = add i64 %200, 8
  %204 = icmp sle i64 %203, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x6, align 32
  br i1 %204, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %205 = load <8 x float>, ptr %xs, align 32
  %.splatinsert10 = insertelement <8 x float> poison, float %12, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %206 = fdiv <8 x float> %205, %.splat11
  %207 = load <8 x float>, ptr %sacc, align 32
  %208 = load <8 x float>, ptr %tacc, align 32
  %209 = fsub <8 x float> %206, %.splat
  %210 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %209
  %211 = select <8 x i1> %210, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %209
  %212 = call <8 x float> @llvm.fma.v8f32(<8 x float> %211, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %213 = fsub <8 x float> %212, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %214 = call <8 x float> @llvm.fma.v8f32(<8 x float> %213, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %211)
  %215 = call <8 x float> @llvm.fma.v8f32(<8 x float> %213, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %214)
  %216 = fmul <8 x float> %215, %215
  %217 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000>, <8 x float> %215, <8 x float> <float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000>)
  %218 = call <8 x float> @llvm.fma.v8f32(<8 x float> %217, <8 x float> %215, <8 x float> <float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000>)
  %219 = call <8 x float> @llvm.fma.v8f32(<8 x float> %218, <8 x float> %215, <8 x float> <float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000>)
  %220 = call <8 x float> @llvm.fma.v8f32(<8 x float> %219, <8 x float> %215, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %221 = call <8 x float> @llvm.fma.v8f32(<8 x float> %216, <8 x float> %220, <8 x float> %215)
  %222 = bitcast <8 x float> %212 to <8 x i32>
  %223 = shl <8 x i32> %222, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %224 = add <8 x i32> %223, <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216>
  %225 = bitcast <8 x i32> %224 to <8 x float>
  %226 = call <8 x float> @llvm.fma.v8f32(<8 x float> %221, <8 x float> %225, <8 x float> %225)
  %227 = fadd <8 x float> %207, %226
  %228 = fsub <8 x float> %206, %.splat
  %229 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %228
  %230 = select <8 x i1> %229, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %228
  %231 = call <8 x float> @llvm.fma.v8f32(<8 x float> %226, <8 x float> %230, <8 x float> %208)
  store <8 x float> %227, ptr %sacc, align 32
  store <8 x float> %231, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %232 = load <8 x float>, ptr %202, align 4, !invariant.load !0
  store <8 x float> %232, ptr %x6, align 32
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %233 = sub i64 %24, 1
  %234 = add i64 %200, 0
  %235 = icmp slt i64 %234, %24
  %236 = select i1 %235, i64 %234, i64 %233
  %237 = mul i64 %236, 4
  %238 = getelementptr i8, ptr %18, i64 %237
  %239 = load float, ptr %238, align 4, !invariant.load !0
  %240 = select i1 %235, float %239, float 0xFFF0000000000000
  %241 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %240, i64 0
  %242 = add i64 %200, 1
  %243 = icmp slt i64 %242, %24
  %244 = select i1 %243, i64 %242, i64 %233
  %245 = mul i64 %244, 4
  %246 = getelementptr i8, ptr %18, i64 %245
  %247 = load float, ptr %246, align 4, !invariant.load !0
  %248 = select i1 %243, float %247, float 0xFFF0000000000000
  %249 = insertelement <8 x float> %241, float %248, i64 1
  %250 = add i64 %200, 2
  %251 = icmp slt i64 %250, %24
  %252 = select i1 %251, i64 %250, i64 %233
  %253 = mul i64 %252, 4
  %254 = getelementptr i8, ptr %18, i64 %253
  %255 = load float, ptr %254, align 4, !invariant.load !0
  %256 = select i1 %251, float %255, float 0xFFF0000000000000
  %257 = insertelement <8 x float> %249, float %256, i64 2
  %258 = add i64 %200, 3
  %259 = icmp slt i64 %258, %24
  %260 = select i1 %259, i64 %258, i64 %233
  %261 = mul i64 %260, 4
  %262 = getelementptr i8, ptr %18, i64 %261
  %263 = load float, ptr %262, align 4, !invariant.load !0
  %264 = select i1 %259, float %263, float 0xFFF0000000000000
  %265 = insertelement <8 x float> %257, float %264, i64 3
  %266 = add i64 %200, 4
  %267 = icmp slt i64 %266, %24
  %268 = select i1 %267, i64 %266, i64 %233
  %269 = mul i64 %268, 4
  %270 = getelementptr i8, ptr %18, i64 %269
  %271 = load float, ptr %270, align 4, !invariant.load !0
  %272 = select i1 %267, float %271, float 0xFFF0000000000000
  %273 = insertelement <8 x float> %265, float %272, i64 4
  %274 = add i64 %200, 5
  %275 = icmp slt i64 %274, %24
  %276 = select i1 %275, i64 %274, i64 %233
  %277 = mul i64 %276, 4
  %278 = getelementptr i8, ptr %18, i64 %277
  %279 = load float, ptr %278, align 4, !invariant.load !0
  %280 = select i1 %275, float %279, float 0xFFF0000000000000
  %281 = insertelement <8 x float> %273, float %280, i64 5
  %282 = add i64 %200, 6
  %283 = icmp slt i64 %282, %24
  %284 = select i1 %283, i64 %282, i64 %233
  %285 = mul i64 %284, 4
  %286 = getelementptr i8, ptr %18, i64 %285
  %287 = load float, ptr %286, align 4, !invariant.load !0
  %288 = select i1 %283, float %287, float 0xFFF0000000000000
  %289 = insertelement <8 x float> %281, float %288, i64 6
  %290 = add i64 %200, 7
  %291 = icmp slt i64 %290, %24
  %292 = select i1 %291, i64 %290, i64 %233
  %293 = mul i64 %292, 4
  %294 = getelementptr i8, ptr %18, i64 %293
  %295 = load float, ptr %294, align 4, !invariant.load !0
  %296 = select i1 %291, float %295, float 0xFFF0000000000000
  %297 = insertelement <8 x float> %289, float %296, i64 7
  store <8 x float> %297, ptr %x6, align 32
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %298 = load <8 x float>, ptr %x6, align 32
  store <8 x float> %298, ptr %xs, align 32
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %299 = icmp slt i64 %tree.iv, 5
  br i1 %299, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %300 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %301 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %302 = load float, ptr %301, align 4
  %303 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 0
  %304 = load float, ptr %303, align 4
  %305 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %306 = load float, ptr %305, align 4
  store float %302, ptr %res.m, align 4
  store float %304, ptr %res.s, align 4
  store float %306, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %307 = icmp slt i64 %tree.lane.iv, %300
  br i1 %307, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %308 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %309 = load float, ptr %308, align 4
  %310 = add i64 %tree.lane.iv, %300
  %311 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %314 = load float, ptr %313, align 4
  %315 = add i64 %tree.lane.iv, %300
  %316 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %315
  %317 = load float, ptr %316, align 4
  %318 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %319 = load float, ptr %318, align 4
  %320 = add i64 %tree.lane.iv, %300
  %321 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %320
  %322 = load float, ptr %321, align 4
  %323 = fadd float %314, %317
  %324 = fadd float %319, %322
  %325 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %309, ptr %325, align 4
  %326 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %323, ptr %326, align 4
  %327 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %324, ptr %327, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %328 = getelementptr float, ptr %35, i64 0
  %329 = load float, ptr %res.m, align 4
  %330 = fcmp uno float %329, %329
  %331 = select i1 %330, float 0x7FF8000000000000, float %329
  store float %331, ptr %328, align 4
  %332 = getelementptr float, ptr %35, i64 1
  %333 = load float, ptr %res.s, align 4
  %334 = fcmp uno float %333, %333
  %335 = select i1 %334, float 0x7FF8000000000000, float %333
  store float %335, ptr %332, align 4
  %336 = getelementptr float, ptr %35, i64 2
  %337 = load float, ptr %res.t, align 4
  %338 = fcmp uno float %337, %337
  %339 = select i1 %338, float 0x7FF8000000000000, float %337
  store float %339, ptr %336, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %340 = icmp eq i64 %item.iv, 0
  %341 = and i1 %340, true
  br i1 %341, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %342 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %342, align 8, !invariant.load !0
  %343 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %344 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %344, align 8, !invariant.load !0
  %345 = getelementptr i64, ptr %343, i64 %row.iv
  %346 = load i64, ptr %345, align 4
  %347 = icmp ne i64 %346, %arg4
  br i1 %347, label %if.then13, label %if.end14

if.end:                                           ; preds = %if.end14, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then13:                                        ; preds = %if.then
  %348 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %348, align 8, !invariant.load !0
  %349 = getelementptr i64, ptr %343, i64 %row.iv
  %350 = load i64, ptr %349, align 4
  %351 = sub i64 %350, %arg5
  %352 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %352, align 8, !invariant.load !0
  %353 = icmp slt i64 %351, %arg615
  %354 = icmp sge i64 %351, 0
  %355 = and i1 %354, %353
  br i1 %355, label %if.then16, label %if.end17

if.end14:                                         ; preds = %if.end17, %if.then
  %356 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %356, align 8, !invariant.load !0
  %357 = inttoptr i64 %arg10 to ptr
  %358 = getelementptr float, ptr %357, i64 %row.iv
  %359 = load float, ptr %tl, align 4
  %360 = fcmp uno float %359, %359
  %361 = select i1 %360, float 0x7FF8000000000000, float %359
  store float %361, ptr %358, align 4
  br label %if.end

if.then16:                                        ; preds = %if.then13
  %362 = mul i64 %351, 4
  %363 = getelementptr i8, ptr %15, i64 %362
  %364 = load float, ptr %363, align 4, !invariant.load !0
  %365 = fdiv float %364, %12
  store float %365, ptr %tl, align 4
  br label %if.end17

if.end17:                                         ; preds = %if.then16, %if.then13
  br label %if.end14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.maximum.v8f32(<8 x float>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.maximum.v4f32(<4 x float>, <4 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.maximum.v2f32(<2 x float>, <2 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x float> @llvm.maximum.v1f32(<1 x float>, <1 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{}
