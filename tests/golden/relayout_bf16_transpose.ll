; golden IR for tests/codegen/golden_test.cpp (the backward's operands transposed in 8 x 8 blocks)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16;transpose=1
source_filename = "logpjit.relayout"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_relayout(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %row144 = alloca <8 x i16>, align 16
  %row141 = alloca <8 x i16>, align 16
  %row138 = alloca <8 x i16>, align 16
  %row135 = alloca <8 x i16>, align 16
  %row132 = alloca <8 x i16>, align 16
  %row129 = alloca <8 x i16>, align 16
  %row126 = alloca <8 x i16>, align 16
  %row123 = alloca <8 x i16>, align 16
  %row120 = alloca <8 x i16>, align 16
  %row117 = alloca <8 x i16>, align 16
  %row114 = alloca <8 x i16>, align 16
  %row111 = alloca <8 x i16>, align 16
  %row108 = alloca <8 x i16>, align 16
  %row105 = alloca <8 x i16>, align 16
  %row102 = alloca <8 x i16>, align 16
  %row99 = alloca <8 x i16>, align 16
  %row59 = alloca <8 x i16>, align 16
  %row56 = alloca <8 x i16>, align 16
  %row53 = alloca <8 x i16>, align 16
  %row50 = alloca <8 x i16>, align 16
  %row47 = alloca <8 x i16>, align 16
  %row44 = alloca <8 x i16>, align 16
  %row41 = alloca <8 x i16>, align 16
  %row38 = alloca <8 x i16>, align 16
  %row35 = alloca <8 x i16>, align 16
  %row32 = alloca <8 x i16>, align 16
  %row29 = alloca <8 x i16>, align 16
  %row26 = alloca <8 x i16>, align 16
  %row23 = alloca <8 x i16>, align 16
  %row20 = alloca <8 x i16>, align 16
  %row17 = alloca <8 x i16>, align 16
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

item.head:                                        ; preds = %if.end79, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end79 ]
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
  %13 = mul i64 %row.iv, 16
  %14 = sdiv i64 %arg6, 8
  %15 = mul i64 %14, 8
  br label %col.head

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

col.head:                                         ; preds = %rows.end, %item.body
  %col.iv = phi i64 [ 0, %item.body ], [ %col.next, %rows.end ]
  %16 = icmp slt i64 %col.iv, %15
  br i1 %16, label %col.body, label %col.exit

col.body:                                         ; preds = %col.head
  %17 = add i64 %13, 16
  %18 = icmp sle i64 %17, %arg5
  br i1 %18, label %rows.then, label %rows.else

col.exit:                                         ; preds = %col.head
  %19 = icmp slt i64 %15, %arg6
  br i1 %19, label %if.then78, label %if.end79

rows.then:                                        ; preds = %col.body
  %20 = add i64 %13, 0
  %21 = mul i64 %20, %arg1
  %22 = add i64 %21, %col.iv
  %23 = getelementptr i16, ptr %6, i64 %22
  %24 = load <8 x i16>, ptr %23, align 16, !invariant.load !0
  %25 = add i64 %13, 1
  %26 = mul i64 %25, %arg1
  %27 = add i64 %26, %col.iv
  %28 = getelementptr i16, ptr %6, i64 %27
  %29 = load <8 x i16>, ptr %28, align 16, !invariant.load !0
  %30 = add i64 %13, 2
  %31 = mul i64 %30, %arg1
  %32 = add i64 %31, %col.iv
  %33 = getelementptr i16, ptr %6, i64 %32
  %34 = load <8 x i16>, ptr %33, align 16, !invariant.load !0
  %35 = add i64 %13, 3
  %36 = mul i64 %35, %arg1
  %37 = add i64 %36, %col.iv
  %38 = getelementptr i16, ptr %6, i64 %37
  %39 = load <8 x i16>, ptr %38, align 16, !invariant.load !0
  %40 = add i64 %13, 4
  %41 = mul i64 %40, %arg1
  %42 = add i64 %41, %col.iv
  %43 = getelementptr i16, ptr %6, i64 %42
  %44 = load <8 x i16>, ptr %43, align 16, !invariant.load !0
  %45 = add i64 %13, 5
  %46 = mul i64 %45, %arg1
  %47 = add i64 %46, %col.iv
  %48 = getelementptr i16, ptr %6, i64 %47
  %49 = load <8 x i16>, ptr %48, align 16, !invariant.load !0
  %50 = add i64 %13, 6
  %51 = mul i64 %50, %arg1
  %52 = add i64 %51, %col.iv
  %53 = getelementptr i16, ptr %6, i64 %52
  %54 = load <8 x i16>, ptr %53, align 16, !invariant.load !0
  %55 = add i64 %13, 7
  %56 = mul i64 %55, %arg1
  %57 = add i64 %56, %col.iv
  %58 = getelementptr i16, ptr %6, i64 %57
  %59 = load <8 x i16>, ptr %58, align 16, !invariant.load !0
  %60 = add i64 %13, 8
  %61 = mul i64 %60, %arg1
  %62 = add i64 %61, %col.iv
  %63 = getelementptr i16, ptr %6, i64 %62
  %64 = load <8 x i16>, ptr %63, align 16, !invariant.load !0
  %65 = add i64 %13, 9
  %66 = mul i64 %65, %arg1
  %67 = add i64 %66, %col.iv
  %68 = getelementptr i16, ptr %6, i64 %67
  %69 = load <8 x i16>, ptr %68, align 16, !invariant.load !0
  %70 = add i64 %13, 10
  %71 = mul i64 %70, %arg1
  %72 = add i64 %71, %col.iv
  %73 = getelementptr i16, ptr %6, i64 %72
  %74 = load <8 x i16>, ptr %73, align 16, !invariant.load !0
  %75 = add i64 %13, 11
  %76 = mul i64 %75, %arg1
  %77 = add i64 %76, %col.iv
  %78 = getelementptr i16, ptr %6, i64 %77
  %79 = load <8 x i16>, ptr %78, align 16, !invariant.load !0
  %80 = add i64 %13, 12
  %81 = mul i64 %80, %arg1
  %82 = add i64 %81, %col.iv
  %83 = getelementptr i16, ptr %6, i64 %82
  %84 = load <8 x i16>, ptr %83, align 16, !invariant.load !0
  %85 = add i64 %13, 13
  %86 = mul i64 %85, %arg1
  %87 = add i64 %86, %col.iv
  %88 = getelementptr i16, ptr %6, i64 %87
  %89 = load <8 x i16>, ptr %88, align 16, !invariant.load !0
  %90 = add i64 %13, 14
  %91 = mul i64 %90, %arg1
  %92 = add i64 %91, %col.iv
  %93 = getelementptr i16, ptr %6, i64 %92
  %94 = load <8 x i16>, ptr %93, align 16, !invariant.load !0
  %95 = add i64 %13, 15
  %96 = mul i64 %95, %arg1
  %97 = add i64 %96, %col.iv
  %98 = getelementptr i16, ptr %6, i64 %97
  %99 = load <8 x i16>, ptr %98, align 16, !invariant.load !0
  %100 = add i64 %col.iv, 0
  %101 = extractelement <8 x i16> %24, i64 0
  %102 = insertelement <16 x i16> poison, i16 %101, i64 0
  %103 = extractelement <8 x i16> %29, i64 0
  %104 = insertelement <16 x i16> %102, i16 %103, i64 1
  %105 = extractelement <8 x i16> %34, i64 0
  %106 = insertelement <16 x i16> %104, i16 %105, i64 2
  %107 = extractelement <8 x i16> %39, i64 0
  %108 = insertelement <16 x i16> %106, i16 %107, i64 3
  %109 = extractelement <8 x i16> %44, i64 0
  %110 = insertelement <16 x i16> %108, i16 %109, i64 4
  %111 = extractelement <8 x i16> %49, i64 0
  %112 = insertelement <16 x i16> %110, i16 %111, i64 5
  %113 = extractelement <8 x i16> %54, i64 0
  %114 = insertelement <16 x i16> %112, i16 %113, i64 6
  %115 = extractelement <8 x i16> %59, i64 0
  %116 = insertelement <16 x i16> %114, i16 %115, i64 7
  %117 = extractelement <8 x i16> %64, i64 0
  %118 = insertelement <16 x i16> %116, i16 %117, i64 8
  %119 = extractelement <8 x i16> %69, i64 0
  %120 = insertelement <16 x i16> %118, i16 %119, i64 9
  %121 = extractelement <8 x i16> %74, i64 0
  %122 = insertelement <16 x i16> %120, i16 %121, i64 10
  %123 = extractelement <8 x i16> %79, i64 0
  %124 = insertelement <16 x i16> %122, i16 %123, i64 11
  %125 = extractelement <8 x i16> %84, i64 0
  %126 = insertelement <16 x i16> %124, i16 %125, i64 12
  %127 = extractelement <8 x i16> %89, i64 0
  %128 = insertelement <16 x i16> %126, i16 %127, i64 13
  %129 = extractelement <8 x i16> %94, i64 0
  %130 = insertelement <16 x i16> %128, i16 %129, i64 14
  %131 = extractelement <8 x i16> %99, i64 0
  %132 = insertelement <16 x i16> %130, i16 %131, i64 15
  %133 = mul i64 %100, %arg4
  %134 = add i64 %133, %13
  %135 = getelementptr i16, ptr %9, i64 %134
  %136 = icmp slt i64 %100, %arg6
  br i1 %136, label %if.then, label %if.end

rows.else:                                        ; preds = %col.body
  %137 = add i64 %13, 0
  store <8 x i16> zeroinitializer, ptr %row, align 16
  %138 = icmp slt i64 %137, %arg5
  br i1 %138, label %if.then15, label %if.end16

rows.end:                                         ; preds = %if.end77, %if.end14
  %col.next = add nsw i64 %col.iv, 8
  br label %col.head

if.then:                                          ; preds = %rows.then
  store <16 x i16> %132, ptr %135, align 16
  br label %if.end

if.end:                                           ; preds = %if.then, %rows.then
  %139 = add i64 %col.iv, 1
  %140 = extractelement <8 x i16> %24, i64 1
  %141 = insertelement <16 x i16> poison, i16 %140, i64 0
  %142 = extractelement <8 x i16> %29, i64 1
  %143 = insertelement <16 x i16> %141, i16 %142, i64 1
  %144 = extractelement <8 x i16> %34, i64 1
  %145 = insertelement <16 x i16> %143, i16 %144, i64 2
  %146 = extractelement <8 x i16> %39, i64 1
  %147 = insertelement <16 x i16> %145, i16 %146, i64 3
  %148 = extractelement <8 x i16> %44, i64 1
  %149 = insertelement <16 x i16> %147, i16 %148, i64 4
  %150 = extractelement <8 x i16> %49, i64 1
  %151 = insertelement <16 x i16> %149, i16 %150, i64 5
  %152 = extractelement <8 x i16> %54, i64 1
  %153 = insertelement <16 x i16> %151, i16 %152, i64 6
  %154 = extractelement <8 x i16> %59, i64 1
  %155 = insertelement <16 x i16> %153, i16 %154, i64 7
  %156 = extractelement <8 x i16> %64, i64 1
  %157 = insertelement <16 x i16> %155, i16 %156, i64 8
  %158 = extractelement <8 x i16> %69, i64 1
  %159 = insertelement <16 x i16> %157, i16 %158, i64 9
  %160 = extractelement <8 x i16> %74, i64 1
  %161 = insertelement <16 x i16> %159, i16 %160, i64 10
  %162 = extractelement <8 x i16> %79, i64 1
  %163 = insertelement <16 x i16> %161, i16 %162, i64 11
  %164 = extractelement <8 x i16> %84, i64 1
  %165 = insertelement <16 x i16> %163, i16 %164, i64 12
  %166 = extractelement <8 x i16> %89, i64 1
  %167 = insertelement <16 x i16> %165, i16 %166, i64 13
  %168 = extractelement <8 x i16> %94, i64 1
  %169 = insertelement <16 x i16> %167, i16 %168, i64 14
  %170 = extractelement <8 x i16> %99, i64 1
  %171 = insertelement <16 x i16> %169, i16 %170, i64 15
  %172 = mul i64 %139, %arg4
  %173 = add i64 %172, %13
  %174 = getelementptr i16, ptr %9, i64 %173
  %175 = icmp slt i64 %139, %arg6
  br i1 %175, label %if.then1, label %if.end2

if.then1:                                         ; preds = %if.end
  store <16 x i16> %171, ptr %174, align 16
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.end
  %176 = add i64 %col.iv, 2
  %177 = extractelement <8 x i16> %24, i64 2
  %178 = insertelement <16 x i16> poison, i16 %177, i64 0
  %179 = extractelement <8 x i16> %29, i64 2
  %180 = insertelement <16 x i16> %178, i16 %179, i64 1
  %181 = extractelement <8 x i16> %34, i64 2
  %182 = insertelement <16 x i16> %180, i16 %181, i64 2
  %183 = extractelement <8 x i16> %39, i64 2
  %184 = insertelement <16 x i16> %182, i16 %183, i64 3
  %185 = extractelement <8 x i16> %44, i64 2
  %186 = insertelement <16 x i16> %184, i16 %185, i64 4
  %187 = extractelement <8 x i16> %49, i64 2
  %188 = insertelement <16 x i16> %186, i16 %187, i64 5
  %189 = extractelement <8 x i16> %54, i64 2
  %190 = insertelement <16 x i16> %188, i16 %189, i64 6
  %191 = extractelement <8 x i16> %59, i64 2
  %192 = insertelement <16 x i16> %190, i16 %191, i64 7
  %193 = extractelement <8 x i16> %64, i64 2
  %194 = insertelement <16 x i16> %192, i16 %193, i64 8
  %195 = extractelement <8 x i16> %69, i64 2
  %196 = insertelement <16 x i16> %194, i16 %195, i64 9
  %197 = extractelement <8 x i16> %74, i64 2
  %198 = insertelement <16 x i16> %196, i16 %197, i64 10
  %199 = extractelement <8 x i16> %79, i64 2
  %200 = insertelement <16 x i16> %198, i16 %199, i64 11
  %201 = extractelement <8 x i16> %84, i64 2
  %202 = insertelement <16 x i16> %200, i16 %201, i64 12
  %203 = extractelement <8 x i16> %89, i64 2
  %204 = insertelement <16 x i16> %202, i16 %203, i64 13
  %205 = extractelement <8 x i16> %94, i64 2
  %206 = insertelement <16 x i16> %204, i16 %205, i64 14
  %207 = extractelement <8 x i16> %99, i64 2
  %208 = insertelement <16 x i16> %206, i16 %207, i64 15
  %209 = mul i64 %176, %arg4
  %210 = add i64 %209, %13
  %211 = getelementptr i16, ptr %9, i64 %210
  %212 = icmp slt i64 %176, %arg6
  br i1 %212, label %if.then3, label %if.end4

if.then3:                                         ; preds = %if.end2
  store <16 x i16> %208, ptr %211, align 16
  br label %if.end4

if.end4:                                          ; preds = %if.then3, %if.end2
  %213 = add i64 %col.iv, 3
  %214 = extractelement <8 x i16> %24, i64 3
  %215 = insertelement <16 x i16> poison, i16 %214, i64 0
  %216 = extractelement <8 x i16> %29, i64 3
  %217 = insertelement <16 x i16> %215, i16 %216, i64 1
  %218 = extractelement <8 x i16> %34, i64 3
  %219 = insertelement <16 x i16> %217, i16 %218, i64 2
  %220 = extractelement <8 x i16> %39, i64 3
  %221 = insertelement <16 x i16> %219, i16 %220, i64 3
  %222 = extractelement <8 x i16> %44, i64 3
  %223 = insertelement <16 x i16> %221, i16 %222, i64 4
  %224 = extractelement <8 x i16> %49, i64 3
  %225 = insertelement <16 x i16> %223, i16 %224, i64 5
  %226 = extractelement <8 x i16> %54, i64 3
  %227 = insertelement <16 x i16> %225, i16 %226, i64 6
  %228 = extractelement <8 x i16> %59, i64 3
  %229 = insertelement <16 x i16> %227, i16 %228, i64 7
  %230 = extractelement <8 x i16> %64, i64 3
  %231 = insertelement <16 x i16> %229, i16 %230, i64 8
  %232 = extractelement <8 x i16> %69, i64 3
  %233 = insertelement <16 x i16> %231, i16 %232, i64 9
  %234 = extractelement <8 x i16> %74, i64 3
  %235 = insertelement <16 x i16> %233, i16 %234, i64 10
  %236 = extractelement <8 x i16> %79, i64 3
  %237 = insertelement <16 x i16> %235, i16 %236, i64 11
  %238 = extractelement <8 x i16> %84, i64 3
  %239 = insertelement <16 x i16> %237, i16 %238, i64 12
  %240 = extractelement <8 x i16> %89, i64 3
  %241 = insertelement <16 x i16> %239, i16 %240, i64 13
  %242 = extractelement <8 x i16> %94, i64 3
  %243 = insertelement <16 x i16> %241, i16 %242, i64 14
  %244 = extractelement <8 x i16> %99, i64 3
  %245 = insertelement <16 x i16> %243, i16 %244, i64 15
  %246 = mul i64 %213, %arg4
  %247 = add i64 %246, %13
  %248 = getelementptr i16, ptr %9, i64 %247
  %249 = icmp slt i64 %213, %arg6
  br i1 %249, label %if.then5, label %if.end6

if.then5:                                         ; preds = %if.end4
  store <16 x i16> %245, ptr %248, align 16
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.end4
  %250 = add i64 %col.iv, 4
  %251 = extractelement <8 x i16> %24, i64 4
  %252 = insertelement <16 x i16> poison, i16 %251, i64 0
  %253 = extractelement <8 x i16> %29, i64 4
  %254 = insertelement <16 x i16> %252, i16 %253, i64 1
  %255 = extractelement <8 x i16> %34, i64 4
  %256 = insertelement <16 x i16> %254, i16 %255, i64 2
  %257 = extractelement <8 x i16> %39, i64 4
  %258 = insertelement <16 x i16> %256, i16 %257, i64 3
  %259 = extractelement <8 x i16> %44, i64 4
  %260 = insertelement <16 x i16> %258, i16 %259, i64 4
  %261 = extractelement <8 x i16> %49, i64 4
  %262 = insertelement <16 x i16> %260, i16 %261, i64 5
  %263 = extractelement <8 x i16> %54, i64 4
  %264 = insertelement <16 x i16> %262, i16 %263, i64 6
  %265 = extractelement <8 x i16> %59, i64 4
  %266 = insertelement <16 x i16> %264, i16 %265, i64 7
  %267 = extractelement <8 x i16> %64, i64 4
  %268 = insertelement <16 x i16> %266, i16 %267, i64 8
  %269 = extractelement <8 x i16> %69, i64 4
  %270 = insertelement <16 x i16> %268, i16 %269, i64 9
  %271 = extractelement <8 x i16> %74, i64 4
  %272 = insertelement <16 x i16> %270, i16 %271, i64 10
  %273 = extractelement <8 x i16> %79, i64 4
  %274 = insertelement <16 x i16> %272, i16 %273, i64 11
  %275 = extractelement <8 x i16> %84, i64 4
  %276 = insertelement <16 x i16> %274, i16 %275, i64 12
  %277 = extractelement <8 x i16> %89, i64 4
  %278 = insertelement <16 x i16> %276, i16 %277, i64 13
  %279 = extractelement <8 x i16> %94, i64 4
  %280 = insertelement <16 x i16> %278, i16 %279, i64 14
  %281 = extractelement <8 x i16> %99, i64 4
  %282 = insertelement <16 x i16> %280, i16 %281, i64 15
  %283 = mul i64 %250, %arg4
  %284 = add i64 %283, %13
  %285 = getelementptr i16, ptr %9, i64 %284
  %286 = icmp slt i64 %250, %arg6
  br i1 %286, label %if.then7, label %if.end8

if.then7:                                         ; preds = %if.end6
  store <16 x i16> %282, ptr %285, align 16
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %if.end6
  %287 = add i64 %col.iv, 5
  %288 = extractelement <8 x i16> %24, i64 5
  %289 = insertelement <16 x i16> poison, i16 %288, i64 0
  %290 = extractelement <8 x i16> %29, i64 5
  %291 = insertelement <16 x i16> %289, i16 %290, i64 1
  %292 = extractelement <8 x i16> %34, i64 5
  %293 = insertelement <16 x i16> %291, i16 %292, i64 2
  %294 = extractelement <8 x i16> %39, i64 5
  %295 = insertelement <16 x i16> %293, i16 %294, i64 3
  %296 = extractelement <8 x i16> %44, i64 5
  %297 = insertelement <16 x i16> %295, i16 %296, i64 4
  %298 = extractelement <8 x i16> %49, i64 5
  %299 = insertelement <16 x i16> %297, i16 %298, i64 5
  %300 = extractelement <8 x i16> %54, i64 5
  %301 = insertelement <16 x i16> %299, i16 %300, i64 6
  %302 = extractelement <8 x i16> %59, i64 5
  %303 = insertelement <16 x i16> %301, i16 %302, i64 7
  %304 = extractelement <8 x i16> %64, i64 5
  %305 = insertelement <16 x i16> %303, i16 %304, i64 8
  %306 = extractelement <8 x i16> %69, i64 5
  %307 = insertelement <16 x i16> %305, i16 %306, i64 9
  %308 = extractelement <8 x i16> %74, i64 5
  %309 = insertelement <16 x i16> %307, i16 %308, i64 10
  %310 = extractelement <8 x i16> %79, i64 5
  %311 = insertelement <16 x i16> %309, i16 %310, i64 11
  %312 = extractelement <8 x i16> %84, i64 5
  %313 = insertelement <16 x i16> %311, i16 %312, i64 12
  %314 = extractelement <8 x i16> %89, i64 5
  %315 = insertelement <16 x i16> %313, i16 %314, i64 13
  %316 = extractelement <8 x i16> %94, i64 5
  %317 = insertelement <16 x i16> %315, i16 %316, i64 14
  %318 = extractelement <8 x i16> %99, i64 5
  %319 = insertelement <16 x i16> %317, i16 %318, i64 15
  %320 = mul i64 %287, %arg4
  %321 = add i64 %320, %13
  %322 = getelementptr i16, ptr %9, i64 %321
  %323 = icmp slt i64 %287, %arg6
  br i1 %323, label %if.then9, label %if.end10

if.then9:                                         ; preds = %if.end8
  store <16 x i16> %319, ptr %322, align 16
  br label %if.end10

if.end10:                                         ; preds = %if.then9, %if.end8
  %324 = add i64 %col.iv, 6
  %325 = extractelement <8 x i16> %24, i64 6
  %326 = insertelement <16 x i16> poison, i16 %325, i64 0
  %327 = extractelement <8 x i16> %29, i64 6
  %328 = insertelement <16 x i16> %326, i16 %327, i64 1
  %329 = extractelement <8 x i16> %34, i64 6
  %330 = insertelement <16 x i16> %328, i16 %329, i64 2
  %331 = extractelement <8 x i16> %39, i64 6
  %332 = insertelement <16 x i16> %330, i16 %331, i64 3
  %333 = extractelement <8 x i16> %44, i64 6
  %334 = insertelement <16 x i16> %332, i16 %333, i64 4
  %335 = extractelement <8 x i16> %49, i64 6
  %336 = insertelement <16 x i16> %334, i16 %335, i64 5
  %337 = extractelement <8 x i16> %54, i64 6
  %338 = insertelement <16 x i16> %336, i16 %337, i64 6
  %339 = extractelement <8 x i16> %59, i64 6
  %340 = insertelement <16 x i16> %338, i16 %339, i64 7
  %341 = extractelement <8 x i16> %64, i64 6
  %342 = insertelement <16 x i16> %340, i16 %341, i64 8
  %343 = extractelement <8 x i16> %69, i64 6
  %344 = insertelement <16 x i16> %342, i16 %343, i64 9
  %345 = extractelement <8 x i16> %74, i64 6
  %346 = insertelement <16 x i16> %344, i16 %345, i64 10
  %347 = extractelement <8 x i16> %79, i64 6
  %348 = insertelement <16 x i16> %346, i16 %347, i64 11
  %349 = extractelement <8 x i16> %84, i64 6
  %350 = insertelement <16 x i16> %348, i16 %349, i64 12
  %351 = extractelement <8 x i16> %89, i64 6
  %352 = insertelement <16 x i16> %350, i16 %351, i64 13
  %353 = extractelement <8 x i16> %94, i64 6
  %354 = insertelement <16 x i16> %352, i16 %353, i64 14
  %355 = extractelement <8 x i16> %99, i64 6
  %356 = insertelement <16 x i16> %354, i16 %355, i64 15
  %357 = mul i64 %324, %arg4
  %358 = add i64 %357, %13
  %359 = getelementptr i16, ptr %9, i64 %358
  %360 = icmp slt i64 %324, %arg6
  br i1 %360, label %if.then11, label %if.end12

if.then11:                                        ; preds = %if.end10
  store <16 x i16> %356, ptr %359, align 16
  br label %if.end12

if.end12:                                         ; preds = %if.then11, %if.end10
  %361 = add i64 %col.iv, 7
  %362 = extractelement <8 x i16> %24, i64 7
  %363 = insertelement <16 x i16> poison, i16 %362, i64 0
  %364 = extractelement <8 x i16> %29, i64 7
  %365 = insertelement <16 x i16> %363, i16 %364, i64 1
  %366 = extractelement <8 x i16> %34, i64 7
  %367 = insertelement <16 x i16> %365, i16 %366, i64 2
  %368 = extractelement <8 x i16> %39, i64 7
  %369 = insertelement <16 x i16> %367, i16 %368, i64 3
  %370 = extractelement <8 x i16> %44, i64 7
  %371 = insertelement <16 x i16> %369, i16 %370, i64 4
  %372 = extractelement <8 x i16> %49, i64 7
  %373 = insertelement <16 x i16> %371, i16 %372, i64 5
  %374 = extractelement <8 x i16> %54, i64 7
  %375 = insertelement <16 x i16> %373, i16 %374, i64 6
  %376 = extractelement <8 x i16> %59, i64 7
  %377 = insertelement <16 x i16> %375, i16 %376, i64 7
  %378 = extractelement <8 x i16> %64, i64 7
  %379 = insertelement <16 x i16> %377, i16 %378, i64 8
  %380 = extractelement <8 x i16> %69, i64 7
  %381 = insertelement <16 x i16> %379, i16 %380, i64 9
  %382 = extractelement <8 x i16> %74, i64 7
  %383 = insertelement <16 x i16> %381, i16 %382, i64 10
  %384 = extractelement <8 x i16> %79, i64 7
  %385 = insertelement <16 x i16> %383, i16 %384, i64 11
  %386 = extractelement <8 x i16> %84, i64 7
  %387 = insertelement <16 x i16> %385, i16 %386, i64 12
  %388 = extractelement <8 x i16> %89, i64 7
  %389 = insertelement <16 x i16> %387, i16 %388, i64 13
  %390 = extractelement <8 x i16> %94, i64 7
  %391 = insertelement <16 x i16> %389, i16 %390, i64 14
  %392 = extractelement <8 x i16> %99, i64 7
  %393 = insertelement <16 x i16> %391, i16 %392, i64 15
  %394 = mul i64 %361, %arg4
  %395 = add i64 %394, %13
  %396 = getelementptr i16, ptr %9, i64 %395
  %397 = icmp slt i64 %361, %arg6
  br i1 %397, label %if.then13, label %if.end14

if.then13:                                        ; preds = %if.end12
  store <16 x i16> %393, ptr %396, align 16
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.end12
  br label %rows.end

if.then15:                                        ; preds = %rows.else
  %398 = mul i64 %137, %arg1
  %399 = add i64 %398, %col.iv
  %400 = getelementptr i16, ptr %6, i64 %399
  %401 = load <8 x i16>, ptr %400, align 16, !invariant.load !0
  store <8 x i16> %401, ptr %row, align 16
  br label %if.end16

if.end16:                                         ; preds = %if.then15, %rows.else
  %402 = load <8 x i16>, ptr %row, align 16
  %403 = add i64 %13, 1
  store <8 x i16> zeroinitializer, ptr %row17, align 16
  %404 = icmp slt i64 %403, %arg5
  br i1 %404, label %if.then18, label %if.end19

if.then18:                                        ; preds = %if.end16
  %405 = mul i64 %403, %arg1
  %406 = add i64 %405, %col.iv
  %407 = getelementptr i16, ptr %6, i64 %406
  %408 = load <8 x i16>, ptr %407, align 16, !invariant.load !0
  store <8 x i16> %408, ptr %row17, align 16
  br label %if.end19

if.end19:                                         ; preds = %if.then18, %if.end16
  %409 = load <8 x i16>, ptr %row17, align 16
  %410 = add i64 %13, 2
  store <8 x i16> zeroinitializer, ptr %row20, align 16
  %411 = icmp slt i64 %410, %arg5
  br i1 %411, label %if.then21, label %if.end22

if.then21:                                        ; preds = %if.end19
  %412 = mul i64 %410, %arg1
  %413 = add i64 %412, %col.iv
  %414 = getelementptr i16, ptr %6, i64 %413
  %415 = load <8 x i16>, ptr %414, align 16, !invariant.load !0
  store <8 x i16> %415, ptr %row20, align 16
  br label %if.end22

if.end22:                                         ; preds = %if.then21, %if.end19
  %416 = load <8 x i16>, ptr %row20, align 16
  %417 = add i64 %13, 3
  store <8 x i16> zeroinitializer, ptr %row23, align 16
  %418 = icmp slt i64 %417, %arg5
  br i1 %418, label %if.then24, label %if.end25

if.then24:                                        ; preds = %if.end22
  %419 = mul i64 %417, %arg1
  %420 = add i64 %419, %col.iv
  %421 = getelementptr i16, ptr %6, i64 %420
  %422 = load <8 x i16>, ptr %421, align 16, !invariant.load !0
  store <8 x i16> %422, ptr %row23, align 16
  br label %if.end25

if.end25:                                         ; preds = %if.then24, %if.end22
  %423 = load <8 x i16>, ptr %row23, align 16
  %424 = add i64 %13, 4
  store <8 x i16> zeroinitializer, ptr %row26, align 16
  %425 = icmp slt i64 %424, %arg5
  br i1 %425, label %if.then27, label %if.end28

if.then27:                                        ; preds = %if.end25
  %426 = mul i64 %424, %arg1
  %427 = add i64 %426, %col.iv
  %428 = getelementptr i16, ptr %6, i64 %427
  %429 = load <8 x i16>, ptr %428, align 16, !invariant.load !0
  store <8 x i16> %429, ptr %row26, align 16
  br label %if.end28

if.end28:                                         ; preds = %if.then27, %if.end25
  %430 = load <8 x i16>, ptr %row26, align 16
  %431 = add i64 %13, 5
  store <8 x i16> zeroinitializer, ptr %row29, align 16
  %432 = icmp slt i64 %431, %arg5
  br i1 %432, label %if.then30, label %if.end31

if.then30:                                        ; preds = %if.end28
  %433 = mul i64 %431, %arg1
  %434 = add i64 %433, %col.iv
  %435 = getelementptr i16, ptr %6, i64 %434
  %436 = load <8 x i16>, ptr %435, align 16, !invariant.load !0
  store <8 x i16> %436, ptr %row29, align 16
  br label %if.end31

if.end31:                                         ; preds = %if.then30, %if.end28
  %437 = load <8 x i16>, ptr %row29, align 16
  %438 = add i64 %13, 6
  store <8 x i16> zeroinitializer, ptr %row32, align 16
  %439 = icmp slt i64 %438, %arg5
  br i1 %439, label %if.then33, label %if.end34

if.then33:                                        ; preds = %if.end31
  %440 = mul i64 %438, %arg1
  %441 = add i64 %440, %col.iv
  %442 = getelementptr i16, ptr %6, i64 %441
  %443 = load <8 x i16>, ptr %442, align 16, !invariant.load !0
  store <8 x i16> %443, ptr %row32, align 16
  br label %if.end34

if.end34:                                         ; preds = %if.then33, %if.end31
  %444 = load <8 x i16>, ptr %row32, align 16
  %445 = add i64 %13, 7
  store <8 x i16> zeroinitializer, ptr %row35, align 16
  %446 = icmp slt i64 %445, %arg5
  br i1 %446, label %if.then36, label %if.end37

if.then36:                                        ; preds = %if.end34
  %447 = mul i64 %445, %arg1
  %448 = add i64 %447, %col.iv
  %449 = getelementptr i16, ptr %6, i64 %448
  %450 = load <8 x i16>, ptr %449, align 16, !invariant.load !0
  store <8 x i16> %450, ptr %row35, align 16
  br label %if.end37

if.end37:                                         ; preds = %if.then36, %if.end34
  %451 = load <8 x i16>, ptr %row35, align 16
  %452 = add i64 %13, 8
  store <8 x i16> zeroinitializer, ptr %row38, align 16
  %453 = icmp slt i64 %452, %arg5
  br i1 %453, label %if.then39, label %if.end40

if.then39:                                        ; preds = %if.end37
  %454 = mul i64 %452, %arg1
  %455 = add i64 %454, %col.iv
  %456 = getelementptr i16, ptr %6, i64 %455
  %457 = load <8 x i16>, ptr %456, align 16, !invariant.load !0
  store <8 x i16> %457, ptr %row38, align 16
  br label %if.end40

if.end40:                                         ; preds = %if.then39, %if.end37
  %458 = load <8 x i16>, ptr %row38, align 16
  %459 = add i64 %13, 9
  store <8 x i16> zeroinitializer, ptr %row41, align 16
  %460 = icmp slt i64 %459, %arg5
  br i1 %460, label %if.then42, label %if.end43

if.then42:                                        ; preds = %if.end40
  %461 = mul i64 %459, %arg1
  %462 = add i64 %461, %col.iv
  %463 = getelementptr i16, ptr %6, i64 %462
  %464 = load <8 x i16>, ptr %463, align 16, !invariant.load !0
  store <8 x i16> %464, ptr %row41, align 16
  br label %if.end43

if.end43:                                         ; preds = %if.then42, %if.end40
  %465 = load <8 x i16>, ptr %row41, align 16
  %466 = add i64 %13, 10
  store <8 x i16> zeroinitializer, ptr %row44, align 16
  %467 = icmp slt i64 %466, %arg5
  br i1 %467, label %if.then45, label %if.end46

if.then45:                                        ; preds = %if.end43
  %468 = mul i64 %466, %arg1
  %469 = add i64 %468, %col.iv
  %470 = getelementptr i16, ptr %6, i64 %469
  %471 = load <8 x i16>, ptr %470, align 16, !invariant.load !0
  store <8 x i16> %471, ptr %row44, align 16
  br label %if.end46

if.end46:                                         ; preds = %if.then45, %if.end43
  %472 = load <8 x i16>, ptr %row44, align 16
  %473 = add i64 %13, 11
  store <8 x i16> zeroinitializer, ptr %row47, align 16
  %474 = icmp slt i64 %473, %arg5
  br i1 %474, label %if.then48, label %if.end49

if.then48:                                        ; preds = %if.end46
  %475 = mul i64 %473, %arg1
  %476 = add i64 %475, %col.iv
  %477 = getelementptr i16, ptr %6, i64 %476
  %478 = load <8 x i16>, ptr %477, align 16, !invariant.load !0
  store <8 x i16> %478, ptr %row47, align 16
  br label %if.end49

if.end49:                                         ; preds = %if.then48, %if.end46
  %479 = load <8 x i16>, ptr %row47, align 16
  %480 = add i64 %13, 12
  store <8 x i16> zeroinitializer, ptr %row50, align 16
  %481 = icmp slt i64 %480, %arg5
  br i1 %481, label %if.then51, label %if.end52

if.then51:                                        ; preds = %if.end49
  %482 = mul i64 %480, %arg1
  %483 = add i64 %482, %col.iv
  %484 = getelementptr i16, ptr %6, i64 %483
  %485 = load <8 x i16>, ptr %484, align 16, !invariant.load !0
  store <8 x i16> %485, ptr %row50, align 16
  br label %if.end52

if.end52:                                         ; preds = %if.then51, %if.end49
  %486 = load <8 x i16>, ptr %row50, align 16
  %487 = add i64 %13, 13
  store <8 x i16> zeroinitializer, ptr %row53, align 16
  %488 = icmp slt i64 %487, %arg5
  br i1 %488, label %if.then54, label %if.end55

if.then54:                                        ; preds = %if.end52
  %489 = mul i64 %487, %arg1
  %490 = add i64 %489, %col.iv
  %491 = getelementptr i16, ptr %6, i64 %490
  %492 = load <8 x i16>, ptr %491, align 16, !invariant.load !0
  store <8 x i16> %492, ptr %row53, align 16
  br label %if.end55

if.end55:                                         ; preds = %if.then54, %if.end52
  %493 = load <8 x i16>, ptr %row53, align 16
  %494 = add i64 %13, 14
  store <8 x i16> zeroinitializer, ptr %row56, align 16
  %495 = icmp slt i64 %494, %arg5
  br i1 %495, label %if.then57, label %if.end58

if.then57:                                        ; preds = %if.end55
  %496 = mul i64 %494, %arg1
  %497 = add i64 %496, %col.iv
  %498 = getelementptr i16, ptr %6, i64 %497
  %499 = load <8 x i16>, ptr %498, align 16, !invariant.load !0
  store <8 x i16> %499, ptr %row56, align 16
  br label %if.end58

if.end58:                                         ; preds = %if.then57, %if.end55
  %500 = load <8 x i16>, ptr %row56, align 16
  %501 = add i64 %13, 15
  store <8 x i16> zeroinitializer, ptr %row59, align 16
  %502 = icmp slt i64 %501, %arg5
  br i1 %502, label %if.then60, label %if.end61

if.then60:                                        ; preds = %if.end58
  %503 = mul i64 %501, %arg1
  %504 = add i64 %503, %col.iv
  %505 = getelementptr i16, ptr %6, i64 %504
  %506 = load <8 x i16>, ptr %505, align 16, !invariant.load !0
  store <8 x i16> %506, ptr %row59, align 16
  br label %if.end61

if.end61:                                         ; preds = %if.then60, %if.end58
  %507 = load <8 x i16>, ptr %row59, align 16
  %508 = add i64 %col.iv, 0
  %509 = extractelement <8 x i16> %402, i64 0
  %510 = insertelement <16 x i16> poison, i16 %509, i64 0
  %511 = extractelement <8 x i16> %409, i64 0
  %512 = insertelement <16 x i16> %510, i16 %511, i64 1
  %513 = extractelement <8 x i16> %416, i64 0
  %514 = insertelement <16 x i16> %512, i16 %513, i64 2
  %515 = extractelement <8 x i16> %423, i64 0
  %516 = insertelement <16 x i16> %514, i16 %515, i64 3
  %517 = extractelement <8 x i16> %430, i64 0
  %518 = insertelement <16 x i16> %516, i16 %517, i64 4
  %519 = extractelement <8 x i16> %437, i64 0
  %520 = insertelement <16 x i16> %518, i16 %519, i64 5
  %521 = extractelement <8 x i16> %444, i64 0
  %522 = insertelement <16 x i16> %520, i16 %521, i64 6
  %523 = extractelement <8 x i16> %451, i64 0
  %524 = insertelement <16 x i16> %522, i16 %523, i64 7
  %525 = extractelement <8 x i16> %458, i64 0
  %526 = insertelement <16 x i16> %524, i16 %525, i64 8
  %527 = extractelement <8 x i16> %465, i64 0
  %528 = insertelement <16 x i16> %526, i16 %527, i64 9
  %529 = extractelement <8 x i16> %472, i64 0
  %530 = insertelement <16 x i16> %528, i16 %529, i64 10
  %531 = extractelement <8 x i16> %479, i64 0
  %532 = insertelement <16 x i16> %530, i16 %531, i64 11
  %533 = extractelement <8 x i16> %486, i64 0
  %534 = insertelement <16 x i16> %532, i16 %533, i64 12
  %535 = extractelement <8 x i16> %493, i64 0
  %536 = insertelement <16 x i16> %534, i16 %535, i64 13
  %537 = extractelement <8 x i16> %500, i64 0
  %538 = insertelement <16 x i16> %536, i16 %537, i64 14
  %539 = extractelement <8 x i16> %507, i64 0
  %540 = insertelement <16 x i16> %538, i16 %539, i64 15
  %541 = mul i64 %508, %arg4
  %542 = add i64 %541, %13
  %543 = getelementptr i16, ptr %9, i64 %542
  %544 = icmp slt i64 %508, %arg6
  br i1 %544, label %if.then62, label %if.end63

if.then62:                                        ; preds = %if.end61
  store <16 x i16> %540, ptr %543, align 16
  br label %if.end63

if.end63:                                         ; preds = %if.then62, %if.end61
  %545 = add i64 %col.iv, 1
  %546 = extractelement <8 x i16> %402, i64 1
  %547 = insertelement <16 x i16> poison, i16 %546, i64 0
  %548 = extractelement <8 x i16> %409, i64 1
  %549 = insertelement <16 x i16> %547, i16 %548, i64 1
  %550 = extractelement <8 x i16> %416, i64 1
  %551 = insertelement <16 x i16> %549, i16 %550, i64 2
  %552 = extractelement <8 x i16> %423, i64 1
  %553 = insertelement <16 x i16> %551, i16 %552, i64 3
  %554 = extractelement <8 x i16> %430, i64 1
  %555 = insertelement <16 x i16> %553, i16 %554, i64 4
  %556 = extractelement <8 x i16> %437, i64 1
  %557 = insertelement <16 x i16> %555, i16 %556, i64 5
  %558 = extractelement <8 x i16> %444, i64 1
  %559 = insertelement <16 x i16> %557, i16 %558, i64 6
  %560 = extractelement <8 x i16> %451, i64 1
  %561 = insertelement <16 x i16> %559, i16 %560, i64 7
  %562 = extractelement <8 x i16> %458, i64 1
  %563 = insertelement <16 x i16> %561, i16 %562, i64 8
  %564 = extractelement <8 x i16> %465, i64 1
  %565 = insertelement <16 x i16> %563, i16 %564, i64 9
  %566 = extractelement <8 x i16> %472, i64 1
  %567 = insertelement <16 x i16> %565, i16 %566, i64 10
  %568 = extractelement <8 x i16> %479, i64 1
  %569 = insertelement <16 x i16> %567, i16 %568, i64 11
  %570 = extractelement <8 x i16> %486, i64 1
  %571 = insertelement <16 x i16> %569, i16 %570, i64 12
  %572 = extractelement <8 x i16> %493, i64 1
  %573 = insertelement <16 x i16> %571, i16 %572, i64 13
  %574 = extractelement <8 x i16> %500, i64 1
  %575 = insertelement <16 x i16> %573, i16 %574, i64 14
  %576 = extractelement <8 x i16> %507, i64 1
  %577 = insertelement <16 x i16> %575, i16 %576, i64 15
  %578 = mul i64 %545, %arg4
  %579 = add i64 %578, %13
  %580 = getelementptr i16, ptr %9, i64 %579
  %581 = icmp slt i64 %545, %arg6
  br i1 %581, label %if.then64, label %if.end65

if.then64:                                        ; preds = %if.end63
  store <16 x i16> %577, ptr %580, align 16
  br label %if.end65

if.end65:                                         ; preds = %if.then64, %if.end63
  %582 = add i64 %col.iv, 2
  %583 = extractelement <8 x i16> %402, i64 2
  %584 = insertelement <16 x i16> poison, i16 %583, i64 0
  %585 = extractelement <8 x i16> %409, i64 2
  %586 = insertelement <16 x i16> %584, i16 %585, i64 1
  %587 = extractelement <8 x i16> %416, i64 2
  %588 = insertelement <16 x i16> %586, i16 %587, i64 2
  %589 = extractelement <8 x i16> %423, i64 2
  %590 = insertelement <16 x i16> %588, i16 %589, i64 3
  %591 = extractelement <8 x i16> %430, i64 2
  %592 = insertelement <16 x i16> %590, i16 %591, i64 4
  %593 = extractelement <8 x i16> %437, i64 2
  %594 = insertelement <16 x i16> %592, i16 %593, i64 5
  %595 = extractelement <8 x i16> %444, i64 2
  %596 = insertelement <16 x i16> %594, i16 %595, i64 6
  %597 = extractelement <8 x i16> %451, i64 2
  %598 = insertelement <16 x i16> %596, i16 %597, i64 7
  %599 = extractelement <8 x i16> %458, i64 2
  %600 = insertelement <16 x i16> %598, i16 %599, i64 8
  %601 = extractelement <8 x i16> %465, i64 2
  %602 = insertelement <16 x i16> %600, i16 %601, i64 9
  %603 = extractelement <8 x i16> %472, i64 2
  %604 = insertelement <16 x i16> %602, i16 %603, i64 10
  %605 = extractelement <8 x i16> %479, i64 2
  %606 = insertelement <16 x i16> %604, i16 %605, i64 11
  %607 = extractelement <8 x i16> %486, i64 2
  %608 = insertelement <16 x i16> %606, i16 %607, i64 12
  %609 = extractelement <8 x i16> %493, i64 2
  %610 = insertelement <16 x i16> %608, i16 %609, i64 13
  %611 = extractelement <8 x i16> %500, i64 2
  %612 = insertelement <16 x i16> %610, i16 %611, i64 14
  %613 = extractelement <8 x i16> %507, i64 2
  %614 = insertelement <16 x i16> %612, i16 %613, i64 15
  %615 = mul i64 %582, %arg4
  %616 = add i64 %615, %13
  %617 = getelementptr i16, ptr %9, i64 %616
  %618 = icmp slt i64 %582, %arg6
  br i1 %618, label %if.then66, label %if.end67

if.then66:                                        ; preds = %if.end65
  store <16 x i16> %614, ptr %617, align 16
  br label %if.end67

if.end67:                                         ; preds = %if.then66, %if.end65
  %619 = add i64 %col.iv, 3
  %620 = extractelement <8 x i16> %402, i64 3
  %621 = insertelement <16 x i16> poison, i16 %620, i64 0
  %622 = extractelement <8 x i16> %409, i64 3
  %623 = insertelement <16 x i16> %621, i16 %622, i64 1
  %624 = extractelement <8 x i16> %416, i64 3
  %625 = insertelement <16 x i16> %623, i16 %624, i64 2
  %626 = extractelement <8 x i16> %423, i64 3
  %627 = insertelement <16 x i16> %625, i16 %626, i64 3
  %628 = extractelement <8 x i16> %430, i64 3
  %629 = insertelement <16 x i16> %627, i16 %628, i64 4
  %630 = extractelement <8 x i16> %437, i64 3
  %631 = insertelement <16 x i16> %629, i16 %630, i64 5
  %632 = extractelement <8 x i16> %444, i64 3
  %633 = insertelement <16 x i16> %631, i16 %632, i64 6
  %634 = extractelement <8 x i16> %451, i64 3
  %635 = insertelement <16 x i16> %633, i16 %634, i64 7
  %636 = extractelement <8 x i16> %458, i64 3
  %637 = insertelement <16 x i16> %635, i16 %636, i64 8
  %638 = extractelement <8 x i16> %465, i64 3
  %639 = insertelement <16 x i16> %637, i16 %638, i64 9
  %640 = extractelement <8 x i16> %472, i64 3
  %641 = insertelement <16 x i16> %639, i16 %640, i64 10
  %642 = extractelement <8 x i16> %479, i64 3
  %643 = insertelement <16 x i16> %641, i16 %642, i64 11
  %644 = extractelement <8 x i16> %486, i64 3
  %645 = insertelement <16 x i16> %643, i16 %644, i64 12
  %646 = extractelement <8 x i16> %493, i64 3
  %647 = insertelement <16 x i16> %645, i16 %646, i64 13
  %648 = extractelement <8 x i16> %500, i64 3
  %649 = insertelement <16 x i16> %647, i16 %648, i64 14
  %650 = extractelement <8 x i16> %507, i64 3
  %651 = insertelement <16 x i16> %649, i16 %650, i64 15
  %652 = mul i64 %619, %arg4
  %653 = add i64 %652, %13
  %654 = getelementptr i16, ptr %9, i64 %653
  %655 = icmp slt i64 %619, %arg6
  br i1 %655, label %if.then68, label %if.end69

if.then68:                                        ; preds = %if.end67
  store <16 x i16> %651, ptr %654, align 16
  br label %if.end69

if.end69:                                         ; preds = %if.then68, %if.end67
  %656 = add i64 %col.iv, 4
  %657 = extractelement <8 x i16> %402, i64 4
  %658 = insertelement <16 x i16> poison, i16 %657, i64 0
  %659 = extractelement <8 x i16> %409, i64 4
  %660 = insertelement <16 x i16> %658, i16 %659, i64 1
  %661 = extractelement <8 x i16> %416, i64 4
  %662 = insertelement <16 x i16> %660, i16 %661, i64 2
  %663 = extractelement <8 x i16> %423, i64 4
  %664 = insertelement <16 x i16> %662, i16 %663, i64 3
  %665 = extractelement <8 x i16> %430, i64 4
  %666 = insertelement <16 x i16> %664, i16 %665, i64 4
  %667 = extractelement <8 x i16> %437, i64 4
  %668 = insertelement <16 x i16> %666, i16 %667, i64 5
  %669 = extractelement <8 x i16> %444, i64 4
  %670 = insertelement <16 x i16> %668, i16 %669, i64 6
  %671 = extractelement <8 x i16> %451, i64 4
  %672 = insertelement <16 x i16> %670, i16 %671, i64 7
  %673 = extractelement <8 x i16> %458, i64 4
  %674 = insertelement <16 x i16> %672, i16 %673, i64 8
  %675 = extractelement <8 x i16> %465, i64 4
  %676 = insertelement <16 x i16> %674, i16 %675, i64 9
  %677 = extractelement <8 x i16> %472, i64 4
  %678 = insertelement <16 x i16> %676, i16 %677, i64 10
  %679 = extractelement <8 x i16> %479, i64 4
  %680 = insertelement <16 x i16> %678, i16 %679, i64 11
  %681 = extractelement <8 x i16> %486, i64 4
  %682 = insertelement <16 x i16> %680, i16 %681, i64 12
  %683 = extractelement <8 x i16> %493, i64 4
  %684 = insertelement <16 x i16> %682, i16 %683, i64 13
  %685 = extractelement <8 x i16> %500, i64 4
  %686 = insertelement <16 x i16> %684, i16 %685, i64 14
  %687 = extractelement <8 x i16> %507, i64 4
  %688 = insertelement <16 x i16> %686, i16 %687, i64 15
  %689 = mul i64 %656, %arg4
  %690 = add i64 %689, %13
  %691 = getelementptr i16, ptr %9, i64 %690
  %692 = icmp slt i64 %656, %arg6
  br i1 %692, label %if.then70, label %if.end71

if.then70:                                        ; preds = %if.end69
  store <16 x i16> %688, ptr %691, align 16
  br label %if.end71

if.end71:                                         ; preds = %if.then70, %if.end69
  %693 = add i64 %col.iv, 5
  %694 = extractelement <8 x i16> %402, i64 5
  %695 = insertelement <16 x i16> poison, i16 %694, i64 0
  %696 = extractelement <8 x i16> %409, i64 5
  %697 = insertelement <16 x i16> %695, i16 %696, i64 1
  %698 = extractelement <8 x i16> %416, i64 5
  %699 = insertelement <16 x i16> %697, i16 %698, i64 2
  %700 = extractelement <8 x i16> %423, i64 5
  %701 = insertelement <16 x i16> %699, i16 %700, i64 3
  %702 = extractelement <8 x i16> %430, i64 5
  %703 = insertelement <16 x i16> %701, i16 %702, i64 4
  %704 = extractelement <8 x i16> %437, i64 5
  %705 = insertelement <16 x i16> %703, i16 %704, i64 5
  %706 = extractelement <8 x i16> %444, i64 5
  %707 = insertelement <16 x i16> %705, i16 %706, i64 6
  %708 = extractelement <8 x i16> %451, i64 5
  %709 = insertelement <16 x i16> %707, i16 %708, i64 7
  %710 = extractelement <8 x i16> %458, i64 5
  %711 = insertelement <16 x i16> %709, i16 %710, i64 8
  %712 = extractelement <8 x i16> %465, i64 5
  %713 = insertelement <16 x i16> %711, i16 %712, i64 9
  %714 = extractelement <8 x i16> %472, i64 5
  %715 = insertelement <16 x i16> %713, i16 %714, i64 10
  %716 = extractelement <8 x i16> %479, i64 5
  %717 = insertelement <16 x i16> %715, i16 %716, i64 11
  %718 = extractelement <8 x i16> %486, i64 5
  %719 = insertelement <16 x i16> %717, i16 %718, i64 12
  %720 = extractelement <8 x i16> %493, i64 5
  %721 = insertelement <16 x i16> %719, i16 %720, i64 13
  %722 = extractelement <8 x i16> %500, i64 5
  %723 = insertelement <16 x i16> %721, i16 %722, i64 14
  %724 = extractelement <8 x i16> %507, i64 5
  %725 = insertelement <16 x i16> %723, i16 %724, i64 15
  %726 = mul i64 %693, %arg4
  %727 = add i64 %726, %13
  %728 = getelementptr i16, ptr %9, i64 %727
  %729 = icmp slt i64 %693, %arg6
  br i1 %729, label %if.then72, label %if.end73

if.then72:                                        ; preds = %if.end71
  store <16 x i16> %725, ptr %728, align 16
  br label %if.end73

if.end73:                                         ; preds = %if.then72, %if.end71
  %730 = add i64 %col.iv, 6
  %731 = extractelement <8 x i16> %402, i64 6
  %732 = insertelement <16 x i16> poison, i16 %731, i64 0
  %733 = extractelement <8 x i16> %409, i64 6
  %734 = insertelement <16 x i16> %732, i16 %733, i64 1
  %735 = extractelement <8 x i16> %416, i64 6
  %736 = insertelement <16 x i16> %734, i16 %735, i64 2
  %737 = extractelement <8 x i16> %423, i64 6
  %738 = insertelement <16 x i16> %736, i16 %737, i64 3
  %739 = extractelement <8 x i16> %430, i64 6
  %740 = insertelement <16 x i16> %738, i16 %739, i64 4
  %741 = extractelement <8 x i16> %437, i64 6
  %742 = insertelement <16 x i16> %740, i16 %741, i64 5
  %743 = extractelement <8 x i16> %444, i64 6
  %744 = insertelement <16 x i16> %742, i16 %743, i64 6
  %745 = extractelement <8 x i16> %451, i64 6
  %746 = insertelement <16 x i16> %744, i16 %745, i64 7
  %747 = extractelement <8 x i16> %458, i64 6
  %748 = insertelement <16 x i16> %746, i16 %747, i64 8
  %749 = extractelement <8 x i16> %465, i64 6
  %750 = insertelement <16 x i16> %748, i16 %749, i64 9
  %751 = extractelement <8 x i16> %472, i64 6
  %752 = insertelement <16 x i16> %750, i16 %751, i64 10
  %753 = extractelement <8 x i16> %479, i64 6
  %754 = insertelement <16 x i16> %752, i16 %753, i64 11
  %755 = extractelement <8 x i16> %486, i64 6
  %756 = insertelement <16 x i16> %754, i16 %755, i64 12
  %757 = extractelement <8 x i16> %493, i64 6
  %758 = insertelement <16 x i16> %756, i16 %757, i64 13
  %759 = extractelement <8 x i16> %500, i64 6
  %760 = insertelement <16 x i16> %758, i16 %759, i64 14
  %761 = extractelement <8 x i16> %507, i64 6
  %762 = insertelement <16 x i16> %760, i16 %761, i64 15
  %763 = mul i64 %730, %arg4
  %764 = add i64 %763, %13
  %765 = getelementptr i16, ptr %9, i64 %764
  %766 = icmp slt i64 %730, %arg6
  br i1 %766, label %if.then74, label %if.end75

if.then74:                                        ; preds = %if.end73
  store <16 x i16> %762, ptr %765, align 16
  br label %if.end75

if.end75:                                         ; preds = %if.then74, %if.end73
  %767 = add i64 %col.iv, 7
  %768 = extractelement <8 x i16> %402, i64 7
  %769 = insertelement <16 x i16> poison, i16 %768, i64 0
  %770 = extractelement <8 x i16> %409, i64 7
  %771 = insertelement <16 x i16> %769, i16 %770, i64 1
  %772 = extractelement <8 x i16> %416, i64 7
  %773 = insertelement <16 x i16> %771, i16 %772, i64 2
  %774 = extractelement <8 x i16> %423, i64 7
  %775 = insertelement <16 x i16> %773, i16 %774, i64 3
  %776 = extractelement <8 x i16> %430, i64 7
  %777 = insertelement <16 x i16> %775, i16 %776, i64 4
  %778 = extractelement <8 x i16> %437, i64 7
  %779 = insertelement <16 x i16> %777, i16 %778, i64 5
  %780 = extractelement <8 x i16> %444, i64 7
  %781 = insertelement <16 x i16> %779, i16 %780, i64 6
  %782 = extractelement <8 x i16> %451, i64 7
  %783 = insertelement <16 x i16> %781, i16 %782, i64 7
  %784 = extractelement <8 x i16> %458, i64 7
  %785 = insertelement <16 x i16> %783, i16 %784, i64 8
  %786 = extractelement <8 x i16> %465, i64 7
  %787 = insertelement <16 x i16> %785, i16 %786, i64 9
  %788 = extractelement <8 x i16> %472, i64 7
  %789 = insertelement <16 x i16> %787, i16 %788, i64 10
  %790 = extractelement <8 x i16> %479, i64 7
  %791 = insertelement <16 x i16> %789, i16 %790, i64 11
  %792 = extractelement <8 x i16> %486, i64 7
  %793 = insertelement <16 x i16> %791, i16 %792, i64 12
  %794 = extractelement <8 x i16> %493, i64 7
  %795 = insertelement <16 x i16> %793, i16 %794, i64 13
  %796 = extractelement <8 x i16> %500, i64 7
  %797 = insertelement <16 x i16> %795, i16 %796, i64 14
  %798 = extractelement <8 x i16> %507, i64 7
  %799 = insertelement <16 x i16> %797, i16 %798, i64 15
  %800 = mul i64 %767, %arg4
  %801 = add i64 %800, %13
  %802 = getelementptr i16, ptr %9, i64 %801
  %803 = icmp slt i64 %767, %arg6
  br i1 %803, label %if.then76, label %if.end77

if.then76:                                        ; preds = %if.end75
  store <16 x i16> %799, ptr %802, align 16
  br label %if.end77

if.end77:                                         ; preds = %if.then76, %if.end75
  br label %rows.end

if.then78:                                        ; preds = %col.exit
  %804 = sub i64 %arg6, %15
  %.splatinsert = insertelement <8 x i64> poison, i64 %804, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %805 = icmp slt <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %.splat
  %806 = add i64 %13, 16
  %807 = icmp sle i64 %806, %arg5
  br i1 %807, label %rows.then80, label %rows.else81

if.end79:                                         ; preds = %rows.end82, %col.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

rows.then80:                                      ; preds = %if.then78
  %808 = add i64 %13, 0
  %809 = mul i64 %808, %arg1
  %810 = add i64 %809, %15
  %811 = getelementptr i16, ptr %6, i64 %810
  %812 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %811, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %813 = select <8 x i1> %805, <8 x i16> %812, <8 x i16> zeroinitializer
  %814 = add i64 %13, 1
  %815 = mul i64 %814, %arg1
  %816 = add i64 %815, %15
  %817 = getelementptr i16, ptr %6, i64 %816
  %818 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %817, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %819 = select <8 x i1> %805, <8 x i16> %818, <8 x i16> zeroinitializer
  %820 = add i64 %13, 2
  %821 = mul i64 %820, %arg1
  %822 = add i64 %821, %15
  %823 = getelementptr i16, ptr %6, i64 %822
  %824 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %823, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %825 = select <8 x i1> %805, <8 x i16> %824, <8 x i16> zeroinitializer
  %826 = add i64 %13, 3
  %827 = mul i64 %826, %arg1
  %828 = add i64 %827, %15
  %829 = getelementptr i16, ptr %6, i64 %828
  %830 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %829, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %831 = select <8 x i1> %805, <8 x i16> %830, <8 x i16> zeroinitializer
  %832 = add i64 %13, 4
  %833 = mul i64 %832, %arg1
  %834 = add i64 %833, %15
  %835 = getelementptr i16, ptr %6, i64 %834
  %836 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %835, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %837 = select <8 x i1> %805, <8 x i16> %836, <8 x i16> zeroinitializer
  %838 = add i64 %13, 5
  %839 = mul i64 %838, %arg1
  %840 = add i64 %839, %15
  %841 = getelementptr i16, ptr %6, i64 %840
  %842 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %841, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %843 = select <8 x i1> %805, <8 x i16> %842, <8 x i16> zeroinitializer
  %844 = add i64 %13, 6
  %845 = mul i64 %844, %arg1
  %846 = add i64 %845, %15
  %847 = getelementptr i16, ptr %6, i64 %846
  %848 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %847, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %849 = select <8 x i1> %805, <8 x i16> %848, <8 x i16> zeroinitializer
  %850 = add i64 %13, 7
  %851 = mul i64 %850, %arg1
  %852 = add i64 %851, %15
  %853 = getelementptr i16, ptr %6, i64 %852
  %854 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %853, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %855 = select <8 x i1> %805, <8 x i16> %854, <8 x i16> zeroinitializer
  %856 = add i64 %13, 8
  %857 = mul i64 %856, %arg1
  %858 = add i64 %857, %15
  %859 = getelementptr i16, ptr %6, i64 %858
  %860 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %859, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %861 = select <8 x i1> %805, <8 x i16> %860, <8 x i16> zeroinitializer
  %862 = add i64 %13, 9
  %863 = mul i64 %862, %arg1
  %864 = add i64 %863, %15
  %865 = getelementptr i16, ptr %6, i64 %864
  %866 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %865, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %867 = select <8 x i1> %805, <8 x i16> %866, <8 x i16> zeroinitializer
  %868 = add i64 %13, 10
  %869 = mul i64 %868, %arg1
  %870 = add i64 %869, %15
  %871 = getelementptr i16, ptr %6, i64 %870
  %872 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %871, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %873 = select <8 x i1> %805, <8 x i16> %872, <8 x i16> zeroinitializer
  %874 = add i64 %13, 11
  %875 = mul i64 %874, %arg1
  %876 = add i64 %875, %15
  %877 = getelementptr i16, ptr %6, i64 %876
  %878 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %877, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %879 = select <8 x i1> %805, <8 x i16> %878, <8 x i16> zeroinitializer
  %880 = add i64 %13, 12
  %881 = mul i64 %880, %arg1
  %882 = add i64 %881, %15
  %883 = getelementptr i16, ptr %6, i64 %882
  %884 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %883, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %885 = select <8 x i1> %805, <8 x i16> %884, <8 x i16> zeroinitializer
  %886 = add i64 %13, 13
  %887 = mul i64 %886, %arg1
  %888 = add i64 %887, %15
  %889 = getelementptr i16, ptr %6, i64 %888
  %890 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %889, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %891 = select <8 x i1> %805, <8 x i16> %890, <8 x i16> zeroinitializer
  %892 = add i64 %13, 14
  %893 = mul i64 %892, %arg1
  %894 = add i64 %893, %15
  %895 = getelementptr i16, ptr %6, i64 %894
  %896 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %895, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %897 = select <8 x i1> %805, <8 x i16> %896, <8 x i16> zeroinitializer
  %898 = add i64 %13, 15
  %899 = mul i64 %898, %arg1
  %900 = add i64 %899, %15
  %901 = getelementptr i16, ptr %6, i64 %900
  %902 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %901, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %903 = select <8 x i1> %805, <8 x i16> %902, <8 x i16> zeroinitializer
  %904 = add i64 %15, 0
  %905 = extractelement <8 x i16> %813, i64 0
  %906 = insertelement <16 x i16> poison, i16 %905, i64 0
  %907 = extractelement <8 x i16> %819, i64 0
  %908 = insertelement <16 x i16> %906, i16 %907, i64 1
  %909 = extractelement <8 x i16> %825, i64 0
  %910 = insertelement <16 x i16> %908, i16 %909, i64 2
  %911 = extractelement <8 x i16> %831, i64 0
  %912 = insertelement <16 x i16> %910, i16 %911, i64 3
  %913 = extractelement <8 x i16> %837, i64 0
  %914 = insertelement <16 x i16> %912, i16 %913, i64 4
  %915 = extractelement <8 x i16> %843, i64 0
  %916 = insertelement <16 x i16> %914, i16 %915, i64 5
  %917 = extractelement <8 x i16> %849, i64 0
  %918 = insertelement <16 x i16> %916, i16 %917, i64 6
  %919 = extractelement <8 x i16> %855, i64 0
  %920 = insertelement <16 x i16> %918, i16 %919, i64 7
  %921 = extractelement <8 x i16> %861, i64 0
  %922 = insertelement <16 x i16> %920, i16 %921, i64 8
  %923 = extractelement <8 x i16> %867, i64 0
  %924 = insertelement <16 x i16> %922, i16 %923, i64 9
  %925 = extractelement <8 x i16> %873, i64 0
  %926 = insertelement <16 x i16> %924, i16 %925, i64 10
  %927 = extractelement <8 x i16> %879, i64 0
  %928 = insertelement <16 x i16> %926, i16 %927, i64 11
  %929 = extractelement <8 x i16> %885, i64 0
  %930 = insertelement <16 x i16> %928, i16 %929, i64 12
  %931 = extractelement <8 x i16> %891, i64 0
  %932 = insertelement <16 x i16> %930, i16 %931, i64 13
  %933 = extractelement <8 x i16> %897, i64 0
  %934 = insertelement <16 x i16> %932, i16 %933, i64 14
  %935 = extractelement <8 x i16> %903, i64 0
  %936 = insertelement <16 x i16> %934, i16 %935, i64 15
  %937 = mul i64 %904, %arg4
  %938 = add i64 %937, %13
  %939 = getelementptr i16, ptr %9, i64 %938
  %940 = icmp slt i64 %904, %arg6
  br i1 %940, label %if.then83, label %if.end84

rows.else81:                                      ; preds = %if.then78
  %941 = add i64 %13, 0
  store <8 x i16> zeroinitializer, ptr %row99, align 16
  %942 = icmp slt i64 %941, %arg5
  br i1 %942, label %if.then100, label %if.end101

rows.end82:                                       ; preds = %if.end162, %if.end98
  br label %if.end79

if.then83:                                        ; preds = %rows.then80
  store <16 x i16> %936, ptr %939, align 16
  br label %if.end84

if.end84:                                         ; preds = %if.then83, %rows.then80
  %943 = add i64 %15, 1
  %944 = extractelement <8 x i16> %813, i64 1
  %945 = insertelement <16 x i16> poison, i16 %944, i64 0
  %946 = extractelement <8 x i16> %819, i64 1
  %947 = insertelement <16 x i16> %945, i16 %946, i64 1
  %948 = extractelement <8 x i16> %825, i64 1
  %949 = insertelement <16 x i16> %947, i16 %948, i64 2
  %950 = extractelement <8 x i16> %831, i64 1
  %951 = insertelement <16 x i16> %949, i16 %950, i64 3
  %952 = extractelement <8 x i16> %837, i64 1
  %953 = insertelement <16 x i16> %951, i16 %952, i64 4
  %954 = extractelement <8 x i16> %843, i64 1
  %955 = insertelement <16 x i16> %953, i16 %954, i64 5
  %956 = extractelement <8 x i16> %849, i64 1
  %957 = insertelement <16 x i16> %955, i16 %956, i64 6
  %958 = extractelement <8 x i16> %855, i64 1
  %959 = insertelement <16 x i16> %957, i16 %958, i64 7
  %960 = extractelement <8 x i16> %861, i64 1
  %961 = insertelement <16 x i16> %959, i16 %960, i64 8
  %962 = extractelement <8 x i16> %867, i64 1
  %963 = insertelement <16 x i16> %961, i16 %962, i64 9
  %964 = extractelement <8 x i16> %873, i64 1
  %965 = insertelement <16 x i16> %963, i16 %964, i64 10
  %966 = extractelement <8 x i16> %879, i64 1
  %967 = insertelement <16 x i16> %965, i16 %966, i64 11
  %968 = extractelement <8 x i16> %885, i64 1
  %969 = insertelement <16 x i16> %967, i16 %968, i64 12
  %970 = extractelement <8 x i16> %891, i64 1
  %971 = insertelement <16 x i16> %969, i16 %970, i64 13
  %972 = extractelement <8 x i16> %897, i64 1
  %973 = insertelement <16 x i16> %971, i16 %972, i64 14
  %974 = extractelement <8 x i16> %903, i64 1
  %975 = insertelement <16 x i16> %973, i16 %974, i64 15
  %976 = mul i64 %943, %arg4
  %977 = add i64 %976, %13
  %978 = getelementptr i16, ptr %9, i64 %977
  %979 = icmp slt i64 %943, %arg6
  br i1 %979, label %if.then85, label %if.end86

if.then85:                                        ; preds = %if.end84
  store <16 x i16> %975, ptr %978, align 16
  br label %if.end86

if.end86:                                         ; preds = %if.then85, %if.end84
  %980 = add i64 %15, 2
  %981 = extractelement <8 x i16> %813, i64 2
  %982 = insertelement <16 x i16> poison, i16 %981, i64 0
  %983 = extractelement <8 x i16> %819, i64 2
  %984 = insertelement <16 x i16> %982, i16 %983, i64 1
  %985 = extractelement <8 x i16> %825, i64 2
  %986 = insertelement <16 x i16> %984, i16 %985, i64 2
  %987 = extractelement <8 x i16> %831, i64 2
  %988 = insertelement <16 x i16> %986, i16 %987, i64 3
  %989 = extractelement <8 x i16> %837, i64 2
  %990 = insertelement <16 x i16> %988, i16 %989, i64 4
  %991 = extractelement <8 x i16> %843, i64 2
  %992 = insertelement <16 x i16> %990, i16 %991, i64 5
  %993 = extractelement <8 x i16> %849, i64 2
  %994 = insertelement <16 x i16> %992, i16 %993, i64 6
  %995 = extractelement <8 x i16> %855, i64 2
  %996 = insertelement <16 x i16> %994, i16 %995, i64 7
  %997 = extractelement <8 x i16> %861, i64 2
  %998 = insertelement <16 x i16> %996, i16 %997, i64 8
  %999 = extractelement <8 x i16> %867, i64 2
  %1000 = insertelement <16 x i16> %998, i16 %999, i64 9
  %1001 = extractelement <8 x i16> %873, i64 2
  %1002 = insertelement <16 x i16> %1000, i16 %1001, i64 10
  %1003 = extractelement <8 x i16> %879, i64 2
  %1004 = insertelement <16 x i16> %1002, i16 %1003, i64 11
  %1005 = extractelement <8 x i16> %885, i64 2
  %1006 = insertelement <16 x i16> %1004, i16 %1005, i64 12
  %1007 = extractelement <8 x i16> %891, i64 2
  %1008 = insertelement <16 x i16> %1006, i16 %1007, i64 13
  %1009 = extractelement <8 x i16> %897, i64 2
  %1010 = insertelement <16 x i16> %1008, i16 %1009, i64 14
  %1011 = extractelement <8 x i16> %903, i64 2
  %1012 = insertelement <16 x i16> %1010, i16 %1011, i64 15
  %1013 = mul i64 %980, %arg4
  %1014 = add i64 %1013, %13
  %1015 = getelementptr i16, ptr %9, i64 %1014
  %1016 = icmp slt i64 %980, %arg6
  br i1 %1016, label %if.then87, label %if.end88

if.then87:                                        ; preds = %if.end86
  store <16 x i16> %1012, ptr %1015, align 16
  br label %if.end88

if.end88:                                         ; preds = %if.then87, %if.end86
  %1017 = add i64 %15, 3
  %1018 = extractelement <8 x i16> %813, i64 3
  %1019 = insertelement <16 x i16> poison, i16 %1018, i64 0
  %1020 = extractelement <8 x i16> %819, i64 3
  %1021 = insertelement <16 x i16> %1019, i16 %1020, i64 1
  %1022 = extractelement <8 x i16> %825, i64 3
  %1023 = insertelement <16 x i16> %1021, i16 %1022, i64 2
  %1024 = extractelement <8 x i16> %831, i64 3
  %1025 = insertelement <16 x i16> %1023, i16 %1024, i64 3
  %1026 = extractelement <8 x i16> %837, i64 3
  %1027 = insertelement <16 x i16> %1025, i16 %1026, i64 4
  %1028 = extractelement <8 x i16> %843, i64 3
  %1029 = insertelement <16 x i16> %1027, i16 %1028, i64 5
  %1030 = extractelement <8 x i16> %849, i64 3
  %1031 = insertelement <16 x i16> %1029, i16 %1030, i64 6
  %1032 = extractelement <8 x i16> %855, i64 3
  %1033 = insertelement <16 x i16> %1031, i16 %1032, i64 7
  %1034 = extractelement <8 x i16> %861, i64 3
  %1035 = insertelement <16 x i16> %1033, i16 %1034, i64 8
  %1036 = extractelement <8 x i16> %867, i64 3
  %1037 = insertelement <16 x i16> %1035, i16 %1036, i64 9
  %1038 = extractelement <8 x i16> %873, i64 3
  %1039 = insertelement <16 x i16> %1037, i16 %1038, i64 10
  %1040 = extractelement <8 x i16> %879, i64 3
  %1041 = insertelement <16 x i16> %1039, i16 %1040, i64 11
  %1042 = extractelement <8 x i16> %885, i64 3
  %1043 = insertelement <16 x i16> %1041, i16 %1042, i64 12
  %1044 = extractelement <8 x i16> %891, i64 3
  %1045 = insertelement <16 x i16> %1043, i16 %1044, i64 13
  %1046 = extractelement <8 x i16> %897, i64 3
  %1047 = insertelement <16 x i16> %1045, i16 %1046, i64 14
  %1048 = extractelement <8 x i16> %903, i64 3
  %1049 = insertelement <16 x i16> %1047, i16 %1048, i64 15
  %1050 = mul i64 %1017, %arg4
  %1051 = add i64 %1050, %13
  %1052 = getelementptr i16, ptr %9, i64 %1051
  %1053 = icmp slt i64 %1017, %arg6
  br i1 %1053, label %if.then89, label %if.end90

if.then89:                                        ; preds = %if.end88
  store <16 x i16> %1049, ptr %1052, align 16
  br label %if.end90

if.end90:                                         ; preds = %if.then89, %if.end88
  %1054 = add i64 %15, 4
  %1055 = extractelement <8 x i16> %813, i64 4
  %1056 = insertelement <16 x i16> poison, i16 %1055, i64 0
  %1057 = extractelement <8 x i16> %819, i64 4
  %1058 = insertelement <16 x i16> %1056, i16 %1057, i64 1
  %1059 = extractelement <8 x i16> %825, i64 4
  %1060 = insertelement <16 x i16> %1058, i16 %1059, i64 2
  %1061 = extractelement <8 x i16> %831, i64 4
  %1062 = insertelement <16 x i16> %1060, i16 %1061, i64 3
  %1063 = extractelement <8 x i16> %837, i64 4
  %1064 = insertelement <16 x i16> %1062, i16 %1063, i64 4
  %1065 = extractelement <8 x i16> %843, i64 4
  %1066 = insertelement <16 x i16> %1064, i16 %1065, i64 5
  %1067 = extractelement <8 x i16> %849, i64 4
  %1068 = insertelement <16 x i16> %1066, i16 %1067, i64 6
  %1069 = extractelement <8 x i16> %855, i64 4
  %1070 = insertelement <16 x i16> %1068, i16 %1069, i64 7
  %1071 = extractelement <8 x i16> %861, i64 4
  %1072 = insertelement <16 x i16> %1070, i16 %1071, i64 8
  %1073 = extractelement <8 x i16> %867, i64 4
  %1074 = insertelement <16 x i16> %1072, i16 %1073, i64 9
  %1075 = extractelement <8 x i16> %873, i64 4
  %1076 = insertelement <16 x i16> %1074, i16 %1075, i64 10
  %1077 = extractelement <8 x i16> %879, i64 4
  %1078 = insertelement <16 x i16> %1076, i16 %1077, i64 11
  %1079 = extractelement <8 x i16> %885, i64 4
  %1080 = insertelement <16 x i16> %1078, i16 %1079, i64 12
  %1081 = extractelement <8 x i16> %891, i64 4
  %1082 = insertelement <16 x i16> %1080, i16 %1081, i64 13
  %1083 = extractelement <8 x i16> %897, i64 4
  %1084 = insertelement <16 x i16> %1082, i16 %1083, i64 14
  %1085 = extractelement <8 x i16> %903, i64 4
  %1086 = insertelement <16 x i16> %1084, i16 %1085, i64 15
  %1087 = mul i64 %1054, %arg4
  %1088 = add i64 %1087, %13
  %1089 = getelementptr i16, ptr %9, i64 %1088
  %1090 = icmp slt i64 %1054, %arg6
  br i1 %1090, label %if.then91, label %if.end92

if.then91:                                        ; preds = %if.end90
  store <16 x i16> %1086, ptr %1089, align 16
  br label %if.end92

if.end92:                                         ; preds = %if.then91, %if.end90
  %1091 = add i64 %15, 5
  %1092 = extractelement <8 x i16> %813, i64 5
  %1093 = insertelement <16 x i16> poison, i16 %1092, i64 0
  %1094 = extractelement <8 x i16> %819, i64 5
  %1095 = insertelement <16 x i16> %1093, i16 %1094, i64 1
  %1096 = extractelement <8 x i16> %825, i64 5
  %1097 = insertelement <16 x i16> %1095, i16 %1096, i64 2
  %1098 = extractelement <8 x i16> %831, i64 5
  %1099 = insertelement <16 x i16> %1097, i16 %1098, i64 3
  %1100 = extractelement <8 x i16> %837, i64 5
  %1101 = insertelement <16 x i16> %1099, i16 %1100, i64 4
  %1102 = extractelement <8 x i16> %843, i64 5
  %1103 = insertelement <16 x i16> %1101, i16 %1102, i64 5
  %1104 = extractelement <8 x i16> %849, i64 5
  %1105 = insertelement <16 x i16> %1103, i16 %1104, i64 6
  %1106 = extractelement <8 x i16> %855, i64 5
  %1107 = insertelement <16 x i16> %1105, i16 %1106, i64 7
  %1108 = extractelement <8 x i16> %861, i64 5
  %1109 = insertelement <16 x i16> %1107, i16 %1108, i64 8
  %1110 = extractelement <8 x i16> %867, i64 5
  %1111 = insertelement <16 x i16> %1109, i16 %1110, i64 9
  %1112 = extractelement <8 x i16> %873, i64 5
  %1113 = insertelement <16 x i16> %1111, i16 %1112, i64 10
  %1114 = extractelement <8 x i16> %879, i64 5
  %1115 = insertelement <16 x i16> %1113, i16 %1114, i64 11
  %1116 = extractelement <8 x i16> %885, i64 5
  %1117 = insertelement <16 x i16> %1115, i16 %1116, i64 12
  %1118 = extractelement <8 x i16> %891, i64 5
  %1119 = insertelement <16 x i16> %1117, i16 %1118, i64 13
  %1120 = extractelement <8 x i16> %897, i64 5
  %1121 = insertelement <16 x i16> %1119, i16 %1120, i64 14
  %1122 = extractelement <8 x i16> %903, i64 5
  %1123 = insertelement <16 x i16> %1121, i16 %1122, i64 15
  %1124 = mul i64 %1091, %arg4
  %1125 = add i64 %1124, %13
  %1126 = getelementptr i16, ptr %9, i64 %1125
  %1127 = icmp slt i64 %1091, %arg6
  br i1 %1127, label %if.then93, label %if.end94

if.then93:                                        ; preds = %if.end92
  store <16 x i16> %1123, ptr %1126, align 16
  br label %if.end94

if.end94:                                         ; preds = %if.then93, %if.end92
  %1128 = add i64 %15, 6
  %1129 = extractelement <8 x i16> %813, i64 6
  %1130 = insertelement <16 x i16> poison, i16 %1129, i64 0
  %1131 = extractelement <8 x i16> %819, i64 6
  %1132 = insertelement <16 x i16> %1130, i16 %1131, i64 1
  %1133 = extractelement <8 x i16> %825, i64 6
  %1134 = insertelement <16 x i16> %1132, i16 %1133, i64 2
  %1135 = extractelement <8 x i16> %831, i64 6
  %1136 = insertelement <16 x i16> %1134, i16 %1135, i64 3
  %1137 = extractelement <8 x i16> %837, i64 6
  %1138 = insertelement <16 x i16> %1136, i16 %1137, i64 4
  %1139 = extractelement <8 x i16> %843, i64 6
  %1140 = insertelement <16 x i16> %1138, i16 %1139, i64 5
  %1141 = extractelement <8 x i16> %849, i64 6
  %1142 = insertelement <16 x i16> %1140, i16 %1141, i64 6
  %1143 = extractelement <8 x i16> %855, i64 6
  %1144 = insertelement <16 x i16> %1142, i16 %1143, i64 7
  %1145 = extractelement <8 x i16> %861, i64 6
  %1146 = insertelement <16 x i16> %1144, i16 %1145, i64 8
  %1147 = extractelement <8 x i16> %867, i64 6
  %1148 = insertelement <16 x i16> %1146, i16 %1147, i64 9
  %1149 = extractelement <8 x i16> %873, i64 6
  %1150 = insertelement <16 x i16> %1148, i16 %1149, i64 10
  %1151 = extractelement <8 x i16> %879, i64 6
  %1152 = insertelement <16 x i16> %1150, i16 %1151, i64 11
  %1153 = extractelement <8 x i16> %885, i64 6
  %1154 = insertelement <16 x i16> %1152, i16 %1153, i64 12
  %1155 = extractelement <8 x i16> %891, i64 6
  %1156 = insertelement <16 x i16> %1154, i16 %1155, i64 13
  %1157 = extractelement <8 x i16> %897, i64 6
  %1158 = insertelement <16 x i16> %1156, i16 %1157, i64 14
  %1159 = extractelement <8 x i16> %903, i64 6
  %1160 = insertelement <16 x i16> %1158, i16 %1159, i64 15
  %1161 = mul i64 %1128, %arg4
  %1162 = add i64 %1161, %13
  %1163 = getelementptr i16, ptr %9, i64 %1162
  %1164 = icmp slt i64 %1128, %arg6
  br i1 %1164, label %if.then95, label %if.end96

if.then95:                                        ; preds = %if.end94
  store <16 x i16> %1160, ptr %1163, align 16
  br label %if.end96

if.end96:                                         ; preds = %if.then95, %if.end94
  %1165 = add i64 %15, 7
  %1166 = extractelement <8 x i16> %813, i64 7
  %1167 = insertelement <16 x i16> poison, i16 %1166, i64 0
  %1168 = extractelement <8 x i16> %819, i64 7
  %1169 = insertelement <16 x i16> %1167, i16 %1168, i64 1
  %1170 = extractelement <8 x i16> %825, i64 7
  %1171 = insertelement <16 x i16> %1169, i16 %1170, i64 2
  %1172 = extractelement <8 x i16> %831, i64 7
  %1173 = insertelement <16 x i16> %1171, i16 %1172, i64 3
  %1174 = extractelement <8 x i16> %837, i64 7
  %1175 = insertelement <16 x i16> %1173, i16 %1174, i64 4
  %1176 = extractelement <8 x i16> %843, i64 7
  %1177 = insertelement <16 x i16> %1175, i16 %1176, i64 5
  %1178 = extractelement <8 x i16> %849, i64 7
  %1179 = insertelement <16 x i16> %1177, i16 %1178, i64 6
  %1180 = extractelement <8 x i16> %855, i64 7
  %1181 = insertelement <16 x i16> %1179, i16 %1180, i64 7
  %1182 = extractelement <8 x i16> %861, i64 7
  %1183 = insertelement <16 x i16> %1181, i16 %1182, i64 8
  %1184 = extractelement <8 x i16> %867, i64 7
  %1185 = insertelement <16 x i16> %1183, i16 %1184, i64 9
  %1186 = extractelement <8 x i16> %873, i64 7
  %1187 = insertelement <16 x i16> %1185, i16 %1186, i64 10
  %1188 = extractelement <8 x i16> %879, i64 7
  %1189 = insertelement <16 x i16> %1187, i16 %1188, i64 11
  %1190 = extractelement <8 x i16> %885, i64 7
  %1191 = insertelement <16 x i16> %1189, i16 %1190, i64 12
  %1192 = extractelement <8 x i16> %891, i64 7
  %1193 = insertelement <16 x i16> %1191, i16 %1192, i64 13
  %1194 = extractelement <8 x i16> %897, i64 7
  %1195 = insertelement <16 x i16> %1193, i16 %1194, i64 14
  %1196 = extractelement <8 x i16> %903, i64 7
  %1197 = insertelement <16 x i16> %1195, i16 %1196, i64 15
  %1198 = mul i64 %1165, %arg4
  %1199 = add i64 %1198, %13
  %1200 = getelementptr i16, ptr %9, i64 %1199
  %1201 = icmp slt i64 %1165, %arg6
  br i1 %1201, label %if.then97, label %if.end98

if.then97:                                        ; preds = %if.end96
  store <16 x i16> %1197, ptr %1200, align 16
  br label %if.end98

if.end98:                                         ; preds = %if.then97, %if.end96
  br label %rows.end82

if.then100:                                       ; preds = %rows.else81
  %1202 = mul i64 %941, %arg1
  %1203 = add i64 %1202, %15
  %1204 = getelementptr i16, ptr %6, i64 %1203
  %1205 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1204, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1206 = select <8 x i1> %805, <8 x i16> %1205, <8 x i16> zeroinitializer
  store <8 x i16> %1206, ptr %row99, align 16
  br label %if.end101

if.end101:                                        ; preds = %if.then100, %rows.else81
  %1207 = load <8 x i16>, ptr %row99, align 16
  %1208 = add i64 %13, 1
  store <8 x i16> zeroinitializer, ptr %row102, align 16
  %1209 = icmp slt i64 %1208, %arg5
  br i1 %1209, label %if.then103, label %if.end104

if.then103:                                       ; preds = %if.end101
  %1210 = mul i64 %1208, %arg1
  %1211 = add i64 %1210, %15
  %1212 = getelementptr i16, ptr %6, i64 %1211
  %1213 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1212, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1214 = select <8 x i1> %805, <8 x i16> %1213, <8 x i16> zeroinitializer
  store <8 x i16> %1214, ptr %row102, align 16
  br label %if.end104

if.end104:                                        ; preds = %if.then103, %if.end101
  %1215 = load <8 x i16>, ptr %row102, align 16
  %1216 = add i64 %13, 2
  store <8 x i16> zeroinitializer, ptr %row105, align 16
  %1217 = icmp slt i64 %1216, %arg5
  br i1 %1217, label %if.then106, label %if.end107

if.then106:                                       ; preds = %if.end104
  %1218 = mul i64 %1216, %arg1
  %1219 = add i64 %1218, %15
  %1220 = getelementptr i16, ptr %6, i64 %1219
  %1221 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1220, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1222 = select <8 x i1> %805, <8 x i16> %1221, <8 x i16> zeroinitializer
  store <8 x i16> %1222, ptr %row105, align 16
  br label %if.end107

if.end107:                                        ; preds = %if.then106, %if.end104
  %1223 = load <8 x i16>, ptr %row105, align 16
  %1224 = add i64 %13, 3
  store <8 x i16> zeroinitializer, ptr %row108, align 16
  %1225 = icmp slt i64 %1224, %arg5
  br i1 %1225, label %if.then109, label %if.end110

if.then109:                                       ; preds = %if.end107
  %1226 = mul i64 %1224, %arg1
  %1227 = add i64 %1226, %15
  %1228 = getelementptr i16, ptr %6, i64 %1227
  %1229 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1228, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1230 = select <8 x i1> %805, <8 x i16> %1229, <8 x i16> zeroinitializer
  store <8 x i16> %1230, ptr %row108, align 16
  br label %if.end110

if.end110:                                        ; preds = %if.then109, %if.end107
  %1231 = load <8 x i16>, ptr %row108, align 16
  %1232 = add i64 %13, 4
  store <8 x i16> zeroinitializer, ptr %row111, align 16
  %1233 = icmp slt i64 %1232, %arg5
  br i1 %1233, label %if.then112, label %if.end113

if.then112:                                       ; preds = %if.end110
  %1234 = mul i64 %1232, %arg1
  %1235 = add i64 %1234, %15
  %1236 = getelementptr i16, ptr %6, i64 %1235
  %1237 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1236, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1238 = select <8 x i1> %805, <8 x i16> %1237, <8 x i16> zeroinitializer
  store <8 x i16> %1238, ptr %row111, align 16
  br label %if.end113

if.end113:                                        ; preds = %if.then112, %if.end110
  %1239 = load <8 x i16>, ptr %row111, align 16
  %1240 = add i64 %13, 5
  store <8 x i16> zeroinitializer, ptr %row114, align 16
  %1241 = icmp slt i64 %1240, %arg5
  br i1 %1241, label %if.then115, label %if.end116

if.then115:                                       ; preds = %if.end113
  %1242 = mul i64 %1240, %arg1
  %1243 = add i64 %1242, %15
  %1244 = getelementptr i16, ptr %6, i64 %1243
  %1245 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1244, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1246 = select <8 x i1> %805, <8 x i16> %1245, <8 x i16> zeroinitializer
  store <8 x i16> %1246, ptr %row114, align 16
  br label %if.end116

if.end116:                                        ; preds = %if.then115, %if.end113
  %1247 = load <8 x i16>, ptr %row114, align 16
  %1248 = add i64 %13, 6
  store <8 x i16> zeroinitializer, ptr %row117, align 16
  %1249 = icmp slt i64 %1248, %arg5
  br i1 %1249, label %if.then118, label %if.end119

if.then118:                                       ; preds = %if.end116
  %1250 = mul i64 %1248, %arg1
  %1251 = add i64 %1250, %15
  %1252 = getelementptr i16, ptr %6, i64 %1251
  %1253 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1252, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1254 = select <8 x i1> %805, <8 x i16> %1253, <8 x i16> zeroinitializer
  store <8 x i16> %1254, ptr %row117, align 16
  br label %if.end119

if.end119:                                        ; preds = %if.then118, %if.end116
  %1255 = load <8 x i16>, ptr %row117, align 16
  %1256 = add i64 %13, 7
  store <8 x i16> zeroinitializer, ptr %row120, align 16
  %1257 = icmp slt i64 %1256, %arg5
  br i1 %1257, label %if.then121, label %if.end122

if.then121:                                       ; preds = %if.end119
  %1258 = mul i64 %1256, %arg1
  %1259 = add i64 %1258, %15
  %1260 = getelementptr i16, ptr %6, i64 %1259
  %1261 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1260, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1262 = select <8 x i1> %805, <8 x i16> %1261, <8 x i16> zeroinitializer
  store <8 x i16> %1262, ptr %row120, align 16
  br label %if.end122

if.end122:                                        ; preds = %if.then121, %if.end119
  %1263 = load <8 x i16>, ptr %row120, align 16
  %1264 = add i64 %13, 8
  store <8 x i16> zeroinitializer, ptr %row123, align 16
  %1265 = icmp slt i64 %1264, %arg5
  br i1 %1265, label %if.then124, label %if.end125

if.then124:                                       ; preds = %if.end122
  %1266 = mul i64 %1264, %arg1
  %1267 = add i64 %1266, %15
  %1268 = getelementptr i16, ptr %6, i64 %1267
  %1269 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1268, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1270 = select <8 x i1> %805, <8 x i16> %1269, <8 x i16> zeroinitializer
  store <8 x i16> %1270, ptr %row123, align 16
  br label %if.end125

if.end125:                                        ; preds = %if.then124, %if.end122
  %1271 = load <8 x i16>, ptr %row123, align 16
  %1272 = add i64 %13, 9
  store <8 x i16> zeroinitializer, ptr %row126, align 16
  %1273 = icmp slt i64 %1272, %arg5
  br i1 %1273, label %if.then127, label %if.end128

if.then127:                                       ; preds = %if.end125
  %1274 = mul i64 %1272, %arg1
  %1275 = add i64 %1274, %15
  %1276 = getelementptr i16, ptr %6, i64 %1275
  %1277 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1276, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1278 = select <8 x i1> %805, <8 x i16> %1277, <8 x i16> zeroinitializer
  store <8 x i16> %1278, ptr %row126, align 16
  br label %if.end128

if.end128:                                        ; preds = %if.then127, %if.end125
  %1279 = load <8 x i16>, ptr %row126, align 16
  %1280 = add i64 %13, 10
  store <8 x i16> zeroinitializer, ptr %row129, align 16
  %1281 = icmp slt i64 %1280, %arg5
  br i1 %1281, label %if.then130, label %if.end131

if.then130:                                       ; preds = %if.end128
  %1282 = mul i64 %1280, %arg1
  %1283 = add i64 %1282, %15
  %1284 = getelementptr i16, ptr %6, i64 %1283
  %1285 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1284, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1286 = select <8 x i1> %805, <8 x i16> %1285, <8 x i16> zeroinitializer
  store <8 x i16> %1286, ptr %row129, align 16
  br label %if.end131

if.end131:                                        ; preds = %if.then130, %if.end128
  %1287 = load <8 x i16>, ptr %row129, align 16
  %1288 = add i64 %13, 11
  store <8 x i16> zeroinitializer, ptr %row132, align 16
  %1289 = icmp slt i64 %1288, %arg5
  br i1 %1289, label %if.then133, label %if.end134

if.then133:                                       ; preds = %if.end131
  %1290 = mul i64 %1288, %arg1
  %1291 = add i64 %1290, %15
  %1292 = getelementptr i16, ptr %6, i64 %1291
  %1293 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1292, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1294 = select <8 x i1> %805, <8 x i16> %1293, <8 x i16> zeroinitializer
  store <8 x i16> %1294, ptr %row132, align 16
  br label %if.end134

if.end134:                                        ; preds = %if.then133, %if.end131
  %1295 = load <8 x i16>, ptr %row132, align 16
  %1296 = add i64 %13, 12
  store <8 x i16> zeroinitializer, ptr %row135, align 16
  %1297 = icmp slt i64 %1296, %arg5
  br i1 %1297, label %if.then136, label %if.end137

if.then136:                                       ; preds = %if.end134
  %1298 = mul i64 %1296, %arg1
  %1299 = add i64 %1298, %15
  %1300 = getelementptr i16, ptr %6, i64 %1299
  %1301 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1300, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1302 = select <8 x i1> %805, <8 x i16> %1301, <8 x i16> zeroinitializer
  store <8 x i16> %1302, ptr %row135, align 16
  br label %if.end137

if.end137:                                        ; preds = %if.then136, %if.end134
  %1303 = load <8 x i16>, ptr %row135, align 16
  %1304 = add i64 %13, 13
  store <8 x i16> zeroinitializer, ptr %row138, align 16
  %1305 = icmp slt i64 %1304, %arg5
  br i1 %1305, label %if.then139, label %if.end140

if.then139:                                       ; preds = %if.end137
  %1306 = mul i64 %1304, %arg1
  %1307 = add i64 %1306, %15
  %1308 = getelementptr i16, ptr %6, i64 %1307
  %1309 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1308, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1310 = select <8 x i1> %805, <8 x i16> %1309, <8 x i16> zeroinitializer
  store <8 x i16> %1310, ptr %row138, align 16
  br label %if.end140

if.end140:                                        ; preds = %if.then139, %if.end137
  %1311 = load <8 x i16>, ptr %row138, align 16
  %1312 = add i64 %13, 14
  store <8 x i16> zeroinitializer, ptr %row141, align 16
  %1313 = icmp slt i64 %1312, %arg5
  br i1 %1313, label %if.then142, label %if.end143

if.then142:                                       ; preds = %if.end140
  %1314 = mul i64 %1312, %arg1
  %1315 = add i64 %1314, %15
  %1316 = getelementptr i16, ptr %6, i64 %1315
  %1317 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1316, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1318 = select <8 x i1> %805, <8 x i16> %1317, <8 x i16> zeroinitializer
  store <8 x i16> %1318, ptr %row141, align 16
  br label %if.end143

if.end143:                                        ; preds = %if.then142, %if.end140
  %1319 = load <8 x i16>, ptr %row141, align 16
  %1320 = add i64 %13, 15
  store <8 x i16> zeroinitializer, ptr %row144, align 16
  %1321 = icmp slt i64 %1320, %arg5
  br i1 %1321, label %if.then145, label %if.end146

if.then145:                                       ; preds = %if.end143
  %1322 = mul i64 %1320, %arg1
  %1323 = add i64 %1322, %15
  %1324 = getelementptr i16, ptr %6, i64 %1323
  %1325 = call <8 x i16> @llvm.masked.load.v8i16.p0(ptr %1324, i32 2, <8 x i1> %805, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128>)
  %1326 = select <8 x i1> %805, <8 x i16> %1325, <8 x i16> zeroinitializer
  store <8 x i16> %1326, ptr %row144, align 16
  br label %if.end146

if.end146:                                        ; preds = %if.then145, %if.end143
  %1327 = load <8 x i16>, ptr %row144, align 16
  %1328 = add i64 %15, 0
  %1329 = extractelement <8 x i16> %1207, i64 0
  %1330 = insertelement <16 x i16> poison, i16 %1329, i64 0
  %1331 = extractelement <8 x i16> %1215, i64 0
  %1332 = insertelement <16 x i16> %1330, i16 %1331, i64 1
  %1333 = extractelement <8 x i16> %1223, i64 0
  %1334 = insertelement <16 x i16> %1332, i16 %1333, i64 2
  %1335 = extractelement <8 x i16> %1231, i64 0
  %1336 = insertelement <16 x i16> %1334, i16 %1335, i64 3
  %1337 = extractelement <8 x i16> %1239, i64 0
  %1338 = insertelement <16 x i16> %1336, i16 %1337, i64 4
  %1339 = extractelement <8 x i16> %1247, i64 0
  %1340 = insertelement <16 x i16> %1338, i16 %1339, i64 5
  %1341 = extractelement <8 x i16> %1255, i64 0
  %1342 = insertelement <16 x i16> %1340, i16 %1341, i64 6
  %1343 = extractelement <8 x i16> %1263, i64 0
  %1344 = insertelement <16 x i16> %1342, i16 %1343, i64 7
  %1345 = extractelement <8 x i16> %1271, i64 0
  %1346 = insertelement <16 x i16> %1344, i16 %1345, i64 8
  %1347 = extractelement <8 x i16> %1279, i64 0
  %1348 = insertelement <16 x i16> %1346, i16 %1347, i64 9
  %1349 = extractelement <8 x i16> %1287, i64 0
  %1350 = insertelement <16 x i16> %1348, i16 %1349, i64 10
  %1351 = extractelement <8 x i16> %1295, i64 0
  %1352 = insertelement <16 x i16> %1350, i16 %1351, i64 11
  %1353 = extractelement <8 x i16> %1303, i64 0
  %1354 = insertelement <16 x i16> %1352, i16 %1353, i64 12
  %1355 = extractelement <8 x i16> %1311, i64 0
  %1356 = insertelement <16 x i16> %1354, i16 %1355, i64 13
  %1357 = extractelement <8 x i16> %1319, i64 0
  %1358 = insertelement <16 x i16> %1356, i16 %1357, i64 14
  %1359 = extractelement <8 x i16> %1327, i64 0
  %1360 = insertelement <16 x i16> %1358, i16 %1359, i64 15
  %1361 = mul i64 %1328, %arg4
  %1362 = add i64 %1361, %13
  %1363 = getelementptr i16, ptr %9, i64 %1362
  %1364 = icmp slt i64 %1328, %arg6
  br i1 %1364, label %if.then147, label %if.end148

if.then147:                                       ; preds = %if.end146
  store <16 x i16> %1360, ptr %1363, align 16
  br label %if.end148

if.end148:                                        ; preds = %if.then147, %if.end146
  %1365 = add i64 %15, 1
  %1366 = extractelement <8 x i16> %1207, i64 1
  %1367 = insertelement <16 x i16> poison, i16 %1366, i64 0
  %1368 = extractelement <8 x i16> %1215, i64 1
  %1369 = insertelement <16 x i16> %1367, i16 %1368, i64 1
  %1370 = extractelement <8 x i16> %1223, i64 1
  %1371 = insertelement <16 x i16> %1369, i16 %1370, i64 2
  %1372 = extractelement <8 x i16> %1231, i64 1
  %1373 = insertelement <16 x i16> %1371, i16 %1372, i64 3
  %1374 = extractelement <8 x i16> %1239, i64 1
  %1375 = insertelement <16 x i16> %1373, i16 %1374, i64 4
  %1376 = extractelement <8 x i16> %1247, i64 1
  %1377 = insertelement <16 x i16> %1375, i16 %1376, i64 5
  %1378 = extractelement <8 x i16> %1255, i64 1
  %1379 = insertelement <16 x i16> %1377, i16 %1378, i64 6
  %1380 = extractelement <8 x i16> %1263, i64 1
  %1381 = insertelement <16 x i16> %1379, i16 %1380, i64 7
  %1382 = extractelement <8 x i16> %1271, i64 1
  %1383 = insertelement <16 x i16> %1381, i16 %1382, i64 8
  %1384 = extractelement <8 x i16> %1279, i64 1
  %1385 = insertelement <16 x i16> %1383, i16 %1384, i64 9
  %1386 = extractelement <8 x i16> %1287, i64 1
  %1387 = insertelement <16 x i16> %1385, i16 %1386, i64 10
  %1388 = extractelement <8 x i16> %1295, i64 1
  %1389 = insertelement <16 x i16> %1387, i16 %1388, i64 11
  %1390 = extractelement <8 x i16> %1303, i64 1
  %1391 = insertelement <16 x i16> %1389, i16 %1390, i64 12
  %1392 = extractelement <8 x i16> %1311, i64 1
  %1393 = insertelement <16 x i16> %1391, i16 %1392, i64 13
  %1394 = extractelement <8 x i16> %1319, i64 1
  %1395 = insertelement <16 x i16> %1393, i16 %1394, i64 14
  %1396 = extractelement <8 x i16> %1327, i64 1
  %1397 = insertelement <16 x i16> %1395, i16 %1396, i64 15
  %1398 = mul i64 %1365, %arg4
  %1399 = add i64 %1398, %13
  %1400 = getelementptr i16, ptr %9, i64 %1399
  %1401 = icmp slt i64 %1365, %arg6
  br i1 %1401, label %if.then149, label %if.end150

if.then149:                                       ; preds = %if.end148
  store <16 x i16> %1397, ptr %1400, align 16
  br label %if.end150

if.end150:                                        ; preds = %if.then149, %if.end148
  %1402 = add i64 %15, 2
  %1403 = extractelement <8 x i16> %1207, i64 2
  %1404 = insertelement <16 x i16> poison, i16 %1403, i64 0
  %1405 = extractelement <8 x i16> %1215, i64 2
  %1406 = insertelement <16 x i16> %1404, i16 %1405, i64 1
  %1407 = extractelement <8 x i16> %1223, i64 2
  %1408 = insertelement <16 x i16> %1406, i16 %1407, i64 2
  %1409 = extractelement <8 x i16> %1231, i64 2
  %1410 = insertelement <16 x i16> %1408, i16 %1409, i64 3
  %1411 = extractelement <8 x i16> %1239, i64 2
  %1412 = insertelement <16 x i16> %1410, i16 %1411, i64 4
  %1413 = extractelement <8 x i16> %1247, i64 2
  %1414 = insertelement <16 x i16> %1412, i16 %1413, i64 5
  %1415 = extractelement <8 x i16> %1255, i64 2
  %1416 = insertelement <16 x i16> %1414, i16 %1415, i64 6
  %1417 = extractelement <8 x i16> %1263, i64 2
  %1418 = insertelement <16 x i16> %1416, i16 %1417, i64 7
  %1419 = extractelement <8 x i16> %1271, i64 2
  %1420 = insertelement <16 x i16> %1418, i16 %1419, i64 8
  %1421 = extractelement <8 x i16> %1279, i64 2
  %1422 = insertelement <16 x i16> %1420, i16 %1421, i64 9
  %1423 = extractelement <8 x i16> %1287, i64 2
  %1424 = insertelement <16 x i16> %1422, i16 %1423, i64 10
  %1425 = extractelement <8 x i16> %1295, i64 2
  %1426 = insertelement <16 x i16> %1424, i16 %1425, i64 11
  %1427 = extractelement <8 x i16> %1303, i64 2
  %1428 = insertelement <16 x i16> %1426, i16 %1427, i64 12
  %1429 = extractelement <8 x i16> %1311, i64 2
  %1430 = insertelement <16 x i16> %1428, i16 %1429, i64 13
  %1431 = extractelement <8 x i16> %1319, i64 2
  %1432 = insertelement <16 x i16> %1430, i16 %1431, i64 14
  %1433 = extractelement <8 x i16> %1327, i64 2
  %1434 = insertelement <16 x i16> %1432, i16 %1433, i64 15
  %1435 = mul i64 %1402, %arg4
  %1436 = add i64 %1435, %13
  %1437 = getelementptr i16, ptr %9, i64 %1436
  %1438 = icmp slt i64 %1402, %arg6
  br i1 %1438, label %if.then151, label %if.end152

if.then151:                                       ; preds = %if.end150
  store <16 x i16> %1434, ptr %1437, align 16
  br label %if.end152

if.end152:                                        ; preds = %if.then151, %if.end150
  %1439 = add i64 %15, 3
  %1440 = extractelement <8 x i16> %1207, i64 3
  %1441 = insertelement <16 x i16> poison, i16 %1440, i64 0
  %1442 = extractelement <8 x i16> %1215, i64 3
  %1443 = insertelement <16 x i16> %1441, i16 %1442, i64 1
  %1444 = extractelement <8 x i16> %1223, i64 3
  %1445 = insertelement <16 x i16> %1443, i16 %1444, i64 2
  %1446 = extractelement <8 x i16> %1231, i64 3
  %1447 = insertelement <16 x i16> %1445, i16 %1446, i64 3
  %1448 = extractelement <8 x i16> %1239, i64 3
  %1449 = insertelement <16 x i16> %1447, i16 %1448, i64 4
  %1450 = extractelement <8 x i16> %1247, i64 3
  %1451 = insertelement <16 x i16> %1449, i16 %1450, i64 5
  %1452 = extractelement <8 x i16> %1255, i64 3
  %1453 = insertelement <16 x i16> %1451, i16 %1452, i64 6
  %1454 = extractelement <8 x i16> %1263, i64 3
  %1455 = insertelement <16 x i16> %1453, i16 %1454, i64 7
  %1456 = extractelement <8 x i16> %1271, i64 3
  %1457 = insertelement <16 x i16> %1455, i16 %1456, i64 8
  %1458 = extractelement <8 x i16> %1279, i64 3
  %1459 = insertelement <16 x i16> %1457, i16 %1458, i64 9
  %1460 = extractelement <8 x i16> %1287, i64 3
  %1461 = insertelement <16 x i16> %1459, i16 %1460, i64 10
  %1462 = extractelement <8 x i16> %1295, i64 3
  %1463 = insertelement <16 x i16> %1461, i16 %1462, i64 11
  %1464 = extractelement <8 x i16> %1303, i64 3
  %1465 = insertelement <16 x i16> %1463, i16 %1464, i64 12
  %1466 = extractelement <8 x i16> %1311, i64 3
  %1467 = insertelement <16 x i16> %1465, i16 %1466, i64 13
  %1468 = extractelement <8 x i16> %1319, i64 3
  %1469 = insertelement <16 x i16> %1467, i16 %1468, i64 14
  %1470 = extractelement <8 x i16> %1327, i64 3
  %1471 = insertelement <16 x i16> %1469, i16 %1470, i64 15
  %1472 = mul i64 %1439, %arg4
  %1473 = add i64 %1472, %13
  %1474 = getelementptr i16, ptr %9, i64 %1473
  %1475 = icmp slt i64 %1439, %arg6
  br i1 %1475, label %if.then153, label %if.end154

if.then153:                                       ; preds = %if.end152
  store <16 x i16> %1471, ptr %1474, align 16
  br label %if.end154

if.end154:                                        ; preds = %if.then153, %if.end152
  %1476 = add i64 %15, 4
  %1477 = extractelement <8 x i16> %1207, i64 4
  %1478 = insertelement <16 x i16> poison, i16 %1477, i64 0
  %1479 = extractelement <8 x i16> %1215, i64 4
  %1480 = insertelement <16 x i16> %1478, i16 %1479, i64 1
  %1481 = extractelement <8 x i16> %1223, i64 4
  %1482 = insertelement <16 x i16> %1480, i16 %1481, i64 2
  %1483 = extractelement <8 x i16> %1231, i64 4
  %1484 = insertelement <16 x i16> %1482, i16 %1483, i64 3
  %1485 = extractelement <8 x i16> %1239, i64 4
  %1486 = insertelement <16 x i16> %1484, i16 %1485, i64 4
  %1487 = extractelement <8 x i16> %1247, i64 4
  %1488 = insertelement <16 x i16> %1486, i16 %1487, i64 5
  %1489 = extractelement <8 x i16> %1255, i64 4
  %1490 = insertelement <16 x i16> %1488, i16 %1489, i64 6
  %1491 = extractelement <8 x i16> %1263, i64 4
  %1492 = insertelement <16 x i16> %1490, i16 %1491, i64 7
  %1493 = extractelement <8 x i16> %1271, i64 4
  %1494 = insertelement <16 x i16> %1492, i16 %1493, i64 8
  %1495 = extractelement <8 x i16> %1279, i64 4
  %1496 = insertelement <16 x i16> %1494, i16 %1495, i64 9
  %1497 = extractelement <8 x i16> %1287, i64 4
  %1498 = insertelement <16 x i16> %1496, i16 %1497, i64 10
  %1499 = extractelement <8 x i16> %1295, i64 4
  %1500 = insertelement <16 x i16> %1498, i16 %1499, i64 11
  %1501 = extractelement <8 x i16> %1303, i64 4
  %1502 = insertelement <16 x i16> %1500, i16 %1501, i64 12
  %1503 = extractelement <8 x i16> %1311, i64 4
  %1504 = insertelement <16 x i16> %1502, i16 %1503, i64 13
  %1505 = extractelement <8 x i16> %1319, i64 4
  %1506 = insertelement <16 x i16> %1504, i16 %1505, i64 14
  %1507 = extractelement <8 x i16> %1327, i64 4
  %1508 = insertelement <16 x i16> %1506, i16 %1507, i64 15
  %1509 = mul i64 %1476, %arg4
  %1510 = add i64 %1509, %13
  %1511 = getelementptr i16, ptr %9, i64 %1510
  %1512 = icmp slt i64 %1476, %arg6
  br i1 %1512, label %if.then155, label %if.end156

if.then155:                                       ; preds = %if.end154
  store <16 x i16> %1508, ptr %1511, align 16
  br label %if.end156

if.end156:                                        ; preds = %if.then155, %if.end154
  %1513 = add i64 %15, 5
  %1514 = extractelement <8 x i16> %1207, i64 5
  %1515 = insertelement <16 x i16> poison, i16 %1514, i64 0
  %1516 = extractelement <8 x i16> %1215, i64 5
  %1517 = insertelement <16 x i16> %1515, i16 %1516, i64 1
  %1518 = extractelement <8 x i16> %1223, i64 5
  %1519 = insertelement <16 x i16> %1517, i16 %1518, i64 2
  %1520 = extractelement <8 x i16> %1231, i64 5
  %1521 = insertelement <16 x i16> %1519, i16 %1520, i64 3
  %1522 = extractelement <8 x i16> %1239, i64 5
  %1523 = insertelement <16 x i16> %1521, i16 %1522, i64 4
  %1524 = extractelement <8 x i16> %1247, i64 5
  %1525 = insertelement <16 x i16> %1523, i16 %1524, i64 5
  %1526 = extractelement <8 x i16> %1255, i64 5
  %1527 = insertelement <16 x i16> %1525, i16 %1526, i64 6
  %1528 = extractelement <8 x i16> %1263, i64 5
  %1529 = insertelement <16 x i16> %1527, i16 %1528, i64 7
  %1530 = extractelement <8 x i16> %1271, i64 5
  %1531 = insertelement <16 x i16> %1529, i16 %1530, i64 8
  %1532 = extractelement <8 x i16> %1279, i64 5
  %1533 = insertelement <16 x i16> %1531, i16 %1532, i64 9
  %1534 = extractelement <8 x i16> %1287, i64 5
  %1535 = insertelement <16 x i16> %1533, i16 %1534, i64 10
  %1536 = extractelement <8 x i16> %1295, i64 5
  %1537 = insertelement <16 x i16> %1535, i16 %1536, i64 11
  %1538 = extractelement <8 x i16> %1303, i64 5
  %1539 = insertelement <16 x i16> %1537, i16 %1538, i64 12
  %1540 = extractelement <8 x i16> %1311, i64 5
  %1541 = insertelement <16 x i16> %1539, i16 %1540, i64 13
  %1542 = extractelement <8 x i16> %1319, i64 5
  %1543 = insertelement <16 x i16> %1541, i16 %1542, i64 14
  %1544 = extractelement <8 x i16> %1327, i64 5
  %1545 = insertelement <16 x i16> %1543, i16 %1544, i64 15
  %1546 = mul i64 %1513, %arg4
  %1547 = add i64 %1546, %13
  %1548 = getelementptr i16, ptr %9, i64 %1547
  %1549 = icmp slt i64 %1513, %arg6
  br i1 %1549, label %if.then157, label %if.end158

if.then157:                                       ; preds = %if.end156
  store <16 x i16> %1545, ptr %1548, align 16
  br label %if.end158

if.end158:                                        ; preds = %if.then157, %if.end156
  %1550 = add i64 %15, 6
  %1551 = extractelement <8 x i16> %1207, i64 6
  %1552 = insertelement <16 x i16> poison, i16 %1551, i64 0
  %1553 = extractelement <8 x i16> %1215, i64 6
  %1554 = insertelement <16 x i16> %1552, i16 %1553, i64 1
  %1555 = extractelement <8 x i16> %1223, i64 6
  %1556 = insertelement <16 x i16> %1554, i16 %1555, i64 2
  %1557 = extractelement <8 x i16> %1231, i64 6
  %1558 = insertelement <16 x i16> %1556, i16 %1557, i64 3
  %1559 = extractelement <8 x i16> %1239, i64 6
  %1560 = insertelement <16 x i16> %1558, i16 %1559, i64 4
  %1561 = extractelement <8 x i16> %1247, i64 6
  %1562 = insertelement <16 x i16> %1560, i16 %1561, i64 5
  %1563 = extractelement <8 x i16> %1255, i64 6
  %1564 = insertelement <16 x i16> %1562, i16 %1563, i64 6
  %1565 = extractelement <8 x i16> %1263, i64 6
  %1566 = insertelement <16 x i16> %1564, i16 %1565, i64 7
  %1567 = extractelement <8 x i16> %1271, i64 6
  %1568 = insertelement <16 x i16> %1566, i16 %1567, i64 8
  %1569 = extractelement <8 x i16> %1279, i64 6
  %1570 = insertelement <16 x i16> %1568, i16 %1569, i64 9
  %1571 = extractelement <8 x i16> %1287, i64 6
  %1572 = insertelement <16 x i16> %1570, i16 %1571, i64 10
  %1573 = extractelement <8 x i16> %1295, i64 6
  %1574 = insertelement <16 x i16> %1572, i16 %1573, i64 11
  %1575 = extractelement <8 x i16> %1303, i64 6
  %1576 = insertelement <16 x i16> %1574, i16 %1575, i64 12
  %1577 = extractelement <8 x i16> %1311, i64 6
  %1578 = insertelement <16 x i16> %1576, i16 %1577, i64 13
  %1579 = extractelement <8 x i16> %1319, i64 6
  %1580 = insertelement <16 x i16> %1578, i16 %1579, i64 14
  %1581 = extractelement <8 x i16> %1327, i64 6
  %1582 = insertelement <16 x i16> %1580, i16 %1581, i64 15
  %1583 = mul i64 %1550, %arg4
  %1584 = add i64 %1583, %13
  %1585 = getelementptr i16, ptr %9, i64 %1584
  %1586 = icmp slt i64 %1550, %arg6
  br i1 %1586, label %if.then159, label %if.end160

if.then159:                                       ; preds = %if.end158
  store <16 x i16> %1582, ptr %1585, align 16
  br label %if.end160

if.end160:                                        ; preds = %if.then159, %if.end158
  %1587 = add i64 %15, 7
  %1588 = extractelement <8 x i16> %1207, i64 7
  %1589 = insertelement <16 x i16> poison, i16 %1588, i64 0
  %1590 = extractelement <8 x i16> %1215, i64 7
  %1591 = insertelement <16 x i16> %1589, i16 %1590, i64 1
  %1592 = extractelement <8 x i16> %1223, i64 7
  %1593 = insertelement <16 x i16> %1591, i16 %1592, i64 2
  %1594 = extractelement <8 x i16> %1231, i64 7
  %1595 = insertelement <16 x i16> %1593, i16 %1594, i64 3
  %1596 = extractelement <8 x i16> %1239, i64 7
  %1597 = insertelement <16 x i16> %1595, i16 %1596, i64 4
  %1598 = extractelement <8 x i16> %1247, i64 7
  %1599 = insertelement <16 x i16> %1597, i16 %1598, i64 5
  %1600 = extractelement <8 x i16> %1255, i64 7
  %1601 = insertelement <16 x i16> %1599, i16 %1600, i64 6
  %1602 = extractelement <8 x i16> %1263, i64 7
  %1603 = insertelement <16 x i16> %1601, i16 %1602, i64 7
  %1604 = extractelement <8 x i16> %1271, i64 7
  %1605 = insertelement <16 x i16> %1603, i16 %1604, i64 8
  %1606 = extractelement <8 x i16> %1279, i64 7
  %1607 = insertelement <16 x i16> %1605, i16 %1606, i64 9
  %1608 = extractelement <8 x i16> %1287, i64 7
  %1609 = insertelement <16 x i16> %1607, i16 %1608, i64 10
  %1610 = extractelement <8 x i16> %1295, i64 7
  %1611 = insertelement <16 x i16> %1609, i16 %1610, i64 11
  %1612 = extractelement <8 x i16> %1303, i64 7
  %1613 = insertelement <16 x i16> %1611, i16 %1612, i64 12
  %1614 = extractelement <8 x i16> %1311, i64 7
  %1615 = insertelement <16 x i16> %1613, i16 %1614, i64 13
  %1616 = extractelement <8 x i16> %1319, i64 7
  %1617 = insertelement <16 x i16> %1615, i16 %1616, i64 14
  %1618 = extractelement <8 x i16> %1327, i64 7
  %1619 = insertelement <16 x i16> %1617, i16 %1618, i64 15
  %1620 = mul i64 %1587, %arg4
  %1621 = add i64 %1620, %13
  %1622 = getelementptr i16, ptr %9, i64 %1621
  %1623 = icmp slt i64 %1587, %arg6
  br i1 %1623, label %if.then161, label %if.end162

if.then161:                                       ; preds = %if.end160
  store <16 x i16> %1619, ptr %1622, align 16
  br label %if.end162

if.end162:                                        ; preds = %if.then161, %if.end160
  br label %rows.end82
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x i16> @llvm.masked.load.v8i16.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x i16>) #1

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!0 = !{}
