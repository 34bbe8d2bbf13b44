; golden IR for tests/codegen/golden_test.cpp (TP 1 top-k: tile_stats and every tile's candidates in one read)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %go = alloca i1, align 1
  %pos = alloca i64, align 8
  %above = alloca i64, align 8
  %keyT = alloca i32, align 4
  %tl = alloca float, align 4
  %x5 = alloca <8 x i16>, align 16
  %xs = alloca <8 x i16>, align 16
  %tacc = alloca <8 x float>, align 32
  %sacc = alloca <8 x float>, align 32
  %t = alloca float, align 4
  %s = alloca float, align 4
  %lanes = alloca [32 x float], align 4
  %lanes4 = alloca [32 x float], align 4
  %x = alloca <8 x i16>, align 16
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

item.head:                                        ; preds = %if.end18, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end18 ]
  %6 = icmp slt i64 %item.iv, %4
  br i1 %6, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %7 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %8, align 8, !invariant.load !0
  %9 = inttoptr i64 %arg0 to ptr
  %10 = mul i64 %row.iv, %arg1
  %11 = mul i64 %10, 2
  %12 = getelementptr i8, ptr %9, i64 %11
  %13 = mul i64 %item.iv, 2374
  %14 = mul i64 %13, 2
  %15 = getelementptr i8, ptr %12, i64 %14
  %16 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = sub i64 %arg7, %13
  %18 = icmp slt i64 %17, 0
  %19 = select i1 %18, i64 0, i64 %17
  %20 = icmp sgt i64 %19, 2374
  %21 = select i1 %20, i64 2374, i64 %19
  %22 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %22, align 8, !invariant.load !0
  %23 = inttoptr i64 %arg2 to ptr
  %24 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %24, align 8, !invariant.load !0
  %25 = getelementptr i64, ptr %23, i64 %row.iv
  %26 = load i64, ptr %25, align 4
  %27 = icmp ne i64 %26, %arg4
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %28 = icmp sgt i64 %21, 0
  %29 = and i1 %27, %28
  br i1 %29, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  %30 = sdiv i64 %21, 8
  %31 = sdiv i64 %30, 4
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %32 = getelementptr inbounds i64, ptr %0, i64 6
  %arg69 = load i64, ptr %32, align 8, !invariant.load !0
  %33 = sdiv i64 %arg69, 2374
  %34 = mul i64 %row.iv, %33
  %35 = add i64 %34, %item.iv
  %36 = mul i64 %35, 2
  %37 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %37, align 8, !invariant.load !0
  %38 = inttoptr i64 %arg9 to ptr
  %39 = getelementptr float, ptr %38, i64 %36
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %40 = icmp slt i64 %tmax.iv, %31
  br i1 %40, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %41 = mul i64 %tmax.iv, 4
  %42 = add i64 %41, 0
  %43 = mul i64 %42, 16
  %44 = getelementptr i8, ptr %15, i64 %43
  %45 = load <8 x i16>, ptr %44, align 2, !invariant.load !0
  %46 = zext <8 x i16> %45 to <8 x i32>
  %47 = shl <8 x i32> %46, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %48 = bitcast <8 x i32> %47 to <8 x float>
  %49 = load <8 x float>, ptr %tmax, align 32
  %50 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %49, <8 x float> %48)
  store <8 x float> %50, ptr %tmax, align 32
  %51 = mul i64 %tmax.iv, 4
  %52 = add i64 %51, 1
  %53 = mul i64 %52, 16
  %54 = getelementptr i8, ptr %15, i64 %53
  %55 = load <8 x i16>, ptr %54, align 2, !invariant.load !0
  %56 = zext <8 x i16> %55 to <8 x i32>
  %57 = shl <8 x i32> %56, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %58 = bitcast <8 x i32> %57 to <8 x float>
  %59 = load <8 x float>, ptr %tmax1, align 32
  %60 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %59, <8 x float> %58)
  store <8 x float> %60, ptr %tmax1, align 32
  %61 = mul i64 %tmax.iv, 4
  %62 = add i64 %61, 2
  %63 = mul i64 %62, 16
  %64 = getelementptr i8, ptr %15, i64 %63
  %65 = load <8 x i16>, ptr %64, align 2, !invariant.load !0
  %66 = zext <8 x i16> %65 to <8 x i32>
  %67 = shl <8 x i32> %66, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %68 = bitcast <8 x i32> %67 to <8 x float>
  %69 = load <8 x float>, ptr %tmax2, align 32
  %70 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %69, <8 x float> %68)
  store <8 x float> %70, ptr %tmax2, align 32
  %71 = mul i64 %tmax.iv, 4
  %72 = add i64 %71, 3
  %73 = mul i64 %72, 16
  %74 = getelementptr i8, ptr %15, i64 %73
  %75 = load <8 x i16>, ptr %74, align 2, !invariant.load !0
  %76 = zext <8 x i16> %75 to <8 x i32>
  %77 = shl <8 x i32> %76, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %78 = bitcast <8 x i32> %77 to <8 x float>
  %79 = load <8 x float>, ptr %tmax3, align 32
  %80 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %79, <8 x float> %78)
  store <8 x float> %80, ptr %tmax3, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %81 = mul i64 %31, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %81, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %82 = icmp slt i64 %tmax.rest.iv, %30
  br i1 %82, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %83 = mul i64 %tmax.rest.iv, 16
  %84 = getelementptr i8, ptr %15, i64 %83
  %85 = load <8 x i16>, ptr %84, align 2, !invariant.load !0
  %86 = zext <8 x i16> %85 to <8 x i32>
  %87 = shl <8 x i32> %86, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %88 = bitcast <8 x i32> %87 to <8 x float>
  %89 = load <8 x float>, ptr %tmax, align 32
  %90 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %89, <8 x float> %88)
  store <8 x float> %90, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %91 = mul i64 %30, 8
  %92 = icmp slt i64 %91, %21
  br i1 %92, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %93 = mul i64 %30, 8
  %94 = mul i64 %93, 2
  %95 = getelementptr i8, ptr %15, i64 %94
  %96 = add i64 %93, 8
  %97 = icmp sle i64 %96, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %97, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %98 = load <8 x float>, ptr %tmax1, align 32
  %99 = load <8 x float>, ptr %tmax, align 32
  %100 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %99, <8 x float> %98)
  %101 = load <8 x float>, ptr %tmax3, align 32
  %102 = load <8 x float>, ptr %tmax2, align 32
  %103 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %102, <8 x float> %101)
  %104 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %100, <8 x float> %103)
  %105 = shufflevector <8 x float> %104, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %106 = shufflevector <8 x float> %104, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %107 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %105, <4 x float> %106)
  %108 = shufflevector <4 x float> %107, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %109 = shufflevector <4 x float> %107, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %110 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %108, <2 x float> %109)
  %111 = shufflevector <2 x float> %110, <2 x float> poison, <1 x i32> zeroinitializer
  %112 = shufflevector <2 x float> %110, <2 x float> poison, <1 x i32> <i32 1>
  %113 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %111, <1 x float> %112)
  %114 = extractelement <1 x float> %113, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %115 = load <8 x i16>, ptr %95, align 2, !invariant.load !0
  store <8 x i16> %115, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %116 = sub i64 %21, 1
  %117 = add i64 %93, 0
  %118 = icmp slt i64 %117, %21
  %119 = select i1 %118, i64 %117, i64 %116
  %120 = mul i64 %119, 2
  %121 = getelementptr i8, ptr %15, i64 %120
  %122 = load i16, ptr %121, align 2, !invariant.load !0
  %123 = select i1 %118, i16 %122, i16 -128
  %124 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %123, i64 0
  %125 = add i64 %93, 1
  %126 = icmp slt i64 %125, %21
  %127 = select i1 %126, i64 %125, i64 %116
  %128 = mul i64 %127, 2
  %129 = getelementptr i8, ptr %15, i64 %128
  %130 = load i16, ptr %129, align 2, !invariant.load !0
  %131 = select i1 %126, i16 %130, i16 -128
  %132 = insertelement <8 x i16> %124, i16 %131, i64 1
  %133 = add i64 %93, 2
  %134 = icmp slt i64 %133, %21
  %135 = select i1 %134, i64 %133, i64 %116
  %136 = mul i64 %135, 2
  %137 = getelementptr i8, ptr %15, i64 %136
  %138 = load i16, ptr %137, align 2, !invariant.load !0
  %139 = select i1 %134, i16 %138, i16 -128
  %140 = insertelement <8 x i16> %132, i16 %139, i64 2
  %141 = add i64 %93, 3
  %142 = icmp slt i64 %141, %21
  %143 = select i1 %142, i64 %141, i64 %116
  %144 = mul i64 %143, 2
  %145 = getelementptr i8, ptr %15, i64 %144
  %146 = load i16, ptr %145, align 2, !invariant.load !0
  %147 = select i1 %142, i16 %146, i16 -128
  %148 = insertelement <8 x i16> %140, i16 %147, i64 3
  %149 = add i64 %93, 4
  %150 = icmp slt i64 %149, %21
  %151 = select i1 %150, i64 %149, i64 %116
  %152 = mul i64 %151, 2
  %153 = getelementptr i8, ptr %15, i64 %152
  %154 = load i16, ptr %153, align 2, !invariant.load !0
  %155 = select i1 %150, i16 %154, i16 -128
  %156 = insertelement <8 x i16> %148, i16 %155, i64 4
  %157 = add i64 %93, 5
  %158 = icmp slt i64 %157, %21
  %159 = select i1 %158, i64 %157, i64 %116
  %160 = mul i64 %159, 2
  %161 = getelementptr i8, ptr %15, i64 %160
  %162 = load i16, ptr %161, align 2, !invariant.load !0
  %163 = select i1 %158, i16 %162, i16 -128
  %164 = insertelement <8 x i16> %156, i16 %163, i64 5
  %165 = add i64 %93, 6
  %166 = icmp slt i64 %165, %21
  %167 = select i1 %166, i64 %165, i64 %116
  %168 = mul i64 %167, 2
  %169 = getelementptr i8, ptr %15, i64 %168
  %170 = load i16, ptr %169, align 2, !invariant.load !0
  %171 = select i1 %166, i16 %170, i16 -128
  %172 = insertelement <8 x i16> %164, i16 %171, i64 6
  %173 = add i64 %93, 7
  %174 = icmp slt i64 %173, %21
  %175 = select i1 %174, i64 %173, i64 %116
  %176 = mul i64 %175, 2
  %177 = getelementptr i8, ptr %15, i64 %176
  %178 = load i16, ptr %177, align 2, !invariant.load !0
  %179 = select i1 %174, i16 %178, i16 -128
  %180 = insertelement <8 x i16> %172, i16 %179, i64 7
  store <8 x i16> %180, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %181 = load <8 x i16>, ptr %x, align 16
  %182 = zext <8 x i16> %181 to <8 x i32>
  %183 = shl <8 x i32> %182, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %184 = bitcast <8 x i32> %183 to <8 x float>
  %185 = load <8 x float>, ptr %tmax, align 32
  %186 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %185, <8 x float> %184)
  store <8 x float> %186, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %187 = icmp slt i64 %lane.iv, 32
  br i1 %187, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %188 = fcmp oeq float %114, 0xFFF0000000000000
  %189 = select i1 %188, float 0.000000e+00, float %114
  %.splatinsert = insertelement <8 x float> poison, float %189, i64 0
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
  %190 = icmp slt i64 %lsum.iv, 10
  br i1 %190, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %191 = mul i64 %lsum.iv, 32
  %192 = add i64 %191, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %193 = icmp slt i64 %192, 297
  br i1 %193, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %194 = load <8 x float>, ptr %sacc, align 32
  %195 = load <8 x float>, ptr %tacc, align 32
  %196 = shufflevector <8 x float> %194, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %197 = shufflevector <8 x float> %194, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %198 = fadd <4 x float> %196, %197
  %199 = shufflevector <4 x float> %198, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %200 = shufflevector <4 x float> %198, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %201 = fadd <2 x float> %199, %200
  %202 = shufflevector <2 x float> %201, <2 x float> poison, <1 x i32> zeroinitializer
  %203 = shufflevector <2 x float> %201, <2 x float> poison, <1 x i32> <i32 1>
  %204 = fadd <1 x float> %202, %203
  %205 = extractelement <1 x float> %204, i64 0
  store float %205, ptr %s, align 4
  %206 = load float, ptr %s, align 4
  %207 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %114, ptr %207, align 4
  %208 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %lane.iv
  store float %206, ptr %208, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %209 = mul i64 %192, 8
  %210 = mul i64 %209, 2
  %211 = getelementptr i8, ptr %15, i64 %210
  %212 = add i64 %209, 8
  %213 = icmp sle i64 %212, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x5, align 16
  br i1 %213, label %full.then6, label %full.else7

ld.end:                                           ; preds = %full.end8, %lsum.body
  %214 = load <8 x i16>, ptr %xs, align 16
  %215 = zext <8 x i16> %214 to <8 x i32>
  %216 = shl <8 x i32> %215, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %217 = bitcast <8 x i32> %216 to <8 x float>
  %218 = load <8 x float>, ptr %sacc, align 32
  %219 = load <8 x float>, ptr %tacc, align 32
  %220 = fsub <8 x float> %217, %.splat
  %221 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %220
  %222 = select <8 x i1> %221, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %220
  %223 = call <8 x float> @llvm.fma.v8f32(<8 x float> %222, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %224 = fsub <8 x float> %223, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %225 = fneg <8 x float> %224
  %226 = call <8 x float> @llvm.fma.v8f32(<8 x float> %222, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %225)
  %227 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %226, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %228 = call <8 x float> @llvm.fma.v8f32(<8 x float> %227, <8 x float> %226, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %229 = call <8 x float> @llvm.fma.v8f32(<8 x float> %228, <8 x float> %226, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %230 = call <8 x float> @llvm.fma.v8f32(<8 x float> %229, <8 x float> %226, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %231 = call <8 x float> @llvm.fma.v8f32(<8 x float> %230, <8 x float> %226, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %232 = bitcast <8 x float> %223 to <8 x i32>
  %233 = shl <8 x i32> %232, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %234 = bitcast <8 x i32> %233 to <8 x float>
  %235 = call <8 x float> @llvm.fma.v8f32(<8 x float> %231, <8 x float> %234, <8 x float> %218)
  store <8 x float> %235, ptr %sacc, align 32
  store <8 x float> %219, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then6:                                       ; preds = %ld.then
  %236 = load <8 x i16>, ptr %211, align 2, !invariant.load !0
  store <8 x i16> %236, ptr %x5, align 16
  br label %full.end8

full.else7:                                       ; preds = %ld.then
  %237 = sub i64 %21, 1
  %238 = add i64 %209, 0
  %239 = icmp slt i64 %238, %21
  %240 = select i1 %239, i64 %238, i64 %237
  %241 = mul i64 %240, 2
  %242 = getelementptr i8, ptr %15, i64 %241
  %243 = load i16, ptr %242, align 2, !invariant.load !0
  %244 = select i1 %239, i16 %243, i16 -128
  %245 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %244, i64 0
  %246 = add i64 %209, 1
  %247 = icmp slt i64 %246, %21
  %248 = select i1 %247, i64 %246, i64 %237
  %249 = mul i64 %248, 2
  %250 = getelementptr i8, ptr %15, i64 %249
  %251 = load i16, ptr %250, align 2, !invariant.load !0
  %252 = select i1 %247, i16 %251, i16 -128
  %253 = insertelement <8 x i16> %245, i16 %252, i64 1
  %254 = add i64 %209, 2
  %255 = icmp slt i64 %254, %21
  %256 = select i1 %255, i64 %254, i64 %237
  %257 = mul i64 %256, 2
  %258 = getelementptr i8, ptr %15, i64 %257
  %259 = load i16, ptr %258, align 2, !invariant.load !0
  %260 = select i1 %255, i16 %259, i16 -128
  %261 = insertelement <8 x i16> %253, i16 %260, i64 2
  %262 = add i64 %209, 3
  %263 = icmp slt i64 %262, %21
  %264 = select i1 %263, i64 %262, i64 %237
  %265 = mul i64 %264, 2
  %266 = getelementptr i8, ptr %15, i64 %265
  %267 = load i16, ptr %266, align 2, !invariant.load !0
  %268 = select i1 %263, i16 %267, i16 -128
  %269 = insertelement <8 x i16> %261, i16 %268, i64 3
  %270 = add i64 %209, 4
  %271 = icmp slt i64 %270, %21
  %272 = select i1 %271, i64 %270, i64 %237
  %273 = mul i64 %272, 2
  %274 = getelementptr i8, ptr %15, i64 %273
  %275 = load i16, ptr %274, align 2, !invariant.load !0
  %276 = select i1 %271, i16 %275, i16 -128
  %277 = insertelement <8 x i16> %269, i16 %276, i64 4
  %278 = add i64 %209, 5
  %279 = icmp slt i64 %278, %21
  %280 = select i1 %279, i64 %278, i64 %237
  %281 = mul i64 %280, 2
  %282 = getelementptr i8, ptr %15, i64 %281
  %283 = load i16, ptr %282, align 2, !invariant.load !0
  %284 = select i1 %279, i16 %283, i16 -128
  %285 = insertelement <8 x i16> %277, i16 %284, i64 5
  %286 = add i64 %209, 6
  %287 = icmp slt i64 %286, %21
  %288 = select i1 %287, i64 %286, i64 %237
  %289 = mul i64 %288, 2
  %290 = getelementptr i8, ptr %15, i64 %289
  %291 = load i16, ptr %290, align 2, !invariant.load !0
  %292 = select i1 %287, i16 %291, i16 -128
  %293 = insertelement <8 x i16> %285, i16 %292, i64 6
  %294 = add i64 %209, 7
  %295 = icmp slt i64 %294, %21
  %296 = select i1 %295, i64 %294, i64 %237
  %297 = mul i64 %296, 2
  %298 = getelementptr i8, ptr %15, i64 %297
  %299 = load i16, ptr %298, align 2, !invariant.load !0
  %300 = select i1 %295, i16 %299, i16 -128
  %301 = insertelement <8 x i16> %293, i16 %300, i64 7
  store <8 x i16> %301, ptr %x5, align 16
  br label %full.end8

full.end8:                                        ; preds = %full.else7, %full.then6
  %302 = load <8 x i16>, ptr %x5, align 16
  store <8 x i16> %302, ptr %xs, align 16
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
  store float %306, ptr %res.m, align 4
  store float %308, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %309 = icmp slt i64 %tree.lane.iv, %304
  br i1 %309, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %310 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %311 = load float, ptr %310, align 4
  %312 = add i64 %tree.lane.iv, %304
  %313 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %312
  %314 = load float, ptr %313, align 4
  %315 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %316 = load float, ptr %315, align 4
  %317 = add i64 %tree.lane.iv, %304
  %318 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %317
  %319 = load float, ptr %318, align 4
  %320 = fadd float %316, %319
  %321 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %311, ptr %321, align 4
  %322 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %320, ptr %322, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %323 = getelementptr float, ptr %39, i64 0
  %324 = load float, ptr %res.m, align 4
  %325 = fcmp uno float %324, %324
  %326 = select i1 %325, float 0x7FF8000000000000, float %324
  store float %326, ptr %323, align 4
  %327 = getelementptr float, ptr %39, i64 1
  %328 = load float, ptr %res.s, align 4
  %329 = fcmp uno float %328, %328
  %330 = select i1 %329, float 0x7FF8000000000000, float %328
  store float %330, ptr %327, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %331 = icmp eq i64 %item.iv, 0
  %332 = and i1 %331, true
  br i1 %332, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %27, label %if.then10, label %if.end11

if.end:                                           ; preds = %if.end11, %leader.end
  %333 = getelementptr inbounds i64, ptr %0, i64 2
  %arg215 = load i64, ptr %333, align 8, !invariant.load !0
  %334 = inttoptr i64 %arg215 to ptr
  %335 = getelementptr i64, ptr %334, i64 %row.iv
  %336 = load i64, ptr %335, align 4
  %337 = getelementptr inbounds i64, ptr %0, i64 4
  %arg416 = load i64, ptr %337, align 8, !invariant.load !0
  %338 = icmp ne i64 %336, %arg416
  br i1 %338, label %if.then17, label %if.end18

if.then10:                                        ; preds = %if.then
  %339 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %339, align 8, !invariant.load !0
  %340 = getelementptr i64, ptr %23, i64 %row.iv
  %341 = load i64, ptr %340, align 4
  %342 = sub i64 %341, %arg5
  %343 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %343, align 8, !invariant.load !0
  %344 = icmp slt i64 %342, %arg612
  %345 = icmp sge i64 %342, 0
  %346 = and i1 %345, %344
  br i1 %346, label %if.then13, label %if.end14

if.end11:                                         ; preds = %if.end14, %if.then
  %347 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %347, align 8, !invariant.load !0
  %348 = inttoptr i64 %arg10 to ptr
  %349 = getelementptr float, ptr %348, i64 %row.iv
  %350 = load float, ptr %tl, align 4
  %351 = fcmp uno float %350, %350
  %352 = select i1 %351, float 0x7FF8000000000000, float %350
  store float %352, ptr %349, align 4
  br label %if.end

if.then13:                                        ; preds = %if.then10
  %353 = mul i64 %342, 2
  %354 = getelementptr i8, ptr %12, i64 %353
  %355 = load i16, ptr %354, align 2, !invariant.load !0
  %356 = zext i16 %355 to i32
  %357 = shl i32 %356, 16
  %358 = bitcast i32 %357 to float
  store float %358, ptr %tl, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.then10
  br label %if.end11

if.then17:                                        ; preds = %if.end
  %359 = getelementptr inbounds i64, ptr %0, i64 7
  %arg719 = load i64, ptr %359, align 8, !invariant.load !0
  %360 = mul i64 %item.iv, 2374
  %361 = sub i64 %arg719, %360
  %362 = icmp slt i64 %361, 0
  %363 = select i1 %362, i64 0, i64 %361
  %364 = icmp sgt i64 %363, 2374
  %365 = select i1 %364, i64 2374, i64 %363
  %366 = getelementptr inbounds i64, ptr %0, i64 1
  %arg120 = load i64, ptr %366, align 8, !invariant.load !0
  %367 = mul i64 %row.iv, %arg120
  %368 = mul i64 %367, 2
  %369 = getelementptr inbounds i64, ptr %0, i64 0
  %arg021 = load i64, ptr %369, align 8, !invariant.load !0
  %370 = inttoptr i64 %arg021 to ptr
  %371 = getelementptr i8, ptr %370, i64 %368
  %372 = getelementptr inbounds i64, ptr %0, i64 5
  %arg522 = load i64, ptr %372, align 8, !invariant.load !0
  %373 = add i64 %arg522, %360
  %374 = getelementptr inbounds i64, ptr %0, i64 5
  %arg523 = load i64, ptr %374, align 8, !invariant.load !0
  %375 = sub i64 %336, %arg523
  %376 = icmp slt i64 %375, %arg719
  %377 = icmp sge i64 %375, 0
  %378 = and i1 %377, %376
  store i32 2147483647, ptr %keyT, align 4
  br i1 %378, label %if.then24, label %if.end25

if.end18:                                         ; preds = %col.exit, %if.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then24:                                        ; preds = %if.then17
  %379 = mul i64 %375, 2
  %380 = getelementptr i8, ptr %371, i64 %379
  %381 = load i16, ptr %380, align 2, !invariant.load !0
  %382 = zext i16 %381 to i32
  %383 = shl i32 %382, 16
  %384 = bitcast i32 %383 to float
  %385 = bitcast float %384 to i32
  %386 = fcmp uno float %384, %384
  %387 = select i1 %386, i32 2143289344, i32 %385
  %388 = xor i32 %387, 2147483647
  %389 = icmp sge i32 %387, 0
  %390 = select i1 %389, i32 %387, i32 %388
  store i32 %390, ptr %keyT, align 4
  br label %if.end25

if.end25:                                         ; preds = %if.then24, %if.then17
  %391 = load i32, ptr %keyT, align 4
  %392 = getelementptr inbounds i64, ptr %0, i64 6
  %arg626 = load i64, ptr %392, align 8, !invariant.load !0
  %393 = sdiv i64 %arg626, 2374
  %394 = mul i64 %row.iv, %393
  %395 = add i64 %394, %item.iv
  %396 = mul i64 %395, 20
  %397 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %397, align 8, !invariant.load !0
  %398 = inttoptr i64 %arg12 to ptr
  %399 = getelementptr i64, ptr %398, i64 %396
  %400 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %400, align 8, !invariant.load !0
  %401 = inttoptr i64 %arg13 to ptr
  %402 = getelementptr i64, ptr %401, i64 %395
  br label %none.head

none.head:                                        ; preds = %none.body, %if.end25
  %none.iv = phi i64 [ 0, %if.end25 ], [ %none.next, %none.body ]
  %403 = icmp slt i64 %none.iv, 20
  br i1 %403, label %none.body, label %none.exit

none.body:                                        ; preds = %none.head
  %404 = getelementptr i64, ptr %399, i64 %none.iv
  store i64 -9223372036854775808, ptr %404, align 4
  %none.next = add nsw i64 %none.iv, 1
  br label %none.head, !llvm.loop !1

none.exit:                                        ; preds = %none.head
  store i64 0, ptr %above, align 4
  br label %col.head

col.head:                                         ; preds = %if.end28, %none.exit
  %col.iv = phi i64 [ 0, %none.exit ], [ %col.next, %if.end28 ]
  %405 = icmp slt i64 %col.iv, %365
  br i1 %405, label %col.body, label %col.exit

col.body:                                         ; preds = %col.head
  %406 = add i64 %360, %col.iv
  %407 = mul i64 %406, 2
  %408 = getelementptr i8, ptr %371, i64 %407
  %409 = load i16, ptr %408, align 2, !invariant.load !0
  %410 = zext i16 %409 to i32
  %411 = shl i32 %410, 16
  %412 = bitcast i32 %411 to float
  %413 = bitcast float %412 to i32
  %414 = fcmp uno float %412, %412
  %415 = select i1 %414, i32 2143289344, i32 %413
  %416 = xor i32 %415, 2147483647
  %417 = icmp sge i32 %415, 0
  %418 = select i1 %417, i32 %415, i32 %416
  %419 = icmp sgt i32 %418, %391
  %420 = and i1 %378, %419
  %421 = zext i1 %420 to i64
  %422 = load i64, ptr %above, align 4
  %423 = add i64 %422, %421
  store i64 %423, ptr %above, align 4
  %424 = add i64 %373, %col.iv
  %425 = bitcast float %412 to i32
  %426 = fcmp uno float %412, %412
  %427 = select i1 %426, i32 2143289344, i32 %425
  %428 = xor i32 %427, 2147483647
  %429 = icmp sge i32 %427, 0
  %430 = select i1 %429, i32 %427, i32 %428
  %431 = sext i32 %430 to i64
  %432 = shl i64 %431, 32
  %433 = sub i64 4294967295, %424
  %434 = or i64 %432, %433
  %435 = getelementptr i64, ptr %399, i64 19
  %436 = load i64, ptr %435, align 4
  %437 = icmp sgt i64 %434, %436
  br i1 %437, label %if.then27, label %if.end28

col.exit:                                         ; preds = %col.head
  %438 = load i64, ptr %above, align 4
  store i64 %438, ptr %402, align 4
  br label %if.end18

if.then27:                                        ; preds = %col.body
  store i64 19, ptr %pos, align 4
  br label %shift.head

if.end28:                                         ; preds = %shift.exit, %col.body
  %col.next = add nsw i64 %col.iv, 1
  br label %col.head, !llvm.loop !3

shift.head:                                       ; preds = %shift.body, %if.then27
  store i1 false, ptr %go, align 1
  %439 = load i64, ptr %pos, align 4
  %440 = icmp sgt i64 %439, 0
  br i1 %440, label %if.then29, label %if.end30

shift.body:                                       ; preds = %if.end30
  %441 = load i64, ptr %pos, align 4
  %442 = sub i64 %441, 1
  %443 = getelementptr i64, ptr %399, i64 %441
  %444 = getelementptr i64, ptr %399, i64 %442
  %445 = load i64, ptr %444, align 4
  store i64 %445, ptr %443, align 4
  store i64 %442, ptr %pos, align 4
  br label %shift.head

shift.exit:                                       ; preds = %if.end30
  %446 = load i64, ptr %pos, align 4
  %447 = getelementptr i64, ptr %399, i64 %446
  store i64 %434, ptr %447, align 4
  br label %if.end28

if.then29:                                        ; preds = %shift.head
  %448 = sub i64 %439, 1
  %449 = getelementptr i64, ptr %399, i64 %448
  %450 = load i64, ptr %449, align 4
  %451 = icmp slt i64 %450, %434
  store i1 %451, ptr %go, align 1
  br label %if.end30

if.end30:                                         ; preds = %if.then29, %shift.head
  %452 = load i1, ptr %go, align 1
  br i1 %452, label %shift.body, label %shift.exit
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
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
