; golden IR for tests/codegen/golden_test.cpp (per-row temperature (tau read per row))
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=rows;entropy=0;math=portable;grad_lse=0;grad_entropy=0
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
  %10 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %10, align 8, !invariant.load !0
  %11 = inttoptr i64 %arg8 to ptr
  %12 = getelementptr float, ptr %11, i64 %row.iv
  %13 = load float, ptr %12, align 4
  %14 = mul i64 %row.iv, %arg1
  %15 = mul i64 %14, 2
  %16 = getelementptr i8, ptr %9, i64 %15
  %17 = mul i64 %item.iv, 2374
  %18 = mul i64 %17, 2
  %19 = getelementptr i8, ptr %16, i64 %18
  %20 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %20, align 8, !invariant.load !0
  %21 = sub i64 %arg7, %17
  %22 = icmp slt i64 %21, 0
  %23 = select i1 %22, i64 0, i64 %21
  %24 = icmp sgt i64 %23, 2374
  %25 = select i1 %24, i64 2374, i64 %23
  %26 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %26, align 8, !invariant.load !0
  %27 = inttoptr i64 %arg2 to ptr
  %28 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = getelementptr i64, ptr %27, i64 %row.iv
  %30 = load i64, ptr %29, align 4
  %31 = icmp ne i64 %30, %arg4
  store float 0xFFF0000000000000, ptr %res.m, align 4
  store float 0.000000e+00, ptr %res.s, align 4
  store float 0.000000e+00, ptr %res.t, align 4
  %32 = icmp sgt i64 %25, 0
  %33 = and i1 %31, %32
  br i1 %33, label %nonempty.then, label %nonempty.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

nonempty.then:                                    ; preds = %item.body
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax1, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax2, align 32
  store <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>, ptr %tmax3, align 32
  %34 = sdiv i64 %25, 8
  %35 = sdiv i64 %34, 4
  br label %tmax.head

nonempty.end:                                     ; preds = %tree.exit, %item.body
  %36 = getelementptr inbounds i64, ptr %0, i64 6
  %arg611 = load i64, ptr %36, align 8, !invariant.load !0
  %37 = sdiv i64 %arg611, 2374
  %38 = mul i64 %row.iv, %37
  %39 = add i64 %38, %item.iv
  %40 = mul i64 %39, 2
  %41 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %41, align 8, !invariant.load !0
  %42 = inttoptr i64 %arg9 to ptr
  %43 = getelementptr float, ptr %42, i64 %40
  br i1 true, label %leader.then, label %leader.end

tmax.head:                                        ; preds = %tmax.body, %nonempty.then
  %tmax.iv = phi i64 [ 0, %nonempty.then ], [ %tmax.next, %tmax.body ]
  %44 = icmp slt i64 %tmax.iv, %35
  br i1 %44, label %tmax.body, label %tmax.exit

tmax.body:                                        ; preds = %tmax.head
  %45 = mul i64 %tmax.iv, 4
  %46 = add i64 %45, 0
  %47 = mul i64 %46, 16
  %48 = getelementptr i8, ptr %19, i64 %47
  %49 = load <8 x i16>, ptr %48, align 2, !invariant.load !0
  %50 = zext <8 x i16> %49 to <8 x i32>
  %51 = shl <8 x i32> %50, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %52 = bitcast <8 x i32> %51 to <8 x float>
  %53 = load <8 x float>, ptr %tmax, align 32
  %54 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %53, <8 x float> %52)
  store <8 x float> %54, ptr %tmax, align 32
  %55 = mul i64 %tmax.iv, 4
  %56 = add i64 %55, 1
  %57 = mul i64 %56, 16
  %58 = getelementptr i8, ptr %19, i64 %57
  %59 = load <8 x i16>, ptr %58, align 2, !invariant.load !0
  %60 = zext <8 x i16> %59 to <8 x i32>
  %61 = shl <8 x i32> %60, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %62 = bitcast <8 x i32> %61 to <8 x float>
  %63 = load <8 x float>, ptr %tmax1, align 32
  %64 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %63, <8 x float> %62)
  store <8 x float> %64, ptr %tmax1, align 32
  %65 = mul i64 %tmax.iv, 4
  %66 = add i64 %65, 2
  %67 = mul i64 %66, 16
  %68 = getelementptr i8, ptr %19, i64 %67
  %69 = load <8 x i16>, ptr %68, align 2, !invariant.load !0
  %70 = zext <8 x i16> %69 to <8 x i32>
  %71 = shl <8 x i32> %70, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %72 = bitcast <8 x i32> %71 to <8 x float>
  %73 = load <8 x float>, ptr %tmax2, align 32
  %74 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %73, <8 x float> %72)
  store <8 x float> %74, ptr %tmax2, align 32
  %75 = mul i64 %tmax.iv, 4
  %76 = add i64 %75, 3
  %77 = mul i64 %76, 16
  %78 = getelementptr i8, ptr %19, i64 %77
  %79 = load <8 x i16>, ptr %78, align 2, !invariant.load !0
  %80 = zext <8 x i16> %79 to <8 x i32>
  %81 = shl <8 x i32> %80, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %82 = bitcast <8 x i32> %81 to <8 x float>
  %83 = load <8 x float>, ptr %tmax3, align 32
  %84 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %83, <8 x float> %82)
  store <8 x float> %84, ptr %tmax3, align 32
  %tmax.next = add nsw i64 %tmax.iv, 1
  br label %tmax.head

tmax.exit:                                        ; preds = %tmax.head
  %85 = mul i64 %35, 4
  br label %tmax.rest.head

tmax.rest.head:                                   ; preds = %tmax.rest.body, %tmax.exit
  %tmax.rest.iv = phi i64 [ %85, %tmax.exit ], [ %tmax.rest.next, %tmax.rest.body ]
  %86 = icmp slt i64 %tmax.rest.iv, %34
  br i1 %86, label %tmax.rest.body, label %tmax.rest.exit

tmax.rest.body:                                   ; preds = %tmax.rest.head
  %87 = mul i64 %tmax.rest.iv, 16
  %88 = getelementptr i8, ptr %19, i64 %87
  %89 = load <8 x i16>, ptr %88, align 2, !invariant.load !0
  %90 = zext <8 x i16> %89 to <8 x i32>
  %91 = shl <8 x i32> %90, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %92 = bitcast <8 x i32> %91 to <8 x float>
  %93 = load <8 x float>, ptr %tmax, align 32
  %94 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %93, <8 x float> %92)
  store <8 x float> %94, ptr %tmax, align 32
  %tmax.rest.next = add nsw i64 %tmax.rest.iv, 1
  br label %tmax.rest.head

tmax.rest.exit:                                   ; preds = %tmax.rest.head
  %95 = mul i64 %34, 8
  %96 = icmp slt i64 %95, %25
  br i1 %96, label %tmax.part.then, label %tmax.part.end

tmax.part.then:                                   ; preds = %tmax.rest.exit
  %97 = mul i64 %34, 8
  %98 = mul i64 %97, 2
  %99 = getelementptr i8, ptr %19, i64 %98
  %100 = add i64 %97, 8
  %101 = icmp sle i64 %100, %25
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x, align 16
  br i1 %101, label %full.then, label %full.else

tmax.part.end:                                    ; preds = %full.end, %tmax.rest.exit
  %102 = load <8 x float>, ptr %tmax1, align 32
  %103 = load <8 x float>, ptr %tmax, align 32
  %104 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %103, <8 x float> %102)
  %105 = load <8 x float>, ptr %tmax3, align 32
  %106 = load <8 x float>, ptr %tmax2, align 32
  %107 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %106, <8 x float> %105)
  %108 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %104, <8 x float> %107)
  %109 = shufflevector <8 x float> %108, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %110 = shufflevector <8 x float> %108, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %111 = call <4 x float> @llvm.maximum.v4f32(<4 x float> %109, <4 x float> %110)
  %112 = shufflevector <4 x float> %111, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %113 = shufflevector <4 x float> %111, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %114 = call <2 x float> @llvm.maximum.v2f32(<2 x float> %112, <2 x float> %113)
  %115 = shufflevector <2 x float> %114, <2 x float> poison, <1 x i32> zeroinitializer
  %116 = shufflevector <2 x float> %114, <2 x float> poison, <1 x i32> <i32 1>
  %117 = call <1 x float> @llvm.maximum.v1f32(<1 x float> %115, <1 x float> %116)
  %118 = extractelement <1 x float> %117, i64 0
  %119 = fdiv float %118, %13
  br label %lane.head

full.then:                                        ; preds = %tmax.part.then
  %120 = load <8 x i16>, ptr %99, align 2, !invariant.load !0
  store <8 x i16> %120, ptr %x, align 16
  br label %full.end

full.else:                                        ; preds = %tmax.part.then
  %121 = sub i64 %25, 1
  %122 = add i64 %97, 0
  %123 = icmp slt i64 %122, %25
  %124 = select i1 %123, i64 %122, i64 %121
  %125 = mul i64 %124, 2
  %126 = getelementptr i8, ptr %19, i64 %125
  %127 = load i16, ptr %126, align 2, !invariant.load !0
  %128 = select i1 %123, i16 %127, i16 -128
  %129 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %128, i64 0
  %130 = add i64 %97, 1
  %131 = icmp slt i64 %130, %25
  %132 = select i1 %131, i64 %130, i64 %121
  %133 = mul i64 %132, 2
  %134 = getelementptr i8, ptr %19, i64 %133
  %135 = load i16, ptr %134, align 2, !invariant.load !0
  %136 = select i1 %131, i16 %135, i16 -128
  %137 = insertelement <8 x i16> %129, i16 %136, i64 1
  %138 = add i64 %97, 2
  %139 = icmp slt i64 %138, %25
  %140 = select i1 %139, i64 %138, i64 %121
  %141 = mul i64 %140, 2
  %142 = getelementptr i8, ptr %19, i64 %141
  %143 = load i16, ptr %142, align 2, !invariant.load !0
  %144 = select i1 %139, i16 %143, i16 -128
  %145 = insertelement <8 x i16> %137, i16 %144, i64 2
  %146 = add i64 %97, 3
  %147 = icmp slt i64 %146, %25
  %148 = select i1 %147, i64 %146, i64 %121
  %149 = mul i64 %148, 2
  %150 = getelementptr i8, ptr %19, i64 %149
  %151 = load i16, ptr %150, align 2, !invariant.load !0
  %152 = select i1 %147, i16 %151, i16 -128
  %153 = insertelement <8 x i16> %145, i16 %152, i64 3
  %154 = add i64 %97, 4
  %155 = icmp slt i64 %154, %25
  %156 = select i1 %155, i64 %154, i64 %121
  %157 = mul i64 %156, 2
  %158 = getelementptr i8, ptr %19, i64 %157
  %159 = load i16, ptr %158, align 2, !invariant.load !0
  %160 = select i1 %155, i16 %159, i16 -128
  %161 = insertelement <8 x i16> %153, i16 %160, i64 4
  %162 = add i64 %97, 5
  %163 = icmp slt i64 %162, %25
  %164 = select i1 %163, i64 %162, i64 %121
  %165 = mul i64 %164, 2
  %166 = getelementptr i8, ptr %19, i64 %165
  %167 = load i16, ptr %166, align 2, !invariant.load !0
  %168 = select i1 %163, i16 %167, i16 -128
  %169 = insertelement <8 x i16> %161, i16 %168, i64 5
  %170 = add i64 %97, 6
  %171 = icmp slt i64 %170, %25
  %172 = select i1 %171, i64 %170, i64 %121
  %173 = mul i64 %172, 2
  %174 = getelementptr i8, ptr %19, i64 %173
  %175 = load i16, ptr %174, align 2, !invariant.load !0
  %176 = select i1 %171, i16 %175, i16 -128
  %177 = insertelement <8 x i16> %169, i16 %176, i64 6
  %178 = add i64 %97, 7
  %179 = icmp slt i64 %178, %25
  %180 = select i1 %179, i64 %178, i64 %121
  %181 = mul i64 %180, 2
  %182 = getelementptr i8, ptr %19, i64 %181
  %183 = load i16, ptr %182, align 2, !invariant.load !0
  %184 = select i1 %179, i16 %183, i16 -128
  %185 = insertelement <8 x i16> %177, i16 %184, i64 7
  store <8 x i16> %185, ptr %x, align 16
  br label %full.end

full.end:                                         ; preds = %full.else, %full.then
  %186 = load <8 x i16>, ptr %x, align 16
  %187 = zext <8 x i16> %186 to <8 x i32>
  %188 = shl <8 x i32> %187, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %189 = bitcast <8 x i32> %188 to <8 x float>
  %190 = load <8 x float>, ptr %tmax, align 32
  %191 = call <8 x float> @llvm.maximum.v8f32(<8 x float> %190, <8 x float> %189)
  store <8 x float> %191, ptr %tmax, align 32
  br label %tmax.part.end

lane.head:                                        ; preds = %lsum.exit, %tmax.part.end
  %lane.iv = phi i64 [ 0, %tmax.part.end ], [ %lane.next, %lsum.exit ]
  %192 = icmp slt i64 %lane.iv, 32
  br i1 %192, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  %193 = fcmp oeq float %119, 0xFFF0000000000000
  %194 = select i1 %193, float 0.000000e+00, float %119
  %.splatinsert = insertelement <8 x float> poison, float %194, i64 0
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
  %195 = icmp slt i64 %lsum.iv, 10
  br i1 %195, label %lsum.body, label %lsum.exit

lsum.body:                                        ; preds = %lsum.head
  %196 = mul i64 %lsum.iv, 32
  %197 = add i64 %196, %lane.iv
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %xs, align 16
  %198 = icmp slt i64 %197, 297
  br i1 %198, label %ld.then, label %ld.end

lsum.exit:                                        ; preds = %lsum.head
  %199 = load <8 x float>, ptr %sacc, align 32
  %200 = load <8 x float>, ptr %tacc, align 32
  %201 = shufflevector <8 x float> %199, <8 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %202 = shufflevector <8 x float> %199, <8 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %203 = fadd <4 x float> %201, %202
  %204 = shufflevector <4 x float> %203, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %205 = shufflevector <4 x float> %203, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %206 = fadd <2 x float> %204, %205
  %207 = shufflevector <2 x float> %206, <2 x float> poison, <1 x i32> zeroinitializer
  %208 = shufflevector <2 x float> %206, <2 x float> poison, <1 x i32> <i32 1>
  %209 = fadd <1 x float> %207, %208
  %210 = extractelement <1 x float> %209, i64 0
  store float %210, ptr %s, align 4
  %211 = load float, ptr %s, align 4
  %212 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %lane.iv
  store float %119, ptr %212, align 4
  %213 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %lane.iv
  store float %211, ptr %213, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

ld.then:                                          ; preds = %lsum.body
  %214 = mul i64 %197, 8
  %215 = mul i64 %214, 2
  %216 = getelementptr i8, ptr %19, i64 %215
  %217 = add i64 %214, 8
  %218 = icmp sle i64 %217, %25
  store <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, ptr %x5, align 16
  br i1 %218, label %full.then6, label %full.else7

ld.end:                                           ; preds = %full.end8, %lsum.body
  %219 = load <8 x i16>, ptr %xs, align 16
  %220 = zext <8 x i16> %219 to <8 x i32>
  %221 = shl <8 x i32> %220, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %222 = bitcast <8 x i32> %221 to <8 x float>
  %.splatinsert9 = insertelement <8 x float> poison, float %13, i64 0
  %.splat10 = shufflevector <8 x float> %.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %223 = fdiv <8 x float> %222, %.splat10
  %224 = load <8 x float>, ptr %sacc, align 32
  %225 = load <8 x float>, ptr %tacc, align 32
  %226 = fsub <8 x float> %223, %.splat
  %227 = fcmp ogt <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, %226
  %228 = select <8 x i1> %227, <8 x float> <float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01, float -8.800000e+01>, <8 x float> %226
  %229 = call <8 x float> @llvm.fma.v8f32(<8 x float> %228, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>)
  %230 = fsub <8 x float> %229, <float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000, float 0x4168000FE0000000>
  %231 = fneg <8 x float> %230
  %232 = call <8 x float> @llvm.fma.v8f32(<8 x float> %228, <8 x float> <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>, <8 x float> %231)
  %233 = call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000, float 0x3F55BE37A0000000>, <8 x float> %232, <8 x float> <float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000, float 0x3F83CE9420000000>)
  %234 = call <8 x float> @llvm.fma.v8f32(<8 x float> %233, <8 x float> %232, <8 x float> <float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000, float 0x3FAC6B6C80000000>)
  %235 = call <8 x float> @llvm.fma.v8f32(<8 x float> %234, <8 x float> %232, <8 x float> <float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000, float 0x3FCEBF9C00000000>)
  %236 = call <8 x float> @llvm.fma.v8f32(<8 x float> %235, <8 x float> %232, <8 x float> <float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000, float 0x3FE62E42A0000000>)
  %237 = call <8 x float> @llvm.fma.v8f32(<8 x float> %236, <8 x float> %232, <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  %238 = bitcast <8 x float> %229 to <8 x i32>
  %239 = shl <8 x i32> %238, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %240 = bitcast <8 x i32> %239 to <8 x float>
  %241 = call <8 x float> @llvm.fma.v8f32(<8 x float> %237, <8 x float> %240, <8 x float> %224)
  store <8 x float> %241, ptr %sacc, align 32
  store <8 x float> %225, ptr %tacc, align 32
  %lsum.next = add nsw i64 %lsum.iv, 1
  br label %lsum.head

full.then6:                                       ; preds = %ld.then
  %242 = load <8 x i16>, ptr %216, align 2, !invariant.load !0
  store <8 x i16> %242, ptr %x5, align 16
  br label %full.end8

full.else7:                                       ; preds = %ld.then
  %243 = sub i64 %25, 1
  %244 = add i64 %214, 0
  %245 = icmp slt i64 %244, %25
  %246 = select i1 %245, i64 %244, i64 %243
  %247 = mul i64 %246, 2
  %248 = getelementptr i8, ptr %19, i64 %247
  %249 = load i16, ptr %248, align 2, !invariant.load !0
  %250 = select i1 %245, i16 %249, i16 -128
  %251 = insertelement <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>, i16 %250, i64 0
  %252 = add i64 %214, 1
  %253 = icmp slt i64 %252, %25
  %254 = select i1 %253, i64 %252, i64 %243
  %255 = mul i64 %254, 2
  %256 = getelementptr i8, ptr %19, i64 %255
  %257 = load i16, ptr %256, align 2, !invariant.load !0
  %258 = select i1 %253, i16 %257, i16 -128
  %259 = insertelement <8 x i16> %251, i16 %258, i64 1
  %260 = add i64 %214, 2
  %261 = icmp slt i64 %260, %25
  %262 = select i1 %261, i64 %260, i64 %243
  %263 = mul i64 %262, 2
  %264 = getelementptr i8, ptr %19, i64 %263
  %265 = load i16, ptr %264, align 2, !invariant.load !0
  %266 = select i1 %261, i16 %265, i16 -128
  %267 = insertelement <8 x i16> %259, i16 %266, i64 2
  %268 = add i64 %214, 3
  %269 = icmp slt i64 %268, %25
  %270 = select i1 %269, i64 %268, i64 %243
  %271 = mul i64 %270, 2
  %272 = getelementptr i8, ptr %19, i64 %271
  %273 = load i16, ptr %272, align 2, !invariant.load !0
  %274 = select i1 %269, i16 %273, i16 -128
  %275 = insertelement <8 x i16> %267, i16 %274, i64 3
  %276 = add i64 %214, 4
  %277 = icmp slt i64 %276, %25
  %278 = select i1 %277, i64 %276, i64 %243
  %279 = mul i64 %278, 2
  %280 = getelementptr i8, ptr %19, i64 %279
  %281 = load i16, ptr %280, align 2, !invariant.load !0
  %282 = select i1 %277, i16 %281, i16 -128
  %283 = insertelement <8 x i16> %275, i16 %282, i64 4
  %284 = add i64 %214, 5
  %285 = icmp slt i64 %284, %25
  %286 = select i1 %285, i64 %284, i64 %243
  %287 = mul i64 %286, 2
  %288 = getelementptr i8, ptr %19, i64 %287
  %289 = load i16, ptr %288, align 2, !invariant.load !0
  %290 = select i1 %285, i16 %289, i16 -128
  %291 = insertelement <8 x i16> %283, i16 %290, i64 5
  %292 = add i64 %214, 6
  %293 = icmp slt i64 %292, %25
  %294 = select i1 %293, i64 %292, i64 %243
  %295 = mul i64 %294, 2
  %296 = getelementptr i8, ptr %19, i64 %295
  %297 = load i16, ptr %296, align 2, !invariant.load !0
  %298 = select i1 %293, i16 %297, i16 -128
  %299 = insertelement <8 x i16> %291, i16 %298, i64 6
  %300 = add i64 %214, 7
  %301 = icmp slt i64 %300, %25
  %302 = select i1 %301, i64 %300, i64 %243
  %303 = mul i64 %302, 2
  %304 = getelementptr i8, ptr %19, i64 %303
  %305 = load i16, ptr %304, align 2, !invariant.load !0
  %306 = select i1 %301, i16 %305, i16 -128
  %307 = insertelement <8 x i16> %299, i16 %306, i64 7
  store <8 x i16> %307, ptr %x5, align 16
  br label %full.end8

full.end8:                                        ; preds = %full.else7, %full.then6
  %308 = load <8 x i16>, ptr %x5, align 16
  store <8 x i16> %308, ptr %xs, align 16
  br label %ld.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %309 = icmp slt i64 %tree.iv, 5
  br i1 %309, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %310 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %311 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 0
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 0
  %314 = load float, ptr %313, align 4
  store float %312, ptr %res.m, align 4
  store float %314, ptr %res.s, align 4
  br label %nonempty.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %315 = icmp slt i64 %tree.lane.iv, %310
  br i1 %315, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %316 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  %317 = load float, ptr %316, align 4
  %318 = add i64 %tree.lane.iv, %310
  %319 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %318
  %320 = load float, ptr %319, align 4
  %321 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  %322 = load float, ptr %321, align 4
  %323 = add i64 %tree.lane.iv, %310
  %324 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %323
  %325 = load float, ptr %324, align 4
  %326 = fadd float %322, %325
  %327 = getelementptr inbounds [32 x float], ptr %lanes, i64 0, i64 %tree.lane.iv
  store float %317, ptr %327, align 4
  %328 = getelementptr inbounds [32 x float], ptr %lanes4, i64 0, i64 %tree.lane.iv
  store float %326, ptr %328, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

leader.then:                                      ; preds = %nonempty.end
  %329 = getelementptr float, ptr %43, i64 0
  %330 = load float, ptr %res.m, align 4
  %331 = fcmp uno float %330, %330
  %332 = select i1 %331, float 0x7FF8000000000000, float %330
  store float %332, ptr %329, align 4
  %333 = getelementptr float, ptr %43, i64 1
  %334 = load float, ptr %res.s, align 4
  %335 = fcmp uno float %334, %334
  %336 = select i1 %335, float 0x7FF8000000000000, float %334
  store float %336, ptr %333, align 4
  br label %leader.end

leader.end:                                       ; preds = %leader.then, %nonempty.end
  %337 = icmp eq i64 %item.iv, 0
  %338 = and i1 %337, true
  br i1 %338, label %if.then, label %if.end

if.then:                                          ; preds = %leader.end
  store float 0.000000e+00, ptr %tl, align 4
  br i1 %31, label %if.then12, label %if.end13

if.end:                                           ; preds = %if.end13, %leader.end
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then12:                                        ; preds = %if.then
  %339 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %339, align 8, !invariant.load !0
  %340 = getelementptr i64, ptr %27, i64 %row.iv
  %341 = load i64, ptr %340, align 4
  %342 = sub i64 %341, %arg5
  %343 = getelementptr inbounds i64, ptr %0, i64 6
  %arg614 = load i64, ptr %343, align 8, !invariant.load !0
  %344 = icmp slt i64 %342, %arg614
  %345 = icmp sge i64 %342, 0
  %346 = and i1 %345, %344
  br i1 %346, label %if.then15, label %if.end16

if.end13:                                         ; preds = %if.end16, %if.then
  %347 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %347, align 8, !invariant.load !0
  %348 = inttoptr i64 %arg10 to ptr
  %349 = getelementptr float, ptr %348, i64 %row.iv
  %350 = load float, ptr %tl, align 4
  %351 = fcmp uno float %350, %350
  %352 = select i1 %351, float 0x7FF8000000000000, float %350
  store float %352, ptr %349, align 4
  br label %if.end

if.then15:                                        ; preds = %if.then12
  %353 = mul i64 %342, 2
  %354 = getelementptr i8, ptr %16, i64 %353
  %355 = load i16, ptr %354, align 2, !invariant.load !0
  %356 = zext i16 %355 to i32
  %357 = shl i32 %356, 16
  %358 = bitcast i32 %357 to float
  %359 = fdiv float %358, %13
  store float %359, ptr %tl, align 4
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %if.then12
  br label %if.end13
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
