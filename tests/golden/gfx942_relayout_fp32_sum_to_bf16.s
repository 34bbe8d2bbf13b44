; golden AMDGCN for tests/codegen/gfx942_test.cpp (the LM head's grad_hidden sums rounded to bf16)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_relayout
	.p2align	8
	.type	logpjit_relayout,@function
logpjit_relayout:
	s_load_dwordx2 s[4:5], s[0:1], 0x40
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[4:5]
	v_cmp_ge_i64_e32 vcc, s[2:3], v[2:3]
	s_cbranch_vccnz .LBB0_454
	s_load_dwordx4 s[16:19], s[0:1], 0x30
	v_mov_b32_e32 v25, 0
	v_lshlrev_b32_e32 v24, 3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[16:17], v[24:25]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_454
	s_load_dwordx4 s[12:15], s[0:1], 0x20
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_writelane_b32 v32, s16, 0
	v_mov_b64_e32 v[26:27], v[24:25]
	v_lshlrev_b32_e32 v24, 5, v0
	v_writelane_b32 v32, s17, 1
	v_writelane_b32 v32, s18, 2
	v_writelane_b32 v32, s19, 3
	s_lshl_b64 s[16:17], s[2:3], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[14:15]
	v_cmp_lt_i64_e64 s[0:1], s[16:17], v[2:3]
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b64 s[52:53], -1, 0
	v_writelane_b32 v32, s0, 4
	s_mul_i32 s3, s6, s17
	s_mov_b32 s23, s17
	v_writelane_b32 v32, s1, 5
	s_mul_i32 s0, s16, s13
	s_mul_hi_u32 s1, s16, s12
	s_add_i32 s0, s1, s0
	s_lshr_b32 s1, s2, 29
	s_mul_i32 s1, s1, s12
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s16, s12
	s_lshl_b64 s[0:1], s[0:1], 1
	s_add_u32 s10, s10, s0
	s_addc_u32 s11, s11, s1
	s_or_b32 s18, s16, 1
	s_lshl_b64 s[0:1], s[12:13], 1
	s_add_u32 s76, s10, s0
	v_writelane_b32 v32, s10, 6
	s_addc_u32 s77, s11, s1
	s_or_b32 s20, s16, 2
	s_add_u32 s78, s76, s0
	s_addc_u32 s79, s77, s1
	s_or_b32 s22, s16, 3
	s_add_u32 s80, s78, s0
	s_addc_u32 s81, s79, s1
	s_or_b32 s24, s16, 4
	s_add_u32 s82, s80, s0
	s_addc_u32 s83, s81, s1
	s_or_b32 s26, s16, 5
	s_add_u32 s84, s82, s0
	s_addc_u32 s85, s83, s1
	s_or_b32 s28, s16, 6
	s_add_u32 s86, s84, s0
	s_addc_u32 s87, s85, s1
	s_or_b32 s16, s16, 7
	s_add_u32 s88, s86, s0
	s_mul_hi_u32 s0, s6, s16
	s_addc_u32 s89, s87, s1
	s_add_i32 s0, s0, s3
	s_mul_i32 s1, s7, s16
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s6, s16
	s_lshl_b64 s[0:1], s[0:1], 2
	v_writelane_b32 v32, s11, 7
	s_add_u32 s10, s8, s0
	s_addc_u32 s11, s9, s1
	s_add_u32 s92, s4, s0
	s_mul_hi_u32 s0, s6, s28
	s_addc_u32 s93, s5, s1
	s_add_i32 s0, s0, s3
	s_mul_i32 s1, s7, s28
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s6, s28
	v_writelane_b32 v32, s10, 8
	s_lshl_b64 s[0:1], s[0:1], 2
	s_mul_hi_u32 s14, s6, s22
	v_writelane_b32 v32, s11, 9
	s_add_u32 s10, s8, s0
	s_addc_u32 s11, s9, s1
	s_add_u32 s96, s4, s0
	s_mul_hi_u32 s0, s6, s26
	s_addc_u32 s97, s5, s1
	s_add_i32 s0, s0, s3
	s_mul_i32 s1, s7, s26
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s6, s26
	s_lshl_b64 s[0:1], s[0:1], 2
	s_add_u32 s98, s8, s0
	v_writelane_b32 v32, s10, 10
	s_addc_u32 s99, s9, s1
	s_add_u32 s0, s4, s0
	v_writelane_b32 v32, s11, 11
	s_mul_hi_u32 s10, s6, s24
	s_addc_u32 s1, s5, s1
	s_add_i32 s10, s10, s3
	s_mul_i32 s11, s7, s24
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s6, s24
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s10, s8, s12
	s_addc_u32 s11, s9, s13
	s_add_u32 s12, s4, s12
	s_addc_u32 s13, s5, s13
	s_add_i32 s14, s14, s3
	s_mul_i32 s15, s7, s22
	s_add_i32 s15, s14, s15
	s_mul_i32 s14, s6, s22
	s_lshl_b64 s[30:31], s[14:15], 2
	s_add_u32 s14, s8, s30
	s_addc_u32 s15, s9, s31
	s_add_u32 s72, s4, s30
	s_mul_hi_u32 s19, s6, s20
	s_addc_u32 s73, s5, s31
	s_add_i32 s19, s19, s3
	s_mul_i32 s21, s7, s20
	s_add_i32 s31, s19, s21
	s_mul_i32 s30, s6, s20
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s62, s8, s30
	s_addc_u32 s63, s9, s31
	s_add_u32 s90, s4, s30
	s_mul_hi_u32 s19, s6, s18
	s_addc_u32 s91, s5, s31
	s_add_i32 s3, s19, s3
	s_mul_i32 s19, s7, s18
	s_add_i32 s31, s3, s19
	s_mul_i32 s30, s6, s18
	s_lshl_b64 s[30:31], s[30:31], 2
	s_add_u32 s94, s8, s30
	s_addc_u32 s95, s9, s31
	s_add_u32 s74, s4, s30
	s_mul_i32 s3, s7, s2
	s_mul_hi_u32 s7, s6, s2
	s_addc_u32 s75, s5, s31
	s_add_i32 s3, s7, s3
	s_mul_i32 s2, s6, s2
	s_lshl_b64 s[6:7], s[2:3], 5
	s_add_u32 s2, s8, s6
	s_addc_u32 s3, s9, s7
	s_add_u32 s8, s4, s6
	s_mov_b32 s19, s17
	s_addc_u32 s9, s5, s7
	v_cmp_lt_i64_e64 s[4:5], s[18:19], v[2:3]
	s_mov_b32 s21, s17
	s_mov_b32 s25, s17
	v_writelane_b32 v32, s4, 12
	s_mov_b32 s27, s17
	s_mov_b32 s29, s17
	v_writelane_b32 v32, s5, 13
	v_cmp_lt_i64_e64 s[4:5], s[20:21], v[2:3]
	v_lshlrev_b32_e32 v28, 4, v0
	v_mov_b32_e32 v29, v25
	v_writelane_b32 v32, s4, 14
	v_mov_b32_e32 v33, 0x7fc00000
	v_mov_b32_e32 v34, 64
	v_writelane_b32 v32, s5, 15
	v_cmp_lt_i64_e64 s[4:5], s[22:23], v[2:3]
	v_mov_b32_e32 v1, 0xff800000
	s_movk_i32 s33, 0x7fff
	v_writelane_b32 v32, s4, 16
	s_mov_b32 s64, 0xff800000
	s_nop 0
	v_writelane_b32 v32, s5, 17
	v_cmp_lt_i64_e64 s[4:5], s[24:25], v[2:3]
	s_nop 1
	v_writelane_b32 v32, s4, 18
	s_nop 1
	v_writelane_b32 v32, s5, 19
	v_cmp_lt_i64_e64 s[4:5], s[26:27], v[2:3]
	s_nop 1
	v_writelane_b32 v32, s4, 20
	s_nop 1
	v_writelane_b32 v32, s5, 21
	v_cmp_lt_i64_e64 s[4:5], s[28:29], v[2:3]
	s_nop 1
	v_writelane_b32 v32, s4, 22
	s_nop 1
	v_writelane_b32 v32, s5, 23
	v_cmp_lt_i64_e64 s[4:5], s[16:17], v[2:3]
	s_nop 1
	v_writelane_b32 v32, s4, 24
	s_nop 1
	v_writelane_b32 v32, s5, 25
	s_nop 0
	v_readlane_b32 s16, v32, 0
	v_readlane_b32 s17, v32, 1
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_readlane_b32 s18, v32, 2
	v_readlane_b32 s19, v32, 3
	v_writelane_b32 v32, s4, 26
	s_nop 1
	v_writelane_b32 v32, s5, 27
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_writelane_b32 v32, s4, 28
	s_nop 1
	v_writelane_b32 v32, s5, 29
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_writelane_b32 v32, s4, 30
	s_nop 1
	v_writelane_b32 v32, s5, 31
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_writelane_b32 v32, s4, 32
	s_nop 1
	v_writelane_b32 v32, s5, 33
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_writelane_b32 v32, s4, 34
	s_nop 1
	v_writelane_b32 v32, s5, 35
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_writelane_b32 v32, s4, 36
	s_nop 1
	v_writelane_b32 v32, s5, 37
	s_mov_b32 s4, s16
	s_mov_b32 s5, s17
	v_writelane_b32 v32, s4, 38
	s_nop 1
	v_writelane_b32 v32, s5, 39
	v_writelane_b32 v32, s52, 40
	s_mov_b64 s[4:5], 0
	s_nop 0
	v_writelane_b32 v32, s53, 41
	s_branch .LBB0_5
.LBB0_3:
	s_or_b64 exec, exec, s[16:17]
.LBB0_4:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b64 s[6:7], 0x800
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[6:7]
	v_readlane_b32 s6, v32, 8
	v_readlane_b32 s7, v32, 9
	s_add_u32 s6, s6, 0x2000
	s_addc_u32 s7, s7, 0
	v_writelane_b32 v32, s6, 8
	s_add_u32 s92, s92, 0x2000
	s_addc_u32 s93, s93, 0
	v_writelane_b32 v32, s7, 9
	s_nop 0
	v_readlane_b32 s6, v32, 10
	v_readlane_b32 s7, v32, 11
	s_add_u32 s6, s6, 0x2000
	s_addc_u32 s7, s7, 0
	s_add_u32 s96, s96, 0x2000
	s_addc_u32 s97, s97, 0
	s_add_u32 s98, s98, 0x2000
	s_addc_u32 s99, s99, 0
	s_add_u32 s0, s0, 0x2000
	s_addc_u32 s1, s1, 0
	s_add_u32 s10, s10, 0x2000
	s_addc_u32 s11, s11, 0
	s_add_u32 s12, s12, 0x2000
	s_addc_u32 s13, s13, 0
	s_add_u32 s14, s14, 0x2000
	s_addc_u32 s15, s15, 0
	s_add_u32 s72, s72, 0x2000
	s_addc_u32 s73, s73, 0
	s_add_u32 s62, s62, 0x2000
	s_addc_u32 s63, s63, 0
	s_add_u32 s90, s90, 0x2000
	s_addc_u32 s91, s91, 0
	s_add_u32 s94, s94, 0x2000
	s_addc_u32 s95, s95, 0
	s_add_u32 s74, s74, 0x2000
	s_addc_u32 s75, s75, 0
	s_add_u32 s2, s2, 0x2000
	v_writelane_b32 v32, s6, 10
	s_addc_u32 s3, s3, 0
	s_add_u32 s8, s8, 0x2000
	v_writelane_b32 v32, s7, 11
	s_addc_u32 s9, s9, 0
	v_readlane_b32 s6, v32, 6
	v_readlane_b32 s7, v32, 7
	s_add_u32 s6, s6, 0x1000
	s_addc_u32 s7, s7, 0
	s_add_u32 s76, s76, 0x1000
	s_addc_u32 s77, s77, 0
	s_add_u32 s78, s78, 0x1000
	s_addc_u32 s79, s79, 0
	s_add_u32 s80, s80, 0x1000
	s_addc_u32 s81, s81, 0
	s_add_u32 s82, s82, 0x1000
	s_addc_u32 s83, s83, 0
	s_add_u32 s84, s84, 0x1000
	v_writelane_b32 v32, s6, 6
	s_addc_u32 s85, s85, 0
	s_add_u32 s86, s86, 0x1000
	v_writelane_b32 v32, s7, 7
	s_addc_u32 s87, s87, 0
	v_readlane_b32 s16, v32, 0
	s_add_u32 s88, s88, 0x1000
	v_readlane_b32 s17, v32, 1
	s_addc_u32 s89, s89, 0
	v_readlane_b32 s18, v32, 2
	v_cmp_le_i64_e32 vcc, s[16:17], v[26:27]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_readlane_b32 s19, v32, 3
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_454
.LBB0_5:
	v_lshl_add_u64 v[2:3], v[26:27], 0, 8
	v_cmp_ge_i64_e32 vcc, s[16:17], v[2:3]
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_38
	v_readlane_b32 s16, v32, 4
	v_readlane_b32 s17, v32, 5
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_10
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_9
	v_lshl_add_u64 v[14:15], s[2:3], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_9:
	v_readlane_b32 s16, v32, 6
	v_readlane_b32 s17, v32, 7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_lshl_add_u64 v[10:11], s[16:17], 0, v[28:29]
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_10:
	v_readlane_b32 s16, v32, 12
	v_readlane_b32 s17, v32, 13
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_14
	v_lshl_add_u64 v[6:7], s[74:75], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_13
	v_lshl_add_u64 v[14:15], s[94:95], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_13:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[76:77], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_14:
	v_readlane_b32 s16, v32, 14
	v_readlane_b32 s17, v32, 15
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_18
	v_lshl_add_u64 v[6:7], s[90:91], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_17
	v_lshl_add_u64 v[14:15], s[62:63], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_17:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[78:79], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_18:
	v_readlane_b32 s16, v32, 16
	v_readlane_b32 s17, v32, 17
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_22
	v_lshl_add_u64 v[6:7], s[72:73], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_21
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_21:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[80:81], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_22:
	v_readlane_b32 s16, v32, 18
	v_readlane_b32 s17, v32, 19
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_26
	v_lshl_add_u64 v[6:7], s[12:13], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_25
	v_lshl_add_u64 v[14:15], s[10:11], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_25:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[82:83], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_26:
	v_readlane_b32 s16, v32, 20
	v_readlane_b32 s17, v32, 21
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_30
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_29
	v_lshl_add_u64 v[14:15], s[98:99], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_29:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[84:85], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_30:
	v_readlane_b32 s16, v32, 22
	v_readlane_b32 s17, v32, 23
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_34
	v_lshl_add_u64 v[6:7], s[96:97], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_33
	v_readlane_b32 s16, v32, 10
	v_readlane_b32 s17, v32, 11
	s_nop 1
	v_lshl_add_u64 v[14:15], s[16:17], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_33:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[86:87], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_34:
	v_readlane_b32 s16, v32, 24
	v_readlane_b32 s17, v32, 25
	s_and_b64 vcc, exec, s[16:17]
	s_cbranch_vccz .LBB0_38
	v_lshl_add_u64 v[6:7], s[92:93], 0, v[24:25]
	flat_load_dwordx4 v[2:5], v[6:7] offset:16
	s_nop 0
	flat_load_dwordx4 v[6:9], v[6:7]
	s_andn2_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_37
	v_readlane_b32 s16, v32, 8
	v_readlane_b32 s17, v32, 9
	s_nop 1
	v_lshl_add_u64 v[14:15], s[16:17], 0, v[24:25]
	flat_load_dwordx4 v[10:13], v[14:15] offset:16
	s_nop 0
	flat_load_dwordx4 v[14:17], v[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[2:3], v[2:3], v[10:11]
	v_pk_add_f32 v[4:5], v[4:5], v[12:13]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
	v_pk_add_f32 v[6:7], v[6:7], v[14:15]
.LBB0_37:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cmp_u_f32_e64 s[16:17], v6, v6
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e32 v0, v7, v33, vcc
	v_cmp_u_f32_e64 s[20:21], v8, v8
	v_cmp_u_f32_e64 s[22:23], v3, v3
	v_cmp_u_f32_e64 s[24:25], v2, v2
	v_cmp_u_f32_e64 s[26:27], v5, v5
	v_cmp_u_f32_e64 s[28:29], v4, v4
	v_cndmask_b32_e64 v6, v6, v33, s[16:17]
	v_cndmask_b32_e64 v7, v9, v33, s[18:19]
	v_cndmask_b32_e64 v8, v8, v33, s[20:21]
	v_cndmask_b32_e64 v3, v3, v33, s[22:23]
	v_cndmask_b32_e64 v2, v2, v33, s[24:25]
	v_cndmask_b32_e64 v5, v5, v33, s[26:27]
	v_cndmask_b32_e64 v4, v4, v33, s[28:29]
	v_bfe_u32 v9, v0, 16, 1
	v_bfe_u32 v12, v6, 16, 1
	v_bfe_u32 v13, v7, 16, 1
	v_bfe_u32 v14, v8, 16, 1
	v_bfe_u32 v15, v3, 16, 1
	v_bfe_u32 v16, v2, 16, 1
	v_bfe_u32 v17, v5, 16, 1
	v_bfe_u32 v18, v4, 16, 1
	v_add3_u32 v9, v0, v9, s33
	v_add3_u32 v18, v4, v18, s33
	v_add3_u32 v17, v5, v17, s33
	v_add3_u32 v16, v2, v16, s33
	v_add3_u32 v15, v3, v15, s33
	v_add3_u32 v14, v8, v14, s33
	v_add3_u32 v13, v7, v13, s33
	v_add3_u32 v12, v6, v12, s33
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], s[88:89], 0, v[28:29]
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v0, v9, v0, vcc
	v_cndmask_b32_e64 v4, v18, v4, s[28:29]
	v_cndmask_b32_e64 v5, v17, v5, s[26:27]
	v_cndmask_b32_e64 v2, v16, v2, s[24:25]
	v_cndmask_b32_e64 v3, v15, v3, s[22:23]
	v_cndmask_b32_e64 v8, v14, v8, s[20:21]
	v_cndmask_b32_e64 v7, v13, v7, s[18:19]
	v_cndmask_b32_e64 v6, v12, v6, s[16:17]
	flat_store_short v[10:11], v0 offset:2
	flat_store_short v[10:11], v6
	flat_store_short v[10:11], v7 offset:6
	flat_store_short v[10:11], v8 offset:4
	flat_store_short v[10:11], v3 offset:10
	flat_store_short v[10:11], v2 offset:8
	flat_store_short v[10:11], v5 offset:14
	flat_store_short v[10:11], v4 offset:12
.LBB0_38:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
	s_cbranch_execz .LBB0_4
	v_readlane_b32 s16, v32, 38
	v_or_b32_e32 v14, 7, v26
	v_mov_b32_e32 v15, v27
	v_readlane_b32 s17, v32, 39
	v_or_b32_e32 v12, 6, v26
	v_mov_b32_e32 v13, v27
	v_cmp_gt_i64_e64 s[18:19], s[16:17], v[14:15]
	v_readlane_b32 s16, v32, 36
	v_readlane_b32 s17, v32, 37
	v_or_b32_e32 v10, 5, v26
	v_mov_b32_e32 v11, v27
	v_cmp_gt_i64_e64 s[20:21], s[16:17], v[12:13]
	v_readlane_b32 s16, v32, 34
	v_readlane_b32 s17, v32, 35
	v_or_b32_e32 v8, 4, v26
	v_mov_b32_e32 v9, v27
	v_cmp_gt_i64_e64 s[22:23], s[16:17], v[10:11]
	v_readlane_b32 s16, v32, 32
	v_readlane_b32 s17, v32, 33
	v_or_b32_e32 v6, 3, v26
	v_mov_b32_e32 v7, v27
	v_cmp_gt_i64_e64 s[24:25], s[16:17], v[8:9]
	v_readlane_b32 s16, v32, 30
	v_readlane_b32 s17, v32, 31
	v_or_b32_e32 v4, 2, v26
	v_mov_b32_e32 v5, v27
	v_cmp_gt_i64_e64 s[26:27], s[16:17], v[6:7]
	v_readlane_b32 s16, v32, 28
	v_readlane_b32 s17, v32, 29
	v_readlane_b32 s36, v32, 0
	v_readlane_b32 s34, v32, 4
	v_cmp_gt_i64_e64 s[28:29], s[16:17], v[4:5]
	v_readlane_b32 s16, v32, 26
	v_or_b32_e32 v2, 1, v26
	v_mov_b32_e32 v3, v27
	v_readlane_b32 s17, v32, 27
	v_readlane_b32 s37, v32, 1
	v_readlane_b32 s35, v32, 5
	v_cmp_gt_i64_e64 s[30:31], s[16:17], v[2:3]
	v_cmp_gt_i64_e64 s[16:17], s[36:37], v[26:27]
	s_and_b64 vcc, exec, s[34:35]
	v_readlane_b32 s38, v32, 2
	v_readlane_b32 s39, v32, 3
	s_cbranch_vccz .LBB0_91
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_42
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_42:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_44
	flat_load_dword v9, v[16:17] offset:4
.LBB0_44:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_46
	flat_load_dword v10, v[16:17] offset:8
.LBB0_46:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_48
	flat_load_dword v11, v[16:17] offset:12
.LBB0_48:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_50
	flat_load_dword v12, v[16:17] offset:16
.LBB0_50:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_52
	flat_load_dword v13, v[16:17] offset:20
.LBB0_52:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_54
	flat_load_dword v14, v[16:17] offset:24
.LBB0_54:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_56
	flat_load_dword v15, v[16:17] offset:28
.LBB0_56:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_74
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[2:3], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_59
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_59:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_61
	flat_load_dword v17, v[30:31] offset:4
.LBB0_61:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_63
	flat_load_dword v18, v[30:31] offset:8
.LBB0_63:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_65
	flat_load_dword v19, v[30:31] offset:12
.LBB0_65:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_67
	flat_load_dword v20, v[30:31] offset:16
.LBB0_67:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_69
	flat_load_dword v21, v[30:31] offset:20
.LBB0_69:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_71
	flat_load_dword v22, v[30:31] offset:24
.LBB0_71:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_73
	flat_load_dword v23, v[30:31] offset:28
.LBB0_73:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_74:
	v_readlane_b32 s48, v32, 6
	v_readlane_b32 s49, v32, 7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_lshl_add_u64 v[2:3], s[48:49], 0, v[28:29]
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_76
	flat_store_short v[2:3], v6
.LBB0_76:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_78
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_78:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_80
	flat_store_short v[2:3], v5 offset:4
.LBB0_80:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_82
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_82:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_84
	flat_store_short v[2:3], v4 offset:8
.LBB0_84:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_86
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_86:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_88
	flat_store_short v[2:3], v0 offset:12
.LBB0_88:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_90
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_90:
	s_or_b64 exec, exec, s[34:35]
.LBB0_91:
	v_readlane_b32 s34, v32, 12
	v_readlane_b32 s35, v32, 13
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_143
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[74:75], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_94
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_94:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_96
	flat_load_dword v9, v[16:17] offset:4
.LBB0_96:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_98
	flat_load_dword v10, v[16:17] offset:8
.LBB0_98:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_100
	flat_load_dword v11, v[16:17] offset:12
.LBB0_100:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_102
	flat_load_dword v12, v[16:17] offset:16
.LBB0_102:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_104
	flat_load_dword v13, v[16:17] offset:20
.LBB0_104:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_106
	flat_load_dword v14, v[16:17] offset:24
.LBB0_106:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_108
	flat_load_dword v15, v[16:17] offset:28
.LBB0_108:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_126
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[94:95], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_111
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_111:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_113
	flat_load_dword v17, v[30:31] offset:4
.LBB0_113:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_115
	flat_load_dword v18, v[30:31] offset:8
.LBB0_115:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_117
	flat_load_dword v19, v[30:31] offset:12
.LBB0_117:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_119
	flat_load_dword v20, v[30:31] offset:16
.LBB0_119:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_121
	flat_load_dword v21, v[30:31] offset:20
.LBB0_121:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_123
	flat_load_dword v22, v[30:31] offset:24
.LBB0_123:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_125
	flat_load_dword v23, v[30:31] offset:28
.LBB0_125:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_126:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_lshl_add_u64 v[2:3], s[76:77], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_128
	flat_store_short v[2:3], v6
.LBB0_128:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_130
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_130:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_132
	flat_store_short v[2:3], v5 offset:4
.LBB0_132:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_134
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_134:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_136
	flat_store_short v[2:3], v4 offset:8
.LBB0_136:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_138
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_138:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_140
	flat_store_short v[2:3], v0 offset:12
.LBB0_140:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_142
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_142:
	s_or_b64 exec, exec, s[34:35]
.LBB0_143:
	v_readlane_b32 s34, v32, 14
	v_readlane_b32 s35, v32, 15
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_195
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[90:91], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_146
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_146:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_148
	flat_load_dword v9, v[16:17] offset:4
.LBB0_148:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_150
	flat_load_dword v10, v[16:17] offset:8
.LBB0_150:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_152
	flat_load_dword v11, v[16:17] offset:12
.LBB0_152:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_154
	flat_load_dword v12, v[16:17] offset:16
.LBB0_154:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_156
	flat_load_dword v13, v[16:17] offset:20
.LBB0_156:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_158
	flat_load_dword v14, v[16:17] offset:24
.LBB0_158:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_160
	flat_load_dword v15, v[16:17] offset:28
.LBB0_160:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_178
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[62:63], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_163
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_163:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_165
	flat_load_dword v17, v[30:31] offset:4
.LBB0_165:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_167
	flat_load_dword v18, v[30:31] offset:8
.LBB0_167:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_169
	flat_load_dword v19, v[30:31] offset:12
.LBB0_169:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_171
	flat_load_dword v20, v[30:31] offset:16
.LBB0_171:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_173
	flat_load_dword v21, v[30:31] offset:20
.LBB0_173:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_175
	flat_load_dword v22, v[30:31] offset:24
.LBB0_175:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_177
	flat_load_dword v23, v[30:31] offset:28
.LBB0_177:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_178:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_lshl_add_u64 v[2:3], s[78:79], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_180
	flat_store_short v[2:3], v6
.LBB0_180:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_182
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_182:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_184
	flat_store_short v[2:3], v5 offset:4
.LBB0_184:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_186
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_186:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_188
	flat_store_short v[2:3], v4 offset:8
.LBB0_188:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_190
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_190:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_192
	flat_store_short v[2:3], v0 offset:12
.LBB0_192:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_194
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_194:
	s_or_b64 exec, exec, s[34:35]
.LBB0_195:
	v_readlane_b32 s34, v32, 16
	v_readlane_b32 s35, v32, 17
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_247
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[72:73], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_198
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_198:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_200
	flat_load_dword v9, v[16:17] offset:4
.LBB0_200:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_202
	flat_load_dword v10, v[16:17] offset:8
.LBB0_202:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_204
	flat_load_dword v11, v[16:17] offset:12
.LBB0_204:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_206
	flat_load_dword v12, v[16:17] offset:16
.LBB0_206:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_208
	flat_load_dword v13, v[16:17] offset:20
.LBB0_208:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_210
	flat_load_dword v14, v[16:17] offset:24
.LBB0_210:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_212
	flat_load_dword v15, v[16:17] offset:28
.LBB0_212:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_230
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[14:15], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_215
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_215:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_217
	flat_load_dword v17, v[30:31] offset:4
.LBB0_217:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_219
	flat_load_dword v18, v[30:31] offset:8
.LBB0_219:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_221
	flat_load_dword v19, v[30:31] offset:12
.LBB0_221:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_223
	flat_load_dword v20, v[30:31] offset:16
.LBB0_223:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_225
	flat_load_dword v21, v[30:31] offset:20
.LBB0_225:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_227
	flat_load_dword v22, v[30:31] offset:24
.LBB0_227:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_229
	flat_load_dword v23, v[30:31] offset:28
.LBB0_229:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_230:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_lshl_add_u64 v[2:3], s[80:81], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_232
	flat_store_short v[2:3], v6
.LBB0_232:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_234
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_234:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_236
	flat_store_short v[2:3], v5 offset:4
.LBB0_236:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_238
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_238:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_240
	flat_store_short v[2:3], v4 offset:8
.LBB0_240:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_242
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_242:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_244
	flat_store_short v[2:3], v0 offset:12
.LBB0_244:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_246
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_246:
	s_or_b64 exec, exec, s[34:35]
.LBB0_247:
	v_readlane_b32 s34, v32, 18
	v_readlane_b32 s35, v32, 19
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_299
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[12:13], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_250
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_250:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_252
	flat_load_dword v9, v[16:17] offset:4
.LBB0_252:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_254
	flat_load_dword v10, v[16:17] offset:8
.LBB0_254:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_256
	flat_load_dword v11, v[16:17] offset:12
.LBB0_256:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_258
	flat_load_dword v12, v[16:17] offset:16
.LBB0_258:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_260
	flat_load_dword v13, v[16:17] offset:20
.LBB0_260:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_262
	flat_load_dword v14, v[16:17] offset:24
.LBB0_262:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_264
	flat_load_dword v15, v[16:17] offset:28
.LBB0_264:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_282
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[10:11], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_267
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_267:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_269
	flat_load_dword v17, v[30:31] offset:4
.LBB0_269:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_271
	flat_load_dword v18, v[30:31] offset:8
.LBB0_271:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_273
	flat_load_dword v19, v[30:31] offset:12
.LBB0_273:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_275
	flat_load_dword v20, v[30:31] offset:16
.LBB0_275:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_277
	flat_load_dword v21, v[30:31] offset:20
.LBB0_277:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_279
	flat_load_dword v22, v[30:31] offset:24
.LBB0_279:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_281
	flat_load_dword v23, v[30:31] offset:28
.LBB0_281:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_282:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_lshl_add_u64 v[2:3], s[82:83], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_284
	flat_store_short v[2:3], v6
.LBB0_284:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_286
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_286:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_288
	flat_store_short v[2:3], v5 offset:4
.LBB0_288:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_290
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_290:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_292
	flat_store_short v[2:3], v4 offset:8
.LBB0_292:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_294
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_294:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_296
	flat_store_short v[2:3], v0 offset:12
.LBB0_296:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_298
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_298:
	s_or_b64 exec, exec, s[34:35]
.LBB0_299:
	v_readlane_b32 s34, v32, 20
	v_readlane_b32 s35, v32, 21
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_351
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_302
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_302:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_304
	flat_load_dword v9, v[16:17] offset:4
.LBB0_304:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_306
	flat_load_dword v10, v[16:17] offset:8
.LBB0_306:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_308
	flat_load_dword v11, v[16:17] offset:12
.LBB0_308:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_310
	flat_load_dword v12, v[16:17] offset:16
.LBB0_310:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_312
	flat_load_dword v13, v[16:17] offset:20
.LBB0_312:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_314
	flat_load_dword v14, v[16:17] offset:24
.LBB0_314:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_316
	flat_load_dword v15, v[16:17] offset:28
.LBB0_316:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_334
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[98:99], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_319
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_319:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_321
	flat_load_dword v17, v[30:31] offset:4
.LBB0_321:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_323
	flat_load_dword v18, v[30:31] offset:8
.LBB0_323:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_325
	flat_load_dword v19, v[30:31] offset:12
.LBB0_325:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_327
	flat_load_dword v20, v[30:31] offset:16
.LBB0_327:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_329
	flat_load_dword v21, v[30:31] offset:20
.LBB0_329:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_331
	flat_load_dword v22, v[30:31] offset:24
.LBB0_331:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_333
	flat_load_dword v23, v[30:31] offset:28
.LBB0_333:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_334:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_lshl_add_u64 v[2:3], s[84:85], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_336
	flat_store_short v[2:3], v6
.LBB0_336:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_338
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_338:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_340
	flat_store_short v[2:3], v5 offset:4
.LBB0_340:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_342
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_342:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_344
	flat_store_short v[2:3], v4 offset:8
.LBB0_344:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_346
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_346:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_348
	flat_store_short v[2:3], v0 offset:12
.LBB0_348:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_350
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_350:
	s_or_b64 exec, exec, s[34:35]
.LBB0_351:
	v_readlane_b32 s34, v32, 22
	v_readlane_b32 s35, v32, 23
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_403
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[96:97], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_354
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_354:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[34:35], 1, v2
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_356
	flat_load_dword v9, v[16:17] offset:4
.LBB0_356:
	s_or_b64 exec, exec, s[36:37]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[36:37], 1, v2
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_358
	flat_load_dword v10, v[16:17] offset:8
.LBB0_358:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[38:39], 1, v2
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_360
	flat_load_dword v11, v[16:17] offset:12
.LBB0_360:
	s_or_b64 exec, exec, s[40:41]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[40:41], 1, v2
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_362
	flat_load_dword v12, v[16:17] offset:16
.LBB0_362:
	s_or_b64 exec, exec, s[42:43]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[42:43], 1, v2
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_364
	flat_load_dword v13, v[16:17] offset:20
.LBB0_364:
	s_or_b64 exec, exec, s[44:45]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[44:45], 1, v2
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_366
	flat_load_dword v14, v[16:17] offset:24
.LBB0_366:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[46:47], 1, v0
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_368
	flat_load_dword v15, v[16:17] offset:28
.LBB0_368:
	s_or_b64 exec, exec, s[48:49]
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_386
	v_readlane_b32 s48, v32, 10
	s_mov_b32 s65, s64
	v_readlane_b32 s49, v32, 11
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[48:49], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_371
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_371:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_373
	flat_load_dword v17, v[30:31] offset:4
.LBB0_373:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[36:37]
	s_cbranch_execz .LBB0_375
	flat_load_dword v18, v[30:31] offset:8
.LBB0_375:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[38:39]
	s_cbranch_execz .LBB0_377
	flat_load_dword v19, v[30:31] offset:12
.LBB0_377:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[40:41]
	s_cbranch_execz .LBB0_379
	flat_load_dword v20, v[30:31] offset:16
.LBB0_379:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[42:43]
	s_cbranch_execz .LBB0_381
	flat_load_dword v21, v[30:31] offset:20
.LBB0_381:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[44:45]
	s_cbranch_execz .LBB0_383
	flat_load_dword v22, v[30:31] offset:24
.LBB0_383:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_385
	flat_load_dword v23, v[30:31] offset:28
.LBB0_385:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_386:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[48:49], v15, v15
	v_cmp_u_f32_e64 s[50:51], v12, v12
	v_cmp_u_f32_e64 s[52:53], v13, v13
	v_cmp_u_f32_e64 s[54:55], v10, v10
	v_cmp_u_f32_e64 s[56:57], v11, v11
	v_cmp_u_f32_e64 s[58:59], v8, v8
	v_cmp_u_f32_e64 s[60:61], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[48:49]
	v_cndmask_b32_e64 v5, v12, v33, s[50:51]
	v_cndmask_b32_e64 v6, v13, v33, s[52:53]
	v_cndmask_b32_e64 v7, v10, v33, s[54:55]
	v_cndmask_b32_e64 v10, v11, v33, s[56:57]
	v_cndmask_b32_e64 v8, v8, v33, s[58:59]
	v_cndmask_b32_e64 v9, v9, v33, s[60:61]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[60:61]
	v_cndmask_b32_e64 v8, v17, v8, s[58:59]
	v_cndmask_b32_e64 v10, v16, v10, s[56:57]
	v_cndmask_b32_e64 v7, v15, v7, s[54:55]
	v_cndmask_b32_e64 v6, v14, v6, s[52:53]
	v_cndmask_b32_e64 v5, v13, v5, s[50:51]
	v_cndmask_b32_e64 v4, v12, v4, s[48:49]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s48, 0x5040100
	v_lshl_add_u64 v[2:3], s[86:87], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s48
	v_perm_b32 v4, v6, v5, s48
	v_perm_b32 v5, v10, v7, s48
	v_perm_b32 v6, v9, v8, s48
	s_and_saveexec_b64 s[48:49], s[16:17]
	s_cbranch_execz .LBB0_388
	flat_store_short v[2:3], v6
.LBB0_388:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB0_390
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_390:
	s_or_b64 exec, exec, s[48:49]
	s_and_saveexec_b64 s[34:35], s[36:37]
	v_readlane_b32 s52, v32, 40
	v_readlane_b32 s53, v32, 41
	s_cbranch_execz .LBB0_392
	flat_store_short v[2:3], v5 offset:4
.LBB0_392:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[38:39]
	s_cbranch_execz .LBB0_394
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_394:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[40:41]
	s_cbranch_execz .LBB0_396
	flat_store_short v[2:3], v4 offset:8
.LBB0_396:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[42:43]
	s_cbranch_execz .LBB0_398
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_398:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[44:45]
	s_cbranch_execz .LBB0_400
	flat_store_short v[2:3], v0 offset:12
.LBB0_400:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[46:47]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_402
	flat_store_short_d16_hi v[2:3], v0 offset:14
.LBB0_402:
	s_or_b64 exec, exec, s[34:35]
.LBB0_403:
	v_readlane_b32 s34, v32, 24
	v_readlane_b32 s35, v32, 25
	s_and_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_4
	s_mov_b32 s65, s64
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[8:9], s[64:65]
	v_lshl_add_u64 v[16:17], s[92:93], 0, v[24:25]
	v_mov_b64_e32 v[10:11], s[66:67]
	v_mov_b64_e32 v[12:13], s[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_406
	flat_load_dword v0, v[16:17]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_406:
	s_or_b64 exec, exec, s[34:35]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[16:17]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[20:21]
	v_cndmask_b32_e64 v3, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[24:25]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[18:19], 1, v2
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_408
	flat_load_dword v9, v[16:17] offset:4
.LBB0_408:
	s_or_b64 exec, exec, s[20:21]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[20:21], 1, v2
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_410
	flat_load_dword v10, v[16:17] offset:8
.LBB0_410:
	s_or_b64 exec, exec, s[22:23]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[22:23], 1, v2
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_412
	flat_load_dword v11, v[16:17] offset:12
.LBB0_412:
	s_or_b64 exec, exec, s[24:25]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[24:25], 1, v2
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_414
	flat_load_dword v12, v[16:17] offset:16
.LBB0_414:
	s_or_b64 exec, exec, s[26:27]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[26:27], 1, v2
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_416
	flat_load_dword v13, v[16:17] offset:20
.LBB0_416:
	s_or_b64 exec, exec, s[28:29]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[28:29], 1, v2
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_418
	flat_load_dword v14, v[16:17] offset:24
.LBB0_418:
	s_or_b64 exec, exec, s[30:31]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[30:31], 1, v0
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_420
	flat_load_dword v15, v[16:17] offset:28
.LBB0_420:
	s_or_b64 exec, exec, s[34:35]
	s_andn2_b64 vcc, exec, s[52:53]
	s_cbranch_vccnz .LBB0_438
	v_readlane_b32 s34, v32, 8
	s_mov_b32 s65, s64
	v_readlane_b32 s35, v32, 9
	s_mov_b32 s66, s64
	s_mov_b32 s67, s64
	s_mov_b32 s68, s64
	s_mov_b32 s69, s64
	s_mov_b32 s70, s64
	s_mov_b32 s71, s64
	v_mov_b64_e32 v[16:17], s[64:65]
	v_lshl_add_u64 v[30:31], s[34:35], 0, v[24:25]
	v_mov_b64_e32 v[18:19], s[66:67]
	v_mov_b64_e32 v[20:21], s[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_423
	flat_load_dword v0, v[30:31]
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_423:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[18:19]
	s_cbranch_execz .LBB0_425
	flat_load_dword v17, v[30:31] offset:4
.LBB0_425:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[20:21]
	s_cbranch_execz .LBB0_427
	flat_load_dword v18, v[30:31] offset:8
.LBB0_427:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[22:23]
	s_cbranch_execz .LBB0_429
	flat_load_dword v19, v[30:31] offset:12
.LBB0_429:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[24:25]
	s_cbranch_execz .LBB0_431
	flat_load_dword v20, v[30:31] offset:16
.LBB0_431:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[26:27]
	s_cbranch_execz .LBB0_433
	flat_load_dword v21, v[30:31] offset:20
.LBB0_433:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_435
	flat_load_dword v22, v[30:31] offset:24
.LBB0_435:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_437
	flat_load_dword v23, v[30:31] offset:28
.LBB0_437:
	s_or_b64 exec, exec, s[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_add_f32 v[14:15], v[14:15], v[22:23]
	v_pk_add_f32 v[12:13], v[12:13], v[20:21]
	v_pk_add_f32 v[10:11], v[10:11], v[18:19]
	v_pk_add_f32 v[8:9], v[8:9], v[16:17]
.LBB0_438:
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v14, v14
	v_cmp_u_f32_e64 s[34:35], v15, v15
	v_cmp_u_f32_e64 s[36:37], v12, v12
	v_cmp_u_f32_e64 s[38:39], v13, v13
	v_cmp_u_f32_e64 s[40:41], v10, v10
	v_cmp_u_f32_e64 s[42:43], v11, v11
	v_cmp_u_f32_e64 s[44:45], v8, v8
	v_cmp_u_f32_e64 s[46:47], v9, v9
	v_cndmask_b32_e32 v0, v14, v33, vcc
	v_cndmask_b32_e64 v4, v15, v33, s[34:35]
	v_cndmask_b32_e64 v5, v12, v33, s[36:37]
	v_cndmask_b32_e64 v6, v13, v33, s[38:39]
	v_cndmask_b32_e64 v7, v10, v33, s[40:41]
	v_cndmask_b32_e64 v10, v11, v33, s[42:43]
	v_cndmask_b32_e64 v8, v8, v33, s[44:45]
	v_cndmask_b32_e64 v9, v9, v33, s[46:47]
	v_bfe_u32 v11, v0, 16, 1
	v_bfe_u32 v12, v4, 16, 1
	v_bfe_u32 v13, v5, 16, 1
	v_bfe_u32 v14, v6, 16, 1
	v_bfe_u32 v15, v7, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	v_bfe_u32 v18, v9, 16, 1
	v_add3_u32 v18, v9, v18, s33
	v_add3_u32 v17, v8, v17, s33
	v_add3_u32 v16, v10, v16, s33
	v_add3_u32 v15, v7, v15, s33
	v_add3_u32 v14, v6, v14, s33
	v_add3_u32 v13, v5, v13, s33
	v_add3_u32 v12, v4, v12, s33
	v_add3_u32 v11, v0, v11, s33
	v_lshrrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v12, 16, v12
	v_lshrrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v18, 16, v18
	v_or_b32_sdwa v0, v0, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v7, v7, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v10, v10, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v8, v8, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v9, v9, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v9, v18, v9, s[46:47]
	v_cndmask_b32_e64 v8, v17, v8, s[44:45]
	v_cndmask_b32_e64 v10, v16, v10, s[42:43]
	v_cndmask_b32_e64 v7, v15, v7, s[40:41]
	v_cndmask_b32_e64 v6, v14, v6, s[38:39]
	v_cndmask_b32_e64 v5, v13, v5, s[36:37]
	v_cndmask_b32_e64 v4, v12, v4, s[34:35]
	v_cndmask_b32_e32 v0, v11, v0, vcc
	s_mov_b32 s34, 0x5040100
	v_lshl_add_u64 v[2:3], s[88:89], 0, v[28:29]
	v_perm_b32 v0, v4, v0, s34
	v_perm_b32 v4, v6, v5, s34
	v_perm_b32 v5, v10, v7, s34
	v_perm_b32 v6, v9, v8, s34
	s_and_saveexec_b64 s[34:35], s[16:17]
	s_cbranch_execz .LBB0_440
	flat_store_short v[2:3], v6
.LBB0_440:
	s_or_b64 exec, exec, s[34:35]
	s_and_saveexec_b64 s[16:17], s[18:19]
	s_cbranch_execz .LBB0_442
	flat_store_short_d16_hi v[2:3], v6 offset:2
.LBB0_442:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[20:21]
	s_cbranch_execz .LBB0_444
	flat_store_short v[2:3], v5 offset:4
.LBB0_444:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[22:23]
	s_cbranch_execz .LBB0_446
	flat_store_short_d16_hi v[2:3], v5 offset:6
.LBB0_446:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[24:25]
	s_cbranch_execz .LBB0_448
	flat_store_short v[2:3], v4 offset:8
.LBB0_448:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[26:27]
	s_cbranch_execz .LBB0_450
	flat_store_short_d16_hi v[2:3], v4 offset:10
.LBB0_450:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[28:29]
	s_cbranch_execz .LBB0_452
	flat_store_short v[2:3], v0 offset:12
.LBB0_452:
	s_or_b64 exec, exec, s[16:17]
	s_and_saveexec_b64 s[16:17], s[30:31]
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_3
	flat_store_short_d16_hi v[2:3], v0 offset:14
	s_branch .LBB0_3
.LBB0_454:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_relayout
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	logpjit_relayout, .Lfunc_end0-logpjit_relayout

	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .offset:         0
        .size:           8
        .value_kind:     by_value
      - .offset:         8
        .size:           8
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .value_kind:     by_value
      - .offset:         24
        .size:           8
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .value_kind:     by_value
      - .offset:         56
        .size:           8
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           logpjit_relayout
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 48
    .symbol:         logpjit_relayout.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
