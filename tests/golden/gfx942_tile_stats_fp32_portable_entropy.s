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
	s_load_dwordx16 s[40:55], s[0:1], 0x20
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
	s_ashr_i32 s4, s45, 31
	s_add_u32 s6, s44, s4
	s_mov_b32 s5, s4
	s_addc_u32 s7, s45, s4
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
	s_sub_u32 s38, s6, s4
	s_subb_u32 s39, s7, s4
	s_lshl_b64 s[4:5], s[2:3], 3
	s_or_b64 s[6:7], s[4:5], s[38:39]
	s_mov_b32 s6, s3
	v_lshrrev_b32_e32 v1, 5, v0
	s_cmp_lg_u64 s[6:7], 0
	v_or_b32_e32 v1, s4, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_2
	v_cvt_f32_u32_e32 v2, s38
	v_cvt_f32_u32_e32 v3, s39
	s_sub_u32 s2, 0, s38
	s_subb_u32 s3, 0, s39
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
	v_mul_lo_u32 v6, s39, v2
	v_mul_lo_u32 v7, s38, v3
	v_mad_u64_u32 v[4:5], s[2:3], s38, v2, 0
	v_add3_u32 v8, v5, v7, v6
	v_sub_u32_e32 v5, s5, v8
	v_mov_b32_e32 v6, s39
	v_sub_co_u32_e32 v9, vcc, v1, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s38, v9
	s_nop 1
	v_subbrev_co_u32_e64 v4, s[2:3], 0, v4, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s39, v4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s38, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s39, v4
	s_nop 1
	v_cndmask_b32_e64 v11, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_subb_co_u32_e32 v7, vcc, v10, v8, vcc
	v_cmp_le_u32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s38, v9
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v67, v3, v5, vcc
	v_cndmask_b32_e64 v3, v6, v4, s[2:3]
	v_cndmask_b32_e32 v66, v2, v3, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v2, s38
	s_sub_i32 s4, 0, s38
	v_mov_b32_e32 v67, 0
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s4, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v3, v2, s38
	v_sub_u32_e32 v3, v1, v3
	v_add_u32_e32 v4, 1, v2
	v_subrev_u32_e32 v5, s38, v3
	v_cmp_le_u32_e32 vcc, s38, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s38, v3
	s_nop 1
	v_cndmask_b32_e32 v66, v2, v4, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[54:55], v[66:67]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_273
	v_mul_lo_u32 v4, v67, s38
	v_mul_lo_u32 v5, v66, s39
	v_mad_u64_u32 v[2:3], s[2:3], v66, s38, 0
	v_add3_u32 v3, v3, v5, v4
	v_mov_b32_e32 v4, s5
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_sub_co_u32_e32 v70, vcc, v1, v2
	v_mov_b32_e32 v5, s47
	s_nop 0
	v_subb_co_u32_e32 v71, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_lshl_b32 s4, s6, 2
	v_alignbit_b32 v1, s7, v1, 30
	v_mov_b32_e32 v4, s46
	v_mul_lo_u32 v1, v1, v66
	v_mad_u64_u32 v[68:69], s[2:3], s4, v66, v[2:3]
	v_mul_lo_u32 v2, s4, v67
	s_movk_i32 s4, 0xf6ba
	v_add3_u32 v69, v1, v69, v2
	v_mad_u64_u32 v[2:3], s[2:3], v70, s4, v[4:5]
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[2:3], v71, s4, v[4:5]
	v_sub_u32_e32 v3, v4, v70
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_and_b32_e32 v72, 31, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_263
	v_writelane_b32 v80, s2, 0
	s_movk_i32 s4, 0x2518
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_writelane_b32 v80, s3, 1
	v_mad_u64_u32 v[74:75], s[2:3], v70, s4, v[68:69]
	v_mov_b32_e32 v4, v75
	v_mad_u64_u32 v[4:5], s[2:3], v71, s4, v[4:5]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 0, v2, vcc
	s_mov_b64 s[2:3], 0x946
	v_mov_b32_e32 v75, v4
	v_mov_b32_e32 v5, 0
	v_cmp_gt_i64_e32 vcc, s[2:3], v[2:3]
	v_mov_b32_e32 v1, 0x946
	v_and_b32_e32 v4, 15, v74
	s_mov_b32 s4, 0
	v_cndmask_b32_e32 v77, 0, v3, vcc
	v_cndmask_b32_e32 v76, v1, v2, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[4:5]
	v_mov_b32_e32 v73, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_134
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[8:9], s[10:11]
	v_writelane_b32 v80, s2, 2
	v_mov_b64_e32 v[4:5], s[6:7]
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_writelane_b32 v80, s3, 3
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[18:19], -1
	v_mov_b32_e32 v11, 0xff800000
	s_mov_b32 s56, 0xff800000
	s_mov_b64 s[68:69], 0x129
	v_mov_b32_e32 v1, 0x4b400000
	s_mov_b32 s70, 0x3fb8aa3b
	s_mov_b32 s72, 0xcb400000
	s_mov_b32 s74, 0xbf318000
	s_mov_b32 s76, 0x395e8083
	v_mov_b32_e32 v81, 0x3ab743ce
	s_mov_b32 s78, 0x39506967
	s_mov_b32 s33, 0xc2aeac50
	s_mov_b32 s80, 0x4b400000
	s_mov_b32 s82, 0x3ab743ce
	s_mov_b32 s86, 0x3c088908
	s_mov_b32 s90, 0x3d2aa9c1
	s_mov_b32 s92, 0x3e2aaaaa
	s_mov_b32 s49, 0xc3000000
	v_mov_b32_e32 v82, 0xc3000000
	s_mov_b64 s[88:89], 0
	s_mov_b64 s[84:85], 0
	s_mov_b64 s[98:99], 0
	s_mov_b64 s[46:47], 0
	s_mov_b64 s[96:97], 0
	s_mov_b64 s[94:95], 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v83, 0xff800000
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	s_branch .LBB0_10
.LBB0_8:
	s_or_b64 exec, exec, s[58:59]
	s_or_b64 s[10:11], s[10:11], s[30:31]
	s_or_b64 s[12:13], s[12:13], s[34:35]
	s_or_b64 s[16:17], vcc, s[20:21]
	s_andn2_b64 s[20:21], s[94:95], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_or_b64 s[14:15], s[14:15], s[36:37]
	s_or_b64 s[94:95], s[20:21], s[10:11]
	s_andn2_b64 s[10:11], s[96:97], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[8:9], s[8:9], s[28:29]
	s_or_b64 s[96:97], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[46:47], exec
	s_and_b64 s[12:13], s[14:15], exec
	s_or_b64 s[6:7], s[6:7], s[26:27]
	s_or_b64 s[46:47], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[98:99], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[4:5], s[4:5], s[24:25]
	s_or_b64 s[98:99], s[10:11], s[8:9]
	s_andn2_b64 s[8:9], s[84:85], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[2:3], s[2:3], s[22:23]
	s_or_b64 s[84:85], s[8:9], s[6:7]
	s_andn2_b64 s[6:7], s[88:89], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[88:89], s[6:7], s[4:5]
	s_andn2_b64 s[4:5], s[66:67], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[66:67], s[4:5], s[2:3]
	s_andn2_b64 s[2:3], s[64:65], exec
	s_and_b64 s[4:5], s[16:17], exec
	s_or_b64 s[64:65], s[2:3], s[4:5]
.LBB0_9:
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[16:17], 0xa0
	s_mov_b64 s[18:19], 0
	s_and_b64 vcc, exec, s[54:55]
	s_cbranch_vccnz .LBB0_133
.LBB0_10:
	v_mov_b32_e32 v27, s17
	v_or_b32_e32 v26, s16, v72
	v_lshlrev_b64 v[12:13], 3, v[26:27]
	v_lshlrev_b64 v[14:15], 5, v[26:27]
	v_lshl_add_u64 v[28:29], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_12
	flat_load_dwordx4 v[62:65], v[28:29] offset:16
	flat_load_dwordx4 v[58:61], v[28:29]
.LBB0_12:
	s_andn2_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_30
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v30, 2, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 4, v12
	v_mov_b32_e32 v33, v13
	v_or_b32_e32 v34, 5, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 7, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	s_mov_b32 s57, s56
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[64:65], s[62:63]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[62:63], s[60:61]
	v_mov_b64_e32 v[60:61], s[58:59]
	v_mov_b64_e32 v[58:59], s[56:57]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_15
	flat_load_dword v10, v[28:29]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[64:65], v[16:17]
	v_mov_b64_e32 v[62:63], v[14:15]
	v_mov_b64_e32 v[60:61], v[12:13]
	v_mov_b64_e32 v[58:59], v[10:11]
.LBB0_15:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_17
	flat_load_dword v59, v[28:29] offset:4
.LBB0_17:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_19
	flat_load_dword v60, v[28:29] offset:8
.LBB0_19:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_21
	flat_load_dword v61, v[28:29] offset:12
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
	flat_load_dword v62, v[28:29] offset:16
.LBB0_23:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_25
	flat_load_dword v63, v[28:29] offset:20
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_27
	flat_load_dword v64, v[28:29] offset:24
.LBB0_27:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_29
	flat_load_dword v65, v[28:29] offset:28
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
.LBB0_30:
	s_or_b64 exec, exec, s[20:21]
	s_xor_b64 s[54:55], s[18:19], -1
	s_add_u32 s2, s16, 32
	s_addc_u32 s3, s17, 0
	v_mov_b32_e32 v15, s3
	v_or_b32_e32 v14, s2, v72
	v_lshlrev_b64 v[12:13], 3, v[14:15]
	v_lshlrev_b64 v[14:15], 5, v[14:15]
	v_lshl_add_u64 v[28:29], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_32
	flat_load_dwordx4 v[54:57], v[28:29] offset:16
	flat_load_dwordx4 v[50:53], v[28:29]
.LBB0_32:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_50
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v30, 2, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 4, v12
	v_mov_b32_e32 v33, v13
	v_or_b32_e32 v34, 5, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 7, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[50:51], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[52:53], s[58:59]
	v_mov_b64_e32 v[54:55], s[60:61]
	v_mov_b64_e32 v[56:57], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_35
	flat_load_dword v10, v[28:29]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[56:57], v[16:17]
	v_mov_b64_e32 v[54:55], v[14:15]
	v_mov_b64_e32 v[52:53], v[12:13]
	v_mov_b64_e32 v[50:51], v[10:11]
.LBB0_35:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_37
	flat_load_dword v51, v[28:29] offset:4
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
	flat_load_dword v52, v[28:29] offset:8
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_41
	flat_load_dword v53, v[28:29] offset:12
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
	flat_load_dword v54, v[28:29] offset:16
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_45
	flat_load_dword v55, v[28:29] offset:20
.LBB0_45:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_47
	flat_load_dword v56, v[28:29] offset:24
.LBB0_47:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_49
	flat_load_dword v57, v[28:29] offset:28
.LBB0_49:
	s_or_b64 exec, exec, s[2:3]
.LBB0_50:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v26, 64, v26
	v_lshlrev_b64 v[12:13], 3, v[26:27]
	v_lshlrev_b64 v[14:15], 5, v[26:27]
	v_lshl_add_u64 v[26:27], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_52
	flat_load_dwordx4 v[46:49], v[26:27] offset:16
	flat_load_dwordx4 v[42:45], v[26:27]
.LBB0_52:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_70
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v28, 2, v12
	v_mov_b32_e32 v29, v13
	v_or_b32_e32 v30, 4, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 5, v12
	v_mov_b32_e32 v33, v13
	v_or_b32_e32 v34, 7, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[42:43], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[44:45], s[58:59]
	v_mov_b64_e32 v[46:47], s[60:61]
	v_mov_b64_e32 v[48:49], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_55
	flat_load_dword v10, v[26:27]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[48:49], v[16:17]
	v_mov_b64_e32 v[46:47], v[14:15]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[42:43], v[10:11]
.LBB0_55:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_57
	flat_load_dword v43, v[26:27] offset:4
.LBB0_57:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_59
	flat_load_dword v44, v[26:27] offset:8
.LBB0_59:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_61
	flat_load_dword v45, v[26:27] offset:12
.LBB0_61:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_63
	flat_load_dword v46, v[26:27] offset:16
.LBB0_63:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_65
	flat_load_dword v47, v[26:27] offset:20
.LBB0_65:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_67
	flat_load_dword v48, v[26:27] offset:24
.LBB0_67:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_69
	flat_load_dword v49, v[26:27] offset:28
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
.LBB0_70:
	s_or_b64 exec, exec, s[18:19]
	s_add_u32 s2, s16, 0x60
	s_addc_u32 s3, s17, 0
	v_mov_b32_e32 v15, s3
	v_or_b32_e32 v14, s2, v72
	v_lshlrev_b64 v[12:13], 3, v[14:15]
	v_lshlrev_b64 v[14:15], 5, v[14:15]
	v_lshl_add_u64 v[26:27], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_72
	flat_load_dwordx4 v[38:41], v[26:27] offset:16
	flat_load_dwordx4 v[34:37], v[26:27]
.LBB0_72:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_90
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v34, 7, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v28, 2, v12
	v_mov_b32_e32 v29, v13
	v_or_b32_e32 v30, 4, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 5, v12
	v_mov_b32_e32 v33, v13
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[76:77]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[34:35], s[56:57]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[36:37], s[58:59]
	v_mov_b64_e32 v[38:39], s[60:61]
	v_mov_b64_e32 v[40:41], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_75
	flat_load_dword v10, v[26:27]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[40:41], v[16:17]
	v_mov_b64_e32 v[38:39], v[14:15]
	v_mov_b64_e32 v[36:37], v[12:13]
	v_mov_b64_e32 v[34:35], v[10:11]
.LBB0_75:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_77
	flat_load_dword v35, v[26:27] offset:4
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_79
	flat_load_dword v36, v[26:27] offset:8
.LBB0_79:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_81
	flat_load_dword v37, v[26:27] offset:12
.LBB0_81:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_83
	flat_load_dword v38, v[26:27] offset:16
.LBB0_83:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_85
	flat_load_dword v39, v[26:27] offset:20
.LBB0_85:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_87
	flat_load_dword v40, v[26:27] offset:24
.LBB0_87:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_89
	flat_load_dword v41, v[26:27] offset:28
.LBB0_89:
	s_or_b64 exec, exec, s[2:3]
.LBB0_90:
	s_or_b64 exec, exec, s[18:19]
	s_add_u32 s2, s16, 0x80
	s_addc_u32 s3, s17, 0
	v_mov_b32_e32 v15, s3
	v_or_b32_e32 v14, s2, v72
	v_cmp_gt_u64_e64 s[2:3], s[68:69], v[14:15]
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_112
	v_lshlrev_b64 v[12:13], 3, v[14:15]
	v_lshlrev_b64 v[14:15], 5, v[14:15]
	v_lshl_add_u64 v[78:79], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_93
	flat_load_dwordx4 v[26:29], v[78:79]
	flat_load_dwordx4 v[30:33], v[78:79] offset:16
.LBB0_93:
	s_andn2_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB0_111
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v26, 2, v12
	v_mov_b32_e32 v27, v13
	v_or_b32_e32 v28, 4, v12
	v_mov_b32_e32 v29, v13
	v_or_b32_e32 v30, 5, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 7, v12
	v_mov_b32_e32 v33, v13
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v84, 6, v12
	v_mov_b32_e32 v85, v13
	v_cmp_lt_u64_e64 s[14:15], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[26:27], v[76:77]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[26:27], s[56:57]
	v_cmp_lt_u64_e64 s[16:17], v[84:85], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[28:29], s[58:59]
	v_mov_b64_e32 v[30:31], s[60:61]
	v_mov_b64_e32 v[32:33], s[62:63]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_96
	flat_load_dword v10, v[78:79]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[32:33], v[16:17]
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
.LBB0_96:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[16:17]
	v_cndmask_b32_e64 v12, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[10:11]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[8:9]
	v_cndmask_b32_e64 v13, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_98
	flat_load_dword v27, v[78:79] offset:4
.LBB0_98:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_100
	flat_load_dword v28, v[78:79] offset:8
.LBB0_100:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_102
	flat_load_dword v29, v[78:79] offset:12
.LBB0_102:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_104
	flat_load_dword v30, v[78:79] offset:16
.LBB0_104:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_106
	flat_load_dword v31, v[78:79] offset:20
.LBB0_106:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_108
	flat_load_dword v32, v[78:79] offset:24
.LBB0_108:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_110
	flat_load_dword v33, v[78:79] offset:28
.LBB0_110:
	s_or_b64 exec, exec, s[4:5]
.LBB0_111:
	s_or_b64 exec, exec, s[20:21]
.LBB0_112:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v10, s[4:5], s48, s48, v65
	v_rcp_f32_e32 v12, v10
	v_div_scale_f32 v13, vcc, v65, s48, v65
	v_fma_f32 v14, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v14, v12
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v10, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_fma_f32 v10, -v10, v14, v13
	v_div_scale_f32 v13, s[4:5], s48, s48, v64
	v_rcp_f32_e32 v15, v13
	v_div_fmas_f32 v10, v10, v12, v14
	v_div_fixup_f32 v10, v10, s48, v65
	v_fma_f32 v12, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v12, v15
	v_div_scale_f32 v12, vcc, v64, s48, v64
	v_mul_f32_e32 v14, v12, v15
	v_fma_f32 v16, -v13, v14, v12
	v_fmac_f32_e32 v14, v16, v15
	v_fma_f32 v12, -v13, v14, v12
	v_div_scale_f32 v13, s[4:5], s48, s48, v63
	v_rcp_f32_e32 v16, v13
	v_div_fmas_f32 v12, v12, v15, v14
	v_div_fixup_f32 v12, v12, s48, v64
	v_fma_f32 v14, -v13, v16, 1.0
	v_fmac_f32_e32 v16, v14, v16
	v_div_scale_f32 v14, vcc, v63, s48, v63
	v_mul_f32_e32 v15, v14, v16
	v_fma_f32 v17, -v13, v15, v14
	v_fmac_f32_e32 v15, v17, v16
	v_fma_f32 v13, -v13, v15, v14
	v_div_scale_f32 v14, s[4:5], s48, s48, v62
	v_rcp_f32_e32 v17, v14
	v_div_fmas_f32 v13, v13, v16, v15
	v_div_fixup_f32 v13, v13, s48, v63
	v_fma_f32 v15, -v14, v17, 1.0
	v_fmac_f32_e32 v17, v15, v17
	v_div_scale_f32 v15, vcc, v62, s48, v62
	v_mul_f32_e32 v16, v15, v17
	v_fma_f32 v63, -v14, v16, v15
	v_fmac_f32_e32 v16, v63, v17
	v_fma_f32 v14, -v14, v16, v15
	v_div_scale_f32 v15, s[4:5], s48, s48, v61
	v_rcp_f32_e32 v63, v15
	v_div_fmas_f32 v14, v14, v17, v16
	v_div_fixup_f32 v14, v14, s48, v62
	v_fma_f32 v16, -v15, v63, 1.0
	v_fmac_f32_e32 v63, v16, v63
	v_div_scale_f32 v16, vcc, v61, s48, v61
	v_mul_f32_e32 v17, v16, v63
	v_fma_f32 v62, -v15, v17, v16
	v_fmac_f32_e32 v17, v62, v63
	v_fma_f32 v15, -v15, v17, v16
	v_div_scale_f32 v16, s[4:5], s48, s48, v60
	v_rcp_f32_e32 v62, v16
	v_div_fmas_f32 v15, v15, v63, v17
	v_div_fixup_f32 v15, v15, s48, v61
	v_fma_f32 v17, -v16, v62, 1.0
	v_fmac_f32_e32 v62, v17, v62
	v_div_scale_f32 v17, vcc, v60, s48, v60
	v_mul_f32_e32 v61, v17, v62
	v_fma_f32 v63, -v16, v61, v17
	v_fmac_f32_e32 v61, v63, v62
	v_fma_f32 v16, -v16, v61, v17
	v_div_scale_f32 v17, s[4:5], s48, s48, v59
	v_rcp_f32_e32 v63, v17
	v_div_fmas_f32 v16, v16, v62, v61
	v_div_fixup_f32 v16, v16, s48, v60
	v_fma_f32 v60, -v17, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v59, s48, v59
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v62, -v17, v61, v60
	v_fmac_f32_e32 v61, v62, v63
	v_fma_f32 v17, -v17, v61, v60
	v_div_scale_f32 v60, s[4:5], s48, s48, v58
	v_rcp_f32_e32 v62, v60
	v_div_fmas_f32 v17, v17, v63, v61
	v_div_fixup_f32 v17, v17, s48, v59
	v_fma_f32 v59, -v60, v62, 1.0
	v_fmac_f32_e32 v62, v59, v62
	v_div_scale_f32 v59, vcc, v58, s48, v58
	v_mul_f32_e32 v61, v59, v62
	v_fma_f32 v63, -v60, v61, v59
	v_fmac_f32_e32 v61, v63, v62
	v_fma_f32 v59, -v60, v61, v59
	v_div_fmas_f32 v59, v59, v62, v61
	v_div_fixup_f32 v58, v59, s48, v58
	v_cmp_gt_f32_e32 vcc, v14, v58
	s_nop 1
	v_cndmask_b32_e32 v59, v58, v14, vcc
	v_cmp_gt_f32_e32 vcc, v12, v16
	s_nop 1
	v_cndmask_b32_e32 v60, v16, v12, vcc
	v_cmp_gt_f32_e32 vcc, v13, v17
	s_nop 1
	v_cndmask_b32_e32 v61, v17, v13, vcc
	v_cmp_gt_f32_e32 vcc, v10, v15
	s_nop 1
	v_cndmask_b32_e32 v62, v15, v10, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_cmp_gt_f32_e32 vcc, v62, v61
	s_nop 1
	v_cndmask_b32_e32 v60, v61, v62, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_cmp_gt_f32_e32 vcc, v59, v83
	s_nop 1
	v_cndmask_b32_e32 v59, v83, v59, vcc
	v_cmp_neq_f32_e32 vcc, s56, v83
	v_cmp_neq_f32_e64 s[4:5], v59, v83
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_114
	v_sub_f32_e32 v60, v83, v59
	v_fmamk_f32 v61, v60, 0x3fb8aa3b, v1
	v_add_f32_e32 v62, 0xcb400000, v61
	v_fmamk_f32 v63, v62, 0xbf318000, v60
	v_fmac_f32_e32 v63, 0x395e8083, v62
	v_fmamk_f32 v64, v63, 0x39506967, v81
	v_fmaak_f32 v64, v64, v63, 0x3c088908
	v_fmaak_f32 v64, v64, v63, 0x3d2aa9c1
	v_fmaak_f32 v64, v64, v63, 0x3e2aaaaa
	v_mul_f32_e32 v62, v63, v63
	v_fma_f32 v64, v64, v63, 0.5
	v_fmac_f32_e32 v63, v64, v62
	v_add_f32_e32 v62, 1.0, v63
	v_lshl_add_u32 v61, v61, 23, 1.0
	v_mul_f32_e32 v61, v62, v61
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[24:25], v[60:61], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v62, 0, v61, vcc
	v_pk_fma_f32 v[20:21], v[60:61], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[62:63] op_sel_hi:[1,0]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_mul_f32 v[8:9], v[8:9], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[62:63] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[4:5], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[62:63] op_sel_hi:[1,0]
.LBB0_114:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_116
	v_sub_f32_e32 v61, v17, v59
	v_sub_f32_e32 v60, v58, v59
	v_sub_f32_e32 v63, v15, v59
	v_sub_f32_e32 v62, v16, v59
	v_sub_f32_e32 v65, v13, v59
	v_sub_f32_e32 v64, v14, v59
	v_sub_f32_e32 v79, v10, v59
	v_sub_f32_e32 v78, v12, v59
	v_mov_b64_e32 v[84:85], s[80:81]
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[64:65], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[62:63], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[60:61], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[108:109], s[82:83]
	v_pk_fma_f32 v[100:101], v[98:99], s[74:75], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[96:97], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[100:101] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[110:111], v[98:99], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[94:95], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[96:97], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[90:91] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[92:93], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_fma_f32 v[114:115], v[94:95], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[110:111], v[100:101], v[98:99]
	v_pk_mul_f32 v[102:103], v[96:97], v[96:97]
	v_pk_fma_f32 v[108:109], v[92:93], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[112:113], v[102:103], v[96:97]
	v_pk_mul_f32 v[84:85], v[98:99], v[84:85]
	v_cmp_ngt_f32_e32 vcc, s33, v61
	v_pk_mul_f32 v[104:105], v[94:95], v[94:95]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v85, 0, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[114:115], v[104:105], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v84, 0, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[92:93], v[92:93]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[92:93], v[108:109], v[106:107], v[92:93]
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_mul_f32 v[86:87], v[92:93], v[86:87]
	v_pk_add_f32 v[4:5], v[90:91], v[4:5]
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[6:7], v[88:89], v[6:7]
	v_pk_add_f32 v[2:3], v[84:85], v[2:3]
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	s_nop 1
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v61
	v_pk_add_f32 v[8:9], v[86:87], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v61, v82, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v82, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_fma_f32 v[18:19], v[84:85], v[60:61], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[20:21], v[90:91], v[62:63], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[22:23], v[88:89], v[64:65], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_pk_fma_f32 v[24:25], v[86:87], v[78:79], v[24:25]
.LBB0_116:
	s_or_b64 exec, exec, s[6:7]
	v_div_scale_f32 v60, s[6:7], s48, s48, v57
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v62, vcc, v57, s48, v57
	v_fma_f32 v63, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v60, v63, v62
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v60, -v60, v63, v62
	v_div_scale_f32 v62, s[6:7], s48, s48, v56
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v61, v63
	v_div_fixup_f32 v57, v60, s48, v57
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v56, s48, v56
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v55
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v56, v60, s48, v56
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v55, s48, v55
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v54
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v55, v60, s48, v55
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v54, s48, v54
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v53
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v54, v60, s48, v54
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v53, s48, v53
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v52
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v53, v60, s48, v53
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v52, s48, v52
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v51
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v52, v60, s48, v52
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v51, s48, v51
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v50
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v51, v60, s48, v51
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v50, s48, v50
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v50, v60, s48, v50
	v_cmp_gt_f32_e32 vcc, v54, v50
	s_nop 1
	v_cndmask_b32_e32 v60, v50, v54, vcc
	v_cmp_gt_f32_e32 vcc, v56, v52
	s_nop 1
	v_cndmask_b32_e32 v61, v52, v56, vcc
	v_cmp_gt_f32_e32 vcc, v55, v51
	s_nop 1
	v_cndmask_b32_e32 v62, v51, v55, vcc
	v_cmp_gt_f32_e32 vcc, v57, v53
	s_nop 1
	v_cndmask_b32_e32 v63, v53, v57, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v63, v62
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v63, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v60, v59, v60, vcc
	v_cmp_neq_f32_e32 vcc, v60, v59
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_118
	v_sub_f32_e32 v62, v59, v60
	v_fmamk_f32 v59, v62, 0x3fb8aa3b, v1
	v_add_f32_e32 v61, 0xcb400000, v59
	v_fmamk_f32 v63, v61, 0xbf318000, v62
	v_fmac_f32_e32 v63, 0x395e8083, v61
	v_fmamk_f32 v64, v63, 0x39506967, v81
	v_fmaak_f32 v64, v64, v63, 0x3c088908
	v_fmaak_f32 v64, v64, v63, 0x3d2aa9c1
	v_fmaak_f32 v64, v64, v63, 0x3e2aaaaa
	v_mul_f32_e32 v61, v63, v63
	v_fma_f32 v64, v64, v63, 0.5
	v_fmac_f32_e32 v63, v64, v61
	v_add_f32_e32 v61, 1.0, v63
	v_lshl_add_u32 v59, v59, 23, 1.0
	v_mul_f32_e32 v59, v61, v59
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[24:25], v[62:63], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[62:63], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v64, 0, v59, vcc
	v_pk_fma_f32 v[20:21], v[62:63], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[62:63], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v64
	v_pk_mul_f32 v[8:9], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[64:65], v[2:3] op_sel_hi:[0,1]
.LBB0_118:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_120
	v_sub_f32_e32 v63, v51, v60
	v_sub_f32_e32 v62, v50, v60
	v_sub_f32_e32 v65, v53, v60
	v_sub_f32_e32 v64, v52, v60
	v_sub_f32_e32 v79, v55, v60
	v_sub_f32_e32 v78, v54, v60
	v_sub_f32_e32 v85, v57, v60
	v_sub_f32_e32 v84, v56, v60
	v_mov_b64_e32 v[86:87], s[80:81]
	v_pk_fma_f32 v[88:89], v[84:85], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[78:79], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[64:65], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[62:63], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[98:99], v[92:93], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[100:101], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[110:111], s[82:83]
	v_pk_fma_f32 v[102:103], v[100:101], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[98:99], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[100:101], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[112:113], v[100:101], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[96:97], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[98:99], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], s[90:91] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[94:95], s[74:75], v[84:85] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[102:103], v[100:101], v[100:101]
	v_pk_fma_f32 v[116:117], v[96:97], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[112:113], v[102:103], v[100:101]
	v_pk_mul_f32 v[104:105], v[98:99], v[98:99]
	v_pk_fma_f32 v[110:111], v[94:95], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[100:101], v[100:101], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[114:115], v[104:105], v[98:99]
	v_pk_mul_f32 v[86:87], v[100:101], v[86:87]
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[96:97], v[96:97]
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[116:117], v[106:107], v[96:97]
	v_pk_mul_f32 v[92:93], v[98:99], v[92:93]
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_mul_f32 v[108:109], v[94:95], v[94:95]
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v93, 0, v93, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_fma_f32 v[94:95], v[110:111], v[108:109], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v92, 0, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_pk_add_f32 v[4:5], v[92:93], v[4:5]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v85
	v_pk_add_f32 v[6:7], v[90:91], v[6:7]
	v_pk_add_f32 v[2:3], v[86:87], v[2:3]
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v84
	s_nop 1
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_add_f32 v[8:9], v[88:89], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[18:19], v[86:87], v[62:63], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[20:21], v[92:93], v[64:65], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v85
	v_pk_fma_f32 v[22:23], v[90:91], v[78:79], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v85, v82, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v84
	s_nop 1
	v_cndmask_b32_e32 v84, v82, v84, vcc
	v_pk_fma_f32 v[24:25], v[88:89], v[84:85], v[24:25]
.LBB0_120:
	s_or_b64 exec, exec, s[6:7]
	v_div_scale_f32 v59, s[6:7], s48, s48, v49
	v_rcp_f32_e32 v61, v59
	v_div_scale_f32 v62, vcc, v49, s48, v49
	v_fma_f32 v63, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v59, v63, v62
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v59, -v59, v63, v62
	v_div_scale_f32 v62, s[6:7], s48, s48, v48
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v61, v63
	v_div_fixup_f32 v49, v59, s48, v49
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v48, s48, v48
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v47
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v48, v59, s48, v48
	v_fma_f32 v59, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v59, v63
	v_div_scale_f32 v59, vcc, v47, s48, v47
	v_mul_f32_e32 v61, v59, v63
	v_fma_f32 v64, -v62, v61, v59
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v46
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v63, v61
	v_div_fixup_f32 v47, v59, s48, v47
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v46, s48, v46
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v45
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v46, v59, s48, v46
	v_fma_f32 v59, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v59, v63
	v_div_scale_f32 v59, vcc, v45, s48, v45
	v_mul_f32_e32 v61, v59, v63
	v_fma_f32 v64, -v62, v61, v59
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v44
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v63, v61
	v_div_fixup_f32 v45, v59, s48, v45
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v44, s48, v44
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v43
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v44, v59, s48, v44
	v_fma_f32 v59, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v59, v63
	v_div_scale_f32 v59, vcc, v43, s48, v43
	v_mul_f32_e32 v61, v59, v63
	v_fma_f32 v64, -v62, v61, v59
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v42
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v63, v61
	v_div_fixup_f32 v43, v59, s48, v43
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v42, s48, v42
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v42, v59, s48, v42
	v_cmp_gt_f32_e32 vcc, v46, v42
	s_nop 1
	v_cndmask_b32_e32 v59, v42, v46, vcc
	v_cmp_gt_f32_e32 vcc, v48, v44
	s_nop 1
	v_cndmask_b32_e32 v61, v44, v48, vcc
	v_cmp_gt_f32_e32 vcc, v47, v43
	s_nop 1
	v_cndmask_b32_e32 v62, v43, v47, vcc
	v_cmp_gt_f32_e32 vcc, v49, v45
	s_nop 1
	v_cndmask_b32_e32 v63, v45, v49, vcc
	v_cmp_gt_f32_e32 vcc, v61, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v61, vcc
	v_cmp_gt_f32_e32 vcc, v63, v62
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v63, vcc
	v_cmp_gt_f32_e32 vcc, v61, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v61, vcc
	v_cmp_gt_f32_e32 vcc, v59, v60
	s_nop 1
	v_cndmask_b32_e32 v59, v60, v59, vcc
	v_cmp_neq_f32_e32 vcc, v59, v60
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_122
	v_sub_f32_e32 v60, v60, v59
	v_fmamk_f32 v61, v60, 0x3fb8aa3b, v1
	v_add_f32_e32 v62, 0xcb400000, v61
	v_fmamk_f32 v63, v62, 0xbf318000, v60
	v_fmac_f32_e32 v63, 0x395e8083, v62
	v_fmamk_f32 v64, v63, 0x39506967, v81
	v_fmaak_f32 v64, v64, v63, 0x3c088908
	v_fmaak_f32 v64, v64, v63, 0x3d2aa9c1
	v_fmaak_f32 v64, v64, v63, 0x3e2aaaaa
	v_mul_f32_e32 v62, v63, v63
	v_fma_f32 v64, v64, v63, 0.5
	v_fmac_f32_e32 v63, v64, v62
	v_add_f32_e32 v62, 1.0, v63
	v_lshl_add_u32 v61, v61, 23, 1.0
	v_mul_f32_e32 v61, v62, v61
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[24:25], v[60:61], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v62, 0, v61, vcc
	v_pk_fma_f32 v[20:21], v[60:61], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[62:63], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[62:63], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[62:63], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[62:63], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_mul_f32 v[8:9], v[62:63], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[62:63], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[62:63], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[62:63], v[2:3] op_sel_hi:[0,1]
.LBB0_122:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_124
	v_sub_f32_e32 v61, v43, v59
	v_sub_f32_e32 v60, v42, v59
	v_sub_f32_e32 v63, v45, v59
	v_sub_f32_e32 v62, v44, v59
	v_sub_f32_e32 v65, v47, v59
	v_sub_f32_e32 v64, v46, v59
	v_sub_f32_e32 v79, v49, v59
	v_sub_f32_e32 v78, v48, v59
	v_mov_b64_e32 v[84:85], s[80:81]
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[64:65], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[62:63], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[60:61], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[108:109], s[82:83]
	v_pk_fma_f32 v[100:101], v[98:99], s[74:75], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[96:97], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[100:101] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[110:111], v[98:99], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[94:95], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[96:97], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[90:91] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[92:93], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_fma_f32 v[114:115], v[94:95], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[110:111], v[100:101], v[98:99]
	v_pk_mul_f32 v[102:103], v[96:97], v[96:97]
	v_pk_fma_f32 v[108:109], v[92:93], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[112:113], v[102:103], v[96:97]
	v_pk_mul_f32 v[84:85], v[98:99], v[84:85]
	v_cmp_ngt_f32_e32 vcc, s33, v61
	v_pk_mul_f32 v[104:105], v[94:95], v[94:95]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v85, 0, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[114:115], v[104:105], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v84, 0, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[92:93], v[92:93]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[92:93], v[108:109], v[106:107], v[92:93]
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_mul_f32 v[86:87], v[92:93], v[86:87]
	v_pk_add_f32 v[4:5], v[90:91], v[4:5]
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[6:7], v[88:89], v[6:7]
	v_pk_add_f32 v[2:3], v[84:85], v[2:3]
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	s_nop 1
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v61
	v_pk_add_f32 v[8:9], v[86:87], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v61, v82, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v82, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_fma_f32 v[18:19], v[84:85], v[60:61], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[20:21], v[90:91], v[62:63], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[22:23], v[88:89], v[64:65], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_pk_fma_f32 v[24:25], v[86:87], v[78:79], v[24:25]
.LBB0_124:
	s_or_b64 exec, exec, s[6:7]
	v_div_scale_f32 v60, s[6:7], s48, s48, v41
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v62, vcc, v41, s48, v41
	v_fma_f32 v63, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v60, v63, v62
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v60, -v60, v63, v62
	v_div_scale_f32 v62, s[6:7], s48, s48, v40
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v61, v63
	v_div_fixup_f32 v41, v60, s48, v41
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v40, s48, v40
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v39
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v40, v60, s48, v40
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v39, s48, v39
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v38
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v39, v60, s48, v39
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v38, s48, v38
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v37
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v38, v60, s48, v38
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v37, s48, v37
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v36
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v37, v60, s48, v37
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v36, s48, v36
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v35
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v36, v60, s48, v36
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v35, s48, v35
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v34
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v35, v60, s48, v35
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v34, s48, v34
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v34, v60, s48, v34
	v_cmp_gt_f32_e32 vcc, v38, v34
	s_nop 1
	v_cndmask_b32_e32 v60, v34, v38, vcc
	v_cmp_gt_f32_e32 vcc, v40, v36
	s_nop 1
	v_cndmask_b32_e32 v61, v36, v40, vcc
	v_cmp_gt_f32_e32 vcc, v39, v35
	s_nop 1
	v_cndmask_b32_e32 v62, v35, v39, vcc
	v_cmp_gt_f32_e32 vcc, v41, v37
	s_nop 1
	v_cndmask_b32_e32 v63, v37, v41, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v63, v62
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v63, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v83, v59, v60, vcc
	v_cmp_neq_f32_e32 vcc, v83, v59
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_126
	v_sub_f32_e32 v60, v59, v83
	v_fmamk_f32 v59, v60, 0x3fb8aa3b, v1
	v_add_f32_e32 v61, 0xcb400000, v59
	v_fmamk_f32 v62, v61, 0xbf318000, v60
	v_fmac_f32_e32 v62, 0x395e8083, v61
	v_fmamk_f32 v63, v62, 0x39506967, v81
	v_fmaak_f32 v63, v63, v62, 0x3c088908
	v_fmaak_f32 v63, v63, v62, 0x3d2aa9c1
	v_fmaak_f32 v63, v63, v62, 0x3e2aaaaa
	v_mul_f32_e32 v61, v62, v62
	v_fma_f32 v63, v63, v62, 0.5
	v_fmac_f32_e32 v62, v63, v61
	v_add_f32_e32 v61, 1.0, v62
	v_lshl_add_u32 v59, v59, 23, 1.0
	v_mul_f32_e32 v59, v61, v59
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[24:25], v[60:61], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v62, 0, v59, vcc
	v_pk_fma_f32 v[20:21], v[60:61], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[62:63], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[62:63], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[62:63], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[62:63], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_mul_f32 v[8:9], v[62:63], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[62:63], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[62:63], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[62:63], v[2:3] op_sel_hi:[0,1]
.LBB0_126:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v83
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_128
	v_sub_f32_e32 v61, v35, v83
	v_sub_f32_e32 v60, v34, v83
	v_sub_f32_e32 v63, v37, v83
	v_sub_f32_e32 v62, v36, v83
	v_sub_f32_e32 v65, v39, v83
	v_sub_f32_e32 v64, v38, v83
	v_sub_f32_e32 v79, v41, v83
	v_sub_f32_e32 v78, v40, v83
	v_mov_b64_e32 v[84:85], s[80:81]
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[64:65], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[62:63], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[60:61], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[108:109], s[82:83]
	v_pk_fma_f32 v[100:101], v[98:99], s[74:75], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[96:97], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[100:101] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[110:111], v[98:99], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[94:95], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[96:97], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[90:91] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[92:93], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_fma_f32 v[114:115], v[94:95], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[110:111], v[100:101], v[98:99]
	v_pk_mul_f32 v[102:103], v[96:97], v[96:97]
	v_pk_fma_f32 v[108:109], v[92:93], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[112:113], v[102:103], v[96:97]
	v_pk_mul_f32 v[84:85], v[98:99], v[84:85]
	v_cmp_ngt_f32_e32 vcc, s33, v61
	v_pk_mul_f32 v[104:105], v[94:95], v[94:95]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v85, 0, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[114:115], v[104:105], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v84, 0, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[92:93], v[92:93]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[92:93], v[108:109], v[106:107], v[92:93]
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_mul_f32 v[86:87], v[92:93], v[86:87]
	v_pk_add_f32 v[4:5], v[90:91], v[4:5]
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[6:7], v[88:89], v[6:7]
	v_pk_add_f32 v[2:3], v[84:85], v[2:3]
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	s_nop 1
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v61
	v_pk_add_f32 v[8:9], v[86:87], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v61, v82, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v82, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_fma_f32 v[18:19], v[84:85], v[60:61], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[20:21], v[90:91], v[62:63], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[22:23], v[88:89], v[64:65], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_pk_fma_f32 v[24:25], v[86:87], v[78:79], v[24:25]
.LBB0_128:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[8:9], v50, v58
	v_cmp_u_f32_e64 s[6:7], v51, v17
	v_cmp_u_f32_e64 s[30:31], v34, v42
	s_or_b64 s[8:9], s[8:9], s[94:95]
	v_cmp_u_f32_e32 vcc, v52, v16
	v_cmp_u_f32_e64 s[34:35], v35, v43
	s_or_b64 s[6:7], s[6:7], s[96:97]
	s_or_b64 s[30:31], s[8:9], s[30:31]
	v_cmp_u_f32_e64 s[10:11], v53, v15
	v_cmp_u_f32_e64 s[36:37], v36, v44
	s_or_b64 s[58:59], vcc, s[46:47]
	s_or_b64 s[34:35], s[6:7], s[34:35]
	s_andn2_b64 s[6:7], s[94:95], exec
	s_and_b64 s[8:9], s[30:31], exec
	v_cmp_u_f32_e64 s[12:13], v54, v14
	v_cmp_u_f32_e64 s[28:29], v37, v45
	s_or_b64 s[10:11], s[10:11], s[98:99]
	s_or_b64 s[36:37], s[58:59], s[36:37]
	s_or_b64 s[94:95], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[96:97], exec
	s_and_b64 s[8:9], s[34:35], exec
	v_cmp_u_f32_e64 s[14:15], v55, v13
	v_cmp_u_f32_e64 s[26:27], v38, v46
	s_or_b64 s[12:13], s[12:13], s[84:85]
	s_or_b64 s[28:29], s[10:11], s[28:29]
	s_or_b64 s[96:97], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[46:47], exec
	s_and_b64 s[8:9], s[36:37], exec
	v_cmp_u_f32_e64 s[16:17], v56, v12
	v_cmp_u_f32_e64 s[24:25], v39, v47
	s_or_b64 s[14:15], s[14:15], s[88:89]
	s_or_b64 s[26:27], s[12:13], s[26:27]
	s_or_b64 s[46:47], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[98:99], exec
	s_and_b64 s[8:9], s[28:29], exec
	v_cmp_u_f32_e64 s[18:19], v57, v10
	v_cmp_u_f32_e64 s[22:23], v40, v48
	s_or_b64 s[16:17], s[16:17], s[66:67]
	s_or_b64 s[24:25], s[14:15], s[24:25]
	s_or_b64 s[98:99], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[84:85], exec
	s_and_b64 s[8:9], s[26:27], exec
	v_cmp_u_f32_e64 s[20:21], v41, v49
	s_or_b64 s[18:19], s[18:19], s[64:65]
	s_or_b64 s[22:23], s[16:17], s[22:23]
	s_or_b64 s[84:85], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[88:89], exec
	s_and_b64 s[8:9], s[24:25], exec
	s_or_b64 s[20:21], s[18:19], s[20:21]
	s_or_b64 s[88:89], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[66:67], exec
	s_and_b64 s[8:9], s[22:23], exec
	s_or_b64 s[66:67], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[64:65], exec
	s_and_b64 s[8:9], s[20:21], exec
	s_or_b64 s[64:65], s[6:7], s[8:9]
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_9
	v_div_scale_f32 v10, s[2:3], s48, s48, v33
	v_rcp_f32_e32 v12, v10
	v_div_scale_f32 v13, vcc, v33, s48, v33
	v_fma_f32 v14, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v14, v12
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v10, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_fma_f32 v10, -v10, v14, v13
	v_div_scale_f32 v13, s[2:3], s48, s48, v32
	v_rcp_f32_e32 v15, v13
	v_div_fmas_f32 v10, v10, v12, v14
	v_div_fixup_f32 v12, v10, s48, v33
	v_fma_f32 v10, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v10, v15
	v_div_scale_f32 v10, vcc, v32, s48, v32
	v_mul_f32_e32 v14, v10, v15
	v_fma_f32 v16, -v13, v14, v10
	v_fmac_f32_e32 v14, v16, v15
	v_div_scale_f32 v16, s[2:3], s48, s48, v31
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v10, -v13, v14, v10
	v_div_fmas_f32 v10, v10, v15, v14
	v_div_fixup_f32 v13, v10, s48, v32
	v_fma_f32 v10, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v10, v17
	v_div_scale_f32 v10, vcc, v31, s48, v31
	v_mul_f32_e32 v14, v10, v17
	v_fma_f32 v15, -v16, v14, v10
	v_fmac_f32_e32 v14, v15, v17
	v_div_scale_f32 v15, s[2:3], s48, s48, v30
	v_fma_f32 v10, -v16, v14, v10
	v_rcp_f32_e32 v16, v15
	v_div_fmas_f32 v10, v10, v17, v14
	v_div_fixup_f32 v14, v10, s48, v31
	v_fma_f32 v10, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v10, v16
	v_div_scale_f32 v10, vcc, v30, s48, v30
	v_mul_f32_e32 v17, v10, v16
	v_fma_f32 v31, -v15, v17, v10
	v_fmac_f32_e32 v17, v31, v16
	v_div_scale_f32 v31, s[2:3], s48, s48, v29
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v10, -v15, v17, v10
	v_div_fmas_f32 v10, v10, v16, v17
	v_div_fixup_f32 v15, v10, s48, v30
	v_fma_f32 v10, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v10, v32
	v_div_scale_f32 v10, vcc, v29, s48, v29
	v_mul_f32_e32 v16, v10, v32
	v_fma_f32 v17, -v31, v16, v10
	v_fmac_f32_e32 v16, v17, v32
	v_div_scale_f32 v17, s[2:3], s48, s48, v28
	v_rcp_f32_e32 v30, v17
	v_fma_f32 v10, -v31, v16, v10
	v_div_fmas_f32 v10, v10, v32, v16
	v_div_fixup_f32 v16, v10, s48, v29
	v_fma_f32 v10, -v17, v30, 1.0
	v_fmac_f32_e32 v30, v10, v30
	v_div_scale_f32 v10, vcc, v28, s48, v28
	v_mul_f32_e32 v29, v10, v30
	v_fma_f32 v31, -v17, v29, v10
	v_fmac_f32_e32 v29, v31, v30
	v_div_scale_f32 v31, s[2:3], s48, s48, v27
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v10, -v17, v29, v10
	v_div_fmas_f32 v10, v10, v30, v29
	v_div_fixup_f32 v17, v10, s48, v28
	v_fma_f32 v10, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v10, v32
	v_div_scale_f32 v10, vcc, v27, s48, v27
	v_mul_f32_e32 v28, v10, v32
	v_fma_f32 v29, -v31, v28, v10
	v_fmac_f32_e32 v28, v29, v32
	v_div_scale_f32 v29, s[2:3], s48, s48, v26
	v_rcp_f32_e32 v30, v29
	v_fma_f32 v10, -v31, v28, v10
	v_div_fmas_f32 v10, v10, v32, v28
	v_div_fixup_f32 v27, v10, s48, v27
	v_fma_f32 v10, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v10, v30
	v_div_scale_f32 v10, vcc, v26, s48, v26
	v_mul_f32_e32 v28, v10, v30
	v_fma_f32 v31, -v29, v28, v10
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v10, -v29, v28, v10
	v_div_fmas_f32 v10, v10, v30, v28
	v_div_fixup_f32 v26, v10, s48, v26
	v_cmp_gt_f32_e32 vcc, v15, v26
	s_nop 1
	v_cndmask_b32_e32 v10, v26, v15, vcc
	v_cmp_gt_f32_e32 vcc, v13, v17
	s_nop 1
	v_cndmask_b32_e32 v28, v17, v13, vcc
	v_cmp_gt_f32_e32 vcc, v14, v27
	s_nop 1
	v_cndmask_b32_e32 v29, v27, v14, vcc
	v_cmp_gt_f32_e32 vcc, v12, v16
	s_nop 1
	v_cndmask_b32_e32 v30, v16, v12, vcc
	v_cmp_gt_f32_e32 vcc, v28, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_cmp_gt_f32_e32 vcc, v30, v29
	s_nop 1
	v_cndmask_b32_e32 v28, v29, v30, vcc
	v_cmp_gt_f32_e32 vcc, v28, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_cmp_gt_f32_e32 vcc, v10, v83
	s_nop 1
	v_cndmask_b32_e32 v10, v83, v10, vcc
	v_cmp_neq_f32_e32 vcc, v10, v83
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_131
	v_sub_f32_e32 v28, v83, v10
	v_fmamk_f32 v29, v28, 0x3fb8aa3b, v1
	v_add_f32_e32 v30, 0xcb400000, v29
	v_fmamk_f32 v31, v30, 0xbf318000, v28
	v_fmac_f32_e32 v31, 0x395e8083, v30
	v_fmamk_f32 v32, v31, 0x39506967, v81
	v_fmaak_f32 v32, v32, v31, 0x3c088908
	v_fmaak_f32 v32, v32, v31, 0x3d2aa9c1
	v_fmaak_f32 v32, v32, v31, 0x3e2aaaaa
	v_mul_f32_e32 v30, v31, v31
	v_fma_f32 v32, v32, v31, 0.5
	v_fmac_f32_e32 v31, v32, v30
	v_add_f32_e32 v30, 1.0, v31
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_mul_f32_e32 v29, v30, v29
	v_cmp_ngt_f32_e32 vcc, s33, v28
	v_pk_fma_f32 v[24:25], v[28:29], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[28:29], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v30, 0, v29, vcc
	v_pk_fma_f32 v[20:21], v[28:29], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[28:29], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[30:31], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[30:31], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[30:31], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[30:31], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v30
	v_pk_mul_f32 v[8:9], v[30:31], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[30:31], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[30:31], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[30:31], v[2:3] op_sel_hi:[0,1]
.LBB0_131:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_u_f32_e32 vcc, v12, v12
	v_cmp_u_f32_e64 s[2:3], v13, v13
	v_cmp_u_f32_e64 s[4:5], v14, v14
	v_cmp_u_f32_e64 s[6:7], v15, v15
	v_cmp_u_f32_e64 s[8:9], v16, v16
	v_cmp_u_f32_e64 s[10:11], v26, v26
	v_cmp_u_f32_e64 s[12:13], v27, v27
	v_cmp_u_f32_e64 s[14:15], v17, v17
	v_cmp_neq_f32_e64 s[16:17], s56, v10
	v_mov_b32_e32 v83, 0xff800000
	s_and_saveexec_b64 s[58:59], s[16:17]
	s_xor_b64 s[58:59], exec, s[58:59]
	s_cbranch_execz .LBB0_8
	v_sub_f32_e32 v27, v27, v10
	v_sub_f32_e32 v26, v26, v10
	v_sub_f32_e32 v29, v16, v10
	v_sub_f32_e32 v28, v17, v10
	v_sub_f32_e32 v17, v14, v10
	v_sub_f32_e32 v16, v15, v10
	v_sub_f32_e32 v15, v12, v10
	v_sub_f32_e32 v14, v13, v10
	v_mov_b64_e32 v[12:13], s[80:81]
	v_pk_fma_f32 v[30:31], v[14:15], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[16:17], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[28:29], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[26:27], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[40:41], v[34:35], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[42:43], v[12:13], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[52:53], s[82:83]
	v_pk_fma_f32 v[44:45], v[42:43], s[74:75], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[40:41], s[74:75], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], s[76:77], v[44:45] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[38:39], v[32:33], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[54:55], v[42:43], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], s[76:77], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[48:49], v[38:39], s[74:75], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[40:41], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[90:91] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[36:37], v[30:31], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[38:39], v[38:39], s[76:77], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[36:37], s[74:75], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[44:45], v[42:43], v[42:43]
	v_pk_fma_f32 v[58:59], v[38:39], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[36:37], v[36:37], s[76:77], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[42:43], v[54:55], v[44:45], v[42:43]
	v_pk_mul_f32 v[46:47], v[40:41], v[40:41]
	v_pk_fma_f32 v[52:53], v[36:37], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[42:43], v[42:43], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v13, v13, 23, 1.0
	v_lshl_add_u32 v12, v12, 23, 1.0
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[56:57], v[46:47], v[40:41]
	v_pk_mul_f32 v[12:13], v[42:43], v[12:13]
	v_cmp_ngt_f32_e64 s[16:17], s33, v27
	v_pk_mul_f32 v[48:49], v[38:39], v[38:39]
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[40:41], v[40:41], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v35, v35, 23, 1.0
	v_lshl_add_u32 v34, v34, 23, 1.0
	v_cndmask_b32_e64 v13, 0, v13, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v26
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[38:39], v[58:59], v[48:49], v[38:39]
	v_pk_mul_f32 v[34:35], v[40:41], v[34:35]
	v_cndmask_b32_e64 v12, 0, v12, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v29
	v_pk_mul_f32 v[50:51], v[36:37], v[36:37]
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[38:39], v[38:39], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v33, v33, 23, 1.0
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_cndmask_b32_e64 v35, 0, v35, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v28
	v_pk_fma_f32 v[36:37], v[52:53], v[50:51], v[36:37]
	v_pk_mul_f32 v[32:33], v[38:39], v[32:33]
	v_cndmask_b32_e64 v34, 0, v34, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v17
	v_pk_add_f32 v[36:37], v[36:37], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_cndmask_b32_e64 v33, 0, v33, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v16
	v_pk_mul_f32 v[30:31], v[36:37], v[30:31]
	v_pk_add_f32 v[4:5], v[34:35], v[4:5]
	v_cndmask_b32_e64 v32, 0, v32, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v15
	v_pk_add_f32 v[6:7], v[32:33], v[6:7]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
	v_cndmask_b32_e64 v31, 0, v31, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v14
	v_mov_b32_e32 v83, v10
	s_nop 0
	v_cndmask_b32_e64 v30, 0, v30, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v27
	v_pk_add_f32 v[8:9], v[30:31], v[8:9]
	s_nop 0
	v_cndmask_b32_e64 v27, v82, v27, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v26
	s_nop 1
	v_cndmask_b32_e64 v26, v82, v26, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v29
	v_pk_fma_f32 v[18:19], v[12:13], v[26:27], v[18:19]
	s_nop 0
	v_cndmask_b32_e64 v29, v82, v29, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v28
	s_nop 1
	v_cndmask_b32_e64 v28, v82, v28, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v17
	v_pk_fma_f32 v[20:21], v[34:35], v[28:29], v[20:21]
	s_nop 0
	v_cndmask_b32_e64 v17, v82, v17, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v82, v16, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v15
	v_pk_fma_f32 v[22:23], v[32:33], v[16:17], v[22:23]
	s_nop 0
	v_cndmask_b32_e64 v15, v82, v15, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v14
	s_nop 1
	v_cndmask_b32_e64 v14, v82, v14, s[16:17]
	v_pk_fma_f32 v[24:25], v[30:31], v[14:15], v[24:25]
	s_branch .LBB0_8
.LBB0_133:
	v_cndmask_b32_e64 v1, 0, 1, s[46:47]
	v_cndmask_b32_e64 v10, 0, 1, s[98:99]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[96:97]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[94:95]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[66:67]
	v_cndmask_b32_e64 v11, 0, 1, s[64:65]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[88:89]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, s[84:85]
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v10, 4, v10
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_or_b32_e32 v1, v1, v10
	v_mov_b32_e32 v10, 0
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_mov_b32_e32 v11, 0x7fc00000
	v_cmp_eq_u16_sdwa vcc, v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v6, v11, v2, vcc
	v_pk_add_f32 v[2:3], v[20:21], v[24:25]
	v_pk_add_f32 v[4:5], v[18:19], v[22:23]
	v_and_b32_e32 v0, 0xfc, v0
	v_cndmask_b32_e32 v1, v11, v83, vcc
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_xor_b32_e32 v4, 64, v0
	ds_bpermute_b32 v5, v4, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e32 v2, v11, v2, vcc
	v_mov_b32_e32 v9, 0x4b400000
	v_mov_b32_e32 v13, 0x3ab743ce
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v5, v5
	v_cmp_lt_f32_e64 s[2:3], v1, v5
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v8, v1, v5, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	v_cndmask_b32_e64 v7, v5, v1, s[2:3]
	ds_bpermute_b32 v3, v4, v6
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_sub_f32_e32 v7, v7, v8
	v_fmamk_f32 v10, v7, 0x3fb8aa3b, v9
	v_add_f32_e32 v11, 0xcb400000, v10
	v_fmamk_f32 v12, v11, 0xbf318000, v7
	v_fmac_f32_e32 v12, 0x395e8083, v11
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v11, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v11
	ds_bpermute_b32 v4, v4, v2
	v_add_f32_e32 v11, 1.0, v12
	v_lshl_add_u32 v10, v10, 23, 1.0
	s_mov_b32 s7, 0xc2aeac50
	v_mul_f32_e32 v10, v11, v10
	v_cmp_ngt_f32_e32 vcc, s7, v7
	s_mov_b32 s6, 0xff800000
	v_cmp_eq_f32_e64 s[2:3], v8, v5
	v_cndmask_b32_e32 v7, 0, v10, vcc
	v_cmp_eq_f32_e32 vcc, v1, v8
	v_cmp_eq_f32_e64 s[4:5], s6, v5
	v_sub_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v10, v7, 1.0, vcc
	v_cndmask_b32_e64 v7, v7, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v5, v5, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v5, v3
	v_mul_f32_e32 v11, v7, v3
	v_mul_f32_e32 v3, v4, v7
	v_cmp_neq_f32_e64 s[2:3], 0, v7
	v_mul_f32_e32 v12, v6, v10
	v_add_f32_e32 v11, v12, v11
	v_cndmask_b32_e64 v3, 0, v3, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v1
	v_sub_f32_e32 v1, v1, v8
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v1, v1, 0, s[2:3]
	v_fmac_f32_e32 v2, v1, v6
	v_mul_f32_e32 v1, v2, v10
	v_xor_b32_e32 v2, 32, v0
	ds_bpermute_b32 v4, v2, v8
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_mov_b32_e32 v15, 0x3c088908
	v_mov_b32_e32 v16, 0x3d2aa9c1
	v_cndmask_b32_e32 v1, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v8, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v8, v4, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cndmask_b32_e64 v5, v4, v8, s[2:3]
	v_add_f32_e32 v1, v1, v3
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_sub_f32_e32 v5, v5, v6
	v_fmamk_f32 v7, v5, 0x3fb8aa3b, v9
	v_add_f32_e32 v10, 0xcb400000, v7
	v_fmamk_f32 v12, v10, 0xbf318000, v5
	v_fmac_f32_e32 v12, 0x395e8083, v10
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v10, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v10
	ds_bpermute_b32 v3, v2, v11
	ds_bpermute_b32 v2, v2, v1
	v_add_f32_e32 v10, 1.0, v12
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v7, v10, v7
	v_cmp_ngt_f32_e32 vcc, s7, v5
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cmp_eq_f32_e64 s[4:5], s6, v4
	v_cndmask_b32_e32 v5, 0, v7, vcc
	v_cmp_eq_f32_e32 vcc, v8, v6
	v_sub_f32_e32 v4, v4, v6
	v_mov_b32_e32 v17, 0x3e2aaaaa
	v_cndmask_b32_e64 v7, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v4, v3
	v_mul_f32_e32 v2, v2, v5
	v_cmp_neq_f32_e64 s[2:3], 0, v5
	v_mul_f32_e32 v10, v5, v3
	v_sub_f32_e32 v3, v8, v6
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v8
	s_or_b64 s[2:3], s[2:3], vcc
	v_cmp_neq_f32_e32 vcc, 0, v7
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v11
	v_xor_b32_e32 v3, 16, v0
	ds_bpermute_b32 v4, v3, v6
	v_mul_f32_e32 v1, v1, v7
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_mul_f32_e32 v12, v11, v7
	v_add_f32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v6, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v7, v6, v4, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v5, v4, v6, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v7, v7, v6, vcc
	v_sub_f32_e32 v5, v5, v7
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v9
	v_add_f32_e32 v11, 0xcb400000, v8
	v_fmamk_f32 v12, v11, 0xbf318000, v5
	v_fmac_f32_e32 v12, 0x395e8083, v11
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v11, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v11
	ds_bpermute_b32 v2, v3, v10
	ds_bpermute_b32 v3, v3, v1
	v_add_f32_e32 v11, 1.0, v12
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v8, v11, v8
	v_cmp_ngt_f32_e32 vcc, s7, v5
	v_cmp_eq_f32_e64 s[2:3], v7, v4
	v_cmp_eq_f32_e64 s[4:5], s6, v4
	v_cndmask_b32_e32 v5, 0, v8, vcc
	v_cmp_eq_f32_e32 vcc, v6, v7
	v_sub_f32_e32 v4, v4, v7
	s_nop 0
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	v_mul_f32_e32 v11, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_cmp_neq_f32_e64 s[2:3], 0, v5
	v_sub_f32_e32 v3, v6, v7
	v_mul_f32_e32 v12, v10, v8
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cmp_neq_f32_e32 vcc, 0, v8
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v10
	v_xor_b32_e32 v3, 8, v0
	ds_bpermute_b32 v4, v3, v7
	v_mul_f32_e32 v1, v1, v8
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_f32_e32 v11, v12, v11
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v7, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v7, v4, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	ds_bpermute_b32 v2, v3, v11
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_sub_f32_e32 v5, v5, v6
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v9
	v_add_f32_e32 v10, 0xcb400000, v8
	v_fmamk_f32 v12, v10, 0xbf318000, v5
	v_fmac_f32_e32 v12, 0x395e8083, v10
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v10, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v10
	ds_bpermute_b32 v3, v3, v1
	v_add_f32_e32 v10, 1.0, v12
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v8, v10, v8
	v_cmp_ngt_f32_e32 vcc, s7, v5
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cmp_eq_f32_e64 s[4:5], s6, v4
	v_cndmask_b32_e32 v5, 0, v8, vcc
	v_cmp_eq_f32_e32 vcc, v7, v6
	v_sub_f32_e32 v4, v4, v6
	v_xor_b32_e32 v0, 4, v0
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	v_mul_f32_e32 v10, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_cmp_neq_f32_e64 s[2:3], 0, v5
	v_sub_f32_e32 v3, v7, v6
	v_mul_f32_e32 v12, v11, v8
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v7
	s_or_b64 s[2:3], s[2:3], vcc
	v_cmp_neq_f32_e32 vcc, 0, v8
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v11
	ds_bpermute_b32 v3, v0, v6
	v_mul_f32_e32 v1, v1, v8
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_f32_e32 v2, v1, v2
	v_add_f32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v3, v3
	v_cmp_lt_f32_e64 s[2:3], v6, v3
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v4, v3, v6, s[2:3]
	ds_bpermute_b32 v5, v0, v10
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_sub_f32_e32 v4, v4, v1
	v_fmac_f32_e32 v9, 0x3fb8aa3b, v4
	v_add_f32_e32 v7, 0xcb400000, v9
	v_fmamk_f32 v8, v7, 0xbf318000, v4
	v_fmac_f32_e32 v8, 0x395e8083, v7
	v_fmac_f32_e32 v13, 0x39506967, v8
	v_fmac_f32_e32 v15, v13, v8
	v_fmac_f32_e32 v16, v15, v8
	v_fmac_f32_e32 v17, v16, v8
	v_mul_f32_e32 v7, v8, v8
	v_fma_f32 v11, v17, v8, 0.5
	v_fmac_f32_e32 v8, v11, v7
	ds_bpermute_b32 v0, v0, v2
	v_add_f32_e32 v7, 1.0, v8
	v_lshl_add_u32 v8, v9, 23, 1.0
	v_mul_f32_e32 v7, v7, v8
	v_cmp_ngt_f32_e32 vcc, s7, v4
	v_cmp_eq_f32_e64 s[2:3], v1, v3
	v_cmp_eq_f32_e64 s[4:5], s6, v3
	v_cndmask_b32_e32 v4, 0, v7, vcc
	v_cndmask_b32_e64 v8, v4, 1.0, s[2:3]
	v_sub_f32_e32 v3, v3, v1
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v0, v3, v5
	v_mul_f32_e32 v0, v0, v8
	v_cmp_neq_f32_e64 s[2:3], 0, v8
	v_cmp_eq_f32_e32 vcc, v6, v1
	v_sub_f32_e32 v3, v6, v1
	v_cndmask_b32_e64 v0, 0, v0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v7, v4, 1.0, vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v2, v3, v10
	v_mul_f32_e32 v2, v2, v7
	v_cmp_neq_f32_e32 vcc, 0, v7
	v_mul_f32_e32 v4, v8, v5
	v_mul_f32_e32 v9, v10, v7
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_readlane_b32 s2, v80, 2
	v_add_f32_e32 v4, v9, v4
	v_add_f32_e32 v5, v2, v0
	v_readlane_b32 s3, v80, 3
.LBB0_134:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_262
	s_mov_b32 s4, 0
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, s4
	v_mov_b64_e32 v[2:3], s[4:5]
	v_mov_b64_e32 v[8:9], s[10:11]
	v_writelane_b32 v80, s2, 4
	v_mov_b64_e32 v[4:5], s[6:7]
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[24:25], v[8:9]
	v_writelane_b32 v80, s3, 5
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[18:19], -1
	v_mov_b32_e32 v11, 0xff800000
	s_mov_b32 s56, 0xff800000
	s_mov_b64 s[68:69], 0x129
	v_mov_b32_e32 v1, 0x4b400000
	s_mov_b32 s70, 0x3fb8aa3b
	s_mov_b32 s72, 0xcb400000
	s_mov_b32 s74, 0xbf318000
	s_mov_b32 s76, 0x395e8083
	v_mov_b32_e32 v81, 0x3ab743ce
	s_mov_b32 s78, 0x39506967
	s_mov_b32 s33, 0xc2aeac50
	s_mov_b32 s80, 0x4b400000
	s_mov_b32 s82, 0x3ab743ce
	s_mov_b32 s84, 0x3c088908
	s_mov_b32 s88, 0x3d2aa9c1
	s_mov_b32 s92, 0x3e2aaaaa
	s_mov_b32 s49, 0xc3000000
	v_mov_b32_e32 v82, 0xc3000000
	s_mov_b64 s[90:91], 0
	s_mov_b64 s[86:87], 0
	s_mov_b64 s[96:97], 0
	s_mov_b64 s[98:99], 0
	s_mov_b64 s[94:95], 0
	s_mov_b64 s[46:47], 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v83, 0xff800000
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
	s_branch .LBB0_138
.LBB0_136:
	s_or_b64 exec, exec, s[58:59]
	s_or_b64 s[10:11], s[10:11], s[30:31]
	s_or_b64 s[12:13], s[12:13], s[34:35]
	s_or_b64 s[16:17], vcc, s[20:21]
	s_andn2_b64 s[20:21], s[46:47], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_or_b64 s[14:15], s[14:15], s[36:37]
	s_or_b64 s[46:47], s[20:21], s[10:11]
	s_andn2_b64 s[10:11], s[94:95], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[8:9], s[8:9], s[28:29]
	s_or_b64 s[94:95], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[98:99], exec
	s_and_b64 s[12:13], s[14:15], exec
	s_or_b64 s[6:7], s[6:7], s[26:27]
	s_or_b64 s[98:99], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[96:97], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[4:5], s[4:5], s[24:25]
	s_or_b64 s[96:97], s[10:11], s[8:9]
	s_andn2_b64 s[8:9], s[86:87], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[2:3], s[2:3], s[22:23]
	s_or_b64 s[86:87], s[8:9], s[6:7]
	s_andn2_b64 s[6:7], s[90:91], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[90:91], s[6:7], s[4:5]
	s_andn2_b64 s[4:5], s[66:67], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[66:67], s[4:5], s[2:3]
	s_andn2_b64 s[2:3], s[64:65], exec
	s_and_b64 s[4:5], s[16:17], exec
	s_or_b64 s[64:65], s[2:3], s[4:5]
.LBB0_137:
	s_or_b64 exec, exec, s[18:19]
	s_mov_b64 s[16:17], 0xa0
	s_mov_b64 s[18:19], 0
	s_and_b64 vcc, exec, s[54:55]
	s_cbranch_vccnz .LBB0_261
.LBB0_138:
	v_mov_b32_e32 v27, s17
	v_or_b32_e32 v26, s16, v72
	v_lshlrev_b64 v[12:13], 3, v[26:27]
	v_lshlrev_b64 v[14:15], 5, v[26:27]
	v_lshl_add_u64 v[28:29], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_140
	flat_load_dwordx4 v[62:65], v[28:29] offset:16
	flat_load_dwordx4 v[58:61], v[28:29]
.LBB0_140:
	s_andn2_saveexec_b64 s[20:21], s[2:3]
	s_cbranch_execz .LBB0_158
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v30, 2, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 4, v12
	v_mov_b32_e32 v33, v13
	v_or_b32_e32 v34, 5, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 7, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	s_mov_b32 s57, s56
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[64:65], s[62:63]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[62:63], s[60:61]
	v_mov_b64_e32 v[60:61], s[58:59]
	v_mov_b64_e32 v[58:59], s[56:57]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_143
	flat_load_dword v10, v[28:29]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[64:65], v[16:17]
	v_mov_b64_e32 v[62:63], v[14:15]
	v_mov_b64_e32 v[60:61], v[12:13]
	v_mov_b64_e32 v[58:59], v[10:11]
.LBB0_143:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_145
	flat_load_dword v59, v[28:29] offset:4
.LBB0_145:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_147
	flat_load_dword v60, v[28:29] offset:8
.LBB0_147:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_149
	flat_load_dword v61, v[28:29] offset:12
.LBB0_149:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_151
	flat_load_dword v62, v[28:29] offset:16
.LBB0_151:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_153
	flat_load_dword v63, v[28:29] offset:20
.LBB0_153:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_155
	flat_load_dword v64, v[28:29] offset:24
.LBB0_155:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_157
	flat_load_dword v65, v[28:29] offset:28
.LBB0_157:
	s_or_b64 exec, exec, s[2:3]
.LBB0_158:
	s_or_b64 exec, exec, s[20:21]
	s_xor_b64 s[54:55], s[18:19], -1
	s_add_u32 s2, s16, 32
	s_addc_u32 s3, s17, 0
	v_mov_b32_e32 v15, s3
	v_or_b32_e32 v14, s2, v72
	v_lshlrev_b64 v[12:13], 3, v[14:15]
	v_lshlrev_b64 v[14:15], 5, v[14:15]
	v_lshl_add_u64 v[28:29], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_160
	flat_load_dwordx4 v[54:57], v[28:29] offset:16
	flat_load_dwordx4 v[50:53], v[28:29]
.LBB0_160:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_178
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v30, 2, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 4, v12
	v_mov_b32_e32 v33, v13
	v_or_b32_e32 v34, 5, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 7, v12
	v_mov_b32_e32 v37, v13
	v_or_b32_e32 v38, 6, v12
	v_mov_b32_e32 v39, v13
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[50:51], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[52:53], s[58:59]
	v_mov_b64_e32 v[54:55], s[60:61]
	v_mov_b64_e32 v[56:57], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_163
	flat_load_dword v10, v[28:29]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[56:57], v[16:17]
	v_mov_b64_e32 v[54:55], v[14:15]
	v_mov_b64_e32 v[52:53], v[12:13]
	v_mov_b64_e32 v[50:51], v[10:11]
.LBB0_163:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_165
	flat_load_dword v51, v[28:29] offset:4
.LBB0_165:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_167
	flat_load_dword v52, v[28:29] offset:8
.LBB0_167:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_169
	flat_load_dword v53, v[28:29] offset:12
.LBB0_169:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_171
	flat_load_dword v54, v[28:29] offset:16
.LBB0_171:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_173
	flat_load_dword v55, v[28:29] offset:20
.LBB0_173:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_175
	flat_load_dword v56, v[28:29] offset:24
.LBB0_175:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_177
	flat_load_dword v57, v[28:29] offset:28
.LBB0_177:
	s_or_b64 exec, exec, s[2:3]
.LBB0_178:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v26, 64, v26
	v_lshlrev_b64 v[12:13], 3, v[26:27]
	v_lshlrev_b64 v[14:15], 5, v[26:27]
	v_lshl_add_u64 v[26:27], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_180
	flat_load_dwordx4 v[46:49], v[26:27] offset:16
	flat_load_dwordx4 v[42:45], v[26:27]
.LBB0_180:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_198
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v28, 2, v12
	v_mov_b32_e32 v29, v13
	v_or_b32_e32 v30, 4, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 5, v12
	v_mov_b32_e32 v33, v13
	v_or_b32_e32 v34, 7, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[42:43], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[44:45], s[58:59]
	v_mov_b64_e32 v[46:47], s[60:61]
	v_mov_b64_e32 v[48:49], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_183
	flat_load_dword v10, v[26:27]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[48:49], v[16:17]
	v_mov_b64_e32 v[46:47], v[14:15]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[42:43], v[10:11]
.LBB0_183:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_185
	flat_load_dword v43, v[26:27] offset:4
.LBB0_185:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_187
	flat_load_dword v44, v[26:27] offset:8
.LBB0_187:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_189
	flat_load_dword v45, v[26:27] offset:12
.LBB0_189:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_191
	flat_load_dword v46, v[26:27] offset:16
.LBB0_191:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_193
	flat_load_dword v47, v[26:27] offset:20
.LBB0_193:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_195
	flat_load_dword v48, v[26:27] offset:24
.LBB0_195:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_197
	flat_load_dword v49, v[26:27] offset:28
.LBB0_197:
	s_or_b64 exec, exec, s[2:3]
.LBB0_198:
	s_or_b64 exec, exec, s[18:19]
	s_add_u32 s2, s16, 0x60
	s_addc_u32 s3, s17, 0
	v_mov_b32_e32 v15, s3
	v_or_b32_e32 v14, s2, v72
	v_lshlrev_b64 v[12:13], 3, v[14:15]
	v_lshlrev_b64 v[14:15], 5, v[14:15]
	v_lshl_add_u64 v[26:27], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_200
	flat_load_dwordx4 v[38:41], v[26:27] offset:16
	flat_load_dwordx4 v[34:37], v[26:27]
.LBB0_200:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_218
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v34, 7, v12
	v_mov_b32_e32 v35, v13
	v_or_b32_e32 v36, 6, v12
	v_mov_b32_e32 v37, v13
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v28, 2, v12
	v_mov_b32_e32 v29, v13
	v_or_b32_e32 v30, 4, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 5, v12
	v_mov_b32_e32 v33, v13
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[76:77]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[34:35], s[56:57]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[36:37], s[58:59]
	v_mov_b64_e32 v[38:39], s[60:61]
	v_mov_b64_e32 v[40:41], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_203
	flat_load_dword v10, v[26:27]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[40:41], v[16:17]
	v_mov_b64_e32 v[38:39], v[14:15]
	v_mov_b64_e32 v[36:37], v[12:13]
	v_mov_b64_e32 v[34:35], v[10:11]
.LBB0_203:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v10, 0, 1, s[14:15]
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[8:9]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[6:7]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_205
	flat_load_dword v35, v[26:27] offset:4
.LBB0_205:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_207
	flat_load_dword v36, v[26:27] offset:8
.LBB0_207:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_209
	flat_load_dword v37, v[26:27] offset:12
.LBB0_209:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_211
	flat_load_dword v38, v[26:27] offset:16
.LBB0_211:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_213
	flat_load_dword v39, v[26:27] offset:20
.LBB0_213:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_215
	flat_load_dword v40, v[26:27] offset:24
.LBB0_215:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_217
	flat_load_dword v41, v[26:27] offset:28
.LBB0_217:
	s_or_b64 exec, exec, s[2:3]
.LBB0_218:
	s_or_b64 exec, exec, s[18:19]
	s_add_u32 s2, s16, 0x80
	s_addc_u32 s3, s17, 0
	v_mov_b32_e32 v15, s3
	v_or_b32_e32 v14, s2, v72
	v_cmp_gt_u64_e64 s[2:3], s[68:69], v[14:15]
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_240
	v_lshlrev_b64 v[12:13], 3, v[14:15]
	v_lshlrev_b64 v[14:15], 5, v[14:15]
	v_lshl_add_u64 v[78:79], v[74:75], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[12:13], 0, 8
	v_cmp_le_u64_e32 vcc, v[14:15], v[76:77]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_221
	flat_load_dwordx4 v[26:29], v[78:79]
	flat_load_dwordx4 v[30:33], v[78:79] offset:16
.LBB0_221:
	s_andn2_saveexec_b64 s[20:21], s[4:5]
	s_cbranch_execz .LBB0_239
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v26, 2, v12
	v_mov_b32_e32 v27, v13
	v_or_b32_e32 v28, 4, v12
	v_mov_b32_e32 v29, v13
	v_or_b32_e32 v30, 5, v12
	v_mov_b32_e32 v31, v13
	v_or_b32_e32 v32, 7, v12
	v_mov_b32_e32 v33, v13
	s_mov_b32 s57, s56
	v_or_b32_e32 v14, 1, v12
	v_mov_b32_e32 v15, v13
	v_or_b32_e32 v16, 3, v12
	v_mov_b32_e32 v17, v13
	v_or_b32_e32 v84, 6, v12
	v_mov_b32_e32 v85, v13
	v_cmp_lt_u64_e64 s[14:15], v[32:33], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[30:31], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[26:27], v[76:77]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[26:27], s[56:57]
	v_cmp_lt_u64_e64 s[16:17], v[84:85], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[12:13], v[76:77]
	v_mov_b64_e32 v[28:29], s[58:59]
	v_mov_b64_e32 v[30:31], s[60:61]
	v_mov_b64_e32 v[32:33], s[62:63]
	s_and_saveexec_b64 s[22:23], vcc
	s_cbranch_execz .LBB0_224
	flat_load_dword v10, v[78:79]
	v_mov_b32_e32 v16, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v13, v11
	v_mov_b32_e32 v14, v11
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[32:33], v[16:17]
	v_mov_b64_e32 v[30:31], v[14:15]
	v_mov_b64_e32 v[28:29], v[12:13]
	v_mov_b64_e32 v[26:27], v[10:11]
.LBB0_224:
	s_or_b64 exec, exec, s[22:23]
	v_cndmask_b32_e64 v10, 0, 1, s[16:17]
	v_cndmask_b32_e64 v12, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[10:11]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v10, v12, v10
	v_cndmask_b32_e64 v12, 0, 1, s[8:9]
	v_cndmask_b32_e64 v13, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b16_e32 v10, 4, v10
	v_and_b32_e32 v12, 15, v12
	v_or_b32_e32 v10, v12, v10
	v_lshrrev_b16_e32 v12, 1, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_226
	flat_load_dword v27, v[78:79] offset:4
.LBB0_226:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 2, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_228
	flat_load_dword v28, v[78:79] offset:8
.LBB0_228:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 3, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_230
	flat_load_dword v29, v[78:79] offset:12
.LBB0_230:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 4, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_232
	flat_load_dword v30, v[78:79] offset:16
.LBB0_232:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 5, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_234
	flat_load_dword v31, v[78:79] offset:20
.LBB0_234:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v12, 6, v10
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_236
	flat_load_dword v32, v[78:79] offset:24
.LBB0_236:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v10, 7, v10
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_238
	flat_load_dword v33, v[78:79] offset:28
.LBB0_238:
	s_or_b64 exec, exec, s[4:5]
.LBB0_239:
	s_or_b64 exec, exec, s[20:21]
.LBB0_240:
	s_or_b64 exec, exec, s[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v10, s[4:5], s48, s48, v65
	v_rcp_f32_e32 v12, v10
	v_div_scale_f32 v13, vcc, v65, s48, v65
	v_fma_f32 v14, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v14, v12
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v10, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_fma_f32 v10, -v10, v14, v13
	v_div_scale_f32 v13, s[4:5], s48, s48, v64
	v_rcp_f32_e32 v15, v13
	v_div_fmas_f32 v10, v10, v12, v14
	v_div_fixup_f32 v10, v10, s48, v65
	v_fma_f32 v12, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v12, v15
	v_div_scale_f32 v12, vcc, v64, s48, v64
	v_mul_f32_e32 v14, v12, v15
	v_fma_f32 v16, -v13, v14, v12
	v_fmac_f32_e32 v14, v16, v15
	v_fma_f32 v12, -v13, v14, v12
	v_div_scale_f32 v13, s[4:5], s48, s48, v63
	v_rcp_f32_e32 v16, v13
	v_div_fmas_f32 v12, v12, v15, v14
	v_div_fixup_f32 v12, v12, s48, v64
	v_fma_f32 v14, -v13, v16, 1.0
	v_fmac_f32_e32 v16, v14, v16
	v_div_scale_f32 v14, vcc, v63, s48, v63
	v_mul_f32_e32 v15, v14, v16
	v_fma_f32 v17, -v13, v15, v14
	v_fmac_f32_e32 v15, v17, v16
	v_fma_f32 v13, -v13, v15, v14
	v_div_scale_f32 v14, s[4:5], s48, s48, v62
	v_rcp_f32_e32 v17, v14
	v_div_fmas_f32 v13, v13, v16, v15
	v_div_fixup_f32 v13, v13, s48, v63
	v_fma_f32 v15, -v14, v17, 1.0
	v_fmac_f32_e32 v17, v15, v17
	v_div_scale_f32 v15, vcc, v62, s48, v62
	v_mul_f32_e32 v16, v15, v17
	v_fma_f32 v63, -v14, v16, v15
	v_fmac_f32_e32 v16, v63, v17
	v_fma_f32 v14, -v14, v16, v15
	v_div_scale_f32 v15, s[4:5], s48, s48, v61
	v_rcp_f32_e32 v63, v15
	v_div_fmas_f32 v14, v14, v17, v16
	v_div_fixup_f32 v14, v14, s48, v62
	v_fma_f32 v16, -v15, v63, 1.0
	v_fmac_f32_e32 v63, v16, v63
	v_div_scale_f32 v16, vcc, v61, s48, v61
	v_mul_f32_e32 v17, v16, v63
	v_fma_f32 v62, -v15, v17, v16
	v_fmac_f32_e32 v17, v62, v63
	v_fma_f32 v15, -v15, v17, v16
	v_div_scale_f32 v16, s[4:5], s48, s48, v60
	v_rcp_f32_e32 v62, v16
	v_div_fmas_f32 v15, v15, v63, v17
	v_div_fixup_f32 v15, v15, s48, v61
	v_fma_f32 v17, -v16, v62, 1.0
	v_fmac_f32_e32 v62, v17, v62
	v_div_scale_f32 v17, vcc, v60, s48, v60
	v_mul_f32_e32 v61, v17, v62
	v_fma_f32 v63, -v16, v61, v17
	v_fmac_f32_e32 v61, v63, v62
	v_fma_f32 v16, -v16, v61, v17
	v_div_scale_f32 v17, s[4:5], s48, s48, v59
	v_rcp_f32_e32 v63, v17
	v_div_fmas_f32 v16, v16, v62, v61
	v_div_fixup_f32 v16, v16, s48, v60
	v_fma_f32 v60, -v17, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v59, s48, v59
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v62, -v17, v61, v60
	v_fmac_f32_e32 v61, v62, v63
	v_fma_f32 v17, -v17, v61, v60
	v_div_scale_f32 v60, s[4:5], s48, s48, v58
	v_rcp_f32_e32 v62, v60
	v_div_fmas_f32 v17, v17, v63, v61
	v_div_fixup_f32 v17, v17, s48, v59
	v_fma_f32 v59, -v60, v62, 1.0
	v_fmac_f32_e32 v62, v59, v62
	v_div_scale_f32 v59, vcc, v58, s48, v58
	v_mul_f32_e32 v61, v59, v62
	v_fma_f32 v63, -v60, v61, v59
	v_fmac_f32_e32 v61, v63, v62
	v_fma_f32 v59, -v60, v61, v59
	v_div_fmas_f32 v59, v59, v62, v61
	v_div_fixup_f32 v58, v59, s48, v58
	v_cmp_gt_f32_e32 vcc, v14, v58
	s_nop 1
	v_cndmask_b32_e32 v59, v58, v14, vcc
	v_cmp_gt_f32_e32 vcc, v12, v16
	s_nop 1
	v_cndmask_b32_e32 v60, v16, v12, vcc
	v_cmp_gt_f32_e32 vcc, v13, v17
	s_nop 1
	v_cndmask_b32_e32 v61, v17, v13, vcc
	v_cmp_gt_f32_e32 vcc, v10, v15
	s_nop 1
	v_cndmask_b32_e32 v62, v15, v10, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_cmp_gt_f32_e32 vcc, v62, v61
	s_nop 1
	v_cndmask_b32_e32 v60, v61, v62, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v60, vcc
	v_cmp_gt_f32_e32 vcc, v59, v83
	s_nop 1
	v_cndmask_b32_e32 v59, v83, v59, vcc
	v_cmp_neq_f32_e32 vcc, s56, v83
	v_cmp_neq_f32_e64 s[4:5], v59, v83
	s_and_b64 s[6:7], vcc, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_242
	v_sub_f32_e32 v60, v83, v59
	v_fmamk_f32 v61, v60, 0x3fb8aa3b, v1
	v_add_f32_e32 v62, 0xcb400000, v61
	v_fmamk_f32 v63, v62, 0xbf318000, v60
	v_fmac_f32_e32 v63, 0x395e8083, v62
	v_fmamk_f32 v64, v63, 0x39506967, v81
	v_fmaak_f32 v64, v64, v63, 0x3c088908
	v_fmaak_f32 v64, v64, v63, 0x3d2aa9c1
	v_fmaak_f32 v64, v64, v63, 0x3e2aaaaa
	v_mul_f32_e32 v62, v63, v63
	v_fma_f32 v64, v64, v63, 0.5
	v_fmac_f32_e32 v63, v64, v62
	v_add_f32_e32 v62, 1.0, v63
	v_lshl_add_u32 v61, v61, 23, 1.0
	v_mul_f32_e32 v61, v62, v61
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[24:25], v[60:61], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v62, 0, v61, vcc
	v_pk_fma_f32 v[20:21], v[60:61], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[20:21], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[22:23], v[22:23], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[24:25], v[24:25], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[18:19], v[18:19], v[62:63] op_sel_hi:[1,0]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_mul_f32 v[8:9], v[8:9], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[62:63] op_sel_hi:[1,0]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[4:5], v[62:63] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[62:63] op_sel_hi:[1,0]
.LBB0_242:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_244
	v_sub_f32_e32 v61, v17, v59
	v_sub_f32_e32 v60, v58, v59
	v_sub_f32_e32 v63, v15, v59
	v_sub_f32_e32 v62, v16, v59
	v_sub_f32_e32 v65, v13, v59
	v_sub_f32_e32 v64, v14, v59
	v_sub_f32_e32 v79, v10, v59
	v_sub_f32_e32 v78, v12, v59
	v_mov_b64_e32 v[84:85], s[80:81]
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[64:65], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[62:63], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[60:61], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[108:109], s[82:83]
	v_pk_fma_f32 v[100:101], v[98:99], s[74:75], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[96:97], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[100:101] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[110:111], v[98:99], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[94:95], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[96:97], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[92:93], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_fma_f32 v[114:115], v[94:95], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[110:111], v[100:101], v[98:99]
	v_pk_mul_f32 v[102:103], v[96:97], v[96:97]
	v_pk_fma_f32 v[108:109], v[92:93], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[112:113], v[102:103], v[96:97]
	v_pk_mul_f32 v[84:85], v[98:99], v[84:85]
	v_cmp_ngt_f32_e32 vcc, s33, v61
	v_pk_mul_f32 v[104:105], v[94:95], v[94:95]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v85, 0, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[114:115], v[104:105], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v84, 0, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[92:93], v[92:93]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[92:93], v[108:109], v[106:107], v[92:93]
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_mul_f32 v[86:87], v[92:93], v[86:87]
	v_pk_add_f32 v[4:5], v[90:91], v[4:5]
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[6:7], v[88:89], v[6:7]
	v_pk_add_f32 v[2:3], v[84:85], v[2:3]
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	s_nop 1
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v61
	v_pk_add_f32 v[8:9], v[86:87], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v61, v82, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v82, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_fma_f32 v[18:19], v[84:85], v[60:61], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[20:21], v[90:91], v[62:63], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[22:23], v[88:89], v[64:65], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_pk_fma_f32 v[24:25], v[86:87], v[78:79], v[24:25]
.LBB0_244:
	s_or_b64 exec, exec, s[6:7]
	v_div_scale_f32 v60, s[6:7], s48, s48, v57
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v62, vcc, v57, s48, v57
	v_fma_f32 v63, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v60, v63, v62
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v60, -v60, v63, v62
	v_div_scale_f32 v62, s[6:7], s48, s48, v56
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v61, v63
	v_div_fixup_f32 v57, v60, s48, v57
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v56, s48, v56
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v55
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v56, v60, s48, v56
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v55, s48, v55
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v54
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v55, v60, s48, v55
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v54, s48, v54
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v53
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v54, v60, s48, v54
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v53, s48, v53
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v52
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v53, v60, s48, v53
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v52, s48, v52
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v51
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v52, v60, s48, v52
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v51, s48, v51
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v50
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v51, v60, s48, v51
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v50, s48, v50
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v50, v60, s48, v50
	v_cmp_gt_f32_e32 vcc, v54, v50
	s_nop 1
	v_cndmask_b32_e32 v60, v50, v54, vcc
	v_cmp_gt_f32_e32 vcc, v56, v52
	s_nop 1
	v_cndmask_b32_e32 v61, v52, v56, vcc
	v_cmp_gt_f32_e32 vcc, v55, v51
	s_nop 1
	v_cndmask_b32_e32 v62, v51, v55, vcc
	v_cmp_gt_f32_e32 vcc, v57, v53
	s_nop 1
	v_cndmask_b32_e32 v63, v53, v57, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v63, v62
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v63, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v60, v59, v60, vcc
	v_cmp_neq_f32_e32 vcc, v60, v59
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_246
	v_sub_f32_e32 v62, v59, v60
	v_fmamk_f32 v59, v62, 0x3fb8aa3b, v1
	v_add_f32_e32 v61, 0xcb400000, v59
	v_fmamk_f32 v63, v61, 0xbf318000, v62
	v_fmac_f32_e32 v63, 0x395e8083, v61
	v_fmamk_f32 v64, v63, 0x39506967, v81
	v_fmaak_f32 v64, v64, v63, 0x3c088908
	v_fmaak_f32 v64, v64, v63, 0x3d2aa9c1
	v_fmaak_f32 v64, v64, v63, 0x3e2aaaaa
	v_mul_f32_e32 v61, v63, v63
	v_fma_f32 v64, v64, v63, 0.5
	v_fmac_f32_e32 v63, v64, v61
	v_add_f32_e32 v61, 1.0, v63
	v_lshl_add_u32 v59, v59, 23, 1.0
	v_mul_f32_e32 v59, v61, v59
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[24:25], v[62:63], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[62:63], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v64, 0, v59, vcc
	v_pk_fma_f32 v[20:21], v[62:63], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[62:63], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[64:65], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[64:65], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[64:65], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[64:65], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v64
	v_pk_mul_f32 v[8:9], v[64:65], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[64:65], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[64:65], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[64:65], v[2:3] op_sel_hi:[0,1]
.LBB0_246:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v60
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_248
	v_sub_f32_e32 v63, v51, v60
	v_sub_f32_e32 v62, v50, v60
	v_sub_f32_e32 v65, v53, v60
	v_sub_f32_e32 v64, v52, v60
	v_sub_f32_e32 v79, v55, v60
	v_sub_f32_e32 v78, v54, v60
	v_sub_f32_e32 v85, v57, v60
	v_sub_f32_e32 v84, v56, v60
	v_mov_b64_e32 v[86:87], s[80:81]
	v_pk_fma_f32 v[88:89], v[84:85], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[78:79], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[64:65], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[62:63], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[98:99], v[92:93], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[100:101], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[110:111], s[82:83]
	v_pk_fma_f32 v[102:103], v[100:101], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[98:99], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[100:101], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[112:113], v[100:101], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[96:97], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[98:99], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[94:95], s[74:75], v[84:85] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[102:103], v[100:101], v[100:101]
	v_pk_fma_f32 v[116:117], v[96:97], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[100:101], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[108:109] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[112:113], v[102:103], v[100:101]
	v_pk_mul_f32 v[104:105], v[98:99], v[98:99]
	v_pk_fma_f32 v[110:111], v[94:95], s[78:79], v[110:111] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[100:101], v[100:101], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[114:115], v[104:105], v[98:99]
	v_pk_mul_f32 v[86:87], v[100:101], v[86:87]
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[96:97], v[96:97]
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[116:117], v[116:117], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[116:117], v[106:107], v[96:97]
	v_pk_mul_f32 v[92:93], v[98:99], v[92:93]
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_mul_f32 v[108:109], v[94:95], v[94:95]
	v_pk_fma_f32 v[110:111], v[110:111], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v93, 0, v93, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_fma_f32 v[94:95], v[110:111], v[108:109], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v92, 0, v92, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_pk_add_f32 v[4:5], v[92:93], v[4:5]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v85
	v_pk_add_f32 v[6:7], v[90:91], v[6:7]
	v_pk_add_f32 v[2:3], v[86:87], v[2:3]
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v84
	s_nop 1
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_add_f32 v[8:9], v[88:89], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[18:19], v[86:87], v[62:63], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[20:21], v[92:93], v[64:65], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v85
	v_pk_fma_f32 v[22:23], v[90:91], v[78:79], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v85, v82, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v84
	s_nop 1
	v_cndmask_b32_e32 v84, v82, v84, vcc
	v_pk_fma_f32 v[24:25], v[88:89], v[84:85], v[24:25]
.LBB0_248:
	s_or_b64 exec, exec, s[6:7]
	v_div_scale_f32 v59, s[6:7], s48, s48, v49
	v_rcp_f32_e32 v61, v59
	v_div_scale_f32 v62, vcc, v49, s48, v49
	v_fma_f32 v63, -v59, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v59, v63, v62
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v59, -v59, v63, v62
	v_div_scale_f32 v62, s[6:7], s48, s48, v48
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v61, v63
	v_div_fixup_f32 v49, v59, s48, v49
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v48, s48, v48
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v47
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v48, v59, s48, v48
	v_fma_f32 v59, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v59, v63
	v_div_scale_f32 v59, vcc, v47, s48, v47
	v_mul_f32_e32 v61, v59, v63
	v_fma_f32 v64, -v62, v61, v59
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v46
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v63, v61
	v_div_fixup_f32 v47, v59, s48, v47
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v46, s48, v46
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v45
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v46, v59, s48, v46
	v_fma_f32 v59, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v59, v63
	v_div_scale_f32 v59, vcc, v45, s48, v45
	v_mul_f32_e32 v61, v59, v63
	v_fma_f32 v64, -v62, v61, v59
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v44
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v63, v61
	v_div_fixup_f32 v45, v59, s48, v45
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v44, s48, v44
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v43
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v44, v59, s48, v44
	v_fma_f32 v59, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v59, v63
	v_div_scale_f32 v59, vcc, v43, s48, v43
	v_mul_f32_e32 v61, v59, v63
	v_fma_f32 v64, -v62, v61, v59
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v59, -v62, v61, v59
	v_div_scale_f32 v62, s[6:7], s48, s48, v42
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v59, v59, v63, v61
	v_div_fixup_f32 v43, v59, s48, v43
	v_fma_f32 v59, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v59, v64
	v_div_scale_f32 v59, vcc, v42, s48, v42
	v_mul_f32_e32 v61, v59, v64
	v_fma_f32 v63, -v62, v61, v59
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v59, -v62, v61, v59
	v_div_fmas_f32 v59, v59, v64, v61
	v_div_fixup_f32 v42, v59, s48, v42
	v_cmp_gt_f32_e32 vcc, v46, v42
	s_nop 1
	v_cndmask_b32_e32 v59, v42, v46, vcc
	v_cmp_gt_f32_e32 vcc, v48, v44
	s_nop 1
	v_cndmask_b32_e32 v61, v44, v48, vcc
	v_cmp_gt_f32_e32 vcc, v47, v43
	s_nop 1
	v_cndmask_b32_e32 v62, v43, v47, vcc
	v_cmp_gt_f32_e32 vcc, v49, v45
	s_nop 1
	v_cndmask_b32_e32 v63, v45, v49, vcc
	v_cmp_gt_f32_e32 vcc, v61, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v61, vcc
	v_cmp_gt_f32_e32 vcc, v63, v62
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v63, vcc
	v_cmp_gt_f32_e32 vcc, v61, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v61, vcc
	v_cmp_gt_f32_e32 vcc, v59, v60
	s_nop 1
	v_cndmask_b32_e32 v59, v60, v59, vcc
	v_cmp_neq_f32_e32 vcc, v59, v60
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_250
	v_sub_f32_e32 v60, v60, v59
	v_fmamk_f32 v61, v60, 0x3fb8aa3b, v1
	v_add_f32_e32 v62, 0xcb400000, v61
	v_fmamk_f32 v63, v62, 0xbf318000, v60
	v_fmac_f32_e32 v63, 0x395e8083, v62
	v_fmamk_f32 v64, v63, 0x39506967, v81
	v_fmaak_f32 v64, v64, v63, 0x3c088908
	v_fmaak_f32 v64, v64, v63, 0x3d2aa9c1
	v_fmaak_f32 v64, v64, v63, 0x3e2aaaaa
	v_mul_f32_e32 v62, v63, v63
	v_fma_f32 v64, v64, v63, 0.5
	v_fmac_f32_e32 v63, v64, v62
	v_add_f32_e32 v62, 1.0, v63
	v_lshl_add_u32 v61, v61, 23, 1.0
	v_mul_f32_e32 v61, v62, v61
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[24:25], v[60:61], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v62, 0, v61, vcc
	v_pk_fma_f32 v[20:21], v[60:61], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[62:63], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[62:63], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[62:63], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[62:63], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_mul_f32 v[8:9], v[62:63], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[62:63], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[62:63], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[62:63], v[2:3] op_sel_hi:[0,1]
.LBB0_250:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_252
	v_sub_f32_e32 v61, v43, v59
	v_sub_f32_e32 v60, v42, v59
	v_sub_f32_e32 v63, v45, v59
	v_sub_f32_e32 v62, v44, v59
	v_sub_f32_e32 v65, v47, v59
	v_sub_f32_e32 v64, v46, v59
	v_sub_f32_e32 v79, v49, v59
	v_sub_f32_e32 v78, v48, v59
	v_mov_b64_e32 v[84:85], s[80:81]
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[64:65], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[62:63], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[60:61], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[108:109], s[82:83]
	v_pk_fma_f32 v[100:101], v[98:99], s[74:75], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[96:97], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[100:101] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[110:111], v[98:99], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[94:95], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[96:97], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[92:93], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_fma_f32 v[114:115], v[94:95], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[110:111], v[100:101], v[98:99]
	v_pk_mul_f32 v[102:103], v[96:97], v[96:97]
	v_pk_fma_f32 v[108:109], v[92:93], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[112:113], v[102:103], v[96:97]
	v_pk_mul_f32 v[84:85], v[98:99], v[84:85]
	v_cmp_ngt_f32_e32 vcc, s33, v61
	v_pk_mul_f32 v[104:105], v[94:95], v[94:95]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v85, 0, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[114:115], v[104:105], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v84, 0, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[92:93], v[92:93]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[92:93], v[108:109], v[106:107], v[92:93]
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_mul_f32 v[86:87], v[92:93], v[86:87]
	v_pk_add_f32 v[4:5], v[90:91], v[4:5]
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[6:7], v[88:89], v[6:7]
	v_pk_add_f32 v[2:3], v[84:85], v[2:3]
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	s_nop 1
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v61
	v_pk_add_f32 v[8:9], v[86:87], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v61, v82, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v82, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_fma_f32 v[18:19], v[84:85], v[60:61], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[20:21], v[90:91], v[62:63], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[22:23], v[88:89], v[64:65], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_pk_fma_f32 v[24:25], v[86:87], v[78:79], v[24:25]
.LBB0_252:
	s_or_b64 exec, exec, s[6:7]
	v_div_scale_f32 v60, s[6:7], s48, s48, v41
	v_rcp_f32_e32 v61, v60
	v_div_scale_f32 v62, vcc, v41, s48, v41
	v_fma_f32 v63, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v64, -v60, v63, v62
	v_fmac_f32_e32 v63, v64, v61
	v_fma_f32 v60, -v60, v63, v62
	v_div_scale_f32 v62, s[6:7], s48, s48, v40
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v61, v63
	v_div_fixup_f32 v41, v60, s48, v41
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v40, s48, v40
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v39
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v40, v60, s48, v40
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v39, s48, v39
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v38
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v39, v60, s48, v39
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v38, s48, v38
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v37
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v38, v60, s48, v38
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v37, s48, v37
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v36
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v37, v60, s48, v37
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v36, s48, v36
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v35
	v_rcp_f32_e32 v63, v62
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v36, v60, s48, v36
	v_fma_f32 v60, -v62, v63, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, vcc, v35, s48, v35
	v_mul_f32_e32 v61, v60, v63
	v_fma_f32 v64, -v62, v61, v60
	v_fmac_f32_e32 v61, v64, v63
	v_fma_f32 v60, -v62, v61, v60
	v_div_scale_f32 v62, s[6:7], s48, s48, v34
	v_rcp_f32_e32 v64, v62
	v_div_fmas_f32 v60, v60, v63, v61
	v_div_fixup_f32 v35, v60, s48, v35
	v_fma_f32 v60, -v62, v64, 1.0
	v_fmac_f32_e32 v64, v60, v64
	v_div_scale_f32 v60, vcc, v34, s48, v34
	v_mul_f32_e32 v61, v60, v64
	v_fma_f32 v63, -v62, v61, v60
	v_fmac_f32_e32 v61, v63, v64
	v_fma_f32 v60, -v62, v61, v60
	v_div_fmas_f32 v60, v60, v64, v61
	v_div_fixup_f32 v34, v60, s48, v34
	v_cmp_gt_f32_e32 vcc, v38, v34
	s_nop 1
	v_cndmask_b32_e32 v60, v34, v38, vcc
	v_cmp_gt_f32_e32 vcc, v40, v36
	s_nop 1
	v_cndmask_b32_e32 v61, v36, v40, vcc
	v_cmp_gt_f32_e32 vcc, v39, v35
	s_nop 1
	v_cndmask_b32_e32 v62, v35, v39, vcc
	v_cmp_gt_f32_e32 vcc, v41, v37
	s_nop 1
	v_cndmask_b32_e32 v63, v37, v41, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v63, v62
	s_nop 1
	v_cndmask_b32_e32 v61, v62, v63, vcc
	v_cmp_gt_f32_e32 vcc, v61, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v61, vcc
	v_cmp_gt_f32_e32 vcc, v60, v59
	s_nop 1
	v_cndmask_b32_e32 v83, v59, v60, vcc
	v_cmp_neq_f32_e32 vcc, v83, v59
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_254
	v_sub_f32_e32 v60, v59, v83
	v_fmamk_f32 v59, v60, 0x3fb8aa3b, v1
	v_add_f32_e32 v61, 0xcb400000, v59
	v_fmamk_f32 v62, v61, 0xbf318000, v60
	v_fmac_f32_e32 v62, 0x395e8083, v61
	v_fmamk_f32 v63, v62, 0x39506967, v81
	v_fmaak_f32 v63, v63, v62, 0x3c088908
	v_fmaak_f32 v63, v63, v62, 0x3d2aa9c1
	v_fmaak_f32 v63, v63, v62, 0x3e2aaaaa
	v_mul_f32_e32 v61, v62, v62
	v_fma_f32 v63, v63, v62, 0.5
	v_fmac_f32_e32 v62, v63, v61
	v_add_f32_e32 v61, 1.0, v62
	v_lshl_add_u32 v59, v59, 23, 1.0
	v_mul_f32_e32 v59, v61, v59
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[24:25], v[60:61], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[60:61], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v62, 0, v59, vcc
	v_pk_fma_f32 v[20:21], v[60:61], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[60:61], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[62:63], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[62:63], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[62:63], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[62:63], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v62
	v_pk_mul_f32 v[8:9], v[62:63], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[62:63], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[62:63], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[62:63], v[2:3] op_sel_hi:[0,1]
.LBB0_254:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_neq_f32_e64 s[4:5], s56, v83
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_256
	v_sub_f32_e32 v61, v35, v83
	v_sub_f32_e32 v60, v34, v83
	v_sub_f32_e32 v63, v37, v83
	v_sub_f32_e32 v62, v36, v83
	v_sub_f32_e32 v65, v39, v83
	v_sub_f32_e32 v64, v38, v83
	v_sub_f32_e32 v79, v41, v83
	v_sub_f32_e32 v78, v40, v83
	v_mov_b64_e32 v[84:85], s[80:81]
	v_pk_fma_f32 v[86:87], v[78:79], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[64:65], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[62:63], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[60:61], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[108:109], s[82:83]
	v_pk_fma_f32 v[100:101], v[98:99], s[74:75], v[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[96:97], s[74:75], v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], s[76:77], v[100:101] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[110:111], v[98:99], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[96:97], v[96:97], s[76:77], v[102:103] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[104:105], v[94:95], s[74:75], v[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[96:97], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[94:95], v[94:95], s[76:77], v[104:105] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[92:93], s[74:75], v[78:79] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[100:101], v[98:99], v[98:99]
	v_pk_fma_f32 v[114:115], v[94:95], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[98:99], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[92:93], v[92:93], s[76:77], v[106:107] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[98:99], v[110:111], v[100:101], v[98:99]
	v_pk_mul_f32 v[102:103], v[96:97], v[96:97]
	v_pk_fma_f32 v[108:109], v[92:93], s[78:79], v[108:109] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[112:113], v[112:113], v[96:97], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[98:99], v[98:99], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[96:97], v[112:113], v[102:103], v[96:97]
	v_pk_mul_f32 v[84:85], v[98:99], v[84:85]
	v_cmp_ngt_f32_e32 vcc, s33, v61
	v_pk_mul_f32 v[104:105], v[94:95], v[94:95]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[96:97], v[96:97], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v85, 0, v85, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v60
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[94:95], v[114:115], v[104:105], v[94:95]
	v_pk_mul_f32 v[90:91], v[96:97], v[90:91]
	v_cndmask_b32_e32 v84, 0, v84, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v63
	v_pk_mul_f32 v[106:107], v[92:93], v[92:93]
	v_pk_fma_f32 v[108:109], v[108:109], v[92:93], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[94:95], v[94:95], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v91, 0, v91, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v62
	v_pk_fma_f32 v[92:93], v[108:109], v[106:107], v[92:93]
	v_pk_mul_f32 v[88:89], v[94:95], v[88:89]
	v_cndmask_b32_e32 v90, 0, v90, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v65
	v_pk_add_f32 v[92:93], v[92:93], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v89, 0, v89, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v64
	v_pk_mul_f32 v[86:87], v[92:93], v[86:87]
	v_pk_add_f32 v[4:5], v[90:91], v[4:5]
	v_cndmask_b32_e32 v88, 0, v88, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v79
	v_pk_add_f32 v[6:7], v[88:89], v[6:7]
	v_pk_add_f32 v[2:3], v[84:85], v[2:3]
	v_cndmask_b32_e32 v87, 0, v87, vcc
	v_cmp_ngt_f32_e32 vcc, s33, v78
	s_nop 1
	v_cndmask_b32_e32 v86, 0, v86, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v61
	v_pk_add_f32 v[8:9], v[86:87], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v61, v82, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v82, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v63
	v_pk_fma_f32 v[18:19], v[84:85], v[60:61], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v63, v82, v63, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v62
	s_nop 1
	v_cndmask_b32_e32 v62, v82, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v65
	v_pk_fma_f32 v[20:21], v[90:91], v[62:63], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v65, v82, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v64
	s_nop 1
	v_cndmask_b32_e32 v64, v82, v64, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v79
	v_pk_fma_f32 v[22:23], v[88:89], v[64:65], v[22:23]
	s_nop 0
	v_cndmask_b32_e32 v79, v82, v79, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v78
	s_nop 1
	v_cndmask_b32_e32 v78, v82, v78, vcc
	v_pk_fma_f32 v[24:25], v[86:87], v[78:79], v[24:25]
.LBB0_256:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e64 s[8:9], v50, v58
	v_cmp_u_f32_e64 s[6:7], v51, v17
	v_cmp_u_f32_e64 s[30:31], v34, v42
	s_or_b64 s[8:9], s[8:9], s[46:47]
	v_cmp_u_f32_e32 vcc, v52, v16
	v_cmp_u_f32_e64 s[34:35], v35, v43
	s_or_b64 s[6:7], s[6:7], s[94:95]
	s_or_b64 s[30:31], s[8:9], s[30:31]
	v_cmp_u_f32_e64 s[10:11], v53, v15
	v_cmp_u_f32_e64 s[36:37], v36, v44
	s_or_b64 s[58:59], vcc, s[98:99]
	s_or_b64 s[34:35], s[6:7], s[34:35]
	s_andn2_b64 s[6:7], s[46:47], exec
	s_and_b64 s[8:9], s[30:31], exec
	v_cmp_u_f32_e64 s[12:13], v54, v14
	v_cmp_u_f32_e64 s[28:29], v37, v45
	s_or_b64 s[10:11], s[10:11], s[96:97]
	s_or_b64 s[36:37], s[58:59], s[36:37]
	s_or_b64 s[46:47], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[94:95], exec
	s_and_b64 s[8:9], s[34:35], exec
	v_cmp_u_f32_e64 s[14:15], v55, v13
	v_cmp_u_f32_e64 s[26:27], v38, v46
	s_or_b64 s[12:13], s[12:13], s[86:87]
	s_or_b64 s[28:29], s[10:11], s[28:29]
	s_or_b64 s[94:95], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[98:99], exec
	s_and_b64 s[8:9], s[36:37], exec
	v_cmp_u_f32_e64 s[16:17], v56, v12
	v_cmp_u_f32_e64 s[24:25], v39, v47
	s_or_b64 s[14:15], s[14:15], s[90:91]
	s_or_b64 s[26:27], s[12:13], s[26:27]
	s_or_b64 s[98:99], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[96:97], exec
	s_and_b64 s[8:9], s[28:29], exec
	v_cmp_u_f32_e64 s[18:19], v57, v10
	v_cmp_u_f32_e64 s[22:23], v40, v48
	s_or_b64 s[16:17], s[16:17], s[66:67]
	s_or_b64 s[24:25], s[14:15], s[24:25]
	s_or_b64 s[96:97], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[86:87], exec
	s_and_b64 s[8:9], s[26:27], exec
	v_cmp_u_f32_e64 s[20:21], v41, v49
	s_or_b64 s[18:19], s[18:19], s[64:65]
	s_or_b64 s[22:23], s[16:17], s[22:23]
	s_or_b64 s[86:87], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[90:91], exec
	s_and_b64 s[8:9], s[24:25], exec
	s_or_b64 s[20:21], s[18:19], s[20:21]
	s_or_b64 s[90:91], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[66:67], exec
	s_and_b64 s[8:9], s[22:23], exec
	s_or_b64 s[66:67], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[64:65], exec
	s_and_b64 s[8:9], s[20:21], exec
	s_or_b64 s[64:65], s[6:7], s[8:9]
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_137
	v_div_scale_f32 v10, s[2:3], s48, s48, v33
	v_rcp_f32_e32 v12, v10
	v_div_scale_f32 v13, vcc, v33, s48, v33
	v_fma_f32 v14, -v10, v12, 1.0
	v_fmac_f32_e32 v12, v14, v12
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v10, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_fma_f32 v10, -v10, v14, v13
	v_div_scale_f32 v13, s[2:3], s48, s48, v32
	v_rcp_f32_e32 v15, v13
	v_div_fmas_f32 v10, v10, v12, v14
	v_div_fixup_f32 v12, v10, s48, v33
	v_fma_f32 v10, -v13, v15, 1.0
	v_fmac_f32_e32 v15, v10, v15
	v_div_scale_f32 v10, vcc, v32, s48, v32
	v_mul_f32_e32 v14, v10, v15
	v_fma_f32 v16, -v13, v14, v10
	v_fmac_f32_e32 v14, v16, v15
	v_div_scale_f32 v16, s[2:3], s48, s48, v31
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v10, -v13, v14, v10
	v_div_fmas_f32 v10, v10, v15, v14
	v_div_fixup_f32 v13, v10, s48, v32
	v_fma_f32 v10, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v10, v17
	v_div_scale_f32 v10, vcc, v31, s48, v31
	v_mul_f32_e32 v14, v10, v17
	v_fma_f32 v15, -v16, v14, v10
	v_fmac_f32_e32 v14, v15, v17
	v_div_scale_f32 v15, s[2:3], s48, s48, v30
	v_fma_f32 v10, -v16, v14, v10
	v_rcp_f32_e32 v16, v15
	v_div_fmas_f32 v10, v10, v17, v14
	v_div_fixup_f32 v14, v10, s48, v31
	v_fma_f32 v10, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v10, v16
	v_div_scale_f32 v10, vcc, v30, s48, v30
	v_mul_f32_e32 v17, v10, v16
	v_fma_f32 v31, -v15, v17, v10
	v_fmac_f32_e32 v17, v31, v16
	v_div_scale_f32 v31, s[2:3], s48, s48, v29
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v10, -v15, v17, v10
	v_div_fmas_f32 v10, v10, v16, v17
	v_div_fixup_f32 v15, v10, s48, v30
	v_fma_f32 v10, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v10, v32
	v_div_scale_f32 v10, vcc, v29, s48, v29
	v_mul_f32_e32 v16, v10, v32
	v_fma_f32 v17, -v31, v16, v10
	v_fmac_f32_e32 v16, v17, v32
	v_div_scale_f32 v17, s[2:3], s48, s48, v28
	v_rcp_f32_e32 v30, v17
	v_fma_f32 v10, -v31, v16, v10
	v_div_fmas_f32 v10, v10, v32, v16
	v_div_fixup_f32 v16, v10, s48, v29
	v_fma_f32 v10, -v17, v30, 1.0
	v_fmac_f32_e32 v30, v10, v30
	v_div_scale_f32 v10, vcc, v28, s48, v28
	v_mul_f32_e32 v29, v10, v30
	v_fma_f32 v31, -v17, v29, v10
	v_fmac_f32_e32 v29, v31, v30
	v_div_scale_f32 v31, s[2:3], s48, s48, v27
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v10, -v17, v29, v10
	v_div_fmas_f32 v10, v10, v30, v29
	v_div_fixup_f32 v17, v10, s48, v28
	v_fma_f32 v10, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v10, v32
	v_div_scale_f32 v10, vcc, v27, s48, v27
	v_mul_f32_e32 v28, v10, v32
	v_fma_f32 v29, -v31, v28, v10
	v_fmac_f32_e32 v28, v29, v32
	v_div_scale_f32 v29, s[2:3], s48, s48, v26
	v_rcp_f32_e32 v30, v29
	v_fma_f32 v10, -v31, v28, v10
	v_div_fmas_f32 v10, v10, v32, v28
	v_div_fixup_f32 v27, v10, s48, v27
	v_fma_f32 v10, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v10, v30
	v_div_scale_f32 v10, vcc, v26, s48, v26
	v_mul_f32_e32 v28, v10, v30
	v_fma_f32 v31, -v29, v28, v10
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v10, -v29, v28, v10
	v_div_fmas_f32 v10, v10, v30, v28
	v_div_fixup_f32 v26, v10, s48, v26
	v_cmp_gt_f32_e32 vcc, v15, v26
	s_nop 1
	v_cndmask_b32_e32 v10, v26, v15, vcc
	v_cmp_gt_f32_e32 vcc, v13, v17
	s_nop 1
	v_cndmask_b32_e32 v28, v17, v13, vcc
	v_cmp_gt_f32_e32 vcc, v14, v27
	s_nop 1
	v_cndmask_b32_e32 v29, v27, v14, vcc
	v_cmp_gt_f32_e32 vcc, v12, v16
	s_nop 1
	v_cndmask_b32_e32 v30, v16, v12, vcc
	v_cmp_gt_f32_e32 vcc, v28, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_cmp_gt_f32_e32 vcc, v30, v29
	s_nop 1
	v_cndmask_b32_e32 v28, v29, v30, vcc
	v_cmp_gt_f32_e32 vcc, v28, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v28, vcc
	v_cmp_gt_f32_e32 vcc, v10, v83
	s_nop 1
	v_cndmask_b32_e32 v10, v83, v10, vcc
	v_cmp_neq_f32_e32 vcc, v10, v83
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_259
	v_sub_f32_e32 v28, v83, v10
	v_fmamk_f32 v29, v28, 0x3fb8aa3b, v1
	v_add_f32_e32 v30, 0xcb400000, v29
	v_fmamk_f32 v31, v30, 0xbf318000, v28
	v_fmac_f32_e32 v31, 0x395e8083, v30
	v_fmamk_f32 v32, v31, 0x39506967, v81
	v_fmaak_f32 v32, v32, v31, 0x3c088908
	v_fmaak_f32 v32, v32, v31, 0x3d2aa9c1
	v_fmaak_f32 v32, v32, v31, 0x3e2aaaaa
	v_mul_f32_e32 v30, v31, v31
	v_fma_f32 v32, v32, v31, 0.5
	v_fmac_f32_e32 v31, v32, v30
	v_add_f32_e32 v30, 1.0, v31
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_mul_f32_e32 v29, v30, v29
	v_cmp_ngt_f32_e32 vcc, s33, v28
	v_pk_fma_f32 v[24:25], v[28:29], v[8:9], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[22:23], v[28:29], v[6:7], v[22:23] op_sel_hi:[0,1,1]
	v_cndmask_b32_e32 v30, 0, v29, vcc
	v_pk_fma_f32 v[20:21], v[28:29], v[4:5], v[20:21] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[28:29], v[2:3], v[18:19] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[20:21], v[30:31], v[20:21] op_sel_hi:[0,1]
	v_pk_mul_f32 v[22:23], v[30:31], v[22:23] op_sel_hi:[0,1]
	v_pk_mul_f32 v[24:25], v[30:31], v[24:25] op_sel_hi:[0,1]
	v_pk_mul_f32 v[18:19], v[30:31], v[18:19] op_sel_hi:[0,1]
	v_cmp_neq_f32_e32 vcc, 0, v30
	v_pk_mul_f32 v[8:9], v[30:31], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[30:31], v[6:7] op_sel_hi:[0,1]
	v_cndmask_b32_e32 v25, 0, v25, vcc
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cndmask_b32_e32 v21, 0, v21, vcc
	v_cndmask_b32_e32 v20, 0, v20, vcc
	v_cndmask_b32_e32 v19, 0, v19, vcc
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_pk_mul_f32 v[4:5], v[30:31], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[30:31], v[2:3] op_sel_hi:[0,1]
.LBB0_259:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_u_f32_e32 vcc, v12, v12
	v_cmp_u_f32_e64 s[2:3], v13, v13
	v_cmp_u_f32_e64 s[4:5], v14, v14
	v_cmp_u_f32_e64 s[6:7], v15, v15
	v_cmp_u_f32_e64 s[8:9], v16, v16
	v_cmp_u_f32_e64 s[10:11], v26, v26
	v_cmp_u_f32_e64 s[12:13], v27, v27
	v_cmp_u_f32_e64 s[14:15], v17, v17
	v_cmp_neq_f32_e64 s[16:17], s56, v10
	v_mov_b32_e32 v83, 0xff800000
	s_and_saveexec_b64 s[58:59], s[16:17]
	s_xor_b64 s[58:59], exec, s[58:59]
	s_cbranch_execz .LBB0_136
	v_sub_f32_e32 v27, v27, v10
	v_sub_f32_e32 v26, v26, v10
	v_sub_f32_e32 v29, v16, v10
	v_sub_f32_e32 v28, v17, v10
	v_sub_f32_e32 v17, v14, v10
	v_sub_f32_e32 v16, v15, v10
	v_sub_f32_e32 v15, v12, v10
	v_sub_f32_e32 v14, v13, v10
	v_mov_b64_e32 v[12:13], s[80:81]
	v_pk_fma_f32 v[30:31], v[14:15], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[16:17], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[28:29], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[26:27], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[40:41], v[34:35], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[42:43], v[12:13], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[52:53], s[82:83]
	v_pk_fma_f32 v[44:45], v[42:43], s[74:75], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[40:41], s[74:75], v[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], s[76:77], v[44:45] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[38:39], v[32:33], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[54:55], v[42:43], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], s[76:77], v[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[48:49], v[38:39], s[74:75], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[40:41], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[36:37], v[30:31], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[38:39], v[38:39], s[76:77], v[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[36:37], s[74:75], v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[44:45], v[42:43], v[42:43]
	v_pk_fma_f32 v[58:59], v[38:39], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[36:37], v[36:37], s[76:77], v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[42:43], v[54:55], v[44:45], v[42:43]
	v_pk_mul_f32 v[46:47], v[40:41], v[40:41]
	v_pk_fma_f32 v[52:53], v[36:37], s[78:79], v[52:53] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[56:57], v[56:57], v[40:41], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[42:43], v[42:43], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v13, v13, 23, 1.0
	v_lshl_add_u32 v12, v12, 23, 1.0
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[56:57], v[46:47], v[40:41]
	v_pk_mul_f32 v[12:13], v[42:43], v[12:13]
	v_cmp_ngt_f32_e64 s[16:17], s33, v27
	v_pk_mul_f32 v[48:49], v[38:39], v[38:39]
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[38:39], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[40:41], v[40:41], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v35, v35, 23, 1.0
	v_lshl_add_u32 v34, v34, 23, 1.0
	v_cndmask_b32_e64 v13, 0, v13, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v26
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[38:39], v[58:59], v[48:49], v[38:39]
	v_pk_mul_f32 v[34:35], v[40:41], v[34:35]
	v_cndmask_b32_e64 v12, 0, v12, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v29
	v_pk_mul_f32 v[50:51], v[36:37], v[36:37]
	v_pk_fma_f32 v[52:53], v[52:53], v[36:37], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[38:39], v[38:39], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v33, v33, 23, 1.0
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_cndmask_b32_e64 v35, 0, v35, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v28
	v_pk_fma_f32 v[36:37], v[52:53], v[50:51], v[36:37]
	v_pk_mul_f32 v[32:33], v[38:39], v[32:33]
	v_cndmask_b32_e64 v34, 0, v34, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v17
	v_pk_add_f32 v[36:37], v[36:37], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_cndmask_b32_e64 v33, 0, v33, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v16
	v_pk_mul_f32 v[30:31], v[36:37], v[30:31]
	v_pk_add_f32 v[4:5], v[34:35], v[4:5]
	v_cndmask_b32_e64 v32, 0, v32, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v15
	v_pk_add_f32 v[6:7], v[32:33], v[6:7]
	v_pk_add_f32 v[2:3], v[12:13], v[2:3]
	v_cndmask_b32_e64 v31, 0, v31, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s33, v14
	v_mov_b32_e32 v83, v10
	s_nop 0
	v_cndmask_b32_e64 v30, 0, v30, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v27
	v_pk_add_f32 v[8:9], v[30:31], v[8:9]
	s_nop 0
	v_cndmask_b32_e64 v27, v82, v27, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v26
	s_nop 1
	v_cndmask_b32_e64 v26, v82, v26, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v29
	v_pk_fma_f32 v[18:19], v[12:13], v[26:27], v[18:19]
	s_nop 0
	v_cndmask_b32_e64 v29, v82, v29, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v28
	s_nop 1
	v_cndmask_b32_e64 v28, v82, v28, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v17
	v_pk_fma_f32 v[20:21], v[34:35], v[28:29], v[20:21]
	s_nop 0
	v_cndmask_b32_e64 v17, v82, v17, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v16
	s_nop 1
	v_cndmask_b32_e64 v16, v82, v16, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v15
	v_pk_fma_f32 v[22:23], v[32:33], v[16:17], v[22:23]
	s_nop 0
	v_cndmask_b32_e64 v15, v82, v15, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v14
	s_nop 1
	v_cndmask_b32_e64 v14, v82, v14, s[16:17]
	v_pk_fma_f32 v[24:25], v[30:31], v[14:15], v[24:25]
	s_branch .LBB0_136
.LBB0_261:
	v_cndmask_b32_e64 v1, 0, 1, s[98:99]
	v_cndmask_b32_e64 v10, 0, 1, s[96:97]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[94:95]
	v_lshlrev_b16_e32 v10, 1, v10
	v_cndmask_b32_e64 v11, 0, 1, s[46:47]
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v10, 3, v10
	v_or_b32_e32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1, s[66:67]
	v_cndmask_b32_e64 v11, 0, 1, s[64:65]
	v_lshlrev_b16_e32 v10, 2, v10
	v_lshlrev_b16_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_cndmask_b32_e64 v11, 0, 1, s[90:91]
	v_lshlrev_b16_e32 v11, 1, v11
	v_cndmask_b32_e64 v12, 0, 1, s[86:87]
	v_or_b32_e32 v11, v12, v11
	v_and_b32_e32 v11, 3, v11
	v_or_b32_e32 v10, v11, v10
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v10, 4, v10
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_or_b32_e32 v1, v1, v10
	v_mov_b32_e32 v10, 0
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_mov_b32_e32 v11, 0x7fc00000
	v_cmp_eq_u16_sdwa vcc, v1, v10 src0_sel:BYTE_0 src1_sel:DWORD
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v6, v11, v2, vcc
	v_pk_add_f32 v[2:3], v[20:21], v[24:25]
	v_pk_add_f32 v[4:5], v[18:19], v[22:23]
	v_and_b32_e32 v0, 0xfc, v0
	v_cndmask_b32_e32 v1, v11, v83, vcc
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_xor_b32_e32 v4, 64, v0
	ds_bpermute_b32 v5, v4, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e32 v2, v11, v2, vcc
	v_mov_b32_e32 v9, 0x4b400000
	v_mov_b32_e32 v13, 0x3ab743ce
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v5, v5
	v_cmp_lt_f32_e64 s[2:3], v1, v5
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v8, v1, v5, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	v_cndmask_b32_e64 v7, v5, v1, s[2:3]
	ds_bpermute_b32 v3, v4, v6
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_sub_f32_e32 v7, v7, v8
	v_fmamk_f32 v10, v7, 0x3fb8aa3b, v9
	v_add_f32_e32 v11, 0xcb400000, v10
	v_fmamk_f32 v12, v11, 0xbf318000, v7
	v_fmac_f32_e32 v12, 0x395e8083, v11
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v11, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v11
	ds_bpermute_b32 v4, v4, v2
	v_add_f32_e32 v11, 1.0, v12
	v_lshl_add_u32 v10, v10, 23, 1.0
	s_mov_b32 s7, 0xc2aeac50
	v_mul_f32_e32 v10, v11, v10
	v_cmp_ngt_f32_e32 vcc, s7, v7
	s_mov_b32 s6, 0xff800000
	v_cmp_eq_f32_e64 s[2:3], v8, v5
	v_cndmask_b32_e32 v7, 0, v10, vcc
	v_cmp_eq_f32_e32 vcc, v1, v8
	v_cmp_eq_f32_e64 s[4:5], s6, v5
	v_sub_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v10, v7, 1.0, vcc
	v_cndmask_b32_e64 v7, v7, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v5, v5, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v5, v3
	v_mul_f32_e32 v11, v7, v3
	v_mul_f32_e32 v3, v4, v7
	v_cmp_neq_f32_e64 s[2:3], 0, v7
	v_mul_f32_e32 v12, v6, v10
	v_add_f32_e32 v11, v12, v11
	v_cndmask_b32_e64 v3, 0, v3, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v1
	v_sub_f32_e32 v1, v1, v8
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v1, v1, 0, s[2:3]
	v_fmac_f32_e32 v2, v1, v6
	v_mul_f32_e32 v1, v2, v10
	v_xor_b32_e32 v2, 32, v0
	ds_bpermute_b32 v4, v2, v8
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_mov_b32_e32 v15, 0x3c088908
	v_mov_b32_e32 v16, 0x3d2aa9c1
	v_cndmask_b32_e32 v1, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v8, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v8, v4, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cndmask_b32_e64 v5, v4, v8, s[2:3]
	v_add_f32_e32 v1, v1, v3
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_sub_f32_e32 v5, v5, v6
	v_fmamk_f32 v7, v5, 0x3fb8aa3b, v9
	v_add_f32_e32 v10, 0xcb400000, v7
	v_fmamk_f32 v12, v10, 0xbf318000, v5
	v_fmac_f32_e32 v12, 0x395e8083, v10
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v10, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v10
	ds_bpermute_b32 v3, v2, v11
	ds_bpermute_b32 v2, v2, v1
	v_add_f32_e32 v10, 1.0, v12
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v7, v10, v7
	v_cmp_ngt_f32_e32 vcc, s7, v5
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cmp_eq_f32_e64 s[4:5], s6, v4
	v_cndmask_b32_e32 v5, 0, v7, vcc
	v_cmp_eq_f32_e32 vcc, v8, v6
	v_sub_f32_e32 v4, v4, v6
	v_mov_b32_e32 v17, 0x3e2aaaaa
	v_cndmask_b32_e64 v7, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v4, v3
	v_mul_f32_e32 v2, v2, v5
	v_cmp_neq_f32_e64 s[2:3], 0, v5
	v_mul_f32_e32 v10, v5, v3
	v_sub_f32_e32 v3, v8, v6
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v8
	s_or_b64 s[2:3], s[2:3], vcc
	v_cmp_neq_f32_e32 vcc, 0, v7
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v11
	v_xor_b32_e32 v3, 16, v0
	ds_bpermute_b32 v4, v3, v6
	v_mul_f32_e32 v1, v1, v7
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_mul_f32_e32 v12, v11, v7
	v_add_f32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v6, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v7, v6, v4, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v5, v4, v6, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v7, v7, v6, vcc
	v_sub_f32_e32 v5, v5, v7
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v9
	v_add_f32_e32 v11, 0xcb400000, v8
	v_fmamk_f32 v12, v11, 0xbf318000, v5
	v_fmac_f32_e32 v12, 0x395e8083, v11
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v11, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v11
	ds_bpermute_b32 v2, v3, v10
	ds_bpermute_b32 v3, v3, v1
	v_add_f32_e32 v11, 1.0, v12
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v8, v11, v8
	v_cmp_ngt_f32_e32 vcc, s7, v5
	v_cmp_eq_f32_e64 s[2:3], v7, v4
	v_cmp_eq_f32_e64 s[4:5], s6, v4
	v_cndmask_b32_e32 v5, 0, v8, vcc
	v_cmp_eq_f32_e32 vcc, v6, v7
	v_sub_f32_e32 v4, v4, v7
	s_nop 0
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	v_mul_f32_e32 v11, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_cmp_neq_f32_e64 s[2:3], 0, v5
	v_sub_f32_e32 v3, v6, v7
	v_mul_f32_e32 v12, v10, v8
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cmp_neq_f32_e32 vcc, 0, v8
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v10
	v_xor_b32_e32 v3, 8, v0
	ds_bpermute_b32 v4, v3, v7
	v_mul_f32_e32 v1, v1, v8
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_f32_e32 v11, v12, v11
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v7, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v7, v4, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	ds_bpermute_b32 v2, v3, v11
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_sub_f32_e32 v5, v5, v6
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v9
	v_add_f32_e32 v10, 0xcb400000, v8
	v_fmamk_f32 v12, v10, 0xbf318000, v5
	v_fmac_f32_e32 v12, 0x395e8083, v10
	v_fmamk_f32 v14, v12, 0x39506967, v13
	v_fmaak_f32 v14, v14, v12, 0x3c088908
	v_fmaak_f32 v14, v14, v12, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v12, 0x3e2aaaaa
	v_mul_f32_e32 v10, v12, v12
	v_fma_f32 v14, v14, v12, 0.5
	v_fmac_f32_e32 v12, v14, v10
	ds_bpermute_b32 v3, v3, v1
	v_add_f32_e32 v10, 1.0, v12
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v8, v10, v8
	v_cmp_ngt_f32_e32 vcc, s7, v5
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cmp_eq_f32_e64 s[4:5], s6, v4
	v_cndmask_b32_e32 v5, 0, v8, vcc
	v_cmp_eq_f32_e32 vcc, v7, v6
	v_sub_f32_e32 v4, v4, v6
	v_xor_b32_e32 v0, 4, v0
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	v_mul_f32_e32 v10, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_cmp_neq_f32_e64 s[2:3], 0, v5
	v_sub_f32_e32 v3, v7, v6
	v_mul_f32_e32 v12, v11, v8
	v_cndmask_b32_e64 v2, 0, v2, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v7
	s_or_b64 s[2:3], s[2:3], vcc
	v_cmp_neq_f32_e32 vcc, 0, v8
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v11
	ds_bpermute_b32 v3, v0, v6
	v_mul_f32_e32 v1, v1, v8
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_add_f32_e32 v2, v1, v2
	v_add_f32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v3, v3
	v_cmp_lt_f32_e64 s[2:3], v6, v3
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v1, v6, v3, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v4, v3, v6, s[2:3]
	ds_bpermute_b32 v5, v0, v10
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_sub_f32_e32 v4, v4, v1
	v_fmac_f32_e32 v9, 0x3fb8aa3b, v4
	v_add_f32_e32 v7, 0xcb400000, v9
	v_fmamk_f32 v8, v7, 0xbf318000, v4
	v_fmac_f32_e32 v8, 0x395e8083, v7
	v_fmac_f32_e32 v13, 0x39506967, v8
	v_fmac_f32_e32 v15, v13, v8
	v_fmac_f32_e32 v16, v15, v8
	v_fmac_f32_e32 v17, v16, v8
	v_mul_f32_e32 v7, v8, v8
	v_fma_f32 v11, v17, v8, 0.5
	v_fmac_f32_e32 v8, v11, v7
	ds_bpermute_b32 v0, v0, v2
	v_add_f32_e32 v7, 1.0, v8
	v_lshl_add_u32 v8, v9, 23, 1.0
	v_mul_f32_e32 v7, v7, v8
	v_cmp_ngt_f32_e32 vcc, s7, v4
	v_cmp_eq_f32_e64 s[2:3], v1, v3
	v_cmp_eq_f32_e64 s[4:5], s6, v3
	v_cndmask_b32_e32 v4, 0, v7, vcc
	v_cndmask_b32_e64 v8, v4, 1.0, s[2:3]
	v_sub_f32_e32 v3, v3, v1
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v0, v3, v5
	v_mul_f32_e32 v0, v0, v8
	v_cmp_neq_f32_e64 s[2:3], 0, v8
	v_cmp_eq_f32_e32 vcc, v6, v1
	v_sub_f32_e32 v3, v6, v1
	v_cndmask_b32_e64 v0, 0, v0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s6, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v7, v4, 1.0, vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v2, v3, v10
	v_mul_f32_e32 v2, v2, v7
	v_cmp_neq_f32_e32 vcc, 0, v7
	v_mul_f32_e32 v4, v8, v5
	v_mul_f32_e32 v9, v10, v7
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_readlane_b32 s2, v80, 4
	v_add_f32_e32 v4, v9, v4
	v_add_f32_e32 v5, v2, v0
	v_readlane_b32 s3, v80, 5
.LBB0_262:
	s_or_b64 exec, exec, s[2:3]
	v_readlane_b32 s2, v80, 0
	v_readlane_b32 s3, v80, 1
.LBB0_263:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v73, v5
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v4, 0
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u64_e32 vcc, 0, v[72:73]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_267
	v_mov_b32_e32 v2, s50
	v_mov_b32_e32 v3, s51
	v_mad_u64_u32 v[6:7], s[4:5], v66, s38, v[70:71]
	v_mul_lo_u32 v0, v66, s39
	v_mul_lo_u32 v8, v67, s38
	v_add3_u32 v8, v8, v7, v0
	v_mad_u64_u32 v[6:7], s[4:5], v6, 12, v[2:3]
	v_mov_b32_e32 v0, v7
	v_mad_u64_u32 v[2:3], s[4:5], v8, 12, v[0:1]
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v2, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v0, v2, v1, vcc
	v_cmp_o_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v1, v2, v4, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v5, vcc
	flat_store_dwordx3 v[6:7], v[0:2]
.LBB0_267:
	s_or_b64 exec, exec, s[2:3]
	s_nop 0
	v_or_b32_e32 v1, v71, v73
	v_or_b32_e32 v0, v70, v72
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_273
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_lshl_add_u64 v[0:1], v[66:67], 3, v[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[40:41], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_272
	v_mov_b32_e32 v2, s43
	v_subrev_co_u32_e32 v0, vcc, s42, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_gt_i64_e32 vcc, s[44:45], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_271
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[68:69]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v1, s[4:5], s48, s48, v0
	v_rcp_f32_e32 v2, v1
	v_div_scale_f32 v3, vcc, v0, s48, v0
	v_fma_f32 v4, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v4, v2
	v_mul_f32_e32 v4, v3, v2
	v_fma_f32 v5, -v1, v4, v3
	v_fmac_f32_e32 v4, v5, v2
	v_fma_f32 v1, -v1, v4, v3
	v_div_fmas_f32 v1, v1, v2, v4
	v_div_fixup_f32 v2, v1, s48, v0
.LBB0_271:
	s_or_b64 exec, exec, s[0:1]
.LBB0_272:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[66:67], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_273:
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
		.amdhsa_next_free_vgpr 118
		.amdhsa_next_free_sgpr 100
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
    .sgpr_spill_count: 6
    .symbol:         logpjit_tile_stats.kd
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
