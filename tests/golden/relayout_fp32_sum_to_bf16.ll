; golden IR for tests/codegen/golden_test.cpp (grad_hidden's tree: fp32 sums, the last rounded)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=host+avx2+f16c+fma;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
source_filename = "logpjit.relayout"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind
define void @logpjit_relayout(ptr noalias readonly %0, i64 %1, i64 %2) #0 {
entry:
  %sum92 = alloca <8 x float>, align 32
  %sum86 = alloca <8 x float>, align 32
  %sum80 = alloca <8 x float>, align 32
  %sum74 = alloca <8 x float>, align 32
  %sum68 = alloca <8 x float>, align 32
  %sum62 = alloca <8 x float>, align 32
  %sum56 = alloca <8 x float>, align 32
  %sum50 = alloca <8 x float>, align 32
  %sum42 = alloca <8 x float>, align 32
  %sum36 = alloca <8 x float>, align 32
  %sum30 = alloca <8 x float>, align 32
  %sum24 = alloca <8 x float>, align 32
  %sum18 = alloca <8 x float>, align 32
  %sum12 = alloca <8 x float>, align 32
  %sum6 = alloca <8 x float>, align 32
  %sum = alloca <8 x float>, align 32
  br label %row.head

row.head:                                         ; preds = %item.exit, %entry
  %row.iv = phi i64 [ %1, %entry ], [ %row.next, %item.exit ]
  %3 = icmp slt i64 %row.iv, %2
  br i1 %3, label %row.body, label %row.exit

row.body:                                         ; preds = %row.head
  br label %item.head

row.exit:                                         ; preds = %row.head
  ret void

item.head:                                        ; preds = %if.end46, %row.body
  %item.iv = phi i64 [ 0, %row.body ], [ %item.next, %if.end46 ]
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

col.head:                                         ; preds = %if.end40, %item.body
  %col.iv = phi i64 [ 0, %item.body ], [ %col.next, %if.end40 ]
  %16 = icmp slt i64 %col.iv, %15
  br i1 %16, label %col.body, label %col.exit

col.body:                                         ; preds = %col.head
  %17 = add i64 %13, 0
  %18 = icmp slt i64 %17, %arg5
  br i1 %18, label %if.then, label %if.end

col.exit:                                         ; preds = %col.head
  %19 = icmp slt i64 %15, %arg6
  br i1 %19, label %if.then45, label %if.end46

if.then:                                          ; preds = %col.body
  %20 = mul i64 %17, %arg1
  %21 = add i64 %20, %col.iv
  %22 = getelementptr float, ptr %6, i64 %21
  %23 = load <8 x float>, ptr %22, align 4, !invariant.load !0
  %24 = getelementptr inbounds i64, ptr %0, i64 2
  %arg2 = load i64, ptr %24, align 8, !invariant.load !0
  store <8 x float> %23, ptr %sum, align 32
  %25 = icmp ne i64 %arg2, 0
  br i1 %25, label %if.then1, label %if.end2

if.end:                                           ; preds = %if.end2, %col.body
  %26 = add i64 %13, 1
  %27 = icmp slt i64 %26, %arg5
  br i1 %27, label %if.then3, label %if.end4

if.then1:                                         ; preds = %if.then
  %28 = inttoptr i64 %arg2 to ptr
  %29 = mul i64 %17, %arg1
  %30 = add i64 %29, %col.iv
  %31 = getelementptr float, ptr %28, i64 %30
  %32 = load <8 x float>, ptr %31, align 4, !invariant.load !0
  %33 = fadd <8 x float> %23, %32
  store <8 x float> %33, ptr %sum, align 32
  br label %if.end2

if.end2:                                          ; preds = %if.then1, %if.then
  %34 = load <8 x float>, ptr %sum, align 32
  %35 = mul i64 %17, %arg4
  %36 = add i64 %35, %col.iv
  %37 = getelementptr i16, ptr %9, i64 %36
  %38 = fcmp uno <8 x float> %34, %34
  %39 = fcmp uno <8 x float> %34, %34
  %40 = select <8 x i1> %39, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %34
  %41 = bitcast <8 x float> %40 to <8 x i32>
  %42 = lshr <8 x i32> %41, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %43 = and <8 x i32> %42, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %44 = add <8 x i32> %43, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %45 = add <8 x i32> %41, %44
  %46 = lshr <8 x i32> %45, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %47 = lshr <8 x i32> %41, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %48 = or <8 x i32> %47, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %49 = fcmp uno <8 x float> %40, %40
  %50 = select <8 x i1> %49, <8 x i32> %48, <8 x i32> %46
  %51 = trunc <8 x i32> %50 to <8 x i16>
  store <8 x i16> %51, ptr %37, align 2
  br label %if.end

if.then3:                                         ; preds = %if.end
  %52 = mul i64 %26, %arg1
  %53 = add i64 %52, %col.iv
  %54 = getelementptr float, ptr %6, i64 %53
  %55 = load <8 x float>, ptr %54, align 4, !invariant.load !0
  %56 = getelementptr inbounds i64, ptr %0, i64 2
  %arg25 = load i64, ptr %56, align 8, !invariant.load !0
  store <8 x float> %55, ptr %sum6, align 32
  %57 = icmp ne i64 %arg25, 0
  br i1 %57, label %if.then7, label %if.end8

if.end4:                                          ; preds = %if.end8, %if.end
  %58 = add i64 %13, 2
  %59 = icmp slt i64 %58, %arg5
  br i1 %59, label %if.then9, label %if.end10

if.then7:                                         ; preds = %if.then3
  %60 = inttoptr i64 %arg25 to ptr
  %61 = mul i64 %26, %arg1
  %62 = add i64 %61, %col.iv
  %63 = getelementptr float, ptr %60, i64 %62
  %64 = load <8 x float>, ptr %63, align 4, !invariant.load !0
  %65 = fadd <8 x float> %55, %64
  store <8 x float> %65, ptr %sum6, align 32
  br label %if.end8

if.end8:                                          ; preds = %if.then7, %if.then3
  %66 = load <8 x float>, ptr %sum6, align 32
  %67 = mul i64 %26, %arg4
  %68 = add i64 %67, %col.iv
  %69 = getelementptr i16, ptr %9, i64 %68
  %70 = fcmp uno <8 x float> %66, %66
  %71 = fcmp uno <8 x float> %66, %66
  %72 = select <8 x i1> %71, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %66
  %73 = bitcast <8 x float> %72 to <8 x i32>
  %74 = lshr <8 x i32> %73, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %75 = and <8 x i32> %74, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %76 = add <8 x i32> %75, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %77 = add <8 x i32> %73, %76
  %78 = lshr <8 x i32> %77, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %79 = lshr <8 x i32> %73, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %80 = or <8 x i32> %79, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %81 = fcmp uno <8 x float> %72, %72
  %82 = select <8 x i1> %81, <8 x i32> %80, <8 x i32> %78
  %83 = trunc <8 x i32> %82 to <8 x i16>
  store <8 x i16> %83, ptr %69, align 2
  br label %if.end4

if.then9:                                         ; preds = %if.end4
  %84 = mul i64 %58, %arg1
  %85 = add i64 %84, %col.iv
  %86 = getelementptr float, ptr %6, i64 %85
  %87 = load <8 x float>, ptr %86, align 4, !invariant.load !0
  %88 = getelementptr inbounds i64, ptr %0, i64 2
  %arg211 = load i64, ptr %88, align 8, !invariant.load !0
  store <8 x float> %87, ptr %sum12, align 32
  %89 = icmp ne i64 %arg211, 0
  br i1 %89, label %if.then13, label %if.end14

if.end10:                                         ; preds = %if.end14, %if.end4
  %90 = add i64 %13, 3
  %91 = icmp slt i64 %90, %arg5
  br i1 %91, label %if.then15, label %if.end16

if.then13:                                        ; preds = %if.then9
  %92 = inttoptr i64 %arg211 to ptr
  %93 = mul i64 %58, %arg1
  %94 = add i64 %93, %col.iv
  %95 = getelementptr float, ptr %92, i64 %94
  %96 = load <8 x float>, ptr %95, align 4, !invariant.load !0
  %97 = fadd <8 x float> %87, %96
  store <8 x float> %97, ptr %sum12, align 32
  br label %if.end14

if.end14:                                         ; preds = %if.then13, %if.then9
  %98 = load <8 x float>, ptr %sum12, align 32
  %99 = mul i64 %58, %arg4
  %100 = add i64 %99, %col.iv
  %101 = getelementptr i16, ptr %9, i64 %100
  %102 = fcmp uno <8 x float> %98, %98
  %103 = fcmp uno <8 x float> %98, %98
  %104 = select <8 x i1> %103, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %98
  %105 = bitcast <8 x float> %104 to <8 x i32>
  %106 = lshr <8 x i32> %105, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %107 = and <8 x i32> %106, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %108 = add <8 x i32> %107, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %109 = add <8 x i32> %105, %108
  %110 = lshr <8 x i32> %109, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %111 = lshr <8 x i32> %105, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %112 = or <8 x i32> %111, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %113 = fcmp uno <8 x float> %104, %104
  %114 = select <8 x i1> %113, <8 x i32> %112, <8 x i32> %110
  %115 = trunc <8 x i32> %114 to <8 x i16>
  store <8 x i16> %115, ptr %101, align 2
  br label %if.end10

if.then15:                                        ; preds = %if.end10
  %116 = mul i64 %90, %arg1
  %117 = add i64 %116, %col.iv
  %118 = getelementptr float, ptr %6, i64 %117
  %119 = load <8 x float>, ptr %118, align 4, !invariant.load !0
  %120 = getelementptr inbounds i64, ptr %0, i64 2
  %arg217 = load i64, ptr %120, align 8, !invariant.load !0
  store <8 x float> %119, ptr %sum18, align 32
  %121 = icmp ne i64 %arg217, 0
  br i1 %121, label %if.then19, label %if.end20

if.end16:                                         ; preds = %if.end20, %if.end10
  %122 = add i64 %13, 4
  %123 = icmp slt i64 %122, %arg5
  br i1 %123, label %if.then21, label %if.end22

if.then19:                                        ; preds = %if.then15
  %124 = inttoptr i64 %arg217 to ptr
  %125 = mul i64 %90, %arg1
  %126 = add i64 %125, %col.iv
  %127 = getelementptr float, ptr %124, i64 %126
  %128 = load <8 x float>, ptr %127, align 4, !invariant.load !0
  %129 = fadd <8 x float> %119, %128
  store <8 x float> %129, ptr %sum18, align 32
  br label %if.end20

if.end20:                                         ; preds = %if.then19, %if.then15
  %130 = load <8 x float>, ptr %sum18, align 32
  %131 = mul i64 %90, %arg4
  %132 = add i64 %131, %col.iv
  %133 = getelementptr i16, ptr %9, i64 %132
  %134 = fcmp uno <8 x float> %130, %130
  %135 = fcmp uno <8 x float> %130, %130
  %136 = select <8 x i1> %135, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %130
  %137 = bitcast <8 x float> %136 to <8 x i32>
  %138 = lshr <8 x i32> %137, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %139 = and <8 x i32> %138, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %140 = add <8 x i32> %139, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %141 = add <8 x i32> %137, %140
  %142 = lshr <8 x i32> %141, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %143 = lshr <8 x i32> %137, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %144 = or <8 x i32> %143, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %145 = fcmp uno <8 x float> %136, %136
  %146 = select <8 x i1> %145, <8 x i32> %144, <8 x i32> %142
  %147 = trunc <8 x i32> %146 to <8 x i16>
  store <8 x i16> %147, ptr %133, align 2
  br label %if.end16

if.then21:                                        ; preds = %if.end16
  %148 = mul i64 %122, %arg1
  %149 = add i64 %148, %col.iv
  %150 = getelementptr float, ptr %6, i64 %149
  %151 = load <8 x float>, ptr %150, align 4, !invariant.load !0
  %152 = getelementptr inbounds i64, ptr %0, i64 2
  %arg223 = load i64, ptr %152, align 8, !invariant.load !0
  store <8 x float> %151, ptr %sum24, align 32
  %153 = icmp ne i64 %arg223, 0
  br i1 %153, label %if.then25, label %if.end26

if.end22:                                         ; preds = %if.end26, %if.end16
  %154 = add i64 %13, 5
  %155 = icmp slt i64 %154, %arg5
  br i1 %155, label %if.then27, label %if.end28

if.then25:                                        ; preds = %if.then21
  %156 = inttoptr i64 %arg223 to ptr
  %157 = mul i64 %122, %arg1
  %158 = add i64 %157, %col.iv
  %159 = getelementptr float, ptr %156, i64 %158
  %160 = load <8 x float>, ptr %159, align 4, !invariant.load !0
  %161 = fadd <8 x float> %151, %160
  store <8 x float> %161, ptr %sum24, align 32
  br label %if.end26

if.end26:                                         ; preds = %if.then25, %if.then21
  %162 = load <8 x float>, ptr %sum24, align 32
  %163 = mul i64 %122, %arg4
  %164 = add i64 %163, %col.iv
  %165 = getelementptr i16, ptr %9, i64 %164
  %166 = fcmp uno <8 x float> %162, %162
  %167 = fcmp uno <8 x float> %162, %162
  %168 = select <8 x i1> %167, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %162
  %169 = bitcast <8 x float> %168 to <8 x i32>
  %170 = lshr <8 x i32> %169, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %171 = and <8 x i32> %170, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %172 = add <8 x i32> %171, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %173 = add <8 x i32> %169, %172
  %174 = lshr <8 x i32> %173, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %175 = lshr <8 x i32> %169, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %176 = or <8 x i32> %175, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %177 = fcmp uno <8 x float> %168, %168
  %178 = select <8 x i1> %177, <8 x i32> %176, <8 x i32> %174
  %179 = trunc <8 x i32> %178 to <8 x i16>
  store <8 x i16> %179, ptr %165, align 2
  br label %if.end22

if.then27:                                        ; preds = %if.end22
  %180 = mul i64 %154, %arg1
  %181 = add i64 %180, %col.iv
  %182 = getelementptr float, ptr %6, i64 %181
  %183 = load <8 x float>, ptr %182, align 4, !invariant.load !0
  %184 = getelementptr inbounds i64, ptr %0, i64 2
  %arg229 = load i64, ptr %184, align 8, !invariant.load !0
  store <8 x float> %183, ptr %sum30, align 32
  %185 = icmp ne i64 %arg229, 0
  br i1 %185, label %if.then31, label %if.end32

if.end28:                                         ; preds = %if.end32, %if.end22
  %186 = add i64 %13, 6
  %187 = icmp slt i64 %186, %arg5
  br i1 %187, label %if.then33, label %if.end34

if.then31:                                        ; preds = %if.then27
  %188 = inttoptr i64 %arg229 to ptr
  %189 = mul i64 %154, %arg1
  %190 = add i64 %189, %col.iv
  %191 = getelementptr float, ptr %188, i64 %190
  %192 = load <8 x float>, ptr %191, align 4, !invariant.load !0
  %193 = fadd <8 x float> %183, %192
  store <8 x float> %193, ptr %sum30, align 32
  br label %if.end32

if.end32:                                         ; preds = %if.then31, %if.then27
  %194 = load <8 x float>, ptr %sum30, align 32
  %195 = mul i64 %154, %arg4
  %196 = add i64 %195, %col.iv
  %197 = getelementptr i16, ptr %9, i64 %196
  %198 = fcmp uno <8 x float> %194, %194
  %199 = fcmp uno <8 x float> %194, %194
  %200 = select <8 x i1> %199, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %194
  %201 = bitcast <8 x float> %200 to <8 x i32>
  %202 = lshr <8 x i32> %201, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %203 = and <8 x i32> %202, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %204 = add <8 x i32> %203, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %205 = add <8 x i32> %201, %204
  %206 = lshr <8 x i32> %205, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %207 = lshr <8 x i32> %201, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %208 = or <8 x i32> %207, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %209 = fcmp uno <8 x float> %200, %200
  %210 = select <8 x i1> %209, <8 x i32> %208, <8 x i32> %206
  %211 = trunc <8 x i32> %210 to <8 x i16>
  store <8 x i16> %211, ptr %197, align 2
  br label %if.end28

if.then33:                                        ; preds = %if.end28
  %212 = mul i64 %186, %arg1
  %213 = add i64 %212, %col.iv
  %214 = getelementptr float, ptr %6, i64 %213
  %215 = load <8 x float>, ptr %214, align 4, !invariant.load !0
  %216 = getelementptr inbounds i64, ptr %0, i64 2
  %arg235 = load i64, ptr %216, align 8, !invariant.load !0
  store <8 x float> %215, ptr %sum36, align 32
  %217 = icmp ne i64 %arg235, 0
  br i1 %217, label %if.then37, label %if.end38

if.end34:                                         ; preds = %if.end38, %if.end28
  %218 = add i64 %13, 7
  %219 = icmp slt i64 %218, %arg5
  br i1 %219, label %if.then39, label %if.end40

if.then37:                                        ; preds = %if.then33
  %220 = inttoptr i64 %arg235 to ptr
  %221 = mul i64 %186, %arg1
  %222 = add i64 %221, %col.iv
  %223 = getelementptr float, ptr %220, i64 %222
  %224 = load <8 x float>, ptr %223, align 4, !invariant.load !0
  %225 = fadd <8 x float> %215, %224
  store <8 x float> %225, ptr %sum36, align 32
  br label %if.end38

if.end38:                                         ; preds = %if.then37, %if.then33
  %226 = load <8 x float>, ptr %sum36, align 32
  %227 = mul i64 %186, %arg4
  %228 = add i64 %227, %col.iv
  %229 = getelementptr i16, ptr %9, i64 %228
  %230 = fcmp uno <8 x float> %226, %226
  %231 = fcmp uno <8 x float> %226, %226
  %232 = select <8 x i1> %231, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %226
  %233 = bitcast <8 x float> %232 to <8 x i32>
  %234 = lshr <8 x i32> %233, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %235 = and <8 x i32> %234, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %236 = add <8 x i32> %235, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %237 = add <8 x i32> %233, %236
  %238 = lshr <8 x i32> %237, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %239 = lshr <8 x i32> %233, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %240 = or <8 x i32> %239, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %241 = fcmp uno <8 x float> %232, %232
  %242 = select <8 x i1> %241, <8 x i32> %240, <8 x i32> %238
  %243 = trunc <8 x i32> %242 to <8 x i16>
  store <8 x i16> %243, ptr %229, align 2
  br label %if.end34

if.then39:                                        ; preds = %if.end34
  %244 = mul i64 %218, %arg1
  %245 = add i64 %244, %col.iv
  %246 = getelementptr float, ptr %6, i64 %245
  %247 = load <8 x float>, ptr %246, align 4, !invariant.load !0
  %248 = getelementptr inbounds i64, ptr %0, i64 2
  %arg241 = load i64, ptr %248, align 8, !invariant.load !0
  store <8 x float> %247, ptr %sum42, align 32
  %249 = icmp ne i64 %arg241, 0
  br i1 %249, label %if.then43, label %if.end44

if.end40:                                         ; preds = %if.end44, %if.end34
  %col.next = add nsw i64 %col.iv, 8
  br label %col.head

if.then43:                                        ; preds = %if.then39
  %250 = inttoptr i64 %arg241 to ptr
  %251 = mul i64 %218, %arg1
  %252 = add i64 %251, %col.iv
  %253 = getelementptr float, ptr %250, i64 %252
  %254 = load <8 x float>, ptr %253, align 4, !invariant.load !0
  %255 = fadd <8 x float> %247, %254
  store <8 x float> %255, ptr %sum42, align 32
  br label %if.end44

if.end44:                                         ; preds = %if.then43, %if.then39
  %256 = load <8 x float>, ptr %sum42, align 32
  %257 = mul i64 %218, %arg4
  %258 = add i64 %257, %col.iv
  %259 = getelementptr i16, ptr %9, i64 %258
  %260 = fcmp uno <8 x float> %256, %256
  %261 = fcmp uno <8 x float> %256, %256
  %262 = select <8 x i1> %261, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %256
  %263 = bitcast <8 x float> %262 to <8 x i32>
  %264 = lshr <8 x i32> %263, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %265 = and <8 x i32> %264, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %266 = add <8 x i32> %265, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %267 = add <8 x i32> %263, %266
  %268 = lshr <8 x i32> %267, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %269 = lshr <8 x i32> %263, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %270 = or <8 x i32> %269, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %271 = fcmp uno <8 x float> %262, %262
  %272 = select <8 x i1> %271, <8 x i32> %270, <8 x i32> %268
  %273 = trunc <8 x i32> %272 to <8 x i16>
  store <8 x i16> %273, ptr %259, align 2
  br label %if.end40

if.then45:                                        ; preds = %col.exit
  %274 = sub i64 %arg6, %15
  %.splatinsert = insertelement <8 x i64> poison, i64 %274, i64 0
  %.splat = shufflevector <8 x i64> %.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %275 = icmp slt <8 x i64> <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>, %.splat
  %276 = add i64 %13, 0
  %277 = icmp slt i64 %276, %arg5
  br i1 %277, label %if.then47, label %if.end48

if.end46:                                         ; preds = %if.end90, %col.exit
  %item.next = add nsw i64 %item.iv, 1
  br label %item.head

if.then47:                                        ; preds = %if.then45
  %278 = mul i64 %276, %arg1
  %279 = add i64 %278, %15
  %280 = getelementptr float, ptr %6, i64 %279
  %281 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %280, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %282 = getelementptr inbounds i64, ptr %0, i64 2
  %arg249 = load i64, ptr %282, align 8, !invariant.load !0
  store <8 x float> %281, ptr %sum50, align 32
  %283 = icmp ne i64 %arg249, 0
  br i1 %283, label %if.then51, label %if.end52

if.end48:                                         ; preds = %if.end52, %if.then45
  %284 = add i64 %13, 1
  %285 = icmp slt i64 %284, %arg5
  br i1 %285, label %if.then53, label %if.end54

if.then51:                                        ; preds = %if.then47
  %286 = inttoptr i64 %arg249 to ptr
  %287 = mul i64 %276, %arg1
  %288 = add i64 %287, %15
  %289 = getelementptr float, ptr %286, i64 %288
  %290 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %289, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %291 = fadd <8 x float> %281, %290
  store <8 x float> %291, ptr %sum50, align 32
  br label %if.end52

if.end52:                                         ; preds = %if.then51, %if.then47
  %292 = load <8 x float>, ptr %sum50, align 32
  %293 = mul i64 %276, %arg4
  %294 = add i64 %293, %15
  %295 = getelementptr i16, ptr %9, i64 %294
  %296 = fcmp uno <8 x float> %292, %292
  %297 = fcmp uno <8 x float> %292, %292
  %298 = select <8 x i1> %297, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %292
  %299 = bitcast <8 x float> %298 to <8 x i32>
  %300 = lshr <8 x i32> %299, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %301 = and <8 x i32> %300, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %302 = add <8 x i32> %301, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %303 = add <8 x i32> %299, %302
  %304 = lshr <8 x i32> %303, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %305 = lshr <8 x i32> %299, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %306 = or <8 x i32> %305, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %307 = fcmp uno <8 x float> %298, %298
  %308 = select <8 x i1> %307, <8 x i32> %306, <8 x i32> %304
  %309 = trunc <8 x i32> %308 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %309, ptr %295, i32 2, <8 x i1> %275)
  br label %if.end48

if.then53:                                        ; preds = %if.end48
  %310 = mul i64 %284, %arg1
  %311 = add i64 %310, %15
  %312 = getelementptr float, ptr %6, i64 %311
  %313 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %312, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %314 = getelementptr inbounds i64, ptr %0, i64 2
  %arg255 = load i64, ptr %314, align 8, !invariant.load !0
  store <8 x float> %313, ptr %sum56, align 32
  %315 = icmp ne i64 %arg255, 0
  br i1 %315, label %if.then57, label %if.end58

if.end54:                                         ; preds = %if.end58, %if.end48
  %316 = add i64 %13, 2
  %317 = icmp slt i64 %316, %arg5
  br i1 %317, label %if.then59, label %if.end60

if.then57:                                        ; preds = %if.then53
  %318 = inttoptr i64 %arg255 to ptr
  %319 = mul i64 %284, %arg1
  %320 = add i64 %319, %15
  %321 = getelementptr float, ptr %318, i64 %320
  %322 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %321, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %323 = fadd <8 x float> %313, %322
  store <8 x float> %323, ptr %sum56, align 32
  br label %if.end58

if.end58:                                         ; preds = %if.then57, %if.then53
  %324 = load <8 x float>, ptr %sum56, align 32
  %325 = mul i64 %284, %arg4
  %326 = add i64 %325, %15
  %327 = getelementptr i16, ptr %9, i64 %326
  %328 = fcmp uno <8 x float> %324, %324
  %329 = fcmp uno <8 x float> %324, %324
  %330 = select <8 x i1> %329, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %324
  %331 = bitcast <8 x float> %330 to <8 x i32>
  %332 = lshr <8 x i32> %331, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %333 = and <8 x i32> %332, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %334 = add <8 x i32> %333, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %335 = add <8 x i32> %331, %334
  %336 = lshr <8 x i32> %335, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %337 = lshr <8 x i32> %331, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %338 = or <8 x i32> %337, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %339 = fcmp uno <8 x float> %330, %330
  %340 = select <8 x i1> %339, <8 x i32> %338, <8 x i32> %336
  %341 = trunc <8 x i32> %340 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %341, ptr %327, i32 2, <8 x i1> %275)
  br label %if.end54

if.then59:                                        ; preds = %if.end54
  %342 = mul i64 %316, %arg1
  %343 = add i64 %342, %15
  %344 = getelementptr float, ptr %6, i64 %343
  %345 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %344, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %346 = getelementptr inbounds i64, ptr %0, i64 2
  %arg261 = load i64, ptr %346, align 8, !invariant.load !0
  store <8 x float> %345, ptr %sum62, align 32
  %347 = icmp ne i64 %arg261, 0
  br i1 %347, label %if.then63, label %if.end64

if.end60:                                         ; preds = %if.end64, %if.end54
  %348 = add i64 %13, 3
  %349 = icmp slt i64 %348, %arg5
  br i1 %349, label %if.then65, label %if.end66

if.then63:                                        ; preds = %if.then59
  %350 = inttoptr i64 %arg261 to ptr
  %351 = mul i64 %316, %arg1
  %352 = add i64 %351, %15
  %353 = getelementptr float, ptr %350, i64 %352
  %354 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %353, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %355 = fadd <8 x float> %345, %354
  store <8 x float> %355, ptr %sum62, align 32
  br label %if.end64

if.end64:                                         ; preds = %if.then63, %if.then59
  %356 = load <8 x float>, ptr %sum62, align 32
  %357 = mul i64 %316, %arg4
  %358 = add i64 %357, %15
  %359 = getelementptr i16, ptr %9, i64 %358
  %360 = fcmp uno <8 x float> %356, %356
  %361 = fcmp uno <8 x float> %356, %356
  %362 = select <8 x i1> %361, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %356
  %363 = bitcast <8 x float> %362 to <8 x i32>
  %364 = lshr <8 x i32> %363, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %365 = and <8 x i32> %364, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %366 = add <8 x i32> %365, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %367 = add <8 x i32> %363, %366
  %368 = lshr <8 x i32> %367, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %369 = lshr <8 x i32> %363, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %370 = or <8 x i32> %369, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %371 = fcmp uno <8 x float> %362, %362
  %372 = select <8 x i1> %371, <8 x i32> %370, <8 x i32> %368
  %373 = trunc <8 x i32> %372 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %373, ptr %359, i32 2, <8 x i1> %275)
  br label %if.end60

if.then65:                                        ; preds = %if.end60
  %374 = mul i64 %348, %arg1
  %375 = add i64 %374, %15
  %376 = getelementptr float, ptr %6, i64 %375
  %377 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %376, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %378 = getelementptr inbounds i64, ptr %0, i64 2
  %arg267 = load i64, ptr %378, align 8, !invariant.load !0
  store <8 x float> %377, ptr %sum68, align 32
  %379 = icmp ne i64 %arg267, 0
  br i1 %379, label %if.then69, label %if.end70

if.end66:                                         ; preds = %if.end70, %if.end60
  %380 = add i64 %13, 4
  %381 = icmp slt i64 %380, %arg5
  br i1 %381, label %if.then71, label %if.end72

if.then69:                                        ; preds = %if.then65
  %382 = inttoptr i64 %arg267 to ptr
  %383 = mul i64 %348, %arg1
  %384 = add i64 %383, %15
  %385 = getelementptr float, ptr %382, i64 %384
  %386 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %385, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %387 = fadd <8 x float> %377, %386
  store <8 x float> %387, ptr %sum68, align 32
  br label %if.end70

if.end70:                                         ; preds = %if.then69, %if.then65
  %388 = load <8 x float>, ptr %sum68, align 32
  %389 = mul i64 %348, %arg4
  %390 = add i64 %389, %15
  %391 = getelementptr i16, ptr %9, i64 %390
  %392 = fcmp uno <8 x float> %388, %388
  %393 = fcmp uno <8 x float> %388, %388
  %394 = select <8 x i1> %393, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %388
  %395 = bitcast <8 x float> %394 to <8 x i32>
  %396 = lshr <8 x i32> %395, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %397 = and <8 x i32> %396, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %398 = add <8 x i32> %397, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %399 = add <8 x i32> %395, %398
  %400 = lshr <8 x i32> %399, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %401 = lshr <8 x i32> %395, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %402 = or <8 x i32> %401, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %403 = fcmp uno <8 x float> %394, %394
  %404 = select <8 x i1> %403, <8 x i32> %402, <8 x i32> %400
  %405 = trunc <8 x i32> %404 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %405, ptr %391, i32 2, <8 x i1> %275)
  br label %if.end66

if.then71:                                        ; preds = %if.end66
  %406 = mul i64 %380, %arg1
  %407 = add i64 %406, %15
  %408 = getelementptr float, ptr %6, i64 %407
  %409 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %408, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %410 = getelementptr inbounds i64, ptr %0, i64 2
  %arg273 = load i64, ptr %410, align 8, !invariant.load !0
  store <8 x float> %409, ptr %sum74, align 32
  %411 = icmp ne i64 %arg273, 0
  br i1 %411, label %if.then75, label %if.end76

if.end72:                                         ; preds = %if.end76, %if.end66
  %412 = add i64 %13, 5
  %413 = icmp slt i64 %412, %arg5
  br i1 %413, label %if.then77, label %if.end78

if.then75:                                        ; preds = %if.then71
  %414 = inttoptr i64 %arg273 to ptr
  %415 = mul i64 %380, %arg1
  %416 = add i64 %415, %15
  %417 = getelementptr float, ptr %414, i64 %416
  %418 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %417, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %419 = fadd <8 x float> %409, %418
  store <8 x float> %419, ptr %sum74, align 32
  br label %if.end76

if.end76:                                         ; preds = %if.then75, %if.then71
  %420 = load <8 x float>, ptr %sum74, align 32
  %421 = mul i64 %380, %arg4
  %422 = add i64 %421, %15
  %423 = getelementptr i16, ptr %9, i64 %422
  %424 = fcmp uno <8 x float> %420, %420
  %425 = fcmp uno <8 x float> %420, %420
  %426 = select <8 x i1> %425, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %420
  %427 = bitcast <8 x float> %426 to <8 x i32>
  %428 = lshr <8 x i32> %427, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %429 = and <8 x i32> %428, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %430 = add <8 x i32> %429, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %431 = add <8 x i32> %427, %430
  %432 = lshr <8 x i32> %431, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %433 = lshr <8 x i32> %427, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %434 = or <8 x i32> %433, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %435 = fcmp uno <8 x float> %426, %426
  %436 = select <8 x i1> %435, <8 x i32> %434, <8 x i32> %432
  %437 = trunc <8 x i32> %436 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %437, ptr %423, i32 2, <8 x i1> %275)
  br label %if.end72

if.then77:                                        ; preds = %if.end72
  %438 = mul i64 %412, %arg1
  %439 = add i64 %438, %15
  %440 = getelementptr float, ptr %6, i64 %439
  %441 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %440, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %442 = getelementptr inbounds i64, ptr %0, i64 2
  %arg279 = load i64, ptr %442, align 8, !invariant.load !0
  store <8 x float> %441, ptr %sum80, align 32
  %443 = icmp ne i64 %arg279, 0
  br i1 %443, label %if.then81, label %if.end82

if.end78:                                         ; preds = %if.end82, %if.end72
  %444 = add i64 %13, 6
  %445 = icmp slt i64 %444, %arg5
  br i1 %445, label %if.then83, label %if.end84

if.then81:                                        ; preds = %if.then77
  %446 = inttoptr i64 %arg279 to ptr
  %447 = mul i64 %412, %arg1
  %448 = add i64 %447, %15
  %449 = getelementptr float, ptr %446, i64 %448
  %450 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %449, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %451 = fadd <8 x float> %441, %450
  store <8 x float> %451, ptr %sum80, align 32
  br label %if.end82

if.end82:                                         ; preds = %if.then81, %if.then77
  %452 = load <8 x float>, ptr %sum80, align 32
  %453 = mul i64 %412, %arg4
  %454 = add i64 %453, %15
  %455 = getelementptr i16, ptr %9, i64 %454
  %456 = fcmp uno <8 x float> %452, %452
  %457 = fcmp uno <8 x float> %452, %452
  %458 = select <8 x i1> %457, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %452
  %459 = bitcast <8 x float> %458 to <8 x i32>
  %460 = lshr <8 x i32> %459, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %461 = and <8 x i32> %460, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %462 = add <8 x i32> %461, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %463 = add <8 x i32> %459, %462
  %464 = lshr <8 x i32> %463, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %465 = lshr <8 x i32> %459, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %466 = or <8 x i32> %465, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %467 = fcmp uno <8 x float> %458, %458
  %468 = select <8 x i1> %467, <8 x i32> %466, <8 x i32> %464
  %469 = trunc <8 x i32> %468 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %469, ptr %455, i32 2, <8 x i1> %275)
  br label %if.end78

if.then83:                                        ; preds = %if.end78
  %470 = mul i64 %444, %arg1
  %471 = add i64 %470, %15
  %472 = getelementptr float, ptr %6, i64 %471
  %473 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %472, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %474 = getelementptr inbounds i64, ptr %0, i64 2
  %arg285 = load i64, ptr %474, align 8, !invariant.load !0
  store <8 x float> %473, ptr %sum86, align 32
  %475 = icmp ne i64 %arg285, 0
  br i1 %475, label %if.then87, label %if.end88

if.end84:                                         ; preds = %if.end88, %if.end78
  %476 = add i64 %13, 7
  %477 = icmp slt i64 %476, %arg5
  br i1 %477, label %if.then89, label %if.end90

if.then87:                                        ; preds = %if.then83
  %478 = inttoptr i64 %arg285 to ptr
  %479 = mul i64 %444, %arg1
  %480 = add i64 %479, %15
  %481 = getelementptr float, ptr %478, i64 %480
  %482 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %481, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %483 = fadd <8 x float> %473, %482
  store <8 x float> %483, ptr %sum86, align 32
  br label %if.end88

if.end88:                                         ; preds = %if.then87, %if.then83
  %484 = load <8 x float>, ptr %sum86, align 32
  %485 = mul i64 %444, %arg4
  %486 = add i64 %485, %15
  %487 = getelementptr i16, ptr %9, i64 %486
  %488 = fcmp uno <8 x float> %484, %484
  %489 = fcmp uno <8 x float> %484, %484
  %490 = select <8 x i1> %489, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %484
  %491 = bitcast <8 x float> %490 to <8 x i32>
  %492 = lshr <8 x i32> %491, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %493 = and <8 x i32> %492, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %494 = add <8 x i32> %493, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %495 = add <8 x i32> %491, %494
  %496 = lshr <8 x i32> %495, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %497 = lshr <8 x i32> %491, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %498 = or <8 x i32> %497, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %499 = fcmp uno <8 x float> %490, %490
  %500 = select <8 x i1> %499, <8 x i32> %498, <8 x i32> %496
  %501 = trunc <8 x i32> %500 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %501, ptr %487, i32 2, <8 x i1> %275)
  br label %if.end84

if.then89:                                        ; preds = %if.end84
  %502 = mul i64 %476, %arg1
  %503 = add i64 %502, %15
  %504 = getelementptr float, ptr %6, i64 %503
  %505 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %504, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %506 = getelementptr inbounds i64, ptr %0, i64 2
  %arg291 = load i64, ptr %506, align 8, !invariant.load !0
  store <8 x float> %505, ptr %sum92, align 32
  %507 = icmp ne i64 %arg291, 0
  br i1 %507, label %if.then93, label %if.end94

if.end90:                                         ; preds = %if.end94, %if.end84
  br label %if.end46

if.then93:                                        ; preds = %if.then89
  %508 = inttoptr i64 %arg291 to ptr
  %509 = mul i64 %476, %arg1
  %510 = add i64 %509, %15
  %511 = getelementptr float, ptr %508, i64 %510
  %512 = call <8 x float> @llvm.masked.load.v8f32.p0(ptr %511, i32 4, <8 x i1> %275, <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000>)
  %513 = fadd <8 x float> %505, %512
  store <8 x float> %513, ptr %sum92, align 32
  br label %if.end94

if.end94:                                         ; preds = %if.then93, %if.then89
  %514 = load <8 x float>, ptr %sum92, align 32
  %515 = mul i64 %476, %arg4
  %516 = add i64 %515, %15
  %517 = getelementptr i16, ptr %9, i64 %516
  %518 = fcmp uno <8 x float> %514, %514
  %519 = fcmp uno <8 x float> %514, %514
  %520 = select <8 x i1> %519, <8 x float> <float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000, float 0x7FF8000000000000>, <8 x float> %514
  %521 = bitcast <8 x float> %520 to <8 x i32>
  %522 = lshr <8 x i32> %521, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %523 = and <8 x i32> %522, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %524 = add <8 x i32> %523, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %525 = add <8 x i32> %521, %524
  %526 = lshr <8 x i32> %525, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %527 = lshr <8 x i32> %521, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %528 = or <8 x i32> %527, <i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64, i32 64>
  %529 = fcmp uno <8 x float> %520, %520
  %530 = select <8 x i1> %529, <8 x i32> %528, <8 x i32> %526
  %531 = trunc <8 x i32> %530 to <8 x i16>
  call void @llvm.masked.store.v8i16.p0(<8 x i16> %531, ptr %517, i32 2, <8 x i1> %275)
  br label %if.end90
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <8 x float> @llvm.masked.load.v8f32.p0(ptr nocapture, i32 immarg, <8 x i1>, <8 x float>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.masked.store.v8i16.p0(<8 x i16>, ptr nocapture, i32 immarg, <8 x i1>) #2

attributes #0 = { nounwind "no-trapping-math"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!0 = !{}
