; golden IR for tests/codegen/golden_test.cpp (top-k merge of the sorted tile lists)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_merge;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_merge"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_merge(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %best = alloca i64, align 8
  %lanes1 = alloca [32 x i64], align 8
  %prev = alloca i64, align 8
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
  br i1 true, label %if.then19, label %if.end20

active.end:                                       ; preds = %if.end20, %round.exit
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

tile.head:                                        ; preds = %tile.body, %lane.body
  %tile.iv = phi i64 [ %lane.iv, %lane.body ], [ %tile.next, %tile.body ]
  %35 = icmp slt i64 %tile.iv, %25
  br i1 %35, label %tile.body, label %tile.exit

tile.body:                                        ; preds = %tile.head
  %36 = sdiv i64 %tile.iv, %arg6
  %37 = srem i64 %tile.iv, %arg6
  %38 = mul i64 %36, %arg12
  %39 = add i64 %38, %row.iv
  %40 = mul i64 %39, %arg6
  %41 = add i64 %40, %37
  %42 = getelementptr i64, ptr %33, i64 %41
  %43 = load i64, ptr %42, align 4
  %44 = load i64, ptr %above, align 4
  %45 = add i64 %44, %43
  store i64 %45, ptr %above, align 4
  %tile.next = add nsw i64 %tile.iv, 32
  br label %tile.head, !llvm.loop !1

tile.exit:                                        ; preds = %tile.head
  %46 = load i64, ptr %above, align 4
  %47 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %lane.iv
  store i64 %46, ptr %47, align 4
  %lane.next = add nsw i64 %lane.iv, 1
  br label %lane.head

tree.head:                                        ; preds = %tree.lane.exit, %lane.exit
  %tree.iv = phi i64 [ 0, %lane.exit ], [ %tree.next, %tree.lane.exit ]
  %48 = icmp slt i64 %tree.iv, 5
  br i1 %48, label %tree.body, label %tree.exit

tree.body:                                        ; preds = %tree.head
  %49 = lshr i64 16, %tree.iv
  br label %tree.lane.head

tree.exit:                                        ; preds = %tree.head
  %50 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 0
  %51 = load i64, ptr %50, align 4
  %52 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %52, align 8, !invariant.load !0
  %53 = icmp slt i64 %8, %arg7
  %54 = icmp sge i64 %8, 0
  %55 = and i1 %54, %53
  br i1 true, label %if.then, label %if.end

tree.lane.head:                                   ; preds = %tree.lane.body, %tree.body
  %tree.lane.iv = phi i64 [ 0, %tree.body ], [ %tree.lane.next, %tree.lane.body ]
  %56 = icmp slt i64 %tree.lane.iv, %49
  br i1 %56, label %tree.lane.body, label %tree.lane.exit

tree.lane.body:                                   ; preds = %tree.lane.head
  %57 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  %58 = load i64, ptr %57, align 4
  %59 = add i64 %tree.lane.iv, %49
  %60 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %59
  %61 = load i64, ptr %60, align 4
  %62 = add i64 %58, %61
  %63 = getelementptr inbounds [32 x i64], ptr %lanes, i64 0, i64 %tree.lane.iv
  store i64 %62, ptr %63, align 4
  %tree.lane.next = add nsw i64 %tree.lane.iv, 1
  br label %tree.lane.head

tree.lane.exit:                                   ; preds = %tree.lane.head
  %tree.next = add nsw i64 %tree.iv, 1
  br label %tree.head

if.then:                                          ; preds = %tree.exit
  %64 = add i64 %51, 1
  %65 = select i1 %55, i64 %64, i64 0
  store i64 %65, ptr %21, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %tree.exit
  store i64 9223372036854775807, ptr %prev, align 4
  br label %round.head

round.head:                                       ; preds = %if.end18, %if.end
  %round.iv = phi i64 [ 0, %if.end ], [ %round.next, %if.end18 ]
  %66 = icmp slt i64 %round.iv, 20
  br i1 %66, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %67 = load i64, ptr %prev, align 4
  br label %lane.head2

round.exit:                                       ; preds = %round.head
  br label %active.end

lane.head2:                                       ; preds = %list.exit, %round.body
  %lane.iv5 = phi i64 [ 0, %round.body ], [ %lane.next6, %list.exit ]
  %68 = icmp slt i64 %lane.iv5, 32
  br i1 %68, label %lane.body3, label %lane.exit4

lane.body3:                                       ; preds = %lane.head2
  store i64 -9223372036854775808, ptr %best, align 4
  br label %list.head

lane.exit4:                                       ; preds = %lane.head2
  br label %tree.head7

list.head:                                        ; preds = %list.body, %lane.body3
  %list.iv = phi i64 [ %lane.iv5, %lane.body3 ], [ %list.next, %list.body ]
  %69 = icmp slt i64 %list.iv, %25
  br i1 %69, label %list.body, label %list.exit

list.body:                                        ; preds = %list.head
  %70 = sdiv i64 %list.iv, %arg6
  %71 = srem i64 %list.iv, %arg6
  %72 = mul i64 %70, %arg12
  %73 = add i64 %72, %row.iv
  %74 = mul i64 %73, %arg6
  %75 = add i64 %74, %71
  %76 = mul i64 %75, 20
  %77 = getelementptr i64, ptr %31, i64 %76
  %78 = load i64, ptr %prev, align 4
  %79 = getelementptr i64, ptr %77, i64 10
  %80 = load i64, ptr %79, align 4
  %81 = icmp slt i64 %80, %78
  %82 = and i1 true, %81
  %83 = select i1 %82, i64 10, i64 20
  %84 = xor i1 %81, true
  %85 = and i1 true, %84
  %86 = select i1 %85, i64 11, i64 0
  %87 = icmp slt i64 %86, %83
  %88 = add i64 %86, %83
  %89 = lshr i64 %88, 1
  %90 = icmp slt i64 %89, 20
  %91 = select i1 %90, i64 %89, i64 19
  %92 = getelementptr i64, ptr %77, i64 %91
  %93 = load i64, ptr %92, align 4
  %94 = icmp slt i64 %93, %78
  %95 = and i1 %87, %94
  %96 = select i1 %95, i64 %89, i64 %83
  %97 = add i64 %89, 1
  %98 = xor i1 %94, true
  %99 = and i1 %87, %98
  %100 = select i1 %99, i64 %97, i64 %86
  %101 = icmp slt i64 %100, %96
  %102 = add i64 %100, %96
  %103 = lshr i64 %102, 1
  %104 = icmp slt i64 %103, 20
  %105 = select i1 %104, i64 %103, i64 19
  %106 = getelementptr i64, ptr %77, i64 %105
  %107 = load i64, ptr %106, align 4
  %108 = icmp slt i64 %107, %78
  %109 = and i1 %101, %108
  %110 = select i1 %109, i64 %103, i64 %96
  %111 = add i64 %103, 1
  %112 = xor i1 %108, true
  %113 = and i1 %101, %112
  %114 = select i1 %113, i64 %111, i64 %100
  %115 = icmp slt i64 %114, %110
  %116 = add i64 %114, %110
  %117 = lshr i64 %116, 1
  %118 = icmp slt i64 %117, 20
  %119 = select i1 %118, i64 %117, i64 19
  %120 = getelementptr i64, ptr %77, i64 %119
  %121 = load i64, ptr %120, align 4
  %122 = icmp slt i64 %121, %78
  %123 = and i1 %115, %122
  %124 = select i1 %123, i64 %117, i64 %110
  %125 = add i64 %117, 1
  %126 = xor i1 %122, true
  %127 = and i1 %115, %126
  %128 = select i1 %127, i64 %125, i64 %114
  %129 = icmp slt i64 %128, %124
  %130 = add i64 %128, %124
  %131 = lshr i64 %130, 1
  %132 = icmp slt i64 %131, 20
  %133 = select i1 %132, i64 %131, i64 19
  %134 = getelementptr i64, ptr %77, i64 %133
  %135 = load i64, ptr %134, align 4
  %136 = icmp slt i64 %135, %78
  %137 = and i1 %129, %136
  %138 = select i1 %137, i64 %131, i64 %124
  %139 = add i64 %131, 1
  %140 = xor i1 %136, true
  %141 = and i1 %129, %140
  %142 = select i1 %141, i64 %139, i64 %128
  %143 = icmp slt i64 %142, 20
  %144 = select i1 %143, i64 %142, i64 19
  %145 = getelementptr i64, ptr %77, i64 %144
  %146 = load i64, ptr %145, align 4
  %147 = icmp slt i64 %142, 20
  %148 = select i1 %147, i64 %146, i64 -9223372036854775808
  %149 = load i64, ptr %best, align 4
  %150 = icmp sgt i64 %148, %149
  %151 = icmp slt i64 %148, %67
  %152 = and i1 %151, %150
  %153 = select i1 %152, i64 %148, i64 %149
  store i64 %153, ptr %best, align 4
  %list.next = add nsw i64 %list.iv, 32
  br label %list.head, !llvm.loop !3

list.exit:                                        ; preds = %list.head
  %154 = load i64, ptr %best, align 4
  %155 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %lane.iv5
  store i64 %154, ptr %155, align 4
  %lane.next6 = add nsw i64 %lane.iv5, 1
  br label %lane.head2

tree.head7:                                       ; preds = %tree.lane.exit13, %lane.exit4
  %tree.iv10 = phi i64 [ 0, %lane.exit4 ], [ %tree.next16, %tree.lane.exit13 ]
  %156 = icmp slt i64 %tree.iv10, 5
  br i1 %156, label %tree.body8, label %tree.exit9

tree.body8:                                       ; preds = %tree.head7
  %157 = lshr i64 16, %tree.iv10
  br label %tree.lane.head11

tree.exit9:                                       ; preds = %tree.head7
  %158 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 0
  %159 = load i64, ptr %158, align 4
  store i64 %159, ptr %prev, align 4
  %160 = icmp eq i64 %159, -9223372036854775808
  %161 = ashr i64 %159, 32
  %162 = trunc i64 %161 to i32
  %163 = xor i32 %162, 2147483647
  %164 = icmp sge i32 %162, 0
  %165 = select i1 %164, i32 %162, i32 %163
  %166 = bitcast i32 %165 to float
  %167 = and i64 %159, 4294967295
  %168 = sub i64 4294967295, %167
  br i1 true, label %if.then17, label %if.end18

tree.lane.head11:                                 ; preds = %tree.lane.body12, %tree.body8
  %tree.lane.iv14 = phi i64 [ 0, %tree.body8 ], [ %tree.lane.next15, %tree.lane.body12 ]
  %169 = icmp slt i64 %tree.lane.iv14, %157
  br i1 %169, label %tree.lane.body12, label %tree.lane.exit13

tree.lane.body12:                                 ; preds = %tree.lane.head11
  %170 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %tree.lane.iv14
  %171 = load i64, ptr %170, align 4
  %172 = add i64 %tree.lane.iv14, %157
  %173 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %172
  %174 = load i64, ptr %173, align 4
  %175 = icmp sgt i64 %174, %171
  %176 = select i1 %175, i64 %174, i64 %171
  %177 = getelementptr inbounds [32 x i64], ptr %lanes1, i64 0, i64 %tree.lane.iv14
  store i64 %176, ptr %177, align 4
  %tree.lane.next15 = add nsw i64 %tree.lane.iv14, 1
  br label %tree.lane.head11

tree.lane.exit13:                                 ; preds = %tree.lane.head11
  %tree.next16 = add nsw i64 %tree.iv10, 1
  br label %tree.head7

if.then17:                                        ; preds = %tree.exit9
  %178 = getelementptr i64, ptr %14, i64 %round.iv
  %179 = select i1 %160, i64 -1, i64 %168
  store i64 %179, ptr %178, align 4
  %180 = getelementptr float, ptr %18, i64 %round.iv
  %181 = fsub float %166, %29
  %182 = fcmp uno float %181, %181
  %183 = select i1 %182, float 0x7FF8000000000000, float %181
  %184 = select i1 %160, float 0xFFF0000000000000, float %183
  store float %184, ptr %180, align 4
  br label %if.end18

if.end18:                                         ; preds = %if.then17, %tree.exit9
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !4

if.then19:                                        ; preds = %active.else
  br label %inactive.head

if.end20:                                         ; preds = %inactive.exit, %active.else
  br label %active.end

inactive.head:                                    ; preds = %inactive.body, %if.then19
  %inactive.iv = phi i64 [ 0, %if.then19 ], [ %inactive.next, %inactive.body ]
  %185 = icmp slt i64 %inactive.iv, 20
  br i1 %185, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %186 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %186, align 4
  %187 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %187, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !5

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %21, align 4
  br label %if.end20
}

attributes #0 = { nounwind "no-trapping-math"="true" }

!0 = !{}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
!3 = distinct !{!3, !2}
!4 = distinct !{!4, !2}
!5 = distinct !{!5, !2}
