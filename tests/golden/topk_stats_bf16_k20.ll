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
  %45 = select i1 %36, float %43, float 0x7FF8000000000000
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  br i1 %27, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %46 = icmp sgt i64 %21, 0
  br i1 %46, label %nonempty.then, label %nonempty.else

if.end:                                           ; preds = %nonempty.end, %item.body
  %47 = getelementptr inbounds i64, ptr %0, i64 6
  %arg617 = load i64, ptr %47, align 8, !invariant.load !0
  %48 = sdiv i64 %arg617, 2374
  %49 = mul i64 %row.iv, %48
  %50 = add i64 %49, %item.iv
  %51 = mul i64 %50, 2
  %52 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %52, align 8, !invariant.load !0
  %53 = inttoptr i64 %arg9 to ptr
  %54 = getelementptr float, ptr %53, i64 %51
  br i1 true, label %leader.then, label %leader.end

nonempty.then:                                    ; preds = %if.then
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax4, align 32
  %55 = sdiv i64 %21, 8
  %56 = sdiv i64 %55, 4
  br label %tmax.head

nonempty.else:                                    ; preds = %if.then
  br i1 true, label %if.then13, label %if.end14

nonempty.end:                                     ; preds = %if.end14, %tree.exit
  br label %if.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %57 = icmp slt i64 %tmax.iv, %56
  br i1 %57, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %58 = mul i64 %tmax.iv, 4
  %59 = add i64 %58, 0
  %60 = mul i64 %59, 16
  %61 = getelementptr i8, ptr %15, i64 %60
  %62 = load <8 x i16>, ptr %61, align 2, !invariant.load !0
  %63 = zext <8 x i16> %62 to <8 x i32>
  %64 = shl <8 x i32> %63, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %65 = bitcast <8 x i32> %64 to <8 x float>
  %66 = load <8 x float>, ptr %tmax, align 32
  %67 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %66, <8 x float> %65)
  store <8 x float> %67, ptr %tmax, align 32
  %68 = mul i64 %tmax.iv, 4
  %69 = add i64 %68, 1
  %70 = mul i64 %69, 16
  %71 = getelementptr i8, ptr %15, i64 %70
  %72 = load <8 x i16>, ptr %71, align 2, !invariant.load !0
  %73 = zext <8 x i16> %72 to <8 x i32>
  %74 = shl <8 x i32> %73, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %75 = bitcast <8 x i32> %74 to <8 x float>
  %76 = load <8 x float>, ptr %tmax2, align 32
  %77 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %76, <8 x float> %75)
  store <8 x float> %77, ptr %tmax2, align 32
  %78 = mul i64 %tmax.iv, 4
  %79 = add i64 %78, 2
  %80 = mul i64 %79, 16
  %81 = getelementptr i8, ptr %15, i64 %80
  %82 = load <8 x i16>, ptr %81, align 2, !invariant.load !0
  %83 = zext <8 x i16> %82 to <8 x i32>
  %84 = shl <8 x i32> %83, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %85 = bitcast <8 x i32> %84 to <8 x float>
  %86 = load <8 x float>, ptr %tmax3, align 32
  %87 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %86, <8 x float> %85)
  store <8 x float> %87, ptr %tmax3, align 32
  %88 = mul i64 %tmax.iv, 4
  %89 = add i64 %88, 3
  %90 = mul i64 %89, 16
  %91 = getelementptr i8, ptr %15, i64 %90
  %92 = load <8 x i16>, ptr %91, align 2, !invariant.load !0
  %93 = zext <8 x i16> %92 to <8 x i32>
  %94 = shl <8 x i32> %93, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %95 = bitcast <8 x i32> %94 to <8 x float>
  %96 = load <8 x float>, ptr %tmax4, align 32
  %97 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %96, <8 x float> %95)
  store <8 x float> %97, ptr %tmax4, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %98 = mul i64 %56, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %98, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %99 = icmp slt i64 %tmax.rest.iv, %55
  br i1 %99, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %100 = mul i64 %tmax.rest.iv, 16
  %101 = getelementptr i8, ptr %15, i64 %100
  %102 = load <8 x i16>, ptr %101, align 2, !invariant.load !0
  %103 = zext <8 x i16> %102 to <8 x i32>
  %104 = shl <8 x i32> %103, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %105 = bitcast <8 x i32> %104 to <8 x float>
  %106 = load <8 x float>, ptr %tmax, align 32
  %107 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %106, <8 x float> %105)
  store <8 x float> %107, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %108 = mul i64 %55, 8
  %109 = icmp slt i64 %108, %21
  br i1 %109, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %110 = mul i64 %55, 8
  %111 = mul i64 %110, 2
  %112 = getelementptr i8, ptr %15, i64 %111
  %113 = add i64 %110, 8
  %114 = icmp sle i64 %113, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %114, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %115 = load <8 x float>, ptr %tmax2, align 32
  %116 = load <8 x float>, ptr %tmax, align 32
  %117 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %116, <8 x float> %115)
  %118 = load <8 x float>, ptr %tmax4, align 32
  %119 = load <8 x float>, ptr %tmax3, align 32
  %120 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %119, <8 x float> %118)
  %121 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %117, <8 x float> %120)
  %122 = shufflevector <8 x float> %121, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %123 = shufflevector <8 x float> %121, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %124 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %122, <4 x float> %123)
  %125 = shufflevector <4 x float> %124, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %126 = shufflevector <4 x float> %124, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %127 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %125, <2 x float> %126)
  %128 = shufflevector <2 x float> %127, <2 x float> poison, <1 x i32> zeroinitializer
  %129 = shufflevector <2 x float> %127, <2 x float> poison, <1 x i32> <i32 1>
  %130 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %128, <1 x float> %129)
  %131 = extractelement <1 x float> %130, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %132 = load <8 x i16>, ptr %112, align 2, !invariant.load !0
  store <8 x i16> %132, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %133 = sub i64 %21, 1
  %134 = add i64 %110, 0
  %135 = icmp slt i64 %134, %21
  %136 = select i1 %135, i64 %134, i64 %133
  %137 = mul i64 %136, 2
  %138 = getelementptr i8, ptr %15, i64 %137
  %139 = load i16, ptr %138, align 2, !invariant.load !0
  %140 = select i1 %135, i16 %139, i16 -128
  %141 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %140, i64 0
  %142 = add i64 %110, 1
  %143 = icmp slt i64 %142, %21
  %144 = select i1 %143, i64 %142, i64 %133
  %145 = mul i64 %144, 2
  %146 = getelementptr i8, ptr %15, i64 %145
  %147 = load i16, ptr %146, align 2, !invariant.load !0
  %148 = select i1 %143, i16 %147, i16 -128
  %149 = insertelement <8 x i16> %141, i16 %148, i64 1
  %150 = add i64 %110, 2
  %151 = icmp slt i64 %150, %21
  %152 = select i1 %151, i64 %150, i64 %133
  %153 = mul i64 %152, 2
  %154 = getelementptr i8, ptr %15, i64 %153
  %155 = load i16, ptr %154, align 2, !invariant.load !0
  %156 = select i1 %151, i16 %155, i16 -128
  %157 = insertelement <8 x i16> %149, i16 %156, i64 2
  %158 = add i64 %110, 3
  %159 = icmp slt i64 %158, %21
  %160 = select i1 %159, i64 %158, i64 %133
  %161 = mul i64 %160, 2
  %162 = getelementptr i8, ptr %15, i64 %161
  %163 = load i16, ptr %162, align 2, !invariant.load !0
  %164 = select i1 %159, i16 %163, i16 -128
  %165 = insertelement <8 x i16> %157, i16 %164, i64 3
  %166 = add i64 %110, 4
  %167 = icmp slt i64 %166, %21
  %168 = select i1 %167, i64 %166, i64 %133
  %169 = mul i64 %168, 2
  %170 = getelementptr i8, ptr %15, i64 %169
  %171 = load i16, ptr %170, align 2, !invariant.load !0
  %172 = select i1 %167, i16 %171, i16 -128
  %173 = insertelement <8 x i16> %165, i16 %172, i64 4
  %174 = add i64 %110, 5
  %175 = icmp slt i64 %174, %21
  %176 = select i1 %175, i64 %174, i64 %133
  %177 = mul i64 %176, 2
  %178 = getelementptr i8, ptr %15, i64 %177
  %179 = load i16, ptr %178, align 2, !invariant.load !0
  %180 = select i1 %175, i16 %179, i16 -128
  %181 = insertelement <8 x i16> %173, i16 %180, i64 5
  %182 = add i64 %110, 6
  %183 = icmp slt i64 %182, %21
  %184 = select i1 %183, i64 %182, i64 %133
  %185 = mul i64 %184, 2
  %186 = getelementptr i8, ptr %15, i64 %185
  %187 = load i16, ptr %186, align 2, !invariant.load !0
  %188 = select i1 %183, i16 %187, i16 -128
  %189 = insertelement <8 x i16> %181, i16 %188, i64 6
  %190 = add i64 %110, 7
  %191 = icmp slt i64 %190, %21
  %192 = select i1 %191, i64 %190, i64 %133
  %193 = mul i64 %192, 2
  %194 = getelementptr i8, ptr %15, i64 %193
  %195 = load i16, ptr %194, align 2, !invariant.load !0
  %196 = select i1 %191, i16 %195, i16 -128
  %197 = insertelement <8 x i16> %189, i16 %196, i64 7
  store <8 x i16> %197, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %198 = load <8 x i16>, ptr %x, align 16
  %199 = zext <8 x i16> %198 to <8 x i32>
  %200 = shl <8 x i32> %199, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %201 = bitcast <8 x i32> %200 to <8 x float>
  %202 = load <8 x float>, ptr %tmax, align 32
  %203 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %202, <8 x float> %201)
  store <8 x float> %203, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %204 = icmp slt i64 %lane.iv, 32
  br i1 %204, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %ls.max, align 32
  store <8 x i32> zeroinitializer, ptr %ls.above, align 32
  %205 = fcmp oeq float %131, 0xFFF0000000000000
  %206 = select i1 %205, float 0.000000e+00, float %131
  %.splatinsert = insertelement <8 x float> poison, float %206, i64 0
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
  %207 = icmp slt i64 %lsum.iv, 10
  br i1 %207, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %208 = mul i64 %lsum.iv, 32
  %209 = add i64 %208, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %210 = icmp slt i64 %209, 297
  br i1 %210, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %211 = load <8 x float>, ptr %sacc, align 32
  %212 = load <8 x float>, ptr %tacc, align 32
  %213 = shufflevector <8 x float> %211, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %214 = shufflevector <8 x float> %211, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %215 = fadd <4 x float> %213, %214
  %216 = shufflevector <4 x float> %215, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %217 = shufflevector <4 x float> %215, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %218 = fadd <2 x float> %216, %217
  %219 = shufflevector <2 x float> %218, <2 x float> poison, <1 x i32> zeroinitializer
  %220 = shufflevector <2 x float> %218, <2 x float> poison, <1 x i32> <i32 1>
  %221 = fadd <1 x float> %219, %220
  %222 = extractelement <1 x float> %221, i64 0
  store float %222, ptr %s, align 4
  %223 = load <8 x float>, ptr %ls.max, align 32
  %224 = shufflevector <8 x float> %223, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %225 = shufflevector <8 x float> %223, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %226 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %224, <4 x float> %225)
  %227 = shufflevector <4 x float> %226, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %228 = shufflevector <4 x float> %226, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %229 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %227, <2 x float> %228)
  %230 = shufflevector <2 x float> %229, <2 x float> poison, <1 x i32> zeroinitializer
  %231 = shufflevector <2 x float> %229, <2 x float> poison, <1 x i32> <i32 1>
  %232 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %230, <1 x float> %231)
  %233 = extractelement <1 x float> %232, i64 0
  %234 = load <8 x i32>, ptr %ls.above, align 32
  %235 = extractelement <8 x i32> %234, i64 0
  %236 = extractelement <8 x i32> %234, i64 1
  %237 = add i32 %235, %236
  %238 = extractelement <8 x i32> %234, i64 2
  %239 = add i32 %237, %238
  %240 = extractelement <8 x i32> %234, i64 3
  %241 = add i32 %239, %240
  %242 = extractelement <8 x i32> %234, i64 4
  %243 = add i32 %241, %242
  %244 = extractelement <8 x i32> %234, i64 5
  %245 = add i32 %243, %244
  %246 = extractelement <8 x i32> %234, i64 6
  %247 = add i32 %245, %246
  %248 = extractelement <8 x i32> %234, i64 7
  %249 = add i32 %247, %248
  %250 = zext i32 %249 to i64
  %251 = bitcast float %233 to i32
  %252 = fcmp uno float %233, %233
  %253 = select i1 %252, i32 2143289344, i32 %251
  %254 = xor i32 %253, 2147483647
  %255 = icmp sge i32 %253, 0
  %256 = select i1 %255, i32 %253, i32 %254
  %257 = sext i32 %256 to i64
  %258 = shl i64 %257, 32
  %259 = or i64 %258, %250
  %260 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %260, align 8, !invariant.load !0
  %261 = sdiv i64 %arg612, 2374
  %262 = mul i64 %row.iv, %261
  %263 = add i64 %262, %item.iv
  %264 = mul i64 %263, 32
  %265 = add i64 %264, %lane.iv
  %266 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %266, align 8, !invariant.load !0
  %267 = inttoptr i64 %arg12 to ptr
  %268 = getelementptr i64, ptr %267, i64 %265
  store i64 %259, ptr %268, align 4
  %269 = load float, ptr %s, align 4
  %270 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %131, ptr %270, align 4
  %271 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %269, ptr %271, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %272 = mul i64 %209, 8
  %273 = mul i64 %272, 2
  %274 = getelementptr i8, ptr %15, i64 %273
  %275 = add i64 %272, 8
  %276 = icmp sle i64 %275, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x6, align 16
  br i1 %276, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %277 = load <8 x i16>, ptr %xs, align 16
  %278 = zext <8 x i16> %277 to <8 x i32>
  %279 = shl <8 x i32> %278, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %280 = bitcast <8 x i32> %279 to <8 x float>
  %281 = load <8 x float>, ptr %ls.max, align 32
  %282 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %281, <8 x float> %280)
  store <8 x float> %282, ptr %ls.max, align 32
  %.splatinsert10 = insertelement <8 x float> poison, float %45, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %283 = fcmp ogt <8 x float> %280, %.splat11
  %284 = sext <8 x i1> %283 to <8 x i32>
  %285 = load <8 x i32>, ptr %ls.above, align 32
  %286 = sub <8 x i32> %285, %284
  store <8 x i32> %286, ptr %ls.above, align 32
  %287 = load <8 x float>, ptr %sacc, align 32
  %288 = load <8 x float>, ptr %tacc, align 32
  %289 = fsub <8 x float> %280, %.splat
  %290 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %289
  %291 = select <8 x i1> %290, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %289
  %292 = call <8 x float> @llvm.fma.v8f32(<8 x float> %291, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %293 = fsub <8 x float> %292, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %294 = fneg <8 x float> %293
  %295 = call <8 x float> @llvm.fma.v8f32(<8 x float> %291, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %294)
  %296 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %295, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %297 = call <8 x float> @llvm.fma.v8f32(<8 x float> %296, <8 x float> %295, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %298 = call <8 x float> @llvm.fma.v8f32(<8 x float> %297, <8 x float> %295, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %299 = call <8 x float> @llvm.fma.v8f32(<8 x float> %298, <8 x float> %295, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %300 = call <8 x float> @llvm.fma.v8f32(<8 x float> %299, <8 x float> %295, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %301 = bitcast <8 x float> %292 to <8 x i32>
  %302 = shl <8 x i32> %301, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %303 = bitcast <8 x i32> %302 to <8 x float>
  %304 = call <8 x float> @llvm.fma.v8f32(<8 x float> %300, <8 x float> %303, <8 x float> %287)
  store <8 x float> %304, ptr %sacc, align 32
  store <8 x float> %288, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %305 = load <8 x i16>, ptr %274, align 2, !invariant.load !0
  store <8 x i16> %305, ptr %x6, align 16
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %306 = sub i64 %21, 1
  %307 = add i64 %272, 0
  %308 = icmp slt i64 %307, %21
  %309 = select i1 %308, i64 %307, i64 %306
  %310 = mul i64 %309, 2
  %311 = getelementptr i8, ptr %15, i64 %310
  %312 = load i16, ptr %311, align 2, !invariant.load !0
  %313 = select i1 %308, i16 %312, i16 -128
  %314 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %313, i64 0
  %315 = add i64 %272, 1
  %316 = icmp slt i64 %315, %21
  %317 = select i1 %316, i64 %315, i64 %306
  %318 = mul i64 %317, 2
  %319 = getelementptr i8, ptr %15, i64 %318
  %320 = load i16, ptr %319, align 2, !invariant.load !0
  %321 = select i1 %316, i16 %320, i16 -128
  %322 = insertelement <8 x i16> %314, i16 %321, i64 1
  %323 = add i64 %272, 2
  %324 = icmp slt i64 %323, %21
  %325 = select i1 %324, i64 %323, i64 %306
  %326 = mul i64 %325, 2
  %327 = getelementptr i8, ptr %15, i64 %326
  %328 = load i16, ptr %327, align 2, !invariant.load !0
  %329 = select i1 %324, i16 %328, i16 -128
  %330 = insertelement <8 x i16> %322, i16 %329, i64 2
  %331 = add i64 %272, 3
  %332 = icmp slt i64 %331, %21
  %333 = select i1 %332, i64 %331, i64 %306
  %334 = mul i64 %333, 2
  %335 = getelementptr i8, ptr %15, i64 %334
  %336 = load i16, ptr %335, align 2, !invariant.load !0
  %337 = select i1 %332, i16 %336, i16 -128
  %338 = insertelement <8 x i16> %330, i16 %337, i64 3
  %339 = add i64 %272, 4
  %340 = icmp slt i64 %339, %21
  %341 = select i1 %340, i64 %339, i64 %306
  %342 = mul i64 %341, 2
  %343 = getelementptr i8, ptr %15, i64 %342
  %344 = load i16, ptr %343, align 2, !invariant.load !0
  %345 = select i1 %340, i16 %344, i16 -128
  %346 = insertelement <8 x i16> %338, i16 %345, i64 4
  %347 = add i64 %272, 5
  %348 = icmp slt i64 %347, %21
  %349 = select i1 %348, i64 %347, i64 %306
  %350 = mul i64 %349, 2
  %351 = getelementptr i8, ptr %15, i64 %350
  %352 = load i16, ptr %351, align 2, !invariant.load !0
  %353 = select i1 %348, i16 %352, i16 -128
  %354 = insertelement <8 x i16> %346, i16 %353, i64 5
  %355 = add i64 %272, 6
  %356 = icmp slt i64 %355, %21
  %357 = select i1 %356, i64 %355, i64 %306
  %358 = mul i64 %357, 2
  %359 = getelementptr i8, ptr %15, i64 %358
  %360 = load i16, ptr %359, align 2, !invariant.load !0
  %361 = select i1 %356, i16 %360, i16 -128
  %362 = insertelement <8 x i16> %354, i16 %361, i64 6
  %363 = add i64 %272, 7
  %364 = icmp slt i64 %363, %21
  %365 = select i1 %364, i64 %363, i64 %306
  %366 = mul i64 %365, 2
  %367 = getelementptr i8, ptr %15, i64 %366
  %368 = load i16, ptr %367, align 2, !invariant.load !0
  %369 = select i1 %364, i16 %368, i16 -128
  %370 = insertelement <8 x i16> %362, i16 %369, i64 7
  store <8 x i16> %370, ptr %x6, align 16
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %371 = load <8 x i16>, ptr %x6, align 16
  store <8 x i16> %371, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %372 = icmp slt i64 %tree.iv, 5
  br i1 %372, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %373 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %374 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %375 = load float, ptr %374, align 4
  %376 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %377 = load float, ptr %376, align 4
  store float %375, ptr %res.m, align 4
  store float %377, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %378 = icmp slt i64 %tree.lane.iv, %373
  br i1 %378, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %379 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %380 = load float, ptr %379, align 4
  %381 = add i64 %tree.lane.iv, %373
  %382 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %381
  %383 = load float, ptr %382, align 4
  %384 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %385 = load float, ptr %384, align 4
  %386 = add i64 %tree.lane.iv, %373
  %387 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %386
  %388 = load float, ptr %387, align 4
  %389 = fadd float %385, %388
  %390 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %380, ptr %390, align 4
  %391 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %389, ptr %391, align 4
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
  %392 = icmp slt i64 %lempty.iv, 32
  br i1 %392, label %lempty.body, label %lempty.exit

lempty.body:                                      ; preds = %lempty.head
  %393 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %393, align 8, !invariant.load !0
  %394 = sdiv i64 %arg615, 2374
  %395 = mul i64 %row.iv, %394
  %396 = add i64 %395, %item.iv
  %397 = mul i64 %396, 32
  %398 = add i64 %397, %lempty.iv
  %399 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1216 = load i64, ptr %399, align 8, !invariant.load !0
  %400 = inttoptr i64 %arg1216 to ptr
  %401 = getelementptr i64, ptr %400, i64 %398
  store i64 -9187343244130779136, ptr %401, align 4
  %lempty.next = add nsw i64 %lempty.iv, 1
  br label %lempty.head, !llvm.loop !1

lempty.exit:                                      ; preds = %lempty.head
  br label %if.end14

leader.then:                                      ; preds = %if.end
  %402 = getelementptr float, ptr %54, i64 0
  %403 = load float, ptr %res.m, align 4
  %404 = fcmp uno float %403, %403
  %405 = select i1 %404, float 0x7FF8000000000000, float %403
  store float %405, ptr %402, align 4
  %406 = getelementptr float, ptr %54, i64 1
  %407 = load float, ptr %res.s, align 4
  %408 = fcmp uno float %407, %407
  %409 = select i1 %408, float 0x7FF8000000000000, float %407
  store float %409, ptr %406, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %if.end
  %410 = icmp eq i64 %item.iv, 0
  %411 = and i1 %410, true
  br i1 %411, label %if.then18, label %if.end19

if.then18:                                        ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %27, label %if.then20, label %if.end21

if.end19:                                         ; preds = %if.end21, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then20:                                        ; preds = %if.then18
  %412 = getelementptr inbounds i64, ptr %0, i64 5
  %arg522 = load i64, ptr %412, align 8, !invariant.load !0
  %413 = getelementptr i64, ptr %23, i64 %row.iv
  %414 = load i64, ptr %413, align 4
  %415 = sub i64 %414, %arg522
  %416 = getelementptr inbounds i64, ptr %0, i64 6
  %arg623 = load i64, ptr %416, align 8, !invariant.load !0
  %417 = icmp slt i64 %415, %arg623
  %418 = icmp sge i64 %415, 0
  %419 = and i1 %418, %417
  br i1 %419, label %if.then24, label %if.end25

if.end21:                                         ; preds = %if.end25, %if.then18
  %420 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %420, align 8, !invariant.load !0
  %421 = inttoptr i64 %arg10 to ptr
  %422 = getelementptr float, ptr %421, i64 %row.iv
  %423 = load float, ptr %tl, align 4
  %424 = fcmp uno float %423, %423
  %425 = select i1 %424, float 0x7FF8000000000000, float %423
  store float %425, ptr %422, align 4
  br label %if.end19

if.then24:                                        ; preds = %if.then20
  %426 = mul i64 %415, 2
  %427 = getelementptr i8, ptr %12, i64 %426
  %428 = load i16, ptr %427, align 2, !invariant.load !0
  %429 = zext i16 %428 to i32
  %430 = shl i32 %429, 16
  %431 = bitcast i32 %430 to float
  store float %431, ptr %tl, align 4
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
