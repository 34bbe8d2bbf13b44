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
  %210 = call <8 x float> @llvm.fma.v8f32(<8 x float> %209, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %211 = fsub <8 x float> %210, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %212 = call <8 x float> @llvm.fma.v8f32(<8 x float> %211, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %209)
  %213 = call <8 x float> @llvm.fma.v8f32(<8 x float> %211, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %212)
  %214 = fmul <8 x float> %213, %213
  %215 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>, <8 x float> %213, <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>)
  %216 = call <8 x float> @llvm.fma.v8f32(<8 x float> %215, <8 x float> %213, <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>)
  %217 = call <8 x float> @llvm.fma.v8f32(<8 x float> %216, <8 x float> %213, <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>)
  %218 = call <8 x float> @llvm.fma.v8f32(<8 x float> %217, <8 x float> %213, <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>)
  %219 = call <8 x float> @llvm.fma.v8f32(<8 x float> %218, <8 x float> %213, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %220 = call <8 x float> @llvm.fma.v8f32(<8 x float> %219, <8 x float> %214, <8 x float> %213)
  %221 = fadd <8 x float> %220, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %222 = bitcast <8 x float> %210 to <8 x i32>
  %223 = add <8 x i32> %222, <i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377, i32 -1262485377>
  %224 = shl <8 x i32> %223, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %225 = bitcast <8 x i32> %224 to <8 x float>
  %226 = fmul <8 x float> %221, %225
  %227 = fcmp olt <8 x float> %209, <float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000, float 0xC055D58A00000000>
  %228 = select <8 x i1> %227, <8 x float> zeroinitializer, <8 x float> %226
  %229 = fadd <8 x float> %207, %228
  %230 = fsub <8 x float> %206, %.splat
  %231 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %230
  %232 = select <8 x i1> %231, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %230
  %233 = call <8 x float> @llvm.fma.v8f32(<8 x float> %228, <8 x float> %232, <8 x float> %208)
  store <8 x float> %229, ptr %sacc, align 32
  store <8 x float> %233, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %234 = load <8 x float>, ptr %202, align 4, !invariant.load !0
  store <8 x float> %234, ptr %x6, align 32
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %235 = sub i64 %24, 1
  %236 = add i64 %200, 0
  %237 = icmp slt i64 %236, %24
  %238 = select i1 %237, i64 %236, i64 %235
  %239 = mul i64 %238, 4
  %240 = getelementptr i8, ptr %18, i64 %239
  %241 = load float, ptr %240, align 4, !invariant.load !0
  %242 = select i1 %237, float %241, float 0xFFF0000000000000
  %243 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %242, i64 0
  %244 = add i64 %200, 1
  %245 = icmp slt i64 %244, %24
  %246 = select i1 %245, i64 %244, i64 %235
  %247 = mul i64 %246, 4
  %248 = getelementptr i8, ptr %18, i64 %247
  %249 = load float, ptr %248, align 4, !invariant.load !0
  %250 = select i1 %245, float %249, float 0xFFF0000000000000
  %251 = insertelement <8 x float> %243, float %250, i64 1
  %252 = add i64 %200, 2
  %253 = icmp slt i64 %252, %24
  %254 = select i1 %253, i64 %252, i64 %235
  %255 = mul i64 %254, 4
  %256 = getelementptr i8, ptr %18, i64 %255
  %257 = load float, ptr %256, align 4, !invariant.load !0
  %258 = select i1 %253, float %257, float 0xFFF0000000000000
  %259 = insertelement <8 x float> %251, float %258, i64 2
  %260 = add i64 %200, 3
  %261 = icmp slt i64 %260, %24
  %262 = select i1 %261, i64 %260, i64 %235
  %263 = mul i64 %262, 4
  %264 = getelementptr i8, ptr %18, i64 %263
  %265 = load float, ptr %264, align 4, !invariant.load !0
  %266 = select i1 %261, float %265, float 0xFFF0000000000000
  %267 = insertelement <8 x float> %259, float %266, i64 3
  %268 = add i64 %200, 4
  %269 = icmp slt i64 %268, %24
  %270 = select i1 %269, i64 %268, i64 %235
  %271 = mul i64 %270, 4
  %272 = getelementptr i8, ptr %18, i64 %271
  %273 = load float, ptr %272, align 4, !invariant.load !0
  %274 = select i1 %269, float %273, float 0xFFF0000000000000
  %275 = insertelement <8 x float> %267, float %274, i64 4
  %276 = add i64 %200, 5
  %277 = icmp slt i64 %276, %24
  %278 = select i1 %277, i64 %276, i64 %235
  %279 = mul i64 %278, 4
  %280 = getelementptr i8, ptr %18, i64 %279
  %281 = load float, ptr %280, align 4, !invariant.load !0
  %282 = select i1 %277, float %281, float 0xFFF0000000000000
  %283 = insertelement <8 x float> %275, float %282, i64 5
  %284 = add i64 %200, 6
  %285 = icmp slt i64 %284, %24
  %286 = select i1 %285, i64 %284, i64 %235
  %287 = mul i64 %286, 4
  %288 = getelementptr i8, ptr %18, i64 %287
  %289 = load float, ptr %288, align 4, !invariant.load !0
  %290 = select i1 %285, float %289, float 0xFFF0000000000000
  %291 = insertelement <8 x float> %283, float %290, i64 6
  %292 = add i64 %200, 7
  %293 = icmp slt i64 %292, %24
  %294 = select i1 %293, i64 %292, i64 %235
  %295 = mul i64 %294, 4
  %296 = getelementptr i8, ptr %18, i64 %295
  %297 = load float, ptr %296, align 4, !invariant.load !0
  %298 = select i1 %293, float %297, float 0xFFF0000000000000
  %299 = insertelement <8 x float> %291, float %298, i64 7
  store <8 x float> %299, ptr %x6, align 32
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %300 = load <8 x float>, ptr %x6, align 32
  store <8 x float> %300, ptr %xs, align 32
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %301 = icmp slt i64 %tree.iv, 5
  br i1 %301, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %302 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %303 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %304 = load float, ptr %303, align 4
  %305 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 0
  %306 = load float, ptr %305, align 4
  %307 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %308 = load float, ptr %307, align 4
  store float %304, ptr %res.m, align 4
  store float %306, ptr %res.s, align 4
  store float %308, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %309 = icmp slt i64 %tree.lane.iv, %302
  br i1 %309, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %310 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %311 = load float, ptr %310, align 4
  %312 = add i64 %tree.lane.iv, %302
  %313 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %316 = load float, ptr %315, align 4
  %317 = add i64 %tree.lane.iv, %302
  %318 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %321 = load float, ptr %320, align 4
  %322 = add i64 %tree.lane.iv, %302
  %323 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %322
  %324 = load float, ptr %323, align 4
  %325 = fadd float %316, %319
  %326 = fadd float %321, %324
  %327 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %311, ptr %327, align 4
  %328 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %325, ptr %328, align 4
  %329 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %326, ptr %329, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %330 = getelementptr float, ptr %35, i64 0
  %331 = load float, ptr %res.m, align 4
  %332 = fcmp uno float %331, %331
  %333 = select i1 %332, float 0x7FF8000000000000, float %331
  store float %333, ptr %330, align 4
  %334 = getelementptr float, ptr %35, i64 1
  %335 = load float, ptr %res.s, align 4
  %336 = fcmp uno float %335, %335
  %337 = select i1 %336, float 0x7FF8000000000000, float %335
  store float %337, ptr %334, align 4
  %338 = getelementptr float, ptr %35, i64 2
  %339 = load float, ptr %res.t, align 4
  %340 = fcmp uno float %339, %339
  %341 = select i1 %340, float 0x7FF8000000000000, float %339
  store float %341, ptr %338, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %342 = icmp eq i64 %item.iv, 0
  %343 = and i1 %342, true
  br i1 %343, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %344 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %344, align 8, !invariant.load !0
  %345 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %346 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %346, align 8, !invariant.load !0
  %347 = getelementptr i64, ptr %345, i64 %row.iv
  %348 = load i64, ptr %347, align 4
  %349 = icmp ne i64 %348, %arg4
  br i1 %349, label %if.then13, label %if.end14

if.end:                                           ; preds = %if.end14, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then13:                                        ; preds = %if.then
  %350 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %350, align 8, !invariant.load !0
  %351 = getelementptr i64, ptr %345, i64 %row.iv
  %352 = load i64, ptr %351, align 4
  %353 = sub i64 %352, %arg5
  %354 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %354, align 8, !invariant.load !0
  %355 = icmp slt i64 %353, %arg615
  %356 = icmp sge i64 %353, 0
  %357 = and i1 %356, %355
  br i1 %357, label %if.then16, label %if.end17

if.end14:                                         ; preds = %if.end17, %if.then
  %358 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %358, align 8, !invariant.load !0
  %359 = inttoptr i64 %arg10 to ptr
  %360 = getelementptr float, ptr %359, i64 %row.iv
  %361 = load float, ptr %tl, align 4
  %362 = fcmp uno float %361, %361
  %363 = select i1 %362, float 0x7FF8000000000000, float %361
  store float %363, ptr %360, align 4
  br label %if.end

if.then16:                                        ; preds = %if.then13
  %364 = mul i64 %353, 4
  %365 = getelementptr i8, ptr %15, i64 %364
  %366 = load float, ptr %365, align 4, !invariant.load !0
  %367 = fdiv float %366, %12
  store float %367, ptr %tl, align 4
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
