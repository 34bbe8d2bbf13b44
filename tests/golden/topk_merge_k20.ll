; golden IR for tests/codegen/golden_test.cpp (top-k merge of the sorted tile lists)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_merge;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
source_filename = "logpjit.topk_merge"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_topk_merge(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %go7 = alloca i1, align 1
  %pos = alloca i64, align 8
  %enters = alloca i1, align 1
  %go = alloca i1, align 1
  %c = alloca i64, align 8
  %j = alloca i64, align 8
  %count = alloca i64, align 8
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

active.end:                                       ; preds = %inactive.exit, %decode.exit
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
  store i64 0, ptr %count, align 4
  br label %lists.head

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
  br label %tile.head

tile.exit:                                        ; preds = %tile.head
  %rank.next = add nsw i64 %rank.iv, 1
  br label %rank.head, !llvm.loop !1

lists.head:                                       ; preds = %tile.exit3, %rank.exit
  %lists.iv = phi i64 [ 0, %rank.exit ], [ %lists.next, %tile.exit3 ]
  %50 = icmp slt i64 %lists.iv, %arg5
  br i1 %50, label %lists.body, label %lists.exit

lists.body:                                       ; preds = %lists.head
  %51 = mul i64 %lists.iv, %arg12
  %52 = add i64 %51, %row.iv
  %53 = mul i64 %52, %arg6
  br label %tile.head1

lists.exit:                                       ; preds = %lists.head
  %54 = load i64, ptr %count, align 4
  br label %decode.head

tile.head1:                                       ; preds = %list.exit, %lists.body
  %tile.iv4 = phi i64 [ 0, %lists.body ], [ %tile.next10, %list.exit ]
  %55 = icmp slt i64 %tile.iv4, %arg6
  br i1 %55, label %tile.body2, label %tile.exit3

tile.body2:                                       ; preds = %tile.head1
  %56 = add i64 %53, %tile.iv4
  %57 = mul i64 %56, 20
  %58 = getelementptr i64, ptr %30, i64 %57
  store i64 0, ptr %j, align 4
  store i64 -9223372036854775808, ptr %c, align 4
  br label %list.head

tile.exit3:                                       ; preds = %tile.head1
  %lists.next = add nsw i64 %lists.iv, 1
  br label %lists.head, !llvm.loop !3

list.head:                                        ; preds = %shift.exit, %tile.body2
  store i1 false, ptr %go, align 1
  %59 = load i64, ptr %j, align 4
  %60 = icmp slt i64 %59, 20
  br i1 %60, label %if.then, label %if.end

list.body:                                        ; preds = %if.end
  %61 = load i64, ptr %c, align 4
  %62 = load i64, ptr %count, align 4
  %63 = icmp eq i64 %62, 20
  %64 = select i1 %63, i64 19, i64 %62
  store i64 %64, ptr %pos, align 4
  br label %shift.head

list.exit:                                        ; preds = %if.end
  %tile.next10 = add nsw i64 %tile.iv4, 1
  br label %tile.head1, !llvm.loop !4

if.then:                                          ; preds = %list.head
  %65 = getelementptr i64, ptr %58, i64 %59
  %66 = load i64, ptr %65, align 4
  store i64 %66, ptr %c, align 4
  %67 = load i64, ptr %count, align 4
  %68 = icmp eq i64 %67, 20
  store i1 true, ptr %enters, align 1
  br i1 %68, label %if.then5, label %if.end6

if.end:                                           ; preds = %if.end6, %list.head
  %69 = load i1, ptr %go, align 1
  br i1 %69, label %list.body, label %list.exit

if.then5:                                         ; preds = %if.then
  %70 = getelementptr i64, ptr %14, i64 19
  %71 = load i64, ptr %70, align 4
  %72 = icmp sgt i64 %66, %71
  store i1 %72, ptr %enters, align 1
  br label %if.end6

if.end6:                                          ; preds = %if.then5, %if.then
  %73 = load i1, ptr %enters, align 1
  %74 = icmp ne i64 %66, -9223372036854775808
  %75 = and i1 %74, %73
  store i1 %75, ptr %go, align 1
  br label %if.end

shift.head:                                       ; preds = %shift.body, %list.body
  store i1 false, ptr %go7, align 1
  %76 = load i64, ptr %pos, align 4
  %77 = icmp sgt i64 %76, 0
  br i1 %77, label %if.then8, label %if.end9

shift.body:                                       ; preds = %if.end9
  %78 = load i64, ptr %pos, align 4
  %79 = sub i64 %78, 1
  %80 = getelementptr i64, ptr %14, i64 %78
  %81 = getelementptr i64, ptr %14, i64 %79
  %82 = load i64, ptr %81, align 4
  store i64 %82, ptr %80, align 4
  store i64 %79, ptr %pos, align 4
  br label %shift.head

shift.exit:                                       ; preds = %if.end9
  %83 = load i64, ptr %pos, align 4
  %84 = getelementptr i64, ptr %14, i64 %83
  store i64 %61, ptr %84, align 4
  %85 = add i64 %62, 1
  %86 = select i1 %63, i64 %62, i64 %85
  store i64 %86, ptr %count, align 4
  %87 = load i64, ptr %j, align 4
  %88 = add i64 %87, 1
  store i64 %88, ptr %j, align 4
  br label %list.head

if.then8:                                         ; preds = %shift.head
  %89 = sub i64 %76, 1
  %90 = getelementptr i64, ptr %14, i64 %89
  %91 = load i64, ptr %90, align 4
  %92 = icmp slt i64 %91, %61
  store i1 %92, ptr %go7, align 1
  br label %if.end9

if.end9:                                          ; preds = %if.then8, %shift.head
  %93 = load i1, ptr %go7, align 1
  br i1 %93, label %shift.body, label %shift.exit

decode.head:                                      ; preds = %decode.body, %lists.exit
  %decode.iv = phi i64 [ 0, %lists.exit ], [ %decode.next, %decode.body ]
  %94 = icmp slt i64 %decode.iv, 20
  br i1 %94, label %decode.body, label %decode.exit

decode.body:                                      ; preds = %decode.head
  %95 = icmp sge i64 %decode.iv, %54
  %96 = getelementptr i64, ptr %14, i64 %decode.iv
  %97 = load i64, ptr %96, align 4
  %98 = ashr i64 %97, 32
  %99 = trunc i64 %98 to i32
  %100 = xor i32 %99, 2147483647
  %101 = icmp sge i32 %99, 0
  %102 = select i1 %101, i32 %99, i32 %100
  %103 = bitcast i32 %102 to float
  %104 = and i64 %97, 4294967295
  %105 = sub i64 4294967295, %104
  %106 = getelementptr i64, ptr %14, i64 %decode.iv
  %107 = select i1 %95, i64 -1, i64 %105
  store i64 %107, ptr %106, align 4
  %108 = getelementptr float, ptr %18, i64 %decode.iv
  %109 = fsub float %103, %28
  %110 = fcmp uno float %109, %109
  %111 = select i1 %110, float 0x7FF8000000000000, float %109
  %112 = select i1 %95, float 0xFFF0000000000000, float %111
  store float %112, ptr %108, align 4
  %decode.next = add nsw i64 %decode.iv, 1
  br label %decode.head, !llvm.loop !5

decode.exit:                                      ; preds = %decode.head
  br label %active.end

inactive.head:                                    ; preds = %inactive.body, %active.else
  %inactive.iv = phi i64 [ 0, %active.else ], [ %inactive.next, %inactive.body ]
  %113 = icmp slt i64 %inactive.iv, 20
  br i1 %113, label %inactive.body, label %inactive.exit

inactive.body:                                    ; preds = %inactive.head
  %114 = getelementptr i64, ptr %14, i64 %inactive.iv
  store i64 -1, ptr %114, align 4
  %115 = getelementptr float, ptr %18, i64 %inactive.iv
  store float 0.000000e+00, ptr %115, align 4
  %inactive.next = add nsw i64 %inactive.iv, 1
  br label %inactive.head, !llvm.loop !6

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
