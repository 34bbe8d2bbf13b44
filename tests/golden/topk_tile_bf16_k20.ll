; golden IR for tests/codegen/golden_test.cpp (top-k candidates per tile and the rank's count)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_tile;target=host+avx2+f16c+fma;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_tile"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_tile(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %best29 = alloca i64, align 8
  %lanes24 = alloca [32 x i64], align 8
  %prev = alloca i64, align 8
  %eligible = alloca i64, align 8
  %above = alloca i64, align 8
  %lanes5 = alloca [32 x i64], align 8
  %lanes6 = alloca [32 x i64], align 8
  %best = alloca i64, align 8
  %lanes = alloca [32 x i64], align 8
  %tprev = alloca i64, align 8
  %owner = alloca i64, align 8
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
  %7 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %7, align 8, !invariant.load !0
  %8 = inttoptr i64 %arg2 to ptr
  %9 = getelementptr i64, ptr %8, i64 %row.iv
  %10 = load i64, ptr %9, align 4
  %11 = getelementptr inbounds i64, ptr %0, i64 4
  %arg4 = load i64, ptr %11, align 8, !invariant.load !0
  %12 = icmp ne i64 %10, %arg4
  br i1 %12, label %if.then, label %if.end

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

if.then:                                          ; preds = %item.body
  %13 = mul i64 %item.iv, 2374
  %14 = add i64 %13, 2374
  %15 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %15, align 8, !invariant.load !0
  %16 = icmp slt i64 %arg7, %14
  %17 = select i1 %16, i64 %arg7, i64 %14
  %18 = sub i64 %17, %13
  %19 = icmp slt i64 %18, 0
  %20 = select i1 %19, i64 0, i64 %18
  %21 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %21, align 8, !invariant.load !0
  %22 = mul i64 %row.iv, %arg1
  %23 = mul i64 %22, 2
  %24 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %24, align 8, !invariant.load !0
  %25 = inttoptr i64 %arg0 to ptr
  %26 = getelementptr i8, ptr %25, i64 %23
  %27 = getelementptr inbounds i64, ptr %0, i64 5
  %arg5 = load i64, ptr %27, align 8, !invariant.load !0
  %28 = add i64 %arg5, %13
  %29 = getelementptr inbounds i64, ptr %0, i64 11
  %arg11 = load i64, ptr %29, align 8, !invariant.load !0
  %30 = icmp slt i64 %10, %arg11
  %31 = icmp sge i64 %10, 0
  %32 = and i1 %31, %30
  %33 = select i1 %32, i64 %10, i64 0
  %34 = getelementptr inbounds i64, ptr %0, i64 6
  %arg61 = load i64, ptr %34, align 8, !invariant.load !0
  %35 = getelementptr inbounds i64, ptr %0, i64 10
  %arg10 = load i64, ptr %35, align 8, !invariant.load !0
  store i64 0, ptr %owner, align 4
  br label %owner.head

if.end:                                           ; preds = %if.end49, %item.body
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

owner.head:                                       ; preds = %owner.body, %if.then
  %owner.iv = phi i64 [ 1, %if.then ], [ %owner.next, %owner.body ]
  %36 = icmp slt i64 %owner.iv, %arg10
  br i1 %36, label %owner.body, label %owner.exit

owner.body:                                       ; preds = %owner.head
  %37 = mul i64 %owner.iv, %arg61
  %38 = icmp sge i64 %33, %37
  %39 = zext i1 %38 to i64
  %40 = load i64, ptr %owner, align 4
  %41 = add i64 %40, %39
  store i64 %41, ptr %owner, align 4
  %owner.next = add nsw i64 %owner.iv, 1
  br label %owner.head, !llvm.loop !1

owner.exit:                                       ; preds = %owner.head
  %42 = load i64, ptr %owner, align 4
  %43 = getelementptr inbounds i64, ptr %0, i64 16
  %arg16 = load i64, ptr %43, align 8, !invariant.load !0
  %44 = mul i64 %42, %arg16
  %45 = add i64 %44, %row.iv
  %46 = getelementptr inbounds i64, ptr %0, i64 9
  %arg9 = load i64, ptr %46, align 8, !invariant.load !0
  %47 = inttoptr i64 %arg9 to ptr
  %48 = getelementptr float, ptr %47, i64 %45
  %49 = load float, ptr %48, align 4
  %50 = bitcast float %49 to i32
  %51 = fcmp uno float %49, %49
  %52 = select i1 %51, i32 2143289344, i32 %50
  %53 = xor i32 %52, 2147483647
  %54 = icmp sge i32 %52, 0
  %55 = select i1 %54, i32 %52, i32 %53
  %56 = getelementptr inbounds i64, ptr %0, i64 10
  %arg102 = load i64, ptr %56, align 8, !invariant.load !0
  %57 = getelementptr inbounds i64, ptr %0, i64 16
  %arg163 = load i64, ptr %57, align 8, !invariant.load !0
  %58 = getelementptr inbounds i64, ptr %0, i64 6
  %arg64 = load i64, ptr %58, align 8, !invariant.load !0
  %59 = sdiv i64 %arg64, 2374
  %60 = getelementptr inbounds i64, ptr %0, i64 13
  %arg13 = load i64, ptr %60, align 8, !invariant.load !0
  %61 = getelementptr inbounds i64, ptr %0, i64 12
  %arg12 = load i64, ptr %61, align 8, !invariant.load !0
  %62 = inttoptr i64 %arg12 to ptr
  store i64 9223372036854775807, ptr %tprev, align 4
  br label %theta.head

theta.head:                                       ; preds = %tree.exit, %owner.exit
  %theta.iv = phi i64 [ 0, %owner.exit ], [ %theta.next, %tree.exit ]
  %63 = icmp slt i64 %theta.iv, 20
  br i1 %63, label %theta.body, label %theta.exit

theta.body:                                       ; preds = %theta.head
  %64 = load i64, ptr %tprev, align 4
  br label %lane.head

theta.exit:                                       ; preds = %theta.head
  %65 = load i64, ptr %tprev, align 4
  %66 = ashr i64 %65, 32
  %67 = trunc i64 %66 to i32
  %68 = icmp eq i64 %65, -9223372036854775808
  %69 = select i1 %68, i32 -2147483648, i32 %67
  br label %lane.head7

lane.head:                                        ; preds = %q.exit, %theta.body
  %lane.iv = phi i64 [ 0, %theta.body ], [ %lane.next, %q.exit ]
  %70 = icmp slt i64 %lane.iv, 32
  br i1 %70, label %lane.body, label %lane.exit

lane.body:                                        ; preds = %lane.head
  store i64 -9223372036854775808, ptr %best, align 4
  br label %q.head

lane.exit:                                        ; preds = %lane.head
  br label %tree.head

q.head:                                           ; preds = %j.exit, %lane.body
  %q.iv = phi i64 [ 0, %lane.body ], [ %q.next, %j.exit ]
  %71 = icmp slt i64 %q.iv, %arg102
  br i1 %71, label %q.body, label %q.exit

q.body:                                           ; preds = %q.head
  br label %j.head

q.exit:                                           ; preds = %q.head
  %72 = load i64, ptr %best, align 4
  %73 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %72, ptr %73, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

j.head:                                           ; preds = %j.body, %q.body
  %j.iv = phi i64 [ %lane.iv, %q.body ], [ %j.next, %j.body ]
  %74 = icmp slt i64 %j.iv, %59
  br i1 %74, label %j.body, label %j.exit

j.body:                                           ; preds = %j.head
  %75 = mul i64 %q.iv, %arg163
  %76 = add i64 %75, %row.iv
  %77 = mul i64 %76, %59
  %78 = add i64 %77, %j.iv
  %79 = mul i64 %78, %arg13
  %80 = getelementptr float, ptr %62, i64 %79
  %81 = load float, ptr %80, align 4
  %82 = fcmp une float %81, 0xFFF0000000000000
  %83 = bitcast float %81 to i32
  %84 = fcmp uno float %81, %81
  %85 = select i1 %84, i32 2143289344, i32 %83
  %86 = xor i32 %85, 2147483647
  %87 = icmp sge i32 %85, 0
  %88 = select i1 %87, i32 %85, i32 %86
  %89 = mul i64 %q.iv, %59
  %90 = add i64 %89, %j.iv
  %91 = sext i32 %88 to i64
  %92 = shl i64 %91, 32
  %93 = or i64 %92, %90
  %94 = load i64, ptr %best, align 4
  %95 = icmp sgt i64 %93, %94
  %96 = icmp slt i64 %93, %64
  %97 = and i1 %96, %95
  %98 = and i1 %82, %97
  %99 = select i1 %98, i64 %93, i64 %94
  store i64 %99, ptr %best, align 4
  %j.next = add nsw i64 %j.iv, 32
  br label %j.head, !llvm.loop !3

j.exit:                                           ; preds = %j.head
  %q.next = add nsw i64 %q.iv, 1
  br label %q.head, !llvm.loop !4

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %100 = icmp slt i64 %tree.iv, 5
  br i1 %100, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %101 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %102 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %103 = load i64, ptr %102, align 4
  store i64 %103, ptr %tprev, align 4
  %theta.next = add nsw i64 %theta.iv, 1
  br label %theta.head, !llvm.loop !5

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %104 = icmp slt i64 %tree.lane.iv, %101
  br i1 %104, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %105 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %106 = load i64, ptr %105, align 4
  %107 = add i64 %tree.lane.iv, %101
  %108 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %107
  %109 = load i64, ptr %108, align 4
  %110 = icmp sgt i64 %109, %106
  %111 = select i1 %110, i64 %109, i64 %106
  %112 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %111, ptr %112, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

lane.head7:                                       ; preds = %col.exit, %theta.exit
  %lane.iv10 = phi i64 [ 0, %theta.exit ], [ %lane.next11, %col.exit ]
  %113 = icmp slt i64 %lane.iv10, 32
  br i1 %113, label %lane.body8, label %lane.exit9

lane.body8:                                       ; preds = %lane.head7
  store i64 0, ptr %above, align 4
  store i64 0, ptr %eligible, align 4
  br label %col.head

lane.exit9:                                       ; preds = %lane.head7
  br label %tree.head12

col.head:                                         ; preds = %col.body, %lane.body8
  %col.iv = phi i64 [ %lane.iv10, %lane.body8 ], [ %col.next, %col.body ]
  %114 = icmp slt i64 %col.iv, %20
  br i1 %114, label %col.body, label %col.exit

col.body:                                         ; preds = %col.head
  %115 = add i64 %13, %col.iv
  %116 = mul i64 %115, 2
  %117 = getelementptr i8, ptr %26, i64 %116
  %118 = load i16, ptr %117, align 2, !invariant.load !0
  %119 = zext i16 %118 to i32
  %120 = shl i32 %119, 16
  %121 = bitcast i32 %120 to float
  %122 = add i64 %28, %col.iv
  %123 = bitcast float %121 to i32
  %124 = fcmp uno float %121, %121
  %125 = select i1 %124, i32 2143289344, i32 %123
  %126 = xor i32 %125, 2147483647
  %127 = icmp sge i32 %125, 0
  %128 = select i1 %127, i32 %125, i32 %126
  %129 = sext i32 %128 to i64
  %130 = shl i64 %129, 32
  %131 = sub i64 4294967295, %122
  %132 = or i64 %130, %131
  %133 = bitcast float %121 to i32
  %134 = fcmp uno float %121, %121
  %135 = select i1 %134, i32 2143289344, i32 %133
  %136 = xor i32 %135, 2147483647
  %137 = icmp sge i32 %135, 0
  %138 = select i1 %137, i32 %135, i32 %136
  %139 = icmp sgt i32 %138, %55
  %140 = and i1 %32, %139
  %141 = zext i1 %140 to i64
  %142 = load i64, ptr %above, align 4
  %143 = add i64 %142, %141
  store i64 %143, ptr %above, align 4
  %144 = icmp sge i32 %138, %69
  %145 = zext i1 %144 to i64
  %146 = load i64, ptr %eligible, align 4
  %147 = add i64 %146, %145
  store i64 %147, ptr %eligible, align 4
  %col.next = add nsw i64 %col.iv, 32
  br label %col.head

col.exit:                                         ; preds = %col.head
  %148 = load i64, ptr %above, align 4
  %149 = load i64, ptr %eligible, align 4
  %150 = getelementptr inbounds [32 x i64], ptr %lanes5, i64 0, i64 %lane.iv10
  store i64 %148, ptr %150, align 4
  %151 = getelementptr inbounds [32 x i64], ptr %lanes6, i64 0, i64 %lane.iv10
  store i64 %149, ptr %151, align 4
  %lane.next11 = add nsw i64 %lane.iv10, 1
  br label %lane.head7

tree.head12:                                      ; preds = %tree.lane.exit18, %lane.exit9
  %tree.iv15 = phi i64 [ 0, %lane.exit9 ], [ %tree.next21, %tree.lane.exit18 ]
  %152 = icmp slt i64 %tree.iv15, 5
  br i1 %152, label %tree.body13, label %tree.exit14

tree.body13:                                      ; preds = %tree.head12
  %153 = lshr i64 16, %tree.iv15
  br label %tree.lane.head16

tree.exit14:                                      ; preds = %tree.head12
  %154 = getelementptr inbounds [32 x i64], ptr %lanes5, i64 0, i64 0
  %155 = load i64, ptr %154, align 4
  %156 = getelementptr inbounds [32 x i64], ptr %lanes6, i64 0, i64 0
  %157 = load i64, ptr %156, align 4
  %158 = mul i64 %row.iv, %59
  %159 = add i64 %158, %item.iv
  br i1 true, label %if.then22, label %if.end23

tree.lane.head16:                                 ; preds = %tree.lane.body17, %tree.body13
  %tree.lane.iv19 = phi i64 [ 0, %tree.body13 ], [ %tree.lane.next20, %tree.lane.body17 ]
  %160 = icmp slt i64 %tree.lane.iv19, %153
  br i1 %160, label %tree.lane.body17, label %tree.lane.exit18

tree.lane.body17:                                 ; preds = %tree.lane.head16
  %161 = getelementptr inbounds [32 x i64], ptr %lanes5, i64 0, i64 %tree.lane.iv19
  %162 = load i64, ptr %161, align 4
  %163 = add i64 %tree.lane.iv19, %153
  %164 = getelementptr inbounds [32 x i64], ptr %lanes5, i64 0, i64 %163
  %165 = load i64, ptr %164, align 4
  %166 = getelementptr inbounds [32 x i64], ptr %lanes6, i64 0, i64 %tree.lane.iv19
  %167 = load i64, ptr %166, align 4
  %168 = add i64 %tree.lane.iv19, %153
  %169 = getelementptr inbounds [32 x i64], ptr %lanes6, i64 0, i64 %168
  %170 = load i64, ptr %169, align 4
  %171 = add i64 %162, %165
  %172 = add i64 %167, %170
  %173 = getelementptr inbounds [32 x i64], ptr %lanes5, i64 0, i64 %tree.lane.iv19
  store i64 %171, ptr %173, align 4
  %174 = getelementptr inbounds [32 x i64], ptr %lanes6, i64 0, i64 %tree.lane.iv19
  store i64 %172, ptr %174, align 4
  %tree.lane.next20 = add nsw i64 %tree.lane.iv19, 1
  br label %tree.lane.head16

tree.lane.exit18:                                 ; preds = %tree.lane.head16
  %tree.next21 = add nsw i64 %tree.iv15, 1
  br label %tree.head12

if.then22:                                        ; preds = %tree.exit14
  %175 = getelementptr inbounds i64, ptr %0, i64 15
  %arg15 = load i64, ptr %175, align 8, !invariant.load !0
  %176 = inttoptr i64 %arg15 to ptr
  %177 = getelementptr i64, ptr %176, i64 %159
  store i64 %155, ptr %177, align 4
  br label %if.end23

if.end23:                                         ; preds = %if.then22, %tree.exit14
  %178 = icmp slt i64 %157, 20
  %179 = select i1 %178, i64 %157, i64 20
  store i64 9223372036854775807, ptr %prev, align 4
  %180 = mul i64 %159, 20
  %181 = getelementptr inbounds i64, ptr %0, i64 14
  %arg14 = load i64, ptr %181, align 8, !invariant.load !0
  %182 = inttoptr i64 %arg14 to ptr
  %183 = getelementptr i64, ptr %182, i64 %180
  br label %round.head

round.head:                                       ; preds = %if.end47, %if.end23
  %round.iv = phi i64 [ 0, %if.end23 ], [ %round.next, %if.end47 ]
  %184 = icmp slt i64 %round.iv, %179
  br i1 %184, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %185 = load i64, ptr %prev, align 4
  br label %lane.head25

round.exit:                                       ; preds = %round.head
  br i1 true, label %if.then48, label %if.end49

lane.head25:                                      ; preds = %col.exit32, %round.body
  %lane.iv28 = phi i64 [ 0, %round.body ], [ %lane.next35, %col.exit32 ]
  %186 = icmp slt i64 %lane.iv28, 32
  br i1 %186, label %lane.body26, label %lane.exit27

lane.body26:                                      ; preds = %lane.head25
  store i64 -9223372036854775808, ptr %best29, align 4
  br label %col.head30

lane.exit27:                                      ; preds = %lane.head25
  br label %tree.head36

col.head30:                                       ; preds = %col.body31, %lane.body26
  %col.iv33 = phi i64 [ %lane.iv28, %lane.body26 ], [ %col.next34, %col.body31 ]
  %187 = icmp slt i64 %col.iv33, %20
  br i1 %187, label %col.body31, label %col.exit32

col.body31:                                       ; preds = %col.head30
  %188 = add i64 %13, %col.iv33
  %189 = mul i64 %188, 2
  %190 = getelementptr i8, ptr %26, i64 %189
  %191 = load i16, ptr %190, align 2, !invariant.load !0
  %192 = zext i16 %191 to i32
  %193 = shl i32 %192, 16
  %194 = bitcast i32 %193 to float
  %195 = add i64 %28, %col.iv33
  %196 = bitcast float %194 to i32
  %197 = fcmp uno float %194, %194
  %198 = select i1 %197, i32 2143289344, i32 %196
  %199 = xor i32 %198, 2147483647
  %200 = icmp sge i32 %198, 0
  %201 = select i1 %200, i32 %198, i32 %199
  %202 = sext i32 %201 to i64
  %203 = shl i64 %202, 32
  %204 = sub i64 4294967295, %195
  %205 = or i64 %203, %204
  %206 = load i64, ptr %best29, align 4
  %207 = icmp sgt i64 %205, %206
  %208 = icmp slt i64 %205, %185
  %209 = and i1 %208, %207
  %210 = select i1 %209, i64 %205, i64 %206
  store i64 %210, ptr %best29, align 4
  %col.next34 = add nsw i64 %col.iv33, 32
  br label %col.head30

col.exit32:                                       ; preds = %col.head30
  %211 = load i64, ptr %best29, align 4
  %212 = getelementptr inbounds [32 x i64], ptr %lanes24, i64 0, i64 %lane.iv28
  store i64 %211, ptr %212, align 4
  %lane.next35 = add nsw i64 %lane.iv28, 1
  br label %lane.head25

tree.head36:                                      ; preds = %tree.lane.exit42, %lane.exit27
  %tree.iv39 = phi i64 [ 0, %lane.exit27 ], [ %tree.next45, %tree.lane.exit42 ]
  %213 = icmp slt i64 %tree.iv39, 5
  br i1 %213, label %tree.body37, label %tree.exit38

tree.body37:                                      ; preds = %tree.head36
  %214 = lshr i64 16, %tree.iv39
  br label %tree.lane.head40

tree.exit38:                                      ; preds = %tree.head36
  %215 = getelementptr inbounds [32 x i64], ptr %lanes24, i64 0, i64 0
  %216 = load i64, ptr %215, align 4
  br i1 true, label %if.then46, label %if.end47

tree.lane.head40:                                 ; preds = %tree.lane.body41, %tree.body37
  %tree.lane.iv43 = phi i64 [ 0, %tree.body37 ], [ %tree.lane.next44, %tree.lane.body41 ]
  %217 = icmp slt i64 %tree.lane.iv43, %214
  br i1 %217, label %tree.lane.body41, label %tree.lane.exit42

tree.lane.body41:                                 ; preds = %tree.lane.head40
  %218 = getelementptr inbounds [32 x i64], ptr %lanes24, i64 0, i64 %tree.lane.iv43
  %219 = load i64, ptr %218, align 4
  %220 = add i64 %tree.lane.iv43, %214
  %221 = getelementptr inbounds [32 x i64], ptr %lanes24, i64 0, i64 %220
  %222 = load i64, ptr %221, align 4
  %223 = icmp sgt i64 %222, %219
  %224 = select i1 %223, i64 %222, i64 %219
  %225 = getelementptr inbounds [32 x i64], ptr %lanes24, i64 0, i64 %tree.lane.iv43
  store i64 %224, ptr %225, align 4
  %tree.lane.next44 = add nsw i64 %tree.lane.iv43, 1
  br label %tree.lane.head40

tree.lane.exit42:                                 ; preds = %tree.lane.head40
  %tree.next45 = add nsw i64 %tree.iv39, 1
  br label %tree.head36

if.then46:                                        ; preds = %tree.exit38
  %226 = getelementptr i64, ptr %183, i64 %round.iv
  store i64 %216, ptr %226, align 4
  br label %if.end47

if.end47:                                         ; preds = %if.then46, %tree.exit38
  store i64 %216, ptr %prev, align 4
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !6

if.then48:                                        ; preds = %round.exit
  br label %none.head

if.end49:                                         ; preds = %none.exit, %round.exit
  br label %if.end

none.head:                                        ; preds = %none.body, %if.then48
  %none.iv = phi i64 [ %179, %if.then48 ], [ %none.next, %none.body ]
  %227 = icmp slt i64 %none.iv, 20
  br i1 %227, label %none.body, label %none.exit

none.body:                                        ; preds = %none.head
  %228 = getelementptr i64, ptr %183, i64 %none.iv
  store i64 -9223372036854775808, ptr %228, align 4
  %none.next = add nsw i64 %none.iv, 1
  br label %none.head, !llvm.loop !7

none.exit:                                        ; preds = %none.head
  br label %if.end49
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
