; golden IR for tests/codegen/golden_test.cpp (widest chunk loop (tau division, entropy))
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
  %25 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = inttoptr i64 %arg2 to ptr
  %27 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %27, align 8, !invariant.load !0
  %28 = getelementptr i64, ptr %26, i64 %row.iv
  %29 = load i64, ptr %28, align 4
  %30 = icmp ne i64 %29, %arg4
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %31 = icmp sgt i64 %24, 0
  %32 = and i1 %30, %31
  br i1 %32, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  %33 = sdiv i64 %24, 8
  %34 = sdiv i64 %33, 4
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %35 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %35, align 8, !invariant.load !0
  %36 = sdiv i64 %arg612, 2374
  %37 = mul i64 %row.iv, %36
  %38 = add i64 %37, %item.iv
  %39 = mul i64 %38, 3
  %40 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %40, align 8, !invariant.load !0
  %41 = inttoptr i64 %arg9 to ptr
  %42 = getelementptr float, ptr %41, i64 %39
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %43 = icmp slt i64 %tmax.iv, %34
  br i1 %43, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %44 = mul i64 %tmax.iv, 4
  %45 = add i64 %44, 0
  %46 = mul i64 %45, 32
  %47 = getelementptr i8, ptr %18, i64 %46
  %48 = load <8 x float>, ptr %47, align 4, !invariant.load !0
  %49 = load <8 x float>, ptr %tmax, align 32
  %50 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %49, <8 x float> %48)
  store <8 x float> %50, ptr %tmax, align 32
  %51 = mul i64 %tmax.iv, 4
  %52 = add i64 %51, 1
  %53 = mul i64 %52, 32
  %54 = getelementptr i8, ptr %18, i64 %53
  %55 = load <8 x float>, ptr %54, align 4, !invariant.load !0
  %56 = load <8 x float>, ptr %tmax1, align 32
  %57 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %56, <8 x float> %55)
  store <8 x float> %57, ptr %tmax1, align 32
  %58 = mul i64 %tmax.iv, 4
  %59 = add i64 %58, 2
  %60 = mul i64 %59, 32
  %61 = getelementptr i8, ptr %18, i64 %60
  %62 = load <8 x float>, ptr %61, align 4, !invariant.load !0
  %63 = load <8 x float>, ptr %tmax2, align 32
  %64 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %63, <8 x float> %62)
  store <8 x float> %64, ptr %tmax2, align 32
  %65 = mul i64 %tmax.iv, 4
  %66 = add i64 %65, 3
  %67 = mul i64 %66, 32
  %68 = getelementptr i8, ptr %18, i64 %67
  %69 = load <8 x float>, ptr %68, align 4, !invariant.load !0
  %70 = load <8 x float>, ptr %tmax3, align 32
  %71 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %70, <8 x float> %69)
  store <8 x float> %71, ptr %tmax3, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %72 = mul i64 %34, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %72, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %73 = icmp slt i64 %tmax.rest.iv, %33
  br i1 %73, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %74 = mul i64 %tmax.rest.iv, 32
  %75 = getelementptr i8, ptr %18, i64 %74
  %76 = load <8 x float>, ptr %75, align 4, !invariant.load !0
  %77 = load <8 x float>, ptr %tmax, align 32
  %78 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %77, <8 x float> %76)
  store <8 x float> %78, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %79 = mul i64 %33, 8
  %80 = icmp slt i64 %79, %24
  br i1 %80, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %81 = mul i64 %33, 8
  %82 = mul i64 %81, 4
  %83 = getelementptr i8, ptr %18, i64 %82
  %84 = add i64 %81, 8
  %85 = icmp sle i64 %84, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x, align 32
  br i1 %85, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %86 = load <8 x float>, ptr %tmax1, align 32
  %87 = load <8 x float>, ptr %tmax, align 32
  %88 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %87, <8 x float> %86)
  %89 = load <8 x float>, ptr %tmax3, align 32
  %90 = load <8 x float>, ptr %tmax2, align 32
  %91 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %90, <8 x float> %89)
  %92 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %88, <8 x float> %91)
  %93 = shufflevector <8 x float> %92, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %94 = shufflevector <8 x float> %92, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %95 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %93, <4 x float> %94)
  %96 = shufflevector <4 x float> %95, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %97 = shufflevector <4 x float> %95, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %98 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %96, <2 x float> %97)
  %99 = shufflevector <2 x float> %98, <2 x float> poison, <1 x i32> zeroinitializer
  %100 = shufflevector <2 x float> %98, <2 x float> poison, <1 x i32> <i32 1>
  %101 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %99, <1 x float> %100)
  %102 = extractelement <1 x float> %101, i64 0
  %103 = fdiv float %102, %12
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %104 = load <8 x float>, ptr %83, align 4, !invariant.load !0
  store <8 x float> %104, ptr %x, align 32
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %105 = sub i64 %24, 1
  %106 = add i64 %81, 0
  %107 = icmp slt i64 %106, %24
  %108 = select i1 %107, i64 %106, i64 %105
  %109 = mul i64 %108, 4
  %110 = getelementptr i8, ptr %18, i64 %109
  %111 = load float, ptr %110, align 4, !invariant.load !0
  %112 = select i1 %107, float %111, float 0xFFF0000000000000
  %113 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %112, i64 0
  %114 = add i64 %81, 1
  %115 = icmp slt i64 %114, %24
  %116 = select i1 %115, i64 %114, i64 %105
  %117 = mul i64 %116, 4
  %118 = getelementptr i8, ptr %18, i64 %117
  %119 = load float, ptr %118, align 4, !invariant.load !0
  %120 = select i1 %115, float %119, float 0xFFF0000000000000
  %121 = insertelement <8 x float> %113, float %120, i64 1
  %122 = add i64 %81, 2
  %123 = icmp slt i64 %122, %24
  %124 = select i1 %123, i64 %122, i64 %105
  %125 = mul i64 %124, 4
  %126 = getelementptr i8, ptr %18, i64 %125
  %127 = load float, ptr %126, align 4, !invariant.load !0
  %128 = select i1 %123, float %127, float 0xFFF0000000000000
  %129 = insertelement <8 x float> %121, float %128, i64 2
  %130 = add i64 %81, 3
  %131 = icmp slt i64 %130, %24
  %132 = select i1 %131, i64 %130, i64 %105
  %133 = mul i64 %132, 4
  %134 = getelementptr i8, ptr %18, i64 %133
  %135 = load float, ptr %134, align 4, !invariant.load !0
  %136 = select i1 %131, float %135, float 0xFFF0000000000000
  %137 = insertelement <8 x float> %129, float %136, i64 3
  %138 = add i64 %81, 4
  %139 = icmp slt i64 %138, %24
  %140 = select i1 %139, i64 %138, i64 %105
  %141 = mul i64 %140, 4
  %142 = getelementptr i8, ptr %18, i64 %141
  %143 = load float, ptr %142, align 4, !invariant.load !0
  %144 = select i1 %139, float %143, float 0xFFF0000000000000
  %145 = insertelement <8 x float> %137, float %144, i64 4
  %146 = add i64 %81, 5
  %147 = icmp slt i64 %146, %24
  %148 = select i1 %147, i64 %146, i64 %105
  %149 = mul i64 %148, 4
  %150 = getelementptr i8, ptr %18, i64 %149
  %151 = load float, ptr %150, align 4, !invariant.load !0
  %152 = select i1 %147, float %151, float 0xFFF0000000000000
  %153 = insertelement <8 x float> %145, float %152, i64 5
  %154 = add i64 %81, 6
  %155 = icmp slt i64 %154, %24
  %156 = select i1 %155, i64 %154, i64 %105
  %157 = mul i64 %156, 4
  %158 = getelementptr i8, ptr %18, i64 %157
  %159 = load float, ptr %158, align 4, !invariant.load !0
  %160 = select i1 %155, float %159, float 0xFFF0000000000000
  %161 = insertelement <8 x float> %153, float %160, i64 6
  %162 = add i64 %81, 7
  %163 = icmp slt i64 %162, %24
  %164 = select i1 %163, i64 %162, i64 %105
  %165 = mul i64 %164, 4
  %166 = getelementptr i8, ptr %18, i64 %165
  %167 = load float, ptr %166, align 4, !invariant.load !0
  %168 = select i1 %163, float %167, float 0xFFF0000000000000
  %169 = insertelement <8 x float> %161, float %168, i64 7
  store <8 x float> %169, ptr %x, align 32
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %170 = load <8 x float>, ptr %x, align 32
  %171 = load <8 x float>, ptr %tmax, align 32
  %172 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %171, <8 x float> %170)
  store <8 x float> %172, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %173 = icmp slt i64 %lane.iv, 32
  br i1 %173, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %174 = fcmp oeq float %103, 0xFFF0000000000000
  %175 = select i1 %174, float 0.000000e+00, float %103
  %.splatinsert = insertelement <8 x float> poison, float %175, i64 0
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
  %176 = icmp slt i64 %lsum.iv, 10
  br i1 %176, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %177 = mul i64 %lsum.iv, 32
  %178 = add i64 %177, %lane.iv
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %xs, align 32
  %179 = icmp slt i64 %178, 297
  br i1 %179, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %180 = load <8 x float>, ptr %sacc, align 32
  %181 = load <8 x float>, ptr %tacc, align 32
  %182 = shufflevector <8 x float> %180, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %183 = shufflevector <8 x float> %180, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %184 = fadd <4 x float> %182, %183
  %185 = shufflevector <4 x float> %184, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %186 = shufflevector <4 x float> %184, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %187 = fadd <2 x float> %185, %186
  %188 = shufflevector <2 x float> %187, <2 x float> poison, <1 x i32> zeroinitializer
  %189 = shufflevector <2 x float> %187, <2 x float> poison, <1 x i32> <i32 1>
  %190 = fadd <1 x float> %188, %189
  %191 = extractelement <1 x float> %190, i64 0
  store float %191, ptr %s, align 4
  %192 = shufflevector <8 x float> %181, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %193 = shufflevector <8 x float> %181, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %194 = fadd <4 x float> %192, %193
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %196 = shufflevector <4 x float> %194, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %197 = fadd <2 x float> %195, %196
  %198 = shufflevector <2 x float> %197, <2 x float> poison, <1 x i32> zeroinitializer
  %199 = shufflevector <2 x float> %197, <2 x float> poison, <1 x i32> <i32 1>
  %200 = fadd <1 x float> %198, %199
  %201 = extractelement <1 x float> %200, i64 0
  store float %201, ptr %t, align 4
  %202 = load float, ptr %s, align 4
  %203 = load float, ptr %t, align 4
  %204 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %103, ptr %204, align 4
  %205 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %lane.iv
  store float %202, ptr %205, align 4
  %206 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %203, ptr %206, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %207 = mul i64 %178, 8
  %208 = mul i64 %207, 4
  %209 = getelementptr i8, ptr %18, i64 %208
  %210 = add i64 %207, 8
  %211 = icmp sle i64 %210, %24
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %x6, align 32
  br i1 %211, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %212 = load <8 x float>, ptr %xs, align 32
  %.splatinsert10 = insertelement <8 x float> poison, float %12, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %213 = fdiv <8 x float> %212, %.splat11
  %214 = load <8 x float>, ptr %sacc, align 32
  %215 = load <8 x float>, ptr %tacc, align 32
  %216 = fsub <8 x float> %213, %.splat
  %217 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %216
  %218 = select <8 x i1> %217, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %216
  %219 = call <8 x float> @llvm.fma.v8f32(<8 x float> %218, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %220 = fsub <8 x float> %219, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %221 = fneg <8 x float> %220
  %222 = call <8 x float> @llvm.fma.v8f32(<8 x float> %218, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %221)
  %223 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %222, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %224 = call <8 x float> @llvm.fma.v8f32(<8 x float> %223, <8 x float> %222, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %225 = call <8 x float> @llvm.fma.v8f32(<8 x float> %224, <8 x float> %222, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %226 = call <8 x float> @llvm.fma.v8f32(<8 x float> %225, <8 x float> %222, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %227 = call <8 x float> @llvm.fma.v8f32(<8 x float> %226, <8 x float> %222, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %228 = bitcast <8 x float> %219 to <8 x i32>
  %229 = shl <8 x i32> %228, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %230 = bitcast <8 x i32> %229 to <8 x float>
  %231 = fmul <8 x float> %227, %230
  %232 = call <8 x float> @llvm.fma.v8f32(<8 x float> %227, <8 x float> %230, <8 x float> %214)
  %233 = fcmp ogt <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, %216
  %234 = select <8 x i1> %233, <8 x float> <float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02, float -1.280000e+02>, <8 x float> %216
  %235 = call <8 x float> @llvm.fma.v8f32(<8 x float> %231, <8 x float> %234, <8 x float> %215)
  store <8 x float> %232, ptr %sacc, align 32
  store <8 x float> %235, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %236 = load <8 x float>, ptr %209, align 4, !invariant.load !0
  store <8 x float> %236, ptr %x6, align 32
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %237 = sub i64 %24, 1
  %238 = add i64 %207, 0
  %239 = icmp slt i64 %238, %24
  %240 = select i1 %239, i64 %238, i64 %237
  %241 = mul i64 %240, 4
  %242 = getelementptr i8, ptr %18, i64 %241
  %243 = load float, ptr %242, align 4, !invariant.load !0
  %244 = select i1 %239, float %243, float 0xFFF0000000000000
  %245 = insertelement <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, float %244, i64 0
  %246 = add i64 %207, 1
  %247 = icmp slt i64 %246, %24
  %248 = select i1 %247, i64 %246, i64 %237
  %249 = mul i64 %248, 4
  %250 = getelementptr i8, ptr %18, i64 %249
  %251 = load float, ptr %250, align 4, !invariant.load !0
  %252 = select i1 %247, float %251, float 0xFFF0000000000000
  %253 = insertelement <8 x float> %245, float %252, i64 1
  %254 = add i64 %207, 2
  %255 = icmp slt i64 %254, %24
  %256 = select i1 %255, i64 %254, i64 %237
  %257 = mul i64 %256, 4
  %258 = getelementptr i8, ptr %18, i64 %257
  %259 = load float, ptr %258, align 4, !invariant.load !0
  %260 = select i1 %255, float %259, float 0xFFF0000000000000
  %261 = insertelement <8 x float> %253, float %260, i64 2
  %262 = add i64 %207, 3
  %263 = icmp slt i64 %262, %24
  %264 = select i1 %263, i64 %262, i64 %237
  %265 = mul i64 %264, 4
  %266 = getelementptr i8, ptr %18, i64 %265
  %267 = load float, ptr %266, align 4, !invariant.load !0
  %268 = select i1 %263, float %267, float 0xFFF0000000000000
  %269 = insertelement <8 x float> %261, float %268, i64 3
  %270 = add i64 %207, 4
  %271 = icmp slt i64 %270, %24
  %272 = select i1 %271, i64 %270, i64 %237
  %273 = mul i64 %272, 4
  %274 = getelementptr i8, ptr %18, i64 %273
  %275 = load float, ptr %274, align 4, !invariant.load !0
  %276 = select i1 %271, float %275, float 0xFFF0000000000000
  %277 = insertelement <8 x float> %269, float %276, i64 4
  %278 = add i64 %207, 5
  %279 = icmp slt i64 %278, %24
  %280 = select i1 %279, i64 %278, i64 %237
  %281 = mul i64 %280, 4
  %282 = getelementptr i8, ptr %18, i64 %281
  %283 = load float, ptr %282, align 4, !invariant.load !0
  %284 = select i1 %279, float %283, float 0xFFF0000000000000
  %285 = insertelement <8 x float> %277, float %284, i64 5
  %286 = add i64 %207, 6
  %287 = icmp slt i64 %286, %24
  %288 = select i1 %287, i64 %286, i64 %237
  %289 = mul i64 %288, 4
  %290 = getelementptr i8, ptr %18, i64 %289
  %291 = load float, ptr %290, align 4, !invariant.load !0
  %292 = select i1 %287, float %291, float 0xFFF0000000000000
  %293 = insertelement <8 x float> %285, float %292, i64 6
  %294 = add i64 %207, 7
  %295 = icmp slt i64 %294, %24
  %296 = select i1 %295, i64 %294, i64 %237
  %297 = mul i64 %296, 4
  %298 = getelementptr i8, ptr %18, i64 %297
  %299 = load float, ptr %298, align 4, !invariant.load !0
  %300 = select i1 %295, float %299, float 0xFFF0000000000000
  %301 = insertelement <8 x float> %293, float %300, i64 7
  store <8 x float> %301, ptr %x6, align 32
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %302 = load <8 x float>, ptr %x6, align 32
  store <8 x float> %302, ptr %xs, align 32
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %303 = icmp slt i64 %tree.iv, 5
  br i1 %303, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %304 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %305 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %306 = load float, ptr %305, align 4
  %307 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 0
  %308 = load float, ptr %307, align 4
  %309 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %310 = load float, ptr %309, align 4
  store float %306, ptr %res.m, align 4
  store float %308, ptr %res.s, align 4
  store float %310, ptr %res.t, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %311 = icmp slt i64 %tree.lane.iv, %304
  br i1 %311, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %312 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %313 = load float, ptr %312, align 4
  %314 = add i64 %tree.lane.iv, %304
  %315 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %314
  %316 = load float, ptr %315, align 4
  %317 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %318 = load float, ptr %317, align 4
  %319 = add i64 %tree.lane.iv, %304
  %320 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %319
  %321 = load float, ptr %320, align 4
  %322 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %323 = load float, ptr %322, align 4
  %324 = add i64 %tree.lane.iv, %304
  %325 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %324
  %326 = load float, ptr %325, align 4
  %327 = fadd float %318, %321
  %328 = fadd float %323, %326
  %329 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %313, ptr %329, align 4
  %330 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %327, ptr %330, align 4
  %331 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %328, ptr %331, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %332 = getelementptr float, ptr %42, i64 0
  %333 = load float, ptr %res.m, align 4
  %334 = fcmp uno float %333, %333
  %335 = select i1 %334, float 0x7FF8000000000000, float %333
  store float %335, ptr %332, align 4
  %336 = getelementptr float, ptr %42, i64 1
  %337 = load float, ptr %res.s, align 4
  %338 = fcmp uno float %337, %337
  %339 = select i1 %338, float 0x7FF8000000000000, float %337
  store float %339, ptr %336, align 4
  %340 = getelementptr float, ptr %42, i64 2
  %341 = load float, ptr %res.t, align 4
  %342 = fcmp uno float %341, %341
  %343 = select i1 %342, float 0x7FF8000000000000, float %341
  store float %343, ptr %340, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %344 = icmp eq i64 %item.iv, 0
  %345 = and i1 %344, true
  br i1 %345, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %30, label %if.then13, label %if.end14

if.end:                                           ; preds = %if.end14, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then13:                                        ; preds = %if.then
  %346 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %346, align 8, !invariant.load !0
  %347 = getelementptr i64, ptr %26, i64 %row.iv
  %348 = load i64, ptr %347, align 4
  %349 = sub i64 %348, %arg5
  %350 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %350, align 8, !invariant.load !0
  %351 = icmp slt i64 %349, %arg615
  %352 = icmp sge i64 %349, 0
  %353 = and i1 %352, %351
  br i1 %353, label %if.then16, label %if.end17

if.end14:                                         ; preds = %if.end17, %if.then
  %354 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %354, align 8, !invariant.load !0
  %355 = inttoptr i64 %arg10 to ptr
  %356 = getelementptr float, ptr %355, i64 %row.iv
  %357 = load float, ptr %tl, align 4
  %358 = fcmp uno float %357, %357
  %359 = select i1 %358, float 0x7FF8000000000000, float %357
  store float %359, ptr %356, align 4
  br label %if.end

if.then16:                                        ; preds = %if.then13
  %360 = mul i64 %349, 4
  %361 = getelementptr i8, ptr %15, i64 %360
  %362 = load float, ptr %361, align 4, !invariant.load !0
  %363 = fdiv float %362, %12
  store float %363, ptr %tl, align 4
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
