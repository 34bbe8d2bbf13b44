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
  %132 = getelementptr i64, ptr %35, i64 %131
  %133 = load i64, ptr %132, align 4
  %134 = mul i64 %above.iv, 8
  %135 = add i64 %134, 1
  %136 = mul i64 %135, 32
  %137 = add i64 %lane.iv21, %136
  %138 = icmp slt i64 %137, %31
  %139 = select i1 %138, i64 %137, i64 0
  %140 = getelementptr i64, ptr %35, i64 %139
  %141 = load i64, ptr %140, align 4
  %142 = mul i64 %above.iv, 8
  %143 = add i64 %142, 2
  %144 = mul i64 %143, 32
  %145 = add i64 %lane.iv21, %144
  %146 = icmp slt i64 %145, %31
  %147 = select i1 %146, i64 %145, i64 0
  %148 = getelementptr i64, ptr %35, i64 %147
  %149 = load i64, ptr %148, align 4
  %150 = mul i64 %above.iv, 8
  %151 = add i64 %150, 3
  %152 = mul i64 %151, 32
  %153 = add i64 %lane.iv21, %152
  %154 = icmp slt i64 %153, %31
  %155 = select i1 %154, i64 %153, i64 0
  %156 = getelementptr i64, ptr %35, i64 %155
  %157 = load i64, ptr %156, align 4
  %158 = mul i64 %above.iv, 8
  %159 = add i64 %158, 4
  %160 = mul i64 %159, 32
  %161 = add i64 %lane.iv21, %160
  %162 = icmp slt i64 %161, %31
  %163 = select i1 %162, i64 %161, i64 0
  %164 = getelementptr i64, ptr %35, i64 %163
  %165 = load i64, ptr %164, align 4
  %166 = mul i64 %above.iv, 8
  %167 = add i64 %166, 5
  %168 = mul i64 %167, 32
  %169 = add i64 %lane.iv21, %168
  %170 = icmp slt i64 %169, %31
  %171 = select i1 %170, i64 %169, i64 0
  %172 = getelementptr i64, ptr %35, i64 %171
  %173 = load i64, ptr %172, align 4
  %174 = mul i64 %above.iv, 8
  %175 = add i64 %174, 6
  %176 = mul i64 %175, 32
  %177 = add i64 %lane.iv21, %176
  %178 = icmp slt i64 %177, %31
  %179 = select i1 %178, i64 %177, i64 0
  %180 = getelementptr i64, ptr %35, i64 %179
  %181 = load i64, ptr %180, align 4
  %182 = mul i64 %above.iv, 8
  %183 = add i64 %182, 7
  %184 = mul i64 %183, 32
  %185 = add i64 %lane.iv21, %184
  %186 = icmp slt i64 %185, %31
  %187 = select i1 %186, i64 %185, i64 0
  %188 = getelementptr i64, ptr %35, i64 %187
  %189 = load i64, ptr %188, align 4
  %190 = and i64 %133, 4294967295
  %191 = select i1 %130, i64 %190, i64 0
  %192 = load i64, ptr %above22, align 4
  %193 = add i64 %192, %191
  store i64 %193, ptr %above22, align 4
  %194 = and i64 %141, 4294967295
  %195 = select i1 %138, i64 %194, i64 0
  %196 = load i64, ptr %above22, align 4
  %197 = add i64 %196, %195
  store i64 %197, ptr %above22, align 4
  %198 = and i64 %149, 4294967295
  %199 = select i1 %146, i64 %198, i64 0
  %200 = load i64, ptr %above22, align 4
  %201 = add i64 %200, %199
  store i64 %201, ptr %above22, align 4
  %202 = and i64 %157, 4294967295
  %203 = select i1 %154, i64 %202, i64 0
  %204 = load i64, ptr %above22, align 4
  %205 = add i64 %204, %203
  store i64 %205, ptr %above22, align 4
  %206 = and i64 %165, 4294967295
  %207 = select i1 %162, i64 %206, i64 0
  %208 = load i64, ptr %above22, align 4
  %209 = add i64 %208, %207
  store i64 %209, ptr %above22, align 4
  %210 = and i64 %173, 4294967295
  %211 = select i1 %170, i64 %210, i64 0
  %212 = load i64, ptr %above22, align 4
  %213 = add i64 %212, %211
  store i64 %213, ptr %above22, align 4
  %214 = and i64 %181, 4294967295
  %215 = select i1 %178, i64 %214, i64 0
  %216 = load i64, ptr %above22, align 4
  %217 = add i64 %216, %215
  store i64 %217, ptr %above22, align 4
  %218 = and i64 %189, 4294967295
  %219 = select i1 %186, i64 %218, i64 0
  %220 = load i64, ptr %above22, align 4
  %221 = add i64 %220, %219
  store i64 %221, ptr %above22, align 4
  %above.next = add nsw i64 %above.iv, 1
  br label %above.head, !llvm.loop !4

above.exit:                                       ; preds = %above.head
  %222 = load i64, ptr %above22, align 4
  %223 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %lane.iv21
  store i64 %222, ptr %223, align 4
  %lane.next23 = add nsw i64 %lane.iv21, 1
  br label %lane.head18

tree.head24:                                      ; preds = %tree.lane.exit30, %lane.exit20
  %tree.iv27 = phi i64 [ 0, %lane.exit20 ], [ %tree.next33, %tree.lane.exit30 ]
  %224 = icmp slt i64 %tree.iv27, 5
  br i1 %224, label %tree.body25, label %tree.exit26

tree.body25:                                      ; preds = %tree.head24
  %225 = lshr i64 16, %tree.iv27
  br label %tree.lane.head28

tree.exit26:                                      ; preds = %tree.head24
  %226 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 0
  %227 = load i64, ptr %226, align 4
  store i64 %227, ptr %above, align 4
  br label %exact.end

tree.lane.head28:                                 ; preds = %tree.lane.body29, %tree.body25
  %tree.lane.iv31 = phi i64 [ 0, %tree.body25 ], [ %tree.lane.next32, %tree.lane.body29 ]
  %228 = icmp slt i64 %tree.lane.iv31, %225
  br i1 %228, label %tree.lane.body29, label %tree.lane.exit30

tree.lane.body29:                                 ; preds = %tree.lane.head28
  %229 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %tree.lane.iv31
  %230 = load i64, ptr %229, align 4
  %231 = add i64 %tree.lane.iv31, %225
  %232 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %231
  %233 = load i64, ptr %232, align 4
  %234 = add i64 %230, %233
  %235 = getelementptr inbounds [32 x i64], ptr %lanes17, i64 0, i64 %tree.lane.iv31
  store i64 %234, ptr %235, align 4
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
  %236 = icmp slt i64 %theta.iv, 20
  br i1 %236, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %237 = load i64, ptr %prev, align 4
  br label %lane.head35

theta.exit:                                       ; preds = %theta.head
  %238 = load i64, ptr %prev, align 4
  %239 = ashr i64 %238, 32
  %240 = trunc i64 %239 to i32
  %241 = icmp eq i64 %238, -9223372036854775808
  %242 = select i1 %241, i32 -2147483648, i32 %240
  store i64 9223372036854775807, ptr %prev50, align 4
  br label %round.head

lane.head35:                                      ; preds = %group.exit, %theta.body
  %lane.iv38 = phi i64 [ 0, %theta.body ], [ %lane.next39, %group.exit ]
  %243 = icmp slt i64 %lane.iv38, 32
  br i1 %243, label %lane.body36, label %lane.exit37

lane.body36:                                      ; preds = %lane.head35
  store i64 -9223372036854775808, ptr %best, align 4
  br label %group.head

lane.exit37:                                      ; preds = %lane.head35
  br label %tree.head40

group.head:                                       ; preds = %group.body, %lane.body36
  %group.iv = phi i64 [ %lane.iv38, %lane.body36 ], [ %group.next, %group.body ]
  %244 = icmp slt i64 %group.iv, %31
  br i1 %244, label %group.body, label %group.exit

group.body:                                       ; preds = %group.head
  %245 = getelementptr i64, ptr %35, i64 %group.iv
  %246 = load i64, ptr %245, align 4
  %247 = ashr i64 %246, 32
  %248 = trunc i64 %247 to i32
  %249 = sext i32 %248 to i64
  %250 = shl i64 %249, 32
  %251 = or i64 %250, %group.iv
  %252 = load i64, ptr %best, align 4
  %253 = icmp sgt i64 %251, %252
  %254 = icmp slt i64 %251, %237
  %255 = and i1 %254, %253
  %256 = select i1 %255, i64 %251, i64 %252
  store i64 %256, ptr %best, align 4
  %group.next = add nsw i64 %group.iv, 32
  br label %group.head, !llvm.loop !5

group.exit:                                       ; preds = %group.head
  %257 = load i64, ptr %best, align 4
  %258 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %lane.iv38
  store i64 %257, ptr %258, align 4
  %lane.next39 = add nsw i64 %lane.iv38, 1
  br label %lane.head35

tree.head40:                                      ; preds = %tree.lane.exit46, %lane.exit37
  %tree.iv43 = phi i64 [ 0, %lane.exit37 ], [ %tree.next49, %tree.lane.exit46 ]
  %259 = icmp slt i64 %tree.iv43, 5
  br i1 %259, label %tree.body41, label %tree.exit42

tree.body41:                                      ; preds = %tree.head40
  %260 = lshr i64 16, %tree.iv43
  br label %tree.lane.head44

tree.exit42:                                      ; preds = %tree.head40
  %261 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 0
  %262 = load i64, ptr %261, align 4
  store i64 %262, ptr %prev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !6

tree.lane.head44:                                 ; preds = %tree.lane.body45, %tree.body41
  %tree.lane.iv47 = phi i64 [ 0, %tree.body41 ], [ %tree.lane.next48, %tree.lane.body45 ]
  %263 = icmp slt i64 %tree.lane.iv47, %260
  br i1 %263, label %tree.lane.body45, label %tree.lane.exit46

tree.lane.body45:                                 ; preds = %tree.lane.head44
  %264 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %tree.lane.iv47
  %265 = load i64, ptr %264, align 4
  %266 = add i64 %tree.lane.iv47, %260
  %267 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %266
  %268 = load i64, ptr %267, align 4
  %269 = icmp sgt i64 %268, %265
  %270 = select i1 %269, i64 %268, i64 %265
  %271 = getelementptr inbounds [32 x i64], ptr %lanes34, i64 0, i64 %tree.lane.iv47
  store i64 %270, ptr %271, align 4
  %tree.lane.next48 = add nsw i64 %tree.lane.iv47, 1
  br label %tree.lane.head44

tree.lane.exit46:                                 ; preds = %tree.lane.head44
  %tree.next49 = add nsw i64 %tree.iv43, 1
  br label %tree.head40

round.head:                                       ; preds = %if.end78, %theta.exit
  %round.iv = phi i64 [ 0, %theta.exit ], [ %round.next, %if.end78 ]
  %272 = icmp slt i64 %round.iv, 20
  br i1 %272, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %273 = load i64, ptr %prev50, align 4
  br label %lane.head52

round.exit:                                       ; preds = %round.head
  %274 = load i64, ptr %prev50, align 4
  br label %active.end

lane.head52:                                      ; preds = %group.exit59, %round.body
  %lane.iv55 = phi i64 [ 0, %round.body ], [ %lane.next66, %group.exit59 ]
  %275 = icmp slt i64 %lane.iv55, 32
  br i1 %275, label %lane.body53, label %lane.exit54

lane.body53:                                      ; preds = %lane.head52
  store i64 -9223372036854775808, ptr %best56, align 4
  br label %group.head57

lane.exit54:                                      ; preds = %lane.head52
  br label %tree.head67

group.head57:                                     ; preds = %if.end62, %lane.body53
  %group.iv60 = phi i64 [ %lane.iv55, %lane.body53 ], [ %group.next65, %if.end62 ]
  %276 = icmp slt i64 %group.iv60, %31
  br i1 %276, label %group.body58, label %group.exit59

group.body58:                                     ; preds = %group.head57
  %277 = getelementptr i64, ptr %35, i64 %group.iv60
  %278 = load i64, ptr %277, align 4
  %279 = ashr i64 %278, 32
  %280 = trunc i64 %279 to i32
  %281 = icmp sge i32 %280, %242
  br i1 %281, label %if.then61, label %if.end62

group.exit59:                                     ; preds = %group.head57
  %282 = load i64, ptr %best56, align 4
  %283 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %lane.iv55
  store i64 %282, ptr %283, align 4
  %lane.next66 = add nsw i64 %lane.iv55, 1
  br label %lane.head52

if.then61:                                        ; preds = %group.body58
  %284 = udiv i64 %group.iv60, 32
  %285 = urem i64 %group.iv60, 32
  %286 = mul i64 %284, 2374
  %287 = sub i64 %arg6, %286
  %288 = icmp slt i64 %287, 0
  %289 = select i1 %288, i64 0, i64 %287
  %290 = icmp sgt i64 %289, 2374
  %291 = select i1 %290, i64 2374, i64 %289
  br label %gcol.head

if.end62:                                         ; preds = %gcol.exit, %group.body58
  %group.next65 = add nsw i64 %group.iv60, 32
  br label %group.head57, !llvm.loop !7

gcol.head:                                        ; preds = %if.end64, %if.then61
  %gcol.iv = phi i64 [ 0, %if.then61 ], [ %gcol.next, %if.end64 ]
  %292 = icmp slt i64 %gcol.iv, 80
  br i1 %292, label %gcol.body, label %gcol.exit

gcol.body:                                        ; preds = %gcol.head
  %293 = udiv i64 %gcol.iv, 8
  %294 = urem i64 %gcol.iv, 8
  %295 = mul i64 %293, 32
  %296 = add i64 %295, %285
  %297 = mul i64 %296, 8
  %298 = add i64 %297, %294
  %299 = icmp slt i64 %298, %291
  br i1 %299, label %if.then63, label %if.end64

gcol.exit:                                        ; preds = %gcol.head
  br label %if.end62

if.then63:                                        ; preds = %gcol.body
  %300 = add i64 %286, %298
  %301 = mul i64 %300, 2
  %302 = getelementptr i8, ptr %27, i64 %301
  %303 = load i16, ptr %302, align 2, !invariant.load !0
  %304 = zext i16 %303 to i32
  %305 = shl i32 %304, 16
  %306 = bitcast i32 %305 to float
  %307 = bitcast float %306 to i32
  %308 = fcmp uno float %306, %306
  %309 = select i1 %308, i32 2143289344, i32 %307
  %310 = xor i32 %309, 2147483647
  %311 = icmp sge i32 %309, 0
  %312 = select i1 %311, i32 %309, i32 %310
  %313 = sext i32 %312 to i64
  %314 = shl i64 %313, 32
  %315 = sub i64 4294967295, %300
  %316 = or i64 %314, %315
  %317 = load i64, ptr %best56, align 4
  %318 = icmp sgt i64 %316, %317
  %319 = icmp slt i64 %316, %273
  %320 = and i1 %319, %318
  %321 = select i1 %320, i64 %316, i64 %317
  store i64 %321, ptr %best56, align 4
  br label %if.end64

if.end64:                                         ; preds = %if.then63, %gcol.body
  %gcol.next = add nsw i64 %gcol.iv, 1
  br label %gcol.head, !llvm.loop !8

tree.head67:                                      ; preds = %tree.lane.exit73, %lane.exit54
  %tree.iv70 = phi i64 [ 0, %lane.exit54 ], [ %tree.next76, %tree.lane.exit73 ]
  %322 = icmp slt i64 %tree.iv70, 5
  br i1 %322, label %tree.body68, label %tree.exit69

tree.body68:                                      ; preds = %tree.head67
  %323 = lshr i64 16, %tree.iv70
  br label %tree.lane.head71

tree.exit69:                                      ; preds = %tree.head67
  %324 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 0
  %325 = load i64, ptr %324, align 4
  store i64 %325, ptr %prev50, align 4
  %326 = icmp eq i64 %325, -9223372036854775808
  %327 = ashr i64 %325, 32
  %328 = trunc i64 %327 to i32
  %329 = xor i32 %328, 2147483647
  %330 = icmp sge i32 %328, 0
  %331 = select i1 %330, i32 %328, i32 %329
  %332 = bitcast i32 %331 to float
  %333 = and i64 %325, 4294967295
  %334 = sub i64 4294967295, %333
  br i1 true, label %if.then77, label %if.end78

tree.lane.head71:                                 ; preds = %tree.lane.body72, %tree.body68
  %tree.lane.iv74 = phi i64 [ 0, %tree.body68 ], [ %tree.lane.next75, %tree.lane.body72 ]
  %335 = icmp slt i64 %tree.lane.iv74, %323
  br i1 %335, label %tree.lane.body72, label %tree.lane.exit73

tree.lane.body72:                                 ; preds = %tree.lane.head71
  %336 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %tree.lane.iv74
  %337 = load i64, ptr %336, align 4
  %338 = add i64 %tree.lane.iv74, %323
  %339 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %338
  %340 = load i64, ptr %339, align 4
  %341 = icmp sgt i64 %340, %337
  %342 = select i1 %341, i64 %340, i64 %337
  %343 = getelementptr inbounds [32 x i64], ptr %lanes51, i64 0, i64 %tree.lane.iv74
  store i64 %342, ptr %343, align 4
  %tree.lane.next75 = add nsw i64 %tree.lane.iv74, 1
  br label %tree.lane.head71

tree.lane.exit73:                                 ; preds = %tree.lane.head71
  %tree.next76 = add nsw i64 %tree.iv70, 1
  br label %tree.head67

if.then77:                                        ; preds = %tree.exit69
  %344 = getelementptr i64, ptr %14, i64 %round.iv
  %345 = select i1 %326, i64 -1, i64 %334
  store i64 %345, ptr %344, align 4
  %346 = getelementptr float, ptr %18, i64 %round.iv
  %347 = fsub float %332, %39
  %348 = fcmp uno float %347, %347
  %349 = select i1 %348, float 0x7FF8000000000000, float %347
  %350 = select i1 %326, float 0xFFF0000000000000, float %349
  store float %350, ptr %346, align 4
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
  %351 = icmp slt i64 %inactive.iv, 20
  br i1 %351, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %352 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %352, align 4
  %353 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %353, align 4
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
