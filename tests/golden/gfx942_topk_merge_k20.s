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
	s_cbranch_execz .LBB0_28
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
	s_cbranch_execz .LBB0_23
	v_mov_b32_e32 v14, s12
	v_mov_b32_e32 v15, s13
	v_lshl_add_u64 v[14:15], v[4:5], 2, v[14:15]
	flat_load_dword v24, v[14:15]
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_mul_i32 s0, s8, s7
	s_mul_hi_u32 s1, s8, s6
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s9, s6
	s_add_i32 s19, s0, s1
	s_mul_i32 s18, s8, s6
	v_cmp_gt_i64_e64 s[0:1], s[18:19], v[2:3]
	v_mov_b64_e32 v[14:15], 0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v16, 0
	v_lshlrev_b32_e32 v14, 3, v2
	v_mov_b32_e32 v15, v16
	s_lshl_b64 s[6:7], s[8:9], 3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], s[14:15], 0, v[14:15]
	s_mov_b64 s[14:15], 0
	v_mov_b64_e32 v[14:15], 0
	s_ashr_i32 s22, s9, 31
	s_mov_b64 s[24:25], 0x100
	v_mov_b64_e32 v[20:21], v[2:3]
	s_branch .LBB0_5
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_mad_u64_u32 v[26:27], s[2:3], v22, s20, v[4:5]
	v_mul_lo_u32 v1, v22, s21
	v_mul_lo_u32 v17, v23, s20
	v_add3_u32 v1, v17, v27, v1
	v_mul_lo_u32 v17, s7, v26
	v_mul_lo_u32 v1, s6, v1
	v_mad_u64_u32 v[26:27], s[2:3], s6, v26, 0
	v_add3_u32 v1, v27, v1, v17
	v_mul_lo_u32 v17, s7, v22
	v_mul_lo_u32 v25, s6, v23
	v_mad_u64_u32 v[22:23], s[2:3], s6, v22, 0
	v_add3_u32 v17, v23, v25, v17
	v_sub_co_u32_e32 v22, vcc, v26, v22
	v_lshl_add_u64 v[20:21], v[20:21], 0, 32
	s_nop 0
	v_subb_co_u32_e32 v23, vcc, v1, v17, vcc
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	flat_load_dwordx2 v[22:23], v[22:23]
	v_cmp_le_i64_e32 vcc, s[18:19], v[20:21]
	s_or_b64 s[14:15], vcc, s[14:15]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[24:25]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[22:23], 0, v[14:15]
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB0_9
.LBB0_5:
	v_or_b32_e32 v17, s9, v21
	v_cmp_ne_u64_e32 vcc, 0, v[16:17]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[26:27], exec, s[2:3]
	s_cbranch_execz .LBB0_7
	s_add_u32 s2, s8, s22
	s_mov_b32 s23, s22
	s_addc_u32 s3, s9, s22
	s_xor_b64 s[28:29], s[2:3], s[22:23]
	v_cvt_f32_u32_e32 v1, s28
	v_cvt_f32_u32_e32 v17, s29
	s_sub_u32 s2, 0, s28
	s_subb_u32 s3, 0, s29
	v_mov_b32_e32 v27, v16
	v_fmac_f32_e32 v1, 0x4f800000, v17
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v17, 0x2f800000, v1
	v_trunc_f32_e32 v17, v17
	v_fmac_f32_e32 v1, 0xcf800000, v17
	v_cvt_u32_f32_e32 v17, v17
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v22, s2, v17
	v_mul_hi_u32 v25, s2, v1
	v_mul_lo_u32 v23, s3, v1
	v_add_u32_e32 v22, v25, v22
	v_mul_lo_u32 v28, s2, v1
	v_add_u32_e32 v25, v22, v23
	v_mul_hi_u32 v23, v1, v25
	v_mul_lo_u32 v22, v1, v25
	v_mul_hi_u32 v26, v1, v28
	v_lshl_add_u64 v[22:23], v[26:27], 0, v[22:23]
	v_mul_hi_u32 v27, v17, v28
	v_mul_lo_u32 v28, v17, v28
	v_add_co_u32_e32 v22, vcc, v22, v28
	v_mul_hi_u32 v26, v17, v25
	s_nop 0
	v_addc_co_u32_e32 v22, vcc, v23, v27, vcc
	v_mov_b32_e32 v23, v16
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v26, vcc
	v_mul_lo_u32 v26, v17, v25
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[26:27]
	v_add_co_u32_e32 v1, vcc, v1, v22
	v_mul_lo_u32 v26, s2, v1
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, v17, v23, vcc
	v_mul_lo_u32 v22, s2, v17
	v_mul_hi_u32 v23, s2, v1
	v_add_u32_e32 v22, v23, v22
	v_mul_lo_u32 v23, s3, v1
	v_add_u32_e32 v25, v22, v23
	v_mul_hi_u32 v29, v17, v26
	v_mul_lo_u32 v30, v17, v26
	v_mul_hi_u32 v23, v1, v25
	v_mul_lo_u32 v22, v1, v25
	v_mul_hi_u32 v26, v1, v26
	v_mov_b32_e32 v27, v16
	v_lshl_add_u64 v[22:23], v[26:27], 0, v[22:23]
	v_add_co_u32_e32 v22, vcc, v22, v30
	v_mul_hi_u32 v28, v17, v25
	s_nop 0
	v_addc_co_u32_e32 v22, vcc, v23, v29, vcc
	v_mul_lo_u32 v26, v17, v25
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, 0, v28, vcc
	v_mov_b32_e32 v23, v16
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[26:27]
	v_add_co_u32_e32 v1, vcc, v1, v22
	v_ashrrev_i32_e32 v22, 31, v21
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, v17, v23, vcc
	v_mov_b32_e32 v23, v22
	v_lshl_add_u64 v[26:27], v[20:21], 0, v[22:23]
	v_xor_b32_e32 v25, v26, v22
	v_xor_b32_e32 v23, v27, v22
	v_mad_u64_u32 v[26:27], s[2:3], v25, v17, 0
	v_mul_hi_u32 v28, v25, v1
	v_mov_b32_e32 v29, v16
	v_lshl_add_u64 v[26:27], v[28:29], 0, v[26:27]
	v_mad_u64_u32 v[30:31], s[2:3], v23, v1, 0
	v_add_co_u32_e32 v1, vcc, v26, v30
	v_mad_u64_u32 v[28:29], s[2:3], v23, v17, 0
	s_nop 0
	v_addc_co_u32_e32 v26, vcc, v27, v31, vcc
	v_mov_b32_e32 v27, v16
	s_nop 0
	v_addc_co_u32_e32 v29, vcc, 0, v29, vcc
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[28:29]
	v_mul_lo_u32 v1, s29, v26
	v_mul_lo_u32 v17, s28, v27
	v_mad_u64_u32 v[28:29], s[2:3], s28, v26, 0
	v_add3_u32 v1, v29, v17, v1
	v_sub_u32_e32 v17, v23, v1
	v_mov_b32_e32 v29, s29
	v_sub_co_u32_e32 v25, vcc, v25, v28
	v_lshl_add_u64 v[30:31], v[26:27], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v17, s[2:3], v17, v29, vcc
	v_subrev_co_u32_e64 v28, s[2:3], s28, v25
	v_subb_co_u32_e32 v1, vcc, v23, v1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v17, s[2:3], 0, v17, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s29, v17
	v_cmp_le_u32_e32 vcc, s29, v1
	s_nop 0
	v_cndmask_b32_e64 v29, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s28, v28
	v_cndmask_b32_e64 v23, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s28, v25
	v_cndmask_b32_e64 v28, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s29, v17
	v_cndmask_b32_e64 v25, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s29, v1
	v_cndmask_b32_e64 v17, v29, v28, s[2:3]
	v_lshl_add_u64 v[28:29], v[26:27], 0, 2
	v_cmp_ne_u32_e64 s[2:3], 0, v17
	v_cndmask_b32_e32 v1, v23, v25, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v17, v31, v29, s[2:3]
	v_xor_b32_e32 v23, s22, v22
	v_cndmask_b32_e32 v1, v27, v17, vcc
	v_cndmask_b32_e64 v17, v30, v28, s[2:3]
	v_cndmask_b32_e32 v17, v26, v17, vcc
	v_xor_b32_e32 v17, v17, v23
	v_xor_b32_e32 v1, v1, v23
	v_sub_co_u32_e32 v22, vcc, v17, v23
	s_nop 1
	v_subb_co_u32_e32 v23, vcc, v1, v23, vcc
.LBB0_7:
	s_andn2_saveexec_b64 s[2:3], s[26:27]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s23, 0, s8
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v17, s23, v1
	v_mul_hi_u32 v17, v1, v17
	v_add_u32_e32 v1, v1, v17
	v_mul_hi_u32 v1, v20, v1
	v_mul_lo_u32 v17, v1, s8
	v_sub_u32_e32 v17, v20, v17
	v_add_u32_e32 v22, 1, v1
	v_subrev_u32_e32 v23, s8, v17
	v_cmp_le_u32_e32 vcc, s8, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v23, vcc
	v_cndmask_b32_e32 v1, v1, v22, vcc
	v_add_u32_e32 v22, 1, v1
	v_cmp_le_u32_e32 vcc, s8, v17
	v_mov_b32_e32 v23, v16
	s_nop 0
	v_cndmask_b32_e32 v22, v1, v22, vcc
	s_branch .LBB0_4
.LBB0_9:
	s_or_b64 exec, exec, s[14:15]
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v22, 0xfc, v0
	v_xor_b32_e32 v18, 64, v22
	ds_bpermute_b32 v16, v18, v14
	ds_bpermute_b32 v1, v18, v15
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v17, v0
	v_xor_b32_e32 v19, 32, v22
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[0:1]
	ds_bpermute_b32 v14, v19, v14
	ds_bpermute_b32 v15, v19, v17
	v_xor_b32_e32 v20, 16, v22
	v_xor_b32_e32 v21, 8, v22
	v_xor_b32_e32 v22, 4, v22
	s_mov_b64 s[14:15], 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	ds_bpermute_b32 v16, v20, v14
	ds_bpermute_b32 v17, v20, v15
	v_cmp_eq_u64_e64 s[2:3], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	ds_bpermute_b32 v16, v21, v14
	ds_bpermute_b32 v17, v21, v15
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	ds_bpermute_b32 v16, v22, v14
	ds_bpermute_b32 v17, v22, v15
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_12
	v_cmp_lt_i64_e32 vcc, -1, v[10:11]
	v_cmp_gt_i64_e64 s[4:5], s[10:11], v[10:11]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[16:17], 0, v[14:15]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 1
	s_and_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cndmask_b32_e32 v10, 0, v10, vcc
	flat_store_dwordx2 v[12:13], v[10:11]
.LBB0_12:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b32 s4, -1
	s_brev_b32 s5, -2
	s_mov_b32 s10, 0
	v_mov_b64_e32 v[10:11], s[4:5]
	s_brev_b32 s11, 1
	s_movk_i32 s30, 0xa0
	s_ashr_i32 s22, s9, 31
	s_sub_i32 s31, 0, s8
	v_bfrev_b32_e32 v23, 1
	v_mov_b32_e32 v25, 0x7fc00000
	v_mov_b32_e32 v26, 0xff800000
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], 20
	s_cbranch_scc1 .LBB0_23
.LBB0_14:
	s_mov_b64 s[24:25], 0
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[14:15], v[2:3]
	s_and_saveexec_b64 s[26:27], s[0:1]
	s_cbranch_execnz .LBB0_16
	s_branch .LBB0_21
.LBB0_15:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v17, s8
	v_mul_lo_u32 v27, v16, s9
	v_mad_u64_u32 v[28:29], s[4:5], v16, s8, 0
	v_mad_u64_u32 v[30:31], s[4:5], v16, s20, v[4:5]
	v_mul_lo_u32 v16, v16, s21
	v_mul_lo_u32 v17, v17, s20
	v_add3_u32 v16, v17, v31, v16
	v_add3_u32 v1, v29, v27, v1
	v_mul_lo_u32 v27, v30, s9
	v_mul_lo_u32 v29, v16, s8
	v_mad_u64_u32 v[16:17], s[4:5], v30, s8, 0
	v_add3_u32 v17, v17, v27, v29
	v_sub_co_u32_e32 v16, vcc, v16, v28
	v_mov_b64_e32 v[28:29], s[12:13]
	s_nop 0
	v_subb_co_u32_e32 v17, vcc, v17, v1, vcc
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[16:17]
	v_mad_u64_u32 v[28:29], s[4:5], v16, s30, v[28:29]
	v_mov_b32_e32 v16, v29
	v_mad_u64_u32 v[16:17], s[4:5], v17, s30, v[16:17]
	v_mov_b32_e32 v29, v16
	flat_load_dwordx2 v[16:17], v[28:29] offset:80
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v33, v0
	v_mov_b32_e32 v37, v0
	v_mov_b32_e32 v39, v0
	v_lshl_add_u64 v[14:15], v[14:15], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, v[16:17], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v16, 15, 5, vcc
	v_lshlrev_b32_e32 v30, 3, v16
	v_lshl_add_u64 v[30:31], v[28:29], 0, v[30:31]
	flat_load_dwordx2 v[30:31], v[30:31]
	v_mov_b32_e32 v17, v0
	v_cndmask_b32_e64 v1, 20, 10, vcc
	v_cndmask_b32_e64 v27, 11, 0, vcc
	v_lshl_add_u64 v[34:35], v[16:17], 0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, v[30:31], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v16, v1, v16, vcc
	v_cndmask_b32_e32 v30, v34, v27, vcc
	v_add_u16_e32 v1, v30, v16
	v_lshrrev_b16_e32 v36, 1, v1
	v_lshlrev_b32_e32 v32, 3, v36
	v_lshl_add_u64 v[32:33], v[28:29], 0, v[32:33]
	flat_load_dwordx2 v[32:33], v[32:33]
	v_cndmask_b32_e64 v31, v35, 0, vcc
	v_cmp_lt_u64_e32 vcc, v[30:31], v[16:17]
	v_lshl_add_u64 v[34:35], v[36:37], 0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e64 s[4:5], v[32:33], v[10:11]
	v_cmp_lt_i64_e64 s[6:7], v[32:33], v[10:11]
	s_and_b64 s[6:7], s[6:7], vcc
	s_and_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v16, v16, v36, s[6:7]
	v_cndmask_b32_e32 v30, v30, v34, vcc
	v_xor_b32_e32 v17, v30, v16
	v_and_b32_e32 v1, v30, v16
	v_lshrrev_b16_e32 v17, 1, v17
	v_add_u16_e32 v32, v1, v17
	v_lshlrev_b32_e32 v38, 3, v32
	v_cndmask_b32_e32 v31, v31, v35, vcc
	v_lshl_add_u64 v[34:35], v[28:29], 0, v[38:39]
	flat_load_dwordx2 v[34:35], v[34:35]
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v33, v0
	v_cmp_lt_u64_e32 vcc, v[30:31], v[16:17]
	v_lshl_add_u64 v[40:41], v[32:33], 0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e64 s[4:5], v[34:35], v[10:11]
	v_cmp_lt_i64_e64 s[6:7], v[34:35], v[10:11]
	s_and_b64 s[6:7], s[6:7], vcc
	s_and_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v36, v16, v32, s[6:7]
	v_cndmask_b32_e32 v17, v31, v41, vcc
	v_cndmask_b32_e32 v16, v30, v40, vcc
	v_lshl_add_u64 v[30:31], v[16:17], 0, v[36:37]
	v_lshrrev_b32_e32 v32, 1, v30
	v_cmp_gt_u64_e32 vcc, 40, v[30:31]
	s_nop 1
	v_cndmask_b32_e32 v38, 19, v32, vcc
	v_lshl_add_u64 v[30:31], v[38:39], 3, v[28:29]
	flat_load_dwordx2 v[30:31], v[30:31]
	v_cmp_lt_u64_e32 vcc, v[16:17], v[36:37]
	v_lshl_add_u64 v[32:33], v[32:33], 0, 1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i64_e64 s[4:5], v[30:31], v[10:11]
	s_and_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e32 v17, v17, v33, vcc
	v_cndmask_b32_e32 v16, v16, v32, vcc
	v_cmp_gt_u64_e32 vcc, 20, v[16:17]
	v_cmp_le_i64_e64 s[4:5], s[18:19], v[14:15]
	s_nop 0
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cndmask_b32_e32 v16, 19, v16, vcc
	v_lshl_add_u64 v[16:17], v[16:17], 3, v[28:29]
	flat_load_dwordx2 v[16:17], v[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cndmask_b32_e32 v17, v23, v17, vcc
	v_cndmask_b32_e32 v16, 0, v16, vcc
	v_cmp_gt_i64_e32 vcc, v[16:17], v[12:13]
	v_cmp_lt_i64_e64 s[6:7], v[16:17], v[10:11]
	s_nop 0
	v_cndmask_b32_e32 v1, v13, v17, vcc
	s_and_b64 vcc, s[6:7], vcc
	v_cndmask_b32_e64 v13, v13, v1, s[6:7]
	s_or_b64 s[24:25], s[4:5], s[24:25]
	v_cndmask_b32_e32 v12, v12, v16, vcc
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB0_20
.LBB0_16:
	v_or_b32_e32 v1, s9, v15
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_18
	s_add_u32 s4, s8, s22
	s_mov_b32 s23, s22
	s_addc_u32 s5, s9, s22
	s_xor_b64 s[28:29], s[4:5], s[22:23]
	v_cvt_f32_u32_e32 v1, s28
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v16, s29
	s_sub_u32 s4, 0, s28
	s_subb_u32 s5, 0, s29
	v_mov_b32_e32 v29, v0
	v_fmac_f32_e32 v1, 0x4f800000, v16
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v16, 0x2f800000, v1
	v_trunc_f32_e32 v16, v16
	v_fmac_f32_e32 v1, 0xcf800000, v16
	v_cvt_u32_f32_e32 v27, v16
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v16, s4, v27
	v_mul_hi_u32 v28, s4, v1
	v_mul_lo_u32 v17, s5, v1
	v_add_u32_e32 v16, v28, v16
	v_mul_lo_u32 v30, s4, v1
	v_add_u32_e32 v31, v16, v17
	v_mul_hi_u32 v17, v1, v31
	v_mul_lo_u32 v16, v1, v31
	v_mul_hi_u32 v28, v1, v30
	v_lshl_add_u64 v[16:17], v[28:29], 0, v[16:17]
	v_mul_hi_u32 v29, v27, v30
	v_mul_lo_u32 v30, v27, v30
	v_add_co_u32_e32 v16, vcc, v16, v30
	v_mul_hi_u32 v28, v27, v31
	s_nop 0
	v_addc_co_u32_e32 v16, vcc, v17, v29, vcc
	v_mov_b32_e32 v17, v0
	s_nop 0
	v_addc_co_u32_e32 v29, vcc, 0, v28, vcc
	v_mul_lo_u32 v28, v27, v31
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[28:29]
	v_add_co_u32_e32 v1, vcc, v1, v16
	v_mul_lo_u32 v28, s4, v1
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, v27, v17, vcc
	v_mul_lo_u32 v16, s4, v27
	v_mul_hi_u32 v17, s4, v1
	v_add_u32_e32 v16, v17, v16
	v_mul_lo_u32 v17, s5, v1
	v_add_u32_e32 v30, v16, v17
	v_mul_hi_u32 v32, v27, v28
	v_mul_lo_u32 v33, v27, v28
	v_mul_hi_u32 v17, v1, v30
	v_mul_lo_u32 v16, v1, v30
	v_mul_hi_u32 v28, v1, v28
	v_mov_b32_e32 v29, v0
	v_lshl_add_u64 v[16:17], v[28:29], 0, v[16:17]
	v_add_co_u32_e32 v16, vcc, v16, v33
	v_mul_hi_u32 v31, v27, v30
	s_nop 0
	v_addc_co_u32_e32 v16, vcc, v17, v32, vcc
	v_mul_lo_u32 v28, v27, v30
	s_nop 0
	v_addc_co_u32_e32 v29, vcc, 0, v31, vcc
	v_mov_b32_e32 v17, v0
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[28:29]
	v_add_co_u32_e32 v1, vcc, v1, v16
	v_ashrrev_i32_e32 v16, 31, v15
	s_nop 0
	v_addc_co_u32_e32 v27, vcc, v27, v17, vcc
	v_mov_b32_e32 v17, v16
	v_lshl_add_u64 v[28:29], v[14:15], 0, v[16:17]
	v_xor_b32_e32 v34, v28, v16
	v_xor_b32_e32 v17, v29, v16
	v_mad_u64_u32 v[28:29], s[4:5], v34, v27, 0
	v_mul_hi_u32 v30, v34, v1
	v_mov_b32_e32 v31, v0
	v_lshl_add_u64 v[28:29], v[30:31], 0, v[28:29]
	v_mad_u64_u32 v[32:33], s[4:5], v17, v1, 0
	v_add_co_u32_e32 v1, vcc, v28, v32
	v_mad_u64_u32 v[30:31], s[4:5], v17, v27, 0
	s_nop 0
	v_addc_co_u32_e32 v28, vcc, v29, v33, vcc
	v_mov_b32_e32 v29, v0
	s_nop 0
	v_addc_co_u32_e32 v31, vcc, 0, v31, vcc
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[30:31]
	v_mul_lo_u32 v1, s29, v28
	v_mul_lo_u32 v27, s28, v29
	v_mad_u64_u32 v[30:31], s[4:5], s28, v28, 0
	v_add3_u32 v1, v31, v27, v1
	v_sub_u32_e32 v27, v17, v1
	v_mov_b32_e32 v31, s29
	v_sub_co_u32_e32 v34, vcc, v34, v30
	v_lshl_add_u64 v[32:33], v[28:29], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v27, s[4:5], v27, v31, vcc
	v_subrev_co_u32_e64 v30, s[4:5], s28, v34
	v_subb_co_u32_e32 v1, vcc, v17, v1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v27, s[4:5], 0, v27, s[4:5]
	v_cmp_le_u32_e64 s[4:5], s29, v27
	v_cmp_le_u32_e32 vcc, s29, v1
	s_nop 0
	v_cndmask_b32_e64 v31, 0, -1, s[4:5]
	v_cmp_le_u32_e64 s[4:5], s28, v30
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s28, v34
	v_cndmask_b32_e64 v30, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], s29, v27
	s_nop 1
	v_cndmask_b32_e64 v27, v31, v30, s[4:5]
	v_lshl_add_u64 v[30:31], v[28:29], 0, 2
	v_cmp_ne_u32_e64 s[4:5], 0, v27
	s_nop 1
	v_cndmask_b32_e64 v27, v33, v31, s[4:5]
	v_cndmask_b32_e64 v31, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s29, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v17, v31, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v17, v32, v30, s[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v29, v27, vcc
	v_cndmask_b32_e32 v17, v28, v17, vcc
	v_xor_b32_e32 v27, s22, v16
	v_xor_b32_e32 v16, v17, v27
	v_xor_b32_e32 v1, v1, v27
	v_sub_co_u32_e32 v16, vcc, v16, v27
	s_nop 1
	v_subb_co_u32_e32 v17, vcc, v1, v27, vcc
.LBB0_18:
	s_andn2_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_15
	v_cvt_f32_u32_e32 v1, s8
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v16, s31, v1
	v_mul_hi_u32 v16, v1, v16
	v_add_u32_e32 v1, v1, v16
	v_mul_hi_u32 v1, v14, v1
	v_mul_lo_u32 v16, v1, s8
	v_sub_u32_e32 v16, v14, v16
	v_add_u32_e32 v17, 1, v1
	v_subrev_u32_e32 v27, s8, v16
	v_cmp_le_u32_e32 vcc, s8, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v27, vcc
	v_cndmask_b32_e32 v1, v1, v17, vcc
	v_add_u32_e32 v17, 1, v1
	v_cmp_le_u32_e32 vcc, s8, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v1, v17, vcc
	v_mov_b32_e32 v17, v0
	s_branch .LBB0_15
.LBB0_20:
	s_or_b64 exec, exec, s[24:25]
.LBB0_21:
	s_or_b64 exec, exec, s[26:27]
	ds_bpermute_b32 v10, v18, v12
	ds_bpermute_b32 v11, v18, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[10:11], v[12:13]
	s_nop 1
	v_cndmask_b32_e32 v11, v13, v11, vcc
	v_cndmask_b32_e32 v10, v12, v10, vcc
	ds_bpermute_b32 v13, v19, v11
	ds_bpermute_b32 v12, v19, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	ds_bpermute_b32 v13, v20, v11
	ds_bpermute_b32 v12, v20, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	ds_bpermute_b32 v13, v21, v11
	ds_bpermute_b32 v12, v21, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	ds_bpermute_b32 v13, v22, v11
	ds_bpermute_b32 v12, v22, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_13
	v_xor_b32_e32 v12, 0x7fffffff, v11
	v_cmp_gt_i64_e32 vcc, 0, v[10:11]
	v_not_b32_e32 v1, v10
	s_nop 0
	v_cndmask_b32_e32 v16, v11, v12, vcc
	v_cmp_eq_u64_e32 vcc, s[10:11], v[10:11]
	v_lshl_add_u64 v[12:13], s[14:15], 3, v[6:7]
	s_nop 0
	v_cndmask_b32_e64 v14, v1, -1, vcc
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v16, v24
	v_cmp_o_f32_e64 s[4:5], v1, v1
	v_cndmask_b32_e64 v15, 0, -1, vcc
	flat_store_dwordx2 v[12:13], v[14:15]
	v_cndmask_b32_e64 v1, v25, v1, s[4:5]
	v_lshl_add_u64 v[12:13], s[14:15], 2, v[8:9]
	v_cndmask_b32_e32 v1, v1, v26, vcc
	flat_store_dword v[12:13], v1
	s_branch .LBB0_13
.LBB0_23:
	s_andn2_saveexec_b64 s[0:1], s[16:17]
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[0:1], 0
	v_cmp_eq_u64_e32 vcc, 0, v[2:3]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v0
.LBB0_26:
	v_lshl_add_u64 v[4:5], v[8:9], 0, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	flat_store_dwordx2 v[6:7], v[0:1]
	v_lshl_add_u64 v[6:7], v[6:7], 0, 8
	s_cmp_lg_u64 s[0:1], 0x50
	flat_store_dword v[4:5], v3
	s_cbranch_scc1 .LBB0_26
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	flat_store_dwordx2 v[12:13], v[0:1]
.LBB0_28:
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 44
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_merge.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
