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
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  br i1 %27, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %45 = icmp sgt i64 %21, 0
  br i1 %45, label %nonempty.then, label %nonempty.else

if.end:                                           ; preds = %nonempty.end, %item.body
  %46 = getelementptr inbounds i64, ptr %0, i64 6
  %arg617 = load i64, ptr %46, align 8, !invariant.load !0
  %47 = sdiv i64 %arg617, 2374
  %48 = mul i64 %row.iv, %47
  %49 = add i64 %48, %item.iv
  %50 = mul i64 %49, 2
  %51 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %51, align 8, !invariant.load !0
  %52 = inttoptr i64 %arg9 to ptr
  %53 = getelementptr float, ptr %52, i64 %50
  br i1 true, label %leader.then, label %leader.end

nonempty.then:                                    ; preds = %if.then
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax4, align 32
  %54 = sdiv i64 %21, 8
  %55 = sdiv i64 %54, 4
  br label %tmax.head

nonempty.else:                                    ; preds = %if.then
  br i1 true, label %if.then13, label %if.end14

nonempty.end:                                     ; preds = %if.end14, %tree.exit
  br label %if.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %56 = icmp slt i64 %tmax.iv, %55
  br i1 %56, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %57 = mul i64 %tmax.iv, 4
  %58 = add i64 %57, 0
  %59 = mul i64 %58, 16
  %60 = getelementptr i8, ptr %15, i64 %59
  %61 = load <8 x i16>, ptr %60, align 2, !invariant.load !0
  %62 = zext <8 x i16> %61 to <8 x i32>
  %63 = shl <8 x i32> %62, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %64 = bitcast <8 x i32> %63 to <8 x float>
  %65 = load <8 x float>, ptr %tmax, align 32
  %66 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %65, <8 x float> %64)
  store <8 x float> %66, ptr %tmax, align 32
  %67 = mul i64 %tmax.iv, 4
  %68 = add i64 %67, 1
  %69 = mul i64 %68, 16
  %70 = getelementptr i8, ptr %15, i64 %69
  %71 = load <8 x i16>, ptr %70, align 2, !invariant.load !0
  %72 = zext <8 x i16> %71 to <8 x i32>
  %73 = shl <8 x i32> %72, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %74 = bitcast <8 x i32> %73 to <8 x float>
  %75 = load <8 x float>, ptr %tmax2, align 32
  %76 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %75, <8 x float> %74)
  store <8 x float> %76, ptr %tmax2, align 32
  %77 = mul i64 %tmax.iv, 4
  %78 = add i64 %77, 2
  %79 = mul i64 %78, 16
  %80 = getelementptr i8, ptr %15, i64 %79
  %81 = load <8 x i16>, ptr %80, align 2, !invariant.load !0
  %82 = zext <8 x i16> %81 to <8 x i32>
  %83 = shl <8 x i32> %82, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %84 = bitcast <8 x i32> %83 to <8 x float>
  %85 = load <8 x float>, ptr %tmax3, align 32
  %86 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %85, <8 x float> %84)
  store <8 x float> %86, ptr %tmax3, align 32
  %87 = mul i64 %tmax.iv, 4
  %88 = add i64 %87, 3
  %89 = mul i64 %88, 16
  %90 = getelementptr i8, ptr %15, i64 %89
  %91 = load <8 x i16>, ptr %90, align 2, !invariant.load !0
  %92 = zext <8 x i16> %91 to <8 x i32>
  %93 = shl <8 x i32> %92, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %94 = bitcast <8 x i32> %93 to <8 x float>
  %95 = load <8 x float>, ptr %tmax4, align 32
  %96 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %95, <8 x float> %94)
  store <8 x float> %96, ptr %tmax4, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %97 = mul i64 %55, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %97, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %98 = icmp slt i64 %tmax.rest.iv, %54
  br i1 %98, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %99 = mul i64 %tmax.rest.iv, 16
  %100 = getelementptr i8, ptr %15, i64 %99
  %101 = load <8 x i16>, ptr %100, align 2, !invariant.load !0
  %102 = zext <8 x i16> %101 to <8 x i32>
  %103 = shl <8 x i32> %102, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %104 = bitcast <8 x i32> %103 to <8 x float>
  %105 = load <8 x float>, ptr %tmax, align 32
  %106 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %105, <8 x float> %104)
  store <8 x float> %106, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %107 = mul i64 %54, 8
  %108 = icmp slt i64 %107, %21
  br i1 %108, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %109 = mul i64 %54, 8
  %110 = mul i64 %109, 2
  %111 = getelementptr i8, ptr %15, i64 %110
  %112 = add i64 %109, 8
  %113 = icmp sle i64 %112, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %113, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %114 = load <8 x float>, ptr %tmax2, align 32
  %115 = load <8 x float>, ptr %tmax, align 32
  %116 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %115, <8 x float> %114)
  %117 = load <8 x float>, ptr %tmax4, align 32
  %118 = load <8 x float>, ptr %tmax3, align 32
  %119 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %118, <8 x float> %117)
  %120 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %116, <8 x float> %119)
  %121 = shufflevector <8 x float> %120, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %122 = shufflevector <8 x float> %120, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %123 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %121, <4 x float> %122)
  %124 = shufflevector <4 x float> %123, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %125 = shufflevector <4 x float> %123, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %126 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %124, <2 x float> %125)
  %127 = shufflevector <2 x float> %126, <2 x float> poison, <1 x i32> zeroinitializer
  %128 = shufflevector <2 x float> %126, <2 x float> poison, <1 x i32> <i32 1>
  %129 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %127, <1 x float> %128)
  %130 = extractelement <1 x float> %129, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %131 = load <8 x i16>, ptr %111, align 2, !invariant.load !0
  store <8 x i16> %131, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %132 = sub i64 %21, 1
  %133 = add i64 %109, 0
  %134 = icmp slt i64 %133, %21
  %135 = select i1 %134, i64 %133, i64 %132
  %136 = mul i64 %135, 2
  %137 = getelementptr i8, ptr %15, i64 %136
  %138 = load i16, ptr %137, align 2, !invariant.load !0
  %139 = select i1 %134, i16 %138, i16 -128
  %140 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %139, i64 0
  %141 = add i64 %109, 1
  %142 = icmp slt i64 %141, %21
  %143 = select i1 %142, i64 %141, i64 %132
  %144 = mul i64 %143, 2
  %145 = getelementptr i8, ptr %15, i64 %144
  %146 = load i16, ptr %145, align 2, !invariant.load !0
  %147 = select i1 %142, i16 %146, i16 -128
  %148 = insertelement <8 x i16> %140, i16 %147, i64 1
  %149 = add i64 %109, 2
  %150 = icmp slt i64 %149, %21
  %151 = select i1 %150, i64 %149, i64 %132
  %152 = mul i64 %151, 2
  %153 = getelementptr i8, ptr %15, i64 %152
  %154 = load i16, ptr %153, align 2, !invariant.load !0
  %155 = select i1 %150, i16 %154, i16 -128
  %156 = insertelement <8 x i16> %148, i16 %155, i64 2
  %157 = add i64 %109, 3
  %158 = icmp slt i64 %157, %21
  %159 = select i1 %158, i64 %157, i64 %132
  %160 = mul i64 %159, 2
  %161 = getelementptr i8, ptr %15, i64 %160
  %162 = load i16, ptr %161, align 2, !invariant.load !0
  %163 = select i1 %158, i16 %162, i16 -128
  %164 = insertelement <8 x i16> %156, i16 %163, i64 3
  %165 = add i64 %109, 4
  %166 = icmp slt i64 %165, %21
  %167 = select i1 %166, i64 %165, i64 %132
  %168 = mul i64 %167, 2
  %169 = getelementptr i8, ptr %15, i64 %168
  %170 = load i16, ptr %169, align 2, !invariant.load !0
  %171 = select i1 %166, i16 %170, i16 -128
  %172 = insertelement <8 x i16> %164, i16 %171, i64 4
  %173 = add i64 %109, 5
  %174 = icmp slt i64 %173, %21
  %175 = select i1 %174, i64 %173, i64 %132
  %176 = mul i64 %175, 2
  %177 = getelementptr i8, ptr %15, i64 %176
  %178 = load i16, ptr %177, align 2, !invariant.load !0
  %179 = select i1 %174, i16 %178, i16 -128
  %180 = insertelement <8 x i16> %172, i16 %179, i64 5
  %181 = add i64 %109, 6
  %182 = icmp slt i64 %181, %21
  %183 = select i1 %182, i64 %181, i64 %132
  %184 = mul i64 %183, 2
  %185 = getelementptr i8, ptr %15, i64 %184
  %186 = load i16, ptr %185, align 2, !invariant.load !0
  %187 = select i1 %182, i16 %186, i16 -128
  %188 = insertelement <8 x i16> %180, i16 %187, i64 6
  %189 = add i64 %109, 7
  %190 = icmp slt i64 %189, %21
  %191 = select i1 %190, i64 %189, i64 %132
  %192 = mul i64 %191, 2
  %193 = getelementptr i8, ptr %15, i64 %192
  %194 = load i16, ptr %193, align 2, !invariant.load !0
  %195 = select i1 %190, i16 %194, i16 -128
  %196 = insertelement <8 x i16> %188, i16 %195, i64 7
  store <8 x i16> %196, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %197 = load <8 x i16>, ptr %x, align 16
  %198 = zext <8 x i16> %197 to <8 x i32>
  %199 = shl <8 x i32> %198, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %200 = bitcast <8 x i32> %199 to <8 x float>
  %201 = load <8 x float>, ptr %tmax, align 32
  %202 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %201, <8 x float> %200)
  store <8 x float> %202, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %203 = icmp slt i64 %lane.iv, 32
  br i1 %203, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %ls.max, align 32
  store <8 x i32> zeroinitializer, ptr %ls.above, align 32
  %204 = fcmp oeq float %130, 0xFFF0000000000000
  %205 = select i1 %204, float 0.000000e+00, float %130
  %.splatinsert = insertelement <8 x float> poison, float %205, i64 0
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
  %206 = icmp slt i64 %lsum.iv, 10
  br i1 %206, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %207 = mul i64 %lsum.iv, 32
  %208 = add i64 %207, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %209 = icmp slt i64 %208, 297
  br i1 %209, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %210 = load <8 x float>, ptr %sacc, align 32
  %211 = load <8 x float>, ptr %tacc, align 32
  %212 = shufflevector <8 x float> %210, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %213 = shufflevector <8 x float> %210, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %214 = fadd <4 x float> %212, %213
  %215 = shufflevector <4 x float> %214, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %216 = shufflevector <4 x float> %214, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %217 = fadd <2 x float> %215, %216
  %218 = shufflevector <2 x float> %217, <2 x float> poison, <1 x i32> zeroinitializer
  %219 = shufflevector <2 x float> %217, <2 x float> poison, <1 x i32> <i32 1>
  %220 = fadd <1 x float> %218, %219
  %221 = extractelement <1 x float> %220, i64 0
  store float %221, ptr %s, align 4
  %222 = load <8 x float>, ptr %ls.max, align 32
  %223 = shufflevector <8 x float> %222, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %224 = shufflevector <8 x float> %222, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %225 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %223, <4 x float> %224)
  %226 = shufflevector <4 x float> %225, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %227 = shufflevector <4 x float> %225, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %228 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %226, <2 x float> %227)
  %229 = shufflevector <2 x float> %228, <2 x float> poison, <1 x i32> zeroinitializer
  %230 = shufflevector <2 x float> %228, <2 x float> poison, <1 x i32> <i32 1>
  %231 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %229, <1 x float> %230)
  %232 = extractelement <1 x float> %231, i64 0
  %233 = load <8 x i32>, ptr %ls.above, align 32
  %234 = extractelement <8 x i32> %233, i64 0
  %235 = extractelement <8 x i32> %233, i64 1
  %236 = add i32 %234, %235
  %237 = extractelement <8 x i32> %233, i64 2
  %238 = add i32 %236, %237
  %239 = extractelement <8 x i32> %233, i64 3
  %240 = add i32 %238, %239
  %241 = extractelement <8 x i32> %233, i64 4
  %242 = add i32 %240, %241
  %243 = extractelement <8 x i32> %233, i64 5
  %244 = add i32 %242, %243
  %245 = extractelement <8 x i32> %233, i64 6
  %246 = add i32 %244, %245
  %247 = extractelement <8 x i32> %233, i64 7
  %248 = add i32 %246, %247
  %249 = zext i32 %248 to i64
  %250 = bitcast float %232 to i32
  %251 = fcmp uno float %232, %232
  %252 = select i1 %251, i32 2143289344, i32 %250
  %253 = xor i32 %252, 2147483647
  %254 = icmp sge i32 %252, 0
  %255 = select i1 %254, i32 %252, i32 %253
  %256 = sext i32 %255 to i64
  %257 = shl i64 %256, 32
  %258 = or i64 %257, %249
  %259 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %259, align 8, !invariant.load !0
  %260 = sdiv i64 %arg612, 2374
  %261 = mul i64 %row.iv, %260
  %262 = add i64 %261, %item.iv
  %263 = mul i64 %262, 32
  %264 = add i64 %263, %lane.iv
  %265 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %265, align 8, !invariant.load !0
  %266 = inttoptr i64 %arg12 to ptr
  %267 = getelementptr i64, ptr %266, i64 %264
  store i64 %258, ptr %267, align 4
  %268 = load float, ptr %s, align 4
  %269 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %130, ptr %269, align 4
  %270 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %268, ptr %270, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %271 = mul i64 %208, 8
  %272 = mul i64 %271, 2
  %273 = getelementptr i8, ptr %15, i64 %272
  %274 = add i64 %271, 8
  %275 = icmp sle i64 %274, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x6, align 16
  br i1 %275, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %276 = load <8 x i16>, ptr %xs, align 16
  %277 = zext <8 x i16> %276 to <8 x i32>
  %278 = shl <8 x i32> %277, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %279 = bitcast <8 x i32> %278 to <8 x float>
  %280 = load <8 x float>, ptr %ls.max, align 32
  %281 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %280, <8 x float> %279)
  store <8 x float> %281, ptr %ls.max, align 32
  %.splatinsert10 = insertelement <8 x float> poison, float %44, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  %282 = fcmp ogt <8 x float> %279, %.splat11
  %283 = sext <8 x i1> %282 to <8 x i32>
  %284 = load <8 x i32>, ptr %ls.above, align 32
  %285 = sub <8 x i32> %284, %283
  store <8 x i32> %285, ptr %ls.above, align 32
  %286 = load <8 x float>, ptr %sacc, align 32
  %287 = load <8 x float>, ptr %tacc, align 32
  %288 = fsub <8 x float> %279, %.splat
  %289 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %288
  %290 = select <8 x i1> %289, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %288
  %291 = call <8 x float> @llvm.fma.v8f32(<8 x float> %290, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %292 = fsub <8 x float> %291, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %293 = fneg <8 x float> %292
  %294 = call <8 x float> @llvm.fma.v8f32(<8 x float> %290, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %293)
  %295 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %294, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %296 = call <8 x float> @llvm.fma.v8f32(<8 x float> %295, <8 x float> %294, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %297 = call <8 x float> @llvm.fma.v8f32(<8 x float> %296, <8 x float> %294, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %298 = call <8 x float> @llvm.fma.v8f32(<8 x float> %297, <8 x float> %294, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %299 = call <8 x float> @llvm.fma.v8f32(<8 x float> %298, <8 x float> %294, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %300 = bitcast <8 x float> %291 to <8 x i32>
  %301 = shl <8 x i32> %300, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %302 = bitcast <8 x i32> %301 to <8 x float>
  %303 = call <8 x float> @llvm.fma.v8f32(<8 x float> %299, <8 x float> %302, <8 x float> %286)
  store <8 x float> %303, ptr %sacc, align 32
  store <8 x float> %287, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %304 = load <8 x i16>, ptr %273, align 2, !invariant.load !0
  store <8 x i16> %304, ptr %x6, align 16
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %305 = sub i64 %21, 1
  %306 = add i64 %271, 0
  %307 = icmp slt i64 %306, %21
  %308 = select i1 %307, i64 %306, i64 %305
  %309 = mul i64 %308, 2
  %310 = getelementptr i8, ptr %15, i64 %309
  %311 = load i16, ptr %310, align 2, !invariant.load !0
  %312 = select i1 %307, i16 %311, i16 -128
  %313 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %312, i64 0
  %314 = add i64 %271, 1
  %315 = icmp slt i64 %314, %21
  %316 = select i1 %315, i64 %314, i64 %305
  %317 = mul i64 %316, 2
  %318 = getelementptr i8, ptr %15, i64 %317
  %319 = load i16, ptr %318, align 2, !invariant.load !0
  %320 = select i1 %315, i16 %319, i16 -128
  %321 = insertelement <8 x i16> %313, i16 %320, i64 1
  %322 = add i64 %271, 2
  %323 = icmp slt i64 %322, %21
  %324 = select i1 %323, i64 %322, i64 %305
  %325 = mul i64 %324, 2
  %326 = getelementptr i8, ptr %15, i64 %325
  %327 = load i16, ptr %326, align 2, !invariant.load !0
  %328 = select i1 %323, i16 %327, i16 -128
  %329 = insertelement <8 x i16> %321, i16 %328, i64 2
  %330 = add i64 %271, 3
  %331 = icmp slt i64 %330, %21
  %332 = select i1 %331, i64 %330, i64 %305
  %333 = mul i64 %332, 2
  %334 = getelementptr i8, ptr %15, i64 %333
  %335 = load i16, ptr %334, align 2, !invariant.load !0
  %336 = select i1 %331, i16 %335, i16 -128
  %337 = insertelement <8 x i16> %329, i16 %336, i64 3
  %338 = add i64 %271, 4
  %339 = icmp slt i64 %338, %21
  %340 = select i1 %339, i64 %338, i64 %305
  %341 = mul i64 %340, 2
  %342 = getelementptr i8, ptr %15, i64 %341
  %343 = load i16, ptr %342, align 2, !invariant.load !0
  %344 = select i1 %339, i16 %343, i16 -128
  %345 = insertelement <8 x i16> %337, i16 %344, i64 4
  %346 = add i64 %271, 5
  %347 = icmp slt i64 %346, %21
  %348 = select i1 %347, i64 %346, i64 %305
  %349 = mul i64 %348, 2
  %350 = getelementptr i8, ptr %15, i64 %349
  %351 = load i16, ptr %350, align 2, !invariant.load !0
  %352 = select i1 %347, i16 %351, i16 -128
  %353 = insertelement <8 x i16> %345, i16 %352, i64 5
  %354 = add i64 %271, 6
  %355 = icmp slt i64 %354, %21
  %356 = select i1 %355, i64 %354, i64 %305
  %357 = mul i64 %356, 2
  %358 = getelementptr i8, ptr %15, i64 %357
  %359 = load i16, ptr %358, align 2, !invariant.load !0
  %360 = select i1 %355, i16 %359, i16 -128
  %361 = insertelement <8 x i16> %353, i16 %360, i64 6
  %362 = add i64 %271, 7
  %363 = icmp slt i64 %362, %21
  %364 = select i1 %363, i64 %362, i64 %305
  %365 = mul i64 %364, 2
  %366 = getelementptr i8, ptr %15, i64 %365
  %367 = load i16, ptr %366, align 2, !invariant.load !0
  %368 = select i1 %363, i16 %367, i16 -128
  %369 = insertelement <8 x i16> %361, i16 %368, i64 7
  store <8 x i16> %369, ptr %x6, align 16
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %370 = load <8 x i16>, ptr %x6, align 16
  store <8 x i16> %370, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %371 = icmp slt i64 %tree.iv, 5
  br i1 %371, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %372 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %373 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %374 = load float, ptr %373, align 4
  %375 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %376 = load float, ptr %375, align 4
  store float %374, ptr %res.m, align 4
  store float %376, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %377 = icmp slt i64 %tree.lane.iv, %372
  br i1 %377, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %378 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %379 = load float, ptr %378, align 4
  %380 = add i64 %tree.lane.iv, %372
  %381 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %380
  %382 = load float, ptr %381, align 4
  %383 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %384 = load float, ptr %383, align 4
  %385 = add i64 %tree.lane.iv, %372
  %386 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %385
  %387 = load float, ptr %386, align 4
  %388 = fadd float %384, %387
  %389 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %379, ptr %389, align 4
  %390 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %388, ptr %390, align 4
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
  %391 = icmp slt i64 %lempty.iv, 32
  br i1 %391, label %lempty.body, label %lempty.exit

lempty.body:                                      ; preds = %lempty.head
  %392 = getelementptr inbounds i64, ptr %0, i64 6
  %arg615 = load i64, ptr %392, align 8, !invariant.load !0
  %393 = sdiv i64 %arg615, 2374
  %394 = mul i64 %row.iv, %393
  %395 = add i64 %394, %item.iv
  %396 = mul i64 %395, 32
  %397 = add i64 %396, %lempty.iv
  %398 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1216 = load i64, ptr %398, align 8, !invariant.load !0
  %399 = inttoptr i64 %arg1216 to ptr
  %400 = getelementptr i64, ptr %399, i64 %397
  store i64 -9187343244130779136, ptr %400, align 4
  %lempty.next = add nsw i64 %lempty.iv, 1
  br label %lempty.head, !llvm.loop !1

lempty.exit:                                      ; preds = %lempty.head
  br label %if.end14

leader.then:                                      ; preds = %if.end
  %401 = getelementptr float, ptr %53, i64 0
  %402 = load float, ptr %res.m, align 4
  %403 = fcmp uno float %402, %402
  %404 = select i1 %403, float 0x7FF8000000000000, float %402
  store float %404, ptr %401, align 4
  %405 = getelementptr float, ptr %53, i64 1
  %406 = load float, ptr %res.s, align 4
  %407 = fcmp uno float %406, %406
  %408 = select i1 %407, float 0x7FF8000000000000, float %406
  store float %408, ptr %405, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %if.end
  %409 = icmp eq i64 %item.iv, 0
  %410 = and i1 %409, true
  br i1 %410, label %if.then18, label %if.end19

if.then18:                                        ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %27, label %if.then20, label %if.end21

if.end19:                                         ; preds = %if.end21, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then20:                                        ; preds = %if.then18
  %411 = getelementptr inbounds i64, ptr %0, i64 5
  %arg522 = load i64, ptr %411, align 8, !invariant.load !0
  %412 = getelementptr i64, ptr %23, i64 %row.iv
  %413 = load i64, ptr %412, align 4
  %414 = sub i64 %413, %arg522
  %415 = getelementptr inbounds i64, ptr %0, i64 6
  %arg623 = load i64, ptr %415, align 8, !invariant.load !0
  %416 = icmp slt i64 %414, %arg623
  %417 = icmp sge i64 %414, 0
  %418 = and i1 %417, %416
  br i1 %418, label %if.then24, label %if.end25

if.end21:                                         ; preds = %if.end25, %if.then18
  %419 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %419, align 8, !invariant.load !0
  %420 = inttoptr i64 %arg10 to ptr
  %421 = getelementptr float, ptr %420, i64 %row.iv
  %422 = load float, ptr %tl, align 4
  %423 = fcmp uno float %422, %422
  %424 = select i1 %423, float 0x7FF8000000000000, float %422
  store float %424, ptr %421, align 4
  br label %if.end19

if.then24:                                        ; preds = %if.then20
  %425 = mul i64 %414, 2
  %426 = getelementptr i8, ptr %12, i64 %425
  %427 = load i16, ptr %426, align 2, !invariant.load !0
  %428 = zext i16 %427 to i32
  %429 = shl i32 %428, 16
  %430 = bitcast i32 %429 to float
  store float %430, ptr %tl, align 4
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
