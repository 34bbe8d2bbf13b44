; golden AMDGCN for tests/gfx942_test.cpp (cross_target_bitwise, tau, entropy)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_tile_stats
	.p2align	8
	.type	logpjit_tile_stats,@function
logpjit_tile_stats:
	s_mov_b64 s[36:37], s[0:1]
	s_load_dwordx16 s[16:31], s[0:1], 0x20
	s_mov_b32 s0, 0x69ad9940
	s_add_u32 s0, 0x6e928, s0
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s1, 0, 0
	v_add_co_u32_e32 v1, vcc, s0, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s0, s1, 0x1b9b10
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s1, s0, 0xfffff6ba
	s_mul_hi_u32 s5, s4, 0xfffff6ba
	s_add_i32 s5, s5, s1
	s_sub_i32 s1, s5, s4
	s_mul_i32 s6, s4, 0xfffff6ba
	s_mul_hi_u32 s9, s4, s1
	s_mul_i32 s10, s4, s1
	s_mul_hi_u32 s4, s4, s6
	s_add_u32 s4, s4, s10
	s_mul_hi_u32 s7, s0, s6
	s_mul_i32 s8, s0, s6
	s_addc_u32 s6, 0, s9
	s_add_u32 s4, s4, s8
	s_mul_hi_u32 s5, s0, s1
	s_addc_u32 s4, s6, s7
	s_addc_u32 s5, s5, 0
	s_mul_i32 s1, s0, s1
	s_add_u32 s1, s4, s1
	s_addc_u32 s4, 0, s5
	v_add_co_u32_e32 v1, vcc, s1, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s6, s0, s4
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s0, s21, 31
	s_add_u32 s4, s20, s0
	s_mov_b32 s1, s0
	s_addc_u32 s5, s21, s0
	s_xor_b64 s[4:5], s[4:5], s[0:1]
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s8, s4, s6
	s_mul_hi_u32 s10, s4, s9
	s_mul_hi_u32 s7, s4, s6
	s_add_u32 s8, s10, s8
	s_addc_u32 s7, 0, s7
	s_mul_hi_u32 s11, s5, s9
	s_mul_i32 s9, s5, s9
	s_add_u32 s8, s8, s9
	s_mul_hi_u32 s10, s5, s6
	s_addc_u32 s7, s7, s11
	s_addc_u32 s8, s10, 0
	s_mul_i32 s6, s5, s6
	s_add_u32 s6, s7, s6
	s_addc_u32 s7, 0, s8
	s_add_u32 s8, s6, 1
	s_addc_u32 s9, s7, 0
	s_add_u32 s10, s6, 2
	s_mul_i32 s13, s7, 0x946
	s_mul_hi_u32 s14, s6, 0x946
	s_addc_u32 s11, s7, 0
	s_add_i32 s14, s14, s13
	s_mul_i32 s13, s6, 0x946
	v_mov_b32_e32 v1, s13
	v_sub_co_u32_e32 v1, vcc, s4, v1
	s_movk_i32 s12, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s4, s5, s14
	v_subrev_co_u32_e32 v2, vcc, s12, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s5, s4, 0
	v_readfirstlane_b32 s12, v2
	s_cmpk_gt_u32 s12, 0x945
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s5, 0
	s_cselect_b32 s5, s12, -1
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s5, s11, s9
	v_readfirstlane_b32 s9, v1
	s_cselect_b32 s8, s10, s8
	s_cmpk_gt_u32 s9, 0x945
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u32 s4, 0
	s_cselect_b32 s4, s9, -1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s5, s5, s7
	s_cselect_b32 s4, s8, s6
	s_xor_b64 s[4:5], s[4:5], s[0:1]
	s_mov_b32 s3, 0
	s_sub_u32 s34, s4, s0
	s_subb_u32 s35, s5, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_or_b64 s[4:5], s[0:1], s[34:35]
	s_mov_b32 s4, s3
	v_lshrrev_b32_e32 v1, 5, v0
	s_cmp_lg_u64 s[4:5], 0
	v_or_b32_e32 v1, s0, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_2
	v_cvt_f32_u32_e32 v2, s34
	v_cvt_f32_u32_e32 v3, s35
	s_sub_u32 s0, 0, s34
	s_subb_u32 s2, 0, s35
	v_fmamk_f32 v2, v3, 0x4f800000, v2
	v_rcp_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_fmamk_f32 v2, v3, 0xcf800000, v2
	v_cvt_u32_f32_e32 v6, v3
	v_cvt_u32_f32_e32 v7, v2
	v_mul_lo_u32 v2, s0, v6
	v_mul_hi_u32 v4, s0, v7
	v_mul_lo_u32 v3, s2, v7
	v_add_u32_e32 v4, v4, v2
	v_mul_lo_u32 v8, s0, v7
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
	v_mul_hi_u32 v4, s0, v7
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v5, vcc
	v_mul_lo_u32 v2, s0, v6
	v_add_u32_e32 v2, v4, v2
	v_mul_lo_u32 v4, s2, v7
	v_add_u32_e32 v8, v2, v4
	v_mul_lo_u32 v2, s0, v7
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
	v_mad_u64_u32 v[8:9], s[2:3], s1, v8, 0
	v_add_co_u32_e32 v2, vcc, v4, v8
	v_mad_u64_u32 v[6:7], s[2:3], s1, v6, 0
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v9, vcc
	v_mov_b32_e32 v10, s1
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_mul_lo_u32 v6, s35, v2
	v_mul_lo_u32 v7, s34, v3
	v_mad_u64_u32 v[4:5], s[2:3], s34, v2, 0
	v_add3_u32 v8, v5, v7, v6
	v_sub_u32_e32 v5, s1, v8
	v_mov_b32_e32 v6, s35
	v_sub_co_u32_e32 v9, vcc, v1, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s34, v9
	s_nop 1
	v_subbrev_co_u32_e64 v4, s[2:3], 0, v4, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s35, v4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s34, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s35, v4
	s_nop 1
	v_cndmask_b32_e64 v11, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_subb_co_u32_e32 v7, vcc, v10, v8, vcc
	v_cmp_le_u32_e32 vcc, s35, v7
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s34, v9
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s35, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v67, v3, v5, vcc
	v_cndmask_b32_e64 v3, v6, v4, s[2:3]
	v_cndmask_b32_e32 v66, v2, v3, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v2, s34
	s_sub_i32 s0, 0, s34
	v_mov_b32_e32 v67, 0
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v3, v2, s34
	v_sub_u32_e32 v3, v1, v3
	v_add_u32_e32 v4, 1, v2
	v_subrev_u32_e32 v5, s34, v3
	v_cmp_le_u32_e32 vcc, s34, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s34, v3
	s_nop 1
	v_cndmask_b32_e32 v66, v2, v4, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[30:31], v[66:67]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_734
	v_mul_lo_u32 v4, v67, s34
	v_mul_lo_u32 v5, v66, s35
	v_mad_u64_u32 v[2:3], s[2:3], v66, s34, 0
	v_add3_u32 v3, v3, v5, v4
	v_mov_b32_e32 v4, s1
	s_load_dwordx4 s[0:3], s[36:37], 0x0
	v_sub_co_u32_e32 v70, vcc, v1, v2
	v_mov_b32_e32 v5, s23
	s_nop 0
	v_subb_co_u32_e32 v71, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	s_lshl_b32 s4, s2, 2
	v_alignbit_b32 v1, s3, v1, 30
	v_mov_b32_e32 v4, s22
	v_mul_lo_u32 v1, v1, v66
	v_mad_u64_u32 v[68:69], s[0:1], s4, v66, v[2:3]
	v_mul_lo_u32 v2, s4, v67
	s_movk_i32 s2, 0xf6ba
	v_add3_u32 v69, v1, v69, v2
	v_mad_u64_u32 v[2:3], s[0:1], v70, s2, v[4:5]
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[0:1], v71, s2, v[4:5]
	v_sub_u32_e32 v3, v4, v70
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_and_b32_e32 v72, 31, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_724
	v_writelane_b32 v108, s0, 0
	s_movk_i32 s2, 0x2518
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_writelane_b32 v108, s1, 1
	v_mad_u64_u32 v[74:75], s[0:1], v70, s2, v[68:69]
	v_mov_b32_e32 v4, v75
	v_mad_u64_u32 v[4:5], s[0:1], v71, s2, v[4:5]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 0, v2, vcc
	s_mov_b64 s[0:1], 0x946
	v_mov_b32_e32 v73, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[2:3]
	v_mov_b32_e32 v1, 0x946
	v_mov_b32_e32 v75, v4
	v_cndmask_b32_e32 v77, 0, v3, vcc
	v_cndmask_b32_e32 v76, v1, v2, vcc
	v_and_b32_e32 v2, 15, v74
	v_mov_b32_e32 v3, v73
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	v_lshlrev_b32_e32 v78, 3, v72
	s_and_saveexec_b64 s[0:1], vcc
	v_writelane_b32 v108, s36, 2
	s_xor_b64 s[0:1], exec, s[0:1]
	s_nop 0
	v_writelane_b32 v108, s37, 3
	s_cbranch_execz .LBB0_364
	v_writelane_b32 v108, s0, 4
	v_or_b32_e32 v80, 0xe0, v72
	v_mov_b32_e32 v81, v73
	s_movk_i32 s22, 0xff40
	s_movk_i32 s68, 0xff60
	s_movk_i32 s88, 0xff80
	s_movk_i32 s82, 0xffa0
	s_movk_i32 s78, 0xffc0
	s_movk_i32 s98, 0xffe0
	v_writelane_b32 v108, s1, 5
	v_mov_b32_e32 v79, v73
	s_mov_b64 s[60:61], 0
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b32 s23, -1
	s_mov_b64 s[30:31], 0x129
	s_mov_b64 s[44:45], 0x400
	s_mov_b64 s[46:47], 0x108
	s_mov_b64 s[48:49], 0x100
	s_mov_b64 s[54:55], 0x102
	s_mov_b64 s[56:57], 0x104
	s_mov_b64 s[58:59], 0x105
	s_mov_b64 s[62:63], 0x107
	s_mov_b64 s[64:65], 0x106
	s_mov_b64 s[66:67], 0x800
	s_mov_b32 s69, -1
	s_mov_b64 s[70:71], 0x208
	s_mov_b32 s89, -1
	s_mov_b64 s[90:91], 0xc00
	s_mov_b64 s[92:93], 0x308
	s_mov_b32 s83, -1
	s_mov_b64 s[84:85], 0x1000
	s_mov_b64 s[86:87], 0x408
	v_mov_b32_e32 v88, 0x7fc00000
	v_mov_b64_e32 v[82:83], v[80:81]
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	s_mov_b32 s79, -1
	s_mov_b64 s[80:81], 0x1400
	s_mov_b64 s[0:1], 0x508
	s_mov_b32 s99, -1
	s_mov_b64 s[72:73], 0x1800
	s_mov_b64 s[74:75], 0x608
	s_mov_b64 s[96:97], 0x1c00
	s_mov_b64 s[76:77], 0x708
	s_mov_b64 s[94:95], 0
	s_mov_b32 s36, 0xff800000
	s_branch .LBB0_9
.LBB0_8:
	s_cbranch_execnz .LBB0_185
.LBB0_9:
	s_lshl_b64 s[2:3], s[94:95], 5
	v_mov_b32_e32 v5, s3
	v_or_b32_e32 v4, s2, v72
	v_lshl_add_u64 v[84:85], v[78:79], 0, s[60:61]
	v_lshlrev_b64 v[4:5], 5, v[4:5]
	v_lshl_add_u64 v[86:87], v[74:75], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[84:85], 0, 8
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_11
	flat_load_dwordx4 v[14:17], v[86:87] offset:16
	flat_load_dwordx4 v[10:13], v[86:87]
.LBB0_11:
	s_andn2_saveexec_b64 s[50:51], s[2:3]
	s_cbranch_execz .LBB0_29
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v10, 4, v84
	v_mov_b32_e32 v11, v85
	v_or_b32_e32 v12, 5, v84
	v_mov_b32_e32 v13, v85
	v_or_b32_e32 v14, 7, v84
	v_mov_b32_e32 v15, v85
	v_or_b32_e32 v16, 6, v84
	v_mov_b32_e32 v17, v85
	s_mov_b32 s37, s36
	v_or_b32_e32 v4, 1, v84
	v_mov_b32_e32 v5, v85
	v_or_b32_e32 v6, 3, v84
	v_mov_b32_e32 v7, v85
	v_or_b32_e32 v8, 2, v84
	v_mov_b32_e32 v9, v85
	v_cmp_lt_u64_e64 s[14:15], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[12:13], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[10:11], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[10:11], s[36:37]
	v_cmp_lt_u64_e64 s[6:7], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[84:85], v[76:77]
	v_mov_b64_e32 v[12:13], s[38:39]
	v_mov_b64_e32 v[14:15], s[40:41]
	v_mov_b64_e32 v[16:17], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_14
	flat_load_dword v2, v[86:87]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[8:9]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_14:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v1, 0, 1, s[14:15]
	v_cndmask_b32_e64 v2, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[6:7]
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_16
	flat_load_dword v11, v[86:87] offset:4
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_18
	flat_load_dword v12, v[86:87] offset:8
.LBB0_18:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_20
	flat_load_dword v13, v[86:87] offset:12
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_22
	flat_load_dword v14, v[86:87] offset:16
.LBB0_22:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_24
	flat_load_dword v15, v[86:87] offset:20
.LBB0_24:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_26
	flat_load_dword v16, v[86:87] offset:24
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_28
	flat_load_dword v17, v[86:87] offset:28
.LBB0_28:
	s_or_b64 exec, exec, s[2:3]
.LBB0_29:
	s_or_b64 exec, exec, s[50:51]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[46:47]
	v_lshl_add_u64 v[26:27], v[86:87], 0, s[44:45]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_32
	flat_load_dwordx4 v[18:21], v[26:27]
	flat_load_dwordx4 v[22:25], v[26:27] offset:16
.LBB0_32:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_50
	s_mov_b64 s[2:3], 0x101
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[84:85], 0, s[54:55]
	v_lshl_add_u64 v[20:21], v[84:85], 0, s[56:57]
	v_lshl_add_u64 v[22:23], v[84:85], 0, s[58:59]
	v_lshl_add_u64 v[24:25], v[84:85], 0, s[62:63]
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[48:49]
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	v_lshl_add_u64 v[36:37], v[84:85], 0, s[64:65]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[18:19], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[20:21], s[38:39]
	v_mov_b64_e32 v[22:23], s[40:41]
	v_mov_b64_e32 v[24:25], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_35
	flat_load_dword v2, v[26:27]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
.LBB0_35:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v1, 0, 1, s[14:15]
	v_cndmask_b32_e64 v2, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[6:7]
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_37
	flat_load_dword v19, v[26:27] offset:4
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
	flat_load_dword v20, v[26:27] offset:8
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_41
	flat_load_dword v21, v[26:27] offset:12
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
	flat_load_dword v22, v[26:27] offset:16
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_45
	flat_load_dword v23, v[26:27] offset:20
.LBB0_45:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_47
	flat_load_dword v24, v[26:27] offset:24
.LBB0_47:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_49
	flat_load_dword v25, v[26:27] offset:28
.LBB0_49:
	s_or_b64 exec, exec, s[2:3]
.LBB0_50:
	s_or_b64 exec, exec, s[52:53]
.LBB0_51:
	s_or_b64 exec, exec, s[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v1, v28, v10
	v_cmp_o_f32_e32 vcc, v28, v10
	v_max_f32_e32 v4, v30, v12
	v_max_f32_e32 v5, v31, v13
	v_cndmask_b32_e32 v2, v88, v1, vcc
	v_max_f32_e32 v1, v29, v11
	v_cmp_o_f32_e32 vcc, v29, v11
	v_max_f32_e32 v6, v32, v14
	v_max_f32_e32 v7, v33, v15
	v_cndmask_b32_e32 v1, v88, v1, vcc
	v_cmp_o_f32_e32 vcc, v30, v12
	v_max_f32_e32 v8, v34, v16
	v_max_f32_e32 v9, v35, v17
	v_cndmask_b32_e32 v4, v88, v4, vcc
	v_cmp_o_f32_e32 vcc, v31, v13
	s_cmp_eq_u64 s[60:61], 0x800
	s_nop 0
	v_cndmask_b32_e32 v5, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v32, v14
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v33, v15
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v34, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v35, v17
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v9, vcc
	v_max_f32_e32 v10, v9, v25
	v_cmp_o_f32_e32 vcc, v9, v25
	v_max_f32_e32 v9, v8, v24
	s_nop 0
	v_cndmask_b32_e32 v11, v88, v10, vcc
	v_cmp_o_f32_e32 vcc, v8, v24
	v_max_f32_e32 v8, v7, v23
	s_nop 0
	v_cndmask_b32_e32 v10, v88, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v23
	v_max_f32_e32 v7, v6, v22
	s_nop 0
	v_cndmask_b32_e32 v13, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v22
	v_max_f32_e32 v6, v5, v21
	s_nop 0
	v_cndmask_b32_e32 v12, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v21
	v_max_f32_e32 v5, v4, v20
	s_nop 0
	v_cndmask_b32_e32 v15, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v20
	v_max_f32_e32 v4, v1, v19
	s_nop 0
	v_cndmask_b32_e32 v14, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v19
	s_nop 1
	v_cndmask_b32_e32 v1, v88, v4, vcc
	v_max_f32_e32 v4, v2, v18
	v_cmp_o_f32_e32 vcc, v2, v18
	s_nop 1
	v_cndmask_b32_e32 v16, v88, v4, vcc
	s_cbranch_scc1 .LBB0_8
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[68:69]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_74
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[70:71]
	v_lshl_add_u64 v[20:21], v[86:87], 0, s[66:67]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_55
	flat_load_dwordx4 v[26:29], v[20:21]
	flat_load_dwordx4 v[30:33], v[20:21] offset:16
.LBB0_55:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_73
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[22:23], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[24:25], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[28:29], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	v_lshl_add_u64 v[30:31], v[84:85], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[26:27], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[26:27], s[36:37]
	v_cmp_lt_u64_e64 s[8:9], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[28:29], s[38:39]
	v_mov_b64_e32 v[30:31], s[40:41]
	v_mov_b64_e32 v[32:33], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_58
	flat_load_dword v2, v[20:21]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[32:33], v[8:9]
	v_mov_b64_e32 v[30:31], v[6:7]
	v_mov_b64_e32 v[28:29], v[4:5]
	v_mov_b64_e32 v[26:27], v[2:3]
.LBB0_58:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_60
	flat_load_dword v27, v[20:21] offset:4
.LBB0_60:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_62
	flat_load_dword v28, v[20:21] offset:8
.LBB0_62:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_64
	flat_load_dword v29, v[20:21] offset:12
.LBB0_64:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_66
	flat_load_dword v30, v[20:21] offset:16
.LBB0_66:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_68
	flat_load_dword v31, v[20:21] offset:20
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_70
	flat_load_dword v32, v[20:21] offset:24
.LBB0_70:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_72
	flat_load_dword v33, v[20:21] offset:28
.LBB0_72:
	s_or_b64 exec, exec, s[2:3]
.LBB0_73:
	s_or_b64 exec, exec, s[52:53]
.LBB0_74:
	s_or_b64 exec, exec, s[50:51]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[88:89]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_96
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[92:93]
	v_lshl_add_u64 v[34:35], v[86:87], 0, s[90:91]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_77
	flat_load_dwordx4 v[18:21], v[34:35]
	flat_load_dwordx4 v[22:25], v[34:35] offset:16
.LBB0_77:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_95
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	v_lshl_add_u64 v[24:25], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[36:37], v[84:85], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[18:19], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[20:21], s[38:39]
	v_mov_b64_e32 v[22:23], s[40:41]
	v_mov_b64_e32 v[24:25], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_80
	flat_load_dword v2, v[34:35]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
.LBB0_80:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_82
	flat_load_dword v19, v[34:35] offset:4
.LBB0_82:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_84
	flat_load_dword v20, v[34:35] offset:8
.LBB0_84:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_86
	flat_load_dword v21, v[34:35] offset:12
.LBB0_86:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_88
	flat_load_dword v22, v[34:35] offset:16
.LBB0_88:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_90
	flat_load_dword v23, v[34:35] offset:20
.LBB0_90:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_92
	flat_load_dword v24, v[34:35] offset:24
.LBB0_92:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_94
	flat_load_dword v25, v[34:35] offset:28
.LBB0_94:
	s_or_b64 exec, exec, s[2:3]
.LBB0_95:
	s_or_b64 exec, exec, s[52:53]
.LBB0_96:
	s_or_b64 exec, exec, s[50:51]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[82:83]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_118
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[86:87]
	v_lshl_add_u64 v[36:37], v[86:87], 0, s[84:85]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_99
	flat_load_dwordx4 v[42:45], v[36:37]
	flat_load_dwordx4 v[46:49], v[36:37] offset:16
.LBB0_99:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_117
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[38:39], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[40:41], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[42:43], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	v_lshl_add_u64 v[44:45], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	v_lshl_add_u64 v[46:47], v[84:85], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[44:45]
	v_cmp_lt_u64_e64 s[14:15], v[46:47], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[44:45], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[42:43], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[48:49], s[42:43]
	v_cmp_lt_u64_e64 s[8:9], v[40:41], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[46:47], s[40:41]
	v_mov_b64_e32 v[44:45], s[38:39]
	v_mov_b64_e32 v[42:43], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_102
	flat_load_dword v2, v[36:37]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[48:49], v[8:9]
	v_mov_b64_e32 v[46:47], v[6:7]
	v_mov_b64_e32 v[44:45], v[4:5]
	v_mov_b64_e32 v[42:43], v[2:3]
.LBB0_102:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_104
	flat_load_dword v43, v[36:37] offset:4
.LBB0_104:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_106
	flat_load_dword v44, v[36:37] offset:8
.LBB0_106:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_108
	flat_load_dword v45, v[36:37] offset:12
.LBB0_108:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_110
	flat_load_dword v46, v[36:37] offset:16
.LBB0_110:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_112
	flat_load_dword v47, v[36:37] offset:20
.LBB0_112:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_114
	flat_load_dword v48, v[36:37] offset:24
.LBB0_114:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_116
	flat_load_dword v49, v[36:37] offset:28
.LBB0_116:
	s_or_b64 exec, exec, s[2:3]
.LBB0_117:
	s_or_b64 exec, exec, s[52:53]
.LBB0_118:
	s_or_b64 exec, exec, s[50:51]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[78:79]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_140
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[0:1]
	v_lshl_add_u64 v[50:51], v[86:87], 0, s[80:81]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_121
	flat_load_dwordx4 v[34:37], v[50:51]
	flat_load_dwordx4 v[38:41], v[50:51] offset:16
.LBB0_121:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_139
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[34:35], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[36:37], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[38:39], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[40:41], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[52:53], v[84:85], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[40:41], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[34:35], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[34:35], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[52:53], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[36:37], s[38:39]
	v_mov_b64_e32 v[38:39], s[40:41]
	v_mov_b64_e32 v[40:41], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_124
	flat_load_dword v2, v[50:51]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[40:41], v[8:9]
	v_mov_b64_e32 v[38:39], v[6:7]
	v_mov_b64_e32 v[36:37], v[4:5]
	v_mov_b64_e32 v[34:35], v[2:3]
.LBB0_124:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_126
	flat_load_dword v35, v[50:51] offset:4
.LBB0_126:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_128
	flat_load_dword v36, v[50:51] offset:8
.LBB0_128:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_130
	flat_load_dword v37, v[50:51] offset:12
.LBB0_130:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_132
	flat_load_dword v38, v[50:51] offset:16
.LBB0_132:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_134
	flat_load_dword v39, v[50:51] offset:20
.LBB0_134:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_136
	flat_load_dword v40, v[50:51] offset:24
.LBB0_136:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_138
	flat_load_dword v41, v[50:51] offset:28
.LBB0_138:
	s_or_b64 exec, exec, s[2:3]
.LBB0_139:
	s_or_b64 exec, exec, s[52:53]
.LBB0_140:
	s_or_b64 exec, exec, s[50:51]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[98:99]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	v_mov_b32_e32 v64, 0xff800000
	v_mov_b32_e32 v65, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_162
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[74:75]
	v_lshl_add_u64 v[52:53], v[86:87], 0, s[72:73]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_143
	flat_load_dwordx4 v[58:61], v[52:53]
	flat_load_dwordx4 v[62:65], v[52:53] offset:16
.LBB0_143:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_161
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[54:55], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[56:57], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[58:59], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	v_lshl_add_u64 v[60:61], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[62:63], v[84:85], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[62:63], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[60:61], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[58:59], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[64:65], s[42:43]
	v_cmp_lt_u64_e64 s[8:9], v[56:57], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[54:55], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[62:63], s[40:41]
	v_mov_b64_e32 v[60:61], s[38:39]
	v_mov_b64_e32 v[58:59], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_146
	flat_load_dword v2, v[52:53]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[64:65], v[8:9]
	v_mov_b64_e32 v[62:63], v[6:7]
	v_mov_b64_e32 v[60:61], v[4:5]
	v_mov_b64_e32 v[58:59], v[2:3]
.LBB0_146:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_148
	flat_load_dword v59, v[52:53] offset:4
.LBB0_148:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_150
	flat_load_dword v60, v[52:53] offset:8
.LBB0_150:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_152
	flat_load_dword v61, v[52:53] offset:12
.LBB0_152:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_154
	flat_load_dword v62, v[52:53] offset:16
.LBB0_154:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_156
	flat_load_dword v63, v[52:53] offset:20
.LBB0_156:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_158
	flat_load_dword v64, v[52:53] offset:24
.LBB0_158:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_160
	flat_load_dword v65, v[52:53] offset:28
.LBB0_160:
	s_or_b64 exec, exec, s[2:3]
.LBB0_161:
	s_or_b64 exec, exec, s[52:53]
.LBB0_162:
	s_or_b64 exec, exec, s[50:51]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[82:83]
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_184
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[76:77]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[96:97]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_165
	flat_load_dwordx4 v[50:53], v[86:87]
	flat_load_dwordx4 v[54:57], v[86:87] offset:16
.LBB0_165:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_183
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[50:51], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[52:53], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[54:55], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[56:57], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x706
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[56:57], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[54:55], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[52:53], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[50:51], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[56:57], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[84:85], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[54:55], s[40:41]
	v_mov_b64_e32 v[52:53], s[38:39]
	v_mov_b64_e32 v[50:51], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_168
	flat_load_dword v2, v[86:87]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[56:57], v[8:9]
	v_mov_b64_e32 v[54:55], v[6:7]
	v_mov_b64_e32 v[52:53], v[4:5]
	v_mov_b64_e32 v[50:51], v[2:3]
.LBB0_168:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_170
	flat_load_dword v51, v[86:87] offset:4
.LBB0_170:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_172
	flat_load_dword v52, v[86:87] offset:8
.LBB0_172:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_174
	flat_load_dword v53, v[86:87] offset:12
.LBB0_174:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_176
	flat_load_dword v54, v[86:87] offset:16
.LBB0_176:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_178
	flat_load_dword v55, v[86:87] offset:20
.LBB0_178:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_180
	flat_load_dword v56, v[86:87] offset:24
.LBB0_180:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_182
	flat_load_dword v57, v[86:87] offset:28
.LBB0_182:
	s_or_b64 exec, exec, s[2:3]
.LBB0_183:
	s_or_b64 exec, exec, s[52:53]
.LBB0_184:
	s_or_b64 exec, exec, s[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v2, v11, v33
	v_cmp_o_f32_e32 vcc, v11, v33
	v_max_f32_e32 v4, v10, v32
	v_max_f32_e32 v5, v13, v31
	v_cndmask_b32_e32 v2, v88, v2, vcc
	v_cmp_o_f32_e32 vcc, v10, v32
	v_max_f32_e32 v6, v12, v30
	v_max_f32_e32 v7, v15, v29
	v_cndmask_b32_e32 v4, v88, v4, vcc
	v_cmp_o_f32_e32 vcc, v13, v31
	v_max_f32_e32 v8, v14, v28
	v_max_f32_e32 v9, v1, v27
	v_cndmask_b32_e32 v5, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v12, v30
	v_max_f32_e32 v17, v16, v26
	s_add_u32 s94, s94, 8
	v_cndmask_b32_e32 v6, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v15, v29
	s_addc_u32 s95, s95, 0
	s_add_u32 s60, s60, 0x800
	v_cndmask_b32_e32 v7, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v14, v28
	s_addc_u32 s61, s61, 0
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[48:49]
	v_cndmask_b32_e32 v8, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v1, v27
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v9, vcc
	v_cmp_o_f32_e32 vcc, v16, v26
	s_nop 1
	v_cndmask_b32_e32 v17, v88, v17, vcc
	v_max_f32_e32 v26, v17, v18
	v_cmp_o_f32_e32 vcc, v17, v18
	v_max_f32_e32 v18, v9, v19
	s_nop 0
	v_cndmask_b32_e32 v17, v88, v26, vcc
	v_cmp_o_f32_e32 vcc, v9, v19
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v18, vcc
	v_max_f32_e32 v18, v8, v20
	v_cmp_o_f32_e32 vcc, v8, v20
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v18, vcc
	v_max_f32_e32 v18, v7, v21
	v_cmp_o_f32_e32 vcc, v7, v21
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v18, vcc
	v_max_f32_e32 v18, v6, v22
	v_cmp_o_f32_e32 vcc, v6, v22
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v18, vcc
	v_max_f32_e32 v18, v5, v23
	v_cmp_o_f32_e32 vcc, v5, v23
	s_nop 1
	v_cndmask_b32_e32 v5, v88, v18, vcc
	v_max_f32_e32 v18, v4, v24
	v_cmp_o_f32_e32 vcc, v4, v24
	s_nop 1
	v_cndmask_b32_e32 v4, v88, v18, vcc
	v_max_f32_e32 v18, v2, v25
	v_cmp_o_f32_e32 vcc, v2, v25
	s_nop 1
	v_cndmask_b32_e32 v2, v88, v18, vcc
	v_max_f32_e32 v18, v2, v49
	v_cmp_o_f32_e32 vcc, v2, v49
	s_nop 1
	v_cndmask_b32_e32 v2, v88, v18, vcc
	v_max_f32_e32 v18, v4, v48
	v_cmp_o_f32_e32 vcc, v4, v48
	s_nop 1
	v_cndmask_b32_e32 v4, v88, v18, vcc
	v_max_f32_e32 v18, v5, v47
	v_cmp_o_f32_e32 vcc, v5, v47
	s_nop 1
	v_cndmask_b32_e32 v5, v88, v18, vcc
	v_max_f32_e32 v18, v6, v46
	v_cmp_o_f32_e32 vcc, v6, v46
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v18, vcc
	v_max_f32_e32 v18, v7, v45
	v_cmp_o_f32_e32 vcc, v7, v45
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v18, vcc
	v_max_f32_e32 v18, v8, v44
	v_cmp_o_f32_e32 vcc, v8, v44
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v18, vcc
	v_max_f32_e32 v18, v9, v43
	v_cmp_o_f32_e32 vcc, v9, v43
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v18, vcc
	v_max_f32_e32 v18, v17, v42
	v_cmp_o_f32_e32 vcc, v17, v42
	s_nop 1
	v_cndmask_b32_e32 v17, v88, v18, vcc
	v_max_f32_e32 v18, v17, v34
	v_cmp_o_f32_e32 vcc, v17, v34
	s_nop 1
	v_cndmask_b32_e32 v17, v88, v18, vcc
	v_max_f32_e32 v18, v9, v35
	v_cmp_o_f32_e32 vcc, v9, v35
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v18, vcc
	v_max_f32_e32 v18, v8, v36
	v_cmp_o_f32_e32 vcc, v8, v36
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v18, vcc
	v_max_f32_e32 v18, v7, v37
	v_cmp_o_f32_e32 vcc, v7, v37
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v18, vcc
	v_max_f32_e32 v18, v6, v38
	v_cmp_o_f32_e32 vcc, v6, v38
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v18, vcc
	v_max_f32_e32 v18, v5, v39
	v_cmp_o_f32_e32 vcc, v5, v39
	s_nop 1
	v_cndmask_b32_e32 v5, v88, v18, vcc
	v_max_f32_e32 v18, v4, v40
	v_cmp_o_f32_e32 vcc, v4, v40
	s_nop 1
	v_cndmask_b32_e32 v4, v88, v18, vcc
	v_max_f32_e32 v18, v2, v41
	v_cmp_o_f32_e32 vcc, v2, v41
	s_nop 1
	v_cndmask_b32_e32 v2, v88, v18, vcc
	v_max_f32_e32 v18, v2, v65
	v_cmp_o_f32_e32 vcc, v2, v65
	s_nop 1
	v_cndmask_b32_e32 v2, v88, v18, vcc
	v_max_f32_e32 v18, v4, v64
	v_cmp_o_f32_e32 vcc, v4, v64
	s_nop 1
	v_cndmask_b32_e32 v4, v88, v18, vcc
	v_max_f32_e32 v18, v5, v63
	v_cmp_o_f32_e32 vcc, v5, v63
	s_nop 1
	v_cndmask_b32_e32 v5, v88, v18, vcc
	v_max_f32_e32 v18, v6, v62
	v_cmp_o_f32_e32 vcc, v6, v62
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v18, vcc
	v_max_f32_e32 v18, v7, v61
	v_cmp_o_f32_e32 vcc, v7, v61
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v18, vcc
	v_max_f32_e32 v18, v8, v60
	v_cmp_o_f32_e32 vcc, v8, v60
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v18, vcc
	v_max_f32_e32 v18, v9, v59
	v_cmp_o_f32_e32 vcc, v9, v59
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v18, vcc
	v_max_f32_e32 v18, v17, v58
	v_cmp_o_f32_e32 vcc, v17, v58
	s_nop 1
	v_cndmask_b32_e32 v17, v88, v18, vcc
	v_max_f32_e32 v18, v17, v50
	v_cmp_o_f32_e32 vcc, v17, v50
	v_max_f32_e32 v17, v9, v51
	s_nop 0
	v_cndmask_b32_e32 v28, v88, v18, vcc
	v_cmp_o_f32_e32 vcc, v9, v51
	v_max_f32_e32 v9, v8, v52
	s_nop 0
	v_cndmask_b32_e32 v29, v88, v17, vcc
	v_cmp_o_f32_e32 vcc, v8, v52
	v_max_f32_e32 v8, v7, v53
	s_nop 0
	v_cndmask_b32_e32 v30, v88, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v53
	v_max_f32_e32 v7, v6, v54
	s_nop 0
	v_cndmask_b32_e32 v31, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v54
	v_max_f32_e32 v6, v5, v55
	s_nop 0
	v_cndmask_b32_e32 v32, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v55
	v_max_f32_e32 v5, v4, v56
	s_nop 0
	v_cndmask_b32_e32 v33, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v56
	v_max_f32_e32 v4, v2, v57
	s_nop 0
	v_cndmask_b32_e32 v34, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v2, v57
	s_nop 1
	v_cndmask_b32_e32 v35, v88, v4, vcc
	s_branch .LBB0_9
.LBB0_185:
	v_max_f32_e32 v2, v14, v10
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v14, v10
	v_max_f32_e32 v4, v16, v12
	v_max_f32_e32 v5, v15, v11
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_cmp_o_f32_e32 vcc, v16, v12
	v_max_f32_e32 v6, v1, v13
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_cmp_o_f32_e32 vcc, v15, v11
	v_and_b32_e32 v0, 0xfc, v0
	v_xor_b32_e32 v100, 64, v0
	v_cndmask_b32_e32 v5, v3, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v13
	v_xor_b32_e32 v101, 32, v0
	v_xor_b32_e32 v102, 16, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_max_f32_e32 v6, v1, v5
	v_cmp_o_f32_e32 vcc, v1, v5
	v_max_f32_e32 v5, v4, v2
	v_xor_b32_e32 v103, 8, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v2
	v_xor_b32_e32 v104, 4, v0
	s_mov_b32 s36, 0xff800000
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_max_f32_e32 v4, v2, v1
	v_cmp_o_f32_e32 vcc, v2, v1
	v_mov_b32_e32 v26, 0
	s_movk_i32 s22, 0xff40
	v_cndmask_b32_e32 v1, v3, v4, vcc
	v_div_scale_f32 v2, s[0:1], s24, s24, v1
	v_rcp_f32_e32 v4, v2
	s_movk_i32 s88, 0xff60
	s_movk_i32 s98, 0xff80
	s_movk_i32 s94, 0xffa0
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, v1, s24, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_div_fixup_f32 v1, v2, s24, v1
	ds_bpermute_b32 v2, v100, v1
	s_movk_i32 s54, 0xffc0
	s_movk_i32 s60, 0xffe0
	s_mov_b32 s25, s24
	s_mov_b32 s33, s24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s69, s24
	s_mov_b32 s71, s24
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v101, v1
	s_mov_b32 s73, s24
	s_mov_b32 s75, s24
	s_mov_b32 s77, s24
	s_mov_b32 s79, s24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b64 s[66:67], 0
	s_mov_b32 s23, -1
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v102, v1
	s_mov_b64 s[44:45], 0x129
	s_mov_b64 s[46:47], 0x400
	s_mov_b64 s[48:49], 0x108
	s_mov_b64 s[50:51], 0x100
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s81, 0xc2b00000
	s_mov_b32 s68, 0x4b400000
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v103, v1
	s_mov_b32 s70, 0x3fb8aa3b
	s_mov_b32 s72, 0xcb400000
	s_mov_b32 s74, 0xbf318000
	s_mov_b32 s76, 0x395e8083
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s78, 0x3c0905f1
	s_mov_b32 s80, 0x3ab688be
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v0, v104, v1
	s_mov_b32 s82, 0x3d2aaa8c
	s_mov_b32 s84, 0x3e2aaa6e
	s_mov_b32 s83, 0xc3000000
	s_mov_b32 s89, -1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v1, v0
	v_cmp_o_f32_e32 vcc, v1, v0
	v_mov_b32_e32 v9, 0xff800000
	v_mov_b32_e32 v105, 0xc2b00000
	v_cndmask_b32_e32 v109, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, s36, v109
	v_mov_b32_e32 v106, 0xc3000000
	v_mov_b32_e32 v27, v26
	v_cndmask_b32_e32 v0, 0, v109, vcc
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v38, v26
	v_mov_b32_e32 v39, v26
	v_mov_b32_e32 v36, v26
	v_mov_b32_e32 v37, v26
	v_mov_b32_e32 v34, v26
	v_mov_b32_e32 v35, v26
	v_mov_b32_e32 v40, v26
	v_mov_b32_e32 v41, v26
	v_mov_b32_e32 v32, v26
	v_mov_b32_e32 v33, v26
	v_mov_b32_e32 v30, v26
	v_mov_b32_e32 v31, v26
	v_mov_b32_e32 v28, v26
	v_mov_b32_e32 v29, v26
	s_mov_b32 s99, -1
	s_mov_b32 s95, -1
	s_mov_b64 s[96:97], 0x1000
	s_mov_b64 s[52:53], 0x408
	s_mov_b32 s55, -1
	s_mov_b64 s[56:57], 0x1400
	s_mov_b64 s[58:59], 0x508
	s_mov_b32 s61, -1
	s_mov_b64 s[62:63], 0x1800
	s_mov_b64 s[64:65], 0x608
	s_mov_b64 s[86:87], 0x1c00
	s_mov_b64 s[90:91], 0x708
	s_mov_b64 s[30:31], 0
	s_branch .LBB0_187
.LBB0_186:
	s_cbranch_execnz .LBB0_363
.LBB0_187:
	s_lshl_b64 s[0:1], s[30:31], 5
	v_mov_b32_e32 v11, s1
	v_or_b32_e32 v10, s0, v72
	v_lshl_add_u64 v[96:97], v[78:79], 0, s[66:67]
	v_lshlrev_b64 v[10:11], 5, v[10:11]
	v_lshl_add_u64 v[98:99], v[74:75], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[96:97], 0, 8
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_189
	flat_load_dwordx4 v[22:25], v[98:99] offset:16
	flat_load_dwordx4 v[18:21], v[98:99]
.LBB0_189:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_207
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v18, 5, v96
	v_mov_b32_e32 v19, v97
	v_or_b32_e32 v20, 7, v96
	v_mov_b32_e32 v21, v97
	v_or_b32_e32 v22, 6, v96
	v_mov_b32_e32 v23, v97
	s_mov_b32 s37, s36
	v_or_b32_e32 v10, 1, v96
	v_mov_b32_e32 v11, v97
	v_or_b32_e32 v12, 3, v96
	v_mov_b32_e32 v13, v97
	v_or_b32_e32 v14, 2, v96
	v_mov_b32_e32 v15, v97
	v_or_b32_e32 v16, 4, v96
	v_mov_b32_e32 v17, v97
	v_cmp_lt_u64_e64 s[14:15], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[18:19], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[18:19], s[36:37]
	v_cmp_lt_u64_e64 s[8:9], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[96:97], v[76:77]
	v_mov_b64_e32 v[20:21], s[38:39]
	v_mov_b64_e32 v[22:23], s[40:41]
	v_mov_b64_e32 v[24:25], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_192
	flat_load_dword v8, v[98:99]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[14:15]
	v_mov_b64_e32 v[22:23], v[12:13]
	v_mov_b64_e32 v[20:21], v[10:11]
	v_mov_b64_e32 v[18:19], v[8:9]
.LBB0_192:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_194
	flat_load_dword v19, v[98:99] offset:4
.LBB0_194:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_196
	flat_load_dword v20, v[98:99] offset:8
.LBB0_196:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_198
	flat_load_dword v21, v[98:99] offset:12
.LBB0_198:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_200
	flat_load_dword v22, v[98:99] offset:16
.LBB0_200:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_202
	flat_load_dword v23, v[98:99] offset:20
.LBB0_202:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_204
	flat_load_dword v24, v[98:99] offset:24
.LBB0_204:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_206
	flat_load_dword v25, v[98:99] offset:28
.LBB0_206:
	s_or_b64 exec, exec, s[2:3]
.LBB0_207:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[10:11]
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v11, 0xff800000
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_229
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[48:49]
	v_lshl_add_u64 v[42:43], v[98:99], 0, s[46:47]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_210
	flat_load_dwordx4 v[10:13], v[42:43]
	flat_load_dwordx4 v[14:17], v[42:43] offset:16
.LBB0_210:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_228
	s_mov_b64 s[2:3], 0x101
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x102
	v_lshl_add_u64 v[16:17], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x104
	v_lshl_add_u64 v[44:45], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x105
	v_lshl_add_u64 v[46:47], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x107
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[50:51]
	v_lshl_add_u64 v[48:49], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x106
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[50:51], v[96:97], 0, s[2:3]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[10:11], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[50:51], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[48:49], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[46:47], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[44:45], v[76:77]
	v_mov_b64_e32 v[12:13], s[38:39]
	v_mov_b64_e32 v[14:15], s[40:41]
	v_mov_b64_e32 v[16:17], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_213
	flat_load_dword v8, v[42:43]
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[14:15]
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[12:13], v[10:11]
	v_mov_b64_e32 v[10:11], v[8:9]
.LBB0_213:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v44, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v44, 3, v44
	v_or_b32_e32 v8, v44, v8
	v_cndmask_b32_e64 v44, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v44, 1, v44
	v_cndmask_b32_e64 v45, 0, 1, s[8:9]
	v_or_b32_e32 v44, v45, v44
	v_and_b32_e32 v44, 3, v44
	v_or_b32_e32 v8, v44, v8
	v_cndmask_b32_e64 v44, 0, 1, s[6:7]
	v_cndmask_b32_e64 v45, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v44, 2, v44
	v_lshlrev_b16_e32 v45, 3, v45
	v_or_b32_e32 v44, v45, v44
	v_cndmask_b32_e64 v45, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v45, 1, v45
	v_cndmask_b32_e64 v46, 0, 1, vcc
	v_or_b32_e32 v45, v46, v45
	v_and_b32_e32 v45, 3, v45
	v_or_b32_e32 v44, v45, v44
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v44, 15, v44
	v_or_b32_e32 v8, v44, v8
	v_lshrrev_b16_e32 v44, 1, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_215
	flat_load_dword v11, v[42:43] offset:4
.LBB0_215:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 2, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_217
	flat_load_dword v12, v[42:43] offset:8
.LBB0_217:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 3, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_219
	flat_load_dword v13, v[42:43] offset:12
.LBB0_219:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 4, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_221
	flat_load_dword v14, v[42:43] offset:16
.LBB0_221:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 5, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_223
	flat_load_dword v15, v[42:43] offset:20
.LBB0_223:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 6, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_225
	flat_load_dword v16, v[42:43] offset:24
.LBB0_225:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_227
	flat_load_dword v17, v[42:43] offset:28
.LBB0_227:
	s_or_b64 exec, exec, s[2:3]
.LBB0_228:
	s_or_b64 exec, exec, s[92:93]
.LBB0_229:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[0:1], s33, s33, v19
	v_rcp_f32_e32 v42, v8
	v_div_scale_f32 v43, vcc, v19, s33, v19
	s_cmp_eq_u64 s[66:67], 0x800
	v_fma_f32 v44, -v8, v42, 1.0
	v_fmac_f32_e32 v42, v44, v42
	v_mul_f32_e32 v44, v43, v42
	v_fma_f32 v45, -v8, v44, v43
	v_fmac_f32_e32 v44, v45, v42
	v_fma_f32 v8, -v8, v44, v43
	v_div_scale_f32 v43, s[0:1], s25, s25, v18
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v8, v8, v42, v44
	v_div_fixup_f32 v8, v8, s33, v19
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v19, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v19, v45
	v_div_scale_f32 v19, vcc, v18, s25, v18
	v_mul_f32_e32 v42, v19, v45
	v_fma_f32 v44, -v43, v42, v19
	v_fmac_f32_e32 v42, v44, v45
	v_fma_f32 v19, -v43, v42, v19
	v_div_scale_f32 v43, s[0:1], s71, s71, v21
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v19, v19, v45, v42
	v_div_fixup_f32 v18, v19, s25, v18
	v_sub_f32_e32 v92, v18, v0
	v_fma_f32 v19, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v19, v44
	v_div_scale_f32 v19, vcc, v21, s71, v21
	v_mul_f32_e32 v42, v19, v44
	v_fma_f32 v45, -v43, v42, v19
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v19, -v43, v42, v19
	v_div_scale_f32 v43, s[0:1], s69, s69, v20
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v19, v19, v44, v42
	v_div_fixup_f32 v19, v19, s71, v21
	v_sub_f32_e32 v91, v19, v3
	v_fma_f32 v21, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v21, v45
	v_div_scale_f32 v21, vcc, v20, s69, v20
	v_mul_f32_e32 v42, v21, v45
	v_fma_f32 v44, -v43, v42, v21
	v_fmac_f32_e32 v42, v44, v45
	v_fma_f32 v21, -v43, v42, v21
	v_div_scale_f32 v43, s[0:1], s75, s75, v23
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v21, v21, v45, v42
	v_div_fixup_f32 v20, v21, s69, v20
	v_sub_f32_e32 v90, v20, v2
	v_fma_f32 v21, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v21, v44
	v_div_scale_f32 v21, vcc, v23, s75, v23
	v_mul_f32_e32 v42, v21, v44
	v_fma_f32 v45, -v43, v42, v21
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v21, -v43, v42, v21
	v_div_scale_f32 v43, s[0:1], s73, s73, v22
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v21, v21, v44, v42
	v_div_fixup_f32 v21, v21, s75, v23
	v_sub_f32_e32 v89, v21, v5
	v_fma_f32 v23, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v23, v45
	v_div_scale_f32 v23, vcc, v22, s73, v22
	v_mul_f32_e32 v42, v23, v45
	v_fma_f32 v44, -v43, v42, v23
	v_fmac_f32_e32 v42, v44, v45
	v_fma_f32 v23, -v43, v42, v23
	v_div_scale_f32 v43, s[0:1], s79, s79, v25
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v23, v23, v45, v42
	v_div_fixup_f32 v22, v23, s73, v22
	v_sub_f32_e32 v88, v22, v4
	v_fma_f32 v23, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v23, v44
	v_div_scale_f32 v23, vcc, v25, s79, v25
	v_mul_f32_e32 v42, v23, v44
	v_fma_f32 v45, -v43, v42, v23
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v23, -v43, v42, v23
	v_div_scale_f32 v43, s[0:1], s77, s77, v24
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v23, v23, v44, v42
	v_div_fixup_f32 v23, v23, s79, v25
	v_sub_f32_e32 v87, v23, v7
	v_fma_f32 v25, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v25, v45
	v_div_scale_f32 v25, vcc, v24, s77, v24
	v_mul_f32_e32 v42, v25, v45
	v_fma_f32 v44, -v43, v42, v25
	v_fmac_f32_e32 v42, v44, v45
	v_fma_f32 v25, -v43, v42, v25
	v_div_fmas_f32 v25, v25, v45, v42
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v24, v25, s77, v24
	v_sub_f32_e32 v86, v24, v6
	v_cndmask_b32_e32 v19, v105, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v92
	v_mov_b64_e32 v[20:21], s[68:69]
	s_nop 0
	v_cndmask_b32_e32 v18, v105, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v91
	v_pk_fma_f32 v[50:51], v[18:19], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v23, v105, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v90
	v_pk_add_f32 v[52:53], v[50:51], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_cndmask_b32_e32 v22, v105, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v89
	v_pk_fma_f32 v[48:49], v[22:23], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[18:19], v[52:53], s[74:75], v[18:19] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v25, v105, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v88
	v_pk_add_f32 v[54:55], v[48:49], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[18:19], v[52:53], s[76:77], v[18:19] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v24, v105, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v87
	v_pk_fma_f32 v[46:47], v[24:25], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[22:23], v[54:55], s[74:75], v[22:23] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v43, v105, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v86
	v_pk_add_f32 v[56:57], v[46:47], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[22:23], v[54:55], s[76:77], v[22:23] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v42, v105, v86, vcc
	v_pk_fma_f32 v[44:45], v[42:43], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[24:25], v[56:57], s[74:75], v[24:25] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[58:59], v[44:45], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[52:53], v[56:57], s[76:77], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[58:59], s[74:75], v[42:43] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[24:25], s[78:79]
	v_pk_fma_f32 v[42:43], v[58:59], s[76:77], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[18:19], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[64:65], v[22:23], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[82:83], v[52:53], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[42:43], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[82:83], v[82:83], v[52:53], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[84:85], v[42:43], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[22:23], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[82:83], v[52:53], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[84:85], v[42:43], s[84:85] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[54:55], v[42:43], v[42:43]
	v_pk_mul_f32 v[56:57], v[52:53], v[52:53]
	v_pk_mul_f32 v[58:59], v[22:23], v[22:23]
	v_pk_mul_f32 v[60:61], v[18:19], v[18:19]
	v_pk_fma_f32 v[84:85], v[84:85], v[42:43], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[82:83], v[52:53], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[64:65], v[64:65], v[22:23], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[58:59], v[64:65], v[22:23]
	v_pk_fma_f32 v[18:19], v[60:61], v[62:63], v[18:19]
	v_pk_fma_f32 v[52:53], v[56:57], v[82:83], v[52:53]
	v_pk_fma_f32 v[42:43], v[54:55], v[84:85], v[42:43]
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_lshl_add_u32 v48, v48, 23, 1.0
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_lshl_add_u32 v45, v45, 23, 1.0
	v_lshl_add_u32 v44, v44, 23, 1.0
	v_pk_fma_f32 v[42:43], v[42:43], v[44:45], v[44:45]
	v_pk_fma_f32 v[44:45], v[52:53], v[46:47], v[46:47]
	v_pk_fma_f32 v[46:47], v[22:23], v[48:49], v[48:49]
	v_pk_fma_f32 v[18:19], v[18:19], v[50:51], v[50:51]
	v_cmp_ngt_f32_e32 vcc, s83, v87
	v_pk_add_f32 v[22:23], v[26:27], v[18:19]
	v_pk_add_f32 v[26:27], v[38:39], v[46:47]
	v_cndmask_b32_e32 v39, v106, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v86
	v_pk_add_f32 v[34:35], v[34:35], v[42:43]
	v_pk_add_f32 v[36:37], v[36:37], v[44:45]
	v_cndmask_b32_e32 v38, v106, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v89
	v_pk_fma_f32 v[28:29], v[42:43], v[38:39], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v49, v106, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v88
	s_nop 1
	v_cndmask_b32_e32 v48, v106, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v91
	v_pk_fma_f32 v[30:31], v[44:45], v[48:49], v[30:31]
	s_nop 0
	v_cndmask_b32_e32 v51, v106, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v90
	s_nop 1
	v_cndmask_b32_e32 v50, v106, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[32:33], v[46:47], v[50:51], v[32:33]
	s_nop 0
	v_cndmask_b32_e32 v53, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v92
	v_div_scale_f32 v8, s[0:1], s79, s79, v17
	s_nop 0
	v_cndmask_b32_e32 v52, v106, v92, vcc
	v_pk_fma_f32 v[18:19], v[18:19], v[52:53], v[40:41]
	v_rcp_f32_e32 v40, v8
	s_nop 0
	v_fma_f32 v38, -v8, v40, 1.0
	v_fmac_f32_e32 v40, v38, v40
	v_div_scale_f32 v38, vcc, v17, s79, v17
	v_mul_f32_e32 v39, v38, v40
	v_fma_f32 v41, -v8, v39, v38
	v_fmac_f32_e32 v39, v41, v40
	v_fma_f32 v8, -v8, v39, v38
	v_div_scale_f32 v38, s[0:1], s77, s77, v16
	v_rcp_f32_e32 v41, v38
	v_div_fmas_f32 v8, v8, v40, v39
	v_div_fixup_f32 v8, v8, s79, v17
	v_sub_f32_e32 v8, v8, v7
	v_fma_f32 v17, -v38, v41, 1.0
	v_fmac_f32_e32 v41, v17, v41
	v_div_scale_f32 v17, vcc, v16, s77, v16
	v_mul_f32_e32 v39, v17, v41
	v_fma_f32 v40, -v38, v39, v17
	v_fmac_f32_e32 v39, v40, v41
	v_fma_f32 v17, -v38, v39, v17
	v_div_scale_f32 v38, s[0:1], s75, s75, v15
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v17, v17, v41, v39
	v_div_fixup_f32 v16, v17, s77, v16
	v_sub_f32_e32 v88, v16, v6
	v_fma_f32 v17, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v17, v40
	v_div_scale_f32 v17, vcc, v15, s75, v15
	v_mul_f32_e32 v39, v17, v40
	v_fma_f32 v41, -v38, v39, v17
	v_fmac_f32_e32 v39, v41, v40
	v_fma_f32 v17, -v38, v39, v17
	v_div_scale_f32 v38, s[0:1], s73, s73, v14
	v_rcp_f32_e32 v41, v38
	v_div_fmas_f32 v17, v17, v40, v39
	v_div_fixup_f32 v15, v17, s75, v15
	v_sub_f32_e32 v63, v15, v5
	v_fma_f32 v17, -v38, v41, 1.0
	v_fmac_f32_e32 v41, v17, v41
	v_div_scale_f32 v17, vcc, v14, s73, v14
	v_mul_f32_e32 v39, v17, v41
	v_fma_f32 v40, -v38, v39, v17
	v_fmac_f32_e32 v39, v40, v41
	v_fma_f32 v17, -v38, v39, v17
	v_div_scale_f32 v38, s[0:1], s71, s71, v13
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v17, v17, v41, v39
	v_div_fixup_f32 v14, v17, s73, v14
	v_sub_f32_e32 v62, v14, v4
	v_fma_f32 v17, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v17, v40
	v_div_scale_f32 v17, vcc, v13, s71, v13
	v_mul_f32_e32 v39, v17, v40
	v_fma_f32 v41, -v38, v39, v17
	v_fmac_f32_e32 v39, v41, v40
	v_fma_f32 v17, -v38, v39, v17
	v_div_scale_f32 v38, s[0:1], s69, s69, v12
	v_rcp_f32_e32 v41, v38
	v_div_fmas_f32 v17, v17, v40, v39
	v_div_fixup_f32 v13, v17, s71, v13
	v_sub_f32_e32 v61, v13, v3
	v_fma_f32 v17, -v38, v41, 1.0
	v_fmac_f32_e32 v41, v17, v41
	v_div_scale_f32 v17, vcc, v12, s69, v12
	v_mul_f32_e32 v39, v17, v41
	v_fma_f32 v40, -v38, v39, v17
	v_fmac_f32_e32 v39, v40, v41
	v_fma_f32 v17, -v38, v39, v17
	v_div_scale_f32 v38, s[0:1], s33, s33, v11
	v_rcp_f32_e32 v40, v38
	v_div_fmas_f32 v17, v17, v41, v39
	v_div_fixup_f32 v12, v17, s69, v12
	v_sub_f32_e32 v60, v12, v2
	v_fma_f32 v17, -v38, v40, 1.0
	v_fmac_f32_e32 v40, v17, v40
	v_div_scale_f32 v17, vcc, v11, s33, v11
	v_mul_f32_e32 v39, v17, v40
	v_fma_f32 v41, -v38, v39, v17
	v_fmac_f32_e32 v39, v41, v40
	v_fma_f32 v17, -v38, v39, v17
	v_div_scale_f32 v38, s[0:1], s25, s25, v10
	v_rcp_f32_e32 v41, v38
	v_div_fmas_f32 v17, v17, v40, v39
	v_div_fixup_f32 v11, v17, s33, v11
	v_sub_f32_e32 v59, v11, v1
	v_fma_f32 v17, -v38, v41, 1.0
	v_fmac_f32_e32 v41, v17, v41
	v_div_scale_f32 v17, vcc, v10, s25, v10
	v_mul_f32_e32 v39, v17, v41
	v_fma_f32 v40, -v38, v39, v17
	v_fmac_f32_e32 v39, v40, v41
	v_fma_f32 v17, -v38, v39, v17
	v_div_fmas_f32 v17, v17, v41, v39
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v10, v17, s25, v10
	v_sub_f32_e32 v58, v10, v0
	v_cndmask_b32_e32 v11, v105, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v88
	s_nop 1
	v_cndmask_b32_e32 v10, v105, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v63
	s_nop 1
	v_cndmask_b32_e32 v13, v105, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v62
	s_nop 1
	v_cndmask_b32_e32 v12, v105, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v61
	v_pk_fma_f32 v[42:43], v[12:13], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v15, v105, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v60
	v_pk_add_f32 v[46:47], v[42:43], s[72:73] op_sel_hi:[1,0]
	s_nop 0
	v_cndmask_b32_e32 v14, v105, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v59
	v_pk_fma_f32 v[40:41], v[14:15], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[46:47], s[74:75], v[12:13] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v17, v105, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v58
	v_pk_add_f32 v[48:49], v[40:41], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[12:13], v[46:47], s[76:77], v[12:13] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v16, v105, v58, vcc
	v_pk_fma_f32 v[38:39], v[16:17], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[10:11], s[70:71], v[20:21] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[50:51], v[38:39], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[20:21], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[16:17], v[50:51], s[74:75], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[44:45], s[74:75], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[48:49], s[74:75], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[44:45], s[76:77], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[48:49], s[76:77], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[50:51], s[76:77], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[10:11], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[54:55], v[12:13], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[14:15], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[24:25], v[16:17], s[80:81], v[24:25] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[10:11], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[24:25], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[10:11], s[84:85] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[10:11], v[10:11]
	v_pk_fma_f32 v[24:25], v[24:25], v[16:17], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[10:11], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[44:45], v[16:17], v[16:17]
	v_pk_fma_f32 v[24:25], v[24:25], v[16:17], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[50:51], v[52:53], v[10:11]
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s83, v59
	v_pk_fma_f32 v[54:55], v[54:55], v[12:13], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[44:45], v[24:25], v[16:17]
	v_lshl_add_u32 v39, v39, 23, 1.0
	v_lshl_add_u32 v38, v38, 23, 1.0
	v_pk_fma_f32 v[10:11], v[10:11], v[20:21], v[20:21]
	v_cndmask_b32_e32 v21, v106, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v58
	v_pk_fma_f32 v[56:57], v[56:57], v[14:15], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[12:13], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[38:39], v[38:39]
	v_cndmask_b32_e32 v20, v106, v58, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v61
	v_pk_mul_f32 v[48:49], v[12:13], v[12:13]
	v_pk_fma_f32 v[56:57], v[56:57], v[14:15], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[84:85], v[22:23], v[16:17]
	v_cndmask_b32_e32 v23, v106, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v60
	v_pk_mul_f32 v[46:47], v[14:15], v[14:15]
	v_pk_fma_f32 v[56:57], v[56:57], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[48:49], v[54:55], v[12:13]
	v_lshl_add_u32 v25, v43, 23, 1.0
	v_lshl_add_u32 v24, v42, 23, 1.0
	v_cndmask_b32_e32 v22, v106, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v63
	v_pk_fma_f32 v[14:15], v[46:47], v[56:57], v[14:15]
	v_lshl_add_u32 v41, v41, 23, 1.0
	v_lshl_add_u32 v40, v40, 23, 1.0
	v_pk_fma_f32 v[12:13], v[12:13], v[24:25], v[24:25]
	v_cndmask_b32_e32 v25, v106, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v62
	v_pk_fma_f32 v[14:15], v[14:15], v[40:41], v[40:41]
	v_pk_add_f32 v[82:83], v[34:35], v[10:11]
	v_cndmask_b32_e32 v24, v106, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[86:87], v[26:27], v[14:15]
	v_pk_add_f32 v[64:65], v[36:37], v[12:13]
	v_cndmask_b32_e32 v27, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v88
	v_pk_fma_f32 v[90:91], v[12:13], v[24:25], v[30:31]
	v_pk_fma_f32 v[92:93], v[14:15], v[22:23], v[32:33]
	v_cndmask_b32_e32 v26, v106, v88, vcc
	v_pk_fma_f32 v[88:89], v[10:11], v[26:27], v[28:29]
	v_pk_fma_f32 v[94:95], v[16:17], v[20:21], v[18:19]
	s_cbranch_scc1 .LBB0_186
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[88:89]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[10:11]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_252
	s_mov_b64 s[2:3], 0x800
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x208
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_233
	flat_load_dwordx4 v[48:51], v[16:17]
	flat_load_dwordx4 v[52:55], v[16:17] offset:16
.LBB0_233:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_251
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[28:29], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[54:55], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[52:53], s[40:41]
	v_mov_b64_e32 v[50:51], s[38:39]
	v_mov_b64_e32 v[48:49], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_236
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[54:55], v[14:15]
	v_mov_b64_e32 v[52:53], v[12:13]
	v_mov_b64_e32 v[50:51], v[10:11]
	v_mov_b64_e32 v[48:49], v[8:9]
.LBB0_236:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_238
	flat_load_dword v49, v[16:17] offset:4
.LBB0_238:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_240
	flat_load_dword v50, v[16:17] offset:8
.LBB0_240:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_242
	flat_load_dword v51, v[16:17] offset:12
.LBB0_242:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_244
	flat_load_dword v52, v[16:17] offset:16
.LBB0_244:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_246
	flat_load_dword v53, v[16:17] offset:20
.LBB0_246:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_248
	flat_load_dword v54, v[16:17] offset:24
.LBB0_248:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_250
	flat_load_dword v55, v[16:17] offset:28
.LBB0_250:
	s_or_b64 exec, exec, s[2:3]
.LBB0_251:
	s_or_b64 exec, exec, s[92:93]
.LBB0_252:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[98:99]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[10:11]
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_274
	s_mov_b64 s[2:3], 0xc00
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x308
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_255
	flat_load_dwordx4 v[24:27], v[16:17]
	flat_load_dwordx4 v[28:31], v[16:17] offset:16
.LBB0_255:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_273
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[24:25], s[36:37]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[26:27], s[38:39]
	v_mov_b64_e32 v[28:29], s[40:41]
	v_mov_b64_e32 v[30:31], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_258
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
.LBB0_258:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_260
	flat_load_dword v25, v[16:17] offset:4
.LBB0_260:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_262
	flat_load_dword v26, v[16:17] offset:8
.LBB0_262:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_264
	flat_load_dword v27, v[16:17] offset:12
.LBB0_264:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_266
	flat_load_dword v28, v[16:17] offset:16
.LBB0_266:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_268
	flat_load_dword v29, v[16:17] offset:20
.LBB0_268:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_270
	flat_load_dword v30, v[16:17] offset:24
.LBB0_270:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_272
	flat_load_dword v31, v[16:17] offset:28
.LBB0_272:
	s_or_b64 exec, exec, s[2:3]
.LBB0_273:
	s_or_b64 exec, exec, s[92:93]
.LBB0_274:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[94:95]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[10:11]
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_296
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[52:53]
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[96:97]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_277
	flat_load_dwordx4 v[40:43], v[18:19]
	flat_load_dwordx4 v[44:47], v[18:19] offset:16
.LBB0_277:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_295
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	v_lshl_add_u64 v[32:33], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	v_lshl_add_u64 v[34:35], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[46:47]
	v_lshl_add_u64 v[36:37], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[46:47], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[44:45], s[40:41]
	v_mov_b64_e32 v[42:43], s[38:39]
	v_mov_b64_e32 v[40:41], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_280
	flat_load_dword v8, v[18:19]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[46:47], v[14:15]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[42:43], v[10:11]
	v_mov_b64_e32 v[40:41], v[8:9]
.LBB0_280:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_282
	flat_load_dword v41, v[18:19] offset:4
.LBB0_282:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_284
	flat_load_dword v42, v[18:19] offset:8
.LBB0_284:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_286
	flat_load_dword v43, v[18:19] offset:12
.LBB0_286:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_288
	flat_load_dword v44, v[18:19] offset:16
.LBB0_288:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_290
	flat_load_dword v45, v[18:19] offset:20
.LBB0_290:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_292
	flat_load_dword v46, v[18:19] offset:24
.LBB0_292:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_294
	flat_load_dword v47, v[18:19] offset:28
.LBB0_294:
	s_or_b64 exec, exec, s[2:3]
.LBB0_295:
	s_or_b64 exec, exec, s[92:93]
.LBB0_296:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[54:55]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[10:11]
	v_mov_b32_e32 v17, 0xff800000
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_318
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[58:59]
	v_lshl_add_u64 v[32:33], v[98:99], 0, s[56:57]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_299
	flat_load_dwordx4 v[16:19], v[32:33]
	flat_load_dwordx4 v[20:23], v[32:33] offset:16
.LBB0_299:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_317
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[34:35], v[96:97], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[16:17], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[18:19], s[38:39]
	v_mov_b64_e32 v[20:21], s[40:41]
	v_mov_b64_e32 v[22:23], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_302
	flat_load_dword v8, v[32:33]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[14:15]
	v_mov_b64_e32 v[20:21], v[12:13]
	v_mov_b64_e32 v[18:19], v[10:11]
	v_mov_b64_e32 v[16:17], v[8:9]
.LBB0_302:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_304
	flat_load_dword v17, v[32:33] offset:4
.LBB0_304:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_306
	flat_load_dword v18, v[32:33] offset:8
.LBB0_306:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_308
	flat_load_dword v19, v[32:33] offset:12
.LBB0_308:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_310
	flat_load_dword v20, v[32:33] offset:16
.LBB0_310:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_312
	flat_load_dword v21, v[32:33] offset:20
.LBB0_312:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_314
	flat_load_dword v22, v[32:33] offset:24
.LBB0_314:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_316
	flat_load_dword v23, v[32:33] offset:28
.LBB0_316:
	s_or_b64 exec, exec, s[2:3]
.LBB0_317:
	s_or_b64 exec, exec, s[92:93]
.LBB0_318:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[60:61]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[10:11]
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_340
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[64:65]
	v_lshl_add_u64 v[34:35], v[98:99], 0, s[62:63]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_321
	flat_load_dwordx4 v[56:59], v[34:35]
	flat_load_dwordx4 v[60:63], v[34:35] offset:16
.LBB0_321:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_339
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[36:37], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[38:39], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[56:57], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	v_lshl_add_u64 v[58:59], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[60:61], v[96:97], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[60:61], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[58:59], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[56:57], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[62:63], s[42:43]
	v_cmp_lt_u64_e64 s[8:9], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[60:61], s[40:41]
	v_mov_b64_e32 v[58:59], s[38:39]
	v_mov_b64_e32 v[56:57], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_324
	flat_load_dword v8, v[34:35]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[62:63], v[14:15]
	v_mov_b64_e32 v[60:61], v[12:13]
	v_mov_b64_e32 v[58:59], v[10:11]
	v_mov_b64_e32 v[56:57], v[8:9]
.LBB0_324:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_326
	flat_load_dword v57, v[34:35] offset:4
.LBB0_326:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_328
	flat_load_dword v58, v[34:35] offset:8
.LBB0_328:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_330
	flat_load_dword v59, v[34:35] offset:12
.LBB0_330:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_332
	flat_load_dword v60, v[34:35] offset:16
.LBB0_332:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_334
	flat_load_dword v61, v[34:35] offset:20
.LBB0_334:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_336
	flat_load_dword v62, v[34:35] offset:24
.LBB0_336:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_338
	flat_load_dword v63, v[34:35] offset:28
.LBB0_338:
	s_or_b64 exec, exec, s[2:3]
.LBB0_339:
	s_or_b64 exec, exec, s[92:93]
.LBB0_340:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[80:81]
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_362
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[90:91]
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[86:87]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_343
	flat_load_dwordx4 v[32:35], v[98:99]
	flat_load_dwordx4 v[36:39], v[98:99] offset:16
.LBB0_343:
	s_andn2_saveexec_b64 s[92:93], s[2:3]
	s_cbranch_execz .LBB0_361
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[32:33], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[34:35], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[36:37], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[38:39], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x706
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[32:33], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[32:33], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[96:97], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[34:35], s[38:39]
	v_mov_b64_e32 v[36:37], s[40:41]
	v_mov_b64_e32 v[38:39], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_346
	flat_load_dword v8, v[98:99]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[38:39], v[14:15]
	v_mov_b64_e32 v[36:37], v[12:13]
	v_mov_b64_e32 v[34:35], v[10:11]
	v_mov_b64_e32 v[32:33], v[8:9]
.LBB0_346:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_348
	flat_load_dword v33, v[98:99] offset:4
.LBB0_348:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_350
	flat_load_dword v34, v[98:99] offset:8
.LBB0_350:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_352
	flat_load_dword v35, v[98:99] offset:12
.LBB0_352:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_354
	flat_load_dword v36, v[98:99] offset:16
.LBB0_354:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_356
	flat_load_dword v37, v[98:99] offset:20
.LBB0_356:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_358
	flat_load_dword v38, v[98:99] offset:24
.LBB0_358:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_360
	flat_load_dword v39, v[98:99] offset:28
.LBB0_360:
	s_or_b64 exec, exec, s[2:3]
.LBB0_361:
	s_or_b64 exec, exec, s[92:93]
.LBB0_362:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[0:1], s33, s33, v49
	v_rcp_f32_e32 v10, v8
	v_div_scale_f32 v11, vcc, v49, s33, v49
	v_div_scale_f32 v110, s[0:1], s79, s79, v31
	v_fma_f32 v12, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v12, v10
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v8, -v8, v12, v11
	v_div_scale_f32 v11, s[0:1], s25, s25, v48
	v_rcp_f32_e32 v13, v11
	v_div_fmas_f32 v8, v8, v10, v12
	v_div_fixup_f32 v10, v8, s33, v49
	v_sub_f32_e32 v107, v10, v1
	v_fma_f32 v8, -v11, v13, 1.0
	v_fmac_f32_e32 v13, v8, v13
	v_div_scale_f32 v8, vcc, v48, s25, v48
	v_mul_f32_e32 v12, v8, v13
	v_fma_f32 v14, -v11, v12, v8
	v_fmac_f32_e32 v12, v14, v13
	v_fma_f32 v8, -v11, v12, v8
	v_div_scale_f32 v11, s[0:1], s71, s71, v51
	v_rcp_f32_e32 v14, v11
	v_div_fmas_f32 v8, v8, v13, v12
	v_div_fixup_f32 v12, v8, s25, v48
	v_sub_f32_e32 v99, v12, v0
	v_fma_f32 v8, -v11, v14, 1.0
	v_fmac_f32_e32 v14, v8, v14
	v_div_scale_f32 v8, vcc, v51, s71, v51
	v_mul_f32_e32 v13, v8, v14
	v_fma_f32 v15, -v11, v13, v8
	v_fmac_f32_e32 v13, v15, v14
	v_fma_f32 v8, -v11, v13, v8
	v_div_scale_f32 v11, s[0:1], s69, s69, v50
	v_rcp_f32_e32 v15, v11
	v_div_fmas_f32 v8, v8, v14, v13
	v_div_fixup_f32 v13, v8, s71, v51
	v_sub_f32_e32 v98, v13, v3
	v_fma_f32 v8, -v11, v15, 1.0
	v_fmac_f32_e32 v15, v8, v15
	v_div_scale_f32 v8, vcc, v50, s69, v50
	v_mul_f32_e32 v14, v8, v15
	v_fma_f32 v48, -v11, v14, v8
	v_fmac_f32_e32 v14, v48, v15
	v_fma_f32 v8, -v11, v14, v8
	v_div_scale_f32 v11, s[0:1], s75, s75, v53
	v_rcp_f32_e32 v48, v11
	v_div_fmas_f32 v8, v8, v15, v14
	v_div_fixup_f32 v14, v8, s69, v50
	v_sub_f32_e32 v97, v14, v2
	v_fma_f32 v8, -v11, v48, 1.0
	v_fmac_f32_e32 v48, v8, v48
	v_div_scale_f32 v8, vcc, v53, s75, v53
	v_mul_f32_e32 v15, v8, v48
	v_fma_f32 v49, -v11, v15, v8
	v_fmac_f32_e32 v15, v49, v48
	v_fma_f32 v8, -v11, v15, v8
	v_div_scale_f32 v11, s[0:1], s73, s73, v52
	v_rcp_f32_e32 v49, v11
	v_div_fmas_f32 v8, v8, v48, v15
	v_div_fixup_f32 v15, v8, s75, v53
	v_sub_f32_e32 v96, v15, v5
	v_fma_f32 v8, -v11, v49, 1.0
	v_fmac_f32_e32 v49, v8, v49
	v_div_scale_f32 v8, vcc, v52, s73, v52
	v_mul_f32_e32 v48, v8, v49
	v_fma_f32 v50, -v11, v48, v8
	v_fmac_f32_e32 v48, v50, v49
	v_fma_f32 v8, -v11, v48, v8
	v_div_scale_f32 v11, s[0:1], s79, s79, v55
	v_rcp_f32_e32 v50, v11
	v_div_fmas_f32 v8, v8, v49, v48
	v_div_fixup_f32 v48, v8, s73, v52
	v_rcp_f32_e32 v111, v110
	v_fma_f32 v8, -v11, v50, 1.0
	v_fmac_f32_e32 v50, v8, v50
	v_div_scale_f32 v8, vcc, v55, s79, v55
	v_mul_f32_e32 v49, v8, v50
	v_fma_f32 v51, -v11, v49, v8
	v_fmac_f32_e32 v49, v51, v50
	v_fma_f32 v8, -v11, v49, v8
	v_div_scale_f32 v11, s[0:1], s77, s77, v54
	v_rcp_f32_e32 v51, v11
	v_div_fmas_f32 v8, v8, v50, v49
	v_div_fixup_f32 v49, v8, s79, v55
	v_sub_f32_e32 v55, v48, v4
	v_fma_f32 v8, -v11, v51, 1.0
	v_fmac_f32_e32 v51, v8, v51
	v_div_scale_f32 v8, vcc, v54, s77, v54
	v_mul_f32_e32 v50, v8, v51
	v_fma_f32 v52, -v11, v50, v8
	v_fmac_f32_e32 v50, v52, v51
	v_fma_f32 v8, -v11, v50, v8
	v_div_fmas_f32 v8, v8, v51, v50
	v_cmp_ngt_f32_e32 vcc, s81, v107
	v_div_fixup_f32 v8, v8, s77, v54
	v_sub_f32_e32 v54, v49, v7
	v_cndmask_b32_e32 v49, v105, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v99
	v_sub_f32_e32 v8, v8, v6
	v_fma_f32 v112, -v110, v111, 1.0
	v_cndmask_b32_e32 v48, v105, v99, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v98
	v_fmac_f32_e32 v111, v112, v111
	v_mov_b64_e32 v[10:11], s[68:69]
	v_cndmask_b32_e32 v13, v105, v98, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v97
	s_add_u32 s30, s30, 8
	s_addc_u32 s31, s31, 0
	v_cndmask_b32_e32 v12, v105, v97, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v96
	s_add_u32 s66, s66, 0x800
	s_addc_u32 s67, s67, 0
	v_cndmask_b32_e32 v51, v105, v96, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v55
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[50:51]
	s_nop 0
	v_cndmask_b32_e32 v50, v105, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v54
	s_nop 1
	v_cndmask_b32_e32 v53, v105, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	s_nop 1
	v_cndmask_b32_e32 v52, v105, v8, vcc
	v_div_scale_f32 v112, vcc, v31, s79, v31
	v_mul_f32_e32 v113, v112, v111
	v_fma_f32 v114, -v110, v113, v112
	v_fmac_f32_e32 v113, v114, v111
	v_div_scale_f32 v114, s[0:1], s77, s77, v30
	v_rcp_f32_e32 v115, v114
	v_fma_f32 v110, -v110, v113, v112
	v_div_fmas_f32 v116, v110, v111, v113
	v_pk_fma_f32 v[14:15], v[52:53], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_fma_f32 v110, -v114, v115, 1.0
	v_fmac_f32_e32 v115, v110, v115
	v_div_scale_f32 v110, vcc, v30, s77, v30
	v_mul_f32_e32 v111, v110, v115
	v_fma_f32 v112, -v114, v111, v110
	v_fmac_f32_e32 v111, v112, v115
	v_div_scale_f32 v112, s[0:1], s75, s75, v29
	v_rcp_f32_e32 v113, v112
	v_fma_f32 v110, -v114, v111, v110
	v_div_fmas_f32 v114, v110, v115, v111
	v_div_fixup_f32 v116, v116, s79, v31
	v_fma_f32 v110, -v112, v113, 1.0
	v_fmac_f32_e32 v113, v110, v113
	v_div_scale_f32 v110, vcc, v29, s75, v29
	v_mul_f32_e32 v111, v110, v113
	v_fma_f32 v115, -v112, v111, v110
	v_fmac_f32_e32 v111, v115, v113
	v_div_scale_f32 v115, s[0:1], s73, s73, v28
	v_rcp_f32_e32 v117, v115
	v_fma_f32 v110, -v112, v111, v110
	v_div_fmas_f32 v118, v110, v113, v111
	v_div_fixup_f32 v118, v118, s75, v29
	v_fma_f32 v110, -v115, v117, 1.0
	v_fmac_f32_e32 v117, v110, v117
	v_div_scale_f32 v110, vcc, v28, s73, v28
	v_mul_f32_e32 v111, v110, v117
	v_fma_f32 v112, -v115, v111, v110
	v_fmac_f32_e32 v111, v112, v117
	v_div_scale_f32 v112, s[0:1], s71, s71, v27
	v_rcp_f32_e32 v113, v112
	v_fma_f32 v110, -v115, v111, v110
	v_div_fmas_f32 v115, v110, v117, v111
	v_div_fixup_f32 v114, v114, s77, v30
	v_fma_f32 v110, -v112, v113, 1.0
	v_fmac_f32_e32 v113, v110, v113
	v_div_scale_f32 v110, vcc, v27, s71, v27
	v_mul_f32_e32 v111, v110, v113
	v_fma_f32 v117, -v112, v111, v110
	v_fmac_f32_e32 v111, v117, v113
	v_div_scale_f32 v117, s[0:1], s69, s69, v26
	v_rcp_f32_e32 v119, v117
	v_fma_f32 v110, -v112, v111, v110
	v_div_fmas_f32 v120, v110, v113, v111
	v_div_fixup_f32 v123, v120, s71, v27
	v_fma_f32 v110, -v117, v119, 1.0
	v_fmac_f32_e32 v119, v110, v119
	v_div_scale_f32 v110, vcc, v26, s69, v26
	v_mul_f32_e32 v111, v110, v119
	v_fma_f32 v112, -v117, v111, v110
	v_fmac_f32_e32 v111, v112, v119
	v_div_scale_f32 v112, s[0:1], s33, s33, v25
	v_rcp_f32_e32 v113, v112
	v_fma_f32 v110, -v117, v111, v110
	v_div_fmas_f32 v117, v110, v119, v111
	v_div_fixup_f32 v124, v117, s69, v26
	v_fma_f32 v110, -v112, v113, 1.0
	v_fmac_f32_e32 v113, v110, v113
	v_div_scale_f32 v110, vcc, v25, s33, v25
	v_mul_f32_e32 v111, v110, v113
	v_fma_f32 v119, -v112, v111, v110
	v_fmac_f32_e32 v111, v119, v113
	v_div_scale_f32 v119, s[0:1], s25, s25, v24
	v_rcp_f32_e32 v121, v119
	v_fma_f32 v110, -v112, v111, v110
	v_div_fmas_f32 v122, v110, v113, v111
	v_div_scale_f32 v112, vcc, v24, s25, v24
	v_fma_f32 v110, -v119, v121, 1.0
	v_fmac_f32_e32 v121, v110, v121
	v_mul_f32_e32 v113, v112, v121
	v_fma_f32 v110, -v119, v113, v112
	v_fmac_f32_e32 v113, v110, v121
	v_fma_f32 v112, -v119, v113, v112
	v_div_fmas_f32 v119, v112, v121, v113
	v_div_fixup_f32 v126, v122, s33, v25
	v_div_fixup_f32 v127, v119, s25, v24
	v_pk_fma_f32 v[24:25], v[48:49], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[12:13], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[26:27], v[24:25], s[72:73] op_sel_hi:[1,0]
	v_div_fixup_f32 v121, v115, s73, v28
	v_pk_add_f32 v[28:29], v[112:113], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[48:49], v[26:27], s[74:75], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[28:29], s[74:75], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[26:27], s[76:77], v[48:49] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[48:49], v[14:15], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[28:29], v[28:29], s[76:77], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[48:49], s[74:75], v[52:53] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[12:13], s[78:79]
	v_pk_fma_f32 v[110:111], v[50:51], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[48:49], s[76:77], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[26:27], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[30:31], v[110:111], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[30:31], s[74:75], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[30:31], v[30:31], s[76:77], v[50:51] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[50:51], v[26:27], v[26:27]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], 0.5 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v131, v116, v7
	v_pk_fma_f32 v[26:27], v[50:51], v[52:53], v[26:27]
	v_pk_fma_f32 v[52:53], v[28:29], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[50:51], v[28:29], v[28:29]
	v_pk_fma_f32 v[52:53], v[52:53], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v130, v114, v6
	v_pk_fma_f32 v[52:53], v[52:53], v[28:29], s[84:85] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s81, v131
	v_pk_fma_f32 v[52:53], v[52:53], v[28:29], 0.5 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v133, v118, v5
	v_pk_fma_f32 v[28:29], v[50:51], v[52:53], v[28:29]
	v_pk_fma_f32 v[52:53], v[30:31], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[50:51], v[30:31], v[30:31]
	v_pk_fma_f32 v[52:53], v[52:53], v[30:31], s[82:83] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v132, v121, v4
	v_pk_fma_f32 v[52:53], v[52:53], v[30:31], s[84:85] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v135, v123, v3
	v_pk_fma_f32 v[52:53], v[52:53], v[30:31], 0.5 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v134, v124, v2
	v_pk_fma_f32 v[30:31], v[50:51], v[52:53], v[30:31]
	v_pk_fma_f32 v[52:53], v[48:49], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[50:51], v[48:49], v[48:49]
	v_pk_fma_f32 v[52:53], v[52:53], v[48:49], s[82:83] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v136, v127, v0
	v_pk_fma_f32 v[52:53], v[52:53], v[48:49], s[84:85] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v137, v126, v1
	v_pk_fma_f32 v[52:53], v[52:53], v[48:49], 0.5 op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e64 s[2:3], s81, v137
	v_pk_fma_f32 v[48:49], v[50:51], v[52:53], v[48:49]
	v_cndmask_b32_e32 v51, v105, v131, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v130
	v_lshl_add_u32 v113, v113, 23, 1.0
	v_lshl_add_u32 v112, v112, 23, 1.0
	v_cndmask_b32_e32 v50, v105, v130, vcc
	v_pk_fma_f32 v[52:53], v[50:51], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s81, v133
	v_pk_add_f32 v[114:115], v[52:53], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v25, v25, 23, 1.0
	v_pk_fma_f32 v[50:51], v[114:115], s[74:75], v[50:51] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v24, v24, 23, 1.0
	v_pk_fma_f32 v[50:51], v[114:115], s[76:77], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[112:113], v[112:113]
	v_pk_fma_f32 v[114:115], v[50:51], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[116:117], v[50:51], v[50:51]
	v_pk_fma_f32 v[114:115], v[114:115], v[50:51], s[82:83] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v15, v15, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[50:51], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v14, v14, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[50:51], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[26:27], v[24:25], v[24:25]
	v_pk_fma_f32 v[50:51], v[116:117], v[114:115], v[50:51]
	v_cndmask_b32_e32 v115, v105, v133, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v132
	v_pk_fma_f32 v[14:15], v[48:49], v[14:15], v[14:15]
	v_lshl_add_u32 v111, v111, 23, 1.0
	v_cndmask_b32_e32 v114, v105, v132, vcc
	v_pk_fma_f32 v[116:117], v[114:115], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s81, v135
	v_pk_add_f32 v[118:119], v[116:117], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v49, v117, 23, 1.0
	v_pk_fma_f32 v[114:115], v[118:119], s[74:75], v[114:115] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v48, v116, 23, 1.0
	v_pk_fma_f32 v[114:115], v[118:119], s[76:77], v[114:115] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[116:117], v[84:85], v[24:25]
	v_pk_fma_f32 v[118:119], v[114:115], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[120:121], v[114:115], v[114:115]
	v_pk_fma_f32 v[118:119], v[118:119], v[114:115], s[82:83] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v110, v110, 23, 1.0
	v_pk_fma_f32 v[118:119], v[118:119], v[114:115], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[110:111], v[110:111]
	v_pk_fma_f32 v[118:119], v[118:119], v[114:115], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v27, v53, 23, 1.0
	v_pk_fma_f32 v[114:115], v[120:121], v[118:119], v[114:115]
	v_cndmask_b32_e32 v119, v105, v135, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v134
	v_lshl_add_u32 v26, v52, 23, 1.0
	v_pk_fma_f32 v[48:49], v[114:115], v[48:49], v[48:49]
	v_cndmask_b32_e32 v118, v105, v134, vcc
	v_pk_fma_f32 v[120:121], v[118:119], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s81, v136
	v_pk_add_f32 v[122:123], v[120:121], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[114:115], v[50:51], v[26:27], v[26:27]
	v_pk_fma_f32 v[118:119], v[122:123], s[74:75], v[118:119] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v53, v121, 23, 1.0
	v_pk_fma_f32 v[118:119], v[122:123], s[76:77], v[118:119] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v52, v120, 23, 1.0
	v_pk_fma_f32 v[122:123], v[118:119], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[124:125], v[118:119], v[118:119]
	v_pk_fma_f32 v[122:123], v[122:123], v[118:119], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[118:119], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[122:123], v[122:123], v[118:119], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[118:119], v[124:125], v[122:123], v[118:119]
	v_cndmask_b32_e64 v123, v105, v137, s[2:3]
	v_cndmask_b32_e32 v122, v105, v136, vcc
	v_pk_fma_f32 v[124:125], v[122:123], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v107
	v_pk_add_f32 v[126:127], v[124:125], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v111, v125, 23, 1.0
	v_pk_fma_f32 v[122:123], v[126:127], s[74:75], v[122:123] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v113, v106, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v99
	v_pk_fma_f32 v[122:123], v[126:127], s[76:77], v[122:123] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v110, v124, 23, 1.0
	v_cndmask_b32_e32 v112, v106, v99, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v98
	v_pk_fma_f32 v[126:127], v[122:123], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[24:25], v[112:113], v[94:95]
	v_cndmask_b32_e32 v25, v106, v98, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v97
	v_pk_fma_f32 v[126:127], v[126:127], v[122:123], s[82:83] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[128:129], v[122:123], v[122:123]
	v_cndmask_b32_e32 v24, v106, v97, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v96
	v_pk_fma_f32 v[126:127], v[126:127], v[122:123], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[28:29], v[24:25], v[92:93]
	v_cndmask_b32_e32 v25, v106, v96, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v55
	v_pk_fma_f32 v[126:127], v[126:127], v[122:123], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[118:119], v[52:53], v[52:53]
	v_cndmask_b32_e32 v24, v106, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v54
	v_pk_fma_f32 v[122:123], v[128:129], v[126:127], v[122:123]
	v_pk_fma_f32 v[96:97], v[30:31], v[24:25], v[90:91]
	v_cndmask_b32_e32 v25, v106, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[110:111], v[122:123], v[110:111], v[110:111]
	v_pk_add_f32 v[28:29], v[86:87], v[28:29]
	v_cndmask_b32_e32 v24, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v137
	v_pk_add_f32 v[50:51], v[116:117], v[110:111]
	v_pk_add_f32 v[30:31], v[64:65], v[30:31]
	v_cndmask_b32_e32 v117, v106, v137, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v136
	v_pk_add_f32 v[26:27], v[30:31], v[48:49]
	v_pk_add_f32 v[30:31], v[28:29], v[52:53]
	v_cndmask_b32_e32 v116, v106, v136, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v135
	v_pk_fma_f32 v[54:55], v[14:15], v[24:25], v[88:89]
	v_pk_add_f32 v[14:15], v[82:83], v[14:15]
	v_cndmask_b32_e32 v119, v106, v135, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v134
	v_pk_add_f32 v[24:25], v[14:15], v[114:115]
	v_div_scale_f32 v8, s[0:1], s33, s33, v41
	v_cndmask_b32_e32 v118, v106, v134, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v133
	s_nop 1
	v_cndmask_b32_e32 v29, v106, v133, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v132
	s_nop 1
	v_cndmask_b32_e32 v28, v106, v132, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v131
	v_pk_fma_f32 v[28:29], v[48:49], v[28:29], v[96:97]
	v_pk_fma_f32 v[48:49], v[52:53], v[118:119], v[98:99]
	v_cndmask_b32_e32 v15, v106, v131, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v130
	v_pk_fma_f32 v[52:53], v[110:111], v[116:117], v[112:113]
	s_nop 0
	v_cndmask_b32_e32 v14, v106, v130, vcc
	v_pk_fma_f32 v[14:15], v[114:115], v[14:15], v[54:55]
	v_rcp_f32_e32 v54, v8
	s_nop 0
	v_fma_f32 v55, -v8, v54, 1.0
	v_fmac_f32_e32 v54, v55, v54
	v_div_scale_f32 v55, vcc, v41, s33, v41
	v_mul_f32_e32 v96, v55, v54
	v_fma_f32 v97, -v8, v96, v55
	v_fmac_f32_e32 v96, v97, v54
	v_fma_f32 v8, -v8, v96, v55
	v_div_scale_f32 v55, s[0:1], s25, s25, v40
	v_rcp_f32_e32 v97, v55
	v_div_fmas_f32 v8, v8, v54, v96
	v_div_fixup_f32 v8, v8, s33, v41
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v41, -v55, v97, 1.0
	v_fmac_f32_e32 v97, v41, v97
	v_div_scale_f32 v41, vcc, v40, s25, v40
	v_mul_f32_e32 v54, v41, v97
	v_fma_f32 v96, -v55, v54, v41
	v_fmac_f32_e32 v54, v96, v97
	v_fma_f32 v41, -v55, v54, v41
	v_div_scale_f32 v55, s[0:1], s71, s71, v43
	v_rcp_f32_e32 v96, v55
	v_div_fmas_f32 v41, v41, v97, v54
	v_div_fixup_f32 v40, v41, s25, v40
	v_sub_f32_e32 v121, v40, v0
	v_fma_f32 v41, -v55, v96, 1.0
	v_fmac_f32_e32 v96, v41, v96
	v_div_scale_f32 v41, vcc, v43, s71, v43
	v_mul_f32_e32 v54, v41, v96
	v_fma_f32 v97, -v55, v54, v41
	v_fmac_f32_e32 v54, v97, v96
	v_fma_f32 v41, -v55, v54, v41
	v_div_scale_f32 v55, s[0:1], s69, s69, v42
	v_rcp_f32_e32 v97, v55
	v_div_fmas_f32 v41, v41, v96, v54
	v_div_fixup_f32 v41, v41, s71, v43
	v_sub_f32_e32 v120, v41, v3
	v_fma_f32 v43, -v55, v97, 1.0
	v_fmac_f32_e32 v97, v43, v97
	v_div_scale_f32 v43, vcc, v42, s69, v42
	v_mul_f32_e32 v54, v43, v97
	v_fma_f32 v96, -v55, v54, v43
	v_fmac_f32_e32 v54, v96, v97
	v_fma_f32 v43, -v55, v54, v43
	v_div_scale_f32 v55, s[0:1], s75, s75, v45
	v_rcp_f32_e32 v96, v55
	v_div_fmas_f32 v43, v43, v97, v54
	v_div_fixup_f32 v42, v43, s69, v42
	v_sub_f32_e32 v119, v42, v2
	v_fma_f32 v43, -v55, v96, 1.0
	v_fmac_f32_e32 v96, v43, v96
	v_div_scale_f32 v43, vcc, v45, s75, v45
	v_mul_f32_e32 v54, v43, v96
	v_fma_f32 v97, -v55, v54, v43
	v_fmac_f32_e32 v54, v97, v96
	v_fma_f32 v43, -v55, v54, v43
	v_div_scale_f32 v55, s[0:1], s73, s73, v44
	v_rcp_f32_e32 v97, v55
	v_div_fmas_f32 v43, v43, v96, v54
	v_div_fixup_f32 v43, v43, s75, v45
	v_sub_f32_e32 v118, v43, v5
	v_fma_f32 v45, -v55, v97, 1.0
	v_fmac_f32_e32 v97, v45, v97
	v_div_scale_f32 v45, vcc, v44, s73, v44
	v_mul_f32_e32 v54, v45, v97
	v_fma_f32 v96, -v55, v54, v45
	v_fmac_f32_e32 v54, v96, v97
	v_fma_f32 v45, -v55, v54, v45
	v_div_scale_f32 v55, s[0:1], s79, s79, v47
	v_rcp_f32_e32 v96, v55
	v_div_fmas_f32 v45, v45, v97, v54
	v_div_fixup_f32 v44, v45, s73, v44
	v_sub_f32_e32 v117, v44, v4
	v_fma_f32 v45, -v55, v96, 1.0
	v_fmac_f32_e32 v96, v45, v96
	v_div_scale_f32 v45, vcc, v47, s79, v47
	v_mul_f32_e32 v54, v45, v96
	v_fma_f32 v97, -v55, v54, v45
	v_fmac_f32_e32 v54, v97, v96
	v_fma_f32 v45, -v55, v54, v45
	v_div_scale_f32 v55, s[0:1], s77, s77, v46
	v_rcp_f32_e32 v97, v55
	v_div_fmas_f32 v45, v45, v96, v54
	v_div_fixup_f32 v45, v45, s79, v47
	v_sub_f32_e32 v116, v45, v7
	v_fma_f32 v47, -v55, v97, 1.0
	v_fmac_f32_e32 v97, v47, v97
	v_div_scale_f32 v47, vcc, v46, s77, v46
	v_mul_f32_e32 v54, v47, v97
	v_fma_f32 v96, -v55, v54, v47
	v_fmac_f32_e32 v54, v96, v97
	v_fma_f32 v47, -v55, v54, v47
	v_div_fmas_f32 v47, v47, v97, v54
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v46, v47, s77, v46
	v_sub_f32_e32 v107, v46, v6
	v_cndmask_b32_e32 v41, v105, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v121
	s_nop 1
	v_cndmask_b32_e32 v40, v105, v121, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v120
	v_pk_fma_f32 v[110:111], v[40:41], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v43, v105, v120, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v119
	v_pk_add_f32 v[112:113], v[110:111], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v111, v111, 23, 1.0
	v_cndmask_b32_e32 v42, v105, v119, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v118
	v_pk_fma_f32 v[98:99], v[42:43], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[112:113], s[74:75], v[40:41] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v45, v105, v118, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v117
	v_pk_add_f32 v[114:115], v[98:99], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[40:41], v[112:113], s[76:77], v[40:41] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v44, v105, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v116
	v_pk_fma_f32 v[42:43], v[114:115], s[74:75], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[44:45], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v47, v105, v116, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v107
	v_pk_fma_f32 v[42:43], v[114:115], s[76:77], v[42:43] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[112:113], v[96:97], s[72:73] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v46, v105, v107, vcc
	v_pk_fma_f32 v[54:55], v[46:47], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[112:113], s[74:75], v[44:45] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[114:115], v[54:55], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[44:45], v[112:113], s[76:77], v[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[114:115], s[74:75], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[112:113], v[40:41], v[40:41]
	v_pk_fma_f32 v[46:47], v[114:115], s[76:77], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[40:41], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_lshl_add_u32 v110, v110, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[40:41], s[82:83] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v99, v99, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[40:41], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v98, v98, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[40:41], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v97, v97, 23, 1.0
	v_pk_fma_f32 v[40:41], v[112:113], v[114:115], v[40:41]
	v_pk_fma_f32 v[114:115], v[42:43], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[42:43], v[42:43]
	v_pk_fma_f32 v[114:115], v[114:115], v[42:43], s[82:83] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v96, v96, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[42:43], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v55, v55, 23, 1.0
	v_pk_fma_f32 v[114:115], v[114:115], v[42:43], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v54, v54, 23, 1.0
	v_pk_fma_f32 v[42:43], v[112:113], v[114:115], v[42:43]
	v_pk_fma_f32 v[114:115], v[44:45], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[44:45], v[44:45]
	v_pk_fma_f32 v[114:115], v[114:115], v[44:45], s[82:83] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s83, v116
	v_pk_fma_f32 v[114:115], v[114:115], v[44:45], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[114:115], v[44:45], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[112:113], v[114:115], v[44:45]
	v_pk_fma_f32 v[114:115], v[46:47], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[112:113], v[46:47], v[46:47]
	v_pk_fma_f32 v[114:115], v[114:115], v[46:47], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[114:115], v[46:47], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[114:115], v[114:115], v[46:47], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[112:113], v[114:115], v[46:47]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[54:55], v[54:55]
	v_pk_fma_f32 v[54:55], v[44:45], v[96:97], v[96:97]
	v_pk_fma_f32 v[96:97], v[42:43], v[98:99], v[98:99]
	v_pk_fma_f32 v[98:99], v[40:41], v[110:111], v[110:111]
	v_pk_add_f32 v[42:43], v[26:27], v[54:55]
	v_pk_add_f32 v[40:41], v[50:51], v[98:99]
	v_cndmask_b32_e32 v51, v106, v116, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v107
	v_pk_add_f32 v[44:45], v[24:25], v[46:47]
	v_pk_add_f32 v[30:31], v[30:31], v[96:97]
	v_cndmask_b32_e32 v50, v106, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v118
	v_pk_fma_f32 v[14:15], v[46:47], v[50:51], v[14:15]
	s_nop 0
	v_cndmask_b32_e32 v111, v106, v118, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	s_nop 1
	v_cndmask_b32_e32 v110, v106, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v120
	v_pk_fma_f32 v[28:29], v[54:55], v[110:111], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v27, v106, v120, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v119
	s_nop 1
	v_cndmask_b32_e32 v26, v106, v119, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[26:27], v[96:97], v[26:27], v[48:49]
	s_nop 0
	v_cndmask_b32_e32 v25, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v121
	v_div_scale_f32 v8, s[0:1], s79, s79, v23
	s_nop 0
	v_cndmask_b32_e32 v24, v106, v121, vcc
	v_pk_fma_f32 v[24:25], v[98:99], v[24:25], v[52:53]
	v_rcp_f32_e32 v52, v8
	s_nop 0
	v_fma_f32 v46, -v8, v52, 1.0
	v_fmac_f32_e32 v52, v46, v52
	v_div_scale_f32 v46, vcc, v23, s79, v23
	v_mul_f32_e32 v47, v46, v52
	v_fma_f32 v48, -v8, v47, v46
	v_fmac_f32_e32 v47, v48, v52
	v_fma_f32 v8, -v8, v47, v46
	v_div_scale_f32 v46, s[0:1], s77, s77, v22
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v8, v8, v52, v47
	v_div_fixup_f32 v8, v8, s79, v23
	v_sub_f32_e32 v8, v8, v7
	v_fma_f32 v23, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v23, v48
	v_div_scale_f32 v23, vcc, v22, s77, v22
	v_mul_f32_e32 v47, v23, v48
	v_fma_f32 v49, -v46, v47, v23
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v23, -v46, v47, v23
	v_div_scale_f32 v46, s[0:1], s75, s75, v21
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v23, v23, v48, v47
	v_div_fixup_f32 v22, v23, s77, v22
	v_sub_f32_e32 v121, v22, v6
	v_fma_f32 v23, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v23, v49
	v_div_scale_f32 v23, vcc, v21, s75, v21
	v_mul_f32_e32 v47, v23, v49
	v_fma_f32 v48, -v46, v47, v23
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v23, -v46, v47, v23
	v_div_scale_f32 v46, s[0:1], s73, s73, v20
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v23, v23, v49, v47
	v_div_fixup_f32 v21, v23, s75, v21
	v_sub_f32_e32 v120, v21, v5
	v_fma_f32 v23, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v23, v48
	v_div_scale_f32 v23, vcc, v20, s73, v20
	v_mul_f32_e32 v47, v23, v48
	v_fma_f32 v49, -v46, v47, v23
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v23, -v46, v47, v23
	v_div_scale_f32 v46, s[0:1], s71, s71, v19
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v23, v23, v48, v47
	v_div_fixup_f32 v20, v23, s73, v20
	v_sub_f32_e32 v119, v20, v4
	v_fma_f32 v23, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v23, v49
	v_div_scale_f32 v23, vcc, v19, s71, v19
	v_mul_f32_e32 v47, v23, v49
	v_fma_f32 v48, -v46, v47, v23
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v23, -v46, v47, v23
	v_div_scale_f32 v46, s[0:1], s69, s69, v18
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v23, v23, v49, v47
	v_div_fixup_f32 v19, v23, s71, v19
	v_sub_f32_e32 v118, v19, v3
	v_fma_f32 v23, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v23, v48
	v_div_scale_f32 v23, vcc, v18, s69, v18
	v_mul_f32_e32 v47, v23, v48
	v_fma_f32 v49, -v46, v47, v23
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v23, -v46, v47, v23
	v_div_scale_f32 v46, s[0:1], s33, s33, v17
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v23, v23, v48, v47
	v_div_fixup_f32 v18, v23, s69, v18
	v_sub_f32_e32 v117, v18, v2
	v_fma_f32 v23, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v23, v49
	v_div_scale_f32 v23, vcc, v17, s33, v17
	v_mul_f32_e32 v47, v23, v49
	v_fma_f32 v48, -v46, v47, v23
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v23, -v46, v47, v23
	v_div_scale_f32 v46, s[0:1], s25, s25, v16
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v23, v23, v49, v47
	v_div_fixup_f32 v17, v23, s33, v17
	v_sub_f32_e32 v116, v17, v1
	v_fma_f32 v23, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v23, v48
	v_div_scale_f32 v23, vcc, v16, s25, v16
	v_mul_f32_e32 v47, v23, v48
	v_fma_f32 v49, -v46, v47, v23
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v23, -v46, v47, v23
	v_div_fmas_f32 v23, v23, v48, v47
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v16, v23, s25, v16
	v_sub_f32_e32 v107, v16, v0
	v_cndmask_b32_e32 v17, v105, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v121
	s_nop 1
	v_cndmask_b32_e32 v16, v105, v121, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v120
	v_pk_fma_f32 v[52:53], v[16:17], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v19, v105, v120, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v119
	v_pk_add_f32 v[54:55], v[52:53], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v18, v105, v119, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v118
	v_pk_fma_f32 v[16:17], v[54:55], s[74:75], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[18:19], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v21, v105, v118, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v117
	v_pk_fma_f32 v[16:17], v[54:55], s[76:77], v[16:17] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[50:51], s[72:73] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v20, v105, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v116
	v_pk_fma_f32 v[112:113], v[16:17], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[20:21], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v23, v105, v116, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v107
	v_pk_fma_f32 v[112:113], v[112:113], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[96:97], s[74:75], v[18:19] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v22, v105, v107, vcc
	v_pk_fma_f32 v[46:47], v[22:23], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[16:17], s[84:85] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[110:111], v[46:47], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[16:17], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[110:111], s[74:75], v[22:23] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[98:99], v[48:49], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[22:23], v[110:111], s[76:77], v[22:23] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[110:111], v[16:17], v[16:17]
	v_pk_fma_f32 v[18:19], v[96:97], s[76:77], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[110:111], v[112:113], v[16:17]
	v_pk_fma_f32 v[112:113], v[22:23], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[98:99], s[74:75], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[18:19], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[22:23], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[20:21], v[98:99], s[76:77], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[18:19], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[54:55], v[22:23], v[22:23]
	v_pk_fma_f32 v[110:111], v[20:21], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[18:19], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[22:23], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[98:99], v[18:19], v[18:19]
	v_pk_fma_f32 v[110:111], v[110:111], v[20:21], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[54:55], v[112:113], v[22:23]
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_pk_fma_f32 v[110:111], v[110:111], v[20:21], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[98:99], v[114:115], v[18:19]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_pk_fma_f32 v[46:47], v[22:23], v[46:47], v[46:47]
	v_cmp_ngt_f32_e32 vcc, s83, v116
	v_pk_mul_f32 v[96:97], v[20:21], v[20:21]
	v_pk_fma_f32 v[110:111], v[110:111], v[20:21], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[18:19], v[50:51], v[50:51]
	v_pk_add_f32 v[18:19], v[40:41], v[46:47]
	v_cndmask_b32_e32 v41, v106, v116, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v107
	v_pk_fma_f32 v[20:21], v[96:97], v[110:111], v[20:21]
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_lshl_add_u32 v48, v48, 23, 1.0
	v_cndmask_b32_e32 v40, v106, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v118
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_pk_fma_f32 v[48:49], v[20:21], v[48:49], v[48:49]
	v_pk_add_f32 v[20:21], v[42:43], v[22:23]
	v_cndmask_b32_e32 v43, v106, v118, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	v_pk_fma_f32 v[50:51], v[16:17], v[52:53], v[52:53]
	v_pk_fma_f32 v[40:41], v[46:47], v[40:41], v[24:25]
	v_cndmask_b32_e32 v42, v106, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v120
	v_pk_add_f32 v[16:17], v[44:45], v[50:51]
	v_pk_fma_f32 v[26:27], v[48:49], v[42:43], v[26:27]
	v_cndmask_b32_e32 v45, v106, v120, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v119
	v_pk_add_f32 v[30:31], v[30:31], v[48:49]
	s_nop 0
	v_cndmask_b32_e32 v44, v106, v119, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[22:23], v[22:23], v[44:45], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v53, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v121
	v_div_scale_f32 v8, s[0:1], s33, s33, v57
	s_nop 0
	v_cndmask_b32_e32 v52, v106, v121, vcc
	v_pk_fma_f32 v[14:15], v[50:51], v[52:53], v[14:15]
	v_rcp_f32_e32 v50, v8
	s_nop 0
	v_fma_f32 v24, -v8, v50, 1.0
	v_fmac_f32_e32 v50, v24, v50
	v_div_scale_f32 v24, vcc, v57, s33, v57
	v_mul_f32_e32 v25, v24, v50
	v_fma_f32 v28, -v8, v25, v24
	v_fmac_f32_e32 v25, v28, v50
	v_fma_f32 v8, -v8, v25, v24
	v_div_scale_f32 v24, s[0:1], s25, s25, v56
	v_rcp_f32_e32 v28, v24
	v_div_fmas_f32 v8, v8, v50, v25
	v_div_fixup_f32 v8, v8, s33, v57
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v25, -v24, v28, 1.0
	v_fmac_f32_e32 v28, v25, v28
	v_div_scale_f32 v25, vcc, v56, s25, v56
	v_mul_f32_e32 v29, v25, v28
	v_fma_f32 v42, -v24, v29, v25
	v_fmac_f32_e32 v29, v42, v28
	v_fma_f32 v24, -v24, v29, v25
	v_div_scale_f32 v25, s[0:1], s71, s71, v59
	v_rcp_f32_e32 v42, v25
	v_div_fmas_f32 v24, v24, v28, v29
	v_div_fixup_f32 v24, v24, s25, v56
	v_sub_f32_e32 v117, v24, v0
	v_fma_f32 v28, -v25, v42, 1.0
	v_fmac_f32_e32 v42, v28, v42
	v_div_scale_f32 v28, vcc, v59, s71, v59
	v_mul_f32_e32 v29, v28, v42
	v_fma_f32 v43, -v25, v29, v28
	v_fmac_f32_e32 v29, v43, v42
	v_fma_f32 v25, -v25, v29, v28
	v_div_scale_f32 v28, s[0:1], s69, s69, v58
	v_rcp_f32_e32 v43, v28
	v_div_fmas_f32 v25, v25, v42, v29
	v_div_fixup_f32 v25, v25, s71, v59
	v_sub_f32_e32 v116, v25, v3
	v_fma_f32 v29, -v28, v43, 1.0
	v_fmac_f32_e32 v43, v29, v43
	v_div_scale_f32 v29, vcc, v58, s69, v58
	v_mul_f32_e32 v42, v29, v43
	v_fma_f32 v44, -v28, v42, v29
	v_fmac_f32_e32 v42, v44, v43
	v_fma_f32 v28, -v28, v42, v29
	v_div_scale_f32 v29, s[0:1], s75, s75, v61
	v_rcp_f32_e32 v44, v29
	v_div_fmas_f32 v28, v28, v43, v42
	v_div_fixup_f32 v28, v28, s69, v58
	v_sub_f32_e32 v115, v28, v2
	v_fma_f32 v42, -v29, v44, 1.0
	v_fmac_f32_e32 v44, v42, v44
	v_div_scale_f32 v42, vcc, v61, s75, v61
	v_mul_f32_e32 v43, v42, v44
	v_fma_f32 v45, -v29, v43, v42
	v_fmac_f32_e32 v43, v45, v44
	v_fma_f32 v29, -v29, v43, v42
	v_div_scale_f32 v42, s[0:1], s73, s73, v60
	v_rcp_f32_e32 v45, v42
	v_div_fmas_f32 v29, v29, v44, v43
	v_div_fixup_f32 v29, v29, s75, v61
	v_sub_f32_e32 v114, v29, v5
	v_fma_f32 v43, -v42, v45, 1.0
	v_fmac_f32_e32 v45, v43, v45
	v_div_scale_f32 v43, vcc, v60, s73, v60
	v_mul_f32_e32 v44, v43, v45
	v_fma_f32 v46, -v42, v44, v43
	v_fmac_f32_e32 v44, v46, v45
	v_fma_f32 v42, -v42, v44, v43
	v_div_scale_f32 v43, s[0:1], s79, s79, v63
	v_rcp_f32_e32 v46, v43
	v_div_fmas_f32 v42, v42, v45, v44
	v_div_fixup_f32 v42, v42, s73, v60
	v_sub_f32_e32 v113, v42, v4
	v_fma_f32 v44, -v43, v46, 1.0
	v_fmac_f32_e32 v46, v44, v46
	v_div_scale_f32 v44, vcc, v63, s79, v63
	v_mul_f32_e32 v45, v44, v46
	v_fma_f32 v47, -v43, v45, v44
	v_fmac_f32_e32 v45, v47, v46
	v_fma_f32 v43, -v43, v45, v44
	v_div_scale_f32 v44, s[0:1], s77, s77, v62
	v_rcp_f32_e32 v47, v44
	v_div_fmas_f32 v43, v43, v46, v45
	v_div_fixup_f32 v43, v43, s79, v63
	v_sub_f32_e32 v112, v43, v7
	v_fma_f32 v45, -v44, v47, 1.0
	v_fmac_f32_e32 v47, v45, v47
	v_div_scale_f32 v45, vcc, v62, s77, v62
	v_mul_f32_e32 v46, v45, v47
	v_fma_f32 v48, -v44, v46, v45
	v_fmac_f32_e32 v46, v48, v47
	v_fma_f32 v44, -v44, v46, v45
	v_div_fmas_f32 v44, v44, v47, v46
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v44, v44, s77, v62
	v_sub_f32_e32 v107, v44, v6
	v_cndmask_b32_e32 v25, v105, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v117
	s_nop 1
	v_cndmask_b32_e32 v24, v105, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v116
	v_pk_fma_f32 v[52:53], v[24:25], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v29, v105, v116, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v115
	v_pk_add_f32 v[54:55], v[52:53], s[72:73] op_sel_hi:[1,0]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v28, v105, v115, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v114
	v_pk_fma_f32 v[50:51], v[28:29], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[24:25], v[54:55], s[74:75], v[24:25] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v43, v105, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v113
	v_pk_add_f32 v[56:57], v[50:51], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[24:25], v[54:55], s[76:77], v[24:25] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v42, v105, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v112
	v_pk_fma_f32 v[48:49], v[42:43], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[56:57], s[74:75], v[28:29] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v45, v105, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v107
	v_pk_add_f32 v[58:59], v[48:49], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[28:29], v[56:57], s[76:77], v[28:29] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v44, v105, v107, vcc
	v_pk_fma_f32 v[46:47], v[44:45], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[42:43], v[58:59], s[74:75], v[42:43] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[60:61], v[46:47], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[42:43], v[58:59], s[76:77], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[60:61], s[74:75], v[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[28:29], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[60:61], s[76:77], v[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[24:25], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[44:45], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], v[42:43], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[44:45], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[42:43], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[28:29], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[44:45], s[84:85] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[54:55], v[44:45], v[44:45]
	v_pk_mul_f32 v[58:59], v[28:29], v[28:29]
	v_pk_fma_f32 v[62:63], v[62:63], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[42:43], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[44:45], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[28:29], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[56:57], v[42:43], v[42:43]
	v_pk_mul_f32 v[60:61], v[24:25], v[24:25]
	v_pk_fma_f32 v[98:99], v[98:99], v[42:43], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[24:25], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[28:29], v[58:59], v[96:97], v[28:29]
	v_pk_fma_f32 v[44:45], v[54:55], v[110:111], v[44:45]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_pk_fma_f32 v[24:25], v[60:61], v[62:63], v[24:25]
	v_pk_fma_f32 v[42:43], v[56:57], v[98:99], v[42:43]
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_lshl_add_u32 v48, v48, 23, 1.0
	v_pk_fma_f32 v[44:45], v[44:45], v[46:47], v[46:47]
	v_pk_fma_f32 v[46:47], v[28:29], v[50:51], v[50:51]
	v_cmp_ngt_f32_e32 vcc, s83, v112
	v_pk_fma_f32 v[42:43], v[42:43], v[48:49], v[48:49]
	v_pk_fma_f32 v[48:49], v[24:25], v[52:53], v[52:53]
	v_pk_add_f32 v[24:25], v[30:31], v[46:47]
	v_cndmask_b32_e32 v31, v106, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v107
	v_pk_add_f32 v[28:29], v[16:17], v[44:45]
	v_pk_add_f32 v[18:19], v[18:19], v[48:49]
	v_cndmask_b32_e32 v30, v106, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v114
	v_pk_fma_f32 v[14:15], v[44:45], v[30:31], v[14:15]
	v_pk_add_f32 v[20:21], v[20:21], v[42:43]
	v_cndmask_b32_e32 v51, v106, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v113
	s_nop 1
	v_cndmask_b32_e32 v50, v106, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v116
	v_pk_fma_f32 v[22:23], v[42:43], v[50:51], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v53, v106, v116, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v115
	s_nop 1
	v_cndmask_b32_e32 v52, v106, v115, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v17, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	v_div_scale_f32 v8, s[0:1], s79, s79, v39
	s_nop 0
	v_cndmask_b32_e32 v16, v106, v117, vcc
	v_pk_fma_f32 v[16:17], v[48:49], v[16:17], v[40:41]
	v_rcp_f32_e32 v48, v8
	v_pk_fma_f32 v[40:41], v[46:47], v[52:53], v[26:27]
	v_fma_f32 v26, -v8, v48, 1.0
	v_fmac_f32_e32 v48, v26, v48
	v_div_scale_f32 v26, vcc, v39, s79, v39
	v_mul_f32_e32 v27, v26, v48
	v_fma_f32 v30, -v8, v27, v26
	v_fmac_f32_e32 v27, v30, v48
	v_fma_f32 v8, -v8, v27, v26
	v_div_scale_f32 v26, s[0:1], s77, s77, v38
	v_rcp_f32_e32 v30, v26
	v_div_fmas_f32 v8, v8, v48, v27
	v_div_fixup_f32 v8, v8, s79, v39
	v_sub_f32_e32 v8, v8, v7
	v_fma_f32 v27, -v26, v30, 1.0
	v_fmac_f32_e32 v30, v27, v30
	v_div_scale_f32 v27, vcc, v38, s77, v38
	v_mul_f32_e32 v31, v27, v30
	v_fma_f32 v39, -v26, v31, v27
	v_fmac_f32_e32 v31, v39, v30
	v_fma_f32 v26, -v26, v31, v27
	v_div_scale_f32 v27, s[0:1], s75, s75, v37
	v_rcp_f32_e32 v39, v27
	v_div_fmas_f32 v26, v26, v30, v31
	v_div_fixup_f32 v26, v26, s77, v38
	v_sub_f32_e32 v96, v26, v6
	v_fma_f32 v30, -v27, v39, 1.0
	v_fmac_f32_e32 v39, v30, v39
	v_div_scale_f32 v30, vcc, v37, s75, v37
	v_mul_f32_e32 v31, v30, v39
	v_fma_f32 v38, -v27, v31, v30
	v_fmac_f32_e32 v31, v38, v39
	v_fma_f32 v27, -v27, v31, v30
	v_div_scale_f32 v30, s[0:1], s73, s73, v36
	v_rcp_f32_e32 v38, v30
	v_div_fmas_f32 v27, v27, v39, v31
	v_div_fixup_f32 v27, v27, s75, v37
	v_sub_f32_e32 v63, v27, v5
	v_fma_f32 v31, -v30, v38, 1.0
	v_fmac_f32_e32 v38, v31, v38
	v_div_scale_f32 v31, vcc, v36, s73, v36
	v_mul_f32_e32 v37, v31, v38
	v_fma_f32 v39, -v30, v37, v31
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v30, -v30, v37, v31
	v_div_scale_f32 v31, s[0:1], s71, s71, v35
	v_rcp_f32_e32 v39, v31
	v_div_fmas_f32 v30, v30, v38, v37
	v_div_fixup_f32 v30, v30, s73, v36
	v_sub_f32_e32 v62, v30, v4
	v_fma_f32 v36, -v31, v39, 1.0
	v_fmac_f32_e32 v39, v36, v39
	v_div_scale_f32 v36, vcc, v35, s71, v35
	v_mul_f32_e32 v37, v36, v39
	v_fma_f32 v38, -v31, v37, v36
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v31, -v31, v37, v36
	v_div_scale_f32 v36, s[0:1], s69, s69, v34
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v31, v31, v39, v37
	v_div_fixup_f32 v31, v31, s71, v35
	v_sub_f32_e32 v61, v31, v3
	v_fma_f32 v35, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v34, s69, v34
	v_mul_f32_e32 v37, v35, v38
	v_fma_f32 v39, -v36, v37, v35
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v35, -v36, v37, v35
	v_div_scale_f32 v36, s[0:1], s33, s33, v33
	v_rcp_f32_e32 v39, v36
	v_div_fmas_f32 v35, v35, v38, v37
	v_div_fixup_f32 v34, v35, s69, v34
	v_sub_f32_e32 v60, v34, v2
	v_fma_f32 v35, -v36, v39, 1.0
	v_fmac_f32_e32 v39, v35, v39
	v_div_scale_f32 v35, vcc, v33, s33, v33
	v_mul_f32_e32 v37, v35, v39
	v_fma_f32 v38, -v36, v37, v35
	v_fmac_f32_e32 v37, v38, v39
	v_fma_f32 v35, -v36, v37, v35
	v_div_scale_f32 v36, s[0:1], s25, s25, v32
	v_rcp_f32_e32 v38, v36
	v_div_fmas_f32 v35, v35, v39, v37
	v_div_fixup_f32 v33, v35, s33, v33
	v_sub_f32_e32 v59, v33, v1
	v_fma_f32 v35, -v36, v38, 1.0
	v_fmac_f32_e32 v38, v35, v38
	v_div_scale_f32 v35, vcc, v32, s25, v32
	v_mul_f32_e32 v37, v35, v38
	v_fma_f32 v39, -v36, v37, v35
	v_fmac_f32_e32 v37, v39, v38
	v_fma_f32 v35, -v36, v37, v35
	v_div_fmas_f32 v35, v35, v38, v37
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v32, v35, s25, v32
	v_sub_f32_e32 v58, v32, v0
	v_cndmask_b32_e32 v27, v105, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v96
	s_nop 1
	v_cndmask_b32_e32 v26, v105, v96, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v63
	s_nop 1
	v_cndmask_b32_e32 v31, v105, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v62
	s_nop 1
	v_cndmask_b32_e32 v30, v105, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v61
	v_pk_fma_f32 v[42:43], v[30:31], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v33, v105, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v60
	v_pk_add_f32 v[46:47], v[42:43], s[72:73] op_sel_hi:[1,0]
	s_nop 0
	v_cndmask_b32_e32 v32, v105, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v59
	v_pk_fma_f32 v[38:39], v[32:33], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[30:31], v[46:47], s[74:75], v[30:31] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v35, v105, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v58
	v_pk_add_f32 v[48:49], v[38:39], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[30:31], v[46:47], s[76:77], v[30:31] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v34, v105, v58, vcc
	v_pk_fma_f32 v[36:37], v[34:35], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[26:27], s[70:71], v[10:11] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[50:51], v[36:37], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[10:11], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[34:35], v[50:51], s[74:75], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[48:49], s[74:75], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[44:45], s[74:75], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[48:49], s[76:77], v[32:33] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[44:45], s[76:77], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[50:51], s[76:77], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[26:27], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[54:55], v[30:31], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[32:33], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[34:35], s[80:81], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[12:13], v[34:35], s[82:83] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[44:45], v[34:35], v[34:35]
	v_pk_fma_f32 v[12:13], v[12:13], v[34:35], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[30:31], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[12:13], v[34:35], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[26:27], v[26:27]
	v_pk_fma_f32 v[54:55], v[54:55], v[30:31], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[26:27], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[44:45], v[12:13], v[34:35]
	v_lshl_add_u32 v37, v37, 23, 1.0
	v_lshl_add_u32 v36, v36, 23, 1.0
	v_pk_mul_f32 v[48:49], v[30:31], v[30:31]
	v_pk_fma_f32 v[56:57], v[56:57], v[32:33], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[30:31], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[50:51], v[52:53], v[26:27]
	v_lshl_add_u32 v11, v11, 23, 1.0
	v_lshl_add_u32 v10, v10, 23, 1.0
	v_pk_fma_f32 v[12:13], v[12:13], v[36:37], v[36:37]
	v_cmp_ngt_f32_e32 vcc, s83, v59
	v_pk_fma_f32 v[56:57], v[56:57], v[32:33], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[30:31], v[48:49], v[54:55], v[30:31]
	v_lshl_add_u32 v35, v43, 23, 1.0
	v_lshl_add_u32 v34, v42, 23, 1.0
	v_pk_fma_f32 v[10:11], v[26:27], v[10:11], v[10:11]
	v_pk_add_f32 v[26:27], v[18:19], v[12:13]
	v_cndmask_b32_e32 v19, v106, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v58
	v_pk_mul_f32 v[46:47], v[32:33], v[32:33]
	v_pk_fma_f32 v[56:57], v[56:57], v[32:33], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[34:35], v[34:35]
	v_cndmask_b32_e32 v18, v106, v58, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v61
	v_pk_fma_f32 v[32:33], v[46:47], v[56:57], v[32:33]
	v_lshl_add_u32 v39, v39, 23, 1.0
	v_lshl_add_u32 v38, v38, 23, 1.0
	v_pk_add_f32 v[36:37], v[20:21], v[30:31]
	v_cndmask_b32_e32 v21, v106, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v60
	v_pk_fma_f32 v[32:33], v[32:33], v[38:39], v[38:39]
	v_pk_add_f32 v[34:35], v[28:29], v[10:11]
	v_cndmask_b32_e32 v20, v106, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v63
	v_pk_add_f32 v[38:39], v[24:25], v[32:33]
	v_pk_fma_f32 v[32:33], v[32:33], v[20:21], v[40:41]
	v_cndmask_b32_e32 v25, v106, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v62
	v_pk_fma_f32 v[40:41], v[12:13], v[18:19], v[16:17]
	s_nop 0
	v_cndmask_b32_e32 v24, v106, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v29, v106, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v96
	s_nop 1
	v_cndmask_b32_e32 v28, v106, v96, vcc
	v_pk_fma_f32 v[28:29], v[10:11], v[28:29], v[14:15]
	s_branch .LBB0_187
.LBB0_363:
	v_pk_add_f32 v[0:1], v[86:87], v[82:83]
	v_pk_add_f32 v[2:3], v[84:85], v[64:65]
	v_readlane_b32 s36, v108, 2
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_pk_add_f32 v[2:3], v[94:95], v[90:91]
	v_add_f32_e32 v4, v0, v1
	v_pk_add_f32 v[0:1], v[92:93], v[88:89]
	v_readlane_b32 s0, v108, 4
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_readlane_b32 s37, v108, 3
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v100, v4
	ds_bpermute_b32 v2, v100, v0
	v_readlane_b32 s1, v108, 5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v101, v1
	ds_bpermute_b32 v3, v101, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v102, v1
	ds_bpermute_b32 v3, v102, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v103, v1
	ds_bpermute_b32 v3, v103, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v104, v1
	ds_bpermute_b32 v3, v104, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v3
.LBB0_364:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_723
	v_writelane_b32 v108, s0, 6
	v_or_b32_e32 v80, 0xe0, v72
	v_mov_b32_e32 v81, 0
	s_movk_i32 s22, 0xff40
	s_movk_i32 s68, 0xff60
	s_movk_i32 s88, 0xff80
	s_movk_i32 s82, 0xffa0
	s_movk_i32 s80, 0xffc0
	s_movk_i32 s76, 0xffe0
	v_writelane_b32 v108, s1, 7
	v_mov_b32_e32 v79, v81
	s_mov_b64 s[60:61], 0
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b32 s23, -1
	s_mov_b64 s[30:31], 0x129
	s_mov_b64 s[44:45], 0x400
	s_mov_b64 s[46:47], 0x108
	s_mov_b64 s[48:49], 0x100
	s_mov_b64 s[54:55], 0x102
	s_mov_b64 s[56:57], 0x104
	s_mov_b64 s[58:59], 0x105
	s_mov_b64 s[62:63], 0x107
	s_mov_b64 s[64:65], 0x106
	s_mov_b64 s[66:67], 0x800
	s_mov_b32 s69, -1
	s_mov_b64 s[70:71], 0x208
	s_mov_b32 s89, -1
	s_mov_b64 s[90:91], 0xc00
	s_mov_b64 s[92:93], 0x308
	s_mov_b32 s83, -1
	s_mov_b64 s[84:85], 0x1000
	s_mov_b64 s[86:87], 0x408
	v_mov_b32_e32 v88, 0x7fc00000
	v_mov_b64_e32 v[82:83], v[80:81]
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	s_mov_b32 s81, -1
	s_mov_b64 s[94:95], 0x1400
	s_mov_b64 s[96:97], 0x508
	s_mov_b32 s77, -1
	s_mov_b64 s[78:79], 0x1800
	s_mov_b64 s[98:99], 0x608
	s_mov_b64 s[72:73], 0x1c00
	s_mov_b64 s[74:75], 0x708
	s_mov_b64 s[50:51], 0
	s_mov_b32 s36, 0xff800000
	s_branch .LBB0_367
.LBB0_366:
	s_cbranch_execnz .LBB0_543
.LBB0_367:
	s_lshl_b64 s[0:1], s[50:51], 5
	v_mov_b32_e32 v5, s1
	v_or_b32_e32 v4, s0, v72
	v_lshl_add_u64 v[84:85], v[78:79], 0, s[60:61]
	v_lshlrev_b64 v[4:5], 5, v[4:5]
	v_lshl_add_u64 v[86:87], v[74:75], 0, v[4:5]
	v_lshl_add_u64 v[4:5], v[84:85], 0, 8
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_369
	flat_load_dwordx4 v[14:17], v[86:87] offset:16
	flat_load_dwordx4 v[10:13], v[86:87]
.LBB0_369:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_387
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v10, 4, v84
	v_mov_b32_e32 v11, v85
	v_or_b32_e32 v12, 5, v84
	v_mov_b32_e32 v13, v85
	v_or_b32_e32 v14, 7, v84
	v_mov_b32_e32 v15, v85
	v_or_b32_e32 v16, 6, v84
	v_mov_b32_e32 v17, v85
	s_mov_b32 s37, s36
	v_or_b32_e32 v4, 1, v84
	v_mov_b32_e32 v5, v85
	v_or_b32_e32 v6, 3, v84
	v_mov_b32_e32 v7, v85
	v_or_b32_e32 v8, 2, v84
	v_mov_b32_e32 v9, v85
	v_cmp_lt_u64_e64 s[14:15], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[12:13], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[10:11], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[10:11], s[36:37]
	v_cmp_lt_u64_e64 s[6:7], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[84:85], v[76:77]
	v_mov_b64_e32 v[12:13], s[38:39]
	v_mov_b64_e32 v[14:15], s[40:41]
	v_mov_b64_e32 v[16:17], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_372
	flat_load_dword v2, v[86:87]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[8:9]
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_372:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v1, 0, 1, s[14:15]
	v_cndmask_b32_e64 v2, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[6:7]
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_374
	flat_load_dword v11, v[86:87] offset:4
.LBB0_374:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_376
	flat_load_dword v12, v[86:87] offset:8
.LBB0_376:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_378
	flat_load_dword v13, v[86:87] offset:12
.LBB0_378:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_380
	flat_load_dword v14, v[86:87] offset:16
.LBB0_380:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_382
	flat_load_dword v15, v[86:87] offset:20
.LBB0_382:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_384
	flat_load_dword v16, v[86:87] offset:24
.LBB0_384:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_386
	flat_load_dword v17, v[86:87] offset:28
.LBB0_386:
	s_or_b64 exec, exec, s[2:3]
.LBB0_387:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_409
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[46:47]
	v_lshl_add_u64 v[26:27], v[86:87], 0, s[44:45]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_390
	flat_load_dwordx4 v[18:21], v[26:27]
	flat_load_dwordx4 v[22:25], v[26:27] offset:16
.LBB0_390:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_408
	s_mov_b64 s[2:3], 0x101
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[84:85], 0, s[54:55]
	v_lshl_add_u64 v[20:21], v[84:85], 0, s[56:57]
	v_lshl_add_u64 v[22:23], v[84:85], 0, s[58:59]
	v_lshl_add_u64 v[24:25], v[84:85], 0, s[62:63]
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[48:49]
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	v_lshl_add_u64 v[36:37], v[84:85], 0, s[64:65]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[18:19], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[20:21], s[38:39]
	v_mov_b64_e32 v[22:23], s[40:41]
	v_mov_b64_e32 v[24:25], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_393
	flat_load_dword v2, v[26:27]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
.LBB0_393:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v1, 0, 1, s[14:15]
	v_cndmask_b32_e64 v2, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, s[8:9]
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[6:7]
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_lshlrev_b16_e32 v1, 4, v1
	v_and_b32_e32 v2, 15, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_395
	flat_load_dword v19, v[26:27] offset:4
.LBB0_395:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_397
	flat_load_dword v20, v[26:27] offset:8
.LBB0_397:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_399
	flat_load_dword v21, v[26:27] offset:12
.LBB0_399:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_401
	flat_load_dword v22, v[26:27] offset:16
.LBB0_401:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_403
	flat_load_dword v23, v[26:27] offset:20
.LBB0_403:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_405
	flat_load_dword v24, v[26:27] offset:24
.LBB0_405:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_407
	flat_load_dword v25, v[26:27] offset:28
.LBB0_407:
	s_or_b64 exec, exec, s[2:3]
.LBB0_408:
	s_or_b64 exec, exec, s[52:53]
.LBB0_409:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v1, v28, v10
	v_cmp_o_f32_e32 vcc, v28, v10
	v_max_f32_e32 v4, v30, v12
	v_max_f32_e32 v5, v31, v13
	v_cndmask_b32_e32 v2, v88, v1, vcc
	v_max_f32_e32 v1, v29, v11
	v_cmp_o_f32_e32 vcc, v29, v11
	v_max_f32_e32 v6, v32, v14
	v_max_f32_e32 v7, v33, v15
	v_cndmask_b32_e32 v1, v88, v1, vcc
	v_cmp_o_f32_e32 vcc, v30, v12
	v_max_f32_e32 v8, v34, v16
	v_max_f32_e32 v9, v35, v17
	v_cndmask_b32_e32 v4, v88, v4, vcc
	v_cmp_o_f32_e32 vcc, v31, v13
	s_cmp_eq_u64 s[60:61], 0x800
	s_nop 0
	v_cndmask_b32_e32 v5, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v32, v14
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v33, v15
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v34, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v35, v17
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v9, vcc
	v_max_f32_e32 v10, v9, v25
	v_cmp_o_f32_e32 vcc, v9, v25
	v_max_f32_e32 v9, v8, v24
	s_nop 0
	v_cndmask_b32_e32 v11, v88, v10, vcc
	v_cmp_o_f32_e32 vcc, v8, v24
	v_max_f32_e32 v8, v7, v23
	s_nop 0
	v_cndmask_b32_e32 v10, v88, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v23
	v_max_f32_e32 v7, v6, v22
	s_nop 0
	v_cndmask_b32_e32 v13, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v22
	v_max_f32_e32 v6, v5, v21
	s_nop 0
	v_cndmask_b32_e32 v12, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v21
	v_max_f32_e32 v5, v4, v20
	s_nop 0
	v_cndmask_b32_e32 v15, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v20
	v_max_f32_e32 v4, v1, v19
	s_nop 0
	v_cndmask_b32_e32 v14, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v19
	s_nop 1
	v_cndmask_b32_e32 v1, v88, v4, vcc
	v_max_f32_e32 v4, v2, v18
	v_cmp_o_f32_e32 vcc, v2, v18
	s_nop 1
	v_cndmask_b32_e32 v16, v88, v4, vcc
	s_cbranch_scc1 .LBB0_366
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[68:69]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_432
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[70:71]
	v_lshl_add_u64 v[20:21], v[86:87], 0, s[66:67]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_413
	flat_load_dwordx4 v[26:29], v[20:21]
	flat_load_dwordx4 v[30:33], v[20:21] offset:16
.LBB0_413:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_431
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[22:23], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[24:25], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[28:29], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	v_lshl_add_u64 v[30:31], v[84:85], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[26:27], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[26:27], s[36:37]
	v_cmp_lt_u64_e64 s[8:9], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[28:29], s[38:39]
	v_mov_b64_e32 v[30:31], s[40:41]
	v_mov_b64_e32 v[32:33], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_416
	flat_load_dword v2, v[20:21]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[32:33], v[8:9]
	v_mov_b64_e32 v[30:31], v[6:7]
	v_mov_b64_e32 v[28:29], v[4:5]
	v_mov_b64_e32 v[26:27], v[2:3]
.LBB0_416:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_418
	flat_load_dword v27, v[20:21] offset:4
.LBB0_418:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_420
	flat_load_dword v28, v[20:21] offset:8
.LBB0_420:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_422
	flat_load_dword v29, v[20:21] offset:12
.LBB0_422:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_424
	flat_load_dword v30, v[20:21] offset:16
.LBB0_424:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_426
	flat_load_dword v31, v[20:21] offset:20
.LBB0_426:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_428
	flat_load_dword v32, v[20:21] offset:24
.LBB0_428:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_430
	flat_load_dword v33, v[20:21] offset:28
.LBB0_430:
	s_or_b64 exec, exec, s[2:3]
.LBB0_431:
	s_or_b64 exec, exec, s[52:53]
.LBB0_432:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[88:89]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_454
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[92:93]
	v_lshl_add_u64 v[34:35], v[86:87], 0, s[90:91]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_435
	flat_load_dwordx4 v[18:21], v[34:35]
	flat_load_dwordx4 v[22:25], v[34:35] offset:16
.LBB0_435:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_453
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	v_lshl_add_u64 v[24:25], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[36:37], v[84:85], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[18:19], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[20:21], s[38:39]
	v_mov_b64_e32 v[22:23], s[40:41]
	v_mov_b64_e32 v[24:25], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_438
	flat_load_dword v2, v[34:35]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
.LBB0_438:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_440
	flat_load_dword v19, v[34:35] offset:4
.LBB0_440:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_442
	flat_load_dword v20, v[34:35] offset:8
.LBB0_442:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_444
	flat_load_dword v21, v[34:35] offset:12
.LBB0_444:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_446
	flat_load_dword v22, v[34:35] offset:16
.LBB0_446:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_448
	flat_load_dword v23, v[34:35] offset:20
.LBB0_448:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_450
	flat_load_dword v24, v[34:35] offset:24
.LBB0_450:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_452
	flat_load_dword v25, v[34:35] offset:28
.LBB0_452:
	s_or_b64 exec, exec, s[2:3]
.LBB0_453:
	s_or_b64 exec, exec, s[52:53]
.LBB0_454:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[82:83]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_476
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[86:87]
	v_lshl_add_u64 v[36:37], v[86:87], 0, s[84:85]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_457
	flat_load_dwordx4 v[42:45], v[36:37]
	flat_load_dwordx4 v[46:49], v[36:37] offset:16
.LBB0_457:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_475
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[38:39], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[40:41], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[42:43], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	v_lshl_add_u64 v[44:45], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	v_lshl_add_u64 v[46:47], v[84:85], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[44:45]
	v_cmp_lt_u64_e64 s[14:15], v[46:47], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[44:45], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[42:43], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[48:49], s[42:43]
	v_cmp_lt_u64_e64 s[8:9], v[40:41], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[46:47], s[40:41]
	v_mov_b64_e32 v[44:45], s[38:39]
	v_mov_b64_e32 v[42:43], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_460
	flat_load_dword v2, v[36:37]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[48:49], v[8:9]
	v_mov_b64_e32 v[46:47], v[6:7]
	v_mov_b64_e32 v[44:45], v[4:5]
	v_mov_b64_e32 v[42:43], v[2:3]
.LBB0_460:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_462
	flat_load_dword v43, v[36:37] offset:4
.LBB0_462:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_464
	flat_load_dword v44, v[36:37] offset:8
.LBB0_464:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_466
	flat_load_dword v45, v[36:37] offset:12
.LBB0_466:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_468
	flat_load_dword v46, v[36:37] offset:16
.LBB0_468:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_470
	flat_load_dword v47, v[36:37] offset:20
.LBB0_470:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_472
	flat_load_dword v48, v[36:37] offset:24
.LBB0_472:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_474
	flat_load_dword v49, v[36:37] offset:28
.LBB0_474:
	s_or_b64 exec, exec, s[2:3]
.LBB0_475:
	s_or_b64 exec, exec, s[52:53]
.LBB0_476:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[80:81]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_498
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[96:97]
	v_lshl_add_u64 v[50:51], v[86:87], 0, s[94:95]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_479
	flat_load_dwordx4 v[34:37], v[50:51]
	flat_load_dwordx4 v[38:41], v[50:51] offset:16
.LBB0_479:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_497
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[34:35], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[36:37], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[38:39], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[40:41], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[52:53], v[84:85], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[40:41], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[34:35], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[34:35], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[52:53], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[36:37], s[38:39]
	v_mov_b64_e32 v[38:39], s[40:41]
	v_mov_b64_e32 v[40:41], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_482
	flat_load_dword v2, v[50:51]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[40:41], v[8:9]
	v_mov_b64_e32 v[38:39], v[6:7]
	v_mov_b64_e32 v[36:37], v[4:5]
	v_mov_b64_e32 v[34:35], v[2:3]
.LBB0_482:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_484
	flat_load_dword v35, v[50:51] offset:4
.LBB0_484:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_486
	flat_load_dword v36, v[50:51] offset:8
.LBB0_486:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_488
	flat_load_dword v37, v[50:51] offset:12
.LBB0_488:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_490
	flat_load_dword v38, v[50:51] offset:16
.LBB0_490:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_492
	flat_load_dword v39, v[50:51] offset:20
.LBB0_492:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_494
	flat_load_dword v40, v[50:51] offset:24
.LBB0_494:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_496
	flat_load_dword v41, v[50:51] offset:28
.LBB0_496:
	s_or_b64 exec, exec, s[2:3]
.LBB0_497:
	s_or_b64 exec, exec, s[52:53]
.LBB0_498:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[4:5], v[82:83], 0, s[76:77]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	v_mov_b32_e32 v64, 0xff800000
	v_mov_b32_e32 v65, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_520
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[98:99]
	v_lshl_add_u64 v[52:53], v[86:87], 0, s[78:79]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_501
	flat_load_dwordx4 v[58:61], v[52:53]
	flat_load_dwordx4 v[62:65], v[52:53] offset:16
.LBB0_501:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_519
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[54:55], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[56:57], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[58:59], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	v_lshl_add_u64 v[60:61], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[62:63], v[84:85], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[62:63], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[60:61], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[58:59], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[64:65], s[42:43]
	v_cmp_lt_u64_e64 s[8:9], v[56:57], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[54:55], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[62:63], s[40:41]
	v_mov_b64_e32 v[60:61], s[38:39]
	v_mov_b64_e32 v[58:59], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_504
	flat_load_dword v2, v[52:53]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[64:65], v[8:9]
	v_mov_b64_e32 v[62:63], v[6:7]
	v_mov_b64_e32 v[60:61], v[4:5]
	v_mov_b64_e32 v[58:59], v[2:3]
.LBB0_504:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_506
	flat_load_dword v59, v[52:53] offset:4
.LBB0_506:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_508
	flat_load_dword v60, v[52:53] offset:8
.LBB0_508:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_510
	flat_load_dword v61, v[52:53] offset:12
.LBB0_510:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_512
	flat_load_dword v62, v[52:53] offset:16
.LBB0_512:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_514
	flat_load_dword v63, v[52:53] offset:20
.LBB0_514:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_516
	flat_load_dword v64, v[52:53] offset:24
.LBB0_516:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_518
	flat_load_dword v65, v[52:53] offset:28
.LBB0_518:
	s_or_b64 exec, exec, s[2:3]
.LBB0_519:
	s_or_b64 exec, exec, s[52:53]
.LBB0_520:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[82:83]
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_542
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[74:75]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[72:73]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_523
	flat_load_dwordx4 v[50:53], v[86:87]
	flat_load_dwordx4 v[54:57], v[86:87] offset:16
.LBB0_523:
	s_andn2_saveexec_b64 s[52:53], s[2:3]
	s_cbranch_execz .LBB0_541
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[4:5], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[8:9], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[50:51], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[52:53], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[54:55], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[56:57], v[84:85], 0, s[2:3]
	s_mov_b64 s[2:3], 0x706
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[56:57], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[54:55], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[52:53], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[50:51], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[56:57], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[84:85], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[54:55], s[40:41]
	v_mov_b64_e32 v[52:53], s[38:39]
	v_mov_b64_e32 v[50:51], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_526
	flat_load_dword v2, v[86:87]
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[56:57], v[8:9]
	v_mov_b64_e32 v[54:55], v[6:7]
	v_mov_b64_e32 v[52:53], v[4:5]
	v_mov_b64_e32 v[50:51], v[2:3]
.LBB0_526:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v2, 0, 1, s[14:15]
	v_cndmask_b32_e64 v4, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v4, 1, v4
	v_cndmask_b32_e64 v5, 0, 1, s[8:9]
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v4, 3, v4
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_cndmask_b32_e64 v5, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v5, 1, v5
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_or_b32_e32 v5, v6, v5
	v_and_b32_e32 v5, 3, v5
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b16_e32 v2, 4, v2
	v_and_b32_e32 v4, 15, v4
	v_or_b32_e32 v2, v4, v2
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_528
	flat_load_dword v51, v[86:87] offset:4
.LBB0_528:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_530
	flat_load_dword v52, v[86:87] offset:8
.LBB0_530:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_532
	flat_load_dword v53, v[86:87] offset:12
.LBB0_532:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_534
	flat_load_dword v54, v[86:87] offset:16
.LBB0_534:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_536
	flat_load_dword v55, v[86:87] offset:20
.LBB0_536:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_538
	flat_load_dword v56, v[86:87] offset:24
.LBB0_538:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_540
	flat_load_dword v57, v[86:87] offset:28
.LBB0_540:
	s_or_b64 exec, exec, s[2:3]
.LBB0_541:
	s_or_b64 exec, exec, s[52:53]
.LBB0_542:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v17, v16, v26
	v_cmp_o_f32_e32 vcc, v16, v26
	v_max_f32_e32 v9, v1, v27
	v_max_f32_e32 v8, v14, v28
	v_cndmask_b32_e32 v17, v88, v17, vcc
	v_cmp_o_f32_e32 vcc, v1, v27
	v_max_f32_e32 v7, v15, v29
	v_max_f32_e32 v6, v12, v30
	v_cndmask_b32_e32 v9, v88, v9, vcc
	v_cmp_o_f32_e32 vcc, v14, v28
	v_max_f32_e32 v5, v13, v31
	v_max_f32_e32 v4, v10, v32
	v_cndmask_b32_e32 v8, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v15, v29
	v_max_f32_e32 v2, v11, v33
	v_max_f32_e32 v28, v8, v20
	v_cndmask_b32_e32 v7, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v12, v30
	v_max_f32_e32 v29, v7, v21
	v_max_f32_e32 v26, v17, v18
	v_cndmask_b32_e32 v6, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v13, v31
	v_max_f32_e32 v30, v6, v22
	v_max_f32_e32 v27, v9, v19
	v_cndmask_b32_e32 v5, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v10, v32
	v_max_f32_e32 v31, v5, v23
	s_add_u32 s50, s50, 8
	v_cndmask_b32_e32 v4, v88, v4, vcc
	v_cmp_o_f32_e32 vcc, v11, v33
	v_max_f32_e32 v32, v4, v24
	s_addc_u32 s51, s51, 0
	v_cndmask_b32_e32 v2, v88, v2, vcc
	v_max_f32_e32 v33, v2, v25
	v_cmp_o_f32_e32 vcc, v2, v25
	s_add_u32 s60, s60, 0x800
	s_addc_u32 s61, s61, 0
	v_cndmask_b32_e32 v2, v88, v33, vcc
	v_cmp_o_f32_e32 vcc, v4, v24
	v_max_f32_e32 v25, v2, v49
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[48:49]
	v_cndmask_b32_e32 v4, v88, v32, vcc
	v_cmp_o_f32_e32 vcc, v5, v23
	v_max_f32_e32 v24, v4, v48
	s_nop 0
	v_cndmask_b32_e32 v5, v88, v31, vcc
	v_cmp_o_f32_e32 vcc, v6, v22
	v_max_f32_e32 v23, v5, v47
	s_nop 0
	v_cndmask_b32_e32 v6, v88, v30, vcc
	v_cmp_o_f32_e32 vcc, v7, v21
	v_max_f32_e32 v22, v6, v46
	s_nop 0
	v_cndmask_b32_e32 v7, v88, v29, vcc
	v_cmp_o_f32_e32 vcc, v8, v20
	v_max_f32_e32 v21, v7, v45
	s_nop 0
	v_cndmask_b32_e32 v8, v88, v28, vcc
	v_cmp_o_f32_e32 vcc, v17, v18
	v_max_f32_e32 v20, v8, v44
	s_nop 0
	v_cndmask_b32_e32 v17, v88, v26, vcc
	v_cmp_o_f32_e32 vcc, v9, v19
	v_max_f32_e32 v18, v17, v42
	s_nop 0
	v_cndmask_b32_e32 v9, v88, v27, vcc
	v_max_f32_e32 v19, v9, v43
	v_cmp_o_f32_e32 vcc, v9, v43
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v19, vcc
	v_cmp_o_f32_e32 vcc, v8, v44
	v_max_f32_e32 v19, v9, v35
	s_nop 0
	v_cndmask_b32_e32 v8, v88, v20, vcc
	v_cmp_o_f32_e32 vcc, v7, v45
	v_max_f32_e32 v20, v8, v36
	s_nop 0
	v_cndmask_b32_e32 v7, v88, v21, vcc
	v_cmp_o_f32_e32 vcc, v6, v46
	v_max_f32_e32 v21, v7, v37
	s_nop 0
	v_cndmask_b32_e32 v6, v88, v22, vcc
	v_cmp_o_f32_e32 vcc, v5, v47
	v_max_f32_e32 v22, v6, v38
	s_nop 0
	v_cndmask_b32_e32 v5, v88, v23, vcc
	v_cmp_o_f32_e32 vcc, v4, v48
	v_max_f32_e32 v23, v5, v39
	s_nop 0
	v_cndmask_b32_e32 v4, v88, v24, vcc
	v_cmp_o_f32_e32 vcc, v2, v49
	v_max_f32_e32 v24, v4, v40
	s_nop 0
	v_cndmask_b32_e32 v2, v88, v25, vcc
	v_cmp_o_f32_e32 vcc, v17, v42
	v_max_f32_e32 v25, v2, v41
	s_nop 0
	v_cndmask_b32_e32 v17, v88, v18, vcc
	v_max_f32_e32 v18, v17, v34
	v_cmp_o_f32_e32 vcc, v17, v34
	s_nop 1
	v_cndmask_b32_e32 v17, v88, v18, vcc
	v_cmp_o_f32_e32 vcc, v9, v35
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v19, vcc
	v_cmp_o_f32_e32 vcc, v8, v36
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v20, vcc
	v_cmp_o_f32_e32 vcc, v7, v37
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v21, vcc
	v_cmp_o_f32_e32 vcc, v6, v38
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v22, vcc
	v_cmp_o_f32_e32 vcc, v5, v39
	s_nop 1
	v_cndmask_b32_e32 v5, v88, v23, vcc
	v_cmp_o_f32_e32 vcc, v4, v40
	s_nop 1
	v_cndmask_b32_e32 v4, v88, v24, vcc
	v_cmp_o_f32_e32 vcc, v2, v41
	s_nop 1
	v_cndmask_b32_e32 v2, v88, v25, vcc
	v_max_f32_e32 v18, v2, v65
	v_cmp_o_f32_e32 vcc, v2, v65
	s_nop 1
	v_cndmask_b32_e32 v2, v88, v18, vcc
	v_max_f32_e32 v18, v4, v64
	v_cmp_o_f32_e32 vcc, v4, v64
	s_nop 1
	v_cndmask_b32_e32 v4, v88, v18, vcc
	v_max_f32_e32 v18, v5, v63
	v_cmp_o_f32_e32 vcc, v5, v63
	s_nop 1
	v_cndmask_b32_e32 v5, v88, v18, vcc
	v_max_f32_e32 v18, v6, v62
	v_cmp_o_f32_e32 vcc, v6, v62
	s_nop 1
	v_cndmask_b32_e32 v6, v88, v18, vcc
	v_max_f32_e32 v18, v7, v61
	v_cmp_o_f32_e32 vcc, v7, v61
	s_nop 1
	v_cndmask_b32_e32 v7, v88, v18, vcc
	v_max_f32_e32 v18, v8, v60
	v_cmp_o_f32_e32 vcc, v8, v60
	s_nop 1
	v_cndmask_b32_e32 v8, v88, v18, vcc
	v_max_f32_e32 v18, v9, v59
	v_cmp_o_f32_e32 vcc, v9, v59
	s_nop 1
	v_cndmask_b32_e32 v9, v88, v18, vcc
	v_max_f32_e32 v18, v17, v58
	v_cmp_o_f32_e32 vcc, v17, v58
	s_nop 1
	v_cndmask_b32_e32 v17, v88, v18, vcc
	v_max_f32_e32 v18, v17, v50
	v_cmp_o_f32_e32 vcc, v17, v50
	v_max_f32_e32 v17, v9, v51
	s_nop 0
	v_cndmask_b32_e32 v28, v88, v18, vcc
	v_cmp_o_f32_e32 vcc, v9, v51
	v_max_f32_e32 v9, v8, v52
	s_nop 0
	v_cndmask_b32_e32 v29, v88, v17, vcc
	v_cmp_o_f32_e32 vcc, v8, v52
	v_max_f32_e32 v8, v7, v53
	s_nop 0
	v_cndmask_b32_e32 v30, v88, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v53
	v_max_f32_e32 v7, v6, v54
	s_nop 0
	v_cndmask_b32_e32 v31, v88, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v54
	v_max_f32_e32 v6, v5, v55
	s_nop 0
	v_cndmask_b32_e32 v32, v88, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v55
	v_max_f32_e32 v5, v4, v56
	s_nop 0
	v_cndmask_b32_e32 v33, v88, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v56
	v_max_f32_e32 v4, v2, v57
	s_nop 0
	v_cndmask_b32_e32 v34, v88, v5, vcc
	v_cmp_o_f32_e32 vcc, v2, v57
	s_nop 1
	v_cndmask_b32_e32 v35, v88, v4, vcc
	s_branch .LBB0_367
.LBB0_543:
	v_max_f32_e32 v2, v14, v10
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v14, v10
	v_max_f32_e32 v4, v16, v12
	v_max_f32_e32 v5, v15, v11
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_cmp_o_f32_e32 vcc, v16, v12
	v_max_f32_e32 v6, v1, v13
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v4, v3, v4, vcc
	v_cmp_o_f32_e32 vcc, v15, v11
	v_and_b32_e32 v0, 0xfc, v0
	v_xor_b32_e32 v110, 64, v0
	v_cndmask_b32_e32 v5, v3, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v13
	v_xor_b32_e32 v111, 32, v0
	v_xor_b32_e32 v112, 16, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_max_f32_e32 v6, v1, v5
	v_cmp_o_f32_e32 vcc, v1, v5
	v_max_f32_e32 v5, v4, v2
	v_xor_b32_e32 v113, 8, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v2
	v_xor_b32_e32 v114, 4, v0
	s_mov_b32 s36, 0xff800000
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_max_f32_e32 v4, v2, v1
	v_cmp_o_f32_e32 vcc, v2, v1
	v_mov_b32_e32 v32, 0
	s_movk_i32 s44, 0xff40
	v_cndmask_b32_e32 v1, v3, v4, vcc
	v_div_scale_f32 v2, s[0:1], s24, s24, v1
	v_rcp_f32_e32 v4, v2
	s_movk_i32 s90, 0xff60
	s_movk_i32 s98, 0xff80
	s_movk_i32 s22, 0xffa0
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, v1, s24, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_div_fixup_f32 v1, v2, s24, v1
	ds_bpermute_b32 v2, v110, v1
	s_movk_i32 s56, 0xffc0
	s_movk_i32 s62, 0xffe0
	s_mov_b32 s25, s24
	s_mov_b32 s33, s24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s71, s24
	s_mov_b32 s73, s24
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v111, v1
	s_mov_b32 s75, s24
	s_mov_b32 s77, s24
	s_mov_b32 s79, s24
	s_mov_b32 s81, s24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b64 s[68:69], 0
	s_mov_b32 s45, -1
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v112, v1
	s_mov_b64 s[46:47], 0x129
	s_mov_b64 s[48:49], 0x400
	s_mov_b64 s[50:51], 0x108
	s_mov_b64 s[52:53], 0x100
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s83, 0xc2b00000
	s_mov_b32 s70, 0x4b400000
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v113, v1
	s_mov_b32 s72, 0x3fb8aa3b
	s_mov_b32 s74, 0xcb400000
	s_mov_b32 s76, 0xbf318000
	s_mov_b32 s78, 0x395e8083
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s80, 0x3c0905f1
	s_mov_b32 s82, 0x3ab688be
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v0, v114, v1
	s_mov_b32 s84, 0x3d2aaa8c
	s_mov_b32 s86, 0x3e2aaa6e
	s_mov_b32 s85, 0xc3000000
	s_mov_b32 s91, -1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v1, v0
	v_cmp_o_f32_e32 vcc, v1, v0
	v_mov_b32_e32 v40, v32
	v_mov_b32_e32 v36, v32
	v_cndmask_b32_e32 v109, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, s36, v109
	v_mov_b32_e32 v34, v32
	v_mov_b32_e32 v46, v32
	v_cndmask_b32_e32 v0, 0, v109, vcc
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v38, v32
	v_mov_b32_e32 v42, v32
	v_mov_b32_e32 v44, v32
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v41, v32
	v_mov_b32_e32 v37, v32
	v_mov_b32_e32 v35, v32
	v_mov_b32_e32 v47, v32
	v_mov_b32_e32 v39, v32
	v_mov_b32_e32 v43, v32
	v_mov_b32_e32 v45, v32
	v_mov_b32_e32 v115, 0xc2b00000
	v_mov_b32_e32 v116, 0xc3000000
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v9, 0xff800000
	s_mov_b32 s99, -1
	s_mov_b32 s23, -1
	s_mov_b64 s[30:31], 0x1000
	s_mov_b64 s[54:55], 0x408
	s_mov_b32 s57, -1
	s_mov_b64 s[58:59], 0x1400
	s_mov_b64 s[60:61], 0x508
	s_mov_b32 s63, -1
	s_mov_b64 s[64:65], 0x1800
	s_mov_b64 s[66:67], 0x608
	s_mov_b64 s[88:89], 0x1c00
	s_mov_b64 s[92:93], 0x708
	s_mov_b64 s[94:95], 0
	s_branch .LBB0_548
.LBB0_544:
	s_or_b64 exec, exec, s[2:3]
.LBB0_545:
	s_or_b64 exec, exec, s[96:97]
.LBB0_546:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[0:1], s33, s33, v57
	v_rcp_f32_e32 v10, v8
	v_div_scale_f32 v11, vcc, v57, s33, v57
	s_add_u32 s94, s94, 8
	v_fma_f32 v12, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v12, v10
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v8, -v8, v12, v11
	v_div_scale_f32 v11, s[0:1], s25, s25, v56
	v_rcp_f32_e32 v13, v11
	v_div_fmas_f32 v8, v8, v10, v12
	v_div_fixup_f32 v8, v8, s33, v57
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v10, -v11, v13, 1.0
	v_fmac_f32_e32 v13, v10, v13
	v_div_scale_f32 v10, vcc, v56, s25, v56
	v_mul_f32_e32 v12, v10, v13
	v_fma_f32 v14, -v11, v12, v10
	v_fmac_f32_e32 v12, v14, v13
	v_fma_f32 v10, -v11, v12, v10
	v_div_scale_f32 v11, s[0:1], s73, s73, v59
	v_rcp_f32_e32 v14, v11
	v_div_fmas_f32 v10, v10, v13, v12
	v_div_fixup_f32 v10, v10, s25, v56
	v_sub_f32_e32 v129, v10, v0
	v_fma_f32 v12, -v11, v14, 1.0
	v_fmac_f32_e32 v14, v12, v14
	v_div_scale_f32 v12, vcc, v59, s73, v59
	v_mul_f32_e32 v13, v12, v14
	v_fma_f32 v15, -v11, v13, v12
	v_fmac_f32_e32 v13, v15, v14
	v_fma_f32 v11, -v11, v13, v12
	v_div_scale_f32 v12, s[0:1], s71, s71, v58
	v_rcp_f32_e32 v15, v12
	v_div_fmas_f32 v11, v11, v14, v13
	v_div_fixup_f32 v11, v11, s73, v59
	v_sub_f32_e32 v128, v11, v3
	v_fma_f32 v13, -v12, v15, 1.0
	v_fmac_f32_e32 v15, v13, v15
	v_div_scale_f32 v13, vcc, v58, s71, v58
	v_mul_f32_e32 v14, v13, v15
	v_fma_f32 v56, -v12, v14, v13
	v_fmac_f32_e32 v14, v56, v15
	v_fma_f32 v12, -v12, v14, v13
	v_div_scale_f32 v13, s[0:1], s77, s77, v61
	v_rcp_f32_e32 v56, v13
	v_div_fmas_f32 v12, v12, v15, v14
	v_div_fixup_f32 v12, v12, s71, v58
	v_sub_f32_e32 v127, v12, v2
	v_fma_f32 v14, -v13, v56, 1.0
	v_fmac_f32_e32 v56, v14, v56
	v_div_scale_f32 v14, vcc, v61, s77, v61
	v_mul_f32_e32 v15, v14, v56
	v_fma_f32 v57, -v13, v15, v14
	v_fmac_f32_e32 v15, v57, v56
	v_fma_f32 v13, -v13, v15, v14
	v_div_scale_f32 v14, s[0:1], s75, s75, v60
	v_rcp_f32_e32 v57, v14
	v_div_fmas_f32 v13, v13, v56, v15
	v_div_fixup_f32 v13, v13, s77, v61
	v_sub_f32_e32 v126, v13, v5
	v_fma_f32 v15, -v14, v57, 1.0
	v_fmac_f32_e32 v57, v15, v57
	v_div_scale_f32 v15, vcc, v60, s75, v60
	v_mul_f32_e32 v56, v15, v57
	v_fma_f32 v58, -v14, v56, v15
	v_fmac_f32_e32 v56, v58, v57
	v_fma_f32 v14, -v14, v56, v15
	v_div_scale_f32 v15, s[0:1], s81, s81, v63
	v_rcp_f32_e32 v58, v15
	v_div_fmas_f32 v14, v14, v57, v56
	v_div_fixup_f32 v14, v14, s75, v60
	v_sub_f32_e32 v125, v14, v4
	v_fma_f32 v56, -v15, v58, 1.0
	v_fmac_f32_e32 v58, v56, v58
	v_div_scale_f32 v56, vcc, v63, s81, v63
	v_mul_f32_e32 v57, v56, v58
	v_fma_f32 v59, -v15, v57, v56
	v_fmac_f32_e32 v57, v59, v58
	v_fma_f32 v15, -v15, v57, v56
	v_div_scale_f32 v56, s[0:1], s79, s79, v62
	v_rcp_f32_e32 v59, v56
	v_div_fmas_f32 v15, v15, v58, v57
	v_div_fixup_f32 v15, v15, s81, v63
	v_sub_f32_e32 v124, v15, v7
	v_fma_f32 v57, -v56, v59, 1.0
	v_fmac_f32_e32 v59, v57, v59
	v_div_scale_f32 v57, vcc, v62, s79, v62
	v_mul_f32_e32 v58, v57, v59
	v_fma_f32 v60, -v56, v58, v57
	v_fmac_f32_e32 v58, v60, v59
	v_fma_f32 v56, -v56, v58, v57
	v_div_fmas_f32 v56, v56, v59, v58
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_mov_b64_e32 v[12:13], s[70:71]
	v_div_fixup_f32 v56, v56, s79, v62
	v_cndmask_b32_e32 v11, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v129
	v_sub_f32_e32 v117, v56, v6
	s_addc_u32 s95, s95, 0
	v_cndmask_b32_e32 v10, v115, v129, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v128
	v_pk_fma_f32 v[98:99], v[10:11], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_add_u32 s68, s68, 0x800
	v_cndmask_b32_e32 v15, v115, v128, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v127
	v_pk_add_f32 v[100:101], v[98:99], s[74:75] op_sel_hi:[1,0]
	s_addc_u32 s69, s69, 0
	v_cndmask_b32_e32 v14, v115, v127, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v126
	v_pk_fma_f32 v[10:11], v[100:101], s[76:77], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[14:15], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v57, v115, v126, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v125
	v_pk_fma_f32 v[100:101], v[100:101], s[78:79], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[10:11], s[80:81]
	v_cndmask_b32_e32 v56, v115, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v124
	v_pk_fma_f32 v[120:121], v[100:101], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[102:103], v[96:97], s[74:75] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v59, v115, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	v_pk_fma_f32 v[120:121], v[120:121], v[100:101], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[102:103], s[76:77], v[14:15] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v58, v115, v117, vcc
	v_pk_fma_f32 v[60:61], v[58:59], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[100:101], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[106:107], v[60:61], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[62:63], v[56:57], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[106:107], s[76:77], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[102:103], s[78:79], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[106:107], s[78:79], v[58:59] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[118:119], v[100:101], v[100:101]
	v_pk_fma_f32 v[120:121], v[120:121], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[104:105], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[122:123], v[14:15], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[120:121], v[100:101]
	v_pk_fma_f32 v[120:121], v[58:59], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[104:105], s[76:77], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[58:59], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[122:123], v[14:15], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[104:105], s[78:79], v[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[14:15], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[58:59], s[86:87] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[102:103], v[58:59], v[58:59]
	v_pk_mul_f32 v[106:107], v[14:15], v[14:15]
	v_pk_fma_f32 v[100:101], v[56:57], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[58:59], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[122:123], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[56:57], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[106:107], v[122:123], v[14:15]
	v_pk_fma_f32 v[58:59], v[102:103], v[120:121], v[58:59]
	v_lshl_add_u32 v103, v99, 23, 1.0
	v_lshl_add_u32 v102, v98, 23, 1.0
	v_lshl_add_u32 v97, v97, 23, 1.0
	v_lshl_add_u32 v96, v96, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s85, v124
	v_pk_fma_f32 v[100:101], v[100:101], v[56:57], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[14:15], v[96:97], v[96:97]
	v_pk_fma_f32 v[14:15], v[118:119], v[102:103], v[102:103]
	v_cndmask_b32_e32 v103, v116, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v117
	v_pk_mul_f32 v[104:105], v[56:57], v[56:57]
	v_pk_fma_f32 v[100:101], v[100:101], v[56:57], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v102, v116, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v126
	v_pk_fma_f32 v[56:57], v[104:105], v[100:101], v[56:57]
	v_lshl_add_u32 v61, v61, 23, 1.0
	v_cndmask_b32_e32 v105, v116, v126, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v125
	v_lshl_add_u32 v60, v60, 23, 1.0
	v_lshl_add_u32 v63, v63, 23, 1.0
	v_cndmask_b32_e32 v104, v116, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v128
	v_lshl_add_u32 v62, v62, 23, 1.0
	v_pk_fma_f32 v[100:101], v[58:59], v[60:61], v[60:61]
	v_cndmask_b32_e32 v107, v116, v128, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v127
	v_pk_fma_f32 v[98:99], v[56:57], v[62:63], v[62:63]
	v_pk_add_f32 v[62:63], v[84:85], v[100:101]
	v_cndmask_b32_e32 v106, v116, v127, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[100:101], v[100:101], v[102:103], v[64:65]
	v_pk_add_f32 v[60:61], v[86:87], v[98:99]
	v_cndmask_b32_e32 v119, v116, v8, vcc
	v_div_scale_f32 v8, s[0:1], s81, s81, v47
	v_rcp_f32_e32 v117, v8
	v_cmp_ngt_f32_e32 vcc, s85, v129
	v_pk_fma_f32 v[98:99], v[98:99], v[104:105], v[82:83]
	v_pk_add_f32 v[58:59], v[90:91], v[96:97]
	v_fma_f32 v102, -v8, v117, 1.0
	v_cndmask_b32_e32 v118, v116, v129, vcc
	v_fmac_f32_e32 v117, v102, v117
	v_div_scale_f32 v102, vcc, v47, s81, v47
	v_mul_f32_e32 v103, v102, v117
	v_fma_f32 v104, -v8, v103, v102
	v_fmac_f32_e32 v103, v104, v117
	v_fma_f32 v8, -v8, v103, v102
	v_div_scale_f32 v102, s[0:1], s79, s79, v46
	v_rcp_f32_e32 v104, v102
	v_div_fmas_f32 v8, v8, v117, v103
	v_div_fixup_f32 v8, v8, s81, v47
	v_sub_f32_e32 v8, v8, v7
	v_fma_f32 v47, -v102, v104, 1.0
	v_fmac_f32_e32 v104, v47, v104
	v_div_scale_f32 v47, vcc, v46, s79, v46
	v_mul_f32_e32 v103, v47, v104
	v_fma_f32 v105, -v102, v103, v47
	v_fmac_f32_e32 v103, v105, v104
	v_fma_f32 v47, -v102, v103, v47
	v_div_scale_f32 v102, s[0:1], s77, s77, v45
	v_rcp_f32_e32 v105, v102
	v_div_fmas_f32 v47, v47, v104, v103
	v_div_fixup_f32 v46, v47, s79, v46
	v_sub_f32_e32 v129, v46, v6
	v_fma_f32 v47, -v102, v105, 1.0
	v_fmac_f32_e32 v105, v47, v105
	v_div_scale_f32 v47, vcc, v45, s77, v45
	v_mul_f32_e32 v103, v47, v105
	v_fma_f32 v104, -v102, v103, v47
	v_fmac_f32_e32 v103, v104, v105
	v_fma_f32 v47, -v102, v103, v47
	v_div_scale_f32 v102, s[0:1], s75, s75, v44
	v_rcp_f32_e32 v104, v102
	v_div_fmas_f32 v47, v47, v105, v103
	v_div_fixup_f32 v45, v47, s77, v45
	v_sub_f32_e32 v128, v45, v5
	v_fma_f32 v47, -v102, v104, 1.0
	v_fmac_f32_e32 v104, v47, v104
	v_div_scale_f32 v47, vcc, v44, s75, v44
	v_mul_f32_e32 v103, v47, v104
	v_fma_f32 v105, -v102, v103, v47
	v_fmac_f32_e32 v103, v105, v104
	v_fma_f32 v47, -v102, v103, v47
	v_div_scale_f32 v102, s[0:1], s73, s73, v43
	v_rcp_f32_e32 v105, v102
	v_div_fmas_f32 v47, v47, v104, v103
	v_div_fixup_f32 v44, v47, s75, v44
	v_sub_f32_e32 v127, v44, v4
	v_fma_f32 v47, -v102, v105, 1.0
	v_fmac_f32_e32 v105, v47, v105
	v_div_scale_f32 v47, vcc, v43, s73, v43
	v_mul_f32_e32 v103, v47, v105
	v_fma_f32 v104, -v102, v103, v47
	v_fmac_f32_e32 v103, v104, v105
	v_fma_f32 v47, -v102, v103, v47
	v_div_scale_f32 v102, s[0:1], s71, s71, v42
	v_rcp_f32_e32 v104, v102
	v_div_fmas_f32 v47, v47, v105, v103
	v_div_fixup_f32 v43, v47, s73, v43
	v_sub_f32_e32 v126, v43, v3
	v_fma_f32 v47, -v102, v104, 1.0
	v_fmac_f32_e32 v104, v47, v104
	v_div_scale_f32 v47, vcc, v42, s71, v42
	v_mul_f32_e32 v103, v47, v104
	v_fma_f32 v105, -v102, v103, v47
	v_fmac_f32_e32 v103, v105, v104
	v_fma_f32 v47, -v102, v103, v47
	v_div_scale_f32 v102, s[0:1], s33, s33, v41
	v_rcp_f32_e32 v105, v102
	v_div_fmas_f32 v47, v47, v104, v103
	v_div_fixup_f32 v42, v47, s71, v42
	v_sub_f32_e32 v125, v42, v2
	v_fma_f32 v47, -v102, v105, 1.0
	v_fmac_f32_e32 v105, v47, v105
	v_div_scale_f32 v47, vcc, v41, s33, v41
	v_mul_f32_e32 v103, v47, v105
	v_fma_f32 v104, -v102, v103, v47
	v_fmac_f32_e32 v103, v104, v105
	v_fma_f32 v47, -v102, v103, v47
	v_div_scale_f32 v102, s[0:1], s25, s25, v40
	v_rcp_f32_e32 v104, v102
	v_div_fmas_f32 v47, v47, v105, v103
	v_div_fixup_f32 v41, v47, s33, v41
	v_sub_f32_e32 v124, v41, v1
	v_fma_f32 v47, -v102, v104, 1.0
	v_fmac_f32_e32 v104, v47, v104
	v_div_scale_f32 v47, vcc, v40, s25, v40
	v_mul_f32_e32 v103, v47, v104
	v_fma_f32 v105, -v102, v103, v47
	v_fmac_f32_e32 v103, v105, v104
	v_fma_f32 v47, -v102, v103, v47
	v_div_fmas_f32 v47, v47, v104, v103
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_div_fixup_f32 v40, v47, s25, v40
	v_sub_f32_e32 v117, v40, v0
	v_cndmask_b32_e32 v41, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v129
	v_pk_fma_f32 v[96:97], v[96:97], v[106:107], v[92:93]
	v_pk_add_f32 v[56:57], v[88:89], v[14:15]
	v_cndmask_b32_e32 v40, v115, v129, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v128
	v_pk_fma_f32 v[14:15], v[14:15], v[118:119], v[94:95]
	v_pk_fma_f32 v[118:119], v[40:41], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v43, v115, v128, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v127
	v_pk_add_f32 v[120:121], v[118:119], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v119, v119, 23, 1.0
	v_cndmask_b32_e32 v42, v115, v127, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v126
	v_pk_fma_f32 v[106:107], v[42:43], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[120:121], s[76:77], v[40:41] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v45, v115, v126, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v125
	v_pk_add_f32 v[122:123], v[106:107], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[40:41], v[120:121], s[78:79], v[40:41] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v44, v115, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v124
	v_pk_fma_f32 v[42:43], v[122:123], s[76:77], v[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[44:45], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v47, v115, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	v_pk_fma_f32 v[42:43], v[122:123], s[78:79], v[42:43] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[120:121], v[104:105], s[74:75] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v46, v115, v117, vcc
	v_pk_fma_f32 v[102:103], v[46:47], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[120:121], s[76:77], v[44:45] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[122:123], v[102:103], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[44:45], v[120:121], s[78:79], v[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[122:123], s[76:77], v[46:47] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[120:121], v[40:41], v[40:41]
	v_pk_fma_f32 v[46:47], v[122:123], s[78:79], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[40:41], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_lshl_add_u32 v118, v118, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[40:41], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v107, v107, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[40:41], s[86:87] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v106, v106, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[40:41], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v103, v103, 23, 1.0
	v_pk_fma_f32 v[40:41], v[120:121], v[122:123], v[40:41]
	v_pk_fma_f32 v[122:123], v[42:43], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[120:121], v[42:43], v[42:43]
	v_pk_fma_f32 v[122:123], v[122:123], v[42:43], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v102, v102, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[42:43], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[118:119], v[118:119]
	v_pk_fma_f32 v[122:123], v[122:123], v[42:43], 0.5 op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s85, v124
	v_pk_fma_f32 v[42:43], v[120:121], v[122:123], v[42:43]
	v_pk_fma_f32 v[122:123], v[44:45], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[120:121], v[44:45], v[44:45]
	v_pk_fma_f32 v[122:123], v[122:123], v[44:45], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v105, v105, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[44:45], s[86:87] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v104, v104, 23, 1.0
	v_pk_fma_f32 v[122:123], v[122:123], v[44:45], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[52:53]
	v_pk_fma_f32 v[44:45], v[120:121], v[122:123], v[44:45]
	v_pk_fma_f32 v[122:123], v[46:47], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[120:121], v[46:47], v[46:47]
	v_pk_fma_f32 v[122:123], v[122:123], v[46:47], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[44:45], v[104:105], v[104:105]
	v_pk_fma_f32 v[122:123], v[122:123], v[46:47], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[58:59], v[58:59], v[104:105]
	v_pk_fma_f32 v[122:123], v[122:123], v[46:47], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[120:121], v[122:123], v[46:47]
	s_nop 0
	v_pk_fma_f32 v[102:103], v[46:47], v[102:103], v[102:103]
	v_pk_fma_f32 v[46:47], v[42:43], v[106:107], v[106:107]
	v_pk_add_f32 v[42:43], v[62:63], v[40:41]
	v_cndmask_b32_e32 v63, v116, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v117
	v_pk_add_f32 v[44:45], v[60:61], v[46:47]
	v_pk_add_f32 v[60:61], v[56:57], v[102:103]
	v_cndmask_b32_e32 v62, v116, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v126
	v_pk_fma_f32 v[14:15], v[102:103], v[62:63], v[14:15]
	s_nop 0
	v_cndmask_b32_e32 v57, v116, v126, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v125
	s_nop 1
	v_cndmask_b32_e32 v56, v116, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v128
	v_pk_fma_f32 v[56:57], v[104:105], v[56:57], v[96:97]
	s_nop 0
	v_cndmask_b32_e32 v107, v116, v128, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v127
	s_nop 1
	v_cndmask_b32_e32 v106, v116, v127, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[46:47], v[46:47], v[106:107], v[98:99]
	s_nop 0
	v_cndmask_b32_e32 v119, v116, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v129
	v_div_scale_f32 v8, s[0:1], s33, s33, v49
	s_nop 0
	v_cndmask_b32_e32 v118, v116, v129, vcc
	v_pk_fma_f32 v[40:41], v[40:41], v[118:119], v[100:101]
	v_rcp_f32_e32 v100, v8
	s_nop 0
	v_fma_f32 v62, -v8, v100, 1.0
	v_fmac_f32_e32 v100, v62, v100
	v_div_scale_f32 v62, vcc, v49, s33, v49
	v_mul_f32_e32 v63, v62, v100
	v_fma_f32 v96, -v8, v63, v62
	v_fmac_f32_e32 v63, v96, v100
	v_fma_f32 v8, -v8, v63, v62
	v_div_scale_f32 v62, s[0:1], s25, s25, v48
	v_rcp_f32_e32 v96, v62
	v_div_fmas_f32 v8, v8, v100, v63
	v_div_fixup_f32 v8, v8, s33, v49
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v49, -v62, v96, 1.0
	v_fmac_f32_e32 v96, v49, v96
	v_div_scale_f32 v49, vcc, v48, s25, v48
	v_mul_f32_e32 v63, v49, v96
	v_fma_f32 v97, -v62, v63, v49
	v_fmac_f32_e32 v63, v97, v96
	v_fma_f32 v49, -v62, v63, v49
	v_div_scale_f32 v62, s[0:1], s73, s73, v51
	v_rcp_f32_e32 v97, v62
	v_div_fmas_f32 v49, v49, v96, v63
	v_div_fixup_f32 v48, v49, s25, v48
	v_sub_f32_e32 v129, v48, v0
	v_fma_f32 v49, -v62, v97, 1.0
	v_fmac_f32_e32 v97, v49, v97
	v_div_scale_f32 v49, vcc, v51, s73, v51
	v_mul_f32_e32 v63, v49, v97
	v_fma_f32 v96, -v62, v63, v49
	v_fmac_f32_e32 v63, v96, v97
	v_fma_f32 v49, -v62, v63, v49
	v_div_scale_f32 v62, s[0:1], s71, s71, v50
	v_rcp_f32_e32 v96, v62
	v_div_fmas_f32 v49, v49, v97, v63
	v_div_fixup_f32 v49, v49, s73, v51
	v_sub_f32_e32 v128, v49, v3
	v_fma_f32 v51, -v62, v96, 1.0
	v_fmac_f32_e32 v96, v51, v96
	v_div_scale_f32 v51, vcc, v50, s71, v50
	v_mul_f32_e32 v63, v51, v96
	v_fma_f32 v97, -v62, v63, v51
	v_fmac_f32_e32 v63, v97, v96
	v_fma_f32 v51, -v62, v63, v51
	v_div_scale_f32 v62, s[0:1], s77, s77, v53
	v_rcp_f32_e32 v97, v62
	v_div_fmas_f32 v51, v51, v96, v63
	v_div_fixup_f32 v50, v51, s71, v50
	v_sub_f32_e32 v127, v50, v2
	v_fma_f32 v51, -v62, v97, 1.0
	v_fmac_f32_e32 v97, v51, v97
	v_div_scale_f32 v51, vcc, v53, s77, v53
	v_mul_f32_e32 v63, v51, v97
	v_fma_f32 v96, -v62, v63, v51
	v_fmac_f32_e32 v63, v96, v97
	v_fma_f32 v51, -v62, v63, v51
	v_div_scale_f32 v62, s[0:1], s75, s75, v52
	v_rcp_f32_e32 v96, v62
	v_div_fmas_f32 v51, v51, v97, v63
	v_div_fixup_f32 v51, v51, s77, v53
	v_sub_f32_e32 v126, v51, v5
	v_fma_f32 v53, -v62, v96, 1.0
	v_fmac_f32_e32 v96, v53, v96
	v_div_scale_f32 v53, vcc, v52, s75, v52
	v_mul_f32_e32 v63, v53, v96
	v_fma_f32 v97, -v62, v63, v53
	v_fmac_f32_e32 v63, v97, v96
	v_fma_f32 v53, -v62, v63, v53
	v_div_scale_f32 v62, s[0:1], s81, s81, v55
	v_rcp_f32_e32 v97, v62
	v_div_fmas_f32 v53, v53, v96, v63
	v_div_fixup_f32 v52, v53, s75, v52
	v_sub_f32_e32 v125, v52, v4
	v_fma_f32 v53, -v62, v97, 1.0
	v_fmac_f32_e32 v97, v53, v97
	v_div_scale_f32 v53, vcc, v55, s81, v55
	v_mul_f32_e32 v63, v53, v97
	v_fma_f32 v96, -v62, v63, v53
	v_fmac_f32_e32 v63, v96, v97
	v_fma_f32 v53, -v62, v63, v53
	v_div_scale_f32 v62, s[0:1], s79, s79, v54
	v_rcp_f32_e32 v96, v62
	v_div_fmas_f32 v53, v53, v97, v63
	v_div_fixup_f32 v53, v53, s81, v55
	v_sub_f32_e32 v124, v53, v7
	v_fma_f32 v55, -v62, v96, 1.0
	v_fmac_f32_e32 v96, v55, v96
	v_div_scale_f32 v55, vcc, v54, s79, v54
	v_mul_f32_e32 v63, v55, v96
	v_fma_f32 v97, -v62, v63, v55
	v_fmac_f32_e32 v63, v97, v96
	v_fma_f32 v55, -v62, v63, v55
	v_div_fmas_f32 v55, v55, v96, v63
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_div_fixup_f32 v54, v55, s79, v54
	v_sub_f32_e32 v117, v54, v6
	v_cndmask_b32_e32 v49, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v129
	s_nop 1
	v_cndmask_b32_e32 v48, v115, v129, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v128
	v_pk_fma_f32 v[100:101], v[48:49], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v51, v115, v128, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v127
	v_pk_add_f32 v[102:103], v[100:101], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v101, v101, 23, 1.0
	v_cndmask_b32_e32 v50, v115, v127, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v126
	v_pk_fma_f32 v[48:49], v[102:103], s[76:77], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[50:51], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v53, v115, v126, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v125
	v_pk_fma_f32 v[48:49], v[102:103], s[78:79], v[48:49] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[104:105], v[98:99], s[74:75] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v52, v115, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v124
	v_pk_fma_f32 v[96:97], v[52:53], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[120:121], v[48:49], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v55, v115, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	v_pk_add_f32 v[106:107], v[96:97], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[48:49], s[84:85] op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v54, v115, v117, vcc
	v_pk_fma_f32 v[62:63], v[54:55], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[106:107], s[76:77], v[52:53] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[118:119], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[50:51], v[104:105], s[76:77], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[118:119], s[76:77], v[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[48:49], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[104:105], s[78:79], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[106:107], s[78:79], v[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[118:119], s[78:79], v[54:55] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[118:119], v[48:49], v[48:49]
	v_pk_fma_f32 v[120:121], v[120:121], v[48:49], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[50:51], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[118:119], v[120:121], v[48:49]
	v_pk_fma_f32 v[118:119], v[52:53], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[120:121], v[54:55], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[52:53], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[54:55], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[122:123], v[50:51], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[52:53], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[122:123], v[50:51], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[120:121], v[120:121], v[54:55], s[86:87] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[102:103], v[54:55], v[54:55]
	v_pk_mul_f32 v[104:105], v[52:53], v[52:53]
	v_pk_mul_f32 v[106:107], v[50:51], v[50:51]
	v_pk_fma_f32 v[120:121], v[120:121], v[54:55], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[52:53], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[122:123], v[122:123], v[50:51], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[104:105], v[118:119], v[52:53]
	v_pk_fma_f32 v[50:51], v[106:107], v[122:123], v[50:51]
	v_pk_fma_f32 v[54:55], v[102:103], v[120:121], v[54:55]
	v_lshl_add_u32 v99, v99, 23, 1.0
	v_lshl_add_u32 v98, v98, 23, 1.0
	v_lshl_add_u32 v97, v97, 23, 1.0
	v_lshl_add_u32 v96, v96, 23, 1.0
	v_lshl_add_u32 v63, v63, 23, 1.0
	v_lshl_add_u32 v62, v62, 23, 1.0
	v_pk_fma_f32 v[54:55], v[54:55], v[62:63], v[62:63]
	v_pk_fma_f32 v[62:63], v[52:53], v[96:97], v[96:97]
	v_pk_fma_f32 v[96:97], v[50:51], v[98:99], v[98:99]
	v_cmp_ngt_f32_e32 vcc, s85, v124
	v_lshl_add_u32 v100, v100, 23, 1.0
	v_pk_add_f32 v[50:51], v[58:59], v[96:97]
	v_cndmask_b32_e32 v59, v116, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v117
	v_pk_fma_f32 v[98:99], v[48:49], v[100:101], v[100:101]
	v_pk_add_f32 v[52:53], v[42:43], v[54:55]
	v_cndmask_b32_e32 v58, v116, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v126
	v_pk_add_f32 v[48:49], v[60:61], v[98:99]
	v_pk_fma_f32 v[40:41], v[54:55], v[58:59], v[40:41]
	v_cndmask_b32_e32 v61, v116, v126, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v125
	v_pk_add_f32 v[44:45], v[44:45], v[62:63]
	s_nop 0
	v_cndmask_b32_e32 v60, v116, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v128
	v_pk_fma_f32 v[46:47], v[62:63], v[60:61], v[46:47]
	s_nop 0
	v_cndmask_b32_e32 v43, v116, v128, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v127
	s_nop 1
	v_cndmask_b32_e32 v42, v116, v127, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[42:43], v[96:97], v[42:43], v[56:57]
	s_nop 0
	v_cndmask_b32_e32 v101, v116, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v129
	v_div_scale_f32 v8, s[0:1], s81, s81, v31
	s_nop 0
	v_cndmask_b32_e32 v100, v116, v129, vcc
	v_pk_fma_f32 v[14:15], v[98:99], v[100:101], v[14:15]
	v_rcp_f32_e32 v98, v8
	s_nop 0
	v_fma_f32 v54, -v8, v98, 1.0
	v_fmac_f32_e32 v98, v54, v98
	v_div_scale_f32 v54, vcc, v31, s81, v31
	v_mul_f32_e32 v55, v54, v98
	v_fma_f32 v56, -v8, v55, v54
	v_fmac_f32_e32 v55, v56, v98
	v_fma_f32 v8, -v8, v55, v54
	v_div_scale_f32 v54, s[0:1], s79, s79, v30
	v_rcp_f32_e32 v56, v54
	v_div_fmas_f32 v8, v8, v98, v55
	v_div_fixup_f32 v8, v8, s81, v31
	v_sub_f32_e32 v8, v8, v7
	v_fma_f32 v31, -v54, v56, 1.0
	v_fmac_f32_e32 v56, v31, v56
	v_div_scale_f32 v31, vcc, v30, s79, v30
	v_mul_f32_e32 v55, v31, v56
	v_fma_f32 v57, -v54, v55, v31
	v_fmac_f32_e32 v55, v57, v56
	v_fma_f32 v31, -v54, v55, v31
	v_div_scale_f32 v54, s[0:1], s77, s77, v29
	v_rcp_f32_e32 v57, v54
	v_div_fmas_f32 v31, v31, v56, v55
	v_div_fixup_f32 v30, v31, s79, v30
	v_sub_f32_e32 v125, v30, v6
	v_fma_f32 v31, -v54, v57, 1.0
	v_fmac_f32_e32 v57, v31, v57
	v_div_scale_f32 v31, vcc, v29, s77, v29
	v_mul_f32_e32 v55, v31, v57
	v_fma_f32 v56, -v54, v55, v31
	v_fmac_f32_e32 v55, v56, v57
	v_fma_f32 v31, -v54, v55, v31
	v_div_scale_f32 v54, s[0:1], s75, s75, v28
	v_rcp_f32_e32 v56, v54
	v_div_fmas_f32 v31, v31, v57, v55
	v_div_fixup_f32 v29, v31, s77, v29
	v_sub_f32_e32 v124, v29, v5
	v_fma_f32 v31, -v54, v56, 1.0
	v_fmac_f32_e32 v56, v31, v56
	v_div_scale_f32 v31, vcc, v28, s75, v28
	v_mul_f32_e32 v55, v31, v56
	v_fma_f32 v57, -v54, v55, v31
	v_fmac_f32_e32 v55, v57, v56
	v_fma_f32 v31, -v54, v55, v31
	v_div_scale_f32 v54, s[0:1], s73, s73, v27
	v_rcp_f32_e32 v57, v54
	v_div_fmas_f32 v31, v31, v56, v55
	v_div_fixup_f32 v28, v31, s75, v28
	v_sub_f32_e32 v123, v28, v4
	v_fma_f32 v31, -v54, v57, 1.0
	v_fmac_f32_e32 v57, v31, v57
	v_div_scale_f32 v31, vcc, v27, s73, v27
	v_mul_f32_e32 v55, v31, v57
	v_fma_f32 v56, -v54, v55, v31
	v_fmac_f32_e32 v55, v56, v57
	v_fma_f32 v31, -v54, v55, v31
	v_div_scale_f32 v54, s[0:1], s71, s71, v26
	v_rcp_f32_e32 v56, v54
	v_div_fmas_f32 v31, v31, v57, v55
	v_div_fixup_f32 v27, v31, s73, v27
	v_sub_f32_e32 v122, v27, v3
	v_fma_f32 v31, -v54, v56, 1.0
	v_fmac_f32_e32 v56, v31, v56
	v_div_scale_f32 v31, vcc, v26, s71, v26
	v_mul_f32_e32 v55, v31, v56
	v_fma_f32 v57, -v54, v55, v31
	v_fmac_f32_e32 v55, v57, v56
	v_fma_f32 v31, -v54, v55, v31
	v_div_scale_f32 v54, s[0:1], s33, s33, v25
	v_rcp_f32_e32 v57, v54
	v_div_fmas_f32 v31, v31, v56, v55
	v_div_fixup_f32 v26, v31, s71, v26
	v_sub_f32_e32 v121, v26, v2
	v_fma_f32 v31, -v54, v57, 1.0
	v_fmac_f32_e32 v57, v31, v57
	v_div_scale_f32 v31, vcc, v25, s33, v25
	v_mul_f32_e32 v55, v31, v57
	v_fma_f32 v56, -v54, v55, v31
	v_fmac_f32_e32 v55, v56, v57
	v_fma_f32 v31, -v54, v55, v31
	v_div_scale_f32 v54, s[0:1], s25, s25, v24
	v_rcp_f32_e32 v56, v54
	v_div_fmas_f32 v31, v31, v57, v55
	v_div_fixup_f32 v25, v31, s33, v25
	v_sub_f32_e32 v120, v25, v1
	v_fma_f32 v31, -v54, v56, 1.0
	v_fmac_f32_e32 v56, v31, v56
	v_div_scale_f32 v31, vcc, v24, s25, v24
	v_mul_f32_e32 v55, v31, v56
	v_fma_f32 v57, -v54, v55, v31
	v_fmac_f32_e32 v55, v57, v56
	v_fma_f32 v31, -v54, v55, v31
	v_div_fmas_f32 v31, v31, v56, v55
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_div_fixup_f32 v24, v31, s25, v24
	v_sub_f32_e32 v117, v24, v0
	v_cndmask_b32_e32 v25, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v125
	s_nop 1
	v_cndmask_b32_e32 v24, v115, v125, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v124
	v_pk_fma_f32 v[60:61], v[24:25], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v27, v115, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v123
	v_pk_add_f32 v[62:63], v[60:61], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v61, v61, 23, 1.0
	v_cndmask_b32_e32 v26, v115, v123, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v122
	v_pk_fma_f32 v[58:59], v[26:27], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[24:25], v[62:63], s[76:77], v[24:25] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v29, v115, v122, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v121
	v_pk_add_f32 v[96:97], v[58:59], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[24:25], v[62:63], s[78:79], v[24:25] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v28, v115, v121, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v120
	v_pk_fma_f32 v[56:57], v[28:29], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[26:27], v[96:97], s[76:77], v[26:27] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v31, v115, v120, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	v_pk_add_f32 v[98:99], v[56:57], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[102:103], v[24:25], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v30, v115, v117, vcc
	v_pk_fma_f32 v[54:55], v[30:31], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[98:99], s[76:77], v[28:29] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[100:101], v[54:55], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[28:29], v[98:99], s[78:79], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[100:101], s[76:77], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[96:97], s[78:79], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[100:101], s[78:79], v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[28:29], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[118:119], v[30:31], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[30:31], s[84:85] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[62:63], v[30:31], v[30:31]
	v_pk_fma_f32 v[118:119], v[118:119], v[30:31], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[26:27], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[28:29], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[24:25], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[118:119], v[118:119], v[30:31], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[100:101], v[24:25], v[24:25]
	v_pk_fma_f32 v[104:105], v[104:105], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[28:29], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[24:25], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[30:31], v[62:63], v[118:119], v[30:31]
	v_lshl_add_u32 v55, v55, 23, 1.0
	v_lshl_add_u32 v54, v54, 23, 1.0
	v_pk_mul_f32 v[96:97], v[28:29], v[28:29]
	v_pk_fma_f32 v[104:105], v[104:105], v[26:27], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[28:29], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[100:101], v[102:103], v[24:25]
	v_lshl_add_u32 v60, v60, 23, 1.0
	v_pk_fma_f32 v[54:55], v[30:31], v[54:55], v[54:55]
	v_cmp_ngt_f32_e32 vcc, s85, v120
	v_pk_mul_f32 v[98:99], v[26:27], v[26:27]
	v_pk_fma_f32 v[104:105], v[104:105], v[26:27], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[28:29], v[96:97], v[106:107], v[28:29]
	v_lshl_add_u32 v57, v57, 23, 1.0
	v_lshl_add_u32 v56, v56, 23, 1.0
	v_pk_fma_f32 v[60:61], v[24:25], v[60:61], v[60:61]
	v_pk_add_f32 v[24:25], v[48:49], v[54:55]
	v_cndmask_b32_e32 v49, v116, v120, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v117
	v_pk_fma_f32 v[26:27], v[98:99], v[104:105], v[26:27]
	v_lshl_add_u32 v59, v59, 23, 1.0
	v_lshl_add_u32 v58, v58, 23, 1.0
	v_pk_fma_f32 v[56:57], v[28:29], v[56:57], v[56:57]
	v_cndmask_b32_e32 v48, v116, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v122
	v_pk_fma_f32 v[58:59], v[26:27], v[58:59], v[58:59]
	v_pk_add_f32 v[26:27], v[50:51], v[56:57]
	v_cndmask_b32_e32 v51, v116, v122, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v121
	v_pk_add_f32 v[28:29], v[44:45], v[58:59]
	v_pk_add_f32 v[30:31], v[52:53], v[60:61]
	v_cndmask_b32_e32 v50, v116, v121, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v124
	v_pk_fma_f32 v[14:15], v[54:55], v[48:49], v[14:15]
	v_pk_fma_f32 v[42:43], v[56:57], v[50:51], v[42:43]
	v_cndmask_b32_e32 v45, v116, v124, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v123
	s_nop 1
	v_cndmask_b32_e32 v44, v116, v123, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[44:45], v[58:59], v[44:45], v[46:47]
	s_nop 0
	v_cndmask_b32_e32 v53, v116, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v125
	v_div_scale_f32 v8, s[0:1], s33, s33, v33
	s_nop 0
	v_cndmask_b32_e32 v52, v116, v125, vcc
	v_pk_fma_f32 v[40:41], v[60:61], v[52:53], v[40:41]
	v_rcp_f32_e32 v52, v8
	s_nop 0
	v_fma_f32 v46, -v8, v52, 1.0
	v_fmac_f32_e32 v52, v46, v52
	v_div_scale_f32 v46, vcc, v33, s33, v33
	v_mul_f32_e32 v47, v46, v52
	v_fma_f32 v48, -v8, v47, v46
	v_fmac_f32_e32 v47, v48, v52
	v_fma_f32 v8, -v8, v47, v46
	v_div_scale_f32 v46, s[0:1], s25, s25, v32
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v8, v8, v52, v47
	v_div_fixup_f32 v8, v8, s33, v33
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v33, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v33, v48
	v_div_scale_f32 v33, vcc, v32, s25, v32
	v_mul_f32_e32 v47, v33, v48
	v_fma_f32 v49, -v46, v47, v33
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v33, -v46, v47, v33
	v_div_scale_f32 v46, s[0:1], s73, s73, v35
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v33, v33, v48, v47
	v_div_fixup_f32 v32, v33, s25, v32
	v_sub_f32_e32 v117, v32, v0
	v_fma_f32 v33, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v33, v49
	v_div_scale_f32 v33, vcc, v35, s73, v35
	v_mul_f32_e32 v47, v33, v49
	v_fma_f32 v48, -v46, v47, v33
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v33, -v46, v47, v33
	v_div_scale_f32 v46, s[0:1], s71, s71, v34
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v33, v33, v49, v47
	v_div_fixup_f32 v33, v33, s73, v35
	v_sub_f32_e32 v107, v33, v3
	v_fma_f32 v35, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v35, v48
	v_div_scale_f32 v35, vcc, v34, s71, v34
	v_mul_f32_e32 v47, v35, v48
	v_fma_f32 v49, -v46, v47, v35
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v35, -v46, v47, v35
	v_div_scale_f32 v46, s[0:1], s77, s77, v37
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v35, v35, v48, v47
	v_div_fixup_f32 v34, v35, s71, v34
	v_sub_f32_e32 v106, v34, v2
	v_fma_f32 v35, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v35, v49
	v_div_scale_f32 v35, vcc, v37, s77, v37
	v_mul_f32_e32 v47, v35, v49
	v_fma_f32 v48, -v46, v47, v35
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v35, -v46, v47, v35
	v_div_scale_f32 v46, s[0:1], s75, s75, v36
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v35, v35, v49, v47
	v_div_fixup_f32 v35, v35, s77, v37
	v_sub_f32_e32 v105, v35, v5
	v_fma_f32 v37, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v37, v48
	v_div_scale_f32 v37, vcc, v36, s75, v36
	v_mul_f32_e32 v47, v37, v48
	v_fma_f32 v49, -v46, v47, v37
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v37, -v46, v47, v37
	v_div_scale_f32 v46, s[0:1], s81, s81, v39
	v_rcp_f32_e32 v49, v46
	v_div_fmas_f32 v37, v37, v48, v47
	v_div_fixup_f32 v36, v37, s75, v36
	v_sub_f32_e32 v104, v36, v4
	v_fma_f32 v37, -v46, v49, 1.0
	v_fmac_f32_e32 v49, v37, v49
	v_div_scale_f32 v37, vcc, v39, s81, v39
	v_mul_f32_e32 v47, v37, v49
	v_fma_f32 v48, -v46, v47, v37
	v_fmac_f32_e32 v47, v48, v49
	v_fma_f32 v37, -v46, v47, v37
	v_div_scale_f32 v46, s[0:1], s79, s79, v38
	v_rcp_f32_e32 v48, v46
	v_div_fmas_f32 v37, v37, v49, v47
	v_div_fixup_f32 v37, v37, s81, v39
	v_sub_f32_e32 v103, v37, v7
	v_fma_f32 v39, -v46, v48, 1.0
	v_fmac_f32_e32 v48, v39, v48
	v_div_scale_f32 v39, vcc, v38, s79, v38
	v_mul_f32_e32 v47, v39, v48
	v_fma_f32 v49, -v46, v47, v39
	v_fmac_f32_e32 v47, v49, v48
	v_fma_f32 v39, -v46, v47, v39
	v_div_fmas_f32 v39, v39, v48, v47
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_div_fixup_f32 v38, v39, s79, v38
	v_sub_f32_e32 v102, v38, v6
	v_cndmask_b32_e32 v33, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v117
	s_nop 1
	v_cndmask_b32_e32 v32, v115, v117, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v107
	v_pk_fma_f32 v[52:53], v[32:33], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v35, v115, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v106
	v_pk_add_f32 v[54:55], v[52:53], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v34, v115, v106, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v105
	v_pk_fma_f32 v[50:51], v[34:35], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[54:55], s[76:77], v[32:33] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v37, v115, v105, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v104
	v_pk_add_f32 v[56:57], v[50:51], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[32:33], v[54:55], s[78:79], v[32:33] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v36, v115, v104, vcc
	v_pk_fma_f32 v[48:49], v[36:37], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v103
	v_pk_add_f32 v[58:59], v[48:49], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[34:35], v[56:57], s[76:77], v[34:35] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v39, v115, v103, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v102
	v_pk_fma_f32 v[36:37], v[58:59], s[76:77], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[56:57], s[78:79], v[34:35] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v38, v115, v102, vcc
	v_pk_fma_f32 v[36:37], v[58:59], s[78:79], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[38:39], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], v[36:37], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[60:61], v[46:47], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[36:37], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[38:39], v[60:61], s[76:77], v[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[34:35], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[36:37], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[38:39], v[60:61], s[78:79], v[38:39] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[56:57], v[36:37], v[36:37]
	v_pk_fma_f32 v[96:97], v[96:97], v[34:35], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[98:99], v[36:37], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[38:39], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[34:35], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[36:37], v[56:57], v[98:99], v[36:37]
	v_lshl_add_u32 v49, v49, 23, 1.0
	v_lshl_add_u32 v48, v48, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s85, v103
	v_pk_mul_f32 v[58:59], v[34:35], v[34:35]
	v_pk_fma_f32 v[100:101], v[100:101], v[38:39], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[34:35], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[36:37], v[36:37], v[48:49], v[48:49]
	v_cndmask_b32_e32 v49, v116, v103, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v102
	v_pk_fma_f32 v[62:63], v[32:33], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[38:39], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[34:35], v[58:59], v[96:97], v[34:35]
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_cndmask_b32_e32 v48, v116, v102, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v105
	v_pk_mul_f32 v[54:55], v[38:39], v[38:39]
	v_pk_fma_f32 v[62:63], v[62:63], v[32:33], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[38:39], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[34:35], v[34:35], v[50:51], v[50:51]
	v_cndmask_b32_e32 v51, v116, v105, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v104
	v_pk_fma_f32 v[62:63], v[62:63], v[32:33], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[38:39], v[54:55], v[100:101], v[38:39]
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_cndmask_b32_e32 v50, v116, v104, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v107
	v_pk_mul_f32 v[60:61], v[32:33], v[32:33]
	v_pk_fma_f32 v[62:63], v[62:63], v[32:33], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[46:47], v[38:39], v[46:47], v[46:47]
	v_cndmask_b32_e32 v39, v116, v107, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v106
	v_pk_fma_f32 v[32:33], v[60:61], v[62:63], v[32:33]
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_cndmask_b32_e32 v38, v116, v106, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[32:33], v[32:33], v[52:53], v[52:53]
	v_pk_add_f32 v[26:27], v[26:27], v[34:35]
	v_cndmask_b32_e32 v53, v116, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v117
	v_div_scale_f32 v8, s[0:1], s81, s81, v23
	s_nop 0
	v_cndmask_b32_e32 v52, v116, v117, vcc
	v_pk_add_f32 v[24:25], v[24:25], v[32:33]
	v_pk_fma_f32 v[14:15], v[32:33], v[52:53], v[14:15]
	v_rcp_f32_e32 v32, v8
	v_pk_fma_f32 v[38:39], v[34:35], v[38:39], v[42:43]
	v_pk_fma_f32 v[42:43], v[36:37], v[50:51], v[44:45]
	v_pk_add_f32 v[30:31], v[30:31], v[46:47]
	v_fma_f32 v33, -v8, v32, 1.0
	v_fmac_f32_e32 v32, v33, v32
	v_div_scale_f32 v33, vcc, v23, s81, v23
	v_mul_f32_e32 v34, v33, v32
	v_fma_f32 v35, -v8, v34, v33
	v_fmac_f32_e32 v34, v35, v32
	v_fma_f32 v8, -v8, v34, v33
	v_div_scale_f32 v33, s[0:1], s79, s79, v22
	v_rcp_f32_e32 v35, v33
	v_div_fmas_f32 v8, v8, v32, v34
	v_div_fixup_f32 v23, v8, s81, v23
	v_sub_f32_e32 v52, v23, v7
	v_fma_f32 v8, -v33, v35, 1.0
	v_fmac_f32_e32 v35, v8, v35
	v_div_scale_f32 v8, vcc, v22, s79, v22
	v_mul_f32_e32 v32, v8, v35
	v_fma_f32 v34, -v33, v32, v8
	v_fmac_f32_e32 v32, v34, v35
	v_fma_f32 v8, -v33, v32, v8
	v_div_scale_f32 v33, s[0:1], s77, s77, v21
	v_rcp_f32_e32 v34, v33
	v_div_fmas_f32 v8, v8, v35, v32
	v_div_fixup_f32 v22, v8, s79, v22
	v_sub_f32_e32 v51, v22, v6
	v_fma_f32 v8, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v8, v34
	v_div_scale_f32 v8, vcc, v21, s77, v21
	v_mul_f32_e32 v32, v8, v34
	v_fma_f32 v35, -v33, v32, v8
	v_fmac_f32_e32 v32, v35, v34
	v_fma_f32 v8, -v33, v32, v8
	v_div_scale_f32 v33, s[0:1], s75, s75, v20
	v_rcp_f32_e32 v35, v33
	v_div_fmas_f32 v8, v8, v34, v32
	v_div_fixup_f32 v21, v8, s77, v21
	v_pk_fma_f32 v[44:45], v[46:47], v[48:49], v[40:41]
	v_fma_f32 v8, -v33, v35, 1.0
	v_fmac_f32_e32 v35, v8, v35
	v_div_scale_f32 v8, vcc, v20, s75, v20
	v_mul_f32_e32 v32, v8, v35
	v_fma_f32 v34, -v33, v32, v8
	v_fmac_f32_e32 v32, v34, v35
	v_fma_f32 v8, -v33, v32, v8
	v_div_scale_f32 v33, s[0:1], s73, s73, v19
	v_rcp_f32_e32 v34, v33
	v_div_fmas_f32 v8, v8, v35, v32
	v_div_fixup_f32 v8, v8, s75, v20
	v_sub_f32_e32 v47, v21, v5
	v_fma_f32 v20, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v20, v34
	v_div_scale_f32 v20, vcc, v19, s73, v19
	v_mul_f32_e32 v32, v20, v34
	v_fma_f32 v35, -v33, v32, v20
	v_fmac_f32_e32 v32, v35, v34
	v_fma_f32 v20, -v33, v32, v20
	v_div_scale_f32 v33, s[0:1], s71, s71, v18
	v_rcp_f32_e32 v35, v33
	v_div_fmas_f32 v20, v20, v34, v32
	v_div_fixup_f32 v19, v20, s73, v19
	v_sub_f32_e32 v8, v8, v4
	v_fma_f32 v20, -v33, v35, 1.0
	v_fmac_f32_e32 v35, v20, v35
	v_div_scale_f32 v20, vcc, v18, s71, v18
	v_mul_f32_e32 v32, v20, v35
	v_fma_f32 v34, -v33, v32, v20
	v_fmac_f32_e32 v32, v34, v35
	v_fma_f32 v20, -v33, v32, v20
	v_div_scale_f32 v33, s[0:1], s33, s33, v17
	v_rcp_f32_e32 v34, v33
	v_div_fmas_f32 v20, v20, v35, v32
	v_div_fixup_f32 v18, v20, s71, v18
	v_sub_f32_e32 v49, v19, v3
	v_fma_f32 v20, -v33, v34, 1.0
	v_fmac_f32_e32 v34, v20, v34
	v_div_scale_f32 v20, vcc, v17, s33, v17
	v_mul_f32_e32 v32, v20, v34
	v_fma_f32 v35, -v33, v32, v20
	v_fmac_f32_e32 v32, v35, v34
	v_fma_f32 v20, -v33, v32, v20
	v_div_scale_f32 v33, s[0:1], s25, s25, v16
	v_rcp_f32_e32 v35, v33
	v_div_fmas_f32 v20, v20, v34, v32
	v_div_fixup_f32 v17, v20, s33, v17
	v_sub_f32_e32 v46, v18, v2
	v_fma_f32 v20, -v33, v35, 1.0
	v_fmac_f32_e32 v35, v20, v35
	v_div_scale_f32 v20, vcc, v16, s25, v16
	v_mul_f32_e32 v32, v20, v35
	v_fma_f32 v34, -v33, v32, v20
	v_fmac_f32_e32 v32, v34, v35
	v_fma_f32 v20, -v33, v32, v20
	v_div_fmas_f32 v20, v20, v35, v32
	v_cmp_ngt_f32_e32 vcc, s83, v52
	v_div_fixup_f32 v16, v20, s25, v16
	v_sub_f32_e32 v50, v17, v1
	v_cndmask_b32_e32 v23, v115, v52, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v51
	v_sub_f32_e32 v48, v16, v0
	v_pk_add_f32 v[28:29], v[28:29], v[36:37]
	v_cndmask_b32_e32 v22, v115, v51, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v47
	s_mov_b64 s[0:1], 0
	s_nop 0
	v_cndmask_b32_e32 v33, v115, v47, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v32, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v49
	v_pk_fma_f32 v[20:21], v[32:33], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v35, v115, v49, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v46
	v_pk_add_f32 v[54:55], v[20:21], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_cndmask_b32_e32 v34, v115, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v50
	v_pk_fma_f32 v[18:19], v[34:35], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[54:55], s[76:77], v[32:33] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v37, v115, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v48
	v_pk_add_f32 v[56:57], v[18:19], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[32:33], v[54:55], s[78:79], v[32:33] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v36, v115, v48, vcc
	v_pk_fma_f32 v[16:17], v[36:37], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[22:23], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[58:59], v[16:17], s[74:75] op_sel_hi:[1,0]
	v_pk_add_f32 v[40:41], v[12:13], s[74:75] op_sel_hi:[1,0]
	v_pk_fma_f32 v[36:37], v[58:59], s[76:77], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[56:57], s[76:77], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[40:41], s[76:77], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[56:57], s[78:79], v[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[40:41], s[78:79], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[58:59], s[78:79], v[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[22:23], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[62:63], v[32:33], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[34:35], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[36:37], s[82:83], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[60:61], v[60:61], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[36:37], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[60:61], v[60:61], v[22:23], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[36:37], s[86:87] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[58:59], v[22:23], v[22:23]
	v_pk_fma_f32 v[62:63], v[62:63], v[32:33], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[10:11], v[36:37], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[60:61], v[22:23], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[96:97], v[34:35], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[32:33], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[58:59], v[10:11], v[22:23]
	v_lshl_add_u32 v13, v13, 23, 1.0
	v_lshl_add_u32 v12, v12, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s85, v50
	v_pk_mul_f32 v[56:57], v[32:33], v[32:33]
	v_pk_fma_f32 v[96:97], v[96:97], v[34:35], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[62:63], v[62:63], v[32:33], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[12:13], v[12:13]
	v_cndmask_b32_e32 v13, v116, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v48
	v_pk_mul_f32 v[40:41], v[36:37], v[36:37]
	v_pk_mul_f32 v[54:55], v[34:35], v[34:35]
	v_pk_fma_f32 v[96:97], v[96:97], v[34:35], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[56:57], v[62:63], v[32:33]
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_cndmask_b32_e32 v12, v116, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v49
	v_pk_fma_f32 v[32:33], v[54:55], v[96:97], v[34:35]
	v_pk_fma_f32 v[34:35], v[40:41], v[98:99], v[36:37]
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_lshl_add_u32 v16, v16, 23, 1.0
	v_pk_fma_f32 v[20:21], v[22:23], v[20:21], v[20:21]
	v_cndmask_b32_e32 v23, v116, v49, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v46
	v_lshl_add_u32 v19, v19, 23, 1.0
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_pk_fma_f32 v[16:17], v[34:35], v[16:17], v[16:17]
	v_cndmask_b32_e32 v22, v116, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v47
	v_pk_fma_f32 v[18:19], v[32:33], v[18:19], v[18:19]
	v_pk_add_f32 v[32:33], v[24:25], v[16:17]
	v_cndmask_b32_e32 v25, v116, v47, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[40:41], v[26:27], v[18:19]
	v_pk_add_f32 v[34:35], v[30:31], v[10:11]
	v_cndmask_b32_e32 v24, v116, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v52
	v_pk_add_f32 v[36:37], v[28:29], v[20:21]
	v_pk_fma_f32 v[42:43], v[20:21], v[24:25], v[42:43]
	v_cndmask_b32_e32 v27, v116, v52, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v51
	v_pk_fma_f32 v[38:39], v[18:19], v[22:23], v[38:39]
	v_pk_fma_f32 v[46:47], v[16:17], v[12:13], v[14:15]
	v_cndmask_b32_e32 v26, v116, v51, vcc
	v_pk_fma_f32 v[44:45], v[10:11], v[26:27], v[44:45]
.LBB0_547:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_722
.LBB0_548:
	s_lshl_b64 s[0:1], s[94:95], 5
	v_mov_b32_e32 v11, s1
	v_or_b32_e32 v10, s0, v72
	v_lshl_add_u64 v[96:97], v[78:79], 0, s[68:69]
	v_lshlrev_b64 v[10:11], 5, v[10:11]
	v_lshl_add_u64 v[98:99], v[74:75], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[96:97], 0, 8
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_550
	flat_load_dwordx4 v[20:23], v[98:99] offset:16
	flat_load_dwordx4 v[16:19], v[98:99]
.LBB0_550:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_568
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 4, v96
	v_mov_b32_e32 v17, v97
	v_or_b32_e32 v18, 5, v96
	v_mov_b32_e32 v19, v97
	v_or_b32_e32 v20, 7, v96
	v_mov_b32_e32 v21, v97
	v_or_b32_e32 v22, 6, v96
	v_mov_b32_e32 v23, v97
	s_mov_b32 s37, s36
	v_or_b32_e32 v10, 1, v96
	v_mov_b32_e32 v11, v97
	v_or_b32_e32 v12, 3, v96
	v_mov_b32_e32 v13, v97
	v_or_b32_e32 v14, 2, v96
	v_mov_b32_e32 v15, v97
	v_cmp_lt_u64_e64 s[14:15], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[16:17], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[16:17], s[36:37]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[96:97], v[76:77]
	v_mov_b64_e32 v[18:19], s[38:39]
	v_mov_b64_e32 v[20:21], s[40:41]
	v_mov_b64_e32 v[22:23], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_553
	flat_load_dword v8, v[98:99]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[14:15]
	v_mov_b64_e32 v[20:21], v[12:13]
	v_mov_b64_e32 v[18:19], v[10:11]
	v_mov_b64_e32 v[16:17], v[8:9]
.LBB0_553:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_555
	flat_load_dword v17, v[98:99] offset:4
.LBB0_555:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_557
	flat_load_dword v18, v[98:99] offset:8
.LBB0_557:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_559
	flat_load_dword v19, v[98:99] offset:12
.LBB0_559:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_561
	flat_load_dword v20, v[98:99] offset:16
.LBB0_561:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_563
	flat_load_dword v21, v[98:99] offset:20
.LBB0_563:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_565
	flat_load_dword v22, v[98:99] offset:24
.LBB0_565:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_567
	flat_load_dword v23, v[98:99] offset:28
.LBB0_567:
	s_or_b64 exec, exec, s[2:3]
.LBB0_568:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[44:45]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_590
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[50:51]
	v_lshl_add_u64 v[48:49], v[98:99], 0, s[48:49]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_571
	flat_load_dwordx4 v[24:27], v[48:49]
	flat_load_dwordx4 v[28:31], v[48:49] offset:16
.LBB0_571:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_589
	s_mov_b64 s[2:3], 0x101
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x102
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x104
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x105
	v_lshl_add_u64 v[28:29], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x107
	v_lshl_add_u64 v[30:31], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x106
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[52:53]
	v_lshl_add_u64 v[50:51], v[96:97], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[24:25], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[24:25], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[50:51], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[26:27], s[38:39]
	v_mov_b64_e32 v[28:29], s[40:41]
	v_mov_b64_e32 v[30:31], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_574
	flat_load_dword v8, v[48:49]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
.LBB0_574:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_576
	flat_load_dword v25, v[48:49] offset:4
.LBB0_576:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_578
	flat_load_dword v26, v[48:49] offset:8
.LBB0_578:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_580
	flat_load_dword v27, v[48:49] offset:12
.LBB0_580:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_582
	flat_load_dword v28, v[48:49] offset:16
.LBB0_582:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_584
	flat_load_dword v29, v[48:49] offset:20
.LBB0_584:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_586
	flat_load_dword v30, v[48:49] offset:24
.LBB0_586:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_588
	flat_load_dword v31, v[48:49] offset:28
.LBB0_588:
	s_or_b64 exec, exec, s[2:3]
.LBB0_589:
	s_or_b64 exec, exec, s[96:97]
.LBB0_590:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[0:1], s33, s33, v17
	v_rcp_f32_e32 v10, v8
	v_div_scale_f32 v11, vcc, v17, s33, v17
	s_cmp_eq_u64 s[68:69], 0x800
	v_fma_f32 v12, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v12, v10
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_div_scale_f32 v13, s[0:1], s25, s25, v16
	v_rcp_f32_e32 v14, v13
	v_fma_f32 v8, -v8, v12, v11
	v_div_fmas_f32 v8, v8, v10, v12
	v_div_fixup_f32 v8, v8, s33, v17
	v_fma_f32 v10, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v10, v14
	v_div_scale_f32 v10, vcc, v16, s25, v16
	v_mul_f32_e32 v11, v10, v14
	v_fma_f32 v12, -v13, v11, v10
	v_fmac_f32_e32 v11, v12, v14
	v_div_scale_f32 v12, s[0:1], s73, s73, v19
	v_rcp_f32_e32 v15, v12
	v_fma_f32 v10, -v13, v11, v10
	v_div_fmas_f32 v10, v10, v14, v11
	v_div_fixup_f32 v10, v10, s25, v16
	v_fma_f32 v11, -v12, v15, 1.0
	v_fmac_f32_e32 v15, v11, v15
	v_div_scale_f32 v11, vcc, v19, s73, v19
	v_mul_f32_e32 v13, v11, v15
	v_fma_f32 v14, -v12, v13, v11
	v_fmac_f32_e32 v13, v14, v15
	v_div_scale_f32 v14, s[0:1], s71, s71, v18
	v_rcp_f32_e32 v48, v14
	v_fma_f32 v11, -v12, v13, v11
	v_div_fmas_f32 v11, v11, v15, v13
	v_sub_f32_e32 v8, v8, v1
	v_fma_f32 v12, -v14, v48, 1.0
	v_fmac_f32_e32 v48, v12, v48
	v_div_scale_f32 v12, vcc, v18, s71, v18
	v_mul_f32_e32 v13, v12, v48
	v_fma_f32 v15, -v14, v13, v12
	v_fmac_f32_e32 v13, v15, v48
	v_div_scale_f32 v15, s[0:1], s77, s77, v21
	v_rcp_f32_e32 v49, v15
	v_fma_f32 v12, -v14, v13, v12
	v_div_fmas_f32 v12, v12, v48, v13
	v_sub_f32_e32 v64, v10, v0
	v_fma_f32 v13, -v15, v49, 1.0
	v_fmac_f32_e32 v49, v13, v49
	v_div_scale_f32 v13, vcc, v21, s77, v21
	v_mul_f32_e32 v14, v13, v49
	v_fma_f32 v48, -v15, v14, v13
	v_fmac_f32_e32 v14, v48, v49
	v_div_scale_f32 v48, s[0:1], s75, s75, v20
	v_rcp_f32_e32 v50, v48
	v_fma_f32 v13, -v15, v14, v13
	v_div_fmas_f32 v13, v13, v49, v14
	v_fma_f32 v14, -v48, v50, 1.0
	v_fmac_f32_e32 v50, v14, v50
	v_div_scale_f32 v14, vcc, v20, s75, v20
	v_mul_f32_e32 v15, v14, v50
	v_fma_f32 v49, -v48, v15, v14
	v_fmac_f32_e32 v15, v49, v50
	v_div_scale_f32 v49, s[0:1], s81, s81, v23
	v_rcp_f32_e32 v51, v49
	v_fma_f32 v14, -v48, v15, v14
	v_div_fmas_f32 v14, v14, v50, v15
	v_fma_f32 v15, -v49, v51, 1.0
	v_fmac_f32_e32 v51, v15, v51
	v_div_scale_f32 v15, vcc, v23, s81, v23
	v_mul_f32_e32 v48, v15, v51
	v_fma_f32 v50, -v49, v48, v15
	v_fmac_f32_e32 v48, v50, v51
	v_div_scale_f32 v50, s[0:1], s79, s79, v22
	v_rcp_f32_e32 v52, v50
	v_fma_f32 v15, -v49, v48, v15
	v_div_fmas_f32 v15, v15, v51, v48
	v_div_fixup_f32 v53, v15, s81, v23
	v_fma_f32 v48, -v50, v52, 1.0
	v_fmac_f32_e32 v52, v48, v52
	v_div_scale_f32 v48, vcc, v22, s79, v22
	v_mul_f32_e32 v49, v48, v52
	v_fma_f32 v51, -v50, v49, v48
	v_fmac_f32_e32 v49, v51, v52
	v_fma_f32 v48, -v50, v49, v48
	v_div_fmas_f32 v48, v48, v52, v49
	v_div_fixup_f32 v49, v11, s73, v19
	v_div_scale_f32 v11, s[0:1], s81, s81, v31
	v_div_fixup_f32 v50, v12, s71, v18
	v_rcp_f32_e32 v12, v11
	v_div_fixup_f32 v51, v13, s77, v21
	v_div_fixup_f32 v52, v14, s75, v20
	v_div_fixup_f32 v48, v48, s79, v22
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_div_scale_f32 v13, vcc, v31, s81, v31
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v11, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_div_scale_f32 v15, s[0:1], s79, s79, v30
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v11, -v11, v14, v13
	v_div_fmas_f32 v11, v11, v12, v14
	v_div_fixup_f32 v54, v11, s81, v31
	v_fma_f32 v12, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v12, v16
	v_div_scale_f32 v12, vcc, v30, s79, v30
	v_mul_f32_e32 v13, v12, v16
	v_fma_f32 v14, -v15, v13, v12
	v_fmac_f32_e32 v13, v14, v16
	v_div_scale_f32 v14, s[0:1], s77, s77, v29
	v_rcp_f32_e32 v17, v14
	v_fma_f32 v12, -v15, v13, v12
	v_div_fmas_f32 v12, v12, v16, v13
	v_div_fixup_f32 v55, v12, s79, v30
	v_fma_f32 v13, -v14, v17, 1.0
	v_fmac_f32_e32 v17, v13, v17
	v_div_scale_f32 v13, vcc, v29, s77, v29
	v_mul_f32_e32 v15, v13, v17
	v_fma_f32 v16, -v14, v15, v13
	v_fmac_f32_e32 v15, v16, v17
	v_div_scale_f32 v16, s[0:1], s75, s75, v28
	v_rcp_f32_e32 v18, v16
	v_fma_f32 v13, -v14, v15, v13
	v_div_fmas_f32 v13, v13, v17, v15
	v_div_fixup_f32 v56, v13, s77, v29
	v_fma_f32 v14, -v16, v18, 1.0
	v_fmac_f32_e32 v18, v14, v18
	v_div_scale_f32 v14, vcc, v28, s75, v28
	v_mul_f32_e32 v15, v14, v18
	v_fma_f32 v17, -v16, v15, v14
	v_fmac_f32_e32 v15, v17, v18
	v_div_scale_f32 v17, s[0:1], s73, s73, v27
	v_rcp_f32_e32 v19, v17
	v_fma_f32 v14, -v16, v15, v14
	v_div_fmas_f32 v14, v14, v18, v15
	v_mov_b64_e32 v[12:13], s[70:71]
	v_fma_f32 v15, -v17, v19, 1.0
	v_fmac_f32_e32 v19, v15, v19
	v_div_scale_f32 v15, vcc, v27, s73, v27
	v_mul_f32_e32 v16, v15, v19
	v_fma_f32 v18, -v17, v16, v15
	v_fmac_f32_e32 v16, v18, v19
	v_div_scale_f32 v18, s[0:1], s71, s71, v26
	v_rcp_f32_e32 v20, v18
	v_fma_f32 v15, -v17, v16, v15
	v_div_fmas_f32 v15, v15, v19, v16
	v_div_fixup_f32 v57, v14, s75, v28
	v_fma_f32 v16, -v18, v20, 1.0
	v_fmac_f32_e32 v20, v16, v20
	v_div_scale_f32 v16, vcc, v26, s71, v26
	v_mul_f32_e32 v17, v16, v20
	v_fma_f32 v19, -v18, v17, v16
	v_fmac_f32_e32 v17, v19, v20
	v_div_scale_f32 v19, s[0:1], s33, s33, v25
	v_rcp_f32_e32 v21, v19
	v_fma_f32 v16, -v18, v17, v16
	v_div_fmas_f32 v16, v16, v20, v17
	v_div_fixup_f32 v58, v15, s73, v27
	v_fma_f32 v17, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v25, s33, v25
	v_mul_f32_e32 v18, v17, v21
	v_fma_f32 v20, -v19, v18, v17
	v_fmac_f32_e32 v18, v20, v21
	v_div_scale_f32 v20, s[0:1], s25, s25, v24
	v_rcp_f32_e32 v22, v20
	v_fma_f32 v17, -v19, v18, v17
	v_div_fmas_f32 v17, v17, v21, v18
	v_div_fixup_f32 v59, v16, s71, v26
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v24, s25, v24
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_fmas_f32 v18, v18, v22, v19
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_div_fixup_f32 v62, v17, s33, v25
	v_div_fixup_f32 v63, v18, s25, v24
	v_cndmask_b32_e32 v11, v115, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v64
	v_sub_f32_e32 v82, v49, v3
	v_sub_f32_e32 v65, v50, v2
	v_cndmask_b32_e32 v10, v115, v64, vcc
	v_pk_fma_f32 v[14:15], v[10:11], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v82
	v_pk_add_f32 v[16:17], v[14:15], s[74:75] op_sel_hi:[1,0]
	v_sub_f32_e32 v84, v51, v5
	v_pk_fma_f32 v[10:11], v[16:17], s[76:77], v[10:11] op_sel_hi:[1,0,1]
	v_sub_f32_e32 v83, v52, v4
	v_pk_fma_f32 v[10:11], v[16:17], s[78:79], v[10:11] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[80:81]
	v_pk_fma_f32 v[18:19], v[10:11], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[20:21], v[10:11], v[10:11]
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], s[84:85] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v86, v53, v7
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], s[86:87] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v85, v48, v6
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], 0.5 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v88, v54, v7
	v_pk_fma_f32 v[10:11], v[20:21], v[18:19], v[10:11]
	v_cndmask_b32_e32 v19, v115, v82, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v65
	v_sub_f32_e32 v87, v55, v6
	v_sub_f32_e32 v90, v56, v5
	v_cndmask_b32_e32 v18, v115, v65, vcc
	v_pk_fma_f32 v[20:21], v[18:19], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v84
	v_pk_add_f32 v[22:23], v[20:21], s[74:75] op_sel_hi:[1,0]
	v_sub_f32_e32 v89, v57, v4
	v_pk_fma_f32 v[18:19], v[22:23], s[76:77], v[18:19] op_sel_hi:[1,0,1]
	v_sub_f32_e32 v93, v58, v3
	v_pk_fma_f32 v[18:19], v[22:23], s[78:79], v[18:19] op_sel_hi:[1,0,1]
	v_sub_f32_e32 v92, v59, v2
	v_pk_fma_f32 v[22:23], v[18:19], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[24:25], v[18:19], v[18:19]
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], s[84:85] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v62, v62, v1
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], s[86:87] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v63, v63, v0
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v15, v15, 23, 1.0
	v_pk_fma_f32 v[18:19], v[24:25], v[22:23], v[18:19]
	v_cndmask_b32_e32 v23, v115, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v83
	v_lshl_add_u32 v14, v14, 23, 1.0
	v_pk_fma_f32 v[10:11], v[10:11], v[14:15], v[14:15]
	v_cndmask_b32_e32 v22, v115, v83, vcc
	v_pk_fma_f32 v[24:25], v[22:23], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v86
	v_pk_add_f32 v[26:27], v[24:25], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_pk_fma_f32 v[22:23], v[26:27], s[76:77], v[22:23] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_pk_fma_f32 v[22:23], v[26:27], s[78:79], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[20:21], v[20:21]
	v_pk_fma_f32 v[26:27], v[22:23], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[28:29], v[22:23], v[22:23]
	v_pk_fma_f32 v[26:27], v[26:27], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v25, v25, 23, 1.0
	v_pk_fma_f32 v[26:27], v[26:27], v[22:23], s[86:87] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v24, v24, 23, 1.0
	v_pk_fma_f32 v[26:27], v[26:27], v[22:23], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[28:29], v[26:27], v[22:23]
	v_cndmask_b32_e32 v27, v115, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v85
	v_pk_fma_f32 v[22:23], v[22:23], v[24:25], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v26, v115, v85, vcc
	v_pk_fma_f32 v[28:29], v[26:27], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v88
	v_pk_add_f32 v[30:31], v[28:29], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_pk_fma_f32 v[26:27], v[30:31], s[76:77], v[26:27] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_pk_fma_f32 v[26:27], v[30:31], s[78:79], v[26:27] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[26:27], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[48:49], v[26:27], v[26:27]
	v_pk_fma_f32 v[30:31], v[30:31], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[26:27], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[26:27], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[48:49], v[30:31], v[26:27]
	v_cndmask_b32_e32 v31, v115, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v87
	v_pk_fma_f32 v[26:27], v[26:27], v[28:29], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v30, v115, v87, vcc
	v_pk_fma_f32 v[48:49], v[30:31], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v90
	v_pk_add_f32 v[50:51], v[48:49], s[74:75] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[50:51], s[76:77], v[30:31] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[50:51], s[78:79], v[30:31] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[30:31], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[52:53], v[30:31], v[30:31]
	v_pk_fma_f32 v[50:51], v[50:51], v[30:31], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[50:51], v[30:31], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[50:51], v[30:31], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[52:53], v[50:51], v[30:31]
	v_cndmask_b32_e32 v51, v115, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v89
	s_nop 1
	v_cndmask_b32_e32 v50, v115, v89, vcc
	v_pk_fma_f32 v[52:53], v[50:51], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v93
	v_pk_add_f32 v[54:55], v[52:53], s[74:75] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[54:55], s[76:77], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[54:55], s[78:79], v[50:51] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[50:51], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[56:57], v[50:51], v[50:51]
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[56:57], v[54:55], v[50:51]
	v_cndmask_b32_e32 v55, v115, v93, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v92
	s_nop 1
	v_cndmask_b32_e32 v54, v115, v92, vcc
	v_pk_fma_f32 v[56:57], v[54:55], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v62
	v_pk_add_f32 v[58:59], v[56:57], s[74:75] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[58:59], s[76:77], v[54:55] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[58:59], s[78:79], v[54:55] op_sel_hi:[1,0,1]
	s_nop 0
	v_pk_fma_f32 v[58:59], v[54:55], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[60:61], v[54:55], v[54:55]
	v_pk_fma_f32 v[58:59], v[58:59], v[54:55], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[58:59], v[58:59], v[54:55], s[86:87] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[58:59], v[58:59], v[54:55], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[60:61], v[58:59], v[54:55]
	v_cndmask_b32_e32 v59, v115, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v63
	s_nop 1
	v_cndmask_b32_e32 v58, v115, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[12:13], v[58:59], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v15, v116, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v64
	v_pk_add_f32 v[60:61], v[12:13], s[74:75] op_sel_hi:[1,0]
	v_lshl_add_u32 v13, v13, 23, 1.0
	v_cndmask_b32_e32 v14, v116, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v82
	v_pk_fma_f32 v[58:59], v[60:61], s[76:77], v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[10:11], v[14:15], v[46:47]
	v_cndmask_b32_e32 v21, v116, v82, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v65
	v_pk_fma_f32 v[58:59], v[60:61], s[78:79], v[58:59] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[10:11], v[32:33], v[10:11]
	v_cndmask_b32_e32 v20, v116, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v84
	v_pk_fma_f32 v[16:17], v[58:59], s[82:83], v[16:17] op_sel_hi:[1,0,0]
	v_lshl_add_u32 v33, v49, 23, 1.0
	v_cndmask_b32_e32 v25, v116, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v83
	v_pk_fma_f32 v[16:17], v[16:17], v[58:59], s[84:85] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v32, v48, 23, 1.0
	v_cndmask_b32_e32 v24, v116, v83, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v86
	v_pk_fma_f32 v[16:17], v[16:17], v[58:59], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[30:31], v[30:31], v[32:33], v[32:33]
	v_cndmask_b32_e32 v29, v116, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v85
	v_pk_fma_f32 v[16:17], v[16:17], v[58:59], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[60:61], v[58:59], v[58:59]
	v_cndmask_b32_e32 v28, v116, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v88
	v_pk_fma_f32 v[28:29], v[26:27], v[28:29], v[44:45]
	v_pk_add_f32 v[26:27], v[34:35], v[26:27]
	v_cndmask_b32_e32 v33, v116, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v87
	v_pk_fma_f32 v[16:17], v[60:61], v[16:17], v[58:59]
	v_lshl_add_u32 v12, v12, 23, 1.0
	v_cndmask_b32_e32 v32, v116, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v90
	v_pk_add_f32 v[84:85], v[26:27], v[30:31]
	v_pk_fma_f32 v[12:13], v[16:17], v[12:13], v[12:13]
	v_cndmask_b32_e32 v27, v116, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v89
	v_pk_fma_f32 v[24:25], v[22:23], v[24:25], v[42:43]
	v_pk_add_f32 v[22:23], v[36:37], v[22:23]
	v_cndmask_b32_e32 v26, v116, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v62
	v_lshl_add_u32 v37, v57, 23, 1.0
	v_lshl_add_u32 v36, v56, 23, 1.0
	v_pk_add_f32 v[88:89], v[10:11], v[12:13]
	v_cndmask_b32_e32 v11, v116, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v63
	v_pk_fma_f32 v[20:21], v[18:19], v[20:21], v[38:39]
	v_pk_add_f32 v[18:19], v[40:41], v[18:19]
	v_pk_fma_f32 v[16:17], v[54:55], v[36:37], v[36:37]
	v_cndmask_b32_e32 v10, v116, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v93
	v_lshl_add_u32 v35, v53, 23, 1.0
	v_lshl_add_u32 v34, v52, 23, 1.0
	v_pk_add_f32 v[90:91], v[18:19], v[16:17]
	v_cndmask_b32_e32 v19, v116, v93, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v92
	v_pk_fma_f32 v[34:35], v[50:51], v[34:35], v[34:35]
	v_pk_fma_f32 v[64:65], v[30:31], v[32:33], v[28:29]
	v_cndmask_b32_e32 v18, v116, v92, vcc
	v_pk_fma_f32 v[82:83], v[34:35], v[26:27], v[24:25]
	v_pk_add_f32 v[86:87], v[22:23], v[34:35]
	v_pk_fma_f32 v[92:93], v[16:17], v[18:19], v[20:21]
	v_pk_fma_f32 v[94:95], v[12:13], v[10:11], v[14:15]
	s_cbranch_scc1 .LBB0_721
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[90:91]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_613
	s_mov_b64 s[2:3], 0x800
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x208
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_594
	flat_load_dwordx4 v[56:59], v[16:17]
	flat_load_dwordx4 v[60:63], v[16:17] offset:16
.LBB0_594:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_612
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[24:25], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[62:63], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[60:61], s[40:41]
	v_mov_b64_e32 v[58:59], s[38:39]
	v_mov_b64_e32 v[56:57], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_597
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[62:63], v[14:15]
	v_mov_b64_e32 v[60:61], v[12:13]
	v_mov_b64_e32 v[58:59], v[10:11]
	v_mov_b64_e32 v[56:57], v[8:9]
.LBB0_597:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_599
	flat_load_dword v57, v[16:17] offset:4
.LBB0_599:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_601
	flat_load_dword v58, v[16:17] offset:8
.LBB0_601:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_603
	flat_load_dword v59, v[16:17] offset:12
.LBB0_603:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_605
	flat_load_dword v60, v[16:17] offset:16
.LBB0_605:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_607
	flat_load_dword v61, v[16:17] offset:20
.LBB0_607:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_609
	flat_load_dword v62, v[16:17] offset:24
.LBB0_609:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_611
	flat_load_dword v63, v[16:17] offset:28
.LBB0_611:
	s_or_b64 exec, exec, s[2:3]
.LBB0_612:
	s_or_b64 exec, exec, s[96:97]
.LBB0_613:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[98:99]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v41, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_635
	s_mov_b64 s[2:3], 0xc00
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x308
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_616
	flat_load_dwordx4 v[40:43], v[16:17]
	flat_load_dwordx4 v[44:47], v[16:17] offset:16
.LBB0_616:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_634
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	v_lshl_add_u64 v[24:25], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[46:47], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[44:45], s[40:41]
	v_mov_b64_e32 v[42:43], s[38:39]
	v_mov_b64_e32 v[40:41], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_619
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[46:47], v[14:15]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[42:43], v[10:11]
	v_mov_b64_e32 v[40:41], v[8:9]
.LBB0_619:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_621
	flat_load_dword v41, v[16:17] offset:4
.LBB0_621:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_623
	flat_load_dword v42, v[16:17] offset:8
.LBB0_623:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_625
	flat_load_dword v43, v[16:17] offset:12
.LBB0_625:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_627
	flat_load_dword v44, v[16:17] offset:16
.LBB0_627:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_629
	flat_load_dword v45, v[16:17] offset:20
.LBB0_629:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_631
	flat_load_dword v46, v[16:17] offset:24
.LBB0_631:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_633
	flat_load_dword v47, v[16:17] offset:28
.LBB0_633:
	s_or_b64 exec, exec, s[2:3]
.LBB0_634:
	s_or_b64 exec, exec, s[96:97]
.LBB0_635:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_657
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[54:55]
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[30:31]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_638
	flat_load_dwordx4 v[48:51], v[16:17]
	flat_load_dwordx4 v[52:55], v[16:17] offset:16
.LBB0_638:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_656
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[48:49]
	v_lshl_add_u64 v[28:29], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[54:55], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[52:53], s[40:41]
	v_mov_b64_e32 v[50:51], s[38:39]
	v_mov_b64_e32 v[48:49], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_641
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[54:55], v[14:15]
	v_mov_b64_e32 v[52:53], v[12:13]
	v_mov_b64_e32 v[50:51], v[10:11]
	v_mov_b64_e32 v[48:49], v[8:9]
.LBB0_641:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_643
	flat_load_dword v49, v[16:17] offset:4
.LBB0_643:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_645
	flat_load_dword v50, v[16:17] offset:8
.LBB0_645:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_647
	flat_load_dword v51, v[16:17] offset:12
.LBB0_647:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_649
	flat_load_dword v52, v[16:17] offset:16
.LBB0_649:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_651
	flat_load_dword v53, v[16:17] offset:20
.LBB0_651:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_653
	flat_load_dword v54, v[16:17] offset:24
.LBB0_653:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_655
	flat_load_dword v55, v[16:17] offset:28
.LBB0_655:
	s_or_b64 exec, exec, s[2:3]
.LBB0_656:
	s_or_b64 exec, exec, s[96:97]
.LBB0_657:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[56:57]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_679
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[60:61]
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[58:59]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_660
	flat_load_dwordx4 v[24:27], v[16:17]
	flat_load_dwordx4 v[28:31], v[16:17] offset:16
.LBB0_660:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_678
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	v_lshl_add_u64 v[26:27], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[26:27], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[24:25], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[24:25], s[36:37]
	v_cmp_lt_u64_e64 s[10:11], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[26:27], s[38:39]
	v_mov_b64_e32 v[28:29], s[40:41]
	v_mov_b64_e32 v[30:31], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_663
	flat_load_dword v8, v[16:17]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
	v_mov_b64_e32 v[24:25], v[8:9]
.LBB0_663:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_665
	flat_load_dword v25, v[16:17] offset:4
.LBB0_665:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_667
	flat_load_dword v26, v[16:17] offset:8
.LBB0_667:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_669
	flat_load_dword v27, v[16:17] offset:12
.LBB0_669:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_671
	flat_load_dword v28, v[16:17] offset:16
.LBB0_671:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_673
	flat_load_dword v29, v[16:17] offset:20
.LBB0_673:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_675
	flat_load_dword v30, v[16:17] offset:24
.LBB0_675:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_677
	flat_load_dword v31, v[16:17] offset:28
.LBB0_677:
	s_or_b64 exec, exec, s[2:3]
.LBB0_678:
	s_or_b64 exec, exec, s[96:97]
.LBB0_679:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[62:63]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_701
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[66:67]
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[64:65]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_682
	flat_load_dwordx4 v[32:35], v[18:19]
	flat_load_dwordx4 v[36:39], v[18:19] offset:16
.LBB0_682:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_700
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[32:33], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	v_lshl_add_u64 v[34:35], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[36:37], v[96:97], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[32:33], s[36:37]
	v_cmp_lt_u64_e64 s[8:9], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[34:35], s[38:39]
	v_mov_b64_e32 v[36:37], s[40:41]
	v_mov_b64_e32 v[38:39], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_685
	flat_load_dword v8, v[18:19]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[38:39], v[14:15]
	v_mov_b64_e32 v[36:37], v[12:13]
	v_mov_b64_e32 v[34:35], v[10:11]
	v_mov_b64_e32 v[32:33], v[8:9]
.LBB0_685:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_687
	flat_load_dword v33, v[18:19] offset:4
.LBB0_687:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_689
	flat_load_dword v34, v[18:19] offset:8
.LBB0_689:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_691
	flat_load_dword v35, v[18:19] offset:12
.LBB0_691:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_693
	flat_load_dword v36, v[18:19] offset:16
.LBB0_693:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_695
	flat_load_dword v37, v[18:19] offset:20
.LBB0_695:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_697
	flat_load_dword v38, v[18:19] offset:24
.LBB0_697:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_699
	flat_load_dword v39, v[18:19] offset:28
.LBB0_699:
	s_or_b64 exec, exec, s[2:3]
.LBB0_700:
	s_or_b64 exec, exec, s[96:97]
.LBB0_701:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[80:81]
	v_mov_b32_e32 v17, 0xff800000
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_546
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[92:93]
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[88:89]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_704
	flat_load_dwordx4 v[16:19], v[98:99]
	flat_load_dwordx4 v[20:23], v[98:99] offset:16
.LBB0_704:
	s_andn2_saveexec_b64 s[96:97], s[2:3]
	s_cbranch_execz .LBB0_545
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[10:11], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[12:13], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[14:15], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[18:19], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[20:21], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[22:23], v[96:97], 0, s[2:3]
	s_mov_b64 s[2:3], 0x706
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[96:97], v[96:97], 0, s[2:3]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[16:17], s[36:37]
	v_cmp_lt_u64_e64 s[14:15], v[96:97], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[18:19], s[38:39]
	v_mov_b64_e32 v[20:21], s[40:41]
	v_mov_b64_e32 v[22:23], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_707
	flat_load_dword v8, v[98:99]
	v_mov_b32_e32 v14, v9
	v_mov_b32_e32 v15, v9
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v11, v9
	v_mov_b32_e32 v12, v9
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[14:15]
	v_mov_b64_e32 v[20:21], v[12:13]
	v_mov_b64_e32 v[18:19], v[10:11]
	v_mov_b64_e32 v[16:17], v[8:9]
.LBB0_707:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v8, 0, 1, s[14:15]
	v_cndmask_b32_e64 v10, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[8:9]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v8, v10, v8
	v_cndmask_b32_e64 v10, 0, 1, s[6:7]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_lshlrev_b16_e32 v8, 4, v8
	v_and_b32_e32 v10, 15, v10
	v_or_b32_e32 v8, v10, v8
	v_lshrrev_b16_e32 v10, 1, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_709
	flat_load_dword v17, v[98:99] offset:4
.LBB0_709:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_711
	flat_load_dword v18, v[98:99] offset:8
.LBB0_711:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_713
	flat_load_dword v19, v[98:99] offset:12
.LBB0_713:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_715
	flat_load_dword v20, v[98:99] offset:16
.LBB0_715:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_717
	flat_load_dword v21, v[98:99] offset:20
.LBB0_717:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_719
	flat_load_dword v22, v[98:99] offset:24
.LBB0_719:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_544
	flat_load_dword v23, v[98:99] offset:28
	s_branch .LBB0_544
.LBB0_721:
	s_mov_b64 s[0:1], -1
	s_branch .LBB0_547
.LBB0_722:
	v_pk_add_f32 v[0:1], v[90:91], v[84:85]
	v_pk_add_f32 v[2:3], v[88:89], v[86:87]
	v_readlane_b32 s36, v108, 2
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_pk_add_f32 v[2:3], v[94:95], v[82:83]
	v_add_f32_e32 v4, v0, v1
	v_pk_add_f32 v[0:1], v[92:93], v[64:65]
	v_readlane_b32 s0, v108, 6
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_readlane_b32 s37, v108, 3
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v110, v4
	ds_bpermute_b32 v2, v110, v0
	v_readlane_b32 s1, v108, 7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v111, v1
	ds_bpermute_b32 v3, v111, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v112, v1
	ds_bpermute_b32 v3, v112, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v113, v1
	ds_bpermute_b32 v3, v113, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v114, v1
	ds_bpermute_b32 v3, v114, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v3
.LBB0_723:
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s0, v108, 0
	v_readlane_b32 s1, v108, 1
.LBB0_724:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v73, v1
	v_mov_b32_e32 v109, 0xff800000
	v_mov_b32_e32 v4, 0
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u64_e32 vcc, 0, v[72:73]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_728
	v_mov_b32_e32 v2, s26
	v_mov_b32_e32 v3, s27
	v_mad_u64_u32 v[6:7], s[2:3], v66, s34, v[70:71]
	v_mul_lo_u32 v0, v66, s35
	v_mul_lo_u32 v5, v67, s34
	v_add3_u32 v5, v5, v7, v0
	v_mad_u64_u32 v[6:7], s[2:3], v6, 12, v[2:3]
	v_mov_b32_e32 v0, v7
	v_mad_u64_u32 v[2:3], s[2:3], v5, 12, v[0:1]
	v_mov_b32_e32 v0, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v109, v109
	v_mov_b32_e32 v7, v2
	s_nop 0
	v_cndmask_b32_e32 v2, v0, v109, vcc
	v_cmp_o_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v3, v0, v4, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v1, vcc
	flat_store_dwordx3 v[6:7], v[2:4]
.LBB0_728:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v1, v71, v73
	v_or_b32_e32 v0, v70, v72
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_734
	s_load_dwordx2 s[0:1], s[36:37], 0x10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_lshl_add_u64 v[0:1], v[66:67], 3, v[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[16:17], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_733
	v_mov_b32_e32 v2, s19
	v_subrev_co_u32_e32 v0, vcc, s18, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_gt_i64_e32 vcc, s[20:21], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_732
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[68:69]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v1, s[4:5], s24, s24, v0
	v_rcp_f32_e32 v2, v1
	v_div_scale_f32 v3, vcc, v0, s24, v0
	v_fma_f32 v4, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v4, v2
	v_mul_f32_e32 v4, v3, v2
	v_fma_f32 v5, -v1, v4, v3
	v_fmac_f32_e32 v4, v5, v2
	v_fma_f32 v1, -v1, v4, v3
	v_div_fmas_f32 v1, v1, v2, v4
	v_div_fixup_f32 v2, v1, s24, v0
.LBB0_732:
	s_or_b64 exec, exec, s[0:1]
.LBB0_733:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s28
	v_mov_b32_e32 v1, s29
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[66:67], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_734:
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
		.amdhsa_next_free_vgpr 138
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 140
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
    .sgpr_count:     106
    .sgpr_spill_count: 8
    .symbol:         logpjit_tile_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     138
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
