; golden AMDGCN for tests/codegen/gfx942_test.cpp (default tile_stats, native math)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_tile_stats
	.p2align	8
	.type	logpjit_tile_stats,@function
logpjit_tile_stats:
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
	s_sub_u32 s68, s8, s6
	s_subb_u32 s69, s9, s6
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v2, s2, v1
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v3, s3
	v_or_b32_e32 v5, s69, v1
	v_or_b32_e32 v4, s68, v2
	s_mov_b64 s[2:3], 0xffffffff
	v_cmp_lt_u64_e32 vcc, s[2:3], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_mov_b64_e32 v[22:23], 0
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 63
	v_mov_b32_e32 v1, s69
	v_mov_b32_e32 v4, s68
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
	v_cmp_gt_u64_e32 vcc, s[68:69], v[8:9]
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
	v_cvt_f32_u32_e32 v1, s68
	s_sub_i32 s4, 0, s68
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
	v_mul_lo_u32 v3, v1, s68
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s68, v3
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s68, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s68, v3
	s_nop 1
	v_cndmask_b32_e32 v22, v1, v4, vcc
	v_mul_lo_u32 v1, v22, s68
	v_sub_u32_e32 v24, v2, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x58
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[2:3], v[22:23]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_699
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v31, 0
	v_and_b32_e32 v30, 31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[26:27], v[22:23], 3, v[2:3]
	flat_load_dwordx2 v[4:5], v[26:27]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[64:67], s[0:1], 0x48
	v_mov_b32_e32 v2, s62
	v_mov_b32_e32 v3, s63
	s_movk_i32 s2, 0xf6ba
	v_mad_u64_u32 v[2:3], s[0:1], v24, s2, v[2:3]
	v_mov_b32_e32 v6, v3
	v_mad_u64_u32 v[6:7], s[0:1], v25, s2, v[6:7]
	v_sub_u32_e32 v3, v6, v24
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s4
	v_mov_b32_e32 v7, s5
	s_lshl_b32 s4, s6, 1
	v_mov_b32_e32 v1, s6
	v_alignbit_b32 v1, s7, v1, 31
	v_mad_u64_u32 v[28:29], s[2:3], s4, v22, v[6:7]
	v_cmp_gt_i64_e64 s[0:1], 1, v[2:3]
	v_mul_lo_u32 v6, s4, v23
	v_mul_lo_u32 v1, v1, v22
	v_add3_u32 v29, v1, v29, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s[2:3], s[56:57], v[4:5]
	v_cmp_ne_u64_e32 vcc, s[56:57], v[4:5]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0xff800000
	s_or_saveexec_b64 s[56:57], s[0:1]
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v1, s2
	s_xor_b64 exec, exec, s[56:57]
	s_cbranch_execz .LBB0_691
	s_movk_i32 s2, 0x128c
	v_mad_u64_u32 v[34:35], s[0:1], v24, s2, v[28:29]
	v_mov_b32_e32 v4, v35
	v_mad_u64_u32 v[4:5], s[0:1], v25, s2, v[4:5]
	v_cmp_lt_i64_e64 s[0:1], 0, v[2:3]
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v1, 0x946
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	s_mov_b64 s[0:1], 0x946
	v_cmp_gt_i64_e64 s[0:1], s[0:1], v[2:3]
	v_mov_b32_e32 v35, v4
	s_nop 0
	v_cndmask_b32_e64 v33, 0, v3, s[0:1]
	v_cndmask_b32_e64 v32, v1, v2, s[0:1]
	v_and_b32_e32 v2, 15, v34
	v_mov_b32_e32 v3, v31
	v_cmp_ne_u64_e64 s[0:1], 0, v[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[62:63], exec, s[2:3]
	s_cbranch_execz .LBB0_464
	v_and_b32_e32 v2, 3, v34
	v_mov_b32_e32 v3, v31
	v_cmp_ne_u64_e64 s[2:3], 0, v[2:3]
	v_lshlrev_b32_e32 v8, 3, v30
	v_mov_b32_e32 v9, v31
	v_lshlrev_b32_e32 v2, 4, v30
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[70:71], exec, s[4:5]
	s_cbranch_execz .LBB0_237
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_14
	flat_load_ushort v1, v[6:7] offset:14
	flat_load_ushort v2, v[6:7] offset:12
	flat_load_ushort v3, v[6:7] offset:10
	flat_load_ushort v4, v[6:7] offset:8
	flat_load_ushort v8, v[6:7] offset:6
	flat_load_ushort v9, v[6:7]
	flat_load_ushort v10, v[6:7] offset:4
	flat_load_ushort v11, v[6:7] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v2, s4
	v_perm_b32 v4, v3, v4, s4
	v_perm_b32 v3, v8, v10, s4
	v_perm_b32 v2, v11, v9, s4
.LBB0_14:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_32
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v1, 2, v1
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
	v_or_b32_e32 v1, v16, v1
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v12, v1
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
	s_cbranch_execz .LBB0_17
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_19
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s2
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_21
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v8, v3
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_23
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s2
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_25
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v8, v4
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_27
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s2
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_29
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v8, v5
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_31
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s2
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
.LBB0_32:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_34
	flat_load_ushort v1, v[10:11] offset:14
	flat_load_ushort v6, v[10:11] offset:12
	flat_load_ushort v7, v[10:11] offset:10
	flat_load_ushort v8, v[10:11] offset:8
	flat_load_ushort v12, v[10:11] offset:6
	flat_load_ushort v13, v[10:11]
	flat_load_ushort v14, v[10:11] offset:4
	flat_load_ushort v15, v[10:11] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v6, s4
	v_perm_b32 v8, v7, v8, s4
	v_perm_b32 v7, v12, v14, s4
	v_perm_b32 v6, v15, v13, s4
.LBB0_34:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_52
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[36:37], v[32:33]
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
	s_cbranch_execz .LBB0_37
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_39
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s2
.LBB0_39:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_41
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v12, v7
.LBB0_41:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_43
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s2
.LBB0_43:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_45
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v12, v8
.LBB0_45:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_47
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s2
.LBB0_47:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_49
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v12, v9
.LBB0_49:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_51
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s2
.LBB0_51:
	s_or_b64 exec, exec, s[6:7]
.LBB0_52:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_54
	flat_load_ushort v1, v[14:15] offset:14
	flat_load_ushort v10, v[14:15] offset:12
	flat_load_ushort v11, v[14:15] offset:10
	flat_load_ushort v12, v[14:15] offset:8
	flat_load_ushort v16, v[14:15] offset:6
	flat_load_ushort v17, v[14:15]
	flat_load_ushort v18, v[14:15] offset:4
	flat_load_ushort v19, v[14:15] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v10, s4
	v_perm_b32 v12, v11, v12, s4
	v_perm_b32 v11, v16, v18, s4
	v_perm_b32 v10, v19, v17, s4
.LBB0_54:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_72
	v_or_b32_e32 v40, 6, v16
	v_mov_b32_e32 v41, v17
	v_or_b32_e32 v38, 7, v16
	v_mov_b32_e32 v39, v17
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[32:33]
	v_or_b32_e32 v36, 5, v16
	v_mov_b32_e32 v37, v17
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v38, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[36:37], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v36, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v36, 1, v36
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v38, 3, v38
	v_or_b32_e32 v20, v20, v36
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v38, v1
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
	s_cbranch_execz .LBB0_57
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_57:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_59
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s2
.LBB0_59:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_61
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v16, v11
.LBB0_61:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_63
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s2
.LBB0_63:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_65
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v16, v12
.LBB0_65:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_67
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s2
.LBB0_67:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_69
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v16, v13
.LBB0_69:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_71
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s2
.LBB0_71:
	s_or_b64 exec, exec, s[6:7]
.LBB0_72:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_74
	flat_load_ushort v1, v[18:19] offset:14
	flat_load_ushort v14, v[18:19] offset:12
	flat_load_ushort v15, v[18:19] offset:10
	flat_load_ushort v16, v[18:19] offset:8
	flat_load_ushort v20, v[18:19] offset:6
	flat_load_ushort v21, v[18:19]
	flat_load_ushort v36, v[18:19] offset:4
	flat_load_ushort v37, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v14, s4
	v_perm_b32 v16, v15, v16, s4
	v_perm_b32 v15, v20, v36, s4
	v_perm_b32 v14, v37, v21, s4
.LBB0_74:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_92
	v_or_b32_e32 v44, 6, v20
	v_mov_b32_e32 v45, v21
	v_or_b32_e32 v42, 7, v20
	v_mov_b32_e32 v43, v21
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v40, 5, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[32:33]
	v_or_b32_e32 v38, 4, v20
	v_mov_b32_e32 v39, v21
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[32:33]
	v_or_b32_e32 v36, 2, v20
	v_mov_b32_e32 v37, v21
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[32:33]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v38, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[36:37], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v36, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v40, 1, v40
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v42, 3, v42
	v_or_b32_e32 v38, v38, v40
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v36, 2, v36
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v42, v1
	v_and_b32_e32 v38, 3, v38
	v_or_b32_e32 v16, v16, v36
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v38, v1
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
	s_cbranch_execz .LBB0_77
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_77:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_79
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s2
.LBB0_79:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_81
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v20, v15
.LBB0_81:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_83
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s2
.LBB0_83:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_85
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v20, v16
.LBB0_85:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_87
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s2
.LBB0_87:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_89
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v20, v17
.LBB0_89:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_91
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s2
.LBB0_91:
	s_or_b64 exec, exec, s[6:7]
.LBB0_92:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v39, 0
	v_lshlrev_b32_e32 v38, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v39
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[38:39], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_94
	flat_load_ushort v1, v[36:37] offset:14
	flat_load_ushort v18, v[36:37] offset:12
	flat_load_ushort v19, v[36:37] offset:10
	flat_load_ushort v20, v[36:37] offset:8
	flat_load_ushort v38, v[36:37] offset:6
	flat_load_ushort v39, v[36:37]
	flat_load_ushort v40, v[36:37] offset:4
	flat_load_ushort v41, v[36:37] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v18, s4
	v_perm_b32 v20, v19, v20, s4
	v_perm_b32 v19, v38, v40, s4
	v_perm_b32 v18, v41, v39, s4
.LBB0_94:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_112
	v_or_b32_e32 v48, 6, v38
	v_mov_b32_e32 v49, v39
	v_or_b32_e32 v46, 7, v38
	v_mov_b32_e32 v47, v39
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[32:33]
	v_or_b32_e32 v44, 5, v38
	v_mov_b32_e32 v45, v39
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v42, 4, v38
	v_mov_b32_e32 v43, v39
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v40, 2, v38
	v_mov_b32_e32 v41, v39
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[32:33]
	v_or_b32_e32 v20, 3, v38
	v_mov_b32_e32 v21, v39
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[32:33]
	v_or_b32_e32 v18, 1, v38
	v_mov_b32_e32 v19, v39
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v42, v42, v44
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v40, 2, v40
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v42, 3, v42
	v_or_b32_e32 v20, v20, v40
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_97
	flat_load_ushort v18, v[36:37]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_97:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v38, 1, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_99
	flat_load_ushort v38, v[36:37] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v38, v18, s2
.LBB0_99:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v38, 2, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_101
	flat_load_ushort v38, v[36:37] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v38, v19
.LBB0_101:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v38, 3, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_103
	flat_load_ushort v38, v[36:37] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v38, v19, s2
.LBB0_103:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v38, 4, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_105
	flat_load_ushort v38, v[36:37] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v38, v20
.LBB0_105:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v38, 5, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_107
	flat_load_ushort v38, v[36:37] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v38, v20, s2
.LBB0_107:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v38, 6, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[2:3], 1, v38
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_109
	flat_load_ushort v38, v[36:37] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v38, v21
.LBB0_109:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_111
	flat_load_ushort v1, v[36:37] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s2
.LBB0_111:
	s_or_b64 exec, exec, s[6:7]
.LBB0_112:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v49, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v50, 16, v5
	v_lshlrev_b32_e32 v48, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v49, v1
	v_and_b32_e32 v53, 0xffff0000, v4
	v_and_b32_e32 v51, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v49, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v50, v48
	v_and_b32_e32 v54, 0xffff0000, v5
	v_and_b32_e32 v52, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v48, v50, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v53, v51
	s_mov_b32 s7, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v51, v53, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v54, v52
	s_nop 1
	v_cndmask_b32_e64 v5, v52, v54, s[2:3]
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
	v_max_f32_e32 v41, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[2:3], s7, v41
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v36, v2
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_114
	v_sub_f32_e32 v3, v51, v41
	v_sub_f32_e32 v2, v1, v41
	v_sub_f32_e32 v5, v52, v41
	v_sub_f32_e32 v4, v48, v41
	v_sub_f32_e32 v37, v53, v41
	v_sub_f32_e32 v36, v49, v41
	v_sub_f32_e32 v39, v54, v41
	v_sub_f32_e32 v38, v50, v41
	s_mov_b32 s6, 0x3fb8aa3b
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[38:39], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[36:37], v[36:37], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_114:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v57, 16, v8
	v_lshlrev_b32_e32 v55, 16, v6
	v_lshlrev_b32_e32 v58, 16, v9
	v_lshlrev_b32_e32 v56, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v57, v55
	v_and_b32_e32 v61, 0xffff0000, v8
	v_and_b32_e32 v59, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v55, v57, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v58, v56
	v_and_b32_e32 v62, 0xffff0000, v9
	v_and_b32_e32 v60, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v56, v58, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v61, v59
	s_mov_b32 s6, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v59, v61, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v62, v60
	s_nop 1
	v_cndmask_b32_e64 v9, v60, v62, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v41
	s_nop 1
	v_cndmask_b32_e64 v40, v41, v6, s[4:5]
	v_sub_f32_e32 v6, v41, v40
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v40, v41
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[42:43], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[6:7], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v39, v7, s[2:3]
	v_cndmask_b32_e64 v8, v38, v6, s[2:3]
	v_cndmask_b32_e64 v7, v37, v47, s[2:3]
	v_cndmask_b32_e64 v6, v36, v46, s[2:3]
	v_cndmask_b32_e64 v5, v5, v45, s[2:3]
	v_cndmask_b32_e64 v4, v4, v44, s[2:3]
	v_cndmask_b32_e64 v3, v3, v43, s[2:3]
	v_cndmask_b32_e64 v2, v2, v42, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v40
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_116
	v_sub_f32_e32 v37, v59, v40
	v_sub_f32_e32 v36, v55, v40
	v_sub_f32_e32 v39, v60, v40
	v_sub_f32_e32 v38, v56, v40
	v_sub_f32_e32 v43, v61, v40
	v_sub_f32_e32 v42, v57, v40
	v_sub_f32_e32 v45, v62, v40
	v_sub_f32_e32 v44, v58, v40
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[42:43], v[6:7]
	v_pk_add_f32 v[4:5], v[38:39], v[4:5]
	v_pk_add_f32 v[2:3], v[36:37], v[2:3]
.LBB0_116:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v65, 16, v12
	v_lshlrev_b32_e32 v63, 16, v10
	v_lshlrev_b32_e32 v66, 16, v13
	v_lshlrev_b32_e32 v64, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v65, v63
	v_and_b32_e32 v69, 0xffff0000, v12
	v_and_b32_e32 v67, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v63, v65, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v66, v64
	v_and_b32_e32 v70, 0xffff0000, v13
	v_and_b32_e32 v68, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v64, v66, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v69, v67
	s_nop 1
	v_cndmask_b32_e64 v12, v67, v69, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v70, v68
	s_nop 1
	v_cndmask_b32_e64 v13, v68, v70, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v40
	s_nop 1
	v_cndmask_b32_e64 v10, v40, v10, s[4:5]
	v_sub_f32_e32 v11, v40, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[4:5], v10, v40
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[36:37], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v41, s[2:3]
	v_cndmask_b32_e64 v6, v6, v40, s[2:3]
	v_cndmask_b32_e64 v5, v5, v39, s[2:3]
	v_cndmask_b32_e64 v4, v4, v38, s[2:3]
	v_cndmask_b32_e64 v3, v3, v37, s[2:3]
	v_cndmask_b32_e64 v2, v2, v36, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_118
	v_sub_f32_e32 v13, v67, v10
	v_sub_f32_e32 v12, v63, v10
	v_sub_f32_e32 v37, v68, v10
	v_sub_f32_e32 v36, v64, v10
	v_sub_f32_e32 v39, v69, v10
	v_sub_f32_e32 v38, v65, v10
	v_sub_f32_e32 v41, v70, v10
	v_sub_f32_e32 v40, v66, v10
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	v_pk_add_f32 v[6:7], v[38:39], v[6:7]
	v_pk_add_f32 v[4:5], v[36:37], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_118:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v73, 16, v16
	v_lshlrev_b32_e32 v71, 16, v14
	v_lshlrev_b32_e32 v74, 16, v17
	v_lshlrev_b32_e32 v72, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v73, v71
	v_and_b32_e32 v77, 0xffff0000, v16
	v_and_b32_e32 v75, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v71, v73, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v74, v72
	v_and_b32_e32 v78, 0xffff0000, v17
	v_and_b32_e32 v76, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v72, v74, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v77, v75
	s_nop 1
	v_cndmask_b32_e64 v13, v75, v77, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v78, v76
	s_nop 1
	v_cndmask_b32_e64 v14, v76, v78, s[4:5]
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
	v_pk_mul_f32 v[36:37], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v37, s[2:3]
	v_cndmask_b32_e64 v6, v6, v36, s[2:3]
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	v_cndmask_b32_e64 v4, v4, v16, s[2:3]
	v_cndmask_b32_e64 v3, v3, v15, s[2:3]
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v11
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_120
	v_sub_f32_e32 v13, v75, v11
	v_sub_f32_e32 v12, v71, v11
	v_sub_f32_e32 v15, v76, v11
	v_sub_f32_e32 v14, v72, v11
	v_sub_f32_e32 v17, v77, v11
	v_sub_f32_e32 v16, v73, v11
	v_sub_f32_e32 v37, v78, v11
	v_sub_f32_e32 v36, v74, v11
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[36:37], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_120:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v80, 16, v20
	v_lshlrev_b32_e32 v84, 16, v18
	v_lshlrev_b32_e32 v79, 16, v21
	v_lshlrev_b32_e32 v82, 16, v19
	v_cmp_gt_f32_e64 s[4:5], v80, v84
	v_and_b32_e32 v83, 0xffff0000, v20
	v_and_b32_e32 v86, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v84, v80, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v79, v82
	v_and_b32_e32 v81, 0xffff0000, v21
	v_and_b32_e32 v85, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v82, v79, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v83, v86
	v_mov_b32_e32 v87, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v86, v83, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v81, v85
	s_nop 1
	v_cndmask_b32_e64 v14, v85, v81, s[4:5]
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
	v_cndmask_b32_e64 v43, v9, v13, s[2:3]
	v_cndmask_b32_e64 v42, v8, v12, s[2:3]
	v_cndmask_b32_e64 v41, v7, v19, s[2:3]
	v_cndmask_b32_e64 v40, v6, v18, s[2:3]
	v_cndmask_b32_e64 v39, v5, v17, s[2:3]
	v_cndmask_b32_e64 v38, v4, v16, s[2:3]
	v_cndmask_b32_e64 v37, v3, v15, s[2:3]
	v_cndmask_b32_e64 v36, v2, v14, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_122
	v_sub_f32_e32 v3, v86, v10
	v_sub_f32_e32 v2, v84, v10
	v_sub_f32_e32 v5, v85, v10
	v_sub_f32_e32 v4, v82, v10
	v_sub_f32_e32 v7, v83, v10
	v_sub_f32_e32 v6, v80, v10
	v_sub_f32_e32 v9, v81, v10
	v_sub_f32_e32 v8, v79, v10
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
	v_pk_add_f32 v[42:43], v[8:9], v[42:43]
	v_pk_add_f32 v[40:41], v[6:7], v[40:41]
	v_pk_add_f32 v[38:39], v[4:5], v[38:39]
	v_pk_add_f32 v[36:37], v[2:3], v[36:37]
	v_mov_b32_e32 v87, v10
.LBB0_122:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_124
	flat_load_ushort v2, v[6:7] offset:14
	flat_load_ushort v3, v[6:7] offset:12
	flat_load_ushort v4, v[6:7] offset:10
	flat_load_ushort v8, v[6:7] offset:8
	flat_load_ushort v9, v[6:7] offset:6
	flat_load_ushort v10, v[6:7]
	flat_load_ushort v11, v[6:7] offset:4
	flat_load_ushort v12, v[6:7] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v2, v3, s4
	v_perm_b32 v4, v4, v8, s4
	v_perm_b32 v3, v9, v11, s4
	v_perm_b32 v2, v12, v10, s4
.LBB0_124:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_142
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
	s_cbranch_execz .LBB0_127
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_127:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_129
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s2
.LBB0_129:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_131
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v9, v3
.LBB0_131:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_133
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s2
.LBB0_133:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_135
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v9, v4
.LBB0_135:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_137
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s2
.LBB0_137:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_139
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v9, v5
.LBB0_139:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_141
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s2
.LBB0_141:
	s_or_b64 exec, exec, s[6:7]
.LBB0_142:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_144
	flat_load_ushort v6, v[10:11] offset:14
	flat_load_ushort v7, v[10:11] offset:12
	flat_load_ushort v8, v[10:11] offset:10
	flat_load_ushort v12, v[10:11] offset:8
	flat_load_ushort v13, v[10:11] offset:6
	flat_load_ushort v14, v[10:11]
	flat_load_ushort v15, v[10:11] offset:4
	flat_load_ushort v16, v[10:11] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v6, v7, s4
	v_perm_b32 v8, v8, v12, s4
	v_perm_b32 v7, v13, v15, s4
	v_perm_b32 v6, v16, v14, s4
.LBB0_144:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_162
	v_or_b32_e32 v44, 6, v12
	v_mov_b32_e32 v45, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v44, 2, v44
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
	v_or_b32_e32 v20, v20, v44
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
	s_cbranch_execz .LBB0_147
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_147:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_149
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s2
.LBB0_149:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_151
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v13, v7
.LBB0_151:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_153
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s2
.LBB0_153:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_155
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v13, v8
.LBB0_155:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_157
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s2
.LBB0_157:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_159
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v13, v9
.LBB0_159:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_161
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s2
.LBB0_161:
	s_or_b64 exec, exec, s[6:7]
.LBB0_162:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_164
	flat_load_ushort v10, v[14:15] offset:14
	flat_load_ushort v11, v[14:15] offset:12
	flat_load_ushort v12, v[14:15] offset:10
	flat_load_ushort v16, v[14:15] offset:8
	flat_load_ushort v17, v[14:15] offset:6
	flat_load_ushort v18, v[14:15]
	flat_load_ushort v19, v[14:15] offset:4
	flat_load_ushort v20, v[14:15] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v10, v11, s4
	v_perm_b32 v12, v12, v16, s4
	v_perm_b32 v11, v17, v19, s4
	v_perm_b32 v10, v20, v18, s4
.LBB0_164:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_182
	v_or_b32_e32 v88, 6, v16
	v_mov_b32_e32 v89, v17
	v_or_b32_e32 v46, 7, v16
	v_mov_b32_e32 v47, v17
	v_cmp_lt_u64_e64 s[2:3], v[88:89], v[32:33]
	v_or_b32_e32 v44, 5, v16
	v_mov_b32_e32 v45, v17
	v_cndmask_b32_e64 v88, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v88, 2, v88
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
	v_or_b32_e32 v46, v46, v88
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v46
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
	s_cbranch_execz .LBB0_167
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_167:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_169
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s2
.LBB0_169:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_171
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v17, v11
.LBB0_171:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_173
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s2
.LBB0_173:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_175
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v17, v12
.LBB0_175:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_177
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s2
.LBB0_177:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_179
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v17, v13
.LBB0_179:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_181
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s2
.LBB0_181:
	s_or_b64 exec, exec, s[6:7]
.LBB0_182:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[32:33]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_184
	flat_load_ushort v14, v[18:19] offset:14
	flat_load_ushort v15, v[18:19] offset:12
	flat_load_ushort v16, v[18:19] offset:10
	flat_load_ushort v20, v[18:19] offset:8
	flat_load_ushort v21, v[18:19] offset:6
	flat_load_ushort v44, v[18:19]
	flat_load_ushort v45, v[18:19] offset:4
	flat_load_ushort v46, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v14, v15, s4
	v_perm_b32 v16, v16, v20, s4
	v_perm_b32 v15, v21, v45, s4
	v_perm_b32 v14, v46, v44, s4
.LBB0_184:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_202
	v_or_b32_e32 v92, 6, v20
	v_mov_b32_e32 v93, v21
	v_or_b32_e32 v90, 7, v20
	v_mov_b32_e32 v91, v21
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[32:33]
	v_or_b32_e32 v88, 5, v20
	v_mov_b32_e32 v89, v21
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[90:91], v[32:33]
	v_or_b32_e32 v46, 4, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v90, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[88:89], v[32:33]
	v_or_b32_e32 v44, 2, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v88, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v88, 1, v88
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v90, 3, v90
	v_or_b32_e32 v46, v46, v88
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v90, v90, v92
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v16, v16, v44
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v46, v46, v90
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v46, 4, v46
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v46
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_187
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_187:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_189
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s2
.LBB0_189:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_191
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v21, v15
.LBB0_191:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_193
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s2
.LBB0_193:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_195
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v21, v16
.LBB0_195:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_197
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s2
.LBB0_197:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_199
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v21, v17
.LBB0_199:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_201
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s2
.LBB0_201:
	s_or_b64 exec, exec, s[6:7]
.LBB0_202:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v46, 0x120, v30
	v_mov_b32_e32 v47, 0
	s_mov_b64 s[2:3], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[2:3], v[46:47]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_224
	v_lshlrev_b32_e32 v44, 3, v46
	v_mov_b32_e32 v45, v47
	v_lshlrev_b32_e32 v46, 4, v46
	v_lshl_add_u64 v[18:19], v[44:45], 0, 8
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[46:47]
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[32:33]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_205
	flat_load_ushort v21, v[34:35] offset:14
	flat_load_ushort v20, v[34:35] offset:10
	flat_load_ushort v19, v[34:35] offset:6
	flat_load_ushort v18, v[34:35]
	flat_load_ushort v32, v[34:35] offset:2
	flat_load_ushort v33, v[34:35] offset:4
	flat_load_ushort v44, v[34:35] offset:8
	flat_load_ushort v45, v[34:35] offset:12
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v32, v18, s8
	v_perm_b32 v19, v19, v33, s8
	v_perm_b32 v20, v20, v44, s8
	v_perm_b32 v21, v21, v45, s8
.LBB0_205:
	s_andn2_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_223
	v_or_b32_e32 v94, 6, v44
	v_mov_b32_e32 v95, v45
	v_or_b32_e32 v92, 7, v44
	v_mov_b32_e32 v93, v45
	v_cmp_lt_u64_e64 s[4:5], v[94:95], v[32:33]
	v_or_b32_e32 v90, 5, v44
	v_mov_b32_e32 v91, v45
	v_cndmask_b32_e64 v94, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[92:93], v[32:33]
	v_or_b32_e32 v88, 4, v44
	v_mov_b32_e32 v89, v45
	v_cndmask_b32_e64 v92, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[90:91], v[32:33]
	v_or_b32_e32 v46, 2, v44
	v_mov_b32_e32 v47, v45
	v_cndmask_b32_e64 v90, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[88:89], v[32:33]
	v_or_b32_e32 v20, 3, v44
	v_mov_b32_e32 v21, v45
	v_cndmask_b32_e64 v88, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[32:33]
	v_or_b32_e32 v18, 1, v44
	v_mov_b32_e32 v19, v45
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v90, 1, v90
	v_lshlrev_b16_e32 v94, 2, v94
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v92, 3, v92
	v_or_b32_e32 v88, v88, v90
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[44:45], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v92, v92, v94
	v_and_b32_e32 v88, 3, v88
	v_or_b32_e32 v20, v20, v46
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v88, v88, v92
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v88, 4, v88
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v32, v18, v88
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_208
	flat_load_ushort v18, v[34:35]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_208:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v33, 1, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[4:5], 1, v33
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_210
	flat_load_ushort v33, v[34:35] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v33, v18, s4
.LBB0_210:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v33, 2, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[4:5], 1, v33
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_212
	flat_load_ushort v33, v[34:35] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v33, v19
.LBB0_212:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v33, 3, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[4:5], 1, v33
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_214
	flat_load_ushort v33, v[34:35] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v33, v19, s4
.LBB0_214:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v33, 4, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[4:5], 1, v33
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_216
	flat_load_ushort v33, v[34:35] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v33, v20
.LBB0_216:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v33, 5, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[4:5], 1, v33
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_218
	flat_load_ushort v33, v[34:35] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v33, v20, s4
.LBB0_218:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v33, 6, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[4:5], 1, v33
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_220
	flat_load_ushort v33, v[34:35] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v33, v21
.LBB0_220:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v32, 7, v32
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e64 s[4:5], 1, v32
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_222
	flat_load_ushort v32, v[34:35] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v32, v21, s4
.LBB0_222:
	s_or_b64 exec, exec, s[10:11]
.LBB0_223:
	s_or_b64 exec, exec, s[8:9]
.LBB0_224:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v46, 16, v4
	v_lshlrev_b32_e32 v44, 16, v2
	v_lshlrev_b32_e32 v47, 16, v5
	v_lshlrev_b32_e32 v45, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v46, v44
	v_and_b32_e32 v90, 0xffff0000, v4
	v_and_b32_e32 v88, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v44, v46, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v47, v45
	v_and_b32_e32 v91, 0xffff0000, v5
	v_and_b32_e32 v89, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v45, v47, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v90, v88
	s_mov_b32 s9, 0xff800000
	s_mov_b32 s8, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v88, v90, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v91, v89
	s_nop 1
	v_cndmask_b32_e64 v5, v89, v91, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v87
	s_nop 1
	v_cndmask_b32_e64 v92, v87, v2, s[4:5]
	v_sub_f32_e32 v2, v87, v92
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], s9, v87
	v_cmp_neq_f32_e64 s[6:7], v92, v87
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[94:95], v[36:37], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[38:39], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v33, v41, v33, s[4:5]
	v_cndmask_b32_e64 v35, v43, v3, s[4:5]
	v_cndmask_b32_e64 v34, v42, v2, s[4:5]
	v_cndmask_b32_e64 v32, v40, v32, s[4:5]
	v_cndmask_b32_e64 v5, v39, v5, s[4:5]
	v_cndmask_b32_e64 v4, v38, v4, s[4:5]
	v_cndmask_b32_e64 v3, v37, v95, s[4:5]
	v_cndmask_b32_e64 v2, v36, v94, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v92
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_226
	v_sub_f32_e32 v37, v88, v92
	v_sub_f32_e32 v36, v44, v92
	v_sub_f32_e32 v39, v89, v92
	v_sub_f32_e32 v38, v45, v92
	v_sub_f32_e32 v41, v90, v92
	v_sub_f32_e32 v40, v46, v92
	v_sub_f32_e32 v43, v91, v92
	v_sub_f32_e32 v42, v47, v92
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_pk_add_f32 v[34:35], v[34:35], v[42:43]
	v_pk_add_f32 v[32:33], v[32:33], v[40:41]
	v_pk_add_f32 v[4:5], v[4:5], v[38:39]
	v_pk_add_f32 v[2:3], v[2:3], v[36:37]
.LBB0_226:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v38, 16, v8
	v_lshlrev_b32_e32 v36, 16, v6
	v_lshlrev_b32_e32 v39, 16, v9
	v_lshlrev_b32_e32 v37, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v38, v36
	v_and_b32_e32 v42, 0xffff0000, v8
	v_and_b32_e32 v40, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v36, v38, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v39, v37
	v_and_b32_e32 v43, 0xffff0000, v9
	v_and_b32_e32 v41, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v37, v39, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v42, v40
	s_nop 1
	v_cndmask_b32_e64 v8, v40, v42, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v43, v41
	s_nop 1
	v_cndmask_b32_e64 v9, v41, v43, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v92
	s_nop 1
	v_cndmask_b32_e64 v95, v92, v6, s[6:7]
	v_sub_f32_e32 v6, v92, v95
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v95, v92
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[92:93], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[6:7], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v35, v7, s[4:5]
	v_cndmask_b32_e64 v8, v34, v6, s[4:5]
	v_cndmask_b32_e64 v7, v33, v99, s[4:5]
	v_cndmask_b32_e64 v6, v32, v98, s[4:5]
	v_cndmask_b32_e64 v5, v5, v97, s[4:5]
	v_cndmask_b32_e64 v4, v4, v96, s[4:5]
	v_cndmask_b32_e64 v3, v3, v93, s[4:5]
	v_cndmask_b32_e64 v2, v2, v92, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v95
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_228
	v_sub_f32_e32 v33, v40, v95
	v_sub_f32_e32 v32, v36, v95
	v_sub_f32_e32 v35, v41, v95
	v_sub_f32_e32 v34, v37, v95
	v_sub_f32_e32 v93, v42, v95
	v_sub_f32_e32 v92, v38, v95
	v_sub_f32_e32 v97, v43, v95
	v_sub_f32_e32 v96, v39, v95
	v_pk_mul_f32 v[96:97], v[96:97], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v33, v33
	v_pk_add_f32 v[8:9], v[96:97], v[8:9]
	v_pk_add_f32 v[6:7], v[92:93], v[6:7]
	v_pk_add_f32 v[4:5], v[34:35], v[4:5]
	v_pk_add_f32 v[2:3], v[32:33], v[2:3]
.LBB0_228:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v33, 16, v12
	v_lshlrev_b32_e32 v92, 16, v10
	v_lshlrev_b32_e32 v32, 16, v13
	v_lshlrev_b32_e32 v35, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v33, v92
	v_and_b32_e32 v87, 0xffff0000, v12
	v_and_b32_e32 v94, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v92, v33, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v32, v35
	v_and_b32_e32 v34, 0xffff0000, v13
	v_and_b32_e32 v93, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v35, v32, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v87, v94
	s_nop 1
	v_cndmask_b32_e64 v12, v94, v87, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v34, v93
	s_nop 1
	v_cndmask_b32_e64 v13, v93, v34, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v95
	s_nop 1
	v_cndmask_b32_e64 v100, v95, v10, s[6:7]
	v_sub_f32_e32 v10, v95, v100
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	v_cmp_neq_f32_e64 s[6:7], v100, v95
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[96:97], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[10:11], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[10:11], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v13, v9, v11, s[4:5]
	v_cndmask_b32_e64 v12, v8, v10, s[4:5]
	v_cndmask_b32_e64 v11, v7, v103, s[4:5]
	v_cndmask_b32_e64 v10, v6, v102, s[4:5]
	v_cndmask_b32_e64 v7, v5, v99, s[4:5]
	v_cndmask_b32_e64 v6, v4, v98, s[4:5]
	v_cndmask_b32_e64 v9, v3, v97, s[4:5]
	v_cndmask_b32_e64 v8, v2, v96, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v100
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_230
	v_sub_f32_e32 v3, v94, v100
	v_sub_f32_e32 v2, v92, v100
	v_sub_f32_e32 v5, v93, v100
	v_sub_f32_e32 v4, v35, v100
	v_sub_f32_e32 v97, v87, v100
	v_sub_f32_e32 v96, v33, v100
	v_sub_f32_e32 v99, v34, v100
	v_sub_f32_e32 v98, v32, v100
	v_pk_mul_f32 v[98:99], v[98:99], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[12:13], v[98:99], v[12:13]
	v_pk_add_f32 v[10:11], v[96:97], v[10:11]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[2:3], v[8:9]
.LBB0_230:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v96, 16, v16
	v_lshlrev_b32_e32 v98, 16, v14
	v_lshlrev_b32_e32 v95, 16, v17
	v_lshlrev_b32_e32 v97, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v96, v98
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v99, 0xffff0000, v14
	v_cndmask_b32_e64 v2, v98, v96, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v95, v97
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v3, v97, v95, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v16, v99
	s_nop 1
	v_cndmask_b32_e64 v4, v99, v16, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v15
	s_nop 1
	v_cndmask_b32_e64 v5, v15, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v2, v100
	s_nop 1
	v_cndmask_b32_e64 v14, v100, v2, s[6:7]
	v_sub_f32_e32 v2, v100, v14
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[6:7], v14, v100
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[100:101], v[2:3], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[2:3], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v13, v3, s[4:5]
	v_cndmask_b32_e64 v2, v12, v2, s[4:5]
	v_cndmask_b32_e64 v5, v11, v5, s[4:5]
	v_cndmask_b32_e64 v4, v10, v4, s[4:5]
	v_cndmask_b32_e64 v7, v7, v103, s[4:5]
	v_cndmask_b32_e64 v6, v6, v102, s[4:5]
	v_cndmask_b32_e64 v9, v9, v101, s[4:5]
	v_cndmask_b32_e64 v8, v8, v100, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v14
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_232
	v_sub_f32_e32 v11, v99, v14
	v_sub_f32_e32 v10, v98, v14
	v_sub_f32_e32 v13, v15, v14
	v_sub_f32_e32 v12, v97, v14
	v_sub_f32_e32 v101, v16, v14
	v_sub_f32_e32 v100, v96, v14
	v_sub_f32_e32 v103, v17, v14
	v_sub_f32_e32 v102, v95, v14
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v100, v100
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_pk_add_f32 v[2:3], v[102:103], v[2:3]
	v_pk_add_f32 v[4:5], v[100:101], v[4:5]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.LBB0_232:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[22:23], v62, v54
	v_cmp_u_f32_e64 s[24:25], v58, v50
	v_cmp_u_f32_e64 s[26:27], v61, v53
	v_cmp_u_f32_e64 s[28:29], v57, v49
	v_cmp_u_f32_e64 s[30:31], v60, v52
	v_cmp_u_f32_e64 s[34:35], v56, v48
	v_cmp_u_f32_e64 s[36:37], v59, v51
	v_cmp_u_f32_e64 s[38:39], v55, v1
	v_cmp_u_f32_e64 s[40:41], v78, v70
	v_cmp_u_f32_e64 s[42:43], v74, v66
	v_cmp_u_f32_e64 s[44:45], v77, v69
	v_cmp_u_f32_e64 s[46:47], v73, v65
	v_cmp_u_f32_e64 s[48:49], v76, v68
	v_cmp_u_f32_e64 s[50:51], v72, v64
	v_cmp_u_f32_e64 s[52:53], v75, v67
	v_cmp_u_f32_e64 s[54:55], v71, v63
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	v_cmp_u_f32_e64 s[22:23], v84, v84
	v_cmp_u_f32_e64 s[24:25], v86, v86
	v_cmp_u_f32_e64 s[26:27], v82, v82
	v_cmp_u_f32_e64 s[28:29], v85, v85
	v_cmp_u_f32_e64 s[30:31], v80, v80
	v_cmp_u_f32_e64 s[34:35], v83, v83
	v_cmp_u_f32_e64 s[36:37], v79, v79
	v_cmp_u_f32_e64 s[38:39], v81, v81
	v_cmp_u_f32_e64 s[6:7], v43, v91
	v_cmp_u_f32_e64 s[8:9], v39, v47
	v_cmp_u_f32_e64 s[10:11], v42, v90
	v_cmp_u_f32_e64 s[12:13], v38, v46
	v_cmp_u_f32_e64 s[14:15], v41, v89
	v_cmp_u_f32_e64 s[16:17], v37, v45
	v_cmp_u_f32_e64 s[18:19], v40, v88
	v_cmp_u_f32_e64 s[20:21], v36, v44
	s_or_b64 s[40:41], s[38:39], s[40:41]
	s_or_b64 s[42:43], s[36:37], s[42:43]
	s_or_b64 s[44:45], s[34:35], s[44:45]
	s_or_b64 s[46:47], s[30:31], s[46:47]
	s_or_b64 s[48:49], s[28:29], s[48:49]
	s_or_b64 s[50:51], s[26:27], s[50:51]
	s_or_b64 s[52:53], s[24:25], s[52:53]
	s_or_b64 s[54:55], s[22:23], s[54:55]
	v_cmp_u_f32_e64 s[22:23], v98, v92
	v_cmp_u_f32_e64 s[24:25], v99, v94
	v_cmp_u_f32_e64 s[26:27], v97, v35
	v_cmp_u_f32_e64 s[28:29], v15, v93
	v_cmp_u_f32_e64 s[30:31], v96, v33
	v_cmp_u_f32_e64 s[34:35], v16, v87
	v_cmp_u_f32_e64 s[36:37], v95, v32
	v_cmp_u_f32_e64 s[38:39], v17, v34
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
	s_cbranch_execz .LBB0_236
	v_lshlrev_b32_e32 v10, 16, v21
	v_lshlrev_b32_e32 v11, 16, v20
	v_lshlrev_b32_e32 v16, 16, v18
	v_and_b32_e32 v15, 0xffff0000, v20
	v_and_b32_e32 v17, 0xffff0000, v19
	v_cmp_u_f32_e64 s[6:7], v10, v10
	v_cmp_u_f32_e64 s[8:9], v15, v15
	v_cmp_u_f32_e64 s[10:11], v11, v11
	v_cmp_u_f32_e64 s[12:13], v17, v17
	v_cmp_u_f32_e64 s[14:15], v16, v16
	v_lshlrev_b32_e32 v13, 16, v19
	s_or_b64 s[40:41], s[14:15], s[22:23]
	s_or_b64 s[14:15], s[12:13], s[28:29]
	s_or_b64 s[12:13], s[10:11], s[20:21]
	s_or_b64 s[10:11], s[8:9], s[34:35]
	s_or_b64 s[8:9], s[6:7], s[36:37]
	v_cmp_gt_f32_e64 s[6:7], v11, v16
	v_and_b32_e32 v18, 0xffff0000, v18
	v_and_b32_e32 v12, 0xffff0000, v21
	v_cndmask_b32_e64 v1, v16, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v13
	v_cmp_u_f32_e64 s[2:3], v12, v12
	v_cmp_u_f32_e64 s[16:17], v18, v18
	v_cndmask_b32_e64 v19, v13, v10, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v15, v18
	v_cmp_u_f32_e64 s[18:19], v13, v13
	s_or_b64 s[18:19], s[18:19], s[26:27]
	v_cndmask_b32_e64 v20, v18, v15, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v17
	s_or_b64 s[16:17], s[16:17], s[24:25]
	s_mov_b32 s42, 0x3fb8aa3b
	v_cndmask_b32_e64 v21, v17, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v19, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v19, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v21, v20
	s_nop 1
	v_cndmask_b32_e64 v19, v20, v21, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v19, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v19, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v1, v14
	s_nop 1
	v_cndmask_b32_e64 v1, v14, v1, s[6:7]
	v_sub_f32_e32 v19, v14, v1
	v_mul_f32_e32 v19, 0x3fb8aa3b, v19
	v_exp_f32_e32 v20, v19
	s_or_b64 s[6:7], s[2:3], s[38:39]
	v_cmp_neq_f32_e64 s[2:3], v1, v14
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_pk_mul_f32 v[32:33], v[20:21], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[20:21], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[20:21], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[2:3] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v3, v21, s[2:3]
	v_cndmask_b32_e64 v2, v2, v20, s[2:3]
	v_cndmask_b32_e64 v5, v5, v37, s[2:3]
	v_cndmask_b32_e64 v4, v4, v36, s[2:3]
	v_cndmask_b32_e64 v7, v7, v35, s[2:3]
	v_cndmask_b32_e64 v6, v6, v34, s[2:3]
	v_cndmask_b32_e64 v9, v9, v33, s[2:3]
	v_cndmask_b32_e64 v8, v8, v32, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v1
	v_mov_b32_e32 v14, 0xff800000
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_235
	v_sub_f32_e32 v19, v18, v1
	v_sub_f32_e32 v18, v16, v1
	v_sub_f32_e32 v17, v17, v1
	v_sub_f32_e32 v16, v13, v1
	v_sub_f32_e32 v15, v15, v1
	v_sub_f32_e32 v14, v11, v1
	v_sub_f32_e32 v11, v12, v1
	v_sub_f32_e32 v10, v10, v1
	v_pk_mul_f32 v[10:11], v[10:11], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[14:15], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[16:17], s[42:43] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[18:19], s[42:43] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v11, v11
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v17, v17
	v_pk_add_f32 v[2:3], v[10:11], v[2:3]
	v_pk_add_f32 v[4:5], v[12:13], v[4:5]
	v_pk_add_f32 v[6:7], v[14:15], v[6:7]
	v_pk_add_f32 v[8:9], v[16:17], v[8:9]
	v_mov_b32_e32 v14, v1
.LBB0_235:
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
.LBB0_236:
	s_or_b64 exec, exec, s[30:31]
	v_cndmask_b32_e64 v1, 0, 1, s[26:27]
	v_cndmask_b32_e64 v10, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[22:23]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[36:37]
	v_cndmask_b32_e64 v11, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[34:35]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, s[20:21]
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v10, 4, v10
	v_or_b32_e32 v1, v1, v10
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v11, 0x7fc00000
	v_cmp_eq_u16_sdwa s[2:3], v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v12, 0xfc, v0
	v_xor_b32_e32 v13, 64, v12
	v_cndmask_b32_e64 v10, v11, v14, s[2:3]
	ds_bpermute_b32 v14, v13, v10
	v_pk_add_f32 v[0:1], v[6:7], v[2:3]
	v_pk_add_f32 v[2:3], v[8:9], v[4:5]
	v_xor_b32_e32 v5, 32, v12
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s[4:5], v14, v14
	v_cmp_lt_f32_e64 s[6:7], v10, v14
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_cndmask_b32_e64 v2, v10, v14, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v10, v10
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v1, v14, v10, s[6:7]
	v_cndmask_b32_e64 v2, v2, v10, s[4:5]
	v_sub_f32_e32 v1, v1, v2
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	v_exp_f32_e32 v1, v1
	ds_bpermute_b32 v6, v5, v2
	v_cndmask_b32_e64 v0, v11, v0, s[2:3]
	ds_bpermute_b32 v3, v13, v0
	v_cmp_neq_f32_e64 s[2:3], v10, v2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[4:5], v2, v6
	v_cndmask_b32_e64 v4, 1.0, v1, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v2, v14
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v1, 1.0, v1, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v6, v6
	s_or_b64 s[2:3], s[2:3], s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v1, v3
	v_cndmask_b32_e64 v4, v2, v6, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v2, v2
	v_cndmask_b32_e64 v3, v6, v2, s[4:5]
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v4, v4, v2, s[2:3]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	ds_bpermute_b32 v1, v5, v0
	v_xor_b32_e32 v5, 16, v12
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v5, v4
	v_cmp_neq_f32_e64 s[2:3], v2, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v4, v7
	v_cndmask_b32_e64 v2, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v4, v6
	v_mul_f32_e32 v0, v0, v2
	v_cndmask_b32_e64 v2, v7, v4, s[4:5]
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v7, v7
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, v4, v7, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v4, v4
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v5, v0
	v_cndmask_b32_e64 v3, v3, v4, s[2:3]
	v_sub_f32_e32 v2, v2, v3
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_xor_b32_e32 v5, 8, v12
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v6, v5, v3
	v_cmp_neq_f32_e64 s[2:3], v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v3, v6
	v_cndmask_b32_e64 v4, 1.0, v2, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v3, v7
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v2, 1.0, v2, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v6, v6
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v4, v3, v6, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v3, v3
	v_cndmask_b32_e64 v2, v6, v3, s[4:5]
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v4, v4, v3, s[2:3]
	v_sub_f32_e32 v2, v2, v4
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	ds_bpermute_b32 v1, v5, v0
	v_xor_b32_e32 v5, 4, v12
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v7, v5, v4
	v_cmp_neq_f32_e64 s[2:3], v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v4, v7
	v_cndmask_b32_e64 v3, 1.0, v2, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v4, v6
	v_mul_f32_e32 v0, v0, v3
	v_cndmask_b32_e64 v3, v7, v4, s[4:5]
	v_cndmask_b32_e64 v2, 1.0, v2, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v7, v7
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v2, v1
	v_cndmask_b32_e64 v1, v4, v7, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v4, v4
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v5, v0
	v_cndmask_b32_e64 v1, v1, v4, s[2:3]
	v_sub_f32_e32 v3, v3, v1
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	v_cmp_neq_f32_e64 s[2:3], v4, v1
	s_nop 1
	v_cndmask_b32_e64 v4, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v1, v7
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, v3, v2
	v_add_f32_e32 v4, v0, v2
.LBB0_237:
	s_andn2_saveexec_b64 s[54:55], s[70:71]
	s_cbranch_execz .LBB0_463
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_240
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_240:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_258
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v1, v16, v1
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v12, v1
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s5, s4
	v_or_b32_e32 v1, v2, v1
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_243
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_243:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_245
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s0
.LBB0_245:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_247
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v8, v3
.LBB0_247:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_249
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s0
.LBB0_249:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_251
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v8, v4
.LBB0_251:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_253
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s0
.LBB0_253:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_255
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v8, v5
.LBB0_255:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_257
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s0
.LBB0_257:
	s_or_b64 exec, exec, s[4:5]
.LBB0_258:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_260
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_260:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_278
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v1, v20, v1
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v1, v16, v1
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v6, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_263
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_263:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_265
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s0
.LBB0_265:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_267
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v12, v7
.LBB0_267:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_269
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s0
.LBB0_269:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_271
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v12, v8
.LBB0_271:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_273
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s0
.LBB0_273:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_275
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v12, v9
.LBB0_275:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_277
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s0
.LBB0_277:
	s_or_b64 exec, exec, s[4:5]
.LBB0_278:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_280
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_280:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_298
	v_or_b32_e32 v40, 6, v16
	v_mov_b32_e32 v41, v17
	v_or_b32_e32 v38, 7, v16
	v_mov_b32_e32 v39, v17
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[32:33]
	v_or_b32_e32 v36, 5, v16
	v_mov_b32_e32 v37, v17
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v38, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v36, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v36, 1, v36
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v38, 3, v38
	v_or_b32_e32 v20, v20, v36
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v38, v1
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v20, v1
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v10, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mov_b64_e32 v[10:11], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_283
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_283:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_285
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s0
.LBB0_285:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_287
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v16, v11
.LBB0_287:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_289
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s0
.LBB0_289:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_291
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v16, v12
.LBB0_291:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_293
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s0
.LBB0_293:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_295
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v16, v13
.LBB0_295:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_297
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s0
.LBB0_297:
	s_or_b64 exec, exec, s[4:5]
.LBB0_298:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_300
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_300:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_318
	v_or_b32_e32 v44, 6, v20
	v_mov_b32_e32 v45, v21
	v_or_b32_e32 v42, 7, v20
	v_mov_b32_e32 v43, v21
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v40, 5, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[32:33]
	v_or_b32_e32 v38, 4, v20
	v_mov_b32_e32 v39, v21
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[32:33]
	v_or_b32_e32 v36, 2, v20
	v_mov_b32_e32 v37, v21
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v38, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v36, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v40, 1, v40
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v42, 3, v42
	v_or_b32_e32 v38, v38, v40
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v36, 2, v36
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v42, v1
	v_and_b32_e32 v38, 3, v38
	v_or_b32_e32 v16, v16, v36
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v38, v1
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v14, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[16:17], s[6:7]
	v_mov_b64_e32 v[14:15], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_303
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_303:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_305
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s0
.LBB0_305:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_307
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v20, v15
.LBB0_307:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_309
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s0
.LBB0_309:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_311
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v20, v16
.LBB0_311:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_313
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s0
.LBB0_313:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_315
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v20, v17
.LBB0_315:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_317
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s0
.LBB0_317:
	s_or_b64 exec, exec, s[4:5]
.LBB0_318:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v39, 0
	v_lshlrev_b32_e32 v38, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v39
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[38:39], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[18:19], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_320
	flat_load_dwordx4 v[18:21], v[36:37]
.LBB0_320:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_338
	v_or_b32_e32 v48, 6, v38
	v_mov_b32_e32 v49, v39
	v_or_b32_e32 v46, 7, v38
	v_mov_b32_e32 v47, v39
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[32:33]
	v_or_b32_e32 v44, 5, v38
	v_mov_b32_e32 v45, v39
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[32:33]
	v_or_b32_e32 v42, 4, v38
	v_mov_b32_e32 v43, v39
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v40, 2, v38
	v_mov_b32_e32 v41, v39
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v38
	v_mov_b32_e32 v21, v39
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[32:33]
	v_or_b32_e32 v18, 1, v38
	v_mov_b32_e32 v19, v39
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v42, v42, v44
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v40, 2, v40
	v_cndmask_b32_e64 v19, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v42, 3, v42
	v_or_b32_e32 v20, v20, v40
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v18, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[20:21], s[6:7]
	v_mov_b64_e32 v[18:19], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_323
	flat_load_ushort v18, v[36:37]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s0, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_323:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 1, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_325
	flat_load_ushort v38, v[36:37] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v38, v18, s0
.LBB0_325:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 2, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_327
	flat_load_ushort v38, v[36:37] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s0, v38, v19
.LBB0_327:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 3, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_329
	flat_load_ushort v38, v[36:37] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v38, v19, s0
.LBB0_329:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 4, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_331
	flat_load_ushort v38, v[36:37] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s0, v38, v20
.LBB0_331:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 5, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_333
	flat_load_ushort v38, v[36:37] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v38, v20, s0
.LBB0_333:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 6, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_335
	flat_load_ushort v38, v[36:37] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s0, v38, v21
.LBB0_335:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_337
	flat_load_ushort v1, v[36:37] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s0
.LBB0_337:
	s_or_b64 exec, exec, s[4:5]
.LBB0_338:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v50, 16, v5
	v_lshlrev_b32_e32 v48, 16, v3
	v_cmp_gt_f32_e64 s[0:1], v49, v1
	v_and_b32_e32 v53, 0xffff0000, v4
	v_and_b32_e32 v51, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v49, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v50, v48
	v_and_b32_e32 v54, 0xffff0000, v5
	v_and_b32_e32 v52, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v48, v50, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v53, v51
	s_mov_b32 s5, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v51, v53, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v54, v52
	s_nop 1
	v_cndmask_b32_e64 v5, v52, v54, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v41, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[0:1], s5, v41
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v36, v2
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_340
	v_sub_f32_e32 v3, v51, v41
	v_sub_f32_e32 v2, v1, v41
	v_sub_f32_e32 v5, v52, v41
	v_sub_f32_e32 v4, v48, v41
	v_sub_f32_e32 v37, v53, v41
	v_sub_f32_e32 v36, v49, v41
	v_sub_f32_e32 v39, v54, v41
	v_sub_f32_e32 v38, v50, v41
	s_mov_b32 s4, 0x3fb8aa3b
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[38:39], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[36:37], v[36:37], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_340:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v57, 16, v8
	v_lshlrev_b32_e32 v55, 16, v6
	v_lshlrev_b32_e32 v58, 16, v9
	v_lshlrev_b32_e32 v56, 16, v7
	v_cmp_gt_f32_e64 s[2:3], v57, v55
	v_and_b32_e32 v61, 0xffff0000, v8
	v_and_b32_e32 v59, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v55, v57, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v58, v56
	v_and_b32_e32 v62, 0xffff0000, v9
	v_and_b32_e32 v60, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v56, v58, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v61, v59
	s_mov_b32 s4, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v59, v61, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v62, v60
	s_nop 1
	v_cndmask_b32_e64 v9, v60, v62, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v6, v41
	s_nop 1
	v_cndmask_b32_e64 v40, v41, v6, s[2:3]
	v_sub_f32_e32 v6, v41, v40
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[2:3], v40, v41
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[42:43], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[6:7], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v39, v7, s[0:1]
	v_cndmask_b32_e64 v8, v38, v6, s[0:1]
	v_cndmask_b32_e64 v7, v37, v47, s[0:1]
	v_cndmask_b32_e64 v6, v36, v46, s[0:1]
	v_cndmask_b32_e64 v5, v5, v45, s[0:1]
	v_cndmask_b32_e64 v4, v4, v44, s[0:1]
	v_cndmask_b32_e64 v3, v3, v43, s[0:1]
	v_cndmask_b32_e64 v2, v2, v42, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v40
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_342
	v_sub_f32_e32 v37, v59, v40
	v_sub_f32_e32 v36, v55, v40
	v_sub_f32_e32 v39, v60, v40
	v_sub_f32_e32 v38, v56, v40
	v_sub_f32_e32 v43, v61, v40
	v_sub_f32_e32 v42, v57, v40
	v_sub_f32_e32 v45, v62, v40
	v_sub_f32_e32 v44, v58, v40
	v_pk_mul_f32 v[44:45], v[44:45], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[42:43], v[6:7]
	v_pk_add_f32 v[4:5], v[38:39], v[4:5]
	v_pk_add_f32 v[2:3], v[36:37], v[2:3]
.LBB0_342:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v65, 16, v12
	v_lshlrev_b32_e32 v63, 16, v10
	v_lshlrev_b32_e32 v66, 16, v13
	v_lshlrev_b32_e32 v64, 16, v11
	v_cmp_gt_f32_e64 s[2:3], v65, v63
	v_and_b32_e32 v69, 0xffff0000, v12
	v_and_b32_e32 v67, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v63, v65, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v66, v64
	v_and_b32_e32 v70, 0xffff0000, v13
	v_and_b32_e32 v68, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v64, v66, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v69, v67
	s_nop 1
	v_cndmask_b32_e64 v12, v67, v69, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v70, v68
	s_nop 1
	v_cndmask_b32_e64 v13, v68, v70, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v10, v40
	s_nop 1
	v_cndmask_b32_e64 v10, v40, v10, s[2:3]
	v_sub_f32_e32 v11, v40, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[2:3], v10, v40
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[36:37], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v41, s[0:1]
	v_cndmask_b32_e64 v6, v6, v40, s[0:1]
	v_cndmask_b32_e64 v5, v5, v39, s[0:1]
	v_cndmask_b32_e64 v4, v4, v38, s[0:1]
	v_cndmask_b32_e64 v3, v3, v37, s[0:1]
	v_cndmask_b32_e64 v2, v2, v36, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_344
	v_sub_f32_e32 v13, v67, v10
	v_sub_f32_e32 v12, v63, v10
	v_sub_f32_e32 v37, v68, v10
	v_sub_f32_e32 v36, v64, v10
	v_sub_f32_e32 v39, v69, v10
	v_sub_f32_e32 v38, v65, v10
	v_sub_f32_e32 v41, v70, v10
	v_sub_f32_e32 v40, v66, v10
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	v_pk_add_f32 v[6:7], v[38:39], v[6:7]
	v_pk_add_f32 v[4:5], v[36:37], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_344:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v73, 16, v16
	v_lshlrev_b32_e32 v71, 16, v14
	v_lshlrev_b32_e32 v74, 16, v17
	v_lshlrev_b32_e32 v72, 16, v15
	v_cmp_gt_f32_e64 s[2:3], v73, v71
	v_and_b32_e32 v77, 0xffff0000, v16
	v_and_b32_e32 v75, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v71, v73, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v74, v72
	v_and_b32_e32 v78, 0xffff0000, v17
	v_and_b32_e32 v76, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v72, v74, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v77, v75
	s_nop 1
	v_cndmask_b32_e64 v13, v75, v77, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v78, v76
	s_nop 1
	v_cndmask_b32_e64 v14, v76, v78, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v11, v10, v11, s[2:3]
	v_sub_f32_e32 v12, v10, v11
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[2:3], v11, v10
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v37, s[0:1]
	v_cndmask_b32_e64 v6, v6, v36, s[0:1]
	v_cndmask_b32_e64 v5, v5, v17, s[0:1]
	v_cndmask_b32_e64 v4, v4, v16, s[0:1]
	v_cndmask_b32_e64 v3, v3, v15, s[0:1]
	v_cndmask_b32_e64 v2, v2, v14, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v11
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_346
	v_sub_f32_e32 v13, v75, v11
	v_sub_f32_e32 v12, v71, v11
	v_sub_f32_e32 v15, v76, v11
	v_sub_f32_e32 v14, v72, v11
	v_sub_f32_e32 v17, v77, v11
	v_sub_f32_e32 v16, v73, v11
	v_sub_f32_e32 v37, v78, v11
	v_sub_f32_e32 v36, v74, v11
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[36:37], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_346:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v80, 16, v20
	v_lshlrev_b32_e32 v84, 16, v18
	v_lshlrev_b32_e32 v79, 16, v21
	v_lshlrev_b32_e32 v82, 16, v19
	v_cmp_gt_f32_e64 s[2:3], v80, v84
	v_and_b32_e32 v83, 0xffff0000, v20
	v_and_b32_e32 v86, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v84, v80, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v79, v82
	v_and_b32_e32 v81, 0xffff0000, v21
	v_and_b32_e32 v85, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v82, v79, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v83, v86
	v_mov_b32_e32 v87, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v86, v83, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v81, v85
	s_nop 1
	v_cndmask_b32_e64 v14, v85, v81, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v10, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v10, s[2:3]
	v_sub_f32_e32 v12, v11, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[2:3], v10, v11
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v43, v9, v13, s[0:1]
	v_cndmask_b32_e64 v42, v8, v12, s[0:1]
	v_cndmask_b32_e64 v41, v7, v19, s[0:1]
	v_cndmask_b32_e64 v40, v6, v18, s[0:1]
	v_cndmask_b32_e64 v39, v5, v17, s[0:1]
	v_cndmask_b32_e64 v38, v4, v16, s[0:1]
	v_cndmask_b32_e64 v37, v3, v15, s[0:1]
	v_cndmask_b32_e64 v36, v2, v14, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_348
	v_sub_f32_e32 v3, v86, v10
	v_sub_f32_e32 v2, v84, v10
	v_sub_f32_e32 v5, v85, v10
	v_sub_f32_e32 v4, v82, v10
	v_sub_f32_e32 v7, v83, v10
	v_sub_f32_e32 v6, v80, v10
	v_sub_f32_e32 v9, v81, v10
	v_sub_f32_e32 v8, v79, v10
	s_mov_b32 s0, 0x3fb8aa3b
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[42:43], v[8:9], v[42:43]
	v_pk_add_f32 v[40:41], v[6:7], v[40:41]
	v_pk_add_f32 v[38:39], v[4:5], v[38:39]
	v_pk_add_f32 v[36:37], v[2:3], v[36:37]
	v_mov_b32_e32 v87, v10
.LBB0_348:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_350
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_350:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_368
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v16, v16, v18
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v12, v12, v16
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v12, 4, v12
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s5, s4
	v_or_b32_e32 v8, v2, v12
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_353
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_353:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_355
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s0
.LBB0_355:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_357
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v9, v3
.LBB0_357:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_359
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s0
.LBB0_359:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_361
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v9, v4
.LBB0_361:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_363
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s0
.LBB0_363:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_365
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v9, v5
.LBB0_365:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_367
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s0
.LBB0_367:
	s_or_b64 exec, exec, s[4:5]
.LBB0_368:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_370
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_370:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_388
	v_or_b32_e32 v44, 6, v12
	v_mov_b32_e32 v45, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v44
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v16, v16, v20
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v16, 4, v16
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v12, v6, v16
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_373
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_373:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_375
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s0
.LBB0_375:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_377
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v13, v7
.LBB0_377:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_379
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s0
.LBB0_379:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_381
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v13, v8
.LBB0_381:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_383
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s0
.LBB0_383:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_385
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v13, v9
.LBB0_385:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_387
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s0
.LBB0_387:
	s_or_b64 exec, exec, s[4:5]
.LBB0_388:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_390
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_390:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_408
	v_or_b32_e32 v88, 6, v16
	v_mov_b32_e32 v89, v17
	v_or_b32_e32 v46, 7, v16
	v_mov_b32_e32 v47, v17
	v_cmp_lt_u64_e64 s[0:1], v[88:89], v[32:33]
	v_or_b32_e32 v44, 5, v16
	v_mov_b32_e32 v45, v17
	v_cndmask_b32_e64 v88, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v88, 2, v88
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v46, v46, v88
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v46
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v20, 4, v20
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v16, v10, v20
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mov_b64_e32 v[10:11], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_393
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_393:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_395
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s0
.LBB0_395:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_397
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v17, v11
.LBB0_397:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_399
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s0
.LBB0_399:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_401
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v17, v12
.LBB0_401:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_403
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s0
.LBB0_403:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_405
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v17, v13
.LBB0_405:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_407
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s0
.LBB0_407:
	s_or_b64 exec, exec, s[4:5]
.LBB0_408:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_410
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_410:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_428
	v_or_b32_e32 v92, 6, v20
	v_mov_b32_e32 v93, v21
	v_or_b32_e32 v90, 7, v20
	v_mov_b32_e32 v91, v21
	v_cmp_lt_u64_e64 s[0:1], v[92:93], v[32:33]
	v_or_b32_e32 v88, 5, v20
	v_mov_b32_e32 v89, v21
	v_cndmask_b32_e64 v92, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[90:91], v[32:33]
	v_or_b32_e32 v46, 4, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v90, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[88:89], v[32:33]
	v_or_b32_e32 v44, 2, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v88, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v88, 1, v88
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v90, 3, v90
	v_or_b32_e32 v46, v46, v88
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v90, v90, v92
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v16, v16, v44
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v46, v46, v90
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v46, 4, v46
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v20, v14, v46
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[16:17], s[6:7]
	v_mov_b64_e32 v[14:15], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_413
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_413:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_415
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s0
.LBB0_415:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_417
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v21, v15
.LBB0_417:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_419
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s0
.LBB0_419:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_421
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v21, v16
.LBB0_421:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_423
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s0
.LBB0_423:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_425
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v21, v17
.LBB0_425:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_427
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s0
.LBB0_427:
	s_or_b64 exec, exec, s[4:5]
.LBB0_428:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v46, 0x120, v30
	v_mov_b32_e32 v47, 0
	s_mov_b64 s[0:1], 0x129
	v_cmp_gt_u64_e64 s[0:1], s[0:1], v[46:47]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_450
	v_lshlrev_b32_e32 v44, 3, v46
	v_mov_b32_e32 v45, v47
	v_lshlrev_b32_e32 v46, 4, v46
	v_lshl_add_u64 v[18:19], v[44:45], 0, 8
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[46:47]
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[32:33]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_431
	flat_load_dwordx4 v[18:21], v[34:35]
.LBB0_431:
	s_andn2_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_449
	v_or_b32_e32 v94, 6, v44
	v_mov_b32_e32 v95, v45
	v_or_b32_e32 v92, 7, v44
	v_mov_b32_e32 v93, v45
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[32:33]
	v_or_b32_e32 v90, 5, v44
	v_mov_b32_e32 v91, v45
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[32:33]
	v_or_b32_e32 v88, 4, v44
	v_mov_b32_e32 v89, v45
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[90:91], v[32:33]
	v_or_b32_e32 v46, 2, v44
	v_mov_b32_e32 v47, v45
	v_cndmask_b32_e64 v90, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[88:89], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v44
	v_mov_b32_e32 v21, v45
	v_cndmask_b32_e64 v88, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v18, 1, v44
	v_mov_b32_e32 v19, v45
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v90, 1, v90
	v_lshlrev_b16_e32 v94, 2, v94
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v92, 3, v92
	v_or_b32_e32 v88, v88, v90
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v92, v92, v94
	v_and_b32_e32 v88, 3, v88
	v_or_b32_e32 v20, v20, v46
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v88, v88, v92
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v88, 4, v88
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v32, v18, v88
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_434
	flat_load_ushort v18, v[34:35]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_434:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 1, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_436
	flat_load_ushort v33, v[34:35] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v33, v18, s2
.LBB0_436:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 2, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_438
	flat_load_ushort v33, v[34:35] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v33, v19
.LBB0_438:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 3, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_440
	flat_load_ushort v33, v[34:35] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v33, v19, s2
.LBB0_440:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 4, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_442
	flat_load_ushort v33, v[34:35] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v33, v20
.LBB0_442:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 5, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_444
	flat_load_ushort v33, v[34:35] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v33, v20, s2
.LBB0_444:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 6, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_446
	flat_load_ushort v33, v[34:35] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v33, v21
.LBB0_446:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v32, 7, v32
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e64 s[2:3], 1, v32
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_448
	flat_load_ushort v32, v[34:35] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v32, v21, s2
.LBB0_448:
	s_or_b64 exec, exec, s[8:9]
.LBB0_449:
	s_or_b64 exec, exec, s[6:7]
.LBB0_450:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v4
	v_lshlrev_b32_e32 v44, 16, v2
	v_lshlrev_b32_e32 v47, 16, v5
	v_lshlrev_b32_e32 v45, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v46, v44
	v_and_b32_e32 v90, 0xffff0000, v4
	v_and_b32_e32 v88, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v44, v46, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v47, v45
	v_and_b32_e32 v91, 0xffff0000, v5
	v_and_b32_e32 v89, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v45, v47, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v90, v88
	s_mov_b32 s7, 0xff800000
	s_mov_b32 s6, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v88, v90, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v91, v89
	s_nop 1
	v_cndmask_b32_e64 v5, v89, v91, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v2, v87
	s_nop 1
	v_cndmask_b32_e64 v92, v87, v2, s[2:3]
	v_sub_f32_e32 v2, v87, v92
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[2:3], s7, v87
	v_cmp_neq_f32_e64 s[4:5], v92, v87
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[94:95], v[36:37], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[38:39], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v33, v41, v33, s[2:3]
	v_cndmask_b32_e64 v35, v43, v3, s[2:3]
	v_cndmask_b32_e64 v34, v42, v2, s[2:3]
	v_cndmask_b32_e64 v32, v40, v32, s[2:3]
	v_cndmask_b32_e64 v5, v39, v5, s[2:3]
	v_cndmask_b32_e64 v4, v38, v4, s[2:3]
	v_cndmask_b32_e64 v3, v37, v95, s[2:3]
	v_cndmask_b32_e64 v2, v36, v94, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v92
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_452
	v_sub_f32_e32 v37, v88, v92
	v_sub_f32_e32 v36, v44, v92
	v_sub_f32_e32 v39, v89, v92
	v_sub_f32_e32 v38, v45, v92
	v_sub_f32_e32 v41, v90, v92
	v_sub_f32_e32 v40, v46, v92
	v_sub_f32_e32 v43, v91, v92
	v_sub_f32_e32 v42, v47, v92
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_pk_add_f32 v[34:35], v[34:35], v[42:43]
	v_pk_add_f32 v[32:33], v[32:33], v[40:41]
	v_pk_add_f32 v[4:5], v[4:5], v[38:39]
	v_pk_add_f32 v[2:3], v[2:3], v[36:37]
.LBB0_452:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v38, 16, v8
	v_lshlrev_b32_e32 v36, 16, v6
	v_lshlrev_b32_e32 v39, 16, v9
	v_lshlrev_b32_e32 v37, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v38, v36
	v_and_b32_e32 v42, 0xffff0000, v8
	v_and_b32_e32 v40, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v36, v38, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v39, v37
	v_and_b32_e32 v43, 0xffff0000, v9
	v_and_b32_e32 v41, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v37, v39, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v42, v40
	s_nop 1
	v_cndmask_b32_e64 v8, v40, v42, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v43, v41
	s_nop 1
	v_cndmask_b32_e64 v9, v41, v43, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v92
	s_nop 1
	v_cndmask_b32_e64 v95, v92, v6, s[4:5]
	v_sub_f32_e32 v6, v92, v95
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v95, v92
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[92:93], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[6:7], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v35, v7, s[2:3]
	v_cndmask_b32_e64 v8, v34, v6, s[2:3]
	v_cndmask_b32_e64 v7, v33, v99, s[2:3]
	v_cndmask_b32_e64 v6, v32, v98, s[2:3]
	v_cndmask_b32_e64 v5, v5, v97, s[2:3]
	v_cndmask_b32_e64 v4, v4, v96, s[2:3]
	v_cndmask_b32_e64 v3, v3, v93, s[2:3]
	v_cndmask_b32_e64 v2, v2, v92, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v95
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_454
	v_sub_f32_e32 v33, v40, v95
	v_sub_f32_e32 v32, v36, v95
	v_sub_f32_e32 v35, v41, v95
	v_sub_f32_e32 v34, v37, v95
	v_sub_f32_e32 v93, v42, v95
	v_sub_f32_e32 v92, v38, v95
	v_sub_f32_e32 v97, v43, v95
	v_sub_f32_e32 v96, v39, v95
	v_pk_mul_f32 v[96:97], v[96:97], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v33, v33
	v_pk_add_f32 v[8:9], v[96:97], v[8:9]
	v_pk_add_f32 v[6:7], v[92:93], v[6:7]
	v_pk_add_f32 v[4:5], v[34:35], v[4:5]
	v_pk_add_f32 v[2:3], v[32:33], v[2:3]
.LBB0_454:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v33, 16, v12
	v_lshlrev_b32_e32 v92, 16, v10
	v_lshlrev_b32_e32 v32, 16, v13
	v_lshlrev_b32_e32 v35, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v33, v92
	v_and_b32_e32 v87, 0xffff0000, v12
	v_and_b32_e32 v94, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v92, v33, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v32, v35
	v_and_b32_e32 v34, 0xffff0000, v13
	v_and_b32_e32 v93, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v35, v32, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v87, v94
	s_nop 1
	v_cndmask_b32_e64 v12, v94, v87, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v34, v93
	s_nop 1
	v_cndmask_b32_e64 v13, v93, v34, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v95
	s_nop 1
	v_cndmask_b32_e64 v100, v95, v10, s[4:5]
	v_sub_f32_e32 v10, v95, v100
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	v_cmp_neq_f32_e64 s[4:5], v100, v95
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[96:97], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[10:11], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[10:11], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v13, v9, v11, s[2:3]
	v_cndmask_b32_e64 v12, v8, v10, s[2:3]
	v_cndmask_b32_e64 v11, v7, v103, s[2:3]
	v_cndmask_b32_e64 v10, v6, v102, s[2:3]
	v_cndmask_b32_e64 v7, v5, v99, s[2:3]
	v_cndmask_b32_e64 v6, v4, v98, s[2:3]
	v_cndmask_b32_e64 v9, v3, v97, s[2:3]
	v_cndmask_b32_e64 v8, v2, v96, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v100
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_456
	v_sub_f32_e32 v3, v94, v100
	v_sub_f32_e32 v2, v92, v100
	v_sub_f32_e32 v5, v93, v100
	v_sub_f32_e32 v4, v35, v100
	v_sub_f32_e32 v97, v87, v100
	v_sub_f32_e32 v96, v33, v100
	v_sub_f32_e32 v99, v34, v100
	v_sub_f32_e32 v98, v32, v100
	v_pk_mul_f32 v[98:99], v[98:99], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[12:13], v[98:99], v[12:13]
	v_pk_add_f32 v[10:11], v[96:97], v[10:11]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[2:3], v[8:9]
.LBB0_456:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v96, 16, v16
	v_lshlrev_b32_e32 v98, 16, v14
	v_lshlrev_b32_e32 v95, 16, v17
	v_lshlrev_b32_e32 v97, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v96, v98
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v99, 0xffff0000, v14
	v_cndmask_b32_e64 v2, v98, v96, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v95, v97
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v3, v97, v95, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v16, v99
	s_nop 1
	v_cndmask_b32_e64 v4, v99, v16, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v17, v15
	s_nop 1
	v_cndmask_b32_e64 v5, v15, v17, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v100
	s_nop 1
	v_cndmask_b32_e64 v14, v100, v2, s[4:5]
	v_sub_f32_e32 v2, v100, v14
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], v14, v100
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[100:101], v[2:3], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[2:3], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v13, v3, s[2:3]
	v_cndmask_b32_e64 v2, v12, v2, s[2:3]
	v_cndmask_b32_e64 v5, v11, v5, s[2:3]
	v_cndmask_b32_e64 v4, v10, v4, s[2:3]
	v_cndmask_b32_e64 v7, v7, v103, s[2:3]
	v_cndmask_b32_e64 v6, v6, v102, s[2:3]
	v_cndmask_b32_e64 v9, v9, v101, s[2:3]
	v_cndmask_b32_e64 v8, v8, v100, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v14
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_458
	v_sub_f32_e32 v11, v99, v14
	v_sub_f32_e32 v10, v98, v14
	v_sub_f32_e32 v13, v15, v14
	v_sub_f32_e32 v12, v97, v14
	v_sub_f32_e32 v101, v16, v14
	v_sub_f32_e32 v100, v96, v14
	v_sub_f32_e32 v103, v17, v14
	v_sub_f32_e32 v102, v95, v14
	v_pk_mul_f32 v[102:103], v[102:103], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v100, v100
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_pk_add_f32 v[2:3], v[102:103], v[2:3]
	v_pk_add_f32 v[4:5], v[100:101], v[4:5]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.LBB0_458:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_u_f32_e64 s[20:21], v62, v54
	v_cmp_u_f32_e64 s[22:23], v58, v50
	v_cmp_u_f32_e64 s[24:25], v61, v53
	v_cmp_u_f32_e64 s[26:27], v57, v49
	v_cmp_u_f32_e64 s[28:29], v60, v52
	v_cmp_u_f32_e64 s[30:31], v56, v48
	v_cmp_u_f32_e64 s[34:35], v59, v51
	v_cmp_u_f32_e64 s[36:37], v55, v1
	v_cmp_u_f32_e64 s[38:39], v78, v70
	v_cmp_u_f32_e64 s[40:41], v74, v66
	v_cmp_u_f32_e64 s[42:43], v77, v69
	v_cmp_u_f32_e64 s[44:45], v73, v65
	v_cmp_u_f32_e64 s[46:47], v76, v68
	v_cmp_u_f32_e64 s[48:49], v72, v64
	v_cmp_u_f32_e64 s[50:51], v75, v67
	v_cmp_u_f32_e64 s[52:53], v71, v63
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	s_or_b64 s[38:39], s[20:21], s[38:39]
	v_cmp_u_f32_e64 s[20:21], v84, v84
	v_cmp_u_f32_e64 s[22:23], v86, v86
	v_cmp_u_f32_e64 s[24:25], v82, v82
	v_cmp_u_f32_e64 s[26:27], v85, v85
	v_cmp_u_f32_e64 s[28:29], v80, v80
	v_cmp_u_f32_e64 s[30:31], v83, v83
	v_cmp_u_f32_e64 s[34:35], v79, v79
	v_cmp_u_f32_e64 s[36:37], v81, v81
	v_cmp_u_f32_e64 s[4:5], v43, v91
	v_cmp_u_f32_e64 s[6:7], v39, v47
	v_cmp_u_f32_e64 s[8:9], v42, v90
	v_cmp_u_f32_e64 s[10:11], v38, v46
	v_cmp_u_f32_e64 s[12:13], v41, v89
	v_cmp_u_f32_e64 s[14:15], v37, v45
	v_cmp_u_f32_e64 s[16:17], v40, v88
	v_cmp_u_f32_e64 s[18:19], v36, v44
	s_or_b64 s[38:39], s[36:37], s[38:39]
	s_or_b64 s[40:41], s[34:35], s[40:41]
	s_or_b64 s[42:43], s[30:31], s[42:43]
	s_or_b64 s[44:45], s[28:29], s[44:45]
	s_or_b64 s[46:47], s[26:27], s[46:47]
	s_or_b64 s[48:49], s[24:25], s[48:49]
	s_or_b64 s[50:51], s[22:23], s[50:51]
	s_or_b64 s[52:53], s[20:21], s[52:53]
	v_cmp_u_f32_e64 s[20:21], v98, v92
	v_cmp_u_f32_e64 s[22:23], v99, v94
	v_cmp_u_f32_e64 s[24:25], v97, v35
	v_cmp_u_f32_e64 s[26:27], v15, v93
	v_cmp_u_f32_e64 s[28:29], v96, v33
	v_cmp_u_f32_e64 s[30:31], v16, v87
	v_cmp_u_f32_e64 s[34:35], v95, v32
	v_cmp_u_f32_e64 s[36:37], v17, v34
	s_or_b64 s[52:53], s[18:19], s[52:53]
	s_or_b64 s[16:17], s[16:17], s[50:51]
	s_or_b64 s[14:15], s[14:15], s[48:49]
	s_or_b64 s[12:13], s[12:13], s[46:47]
	s_or_b64 s[10:11], s[10:11], s[44:45]
	s_or_b64 s[8:9], s[8:9], s[42:43]
	s_or_b64 s[6:7], s[6:7], s[40:41]
	s_or_b64 s[4:5], s[4:5], s[38:39]
	s_or_b64 s[36:37], s[4:5], s[36:37]
	s_or_b64 s[34:35], s[6:7], s[34:35]
	s_or_b64 s[30:31], s[8:9], s[30:31]
	s_or_b64 s[18:19], s[10:11], s[28:29]
	s_or_b64 s[26:27], s[12:13], s[26:27]
	s_or_b64 s[24:25], s[14:15], s[24:25]
	s_or_b64 s[22:23], s[16:17], s[22:23]
	s_or_b64 s[20:21], s[52:53], s[20:21]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_462
	v_lshlrev_b32_e32 v10, 16, v21
	v_lshlrev_b32_e32 v11, 16, v20
	v_lshlrev_b32_e32 v16, 16, v18
	v_and_b32_e32 v15, 0xffff0000, v20
	v_and_b32_e32 v17, 0xffff0000, v19
	v_cmp_u_f32_e64 s[4:5], v10, v10
	v_cmp_u_f32_e64 s[6:7], v15, v15
	v_cmp_u_f32_e64 s[8:9], v11, v11
	v_cmp_u_f32_e64 s[10:11], v17, v17
	v_cmp_u_f32_e64 s[12:13], v16, v16
	v_lshlrev_b32_e32 v13, 16, v19
	s_or_b64 s[38:39], s[12:13], s[20:21]
	s_or_b64 s[12:13], s[10:11], s[26:27]
	s_or_b64 s[10:11], s[8:9], s[18:19]
	s_or_b64 s[8:9], s[6:7], s[30:31]
	s_or_b64 s[6:7], s[4:5], s[34:35]
	v_cmp_gt_f32_e64 s[4:5], v11, v16
	v_and_b32_e32 v18, 0xffff0000, v18
	v_and_b32_e32 v12, 0xffff0000, v21
	v_cndmask_b32_e64 v1, v16, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v13
	v_cmp_u_f32_e64 s[0:1], v12, v12
	v_cmp_u_f32_e64 s[14:15], v18, v18
	v_cndmask_b32_e64 v19, v13, v10, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v15, v18
	v_cmp_u_f32_e64 s[16:17], v13, v13
	s_or_b64 s[16:17], s[16:17], s[24:25]
	v_cndmask_b32_e64 v20, v18, v15, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v17
	s_or_b64 s[14:15], s[14:15], s[22:23]
	s_mov_b32 s40, 0x3fb8aa3b
	v_cndmask_b32_e64 v21, v17, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v19, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v19, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v21, v20
	s_nop 1
	v_cndmask_b32_e64 v19, v20, v21, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v19, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v19, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v1, v14
	s_nop 1
	v_cndmask_b32_e64 v1, v14, v1, s[4:5]
	v_sub_f32_e32 v19, v14, v1
	v_mul_f32_e32 v19, 0x3fb8aa3b, v19
	v_exp_f32_e32 v20, v19
	s_or_b64 s[4:5], s[0:1], s[36:37]
	v_cmp_neq_f32_e64 s[0:1], v1, v14
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_pk_mul_f32 v[32:33], v[20:21], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[20:21], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[20:21], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[2:3] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v3, v21, s[0:1]
	v_cndmask_b32_e64 v2, v2, v20, s[0:1]
	v_cndmask_b32_e64 v5, v5, v37, s[0:1]
	v_cndmask_b32_e64 v4, v4, v36, s[0:1]
	v_cndmask_b32_e64 v7, v7, v35, s[0:1]
	v_cndmask_b32_e64 v6, v6, v34, s[0:1]
	v_cndmask_b32_e64 v9, v9, v33, s[0:1]
	v_cndmask_b32_e64 v8, v8, v32, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v1
	v_mov_b32_e32 v14, 0xff800000
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_461
	v_sub_f32_e32 v19, v18, v1
	v_sub_f32_e32 v18, v16, v1
	v_sub_f32_e32 v17, v17, v1
	v_sub_f32_e32 v16, v13, v1
	v_sub_f32_e32 v15, v15, v1
	v_sub_f32_e32 v14, v11, v1
	v_sub_f32_e32 v11, v12, v1
	v_sub_f32_e32 v10, v10, v1
	v_pk_mul_f32 v[10:11], v[10:11], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[14:15], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[16:17], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[18:19], s[40:41] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v11, v11
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v17, v17
	v_pk_add_f32 v[2:3], v[10:11], v[2:3]
	v_pk_add_f32 v[4:5], v[12:13], v[4:5]
	v_pk_add_f32 v[6:7], v[14:15], v[6:7]
	v_pk_add_f32 v[8:9], v[16:17], v[8:9]
	v_mov_b32_e32 v14, v1
.LBB0_461:
	s_or_b64 exec, exec, s[2:3]
	s_andn2_b64 s[0:1], s[20:21], exec
	s_and_b64 s[2:3], s[38:39], exec
	s_or_b64 s[20:21], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[22:23], exec
	s_and_b64 s[2:3], s[14:15], exec
	s_or_b64 s[22:23], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[24:25], exec
	s_and_b64 s[2:3], s[16:17], exec
	s_or_b64 s[24:25], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[26:27], exec
	s_and_b64 s[2:3], s[12:13], exec
	s_or_b64 s[26:27], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[18:19], exec
	s_and_b64 s[2:3], s[10:11], exec
	s_or_b64 s[18:19], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[30:31], exec
	s_and_b64 s[2:3], s[8:9], exec
	s_or_b64 s[30:31], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[34:35], exec
	s_and_b64 s[2:3], s[6:7], exec
	s_or_b64 s[34:35], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[36:37], exec
	s_and_b64 s[2:3], s[4:5], exec
	s_or_b64 s[36:37], s[0:1], s[2:3]
.LBB0_462:
	s_or_b64 exec, exec, s[28:29]
	v_cndmask_b32_e64 v1, 0, 1, s[24:25]
	v_cndmask_b32_e64 v10, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[20:21]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[34:35]
	v_cndmask_b32_e64 v11, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, s[18:19]
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v10, 4, v10
	v_or_b32_e32 v1, v1, v10
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v11, 0x7fc00000
	v_cmp_eq_u16_sdwa s[0:1], v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v12, 0xfc, v0
	v_xor_b32_e32 v13, 64, v12
	v_cndmask_b32_e64 v10, v11, v14, s[0:1]
	ds_bpermute_b32 v14, v13, v10
	v_pk_add_f32 v[0:1], v[6:7], v[2:3]
	v_pk_add_f32 v[2:3], v[8:9], v[4:5]
	v_xor_b32_e32 v5, 32, v12
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s[2:3], v14, v14
	v_cmp_lt_f32_e64 s[4:5], v10, v14
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v2, v10, v14, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v10, v10
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v1, v14, v10, s[4:5]
	v_cndmask_b32_e64 v2, v2, v10, s[2:3]
	v_sub_f32_e32 v1, v1, v2
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	v_exp_f32_e32 v1, v1
	ds_bpermute_b32 v6, v5, v2
	v_cndmask_b32_e64 v0, v11, v0, s[0:1]
	ds_bpermute_b32 v3, v13, v0
	v_cmp_neq_f32_e64 s[0:1], v10, v2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[2:3], v2, v6
	v_cndmask_b32_e64 v4, 1.0, v1, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v2, v14
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v1, 1.0, v1, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v1, v3
	v_cndmask_b32_e64 v4, v2, v6, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v2, v2
	v_cndmask_b32_e64 v3, v6, v2, s[2:3]
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v4, v4, v2, s[0:1]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	ds_bpermute_b32 v1, v5, v0
	v_xor_b32_e32 v5, 16, v12
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v5, v4
	v_cmp_neq_f32_e64 s[0:1], v2, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v2, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v6
	v_mul_f32_e32 v0, v0, v2
	v_cndmask_b32_e64 v2, v7, v4, s[2:3]
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v5, v0
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_sub_f32_e32 v2, v2, v3
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_xor_b32_e32 v5, 8, v12
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v6, v5, v3
	v_cmp_neq_f32_e64 s[0:1], v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v3, v6
	v_cndmask_b32_e64 v4, 1.0, v2, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v3, v7
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v4, v3, v6, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v3, v3
	v_cndmask_b32_e64 v2, v6, v3, s[2:3]
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v4, v4, v3, s[0:1]
	v_sub_f32_e32 v2, v2, v4
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	ds_bpermute_b32 v1, v5, v0
	v_xor_b32_e32 v5, 4, v12
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v7, v5, v4
	v_cmp_neq_f32_e64 s[0:1], v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v3, 1.0, v2, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v6
	v_mul_f32_e32 v0, v0, v3
	v_cndmask_b32_e64 v3, v7, v4, s[2:3]
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v2, v1
	v_cndmask_b32_e64 v1, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v5, v0
	v_cndmask_b32_e64 v1, v1, v4, s[0:1]
	v_sub_f32_e32 v3, v3, v1
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	v_cmp_neq_f32_e64 s[0:1], v4, v1
	s_nop 1
	v_cndmask_b32_e64 v4, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v1, v7
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, v3, v2
	v_add_f32_e32 v4, v0, v2
.LBB0_463:
	s_or_b64 exec, exec, s[54:55]
.LBB0_464:
	s_andn2_saveexec_b64 s[54:55], s[62:63]
	s_cbranch_execz .LBB0_690
	v_mov_b32_e32 v31, 0
	v_lshlrev_b32_e32 v8, 3, v30
	v_mov_b32_e32 v9, v31
	v_lshlrev_b32_e32 v2, 4, v30
	v_mov_b32_e32 v3, v31
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_467
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_467:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_485
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v1, v16, v1
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v12, v1
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s5, s4
	v_or_b32_e32 v1, v2, v1
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_470
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_470:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_472
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s0
.LBB0_472:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_474
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v8, v3
.LBB0_474:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_476
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s0
.LBB0_476:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_478
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v8, v4
.LBB0_478:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_480
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s0
.LBB0_480:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_482
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v8, v5
.LBB0_482:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_484
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s0
.LBB0_484:
	s_or_b64 exec, exec, s[4:5]
.LBB0_485:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_487
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_487:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_505
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v1, v20, v1
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v1, v16, v1
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v6, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_490
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_490:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_492
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s0
.LBB0_492:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_494
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v12, v7
.LBB0_494:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_496
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s0
.LBB0_496:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_498
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v12, v8
.LBB0_498:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_500
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s0
.LBB0_500:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_502
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v12, v9
.LBB0_502:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_504
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s0
.LBB0_504:
	s_or_b64 exec, exec, s[4:5]
.LBB0_505:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_507
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_507:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_525
	v_or_b32_e32 v40, 6, v16
	v_mov_b32_e32 v41, v17
	v_or_b32_e32 v38, 7, v16
	v_mov_b32_e32 v39, v17
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[32:33]
	v_or_b32_e32 v36, 5, v16
	v_mov_b32_e32 v37, v17
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v38, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v36, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v36, 1, v36
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v38, 3, v38
	v_or_b32_e32 v20, v20, v36
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v38, v1
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v20, v1
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v10, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mov_b64_e32 v[10:11], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_510
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_510:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_512
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s0
.LBB0_512:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_514
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v16, v11
.LBB0_514:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_516
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s0
.LBB0_516:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_518
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v16, v12
.LBB0_518:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_520
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s0
.LBB0_520:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_522
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v16, v13
.LBB0_522:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_524
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s0
.LBB0_524:
	s_or_b64 exec, exec, s[4:5]
.LBB0_525:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_527
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_527:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_545
	v_or_b32_e32 v44, 6, v20
	v_mov_b32_e32 v45, v21
	v_or_b32_e32 v42, 7, v20
	v_mov_b32_e32 v43, v21
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v40, 5, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[32:33]
	v_or_b32_e32 v38, 4, v20
	v_mov_b32_e32 v39, v21
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[32:33]
	v_or_b32_e32 v36, 2, v20
	v_mov_b32_e32 v37, v21
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v38, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v36, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v40, 1, v40
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v42, 3, v42
	v_or_b32_e32 v38, v38, v40
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v36, 2, v36
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v42, v1
	v_and_b32_e32 v38, 3, v38
	v_or_b32_e32 v16, v16, v36
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v38, v1
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v14, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[16:17], s[6:7]
	v_mov_b64_e32 v[14:15], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_530
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_530:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_532
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s0
.LBB0_532:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_534
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v20, v15
.LBB0_534:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_536
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s0
.LBB0_536:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_538
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v20, v16
.LBB0_538:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_540
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s0
.LBB0_540:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_542
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v20, v17
.LBB0_542:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_544
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s0
.LBB0_544:
	s_or_b64 exec, exec, s[4:5]
.LBB0_545:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v39, 0
	v_lshlrev_b32_e32 v38, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v39
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[38:39], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[18:19], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_547
	flat_load_dwordx4 v[18:21], v[36:37]
.LBB0_547:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_565
	v_or_b32_e32 v48, 6, v38
	v_mov_b32_e32 v49, v39
	v_or_b32_e32 v46, 7, v38
	v_mov_b32_e32 v47, v39
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[32:33]
	v_or_b32_e32 v44, 5, v38
	v_mov_b32_e32 v45, v39
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[32:33]
	v_or_b32_e32 v42, 4, v38
	v_mov_b32_e32 v43, v39
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v40, 2, v38
	v_mov_b32_e32 v41, v39
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v38
	v_mov_b32_e32 v21, v39
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[32:33]
	v_or_b32_e32 v18, 1, v38
	v_mov_b32_e32 v19, v39
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v42, v42, v44
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[38:39], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v40, 2, v40
	v_cndmask_b32_e64 v19, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v42, 3, v42
	v_or_b32_e32 v20, v20, v40
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v1, v18, v1
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[20:21], s[6:7]
	v_mov_b64_e32 v[18:19], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_550
	flat_load_ushort v18, v[36:37]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s0, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_550:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 1, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_552
	flat_load_ushort v38, v[36:37] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v38, v18, s0
.LBB0_552:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 2, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_554
	flat_load_ushort v38, v[36:37] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s0, v38, v19
.LBB0_554:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 3, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_556
	flat_load_ushort v38, v[36:37] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v38, v19, s0
.LBB0_556:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 4, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_558
	flat_load_ushort v38, v[36:37] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s0, v38, v20
.LBB0_558:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 5, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_560
	flat_load_ushort v38, v[36:37] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v38, v20, s0
.LBB0_560:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v38, 6, v1
	v_and_b32_e32 v38, 1, v38
	v_cmp_eq_u32_e64 s[0:1], 1, v38
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_562
	flat_load_ushort v38, v[36:37] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s0, v38, v21
.LBB0_562:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_564
	flat_load_ushort v1, v[36:37] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s0
.LBB0_564:
	s_or_b64 exec, exec, s[4:5]
.LBB0_565:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v50, 16, v5
	v_lshlrev_b32_e32 v48, 16, v3
	v_cmp_gt_f32_e64 s[0:1], v49, v1
	v_and_b32_e32 v53, 0xffff0000, v4
	v_and_b32_e32 v51, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v49, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v50, v48
	v_and_b32_e32 v54, 0xffff0000, v5
	v_and_b32_e32 v52, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v48, v50, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v53, v51
	s_mov_b32 s5, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v51, v53, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v54, v52
	s_nop 1
	v_cndmask_b32_e64 v5, v52, v54, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[0:1]
	v_max_f32_e32 v2, v2, v2
	v_max_f32_e32 v41, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[0:1], s5, v41
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v36, v2
	v_mov_b32_e32 v37, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_567
	v_sub_f32_e32 v3, v51, v41
	v_sub_f32_e32 v2, v1, v41
	v_sub_f32_e32 v5, v52, v41
	v_sub_f32_e32 v4, v48, v41
	v_sub_f32_e32 v37, v53, v41
	v_sub_f32_e32 v36, v49, v41
	v_sub_f32_e32 v39, v54, v41
	v_sub_f32_e32 v38, v50, v41
	s_mov_b32 s4, 0x3fb8aa3b
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[38:39], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[36:37], v[36:37], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_567:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v57, 16, v8
	v_lshlrev_b32_e32 v55, 16, v6
	v_lshlrev_b32_e32 v58, 16, v9
	v_lshlrev_b32_e32 v56, 16, v7
	v_cmp_gt_f32_e64 s[2:3], v57, v55
	v_and_b32_e32 v61, 0xffff0000, v8
	v_and_b32_e32 v59, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v55, v57, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v58, v56
	v_and_b32_e32 v62, 0xffff0000, v9
	v_and_b32_e32 v60, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v56, v58, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v61, v59
	s_mov_b32 s4, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v59, v61, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v62, v60
	s_nop 1
	v_cndmask_b32_e64 v9, v60, v62, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v6, v41
	s_nop 1
	v_cndmask_b32_e64 v40, v41, v6, s[2:3]
	v_sub_f32_e32 v6, v41, v40
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[2:3], v40, v41
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[42:43], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[6:7], v[36:37] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v39, v7, s[0:1]
	v_cndmask_b32_e64 v8, v38, v6, s[0:1]
	v_cndmask_b32_e64 v7, v37, v47, s[0:1]
	v_cndmask_b32_e64 v6, v36, v46, s[0:1]
	v_cndmask_b32_e64 v5, v5, v45, s[0:1]
	v_cndmask_b32_e64 v4, v4, v44, s[0:1]
	v_cndmask_b32_e64 v3, v3, v43, s[0:1]
	v_cndmask_b32_e64 v2, v2, v42, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v40
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_569
	v_sub_f32_e32 v37, v59, v40
	v_sub_f32_e32 v36, v55, v40
	v_sub_f32_e32 v39, v60, v40
	v_sub_f32_e32 v38, v56, v40
	v_sub_f32_e32 v43, v61, v40
	v_sub_f32_e32 v42, v57, v40
	v_sub_f32_e32 v45, v62, v40
	v_sub_f32_e32 v44, v58, v40
	v_pk_mul_f32 v[44:45], v[44:45], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[42:43], v[6:7]
	v_pk_add_f32 v[4:5], v[38:39], v[4:5]
	v_pk_add_f32 v[2:3], v[36:37], v[2:3]
.LBB0_569:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v65, 16, v12
	v_lshlrev_b32_e32 v63, 16, v10
	v_lshlrev_b32_e32 v66, 16, v13
	v_lshlrev_b32_e32 v64, 16, v11
	v_cmp_gt_f32_e64 s[2:3], v65, v63
	v_and_b32_e32 v69, 0xffff0000, v12
	v_and_b32_e32 v67, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v63, v65, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v66, v64
	v_and_b32_e32 v70, 0xffff0000, v13
	v_and_b32_e32 v68, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v64, v66, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v69, v67
	s_nop 1
	v_cndmask_b32_e64 v12, v67, v69, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v70, v68
	s_nop 1
	v_cndmask_b32_e64 v13, v68, v70, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v10, v40
	s_nop 1
	v_cndmask_b32_e64 v10, v40, v10, s[2:3]
	v_sub_f32_e32 v11, v40, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[2:3], v10, v40
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[36:37], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[38:39], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v41, s[0:1]
	v_cndmask_b32_e64 v6, v6, v40, s[0:1]
	v_cndmask_b32_e64 v5, v5, v39, s[0:1]
	v_cndmask_b32_e64 v4, v4, v38, s[0:1]
	v_cndmask_b32_e64 v3, v3, v37, s[0:1]
	v_cndmask_b32_e64 v2, v2, v36, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_571
	v_sub_f32_e32 v13, v67, v10
	v_sub_f32_e32 v12, v63, v10
	v_sub_f32_e32 v37, v68, v10
	v_sub_f32_e32 v36, v64, v10
	v_sub_f32_e32 v39, v69, v10
	v_sub_f32_e32 v38, v65, v10
	v_sub_f32_e32 v41, v70, v10
	v_sub_f32_e32 v40, v66, v10
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	v_pk_add_f32 v[6:7], v[38:39], v[6:7]
	v_pk_add_f32 v[4:5], v[36:37], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_571:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v73, 16, v16
	v_lshlrev_b32_e32 v71, 16, v14
	v_lshlrev_b32_e32 v74, 16, v17
	v_lshlrev_b32_e32 v72, 16, v15
	v_cmp_gt_f32_e64 s[2:3], v73, v71
	v_and_b32_e32 v77, 0xffff0000, v16
	v_and_b32_e32 v75, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v71, v73, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v74, v72
	v_and_b32_e32 v78, 0xffff0000, v17
	v_and_b32_e32 v76, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v72, v74, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v77, v75
	s_nop 1
	v_cndmask_b32_e64 v13, v75, v77, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v78, v76
	s_nop 1
	v_cndmask_b32_e64 v14, v76, v78, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v11
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v11, v10, v11, s[2:3]
	v_sub_f32_e32 v12, v10, v11
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[2:3], v11, v10
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v37, s[0:1]
	v_cndmask_b32_e64 v6, v6, v36, s[0:1]
	v_cndmask_b32_e64 v5, v5, v17, s[0:1]
	v_cndmask_b32_e64 v4, v4, v16, s[0:1]
	v_cndmask_b32_e64 v3, v3, v15, s[0:1]
	v_cndmask_b32_e64 v2, v2, v14, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v11
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_573
	v_sub_f32_e32 v13, v75, v11
	v_sub_f32_e32 v12, v71, v11
	v_sub_f32_e32 v15, v76, v11
	v_sub_f32_e32 v14, v72, v11
	v_sub_f32_e32 v17, v77, v11
	v_sub_f32_e32 v16, v73, v11
	v_sub_f32_e32 v37, v78, v11
	v_sub_f32_e32 v36, v74, v11
	v_pk_mul_f32 v[36:37], v[36:37], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v37, v37
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[36:37], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_573:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v80, 16, v20
	v_lshlrev_b32_e32 v84, 16, v18
	v_lshlrev_b32_e32 v79, 16, v21
	v_lshlrev_b32_e32 v82, 16, v19
	v_cmp_gt_f32_e64 s[2:3], v80, v84
	v_and_b32_e32 v83, 0xffff0000, v20
	v_and_b32_e32 v86, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v84, v80, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v79, v82
	v_and_b32_e32 v81, 0xffff0000, v21
	v_and_b32_e32 v85, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v82, v79, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v83, v86
	v_mov_b32_e32 v87, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v86, v83, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v81, v85
	s_nop 1
	v_cndmask_b32_e64 v14, v85, v81, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v14, v13
	s_nop 1
	v_cndmask_b32_e64 v12, v13, v14, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v10, v11
	s_nop 1
	v_cndmask_b32_e64 v10, v11, v10, s[2:3]
	v_sub_f32_e32 v12, v11, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e64 s[2:3], v10, v11
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[14:15], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v43, v9, v13, s[0:1]
	v_cndmask_b32_e64 v42, v8, v12, s[0:1]
	v_cndmask_b32_e64 v41, v7, v19, s[0:1]
	v_cndmask_b32_e64 v40, v6, v18, s[0:1]
	v_cndmask_b32_e64 v39, v5, v17, s[0:1]
	v_cndmask_b32_e64 v38, v4, v16, s[0:1]
	v_cndmask_b32_e64 v37, v3, v15, s[0:1]
	v_cndmask_b32_e64 v36, v2, v14, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_575
	v_sub_f32_e32 v3, v86, v10
	v_sub_f32_e32 v2, v84, v10
	v_sub_f32_e32 v5, v85, v10
	v_sub_f32_e32 v4, v82, v10
	v_sub_f32_e32 v7, v83, v10
	v_sub_f32_e32 v6, v80, v10
	v_sub_f32_e32 v9, v81, v10
	v_sub_f32_e32 v8, v79, v10
	s_mov_b32 s0, 0x3fb8aa3b
	v_pk_mul_f32 v[8:9], v[8:9], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[0:1] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[0:1] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v6, v6
	v_exp_f32_e32 v8, v8
	v_exp_f32_e32 v9, v9
	v_exp_f32_e32 v7, v7
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[42:43], v[8:9], v[42:43]
	v_pk_add_f32 v[40:41], v[6:7], v[40:41]
	v_pk_add_f32 v[38:39], v[4:5], v[38:39]
	v_pk_add_f32 v[36:37], v[2:3], v[36:37]
	v_mov_b32_e32 v87, v10
.LBB0_575:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_577
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_577:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_595
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[32:33]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v10, 2, v10
	v_cndmask_b32_e64 v3, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v16, v16, v18
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v4, v4, v10
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v12, v12, v16
	v_or_b32_e32 v2, v2, v4
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v12, 4, v12
	v_and_b32_e32 v2, 15, v2
	s_mov_b32 s5, s4
	v_or_b32_e32 v8, v2, v12
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_580
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_580:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_582
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s0
.LBB0_582:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_584
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v9, v3
.LBB0_584:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_586
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s0
.LBB0_586:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_588
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v9, v4
.LBB0_588:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_590
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s0
.LBB0_590:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_592
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v9, v5
.LBB0_592:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_594
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s0
.LBB0_594:
	s_or_b64 exec, exec, s[4:5]
.LBB0_595:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_597
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_597:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_615
	v_or_b32_e32 v44, 6, v12
	v_mov_b32_e32 v45, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[32:33]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v44
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v8, v8, v14
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v16, v16, v20
	v_or_b32_e32 v6, v6, v8
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v16, 4, v16
	v_and_b32_e32 v6, 15, v6
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v12, v6, v16
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_600
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_600:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_602
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s0
.LBB0_602:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_604
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v13, v7
.LBB0_604:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_606
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s0
.LBB0_606:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_608
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v13, v8
.LBB0_608:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_610
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s0
.LBB0_610:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_612
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v13, v9
.LBB0_612:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_614
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s0
.LBB0_614:
	s_or_b64 exec, exec, s[4:5]
.LBB0_615:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_617
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_617:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_635
	v_or_b32_e32 v88, 6, v16
	v_mov_b32_e32 v89, v17
	v_or_b32_e32 v46, 7, v16
	v_mov_b32_e32 v47, v17
	v_cmp_lt_u64_e64 s[0:1], v[88:89], v[32:33]
	v_or_b32_e32 v44, 5, v16
	v_mov_b32_e32 v45, v17
	v_cndmask_b32_e64 v88, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[32:33]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[32:33]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[32:33]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v88, 2, v88
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[32:33]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v46, v46, v88
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v46
	v_or_b32_e32 v10, v10, v12
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v20, 4, v20
	v_and_b32_e32 v10, 15, v10
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v16, v10, v20
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mov_b64_e32 v[10:11], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_620
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_620:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_622
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s0
.LBB0_622:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_624
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v17, v11
.LBB0_624:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_626
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s0
.LBB0_626:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_628
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v17, v12
.LBB0_628:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_630
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s0
.LBB0_630:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_632
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v17, v13
.LBB0_632:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_634
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s0
.LBB0_634:
	s_or_b64 exec, exec, s[4:5]
.LBB0_635:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[32:33]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_637
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_637:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_655
	v_or_b32_e32 v92, 6, v20
	v_mov_b32_e32 v93, v21
	v_or_b32_e32 v90, 7, v20
	v_mov_b32_e32 v91, v21
	v_cmp_lt_u64_e64 s[0:1], v[92:93], v[32:33]
	v_or_b32_e32 v88, 5, v20
	v_mov_b32_e32 v89, v21
	v_cndmask_b32_e64 v92, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[90:91], v[32:33]
	v_or_b32_e32 v46, 4, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v90, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[88:89], v[32:33]
	v_or_b32_e32 v44, 2, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v88, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[32:33]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[32:33]
	v_lshlrev_b16_e32 v88, 1, v88
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[32:33]
	v_lshlrev_b16_e32 v90, 3, v90
	v_or_b32_e32 v46, v46, v88
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v90, v90, v92
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v16, v16, v44
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v46, v46, v90
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v46, 4, v46
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v20, v14, v46
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[16:17], s[6:7]
	v_mov_b64_e32 v[14:15], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_640
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_640:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_642
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s0
.LBB0_642:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_644
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v21, v15
.LBB0_644:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_646
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s0
.LBB0_646:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_648
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v21, v16
.LBB0_648:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_650
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s0
.LBB0_650:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_652
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v21, v17
.LBB0_652:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_654
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s0
.LBB0_654:
	s_or_b64 exec, exec, s[4:5]
.LBB0_655:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v46, 0x120, v30
	v_mov_b32_e32 v47, 0
	s_mov_b64 s[0:1], 0x129
	v_cmp_gt_u64_e64 s[0:1], s[0:1], v[46:47]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_677
	v_lshlrev_b32_e32 v44, 3, v46
	v_mov_b32_e32 v45, v47
	v_lshlrev_b32_e32 v46, 4, v46
	v_lshl_add_u64 v[18:19], v[44:45], 0, 8
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[46:47]
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[32:33]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_658
	flat_load_dwordx4 v[18:21], v[34:35]
.LBB0_658:
	s_andn2_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_676
	v_or_b32_e32 v94, 6, v44
	v_mov_b32_e32 v95, v45
	v_or_b32_e32 v92, 7, v44
	v_mov_b32_e32 v93, v45
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[32:33]
	v_or_b32_e32 v90, 5, v44
	v_mov_b32_e32 v91, v45
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[32:33]
	v_or_b32_e32 v88, 4, v44
	v_mov_b32_e32 v89, v45
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[90:91], v[32:33]
	v_or_b32_e32 v46, 2, v44
	v_mov_b32_e32 v47, v45
	v_cndmask_b32_e64 v90, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[88:89], v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v44
	v_mov_b32_e32 v21, v45
	v_cndmask_b32_e64 v88, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[32:33]
	v_or_b32_e32 v18, 1, v44
	v_mov_b32_e32 v19, v45
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[32:33]
	v_lshlrev_b16_e32 v90, 1, v90
	v_lshlrev_b16_e32 v94, 2, v94
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[32:33]
	v_lshlrev_b16_e32 v92, 3, v92
	v_or_b32_e32 v88, v88, v90
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[32:33]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v92, v92, v94
	v_and_b32_e32 v88, 3, v88
	v_or_b32_e32 v20, v20, v46
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v88, v88, v92
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v88, 4, v88
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v32, v18, v88
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_661
	flat_load_ushort v18, v[34:35]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_661:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 1, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_663
	flat_load_ushort v33, v[34:35] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v33, v18, s2
.LBB0_663:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 2, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_665
	flat_load_ushort v33, v[34:35] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v33, v19
.LBB0_665:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 3, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_667
	flat_load_ushort v33, v[34:35] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v33, v19, s2
.LBB0_667:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 4, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_669
	flat_load_ushort v33, v[34:35] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v33, v20
.LBB0_669:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 5, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_671
	flat_load_ushort v33, v[34:35] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v33, v20, s2
.LBB0_671:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v33, 6, v32
	v_and_b32_e32 v33, 1, v33
	v_cmp_eq_u32_e64 s[2:3], 1, v33
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_673
	flat_load_ushort v33, v[34:35] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v33, v21
.LBB0_673:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v32, 7, v32
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e64 s[2:3], 1, v32
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_675
	flat_load_ushort v32, v[34:35] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v32, v21, s2
.LBB0_675:
	s_or_b64 exec, exec, s[8:9]
.LBB0_676:
	s_or_b64 exec, exec, s[6:7]
.LBB0_677:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v4
	v_lshlrev_b32_e32 v44, 16, v2
	v_lshlrev_b32_e32 v47, 16, v5
	v_lshlrev_b32_e32 v45, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v46, v44
	v_and_b32_e32 v90, 0xffff0000, v4
	v_and_b32_e32 v88, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v44, v46, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v47, v45
	v_and_b32_e32 v91, 0xffff0000, v5
	v_and_b32_e32 v89, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v45, v47, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v90, v88
	s_mov_b32 s7, 0xff800000
	s_mov_b32 s6, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v88, v90, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v91, v89
	s_nop 1
	v_cndmask_b32_e64 v5, v89, v91, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v2, v87
	s_nop 1
	v_cndmask_b32_e64 v92, v87, v2, s[2:3]
	v_sub_f32_e32 v2, v87, v92
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[2:3], s7, v87
	v_cmp_neq_f32_e64 s[4:5], v92, v87
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[94:95], v[36:37], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[38:39], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v33, v41, v33, s[2:3]
	v_cndmask_b32_e64 v35, v43, v3, s[2:3]
	v_cndmask_b32_e64 v34, v42, v2, s[2:3]
	v_cndmask_b32_e64 v32, v40, v32, s[2:3]
	v_cndmask_b32_e64 v5, v39, v5, s[2:3]
	v_cndmask_b32_e64 v4, v38, v4, s[2:3]
	v_cndmask_b32_e64 v3, v37, v95, s[2:3]
	v_cndmask_b32_e64 v2, v36, v94, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v92
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_679
	v_sub_f32_e32 v37, v88, v92
	v_sub_f32_e32 v36, v44, v92
	v_sub_f32_e32 v39, v89, v92
	v_sub_f32_e32 v38, v45, v92
	v_sub_f32_e32 v41, v90, v92
	v_sub_f32_e32 v40, v46, v92
	v_sub_f32_e32 v43, v91, v92
	v_sub_f32_e32 v42, v47, v92
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[36:37], v[36:37], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v36, v36
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v37, v37
	v_pk_add_f32 v[34:35], v[34:35], v[42:43]
	v_pk_add_f32 v[32:33], v[32:33], v[40:41]
	v_pk_add_f32 v[4:5], v[4:5], v[38:39]
	v_pk_add_f32 v[2:3], v[2:3], v[36:37]
.LBB0_679:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v38, 16, v8
	v_lshlrev_b32_e32 v36, 16, v6
	v_lshlrev_b32_e32 v39, 16, v9
	v_lshlrev_b32_e32 v37, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v38, v36
	v_and_b32_e32 v42, 0xffff0000, v8
	v_and_b32_e32 v40, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v36, v38, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v39, v37
	v_and_b32_e32 v43, 0xffff0000, v9
	v_and_b32_e32 v41, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v37, v39, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v42, v40
	s_nop 1
	v_cndmask_b32_e64 v8, v40, v42, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v43, v41
	s_nop 1
	v_cndmask_b32_e64 v9, v41, v43, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v92
	s_nop 1
	v_cndmask_b32_e64 v95, v92, v6, s[4:5]
	v_sub_f32_e32 v6, v92, v95
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v95, v92
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[92:93], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[96:97], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[6:7], v[32:33] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[34:35] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v35, v7, s[2:3]
	v_cndmask_b32_e64 v8, v34, v6, s[2:3]
	v_cndmask_b32_e64 v7, v33, v99, s[2:3]
	v_cndmask_b32_e64 v6, v32, v98, s[2:3]
	v_cndmask_b32_e64 v5, v5, v97, s[2:3]
	v_cndmask_b32_e64 v4, v4, v96, s[2:3]
	v_cndmask_b32_e64 v3, v3, v93, s[2:3]
	v_cndmask_b32_e64 v2, v2, v92, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v95
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_681
	v_sub_f32_e32 v33, v40, v95
	v_sub_f32_e32 v32, v36, v95
	v_sub_f32_e32 v35, v41, v95
	v_sub_f32_e32 v34, v37, v95
	v_sub_f32_e32 v93, v42, v95
	v_sub_f32_e32 v92, v38, v95
	v_sub_f32_e32 v97, v43, v95
	v_sub_f32_e32 v96, v39, v95
	v_pk_mul_f32 v[96:97], v[96:97], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[92:93], v[92:93], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[34:35], v[34:35], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[32:33], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v34, v34
	v_exp_f32_e32 v32, v32
	v_exp_f32_e32 v92, v92
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v93, v93
	v_exp_f32_e32 v35, v35
	v_exp_f32_e32 v33, v33
	v_pk_add_f32 v[8:9], v[96:97], v[8:9]
	v_pk_add_f32 v[6:7], v[92:93], v[6:7]
	v_pk_add_f32 v[4:5], v[34:35], v[4:5]
	v_pk_add_f32 v[2:3], v[32:33], v[2:3]
.LBB0_681:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v33, 16, v12
	v_lshlrev_b32_e32 v92, 16, v10
	v_lshlrev_b32_e32 v32, 16, v13
	v_lshlrev_b32_e32 v35, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v33, v92
	v_and_b32_e32 v87, 0xffff0000, v12
	v_and_b32_e32 v94, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v92, v33, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v32, v35
	v_and_b32_e32 v34, 0xffff0000, v13
	v_and_b32_e32 v93, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v35, v32, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v87, v94
	s_nop 1
	v_cndmask_b32_e64 v12, v94, v87, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v34, v93
	s_nop 1
	v_cndmask_b32_e64 v13, v93, v34, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v95
	s_nop 1
	v_cndmask_b32_e64 v100, v95, v10, s[4:5]
	v_sub_f32_e32 v10, v95, v100
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	v_cmp_neq_f32_e64 s[4:5], v100, v95
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[96:97], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[98:99], v[10:11], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[10:11], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v13, v9, v11, s[2:3]
	v_cndmask_b32_e64 v12, v8, v10, s[2:3]
	v_cndmask_b32_e64 v11, v7, v103, s[2:3]
	v_cndmask_b32_e64 v10, v6, v102, s[2:3]
	v_cndmask_b32_e64 v7, v5, v99, s[2:3]
	v_cndmask_b32_e64 v6, v4, v98, s[2:3]
	v_cndmask_b32_e64 v9, v3, v97, s[2:3]
	v_cndmask_b32_e64 v8, v2, v96, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v100
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_683
	v_sub_f32_e32 v3, v94, v100
	v_sub_f32_e32 v2, v92, v100
	v_sub_f32_e32 v5, v93, v100
	v_sub_f32_e32 v4, v35, v100
	v_sub_f32_e32 v97, v87, v100
	v_sub_f32_e32 v96, v33, v100
	v_sub_f32_e32 v99, v34, v100
	v_sub_f32_e32 v98, v32, v100
	v_pk_mul_f32 v[98:99], v[98:99], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[12:13], v[98:99], v[12:13]
	v_pk_add_f32 v[10:11], v[96:97], v[10:11]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[2:3], v[8:9]
.LBB0_683:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v96, 16, v16
	v_lshlrev_b32_e32 v98, 16, v14
	v_lshlrev_b32_e32 v95, 16, v17
	v_lshlrev_b32_e32 v97, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v96, v98
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v99, 0xffff0000, v14
	v_cndmask_b32_e64 v2, v98, v96, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v95, v97
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v3, v97, v95, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v16, v99
	s_nop 1
	v_cndmask_b32_e64 v4, v99, v16, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v17, v15
	s_nop 1
	v_cndmask_b32_e64 v5, v15, v17, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v100
	s_nop 1
	v_cndmask_b32_e64 v14, v100, v2, s[4:5]
	v_sub_f32_e32 v2, v100, v14
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], v14, v100
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[100:101], v[2:3], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[2:3], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v13, v3, s[2:3]
	v_cndmask_b32_e64 v2, v12, v2, s[2:3]
	v_cndmask_b32_e64 v5, v11, v5, s[2:3]
	v_cndmask_b32_e64 v4, v10, v4, s[2:3]
	v_cndmask_b32_e64 v7, v7, v103, s[2:3]
	v_cndmask_b32_e64 v6, v6, v102, s[2:3]
	v_cndmask_b32_e64 v9, v9, v101, s[2:3]
	v_cndmask_b32_e64 v8, v8, v100, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v14
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_685
	v_sub_f32_e32 v11, v99, v14
	v_sub_f32_e32 v10, v98, v14
	v_sub_f32_e32 v13, v15, v14
	v_sub_f32_e32 v12, v97, v14
	v_sub_f32_e32 v101, v16, v14
	v_sub_f32_e32 v100, v96, v14
	v_sub_f32_e32 v103, v17, v14
	v_sub_f32_e32 v102, v95, v14
	v_pk_mul_f32 v[102:103], v[102:103], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[100:101], v[100:101], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v100, v100
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v101, v101
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_pk_add_f32 v[2:3], v[102:103], v[2:3]
	v_pk_add_f32 v[4:5], v[100:101], v[4:5]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.LBB0_685:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_u_f32_e64 s[20:21], v62, v54
	v_cmp_u_f32_e64 s[22:23], v58, v50
	v_cmp_u_f32_e64 s[24:25], v61, v53
	v_cmp_u_f32_e64 s[26:27], v57, v49
	v_cmp_u_f32_e64 s[28:29], v60, v52
	v_cmp_u_f32_e64 s[30:31], v56, v48
	v_cmp_u_f32_e64 s[34:35], v59, v51
	v_cmp_u_f32_e64 s[36:37], v55, v1
	v_cmp_u_f32_e64 s[38:39], v78, v70
	v_cmp_u_f32_e64 s[40:41], v74, v66
	v_cmp_u_f32_e64 s[42:43], v77, v69
	v_cmp_u_f32_e64 s[44:45], v73, v65
	v_cmp_u_f32_e64 s[46:47], v76, v68
	v_cmp_u_f32_e64 s[48:49], v72, v64
	v_cmp_u_f32_e64 s[50:51], v75, v67
	v_cmp_u_f32_e64 s[52:53], v71, v63
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	s_or_b64 s[38:39], s[20:21], s[38:39]
	v_cmp_u_f32_e64 s[20:21], v84, v84
	v_cmp_u_f32_e64 s[22:23], v86, v86
	v_cmp_u_f32_e64 s[24:25], v82, v82
	v_cmp_u_f32_e64 s[26:27], v85, v85
	v_cmp_u_f32_e64 s[28:29], v80, v80
	v_cmp_u_f32_e64 s[30:31], v83, v83
	v_cmp_u_f32_e64 s[34:35], v79, v79
	v_cmp_u_f32_e64 s[36:37], v81, v81
	v_cmp_u_f32_e64 s[4:5], v43, v91
	v_cmp_u_f32_e64 s[6:7], v39, v47
	v_cmp_u_f32_e64 s[8:9], v42, v90
	v_cmp_u_f32_e64 s[10:11], v38, v46
	v_cmp_u_f32_e64 s[12:13], v41, v89
	v_cmp_u_f32_e64 s[14:15], v37, v45
	v_cmp_u_f32_e64 s[16:17], v40, v88
	v_cmp_u_f32_e64 s[18:19], v36, v44
	s_or_b64 s[38:39], s[36:37], s[38:39]
	s_or_b64 s[40:41], s[34:35], s[40:41]
	s_or_b64 s[42:43], s[30:31], s[42:43]
	s_or_b64 s[44:45], s[28:29], s[44:45]
	s_or_b64 s[46:47], s[26:27], s[46:47]
	s_or_b64 s[48:49], s[24:25], s[48:49]
	s_or_b64 s[50:51], s[22:23], s[50:51]
	s_or_b64 s[52:53], s[20:21], s[52:53]
	v_cmp_u_f32_e64 s[20:21], v98, v92
	v_cmp_u_f32_e64 s[22:23], v99, v94
	v_cmp_u_f32_e64 s[24:25], v97, v35
	v_cmp_u_f32_e64 s[26:27], v15, v93
	v_cmp_u_f32_e64 s[28:29], v96, v33
	v_cmp_u_f32_e64 s[30:31], v16, v87
	v_cmp_u_f32_e64 s[34:35], v95, v32
	v_cmp_u_f32_e64 s[36:37], v17, v34
	s_or_b64 s[52:53], s[18:19], s[52:53]
	s_or_b64 s[16:17], s[16:17], s[50:51]
	s_or_b64 s[14:15], s[14:15], s[48:49]
	s_or_b64 s[12:13], s[12:13], s[46:47]
	s_or_b64 s[10:11], s[10:11], s[44:45]
	s_or_b64 s[8:9], s[8:9], s[42:43]
	s_or_b64 s[6:7], s[6:7], s[40:41]
	s_or_b64 s[4:5], s[4:5], s[38:39]
	s_or_b64 s[36:37], s[4:5], s[36:37]
	s_or_b64 s[34:35], s[6:7], s[34:35]
	s_or_b64 s[30:31], s[8:9], s[30:31]
	s_or_b64 s[18:19], s[10:11], s[28:29]
	s_or_b64 s[26:27], s[12:13], s[26:27]
	s_or_b64 s[24:25], s[14:15], s[24:25]
	s_or_b64 s[22:23], s[16:17], s[22:23]
	s_or_b64 s[20:21], s[52:53], s[20:21]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_689
	v_lshlrev_b32_e32 v10, 16, v21
	v_lshlrev_b32_e32 v11, 16, v20
	v_lshlrev_b32_e32 v16, 16, v18
	v_and_b32_e32 v15, 0xffff0000, v20
	v_and_b32_e32 v17, 0xffff0000, v19
	v_cmp_u_f32_e64 s[4:5], v10, v10
	v_cmp_u_f32_e64 s[6:7], v15, v15
	v_cmp_u_f32_e64 s[8:9], v11, v11
	v_cmp_u_f32_e64 s[10:11], v17, v17
	v_cmp_u_f32_e64 s[12:13], v16, v16
	v_lshlrev_b32_e32 v13, 16, v19
	s_or_b64 s[38:39], s[12:13], s[20:21]
	s_or_b64 s[12:13], s[10:11], s[26:27]
	s_or_b64 s[10:11], s[8:9], s[18:19]
	s_or_b64 s[8:9], s[6:7], s[30:31]
	s_or_b64 s[6:7], s[4:5], s[34:35]
	v_cmp_gt_f32_e64 s[4:5], v11, v16
	v_and_b32_e32 v18, 0xffff0000, v18
	v_and_b32_e32 v12, 0xffff0000, v21
	v_cndmask_b32_e64 v1, v16, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v13
	v_cmp_u_f32_e64 s[0:1], v12, v12
	v_cmp_u_f32_e64 s[14:15], v18, v18
	v_cndmask_b32_e64 v19, v13, v10, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v15, v18
	v_cmp_u_f32_e64 s[16:17], v13, v13
	s_or_b64 s[16:17], s[16:17], s[24:25]
	v_cndmask_b32_e64 v20, v18, v15, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v12, v17
	s_or_b64 s[14:15], s[14:15], s[22:23]
	s_mov_b32 s40, 0x3fb8aa3b
	v_cndmask_b32_e64 v21, v17, v12, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v19, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v19, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v21, v20
	s_nop 1
	v_cndmask_b32_e64 v19, v20, v21, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v19, v1
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v19, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v1, v14
	s_nop 1
	v_cndmask_b32_e64 v1, v14, v1, s[4:5]
	v_sub_f32_e32 v19, v14, v1
	v_mul_f32_e32 v19, 0x3fb8aa3b, v19
	v_exp_f32_e32 v20, v19
	s_or_b64 s[4:5], s[0:1], s[36:37]
	v_cmp_neq_f32_e64 s[0:1], v1, v14
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_pk_mul_f32 v[32:33], v[20:21], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[34:35], v[20:21], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[36:37], v[20:21], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[2:3] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v3, v21, s[0:1]
	v_cndmask_b32_e64 v2, v2, v20, s[0:1]
	v_cndmask_b32_e64 v5, v5, v37, s[0:1]
	v_cndmask_b32_e64 v4, v4, v36, s[0:1]
	v_cndmask_b32_e64 v7, v7, v35, s[0:1]
	v_cndmask_b32_e64 v6, v6, v34, s[0:1]
	v_cndmask_b32_e64 v9, v9, v33, s[0:1]
	v_cndmask_b32_e64 v8, v8, v32, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v1
	v_mov_b32_e32 v14, 0xff800000
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_688
	v_sub_f32_e32 v19, v18, v1
	v_sub_f32_e32 v18, v16, v1
	v_sub_f32_e32 v17, v17, v1
	v_sub_f32_e32 v16, v13, v1
	v_sub_f32_e32 v15, v15, v1
	v_sub_f32_e32 v14, v11, v1
	v_sub_f32_e32 v11, v12, v1
	v_sub_f32_e32 v10, v10, v1
	v_pk_mul_f32 v[10:11], v[10:11], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[14:15], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[16:17], s[40:41] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[18:19], s[40:41] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v11, v11
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v17, v17
	v_pk_add_f32 v[2:3], v[10:11], v[2:3]
	v_pk_add_f32 v[4:5], v[12:13], v[4:5]
	v_pk_add_f32 v[6:7], v[14:15], v[6:7]
	v_pk_add_f32 v[8:9], v[16:17], v[8:9]
	v_mov_b32_e32 v14, v1
.LBB0_688:
	s_or_b64 exec, exec, s[2:3]
	s_andn2_b64 s[0:1], s[20:21], exec
	s_and_b64 s[2:3], s[38:39], exec
	s_or_b64 s[20:21], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[22:23], exec
	s_and_b64 s[2:3], s[14:15], exec
	s_or_b64 s[22:23], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[24:25], exec
	s_and_b64 s[2:3], s[16:17], exec
	s_or_b64 s[24:25], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[26:27], exec
	s_and_b64 s[2:3], s[12:13], exec
	s_or_b64 s[26:27], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[18:19], exec
	s_and_b64 s[2:3], s[10:11], exec
	s_or_b64 s[18:19], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[30:31], exec
	s_and_b64 s[2:3], s[8:9], exec
	s_or_b64 s[30:31], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[34:35], exec
	s_and_b64 s[2:3], s[6:7], exec
	s_or_b64 s[34:35], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[36:37], exec
	s_and_b64 s[2:3], s[4:5], exec
	s_or_b64 s[36:37], s[0:1], s[2:3]
.LBB0_689:
	s_or_b64 exec, exec, s[28:29]
	v_cndmask_b32_e64 v1, 0, 1, s[24:25]
	v_cndmask_b32_e64 v10, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[20:21]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[34:35]
	v_cndmask_b32_e64 v11, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[30:31]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, s[18:19]
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v10, 4, v10
	v_or_b32_e32 v1, v1, v10
	v_mov_b32_e32 v10, 0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v11, 0x7fc00000
	v_cmp_eq_u16_sdwa s[0:1], v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v12, 0xfc, v0
	v_xor_b32_e32 v13, 64, v12
	v_cndmask_b32_e64 v10, v11, v14, s[0:1]
	ds_bpermute_b32 v14, v13, v10
	v_pk_add_f32 v[0:1], v[6:7], v[2:3]
	v_pk_add_f32 v[2:3], v[8:9], v[4:5]
	v_xor_b32_e32 v5, 32, v12
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s[2:3], v14, v14
	v_cmp_lt_f32_e64 s[4:5], v10, v14
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v2, v10, v14, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v10, v10
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v1, v14, v10, s[4:5]
	v_cndmask_b32_e64 v2, v2, v10, s[2:3]
	v_sub_f32_e32 v1, v1, v2
	v_mul_f32_e32 v1, 0x3fb8aa3b, v1
	v_exp_f32_e32 v1, v1
	ds_bpermute_b32 v6, v5, v2
	v_cndmask_b32_e64 v0, v11, v0, s[0:1]
	ds_bpermute_b32 v3, v13, v0
	v_cmp_neq_f32_e64 s[0:1], v10, v2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[2:3], v2, v6
	v_cndmask_b32_e64 v4, 1.0, v1, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v2, v14
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v1, 1.0, v1, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v1, v3
	v_cndmask_b32_e64 v4, v2, v6, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v2, v2
	v_cndmask_b32_e64 v3, v6, v2, s[2:3]
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v4, v4, v2, s[0:1]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	ds_bpermute_b32 v1, v5, v0
	v_xor_b32_e32 v5, 16, v12
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v5, v4
	v_cmp_neq_f32_e64 s[0:1], v2, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v2, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v6
	v_mul_f32_e32 v0, v0, v2
	v_cndmask_b32_e64 v2, v7, v4, s[2:3]
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v1, v3, v1
	v_cndmask_b32_e64 v3, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v5, v0
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_sub_f32_e32 v2, v2, v3
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_xor_b32_e32 v5, 8, v12
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v6, v5, v3
	v_cmp_neq_f32_e64 s[0:1], v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v3, v6
	v_cndmask_b32_e64 v4, 1.0, v2, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v3, v7
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v6, v6
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v4, v3, v6, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v3, v3
	v_cndmask_b32_e64 v2, v6, v3, s[2:3]
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v4, v4, v3, s[0:1]
	v_sub_f32_e32 v2, v2, v4
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	ds_bpermute_b32 v1, v5, v0
	v_xor_b32_e32 v5, 4, v12
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v7, v5, v4
	v_cmp_neq_f32_e64 s[0:1], v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v3, 1.0, v2, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v6
	v_mul_f32_e32 v0, v0, v3
	v_cndmask_b32_e64 v3, v7, v4, s[2:3]
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v2, v1
	v_cndmask_b32_e64 v1, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v5, v0
	v_cndmask_b32_e64 v1, v1, v4, s[0:1]
	v_sub_f32_e32 v3, v3, v1
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	v_cmp_neq_f32_e64 s[0:1], v4, v1
	s_nop 1
	v_cndmask_b32_e64 v4, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v1, v7
	v_mul_f32_e32 v0, v0, v4
	s_nop 0
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v2, v3, v2
	v_add_f32_e32 v4, v0, v2
.LBB0_690:
	s_or_b64 exec, exec, s[54:55]
.LBB0_691:
	s_or_b64 exec, exec, s[56:57]
	v_cmp_eq_u64_e64 s[0:1], 0, v[30:31]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_693
	v_mad_u64_u32 v[6:7], s[0:1], v22, s68, v[24:25]
	v_mul_lo_u32 v0, v22, s69
	v_mul_lo_u32 v5, v23, s68
	v_add3_u32 v7, v5, v7, v0
	v_mov_b32_e32 v5, 0x7fc00000
	v_cmp_o_f32_e64 s[0:1], v1, v1
	v_mov_b32_e32 v2, s64
	v_mov_b32_e32 v3, s65
	v_cndmask_b32_e64 v0, v5, v1, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v4, v4
	v_lshl_add_u64 v[2:3], v[6:7], 3, v[2:3]
	s_nop 0
	v_cndmask_b32_e64 v1, v5, v4, s[0:1]
	flat_store_dwordx2 v[2:3], v[0:1]
.LBB0_693:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, v25, v31
	v_or_b32_e32 v0, v24, v30
	v_cmp_eq_u64_e64 s[0:1], 0, v[0:1]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_699
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_698
	flat_load_dwordx2 v[0:1], v[26:27]
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
	s_cbranch_execz .LBB0_697
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[28:29]
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v0
.LBB0_697:
	s_or_b64 exec, exec, s[0:1]
.LBB0_698:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_699:
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
		.amdhsa_next_free_vgpr 104
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 104
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
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         logpjit_tile_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     104
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
