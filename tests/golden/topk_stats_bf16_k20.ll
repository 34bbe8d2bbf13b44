; golden IR for tests/codegen/golden_test.cpp (TP 1 top-k: tile_stats and every lane's max and count, one read)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x6 = alloca <8 x i16>, align 16
  %xs = alloca <8 x i16>, align 16
  %tacc = alloca <8 x float>, align 32
  %sacc = alloca <8 x float>, align 32
  %t = alloca float, align 4
  %s = alloca float, align 4
  %ls.above = alloca <8 x i32>, align 32
  %ls.max = alloca <8 x float>, align 32
  %lanes = alloca [32 x float], align 4
  %lanes5 = alloca [32 x float], align 4
  %x = alloca <8 x i16>, align 16
  %tmax4 = alloca <8 x float>, align 32
  %tmax3 = alloca <8 x float>, align 32
  %tmax2 = alloca <8 x float>, align 32
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

item.head:                                        ; preds = %if.end19, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end19 ]
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
  %28 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = getelementptr i64, ptr %23, i64 %row.iv
  %30 = load i64, ptr %29, align 4
  %31 = sub i64 %30, %arg5
  %32 = getelementptr inbounds i64, ptr %0, i64 7
  %arg71 = load i64, ptr %32, align 8, !invariant.load !0
  %33 = icmp slt i64 %31, %arg71
  %34 = icmp sge i64 %31, 0
  %35 = and i1 %34, %33
  %36 = and i1 %27, %35
  %37 = select i1 %36, i64 %31, i64 0
  %38 = mul i64 %37, 2
  %39 = getelementptr i8, ptr %12, i64 %38
  %40 = load i16, ptr %39, align 2, !invariant.load !0
  %41 = zext i16 %40 to i32
  %42 = shl i32 %41, 16
  %43 = bitcast i32 %42 to float
  %44 = select i1 %36, float %43, float 0x7FF8000000000000
  %45 = zext i16 %40 to i32
  %46 = shl i32 %45, 16
  %47 = bitcast i32 %46 to float
  %48 = select i1 %36, float %47, float 0x7FF8000000000000
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  br i1 %27, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %49 = icmp sgt i64 %21, 0
  br i1 %49, label %nonempty.then, label %nonempty.else

if.end:                                           ; preds = %nonempty.end, %item.body
  %50 = getelementptr inbounds i64, ptr %0, i64 6
  %arg617 = load i64, ptr %50, align 8, !invariant.load !0
  %51 = sdiv i64 %arg617, 2374
  %52 = mul i64 %row.iv, %51
  %53 = add i64 %52, %item.iv
  %54 = mul i64 %53, 2
  %55 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %55, align 8, !invariant.load !0
  %56 = inttoptr i64 %arg9 to ptr
  %57 = getelementptr float, ptr %56, i64 %54
  br i1 true, label %leader.then, label %leader.end

nonempty.then:                                    ; preds = %if.then
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax4, align 32
  %58 = sdiv i64 %21, 8
  %59 = sdiv i64 %58, 4
  br label %tmax.head

nonempty.else:                                    ; preds = %if.then
  br i1 true, label %if.then13, label %if.end14

nonempty.end:                                     ; preds = %if.end14, %tree.exit
  br label %if.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %60 = icmp slt i64 %tmax.iv, %59
  br i1 %60, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %61 = mul i64 %tmax.iv, 4
  %62 = add i64 %61, 0
  %63 = mul i64 %62, 16
  %64 = getelementptr i8, ptr %15, i64 %63
  %65 = load <8 x i16>, ptr %64, align 2, !invariant.load !0
  %66 = zext <8 x i16> %65 to <8 x i32>
  %67 = shl <8 x i32> %66, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %68 = bitcast <8 x i32> %67 to <8 x float>
  %69 = load <8 x float>, ptr %tmax, align 32
  %70 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %69, <8 x float> %68)
  store <8 x float> %70, ptr %tmax, align 32
  %71 = mul i64 %tmax.iv, 4
  %72 = add i64 %71, 1
  %73 = mul i64 %72, 16
  %74 = getelementptr i8, ptr %15, i64 %73
  %75 = load <8 x i16>, ptr %74, align 2, !invariant.load !0
  %76 = zext <8 x i16> %75 to <8 x i32>
  %77 = shl <8 x i32> %76, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %78 = bitcast <8 x i32> %77 to <8 x float>
  %79 = load <8 x float>, ptr %tmax2, align 32
  %80 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %79, <8 x float> %78)
  store <8 x float> %80, ptr %tmax2, align 32
  %81 = mul i64 %tmax.iv, 4
  %82 = add i64 %81, 2
  %83 = mul i64 %82, 16
  %84 = getelementptr i8, ptr %15, i64 %83
  %85 = load <8 x i16>, ptr %84, align 2, !invariant.load !0
  %86 = zext <8 x i16> %85 to <8 x i32>
  %87 = shl <8 x i32> %86, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %88 = bitcast <8 x i32> %87 to <8 x float>
  %89 = load <8 x float>, ptr %tmax3, align 32
  %90 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %89, <8 x float> %88)
  store <8 x float> %90, ptr %tmax3, align 32
  %91 = mul i64 %tmax.iv, 4
  %92 = add i64 %91, 3
  %93 = mul i64 %92, 16
  %94 = getelementptr i8, ptr %15, i64 %93
  %95 = load <8 x i16>, ptr %94, align 2, !invariant.load !0
  %96 = zext <8 x i16> %95 to <8 x i32>
  %97 = shl <8 x i32> %96, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %98 = bitcast <8 x i32> %97 to <8 x float>
  %99 = load <8 x float>, ptr %tmax4, align 32
  %100 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %99, <8 x float> %98)
  store <8 x float> %100, ptr %tmax4, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %101 = mul i64 %59, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %101, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %102 = icmp slt i64 %tmax.rest.iv, %58
  br i1 %102, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %103 = mul i64 %tmax.rest.iv, 16
  %104 = getelementptr i8, ptr %15, i64 %103
  %105 = load <8 x i16>, ptr %104, align 2, !invariant.load !0
  %106 = zext <8 x i16> %105 to <8 x i32>
  %107 = shl <8 x i32> %106, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %108 = bitcast <8 x i32> %107 to <8 x float>
  %109 = load <8 x float>, ptr %tmax, align 32
  %110 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %109, <8 x float> %108)
  store <8 x float> %110, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %111 = mul i64 %58, 8
  %112 = icmp slt i64 %111, %21
  br i1 %112, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %113 = mul i64 %58, 8
  %114 = mul i64 %113, 2
  %115 = getelementptr i8, ptr %15, i64 %114
  %116 = add i64 %113, 8
  %117 = icmp sle i64 %116, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %117, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %118 = load <8 x float>, ptr %tmax2, align 32
  %119 = load <8 x float>, ptr %tmax, align 32
  %120 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %119, <8 x float> %118)
  %121 = load <8 x float>, ptr %tmax4, align 32
  %122 = load <8 x float>, ptr %tmax3, align 32
  %123 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %122, <8 x float> %121)
  %124 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %120, <8 x float> %123)
  %125 = shufflevector <8 x float> %124, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %126 = shufflevector <8 x float> %124, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %127 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %125, <4 x float> %126)
  %128 = shufflevector <4 x float> %127, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %129 = shufflevector <4 x float> %127, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %130 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %128, <2 x float> %129)
  %131 = shufflevector <2 x float> %130, <2 x float> poison, <1 x i32> zeroinitializer
  %132 = shufflevector <2 x float> %130, <2 x float> poison, <1 x i32> <i32 1>
  %133 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %131, <1 x float> %132)
  %134 = extractelement <1 x float> %133, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %135 = load <8 x i16>, ptr %115, align 2, !invariant.load !0
  store <8 x i16> %135, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %136 = sub i64 %21, 1
  %137 = add i64 %113, 0
  %138 = icmp slt i64 %137, %21
  %139 = select i1 %138, i64 %137, i64 %136
  %140 = mul i64 %139, 2
  %141 = getelementptr i8, ptr %15, i64 %140
  %142 = load i16, ptr %141, align 2, !invariant.load !0
  %143 = select i1 %138, i16 %142, i16 -128
  %144 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %143, i64 0
  %145 = add i64 %113, 1
  %146 = icmp slt i64 %145, %21
  %147 = select i1 %146, i64 %145, i64 %136
  %148 = mul i64 %147, 2
  %149 = getelementptr i8, ptr %15, i64 %148
  %150 = load i16, ptr %149, align 2, !invariant.load !0
  %151 = select i1 %146, i16 %150, i16 -128
  %152 = insertelement <8 x i16> %144, i16 %151, i64 1
  %153 = add i64 %113, 2
  %154 = icmp slt i64 %153, %21
  %155 = select i1 %154, i64 %153, i64 %136
  %156 = mul i64 %155, 2
  %157 = getelementptr i8, ptr %15, i64 %156
  %158 = load i16, ptr %157, align 2, !invariant.load !0
  %159 = select i1 %154, i16 %158, i16 -128
  %160 = insertelement <8 x i16> %152, i16 %159, i64 2
  %161 = add i64 %113, 3
  %162 = icmp slt i64 %161, %21
  %163 = select i1 %162, i64 %161, i64 %136
  %164 = mul i64 %163, 2
  %165 = getelementptr i8, ptr %15, i64 %164
  %166 = load i16, ptr %165, align 2, !invariant.load !0
  %167 = select i1 %162, i16 %166, i16 -128
  %168 = insertelement <8 x i16> %160, i16 %167, i64 3
  %169 = add i64 %113, 4
  %170 = icmp slt i64 %169, %21
  %171 = select i1 %170, i64 %169, i64 %136
  %172 = mul i64 %171, 2
  %173 = getelementptr i8, ptr %15, i64 %172
  %174 = load i16, ptr %173, align 2, !invariant.load !0
  %175 = select i1 %170, i16 %174, i16 -128
  %176 = insertelement <8 x i16> %168, i16 %175, i64 4
  %177 = add i64 %113, 5
  %178 = icmp slt i64 %177, %21
  %179 = select i1 %178, i64 %177, i64 %136
  %180 = mul i64 %179, 2
  %181 = getelementptr i8, ptr %15, i64 %180
  %182 = load i16, ptr %181, align 2, !invariant.load !0
  %183 = select i1 %178, i16 %182, i16 -128
  %184 = insertelement <8 x i16> %176, i16 %183, i64 5
  %185 = add i64 %113, 6
  %186 = icmp slt i64 %185, %21
  %187 = select i1 %186, i64 %185, i64 %136
  %188 = mul i64 %187, 2
  %189 = getelementptr i8, ptr %15, i64 %188
  %190 = load i16, ptr %189, align 2, !invariant.load !0
  %191 = select i1 %186, i16 %190, i16 -128
  %192 = insertelement <8 x i16> %184, i16 %191, i64 6
  %193 = add i64 %113, 7
  %194 = icmp slt i64 %193, %21
  %195 = select i1 %194, i64 %193, i64 %136
  %196 = mul i64 %195, 2
  %197 = getelementptr i8, ptr %15, i64 %196
  %198 = load i16, ptr %197, align 2, !invariant.load !0
  %199 = select i1 %194, i16 %198, i16 -128
  %200 = insertelement <8 x i16> %192, i16 %199, i64 7
  store <8 x i16> %200, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %201 = load <8 x i16>, ptr %x, align 16
  %202 = zext <8 x i16> %201 to <8 x i32>
  %203 = shl <8 x i32> %202, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %204 = bitcast <8 x i32> %203 to <8 x float>
  %205 = load <8 x float>, ptr %tmax, align 32
  %206 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %205, <8 x float> %204)
  store <8 x float> %206, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %207 = icmp slt i64 %lane.iv, 32
  br i1 %207, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %ls.max, align 32
  store <8 x i32> zeroinitializer, ptr %ls.above, align 32
  %208 = fcmp oeq float %134, 0xFFF0000000000000
  %209 = select i1 %208, float 0.000000e+00, float %134
  %.splatinsert = insertelement <8 x float> poison, float %209, i64 0
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
  %210 = icmp slt i64 %lsum.iv, 10
  br i1 %210, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %211 = mul i64 %lsum.iv, 32
  %212 = add i64 %211, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %213 = icmp slt i64 %212, 297
  br i1 %213, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %214 = load <8 x float>, ptr %sacc, align 32
  %215 = load <8 x float>, ptr %tacc, align 32
  %216 = shufflevector <8 x float> %214, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %217 = shufflevector <8 x float> %214, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %218 = fadd <4 x float> %216, %217
  %219 = shufflevector <4 x float> %218, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %220 = shufflevector <4 x float> %218, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %221 = fadd <2 x float> %219, %220
  %222 = shufflevector <2 x float> %221, <2 x float> poison, <1 x i32> zeroinitializer
  %223 = shufflevector <2 x float> %221, <2 x float> poison, <1 x i32> <i32 1>
  %224 = fadd <1 x float> %222, %223
  %225 = extractelement <1 x float> %224, i64 0
  store float %225, ptr %s, align 4
  %226 = load <8 x float>, ptr %ls.max, align 32
  %227 = shufflevector <8 x float> %226, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %228 = shufflevector <8 x float> %226, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %229 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %227, <4 x float> %228)
  %230 = shufflevector <4 x float> %229, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %231 = shufflevector <4 x float> %229, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %232 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %230, <2 x float> %231)
  %233 = shufflevector <2 x float> %232, <2 x float> poison, <1 x i32> zeroinitializer
  %234 = shufflevector <2 x float> %232, <2 x float> poison, <1 x i32> <i32 1>
  %235 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %233, <1 x float> %234)
  %236 = extractelement <1 x float> %235, i64 0
  %237 = load <8 x i32>, ptr %ls.above, align 32
  %238 = extractelement <8 x i32> %237, i64 0
  %239 = extractelement <8 x i32> %237, i64 1
  %240 = add i32 %238, %239
  %241 = extractelement <8 x i32> %237, i64 2
  %242 = add i32 %240, %241
  %243 = extractelement <8 x i32> %237, i64 3
  %244 = add i32 %242, %243
  %245 = extractelement <8 x i32> %237, i64 4
  %246 = add i32 %244, %245
  %247 = extractelement <8 x i32> %237, i64 5
  %248 = add i32 %246, %247
  %249 = extractelement <8 x i32> %237, i64 6
  %250 = add i32 %248, %249
  %251 = extractelement <8 x i32> %237, i64 7
  %252 = add i32 %250, %251
  %253 = zext i32 %252 to i64
  %254 = bitcast float %236 to i32
  %255 = fcmp uno float %236, %236
  %256 = select i1 %255, i32 2143289344, i32 %254
  %257 = xor i32 %256, 2147483647
  %258 = icmp sge i32 %256, 0
  %259 = select i1 %258, i32 %256, i32 %257
  %260 = sext i32 %259 to i64
  %261 = shl i64 %260, 32
  %262 = or i64 %261, %253
  %263 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %263, align 8, !invariant.load !0
  %264 = sdiv i64 %arg612, 2374
  %265 = mul i64 %row.iv, %264
  %266 = add i64 %265, %item.iv
  %267 = mul i64 %266, 32
  %268 = add i64 %267, %lane.iv
  %269 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %269, align 8, !invariant.load !0
  %270 = inttoptr i64 %arg12 to ptr
  %271 = getelementptr i64, ptr %270, i64 %268
  store i64 %262, ptr %271, align 4
  %272 = load float, ptr %s, align 4
  %273 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %134, ptr %273, align 4
  %274 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %272, ptr %274, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %275 = mul i64 %212, 8
  %276 = mul i64 %275, 2
  %277 = getelementptr i8, ptr %15, i64 %276
  %278 = add i64 %275, 8
  %279 = icmp sle i64 %278, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x6, align 16
  br i1 %279, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %280 = load <8 x i16>, ptr %xs, align 16
  %281 = zext <8 x i16> %280 to <8 x i32>
  %282 = shl <8 x i32> %281, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %283 = bitcast <8 x i32> %282 to <8 x float>
  %284 = load <8 x float>, ptr %ls.max, align 32
  %285 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %284, <8 x float> %283)
  store <8 x float> %285, ptr %ls.max, align 32
  %.splatinsert10 = insertelement <8 x float> poison, float %48, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %286 = fcmp ogt <8 x float> %283, %.splat11
  %287 = sext <8 x i1> %286 to <8 x i32>
  %288 = load <8 x i32>, ptr %ls.above, align 32
  %289 = sub <8 x i32> %288, %287
  store <8 x i32> %289, ptr %ls.above, align 32
  %290 = load <8 x float>, ptr %sacc, align 32
  %291 = load <8 x float>, ptr %tacc, align 32
  %292 = fsub <8 x float> %283, %.splat
  %293 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %292
  %294 = select <8 x i1> %293, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %292
  %295 = call <8 x float> @llvm.fma.v8f32(<8 x float> %294, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %296 = fsub <8 x float> %295, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %297 = fneg <8 x float> %296
  %298 = call <8 x float> @llvm.fma.v8f32(<8 x float> %294, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %297)
  %299 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %298, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %300 = call <8 x float> @llvm.fma.v8f32(<8 x float> %299, <8 x float> %298, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %301 = call <8 x float> @llvm.fma.v8f32(<8 x float> %300, <8 x float> %298, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %302 = call <8 x float> @llvm.fma.v8f32(<8 x float> %301, <8 x float> %298, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %303 = call <8 x float> @llvm.fma.v8f32(<8 x float> %302, <8 x float> %298, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %304 = bitcast <8 x float> %295 to <8 x i32>
  %305 = shl <8 x i32> %304, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %306 = bitcast <8 x i32> %305 to <8 x float>
  %307 = call <8 x float> @llvm.fma.v8f32(<8 x float> %303, <8 x float> %306, <8 x float> %290)
  store <8 x float> %307, ptr %sacc, align 32
  store <8 x float> %291, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %308 = load <8 x i16>, ptr %277, align 2, !invariant.load !0
  store <8 x i16> %308, ptr %x6, align 16
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %309 = sub i64 %21, 1
  %310 = add i64 %275, 0
  %311 = icmp slt i64 %310, %21
  %312 = select i1 %311, i64 %310, i64 %309
  %313 = mul i64 %312, 2
  %314 = getelementptr i8, ptr %15, i64 %313
  %315 = load i16, ptr %314, align 2, !invariant.load !0
  %316 = select i1 %311, i16 %315, i16 -128
  %317 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %316, i64 0
  %318 = add i64 %275, 1
  %319 = icmp slt i64 %318, %21
  %320 = select i1 %319, i64 %318, i64 %309
  %321 = mul i64 %320, 2
  %322 = getelementptr i8, ptr %15, i64 %321
  %323 = load i16, ptr %322, align 2, !invariant.load !0
  %324 = select i1 %319, i16 %323, i16 -128
  %325 = insertelement <8 x i16> %317, i16 %324, i64 1
  %326 = add i64 %275, 2
  %327 = icmp slt i64 %326, %21
  %328 = select i1 %327, i64 %326, i64 %309
  %329 = mul i64 %328, 2
  %330 = getelementptr i8, ptr %15, i64 %329
  %331 = load i16, ptr %330, align 2, !invariant.load !0
  %332 = select i1 %327, i16 %331, i16 -128
  %333 = insertelement <8 x i16> %325, i16 %332, i64 2
  %334 = add i64 %275, 3
  %335 = icmp slt i64 %334, %21
  %336 = select i1 %335, i64 %334, i64 %309
  %337 = mul i64 %336, 2
  %338 = getelementptr i8, ptr %15, i64 %337
  %339 = load i16, ptr %338, align 2, !invariant.load !0
  %340 = select i1 %335, i16 %339, i16 -128
  %341 = insertelement <8 x i16> %333, i16 %340, i64 3
  %342 = add i64 %275, 4
  %343 = icmp slt i64 %342, %21
  %344 = select i1 %343, i64 %342, i64 %309
  %345 = mul i64 %344, 2
  %346 = getelementptr i8, ptr %15, i64 %345
  %347 = load i16, ptr %346, align 2, !invariant.load !0
  %348 = select i1 %343, i16 %347, i16 -128
  %349 = insertelement <8 x i16> %341, i16 %348, i64 4
  %350 = add i64 %275, 5
  %351 = icmp slt i64 %350, %21
  %352 = select i1 %351, i64 %350, i64 %309
  %353 = mul i64 %352, 2
  %354 = getelementptr i8, ptr %15, i64 %353
  %355 = load i16, ptr %354, align 2, !invariant.load !0
  %356 = select i1 %351, i16 %355, i16 -128
  %357 = insertelement <8 x i16> %349, i16 %356, i64 5
  %358 = add i64 %275, 6
  %359 = icmp slt i64 %358, %21
  %360 = select i1 %359, i64 %358, i64 %309
  %361 = mul i64 %360, 2
  %362 = getelementptr i8, ptr %15, i64 %361
  %363 = load i16, ptr %362, align 2, !invariant.load !0
  %364 = select i1 %359, i16 %363, i16 -128
  %365 = insertelement <8 x i16> %357, i16 %364, i64 6
  %366 = add i64 %275, 7
  %367 = icmp slt i64 %366, %21
  %368 = select i1 %367, i64 %366, i64 %309
  %369 = mul i64 %368, 2
  %370 = getelementptr i8, ptr %15, i64 %369
  %371 = load i16, ptr %370, align 2, !invariant.load !0
  %372 = select i1 %367, i16 %371, i16 -128
  %373 = insertelement <8 x i16> %365, i16 %372, i64 7
  store <8 x i16> %373, ptr %x6, align 16
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %374 = load <8 x i16>, ptr %x6, align 16
  store <8 x i16> %374, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %375 = icmp slt i64 %tree.iv, 5
  br i1 %375, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %376 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %377 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %378 = load float, ptr %377, align 4
  %379 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %380 = load float, ptr %379, align 4
  store float %378, ptr %res.m, align 4
  store float %380, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %381 = icmp slt i64 %tree.lane.iv, %376
  br i1 %381, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %382 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %383 = load float, ptr %382, align 4
  %384 = add i64 %tree.lane.iv, %376
  %385 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %384
  %386 = load float, ptr %385, align 4
  %387 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %388 = load float, ptr %387, align 4
  %389 = add i64 %tree.lane.iv, %376
  %390 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %389
  %391 = load float, ptr %390, align 4
  %392 = fadd float %388, %391
  %393 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %383, ptr %393, align 4
  %394 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %392, ptr %394, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

if.then13:                                        ; preds = %nonempty.else
  br label %lempty.head

if.end14:                                         ; preds = %lempty.exit, %nonempty.else
  br label %nonempty.end

lempty.head:                                      ; preds = %lempty.body, %if.then13
  %lempty.iv = phi i64 [ 0, %if.then13 ], [ %lempty.next, %lempty.body ]
  %395 = icmp slt i64 %lempty.iv, 32
  br i1 %395, label %lempty.body, label %lempty.exit

lempty.body:                                      ; preds = %lempty.head
  %396 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %396, align 8, !invariant.load !0
  %397 = sdiv i64 %arg615, 2374
  %398 = mul i64 %row.iv, %397
  %399 = add i64 %398, %item.iv
  %400 = mul i64 %399, 32
  %401 = add i64 %400, %lempty.iv
  %402 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1216 = load i64, ptr %402, align 8, !invariant.load !0
  %403 = inttoptr i64 %arg1216 to ptr
  %404 = getelementptr i64, ptr %403, i64 %401
  store i64 -9187343244130779136, ptr %404, align 4
  %lempty.next = add nsw i64 %lempty.iv, 1
  br label %lempty.head, !llvm.loop !1

lempty.exit:                                      ; preds = %lempty.head
  br label %if.end14

leader.then:                                      ; preds = %if.end
  %405 = getelementptr float, ptr %57, i64 0
  %406 = load float, ptr %res.m, align 4
  %407 = fcmp uno float %406, %406
  %408 = select i1 %407, float 0x7FF8000000000000, float %406
  store float %408, ptr %405, align 4
  %409 = getelementptr float, ptr %57, i64 1
  %410 = load float, ptr %res.s, align 4
  %411 = fcmp uno float %410, %410
  %412 = select i1 %411, float 0x7FF8000000000000, float %410
  store float %412, ptr %409, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %if.end
  %413 = icmp eq i64 %item.iv, 0
  %414 = and i1 %413, true
  br i1 %414, label %if.then18, label %if.end19

if.then18:                                        ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %27, label %if.then20, label %if.end21

if.end19:                                         ; preds = %if.end21, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then20:                                        ; preds = %if.then18
  %415 = getelementptr inbounds i64, ptr %0, i64 5
  %arg522 = load i64, ptr %415, align 8, !invariant.load !0
  %416 = getelementptr i64, ptr %23, i64 %row.iv
  %417 = load i64, ptr %416, align 4
  %418 = sub i64 %417, %arg522
  %419 = getelementptr inbounds i64, ptr %0, i64 6
  %arg623 = load i64, ptr %419, align 8, !invariant.load !0
  %420 = icmp slt i64 %418, %arg623
  %421 = icmp sge i64 %418, 0
  %422 = and i1 %421, %420
  br i1 %422, label %if.then24, label %if.end25

if.end21:                                         ; preds = %if.end25, %if.then18
  %423 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %423, align 8, !invariant.load !0
  %424 = inttoptr i64 %arg10 to ptr
  %425 = getelementptr float, ptr %424, i64 %row.iv
  %426 = load float, ptr %tl, align 4
  %427 = fcmp uno float %426, %426
  %428 = select i1 %427, float 0x7FF8000000000000, float %426
  store float %428, ptr %425, align 4
  br label %if.end19

if.then24:                                        ; preds = %if.then20
  %429 = mul i64 %418, 2
  %430 = getelementptr i8, ptr %12, i64 %429
  %431 = load i16, ptr %430, align 2, !invariant.load !0
  %432 = zext i16 %431 to i32
  %433 = shl i32 %432, 16
  %434 = bitcast i32 %433 to float
  store float %434, ptr %tl, align 4
  br label %if.end25

if.end25:                                         ; preds = %if.then24, %if.then20
  br label %if.end21
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
