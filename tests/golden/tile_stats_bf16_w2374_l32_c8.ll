; golden IR for tests/golden_test.cpp (default hot kernel, canonical order)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0
source_filename = "logpjit.tile_stats"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_tile_stats(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
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
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %22 = icmp sgt i64 %21, 0
  br i1 %22, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  %23 = sdiv i64 %21, 8
  %24 = sdiv i64 %23, 4
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %25 = getelementptr inbounds i64, ptr %0, i64 6
  %arg69 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = sdiv i64 %arg69, 2374
  %27 = mul i64 %row.iv, %26
  %28 = add i64 %27, %item.iv
  %29 = mul i64 %28, 2
  %30 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %30, align 8, !invariant.load !0
  %31 = inttoptr i64 %arg9 to ptr
  %32 = getelementptr float, ptr %31, i64 %29
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %33 = icmp slt i64 %tmax.iv, %24
  br i1 %33, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %34 = mul i64 %tmax.iv, 4
  %35 = add i64 %34, 0
  %36 = mul i64 %35, 16
  %37 = getelementptr i8, ptr %15, i64 %36
  %38 = load <8 x i16>, ptr %37, align 2, !invariant.load !0
  %39 = zext <8 x i16> %38 to <8 x i32>
  %40 = shl <8 x i32> %39, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %41 = bitcast <8 x i32> %40 to <8 x float>
  %42 = load <8 x float>, ptr %tmax, align 32
  %43 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %42, <8 x float> %41)
  store <8 x float> %43, ptr %tmax, align 32
  %44 = mul i64 %tmax.iv, 4
  %45 = add i64 %44, 1
  %46 = mul i64 %45, 16
  %47 = getelementptr i8, ptr %15, i64 %46
  %48 = load <8 x i16>, ptr %47, align 2, !invariant.load !0
  %49 = zext <8 x i16> %48 to <8 x i32>
  %50 = shl <8 x i32> %49, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %51 = bitcast <8 x i32> %50 to <8 x float>
  %52 = load <8 x float>, ptr %tmax1, align 32
  %53 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %52, <8 x float> %51)
  store <8 x float> %53, ptr %tmax1, align 32
  %54 = mul i64 %tmax.iv, 4
  %55 = add i64 %54, 2
  %56 = mul i64 %55, 16
  %57 = getelementptr i8, ptr %15, i64 %56
  %58 = load <8 x i16>, ptr %57, align 2, !invariant.load !0
  %59 = zext <8 x i16> %58 to <8 x i32>
  %60 = shl <8 x i32> %59, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %61 = bitcast <8 x i32> %60 to <8 x float>
  %62 = load <8 x float>, ptr %tmax2, align 32
  %63 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %62, <8 x float> %61)
  store <8 x float> %63, ptr %tmax2, align 32
  %64 = mul i64 %tmax.iv, 4
  %65 = add i64 %64, 3
  %66 = mul i64 %65, 16
  %67 = getelementptr i8, ptr %15, i64 %66
  %68 = load <8 x i16>, ptr %67, align 2, !invariant.load !0
  %69 = zext <8 x i16> %68 to <8 x i32>
  %70 = shl <8 x i32> %69, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %71 = bitcast <8 x i32> %70 to <8 x float>
  %72 = load <8 x float>, ptr %tmax3, align 32
  %73 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %72, <8 x float> %71)
  store <8 x float> %73, ptr %tmax3, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %74 = mul i64 %24, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %74, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %75 = icmp slt i64 %tmax.rest.iv, %23
  br i1 %75, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %76 = mul i64 %tmax.rest.iv, 16
  %77 = getelementptr i8, ptr %15, i64 %76
  %78 = load <8 x i16>, ptr %77, align 2, !invariant.load !0
  %79 = zext <8 x i16> %78 to <8 x i32>
  %80 = shl <8 x i32> %79, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %81 = bitcast <8 x i32> %80 to <8 x float>
  %82 = load <8 x float>, ptr %tmax, align 32
  %83 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %82, <8 x float> %81)
  store <8 x float> %83, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %84 = mul i64 %23, 8
  %85 = icmp slt i64 %84, %21
  br i1 %85, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %86 = mul i64 %23, 8
  %87 = mul i64 %86, 2
  %88 = getelementptr i8, ptr %15, i64 %87
  %89 = add i64 %86, 8
  %90 = icmp sle i64 %89, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %90, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %91 = load <8 x float>, ptr %tmax1, align 32
  %92 = load <8 x float>, ptr %tmax, align 32
  %93 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %92, <8 x float> %91)
  %94 = load <8 x float>, ptr %tmax3, align 32
  %95 = load <8 x float>, ptr %tmax2, align 32
  %96 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %95, <8 x float> %94)
  %97 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %93, <8 x float> %96)
  %98 = shufflevector <8 x float> %97, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %99 = shufflevector <8 x float> %97, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %100 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %98, <4 x float> %99)
  %101 = shufflevector <4 x float> %100, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %102 = shufflevector <4 x float> %100, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %103 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %101, <2 x float> %102)
  %104 = shufflevector <2 x float> %103, <2 x float> poison, <1 x i32> zeroinitializer
  %105 = shufflevector <2 x float> %103, <2 x float> poison, <1 x i32> <i32 1>
  %106 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %104, <1 x float> %105)
  %107 = extractelement <1 x float> %106, i64 0
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %108 = load <8 x i16>, ptr %88, align 2, !invariant.load !0
  store <8 x i16> %108, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %109 = sub i64 %21, 1
  %110 = add i64 %86, 0
  %111 = icmp slt i64 %110, %21
  %112 = select i1 %111, i64 %110, i64 %109
  %113 = mul i64 %112, 2
  %114 = getelementptr i8, ptr %15, i64 %113
  %115 = load i16, ptr %114, align 2, !invariant.load !0
  %116 = select i1 %111, i16 %115, i16 -128
  %117 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %116, i64 0
  %118 = add i64 %86, 1
  %119 = icmp slt i64 %118, %21
  %120 = select i1 %119, i64 %118, i64 %109
  %121 = mul i64 %120, 2
  %122 = getelementptr i8, ptr %15, i64 %121
  %123 = load i16, ptr %122, align 2, !invariant.load !0
  %124 = select i1 %119, i16 %123, i16 -128
  %125 = insertelement <8 x i16> %117, i16 %124, i64 1
  %126 = add i64 %86, 2
  %127 = icmp slt i64 %126, %21
  %128 = select i1 %127, i64 %126, i64 %109
  %129 = mul i64 %128, 2
  %130 = getelementptr i8, ptr %15, i64 %129
  %131 = load i16, ptr %130, align 2, !invariant.load !0
  %132 = select i1 %127, i16 %131, i16 -128
  %133 = insertelement <8 x i16> %125, i16 %132, i64 2
  %134 = add i64 %86, 3
  %135 = icmp slt i64 %134, %21
  %136 = select i1 %135, i64 %134, i64 %109
  %137 = mul i64 %136, 2
  %138 = getelementptr i8, ptr %15, i64 %137
  %139 = load i16, ptr %138, align 2, !invariant.load !0
  %140 = select i1 %135, i16 %139, i16 -128
  %141 = insertelement <8 x i16> %133, i16 %140, i64 3
  %142 = add i64 %86, 4
  %143 = icmp slt i64 %142, %21
  %144 = select i1 %143, i64 %142, i64 %109
  %145 = mul i64 %144, 2
  %146 = getelementptr i8, ptr %15, i64 %145
  %147 = load i16, ptr %146, align 2, !invariant.load !0
  %148 = select i1 %143, i16 %147, i16 -128
  %149 = insertelement <8 x i16> %141, i16 %148, i64 4
  %150 = add i64 %86, 5
  %151 = icmp slt i64 %150, %21
  %152 = select i1 %151, i64 %150, i64 %109
  %153 = mul i64 %152, 2
  %154 = getelementptr i8, ptr %15, i64 %153
  %155 = load i16, ptr %154, align 2, !invariant.load !0
  %156 = select i1 %151, i16 %155, i16 -128
  %157 = insertelement <8 x i16> %149, i16 %156, i64 5
  %158 = add i64 %86, 6
  %159 = icmp slt i64 %158, %21
  %160 = select i1 %159, i64 %158, i64 %109
  %161 = mul i64 %160, 2
  %162 = getelementptr i8, ptr %15, i64 %161
  %163 = load i16, ptr %162, align 2, !invariant.load !0
  %164 = select i1 %159, i16 %163, i16 -128
  %165 = insertelement <8 x i16> %157, i16 %164, i64 6
  %166 = add i64 %86, 7
  %167 = icmp slt i64 %166, %21
  %168 = select i1 %167, i64 %166, i64 %109
  %169 = mul i64 %168, 2
  %170 = getelementptr i8, ptr %15, i64 %169
  %171 = load i16, ptr %170, align 2, !invariant.load !0
  %172 = select i1 %167, i16 %171, i16 -128
  %173 = insertelement <8 x i16> %165, i16 %172, i64 7
  store <8 x i16> %173, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %174 = load <8 x i16>, ptr %x, align 16
  %175 = zext <8 x i16> %174 to <8 x i32>
  %176 = shl <8 x i32> %175, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %177 = bitcast <8 x i32> %176 to <8 x float>
  %178 = load <8 x float>, ptr %tmax, align 32
  %179 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %178, <8 x float> %177)
  store <8 x float> %179, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %180 = icmp slt i64 %lane.iv, 32
  br i1 %180, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %181 = fcmp oeq float %107, 0xFFF0000000000000
  %182 = select i1 %181, float 0.000000e+00, float %107
  %.splatinsert = insertelement <8 x float> poison, float %182, i64 0
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
  %183 = icmp slt i64 %lsum.iv, 10
  br i1 %183, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %184 = mul i64 %lsum.iv, 32
  %185 = add i64 %184, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %186 = icmp slt i64 %185, 297
  br i1 %186, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %187 = load <8 x float>, ptr %sacc, align 32
  %188 = load <8 x float>, ptr %tacc, align 32
  %189 = shufflevector <8 x float> %187, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %190 = shufflevector <8 x float> %187, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %191 = fadd <4 x float> %189, %190
  %192 = shufflevector <4 x float> %191, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %193 = shufflevector <4 x float> %191, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %194 = fadd <2 x float> %192, %193
  %195 = shufflevector <2 x float> %194, <2 x float> poison, <1 x i32> zeroinitializer
  %196 = shufflevector <2 x float> %194, <2 x float> poison, <1 x i32> <i32 1>
  %197 = fadd <1 x float> %195, %196
  %198 = extractelement <1 x float> %197, i64 0
  store float %198, ptr %s, align 4
  %199 = load float, ptr %s, align 4
  %200 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %107, ptr %200, align 4
  %201 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %lane.iv
  store float %199, ptr %201, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %202 = mul i64 %185, 8
  %203 = mul i64 %202, 2
  %204 = getelementptr i8, ptr %15, i64 %203
  %205 = add i64 %202, 8
  %206 = icmp sle i64 %205, %21
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x5, align 16
  br i1 %206, label %full.then6, label %full.else7

ld.end:                                           ; preds = %full.end8, %lsum.body
  %207 = load <8 x i16>, ptr %xs, align 16
  %208 = zext <8 x i16> %207 to <8 x i32>
  %209 = shl <8 x i32> %208, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %210 = bitcast <8 x i32> %209 to <8 x float>
  %211 = load <8 x float>, ptr %sacc, align 32
  %212 = load <8 x float>, ptr %tacc, align 32
  %213 = fsub <8 x float> %210, %.splat
  %214 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %213
  %215 = select <8 x i1> %214, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %213
  %216 = call <8 x float> @llvm.fma.v8f32(<8 x float> %215, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>)
  %217 = fsub <8 x float> %216, <float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000, float 0x4168000000000000>
  %218 = call <8 x float> @llvm.fma.v8f32(<8 x float> %217, <8 x float> <float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000, float 0xBFE6300000000000>, <8 x float> %215)
  %219 = call <8 x float> @llvm.fma.v8f32(<8 x float> %217, <8 x float> <float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000, float 0x3F2BD01060000000>, <8 x float> %218)
  %220 = fmul <8 x float> %219, %219
  %221 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000, float 0x3F56D117C0000000>, <8 x float> %219, <8 x float> <float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000, float 0x3F8120BE20000000>)
  %222 = call <8 x float> @llvm.fma.v8f32(<8 x float> %221, <8 x float> %219, <8 x float> <float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000, float 0x3FA5555180000000>)
  %223 = call <8 x float> @llvm.fma.v8f32(<8 x float> %222, <8 x float> %219, <8 x float> <float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000, float 0x3FC5554DC0000000>)
  %224 = call <8 x float> @llvm.fma.v8f32(<8 x float> %223, <8 x float> %219, <8 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>)
  %225 = call <8 x float> @llvm.fma.v8f32(<8 x float> %220, <8 x float> %224, <8 x float> %219)
  %226 = bitcast <8 x float> %216 to <8 x i32>
  %227 = shl <8 x i32> %226, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %228 = add <8 x i32> %227, <i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216, i32 1065353216>
  %229 = bitcast <8 x i32> %228 to <8 x float>
  %230 = call <8 x float> @llvm.fma.v8f32(<8 x float> %225, <8 x float> %229, <8 x float> %229)
  %231 = fadd <8 x float> %211, %230
  store <8 x float> %231, ptr %sacc, align 32
  store <8 x float> %212, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then6:                                       ; preds = %ld.then
  %232 = load <8 x i16>, ptr %204, align 2, !invariant.load !0
  store <8 x i16> %232, ptr %x5, align 16
  br label %full.end8

full.else7:                                       ; preds = %ld.then
  %233 = sub i64 %21, 1
  %234 = add i64 %202, 0
  %235 = icmp slt i64 %234, %21
  %236 = select i1 %235, i64 %234, i64 %233
  %237 = mul i64 %236, 2
  %238 = getelementptr i8, ptr %15, i64 %237
  %239 = load i16, ptr %238, align 2, !invariant.load !0
  %240 = select i1 %235, i16 %239, i16 -128
  %241 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %240, i64 0
  %242 = add i64 %202, 1
  %243 = icmp slt i64 %242, %21
  %244 = select i1 %243, i64 %242, i64 %233
  %245 = mul i64 %244, 2
  %246 = getelementptr i8, ptr %15, i64 %245
  %247 = load i16, ptr %246, align 2, !invariant.load !0
  %248 = select i1 %243, i16 %247, i16 -128
  %249 = insertelement <8 x i16> %241, i16 %248, i64 1
  %250 = add i64 %202, 2
  %251 = icmp slt i64 %250, %21
  %252 = select i1 %251, i64 %250, i64 %233
  %253 = mul i64 %252, 2
  %254 = getelementptr i8, ptr %15, i64 %253
  %255 = load i16, ptr %254, align 2, !invariant.load !0
  %256 = select i1 %251, i16 %255, i16 -128
  %257 = insertelement <8 x i16> %249, i16 %256, i64 2
  %258 = add i64 %202, 3
  %259 = icmp slt i64 %258, %21
  %260 = select i1 %259, i64 %258, i64 %233
  %261 = mul i64 %260, 2
  %262 = getelementptr i8, ptr %15, i64 %261
  %263 = load i16, ptr %262, align 2, !invariant.load !0
  %264 = select i1 %259, i16 %263, i16 -128
  %265 = insertelement <8 x i16> %257, i16 %264, i64 3
  %266 = add i64 %202, 4
  %267 = icmp slt i64 %266, %21
  %268 = select i1 %267, i64 %266, i64 %233
  %269 = mul i64 %268, 2
  %270 = getelementptr i8, ptr %15, i64 %269
  %271 = load i16, ptr %270, align 2, !invariant.load !0
  %272 = select i1 %267, i16 %271, i16 -128
  %273 = insertelement <8 x i16> %265, i16 %272, i64 4
  %274 = add i64 %202, 5
  %275 = icmp slt i64 %274, %21
  %276 = select i1 %275, i64 %274, i64 %233
  %277 = mul i64 %276, 2
  %278 = getelementptr i8, ptr %15, i64 %277
  %279 = load i16, ptr %278, align 2, !invariant.load !0
  %280 = select i1 %275, i16 %279, i16 -128
  %281 = insertelement <8 x i16> %273, i16 %280, i64 5
  %282 = add i64 %202, 6
  %283 = icmp slt i64 %282, %21
  %284 = select i1 %283, i64 %282, i64 %233
  %285 = mul i64 %284, 2
  %286 = getelementptr i8, ptr %15, i64 %285
  %287 = load i16, ptr %286, align 2, !invariant.load !0
  %288 = select i1 %283, i16 %287, i16 -128
  %289 = insertelement <8 x i16> %281, i16 %288, i64 6
  %290 = add i64 %202, 7
  %291 = icmp slt i64 %290, %21
  %292 = select i1 %291, i64 %290, i64 %233
  %293 = mul i64 %292, 2
  %294 = getelementptr i8, ptr %15, i64 %293
  %295 = load i16, ptr %294, align 2, !invariant.load !0
  %296 = select i1 %291, i16 %295, i16 -128
  %297 = insertelement <8 x i16> %289, i16 %296, i64 7
  store <8 x i16> %297, ptr %x5, align 16
  br label %full.end8

full.end8:                                        ; preds = %full.else7, %full.then6
  %298 = load <8 x i16>, ptr %x5, align 16
  store <8 x i16> %298, ptr %xs, align 16
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
  store float %302, ptr %res.m, align 4
  store float %304, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %305 = icmp slt i64 %tree.lane.iv, %300
  br i1 %305, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %306 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %307 = load float, ptr %306, align 4
  %308 = add i64 %tree.lane.iv, %300
  %309 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %308
  %310 = load float, ptr %309, align 4
  %311 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %312 = load float, ptr %311, align 4
  %313 = add i64 %tree.lane.iv, %300
  %314 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %313
  %315 = load float, ptr %314, align 4
  %316 = fadd float %312, %315
  %317 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %307, ptr %317, align 4
  %318 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %316, ptr %318, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %319 = getelementptr float, ptr %32, i64 0
  %320 = load float, ptr %res.m, align 4
  %321 = fcmp uno float %320, %320
  %322 = select i1 %321, float 0x7FF8000000000000, float %320
  store float %322, ptr %319, align 4
  %323 = getelementptr float, ptr %32, i64 1
  %324 = load float, ptr %res.s, align 4
  %325 = fcmp uno float %324, %324
  %326 = select i1 %325, float 0x7FF8000000000000, float %324
  store float %326, ptr %323, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %327 = icmp eq i64 %item.iv, 0
  %328 = and i1 %327, true
  br i1 %328, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %329 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %329, align 8, !invariant.load !0
  %330 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %331 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %331, align 8, !invariant.load !0
  %332 = getelementptr i64, ptr %330, i64 %row.iv
  %333 = load i64, ptr %332, align 4
  %334 = icmp ne i64 %333, %arg4
  br i1 %334, label %if.then10, label %if.end11

if.end:                                           ; preds = %if.end11, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then10:                                        ; preds = %if.then
  %335 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %335, align 8, !invariant.load !0
  %336 = getelementptr i64, ptr %330, i64 %row.iv
  %337 = load i64, ptr %336, align 4
  %338 = sub i64 %337, %arg5
  %339 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %339, align 8, !invariant.load !0
  %340 = icmp slt i64 %338, %arg612
  %341 = icmp sge i64 %338, 0
  %342 = and i1 %341, %340
  br i1 %342, label %if.then13, label %if.end14

if.end11:                                         ; preds = %if.end14, %if.then
  %343 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %343, align 8, !invariant.load !0
  %344 = inttoptr i64 %arg10 to ptr
  %345 = getelementptr float, ptr %344, i64 %row.iv
  %346 = load float, ptr %tl, align 4
  %347 = fcmp uno float %346, %346
  %348 = select i1 %347, float 0x7FF8000000000000, float %346
  store float %348, ptr %345, align 4
  br label %if.end

if.then13:                                        ; preds = %if.then10
  %349 = mul i64 %338, 2
  %350 = getelementptr i8, ptr %12, i64 %349
  %351 = load i16, ptr %350, align 2, !invariant.load !0
  %352 = zext i16 %351 to i32
  %353 = shl i32 %352, 16
  %354 = bitcast i32 %353 to float
  store float %354, ptr %tl, align 4
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.then10
  br label %if.end11
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
