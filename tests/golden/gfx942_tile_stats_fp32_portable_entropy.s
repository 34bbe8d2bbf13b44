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
	s_mov_b64 s[16:17], s[0:1]
	s_load_dwordx16 s[40:55], s[0:1], 0x20
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
	s_ashr_i32 s0, s45, 31
	s_add_u32 s4, s44, s0
	s_mov_b32 s1, s0
	s_addc_u32 s5, s45, s0
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
	s_sub_u32 s4, s4, s0
	s_mov_b32 s3, 0
	s_subb_u32 s5, s5, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	v_writelane_b32 v76, s4, 0
	v_lshrrev_b32_e32 v1, 5, v0
	v_or_b32_e32 v1, s0, v1
	v_writelane_b32 v76, s5, 1
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_mov_b32 s4, s3
	s_cmp_lg_u64 s[4:5], 0
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_2
	v_readlane_b32 s6, v76, 0
	v_readlane_b32 s7, v76, 1
	s_sub_u32 s0, 0, s6
	v_cvt_f32_u32_e32 v2, s6
	v_cvt_f32_u32_e32 v3, s7
	s_subb_u32 s2, 0, s7
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
	v_mul_lo_u32 v6, s7, v2
	v_mul_lo_u32 v7, s6, v3
	v_mad_u64_u32 v[4:5], s[2:3], s6, v2, 0
	v_add3_u32 v8, v5, v7, v6
	v_sub_u32_e32 v5, s1, v8
	v_mov_b32_e32 v6, s7
	v_sub_co_u32_e32 v9, vcc, v1, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s6, v9
	s_nop 1
	v_subbrev_co_u32_e64 v4, s[2:3], 0, v4, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s7, v4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s6, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s7, v4
	s_nop 1
	v_cndmask_b32_e64 v11, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_subb_co_u32_e32 v7, vcc, v10, v8, vcc
	v_cmp_le_u32_e32 vcc, s7, v7
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s6, v9
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s7, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v61, v3, v5, vcc
	v_cndmask_b32_e64 v3, v6, v4, s[2:3]
	v_cndmask_b32_e32 v60, v2, v3, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_4
	v_readlane_b32 s4, v76, 0
	s_sub_i32 s0, 0, s4
	v_mov_b32_e32 v61, 0
	v_cvt_f32_u32_e32 v2, s4
	v_readlane_b32 s5, v76, 1
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s0, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v3, v2, s4
	v_sub_u32_e32 v3, v1, v3
	v_add_u32_e32 v4, 1, v2
	v_subrev_u32_e32 v5, s4, v3
	v_cmp_le_u32_e32 vcc, s4, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s4, v3
	s_nop 1
	v_cndmask_b32_e32 v60, v2, v4, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[54:55], v[60:61]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_273
	v_readlane_b32 s2, v76, 0
	v_readlane_b32 s3, v76, 1
	v_and_b32_e32 v66, 31, v0
	v_mul_lo_u32 v4, v61, s2
	v_mul_lo_u32 v5, v60, s3
	v_mad_u64_u32 v[2:3], s[2:3], v60, s2, 0
	v_add3_u32 v3, v3, v5, v4
	v_mov_b32_e32 v4, s1
	s_load_dwordx4 s[0:3], s[16:17], 0x0
	v_sub_co_u32_e32 v64, vcc, v1, v2
	v_mov_b32_e32 v5, s47
	s_nop 0
	v_subb_co_u32_e32 v65, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s0
	v_mov_b32_e32 v3, s1
	v_mov_b32_e32 v4, s46
	s_lshl_b32 s4, s2, 2
	v_alignbit_b32 v1, s3, v1, 30
	s_movk_i32 s2, 0xf6ba
	v_mul_lo_u32 v1, v1, v60
	v_mad_u64_u32 v[62:63], s[0:1], s4, v60, v[2:3]
	v_mul_lo_u32 v2, s4, v61
	v_mad_u64_u32 v[4:5], s[0:1], v64, s2, v[4:5]
	v_add3_u32 v63, v1, v63, v2
	v_mov_b32_e32 v2, v5
	v_mad_u64_u32 v[2:3], s[0:1], v65, s2, v[2:3]
	v_sub_u32_e32 v5, v2, v64
	v_cmp_lt_i64_e32 vcc, 0, v[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_263
	v_writelane_b32 v76, s0, 2
	s_movk_i32 s2, 0x2518
	v_cmp_lt_i64_e32 vcc, 0, v[4:5]
	v_writelane_b32 v76, s1, 3
	v_mad_u64_u32 v[68:69], s[0:1], v64, s2, v[62:63]
	v_mov_b32_e32 v2, v69
	v_mad_u64_u32 v[2:3], s[0:1], v65, s2, v[2:3]
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 0, v4, vcc
	s_mov_b64 s[0:1], 0x946
	v_mov_b32_e32 v69, v2
	v_mov_b32_e32 v3, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[4:5]
	v_mov_b32_e32 v1, 0x946
	v_and_b32_e32 v2, 15, v68
	s_mov_b32 s4, 0
	v_cndmask_b32_e32 v71, 0, v5, vcc
	v_cndmask_b32_e32 v70, v1, v4, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	v_mov_b32_e32 v67, v3
	s_and_saveexec_b64 s[0:1], vcc
	v_writelane_b32 v76, s16, 4
	s_xor_b64 s[0:1], exec, s[0:1]
	s_nop 0
	v_writelane_b32 v76, s17, 5
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
	v_writelane_b32 v76, s0, 6
	v_mov_b64_e32 v[4:5], s[6:7]
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[16:17], v[8:9]
	v_writelane_b32 v76, s1, 7
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[0:1], -1
	v_mov_b32_e32 v19, 0xff800000
	s_mov_b32 s56, 0xff800000
	s_mov_b32 s33, 0xc2aeac50
	v_mov_b32_e32 v1, 0x4b400000
	s_mov_b32 s70, 0x3fb8aa3b
	s_mov_b32 s72, 0xcb400000
	s_mov_b32 s74, 0xbf318000
	s_mov_b32 s76, 0x395e8083
	v_mov_b32_e32 v77, 0x3ab743ce
	s_mov_b32 s78, 0x39506967
	s_mov_b32 s54, 0x3ab743ce
	s_mov_b32 s84, 0x3c088908
	s_mov_b32 s88, 0x3d2aa9c1
	s_mov_b32 s92, 0x3e2aaaaa
	s_mov_b32 s49, 0xc3000000
	v_mov_b32_e32 v78, 0xc2aeac50
	v_mov_b32_e32 v79, 0xc3000000
	s_mov_b64 s[90:91], 0
	s_mov_b64 s[86:87], 0
	s_mov_b64 s[98:99], 0
	s_mov_b64 s[46:47], 0
	s_mov_b64 s[96:97], 0
	s_mov_b64 s[94:95], 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v80, 0xff800000
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	s_branch .LBB0_10
.LBB0_8:
	s_or_b64 exec, exec, s[38:39]
	s_or_b64 s[10:11], s[10:11], s[60:61]
	s_or_b64 s[12:13], s[12:13], s[58:59]
	s_andn2_b64 s[16:17], s[94:95], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_or_b64 s[14:15], s[14:15], s[36:37]
	s_or_b64 s[94:95], s[16:17], s[10:11]
	s_andn2_b64 s[10:11], s[96:97], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[8:9], s[8:9], s[62:63]
	s_or_b64 s[96:97], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[46:47], exec
	s_and_b64 s[12:13], s[14:15], exec
	s_or_b64 s[6:7], s[6:7], s[68:69]
	s_or_b64 s[46:47], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[98:99], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[0:1], s[4:5], s[0:1]
	s_or_b64 s[98:99], s[10:11], s[8:9]
	s_andn2_b64 s[8:9], s[86:87], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[2:3], s[2:3], s[80:81]
	s_or_b64 s[86:87], s[8:9], s[6:7]
	s_andn2_b64 s[6:7], s[90:91], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[4:5], vcc, s[82:83]
	s_or_b64 s[90:91], s[6:7], s[0:1]
	s_andn2_b64 s[0:1], s[66:67], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[66:67], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[64:65], exec
	s_and_b64 s[2:3], s[4:5], exec
	s_or_b64 s[64:65], s[0:1], s[2:3]
.LBB0_9:
	s_or_b64 exec, exec, s[34:35]
	v_readlane_b32 s2, v76, 12
	v_readlane_b32 s3, v76, 13
	s_mov_b64 s[16:17], 0xa0
	s_mov_b64 s[0:1], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_133
.LBB0_10:
	v_mov_b32_e32 v27, s17
	v_or_b32_e32 v26, s16, v66
	v_lshlrev_b64 v[20:21], 3, v[26:27]
	v_lshlrev_b64 v[22:23], 5, v[26:27]
	v_lshl_add_u64 v[28:29], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_12
	flat_load_dwordx4 v[56:59], v[28:29] offset:16
	flat_load_dwordx4 v[52:55], v[28:29]
.LBB0_12:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_30
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v30, 2, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 4, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 5, v20
	v_mov_b32_e32 v35, v21
	v_or_b32_e32 v36, 7, v20
	v_mov_b32_e32 v37, v21
	v_or_b32_e32 v38, 6, v20
	v_mov_b32_e32 v39, v21
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[52:53], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[70:71]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[54:55], s[58:59]
	v_mov_b64_e32 v[56:57], s[60:61]
	v_mov_b64_e32 v[58:59], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_15
	flat_load_dword v18, v[28:29]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[58:59], v[24:25]
	v_mov_b64_e32 v[56:57], v[22:23]
	v_mov_b64_e32 v[54:55], v[20:21]
	v_mov_b64_e32 v[52:53], v[18:19]
.LBB0_15:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_17
	flat_load_dword v53, v[28:29] offset:4
.LBB0_17:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_19
	flat_load_dword v54, v[28:29] offset:8
.LBB0_19:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_21
	flat_load_dword v55, v[28:29] offset:12
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_23
	flat_load_dword v56, v[28:29] offset:16
.LBB0_23:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_25
	flat_load_dword v57, v[28:29] offset:20
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_27
	flat_load_dword v58, v[28:29] offset:24
.LBB0_27:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_29
	flat_load_dword v59, v[28:29] offset:28
.LBB0_29:
	s_or_b64 exec, exec, s[2:3]
.LBB0_30:
	s_or_b64 exec, exec, s[18:19]
	s_xor_b64 s[0:1], s[0:1], -1
	v_writelane_b32 v76, s0, 12
	s_nop 1
	v_writelane_b32 v76, s1, 13
	s_add_u32 s0, s16, 32
	s_addc_u32 s1, s17, 0
	v_mov_b32_e32 v23, s1
	v_or_b32_e32 v22, s0, v66
	v_lshlrev_b64 v[20:21], 3, v[22:23]
	v_lshlrev_b64 v[22:23], 5, v[22:23]
	v_lshl_add_u64 v[28:29], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_32
	flat_load_dwordx4 v[48:51], v[28:29] offset:16
	flat_load_dwordx4 v[44:47], v[28:29]
.LBB0_32:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_50
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v30, 2, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 4, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 5, v20
	v_mov_b32_e32 v35, v21
	v_or_b32_e32 v36, 7, v20
	v_mov_b32_e32 v37, v21
	v_or_b32_e32 v38, 6, v20
	v_mov_b32_e32 v39, v21
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[44:45], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[70:71]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[46:47], s[58:59]
	v_mov_b64_e32 v[48:49], s[60:61]
	v_mov_b64_e32 v[50:51], s[62:63]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_35
	flat_load_dword v18, v[28:29]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[50:51], v[24:25]
	v_mov_b64_e32 v[48:49], v[22:23]
	v_mov_b64_e32 v[46:47], v[20:21]
	v_mov_b64_e32 v[44:45], v[18:19]
.LBB0_35:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_37
	flat_load_dword v45, v[28:29] offset:4
.LBB0_37:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
	flat_load_dword v46, v[28:29] offset:8
.LBB0_39:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_41
	flat_load_dword v47, v[28:29] offset:12
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
	flat_load_dword v48, v[28:29] offset:16
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_45
	flat_load_dword v49, v[28:29] offset:20
.LBB0_45:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_47
	flat_load_dword v50, v[28:29] offset:24
.LBB0_47:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_49
	flat_load_dword v51, v[28:29] offset:28
.LBB0_49:
	s_or_b64 exec, exec, s[2:3]
.LBB0_50:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v26, 64, v26
	v_lshlrev_b64 v[20:21], 3, v[26:27]
	v_lshlrev_b64 v[22:23], 5, v[26:27]
	v_lshl_add_u64 v[26:27], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_52
	flat_load_dwordx4 v[40:43], v[26:27] offset:16
	flat_load_dwordx4 v[36:39], v[26:27]
.LBB0_52:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_70
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v36, 6, v20
	v_mov_b32_e32 v37, v21
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v28, 2, v20
	v_mov_b32_e32 v29, v21
	v_or_b32_e32 v30, 4, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 5, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 7, v20
	v_mov_b32_e32 v35, v21
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[70:71]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[36:37], s[56:57]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[38:39], s[58:59]
	v_mov_b64_e32 v[40:41], s[60:61]
	v_mov_b64_e32 v[42:43], s[62:63]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_55
	flat_load_dword v18, v[26:27]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[42:43], v[24:25]
	v_mov_b64_e32 v[40:41], v[22:23]
	v_mov_b64_e32 v[38:39], v[20:21]
	v_mov_b64_e32 v[36:37], v[18:19]
.LBB0_55:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_57
	flat_load_dword v37, v[26:27] offset:4
.LBB0_57:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_59
	flat_load_dword v38, v[26:27] offset:8
.LBB0_59:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_61
	flat_load_dword v39, v[26:27] offset:12
.LBB0_61:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_63
	flat_load_dword v40, v[26:27] offset:16
.LBB0_63:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_65
	flat_load_dword v41, v[26:27] offset:20
.LBB0_65:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_67
	flat_load_dword v42, v[26:27] offset:24
.LBB0_67:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_69
	flat_load_dword v43, v[26:27] offset:28
.LBB0_69:
	s_or_b64 exec, exec, s[2:3]
.LBB0_70:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s16, 0x60
	s_addc_u32 s1, s17, 0
	v_mov_b32_e32 v23, s1
	v_or_b32_e32 v22, s0, v66
	v_lshlrev_b64 v[20:21], 3, v[22:23]
	v_lshlrev_b64 v[22:23], 5, v[22:23]
	v_lshl_add_u64 v[26:27], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_72
	flat_load_dwordx4 v[32:35], v[26:27] offset:16
	flat_load_dwordx4 v[28:31], v[26:27]
.LBB0_72:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_90
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v28, 2, v20
	v_mov_b32_e32 v29, v21
	v_or_b32_e32 v30, 4, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 5, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 7, v20
	v_mov_b32_e32 v35, v21
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v72, 6, v20
	v_mov_b32_e32 v73, v21
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[70:71]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[28:29], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[72:73], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[30:31], s[58:59]
	v_mov_b64_e32 v[32:33], s[60:61]
	v_mov_b64_e32 v[34:35], s[62:63]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_75
	flat_load_dword v18, v[26:27]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[34:35], v[24:25]
	v_mov_b64_e32 v[32:33], v[22:23]
	v_mov_b64_e32 v[30:31], v[20:21]
	v_mov_b64_e32 v[28:29], v[18:19]
.LBB0_75:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_77
	flat_load_dword v29, v[26:27] offset:4
.LBB0_77:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_79
	flat_load_dword v30, v[26:27] offset:8
.LBB0_79:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_81
	flat_load_dword v31, v[26:27] offset:12
.LBB0_81:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_83
	flat_load_dword v32, v[26:27] offset:16
.LBB0_83:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_85
	flat_load_dword v33, v[26:27] offset:20
.LBB0_85:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_87
	flat_load_dword v34, v[26:27] offset:24
.LBB0_87:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_89
	flat_load_dword v35, v[26:27] offset:28
.LBB0_89:
	s_or_b64 exec, exec, s[2:3]
.LBB0_90:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s16, 0x80
	s_addc_u32 s1, s17, 0
	v_mov_b32_e32 v73, s1
	v_or_b32_e32 v72, s0, v66
	s_mov_b64 s[0:1], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[0:1], v[72:73]
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_112
	v_lshlrev_b64 v[74:75], 3, v[72:73]
	v_lshlrev_b64 v[20:21], 5, v[72:73]
	v_lshl_add_u64 v[72:73], v[68:69], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[74:75], 0, 8
	v_cmp_le_u64_e32 vcc, v[20:21], v[70:71]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_93
	flat_load_dwordx4 v[20:23], v[72:73]
	flat_load_dwordx4 v[24:27], v[72:73] offset:16
.LBB0_93:
	s_andn2_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB0_111
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 1, v74
	v_mov_b32_e32 v21, v75
	v_or_b32_e32 v22, 3, v74
	v_mov_b32_e32 v23, v75
	v_or_b32_e32 v24, 2, v74
	v_mov_b32_e32 v25, v75
	v_or_b32_e32 v26, 4, v74
	v_mov_b32_e32 v27, v75
	s_mov_b32 s57, s56
	v_or_b32_e32 v82, 5, v74
	v_mov_b32_e32 v83, v75
	v_or_b32_e32 v84, 7, v74
	v_mov_b32_e32 v85, v75
	v_or_b32_e32 v86, 6, v74
	v_mov_b32_e32 v87, v75
	v_cmp_lt_u64_e64 s[10:11], v[26:27], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[22:23], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[70:71]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[20:21], s[56:57]
	v_cmp_lt_u64_e64 s[16:17], v[86:87], v[70:71]
	v_cmp_lt_u64_e64 s[14:15], v[84:85], v[70:71]
	v_cmp_lt_u64_e64 s[12:13], v[82:83], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[74:75], v[70:71]
	v_mov_b64_e32 v[22:23], s[58:59]
	v_mov_b64_e32 v[24:25], s[60:61]
	v_mov_b64_e32 v[26:27], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_96
	flat_load_dword v18, v[72:73]
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[26:27], v[24:25]
	v_mov_b64_e32 v[24:25], v[22:23]
	v_mov_b64_e32 v[22:23], v[20:21]
	v_mov_b64_e32 v[20:21], v[18:19]
.LBB0_96:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v18, 0, 1, s[16:17]
	v_cndmask_b32_e64 v74, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v74, 3, v74
	v_or_b32_e32 v18, v74, v18
	v_cndmask_b32_e64 v74, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v74, 1, v74
	v_cndmask_b32_e64 v75, 0, 1, s[10:11]
	v_or_b32_e32 v74, v75, v74
	v_and_b32_e32 v74, 3, v74
	v_or_b32_e32 v18, v74, v18
	v_cndmask_b32_e64 v74, 0, 1, s[8:9]
	v_cndmask_b32_e64 v75, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v74, 2, v74
	v_lshlrev_b16_e32 v75, 3, v75
	v_or_b32_e32 v74, v75, v74
	v_cndmask_b32_e64 v75, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v75, 1, v75
	v_cndmask_b32_e64 v81, 0, 1, vcc
	v_or_b32_e32 v75, v81, v75
	v_and_b32_e32 v75, 3, v75
	v_or_b32_e32 v74, v75, v74
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v74, 15, v74
	v_or_b32_e32 v18, v74, v18
	v_lshrrev_b16_e32 v74, 1, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_98
	flat_load_dword v21, v[72:73] offset:4
.LBB0_98:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 2, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_100
	flat_load_dword v22, v[72:73] offset:8
.LBB0_100:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 3, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_102
	flat_load_dword v23, v[72:73] offset:12
.LBB0_102:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 4, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_104
	flat_load_dword v24, v[72:73] offset:16
.LBB0_104:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 5, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_106
	flat_load_dword v25, v[72:73] offset:20
.LBB0_106:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 6, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_108
	flat_load_dword v26, v[72:73] offset:24
.LBB0_108:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_110
	flat_load_dword v27, v[72:73] offset:28
.LBB0_110:
	s_or_b64 exec, exec, s[4:5]
.LBB0_111:
	s_or_b64 exec, exec, s[18:19]
.LBB0_112:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v18, s[0:1], s48, s48, v59
	v_rcp_f32_e32 v72, v18
	v_div_scale_f32 v73, vcc, v59, s48, v59
	v_fma_f32 v74, -v18, v72, 1.0
	v_fmac_f32_e32 v72, v74, v72
	v_mul_f32_e32 v74, v73, v72
	v_fma_f32 v75, -v18, v74, v73
	v_fmac_f32_e32 v74, v75, v72
	v_fma_f32 v18, -v18, v74, v73
	v_div_scale_f32 v73, s[0:1], s48, s48, v58
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v18, v18, v72, v74
	v_div_fixup_f32 v18, v18, s48, v59
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v58, s48, v58
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v57
	v_rcp_f32_e32 v74, v73
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v58, v59, s48, v58
	v_fma_f32 v59, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v59, v74
	v_div_scale_f32 v59, vcc, v57, s48, v57
	v_mul_f32_e32 v72, v59, v74
	v_fma_f32 v75, -v73, v72, v59
	v_fmac_f32_e32 v72, v75, v74
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v56
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v59, v59, v74, v72
	v_div_fixup_f32 v57, v59, s48, v57
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v56, s48, v56
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v55
	v_rcp_f32_e32 v74, v73
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v56, v59, s48, v56
	v_fma_f32 v59, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v59, v74
	v_div_scale_f32 v59, vcc, v55, s48, v55
	v_mul_f32_e32 v72, v59, v74
	v_fma_f32 v75, -v73, v72, v59
	v_fmac_f32_e32 v72, v75, v74
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v54
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v59, v59, v74, v72
	v_div_fixup_f32 v55, v59, s48, v55
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v54, s48, v54
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v53
	v_rcp_f32_e32 v74, v73
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v54, v59, s48, v54
	v_fma_f32 v59, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v59, v74
	v_div_scale_f32 v59, vcc, v53, s48, v53
	v_mul_f32_e32 v72, v59, v74
	v_fma_f32 v75, -v73, v72, v59
	v_fmac_f32_e32 v72, v75, v74
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v52
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v59, v59, v74, v72
	v_div_fixup_f32 v53, v59, s48, v53
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v52, s48, v52
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v52, v59, s48, v52
	v_cmp_gt_f32_e32 vcc, v56, v52
	s_nop 1
	v_cndmask_b32_e32 v59, v52, v56, vcc
	v_cmp_gt_f32_e32 vcc, v58, v54
	s_nop 1
	v_cndmask_b32_e32 v72, v54, v58, vcc
	v_cmp_gt_f32_e32 vcc, v57, v53
	s_nop 1
	v_cndmask_b32_e32 v73, v53, v57, vcc
	v_cmp_gt_f32_e32 vcc, v18, v55
	s_nop 1
	v_cndmask_b32_e32 v74, v55, v18, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v72, vcc
	v_cmp_gt_f32_e32 vcc, v74, v73
	s_nop 1
	v_cndmask_b32_e32 v72, v73, v74, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v72, vcc
	v_cmp_gt_f32_e32 vcc, v59, v80
	s_nop 1
	v_cndmask_b32_e32 v59, v80, v59, vcc
	v_cmp_neq_f32_e32 vcc, s56, v80
	v_cmp_neq_f32_e64 s[4:5], v59, v80
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_114
	v_sub_f32_e32 v72, v80, v59
	v_cmp_gt_f32_e32 vcc, s33, v72
	s_nop 1
	v_cndmask_b32_e32 v73, v72, v78, vcc
	v_fmamk_f32 v74, v73, 0x3fb8aa3b, v1
	v_add_f32_e32 v75, 0xcb400000, v74
	v_fmac_f32_e32 v73, 0xbf318000, v75
	v_fmac_f32_e32 v73, 0x395e8083, v75
	v_fmamk_f32 v80, v73, 0x39506967, v77
	v_fmaak_f32 v80, v80, v73, 0x3c088908
	v_fmaak_f32 v80, v80, v73, 0x3d2aa9c1
	v_fmaak_f32 v80, v80, v73, 0x3e2aaaaa
	v_mul_f32_e32 v75, v73, v73
	v_fma_f32 v80, v80, v73, 0.5
	v_fmac_f32_e32 v73, v80, v75
	v_add_f32_e32 v73, 1.0, v73
	v_lshl_add_u32 v74, v74, 23, 1.0
	v_mul_f32_e32 v73, v73, v74
	v_cndmask_b32_e64 v74, v73, 0, vcc
	v_pk_fma_f32 v[12:13], v[72:73], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[74:75] op_sel_hi:[1,0]
.LBB0_114:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_116
	v_sub_f32_e32 v108, v53, v59
	v_sub_f32_e32 v109, v52, v59
	v_sub_f32_e32 v110, v55, v59
	v_sub_f32_e32 v111, v54, v59
	v_sub_f32_e32 v112, v57, v59
	v_sub_f32_e32 v113, v56, v59
	v_sub_f32_e32 v114, v18, v59
	v_sub_f32_e32 v115, v58, v59
	v_cmp_gt_f32_e32 vcc, s33, v108
	v_cmp_gt_f32_e64 s[6:7], s33, v109
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v73, v108, v78, vcc
	v_cndmask_b32_e64 v72, v109, v78, s[6:7]
	v_cndmask_b32_e64 v75, v110, v78, s[8:9]
	v_cndmask_b32_e64 v74, v111, v78, s[10:11]
	v_cndmask_b32_e64 v81, v112, v78, s[12:13]
	v_cndmask_b32_e64 v80, v113, v78, s[14:15]
	v_cndmask_b32_e64 v83, v114, v78, s[16:17]
	v_cndmask_b32_e64 v82, v115, v78, s[18:19]
	v_mov_b64_e32 v[84:85], s[20:21]
	v_pk_fma_f32 v[86:87], v[82:83], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[80:81], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[74:75], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[72:73], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[100:101], s[54:55]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[76:77], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[102:103], v[72:73], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[96:97], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[94:95], s[74:75], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[92:93], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[92:93], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[94:95], s[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[96:97], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[92:93], v[72:73], v[72:73]
	v_pk_fma_f32 v[104:105], v[74:75], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[106:107], v[80:81], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], v[82:83], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[102:103], v[92:93], v[72:73]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v73, v73, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v108
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[100:101], v[98:99], v[82:83]
	v_cndmask_b32_e32 v85, v79, v108, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v109
	v_pk_mul_f32 v[96:97], v[80:81], v[80:81]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v84, v79, v109, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[106:107], v[96:97], v[80:81]
	v_pk_mul_f32 v[82:83], v[82:83], v[86:87]
	v_cndmask_b32_e32 v87, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[94:95], v[74:75], v[74:75]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[74:75], v[104:105], v[94:95], v[74:75]
	v_pk_mul_f32 v[80:81], v[80:81], v[88:89]
	v_cndmask_b32_e32 v89, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[74:75], v[74:75], v[90:91]
	v_cndmask_b32_e64 v72, v72, 0, s[6:7]
	v_cndmask_b32_e32 v91, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v75, v75, 0, s[8:9]
	v_cndmask_b32_e64 v74, v74, 0, s[10:11]
	v_cndmask_b32_e64 v81, v81, 0, s[12:13]
	v_cndmask_b32_e64 v80, v80, 0, s[14:15]
	v_cndmask_b32_e64 v83, v83, 0, s[16:17]
	v_cndmask_b32_e64 v82, v82, 0, s[18:19]
	v_cndmask_b32_e32 v90, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[82:83], v[8:9]
	v_pk_add_f32 v[6:7], v[80:81], v[6:7]
	v_pk_add_f32 v[4:5], v[74:75], v[4:5]
	v_pk_add_f32 v[2:3], v[72:73], v[2:3]
	v_pk_fma_f32 v[16:17], v[82:83], v[90:91], v[16:17]
	v_pk_fma_f32 v[14:15], v[80:81], v[88:89], v[14:15]
	v_pk_fma_f32 v[12:13], v[74:75], v[86:87], v[12:13]
	v_pk_fma_f32 v[10:11], v[72:73], v[84:85], v[10:11]
.LBB0_116:
	s_or_b64 exec, exec, s[0:1]
	v_div_scale_f32 v72, s[0:1], s48, s48, v51
	v_rcp_f32_e32 v73, v72
	v_div_scale_f32 v74, vcc, v51, s48, v51
	v_fma_f32 v75, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v74, v73
	v_fma_f32 v80, -v72, v75, v74
	v_fmac_f32_e32 v75, v80, v73
	v_fma_f32 v72, -v72, v75, v74
	v_div_scale_f32 v74, s[0:1], s48, s48, v50
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v73, v75
	v_div_fixup_f32 v51, v72, s48, v51
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v50, s48, v50
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v49
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v50, v72, s48, v50
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v49, s48, v49
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v48
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v49, v72, s48, v49
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v48, s48, v48
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v47
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v48, v72, s48, v48
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v47, s48, v47
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v46
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v47, v72, s48, v47
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v46, s48, v46
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v45
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v46, v72, s48, v46
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v45, s48, v45
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v44
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v45, v72, s48, v45
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v44, s48, v44
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v44, v72, s48, v44
	v_cmp_gt_f32_e32 vcc, v48, v44
	s_nop 1
	v_cndmask_b32_e32 v72, v44, v48, vcc
	v_cmp_gt_f32_e32 vcc, v50, v46
	s_nop 1
	v_cndmask_b32_e32 v73, v46, v50, vcc
	v_cmp_gt_f32_e32 vcc, v49, v45
	s_nop 1
	v_cndmask_b32_e32 v74, v45, v49, vcc
	v_cmp_gt_f32_e32 vcc, v51, v47
	s_nop 1
	v_cndmask_b32_e32 v75, v47, v51, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v75, v74
	s_nop 1
	v_cndmask_b32_e32 v73, v74, v75, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v72, v59, v72, vcc
	v_cmp_neq_f32_e32 vcc, v72, v59
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_118
	v_sub_f32_e32 v74, v59, v72
	v_cmp_gt_f32_e32 vcc, s33, v74
	s_nop 1
	v_cndmask_b32_e32 v59, v74, v78, vcc
	v_fmamk_f32 v73, v59, 0x3fb8aa3b, v1
	v_add_f32_e32 v75, 0xcb400000, v73
	v_fmac_f32_e32 v59, 0xbf318000, v75
	v_fmac_f32_e32 v59, 0x395e8083, v75
	v_fmamk_f32 v80, v59, 0x39506967, v77
	v_fmaak_f32 v80, v80, v59, 0x3c088908
	v_fmaak_f32 v80, v80, v59, 0x3d2aa9c1
	v_fmaak_f32 v80, v80, v59, 0x3e2aaaaa
	v_mul_f32_e32 v75, v59, v59
	v_fma_f32 v80, v80, v59, 0.5
	v_fmac_f32_e32 v59, v80, v75
	v_add_f32_e32 v59, 1.0, v59
	v_lshl_add_u32 v73, v73, 23, 1.0
	v_mul_f32_e32 v59, v59, v73
	v_cndmask_b32_e64 v80, v59, 0, vcc
	v_pk_fma_f32 v[12:13], v[74:75], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[74:75], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[80:81], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[80:81], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[80:81], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[80:81], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[80:81], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[80:81], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[80:81], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[80:81], v[2:3] op_sel_hi:[0,1]
.LBB0_118:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_120
	v_sub_f32_e32 v59, v45, v72
	v_sub_f32_e32 v73, v44, v72
	v_sub_f32_e32 v110, v47, v72
	v_sub_f32_e32 v111, v46, v72
	v_sub_f32_e32 v112, v49, v72
	v_sub_f32_e32 v113, v48, v72
	v_sub_f32_e32 v114, v51, v72
	v_sub_f32_e32 v115, v50, v72
	v_cmp_gt_f32_e32 vcc, s33, v59
	v_cmp_gt_f32_e64 s[6:7], s33, v73
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v75, v59, v78, vcc
	v_cndmask_b32_e64 v74, v73, v78, s[6:7]
	v_cndmask_b32_e64 v81, v110, v78, s[8:9]
	v_cndmask_b32_e64 v80, v111, v78, s[10:11]
	v_cndmask_b32_e64 v83, v112, v78, s[12:13]
	v_cndmask_b32_e64 v82, v113, v78, s[14:15]
	v_cndmask_b32_e64 v85, v114, v78, s[16:17]
	v_cndmask_b32_e64 v84, v115, v78, s[18:19]
	v_mov_b64_e32 v[86:87], s[20:21]
	v_pk_fma_f32 v[88:89], v[84:85], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[82:83], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[80:81], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[74:75], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[102:103], s[54:55]
	v_pk_add_f32 v[100:101], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[74:75], v[100:101], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[74:75], v[100:101], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[98:99], v[92:93], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[104:105], v[74:75], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[80:81], v[98:99], s[74:75], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[96:97], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[94:95], s[74:75], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[94:95], s[76:77], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[96:97], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[98:99], s[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[74:75], v[74:75]
	v_pk_fma_f32 v[106:107], v[80:81], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[108:109], v[82:83], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[84:85], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[104:105], v[94:95], v[74:75]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[74:75], v[74:75], v[86:87]
	v_pk_mul_f32 v[100:101], v[84:85], v[84:85]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v75, v75, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v59
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[102:103], v[100:101], v[84:85]
	v_cndmask_b32_e32 v87, v79, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v73
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[84:85], v[84:85], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v73, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[108:109], v[98:99], v[82:83]
	v_pk_mul_f32 v[84:85], v[84:85], v[88:89]
	v_cndmask_b32_e32 v89, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[96:97], v[80:81], v[80:81]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[80:81], v[106:107], v[96:97], v[80:81]
	v_pk_mul_f32 v[82:83], v[82:83], v[90:91]
	v_cndmask_b32_e32 v91, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_cndmask_b32_e32 v90, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[80:81], v[80:81], v[92:93]
	v_cndmask_b32_e64 v74, v74, 0, s[6:7]
	v_cndmask_b32_e32 v93, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v81, v81, 0, s[8:9]
	v_cndmask_b32_e64 v80, v80, 0, s[10:11]
	v_cndmask_b32_e64 v83, v83, 0, s[12:13]
	v_cndmask_b32_e64 v82, v82, 0, s[14:15]
	v_cndmask_b32_e64 v85, v85, 0, s[16:17]
	v_cndmask_b32_e64 v84, v84, 0, s[18:19]
	v_cndmask_b32_e32 v92, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[84:85], v[8:9]
	v_pk_add_f32 v[6:7], v[82:83], v[6:7]
	v_pk_add_f32 v[4:5], v[80:81], v[4:5]
	v_pk_add_f32 v[2:3], v[74:75], v[2:3]
	v_pk_fma_f32 v[16:17], v[84:85], v[92:93], v[16:17]
	v_pk_fma_f32 v[14:15], v[82:83], v[90:91], v[14:15]
	v_pk_fma_f32 v[12:13], v[80:81], v[88:89], v[12:13]
	v_pk_fma_f32 v[10:11], v[74:75], v[86:87], v[10:11]
.LBB0_120:
	s_or_b64 exec, exec, s[0:1]
	v_div_scale_f32 v59, s[0:1], s48, s48, v43
	v_rcp_f32_e32 v73, v59
	v_div_scale_f32 v74, vcc, v43, s48, v43
	v_fma_f32 v75, -v59, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v74, v73
	v_fma_f32 v80, -v59, v75, v74
	v_fmac_f32_e32 v75, v80, v73
	v_fma_f32 v59, -v59, v75, v74
	v_div_scale_f32 v74, s[0:1], s48, s48, v42
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v73, v75
	v_div_fixup_f32 v43, v59, s48, v43
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v42, s48, v42
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v41
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v42, v59, s48, v42
	v_fma_f32 v59, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v41, s48, v41
	v_mul_f32_e32 v73, v59, v75
	v_fma_f32 v80, -v74, v73, v59
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v40
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v75, v73
	v_div_fixup_f32 v41, v59, s48, v41
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v40, s48, v40
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v39
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v40, v59, s48, v40
	v_fma_f32 v59, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v39, s48, v39
	v_mul_f32_e32 v73, v59, v75
	v_fma_f32 v80, -v74, v73, v59
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v38
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v75, v73
	v_div_fixup_f32 v39, v59, s48, v39
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v38, s48, v38
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v37
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v38, v59, s48, v38
	v_fma_f32 v59, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v37, s48, v37
	v_mul_f32_e32 v73, v59, v75
	v_fma_f32 v80, -v74, v73, v59
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v36
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v75, v73
	v_div_fixup_f32 v37, v59, s48, v37
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v36, s48, v36
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v36, v59, s48, v36
	v_cmp_gt_f32_e32 vcc, v40, v36
	s_nop 1
	v_cndmask_b32_e32 v59, v36, v40, vcc
	v_cmp_gt_f32_e32 vcc, v42, v38
	s_nop 1
	v_cndmask_b32_e32 v73, v38, v42, vcc
	v_cmp_gt_f32_e32 vcc, v41, v37
	s_nop 1
	v_cndmask_b32_e32 v74, v37, v41, vcc
	v_cmp_gt_f32_e32 vcc, v43, v39
	s_nop 1
	v_cndmask_b32_e32 v75, v39, v43, vcc
	v_cmp_gt_f32_e32 vcc, v73, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v73, vcc
	v_cmp_gt_f32_e32 vcc, v75, v74
	s_nop 1
	v_cndmask_b32_e32 v73, v74, v75, vcc
	v_cmp_gt_f32_e32 vcc, v73, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v73, vcc
	v_cmp_gt_f32_e32 vcc, v59, v72
	s_nop 1
	v_cndmask_b32_e32 v59, v72, v59, vcc
	v_cmp_neq_f32_e32 vcc, v59, v72
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_122
	v_sub_f32_e32 v72, v72, v59
	v_cmp_gt_f32_e32 vcc, s33, v72
	s_nop 1
	v_cndmask_b32_e32 v73, v72, v78, vcc
	v_fmamk_f32 v74, v73, 0x3fb8aa3b, v1
	v_add_f32_e32 v75, 0xcb400000, v74
	v_fmac_f32_e32 v73, 0xbf318000, v75
	v_fmac_f32_e32 v73, 0x395e8083, v75
	v_fmamk_f32 v80, v73, 0x39506967, v77
	v_fmaak_f32 v80, v80, v73, 0x3c088908
	v_fmaak_f32 v80, v80, v73, 0x3d2aa9c1
	v_fmaak_f32 v80, v80, v73, 0x3e2aaaaa
	v_mul_f32_e32 v75, v73, v73
	v_fma_f32 v80, v80, v73, 0.5
	v_fmac_f32_e32 v73, v80, v75
	v_add_f32_e32 v73, 1.0, v73
	v_lshl_add_u32 v74, v74, 23, 1.0
	v_mul_f32_e32 v73, v73, v74
	v_cndmask_b32_e64 v74, v73, 0, vcc
	v_pk_fma_f32 v[12:13], v[72:73], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[74:75], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[74:75], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[74:75], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[74:75], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[74:75], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[74:75], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[74:75], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[74:75], v[2:3] op_sel_hi:[0,1]
.LBB0_122:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_124
	v_sub_f32_e32 v108, v37, v59
	v_sub_f32_e32 v109, v36, v59
	v_sub_f32_e32 v110, v39, v59
	v_sub_f32_e32 v111, v38, v59
	v_sub_f32_e32 v112, v41, v59
	v_sub_f32_e32 v113, v40, v59
	v_sub_f32_e32 v114, v43, v59
	v_sub_f32_e32 v115, v42, v59
	v_cmp_gt_f32_e32 vcc, s33, v108
	v_cmp_gt_f32_e64 s[6:7], s33, v109
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v73, v108, v78, vcc
	v_cndmask_b32_e64 v72, v109, v78, s[6:7]
	v_cndmask_b32_e64 v75, v110, v78, s[8:9]
	v_cndmask_b32_e64 v74, v111, v78, s[10:11]
	v_cndmask_b32_e64 v81, v112, v78, s[12:13]
	v_cndmask_b32_e64 v80, v113, v78, s[14:15]
	v_cndmask_b32_e64 v83, v114, v78, s[16:17]
	v_cndmask_b32_e64 v82, v115, v78, s[18:19]
	v_mov_b64_e32 v[84:85], s[20:21]
	v_pk_fma_f32 v[86:87], v[82:83], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[80:81], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[74:75], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[72:73], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[100:101], s[54:55]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[76:77], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[102:103], v[72:73], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[96:97], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[94:95], s[74:75], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[92:93], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[92:93], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[94:95], s[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[96:97], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[92:93], v[72:73], v[72:73]
	v_pk_fma_f32 v[104:105], v[74:75], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[106:107], v[80:81], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], v[82:83], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[102:103], v[92:93], v[72:73]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v73, v73, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v108
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[100:101], v[98:99], v[82:83]
	v_cndmask_b32_e32 v85, v79, v108, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v109
	v_pk_mul_f32 v[96:97], v[80:81], v[80:81]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v84, v79, v109, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[106:107], v[96:97], v[80:81]
	v_pk_mul_f32 v[82:83], v[82:83], v[86:87]
	v_cndmask_b32_e32 v87, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[94:95], v[74:75], v[74:75]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[74:75], v[104:105], v[94:95], v[74:75]
	v_pk_mul_f32 v[80:81], v[80:81], v[88:89]
	v_cndmask_b32_e32 v89, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[74:75], v[74:75], v[90:91]
	v_cndmask_b32_e64 v72, v72, 0, s[6:7]
	v_cndmask_b32_e32 v91, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v75, v75, 0, s[8:9]
	v_cndmask_b32_e64 v74, v74, 0, s[10:11]
	v_cndmask_b32_e64 v81, v81, 0, s[12:13]
	v_cndmask_b32_e64 v80, v80, 0, s[14:15]
	v_cndmask_b32_e64 v83, v83, 0, s[16:17]
	v_cndmask_b32_e64 v82, v82, 0, s[18:19]
	v_cndmask_b32_e32 v90, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[82:83], v[8:9]
	v_pk_add_f32 v[6:7], v[80:81], v[6:7]
	v_pk_add_f32 v[4:5], v[74:75], v[4:5]
	v_pk_add_f32 v[2:3], v[72:73], v[2:3]
	v_pk_fma_f32 v[16:17], v[82:83], v[90:91], v[16:17]
	v_pk_fma_f32 v[14:15], v[80:81], v[88:89], v[14:15]
	v_pk_fma_f32 v[12:13], v[74:75], v[86:87], v[12:13]
	v_pk_fma_f32 v[10:11], v[72:73], v[84:85], v[10:11]
.LBB0_124:
	s_or_b64 exec, exec, s[0:1]
	v_div_scale_f32 v72, s[0:1], s48, s48, v35
	v_rcp_f32_e32 v73, v72
	v_div_scale_f32 v74, vcc, v35, s48, v35
	v_fma_f32 v75, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v74, v73
	v_fma_f32 v80, -v72, v75, v74
	v_fmac_f32_e32 v75, v80, v73
	v_fma_f32 v72, -v72, v75, v74
	v_div_scale_f32 v74, s[0:1], s48, s48, v34
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v73, v75
	v_div_fixup_f32 v35, v72, s48, v35
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v34, s48, v34
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v33
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v34, v72, s48, v34
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v33, s48, v33
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v32
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v33, v72, s48, v33
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v32, s48, v32
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v31
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v32, v72, s48, v32
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v31, s48, v31
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v30
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v31, v72, s48, v31
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v30, s48, v30
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v29
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v30, v72, s48, v30
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v29, s48, v29
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v28
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v29, v72, s48, v29
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v28, s48, v28
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v28, v72, s48, v28
	v_cmp_gt_f32_e32 vcc, v32, v28
	s_nop 1
	v_cndmask_b32_e32 v72, v28, v32, vcc
	v_cmp_gt_f32_e32 vcc, v34, v30
	s_nop 1
	v_cndmask_b32_e32 v73, v30, v34, vcc
	v_cmp_gt_f32_e32 vcc, v33, v29
	s_nop 1
	v_cndmask_b32_e32 v74, v29, v33, vcc
	v_cmp_gt_f32_e32 vcc, v35, v31
	s_nop 1
	v_cndmask_b32_e32 v75, v31, v35, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v75, v74
	s_nop 1
	v_cndmask_b32_e32 v73, v74, v75, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v80, v59, v72, vcc
	v_cmp_neq_f32_e32 vcc, v80, v59
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_126
	v_sub_f32_e32 v72, v59, v80
	v_cmp_gt_f32_e32 vcc, s33, v72
	s_nop 1
	v_cndmask_b32_e32 v59, v72, v78, vcc
	v_fmamk_f32 v73, v59, 0x3fb8aa3b, v1
	v_add_f32_e32 v74, 0xcb400000, v73
	v_fmac_f32_e32 v59, 0xbf318000, v74
	v_fmac_f32_e32 v59, 0x395e8083, v74
	v_fmamk_f32 v75, v59, 0x39506967, v77
	v_fmaak_f32 v75, v75, v59, 0x3c088908
	v_fmaak_f32 v75, v75, v59, 0x3d2aa9c1
	v_fmaak_f32 v75, v75, v59, 0x3e2aaaaa
	v_mul_f32_e32 v74, v59, v59
	v_fma_f32 v75, v75, v59, 0.5
	v_fmac_f32_e32 v59, v75, v74
	v_add_f32_e32 v59, 1.0, v59
	v_lshl_add_u32 v73, v73, 23, 1.0
	v_mul_f32_e32 v59, v59, v73
	v_cndmask_b32_e64 v74, v59, 0, vcc
	v_pk_fma_f32 v[12:13], v[72:73], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[74:75], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[74:75], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[74:75], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[74:75], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[74:75], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[74:75], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[74:75], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[74:75], v[2:3] op_sel_hi:[0,1]
.LBB0_126:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v80
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_128
	v_sub_f32_e32 v59, v29, v80
	v_sub_f32_e32 v81, v28, v80
	v_sub_f32_e32 v110, v31, v80
	v_sub_f32_e32 v111, v30, v80
	v_sub_f32_e32 v112, v33, v80
	v_sub_f32_e32 v113, v32, v80
	v_sub_f32_e32 v114, v35, v80
	v_sub_f32_e32 v115, v34, v80
	v_cmp_gt_f32_e32 vcc, s33, v59
	v_cmp_gt_f32_e64 s[6:7], s33, v81
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v73, v59, v78, vcc
	v_cndmask_b32_e64 v72, v81, v78, s[6:7]
	v_cndmask_b32_e64 v75, v110, v78, s[8:9]
	v_cndmask_b32_e64 v74, v111, v78, s[10:11]
	v_cndmask_b32_e64 v83, v112, v78, s[12:13]
	v_cndmask_b32_e64 v82, v113, v78, s[14:15]
	v_cndmask_b32_e64 v85, v114, v78, s[16:17]
	v_cndmask_b32_e64 v84, v115, v78, s[18:19]
	v_mov_b64_e32 v[86:87], s[20:21]
	v_pk_fma_f32 v[88:89], v[84:85], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[82:83], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[74:75], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[72:73], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[102:103], s[54:55]
	v_pk_add_f32 v[100:101], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[100:101], s[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[100:101], s[76:77], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[98:99], v[92:93], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[104:105], v[72:73], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[98:99], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[96:97], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[94:95], s[74:75], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[94:95], s[76:77], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[96:97], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[98:99], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[72:73], v[72:73]
	v_pk_fma_f32 v[106:107], v[74:75], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[108:109], v[82:83], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[84:85], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[104:105], v[94:95], v[72:73]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[86:87]
	v_pk_mul_f32 v[100:101], v[84:85], v[84:85]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v73, v73, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v59
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[102:103], v[100:101], v[84:85]
	v_cndmask_b32_e32 v87, v79, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v81
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[84:85], v[84:85], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v81, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[108:109], v[98:99], v[82:83]
	v_pk_mul_f32 v[84:85], v[84:85], v[88:89]
	v_cndmask_b32_e32 v89, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[96:97], v[74:75], v[74:75]
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[74:75], v[106:107], v[96:97], v[74:75]
	v_pk_mul_f32 v[82:83], v[82:83], v[90:91]
	v_cndmask_b32_e32 v91, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_cndmask_b32_e32 v90, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[74:75], v[74:75], v[92:93]
	v_cndmask_b32_e64 v72, v72, 0, s[6:7]
	v_cndmask_b32_e32 v93, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v75, v75, 0, s[8:9]
	v_cndmask_b32_e64 v74, v74, 0, s[10:11]
	v_cndmask_b32_e64 v83, v83, 0, s[12:13]
	v_cndmask_b32_e64 v82, v82, 0, s[14:15]
	v_cndmask_b32_e64 v85, v85, 0, s[16:17]
	v_cndmask_b32_e64 v84, v84, 0, s[18:19]
	v_cndmask_b32_e32 v92, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[84:85], v[8:9]
	v_pk_add_f32 v[6:7], v[82:83], v[6:7]
	v_pk_add_f32 v[4:5], v[74:75], v[4:5]
	v_pk_add_f32 v[2:3], v[72:73], v[2:3]
	v_pk_fma_f32 v[16:17], v[84:85], v[92:93], v[16:17]
	v_pk_fma_f32 v[14:15], v[82:83], v[90:91], v[14:15]
	v_pk_fma_f32 v[12:13], v[74:75], v[88:89], v[12:13]
	v_pk_fma_f32 v[10:11], v[72:73], v[86:87], v[10:11]
.LBB0_128:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_u_f32_e64 s[8:9], v44, v52
	v_cmp_u_f32_e64 s[6:7], v45, v53
	v_cmp_u_f32_e64 s[30:31], v28, v36
	s_or_b64 s[8:9], s[8:9], s[94:95]
	v_cmp_u_f32_e32 vcc, v46, v54
	v_cmp_u_f32_e64 s[14:15], v49, v57
	v_cmp_u_f32_e64 s[34:35], v29, v37
	s_or_b64 s[6:7], s[6:7], s[96:97]
	s_or_b64 s[60:61], s[8:9], s[30:31]
	v_cmp_u_f32_e64 s[10:11], v47, v55
	v_cmp_u_f32_e64 s[36:37], v30, v38
	s_or_b64 s[0:1], s[14:15], s[90:91]
	s_or_b64 s[14:15], vcc, s[46:47]
	s_or_b64 s[58:59], s[6:7], s[34:35]
	s_andn2_b64 s[6:7], s[94:95], exec
	s_and_b64 s[8:9], s[60:61], exec
	v_cmp_u_f32_e64 s[12:13], v48, v56
	v_cmp_u_f32_e64 s[28:29], v31, v39
	s_or_b64 s[10:11], s[10:11], s[98:99]
	s_or_b64 s[36:37], s[14:15], s[36:37]
	s_or_b64 s[94:95], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[96:97], exec
	s_and_b64 s[8:9], s[58:59], exec
	v_cmp_u_f32_e64 s[26:27], v32, v40
	s_or_b64 s[12:13], s[12:13], s[86:87]
	s_or_b64 s[62:63], s[10:11], s[28:29]
	s_or_b64 s[96:97], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[46:47], exec
	s_and_b64 s[8:9], s[36:37], exec
	v_cmp_u_f32_e64 s[16:17], v50, v58
	v_cmp_u_f32_e64 s[24:25], v33, v41
	s_or_b64 s[68:69], s[12:13], s[26:27]
	s_or_b64 s[46:47], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[98:99], exec
	s_and_b64 s[8:9], s[62:63], exec
	v_cmp_u_f32_e64 s[18:19], v51, v18
	v_cmp_u_f32_e64 s[22:23], v34, v42
	s_or_b64 s[16:17], s[16:17], s[66:67]
	s_or_b64 s[0:1], s[0:1], s[24:25]
	s_or_b64 s[98:99], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[86:87], exec
	s_and_b64 s[8:9], s[68:69], exec
	v_cmp_u_f32_e64 s[20:21], v35, v43
	s_or_b64 s[18:19], s[18:19], s[64:65]
	s_or_b64 s[80:81], s[16:17], s[22:23]
	s_or_b64 s[86:87], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[90:91], exec
	s_and_b64 s[8:9], s[0:1], exec
	s_or_b64 s[82:83], s[18:19], s[20:21]
	s_or_b64 s[90:91], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[66:67], exec
	s_and_b64 s[8:9], s[80:81], exec
	s_or_b64 s[66:67], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[64:65], exec
	s_and_b64 s[8:9], s[82:83], exec
	s_or_b64 s[64:65], s[6:7], s[8:9]
	s_and_saveexec_b64 s[34:35], s[2:3]
	s_cbranch_execz .LBB0_9
	v_div_scale_f32 v18, s[2:3], s48, s48, v27
	v_rcp_f32_e32 v28, v18
	v_div_scale_f32 v29, vcc, v27, s48, v27
	v_fma_f32 v30, -v18, v28, 1.0
	v_fmac_f32_e32 v28, v30, v28
	v_mul_f32_e32 v30, v29, v28
	v_fma_f32 v31, -v18, v30, v29
	v_fmac_f32_e32 v30, v31, v28
	v_fma_f32 v18, -v18, v30, v29
	v_div_scale_f32 v29, s[2:3], s48, s48, v26
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v28, v30
	v_div_fixup_f32 v27, v18, s48, v27
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v26, s48, v26
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v25
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v26, v18, s48, v26
	v_fma_f32 v18, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v18, v30
	v_div_scale_f32 v18, vcc, v25, s48, v25
	v_mul_f32_e32 v28, v18, v30
	v_fma_f32 v31, -v29, v28, v18
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v24
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v30, v28
	v_div_fixup_f32 v25, v18, s48, v25
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v24, s48, v24
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v23
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v24, v18, s48, v24
	v_fma_f32 v18, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v18, v30
	v_div_scale_f32 v18, vcc, v23, s48, v23
	v_mul_f32_e32 v28, v18, v30
	v_fma_f32 v31, -v29, v28, v18
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v22
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v30, v28
	v_div_fixup_f32 v23, v18, s48, v23
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v22, s48, v22
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v21
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v22, v18, s48, v22
	v_fma_f32 v18, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v18, v30
	v_div_scale_f32 v18, vcc, v21, s48, v21
	v_mul_f32_e32 v28, v18, v30
	v_fma_f32 v31, -v29, v28, v18
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v20
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v30, v28
	v_div_fixup_f32 v21, v18, s48, v21
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v20, s48, v20
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v20, v18, s48, v20
	v_cmp_gt_f32_e32 vcc, v24, v20
	s_nop 1
	v_cndmask_b32_e32 v18, v20, v24, vcc
	v_cmp_gt_f32_e32 vcc, v26, v22
	s_nop 1
	v_cndmask_b32_e32 v28, v22, v26, vcc
	v_cmp_gt_f32_e32 vcc, v25, v21
	s_nop 1
	v_cndmask_b32_e32 v29, v21, v25, vcc
	v_cmp_gt_f32_e32 vcc, v27, v23
	s_nop 1
	v_cndmask_b32_e32 v30, v23, v27, vcc
	v_cmp_gt_f32_e32 vcc, v28, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v28, vcc
	v_cmp_gt_f32_e32 vcc, v30, v29
	s_nop 1
	v_cndmask_b32_e32 v28, v29, v30, vcc
	v_cmp_gt_f32_e32 vcc, v28, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v28, vcc
	v_cmp_gt_f32_e32 vcc, v18, v80
	s_nop 1
	v_cndmask_b32_e32 v18, v80, v18, vcc
	v_cmp_neq_f32_e32 vcc, v18, v80
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_131
	v_sub_f32_e32 v28, v80, v18
	v_cmp_gt_f32_e32 vcc, s33, v28
	s_nop 1
	v_cndmask_b32_e32 v29, v28, v78, vcc
	v_fmamk_f32 v30, v29, 0x3fb8aa3b, v1
	v_add_f32_e32 v31, 0xcb400000, v30
	v_fmac_f32_e32 v29, 0xbf318000, v31
	v_fmac_f32_e32 v29, 0x395e8083, v31
	v_fmamk_f32 v32, v29, 0x39506967, v77
	v_fmaak_f32 v32, v32, v29, 0x3c088908
	v_fmaak_f32 v32, v32, v29, 0x3d2aa9c1
	v_fmaak_f32 v32, v32, v29, 0x3e2aaaaa
	v_mul_f32_e32 v31, v29, v29
	v_fma_f32 v32, v32, v29, 0.5
	v_fmac_f32_e32 v29, v32, v31
	v_add_f32_e32 v29, 1.0, v29
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_mul_f32_e32 v29, v29, v30
	v_cndmask_b32_e64 v30, v29, 0, vcc
	v_pk_fma_f32 v[12:13], v[28:29], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[28:29], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[28:29], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[28:29], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[30:31], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[30:31], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[30:31], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[30:31], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[30:31], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[30:31], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[30:31], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[30:31], v[2:3] op_sel_hi:[0,1]
.LBB0_131:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_u_f32_e32 vcc, v27, v27
	v_cmp_u_f32_e64 s[2:3], v26, v26
	v_cmp_u_f32_e64 s[4:5], v25, v25
	v_cmp_u_f32_e64 s[6:7], v24, v24
	v_cmp_u_f32_e64 s[8:9], v23, v23
	v_cmp_u_f32_e64 s[10:11], v20, v20
	v_cmp_u_f32_e64 s[12:13], v21, v21
	v_cmp_u_f32_e64 s[14:15], v22, v22
	v_cmp_neq_f32_e64 s[16:17], s56, v18
	v_mov_b32_e32 v80, 0xff800000
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_xor_b64 s[38:39], exec, s[18:19]
	s_cbranch_execz .LBB0_8
	v_sub_f32_e32 v52, v21, v18
	v_sub_f32_e32 v53, v20, v18
	v_sub_f32_e32 v54, v23, v18
	v_sub_f32_e32 v55, v22, v18
	v_sub_f32_e32 v56, v25, v18
	v_sub_f32_e32 v57, v24, v18
	v_sub_f32_e32 v58, v27, v18
	v_sub_f32_e32 v59, v26, v18
	v_cmp_gt_f32_e64 s[16:17], s33, v52
	v_cmp_gt_f32_e64 s[18:19], s33, v53
	v_cmp_gt_f32_e64 s[20:21], s33, v54
	v_cmp_gt_f32_e64 s[22:23], s33, v55
	v_cmp_gt_f32_e64 s[24:25], s33, v56
	v_cmp_gt_f32_e64 s[26:27], s33, v57
	v_cmp_gt_f32_e64 s[28:29], s33, v58
	v_cmp_gt_f32_e64 s[30:31], s33, v59
	s_mov_b32 s54, 0x4b400000
	v_cndmask_b32_e64 v21, v52, v78, s[16:17]
	v_cndmask_b32_e64 v20, v53, v78, s[18:19]
	v_cndmask_b32_e64 v23, v54, v78, s[20:21]
	v_cndmask_b32_e64 v22, v55, v78, s[22:23]
	v_cndmask_b32_e64 v25, v56, v78, s[24:25]
	v_cndmask_b32_e64 v24, v57, v78, s[26:27]
	v_cndmask_b32_e64 v27, v58, v78, s[28:29]
	v_cndmask_b32_e64 v26, v59, v78, s[30:31]
	v_mov_b64_e32 v[28:29], s[54:55]
	v_pk_fma_f32 v[30:31], v[26:27], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[24:25], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[22:23], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[20:21], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	s_mov_b32 s54, 0x3ab743ce
	v_pk_add_f32 v[42:43], v[28:29], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[44:45], s[54:55]
	v_pk_fma_f32 v[20:21], v[42:43], s[74:75], v[20:21] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[36:37], v[30:31], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[20:21], v[42:43], s[76:77], v[20:21] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[38:39], v[32:33], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[46:47], v[20:21], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[40:41], v[34:35], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[40:41], s[74:75], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[38:39], s[74:75], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[36:37], s[74:75], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[36:37], s[76:77], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[38:39], s[76:77], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[40:41], s[76:77], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[36:37], v[20:21], v[20:21]
	v_pk_fma_f32 v[48:49], v[22:23], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[50:51], v[24:25], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[26:27], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[20:21], v[46:47], v[36:37], v[20:21]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], s[88:89] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[20:21], v[20:21], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], s[92:93] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[28:29]
	v_pk_mul_f32 v[42:43], v[26:27], v[26:27]
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v21, v21, 0, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v52
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[44:45], v[42:43], v[26:27]
	v_cndmask_b32_e64 v29, v79, v52, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v53
	v_pk_mul_f32 v[40:41], v[24:25], v[24:25]
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], s[88:89] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[26:27], v[26:27], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_cndmask_b32_e64 v28, v79, v53, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v54
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], s[92:93] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[50:51], v[40:41], v[24:25]
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31]
	v_cndmask_b32_e64 v31, v79, v54, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v55
	v_pk_mul_f32 v[38:39], v[22:23], v[22:23]
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[24:25], v[24:25], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v33, v33, 23, 1.0
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_cndmask_b32_e64 v30, v79, v55, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v56
	v_pk_fma_f32 v[22:23], v[48:49], v[38:39], v[22:23]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33]
	v_cndmask_b32_e64 v33, v79, v56, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v57
	v_pk_add_f32 v[22:23], v[22:23], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v35, v35, 23, 1.0
	v_lshl_add_u32 v34, v34, 23, 1.0
	v_cndmask_b32_e64 v32, v79, v57, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v58
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35]
	v_cndmask_b32_e64 v20, v20, 0, s[18:19]
	v_cndmask_b32_e64 v35, v79, v58, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v59
	v_cndmask_b32_e64 v23, v23, 0, s[20:21]
	v_cndmask_b32_e64 v22, v22, 0, s[22:23]
	v_cndmask_b32_e64 v25, v25, 0, s[24:25]
	v_cndmask_b32_e64 v24, v24, 0, s[26:27]
	v_cndmask_b32_e64 v27, v27, 0, s[28:29]
	v_cndmask_b32_e64 v26, v26, 0, s[30:31]
	v_cndmask_b32_e64 v34, v79, v59, s[16:17]
	v_pk_add_f32 v[8:9], v[26:27], v[8:9]
	v_pk_add_f32 v[6:7], v[24:25], v[6:7]
	v_pk_add_f32 v[4:5], v[22:23], v[4:5]
	v_pk_add_f32 v[2:3], v[20:21], v[2:3]
	v_pk_fma_f32 v[16:17], v[26:27], v[34:35], v[16:17]
	v_pk_fma_f32 v[14:15], v[24:25], v[32:33], v[14:15]
	v_pk_fma_f32 v[12:13], v[22:23], v[30:31], v[12:13]
	v_pk_fma_f32 v[10:11], v[20:21], v[28:29], v[10:11]
	v_mov_b32_e32 v80, v18
	s_branch .LBB0_8
.LBB0_133:
	v_cndmask_b32_e64 v1, 0, 1, s[46:47]
	v_cndmask_b32_e64 v18, 0, 1, s[98:99]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v18, 3, v18
	v_or_b32_e32 v1, v18, v1
	v_cndmask_b32_e64 v18, 0, 1, s[96:97]
	v_lshlrev_b16_e32 v18, 1, v18
	v_cndmask_b32_e64 v19, 0, 1, s[94:95]
	v_or_b32_e32 v18, v19, v18
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v18, v1
	v_cndmask_b32_e64 v18, 0, 1, s[66:67]
	v_cndmask_b32_e64 v19, 0, 1, s[64:65]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v19, 3, v19
	v_or_b32_e32 v18, v19, v18
	v_cndmask_b32_e64 v19, 0, 1, s[90:91]
	v_lshlrev_b16_e32 v19, 1, v19
	v_cndmask_b32_e64 v20, 0, 1, s[86:87]
	v_or_b32_e32 v19, v20, v19
	v_and_b32_e32 v19, 3, v19
	v_or_b32_e32 v18, v19, v18
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v18, 4, v18
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_or_b32_e32 v1, v1, v18
	v_mov_b32_e32 v18, 0
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_mov_b32_e32 v19, 0x7fc00000
	v_cmp_eq_u16_sdwa vcc, v1, v18 src0_sel:BYTE_0 src1_sel:DWORD
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v6, v19, v2, vcc
	v_pk_add_f32 v[2:3], v[12:13], v[16:17]
	v_pk_add_f32 v[4:5], v[10:11], v[14:15]
	v_and_b32_e32 v0, 0xfc, v0
	v_cndmask_b32_e32 v1, v19, v80, vcc
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_xor_b32_e32 v4, 64, v0
	ds_bpermute_b32 v5, v4, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e32 v2, v19, v2, vcc
	s_mov_b32 s1, 0xc2aeac50
	v_mov_b32_e32 v9, 0xc2aeac50
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v5, v5
	v_cmp_lt_f32_e64 s[2:3], v1, v5
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v8, v1, v5, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	v_cndmask_b32_e64 v7, v5, v1, s[2:3]
	v_mov_b32_e32 v10, 0x4b400000
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_sub_f32_e32 v7, v7, v8
	v_cmp_gt_f32_e32 vcc, s1, v7
	v_mov_b32_e32 v13, 0x3ab743ce
	s_mov_b32 s0, 0xff800000
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_fmamk_f32 v11, v7, 0x3fb8aa3b, v10
	v_add_f32_e32 v12, 0xcb400000, v11
	v_fmac_f32_e32 v7, 0xbf318000, v12
	v_fmac_f32_e32 v7, 0x395e8083, v12
	v_fmamk_f32 v14, v7, 0x39506967, v13
	v_fmaak_f32 v14, v14, v7, 0x3c088908
	v_fmaak_f32 v14, v14, v7, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v7, 0x3e2aaaaa
	v_mul_f32_e32 v12, v7, v7
	v_fma_f32 v14, v14, v7, 0.5
	v_fmac_f32_e32 v7, v14, v12
	v_add_f32_e32 v7, 1.0, v7
	v_lshl_add_u32 v11, v11, 23, 1.0
	v_mul_f32_e32 v7, v7, v11
	ds_bpermute_b32 v3, v4, v6
	ds_bpermute_b32 v4, v4, v2
	v_cndmask_b32_e64 v7, v7, 0, vcc
	v_cmp_eq_f32_e32 vcc, v1, v8
	v_cmp_eq_f32_e64 s[2:3], v8, v5
	v_cmp_eq_f32_e64 s[4:5], s0, v5
	v_cndmask_b32_e64 v11, v7, 1.0, vcc
	v_cndmask_b32_e64 v7, v7, 1.0, s[2:3]
	v_sub_f32_e32 v5, v5, v8
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v5, v5, 0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s0, v1
	v_sub_f32_e32 v1, v1, v8
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v1, v1, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v5, v3
	v_fmac_f32_e32 v2, v1, v6
	v_xor_b32_e32 v1, 32, v0
	v_mul_f32_e32 v12, v7, v3
	v_mul_f32_e32 v3, v4, v7
	ds_bpermute_b32 v4, v1, v8
	v_mul_f32_e32 v14, v6, v11
	v_mul_f32_e32 v2, v2, v11
	v_add_f32_e32 v12, v14, v12
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v8, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v8, v4, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cndmask_b32_e64 v5, v4, v8, s[2:3]
	ds_bpermute_b32 v3, v1, v12
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_sub_f32_e32 v5, v5, v6
	v_cmp_gt_f32_e32 vcc, s1, v5
	ds_bpermute_b32 v1, v1, v2
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_fmamk_f32 v7, v5, 0x3fb8aa3b, v10
	v_add_f32_e32 v11, 0xcb400000, v7
	v_fmac_f32_e32 v5, 0xbf318000, v11
	v_fmac_f32_e32 v5, 0x395e8083, v11
	v_fmamk_f32 v14, v5, 0x39506967, v13
	v_fmaak_f32 v14, v14, v5, 0x3c088908
	v_fmaak_f32 v14, v14, v5, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v5, 0x3e2aaaaa
	v_mul_f32_e32 v11, v5, v5
	v_fma_f32 v14, v14, v5, 0.5
	v_fmac_f32_e32 v5, v14, v11
	v_add_f32_e32 v5, 1.0, v5
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v5, v5, v7
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_eq_f32_e32 vcc, v8, v6
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_sub_f32_e32 v4, v4, v6
	v_cndmask_b32_e64 v7, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s0, v8
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v11, v5, v3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v4, v3
	v_sub_f32_e32 v3, v8, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v2, v3, v12
	v_xor_b32_e32 v3, 16, v0
	ds_bpermute_b32 v4, v3, v6
	v_mul_f32_e32 v14, v12, v7
	v_mul_f32_e32 v2, v2, v7
	v_mul_f32_e32 v1, v1, v5
	v_add_f32_e32 v11, v14, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v6, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v7, v6, v4, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v5, v4, v6, s[2:3]
	v_add_f32_e32 v1, v2, v1
	v_cndmask_b32_e32 v7, v7, v6, vcc
	v_sub_f32_e32 v5, v5, v7
	v_cmp_gt_f32_e32 vcc, s1, v5
	ds_bpermute_b32 v2, v3, v11
	ds_bpermute_b32 v3, v3, v1
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v10
	v_add_f32_e32 v12, 0xcb400000, v8
	v_fmac_f32_e32 v5, 0xbf318000, v12
	v_fmac_f32_e32 v5, 0x395e8083, v12
	v_fmamk_f32 v14, v5, 0x39506967, v13
	v_fmaak_f32 v14, v14, v5, 0x3c088908
	v_fmaak_f32 v14, v14, v5, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v5, 0x3e2aaaaa
	v_mul_f32_e32 v12, v5, v5
	v_fma_f32 v14, v14, v5, 0.5
	v_fmac_f32_e32 v5, v14, v12
	v_add_f32_e32 v5, 1.0, v5
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_eq_f32_e32 vcc, v6, v7
	v_cmp_eq_f32_e64 s[2:3], v7, v4
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	v_sub_f32_e32 v4, v4, v7
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	v_cmp_eq_f32_e64 s[2:3], s0, v6
	v_mul_f32_e32 v12, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_sub_f32_e32 v3, v6, v7
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v11
	v_xor_b32_e32 v3, 8, v0
	ds_bpermute_b32 v4, v3, v7
	v_mul_f32_e32 v14, v11, v8
	v_mul_f32_e32 v1, v1, v8
	v_add_f32_e32 v12, v14, v12
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v7, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v7, v4, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	ds_bpermute_b32 v2, v3, v12
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_sub_f32_e32 v5, v5, v6
	v_cmp_gt_f32_e32 vcc, s1, v5
	ds_bpermute_b32 v3, v3, v1
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v10
	v_add_f32_e32 v11, 0xcb400000, v8
	v_fmac_f32_e32 v5, 0xbf318000, v11
	v_fmac_f32_e32 v5, 0x395e8083, v11
	v_fmamk_f32 v14, v5, 0x39506967, v13
	v_fmaak_f32 v14, v14, v5, 0x3c088908
	v_fmaak_f32 v14, v14, v5, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v5, 0x3e2aaaaa
	v_mul_f32_e32 v11, v5, v5
	v_fma_f32 v14, v14, v5, 0.5
	v_fmac_f32_e32 v5, v14, v11
	v_add_f32_e32 v5, 1.0, v5
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_eq_f32_e32 vcc, v7, v6
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_sub_f32_e32 v4, v4, v6
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_xor_b32_e32 v0, 4, v0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	ds_bpermute_b32 v4, v0, v6
	v_cmp_eq_f32_e64 s[2:3], s0, v7
	v_mul_f32_e32 v11, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_sub_f32_e32 v3, v7, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v6, v4
	v_mul_f32_e32 v1, v1, v8
	s_or_b64 vcc, vcc, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v2, v6, v4, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v3, v4, v6, s[2:3]
	v_mov_b32_e32 v15, 0x3c088908
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_sub_f32_e32 v3, v3, v2
	v_cmp_gt_f32_e32 vcc, s1, v3
	v_mov_b32_e32 v16, 0x3d2aa9c1
	v_mov_b32_e32 v17, 0x3e2aaaaa
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_fmac_f32_e32 v10, 0x3fb8aa3b, v3
	v_add_f32_e32 v7, 0xcb400000, v10
	v_fmac_f32_e32 v3, 0xbf318000, v7
	v_fmac_f32_e32 v3, 0x395e8083, v7
	v_fmac_f32_e32 v13, 0x39506967, v3
	v_fmac_f32_e32 v15, v13, v3
	v_fmac_f32_e32 v16, v15, v3
	v_fmac_f32_e32 v17, v16, v3
	v_mul_f32_e32 v14, v12, v8
	v_mul_f32_e32 v7, v3, v3
	v_fma_f32 v8, v17, v3, 0.5
	v_add_f32_e32 v11, v14, v11
	v_fmac_f32_e32 v3, v8, v7
	ds_bpermute_b32 v5, v0, v11
	ds_bpermute_b32 v0, v0, v1
	v_add_f32_e32 v3, 1.0, v3
	v_lshl_add_u32 v7, v10, 23, 1.0
	v_mul_f32_e32 v3, v3, v7
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_cmp_eq_f32_e64 s[2:3], v2, v4
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_sub_f32_e32 v4, v4, v2
	v_cndmask_b32_e64 v8, v3, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cmp_eq_f32_e32 vcc, v6, v2
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s0, v6
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v0, v4, v5
	v_sub_f32_e32 v4, v6, v2
	s_or_b64 s[0:1], s[2:3], vcc
	v_cndmask_b32_e64 v4, v4, 0, s[0:1]
	v_cndmask_b32_e64 v7, v3, 1.0, vcc
	v_fmac_f32_e32 v1, v4, v11
	v_mul_f32_e32 v3, v8, v5
	v_mul_f32_e32 v9, v11, v7
	v_mul_f32_e32 v0, v0, v8
	v_mul_f32_e32 v1, v1, v7
	v_readlane_b32 s16, v76, 4
	v_readlane_b32 s0, v76, 6
	v_add_f32_e32 v3, v9, v3
	v_add_f32_e32 v4, v1, v0
	v_readlane_b32 s17, v76, 5
	v_readlane_b32 s1, v76, 7
.LBB0_134:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
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
	v_writelane_b32 v76, s0, 8
	v_mov_b64_e32 v[4:5], s[6:7]
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[16:17], v[8:9]
	v_writelane_b32 v76, s1, 9
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[0:1], -1
	v_mov_b32_e32 v19, 0xff800000
	s_mov_b32 s56, 0xff800000
	s_mov_b32 s33, 0xc2aeac50
	v_mov_b32_e32 v1, 0x4b400000
	s_mov_b32 s70, 0x3fb8aa3b
	s_mov_b32 s72, 0xcb400000
	s_mov_b32 s74, 0xbf318000
	s_mov_b32 s76, 0x395e8083
	v_mov_b32_e32 v77, 0x3ab743ce
	s_mov_b32 s78, 0x39506967
	s_mov_b32 s54, 0x3ab743ce
	s_mov_b32 s84, 0x3c088908
	s_mov_b32 s86, 0x3d2aa9c1
	s_mov_b32 s90, 0x3e2aaaaa
	s_mov_b32 s49, 0xc3000000
	v_mov_b32_e32 v78, 0xc2aeac50
	v_mov_b32_e32 v79, 0xc3000000
	s_mov_b64 s[92:93], 0
	s_mov_b64 s[88:89], 0
	s_mov_b64 s[96:97], 0
	s_mov_b64 s[98:99], 0
	s_mov_b64 s[94:95], 0
	s_mov_b64 s[46:47], 0
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v80, 0xff800000
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
	s_branch .LBB0_138
.LBB0_136:
	s_or_b64 exec, exec, s[38:39]
	s_or_b64 s[10:11], s[10:11], s[58:59]
	s_or_b64 s[12:13], s[12:13], s[36:37]
	s_andn2_b64 s[16:17], s[46:47], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_or_b64 s[0:1], s[14:15], s[0:1]
	s_or_b64 s[46:47], s[16:17], s[10:11]
	s_andn2_b64 s[10:11], s[94:95], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[8:9], s[8:9], s[60:61]
	s_or_b64 s[94:95], s[10:11], s[12:13]
	s_andn2_b64 s[10:11], s[98:99], exec
	s_and_b64 s[0:1], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[62:63]
	s_or_b64 s[98:99], s[10:11], s[0:1]
	s_andn2_b64 s[0:1], s[96:97], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[4:5], s[4:5], s[68:69]
	s_or_b64 s[96:97], s[0:1], s[8:9]
	s_andn2_b64 s[0:1], s[88:89], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[2:3], s[2:3], s[80:81]
	s_or_b64 s[88:89], s[0:1], s[6:7]
	s_andn2_b64 s[0:1], s[92:93], exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 s[14:15], vcc, s[82:83]
	s_or_b64 s[92:93], s[0:1], s[4:5]
	s_andn2_b64 s[0:1], s[66:67], exec
	s_and_b64 s[2:3], s[2:3], exec
	s_or_b64 s[66:67], s[0:1], s[2:3]
	s_andn2_b64 s[0:1], s[64:65], exec
	s_and_b64 s[2:3], s[14:15], exec
	s_or_b64 s[64:65], s[0:1], s[2:3]
.LBB0_137:
	s_or_b64 exec, exec, s[34:35]
	v_readlane_b32 s2, v76, 10
	v_readlane_b32 s3, v76, 11
	s_mov_b64 s[16:17], 0xa0
	s_mov_b64 s[0:1], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_261
.LBB0_138:
	v_mov_b32_e32 v27, s17
	v_or_b32_e32 v26, s16, v66
	v_lshlrev_b64 v[20:21], 3, v[26:27]
	v_lshlrev_b64 v[22:23], 5, v[26:27]
	v_lshl_add_u64 v[28:29], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_140
	flat_load_dwordx4 v[56:59], v[28:29] offset:16
	flat_load_dwordx4 v[52:55], v[28:29]
.LBB0_140:
	s_andn2_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_158
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v30, 2, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 4, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 5, v20
	v_mov_b32_e32 v35, v21
	v_or_b32_e32 v36, 7, v20
	v_mov_b32_e32 v37, v21
	v_or_b32_e32 v38, 6, v20
	v_mov_b32_e32 v39, v21
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[52:53], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[70:71]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[54:55], s[58:59]
	v_mov_b64_e32 v[56:57], s[60:61]
	v_mov_b64_e32 v[58:59], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_143
	flat_load_dword v18, v[28:29]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[58:59], v[24:25]
	v_mov_b64_e32 v[56:57], v[22:23]
	v_mov_b64_e32 v[54:55], v[20:21]
	v_mov_b64_e32 v[52:53], v[18:19]
.LBB0_143:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_145
	flat_load_dword v53, v[28:29] offset:4
.LBB0_145:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_147
	flat_load_dword v54, v[28:29] offset:8
.LBB0_147:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_149
	flat_load_dword v55, v[28:29] offset:12
.LBB0_149:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_151
	flat_load_dword v56, v[28:29] offset:16
.LBB0_151:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_153
	flat_load_dword v57, v[28:29] offset:20
.LBB0_153:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_155
	flat_load_dword v58, v[28:29] offset:24
.LBB0_155:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_157
	flat_load_dword v59, v[28:29] offset:28
.LBB0_157:
	s_or_b64 exec, exec, s[2:3]
.LBB0_158:
	s_or_b64 exec, exec, s[18:19]
	s_xor_b64 s[0:1], s[0:1], -1
	v_writelane_b32 v76, s0, 10
	s_nop 1
	v_writelane_b32 v76, s1, 11
	s_add_u32 s0, s16, 32
	s_addc_u32 s1, s17, 0
	v_mov_b32_e32 v23, s1
	v_or_b32_e32 v22, s0, v66
	v_lshlrev_b64 v[20:21], 3, v[22:23]
	v_lshlrev_b64 v[22:23], 5, v[22:23]
	v_lshl_add_u64 v[28:29], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_160
	flat_load_dwordx4 v[48:51], v[28:29] offset:16
	flat_load_dwordx4 v[44:47], v[28:29]
.LBB0_160:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_178
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v30, 2, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 4, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 5, v20
	v_mov_b32_e32 v35, v21
	v_or_b32_e32 v36, 7, v20
	v_mov_b32_e32 v37, v21
	v_or_b32_e32 v38, 6, v20
	v_mov_b32_e32 v39, v21
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[44:45], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[38:39], v[70:71]
	v_cmp_lt_u64_e64 s[12:13], v[36:37], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[46:47], s[58:59]
	v_mov_b64_e32 v[48:49], s[60:61]
	v_mov_b64_e32 v[50:51], s[62:63]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_163
	flat_load_dword v18, v[28:29]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[50:51], v[24:25]
	v_mov_b64_e32 v[48:49], v[22:23]
	v_mov_b64_e32 v[46:47], v[20:21]
	v_mov_b64_e32 v[44:45], v[18:19]
.LBB0_163:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_165
	flat_load_dword v45, v[28:29] offset:4
.LBB0_165:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_167
	flat_load_dword v46, v[28:29] offset:8
.LBB0_167:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_169
	flat_load_dword v47, v[28:29] offset:12
.LBB0_169:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_171
	flat_load_dword v48, v[28:29] offset:16
.LBB0_171:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_173
	flat_load_dword v49, v[28:29] offset:20
.LBB0_173:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_175
	flat_load_dword v50, v[28:29] offset:24
.LBB0_175:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_177
	flat_load_dword v51, v[28:29] offset:28
.LBB0_177:
	s_or_b64 exec, exec, s[2:3]
.LBB0_178:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v26, 64, v26
	v_lshlrev_b64 v[20:21], 3, v[26:27]
	v_lshlrev_b64 v[22:23], 5, v[26:27]
	v_lshl_add_u64 v[26:27], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_180
	flat_load_dwordx4 v[40:43], v[26:27] offset:16
	flat_load_dwordx4 v[36:39], v[26:27]
.LBB0_180:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_198
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v36, 6, v20
	v_mov_b32_e32 v37, v21
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v28, 2, v20
	v_mov_b32_e32 v29, v21
	v_or_b32_e32 v30, 4, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 5, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 7, v20
	v_mov_b32_e32 v35, v21
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[70:71]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[36:37], s[56:57]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[38:39], s[58:59]
	v_mov_b64_e32 v[40:41], s[60:61]
	v_mov_b64_e32 v[42:43], s[62:63]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_183
	flat_load_dword v18, v[26:27]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[42:43], v[24:25]
	v_mov_b64_e32 v[40:41], v[22:23]
	v_mov_b64_e32 v[38:39], v[20:21]
	v_mov_b64_e32 v[36:37], v[18:19]
.LBB0_183:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_185
	flat_load_dword v37, v[26:27] offset:4
.LBB0_185:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_187
	flat_load_dword v38, v[26:27] offset:8
.LBB0_187:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_189
	flat_load_dword v39, v[26:27] offset:12
.LBB0_189:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_191
	flat_load_dword v40, v[26:27] offset:16
.LBB0_191:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_193
	flat_load_dword v41, v[26:27] offset:20
.LBB0_193:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_195
	flat_load_dword v42, v[26:27] offset:24
.LBB0_195:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_197
	flat_load_dword v43, v[26:27] offset:28
.LBB0_197:
	s_or_b64 exec, exec, s[2:3]
.LBB0_198:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s16, 0x60
	s_addc_u32 s1, s17, 0
	v_mov_b32_e32 v23, s1
	v_or_b32_e32 v22, s0, v66
	v_lshlrev_b64 v[20:21], 3, v[22:23]
	v_lshlrev_b64 v[22:23], 5, v[22:23]
	v_lshl_add_u64 v[26:27], v[68:69], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, 8
	v_cmp_le_u64_e32 vcc, v[22:23], v[70:71]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_200
	flat_load_dwordx4 v[32:35], v[26:27] offset:16
	flat_load_dwordx4 v[28:31], v[26:27]
.LBB0_200:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_218
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v28, 2, v20
	v_mov_b32_e32 v29, v21
	v_or_b32_e32 v30, 4, v20
	v_mov_b32_e32 v31, v21
	v_or_b32_e32 v32, 5, v20
	v_mov_b32_e32 v33, v21
	v_or_b32_e32 v34, 7, v20
	v_mov_b32_e32 v35, v21
	s_mov_b32 s57, s56
	v_or_b32_e32 v22, 1, v20
	v_mov_b32_e32 v23, v21
	v_or_b32_e32 v24, 3, v20
	v_mov_b32_e32 v25, v21
	v_or_b32_e32 v72, 6, v20
	v_mov_b32_e32 v73, v21
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[70:71]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[70:71]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[28:29], s[56:57]
	v_cmp_lt_u64_e64 s[14:15], v[72:73], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[20:21], v[70:71]
	v_mov_b64_e32 v[30:31], s[58:59]
	v_mov_b64_e32 v[32:33], s[60:61]
	v_mov_b64_e32 v[34:35], s[62:63]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_203
	flat_load_dword v18, v[26:27]
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[34:35], v[24:25]
	v_mov_b64_e32 v[32:33], v[22:23]
	v_mov_b64_e32 v[30:31], v[20:21]
	v_mov_b64_e32 v[28:29], v[18:19]
.LBB0_203:
	s_or_b64 exec, exec, s[18:19]
	v_cndmask_b32_e64 v18, 0, 1, s[14:15]
	v_cndmask_b32_e64 v20, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[10:11]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[8:9]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v18, v20, v18
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_cndmask_b32_e64 v21, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, vcc
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v20, 15, v20
	v_or_b32_e32 v18, v20, v18
	v_lshrrev_b16_e32 v20, 1, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_205
	flat_load_dword v29, v[26:27] offset:4
.LBB0_205:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 2, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_207
	flat_load_dword v30, v[26:27] offset:8
.LBB0_207:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 3, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_209
	flat_load_dword v31, v[26:27] offset:12
.LBB0_209:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 4, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_211
	flat_load_dword v32, v[26:27] offset:16
.LBB0_211:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 5, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_213
	flat_load_dword v33, v[26:27] offset:20
.LBB0_213:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v20, 6, v18
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_215
	flat_load_dword v34, v[26:27] offset:24
.LBB0_215:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_217
	flat_load_dword v35, v[26:27] offset:28
.LBB0_217:
	s_or_b64 exec, exec, s[2:3]
.LBB0_218:
	s_or_b64 exec, exec, s[0:1]
	s_add_u32 s0, s16, 0x80
	s_addc_u32 s1, s17, 0
	v_mov_b32_e32 v73, s1
	v_or_b32_e32 v72, s0, v66
	s_mov_b64 s[0:1], 0x129
	v_cmp_gt_u64_e64 s[2:3], s[0:1], v[72:73]
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_240
	v_lshlrev_b64 v[74:75], 3, v[72:73]
	v_lshlrev_b64 v[20:21], 5, v[72:73]
	v_lshl_add_u64 v[72:73], v[68:69], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[74:75], 0, 8
	v_cmp_le_u64_e32 vcc, v[20:21], v[70:71]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_221
	flat_load_dwordx4 v[20:23], v[72:73]
	flat_load_dwordx4 v[24:27], v[72:73] offset:16
.LBB0_221:
	s_andn2_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB0_239
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v20, 1, v74
	v_mov_b32_e32 v21, v75
	v_or_b32_e32 v22, 3, v74
	v_mov_b32_e32 v23, v75
	v_or_b32_e32 v24, 2, v74
	v_mov_b32_e32 v25, v75
	v_or_b32_e32 v26, 4, v74
	v_mov_b32_e32 v27, v75
	s_mov_b32 s57, s56
	v_or_b32_e32 v82, 5, v74
	v_mov_b32_e32 v83, v75
	v_or_b32_e32 v84, 7, v74
	v_mov_b32_e32 v85, v75
	v_or_b32_e32 v86, 6, v74
	v_mov_b32_e32 v87, v75
	v_cmp_lt_u64_e64 s[10:11], v[26:27], v[70:71]
	v_cmp_lt_u64_e64 s[8:9], v[24:25], v[70:71]
	v_cmp_lt_u64_e64 s[6:7], v[22:23], v[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[70:71]
	s_mov_b32 s58, s56
	s_mov_b32 s59, s56
	s_mov_b32 s60, s56
	s_mov_b32 s61, s56
	s_mov_b32 s62, s56
	s_mov_b32 s63, s56
	v_mov_b64_e32 v[20:21], s[56:57]
	v_cmp_lt_u64_e64 s[16:17], v[86:87], v[70:71]
	v_cmp_lt_u64_e64 s[14:15], v[84:85], v[70:71]
	v_cmp_lt_u64_e64 s[12:13], v[82:83], v[70:71]
	v_cmp_lt_u64_e32 vcc, v[74:75], v[70:71]
	v_mov_b64_e32 v[22:23], s[58:59]
	v_mov_b64_e32 v[24:25], s[60:61]
	v_mov_b64_e32 v[26:27], s[62:63]
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_224
	flat_load_dword v18, v[72:73]
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	v_mov_b32_e32 v24, v19
	v_mov_b32_e32 v25, v19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[26:27], v[24:25]
	v_mov_b64_e32 v[24:25], v[22:23]
	v_mov_b64_e32 v[22:23], v[20:21]
	v_mov_b64_e32 v[20:21], v[18:19]
.LBB0_224:
	s_or_b64 exec, exec, s[20:21]
	v_cndmask_b32_e64 v18, 0, 1, s[16:17]
	v_cndmask_b32_e64 v74, 0, 1, s[14:15]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v74, 3, v74
	v_or_b32_e32 v18, v74, v18
	v_cndmask_b32_e64 v74, 0, 1, s[12:13]
	v_lshlrev_b16_e32 v74, 1, v74
	v_cndmask_b32_e64 v75, 0, 1, s[10:11]
	v_or_b32_e32 v74, v75, v74
	v_and_b32_e32 v74, 3, v74
	v_or_b32_e32 v18, v74, v18
	v_cndmask_b32_e64 v74, 0, 1, s[8:9]
	v_cndmask_b32_e64 v75, 0, 1, s[6:7]
	v_lshlrev_b16_e32 v74, 2, v74
	v_lshlrev_b16_e32 v75, 3, v75
	v_or_b32_e32 v74, v75, v74
	v_cndmask_b32_e64 v75, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v75, 1, v75
	v_cndmask_b32_e64 v81, 0, 1, vcc
	v_or_b32_e32 v75, v81, v75
	v_and_b32_e32 v75, 3, v75
	v_or_b32_e32 v74, v75, v74
	v_lshlrev_b16_e32 v18, 4, v18
	v_and_b32_e32 v74, 15, v74
	v_or_b32_e32 v18, v74, v18
	v_lshrrev_b16_e32 v74, 1, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_226
	flat_load_dword v21, v[72:73] offset:4
.LBB0_226:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 2, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_228
	flat_load_dword v22, v[72:73] offset:8
.LBB0_228:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 3, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_230
	flat_load_dword v23, v[72:73] offset:12
.LBB0_230:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 4, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_232
	flat_load_dword v24, v[72:73] offset:16
.LBB0_232:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 5, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_234
	flat_load_dword v25, v[72:73] offset:20
.LBB0_234:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v74, 6, v18
	v_and_b32_e32 v74, 1, v74
	v_cmp_eq_u32_e32 vcc, 1, v74
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_236
	flat_load_dword v26, v[72:73] offset:24
.LBB0_236:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b16_e32 v18, 7, v18
	v_and_b32_e32 v18, 1, v18
	v_cmp_eq_u32_e32 vcc, 1, v18
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_238
	flat_load_dword v27, v[72:73] offset:28
.LBB0_238:
	s_or_b64 exec, exec, s[4:5]
.LBB0_239:
	s_or_b64 exec, exec, s[18:19]
.LBB0_240:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v18, s[0:1], s48, s48, v59
	v_rcp_f32_e32 v72, v18
	v_div_scale_f32 v73, vcc, v59, s48, v59
	v_fma_f32 v74, -v18, v72, 1.0
	v_fmac_f32_e32 v72, v74, v72
	v_mul_f32_e32 v74, v73, v72
	v_fma_f32 v75, -v18, v74, v73
	v_fmac_f32_e32 v74, v75, v72
	v_fma_f32 v18, -v18, v74, v73
	v_div_scale_f32 v73, s[0:1], s48, s48, v58
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v18, v18, v72, v74
	v_div_fixup_f32 v18, v18, s48, v59
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v58, s48, v58
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v57
	v_rcp_f32_e32 v74, v73
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v58, v59, s48, v58
	v_fma_f32 v59, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v59, v74
	v_div_scale_f32 v59, vcc, v57, s48, v57
	v_mul_f32_e32 v72, v59, v74
	v_fma_f32 v75, -v73, v72, v59
	v_fmac_f32_e32 v72, v75, v74
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v56
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v59, v59, v74, v72
	v_div_fixup_f32 v57, v59, s48, v57
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v56, s48, v56
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v55
	v_rcp_f32_e32 v74, v73
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v56, v59, s48, v56
	v_fma_f32 v59, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v59, v74
	v_div_scale_f32 v59, vcc, v55, s48, v55
	v_mul_f32_e32 v72, v59, v74
	v_fma_f32 v75, -v73, v72, v59
	v_fmac_f32_e32 v72, v75, v74
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v54
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v59, v59, v74, v72
	v_div_fixup_f32 v55, v59, s48, v55
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v54, s48, v54
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v53
	v_rcp_f32_e32 v74, v73
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v54, v59, s48, v54
	v_fma_f32 v59, -v73, v74, 1.0
	v_fmac_f32_e32 v74, v59, v74
	v_div_scale_f32 v59, vcc, v53, s48, v53
	v_mul_f32_e32 v72, v59, v74
	v_fma_f32 v75, -v73, v72, v59
	v_fmac_f32_e32 v72, v75, v74
	v_fma_f32 v59, -v73, v72, v59
	v_div_scale_f32 v73, s[0:1], s48, s48, v52
	v_rcp_f32_e32 v75, v73
	v_div_fmas_f32 v59, v59, v74, v72
	v_div_fixup_f32 v53, v59, s48, v53
	v_fma_f32 v59, -v73, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v52, s48, v52
	v_mul_f32_e32 v72, v59, v75
	v_fma_f32 v74, -v73, v72, v59
	v_fmac_f32_e32 v72, v74, v75
	v_fma_f32 v59, -v73, v72, v59
	v_div_fmas_f32 v59, v59, v75, v72
	v_div_fixup_f32 v52, v59, s48, v52
	v_cmp_gt_f32_e32 vcc, v56, v52
	s_nop 1
	v_cndmask_b32_e32 v59, v52, v56, vcc
	v_cmp_gt_f32_e32 vcc, v58, v54
	s_nop 1
	v_cndmask_b32_e32 v72, v54, v58, vcc
	v_cmp_gt_f32_e32 vcc, v57, v53
	s_nop 1
	v_cndmask_b32_e32 v73, v53, v57, vcc
	v_cmp_gt_f32_e32 vcc, v18, v55
	s_nop 1
	v_cndmask_b32_e32 v74, v55, v18, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v72, vcc
	v_cmp_gt_f32_e32 vcc, v74, v73
	s_nop 1
	v_cndmask_b32_e32 v72, v73, v74, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v72, vcc
	v_cmp_gt_f32_e32 vcc, v59, v80
	s_nop 1
	v_cndmask_b32_e32 v59, v80, v59, vcc
	v_cmp_neq_f32_e32 vcc, s56, v80
	v_cmp_neq_f32_e64 s[4:5], v59, v80
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_242
	v_sub_f32_e32 v72, v80, v59
	v_cmp_gt_f32_e32 vcc, s33, v72
	s_nop 1
	v_cndmask_b32_e32 v73, v72, v78, vcc
	v_fmamk_f32 v74, v73, 0x3fb8aa3b, v1
	v_add_f32_e32 v75, 0xcb400000, v74
	v_fmac_f32_e32 v73, 0xbf318000, v75
	v_fmac_f32_e32 v73, 0x395e8083, v75
	v_fmamk_f32 v80, v73, 0x39506967, v77
	v_fmaak_f32 v80, v80, v73, 0x3c088908
	v_fmaak_f32 v80, v80, v73, 0x3d2aa9c1
	v_fmaak_f32 v80, v80, v73, 0x3e2aaaaa
	v_mul_f32_e32 v75, v73, v73
	v_fma_f32 v80, v80, v73, 0.5
	v_fmac_f32_e32 v73, v80, v75
	v_add_f32_e32 v73, 1.0, v73
	v_lshl_add_u32 v74, v74, 23, 1.0
	v_mul_f32_e32 v73, v73, v74
	v_cndmask_b32_e64 v74, v73, 0, vcc
	v_pk_fma_f32 v[12:13], v[72:73], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[16:17], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[14:15], v[14:15], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[12:13], v[12:13], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[10:11], v[10:11], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[8:9], v[8:9], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[6:7], v[6:7], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[4:5], v[4:5], v[74:75] op_sel_hi:[1,0]
	v_pk_mul_f32 v[2:3], v[2:3], v[74:75] op_sel_hi:[1,0]
.LBB0_242:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_244
	v_sub_f32_e32 v108, v53, v59
	v_sub_f32_e32 v109, v52, v59
	v_sub_f32_e32 v110, v55, v59
	v_sub_f32_e32 v111, v54, v59
	v_sub_f32_e32 v112, v57, v59
	v_sub_f32_e32 v113, v56, v59
	v_sub_f32_e32 v114, v18, v59
	v_sub_f32_e32 v115, v58, v59
	v_cmp_gt_f32_e32 vcc, s33, v108
	v_cmp_gt_f32_e64 s[6:7], s33, v109
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v73, v108, v78, vcc
	v_cndmask_b32_e64 v72, v109, v78, s[6:7]
	v_cndmask_b32_e64 v75, v110, v78, s[8:9]
	v_cndmask_b32_e64 v74, v111, v78, s[10:11]
	v_cndmask_b32_e64 v81, v112, v78, s[12:13]
	v_cndmask_b32_e64 v80, v113, v78, s[14:15]
	v_cndmask_b32_e64 v83, v114, v78, s[16:17]
	v_cndmask_b32_e64 v82, v115, v78, s[18:19]
	v_mov_b64_e32 v[84:85], s[20:21]
	v_pk_fma_f32 v[86:87], v[82:83], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[80:81], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[74:75], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[72:73], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[100:101], s[54:55]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[76:77], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[102:103], v[72:73], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[96:97], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[94:95], s[74:75], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[92:93], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[92:93], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[94:95], s[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[96:97], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[92:93], v[72:73], v[72:73]
	v_pk_fma_f32 v[104:105], v[74:75], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[106:107], v[80:81], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], v[82:83], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[102:103], v[92:93], v[72:73]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v73, v73, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v108
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[100:101], v[98:99], v[82:83]
	v_cndmask_b32_e32 v85, v79, v108, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v109
	v_pk_mul_f32 v[96:97], v[80:81], v[80:81]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v84, v79, v109, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[106:107], v[96:97], v[80:81]
	v_pk_mul_f32 v[82:83], v[82:83], v[86:87]
	v_cndmask_b32_e32 v87, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[94:95], v[74:75], v[74:75]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[74:75], v[104:105], v[94:95], v[74:75]
	v_pk_mul_f32 v[80:81], v[80:81], v[88:89]
	v_cndmask_b32_e32 v89, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[74:75], v[74:75], v[90:91]
	v_cndmask_b32_e64 v72, v72, 0, s[6:7]
	v_cndmask_b32_e32 v91, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v75, v75, 0, s[8:9]
	v_cndmask_b32_e64 v74, v74, 0, s[10:11]
	v_cndmask_b32_e64 v81, v81, 0, s[12:13]
	v_cndmask_b32_e64 v80, v80, 0, s[14:15]
	v_cndmask_b32_e64 v83, v83, 0, s[16:17]
	v_cndmask_b32_e64 v82, v82, 0, s[18:19]
	v_cndmask_b32_e32 v90, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[82:83], v[8:9]
	v_pk_add_f32 v[6:7], v[80:81], v[6:7]
	v_pk_add_f32 v[4:5], v[74:75], v[4:5]
	v_pk_add_f32 v[2:3], v[72:73], v[2:3]
	v_pk_fma_f32 v[16:17], v[82:83], v[90:91], v[16:17]
	v_pk_fma_f32 v[14:15], v[80:81], v[88:89], v[14:15]
	v_pk_fma_f32 v[12:13], v[74:75], v[86:87], v[12:13]
	v_pk_fma_f32 v[10:11], v[72:73], v[84:85], v[10:11]
.LBB0_244:
	s_or_b64 exec, exec, s[0:1]
	v_div_scale_f32 v72, s[0:1], s48, s48, v51
	v_rcp_f32_e32 v73, v72
	v_div_scale_f32 v74, vcc, v51, s48, v51
	v_fma_f32 v75, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v74, v73
	v_fma_f32 v80, -v72, v75, v74
	v_fmac_f32_e32 v75, v80, v73
	v_fma_f32 v72, -v72, v75, v74
	v_div_scale_f32 v74, s[0:1], s48, s48, v50
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v73, v75
	v_div_fixup_f32 v51, v72, s48, v51
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v50, s48, v50
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v49
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v50, v72, s48, v50
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v49, s48, v49
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v48
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v49, v72, s48, v49
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v48, s48, v48
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v47
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v48, v72, s48, v48
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v47, s48, v47
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v46
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v47, v72, s48, v47
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v46, s48, v46
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v45
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v46, v72, s48, v46
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v45, s48, v45
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v44
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v45, v72, s48, v45
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v44, s48, v44
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v44, v72, s48, v44
	v_cmp_gt_f32_e32 vcc, v48, v44
	s_nop 1
	v_cndmask_b32_e32 v72, v44, v48, vcc
	v_cmp_gt_f32_e32 vcc, v50, v46
	s_nop 1
	v_cndmask_b32_e32 v73, v46, v50, vcc
	v_cmp_gt_f32_e32 vcc, v49, v45
	s_nop 1
	v_cndmask_b32_e32 v74, v45, v49, vcc
	v_cmp_gt_f32_e32 vcc, v51, v47
	s_nop 1
	v_cndmask_b32_e32 v75, v47, v51, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v75, v74
	s_nop 1
	v_cndmask_b32_e32 v73, v74, v75, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v72, v59, v72, vcc
	v_cmp_neq_f32_e32 vcc, v72, v59
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_246
	v_sub_f32_e32 v74, v59, v72
	v_cmp_gt_f32_e32 vcc, s33, v74
	s_nop 1
	v_cndmask_b32_e32 v59, v74, v78, vcc
	v_fmamk_f32 v73, v59, 0x3fb8aa3b, v1
	v_add_f32_e32 v75, 0xcb400000, v73
	v_fmac_f32_e32 v59, 0xbf318000, v75
	v_fmac_f32_e32 v59, 0x395e8083, v75
	v_fmamk_f32 v80, v59, 0x39506967, v77
	v_fmaak_f32 v80, v80, v59, 0x3c088908
	v_fmaak_f32 v80, v80, v59, 0x3d2aa9c1
	v_fmaak_f32 v80, v80, v59, 0x3e2aaaaa
	v_mul_f32_e32 v75, v59, v59
	v_fma_f32 v80, v80, v59, 0.5
	v_fmac_f32_e32 v59, v80, v75
	v_add_f32_e32 v59, 1.0, v59
	v_lshl_add_u32 v73, v73, 23, 1.0
	v_mul_f32_e32 v59, v59, v73
	v_cndmask_b32_e64 v80, v59, 0, vcc
	v_pk_fma_f32 v[12:13], v[74:75], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[74:75], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[74:75], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[80:81], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[80:81], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[80:81], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[80:81], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[80:81], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[80:81], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[80:81], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[80:81], v[2:3] op_sel_hi:[0,1]
.LBB0_246:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v72
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_248
	v_sub_f32_e32 v59, v45, v72
	v_sub_f32_e32 v73, v44, v72
	v_sub_f32_e32 v110, v47, v72
	v_sub_f32_e32 v111, v46, v72
	v_sub_f32_e32 v112, v49, v72
	v_sub_f32_e32 v113, v48, v72
	v_sub_f32_e32 v114, v51, v72
	v_sub_f32_e32 v115, v50, v72
	v_cmp_gt_f32_e32 vcc, s33, v59
	v_cmp_gt_f32_e64 s[6:7], s33, v73
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v75, v59, v78, vcc
	v_cndmask_b32_e64 v74, v73, v78, s[6:7]
	v_cndmask_b32_e64 v81, v110, v78, s[8:9]
	v_cndmask_b32_e64 v80, v111, v78, s[10:11]
	v_cndmask_b32_e64 v83, v112, v78, s[12:13]
	v_cndmask_b32_e64 v82, v113, v78, s[14:15]
	v_cndmask_b32_e64 v85, v114, v78, s[16:17]
	v_cndmask_b32_e64 v84, v115, v78, s[18:19]
	v_mov_b64_e32 v[86:87], s[20:21]
	v_pk_fma_f32 v[88:89], v[84:85], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[82:83], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[80:81], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[74:75], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[102:103], s[54:55]
	v_pk_add_f32 v[100:101], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[74:75], v[100:101], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[74:75], v[100:101], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[98:99], v[92:93], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[104:105], v[74:75], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[80:81], v[98:99], s[74:75], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[96:97], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[94:95], s[74:75], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[94:95], s[76:77], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[96:97], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[98:99], s[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[74:75], v[74:75]
	v_pk_fma_f32 v[106:107], v[80:81], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[108:109], v[82:83], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[84:85], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[104:105], v[94:95], v[74:75]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[74:75], v[74:75], v[86:87]
	v_pk_mul_f32 v[100:101], v[84:85], v[84:85]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v75, v75, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v59
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[102:103], v[100:101], v[84:85]
	v_cndmask_b32_e32 v87, v79, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v73
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[84:85], v[84:85], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v73, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[108:109], v[98:99], v[82:83]
	v_pk_mul_f32 v[84:85], v[84:85], v[88:89]
	v_cndmask_b32_e32 v89, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[96:97], v[80:81], v[80:81]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[80:81], v[106:107], v[96:97], v[80:81]
	v_pk_mul_f32 v[82:83], v[82:83], v[90:91]
	v_cndmask_b32_e32 v91, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_cndmask_b32_e32 v90, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[80:81], v[80:81], v[92:93]
	v_cndmask_b32_e64 v74, v74, 0, s[6:7]
	v_cndmask_b32_e32 v93, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v81, v81, 0, s[8:9]
	v_cndmask_b32_e64 v80, v80, 0, s[10:11]
	v_cndmask_b32_e64 v83, v83, 0, s[12:13]
	v_cndmask_b32_e64 v82, v82, 0, s[14:15]
	v_cndmask_b32_e64 v85, v85, 0, s[16:17]
	v_cndmask_b32_e64 v84, v84, 0, s[18:19]
	v_cndmask_b32_e32 v92, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[84:85], v[8:9]
	v_pk_add_f32 v[6:7], v[82:83], v[6:7]
	v_pk_add_f32 v[4:5], v[80:81], v[4:5]
	v_pk_add_f32 v[2:3], v[74:75], v[2:3]
	v_pk_fma_f32 v[16:17], v[84:85], v[92:93], v[16:17]
	v_pk_fma_f32 v[14:15], v[82:83], v[90:91], v[14:15]
	v_pk_fma_f32 v[12:13], v[80:81], v[88:89], v[12:13]
	v_pk_fma_f32 v[10:11], v[74:75], v[86:87], v[10:11]
.LBB0_248:
	s_or_b64 exec, exec, s[0:1]
	v_div_scale_f32 v59, s[0:1], s48, s48, v43
	v_rcp_f32_e32 v73, v59
	v_div_scale_f32 v74, vcc, v43, s48, v43
	v_fma_f32 v75, -v59, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v74, v73
	v_fma_f32 v80, -v59, v75, v74
	v_fmac_f32_e32 v75, v80, v73
	v_fma_f32 v59, -v59, v75, v74
	v_div_scale_f32 v74, s[0:1], s48, s48, v42
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v73, v75
	v_div_fixup_f32 v43, v59, s48, v43
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v42, s48, v42
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v41
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v42, v59, s48, v42
	v_fma_f32 v59, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v41, s48, v41
	v_mul_f32_e32 v73, v59, v75
	v_fma_f32 v80, -v74, v73, v59
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v40
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v75, v73
	v_div_fixup_f32 v41, v59, s48, v41
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v40, s48, v40
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v39
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v40, v59, s48, v40
	v_fma_f32 v59, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v39, s48, v39
	v_mul_f32_e32 v73, v59, v75
	v_fma_f32 v80, -v74, v73, v59
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v38
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v75, v73
	v_div_fixup_f32 v39, v59, s48, v39
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v38, s48, v38
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v37
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v38, v59, s48, v38
	v_fma_f32 v59, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v59, v75
	v_div_scale_f32 v59, vcc, v37, s48, v37
	v_mul_f32_e32 v73, v59, v75
	v_fma_f32 v80, -v74, v73, v59
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v59, -v74, v73, v59
	v_div_scale_f32 v74, s[0:1], s48, s48, v36
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v59, v59, v75, v73
	v_div_fixup_f32 v37, v59, s48, v37
	v_fma_f32 v59, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v59, v80
	v_div_scale_f32 v59, vcc, v36, s48, v36
	v_mul_f32_e32 v73, v59, v80
	v_fma_f32 v75, -v74, v73, v59
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v59, -v74, v73, v59
	v_div_fmas_f32 v59, v59, v80, v73
	v_div_fixup_f32 v36, v59, s48, v36
	v_cmp_gt_f32_e32 vcc, v40, v36
	s_nop 1
	v_cndmask_b32_e32 v59, v36, v40, vcc
	v_cmp_gt_f32_e32 vcc, v42, v38
	s_nop 1
	v_cndmask_b32_e32 v73, v38, v42, vcc
	v_cmp_gt_f32_e32 vcc, v41, v37
	s_nop 1
	v_cndmask_b32_e32 v74, v37, v41, vcc
	v_cmp_gt_f32_e32 vcc, v43, v39
	s_nop 1
	v_cndmask_b32_e32 v75, v39, v43, vcc
	v_cmp_gt_f32_e32 vcc, v73, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v73, vcc
	v_cmp_gt_f32_e32 vcc, v75, v74
	s_nop 1
	v_cndmask_b32_e32 v73, v74, v75, vcc
	v_cmp_gt_f32_e32 vcc, v73, v59
	s_nop 1
	v_cndmask_b32_e32 v59, v59, v73, vcc
	v_cmp_gt_f32_e32 vcc, v59, v72
	s_nop 1
	v_cndmask_b32_e32 v59, v72, v59, vcc
	v_cmp_neq_f32_e32 vcc, v59, v72
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_250
	v_sub_f32_e32 v72, v72, v59
	v_cmp_gt_f32_e32 vcc, s33, v72
	s_nop 1
	v_cndmask_b32_e32 v73, v72, v78, vcc
	v_fmamk_f32 v74, v73, 0x3fb8aa3b, v1
	v_add_f32_e32 v75, 0xcb400000, v74
	v_fmac_f32_e32 v73, 0xbf318000, v75
	v_fmac_f32_e32 v73, 0x395e8083, v75
	v_fmamk_f32 v80, v73, 0x39506967, v77
	v_fmaak_f32 v80, v80, v73, 0x3c088908
	v_fmaak_f32 v80, v80, v73, 0x3d2aa9c1
	v_fmaak_f32 v80, v80, v73, 0x3e2aaaaa
	v_mul_f32_e32 v75, v73, v73
	v_fma_f32 v80, v80, v73, 0.5
	v_fmac_f32_e32 v73, v80, v75
	v_add_f32_e32 v73, 1.0, v73
	v_lshl_add_u32 v74, v74, 23, 1.0
	v_mul_f32_e32 v73, v73, v74
	v_cndmask_b32_e64 v74, v73, 0, vcc
	v_pk_fma_f32 v[12:13], v[72:73], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[74:75], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[74:75], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[74:75], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[74:75], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[74:75], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[74:75], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[74:75], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[74:75], v[2:3] op_sel_hi:[0,1]
.LBB0_250:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v59
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_252
	v_sub_f32_e32 v108, v37, v59
	v_sub_f32_e32 v109, v36, v59
	v_sub_f32_e32 v110, v39, v59
	v_sub_f32_e32 v111, v38, v59
	v_sub_f32_e32 v112, v41, v59
	v_sub_f32_e32 v113, v40, v59
	v_sub_f32_e32 v114, v43, v59
	v_sub_f32_e32 v115, v42, v59
	v_cmp_gt_f32_e32 vcc, s33, v108
	v_cmp_gt_f32_e64 s[6:7], s33, v109
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v73, v108, v78, vcc
	v_cndmask_b32_e64 v72, v109, v78, s[6:7]
	v_cndmask_b32_e64 v75, v110, v78, s[8:9]
	v_cndmask_b32_e64 v74, v111, v78, s[10:11]
	v_cndmask_b32_e64 v81, v112, v78, s[12:13]
	v_cndmask_b32_e64 v80, v113, v78, s[14:15]
	v_cndmask_b32_e64 v83, v114, v78, s[16:17]
	v_cndmask_b32_e64 v82, v115, v78, s[18:19]
	v_mov_b64_e32 v[84:85], s[20:21]
	v_pk_fma_f32 v[86:87], v[82:83], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[88:89], v[80:81], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[74:75], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[84:85], v[72:73], s[70:71], v[84:85] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[100:101], s[54:55]
	v_pk_add_f32 v[98:99], v[84:85], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[92:93], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[98:99], s[76:77], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[102:103], v[72:73], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[96:97], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[94:95], s[74:75], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[92:93], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[92:93], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[94:95], s[76:77], v[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[96:97], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[92:93], v[72:73], v[72:73]
	v_pk_fma_f32 v[104:105], v[74:75], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[106:107], v[80:81], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[100:101], v[82:83], s[78:79], v[100:101] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[102:103], v[92:93], v[72:73]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v85, v85, 23, 1.0
	v_lshl_add_u32 v84, v84, 23, 1.0
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[84:85]
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[100:101], v[100:101], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v73, v73, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v108
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[100:101], v[98:99], v[82:83]
	v_cndmask_b32_e32 v85, v79, v108, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v109
	v_pk_mul_f32 v[96:97], v[80:81], v[80:81]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[80:81], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_cndmask_b32_e32 v84, v79, v109, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[80:81], v[106:107], v[96:97], v[80:81]
	v_pk_mul_f32 v[82:83], v[82:83], v[86:87]
	v_cndmask_b32_e32 v87, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[94:95], v[74:75], v[74:75]
	v_pk_fma_f32 v[104:105], v[104:105], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[80:81], v[80:81], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[74:75], v[104:105], v[94:95], v[74:75]
	v_pk_mul_f32 v[80:81], v[80:81], v[88:89]
	v_cndmask_b32_e32 v89, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[74:75], v[74:75], v[90:91]
	v_cndmask_b32_e64 v72, v72, 0, s[6:7]
	v_cndmask_b32_e32 v91, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v75, v75, 0, s[8:9]
	v_cndmask_b32_e64 v74, v74, 0, s[10:11]
	v_cndmask_b32_e64 v81, v81, 0, s[12:13]
	v_cndmask_b32_e64 v80, v80, 0, s[14:15]
	v_cndmask_b32_e64 v83, v83, 0, s[16:17]
	v_cndmask_b32_e64 v82, v82, 0, s[18:19]
	v_cndmask_b32_e32 v90, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[82:83], v[8:9]
	v_pk_add_f32 v[6:7], v[80:81], v[6:7]
	v_pk_add_f32 v[4:5], v[74:75], v[4:5]
	v_pk_add_f32 v[2:3], v[72:73], v[2:3]
	v_pk_fma_f32 v[16:17], v[82:83], v[90:91], v[16:17]
	v_pk_fma_f32 v[14:15], v[80:81], v[88:89], v[14:15]
	v_pk_fma_f32 v[12:13], v[74:75], v[86:87], v[12:13]
	v_pk_fma_f32 v[10:11], v[72:73], v[84:85], v[10:11]
.LBB0_252:
	s_or_b64 exec, exec, s[0:1]
	v_div_scale_f32 v72, s[0:1], s48, s48, v35
	v_rcp_f32_e32 v73, v72
	v_div_scale_f32 v74, vcc, v35, s48, v35
	v_fma_f32 v75, -v72, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_mul_f32_e32 v75, v74, v73
	v_fma_f32 v80, -v72, v75, v74
	v_fmac_f32_e32 v75, v80, v73
	v_fma_f32 v72, -v72, v75, v74
	v_div_scale_f32 v74, s[0:1], s48, s48, v34
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v73, v75
	v_div_fixup_f32 v35, v72, s48, v35
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v34, s48, v34
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v33
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v34, v72, s48, v34
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v33, s48, v33
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v32
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v33, v72, s48, v33
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v32, s48, v32
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v31
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v32, v72, s48, v32
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v31, s48, v31
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v30
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v31, v72, s48, v31
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v30, s48, v30
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v29
	v_rcp_f32_e32 v75, v74
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v30, v72, s48, v30
	v_fma_f32 v72, -v74, v75, 1.0
	v_fmac_f32_e32 v75, v72, v75
	v_div_scale_f32 v72, vcc, v29, s48, v29
	v_mul_f32_e32 v73, v72, v75
	v_fma_f32 v80, -v74, v73, v72
	v_fmac_f32_e32 v73, v80, v75
	v_fma_f32 v72, -v74, v73, v72
	v_div_scale_f32 v74, s[0:1], s48, s48, v28
	v_rcp_f32_e32 v80, v74
	v_div_fmas_f32 v72, v72, v75, v73
	v_div_fixup_f32 v29, v72, s48, v29
	v_fma_f32 v72, -v74, v80, 1.0
	v_fmac_f32_e32 v80, v72, v80
	v_div_scale_f32 v72, vcc, v28, s48, v28
	v_mul_f32_e32 v73, v72, v80
	v_fma_f32 v75, -v74, v73, v72
	v_fmac_f32_e32 v73, v75, v80
	v_fma_f32 v72, -v74, v73, v72
	v_div_fmas_f32 v72, v72, v80, v73
	v_div_fixup_f32 v28, v72, s48, v28
	v_cmp_gt_f32_e32 vcc, v32, v28
	s_nop 1
	v_cndmask_b32_e32 v72, v28, v32, vcc
	v_cmp_gt_f32_e32 vcc, v34, v30
	s_nop 1
	v_cndmask_b32_e32 v73, v30, v34, vcc
	v_cmp_gt_f32_e32 vcc, v33, v29
	s_nop 1
	v_cndmask_b32_e32 v74, v29, v33, vcc
	v_cmp_gt_f32_e32 vcc, v35, v31
	s_nop 1
	v_cndmask_b32_e32 v75, v31, v35, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v75, v74
	s_nop 1
	v_cndmask_b32_e32 v73, v74, v75, vcc
	v_cmp_gt_f32_e32 vcc, v73, v72
	s_nop 1
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_cmp_gt_f32_e32 vcc, v72, v59
	s_nop 1
	v_cndmask_b32_e32 v80, v59, v72, vcc
	v_cmp_neq_f32_e32 vcc, v80, v59
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_254
	v_sub_f32_e32 v72, v59, v80
	v_cmp_gt_f32_e32 vcc, s33, v72
	s_nop 1
	v_cndmask_b32_e32 v59, v72, v78, vcc
	v_fmamk_f32 v73, v59, 0x3fb8aa3b, v1
	v_add_f32_e32 v74, 0xcb400000, v73
	v_fmac_f32_e32 v59, 0xbf318000, v74
	v_fmac_f32_e32 v59, 0x395e8083, v74
	v_fmamk_f32 v75, v59, 0x39506967, v77
	v_fmaak_f32 v75, v75, v59, 0x3c088908
	v_fmaak_f32 v75, v75, v59, 0x3d2aa9c1
	v_fmaak_f32 v75, v75, v59, 0x3e2aaaaa
	v_mul_f32_e32 v74, v59, v59
	v_fma_f32 v75, v75, v59, 0.5
	v_fmac_f32_e32 v59, v75, v74
	v_add_f32_e32 v59, 1.0, v59
	v_lshl_add_u32 v73, v73, 23, 1.0
	v_mul_f32_e32 v59, v59, v73
	v_cndmask_b32_e64 v74, v59, 0, vcc
	v_pk_fma_f32 v[12:13], v[72:73], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[72:73], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[72:73], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[74:75], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[74:75], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[74:75], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[74:75], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[74:75], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[74:75], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[74:75], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[74:75], v[2:3] op_sel_hi:[0,1]
.LBB0_254:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_neq_f32_e64 s[4:5], s56, v80
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_256
	v_sub_f32_e32 v59, v29, v80
	v_sub_f32_e32 v81, v28, v80
	v_sub_f32_e32 v110, v31, v80
	v_sub_f32_e32 v111, v30, v80
	v_sub_f32_e32 v112, v33, v80
	v_sub_f32_e32 v113, v32, v80
	v_sub_f32_e32 v114, v35, v80
	v_sub_f32_e32 v115, v34, v80
	v_cmp_gt_f32_e32 vcc, s33, v59
	v_cmp_gt_f32_e64 s[6:7], s33, v81
	v_cmp_gt_f32_e64 s[8:9], s33, v110
	v_cmp_gt_f32_e64 s[10:11], s33, v111
	v_cmp_gt_f32_e64 s[12:13], s33, v112
	v_cmp_gt_f32_e64 s[14:15], s33, v113
	v_cmp_gt_f32_e64 s[16:17], s33, v114
	v_cmp_gt_f32_e64 s[18:19], s33, v115
	s_mov_b32 s20, 0x4b400000
	v_cndmask_b32_e32 v73, v59, v78, vcc
	v_cndmask_b32_e64 v72, v81, v78, s[6:7]
	v_cndmask_b32_e64 v75, v110, v78, s[8:9]
	v_cndmask_b32_e64 v74, v111, v78, s[10:11]
	v_cndmask_b32_e64 v83, v112, v78, s[12:13]
	v_cndmask_b32_e64 v82, v113, v78, s[14:15]
	v_cndmask_b32_e64 v85, v114, v78, s[16:17]
	v_cndmask_b32_e64 v84, v115, v78, s[18:19]
	v_mov_b64_e32 v[86:87], s[20:21]
	v_pk_fma_f32 v[88:89], v[84:85], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[90:91], v[82:83], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[92:93], v[74:75], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[86:87], v[72:73], s[70:71], v[86:87] op_sel_hi:[1,0,0]
	v_mov_b64_e32 v[102:103], s[54:55]
	v_pk_add_f32 v[100:101], v[86:87], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[94:95], v[88:89], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[100:101], s[74:75], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[96:97], v[90:91], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[72:73], v[100:101], s[76:77], v[72:73] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[98:99], v[92:93], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[104:105], v[72:73], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[98:99], s[74:75], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[96:97], s[74:75], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[94:95], s[74:75], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[94:95], s[76:77], v[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[96:97], s[76:77], v[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[98:99], s[76:77], v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[94:95], v[72:73], v[72:73]
	v_pk_fma_f32 v[106:107], v[74:75], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[108:109], v[82:83], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[102:103], v[84:85], s[78:79], v[102:103] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[104:105], v[104:105], v[72:73], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[104:105], v[94:95], v[72:73]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[72:73], v[72:73], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v87, v87, 23, 1.0
	v_lshl_add_u32 v86, v86, 23, 1.0
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[72:73], v[72:73], v[86:87]
	v_pk_mul_f32 v[100:101], v[84:85], v[84:85]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[102:103], v[102:103], v[84:85], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v73, v73, 0, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v59
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[84:85], v[102:103], v[100:101], v[84:85]
	v_cndmask_b32_e32 v87, v79, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v81
	v_pk_mul_f32 v[98:99], v[82:83], v[82:83]
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[108:109], v[108:109], v[82:83], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[84:85], v[84:85], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v89, v89, 23, 1.0
	v_lshl_add_u32 v88, v88, 23, 1.0
	v_cndmask_b32_e32 v86, v79, v81, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v110
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[82:83], v[108:109], v[98:99], v[82:83]
	v_pk_mul_f32 v[84:85], v[84:85], v[88:89]
	v_cndmask_b32_e32 v89, v79, v110, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v111
	v_pk_mul_f32 v[96:97], v[74:75], v[74:75]
	v_pk_fma_f32 v[106:107], v[106:107], v[74:75], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[82:83], v[82:83], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v91, v91, 23, 1.0
	v_lshl_add_u32 v90, v90, 23, 1.0
	v_cndmask_b32_e32 v88, v79, v111, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v112
	v_pk_fma_f32 v[74:75], v[106:107], v[96:97], v[74:75]
	v_pk_mul_f32 v[82:83], v[82:83], v[90:91]
	v_cndmask_b32_e32 v91, v79, v112, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v113
	v_pk_add_f32 v[74:75], v[74:75], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v93, v93, 23, 1.0
	v_lshl_add_u32 v92, v92, 23, 1.0
	v_cndmask_b32_e32 v90, v79, v113, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v114
	v_pk_mul_f32 v[74:75], v[74:75], v[92:93]
	v_cndmask_b32_e64 v72, v72, 0, s[6:7]
	v_cndmask_b32_e32 v93, v79, v114, vcc
	v_cmp_ngt_f32_e32 vcc, s49, v115
	v_cndmask_b32_e64 v75, v75, 0, s[8:9]
	v_cndmask_b32_e64 v74, v74, 0, s[10:11]
	v_cndmask_b32_e64 v83, v83, 0, s[12:13]
	v_cndmask_b32_e64 v82, v82, 0, s[14:15]
	v_cndmask_b32_e64 v85, v85, 0, s[16:17]
	v_cndmask_b32_e64 v84, v84, 0, s[18:19]
	v_cndmask_b32_e32 v92, v79, v115, vcc
	v_pk_add_f32 v[8:9], v[84:85], v[8:9]
	v_pk_add_f32 v[6:7], v[82:83], v[6:7]
	v_pk_add_f32 v[4:5], v[74:75], v[4:5]
	v_pk_add_f32 v[2:3], v[72:73], v[2:3]
	v_pk_fma_f32 v[16:17], v[84:85], v[92:93], v[16:17]
	v_pk_fma_f32 v[14:15], v[82:83], v[90:91], v[14:15]
	v_pk_fma_f32 v[12:13], v[74:75], v[88:89], v[12:13]
	v_pk_fma_f32 v[10:11], v[72:73], v[86:87], v[10:11]
.LBB0_256:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_u_f32_e64 s[8:9], v44, v52
	v_cmp_u_f32_e32 vcc, v46, v54
	v_cmp_u_f32_e64 s[6:7], v45, v53
	v_cmp_u_f32_e64 s[30:31], v28, v36
	s_or_b64 s[8:9], s[8:9], s[46:47]
	v_cmp_u_f32_e64 s[34:35], v29, v37
	v_cmp_u_f32_e64 s[36:37], v30, v38
	s_or_b64 s[6:7], s[6:7], s[94:95]
	s_or_b64 s[0:1], vcc, s[98:99]
	s_or_b64 s[58:59], s[8:9], s[30:31]
	v_cmp_u_f32_e64 s[10:11], v47, v55
	s_or_b64 s[0:1], s[0:1], s[36:37]
	s_or_b64 s[36:37], s[6:7], s[34:35]
	s_andn2_b64 s[6:7], s[46:47], exec
	s_and_b64 s[8:9], s[58:59], exec
	v_cmp_u_f32_e64 s[12:13], v48, v56
	v_cmp_u_f32_e64 s[28:29], v31, v39
	s_or_b64 s[10:11], s[10:11], s[96:97]
	s_or_b64 s[46:47], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[94:95], exec
	s_and_b64 s[8:9], s[36:37], exec
	v_cmp_u_f32_e64 s[14:15], v49, v57
	v_cmp_u_f32_e64 s[26:27], v32, v40
	s_or_b64 s[12:13], s[12:13], s[88:89]
	s_or_b64 s[60:61], s[10:11], s[28:29]
	s_or_b64 s[94:95], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[98:99], exec
	s_and_b64 s[8:9], s[0:1], exec
	v_cmp_u_f32_e64 s[16:17], v50, v58
	v_cmp_u_f32_e64 s[24:25], v33, v41
	s_or_b64 s[14:15], s[14:15], s[92:93]
	s_or_b64 s[62:63], s[12:13], s[26:27]
	s_or_b64 s[98:99], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[96:97], exec
	s_and_b64 s[8:9], s[60:61], exec
	v_cmp_u_f32_e64 s[18:19], v51, v18
	v_cmp_u_f32_e64 s[22:23], v34, v42
	s_or_b64 s[16:17], s[16:17], s[66:67]
	s_or_b64 s[68:69], s[14:15], s[24:25]
	s_or_b64 s[96:97], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[88:89], exec
	s_and_b64 s[8:9], s[62:63], exec
	v_cmp_u_f32_e64 s[20:21], v35, v43
	s_or_b64 s[18:19], s[18:19], s[64:65]
	s_or_b64 s[80:81], s[16:17], s[22:23]
	s_or_b64 s[88:89], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[92:93], exec
	s_and_b64 s[8:9], s[68:69], exec
	s_or_b64 s[82:83], s[18:19], s[20:21]
	s_or_b64 s[92:93], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[66:67], exec
	s_and_b64 s[8:9], s[80:81], exec
	s_or_b64 s[66:67], s[6:7], s[8:9]
	s_andn2_b64 s[6:7], s[64:65], exec
	s_and_b64 s[8:9], s[82:83], exec
	s_or_b64 s[64:65], s[6:7], s[8:9]
	s_and_saveexec_b64 s[34:35], s[2:3]
	s_cbranch_execz .LBB0_137
	v_div_scale_f32 v18, s[2:3], s48, s48, v27
	v_rcp_f32_e32 v28, v18
	v_div_scale_f32 v29, vcc, v27, s48, v27
	v_fma_f32 v30, -v18, v28, 1.0
	v_fmac_f32_e32 v28, v30, v28
	v_mul_f32_e32 v30, v29, v28
	v_fma_f32 v31, -v18, v30, v29
	v_fmac_f32_e32 v30, v31, v28
	v_fma_f32 v18, -v18, v30, v29
	v_div_scale_f32 v29, s[2:3], s48, s48, v26
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v28, v30
	v_div_fixup_f32 v27, v18, s48, v27
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v26, s48, v26
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v25
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v26, v18, s48, v26
	v_fma_f32 v18, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v18, v30
	v_div_scale_f32 v18, vcc, v25, s48, v25
	v_mul_f32_e32 v28, v18, v30
	v_fma_f32 v31, -v29, v28, v18
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v24
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v30, v28
	v_div_fixup_f32 v25, v18, s48, v25
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v24, s48, v24
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v23
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v24, v18, s48, v24
	v_fma_f32 v18, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v18, v30
	v_div_scale_f32 v18, vcc, v23, s48, v23
	v_mul_f32_e32 v28, v18, v30
	v_fma_f32 v31, -v29, v28, v18
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v22
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v30, v28
	v_div_fixup_f32 v23, v18, s48, v23
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v22, s48, v22
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v21
	v_rcp_f32_e32 v30, v29
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v22, v18, s48, v22
	v_fma_f32 v18, -v29, v30, 1.0
	v_fmac_f32_e32 v30, v18, v30
	v_div_scale_f32 v18, vcc, v21, s48, v21
	v_mul_f32_e32 v28, v18, v30
	v_fma_f32 v31, -v29, v28, v18
	v_fmac_f32_e32 v28, v31, v30
	v_fma_f32 v18, -v29, v28, v18
	v_div_scale_f32 v29, s[2:3], s48, s48, v20
	v_rcp_f32_e32 v31, v29
	v_div_fmas_f32 v18, v18, v30, v28
	v_div_fixup_f32 v21, v18, s48, v21
	v_fma_f32 v18, -v29, v31, 1.0
	v_fmac_f32_e32 v31, v18, v31
	v_div_scale_f32 v18, vcc, v20, s48, v20
	v_mul_f32_e32 v28, v18, v31
	v_fma_f32 v30, -v29, v28, v18
	v_fmac_f32_e32 v28, v30, v31
	v_fma_f32 v18, -v29, v28, v18
	v_div_fmas_f32 v18, v18, v31, v28
	v_div_fixup_f32 v20, v18, s48, v20
	v_cmp_gt_f32_e32 vcc, v24, v20
	s_nop 1
	v_cndmask_b32_e32 v18, v20, v24, vcc
	v_cmp_gt_f32_e32 vcc, v26, v22
	s_nop 1
	v_cndmask_b32_e32 v28, v22, v26, vcc
	v_cmp_gt_f32_e32 vcc, v25, v21
	s_nop 1
	v_cndmask_b32_e32 v29, v21, v25, vcc
	v_cmp_gt_f32_e32 vcc, v27, v23
	s_nop 1
	v_cndmask_b32_e32 v30, v23, v27, vcc
	v_cmp_gt_f32_e32 vcc, v28, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v28, vcc
	v_cmp_gt_f32_e32 vcc, v30, v29
	s_nop 1
	v_cndmask_b32_e32 v28, v29, v30, vcc
	v_cmp_gt_f32_e32 vcc, v28, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v28, vcc
	v_cmp_gt_f32_e32 vcc, v18, v80
	s_nop 1
	v_cndmask_b32_e32 v18, v80, v18, vcc
	v_cmp_neq_f32_e32 vcc, v18, v80
	s_and_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_259
	v_sub_f32_e32 v28, v80, v18
	v_cmp_gt_f32_e32 vcc, s33, v28
	s_nop 1
	v_cndmask_b32_e32 v29, v28, v78, vcc
	v_fmamk_f32 v30, v29, 0x3fb8aa3b, v1
	v_add_f32_e32 v31, 0xcb400000, v30
	v_fmac_f32_e32 v29, 0xbf318000, v31
	v_fmac_f32_e32 v29, 0x395e8083, v31
	v_fmamk_f32 v32, v29, 0x39506967, v77
	v_fmaak_f32 v32, v32, v29, 0x3c088908
	v_fmaak_f32 v32, v32, v29, 0x3d2aa9c1
	v_fmaak_f32 v32, v32, v29, 0x3e2aaaaa
	v_mul_f32_e32 v31, v29, v29
	v_fma_f32 v32, v32, v29, 0.5
	v_fmac_f32_e32 v29, v32, v31
	v_add_f32_e32 v29, 1.0, v29
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_mul_f32_e32 v29, v29, v30
	v_cndmask_b32_e64 v30, v29, 0, vcc
	v_pk_fma_f32 v[12:13], v[28:29], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[28:29], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[28:29], v[8:9], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[28:29], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[16:17], v[30:31], v[16:17] op_sel_hi:[0,1]
	v_pk_mul_f32 v[14:15], v[30:31], v[14:15] op_sel_hi:[0,1]
	v_pk_mul_f32 v[12:13], v[30:31], v[12:13] op_sel_hi:[0,1]
	v_pk_mul_f32 v[10:11], v[30:31], v[10:11] op_sel_hi:[0,1]
	v_pk_mul_f32 v[8:9], v[30:31], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[30:31], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[30:31], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[30:31], v[2:3] op_sel_hi:[0,1]
.LBB0_259:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_u_f32_e32 vcc, v27, v27
	v_cmp_u_f32_e64 s[2:3], v26, v26
	v_cmp_u_f32_e64 s[4:5], v25, v25
	v_cmp_u_f32_e64 s[6:7], v24, v24
	v_cmp_u_f32_e64 s[8:9], v23, v23
	v_cmp_u_f32_e64 s[10:11], v20, v20
	v_cmp_u_f32_e64 s[12:13], v21, v21
	v_cmp_u_f32_e64 s[14:15], v22, v22
	v_cmp_neq_f32_e64 s[16:17], s56, v18
	v_mov_b32_e32 v80, 0xff800000
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_xor_b64 s[38:39], exec, s[18:19]
	s_cbranch_execz .LBB0_136
	v_sub_f32_e32 v52, v21, v18
	v_sub_f32_e32 v53, v20, v18
	v_sub_f32_e32 v54, v23, v18
	v_sub_f32_e32 v55, v22, v18
	v_sub_f32_e32 v56, v25, v18
	v_sub_f32_e32 v57, v24, v18
	v_sub_f32_e32 v58, v27, v18
	v_sub_f32_e32 v59, v26, v18
	v_cmp_gt_f32_e64 s[16:17], s33, v52
	v_cmp_gt_f32_e64 s[18:19], s33, v53
	v_cmp_gt_f32_e64 s[20:21], s33, v54
	v_cmp_gt_f32_e64 s[22:23], s33, v55
	v_cmp_gt_f32_e64 s[24:25], s33, v56
	v_cmp_gt_f32_e64 s[26:27], s33, v57
	v_cmp_gt_f32_e64 s[28:29], s33, v58
	v_cmp_gt_f32_e64 s[30:31], s33, v59
	s_mov_b32 s54, 0x4b400000
	v_cndmask_b32_e64 v21, v52, v78, s[16:17]
	v_cndmask_b32_e64 v20, v53, v78, s[18:19]
	v_cndmask_b32_e64 v23, v54, v78, s[20:21]
	v_cndmask_b32_e64 v22, v55, v78, s[22:23]
	v_cndmask_b32_e64 v25, v56, v78, s[24:25]
	v_cndmask_b32_e64 v24, v57, v78, s[26:27]
	v_cndmask_b32_e64 v27, v58, v78, s[28:29]
	v_cndmask_b32_e64 v26, v59, v78, s[30:31]
	v_mov_b64_e32 v[28:29], s[54:55]
	v_pk_fma_f32 v[30:31], v[26:27], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[32:33], v[24:25], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[34:35], v[22:23], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[20:21], s[70:71], v[28:29] op_sel_hi:[1,0,0]
	s_mov_b32 s54, 0x3ab743ce
	v_pk_add_f32 v[42:43], v[28:29], s[72:73] op_sel_hi:[1,0]
	v_mov_b64_e32 v[44:45], s[54:55]
	v_pk_fma_f32 v[20:21], v[42:43], s[74:75], v[20:21] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[36:37], v[30:31], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[20:21], v[42:43], s[76:77], v[20:21] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[38:39], v[32:33], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[46:47], v[20:21], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[40:41], v[34:35], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[40:41], s[74:75], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[38:39], s[74:75], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[36:37], s[74:75], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[36:37], s[76:77], v[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[38:39], s[76:77], v[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[40:41], s[76:77], v[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[36:37], v[20:21], v[20:21]
	v_pk_fma_f32 v[48:49], v[22:23], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[50:51], v[24:25], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[26:27], s[78:79], v[44:45] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[20:21], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[20:21], v[46:47], v[36:37], v[20:21]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], s[86:87] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[20:21], v[20:21], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], s[90:91] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[28:29]
	v_pk_mul_f32 v[42:43], v[26:27], v[26:27]
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[26:27], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e64 v21, v21, 0, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v52
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[26:27], v[44:45], v[42:43], v[26:27]
	v_cndmask_b32_e64 v29, v79, v52, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v53
	v_pk_mul_f32 v[40:41], v[24:25], v[24:25]
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], s[86:87] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[24:25], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[26:27], v[26:27], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v31, v31, 23, 1.0
	v_lshl_add_u32 v30, v30, 23, 1.0
	v_cndmask_b32_e64 v28, v79, v53, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v54
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], s[90:91] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[50:51], v[40:41], v[24:25]
	v_pk_mul_f32 v[26:27], v[26:27], v[30:31]
	v_cndmask_b32_e64 v31, v79, v54, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v55
	v_pk_mul_f32 v[38:39], v[22:23], v[22:23]
	v_pk_fma_f32 v[48:49], v[48:49], v[22:23], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[24:25], v[24:25], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v33, v33, 23, 1.0
	v_lshl_add_u32 v32, v32, 23, 1.0
	v_cndmask_b32_e64 v30, v79, v55, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v56
	v_pk_fma_f32 v[22:23], v[48:49], v[38:39], v[22:23]
	v_pk_mul_f32 v[24:25], v[24:25], v[32:33]
	v_cndmask_b32_e64 v33, v79, v56, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v57
	v_pk_add_f32 v[22:23], v[22:23], 1.0 op_sel_hi:[1,0]
	v_lshl_add_u32 v35, v35, 23, 1.0
	v_lshl_add_u32 v34, v34, 23, 1.0
	v_cndmask_b32_e64 v32, v79, v57, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v58
	v_pk_mul_f32 v[22:23], v[22:23], v[34:35]
	v_cndmask_b32_e64 v20, v20, 0, s[18:19]
	v_cndmask_b32_e64 v35, v79, v58, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s49, v59
	v_cndmask_b32_e64 v23, v23, 0, s[20:21]
	v_cndmask_b32_e64 v22, v22, 0, s[22:23]
	v_cndmask_b32_e64 v25, v25, 0, s[24:25]
	v_cndmask_b32_e64 v24, v24, 0, s[26:27]
	v_cndmask_b32_e64 v27, v27, 0, s[28:29]
	v_cndmask_b32_e64 v26, v26, 0, s[30:31]
	v_cndmask_b32_e64 v34, v79, v59, s[16:17]
	v_pk_add_f32 v[8:9], v[26:27], v[8:9]
	v_pk_add_f32 v[6:7], v[24:25], v[6:7]
	v_pk_add_f32 v[4:5], v[22:23], v[4:5]
	v_pk_add_f32 v[2:3], v[20:21], v[2:3]
	v_pk_fma_f32 v[16:17], v[26:27], v[34:35], v[16:17]
	v_pk_fma_f32 v[14:15], v[24:25], v[32:33], v[14:15]
	v_pk_fma_f32 v[12:13], v[22:23], v[30:31], v[12:13]
	v_pk_fma_f32 v[10:11], v[20:21], v[28:29], v[10:11]
	v_mov_b32_e32 v80, v18
	s_branch .LBB0_136
.LBB0_261:
	v_cndmask_b32_e64 v1, 0, 1, s[98:99]
	v_cndmask_b32_e64 v18, 0, 1, s[96:97]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v18, 3, v18
	v_or_b32_e32 v1, v18, v1
	v_cndmask_b32_e64 v18, 0, 1, s[94:95]
	v_lshlrev_b16_e32 v18, 1, v18
	v_cndmask_b32_e64 v19, 0, 1, s[46:47]
	v_or_b32_e32 v18, v19, v18
	v_and_b32_e32 v18, 3, v18
	v_or_b32_e32 v1, v18, v1
	v_cndmask_b32_e64 v18, 0, 1, s[66:67]
	v_cndmask_b32_e64 v19, 0, 1, s[64:65]
	v_lshlrev_b16_e32 v18, 2, v18
	v_lshlrev_b16_e32 v19, 3, v19
	v_or_b32_e32 v18, v19, v18
	v_cndmask_b32_e64 v19, 0, 1, s[92:93]
	v_lshlrev_b16_e32 v19, 1, v19
	v_cndmask_b32_e64 v20, 0, 1, s[88:89]
	v_or_b32_e32 v19, v20, v19
	v_and_b32_e32 v19, 3, v19
	v_or_b32_e32 v18, v19, v18
	v_and_b32_e32 v1, 15, v1
	v_lshlrev_b16_e32 v18, 4, v18
	v_pk_add_f32 v[4:5], v[4:5], v[8:9]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_or_b32_e32 v1, v1, v18
	v_mov_b32_e32 v18, 0
	v_pk_add_f32 v[2:3], v[2:3], v[4:5]
	v_mov_b32_e32 v19, 0x7fc00000
	v_cmp_eq_u16_sdwa vcc, v1, v18 src0_sel:BYTE_0 src1_sel:DWORD
	v_add_f32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v6, v19, v2, vcc
	v_pk_add_f32 v[2:3], v[12:13], v[16:17]
	v_pk_add_f32 v[4:5], v[10:11], v[14:15]
	v_and_b32_e32 v0, 0xfc, v0
	v_cndmask_b32_e32 v1, v19, v80, vcc
	v_pk_add_f32 v[2:3], v[4:5], v[2:3]
	v_xor_b32_e32 v4, 64, v0
	ds_bpermute_b32 v5, v4, v1
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e32 v2, v19, v2, vcc
	s_mov_b32 s1, 0xc2aeac50
	v_mov_b32_e32 v9, 0xc2aeac50
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v5, v5
	v_cmp_lt_f32_e64 s[2:3], v1, v5
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v8, v1, v5, vcc
	v_cmp_u_f32_e32 vcc, v1, v1
	v_cndmask_b32_e64 v7, v5, v1, s[2:3]
	v_mov_b32_e32 v10, 0x4b400000
	v_cndmask_b32_e32 v8, v8, v1, vcc
	v_sub_f32_e32 v7, v7, v8
	v_cmp_gt_f32_e32 vcc, s1, v7
	v_mov_b32_e32 v13, 0x3ab743ce
	s_mov_b32 s0, 0xff800000
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_fmamk_f32 v11, v7, 0x3fb8aa3b, v10
	v_add_f32_e32 v12, 0xcb400000, v11
	v_fmac_f32_e32 v7, 0xbf318000, v12
	v_fmac_f32_e32 v7, 0x395e8083, v12
	v_fmamk_f32 v14, v7, 0x39506967, v13
	v_fmaak_f32 v14, v14, v7, 0x3c088908
	v_fmaak_f32 v14, v14, v7, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v7, 0x3e2aaaaa
	v_mul_f32_e32 v12, v7, v7
	v_fma_f32 v14, v14, v7, 0.5
	v_fmac_f32_e32 v7, v14, v12
	v_add_f32_e32 v7, 1.0, v7
	v_lshl_add_u32 v11, v11, 23, 1.0
	v_mul_f32_e32 v7, v7, v11
	ds_bpermute_b32 v3, v4, v6
	ds_bpermute_b32 v4, v4, v2
	v_cndmask_b32_e64 v7, v7, 0, vcc
	v_cmp_eq_f32_e32 vcc, v1, v8
	v_cmp_eq_f32_e64 s[2:3], v8, v5
	v_cmp_eq_f32_e64 s[4:5], s0, v5
	v_cndmask_b32_e64 v11, v7, 1.0, vcc
	v_cndmask_b32_e64 v7, v7, 1.0, s[2:3]
	v_sub_f32_e32 v5, v5, v8
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v5, v5, 0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s0, v1
	v_sub_f32_e32 v1, v1, v8
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v1, v1, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v5, v3
	v_fmac_f32_e32 v2, v1, v6
	v_xor_b32_e32 v1, 32, v0
	v_mul_f32_e32 v12, v7, v3
	v_mul_f32_e32 v3, v4, v7
	ds_bpermute_b32 v4, v1, v8
	v_mul_f32_e32 v14, v6, v11
	v_mul_f32_e32 v2, v2, v11
	v_add_f32_e32 v12, v14, v12
	v_add_f32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v8, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v8, v4, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cndmask_b32_e64 v5, v4, v8, s[2:3]
	ds_bpermute_b32 v3, v1, v12
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_sub_f32_e32 v5, v5, v6
	v_cmp_gt_f32_e32 vcc, s1, v5
	ds_bpermute_b32 v1, v1, v2
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_fmamk_f32 v7, v5, 0x3fb8aa3b, v10
	v_add_f32_e32 v11, 0xcb400000, v7
	v_fmac_f32_e32 v5, 0xbf318000, v11
	v_fmac_f32_e32 v5, 0x395e8083, v11
	v_fmamk_f32 v14, v5, 0x39506967, v13
	v_fmaak_f32 v14, v14, v5, 0x3c088908
	v_fmaak_f32 v14, v14, v5, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v5, 0x3e2aaaaa
	v_mul_f32_e32 v11, v5, v5
	v_fma_f32 v14, v14, v5, 0.5
	v_fmac_f32_e32 v5, v14, v11
	v_add_f32_e32 v5, 1.0, v5
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_mul_f32_e32 v5, v5, v7
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_eq_f32_e32 vcc, v8, v6
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_sub_f32_e32 v4, v4, v6
	v_cndmask_b32_e64 v7, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s0, v8
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v11, v5, v3
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v1, v4, v3
	v_sub_f32_e32 v3, v8, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v2, v3, v12
	v_xor_b32_e32 v3, 16, v0
	ds_bpermute_b32 v4, v3, v6
	v_mul_f32_e32 v14, v12, v7
	v_mul_f32_e32 v2, v2, v7
	v_mul_f32_e32 v1, v1, v5
	v_add_f32_e32 v11, v14, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v6, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v7, v6, v4, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v5, v4, v6, s[2:3]
	v_add_f32_e32 v1, v2, v1
	v_cndmask_b32_e32 v7, v7, v6, vcc
	v_sub_f32_e32 v5, v5, v7
	v_cmp_gt_f32_e32 vcc, s1, v5
	ds_bpermute_b32 v2, v3, v11
	ds_bpermute_b32 v3, v3, v1
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v10
	v_add_f32_e32 v12, 0xcb400000, v8
	v_fmac_f32_e32 v5, 0xbf318000, v12
	v_fmac_f32_e32 v5, 0x395e8083, v12
	v_fmamk_f32 v14, v5, 0x39506967, v13
	v_fmaak_f32 v14, v14, v5, 0x3c088908
	v_fmaak_f32 v14, v14, v5, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v5, 0x3e2aaaaa
	v_mul_f32_e32 v12, v5, v5
	v_fma_f32 v14, v14, v5, 0.5
	v_fmac_f32_e32 v5, v14, v12
	v_add_f32_e32 v5, 1.0, v5
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_eq_f32_e32 vcc, v6, v7
	v_cmp_eq_f32_e64 s[2:3], v7, v4
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	v_sub_f32_e32 v4, v4, v7
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	v_cmp_eq_f32_e64 s[2:3], s0, v6
	v_mul_f32_e32 v12, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_sub_f32_e32 v3, v6, v7
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v11
	v_xor_b32_e32 v3, 8, v0
	ds_bpermute_b32 v4, v3, v7
	v_mul_f32_e32 v14, v11, v8
	v_mul_f32_e32 v1, v1, v8
	v_add_f32_e32 v12, v14, v12
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v7, v4
	s_or_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v6, v7, v4, vcc
	v_cmp_u_f32_e32 vcc, v7, v7
	v_cndmask_b32_e64 v5, v4, v7, s[2:3]
	ds_bpermute_b32 v2, v3, v12
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_sub_f32_e32 v5, v5, v6
	v_cmp_gt_f32_e32 vcc, s1, v5
	ds_bpermute_b32 v3, v3, v1
	v_cmp_eq_f32_e64 s[2:3], v6, v4
	v_cndmask_b32_e32 v5, v5, v9, vcc
	v_fmamk_f32 v8, v5, 0x3fb8aa3b, v10
	v_add_f32_e32 v11, 0xcb400000, v8
	v_fmac_f32_e32 v5, 0xbf318000, v11
	v_fmac_f32_e32 v5, 0x395e8083, v11
	v_fmamk_f32 v14, v5, 0x39506967, v13
	v_fmaak_f32 v14, v14, v5, 0x3c088908
	v_fmaak_f32 v14, v14, v5, 0x3d2aa9c1
	v_fmaak_f32 v14, v14, v5, 0x3e2aaaaa
	v_mul_f32_e32 v11, v5, v5
	v_fma_f32 v14, v14, v5, 0.5
	v_fmac_f32_e32 v5, v14, v11
	v_add_f32_e32 v5, 1.0, v5
	v_lshl_add_u32 v8, v8, 23, 1.0
	v_mul_f32_e32 v5, v5, v8
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_cmp_eq_f32_e32 vcc, v7, v6
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_sub_f32_e32 v4, v4, v6
	v_cndmask_b32_e64 v8, v5, 1.0, vcc
	v_cndmask_b32_e64 v5, v5, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_xor_b32_e32 v0, 4, v0
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v3, v4, v2
	ds_bpermute_b32 v4, v0, v6
	v_cmp_eq_f32_e64 s[2:3], s0, v7
	v_mul_f32_e32 v11, v5, v2
	v_mul_f32_e32 v2, v3, v5
	v_sub_f32_e32 v3, v7, v6
	s_or_b64 s[2:3], s[2:3], vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	v_fmac_f32_e32 v1, v3, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v4, v4
	v_cmp_lt_f32_e64 s[2:3], v6, v4
	v_mul_f32_e32 v1, v1, v8
	s_or_b64 vcc, vcc, s[2:3]
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v2, v6, v4, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cndmask_b32_e64 v3, v4, v6, s[2:3]
	v_mov_b32_e32 v15, 0x3c088908
	v_cndmask_b32_e32 v2, v2, v6, vcc
	v_sub_f32_e32 v3, v3, v2
	v_cmp_gt_f32_e32 vcc, s1, v3
	v_mov_b32_e32 v16, 0x3d2aa9c1
	v_mov_b32_e32 v17, 0x3e2aaaaa
	v_cndmask_b32_e32 v3, v3, v9, vcc
	v_fmac_f32_e32 v10, 0x3fb8aa3b, v3
	v_add_f32_e32 v7, 0xcb400000, v10
	v_fmac_f32_e32 v3, 0xbf318000, v7
	v_fmac_f32_e32 v3, 0x395e8083, v7
	v_fmac_f32_e32 v13, 0x39506967, v3
	v_fmac_f32_e32 v15, v13, v3
	v_fmac_f32_e32 v16, v15, v3
	v_fmac_f32_e32 v17, v16, v3
	v_mul_f32_e32 v14, v12, v8
	v_mul_f32_e32 v7, v3, v3
	v_fma_f32 v8, v17, v3, 0.5
	v_add_f32_e32 v11, v14, v11
	v_fmac_f32_e32 v3, v8, v7
	ds_bpermute_b32 v5, v0, v11
	ds_bpermute_b32 v0, v0, v1
	v_add_f32_e32 v3, 1.0, v3
	v_lshl_add_u32 v7, v10, 23, 1.0
	v_mul_f32_e32 v3, v3, v7
	v_cndmask_b32_e64 v3, v3, 0, vcc
	v_cmp_eq_f32_e64 s[2:3], v2, v4
	v_cmp_eq_f32_e64 s[4:5], s0, v4
	v_sub_f32_e32 v4, v4, v2
	v_cndmask_b32_e64 v8, v3, 1.0, s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	v_cmp_eq_f32_e32 vcc, v6, v2
	v_cndmask_b32_e64 v4, v4, 0, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s0, v6
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v0, v4, v5
	v_sub_f32_e32 v4, v6, v2
	s_or_b64 s[0:1], s[2:3], vcc
	v_cndmask_b32_e64 v4, v4, 0, s[0:1]
	v_cndmask_b32_e64 v7, v3, 1.0, vcc
	v_fmac_f32_e32 v1, v4, v11
	v_mul_f32_e32 v3, v8, v5
	v_mul_f32_e32 v9, v11, v7
	v_mul_f32_e32 v0, v0, v8
	v_mul_f32_e32 v1, v1, v7
	v_readlane_b32 s16, v76, 4
	v_readlane_b32 s0, v76, 8
	v_add_f32_e32 v3, v9, v3
	v_add_f32_e32 v4, v1, v0
	v_readlane_b32 s17, v76, 5
	v_readlane_b32 s1, v76, 9
.LBB0_262:
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s0, v76, 2
	v_readlane_b32 s1, v76, 3
.LBB0_263:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v67, v4
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u64_e32 vcc, 0, v[66:67]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_267
	v_readlane_b32 s4, v76, 0
	v_mov_b32_e32 v0, s50
	v_mov_b32_e32 v1, s51
	v_readlane_b32 s5, v76, 1
	v_mad_u64_u32 v[6:7], s[2:3], v60, s4, v[64:65]
	s_nop 0
	v_mul_lo_u32 v5, v60, s5
	v_mul_lo_u32 v8, v61, s4
	v_mad_u64_u32 v[0:1], s[2:3], v6, 12, v[0:1]
	v_add3_u32 v5, v8, v7, v5
	v_mov_b32_e32 v6, v1
	v_mad_u64_u32 v[6:7], s[2:3], v5, 12, v[6:7]
	v_mov_b32_e32 v1, v6
	flat_store_dwordx3 v[0:1], v[2:4]
.LBB0_267:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v1, v65, v67
	v_or_b32_e32 v0, v64, v66
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_273
	s_load_dwordx2 s[0:1], s[16:17], 0x10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_lshl_add_u64 v[0:1], v[60:61], 3, v[0:1]
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
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[62:63]
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
	v_lshl_add_u64 v[0:1], v[60:61], 2, v[0:1]
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
		.amdhsa_next_free_vgpr 116
		.amdhsa_next_free_sgpr 100
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
    .sgpr_count:     106
    .sgpr_spill_count: 14
    .symbol:         logpjit_tile_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     116
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
