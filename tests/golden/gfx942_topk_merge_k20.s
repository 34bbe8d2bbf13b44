; golden AMDGCN for tests/codegen/gfx942_test.cpp (top-k merge of the tiles' lists, k = 20)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_merge;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_topk_merge
	.p2align	8
	.type	logpjit_topk_merge,@function
logpjit_topk_merge:
	s_load_dwordx2 s[20:21], s[0:1], 0x60
	s_mov_b32 s3, 0
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v4, s2, v1
	v_mov_b32_e32 v5, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[20:21], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_31
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b64 v[6:7], 3, v[4:5]
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[6:7]
	flat_load_dwordx2 v[10:11], v[2:3]
	v_mad_u64_u32 v[8:9], s[2:3], v4, 20, 0
	v_mad_u32_u24 v9, v5, 20, v9
	v_mov_b32_e32 v14, s14
	v_mov_b32_e32 v15, s15
	v_mov_b32_e32 v16, s16
	v_mov_b32_e32 v17, s17
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[12:13], s[18:19], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[8:9], 3, v[14:15]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[16:17]
	v_and_b32_e32 v2, 31, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[4:5], v[10:11]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[16:17], exec, s[2:3]
	s_cbranch_execz .LBB0_26
	v_mov_b32_e32 v14, s12
	v_mov_b32_e32 v15, s13
	v_lshl_add_u64 v[14:15], v[4:5], 2, v[14:15]
	flat_load_dword v24, v[14:15]
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_mul_i32 s0, s8, s7
	s_mul_hi_u32 s1, s8, s6
	v_cvt_f32_u32_e32 v26, s8
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s9, s6
	s_add_i32 s19, s0, s1
	s_mul_i32 s18, s8, s6
	v_cmp_gt_i64_e32 vcc, s[18:19], v[2:3]
	v_mov_b64_e32 v[14:15], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_11
	v_rcp_iflag_f32_e32 v1, v26
	s_sub_i32 s0, 0, s8
	s_mov_b32 s4, 0
	s_brev_b32 s5, 1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_mov_b64 s[6:7], 0
	v_mov_b64_e32 v[14:15], 0
	s_mov_b64 s[22:23], 0xffffffff
	v_mul_lo_u32 v16, s0, v1
	v_mul_hi_u32 v16, v1, v16
	v_add_u32_e32 v1, v1, v16
	v_mov_b32_e32 v17, 0
	v_mov_b64_e32 v[18:19], v[2:3]
	s_branch .LBB0_5
.LBB0_4:
	s_or_b64 exec, exec, s[24:25]
	v_mad_u64_u32 v[28:29], s[0:1], v20, s20, v[4:5]
	v_mul_lo_u32 v16, v20, s21
	v_mul_lo_u32 v20, v21, s20
	v_add3_u32 v16, v20, v29, v16
	v_mul_lo_u32 v25, v28, s9
	v_mul_lo_u32 v16, v16, s8
	v_mad_u64_u32 v[20:21], s[0:1], v28, s8, 0
	v_add3_u32 v21, v21, v25, v16
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], v[20:21], 3, s[14:15]
	v_lshl_add_u64 v[20:21], v[22:23], 3, v[20:21]
	flat_load_dwordx2 v[20:21], v[20:21]
	v_lshl_add_u64 v[18:19], v[18:19], 0, 32
	v_cmp_le_i64_e64 s[0:1], s[18:19], v[18:19]
	s_or_b64 s[6:7], s[0:1], s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[20:21], 0, v[14:15]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_10
.LBB0_5:
	v_or_b32_e32 v21, s9, v19
	v_or_b32_e32 v20, s8, v18
	v_cmp_lt_u64_e64 s[0:1], s[22:23], v[20:21]
	s_and_saveexec_b64 s[24:25], s[0:1]
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB0_8
	v_mov_b64_e32 v[20:21], 0
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], 63
	v_mov_b64_e32 v[22:23], v[20:21]
.LBB0_7:
	v_lshrrev_b64 v[28:29], s28, v[18:19]
	v_lshlrev_b64 v[22:23], 1, v[22:23]
	s_lshr_b64 s[0:1], s[4:5], s26
	v_and_b32_e32 v27, 1, v28
	s_add_u32 s26, s26, 1
	v_or_b32_e32 v22, v27, v22
	v_mov_b32_e32 v25, s8
	v_mov_b32_e32 v28, s1
	v_mov_b32_e32 v29, s0
	s_addc_u32 s27, s27, 0
	v_cmp_gt_u64_e64 s[0:1], s[8:9], v[22:23]
	v_mov_b32_e32 v16, s9
	s_add_u32 s28, s28, -1
	v_cndmask_b32_e64 v25, v25, 0, s[0:1]
	v_cndmask_b32_e64 v16, v16, 0, s[0:1]
	v_cndmask_b32_e64 v27, v28, 0, s[0:1]
	v_cndmask_b32_e64 v28, v29, 0, s[0:1]
	s_addc_u32 s29, s29, -1
	v_sub_co_u32_e64 v22, s[0:1], v22, v25
	v_or_b32_e32 v21, v27, v21
	s_nop 0
	v_subb_co_u32_e64 v23, s[0:1], v23, v16, s[0:1]
	s_cmp_eq_u64 s[26:27], 64
	v_or_b32_e32 v20, v28, v20
	s_cbranch_scc0 .LBB0_7
.LBB0_8:
	s_andn2_saveexec_b64 s[24:25], s[24:25]
	s_cbranch_execz .LBB0_4
	v_mul_hi_u32 v16, v18, v1
	v_mul_lo_u32 v20, v16, s8
	v_sub_u32_e32 v20, v18, v20
	v_add_u32_e32 v21, 1, v16
	v_cmp_le_u32_e64 s[0:1], s8, v20
	v_mov_b32_e32 v23, v17
	s_nop 0
	v_cndmask_b32_e64 v16, v16, v21, s[0:1]
	v_subrev_u32_e32 v21, s8, v20
	v_cndmask_b32_e64 v20, v20, v21, s[0:1]
	v_add_u32_e32 v21, 1, v16
	v_cmp_le_u32_e64 s[0:1], s8, v20
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v21, s[0:1]
	v_mul_lo_u32 v20, v16, s8
	v_sub_u32_e32 v22, v18, v20
	v_mov_b64_e32 v[20:21], v[16:17]
	s_branch .LBB0_4
.LBB0_10:
	s_or_b64 exec, exec, s[6:7]
.LBB0_11:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v18, 0xfc, v0
	v_xor_b32_e32 v20, 64, v18
	ds_bpermute_b32 v0, v20, v14
	ds_bpermute_b32 v17, v20, v15
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v16, v1
	v_xor_b32_e32 v21, 32, v18
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[0:1]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[16:17]
	ds_bpermute_b32 v14, v21, v14
	ds_bpermute_b32 v15, v21, v17
	v_xor_b32_e32 v22, 16, v18
	v_xor_b32_e32 v23, 8, v18
	v_xor_b32_e32 v25, 4, v18
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	ds_bpermute_b32 v16, v22, v14
	ds_bpermute_b32 v17, v22, v15
	v_cmp_eq_u64_e64 s[0:1], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	ds_bpermute_b32 v16, v23, v14
	ds_bpermute_b32 v17, v23, v15
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	ds_bpermute_b32 v16, v25, v14
	ds_bpermute_b32 v17, v25, v15
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_13
	v_cmp_lt_i64_e64 s[2:3], -1, v[10:11]
	v_cmp_gt_i64_e64 s[4:5], s[10:11], v[10:11]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[16:17], 0, v[14:15]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 1
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v11, 0, v11, s[2:3]
	v_cndmask_b32_e64 v10, 0, v10, s[2:3]
	flat_store_dwordx2 v[12:13], v[10:11]
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	v_rcp_iflag_f32_e32 v0, v26
	s_sub_i32 s4, 0, s8
	s_mov_b32 s2, -1
	s_mov_b32 s10, 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_brev_b32 s3, -2
	s_brev_b32 s11, 1
	v_mov_b64_e32 v[10:11], s[2:3]
	v_mul_lo_u32 v12, s4, v0
	v_mul_hi_u32 v12, v0, v12
	v_add_u32_e32 v26, v0, v12
	s_mov_b64 s[22:23], 0xffffffff
	s_movk_i32 s30, 0xa0
	v_bfrev_b32_e32 v27, 1
	v_mov_b32_e32 v28, 0x7fc00000
	v_mov_b32_e32 v29, 0xff800000
	s_branch .LBB0_15
.LBB0_14:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], 20
	s_cbranch_scc1 .LBB0_26
.LBB0_15:
	v_mov_b64_e32 v[12:13], s[10:11]
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_24
	s_mov_b64 s[26:27], 0
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[14:15], v[2:3]
	s_branch .LBB0_18
.LBB0_17:
	s_or_b64 exec, exec, s[4:5]
	v_mad_u64_u32 v[30:31], s[2:3], v16, s20, v[4:5]
	v_mul_lo_u32 v0, v16, s21
	v_mul_lo_u32 v16, v17, s20
	v_add3_u32 v0, v16, v31, v0
	v_mul_lo_u32 v31, v30, s9
	v_mul_lo_u32 v0, v0, s8
	v_mad_u64_u32 v[16:17], s[2:3], v30, s8, v[18:19]
	v_mov_b64_e32 v[18:19], s[12:13]
	v_add3_u32 v30, v0, v17, v31
	v_mad_u64_u32 v[16:17], s[2:3], v16, s30, v[18:19]
	v_mov_b32_e32 v0, v17
	v_mad_u64_u32 v[18:19], s[2:3], v30, s30, v[0:1]
	v_mov_b32_e32 v17, v18
	flat_load_dwordx2 v[18:19], v[16:17] offset:80
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v35, v1
	v_lshl_add_u64 v[14:15], v[14:15], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[2:3], v[18:19], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v0, 15, 5, s[2:3]
	v_lshlrev_b32_e32 v30, 3, v0
	v_lshl_add_u64 v[18:19], v[16:17], 0, v[30:31]
	flat_load_dwordx2 v[18:19], v[18:19]
	v_cndmask_b32_e64 v34, 20, 10, s[2:3]
	v_cndmask_b32_e64 v30, 11, 0, s[2:3]
	v_lshl_add_u64 v[32:33], v[0:1], 0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[2:3], v[18:19], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v18, v34, v0, s[2:3]
	v_cndmask_b32_e64 v32, v32, v30, s[2:3]
	v_add_u16_e32 v0, v32, v18
	v_lshrrev_b16_e32 v0, 1, v0
	v_lshlrev_b32_e32 v30, 3, v0
	v_lshl_add_u64 v[30:31], v[16:17], 0, v[30:31]
	flat_load_dwordx2 v[30:31], v[30:31]
	v_mov_b32_e32 v19, v1
	v_cndmask_b32_e64 v33, v33, 0, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[32:33], v[18:19]
	v_lshl_add_u64 v[36:37], v[0:1], 0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e64 s[4:5], v[30:31], v[10:11]
	v_cmp_lt_i64_e64 s[6:7], v[30:31], v[10:11]
	s_and_b64 s[6:7], s[6:7], s[2:3]
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v18, v18, v0, s[6:7]
	v_cndmask_b32_e64 v30, v32, v36, s[2:3]
	v_xor_b32_e32 v19, v30, v18
	v_and_b32_e32 v0, v30, v18
	v_lshrrev_b16_e32 v19, 1, v19
	v_add_u16_e32 v0, v0, v19
	v_lshlrev_b32_e32 v34, 3, v0
	v_cndmask_b32_e64 v31, v33, v37, s[2:3]
	v_lshl_add_u64 v[32:33], v[16:17], 0, v[34:35]
	flat_load_dwordx2 v[32:33], v[32:33]
	v_mov_b32_e32 v19, v1
	v_cmp_lt_u64_e64 s[2:3], v[30:31], v[18:19]
	v_lshl_add_u64 v[38:39], v[0:1], 0, 1
	v_mov_b32_e32 v37, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e64 s[4:5], v[32:33], v[10:11]
	v_cmp_lt_i64_e64 s[6:7], v[32:33], v[10:11]
	s_and_b64 s[6:7], s[6:7], s[2:3]
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v34, v18, v0, s[6:7]
	v_cndmask_b32_e64 v19, v31, v39, s[2:3]
	v_cndmask_b32_e64 v18, v30, v38, s[2:3]
	v_lshl_add_u64 v[30:31], v[18:19], 0, v[34:35]
	v_lshrrev_b32_e32 v0, 1, v30
	v_cmp_gt_u64_e64 s[2:3], 40, v[30:31]
	v_lshl_add_u64 v[32:33], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v36, 19, v0, s[2:3]
	v_lshl_add_u64 v[30:31], v[36:37], 3, v[16:17]
	flat_load_dwordx2 v[30:31], v[30:31]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e64 s[4:5], v[30:31], v[10:11]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v19, v19, v33, s[2:3]
	v_cndmask_b32_e64 v18, v18, v32, s[2:3]
	v_cmp_gt_u64_e64 s[2:3], 20, v[18:19]
	v_cmp_le_i64_e64 s[4:5], s[18:19], v[14:15]
	s_nop 0
	v_cndmask_b32_e64 v19, 0, v19, s[2:3]
	v_cndmask_b32_e64 v18, 19, v18, s[2:3]
	v_lshl_add_u64 v[16:17], v[18:19], 3, v[16:17]
	flat_load_dwordx2 v[16:17], v[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cndmask_b32_e64 v17, v27, v17, s[2:3]
	v_cndmask_b32_e64 v16, 0, v16, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[16:17], v[12:13]
	v_cmp_lt_i64_e64 s[6:7], v[16:17], v[10:11]
	s_nop 0
	v_cndmask_b32_e64 v0, v13, v17, s[2:3]
	s_and_b64 s[2:3], s[6:7], s[2:3]
	v_cndmask_b32_e64 v13, v13, v0, s[6:7]
	s_or_b64 s[26:27], s[4:5], s[26:27]
	v_cndmask_b32_e64 v12, v12, v16, s[2:3]
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execz .LBB0_23
.LBB0_18:
	s_waitcnt lgkmcnt(0)
	v_or_b32_e32 v17, s9, v15
	v_or_b32_e32 v16, s8, v14
	v_cmp_lt_u64_e64 s[2:3], s[22:23], v[16:17]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_21
	v_mov_b64_e32 v[16:17], 0
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[28:29], 63
	v_mov_b64_e32 v[18:19], v[16:17]
.LBB0_20:
	v_lshrrev_b64 v[30:31], s28, v[14:15]
	v_lshlrev_b64 v[18:19], 1, v[18:19]
	s_lshr_b64 s[2:3], s[10:11], s6
	v_and_b32_e32 v30, 1, v30
	s_add_u32 s6, s6, 1
	v_or_b32_e32 v18, v30, v18
	v_mov_b32_e32 v31, s8
	v_mov_b32_e32 v32, s3
	v_mov_b32_e32 v33, s2
	s_addc_u32 s7, s7, 0
	v_cmp_gt_u64_e64 s[2:3], s[8:9], v[18:19]
	v_mov_b32_e32 v0, s9
	s_add_u32 s28, s28, -1
	v_cndmask_b32_e64 v30, v31, 0, s[2:3]
	v_cndmask_b32_e64 v0, v0, 0, s[2:3]
	v_cndmask_b32_e64 v31, v32, 0, s[2:3]
	v_cndmask_b32_e64 v32, v33, 0, s[2:3]
	s_addc_u32 s29, s29, -1
	v_sub_co_u32_e64 v18, s[2:3], v18, v30
	v_or_b32_e32 v17, v31, v17
	s_nop 0
	v_subb_co_u32_e64 v19, s[2:3], v19, v0, s[2:3]
	s_cmp_eq_u64 s[6:7], 64
	v_or_b32_e32 v16, v32, v16
	s_cbranch_scc0 .LBB0_20
.LBB0_21:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_17
	v_mul_hi_u32 v0, v14, v26
	v_mul_lo_u32 v16, v0, s8
	v_sub_u32_e32 v16, v14, v16
	v_add_u32_e32 v17, 1, v0
	v_cmp_le_u32_e64 s[2:3], s8, v16
	v_mov_b32_e32 v19, v1
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v17, s[2:3]
	v_subrev_u32_e32 v17, s8, v16
	v_cndmask_b32_e64 v16, v16, v17, s[2:3]
	v_add_u32_e32 v17, 1, v0
	v_cmp_le_u32_e64 s[2:3], s8, v16
	s_nop 1
	v_cndmask_b32_e64 v0, v0, v17, s[2:3]
	v_mul_lo_u32 v16, v0, s8
	v_sub_u32_e32 v18, v14, v16
	v_mov_b64_e32 v[16:17], v[0:1]
	s_branch .LBB0_17
.LBB0_23:
	s_or_b64 exec, exec, s[26:27]
.LBB0_24:
	s_or_b64 exec, exec, s[24:25]
	ds_bpermute_b32 v10, v20, v12
	ds_bpermute_b32 v11, v20, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v11, v13, v11, s[2:3]
	v_cndmask_b32_e64 v10, v12, v10, s[2:3]
	ds_bpermute_b32 v13, v21, v11
	ds_bpermute_b32 v12, v21, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v22, v11
	ds_bpermute_b32 v12, v22, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v23, v11
	ds_bpermute_b32 v12, v23, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v25, v11
	ds_bpermute_b32 v12, v25, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_14
	v_xor_b32_e32 v12, 0x7fffffff, v11
	v_cmp_gt_i64_e64 s[2:3], 0, v[10:11]
	v_not_b32_e32 v0, v10
	s_nop 0
	v_cndmask_b32_e64 v16, v11, v12, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], s[10:11], v[10:11]
	v_lshl_add_u64 v[12:13], s[14:15], 3, v[6:7]
	s_nop 0
	v_cndmask_b32_e64 v14, v0, -1, s[2:3]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v24
	v_cmp_o_f32_e64 s[4:5], v0, v0
	v_cndmask_b32_e64 v15, 0, -1, s[2:3]
	flat_store_dwordx2 v[12:13], v[14:15]
	v_cndmask_b32_e64 v0, v28, v0, s[4:5]
	v_lshl_add_u64 v[12:13], s[14:15], 2, v[8:9]
	v_cndmask_b32_e64 v0, v0, v29, s[2:3]
	flat_store_dword v[12:13], v0
	s_branch .LBB0_14
.LBB0_26:
	s_andn2_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[0:1], 0
	v_cmp_eq_u64_e32 vcc, 0, v[2:3]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_31
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v0
.LBB0_29:
	v_lshl_add_u64 v[4:5], v[8:9], 0, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	flat_store_dwordx2 v[6:7], v[0:1]
	v_lshl_add_u64 v[6:7], v[6:7], 0, 8
	s_cmp_lg_u64 s[0:1], 0x50
	flat_store_dword v[4:5], v3
	s_cbranch_scc1 .LBB0_29
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	flat_store_dwordx2 v[12:13], v[0:1]
.LBB0_31:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_merge
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 104
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 31
		.amdhsa_accum_offset 40
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
	.size	logpjit_topk_merge, .Lfunc_end0-logpjit_topk_merge

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
      - .offset:         72
        .size:           8
        .value_kind:     by_value
      - .offset:         80
        .size:           8
        .value_kind:     by_value
      - .offset:         88
        .size:           8
        .value_kind:     by_value
      - .offset:         96
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           logpjit_topk_merge
    .private_segment_fixed_size: 0
    .sgpr_count:     37
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_merge.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
