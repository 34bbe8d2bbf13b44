; golden AMDGCN for tests/codegen/gfx942_test.cpp (TP 1 top-k in one read: tile_stats and lane stats)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_stats;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_topk_stats
	.p2align	8
	.type	logpjit_topk_stats,@function
logpjit_topk_stats:
	s_mov_b32 s5, 0x69ad9940
	s_add_u32 s5, 0x6e928, s5
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s6, 0, 0
	v_add_co_u32_e32 v1, vcc, s5, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s5, s6, 0x1b9b10
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s5, 0xfffff6ba
	s_mul_hi_u32 s8, s7, 0xfffff6ba
	s_add_i32 s8, s8, s6
	s_sub_i32 s6, s8, s7
	s_mul_i32 s9, s7, 0xfffff6ba
	s_mul_hi_u32 s12, s7, s6
	s_mul_i32 s13, s7, s6
	s_mul_hi_u32 s7, s7, s9
	s_add_u32 s7, s7, s13
	s_mul_hi_u32 s10, s5, s9
	s_mul_i32 s11, s5, s9
	s_addc_u32 s9, 0, s12
	s_add_u32 s7, s7, s11
	s_load_dwordx8 s[56:63], s[0:1], 0x20
	s_mul_hi_u32 s8, s5, s6
	s_addc_u32 s7, s9, s10
	s_addc_u32 s8, s8, 0
	s_mul_i32 s6, s5, s6
	s_add_u32 s6, s7, s6
	s_addc_u32 s7, 0, s8
	v_add_co_u32_e32 v1, vcc, s6, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s5, s5, s7
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s6, s61, 31
	s_add_u32 s8, s60, s6
	s_mov_b32 s7, s6
	s_addc_u32 s9, s61, s6
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s8, s5
	s_mul_hi_u32 s13, s8, s12
	s_mul_hi_u32 s10, s8, s5
	s_add_u32 s11, s13, s11
	s_addc_u32 s10, 0, s10
	s_mul_hi_u32 s14, s9, s12
	s_mul_i32 s12, s9, s12
	s_add_u32 s11, s11, s12
	s_mul_hi_u32 s13, s9, s5
	s_addc_u32 s10, s10, s14
	s_addc_u32 s11, s13, 0
	s_mul_i32 s5, s9, s5
	s_add_u32 s5, s10, s5
	s_addc_u32 s10, 0, s11
	s_add_u32 s11, s5, 1
	s_addc_u32 s12, s10, 0
	s_add_u32 s13, s5, 2
	s_mul_i32 s16, s10, 0x946
	s_mul_hi_u32 s17, s5, 0x946
	s_addc_u32 s14, s10, 0
	s_add_i32 s17, s17, s16
	s_mul_i32 s16, s5, 0x946
	v_mov_b32_e32 v1, s16
	v_sub_co_u32_e32 v1, vcc, s8, v1
	s_movk_i32 s15, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s8, s9, s17
	v_subrev_co_u32_e32 v2, vcc, s15, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s9, s8, 0
	v_readfirstlane_b32 s15, v2
	s_cmpk_gt_u32 s15, 0x945
	s_cselect_b32 s15, -1, 0
	s_cmp_eq_u32 s9, 0
	s_cselect_b32 s9, s15, -1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, s14, s12
	v_readfirstlane_b32 s12, v1
	s_cselect_b32 s11, s13, s11
	s_cmpk_gt_u32 s12, 0x945
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s8, 0
	s_cselect_b32 s8, s12, -1
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s9, s9, s10
	s_cselect_b32 s8, s11, s5
	s_mov_b32 s4, 0
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	s_mov_b32 s3, s4
	s_sub_u32 s76, s8, s6
	s_subb_u32 s77, s9, s6
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v2, s2, v1
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v3, s3
	v_or_b32_e32 v5, s77, v1
	v_or_b32_e32 v4, s76, v2
	s_mov_b64 s[2:3], 0xffffffff
	v_cmp_lt_u64_e32 vcc, s[2:3], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_mov_b64_e32 v[22:23], 0
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 63
	v_mov_b32_e32 v1, s77
	v_mov_b32_e32 v4, s76
	s_brev_b32 s5, 1
	v_mov_b64_e32 v[24:25], v[22:23]
.LBB0_2:
	v_lshrrev_b64 v[6:7], s8, v[2:3]
	v_lshlrev_b64 v[8:9], 1, v[24:25]
	s_lshr_b64 s[10:11], s[4:5], s6
	v_and_b32_e32 v5, 1, v6
	s_add_u32 s6, s6, 1
	v_or_b32_e32 v8, v5, v8
	s_addc_u32 s7, s7, 0
	v_cmp_gt_u64_e32 vcc, s[76:77], v[8:9]
	v_mov_b32_e32 v6, s11
	v_mov_b32_e32 v7, s10
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e64 v10, v4, 0, vcc
	v_cndmask_b32_e64 v5, v1, 0, vcc
	v_cndmask_b32_e64 v6, v6, 0, vcc
	v_cndmask_b32_e64 v7, v7, 0, vcc
	s_addc_u32 s9, s9, -1
	v_sub_co_u32_e32 v24, vcc, v8, v10
	v_or_b32_e32 v23, v6, v23
	s_nop 0
	v_subb_co_u32_e32 v25, vcc, v9, v5, vcc
	s_cmp_eq_u64 s[6:7], 64
	v_or_b32_e32 v22, v7, v22
	s_cbranch_scc0 .LBB0_2
.LBB0_4:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_6
	v_cvt_f32_u32_e32 v1, s76
	s_sub_i32 s4, 0, s76
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v25, v23
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s4, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	v_mul_hi_u32 v1, v2, v1
	v_mul_lo_u32 v3, v1, s76
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s76, v3
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s76, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s76, v3
	s_nop 1
	v_cndmask_b32_e32 v22, v1, v4, vcc
	v_mul_lo_u32 v1, v22, s76
	v_sub_u32_e32 v24, v2, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx8 s[64:71], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[68:69], v[22:23]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_779
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_load_dwordx4 s[72:75], s[0:1], 0x0
	v_mov_b32_e32 v31, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[28:29], v[22:23], 3, v[2:3]
	flat_load_dwordx2 v[2:3], v[28:29]
	v_mov_b32_e32 v1, s74
	s_lshl_b32 s4, s74, 1
	v_mov_b64_e32 v[4:5], s[72:73]
	v_alignbit_b32 v1, s75, v1, 31
	v_mul_lo_u32 v6, s4, v23
	v_mad_u64_u32 v[26:27], s[0:1], s4, v22, v[4:5]
	v_mul_lo_u32 v7, v1, v22
	v_add3_u32 v27, v7, v27, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[56:57], v[2:3]
	v_cmp_eq_u64_e64 s[0:1], s[56:57], v[2:3]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[0:1], exec, s[6:7]
	v_and_b32_e32 v30, 31, v0
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0xff800000
	s_or_saveexec_b64 s[68:69], s[0:1]
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v8, s2
	s_xor_b64 exec, exec, s[68:69]
	s_cbranch_execz .LBB0_771
	s_movk_i32 s2, 0xf6ba
	v_mov_b64_e32 v[4:5], s[62:63]
	v_mad_u64_u32 v[4:5], s[0:1], v24, s2, v[4:5]
	v_mov_b32_e32 v8, v5
	v_mad_u64_u32 v[8:9], s[0:1], v25, s2, v[8:9]
	v_sub_u32_e32 v5, v8, v24
	v_cmp_lt_i64_e64 s[0:1], 0, v[4:5]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[74:75], exec, s[2:3]
	s_cbranch_execz .LBB0_764
	v_mov_b32_e32 v1, s59
	v_subrev_co_u32_e64 v2, s[0:1], s58, v2
	v_mov_b32_e32 v31, 0
	s_nop 0
	v_subb_co_u32_e64 v3, s[0:1], v3, v1, s[0:1]
	v_cmp_gt_i64_e64 s[0:1], s[62:63], v[2:3]
	v_cmp_lt_i64_e64 s[2:3], -1, v[2:3]
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	v_lshl_add_u64 v[2:3], v[26:27], 0, v[2:3]
	flat_load_ushort v56, v[2:3]
	v_mad_u64_u32 v[34:35], s[2:3], s4, v22, 0
	s_movk_i32 s4, 0x128c
	v_mad_u64_u32 v[36:37], s[2:3], v24, s4, 0
	v_mad_u64_u32 v[40:41], s[2:3], v24, s4, v[26:27]
	v_cmp_lt_i64_e64 s[2:3], 0, v[4:5]
	v_mul_lo_u32 v1, v25, s4
	v_add_u32_e32 v37, v37, v1
	v_cndmask_b32_e64 v3, 0, v5, s[2:3]
	v_cndmask_b32_e64 v2, 0, v4, s[2:3]
	s_mov_b64 s[2:3], 0x946
	v_add_u32_e32 v41, v1, v41
	v_cmp_gt_i64_e64 s[2:3], s[2:3], v[2:3]
	v_mov_b32_e32 v1, 0x946
	v_and_b32_e32 v30, 15, v40
	v_add3_u32 v35, v35, v6, v7
	v_cndmask_b32_e64 v33, 0, v3, s[2:3]
	v_cndmask_b32_e64 v32, v1, v2, s[2:3]
	v_cmp_ne_u64_e64 s[2:3], 0, v[30:31]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[62:63], exec, s[4:5]
	s_cbranch_execz .LBB0_513
	v_and_b32_e32 v30, 3, v40
	v_cmp_ne_u64_e64 s[4:5], 0, v[30:31]
	v_and_b32_e32 v30, 31, v0
	v_lshlrev_b32_e32 v38, 3, v30
	v_mov_b32_e32 v39, v31
	v_lshlrev_b32_e32 v42, 4, v30
	v_mov_b32_e32 v43, v31
	v_lshl_add_u64 v[2:3], v[38:39], 0, 8
	v_lshl_add_u64 v[6:7], v[40:41], 0, v[42:43]
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[78:79], exec, s[6:7]
	s_cbranch_execz .LBB0_262
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_15
	flat_load_ushort v1, v[6:7] offset:14
	flat_load_ushort v2, v[6:7] offset:12
	flat_load_ushort v3, v[6:7] offset:10
	flat_load_ushort v4, v[6:7] offset:8
	flat_load_ushort v8, v[6:7] offset:6
	flat_load_ushort v9, v[6:7]
	flat_load_ushort v10, v[6:7] offset:4
	flat_load_ushort v11, v[6:7] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v2, s6
	v_perm_b32 v4, v3, v4, s6
	v_perm_b32 v3, v8, v10, s6
	v_perm_b32 v2, v11, v9, s6
.LBB0_15:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_33
	v_or_b32_e32 v16, 6, v38
	v_mov_b32_e32 v17, v39
	v_or_b32_e32 v14, 7, v38
	v_mov_b32_e32 v15, v39
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_or_b32_e32 v12, 5, v38
	v_mov_b32_e32 v13, v39
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_or_b32_e32 v10, 4, v38
	v_mov_b32_e32 v11, v39
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	v_or_b32_e32 v8, 2, v38
	v_mov_b32_e32 v9, v39
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[32:33]
	v_or_b32_e32 v4, 3, v38
	v_mov_b32_e32 v5, v39
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[32:33]
	v_or_b32_e32 v2, 1, v38
	v_mov_b32_e32 v3, v39
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v12, 1, v12
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v10, v10, v12
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[38:39], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v8, 2, v8
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v1, v14, v1
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v4, v4, v8
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v10, v1
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s9, s8
	v_or_b32_e32 v1, v2, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[2:3], s[8:9]
	v_mov_b64_e32 v[4:5], s[10:11]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_18
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s4, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_18:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_20
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s4
.LBB0_20:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_22
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s4, v8, v3
.LBB0_22:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_24
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s4
.LBB0_24:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_26
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s4, v8, v4
.LBB0_26:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_28
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s4
.LBB0_28:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_30
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s4, v8, v5
.LBB0_30:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_32
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s4
.LBB0_32:
	s_or_b64 exec, exec, s[8:9]
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[40:41], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[6:7], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_35
	flat_load_ushort v1, v[10:11] offset:14
	flat_load_ushort v6, v[10:11] offset:12
	flat_load_ushort v7, v[10:11] offset:10
	flat_load_ushort v8, v[10:11] offset:8
	flat_load_ushort v12, v[10:11] offset:6
	flat_load_ushort v13, v[10:11]
	flat_load_ushort v14, v[10:11] offset:4
	flat_load_ushort v15, v[10:11] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v6, s6
	v_perm_b32 v8, v7, v8, s6
	v_perm_b32 v7, v12, v14, s6
	v_perm_b32 v6, v15, v13, s6
.LBB0_35:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_53
	v_or_b32_e32 v44, 6, v12
	v_mov_b32_e32 v45, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[4:5], v[44:45], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v1, v20, v1
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v1, v16, v1
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s9, s8
	v_or_b32_e32 v1, v6, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_38
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s4, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_38:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_40
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s4
.LBB0_40:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_42
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s4, v12, v7
.LBB0_42:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_44
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s4
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_46
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s4, v12, v8
.LBB0_46:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_48
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s4
.LBB0_48:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_50
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s4, v12, v9
.LBB0_50:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_52
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s4
.LBB0_52:
	s_or_b64 exec, exec, s[8:9]
.LBB0_53:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[10:11], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_55
	flat_load_ushort v1, v[14:15] offset:14
	flat_load_ushort v10, v[14:15] offset:12
	flat_load_ushort v11, v[14:15] offset:10
	flat_load_ushort v12, v[14:15] offset:8
	flat_load_ushort v16, v[14:15] offset:6
	flat_load_ushort v17, v[14:15]
	flat_load_ushort v18, v[14:15] offset:4
	flat_load_ushort v19, v[14:15] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v10, s6
	v_perm_b32 v12, v11, v12, s6
	v_perm_b32 v11, v16, v18, s6
	v_perm_b32 v10, v19, v17, s6
.LBB0_55:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_73
	v_or_b32_e32 v48, 6, v16
	v_mov_b32_e32 v49, v17
	v_or_b32_e32 v46, 7, v16
	v_mov_b32_e32 v47, v17
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[32:33]
	v_or_b32_e32 v44, 5, v16
	v_mov_b32_e32 v45, v17
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[44:45], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v44, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v20, v1
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v10, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_58
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s4, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_58:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_60
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s4
.LBB0_60:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_62
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s4, v16, v11
.LBB0_62:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_64
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s4
.LBB0_64:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_66
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s4, v16, v12
.LBB0_66:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_68
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s4
.LBB0_68:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_70
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s4, v16, v13
.LBB0_70:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_72
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s4
.LBB0_72:
	s_or_b64 exec, exec, s[8:9]
.LBB0_73:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[14:15], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_75
	flat_load_ushort v1, v[18:19] offset:14
	flat_load_ushort v14, v[18:19] offset:12
	flat_load_ushort v15, v[18:19] offset:10
	flat_load_ushort v16, v[18:19] offset:8
	flat_load_ushort v20, v[18:19] offset:6
	flat_load_ushort v21, v[18:19]
	flat_load_ushort v44, v[18:19] offset:4
	flat_load_ushort v45, v[18:19] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v14, s6
	v_perm_b32 v16, v15, v16, s6
	v_perm_b32 v15, v20, v44, s6
	v_perm_b32 v14, v45, v21, s6
.LBB0_75:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_93
	v_or_b32_e32 v52, 6, v20
	v_mov_b32_e32 v53, v21
	v_or_b32_e32 v50, 7, v20
	v_mov_b32_e32 v51, v21
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_or_b32_e32 v48, 5, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[50:51], v[32:33]
	v_or_b32_e32 v46, 4, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v50, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[32:33]
	v_or_b32_e32 v44, 2, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v48, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[32:33]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[44:45], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v44, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v46, v46, v48
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v15, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v50, v1
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v16, v16, v44
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v46, v1
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v14, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_78
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s4, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_78:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_80
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s4
.LBB0_80:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_82
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s4, v20, v15
.LBB0_82:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_84
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s4
.LBB0_84:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_86
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s4, v20, v16
.LBB0_86:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_88
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s4
.LBB0_88:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_90
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s4, v20, v17
.LBB0_90:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_92
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s4
.LBB0_92:
	s_or_b64 exec, exec, s[8:9]
.LBB0_93:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v47, 0
	v_lshlrev_b32_e32 v46, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v47
	v_lshl_add_u64 v[44:45], v[40:41], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[46:47], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_95
	flat_load_ushort v1, v[44:45] offset:14
	flat_load_ushort v18, v[44:45] offset:12
	flat_load_ushort v19, v[44:45] offset:10
	flat_load_ushort v20, v[44:45] offset:8
	flat_load_ushort v46, v[44:45] offset:6
	flat_load_ushort v47, v[44:45]
	flat_load_ushort v48, v[44:45] offset:4
	flat_load_ushort v49, v[44:45] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v18, s6
	v_perm_b32 v20, v19, v20, s6
	v_perm_b32 v19, v46, v48, s6
	v_perm_b32 v18, v49, v47, s6
.LBB0_95:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_113
	v_or_b32_e32 v58, 6, v46
	v_mov_b32_e32 v59, v47
	v_or_b32_e32 v54, 7, v46
	v_mov_b32_e32 v55, v47
	v_cmp_lt_u64_e64 s[4:5], v[58:59], v[32:33]
	v_or_b32_e32 v52, 5, v46
	v_mov_b32_e32 v53, v47
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[54:55], v[32:33]
	v_or_b32_e32 v50, 4, v46
	v_mov_b32_e32 v51, v47
	v_cndmask_b32_e64 v54, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_or_b32_e32 v48, 2, v46
	v_mov_b32_e32 v49, v47
	v_cndmask_b32_e64 v52, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[50:51], v[32:33]
	v_or_b32_e32 v20, 3, v46
	v_mov_b32_e32 v21, v47
	v_cndmask_b32_e64 v50, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[32:33]
	v_or_b32_e32 v18, 1, v46
	v_mov_b32_e32 v19, v47
	v_cndmask_b32_e64 v48, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v52, 1, v52
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v50, v50, v52
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v54, v1
	v_and_b32_e32 v50, 3, v50
	v_or_b32_e32 v20, v20, v48
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v50, v1
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v18, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_98
	flat_load_ushort v18, v[44:45]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_98:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v46, 1, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[4:5], 1, v46
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_100
	flat_load_ushort v46, v[44:45] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v46, v18, s4
.LBB0_100:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v46, 2, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[4:5], 1, v46
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_102
	flat_load_ushort v46, v[44:45] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v46, v19
.LBB0_102:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v46, 3, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[4:5], 1, v46
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_104
	flat_load_ushort v46, v[44:45] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v46, v19, s4
.LBB0_104:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v46, 4, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[4:5], 1, v46
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_106
	flat_load_ushort v46, v[44:45] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v46, v20
.LBB0_106:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v46, 5, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[4:5], 1, v46
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_108
	flat_load_ushort v46, v[44:45] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v46, v20, s4
.LBB0_108:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v46, 6, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[4:5], 1, v46
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_110
	flat_load_ushort v46, v[44:45] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v46, v21
.LBB0_110:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_112
	flat_load_ushort v1, v[44:45] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s4
.LBB0_112:
	s_or_b64 exec, exec, s[8:9]
.LBB0_113:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v58, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v59, 16, v5
	v_lshlrev_b32_e32 v57, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v58, v1
	v_and_b32_e32 v62, 0xffff0000, v4
	v_and_b32_e32 v60, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v58, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v59, v57
	v_and_b32_e32 v63, 0xffff0000, v5
	v_and_b32_e32 v61, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v57, v59, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v62, v60
	s_mov_b32 s9, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v60, v62, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v63, v61
	s_nop 1
	v_cndmask_b32_e64 v5, v61, v63, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v49, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[4:5], s9, v49
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_115
	v_sub_f32_e32 v3, v60, v49
	v_sub_f32_e32 v2, v1, v49
	v_sub_f32_e32 v5, v61, v49
	v_sub_f32_e32 v4, v57, v49
	v_sub_f32_e32 v45, v62, v49
	v_sub_f32_e32 v44, v58, v49
	v_sub_f32_e32 v47, v63, v49
	v_sub_f32_e32 v46, v59, v49
	s_mov_b32 s8, 0x3fb8aa3b
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[46:47], v[46:47], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[44:45], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_115:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v66, 16, v8
	v_lshlrev_b32_e32 v64, 16, v6
	v_lshlrev_b32_e32 v67, 16, v9
	v_lshlrev_b32_e32 v65, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v66, v64
	v_and_b32_e32 v70, 0xffff0000, v8
	v_and_b32_e32 v68, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v64, v66, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v67, v65
	v_and_b32_e32 v71, 0xffff0000, v9
	v_and_b32_e32 v69, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v65, v67, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v70, v68
	s_mov_b32 s8, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v68, v70, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v71, v69
	s_nop 1
	v_cndmask_b32_e64 v9, v69, v71, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v49
	s_nop 1
	v_cndmask_b32_e64 v48, v49, v6, s[6:7]
	v_sub_f32_e32 v6, v49, v48
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v48, v49
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[50:51], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[6:7], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v47, v7, s[4:5]
	v_cndmask_b32_e64 v8, v46, v6, s[4:5]
	v_cndmask_b32_e64 v7, v45, v55, s[4:5]
	v_cndmask_b32_e64 v6, v44, v54, s[4:5]
	v_cndmask_b32_e64 v5, v5, v53, s[4:5]
	v_cndmask_b32_e64 v4, v4, v52, s[4:5]
	v_cndmask_b32_e64 v3, v3, v51, s[4:5]
	v_cndmask_b32_e64 v2, v2, v50, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v48
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_117
	v_sub_f32_e32 v45, v68, v48
	v_sub_f32_e32 v44, v64, v48
	v_sub_f32_e32 v47, v69, v48
	v_sub_f32_e32 v46, v65, v48
	v_sub_f32_e32 v51, v70, v48
	v_sub_f32_e32 v50, v66, v48
	v_sub_f32_e32 v53, v71, v48
	v_sub_f32_e32 v52, v67, v48
	v_pk_mul_f32 v[52:53], v[52:53], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[8:9], v[52:53], v[8:9]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[44:45], v[2:3]
.LBB0_117:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v74, 16, v12
	v_lshlrev_b32_e32 v72, 16, v10
	v_lshlrev_b32_e32 v75, 16, v13
	v_lshlrev_b32_e32 v73, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v74, v72
	v_and_b32_e32 v78, 0xffff0000, v12
	v_and_b32_e32 v76, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v72, v74, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v75, v73
	v_and_b32_e32 v79, 0xffff0000, v13
	v_and_b32_e32 v77, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v73, v75, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v78, v76
	s_nop 1
	v_cndmask_b32_e64 v12, v76, v78, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v79, v77
	s_nop 1
	v_cndmask_b32_e64 v13, v77, v79, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v48
	s_nop 1
	v_cndmask_b32_e64 v10, v48, v10, s[6:7]
	v_sub_f32_e32 v11, v48, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[6:7], v10, v48
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[44:45], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[4:5]
	v_cndmask_b32_e64 v8, v8, v12, s[4:5]
	v_cndmask_b32_e64 v7, v7, v49, s[4:5]
	v_cndmask_b32_e64 v6, v6, v48, s[4:5]
	v_cndmask_b32_e64 v5, v5, v47, s[4:5]
	v_cndmask_b32_e64 v4, v4, v46, s[4:5]
	v_cndmask_b32_e64 v3, v3, v45, s[4:5]
	v_cndmask_b32_e64 v2, v2, v44, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v10
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_119
	v_sub_f32_e32 v13, v76, v10
	v_sub_f32_e32 v12, v72, v10
	v_sub_f32_e32 v45, v77, v10
	v_sub_f32_e32 v44, v73, v10
	v_sub_f32_e32 v47, v78, v10
	v_sub_f32_e32 v46, v74, v10
	v_sub_f32_e32 v49, v79, v10
	v_sub_f32_e32 v48, v75, v10
	v_pk_mul_f32 v[48:49], v[48:49], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_pk_add_f32 v[6:7], v[46:47], v[6:7]
	v_pk_add_f32 v[4:5], v[44:45], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_119:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v82, 16, v16
	v_lshlrev_b32_e32 v80, 16, v14
	v_lshlrev_b32_e32 v83, 16, v17
	v_lshlrev_b32_e32 v81, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v82, v80
	v_and_b32_e32 v86, 0xffff0000, v16
	v_and_b32_e32 v84, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v80, v82, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v83, v81
	v_and_b32_e32 v87, 0xffff0000, v17
	v_and_b32_e32 v85, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v81, v83, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v86, v84
	s_nop 1
	v_cndmask_b32_e64 v13, v84, v86, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v87, v85
	s_nop 1
	v_cndmask_b32_e64 v14, v85, v87, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v11, v10, v11, s[6:7]
	v_sub_f32_e32 v12, v10, v11
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[6:7], v11, v10
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[4:5]
	v_cndmask_b32_e64 v8, v8, v12, s[4:5]
	v_cndmask_b32_e64 v7, v7, v45, s[4:5]
	v_cndmask_b32_e64 v6, v6, v44, s[4:5]
	v_cndmask_b32_e64 v5, v5, v17, s[4:5]
	v_cndmask_b32_e64 v4, v4, v16, s[4:5]
	v_cndmask_b32_e64 v3, v3, v15, s[4:5]
	v_cndmask_b32_e64 v2, v2, v14, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v11
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_121
	v_sub_f32_e32 v13, v84, v11
	v_sub_f32_e32 v12, v80, v11
	v_sub_f32_e32 v15, v85, v11
	v_sub_f32_e32 v14, v81, v11
	v_sub_f32_e32 v17, v86, v11
	v_sub_f32_e32 v16, v82, v11
	v_sub_f32_e32 v45, v87, v11
	v_sub_f32_e32 v44, v83, v11
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_121:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v89, 16, v20
	v_lshlrev_b32_e32 v93, 16, v18
	v_lshlrev_b32_e32 v88, 16, v21
	v_lshlrev_b32_e32 v91, 16, v19
	v_cmp_gt_f32_e64 s[6:7], v89, v93
	v_and_b32_e32 v92, 0xffff0000, v20
	v_and_b32_e32 v95, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v93, v89, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v88, v91
	v_and_b32_e32 v90, 0xffff0000, v21
	v_and_b32_e32 v94, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v91, v88, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v92, v95
	v_mov_b32_e32 v96, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v95, v92, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v90, v94
	s_nop 1
	v_cndmask_b32_e64 v14, v94, v90, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v10, s[6:7]
	v_sub_f32_e32 v12, v11, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[6:7], v10, v11
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v51, v9, v13, s[4:5]
	v_cndmask_b32_e64 v50, v8, v12, s[4:5]
	v_cndmask_b32_e64 v49, v7, v19, s[4:5]
	v_cndmask_b32_e64 v48, v6, v18, s[4:5]
	v_cndmask_b32_e64 v47, v5, v17, s[4:5]
	v_cndmask_b32_e64 v46, v4, v16, s[4:5]
	v_cndmask_b32_e64 v45, v3, v15, s[4:5]
	v_cndmask_b32_e64 v44, v2, v14, s[4:5]
	s_mov_b32 s4, 0xff800000
	v_cmp_neq_f32_e64 s[4:5], s4, v10
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_123
	v_sub_f32_e32 v3, v95, v10
	v_sub_f32_e32 v2, v93, v10
	v_sub_f32_e32 v5, v94, v10
	v_sub_f32_e32 v4, v91, v10
	v_sub_f32_e32 v7, v92, v10
	v_sub_f32_e32 v6, v89, v10
	v_sub_f32_e32 v9, v90, v10
	v_sub_f32_e32 v8, v88, v10
	s_mov_b32 s4, 0x3fb8aa3b
	v_pk_mul_f32 v[8:9], v[8:9], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[50:51], v[8:9], v[50:51]
	v_pk_add_f32 v[48:49], v[6:7], v[48:49]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_add_f32 v[44:45], v[2:3], v[44:45]
	v_mov_b32_e32 v96, v10
.LBB0_123:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[40:41], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[2:3], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_125
	flat_load_ushort v2, v[6:7] offset:14
	flat_load_ushort v3, v[6:7] offset:12
	flat_load_ushort v4, v[6:7] offset:10
	flat_load_ushort v8, v[6:7] offset:8
	flat_load_ushort v9, v[6:7] offset:6
	flat_load_ushort v10, v[6:7]
	flat_load_ushort v11, v[6:7] offset:4
	flat_load_ushort v12, v[6:7] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v2, v3, s6
	v_perm_b32 v4, v4, v8, s6
	v_perm_b32 v3, v9, v11, s6
	v_perm_b32 v2, v12, v10, s6
.LBB0_125:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_143
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v16, v16, v18
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v12, v12, v16
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v12, 4, v12
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s9, s8
	v_or_b32_e32 v8, v2, v12
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[2:3], s[8:9]
	v_mov_b64_e32 v[4:5], s[10:11]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_128
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s4, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_128:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_130
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s4
.LBB0_130:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_132
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s4, v9, v3
.LBB0_132:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_134
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s4
.LBB0_134:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_136
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s4, v9, v4
.LBB0_136:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_138
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s4
.LBB0_138:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_140
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s4, v9, v5
.LBB0_140:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_142
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s4
.LBB0_142:
	s_or_b64 exec, exec, s[8:9]
.LBB0_143:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[40:41], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[6:7], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_145
	flat_load_ushort v6, v[10:11] offset:14
	flat_load_ushort v7, v[10:11] offset:12
	flat_load_ushort v8, v[10:11] offset:10
	flat_load_ushort v12, v[10:11] offset:8
	flat_load_ushort v13, v[10:11] offset:6
	flat_load_ushort v14, v[10:11]
	flat_load_ushort v15, v[10:11] offset:4
	flat_load_ushort v16, v[10:11] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v6, v7, s6
	v_perm_b32 v8, v8, v12, s6
	v_perm_b32 v7, v13, v15, s6
	v_perm_b32 v6, v16, v14, s6
.LBB0_145:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_163
	v_or_b32_e32 v52, 6, v12
	v_mov_b32_e32 v53, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v52, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v52, 2, v52
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v52
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v16, v16, v20
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v16, 4, v16
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s9, s8
	v_or_b32_e32 v12, v6, v16
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_148
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s4, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_148:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_150
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s4
.LBB0_150:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_152
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s4, v13, v7
.LBB0_152:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_154
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s4
.LBB0_154:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_156
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s4, v13, v8
.LBB0_156:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_158
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s4
.LBB0_158:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_160
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s4, v13, v9
.LBB0_160:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_162
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s4
.LBB0_162:
	s_or_b64 exec, exec, s[8:9]
.LBB0_163:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[10:11], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_165
	flat_load_ushort v10, v[14:15] offset:14
	flat_load_ushort v11, v[14:15] offset:12
	flat_load_ushort v12, v[14:15] offset:10
	flat_load_ushort v16, v[14:15] offset:8
	flat_load_ushort v17, v[14:15] offset:6
	flat_load_ushort v18, v[14:15]
	flat_load_ushort v19, v[14:15] offset:4
	flat_load_ushort v20, v[14:15] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v10, v11, s6
	v_perm_b32 v12, v12, v16, s6
	v_perm_b32 v11, v17, v19, s6
	v_perm_b32 v10, v20, v18, s6
.LBB0_165:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_183
	v_or_b32_e32 v98, 6, v16
	v_mov_b32_e32 v99, v17
	v_or_b32_e32 v54, 7, v16
	v_mov_b32_e32 v55, v17
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[32:33]
	v_or_b32_e32 v52, 5, v16
	v_mov_b32_e32 v53, v17
	v_cndmask_b32_e64 v97, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[54:55], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v54, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v52, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v52, 1, v52
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v20, v20, v52
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v54, v54, v97
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v54
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v20, 4, v20
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v16, v10, v20
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_168
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s4, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_168:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_170
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s4
.LBB0_170:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_172
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s4, v17, v11
.LBB0_172:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_174
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s4
.LBB0_174:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_176
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s4, v17, v12
.LBB0_176:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_178
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s4
.LBB0_178:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_180
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s4, v17, v13
.LBB0_180:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_182
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s4
.LBB0_182:
	s_or_b64 exec, exec, s[8:9]
.LBB0_183:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[14:15], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_185
	flat_load_ushort v14, v[18:19] offset:14
	flat_load_ushort v15, v[18:19] offset:12
	flat_load_ushort v16, v[18:19] offset:10
	flat_load_ushort v20, v[18:19] offset:8
	flat_load_ushort v21, v[18:19] offset:6
	flat_load_ushort v52, v[18:19]
	flat_load_ushort v53, v[18:19] offset:4
	flat_load_ushort v54, v[18:19] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v14, v15, s6
	v_perm_b32 v16, v16, v20, s6
	v_perm_b32 v15, v21, v53, s6
	v_perm_b32 v14, v54, v52, s6
.LBB0_185:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_203
	v_or_b32_e32 v102, 6, v20
	v_mov_b32_e32 v103, v21
	v_or_b32_e32 v100, 7, v20
	v_mov_b32_e32 v101, v21
	v_cmp_lt_u64_e64 s[4:5], v[102:103], v[32:33]
	v_or_b32_e32 v98, 5, v20
	v_mov_b32_e32 v99, v21
	v_cndmask_b32_e64 v97, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[100:101], v[32:33]
	v_or_b32_e32 v54, 4, v20
	v_mov_b32_e32 v55, v21
	v_cndmask_b32_e64 v100, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[32:33]
	v_or_b32_e32 v52, 2, v20
	v_mov_b32_e32 v53, v21
	v_cndmask_b32_e64 v98, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[54:55], v[32:33]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v54, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v52, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v98, 1, v98
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v100, 3, v100
	v_or_b32_e32 v54, v54, v98
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v52, 2, v52
	v_cndmask_b32_e64 v15, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v97, v100, v97
	v_and_b32_e32 v54, 3, v54
	v_or_b32_e32 v16, v16, v52
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v54, v54, v97
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v54, 4, v54
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v54
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_188
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s4, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_188:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_190
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s4
.LBB0_190:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_192
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s4, v21, v15
.LBB0_192:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_194
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s4
.LBB0_194:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_196
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s4, v21, v16
.LBB0_196:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_198
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s4
.LBB0_198:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_200
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s4, v21, v17
.LBB0_200:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_202
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s4
.LBB0_202:
	s_or_b64 exec, exec, s[8:9]
.LBB0_203:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v54, 0x120, v30
	v_mov_b32_e32 v55, v31
	s_mov_b64 s[4:5], 0x129
	v_cmp_gt_u64_e64 s[4:5], s[4:5], v[54:55]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_225
	v_mov_b32_e32 v53, 0
	v_lshlrev_b32_e32 v52, 3, v54
	v_lshlrev_b32_e32 v18, 4, v54
	v_mov_b32_e32 v19, v53
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[52:53], 0, 8
	v_cmp_le_u64_e64 s[6:7], v[18:19], v[32:33]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_xor_b64 s[6:7], exec, s[10:11]
	s_cbranch_execz .LBB0_206
	flat_load_ushort v21, v[40:41] offset:14
	flat_load_ushort v20, v[40:41] offset:10
	flat_load_ushort v19, v[40:41] offset:6
	flat_load_ushort v18, v[40:41]
	flat_load_ushort v52, v[40:41] offset:2
	flat_load_ushort v53, v[40:41] offset:4
	flat_load_ushort v54, v[40:41] offset:8
	flat_load_ushort v55, v[40:41] offset:12
	s_mov_b32 s10, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v52, v18, s10
	v_perm_b32 v19, v19, v53, s10
	v_perm_b32 v20, v20, v54, s10
	v_perm_b32 v21, v21, v55, s10
.LBB0_206:
	s_andn2_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_224
	v_or_b32_e32 v104, 6, v52
	v_mov_b32_e32 v105, v53
	v_or_b32_e32 v102, 7, v52
	v_mov_b32_e32 v103, v53
	v_cmp_lt_u64_e64 s[6:7], v[104:105], v[32:33]
	v_or_b32_e32 v100, 5, v52
	v_mov_b32_e32 v101, v53
	v_cndmask_b32_e64 v97, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[102:103], v[32:33]
	v_or_b32_e32 v98, 4, v52
	v_mov_b32_e32 v99, v53
	v_cndmask_b32_e64 v102, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[100:101], v[32:33]
	v_or_b32_e32 v54, 2, v52
	v_mov_b32_e32 v55, v53
	v_cndmask_b32_e64 v100, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[98:99], v[32:33]
	v_or_b32_e32 v20, 3, v52
	v_mov_b32_e32 v21, v53
	v_cndmask_b32_e64 v98, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[54:55], v[32:33]
	v_or_b32_e32 v18, 1, v52
	v_mov_b32_e32 v19, v53
	v_cndmask_b32_e64 v54, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v100, 1, v100
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v102, 3, v102
	v_or_b32_e32 v98, v98, v100
	v_cndmask_b32_e64 v18, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[52:53], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v54, 2, v54
	v_cndmask_b32_e64 v19, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v97, v102, v97
	v_and_b32_e32 v98, 3, v98
	v_or_b32_e32 v20, v20, v54
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v97, v98, v97
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v97, 4, v97
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v52, v18, v97
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_209
	flat_load_ushort v18, v[40:41]
	s_movk_i32 s6, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s6, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_209:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v53, 1, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 1, v53
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_211
	flat_load_ushort v53, v[40:41] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v53, v18, s6
.LBB0_211:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v53, 2, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 1, v53
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_213
	flat_load_ushort v53, v[40:41] offset:4
	s_mov_b32 s6, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s6, v53, v19
.LBB0_213:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v53, 3, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 1, v53
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_215
	flat_load_ushort v53, v[40:41] offset:6
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v53, v19, s6
.LBB0_215:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v53, 4, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 1, v53
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_217
	flat_load_ushort v53, v[40:41] offset:8
	s_mov_b32 s6, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s6, v53, v20
.LBB0_217:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v53, 5, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 1, v53
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_219
	flat_load_ushort v53, v[40:41] offset:10
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v53, v20, s6
.LBB0_219:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v53, 6, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[6:7], 1, v53
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_221
	flat_load_ushort v53, v[40:41] offset:12
	s_mov_b32 s6, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s6, v53, v21
.LBB0_221:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v52, 7, v52
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e64 s[6:7], 1, v52
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_223
	flat_load_ushort v40, v[40:41] offset:14
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v40, v21, s6
.LBB0_223:
	s_or_b64 exec, exec, s[12:13]
.LBB0_224:
	s_or_b64 exec, exec, s[10:11]
.LBB0_225:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v54, 16, v4
	v_lshlrev_b32_e32 v52, 16, v2
	v_lshlrev_b32_e32 v55, 16, v5
	v_lshlrev_b32_e32 v53, 16, v3
	v_cmp_gt_f32_e64 s[6:7], v54, v52
	v_and_b32_e32 v99, 0xffff0000, v4
	v_and_b32_e32 v97, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v52, v54, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v55, v53
	v_and_b32_e32 v100, 0xffff0000, v5
	v_and_b32_e32 v98, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v53, v55, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v99, v97
	s_mov_b32 s11, 0xff800000
	s_mov_b32 s10, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v97, v99, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v100, v98
	s_nop 1
	v_cndmask_b32_e64 v5, v98, v100, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v2, v96
	s_nop 1
	v_cndmask_b32_e64 v107, v96, v2, s[6:7]
	v_sub_f32_e32 v2, v96, v107
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[6:7], s11, v96
	v_cmp_neq_f32_e64 s[8:9], v107, v96
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[102:103], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[48:49], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[50:51], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v41, v49, v41, s[6:7]
	v_cndmask_b32_e64 v51, v51, v3, s[6:7]
	v_cndmask_b32_e64 v50, v50, v2, s[6:7]
	v_cndmask_b32_e64 v40, v48, v40, s[6:7]
	v_cndmask_b32_e64 v5, v47, v5, s[6:7]
	v_cndmask_b32_e64 v4, v46, v4, s[6:7]
	v_cndmask_b32_e64 v3, v45, v103, s[6:7]
	v_cndmask_b32_e64 v2, v44, v102, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v107
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_227
	v_sub_f32_e32 v45, v97, v107
	v_sub_f32_e32 v44, v52, v107
	v_sub_f32_e32 v47, v98, v107
	v_sub_f32_e32 v46, v53, v107
	v_sub_f32_e32 v49, v99, v107
	v_sub_f32_e32 v48, v54, v107
	v_sub_f32_e32 v103, v100, v107
	v_sub_f32_e32 v102, v55, v107
	v_pk_mul_f32 v[102:103], v[102:103], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[50:51], v[50:51], v[102:103]
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[4:5], v[4:5], v[46:47]
	v_pk_add_f32 v[2:3], v[2:3], v[44:45]
.LBB0_227:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v101, 16, v8
	v_lshlrev_b32_e32 v49, 16, v6
	v_lshlrev_b32_e32 v102, 16, v9
	v_lshlrev_b32_e32 v96, 16, v7
	v_cmp_gt_f32_e64 s[8:9], v101, v49
	v_and_b32_e32 v105, 0xffff0000, v8
	v_and_b32_e32 v103, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v49, v101, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v102, v96
	v_and_b32_e32 v106, 0xffff0000, v9
	v_and_b32_e32 v104, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v96, v102, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v105, v103
	s_nop 1
	v_cndmask_b32_e64 v8, v103, v105, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v106, v104
	s_nop 1
	v_cndmask_b32_e64 v9, v104, v106, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v6, v107
	s_nop 1
	v_cndmask_b32_e64 v44, v107, v6, s[8:9]
	v_sub_f32_e32 v6, v107, v44
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[8:9], v44, v107
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[46:47], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[50:51] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v51, v7, s[6:7]
	v_cndmask_b32_e64 v8, v50, v6, s[6:7]
	v_cndmask_b32_e64 v7, v41, v111, s[6:7]
	v_cndmask_b32_e64 v6, v40, v110, s[6:7]
	v_cndmask_b32_e64 v5, v5, v109, s[6:7]
	v_cndmask_b32_e64 v4, v4, v108, s[6:7]
	v_cndmask_b32_e64 v3, v3, v47, s[6:7]
	v_cndmask_b32_e64 v2, v2, v46, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v44
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_229
	v_sub_f32_e32 v41, v103, v44
	v_sub_f32_e32 v40, v49, v44
	v_sub_f32_e32 v47, v104, v44
	v_sub_f32_e32 v46, v96, v44
	v_sub_f32_e32 v51, v105, v44
	v_sub_f32_e32 v50, v101, v44
	v_sub_f32_e32 v109, v106, v44
	v_sub_f32_e32 v108, v102, v44
	v_pk_mul_f32 v[108:109], v[108:109], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[108:109], v[8:9]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_229:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v51, 16, v12
	v_lshlrev_b32_e32 v108, 16, v10
	v_lshlrev_b32_e32 v50, 16, v13
	v_lshlrev_b32_e32 v107, 16, v11
	v_cmp_gt_f32_e64 s[8:9], v51, v108
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e64 v40, v108, v51, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v50, v107
	v_and_b32_e32 v13, 0xffff0000, v13
	v_and_b32_e32 v11, 0xffff0000, v11
	v_cndmask_b32_e64 v41, v107, v50, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v45, v10, v12, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v13, v11
	s_nop 1
	v_cndmask_b32_e64 v46, v11, v13, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v41, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v46, v45
	s_nop 1
	v_cndmask_b32_e64 v41, v45, v46, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v41, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v40, v44
	s_nop 1
	v_cndmask_b32_e64 v40, v44, v40, s[8:9]
	v_sub_f32_e32 v41, v44, v40
	v_mul_f32_e32 v41, 0x3fb8aa3b, v41
	v_exp_f32_e32 v46, v41
	v_cmp_neq_f32_e64 s[8:9], v40, v44
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[44:45], v[46:47], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[46:47], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[46:47], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[46:47], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v47, s[6:7]
	v_cndmask_b32_e64 v8, v8, v46, s[6:7]
	v_cndmask_b32_e64 v7, v7, v113, s[6:7]
	v_cndmask_b32_e64 v6, v6, v112, s[6:7]
	v_cndmask_b32_e64 v5, v5, v111, s[6:7]
	v_cndmask_b32_e64 v4, v4, v110, s[6:7]
	v_cndmask_b32_e64 v3, v3, v45, s[6:7]
	v_cndmask_b32_e64 v2, v2, v44, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v40
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_231
	v_sub_f32_e32 v45, v10, v40
	v_sub_f32_e32 v44, v108, v40
	v_sub_f32_e32 v47, v11, v40
	v_sub_f32_e32 v46, v107, v40
	v_sub_f32_e32 v111, v12, v40
	v_sub_f32_e32 v110, v51, v40
	v_sub_f32_e32 v113, v13, v40
	v_sub_f32_e32 v112, v50, v40
	v_pk_mul_f32 v[112:113], v[112:113], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[110:111], v[110:111], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[8:9], v[112:113], v[8:9]
	v_pk_add_f32 v[6:7], v[110:111], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[44:45], v[2:3]
.LBB0_231:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v110, 16, v16
	v_lshlrev_b32_e32 v114, 16, v14
	v_lshlrev_b32_e32 v109, 16, v17
	v_lshlrev_b32_e32 v112, 16, v15
	v_cmp_gt_f32_e64 s[8:9], v110, v114
	v_and_b32_e32 v113, 0xffff0000, v16
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v16, v114, v110, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v109, v112
	v_and_b32_e32 v111, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v17, v112, v109, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v113, v14
	s_nop 1
	v_cndmask_b32_e64 v41, v14, v113, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v111, v15
	s_nop 1
	v_cndmask_b32_e64 v44, v15, v111, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v44, v41
	s_nop 1
	v_cndmask_b32_e64 v17, v41, v44, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v16, v40
	s_nop 1
	v_cndmask_b32_e64 v48, v40, v16, s[8:9]
	v_sub_f32_e32 v16, v40, v48
	v_mul_f32_e32 v16, 0x3fb8aa3b, v16
	v_exp_f32_e32 v16, v16
	v_cmp_neq_f32_e64 s[8:9], v48, v40
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[44:45], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[116:117], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v41, v9, v17, s[6:7]
	v_cndmask_b32_e64 v40, v8, v16, s[6:7]
	v_cndmask_b32_e64 v17, v7, v117, s[6:7]
	v_cndmask_b32_e64 v16, v6, v116, s[6:7]
	v_cndmask_b32_e64 v47, v5, v47, s[6:7]
	v_cndmask_b32_e64 v46, v4, v46, s[6:7]
	v_cndmask_b32_e64 v45, v3, v45, s[6:7]
	v_cndmask_b32_e64 v44, v2, v44, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v48
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_233
	v_sub_f32_e32 v3, v14, v48
	v_sub_f32_e32 v2, v114, v48
	v_sub_f32_e32 v5, v15, v48
	v_sub_f32_e32 v4, v112, v48
	v_sub_f32_e32 v7, v113, v48
	v_sub_f32_e32 v6, v110, v48
	v_sub_f32_e32 v9, v111, v48
	v_sub_f32_e32 v8, v109, v48
	v_pk_mul_f32 v[8:9], v[8:9], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[40:41], v[8:9], v[40:41]
	v_pk_add_f32 v[16:17], v[6:7], v[16:17]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_add_f32 v[44:45], v[2:3], v[44:45]
.LBB0_233:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_u_f32_e64 s[24:25], v71, v63
	v_cmp_u_f32_e64 s[26:27], v67, v59
	v_cmp_u_f32_e64 s[28:29], v70, v62
	v_cmp_u_f32_e64 s[30:31], v66, v58
	v_cmp_u_f32_e64 s[34:35], v69, v61
	v_cmp_u_f32_e64 s[36:37], v65, v57
	v_cmp_u_f32_e64 s[38:39], v68, v60
	v_cmp_u_f32_e64 s[40:41], v64, v1
	v_cmp_u_f32_e64 s[42:43], v87, v79
	v_cmp_u_f32_e64 s[44:45], v83, v75
	v_cmp_u_f32_e64 s[46:47], v86, v78
	v_cmp_u_f32_e64 s[48:49], v82, v74
	v_cmp_u_f32_e64 s[50:51], v85, v77
	v_cmp_u_f32_e64 s[52:53], v81, v73
	v_cmp_u_f32_e64 s[54:55], v84, v76
	v_cmp_u_f32_e64 s[56:57], v80, v72
	s_or_b64 s[56:57], s[40:41], s[56:57]
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	v_cmp_u_f32_e64 s[24:25], v93, v93
	v_cmp_u_f32_e64 s[26:27], v95, v95
	v_cmp_u_f32_e64 s[28:29], v91, v91
	v_cmp_u_f32_e64 s[30:31], v94, v94
	v_cmp_u_f32_e64 s[34:35], v89, v89
	v_cmp_u_f32_e64 s[36:37], v92, v92
	v_cmp_u_f32_e64 s[38:39], v88, v88
	v_cmp_u_f32_e64 s[40:41], v90, v90
	v_cmp_u_f32_e64 s[8:9], v106, v100
	v_cmp_u_f32_e64 s[10:11], v102, v55
	v_cmp_u_f32_e64 s[12:13], v105, v99
	v_cmp_u_f32_e64 s[14:15], v101, v54
	v_cmp_u_f32_e64 s[16:17], v104, v98
	v_cmp_u_f32_e64 s[18:19], v96, v53
	v_cmp_u_f32_e64 s[20:21], v103, v97
	v_cmp_u_f32_e64 s[22:23], v49, v52
	s_or_b64 s[42:43], s[40:41], s[42:43]
	s_or_b64 s[44:45], s[38:39], s[44:45]
	s_or_b64 s[46:47], s[36:37], s[46:47]
	s_or_b64 s[48:49], s[34:35], s[48:49]
	s_or_b64 s[50:51], s[30:31], s[50:51]
	s_or_b64 s[52:53], s[28:29], s[52:53]
	s_or_b64 s[54:55], s[26:27], s[54:55]
	s_or_b64 s[56:57], s[24:25], s[56:57]
	v_cmp_u_f32_e64 s[24:25], v114, v108
	v_cmp_u_f32_e64 s[26:27], v14, v10
	v_cmp_u_f32_e64 s[28:29], v112, v107
	v_cmp_u_f32_e64 s[30:31], v15, v11
	v_cmp_u_f32_e64 s[34:35], v110, v51
	v_cmp_u_f32_e64 s[36:37], v113, v12
	v_cmp_u_f32_e64 s[38:39], v109, v50
	v_cmp_u_f32_e64 s[40:41], v111, v13
	s_or_b64 s[22:23], s[22:23], s[56:57]
	s_or_b64 s[20:21], s[20:21], s[54:55]
	s_or_b64 s[18:19], s[18:19], s[52:53]
	s_or_b64 s[16:17], s[16:17], s[50:51]
	s_or_b64 s[14:15], s[14:15], s[48:49]
	s_or_b64 s[12:13], s[12:13], s[46:47]
	s_or_b64 s[10:11], s[10:11], s[44:45]
	s_or_b64 s[8:9], s[8:9], s[42:43]
	s_or_b64 s[40:41], s[8:9], s[40:41]
	s_or_b64 s[38:39], s[10:11], s[38:39]
	s_or_b64 s[36:37], s[12:13], s[36:37]
	s_or_b64 s[34:35], s[14:15], s[34:35]
	s_or_b64 s[30:31], s[16:17], s[30:31]
	s_or_b64 s[28:29], s[18:19], s[28:29]
	s_or_b64 s[26:27], s[20:21], s[26:27]
	s_or_b64 s[24:25], s[22:23], s[24:25]
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_237
	v_lshlrev_b32_e32 v2, 16, v21
	v_lshlrev_b32_e32 v3, 16, v20
	v_lshlrev_b32_e32 v7, 16, v18
	v_and_b32_e32 v6, 0xffff0000, v20
	v_and_b32_e32 v8, 0xffff0000, v19
	v_cmp_u_f32_e64 s[8:9], v2, v2
	v_cmp_u_f32_e64 s[10:11], v6, v6
	v_cmp_u_f32_e64 s[12:13], v3, v3
	v_cmp_u_f32_e64 s[14:15], v8, v8
	v_cmp_u_f32_e64 s[16:17], v7, v7
	v_lshlrev_b32_e32 v5, 16, v19
	s_or_b64 s[42:43], s[16:17], s[24:25]
	s_or_b64 s[16:17], s[14:15], s[30:31]
	s_or_b64 s[14:15], s[12:13], s[34:35]
	s_or_b64 s[12:13], s[10:11], s[36:37]
	s_or_b64 s[10:11], s[8:9], s[38:39]
	v_cmp_gt_f32_e64 s[8:9], v3, v7
	v_and_b32_e32 v9, 0xffff0000, v18
	v_and_b32_e32 v4, 0xffff0000, v21
	v_cndmask_b32_e64 v1, v7, v3, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v2, v5
	v_cmp_u_f32_e64 s[4:5], v4, v4
	v_cmp_u_f32_e64 s[18:19], v9, v9
	v_cndmask_b32_e64 v10, v5, v2, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v6, v9
	v_cmp_u_f32_e64 s[20:21], v5, v5
	s_or_b64 s[20:21], s[20:21], s[28:29]
	v_cndmask_b32_e64 v11, v9, v6, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v4, v8
	s_or_b64 s[18:19], s[18:19], s[26:27]
	s_mov_b32 s44, 0x3fb8aa3b
	v_cndmask_b32_e64 v12, v8, v4, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v10, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v10, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v12, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v10, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v10, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v1, v48
	s_nop 1
	v_cndmask_b32_e64 v1, v48, v1, s[8:9]
	v_sub_f32_e32 v10, v48, v1
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	s_or_b64 s[8:9], s[4:5], s[40:41]
	v_cmp_neq_f32_e64 s[4:5], v1, v48
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_pk_mul_f32 v[12:13], v[10:11], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v41, v41, v11, s[4:5]
	v_cndmask_b32_e64 v40, v40, v10, s[4:5]
	v_cndmask_b32_e64 v17, v17, v19, s[4:5]
	v_cndmask_b32_e64 v16, v16, v18, s[4:5]
	v_cndmask_b32_e64 v47, v47, v15, s[4:5]
	v_cndmask_b32_e64 v46, v46, v14, s[4:5]
	v_cndmask_b32_e64 v45, v45, v13, s[4:5]
	v_cndmask_b32_e64 v44, v44, v12, s[4:5]
	s_mov_b32 s4, 0xff800000
	v_cmp_neq_f32_e64 s[4:5], s4, v1
	v_mov_b32_e32 v48, 0xff800000
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_236
	v_sub_f32_e32 v11, v9, v1
	v_sub_f32_e32 v10, v7, v1
	v_sub_f32_e32 v9, v8, v1
	v_sub_f32_e32 v8, v5, v1
	v_sub_f32_e32 v7, v6, v1
	v_sub_f32_e32 v6, v3, v1
	v_sub_f32_e32 v3, v4, v1
	v_sub_f32_e32 v2, v2, v1
	v_pk_mul_f32 v[2:3], v[2:3], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[8:9], s[44:45] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[10:11], s[44:45] op_sel_hi:[1,0]
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v9, v9
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_add_f32 v[46:47], v[6:7], v[46:47]
	v_pk_add_f32 v[44:45], v[8:9], v[44:45]
	v_mov_b32_e32 v48, v1
.LBB0_236:
	s_or_b64 exec, exec, s[6:7]
	s_andn2_b64 s[4:5], s[24:25], exec
	s_and_b64 s[6:7], s[42:43], exec
	s_or_b64 s[24:25], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[26:27], exec
	s_and_b64 s[6:7], s[18:19], exec
	s_or_b64 s[26:27], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[28:29], exec
	s_and_b64 s[6:7], s[20:21], exec
	s_or_b64 s[28:29], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[30:31], exec
	s_and_b64 s[6:7], s[16:17], exec
	s_or_b64 s[30:31], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[34:35], exec
	s_and_b64 s[6:7], s[14:15], exec
	s_or_b64 s[34:35], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[36:37], exec
	s_and_b64 s[6:7], s[12:13], exec
	s_or_b64 s[36:37], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[38:39], exec
	s_and_b64 s[6:7], s[10:11], exec
	s_or_b64 s[38:39], s[4:5], s[6:7]
	s_andn2_b64 s[4:5], s[40:41], exec
	s_and_b64 s[6:7], s[8:9], exec
	s_or_b64 s[40:41], s[4:5], s[6:7]
.LBB0_237:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v1, 16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_sdwa v1, v1, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mov_b32_e32 v56, 0x7fc00000
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[36:37]
	v_cndmask_b32_e64 v2, v56, v1, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[42:43]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], s[72:73], 0, v[10:11]
	s_mov_b64 s[42:43], 0
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[44:45], 0x129
	s_mov_b32 s33, 0x5040100
	s_mov_b32 s20, 0xff80ff80
	s_movk_i32 s54, 0xff80
	s_mov_b32 s55, 0xffff
	s_mov_b64 s[46:47], 0x200
	s_mov_b64 s[48:49], 0x100
	v_mov_b32_e32 v57, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v42, 0
	s_branch .LBB0_241
.LBB0_238:
	s_or_b64 exec, exec, s[6:7]
.LBB0_239:
	s_or_b64 exec, exec, s[52:53]
.LBB0_240:
	s_or_b64 exec, exec, s[50:51]
	v_lshlrev_b32_e32 v60, 16, v15
	v_and_b32_e32 v15, 0xffff0000, v15
	v_max_f32_e32 v61, v52, v15
	v_cmp_o_f32_e64 s[4:5], v52, v15
	v_lshlrev_b32_e32 v59, 16, v14
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v52, v56, v61, s[4:5]
	v_max_f32_e32 v61, v55, v60
	v_cmp_o_f32_e64 s[4:5], v55, v60
	v_lshlrev_b32_e32 v58, 16, v13
	v_and_b32_e32 v13, 0xffff0000, v13
	v_cndmask_b32_e64 v55, v56, v61, s[4:5]
	v_max_f32_e32 v61, v50, v14
	v_cmp_o_f32_e64 s[4:5], v50, v14
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v12, 0xffff0000, v12
	v_cndmask_b32_e64 v50, v56, v61, s[4:5]
	v_max_f32_e32 v61, v53, v59
	v_cmp_o_f32_e64 s[4:5], v53, v59
	s_add_u32 s42, s42, 32
	s_addc_u32 s43, s43, 0
	v_cndmask_b32_e64 v53, v56, v61, s[4:5]
	v_max_f32_e32 v61, v51, v13
	v_cmp_o_f32_e64 s[4:5], v51, v13
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[46:47]
	s_cmp_eq_u64 s[42:43], 0x140
	v_cndmask_b32_e64 v51, v56, v61, s[4:5]
	v_max_f32_e32 v61, v54, v58
	v_cmp_o_f32_e64 s[4:5], v54, v58
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[48:49]
	s_nop 0
	v_cndmask_b32_e64 v54, v56, v61, s[4:5]
	v_max_f32_e32 v61, v49, v12
	v_cmp_o_f32_e64 s[4:5], v49, v12
	s_nop 1
	v_cndmask_b32_e64 v49, v56, v61, s[4:5]
	v_max_f32_e32 v61, v43, v10
	v_cmp_o_f32_e64 s[4:5], v43, v10
	s_nop 1
	v_cndmask_b32_e64 v43, v56, v61, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v2, v10
	s_nop 1
	v_addc_co_u32_e64 v9, s[4:5], 0, v9, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v1, v12
	s_nop 1
	v_addc_co_u32_e64 v20, s[4:5], 0, v20, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v4, v58
	s_nop 1
	v_addc_co_u32_e64 v21, s[4:5], 0, v21, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v3, v13
	s_nop 1
	v_addc_co_u32_e64 v34, s[4:5], 0, v34, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v6, v59
	s_nop 1
	v_addc_co_u32_e64 v35, s[4:5], 0, v35, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v5, v14
	s_nop 1
	v_addc_co_u32_e64 v36, s[4:5], 0, v36, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v8, v60
	s_nop 1
	v_addc_co_u32_e64 v37, s[4:5], 0, v37, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v7, v15
	s_nop 1
	v_addc_co_u32_e64 v42, s[4:5], 0, v42, s[4:5]
	s_cbranch_scc1 .LBB0_261
.LBB0_241:
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[42:43]
	v_cmp_gt_u64_e64 s[4:5], s[44:45], v[12:13]
	v_mov_b32_e32 v12, 0xff80ff80
	v_mov_b32_e32 v13, 0xff80ff80
	v_mov_b32_e32 v14, 0xff80ff80
	v_mov_b32_e32 v15, 0xff80ff80
	s_and_saveexec_b64 s[50:51], s[4:5]
	s_cbranch_execz .LBB0_240
	v_lshl_add_u64 v[12:13], v[38:39], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[12:13], v[32:33]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_244
	flat_load_ushort v10, v[18:19] offset:14
	flat_load_ushort v14, v[18:19] offset:10
	flat_load_ushort v13, v[18:19] offset:6
	flat_load_ushort v12, v[18:19]
	flat_load_ushort v15, v[18:19] offset:2
	flat_load_ushort v58, v[18:19] offset:4
	flat_load_ushort v59, v[18:19] offset:8
	flat_load_ushort v60, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v15, v12, s33
	v_perm_b32 v13, v13, v58, s33
	v_perm_b32 v14, v14, v59, s33
	v_perm_b32 v15, v10, v60, s33
.LBB0_244:
	s_andn2_saveexec_b64 s[52:53], s[4:5]
	s_cbranch_execz .LBB0_239
	v_or_b32_e32 v12, 1, v38
	v_mov_b32_e32 v13, v39
	v_or_b32_e32 v14, 3, v38
	v_mov_b32_e32 v15, v39
	s_mov_b32 s21, s20
	v_or_b32_e32 v58, 2, v38
	v_mov_b32_e32 v59, v39
	v_or_b32_e32 v60, 4, v38
	v_mov_b32_e32 v61, v39
	v_or_b32_e32 v62, 5, v38
	v_mov_b32_e32 v63, v39
	v_or_b32_e32 v64, 7, v38
	v_mov_b32_e32 v65, v39
	v_or_b32_e32 v66, 6, v38
	v_mov_b32_e32 v67, v39
	v_cmp_lt_u64_e64 s[8:9], v[14:15], v[32:33]
	v_cmp_lt_u64_e64 s[6:7], v[12:13], v[32:33]
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	v_mov_b64_e32 v[12:13], s[20:21]
	v_cmp_lt_u64_e64 s[18:19], v[66:67], v[32:33]
	v_cmp_lt_u64_e64 s[16:17], v[64:65], v[32:33]
	v_cmp_lt_u64_e64 s[14:15], v[62:63], v[32:33]
	v_cmp_lt_u64_e64 s[12:13], v[60:61], v[32:33]
	v_cmp_lt_u64_e64 s[10:11], v[58:59], v[32:33]
	v_cmp_lt_u64_e64 s[4:5], v[38:39], v[32:33]
	v_mov_b64_e32 v[14:15], s[22:23]
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_247
	flat_load_ushort v10, v[18:19]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s54, v10, v57
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
.LBB0_247:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[18:19]
	v_cndmask_b32_e64 v58, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v58, 3, v58
	v_or_b32_e32 v10, v58, v10
	v_cndmask_b32_e64 v58, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v58, 1, v58
	v_cndmask_b32_e64 v59, 0, 1, s[12:13]
	v_or_b32_e32 v58, v59, v58
	v_and_b32_e32 v58, 3, v58
	v_or_b32_e32 v10, v58, v10
	v_cndmask_b32_e64 v58, 0, 1, s[10:11]
	v_cndmask_b32_e64 v59, 0, 1, s[8:9]
	v_lshlrev_b16_e32 v58, 2, v58
	v_lshlrev_b16_e32 v59, 3, v59
	v_or_b32_e32 v58, v59, v58
	v_cndmask_b32_e64 v59, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v59, 1, v59
	v_cndmask_b32_e64 v60, 0, 1, s[4:5]
	v_or_b32_e32 v59, v60, v59
	v_and_b32_e32 v59, 3, v59
	v_or_b32_e32 v58, v59, v58
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v58, 15, v58
	v_or_b32_e32 v10, v58, v10
	v_lshrrev_b16_e32 v58, 1, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[4:5], 1, v58
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_249
	flat_load_ushort v58, v[18:19] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v58, v12, s33
.LBB0_249:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v58, 2, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[4:5], 1, v58
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_251
	flat_load_ushort v58, v[18:19] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s55, v58, v13
.LBB0_251:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v58, 3, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[4:5], 1, v58
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_253
	flat_load_ushort v58, v[18:19] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v58, v13, s33
.LBB0_253:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v58, 4, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[4:5], 1, v58
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_255
	flat_load_ushort v58, v[18:19] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s55, v58, v14
.LBB0_255:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v58, 5, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[4:5], 1, v58
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_257
	flat_load_ushort v58, v[18:19] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v58, v14, s33
.LBB0_257:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v58, 6, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[4:5], 1, v58
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_259
	flat_load_ushort v58, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s55, v58, v15
.LBB0_259:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[4:5], 1, v10
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_238
	flat_load_ushort v10, v[18:19] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v10, v15, s33
	s_branch .LBB0_238
.LBB0_261:
	v_cndmask_b32_e64 v1, 0, 1, s[28:29]
	v_cndmask_b32_e64 v2, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[24:25]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[38:39]
	v_cndmask_b32_e64 v3, 0, 1, s[40:41]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[34:35]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v1, v1, v2
	v_pk_add_f32 v[2:3], v[46:47], v[40:41]
	v_pk_add_f32 v[4:5], v[44:45], v[16:17]
	v_mov_b32_e32 v6, 0
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_add_f32_e32 v2, v2, v3
	v_cmp_eq_u16_sdwa s[4:5], v1, v6 src0_sel:BYTE_0 src1_sel:DWORD
	v_max_f32_e32 v3, v43, v53
	v_max_f32_e32 v6, v51, v52
	v_cndmask_b32_e64 v1, v4, v48, s[4:5]
	v_cndmask_b32_e64 v5, v4, v2, s[4:5]
	v_max_f32_e32 v2, v54, v55
	v_cmp_o_f32_e64 s[4:5], v54, v55
	v_max_f32_e32 v7, v49, v50
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e64 v2, v4, v2, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v43, v53
	v_and_b32_e32 v0, 0xfc, v0
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v51, v52
	s_nop 1
	v_cndmask_b32_e64 v6, v4, v6, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v49, v50
	s_nop 1
	v_cndmask_b32_e64 v7, v4, v7, s[4:5]
	v_max_f32_e32 v8, v7, v6
	v_cmp_o_f32_e64 s[4:5], v7, v6
	v_max_f32_e32 v7, v3, v2
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v8, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v3, v2
	v_mul_lo_u32 v8, v23, s76
	s_nop 0
	v_cndmask_b32_e64 v2, v4, v7, s[4:5]
	v_max_f32_e32 v3, v2, v6
	v_cmp_o_f32_e64 s[4:5], v2, v6
	v_mul_lo_u32 v7, v22, s77
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v3, s[4:5]
	v_mad_u64_u32 v[2:3], s[4:5], v22, s76, v[24:25]
	v_add3_u32 v3, v8, v3, v7
	v_xor_b32_e32 v8, 64, v0
	v_add_u32_e32 v7, v9, v20
	ds_bpermute_b32 v9, v8, v1
	v_add3_u32 v7, v7, v21, v34
	v_and_b32_e32 v10, 0xffff0000, v6
	v_cmp_o_f32_e64 s[4:5], v6, v6
	v_add3_u32 v7, v7, v35, v36
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[6:7], v1, v9
	v_cndmask_b32_e64 v4, v4, v10, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v9, v9
	v_add3_u32 v7, v7, v37, v42
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_or_b32_e32 v4, v4, v7
	v_cndmask_b32_e64 v7, v1, v9, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v1, v1
	v_lshl_or_b32 v2, v30, 2, v2
	v_cndmask_b32_e64 v6, v9, v1, s[6:7]
	v_cndmask_b32_e64 v7, v7, v1, s[4:5]
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[2:3]
	v_sub_f32_e32 v6, v6, v7
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	flat_store_dword v[2:3], v4
	v_xor_b32_e32 v3, 32, v0
	v_exp_f32_e32 v6, v6
	ds_bpermute_b32 v4, v3, v7
	ds_bpermute_b32 v2, v8, v5
	v_cmp_neq_f32_e64 s[4:5], v1, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[6:7], v7, v4
	v_cndmask_b32_e64 v1, 1.0, v6, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], v7, v9
	v_mul_f32_e32 v1, v5, v1
	v_cndmask_b32_e64 v5, v4, v7, s[6:7]
	v_cndmask_b32_e64 v6, 1.0, v6, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v4, v4
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_mul_f32_e32 v2, v6, v2
	v_cndmask_b32_e64 v6, v7, v4, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v7, v7
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v3, v1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_sub_f32_e32 v5, v5, v6
	v_mul_f32_e32 v5, 0x3fb8aa3b, v5
	v_cmp_neq_f32_e64 s[4:5], v7, v6
	v_xor_b32_e32 v7, 16, v0
	v_exp_f32_e32 v5, v5
	ds_bpermute_b32 v8, v7, v6
	v_cndmask_b32_e64 v3, 1.0, v5, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], v6, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[6:7], v6, v8
	v_mul_f32_e32 v1, v1, v3
	v_cndmask_b32_e64 v4, 1.0, v5, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v8, v8
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_mul_f32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, v6, v8, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v6, v6
	v_cndmask_b32_e64 v3, v8, v6, s[6:7]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, v4, v6, s[4:5]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_cmp_neq_f32_e64 s[4:5], v6, v4
	v_xor_b32_e32 v6, 8, v0
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v2, v7, v1
	ds_bpermute_b32 v7, v6, v4
	v_xor_b32_e32 v0, 4, v0
	v_cndmask_b32_e64 v5, 1.0, v3, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], v4, v8
	v_mul_f32_e32 v1, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[6:7], v4, v7
	v_cndmask_b32_e64 v3, 1.0, v3, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v7, v7
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_mul_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v5, v4, v7, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v4, v4
	v_cndmask_b32_e64 v3, v7, v4, s[6:7]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v5, v5, v4, s[4:5]
	v_sub_f32_e32 v3, v3, v5
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v2, v6, v1
	ds_bpermute_b32 v6, v0, v5
	v_cmp_neq_f32_e64 s[4:5], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[6:7], v5, v6
	v_cndmask_b32_e64 v4, 1.0, v3, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], v5, v7
	v_mul_f32_e32 v1, v1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v6, v6
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_mul_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v4, v5, v6, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v5, v5
	v_cndmask_b32_e64 v3, v6, v5, s[6:7]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v8, v4, v5, s[4:5]
	v_sub_f32_e32 v3, v3, v8
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v0, v0, v1
	v_cmp_neq_f32_e64 s[4:5], v5, v8
	s_nop 1
	v_cndmask_b32_e64 v2, 1.0, v3, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], v8, v6
	v_mul_f32_e32 v1, v1, v2
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v3, v0
	v_add_f32_e32 v1, v1, v0
.LBB0_262:
	s_andn2_saveexec_b64 s[56:57], s[78:79]
	s_cbranch_execz .LBB0_512
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_265
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_265:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_283
	v_or_b32_e32 v16, 6, v38
	v_mov_b32_e32 v17, v39
	v_or_b32_e32 v14, 7, v38
	v_mov_b32_e32 v15, v39
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_or_b32_e32 v12, 5, v38
	v_mov_b32_e32 v13, v39
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v10, 4, v38
	v_mov_b32_e32 v11, v39
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_or_b32_e32 v8, 2, v38
	v_mov_b32_e32 v9, v39
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v38
	v_mov_b32_e32 v5, v39
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_or_b32_e32 v2, 1, v38
	v_mov_b32_e32 v3, v39
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v12, 1, v12
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v10, v10, v12
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v8, 2, v8
	v_cndmask_b32_e64 v3, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v1, v14, v1
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v4, v4, v8
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v10, v1
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s9, s8
	v_or_b32_e32 v1, v2, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[2:3], s[8:9]
	v_mov_b64_e32 v[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_268
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_268:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_270
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s2
.LBB0_270:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_272
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v8, v3
.LBB0_272:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_274
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s2
.LBB0_274:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_276
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v8, v4
.LBB0_276:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_278
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s2
.LBB0_278:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_280
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v8, v5
.LBB0_280:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_282
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s2
.LBB0_282:
	s_or_b64 exec, exec, s[6:7]
.LBB0_283:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[40:41], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_285
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_285:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_303
	v_or_b32_e32 v44, 6, v12
	v_mov_b32_e32 v45, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v1, v20, v1
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v1, v16, v1
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s9, s8
	v_or_b32_e32 v1, v6, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_288
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_288:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_290
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s2
.LBB0_290:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_292
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v12, v7
.LBB0_292:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_294
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s2
.LBB0_294:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_296
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v12, v8
.LBB0_296:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_298
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s2
.LBB0_298:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_300
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v12, v9
.LBB0_300:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_302
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s2
.LBB0_302:
	s_or_b64 exec, exec, s[6:7]
.LBB0_303:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_305
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_305:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_323
	v_or_b32_e32 v48, 6, v16
	v_mov_b32_e32 v49, v17
	v_or_b32_e32 v46, 7, v16
	v_mov_b32_e32 v47, v17
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v44, 5, v16
	v_mov_b32_e32 v45, v17
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v20, v1
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v10, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_308
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_308:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_310
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s2
.LBB0_310:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_312
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v16, v11
.LBB0_312:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_314
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s2
.LBB0_314:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_316
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v16, v12
.LBB0_316:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_318
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s2
.LBB0_318:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_320
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v16, v13
.LBB0_320:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_322
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s2
.LBB0_322:
	s_or_b64 exec, exec, s[6:7]
.LBB0_323:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_325
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_325:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_343
	v_or_b32_e32 v52, 6, v20
	v_mov_b32_e32 v53, v21
	v_or_b32_e32 v50, 7, v20
	v_mov_b32_e32 v51, v21
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v48, 5, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[32:33]
	v_or_b32_e32 v46, 4, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v44, 2, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v46, v46, v48
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v50, v1
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v16, v16, v44
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v46, v1
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v14, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_328
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_328:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_330
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s2
.LBB0_330:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_332
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v20, v15
.LBB0_332:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_334
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s2
.LBB0_334:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_336
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v20, v16
.LBB0_336:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_338
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s2
.LBB0_338:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_340
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v20, v17
.LBB0_340:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_342
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s2
.LBB0_342:
	s_or_b64 exec, exec, s[6:7]
.LBB0_343:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v47, 0
	v_lshlrev_b32_e32 v46, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v47
	v_lshl_add_u64 v[44:45], v[40:41], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[46:47], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_345
	flat_load_dwordx4 v[18:21], v[44:45]
.LBB0_345:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_363
	v_or_b32_e32 v58, 6, v46
	v_mov_b32_e32 v59, v47
	v_or_b32_e32 v54, 7, v46
	v_mov_b32_e32 v55, v47
	v_cmp_lt_u64_e64 s[2:3], v[58:59], v[32:33]
	v_or_b32_e32 v52, 5, v46
	v_mov_b32_e32 v53, v47
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[54:55], v[32:33]
	v_or_b32_e32 v50, 4, v46
	v_mov_b32_e32 v51, v47
	v_cndmask_b32_e64 v54, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v48, 2, v46
	v_mov_b32_e32 v49, v47
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v46
	v_mov_b32_e32 v21, v47
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v18, 1, v46
	v_mov_b32_e32 v19, v47
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v52, 1, v52
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v50, v50, v52
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v54, v1
	v_and_b32_e32 v50, 3, v50
	v_or_b32_e32 v20, v20, v48
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v50, v1
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v18, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_348
	flat_load_ushort v18, v[44:45]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_348:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 1, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_350
	flat_load_ushort v46, v[44:45] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v46, v18, s2
.LBB0_350:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 2, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_352
	flat_load_ushort v46, v[44:45] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v46, v19
.LBB0_352:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 3, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_354
	flat_load_ushort v46, v[44:45] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v46, v19, s2
.LBB0_354:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 4, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_356
	flat_load_ushort v46, v[44:45] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v46, v20
.LBB0_356:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 5, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_358
	flat_load_ushort v46, v[44:45] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v46, v20, s2
.LBB0_358:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 6, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_360
	flat_load_ushort v46, v[44:45] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v46, v21
.LBB0_360:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_362
	flat_load_ushort v1, v[44:45] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s2
.LBB0_362:
	s_or_b64 exec, exec, s[6:7]
.LBB0_363:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v59, 16, v5
	v_lshlrev_b32_e32 v57, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v58, v1
	v_and_b32_e32 v62, 0xffff0000, v4
	v_and_b32_e32 v60, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v58, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v59, v57
	v_and_b32_e32 v63, 0xffff0000, v5
	v_and_b32_e32 v61, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v57, v59, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v62, v60
	s_mov_b32 s7, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v60, v62, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v63, v61
	s_nop 1
	v_cndmask_b32_e64 v5, v61, v63, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v49, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[2:3], s7, v49
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_365
	v_sub_f32_e32 v3, v60, v49
	v_sub_f32_e32 v2, v1, v49
	v_sub_f32_e32 v5, v61, v49
	v_sub_f32_e32 v4, v57, v49
	v_sub_f32_e32 v45, v62, v49
	v_sub_f32_e32 v44, v58, v49
	v_sub_f32_e32 v47, v63, v49
	v_sub_f32_e32 v46, v59, v49
	s_mov_b32 s6, 0x3fb8aa3b
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[46:47], v[46:47], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[44:45], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_365:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v66, 16, v8
	v_lshlrev_b32_e32 v64, 16, v6
	v_lshlrev_b32_e32 v67, 16, v9
	v_lshlrev_b32_e32 v65, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v66, v64
	v_and_b32_e32 v70, 0xffff0000, v8
	v_and_b32_e32 v68, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v64, v66, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v67, v65
	v_and_b32_e32 v71, 0xffff0000, v9
	v_and_b32_e32 v69, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v65, v67, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v70, v68
	s_mov_b32 s6, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v68, v70, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v71, v69
	s_nop 1
	v_cndmask_b32_e64 v9, v69, v71, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v49
	s_nop 1
	v_cndmask_b32_e64 v48, v49, v6, s[4:5]
	v_sub_f32_e32 v6, v49, v48
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v48, v49
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[50:51], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[6:7], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v47, v7, s[2:3]
	v_cndmask_b32_e64 v8, v46, v6, s[2:3]
	v_cndmask_b32_e64 v7, v45, v55, s[2:3]
	v_cndmask_b32_e64 v6, v44, v54, s[2:3]
	v_cndmask_b32_e64 v5, v5, v53, s[2:3]
	v_cndmask_b32_e64 v4, v4, v52, s[2:3]
	v_cndmask_b32_e64 v3, v3, v51, s[2:3]
	v_cndmask_b32_e64 v2, v2, v50, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v48
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_367
	v_sub_f32_e32 v45, v68, v48
	v_sub_f32_e32 v44, v64, v48
	v_sub_f32_e32 v47, v69, v48
	v_sub_f32_e32 v46, v65, v48
	v_sub_f32_e32 v51, v70, v48
	v_sub_f32_e32 v50, v66, v48
	v_sub_f32_e32 v53, v71, v48
	v_sub_f32_e32 v52, v67, v48
	v_pk_mul_f32 v[52:53], v[52:53], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[8:9], v[52:53], v[8:9]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[44:45], v[2:3]
.LBB0_367:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v74, 16, v12
	v_lshlrev_b32_e32 v72, 16, v10
	v_lshlrev_b32_e32 v75, 16, v13
	v_lshlrev_b32_e32 v73, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v74, v72
	v_and_b32_e32 v78, 0xffff0000, v12
	v_and_b32_e32 v76, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v72, v74, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v75, v73
	v_and_b32_e32 v79, 0xffff0000, v13
	v_and_b32_e32 v77, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v73, v75, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v78, v76
	s_nop 1
	v_cndmask_b32_e64 v12, v76, v78, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v79, v77
	s_nop 1
	v_cndmask_b32_e64 v13, v77, v79, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v48
	s_nop 1
	v_cndmask_b32_e64 v10, v48, v10, s[4:5]
	v_sub_f32_e32 v11, v48, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[4:5], v10, v48
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[44:45], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v49, s[2:3]
	v_cndmask_b32_e64 v6, v6, v48, s[2:3]
	v_cndmask_b32_e64 v5, v5, v47, s[2:3]
	v_cndmask_b32_e64 v4, v4, v46, s[2:3]
	v_cndmask_b32_e64 v3, v3, v45, s[2:3]
	v_cndmask_b32_e64 v2, v2, v44, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_369
	v_sub_f32_e32 v13, v76, v10
	v_sub_f32_e32 v12, v72, v10
	v_sub_f32_e32 v45, v77, v10
	v_sub_f32_e32 v44, v73, v10
	v_sub_f32_e32 v47, v78, v10
	v_sub_f32_e32 v46, v74, v10
	v_sub_f32_e32 v49, v79, v10
	v_sub_f32_e32 v48, v75, v10
	v_pk_mul_f32 v[48:49], v[48:49], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_pk_add_f32 v[6:7], v[46:47], v[6:7]
	v_pk_add_f32 v[4:5], v[44:45], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_369:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v82, 16, v16
	v_lshlrev_b32_e32 v80, 16, v14
	v_lshlrev_b32_e32 v83, 16, v17
	v_lshlrev_b32_e32 v81, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v82, v80
	v_and_b32_e32 v86, 0xffff0000, v16
	v_and_b32_e32 v84, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v80, v82, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v83, v81
	v_and_b32_e32 v87, 0xffff0000, v17
	v_and_b32_e32 v85, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v81, v83, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v86, v84
	s_nop 1
	v_cndmask_b32_e64 v13, v84, v86, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v87, v85
	s_nop 1
	v_cndmask_b32_e64 v14, v85, v87, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v11, v10, v11, s[4:5]
	v_sub_f32_e32 v12, v10, v11
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[4:5], v11, v10
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v45, s[2:3]
	v_cndmask_b32_e64 v6, v6, v44, s[2:3]
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	v_cndmask_b32_e64 v4, v4, v16, s[2:3]
	v_cndmask_b32_e64 v3, v3, v15, s[2:3]
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v11
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_371
	v_sub_f32_e32 v13, v84, v11
	v_sub_f32_e32 v12, v80, v11
	v_sub_f32_e32 v15, v85, v11
	v_sub_f32_e32 v14, v81, v11
	v_sub_f32_e32 v17, v86, v11
	v_sub_f32_e32 v16, v82, v11
	v_sub_f32_e32 v45, v87, v11
	v_sub_f32_e32 v44, v83, v11
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_371:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v89, 16, v20
	v_lshlrev_b32_e32 v93, 16, v18
	v_lshlrev_b32_e32 v88, 16, v21
	v_lshlrev_b32_e32 v91, 16, v19
	v_cmp_gt_f32_e64 s[4:5], v89, v93
	v_and_b32_e32 v92, 0xffff0000, v20
	v_and_b32_e32 v95, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v93, v89, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v88, v91
	v_and_b32_e32 v90, 0xffff0000, v21
	v_and_b32_e32 v94, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v91, v88, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v92, v95
	v_mov_b32_e32 v96, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v95, v92, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v90, v94
	s_nop 1
	v_cndmask_b32_e64 v14, v94, v90, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v10, s[4:5]
	v_sub_f32_e32 v12, v11, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[4:5], v10, v11
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v51, v9, v13, s[2:3]
	v_cndmask_b32_e64 v50, v8, v12, s[2:3]
	v_cndmask_b32_e64 v49, v7, v19, s[2:3]
	v_cndmask_b32_e64 v48, v6, v18, s[2:3]
	v_cndmask_b32_e64 v47, v5, v17, s[2:3]
	v_cndmask_b32_e64 v46, v4, v16, s[2:3]
	v_cndmask_b32_e64 v45, v3, v15, s[2:3]
	v_cndmask_b32_e64 v44, v2, v14, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_373
	v_sub_f32_e32 v3, v95, v10
	v_sub_f32_e32 v2, v93, v10
	v_sub_f32_e32 v5, v94, v10
	v_sub_f32_e32 v4, v91, v10
	v_sub_f32_e32 v7, v92, v10
	v_sub_f32_e32 v6, v89, v10
	v_sub_f32_e32 v9, v90, v10
	v_sub_f32_e32 v8, v88, v10
	s_mov_b32 s2, 0x3fb8aa3b
	v_pk_mul_f32 v[8:9], v[8:9], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[50:51], v[8:9], v[50:51]
	v_pk_add_f32 v[48:49], v[6:7], v[48:49]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_add_f32 v[44:45], v[2:3], v[44:45]
	v_mov_b32_e32 v96, v10
.LBB0_373:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[40:41], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_375
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_375:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_393
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v16, v16, v18
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v12, v12, v16
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v12, 4, v12
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s9, s8
	v_or_b32_e32 v8, v2, v12
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[2:3], s[8:9]
	v_mov_b64_e32 v[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_378
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_378:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_380
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s2
.LBB0_380:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_382
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v9, v3
.LBB0_382:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_384
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s2
.LBB0_384:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_386
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v9, v4
.LBB0_386:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_388
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s2
.LBB0_388:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_390
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v9, v5
.LBB0_390:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_392
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s2
.LBB0_392:
	s_or_b64 exec, exec, s[6:7]
.LBB0_393:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[40:41], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_395
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_395:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_413
	v_or_b32_e32 v52, 6, v12
	v_mov_b32_e32 v53, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v52, 2, v52
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v52
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v16, v16, v20
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v16, 4, v16
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s9, s8
	v_or_b32_e32 v12, v6, v16
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_398
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_398:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_400
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s2
.LBB0_400:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_402
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v13, v7
.LBB0_402:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_404
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s2
.LBB0_404:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_406
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v13, v8
.LBB0_406:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_408
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s2
.LBB0_408:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_410
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v13, v9
.LBB0_410:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_412
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s2
.LBB0_412:
	s_or_b64 exec, exec, s[6:7]
.LBB0_413:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_415
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_415:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_433
	v_or_b32_e32 v98, 6, v16
	v_mov_b32_e32 v99, v17
	v_or_b32_e32 v54, 7, v16
	v_mov_b32_e32 v55, v17
	v_cmp_lt_u64_e64 s[2:3], v[98:99], v[32:33]
	v_or_b32_e32 v52, 5, v16
	v_mov_b32_e32 v53, v17
	v_cndmask_b32_e64 v97, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[54:55], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v54, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v52, 1, v52
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v20, v20, v52
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v54, v54, v97
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v54
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v20, 4, v20
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v16, v10, v20
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_418
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_418:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_420
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s2
.LBB0_420:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_422
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v17, v11
.LBB0_422:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_424
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s2
.LBB0_424:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_426
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v17, v12
.LBB0_426:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_428
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s2
.LBB0_428:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_430
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v17, v13
.LBB0_430:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_432
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s2
.LBB0_432:
	s_or_b64 exec, exec, s[6:7]
.LBB0_433:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_435
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_435:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_453
	v_or_b32_e32 v102, 6, v20
	v_mov_b32_e32 v103, v21
	v_or_b32_e32 v100, 7, v20
	v_mov_b32_e32 v101, v21
	v_cmp_lt_u64_e64 s[2:3], v[102:103], v[32:33]
	v_or_b32_e32 v98, 5, v20
	v_mov_b32_e32 v99, v21
	v_cndmask_b32_e64 v97, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[100:101], v[32:33]
	v_or_b32_e32 v54, 4, v20
	v_mov_b32_e32 v55, v21
	v_cndmask_b32_e64 v100, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[98:99], v[32:33]
	v_or_b32_e32 v52, 2, v20
	v_mov_b32_e32 v53, v21
	v_cndmask_b32_e64 v98, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[54:55], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v54, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v98, 1, v98
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v100, 3, v100
	v_or_b32_e32 v54, v54, v98
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v52, 2, v52
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v97, v100, v97
	v_and_b32_e32 v54, 3, v54
	v_or_b32_e32 v16, v16, v52
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v54, v54, v97
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v54, 4, v54
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v54
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_438
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_438:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_440
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s2
.LBB0_440:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_442
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v21, v15
.LBB0_442:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_444
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s2
.LBB0_444:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_446
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v21, v16
.LBB0_446:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_448
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s2
.LBB0_448:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_450
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v21, v17
.LBB0_450:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_452
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s2
.LBB0_452:
	s_or_b64 exec, exec, s[6:7]
.LBB0_453:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v54, 0x120, v30
	v_mov_b32_e32 v55, v31
	s_mov_b64 s[2:3], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[2:3], v[54:55]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_475
	v_mov_b32_e32 v53, 0
	v_lshlrev_b32_e32 v52, 3, v54
	v_lshlrev_b32_e32 v18, 4, v54
	v_mov_b32_e32 v19, v53
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[52:53], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[32:33]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_456
	flat_load_dwordx4 v[18:21], v[40:41]
.LBB0_456:
	s_andn2_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_474
	v_or_b32_e32 v104, 6, v52
	v_mov_b32_e32 v105, v53
	v_or_b32_e32 v102, 7, v52
	v_mov_b32_e32 v103, v53
	v_cmp_lt_u64_e64 s[4:5], v[104:105], v[32:33]
	v_or_b32_e32 v100, 5, v52
	v_mov_b32_e32 v101, v53
	v_cndmask_b32_e64 v97, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[102:103], v[32:33]
	v_or_b32_e32 v98, 4, v52
	v_mov_b32_e32 v99, v53
	v_cndmask_b32_e64 v102, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[100:101], v[32:33]
	v_or_b32_e32 v54, 2, v52
	v_mov_b32_e32 v55, v53
	v_cndmask_b32_e64 v100, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v52
	v_mov_b32_e32 v21, v53
	v_cndmask_b32_e64 v98, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[54:55], v[32:33]
	v_or_b32_e32 v18, 1, v52
	v_mov_b32_e32 v19, v53
	v_cndmask_b32_e64 v54, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v100, 1, v100
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v102, 3, v102
	v_or_b32_e32 v98, v98, v100
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v54, 2, v54
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v97, v102, v97
	v_and_b32_e32 v98, 3, v98
	v_or_b32_e32 v20, v20, v54
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v97, v98, v97
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v97, 4, v97
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v52, v18, v97
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_459
	flat_load_ushort v18, v[40:41]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_459:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 1, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_461
	flat_load_ushort v53, v[40:41] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v53, v18, s4
.LBB0_461:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 2, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_463
	flat_load_ushort v53, v[40:41] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v53, v19
.LBB0_463:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 3, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_465
	flat_load_ushort v53, v[40:41] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v53, v19, s4
.LBB0_465:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 4, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_467
	flat_load_ushort v53, v[40:41] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v53, v20
.LBB0_467:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 5, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_469
	flat_load_ushort v53, v[40:41] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v53, v20, s4
.LBB0_469:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 6, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_471
	flat_load_ushort v53, v[40:41] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v53, v21
.LBB0_471:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v52, 7, v52
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e64 s[4:5], 1, v52
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_473
	flat_load_ushort v40, v[40:41] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v40, v21, s4
.LBB0_473:
	s_or_b64 exec, exec, s[10:11]
.LBB0_474:
	s_or_b64 exec, exec, s[8:9]
.LBB0_475:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v4
	v_lshlrev_b32_e32 v52, 16, v2
	v_lshlrev_b32_e32 v55, 16, v5
	v_lshlrev_b32_e32 v53, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v54, v52
	v_and_b32_e32 v99, 0xffff0000, v4
	v_and_b32_e32 v97, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v52, v54, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v55, v53
	v_and_b32_e32 v100, 0xffff0000, v5
	v_and_b32_e32 v98, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v53, v55, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v99, v97
	s_mov_b32 s9, 0xff800000
	s_mov_b32 s8, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v97, v99, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v100, v98
	s_nop 1
	v_cndmask_b32_e64 v5, v98, v100, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v96
	s_nop 1
	v_cndmask_b32_e64 v107, v96, v2, s[4:5]
	v_sub_f32_e32 v2, v96, v107
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], s9, v96
	v_cmp_neq_f32_e64 s[6:7], v107, v96
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[102:103], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[48:49], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[50:51], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v41, v49, v41, s[4:5]
	v_cndmask_b32_e64 v51, v51, v3, s[4:5]
	v_cndmask_b32_e64 v50, v50, v2, s[4:5]
	v_cndmask_b32_e64 v40, v48, v40, s[4:5]
	v_cndmask_b32_e64 v5, v47, v5, s[4:5]
	v_cndmask_b32_e64 v4, v46, v4, s[4:5]
	v_cndmask_b32_e64 v3, v45, v103, s[4:5]
	v_cndmask_b32_e64 v2, v44, v102, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v107
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_477
	v_sub_f32_e32 v45, v97, v107
	v_sub_f32_e32 v44, v52, v107
	v_sub_f32_e32 v47, v98, v107
	v_sub_f32_e32 v46, v53, v107
	v_sub_f32_e32 v49, v99, v107
	v_sub_f32_e32 v48, v54, v107
	v_sub_f32_e32 v103, v100, v107
	v_sub_f32_e32 v102, v55, v107
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[50:51], v[50:51], v[102:103]
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[4:5], v[4:5], v[46:47]
	v_pk_add_f32 v[2:3], v[2:3], v[44:45]
.LBB0_477:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v101, 16, v8
	v_lshlrev_b32_e32 v49, 16, v6
	v_lshlrev_b32_e32 v102, 16, v9
	v_lshlrev_b32_e32 v96, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v101, v49
	v_and_b32_e32 v105, 0xffff0000, v8
	v_and_b32_e32 v103, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v49, v101, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v102, v96
	v_and_b32_e32 v106, 0xffff0000, v9
	v_and_b32_e32 v104, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v96, v102, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v105, v103
	s_nop 1
	v_cndmask_b32_e64 v8, v103, v105, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v106, v104
	s_nop 1
	v_cndmask_b32_e64 v9, v104, v106, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v107
	s_nop 1
	v_cndmask_b32_e64 v44, v107, v6, s[6:7]
	v_sub_f32_e32 v6, v107, v44
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v44, v107
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[46:47], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[50:51] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v51, v7, s[4:5]
	v_cndmask_b32_e64 v8, v50, v6, s[4:5]
	v_cndmask_b32_e64 v7, v41, v111, s[4:5]
	v_cndmask_b32_e64 v6, v40, v110, s[4:5]
	v_cndmask_b32_e64 v5, v5, v109, s[4:5]
	v_cndmask_b32_e64 v4, v4, v108, s[4:5]
	v_cndmask_b32_e64 v3, v3, v47, s[4:5]
	v_cndmask_b32_e64 v2, v2, v46, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_479
	v_sub_f32_e32 v41, v103, v44
	v_sub_f32_e32 v40, v49, v44
	v_sub_f32_e32 v47, v104, v44
	v_sub_f32_e32 v46, v96, v44
	v_sub_f32_e32 v51, v105, v44
	v_sub_f32_e32 v50, v101, v44
	v_sub_f32_e32 v109, v106, v44
	v_sub_f32_e32 v108, v102, v44
	v_pk_mul_f32 v[108:109], v[108:109], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[108:109], v[8:9]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_479:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v51, 16, v12
	v_lshlrev_b32_e32 v108, 16, v10
	v_lshlrev_b32_e32 v50, 16, v13
	v_lshlrev_b32_e32 v107, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v51, v108
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e64 v40, v108, v51, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v50, v107
	v_and_b32_e32 v13, 0xffff0000, v13
	v_and_b32_e32 v11, 0xffff0000, v11
	v_cndmask_b32_e64 v41, v107, v50, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v45, v10, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v11
	s_nop 1
	v_cndmask_b32_e64 v46, v11, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v41, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v46, v45
	s_nop 1
	v_cndmask_b32_e64 v41, v45, v46, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v41, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v44
	s_nop 1
	v_cndmask_b32_e64 v40, v44, v40, s[6:7]
	v_sub_f32_e32 v41, v44, v40
	v_mul_f32_e32 v41, 0x3fb8aa3b, v41
	v_exp_f32_e32 v46, v41
	v_cmp_neq_f32_e64 s[6:7], v40, v44
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[44:45], v[46:47], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[46:47], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[46:47], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[46:47], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v47, s[4:5]
	v_cndmask_b32_e64 v8, v8, v46, s[4:5]
	v_cndmask_b32_e64 v7, v7, v113, s[4:5]
	v_cndmask_b32_e64 v6, v6, v112, s[4:5]
	v_cndmask_b32_e64 v5, v5, v111, s[4:5]
	v_cndmask_b32_e64 v4, v4, v110, s[4:5]
	v_cndmask_b32_e64 v3, v3, v45, s[4:5]
	v_cndmask_b32_e64 v2, v2, v44, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v40
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_481
	v_sub_f32_e32 v45, v10, v40
	v_sub_f32_e32 v44, v108, v40
	v_sub_f32_e32 v47, v11, v40
	v_sub_f32_e32 v46, v107, v40
	v_sub_f32_e32 v111, v12, v40
	v_sub_f32_e32 v110, v51, v40
	v_sub_f32_e32 v113, v13, v40
	v_sub_f32_e32 v112, v50, v40
	v_pk_mul_f32 v[112:113], v[112:113], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[110:111], v[110:111], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[8:9], v[112:113], v[8:9]
	v_pk_add_f32 v[6:7], v[110:111], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[44:45], v[2:3]
.LBB0_481:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v110, 16, v16
	v_lshlrev_b32_e32 v114, 16, v14
	v_lshlrev_b32_e32 v109, 16, v17
	v_lshlrev_b32_e32 v112, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v110, v114
	v_and_b32_e32 v113, 0xffff0000, v16
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v16, v114, v110, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v109, v112
	v_and_b32_e32 v111, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v17, v112, v109, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v113, v14
	s_nop 1
	v_cndmask_b32_e64 v41, v14, v113, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v111, v15
	s_nop 1
	v_cndmask_b32_e64 v44, v15, v111, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v44, v41
	s_nop 1
	v_cndmask_b32_e64 v17, v41, v44, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v16, v40
	s_nop 1
	v_cndmask_b32_e64 v48, v40, v16, s[6:7]
	v_sub_f32_e32 v16, v40, v48
	v_mul_f32_e32 v16, 0x3fb8aa3b, v16
	v_exp_f32_e32 v16, v16
	v_cmp_neq_f32_e64 s[6:7], v48, v40
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[44:45], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[116:117], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v41, v9, v17, s[4:5]
	v_cndmask_b32_e64 v40, v8, v16, s[4:5]
	v_cndmask_b32_e64 v17, v7, v117, s[4:5]
	v_cndmask_b32_e64 v16, v6, v116, s[4:5]
	v_cndmask_b32_e64 v47, v5, v47, s[4:5]
	v_cndmask_b32_e64 v46, v4, v46, s[4:5]
	v_cndmask_b32_e64 v45, v3, v45, s[4:5]
	v_cndmask_b32_e64 v44, v2, v44, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v48
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_483
	v_sub_f32_e32 v3, v14, v48
	v_sub_f32_e32 v2, v114, v48
	v_sub_f32_e32 v5, v15, v48
	v_sub_f32_e32 v4, v112, v48
	v_sub_f32_e32 v7, v113, v48
	v_sub_f32_e32 v6, v110, v48
	v_sub_f32_e32 v9, v111, v48
	v_sub_f32_e32 v8, v109, v48
	v_pk_mul_f32 v[8:9], v[8:9], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[40:41], v[8:9], v[40:41]
	v_pk_add_f32 v[16:17], v[6:7], v[16:17]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_add_f32 v[44:45], v[2:3], v[44:45]
.LBB0_483:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[22:23], v71, v63
	v_cmp_u_f32_e64 s[24:25], v67, v59
	v_cmp_u_f32_e64 s[26:27], v70, v62
	v_cmp_u_f32_e64 s[28:29], v66, v58
	v_cmp_u_f32_e64 s[30:31], v69, v61
	v_cmp_u_f32_e64 s[34:35], v65, v57
	v_cmp_u_f32_e64 s[36:37], v68, v60
	v_cmp_u_f32_e64 s[38:39], v64, v1
	v_cmp_u_f32_e64 s[40:41], v87, v79
	v_cmp_u_f32_e64 s[42:43], v83, v75
	v_cmp_u_f32_e64 s[44:45], v86, v78
	v_cmp_u_f32_e64 s[46:47], v82, v74
	v_cmp_u_f32_e64 s[48:49], v85, v77
	v_cmp_u_f32_e64 s[50:51], v81, v73
	v_cmp_u_f32_e64 s[52:53], v84, v76
	v_cmp_u_f32_e64 s[54:55], v80, v72
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	v_cmp_u_f32_e64 s[22:23], v93, v93
	v_cmp_u_f32_e64 s[24:25], v95, v95
	v_cmp_u_f32_e64 s[26:27], v91, v91
	v_cmp_u_f32_e64 s[28:29], v94, v94
	v_cmp_u_f32_e64 s[30:31], v89, v89
	v_cmp_u_f32_e64 s[34:35], v92, v92
	v_cmp_u_f32_e64 s[36:37], v88, v88
	v_cmp_u_f32_e64 s[38:39], v90, v90
	v_cmp_u_f32_e64 s[6:7], v106, v100
	v_cmp_u_f32_e64 s[8:9], v102, v55
	v_cmp_u_f32_e64 s[10:11], v105, v99
	v_cmp_u_f32_e64 s[12:13], v101, v54
	v_cmp_u_f32_e64 s[14:15], v104, v98
	v_cmp_u_f32_e64 s[16:17], v96, v53
	v_cmp_u_f32_e64 s[18:19], v103, v97
	v_cmp_u_f32_e64 s[20:21], v49, v52
	s_or_b64 s[40:41], s[38:39], s[40:41]
	s_or_b64 s[42:43], s[36:37], s[42:43]
	s_or_b64 s[44:45], s[34:35], s[44:45]
	s_or_b64 s[46:47], s[30:31], s[46:47]
	s_or_b64 s[48:49], s[28:29], s[48:49]
	s_or_b64 s[50:51], s[26:27], s[50:51]
	s_or_b64 s[52:53], s[24:25], s[52:53]
	s_or_b64 s[54:55], s[22:23], s[54:55]
	v_cmp_u_f32_e64 s[22:23], v114, v108
	v_cmp_u_f32_e64 s[24:25], v14, v10
	v_cmp_u_f32_e64 s[26:27], v112, v107
	v_cmp_u_f32_e64 s[28:29], v15, v11
	v_cmp_u_f32_e64 s[30:31], v110, v51
	v_cmp_u_f32_e64 s[34:35], v113, v12
	v_cmp_u_f32_e64 s[36:37], v109, v50
	v_cmp_u_f32_e64 s[38:39], v111, v13
	s_or_b64 s[20:21], s[20:21], s[54:55]
	s_or_b64 s[18:19], s[18:19], s[52:53]
	s_or_b64 s[16:17], s[16:17], s[50:51]
	s_or_b64 s[14:15], s[14:15], s[48:49]
	s_or_b64 s[12:13], s[12:13], s[46:47]
	s_or_b64 s[10:11], s[10:11], s[44:45]
	s_or_b64 s[8:9], s[8:9], s[42:43]
	s_or_b64 s[6:7], s[6:7], s[40:41]
	s_or_b64 s[38:39], s[6:7], s[38:39]
	s_or_b64 s[36:37], s[8:9], s[36:37]
	s_or_b64 s[34:35], s[10:11], s[34:35]
	s_or_b64 s[30:31], s[12:13], s[30:31]
	s_or_b64 s[28:29], s[14:15], s[28:29]
	s_or_b64 s[40:41], s[16:17], s[26:27]
	s_or_b64 s[26:27], s[18:19], s[24:25]
	s_or_b64 s[24:25], s[20:21], s[22:23]
	s_and_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_487
	v_lshlrev_b32_e32 v2, 16, v21
	v_lshlrev_b32_e32 v3, 16, v20
	v_lshlrev_b32_e32 v7, 16, v18
	v_and_b32_e32 v6, 0xffff0000, v20
	v_and_b32_e32 v8, 0xffff0000, v19
	v_cmp_u_f32_e64 s[6:7], v2, v2
	v_cmp_u_f32_e64 s[8:9], v6, v6
	v_cmp_u_f32_e64 s[10:11], v3, v3
	v_cmp_u_f32_e64 s[12:13], v8, v8
	v_cmp_u_f32_e64 s[14:15], v7, v7
	v_lshlrev_b32_e32 v5, 16, v19
	s_or_b64 s[22:23], s[14:15], s[24:25]
	s_or_b64 s[14:15], s[12:13], s[28:29]
	s_or_b64 s[12:13], s[10:11], s[30:31]
	s_or_b64 s[10:11], s[8:9], s[34:35]
	s_or_b64 s[8:9], s[6:7], s[36:37]
	v_cmp_gt_f32_e64 s[6:7], v3, v7
	v_and_b32_e32 v9, 0xffff0000, v18
	v_and_b32_e32 v4, 0xffff0000, v21
	v_cndmask_b32_e64 v1, v7, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v2, v5
	v_cmp_u_f32_e64 s[2:3], v4, v4
	v_cmp_u_f32_e64 s[16:17], v9, v9
	v_cndmask_b32_e64 v10, v5, v2, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v9
	v_cmp_u_f32_e64 s[18:19], v5, v5
	s_or_b64 s[18:19], s[18:19], s[40:41]
	v_cndmask_b32_e64 v11, v9, v6, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v4, v8
	s_or_b64 s[16:17], s[16:17], s[26:27]
	s_mov_b32 s42, 0x3fb8aa3b
	v_cndmask_b32_e64 v12, v8, v4, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v10, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v10, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v1, v48
	s_nop 1
	v_cndmask_b32_e64 v1, v48, v1, s[6:7]
	v_sub_f32_e32 v10, v48, v1
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	s_or_b64 s[6:7], s[2:3], s[38:39]
	v_cmp_neq_f32_e64 s[2:3], v1, v48
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_pk_mul_f32 v[12:13], v[10:11], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v41, v41, v11, s[2:3]
	v_cndmask_b32_e64 v40, v40, v10, s[2:3]
	v_cndmask_b32_e64 v17, v17, v19, s[2:3]
	v_cndmask_b32_e64 v16, v16, v18, s[2:3]
	v_cndmask_b32_e64 v47, v47, v15, s[2:3]
	v_cndmask_b32_e64 v46, v46, v14, s[2:3]
	v_cndmask_b32_e64 v45, v45, v13, s[2:3]
	v_cndmask_b32_e64 v44, v44, v12, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v1
	v_mov_b32_e32 v48, 0xff800000
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_486
	v_sub_f32_e32 v11, v9, v1
	v_sub_f32_e32 v10, v7, v1
	v_sub_f32_e32 v9, v8, v1
	v_sub_f32_e32 v8, v5, v1
	v_sub_f32_e32 v7, v6, v1
	v_sub_f32_e32 v6, v3, v1
	v_sub_f32_e32 v3, v4, v1
	v_sub_f32_e32 v2, v2, v1
	v_pk_mul_f32 v[2:3], v[2:3], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[8:9], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[10:11], s[42:43] op_sel_hi:[1,0]
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v9, v9
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_add_f32 v[46:47], v[6:7], v[46:47]
	v_pk_add_f32 v[44:45], v[8:9], v[44:45]
	v_mov_b32_e32 v48, v1
.LBB0_486:
	s_or_b64 exec, exec, s[4:5]
	s_andn2_b64 s[2:3], s[24:25], exec
	s_and_b64 s[4:5], s[22:23], exec
	s_or_b64 s[24:25], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[26:27], exec
	s_and_b64 s[4:5], s[16:17], exec
	s_or_b64 s[26:27], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[40:41], exec
	s_and_b64 s[4:5], s[18:19], exec
	s_or_b64 s[40:41], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[28:29], exec
	s_and_b64 s[4:5], s[14:15], exec
	s_or_b64 s[28:29], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[30:31], exec
	s_and_b64 s[4:5], s[12:13], exec
	s_or_b64 s[30:31], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[34:35], exec
	s_and_b64 s[4:5], s[10:11], exec
	s_or_b64 s[34:35], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[36:37], exec
	s_and_b64 s[4:5], s[8:9], exec
	s_or_b64 s[36:37], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[38:39], exec
	s_and_b64 s[4:5], s[6:7], exec
	s_or_b64 s[38:39], s[2:3], s[4:5]
.LBB0_487:
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v1, 16, v56
	v_mov_b32_e32 v56, 0x7fc00000
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[36:37]
	v_cndmask_b32_e64 v2, v56, v1, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[42:43]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], s[72:73], 0, v[10:11]
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[42:43], 0x129
	s_mov_b32 s20, 0xff80ff80
	s_mov_b32 s33, 0x5040100
	s_movk_i32 s52, 0xff80
	s_mov_b32 s53, 0xffff
	s_mov_b64 s[44:45], 0x200
	s_mov_b64 s[46:47], 0x100
	v_mov_b32_e32 v57, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v42, 0
	s_branch .LBB0_491
.LBB0_488:
	s_or_b64 exec, exec, s[4:5]
.LBB0_489:
	s_or_b64 exec, exec, s[50:51]
.LBB0_490:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v15
	v_and_b32_e32 v15, 0xffff0000, v15
	v_max_f32_e32 v61, v52, v15
	v_cmp_o_f32_e64 s[2:3], v52, v15
	v_lshlrev_b32_e32 v59, 16, v14
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v52, v56, v61, s[2:3]
	v_max_f32_e32 v61, v55, v60
	v_cmp_o_f32_e64 s[2:3], v55, v60
	v_lshlrev_b32_e32 v58, 16, v13
	v_and_b32_e32 v13, 0xffff0000, v13
	v_cndmask_b32_e64 v55, v56, v61, s[2:3]
	v_max_f32_e32 v61, v50, v14
	v_cmp_o_f32_e64 s[2:3], v50, v14
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v12, 0xffff0000, v12
	v_cndmask_b32_e64 v50, v56, v61, s[2:3]
	v_max_f32_e32 v61, v53, v59
	v_cmp_o_f32_e64 s[2:3], v53, v59
	s_add_u32 s18, s18, 32
	s_addc_u32 s19, s19, 0
	v_cndmask_b32_e64 v53, v56, v61, s[2:3]
	v_max_f32_e32 v61, v51, v13
	v_cmp_o_f32_e64 s[2:3], v51, v13
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[44:45]
	s_cmp_eq_u64 s[18:19], 0x140
	v_cndmask_b32_e64 v51, v56, v61, s[2:3]
	v_max_f32_e32 v61, v54, v58
	v_cmp_o_f32_e64 s[2:3], v54, v58
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[46:47]
	s_nop 0
	v_cndmask_b32_e64 v54, v56, v61, s[2:3]
	v_max_f32_e32 v61, v49, v12
	v_cmp_o_f32_e64 s[2:3], v49, v12
	s_nop 1
	v_cndmask_b32_e64 v49, v56, v61, s[2:3]
	v_max_f32_e32 v61, v43, v10
	v_cmp_o_f32_e64 s[2:3], v43, v10
	s_nop 1
	v_cndmask_b32_e64 v43, v56, v61, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v2, v10
	s_nop 1
	v_addc_co_u32_e64 v9, s[2:3], 0, v9, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v1, v12
	s_nop 1
	v_addc_co_u32_e64 v20, s[2:3], 0, v20, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v4, v58
	s_nop 1
	v_addc_co_u32_e64 v21, s[2:3], 0, v21, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v3, v13
	s_nop 1
	v_addc_co_u32_e64 v34, s[2:3], 0, v34, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v6, v59
	s_nop 1
	v_addc_co_u32_e64 v35, s[2:3], 0, v35, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v5, v14
	s_nop 1
	v_addc_co_u32_e64 v36, s[2:3], 0, v36, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v8, v60
	s_nop 1
	v_addc_co_u32_e64 v37, s[2:3], 0, v37, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v7, v15
	s_nop 1
	v_addc_co_u32_e64 v42, s[2:3], 0, v42, s[2:3]
	s_cbranch_scc1 .LBB0_511
.LBB0_491:
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[18:19]
	v_cmp_gt_u64_e64 s[2:3], s[42:43], v[12:13]
	v_mov_b32_e32 v12, 0xff80ff80
	v_mov_b32_e32 v13, 0xff80ff80
	v_mov_b32_e32 v14, 0xff80ff80
	v_mov_b32_e32 v15, 0xff80ff80
	s_and_saveexec_b64 s[48:49], s[2:3]
	s_cbranch_execz .LBB0_490
	v_lshl_add_u64 v[12:13], v[38:39], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[12:13], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_494
	flat_load_dwordx4 v[12:15], v[18:19]
.LBB0_494:
	s_andn2_saveexec_b64 s[50:51], s[2:3]
	s_cbranch_execz .LBB0_489
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 1, v38
	v_mov_b32_e32 v13, v39
	v_or_b32_e32 v14, 3, v38
	v_mov_b32_e32 v15, v39
	s_mov_b32 s21, s20
	v_or_b32_e32 v58, 2, v38
	v_mov_b32_e32 v59, v39
	v_or_b32_e32 v60, 4, v38
	v_mov_b32_e32 v61, v39
	v_or_b32_e32 v62, 5, v38
	v_mov_b32_e32 v63, v39
	v_or_b32_e32 v64, 7, v38
	v_mov_b32_e32 v65, v39
	v_or_b32_e32 v66, 6, v38
	v_mov_b32_e32 v67, v39
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[32:33]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[32:33]
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	v_mov_b64_e32 v[12:13], s[20:21]
	v_cmp_lt_u64_e64 s[16:17], v[66:67], v[32:33]
	v_cmp_lt_u64_e64 s[14:15], v[64:65], v[32:33]
	v_cmp_lt_u64_e64 s[12:13], v[62:63], v[32:33]
	v_cmp_lt_u64_e64 s[10:11], v[60:61], v[32:33]
	v_cmp_lt_u64_e64 s[8:9], v[58:59], v[32:33]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[32:33]
	v_mov_b64_e32 v[14:15], s[22:23]
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_497
	flat_load_ushort v10, v[18:19]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s52, v10, v57
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
.LBB0_497:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[16:17]
	v_cndmask_b32_e64 v58, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v58, 3, v58
	v_or_b32_e32 v10, v58, v10
	v_cndmask_b32_e64 v58, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v58, 1, v58
	v_cndmask_b32_e64 v59, 0, 1, s[10:11]
	v_or_b32_e32 v58, v59, v58
	v_and_b32_e32 v58, 3, v58
	v_or_b32_e32 v10, v58, v10
	v_cndmask_b32_e64 v58, 0, 1, s[8:9]
	v_cndmask_b32_e64 v59, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v58, 2, v58
	v_lshlrev_b16_e32 v59, 3, v59
	v_or_b32_e32 v58, v59, v58
	v_cndmask_b32_e64 v59, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v59, 1, v59
	v_cndmask_b32_e64 v60, 0, 1, s[2:3]
	v_or_b32_e32 v59, v60, v59
	v_and_b32_e32 v59, 3, v59
	v_or_b32_e32 v58, v59, v58
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v58, 15, v58
	v_or_b32_e32 v10, v58, v10
	v_lshrrev_b16_e32 v58, 1, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[2:3], 1, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_499
	flat_load_ushort v58, v[18:19] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v58, v12, s33
.LBB0_499:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v58, 2, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[2:3], 1, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_501
	flat_load_ushort v58, v[18:19] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s53, v58, v13
.LBB0_501:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v58, 3, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[2:3], 1, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_503
	flat_load_ushort v58, v[18:19] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v58, v13, s33
.LBB0_503:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v58, 4, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[2:3], 1, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_505
	flat_load_ushort v58, v[18:19] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s53, v58, v14
.LBB0_505:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v58, 5, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[2:3], 1, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_507
	flat_load_ushort v58, v[18:19] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v58, v14, s33
.LBB0_507:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v58, 6, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[2:3], 1, v58
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_509
	flat_load_ushort v58, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s53, v58, v15
.LBB0_509:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[2:3], 1, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_488
	flat_load_ushort v10, v[18:19] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v10, v15, s33
	s_branch .LBB0_488
.LBB0_511:
	v_cndmask_b32_e64 v1, 0, 1, s[40:41]
	v_cndmask_b32_e64 v2, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[24:25]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[36:37]
	v_cndmask_b32_e64 v3, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[34:35]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[30:31]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v1, v1, v2
	v_pk_add_f32 v[2:3], v[46:47], v[40:41]
	v_pk_add_f32 v[4:5], v[44:45], v[16:17]
	v_mov_b32_e32 v6, 0
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_add_f32_e32 v2, v2, v3
	v_cmp_eq_u16_sdwa s[2:3], v1, v6 src0_sel:BYTE_0 src1_sel:DWORD
	v_max_f32_e32 v3, v43, v53
	v_max_f32_e32 v6, v51, v52
	v_cndmask_b32_e64 v1, v4, v48, s[2:3]
	v_cndmask_b32_e64 v5, v4, v2, s[2:3]
	v_max_f32_e32 v2, v54, v55
	v_cmp_o_f32_e64 s[2:3], v54, v55
	v_max_f32_e32 v7, v49, v50
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e64 v2, v4, v2, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v43, v53
	v_and_b32_e32 v0, 0xfc, v0
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v51, v52
	s_nop 1
	v_cndmask_b32_e64 v6, v4, v6, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v49, v50
	s_nop 1
	v_cndmask_b32_e64 v7, v4, v7, s[2:3]
	v_max_f32_e32 v8, v7, v6
	v_cmp_o_f32_e64 s[2:3], v7, v6
	v_max_f32_e32 v7, v3, v2
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v8, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v3, v2
	v_mul_lo_u32 v8, v23, s76
	s_nop 0
	v_cndmask_b32_e64 v2, v4, v7, s[2:3]
	v_max_f32_e32 v3, v2, v6
	v_cmp_o_f32_e64 s[2:3], v2, v6
	v_mul_lo_u32 v7, v22, s77
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v3, s[2:3]
	v_mad_u64_u32 v[2:3], s[2:3], v22, s76, v[24:25]
	v_add3_u32 v3, v8, v3, v7
	v_xor_b32_e32 v8, 64, v0
	v_add_u32_e32 v7, v9, v20
	ds_bpermute_b32 v9, v8, v1
	v_add3_u32 v7, v7, v21, v34
	v_and_b32_e32 v10, 0xffff0000, v6
	v_cmp_o_f32_e64 s[2:3], v6, v6
	v_add3_u32 v7, v7, v35, v36
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v1, v9
	v_cndmask_b32_e64 v4, v4, v10, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v9, v9
	v_add3_u32 v7, v7, v37, v42
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_or_b32_e32 v4, v4, v7
	v_cndmask_b32_e64 v7, v1, v9, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v1, v1
	v_lshl_or_b32 v2, v30, 2, v2
	v_cndmask_b32_e64 v6, v9, v1, s[4:5]
	v_cndmask_b32_e64 v7, v7, v1, s[2:3]
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[2:3]
	v_sub_f32_e32 v6, v6, v7
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	flat_store_dword v[2:3], v4
	v_xor_b32_e32 v3, 32, v0
	v_exp_f32_e32 v6, v6
	ds_bpermute_b32 v4, v3, v7
	ds_bpermute_b32 v2, v8, v5
	v_cmp_neq_f32_e64 s[2:3], v1, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v7, v4
	v_cndmask_b32_e64 v1, 1.0, v6, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v7, v9
	v_mul_f32_e32 v1, v5, v1
	v_cndmask_b32_e64 v5, v4, v7, s[4:5]
	v_cndmask_b32_e64 v6, 1.0, v6, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v4, v4
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v6, v2
	v_cndmask_b32_e64 v6, v7, v4, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v7, v7
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v3, v1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_sub_f32_e32 v5, v5, v6
	v_mul_f32_e32 v5, 0x3fb8aa3b, v5
	v_cmp_neq_f32_e64 s[2:3], v7, v6
	v_xor_b32_e32 v7, 16, v0
	v_exp_f32_e32 v5, v5
	ds_bpermute_b32 v8, v7, v6
	v_cndmask_b32_e64 v3, 1.0, v5, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v6, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v6, v8
	v_mul_f32_e32 v1, v1, v3
	v_cndmask_b32_e64 v4, 1.0, v5, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v8, v8
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, v6, v8, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v6, v6
	v_cndmask_b32_e64 v3, v8, v6, s[4:5]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, v4, v6, s[2:3]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_cmp_neq_f32_e64 s[2:3], v6, v4
	v_xor_b32_e32 v6, 8, v0
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v2, v7, v1
	ds_bpermute_b32 v7, v6, v4
	v_xor_b32_e32 v0, 4, v0
	v_cndmask_b32_e64 v5, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v4, v8
	v_mul_f32_e32 v1, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v4, v7
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v7, v7
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v4, v4
	v_cndmask_b32_e64 v3, v7, v4, s[4:5]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v5, v5, v4, s[2:3]
	v_sub_f32_e32 v3, v3, v5
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v2, v6, v1
	ds_bpermute_b32 v6, v0, v5
	v_cmp_neq_f32_e64 s[2:3], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v5, v6
	v_cndmask_b32_e64 v4, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v5, v7
	v_mul_f32_e32 v1, v1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v6, v6
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v4, v5, v6, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v5, v5
	v_cndmask_b32_e64 v3, v6, v5, s[4:5]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v8, v4, v5, s[2:3]
	v_sub_f32_e32 v3, v3, v8
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v0, v0, v1
	v_cmp_neq_f32_e64 s[2:3], v5, v8
	s_nop 1
	v_cndmask_b32_e64 v2, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v8, v6
	v_mul_f32_e32 v1, v1, v2
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v3, v0
	v_add_f32_e32 v1, v1, v0
.LBB0_512:
	s_or_b64 exec, exec, s[56:57]
.LBB0_513:
	s_andn2_saveexec_b64 s[56:57], s[62:63]
	s_cbranch_execz .LBB0_763
	v_and_b32_e32 v30, 31, v0
	v_mov_b32_e32 v31, 0
	v_lshlrev_b32_e32 v38, 3, v30
	v_mov_b32_e32 v39, v31
	v_lshlrev_b32_e32 v42, 4, v30
	v_mov_b32_e32 v43, v31
	v_lshl_add_u64 v[2:3], v[38:39], 0, 8
	v_lshl_add_u64 v[6:7], v[40:41], 0, v[42:43]
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_516
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_516:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_534
	v_or_b32_e32 v16, 6, v38
	v_mov_b32_e32 v17, v39
	v_or_b32_e32 v14, 7, v38
	v_mov_b32_e32 v15, v39
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_or_b32_e32 v12, 5, v38
	v_mov_b32_e32 v13, v39
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v10, 4, v38
	v_mov_b32_e32 v11, v39
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_or_b32_e32 v8, 2, v38
	v_mov_b32_e32 v9, v39
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v38
	v_mov_b32_e32 v5, v39
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_or_b32_e32 v2, 1, v38
	v_mov_b32_e32 v3, v39
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v12, 1, v12
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v10, v10, v12
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v8, 2, v8
	v_cndmask_b32_e64 v3, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v1, v14, v1
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v4, v4, v8
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v10, v1
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s9, s8
	v_or_b32_e32 v1, v2, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[2:3], s[8:9]
	v_mov_b64_e32 v[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_519
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_519:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_521
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s2
.LBB0_521:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_523
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v8, v3
.LBB0_523:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_525
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s2
.LBB0_525:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_527
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v8, v4
.LBB0_527:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_529
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s2
.LBB0_529:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_531
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v8, v5
.LBB0_531:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_533
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s2
.LBB0_533:
	s_or_b64 exec, exec, s[6:7]
.LBB0_534:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[40:41], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_536
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_536:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_554
	v_or_b32_e32 v44, 6, v12
	v_mov_b32_e32 v45, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v1, v20, v1
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v1, v16, v1
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s9, s8
	v_or_b32_e32 v1, v6, v1
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_539
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_539:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_541
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s2
.LBB0_541:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_543
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v12, v7
.LBB0_543:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_545
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s2
.LBB0_545:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_547
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v12, v8
.LBB0_547:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_549
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s2
.LBB0_549:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_551
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v12, v9
.LBB0_551:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_553
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s2
.LBB0_553:
	s_or_b64 exec, exec, s[6:7]
.LBB0_554:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_556
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_556:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_574
	v_or_b32_e32 v48, 6, v16
	v_mov_b32_e32 v49, v17
	v_or_b32_e32 v46, 7, v16
	v_mov_b32_e32 v47, v17
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v44, 5, v16
	v_mov_b32_e32 v45, v17
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v20, v1
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v10, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_559
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_559:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_561
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s2
.LBB0_561:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_563
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v16, v11
.LBB0_563:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_565
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s2
.LBB0_565:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_567
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v16, v12
.LBB0_567:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_569
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s2
.LBB0_569:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_571
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v16, v13
.LBB0_571:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_573
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s2
.LBB0_573:
	s_or_b64 exec, exec, s[6:7]
.LBB0_574:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_576
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_576:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_594
	v_or_b32_e32 v52, 6, v20
	v_mov_b32_e32 v53, v21
	v_or_b32_e32 v50, 7, v20
	v_mov_b32_e32 v51, v21
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v48, 5, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[32:33]
	v_or_b32_e32 v46, 4, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v44, 2, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v46, v46, v48
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v50, v1
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v16, v16, v44
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v46, v1
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v14, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_579
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_579:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_581
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s2
.LBB0_581:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_583
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v20, v15
.LBB0_583:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_585
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s2
.LBB0_585:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_587
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v20, v16
.LBB0_587:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_589
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s2
.LBB0_589:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_591
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v20, v17
.LBB0_591:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_593
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s2
.LBB0_593:
	s_or_b64 exec, exec, s[6:7]
.LBB0_594:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v47, 0
	v_lshlrev_b32_e32 v46, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v47
	v_lshl_add_u64 v[44:45], v[40:41], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[46:47], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_596
	flat_load_dwordx4 v[18:21], v[44:45]
.LBB0_596:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_614
	v_or_b32_e32 v58, 6, v46
	v_mov_b32_e32 v59, v47
	v_or_b32_e32 v54, 7, v46
	v_mov_b32_e32 v55, v47
	v_cmp_lt_u64_e64 s[2:3], v[58:59], v[32:33]
	v_or_b32_e32 v52, 5, v46
	v_mov_b32_e32 v53, v47
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[54:55], v[32:33]
	v_or_b32_e32 v50, 4, v46
	v_mov_b32_e32 v51, v47
	v_cndmask_b32_e64 v54, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v48, 2, v46
	v_mov_b32_e32 v49, v47
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v46
	v_mov_b32_e32 v21, v47
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v18, 1, v46
	v_mov_b32_e32 v19, v47
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v52, 1, v52
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v50, v50, v52
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v54, v1
	v_and_b32_e32 v50, 3, v50
	v_or_b32_e32 v20, v20, v48
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v50, v1
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v1, v18, v1
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_599
	flat_load_ushort v18, v[44:45]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_599:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 1, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_601
	flat_load_ushort v46, v[44:45] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v46, v18, s2
.LBB0_601:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 2, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_603
	flat_load_ushort v46, v[44:45] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v46, v19
.LBB0_603:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 3, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_605
	flat_load_ushort v46, v[44:45] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v46, v19, s2
.LBB0_605:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 4, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_607
	flat_load_ushort v46, v[44:45] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v46, v20
.LBB0_607:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 5, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_609
	flat_load_ushort v46, v[44:45] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v46, v20, s2
.LBB0_609:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v46, 6, v1
	v_and_b32_e32 v46, 1, v46
	v_cmp_eq_u32_e64 s[2:3], 1, v46
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_611
	flat_load_ushort v46, v[44:45] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v46, v21
.LBB0_611:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_613
	flat_load_ushort v1, v[44:45] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s2
.LBB0_613:
	s_or_b64 exec, exec, s[6:7]
.LBB0_614:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v59, 16, v5
	v_lshlrev_b32_e32 v57, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v58, v1
	v_and_b32_e32 v62, 0xffff0000, v4
	v_and_b32_e32 v60, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v58, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v59, v57
	v_and_b32_e32 v63, 0xffff0000, v5
	v_and_b32_e32 v61, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v57, v59, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v62, v60
	s_mov_b32 s7, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v60, v62, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v63, v61
	s_nop 1
	v_cndmask_b32_e64 v5, v61, v63, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v49, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[2:3], s7, v49
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v46, v2
	v_mov_b32_e32 v47, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_616
	v_sub_f32_e32 v3, v60, v49
	v_sub_f32_e32 v2, v1, v49
	v_sub_f32_e32 v5, v61, v49
	v_sub_f32_e32 v4, v57, v49
	v_sub_f32_e32 v45, v62, v49
	v_sub_f32_e32 v44, v58, v49
	v_sub_f32_e32 v47, v63, v49
	v_sub_f32_e32 v46, v59, v49
	s_mov_b32 s6, 0x3fb8aa3b
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[46:47], v[46:47], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[44:45], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_616:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v66, 16, v8
	v_lshlrev_b32_e32 v64, 16, v6
	v_lshlrev_b32_e32 v67, 16, v9
	v_lshlrev_b32_e32 v65, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v66, v64
	v_and_b32_e32 v70, 0xffff0000, v8
	v_and_b32_e32 v68, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v64, v66, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v67, v65
	v_and_b32_e32 v71, 0xffff0000, v9
	v_and_b32_e32 v69, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v65, v67, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v70, v68
	s_mov_b32 s6, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v68, v70, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v71, v69
	s_nop 1
	v_cndmask_b32_e64 v9, v69, v71, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v49
	s_nop 1
	v_cndmask_b32_e64 v48, v49, v6, s[4:5]
	v_sub_f32_e32 v6, v49, v48
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v48, v49
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[50:51], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[52:53], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[54:55], v[6:7], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v47, v7, s[2:3]
	v_cndmask_b32_e64 v8, v46, v6, s[2:3]
	v_cndmask_b32_e64 v7, v45, v55, s[2:3]
	v_cndmask_b32_e64 v6, v44, v54, s[2:3]
	v_cndmask_b32_e64 v5, v5, v53, s[2:3]
	v_cndmask_b32_e64 v4, v4, v52, s[2:3]
	v_cndmask_b32_e64 v3, v3, v51, s[2:3]
	v_cndmask_b32_e64 v2, v2, v50, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v48
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_618
	v_sub_f32_e32 v45, v68, v48
	v_sub_f32_e32 v44, v64, v48
	v_sub_f32_e32 v47, v69, v48
	v_sub_f32_e32 v46, v65, v48
	v_sub_f32_e32 v51, v70, v48
	v_sub_f32_e32 v50, v66, v48
	v_sub_f32_e32 v53, v71, v48
	v_sub_f32_e32 v52, v67, v48
	v_pk_mul_f32 v[52:53], v[52:53], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v52, v52
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[8:9], v[52:53], v[8:9]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[44:45], v[2:3]
.LBB0_618:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v74, 16, v12
	v_lshlrev_b32_e32 v72, 16, v10
	v_lshlrev_b32_e32 v75, 16, v13
	v_lshlrev_b32_e32 v73, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v74, v72
	v_and_b32_e32 v78, 0xffff0000, v12
	v_and_b32_e32 v76, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v72, v74, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v75, v73
	v_and_b32_e32 v79, 0xffff0000, v13
	v_and_b32_e32 v77, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v73, v75, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v78, v76
	s_nop 1
	v_cndmask_b32_e64 v12, v76, v78, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v79, v77
	s_nop 1
	v_cndmask_b32_e64 v13, v77, v79, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v48
	s_nop 1
	v_cndmask_b32_e64 v10, v48, v10, s[4:5]
	v_sub_f32_e32 v11, v48, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[4:5], v10, v48
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[44:45], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v49, s[2:3]
	v_cndmask_b32_e64 v6, v6, v48, s[2:3]
	v_cndmask_b32_e64 v5, v5, v47, s[2:3]
	v_cndmask_b32_e64 v4, v4, v46, s[2:3]
	v_cndmask_b32_e64 v3, v3, v45, s[2:3]
	v_cndmask_b32_e64 v2, v2, v44, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_620
	v_sub_f32_e32 v13, v76, v10
	v_sub_f32_e32 v12, v72, v10
	v_sub_f32_e32 v45, v77, v10
	v_sub_f32_e32 v44, v73, v10
	v_sub_f32_e32 v47, v78, v10
	v_sub_f32_e32 v46, v74, v10
	v_sub_f32_e32 v49, v79, v10
	v_sub_f32_e32 v48, v75, v10
	v_pk_mul_f32 v[48:49], v[48:49], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_pk_add_f32 v[6:7], v[46:47], v[6:7]
	v_pk_add_f32 v[4:5], v[44:45], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_620:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v82, 16, v16
	v_lshlrev_b32_e32 v80, 16, v14
	v_lshlrev_b32_e32 v83, 16, v17
	v_lshlrev_b32_e32 v81, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v82, v80
	v_and_b32_e32 v86, 0xffff0000, v16
	v_and_b32_e32 v84, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v80, v82, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v83, v81
	v_and_b32_e32 v87, 0xffff0000, v17
	v_and_b32_e32 v85, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v81, v83, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v86, v84
	s_nop 1
	v_cndmask_b32_e64 v13, v84, v86, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v87, v85
	s_nop 1
	v_cndmask_b32_e64 v14, v85, v87, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v11, v10, v11, s[4:5]
	v_sub_f32_e32 v12, v10, v11
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[4:5], v11, v10
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v45, s[2:3]
	v_cndmask_b32_e64 v6, v6, v44, s[2:3]
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	v_cndmask_b32_e64 v4, v4, v16, s[2:3]
	v_cndmask_b32_e64 v3, v3, v15, s[2:3]
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v11
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_622
	v_sub_f32_e32 v13, v84, v11
	v_sub_f32_e32 v12, v80, v11
	v_sub_f32_e32 v15, v85, v11
	v_sub_f32_e32 v14, v81, v11
	v_sub_f32_e32 v17, v86, v11
	v_sub_f32_e32 v16, v82, v11
	v_sub_f32_e32 v45, v87, v11
	v_sub_f32_e32 v44, v83, v11
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_622:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v89, 16, v20
	v_lshlrev_b32_e32 v93, 16, v18
	v_lshlrev_b32_e32 v88, 16, v21
	v_lshlrev_b32_e32 v91, 16, v19
	v_cmp_gt_f32_e64 s[4:5], v89, v93
	v_and_b32_e32 v92, 0xffff0000, v20
	v_and_b32_e32 v95, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v93, v89, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v88, v91
	v_and_b32_e32 v90, 0xffff0000, v21
	v_and_b32_e32 v94, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v91, v88, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v92, v95
	v_mov_b32_e32 v96, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v95, v92, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v90, v94
	s_nop 1
	v_cndmask_b32_e64 v14, v94, v90, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v10, s[4:5]
	v_sub_f32_e32 v12, v11, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[4:5], v10, v11
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v51, v9, v13, s[2:3]
	v_cndmask_b32_e64 v50, v8, v12, s[2:3]
	v_cndmask_b32_e64 v49, v7, v19, s[2:3]
	v_cndmask_b32_e64 v48, v6, v18, s[2:3]
	v_cndmask_b32_e64 v47, v5, v17, s[2:3]
	v_cndmask_b32_e64 v46, v4, v16, s[2:3]
	v_cndmask_b32_e64 v45, v3, v15, s[2:3]
	v_cndmask_b32_e64 v44, v2, v14, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_624
	v_sub_f32_e32 v3, v95, v10
	v_sub_f32_e32 v2, v93, v10
	v_sub_f32_e32 v5, v94, v10
	v_sub_f32_e32 v4, v91, v10
	v_sub_f32_e32 v7, v92, v10
	v_sub_f32_e32 v6, v89, v10
	v_sub_f32_e32 v9, v90, v10
	v_sub_f32_e32 v8, v88, v10
	s_mov_b32 s2, 0x3fb8aa3b
	v_pk_mul_f32 v[8:9], v[8:9], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[2:3] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[50:51], v[8:9], v[50:51]
	v_pk_add_f32 v[48:49], v[6:7], v[48:49]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_add_f32 v[44:45], v[2:3], v[44:45]
	v_mov_b32_e32 v96, v10
.LBB0_624:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[40:41], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_626
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_626:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_644
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v16, v16, v18
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v12, v12, v16
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v12, 4, v12
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s9, s8
	v_or_b32_e32 v8, v2, v12
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[2:3], s[8:9]
	v_mov_b64_e32 v[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_629
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_629:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_631
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s2
.LBB0_631:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_633
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v9, v3
.LBB0_633:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_635
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s2
.LBB0_635:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_637
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v9, v4
.LBB0_637:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_639
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s2
.LBB0_639:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_641
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v9, v5
.LBB0_641:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_643
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s2
.LBB0_643:
	s_or_b64 exec, exec, s[6:7]
.LBB0_644:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[40:41], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_646
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_646:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_664
	v_or_b32_e32 v52, 6, v12
	v_mov_b32_e32 v53, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v52, 2, v52
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v52
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v16, v16, v20
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v16, 4, v16
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s9, s8
	v_or_b32_e32 v12, v6, v16
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_649
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_649:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_651
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s2
.LBB0_651:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_653
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v13, v7
.LBB0_653:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_655
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s2
.LBB0_655:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_657
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v13, v8
.LBB0_657:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_659
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s2
.LBB0_659:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_661
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v13, v9
.LBB0_661:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_663
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s2
.LBB0_663:
	s_or_b64 exec, exec, s[6:7]
.LBB0_664:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[40:41], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_666
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_666:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_684
	v_or_b32_e32 v98, 6, v16
	v_mov_b32_e32 v99, v17
	v_or_b32_e32 v54, 7, v16
	v_mov_b32_e32 v55, v17
	v_cmp_lt_u64_e64 s[2:3], v[98:99], v[32:33]
	v_or_b32_e32 v52, 5, v16
	v_mov_b32_e32 v53, v17
	v_cndmask_b32_e64 v97, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[54:55], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v54, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v52, 1, v52
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v54, 3, v54
	v_or_b32_e32 v20, v20, v52
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v54, v54, v97
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v54
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v20, 4, v20
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v16, v10, v20
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[10:11], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_669
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_669:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_671
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s2
.LBB0_671:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_673
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v17, v11
.LBB0_673:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_675
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s2
.LBB0_675:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_677
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v17, v12
.LBB0_677:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_679
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s2
.LBB0_679:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_681
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v17, v13
.LBB0_681:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_683
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s2
.LBB0_683:
	s_or_b64 exec, exec, s[6:7]
.LBB0_684:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[40:41], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_686
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_686:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_704
	v_or_b32_e32 v102, 6, v20
	v_mov_b32_e32 v103, v21
	v_or_b32_e32 v100, 7, v20
	v_mov_b32_e32 v101, v21
	v_cmp_lt_u64_e64 s[2:3], v[102:103], v[32:33]
	v_or_b32_e32 v98, 5, v20
	v_mov_b32_e32 v99, v21
	v_cndmask_b32_e64 v97, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[100:101], v[32:33]
	v_or_b32_e32 v54, 4, v20
	v_mov_b32_e32 v55, v21
	v_cndmask_b32_e64 v100, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[98:99], v[32:33]
	v_or_b32_e32 v52, 2, v20
	v_mov_b32_e32 v53, v21
	v_cndmask_b32_e64 v98, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[54:55], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v54, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v52, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v98, 1, v98
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v100, 3, v100
	v_or_b32_e32 v54, v54, v98
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v52, 2, v52
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v97, v100, v97
	v_and_b32_e32 v54, 3, v54
	v_or_b32_e32 v16, v16, v52
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v54, v54, v97
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v54, 4, v54
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v54
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_689
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_689:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_691
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s2
.LBB0_691:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_693
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v21, v15
.LBB0_693:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_695
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s2
.LBB0_695:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_697
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v21, v16
.LBB0_697:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_699
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s2
.LBB0_699:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_701
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v21, v17
.LBB0_701:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_703
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s2
.LBB0_703:
	s_or_b64 exec, exec, s[6:7]
.LBB0_704:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v54, 0x120, v30
	v_mov_b32_e32 v55, v31
	s_mov_b64 s[2:3], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[2:3], v[54:55]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_726
	v_mov_b32_e32 v53, 0
	v_lshlrev_b32_e32 v52, 3, v54
	v_lshlrev_b32_e32 v18, 4, v54
	v_mov_b32_e32 v19, v53
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[52:53], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[32:33]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_707
	flat_load_dwordx4 v[18:21], v[40:41]
.LBB0_707:
	s_andn2_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_725
	v_or_b32_e32 v104, 6, v52
	v_mov_b32_e32 v105, v53
	v_or_b32_e32 v102, 7, v52
	v_mov_b32_e32 v103, v53
	v_cmp_lt_u64_e64 s[4:5], v[104:105], v[32:33]
	v_or_b32_e32 v100, 5, v52
	v_mov_b32_e32 v101, v53
	v_cndmask_b32_e64 v97, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[102:103], v[32:33]
	v_or_b32_e32 v98, 4, v52
	v_mov_b32_e32 v99, v53
	v_cndmask_b32_e64 v102, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[100:101], v[32:33]
	v_or_b32_e32 v54, 2, v52
	v_mov_b32_e32 v55, v53
	v_cndmask_b32_e64 v100, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v52
	v_mov_b32_e32 v21, v53
	v_cndmask_b32_e64 v98, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[54:55], v[32:33]
	v_or_b32_e32 v18, 1, v52
	v_mov_b32_e32 v19, v53
	v_cndmask_b32_e64 v54, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v100, 1, v100
	v_lshlrev_b16_e32 v97, 2, v97
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v102, 3, v102
	v_or_b32_e32 v98, v98, v100
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v54, 2, v54
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v97, v102, v97
	v_and_b32_e32 v98, 3, v98
	v_or_b32_e32 v20, v20, v54
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v97, v98, v97
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v97, 4, v97
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v52, v18, v97
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_710
	flat_load_ushort v18, v[40:41]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_710:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 1, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_712
	flat_load_ushort v53, v[40:41] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v53, v18, s4
.LBB0_712:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 2, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_714
	flat_load_ushort v53, v[40:41] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v53, v19
.LBB0_714:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 3, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_716
	flat_load_ushort v53, v[40:41] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v53, v19, s4
.LBB0_716:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 4, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_718
	flat_load_ushort v53, v[40:41] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v53, v20
.LBB0_718:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 5, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_720
	flat_load_ushort v53, v[40:41] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v53, v20, s4
.LBB0_720:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v53, 6, v52
	v_and_b32_e32 v53, 1, v53
	v_cmp_eq_u32_e64 s[4:5], 1, v53
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_722
	flat_load_ushort v53, v[40:41] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v53, v21
.LBB0_722:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v52, 7, v52
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e64 s[4:5], 1, v52
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_724
	flat_load_ushort v40, v[40:41] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v40, v21, s4
.LBB0_724:
	s_or_b64 exec, exec, s[10:11]
.LBB0_725:
	s_or_b64 exec, exec, s[8:9]
.LBB0_726:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v4
	v_lshlrev_b32_e32 v52, 16, v2
	v_lshlrev_b32_e32 v55, 16, v5
	v_lshlrev_b32_e32 v53, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v54, v52
	v_and_b32_e32 v99, 0xffff0000, v4
	v_and_b32_e32 v97, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v52, v54, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v55, v53
	v_and_b32_e32 v100, 0xffff0000, v5
	v_and_b32_e32 v98, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v53, v55, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v99, v97
	s_mov_b32 s9, 0xff800000
	s_mov_b32 s8, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v97, v99, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v100, v98
	s_nop 1
	v_cndmask_b32_e64 v5, v98, v100, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v96
	s_nop 1
	v_cndmask_b32_e64 v107, v96, v2, s[4:5]
	v_sub_f32_e32 v2, v96, v107
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], s9, v96
	v_cmp_neq_f32_e64 s[6:7], v107, v96
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[102:103], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[48:49], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[50:51], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v41, v49, v41, s[4:5]
	v_cndmask_b32_e64 v51, v51, v3, s[4:5]
	v_cndmask_b32_e64 v50, v50, v2, s[4:5]
	v_cndmask_b32_e64 v40, v48, v40, s[4:5]
	v_cndmask_b32_e64 v5, v47, v5, s[4:5]
	v_cndmask_b32_e64 v4, v46, v4, s[4:5]
	v_cndmask_b32_e64 v3, v45, v103, s[4:5]
	v_cndmask_b32_e64 v2, v44, v102, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v107
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_728
	v_sub_f32_e32 v45, v97, v107
	v_sub_f32_e32 v44, v52, v107
	v_sub_f32_e32 v47, v98, v107
	v_sub_f32_e32 v46, v53, v107
	v_sub_f32_e32 v49, v99, v107
	v_sub_f32_e32 v48, v54, v107
	v_sub_f32_e32 v103, v100, v107
	v_sub_f32_e32 v102, v55, v107
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[48:49], v[48:49], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[50:51], v[50:51], v[102:103]
	v_pk_add_f32 v[40:41], v[40:41], v[48:49]
	v_pk_add_f32 v[4:5], v[4:5], v[46:47]
	v_pk_add_f32 v[2:3], v[2:3], v[44:45]
.LBB0_728:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v101, 16, v8
	v_lshlrev_b32_e32 v49, 16, v6
	v_lshlrev_b32_e32 v102, 16, v9
	v_lshlrev_b32_e32 v96, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v101, v49
	v_and_b32_e32 v105, 0xffff0000, v8
	v_and_b32_e32 v103, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v49, v101, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v102, v96
	v_and_b32_e32 v106, 0xffff0000, v9
	v_and_b32_e32 v104, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v96, v102, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v105, v103
	s_nop 1
	v_cndmask_b32_e64 v8, v103, v105, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v106, v104
	s_nop 1
	v_cndmask_b32_e64 v9, v104, v106, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v107
	s_nop 1
	v_cndmask_b32_e64 v44, v107, v6, s[6:7]
	v_sub_f32_e32 v6, v107, v44
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v44, v107
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[46:47], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[50:51] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v51, v7, s[4:5]
	v_cndmask_b32_e64 v8, v50, v6, s[4:5]
	v_cndmask_b32_e64 v7, v41, v111, s[4:5]
	v_cndmask_b32_e64 v6, v40, v110, s[4:5]
	v_cndmask_b32_e64 v5, v5, v109, s[4:5]
	v_cndmask_b32_e64 v4, v4, v108, s[4:5]
	v_cndmask_b32_e64 v3, v3, v47, s[4:5]
	v_cndmask_b32_e64 v2, v2, v46, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_730
	v_sub_f32_e32 v41, v103, v44
	v_sub_f32_e32 v40, v49, v44
	v_sub_f32_e32 v47, v104, v44
	v_sub_f32_e32 v46, v96, v44
	v_sub_f32_e32 v51, v105, v44
	v_sub_f32_e32 v50, v101, v44
	v_sub_f32_e32 v109, v106, v44
	v_sub_f32_e32 v108, v102, v44
	v_pk_mul_f32 v[108:109], v[108:109], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[50:51], v[50:51], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v50, v50
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v51, v51
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[108:109], v[8:9]
	v_pk_add_f32 v[6:7], v[50:51], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_730:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v51, 16, v12
	v_lshlrev_b32_e32 v108, 16, v10
	v_lshlrev_b32_e32 v50, 16, v13
	v_lshlrev_b32_e32 v107, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v51, v108
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e64 v40, v108, v51, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v50, v107
	v_and_b32_e32 v13, 0xffff0000, v13
	v_and_b32_e32 v11, 0xffff0000, v11
	v_cndmask_b32_e64 v41, v107, v50, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v45, v10, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v11
	s_nop 1
	v_cndmask_b32_e64 v46, v11, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v41, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v46, v45
	s_nop 1
	v_cndmask_b32_e64 v41, v45, v46, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v41, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v44
	s_nop 1
	v_cndmask_b32_e64 v40, v44, v40, s[6:7]
	v_sub_f32_e32 v41, v44, v40
	v_mul_f32_e32 v41, 0x3fb8aa3b, v41
	v_exp_f32_e32 v46, v41
	v_cmp_neq_f32_e64 s[6:7], v40, v44
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[44:45], v[46:47], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[110:111], v[46:47], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[46:47], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[46:47], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v47, s[4:5]
	v_cndmask_b32_e64 v8, v8, v46, s[4:5]
	v_cndmask_b32_e64 v7, v7, v113, s[4:5]
	v_cndmask_b32_e64 v6, v6, v112, s[4:5]
	v_cndmask_b32_e64 v5, v5, v111, s[4:5]
	v_cndmask_b32_e64 v4, v4, v110, s[4:5]
	v_cndmask_b32_e64 v3, v3, v45, s[4:5]
	v_cndmask_b32_e64 v2, v2, v44, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v40
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_732
	v_sub_f32_e32 v45, v10, v40
	v_sub_f32_e32 v44, v108, v40
	v_sub_f32_e32 v47, v11, v40
	v_sub_f32_e32 v46, v107, v40
	v_sub_f32_e32 v111, v12, v40
	v_sub_f32_e32 v110, v51, v40
	v_sub_f32_e32 v113, v13, v40
	v_sub_f32_e32 v112, v50, v40
	v_pk_mul_f32 v[112:113], v[112:113], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[110:111], v[110:111], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v110, v110
	v_exp_f32_e32 v112, v112
	v_exp_f32_e32 v113, v113
	v_exp_f32_e32 v111, v111
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_pk_add_f32 v[8:9], v[112:113], v[8:9]
	v_pk_add_f32 v[6:7], v[110:111], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[44:45], v[2:3]
.LBB0_732:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v110, 16, v16
	v_lshlrev_b32_e32 v114, 16, v14
	v_lshlrev_b32_e32 v109, 16, v17
	v_lshlrev_b32_e32 v112, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v110, v114
	v_and_b32_e32 v113, 0xffff0000, v16
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v16, v114, v110, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v109, v112
	v_and_b32_e32 v111, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v17, v112, v109, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v113, v14
	s_nop 1
	v_cndmask_b32_e64 v41, v14, v113, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v111, v15
	s_nop 1
	v_cndmask_b32_e64 v44, v15, v111, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v44, v41
	s_nop 1
	v_cndmask_b32_e64 v17, v41, v44, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v16, v40
	s_nop 1
	v_cndmask_b32_e64 v48, v40, v16, s[6:7]
	v_sub_f32_e32 v16, v40, v48
	v_mul_f32_e32 v16, 0x3fb8aa3b, v16
	v_exp_f32_e32 v16, v16
	v_cmp_neq_f32_e64 s[6:7], v48, v40
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[44:45], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[116:117], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v41, v9, v17, s[4:5]
	v_cndmask_b32_e64 v40, v8, v16, s[4:5]
	v_cndmask_b32_e64 v17, v7, v117, s[4:5]
	v_cndmask_b32_e64 v16, v6, v116, s[4:5]
	v_cndmask_b32_e64 v47, v5, v47, s[4:5]
	v_cndmask_b32_e64 v46, v4, v46, s[4:5]
	v_cndmask_b32_e64 v45, v3, v45, s[4:5]
	v_cndmask_b32_e64 v44, v2, v44, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v48
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_734
	v_sub_f32_e32 v3, v14, v48
	v_sub_f32_e32 v2, v114, v48
	v_sub_f32_e32 v5, v15, v48
	v_sub_f32_e32 v4, v112, v48
	v_sub_f32_e32 v7, v113, v48
	v_sub_f32_e32 v6, v110, v48
	v_sub_f32_e32 v9, v111, v48
	v_sub_f32_e32 v8, v109, v48
	v_pk_mul_f32 v[8:9], v[8:9], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[40:41], v[8:9], v[40:41]
	v_pk_add_f32 v[16:17], v[6:7], v[16:17]
	v_pk_add_f32 v[46:47], v[4:5], v[46:47]
	v_pk_add_f32 v[44:45], v[2:3], v[44:45]
.LBB0_734:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[22:23], v71, v63
	v_cmp_u_f32_e64 s[24:25], v67, v59
	v_cmp_u_f32_e64 s[26:27], v70, v62
	v_cmp_u_f32_e64 s[28:29], v66, v58
	v_cmp_u_f32_e64 s[30:31], v69, v61
	v_cmp_u_f32_e64 s[34:35], v65, v57
	v_cmp_u_f32_e64 s[36:37], v68, v60
	v_cmp_u_f32_e64 s[38:39], v64, v1
	v_cmp_u_f32_e64 s[40:41], v87, v79
	v_cmp_u_f32_e64 s[42:43], v83, v75
	v_cmp_u_f32_e64 s[44:45], v86, v78
	v_cmp_u_f32_e64 s[46:47], v82, v74
	v_cmp_u_f32_e64 s[48:49], v85, v77
	v_cmp_u_f32_e64 s[50:51], v81, v73
	v_cmp_u_f32_e64 s[52:53], v84, v76
	v_cmp_u_f32_e64 s[54:55], v80, v72
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	v_cmp_u_f32_e64 s[22:23], v93, v93
	v_cmp_u_f32_e64 s[24:25], v95, v95
	v_cmp_u_f32_e64 s[26:27], v91, v91
	v_cmp_u_f32_e64 s[28:29], v94, v94
	v_cmp_u_f32_e64 s[30:31], v89, v89
	v_cmp_u_f32_e64 s[34:35], v92, v92
	v_cmp_u_f32_e64 s[36:37], v88, v88
	v_cmp_u_f32_e64 s[38:39], v90, v90
	v_cmp_u_f32_e64 s[6:7], v106, v100
	v_cmp_u_f32_e64 s[8:9], v102, v55
	v_cmp_u_f32_e64 s[10:11], v105, v99
	v_cmp_u_f32_e64 s[12:13], v101, v54
	v_cmp_u_f32_e64 s[14:15], v104, v98
	v_cmp_u_f32_e64 s[16:17], v96, v53
	v_cmp_u_f32_e64 s[18:19], v103, v97
	v_cmp_u_f32_e64 s[20:21], v49, v52
	s_or_b64 s[40:41], s[38:39], s[40:41]
	s_or_b64 s[42:43], s[36:37], s[42:43]
	s_or_b64 s[44:45], s[34:35], s[44:45]
	s_or_b64 s[46:47], s[30:31], s[46:47]
	s_or_b64 s[48:49], s[28:29], s[48:49]
	s_or_b64 s[50:51], s[26:27], s[50:51]
	s_or_b64 s[52:53], s[24:25], s[52:53]
	s_or_b64 s[54:55], s[22:23], s[54:55]
	v_cmp_u_f32_e64 s[22:23], v114, v108
	v_cmp_u_f32_e64 s[24:25], v14, v10
	v_cmp_u_f32_e64 s[26:27], v112, v107
	v_cmp_u_f32_e64 s[28:29], v15, v11
	v_cmp_u_f32_e64 s[30:31], v110, v51
	v_cmp_u_f32_e64 s[34:35], v113, v12
	v_cmp_u_f32_e64 s[36:37], v109, v50
	v_cmp_u_f32_e64 s[38:39], v111, v13
	s_or_b64 s[54:55], s[20:21], s[54:55]
	s_or_b64 s[18:19], s[18:19], s[52:53]
	s_or_b64 s[16:17], s[16:17], s[50:51]
	s_or_b64 s[14:15], s[14:15], s[48:49]
	s_or_b64 s[12:13], s[12:13], s[46:47]
	s_or_b64 s[10:11], s[10:11], s[44:45]
	s_or_b64 s[8:9], s[8:9], s[42:43]
	s_or_b64 s[6:7], s[6:7], s[40:41]
	s_or_b64 s[38:39], s[6:7], s[38:39]
	s_or_b64 s[36:37], s[8:9], s[36:37]
	s_or_b64 s[34:35], s[10:11], s[34:35]
	s_or_b64 s[20:21], s[12:13], s[30:31]
	s_or_b64 s[28:29], s[14:15], s[28:29]
	s_or_b64 s[26:27], s[16:17], s[26:27]
	s_or_b64 s[24:25], s[18:19], s[24:25]
	s_or_b64 s[22:23], s[54:55], s[22:23]
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_738
	v_lshlrev_b32_e32 v2, 16, v21
	v_lshlrev_b32_e32 v3, 16, v20
	v_lshlrev_b32_e32 v7, 16, v18
	v_and_b32_e32 v6, 0xffff0000, v20
	v_and_b32_e32 v8, 0xffff0000, v19
	v_cmp_u_f32_e64 s[6:7], v2, v2
	v_cmp_u_f32_e64 s[8:9], v6, v6
	v_cmp_u_f32_e64 s[10:11], v3, v3
	v_cmp_u_f32_e64 s[12:13], v8, v8
	v_cmp_u_f32_e64 s[14:15], v7, v7
	v_lshlrev_b32_e32 v5, 16, v19
	s_or_b64 s[40:41], s[14:15], s[22:23]
	s_or_b64 s[14:15], s[12:13], s[28:29]
	s_or_b64 s[12:13], s[10:11], s[20:21]
	s_or_b64 s[10:11], s[8:9], s[34:35]
	s_or_b64 s[8:9], s[6:7], s[36:37]
	v_cmp_gt_f32_e64 s[6:7], v3, v7
	v_and_b32_e32 v9, 0xffff0000, v18
	v_and_b32_e32 v4, 0xffff0000, v21
	v_cndmask_b32_e64 v1, v7, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v2, v5
	v_cmp_u_f32_e64 s[2:3], v4, v4
	v_cmp_u_f32_e64 s[16:17], v9, v9
	v_cndmask_b32_e64 v10, v5, v2, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v9
	v_cmp_u_f32_e64 s[18:19], v5, v5
	s_or_b64 s[18:19], s[18:19], s[26:27]
	v_cndmask_b32_e64 v11, v9, v6, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v4, v8
	s_or_b64 s[16:17], s[16:17], s[24:25]
	s_mov_b32 s42, 0x3fb8aa3b
	v_cndmask_b32_e64 v12, v8, v4, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v10, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v10, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v1, v48
	s_nop 1
	v_cndmask_b32_e64 v1, v48, v1, s[6:7]
	v_sub_f32_e32 v10, v48, v1
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	s_or_b64 s[6:7], s[2:3], s[38:39]
	v_cmp_neq_f32_e64 s[2:3], v1, v48
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_pk_mul_f32 v[12:13], v[10:11], v[44:45] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[46:47] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v41, v41, v11, s[2:3]
	v_cndmask_b32_e64 v40, v40, v10, s[2:3]
	v_cndmask_b32_e64 v17, v17, v19, s[2:3]
	v_cndmask_b32_e64 v16, v16, v18, s[2:3]
	v_cndmask_b32_e64 v47, v47, v15, s[2:3]
	v_cndmask_b32_e64 v46, v46, v14, s[2:3]
	v_cndmask_b32_e64 v45, v45, v13, s[2:3]
	v_cndmask_b32_e64 v44, v44, v12, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v1
	v_mov_b32_e32 v48, 0xff800000
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_737
	v_sub_f32_e32 v11, v9, v1
	v_sub_f32_e32 v10, v7, v1
	v_sub_f32_e32 v9, v8, v1
	v_sub_f32_e32 v8, v5, v1
	v_sub_f32_e32 v7, v6, v1
	v_sub_f32_e32 v6, v3, v1
	v_sub_f32_e32 v3, v4, v1
	v_sub_f32_e32 v2, v2, v1
	v_pk_mul_f32 v[2:3], v[2:3], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[6:7], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[8:9], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[10:11], s[42:43] op_sel_hi:[1,0]
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v3, v3
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v9, v9
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_add_f32 v[46:47], v[6:7], v[46:47]
	v_pk_add_f32 v[44:45], v[8:9], v[44:45]
	v_mov_b32_e32 v48, v1
.LBB0_737:
	s_or_b64 exec, exec, s[4:5]
	s_andn2_b64 s[2:3], s[22:23], exec
	s_and_b64 s[4:5], s[40:41], exec
	s_or_b64 s[22:23], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[24:25], exec
	s_and_b64 s[4:5], s[16:17], exec
	s_or_b64 s[24:25], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[26:27], exec
	s_and_b64 s[4:5], s[18:19], exec
	s_or_b64 s[26:27], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[28:29], exec
	s_and_b64 s[4:5], s[14:15], exec
	s_or_b64 s[28:29], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[20:21], exec
	s_and_b64 s[4:5], s[12:13], exec
	s_or_b64 s[20:21], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[34:35], exec
	s_and_b64 s[4:5], s[10:11], exec
	s_or_b64 s[34:35], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[36:37], exec
	s_and_b64 s[4:5], s[8:9], exec
	s_or_b64 s[36:37], s[2:3], s[4:5]
	s_andn2_b64 s[2:3], s[38:39], exec
	s_and_b64 s[4:5], s[6:7], exec
	s_or_b64 s[38:39], s[2:3], s[4:5]
.LBB0_738:
	s_or_b64 exec, exec, s[30:31]
	v_mov_b32_e32 v1, 16
	v_lshlrev_b32_sdwa v1, v1, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mov_b32_e32 v56, 0x7fc00000
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[36:37]
	v_cndmask_b32_e64 v2, v56, v1, s[0:1]
	v_lshl_add_u64 v[10:11], v[10:11], 0, v[42:43]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	v_lshl_add_u64 v[18:19], s[72:73], 0, v[10:11]
	s_mov_b64 s[30:31], 0
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[40:41], 0x129
	s_mov_b32 s16, 0xff80ff80
	s_mov_b32 s33, 0x5040100
	s_movk_i32 s50, 0xff80
	s_mov_b32 s51, 0xffff
	s_mov_b64 s[42:43], 0x200
	s_mov_b64 s[44:45], 0x100
	v_mov_b32_e32 v57, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v42, 0
	s_branch .LBB0_742
.LBB0_739:
	s_or_b64 exec, exec, s[2:3]
.LBB0_740:
	s_or_b64 exec, exec, s[48:49]
.LBB0_741:
	s_or_b64 exec, exec, s[46:47]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v15
	v_and_b32_e32 v15, 0xffff0000, v15
	v_max_f32_e32 v61, v52, v15
	v_cmp_o_f32_e64 s[0:1], v52, v15
	v_lshlrev_b32_e32 v59, 16, v14
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v52, v56, v61, s[0:1]
	v_max_f32_e32 v61, v55, v60
	v_cmp_o_f32_e64 s[0:1], v55, v60
	v_lshlrev_b32_e32 v58, 16, v13
	v_and_b32_e32 v13, 0xffff0000, v13
	v_cndmask_b32_e64 v55, v56, v61, s[0:1]
	v_max_f32_e32 v61, v50, v14
	v_cmp_o_f32_e64 s[0:1], v50, v14
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v12, 0xffff0000, v12
	v_cndmask_b32_e64 v50, v56, v61, s[0:1]
	v_max_f32_e32 v61, v53, v59
	v_cmp_o_f32_e64 s[0:1], v53, v59
	s_add_u32 s30, s30, 32
	s_addc_u32 s31, s31, 0
	v_cndmask_b32_e64 v53, v56, v61, s[0:1]
	v_max_f32_e32 v61, v51, v13
	v_cmp_o_f32_e64 s[0:1], v51, v13
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[42:43]
	s_cmp_eq_u64 s[30:31], 0x140
	v_cndmask_b32_e64 v51, v56, v61, s[0:1]
	v_max_f32_e32 v61, v54, v58
	v_cmp_o_f32_e64 s[0:1], v54, v58
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[44:45]
	s_nop 0
	v_cndmask_b32_e64 v54, v56, v61, s[0:1]
	v_max_f32_e32 v61, v49, v12
	v_cmp_o_f32_e64 s[0:1], v49, v12
	s_nop 1
	v_cndmask_b32_e64 v49, v56, v61, s[0:1]
	v_max_f32_e32 v61, v43, v10
	v_cmp_o_f32_e64 s[0:1], v43, v10
	s_nop 1
	v_cndmask_b32_e64 v43, v56, v61, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v2, v10
	s_nop 1
	v_addc_co_u32_e64 v9, s[0:1], 0, v9, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v1, v12
	s_nop 1
	v_addc_co_u32_e64 v20, s[0:1], 0, v20, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v4, v58
	s_nop 1
	v_addc_co_u32_e64 v21, s[0:1], 0, v21, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v3, v13
	s_nop 1
	v_addc_co_u32_e64 v34, s[0:1], 0, v34, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v6, v59
	s_nop 1
	v_addc_co_u32_e64 v35, s[0:1], 0, v35, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v5, v14
	s_nop 1
	v_addc_co_u32_e64 v36, s[0:1], 0, v36, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v8, v60
	s_nop 1
	v_addc_co_u32_e64 v37, s[0:1], 0, v37, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v7, v15
	s_nop 1
	v_addc_co_u32_e64 v42, s[0:1], 0, v42, s[0:1]
	s_cbranch_scc1 .LBB0_762
.LBB0_742:
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[30:31]
	v_cmp_gt_u64_e64 s[0:1], s[40:41], v[12:13]
	v_mov_b32_e32 v12, 0xff80ff80
	v_mov_b32_e32 v13, 0xff80ff80
	v_mov_b32_e32 v14, 0xff80ff80
	v_mov_b32_e32 v15, 0xff80ff80
	s_and_saveexec_b64 s[46:47], s[0:1]
	s_cbranch_execz .LBB0_741
	v_lshl_add_u64 v[12:13], v[38:39], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[12:13], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_745
	flat_load_dwordx4 v[12:15], v[18:19]
.LBB0_745:
	s_andn2_saveexec_b64 s[48:49], s[0:1]
	s_cbranch_execz .LBB0_740
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 1, v38
	v_mov_b32_e32 v13, v39
	v_or_b32_e32 v14, 3, v38
	v_mov_b32_e32 v15, v39
	s_mov_b32 s17, s16
	v_or_b32_e32 v58, 2, v38
	v_mov_b32_e32 v59, v39
	v_or_b32_e32 v60, 4, v38
	v_mov_b32_e32 v61, v39
	v_or_b32_e32 v62, 5, v38
	v_mov_b32_e32 v63, v39
	v_or_b32_e32 v64, 7, v38
	v_mov_b32_e32 v65, v39
	v_or_b32_e32 v66, 6, v38
	v_mov_b32_e32 v67, v39
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[32:33]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	v_mov_b64_e32 v[12:13], s[16:17]
	v_cmp_lt_u64_e64 s[14:15], v[66:67], v[32:33]
	v_cmp_lt_u64_e64 s[12:13], v[64:65], v[32:33]
	v_cmp_lt_u64_e64 s[10:11], v[62:63], v[32:33]
	v_cmp_lt_u64_e64 s[8:9], v[60:61], v[32:33]
	v_cmp_lt_u64_e64 s[6:7], v[58:59], v[32:33]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	v_mov_b64_e32 v[14:15], s[18:19]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_748
	flat_load_ushort v10, v[18:19]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s50, v10, v57
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
.LBB0_748:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v58, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v58, 3, v58
	v_or_b32_e32 v10, v58, v10
	v_cndmask_b32_e64 v58, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v58, 1, v58
	v_cndmask_b32_e64 v59, 0, 1, s[8:9]
	v_or_b32_e32 v58, v59, v58
	v_and_b32_e32 v58, 3, v58
	v_or_b32_e32 v10, v58, v10
	v_cndmask_b32_e64 v58, 0, 1, s[6:7]
	v_cndmask_b32_e64 v59, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v58, 2, v58
	v_lshlrev_b16_e32 v59, 3, v59
	v_or_b32_e32 v58, v59, v58
	v_cndmask_b32_e64 v59, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v59, 1, v59
	v_cndmask_b32_e64 v60, 0, 1, s[0:1]
	v_or_b32_e32 v59, v60, v59
	v_and_b32_e32 v59, 3, v59
	v_or_b32_e32 v58, v59, v58
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v58, 15, v58
	v_or_b32_e32 v10, v58, v10
	v_lshrrev_b16_e32 v58, 1, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_750
	flat_load_ushort v58, v[18:19] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v58, v12, s33
.LBB0_750:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v58, 2, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_752
	flat_load_ushort v58, v[18:19] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s51, v58, v13
.LBB0_752:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v58, 3, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_754
	flat_load_ushort v58, v[18:19] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v58, v13, s33
.LBB0_754:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v58, 4, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_756
	flat_load_ushort v58, v[18:19] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s51, v58, v14
.LBB0_756:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v58, 5, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_758
	flat_load_ushort v58, v[18:19] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v58, v14, s33
.LBB0_758:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v58, 6, v10
	v_and_b32_e32 v58, 1, v58
	v_cmp_eq_u32_e64 s[0:1], 1, v58
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_760
	flat_load_ushort v58, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s51, v58, v15
.LBB0_760:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[0:1], 1, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_739
	flat_load_ushort v10, v[18:19] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v10, v15, s33
	s_branch .LBB0_739
.LBB0_762:
	v_cndmask_b32_e64 v1, 0, 1, s[26:27]
	v_cndmask_b32_e64 v2, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[22:23]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[36:37]
	v_cndmask_b32_e64 v3, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[34:35]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v4, 0, 1, s[20:21]
	v_or_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v1, v1, v2
	v_pk_add_f32 v[2:3], v[46:47], v[40:41]
	v_pk_add_f32 v[4:5], v[44:45], v[16:17]
	v_mov_b32_e32 v6, 0
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_add_f32_e32 v2, v2, v3
	v_cmp_eq_u16_sdwa s[0:1], v1, v6 src0_sel:BYTE_0 src1_sel:DWORD
	v_max_f32_e32 v3, v43, v53
	v_max_f32_e32 v6, v51, v52
	v_cndmask_b32_e64 v1, v4, v48, s[0:1]
	v_cndmask_b32_e64 v5, v4, v2, s[0:1]
	v_max_f32_e32 v2, v54, v55
	v_cmp_o_f32_e64 s[0:1], v54, v55
	v_max_f32_e32 v7, v49, v50
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e64 v2, v4, v2, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v43, v53
	v_and_b32_e32 v0, 0xfc, v0
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v51, v52
	s_nop 1
	v_cndmask_b32_e64 v6, v4, v6, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v49, v50
	s_nop 1
	v_cndmask_b32_e64 v7, v4, v7, s[0:1]
	v_max_f32_e32 v8, v7, v6
	v_cmp_o_f32_e64 s[0:1], v7, v6
	v_max_f32_e32 v7, v3, v2
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v8, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v3, v2
	v_mul_lo_u32 v8, v23, s76
	s_nop 0
	v_cndmask_b32_e64 v2, v4, v7, s[0:1]
	v_max_f32_e32 v3, v2, v6
	v_cmp_o_f32_e64 s[0:1], v2, v6
	v_mul_lo_u32 v7, v22, s77
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v3, s[0:1]
	v_mad_u64_u32 v[2:3], s[0:1], v22, s76, v[24:25]
	v_add3_u32 v3, v8, v3, v7
	v_xor_b32_e32 v8, 64, v0
	v_add_u32_e32 v7, v9, v20
	ds_bpermute_b32 v9, v8, v1
	v_add3_u32 v7, v7, v21, v34
	v_and_b32_e32 v10, 0xffff0000, v6
	v_cmp_o_f32_e64 s[0:1], v6, v6
	v_add3_u32 v7, v7, v35, v36
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v1, v9
	v_cndmask_b32_e64 v4, v4, v10, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v9, v9
	v_add3_u32 v7, v7, v37, v42
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_or_b32_e32 v4, v4, v7
	v_cndmask_b32_e64 v7, v1, v9, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v1, v1
	v_lshl_or_b32 v2, v30, 2, v2
	v_cndmask_b32_e64 v6, v9, v1, s[2:3]
	v_cndmask_b32_e64 v7, v7, v1, s[0:1]
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[2:3]
	v_sub_f32_e32 v6, v6, v7
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	flat_store_dword v[2:3], v4
	v_xor_b32_e32 v3, 32, v0
	v_exp_f32_e32 v6, v6
	ds_bpermute_b32 v4, v3, v7
	ds_bpermute_b32 v2, v8, v5
	v_cmp_neq_f32_e64 s[0:1], v1, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v7, v4
	v_cndmask_b32_e64 v1, 1.0, v6, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v7, v9
	v_mul_f32_e32 v1, v5, v1
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	v_cndmask_b32_e64 v6, 1.0, v6, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v6, v2
	v_cndmask_b32_e64 v6, v7, v4, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	v_add_f32_e32 v1, v1, v2
	ds_bpermute_b32 v2, v3, v1
	v_cndmask_b32_e64 v6, v6, v7, s[0:1]
	v_sub_f32_e32 v5, v5, v6
	v_mul_f32_e32 v5, 0x3fb8aa3b, v5
	v_cmp_neq_f32_e64 s[0:1], v7, v6
	v_xor_b32_e32 v7, 16, v0
	v_exp_f32_e32 v5, v5
	ds_bpermute_b32 v8, v7, v6
	v_cndmask_b32_e64 v3, 1.0, v5, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v6, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v6, v8
	v_mul_f32_e32 v1, v1, v3
	v_cndmask_b32_e64 v4, 1.0, v5, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v8, v8
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, v6, v8, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	v_cndmask_b32_e64 v3, v8, v6, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_cmp_neq_f32_e64 s[0:1], v6, v4
	v_xor_b32_e32 v6, 8, v0
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v2, v7, v1
	ds_bpermute_b32 v7, v6, v4
	v_xor_b32_e32 v0, 4, v0
	v_cndmask_b32_e64 v5, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v8
	v_mul_f32_e32 v1, v1, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v5, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_cndmask_b32_e64 v3, v7, v4, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v5, v5, v4, s[0:1]
	v_sub_f32_e32 v3, v3, v5
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v2, v6, v1
	ds_bpermute_b32 v6, v0, v5
	v_cmp_neq_f32_e64 s[0:1], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v5, v6
	v_cndmask_b32_e64 v4, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v5, v7
	v_mul_f32_e32 v1, v1, v4
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v4, v5, v6, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v5, v5
	v_cndmask_b32_e64 v3, v6, v5, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v8, v4, v5, s[0:1]
	v_sub_f32_e32 v3, v3, v8
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v0, v0, v1
	v_cmp_neq_f32_e64 s[0:1], v5, v8
	s_nop 1
	v_cndmask_b32_e64 v2, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v8, v6
	v_mul_f32_e32 v1, v1, v2
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v3, v0
	v_add_f32_e32 v1, v1, v0
.LBB0_763:
	s_or_b64 exec, exec, s[56:57]
.LBB0_764:
	s_andn2_saveexec_b64 s[2:3], s[74:75]
	s_cbranch_execz .LBB0_770
	v_and_b32_e32 v0, 31, v0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[6:7], 0
	v_cmp_eq_u64_e64 s[0:1], 0, v[0:1]
	v_mov_b64_e32 v[30:31], v[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_769
	v_mad_u64_u32 v[2:3], s[0:1], v22, s76, v[24:25]
	v_mul_lo_u32 v0, v22, s77
	v_mul_lo_u32 v4, v23, s76
	v_add3_u32 v3, v4, v3, v0
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_mov_b32_e32 v4, 0xff800000
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[2:3]
	v_mov_b32_e32 v5, v4
.LBB0_767:
	v_lshl_add_u64 v[6:7], v[2:3], 0, s[6:7]
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 0x80
	flat_store_dwordx2 v[6:7], v[4:5]
	s_cbranch_scc0 .LBB0_767
	v_mov_b64_e32 v[30:31], 0
.LBB0_769:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v8, 0xff800000
.LBB0_770:
	s_or_b64 exec, exec, s[2:3]
.LBB0_771:
	s_or_b64 exec, exec, s[68:69]
	v_cmp_eq_u64_e64 s[0:1], 0, v[30:31]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_773
	v_mad_u64_u32 v[4:5], s[0:1], v22, s76, v[24:25]
	v_mul_lo_u32 v0, v22, s77
	v_mul_lo_u32 v6, v23, s76
	v_mov_b32_e32 v2, s64
	v_mov_b32_e32 v3, s65
	v_add3_u32 v5, v6, v5, v0
	v_lshl_add_u64 v[2:3], v[4:5], 3, v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_cmp_o_f32_e64 s[0:1], v8, v8
	s_nop 1
	v_cndmask_b32_e64 v0, v4, v8, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v1, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v4, v1, s[0:1]
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB0_773:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, v25, v31
	v_or_b32_e32 v0, v24, v30
	v_cmp_eq_u64_e64 s[0:1], 0, v[0:1]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_779
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_778
	flat_load_dwordx2 v[0:1], v[28:29]
	v_mov_b32_e32 v2, s59
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_subrev_co_u32_e32 v0, vcc, s58, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_gt_i64_e32 vcc, s[60:61], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_777
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[26:27]
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v0
.LBB0_777:
	s_or_b64 exec, exec, s[0:1]
.LBB0_778:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_779:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_stats
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 80
		.amdhsa_accum_offset 120
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
	.size	logpjit_topk_stats, .Lfunc_end0-logpjit_topk_stats

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
    .name:           logpjit_topk_stats
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     118
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
