; golden IR for tests/codegen/golden_test.cpp (top-k merge of the sorted tile lists)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_merge;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_merge"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_merge(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %go = alloca i1, align 1
  %j = alloca i64, align 8
  %best = alloca i64, align 8
  %prev = alloca i64, align 8
  %above = alloca i64, align 8
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
  br i1 %10, label %active.then, label %active.else

item.exit:                                        ; preds = %item.head
  %row.next = add nsw i64 %row.iv, 1
  br label %row.head

active.then:                                      ; preds = %item.body
  %25 = getelementptr inbounds i64, ptr %0, i64 8
  %arg8 = load i64, ptr %25, align 8, !invariant.load !0
  %26 = inttoptr i64 %arg8 to ptr
  %27 = getelementptr float, ptr %26, i64 %row.iv
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds i64, ptr %0, i64 0
  %arg0 = load i64, ptr %29, align 8, !invariant.load !0
  %30 = inttoptr i64 %arg0 to ptr
  %31 = getelementptr inbounds i64, ptr %0, i64 1
  %arg1 = load i64, ptr %31, align 8, !invariant.load !0
  %32 = inttoptr i64 %arg1 to ptr
  store i64 0, ptr %above, align 4
  br label %rank.head

active.else:                                      ; preds = %item.body
  br label %inactive.head

active.end:                                       ; preds = %inactive.exit, %round.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

rank.head:                                        ; preds = %tile.exit, %active.then
  %rank.iv = phi i64 [ 0, %active.then ], [ %rank.next, %tile.exit ]
  %33 = icmp slt i64 %rank.iv, %arg5
  br i1 %33, label %rank.body, label %rank.exit

rank.body:                                        ; preds = %rank.head
  %34 = mul i64 %rank.iv, %arg12
  %35 = add i64 %34, %row.iv
  %36 = mul i64 %35, %arg6
  br label %tile.head

rank.exit:                                        ; preds = %rank.head
  %37 = getelementptr inbounds i64, ptr %0, i64 7
  %arg7 = load i64, ptr %37, align 8, !invariant.load !0
  %38 = icmp slt i64 %8, %arg7
  %39 = icmp sge i64 %8, 0
  %40 = and i1 %39, %38
  %41 = load i64, ptr %above, align 4
  %42 = add i64 %41, 1
  %43 = select i1 %40, i64 %42, i64 0
  store i64 %43, ptr %21, align 4
  store i64 9223372036854775807, ptr %prev, align 4
  br label %round.head

tile.head:                                        ; preds = %tile.body, %rank.body
  %tile.iv = phi i64 [ 0, %rank.body ], [ %tile.next, %tile.body ]
  %44 = icmp slt i64 %tile.iv, %arg6
  br i1 %44, label %tile.body, label %tile.exit

tile.body:                                        ; preds = %tile.head
  %45 = add i64 %36, %tile.iv
  %46 = getelementptr i64, ptr %32, i64 %45
  %47 = load i64, ptr %46, align 4
  %48 = load i64, ptr %above, align 4
  %49 = add i64 %48, %47
  store i64 %49, ptr %above, align 4
  %tile.next = add nsw i64 %tile.iv, 1
  br label %tile.head, !llvm.loop !1

tile.exit:                                        ; preds = %tile.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head, !llvm.loop !3

round.head:                                       ; preds = %list.exit, %rank.exit
  %round.iv = phi i64 [ 0, %rank.exit ], [ %round.next, %list.exit ]
  %50 = icmp slt i64 %round.iv, 20
  br i1 %50, label %round.body, label %round.exit

round.body:                                       ; preds = %round.head
  %51 = load i64, ptr %prev, align 4
  store i64 -9223372036854775808, ptr %best, align 4
  br label %list.head

round.exit:                                       ; preds = %round.head
  br label %active.end

list.head:                                        ; preds = %tile.exit3, %round.body
  %list.iv = phi i64 [ 0, %round.body ], [ %list.next, %tile.exit3 ]
  %52 = icmp slt i64 %list.iv, %arg5
  br i1 %52, label %list.body, label %list.exit

list.body:                                        ; preds = %list.head
  %53 = mul i64 %list.iv, %arg12
  %54 = add i64 %53, %row.iv
  %55 = mul i64 %54, %arg6
  br label %tile.head1

list.exit:                                        ; preds = %list.head
  %56 = load i64, ptr %best, align 4
  store i64 %56, ptr %prev, align 4
  %57 = icmp eq i64 %56, -9223372036854775808
  %58 = ashr i64 %56, 32
  %59 = trunc i64 %58 to i32
  %60 = xor i32 %59, 2147483647
  %61 = icmp sge i32 %59, 0
  %62 = select i1 %61, i32 %59, i32 %60
  %63 = bitcast i32 %62 to float
  %64 = and i64 %56, 4294967295
  %65 = sub i64 4294967295, %64
  %66 = getelementptr i64, ptr %14, i64 %round.iv
  %67 = select i1 %57, i64 -1, i64 %65
  store i64 %67, ptr %66, align 4
  %68 = getelementptr float, ptr %18, i64 %round.iv
  %69 = fsub float %63, %28
  %70 = select i1 %57, float 0xFFF0000000000000, float %69
  store float %70, ptr %68, align 4
  %round.next = add nsw i64 %round.iv, 1
  br label %round.head, !llvm.loop !4

tile.head1:                                       ; preds = %if.end6, %list.body
  %tile.iv4 = phi i64 [ 0, %list.body ], [ %tile.next7, %if.end6 ]
  %71 = icmp slt i64 %tile.iv4, %arg6
  br i1 %71, label %tile.body2, label %tile.exit3

tile.body2:                                       ; preds = %tile.head1
  %72 = add i64 %55, %tile.iv4
  %73 = mul i64 %72, 20
  %74 = getelementptr i64, ptr %30, i64 %73
  store i64 0, ptr %j, align 4
  br label %head.head

tile.exit3:                                       ; preds = %tile.head1
  %list.next = add nsw i64 %list.iv, 1
  br label %list.head, !llvm.loop !5

head.head:                                        ; preds = %head.body, %tile.body2
  store i1 false, ptr %go, align 1
  %75 = load i64, ptr %j, align 4
  %76 = icmp slt i64 %75, 20
  br i1 %76, label %if.then, label %if.end

head.body:                                        ; preds = %if.end
  %77 = load i64, ptr %j, align 4
  %78 = add i64 %77, 1
  store i64 %78, ptr %j, align 4
  br label %head.head

head.exit:                                        ; preds = %if.end
  %79 = load i64, ptr %j, align 4
  %80 = icmp slt i64 %79, 20
  br i1 %80, label %if.then5, label %if.end6

if.then:                                          ; preds = %head.head
  %81 = load i64, ptr %j, align 4
  %82 = getelementptr i64, ptr %74, i64 %81
  %83 = load i64, ptr %82, align 4
  %84 = icmp sge i64 %83, %51
  store i1 %84, ptr %go, align 1
  br label %if.end

if.end:                                           ; preds = %if.then, %head.head
  %85 = load i1, ptr %go, align 1
  br i1 %85, label %head.body, label %head.exit

if.then5:                                         ; preds = %head.exit
  %86 = load i64, ptr %j, align 4
  %87 = getelementptr i64, ptr %74, i64 %86
  %88 = load i64, ptr %87, align 4
  %89 = load i64, ptr %best, align 4
  %90 = icmp sgt i64 %88, %89
  %91 = select i1 %90, i64 %88, i64 %89
  store i64 %91, ptr %best, align 4
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %head.exit
  %tile.next7 = add nsw i64 %tile.iv4, 1
  br label %tile.head1, !llvm.loop !6

inactive.head:                                    ; preds = %inactive.body, %active.else
  %inactive.iv = phi i64 [ 0, %active.else ], [ %inactive.next, %inactive.body ]
  %92 = icmp slt i64 %inactive.iv, 20
  br i1 %92, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %93 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %93, align 4
  %94 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %94, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !7

inactive.exit:                                    ; preds = %inactive.head
  store i64 0, ptr %21, align 4
  br label %active.end
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
