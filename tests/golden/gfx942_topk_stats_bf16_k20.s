; golden AMDGCN for tests/codegen/gfx942_test.cpp (TP 1 top-k in one read: tile_stats, lane maxima, rounds)
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
	s_load_dwordx8 s[64:71], s[0:1], 0x20
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
	s_ashr_i32 s4, s69, 31
	s_add_u32 s6, s68, s4
	s_mov_b32 s5, s4
	s_addc_u32 s7, s69, s4
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
	v_cndmask_b32_e32 v31, v3, v5, vcc
	v_cndmask_b32_e64 v3, v6, v4, s[2:3]
	v_cndmask_b32_e32 v30, v2, v3, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v2, s72
	s_sub_i32 s4, 0, s72
	v_mov_b32_e32 v31, 0
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
	v_cndmask_b32_e32 v30, v2, v4, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx8 s[56:63], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[60:61], v[30:31]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_769
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mul_lo_u32 v6, v31, s72
	v_mul_lo_u32 v7, v30, s73
	v_mov_b32_e32 v8, s5
	s_movk_i32 s5, 0x946
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[34:35], v[30:31], 3, v[2:3]
	flat_load_dwordx2 v[2:3], v[34:35]
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[60:61], s[0:1], 0x68
	v_mad_u64_u32 v[4:5], s[0:1], v30, s72, 0
	v_sub_co_u32_e32 v36, vcc, v1, v4
	v_add3_u32 v5, v5, v7, v6
	v_mad_u64_u32 v[24:25], s[0:1], v36, s5, 0
	v_subb_co_u32_e32 v37, vcc, v8, v5, vcc
	v_mov_b32_e32 v4, v25
	v_mad_u64_u32 v[4:5], s[0:1], v37, s5, v[4:5]
	v_mov_b32_e32 v9, s71
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s10
	v_mov_b32_e32 v25, v4
	v_sub_co_u32_e32 v32, vcc, s70, v24
	v_mov_b32_e32 v6, s8
	v_mov_b32_e32 v7, s9
	s_lshl_b32 s5, s10, 1
	v_alignbit_b32 v1, s11, v1, 31
	v_subb_co_u32_e32 v33, vcc, v9, v25, vcc
	v_mad_u64_u32 v[26:27], s[0:1], s5, v30, v[6:7]
	v_mul_lo_u32 v4, s5, v31
	v_mul_lo_u32 v1, v1, v30
	v_cmp_lt_i64_e32 vcc, 0, v[32:33]
	s_mov_b64 s[2:3], 0x946
	v_add3_u32 v27, v1, v27, v4
	v_cndmask_b32_e32 v5, 0, v33, vcc
	v_cndmask_b32_e32 v4, 0, v32, vcc
	v_mov_b32_e32 v10, 0x946
	v_cmp_gt_i64_e64 s[0:1], 1, v[32:33]
	v_cmp_gt_i64_e32 vcc, s[2:3], v[4:5]
	v_mov_b32_e32 v23, 0
	s_mov_b32 s4, 0
	v_cndmask_b32_e32 v29, 0, v5, vcc
	v_cndmask_b32_e32 v28, v10, v4, vcc
	v_and_b32_e32 v22, 31, v0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s[2:3], s[64:65], v[2:3]
	v_cmp_ne_u64_e32 vcc, s[64:65], v[2:3]
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[0:1], exec, s[6:7]
	s_mov_b32 s2, 0xff800000
	s_or_saveexec_b64 s[74:75], s[0:1]
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v1, s2
	s_xor_b64 exec, exec, s[74:75]
	s_cbranch_execz .LBB0_689
	s_movk_i32 s2, 0x128c
	v_mad_u64_u32 v[38:39], s[0:1], v36, s2, v[26:27]
	v_mov_b32_e32 v2, v39
	v_mad_u64_u32 v[2:3], s[0:1], v37, s2, v[2:3]
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v39, v2
	v_and_b32_e32 v2, 15, v38
	v_mov_b32_e32 v3, v23
	v_cmp_ne_u64_e64 s[0:1], 0, v[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[76:77], exec, s[2:3]
	s_cbranch_execz .LBB0_462
	v_and_b32_e32 v2, 3, v38
	v_mov_b32_e32 v3, v23
	v_cmp_ne_u64_e64 s[2:3], 0, v[2:3]
	v_lshlrev_b32_e32 v8, 3, v22
	v_mov_b32_e32 v9, v23
	v_lshlrev_b32_e32 v2, 4, v22
	v_lshl_add_u64 v[6:7], v[38:39], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[78:79], exec, s[4:5]
	s_cbranch_execz .LBB0_235
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_12
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
.LBB0_12:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_30
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[28:29]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[28:29]
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[28:29]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[28:29]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[28:29]
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
	s_cbranch_execz .LBB0_15
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_15:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_17
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s2
.LBB0_17:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_19
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v8, v3
.LBB0_19:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_21
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s2
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_23
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v8, v4
.LBB0_23:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_25
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s2
.LBB0_25:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_27
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v8, v5
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_29
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s2
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
.LBB0_30:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 32, v22
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[38:39], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_32
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
.LBB0_32:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_50
	v_or_b32_e32 v40, 6, v12
	v_mov_b32_e32 v41, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[28:29]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[28:29]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[28:29]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[28:29]
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
	s_cbranch_execz .LBB0_35
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_35:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_37
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s2
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_39
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v12, v7
.LBB0_39:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_41
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s2
.LBB0_41:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_43
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v12, v8
.LBB0_43:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_45
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s2
.LBB0_45:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_47
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v12, v9
.LBB0_47:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_49
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s2
.LBB0_49:
	s_or_b64 exec, exec, s[6:7]
.LBB0_50:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 64, v22
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[38:39], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_52
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
.LBB0_52:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_70
	v_or_b32_e32 v44, 6, v16
	v_mov_b32_e32 v45, v17
	v_or_b32_e32 v42, 7, v16
	v_mov_b32_e32 v43, v17
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[28:29]
	v_or_b32_e32 v40, 5, v16
	v_mov_b32_e32 v41, v17
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[28:29]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[28:29]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v40, 1, v40
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[28:29]
	v_lshlrev_b16_e32 v42, 3, v42
	v_or_b32_e32 v20, v20, v40
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_55
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_55:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_57
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s2
.LBB0_57:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_59
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v16, v11
.LBB0_59:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_61
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s2
.LBB0_61:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_63
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v16, v12
.LBB0_63:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_65
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s2
.LBB0_65:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_67
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v16, v13
.LBB0_67:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_69
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s2
.LBB0_69:
	s_or_b64 exec, exec, s[6:7]
.LBB0_70:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x60, v22
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_72
	flat_load_ushort v1, v[18:19] offset:14
	flat_load_ushort v14, v[18:19] offset:12
	flat_load_ushort v15, v[18:19] offset:10
	flat_load_ushort v16, v[18:19] offset:8
	flat_load_ushort v20, v[18:19] offset:6
	flat_load_ushort v21, v[18:19]
	flat_load_ushort v40, v[18:19] offset:4
	flat_load_ushort v41, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v14, s4
	v_perm_b32 v16, v15, v16, s4
	v_perm_b32 v15, v20, v40, s4
	v_perm_b32 v14, v41, v21, s4
.LBB0_72:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_90
	v_or_b32_e32 v48, 6, v20
	v_mov_b32_e32 v49, v21
	v_or_b32_e32 v46, 7, v20
	v_mov_b32_e32 v47, v21
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_or_b32_e32 v44, 5, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[28:29]
	v_or_b32_e32 v42, 4, v20
	v_mov_b32_e32 v43, v21
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[28:29]
	v_or_b32_e32 v40, 2, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[28:29]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[40:41], v[28:29]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[28:29]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v42, v42, v44
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v40, 2, v40
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v42, 3, v42
	v_or_b32_e32 v16, v16, v40
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_75
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_75:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_77
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s2
.LBB0_77:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_79
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v20, v15
.LBB0_79:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_81
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s2
.LBB0_81:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_83
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v20, v16
.LBB0_83:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_85
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s2
.LBB0_85:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_87
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v20, v17
.LBB0_87:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_89
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s2
.LBB0_89:
	s_or_b64 exec, exec, s[6:7]
.LBB0_90:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v1, 0x80, v22
	v_mov_b32_e32 v43, 0
	v_lshlrev_b32_e32 v42, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v43
	v_lshl_add_u64 v[40:41], v[38:39], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[42:43], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_92
	flat_load_ushort v1, v[40:41] offset:14
	flat_load_ushort v18, v[40:41] offset:12
	flat_load_ushort v19, v[40:41] offset:10
	flat_load_ushort v20, v[40:41] offset:8
	flat_load_ushort v42, v[40:41] offset:6
	flat_load_ushort v43, v[40:41]
	flat_load_ushort v44, v[40:41] offset:4
	flat_load_ushort v45, v[40:41] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v18, s4
	v_perm_b32 v20, v19, v20, s4
	v_perm_b32 v19, v42, v44, s4
	v_perm_b32 v18, v45, v43, s4
.LBB0_92:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_110
	v_or_b32_e32 v52, 6, v42
	v_mov_b32_e32 v53, v43
	v_or_b32_e32 v50, 7, v42
	v_mov_b32_e32 v51, v43
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[28:29]
	v_or_b32_e32 v48, 5, v42
	v_mov_b32_e32 v49, v43
	v_cndmask_b32_e64 v1, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[28:29]
	v_or_b32_e32 v46, 4, v42
	v_mov_b32_e32 v47, v43
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_or_b32_e32 v44, 2, v42
	v_mov_b32_e32 v45, v43
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[46:47], v[28:29]
	v_or_b32_e32 v20, 3, v42
	v_mov_b32_e32 v21, v43
	v_cndmask_b32_e64 v46, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[44:45], v[28:29]
	v_or_b32_e32 v18, 1, v42
	v_mov_b32_e32 v19, v43
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v46, v46, v48
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[42:43], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v50, v1
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v46, v1
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
	s_cbranch_execz .LBB0_95
	flat_load_ushort v18, v[40:41]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_95:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v42, 1, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v42
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_97
	flat_load_ushort v42, v[40:41] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v42, v18, s2
.LBB0_97:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v42, 2, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v42
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_99
	flat_load_ushort v42, v[40:41] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v42, v19
.LBB0_99:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v42, 3, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v42
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_101
	flat_load_ushort v42, v[40:41] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v42, v19, s2
.LBB0_101:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v42, 4, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v42
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_103
	flat_load_ushort v42, v[40:41] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v42, v20
.LBB0_103:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v42, 5, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v42
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_105
	flat_load_ushort v42, v[40:41] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v42, v20, s2
.LBB0_105:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v42, 6, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[2:3], 1, v42
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_107
	flat_load_ushort v42, v[40:41] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v42, v21
.LBB0_107:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[2:3], 1, v1
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_109
	flat_load_ushort v1, v[40:41] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s2
.LBB0_109:
	s_or_b64 exec, exec, s[6:7]
.LBB0_110:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v53, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v54, 16, v5
	v_lshlrev_b32_e32 v52, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v53, v1
	v_and_b32_e32 v57, 0xffff0000, v4
	v_and_b32_e32 v55, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v53, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v54, v52
	v_and_b32_e32 v58, 0xffff0000, v5
	v_and_b32_e32 v56, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v52, v54, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v57, v55
	s_mov_b32 s7, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v55, v57, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v58, v56
	s_nop 1
	v_cndmask_b32_e64 v5, v56, v58, s[2:3]
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
	v_max_f32_e32 v45, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[2:3], s7, v45
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v2
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_112
	v_sub_f32_e32 v3, v55, v45
	v_sub_f32_e32 v2, v1, v45
	v_sub_f32_e32 v5, v56, v45
	v_sub_f32_e32 v4, v52, v45
	v_sub_f32_e32 v41, v57, v45
	v_sub_f32_e32 v40, v53, v45
	v_sub_f32_e32 v43, v58, v45
	v_sub_f32_e32 v42, v54, v45
	s_mov_b32 s6, 0x3fb8aa3b
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[42:43], v[42:43], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[40:41], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_112:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v61, 16, v8
	v_lshlrev_b32_e32 v59, 16, v6
	v_lshlrev_b32_e32 v62, 16, v9
	v_lshlrev_b32_e32 v60, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v61, v59
	v_and_b32_e32 v65, 0xffff0000, v8
	v_and_b32_e32 v63, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v59, v61, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v62, v60
	v_and_b32_e32 v66, 0xffff0000, v9
	v_and_b32_e32 v64, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v60, v62, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v65, v63
	s_mov_b32 s6, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v63, v65, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v66, v64
	s_nop 1
	v_cndmask_b32_e64 v9, v64, v66, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v45
	s_nop 1
	v_cndmask_b32_e64 v44, v45, v6, s[4:5]
	v_sub_f32_e32 v6, v45, v44
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v44, v45
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[46:47], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[42:43] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v43, v7, s[2:3]
	v_cndmask_b32_e64 v8, v42, v6, s[2:3]
	v_cndmask_b32_e64 v7, v41, v51, s[2:3]
	v_cndmask_b32_e64 v6, v40, v50, s[2:3]
	v_cndmask_b32_e64 v5, v5, v49, s[2:3]
	v_cndmask_b32_e64 v4, v4, v48, s[2:3]
	v_cndmask_b32_e64 v3, v3, v47, s[2:3]
	v_cndmask_b32_e64 v2, v2, v46, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v44
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_114
	v_sub_f32_e32 v41, v63, v44
	v_sub_f32_e32 v40, v59, v44
	v_sub_f32_e32 v43, v64, v44
	v_sub_f32_e32 v42, v60, v44
	v_sub_f32_e32 v47, v65, v44
	v_sub_f32_e32 v46, v61, v44
	v_sub_f32_e32 v49, v66, v44
	v_sub_f32_e32 v48, v62, v44
	v_pk_mul_f32 v[48:49], v[48:49], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_pk_add_f32 v[6:7], v[46:47], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_114:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v69, 16, v12
	v_lshlrev_b32_e32 v67, 16, v10
	v_lshlrev_b32_e32 v70, 16, v13
	v_lshlrev_b32_e32 v68, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v69, v67
	v_and_b32_e32 v73, 0xffff0000, v12
	v_and_b32_e32 v71, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v67, v69, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v70, v68
	v_and_b32_e32 v74, 0xffff0000, v13
	v_and_b32_e32 v72, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v68, v70, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v73, v71
	s_nop 1
	v_cndmask_b32_e64 v12, v71, v73, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v74, v72
	s_nop 1
	v_cndmask_b32_e64 v13, v72, v74, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v44
	s_nop 1
	v_cndmask_b32_e64 v10, v44, v10, s[4:5]
	v_sub_f32_e32 v11, v44, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[4:5], v10, v44
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[40:41], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v45, s[2:3]
	v_cndmask_b32_e64 v6, v6, v44, s[2:3]
	v_cndmask_b32_e64 v5, v5, v43, s[2:3]
	v_cndmask_b32_e64 v4, v4, v42, s[2:3]
	v_cndmask_b32_e64 v3, v3, v41, s[2:3]
	v_cndmask_b32_e64 v2, v2, v40, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_116
	v_sub_f32_e32 v13, v71, v10
	v_sub_f32_e32 v12, v67, v10
	v_sub_f32_e32 v41, v72, v10
	v_sub_f32_e32 v40, v68, v10
	v_sub_f32_e32 v43, v73, v10
	v_sub_f32_e32 v42, v69, v10
	v_sub_f32_e32 v45, v74, v10
	v_sub_f32_e32 v44, v70, v10
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[42:43], v[6:7]
	v_pk_add_f32 v[4:5], v[40:41], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_116:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v77, 16, v16
	v_lshlrev_b32_e32 v75, 16, v14
	v_lshlrev_b32_e32 v78, 16, v17
	v_lshlrev_b32_e32 v76, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v77, v75
	v_and_b32_e32 v81, 0xffff0000, v16
	v_and_b32_e32 v79, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v75, v77, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v78, v76
	v_and_b32_e32 v82, 0xffff0000, v17
	v_and_b32_e32 v80, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v76, v78, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v81, v79
	s_nop 1
	v_cndmask_b32_e64 v13, v79, v81, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v82, v80
	s_nop 1
	v_cndmask_b32_e64 v14, v80, v82, s[4:5]
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
	v_pk_mul_f32 v[40:41], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[2:3]
	v_cndmask_b32_e64 v8, v8, v12, s[2:3]
	v_cndmask_b32_e64 v7, v7, v41, s[2:3]
	v_cndmask_b32_e64 v6, v6, v40, s[2:3]
	v_cndmask_b32_e64 v5, v5, v17, s[2:3]
	v_cndmask_b32_e64 v4, v4, v16, s[2:3]
	v_cndmask_b32_e64 v3, v3, v15, s[2:3]
	v_cndmask_b32_e64 v2, v2, v14, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v11
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_118
	v_sub_f32_e32 v13, v79, v11
	v_sub_f32_e32 v12, v75, v11
	v_sub_f32_e32 v15, v80, v11
	v_sub_f32_e32 v14, v76, v11
	v_sub_f32_e32 v17, v81, v11
	v_sub_f32_e32 v16, v77, v11
	v_sub_f32_e32 v41, v82, v11
	v_sub_f32_e32 v40, v78, v11
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_118:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v84, 16, v20
	v_lshlrev_b32_e32 v88, 16, v18
	v_lshlrev_b32_e32 v83, 16, v21
	v_lshlrev_b32_e32 v86, 16, v19
	v_cmp_gt_f32_e64 s[4:5], v84, v88
	v_and_b32_e32 v87, 0xffff0000, v20
	v_and_b32_e32 v90, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v88, v84, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v83, v86
	v_and_b32_e32 v85, 0xffff0000, v21
	v_and_b32_e32 v89, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v86, v83, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v87, v90
	v_mov_b32_e32 v91, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v90, v87, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v85, v89
	s_nop 1
	v_cndmask_b32_e64 v14, v89, v85, s[4:5]
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
	v_cndmask_b32_e64 v47, v9, v13, s[2:3]
	v_cndmask_b32_e64 v46, v8, v12, s[2:3]
	v_cndmask_b32_e64 v45, v7, v19, s[2:3]
	v_cndmask_b32_e64 v44, v6, v18, s[2:3]
	v_cndmask_b32_e64 v43, v5, v17, s[2:3]
	v_cndmask_b32_e64 v42, v4, v16, s[2:3]
	v_cndmask_b32_e64 v41, v3, v15, s[2:3]
	v_cndmask_b32_e64 v40, v2, v14, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v10
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_120
	v_sub_f32_e32 v3, v90, v10
	v_sub_f32_e32 v2, v88, v10
	v_sub_f32_e32 v5, v89, v10
	v_sub_f32_e32 v4, v86, v10
	v_sub_f32_e32 v7, v87, v10
	v_sub_f32_e32 v6, v84, v10
	v_sub_f32_e32 v9, v85, v10
	v_sub_f32_e32 v8, v83, v10
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
	v_pk_add_f32 v[46:47], v[8:9], v[46:47]
	v_pk_add_f32 v[44:45], v[6:7], v[44:45]
	v_pk_add_f32 v[42:43], v[4:5], v[42:43]
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
	v_mov_b32_e32 v91, v10
.LBB0_120:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, 0xa0, v22
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[38:39], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[2:3], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_122
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
.LBB0_122:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_140
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[28:29]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[28:29]
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[28:29]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[2:3], v[28:29]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[28:29]
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
	s_cbranch_execz .LBB0_125
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s2, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_125:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_127
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s2
.LBB0_127:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_129
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s2, v9, v3
.LBB0_129:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_131
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s2
.LBB0_131:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_133
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s2, v9, v4
.LBB0_133:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_135
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s2
.LBB0_135:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[2:3], 1, v9
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_137
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s2, v9, v5
.LBB0_137:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[2:3], 1, v8
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_139
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s2
.LBB0_139:
	s_or_b64 exec, exec, s[6:7]
.LBB0_140:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v6, 0xc0, v22
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[38:39], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[6:7], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_142
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
.LBB0_142:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_160
	v_or_b32_e32 v48, 6, v12
	v_mov_b32_e32 v49, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[28:29]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v8, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[28:29]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v48
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
	s_cbranch_execz .LBB0_145
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s2, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_145:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_147
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s2
.LBB0_147:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_149
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s2, v13, v7
.LBB0_149:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_151
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s2
.LBB0_151:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_153
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s2, v13, v8
.LBB0_153:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_155
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s2
.LBB0_155:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[2:3], 1, v13
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_157
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s2, v13, v9
.LBB0_157:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[2:3], 1, v12
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_159
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s2
.LBB0_159:
	s_or_b64 exec, exec, s[6:7]
.LBB0_160:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v10, 0xe0, v22
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[38:39], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[10:11], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_162
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
.LBB0_162:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_180
	v_or_b32_e32 v92, 6, v16
	v_mov_b32_e32 v93, v17
	v_or_b32_e32 v50, 7, v16
	v_mov_b32_e32 v51, v17
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[28:29]
	v_or_b32_e32 v48, 5, v16
	v_mov_b32_e32 v49, v17
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[28:29]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v12, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[28:29]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v20, v20, v48
	v_cndmask_b32_e64 v10, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v50, v50, v92
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v50
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
	s_cbranch_execz .LBB0_165
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s2, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_165:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_167
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s2
.LBB0_167:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_169
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s2, v17, v11
.LBB0_169:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_171
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s2
.LBB0_171:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_173
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s2, v17, v12
.LBB0_173:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_175
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s2
.LBB0_175:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[2:3], 1, v17
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_177
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s2, v17, v13
.LBB0_177:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[2:3], 1, v16
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_179
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s2
.LBB0_179:
	s_or_b64 exec, exec, s[6:7]
.LBB0_180:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v14, 0x100, v22
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[2:3], v[14:15], v[28:29]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[2:3], exec, s[4:5]
	s_cbranch_execz .LBB0_182
	flat_load_ushort v14, v[18:19] offset:14
	flat_load_ushort v15, v[18:19] offset:12
	flat_load_ushort v16, v[18:19] offset:10
	flat_load_ushort v20, v[18:19] offset:8
	flat_load_ushort v21, v[18:19] offset:6
	flat_load_ushort v48, v[18:19]
	flat_load_ushort v49, v[18:19] offset:4
	flat_load_ushort v50, v[18:19] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v14, v15, s4
	v_perm_b32 v16, v16, v20, s4
	v_perm_b32 v15, v21, v49, s4
	v_perm_b32 v14, v50, v48, s4
.LBB0_182:
	s_andn2_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_200
	v_or_b32_e32 v96, 6, v20
	v_mov_b32_e32 v97, v21
	v_or_b32_e32 v94, 7, v20
	v_mov_b32_e32 v95, v21
	v_cmp_lt_u64_e64 s[2:3], v[96:97], v[28:29]
	v_or_b32_e32 v92, 5, v20
	v_mov_b32_e32 v93, v21
	v_cndmask_b32_e64 v96, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[28:29]
	v_or_b32_e32 v50, 4, v20
	v_mov_b32_e32 v51, v21
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[28:29]
	v_or_b32_e32 v48, 2, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[28:29]
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v48, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v92, 1, v92
	v_lshlrev_b16_e32 v96, 2, v96
	v_cndmask_b32_e64 v16, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[28:29]
	v_lshlrev_b16_e32 v94, 3, v94
	v_or_b32_e32 v50, v50, v92
	v_cndmask_b32_e64 v14, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v15, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v94, v94, v96
	v_and_b32_e32 v50, 3, v50
	v_or_b32_e32 v16, v16, v48
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v50, v50, v94
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v50, 4, v50
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v20, v14, v50
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[16:17], s[10:11]
	v_mov_b64_e32 v[14:15], s[8:9]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_185
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s2, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_185:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_187
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s2
.LBB0_187:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_189
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s2, v21, v15
.LBB0_189:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_191
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s2
.LBB0_191:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_193
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s2, v21, v16
.LBB0_193:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_195
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s2
.LBB0_195:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[2:3], 1, v21
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_197
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s2, v21, v17
.LBB0_197:
	s_or_b64 exec, exec, s[6:7]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[2:3], 1, v20
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_199
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s2
.LBB0_199:
	s_or_b64 exec, exec, s[6:7]
.LBB0_200:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v50, 0x120, v22
	v_mov_b32_e32 v51, 0
	s_mov_b64 s[2:3], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[2:3], v[50:51]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_222
	v_lshlrev_b32_e32 v48, 3, v50
	v_mov_b32_e32 v49, v51
	v_lshlrev_b32_e32 v50, 4, v50
	v_lshl_add_u64 v[18:19], v[48:49], 0, 8
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[50:51]
	v_cmp_le_u64_e64 s[4:5], v[18:19], v[28:29]
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_xor_b64 s[4:5], exec, s[8:9]
	s_cbranch_execz .LBB0_203
	flat_load_ushort v21, v[38:39] offset:14
	flat_load_ushort v20, v[38:39] offset:10
	flat_load_ushort v19, v[38:39] offset:6
	flat_load_ushort v18, v[38:39]
	flat_load_ushort v48, v[38:39] offset:2
	flat_load_ushort v49, v[38:39] offset:4
	flat_load_ushort v50, v[38:39] offset:8
	flat_load_ushort v51, v[38:39] offset:12
	s_mov_b32 s8, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v48, v18, s8
	v_perm_b32 v19, v19, v49, s8
	v_perm_b32 v20, v20, v50, s8
	v_perm_b32 v21, v21, v51, s8
.LBB0_203:
	s_andn2_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB0_221
	v_or_b32_e32 v98, 6, v48
	v_mov_b32_e32 v99, v49
	v_or_b32_e32 v96, 7, v48
	v_mov_b32_e32 v97, v49
	v_cmp_lt_u64_e64 s[4:5], v[98:99], v[28:29]
	v_or_b32_e32 v94, 5, v48
	v_mov_b32_e32 v95, v49
	v_cndmask_b32_e64 v98, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[96:97], v[28:29]
	v_or_b32_e32 v92, 4, v48
	v_mov_b32_e32 v93, v49
	v_cndmask_b32_e64 v96, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[94:95], v[28:29]
	v_or_b32_e32 v50, 2, v48
	v_mov_b32_e32 v51, v49
	v_cndmask_b32_e64 v94, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[92:93], v[28:29]
	v_or_b32_e32 v20, 3, v48
	v_mov_b32_e32 v21, v49
	v_cndmask_b32_e64 v92, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[50:51], v[28:29]
	v_or_b32_e32 v18, 1, v48
	v_mov_b32_e32 v19, v49
	v_cndmask_b32_e64 v50, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v94, 1, v94
	v_lshlrev_b16_e32 v98, 2, v98
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[18:19], v[28:29]
	v_lshlrev_b16_e32 v96, 3, v96
	v_or_b32_e32 v92, v92, v94
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], v[48:49], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v50, 2, v50
	v_cndmask_b32_e64 v19, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v96, v96, v98
	v_and_b32_e32 v92, 3, v92
	v_or_b32_e32 v20, v20, v50
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v92, v92, v96
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s12, 0xff80ff80
	v_lshlrev_b16_e32 v92, 4, v92
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s14, s12
	s_mov_b32 s15, s12
	v_or_b32_e32 v48, v18, v92
	s_mov_b32 s13, s12
	v_mov_b64_e32 v[20:21], s[14:15]
	v_mov_b64_e32 v[18:19], s[12:13]
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_206
	flat_load_ushort v18, v[38:39]
	s_movk_i32 s4, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s4, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_206:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 1, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_208
	flat_load_ushort v49, v[38:39] offset:2
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v49, v18, s4
.LBB0_208:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 2, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_210
	flat_load_ushort v49, v[38:39] offset:4
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s4, v49, v19
.LBB0_210:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 3, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_212
	flat_load_ushort v49, v[38:39] offset:6
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v49, v19, s4
.LBB0_212:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 4, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_214
	flat_load_ushort v49, v[38:39] offset:8
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s4, v49, v20
.LBB0_214:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 5, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_216
	flat_load_ushort v49, v[38:39] offset:10
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v49, v20, s4
.LBB0_216:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v49, 6, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[4:5], 1, v49
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_218
	flat_load_ushort v49, v[38:39] offset:12
	s_mov_b32 s4, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s4, v49, v21
.LBB0_218:
	s_or_b64 exec, exec, s[10:11]
	v_lshrrev_b16_e32 v48, 7, v48
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e64 s[4:5], 1, v48
	s_and_saveexec_b64 s[10:11], s[4:5]
	s_cbranch_execz .LBB0_220
	flat_load_ushort v38, v[38:39] offset:14
	s_mov_b32 s4, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v38, v21, s4
.LBB0_220:
	s_or_b64 exec, exec, s[10:11]
.LBB0_221:
	s_or_b64 exec, exec, s[8:9]
.LBB0_222:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v50, 16, v4
	v_lshlrev_b32_e32 v48, 16, v2
	v_lshlrev_b32_e32 v51, 16, v5
	v_lshlrev_b32_e32 v49, 16, v3
	v_cmp_gt_f32_e64 s[4:5], v50, v48
	v_and_b32_e32 v94, 0xffff0000, v4
	v_and_b32_e32 v92, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v48, v50, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v51, v49
	v_and_b32_e32 v95, 0xffff0000, v5
	v_and_b32_e32 v93, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v49, v51, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v94, v92
	s_mov_b32 s9, 0xff800000
	s_mov_b32 s8, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v92, v94, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v95, v93
	s_nop 1
	v_cndmask_b32_e64 v5, v93, v95, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v2, v91
	s_nop 1
	v_cndmask_b32_e64 v97, v91, v2, s[4:5]
	v_sub_f32_e32 v2, v91, v97
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], s9, v91
	v_cmp_neq_f32_e64 s[6:7], v97, v91
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[98:99], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v39, v45, v39, s[4:5]
	v_cndmask_b32_e64 v47, v47, v3, s[4:5]
	v_cndmask_b32_e64 v46, v46, v2, s[4:5]
	v_cndmask_b32_e64 v38, v44, v38, s[4:5]
	v_cndmask_b32_e64 v5, v43, v5, s[4:5]
	v_cndmask_b32_e64 v4, v42, v4, s[4:5]
	v_cndmask_b32_e64 v3, v41, v99, s[4:5]
	v_cndmask_b32_e64 v2, v40, v98, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v97
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_224
	v_sub_f32_e32 v41, v92, v97
	v_sub_f32_e32 v40, v48, v97
	v_sub_f32_e32 v43, v93, v97
	v_sub_f32_e32 v42, v49, v97
	v_sub_f32_e32 v45, v94, v97
	v_sub_f32_e32 v44, v50, v97
	v_sub_f32_e32 v99, v95, v97
	v_sub_f32_e32 v98, v51, v97
	v_pk_mul_f32 v[98:99], v[98:99], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[46:47], v[46:47], v[98:99]
	v_pk_add_f32 v[38:39], v[38:39], v[44:45]
	v_pk_add_f32 v[4:5], v[4:5], v[42:43]
	v_pk_add_f32 v[2:3], v[2:3], v[40:41]
.LBB0_224:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v42, 16, v8
	v_lshlrev_b32_e32 v40, 16, v6
	v_lshlrev_b32_e32 v43, 16, v9
	v_lshlrev_b32_e32 v41, 16, v7
	v_cmp_gt_f32_e64 s[6:7], v42, v40
	v_and_b32_e32 v91, 0xffff0000, v8
	v_and_b32_e32 v44, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v40, v42, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v43, v41
	v_and_b32_e32 v96, 0xffff0000, v9
	v_and_b32_e32 v45, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v41, v43, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v91, v44
	s_nop 1
	v_cndmask_b32_e64 v8, v44, v91, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v96, v45
	s_nop 1
	v_cndmask_b32_e64 v9, v45, v96, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v6, v97
	s_nop 1
	v_cndmask_b32_e64 v101, v97, v6, s[6:7]
	v_sub_f32_e32 v6, v97, v101
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[6:7], v101, v97
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[98:99], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v47, v7, s[4:5]
	v_cndmask_b32_e64 v8, v46, v6, s[4:5]
	v_cndmask_b32_e64 v7, v39, v105, s[4:5]
	v_cndmask_b32_e64 v6, v38, v104, s[4:5]
	v_cndmask_b32_e64 v5, v5, v103, s[4:5]
	v_cndmask_b32_e64 v4, v4, v102, s[4:5]
	v_cndmask_b32_e64 v3, v3, v99, s[4:5]
	v_cndmask_b32_e64 v2, v2, v98, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v101
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_226
	v_sub_f32_e32 v39, v44, v101
	v_sub_f32_e32 v38, v40, v101
	v_sub_f32_e32 v47, v45, v101
	v_sub_f32_e32 v46, v41, v101
	v_sub_f32_e32 v99, v91, v101
	v_sub_f32_e32 v98, v42, v101
	v_sub_f32_e32 v103, v96, v101
	v_sub_f32_e32 v102, v43, v101
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[8:9], v[102:103], v[8:9]
	v_pk_add_f32 v[6:7], v[98:99], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
.LBB0_226:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v39, 16, v12
	v_lshlrev_b32_e32 v98, 16, v10
	v_lshlrev_b32_e32 v38, 16, v13
	v_lshlrev_b32_e32 v47, 16, v11
	v_cmp_gt_f32_e64 s[6:7], v39, v98
	v_and_b32_e32 v97, 0xffff0000, v12
	v_and_b32_e32 v100, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v98, v39, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v38, v47
	v_and_b32_e32 v46, 0xffff0000, v13
	v_and_b32_e32 v99, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v47, v38, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v97, v100
	s_nop 1
	v_cndmask_b32_e64 v12, v100, v97, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v46, v99
	s_nop 1
	v_cndmask_b32_e64 v13, v99, v46, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v10, v101
	s_nop 1
	v_cndmask_b32_e64 v106, v101, v10, s[6:7]
	v_sub_f32_e32 v10, v101, v106
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	v_cmp_neq_f32_e64 s[6:7], v106, v101
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[102:103], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[10:11], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[10:11], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v13, v9, v11, s[4:5]
	v_cndmask_b32_e64 v12, v8, v10, s[4:5]
	v_cndmask_b32_e64 v11, v7, v109, s[4:5]
	v_cndmask_b32_e64 v10, v6, v108, s[4:5]
	v_cndmask_b32_e64 v7, v5, v105, s[4:5]
	v_cndmask_b32_e64 v6, v4, v104, s[4:5]
	v_cndmask_b32_e64 v9, v3, v103, s[4:5]
	v_cndmask_b32_e64 v8, v2, v102, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v106
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_228
	v_sub_f32_e32 v3, v100, v106
	v_sub_f32_e32 v2, v98, v106
	v_sub_f32_e32 v5, v99, v106
	v_sub_f32_e32 v4, v47, v106
	v_sub_f32_e32 v103, v97, v106
	v_sub_f32_e32 v102, v39, v106
	v_sub_f32_e32 v105, v46, v106
	v_sub_f32_e32 v104, v38, v106
	v_pk_mul_f32 v[104:105], v[104:105], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[12:13], v[104:105], v[12:13]
	v_pk_add_f32 v[10:11], v[102:103], v[10:11]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[2:3], v[8:9]
.LBB0_228:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v102, 16, v16
	v_lshlrev_b32_e32 v104, 16, v14
	v_lshlrev_b32_e32 v101, 16, v17
	v_lshlrev_b32_e32 v103, 16, v15
	v_cmp_gt_f32_e64 s[6:7], v102, v104
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v105, 0xffff0000, v14
	v_cndmask_b32_e64 v2, v104, v102, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v101, v103
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v3, v103, v101, s[6:7]
	v_cmp_gt_f32_e64 s[6:7], v16, v105
	s_nop 1
	v_cndmask_b32_e64 v4, v105, v16, s[6:7]
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
	v_cmp_gt_f32_e64 s[6:7], v2, v106
	s_nop 1
	v_cndmask_b32_e64 v14, v106, v2, s[6:7]
	v_sub_f32_e32 v2, v106, v14
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[6:7], v14, v106
	s_and_b64 s[4:5], s[4:5], s[6:7]
	v_pk_mul_f32 v[106:107], v[2:3], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[2:3], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v13, v3, s[4:5]
	v_cndmask_b32_e64 v2, v12, v2, s[4:5]
	v_cndmask_b32_e64 v5, v11, v5, s[4:5]
	v_cndmask_b32_e64 v4, v10, v4, s[4:5]
	v_cndmask_b32_e64 v7, v7, v109, s[4:5]
	v_cndmask_b32_e64 v6, v6, v108, s[4:5]
	v_cndmask_b32_e64 v9, v9, v107, s[4:5]
	v_cndmask_b32_e64 v8, v8, v106, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s9, v14
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_230
	v_sub_f32_e32 v11, v105, v14
	v_sub_f32_e32 v10, v104, v14
	v_sub_f32_e32 v13, v15, v14
	v_sub_f32_e32 v12, v103, v14
	v_sub_f32_e32 v107, v16, v14
	v_sub_f32_e32 v106, v102, v14
	v_sub_f32_e32 v109, v17, v14
	v_sub_f32_e32 v108, v101, v14
	v_pk_mul_f32 v[108:109], v[108:109], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[8:9] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[8:9] op_sel_hi:[1,0]
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_pk_add_f32 v[2:3], v[108:109], v[2:3]
	v_pk_add_f32 v[4:5], v[106:107], v[4:5]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.LBB0_230:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[22:23], v66, v58
	v_cmp_u_f32_e64 s[24:25], v62, v54
	v_cmp_u_f32_e64 s[26:27], v65, v57
	v_cmp_u_f32_e64 s[28:29], v61, v53
	v_cmp_u_f32_e64 s[30:31], v64, v56
	v_cmp_u_f32_e64 s[34:35], v60, v52
	v_cmp_u_f32_e64 s[36:37], v63, v55
	v_cmp_u_f32_e64 s[38:39], v59, v1
	v_cmp_u_f32_e64 s[40:41], v82, v74
	v_cmp_u_f32_e64 s[42:43], v78, v70
	v_cmp_u_f32_e64 s[44:45], v81, v73
	v_cmp_u_f32_e64 s[46:47], v77, v69
	v_cmp_u_f32_e64 s[48:49], v80, v72
	v_cmp_u_f32_e64 s[50:51], v76, v68
	v_cmp_u_f32_e64 s[52:53], v79, v71
	v_cmp_u_f32_e64 s[54:55], v75, v67
	s_or_b64 s[54:55], s[38:39], s[54:55]
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	v_cmp_u_f32_e64 s[22:23], v88, v88
	v_cmp_u_f32_e64 s[24:25], v90, v90
	v_cmp_u_f32_e64 s[26:27], v86, v86
	v_cmp_u_f32_e64 s[28:29], v89, v89
	v_cmp_u_f32_e64 s[30:31], v84, v84
	v_cmp_u_f32_e64 s[34:35], v87, v87
	v_cmp_u_f32_e64 s[36:37], v83, v83
	v_cmp_u_f32_e64 s[38:39], v85, v85
	v_cmp_u_f32_e64 s[6:7], v96, v95
	v_cmp_u_f32_e64 s[8:9], v43, v51
	v_cmp_u_f32_e64 s[10:11], v91, v94
	v_cmp_u_f32_e64 s[12:13], v42, v50
	v_cmp_u_f32_e64 s[14:15], v45, v93
	v_cmp_u_f32_e64 s[16:17], v41, v49
	v_cmp_u_f32_e64 s[18:19], v44, v92
	v_cmp_u_f32_e64 s[20:21], v40, v48
	s_or_b64 s[40:41], s[38:39], s[40:41]
	s_or_b64 s[42:43], s[36:37], s[42:43]
	s_or_b64 s[44:45], s[34:35], s[44:45]
	s_or_b64 s[46:47], s[30:31], s[46:47]
	s_or_b64 s[48:49], s[28:29], s[48:49]
	s_or_b64 s[50:51], s[26:27], s[50:51]
	s_or_b64 s[52:53], s[24:25], s[52:53]
	s_or_b64 s[54:55], s[22:23], s[54:55]
	v_cmp_u_f32_e64 s[22:23], v104, v98
	v_cmp_u_f32_e64 s[24:25], v105, v100
	v_cmp_u_f32_e64 s[26:27], v103, v47
	v_cmp_u_f32_e64 s[28:29], v15, v99
	v_cmp_u_f32_e64 s[30:31], v102, v39
	v_cmp_u_f32_e64 s[34:35], v16, v97
	v_cmp_u_f32_e64 s[36:37], v101, v38
	v_cmp_u_f32_e64 s[38:39], v17, v46
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
	s_cbranch_execz .LBB0_234
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
	v_pk_mul_f32 v[38:39], v[20:21], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[20:21], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[20:21], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[2:3] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v3, v21, s[2:3]
	v_cndmask_b32_e64 v2, v2, v20, s[2:3]
	v_cndmask_b32_e64 v5, v5, v43, s[2:3]
	v_cndmask_b32_e64 v4, v4, v42, s[2:3]
	v_cndmask_b32_e64 v7, v7, v41, s[2:3]
	v_cndmask_b32_e64 v6, v6, v40, s[2:3]
	v_cndmask_b32_e64 v9, v9, v39, s[2:3]
	v_cndmask_b32_e64 v8, v8, v38, s[2:3]
	s_mov_b32 s2, 0xff800000
	v_cmp_neq_f32_e64 s[2:3], s2, v1
	v_mov_b32_e32 v14, 0xff800000
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_233
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
.LBB0_233:
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
.LBB0_234:
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
	v_cmp_eq_u16_sdwa s[2:3], v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v10, 2, v0
	v_mov_b32_e32 v11, 0x7fc00000
	v_and_b32_e32 v10, 0xfc, v10
	v_cndmask_b32_e64 v1, v11, v14, s[2:3]
	v_xor_b32_e32 v12, 64, v10
	ds_bpermute_b32 v13, v12, v1
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
	v_pk_add_f32 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v6, 32, v10
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s[4:5], v13, v13
	v_cmp_lt_f32_e64 s[6:7], v1, v13
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_cndmask_b32_e64 v4, v1, v13, s[4:5]
	v_cmp_u_f32_e64 s[4:5], v1, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v3, v13, v1, s[6:7]
	v_cndmask_b32_e64 v4, v4, v1, s[4:5]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v6, v4
	v_cndmask_b32_e64 v2, v11, v2, s[2:3]
	ds_bpermute_b32 v5, v12, v2
	v_cmp_neq_f32_e64 s[2:3], v1, v4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[4:5], v4, v7
	v_cndmask_b32_e64 v1, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v4, v13
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, v7, v4, s[4:5]
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v7, v7
	s_or_b64 s[2:3], s[2:3], s[4:5]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v3, v5
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v4, v4
	v_add_f32_e32 v1, v1, v3
	ds_bpermute_b32 v3, v6, v1
	v_cndmask_b32_e64 v5, v5, v4, s[2:3]
	v_sub_f32_e32 v2, v2, v5
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_xor_b32_e32 v6, 16, v10
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v8, v6, v5
	v_cmp_neq_f32_e64 s[2:3], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v5, v8
	v_cndmask_b32_e64 v4, 1.0, v2, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v5, v7
	v_mul_f32_e32 v1, v1, v4
	s_nop 0
	v_cndmask_b32_e64 v2, 1.0, v2, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v8, v8
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v4, v5, v8, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v5, v5
	v_cndmask_b32_e64 v3, v8, v5, s[4:5]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, v4, v5, s[2:3]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	ds_bpermute_b32 v2, v6, v1
	v_xor_b32_e32 v6, 8, v10
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v6, v4
	v_cmp_neq_f32_e64 s[2:3], v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v4, v7
	v_cndmask_b32_e64 v5, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v4, v8
	v_mul_f32_e32 v1, v1, v5
	s_nop 0
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
	ds_bpermute_b32 v2, v6, v1
	v_xor_b32_e32 v6, 4, v10
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v8, v6, v5
	v_cmp_neq_f32_e64 s[2:3], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[4:5], v5, v8
	v_cndmask_b32_e64 v4, 1.0, v3, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v5, v7
	s_nop 1
	v_cndmask_b32_e64 v3, 1.0, v3, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v8, v8
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_mul_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, v1, v4
	v_cndmask_b32_e64 v1, v5, v8, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v5, v5
	v_cndmask_b32_e64 v4, v8, v5, s[4:5]
	v_add_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v1, v1, v5, s[2:3]
	v_sub_f32_e32 v4, v4, v1
	v_mul_f32_e32 v4, 0x3fb8aa3b, v4
	v_exp_f32_e32 v4, v4
	ds_bpermute_b32 v3, v6, v2
	v_cmp_neq_f32_e64 s[2:3], v5, v1
	s_nop 1
	v_cndmask_b32_e64 v5, 1.0, v4, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], v1, v8
	v_mul_f32_e32 v2, v2, v5
	s_nop 0
	v_cndmask_b32_e64 v4, 1.0, v4, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v4, v3
	v_add_f32_e32 v2, v2, v3
.LBB0_235:
	s_andn2_saveexec_b64 s[54:55], s[78:79]
	s_cbranch_execz .LBB0_461
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_238
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_238:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_256
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[28:29]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
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
	s_cbranch_execz .LBB0_241
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_241:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_243
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s0
.LBB0_243:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_245
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v8, v3
.LBB0_245:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_247
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s0
.LBB0_247:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_249
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v8, v4
.LBB0_249:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_251
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s0
.LBB0_251:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_253
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v8, v5
.LBB0_253:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_255
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s0
.LBB0_255:
	s_or_b64 exec, exec, s[4:5]
.LBB0_256:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 32, v22
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[38:39], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_258
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_258:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_276
	v_or_b32_e32 v40, 6, v12
	v_mov_b32_e32 v41, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[28:29]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[28:29]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
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
	s_cbranch_execz .LBB0_261
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_261:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_263
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s0
.LBB0_263:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_265
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v12, v7
.LBB0_265:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_267
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s0
.LBB0_267:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_269
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v12, v8
.LBB0_269:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_271
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s0
.LBB0_271:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_273
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v12, v9
.LBB0_273:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_275
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s0
.LBB0_275:
	s_or_b64 exec, exec, s[4:5]
.LBB0_276:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 64, v22
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[38:39], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_278
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_278:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_296
	v_or_b32_e32 v44, 6, v16
	v_mov_b32_e32 v45, v17
	v_or_b32_e32 v42, 7, v16
	v_mov_b32_e32 v43, v17
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[28:29]
	v_or_b32_e32 v40, 5, v16
	v_mov_b32_e32 v41, v17
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[28:29]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[28:29]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v40, 1, v40
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_lshlrev_b16_e32 v42, 3, v42
	v_or_b32_e32 v20, v20, v40
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_281
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_281:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_283
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s0
.LBB0_283:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_285
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v16, v11
.LBB0_285:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_287
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s0
.LBB0_287:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_289
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v16, v12
.LBB0_289:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_291
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s0
.LBB0_291:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_293
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v16, v13
.LBB0_293:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_295
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s0
.LBB0_295:
	s_or_b64 exec, exec, s[4:5]
.LBB0_296:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x60, v22
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_298
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_298:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_316
	v_or_b32_e32 v48, 6, v20
	v_mov_b32_e32 v49, v21
	v_or_b32_e32 v46, 7, v20
	v_mov_b32_e32 v47, v21
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v44, 5, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[28:29]
	v_or_b32_e32 v42, 4, v20
	v_mov_b32_e32 v43, v21
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[28:29]
	v_or_b32_e32 v40, 2, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[28:29]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v42, v42, v44
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v40, 2, v40
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v42, 3, v42
	v_or_b32_e32 v16, v16, v40
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_301
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_301:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_303
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s0
.LBB0_303:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_305
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v20, v15
.LBB0_305:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_307
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s0
.LBB0_307:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_309
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v20, v16
.LBB0_309:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_311
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s0
.LBB0_311:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_313
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v20, v17
.LBB0_313:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_315
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s0
.LBB0_315:
	s_or_b64 exec, exec, s[4:5]
.LBB0_316:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x80, v22
	v_mov_b32_e32 v43, 0
	v_lshlrev_b32_e32 v42, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v43
	v_lshl_add_u64 v[40:41], v[38:39], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[42:43], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[18:19], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_318
	flat_load_dwordx4 v[18:21], v[40:41]
.LBB0_318:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_336
	v_or_b32_e32 v52, 6, v42
	v_mov_b32_e32 v53, v43
	v_or_b32_e32 v50, 7, v42
	v_mov_b32_e32 v51, v43
	v_cmp_lt_u64_e64 s[0:1], v[52:53], v[28:29]
	v_or_b32_e32 v48, 5, v42
	v_mov_b32_e32 v49, v43
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[50:51], v[28:29]
	v_or_b32_e32 v46, 4, v42
	v_mov_b32_e32 v47, v43
	v_cndmask_b32_e64 v50, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v44, 2, v42
	v_mov_b32_e32 v45, v43
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v42
	v_mov_b32_e32 v21, v43
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[28:29]
	v_or_b32_e32 v18, 1, v42
	v_mov_b32_e32 v19, v43
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v46, v46, v48
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v19, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v50, v1
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v46, v1
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
	s_cbranch_execz .LBB0_321
	flat_load_ushort v18, v[40:41]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s0, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_321:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 1, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_323
	flat_load_ushort v42, v[40:41] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v42, v18, s0
.LBB0_323:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 2, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_325
	flat_load_ushort v42, v[40:41] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s0, v42, v19
.LBB0_325:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 3, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_327
	flat_load_ushort v42, v[40:41] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v42, v19, s0
.LBB0_327:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 4, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_329
	flat_load_ushort v42, v[40:41] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s0, v42, v20
.LBB0_329:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 5, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_331
	flat_load_ushort v42, v[40:41] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v42, v20, s0
.LBB0_331:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 6, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_333
	flat_load_ushort v42, v[40:41] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s0, v42, v21
.LBB0_333:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_335
	flat_load_ushort v1, v[40:41] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s0
.LBB0_335:
	s_or_b64 exec, exec, s[4:5]
.LBB0_336:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v54, 16, v5
	v_lshlrev_b32_e32 v52, 16, v3
	v_cmp_gt_f32_e64 s[0:1], v53, v1
	v_and_b32_e32 v57, 0xffff0000, v4
	v_and_b32_e32 v55, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v53, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v54, v52
	v_and_b32_e32 v58, 0xffff0000, v5
	v_and_b32_e32 v56, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v52, v54, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v57, v55
	s_mov_b32 s5, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v55, v57, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v58, v56
	s_nop 1
	v_cndmask_b32_e64 v5, v56, v58, s[0:1]
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
	v_max_f32_e32 v45, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[0:1], s5, v45
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_338
	v_sub_f32_e32 v3, v55, v45
	v_sub_f32_e32 v2, v1, v45
	v_sub_f32_e32 v5, v56, v45
	v_sub_f32_e32 v4, v52, v45
	v_sub_f32_e32 v41, v57, v45
	v_sub_f32_e32 v40, v53, v45
	v_sub_f32_e32 v43, v58, v45
	v_sub_f32_e32 v42, v54, v45
	s_mov_b32 s4, 0x3fb8aa3b
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[42:43], v[42:43], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[40:41], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_338:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v61, 16, v8
	v_lshlrev_b32_e32 v59, 16, v6
	v_lshlrev_b32_e32 v62, 16, v9
	v_lshlrev_b32_e32 v60, 16, v7
	v_cmp_gt_f32_e64 s[2:3], v61, v59
	v_and_b32_e32 v65, 0xffff0000, v8
	v_and_b32_e32 v63, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v59, v61, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v62, v60
	v_and_b32_e32 v66, 0xffff0000, v9
	v_and_b32_e32 v64, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v60, v62, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v65, v63
	s_mov_b32 s4, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v63, v65, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v66, v64
	s_nop 1
	v_cndmask_b32_e64 v9, v64, v66, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v6, v45
	s_nop 1
	v_cndmask_b32_e64 v44, v45, v6, s[2:3]
	v_sub_f32_e32 v6, v45, v44
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[2:3], v44, v45
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[46:47], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[42:43] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v43, v7, s[0:1]
	v_cndmask_b32_e64 v8, v42, v6, s[0:1]
	v_cndmask_b32_e64 v7, v41, v51, s[0:1]
	v_cndmask_b32_e64 v6, v40, v50, s[0:1]
	v_cndmask_b32_e64 v5, v5, v49, s[0:1]
	v_cndmask_b32_e64 v4, v4, v48, s[0:1]
	v_cndmask_b32_e64 v3, v3, v47, s[0:1]
	v_cndmask_b32_e64 v2, v2, v46, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v44
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_340
	v_sub_f32_e32 v41, v63, v44
	v_sub_f32_e32 v40, v59, v44
	v_sub_f32_e32 v43, v64, v44
	v_sub_f32_e32 v42, v60, v44
	v_sub_f32_e32 v47, v65, v44
	v_sub_f32_e32 v46, v61, v44
	v_sub_f32_e32 v49, v66, v44
	v_sub_f32_e32 v48, v62, v44
	v_pk_mul_f32 v[48:49], v[48:49], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_pk_add_f32 v[6:7], v[46:47], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_340:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v69, 16, v12
	v_lshlrev_b32_e32 v67, 16, v10
	v_lshlrev_b32_e32 v70, 16, v13
	v_lshlrev_b32_e32 v68, 16, v11
	v_cmp_gt_f32_e64 s[2:3], v69, v67
	v_and_b32_e32 v73, 0xffff0000, v12
	v_and_b32_e32 v71, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v67, v69, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v70, v68
	v_and_b32_e32 v74, 0xffff0000, v13
	v_and_b32_e32 v72, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v68, v70, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v73, v71
	s_nop 1
	v_cndmask_b32_e64 v12, v71, v73, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v74, v72
	s_nop 1
	v_cndmask_b32_e64 v13, v72, v74, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v10, v44
	s_nop 1
	v_cndmask_b32_e64 v10, v44, v10, s[2:3]
	v_sub_f32_e32 v11, v44, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[2:3], v10, v44
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[40:41], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v45, s[0:1]
	v_cndmask_b32_e64 v6, v6, v44, s[0:1]
	v_cndmask_b32_e64 v5, v5, v43, s[0:1]
	v_cndmask_b32_e64 v4, v4, v42, s[0:1]
	v_cndmask_b32_e64 v3, v3, v41, s[0:1]
	v_cndmask_b32_e64 v2, v2, v40, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_342
	v_sub_f32_e32 v13, v71, v10
	v_sub_f32_e32 v12, v67, v10
	v_sub_f32_e32 v41, v72, v10
	v_sub_f32_e32 v40, v68, v10
	v_sub_f32_e32 v43, v73, v10
	v_sub_f32_e32 v42, v69, v10
	v_sub_f32_e32 v45, v74, v10
	v_sub_f32_e32 v44, v70, v10
	v_pk_mul_f32 v[44:45], v[44:45], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[42:43], v[6:7]
	v_pk_add_f32 v[4:5], v[40:41], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_342:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v77, 16, v16
	v_lshlrev_b32_e32 v75, 16, v14
	v_lshlrev_b32_e32 v78, 16, v17
	v_lshlrev_b32_e32 v76, 16, v15
	v_cmp_gt_f32_e64 s[2:3], v77, v75
	v_and_b32_e32 v81, 0xffff0000, v16
	v_and_b32_e32 v79, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v75, v77, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v78, v76
	v_and_b32_e32 v82, 0xffff0000, v17
	v_and_b32_e32 v80, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v76, v78, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v81, v79
	s_nop 1
	v_cndmask_b32_e64 v13, v79, v81, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v82, v80
	s_nop 1
	v_cndmask_b32_e64 v14, v80, v82, s[2:3]
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
	v_pk_mul_f32 v[40:41], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v41, s[0:1]
	v_cndmask_b32_e64 v6, v6, v40, s[0:1]
	v_cndmask_b32_e64 v5, v5, v17, s[0:1]
	v_cndmask_b32_e64 v4, v4, v16, s[0:1]
	v_cndmask_b32_e64 v3, v3, v15, s[0:1]
	v_cndmask_b32_e64 v2, v2, v14, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v11
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_344
	v_sub_f32_e32 v13, v79, v11
	v_sub_f32_e32 v12, v75, v11
	v_sub_f32_e32 v15, v80, v11
	v_sub_f32_e32 v14, v76, v11
	v_sub_f32_e32 v17, v81, v11
	v_sub_f32_e32 v16, v77, v11
	v_sub_f32_e32 v41, v82, v11
	v_sub_f32_e32 v40, v78, v11
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_344:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v84, 16, v20
	v_lshlrev_b32_e32 v88, 16, v18
	v_lshlrev_b32_e32 v83, 16, v21
	v_lshlrev_b32_e32 v86, 16, v19
	v_cmp_gt_f32_e64 s[2:3], v84, v88
	v_and_b32_e32 v87, 0xffff0000, v20
	v_and_b32_e32 v90, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v88, v84, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v83, v86
	v_and_b32_e32 v85, 0xffff0000, v21
	v_and_b32_e32 v89, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v86, v83, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v87, v90
	v_mov_b32_e32 v91, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v90, v87, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v85, v89
	s_nop 1
	v_cndmask_b32_e64 v14, v89, v85, s[2:3]
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
	v_cndmask_b32_e64 v47, v9, v13, s[0:1]
	v_cndmask_b32_e64 v46, v8, v12, s[0:1]
	v_cndmask_b32_e64 v45, v7, v19, s[0:1]
	v_cndmask_b32_e64 v44, v6, v18, s[0:1]
	v_cndmask_b32_e64 v43, v5, v17, s[0:1]
	v_cndmask_b32_e64 v42, v4, v16, s[0:1]
	v_cndmask_b32_e64 v41, v3, v15, s[0:1]
	v_cndmask_b32_e64 v40, v2, v14, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_346
	v_sub_f32_e32 v3, v90, v10
	v_sub_f32_e32 v2, v88, v10
	v_sub_f32_e32 v5, v89, v10
	v_sub_f32_e32 v4, v86, v10
	v_sub_f32_e32 v7, v87, v10
	v_sub_f32_e32 v6, v84, v10
	v_sub_f32_e32 v9, v85, v10
	v_sub_f32_e32 v8, v83, v10
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
	v_pk_add_f32 v[46:47], v[8:9], v[46:47]
	v_pk_add_f32 v[44:45], v[6:7], v[44:45]
	v_pk_add_f32 v[42:43], v[4:5], v[42:43]
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
	v_mov_b32_e32 v91, v10
.LBB0_346:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 0xa0, v22
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[38:39], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_348
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_348:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_366
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[28:29]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
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
	s_cbranch_execz .LBB0_351
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_351:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_353
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s0
.LBB0_353:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_355
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v9, v3
.LBB0_355:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_357
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s0
.LBB0_357:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_359
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v9, v4
.LBB0_359:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_361
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s0
.LBB0_361:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_363
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v9, v5
.LBB0_363:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_365
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s0
.LBB0_365:
	s_or_b64 exec, exec, s[4:5]
.LBB0_366:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v6, 0xc0, v22
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[38:39], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_368
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_368:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_386
	v_or_b32_e32 v48, 6, v12
	v_mov_b32_e32 v49, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[28:29]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v48
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
	s_cbranch_execz .LBB0_371
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_371:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_373
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s0
.LBB0_373:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_375
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v13, v7
.LBB0_375:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_377
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s0
.LBB0_377:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_379
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v13, v8
.LBB0_379:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_381
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s0
.LBB0_381:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_383
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v13, v9
.LBB0_383:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_385
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s0
.LBB0_385:
	s_or_b64 exec, exec, s[4:5]
.LBB0_386:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v10, 0xe0, v22
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[38:39], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_388
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_388:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_406
	v_or_b32_e32 v92, 6, v16
	v_mov_b32_e32 v93, v17
	v_or_b32_e32 v50, 7, v16
	v_mov_b32_e32 v51, v17
	v_cmp_lt_u64_e64 s[0:1], v[92:93], v[28:29]
	v_or_b32_e32 v48, 5, v16
	v_mov_b32_e32 v49, v17
	v_cndmask_b32_e64 v92, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[50:51], v[28:29]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v50, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v20, v20, v48
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v50, v50, v92
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v50
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
	s_cbranch_execz .LBB0_391
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_391:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_393
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s0
.LBB0_393:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_395
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v17, v11
.LBB0_395:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_397
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s0
.LBB0_397:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_399
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v17, v12
.LBB0_399:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_401
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s0
.LBB0_401:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_403
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v17, v13
.LBB0_403:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_405
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s0
.LBB0_405:
	s_or_b64 exec, exec, s[4:5]
.LBB0_406:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v14, 0x100, v22
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_408
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_408:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_426
	v_or_b32_e32 v96, 6, v20
	v_mov_b32_e32 v97, v21
	v_or_b32_e32 v94, 7, v20
	v_mov_b32_e32 v95, v21
	v_cmp_lt_u64_e64 s[0:1], v[96:97], v[28:29]
	v_or_b32_e32 v92, 5, v20
	v_mov_b32_e32 v93, v21
	v_cndmask_b32_e64 v96, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[94:95], v[28:29]
	v_or_b32_e32 v50, 4, v20
	v_mov_b32_e32 v51, v21
	v_cndmask_b32_e64 v94, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[92:93], v[28:29]
	v_or_b32_e32 v48, 2, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v92, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[50:51], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v50, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v92, 1, v92
	v_lshlrev_b16_e32 v96, 2, v96
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_lshlrev_b16_e32 v94, 3, v94
	v_or_b32_e32 v50, v50, v92
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v94, v94, v96
	v_and_b32_e32 v50, 3, v50
	v_or_b32_e32 v16, v16, v48
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v50, v50, v94
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v50, 4, v50
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v20, v14, v50
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[16:17], s[6:7]
	v_mov_b64_e32 v[14:15], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_411
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_411:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_413
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s0
.LBB0_413:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_415
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v21, v15
.LBB0_415:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_417
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s0
.LBB0_417:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_419
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v21, v16
.LBB0_419:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_421
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s0
.LBB0_421:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_423
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v21, v17
.LBB0_423:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_425
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s0
.LBB0_425:
	s_or_b64 exec, exec, s[4:5]
.LBB0_426:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v50, 0x120, v22
	v_mov_b32_e32 v51, 0
	s_mov_b64 s[0:1], 0x129
	v_cmp_gt_u64_e64 s[0:1], s[0:1], v[50:51]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_448
	v_lshlrev_b32_e32 v48, 3, v50
	v_mov_b32_e32 v49, v51
	v_lshlrev_b32_e32 v50, 4, v50
	v_lshl_add_u64 v[18:19], v[48:49], 0, 8
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[50:51]
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[28:29]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_429
	flat_load_dwordx4 v[18:21], v[38:39]
.LBB0_429:
	s_andn2_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_447
	v_or_b32_e32 v98, 6, v48
	v_mov_b32_e32 v99, v49
	v_or_b32_e32 v96, 7, v48
	v_mov_b32_e32 v97, v49
	v_cmp_lt_u64_e64 s[2:3], v[98:99], v[28:29]
	v_or_b32_e32 v94, 5, v48
	v_mov_b32_e32 v95, v49
	v_cndmask_b32_e64 v98, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[96:97], v[28:29]
	v_or_b32_e32 v92, 4, v48
	v_mov_b32_e32 v93, v49
	v_cndmask_b32_e64 v96, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[28:29]
	v_or_b32_e32 v50, 2, v48
	v_mov_b32_e32 v51, v49
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v48
	v_mov_b32_e32 v21, v49
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[28:29]
	v_or_b32_e32 v18, 1, v48
	v_mov_b32_e32 v19, v49
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v94, 1, v94
	v_lshlrev_b16_e32 v98, 2, v98
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_lshlrev_b16_e32 v96, 3, v96
	v_or_b32_e32 v92, v92, v94
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v50, 2, v50
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v96, v96, v98
	v_and_b32_e32 v92, 3, v92
	v_or_b32_e32 v20, v20, v50
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v92, v92, v96
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v92, 4, v92
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v48, v18, v92
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_432
	flat_load_ushort v18, v[38:39]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_432:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 1, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_434
	flat_load_ushort v49, v[38:39] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v49, v18, s2
.LBB0_434:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 2, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_436
	flat_load_ushort v49, v[38:39] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v49, v19
.LBB0_436:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 3, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_438
	flat_load_ushort v49, v[38:39] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v49, v19, s2
.LBB0_438:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 4, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_440
	flat_load_ushort v49, v[38:39] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v49, v20
.LBB0_440:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 5, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_442
	flat_load_ushort v49, v[38:39] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v49, v20, s2
.LBB0_442:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 6, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_444
	flat_load_ushort v49, v[38:39] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v49, v21
.LBB0_444:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v48, 7, v48
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e64 s[2:3], 1, v48
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_446
	flat_load_ushort v38, v[38:39] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v38, v21, s2
.LBB0_446:
	s_or_b64 exec, exec, s[8:9]
.LBB0_447:
	s_or_b64 exec, exec, s[6:7]
.LBB0_448:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v4
	v_lshlrev_b32_e32 v48, 16, v2
	v_lshlrev_b32_e32 v51, 16, v5
	v_lshlrev_b32_e32 v49, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v50, v48
	v_and_b32_e32 v94, 0xffff0000, v4
	v_and_b32_e32 v92, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v48, v50, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v51, v49
	v_and_b32_e32 v95, 0xffff0000, v5
	v_and_b32_e32 v93, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v49, v51, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v94, v92
	s_mov_b32 s7, 0xff800000
	s_mov_b32 s6, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v92, v94, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v95, v93
	s_nop 1
	v_cndmask_b32_e64 v5, v93, v95, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v2, v91
	s_nop 1
	v_cndmask_b32_e64 v97, v91, v2, s[2:3]
	v_sub_f32_e32 v2, v91, v97
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[2:3], s7, v91
	v_cmp_neq_f32_e64 s[4:5], v97, v91
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[98:99], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v39, v45, v39, s[2:3]
	v_cndmask_b32_e64 v47, v47, v3, s[2:3]
	v_cndmask_b32_e64 v46, v46, v2, s[2:3]
	v_cndmask_b32_e64 v38, v44, v38, s[2:3]
	v_cndmask_b32_e64 v5, v43, v5, s[2:3]
	v_cndmask_b32_e64 v4, v42, v4, s[2:3]
	v_cndmask_b32_e64 v3, v41, v99, s[2:3]
	v_cndmask_b32_e64 v2, v40, v98, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v97
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_450
	v_sub_f32_e32 v41, v92, v97
	v_sub_f32_e32 v40, v48, v97
	v_sub_f32_e32 v43, v93, v97
	v_sub_f32_e32 v42, v49, v97
	v_sub_f32_e32 v45, v94, v97
	v_sub_f32_e32 v44, v50, v97
	v_sub_f32_e32 v99, v95, v97
	v_sub_f32_e32 v98, v51, v97
	v_pk_mul_f32 v[98:99], v[98:99], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[46:47], v[46:47], v[98:99]
	v_pk_add_f32 v[38:39], v[38:39], v[44:45]
	v_pk_add_f32 v[4:5], v[4:5], v[42:43]
	v_pk_add_f32 v[2:3], v[2:3], v[40:41]
.LBB0_450:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v42, 16, v8
	v_lshlrev_b32_e32 v40, 16, v6
	v_lshlrev_b32_e32 v43, 16, v9
	v_lshlrev_b32_e32 v41, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v42, v40
	v_and_b32_e32 v91, 0xffff0000, v8
	v_and_b32_e32 v44, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v40, v42, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v43, v41
	v_and_b32_e32 v96, 0xffff0000, v9
	v_and_b32_e32 v45, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v41, v43, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v91, v44
	s_nop 1
	v_cndmask_b32_e64 v8, v44, v91, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v96, v45
	s_nop 1
	v_cndmask_b32_e64 v9, v45, v96, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v97
	s_nop 1
	v_cndmask_b32_e64 v101, v97, v6, s[4:5]
	v_sub_f32_e32 v6, v97, v101
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v101, v97
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[98:99], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v47, v7, s[2:3]
	v_cndmask_b32_e64 v8, v46, v6, s[2:3]
	v_cndmask_b32_e64 v7, v39, v105, s[2:3]
	v_cndmask_b32_e64 v6, v38, v104, s[2:3]
	v_cndmask_b32_e64 v5, v5, v103, s[2:3]
	v_cndmask_b32_e64 v4, v4, v102, s[2:3]
	v_cndmask_b32_e64 v3, v3, v99, s[2:3]
	v_cndmask_b32_e64 v2, v2, v98, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v101
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_452
	v_sub_f32_e32 v39, v44, v101
	v_sub_f32_e32 v38, v40, v101
	v_sub_f32_e32 v47, v45, v101
	v_sub_f32_e32 v46, v41, v101
	v_sub_f32_e32 v99, v91, v101
	v_sub_f32_e32 v98, v42, v101
	v_sub_f32_e32 v103, v96, v101
	v_sub_f32_e32 v102, v43, v101
	v_pk_mul_f32 v[102:103], v[102:103], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[8:9], v[102:103], v[8:9]
	v_pk_add_f32 v[6:7], v[98:99], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
.LBB0_452:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v39, 16, v12
	v_lshlrev_b32_e32 v98, 16, v10
	v_lshlrev_b32_e32 v38, 16, v13
	v_lshlrev_b32_e32 v47, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v39, v98
	v_and_b32_e32 v97, 0xffff0000, v12
	v_and_b32_e32 v100, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v98, v39, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v38, v47
	v_and_b32_e32 v46, 0xffff0000, v13
	v_and_b32_e32 v99, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v47, v38, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v97, v100
	s_nop 1
	v_cndmask_b32_e64 v12, v100, v97, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v46, v99
	s_nop 1
	v_cndmask_b32_e64 v13, v99, v46, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v101
	s_nop 1
	v_cndmask_b32_e64 v106, v101, v10, s[4:5]
	v_sub_f32_e32 v10, v101, v106
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	v_cmp_neq_f32_e64 s[4:5], v106, v101
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[102:103], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[10:11], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[10:11], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v13, v9, v11, s[2:3]
	v_cndmask_b32_e64 v12, v8, v10, s[2:3]
	v_cndmask_b32_e64 v11, v7, v109, s[2:3]
	v_cndmask_b32_e64 v10, v6, v108, s[2:3]
	v_cndmask_b32_e64 v7, v5, v105, s[2:3]
	v_cndmask_b32_e64 v6, v4, v104, s[2:3]
	v_cndmask_b32_e64 v9, v3, v103, s[2:3]
	v_cndmask_b32_e64 v8, v2, v102, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v106
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_454
	v_sub_f32_e32 v3, v100, v106
	v_sub_f32_e32 v2, v98, v106
	v_sub_f32_e32 v5, v99, v106
	v_sub_f32_e32 v4, v47, v106
	v_sub_f32_e32 v103, v97, v106
	v_sub_f32_e32 v102, v39, v106
	v_sub_f32_e32 v105, v46, v106
	v_sub_f32_e32 v104, v38, v106
	v_pk_mul_f32 v[104:105], v[104:105], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[12:13], v[104:105], v[12:13]
	v_pk_add_f32 v[10:11], v[102:103], v[10:11]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[2:3], v[8:9]
.LBB0_454:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v102, 16, v16
	v_lshlrev_b32_e32 v104, 16, v14
	v_lshlrev_b32_e32 v101, 16, v17
	v_lshlrev_b32_e32 v103, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v102, v104
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v105, 0xffff0000, v14
	v_cndmask_b32_e64 v2, v104, v102, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v101, v103
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v3, v103, v101, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v16, v105
	s_nop 1
	v_cndmask_b32_e64 v4, v105, v16, s[4:5]
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
	v_cmp_gt_f32_e64 s[4:5], v2, v106
	s_nop 1
	v_cndmask_b32_e64 v14, v106, v2, s[4:5]
	v_sub_f32_e32 v2, v106, v14
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], v14, v106
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[106:107], v[2:3], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[2:3], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v13, v3, s[2:3]
	v_cndmask_b32_e64 v2, v12, v2, s[2:3]
	v_cndmask_b32_e64 v5, v11, v5, s[2:3]
	v_cndmask_b32_e64 v4, v10, v4, s[2:3]
	v_cndmask_b32_e64 v7, v7, v109, s[2:3]
	v_cndmask_b32_e64 v6, v6, v108, s[2:3]
	v_cndmask_b32_e64 v9, v9, v107, s[2:3]
	v_cndmask_b32_e64 v8, v8, v106, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v14
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_456
	v_sub_f32_e32 v11, v105, v14
	v_sub_f32_e32 v10, v104, v14
	v_sub_f32_e32 v13, v15, v14
	v_sub_f32_e32 v12, v103, v14
	v_sub_f32_e32 v107, v16, v14
	v_sub_f32_e32 v106, v102, v14
	v_sub_f32_e32 v109, v17, v14
	v_sub_f32_e32 v108, v101, v14
	v_pk_mul_f32 v[108:109], v[108:109], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_pk_add_f32 v[2:3], v[108:109], v[2:3]
	v_pk_add_f32 v[4:5], v[106:107], v[4:5]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.LBB0_456:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_u_f32_e64 s[20:21], v66, v58
	v_cmp_u_f32_e64 s[22:23], v62, v54
	v_cmp_u_f32_e64 s[24:25], v65, v57
	v_cmp_u_f32_e64 s[26:27], v61, v53
	v_cmp_u_f32_e64 s[28:29], v64, v56
	v_cmp_u_f32_e64 s[30:31], v60, v52
	v_cmp_u_f32_e64 s[34:35], v63, v55
	v_cmp_u_f32_e64 s[36:37], v59, v1
	v_cmp_u_f32_e64 s[38:39], v82, v74
	v_cmp_u_f32_e64 s[40:41], v78, v70
	v_cmp_u_f32_e64 s[42:43], v81, v73
	v_cmp_u_f32_e64 s[44:45], v77, v69
	v_cmp_u_f32_e64 s[46:47], v80, v72
	v_cmp_u_f32_e64 s[48:49], v76, v68
	v_cmp_u_f32_e64 s[50:51], v79, v71
	v_cmp_u_f32_e64 s[52:53], v75, v67
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	s_or_b64 s[38:39], s[20:21], s[38:39]
	v_cmp_u_f32_e64 s[20:21], v88, v88
	v_cmp_u_f32_e64 s[22:23], v90, v90
	v_cmp_u_f32_e64 s[24:25], v86, v86
	v_cmp_u_f32_e64 s[26:27], v89, v89
	v_cmp_u_f32_e64 s[28:29], v84, v84
	v_cmp_u_f32_e64 s[30:31], v87, v87
	v_cmp_u_f32_e64 s[34:35], v83, v83
	v_cmp_u_f32_e64 s[36:37], v85, v85
	v_cmp_u_f32_e64 s[4:5], v96, v95
	v_cmp_u_f32_e64 s[6:7], v43, v51
	v_cmp_u_f32_e64 s[8:9], v91, v94
	v_cmp_u_f32_e64 s[10:11], v42, v50
	v_cmp_u_f32_e64 s[12:13], v45, v93
	v_cmp_u_f32_e64 s[14:15], v41, v49
	v_cmp_u_f32_e64 s[16:17], v44, v92
	v_cmp_u_f32_e64 s[18:19], v40, v48
	s_or_b64 s[38:39], s[36:37], s[38:39]
	s_or_b64 s[40:41], s[34:35], s[40:41]
	s_or_b64 s[42:43], s[30:31], s[42:43]
	s_or_b64 s[44:45], s[28:29], s[44:45]
	s_or_b64 s[46:47], s[26:27], s[46:47]
	s_or_b64 s[48:49], s[24:25], s[48:49]
	s_or_b64 s[50:51], s[22:23], s[50:51]
	s_or_b64 s[52:53], s[20:21], s[52:53]
	v_cmp_u_f32_e64 s[20:21], v104, v98
	v_cmp_u_f32_e64 s[22:23], v105, v100
	v_cmp_u_f32_e64 s[24:25], v103, v47
	v_cmp_u_f32_e64 s[26:27], v15, v99
	v_cmp_u_f32_e64 s[28:29], v102, v39
	v_cmp_u_f32_e64 s[30:31], v16, v97
	v_cmp_u_f32_e64 s[34:35], v101, v38
	v_cmp_u_f32_e64 s[36:37], v17, v46
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
	s_cbranch_execz .LBB0_460
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
	v_pk_mul_f32 v[38:39], v[20:21], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[20:21], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[20:21], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[2:3] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v3, v21, s[0:1]
	v_cndmask_b32_e64 v2, v2, v20, s[0:1]
	v_cndmask_b32_e64 v5, v5, v43, s[0:1]
	v_cndmask_b32_e64 v4, v4, v42, s[0:1]
	v_cndmask_b32_e64 v7, v7, v41, s[0:1]
	v_cndmask_b32_e64 v6, v6, v40, s[0:1]
	v_cndmask_b32_e64 v9, v9, v39, s[0:1]
	v_cndmask_b32_e64 v8, v8, v38, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v1
	v_mov_b32_e32 v14, 0xff800000
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_459
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
.LBB0_459:
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
.LBB0_460:
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
	v_cmp_eq_u16_sdwa s[0:1], v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v10, 2, v0
	v_mov_b32_e32 v11, 0x7fc00000
	v_and_b32_e32 v10, 0xfc, v10
	v_cndmask_b32_e64 v1, v11, v14, s[0:1]
	v_xor_b32_e32 v12, 64, v10
	ds_bpermute_b32 v13, v12, v1
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
	v_pk_add_f32 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v6, 32, v10
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s[2:3], v13, v13
	v_cmp_lt_f32_e64 s[4:5], v1, v13
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v4, v1, v13, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v1, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v3, v13, v1, s[4:5]
	v_cndmask_b32_e64 v4, v4, v1, s[2:3]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v6, v4
	v_cndmask_b32_e64 v2, v11, v2, s[0:1]
	ds_bpermute_b32 v5, v12, v2
	v_cmp_neq_f32_e64 s[0:1], v1, v4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v1, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v13
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, v7, v4, s[2:3]
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v3, v5
	v_cndmask_b32_e64 v5, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_add_f32_e32 v1, v1, v3
	ds_bpermute_b32 v3, v6, v1
	v_cndmask_b32_e64 v5, v5, v4, s[0:1]
	v_sub_f32_e32 v2, v2, v5
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_xor_b32_e32 v6, 16, v10
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v8, v6, v5
	v_cmp_neq_f32_e64 s[0:1], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v5, v8
	v_cndmask_b32_e64 v4, 1.0, v2, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v5, v7
	v_mul_f32_e32 v1, v1, v4
	s_nop 0
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v8, v8
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v4, v5, v8, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v5, v5
	v_cndmask_b32_e64 v3, v8, v5, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	ds_bpermute_b32 v2, v6, v1
	v_xor_b32_e32 v6, 8, v10
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v6, v4
	v_cmp_neq_f32_e64 s[0:1], v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v5, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v8
	v_mul_f32_e32 v1, v1, v5
	s_nop 0
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
	ds_bpermute_b32 v2, v6, v1
	v_xor_b32_e32 v6, 4, v10
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v8, v6, v5
	v_cmp_neq_f32_e64 s[0:1], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v5, v8
	v_cndmask_b32_e64 v4, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v5, v7
	s_nop 1
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v8, v8
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, v1, v4
	v_cndmask_b32_e64 v1, v5, v8, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v5, v5
	v_cndmask_b32_e64 v4, v8, v5, s[2:3]
	v_add_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v1, v1, v5, s[0:1]
	v_sub_f32_e32 v4, v4, v1
	v_mul_f32_e32 v4, 0x3fb8aa3b, v4
	v_exp_f32_e32 v4, v4
	ds_bpermute_b32 v3, v6, v2
	v_cmp_neq_f32_e64 s[0:1], v5, v1
	s_nop 1
	v_cndmask_b32_e64 v5, 1.0, v4, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v1, v8
	v_mul_f32_e32 v2, v2, v5
	s_nop 0
	v_cndmask_b32_e64 v4, 1.0, v4, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v4, v3
	v_add_f32_e32 v2, v2, v3
.LBB0_461:
	s_or_b64 exec, exec, s[54:55]
.LBB0_462:
	s_andn2_saveexec_b64 s[54:55], s[76:77]
	s_cbranch_execz .LBB0_688
	v_mov_b32_e32 v23, 0
	v_lshlrev_b32_e32 v8, 3, v22
	v_mov_b32_e32 v9, v23
	v_lshlrev_b32_e32 v2, 4, v22
	v_mov_b32_e32 v3, v23
	v_lshl_add_u64 v[6:7], v[38:39], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_465
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_465:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_483
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[28:29]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
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
	s_cbranch_execz .LBB0_468
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_468:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 1, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_470
	flat_load_ushort v8, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s0
.LBB0_470:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 2, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_472
	flat_load_ushort v8, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v8, v3
.LBB0_472:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 3, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_474
	flat_load_ushort v8, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s0
.LBB0_474:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 4, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_476
	flat_load_ushort v8, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v8, v4
.LBB0_476:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 5, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_478
	flat_load_ushort v8, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s0
.LBB0_478:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 6, v1
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_480
	flat_load_ushort v8, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v8, v5
.LBB0_480:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_482
	flat_load_ushort v1, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v1, v5, s0
.LBB0_482:
	s_or_b64 exec, exec, s[4:5]
.LBB0_483:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 32, v22
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v1
	v_lshlrev_b32_e32 v6, 4, v1
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[38:39], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_485
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_485:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_503
	v_or_b32_e32 v40, 6, v12
	v_mov_b32_e32 v41, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[28:29]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[28:29]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
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
	s_cbranch_execz .LBB0_488
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_488:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 1, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_490
	flat_load_ushort v12, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v12, v6, s0
.LBB0_490:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 2, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_492
	flat_load_ushort v12, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v12, v7
.LBB0_492:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 3, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_494
	flat_load_ushort v12, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v12, v7, s0
.LBB0_494:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 4, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_496
	flat_load_ushort v12, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v12, v8
.LBB0_496:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 5, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_498
	flat_load_ushort v12, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v12, v8, s0
.LBB0_498:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 6, v1
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_500
	flat_load_ushort v12, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v12, v9
.LBB0_500:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_502
	flat_load_ushort v1, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v1, v9, s0
.LBB0_502:
	s_or_b64 exec, exec, s[4:5]
.LBB0_503:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 64, v22
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v1
	v_lshlrev_b32_e32 v10, 4, v1
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[38:39], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_505
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_505:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_523
	v_or_b32_e32 v44, 6, v16
	v_mov_b32_e32 v45, v17
	v_or_b32_e32 v42, 7, v16
	v_mov_b32_e32 v43, v17
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[28:29]
	v_or_b32_e32 v40, 5, v16
	v_mov_b32_e32 v41, v17
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[28:29]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[28:29]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v40, 1, v40
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_lshlrev_b16_e32 v42, 3, v42
	v_or_b32_e32 v20, v20, v40
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_508
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_508:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 1, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_510
	flat_load_ushort v16, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v16, v10, s0
.LBB0_510:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 2, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_512
	flat_load_ushort v16, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v16, v11
.LBB0_512:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 3, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_514
	flat_load_ushort v16, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v16, v11, s0
.LBB0_514:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 4, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_516
	flat_load_ushort v16, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v16, v12
.LBB0_516:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 5, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_518
	flat_load_ushort v16, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v16, v12, s0
.LBB0_518:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 6, v1
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_520
	flat_load_ushort v16, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v16, v13
.LBB0_520:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_522
	flat_load_ushort v1, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v1, v13, s0
.LBB0_522:
	s_or_b64 exec, exec, s[4:5]
.LBB0_523:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x60, v22
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v1
	v_lshlrev_b32_e32 v14, 4, v1
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_525
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_525:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_543
	v_or_b32_e32 v48, 6, v20
	v_mov_b32_e32 v49, v21
	v_or_b32_e32 v46, 7, v20
	v_mov_b32_e32 v47, v21
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v44, 5, v20
	v_mov_b32_e32 v45, v21
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[28:29]
	v_or_b32_e32 v42, 4, v20
	v_mov_b32_e32 v43, v21
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[28:29]
	v_or_b32_e32 v40, 2, v20
	v_mov_b32_e32 v41, v21
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v42, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[40:41], v[28:29]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v40, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v44, 1, v44
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_lshlrev_b16_e32 v46, 3, v46
	v_or_b32_e32 v42, v42, v44
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v40, 2, v40
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v1, v46, v1
	v_and_b32_e32 v42, 3, v42
	v_or_b32_e32 v16, v16, v40
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v1, v42, v1
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
	s_cbranch_execz .LBB0_528
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_528:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 1, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_530
	flat_load_ushort v20, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v20, v14, s0
.LBB0_530:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 2, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_532
	flat_load_ushort v20, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v20, v15
.LBB0_532:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 3, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_534
	flat_load_ushort v20, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v20, v15, s0
.LBB0_534:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 4, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_536
	flat_load_ushort v20, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v20, v16
.LBB0_536:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 5, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_538
	flat_load_ushort v20, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v20, v16, s0
.LBB0_538:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 6, v1
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_540
	flat_load_ushort v20, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v20, v17
.LBB0_540:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_542
	flat_load_ushort v1, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v1, v17, s0
.LBB0_542:
	s_or_b64 exec, exec, s[4:5]
.LBB0_543:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 0x80, v22
	v_mov_b32_e32 v43, 0
	v_lshlrev_b32_e32 v42, 3, v1
	v_lshlrev_b32_e32 v18, 4, v1
	v_mov_b32_e32 v19, v43
	v_lshl_add_u64 v[40:41], v[38:39], 0, v[18:19]
	v_lshl_add_u64 v[18:19], v[42:43], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[18:19], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_545
	flat_load_dwordx4 v[18:21], v[40:41]
.LBB0_545:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_563
	v_or_b32_e32 v52, 6, v42
	v_mov_b32_e32 v53, v43
	v_or_b32_e32 v50, 7, v42
	v_mov_b32_e32 v51, v43
	v_cmp_lt_u64_e64 s[0:1], v[52:53], v[28:29]
	v_or_b32_e32 v48, 5, v42
	v_mov_b32_e32 v49, v43
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[50:51], v[28:29]
	v_or_b32_e32 v46, 4, v42
	v_mov_b32_e32 v47, v43
	v_cndmask_b32_e64 v50, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v44, 2, v42
	v_mov_b32_e32 v45, v43
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[46:47], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v42
	v_mov_b32_e32 v21, v43
	v_cndmask_b32_e64 v46, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[44:45], v[28:29]
	v_or_b32_e32 v18, 1, v42
	v_mov_b32_e32 v19, v43
	v_cndmask_b32_e64 v44, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v1, 2, v1
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v46, v46, v48
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[42:43], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v44, 2, v44
	v_cndmask_b32_e64 v19, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v1, v50, v1
	v_and_b32_e32 v46, 3, v46
	v_or_b32_e32 v20, v20, v44
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v46, v1
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
	s_cbranch_execz .LBB0_548
	flat_load_ushort v18, v[40:41]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s0, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_548:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 1, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_550
	flat_load_ushort v42, v[40:41] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v42, v18, s0
.LBB0_550:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 2, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_552
	flat_load_ushort v42, v[40:41] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s0, v42, v19
.LBB0_552:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 3, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_554
	flat_load_ushort v42, v[40:41] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v42, v19, s0
.LBB0_554:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 4, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_556
	flat_load_ushort v42, v[40:41] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s0, v42, v20
.LBB0_556:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 5, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_558
	flat_load_ushort v42, v[40:41] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v42, v20, s0
.LBB0_558:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v42, 6, v1
	v_and_b32_e32 v42, 1, v42
	v_cmp_eq_u32_e64 s[0:1], 1, v42
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_560
	flat_load_ushort v42, v[40:41] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s0, v42, v21
.LBB0_560:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e64 s[0:1], 1, v1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_562
	flat_load_ushort v1, v[40:41] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v1, v21, s0
.LBB0_562:
	s_or_b64 exec, exec, s[4:5]
.LBB0_563:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v4
	v_lshlrev_b32_e32 v1, 16, v2
	v_lshlrev_b32_e32 v54, 16, v5
	v_lshlrev_b32_e32 v52, 16, v3
	v_cmp_gt_f32_e64 s[0:1], v53, v1
	v_and_b32_e32 v57, 0xffff0000, v4
	v_and_b32_e32 v55, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v1, v53, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v54, v52
	v_and_b32_e32 v58, 0xffff0000, v5
	v_and_b32_e32 v56, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v52, v54, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v57, v55
	s_mov_b32 s5, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v4, v55, v57, s[0:1]
	v_cmp_gt_f32_e64 s[0:1], v58, v56
	s_nop 1
	v_cndmask_b32_e64 v5, v56, v58, s[0:1]
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
	v_max_f32_e32 v45, 0xff800000, v2
	v_mov_b32_e32 v2, 0
	v_cmp_neq_f32_e64 s[0:1], s5, v45
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_565
	v_sub_f32_e32 v3, v55, v45
	v_sub_f32_e32 v2, v1, v45
	v_sub_f32_e32 v5, v56, v45
	v_sub_f32_e32 v4, v52, v45
	v_sub_f32_e32 v41, v57, v45
	v_sub_f32_e32 v40, v53, v45
	v_sub_f32_e32 v43, v58, v45
	v_sub_f32_e32 v42, v54, v45
	s_mov_b32 s4, 0x3fb8aa3b
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[42:43], v[42:43], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[40:41], v[40:41], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[4:5], v[4:5], 0 op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], 0 op_sel_hi:[1,0]
.LBB0_565:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v61, 16, v8
	v_lshlrev_b32_e32 v59, 16, v6
	v_lshlrev_b32_e32 v62, 16, v9
	v_lshlrev_b32_e32 v60, 16, v7
	v_cmp_gt_f32_e64 s[2:3], v61, v59
	v_and_b32_e32 v65, 0xffff0000, v8
	v_and_b32_e32 v63, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v59, v61, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v62, v60
	v_and_b32_e32 v66, 0xffff0000, v9
	v_and_b32_e32 v64, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v60, v62, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v65, v63
	s_mov_b32 s4, 0x3fb8aa3b
	s_nop 0
	v_cndmask_b32_e64 v8, v63, v65, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v66, v64
	s_nop 1
	v_cndmask_b32_e64 v9, v64, v66, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v6, v45
	s_nop 1
	v_cndmask_b32_e64 v44, v45, v6, s[2:3]
	v_sub_f32_e32 v6, v45, v44
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[2:3], v44, v45
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[46:47], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[48:49], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[50:51], v[6:7], v[40:41] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[42:43] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v43, v7, s[0:1]
	v_cndmask_b32_e64 v8, v42, v6, s[0:1]
	v_cndmask_b32_e64 v7, v41, v51, s[0:1]
	v_cndmask_b32_e64 v6, v40, v50, s[0:1]
	v_cndmask_b32_e64 v5, v5, v49, s[0:1]
	v_cndmask_b32_e64 v4, v4, v48, s[0:1]
	v_cndmask_b32_e64 v3, v3, v47, s[0:1]
	v_cndmask_b32_e64 v2, v2, v46, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v44
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_567
	v_sub_f32_e32 v41, v63, v44
	v_sub_f32_e32 v40, v59, v44
	v_sub_f32_e32 v43, v64, v44
	v_sub_f32_e32 v42, v60, v44
	v_sub_f32_e32 v47, v65, v44
	v_sub_f32_e32 v46, v61, v44
	v_sub_f32_e32 v49, v66, v44
	v_sub_f32_e32 v48, v62, v44
	v_pk_mul_f32 v[48:49], v[48:49], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v48, v48
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[8:9], v[48:49], v[8:9]
	v_pk_add_f32 v[6:7], v[46:47], v[6:7]
	v_pk_add_f32 v[4:5], v[42:43], v[4:5]
	v_pk_add_f32 v[2:3], v[40:41], v[2:3]
.LBB0_567:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v69, 16, v12
	v_lshlrev_b32_e32 v67, 16, v10
	v_lshlrev_b32_e32 v70, 16, v13
	v_lshlrev_b32_e32 v68, 16, v11
	v_cmp_gt_f32_e64 s[2:3], v69, v67
	v_and_b32_e32 v73, 0xffff0000, v12
	v_and_b32_e32 v71, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v67, v69, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v70, v68
	v_and_b32_e32 v74, 0xffff0000, v13
	v_and_b32_e32 v72, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v68, v70, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v73, v71
	s_nop 1
	v_cndmask_b32_e64 v12, v71, v73, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v74, v72
	s_nop 1
	v_cndmask_b32_e64 v13, v72, v74, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v10, v44
	s_nop 1
	v_cndmask_b32_e64 v10, v44, v10, s[2:3]
	v_sub_f32_e32 v11, v44, v10
	v_mul_f32_e32 v11, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v11
	v_cmp_neq_f32_e64 s[2:3], v10, v44
	s_and_b64 s[0:1], s[0:1], s[2:3]
	v_pk_mul_f32 v[40:41], v[12:13], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[12:13], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[44:45], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v45, s[0:1]
	v_cndmask_b32_e64 v6, v6, v44, s[0:1]
	v_cndmask_b32_e64 v5, v5, v43, s[0:1]
	v_cndmask_b32_e64 v4, v4, v42, s[0:1]
	v_cndmask_b32_e64 v3, v3, v41, s[0:1]
	v_cndmask_b32_e64 v2, v2, v40, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_569
	v_sub_f32_e32 v13, v71, v10
	v_sub_f32_e32 v12, v67, v10
	v_sub_f32_e32 v41, v72, v10
	v_sub_f32_e32 v40, v68, v10
	v_sub_f32_e32 v43, v73, v10
	v_sub_f32_e32 v42, v69, v10
	v_sub_f32_e32 v45, v74, v10
	v_sub_f32_e32 v44, v70, v10
	v_pk_mul_f32 v[44:45], v[44:45], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[44:45], v[8:9]
	v_pk_add_f32 v[6:7], v[42:43], v[6:7]
	v_pk_add_f32 v[4:5], v[40:41], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_569:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v77, 16, v16
	v_lshlrev_b32_e32 v75, 16, v14
	v_lshlrev_b32_e32 v78, 16, v17
	v_lshlrev_b32_e32 v76, 16, v15
	v_cmp_gt_f32_e64 s[2:3], v77, v75
	v_and_b32_e32 v81, 0xffff0000, v16
	v_and_b32_e32 v79, 0xffff0000, v14
	v_cndmask_b32_e64 v11, v75, v77, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v78, v76
	v_and_b32_e32 v82, 0xffff0000, v17
	v_and_b32_e32 v80, 0xffff0000, v15
	v_cndmask_b32_e64 v12, v76, v78, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v81, v79
	s_nop 1
	v_cndmask_b32_e64 v13, v79, v81, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v82, v80
	s_nop 1
	v_cndmask_b32_e64 v14, v80, v82, s[2:3]
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
	v_pk_mul_f32 v[40:41], v[12:13], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[12:13], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v9, v13, s[0:1]
	v_cndmask_b32_e64 v8, v8, v12, s[0:1]
	v_cndmask_b32_e64 v7, v7, v41, s[0:1]
	v_cndmask_b32_e64 v6, v6, v40, s[0:1]
	v_cndmask_b32_e64 v5, v5, v17, s[0:1]
	v_cndmask_b32_e64 v4, v4, v16, s[0:1]
	v_cndmask_b32_e64 v3, v3, v15, s[0:1]
	v_cndmask_b32_e64 v2, v2, v14, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], s5, v11
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_571
	v_sub_f32_e32 v13, v79, v11
	v_sub_f32_e32 v12, v75, v11
	v_sub_f32_e32 v15, v80, v11
	v_sub_f32_e32 v14, v76, v11
	v_sub_f32_e32 v17, v81, v11
	v_sub_f32_e32 v16, v77, v11
	v_sub_f32_e32 v41, v82, v11
	v_sub_f32_e32 v40, v78, v11
	v_pk_mul_f32 v[40:41], v[40:41], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[16:17], v[16:17], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], s[4:5] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[4:5] op_sel_hi:[1,0]
	v_exp_f32_e32 v14, v14
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v16, v16
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v41, v41
	v_exp_f32_e32 v17, v17
	v_exp_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_pk_add_f32 v[8:9], v[40:41], v[8:9]
	v_pk_add_f32 v[6:7], v[16:17], v[6:7]
	v_pk_add_f32 v[4:5], v[14:15], v[4:5]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
.LBB0_571:
	s_or_b64 exec, exec, s[2:3]
	v_lshlrev_b32_e32 v84, 16, v20
	v_lshlrev_b32_e32 v88, 16, v18
	v_lshlrev_b32_e32 v83, 16, v21
	v_lshlrev_b32_e32 v86, 16, v19
	v_cmp_gt_f32_e64 s[2:3], v84, v88
	v_and_b32_e32 v87, 0xffff0000, v20
	v_and_b32_e32 v90, 0xffff0000, v18
	v_cndmask_b32_e64 v10, v88, v84, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v83, v86
	v_and_b32_e32 v85, 0xffff0000, v21
	v_and_b32_e32 v89, 0xffff0000, v19
	v_cndmask_b32_e64 v12, v86, v83, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v87, v90
	v_mov_b32_e32 v91, 0xff800000
	s_nop 0
	v_cndmask_b32_e64 v13, v90, v87, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v85, v89
	s_nop 1
	v_cndmask_b32_e64 v14, v89, v85, s[2:3]
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
	v_cndmask_b32_e64 v47, v9, v13, s[0:1]
	v_cndmask_b32_e64 v46, v8, v12, s[0:1]
	v_cndmask_b32_e64 v45, v7, v19, s[0:1]
	v_cndmask_b32_e64 v44, v6, v18, s[0:1]
	v_cndmask_b32_e64 v43, v5, v17, s[0:1]
	v_cndmask_b32_e64 v42, v4, v16, s[0:1]
	v_cndmask_b32_e64 v41, v3, v15, s[0:1]
	v_cndmask_b32_e64 v40, v2, v14, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v10
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_573
	v_sub_f32_e32 v3, v90, v10
	v_sub_f32_e32 v2, v88, v10
	v_sub_f32_e32 v5, v89, v10
	v_sub_f32_e32 v4, v86, v10
	v_sub_f32_e32 v7, v87, v10
	v_sub_f32_e32 v6, v84, v10
	v_sub_f32_e32 v9, v85, v10
	v_sub_f32_e32 v8, v83, v10
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
	v_pk_add_f32 v[46:47], v[8:9], v[46:47]
	v_pk_add_f32 v[44:45], v[6:7], v[44:45]
	v_pk_add_f32 v[42:43], v[4:5], v[42:43]
	v_pk_add_f32 v[40:41], v[2:3], v[40:41]
	v_mov_b32_e32 v91, v10
.LBB0_573:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 0xa0, v22
	v_mov_b32_e32 v9, 0
	v_lshlrev_b32_e32 v8, 3, v2
	v_lshlrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, v9
	v_lshl_add_u64 v[6:7], v[38:39], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[2:3], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_575
	flat_load_dwordx4 v[2:5], v[6:7]
.LBB0_575:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_593
	v_or_b32_e32 v18, 6, v8
	v_mov_b32_e32 v19, v9
	v_or_b32_e32 v16, 7, v8
	v_mov_b32_e32 v17, v9
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 5, v8
	v_mov_b32_e32 v15, v9
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_or_b32_e32 v12, 4, v8
	v_mov_b32_e32 v13, v9
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v10, 2, v8
	v_mov_b32_e32 v11, v9
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v4, 3, v8
	v_mov_b32_e32 v5, v9
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[4:5], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[2:3], v[28:29]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v12, v12, v14
	v_cndmask_b32_e64 v2, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
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
	s_cbranch_execz .LBB0_578
	flat_load_ushort v2, v[6:7]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v5, 0x5040100
	v_mov_b32_e32 v3, 0xff80ff80
	v_mov_b32_e32 v4, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, s0, v2, v5
	v_mov_b32_e32 v5, v3
.LBB0_578:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 1, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_580
	flat_load_ushort v9, v[6:7] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v9, v2, s0
.LBB0_580:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 2, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_582
	flat_load_ushort v9, v[6:7] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s0, v9, v3
.LBB0_582:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 3, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_584
	flat_load_ushort v9, v[6:7] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v9, v3, s0
.LBB0_584:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 4, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_586
	flat_load_ushort v9, v[6:7] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s0, v9, v4
.LBB0_586:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 5, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_588
	flat_load_ushort v9, v[6:7] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v9, v4, s0
.LBB0_588:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v9, 6, v8
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e64 s[0:1], 1, v9
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_590
	flat_load_ushort v9, v[6:7] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s0, v9, v5
.LBB0_590:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e64 s[0:1], 1, v8
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_592
	flat_load_ushort v6, v[6:7] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v6, v5, s0
.LBB0_592:
	s_or_b64 exec, exec, s[4:5]
.LBB0_593:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v6, 0xc0, v22
	v_mov_b32_e32 v13, 0
	v_lshlrev_b32_e32 v12, 3, v6
	v_lshlrev_b32_e32 v6, 4, v6
	v_mov_b32_e32 v7, v13
	v_lshl_add_u64 v[10:11], v[38:39], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[12:13], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[6:7], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_595
	flat_load_dwordx4 v[6:9], v[10:11]
.LBB0_595:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_613
	v_or_b32_e32 v48, 6, v12
	v_mov_b32_e32 v49, v13
	v_or_b32_e32 v20, 7, v12
	v_mov_b32_e32 v21, v13
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v18, 5, v12
	v_mov_b32_e32 v19, v13
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_or_b32_e32 v16, 4, v12
	v_mov_b32_e32 v17, v13
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v14, 2, v12
	v_mov_b32_e32 v15, v13
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v8, 3, v12
	v_mov_b32_e32 v9, v13
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_or_b32_e32 v6, 1, v12
	v_mov_b32_e32 v7, v13
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[8:9], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v8, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[6:7], v[28:29]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v16, v16, v18
	v_cndmask_b32_e64 v6, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v14, 2, v14
	v_cndmask_b32_e64 v7, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v6, v7, v6
	v_or_b32_e32 v20, v20, v48
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
	s_cbranch_execz .LBB0_598
	flat_load_ushort v6, v[10:11]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v9, 0x5040100
	v_mov_b32_e32 v7, 0xff80ff80
	v_mov_b32_e32 v8, v7
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, s0, v6, v9
	v_mov_b32_e32 v9, v7
.LBB0_598:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 1, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_600
	flat_load_ushort v13, v[10:11] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v13, v6, s0
.LBB0_600:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 2, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_602
	flat_load_ushort v13, v[10:11] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s0, v13, v7
.LBB0_602:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 3, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_604
	flat_load_ushort v13, v[10:11] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v13, v7, s0
.LBB0_604:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 4, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_606
	flat_load_ushort v13, v[10:11] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v8, s0, v13, v8
.LBB0_606:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 5, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_608
	flat_load_ushort v13, v[10:11] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v13, v8, s0
.LBB0_608:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v13, 6, v12
	v_and_b32_e32 v13, 1, v13
	v_cmp_eq_u32_e64 s[0:1], 1, v13
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_610
	flat_load_ushort v13, v[10:11] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s0, v13, v9
.LBB0_610:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 7, v12
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e64 s[0:1], 1, v12
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_612
	flat_load_ushort v10, v[10:11] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v10, v9, s0
.LBB0_612:
	s_or_b64 exec, exec, s[4:5]
.LBB0_613:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v10, 0xe0, v22
	v_mov_b32_e32 v17, 0
	v_lshlrev_b32_e32 v16, 3, v10
	v_lshlrev_b32_e32 v10, 4, v10
	v_mov_b32_e32 v11, v17
	v_lshl_add_u64 v[14:15], v[38:39], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[16:17], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[10:11], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_615
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_615:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_633
	v_or_b32_e32 v92, 6, v16
	v_mov_b32_e32 v93, v17
	v_or_b32_e32 v50, 7, v16
	v_mov_b32_e32 v51, v17
	v_cmp_lt_u64_e64 s[0:1], v[92:93], v[28:29]
	v_or_b32_e32 v48, 5, v16
	v_mov_b32_e32 v49, v17
	v_cndmask_b32_e64 v92, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[50:51], v[28:29]
	v_or_b32_e32 v20, 4, v16
	v_mov_b32_e32 v21, v17
	v_cndmask_b32_e64 v50, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v18, 2, v16
	v_mov_b32_e32 v19, v17
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v12, 3, v16
	v_mov_b32_e32 v13, v17
	v_cndmask_b32_e64 v20, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[18:19], v[28:29]
	v_or_b32_e32 v10, 1, v16
	v_mov_b32_e32 v11, v17
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[12:13], v[28:29]
	v_lshlrev_b16_e32 v48, 1, v48
	v_lshlrev_b16_e32 v92, 2, v92
	v_cndmask_b32_e64 v12, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[10:11], v[28:29]
	v_lshlrev_b16_e32 v50, 3, v50
	v_or_b32_e32 v20, v20, v48
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v10, 1, v10
	v_lshlrev_b16_e32 v18, 2, v18
	v_cndmask_b32_e64 v11, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v11, v10
	v_or_b32_e32 v50, v50, v92
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v12, v12, v18
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v20, v20, v50
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
	s_cbranch_execz .LBB0_618
	flat_load_ushort v10, v[14:15]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v13, 0x5040100
	v_mov_b32_e32 v11, 0xff80ff80
	v_mov_b32_e32 v12, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, s0, v10, v13
	v_mov_b32_e32 v13, v11
.LBB0_618:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 1, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_620
	flat_load_ushort v17, v[14:15] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v17, v10, s0
.LBB0_620:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 2, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_622
	flat_load_ushort v17, v[14:15] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s0, v17, v11
.LBB0_622:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 3, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_624
	flat_load_ushort v17, v[14:15] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v17, v11, s0
.LBB0_624:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 4, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_626
	flat_load_ushort v17, v[14:15] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v12, s0, v17, v12
.LBB0_626:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 5, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_628
	flat_load_ushort v17, v[14:15] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v17, v12, s0
.LBB0_628:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v17, 6, v16
	v_and_b32_e32 v17, 1, v17
	v_cmp_eq_u32_e64 s[0:1], 1, v17
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_630
	flat_load_ushort v17, v[14:15] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s0, v17, v13
.LBB0_630:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v16, 7, v16
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e64 s[0:1], 1, v16
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_632
	flat_load_ushort v14, v[14:15] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v14, v13, s0
.LBB0_632:
	s_or_b64 exec, exec, s[4:5]
.LBB0_633:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v14, 0x100, v22
	v_mov_b32_e32 v21, 0
	v_lshlrev_b32_e32 v20, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_mov_b32_e32 v15, v21
	v_lshl_add_u64 v[18:19], v[38:39], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[20:21], 0, 8
	v_cmp_le_u64_e64 s[0:1], v[14:15], v[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_635
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_635:
	s_andn2_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_653
	v_or_b32_e32 v96, 6, v20
	v_mov_b32_e32 v97, v21
	v_or_b32_e32 v94, 7, v20
	v_mov_b32_e32 v95, v21
	v_cmp_lt_u64_e64 s[0:1], v[96:97], v[28:29]
	v_or_b32_e32 v92, 5, v20
	v_mov_b32_e32 v93, v21
	v_cndmask_b32_e64 v96, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[94:95], v[28:29]
	v_or_b32_e32 v50, 4, v20
	v_mov_b32_e32 v51, v21
	v_cndmask_b32_e64 v94, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[92:93], v[28:29]
	v_or_b32_e32 v48, 2, v20
	v_mov_b32_e32 v49, v21
	v_cndmask_b32_e64 v92, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[50:51], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 3, v20
	v_mov_b32_e32 v17, v21
	v_cndmask_b32_e64 v50, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[48:49], v[28:29]
	v_or_b32_e32 v14, 1, v20
	v_mov_b32_e32 v15, v21
	v_cndmask_b32_e64 v48, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[16:17], v[28:29]
	v_lshlrev_b16_e32 v92, 1, v92
	v_lshlrev_b16_e32 v96, 2, v96
	v_cndmask_b32_e64 v16, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[14:15], v[28:29]
	v_lshlrev_b16_e32 v94, 3, v94
	v_or_b32_e32 v50, v50, v92
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v14, 1, v14
	v_lshlrev_b16_e32 v48, 2, v48
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v14, v15, v14
	v_or_b32_e32 v94, v94, v96
	v_and_b32_e32 v50, 3, v50
	v_or_b32_e32 v16, v16, v48
	v_and_b32_e32 v14, 3, v14
	v_or_b32_e32 v50, v50, v94
	v_or_b32_e32 v14, v14, v16
	s_mov_b32 s4, 0xff80ff80
	v_lshlrev_b16_e32 v50, 4, v50
	v_and_b32_e32 v14, 15, v14
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	v_or_b32_e32 v20, v14, v50
	s_mov_b32 s5, s4
	v_mov_b64_e32 v[16:17], s[6:7]
	v_mov_b64_e32 v[14:15], s[4:5]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_638
	flat_load_ushort v14, v[18:19]
	s_movk_i32 s0, 0xff80
	v_mov_b32_e32 v17, 0x5040100
	v_mov_b32_e32 v15, 0xff80ff80
	v_mov_b32_e32 v16, v15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, s0, v14, v17
	v_mov_b32_e32 v17, v15
.LBB0_638:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 1, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_640
	flat_load_ushort v21, v[18:19] offset:2
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v21, v14, s0
.LBB0_640:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 2, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_642
	flat_load_ushort v21, v[18:19] offset:4
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s0, v21, v15
.LBB0_642:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 3, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_644
	flat_load_ushort v21, v[18:19] offset:6
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v21, v15, s0
.LBB0_644:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 4, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_646
	flat_load_ushort v21, v[18:19] offset:8
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v16, s0, v21, v16
.LBB0_646:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 5, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_648
	flat_load_ushort v21, v[18:19] offset:10
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v21, v16, s0
.LBB0_648:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v21, 6, v20
	v_and_b32_e32 v21, 1, v21
	v_cmp_eq_u32_e64 s[0:1], 1, v21
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_650
	flat_load_ushort v21, v[18:19] offset:12
	s_mov_b32 s0, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s0, v21, v17
.LBB0_650:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v20, 7, v20
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e64 s[0:1], 1, v20
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_652
	flat_load_ushort v18, v[18:19] offset:14
	s_mov_b32 s0, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v18, v17, s0
.LBB0_652:
	s_or_b64 exec, exec, s[4:5]
.LBB0_653:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v50, 0x120, v22
	v_mov_b32_e32 v51, 0
	s_mov_b64 s[0:1], 0x129
	v_cmp_gt_u64_e64 s[0:1], s[0:1], v[50:51]
	v_mov_b32_e32 v18, 0xff80ff80
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, 0xff80ff80
	v_mov_b32_e32 v21, 0xff80ff80
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_675
	v_lshlrev_b32_e32 v48, 3, v50
	v_mov_b32_e32 v49, v51
	v_lshlrev_b32_e32 v50, 4, v50
	v_lshl_add_u64 v[18:19], v[48:49], 0, 8
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[50:51]
	v_cmp_le_u64_e64 s[2:3], v[18:19], v[28:29]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[2:3], exec, s[6:7]
	s_cbranch_execz .LBB0_656
	flat_load_dwordx4 v[18:21], v[38:39]
.LBB0_656:
	s_andn2_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_674
	v_or_b32_e32 v98, 6, v48
	v_mov_b32_e32 v99, v49
	v_or_b32_e32 v96, 7, v48
	v_mov_b32_e32 v97, v49
	v_cmp_lt_u64_e64 s[2:3], v[98:99], v[28:29]
	v_or_b32_e32 v94, 5, v48
	v_mov_b32_e32 v95, v49
	v_cndmask_b32_e64 v98, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[96:97], v[28:29]
	v_or_b32_e32 v92, 4, v48
	v_mov_b32_e32 v93, v49
	v_cndmask_b32_e64 v96, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[94:95], v[28:29]
	v_or_b32_e32 v50, 2, v48
	v_mov_b32_e32 v51, v49
	v_cndmask_b32_e64 v94, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[92:93], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 3, v48
	v_mov_b32_e32 v21, v49
	v_cndmask_b32_e64 v92, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[50:51], v[28:29]
	v_or_b32_e32 v18, 1, v48
	v_mov_b32_e32 v19, v49
	v_cndmask_b32_e64 v50, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[28:29]
	v_lshlrev_b16_e32 v94, 1, v94
	v_lshlrev_b16_e32 v98, 2, v98
	v_cndmask_b32_e64 v20, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[28:29]
	v_lshlrev_b16_e32 v96, 3, v96
	v_or_b32_e32 v92, v92, v94
	v_cndmask_b32_e64 v18, 0, 1, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[48:49], v[28:29]
	v_lshlrev_b16_e32 v18, 1, v18
	v_lshlrev_b16_e32 v50, 2, v50
	v_cndmask_b32_e64 v19, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v19, v18
	v_or_b32_e32 v96, v96, v98
	v_and_b32_e32 v92, 3, v92
	v_or_b32_e32 v20, v20, v50
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v92, v92, v96
	v_or_b32_e32 v18, v18, v20
	s_mov_b32 s8, 0xff80ff80
	v_lshlrev_b16_e32 v92, 4, v92
	v_and_b32_e32 v18, 15, v18
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_or_b32_e32 v48, v18, v92
	s_mov_b32 s9, s8
	v_mov_b64_e32 v[20:21], s[10:11]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_659
	flat_load_ushort v18, v[38:39]
	s_movk_i32 s2, 0xff80
	v_mov_b32_e32 v21, 0x5040100
	v_mov_b32_e32 v19, 0xff80ff80
	v_mov_b32_e32 v20, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, s2, v18, v21
	v_mov_b32_e32 v21, v19
.LBB0_659:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 1, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_661
	flat_load_ushort v49, v[38:39] offset:2
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v49, v18, s2
.LBB0_661:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 2, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_663
	flat_load_ushort v49, v[38:39] offset:4
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s2, v49, v19
.LBB0_663:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 3, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_665
	flat_load_ushort v49, v[38:39] offset:6
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v49, v19, s2
.LBB0_665:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 4, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_667
	flat_load_ushort v49, v[38:39] offset:8
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v20, s2, v49, v20
.LBB0_667:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 5, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_669
	flat_load_ushort v49, v[38:39] offset:10
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v49, v20, s2
.LBB0_669:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v49, 6, v48
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e64 s[2:3], 1, v49
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_671
	flat_load_ushort v49, v[38:39] offset:12
	s_mov_b32 s2, 0xffff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s2, v49, v21
.LBB0_671:
	s_or_b64 exec, exec, s[8:9]
	v_lshrrev_b16_e32 v48, 7, v48
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e64 s[2:3], 1, v48
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_673
	flat_load_ushort v38, v[38:39] offset:14
	s_mov_b32 s2, 0x5040100
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v38, v21, s2
.LBB0_673:
	s_or_b64 exec, exec, s[8:9]
.LBB0_674:
	s_or_b64 exec, exec, s[6:7]
.LBB0_675:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v4
	v_lshlrev_b32_e32 v48, 16, v2
	v_lshlrev_b32_e32 v51, 16, v5
	v_lshlrev_b32_e32 v49, 16, v3
	v_cmp_gt_f32_e64 s[2:3], v50, v48
	v_and_b32_e32 v94, 0xffff0000, v4
	v_and_b32_e32 v92, 0xffff0000, v2
	v_cndmask_b32_e64 v2, v48, v50, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v51, v49
	v_and_b32_e32 v95, 0xffff0000, v5
	v_and_b32_e32 v93, 0xffff0000, v3
	v_cndmask_b32_e64 v3, v49, v51, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v94, v92
	s_mov_b32 s7, 0xff800000
	s_mov_b32 s6, 0x3fb8aa3b
	v_cndmask_b32_e64 v4, v92, v94, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v95, v93
	s_nop 1
	v_cndmask_b32_e64 v5, v93, v95, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v5, v4
	s_nop 1
	v_cndmask_b32_e64 v3, v4, v5, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v3, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v3, s[2:3]
	v_cmp_gt_f32_e64 s[2:3], v2, v91
	s_nop 1
	v_cndmask_b32_e64 v97, v91, v2, s[2:3]
	v_sub_f32_e32 v2, v91, v97
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[2:3], s7, v91
	v_cmp_neq_f32_e64 s[4:5], v97, v91
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[98:99], v[40:41], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[42:43], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[44:45], v[2:3] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[46:47], v[2:3] op_sel_hi:[1,0]
	v_cndmask_b32_e64 v39, v45, v39, s[2:3]
	v_cndmask_b32_e64 v47, v47, v3, s[2:3]
	v_cndmask_b32_e64 v46, v46, v2, s[2:3]
	v_cndmask_b32_e64 v38, v44, v38, s[2:3]
	v_cndmask_b32_e64 v5, v43, v5, s[2:3]
	v_cndmask_b32_e64 v4, v42, v4, s[2:3]
	v_cndmask_b32_e64 v3, v41, v99, s[2:3]
	v_cndmask_b32_e64 v2, v40, v98, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v97
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_677
	v_sub_f32_e32 v41, v92, v97
	v_sub_f32_e32 v40, v48, v97
	v_sub_f32_e32 v43, v93, v97
	v_sub_f32_e32 v42, v49, v97
	v_sub_f32_e32 v45, v94, v97
	v_sub_f32_e32 v44, v50, v97
	v_sub_f32_e32 v99, v95, v97
	v_sub_f32_e32 v98, v51, v97
	v_pk_mul_f32 v[98:99], v[98:99], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[44:45], v[44:45], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[42:43], v[42:43], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[40:41], v[40:41], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v42, v42
	v_exp_f32_e32 v40, v40
	v_exp_f32_e32 v44, v44
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v45, v45
	v_exp_f32_e32 v43, v43
	v_exp_f32_e32 v41, v41
	v_pk_add_f32 v[46:47], v[46:47], v[98:99]
	v_pk_add_f32 v[38:39], v[38:39], v[44:45]
	v_pk_add_f32 v[4:5], v[4:5], v[42:43]
	v_pk_add_f32 v[2:3], v[2:3], v[40:41]
.LBB0_677:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v42, 16, v8
	v_lshlrev_b32_e32 v40, 16, v6
	v_lshlrev_b32_e32 v43, 16, v9
	v_lshlrev_b32_e32 v41, 16, v7
	v_cmp_gt_f32_e64 s[4:5], v42, v40
	v_and_b32_e32 v91, 0xffff0000, v8
	v_and_b32_e32 v44, 0xffff0000, v6
	v_cndmask_b32_e64 v6, v40, v42, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v43, v41
	v_and_b32_e32 v96, 0xffff0000, v9
	v_and_b32_e32 v45, 0xffff0000, v7
	v_cndmask_b32_e64 v7, v41, v43, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v91, v44
	s_nop 1
	v_cndmask_b32_e64 v8, v44, v91, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v96, v45
	s_nop 1
	v_cndmask_b32_e64 v9, v45, v96, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v9, v8
	s_nop 1
	v_cndmask_b32_e64 v7, v8, v9, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v7, v6
	s_nop 1
	v_cndmask_b32_e64 v6, v6, v7, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v6, v97
	s_nop 1
	v_cndmask_b32_e64 v101, v97, v6, s[4:5]
	v_sub_f32_e32 v6, v97, v101
	v_mul_f32_e32 v6, 0x3fb8aa3b, v6
	v_exp_f32_e32 v6, v6
	v_cmp_neq_f32_e64 s[4:5], v101, v97
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[98:99], v[6:7], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[102:103], v[6:7], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[6:7], v[38:39] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[6:7], v[46:47] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v9, v47, v7, s[2:3]
	v_cndmask_b32_e64 v8, v46, v6, s[2:3]
	v_cndmask_b32_e64 v7, v39, v105, s[2:3]
	v_cndmask_b32_e64 v6, v38, v104, s[2:3]
	v_cndmask_b32_e64 v5, v5, v103, s[2:3]
	v_cndmask_b32_e64 v4, v4, v102, s[2:3]
	v_cndmask_b32_e64 v3, v3, v99, s[2:3]
	v_cndmask_b32_e64 v2, v2, v98, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v101
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_679
	v_sub_f32_e32 v39, v44, v101
	v_sub_f32_e32 v38, v40, v101
	v_sub_f32_e32 v47, v45, v101
	v_sub_f32_e32 v46, v41, v101
	v_sub_f32_e32 v99, v91, v101
	v_sub_f32_e32 v98, v42, v101
	v_sub_f32_e32 v103, v96, v101
	v_sub_f32_e32 v102, v43, v101
	v_pk_mul_f32 v[102:103], v[102:103], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[98:99], v[98:99], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[46:47], v[46:47], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[38:39], v[38:39], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v46, v46
	v_exp_f32_e32 v38, v38
	v_exp_f32_e32 v98, v98
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v99, v99
	v_exp_f32_e32 v47, v47
	v_exp_f32_e32 v39, v39
	v_pk_add_f32 v[8:9], v[102:103], v[8:9]
	v_pk_add_f32 v[6:7], v[98:99], v[6:7]
	v_pk_add_f32 v[4:5], v[46:47], v[4:5]
	v_pk_add_f32 v[2:3], v[38:39], v[2:3]
.LBB0_679:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v39, 16, v12
	v_lshlrev_b32_e32 v98, 16, v10
	v_lshlrev_b32_e32 v38, 16, v13
	v_lshlrev_b32_e32 v47, 16, v11
	v_cmp_gt_f32_e64 s[4:5], v39, v98
	v_and_b32_e32 v97, 0xffff0000, v12
	v_and_b32_e32 v100, 0xffff0000, v10
	v_cndmask_b32_e64 v10, v98, v39, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v38, v47
	v_and_b32_e32 v46, 0xffff0000, v13
	v_and_b32_e32 v99, 0xffff0000, v11
	v_cndmask_b32_e64 v11, v47, v38, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v97, v100
	s_nop 1
	v_cndmask_b32_e64 v12, v100, v97, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v46, v99
	s_nop 1
	v_cndmask_b32_e64 v13, v99, v46, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v13, v12
	s_nop 1
	v_cndmask_b32_e64 v11, v12, v13, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v11, v10
	s_nop 1
	v_cndmask_b32_e64 v10, v10, v11, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v10, v101
	s_nop 1
	v_cndmask_b32_e64 v106, v101, v10, s[4:5]
	v_sub_f32_e32 v10, v101, v106
	v_mul_f32_e32 v10, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v10
	v_cmp_neq_f32_e64 s[4:5], v106, v101
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[102:103], v[10:11], v[2:3] op_sel_hi:[0,1]
	v_pk_mul_f32 v[104:105], v[10:11], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[10:11], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[10:11], v[8:9] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v13, v9, v11, s[2:3]
	v_cndmask_b32_e64 v12, v8, v10, s[2:3]
	v_cndmask_b32_e64 v11, v7, v109, s[2:3]
	v_cndmask_b32_e64 v10, v6, v108, s[2:3]
	v_cndmask_b32_e64 v7, v5, v105, s[2:3]
	v_cndmask_b32_e64 v6, v4, v104, s[2:3]
	v_cndmask_b32_e64 v9, v3, v103, s[2:3]
	v_cndmask_b32_e64 v8, v2, v102, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v106
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_681
	v_sub_f32_e32 v3, v100, v106
	v_sub_f32_e32 v2, v98, v106
	v_sub_f32_e32 v5, v99, v106
	v_sub_f32_e32 v4, v47, v106
	v_sub_f32_e32 v103, v97, v106
	v_sub_f32_e32 v102, v39, v106
	v_sub_f32_e32 v105, v46, v106
	v_sub_f32_e32 v104, v38, v106
	v_pk_mul_f32 v[104:105], v[104:105], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[102:103], v[102:103], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v4, v4
	v_exp_f32_e32 v2, v2
	v_exp_f32_e32 v102, v102
	v_exp_f32_e32 v104, v104
	v_exp_f32_e32 v105, v105
	v_exp_f32_e32 v103, v103
	v_exp_f32_e32 v5, v5
	v_exp_f32_e32 v3, v3
	v_pk_add_f32 v[12:13], v[104:105], v[12:13]
	v_pk_add_f32 v[10:11], v[102:103], v[10:11]
	v_pk_add_f32 v[6:7], v[4:5], v[6:7]
	v_pk_add_f32 v[8:9], v[2:3], v[8:9]
.LBB0_681:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v102, 16, v16
	v_lshlrev_b32_e32 v104, 16, v14
	v_lshlrev_b32_e32 v101, 16, v17
	v_lshlrev_b32_e32 v103, 16, v15
	v_cmp_gt_f32_e64 s[4:5], v102, v104
	v_and_b32_e32 v16, 0xffff0000, v16
	v_and_b32_e32 v105, 0xffff0000, v14
	v_cndmask_b32_e64 v2, v104, v102, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v101, v103
	v_and_b32_e32 v17, 0xffff0000, v17
	v_and_b32_e32 v15, 0xffff0000, v15
	v_cndmask_b32_e64 v3, v103, v101, s[4:5]
	v_cmp_gt_f32_e64 s[4:5], v16, v105
	s_nop 1
	v_cndmask_b32_e64 v4, v105, v16, s[4:5]
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
	v_cmp_gt_f32_e64 s[4:5], v2, v106
	s_nop 1
	v_cndmask_b32_e64 v14, v106, v2, s[4:5]
	v_sub_f32_e32 v2, v106, v14
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_exp_f32_e32 v2, v2
	v_cmp_neq_f32_e64 s[4:5], v14, v106
	s_and_b64 s[2:3], s[2:3], s[4:5]
	v_pk_mul_f32 v[106:107], v[2:3], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[108:109], v[2:3], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[2:3], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[2:3], v[12:13] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v13, v3, s[2:3]
	v_cndmask_b32_e64 v2, v12, v2, s[2:3]
	v_cndmask_b32_e64 v5, v11, v5, s[2:3]
	v_cndmask_b32_e64 v4, v10, v4, s[2:3]
	v_cndmask_b32_e64 v7, v7, v109, s[2:3]
	v_cndmask_b32_e64 v6, v6, v108, s[2:3]
	v_cndmask_b32_e64 v9, v9, v107, s[2:3]
	v_cndmask_b32_e64 v8, v8, v106, s[2:3]
	v_cmp_neq_f32_e64 s[2:3], s7, v14
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_683
	v_sub_f32_e32 v11, v105, v14
	v_sub_f32_e32 v10, v104, v14
	v_sub_f32_e32 v13, v15, v14
	v_sub_f32_e32 v12, v103, v14
	v_sub_f32_e32 v107, v16, v14
	v_sub_f32_e32 v106, v102, v14
	v_sub_f32_e32 v109, v17, v14
	v_sub_f32_e32 v108, v101, v14
	v_pk_mul_f32 v[108:109], v[108:109], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[106:107], v[106:107], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], s[6:7] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], s[6:7] op_sel_hi:[1,0]
	v_exp_f32_e32 v12, v12
	v_exp_f32_e32 v10, v10
	v_exp_f32_e32 v106, v106
	v_exp_f32_e32 v108, v108
	v_exp_f32_e32 v109, v109
	v_exp_f32_e32 v107, v107
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v11, v11
	v_pk_add_f32 v[2:3], v[108:109], v[2:3]
	v_pk_add_f32 v[4:5], v[106:107], v[4:5]
	v_pk_add_f32 v[6:7], v[12:13], v[6:7]
	v_pk_add_f32 v[8:9], v[10:11], v[8:9]
.LBB0_683:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_u_f32_e64 s[20:21], v66, v58
	v_cmp_u_f32_e64 s[22:23], v62, v54
	v_cmp_u_f32_e64 s[24:25], v65, v57
	v_cmp_u_f32_e64 s[26:27], v61, v53
	v_cmp_u_f32_e64 s[28:29], v64, v56
	v_cmp_u_f32_e64 s[30:31], v60, v52
	v_cmp_u_f32_e64 s[34:35], v63, v55
	v_cmp_u_f32_e64 s[36:37], v59, v1
	v_cmp_u_f32_e64 s[38:39], v82, v74
	v_cmp_u_f32_e64 s[40:41], v78, v70
	v_cmp_u_f32_e64 s[42:43], v81, v73
	v_cmp_u_f32_e64 s[44:45], v77, v69
	v_cmp_u_f32_e64 s[46:47], v80, v72
	v_cmp_u_f32_e64 s[48:49], v76, v68
	v_cmp_u_f32_e64 s[50:51], v79, v71
	v_cmp_u_f32_e64 s[52:53], v75, v67
	s_or_b64 s[52:53], s[36:37], s[52:53]
	s_or_b64 s[50:51], s[34:35], s[50:51]
	s_or_b64 s[48:49], s[30:31], s[48:49]
	s_or_b64 s[46:47], s[28:29], s[46:47]
	s_or_b64 s[44:45], s[26:27], s[44:45]
	s_or_b64 s[42:43], s[24:25], s[42:43]
	s_or_b64 s[40:41], s[22:23], s[40:41]
	s_or_b64 s[38:39], s[20:21], s[38:39]
	v_cmp_u_f32_e64 s[20:21], v88, v88
	v_cmp_u_f32_e64 s[22:23], v90, v90
	v_cmp_u_f32_e64 s[24:25], v86, v86
	v_cmp_u_f32_e64 s[26:27], v89, v89
	v_cmp_u_f32_e64 s[28:29], v84, v84
	v_cmp_u_f32_e64 s[30:31], v87, v87
	v_cmp_u_f32_e64 s[34:35], v83, v83
	v_cmp_u_f32_e64 s[36:37], v85, v85
	v_cmp_u_f32_e64 s[4:5], v96, v95
	v_cmp_u_f32_e64 s[6:7], v43, v51
	v_cmp_u_f32_e64 s[8:9], v91, v94
	v_cmp_u_f32_e64 s[10:11], v42, v50
	v_cmp_u_f32_e64 s[12:13], v45, v93
	v_cmp_u_f32_e64 s[14:15], v41, v49
	v_cmp_u_f32_e64 s[16:17], v44, v92
	v_cmp_u_f32_e64 s[18:19], v40, v48
	s_or_b64 s[38:39], s[36:37], s[38:39]
	s_or_b64 s[40:41], s[34:35], s[40:41]
	s_or_b64 s[42:43], s[30:31], s[42:43]
	s_or_b64 s[44:45], s[28:29], s[44:45]
	s_or_b64 s[46:47], s[26:27], s[46:47]
	s_or_b64 s[48:49], s[24:25], s[48:49]
	s_or_b64 s[50:51], s[22:23], s[50:51]
	s_or_b64 s[52:53], s[20:21], s[52:53]
	v_cmp_u_f32_e64 s[20:21], v104, v98
	v_cmp_u_f32_e64 s[22:23], v105, v100
	v_cmp_u_f32_e64 s[24:25], v103, v47
	v_cmp_u_f32_e64 s[26:27], v15, v99
	v_cmp_u_f32_e64 s[28:29], v102, v39
	v_cmp_u_f32_e64 s[30:31], v16, v97
	v_cmp_u_f32_e64 s[34:35], v101, v38
	v_cmp_u_f32_e64 s[36:37], v17, v46
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
	s_cbranch_execz .LBB0_687
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
	v_pk_mul_f32 v[38:39], v[20:21], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[40:41], v[20:21], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[42:43], v[20:21], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[2:3] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v3, v3, v21, s[0:1]
	v_cndmask_b32_e64 v2, v2, v20, s[0:1]
	v_cndmask_b32_e64 v5, v5, v43, s[0:1]
	v_cndmask_b32_e64 v4, v4, v42, s[0:1]
	v_cndmask_b32_e64 v7, v7, v41, s[0:1]
	v_cndmask_b32_e64 v6, v6, v40, s[0:1]
	v_cndmask_b32_e64 v9, v9, v39, s[0:1]
	v_cndmask_b32_e64 v8, v8, v38, s[0:1]
	s_mov_b32 s0, 0xff800000
	v_cmp_neq_f32_e64 s[0:1], s0, v1
	v_mov_b32_e32 v14, 0xff800000
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_686
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
.LBB0_686:
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
.LBB0_687:
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
	v_cmp_eq_u16_sdwa s[0:1], v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b32_e32 v10, 2, v0
	v_mov_b32_e32 v11, 0x7fc00000
	v_and_b32_e32 v10, 0xfc, v10
	v_cndmask_b32_e64 v1, v11, v14, s[0:1]
	v_xor_b32_e32 v12, 64, v10
	ds_bpermute_b32 v13, v12, v1
	v_pk_add_f32 v[2:3], v[6:7], v[2:3]
	v_pk_add_f32 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v6, 32, v10
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s[2:3], v13, v13
	v_cmp_lt_f32_e64 s[4:5], v1, v13
	s_or_b64 s[2:3], s[2:3], s[4:5]
	v_cndmask_b32_e64 v4, v1, v13, s[2:3]
	v_cmp_u_f32_e64 s[2:3], v1, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v3, v13, v1, s[4:5]
	v_cndmask_b32_e64 v4, v4, v1, s[2:3]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v6, v4
	v_cndmask_b32_e64 v2, v11, v2, s[0:1]
	ds_bpermute_b32 v5, v12, v2
	v_cmp_neq_f32_e64 s[0:1], v1, v4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v1, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v13
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, v7, v4, s[2:3]
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v7, v7
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v3, v5
	v_cndmask_b32_e64 v5, v4, v7, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v4, v4
	v_add_f32_e32 v1, v1, v3
	ds_bpermute_b32 v3, v6, v1
	v_cndmask_b32_e64 v5, v5, v4, s[0:1]
	v_sub_f32_e32 v2, v2, v5
	v_mul_f32_e32 v2, 0x3fb8aa3b, v2
	v_xor_b32_e32 v6, 16, v10
	v_exp_f32_e32 v2, v2
	ds_bpermute_b32 v8, v6, v5
	v_cmp_neq_f32_e64 s[0:1], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v5, v8
	v_cndmask_b32_e64 v4, 1.0, v2, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v5, v7
	v_mul_f32_e32 v1, v1, v4
	s_nop 0
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v8, v8
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v2, v3
	v_cndmask_b32_e64 v4, v5, v8, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v5, v5
	v_cndmask_b32_e64 v3, v8, v5, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v3, 0x3fb8aa3b, v3
	ds_bpermute_b32 v2, v6, v1
	v_xor_b32_e32 v6, 8, v10
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v7, v6, v4
	v_cmp_neq_f32_e64 s[0:1], v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v4, v7
	v_cndmask_b32_e64 v5, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v4, v8
	v_mul_f32_e32 v1, v1, v5
	s_nop 0
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
	ds_bpermute_b32 v2, v6, v1
	v_xor_b32_e32 v6, 4, v10
	v_exp_f32_e32 v3, v3
	ds_bpermute_b32 v8, v6, v5
	v_cmp_neq_f32_e64 s[0:1], v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s[2:3], v5, v8
	v_cndmask_b32_e64 v4, 1.0, v3, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v5, v7
	s_nop 1
	v_cndmask_b32_e64 v3, 1.0, v3, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v8, v8
	s_or_b64 s[0:1], s[0:1], s[2:3]
	v_mul_f32_e32 v2, v3, v2
	v_mul_f32_e32 v3, v1, v4
	v_cndmask_b32_e64 v1, v5, v8, s[0:1]
	v_cmp_u_f32_e64 s[0:1], v5, v5
	v_cndmask_b32_e64 v4, v8, v5, s[2:3]
	v_add_f32_e32 v2, v3, v2
	v_cndmask_b32_e64 v1, v1, v5, s[0:1]
	v_sub_f32_e32 v4, v4, v1
	v_mul_f32_e32 v4, 0x3fb8aa3b, v4
	v_exp_f32_e32 v4, v4
	ds_bpermute_b32 v3, v6, v2
	v_cmp_neq_f32_e64 s[0:1], v5, v1
	s_nop 1
	v_cndmask_b32_e64 v5, 1.0, v4, s[0:1]
	v_cmp_neq_f32_e64 s[0:1], v1, v8
	v_mul_f32_e32 v2, v2, v5
	s_nop 0
	v_cndmask_b32_e64 v4, 1.0, v4, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v3, v4, v3
	v_add_f32_e32 v2, v2, v3
.LBB0_688:
	s_or_b64 exec, exec, s[54:55]
.LBB0_689:
	s_or_b64 exec, exec, s[74:75]
	v_mad_u64_u32 v[4:5], s[0:1], v30, s72, v[36:37]
	v_mul_lo_u32 v3, v30, s73
	v_mul_lo_u32 v6, v31, s72
	v_add3_u32 v5, v6, v5, v3
	v_cmp_eq_u64_e64 s[0:1], 0, v[22:23]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_691
	v_mov_b32_e32 v8, 0x7fc00000
	v_cmp_o_f32_e64 s[2:3], v2, v2
	v_mov_b32_e32 v6, s56
	v_mov_b32_e32 v7, s57
	v_cndmask_b32_e64 v3, v8, v2, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v1, v1
	v_lshl_add_u64 v[6:7], v[4:5], 3, v[6:7]
	s_nop 0
	v_cndmask_b32_e64 v2, v8, v1, s[2:3]
	flat_store_dwordx2 v[6:7], v[2:3]
.LBB0_691:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v3, v37, v23
	v_or_b32_e32 v2, v36, v22
	v_cmp_eq_u64_e64 s[2:3], 0, v[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_697
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_696
	flat_load_dwordx2 v[2:3], v[34:35]
	v_mov_b32_e32 v1, s67
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_subrev_co_u32_e32 v2, vcc, s66, v2
	s_nop 1
	v_subb_co_u32_e32 v3, vcc, v3, v1, vcc
	v_cmp_gt_i64_e32 vcc, s[68:69], v[2:3]
	v_cmp_lt_i64_e64 s[2:3], -1, v[2:3]
	s_and_b64 s[8:9], s[2:3], vcc
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_695
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[26:27]
	flat_load_ushort v1, v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
.LBB0_695:
	s_or_b64 exec, exec, s[2:3]
.LBB0_696:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v2, s58
	v_mov_b32_e32 v3, s59
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v1, v1
	v_lshl_add_u64 v[2:3], v[30:31], 2, v[2:3]
	s_nop 0
	v_cndmask_b32_e32 v1, v6, v1, vcc
	flat_store_dword v[2:3], v1
.LBB0_697:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[2:3], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[64:65], v[2:3]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_769
	v_mov_b32_e32 v1, s67
	v_subrev_co_u32_e32 v2, vcc, s66, v2
	s_nop 1
	v_subb_co_u32_e32 v3, vcc, v3, v1, vcc
	v_cmp_gt_i64_e32 vcc, s[70:71], v[2:3]
	v_cmp_lt_i64_e64 s[2:3], -1, v[2:3]
	s_and_b64 s[20:21], s[2:3], vcc
	v_bfrev_b32_e32 v1, -2
	s_and_saveexec_b64 s[2:3], s[20:21]
	s_cbranch_execz .LBB0_700
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[26:27]
	flat_load_ushort v1, v[2:3]
	v_mov_b32_e32 v2, 0x7fc00000
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 16, v1
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v1, vcc
	v_xor_b32_e32 v2, 0x7fffffff, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v2, vcc
.LBB0_700:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s2, 0
	s_brev_b32 s3, 1
	v_cmp_gt_i64_e32 vcc, v[32:33], v[22:23]
	v_mov_b64_e32 v[2:3], s[2:3]
	v_mov_b64_e32 v[6:7], 0
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_710
	v_or_b32_e32 v2, 32, v22
	v_mov_b32_e32 v3, v23
	v_cmp_gt_u64_e64 s[2:3], v[28:29], v[2:3]
	v_not_b32_e32 v7, v23
	v_not_b32_e32 v6, v22
	v_cndmask_b32_e64 v2, v2, v28, s[2:3]
	v_cndmask_b32_e64 v3, v23, v29, s[2:3]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_lshrrev_b64 v[6:7], 5, v[2:3]
	s_mov_b64 s[2:3], 0xdf
	v_lshl_add_u64 v[10:11], v[6:7], 0, 1
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[2:3]
	v_mov_b64_e32 v[6:7], 0
	v_bfrev_b32_e32 v3, 1
	v_mov_b64_e32 v[8:9], v[22:23]
	s_and_saveexec_b64 s[24:25], s[2:3]
	s_cbranch_execz .LBB0_705
	v_and_b32_e32 v12, -8, v10
	v_mov_b32_e32 v13, v11
	s_mov_b64 s[26:27], 0
	v_bfrev_b32_e32 v3, 1
	v_mov_b64_e32 v[6:7], 0
	v_mov_b32_e32 v2, 0x7fc00000
	s_mov_b32 s30, 0
	s_mov_b64 s[28:29], 0x100
	v_mov_b64_e32 v[8:9], v[22:23]
.LBB0_703:
	v_lshl_add_u64 v[14:15], v[8:9], 0, v[24:25]
	v_lshl_add_u64 v[14:15], v[14:15], 1, v[26:27]
	flat_load_ushort v11, v[14:15]
	flat_load_ushort v16, v[14:15] offset:64
	flat_load_ushort v18, v[14:15] offset:128
	flat_load_ushort v20, v[14:15] offset:192
	flat_load_ushort v30, v[14:15] offset:256
	flat_load_ushort v32, v[14:15] offset:320
	flat_load_ushort v34, v[14:15] offset:384
	flat_load_ushort v36, v[14:15] offset:448
	v_mov_b32_e32 v17, s30
	v_mov_b32_e32 v19, s30
	v_mov_b32_e32 v21, s30
	v_mov_b32_e32 v31, s30
	v_mov_b32_e32 v33, s30
	v_mov_b32_e32 v35, s30
	v_mov_b32_e32 v37, s30
	v_lshl_add_u64 v[12:13], v[12:13], 0, -8
	v_mov_b32_e32 v39, s30
	v_cmp_eq_u64_e64 s[2:3], 0, v[12:13]
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v11, 16, v11
	v_lshlrev_b32_e32 v14, 16, v16
	v_cmp_o_f32_e64 s[4:5], v11, v11
	v_lshlrev_b32_e32 v15, 16, v18
	v_lshlrev_b32_e32 v16, 16, v20
	v_cndmask_b32_e64 v11, v2, v11, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v14, v14
	v_lshlrev_b32_e32 v18, 16, v30
	v_lshlrev_b32_e32 v20, 16, v32
	v_cndmask_b32_e64 v14, v2, v14, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v15, v15
	v_lshlrev_b32_e32 v30, 16, v34
	v_lshlrev_b32_e32 v32, 16, v36
	v_cndmask_b32_e64 v15, v2, v15, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v16, v16
	v_xor_b32_e32 v34, 0x7fffffff, v11
	v_cmp_gt_i32_e64 s[18:19], 0, v11
	v_cndmask_b32_e64 v16, v2, v16, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v18, v18
	v_xor_b32_e32 v36, 0x7fffffff, v14
	v_cndmask_b32_e64 v11, v11, v34, s[18:19]
	v_cndmask_b32_e64 v18, v2, v18, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v20, v20
	v_xor_b32_e32 v38, 0x7fffffff, v15
	v_cmp_gt_i32_e64 s[6:7], 0, v15
	v_cndmask_b32_e64 v20, v2, v20, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v30, v30
	v_xor_b32_e32 v40, 0x7fffffff, v16
	v_cmp_gt_i32_e64 s[8:9], 0, v16
	v_cndmask_b32_e64 v30, v2, v30, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v32, v32
	v_cndmask_b32_e64 v15, v15, v38, s[6:7]
	v_xor_b32_e32 v41, 0x7fffffff, v18
	v_cndmask_b32_e64 v32, v2, v32, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], 0, v14
	v_cmp_gt_i32_e64 s[10:11], 0, v18
	v_cndmask_b32_e64 v34, v16, v40, s[8:9]
	v_cndmask_b32_e64 v14, v14, v36, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v11, v1
	v_cmp_gt_i32_e64 s[6:7], v14, v1
	s_and_b64 s[4:5], s[20:21], s[4:5]
	v_cmp_gt_i32_e64 s[8:9], v15, v1
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[6:7]
	v_xor_b32_e32 v42, 0x7fffffff, v20
	v_cmp_gt_i32_e64 s[12:13], 0, v20
	v_cndmask_b32_e64 v40, v18, v41, s[10:11]
	v_cmp_gt_i32_e64 s[10:11], v34, v1
	v_cndmask_b32_e64 v18, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[16:17]
	v_xor_b32_e32 v43, 0x7fffffff, v30
	v_cmp_gt_i32_e64 s[14:15], 0, v30
	v_cndmask_b32_e64 v41, v20, v42, s[12:13]
	v_cmp_gt_i32_e64 s[12:13], v40, v1
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[10:11]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[18:19]
	v_xor_b32_e32 v44, 0x7fffffff, v32
	v_cmp_gt_i32_e64 s[16:17], 0, v32
	v_cndmask_b32_e64 v42, v30, v43, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], v41, v1
	v_cndmask_b32_e64 v30, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[12:13]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[20:21]
	v_cndmask_b32_e64 v43, v32, v44, s[16:17]
	v_max3_i32 v3, v14, v11, v3
	v_cmp_gt_i32_e64 s[16:17], v42, v1
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[14:15]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[30:31]
	v_cmp_gt_i32_e64 s[18:19], v43, v1
	v_max3_i32 v3, v34, v15, v3
	v_cndmask_b32_e64 v34, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[16:17]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[32:33]
	v_cndmask_b32_e64 v36, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[20:21], s[18:19]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[34:35]
	v_cndmask_b32_e64 v38, 0, 1, s[4:5]
	v_max3_i32 v3, v41, v40, v3
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[36:37]
	s_or_b64 s[26:27], s[2:3], s[26:27]
	v_max3_i32 v3, v43, v42, v3
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[38:39]
	s_andn2_b64 exec, exec, s[26:27]
	s_cbranch_execnz .LBB0_703
	s_or_b64 exec, exec, s[26:27]
.LBB0_705:
	s_or_b64 exec, exec, s[24:25]
	v_and_b32_e32 v10, 7, v10
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[8:9], 0
	v_cmp_ne_u64_e64 s[2:3], 0, v[10:11]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_709
	v_mov_b32_e32 v2, 0x7fc00000
	s_mov_b32 s10, 0
.LBB0_707:
	v_lshl_add_u64 v[12:13], v[8:9], 0, v[24:25]
	v_lshl_add_u64 v[12:13], v[12:13], 1, v[26:27]
	flat_load_ushort v12, v[12:13]
	v_lshl_add_u64 v[10:11], v[10:11], 0, -1
	v_mov_b32_e32 v13, s10
	v_cmp_eq_u64_e64 s[2:3], 0, v[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v12, 16, v12
	v_cmp_o_f32_e64 s[4:5], v12, v12
	s_nop 1
	v_cndmask_b32_e64 v12, v2, v12, s[4:5]
	v_xor_b32_e32 v14, 0x7fffffff, v12
	v_cmp_gt_i32_e64 s[4:5], 0, v12
	s_nop 1
	v_cndmask_b32_e64 v12, v12, v14, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v12, v1
	s_and_b64 s[4:5], s[20:21], s[4:5]
	v_max_i32_e32 v3, v12, v3
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	s_or_b64 s[8:9], s[2:3], s[8:9]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[12:13]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_707
	s_or_b64 exec, exec, s[8:9]
.LBB0_709:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v2, 0
.LBB0_710:
	s_or_b64 exec, exec, s[22:23]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v10, 0xfc, v0
	v_xor_b32_e32 v48, 64, v10
	ds_bpermute_b32 v0, v48, v6
	ds_bpermute_b32 v9, v48, v7
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v8, v1
	v_xor_b32_e32 v49, 32, v10
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[8:9]
	ds_bpermute_b32 v0, v49, v0
	ds_bpermute_b32 v1, v49, v7
	v_xor_b32_e32 v50, 16, v10
	v_xor_b32_e32 v51, 8, v10
	v_xor_b32_e32 v52, 4, v10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	ds_bpermute_b32 v6, v50, v0
	ds_bpermute_b32 v7, v50, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	ds_bpermute_b32 v6, v51, v0
	ds_bpermute_b32 v7, v51, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	ds_bpermute_b32 v6, v52, v0
	ds_bpermute_b32 v7, v52, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_712
	v_mov_b32_e32 v8, s60
	v_mov_b32_e32 v9, s61
	v_lshl_add_u64 v[8:9], v[4:5], 3, v[8:9]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[0:1]
	flat_store_dwordx2 v[8:9], v[0:1]
.LBB0_712:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b32 s2, -1
	s_brev_b32 s3, -2
	v_or_b32_e32 v1, v3, v23
	v_or_b32_e32 v0, v2, v22
	s_mov_b64 s[4:5], 20
	v_mov_b64_e32 v[14:15], s[2:3]
	v_bfrev_b32_e32 v2, 1
.LBB0_713:
	v_cmp_lt_i64_e64 s[2:3], v[0:1], v[14:15]
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v7, v2, v1, s[2:3]
	v_cndmask_b32_e64 v6, 0, v0, s[2:3]
	ds_bpermute_b32 v9, v48, v7
	ds_bpermute_b32 v8, v48, v6
	s_cmp_lg_u64 s[4:5], 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[6:7]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v9, s[2:3]
	v_cndmask_b32_e64 v6, v6, v8, s[2:3]
	ds_bpermute_b32 v9, v49, v7
	ds_bpermute_b32 v8, v49, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[6:7]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v9, s[2:3]
	v_cndmask_b32_e64 v6, v6, v8, s[2:3]
	ds_bpermute_b32 v9, v50, v7
	ds_bpermute_b32 v8, v50, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[6:7]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v9, s[2:3]
	v_cndmask_b32_e64 v6, v6, v8, s[2:3]
	ds_bpermute_b32 v9, v51, v7
	ds_bpermute_b32 v8, v51, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[6:7]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v9, s[2:3]
	v_cndmask_b32_e64 v6, v6, v8, s[2:3]
	ds_bpermute_b32 v9, v52, v7
	ds_bpermute_b32 v8, v52, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[6:7]
	s_nop 1
	v_cndmask_b32_e64 v15, v7, v9, s[2:3]
	v_cndmask_b32_e64 v14, v6, v8, s[2:3]
	s_cbranch_scc1 .LBB0_713
	s_mov_b32 s6, 0
	s_brev_b32 s7, 1
	v_lshl_add_u64 v[2:3], v[24:25], 0, s[66:67]
	v_mov_b64_e32 v[6:7], s[6:7]
	v_mov_b64_e32 v[0:1], 0
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[10:11], s[6:7]
	v_mov_b64_e32 v[12:13], s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_742
	v_or_b32_e32 v0, 32, v22
	v_mov_b32_e32 v1, v23
	v_cmp_gt_u64_e64 s[2:3], v[28:29], v[0:1]
	v_not_b32_e32 v7, v23
	v_not_b32_e32 v6, v22
	v_cndmask_b32_e64 v0, v0, v28, s[2:3]
	v_cndmask_b32_e64 v1, v23, v29, s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	v_lshrrev_b64 v[6:7], 5, v[0:1]
	s_mov_b64 s[2:3], 0xdf
	v_lshl_add_u64 v[18:19], v[6:7], 0, 1
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], 0
	v_mov_b64_e32 v[12:13], s[6:7]
	v_mov_b64_e32 v[10:11], s[6:7]
	v_mov_b64_e32 v[8:9], s[6:7]
	v_mov_b64_e32 v[6:7], s[6:7]
	v_mov_b64_e32 v[16:17], v[22:23]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_735
	s_mov_b32 s2, 0
	s_brev_b32 s3, 1
	v_and_b32_e32 v20, -8, v18
	v_mov_b32_e32 v21, v19
	s_mov_b64 s[8:9], 0
	v_mov_b64_e32 v[6:7], s[2:3]
	v_mov_b64_e32 v[0:1], 0
	v_mov_b32_e32 v14, 0x7fc00000
	s_mov_b64 s[10:11], 0x60
	s_mov_b64 s[12:13], 0x80
	s_mov_b64 s[14:15], 0xa0
	s_mov_b64 s[16:17], 0xc0
	s_mov_b64 s[18:19], 0xe0
	s_mov_b64 s[20:21], 0x100
	v_mov_b64_e32 v[16:17], v[22:23]
	v_mov_b64_e32 v[8:9], s[2:3]
	v_mov_b64_e32 v[10:11], s[2:3]
	v_mov_b64_e32 v[12:13], s[2:3]
	s_branch .LBB0_718
.LBB0_717:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[20:21], v[20:21], 0, -8
	v_cmp_eq_u64_e64 s[2:3], 0, v[20:21]
	s_or_b64 s[8:9], s[2:3], s[8:9]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[20:21]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_734
.LBB0_718:
	v_lshl_add_u64 v[30:31], v[16:17], 0, v[24:25]
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[26:27]
	flat_load_ushort v19, v[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v30, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v30, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_720
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[16:17]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_720:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, 32
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_722
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_722:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, 64
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_724
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_724:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[10:11]
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_726
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_726:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[12:13]
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_728
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_728:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[14:15]
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_730
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_730:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[16:17]
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_732
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
.LBB0_732:
	s_or_b64 exec, exec, s[22:23]
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[18:19]
	v_lshl_add_u64 v[32:33], v[30:31], 0, v[24:25]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[26:27]
	flat_load_ushort v19, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v14, v19, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[2:3], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v19, v15
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_717
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[30:31]
	v_sub_co_u32_e64 v30, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v31, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v19, v19, v31
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v19, s[2:3]
	v_cndmask_b32_e64 v6, v6, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v19, s[2:3]
	v_cndmask_b32_e64 v8, v8, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v19, s[2:3]
	v_cndmask_b32_e64 v10, v10, v30, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v19, s[2:3]
	v_cndmask_b32_e64 v12, v12, v30, s[2:3]
	s_branch .LBB0_717
.LBB0_734:
	s_or_b64 exec, exec, s[8:9]
.LBB0_735:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v18, 7, v18
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[8:9], 0
	v_cmp_ne_u64_e64 s[2:3], 0, v[18:19]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_741
	v_mov_b32_e32 v14, 0x7fc00000
	s_branch .LBB0_738
.LBB0_737:
	s_or_b64 exec, exec, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 0, -1
	v_cmp_eq_u64_e64 s[2:3], 0, v[18:19]
	s_or_b64 s[8:9], s[2:3], s[8:9]
	v_lshl_add_u64 v[16:17], v[16:17], 0, 32
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_740
.LBB0_738:
	v_lshl_add_u64 v[20:21], v[16:17], 0, v[24:25]
	v_lshl_add_u64 v[20:21], v[20:21], 1, v[26:27]
	flat_load_ushort v20, v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v20, 16, v20
	v_cmp_o_f32_e64 s[2:3], v20, v20
	s_nop 1
	v_cndmask_b32_e64 v20, v14, v20, s[2:3]
	v_xor_b32_e32 v21, 0x7fffffff, v20
	v_cmp_gt_i32_e64 s[2:3], 0, v20
	s_nop 1
	v_cndmask_b32_e64 v20, v20, v21, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v20, v15
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_cbranch_execz .LBB0_737
	v_lshl_add_u64 v[30:31], v[2:3], 0, v[16:17]
	v_sub_co_u32_e64 v21, s[2:3], -1, v30
	s_nop 1
	v_subb_co_u32_e64 v30, s[2:3], 0, v31, s[2:3]
	v_or_b32_e32 v20, v20, v30
	v_cmp_eq_u64_e64 s[2:3], 0, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v7, v7, v20, s[2:3]
	v_cndmask_b32_e64 v6, v6, v21, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 1, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v20, s[2:3]
	v_cndmask_b32_e64 v8, v8, v21, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 2, v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v20, s[2:3]
	v_cndmask_b32_e64 v10, v10, v21, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 3, v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v13, v13, v20, s[2:3]
	v_cndmask_b32_e64 v12, v12, v21, s[2:3]
	s_branch .LBB0_737
.LBB0_740:
	s_or_b64 exec, exec, s[8:9]
.LBB0_741:
	s_or_b64 exec, exec, s[6:7]
.LBB0_742:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v14, s62
	v_mov_b32_e32 v15, s63
	s_movk_i32 s4, 0xa0
	v_mad_u64_u32 v[14:15], s[2:3], v4, s4, v[14:15]
	v_mov_b32_e32 v4, v15
	v_mad_u64_u32 v[16:17], s[2:3], v5, s4, v[4:5]
	ds_bpermute_b32 v4, v48, v0
	ds_bpermute_b32 v17, v48, v1
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v16, v5
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v18, v4
	v_mov_b32_e32 v19, v17
	v_cmp_gt_i64_e64 s[2:3], v[18:19], v[0:1]
	v_lshl_add_u64 v[30:31], v[18:19], 0, v[0:1]
	ds_bpermute_b32 v18, v49, v30
	v_cndmask_b32_e64 v33, v1, v17, s[2:3]
	v_cndmask_b32_e64 v32, v0, v4, s[2:3]
	ds_bpermute_b32 v34, v49, v32
	ds_bpermute_b32 v35, v49, v33
	ds_bpermute_b32 v21, v49, v31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v36, v18
	v_mov_b32_e32 v19, v5
	v_mov_b32_e32 v20, v5
	v_cmp_gt_i64_e64 s[2:3], v[34:35], v[32:33]
	v_mov_b32_e32 v37, v21
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[30:31]
	v_cndmask_b32_e64 v35, v33, v35, s[2:3]
	v_cndmask_b32_e64 v34, v32, v34, s[2:3]
	ds_bpermute_b32 v38, v50, v34
	ds_bpermute_b32 v39, v50, v35
	ds_bpermute_b32 v30, v50, v36
	ds_bpermute_b32 v33, v50, v37
	v_mov_b32_e32 v31, v5
	v_mov_b32_e32 v32, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[34:35]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[30:31]
	v_lshl_add_u64 v[40:41], v[36:37], 0, v[32:33]
	v_cndmask_b32_e64 v39, v35, v39, s[2:3]
	v_cndmask_b32_e64 v38, v34, v38, s[2:3]
	ds_bpermute_b32 v42, v51, v38
	ds_bpermute_b32 v43, v51, v39
	ds_bpermute_b32 v34, v51, v36
	ds_bpermute_b32 v37, v51, v41
	v_mov_b32_e32 v35, v5
	v_mov_b32_e32 v36, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[42:43], v[38:39]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[34:35]
	v_lshl_add_u64 v[44:45], v[40:41], 0, v[36:37]
	v_cndmask_b32_e64 v47, v39, v43, s[2:3]
	v_cndmask_b32_e64 v46, v38, v42, s[2:3]
	ds_bpermute_b32 v38, v52, v40
	ds_bpermute_b32 v54, v52, v46
	ds_bpermute_b32 v55, v52, v47
	ds_bpermute_b32 v41, v52, v45
	v_mov_b32_e32 v39, v5
	v_mov_b32_e32 v40, v5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[42:43], v[44:45], 0, v[38:39]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[46:47]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[40:41]
	s_nop 0
	v_cndmask_b32_e64 v45, v47, v55, s[2:3]
	v_cndmask_b32_e64 v44, v46, v54, s[2:3]
	v_cmp_lt_i64_e64 s[4:5], 4, v[44:45]
	v_cmp_lt_i64_e64 s[2:3], 0, v[42:43]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[24:25], exec, s[6:7]
	s_cbranch_execz .LBB0_759
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_cbranch_execz .LBB0_758
	v_lshl_add_u64 v[6:7], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[20:21]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[32:33]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[36:37]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[40:41]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[18:19]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[30:31]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[34:35]
	v_lshl_add_u64 v[8:9], v[6:7], 0, v[38:39]
	v_cmp_gt_i64_e64 s[4:5], 20, v[8:9]
	v_or_b32_e32 v10, 32, v22
	v_mov_b32_e32 v11, v23
	v_cndmask_b32_e64 v9, 0, v9, s[4:5]
	v_cndmask_b32_e64 v8, 20, v8, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], 1, v[8:9]
	v_not_b32_e32 v13, v23
	v_not_b32_e32 v12, v22
	v_cndmask_b32_e64 v9, 0, v9, s[4:5]
	v_cndmask_b32_e64 v8, 1, v8, s[4:5]
	v_cmp_gt_u64_e64 s[4:5], v[28:29], v[10:11]
	s_mov_b32 s8, -1
	s_mov_b32 s28, 0
	v_cndmask_b32_e64 v10, v10, v28, s[4:5]
	v_cndmask_b32_e64 v11, v23, v29, s[4:5]
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[12:13]
	v_lshrrev_b64 v[10:11], 5, v[12:13]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 1
	v_mov_b32_e32 v7, 0
	v_and_b32_e32 v6, 7, v10
	s_mov_b64 s[4:5], 0xdf
	s_brev_b32 s9, -2
	s_brev_b32 s29, 1
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[12:13]
	v_and_b32_e32 v10, -8, v10
	s_mov_b64 s[30:31], 0
	v_cmp_ne_u64_e64 s[6:7], 0, v[6:7]
	v_mov_b64_e32 v[12:13], s[8:9]
	s_mov_b64 s[34:35], 0x60
	s_mov_b64 s[36:37], 0x80
	s_mov_b64 s[38:39], 0xa0
	s_mov_b64 s[40:41], 0xc0
	s_mov_b64 s[42:43], 0xe0
	s_mov_b64 s[44:45], 0x100
	v_mov_b32_e32 v53, 0x7fc00000
	s_mov_b64 s[46:47], 0
	s_branch .LBB0_746
.LBB0_745:
	s_or_b64 exec, exec, s[8:9]
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	v_cmp_eq_u64_e64 s[8:9], s[46:47], v[8:9]
	s_or_b64 s[30:31], s[8:9], s[30:31]
	s_andn2_b64 exec, exec, s[30:31]
	s_cbranch_execz .LBB0_758
.LBB0_746:
	v_mov_b64_e32 v[28:29], s[28:29]
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_756
	v_mov_b64_e32 v[28:29], s[28:29]
	v_mov_b64_e32 v[44:45], v[22:23]
	s_and_saveexec_b64 s[50:51], s[4:5]
	s_cbranch_execz .LBB0_751
	s_mov_b64 s[52:53], 0
	v_mov_b64_e32 v[28:29], s[28:29]
	v_mov_b64_e32 v[46:47], v[10:11]
	v_mov_b64_e32 v[44:45], v[22:23]
.LBB0_749:
	v_lshl_add_u64 v[54:55], v[44:45], 0, v[24:25]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[26:27]
	flat_load_ushort v86, v[54:55]
	v_lshl_add_u64 v[58:59], v[44:45], 0, 32
	v_lshl_add_u64 v[60:61], v[44:45], 0, 64
	v_lshl_add_u64 v[62:63], v[44:45], 0, s[34:35]
	v_lshl_add_u64 v[64:65], v[44:45], 0, s[36:37]
	v_lshl_add_u64 v[66:67], v[44:45], 0, s[38:39]
	v_lshl_add_u64 v[68:69], v[44:45], 0, s[40:41]
	v_lshl_add_u64 v[70:71], v[44:45], 0, s[42:43]
	v_lshl_add_u64 v[72:73], v[58:59], 0, v[24:25]
	v_lshl_add_u64 v[74:75], v[60:61], 0, v[24:25]
	v_lshl_add_u64 v[76:77], v[62:63], 0, v[24:25]
	v_lshl_add_u64 v[78:79], v[64:65], 0, v[24:25]
	v_lshl_add_u64 v[80:81], v[66:67], 0, v[24:25]
	v_lshl_add_u64 v[82:83], v[68:69], 0, v[24:25]
	v_lshl_add_u64 v[84:85], v[70:71], 0, v[24:25]
	v_lshl_add_u64 v[54:55], v[72:73], 1, v[26:27]
	v_lshl_add_u64 v[72:73], v[74:75], 1, v[26:27]
	v_lshl_add_u64 v[74:75], v[76:77], 1, v[26:27]
	v_lshl_add_u64 v[76:77], v[78:79], 1, v[26:27]
	v_lshl_add_u64 v[78:79], v[80:81], 1, v[26:27]
	v_lshl_add_u64 v[80:81], v[82:83], 1, v[26:27]
	v_lshl_add_u64 v[82:83], v[84:85], 1, v[26:27]
	flat_load_ushort v84, v[54:55]
	flat_load_ushort v85, v[72:73]
	flat_load_ushort v87, v[74:75]
	flat_load_ushort v88, v[76:77]
	flat_load_ushort v89, v[78:79]
	flat_load_ushort v90, v[80:81]
	flat_load_ushort v91, v[82:83]
	v_lshl_add_u64 v[58:59], v[2:3], 0, v[58:59]
	v_sub_co_u32_e64 v58, s[10:11], -1, v58
	v_lshl_add_u64 v[60:61], v[2:3], 0, v[60:61]
	s_nop 0
	v_subb_co_u32_e64 v59, s[10:11], 0, v59, s[10:11]
	v_sub_co_u32_e64 v60, s[10:11], -1, v60
	v_lshl_add_u64 v[62:63], v[2:3], 0, v[62:63]
	s_nop 0
	v_subb_co_u32_e64 v61, s[10:11], 0, v61, s[10:11]
	v_sub_co_u32_e64 v62, s[10:11], -1, v62
	v_lshl_add_u64 v[64:65], v[2:3], 0, v[64:65]
	s_nop 0
	v_subb_co_u32_e64 v63, s[10:11], 0, v63, s[10:11]
	v_sub_co_u32_e64 v64, s[10:11], -1, v64
	v_lshl_add_u64 v[66:67], v[2:3], 0, v[66:67]
	s_nop 0
	v_subb_co_u32_e64 v65, s[10:11], 0, v65, s[10:11]
	v_sub_co_u32_e64 v66, s[10:11], -1, v66
	v_lshl_add_u64 v[68:69], v[2:3], 0, v[68:69]
	s_nop 0
	v_subb_co_u32_e64 v67, s[10:11], 0, v67, s[10:11]
	v_sub_co_u32_e64 v68, s[10:11], -1, v68
	v_lshl_add_u64 v[70:71], v[2:3], 0, v[70:71]
	s_nop 0
	v_subb_co_u32_e64 v69, s[10:11], 0, v69, s[10:11]
	v_sub_co_u32_e64 v70, s[10:11], -1, v70
	v_lshl_add_u64 v[56:57], v[2:3], 0, v[44:45]
	s_nop 0
	v_subb_co_u32_e64 v71, s[10:11], 0, v71, s[10:11]
	v_sub_co_u32_e64 v56, s[8:9], -1, v56
	v_lshl_add_u64 v[46:47], v[46:47], 0, -8
	s_nop 0
	v_subb_co_u32_e64 v57, s[8:9], 0, v57, s[8:9]
	v_cmp_eq_u64_e64 s[8:9], 0, v[46:47]
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[44:45]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v86
	v_cmp_o_f32_e64 s[10:11], v54, v54
	v_lshlrev_b32_e32 v55, 16, v84
	s_nop 0
	v_cndmask_b32_e64 v54, v53, v54, s[10:11]
	v_lshlrev_b32_e32 v72, 16, v85
	v_cmp_o_f32_e64 s[10:11], v55, v55
	v_lshlrev_b32_e32 v73, 16, v87
	v_lshlrev_b32_e32 v74, 16, v88
	v_cndmask_b32_e64 v55, v53, v55, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v72, v72
	v_lshlrev_b32_e32 v75, 16, v89
	v_lshlrev_b32_e32 v76, 16, v90
	v_cndmask_b32_e64 v72, v53, v72, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v73, v73
	v_lshlrev_b32_e32 v77, 16, v91
	v_xor_b32_e32 v78, 0x7fffffff, v54
	v_cndmask_b32_e64 v73, v53, v73, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v74, v74
	v_xor_b32_e32 v79, 0x7fffffff, v72
	v_xor_b32_e32 v80, 0x7fffffff, v73
	v_cndmask_b32_e64 v74, v53, v74, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v75, v75
	v_cmp_gt_i32_e64 s[12:13], 0, v73
	v_cmp_gt_i32_e64 s[22:23], 0, v55
	v_cndmask_b32_e64 v75, v53, v75, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v76, v76
	v_xor_b32_e32 v81, 0x7fffffff, v74
	v_cmp_gt_i32_e64 s[14:15], 0, v74
	v_cndmask_b32_e64 v76, v53, v76, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v77, v77
	v_xor_b32_e32 v82, 0x7fffffff, v75
	v_cmp_gt_i32_e64 s[16:17], 0, v75
	v_cndmask_b32_e64 v77, v53, v77, s[10:11]
	v_cmp_gt_i32_e64 s[10:11], 0, v54
	v_xor_b32_e32 v83, 0x7fffffff, v76
	v_cmp_gt_i32_e64 s[18:19], 0, v76
	v_cndmask_b32_e64 v54, v54, v78, s[10:11]
	v_xor_b32_e32 v78, 0x7fffffff, v55
	v_cmp_gt_i32_e64 s[10:11], 0, v72
	v_or_b32_e32 v57, v54, v57
	v_cndmask_b32_e64 v54, v55, v78, s[22:23]
	v_cndmask_b32_e64 v55, v72, v79, s[10:11]
	v_cndmask_b32_e64 v72, v73, v80, s[12:13]
	v_cmp_lt_i64_e64 s[10:11], v[56:57], v[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[56:57], v[28:29]
	s_and_b64 s[10:11], s[10:11], s[12:13]
	v_or_b32_e32 v59, v54, v59
	v_cndmask_b32_e64 v29, v29, v57, s[10:11]
	v_cndmask_b32_e64 v28, v28, v56, s[10:11]
	v_cmp_lt_i64_e64 s[12:13], v[58:59], v[12:13]
	v_cmp_gt_i64_e64 s[10:11], v[58:59], v[28:29]
	s_and_b64 s[10:11], s[12:13], s[10:11]
	v_or_b32_e32 v61, v55, v61
	v_cndmask_b32_e64 v29, v29, v59, s[10:11]
	v_cndmask_b32_e64 v28, v28, v58, s[10:11]
	v_cndmask_b32_e64 v73, v74, v81, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[12:13]
	v_cmp_gt_i64_e64 s[10:11], v[60:61], v[28:29]
	s_and_b64 s[10:11], s[14:15], s[10:11]
	v_or_b32_e32 v63, v72, v63
	v_cndmask_b32_e64 v29, v29, v61, s[10:11]
	v_cndmask_b32_e64 v28, v28, v60, s[10:11]
	v_cndmask_b32_e64 v74, v75, v82, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[62:63], v[12:13]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[28:29]
	s_and_b64 s[10:11], s[16:17], s[10:11]
	v_or_b32_e32 v65, v73, v65
	v_cndmask_b32_e64 v29, v29, v63, s[10:11]
	v_cndmask_b32_e64 v28, v28, v62, s[10:11]
	v_cndmask_b32_e64 v75, v76, v83, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[64:65], v[12:13]
	v_cmp_gt_i64_e64 s[10:11], v[64:65], v[28:29]
	s_and_b64 s[10:11], s[18:19], s[10:11]
	v_xor_b32_e32 v84, 0x7fffffff, v77
	v_cmp_gt_i32_e64 s[20:21], 0, v77
	v_or_b32_e32 v67, v74, v67
	v_cndmask_b32_e64 v29, v29, v65, s[10:11]
	v_cndmask_b32_e64 v28, v28, v64, s[10:11]
	v_cndmask_b32_e64 v76, v77, v84, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[66:67], v[12:13]
	v_cmp_gt_i64_e64 s[10:11], v[66:67], v[28:29]
	s_and_b64 s[10:11], s[20:21], s[10:11]
	v_or_b32_e32 v69, v75, v69
	v_cndmask_b32_e64 v29, v29, v67, s[10:11]
	v_cndmask_b32_e64 v28, v28, v66, s[10:11]
	v_cmp_lt_i64_e64 s[22:23], v[68:69], v[12:13]
	v_cmp_gt_i64_e64 s[10:11], v[68:69], v[28:29]
	s_and_b64 s[10:11], s[22:23], s[10:11]
	v_or_b32_e32 v71, v76, v71
	v_cndmask_b32_e64 v29, v29, v69, s[10:11]
	v_cndmask_b32_e64 v28, v28, v68, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[70:71], v[28:29]
	v_cmp_lt_i64_e64 s[12:13], v[70:71], v[12:13]
	s_nop 0
	v_cndmask_b32_e64 v54, v29, v71, s[10:11]
	s_and_b64 s[10:11], s[12:13], s[10:11]
	v_cndmask_b32_e64 v29, v29, v54, s[12:13]
	s_or_b64 s[52:53], s[8:9], s[52:53]
	v_cndmask_b32_e64 v28, v28, v70, s[10:11]
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB0_749
	s_or_b64 exec, exec, s[52:53]
.LBB0_751:
	s_or_b64 exec, exec, s[50:51]
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_cbranch_execz .LBB0_755
	s_mov_b64 s[16:17], 0
	v_mov_b64_e32 v[46:47], v[6:7]
.LBB0_753:
	v_lshl_add_u64 v[54:55], v[44:45], 0, v[24:25]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[26:27]
	flat_load_ushort v56, v[54:55]
	v_lshl_add_u64 v[54:55], v[2:3], 0, v[44:45]
	v_sub_co_u32_e64 v54, s[8:9], -1, v54
	v_lshl_add_u64 v[46:47], v[46:47], 0, -1
	s_nop 0
	v_subb_co_u32_e64 v55, s[8:9], 0, v55, s[8:9]
	v_cmp_eq_u64_e64 s[8:9], 0, v[46:47]
	v_lshl_add_u64 v[44:45], v[44:45], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[10:11], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[10:11]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[10:11], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[10:11]
	v_or_b32_e32 v55, v56, v55
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[28:29]
	v_cmp_lt_i64_e64 s[12:13], v[54:55], v[12:13]
	s_nop 0
	v_cndmask_b32_e64 v56, v29, v55, s[10:11]
	s_and_b64 s[10:11], s[12:13], s[10:11]
	v_cndmask_b32_e64 v29, v29, v56, s[12:13]
	s_or_b64 s[16:17], s[8:9], s[16:17]
	v_cndmask_b32_e64 v28, v28, v54, s[10:11]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_753
	s_or_b64 exec, exec, s[16:17]
.LBB0_755:
	s_or_b64 exec, exec, s[14:15]
.LBB0_756:
	s_or_b64 exec, exec, s[48:49]
	ds_bpermute_b32 v12, v48, v28
	ds_bpermute_b32 v13, v48, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[12:13], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v13, v29, v13, s[8:9]
	v_cndmask_b32_e64 v12, v28, v12, s[8:9]
	ds_bpermute_b32 v29, v49, v13
	ds_bpermute_b32 v28, v49, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v29, s[8:9]
	v_cndmask_b32_e64 v12, v12, v28, s[8:9]
	ds_bpermute_b32 v29, v50, v13
	ds_bpermute_b32 v28, v50, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v29, s[8:9]
	v_cndmask_b32_e64 v12, v12, v28, s[8:9]
	ds_bpermute_b32 v29, v51, v13
	ds_bpermute_b32 v28, v51, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v29, s[8:9]
	v_cndmask_b32_e64 v12, v12, v28, s[8:9]
	ds_bpermute_b32 v29, v52, v13
	ds_bpermute_b32 v28, v52, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v29, s[8:9]
	v_cndmask_b32_e64 v12, v12, v28, s[8:9]
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_745
	v_lshl_add_u64 v[28:29], s[46:47], 3, v[14:15]
	flat_store_dwordx2 v[28:29], v[12:13]
	s_branch .LBB0_745
.LBB0_758:
	s_or_b64 exec, exec, s[26:27]
.LBB0_759:
	s_andn2_saveexec_b64 s[4:5], s[24:25]
	s_cbranch_execz .LBB0_766
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_765
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[20:21]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[32:33]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[36:37]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[40:41]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[18:19]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[30:31]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[34:35]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[38:39]
	v_cmp_gt_i64_e32 vcc, 20, v[2:3]
	s_mov_b32 s2, -1
	s_brev_b32 s3, -2
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 20, v2, vcc
	v_cmp_lt_i64_e32 vcc, 1, v[2:3]
	s_mov_b64 s[8:9], 0
	v_mov_b64_e32 v[22:23], s[2:3]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 1, v2, vcc
	v_bfrev_b32_e32 v24, 1
	s_mov_b64 s[10:11], 0
	s_branch .LBB0_763
.LBB0_762:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s10, s10, 1
	v_lshl_add_u64 v[2:3], v[2:3], 0, -1
	s_addc_u32 s11, s11, 0
	v_cmp_eq_u64_e32 vcc, 0, v[2:3]
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_765
.LBB0_763:
	v_cmp_lt_i64_e32 vcc, v[6:7], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v27, v24, v7, vcc
	v_cndmask_b32_e32 v26, 0, v6, vcc
	v_cmp_lt_i64_e32 vcc, v[8:9], v[22:23]
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[26:27]
	s_and_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v27, v27, v9, vcc
	v_cndmask_b32_e32 v26, v26, v8, vcc
	v_cmp_lt_i64_e32 vcc, v[10:11], v[22:23]
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[26:27]
	s_and_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v27, v27, v11, vcc
	v_cndmask_b32_e32 v26, v26, v10, vcc
	v_cmp_lt_i64_e32 vcc, v[12:13], v[22:23]
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[26:27]
	s_and_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v23, v27, v13, vcc
	v_cndmask_b32_e32 v22, v26, v12, vcc
	ds_bpermute_b32 v26, v48, v22
	ds_bpermute_b32 v27, v48, v23
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[26:27], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v27, vcc
	v_cndmask_b32_e32 v22, v22, v26, vcc
	ds_bpermute_b32 v26, v49, v22
	ds_bpermute_b32 v27, v49, v23
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[26:27], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v27, vcc
	v_cndmask_b32_e32 v22, v22, v26, vcc
	ds_bpermute_b32 v27, v50, v23
	ds_bpermute_b32 v26, v50, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[26:27], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v27, vcc
	v_cndmask_b32_e32 v22, v22, v26, vcc
	ds_bpermute_b32 v27, v51, v23
	ds_bpermute_b32 v26, v51, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[26:27], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v27, vcc
	v_cndmask_b32_e32 v22, v22, v26, vcc
	ds_bpermute_b32 v27, v52, v23
	ds_bpermute_b32 v26, v52, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[26:27], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v27, vcc
	v_cndmask_b32_e32 v22, v22, v26, vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_762
	v_lshl_add_u64 v[26:27], s[10:11], 3, v[14:15]
	flat_store_dwordx2 v[26:27], v[22:23]
	s_branch .LBB0_762
.LBB0_765:
	s_or_b64 exec, exec, s[6:7]
.LBB0_766:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i64_e32 vcc, 20, v[42:43]
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_769
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[20:21]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[32:33]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[36:37]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[40:41]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[30:31]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[34:35]
	v_cmp_gt_i64_e32 vcc, 20, v[42:43]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[38:39]
	v_mov_b32_e32 v2, 0
	v_cndmask_b32_e32 v7, 0, v43, vcc
	v_cndmask_b32_e32 v6, 20, v42, vcc
	v_cmp_gt_i64_e32 vcc, 20, v[0:1]
	s_mov_b64 s[0:1], 0
	v_bfrev_b32_e32 v3, 1
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cndmask_b32_e32 v0, 20, v0, vcc
	v_lshl_add_u64 v[0:1], v[0:1], 0, -1
.LBB0_768:
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	v_cmp_lt_i64_e32 vcc, 18, v[0:1]
	v_lshl_add_u64 v[4:5], v[6:7], 3, v[14:15]
	v_lshl_add_u64 v[6:7], v[6:7], 0, 1
	s_or_b64 s[0:1], vcc, s[0:1]
	flat_store_dwordx2 v[4:5], v[2:3]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_768
.LBB0_769:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_stats
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 110
		.amdhsa_next_free_sgpr 80
		.amdhsa_accum_offset 112
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
      - .offset:         104
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .max_flat_workgroup_size: 256
    .name:           logpjit_topk_stats
    .private_segment_fixed_size: 0
    .sgpr_count:     86
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     110
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
