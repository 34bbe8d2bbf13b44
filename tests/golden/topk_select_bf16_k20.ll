; golden IR for tests/codegen/golden_test.cpp (TP 1 top-k: theta from the lane maxima, rounds over their columns)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_select"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_select(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %best56 = alloca i64, align 8
  %lanes51 = alloca [32 x i64], align 8
  %prev50 = alloca i64, align 8
  %best = alloca i64, align 8
  %lanes34 = alloca [32 x i64], align 8
  %prev = alloca i64, align 8
  %above22 = alloca i64, align 8
  %lanes17 = alloca [32 x i64], align 8
  %exactabove = alloca i64, align 8
  %lanes1 = alloca [32 x i64], align 8
  %above = alloca i64, align 8
  %nantiles = alloca i64, align 8
  %lanes = alloca [32 x i64], align 8
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %active.end, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %active.end ]
  %4 = icmp slt i64 %item.iv, 1
  br i1 %4, label %item.body, label %item.exit

item.body:                                        ; preds = %item.head
  %5 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %5, align 8, !invariant.load !0
  %6 = inttoptr i64 %arg2 to ptr
  %7 = getelementptr i64, ptr %6, i64 %row.iv
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %9, align 8, !invariant.load !0
  %10 = icmp ne i64 %8, %arg4
  %11 = mul i64 %row.iv, 20
  %12 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %12, align 8, !invariant.load !0
  %13 = inttoptr i64 %arg13 to ptr
  %14 = getelementptr i64, ptr %13, i64 %11
  %15 = mul i64 %row.iv, 20
  %16 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = inttoptr i64 %arg14 to ptr
  %18 = getelementptr float, ptr %17, i64 %15
  %19 = getelementptr inbounds i64, ptr %0, i64 15
  %arg15 = load i64, ptr %19, align 8, !invariant.load !0
  %20 = inttoptr i64 %arg15 to ptr
  %21 = getelementptr i64, ptr %20, i64 %row.iv
  br i1 %10, label %active.then, label %active.else

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

active.then:                                      ; preds = %item.body
  %22 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %22, align 8, !invariant.load !0
  %23 = mul i64 %row.iv, %arg1
  %24 = mul i64 %23, 2
  %25 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = inttoptr i64 %arg0 to ptr
  %27 = getelementptr i8, ptr %26, i64 %24
  %28 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %28, align 8, !invariant.load !0
  %29 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %29, align 8, !invariant.load !0
  %30 = sdiv i64 %arg5, 2374
  %31 = mul i64 %30, 32
  %32 = mul i64 %row.iv, %31
  %33 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %33, align 8, !invariant.load !0
  %34 = inttoptr i64 %arg11 to ptr
  %35 = getelementptr i32, ptr %34, i64 %32
  %36 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %36, align 8, !invariant.load !0
  %37 = inttoptr i64 %arg12 to ptr
  %38 = getelementptr float, ptr %37, i64 %row.iv
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %40, align 8, !invariant.load !0
  %41 = inttoptr i64 %arg10 to ptr
  %42 = getelementptr float, ptr %41, i64 %row.iv
  %43 = load float, ptr %42, align 4
  %44 = icmp slt i64 %8, %arg6
  %45 = icmp sge i64 %8, 0
  %46 = and i1 %45, %44
  %47 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %47, align 8, !invariant.load !0
  %48 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %48, align 8, !invariant.load !0
  %49 = inttoptr i64 %arg8 to ptr
  br label %lane.head

active.else:                                      ; preds = %item.body
  br i1 true, label %if.then79, label %if.end80

active.end:                                       ; preds = %if.end80, %round.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

lane.head:                                        ; preds = %nantiles.exit, %active.then
  %lane.iv = phi i64 [ 0, %active.then ], [ %lane.next, %nantiles.exit ]
  %50 = icmp slt i64 %lane.iv, 32
  br i1 %50, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store i64 0, ptr %nantiles, align 4
  br label %nantiles.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

nantiles.head:                                    ; preds = %nantiles.body, %lane.body
  %nantiles.iv = phi i64 [ %lane.iv, %lane.body ], [ %nantiles.next, %nantiles.body ]
  %51 = icmp slt i64 %nantiles.iv, %30
  br i1 %51, label %nantiles.body, label %nantiles.exit

nantiles.body:                                    ; preds = %nantiles.head
  %52 = mul i64 %row.iv, %30
  %53 = add i64 %52, %nantiles.iv
  %54 = mul i64 %53, %arg9
  %55 = getelementptr float, ptr %49, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fcmp uno float %56, %56
  %58 = zext i1 %57 to i64
  %59 = load i64, ptr %nantiles, align 4
  %60 = add i64 %59, %58
  store i64 %60, ptr %nantiles, align 4
  %nantiles.next = add nsw i64 %nantiles.iv, 32
  br label %nantiles.head, !llvm.loop !1

nantiles.exit:                                    ; preds = %nantiles.head
  %61 = load i64, ptr %nantiles, align 4
  %62 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %61, ptr %62, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %63 = icmp slt i64 %tree.iv, 5
  br i1 %63, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %64 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %65 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %66 = load i64, ptr %65, align 4
  %67 = bitcast float %43 to i32
  %68 = icmp eq i32 %67, -2147483648
  %69 = icmp sgt i64 %66, 0
  %70 = or i1 %68, %69
  %71 = fcmp ord float %43, %43
  %72 = and i1 %71, %70
  store i64 0, ptr %above, align 4
  br i1 %72, label %exact.then, label %exact.else

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %73 = icmp slt i64 %tree.lane.iv, %64
  br i1 %73, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %74 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %75 = load i64, ptr %74, align 4
  %76 = add i64 %tree.lane.iv, %64
  %77 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %76
  %78 = load i64, ptr %77, align 4
  %79 = add i64 %75, %78
  %80 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %79, ptr %80, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

exact.then:                                       ; preds = %tree.exit
  %81 = bitcast float %43 to i32
  %82 = fcmp uno float %43, %43
  %83 = select i1 %82, i32 2143289344, i32 %81
  %84 = xor i32 %83, 2147483647
  %85 = icmp sge i32 %83, 0
  %86 = select i1 %85, i32 %83, i32 %84
  br label %lane.head2

exact.else:                                       ; preds = %tree.exit
  br label %lane.head18

exact.end:                                        ; preds = %tree.exit26, %tree.exit9
  %87 = load i64, ptr %above, align 4
  %88 = add i64 %87, 1
  %89 = select i1 %46, i64 %88, i64 0
  br i1 true, label %if.then, label %if.end

lane.head2:                                       ; preds = %exactabove.exit, %exact.then
  %lane.iv5 = phi i64 [ 0, %exact.then ], [ %lane.next6, %exactabove.exit ]
  %90 = icmp slt i64 %lane.iv5, 32
  br i1 %90, label %lane.body3, label %lane.exit4

lane.body3:                                       ; preds = %lane.head2
  store i64 0, ptr %exactabove, align 4
  br label %exactabove.head

lane.exit4:                                       ; preds = %lane.head2
  br label %tree.head7

exactabove.head:                                  ; preds = %exactabove.body, %lane.body3
  %exactabove.iv = phi i64 [ %lane.iv5, %lane.body3 ], [ %exactabove.next, %exactabove.body ]
  %91 = icmp slt i64 %exactabove.iv, %arg6
  br i1 %91, label %exactabove.body, label %exactabove.exit

exactabove.body:                                  ; preds = %exactabove.head
  %92 = mul i64 %exactabove.iv, 2
  %93 = getelementptr i8, ptr %27, i64 %92
  %94 = load i16, ptr %93, align 2, !invariant.load !0
  %95 = zext i16 %94 to i32
  %96 = shl i32 %95, 16
  %97 = bitcast i32 %96 to float
  %98 = bitcast float %97 to i32
  %99 = fcmp uno float %97, %97
  %100 = select i1 %99, i32 2143289344, i32 %98
  %101 = xor i32 %100, 2147483647
  %102 = icmp sge i32 %100, 0
  %103 = select i1 %102, i32 %100, i32 %101
  %104 = icmp sgt i32 %103, %86
  %105 = zext i1 %104 to i64
  %106 = load i64, ptr %exactabove, align 4
  %107 = add i64 %106, %105
  store i64 %107, ptr %exactabove, align 4
  %exactabove.next = add nsw i64 %exactabove.iv, 32
  br label %exactabove.head, !llvm.loop !3

exactabove.exit:                                  ; preds = %exactabove.head
  %108 = load i64, ptr %exactabove, align 4
  %109 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %lane.iv5
  store i64 %108, ptr %109, align 4
  %lane.next6 = add nsw i64 %lane.iv5, 1
  br label %lane.head2

tree.head7:                                       ; preds = %tree.lane.exit13, %lane.exit4
  %tree.iv10 = phi i64 [ 0, %lane.exit4 ], [ %tree.next16, %tree.lane.exit13 ]
  %110 = icmp slt i64 %tree.iv10, 5
  br i1 %110, label %tree.body8, label %tree.exit9

tree.body8:                                       ; preds = %tree.head7
  %111 = lshr i64 16, %tree.iv10
  br label %tree.lane.head11

tree.exit9:                                       ; preds = %tree.head7
  %112 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 0
  %113 = load i64, ptr %112, align 4
  store i64 %113, ptr %above, align 4
  br label %exact.end

tree.lane.head11:                                 ; preds = %tree.lane.body12, %tree.body8
  %tree.lane.iv14 = phi i64 [ 0, %tree.body8 ], [ %tree.lane.next15, %tree.lane.body12 ]
  %114 = icmp slt i64 %tree.lane.iv14, %111
  br i1 %114, label %tree.lane.body12, label %tree.lane.exit13

tree.lane.body12:                                 ; preds = %tree.lane.head11
  %115 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %tree.lane.iv14
  %116 = load i64, ptr %115, align 4
  %117 = add i64 %tree.lane.iv14, %111
  %118 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %117
  %119 = load i64, ptr %118, align 4
  %120 = add i64 %116, %119
  %121 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %tree.lane.iv14
  store i64 %120, ptr %121, align 4
  %tree.lane.next15 = add nsw i64 %tree.lane.iv14, 1
  br label %tree.lane.head11

tree.lane.exit13:                                 ; preds = %tree.lane.head11
  %tree.next16 = add nsw i64 %tree.iv10, 1
  br label %tree.head7

lane.head18:                                      ; preds = %above.exit, %exact.else
  %lane.iv21 = phi i64 [ 0, %exact.else ], [ %lane.next23, %above.exit ]
  %122 = icmp slt i64 %lane.iv21, 32
  br i1 %122, label %lane.body19, label %lane.exit20

lane.body19:                                      ; preds = %lane.head18
  store i64 0, ptr %above22, align 4
  %123 = add i64 %31, 255
  %124 = udiv i64 %123, 256
  br label %above.head

lane.exit20:                                      ; preds = %lane.head18
  br label %tree.head24

above.head:                                       ; preds = %above.body, %lane.body19
  %above.iv = phi i64 [ 0, %lane.body19 ], [ %above.next, %above.body ]
  %125 = icmp slt i64 %above.iv, %124
  br i1 %125, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %126 = mul i64 %above.iv, 8
  %127 = add i64 %126, 0
  %128 = mul i64 %127, 32
  %129 = add i64 %lane.iv21, %128
  %130 = icmp slt i64 %129, %31
  %131 = select i1 %130, i64 %129, i64 0
  %132 = getelementptr i32, ptr %35, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = and i32 %133, -65536
  %135 = bitcast i32 %134 to float
  %136 = and i32 %133, 65535
  %137 = zext i32 %136 to i64
  %138 = bitcast float %135 to i32
  %139 = fcmp uno float %135, %135
  %140 = select i1 %139, i32 2143289344, i32 %138
  %141 = xor i32 %140, 2147483647
  %142 = icmp sge i32 %140, 0
  %143 = select i1 %142, i32 %140, i32 %141
  %144 = sext i32 %143 to i64
  %145 = shl i64 %144, 32
  %146 = or i64 %145, %137
  %147 = mul i64 %above.iv, 8
  %148 = add i64 %147, 1
  %149 = mul i64 %148, 32
  %150 = add i64 %lane.iv21, %149
  %151 = icmp slt i64 %150, %31
  %152 = select i1 %151, i64 %150, i64 0
  %153 = getelementptr i32, ptr %35, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = and i32 %154, -65536
  %156 = bitcast i32 %155 to float
  %157 = and i32 %154, 65535
  %158 = zext i32 %157 to i64
  %159 = bitcast float %156 to i32
  %160 = fcmp uno float %156, %156
  %161 = select i1 %160, i32 2143289344, i32 %159
  %162 = xor i32 %161, 2147483647
  %163 = icmp sge i32 %161, 0
  %164 = select i1 %163, i32 %161, i32 %162
  %165 = sext i32 %164 to i64
  %166 = shl i64 %165, 32
  %167 = or i64 %166, %158
  %168 = mul i64 %above.iv, 8
  %169 = add i64 %168, 2
  %170 = mul i64 %169, 32
  %171 = add i64 %lane.iv21, %170
  %172 = icmp slt i64 %171, %31
  %173 = select i1 %172, i64 %171, i64 0
  %174 = getelementptr i32, ptr %35, i64 %173
  %175 = load i32, ptr %174, align 4
  %176 = and i32 %175, -65536
  %177 = bitcast i32 %176 to float
  %178 = and i32 %175, 65535
  %179 = zext i32 %178 to i64
  %180 = bitcast float %177 to i32
  %181 = fcmp uno float %177, %177
  %182 = select i1 %181, i32 2143289344, i32 %180
  %183 = xor i32 %182, 2147483647
  %184 = icmp sge i32 %182, 0
  %185 = select i1 %184, i32 %182, i32 %183
  %186 = sext i32 %185 to i64
  %187 = shl i64 %186, 32
  %188 = or i64 %187, %179
  %189 = mul i64 %above.iv, 8
  %190 = add i64 %189, 3
  %191 = mul i64 %190, 32
  %192 = add i64 %lane.iv21, %191
  %193 = icmp slt i64 %192, %31
  %194 = select i1 %193, i64 %192, i64 0
  %195 = getelementptr i32, ptr %35, i64 %194
  %196 = load i32, ptr %195, align 4
  %197 = and i32 %196, -65536
  %198 = bitcast i32 %197 to float
  %199 = and i32 %196, 65535
  %200 = zext i32 %199 to i64
  %201 = bitcast float %198 to i32
  %202 = fcmp uno float %198, %198
  %203 = select i1 %202, i32 2143289344, i32 %201
  %204 = xor i32 %203, 2147483647
  %205 = icmp sge i32 %203, 0
  %206 = select i1 %205, i32 %203, i32 %204
  %207 = sext i32 %206 to i64
  %208 = shl i64 %207, 32
  %209 = or i64 %208, %200
  %210 = mul i64 %above.iv, 8
  %211 = add i64 %210, 4
  %212 = mul i64 %211, 32
  %213 = add i64 %lane.iv21, %212
  %214 = icmp slt i64 %213, %31
  %215 = select i1 %214, i64 %213, i64 0
  %216 = getelementptr i32, ptr %35, i64 %215
  %217 = load i32, ptr %216, align 4
  %218 = and i32 %217, -65536
  %219 = bitcast i32 %218 to float
  %220 = and i32 %217, 65535
  %221 = zext i32 %220 to i64
  %222 = bitcast float %219 to i32
  %223 = fcmp uno float %219, %219
  %224 = select i1 %223, i32 2143289344, i32 %222
  %225 = xor i32 %224, 2147483647
  %226 = icmp sge i32 %224, 0
  %227 = select i1 %226, i32 %224, i32 %225
  %228 = sext i32 %227 to i64
  %229 = shl i64 %228, 32
  %230 = or i64 %229, %221
  %231 = mul i64 %above.iv, 8
  %232 = add i64 %231, 5
  %233 = mul i64 %232, 32
  %234 = add i64 %lane.iv21, %233
  %235 = icmp slt i64 %234, %31
  %236 = select i1 %235, i64 %234, i64 0
  %237 = getelementptr i32, ptr %35, i64 %236
  %238 = load i32, ptr %237, align 4
  %239 = and i32 %238, -65536
  %240 = bitcast i32 %239 to float
  %241 = and i32 %238, 65535
  %242 = zext i32 %241 to i64
  %243 = bitcast float %240 to i32
  %244 = fcmp uno float %240, %240
  %245 = select i1 %244, i32 2143289344, i32 %243
  %246 = xor i32 %245, 2147483647
  %247 = icmp sge i32 %245, 0
  %248 = select i1 %247, i32 %245, i32 %246
  %249 = sext i32 %248 to i64
  %250 = shl i64 %249, 32
  %251 = or i64 %250, %242
  %252 = mul i64 %above.iv, 8
  %253 = add i64 %252, 6
  %254 = mul i64 %253, 32
  %255 = add i64 %lane.iv21, %254
  %256 = icmp slt i64 %255, %31
  %257 = select i1 %256, i64 %255, i64 0
  %258 = getelementptr i32, ptr %35, i64 %257
  %259 = load i32, ptr %258, align 4
  %260 = and i32 %259, -65536
  %261 = bitcast i32 %260 to float
  %262 = and i32 %259, 65535
  %263 = zext i32 %262 to i64
  %264 = bitcast float %261 to i32
  %265 = fcmp uno float %261, %261
  %266 = select i1 %265, i32 2143289344, i32 %264
  %267 = xor i32 %266, 2147483647
  %268 = icmp sge i32 %266, 0
  %269 = select i1 %268, i32 %266, i32 %267
  %270 = sext i32 %269 to i64
  %271 = shl i64 %270, 32
  %272 = or i64 %271, %263
  %273 = mul i64 %above.iv, 8
  %274 = add i64 %273, 7
  %275 = mul i64 %274, 32
  %276 = add i64 %lane.iv21, %275
  %277 = icmp slt i64 %276, %31
  %278 = select i1 %277, i64 %276, i64 0
  %279 = getelementptr i32, ptr %35, i64 %278
  %280 = load i32, ptr %279, align 4
  %281 = and i32 %280, -65536
  %282 = bitcast i32 %281 to float
  %283 = and i32 %280, 65535
  %284 = zext i32 %283 to i64
  %285 = bitcast float %282 to i32
  %286 = fcmp uno float %282, %282
  %287 = select i1 %286, i32 2143289344, i32 %285
  %288 = xor i32 %287, 2147483647
  %289 = icmp sge i32 %287, 0
  %290 = select i1 %289, i32 %287, i32 %288
  %291 = sext i32 %290 to i64
  %292 = shl i64 %291, 32
  %293 = or i64 %292, %284
  %294 = and i64 %146, 4294967295
  %295 = select i1 %130, i64 %294, i64 0
  %296 = load i64, ptr %above22, align 4
  %297 = add i64 %296, %295
  store i64 %297, ptr %above22, align 4
  %298 = and i64 %167, 4294967295
  %299 = select i1 %151, i64 %298, i64 0
  %300 = load i64, ptr %above22, align 4
  %301 = add i64 %300, %299
  store i64 %301, ptr %above22, align 4
  %302 = and i64 %188, 4294967295
  %303 = select i1 %172, i64 %302, i64 0
  %304 = load i64, ptr %above22, align 4
  %305 = add i64 %304, %303
  store i64 %305, ptr %above22, align 4
  %306 = and i64 %209, 4294967295
  %307 = select i1 %193, i64 %306, i64 0
  %308 = load i64, ptr %above22, align 4
  %309 = add i64 %308, %307
  store i64 %309, ptr %above22, align 4
  %310 = and i64 %230, 4294967295
  %311 = select i1 %214, i64 %310, i64 0
  %312 = load i64, ptr %above22, align 4
  %313 = add i64 %312, %311
  store i64 %313, ptr %above22, align 4
  %314 = and i64 %251, 4294967295
  %315 = select i1 %235, i64 %314, i64 0
  %316 = load i64, ptr %above22, align 4
  %317 = add i64 %316, %315
  store i64 %317, ptr %above22, align 4
  %318 = and i64 %272, 4294967295
  %319 = select i1 %256, i64 %318, i64 0
  %320 = load i64, ptr %above22, align 4
  %321 = add i64 %320, %319
  store i64 %321, ptr %above22, align 4
  %322 = and i64 %293, 4294967295
  %323 = select i1 %277, i64 %322, i64 0
  %324 = load i64, ptr %above22, align 4
  %325 = add i64 %324, %323
  store i64 %325, ptr %above22, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !4

above.exit:                                       ; preds = %above.head
  %326 = load i64, ptr %above22, align 4
  %327 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %lane.iv21
  store i64 %326, ptr %327, align 4
  %lane.next23 = add nsw i64 %lane.iv21, 1
  br label %lane.head18

tree.head24:                                      ; preds = %tree.lane.exit30, %lane.exit20
  %tree.iv27 = phi i64 [ 0, %lane.exit20 ], [ %tree.next33, %tree.lane.exit30 ]
  %328 = icmp slt i64 %tree.iv27, 5
  br i1 %328, label %tree.body25, label %tree.exit26

tree.body25:                                      ; preds = %tree.head24
  %329 = lshr i64 16, %tree.iv27
  br label %tree.lane.head28

tree.exit26:                                      ; preds = %tree.head24
  %330 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 0
  %331 = load i64, ptr %330, align 4
  store i64 %331, ptr %above, align 4
  br label %exact.end

tree.lane.head28:                                 ; preds = %tree.lane.body29, %tree.body25
  %tree.lane.iv31 = phi i64 [ 0, %tree.body25 ], [ %tree.lane.next32, %tree.lane.body29 ]
  %332 = icmp slt i64 %tree.lane.iv31, %329
  br i1 %332, label %tree.lane.body29, label %tree.lane.exit30

tree.lane.body29:                                 ; preds = %tree.lane.head28
  %333 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %tree.lane.iv31
  %334 = load i64, ptr %333, align 4
  %335 = add i64 %tree.lane.iv31, %329
  %336 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %335
  %337 = load i64, ptr %336, align 4
  %338 = add i64 %334, %337
  %339 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %tree.lane.iv31
  store i64 %338, ptr %339, align 4
  %tree.lane.next32 = add nsw i64 %tree.lane.iv31, 1
  br label %tree.lane.head28

tree.lane.exit30:                                 ; preds = %tree.lane.head28
  %tree.next33 = add nsw i64 %tree.iv27, 1
  br label %tree.head24

if.then:                                          ; preds = %exact.end
  store i64 %89, ptr %21, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %exact.end
  store i64 9223372036854775807, ptr %prev, align 4
  br label %theta.head

theta.head:                                       ; preds = %tree.exit42, %if.end
  %theta.iv = phi i64 [ 0, %if.end ], [ %theta.next, %tree.exit42 ]
  %340 = icmp slt i64 %theta.iv, 20
  br i1 %340, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %341 = load i64, ptr %prev, align 4
  br label %lane.head35

theta.exit:                                       ; preds = %theta.head
  %342 = load i64, ptr %prev, align 4
  %343 = ashr i64 %342, 32
  %344 = trunc i64 %343 to i32
  %345 = icmp eq i64 %342, -9223372036854775808
  %346 = select i1 %345, i32 -2147483648, i32 %344
  store i64 9223372036854775807, ptr %prev50, align 4
  br label %round.head

lane.head35:                                      ; preds = %group.exit, %theta.body
  %lane.iv38 = phi i64 [ 0, %theta.body ], [ %lane.next39, %group.exit ]
  %347 = icmp slt i64 %lane.iv38, 32
  br i1 %347, label %lane.body36, label %lane.exit37

lane.body36:                                      ; preds = %lane.head35
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

lane.exit37:                                      ; preds = %lane.head35
  br label %tree.head40

group.head:                                       ; preds = %group.body, %lane.body36
  %group.iv = phi i64 [ %lane.iv38, %lane.body36 ], [ %group.next, %group.body ]
  %348 = icmp slt i64 %group.iv, %31
  br i1 %348, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %349 = getelementptr i32, ptr %35, i64 %group.iv
  %350 = load i32, ptr %349, align 4
  %351 = and i32 %350, -65536
  %352 = bitcast i32 %351 to float
  %353 = and i32 %350, 65535
  %354 = zext i32 %353 to i64
  %355 = bitcast float %352 to i32
  %356 = fcmp uno float %352, %352
  %357 = select i1 %356, i32 2143289344, i32 %355
  %358 = xor i32 %357, 2147483647
  %359 = icmp sge i32 %357, 0
  %360 = select i1 %359, i32 %357, i32 %358
  %361 = sext i32 %360 to i64
  %362 = shl i64 %361, 32
  %363 = or i64 %362, %354
  %364 = ashr i64 %363, 32
  %365 = trunc i64 %364 to i32
  %366 = sext i32 %365 to i64
  %367 = shl i64 %366, 32
  %368 = or i64 %367, %group.iv
  %369 = load i64, ptr %best, align 4
  %370 = icmp sgt i64 %368, %369
  %371 = icmp slt i64 %368, %341
  %372 = and i1 %371, %370
  %373 = select i1 %372, i64 %368, i64 %369
  store i64 %373, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !5

group.exit:                                       ; preds = %group.head
  %374 = load i64, ptr %best, align 4
  %375 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %lane.iv38
  store i64 %374, ptr %375, align 4
  %lane.next39 = add nsw i64 %lane.iv38, 1
  br label %lane.head35

tree.head40:                                      ; preds = %tree.lane.exit46, %lane.exit37
  %tree.iv43 = phi i64 [ 0, %lane.exit37 ], [ %tree.next49, %tree.lane.exit46 ]
  %376 = icmp slt i64 %tree.iv43, 5
  br i1 %376, label %tree.body41, label %tree.exit42

tree.body41:                                      ; preds = %tree.head40
  %377 = lshr i64 16, %tree.iv43
  br label %tree.lane.head44

tree.exit42:                                      ; preds = %tree.head40
  %378 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 0
  %379 = load i64, ptr %378, align 4
  store i64 %379, ptr %prev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !6

tree.lane.head44:                                 ; preds = %tree.lane.body45, %tree.body41
  %tree.lane.iv47 = phi i64 [ 0, %tree.body41 ], [ %tree.lane.next48, %tree.lane.body45 ]
  %380 = icmp slt i64 %tree.lane.iv47, %377
  br i1 %380, label %tree.lane.body45, label %tree.lane.exit46

tree.lane.body45:                                 ; preds = %tree.lane.head44
  %381 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %tree.lane.iv47
  %382 = load i64, ptr %381, align 4
  %383 = add i64 %tree.lane.iv47, %377
  %384 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %383
  %385 = load i64, ptr %384, align 4
  %386 = icmp sgt i64 %385, %382
  %387 = select i1 %386, i64 %385, i64 %382
  %388 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %tree.lane.iv47
  store i64 %387, ptr %388, align 4
  %tree.lane.next48 = add nsw i64 %tree.lane.iv47, 1
  br label %tree.lane.head44

tree.lane.exit46:                                 ; preds = %tree.lane.head44
  %tree.next49 = add nsw i64 %tree.iv43, 1
  br label %tree.head40

round.head:                                       ; preds = %if.end78, %theta.exit
  %round.iv = phi i64 [ 0, %theta.exit ], [ %round.next, %if.end78 ]
  %389 = icmp slt i64 %round.iv, 20
  br i1 %389, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %390 = load i64, ptr %prev50, align 4
  br label %lane.head52

round.exit:                                       ; preds = %round.head
  %391 = load i64, ptr %prev50, align 4
  br label %active.end

lane.head52:                                      ; preds = %group.exit59, %round.body
  %lane.iv55 = phi i64 [ 0, %round.body ], [ %lane.next66, %group.exit59 ]
  %392 = icmp slt i64 %lane.iv55, 32
  br i1 %392, label %lane.body53, label %lane.exit54

lane.body53:                                      ; preds = %lane.head52
  store i64 -9223372036854775808, ptr %best56, align 4
  br label %group.head57

lane.exit54:                                      ; preds = %lane.head52
  br label %tree.head67

group.head57:                                     ; preds = %if.end62, %lane.body53
  %group.iv60 = phi i64 [ %lane.iv55, %lane.body53 ], [ %group.next65, %if.end62 ]
  %393 = icmp slt i64 %group.iv60, %31
  br i1 %393, label %group.body58, label %group.exit59

group.body58:                                     ; preds = %group.head57
  %394 = getelementptr i32, ptr %35, i64 %group.iv60
  %395 = load i32, ptr %394, align 4
  %396 = and i32 %395, -65536
  %397 = bitcast i32 %396 to float
  %398 = and i32 %395, 65535
  %399 = zext i32 %398 to i64
  %400 = bitcast float %397 to i32
  %401 = fcmp uno float %397, %397
  %402 = select i1 %401, i32 2143289344, i32 %400
  %403 = xor i32 %402, 2147483647
  %404 = icmp sge i32 %402, 0
  %405 = select i1 %404, i32 %402, i32 %403
  %406 = sext i32 %405 to i64
  %407 = shl i64 %406, 32
  %408 = or i64 %407, %399
  %409 = ashr i64 %408, 32
  %410 = trunc i64 %409 to i32
  %411 = icmp sge i32 %410, %346
  br i1 %411, label %if.then61, label %if.end62

group.exit59:                                     ; preds = %group.head57
  %412 = load i64, ptr %best56, align 4
  %413 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %lane.iv55
  store i64 %412, ptr %413, align 4
  %lane.next66 = add nsw i64 %lane.iv55, 1
  br label %lane.head52

if.then61:                                        ; preds = %group.body58
  %414 = udiv i64 %group.iv60, 32
  %415 = urem i64 %group.iv60, 32
  %416 = mul i64 %414, 2374
  %417 = sub i64 %arg6, %416
  %418 = icmp slt i64 %417, 0
  %419 = select i1 %418, i64 0, i64 %417
  %420 = icmp sgt i64 %419, 2374
  %421 = select i1 %420, i64 2374, i64 %419
  br label %gcol.head

if.end62:                                         ; preds = %gcol.exit, %group.body58
  %group.next65 = add nsw i64 %group.iv60, 32
  br label %group.head57, !llvm.loop !7

gcol.head:                                        ; preds = %if.end64, %if.then61
  %gcol.iv = phi i64 [ 0, %if.then61 ], [ %gcol.next, %if.end64 ]
  %422 = icmp slt i64 %gcol.iv, 80
  br i1 %422, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %423 = udiv i64 %gcol.iv, 8
  %424 = urem i64 %gcol.iv, 8
  %425 = mul i64 %423, 32
  %426 = add i64 %425, %415
  %427 = mul i64 %426, 8
  %428 = add i64 %427, %424
  %429 = icmp slt i64 %428, %421
  br i1 %429, label %if.then63, label %if.end64

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end62

if.then63:                                        ; preds = %gcol.body
  %430 = add i64 %416, %428
  %431 = mul i64 %430, 2
  %432 = getelementptr i8, ptr %27, i64 %431
  %433 = load i16, ptr %432, align 2, !invariant.load !0
  %434 = zext i16 %433 to i32
  %435 = shl i32 %434, 16
  %436 = bitcast i32 %435 to float
  %437 = bitcast float %436 to i32
  %438 = fcmp uno float %436, %436
  %439 = select i1 %438, i32 2143289344, i32 %437
  %440 = xor i32 %439, 2147483647
  %441 = icmp sge i32 %439, 0
  %442 = select i1 %441, i32 %439, i32 %440
  %443 = sext i32 %442 to i64
  %444 = shl i64 %443, 32
  %445 = sub i64 4294967295, %430
  %446 = or i64 %444, %445
  %447 = load i64, ptr %best56, align 4
  %448 = icmp sgt i64 %446, %447
  %449 = icmp slt i64 %446, %390
  %450 = and i1 %449, %448
  %451 = select i1 %450, i64 %446, i64 %447
  store i64 %451, ptr %best56, align 4
  br label %if.end64

if.end64:                                         ; preds = %if.then63, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !8

tree.head67:                                      ; preds = %tree.lane.exit73, %lane.exit54
  %tree.iv70 = phi i64 [ 0, %lane.exit54 ], [ %tree.next76, %tree.lane.exit73 ]
  %452 = icmp slt i64 %tree.iv70, 5
  br i1 %452, label %tree.body68, label %tree.exit69

tree.body68:                                      ; preds = %tree.head67
  %453 = lshr i64 16, %tree.iv70
  br label %tree.lane.head71

tree.exit69:                                      ; preds = %tree.head67
  %454 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 0
  %455 = load i64, ptr %454, align 4
  store i64 %455, ptr %prev50, align 4
  %456 = icmp eq i64 %455, -9223372036854775808
  %457 = ashr i64 %455, 32
  %458 = trunc i64 %457 to i32
  %459 = xor i32 %458, 2147483647
  %460 = icmp sge i32 %458, 0
  %461 = select i1 %460, i32 %458, i32 %459
  %462 = bitcast i32 %461 to float
  %463 = and i64 %455, 4294967295
  %464 = sub i64 4294967295, %463
  br i1 true, label %if.then77, label %if.end78

tree.lane.head71:                                 ; preds = %tree.lane.body72, %tree.body68
  %tree.lane.iv74 = phi i64 [ 0, %tree.body68 ], [ %tree.lane.next75, %tree.lane.body72 ]
  %465 = icmp slt i64 %tree.lane.iv74, %453
  br i1 %465, label %tree.lane.body72, label %tree.lane.exit73

tree.lane.body72:                                 ; preds = %tree.lane.head71
  %466 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %tree.lane.iv74
  %467 = load i64, ptr %466, align 4
  %468 = add i64 %tree.lane.iv74, %453
  %469 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %468
  %470 = load i64, ptr %469, align 4
  %471 = icmp sgt i64 %470, %467
  %472 = select i1 %471, i64 %470, i64 %467
  %473 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %tree.lane.iv74
  store i64 %472, ptr %473, align 4
  %tree.lane.next75 = add nsw i64 %tree.lane.iv74, 1
  br label %tree.lane.head71

tree.lane.exit73:                                 ; preds = %tree.lane.head71
  %tree.next76 = add nsw i64 %tree.iv70, 1
  br label %tree.head67

if.then77:                                        ; preds = %tree.exit69
  %474 = getelementptr i64, ptr %14, i64 %round.iv
  %475 = select i1 %456, i64 -1, i64 %464
  store i64 %475, ptr %474, align 4
  %476 = getelementptr float, ptr %18, i64 %round.iv
  %477 = fsub float %462, %39
  %478 = fcmp uno float %477, %477
  %479 = select i1 %478, float 0x7FF8000000000000, float %477
  %480 = select i1 %456, float 0xFFF0000000000000, float %479
  store float %480, ptr %476, align 4
  br label %if.end78

if.end78:                                         ; preds = %if.then77, %tree.exit69
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !9

if.then79:                                        ; preds = %active.else
  br label %inactive.head

if.end80:                                         ; preds = %inactive.exit, %active.else
  br label %active.end

inactive.head:                                    ; preds = %inactive.body, %if.then79
  %inactive.iv = phi i64 [ 0, %if.then79 ], [ %inactive.next, %inactive.body ]
  %481 = icmp slt i64 %inactive.iv, 20
  br i1 %481, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %482 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %482, align 4
  %483 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %483, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !10

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %21, align 4
  br label %if.end80
}

attributes #0 = { nounwind "no-trapping-math"="true" }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
!6 = distinct !{!6, !2}
!7 = distinct !{!7, !2}
!8 = distinct !{!8, !2}
!9 = distinct !{!9, !2}
!10 = distinct !{!10, !2}
