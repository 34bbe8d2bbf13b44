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
  %35 = getelementptr i64, ptr %34, i64 %32
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
  %123 = add i64 %31, 511
  %124 = udiv i64 %123, 512
  br label %above.head

lane.exit20:                                      ; preds = %lane.head18
  br label %tree.head24

above.head:                                       ; preds = %above.body, %lane.body19
  %above.iv = phi i64 [ 0, %lane.body19 ], [ %above.next, %above.body ]
  %125 = icmp slt i64 %above.iv, %124
  br i1 %125, label %above.body, label %above.exit

above.body:                                       ; preds = %above.head
  %126 = mul i64 %above.iv, 16
  %127 = add i64 %126, 0
  %128 = mul i64 %127, 32
  %129 = add i64 %lane.iv21, %128
  %130 = icmp slt i64 %129, %31
  %131 = select i1 %130, i64 %129, i64 0
  %132 = getelementptr i64, ptr %35, i64 %131
  %133 = load i64, ptr %132, align 4
  %134 = mul i64 %above.iv, 16
  %135 = add i64 %134, 1
  %136 = mul i64 %135, 32
  %137 = add i64 %lane.iv21, %136
  %138 = icmp slt i64 %137, %31
  %139 = select i1 %138, i64 %137, i64 0
  %140 = getelementptr i64, ptr %35, i64 %139
  %141 = load i64, ptr %140, align 4
  %142 = mul i64 %above.iv, 16
  %143 = add i64 %142, 2
  %144 = mul i64 %143, 32
  %145 = add i64 %lane.iv21, %144
  %146 = icmp slt i64 %145, %31
  %147 = select i1 %146, i64 %145, i64 0
  %148 = getelementptr i64, ptr %35, i64 %147
  %149 = load i64, ptr %148, align 4
  %150 = mul i64 %above.iv, 16
  %151 = add i64 %150, 3
  %152 = mul i64 %151, 32
  %153 = add i64 %lane.iv21, %152
  %154 = icmp slt i64 %153, %31
  %155 = select i1 %154, i64 %153, i64 0
  %156 = getelementptr i64, ptr %35, i64 %155
  %157 = load i64, ptr %156, align 4
  %158 = mul i64 %above.iv, 16
  %159 = add i64 %158, 4
  %160 = mul i64 %159, 32
  %161 = add i64 %lane.iv21, %160
  %162 = icmp slt i64 %161, %31
  %163 = select i1 %162, i64 %161, i64 0
  %164 = getelementptr i64, ptr %35, i64 %163
  %165 = load i64, ptr %164, align 4
  %166 = mul i64 %above.iv, 16
  %167 = add i64 %166, 5
  %168 = mul i64 %167, 32
  %169 = add i64 %lane.iv21, %168
  %170 = icmp slt i64 %169, %31
  %171 = select i1 %170, i64 %169, i64 0
  %172 = getelementptr i64, ptr %35, i64 %171
  %173 = load i64, ptr %172, align 4
  %174 = mul i64 %above.iv, 16
  %175 = add i64 %174, 6
  %176 = mul i64 %175, 32
  %177 = add i64 %lane.iv21, %176
  %178 = icmp slt i64 %177, %31
  %179 = select i1 %178, i64 %177, i64 0
  %180 = getelementptr i64, ptr %35, i64 %179
  %181 = load i64, ptr %180, align 4
  %182 = mul i64 %above.iv, 16
  %183 = add i64 %182, 7
  %184 = mul i64 %183, 32
  %185 = add i64 %lane.iv21, %184
  %186 = icmp slt i64 %185, %31
  %187 = select i1 %186, i64 %185, i64 0
  %188 = getelementptr i64, ptr %35, i64 %187
  %189 = load i64, ptr %188, align 4
  %190 = mul i64 %above.iv, 16
  %191 = add i64 %190, 8
  %192 = mul i64 %191, 32
  %193 = add i64 %lane.iv21, %192
  %194 = icmp slt i64 %193, %31
  %195 = select i1 %194, i64 %193, i64 0
  %196 = getelementptr i64, ptr %35, i64 %195
  %197 = load i64, ptr %196, align 4
  %198 = mul i64 %above.iv, 16
  %199 = add i64 %198, 9
  %200 = mul i64 %199, 32
  %201 = add i64 %lane.iv21, %200
  %202 = icmp slt i64 %201, %31
  %203 = select i1 %202, i64 %201, i64 0
  %204 = getelementptr i64, ptr %35, i64 %203
  %205 = load i64, ptr %204, align 4
  %206 = mul i64 %above.iv, 16
  %207 = add i64 %206, 10
  %208 = mul i64 %207, 32
  %209 = add i64 %lane.iv21, %208
  %210 = icmp slt i64 %209, %31
  %211 = select i1 %210, i64 %209, i64 0
  %212 = getelementptr i64, ptr %35, i64 %211
  %213 = load i64, ptr %212, align 4
  %214 = mul i64 %above.iv, 16
  %215 = add i64 %214, 11
  %216 = mul i64 %215, 32
  %217 = add i64 %lane.iv21, %216
  %218 = icmp slt i64 %217, %31
  %219 = select i1 %218, i64 %217, i64 0
  %220 = getelementptr i64, ptr %35, i64 %219
  %221 = load i64, ptr %220, align 4
  %222 = mul i64 %above.iv, 16
  %223 = add i64 %222, 12
  %224 = mul i64 %223, 32
  %225 = add i64 %lane.iv21, %224
  %226 = icmp slt i64 %225, %31
  %227 = select i1 %226, i64 %225, i64 0
  %228 = getelementptr i64, ptr %35, i64 %227
  %229 = load i64, ptr %228, align 4
  %230 = mul i64 %above.iv, 16
  %231 = add i64 %230, 13
  %232 = mul i64 %231, 32
  %233 = add i64 %lane.iv21, %232
  %234 = icmp slt i64 %233, %31
  %235 = select i1 %234, i64 %233, i64 0
  %236 = getelementptr i64, ptr %35, i64 %235
  %237 = load i64, ptr %236, align 4
  %238 = mul i64 %above.iv, 16
  %239 = add i64 %238, 14
  %240 = mul i64 %239, 32
  %241 = add i64 %lane.iv21, %240
  %242 = icmp slt i64 %241, %31
  %243 = select i1 %242, i64 %241, i64 0
  %244 = getelementptr i64, ptr %35, i64 %243
  %245 = load i64, ptr %244, align 4
  %246 = mul i64 %above.iv, 16
  %247 = add i64 %246, 15
  %248 = mul i64 %247, 32
  %249 = add i64 %lane.iv21, %248
  %250 = icmp slt i64 %249, %31
  %251 = select i1 %250, i64 %249, i64 0
  %252 = getelementptr i64, ptr %35, i64 %251
  %253 = load i64, ptr %252, align 4
  %254 = and i64 %133, 4294967295
  %255 = select i1 %130, i64 %254, i64 0
  %256 = load i64, ptr %above22, align 4
  %257 = add i64 %256, %255
  store i64 %257, ptr %above22, align 4
  %258 = and i64 %141, 4294967295
  %259 = select i1 %138, i64 %258, i64 0
  %260 = load i64, ptr %above22, align 4
  %261 = add i64 %260, %259
  store i64 %261, ptr %above22, align 4
  %262 = and i64 %149, 4294967295
  %263 = select i1 %146, i64 %262, i64 0
  %264 = load i64, ptr %above22, align 4
  %265 = add i64 %264, %263
  store i64 %265, ptr %above22, align 4
  %266 = and i64 %157, 4294967295
  %267 = select i1 %154, i64 %266, i64 0
  %268 = load i64, ptr %above22, align 4
  %269 = add i64 %268, %267
  store i64 %269, ptr %above22, align 4
  %270 = and i64 %165, 4294967295
  %271 = select i1 %162, i64 %270, i64 0
  %272 = load i64, ptr %above22, align 4
  %273 = add i64 %272, %271
  store i64 %273, ptr %above22, align 4
  %274 = and i64 %173, 4294967295
  %275 = select i1 %170, i64 %274, i64 0
  %276 = load i64, ptr %above22, align 4
  %277 = add i64 %276, %275
  store i64 %277, ptr %above22, align 4
  %278 = and i64 %181, 4294967295
  %279 = select i1 %178, i64 %278, i64 0
  %280 = load i64, ptr %above22, align 4
  %281 = add i64 %280, %279
  store i64 %281, ptr %above22, align 4
  %282 = and i64 %189, 4294967295
  %283 = select i1 %186, i64 %282, i64 0
  %284 = load i64, ptr %above22, align 4
  %285 = add i64 %284, %283
  store i64 %285, ptr %above22, align 4
  %286 = and i64 %197, 4294967295
  %287 = select i1 %194, i64 %286, i64 0
  %288 = load i64, ptr %above22, align 4
  %289 = add i64 %288, %287
  store i64 %289, ptr %above22, align 4
  %290 = and i64 %205, 4294967295
  %291 = select i1 %202, i64 %290, i64 0
  %292 = load i64, ptr %above22, align 4
  %293 = add i64 %292, %291
  store i64 %293, ptr %above22, align 4
  %294 = and i64 %213, 4294967295
  %295 = select i1 %210, i64 %294, i64 0
  %296 = load i64, ptr %above22, align 4
  %297 = add i64 %296, %295
  store i64 %297, ptr %above22, align 4
  %298 = and i64 %221, 4294967295
  %299 = select i1 %218, i64 %298, i64 0
  %300 = load i64, ptr %above22, align 4
  %301 = add i64 %300, %299
  store i64 %301, ptr %above22, align 4
  %302 = and i64 %229, 4294967295
  %303 = select i1 %226, i64 %302, i64 0
  %304 = load i64, ptr %above22, align 4
  %305 = add i64 %304, %303
  store i64 %305, ptr %above22, align 4
  %306 = and i64 %237, 4294967295
  %307 = select i1 %234, i64 %306, i64 0
  %308 = load i64, ptr %above22, align 4
  %309 = add i64 %308, %307
  store i64 %309, ptr %above22, align 4
  %310 = and i64 %245, 4294967295
  %311 = select i1 %242, i64 %310, i64 0
  %312 = load i64, ptr %above22, align 4
  %313 = add i64 %312, %311
  store i64 %313, ptr %above22, align 4
  %314 = and i64 %253, 4294967295
  %315 = select i1 %250, i64 %314, i64 0
  %316 = load i64, ptr %above22, align 4
  %317 = add i64 %316, %315
  store i64 %317, ptr %above22, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !4

above.exit:                                       ; preds = %above.head
  %318 = load i64, ptr %above22, align 4
  %319 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %lane.iv21
  store i64 %318, ptr %319, align 4
  %lane.next23 = add nsw i64 %lane.iv21, 1
  br label %lane.head18

tree.head24:                                      ; preds = %tree.lane.exit30, %lane.exit20
  %tree.iv27 = phi i64 [ 0, %lane.exit20 ], [ %tree.next33, %tree.lane.exit30 ]
  %320 = icmp slt i64 %tree.iv27, 5
  br i1 %320, label %tree.body25, label %tree.exit26

tree.body25:                                      ; preds = %tree.head24
  %321 = lshr i64 16, %tree.iv27
  br label %tree.lane.head28

tree.exit26:                                      ; preds = %tree.head24
  %322 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 0
  %323 = load i64, ptr %322, align 4
  store i64 %323, ptr %above, align 4
  br label %exact.end

tree.lane.head28:                                 ; preds = %tree.lane.body29, %tree.body25
  %tree.lane.iv31 = phi i64 [ 0, %tree.body25 ], [ %tree.lane.next32, %tree.lane.body29 ]
  %324 = icmp slt i64 %tree.lane.iv31, %321
  br i1 %324, label %tree.lane.body29, label %tree.lane.exit30

tree.lane.body29:                                 ; preds = %tree.lane.head28
  %325 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %tree.lane.iv31
  %326 = load i64, ptr %325, align 4
  %327 = add i64 %tree.lane.iv31, %321
  %328 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %327
  %329 = load i64, ptr %328, align 4
  %330 = add i64 %326, %329
  %331 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %tree.lane.iv31
  store i64 %330, ptr %331, align 4
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
  %332 = icmp slt i64 %theta.iv, 20
  br i1 %332, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %333 = load i64, ptr %prev, align 4
  br label %lane.head35

theta.exit:                                       ; preds = %theta.head
  %334 = load i64, ptr %prev, align 4
  %335 = ashr i64 %334, 32
  %336 = trunc i64 %335 to i32
  %337 = icmp eq i64 %334, -9223372036854775808
  %338 = select i1 %337, i32 -2147483648, i32 %336
  store i64 9223372036854775807, ptr %prev50, align 4
  br label %round.head

lane.head35:                                      ; preds = %group.exit, %theta.body
  %lane.iv38 = phi i64 [ 0, %theta.body ], [ %lane.next39, %group.exit ]
  %339 = icmp slt i64 %lane.iv38, 32
  br i1 %339, label %lane.body36, label %lane.exit37

lane.body36:                                      ; preds = %lane.head35
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

lane.exit37:                                      ; preds = %lane.head35
  br label %tree.head40

group.head:                                       ; preds = %group.body, %lane.body36
  %group.iv = phi i64 [ %lane.iv38, %lane.body36 ], [ %group.next, %group.body ]
  %340 = icmp slt i64 %group.iv, %31
  br i1 %340, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %341 = getelementptr i64, ptr %35, i64 %group.iv
  %342 = load i64, ptr %341, align 4
  %343 = ashr i64 %342, 32
  %344 = trunc i64 %343 to i32
  %345 = sext i32 %344 to i64
  %346 = shl i64 %345, 32
  %347 = or i64 %346, %group.iv
  %348 = load i64, ptr %best, align 4
  %349 = icmp sgt i64 %347, %348
  %350 = icmp slt i64 %347, %333
  %351 = and i1 %350, %349
  %352 = select i1 %351, i64 %347, i64 %348
  store i64 %352, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !5

group.exit:                                       ; preds = %group.head
  %353 = load i64, ptr %best, align 4
  %354 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %lane.iv38
  store i64 %353, ptr %354, align 4
  %lane.next39 = add nsw i64 %lane.iv38, 1
  br label %lane.head35

tree.head40:                                      ; preds = %tree.lane.exit46, %lane.exit37
  %tree.iv43 = phi i64 [ 0, %lane.exit37 ], [ %tree.next49, %tree.lane.exit46 ]
  %355 = icmp slt i64 %tree.iv43, 5
  br i1 %355, label %tree.body41, label %tree.exit42

tree.body41:                                      ; preds = %tree.head40
  %356 = lshr i64 16, %tree.iv43
  br label %tree.lane.head44

tree.exit42:                                      ; preds = %tree.head40
  %357 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 0
  %358 = load i64, ptr %357, align 4
  store i64 %358, ptr %prev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !6

tree.lane.head44:                                 ; preds = %tree.lane.body45, %tree.body41
  %tree.lane.iv47 = phi i64 [ 0, %tree.body41 ], [ %tree.lane.next48, %tree.lane.body45 ]
  %359 = icmp slt i64 %tree.lane.iv47, %356
  br i1 %359, label %tree.lane.body45, label %tree.lane.exit46

tree.lane.body45:                                 ; preds = %tree.lane.head44
  %360 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %tree.lane.iv47
  %361 = load i64, ptr %360, align 4
  %362 = add i64 %tree.lane.iv47, %356
  %363 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %362
  %364 = load i64, ptr %363, align 4
  %365 = icmp sgt i64 %364, %361
  %366 = select i1 %365, i64 %364, i64 %361
  %367 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %tree.lane.iv47
  store i64 %366, ptr %367, align 4
  %tree.lane.next48 = add nsw i64 %tree.lane.iv47, 1
  br label %tree.lane.head44

tree.lane.exit46:                                 ; preds = %tree.lane.head44
  %tree.next49 = add nsw i64 %tree.iv43, 1
  br label %tree.head40

round.head:                                       ; preds = %if.end78, %theta.exit
  %round.iv = phi i64 [ 0, %theta.exit ], [ %round.next, %if.end78 ]
  %368 = icmp slt i64 %round.iv, 20
  br i1 %368, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %369 = load i64, ptr %prev50, align 4
  br label %lane.head52

round.exit:                                       ; preds = %round.head
  %370 = load i64, ptr %prev50, align 4
  br label %active.end

lane.head52:                                      ; preds = %group.exit59, %round.body
  %lane.iv55 = phi i64 [ 0, %round.body ], [ %lane.next66, %group.exit59 ]
  %371 = icmp slt i64 %lane.iv55, 32
  br i1 %371, label %lane.body53, label %lane.exit54

lane.body53:                                      ; preds = %lane.head52
  store i64 -9223372036854775808, ptr %best56, align 4
  br label %group.head57

lane.exit54:                                      ; preds = %lane.head52
  br label %tree.head67

group.head57:                                     ; preds = %if.end62, %lane.body53
  %group.iv60 = phi i64 [ %lane.iv55, %lane.body53 ], [ %group.next65, %if.end62 ]
  %372 = icmp slt i64 %group.iv60, %31
  br i1 %372, label %group.body58, label %group.exit59

group.body58:                                     ; preds = %group.head57
  %373 = getelementptr i64, ptr %35, i64 %group.iv60
  %374 = load i64, ptr %373, align 4
  %375 = ashr i64 %374, 32
  %376 = trunc i64 %375 to i32
  %377 = icmp sge i32 %376, %338
  br i1 %377, label %if.then61, label %if.end62

group.exit59:                                     ; preds = %group.head57
  %378 = load i64, ptr %best56, align 4
  %379 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %lane.iv55
  store i64 %378, ptr %379, align 4
  %lane.next66 = add nsw i64 %lane.iv55, 1
  br label %lane.head52

if.then61:                                        ; preds = %group.body58
  %380 = udiv i64 %group.iv60, 32
  %381 = urem i64 %group.iv60, 32
  %382 = mul i64 %380, 2374
  %383 = sub i64 %arg6, %382
  %384 = icmp slt i64 %383, 0
  %385 = select i1 %384, i64 0, i64 %383
  %386 = icmp sgt i64 %385, 2374
  %387 = select i1 %386, i64 2374, i64 %385
  br label %gcol.head

if.end62:                                         ; preds = %gcol.exit, %group.body58
  %group.next65 = add nsw i64 %group.iv60, 32
  br label %group.head57, !llvm.loop !7

gcol.head:                                        ; preds = %if.end64, %if.then61
  %gcol.iv = phi i64 [ 0, %if.then61 ], [ %gcol.next, %if.end64 ]
  %388 = icmp slt i64 %gcol.iv, 80
  br i1 %388, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %389 = udiv i64 %gcol.iv, 8
  %390 = urem i64 %gcol.iv, 8
  %391 = mul i64 %389, 32
  %392 = add i64 %391, %381
  %393 = mul i64 %392, 8
  %394 = add i64 %393, %390
  %395 = icmp slt i64 %394, %387
  br i1 %395, label %if.then63, label %if.end64

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end62

if.then63:                                        ; preds = %gcol.body
  %396 = add i64 %382, %394
  %397 = mul i64 %396, 2
  %398 = getelementptr i8, ptr %27, i64 %397
  %399 = load i16, ptr %398, align 2, !invariant.load !0
  %400 = zext i16 %399 to i32
  %401 = shl i32 %400, 16
  %402 = bitcast i32 %401 to float
  %403 = bitcast float %402 to i32
  %404 = fcmp uno float %402, %402
  %405 = select i1 %404, i32 2143289344, i32 %403
  %406 = xor i32 %405, 2147483647
  %407 = icmp sge i32 %405, 0
  %408 = select i1 %407, i32 %405, i32 %406
  %409 = sext i32 %408 to i64
  %410 = shl i64 %409, 32
  %411 = sub i64 4294967295, %396
  %412 = or i64 %410, %411
  %413 = load i64, ptr %best56, align 4
  %414 = icmp sgt i64 %412, %413
  %415 = icmp slt i64 %412, %369
  %416 = and i1 %415, %414
  %417 = select i1 %416, i64 %412, i64 %413
  store i64 %417, ptr %best56, align 4
  br label %if.end64

if.end64:                                         ; preds = %if.then63, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !8

tree.head67:                                      ; preds = %tree.lane.exit73, %lane.exit54
  %tree.iv70 = phi i64 [ 0, %lane.exit54 ], [ %tree.next76, %tree.lane.exit73 ]
  %418 = icmp slt i64 %tree.iv70, 5
  br i1 %418, label %tree.body68, label %tree.exit69

tree.body68:                                      ; preds = %tree.head67
  %419 = lshr i64 16, %tree.iv70
  br label %tree.lane.head71

tree.exit69:                                      ; preds = %tree.head67
  %420 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 0
  %421 = load i64, ptr %420, align 4
  store i64 %421, ptr %prev50, align 4
  %422 = icmp eq i64 %421, -9223372036854775808
  %423 = ashr i64 %421, 32
  %424 = trunc i64 %423 to i32
  %425 = xor i32 %424, 2147483647
  %426 = icmp sge i32 %424, 0
  %427 = select i1 %426, i32 %424, i32 %425
  %428 = bitcast i32 %427 to float
  %429 = and i64 %421, 4294967295
  %430 = sub i64 4294967295, %429
  br i1 true, label %if.then77, label %if.end78

tree.lane.head71:                                 ; preds = %tree.lane.body72, %tree.body68
  %tree.lane.iv74 = phi i64 [ 0, %tree.body68 ], [ %tree.lane.next75, %tree.lane.body72 ]
  %431 = icmp slt i64 %tree.lane.iv74, %419
  br i1 %431, label %tree.lane.body72, label %tree.lane.exit73

tree.lane.body72:                                 ; preds = %tree.lane.head71
  %432 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %tree.lane.iv74
  %433 = load i64, ptr %432, align 4
  %434 = add i64 %tree.lane.iv74, %419
  %435 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %434
  %436 = load i64, ptr %435, align 4
  %437 = icmp sgt i64 %436, %433
  %438 = select i1 %437, i64 %436, i64 %433
  %439 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %tree.lane.iv74
  store i64 %438, ptr %439, align 4
  %tree.lane.next75 = add nsw i64 %tree.lane.iv74, 1
  br label %tree.lane.head71

tree.lane.exit73:                                 ; preds = %tree.lane.head71
  %tree.next76 = add nsw i64 %tree.iv70, 1
  br label %tree.head67

if.then77:                                        ; preds = %tree.exit69
  %440 = getelementptr i64, ptr %14, i64 %round.iv
  %441 = select i1 %422, i64 -1, i64 %430
  store i64 %441, ptr %440, align 4
  %442 = getelementptr float, ptr %18, i64 %round.iv
  %443 = fsub float %428, %39
  %444 = fcmp uno float %443, %443
  %445 = select i1 %444, float 0x7FF8000000000000, float %443
  %446 = select i1 %422, float 0xFFF0000000000000, float %445
  store float %446, ptr %442, align 4
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
  %447 = icmp slt i64 %inactive.iv, 20
  br i1 %447, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %448 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %448, align 4
  %449 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %449, align 4
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
