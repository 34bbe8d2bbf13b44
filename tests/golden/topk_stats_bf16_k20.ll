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
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  br i1 %27, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %41 = icmp sgt i64 %21, 0
  br i1 %41, label %nonempty.then, label %nonempty.else

if.end:                                           ; preds = %nonempty.end, %item.body
  %42 = getelementptr inbounds i64, ptr %0, i64 6
  %arg617 = load i64, ptr %42, align 8, !invariant.load !0
  %43 = sdiv i64 %arg617, 2374
  %44 = mul i64 %row.iv, %43
  %45 = add i64 %44, %item.iv
  %46 = mul i64 %45, 2
  %47 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %47, align 8, !invariant.load !0
  %48 = inttoptr i64 %arg9 to ptr
  %49 = getelementptr float, ptr %48, i64 %46
  br i1 true, label %leader.then, label %leader.end

nonempty.then:                                    ; preds = %if.then
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax4, align 32
  %50 = sdiv i64 %21, 8
  %51 = sdiv i64 %50, 4
  br label %tmax.head

nonempty.else:                                    ; preds = %if.then
  br i1 true, label %if.then13, label %if.end14

nonempty.end:                                     ; preds = %if.end14, %tree.exit
  br label %if.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %52 = icmp slt i64 %tmax.iv, %51
  br i1 %52, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %53 = mul i64 %tmax.iv, 4
  %54 = add i64 %53, 0
  %55 = mul i64 %54, 16
  %56 = getelementptr i8, ptr %15, i64 %55
  %57 = load <8 x i16>, ptr %56, align 2, !invariant.load !0
  %58 = zext <8 x i16> %57 to <8 x i32>
  %59 = shl <8 x i32> %58, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %60 = bitcast <8 x i32> %59 to <8 x float>
  %61 = load <8 x float>, ptr %tmax, align 32
  %62 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %61, <8 x float> %60)
  store <8 x float> %62, ptr %tmax, align 32
  %63 = mul i64 %tmax.iv, 4
  %64 = add i64 %63, 1
  %65 = mul i64 %64, 16
  %66 = getelementptr i8, ptr %15, i64 %65
  %67 = load <8 x i16>, ptr %66, align 2, !invariant.load !0
  %68 = zext <8 x i16> %67 to <8 x i32>
  %69 = shl <8 x i32> %68, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %70 = bitcast <8 x i32> %69 to <8 x float>
  %71 = load <8 x float>, ptr %tmax2, align 32
  %72 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %71, <8 x float> %70)
  store <8 x float> %72, ptr %tmax2, align 32
  %73 = mul i64 %tmax.iv, 4
  %74 = add i64 %73, 2
  %75 = mul i64 %74, 16
  %76 = getelementptr i8, ptr %15, i64 %75
  %77 = load <8 x i16>, ptr %76, align 2, !invariant.load !0
  %78 = zext <8 x i16> %77 to <8 x i32>
  %79 = shl <8 x i32> %78, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %80 = bitcast <8 x i32> %79 to <8 x float>
  %81 = load <8 x float>, ptr %tmax3, align 32
  %82 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %81, <8 x float> %80)
  store <8 x float> %82, ptr %tmax3, align 32
  %83 = mul i64 %tmax.iv, 4
  %84 = add i64 %83, 3
  %85 = mul i64 %84, 16
  %86 = getelementptr i8, ptr %15, i64 %85
  %87 = load <8 x i16>, ptr %86, align 2, !invariant.load !0
  %88 = zext <8 x i16> %87 to <8 x i32>
  %89 = shl <8 x i32> %88, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %90 = bitcast <8 x i32> %89 to <8 x float>
  %91 = load <8 x float>, ptr %tmax4, align 32
  %92 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %91, <8 x float> %90)
  store <8 x float> %92, ptr %tmax4, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %93 = mul i64 %51, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %93, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %94 = icmp slt i64 %tmax.rest.iv, %50
  br i1 %94, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %95 = mul i64 %tmax.rest.iv, 16
  %96 = getelementptr i8, ptr %15, i64 %95
  %97 = load <8 x i16>, ptr %96, align 2, !invariant.load !0
  %98 = zext <8 x i16> %97 to <8 x i32>
  %99 = shl <8 x i32> %98, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %100 = bitcast <8 x i32> %99 to <8 x float>
  %101 = load <8 x float>, ptr %tmax, align 32
  %102 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %101, <8 x float> %100)
  store <8 x float> %102, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %103 = mul i64 %50, 8
  %104 = icmp slt i64 %103, %21
  br i1 %104, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %105 = mul i64 %50, 8
  %106 = mul i64 %105, 2
  %107 = getelementptr i8, ptr %15, i64 %106
  %108 = add i64 %105, 8
  %109 = icmp sle i64 %108, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %109, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %110 = load <8 x float>, ptr %tmax2, align 32
  %111 = load <8 x float>, ptr %tmax, align 32
  %112 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %111, <8 x float> %110)
  %113 = load <8 x float>, ptr %tmax4, align 32
  %114 = load <8 x float>, ptr %tmax3, align 32
  %115 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %114, <8 x float> %113)
  %116 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %112, <8 x float> %115)
  %117 = shufflevector <8 x float> %116, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %118 = shufflevector <8 x float> %116, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %119 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %117, <4 x float> %118)
  %120 = shufflevector <4 x float> %119, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %121 = shufflevector <4 x float> %119, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %122 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %120, <2 x float> %121)
  %123 = shufflevector <2 x float> %122, <2 x float> poison, <1 x i32> zeroinitializer
  %124 = shufflevector <2 x float> %122, <2 x float> poison, <1 x i32> <i32 1>
  %125 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %123, <1 x float> %124)
  %126 = extractelement <1 x float> %125, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %127 = load <8 x i16>, ptr %107, align 2, !invariant.load !0
  store <8 x i16> %127, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %128 = sub i64 %21, 1
  %129 = add i64 %105, 0
  %130 = icmp slt i64 %129, %21
  %131 = select i1 %130, i64 %129, i64 %128
  %132 = mul i64 %131, 2
  %133 = getelementptr i8, ptr %15, i64 %132
  %134 = load i16, ptr %133, align 2, !invariant.load !0
  %135 = select i1 %130, i16 %134, i16 -128
  %136 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %135, i64 0
  %137 = add i64 %105, 1
  %138 = icmp slt i64 %137, %21
  %139 = select i1 %138, i64 %137, i64 %128
  %140 = mul i64 %139, 2
  %141 = getelementptr i8, ptr %15, i64 %140
  %142 = load i16, ptr %141, align 2, !invariant.load !0
  %143 = select i1 %138, i16 %142, i16 -128
  %144 = insertelement <8 x i16> %136, i16 %143, i64 1
  %145 = add i64 %105, 2
  %146 = icmp slt i64 %145, %21
  %147 = select i1 %146, i64 %145, i64 %128
  %148 = mul i64 %147, 2
  %149 = getelementptr i8, ptr %15, i64 %148
  %150 = load i16, ptr %149, align 2, !invariant.load !0
  %151 = select i1 %146, i16 %150, i16 -128
  %152 = insertelement <8 x i16> %144, i16 %151, i64 2
  %153 = add i64 %105, 3
  %154 = icmp slt i64 %153, %21
  %155 = select i1 %154, i64 %153, i64 %128
  %156 = mul i64 %155, 2
  %157 = getelementptr i8, ptr %15, i64 %156
  %158 = load i16, ptr %157, align 2, !invariant.load !0
  %159 = select i1 %154, i16 %158, i16 -128
  %160 = insertelement <8 x i16> %152, i16 %159, i64 3
  %161 = add i64 %105, 4
  %162 = icmp slt i64 %161, %21
  %163 = select i1 %162, i64 %161, i64 %128
  %164 = mul i64 %163, 2
  %165 = getelementptr i8, ptr %15, i64 %164
  %166 = load i16, ptr %165, align 2, !invariant.load !0
  %167 = select i1 %162, i16 %166, i16 -128
  %168 = insertelement <8 x i16> %160, i16 %167, i64 4
  %169 = add i64 %105, 5
  %170 = icmp slt i64 %169, %21
  %171 = select i1 %170, i64 %169, i64 %128
  %172 = mul i64 %171, 2
  %173 = getelementptr i8, ptr %15, i64 %172
  %174 = load i16, ptr %173, align 2, !invariant.load !0
  %175 = select i1 %170, i16 %174, i16 -128
  %176 = insertelement <8 x i16> %168, i16 %175, i64 5
  %177 = add i64 %105, 6
  %178 = icmp slt i64 %177, %21
  %179 = select i1 %178, i64 %177, i64 %128
  %180 = mul i64 %179, 2
  %181 = getelementptr i8, ptr %15, i64 %180
  %182 = load i16, ptr %181, align 2, !invariant.load !0
  %183 = select i1 %178, i16 %182, i16 -128
  %184 = insertelement <8 x i16> %176, i16 %183, i64 6
  %185 = add i64 %105, 7
  %186 = icmp slt i64 %185, %21
  %187 = select i1 %186, i64 %185, i64 %128
  %188 = mul i64 %187, 2
  %189 = getelementptr i8, ptr %15, i64 %188
  %190 = load i16, ptr %189, align 2, !invariant.load !0
  %191 = select i1 %186, i16 %190, i16 -128
  %192 = insertelement <8 x i16> %184, i16 %191, i64 7
  store <8 x i16> %192, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %193 = load <8 x i16>, ptr %x, align 16
  %194 = zext <8 x i16> %193 to <8 x i32>
  %195 = shl <8 x i32> %194, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %196 = bitcast <8 x i32> %195 to <8 x float>
  %197 = load <8 x float>, ptr %tmax, align 32
  %198 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %197, <8 x float> %196)
  store <8 x float> %198, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %199 = icmp slt i64 %lane.iv, 32
  br i1 %199, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %ls.max, align 32
  store <8 x i32> zeroinitializer, ptr %ls.above, align 32
  %200 = zext i16 %40 to i32
  %201 = shl i32 %200, 16
  %202 = bitcast i32 %201 to float
  %203 = select i1 %36, float %202, float 0x7FF8000000000000
  %204 = select i1 %36, float %202, float 0x7FF8000000000000
  %205 = fcmp oeq float %126, 0xFFF0000000000000
  %206 = select i1 %205, float 0.000000e+00, float %126
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
  store float %126, ptr %266, align 4
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
  %.splatinsert10 = insertelement <8 x float> poison, float %204, i64 0
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
  %398 = getelementptr float, ptr %49, i64 0
  %399 = load float, ptr %res.m, align 4
  %400 = fcmp uno float %399, %399
  %401 = select i1 %400, float 0x7FF8000000000000, float %399
  store float %401, ptr %398, align 4
  %402 = getelementptr float, ptr %49, i64 1
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
