; golden IR for tests/codegen/golden_test.cpp (the backward's operands transposed in 8 x 8 blocks)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16;transpose=1
source_filename = "logpjit.relayout"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_relayout(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %row61 = alloca <8 x float>, align 32
  %row58 = alloca <8 x float>, align 32
  %row55 = alloca <8 x float>, align 32
  %row52 = alloca <8 x float>, align 32
  %row49 = alloca <8 x float>, align 32
  %row46 = alloca <8 x float>, align 32
  %row43 = alloca <8 x float>, align 32
  %row40 = alloca <8 x float>, align 32
  %row19 = alloca <8 x float>, align 32
  %row16 = alloca <8 x float>, align 32
  %row13 = alloca <8 x float>, align 32
  %row10 = alloca <8 x float>, align 32
  %row7 = alloca <8 x float>, align 32
  %row4 = alloca <8 x float>, align 32
  %row1 = alloca <8 x float>, align 32
  %row = alloca <8 x float>, align 32
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end39, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end39 ]
  %4 = icmp slt i64 %item.iv, 1
  br i1 %4, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %5 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %5, align 8, !invariant.load !0
  %6 = inttoptr i64 %arg0 to ptr
  %7 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = getelementptr inbounds i64, ptr %0, i64 3
  %arg3 = load i64, ptr %8, align 8, !invariant.load !0
  %9 = inttoptr i64 %arg3 to ptr
  %10 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %10, align 8, !invariant.load !0
  %11 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %11, align 8, !invariant.load !0
  %12 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %12, align 8, !invariant.load !0
  %13 = mul i64 %row.iv, 8
  %14 = sdiv i64 %arg6, 8
  %15 = mul i64 %14, 8
  br label %col.head

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

col.head:                                         ; preds = %if.end37, %item.body
  %col.iv = phi i64 [ 0, %item.body ], [ %col.next, %if.end37 ]
  %16 = icmp slt i64 %col.iv, %15
  br i1 %16, label %col.body, label %col.exit

col.body:                                         ; preds = %col.head
  %17 = add i64 %13, 0
  store <8 x float> zeroinitializer, ptr %row, align 32
  %18 = icmp slt i64 %17, %arg5
  br i1 %18, label %if.then, label %if.end

col.exit:                                         ; preds = %col.head
  %19 = icmp slt i64 %15, %arg6
  br i1 %19, label %if.then38, label %if.end39

if.then:                                          ; preds = %col.body
  %20 = mul i64 %17, %arg1
  %21 = add i64 %20, %col.iv
  %22 = getelementptr i16, ptr %6, i64 %21
  %23 = load <8 x i16>, ptr %22, align 16, !invariant.load !0
  %24 = zext <8 x i16> %23 to <8 x i32>
  %25 = shl <8 x i32> %24, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %26 = bitcast <8 x i32> %25 to <8 x float>
  store <8 x float> %26, ptr %row, align 32
  br label %if.end

if.end:                                           ; preds = %if.then, %col.body
  %27 = load <8 x float>, ptr %row, align 32
  %28 = add i64 %13, 1
  store <8 x float> zeroinitializer, ptr %row1, align 32
  %29 = icmp slt i64 %28, %arg5
  br i1 %29, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %30 = mul i64 %28, %arg1
  %31 = add i64 %30, %col.iv
  %32 = getelementptr i16, ptr %6, i64 %31
  %33 = load <8 x i16>, ptr %32, align 16, !invariant.load !0
  %34 = zext <8 x i16> %33 to <8 x i32>
  %35 = shl <8 x i32> %34, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %36 = bitcast <8 x i32> %35 to <8 x float>
  store <8 x float> %36, ptr %row1, align 32
  br label %if.end3

if.end3:                                          ; preds = %if.then2, %if.end
  %37 = load <8 x float>, ptr %row1, align 32
  %38 = add i64 %13, 2
  store <8 x float> zeroinitializer, ptr %row4, align 32
  %39 = icmp slt i64 %38, %arg5
  br i1 %39, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end3
  %40 = mul i64 %38, %arg1
  %41 = add i64 %40, %col.iv
  %42 = getelementptr i16, ptr %6, i64 %41
  %43 = load <8 x i16>, ptr %42, align 16, !invariant.load !0
  %44 = zext <8 x i16> %43 to <8 x i32>
  %45 = shl <8 x i32> %44, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %46 = bitcast <8 x i32> %45 to <8 x float>
  store <8 x float> %46, ptr %row4, align 32
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.end3
  %47 = load <8 x float>, ptr %row4, align 32
  %48 = add i64 %13, 3
  store <8 x float> zeroinitializer, ptr %row7, align 32
  %49 = icmp slt i64 %48, %arg5
  br i1 %49, label %if.then8, label %if.end9

if.then8:                                         ; preds = %if.end6
  %50 = mul i64 %48, %arg1
  %51 = add i64 %50, %col.iv
  %52 = getelementptr i16, ptr %6, i64 %51
  %53 = load <8 x i16>, ptr %52, align 16, !invariant.load !0
  %54 = zext <8 x i16> %53 to <8 x i32>
  %55 = shl <8 x i32> %54, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %56 = bitcast <8 x i32> %55 to <8 x float>
  store <8 x float> %56, ptr %row7, align 32
  br label %if.end9

if.end9:                                          ; preds = %if.then8, %if.end6
  %57 = load <8 x float>, ptr %row7, align 32
  %58 = add i64 %13, 4
  store <8 x float> zeroinitializer, ptr %row10, align 32
  %59 = icmp slt i64 %58, %arg5
  br i1 %59, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end9
  %60 = mul i64 %58, %arg1
  %61 = add i64 %60, %col.iv
  %62 = getelementptr i16, ptr %6, i64 %61
  %63 = load <8 x i16>, ptr %62, align 16, !invariant.load !0
  %64 = zext <8 x i16> %63 to <8 x i32>
  %65 = shl <8 x i32> %64, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %66 = bitcast <8 x i32> %65 to <8 x float>
  store <8 x float> %66, ptr %row10, align 32
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end9
  %67 = load <8 x float>, ptr %row10, align 32
  %68 = add i64 %13, 5
  store <8 x float> zeroinitializer, ptr %row13, align 32
  %69 = icmp slt i64 %68, %arg5
  br i1 %69, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end12
  %70 = mul i64 %68, %arg1
  %71 = add i64 %70, %col.iv
  %72 = getelementptr i16, ptr %6, i64 %71
  %73 = load <8 x i16>, ptr %72, align 16, !invariant.load !0
  %74 = zext <8 x i16> %73 to <8 x i32>
  %75 = shl <8 x i32> %74, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %76 = bitcast <8 x i32> %75 to <8 x float>
  store <8 x float> %76, ptr %row13, align 32
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.end12
  %77 = load <8 x float>, ptr %row13, align 32
  %78 = add i64 %13, 6
  store <8 x float> zeroinitializer, ptr %row16, align 32
  %79 = icmp slt i64 %78, %arg5
  br i1 %79, label %if.then17, label %if.end18

if.then17:                                        ; preds = %if.end15
  %80 = mul i64 %78, %arg1
  %81 = add i64 %80, %col.iv
  %82 = getelementptr i16, ptr %6, i64 %81
  %83 = load <8 x i16>, ptr %82, align 16, !invariant.load !0
  %84 = zext <8 x i16> %83 to <8 x i32>
  %85 = shl <8 x i32> %84, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %86 = bitcast <8 x i32> %85 to <8 x float>
  store <8 x float> %86, ptr %row16, align 32
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %if.end15
  %87 = load <8 x float>, ptr %row16, align 32
  %88 = add i64 %13, 7
  store <8 x float> zeroinitializer, ptr %row19, align 32
  %89 = icmp slt i64 %88, %arg5
  br i1 %89, label %if.then20, label %if.end21

if.then20:                                        ; preds = %if.end18
  %90 = mul i64 %88, %arg1
  %91 = add i64 %90, %col.iv
  %92 = getelementptr i16, ptr %6, i64 %91
  %93 = load <8 x i16>, ptr %92, align 16, !invariant.load !0
  %94 = zext <8 x i16> %93 to <8 x i32>
  %95 = shl <8 x i32> %94, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %96 = bitcast <8 x i32> %95 to <8 x float>
  store <8 x float> %96, ptr %row19, align 32
  br label %if.end21

if.end21:                                         ; preds = %if.then20, %if.end18
  %97 = load <8 x float>, ptr %row19, align 32
  %98 = add i64 %col.iv, 0
  %99 = extractelement <8 x float> %27, i64 0
  %100 = insertelement <8 x float> poison, float %99, i64 0
  %101 = extractelement <8 x float> %37, i64 0
  %102 = insertelement <8 x float> %100, float %101, i64 1
  %103 = extractelement <8 x float> %47, i64 0
  %104 = insertelement <8 x float> %102, float %103, i64 2
  %105 = extractelement <8 x float> %57, i64 0
  %106 = insertelement <8 x float> %104, float %105, i64 3
  %107 = extractelement <8 x float> %67, i64 0
  %108 = insertelement <8 x float> %106, float %107, i64 4
  %109 = extractelement <8 x float> %77, i64 0
  %110 = insertelement <8 x float> %108, float %109, i64 5
  %111 = extractelement <8 x float> %87, i64 0
  %112 = insertelement <8 x float> %110, float %111, i64 6
  %113 = extractelement <8 x float> %97, i64 0
  %114 = insertelement <8 x float> %112, float %113, i64 7
  %115 = mul i64 %98, %arg4
  %116 = add i64 %115, %13
  %117 = getelementptr i16, ptr %9, i64 %116
  %118 = icmp slt i64 %98, %arg6
  br i1 %118, label %if.then22, label %if.end23

if.then22:                                        ; preds = %if.end21
  %119 = fcmp uno <8 x float> %114, %114
  %120 = fcmp uno <8 x float> %114, %114
  %121 = select <8 x i1> %120, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %114
  %122 = bitcast <8 x float> %121 to <8 x i32>
  %123 = lshr <8 x i32> %122, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %124 = and <8 x i32> %123, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %125 = add <8 x i32> %124, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %126 = add <8 x i32> %122, %125
  %127 = lshr <8 x i32> %126, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %128 = lshr <8 x i32> %122, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %129 = or <8 x i32> %128, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %130 = fcmp uno <8 x float> %121, %121
  %131 = select <8 x i1> %130, <8 x i32> %129, <8 x i32> %127
  %132 = trunc <8 x i32> %131 to <8 x i16>
  store <8 x i16> %132, ptr %117, align 16
  br label %if.end23

if.end23:                                         ; preds = %if.then22, %if.end21
  %133 = add i64 %col.iv, 1
  %134 = extractelement <8 x float> %27, i64 1
  %135 = insertelement <8 x float> poison, float %134, i64 0
  %136 = extractelement <8 x float> %37, i64 1
  %137 = insertelement <8 x float> %135, float %136, i64 1
  %138 = extractelement <8 x float> %47, i64 1
  %139 = insertelement <8 x float> %137, float %138, i64 2
  %140 = extractelement <8 x float> %57, i64 1
  %141 = insertelement <8 x float> %139, float %140, i64 3
  %142 = extractelement <8 x float> %67, i64 1
  %143 = insertelement <8 x float> %141, float %142, i64 4
  %144 = extractelement <8 x float> %77, i64 1
  %145 = insertelement <8 x float> %143, float %144, i64 5
  %146 = extractelement <8 x float> %87, i64 1
  %147 = insertelement <8 x float> %145, float %146, i64 6
  %148 = extractelement <8 x float> %97, i64 1
  %149 = insertelement <8 x float> %147, float %148, i64 7
  %150 = mul i64 %133, %arg4
  %151 = add i64 %150, %13
  %152 = getelementptr i16, ptr %9, i64 %151
  %153 = icmp slt i64 %133, %arg6
  br i1 %153, label %if.then24, label %if.end25

if.then24:                                        ; preds = %if.end23
  %154 = fcmp uno <8 x float> %149, %149
  %155 = fcmp uno <8 x float> %149, %149
  %156 = select <8 x i1> %155, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %149
  %157 = bitcast <8 x float> %156 to <8 x i32>
  %158 = lshr <8 x i32> %157, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %159 = and <8 x i32> %158, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %160 = add <8 x i32> %159, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %161 = add <8 x i32> %157, %160
  %162 = lshr <8 x i32> %161, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %163 = lshr <8 x i32> %157, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %164 = or <8 x i32> %163, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %165 = fcmp uno <8 x float> %156, %156
  %166 = select <8 x i1> %165, <8 x i32> %164, <8 x i32> %162
  %167 = trunc <8 x i32> %166 to <8 x i16>
  store <8 x i16> %167, ptr %152, align 16
  br label %if.end25

if.end25:                                         ; preds = %if.then24, %if.end23
  %168 = add i64 %col.iv, 2
  %169 = extractelement <8 x float> %27, i64 2
  %170 = insertelement <8 x float> poison, float %169, i64 0
  %171 = extractelement <8 x float> %37, i64 2
  %172 = insertelement <8 x float> %170, float %171, i64 1
  %173 = extractelement <8 x float> %47, i64 2
  %174 = insertelement <8 x float> %172, float %173, i64 2
  %175 = extractelement <8 x float> %57, i64 2
  %176 = insertelement <8 x float> %174, float %175, i64 3
  %177 = extractelement <8 x float> %67, i64 2
  %178 = insertelement <8 x float> %176, float %177, i64 4
  %179 = extractelement <8 x float> %77, i64 2
  %180 = insertelement <8 x float> %178, float %179, i64 5
  %181 = extractelement <8 x float> %87, i64 2
  %182 = insertelement <8 x float> %180, float %181, i64 6
  %183 = extractelement <8 x float> %97, i64 2
  %184 = insertelement <8 x float> %182, float %183, i64 7
  %185 = mul i64 %168, %arg4
  %186 = add i64 %185, %13
  %187 = getelementptr i16, ptr %9, i64 %186
  %188 = icmp slt i64 %168, %arg6
  br i1 %188, label %if.then26, label %if.end27

if.then26:                                        ; preds = %if.end25
  %189 = fcmp uno <8 x float> %184, %184
  %190 = fcmp uno <8 x float> %184, %184
  %191 = select <8 x i1> %190, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %184
  %192 = bitcast <8 x float> %191 to <8 x i32>
  %193 = lshr <8 x i32> %192, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %194 = and <8 x i32> %193, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %195 = add <8 x i32> %194, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %196 = add <8 x i32> %192, %195
  %197 = lshr <8 x i32> %196, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %198 = lshr <8 x i32> %192, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %199 = or <8 x i32> %198, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %200 = fcmp uno <8 x float> %191, %191
  %201 = select <8 x i1> %200, <8 x i32> %199, <8 x i32> %197
  %202 = trunc <8 x i32> %201 to <8 x i16>
  store <8 x i16> %202, ptr %187, align 16
  br label %if.end27

if.end27:                                         ; preds = %if.then26, %if.end25
  %203 = add i64 %col.iv, 3
  %204 = extractelement <8 x float> %27, i64 3
  %205 = insertelement <8 x float> poison, float %204, i64 0
  %206 = extractelement <8 x float> %37, i64 3
  %207 = insertelement <8 x float> %205, float %206, i64 1
  %208 = extractelement <8 x float> %47, i64 3
  %209 = insertelement <8 x float> %207, float %208, i64 2
  %210 = extractelement <8 x float> %57, i64 3
  %211 = insertelement <8 x float> %209, float %210, i64 3
  %212 = extractelement <8 x float> %67, i64 3
  %213 = insertelement <8 x float> %211, float %212, i64 4
  %214 = extractelement <8 x float> %77, i64 3
  %215 = insertelement <8 x float> %213, float %214, i64 5
  %216 = extractelement <8 x float> %87, i64 3
  %217 = insertelement <8 x float> %215, float %216, i64 6
  %218 = extractelement <8 x float> %97, i64 3
  %219 = insertelement <8 x float> %217, float %218, i64 7
  %220 = mul i64 %203, %arg4
  %221 = add i64 %220, %13
  %222 = getelementptr i16, ptr %9, i64 %221
  %223 = icmp slt i64 %203, %arg6
  br i1 %223, label %if.then28, label %if.end29

if.then28:                                        ; preds = %if.end27
  %224 = fcmp uno <8 x float> %219, %219
  %225 = fcmp uno <8 x float> %219, %219
  %226 = select <8 x i1> %225, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %219
  %227 = bitcast <8 x float> %226 to <8 x i32>
  %228 = lshr <8 x i32> %227, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %229 = and <8 x i32> %228, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %230 = add <8 x i32> %229, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %231 = add <8 x i32> %227, %230
  %232 = lshr <8 x i32> %231, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %233 = lshr <8 x i32> %227, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %234 = or <8 x i32> %233, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %235 = fcmp uno <8 x float> %226, %226
  %236 = select <8 x i1> %235, <8 x i32> %234, <8 x i32> %232
  %237 = trunc <8 x i32> %236 to <8 x i16>
  store <8 x i16> %237, ptr %222, align 16
  br label %if.end29

if.end29:                                         ; preds = %if.then28, %if.end27
  %238 = add i64 %col.iv, 4
  %239 = extractelement <8 x float> %27, i64 4
  %240 = insertelement <8 x float> poison, float %239, i64 0
  %241 = extractelement <8 x float> %37, i64 4
  %242 = insertelement <8 x float> %240, float %241, i64 1
  %243 = extractelement <8 x float> %47, i64 4
  %244 = insertelement <8 x float> %242, float %243, i64 2
  %245 = extractelement <8 x float> %57, i64 4
  %246 = insertelement <8 x float> %244, float %245, i64 3
  %247 = extractelement <8 x float> %67, i64 4
  %248 = insertelement <8 x float> %246, float %247, i64 4
  %249 = extractelement <8 x float> %77, i64 4
  %250 = insertelement <8 x float> %248, float %249, i64 5
  %251 = extractelement <8 x float> %87, i64 4
  %252 = insertelement <8 x float> %250, float %251, i64 6
  %253 = extractelement <8 x float> %97, i64 4
  %254 = insertelement <8 x float> %252, float %253, i64 7
  %255 = mul i64 %238, %arg4
  %256 = add i64 %255, %13
  %257 = getelementptr i16, ptr %9, i64 %256
  %258 = icmp slt i64 %238, %arg6
  br i1 %258, label %if.then30, label %if.end31

if.then30:                                        ; preds = %if.end29
  %259 = fcmp uno <8 x float> %254, %254
  %260 = fcmp uno <8 x float> %254, %254
  %261 = select <8 x i1> %260, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %254
  %262 = bitcast <8 x float> %261 to <8 x i32>
  %263 = lshr <8 x i32> %262, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %264 = and <8 x i32> %263, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %265 = add <8 x i32> %264, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %266 = add <8 x i32> %262, %265
  %267 = lshr <8 x i32> %266, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %268 = lshr <8 x i32> %262, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %269 = or <8 x i32> %268, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %270 = fcmp uno <8 x float> %261, %261
  %271 = select <8 x i1> %270, <8 x i32> %269, <8 x i32> %267
  %272 = trunc <8 x i32> %271 to <8 x i16>
  store <8 x i16> %272, ptr %257, align 16
  br label %if.end31

if.end31:                                         ; preds = %if.then30, %if.end29
  %273 = add i64 %col.iv, 5
  %274 = extractelement <8 x float> %27, i64 5
  %275 = insertelement <8 x float> poison, float %274, i64 0
  %276 = extractelement <8 x float> %37, i64 5
  %277 = insertelement <8 x float> %275, float %276, i64 1
  %278 = extractelement <8 x float> %47, i64 5
  %279 = insertelement <8 x float> %277, float %278, i64 2
  %280 = extractelement <8 x float> %57, i64 5
  %281 = insertelement <8 x float> %279, float %280, i64 3
  %282 = extractelement <8 x float> %67, i64 5
  %283 = insertelement <8 x float> %281, float %282, i64 4
  %284 = extractelement <8 x float> %77, i64 5
  %285 = insertelement <8 x float> %283, float %284, i64 5
  %286 = extractelement <8 x float> %87, i64 5
  %287 = insertelement <8 x float> %285, float %286, i64 6
  %288 = extractelement <8 x float> %97, i64 5
  %289 = insertelement <8 x float> %287, float %288, i64 7
  %290 = mul i64 %273, %arg4
  %291 = add i64 %290, %13
  %292 = getelementptr i16, ptr %9, i64 %291
  %293 = icmp slt i64 %273, %arg6
  br i1 %293, label %if.then32, label %if.end33

if.then32:                                        ; preds = %if.end31
  %294 = fcmp uno <8 x float> %289, %289
  %295 = fcmp uno <8 x float> %289, %289
  %296 = select <8 x i1> %295, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %289
  %297 = bitcast <8 x float> %296 to <8 x i32>
  %298 = lshr <8 x i32> %297, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %299 = and <8 x i32> %298, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %300 = add <8 x i32> %299, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %301 = add <8 x i32> %297, %300
  %302 = lshr <8 x i32> %301, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %303 = lshr <8 x i32> %297, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %304 = or <8 x i32> %303, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %305 = fcmp uno <8 x float> %296, %296
  %306 = select <8 x i1> %305, <8 x i32> %304, <8 x i32> %302
  %307 = trunc <8 x i32> %306 to <8 x i16>
  store <8 x i16> %307, ptr %292, align 16
  br label %if.end33

if.end33:                                         ; preds = %if.then32, %if.end31
  %308 = add i64 %col.iv, 6
  %309 = extractelement <8 x float> %27, i64 6
  %310 = insertelement <8 x float> poison, float %309, i64 0
  %311 = extractelement <8 x float> %37, i64 6
  %312 = insertelement <8 x float> %310, float %311, i64 1
  %313 = extractelement <8 x float> %47, i64 6
  %314 = insertelement <8 x float> %312, float %313, i64 2
  %315 = extractelement <8 x float> %57, i64 6
  %316 = insertelement <8 x float> %314, float %315, i64 3
  %317 = extractelement <8 x float> %67, i64 6
  %318 = insertelement <8 x float> %316, float %317, i64 4
  %319 = extractelement <8 x float> %77, i64 6
  %320 = insertelement <8 x float> %318, float %319, i64 5
  %321 = extractelement <8 x float> %87, i64 6
  %322 = insertelement <8 x float> %320, float %321, i64 6
  %323 = extractelement <8 x float> %97, i64 6
  %324 = insertelement <8 x float> %322, float %323, i64 7
  %325 = mul i64 %308, %arg4
  %326 = add i64 %325, %13
  %327 = getelementptr i16, ptr %9, i64 %326
  %328 = icmp slt i64 %308, %arg6
  br i1 %328, label %if.then34, label %if.end35

if.then34:                                        ; preds = %if.end33
  %329 = fcmp uno <8 x float> %324, %324
  %330 = fcmp uno <8 x float> %324, %324
  %331 = select <8 x i1> %330, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %324
  %332 = bitcast <8 x float> %331 to <8 x i32>
  %333 = lshr <8 x i32> %332, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %334 = and <8 x i32> %333, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %335 = add <8 x i32> %334, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %336 = add <8 x i32> %332, %335
  %337 = lshr <8 x i32> %336, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %338 = lshr <8 x i32> %332, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %339 = or <8 x i32> %338, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %340 = fcmp uno <8 x float> %331, %331
  %341 = select <8 x i1> %340, <8 x i32> %339, <8 x i32> %337
  %342 = trunc <8 x i32> %341 to <8 x i16>
  store <8 x i16> %342, ptr %327, align 16
  br label %if.end35

if.end35:                                         ; preds = %if.then34, %if.end33
  %343 = add i64 %col.iv, 7
  %344 = extractelement <8 x float> %27, i64 7
  %345 = insertelement <8 x float> poison, float %344, i64 0
  %346 = extractelement <8 x float> %37, i64 7
  %347 = insertelement <8 x float> %345, float %346, i64 1
  %348 = extractelement <8 x float> %47, i64 7
  %349 = insertelement <8 x float> %347, float %348, i64 2
  %350 = extractelement <8 x float> %57, i64 7
  %351 = insertelement <8 x float> %349, float %350, i64 3
  %352 = extractelement <8 x float> %67, i64 7
  %353 = insertelement <8 x float> %351, float %352, i64 4
  %354 = extractelement <8 x float> %77, i64 7
  %355 = insertelement <8 x float> %353, float %354, i64 5
  %356 = extractelement <8 x float> %87, i64 7
  %357 = insertelement <8 x float> %355, float %356, i64 6
  %358 = extractelement <8 x float> %97, i64 7
  %359 = insertelement <8 x float> %357, float %358, i64 7
  %360 = mul i64 %343, %arg4
  %361 = add i64 %360, %13
  %362 = getelementptr i16, ptr %9, i64 %361
  %363 = icmp slt i64 %343, %arg6
  br i1 %363, label %if.then36, label %if.end37

if.then36:                                        ; preds = %if.end35
  %364 = fcmp uno <8 x float> %359, %359
  %365 = fcmp uno <8 x float> %359, %359
  %366 = select <8 x i1> %365, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %359
  %367 = bitcast <8 x float> %366 to <8 x i32>
  %368 = lshr <8 x i32> %367, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %369 = and <8 x i32> %368, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %370 = add <8 x i32> %369, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %371 = add <8 x i32> %367, %370
  %372 = lshr <8 x i32> %371, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %373 = lshr <8 x i32> %367, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %374 = or <8 x i32> %373, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %375 = fcmp uno <8 x float> %366, %366
  %376 = select <8 x i1> %375, <8 x i32> %374, <8 x i32> %372
  %377 = trunc <8 x i32> %376 to <8 x i16>
  store <8 x i16> %377, ptr %362, align 16
  br label %if.end37

if.end37:                                         ; preds = %if.then36, %if.end35
  %col.next = add nsw i64 %col.iv, 8
  br label %col.head

if.then38:                                        ; preds = %col.exit
  %378 = sub i64 %arg6, %15
  %.splatinsert = insertelement <8 x i64> poison, i64 %378, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %379 = icmp slt <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %.splat
  %380 = add i64 %13, 0
  store <8 x float> zeroinitializer, ptr %row40, align 32
  %381 = icmp slt i64 %380, %arg5
  br i1 %381, label %if.then41, label %if.end42

if.end39:                                         ; preds = %if.end79, %col.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then41:                                        ; preds = %if.then38
  %382 = mul i64 %380, %arg1
  %383 = add i64 %382, %15
  %384 = getelementptr i16, ptr %6, i64 %383
  %385 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %384, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %386 = zext <8 x i16> %385 to <8 x i32>
  %387 = shl <8 x i32> %386, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %388 = bitcast <8 x i32> %387 to <8 x float>
  %389 = select <8 x i1> %379, <8 x float> %388, <8 x float> zeroinitializer
  store <8 x float> %389, ptr %row40, align 32
  br label %if.end42

if.end42:                                         ; preds = %if.then41, %if.then38
  %390 = load <8 x float>, ptr %row40, align 32
  %391 = add i64 %13, 1
  store <8 x float> zeroinitializer, ptr %row43, align 32
  %392 = icmp slt i64 %391, %arg5
  br i1 %392, label %if.then44, label %if.end45

if.then44:                                        ; preds = %if.end42
  %393 = mul i64 %391, %arg1
  %394 = add i64 %393, %15
  %395 = getelementptr i16, ptr %6, i64 %394
  %396 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %395, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %397 = zext <8 x i16> %396 to <8 x i32>
  %398 = shl <8 x i32> %397, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %399 = bitcast <8 x i32> %398 to <8 x float>
  %400 = select <8 x i1> %379, <8 x float> %399, <8 x float> zeroinitializer
  store <8 x float> %400, ptr %row43, align 32
  br label %if.end45

if.end45:                                         ; preds = %if.then44, %if.end42
  %401 = load <8 x float>, ptr %row43, align 32
  %402 = add i64 %13, 2
  store <8 x float> zeroinitializer, ptr %row46, align 32
  %403 = icmp slt i64 %402, %arg5
  br i1 %403, label %if.then47, label %if.end48

if.then47:                                        ; preds = %if.end45
  %404 = mul i64 %402, %arg1
  %405 = add i64 %404, %15
  %406 = getelementptr i16, ptr %6, i64 %405
  %407 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %406, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %408 = zext <8 x i16> %407 to <8 x i32>
  %409 = shl <8 x i32> %408, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %410 = bitcast <8 x i32> %409 to <8 x float>
  %411 = select <8 x i1> %379, <8 x float> %410, <8 x float> zeroinitializer
  store <8 x float> %411, ptr %row46, align 32
  br label %if.end48

if.end48:                                         ; preds = %if.then47, %if.end45
  %412 = load <8 x float>, ptr %row46, align 32
  %413 = add i64 %13, 3
  store <8 x float> zeroinitializer, ptr %row49, align 32
  %414 = icmp slt i64 %413, %arg5
  br i1 %414, label %if.then50, label %if.end51

if.then50:                                        ; preds = %if.end48
  %415 = mul i64 %413, %arg1
  %416 = add i64 %415, %15
  %417 = getelementptr i16, ptr %6, i64 %416
  %418 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %417, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %419 = zext <8 x i16> %418 to <8 x i32>
  %420 = shl <8 x i32> %419, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %421 = bitcast <8 x i32> %420 to <8 x float>
  %422 = select <8 x i1> %379, <8 x float> %421, <8 x float> zeroinitializer
  store <8 x float> %422, ptr %row49, align 32
  br label %if.end51

if.end51:                                         ; preds = %if.then50, %if.end48
  %423 = load <8 x float>, ptr %row49, align 32
  %424 = add i64 %13, 4
  store <8 x float> zeroinitializer, ptr %row52, align 32
  %425 = icmp slt i64 %424, %arg5
  br i1 %425, label %if.then53, label %if.end54

if.then53:                                        ; preds = %if.end51
  %426 = mul i64 %424, %arg1
  %427 = add i64 %426, %15
  %428 = getelementptr i16, ptr %6, i64 %427
  %429 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %428, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %430 = zext <8 x i16> %429 to <8 x i32>
  %431 = shl <8 x i32> %430, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %432 = bitcast <8 x i32> %431 to <8 x float>
  %433 = select <8 x i1> %379, <8 x float> %432, <8 x float> zeroinitializer
  store <8 x float> %433, ptr %row52, align 32
  br label %if.end54

if.end54:                                         ; preds = %if.then53, %if.end51
  %434 = load <8 x float>, ptr %row52, align 32
  %435 = add i64 %13, 5
  store <8 x float> zeroinitializer, ptr %row55, align 32
  %436 = icmp slt i64 %435, %arg5
  br i1 %436, label %if.then56, label %if.end57

if.then56:                                        ; preds = %if.end54
  %437 = mul i64 %435, %arg1
  %438 = add i64 %437, %15
  %439 = getelementptr i16, ptr %6, i64 %438
  %440 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %439, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %441 = zext <8 x i16> %440 to <8 x i32>
  %442 = shl <8 x i32> %441, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %443 = bitcast <8 x i32> %442 to <8 x float>
  %444 = select <8 x i1> %379, <8 x float> %443, <8 x float> zeroinitializer
  store <8 x float> %444, ptr %row55, align 32
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %if.end54
  %445 = load <8 x float>, ptr %row55, align 32
  %446 = add i64 %13, 6
  store <8 x float> zeroinitializer, ptr %row58, align 32
  %447 = icmp slt i64 %446, %arg5
  br i1 %447, label %if.then59, label %if.end60

if.then59:                                        ; preds = %if.end57
  %448 = mul i64 %446, %arg1
  %449 = add i64 %448, %15
  %450 = getelementptr i16, ptr %6, i64 %449
  %451 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %450, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %452 = zext <8 x i16> %451 to <8 x i32>
  %453 = shl <8 x i32> %452, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %454 = bitcast <8 x i32> %453 to <8 x float>
  %455 = select <8 x i1> %379, <8 x float> %454, <8 x float> zeroinitializer
  store <8 x float> %455, ptr %row58, align 32
  br label %if.end60

if.end60:                                         ; preds = %if.then59, %if.end57
  %456 = load <8 x float>, ptr %row58, align 32
  %457 = add i64 %13, 7
  store <8 x float> zeroinitializer, ptr %row61, align 32
  %458 = icmp slt i64 %457, %arg5
  br i1 %458, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end60
  %459 = mul i64 %457, %arg1
  %460 = add i64 %459, %15
  %461 = getelementptr i16, ptr %6, i64 %460
  %462 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %461, i32 2, <8 x i1> %379, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %463 = zext <8 x i16> %462 to <8 x i32>
  %464 = shl <8 x i32> %463, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %465 = bitcast <8 x i32> %464 to <8 x float>
  %466 = select <8 x i1> %379, <8 x float> %465, <8 x float> zeroinitializer
  store <8 x float> %466, ptr %row61, align 32
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end60
  %467 = load <8 x float>, ptr %row61, align 32
  %468 = add i64 %15, 0
  %469 = extractelement <8 x float> %390, i64 0
  %470 = insertelement <8 x float> poison, float %469, i64 0
  %471 = extractelement <8 x float> %401, i64 0
  %472 = insertelement <8 x float> %470, float %471, i64 1
  %473 = extractelement <8 x float> %412, i64 0
  %474 = insertelement <8 x float> %472, float %473, i64 2
  %475 = extractelement <8 x float> %423, i64 0
  %476 = insertelement <8 x float> %474, float %475, i64 3
  %477 = extractelement <8 x float> %434, i64 0
  %478 = insertelement <8 x float> %476, float %477, i64 4
  %479 = extractelement <8 x float> %445, i64 0
  %480 = insertelement <8 x float> %478, float %479, i64 5
  %481 = extractelement <8 x float> %456, i64 0
  %482 = insertelement <8 x float> %480, float %481, i64 6
  %483 = extractelement <8 x float> %467, i64 0
  %484 = insertelement <8 x float> %482, float %483, i64 7
  %485 = mul i64 %468, %arg4
  %486 = add i64 %485, %13
  %487 = getelementptr i16, ptr %9, i64 %486
  %488 = icmp slt i64 %468, %arg6
  br i1 %488, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end63
  %489 = fcmp uno <8 x float> %484, %484
  %490 = fcmp uno <8 x float> %484, %484
  %491 = select <8 x i1> %490, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %484
  %492 = bitcast <8 x float> %491 to <8 x i32>
  %493 = lshr <8 x i32> %492, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %494 = and <8 x i32> %493, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %495 = add <8 x i32> %494, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %496 = add <8 x i32> %492, %495
  %497 = lshr <8 x i32> %496, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %498 = lshr <8 x i32> %492, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %499 = or <8 x i32> %498, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %500 = fcmp uno <8 x float> %491, %491
  %501 = select <8 x i1> %500, <8 x i32> %499, <8 x i32> %497
  %502 = trunc <8 x i32> %501 to <8 x i16>
  store <8 x i16> %502, ptr %487, align 16
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end63
  %503 = add i64 %15, 1
  %504 = extractelement <8 x float> %390, i64 1
  %505 = insertelement <8 x float> poison, float %504, i64 0
  %506 = extractelement <8 x float> %401, i64 1
  %507 = insertelement <8 x float> %505, float %506, i64 1
  %508 = extractelement <8 x float> %412, i64 1
  %509 = insertelement <8 x float> %507, float %508, i64 2
  %510 = extractelement <8 x float> %423, i64 1
  %511 = insertelement <8 x float> %509, float %510, i64 3
  %512 = extractelement <8 x float> %434, i64 1
  %513 = insertelement <8 x float> %511, float %512, i64 4
  %514 = extractelement <8 x float> %445, i64 1
  %515 = insertelement <8 x float> %513, float %514, i64 5
  %516 = extractelement <8 x float> %456, i64 1
  %517 = insertelement <8 x float> %515, float %516, i64 6
  %518 = extractelement <8 x float> %467, i64 1
  %519 = insertelement <8 x float> %517, float %518, i64 7
  %520 = mul i64 %503, %arg4
  %521 = add i64 %520, %13
  %522 = getelementptr i16, ptr %9, i64 %521
  %523 = icmp slt i64 %503, %arg6
  br i1 %523, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  %524 = fcmp uno <8 x float> %519, %519
  %525 = fcmp uno <8 x float> %519, %519
  %526 = select <8 x i1> %525, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %519
  %527 = bitcast <8 x float> %526 to <8 x i32>
  %528 = lshr <8 x i32> %527, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %529 = and <8 x i32> %528, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %530 = add <8 x i32> %529, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %531 = add <8 x i32> %527, %530
  %532 = lshr <8 x i32> %531, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %533 = lshr <8 x i32> %527, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %534 = or <8 x i32> %533, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %535 = fcmp uno <8 x float> %526, %526
  %536 = select <8 x i1> %535, <8 x i32> %534, <8 x i32> %532
  %537 = trunc <8 x i32> %536 to <8 x i16>
  store <8 x i16> %537, ptr %522, align 16
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  %538 = add i64 %15, 2
  %539 = extractelement <8 x float> %390, i64 2
  %540 = insertelement <8 x float> poison, float %539, i64 0
  %541 = extractelement <8 x float> %401, i64 2
  %542 = insertelement <8 x float> %540, float %541, i64 1
  %543 = extractelement <8 x float> %412, i64 2
  %544 = insertelement <8 x float> %542, float %543, i64 2
  %545 = extractelement <8 x float> %423, i64 2
  %546 = insertelement <8 x float> %544, float %545, i64 3
  %547 = extractelement <8 x float> %434, i64 2
  %548 = insertelement <8 x float> %546, float %547, i64 4
  %549 = extractelement <8 x float> %445, i64 2
  %550 = insertelement <8 x float> %548, float %549, i64 5
  %551 = extractelement <8 x float> %456, i64 2
  %552 = insertelement <8 x float> %550, float %551, i64 6
  %553 = extractelement <8 x float> %467, i64 2
  %554 = insertelement <8 x float> %552, float %553, i64 7
  %555 = mul i64 %538, %arg4
  %556 = add i64 %555, %13
  %557 = getelementptr i16, ptr %9, i64 %556
  %558 = icmp slt i64 %538, %arg6
  br i1 %558, label %if.then68, label %if.end69

if.then68:                                        ; preds = %if.end67
  %559 = fcmp uno <8 x float> %554, %554
  %560 = fcmp uno <8 x float> %554, %554
  %561 = select <8 x i1> %560, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %554
  %562 = bitcast <8 x float> %561 to <8 x i32>
  %563 = lshr <8 x i32> %562, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %564 = and <8 x i32> %563, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %565 = add <8 x i32> %564, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %566 = add <8 x i32> %562, %565
  %567 = lshr <8 x i32> %566, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %568 = lshr <8 x i32> %562, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %569 = or <8 x i32> %568, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %570 = fcmp uno <8 x float> %561, %561
  %571 = select <8 x i1> %570, <8 x i32> %569, <8 x i32> %567
  %572 = trunc <8 x i32> %571 to <8 x i16>
  store <8 x i16> %572, ptr %557, align 16
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.end67
  %573 = add i64 %15, 3
  %574 = extractelement <8 x float> %390, i64 3
  %575 = insertelement <8 x float> poison, float %574, i64 0
  %576 = extractelement <8 x float> %401, i64 3
  %577 = insertelement <8 x float> %575, float %576, i64 1
  %578 = extractelement <8 x float> %412, i64 3
  %579 = insertelement <8 x float> %577, float %578, i64 2
  %580 = extractelement <8 x float> %423, i64 3
  %581 = insertelement <8 x float> %579, float %580, i64 3
  %582 = extractelement <8 x float> %434, i64 3
  %583 = insertelement <8 x float> %581, float %582, i64 4
  %584 = extractelement <8 x float> %445, i64 3
  %585 = insertelement <8 x float> %583, float %584, i64 5
  %586 = extractelement <8 x float> %456, i64 3
  %587 = insertelement <8 x float> %585, float %586, i64 6
  %588 = extractelement <8 x float> %467, i64 3
  %589 = insertelement <8 x float> %587, float %588, i64 7
  %590 = mul i64 %573, %arg4
  %591 = add i64 %590, %13
  %592 = getelementptr i16, ptr %9, i64 %591
  %593 = icmp slt i64 %573, %arg6
  br i1 %593, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  %594 = fcmp uno <8 x float> %589, %589
  %595 = fcmp uno <8 x float> %589, %589
  %596 = select <8 x i1> %595, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %589
  %597 = bitcast <8 x float> %596 to <8 x i32>
  %598 = lshr <8 x i32> %597, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %599 = and <8 x i32> %598, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %600 = add <8 x i32> %599, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %601 = add <8 x i32> %597, %600
  %602 = lshr <8 x i32> %601, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %603 = lshr <8 x i32> %597, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %604 = or <8 x i32> %603, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %605 = fcmp uno <8 x float> %596, %596
  %606 = select <8 x i1> %605, <8 x i32> %604, <8 x i32> %602
  %607 = trunc <8 x i32> %606 to <8 x i16>
  store <8 x i16> %607, ptr %592, align 16
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  %608 = add i64 %15, 4
  %609 = extractelement <8 x float> %390, i64 4
  %610 = insertelement <8 x float> poison, float %609, i64 0
  %611 = extractelement <8 x float> %401, i64 4
  %612 = insertelement <8 x float> %610, float %611, i64 1
  %613 = extractelement <8 x float> %412, i64 4
  %614 = insertelement <8 x float> %612, float %613, i64 2
  %615 = extractelement <8 x float> %423, i64 4
  %616 = insertelement <8 x float> %614, float %615, i64 3
  %617 = extractelement <8 x float> %434, i64 4
  %618 = insertelement <8 x float> %616, float %617, i64 4
  %619 = extractelement <8 x float> %445, i64 4
  %620 = insertelement <8 x float> %618, float %619, i64 5
  %621 = extractelement <8 x float> %456, i64 4
  %622 = insertelement <8 x float> %620, float %621, i64 6
  %623 = extractelement <8 x float> %467, i64 4
  %624 = insertelement <8 x float> %622, float %623, i64 7
  %625 = mul i64 %608, %arg4
  %626 = add i64 %625, %13
  %627 = getelementptr i16, ptr %9, i64 %626
  %628 = icmp slt i64 %608, %arg6
  br i1 %628, label %if.then72, label %if.end73

if.then72:                                        ; preds = %if.end71
  %629 = fcmp uno <8 x float> %624, %624
  %630 = fcmp uno <8 x float> %624, %624
  %631 = select <8 x i1> %630, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %624
  %632 = bitcast <8 x float> %631 to <8 x i32>
  %633 = lshr <8 x i32> %632, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %634 = and <8 x i32> %633, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %635 = add <8 x i32> %634, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %636 = add <8 x i32> %632, %635
  %637 = lshr <8 x i32> %636, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %638 = lshr <8 x i32> %632, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %639 = or <8 x i32> %638, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %640 = fcmp uno <8 x float> %631, %631
  %641 = select <8 x i1> %640, <8 x i32> %639, <8 x i32> %637
  %642 = trunc <8 x i32> %641 to <8 x i16>
  store <8 x i16> %642, ptr %627, align 16
  br label %if.end73

if.end73:                                         ; preds = %if.then72, %if.end71
  %643 = add i64 %15, 5
  %644 = extractelement <8 x float> %390, i64 5
  %645 = insertelement <8 x float> poison, float %644, i64 0
  %646 = extractelement <8 x float> %401, i64 5
  %647 = insertelement <8 x float> %645, float %646, i64 1
  %648 = extractelement <8 x float> %412, i64 5
  %649 = insertelement <8 x float> %647, float %648, i64 2
  %650 = extractelement <8 x float> %423, i64 5
  %651 = insertelement <8 x float> %649, float %650, i64 3
  %652 = extractelement <8 x float> %434, i64 5
  %653 = insertelement <8 x float> %651, float %652, i64 4
  %654 = extractelement <8 x float> %445, i64 5
  %655 = insertelement <8 x float> %653, float %654, i64 5
  %656 = extractelement <8 x float> %456, i64 5
  %657 = insertelement <8 x float> %655, float %656, i64 6
  %658 = extractelement <8 x float> %467, i64 5
  %659 = insertelement <8 x float> %657, float %658, i64 7
  %660 = mul i64 %643, %arg4
  %661 = add i64 %660, %13
  %662 = getelementptr i16, ptr %9, i64 %661
  %663 = icmp slt i64 %643, %arg6
  br i1 %663, label %if.then74, label %if.end75

if.then74:                                        ; preds = %if.end73
  %664 = fcmp uno <8 x float> %659, %659
  %665 = fcmp uno <8 x float> %659, %659
  %666 = select <8 x i1> %665, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %659
  %667 = bitcast <8 x float> %666 to <8 x i32>
  %668 = lshr <8 x i32> %667, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %669 = and <8 x i32> %668, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %670 = add <8 x i32> %669, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %671 = add <8 x i32> %667, %670
  %672 = lshr <8 x i32> %671, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %673 = lshr <8 x i32> %667, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %674 = or <8 x i32> %673, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %675 = fcmp uno <8 x float> %666, %666
  %676 = select <8 x i1> %675, <8 x i32> %674, <8 x i32> %672
  %677 = trunc <8 x i32> %676 to <8 x i16>
  store <8 x i16> %677, ptr %662, align 16
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %if.end73
  %678 = add i64 %15, 6
  %679 = extractelement <8 x float> %390, i64 6
  %680 = insertelement <8 x float> poison, float %679, i64 0
  %681 = extractelement <8 x float> %401, i64 6
  %682 = insertelement <8 x float> %680, float %681, i64 1
  %683 = extractelement <8 x float> %412, i64 6
  %684 = insertelement <8 x float> %682, float %683, i64 2
  %685 = extractelement <8 x float> %423, i64 6
  %686 = insertelement <8 x float> %684, float %685, i64 3
  %687 = extractelement <8 x float> %434, i64 6
  %688 = insertelement <8 x float> %686, float %687, i64 4
  %689 = extractelement <8 x float> %445, i64 6
  %690 = insertelement <8 x float> %688, float %689, i64 5
  %691 = extractelement <8 x float> %456, i64 6
  %692 = insertelement <8 x float> %690, float %691, i64 6
  %693 = extractelement <8 x float> %467, i64 6
  %694 = insertelement <8 x float> %692, float %693, i64 7
  %695 = mul i64 %678, %arg4
  %696 = add i64 %695, %13
  %697 = getelementptr i16, ptr %9, i64 %696
  %698 = icmp slt i64 %678, %arg6
  br i1 %698, label %if.then76, label %if.end77

if.then76:                                        ; preds = %if.end75
  %699 = fcmp uno <8 x float> %694, %694
  %700 = fcmp uno <8 x float> %694, %694
  %701 = select <8 x i1> %700, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %694
  %702 = bitcast <8 x float> %701 to <8 x i32>
  %703 = lshr <8 x i32> %702, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %704 = and <8 x i32> %703, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %705 = add <8 x i32> %704, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %706 = add <8 x i32> %702, %705
  %707 = lshr <8 x i32> %706, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %708 = lshr <8 x i32> %702, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %709 = or <8 x i32> %708, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %710 = fcmp uno <8 x float> %701, %701
  %711 = select <8 x i1> %710, <8 x i32> %709, <8 x i32> %707
  %712 = trunc <8 x i32> %711 to <8 x i16>
  store <8 x i16> %712, ptr %697, align 16
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %if.end75
  %713 = add i64 %15, 7
  %714 = extractelement <8 x float> %390, i64 7
  %715 = insertelement <8 x float> poison, float %714, i64 0
  %716 = extractelement <8 x float> %401, i64 7
  %717 = insertelement <8 x float> %715, float %716, i64 1
  %718 = extractelement <8 x float> %412, i64 7
  %719 = insertelement <8 x float> %717, float %718, i64 2
  %720 = extractelement <8 x float> %423, i64 7
  %721 = insertelement <8 x float> %719, float %720, i64 3
  %722 = extractelement <8 x float> %434, i64 7
  %723 = insertelement <8 x float> %721, float %722, i64 4
  %724 = extractelement <8 x float> %445, i64 7
  %725 = insertelement <8 x float> %723, float %724, i64 5
  %726 = extractelement <8 x float> %456, i64 7
  %727 = insertelement <8 x float> %725, float %726, i64 6
  %728 = extractelement <8 x float> %467, i64 7
  %729 = insertelement <8 x float> %727, float %728, i64 7
  %730 = mul i64 %713, %arg4
  %731 = add i64 %730, %13
  %732 = getelementptr i16, ptr %9, i64 %731
  %733 = icmp slt i64 %713, %arg6
  br i1 %733, label %if.then78, label %if.end79

if.then78:                                        ; preds = %if.end77
  %734 = fcmp uno <8 x float> %729, %729
  %735 = fcmp uno <8 x float> %729, %729
  %736 = select <8 x i1> %735, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %729
  %737 = bitcast <8 x float> %736 to <8 x i32>
  %738 = lshr <8 x i32> %737, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %739 = and <8 x i32> %738, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %740 = add <8 x i32> %739, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %741 = add <8 x i32> %737, %740
  %742 = lshr <8 x i32> %741, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %743 = lshr <8 x i32> %737, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %744 = or <8 x i32> %743, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %745 = fcmp uno <8 x float> %736, %736
  %746 = select <8 x i1> %745, <8 x i32> %744, <8 x i32> %742
  %747 = trunc <8 x i32> %746 to <8 x i16>
  store <8 x i16> %747, ptr %732, align 16
  br label %if.end79

if.end79:                                         ; preds = %if.then78, %if.end77
  br label %if.end39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i16> @llvm.masked.load.v8i16.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i16>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!0 = !{}
