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
  %234 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %234, align 8, !invariant.load !0
  %235 = sdiv i64 %arg612, 2374
  %236 = mul i64 %row.iv, %235
  %237 = add i64 %236, %item.iv
  %238 = mul i64 %237, 32
  %239 = add i64 %238, %lane.iv
  %240 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %240, align 8, !invariant.load !0
  %241 = inttoptr i64 %arg12 to ptr
  %242 = getelementptr i32, ptr %241, i64 %239
  %243 = load <8 x i32>, ptr %ls.above, align 32
  %244 = extractelement <8 x i32> %243, i64 0
  %245 = extractelement <8 x i32> %243, i64 1
  %246 = add i32 %244, %245
  %247 = extractelement <8 x i32> %243, i64 2
  %248 = add i32 %246, %247
  %249 = extractelement <8 x i32> %243, i64 3
  %250 = add i32 %248, %249
  %251 = extractelement <8 x i32> %243, i64 4
  %252 = add i32 %250, %251
  %253 = extractelement <8 x i32> %243, i64 5
  %254 = add i32 %252, %253
  %255 = extractelement <8 x i32> %243, i64 6
  %256 = add i32 %254, %255
  %257 = extractelement <8 x i32> %243, i64 7
  %258 = add i32 %256, %257
  %259 = bitcast float %233 to i32
  %260 = lshr i32 %259, 16
  %261 = fcmp uno float %233, %233
  %262 = select i1 %261, i32 32704, i32 %260
  %263 = shl i32 %262, 16
  %264 = or i32 %263, %258
  store i32 %264, ptr %242, align 4
  %265 = load float, ptr %s, align 4
  %266 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %131, ptr %266, align 4
  %267 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %265, ptr %267, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %268 = mul i64 %209, 8
  %269 = mul i64 %268, 2
  %270 = getelementptr i8, ptr %15, i64 %269
  %271 = add i64 %268, 8
  %272 = icmp sle i64 %271, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x6, align 16
  br i1 %272, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %273 = load <8 x i16>, ptr %xs, align 16
  %274 = zext <8 x i16> %273 to <8 x i32>
  %275 = shl <8 x i32> %274, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %276 = bitcast <8 x i32> %275 to <8 x float>
  %277 = load <8 x float>, ptr %ls.max, align 32
  %278 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %277, <8 x float> %276)
  store <8 x float> %278, ptr %ls.max, align 32
  %.splatinsert10 = insertelement <8 x float> poison, float %45, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %279 = fcmp ogt <8 x float> %276, %.splat11
  %280 = sext <8 x i1> %279 to <8 x i32>
  %281 = load <8 x i32>, ptr %ls.above, align 32
  %282 = sub <8 x i32> %281, %280
  store <8 x i32> %282, ptr %ls.above, align 32
  %283 = load <8 x float>, ptr %sacc, align 32
  %284 = load <8 x float>, ptr %tacc, align 32
  %285 = fsub <8 x float> %276, %.splat
  %286 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %285
  %287 = select <8 x i1> %286, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %285
  %288 = call <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %289 = fsub <8 x float> %288, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %290 = fneg <8 x float> %289
  %291 = call <8 x float> @llvm.fma.v8f32(<8 x float> %287, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %290)
  %292 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %291, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %293 = call <8 x float> @llvm.fma.v8f32(<8 x float> %292, <8 x float> %291, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %294 = call <8 x float> @llvm.fma.v8f32(<8 x float> %293, <8 x float> %291, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %295 = call <8 x float> @llvm.fma.v8f32(<8 x float> %294, <8 x float> %291, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %296 = call <8 x float> @llvm.fma.v8f32(<8 x float> %295, <8 x float> %291, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %297 = bitcast <8 x float> %288 to <8 x i32>
  %298 = shl <8 x i32> %297, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %299 = bitcast <8 x i32> %298 to <8 x float>
  %300 = call <8 x float> @llvm.fma.v8f32(<8 x float> %296, <8 x float> %299, <8 x float> %283)
  store <8 x float> %300, ptr %sacc, align 32
  store <8 x float> %284, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %301 = load <8 x i16>, ptr %270, align 2, !invariant.load !0
  store <8 x i16> %301, ptr %x6, align 16
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %302 = sub i64 %21, 1
  %303 = add i64 %268, 0
  %304 = icmp slt i64 %303, %21
  %305 = select i1 %304, i64 %303, i64 %302
  %306 = mul i64 %305, 2
  %307 = getelementptr i8, ptr %15, i64 %306
  %308 = load i16, ptr %307, align 2, !invariant.load !0
  %309 = select i1 %304, i16 %308, i16 -128
  %310 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %309, i64 0
  %311 = add i64 %268, 1
  %312 = icmp slt i64 %311, %21
  %313 = select i1 %312, i64 %311, i64 %302
  %314 = mul i64 %313, 2
  %315 = getelementptr i8, ptr %15, i64 %314
  %316 = load i16, ptr %315, align 2, !invariant.load !0
  %317 = select i1 %312, i16 %316, i16 -128
  %318 = insertelement <8 x i16> %310, i16 %317, i64 1
  %319 = add i64 %268, 2
  %320 = icmp slt i64 %319, %21
  %321 = select i1 %320, i64 %319, i64 %302
  %322 = mul i64 %321, 2
  %323 = getelementptr i8, ptr %15, i64 %322
  %324 = load i16, ptr %323, align 2, !invariant.load !0
  %325 = select i1 %320, i16 %324, i16 -128
  %326 = insertelement <8 x i16> %318, i16 %325, i64 2
  %327 = add i64 %268, 3
  %328 = icmp slt i64 %327, %21
  %329 = select i1 %328, i64 %327, i64 %302
  %330 = mul i64 %329, 2
  %331 = getelementptr i8, ptr %15, i64 %330
  %332 = load i16, ptr %331, align 2, !invariant.load !0
  %333 = select i1 %328, i16 %332, i16 -128
  %334 = insertelement <8 x i16> %326, i16 %333, i64 3
  %335 = add i64 %268, 4
  %336 = icmp slt i64 %335, %21
  %337 = select i1 %336, i64 %335, i64 %302
  %338 = mul i64 %337, 2
  %339 = getelementptr i8, ptr %15, i64 %338
  %340 = load i16, ptr %339, align 2, !invariant.load !0
  %341 = select i1 %336, i16 %340, i16 -128
  %342 = insertelement <8 x i16> %334, i16 %341, i64 4
  %343 = add i64 %268, 5
  %344 = icmp slt i64 %343, %21
  %345 = select i1 %344, i64 %343, i64 %302
  %346 = mul i64 %345, 2
  %347 = getelementptr i8, ptr %15, i64 %346
  %348 = load i16, ptr %347, align 2, !invariant.load !0
  %349 = select i1 %344, i16 %348, i16 -128
  %350 = insertelement <8 x i16> %342, i16 %349, i64 5
  %351 = add i64 %268, 6
  %352 = icmp slt i64 %351, %21
  %353 = select i1 %352, i64 %351, i64 %302
  %354 = mul i64 %353, 2
  %355 = getelementptr i8, ptr %15, i64 %354
  %356 = load i16, ptr %355, align 2, !invariant.load !0
  %357 = select i1 %352, i16 %356, i16 -128
  %358 = insertelement <8 x i16> %350, i16 %357, i64 6
  %359 = add i64 %268, 7
  %360 = icmp slt i64 %359, %21
  %361 = select i1 %360, i64 %359, i64 %302
  %362 = mul i64 %361, 2
  %363 = getelementptr i8, ptr %15, i64 %362
  %364 = load i16, ptr %363, align 2, !invariant.load !0
  %365 = select i1 %360, i16 %364, i16 -128
  %366 = insertelement <8 x i16> %358, i16 %365, i64 7
  store <8 x i16> %366, ptr %x6, align 16
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %367 = load <8 x i16>, ptr %x6, align 16
  store <8 x i16> %367, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %368 = icmp slt i64 %tree.iv, 5
  br i1 %368, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %369 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %370 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %371 = load float, ptr %370, align 4
  %372 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %373 = load float, ptr %372, align 4
  store float %371, ptr %res.m, align 4
  store float %373, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %374 = icmp slt i64 %tree.lane.iv, %369
  br i1 %374, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %375 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %376 = load float, ptr %375, align 4
  %377 = add i64 %tree.lane.iv, %369
  %378 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %377
  %379 = load float, ptr %378, align 4
  %380 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %381 = load float, ptr %380, align 4
  %382 = add i64 %tree.lane.iv, %369
  %383 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %382
  %384 = load float, ptr %383, align 4
  %385 = fadd float %381, %384
  %386 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %376, ptr %386, align 4
  %387 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %385, ptr %387, align 4
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
  %388 = icmp slt i64 %lempty.iv, 32
  br i1 %388, label %lempty.body, label %lempty.exit

lempty.body:                                      ; preds = %lempty.head
  %389 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %389, align 8, !invariant.load !0
  %390 = sdiv i64 %arg615, 2374
  %391 = mul i64 %row.iv, %390
  %392 = add i64 %391, %item.iv
  %393 = mul i64 %392, 32
  %394 = add i64 %393, %lempty.iv
  %395 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1216 = load i64, ptr %395, align 8, !invariant.load !0
  %396 = inttoptr i64 %arg1216 to ptr
  %397 = getelementptr i32, ptr %396, i64 %394
  store i32 -8388608, ptr %397, align 4
  %lempty.next = add nsw i64 %lempty.iv, 1
  br label %lempty.head, !llvm.loop !1

lempty.exit:                                      ; preds = %lempty.head
  br label %if.end14

leader.then:                                      ; preds = %if.end
  %398 = getelementptr float, ptr %54, i64 0
  %399 = load float, ptr %res.m, align 4
  %400 = fcmp uno float %399, %399
  %401 = select i1 %400, float 0x7FF8000000000000, float %399
  store float %401, ptr %398, align 4
  %402 = getelementptr float, ptr %54, i64 1
  %403 = load float, ptr %res.s, align 4
  %404 = fcmp uno float %403, %403
  %405 = select i1 %404, float 0x7FF8000000000000, float %403
  store float %405, ptr %402, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %if.end
  %406 = icmp eq i64 %item.iv, 0
  %407 = and i1 %406, true
  br i1 %407, label %if.then18, label %if.end19

if.then18:                                        ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %27, label %if.then20, label %if.end21

if.end19:                                         ; preds = %if.end21, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then20:                                        ; preds = %if.then18
  %408 = getelementptr inbounds i64, ptr %0, i64 5
  %arg522 = load i64, ptr %408, align 8, !invariant.load !0
  %409 = getelementptr i64, ptr %23, i64 %row.iv
  %410 = load i64, ptr %409, align 4
  %411 = sub i64 %410, %arg522
  %412 = getelementptr inbounds i64, ptr %0, i64 6
  %arg623 = load i64, ptr %412, align 8, !invariant.load !0
  %413 = icmp slt i64 %411, %arg623
  %414 = icmp sge i64 %411, 0
  %415 = and i1 %414, %413
  br i1 %415, label %if.then24, label %if.end25

if.end21:                                         ; preds = %if.end25, %if.then18
  %416 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %416, align 8, !invariant.load !0
  %417 = inttoptr i64 %arg10 to ptr
  %418 = getelementptr float, ptr %417, i64 %row.iv
  %419 = load float, ptr %tl, align 4
  %420 = fcmp uno float %419, %419
  %421 = select i1 %420, float 0x7FF8000000000000, float %419
  store float %421, ptr %418, align 4
  br label %if.end19

if.then24:                                        ; preds = %if.then20
  %422 = mul i64 %411, 2
  %423 = getelementptr i8, ptr %12, i64 %422
  %424 = load i16, ptr %423, align 2, !invariant.load !0
  %425 = zext i16 %424 to i32
  %426 = shl i32 %425, 16
  %427 = bitcast i32 %426 to float
  store float %427, ptr %tl, align 4
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
