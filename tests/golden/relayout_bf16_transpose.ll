; golden IR for tests/codegen/golden_test.cpp (the backward's operands transposed in 8 x 8 blocks)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16;transpose=1
source_filename = "logpjit.relayout"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_relayout(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %row61 = alloca <8 x i16>, align 16
  %row58 = alloca <8 x i16>, align 16
  %row55 = alloca <8 x i16>, align 16
  %row52 = alloca <8 x i16>, align 16
  %row49 = alloca <8 x i16>, align 16
  %row46 = alloca <8 x i16>, align 16
  %row43 = alloca <8 x i16>, align 16
  %row40 = alloca <8 x i16>, align 16
  %row19 = alloca <8 x i16>, align 16
  %row16 = alloca <8 x i16>, align 16
  %row13 = alloca <8 x i16>, align 16
  %row10 = alloca <8 x i16>, align 16
  %row7 = alloca <8 x i16>, align 16
  %row4 = alloca <8 x i16>, align 16
  %row1 = alloca <8 x i16>, align 16
  %row = alloca <8 x i16>, align 16
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
  store <8 x i16> zeroinitializer, ptr %row, align 16
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
  store <8 x i16> %23, ptr %row, align 16
  br label %if.end

if.end:                                           ; preds = %if.then, %col.body
  %24 = load <8 x i16>, ptr %row, align 16
  %25 = add i64 %13, 1
  store <8 x i16> zeroinitializer, ptr %row1, align 16
  %26 = icmp slt i64 %25, %arg5
  br i1 %26, label %if.then2, label %if.end3

if.then2:                                         ; preds = %if.end
  %27 = mul i64 %25, %arg1
  %28 = add i64 %27, %col.iv
  %29 = getelementptr i16, ptr %6, i64 %28
  %30 = load <8 x i16>, ptr %29, align 16, !invariant.load !0
  store <8 x i16> %30, ptr %row1, align 16
  br label %if.end3

if.end3:                                          ; preds = %if.then2, %if.end
  %31 = load <8 x i16>, ptr %row1, align 16
  %32 = add i64 %13, 2
  store <8 x i16> zeroinitializer, ptr %row4, align 16
  %33 = icmp slt i64 %32, %arg5
  br i1 %33, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end3
  %34 = mul i64 %32, %arg1
  %35 = add i64 %34, %col.iv
  %36 = getelementptr i16, ptr %6, i64 %35
  %37 = load <8 x i16>, ptr %36, align 16, !invariant.load !0
  store <8 x i16> %37, ptr %row4, align 16
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.end3
  %38 = load <8 x i16>, ptr %row4, align 16
  %39 = add i64 %13, 3
  store <8 x i16> zeroinitializer, ptr %row7, align 16
  %40 = icmp slt i64 %39, %arg5
  br i1 %40, label %if.then8, label %if.end9

if.then8:                                         ; preds = %if.end6
  %41 = mul i64 %39, %arg1
  %42 = add i64 %41, %col.iv
  %43 = getelementptr i16, ptr %6, i64 %42
  %44 = load <8 x i16>, ptr %43, align 16, !invariant.load !0
  store <8 x i16> %44, ptr %row7, align 16
  br label %if.end9

if.end9:                                          ; preds = %if.then8, %if.end6
  %45 = load <8 x i16>, ptr %row7, align 16
  %46 = add i64 %13, 4
  store <8 x i16> zeroinitializer, ptr %row10, align 16
  %47 = icmp slt i64 %46, %arg5
  br i1 %47, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end9
  %48 = mul i64 %46, %arg1
  %49 = add i64 %48, %col.iv
  %50 = getelementptr i16, ptr %6, i64 %49
  %51 = load <8 x i16>, ptr %50, align 16, !invariant.load !0
  store <8 x i16> %51, ptr %row10, align 16
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end9
  %52 = load <8 x i16>, ptr %row10, align 16
  %53 = add i64 %13, 5
  store <8 x i16> zeroinitializer, ptr %row13, align 16
  %54 = icmp slt i64 %53, %arg5
  br i1 %54, label %if.then14, label %if.end15

if.then14:                                        ; preds = %if.end12
  %55 = mul i64 %53, %arg1
  %56 = add i64 %55, %col.iv
  %57 = getelementptr i16, ptr %6, i64 %56
  %58 = load <8 x i16>, ptr %57, align 16, !invariant.load !0
  store <8 x i16> %58, ptr %row13, align 16
  br label %if.end15

if.end15:                                         ; preds = %if.then14, %if.end12
  %59 = load <8 x i16>, ptr %row13, align 16
  %60 = add i64 %13, 6
  store <8 x i16> zeroinitializer, ptr %row16, align 16
  %61 = icmp slt i64 %60, %arg5
  br i1 %61, label %if.then17, label %if.end18

if.then17:                                        ; preds = %if.end15
  %62 = mul i64 %60, %arg1
  %63 = add i64 %62, %col.iv
  %64 = getelementptr i16, ptr %6, i64 %63
  %65 = load <8 x i16>, ptr %64, align 16, !invariant.load !0
  store <8 x i16> %65, ptr %row16, align 16
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %if.end15
  %66 = load <8 x i16>, ptr %row16, align 16
  %67 = add i64 %13, 7
  store <8 x i16> zeroinitializer, ptr %row19, align 16
  %68 = icmp slt i64 %67, %arg5
  br i1 %68, label %if.then20, label %if.end21

if.then20:                                        ; preds = %if.end18
  %69 = mul i64 %67, %arg1
  %70 = add i64 %69, %col.iv
  %71 = getelementptr i16, ptr %6, i64 %70
  %72 = load <8 x i16>, ptr %71, align 16, !invariant.load !0
  store <8 x i16> %72, ptr %row19, align 16
  br label %if.end21

if.end21:                                         ; preds = %if.then20, %if.end18
  %73 = load <8 x i16>, ptr %row19, align 16
  %74 = add i64 %col.iv, 0
  %75 = extractelement <8 x i16> %24, i64 0
  %76 = insertelement <8 x i16> poison, i16 %75, i64 0
  %77 = extractelement <8 x i16> %31, i64 0
  %78 = insertelement <8 x i16> %76, i16 %77, i64 1
  %79 = extractelement <8 x i16> %38, i64 0
  %80 = insertelement <8 x i16> %78, i16 %79, i64 2
  %81 = extractelement <8 x i16> %45, i64 0
  %82 = insertelement <8 x i16> %80, i16 %81, i64 3
  %83 = extractelement <8 x i16> %52, i64 0
  %84 = insertelement <8 x i16> %82, i16 %83, i64 4
  %85 = extractelement <8 x i16> %59, i64 0
  %86 = insertelement <8 x i16> %84, i16 %85, i64 5
  %87 = extractelement <8 x i16> %66, i64 0
  %88 = insertelement <8 x i16> %86, i16 %87, i64 6
  %89 = extractelement <8 x i16> %73, i64 0
  %90 = insertelement <8 x i16> %88, i16 %89, i64 7
  %91 = mul i64 %74, %arg4
  %92 = add i64 %91, %13
  %93 = getelementptr i16, ptr %9, i64 %92
  %94 = icmp slt i64 %74, %arg6
  br i1 %94, label %if.then22, label %if.end23

if.then22:                                        ; preds = %if.end21
  store <8 x i16> %90, ptr %93, align 16
  br label %if.end23

if.end23:                                         ; preds = %if.then22, %if.end21
  %95 = add i64 %col.iv, 1
  %96 = extractelement <8 x i16> %24, i64 1
  %97 = insertelement <8 x i16> poison, i16 %96, i64 0
  %98 = extractelement <8 x i16> %31, i64 1
  %99 = insertelement <8 x i16> %97, i16 %98, i64 1
  %100 = extractelement <8 x i16> %38, i64 1
  %101 = insertelement <8 x i16> %99, i16 %100, i64 2
  %102 = extractelement <8 x i16> %45, i64 1
  %103 = insertelement <8 x i16> %101, i16 %102, i64 3
  %104 = extractelement <8 x i16> %52, i64 1
  %105 = insertelement <8 x i16> %103, i16 %104, i64 4
  %106 = extractelement <8 x i16> %59, i64 1
  %107 = insertelement <8 x i16> %105, i16 %106, i64 5
  %108 = extractelement <8 x i16> %66, i64 1
  %109 = insertelement <8 x i16> %107, i16 %108, i64 6
  %110 = extractelement <8 x i16> %73, i64 1
  %111 = insertelement <8 x i16> %109, i16 %110, i64 7
  %112 = mul i64 %95, %arg4
  %113 = add i64 %112, %13
  %114 = getelementptr i16, ptr %9, i64 %113
  %115 = icmp slt i64 %95, %arg6
  br i1 %115, label %if.then24, label %if.end25

if.then24:                                        ; preds = %if.end23
  store <8 x i16> %111, ptr %114, align 16
  br label %if.end25

if.end25:                                         ; preds = %if.then24, %if.end23
  %116 = add i64 %col.iv, 2
  %117 = extractelement <8 x i16> %24, i64 2
  %118 = insertelement <8 x i16> poison, i16 %117, i64 0
  %119 = extractelement <8 x i16> %31, i64 2
  %120 = insertelement <8 x i16> %118, i16 %119, i64 1
  %121 = extractelement <8 x i16> %38, i64 2
  %122 = insertelement <8 x i16> %120, i16 %121, i64 2
  %123 = extractelement <8 x i16> %45, i64 2
  %124 = insertelement <8 x i16> %122, i16 %123, i64 3
  %125 = extractelement <8 x i16> %52, i64 2
  %126 = insertelement <8 x i16> %124, i16 %125, i64 4
  %127 = extractelement <8 x i16> %59, i64 2
  %128 = insertelement <8 x i16> %126, i16 %127, i64 5
  %129 = extractelement <8 x i16> %66, i64 2
  %130 = insertelement <8 x i16> %128, i16 %129, i64 6
  %131 = extractelement <8 x i16> %73, i64 2
  %132 = insertelement <8 x i16> %130, i16 %131, i64 7
  %133 = mul i64 %116, %arg4
  %134 = add i64 %133, %13
  %135 = getelementptr i16, ptr %9, i64 %134
  %136 = icmp slt i64 %116, %arg6
  br i1 %136, label %if.then26, label %if.end27

if.then26:                                        ; preds = %if.end25
  store <8 x i16> %132, ptr %135, align 16
  br label %if.end27

if.end27:                                         ; preds = %if.then26, %if.end25
  %137 = add i64 %col.iv, 3
  %138 = extractelement <8 x i16> %24, i64 3
  %139 = insertelement <8 x i16> poison, i16 %138, i64 0
  %140 = extractelement <8 x i16> %31, i64 3
  %141 = insertelement <8 x i16> %139, i16 %140, i64 1
  %142 = extractelement <8 x i16> %38, i64 3
  %143 = insertelement <8 x i16> %141, i16 %142, i64 2
  %144 = extractelement <8 x i16> %45, i64 3
  %145 = insertelement <8 x i16> %143, i16 %144, i64 3
  %146 = extractelement <8 x i16> %52, i64 3
  %147 = insertelement <8 x i16> %145, i16 %146, i64 4
  %148 = extractelement <8 x i16> %59, i64 3
  %149 = insertelement <8 x i16> %147, i16 %148, i64 5
  %150 = extractelement <8 x i16> %66, i64 3
  %151 = insertelement <8 x i16> %149, i16 %150, i64 6
  %152 = extractelement <8 x i16> %73, i64 3
  %153 = insertelement <8 x i16> %151, i16 %152, i64 7
  %154 = mul i64 %137, %arg4
  %155 = add i64 %154, %13
  %156 = getelementptr i16, ptr %9, i64 %155
  %157 = icmp slt i64 %137, %arg6
  br i1 %157, label %if.then28, label %if.end29

if.then28:                                        ; preds = %if.end27
  store <8 x i16> %153, ptr %156, align 16
  br label %if.end29

if.end29:                                         ; preds = %if.then28, %if.end27
  %158 = add i64 %col.iv, 4
  %159 = extractelement <8 x i16> %24, i64 4
  %160 = insertelement <8 x i16> poison, i16 %159, i64 0
  %161 = extractelement <8 x i16> %31, i64 4
  %162 = insertelement <8 x i16> %160, i16 %161, i64 1
  %163 = extractelement <8 x i16> %38, i64 4
  %164 = insertelement <8 x i16> %162, i16 %163, i64 2
  %165 = extractelement <8 x i16> %45, i64 4
  %166 = insertelement <8 x i16> %164, i16 %165, i64 3
  %167 = extractelement <8 x i16> %52, i64 4
  %168 = insertelement <8 x i16> %166, i16 %167, i64 4
  %169 = extractelement <8 x i16> %59, i64 4
  %170 = insertelement <8 x i16> %168, i16 %169, i64 5
  %171 = extractelement <8 x i16> %66, i64 4
  %172 = insertelement <8 x i16> %170, i16 %171, i64 6
  %173 = extractelement <8 x i16> %73, i64 4
  %174 = insertelement <8 x i16> %172, i16 %173, i64 7
  %175 = mul i64 %158, %arg4
  %176 = add i64 %175, %13
  %177 = getelementptr i16, ptr %9, i64 %176
  %178 = icmp slt i64 %158, %arg6
  br i1 %178, label %if.then30, label %if.end31

if.then30:                                        ; preds = %if.end29
  store <8 x i16> %174, ptr %177, align 16
  br label %if.end31

if.end31:                                         ; preds = %if.then30, %if.end29
  %179 = add i64 %col.iv, 5
  %180 = extractelement <8 x i16> %24, i64 5
  %181 = insertelement <8 x i16> poison, i16 %180, i64 0
  %182 = extractelement <8 x i16> %31, i64 5
  %183 = insertelement <8 x i16> %181, i16 %182, i64 1
  %184 = extractelement <8 x i16> %38, i64 5
  %185 = insertelement <8 x i16> %183, i16 %184, i64 2
  %186 = extractelement <8 x i16> %45, i64 5
  %187 = insertelement <8 x i16> %185, i16 %186, i64 3
  %188 = extractelement <8 x i16> %52, i64 5
  %189 = insertelement <8 x i16> %187, i16 %188, i64 4
  %190 = extractelement <8 x i16> %59, i64 5
  %191 = insertelement <8 x i16> %189, i16 %190, i64 5
  %192 = extractelement <8 x i16> %66, i64 5
  %193 = insertelement <8 x i16> %191, i16 %192, i64 6
  %194 = extractelement <8 x i16> %73, i64 5
  %195 = insertelement <8 x i16> %193, i16 %194, i64 7
  %196 = mul i64 %179, %arg4
  %197 = add i64 %196, %13
  %198 = getelementptr i16, ptr %9, i64 %197
  %199 = icmp slt i64 %179, %arg6
  br i1 %199, label %if.then32, label %if.end33

if.then32:                                        ; preds = %if.end31
  store <8 x i16> %195, ptr %198, align 16
  br label %if.end33

if.end33:                                         ; preds = %if.then32, %if.end31
  %200 = add i64 %col.iv, 6
  %201 = extractelement <8 x i16> %24, i64 6
  %202 = insertelement <8 x i16> poison, i16 %201, i64 0
  %203 = extractelement <8 x i16> %31, i64 6
  %204 = insertelement <8 x i16> %202, i16 %203, i64 1
  %205 = extractelement <8 x i16> %38, i64 6
  %206 = insertelement <8 x i16> %204, i16 %205, i64 2
  %207 = extractelement <8 x i16> %45, i64 6
  %208 = insertelement <8 x i16> %206, i16 %207, i64 3
  %209 = extractelement <8 x i16> %52, i64 6
  %210 = insertelement <8 x i16> %208, i16 %209, i64 4
  %211 = extractelement <8 x i16> %59, i64 6
  %212 = insertelement <8 x i16> %210, i16 %211, i64 5
  %213 = extractelement <8 x i16> %66, i64 6
  %214 = insertelement <8 x i16> %212, i16 %213, i64 6
  %215 = extractelement <8 x i16> %73, i64 6
  %216 = insertelement <8 x i16> %214, i16 %215, i64 7
  %217 = mul i64 %200, %arg4
  %218 = add i64 %217, %13
  %219 = getelementptr i16, ptr %9, i64 %218
  %220 = icmp slt i64 %200, %arg6
  br i1 %220, label %if.then34, label %if.end35

if.then34:                                        ; preds = %if.end33
  store <8 x i16> %216, ptr %219, align 16
  br label %if.end35

if.end35:                                         ; preds = %if.then34, %if.end33
  %221 = add i64 %col.iv, 7
  %222 = extractelement <8 x i16> %24, i64 7
  %223 = insertelement <8 x i16> poison, i16 %222, i64 0
  %224 = extractelement <8 x i16> %31, i64 7
  %225 = insertelement <8 x i16> %223, i16 %224, i64 1
  %226 = extractelement <8 x i16> %38, i64 7
  %227 = insertelement <8 x i16> %225, i16 %226, i64 2
  %228 = extractelement <8 x i16> %45, i64 7
  %229 = insertelement <8 x i16> %227, i16 %228, i64 3
  %230 = extractelement <8 x i16> %52, i64 7
  %231 = insertelement <8 x i16> %229, i16 %230, i64 4
  %232 = extractelement <8 x i16> %59, i64 7
  %233 = insertelement <8 x i16> %231, i16 %232, i64 5
  %234 = extractelement <8 x i16> %66, i64 7
  %235 = insertelement <8 x i16> %233, i16 %234, i64 6
  %236 = extractelement <8 x i16> %73, i64 7
  %237 = insertelement <8 x i16> %235, i16 %236, i64 7
  %238 = mul i64 %221, %arg4
  %239 = add i64 %238, %13
  %240 = getelementptr i16, ptr %9, i64 %239
  %241 = icmp slt i64 %221, %arg6
  br i1 %241, label %if.then36, label %if.end37

if.then36:                                        ; preds = %if.end35
  store <8 x i16> %237, ptr %240, align 16
  br label %if.end37

if.end37:                                         ; preds = %if.then36, %if.end35
  %col.next = add nsw i64 %col.iv, 8
  br label %col.head

if.then38:                                        ; preds = %col.exit
  %242 = sub i64 %arg6, %15
  %.splatinsert = insertelement <8 x i64> poison, i64 %242, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %243 = icmp slt <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %.splat
  %244 = add i64 %13, 0
  store <8 x i16> zeroinitializer, ptr %row40, align 16
  %245 = icmp slt i64 %244, %arg5
  br i1 %245, label %if.then41, label %if.end42

if.end39:                                         ; preds = %if.end79, %col.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then41:                                        ; preds = %if.then38
  %246 = mul i64 %244, %arg1
  %247 = add i64 %246, %15
  %248 = getelementptr i16, ptr %6, i64 %247
  %249 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %248, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %250 = select <8 x i1> %243, <8 x i16> %249, <8 x i16> zeroinitializer
  store <8 x i16> %250, ptr %row40, align 16
  br label %if.end42

if.end42:                                         ; preds = %if.then41, %if.then38
  %251 = load <8 x i16>, ptr %row40, align 16
  %252 = add i64 %13, 1
  store <8 x i16> zeroinitializer, ptr %row43, align 16
  %253 = icmp slt i64 %252, %arg5
  br i1 %253, label %if.then44, label %if.end45

if.then44:                                        ; preds = %if.end42
  %254 = mul i64 %252, %arg1
  %255 = add i64 %254, %15
  %256 = getelementptr i16, ptr %6, i64 %255
  %257 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %256, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %258 = select <8 x i1> %243, <8 x i16> %257, <8 x i16> zeroinitializer
  store <8 x i16> %258, ptr %row43, align 16
  br label %if.end45

if.end45:                                         ; preds = %if.then44, %if.end42
  %259 = load <8 x i16>, ptr %row43, align 16
  %260 = add i64 %13, 2
  store <8 x i16> zeroinitializer, ptr %row46, align 16
  %261 = icmp slt i64 %260, %arg5
  br i1 %261, label %if.then47, label %if.end48

if.then47:                                        ; preds = %if.end45
  %262 = mul i64 %260, %arg1
  %263 = add i64 %262, %15
  %264 = getelementptr i16, ptr %6, i64 %263
  %265 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %264, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %266 = select <8 x i1> %243, <8 x i16> %265, <8 x i16> zeroinitializer
  store <8 x i16> %266, ptr %row46, align 16
  br label %if.end48

if.end48:                                         ; preds = %if.then47, %if.end45
  %267 = load <8 x i16>, ptr %row46, align 16
  %268 = add i64 %13, 3
  store <8 x i16> zeroinitializer, ptr %row49, align 16
  %269 = icmp slt i64 %268, %arg5
  br i1 %269, label %if.then50, label %if.end51

if.then50:                                        ; preds = %if.end48
  %270 = mul i64 %268, %arg1
  %271 = add i64 %270, %15
  %272 = getelementptr i16, ptr %6, i64 %271
  %273 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %272, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %274 = select <8 x i1> %243, <8 x i16> %273, <8 x i16> zeroinitializer
  store <8 x i16> %274, ptr %row49, align 16
  br label %if.end51

if.end51:                                         ; preds = %if.then50, %if.end48
  %275 = load <8 x i16>, ptr %row49, align 16
  %276 = add i64 %13, 4
  store <8 x i16> zeroinitializer, ptr %row52, align 16
  %277 = icmp slt i64 %276, %arg5
  br i1 %277, label %if.then53, label %if.end54

if.then53:                                        ; preds = %if.end51
  %278 = mul i64 %276, %arg1
  %279 = add i64 %278, %15
  %280 = getelementptr i16, ptr %6, i64 %279
  %281 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %280, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %282 = select <8 x i1> %243, <8 x i16> %281, <8 x i16> zeroinitializer
  store <8 x i16> %282, ptr %row52, align 16
  br label %if.end54

if.end54:                                         ; preds = %if.then53, %if.end51
  %283 = load <8 x i16>, ptr %row52, align 16
  %284 = add i64 %13, 5
  store <8 x i16> zeroinitializer, ptr %row55, align 16
  %285 = icmp slt i64 %284, %arg5
  br i1 %285, label %if.then56, label %if.end57

if.then56:                                        ; preds = %if.end54
  %286 = mul i64 %284, %arg1
  %287 = add i64 %286, %15
  %288 = getelementptr i16, ptr %6, i64 %287
  %289 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %288, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %290 = select <8 x i1> %243, <8 x i16> %289, <8 x i16> zeroinitializer
  store <8 x i16> %290, ptr %row55, align 16
  br label %if.end57

if.end57:                                         ; preds = %if.then56, %if.end54
  %291 = load <8 x i16>, ptr %row55, align 16
  %292 = add i64 %13, 6
  store <8 x i16> zeroinitializer, ptr %row58, align 16
  %293 = icmp slt i64 %292, %arg5
  br i1 %293, label %if.then59, label %if.end60

if.then59:                                        ; preds = %if.end57
  %294 = mul i64 %292, %arg1
  %295 = add i64 %294, %15
  %296 = getelementptr i16, ptr %6, i64 %295
  %297 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %296, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %298 = select <8 x i1> %243, <8 x i16> %297, <8 x i16> zeroinitializer
  store <8 x i16> %298, ptr %row58, align 16
  br label %if.end60

if.end60:                                         ; preds = %if.then59, %if.end57
  %299 = load <8 x i16>, ptr %row58, align 16
  %300 = add i64 %13, 7
  store <8 x i16> zeroinitializer, ptr %row61, align 16
  %301 = icmp slt i64 %300, %arg5
  br i1 %301, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end60
  %302 = mul i64 %300, %arg1
  %303 = add i64 %302, %15
  %304 = getelementptr i16, ptr %6, i64 %303
  %305 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %304, i32 2, <8 x i1> %243, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %306 = select <8 x i1> %243, <8 x i16> %305, <8 x i16> zeroinitializer
  store <8 x i16> %306, ptr %row61, align 16
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end60
  %307 = load <8 x i16>, ptr %row61, align 16
  %308 = add i64 %15, 0
  %309 = extractelement <8 x i16> %251, i64 0
  %310 = insertelement <8 x i16> poison, i16 %309, i64 0
  %311 = extractelement <8 x i16> %259, i64 0
  %312 = insertelement <8 x i16> %310, i16 %311, i64 1
  %313 = extractelement <8 x i16> %267, i64 0
  %314 = insertelement <8 x i16> %312, i16 %313, i64 2
  %315 = extractelement <8 x i16> %275, i64 0
  %316 = insertelement <8 x i16> %314, i16 %315, i64 3
  %317 = extractelement <8 x i16> %283, i64 0
  %318 = insertelement <8 x i16> %316, i16 %317, i64 4
  %319 = extractelement <8 x i16> %291, i64 0
  %320 = insertelement <8 x i16> %318, i16 %319, i64 5
  %321 = extractelement <8 x i16> %299, i64 0
  %322 = insertelement <8 x i16> %320, i16 %321, i64 6
  %323 = extractelement <8 x i16> %307, i64 0
  %324 = insertelement <8 x i16> %322, i16 %323, i64 7
  %325 = mul i64 %308, %arg4
  %326 = add i64 %325, %13
  %327 = getelementptr i16, ptr %9, i64 %326
  %328 = icmp slt i64 %308, %arg6
  br i1 %328, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end63
  store <8 x i16> %324, ptr %327, align 16
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end63
  %329 = add i64 %15, 1
  %330 = extractelement <8 x i16> %251, i64 1
  %331 = insertelement <8 x i16> poison, i16 %330, i64 0
  %332 = extractelement <8 x i16> %259, i64 1
  %333 = insertelement <8 x i16> %331, i16 %332, i64 1
  %334 = extractelement <8 x i16> %267, i64 1
  %335 = insertelement <8 x i16> %333, i16 %334, i64 2
  %336 = extractelement <8 x i16> %275, i64 1
  %337 = insertelement <8 x i16> %335, i16 %336, i64 3
  %338 = extractelement <8 x i16> %283, i64 1
  %339 = insertelement <8 x i16> %337, i16 %338, i64 4
  %340 = extractelement <8 x i16> %291, i64 1
  %341 = insertelement <8 x i16> %339, i16 %340, i64 5
  %342 = extractelement <8 x i16> %299, i64 1
  %343 = insertelement <8 x i16> %341, i16 %342, i64 6
  %344 = extractelement <8 x i16> %307, i64 1
  %345 = insertelement <8 x i16> %343, i16 %344, i64 7
  %346 = mul i64 %329, %arg4
  %347 = add i64 %346, %13
  %348 = getelementptr i16, ptr %9, i64 %347
  %349 = icmp slt i64 %329, %arg6
  br i1 %349, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  store <8 x i16> %345, ptr %348, align 16
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  %350 = add i64 %15, 2
  %351 = extractelement <8 x i16> %251, i64 2
  %352 = insertelement <8 x i16> poison, i16 %351, i64 0
  %353 = extractelement <8 x i16> %259, i64 2
  %354 = insertelement <8 x i16> %352, i16 %353, i64 1
  %355 = extractelement <8 x i16> %267, i64 2
  %356 = insertelement <8 x i16> %354, i16 %355, i64 2
  %357 = extractelement <8 x i16> %275, i64 2
  %358 = insertelement <8 x i16> %356, i16 %357, i64 3
  %359 = extractelement <8 x i16> %283, i64 2
  %360 = insertelement <8 x i16> %358, i16 %359, i64 4
  %361 = extractelement <8 x i16> %291, i64 2
  %362 = insertelement <8 x i16> %360, i16 %361, i64 5
  %363 = extractelement <8 x i16> %299, i64 2
  %364 = insertelement <8 x i16> %362, i16 %363, i64 6
  %365 = extractelement <8 x i16> %307, i64 2
  %366 = insertelement <8 x i16> %364, i16 %365, i64 7
  %367 = mul i64 %350, %arg4
  %368 = add i64 %367, %13
  %369 = getelementptr i16, ptr %9, i64 %368
  %370 = icmp slt i64 %350, %arg6
  br i1 %370, label %if.then68, label %if.end69

if.then68:                                        ; preds = %if.end67
  store <8 x i16> %366, ptr %369, align 16
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.end67
  %371 = add i64 %15, 3
  %372 = extractelement <8 x i16> %251, i64 3
  %373 = insertelement <8 x i16> poison, i16 %372, i64 0
  %374 = extractelement <8 x i16> %259, i64 3
  %375 = insertelement <8 x i16> %373, i16 %374, i64 1
  %376 = extractelement <8 x i16> %267, i64 3
  %377 = insertelement <8 x i16> %375, i16 %376, i64 2
  %378 = extractelement <8 x i16> %275, i64 3
  %379 = insertelement <8 x i16> %377, i16 %378, i64 3
  %380 = extractelement <8 x i16> %283, i64 3
  %381 = insertelement <8 x i16> %379, i16 %380, i64 4
  %382 = extractelement <8 x i16> %291, i64 3
  %383 = insertelement <8 x i16> %381, i16 %382, i64 5
  %384 = extractelement <8 x i16> %299, i64 3
  %385 = insertelement <8 x i16> %383, i16 %384, i64 6
  %386 = extractelement <8 x i16> %307, i64 3
  %387 = insertelement <8 x i16> %385, i16 %386, i64 7
  %388 = mul i64 %371, %arg4
  %389 = add i64 %388, %13
  %390 = getelementptr i16, ptr %9, i64 %389
  %391 = icmp slt i64 %371, %arg6
  br i1 %391, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  store <8 x i16> %387, ptr %390, align 16
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  %392 = add i64 %15, 4
  %393 = extractelement <8 x i16> %251, i64 4
  %394 = insertelement <8 x i16> poison, i16 %393, i64 0
  %395 = extractelement <8 x i16> %259, i64 4
  %396 = insertelement <8 x i16> %394, i16 %395, i64 1
  %397 = extractelement <8 x i16> %267, i64 4
  %398 = insertelement <8 x i16> %396, i16 %397, i64 2
  %399 = extractelement <8 x i16> %275, i64 4
  %400 = insertelement <8 x i16> %398, i16 %399, i64 3
  %401 = extractelement <8 x i16> %283, i64 4
  %402 = insertelement <8 x i16> %400, i16 %401, i64 4
  %403 = extractelement <8 x i16> %291, i64 4
  %404 = insertelement <8 x i16> %402, i16 %403, i64 5
  %405 = extractelement <8 x i16> %299, i64 4
  %406 = insertelement <8 x i16> %404, i16 %405, i64 6
  %407 = extractelement <8 x i16> %307, i64 4
  %408 = insertelement <8 x i16> %406, i16 %407, i64 7
  %409 = mul i64 %392, %arg4
  %410 = add i64 %409, %13
  %411 = getelementptr i16, ptr %9, i64 %410
  %412 = icmp slt i64 %392, %arg6
  br i1 %412, label %if.then72, label %if.end73

if.then72:                                        ; preds = %if.end71
  store <8 x i16> %408, ptr %411, align 16
  br label %if.end73

if.end73:                                         ; preds = %if.then72, %if.end71
  %413 = add i64 %15, 5
  %414 = extractelement <8 x i16> %251, i64 5
  %415 = insertelement <8 x i16> poison, i16 %414, i64 0
  %416 = extractelement <8 x i16> %259, i64 5
  %417 = insertelement <8 x i16> %415, i16 %416, i64 1
  %418 = extractelement <8 x i16> %267, i64 5
  %419 = insertelement <8 x i16> %417, i16 %418, i64 2
  %420 = extractelement <8 x i16> %275, i64 5
  %421 = insertelement <8 x i16> %419, i16 %420, i64 3
  %422 = extractelement <8 x i16> %283, i64 5
  %423 = insertelement <8 x i16> %421, i16 %422, i64 4
  %424 = extractelement <8 x i16> %291, i64 5
  %425 = insertelement <8 x i16> %423, i16 %424, i64 5
  %426 = extractelement <8 x i16> %299, i64 5
  %427 = insertelement <8 x i16> %425, i16 %426, i64 6
  %428 = extractelement <8 x i16> %307, i64 5
  %429 = insertelement <8 x i16> %427, i16 %428, i64 7
  %430 = mul i64 %413, %arg4
  %431 = add i64 %430, %13
  %432 = getelementptr i16, ptr %9, i64 %431
  %433 = icmp slt i64 %413, %arg6
  br i1 %433, label %if.then74, label %if.end75

if.then74:                                        ; preds = %if.end73
  store <8 x i16> %429, ptr %432, align 16
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %if.end73
  %434 = add i64 %15, 6
  %435 = extractelement <8 x i16> %251, i64 6
  %436 = insertelement <8 x i16> poison, i16 %435, i64 0
  %437 = extractelement <8 x i16> %259, i64 6
  %438 = insertelement <8 x i16> %436, i16 %437, i64 1
  %439 = extractelement <8 x i16> %267, i64 6
  %440 = insertelement <8 x i16> %438, i16 %439, i64 2
  %441 = extractelement <8 x i16> %275, i64 6
  %442 = insertelement <8 x i16> %440, i16 %441, i64 3
  %443 = extractelement <8 x i16> %283, i64 6
  %444 = insertelement <8 x i16> %442, i16 %443, i64 4
  %445 = extractelement <8 x i16> %291, i64 6
  %446 = insertelement <8 x i16> %444, i16 %445, i64 5
  %447 = extractelement <8 x i16> %299, i64 6
  %448 = insertelement <8 x i16> %446, i16 %447, i64 6
  %449 = extractelement <8 x i16> %307, i64 6
  %450 = insertelement <8 x i16> %448, i16 %449, i64 7
  %451 = mul i64 %434, %arg4
  %452 = add i64 %451, %13
  %453 = getelementptr i16, ptr %9, i64 %452
  %454 = icmp slt i64 %434, %arg6
  br i1 %454, label %if.then76, label %if.end77

if.then76:                                        ; preds = %if.end75
  store <8 x i16> %450, ptr %453, align 16
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %if.end75
  %455 = add i64 %15, 7
  %456 = extractelement <8 x i16> %251, i64 7
  %457 = insertelement <8 x i16> poison, i16 %456, i64 0
  %458 = extractelement <8 x i16> %259, i64 7
  %459 = insertelement <8 x i16> %457, i16 %458, i64 1
  %460 = extractelement <8 x i16> %267, i64 7
  %461 = insertelement <8 x i16> %459, i16 %460, i64 2
  %462 = extractelement <8 x i16> %275, i64 7
  %463 = insertelement <8 x i16> %461, i16 %462, i64 3
  %464 = extractelement <8 x i16> %283, i64 7
  %465 = insertelement <8 x i16> %463, i16 %464, i64 4
  %466 = extractelement <8 x i16> %291, i64 7
  %467 = insertelement <8 x i16> %465, i16 %466, i64 5
  %468 = extractelement <8 x i16> %299, i64 7
  %469 = insertelement <8 x i16> %467, i16 %468, i64 6
  %470 = extractelement <8 x i16> %307, i64 7
  %471 = insertelement <8 x i16> %469, i16 %470, i64 7
  %472 = mul i64 %455, %arg4
  %473 = add i64 %472, %13
  %474 = getelementptr i16, ptr %9, i64 %473
  %475 = icmp slt i64 %455, %arg6
  br i1 %475, label %if.then78, label %if.end79

if.then78:                                        ; preds = %if.end77
  store <8 x i16> %471, ptr %474, align 16
  br label %if.end79

if.end79:                                         ; preds = %if.then78, %if.end77
  br label %if.end39
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i16> @llvm.masked.load.v8i16.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i16>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!0 = !{}
