; golden IR for tests/codegen/golden_test.cpp (TP 1 top-k: tile_stats and every lane's max and count, one read)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %tl = alloca float, align 4
  %x15 = alloca <8 x i16>, align 16
  %xs12 = alloca <8 x i16>, align 16
  %ls.above = alloca <8 x i32>, align 32
  %ls.max = alloca <8 x float>, align 32
  %x6 = alloca <8 x i16>, align 16
  %xs = alloca <8 x i16>, align 16
  %tacc = alloca <8 x float>, align 32
  %sacc = alloca <8 x float>, align 32
  %t = alloca float, align 4
  %s = alloca float, align 4
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

item.head:                                        ; preds = %if.end26, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end26 ]
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
  %arg624 = load i64, ptr %46, align 8, !invariant.load !0
  %47 = sdiv i64 %arg624, 2374
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
  br i1 true, label %if.then20, label %if.end21

nonempty.end:                                     ; preds = %if.end21, %tree.exit
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

lane.head:                                        ; preds = %lstat.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lstat.exit ]
  %203 = icmp slt i64 %lane.iv, 32
  br i1 %203, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
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
  %.splatinsert10 = insertelement <8 x float> poison, float %44, i64 0
  %.splat11 = shufflevector <8 x float> %.splatinsert10, <8 x float> poison, <8 x i32> zeroinitializer
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %ls.max, align 32
  store <8 x i32> zeroinitializer, ptr %ls.above, align 32
  br label %lstat.head

ld.then:                                          ; preds = %lsum.body
  %222 = mul i64 %208, 8
  %223 = mul i64 %222, 2
  %224 = getelementptr i8, ptr %15, i64 %223
  %225 = add i64 %222, 8
  %226 = icmp sle i64 %225, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x6, align 16
  br i1 %226, label %full.then7, label %full.else8

ld.end:                                           ; preds = %full.end9, %lsum.body
  %227 = load <8 x i16>, ptr %xs, align 16
  %228 = zext <8 x i16> %227 to <8 x i32>
  %229 = shl <8 x i32> %228, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %230 = bitcast <8 x i32> %229 to <8 x float>
  %231 = load <8 x float>, ptr %sacc, align 32
  %232 = load <8 x float>, ptr %tacc, align 32
  %233 = fsub <8 x float> %230, %.splat
  %234 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %233
  %235 = select <8 x i1> %234, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %233
  %236 = call <8 x float> @llvm.fma.v8f32(<8 x float> %235, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %237 = fsub <8 x float> %236, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %238 = fneg <8 x float> %237
  %239 = call <8 x float> @llvm.fma.v8f32(<8 x float> %235, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %238)
  %240 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %239, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %241 = call <8 x float> @llvm.fma.v8f32(<8 x float> %240, <8 x float> %239, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %242 = call <8 x float> @llvm.fma.v8f32(<8 x float> %241, <8 x float> %239, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %243 = call <8 x float> @llvm.fma.v8f32(<8 x float> %242, <8 x float> %239, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %244 = call <8 x float> @llvm.fma.v8f32(<8 x float> %243, <8 x float> %239, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %245 = bitcast <8 x float> %236 to <8 x i32>
  %246 = shl <8 x i32> %245, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %247 = bitcast <8 x i32> %246 to <8 x float>
  %248 = call <8 x float> @llvm.fma.v8f32(<8 x float> %244, <8 x float> %247, <8 x float> %231)
  store <8 x float> %248, ptr %sacc, align 32
  store <8 x float> %232, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then7:                                       ; preds = %ld.then
  %249 = load <8 x i16>, ptr %224, align 2, !invariant.load !0
  store <8 x i16> %249, ptr %x6, align 16
  br label %full.end9

full.else8:                                       ; preds = %ld.then
  %250 = sub i64 %21, 1
  %251 = add i64 %222, 0
  %252 = icmp slt i64 %251, %21
  %253 = select i1 %252, i64 %251, i64 %250
  %254 = mul i64 %253, 2
  %255 = getelementptr i8, ptr %15, i64 %254
  %256 = load i16, ptr %255, align 2, !invariant.load !0
  %257 = select i1 %252, i16 %256, i16 -128
  %258 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %257, i64 0
  %259 = add i64 %222, 1
  %260 = icmp slt i64 %259, %21
  %261 = select i1 %260, i64 %259, i64 %250
  %262 = mul i64 %261, 2
  %263 = getelementptr i8, ptr %15, i64 %262
  %264 = load i16, ptr %263, align 2, !invariant.load !0
  %265 = select i1 %260, i16 %264, i16 -128
  %266 = insertelement <8 x i16> %258, i16 %265, i64 1
  %267 = add i64 %222, 2
  %268 = icmp slt i64 %267, %21
  %269 = select i1 %268, i64 %267, i64 %250
  %270 = mul i64 %269, 2
  %271 = getelementptr i8, ptr %15, i64 %270
  %272 = load i16, ptr %271, align 2, !invariant.load !0
  %273 = select i1 %268, i16 %272, i16 -128
  %274 = insertelement <8 x i16> %266, i16 %273, i64 2
  %275 = add i64 %222, 3
  %276 = icmp slt i64 %275, %21
  %277 = select i1 %276, i64 %275, i64 %250
  %278 = mul i64 %277, 2
  %279 = getelementptr i8, ptr %15, i64 %278
  %280 = load i16, ptr %279, align 2, !invariant.load !0
  %281 = select i1 %276, i16 %280, i16 -128
  %282 = insertelement <8 x i16> %274, i16 %281, i64 3
  %283 = add i64 %222, 4
  %284 = icmp slt i64 %283, %21
  %285 = select i1 %284, i64 %283, i64 %250
  %286 = mul i64 %285, 2
  %287 = getelementptr i8, ptr %15, i64 %286
  %288 = load i16, ptr %287, align 2, !invariant.load !0
  %289 = select i1 %284, i16 %288, i16 -128
  %290 = insertelement <8 x i16> %282, i16 %289, i64 4
  %291 = add i64 %222, 5
  %292 = icmp slt i64 %291, %21
  %293 = select i1 %292, i64 %291, i64 %250
  %294 = mul i64 %293, 2
  %295 = getelementptr i8, ptr %15, i64 %294
  %296 = load i16, ptr %295, align 2, !invariant.load !0
  %297 = select i1 %292, i16 %296, i16 -128
  %298 = insertelement <8 x i16> %290, i16 %297, i64 5
  %299 = add i64 %222, 6
  %300 = icmp slt i64 %299, %21
  %301 = select i1 %300, i64 %299, i64 %250
  %302 = mul i64 %301, 2
  %303 = getelementptr i8, ptr %15, i64 %302
  %304 = load i16, ptr %303, align 2, !invariant.load !0
  %305 = select i1 %300, i16 %304, i16 -128
  %306 = insertelement <8 x i16> %298, i16 %305, i64 6
  %307 = add i64 %222, 7
  %308 = icmp slt i64 %307, %21
  %309 = select i1 %308, i64 %307, i64 %250
  %310 = mul i64 %309, 2
  %311 = getelementptr i8, ptr %15, i64 %310
  %312 = load i16, ptr %311, align 2, !invariant.load !0
  %313 = select i1 %308, i16 %312, i16 -128
  %314 = insertelement <8 x i16> %306, i16 %313, i64 7
  store <8 x i16> %314, ptr %x6, align 16
  br label %full.end9

full.end9:                                        ; preds = %full.else8, %full.then7
  %315 = load <8 x i16>, ptr %x6, align 16
  store <8 x i16> %315, ptr %xs, align 16
  br label %ld.end

lstat.head:                                       ; preds = %ld.end14, %lsum.exit
  %lstat.iv = phi i64 [ 0, %lsum.exit ], [ %lstat.next, %ld.end14 ]
  %316 = icmp slt i64 %lstat.iv, 10
  br i1 %316, label %lstat.body, label %lstat.exit

lstat.body:                                       ; preds = %lstat.head
  %317 = mul i64 %lstat.iv, 32
  %318 = add i64 %317, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs12, align 16
  %319 = icmp slt i64 %318, 297
  br i1 %319, label %ld.then13, label %ld.end14

lstat.exit:                                       ; preds = %lstat.head
  %320 = load <8 x float>, ptr %ls.max, align 32
  %321 = shufflevector <8 x float> %320, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %322 = shufflevector <8 x float> %320, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %323 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %321, <4 x float> %322)
  %324 = shufflevector <4 x float> %323, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %325 = shufflevector <4 x float> %323, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %326 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %324, <2 x float> %325)
  %327 = shufflevector <2 x float> %326, <2 x float> poison, <1 x i32> zeroinitializer
  %328 = shufflevector <2 x float> %326, <2 x float> poison, <1 x i32> <i32 1>
  %329 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %327, <1 x float> %328)
  %330 = extractelement <1 x float> %329, i64 0
  %331 = load <8 x i32>, ptr %ls.above, align 32
  %332 = extractelement <8 x i32> %331, i64 0
  %333 = extractelement <8 x i32> %331, i64 1
  %334 = add i32 %332, %333
  %335 = extractelement <8 x i32> %331, i64 2
  %336 = add i32 %334, %335
  %337 = extractelement <8 x i32> %331, i64 3
  %338 = add i32 %336, %337
  %339 = extractelement <8 x i32> %331, i64 4
  %340 = add i32 %338, %339
  %341 = extractelement <8 x i32> %331, i64 5
  %342 = add i32 %340, %341
  %343 = extractelement <8 x i32> %331, i64 6
  %344 = add i32 %342, %343
  %345 = extractelement <8 x i32> %331, i64 7
  %346 = add i32 %344, %345
  %347 = zext i32 %346 to i64
  %348 = bitcast float %330 to i32
  %349 = fcmp uno float %330, %330
  %350 = select i1 %349, i32 2143289344, i32 %348
  %351 = xor i32 %350, 2147483647
  %352 = icmp sge i32 %350, 0
  %353 = select i1 %352, i32 %350, i32 %351
  %354 = sext i32 %353 to i64
  %355 = shl i64 %354, 32
  %356 = or i64 %355, %347
  %357 = getelementptr inbounds i64, ptr %0, i64 6
  %arg619 = load i64, ptr %357, align 8, !invariant.load !0
  %358 = sdiv i64 %arg619, 2374
  %359 = mul i64 %row.iv, %358
  %360 = add i64 %359, %item.iv
  %361 = mul i64 %360, 32
  %362 = add i64 %361, %lane.iv
  %363 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %363, align 8, !invariant.load !0
  %364 = inttoptr i64 %arg12 to ptr
  %365 = getelementptr i64, ptr %364, i64 %362
  store i64 %356, ptr %365, align 4
  %366 = load float, ptr %s, align 4
  %367 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %130, ptr %367, align 4
  %368 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %lane.iv
  store float %366, ptr %368, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then13:                                        ; preds = %lstat.body
  %369 = mul i64 %318, 8
  %370 = mul i64 %369, 2
  %371 = getelementptr i8, ptr %15, i64 %370
  %372 = add i64 %369, 8
  %373 = icmp sle i64 %372, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x15, align 16
  br i1 %373, label %full.then16, label %full.else17

ld.end14:                                         ; preds = %full.end18, %lstat.body
  %374 = load <8 x i16>, ptr %xs12, align 16
  %375 = zext <8 x i16> %374 to <8 x i32>
  %376 = shl <8 x i32> %375, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %377 = bitcast <8 x i32> %376 to <8 x float>
  %378 = load <8 x float>, ptr %ls.max, align 32
  %379 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %378, <8 x float> %377)
  store <8 x float> %379, ptr %ls.max, align 32
  %380 = fcmp ogt <8 x float> %377, %.splat11
  %381 = zext <8 x i1> %380 to <8 x i32>
  %382 = load <8 x i32>, ptr %ls.above, align 32
  %383 = add <8 x i32> %382, %381
  store <8 x i32> %383, ptr %ls.above, align 32
  %lstat.next = add nsw i64 %lstat.iv, 1
  br label %lstat.head

full.then16:                                      ; preds = %ld.then13
  %384 = load <8 x i16>, ptr %371, align 2, !invariant.load !0
  store <8 x i16> %384, ptr %x15, align 16
  br label %full.end18

full.else17:                                      ; preds = %ld.then13
  %385 = sub i64 %21, 1
  %386 = add i64 %369, 0
  %387 = icmp slt i64 %386, %21
  %388 = select i1 %387, i64 %386, i64 %385
  %389 = mul i64 %388, 2
  %390 = getelementptr i8, ptr %15, i64 %389
  %391 = load i16, ptr %390, align 2, !invariant.load !0
  %392 = select i1 %387, i16 %391, i16 -128
  %393 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %392, i64 0
  %394 = add i64 %369, 1
  %395 = icmp slt i64 %394, %21
  %396 = select i1 %395, i64 %394, i64 %385
  %397 = mul i64 %396, 2
  %398 = getelementptr i8, ptr %15, i64 %397
  %399 = load i16, ptr %398, align 2, !invariant.load !0
  %400 = select i1 %395, i16 %399, i16 -128
  %401 = insertelement <8 x i16> %393, i16 %400, i64 1
  %402 = add i64 %369, 2
  %403 = icmp slt i64 %402, %21
  %404 = select i1 %403, i64 %402, i64 %385
  %405 = mul i64 %404, 2
  %406 = getelementptr i8, ptr %15, i64 %405
  %407 = load i16, ptr %406, align 2, !invariant.load !0
  %408 = select i1 %403, i16 %407, i16 -128
  %409 = insertelement <8 x i16> %401, i16 %408, i64 2
  %410 = add i64 %369, 3
  %411 = icmp slt i64 %410, %21
  %412 = select i1 %411, i64 %410, i64 %385
  %413 = mul i64 %412, 2
  %414 = getelementptr i8, ptr %15, i64 %413
  %415 = load i16, ptr %414, align 2, !invariant.load !0
  %416 = select i1 %411, i16 %415, i16 -128
  %417 = insertelement <8 x i16> %409, i16 %416, i64 3
  %418 = add i64 %369, 4
  %419 = icmp slt i64 %418, %21
  %420 = select i1 %419, i64 %418, i64 %385
  %421 = mul i64 %420, 2
  %422 = getelementptr i8, ptr %15, i64 %421
  %423 = load i16, ptr %422, align 2, !invariant.load !0
  %424 = select i1 %419, i16 %423, i16 -128
  %425 = insertelement <8 x i16> %417, i16 %424, i64 4
  %426 = add i64 %369, 5
  %427 = icmp slt i64 %426, %21
  %428 = select i1 %427, i64 %426, i64 %385
  %429 = mul i64 %428, 2
  %430 = getelementptr i8, ptr %15, i64 %429
  %431 = load i16, ptr %430, align 2, !invariant.load !0
  %432 = select i1 %427, i16 %431, i16 -128
  %433 = insertelement <8 x i16> %425, i16 %432, i64 5
  %434 = add i64 %369, 6
  %435 = icmp slt i64 %434, %21
  %436 = select i1 %435, i64 %434, i64 %385
  %437 = mul i64 %436, 2
  %438 = getelementptr i8, ptr %15, i64 %437
  %439 = load i16, ptr %438, align 2, !invariant.load !0
  %440 = select i1 %435, i16 %439, i16 -128
  %441 = insertelement <8 x i16> %433, i16 %440, i64 6
  %442 = add i64 %369, 7
  %443 = icmp slt i64 %442, %21
  %444 = select i1 %443, i64 %442, i64 %385
  %445 = mul i64 %444, 2
  %446 = getelementptr i8, ptr %15, i64 %445
  %447 = load i16, ptr %446, align 2, !invariant.load !0
  %448 = select i1 %443, i16 %447, i16 -128
  %449 = insertelement <8 x i16> %441, i16 %448, i64 7
  store <8 x i16> %449, ptr %x15, align 16
  br label %full.end18

full.end18:                                       ; preds = %full.else17, %full.then16
  %450 = load <8 x i16>, ptr %x15, align 16
  store <8 x i16> %450, ptr %xs12, align 16
  br label %ld.end14

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %451 = icmp slt i64 %tree.iv, 5
  br i1 %451, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %452 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %453 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %454 = load float, ptr %453, align 4
  %455 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 0
  %456 = load float, ptr %455, align 4
  store float %454, ptr %res.m, align 4
  store float %456, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %457 = icmp slt i64 %tree.lane.iv, %452
  br i1 %457, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %458 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %459 = load float, ptr %458, align 4
  %460 = add i64 %tree.lane.iv, %452
  %461 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %460
  %462 = load float, ptr %461, align 4
  %463 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  %464 = load float, ptr %463, align 4
  %465 = add i64 %tree.lane.iv, %452
  %466 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %465
  %467 = load float, ptr %466, align 4
  %468 = fadd float %464, %467
  %469 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %459, ptr %469, align 4
  %470 = getelementptr inbounds [32 x float], ptr %lanes5, i64 0, i64 %tree.lane.iv
  store float %468, ptr %470, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

if.then20:                                        ; preds = %nonempty.else
  br label %lempty.head

if.end21:                                         ; preds = %lempty.exit, %nonempty.else
  br label %nonempty.end

lempty.head:                                      ; preds = %lempty.body, %if.then20
  %lempty.iv = phi i64 [ 0, %if.then20 ], [ %lempty.next, %lempty.body ]
  %471 = icmp slt i64 %lempty.iv, 32
  br i1 %471, label %lempty.body, label %lempty.exit

lempty.body:                                      ; preds = %lempty.head
  %472 = getelementptr inbounds i64, ptr %0, i64 6
  %arg622 = load i64, ptr %472, align 8, !invariant.load !0
  %473 = sdiv i64 %arg622, 2374
  %474 = mul i64 %row.iv, %473
  %475 = add i64 %474, %item.iv
  %476 = mul i64 %475, 32
  %477 = add i64 %476, %lempty.iv
  %478 = getelementptr inbounds i64, ptr %0, i64 12
  %arg1223 = load i64, ptr %478, align 8, !invariant.load !0
  %479 = inttoptr i64 %arg1223 to ptr
  %480 = getelementptr i64, ptr %479, i64 %477
  store i64 -9187343244130779136, ptr %480, align 4
  %lempty.next = add nsw i64 %lempty.iv, 1
  br label %lempty.head, !llvm.loop !1

lempty.exit:                                      ; preds = %lempty.head
  br label %if.end21

leader.then:                                      ; preds = %if.end
  %481 = getelementptr float, ptr %53, i64 0
  %482 = load float, ptr %res.m, align 4
  %483 = fcmp uno float %482, %482
  %484 = select i1 %483, float 0x7FF8000000000000, float %482
  store float %484, ptr %481, align 4
  %485 = getelementptr float, ptr %53, i64 1
  %486 = load float, ptr %res.s, align 4
  %487 = fcmp uno float %486, %486
  %488 = select i1 %487, float 0x7FF8000000000000, float %486
  store float %488, ptr %485, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %if.end
  %489 = icmp eq i64 %item.iv, 0
  %490 = and i1 %489, true
  br i1 %490, label %if.then25, label %if.end26

if.then25:                                        ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %27, label %if.then27, label %if.end28

if.end26:                                         ; preds = %if.end28, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then27:                                        ; preds = %if.then25
  %491 = getelementptr inbounds i64, ptr %0, i64 5
  %arg529 = load i64, ptr %491, align 8, !invariant.load !0
  %492 = getelementptr i64, ptr %23, i64 %row.iv
  %493 = load i64, ptr %492, align 4
  %494 = sub i64 %493, %arg529
  %495 = getelementptr inbounds i64, ptr %0, i64 6
  %arg630 = load i64, ptr %495, align 8, !invariant.load !0
  %496 = icmp slt i64 %494, %arg630
  %497 = icmp sge i64 %494, 0
  %498 = and i1 %497, %496
  br i1 %498, label %if.then31, label %if.end32

if.end28:                                         ; preds = %if.end32, %if.then25
  %499 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %499, align 8, !invariant.load !0
  %500 = inttoptr i64 %arg10 to ptr
  %501 = getelementptr float, ptr %500, i64 %row.iv
  %502 = load float, ptr %tl, align 4
  %503 = fcmp uno float %502, %502
  %504 = select i1 %503, float 0x7FF8000000000000, float %502
  store float %504, ptr %501, align 4
  br label %if.end26

if.then31:                                        ; preds = %if.then27
  %505 = mul i64 %494, 2
  %506 = getelementptr i8, ptr %12, i64 %505
  %507 = load i16, ptr %506, align 2, !invariant.load !0
  %508 = zext i16 %507 to i32
  %509 = shl i32 %508, 16
  %510 = bitcast i32 %509 to float
  store float %510, ptr %tl, align 4
  br label %if.end32

if.end32:                                         ; preds = %if.then31, %if.then27
  br label %if.end28
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
