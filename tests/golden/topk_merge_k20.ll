; golden IR for tests/codegen/golden_test.cpp (top-k merge of the sorted tile lists)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_merge;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_merge"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_merge(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %udiv.r7 = alloca i64, align 8
  %udiv.q6 = alloca i64, align 8
  %best = alloca i64, align 8
  %lanes1 = alloca [32 x i64], align 8
  %prev = alloca i64, align 8
  %udiv.r = alloca i64, align 8
  %udiv.q = alloca i64, align 8
  %above = alloca i64, align 8
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
  %12 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %12, align 8, !invariant.load !0
  %13 = inttoptr i64 %arg9 to ptr
  %14 = getelementptr i64, ptr %13, i64 %11
  %15 = mul i64 %row.iv, 20
  %16 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %16, align 8, !invariant.load !0
  %17 = inttoptr i64 %arg10 to ptr
  %18 = getelementptr float, ptr %17, i64 %15
  %19 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %19, align 8, !invariant.load !0
  %20 = inttoptr i64 %arg11 to ptr
  %21 = getelementptr i64, ptr %20, i64 %row.iv
  %22 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %22, align 8, !invariant.load !0
  %23 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %23, align 8, !invariant.load !0
  %24 = getelementptr inbounds i64, ptr %0, i64 6
  %arg6 = load i64, ptr %24, align 8, !invariant.load !0
  %25 = mul i64 %arg5, %arg6
  br i1 %10, label %active.then, label %active.else

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

active.then:                                      ; preds = %item.body
  %26 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %26, align 8, !invariant.load !0
  %27 = inttoptr i64 %arg8 to ptr
  %28 = getelementptr float, ptr %27, i64 %row.iv
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %30, align 8, !invariant.load !0
  %31 = inttoptr i64 %arg0 to ptr
  %32 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %32, align 8, !invariant.load !0
  %33 = inttoptr i64 %arg1 to ptr
  br label %lane.head

active.else:                                      ; preds = %item.body
  br i1 true, label %if.then29, label %if.end30

active.end:                                       ; preds = %if.end30, %round.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

lane.head:                                        ; preds = %tile.exit, %active.then
  %lane.iv = phi i64 [ 0, %active.then ], [ %lane.next, %tile.exit ]
  %34 = icmp slt i64 %lane.iv, 32
  br i1 %34, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store i64 0, ptr %above, align 4
  br label %tile.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

tile.head:                                        ; preds = %udiv.end, %lane.body
  %tile.iv = phi i64 [ %lane.iv, %lane.body ], [ %tile.next, %udiv.end ]
  %35 = icmp slt i64 %tile.iv, %25
  br i1 %35, label %tile.body, label %tile.exit

tile.body:                                        ; preds = %tile.head
  store i64 0, ptr %udiv.q, align 4
  store i64 0, ptr %udiv.r, align 4
  %36 = or i64 %tile.iv, %arg6
  %37 = lshr i64 %36, 32
  %38 = icmp eq i64 %37, 0
  br i1 %38, label %udiv.then, label %udiv.else

tile.exit:                                        ; preds = %tile.head
  %39 = load i64, ptr %above, align 4
  %40 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %39, ptr %40, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

udiv.then:                                        ; preds = %tile.body
  %41 = trunc i64 %tile.iv to i32
  %42 = trunc i64 %arg6 to i32
  %43 = udiv i32 %41, %42
  %44 = zext i32 %43 to i64
  store i64 %44, ptr %udiv.q, align 4
  %45 = mul i32 %43, %42
  %46 = sub i32 %41, %45
  %47 = zext i32 %46 to i64
  store i64 %47, ptr %udiv.r, align 4
  br label %udiv.end

udiv.else:                                        ; preds = %tile.body
  br label %udiv.bit.head

udiv.end:                                         ; preds = %udiv.bit.exit, %udiv.then
  %48 = load i64, ptr %udiv.q, align 4
  %49 = load i64, ptr %udiv.r, align 4
  %50 = mul i64 %48, %arg12
  %51 = add i64 %50, %row.iv
  %52 = mul i64 %51, %arg6
  %53 = add i64 %52, %49
  %54 = getelementptr i64, ptr %33, i64 %53
  %55 = load i64, ptr %54, align 4
  %56 = load i64, ptr %above, align 4
  %57 = add i64 %56, %55
  store i64 %57, ptr %above, align 4
  %tile.next = add nsw i64 %tile.iv, 32
  br label %tile.head, !llvm.loop !1

udiv.bit.head:                                    ; preds = %udiv.bit.body, %udiv.else
  %udiv.bit.iv = phi i64 [ 0, %udiv.else ], [ %udiv.bit.next, %udiv.bit.body ]
  %58 = icmp slt i64 %udiv.bit.iv, 64
  br i1 %58, label %udiv.bit.body, label %udiv.bit.exit

udiv.bit.body:                                    ; preds = %udiv.bit.head
  %59 = sub i64 63, %udiv.bit.iv
  %60 = lshr i64 %tile.iv, %59
  %61 = and i64 %60, 1
  %62 = load i64, ptr %udiv.r, align 4
  %63 = shl i64 %62, 1
  %64 = or i64 %63, %61
  %65 = icmp uge i64 %64, %arg6
  %66 = sub i64 %64, %arg6
  %67 = select i1 %65, i64 %66, i64 %64
  store i64 %67, ptr %udiv.r, align 4
  %68 = shl i64 1, %59
  %69 = select i1 %65, i64 %68, i64 0
  %70 = load i64, ptr %udiv.q, align 4
  %71 = or i64 %70, %69
  store i64 %71, ptr %udiv.q, align 4
  %udiv.bit.next = add nsw i64 %udiv.bit.iv, 1
  br label %udiv.bit.head, !llvm.loop !3

udiv.bit.exit:                                    ; preds = %udiv.bit.head
  br label %udiv.end

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %72 = icmp slt i64 %tree.iv, 5
  br i1 %72, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %73 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %74 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %75 = load i64, ptr %74, align 4
  %76 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %76, align 8, !invariant.load !0
  %77 = icmp slt i64 %8, %arg7
  %78 = icmp sge i64 %8, 0
  %79 = and i1 %78, %77
  br i1 true, label %if.then, label %if.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %80 = icmp slt i64 %tree.lane.iv, %73
  br i1 %80, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %81 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %82 = load i64, ptr %81, align 4
  %83 = add i64 %tree.lane.iv, %73
  %84 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %83
  %85 = load i64, ptr %84, align 4
  %86 = add i64 %82, %85
  %87 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %86, ptr %87, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

if.then:                                          ; preds = %tree.exit
  %88 = add i64 %75, 1
  %89 = select i1 %79, i64 %88, i64 0
  store i64 %89, ptr %21, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %tree.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %round.head

round.head:                                       ; preds = %if.end28, %if.end
  %round.iv = phi i64 [ 0, %if.end ], [ %round.next, %if.end28 ]
  %90 = icmp slt i64 %round.iv, 20
  br i1 %90, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %91 = load i64, ptr %prev, align 4
  br label %lane.head2

round.exit:                                       ; preds = %round.head
  br label %active.end

lane.head2:                                       ; preds = %list.exit, %round.body
  %lane.iv5 = phi i64 [ 0, %round.body ], [ %lane.next16, %list.exit ]
  %92 = icmp slt i64 %lane.iv5, 32
  br i1 %92, label %lane.body3, label %lane.exit4

lane.body3:                                       ; preds = %lane.head2
  store i64 -9223372036854775808, ptr %best, align 4
  br label %list.head

lane.exit4:                                       ; preds = %lane.head2
  br label %tree.head17

list.head:                                        ; preds = %udiv.end10, %lane.body3
  %list.iv = phi i64 [ %lane.iv5, %lane.body3 ], [ %list.next, %udiv.end10 ]
  %93 = icmp slt i64 %list.iv, %25
  br i1 %93, label %list.body, label %list.exit

list.body:                                        ; preds = %list.head
  store i64 0, ptr %udiv.q6, align 4
  store i64 0, ptr %udiv.r7, align 4
  %94 = or i64 %list.iv, %arg6
  %95 = lshr i64 %94, 32
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %udiv.then8, label %udiv.else9

list.exit:                                        ; preds = %list.head
  %97 = load i64, ptr %best, align 4
  %98 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %lane.iv5
  store i64 %97, ptr %98, align 4
  %lane.next16 = add nsw i64 %lane.iv5, 1
  br label %lane.head2

udiv.then8:                                       ; preds = %list.body
  %99 = trunc i64 %list.iv to i32
  %100 = trunc i64 %arg6 to i32
  %101 = udiv i32 %99, %100
  %102 = zext i32 %101 to i64
  store i64 %102, ptr %udiv.q6, align 4
  %103 = mul i32 %101, %100
  %104 = sub i32 %99, %103
  %105 = zext i32 %104 to i64
  store i64 %105, ptr %udiv.r7, align 4
  br label %udiv.end10

udiv.else9:                                       ; preds = %list.body
  br label %udiv.bit.head11

udiv.end10:                                       ; preds = %udiv.bit.exit13, %udiv.then8
  %106 = load i64, ptr %udiv.q6, align 4
  %107 = load i64, ptr %udiv.r7, align 4
  %108 = mul i64 %106, %arg12
  %109 = add i64 %108, %row.iv
  %110 = mul i64 %109, %arg6
  %111 = add i64 %110, %107
  %112 = mul i64 %111, 20
  %113 = getelementptr i64, ptr %31, i64 %112
  %114 = load i64, ptr %prev, align 4
  %115 = getelementptr i64, ptr %113, i64 10
  %116 = load i64, ptr %115, align 4
  %117 = icmp slt i64 %116, %114
  %118 = and i1 true, %117
  %119 = select i1 %118, i64 10, i64 20
  %120 = xor i1 %117, true
  %121 = and i1 true, %120
  %122 = select i1 %121, i64 11, i64 0
  %123 = icmp slt i64 %122, %119
  %124 = add i64 %122, %119
  %125 = lshr i64 %124, 1
  %126 = icmp slt i64 %125, 20
  %127 = select i1 %126, i64 %125, i64 19
  %128 = getelementptr i64, ptr %113, i64 %127
  %129 = load i64, ptr %128, align 4
  %130 = icmp slt i64 %129, %114
  %131 = and i1 %123, %130
  %132 = select i1 %131, i64 %125, i64 %119
  %133 = add i64 %125, 1
  %134 = xor i1 %130, true
  %135 = and i1 %123, %134
  %136 = select i1 %135, i64 %133, i64 %122
  %137 = icmp slt i64 %136, %132
  %138 = add i64 %136, %132
  %139 = lshr i64 %138, 1
  %140 = icmp slt i64 %139, 20
  %141 = select i1 %140, i64 %139, i64 19
  %142 = getelementptr i64, ptr %113, i64 %141
  %143 = load i64, ptr %142, align 4
  %144 = icmp slt i64 %143, %114
  %145 = and i1 %137, %144
  %146 = select i1 %145, i64 %139, i64 %132
  %147 = add i64 %139, 1
  %148 = xor i1 %144, true
  %149 = and i1 %137, %148
  %150 = select i1 %149, i64 %147, i64 %136
  %151 = icmp slt i64 %150, %146
  %152 = add i64 %150, %146
  %153 = lshr i64 %152, 1
  %154 = icmp slt i64 %153, 20
  %155 = select i1 %154, i64 %153, i64 19
  %156 = getelementptr i64, ptr %113, i64 %155
  %157 = load i64, ptr %156, align 4
  %158 = icmp slt i64 %157, %114
  %159 = and i1 %151, %158
  %160 = select i1 %159, i64 %153, i64 %146
  %161 = add i64 %153, 1
  %162 = xor i1 %158, true
  %163 = and i1 %151, %162
  %164 = select i1 %163, i64 %161, i64 %150
  %165 = icmp slt i64 %164, %160
  %166 = add i64 %164, %160
  %167 = lshr i64 %166, 1
  %168 = icmp slt i64 %167, 20
  %169 = select i1 %168, i64 %167, i64 19
  %170 = getelementptr i64, ptr %113, i64 %169
  %171 = load i64, ptr %170, align 4
  %172 = icmp slt i64 %171, %114
  %173 = and i1 %165, %172
  %174 = select i1 %173, i64 %167, i64 %160
  %175 = add i64 %167, 1
  %176 = xor i1 %172, true
  %177 = and i1 %165, %176
  %178 = select i1 %177, i64 %175, i64 %164
  %179 = icmp slt i64 %178, 20
  %180 = select i1 %179, i64 %178, i64 19
  %181 = getelementptr i64, ptr %113, i64 %180
  %182 = load i64, ptr %181, align 4
  %183 = icmp slt i64 %178, 20
  %184 = select i1 %183, i64 %182, i64 -9223372036854775808
  %185 = load i64, ptr %best, align 4
  %186 = icmp sgt i64 %184, %185
  %187 = icmp slt i64 %184, %91
  %188 = and i1 %187, %186
  %189 = select i1 %188, i64 %184, i64 %185
  store i64 %189, ptr %best, align 4
  %list.next = add nsw i64 %list.iv, 32
  br label %list.head, !llvm.loop !4

udiv.bit.head11:                                  ; preds = %udiv.bit.body12, %udiv.else9
  %udiv.bit.iv14 = phi i64 [ 0, %udiv.else9 ], [ %udiv.bit.next15, %udiv.bit.body12 ]
  %190 = icmp slt i64 %udiv.bit.iv14, 64
  br i1 %190, label %udiv.bit.body12, label %udiv.bit.exit13

udiv.bit.body12:                                  ; preds = %udiv.bit.head11
  %191 = sub i64 63, %udiv.bit.iv14
  %192 = lshr i64 %list.iv, %191
  %193 = and i64 %192, 1
  %194 = load i64, ptr %udiv.r7, align 4
  %195 = shl i64 %194, 1
  %196 = or i64 %195, %193
  %197 = icmp uge i64 %196, %arg6
  %198 = sub i64 %196, %arg6
  %199 = select i1 %197, i64 %198, i64 %196
  store i64 %199, ptr %udiv.r7, align 4
  %200 = shl i64 1, %191
  %201 = select i1 %197, i64 %200, i64 0
  %202 = load i64, ptr %udiv.q6, align 4
  %203 = or i64 %202, %201
  store i64 %203, ptr %udiv.q6, align 4
  %udiv.bit.next15 = add nsw i64 %udiv.bit.iv14, 1
  br label %udiv.bit.head11, !llvm.loop !5

udiv.bit.exit13:                                  ; preds = %udiv.bit.head11
  br label %udiv.end10

tree.head17:                                      ; preds = %tree.lane.exit23, %lane.exit4
  %tree.iv20 = phi i64 [ 0, %lane.exit4 ], [ %tree.next26, %tree.lane.exit23 ]
  %204 = icmp slt i64 %tree.iv20, 5
  br i1 %204, label %tree.body18, label %tree.exit19

tree.body18:                                      ; preds = %tree.head17
  %205 = lshr i64 16, %tree.iv20
  br label %tree.lane.head21

tree.exit19:                                      ; preds = %tree.head17
  %206 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 0
  %207 = load i64, ptr %206, align 4
  store i64 %207, ptr %prev, align 4
  %208 = icmp eq i64 %207, -9223372036854775808
  %209 = ashr i64 %207, 32
  %210 = trunc i64 %209 to i32
  %211 = xor i32 %210, 2147483647
  %212 = icmp sge i32 %210, 0
  %213 = select i1 %212, i32 %210, i32 %211
  %214 = bitcast i32 %213 to float
  %215 = and i64 %207, 4294967295
  %216 = sub i64 4294967295, %215
  br i1 true, label %if.then27, label %if.end28

tree.lane.head21:                                 ; preds = %tree.lane.body22, %tree.body18
  %tree.lane.iv24 = phi i64 [ 0, %tree.body18 ], [ %tree.lane.next25, %tree.lane.body22 ]
  %217 = icmp slt i64 %tree.lane.iv24, %205
  br i1 %217, label %tree.lane.body22, label %tree.lane.exit23

tree.lane.body22:                                 ; preds = %tree.lane.head21
  %218 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %tree.lane.iv24
  %219 = load i64, ptr %218, align 4
  %220 = add i64 %tree.lane.iv24, %205
  %221 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %220
  %222 = load i64, ptr %221, align 4
  %223 = icmp sgt i64 %222, %219
  %224 = select i1 %223, i64 %222, i64 %219
  %225 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %tree.lane.iv24
  store i64 %224, ptr %225, align 4
  %tree.lane.next25 = add nsw i64 %tree.lane.iv24, 1
  br label %tree.lane.head21

tree.lane.exit23:                                 ; preds = %tree.lane.head21
  %tree.next26 = add nsw i64 %tree.iv20, 1
  br label %tree.head17

if.then27:                                        ; preds = %tree.exit19
  %226 = getelementptr i64, ptr %14, i64 %round.iv
  %227 = select i1 %208, i64 -1, i64 %216
  store i64 %227, ptr %226, align 4
  %228 = getelementptr float, ptr %18, i64 %round.iv
  %229 = fsub float %214, %29
  %230 = fcmp uno float %229, %229
  %231 = select i1 %230, float 0x7FF8000000000000, float %229
  %232 = select i1 %208, float 0xFFF0000000000000, float %231
  store float %232, ptr %228, align 4
  br label %if.end28

if.end28:                                         ; preds = %if.then27, %tree.exit19
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !6

if.then29:                                        ; preds = %active.else
  br label %inactive.head

if.end30:                                         ; preds = %inactive.exit, %active.else
  br label %active.end

inactive.head:                                    ; preds = %inactive.body, %if.then29
  %inactive.iv = phi i64 [ 0, %if.then29 ], [ %inactive.next, %inactive.body ]
  %233 = icmp slt i64 %inactive.iv, 20
  br i1 %233, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %234 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %234, align 4
  %235 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %235, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !7

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %21, align 4
  br label %if.end30
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
