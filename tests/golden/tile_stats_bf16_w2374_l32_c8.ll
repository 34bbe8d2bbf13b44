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
  %216 = call <8 x float> @llvm.fma.v8f32(<8 x float> %215, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %217 = fsub <8 x float> %216, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %218 = fneg <8 x float> %217
  %219 = call <8 x float> @llvm.fma.v8f32(<8 x float> %215, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %218)
  %220 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %219, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %221 = call <8 x float> @llvm.fma.v8f32(<8 x float> %220, <8 x float> %219, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %222 = call <8 x float> @llvm.fma.v8f32(<8 x float> %221, <8 x float> %219, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %223 = call <8 x float> @llvm.fma.v8f32(<8 x float> %222, <8 x float> %219, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %224 = call <8 x float> @llvm.fma.v8f32(<8 x float> %223, <8 x float> %219, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %225 = bitcast <8 x float> %216 to <8 x i32>
  %226 = shl <8 x i32> %225, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %227 = bitcast <8 x i32> %226 to <8 x float>
  %228 = call <8 x float> @llvm.fma.v8f32(<8 x float> %224, <8 x float> %227, <8 x float> %211)
  store <8 x float> %228, ptr %sacc, align 32
  store <8 x float> %212, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then6:                                       ; preds = %ld.then
  %229 = load <8 x i16>, ptr %204, align 2, !invariant.load !0
  store <8 x i16> %229, ptr %x5, align 16
  br label %full.end8

full.else7:                                       ; preds = %ld.then
  %230 = sub i64 %21, 1
  %231 = add i64 %202, 0
  %232 = icmp slt i64 %231, %21
  %233 = select i1 %232, i64 %231, i64 %230
  %234 = mul i64 %233, 2
  %235 = getelementptr i8, ptr %15, i64 %234
  %236 = load i16, ptr %235, align 2, !invariant.load !0
  %237 = select i1 %232, i16 %236, i16 -128
  %238 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %237, i64 0
  %239 = add i64 %202, 1
  %240 = icmp slt i64 %239, %21
  %241 = select i1 %240, i64 %239, i64 %230
  %242 = mul i64 %241, 2
  %243 = getelementptr i8, ptr %15, i64 %242
  %244 = load i16, ptr %243, align 2, !invariant.load !0
  %245 = select i1 %240, i16 %244, i16 -128
  %246 = insertelement <8 x i16> %238, i16 %245, i64 1
  %247 = add i64 %202, 2
  %248 = icmp slt i64 %247, %21
  %249 = select i1 %248, i64 %247, i64 %230
  %250 = mul i64 %249, 2
  %251 = getelementptr i8, ptr %15, i64 %250
  %252 = load i16, ptr %251, align 2, !invariant.load !0
  %253 = select i1 %248, i16 %252, i16 -128
  %254 = insertelement <8 x i16> %246, i16 %253, i64 2
  %255 = add i64 %202, 3
  %256 = icmp slt i64 %255, %21
  %257 = select i1 %256, i64 %255, i64 %230
  %258 = mul i64 %257, 2
  %259 = getelementptr i8, ptr %15, i64 %258
  %260 = load i16, ptr %259, align 2, !invariant.load !0
  %261 = select i1 %256, i16 %260, i16 -128
  %262 = insertelement <8 x i16> %254, i16 %261, i64 3
  %263 = add i64 %202, 4
  %264 = icmp slt i64 %263, %21
  %265 = select i1 %264, i64 %263, i64 %230
  %266 = mul i64 %265, 2
  %267 = getelementptr i8, ptr %15, i64 %266
  %268 = load i16, ptr %267, align 2, !invariant.load !0
  %269 = select i1 %264, i16 %268, i16 -128
  %270 = insertelement <8 x i16> %262, i16 %269, i64 4
  %271 = add i64 %202, 5
  %272 = icmp slt i64 %271, %21
  %273 = select i1 %272, i64 %271, i64 %230
  %274 = mul i64 %273, 2
  %275 = getelementptr i8, ptr %15, i64 %274
  %276 = load i16, ptr %275, align 2, !invariant.load !0
  %277 = select i1 %272, i16 %276, i16 -128
  %278 = insertelement <8 x i16> %270, i16 %277, i64 5
  %279 = add i64 %202, 6
  %280 = icmp slt i64 %279, %21
  %281 = select i1 %280, i64 %279, i64 %230
  %282 = mul i64 %281, 2
  %283 = getelementptr i8, ptr %15, i64 %282
  %284 = load i16, ptr %283, align 2, !invariant.load !0
  %285 = select i1 %280, i16 %284, i16 -128
  %286 = insertelement <8 x i16> %278, i16 %285, i64 6
  %287 = add i64 %202, 7
  %288 = icmp slt i64 %287, %21
  %289 = select i1 %288, i64 %287, i64 %230
  %290 = mul i64 %289, 2
  %291 = getelementptr i8, ptr %15, i64 %290
  %292 = load i16, ptr %291, align 2, !invariant.load !0
  %293 = select i1 %288, i16 %292, i16 -128
  %294 = insertelement <8 x i16> %286, i16 %293, i64 7
  store <8 x i16> %294, ptr %x5, align 16
  br label %full.end8

full.end8:                                        ; preds = %full.else7, %full.then6
  %295 = load <8 x i16>, ptr %x5, align 16
  store <8 x i16> %295, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %296 = icmp slt i64 %tree.iv, 5
  br i1 %296, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %297 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %298 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %299 = load float, ptr %298, align 4
  %300 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 0
  %301 = load float, ptr %300, align 4
  store float %299, ptr %res.m, align 4
  store float %301, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %302 = icmp slt i64 %tree.lane.iv, %297
  br i1 %302, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %303 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %304 = load float, ptr %303, align 4
  %305 = add i64 %tree.lane.iv, %297
  %306 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %305
  %307 = load float, ptr %306, align 4
  %308 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %309 = load float, ptr %308, align 4
  %310 = add i64 %tree.lane.iv, %297
  %311 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %310
  %312 = load float, ptr %311, align 4
  %313 = fadd float %309, %312
  %314 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %304, ptr %314, align 4
  %315 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %313, ptr %315, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %316 = getelementptr float, ptr %32, i64 0
  %317 = load float, ptr %res.m, align 4
  %318 = fcmp uno float %317, %317
  %319 = select i1 %318, float 0x7FF8000000000000, float %317
  store float %319, ptr %316, align 4
  %320 = getelementptr float, ptr %32, i64 1
  %321 = load float, ptr %res.s, align 4
  %322 = fcmp uno float %321, %321
  %323 = select i1 %322, float 0x7FF8000000000000, float %321
  store float %323, ptr %320, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %324 = icmp eq i64 %item.iv, 0
  %325 = and i1 %324, true
  br i1 %325, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  %326 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %326, align 8, !invariant.load !0
  %327 = inttoptr i64 %arg2 to ptr
  store float 0.000000e+00, ptr %tl, align 4
  %328 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %328, align 8, !invariant.load !0
  %329 = getelementptr i64, ptr %327, i64 %row.iv
  %330 = load i64, ptr %329, align 4
  %331 = icmp ne i64 %330, %arg4
  br i1 %331, label %if.then10, label %if.end11

if.end:                                           ; preds = %if.end11, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then10:                                        ; preds = %if.then
  %332 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %332, align 8, !invariant.load !0
  %333 = getelementptr i64, ptr %327, i64 %row.iv
  %334 = load i64, ptr %333, align 4
  %335 = sub i64 %334, %arg5
  %336 = getelementptr inbounds i64, ptr %0, i64 6
  %arg612 = load i64, ptr %336, align 8, !invariant.load !0
  %337 = icmp slt i64 %335, %arg612
  %338 = icmp sge i64 %335, 0
  %339 = and i1 %338, %337
  br i1 %339, label %if.then13, label %if.end14

if.end11:                                         ; preds = %if.end14, %if.then
  %340 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %340, align 8, !invariant.load !0
  %341 = inttoptr i64 %arg10 to ptr
  %342 = getelementptr float, ptr %341, i64 %row.iv
  %343 = load float, ptr %tl, align 4
  %344 = fcmp uno float %343, %343
  %345 = select i1 %344, float 0x7FF8000000000000, float %343
  store float %345, ptr %342, align 4
  br label %if.end

if.then13:                                        ; preds = %if.then10
  %346 = mul i64 %335, 2
  %347 = getelementptr i8, ptr %12, i64 %346
  %348 = load i16, ptr %347, align 2, !invariant.load !0
  %349 = zext i16 %348 to i32
  %350 = shl i32 %349, 16
  %351 = bitcast i32 %350 to float
  store float %351, ptr %tl, align 4
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
