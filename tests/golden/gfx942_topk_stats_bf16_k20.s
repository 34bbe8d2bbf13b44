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
	s_mov_b32 s4, 0x69ad9940
	s_add_u32 s4, 0x6e928, s4
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s5, 0, 0
	v_add_co_u32_e32 v1, vcc, s4, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s4, s5, 0x1b9b10
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s4, 0xfffff6ba
	s_mul_hi_u32 s7, s6, 0xfffff6ba
	s_add_i32 s7, s7, s5
	s_sub_i32 s5, s7, s6
	s_mul_i32 s8, s6, 0xfffff6ba
	s_mul_hi_u32 s11, s6, s5
	s_mul_i32 s12, s6, s5
	s_mul_hi_u32 s6, s6, s8
	s_add_u32 s6, s6, s12
	s_mul_hi_u32 s9, s4, s8
	s_mul_i32 s10, s4, s8
	s_addc_u32 s8, 0, s11
	s_add_u32 s6, s6, s10
	s_load_dwordx8 s[56:63], s[0:1], 0x20
	s_mul_hi_u32 s7, s4, s5
	s_addc_u32 s6, s8, s9
	s_addc_u32 s7, s7, 0
	s_mul_i32 s5, s4, s5
	s_add_u32 s5, s6, s5
	s_addc_u32 s6, 0, s7
	v_add_co_u32_e32 v1, vcc, s5, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s8, s4, s6
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s61, 31
	s_add_u32 s6, s60, s4
	s_mov_b32 s5, s4
	s_addc_u32 s7, s61, s4
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s6, s8
	s_mul_hi_u32 s12, s6, s11
	s_mul_hi_u32 s9, s6, s8
	s_add_u32 s10, s12, s10
	s_addc_u32 s9, 0, s9
	s_mul_hi_u32 s13, s7, s11
	s_mul_i32 s11, s7, s11
	s_add_u32 s10, s10, s11
	s_mul_hi_u32 s12, s7, s8
	s_addc_u32 s9, s9, s13
	s_addc_u32 s10, s12, 0
	s_mul_i32 s8, s7, s8
	s_add_u32 s8, s9, s8
	s_addc_u32 s9, 0, s10
	s_add_u32 s10, s8, 1
	s_addc_u32 s11, s9, 0
	s_add_u32 s12, s8, 2
	s_mul_i32 s15, s9, 0x946
	s_mul_hi_u32 s16, s8, 0x946
	s_addc_u32 s13, s9, 0
	s_add_i32 s16, s16, s15
	s_mul_i32 s15, s8, 0x946
	v_mov_b32_e32 v1, s15
	v_sub_co_u32_e32 v1, vcc, s6, v1
	s_movk_i32 s14, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s6, s7, s16
	v_subrev_co_u32_e32 v2, vcc, s14, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s7, s6, 0
	v_readfirstlane_b32 s14, v2
	s_cmpk_gt_u32 s14, 0x945
	s_cselect_b32 s14, -1, 0
	s_cmp_eq_u32 s7, 0
	s_cselect_b32 s7, s14, -1
	s_cmp_lg_u32 s7, 0
	s_cselect_b32 s7, s13, s11
	v_readfirstlane_b32 s11, v1
	s_cselect_b32 s10, s12, s10
	s_cmpk_gt_u32 s11, 0x945
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s6, 0
	s_cselect_b32 s6, s11, -1
	s_cmp_lg_u32 s6, 0
	s_cselect_b32 s7, s7, s9
	s_cselect_b32 s6, s10, s8
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	s_mov_b32 s3, 0
	s_sub_u32 s72, s6, s4
	s_subb_u32 s73, s7, s4
	s_lshl_b64 s[4:5], s[2:3], 3
	s_or_b64 s[6:7], s[4:5], s[72:73]
	s_mov_b32 s6, s3
	v_lshrrev_b32_e32 v1, 5, v0
	s_cmp_lg_u64 s[6:7], 0
	v_or_b32_e32 v1, s4, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_2
	v_cvt_f32_u32_e32 v2, s72
	v_cvt_f32_u32_e32 v3, s73
	s_sub_u32 s2, 0, s72
	s_subb_u32 s3, 0, s73
	v_fmamk_f32 v2, v3, 0x4f800000, v2
	v_rcp_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_fmamk_f32 v2, v3, 0xcf800000, v2
	v_cvt_u32_f32_e32 v6, v3
	v_cvt_u32_f32_e32 v7, v2
	v_mul_lo_u32 v2, s2, v6
	v_mul_hi_u32 v4, s2, v7
	v_mul_lo_u32 v3, s3, v7
	v_add_u32_e32 v4, v4, v2
	v_mul_lo_u32 v8, s2, v7
	v_add_u32_e32 v9, v4, v3
	v_mul_hi_u32 v2, v7, v8
	v_mul_hi_u32 v5, v7, v9
	v_mul_lo_u32 v4, v7, v9
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_mul_hi_u32 v2, v6, v8
	v_mul_lo_u32 v8, v6, v8
	v_add_co_u32_e32 v4, vcc, v4, v8
	v_mul_hi_u32 v10, v6, v9
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v2, vcc
	v_mul_lo_u32 v4, v6, v9
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v10, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v7, vcc, v7, v4
	v_mul_hi_u32 v4, s2, v7
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v5, vcc
	v_mul_lo_u32 v2, s2, v6
	v_add_u32_e32 v2, v4, v2
	v_mul_lo_u32 v4, s3, v7
	v_add_u32_e32 v8, v2, v4
	v_mul_lo_u32 v2, s2, v7
	v_mul_hi_u32 v10, v6, v2
	v_mul_lo_u32 v11, v6, v2
	v_mul_hi_u32 v5, v7, v8
	v_mul_lo_u32 v4, v7, v8
	v_mul_hi_u32 v2, v7, v2
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v2, vcc, v4, v11
	v_mul_hi_u32 v9, v6, v8
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v10, vcc
	v_mul_lo_u32 v4, v6, v8
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v8, vcc, v7, v4
	v_mul_hi_u32 v2, v1, v8
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v5, vcc
	v_mad_u64_u32 v[4:5], s[2:3], v1, v6, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_mad_u64_u32 v[8:9], s[2:3], s5, v8, 0
	v_add_co_u32_e32 v2, vcc, v4, v8
	v_mad_u64_u32 v[6:7], s[2:3], s5, v6, 0
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v9, vcc
	v_mov_b32_e32 v10, s5
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_mul_lo_u32 v6, s73, v2
	v_mul_lo_u32 v7, s72, v3
	v_mad_u64_u32 v[4:5], s[2:3], s72, v2, 0
	v_add3_u32 v8, v5, v7, v6
	v_sub_u32_e32 v5, s5, v8
	v_mov_b32_e32 v6, s73
	v_sub_co_u32_e32 v9, vcc, v1, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s72, v9
	s_nop 1
	v_subbrev_co_u32_e64 v4, s[2:3], 0, v4, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s73, v4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s72, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s73, v4
	s_nop 1
	v_cndmask_b32_e64 v11, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_subb_co_u32_e32 v7, vcc, v10, v8, vcc
	v_cmp_le_u32_e32 vcc, s73, v7
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s72, v9
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s73, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v23, v3, v5, vcc
	v_cndmask_b32_e64 v3, v6, v4, s[2:3]
	v_cndmask_b32_e32 v22, v2, v3, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v2, s72
	s_sub_i32 s4, 0, s72
	v_mov_b32_e32 v23, 0
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s4, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v3, v2, s72
	v_sub_u32_e32 v3, v1, v3
	v_add_u32_e32 v4, 1, v2
	v_subrev_u32_e32 v5, s72, v3
	v_cmp_le_u32_e32 vcc, s72, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s72, v3
	s_nop 1
	v_cndmask_b32_e32 v22, v2, v4, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx8 s[64:71], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[68:69], v[22:23]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_777
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mul_lo_u32 v6, v23, s72
	v_mul_lo_u32 v7, v22, s73
	v_mad_u64_u32 v[4:5], s[6:7], v22, s72, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[26:27], v[22:23], 3, v[2:3]
	flat_load_dwordx2 v[2:3], v[26:27]
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v8, s5
	v_add3_u32 v5, v5, v7, v6
	v_sub_co_u32_e32 v28, vcc, v1, v4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s2
	v_subb_co_u32_e32 v29, vcc, v8, v5, vcc
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	s_lshl_b32 s4, s2, 1
	v_alignbit_b32 v1, s3, v1, 31
	v_mad_u64_u32 v[24:25], s[0:1], s4, v22, v[4:5]
	v_mul_lo_u32 v4, s4, v23
	v_mul_lo_u32 v1, v1, v22
	v_mov_b32_e32 v31, 0
	v_add3_u32 v25, v1, v25, v4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[56:57], v[2:3]
	v_cmp_eq_u64_e64 s[0:1], s[56:57], v[2:3]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[0:1], exec, s[4:5]
	v_and_b32_e32 v30, 31, v0
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0xff800000
	s_or_saveexec_b64 s[68:69], s[0:1]
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v8, s2
	s_xor_b64 exec, exec, s[68:69]
	s_cbranch_execz .LBB0_769
	s_movk_i32 s2, 0xf6ba
	v_mov_b64_e32 v[4:5], s[62:63]
	v_mad_u64_u32 v[4:5], s[0:1], v28, s2, v[4:5]
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[0:1], v29, s2, v[6:7]
	v_sub_u32_e32 v5, v6, v28
	v_cmp_lt_i64_e64 s[0:1], 0, v[4:5]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[74:75], exec, s[2:3]
	s_cbranch_execz .LBB0_762
	v_mov_b32_e32 v1, s59
	v_subrev_co_u32_e64 v2, s[0:1], s58, v2
	s_movk_i32 s4, 0x128c
	s_nop 0
	v_subb_co_u32_e64 v3, s[0:1], v3, v1, s[0:1]
	v_cmp_gt_i64_e64 s[0:1], s[62:63], v[2:3]
	v_cmp_lt_i64_e64 s[2:3], -1, v[2:3]
	s_and_b64 s[0:1], s[2:3], s[0:1]
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cndmask_b32_e64 v3, 0, v3, s[0:1]
	v_cndmask_b32_e64 v2, 0, v2, s[0:1]
	v_lshl_add_u64 v[2:3], v[24:25], 0, v[2:3]
	flat_load_ushort v50, v[2:3]
	v_mad_u64_u32 v[32:33], s[2:3], v28, s4, v[24:25]
	v_mov_b32_e32 v2, v33
	v_mad_u64_u32 v[2:3], s[2:3], v29, s4, v[2:3]
	v_cmp_lt_i64_e64 s[2:3], 0, v[4:5]
	v_mov_b32_e32 v33, v2
	v_mov_b32_e32 v31, 0
	v_cndmask_b32_e64 v3, 0, v5, s[2:3]
	v_cndmask_b32_e64 v2, 0, v4, s[2:3]
	s_mov_b64 s[2:3], 0x946
	v_cmp_gt_i64_e64 s[2:3], s[2:3], v[2:3]
	v_mov_b32_e32 v1, 0x946
	v_and_b32_e32 v30, 15, v32
	v_cndmask_b32_e64 v35, 0, v3, s[2:3]
	v_cndmask_b32_e64 v34, v1, v2, s[2:3]
	v_cmp_ne_u64_e64 s[2:3], 0, v[30:31]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[62:63], exec, s[4:5]
	s_cbranch_execz .LBB0_511
	v_and_b32_e32 v30, 3, v32
	v_cmp_ne_u64_e64 s[4:5], 0, v[30:31]
	v_and_b32_e32 v30, 31, v0
	v_lshlrev_b32_e32 v36, 3, v30
	v_mov_b32_e32 v37, v31
	v_lshlrev_b32_e32 v2, 4, v30
	v_mov_b32_e32 v3, v31
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[76:77], exec, s[6:7]
	s_cbranch_execz .LBB0_260
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_13
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
.LBB0_13:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_31
	v_or_b32_e32 v16, 6, v36
	v_mov_b32_e32 v17, v37
	v_or_b32_e32 v14, 7, v36
	v_mov_b32_e32 v15, v37
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_or_b32_e32 v12, 5, v36
	v_mov_b32_e32 v13, v37
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_or_b32_e32 v10, 4, v36
	v_mov_b32_e32 v11, v37
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
	v_or_b32_e32 v8, 2, v36
	v_mov_b32_e32 v9, v37
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[34:35]
	v_or_b32_e32 v4, 3, v36
	v_mov_b32_e32 v5, v37
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[34:35]
	v_or_b32_e32 v2, 1, v36
	v_mov_b32_e32 v3, v37
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[4:5], v[34:35]
	v_lshlrev_b16_e32 v12, 1, v12
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[2:3], v[34:35]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v10, v10, v12
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[36:37], v[34:35]
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
	s_cbranch_execz .LBB0_16
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s4, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_16:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_18
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s4
.LBB0_18:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_20
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s4, v8, v3
.LBB0_20:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_22
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s4
.LBB0_22:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_24
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s4, v8, v4
.LBB0_24:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_26
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s4
.LBB0_26:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_28
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s4, v8, v5
.LBB0_28:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_30
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s4
.LBB0_30:
	s_or_b64 exec, exec, s[8:9]
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[6:7], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_33
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
.LBB0_33:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_51
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[4:5], v[38:39], v[34:35]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[34:35]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
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
	s_cbranch_execz .LBB0_36
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s4, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_36:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_38
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s4
.LBB0_38:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_40
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s4, v12, v7
.LBB0_40:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_42
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s4
.LBB0_42:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_44
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s4, v12, v8
.LBB0_44:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_46
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s4
.LBB0_46:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_48
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s4, v12, v9
.LBB0_48:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_50
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s4
.LBB0_50:
	s_or_b64 exec, exec, s[8:9]
.LBB0_51:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[10:11], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_53
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
.LBB0_53:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_71
	v_or_b32_e32 v42, 6, v16
	v_mov_b32_e32 v43, v17
	v_or_b32_e32 v40, 7, v16
	v_mov_b32_e32 v41, v17
	v_cmp_lt_u64_e64 s[4:5], v[42:43], v[34:35]
	v_or_b32_e32 v38, 5, v16
	v_mov_b32_e32 v39, v17
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[40:41], v[34:35]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v40, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[38:39], v[34:35]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v38, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v38, 1, v38
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[34:35]
	v_lshlrev_b16_e32 v40, 3, v40
	v_or_b32_e32 v20, v20, v38
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v40, v1
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
	s_cbranch_execz .LBB0_56
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s4, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_56:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_58
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s4
.LBB0_58:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_60
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s4, v16, v11
.LBB0_60:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_62
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s4
.LBB0_62:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_64
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s4, v16, v12
.LBB0_64:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_66
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s4
.LBB0_66:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_68
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s4, v16, v13
.LBB0_68:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_70
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s4
.LBB0_70:
	s_or_b64 exec, exec, s[8:9]
.LBB0_71:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[14:15], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_73
	flat_load_ushort v1, v[18:19] offset:14
	flat_load_ushort v14, v[18:19] offset:12
	flat_load_ushort v15, v[18:19] offset:10
	flat_load_ushort v16, v[18:19] offset:8
	flat_load_ushort v20, v[18:19] offset:6
	flat_load_ushort v21, v[18:19]
	flat_load_ushort v38, v[18:19] offset:4
	flat_load_ushort v39, v[18:19] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v14, s6
	v_perm_b32 v16, v15, v16, s6
	v_perm_b32 v15, v20, v38, s6
	v_perm_b32 v14, v39, v21, s6
.LBB0_73:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_91
	v_or_b32_e32 v46, 6, v20
	v_mov_b32_e32 v47, v21
	v_or_b32_e32 v44, 7, v20
	v_mov_b32_e32 v45, v21
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[34:35]
	v_or_b32_e32 v42, 5, v20
	v_mov_b32_e32 v43, v21
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[44:45], v[34:35]
	v_or_b32_e32 v40, 4, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v44, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[42:43], v[34:35]
	v_or_b32_e32 v38, 2, v20
	v_mov_b32_e32 v39, v21
	v_cndmask_b32_e64 v42, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[40:41], v[34:35]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v40, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[38:39], v[34:35]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v38, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v42, 1, v42
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_lshlrev_b16_e32 v44, 3, v44
	v_or_b32_e32 v40, v40, v42
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v38, 2, v38
	v_cndmask_b32_e64 v15, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v44, v1
	v_and_b32_e32 v40, 3, v40
	v_or_b32_e32 v16, v16, v38
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v40, v1
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
	s_cbranch_execz .LBB0_76
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s4, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_76:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_78
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s4
.LBB0_78:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_80
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s4, v20, v15
.LBB0_80:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_82
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s4
.LBB0_82:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_84
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s4, v20, v16
.LBB0_84:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_86
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s4
.LBB0_86:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_88
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s4, v20, v17
.LBB0_88:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_90
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s4
.LBB0_90:
	s_or_b64 exec, exec, s[8:9]
.LBB0_91:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v41, 0
	v_lshlrev_b32_e32 v40, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v41
	v_lshl_add_u64 v[38:39], v[32:33], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[40:41], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_93
	flat_load_ushort v1, v[38:39] offset:14
	flat_load_ushort v18, v[38:39] offset:12
	flat_load_ushort v19, v[38:39] offset:10
	flat_load_ushort v20, v[38:39] offset:8
	flat_load_ushort v40, v[38:39] offset:6
	flat_load_ushort v41, v[38:39]
	flat_load_ushort v42, v[38:39] offset:4
	flat_load_ushort v43, v[38:39] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v18, s6
	v_perm_b32 v20, v19, v20, s6
	v_perm_b32 v19, v40, v42, s6
	v_perm_b32 v18, v43, v41, s6
.LBB0_93:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_111
	v_or_b32_e32 v52, 6, v40
	v_mov_b32_e32 v53, v41
	v_or_b32_e32 v48, 7, v40
	v_mov_b32_e32 v49, v41
	v_cmp_lt_u64_e64 s[4:5], v[52:53], v[34:35]
	v_or_b32_e32 v46, 5, v40
	v_mov_b32_e32 v47, v41
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[34:35]
	v_or_b32_e32 v44, 4, v40
	v_mov_b32_e32 v45, v41
	v_cndmask_b32_e64 v48, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[34:35]
	v_or_b32_e32 v42, 2, v40
	v_mov_b32_e32 v43, v41
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[44:45], v[34:35]
	v_or_b32_e32 v20, 3, v40
	v_mov_b32_e32 v21, v41
	v_cndmask_b32_e64 v44, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[42:43], v[34:35]
	v_or_b32_e32 v18, 1, v40
	v_mov_b32_e32 v19, v41
	v_cndmask_b32_e64 v42, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v46, 1, v46
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v44, v44, v46
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[40:41], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v42, 2, v42
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v48, v1
	v_and_b32_e32 v44, 3, v44
	v_or_b32_e32 v20, v20, v42
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v44, v1
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
	s_cbranch_execz .LBB0_96
	flat_load_ushort v18, v[38:39]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_96:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v40, 1, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[4:5], 1, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_98
	flat_load_ushort v40, v[38:39] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v40, v18, s4
.LBB0_98:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v40, 2, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[4:5], 1, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_100
	flat_load_ushort v40, v[38:39] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v40, v19
.LBB0_100:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v40, 3, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[4:5], 1, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_102
	flat_load_ushort v40, v[38:39] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v40, v19, s4
.LBB0_102:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v40, 4, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[4:5], 1, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_104
	flat_load_ushort v40, v[38:39] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v40, v20
.LBB0_104:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v40, 5, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[4:5], 1, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_106
	flat_load_ushort v40, v[38:39] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v40, v20, s4
.LBB0_106:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v40, 6, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[4:5], 1, v40
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_108
	flat_load_ushort v40, v[38:39] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v40, v21
.LBB0_108:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[4:5], 1, v1
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_110
	flat_load_ushort v1, v[38:39] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s4
.LBB0_110:
	s_or_b64 exec, exec, s[8:9]
.LBB0_111:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v52, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v53, 16, v5
	v_lshlrev_b32_e32 v51, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v52, v1
	v_and_b32_e32 v56, 0xffff0000, v4
	v_and_b32_e32 v54, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v52, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v53, v51
	v_and_b32_e32 v57, 0xffff0000, v5
	v_and_b32_e32 v55, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v51, v53, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v56, v54
	s_mov_b32 s9, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v54, v56, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v57, v55
	s_nop 1
	v_cndmask_b32_e64 v5, v55, v57, s[4:5]
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
	v_max_f32_e32 v43, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[4:5], s9, v43
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_113
	v_sub_f32_e32 v3, v54, v43
	v_sub_f32_e32 v2, v1, v43
	v_sub_f32_e32 v5, v55, v43
	v_sub_f32_e32 v4, v51, v43
	v_sub_f32_e32 v39, v56, v43
	v_sub_f32_e32 v38, v52, v43
	v_sub_f32_e32 v41, v57, v43
	v_sub_f32_e32 v40, v53, v43
	s_mov_b32 s8, 0x3fb8aa3b
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[40:41], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[38:39], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_113:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v60, 16, v8
	v_lshlrev_b32_e32 v58, 16, v6
	v_lshlrev_b32_e32 v61, 16, v9
	v_lshlrev_b32_e32 v59, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v60, v58
	v_and_b32_e32 v64, 0xffff0000, v8
	v_and_b32_e32 v62, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v58, v60, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v61, v59
	v_and_b32_e32 v65, 0xffff0000, v9
	v_and_b32_e32 v63, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v59, v61, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v64, v62
	s_mov_b32 s8, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v62, v64, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v65, v63
	s_nop 1
	v_cndmask_b32_e64 v9, v63, v65, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v43
	s_nop 1
	v_cndmask_b32_e64 v42, v43, v6, s[6:7]
	v_sub_f32_e32 v6, v43, v42
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v42, v43
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[44:45], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v41, v7, s[4:5]
	v_cndmask_b32_e64 v8, v40, v6, s[4:5]
	v_cndmask_b32_e64 v7, v39, v49, s[4:5]
	v_cndmask_b32_e64 v6, v38, v48, s[4:5]
	v_cndmask_b32_e64 v5, v5, v47, s[4:5]
	v_cndmask_b32_e64 v4, v4, v46, s[4:5]
	v_cndmask_b32_e64 v3, v3, v45, s[4:5]
	v_cndmask_b32_e64 v2, v2, v44, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v42
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_115
	v_sub_f32_e32 v39, v62, v42
	v_sub_f32_e32 v38, v58, v42
	v_sub_f32_e32 v41, v63, v42
	v_sub_f32_e32 v40, v59, v42
	v_sub_f32_e32 v45, v64, v42
	v_sub_f32_e32 v44, v60, v42
	v_sub_f32_e32 v47, v65, v42
	v_sub_f32_e32 v46, v61, v42
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[8:9], v[46:47], v[8:9]
	v_pk_add_f32 v[6:7], v[44:45], v[6:7]
	v_pk_add_f32 v[4:5], v[40:41], v[4:5]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
.LBB0_115:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v68, 16, v12
	v_lshlrev_b32_e32 v66, 16, v10
	v_lshlrev_b32_e32 v69, 16, v13
	v_lshlrev_b32_e32 v67, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v68, v66
	v_and_b32_e32 v72, 0xffff0000, v12
	v_and_b32_e32 v70, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v66, v68, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v69, v67
	v_and_b32_e32 v73, 0xffff0000, v13
	v_and_b32_e32 v71, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v67, v69, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v72, v70
	s_nop 1
	v_cndmask_b32_e64 v12, v70, v72, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v73, v71
	s_nop 1
	v_cndmask_b32_e64 v13, v71, v73, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v42
	s_nop 1
	v_cndmask_b32_e64 v10, v42, v10, s[6:7]
	v_sub_f32_e32 v11, v42, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[6:7], v10, v42
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[38:39], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[4:5]
	v_cndmask_b32_e64 v8, v8, v12, s[4:5]
	v_cndmask_b32_e64 v7, v7, v43, s[4:5]
	v_cndmask_b32_e64 v6, v6, v42, s[4:5]
	v_cndmask_b32_e64 v5, v5, v41, s[4:5]
	v_cndmask_b32_e64 v4, v4, v40, s[4:5]
	v_cndmask_b32_e64 v3, v3, v39, s[4:5]
	v_cndmask_b32_e64 v2, v2, v38, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v10
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_117
	v_sub_f32_e32 v13, v70, v10
	v_sub_f32_e32 v12, v66, v10
	v_sub_f32_e32 v39, v71, v10
	v_sub_f32_e32 v38, v67, v10
	v_sub_f32_e32 v41, v72, v10
	v_sub_f32_e32 v40, v68, v10
	v_sub_f32_e32 v43, v73, v10
	v_sub_f32_e32 v42, v69, v10
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[42:43], v[8:9]
	v_pk_add_f32 v[6:7], v[40:41], v[6:7]
	v_pk_add_f32 v[4:5], v[38:39], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_117:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v76, 16, v16
	v_lshlrev_b32_e32 v74, 16, v14
	v_lshlrev_b32_e32 v77, 16, v17
	v_lshlrev_b32_e32 v75, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v76, v74
	v_and_b32_e32 v80, 0xffff0000, v16
	v_and_b32_e32 v78, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v74, v76, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v77, v75
	v_and_b32_e32 v81, 0xffff0000, v17
	v_and_b32_e32 v79, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v75, v77, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v80, v78
	s_nop 1
	v_cndmask_b32_e64 v13, v78, v80, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v81, v79
	s_nop 1
	v_cndmask_b32_e64 v14, v79, v81, s[6:7]
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
	v_pk_mul_f32 v[38:39], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[4:5]
	v_cndmask_b32_e64 v8, v8, v12, s[4:5]
	v_cndmask_b32_e64 v7, v7, v39, s[4:5]
	v_cndmask_b32_e64 v6, v6, v38, s[4:5]
	v_cndmask_b32_e64 v5, v5, v17, s[4:5]
	v_cndmask_b32_e64 v4, v4, v16, s[4:5]
	v_cndmask_b32_e64 v3, v3, v15, s[4:5]
	v_cndmask_b32_e64 v2, v2, v14, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v11
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_119
	v_sub_f32_e32 v13, v78, v11
	v_sub_f32_e32 v12, v74, v11
	v_sub_f32_e32 v15, v79, v11
	v_sub_f32_e32 v14, v75, v11
	v_sub_f32_e32 v17, v80, v11
	v_sub_f32_e32 v16, v76, v11
	v_sub_f32_e32 v39, v81, v11
	v_sub_f32_e32 v38, v77, v11
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[38:39], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_119:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v83, 16, v20
	v_lshlrev_b32_e32 v87, 16, v18
	v_lshlrev_b32_e32 v82, 16, v21
	v_lshlrev_b32_e32 v85, 16, v19
	v_cmp_gt_f32_e64 s[6:7], v83, v87
	v_and_b32_e32 v86, 0xffff0000, v20
	v_and_b32_e32 v89, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v87, v83, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v82, v85
	v_and_b32_e32 v84, 0xffff0000, v21
	v_and_b32_e32 v88, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v85, v82, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v86, v89
	v_mov_b32_e32 v90, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v89, v86, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v84, v88
	s_nop 1
	v_cndmask_b32_e64 v14, v88, v84, s[6:7]
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
	v_cndmask_b32_e64 v45, v9, v13, s[4:5]
	v_cndmask_b32_e64 v44, v8, v12, s[4:5]
	v_cndmask_b32_e64 v43, v7, v19, s[4:5]
	v_cndmask_b32_e64 v42, v6, v18, s[4:5]
	v_cndmask_b32_e64 v41, v5, v17, s[4:5]
	v_cndmask_b32_e64 v40, v4, v16, s[4:5]
	v_cndmask_b32_e64 v39, v3, v15, s[4:5]
	v_cndmask_b32_e64 v38, v2, v14, s[4:5]
	s_mov_b32 s4, 0xff800000
	v_cmp_neq_f32_e64 s[4:5], s4, v10
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_121
	v_sub_f32_e32 v3, v89, v10
	v_sub_f32_e32 v2, v87, v10
	v_sub_f32_e32 v5, v88, v10
	v_sub_f32_e32 v4, v85, v10
	v_sub_f32_e32 v7, v86, v10
	v_sub_f32_e32 v6, v83, v10
	v_sub_f32_e32 v9, v84, v10
	v_sub_f32_e32 v8, v82, v10
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
	v_pk_add_f32 v[44:45], v[8:9], v[44:45]
	v_pk_add_f32 v[42:43], v[6:7], v[42:43]
	v_pk_add_f32 v[40:41], v[4:5], v[40:41]
	v_pk_add_f32 v[38:39], v[2:3], v[38:39]
	v_mov_b32_e32 v90, v10
.LBB0_121:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[2:3], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_123
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
.LBB0_123:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_141
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[34:35]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[4:5], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[2:3], v[34:35]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[34:35]
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
	s_cbranch_execz .LBB0_126
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s4, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_126:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_128
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s4
.LBB0_128:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_130
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s4, v9, v3
.LBB0_130:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_132
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s4
.LBB0_132:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_134
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s4, v9, v4
.LBB0_134:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_136
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s4
.LBB0_136:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[4:5], 1, v9
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_138
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s4, v9, v5
.LBB0_138:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[4:5], 1, v8
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_140
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s4
.LBB0_140:
	s_or_b64 exec, exec, s[8:9]
.LBB0_141:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[6:7], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_143
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
.LBB0_143:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_161
	v_or_b32_e32 v46, 6, v12
	v_mov_b32_e32 v47, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[34:35]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[34:35]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v46
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
	s_cbranch_execz .LBB0_146
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s4, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_146:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_148
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s4
.LBB0_148:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_150
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s4, v13, v7
.LBB0_150:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_152
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s4
.LBB0_152:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_154
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s4, v13, v8
.LBB0_154:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_156
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s4
.LBB0_156:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[4:5], 1, v13
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_158
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s4, v13, v9
.LBB0_158:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[4:5], 1, v12
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_160
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s4
.LBB0_160:
	s_or_b64 exec, exec, s[8:9]
.LBB0_161:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[10:11], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_163
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
.LBB0_163:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_181
	v_or_b32_e32 v92, 6, v16
	v_mov_b32_e32 v93, v17
	v_or_b32_e32 v48, 7, v16
	v_mov_b32_e32 v49, v17
	v_cmp_lt_u64_e64 s[4:5], v[92:93], v[34:35]
	v_or_b32_e32 v46, 5, v16
	v_mov_b32_e32 v47, v17
	v_cndmask_b32_e64 v91, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[34:35]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v48, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[34:35]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v46, 1, v46
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[34:35]
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v20, v20, v46
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v48, v48, v91
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v48
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
	s_cbranch_execz .LBB0_166
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s4, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_166:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_168
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s4
.LBB0_168:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_170
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s4, v17, v11
.LBB0_170:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_172
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s4
.LBB0_172:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_174
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s4, v17, v12
.LBB0_174:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_176
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s4
.LBB0_176:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_178
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s4, v17, v13
.LBB0_178:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[4:5], 1, v16
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_180
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s4
.LBB0_180:
	s_or_b64 exec, exec, s[8:9]
.LBB0_181:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[14:15], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_183
	flat_load_ushort v14, v[18:19] offset:14
	flat_load_ushort v15, v[18:19] offset:12
	flat_load_ushort v16, v[18:19] offset:10
	flat_load_ushort v20, v[18:19] offset:8
	flat_load_ushort v21, v[18:19] offset:6
	flat_load_ushort v46, v[18:19]
	flat_load_ushort v47, v[18:19] offset:4
	flat_load_ushort v48, v[18:19] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v14, v15, s6
	v_perm_b32 v16, v16, v20, s6
	v_perm_b32 v15, v21, v47, s6
	v_perm_b32 v14, v48, v46, s6
.LBB0_183:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_201
	v_or_b32_e32 v96, 6, v20
	v_mov_b32_e32 v97, v21
	v_or_b32_e32 v94, 7, v20
	v_mov_b32_e32 v95, v21
	v_cmp_lt_u64_e64 s[4:5], v[96:97], v[34:35]
	v_or_b32_e32 v92, 5, v20
	v_mov_b32_e32 v93, v21
	v_cndmask_b32_e64 v91, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[94:95], v[34:35]
	v_or_b32_e32 v48, 4, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v94, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[92:93], v[34:35]
	v_or_b32_e32 v46, 2, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v92, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[34:35]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v48, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[46:47], v[34:35]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v46, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v92, 1, v92
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_lshlrev_b16_e32 v94, 3, v94
	v_or_b32_e32 v48, v48, v92
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v15, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v91, v94, v91
	v_and_b32_e32 v48, 3, v48
	v_or_b32_e32 v16, v16, v46
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v48, v48, v91
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v48, 4, v48
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v48
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_186
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s4, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_186:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_188
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s4
.LBB0_188:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_190
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s4, v21, v15
.LBB0_190:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_192
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s4
.LBB0_192:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_194
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s4, v21, v16
.LBB0_194:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_196
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s4
.LBB0_196:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_198
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s4, v21, v17
.LBB0_198:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[4:5], 1, v20
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_200
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s4
.LBB0_200:
	s_or_b64 exec, exec, s[8:9]
.LBB0_201:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v46, 0x120, v30
	v_mov_b32_e32 v47, v31
	s_mov_b64 s[4:5], 0x129
	v_cmp_gt_u64_e64 s[4:5], s[4:5], v[46:47]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_223
	v_mov_b32_e32 v49, 0
	v_lshlrev_b32_e32 v48, 3, v46
	v_lshlrev_b32_e32 v18, 4, v46
	v_mov_b32_e32 v19, v49
	v_lshl_add_u64 v[46:47], v[32:33], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[48:49], 0, 8
	v_cmp_le_u64_e64 s[6:7], v[18:19], v[34:35]
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_xor_b64 s[6:7], exec, s[10:11]
	s_cbranch_execz .LBB0_204
	flat_load_ushort v21, v[46:47] offset:14
	flat_load_ushort v20, v[46:47] offset:10
	flat_load_ushort v19, v[46:47] offset:6
	flat_load_ushort v18, v[46:47]
	flat_load_ushort v48, v[46:47] offset:2
	flat_load_ushort v49, v[46:47] offset:4
	flat_load_ushort v91, v[46:47] offset:8
	flat_load_ushort v92, v[46:47] offset:12
	s_mov_b32 s10, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v48, v18, s10
	v_perm_b32 v19, v19, v49, s10
	v_perm_b32 v20, v20, v91, s10
	v_perm_b32 v21, v21, v92, s10
.LBB0_204:
	s_andn2_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB0_222
	v_or_b32_e32 v100, 6, v48
	v_mov_b32_e32 v101, v49
	v_or_b32_e32 v98, 7, v48
	v_mov_b32_e32 v99, v49
	v_cmp_lt_u64_e64 s[6:7], v[100:101], v[34:35]
	v_or_b32_e32 v96, 5, v48
	v_mov_b32_e32 v97, v49
	v_cndmask_b32_e64 v91, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[98:99], v[34:35]
	v_or_b32_e32 v94, 4, v48
	v_mov_b32_e32 v95, v49
	v_cndmask_b32_e64 v98, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[96:97], v[34:35]
	v_or_b32_e32 v92, 2, v48
	v_mov_b32_e32 v93, v49
	v_cndmask_b32_e64 v96, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[94:95], v[34:35]
	v_or_b32_e32 v20, 3, v48
	v_mov_b32_e32 v21, v49
	v_cndmask_b32_e64 v94, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[92:93], v[34:35]
	v_or_b32_e32 v18, 1, v48
	v_mov_b32_e32 v19, v49
	v_cndmask_b32_e64 v92, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v96, 1, v96
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[34:35]
	v_lshlrev_b16_e32 v98, 3, v98
	v_or_b32_e32 v94, v94, v96
	v_cndmask_b32_e64 v18, 0, 1, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], v[48:49], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v19, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v91, v98, v91
	v_and_b32_e32 v94, 3, v94
	v_or_b32_e32 v20, v20, v92
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v91, v94, v91
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v91, 4, v91
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v48, v18, v91
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_207
	flat_load_ushort v18, v[46:47]
	s_movk_i32 s6, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s6, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_207:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v49, 1, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[6:7], 1, v49
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_209
	flat_load_ushort v49, v[46:47] offset:2
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v49, v18, s6
.LBB0_209:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v49, 2, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[6:7], 1, v49
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_211
	flat_load_ushort v49, v[46:47] offset:4
	s_mov_b32 s6, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s6, v49, v19
.LBB0_211:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v49, 3, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[6:7], 1, v49
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_213
	flat_load_ushort v49, v[46:47] offset:6
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v49, v19, s6
.LBB0_213:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v49, 4, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[6:7], 1, v49
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_215
	flat_load_ushort v49, v[46:47] offset:8
	s_mov_b32 s6, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s6, v49, v20
.LBB0_215:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v49, 5, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[6:7], 1, v49
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_217
	flat_load_ushort v49, v[46:47] offset:10
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v49, v20, s6
.LBB0_217:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v49, 6, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[6:7], 1, v49
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_219
	flat_load_ushort v49, v[46:47] offset:12
	s_mov_b32 s6, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s6, v49, v21
.LBB0_219:
	s_or_b64 exec, exec, s[12:13]
	v_lshrrev_b16_e32 v48, 7, v48
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e64 s[6:7], 1, v48
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_221
	flat_load_ushort v46, v[46:47] offset:14
	s_mov_b32 s6, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v46, v21, s6
.LBB0_221:
	s_or_b64 exec, exec, s[12:13]
.LBB0_222:
	s_or_b64 exec, exec, s[10:11]
.LBB0_223:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v48, 16, v4
	v_lshlrev_b32_e32 v46, 16, v2
	v_lshlrev_b32_e32 v49, 16, v5
	v_lshlrev_b32_e32 v47, 16, v3
	v_cmp_gt_f32_e64 s[6:7], v48, v46
	v_and_b32_e32 v93, 0xffff0000, v4
	v_and_b32_e32 v91, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v46, v48, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v49, v47
	v_and_b32_e32 v94, 0xffff0000, v5
	v_and_b32_e32 v92, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v47, v49, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v93, v91
	s_mov_b32 s11, 0xff800000
	s_mov_b32 s10, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v91, v93, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v94, v92
	s_nop 1
	v_cndmask_b32_e64 v5, v92, v94, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v2, v90
	s_nop 1
	v_cndmask_b32_e64 v102, v90, v2, s[6:7]
	v_sub_f32_e32 v2, v90, v102
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[6:7], s11, v90
	v_cmp_neq_f32_e64 s[8:9], v102, v90
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[96:97], v[38:39], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v43, v43, v99, s[6:7]
	v_cndmask_b32_e64 v45, v45, v3, s[6:7]
	v_cndmask_b32_e64 v44, v44, v2, s[6:7]
	v_cndmask_b32_e64 v42, v42, v98, s[6:7]
	v_cndmask_b32_e64 v5, v41, v5, s[6:7]
	v_cndmask_b32_e64 v4, v40, v4, s[6:7]
	v_cndmask_b32_e64 v3, v39, v97, s[6:7]
	v_cndmask_b32_e64 v2, v38, v96, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v102
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_225
	v_sub_f32_e32 v39, v91, v102
	v_sub_f32_e32 v38, v46, v102
	v_sub_f32_e32 v41, v92, v102
	v_sub_f32_e32 v40, v47, v102
	v_sub_f32_e32 v97, v93, v102
	v_sub_f32_e32 v96, v48, v102
	v_sub_f32_e32 v99, v94, v102
	v_sub_f32_e32 v98, v49, v102
	v_pk_mul_f32 v[98:99], v[98:99], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[44:45], v[44:45], v[98:99]
	v_pk_add_f32 v[42:43], v[42:43], v[96:97]
	v_pk_add_f32 v[4:5], v[4:5], v[40:41]
	v_pk_add_f32 v[2:3], v[2:3], v[38:39]
.LBB0_225:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v96, 16, v8
	v_lshlrev_b32_e32 v90, 16, v6
	v_lshlrev_b32_e32 v97, 16, v9
	v_lshlrev_b32_e32 v95, 16, v7
	v_cmp_gt_f32_e64 s[8:9], v96, v90
	v_and_b32_e32 v100, 0xffff0000, v8
	v_and_b32_e32 v98, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v90, v96, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v97, v95
	v_and_b32_e32 v101, 0xffff0000, v9
	v_and_b32_e32 v99, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v95, v97, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v100, v98
	s_nop 1
	v_cndmask_b32_e64 v8, v98, v100, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v101, v99
	s_nop 1
	v_cndmask_b32_e64 v9, v99, v101, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v6, v102
	s_nop 1
	v_cndmask_b32_e64 v39, v102, v6, s[8:9]
	v_sub_f32_e32 v6, v102, v39
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[8:9], v39, v102
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[40:41], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[6:7], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[44:45] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v45, v7, s[6:7]
	v_cndmask_b32_e64 v8, v44, v6, s[6:7]
	v_cndmask_b32_e64 v7, v43, v105, s[6:7]
	v_cndmask_b32_e64 v6, v42, v104, s[6:7]
	v_cndmask_b32_e64 v5, v5, v103, s[6:7]
	v_cndmask_b32_e64 v4, v4, v102, s[6:7]
	v_cndmask_b32_e64 v3, v3, v41, s[6:7]
	v_cndmask_b32_e64 v2, v2, v40, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v39
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_227
	v_sub_f32_e32 v41, v98, v39
	v_sub_f32_e32 v40, v90, v39
	v_sub_f32_e32 v43, v99, v39
	v_sub_f32_e32 v42, v95, v39
	v_sub_f32_e32 v45, v100, v39
	v_sub_f32_e32 v44, v96, v39
	v_sub_f32_e32 v103, v101, v39
	v_sub_f32_e32 v102, v97, v39
	v_pk_mul_f32 v[102:103], v[102:103], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[102:103], v[8:9]
	v_pk_add_f32 v[6:7], v[44:45], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_227:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v102, 16, v12
	v_lshlrev_b32_e32 v104, 16, v10
	v_lshlrev_b32_e32 v45, 16, v13
	v_lshlrev_b32_e32 v103, 16, v11
	v_cmp_gt_f32_e64 s[8:9], v102, v104
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e64 v38, v104, v102, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v45, v103
	v_and_b32_e32 v13, 0xffff0000, v13
	v_and_b32_e32 v11, 0xffff0000, v11
	v_cndmask_b32_e64 v40, v103, v45, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v41, v10, v12, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v13, v11
	s_nop 1
	v_cndmask_b32_e64 v42, v11, v13, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v40, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v40, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v42, v41
	s_nop 1
	v_cndmask_b32_e64 v40, v41, v42, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v40, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v40, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v38, v39
	s_nop 1
	v_cndmask_b32_e64 v38, v39, v38, s[8:9]
	v_sub_f32_e32 v40, v39, v38
	v_mul_f32_e32 v40, 0x3fb8aa3b, v40
	v_exp_f32_e32 v40, v40
	v_cmp_neq_f32_e64 s[8:9], v38, v39
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[42:43], v[40:41], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[40:41], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[40:41], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[40:41], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v41, s[6:7]
	v_cndmask_b32_e64 v8, v8, v40, s[6:7]
	v_cndmask_b32_e64 v7, v7, v109, s[6:7]
	v_cndmask_b32_e64 v6, v6, v108, s[6:7]
	v_cndmask_b32_e64 v5, v5, v107, s[6:7]
	v_cndmask_b32_e64 v4, v4, v106, s[6:7]
	v_cndmask_b32_e64 v3, v3, v43, s[6:7]
	v_cndmask_b32_e64 v2, v2, v42, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v38
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_229
	v_sub_f32_e32 v41, v10, v38
	v_sub_f32_e32 v40, v104, v38
	v_sub_f32_e32 v43, v11, v38
	v_sub_f32_e32 v42, v103, v38
	v_sub_f32_e32 v107, v12, v38
	v_sub_f32_e32 v106, v102, v38
	v_sub_f32_e32 v109, v13, v38
	v_sub_f32_e32 v108, v45, v38
	v_pk_mul_f32 v[108:109], v[108:109], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[10:11] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[10:11] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[108:109], v[8:9]
	v_pk_add_f32 v[6:7], v[106:107], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_229:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v106, 16, v16
	v_lshlrev_b32_e32 v110, 16, v14
	v_lshlrev_b32_e32 v105, 16, v17
	v_lshlrev_b32_e32 v108, 16, v15
	v_cmp_gt_f32_e64 s[8:9], v106, v110
	v_and_b32_e32 v109, 0xffff0000, v16
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v16, v110, v106, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v105, v108
	v_and_b32_e32 v107, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v17, v108, v105, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v109, v14
	s_nop 1
	v_cndmask_b32_e64 v39, v14, v109, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v107, v15
	s_nop 1
	v_cndmask_b32_e64 v40, v15, v107, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v40, v39
	s_nop 1
	v_cndmask_b32_e64 v17, v39, v40, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[8:9]
	v_cmp_gt_f32_e64 s[8:9], v16, v38
	s_nop 1
	v_cndmask_b32_e64 v44, v38, v16, s[8:9]
	v_sub_f32_e32 v16, v38, v44
	v_mul_f32_e32 v16, 0x3fb8aa3b, v16
	v_exp_f32_e32 v16, v16
	v_cmp_neq_f32_e64 s[8:9], v44, v38
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_pk_mul_f32 v[40:41], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v39, v9, v17, s[6:7]
	v_cndmask_b32_e64 v38, v8, v16, s[6:7]
	v_cndmask_b32_e64 v17, v7, v113, s[6:7]
	v_cndmask_b32_e64 v16, v6, v112, s[6:7]
	v_cndmask_b32_e64 v43, v5, v43, s[6:7]
	v_cndmask_b32_e64 v42, v4, v42, s[6:7]
	v_cndmask_b32_e64 v41, v3, v41, s[6:7]
	v_cndmask_b32_e64 v40, v2, v40, s[6:7]
	v_cmp_neq_f32_e64 s[6:7], s11, v44
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_231
	v_sub_f32_e32 v3, v14, v44
	v_sub_f32_e32 v2, v110, v44
	v_sub_f32_e32 v5, v15, v44
	v_sub_f32_e32 v4, v108, v44
	v_sub_f32_e32 v7, v109, v44
	v_sub_f32_e32 v6, v106, v44
	v_sub_f32_e32 v9, v107, v44
	v_sub_f32_e32 v8, v105, v44
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
	v_pk_add_f32 v[38:39], v[8:9], v[38:39]
	v_pk_add_f32 v[16:17], v[6:7], v[16:17]
	v_pk_add_f32 v[42:43], v[4:5], v[42:43]
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
.LBB0_231:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_u_f32_e64 s[24:25], v65, v57
	v_cmp_u_f32_e64 s[26:27], v61, v53
	v_cmp_u_f32_e64 s[28:29], v64, v56
	v_cmp_u_f32_e64 s[30:31], v60, v52
	v_cmp_u_f32_e64 s[34:35], v63, v55
	v_cmp_u_f32_e64 s[36:37], v59, v51
	v_cmp_u_f32_e64 s[38:39], v62, v54
	v_cmp_u_f32_e64 s[40:41], v58, v1
	v_cmp_u_f32_e64 s[42:43], v81, v73
	v_cmp_u_f32_e64 s[44:45], v77, v69
	v_cmp_u_f32_e64 s[46:47], v80, v72
	v_cmp_u_f32_e64 s[48:49], v76, v68
	v_cmp_u_f32_e64 s[50:51], v79, v71
	v_cmp_u_f32_e64 s[52:53], v75, v67
	v_cmp_u_f32_e64 s[54:55], v78, v70
	v_cmp_u_f32_e64 s[56:57], v74, v66
	s_or_b64 s[56:57], s[40:41], s[56:57]
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	v_cmp_u_f32_e64 s[24:25], v87, v87
	v_cmp_u_f32_e64 s[26:27], v89, v89
	v_cmp_u_f32_e64 s[28:29], v85, v85
	v_cmp_u_f32_e64 s[30:31], v88, v88
	v_cmp_u_f32_e64 s[34:35], v83, v83
	v_cmp_u_f32_e64 s[36:37], v86, v86
	v_cmp_u_f32_e64 s[38:39], v82, v82
	v_cmp_u_f32_e64 s[40:41], v84, v84
	v_cmp_u_f32_e64 s[8:9], v101, v94
	v_cmp_u_f32_e64 s[10:11], v97, v49
	v_cmp_u_f32_e64 s[12:13], v100, v93
	v_cmp_u_f32_e64 s[14:15], v96, v48
	v_cmp_u_f32_e64 s[16:17], v99, v92
	v_cmp_u_f32_e64 s[18:19], v95, v47
	v_cmp_u_f32_e64 s[20:21], v98, v91
	v_cmp_u_f32_e64 s[22:23], v90, v46
	s_or_b64 s[42:43], s[40:41], s[42:43]
	s_or_b64 s[44:45], s[38:39], s[44:45]
	s_or_b64 s[46:47], s[36:37], s[46:47]
	s_or_b64 s[48:49], s[34:35], s[48:49]
	s_or_b64 s[50:51], s[30:31], s[50:51]
	s_or_b64 s[52:53], s[28:29], s[52:53]
	s_or_b64 s[54:55], s[26:27], s[54:55]
	s_or_b64 s[56:57], s[24:25], s[56:57]
	v_cmp_u_f32_e64 s[24:25], v110, v104
	v_cmp_u_f32_e64 s[26:27], v14, v10
	v_cmp_u_f32_e64 s[28:29], v108, v103
	v_cmp_u_f32_e64 s[30:31], v15, v11
	v_cmp_u_f32_e64 s[34:35], v106, v102
	v_cmp_u_f32_e64 s[36:37], v109, v12
	v_cmp_u_f32_e64 s[38:39], v105, v45
	v_cmp_u_f32_e64 s[40:41], v107, v13
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
	s_cbranch_execz .LBB0_235
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
	v_cmp_gt_f32_e64 s[8:9], v1, v44
	s_nop 1
	v_cndmask_b32_e64 v1, v44, v1, s[8:9]
	v_sub_f32_e32 v10, v44, v1
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	s_or_b64 s[8:9], s[4:5], s[40:41]
	v_cmp_neq_f32_e64 s[4:5], v1, v44
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_pk_mul_f32 v[12:13], v[10:11], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v39, v39, v11, s[4:5]
	v_cndmask_b32_e64 v38, v38, v10, s[4:5]
	v_cndmask_b32_e64 v17, v17, v19, s[4:5]
	v_cndmask_b32_e64 v16, v16, v18, s[4:5]
	v_cndmask_b32_e64 v43, v43, v15, s[4:5]
	v_cndmask_b32_e64 v42, v42, v14, s[4:5]
	v_cndmask_b32_e64 v41, v41, v13, s[4:5]
	v_cndmask_b32_e64 v40, v40, v12, s[4:5]
	s_mov_b32 s4, 0xff800000
	v_cmp_neq_f32_e64 s[4:5], s4, v1
	v_mov_b32_e32 v44, 0xff800000
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_234
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
	v_pk_add_f32 v[38:39], v[2:3], v[38:39]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_add_f32 v[42:43], v[6:7], v[42:43]
	v_pk_add_f32 v[40:41], v[8:9], v[40:41]
	v_mov_b32_e32 v44, v1
.LBB0_234:
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
.LBB0_235:
	s_or_b64 exec, exec, s[22:23]
	v_mov_b32_e32 v1, 16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_sdwa v1, v1, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mov_b32_e32 v58, 0x7fc00000
	v_cndmask_b32_e64 v2, v58, v1, s[0:1]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	s_mov_b64 s[42:43], 0
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[44:45], 0x129
	s_mov_b32 s33, 0x5040100
	s_mov_b32 s20, 0xff80ff80
	s_movk_i32 s54, 0xff80
	s_mov_b32 s55, 0xffff
	s_mov_b64 s[46:47], 0x100
	v_mov_b32_e32 v59, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	s_branch .LBB0_239
.LBB0_236:
	s_or_b64 exec, exec, s[6:7]
.LBB0_237:
	s_or_b64 exec, exec, s[52:53]
.LBB0_238:
	s_or_b64 exec, exec, s[50:51]
	v_lshlrev_b32_e32 v60, 16, v15
	v_and_b32_e32 v15, 0xffff0000, v15
	v_max_f32_e32 v61, v54, v15
	v_cmp_o_f32_e64 s[4:5], v54, v15
	v_lshlrev_b32_e32 v19, 16, v14
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v54, v58, v61, s[4:5]
	v_max_f32_e32 v61, v57, v60
	v_cmp_o_f32_e64 s[4:5], v57, v60
	v_lshlrev_b32_e32 v18, 16, v13
	v_and_b32_e32 v13, 0xffff0000, v13
	v_cndmask_b32_e64 v57, v58, v61, s[4:5]
	v_max_f32_e32 v61, v52, v14
	v_cmp_o_f32_e64 s[4:5], v52, v14
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v12, 0xffff0000, v12
	v_cndmask_b32_e64 v52, v58, v61, s[4:5]
	v_max_f32_e32 v61, v55, v19
	v_cmp_o_f32_e64 s[4:5], v55, v19
	s_add_u32 s48, s48, 1
	s_addc_u32 s49, s49, 0
	v_cndmask_b32_e64 v55, v58, v61, s[4:5]
	v_max_f32_e32 v61, v53, v13
	v_cmp_o_f32_e64 s[4:5], v53, v13
	s_add_u32 s42, s42, 32
	s_addc_u32 s43, s43, 0
	v_cndmask_b32_e64 v53, v58, v61, s[4:5]
	v_max_f32_e32 v61, v56, v18
	v_cmp_o_f32_e64 s[4:5], v56, v18
	s_cmp_eq_u64 s[42:43], 0x140
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[46:47]
	v_cndmask_b32_e64 v56, v58, v61, s[4:5]
	v_max_f32_e32 v61, v51, v12
	v_cmp_o_f32_e64 s[4:5], v51, v12
	s_nop 1
	v_cndmask_b32_e64 v51, v58, v61, s[4:5]
	v_max_f32_e32 v61, v50, v10
	v_cmp_o_f32_e64 s[4:5], v50, v10
	s_nop 1
	v_cndmask_b32_e64 v50, v58, v61, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v2, v10
	s_nop 1
	v_addc_co_u32_e64 v9, s[4:5], 0, v9, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v1, v12
	s_nop 1
	v_addc_co_u32_e64 v20, s[4:5], 0, v20, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v4, v18
	s_nop 1
	v_addc_co_u32_e64 v21, s[4:5], 0, v21, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v3, v13
	s_nop 1
	v_addc_co_u32_e64 v45, s[4:5], 0, v45, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v6, v19
	s_nop 1
	v_addc_co_u32_e64 v46, s[4:5], 0, v46, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v5, v14
	s_nop 1
	v_addc_co_u32_e64 v47, s[4:5], 0, v47, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v8, v60
	s_nop 1
	v_addc_co_u32_e64 v48, s[4:5], 0, v48, s[4:5]
	v_cmp_lt_f32_e64 s[4:5], v7, v15
	s_nop 1
	v_addc_co_u32_e64 v49, s[4:5], 0, v49, s[4:5]
	s_cbranch_scc1 .LBB0_259
.LBB0_239:
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[42:43]
	v_cmp_gt_u64_e64 s[4:5], s[44:45], v[12:13]
	v_mov_b32_e32 v12, 0xff80ff80
	v_mov_b32_e32 v13, 0xff80ff80
	v_mov_b32_e32 v14, 0xff80ff80
	v_mov_b32_e32 v15, 0xff80ff80
	s_and_saveexec_b64 s[50:51], s[4:5]
	s_cbranch_execz .LBB0_238
	s_lshl_b64 s[4:5], s[48:49], 9
	v_lshl_or_b32 v12, v30, 4, s4
	v_mov_b32_e32 v13, s5
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[36:37], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[12:13], v[34:35]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[4:5], exec, s[6:7]
	s_cbranch_execz .LBB0_242
	flat_load_ushort v10, v[18:19] offset:14
	flat_load_ushort v14, v[18:19] offset:10
	flat_load_ushort v13, v[18:19] offset:6
	flat_load_ushort v12, v[18:19]
	flat_load_ushort v15, v[18:19] offset:2
	flat_load_ushort v60, v[18:19] offset:4
	flat_load_ushort v61, v[18:19] offset:8
	s_nop 0
	flat_load_ushort v18, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v15, v12, s33
	v_perm_b32 v13, v13, v60, s33
	v_perm_b32 v14, v14, v61, s33
	v_perm_b32 v15, v10, v18, s33
.LBB0_242:
	s_andn2_saveexec_b64 s[52:53], s[4:5]
	s_cbranch_execz .LBB0_237
	v_or_b32_e32 v12, 1, v36
	v_mov_b32_e32 v13, v37
	v_or_b32_e32 v14, 3, v36
	v_mov_b32_e32 v15, v37
	s_mov_b32 s21, s20
	v_or_b32_e32 v60, 2, v36
	v_mov_b32_e32 v61, v37
	v_or_b32_e32 v62, 4, v36
	v_mov_b32_e32 v63, v37
	v_or_b32_e32 v64, 5, v36
	v_mov_b32_e32 v65, v37
	v_or_b32_e32 v66, 7, v36
	v_mov_b32_e32 v67, v37
	v_or_b32_e32 v68, 6, v36
	v_mov_b32_e32 v69, v37
	v_cmp_lt_u64_e64 s[8:9], v[14:15], v[34:35]
	v_cmp_lt_u64_e64 s[6:7], v[12:13], v[34:35]
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	v_mov_b64_e32 v[12:13], s[20:21]
	v_cmp_lt_u64_e64 s[18:19], v[68:69], v[34:35]
	v_cmp_lt_u64_e64 s[16:17], v[66:67], v[34:35]
	v_cmp_lt_u64_e64 s[14:15], v[64:65], v[34:35]
	v_cmp_lt_u64_e64 s[12:13], v[62:63], v[34:35]
	v_cmp_lt_u64_e64 s[10:11], v[60:61], v[34:35]
	v_cmp_lt_u64_e64 s[4:5], v[36:37], v[34:35]
	v_mov_b64_e32 v[14:15], s[22:23]
	s_and_saveexec_b64 s[22:23], s[4:5]
	s_cbranch_execz .LBB0_245
	flat_load_ushort v10, v[18:19]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s54, v10, v59
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
.LBB0_245:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[18:19]
	v_cndmask_b32_e64 v60, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v60, 3, v60
	v_or_b32_e32 v10, v60, v10
	v_cndmask_b32_e64 v60, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v60, 1, v60
	v_cndmask_b32_e64 v61, 0, 1, s[12:13]
	v_or_b32_e32 v60, v61, v60
	v_and_b32_e32 v60, 3, v60
	v_or_b32_e32 v10, v60, v10
	v_cndmask_b32_e64 v60, 0, 1, s[10:11]
	v_cndmask_b32_e64 v61, 0, 1, s[8:9]
	v_lshlrev_b16_e32 v60, 2, v60
	v_lshlrev_b16_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_cndmask_b32_e64 v61, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v61, 1, v61
	v_cndmask_b32_e64 v62, 0, 1, s[4:5]
	v_or_b32_e32 v61, v62, v61
	v_and_b32_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v60, 15, v60
	v_or_b32_e32 v10, v60, v10
	v_lshrrev_b16_e32 v60, 1, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[4:5], 1, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_247
	flat_load_ushort v60, v[18:19] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v60, v12, s33
.LBB0_247:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v60, 2, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[4:5], 1, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_249
	flat_load_ushort v60, v[18:19] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s55, v60, v13
.LBB0_249:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v60, 3, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[4:5], 1, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_251
	flat_load_ushort v60, v[18:19] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v60, v13, s33
.LBB0_251:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v60, 4, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[4:5], 1, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_253
	flat_load_ushort v60, v[18:19] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s55, v60, v14
.LBB0_253:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v60, 5, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[4:5], 1, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_255
	flat_load_ushort v60, v[18:19] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v60, v14, s33
.LBB0_255:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v60, 6, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[4:5], 1, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_257
	flat_load_ushort v60, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s55, v60, v15
.LBB0_257:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[4:5], 1, v10
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_236
	flat_load_ushort v10, v[18:19] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v10, v15, s33
	s_branch .LBB0_236
.LBB0_259:
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
	v_pk_add_f32 v[2:3], v[42:43], v[38:39]
	v_pk_add_f32 v[4:5], v[40:41], v[16:17]
	v_mov_b32_e32 v6, 0
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_add_f32_e32 v2, v2, v3
	v_cmp_eq_u16_sdwa s[4:5], v1, v6 src0_sel:BYTE_0 src1_sel:DWORD
	v_max_f32_e32 v3, v50, v55
	v_max_f32_e32 v6, v53, v54
	v_cndmask_b32_e64 v1, v4, v44, s[4:5]
	v_cndmask_b32_e64 v5, v4, v2, s[4:5]
	v_max_f32_e32 v2, v56, v57
	v_cmp_o_f32_e64 s[4:5], v56, v57
	v_max_f32_e32 v7, v51, v52
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e64 v2, v4, v2, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v50, v55
	v_and_b32_e32 v0, 0xfc, v0
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v53, v54
	s_nop 1
	v_cndmask_b32_e64 v6, v4, v6, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v51, v52
	s_nop 1
	v_cndmask_b32_e64 v7, v4, v7, s[4:5]
	v_max_f32_e32 v8, v7, v6
	v_cmp_o_f32_e64 s[4:5], v7, v6
	v_max_f32_e32 v7, v3, v2
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v8, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v3, v2
	v_mul_lo_u32 v8, v23, s72
	s_nop 0
	v_cndmask_b32_e64 v2, v4, v7, s[4:5]
	v_max_f32_e32 v3, v2, v6
	v_cmp_o_f32_e64 s[4:5], v2, v6
	v_mul_lo_u32 v7, v22, s73
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v3, s[4:5]
	v_mad_u64_u32 v[2:3], s[4:5], v22, s72, v[28:29]
	v_add3_u32 v3, v8, v3, v7
	v_xor_b32_e32 v8, 64, v0
	v_add_u32_e32 v7, v9, v20
	ds_bpermute_b32 v9, v8, v1
	v_add3_u32 v7, v7, v21, v45
	v_and_b32_e32 v10, 0xffff0000, v6
	v_cmp_o_f32_e64 s[4:5], v6, v6
	v_add3_u32 v7, v7, v46, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[6:7], v1, v9
	v_cndmask_b32_e64 v4, v4, v10, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v9, v9
	v_add3_u32 v7, v7, v48, v49
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
.LBB0_260:
	s_andn2_saveexec_b64 s[56:57], s[76:77]
	s_cbranch_execz .LBB0_510
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_263
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_263:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_281
	v_or_b32_e32 v16, 6, v36
	v_mov_b32_e32 v17, v37
	v_or_b32_e32 v14, 7, v36
	v_mov_b32_e32 v15, v37
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_or_b32_e32 v12, 5, v36
	v_mov_b32_e32 v13, v37
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v10, 4, v36
	v_mov_b32_e32 v11, v37
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_or_b32_e32 v8, 2, v36
	v_mov_b32_e32 v9, v37
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v36
	v_mov_b32_e32 v5, v37
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
	v_or_b32_e32 v2, 1, v36
	v_mov_b32_e32 v3, v37
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[34:35]
	v_lshlrev_b16_e32 v12, 1, v12
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[34:35]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v10, v10, v12
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[36:37], v[34:35]
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
	s_cbranch_execz .LBB0_266
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_266:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_268
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s2
.LBB0_268:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_270
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v8, v3
.LBB0_270:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_272
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s2
.LBB0_272:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_274
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v8, v4
.LBB0_274:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_276
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s2
.LBB0_276:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_278
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v8, v5
.LBB0_278:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_280
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s2
.LBB0_280:
	s_or_b64 exec, exec, s[6:7]
.LBB0_281:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_283
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_283:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_301
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[34:35]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[34:35]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
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
	s_cbranch_execz .LBB0_286
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_286:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_288
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s2
.LBB0_288:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_290
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v12, v7
.LBB0_290:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_292
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s2
.LBB0_292:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_294
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v12, v8
.LBB0_294:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_296
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s2
.LBB0_296:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_298
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v12, v9
.LBB0_298:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_300
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s2
.LBB0_300:
	s_or_b64 exec, exec, s[6:7]
.LBB0_301:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_303
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_303:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_321
	v_or_b32_e32 v42, 6, v16
	v_mov_b32_e32 v43, v17
	v_or_b32_e32 v40, 7, v16
	v_mov_b32_e32 v41, v17
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[34:35]
	v_or_b32_e32 v38, 5, v16
	v_mov_b32_e32 v39, v17
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[34:35]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[34:35]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v38, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v38, 1, v38
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	v_lshlrev_b16_e32 v40, 3, v40
	v_or_b32_e32 v20, v20, v38
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v40, v1
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
	s_cbranch_execz .LBB0_306
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_306:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_308
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s2
.LBB0_308:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_310
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v16, v11
.LBB0_310:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_312
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s2
.LBB0_312:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_314
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v16, v12
.LBB0_314:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_316
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s2
.LBB0_316:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_318
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v16, v13
.LBB0_318:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_320
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s2
.LBB0_320:
	s_or_b64 exec, exec, s[6:7]
.LBB0_321:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_323
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_323:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_341
	v_or_b32_e32 v46, 6, v20
	v_mov_b32_e32 v47, v21
	v_or_b32_e32 v44, 7, v20
	v_mov_b32_e32 v45, v21
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v42, 5, v20
	v_mov_b32_e32 v43, v21
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[34:35]
	v_or_b32_e32 v40, 4, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[34:35]
	v_or_b32_e32 v38, 2, v20
	v_mov_b32_e32 v39, v21
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[34:35]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v38, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v42, 1, v42
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_lshlrev_b16_e32 v44, 3, v44
	v_or_b32_e32 v40, v40, v42
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v38, 2, v38
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v44, v1
	v_and_b32_e32 v40, 3, v40
	v_or_b32_e32 v16, v16, v38
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v40, v1
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
	s_cbranch_execz .LBB0_326
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_326:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_328
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s2
.LBB0_328:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_330
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v20, v15
.LBB0_330:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_332
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s2
.LBB0_332:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_334
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v20, v16
.LBB0_334:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_336
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s2
.LBB0_336:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_338
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v20, v17
.LBB0_338:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_340
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s2
.LBB0_340:
	s_or_b64 exec, exec, s[6:7]
.LBB0_341:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v41, 0
	v_lshlrev_b32_e32 v40, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v41
	v_lshl_add_u64 v[38:39], v[32:33], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[40:41], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_343
	flat_load_dwordx4 v[18:21], v[38:39]
.LBB0_343:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_361
	v_or_b32_e32 v52, 6, v40
	v_mov_b32_e32 v53, v41
	v_or_b32_e32 v48, 7, v40
	v_mov_b32_e32 v49, v41
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[34:35]
	v_or_b32_e32 v46, 5, v40
	v_mov_b32_e32 v47, v41
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[34:35]
	v_or_b32_e32 v44, 4, v40
	v_mov_b32_e32 v45, v41
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v42, 2, v40
	v_mov_b32_e32 v43, v41
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v40
	v_mov_b32_e32 v21, v41
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[34:35]
	v_or_b32_e32 v18, 1, v40
	v_mov_b32_e32 v19, v41
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v46, 1, v46
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v44, v44, v46
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v42, 2, v42
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v48, v1
	v_and_b32_e32 v44, 3, v44
	v_or_b32_e32 v20, v20, v42
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v44, v1
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
	s_cbranch_execz .LBB0_346
	flat_load_ushort v18, v[38:39]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_346:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 1, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_348
	flat_load_ushort v40, v[38:39] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v40, v18, s2
.LBB0_348:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 2, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_350
	flat_load_ushort v40, v[38:39] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v40, v19
.LBB0_350:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 3, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_352
	flat_load_ushort v40, v[38:39] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v40, v19, s2
.LBB0_352:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 4, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_354
	flat_load_ushort v40, v[38:39] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v40, v20
.LBB0_354:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 5, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_356
	flat_load_ushort v40, v[38:39] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v40, v20, s2
.LBB0_356:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 6, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_358
	flat_load_ushort v40, v[38:39] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v40, v21
.LBB0_358:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_360
	flat_load_ushort v1, v[38:39] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s2
.LBB0_360:
	s_or_b64 exec, exec, s[6:7]
.LBB0_361:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v53, 16, v5
	v_lshlrev_b32_e32 v51, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v52, v1
	v_and_b32_e32 v56, 0xffff0000, v4
	v_and_b32_e32 v54, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v52, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v53, v51
	v_and_b32_e32 v57, 0xffff0000, v5
	v_and_b32_e32 v55, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v51, v53, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v56, v54
	s_mov_b32 s7, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v54, v56, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v57, v55
	s_nop 1
	v_cndmask_b32_e64 v5, v55, v57, s[2:3]
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
	v_max_f32_e32 v43, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[2:3], s7, v43
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_363
	v_sub_f32_e32 v3, v54, v43
	v_sub_f32_e32 v2, v1, v43
	v_sub_f32_e32 v5, v55, v43
	v_sub_f32_e32 v4, v51, v43
	v_sub_f32_e32 v39, v56, v43
	v_sub_f32_e32 v38, v52, v43
	v_sub_f32_e32 v41, v57, v43
	v_sub_f32_e32 v40, v53, v43
	s_mov_b32 s6, 0x3fb8aa3b
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[40:41], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[38:39], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_363:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v60, 16, v8
	v_lshlrev_b32_e32 v58, 16, v6
	v_lshlrev_b32_e32 v61, 16, v9
	v_lshlrev_b32_e32 v59, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v60, v58
	v_and_b32_e32 v64, 0xffff0000, v8
	v_and_b32_e32 v62, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v58, v60, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v61, v59
	v_and_b32_e32 v65, 0xffff0000, v9
	v_and_b32_e32 v63, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v59, v61, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v64, v62
	s_mov_b32 s6, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v62, v64, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v65, v63
	s_nop 1
	v_cndmask_b32_e64 v9, v63, v65, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v43
	s_nop 1
	v_cndmask_b32_e64 v42, v43, v6, s[4:5]
	v_sub_f32_e32 v6, v43, v42
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v42, v43
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[44:45], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v41, v7, s[2:3]
	v_cndmask_b32_e64 v8, v40, v6, s[2:3]
	v_cndmask_b32_e64 v7, v39, v49, s[2:3]
	v_cndmask_b32_e64 v6, v38, v48, s[2:3]
	v_cndmask_b32_e64 v5, v5, v47, s[2:3]
	v_cndmask_b32_e64 v4, v4, v46, s[2:3]
	v_cndmask_b32_e64 v3, v3, v45, s[2:3]
	v_cndmask_b32_e64 v2, v2, v44, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v42
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_365
	v_sub_f32_e32 v39, v62, v42
	v_sub_f32_e32 v38, v58, v42
	v_sub_f32_e32 v41, v63, v42
	v_sub_f32_e32 v40, v59, v42
	v_sub_f32_e32 v45, v64, v42
	v_sub_f32_e32 v44, v60, v42
	v_sub_f32_e32 v47, v65, v42
	v_sub_f32_e32 v46, v61, v42
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[8:9], v[46:47], v[8:9]
	v_pk_add_f32 v[6:7], v[44:45], v[6:7]
	v_pk_add_f32 v[4:5], v[40:41], v[4:5]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
.LBB0_365:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v68, 16, v12
	v_lshlrev_b32_e32 v66, 16, v10
	v_lshlrev_b32_e32 v69, 16, v13
	v_lshlrev_b32_e32 v67, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v68, v66
	v_and_b32_e32 v72, 0xffff0000, v12
	v_and_b32_e32 v70, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v66, v68, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v69, v67
	v_and_b32_e32 v73, 0xffff0000, v13
	v_and_b32_e32 v71, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v67, v69, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v72, v70
	s_nop 1
	v_cndmask_b32_e64 v12, v70, v72, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v73, v71
	s_nop 1
	v_cndmask_b32_e64 v13, v71, v73, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v42
	s_nop 1
	v_cndmask_b32_e64 v10, v42, v10, s[4:5]
	v_sub_f32_e32 v11, v42, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[4:5], v10, v42
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[38:39], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v43, s[2:3]
	v_cndmask_b32_e64 v6, v6, v42, s[2:3]
	v_cndmask_b32_e64 v5, v5, v41, s[2:3]
	v_cndmask_b32_e64 v4, v4, v40, s[2:3]
	v_cndmask_b32_e64 v3, v3, v39, s[2:3]
	v_cndmask_b32_e64 v2, v2, v38, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_367
	v_sub_f32_e32 v13, v70, v10
	v_sub_f32_e32 v12, v66, v10
	v_sub_f32_e32 v39, v71, v10
	v_sub_f32_e32 v38, v67, v10
	v_sub_f32_e32 v41, v72, v10
	v_sub_f32_e32 v40, v68, v10
	v_sub_f32_e32 v43, v73, v10
	v_sub_f32_e32 v42, v69, v10
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[42:43], v[8:9]
	v_pk_add_f32 v[6:7], v[40:41], v[6:7]
	v_pk_add_f32 v[4:5], v[38:39], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_367:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v76, 16, v16
	v_lshlrev_b32_e32 v74, 16, v14
	v_lshlrev_b32_e32 v77, 16, v17
	v_lshlrev_b32_e32 v75, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v76, v74
	v_and_b32_e32 v80, 0xffff0000, v16
	v_and_b32_e32 v78, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v74, v76, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v77, v75
	v_and_b32_e32 v81, 0xffff0000, v17
	v_and_b32_e32 v79, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v75, v77, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v80, v78
	s_nop 1
	v_cndmask_b32_e64 v13, v78, v80, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v81, v79
	s_nop 1
	v_cndmask_b32_e64 v14, v79, v81, s[4:5]
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
	v_pk_mul_f32 v[38:39], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v39, s[2:3]
	v_cndmask_b32_e64 v6, v6, v38, s[2:3]
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	v_cndmask_b32_e64 v4, v4, v16, s[2:3]
	v_cndmask_b32_e64 v3, v3, v15, s[2:3]
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v11
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_369
	v_sub_f32_e32 v13, v78, v11
	v_sub_f32_e32 v12, v74, v11
	v_sub_f32_e32 v15, v79, v11
	v_sub_f32_e32 v14, v75, v11
	v_sub_f32_e32 v17, v80, v11
	v_sub_f32_e32 v16, v76, v11
	v_sub_f32_e32 v39, v81, v11
	v_sub_f32_e32 v38, v77, v11
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[38:39], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_369:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v83, 16, v20
	v_lshlrev_b32_e32 v87, 16, v18
	v_lshlrev_b32_e32 v82, 16, v21
	v_lshlrev_b32_e32 v85, 16, v19
	v_cmp_gt_f32_e64 s[4:5], v83, v87
	v_and_b32_e32 v86, 0xffff0000, v20
	v_and_b32_e32 v89, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v87, v83, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v82, v85
	v_and_b32_e32 v84, 0xffff0000, v21
	v_and_b32_e32 v88, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v85, v82, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v86, v89
	v_mov_b32_e32 v90, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v89, v86, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v84, v88
	s_nop 1
	v_cndmask_b32_e64 v14, v88, v84, s[4:5]
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
	v_cndmask_b32_e64 v45, v9, v13, s[2:3]
	v_cndmask_b32_e64 v44, v8, v12, s[2:3]
	v_cndmask_b32_e64 v43, v7, v19, s[2:3]
	v_cndmask_b32_e64 v42, v6, v18, s[2:3]
	v_cndmask_b32_e64 v41, v5, v17, s[2:3]
	v_cndmask_b32_e64 v40, v4, v16, s[2:3]
	v_cndmask_b32_e64 v39, v3, v15, s[2:3]
	v_cndmask_b32_e64 v38, v2, v14, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_371
	v_sub_f32_e32 v3, v89, v10
	v_sub_f32_e32 v2, v87, v10
	v_sub_f32_e32 v5, v88, v10
	v_sub_f32_e32 v4, v85, v10
	v_sub_f32_e32 v7, v86, v10
	v_sub_f32_e32 v6, v83, v10
	v_sub_f32_e32 v9, v84, v10
	v_sub_f32_e32 v8, v82, v10
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
	v_pk_add_f32 v[44:45], v[8:9], v[44:45]
	v_pk_add_f32 v[42:43], v[6:7], v[42:43]
	v_pk_add_f32 v[40:41], v[4:5], v[40:41]
	v_pk_add_f32 v[38:39], v[2:3], v[38:39]
	v_mov_b32_e32 v90, v10
.LBB0_371:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_373
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_373:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_391
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[34:35]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
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
	s_cbranch_execz .LBB0_376
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_376:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_378
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s2
.LBB0_378:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_380
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v9, v3
.LBB0_380:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_382
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s2
.LBB0_382:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_384
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v9, v4
.LBB0_384:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_386
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s2
.LBB0_386:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_388
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v9, v5
.LBB0_388:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_390
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s2
.LBB0_390:
	s_or_b64 exec, exec, s[6:7]
.LBB0_391:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_393
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_393:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_411
	v_or_b32_e32 v46, 6, v12
	v_mov_b32_e32 v47, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[34:35]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v46
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
	s_cbranch_execz .LBB0_396
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_396:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_398
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s2
.LBB0_398:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_400
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v13, v7
.LBB0_400:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_402
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s2
.LBB0_402:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_404
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v13, v8
.LBB0_404:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_406
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s2
.LBB0_406:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_408
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v13, v9
.LBB0_408:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_410
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s2
.LBB0_410:
	s_or_b64 exec, exec, s[6:7]
.LBB0_411:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_413
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_413:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_431
	v_or_b32_e32 v92, 6, v16
	v_mov_b32_e32 v93, v17
	v_or_b32_e32 v48, 7, v16
	v_mov_b32_e32 v49, v17
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[34:35]
	v_or_b32_e32 v46, 5, v16
	v_mov_b32_e32 v47, v17
	v_cndmask_b32_e64 v91, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[34:35]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v46, 1, v46
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v20, v20, v46
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v48, v48, v91
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v48
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
	s_cbranch_execz .LBB0_416
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_416:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_418
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s2
.LBB0_418:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_420
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v17, v11
.LBB0_420:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_422
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s2
.LBB0_422:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_424
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v17, v12
.LBB0_424:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_426
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s2
.LBB0_426:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_428
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v17, v13
.LBB0_428:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_430
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s2
.LBB0_430:
	s_or_b64 exec, exec, s[6:7]
.LBB0_431:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_433
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_433:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_451
	v_or_b32_e32 v96, 6, v20
	v_mov_b32_e32 v97, v21
	v_or_b32_e32 v94, 7, v20
	v_mov_b32_e32 v95, v21
	v_cmp_lt_u64_e64 s[2:3], v[96:97], v[34:35]
	v_or_b32_e32 v92, 5, v20
	v_mov_b32_e32 v93, v21
	v_cndmask_b32_e64 v91, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[34:35]
	v_or_b32_e32 v48, 4, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[34:35]
	v_or_b32_e32 v46, 2, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v92, 1, v92
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_lshlrev_b16_e32 v94, 3, v94
	v_or_b32_e32 v48, v48, v92
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v91, v94, v91
	v_and_b32_e32 v48, 3, v48
	v_or_b32_e32 v16, v16, v46
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v48, v48, v91
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v48, 4, v48
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v48
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_436
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_436:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_438
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s2
.LBB0_438:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_440
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v21, v15
.LBB0_440:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_442
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s2
.LBB0_442:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_444
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v21, v16
.LBB0_444:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_446
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s2
.LBB0_446:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_448
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v21, v17
.LBB0_448:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_450
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s2
.LBB0_450:
	s_or_b64 exec, exec, s[6:7]
.LBB0_451:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v46, 0x120, v30
	v_mov_b32_e32 v47, v31
	s_mov_b64 s[2:3], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[2:3], v[46:47]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_473
	v_mov_b32_e32 v49, 0
	v_lshlrev_b32_e32 v48, 3, v46
	v_lshlrev_b32_e32 v18, 4, v46
	v_mov_b32_e32 v19, v49
	v_lshl_add_u64 v[46:47], v[32:33], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[48:49], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[34:35]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_454
	flat_load_dwordx4 v[18:21], v[46:47]
.LBB0_454:
	s_andn2_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_472
	v_or_b32_e32 v100, 6, v48
	v_mov_b32_e32 v101, v49
	v_or_b32_e32 v98, 7, v48
	v_mov_b32_e32 v99, v49
	v_cmp_lt_u64_e64 s[4:5], v[100:101], v[34:35]
	v_or_b32_e32 v96, 5, v48
	v_mov_b32_e32 v97, v49
	v_cndmask_b32_e64 v91, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[34:35]
	v_or_b32_e32 v94, 4, v48
	v_mov_b32_e32 v95, v49
	v_cndmask_b32_e64 v98, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[96:97], v[34:35]
	v_or_b32_e32 v92, 2, v48
	v_mov_b32_e32 v93, v49
	v_cndmask_b32_e64 v96, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[94:95], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v48
	v_mov_b32_e32 v21, v49
	v_cndmask_b32_e64 v94, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[92:93], v[34:35]
	v_or_b32_e32 v18, 1, v48
	v_mov_b32_e32 v19, v49
	v_cndmask_b32_e64 v92, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v96, 1, v96
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_lshlrev_b16_e32 v98, 3, v98
	v_or_b32_e32 v94, v94, v96
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v91, v98, v91
	v_and_b32_e32 v94, 3, v94
	v_or_b32_e32 v20, v20, v92
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v91, v94, v91
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v91, 4, v91
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v48, v18, v91
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_457
	flat_load_ushort v18, v[46:47]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_457:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 1, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_459
	flat_load_ushort v49, v[46:47] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v49, v18, s4
.LBB0_459:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 2, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_461
	flat_load_ushort v49, v[46:47] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v49, v19
.LBB0_461:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 3, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_463
	flat_load_ushort v49, v[46:47] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v49, v19, s4
.LBB0_463:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 4, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_465
	flat_load_ushort v49, v[46:47] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v49, v20
.LBB0_465:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 5, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_467
	flat_load_ushort v49, v[46:47] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v49, v20, s4
.LBB0_467:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 6, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_469
	flat_load_ushort v49, v[46:47] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v49, v21
.LBB0_469:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v48, 7, v48
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e64 s[4:5], 1, v48
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_471
	flat_load_ushort v46, v[46:47] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v46, v21, s4
.LBB0_471:
	s_or_b64 exec, exec, s[10:11]
.LBB0_472:
	s_or_b64 exec, exec, s[8:9]
.LBB0_473:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v4
	v_lshlrev_b32_e32 v46, 16, v2
	v_lshlrev_b32_e32 v49, 16, v5
	v_lshlrev_b32_e32 v47, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v48, v46
	v_and_b32_e32 v93, 0xffff0000, v4
	v_and_b32_e32 v91, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v46, v48, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v49, v47
	v_and_b32_e32 v94, 0xffff0000, v5
	v_and_b32_e32 v92, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v47, v49, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v93, v91
	s_mov_b32 s9, 0xff800000
	s_mov_b32 s8, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v91, v93, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v94, v92
	s_nop 1
	v_cndmask_b32_e64 v5, v92, v94, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v90
	s_nop 1
	v_cndmask_b32_e64 v102, v90, v2, s[4:5]
	v_sub_f32_e32 v2, v90, v102
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], s9, v90
	v_cmp_neq_f32_e64 s[6:7], v102, v90
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[96:97], v[38:39], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v43, v43, v99, s[4:5]
	v_cndmask_b32_e64 v45, v45, v3, s[4:5]
	v_cndmask_b32_e64 v44, v44, v2, s[4:5]
	v_cndmask_b32_e64 v42, v42, v98, s[4:5]
	v_cndmask_b32_e64 v5, v41, v5, s[4:5]
	v_cndmask_b32_e64 v4, v40, v4, s[4:5]
	v_cndmask_b32_e64 v3, v39, v97, s[4:5]
	v_cndmask_b32_e64 v2, v38, v96, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v102
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_475
	v_sub_f32_e32 v39, v91, v102
	v_sub_f32_e32 v38, v46, v102
	v_sub_f32_e32 v41, v92, v102
	v_sub_f32_e32 v40, v47, v102
	v_sub_f32_e32 v97, v93, v102
	v_sub_f32_e32 v96, v48, v102
	v_sub_f32_e32 v99, v94, v102
	v_sub_f32_e32 v98, v49, v102
	v_pk_mul_f32 v[98:99], v[98:99], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[44:45], v[44:45], v[98:99]
	v_pk_add_f32 v[42:43], v[42:43], v[96:97]
	v_pk_add_f32 v[4:5], v[4:5], v[40:41]
	v_pk_add_f32 v[2:3], v[2:3], v[38:39]
.LBB0_475:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v96, 16, v8
	v_lshlrev_b32_e32 v90, 16, v6
	v_lshlrev_b32_e32 v97, 16, v9
	v_lshlrev_b32_e32 v95, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v96, v90
	v_and_b32_e32 v100, 0xffff0000, v8
	v_and_b32_e32 v98, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v90, v96, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v97, v95
	v_and_b32_e32 v101, 0xffff0000, v9
	v_and_b32_e32 v99, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v95, v97, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v100, v98
	s_nop 1
	v_cndmask_b32_e64 v8, v98, v100, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v101, v99
	s_nop 1
	v_cndmask_b32_e64 v9, v99, v101, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v102
	s_nop 1
	v_cndmask_b32_e64 v39, v102, v6, s[6:7]
	v_sub_f32_e32 v6, v102, v39
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v39, v102
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[40:41], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[6:7], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[44:45] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v45, v7, s[4:5]
	v_cndmask_b32_e64 v8, v44, v6, s[4:5]
	v_cndmask_b32_e64 v7, v43, v105, s[4:5]
	v_cndmask_b32_e64 v6, v42, v104, s[4:5]
	v_cndmask_b32_e64 v5, v5, v103, s[4:5]
	v_cndmask_b32_e64 v4, v4, v102, s[4:5]
	v_cndmask_b32_e64 v3, v3, v41, s[4:5]
	v_cndmask_b32_e64 v2, v2, v40, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v39
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_477
	v_sub_f32_e32 v41, v98, v39
	v_sub_f32_e32 v40, v90, v39
	v_sub_f32_e32 v43, v99, v39
	v_sub_f32_e32 v42, v95, v39
	v_sub_f32_e32 v45, v100, v39
	v_sub_f32_e32 v44, v96, v39
	v_sub_f32_e32 v103, v101, v39
	v_sub_f32_e32 v102, v97, v39
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[102:103], v[8:9]
	v_pk_add_f32 v[6:7], v[44:45], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_477:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v102, 16, v12
	v_lshlrev_b32_e32 v104, 16, v10
	v_lshlrev_b32_e32 v45, 16, v13
	v_lshlrev_b32_e32 v103, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v102, v104
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e64 v38, v104, v102, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v45, v103
	v_and_b32_e32 v13, 0xffff0000, v13
	v_and_b32_e32 v11, 0xffff0000, v11
	v_cndmask_b32_e64 v40, v103, v45, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v41, v10, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v11
	s_nop 1
	v_cndmask_b32_e64 v42, v11, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v40, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v42, v41
	s_nop 1
	v_cndmask_b32_e64 v40, v41, v42, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v40, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v38, v39
	s_nop 1
	v_cndmask_b32_e64 v38, v39, v38, s[6:7]
	v_sub_f32_e32 v40, v39, v38
	v_mul_f32_e32 v40, 0x3fb8aa3b, v40
	v_exp_f32_e32 v40, v40
	v_cmp_neq_f32_e64 s[6:7], v38, v39
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[42:43], v[40:41], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[40:41], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[40:41], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[40:41], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v41, s[4:5]
	v_cndmask_b32_e64 v8, v8, v40, s[4:5]
	v_cndmask_b32_e64 v7, v7, v109, s[4:5]
	v_cndmask_b32_e64 v6, v6, v108, s[4:5]
	v_cndmask_b32_e64 v5, v5, v107, s[4:5]
	v_cndmask_b32_e64 v4, v4, v106, s[4:5]
	v_cndmask_b32_e64 v3, v3, v43, s[4:5]
	v_cndmask_b32_e64 v2, v2, v42, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v38
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_479
	v_sub_f32_e32 v41, v10, v38
	v_sub_f32_e32 v40, v104, v38
	v_sub_f32_e32 v43, v11, v38
	v_sub_f32_e32 v42, v103, v38
	v_sub_f32_e32 v107, v12, v38
	v_sub_f32_e32 v106, v102, v38
	v_sub_f32_e32 v109, v13, v38
	v_sub_f32_e32 v108, v45, v38
	v_pk_mul_f32 v[108:109], v[108:109], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[108:109], v[8:9]
	v_pk_add_f32 v[6:7], v[106:107], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_479:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v106, 16, v16
	v_lshlrev_b32_e32 v110, 16, v14
	v_lshlrev_b32_e32 v105, 16, v17
	v_lshlrev_b32_e32 v108, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v106, v110
	v_and_b32_e32 v109, 0xffff0000, v16
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v16, v110, v106, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v105, v108
	v_and_b32_e32 v107, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v17, v108, v105, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v109, v14
	s_nop 1
	v_cndmask_b32_e64 v39, v14, v109, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v107, v15
	s_nop 1
	v_cndmask_b32_e64 v40, v15, v107, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v39
	s_nop 1
	v_cndmask_b32_e64 v17, v39, v40, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v16, v38
	s_nop 1
	v_cndmask_b32_e64 v44, v38, v16, s[6:7]
	v_sub_f32_e32 v16, v38, v44
	v_mul_f32_e32 v16, 0x3fb8aa3b, v16
	v_exp_f32_e32 v16, v16
	v_cmp_neq_f32_e64 s[6:7], v44, v38
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[40:41], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v39, v9, v17, s[4:5]
	v_cndmask_b32_e64 v38, v8, v16, s[4:5]
	v_cndmask_b32_e64 v17, v7, v113, s[4:5]
	v_cndmask_b32_e64 v16, v6, v112, s[4:5]
	v_cndmask_b32_e64 v43, v5, v43, s[4:5]
	v_cndmask_b32_e64 v42, v4, v42, s[4:5]
	v_cndmask_b32_e64 v41, v3, v41, s[4:5]
	v_cndmask_b32_e64 v40, v2, v40, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_481
	v_sub_f32_e32 v3, v14, v44
	v_sub_f32_e32 v2, v110, v44
	v_sub_f32_e32 v5, v15, v44
	v_sub_f32_e32 v4, v108, v44
	v_sub_f32_e32 v7, v109, v44
	v_sub_f32_e32 v6, v106, v44
	v_sub_f32_e32 v9, v107, v44
	v_sub_f32_e32 v8, v105, v44
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
	v_pk_add_f32 v[38:39], v[8:9], v[38:39]
	v_pk_add_f32 v[16:17], v[6:7], v[16:17]
	v_pk_add_f32 v[42:43], v[4:5], v[42:43]
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
.LBB0_481:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[22:23], v65, v57
	v_cmp_u_f32_e64 s[24:25], v61, v53
	v_cmp_u_f32_e64 s[26:27], v64, v56
	v_cmp_u_f32_e64 s[28:29], v60, v52
	v_cmp_u_f32_e64 s[30:31], v63, v55
	v_cmp_u_f32_e64 s[34:35], v59, v51
	v_cmp_u_f32_e64 s[36:37], v62, v54
	v_cmp_u_f32_e64 s[38:39], v58, v1
	v_cmp_u_f32_e64 s[40:41], v81, v73
	v_cmp_u_f32_e64 s[42:43], v77, v69
	v_cmp_u_f32_e64 s[44:45], v80, v72
	v_cmp_u_f32_e64 s[46:47], v76, v68
	v_cmp_u_f32_e64 s[48:49], v79, v71
	v_cmp_u_f32_e64 s[50:51], v75, v67
	v_cmp_u_f32_e64 s[52:53], v78, v70
	v_cmp_u_f32_e64 s[54:55], v74, v66
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	v_cmp_u_f32_e64 s[22:23], v87, v87
	v_cmp_u_f32_e64 s[24:25], v89, v89
	v_cmp_u_f32_e64 s[26:27], v85, v85
	v_cmp_u_f32_e64 s[28:29], v88, v88
	v_cmp_u_f32_e64 s[30:31], v83, v83
	v_cmp_u_f32_e64 s[34:35], v86, v86
	v_cmp_u_f32_e64 s[36:37], v82, v82
	v_cmp_u_f32_e64 s[38:39], v84, v84
	v_cmp_u_f32_e64 s[6:7], v101, v94
	v_cmp_u_f32_e64 s[8:9], v97, v49
	v_cmp_u_f32_e64 s[10:11], v100, v93
	v_cmp_u_f32_e64 s[12:13], v96, v48
	v_cmp_u_f32_e64 s[14:15], v99, v92
	v_cmp_u_f32_e64 s[16:17], v95, v47
	v_cmp_u_f32_e64 s[18:19], v98, v91
	v_cmp_u_f32_e64 s[20:21], v90, v46
	s_or_b64 s[40:41], s[38:39], s[40:41]
	s_or_b64 s[42:43], s[36:37], s[42:43]
	s_or_b64 s[44:45], s[34:35], s[44:45]
	s_or_b64 s[46:47], s[30:31], s[46:47]
	s_or_b64 s[48:49], s[28:29], s[48:49]
	s_or_b64 s[50:51], s[26:27], s[50:51]
	s_or_b64 s[52:53], s[24:25], s[52:53]
	s_or_b64 s[54:55], s[22:23], s[54:55]
	v_cmp_u_f32_e64 s[22:23], v110, v104
	v_cmp_u_f32_e64 s[24:25], v14, v10
	v_cmp_u_f32_e64 s[26:27], v108, v103
	v_cmp_u_f32_e64 s[28:29], v15, v11
	v_cmp_u_f32_e64 s[30:31], v106, v102
	v_cmp_u_f32_e64 s[34:35], v109, v12
	v_cmp_u_f32_e64 s[36:37], v105, v45
	v_cmp_u_f32_e64 s[38:39], v107, v13
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
	s_cbranch_execz .LBB0_485
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
	v_cmp_gt_f32_e64 s[6:7], v1, v44
	s_nop 1
	v_cndmask_b32_e64 v1, v44, v1, s[6:7]
	v_sub_f32_e32 v10, v44, v1
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	s_or_b64 s[6:7], s[2:3], s[38:39]
	v_cmp_neq_f32_e64 s[2:3], v1, v44
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_pk_mul_f32 v[12:13], v[10:11], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v39, v39, v11, s[2:3]
	v_cndmask_b32_e64 v38, v38, v10, s[2:3]
	v_cndmask_b32_e64 v17, v17, v19, s[2:3]
	v_cndmask_b32_e64 v16, v16, v18, s[2:3]
	v_cndmask_b32_e64 v43, v43, v15, s[2:3]
	v_cndmask_b32_e64 v42, v42, v14, s[2:3]
	v_cndmask_b32_e64 v41, v41, v13, s[2:3]
	v_cndmask_b32_e64 v40, v40, v12, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v1
	v_mov_b32_e32 v44, 0xff800000
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_484
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
	v_pk_add_f32 v[38:39], v[2:3], v[38:39]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_add_f32 v[42:43], v[6:7], v[42:43]
	v_pk_add_f32 v[40:41], v[8:9], v[40:41]
	v_mov_b32_e32 v44, v1
.LBB0_484:
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
.LBB0_485:
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v1, 16, v50
	v_mov_b32_e32 v58, 0x7fc00000
	v_cndmask_b32_e64 v2, v58, v1, s[0:1]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[42:43], 0x129
	s_mov_b32 s20, 0xff80ff80
	s_mov_b32 s33, 0x5040100
	s_movk_i32 s52, 0xff80
	s_mov_b32 s53, 0xffff
	s_mov_b64 s[44:45], 0x100
	v_mov_b32_e32 v59, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	s_mov_b64 s[46:47], 0
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	s_branch .LBB0_489
.LBB0_486:
	s_or_b64 exec, exec, s[4:5]
.LBB0_487:
	s_or_b64 exec, exec, s[50:51]
.LBB0_488:
	s_or_b64 exec, exec, s[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v15
	v_and_b32_e32 v15, 0xffff0000, v15
	v_max_f32_e32 v61, v54, v15
	v_cmp_o_f32_e64 s[2:3], v54, v15
	v_lshlrev_b32_e32 v19, 16, v14
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v54, v58, v61, s[2:3]
	v_max_f32_e32 v61, v57, v60
	v_cmp_o_f32_e64 s[2:3], v57, v60
	v_lshlrev_b32_e32 v18, 16, v13
	v_and_b32_e32 v13, 0xffff0000, v13
	v_cndmask_b32_e64 v57, v58, v61, s[2:3]
	v_max_f32_e32 v61, v52, v14
	v_cmp_o_f32_e64 s[2:3], v52, v14
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v12, 0xffff0000, v12
	v_cndmask_b32_e64 v52, v58, v61, s[2:3]
	v_max_f32_e32 v61, v55, v19
	v_cmp_o_f32_e64 s[2:3], v55, v19
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	v_cndmask_b32_e64 v55, v58, v61, s[2:3]
	v_max_f32_e32 v61, v53, v13
	v_cmp_o_f32_e64 s[2:3], v53, v13
	s_add_u32 s18, s18, 32
	s_addc_u32 s19, s19, 0
	v_cndmask_b32_e64 v53, v58, v61, s[2:3]
	v_max_f32_e32 v61, v56, v18
	v_cmp_o_f32_e64 s[2:3], v56, v18
	s_cmp_eq_u64 s[18:19], 0x140
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[44:45]
	v_cndmask_b32_e64 v56, v58, v61, s[2:3]
	v_max_f32_e32 v61, v51, v12
	v_cmp_o_f32_e64 s[2:3], v51, v12
	s_nop 1
	v_cndmask_b32_e64 v51, v58, v61, s[2:3]
	v_max_f32_e32 v61, v50, v10
	v_cmp_o_f32_e64 s[2:3], v50, v10
	s_nop 1
	v_cndmask_b32_e64 v50, v58, v61, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v2, v10
	s_nop 1
	v_addc_co_u32_e64 v9, s[2:3], 0, v9, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v1, v12
	s_nop 1
	v_addc_co_u32_e64 v20, s[2:3], 0, v20, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v4, v18
	s_nop 1
	v_addc_co_u32_e64 v21, s[2:3], 0, v21, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v3, v13
	s_nop 1
	v_addc_co_u32_e64 v45, s[2:3], 0, v45, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v6, v19
	s_nop 1
	v_addc_co_u32_e64 v46, s[2:3], 0, v46, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v5, v14
	s_nop 1
	v_addc_co_u32_e64 v47, s[2:3], 0, v47, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v8, v60
	s_nop 1
	v_addc_co_u32_e64 v48, s[2:3], 0, v48, s[2:3]
	v_cmp_lt_f32_e64 s[2:3], v7, v15
	s_nop 1
	v_addc_co_u32_e64 v49, s[2:3], 0, v49, s[2:3]
	s_cbranch_scc1 .LBB0_509
.LBB0_489:
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[18:19]
	v_cmp_gt_u64_e64 s[2:3], s[42:43], v[12:13]
	v_mov_b32_e32 v12, 0xff80ff80
	v_mov_b32_e32 v13, 0xff80ff80
	v_mov_b32_e32 v14, 0xff80ff80
	v_mov_b32_e32 v15, 0xff80ff80
	s_and_saveexec_b64 s[48:49], s[2:3]
	s_cbranch_execz .LBB0_488
	s_lshl_b64 s[2:3], s[46:47], 9
	v_lshl_or_b32 v12, v30, 4, s2
	v_mov_b32_e32 v13, s3
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[36:37], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[12:13], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_492
	flat_load_dwordx4 v[12:15], v[18:19]
.LBB0_492:
	s_andn2_saveexec_b64 s[50:51], s[2:3]
	s_cbranch_execz .LBB0_487
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 1, v36
	v_mov_b32_e32 v13, v37
	v_or_b32_e32 v14, 3, v36
	v_mov_b32_e32 v15, v37
	s_mov_b32 s21, s20
	v_or_b32_e32 v60, 2, v36
	v_mov_b32_e32 v61, v37
	v_or_b32_e32 v62, 4, v36
	v_mov_b32_e32 v63, v37
	v_or_b32_e32 v64, 5, v36
	v_mov_b32_e32 v65, v37
	v_or_b32_e32 v66, 7, v36
	v_mov_b32_e32 v67, v37
	v_or_b32_e32 v68, 6, v36
	v_mov_b32_e32 v69, v37
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[34:35]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[34:35]
	s_mov_b32 s22, s20
	s_mov_b32 s23, s20
	v_mov_b64_e32 v[12:13], s[20:21]
	v_cmp_lt_u64_e64 s[16:17], v[68:69], v[34:35]
	v_cmp_lt_u64_e64 s[14:15], v[66:67], v[34:35]
	v_cmp_lt_u64_e64 s[12:13], v[64:65], v[34:35]
	v_cmp_lt_u64_e64 s[10:11], v[62:63], v[34:35]
	v_cmp_lt_u64_e64 s[8:9], v[60:61], v[34:35]
	v_cmp_lt_u64_e64 s[2:3], v[36:37], v[34:35]
	v_mov_b64_e32 v[14:15], s[22:23]
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_495
	flat_load_ushort v10, v[18:19]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s52, v10, v59
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
.LBB0_495:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[16:17]
	v_cndmask_b32_e64 v60, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v60, 3, v60
	v_or_b32_e32 v10, v60, v10
	v_cndmask_b32_e64 v60, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v60, 1, v60
	v_cndmask_b32_e64 v61, 0, 1, s[10:11]
	v_or_b32_e32 v60, v61, v60
	v_and_b32_e32 v60, 3, v60
	v_or_b32_e32 v10, v60, v10
	v_cndmask_b32_e64 v60, 0, 1, s[8:9]
	v_cndmask_b32_e64 v61, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v60, 2, v60
	v_lshlrev_b16_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_cndmask_b32_e64 v61, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v61, 1, v61
	v_cndmask_b32_e64 v62, 0, 1, s[2:3]
	v_or_b32_e32 v61, v62, v61
	v_and_b32_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v60, 15, v60
	v_or_b32_e32 v10, v60, v10
	v_lshrrev_b16_e32 v60, 1, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_497
	flat_load_ushort v60, v[18:19] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v60, v12, s33
.LBB0_497:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v60, 2, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_499
	flat_load_ushort v60, v[18:19] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s53, v60, v13
.LBB0_499:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v60, 3, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_501
	flat_load_ushort v60, v[18:19] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v60, v13, s33
.LBB0_501:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v60, 4, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_503
	flat_load_ushort v60, v[18:19] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s53, v60, v14
.LBB0_503:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v60, 5, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_505
	flat_load_ushort v60, v[18:19] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v60, v14, s33
.LBB0_505:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v60, 6, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[2:3], 1, v60
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_507
	flat_load_ushort v60, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s53, v60, v15
.LBB0_507:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[2:3], 1, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_486
	flat_load_ushort v10, v[18:19] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v10, v15, s33
	s_branch .LBB0_486
.LBB0_509:
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
	v_pk_add_f32 v[2:3], v[42:43], v[38:39]
	v_pk_add_f32 v[4:5], v[40:41], v[16:17]
	v_mov_b32_e32 v6, 0
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_add_f32_e32 v2, v2, v3
	v_cmp_eq_u16_sdwa s[2:3], v1, v6 src0_sel:BYTE_0 src1_sel:DWORD
	v_max_f32_e32 v3, v50, v55
	v_max_f32_e32 v6, v53, v54
	v_cndmask_b32_e64 v1, v4, v44, s[2:3]
	v_cndmask_b32_e64 v5, v4, v2, s[2:3]
	v_max_f32_e32 v2, v56, v57
	v_cmp_o_f32_e64 s[2:3], v56, v57
	v_max_f32_e32 v7, v51, v52
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e64 v2, v4, v2, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v50, v55
	v_and_b32_e32 v0, 0xfc, v0
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v53, v54
	s_nop 1
	v_cndmask_b32_e64 v6, v4, v6, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v51, v52
	s_nop 1
	v_cndmask_b32_e64 v7, v4, v7, s[2:3]
	v_max_f32_e32 v8, v7, v6
	v_cmp_o_f32_e64 s[2:3], v7, v6
	v_max_f32_e32 v7, v3, v2
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v8, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v3, v2
	v_mul_lo_u32 v8, v23, s72
	s_nop 0
	v_cndmask_b32_e64 v2, v4, v7, s[2:3]
	v_max_f32_e32 v3, v2, v6
	v_cmp_o_f32_e64 s[2:3], v2, v6
	v_mul_lo_u32 v7, v22, s73
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v3, s[2:3]
	v_mad_u64_u32 v[2:3], s[2:3], v22, s72, v[28:29]
	v_add3_u32 v3, v8, v3, v7
	v_xor_b32_e32 v8, 64, v0
	v_add_u32_e32 v7, v9, v20
	ds_bpermute_b32 v9, v8, v1
	v_add3_u32 v7, v7, v21, v45
	v_and_b32_e32 v10, 0xffff0000, v6
	v_cmp_o_f32_e64 s[2:3], v6, v6
	v_add3_u32 v7, v7, v46, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v1, v9
	v_cndmask_b32_e64 v4, v4, v10, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v9, v9
	v_add3_u32 v7, v7, v48, v49
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
.LBB0_510:
	s_or_b64 exec, exec, s[56:57]
.LBB0_511:
	s_andn2_saveexec_b64 s[56:57], s[62:63]
	s_cbranch_execz .LBB0_761
	v_and_b32_e32 v30, 31, v0
	v_mov_b32_e32 v31, 0
	v_lshlrev_b32_e32 v36, 3, v30
	v_mov_b32_e32 v37, v31
	v_lshlrev_b32_e32 v2, 4, v30
	v_mov_b32_e32 v3, v31
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_514
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_514:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_532
	v_or_b32_e32 v16, 6, v36
	v_mov_b32_e32 v17, v37
	v_or_b32_e32 v14, 7, v36
	v_mov_b32_e32 v15, v37
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_or_b32_e32 v12, 5, v36
	v_mov_b32_e32 v13, v37
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v10, 4, v36
	v_mov_b32_e32 v11, v37
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_or_b32_e32 v8, 2, v36
	v_mov_b32_e32 v9, v37
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v36
	v_mov_b32_e32 v5, v37
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
	v_or_b32_e32 v2, 1, v36
	v_mov_b32_e32 v3, v37
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[34:35]
	v_lshlrev_b16_e32 v12, 1, v12
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[34:35]
	v_lshlrev_b16_e32 v14, 3, v14
	v_or_b32_e32 v10, v10, v12
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[36:37], v[34:35]
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
	s_cbranch_execz .LBB0_517
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_517:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_519
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s2
.LBB0_519:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_521
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v8, v3
.LBB0_521:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_523
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s2
.LBB0_523:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_525
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v8, v4
.LBB0_525:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_527
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s2
.LBB0_527:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_529
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v8, v5
.LBB0_529:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_531
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s2
.LBB0_531:
	s_or_b64 exec, exec, s[6:7]
.LBB0_532:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 32, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_534
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_534:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_552
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[34:35]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[34:35]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
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
	s_cbranch_execz .LBB0_537
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_537:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_539
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s2
.LBB0_539:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_541
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v12, v7
.LBB0_541:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_543
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s2
.LBB0_543:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_545
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v12, v8
.LBB0_545:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_547
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s2
.LBB0_547:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_549
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v12, v9
.LBB0_549:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_551
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s2
.LBB0_551:
	s_or_b64 exec, exec, s[6:7]
.LBB0_552:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 64, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_554
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_554:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_572
	v_or_b32_e32 v42, 6, v16
	v_mov_b32_e32 v43, v17
	v_or_b32_e32 v40, 7, v16
	v_mov_b32_e32 v41, v17
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[34:35]
	v_or_b32_e32 v38, 5, v16
	v_mov_b32_e32 v39, v17
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[34:35]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[34:35]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v38, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v38, 1, v38
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	v_lshlrev_b16_e32 v40, 3, v40
	v_or_b32_e32 v20, v20, v38
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v40, v1
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
	s_cbranch_execz .LBB0_557
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_557:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_559
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s2
.LBB0_559:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_561
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v16, v11
.LBB0_561:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_563
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s2
.LBB0_563:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_565
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v16, v12
.LBB0_565:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_567
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s2
.LBB0_567:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_569
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v16, v13
.LBB0_569:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_571
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s2
.LBB0_571:
	s_or_b64 exec, exec, s[6:7]
.LBB0_572:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x60, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_574
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_574:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_592
	v_or_b32_e32 v46, 6, v20
	v_mov_b32_e32 v47, v21
	v_or_b32_e32 v44, 7, v20
	v_mov_b32_e32 v45, v21
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v42, 5, v20
	v_mov_b32_e32 v43, v21
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[34:35]
	v_or_b32_e32 v40, 4, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[34:35]
	v_or_b32_e32 v38, 2, v20
	v_mov_b32_e32 v39, v21
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[38:39], v[34:35]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v38, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v42, 1, v42
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_lshlrev_b16_e32 v44, 3, v44
	v_or_b32_e32 v40, v40, v42
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v38, 2, v38
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v44, v1
	v_and_b32_e32 v40, 3, v40
	v_or_b32_e32 v16, v16, v38
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v40, v1
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
	s_cbranch_execz .LBB0_577
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_577:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_579
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s2
.LBB0_579:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_581
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v20, v15
.LBB0_581:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_583
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s2
.LBB0_583:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_585
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v20, v16
.LBB0_585:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_587
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s2
.LBB0_587:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_589
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v20, v17
.LBB0_589:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_591
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s2
.LBB0_591:
	s_or_b64 exec, exec, s[6:7]
.LBB0_592:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x80, v30
	v_mov_b32_e32 v41, 0
	v_lshlrev_b32_e32 v40, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v41
	v_lshl_add_u64 v[38:39], v[32:33], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[40:41], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_594
	flat_load_dwordx4 v[18:21], v[38:39]
.LBB0_594:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_612
	v_or_b32_e32 v52, 6, v40
	v_mov_b32_e32 v53, v41
	v_or_b32_e32 v48, 7, v40
	v_mov_b32_e32 v49, v41
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[34:35]
	v_or_b32_e32 v46, 5, v40
	v_mov_b32_e32 v47, v41
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[34:35]
	v_or_b32_e32 v44, 4, v40
	v_mov_b32_e32 v45, v41
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v42, 2, v40
	v_mov_b32_e32 v43, v41
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v40
	v_mov_b32_e32 v21, v41
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[34:35]
	v_or_b32_e32 v18, 1, v40
	v_mov_b32_e32 v19, v41
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v46, 1, v46
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v44, v44, v46
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v42, 2, v42
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v48, v1
	v_and_b32_e32 v44, 3, v44
	v_or_b32_e32 v20, v20, v42
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v44, v1
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
	s_cbranch_execz .LBB0_597
	flat_load_ushort v18, v[38:39]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_597:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 1, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_599
	flat_load_ushort v40, v[38:39] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v40, v18, s2
.LBB0_599:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 2, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_601
	flat_load_ushort v40, v[38:39] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v40, v19
.LBB0_601:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 3, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_603
	flat_load_ushort v40, v[38:39] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v40, v19, s2
.LBB0_603:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 4, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_605
	flat_load_ushort v40, v[38:39] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v40, v20
.LBB0_605:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 5, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_607
	flat_load_ushort v40, v[38:39] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v40, v20, s2
.LBB0_607:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v40, 6, v1
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e64 s[2:3], 1, v40
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_609
	flat_load_ushort v40, v[38:39] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v40, v21
.LBB0_609:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_611
	flat_load_ushort v1, v[38:39] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s2
.LBB0_611:
	s_or_b64 exec, exec, s[6:7]
.LBB0_612:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v52, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v53, 16, v5
	v_lshlrev_b32_e32 v51, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v52, v1
	v_and_b32_e32 v56, 0xffff0000, v4
	v_and_b32_e32 v54, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v52, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v53, v51
	v_and_b32_e32 v57, 0xffff0000, v5
	v_and_b32_e32 v55, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v51, v53, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v56, v54
	s_mov_b32 s7, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v54, v56, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v57, v55
	s_nop 1
	v_cndmask_b32_e64 v5, v55, v57, s[2:3]
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
	v_max_f32_e32 v43, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[2:3], s7, v43
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v39, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_614
	v_sub_f32_e32 v3, v54, v43
	v_sub_f32_e32 v2, v1, v43
	v_sub_f32_e32 v5, v55, v43
	v_sub_f32_e32 v4, v51, v43
	v_sub_f32_e32 v39, v56, v43
	v_sub_f32_e32 v38, v52, v43
	v_sub_f32_e32 v41, v57, v43
	v_sub_f32_e32 v40, v53, v43
	s_mov_b32 s6, 0x3fb8aa3b
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[40:41], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[38:39], v[38:39], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_614:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v60, 16, v8
	v_lshlrev_b32_e32 v58, 16, v6
	v_lshlrev_b32_e32 v61, 16, v9
	v_lshlrev_b32_e32 v59, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v60, v58
	v_and_b32_e32 v64, 0xffff0000, v8
	v_and_b32_e32 v62, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v58, v60, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v61, v59
	v_and_b32_e32 v65, 0xffff0000, v9
	v_and_b32_e32 v63, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v59, v61, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v64, v62
	s_mov_b32 s6, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v62, v64, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v65, v63
	s_nop 1
	v_cndmask_b32_e64 v9, v63, v65, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v43
	s_nop 1
	v_cndmask_b32_e64 v42, v43, v6, s[4:5]
	v_sub_f32_e32 v6, v43, v42
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v42, v43
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[44:45], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[46:47], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v41, v7, s[2:3]
	v_cndmask_b32_e64 v8, v40, v6, s[2:3]
	v_cndmask_b32_e64 v7, v39, v49, s[2:3]
	v_cndmask_b32_e64 v6, v38, v48, s[2:3]
	v_cndmask_b32_e64 v5, v5, v47, s[2:3]
	v_cndmask_b32_e64 v4, v4, v46, s[2:3]
	v_cndmask_b32_e64 v3, v3, v45, s[2:3]
	v_cndmask_b32_e64 v2, v2, v44, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v42
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_616
	v_sub_f32_e32 v39, v62, v42
	v_sub_f32_e32 v38, v58, v42
	v_sub_f32_e32 v41, v63, v42
	v_sub_f32_e32 v40, v59, v42
	v_sub_f32_e32 v45, v64, v42
	v_sub_f32_e32 v44, v60, v42
	v_sub_f32_e32 v47, v65, v42
	v_sub_f32_e32 v46, v61, v42
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[8:9], v[46:47], v[8:9]
	v_pk_add_f32 v[6:7], v[44:45], v[6:7]
	v_pk_add_f32 v[4:5], v[40:41], v[4:5]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
.LBB0_616:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v68, 16, v12
	v_lshlrev_b32_e32 v66, 16, v10
	v_lshlrev_b32_e32 v69, 16, v13
	v_lshlrev_b32_e32 v67, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v68, v66
	v_and_b32_e32 v72, 0xffff0000, v12
	v_and_b32_e32 v70, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v66, v68, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v69, v67
	v_and_b32_e32 v73, 0xffff0000, v13
	v_and_b32_e32 v71, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v67, v69, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v72, v70
	s_nop 1
	v_cndmask_b32_e64 v12, v70, v72, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v73, v71
	s_nop 1
	v_cndmask_b32_e64 v13, v71, v73, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v42
	s_nop 1
	v_cndmask_b32_e64 v10, v42, v10, s[4:5]
	v_sub_f32_e32 v11, v42, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[4:5], v10, v42
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[38:39], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v43, s[2:3]
	v_cndmask_b32_e64 v6, v6, v42, s[2:3]
	v_cndmask_b32_e64 v5, v5, v41, s[2:3]
	v_cndmask_b32_e64 v4, v4, v40, s[2:3]
	v_cndmask_b32_e64 v3, v3, v39, s[2:3]
	v_cndmask_b32_e64 v2, v2, v38, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_618
	v_sub_f32_e32 v13, v70, v10
	v_sub_f32_e32 v12, v66, v10
	v_sub_f32_e32 v39, v71, v10
	v_sub_f32_e32 v38, v67, v10
	v_sub_f32_e32 v41, v72, v10
	v_sub_f32_e32 v40, v68, v10
	v_sub_f32_e32 v43, v73, v10
	v_sub_f32_e32 v42, v69, v10
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[42:43], v[8:9]
	v_pk_add_f32 v[6:7], v[40:41], v[6:7]
	v_pk_add_f32 v[4:5], v[38:39], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_618:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v76, 16, v16
	v_lshlrev_b32_e32 v74, 16, v14
	v_lshlrev_b32_e32 v77, 16, v17
	v_lshlrev_b32_e32 v75, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v76, v74
	v_and_b32_e32 v80, 0xffff0000, v16
	v_and_b32_e32 v78, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v74, v76, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v77, v75
	v_and_b32_e32 v81, 0xffff0000, v17
	v_and_b32_e32 v79, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v75, v77, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v80, v78
	s_nop 1
	v_cndmask_b32_e64 v13, v78, v80, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v81, v79
	s_nop 1
	v_cndmask_b32_e64 v14, v79, v81, s[4:5]
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
	v_pk_mul_f32 v[38:39], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v39, s[2:3]
	v_cndmask_b32_e64 v6, v6, v38, s[2:3]
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	v_cndmask_b32_e64 v4, v4, v16, s[2:3]
	v_cndmask_b32_e64 v3, v3, v15, s[2:3]
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v11
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_620
	v_sub_f32_e32 v13, v78, v11
	v_sub_f32_e32 v12, v74, v11
	v_sub_f32_e32 v15, v79, v11
	v_sub_f32_e32 v14, v75, v11
	v_sub_f32_e32 v17, v80, v11
	v_sub_f32_e32 v16, v76, v11
	v_sub_f32_e32 v39, v81, v11
	v_sub_f32_e32 v38, v77, v11
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v39, v39
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[38:39], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_620:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v83, 16, v20
	v_lshlrev_b32_e32 v87, 16, v18
	v_lshlrev_b32_e32 v82, 16, v21
	v_lshlrev_b32_e32 v85, 16, v19
	v_cmp_gt_f32_e64 s[4:5], v83, v87
	v_and_b32_e32 v86, 0xffff0000, v20
	v_and_b32_e32 v89, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v87, v83, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v82, v85
	v_and_b32_e32 v84, 0xffff0000, v21
	v_and_b32_e32 v88, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v85, v82, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v86, v89
	v_mov_b32_e32 v90, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v89, v86, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v84, v88
	s_nop 1
	v_cndmask_b32_e64 v14, v88, v84, s[4:5]
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
	v_cndmask_b32_e64 v45, v9, v13, s[2:3]
	v_cndmask_b32_e64 v44, v8, v12, s[2:3]
	v_cndmask_b32_e64 v43, v7, v19, s[2:3]
	v_cndmask_b32_e64 v42, v6, v18, s[2:3]
	v_cndmask_b32_e64 v41, v5, v17, s[2:3]
	v_cndmask_b32_e64 v40, v4, v16, s[2:3]
	v_cndmask_b32_e64 v39, v3, v15, s[2:3]
	v_cndmask_b32_e64 v38, v2, v14, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_622
	v_sub_f32_e32 v3, v89, v10
	v_sub_f32_e32 v2, v87, v10
	v_sub_f32_e32 v5, v88, v10
	v_sub_f32_e32 v4, v85, v10
	v_sub_f32_e32 v7, v86, v10
	v_sub_f32_e32 v6, v83, v10
	v_sub_f32_e32 v9, v84, v10
	v_sub_f32_e32 v8, v82, v10
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
	v_pk_add_f32 v[44:45], v[8:9], v[44:45]
	v_pk_add_f32 v[42:43], v[6:7], v[42:43]
	v_pk_add_f32 v[40:41], v[4:5], v[40:41]
	v_pk_add_f32 v[38:39], v[2:3], v[38:39]
	v_mov_b32_e32 v90, v10
.LBB0_622:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, 0xa0, v30
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[32:33], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_624
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_624:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_642
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[34:35]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
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
	s_cbranch_execz .LBB0_627
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_627:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_629
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s2
.LBB0_629:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_631
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v9, v3
.LBB0_631:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_633
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s2
.LBB0_633:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_635
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v9, v4
.LBB0_635:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_637
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s2
.LBB0_637:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_639
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v9, v5
.LBB0_639:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_641
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s2
.LBB0_641:
	s_or_b64 exec, exec, s[6:7]
.LBB0_642:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0xc0, v30
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_644
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_644:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_662
	v_or_b32_e32 v46, 6, v12
	v_mov_b32_e32 v47, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[34:35]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v46
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
	s_cbranch_execz .LBB0_647
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_647:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_649
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s2
.LBB0_649:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_651
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v13, v7
.LBB0_651:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_653
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s2
.LBB0_653:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_655
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v13, v8
.LBB0_655:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_657
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s2
.LBB0_657:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_659
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v13, v9
.LBB0_659:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_661
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s2
.LBB0_661:
	s_or_b64 exec, exec, s[6:7]
.LBB0_662:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v10, 0xe0, v30
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_664
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_664:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_682
	v_or_b32_e32 v92, 6, v16
	v_mov_b32_e32 v93, v17
	v_or_b32_e32 v48, 7, v16
	v_mov_b32_e32 v49, v17
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[34:35]
	v_or_b32_e32 v46, 5, v16
	v_mov_b32_e32 v47, v17
	v_cndmask_b32_e64 v91, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[34:35]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[34:35]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	v_lshlrev_b16_e32 v46, 1, v46
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[34:35]
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v20, v20, v46
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v48, v48, v91
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v48
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
	s_cbranch_execz .LBB0_667
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_667:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_669
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s2
.LBB0_669:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_671
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v17, v11
.LBB0_671:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_673
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s2
.LBB0_673:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_675
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v17, v12
.LBB0_675:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_677
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s2
.LBB0_677:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_679
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v17, v13
.LBB0_679:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_681
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s2
.LBB0_681:
	s_or_b64 exec, exec, s[6:7]
.LBB0_682:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 0x100, v30
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[34:35]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_684
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_684:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_702
	v_or_b32_e32 v96, 6, v20
	v_mov_b32_e32 v97, v21
	v_or_b32_e32 v94, 7, v20
	v_mov_b32_e32 v95, v21
	v_cmp_lt_u64_e64 s[2:3], v[96:97], v[34:35]
	v_or_b32_e32 v92, 5, v20
	v_mov_b32_e32 v93, v21
	v_cndmask_b32_e64 v91, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[34:35]
	v_or_b32_e32 v48, 4, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[34:35]
	v_or_b32_e32 v46, 2, v20
	v_mov_b32_e32 v47, v21
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[34:35]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[34:35]
	v_lshlrev_b16_e32 v92, 1, v92
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[34:35]
	v_lshlrev_b16_e32 v94, 3, v94
	v_or_b32_e32 v48, v48, v92
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v46, 2, v46
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v91, v94, v91
	v_and_b32_e32 v48, 3, v48
	v_or_b32_e32 v16, v16, v46
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v48, v48, v91
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v48, 4, v48
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v48
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_687
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_687:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_689
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s2
.LBB0_689:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_691
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v21, v15
.LBB0_691:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_693
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s2
.LBB0_693:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_695
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v21, v16
.LBB0_695:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_697
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s2
.LBB0_697:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_699
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v21, v17
.LBB0_699:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_701
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s2
.LBB0_701:
	s_or_b64 exec, exec, s[6:7]
.LBB0_702:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v46, 0x120, v30
	v_mov_b32_e32 v47, v31
	s_mov_b64 s[2:3], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[2:3], v[46:47]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_724
	v_mov_b32_e32 v49, 0
	v_lshlrev_b32_e32 v48, 3, v46
	v_lshlrev_b32_e32 v18, 4, v46
	v_mov_b32_e32 v19, v49
	v_lshl_add_u64 v[46:47], v[32:33], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[48:49], 0, 8
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[34:35]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_705
	flat_load_dwordx4 v[18:21], v[46:47]
.LBB0_705:
	s_andn2_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_723
	v_or_b32_e32 v100, 6, v48
	v_mov_b32_e32 v101, v49
	v_or_b32_e32 v98, 7, v48
	v_mov_b32_e32 v99, v49
	v_cmp_lt_u64_e64 s[4:5], v[100:101], v[34:35]
	v_or_b32_e32 v96, 5, v48
	v_mov_b32_e32 v97, v49
	v_cndmask_b32_e64 v91, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[34:35]
	v_or_b32_e32 v94, 4, v48
	v_mov_b32_e32 v95, v49
	v_cndmask_b32_e64 v98, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[96:97], v[34:35]
	v_or_b32_e32 v92, 2, v48
	v_mov_b32_e32 v93, v49
	v_cndmask_b32_e64 v96, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[94:95], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v48
	v_mov_b32_e32 v21, v49
	v_cndmask_b32_e64 v94, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[92:93], v[34:35]
	v_or_b32_e32 v18, 1, v48
	v_mov_b32_e32 v19, v49
	v_cndmask_b32_e64 v92, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[34:35]
	v_lshlrev_b16_e32 v96, 1, v96
	v_lshlrev_b16_e32 v91, 2, v91
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[34:35]
	v_lshlrev_b16_e32 v98, 3, v98
	v_or_b32_e32 v94, v94, v96
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[34:35]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v91, v98, v91
	v_and_b32_e32 v94, 3, v94
	v_or_b32_e32 v20, v20, v92
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v91, v94, v91
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v91, 4, v91
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v48, v18, v91
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_708
	flat_load_ushort v18, v[46:47]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_708:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 1, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_710
	flat_load_ushort v49, v[46:47] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v49, v18, s4
.LBB0_710:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 2, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_712
	flat_load_ushort v49, v[46:47] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v49, v19
.LBB0_712:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 3, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_714
	flat_load_ushort v49, v[46:47] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v49, v19, s4
.LBB0_714:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 4, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_716
	flat_load_ushort v49, v[46:47] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v49, v20
.LBB0_716:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 5, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_718
	flat_load_ushort v49, v[46:47] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v49, v20, s4
.LBB0_718:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 6, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_720
	flat_load_ushort v49, v[46:47] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v49, v21
.LBB0_720:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v48, 7, v48
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e64 s[4:5], 1, v48
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_722
	flat_load_ushort v46, v[46:47] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v46, v21, s4
.LBB0_722:
	s_or_b64 exec, exec, s[10:11]
.LBB0_723:
	s_or_b64 exec, exec, s[8:9]
.LBB0_724:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v48, 16, v4
	v_lshlrev_b32_e32 v46, 16, v2
	v_lshlrev_b32_e32 v49, 16, v5
	v_lshlrev_b32_e32 v47, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v48, v46
	v_and_b32_e32 v93, 0xffff0000, v4
	v_and_b32_e32 v91, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v46, v48, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v49, v47
	v_and_b32_e32 v94, 0xffff0000, v5
	v_and_b32_e32 v92, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v47, v49, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v93, v91
	s_mov_b32 s9, 0xff800000
	s_mov_b32 s8, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v91, v93, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v94, v92
	s_nop 1
	v_cndmask_b32_e64 v5, v92, v94, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v90
	s_nop 1
	v_cndmask_b32_e64 v102, v90, v2, s[4:5]
	v_sub_f32_e32 v2, v90, v102
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], s9, v90
	v_cmp_neq_f32_e64 s[6:7], v102, v90
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[96:97], v[38:39], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v43, v43, v99, s[4:5]
	v_cndmask_b32_e64 v45, v45, v3, s[4:5]
	v_cndmask_b32_e64 v44, v44, v2, s[4:5]
	v_cndmask_b32_e64 v42, v42, v98, s[4:5]
	v_cndmask_b32_e64 v5, v41, v5, s[4:5]
	v_cndmask_b32_e64 v4, v40, v4, s[4:5]
	v_cndmask_b32_e64 v3, v39, v97, s[4:5]
	v_cndmask_b32_e64 v2, v38, v96, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v102
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_726
	v_sub_f32_e32 v39, v91, v102
	v_sub_f32_e32 v38, v46, v102
	v_sub_f32_e32 v41, v92, v102
	v_sub_f32_e32 v40, v47, v102
	v_sub_f32_e32 v97, v93, v102
	v_sub_f32_e32 v96, v48, v102
	v_sub_f32_e32 v99, v94, v102
	v_sub_f32_e32 v98, v49, v102
	v_pk_mul_f32 v[98:99], v[98:99], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[96:97], v[96:97], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v96, v96
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v97, v97
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[44:45], v[44:45], v[98:99]
	v_pk_add_f32 v[42:43], v[42:43], v[96:97]
	v_pk_add_f32 v[4:5], v[4:5], v[40:41]
	v_pk_add_f32 v[2:3], v[2:3], v[38:39]
.LBB0_726:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v96, 16, v8
	v_lshlrev_b32_e32 v90, 16, v6
	v_lshlrev_b32_e32 v97, 16, v9
	v_lshlrev_b32_e32 v95, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v96, v90
	v_and_b32_e32 v100, 0xffff0000, v8
	v_and_b32_e32 v98, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v90, v96, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v97, v95
	v_and_b32_e32 v101, 0xffff0000, v9
	v_and_b32_e32 v99, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v95, v97, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v100, v98
	s_nop 1
	v_cndmask_b32_e64 v8, v98, v100, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v101, v99
	s_nop 1
	v_cndmask_b32_e64 v9, v99, v101, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v102
	s_nop 1
	v_cndmask_b32_e64 v39, v102, v6, s[6:7]
	v_sub_f32_e32 v6, v102, v39
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v39, v102
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[40:41], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[6:7], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[44:45] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v45, v7, s[4:5]
	v_cndmask_b32_e64 v8, v44, v6, s[4:5]
	v_cndmask_b32_e64 v7, v43, v105, s[4:5]
	v_cndmask_b32_e64 v6, v42, v104, s[4:5]
	v_cndmask_b32_e64 v5, v5, v103, s[4:5]
	v_cndmask_b32_e64 v4, v4, v102, s[4:5]
	v_cndmask_b32_e64 v3, v3, v41, s[4:5]
	v_cndmask_b32_e64 v2, v2, v40, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v39
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_728
	v_sub_f32_e32 v41, v98, v39
	v_sub_f32_e32 v40, v90, v39
	v_sub_f32_e32 v43, v99, v39
	v_sub_f32_e32 v42, v95, v39
	v_sub_f32_e32 v45, v100, v39
	v_sub_f32_e32 v44, v96, v39
	v_sub_f32_e32 v103, v101, v39
	v_sub_f32_e32 v102, v97, v39
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[102:103], v[8:9]
	v_pk_add_f32 v[6:7], v[44:45], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_728:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v102, 16, v12
	v_lshlrev_b32_e32 v104, 16, v10
	v_lshlrev_b32_e32 v45, 16, v13
	v_lshlrev_b32_e32 v103, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v102, v104
	v_and_b32_e32 v12, 0xffff0000, v12
	v_and_b32_e32 v10, 0xffff0000, v10
	v_cndmask_b32_e64 v38, v104, v102, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v45, v103
	v_and_b32_e32 v13, 0xffff0000, v13
	v_and_b32_e32 v11, 0xffff0000, v11
	v_cndmask_b32_e64 v40, v103, v45, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v12, v10
	s_nop 1
	v_cndmask_b32_e64 v41, v10, v12, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v11
	s_nop 1
	v_cndmask_b32_e64 v42, v11, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v40, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v42, v41
	s_nop 1
	v_cndmask_b32_e64 v40, v41, v42, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v40, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v38, v39
	s_nop 1
	v_cndmask_b32_e64 v38, v39, v38, s[6:7]
	v_sub_f32_e32 v40, v39, v38
	v_mul_f32_e32 v40, 0x3fb8aa3b, v40
	v_exp_f32_e32 v40, v40
	v_cmp_neq_f32_e64 s[6:7], v38, v39
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[42:43], v[40:41], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[106:107], v[40:41], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[40:41], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[40:41], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v41, s[4:5]
	v_cndmask_b32_e64 v8, v8, v40, s[4:5]
	v_cndmask_b32_e64 v7, v7, v109, s[4:5]
	v_cndmask_b32_e64 v6, v6, v108, s[4:5]
	v_cndmask_b32_e64 v5, v5, v107, s[4:5]
	v_cndmask_b32_e64 v4, v4, v106, s[4:5]
	v_cndmask_b32_e64 v3, v3, v43, s[4:5]
	v_cndmask_b32_e64 v2, v2, v42, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v38
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_730
	v_sub_f32_e32 v41, v10, v38
	v_sub_f32_e32 v40, v104, v38
	v_sub_f32_e32 v43, v11, v38
	v_sub_f32_e32 v42, v103, v38
	v_sub_f32_e32 v107, v12, v38
	v_sub_f32_e32 v106, v102, v38
	v_sub_f32_e32 v109, v13, v38
	v_sub_f32_e32 v108, v45, v38
	v_pk_mul_f32 v[108:109], v[108:109], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[108:109], v[8:9]
	v_pk_add_f32 v[6:7], v[106:107], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_730:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v106, 16, v16
	v_lshlrev_b32_e32 v110, 16, v14
	v_lshlrev_b32_e32 v105, 16, v17
	v_lshlrev_b32_e32 v108, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v106, v110
	v_and_b32_e32 v109, 0xffff0000, v16
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v16, v110, v106, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v105, v108
	v_and_b32_e32 v107, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v17, v108, v105, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v109, v14
	s_nop 1
	v_cndmask_b32_e64 v39, v14, v109, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v107, v15
	s_nop 1
	v_cndmask_b32_e64 v40, v15, v107, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v40, v39
	s_nop 1
	v_cndmask_b32_e64 v17, v39, v40, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v17, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v16, v17, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v16, v38
	s_nop 1
	v_cndmask_b32_e64 v44, v38, v16, s[6:7]
	v_sub_f32_e32 v16, v38, v44
	v_mul_f32_e32 v16, 0x3fb8aa3b, v16
	v_exp_f32_e32 v16, v16
	v_cmp_neq_f32_e64 s[6:7], v44, v38
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[40:41], v[16:17], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[16:17], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[112:113], v[16:17], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v39, v9, v17, s[4:5]
	v_cndmask_b32_e64 v38, v8, v16, s[4:5]
	v_cndmask_b32_e64 v17, v7, v113, s[4:5]
	v_cndmask_b32_e64 v16, v6, v112, s[4:5]
	v_cndmask_b32_e64 v43, v5, v43, s[4:5]
	v_cndmask_b32_e64 v42, v4, v42, s[4:5]
	v_cndmask_b32_e64 v41, v3, v41, s[4:5]
	v_cndmask_b32_e64 v40, v2, v40, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v44
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_732
	v_sub_f32_e32 v3, v14, v44
	v_sub_f32_e32 v2, v110, v44
	v_sub_f32_e32 v5, v15, v44
	v_sub_f32_e32 v4, v108, v44
	v_sub_f32_e32 v7, v109, v44
	v_sub_f32_e32 v6, v106, v44
	v_sub_f32_e32 v9, v107, v44
	v_sub_f32_e32 v8, v105, v44
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
	v_pk_add_f32 v[38:39], v[8:9], v[38:39]
	v_pk_add_f32 v[16:17], v[6:7], v[16:17]
	v_pk_add_f32 v[42:43], v[4:5], v[42:43]
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
.LBB0_732:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[22:23], v65, v57
	v_cmp_u_f32_e64 s[24:25], v61, v53
	v_cmp_u_f32_e64 s[26:27], v64, v56
	v_cmp_u_f32_e64 s[28:29], v60, v52
	v_cmp_u_f32_e64 s[30:31], v63, v55
	v_cmp_u_f32_e64 s[34:35], v59, v51
	v_cmp_u_f32_e64 s[36:37], v62, v54
	v_cmp_u_f32_e64 s[38:39], v58, v1
	v_cmp_u_f32_e64 s[40:41], v81, v73
	v_cmp_u_f32_e64 s[42:43], v77, v69
	v_cmp_u_f32_e64 s[44:45], v80, v72
	v_cmp_u_f32_e64 s[46:47], v76, v68
	v_cmp_u_f32_e64 s[48:49], v79, v71
	v_cmp_u_f32_e64 s[50:51], v75, v67
	v_cmp_u_f32_e64 s[52:53], v78, v70
	v_cmp_u_f32_e64 s[54:55], v74, v66
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	v_cmp_u_f32_e64 s[22:23], v87, v87
	v_cmp_u_f32_e64 s[24:25], v89, v89
	v_cmp_u_f32_e64 s[26:27], v85, v85
	v_cmp_u_f32_e64 s[28:29], v88, v88
	v_cmp_u_f32_e64 s[30:31], v83, v83
	v_cmp_u_f32_e64 s[34:35], v86, v86
	v_cmp_u_f32_e64 s[36:37], v82, v82
	v_cmp_u_f32_e64 s[38:39], v84, v84
	v_cmp_u_f32_e64 s[6:7], v101, v94
	v_cmp_u_f32_e64 s[8:9], v97, v49
	v_cmp_u_f32_e64 s[10:11], v100, v93
	v_cmp_u_f32_e64 s[12:13], v96, v48
	v_cmp_u_f32_e64 s[14:15], v99, v92
	v_cmp_u_f32_e64 s[16:17], v95, v47
	v_cmp_u_f32_e64 s[18:19], v98, v91
	v_cmp_u_f32_e64 s[20:21], v90, v46
	s_or_b64 s[40:41], s[38:39], s[40:41]
	s_or_b64 s[42:43], s[36:37], s[42:43]
	s_or_b64 s[44:45], s[34:35], s[44:45]
	s_or_b64 s[46:47], s[30:31], s[46:47]
	s_or_b64 s[48:49], s[28:29], s[48:49]
	s_or_b64 s[50:51], s[26:27], s[50:51]
	s_or_b64 s[52:53], s[24:25], s[52:53]
	s_or_b64 s[54:55], s[22:23], s[54:55]
	v_cmp_u_f32_e64 s[22:23], v110, v104
	v_cmp_u_f32_e64 s[24:25], v14, v10
	v_cmp_u_f32_e64 s[26:27], v108, v103
	v_cmp_u_f32_e64 s[28:29], v15, v11
	v_cmp_u_f32_e64 s[30:31], v106, v102
	v_cmp_u_f32_e64 s[34:35], v109, v12
	v_cmp_u_f32_e64 s[36:37], v105, v45
	v_cmp_u_f32_e64 s[38:39], v107, v13
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
	s_cbranch_execz .LBB0_736
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
	v_cmp_gt_f32_e64 s[6:7], v1, v44
	s_nop 1
	v_cndmask_b32_e64 v1, v44, v1, s[6:7]
	v_sub_f32_e32 v10, v44, v1
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	s_or_b64 s[6:7], s[2:3], s[38:39]
	v_cmp_neq_f32_e64 s[2:3], v1, v44
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_pk_mul_f32 v[12:13], v[10:11], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[10:11], v[42:43] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[10:11], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[38:39] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v39, v39, v11, s[2:3]
	v_cndmask_b32_e64 v38, v38, v10, s[2:3]
	v_cndmask_b32_e64 v17, v17, v19, s[2:3]
	v_cndmask_b32_e64 v16, v16, v18, s[2:3]
	v_cndmask_b32_e64 v43, v43, v15, s[2:3]
	v_cndmask_b32_e64 v42, v42, v14, s[2:3]
	v_cndmask_b32_e64 v41, v41, v13, s[2:3]
	v_cndmask_b32_e64 v40, v40, v12, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v1
	v_mov_b32_e32 v44, 0xff800000
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_735
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
	v_pk_add_f32 v[38:39], v[2:3], v[38:39]
	v_pk_add_f32 v[16:17], v[4:5], v[16:17]
	v_pk_add_f32 v[42:43], v[6:7], v[42:43]
	v_pk_add_f32 v[40:41], v[8:9], v[40:41]
	v_mov_b32_e32 v44, v1
.LBB0_735:
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
.LBB0_736:
	s_or_b64 exec, exec, s[30:31]
	v_mov_b32_e32 v1, 16
	v_lshlrev_b32_sdwa v1, v1, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	v_mov_b32_e32 v58, 0x7fc00000
	v_cndmask_b32_e64 v2, v58, v1, s[0:1]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v6, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v7, v2
	s_mov_b64 s[30:31], 0
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[40:41], 0x129
	s_mov_b32 s16, 0xff80ff80
	s_mov_b32 s33, 0x5040100
	s_movk_i32 s50, 0xff80
	s_mov_b32 s51, 0xffff
	s_mov_b64 s[42:43], 0x100
	v_mov_b32_e32 v59, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	s_mov_b64 s[44:45], 0
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	s_branch .LBB0_740
.LBB0_737:
	s_or_b64 exec, exec, s[2:3]
.LBB0_738:
	s_or_b64 exec, exec, s[48:49]
.LBB0_739:
	s_or_b64 exec, exec, s[46:47]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v60, 16, v15
	v_and_b32_e32 v15, 0xffff0000, v15
	v_max_f32_e32 v61, v54, v15
	v_cmp_o_f32_e64 s[0:1], v54, v15
	v_lshlrev_b32_e32 v19, 16, v14
	v_and_b32_e32 v14, 0xffff0000, v14
	v_cndmask_b32_e64 v54, v58, v61, s[0:1]
	v_max_f32_e32 v61, v57, v60
	v_cmp_o_f32_e64 s[0:1], v57, v60
	v_lshlrev_b32_e32 v18, 16, v13
	v_and_b32_e32 v13, 0xffff0000, v13
	v_cndmask_b32_e64 v57, v58, v61, s[0:1]
	v_max_f32_e32 v61, v52, v14
	v_cmp_o_f32_e64 s[0:1], v52, v14
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v12, 0xffff0000, v12
	v_cndmask_b32_e64 v52, v58, v61, s[0:1]
	v_max_f32_e32 v61, v55, v19
	v_cmp_o_f32_e64 s[0:1], v55, v19
	s_add_u32 s44, s44, 1
	s_addc_u32 s45, s45, 0
	v_cndmask_b32_e64 v55, v58, v61, s[0:1]
	v_max_f32_e32 v61, v53, v13
	v_cmp_o_f32_e64 s[0:1], v53, v13
	s_add_u32 s30, s30, 32
	s_addc_u32 s31, s31, 0
	v_cndmask_b32_e64 v53, v58, v61, s[0:1]
	v_max_f32_e32 v61, v56, v18
	v_cmp_o_f32_e64 s[0:1], v56, v18
	s_cmp_eq_u64 s[30:31], 0x140
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[42:43]
	v_cndmask_b32_e64 v56, v58, v61, s[0:1]
	v_max_f32_e32 v61, v51, v12
	v_cmp_o_f32_e64 s[0:1], v51, v12
	s_nop 1
	v_cndmask_b32_e64 v51, v58, v61, s[0:1]
	v_max_f32_e32 v61, v50, v10
	v_cmp_o_f32_e64 s[0:1], v50, v10
	s_nop 1
	v_cndmask_b32_e64 v50, v58, v61, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v2, v10
	s_nop 1
	v_addc_co_u32_e64 v9, s[0:1], 0, v9, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v1, v12
	s_nop 1
	v_addc_co_u32_e64 v20, s[0:1], 0, v20, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v4, v18
	s_nop 1
	v_addc_co_u32_e64 v21, s[0:1], 0, v21, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v3, v13
	s_nop 1
	v_addc_co_u32_e64 v45, s[0:1], 0, v45, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v6, v19
	s_nop 1
	v_addc_co_u32_e64 v46, s[0:1], 0, v46, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v5, v14
	s_nop 1
	v_addc_co_u32_e64 v47, s[0:1], 0, v47, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v8, v60
	s_nop 1
	v_addc_co_u32_e64 v48, s[0:1], 0, v48, s[0:1]
	v_cmp_lt_f32_e64 s[0:1], v7, v15
	s_nop 1
	v_addc_co_u32_e64 v49, s[0:1], 0, v49, s[0:1]
	s_cbranch_scc1 .LBB0_760
.LBB0_740:
	v_lshl_add_u64 v[12:13], v[30:31], 0, s[30:31]
	v_cmp_gt_u64_e64 s[0:1], s[40:41], v[12:13]
	v_mov_b32_e32 v12, 0xff80ff80
	v_mov_b32_e32 v13, 0xff80ff80
	v_mov_b32_e32 v14, 0xff80ff80
	v_mov_b32_e32 v15, 0xff80ff80
	s_and_saveexec_b64 s[46:47], s[0:1]
	s_cbranch_execz .LBB0_739
	s_lshl_b64 s[0:1], s[44:45], 9
	v_lshl_or_b32 v12, v30, 4, s0
	v_mov_b32_e32 v13, s1
	v_lshl_add_u64 v[18:19], v[32:33], 0, v[12:13]
	v_lshl_add_u64 v[12:13], v[36:37], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[12:13], v[34:35]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_743
	flat_load_dwordx4 v[12:15], v[18:19]
.LBB0_743:
	s_andn2_saveexec_b64 s[48:49], s[0:1]
	s_cbranch_execz .LBB0_738
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 1, v36
	v_mov_b32_e32 v13, v37
	v_or_b32_e32 v14, 3, v36
	v_mov_b32_e32 v15, v37
	s_mov_b32 s17, s16
	v_or_b32_e32 v60, 2, v36
	v_mov_b32_e32 v61, v37
	v_or_b32_e32 v62, 4, v36
	v_mov_b32_e32 v63, v37
	v_or_b32_e32 v64, 5, v36
	v_mov_b32_e32 v65, v37
	v_or_b32_e32 v66, 7, v36
	v_mov_b32_e32 v67, v37
	v_or_b32_e32 v68, 6, v36
	v_mov_b32_e32 v69, v37
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[34:35]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[34:35]
	s_mov_b32 s18, s16
	s_mov_b32 s19, s16
	v_mov_b64_e32 v[12:13], s[16:17]
	v_cmp_lt_u64_e64 s[14:15], v[68:69], v[34:35]
	v_cmp_lt_u64_e64 s[12:13], v[66:67], v[34:35]
	v_cmp_lt_u64_e64 s[10:11], v[64:65], v[34:35]
	v_cmp_lt_u64_e64 s[8:9], v[62:63], v[34:35]
	v_cmp_lt_u64_e64 s[6:7], v[60:61], v[34:35]
	v_cmp_lt_u64_e64 s[0:1], v[36:37], v[34:35]
	v_mov_b64_e32 v[14:15], s[18:19]
	s_and_saveexec_b64 s[18:19], s[0:1]
	s_cbranch_execz .LBB0_746
	flat_load_ushort v10, v[18:19]
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s50, v10, v59
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
.LBB0_746:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v60, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v60, 3, v60
	v_or_b32_e32 v10, v60, v10
	v_cndmask_b32_e64 v60, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v60, 1, v60
	v_cndmask_b32_e64 v61, 0, 1, s[8:9]
	v_or_b32_e32 v60, v61, v60
	v_and_b32_e32 v60, 3, v60
	v_or_b32_e32 v10, v60, v10
	v_cndmask_b32_e64 v60, 0, 1, s[6:7]
	v_cndmask_b32_e64 v61, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v60, 2, v60
	v_lshlrev_b16_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_cndmask_b32_e64 v61, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v61, 1, v61
	v_cndmask_b32_e64 v62, 0, 1, s[0:1]
	v_or_b32_e32 v61, v62, v61
	v_and_b32_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v60, 15, v60
	v_or_b32_e32 v10, v60, v10
	v_lshrrev_b16_e32 v60, 1, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[0:1], 1, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_748
	flat_load_ushort v60, v[18:19] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v60, v12, s33
.LBB0_748:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v60, 2, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[0:1], 1, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_750
	flat_load_ushort v60, v[18:19] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s51, v60, v13
.LBB0_750:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v60, 3, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[0:1], 1, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_752
	flat_load_ushort v60, v[18:19] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v60, v13, s33
.LBB0_752:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v60, 4, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[0:1], 1, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_754
	flat_load_ushort v60, v[18:19] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s51, v60, v14
.LBB0_754:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v60, 5, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[0:1], 1, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_756
	flat_load_ushort v60, v[18:19] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v60, v14, s33
.LBB0_756:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v60, 6, v10
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e64 s[0:1], 1, v60
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_758
	flat_load_ushort v60, v[18:19] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s51, v60, v15
.LBB0_758:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e64 s[0:1], 1, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_737
	flat_load_ushort v10, v[18:19] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v10, v15, s33
	s_branch .LBB0_737
.LBB0_760:
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
	v_pk_add_f32 v[2:3], v[42:43], v[38:39]
	v_pk_add_f32 v[4:5], v[40:41], v[16:17]
	v_mov_b32_e32 v6, 0
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, 0x7fc00000
	v_add_f32_e32 v2, v2, v3
	v_cmp_eq_u16_sdwa s[0:1], v1, v6 src0_sel:BYTE_0 src1_sel:DWORD
	v_max_f32_e32 v3, v50, v55
	v_max_f32_e32 v6, v53, v54
	v_cndmask_b32_e64 v1, v4, v44, s[0:1]
	v_cndmask_b32_e64 v5, v4, v2, s[0:1]
	v_max_f32_e32 v2, v56, v57
	v_cmp_o_f32_e64 s[0:1], v56, v57
	v_max_f32_e32 v7, v51, v52
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e64 v2, v4, v2, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v50, v55
	v_and_b32_e32 v0, 0xfc, v0
	s_nop 0
	v_cndmask_b32_e64 v3, v4, v3, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v53, v54
	s_nop 1
	v_cndmask_b32_e64 v6, v4, v6, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v51, v52
	s_nop 1
	v_cndmask_b32_e64 v7, v4, v7, s[0:1]
	v_max_f32_e32 v8, v7, v6
	v_cmp_o_f32_e64 s[0:1], v7, v6
	v_max_f32_e32 v7, v3, v2
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v8, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v3, v2
	v_mul_lo_u32 v8, v23, s72
	s_nop 0
	v_cndmask_b32_e64 v2, v4, v7, s[0:1]
	v_max_f32_e32 v3, v2, v6
	v_cmp_o_f32_e64 s[0:1], v2, v6
	v_mul_lo_u32 v7, v22, s73
	s_nop 0
	v_cndmask_b32_e64 v6, v4, v3, s[0:1]
	v_mad_u64_u32 v[2:3], s[0:1], v22, s72, v[28:29]
	v_add3_u32 v3, v8, v3, v7
	v_xor_b32_e32 v8, 64, v0
	v_add_u32_e32 v7, v9, v20
	ds_bpermute_b32 v9, v8, v1
	v_add3_u32 v7, v7, v21, v45
	v_and_b32_e32 v10, 0xffff0000, v6
	v_cmp_o_f32_e64 s[0:1], v6, v6
	v_add3_u32 v7, v7, v46, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v1, v9
	v_cndmask_b32_e64 v4, v4, v10, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v9, v9
	v_add3_u32 v7, v7, v48, v49
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
.LBB0_761:
	s_or_b64 exec, exec, s[56:57]
.LBB0_762:
	s_andn2_saveexec_b64 s[2:3], s[74:75]
	s_cbranch_execz .LBB0_768
	v_and_b32_e32 v0, 31, v0
	v_mov_b32_e32 v1, 0
	s_mov_b64 s[6:7], 0
	v_cmp_eq_u64_e64 s[0:1], 0, v[0:1]
	v_mov_b64_e32 v[30:31], v[0:1]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_767
	v_mad_u64_u32 v[2:3], s[0:1], v22, s72, v[28:29]
	v_mul_lo_u32 v0, v22, s73
	v_mul_lo_u32 v4, v23, s72
	v_add3_u32 v3, v4, v3, v0
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_mov_b32_e32 v4, 0xff800000
	v_lshl_add_u64 v[2:3], s[70:71], 0, v[2:3]
	s_mov_b64 s[0:1], 32
	v_mov_b32_e32 v5, v4
.LBB0_765:
	v_lshl_add_u64 v[6:7], s[6:7], 2, v[2:3]
	s_add_u32 s6, s6, 2
	s_addc_u32 s7, s7, 0
	s_add_u32 s0, s0, -2
	s_addc_u32 s1, s1, -1
	s_cmp_eq_u64 s[0:1], 0
	flat_store_dwordx2 v[6:7], v[4:5]
	s_cbranch_scc0 .LBB0_765
	v_mov_b64_e32 v[30:31], 0
.LBB0_767:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v8, 0xff800000
.LBB0_768:
	s_or_b64 exec, exec, s[2:3]
.LBB0_769:
	s_or_b64 exec, exec, s[68:69]
	v_cmp_eq_u64_e64 s[0:1], 0, v[30:31]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_771
	v_mad_u64_u32 v[4:5], s[0:1], v22, s72, v[28:29]
	v_mul_lo_u32 v0, v22, s73
	v_mul_lo_u32 v6, v23, s72
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
.LBB0_771:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, v29, v31
	v_or_b32_e32 v0, v28, v30
	v_cmp_eq_u64_e64 s[0:1], 0, v[0:1]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_777
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_776
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
	s_cbranch_execz .LBB0_775
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[24:25]
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v0
.LBB0_775:
	s_or_b64 exec, exec, s[0:1]
.LBB0_776:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[22:23], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_777:
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
		.amdhsa_next_free_vgpr 114
		.amdhsa_next_free_sgpr 78
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
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_stats.kd
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
