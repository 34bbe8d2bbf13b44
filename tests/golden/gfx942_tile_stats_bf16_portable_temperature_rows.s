; golden AMDGCN for tests/codegen/gfx942_test.cpp (cross_target_bitwise tile_stats, per-row temperature)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=4;temperature=rows;entropy=0;math=portable;grad_lse=0;grad_entropy=0
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_tile_stats
	.p2align	8
	.type	logpjit_tile_stats,@function
logpjit_tile_stats:
	s_mov_b32 s20, 0x69ad9940
	s_add_u32 s20, 0x6e928, s20
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s21, 0, 0
	v_add_co_u32_e32 v1, vcc, s20, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s20, s21, 0x1b9b10
	v_readfirstlane_b32 s23, v1
	s_mul_i32 s21, s20, 0xfffff6ba
	s_mul_hi_u32 s24, s23, 0xfffff6ba
	s_add_i32 s24, s24, s21
	s_sub_i32 s21, s24, s23
	s_mul_i32 s25, s23, 0xfffff6ba
	s_mul_hi_u32 s28, s23, s21
	s_mul_i32 s29, s23, s21
	s_mul_hi_u32 s23, s23, s25
	s_add_u32 s23, s23, s29
	s_mul_hi_u32 s26, s20, s25
	s_mul_i32 s27, s20, s25
	s_addc_u32 s25, 0, s28
	s_add_u32 s23, s23, s27
	s_load_dwordx16 s[4:19], s[0:1], 0x20
	s_mul_hi_u32 s24, s20, s21
	s_addc_u32 s23, s25, s26
	s_addc_u32 s24, s24, 0
	s_mul_i32 s21, s20, s21
	s_add_u32 s21, s23, s21
	s_addc_u32 s23, 0, s24
	v_add_co_u32_e32 v1, vcc, s21, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s23, s20, s23
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s24, s9, 31
	s_add_u32 s20, s8, s24
	s_mov_b32 s25, s24
	s_addc_u32 s21, s9, s24
	s_xor_b64 s[20:21], s[20:21], s[24:25]
	v_readfirstlane_b32 s28, v1
	s_mul_i32 s27, s20, s23
	s_mul_hi_u32 s29, s20, s28
	s_mul_hi_u32 s26, s20, s23
	s_add_u32 s27, s29, s27
	s_addc_u32 s26, 0, s26
	s_mul_hi_u32 s30, s21, s28
	s_mul_i32 s28, s21, s28
	s_add_u32 s27, s27, s28
	s_mul_hi_u32 s29, s21, s23
	s_addc_u32 s26, s26, s30
	s_addc_u32 s27, s29, 0
	s_mul_i32 s23, s21, s23
	s_add_u32 s23, s26, s23
	s_addc_u32 s26, 0, s27
	s_add_u32 s27, s23, 1
	s_addc_u32 s28, s26, 0
	s_add_u32 s29, s23, 2
	s_mul_i32 s33, s26, 0x946
	s_mul_hi_u32 s34, s23, 0x946
	s_addc_u32 s30, s26, 0
	s_add_i32 s34, s34, s33
	s_mul_i32 s33, s23, 0x946
	v_mov_b32_e32 v1, s33
	v_sub_co_u32_e32 v1, vcc, s20, v1
	s_movk_i32 s31, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s20, s21, s34
	v_subrev_co_u32_e32 v2, vcc, s31, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s21, s20, 0
	v_readfirstlane_b32 s31, v2
	s_cmpk_gt_u32 s31, 0x945
	s_cselect_b32 s31, -1, 0
	s_cmp_eq_u32 s21, 0
	s_cselect_b32 s21, s31, -1
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s21, s30, s28
	v_readfirstlane_b32 s28, v1
	s_cselect_b32 s27, s29, s27
	s_cmpk_gt_u32 s28, 0x945
	s_cselect_b32 s28, -1, 0
	s_cmp_eq_u32 s20, 0
	s_cselect_b32 s20, s28, -1
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s21, s21, s26
	s_cselect_b32 s20, s27, s23
	s_mov_b32 s22, 0
	s_xor_b64 s[20:21], s[20:21], s[24:25]
	s_mov_b32 s3, s22
	s_sub_u32 s20, s20, s24
	s_subb_u32 s21, s21, s24
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v6, s2, v1
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v7, s3
	v_or_b32_e32 v3, s21, v1
	v_or_b32_e32 v2, s20, v6
	s_mov_b64 s[2:3], 0xffffffff
	v_cmp_lt_u64_e32 vcc, s[2:3], v[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_mov_b64_e32 v[2:3], 0
	s_mov_b64 s[24:25], 0
	s_mov_b64 s[26:27], 63
	v_mov_b32_e32 v1, s21
	v_mov_b32_e32 v8, s20
	s_brev_b32 s23, 1
	v_mov_b64_e32 v[4:5], v[2:3]
.LBB0_2:
	v_lshrrev_b64 v[10:11], s26, v[6:7]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_lshr_b64 s[28:29], s[22:23], s24
	v_and_b32_e32 v9, 1, v10
	s_add_u32 s24, s24, 1
	v_or_b32_e32 v4, v9, v4
	s_addc_u32 s25, s25, 0
	v_cmp_gt_u64_e32 vcc, s[20:21], v[4:5]
	v_mov_b32_e32 v10, s29
	v_mov_b32_e32 v11, s28
	s_add_u32 s26, s26, -1
	v_cndmask_b32_e64 v12, v8, 0, vcc
	v_cndmask_b32_e64 v9, v1, 0, vcc
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_cndmask_b32_e64 v11, v11, 0, vcc
	s_addc_u32 s27, s27, -1
	v_sub_co_u32_e32 v4, vcc, v4, v12
	v_or_b32_e32 v3, v10, v3
	s_nop 0
	v_subb_co_u32_e32 v5, vcc, v5, v9, vcc
	s_cmp_eq_u64 s[24:25], 64
	v_or_b32_e32 v2, v11, v2
	s_cbranch_scc0 .LBB0_2
.LBB0_4:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_6
	v_cvt_f32_u32_e32 v1, s20
	s_sub_i32 s22, 0, s20
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, v3
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s22, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v6, v1
	v_mul_lo_u32 v2, v1, s20
	v_sub_u32_e32 v2, v6, v2
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s20, v2
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s20, v2
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s20, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v1, v4, vcc
	v_mul_lo_u32 v1, v2, s20
	v_sub_u32_e32 v4, v6, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[18:19], v[2:3]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_257
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v9, s13
	v_lshl_add_u64 v[8:9], v[2:3], 2, v[8:9]
	flat_load_dword v56, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s2
	v_mov_b32_e32 v7, s3
	v_lshl_add_u64 v[6:7], v[2:3], 3, v[6:7]
	flat_load_dwordx2 v[10:11], v[6:7]
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v8, s10
	v_mov_b32_e32 v9, s11
	s_movk_i32 s12, 0xf6ba
	v_mad_u64_u32 v[24:25], s[10:11], v4, s12, v[8:9]
	v_mov_b32_e32 v8, v25
	v_mad_u64_u32 v[8:9], s[10:11], v5, s12, v[8:9]
	v_sub_u32_e32 v25, v8, v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s0
	v_mov_b32_e32 v9, s1
	s_lshl_b32 s10, s2, 1
	v_mov_b32_e32 v12, s2
	v_alignbit_b32 v12, s3, v12, 31
	v_mad_u64_u32 v[8:9], s[0:1], s10, v2, v[8:9]
	v_cmp_lt_i64_e32 vcc, 0, v[24:25]
	v_mul_lo_u32 v13, s10, v3
	v_mul_lo_u32 v12, v12, v2
	v_and_b32_e32 v57, 31, v0
	v_mov_b32_e32 v1, 0
	v_add3_u32 v9, v12, v9, v13
	v_mov_b32_e32 v17, 0xff800000
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s[0:1], s[4:5], v[10:11]
	s_and_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_249
	s_movk_i32 s10, 0x128c
	v_mad_u64_u32 v[22:23], s[2:3], v4, s10, v[8:9]
	v_mov_b32_e32 v10, v23
	v_mad_u64_u32 v[10:11], s[2:3], v5, s10, v[10:11]
	s_mov_b64 s[10:11], 0x946
	v_and_b32_e32 v30, 3, v22
	v_mov_b32_e32 v31, 0
	v_cmp_gt_u64_e32 vcc, s[10:11], v[24:25]
	v_cmp_ne_u64_e64 s[2:3], 0, v[30:31]
	v_mov_b32_e32 v23, v10
	s_or_b64 s[2:3], vcc, s[2:3]
	v_lshlrev_b32_e32 v54, 3, v57
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_xor_b64 s[2:3], exec, s[12:13]
	s_cbranch_execz .LBB0_240
	v_cmp_lt_i64_e32 vcc, 0, v[24:25]
	v_mov_b32_e32 v1, 0x946
	v_lshlrev_b32_e32 v30, 2, v57
	v_cndmask_b32_e32 v11, 0, v25, vcc
	v_cndmask_b32_e32 v10, 0, v24, vcc
	v_cmp_gt_i64_e32 vcc, s[10:11], v[10:11]
	v_mov_b32_e32 v55, v31
	v_lshl_add_u64 v[12:13], v[22:23], 0, v[54:55]
	v_cndmask_b32_e32 v25, 0, v11, vcc
	v_cndmask_b32_e32 v24, v1, v10, vcc
	v_lshl_add_u64 v[10:11], v[30:31], 0, 4
	v_cmp_le_u64_e32 vcc, v[10:11], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_11
	flat_load_ushort v1, v[12:13] offset:6
	flat_load_ushort v10, v[12:13]
	flat_load_ushort v11, v[12:13] offset:4
	flat_load_ushort v14, v[12:13] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v1, v11, s12
	v_perm_b32 v10, v14, v10, s12
.LBB0_11:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_21
	v_or_b32_e32 v16, 2, v30
	v_mov_b32_e32 v17, v31
	v_or_b32_e32 v14, 3, v30
	v_mov_b32_e32 v15, v31
	v_cmp_lt_u64_e32 vcc, v[16:17], v[24:25]
	v_or_b32_e32 v10, 1, v30
	v_mov_b32_e32 v11, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[14:15], v[24:25]
	v_lshlrev_b16_e32 v1, 2, v1
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[10:11], v[24:25]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v1, v14, v1
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[30:31], v[24:25]
	v_lshlrev_b16_e32 v10, 1, v10
	s_mov_b32 s13, s12
	v_cndmask_b32_e64 v11, 0, 1, vcc
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_mov_b64_e32 v[10:11], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_14
	flat_load_ushort v10, v[12:13]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v11, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s18, v10, v11
	v_mov_b32_e32 v11, 0xff80ff80
.LBB0_14:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v14, 1, v1
	v_and_b32_e32 v14, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v14
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_16
	flat_load_ushort v14, v[12:13] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v14, v10, s18
.LBB0_16:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v14, 2, v1
	v_and_b32_e32 v14, 1, v14
	v_cmp_eq_u32_e32 vcc, 1, v14
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_18
	flat_load_ushort v14, v[12:13] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s18, v14, v11
.LBB0_18:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_20
	flat_load_ushort v1, v[12:13] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v1, v11, s18
.LBB0_20:
	s_or_b64 exec, exec, s[12:13]
.LBB0_21:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v16, 0x80, v30
	v_lshlrev_b32_e32 v12, 1, v16
	v_mov_b32_e32 v13, 0
	s_mov_b64 s[10:11], 0x84
	v_lshl_add_u64 v[14:15], v[22:23], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[12:13], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_23
	flat_load_ushort v1, v[14:15] offset:6
	flat_load_ushort v12, v[14:15]
	flat_load_ushort v13, v[14:15] offset:4
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s12
	v_perm_b32 v12, v16, v12, s12
.LBB0_23:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_33
	v_or_b32_e32 v20, 2, v16
	v_mov_b32_e32 v21, v31
	v_or_b32_e32 v18, 3, v16
	v_mov_b32_e32 v19, v31
	v_cmp_lt_u64_e32 vcc, v[20:21], v[24:25]
	v_or_b32_e32 v12, 1, v16
	v_mov_b32_e32 v13, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[18:19], v[24:25]
	v_mov_b32_e32 v17, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[12:13], v[24:25]
	v_lshlrev_b16_e32 v18, 3, v18
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[16:17], v[24:25]
	v_lshlrev_b16_e32 v12, 1, v12
	v_or_b32_e32 v1, v18, v1
	v_cndmask_b32_e64 v13, 0, 1, vcc
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v12, v1
	v_mov_b64_e32 v[12:13], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_26
	flat_load_ushort v12, v[14:15]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, s18, v12, v13
	v_mov_b32_e32 v13, 0xff80ff80
.LBB0_26:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_28
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s18
.LBB0_28:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_30
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s18, v16, v13
.LBB0_30:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_32
	flat_load_ushort v1, v[14:15] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s18
.LBB0_32:
	s_or_b64 exec, exec, s[12:13]
.LBB0_33:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v18, 0x100, v30
	v_lshlrev_b32_e32 v14, 1, v18
	v_mov_b32_e32 v15, 0
	s_mov_b64 s[10:11], 0x104
	v_lshl_add_u64 v[16:17], v[22:23], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[14:15], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_35
	flat_load_ushort v1, v[16:17] offset:6
	flat_load_ushort v14, v[16:17]
	flat_load_ushort v15, v[16:17] offset:4
	flat_load_ushort v18, v[16:17] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v1, v15, s12
	v_perm_b32 v14, v18, v14, s12
.LBB0_35:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_45
	v_or_b32_e32 v26, 2, v18
	v_mov_b32_e32 v27, v31
	v_or_b32_e32 v20, 3, v18
	v_mov_b32_e32 v21, v31
	v_cmp_lt_u64_e32 vcc, v[26:27], v[24:25]
	v_or_b32_e32 v14, 1, v18
	v_mov_b32_e32 v15, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[20:21], v[24:25]
	v_mov_b32_e32 v19, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[14:15], v[24:25]
	v_lshlrev_b16_e32 v20, 3, v20
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[18:19], v[24:25]
	v_lshlrev_b16_e32 v14, 1, v14
	v_or_b32_e32 v1, v20, v1
	v_cndmask_b32_e64 v15, 0, 1, vcc
	v_or_b32_e32 v14, v15, v14
	v_and_b32_e32 v14, 3, v14
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v14, v1
	v_mov_b64_e32 v[14:15], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_38
	flat_load_ushort v14, v[16:17]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v15, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s18, v14, v15
	v_mov_b32_e32 v15, 0xff80ff80
.LBB0_38:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v18, 1, v1
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_40
	flat_load_ushort v18, v[16:17] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v18, v14, s18
.LBB0_40:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v18, 2, v1
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_42
	flat_load_ushort v18, v[16:17] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s18, v18, v15
.LBB0_42:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_44
	flat_load_ushort v1, v[16:17] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v1, v15, s18
.LBB0_44:
	s_or_b64 exec, exec, s[12:13]
.LBB0_45:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v20, 0x180, v30
	v_lshlrev_b32_e32 v16, 1, v20
	v_mov_b32_e32 v17, 0
	s_mov_b64 s[10:11], 0x184
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[16:17], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_47
	flat_load_ushort v1, v[18:19] offset:6
	flat_load_ushort v16, v[18:19]
	flat_load_ushort v17, v[18:19] offset:4
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s12
	v_perm_b32 v16, v20, v16, s12
.LBB0_47:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_57
	v_or_b32_e32 v28, 2, v20
	v_mov_b32_e32 v29, v31
	v_or_b32_e32 v26, 3, v20
	v_mov_b32_e32 v27, v31
	v_cmp_lt_u64_e32 vcc, v[28:29], v[24:25]
	v_or_b32_e32 v16, 1, v20
	v_mov_b32_e32 v17, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[26:27], v[24:25]
	v_mov_b32_e32 v21, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[16:17], v[24:25]
	v_lshlrev_b16_e32 v26, 3, v26
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v16, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[20:21], v[24:25]
	v_lshlrev_b16_e32 v16, 1, v16
	v_or_b32_e32 v1, v26, v1
	v_cndmask_b32_e64 v17, 0, 1, vcc
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v16, 3, v16
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v16, v1
	v_mov_b64_e32 v[16:17], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_50
	flat_load_ushort v16, v[18:19]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, s18, v16, v17
	v_mov_b32_e32 v17, 0xff80ff80
.LBB0_50:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_52
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s18
.LBB0_52:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_54
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s18, v20, v17
.LBB0_54:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_56
	flat_load_ushort v1, v[18:19] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s18
.LBB0_56:
	s_or_b64 exec, exec, s[12:13]
.LBB0_57:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v26, 0x200, v30
	v_lshlrev_b32_e32 v18, 1, v26
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[10:11], 0x204
	v_lshl_add_u64 v[20:21], v[22:23], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[18:19], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_59
	flat_load_ushort v1, v[20:21] offset:6
	flat_load_ushort v18, v[20:21]
	flat_load_ushort v19, v[20:21] offset:4
	flat_load_ushort v26, v[20:21] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v1, v19, s12
	v_perm_b32 v18, v26, v18, s12
.LBB0_59:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_69
	v_or_b32_e32 v32, 2, v26
	v_mov_b32_e32 v33, v31
	v_or_b32_e32 v28, 3, v26
	v_mov_b32_e32 v29, v31
	v_cmp_lt_u64_e32 vcc, v[32:33], v[24:25]
	v_or_b32_e32 v18, 1, v26
	v_mov_b32_e32 v19, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[28:29], v[24:25]
	v_mov_b32_e32 v27, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v28, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[18:19], v[24:25]
	v_lshlrev_b16_e32 v28, 3, v28
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[26:27], v[24:25]
	v_lshlrev_b16_e32 v18, 1, v18
	v_or_b32_e32 v1, v28, v1
	v_cndmask_b32_e64 v19, 0, 1, vcc
	v_or_b32_e32 v18, v19, v18
	v_and_b32_e32 v18, 3, v18
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v18, v1
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_62
	flat_load_ushort v18, v[20:21]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v19, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s18, v18, v19
	v_mov_b32_e32 v19, 0xff80ff80
.LBB0_62:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v26, 1, v1
	v_and_b32_e32 v26, 1, v26
	v_cmp_eq_u32_e32 vcc, 1, v26
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_64
	flat_load_ushort v26, v[20:21] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v26, v18, s18
.LBB0_64:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v26, 2, v1
	v_and_b32_e32 v26, 1, v26
	v_cmp_eq_u32_e32 vcc, 1, v26
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_66
	flat_load_ushort v26, v[20:21] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s18, v26, v19
.LBB0_66:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_68
	flat_load_ushort v1, v[20:21] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v1, v19, s18
.LBB0_68:
	s_or_b64 exec, exec, s[12:13]
.LBB0_69:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v28, 0x280, v30
	v_lshlrev_b32_e32 v20, 1, v28
	v_mov_b32_e32 v21, 0
	s_mov_b64 s[10:11], 0x284
	v_lshl_add_u64 v[26:27], v[22:23], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[20:21], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_71
	flat_load_ushort v1, v[26:27] offset:6
	flat_load_ushort v20, v[26:27]
	flat_load_ushort v21, v[26:27] offset:4
	flat_load_ushort v28, v[26:27] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s12
	v_perm_b32 v20, v28, v20, s12
.LBB0_71:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_81
	v_or_b32_e32 v34, 2, v28
	v_mov_b32_e32 v35, v31
	v_or_b32_e32 v32, 3, v28
	v_mov_b32_e32 v33, v31
	v_cmp_lt_u64_e32 vcc, v[34:35], v[24:25]
	v_or_b32_e32 v20, 1, v28
	v_mov_b32_e32 v21, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[32:33], v[24:25]
	v_mov_b32_e32 v29, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v32, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[20:21], v[24:25]
	v_lshlrev_b16_e32 v32, 3, v32
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[28:29], v[24:25]
	v_lshlrev_b16_e32 v20, 1, v20
	v_or_b32_e32 v1, v32, v1
	v_cndmask_b32_e64 v21, 0, 1, vcc
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v20, v1
	v_mov_b64_e32 v[20:21], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_74
	flat_load_ushort v20, v[26:27]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, s18, v20, v21
	v_mov_b32_e32 v21, 0xff80ff80
.LBB0_74:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v28, 1, v1
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_76
	flat_load_ushort v28, v[26:27] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v28, v20, s18
.LBB0_76:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v28, 2, v1
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_78
	flat_load_ushort v28, v[26:27] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s18, v28, v21
.LBB0_78:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_80
	flat_load_ushort v1, v[26:27] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s18
.LBB0_80:
	s_or_b64 exec, exec, s[12:13]
.LBB0_81:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v32, 0x300, v30
	v_lshlrev_b32_e32 v26, 1, v32
	v_mov_b32_e32 v27, 0
	s_mov_b64 s[10:11], 0x304
	v_lshl_add_u64 v[28:29], v[22:23], 0, v[26:27]
	v_lshl_add_u64 v[26:27], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[26:27], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_83
	flat_load_ushort v1, v[28:29] offset:6
	flat_load_ushort v26, v[28:29]
	flat_load_ushort v27, v[28:29] offset:4
	flat_load_ushort v32, v[28:29] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v27, v1, v27, s12
	v_perm_b32 v26, v32, v26, s12
.LBB0_83:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_93
	v_or_b32_e32 v36, 2, v32
	v_mov_b32_e32 v37, v31
	v_or_b32_e32 v34, 3, v32
	v_mov_b32_e32 v35, v31
	v_cmp_lt_u64_e32 vcc, v[36:37], v[24:25]
	v_or_b32_e32 v26, 1, v32
	v_mov_b32_e32 v27, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[34:35], v[24:25]
	v_mov_b32_e32 v33, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v34, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[26:27], v[24:25]
	v_lshlrev_b16_e32 v34, 3, v34
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v26, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[32:33], v[24:25]
	v_lshlrev_b16_e32 v26, 1, v26
	v_or_b32_e32 v1, v34, v1
	v_cndmask_b32_e64 v27, 0, 1, vcc
	v_or_b32_e32 v26, v27, v26
	v_and_b32_e32 v26, 3, v26
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v26, v1
	v_mov_b64_e32 v[26:27], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_86
	flat_load_ushort v26, v[28:29]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v27, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v26, s18, v26, v27
	v_mov_b32_e32 v27, 0xff80ff80
.LBB0_86:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v32, 1, v1
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_88
	flat_load_ushort v32, v[28:29] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v26, v32, v26, s18
.LBB0_88:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v32, 2, v1
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_90
	flat_load_ushort v32, v[28:29] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v27, s18, v32, v27
.LBB0_90:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_92
	flat_load_ushort v1, v[28:29] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v27, v1, v27, s18
.LBB0_92:
	s_or_b64 exec, exec, s[12:13]
.LBB0_93:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v34, 0x380, v30
	v_lshlrev_b32_e32 v28, 1, v34
	v_mov_b32_e32 v29, 0
	s_mov_b64 s[10:11], 0x384
	v_lshl_add_u64 v[32:33], v[22:23], 0, v[28:29]
	v_lshl_add_u64 v[28:29], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[28:29], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_95
	flat_load_ushort v1, v[32:33] offset:6
	flat_load_ushort v28, v[32:33]
	flat_load_ushort v29, v[32:33] offset:4
	flat_load_ushort v34, v[32:33] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v29, v1, v29, s12
	v_perm_b32 v28, v34, v28, s12
.LBB0_95:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_105
	v_or_b32_e32 v38, 2, v34
	v_mov_b32_e32 v39, v31
	v_or_b32_e32 v36, 3, v34
	v_mov_b32_e32 v37, v31
	v_cmp_lt_u64_e32 vcc, v[38:39], v[24:25]
	v_or_b32_e32 v28, 1, v34
	v_mov_b32_e32 v29, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[36:37], v[24:25]
	v_mov_b32_e32 v35, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v36, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[28:29], v[24:25]
	v_lshlrev_b16_e32 v36, 3, v36
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v28, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[34:35], v[24:25]
	v_lshlrev_b16_e32 v28, 1, v28
	v_or_b32_e32 v1, v36, v1
	v_cndmask_b32_e64 v29, 0, 1, vcc
	v_or_b32_e32 v28, v29, v28
	v_and_b32_e32 v28, 3, v28
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v28, v1
	v_mov_b64_e32 v[28:29], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_98
	flat_load_ushort v28, v[32:33]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v29, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v28, s18, v28, v29
	v_mov_b32_e32 v29, 0xff80ff80
.LBB0_98:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v34, 1, v1
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_100
	flat_load_ushort v34, v[32:33] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v28, v34, v28, s18
.LBB0_100:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v34, 2, v1
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_102
	flat_load_ushort v34, v[32:33] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v29, s18, v34, v29
.LBB0_102:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_104
	flat_load_ushort v1, v[32:33] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v29, v1, v29, s18
.LBB0_104:
	s_or_b64 exec, exec, s[12:13]
.LBB0_105:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v36, 0x400, v30
	v_lshlrev_b32_e32 v32, 1, v36
	v_mov_b32_e32 v33, 0
	s_mov_b64 s[10:11], 0x404
	v_lshl_add_u64 v[34:35], v[22:23], 0, v[32:33]
	v_lshl_add_u64 v[32:33], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[32:33], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_107
	flat_load_ushort v1, v[34:35] offset:6
	flat_load_ushort v32, v[34:35]
	flat_load_ushort v33, v[34:35] offset:4
	flat_load_ushort v36, v[34:35] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v33, v1, v33, s12
	v_perm_b32 v32, v36, v32, s12
.LBB0_107:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_117
	v_or_b32_e32 v40, 2, v36
	v_mov_b32_e32 v41, v31
	v_or_b32_e32 v38, 3, v36
	v_mov_b32_e32 v39, v31
	v_cmp_lt_u64_e32 vcc, v[40:41], v[24:25]
	v_or_b32_e32 v32, 1, v36
	v_mov_b32_e32 v33, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[38:39], v[24:25]
	v_mov_b32_e32 v37, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v38, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[32:33], v[24:25]
	v_lshlrev_b16_e32 v38, 3, v38
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v32, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[36:37], v[24:25]
	v_lshlrev_b16_e32 v32, 1, v32
	v_or_b32_e32 v1, v38, v1
	v_cndmask_b32_e64 v33, 0, 1, vcc
	v_or_b32_e32 v32, v33, v32
	v_and_b32_e32 v32, 3, v32
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v32, v1
	v_mov_b64_e32 v[32:33], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_110
	flat_load_ushort v32, v[34:35]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v33, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v32, s18, v32, v33
	v_mov_b32_e32 v33, 0xff80ff80
.LBB0_110:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v36, 1, v1
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_112
	flat_load_ushort v36, v[34:35] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v32, v36, v32, s18
.LBB0_112:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v36, 2, v1
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_114
	flat_load_ushort v36, v[34:35] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v33, s18, v36, v33
.LBB0_114:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_116
	flat_load_ushort v1, v[34:35] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v33, v1, v33, s18
.LBB0_116:
	s_or_b64 exec, exec, s[12:13]
.LBB0_117:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v38, 0x480, v30
	v_lshlrev_b32_e32 v34, 1, v38
	v_mov_b32_e32 v35, 0
	s_mov_b64 s[10:11], 0x484
	v_lshl_add_u64 v[36:37], v[22:23], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[34:35], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_119
	flat_load_ushort v1, v[36:37] offset:6
	flat_load_ushort v34, v[36:37]
	flat_load_ushort v35, v[36:37] offset:4
	flat_load_ushort v38, v[36:37] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v35, v1, v35, s12
	v_perm_b32 v34, v38, v34, s12
.LBB0_119:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_129
	v_or_b32_e32 v42, 2, v38
	v_mov_b32_e32 v43, v31
	v_or_b32_e32 v40, 3, v38
	v_mov_b32_e32 v41, v31
	v_cmp_lt_u64_e32 vcc, v[42:43], v[24:25]
	v_or_b32_e32 v34, 1, v38
	v_mov_b32_e32 v35, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[40:41], v[24:25]
	v_mov_b32_e32 v39, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v40, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[34:35], v[24:25]
	v_lshlrev_b16_e32 v40, 3, v40
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v34, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[38:39], v[24:25]
	v_lshlrev_b16_e32 v34, 1, v34
	v_or_b32_e32 v1, v40, v1
	v_cndmask_b32_e64 v35, 0, 1, vcc
	v_or_b32_e32 v34, v35, v34
	v_and_b32_e32 v34, 3, v34
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v34, v1
	v_mov_b64_e32 v[34:35], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_122
	flat_load_ushort v34, v[36:37]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v35, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v34, s18, v34, v35
	v_mov_b32_e32 v35, 0xff80ff80
.LBB0_122:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v38, 1, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_124
	flat_load_ushort v38, v[36:37] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v34, v38, v34, s18
.LBB0_124:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v38, 2, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e32 vcc, 1, v38
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_126
	flat_load_ushort v38, v[36:37] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v35, s18, v38, v35
.LBB0_126:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_128
	flat_load_ushort v1, v[36:37] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v35, v1, v35, s18
.LBB0_128:
	s_or_b64 exec, exec, s[12:13]
.LBB0_129:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v40, 0x500, v30
	v_lshlrev_b32_e32 v36, 1, v40
	v_mov_b32_e32 v37, 0
	s_mov_b64 s[10:11], 0x504
	v_lshl_add_u64 v[38:39], v[22:23], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[36:37], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_131
	flat_load_ushort v1, v[38:39] offset:6
	flat_load_ushort v36, v[38:39]
	flat_load_ushort v37, v[38:39] offset:4
	flat_load_ushort v40, v[38:39] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v37, v1, v37, s12
	v_perm_b32 v36, v40, v36, s12
.LBB0_131:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_141
	v_or_b32_e32 v44, 2, v40
	v_mov_b32_e32 v45, v31
	v_or_b32_e32 v42, 3, v40
	v_mov_b32_e32 v43, v31
	v_cmp_lt_u64_e32 vcc, v[44:45], v[24:25]
	v_or_b32_e32 v36, 1, v40
	v_mov_b32_e32 v37, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[42:43], v[24:25]
	v_mov_b32_e32 v41, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v42, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[36:37], v[24:25]
	v_lshlrev_b16_e32 v42, 3, v42
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v36, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[40:41], v[24:25]
	v_lshlrev_b16_e32 v36, 1, v36
	v_or_b32_e32 v1, v42, v1
	v_cndmask_b32_e64 v37, 0, 1, vcc
	v_or_b32_e32 v36, v37, v36
	v_and_b32_e32 v36, 3, v36
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v36, v1
	v_mov_b64_e32 v[36:37], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_134
	flat_load_ushort v36, v[38:39]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v37, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v36, s18, v36, v37
	v_mov_b32_e32 v37, 0xff80ff80
.LBB0_134:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v40, 1, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_136
	flat_load_ushort v40, v[38:39] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v36, v40, v36, s18
.LBB0_136:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v40, 2, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_138
	flat_load_ushort v40, v[38:39] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v37, s18, v40, v37
.LBB0_138:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_140
	flat_load_ushort v1, v[38:39] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v37, v1, v37, s18
.LBB0_140:
	s_or_b64 exec, exec, s[12:13]
.LBB0_141:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v42, 0x580, v30
	v_lshlrev_b32_e32 v38, 1, v42
	v_mov_b32_e32 v39, 0
	s_mov_b64 s[10:11], 0x584
	v_lshl_add_u64 v[40:41], v[22:23], 0, v[38:39]
	v_lshl_add_u64 v[38:39], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[38:39], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_143
	flat_load_ushort v1, v[40:41] offset:6
	flat_load_ushort v38, v[40:41]
	flat_load_ushort v39, v[40:41] offset:4
	flat_load_ushort v42, v[40:41] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v39, v1, v39, s12
	v_perm_b32 v38, v42, v38, s12
.LBB0_143:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_153
	v_or_b32_e32 v46, 2, v42
	v_mov_b32_e32 v47, v31
	v_or_b32_e32 v44, 3, v42
	v_mov_b32_e32 v45, v31
	v_cmp_lt_u64_e32 vcc, v[46:47], v[24:25]
	v_or_b32_e32 v38, 1, v42
	v_mov_b32_e32 v39, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[44:45], v[24:25]
	v_mov_b32_e32 v43, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v44, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[38:39], v[24:25]
	v_lshlrev_b16_e32 v44, 3, v44
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v38, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[42:43], v[24:25]
	v_lshlrev_b16_e32 v38, 1, v38
	v_or_b32_e32 v1, v44, v1
	v_cndmask_b32_e64 v39, 0, 1, vcc
	v_or_b32_e32 v38, v39, v38
	v_and_b32_e32 v38, 3, v38
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v38, v1
	v_mov_b64_e32 v[38:39], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_146
	flat_load_ushort v38, v[40:41]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v39, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v38, s18, v38, v39
	v_mov_b32_e32 v39, 0xff80ff80
.LBB0_146:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v42, 1, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e32 vcc, 1, v42
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_148
	flat_load_ushort v42, v[40:41] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v38, v42, v38, s18
.LBB0_148:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v42, 2, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e32 vcc, 1, v42
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_150
	flat_load_ushort v42, v[40:41] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v39, s18, v42, v39
.LBB0_150:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_152
	flat_load_ushort v1, v[40:41] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v39, v1, v39, s18
.LBB0_152:
	s_or_b64 exec, exec, s[12:13]
.LBB0_153:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v44, 0x600, v30
	v_lshlrev_b32_e32 v40, 1, v44
	v_mov_b32_e32 v41, 0
	s_mov_b64 s[10:11], 0x604
	v_lshl_add_u64 v[42:43], v[22:23], 0, v[40:41]
	v_lshl_add_u64 v[40:41], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[40:41], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_155
	flat_load_ushort v1, v[42:43] offset:6
	flat_load_ushort v40, v[42:43]
	flat_load_ushort v41, v[42:43] offset:4
	flat_load_ushort v44, v[42:43] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v41, v1, v41, s12
	v_perm_b32 v40, v44, v40, s12
.LBB0_155:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_165
	v_or_b32_e32 v48, 2, v44
	v_mov_b32_e32 v49, v31
	v_or_b32_e32 v46, 3, v44
	v_mov_b32_e32 v47, v31
	v_cmp_lt_u64_e32 vcc, v[48:49], v[24:25]
	v_or_b32_e32 v40, 1, v44
	v_mov_b32_e32 v41, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[46:47], v[24:25]
	v_mov_b32_e32 v45, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v46, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[40:41], v[24:25]
	v_lshlrev_b16_e32 v46, 3, v46
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v40, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[44:45], v[24:25]
	v_lshlrev_b16_e32 v40, 1, v40
	v_or_b32_e32 v1, v46, v1
	v_cndmask_b32_e64 v41, 0, 1, vcc
	v_or_b32_e32 v40, v41, v40
	v_and_b32_e32 v40, 3, v40
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v40, v1
	v_mov_b64_e32 v[40:41], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_158
	flat_load_ushort v40, v[42:43]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v41, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v40, s18, v40, v41
	v_mov_b32_e32 v41, 0xff80ff80
.LBB0_158:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v44, 1, v1
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_160
	flat_load_ushort v44, v[42:43] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v40, v44, v40, s18
.LBB0_160:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v44, 2, v1
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_162
	flat_load_ushort v44, v[42:43] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v41, s18, v44, v41
.LBB0_162:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_164
	flat_load_ushort v1, v[42:43] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v41, v1, v41, s18
.LBB0_164:
	s_or_b64 exec, exec, s[12:13]
.LBB0_165:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v46, 0x680, v30
	v_lshlrev_b32_e32 v42, 1, v46
	v_mov_b32_e32 v43, 0
	s_mov_b64 s[10:11], 0x684
	v_lshl_add_u64 v[44:45], v[22:23], 0, v[42:43]
	v_lshl_add_u64 v[42:43], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[42:43], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_167
	flat_load_ushort v1, v[44:45] offset:6
	flat_load_ushort v42, v[44:45]
	flat_load_ushort v43, v[44:45] offset:4
	flat_load_ushort v46, v[44:45] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v43, v1, v43, s12
	v_perm_b32 v42, v46, v42, s12
.LBB0_167:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_177
	v_or_b32_e32 v50, 2, v46
	v_mov_b32_e32 v51, v31
	v_or_b32_e32 v48, 3, v46
	v_mov_b32_e32 v49, v31
	v_cmp_lt_u64_e32 vcc, v[50:51], v[24:25]
	v_or_b32_e32 v42, 1, v46
	v_mov_b32_e32 v43, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[48:49], v[24:25]
	v_mov_b32_e32 v47, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v48, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[42:43], v[24:25]
	v_lshlrev_b16_e32 v48, 3, v48
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v42, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[46:47], v[24:25]
	v_lshlrev_b16_e32 v42, 1, v42
	v_or_b32_e32 v1, v48, v1
	v_cndmask_b32_e64 v43, 0, 1, vcc
	v_or_b32_e32 v42, v43, v42
	v_and_b32_e32 v42, 3, v42
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v42, v1
	v_mov_b64_e32 v[42:43], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_170
	flat_load_ushort v42, v[44:45]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v43, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v42, s18, v42, v43
	v_mov_b32_e32 v43, 0xff80ff80
.LBB0_170:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v46, 1, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e32 vcc, 1, v46
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_172
	flat_load_ushort v46, v[44:45] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v42, v46, v42, s18
.LBB0_172:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v46, 2, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e32 vcc, 1, v46
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_174
	flat_load_ushort v46, v[44:45] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v43, s18, v46, v43
.LBB0_174:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_176
	flat_load_ushort v1, v[44:45] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v43, v1, v43, s18
.LBB0_176:
	s_or_b64 exec, exec, s[12:13]
.LBB0_177:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v48, 0x700, v30
	v_lshlrev_b32_e32 v44, 1, v48
	v_mov_b32_e32 v45, 0
	s_mov_b64 s[10:11], 0x704
	v_lshl_add_u64 v[46:47], v[22:23], 0, v[44:45]
	v_lshl_add_u64 v[44:45], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[44:45], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_179
	flat_load_ushort v1, v[46:47] offset:6
	flat_load_ushort v44, v[46:47]
	flat_load_ushort v45, v[46:47] offset:4
	flat_load_ushort v48, v[46:47] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v45, v1, v45, s12
	v_perm_b32 v44, v48, v44, s12
.LBB0_179:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_189
	v_or_b32_e32 v52, 2, v48
	v_mov_b32_e32 v53, v31
	v_or_b32_e32 v50, 3, v48
	v_mov_b32_e32 v51, v31
	v_cmp_lt_u64_e32 vcc, v[52:53], v[24:25]
	v_or_b32_e32 v44, 1, v48
	v_mov_b32_e32 v45, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[50:51], v[24:25]
	v_mov_b32_e32 v49, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v50, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[44:45], v[24:25]
	v_lshlrev_b16_e32 v50, 3, v50
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v44, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[48:49], v[24:25]
	v_lshlrev_b16_e32 v44, 1, v44
	v_or_b32_e32 v1, v50, v1
	v_cndmask_b32_e64 v45, 0, 1, vcc
	v_or_b32_e32 v44, v45, v44
	v_and_b32_e32 v44, 3, v44
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v44, v1
	v_mov_b64_e32 v[44:45], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_182
	flat_load_ushort v44, v[46:47]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v45, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v44, s18, v44, v45
	v_mov_b32_e32 v45, 0xff80ff80
.LBB0_182:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v48, 1, v1
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_184
	flat_load_ushort v48, v[46:47] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v44, v48, v44, s18
.LBB0_184:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v48, 2, v1
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_186
	flat_load_ushort v48, v[46:47] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v45, s18, v48, v45
.LBB0_186:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_188
	flat_load_ushort v1, v[46:47] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v45, v1, v45, s18
.LBB0_188:
	s_or_b64 exec, exec, s[12:13]
.LBB0_189:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v50, 0x780, v30
	v_lshlrev_b32_e32 v46, 1, v50
	v_mov_b32_e32 v47, 0
	s_mov_b64 s[10:11], 0x784
	v_lshl_add_u64 v[48:49], v[22:23], 0, v[46:47]
	v_lshl_add_u64 v[46:47], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[46:47], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_191
	flat_load_ushort v1, v[48:49] offset:6
	flat_load_ushort v46, v[48:49]
	flat_load_ushort v47, v[48:49] offset:4
	flat_load_ushort v50, v[48:49] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v47, v1, v47, s12
	v_perm_b32 v46, v50, v46, s12
.LBB0_191:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_201
	v_or_b32_e32 v54, 2, v50
	v_mov_b32_e32 v55, v31
	v_or_b32_e32 v52, 3, v50
	v_mov_b32_e32 v53, v31
	v_cmp_lt_u64_e32 vcc, v[54:55], v[24:25]
	v_or_b32_e32 v46, 1, v50
	v_mov_b32_e32 v47, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[52:53], v[24:25]
	v_mov_b32_e32 v51, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v52, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[46:47], v[24:25]
	v_lshlrev_b16_e32 v52, 3, v52
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v46, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[50:51], v[24:25]
	v_lshlrev_b16_e32 v46, 1, v46
	v_or_b32_e32 v1, v52, v1
	v_cndmask_b32_e64 v47, 0, 1, vcc
	v_or_b32_e32 v46, v47, v46
	v_and_b32_e32 v46, 3, v46
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v46, v1
	v_mov_b64_e32 v[46:47], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_194
	flat_load_ushort v46, v[48:49]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v47, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v46, s18, v46, v47
	v_mov_b32_e32 v47, 0xff80ff80
.LBB0_194:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v50, 1, v1
	v_and_b32_e32 v50, 1, v50
	v_cmp_eq_u32_e32 vcc, 1, v50
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_196
	flat_load_ushort v50, v[48:49] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v46, v50, v46, s18
.LBB0_196:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v50, 2, v1
	v_and_b32_e32 v50, 1, v50
	v_cmp_eq_u32_e32 vcc, 1, v50
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_198
	flat_load_ushort v50, v[48:49] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v47, s18, v50, v47
.LBB0_198:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_200
	flat_load_ushort v1, v[48:49] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v47, v1, v47, s18
.LBB0_200:
	s_or_b64 exec, exec, s[12:13]
.LBB0_201:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v52, 0x800, v30
	v_lshlrev_b32_e32 v48, 1, v52
	v_mov_b32_e32 v49, 0
	s_mov_b64 s[10:11], 0x804
	v_lshl_add_u64 v[50:51], v[22:23], 0, v[48:49]
	v_lshl_add_u64 v[48:49], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[48:49], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_203
	flat_load_ushort v1, v[50:51] offset:6
	flat_load_ushort v48, v[50:51]
	flat_load_ushort v49, v[50:51] offset:4
	flat_load_ushort v52, v[50:51] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v49, v1, v49, s12
	v_perm_b32 v48, v52, v48, s12
.LBB0_203:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_213
	v_or_b32_e32 v58, 2, v52
	v_mov_b32_e32 v59, v31
	v_or_b32_e32 v54, 3, v52
	v_mov_b32_e32 v55, v31
	v_cmp_lt_u64_e32 vcc, v[58:59], v[24:25]
	v_or_b32_e32 v48, 1, v52
	v_mov_b32_e32 v49, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[54:55], v[24:25]
	v_mov_b32_e32 v53, v31
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v54, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[48:49], v[24:25]
	v_lshlrev_b16_e32 v54, 3, v54
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v48, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[52:53], v[24:25]
	v_lshlrev_b16_e32 v48, 1, v48
	v_or_b32_e32 v1, v54, v1
	v_cndmask_b32_e64 v49, 0, 1, vcc
	v_or_b32_e32 v48, v49, v48
	v_and_b32_e32 v48, 3, v48
	s_mov_b32 s13, s12
	v_or_b32_e32 v1, v48, v1
	v_mov_b64_e32 v[48:49], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_206
	flat_load_ushort v48, v[50:51]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v49, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v48, s18, v48, v49
	v_mov_b32_e32 v49, 0xff80ff80
.LBB0_206:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v52, 1, v1
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_208
	flat_load_ushort v52, v[50:51] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v48, v52, v48, s18
.LBB0_208:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v52, 2, v1
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_210
	flat_load_ushort v52, v[50:51] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v49, s18, v52, v49
.LBB0_210:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_212
	flat_load_ushort v1, v[50:51] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v49, v1, v49, s18
.LBB0_212:
	s_or_b64 exec, exec, s[12:13]
.LBB0_213:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v54, 0x880, v30
	v_lshlrev_b32_e32 v50, 1, v54
	v_mov_b32_e32 v51, 0
	s_mov_b64 s[10:11], 0x884
	v_lshl_add_u64 v[52:53], v[22:23], 0, v[50:51]
	v_lshl_add_u64 v[50:51], v[30:31], 0, s[10:11]
	v_cmp_le_u64_e32 vcc, v[50:51], v[24:25]
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_215
	flat_load_ushort v1, v[52:53] offset:6
	flat_load_ushort v30, v[52:53]
	flat_load_ushort v31, v[52:53] offset:4
	flat_load_ushort v50, v[52:53] offset:2
	s_mov_b32 s12, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v51, v1, v31, s12
	v_perm_b32 v50, v50, v30, s12
.LBB0_215:
	s_andn2_saveexec_b64 s[10:11], s[10:11]
	s_cbranch_execz .LBB0_225
	v_or_b32_e32 v58, 2, v54
	v_mov_b32_e32 v59, v31
	v_or_b32_e32 v50, 3, v54
	v_mov_b32_e32 v51, v31
	v_cmp_lt_u64_e32 vcc, v[58:59], v[24:25]
	v_or_b32_e32 v30, 1, v54
	v_mov_b32_e32 v55, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[50:51], v[24:25]
	v_lshlrev_b16_e32 v1, 2, v1
	s_mov_b32 s12, 0xff80ff80
	v_cndmask_b32_e64 v50, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[30:31], v[24:25]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v1, v50, v1
	v_cndmask_b32_e64 v30, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[54:55], v[24:25]
	v_lshlrev_b16_e32 v30, 1, v30
	s_mov_b32 s13, s12
	v_cndmask_b32_e64 v31, 0, 1, vcc
	v_or_b32_e32 v30, v31, v30
	v_and_b32_e32 v30, 3, v30
	v_or_b32_e32 v1, v30, v1
	v_mov_b64_e32 v[50:51], s[12:13]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_218
	flat_load_ushort v30, v[52:53]
	s_movk_i32 s18, 0xff80
	v_mov_b32_e32 v31, 0x5040100
	v_mov_b32_e32 v51, 0xff80ff80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v50, s18, v30, v31
.LBB0_218:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v30, 1, v1
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_220
	flat_load_ushort v30, v[52:53] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v50, v30, v50, s18
.LBB0_220:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v30, 2, v1
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_222
	flat_load_ushort v30, v[52:53] offset:4
	s_mov_b32 s18, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v51, s18, v30, v51
.LBB0_222:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_224
	flat_load_ushort v1, v[52:53] offset:6
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v51, v1, v51, s18
.LBB0_224:
	s_or_b64 exec, exec, s[12:13]
.LBB0_225:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v54, 0x240, v57
	v_mov_b32_e32 v55, 0
	s_mov_b64 s[10:11], 0x252
	v_cmp_gt_u64_e32 vcc, s[10:11], v[54:55]
	v_mov_b32_e32 v53, 0xff80ff80
	v_mov_b32_e32 v52, 0xff80ff80
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_239
	v_lshlrev_b32_e32 v30, 2, v54
	v_mov_b32_e32 v31, v55
	v_lshlrev_b32_e32 v54, 3, v54
	v_lshl_add_u64 v[52:53], v[30:31], 0, 4
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[54:55]
	v_cmp_le_u64_e32 vcc, v[52:53], v[24:25]
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_228
	flat_load_ushort v1, v[22:23] offset:6
	flat_load_ushort v24, v[22:23]
	flat_load_ushort v25, v[22:23] offset:2
	flat_load_ushort v30, v[22:23] offset:4
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v52, v25, v24, s18
	v_perm_b32 v53, v1, v30, s18
.LBB0_228:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_238
	v_or_b32_e32 v58, 2, v30
	v_mov_b32_e32 v59, v31
	v_or_b32_e32 v54, 3, v30
	v_mov_b32_e32 v55, v31
	v_cmp_lt_u64_e32 vcc, v[58:59], v[24:25]
	v_or_b32_e32 v52, 1, v30
	v_mov_b32_e32 v53, v31
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[54:55], v[24:25]
	v_lshlrev_b16_e32 v1, 2, v1
	s_mov_b32 s18, 0xff80ff80
	v_cndmask_b32_e64 v54, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[52:53], v[24:25]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v1, v54, v1
	v_cndmask_b32_e64 v52, 0, 1, vcc
	v_cmp_lt_u64_e32 vcc, v[30:31], v[24:25]
	v_lshlrev_b16_e32 v52, 1, v52
	s_mov_b32 s19, s18
	v_cndmask_b32_e64 v24, 0, 1, vcc
	v_or_b32_e32 v24, v24, v52
	v_and_b32_e32 v24, 3, v24
	v_or_b32_e32 v1, v24, v1
	v_mov_b64_e32 v[52:53], s[18:19]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_231
	flat_load_ushort v24, v[22:23]
	s_movk_i32 s22, 0xff80
	v_mov_b32_e32 v25, 0x5040100
	v_mov_b32_e32 v53, 0xff80ff80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v52, s22, v24, v25
.LBB0_231:
	s_or_b64 exec, exec, s[18:19]
	v_lshrrev_b16_e32 v24, 1, v1
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_233
	flat_load_ushort v24, v[22:23] offset:2
	s_mov_b32 s22, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v52, v24, v52, s22
.LBB0_233:
	s_or_b64 exec, exec, s[18:19]
	v_lshrrev_b16_e32 v24, 2, v1
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_235
	flat_load_ushort v24, v[22:23] offset:4
	s_mov_b32 s22, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v53, s22, v24, v53
.LBB0_235:
	s_or_b64 exec, exec, s[18:19]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_237
	flat_load_ushort v1, v[22:23] offset:6
	s_mov_b32 s22, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v53, v1, v53, s22
.LBB0_237:
	s_or_b64 exec, exec, s[18:19]
.LBB0_238:
	s_or_b64 exec, exec, s[12:13]
.LBB0_239:
	s_or_b64 exec, exec, s[10:11]
.LBB0_240:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_248
	v_mov_b32_e32 v55, 0
	v_lshl_add_u64 v[24:25], v[22:23], 0, v[54:55]
	flat_load_dwordx2 v[10:11], v[24:25]
	flat_load_dwordx2 v[12:13], v[24:25] offset:256
	flat_load_dwordx2 v[14:15], v[24:25] offset:512
	flat_load_dwordx2 v[16:17], v[24:25] offset:768
	flat_load_dwordx2 v[18:19], v[24:25] offset:1024
	flat_load_dwordx2 v[20:21], v[24:25] offset:1280
	flat_load_dwordx2 v[26:27], v[24:25] offset:1536
	flat_load_dwordx2 v[28:29], v[24:25] offset:1792
	flat_load_dwordx2 v[32:33], v[24:25] offset:2048
	flat_load_dwordx2 v[34:35], v[24:25] offset:2304
	flat_load_dwordx2 v[36:37], v[24:25] offset:2560
	flat_load_dwordx2 v[38:39], v[24:25] offset:2816
	flat_load_dwordx2 v[40:41], v[24:25] offset:3072
	flat_load_dwordx2 v[42:43], v[24:25] offset:3328
	flat_load_dwordx2 v[44:45], v[24:25] offset:3584
	flat_load_dwordx2 v[46:47], v[24:25] offset:3840
	v_add_co_u32_e32 v24, vcc, 0x1000, v24
	v_or_b32_e32 v54, 0x240, v57
	s_nop 0
	v_addc_co_u32_e32 v25, vcc, 0, v25, vcc
	flat_load_dwordx2 v[48:49], v[24:25]
	flat_load_dwordx2 v[50:51], v[24:25] offset:256
	s_mov_b64 s[10:11], 0x252
	v_cmp_gt_u64_e32 vcc, s[10:11], v[54:55]
	v_mov_b32_e32 v53, 0xff80ff80
	v_mov_b32_e32 v52, 0xff80ff80
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB0_247
	v_lshlrev_b32_e32 v54, 3, v54
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[54:55]
	v_cmp_ne_u32_e32 vcc, 17, v57
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_244
	flat_load_dwordx2 v[52:53], v[22:23]
.LBB0_244:
	s_andn2_saveexec_b64 s[12:13], s[12:13]
	s_cbranch_execz .LBB0_246
	flat_load_ushort v1, v[22:23]
	flat_load_ushort v24, v[22:23] offset:2
	s_mov_b32 s18, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v53, 0xff80ff80
	v_perm_b32 v52, v24, v1, s18
.LBB0_246:
	s_or_b64 exec, exec, s[12:13]
.LBB0_247:
	s_or_b64 exec, exec, s[10:11]
.LBB0_248:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v98, 16, v11
	v_lshlrev_b32_e32 v97, 16, v13
	v_mov_b32_e32 v1, 0x7fc00000
	v_max_f32_e32 v22, v98, v97
	v_cmp_o_f32_e32 vcc, v98, v97
	v_lshlrev_b32_e32 v95, 16, v15
	v_lshlrev_b32_e32 v89, 16, v17
	v_cndmask_b32_e32 v22, v1, v22, vcc
	v_max_f32_e32 v23, v22, v95
	v_cmp_o_f32_e32 vcc, v22, v95
	v_lshlrev_b32_e32 v87, 16, v19
	v_lshlrev_b32_e32 v82, 16, v21
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v89
	v_cmp_o_f32_e32 vcc, v22, v89
	v_lshlrev_b32_e32 v79, 16, v27
	v_lshlrev_b32_e32 v74, 16, v29
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v87
	v_cmp_o_f32_e32 vcc, v22, v87
	v_lshlrev_b32_e32 v71, 16, v33
	v_lshlrev_b32_e32 v66, 16, v35
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v82
	v_cmp_o_f32_e32 vcc, v22, v82
	v_lshlrev_b32_e32 v65, 16, v37
	v_lshlrev_b32_e32 v63, 16, v39
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v79
	v_cmp_o_f32_e32 vcc, v22, v79
	v_lshlrev_b32_e32 v61, 16, v41
	v_lshlrev_b32_e32 v59, 16, v43
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v74
	v_cmp_o_f32_e32 vcc, v22, v74
	v_lshlrev_b32_e32 v55, 16, v45
	v_lshlrev_b32_e32 v31, 16, v47
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v71
	v_cmp_o_f32_e32 vcc, v22, v71
	v_lshlrev_b32_e32 v25, 16, v49
	v_lshlrev_b32_e32 v24, 16, v51
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v66
	v_cmp_o_f32_e32 vcc, v22, v66
	v_lshlrev_b32_e32 v108, 16, v10
	v_lshlrev_b32_e32 v106, 16, v12
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v65
	v_cmp_o_f32_e32 vcc, v22, v65
	v_lshlrev_b32_e32 v103, 16, v14
	v_lshlrev_b32_e32 v100, 16, v16
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v63
	v_cmp_o_f32_e32 vcc, v22, v63
	v_lshlrev_b32_e32 v94, 16, v18
	v_lshlrev_b32_e32 v91, 16, v20
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v61
	v_cmp_o_f32_e32 vcc, v22, v61
	v_lshlrev_b32_e32 v86, 16, v26
	v_lshlrev_b32_e32 v83, 16, v28
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v59
	v_cmp_o_f32_e32 vcc, v22, v59
	v_lshlrev_b32_e32 v78, 16, v32
	v_lshlrev_b32_e32 v75, 16, v34
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v55
	v_cmp_o_f32_e32 vcc, v22, v55
	v_lshlrev_b32_e32 v70, 16, v36
	v_lshlrev_b32_e32 v67, 16, v38
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v31
	v_cmp_o_f32_e32 vcc, v22, v31
	v_lshlrev_b32_e32 v64, 16, v40
	v_lshlrev_b32_e32 v62, 16, v42
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v25
	v_cmp_o_f32_e32 vcc, v22, v25
	v_lshlrev_b32_e32 v60, 16, v44
	v_lshlrev_b32_e32 v58, 16, v46
	v_cndmask_b32_e32 v22, v1, v23, vcc
	v_max_f32_e32 v23, v22, v24
	v_cmp_o_f32_e32 vcc, v22, v24
	v_lshlrev_b32_e32 v54, 16, v48
	v_lshlrev_b32_e32 v22, 16, v53
	v_cndmask_b32_e32 v68, v1, v23, vcc
	v_max_f32_e32 v23, v108, v106
	v_cmp_o_f32_e32 vcc, v108, v106
	v_max_f32_e32 v69, v68, v22
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e32 v23, v1, v23, vcc
	v_max_f32_e32 v30, v23, v103
	v_cmp_o_f32_e32 vcc, v23, v103
	v_and_b32_e32 v113, 0xffff0000, v12
	v_and_b32_e32 v112, 0xffff0000, v11
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v100
	v_cmp_o_f32_e32 vcc, v23, v100
	v_max_f32_e32 v11, v10, v113
	v_and_b32_e32 v104, 0xffff0000, v14
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v94
	v_cmp_o_f32_e32 vcc, v23, v94
	v_and_b32_e32 v102, 0xffff0000, v16
	v_and_b32_e32 v96, 0xffff0000, v18
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v91
	v_cmp_o_f32_e32 vcc, v23, v91
	v_and_b32_e32 v93, 0xffff0000, v20
	v_and_b32_e32 v88, 0xffff0000, v26
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v86
	v_cmp_o_f32_e32 vcc, v23, v86
	v_and_b32_e32 v85, 0xffff0000, v28
	v_and_b32_e32 v80, 0xffff0000, v32
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v83
	v_cmp_o_f32_e32 vcc, v23, v83
	v_and_b32_e32 v77, 0xffff0000, v34
	v_and_b32_e32 v76, 0xffff0000, v35
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v78
	v_cmp_o_f32_e32 vcc, v23, v78
	v_and_b32_e32 v35, 0xffff0000, v44
	v_and_b32_e32 v32, 0xffff0000, v46
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v75
	v_cmp_o_f32_e32 vcc, v23, v75
	v_and_b32_e32 v90, 0xffff0000, v27
	v_and_b32_e32 v27, 0xffff0000, v48
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v70
	v_cmp_o_f32_e32 vcc, v23, v70
	v_and_b32_e32 v14, 0xffff0000, v50
	v_and_b32_e32 v107, 0xffff0000, v13
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v67
	v_cmp_o_f32_e32 vcc, v23, v67
	v_and_b32_e32 v101, 0xffff0000, v17
	v_max_f32_e32 v17, v112, v107
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v64
	v_cmp_o_f32_e32 vcc, v23, v64
	v_and_b32_e32 v105, 0xffff0000, v15
	v_and_b32_e32 v99, 0xffff0000, v19
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v62
	v_cmp_o_f32_e32 vcc, v23, v62
	v_and_b32_e32 v92, 0xffff0000, v21
	v_and_b32_e32 v84, 0xffff0000, v29
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v60
	v_cmp_o_f32_e32 vcc, v23, v60
	v_and_b32_e32 v81, 0xffff0000, v33
	v_and_b32_e32 v34, 0xffff0000, v45
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v58
	v_cmp_o_f32_e32 vcc, v23, v58
	v_and_b32_e32 v33, 0xffff0000, v47
	v_and_b32_e32 v26, 0xffff0000, v49
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_max_f32_e32 v30, v23, v54
	v_cmp_o_f32_e32 vcc, v23, v54
	v_and_b32_e32 v15, 0xffff0000, v51
	v_and_b32_e32 v12, 0xffff0000, v53
	v_cndmask_b32_e32 v23, v1, v30, vcc
	v_lshlrev_b32_e32 v30, 16, v50
	v_max_f32_e32 v72, v23, v30
	v_cmp_o_f32_e32 vcc, v23, v30
	v_lshlrev_b32_e32 v23, 16, v52
	v_and_b32_e32 v13, 0xffff0000, v52
	v_cndmask_b32_e32 v72, v1, v72, vcc
	v_max_f32_e32 v73, v72, v23
	v_cmp_o_f32_e32 vcc, v72, v23
	v_and_b32_e32 v72, 0xffff0000, v37
	v_and_b32_e32 v37, 0xffff0000, v43
	v_cndmask_b32_e32 v109, v1, v73, vcc
	v_cmp_o_f32_e32 vcc, v68, v22
	v_and_b32_e32 v73, 0xffff0000, v36
	v_and_b32_e32 v68, 0xffff0000, v38
	v_cndmask_b32_e32 v110, v1, v69, vcc
	v_cmp_o_f32_e32 vcc, v10, v113
	v_and_b32_e32 v69, 0xffff0000, v39
	v_and_b32_e32 v39, 0xffff0000, v40
	v_cndmask_b32_e32 v11, v1, v11, vcc
	v_max_f32_e32 v16, v11, v104
	v_cmp_o_f32_e32 vcc, v11, v104
	v_and_b32_e32 v36, 0xffff0000, v42
	v_and_b32_e32 v38, 0xffff0000, v41
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v102
	v_cmp_o_f32_e32 vcc, v11, v102
	v_max_f32_e32 v111, v109, v110
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v96
	v_cmp_o_f32_e32 vcc, v11, v96
	v_and_b32_e32 v0, 0xfc, v0
	s_mov_b32 s12, 0x4b40007f
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v93
	v_cmp_o_f32_e32 vcc, v11, v93
	s_mov_b32 s10, 0xcb40007f
	s_mov_b32 s22, 0x3c1e74a1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v88
	v_cmp_o_f32_e32 vcc, v11, v88
	s_mov_b32 s18, 0x3d635b64
	s_mov_b32 s24, 0x3f317215
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v85
	v_cmp_o_f32_e32 vcc, v11, v85
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v80
	v_cmp_o_f32_e32 vcc, v11, v80
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v77
	v_cmp_o_f32_e32 vcc, v11, v77
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v73
	v_cmp_o_f32_e32 vcc, v11, v73
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v68
	v_cmp_o_f32_e32 vcc, v11, v68
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v39
	v_cmp_o_f32_e32 vcc, v11, v39
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v36
	v_cmp_o_f32_e32 vcc, v11, v36
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v35
	v_cmp_o_f32_e32 vcc, v11, v35
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v32
	v_cmp_o_f32_e32 vcc, v11, v32
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v27
	v_cmp_o_f32_e32 vcc, v11, v27
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v14
	v_cmp_o_f32_e32 vcc, v11, v14
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_cmp_o_f32_e32 vcc, v112, v107
	v_max_f32_e32 v16, v11, v13
	s_nop 0
	v_cndmask_b32_e32 v17, v1, v17, vcc
	v_max_f32_e32 v18, v17, v105
	v_cmp_o_f32_e32 vcc, v17, v105
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v101
	v_cmp_o_f32_e32 vcc, v17, v101
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v99
	v_cmp_o_f32_e32 vcc, v17, v99
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v92
	v_cmp_o_f32_e32 vcc, v17, v92
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v90
	v_cmp_o_f32_e32 vcc, v17, v90
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v84
	v_cmp_o_f32_e32 vcc, v17, v84
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v81
	v_cmp_o_f32_e32 vcc, v17, v81
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v76
	v_cmp_o_f32_e32 vcc, v17, v76
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v72
	v_cmp_o_f32_e32 vcc, v17, v72
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v69
	v_cmp_o_f32_e32 vcc, v17, v69
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v38
	v_cmp_o_f32_e32 vcc, v17, v38
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v37
	v_cmp_o_f32_e32 vcc, v17, v37
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v34
	v_cmp_o_f32_e32 vcc, v17, v34
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v33
	v_cmp_o_f32_e32 vcc, v17, v33
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v26
	v_cmp_o_f32_e32 vcc, v17, v26
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v15
	v_cmp_o_f32_e32 vcc, v17, v15
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_max_f32_e32 v18, v17, v12
	v_cmp_o_f32_e32 vcc, v17, v12
	s_nop 1
	v_cndmask_b32_e32 v17, v1, v18, vcc
	v_cmp_o_f32_e32 vcc, v11, v13
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_max_f32_e32 v16, v11, v17
	v_cmp_o_f32_e32 vcc, v11, v17
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v16, vcc
	v_cmp_o_f32_e32 vcc, v109, v110
	s_nop 1
	v_cndmask_b32_e32 v16, v1, v111, vcc
	v_max_f32_e32 v17, v16, v11
	v_cmp_o_f32_e32 vcc, v16, v11
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v17, vcc
	v_div_scale_f32 v16, s[2:3], v56, v56, v11
	v_rcp_f32_e32 v17, v16
	s_nop 0
	v_fma_f32 v18, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v18, v17
	v_div_scale_f32 v18, vcc, v11, v56, v11
	v_mul_f32_e32 v19, v18, v17
	v_fma_f32 v20, -v16, v19, v18
	v_fmac_f32_e32 v19, v20, v17
	v_div_scale_f32 v20, s[2:3], v56, v56, v10
	v_rcp_f32_e32 v21, v20
	v_fma_f32 v16, -v16, v19, v18
	v_div_fmas_f32 v16, v16, v17, v19
	v_div_fixup_f32 v11, v16, v56, v11
	v_fma_f32 v17, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v10, v56, v10
	v_mul_f32_e32 v18, v17, v21
	v_fma_f32 v19, -v20, v18, v17
	v_fmac_f32_e32 v18, v19, v21
	v_div_scale_f32 v19, s[2:3], v56, v56, v108
	v_rcp_f32_e32 v28, v19
	v_fma_f32 v17, -v20, v18, v17
	v_div_fmas_f32 v29, v17, v21, v18
	v_xor_b32_e32 v16, 64, v0
	v_fma_f32 v17, -v19, v28, 1.0
	v_fmac_f32_e32 v28, v17, v28
	v_div_scale_f32 v17, vcc, v108, v56, v108
	v_mul_f32_e32 v18, v17, v28
	v_fma_f32 v20, -v19, v18, v17
	v_fmac_f32_e32 v18, v20, v28
	v_div_scale_f32 v20, s[2:3], v56, v56, v112
	v_rcp_f32_e32 v21, v20
	v_fma_f32 v17, -v19, v18, v17
	v_div_fmas_f32 v28, v17, v28, v18
	v_div_scale_f32 v19, vcc, v112, v56, v112
	v_fma_f32 v17, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	ds_bpermute_b32 v17, v16, v11
	v_mul_f32_e32 v40, v19, v21
	v_fma_f32 v18, -v20, v40, v19
	v_fmac_f32_e32 v40, v18, v21
	v_fma_f32 v20, -v20, v40, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v18, v11, v17
	v_cmp_o_f32_e64 s[2:3], v11, v17
	v_div_fmas_f32 v48, v20, v21, v40
	s_nop 0
	v_cndmask_b32_e64 v11, v1, v18, s[2:3]
	v_xor_b32_e32 v18, 32, v0
	ds_bpermute_b32 v17, v18, v11
	v_div_scale_f32 v41, s[2:3], v56, v56, v98
	v_rcp_f32_e32 v42, v41
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v19, v11, v17
	v_cmp_o_f32_e64 s[2:3], v11, v17
	v_fma_f32 v20, -v41, v42, 1.0
	v_fmac_f32_e32 v42, v20, v42
	v_cndmask_b32_e64 v11, v1, v19, s[2:3]
	v_xor_b32_e32 v19, 16, v0
	ds_bpermute_b32 v17, v19, v11
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v20, v11, v17
	v_cmp_o_f32_e32 vcc, v11, v17
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v20, vcc
	v_xor_b32_e32 v20, 8, v0
	ds_bpermute_b32 v17, v20, v11
	v_div_scale_f32 v40, vcc, v98, v56, v98
	v_mul_f32_e32 v43, v40, v42
	v_fma_f32 v44, -v41, v43, v40
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v21, v11, v17
	v_cmp_o_f32_e64 s[2:3], v11, v17
	v_fmac_f32_e32 v43, v44, v42
	v_fma_f32 v17, -v41, v43, v40
	v_cndmask_b32_e64 v11, v1, v21, s[2:3]
	v_xor_b32_e32 v21, 4, v0
	ds_bpermute_b32 v0, v21, v11
	v_div_fmas_f32 v49, v17, v42, v43
	s_mov_b32 s2, 0xff800000
	s_mov_b32 s3, 0xc2b00000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v17, v11, v0
	v_cmp_o_f32_e32 vcc, v11, v0
	v_div_fixup_f32 v0, v29, v56, v10
	v_mov_b32_e32 v29, 0xc2b00000
	v_cndmask_b32_e32 v17, v1, v17, vcc
	v_cmp_neq_f32_e32 vcc, s2, v17
	v_div_fixup_f32 v1, v28, v56, v108
	s_mov_b32 s2, 0x3fb8aa3b
	v_cndmask_b32_e32 v28, 0, v17, vcc
	v_sub_f32_e32 v0, v0, v28
	v_sub_f32_e32 v1, v1, v28
	v_cmp_ngt_f32_e32 vcc, s3, v0
	s_nop 1
	v_cndmask_b32_e32 v11, v29, v0, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v1
	s_nop 1
	v_cndmask_b32_e32 v10, v29, v1, vcc
	v_mov_b64_e32 v[0:1], s[12:13]
	v_pk_fma_f32 v[40:41], v[10:11], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_mov_b32 s12, 0x3aadf1bd
	v_pk_add_f32 v[42:43], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v41, 23, v41
	v_pk_fma_f32 v[42:43], v[10:11], s[2:3], v[42:43] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[10:11], s[22:23]
	v_pk_fma_f32 v[44:45], v[42:43], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_mov_b32 s22, 0x3e75fce0
	v_pk_fma_f32 v[44:45], v[44:45], v[42:43], s[18:19] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v40, 23, v40
	v_pk_fma_f32 v[44:45], v[44:45], v[42:43], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[44:45], v[42:43], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[44:45], v[42:43], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v44, s[26:27], v56, v56, v107
	v_rcp_f32_e32 v45, v44
	v_pk_fma_f32 v[40:41], v[42:43], v[40:41], 0 op_sel_hi:[1,1,0]
	v_fma_f32 v42, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v42, v45
	v_div_scale_f32 v42, vcc, v107, v56, v107
	v_mul_f32_e32 v43, v42, v45
	v_fma_f32 v46, -v44, v43, v42
	v_fmac_f32_e32 v43, v46, v45
	v_div_scale_f32 v46, s[26:27], v56, v56, v97
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v42, -v44, v43, v42
	v_div_fmas_f32 v50, v42, v45, v43
	v_fma_f32 v42, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v42, v47
	v_div_scale_f32 v42, vcc, v97, v56, v97
	v_mul_f32_e32 v43, v42, v47
	v_fma_f32 v44, -v46, v43, v42
	v_fmac_f32_e32 v43, v44, v47
	v_div_scale_f32 v44, s[26:27], v56, v56, v113
	v_rcp_f32_e32 v45, v44
	v_fma_f32 v42, -v46, v43, v42
	v_div_fmas_f32 v51, v42, v47, v43
	v_fma_f32 v42, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v42, v45
	v_div_scale_f32 v42, vcc, v113, v56, v113
	v_mul_f32_e32 v43, v42, v45
	v_fma_f32 v46, -v44, v43, v42
	v_fmac_f32_e32 v43, v46, v45
	v_div_scale_f32 v46, s[26:27], v56, v56, v106
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v42, -v44, v43, v42
	v_div_fmas_f32 v42, v42, v45, v43
	v_div_fixup_f32 v42, v42, v56, v113
	v_fma_f32 v43, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v43, v47
	v_div_scale_f32 v43, vcc, v106, v56, v106
	v_mul_f32_e32 v44, v43, v47
	v_fma_f32 v45, -v46, v44, v43
	v_fmac_f32_e32 v44, v45, v47
	v_fma_f32 v43, -v46, v44, v43
	v_div_fmas_f32 v43, v43, v47, v44
	v_div_fixup_f32 v43, v43, v56, v106
	v_sub_f32_e32 v42, v42, v28
	v_sub_f32_e32 v44, v43, v28
	v_cmp_ngt_f32_e32 vcc, s3, v42
	s_nop 1
	v_cndmask_b32_e32 v43, v29, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v42, v29, v44, vcc
	v_pk_fma_f32 v[44:45], v[42:43], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[42:43], v[42:43], s[2:3], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[46:47], v[42:43], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[46:47], v[42:43], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[42:43], v[44:45], v[40:41]
	v_div_fixup_f32 v42, v48, v56, v112
	v_div_fixup_f32 v43, v49, v56, v98
	v_sub_f32_e32 v42, v42, v28
	v_sub_f32_e32 v44, v43, v28
	v_cmp_ngt_f32_e32 vcc, s3, v42
	s_nop 1
	v_cndmask_b32_e32 v43, v29, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v42, v29, v44, vcc
	v_pk_fma_f32 v[44:45], v[42:43], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[42:43], v[42:43], s[2:3], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[46:47], v[42:43], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[46:47], v[42:43], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[42:43], v[44:45], 0 op_sel_hi:[1,1,0]
	v_div_fixup_f32 v44, v50, v56, v107
	v_div_fixup_f32 v45, v51, v56, v97
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v104
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v104, v56, v104
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v103
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v103, v56, v103
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v105
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v105, v56, v105
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v95
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v105
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v95, v56, v95
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v95
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_div_fixup_f32 v44, v50, v56, v104
	v_div_fixup_f32 v45, v51, v56, v103
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v101
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v101, v56, v101
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v89
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v89, v56, v89
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v102
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v102, v56, v102
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v100
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v102
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v100, v56, v100
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v100
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_div_fixup_f32 v44, v50, v56, v101
	v_div_fixup_f32 v45, v51, v56, v89
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v96
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v96, v56, v96
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v94
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v94, v56, v94
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v99
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v99, v56, v99
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v87
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v99
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v87, v56, v87
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v87
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_div_fixup_f32 v44, v50, v56, v96
	v_div_fixup_f32 v45, v51, v56, v94
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v92
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v92, v56, v92
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v82
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v82, v56, v82
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v93
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v93, v56, v93
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v91
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v93
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v91, v56, v91
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v91
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_div_fixup_f32 v44, v50, v56, v92
	v_div_fixup_f32 v45, v51, v56, v82
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v88
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v88, v56, v88
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v86
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v86, v56, v86
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v90
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v90, v56, v90
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v79
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v90
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v79, v56, v79
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v79
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_div_fixup_f32 v44, v50, v56, v88
	v_div_fixup_f32 v45, v51, v56, v86
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v84
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v84, v56, v84
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v74
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v74, v56, v74
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v85
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v85, v56, v85
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v83
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v85
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v83, v56, v83
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v83
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_div_fixup_f32 v44, v50, v56, v84
	v_div_fixup_f32 v45, v51, v56, v74
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v80
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v80, v56, v80
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v78
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v78, v56, v78
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v81
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v81, v56, v81
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v71
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v81
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v71, v56, v71
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v71
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_div_fixup_f32 v44, v50, v56, v80
	v_div_fixup_f32 v45, v51, v56, v78
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v76
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v76, v56, v76
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v66
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v50, v44, v49, v45
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v66, v56, v66
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_div_scale_f32 v48, s[26:27], v56, v56, v77
	v_rcp_f32_e32 v49, v48
	v_fma_f32 v44, -v46, v45, v44
	v_div_fmas_f32 v51, v44, v47, v45
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v77, v56, v77
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v75
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v77
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v75, v56, v75
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v75
	v_sub_f32_e32 v44, v44, v28
	v_sub_f32_e32 v46, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[48:49], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[48:49], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_fixup_f32 v48, v50, v56, v76
	v_div_fixup_f32 v49, v51, v56, v66
	v_sub_f32_e32 v48, v48, v28
	v_sub_f32_e32 v50, v49, v28
	v_cmp_ngt_f32_e32 vcc, s3, v48
	v_pk_fma_f32 v[40:41], v[44:45], v[46:47], v[40:41]
	s_nop 0
	v_cndmask_b32_e32 v49, v29, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v50
	s_nop 1
	v_cndmask_b32_e32 v48, v29, v50, vcc
	v_pk_fma_f32 v[44:45], v[48:49], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[46:47], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[46:47], v[48:49], s[2:3], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[48:49], v[46:47], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[46:47], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[46:47], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[48:49], v[46:47], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[48:49], v[46:47], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v73
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[42:43], v[46:47], v[44:45], v[42:43]
	v_fma_f32 v44, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v44, v49
	v_div_scale_f32 v44, vcc, v73, v56, v73
	v_mul_f32_e32 v45, v44, v49
	v_fma_f32 v46, -v48, v45, v44
	v_fmac_f32_e32 v45, v46, v49
	v_div_scale_f32 v46, s[26:27], v56, v56, v70
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v48, v45, v44
	v_div_fmas_f32 v44, v44, v49, v45
	v_div_fixup_f32 v44, v44, v56, v73
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v70, v56, v70
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_scale_f32 v46, s[26:27], v56, v56, v72
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v70
	v_sub_f32_e32 v44, v44, v28
	v_fma_f32 v47, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v47, v49
	v_div_scale_f32 v47, vcc, v72, v56, v72
	v_mul_f32_e32 v48, v47, v49
	v_fma_f32 v50, -v46, v48, v47
	v_fmac_f32_e32 v48, v50, v49
	v_fma_f32 v46, -v46, v48, v47
	v_div_scale_f32 v47, s[26:27], v56, v56, v65
	v_rcp_f32_e32 v50, v47
	v_div_fmas_f32 v46, v46, v49, v48
	v_div_fixup_f32 v46, v46, v56, v72
	v_sub_f32_e32 v46, v46, v28
	v_fma_f32 v48, -v47, v50, 1.0
	v_fmac_f32_e32 v50, v48, v50
	v_div_scale_f32 v48, vcc, v65, v56, v65
	v_mul_f32_e32 v49, v48, v50
	v_fma_f32 v51, -v47, v49, v48
	v_fmac_f32_e32 v49, v51, v50
	v_fma_f32 v47, -v47, v49, v48
	v_div_fmas_f32 v47, v47, v50, v49
	v_div_fixup_f32 v47, v47, v56, v65
	v_sub_f32_e32 v48, v47, v28
	v_sub_f32_e32 v47, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v47
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v47, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v46
	v_pk_fma_f32 v[50:51], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v47, v29, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v48
	s_nop 1
	v_cndmask_b32_e32 v46, v29, v48, vcc
	v_pk_fma_f32 v[48:49], v[46:47], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_add_f32 v[52:53], v[48:49], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v49, 23, v49
	v_pk_fma_f32 v[46:47], v[46:47], s[2:3], v[52:53] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[52:53], v[50:51], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v51, 23, v51
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[52:53] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v50, 23, v50
	v_pk_fma_f32 v[52:53], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_lshlrev_b32_e32 v48, 23, v48
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[52:53], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[46:47], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[44:45], v[50:51], v[40:41]
	v_pk_fma_f32 v[52:53], v[52:53], v[46:47], s[18:19] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[52:53], v[46:47], s[22:23] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[52:53], v[52:53], v[46:47], s[24:25] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[52:53], v[46:47], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v52, s[26:27], v56, v56, v69
	v_rcp_f32_e32 v53, v52
	v_pk_fma_f32 v[42:43], v[46:47], v[48:49], v[42:43]
	v_fma_f32 v44, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v44, v53
	v_div_scale_f32 v44, vcc, v69, v56, v69
	v_mul_f32_e32 v45, v44, v53
	v_fma_f32 v46, -v52, v45, v44
	v_fmac_f32_e32 v45, v46, v53
	v_div_scale_f32 v46, s[26:27], v56, v56, v63
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v52, v45, v44
	v_div_fmas_f32 v44, v44, v53, v45
	v_div_fixup_f32 v44, v44, v56, v69
	v_fma_f32 v45, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v63, v56, v63
	v_mul_f32_e32 v48, v45, v47
	v_fma_f32 v49, -v46, v48, v45
	v_fmac_f32_e32 v48, v49, v47
	v_fma_f32 v45, -v46, v48, v45
	v_div_scale_f32 v46, s[26:27], v56, v56, v68
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v45, v45, v47, v48
	v_div_fixup_f32 v45, v45, v56, v63
	v_sub_f32_e32 v44, v44, v28
	v_fma_f32 v47, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v47, v49
	v_div_scale_f32 v47, vcc, v68, v56, v68
	v_mul_f32_e32 v48, v47, v49
	v_fma_f32 v50, -v46, v48, v47
	v_fmac_f32_e32 v48, v50, v49
	v_fma_f32 v46, -v46, v48, v47
	v_div_scale_f32 v47, s[26:27], v56, v56, v67
	v_rcp_f32_e32 v50, v47
	v_div_fmas_f32 v46, v46, v49, v48
	v_div_fixup_f32 v46, v46, v56, v68
	v_sub_f32_e32 v46, v46, v28
	v_fma_f32 v48, -v47, v50, 1.0
	v_fmac_f32_e32 v50, v48, v50
	v_div_scale_f32 v48, vcc, v67, v56, v67
	v_mul_f32_e32 v49, v48, v50
	v_fma_f32 v51, -v47, v49, v48
	v_fmac_f32_e32 v49, v51, v50
	v_fma_f32 v47, -v47, v49, v48
	v_div_fmas_f32 v47, v47, v50, v49
	v_div_fixup_f32 v47, v47, v56, v67
	v_sub_f32_e32 v48, v47, v28
	v_sub_f32_e32 v47, v45, v28
	v_cmp_ngt_f32_e32 vcc, s3, v44
	s_nop 1
	v_cndmask_b32_e32 v45, v29, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v47
	s_nop 1
	v_cndmask_b32_e32 v44, v29, v47, vcc
	v_pk_fma_f32 v[50:51], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v46
	v_pk_add_f32 v[52:53], v[50:51], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v51, 23, v51
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[52:53] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_cndmask_b32_e32 v47, v29, v46, vcc
	v_pk_fma_f32 v[52:53], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v48
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v50, 23, v50
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v46, v29, v48, vcc
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[48:49], v[46:47], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[52:53], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v52, s[26:27], v56, v56, v39
	v_pk_add_f32 v[66:67], v[48:49], s[10:11] op_sel_hi:[1,0]
	v_rcp_f32_e32 v53, v52
	v_pk_fma_f32 v[46:47], v[46:47], s[2:3], v[66:67] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[44:45], v[50:51], v[42:43]
	v_pk_fma_f32 v[66:67], v[46:47], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_fma_f32 v44, -v52, v53, 1.0
	v_pk_fma_f32 v[66:67], v[66:67], v[46:47], s[18:19] op_sel_hi:[1,1,0]
	v_fmac_f32_e32 v53, v44, v53
	v_pk_fma_f32 v[66:67], v[66:67], v[46:47], s[22:23] op_sel_hi:[1,1,0]
	v_div_scale_f32 v44, vcc, v39, v56, v39
	v_pk_fma_f32 v[66:67], v[66:67], v[46:47], s[24:25] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v49, 23, v49
	v_pk_fma_f32 v[46:47], v[66:67], v[46:47], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v48, 23, v48
	v_mul_f32_e32 v45, v44, v53
	v_pk_fma_f32 v[40:41], v[46:47], v[48:49], v[40:41]
	v_fma_f32 v46, -v52, v45, v44
	v_fmac_f32_e32 v45, v46, v53
	v_div_scale_f32 v46, s[26:27], v56, v56, v64
	v_rcp_f32_e32 v47, v46
	v_fma_f32 v44, -v52, v45, v44
	v_div_fmas_f32 v44, v44, v53, v45
	v_div_fixup_f32 v39, v44, v56, v39
	v_fma_f32 v44, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v44, v47
	v_div_scale_f32 v44, vcc, v64, v56, v64
	v_mul_f32_e32 v45, v44, v47
	v_fma_f32 v48, -v46, v45, v44
	v_fmac_f32_e32 v45, v48, v47
	v_fma_f32 v44, -v46, v45, v44
	v_div_scale_f32 v46, s[26:27], v56, v56, v38
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v44, v44, v47, v45
	v_div_fixup_f32 v44, v44, v56, v64
	v_sub_f32_e32 v39, v39, v28
	v_fma_f32 v45, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v45, v48
	v_div_scale_f32 v45, vcc, v38, v56, v38
	v_mul_f32_e32 v47, v45, v48
	v_fma_f32 v49, -v46, v47, v45
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v45, -v46, v47, v45
	v_div_scale_f32 v46, s[26:27], v56, v56, v61
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v45, v45, v48, v47
	v_div_fixup_f32 v38, v45, v56, v38
	v_fma_f32 v45, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v45, v49
	v_div_scale_f32 v45, vcc, v61, v56, v61
	v_mul_f32_e32 v47, v45, v49
	v_fma_f32 v48, -v46, v47, v45
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v45, -v46, v47, v45
	v_div_fmas_f32 v45, v45, v49, v47
	v_div_fixup_f32 v45, v45, v56, v61
	v_sub_f32_e32 v46, v45, v28
	v_sub_f32_e32 v45, v38, v28
	v_sub_f32_e32 v38, v44, v28
	v_cmp_ngt_f32_e32 vcc, s3, v39
	s_nop 1
	v_cndmask_b32_e32 v39, v29, v39, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v38
	s_nop 1
	v_cndmask_b32_e32 v38, v29, v38, vcc
	v_pk_fma_f32 v[48:49], v[38:39], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v45
	v_pk_add_f32 v[50:51], v[48:49], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v49, 23, v49
	v_pk_fma_f32 v[38:39], v[38:39], s[2:3], v[50:51] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_cndmask_b32_e32 v45, v29, v45, vcc
	v_pk_fma_f32 v[50:51], v[38:39], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v46
	v_pk_fma_f32 v[50:51], v[50:51], v[38:39], s[18:19] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v48, 23, v48
	v_pk_fma_f32 v[50:51], v[50:51], v[38:39], s[22:23] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v44, v29, v46, vcc
	v_pk_fma_f32 v[50:51], v[50:51], v[38:39], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[46:47], v[44:45], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[38:39], v[50:51], v[38:39], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v50, s[26:27], v56, v56, v37
	v_pk_add_f32 v[52:53], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_rcp_f32_e32 v51, v50
	v_pk_fma_f32 v[44:45], v[44:45], s[2:3], v[52:53] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[48:49], v[40:41]
	v_pk_fma_f32 v[52:53], v[44:45], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_fma_f32 v40, -v50, v51, 1.0
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[18:19] op_sel_hi:[1,1,0]
	v_fmac_f32_e32 v51, v40, v51
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[22:23] op_sel_hi:[1,1,0]
	v_div_scale_f32 v40, vcc, v37, v56, v37
	v_pk_fma_f32 v[52:53], v[52:53], v[44:45], s[24:25] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[44:45], v[52:53], v[44:45], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v46, 23, v46
	v_mul_f32_e32 v41, v40, v51
	v_pk_fma_f32 v[42:43], v[44:45], v[46:47], v[42:43]
	v_fma_f32 v44, -v50, v41, v40
	v_fmac_f32_e32 v41, v44, v51
	v_div_scale_f32 v44, s[26:27], v56, v56, v59
	v_rcp_f32_e32 v45, v44
	v_fma_f32 v40, -v50, v41, v40
	v_div_fmas_f32 v40, v40, v51, v41
	v_div_fixup_f32 v37, v40, v56, v37
	v_fma_f32 v40, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v40, v45
	v_div_scale_f32 v40, vcc, v59, v56, v59
	v_mul_f32_e32 v41, v40, v45
	v_fma_f32 v46, -v44, v41, v40
	v_fmac_f32_e32 v41, v46, v45
	v_fma_f32 v40, -v44, v41, v40
	v_div_scale_f32 v44, s[26:27], v56, v56, v36
	v_rcp_f32_e32 v46, v44
	v_div_fmas_f32 v40, v40, v45, v41
	v_div_fixup_f32 v40, v40, v56, v59
	v_sub_f32_e32 v37, v37, v28
	v_fma_f32 v41, -v44, v46, 1.0
	v_fmac_f32_e32 v46, v41, v46
	v_div_scale_f32 v41, vcc, v36, v56, v36
	v_mul_f32_e32 v45, v41, v46
	v_fma_f32 v47, -v44, v45, v41
	v_fmac_f32_e32 v45, v47, v46
	v_fma_f32 v41, -v44, v45, v41
	v_div_scale_f32 v44, s[26:27], v56, v56, v62
	v_rcp_f32_e32 v47, v44
	v_div_fmas_f32 v41, v41, v46, v45
	v_div_fixup_f32 v36, v41, v56, v36
	v_fma_f32 v41, -v44, v47, 1.0
	v_fmac_f32_e32 v47, v41, v47
	v_div_scale_f32 v41, vcc, v62, v56, v62
	v_mul_f32_e32 v45, v41, v47
	v_fma_f32 v46, -v44, v45, v41
	v_fmac_f32_e32 v45, v46, v47
	v_fma_f32 v41, -v44, v45, v41
	v_div_fmas_f32 v41, v41, v47, v45
	v_div_fixup_f32 v41, v41, v56, v62
	v_sub_f32_e32 v44, v41, v28
	v_sub_f32_e32 v41, v36, v28
	v_sub_f32_e32 v36, v40, v28
	v_cmp_ngt_f32_e32 vcc, s3, v37
	s_nop 1
	v_cndmask_b32_e32 v37, v29, v37, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v36
	s_nop 1
	v_cndmask_b32_e32 v36, v29, v36, vcc
	v_pk_fma_f32 v[46:47], v[36:37], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v41
	v_pk_add_f32 v[48:49], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_cndmask_b32_e32 v41, v29, v41, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v44
	v_pk_fma_f32 v[36:37], v[36:37], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v46, 23, v46
	v_cndmask_b32_e32 v40, v29, v44, vcc
	v_pk_fma_f32 v[48:49], v[36:37], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[40:41], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[48:49], v[36:37], s[18:19] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[50:51], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_pk_fma_f32 v[48:49], v[48:49], v[36:37], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[40:41], s[2:3], v[50:51] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[36:37], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[40:41], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[36:37], v[48:49], v[36:37], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v48, s[26:27], v56, v56, v35
	v_pk_fma_f32 v[50:51], v[50:51], v[40:41], s[18:19] op_sel_hi:[1,1,0]
	v_rcp_f32_e32 v49, v48
	v_pk_fma_f32 v[50:51], v[50:51], v[40:41], s[22:23] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[50:51], v[50:51], v[40:41], s[24:25] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[40:41], v[50:51], v[40:41], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[36:37], v[36:37], v[46:47], v[42:43]
	v_pk_fma_f32 v[38:39], v[40:41], v[44:45], v[38:39]
	v_fma_f32 v40, -v48, v49, 1.0
	v_fmac_f32_e32 v49, v40, v49
	v_div_scale_f32 v40, vcc, v35, v56, v35
	v_mul_f32_e32 v41, v40, v49
	v_fma_f32 v42, -v48, v41, v40
	v_fmac_f32_e32 v41, v42, v49
	v_div_scale_f32 v42, s[26:27], v56, v56, v60
	v_rcp_f32_e32 v43, v42
	v_fma_f32 v40, -v48, v41, v40
	v_div_fmas_f32 v40, v40, v49, v41
	v_div_fixup_f32 v35, v40, v56, v35
	v_fma_f32 v40, -v42, v43, 1.0
	v_fmac_f32_e32 v43, v40, v43
	v_div_scale_f32 v40, vcc, v60, v56, v60
	v_mul_f32_e32 v41, v40, v43
	v_fma_f32 v44, -v42, v41, v40
	v_fmac_f32_e32 v41, v44, v43
	v_fma_f32 v40, -v42, v41, v40
	v_div_scale_f32 v42, s[26:27], v56, v56, v34
	v_rcp_f32_e32 v44, v42
	v_div_fmas_f32 v40, v40, v43, v41
	v_div_fixup_f32 v40, v40, v56, v60
	v_sub_f32_e32 v35, v35, v28
	v_fma_f32 v41, -v42, v44, 1.0
	v_fmac_f32_e32 v44, v41, v44
	v_div_scale_f32 v41, vcc, v34, v56, v34
	v_mul_f32_e32 v43, v41, v44
	v_fma_f32 v45, -v42, v43, v41
	v_fmac_f32_e32 v43, v45, v44
	v_fma_f32 v41, -v42, v43, v41
	v_div_scale_f32 v42, s[26:27], v56, v56, v55
	v_rcp_f32_e32 v45, v42
	v_div_fmas_f32 v41, v41, v44, v43
	v_div_fixup_f32 v34, v41, v56, v34
	v_fma_f32 v41, -v42, v45, 1.0
	v_fmac_f32_e32 v45, v41, v45
	v_div_scale_f32 v41, vcc, v55, v56, v55
	v_mul_f32_e32 v43, v41, v45
	v_fma_f32 v44, -v42, v43, v41
	v_fmac_f32_e32 v43, v44, v45
	v_fma_f32 v41, -v42, v43, v41
	v_div_fmas_f32 v41, v41, v45, v43
	v_div_fixup_f32 v41, v41, v56, v55
	v_sub_f32_e32 v42, v41, v28
	v_sub_f32_e32 v41, v34, v28
	v_sub_f32_e32 v34, v40, v28
	v_cmp_ngt_f32_e32 vcc, s3, v35
	s_nop 1
	v_cndmask_b32_e32 v35, v29, v35, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v34
	s_nop 1
	v_cndmask_b32_e32 v34, v29, v34, vcc
	v_pk_fma_f32 v[44:45], v[34:35], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v41
	v_pk_add_f32 v[46:47], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[34:35], v[34:35], s[2:3], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_cndmask_b32_e32 v41, v29, v41, vcc
	v_pk_fma_f32 v[46:47], v[34:35], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v42
	v_pk_fma_f32 v[46:47], v[46:47], v[34:35], s[18:19] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[46:47], v[46:47], v[34:35], s[22:23] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v40, v29, v42, vcc
	v_pk_fma_f32 v[46:47], v[46:47], v[34:35], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[42:43], v[40:41], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[46:47], v[34:35], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v46, s[26:27], v56, v56, v33
	v_pk_add_f32 v[48:49], v[42:43], s[10:11] op_sel_hi:[1,0]
	v_rcp_f32_e32 v47, v46
	v_pk_fma_f32 v[40:41], v[40:41], s[2:3], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[44:45], v[38:39]
	v_pk_fma_f32 v[48:49], v[40:41], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_fma_f32 v38, -v46, v47, 1.0
	v_pk_fma_f32 v[48:49], v[48:49], v[40:41], s[18:19] op_sel_hi:[1,1,0]
	v_fmac_f32_e32 v47, v38, v47
	v_pk_fma_f32 v[48:49], v[48:49], v[40:41], s[22:23] op_sel_hi:[1,1,0]
	v_div_scale_f32 v38, vcc, v33, v56, v33
	v_pk_fma_f32 v[48:49], v[48:49], v[40:41], s[24:25] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v43, 23, v43
	v_pk_fma_f32 v[40:41], v[48:49], v[40:41], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v42, 23, v42
	v_mul_f32_e32 v39, v38, v47
	v_pk_fma_f32 v[36:37], v[40:41], v[42:43], v[36:37]
	v_fma_f32 v40, -v46, v39, v38
	v_fmac_f32_e32 v39, v40, v47
	v_div_scale_f32 v40, s[26:27], v56, v56, v31
	v_rcp_f32_e32 v41, v40
	v_fma_f32 v38, -v46, v39, v38
	v_div_fmas_f32 v38, v38, v47, v39
	v_div_fixup_f32 v33, v38, v56, v33
	v_fma_f32 v38, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v38, v41
	v_div_scale_f32 v38, vcc, v31, v56, v31
	v_mul_f32_e32 v39, v38, v41
	v_fma_f32 v42, -v40, v39, v38
	v_fmac_f32_e32 v39, v42, v41
	v_fma_f32 v38, -v40, v39, v38
	v_div_scale_f32 v40, s[26:27], v56, v56, v32
	v_rcp_f32_e32 v42, v40
	v_div_fmas_f32 v38, v38, v41, v39
	v_div_fixup_f32 v31, v38, v56, v31
	v_sub_f32_e32 v31, v31, v28
	v_fma_f32 v38, -v40, v42, 1.0
	v_fmac_f32_e32 v42, v38, v42
	v_div_scale_f32 v38, vcc, v32, v56, v32
	v_mul_f32_e32 v39, v38, v42
	v_fma_f32 v41, -v40, v39, v38
	v_fmac_f32_e32 v39, v41, v42
	v_fma_f32 v38, -v40, v39, v38
	v_div_scale_f32 v40, s[26:27], v56, v56, v58
	v_rcp_f32_e32 v41, v40
	v_div_fmas_f32 v38, v38, v42, v39
	v_div_fixup_f32 v32, v38, v56, v32
	v_fma_f32 v38, -v40, v41, 1.0
	v_fmac_f32_e32 v41, v38, v41
	v_div_scale_f32 v38, vcc, v58, v56, v58
	v_mul_f32_e32 v39, v38, v41
	v_fma_f32 v42, -v40, v39, v38
	v_fmac_f32_e32 v39, v42, v41
	v_fma_f32 v38, -v40, v39, v38
	v_div_fmas_f32 v38, v38, v41, v39
	v_sub_f32_e32 v39, v32, v28
	v_sub_f32_e32 v32, v33, v28
	v_cmp_ngt_f32_e32 vcc, s3, v32
	v_div_fixup_f32 v38, v38, v56, v58
	v_sub_f32_e32 v38, v38, v28
	v_cndmask_b32_e32 v33, v29, v32, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v31
	s_nop 1
	v_cndmask_b32_e32 v32, v29, v31, vcc
	v_pk_fma_f32 v[42:43], v[32:33], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v39
	v_pk_add_f32 v[44:45], v[42:43], s[10:11] op_sel_hi:[1,0]
	v_div_scale_f32 v31, s[26:27], v56, v56, v27
	v_pk_fma_f32 v[32:33], v[32:33], s[2:3], v[44:45] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_cndmask_b32_e32 v39, v29, v39, vcc
	v_pk_fma_f32 v[44:45], v[32:33], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v38
	v_pk_fma_f32 v[44:45], v[44:45], v[32:33], s[18:19] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v43, 23, v43
	v_cndmask_b32_e32 v38, v29, v38, vcc
	v_pk_fma_f32 v[44:45], v[44:45], v[32:33], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[38:39], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[32:33], s[24:25] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[46:47], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_pk_fma_f32 v[32:33], v[44:45], v[32:33], 1.0 op_sel_hi:[1,1,0]
	v_rcp_f32_e32 v44, v31
	v_pk_fma_f32 v[38:39], v[38:39], s[2:3], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v42, 23, v42
	v_pk_fma_f32 v[46:47], v[38:39], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[32:33], v[42:43], v[36:37]
	v_pk_fma_f32 v[46:47], v[46:47], v[38:39], s[18:19] op_sel_hi:[1,1,0]
	v_fma_f32 v36, -v31, v44, 1.0
	v_pk_fma_f32 v[46:47], v[46:47], v[38:39], s[22:23] op_sel_hi:[1,1,0]
	v_fmac_f32_e32 v44, v36, v44
	v_pk_fma_f32 v[46:47], v[46:47], v[38:39], s[24:25] op_sel_hi:[1,1,0]
	v_div_scale_f32 v36, vcc, v27, v56, v27
	v_pk_fma_f32 v[38:39], v[46:47], v[38:39], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v41, 23, v41
	v_lshlrev_b32_e32 v40, 23, v40
	v_mul_f32_e32 v37, v36, v44
	v_pk_fma_f32 v[34:35], v[38:39], v[40:41], v[34:35]
	v_fma_f32 v38, -v31, v37, v36
	v_fmac_f32_e32 v37, v38, v44
	v_fma_f32 v31, -v31, v37, v36
	v_div_scale_f32 v36, s[26:27], v56, v56, v54
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v31, v31, v44, v37
	v_div_fixup_f32 v27, v31, v56, v27
	v_sub_f32_e32 v27, v27, v28
	v_fma_f32 v31, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v31, v38
	v_div_scale_f32 v31, vcc, v54, v56, v54
	v_mul_f32_e32 v37, v31, v38
	v_fma_f32 v39, -v36, v37, v31
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v31, -v36, v37, v31
	v_div_scale_f32 v36, s[26:27], v56, v56, v26
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v31, v31, v38, v37
	v_div_fixup_f32 v31, v31, v56, v54
	v_fma_f32 v37, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v37, v39
	v_div_scale_f32 v37, vcc, v26, v56, v26
	v_mul_f32_e32 v38, v37, v39
	v_fma_f32 v40, -v36, v38, v37
	v_fmac_f32_e32 v38, v40, v39
	v_fma_f32 v36, -v36, v38, v37
	v_div_scale_f32 v37, s[26:27], v56, v56, v25
	v_rcp_f32_e32 v40, v37
	v_div_fmas_f32 v36, v36, v39, v38
	v_div_fixup_f32 v26, v36, v56, v26
	v_fma_f32 v36, -v37, v40, 1.0
	v_fmac_f32_e32 v40, v36, v40
	v_div_scale_f32 v36, vcc, v25, v56, v25
	v_mul_f32_e32 v38, v36, v40
	v_fma_f32 v39, -v37, v38, v36
	v_fmac_f32_e32 v38, v39, v40
	v_fma_f32 v36, -v37, v38, v36
	v_div_fmas_f32 v36, v36, v40, v38
	v_div_fixup_f32 v25, v36, v56, v25
	v_sub_f32_e32 v36, v26, v28
	v_sub_f32_e32 v26, v31, v28
	v_cmp_ngt_f32_e32 vcc, s3, v27
	v_sub_f32_e32 v25, v25, v28
	s_nop 0
	v_cndmask_b32_e32 v27, v29, v27, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v26
	s_nop 1
	v_cndmask_b32_e32 v26, v29, v26, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v36
	v_pk_fma_f32 v[40:41], v[26:27], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v37, v29, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v25
	v_pk_add_f32 v[42:43], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v41, 23, v41
	v_cndmask_b32_e32 v36, v29, v25, vcc
	v_pk_fma_f32 v[26:27], v[26:27], s[2:3], v[42:43] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[36:37], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[26:27], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_div_scale_f32 v25, s[26:27], v56, v56, v15
	v_pk_add_f32 v[44:45], v[38:39], s[10:11] op_sel_hi:[1,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[26:27], s[18:19] op_sel_hi:[1,1,0]
	v_rcp_f32_e32 v31, v25
	v_pk_fma_f32 v[36:37], v[36:37], s[2:3], v[44:45] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[26:27], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[36:37], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[42:43], v[26:27], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[36:37], s[18:19] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[42:43], v[26:27], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v40, 23, v40
	v_pk_fma_f32 v[44:45], v[44:45], v[36:37], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[26:27], v[40:41], v[34:35]
	v_fma_f32 v34, -v25, v31, 1.0
	v_pk_fma_f32 v[44:45], v[44:45], v[36:37], s[24:25] op_sel_hi:[1,1,0]
	v_fmac_f32_e32 v31, v34, v31
	v_div_scale_f32 v34, vcc, v15, v56, v15
	v_pk_fma_f32 v[36:37], v[44:45], v[36:37], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v39, 23, v39
	v_lshlrev_b32_e32 v38, 23, v38
	v_mul_f32_e32 v35, v34, v31
	v_pk_fma_f32 v[32:33], v[36:37], v[38:39], v[32:33]
	v_fma_f32 v36, -v25, v35, v34
	v_fmac_f32_e32 v35, v36, v31
	v_fma_f32 v25, -v25, v35, v34
	v_div_scale_f32 v34, s[26:27], v56, v56, v24
	v_rcp_f32_e32 v36, v34
	v_div_fmas_f32 v25, v25, v31, v35
	v_div_fixup_f32 v15, v25, v56, v15
	v_sub_f32_e32 v15, v15, v28
	v_fma_f32 v25, -v34, v36, 1.0
	v_fmac_f32_e32 v36, v25, v36
	v_div_scale_f32 v25, vcc, v24, v56, v24
	v_mul_f32_e32 v31, v25, v36
	v_fma_f32 v35, -v34, v31, v25
	v_fmac_f32_e32 v31, v35, v36
	v_fma_f32 v25, -v34, v31, v25
	v_div_scale_f32 v34, s[26:27], v56, v56, v14
	v_rcp_f32_e32 v35, v34
	v_div_fmas_f32 v25, v25, v36, v31
	v_div_fixup_f32 v24, v25, v56, v24
	v_fma_f32 v25, -v34, v35, 1.0
	v_fmac_f32_e32 v35, v25, v35
	v_div_scale_f32 v25, vcc, v14, v56, v14
	v_mul_f32_e32 v31, v25, v35
	v_fma_f32 v36, -v34, v31, v25
	v_fmac_f32_e32 v31, v36, v35
	v_fma_f32 v25, -v34, v31, v25
	v_div_scale_f32 v34, s[26:27], v56, v56, v30
	v_rcp_f32_e32 v36, v34
	v_div_fmas_f32 v25, v25, v35, v31
	v_div_fixup_f32 v14, v25, v56, v14
	v_fma_f32 v25, -v34, v36, 1.0
	v_fmac_f32_e32 v36, v25, v36
	v_div_scale_f32 v25, vcc, v30, v56, v30
	v_mul_f32_e32 v31, v25, v36
	v_fma_f32 v35, -v34, v31, v25
	v_fmac_f32_e32 v31, v35, v36
	v_fma_f32 v25, -v34, v31, v25
	v_div_fmas_f32 v25, v25, v36, v31
	v_div_fixup_f32 v25, v25, v56, v30
	v_sub_f32_e32 v30, v25, v28
	v_sub_f32_e32 v25, v14, v28
	v_sub_f32_e32 v14, v24, v28
	v_cmp_ngt_f32_e32 vcc, s3, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v29, v15, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v14
	s_nop 1
	v_cndmask_b32_e32 v14, v29, v14, vcc
	v_pk_fma_f32 v[34:35], v[14:15], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s3, v25
	v_pk_add_f32 v[36:37], v[34:35], s[10:11] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v35, 23, v35
	v_cndmask_b32_e32 v25, v29, v25, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v30
	v_pk_fma_f32 v[14:15], v[14:15], s[2:3], v[36:37] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v34, 23, v34
	v_cndmask_b32_e32 v24, v29, v30, vcc
	v_pk_fma_f32 v[36:37], v[14:15], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[24:25], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[36:37], v[36:37], v[14:15], s[18:19] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[38:39], v[30:31], s[10:11] op_sel_hi:[1,0]
	v_pk_fma_f32 v[36:37], v[36:37], v[14:15], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[24:25], s[2:3], v[38:39] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[14:15], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[38:39], v[24:25], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[14:15], v[36:37], v[14:15], 1.0 op_sel_hi:[1,1,0]
	v_div_scale_f32 v36, s[26:27], v56, v56, v13
	v_pk_fma_f32 v[38:39], v[38:39], v[24:25], s[18:19] op_sel_hi:[1,1,0]
	v_rcp_f32_e32 v37, v36
	v_pk_fma_f32 v[38:39], v[38:39], v[24:25], s[22:23] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v31, 23, v31
	v_pk_fma_f32 v[38:39], v[38:39], v[24:25], s[24:25] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v30, 23, v30
	v_pk_fma_f32 v[24:25], v[38:39], v[24:25], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[14:15], v[34:35], v[32:33]
	v_pk_fma_f32 v[24:25], v[24:25], v[30:31], v[26:27]
	v_fma_f32 v26, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v26, v37
	v_div_scale_f32 v26, vcc, v13, v56, v13
	v_mul_f32_e32 v27, v26, v37
	v_fma_f32 v30, -v36, v27, v26
	v_fmac_f32_e32 v27, v30, v37
	v_div_scale_f32 v30, s[26:27], v56, v56, v23
	v_rcp_f32_e32 v31, v30
	v_fma_f32 v26, -v36, v27, v26
	v_div_fmas_f32 v26, v26, v37, v27
	v_div_fixup_f32 v13, v26, v56, v13
	v_fma_f32 v26, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v26, v31
	v_div_scale_f32 v26, vcc, v23, v56, v23
	v_mul_f32_e32 v27, v26, v31
	v_fma_f32 v32, -v30, v27, v26
	v_fmac_f32_e32 v27, v32, v31
	v_fma_f32 v26, -v30, v27, v26
	v_div_scale_f32 v30, s[26:27], v56, v56, v12
	v_rcp_f32_e32 v32, v30
	v_div_fmas_f32 v26, v26, v31, v27
	v_div_fixup_f32 v23, v26, v56, v23
	v_sub_f32_e32 v13, v13, v28
	v_fma_f32 v26, -v30, v32, 1.0
	v_fmac_f32_e32 v32, v26, v32
	v_div_scale_f32 v26, vcc, v12, v56, v12
	v_mul_f32_e32 v27, v26, v32
	v_fma_f32 v31, -v30, v27, v26
	v_fmac_f32_e32 v27, v31, v32
	v_fma_f32 v26, -v30, v27, v26
	v_div_scale_f32 v30, s[26:27], v56, v56, v22
	v_rcp_f32_e32 v31, v30
	v_div_fmas_f32 v26, v26, v32, v27
	v_div_fixup_f32 v12, v26, v56, v12
	v_fma_f32 v26, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v26, v31
	v_div_scale_f32 v26, vcc, v22, v56, v22
	v_mul_f32_e32 v27, v26, v31
	v_fma_f32 v32, -v30, v27, v26
	v_fmac_f32_e32 v27, v32, v31
	v_fma_f32 v26, -v30, v27, v26
	v_div_fmas_f32 v26, v26, v31, v27
	v_div_fixup_f32 v22, v26, v56, v22
	v_sub_f32_e32 v26, v12, v28
	v_sub_f32_e32 v12, v23, v28
	v_cmp_ngt_f32_e32 vcc, s3, v13
	v_sub_f32_e32 v22, v22, v28
	s_nop 0
	v_cndmask_b32_e32 v13, v29, v13, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v12
	s_nop 1
	v_cndmask_b32_e32 v12, v29, v12, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v26
	s_nop 1
	v_cndmask_b32_e32 v23, v29, v26, vcc
	v_cmp_ngt_f32_e32 vcc, s3, v22
	s_nop 1
	v_cndmask_b32_e32 v22, v29, v22, vcc
	v_pk_fma_f32 v[26:27], v[22:23], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[0:1], v[12:13], s[2:3], v[0:1] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[30:31], v[26:27], s[10:11] op_sel_hi:[1,0]
	v_pk_add_f32 v[28:29], v[0:1], s[10:11] op_sel_hi:[1,0]
	v_pk_fma_f32 v[22:23], v[22:23], s[2:3], v[30:31] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], s[2:3], v[28:29] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v1, 23, v1
	v_pk_fma_f32 v[28:29], v[12:13], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[22:23], s[12:13], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[18:19] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[22:23], s[18:19] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[22:23], s[22:23] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[22:23], s[24:25] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[28:29], v[12:13], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[22:23], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v0, 23, v0
	v_lshlrev_b32_e32 v23, 23, v27
	v_lshlrev_b32_e32 v22, 23, v26
	v_pk_fma_f32 v[10:11], v[10:11], v[22:23], v[14:15]
	v_pk_fma_f32 v[0:1], v[12:13], v[0:1], v[24:25]
	s_nop 0
	v_pk_add_f32 v[0:1], v[0:1], v[10:11]
	s_nop 0
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v16, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v18, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v19, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v20, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v21, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v1
.LBB0_249:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v57
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_251
	v_mad_u64_u32 v[12:13], s[4:5], v2, s20, v[4:5]
	v_mul_lo_u32 v0, v2, s21
	v_mul_lo_u32 v14, v3, s20
	v_mov_b32_e32 v10, s14
	v_mov_b32_e32 v11, s15
	v_add3_u32 v13, v14, v13, v0
	v_lshl_add_u64 v[10:11], v[12:13], 3, v[10:11]
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v17, v17
	s_nop 1
	v_cndmask_b32_e32 v0, v12, v17, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v12, v1, vcc
	flat_store_dwordx2 v[10:11], v[0:1]
.LBB0_251:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v4, v4, v57
	v_cmp_eq_u64_e32 vcc, 0, v[4:5]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_257
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_256
	flat_load_dwordx2 v[0:1], v[6:7]
	v_mov_b32_e32 v4, s7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_subrev_co_u32_e32 v0, vcc, s6, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v4, vcc
	v_cmp_gt_i64_e32 vcc, s[8:9], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_255
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[8:9]
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 16, v0
	v_div_scale_f32 v1, s[4:5], v56, v56, v0
	v_rcp_f32_e32 v4, v1
	v_div_scale_f32 v5, vcc, v0, v56, v0
	v_fma_f32 v6, -v1, v4, 1.0
	v_fmac_f32_e32 v4, v6, v4
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v1, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v1, -v1, v6, v5
	v_div_fmas_f32 v1, v1, v4, v6
	v_div_fixup_f32 v4, v1, v56, v0
.LBB0_255:
	s_or_b64 exec, exec, s[0:1]
.LBB0_256:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	v_mov_b32_e32 v2, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	flat_store_dword v[0:1], v2
.LBB0_257:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_tile_stats
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 96
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
		.amdhsa_next_free_vgpr 114
		.amdhsa_next_free_sgpr 35
		.amdhsa_accum_offset 116
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
	.size	logpjit_tile_stats, .Lfunc_end0-logpjit_tile_stats

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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           logpjit_tile_stats
    .private_segment_fixed_size: 0
    .sgpr_count:     41
    .sgpr_spill_count: 0
    .symbol:         logpjit_tile_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     114
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
