; golden AMDGCN for tests/gfx942_test.cpp (cross_target_bitwise, tau, entropy)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=4;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
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
	s_load_dwordx16 s[8:23], s[0:1], 0x20
	s_add_i32 s7, s7, s5
	s_sub_i32 s5, s7, s6
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s17, s6, 0xfffff6ba
	s_mul_hi_u32 s26, s6, s5
	s_mul_i32 s27, s6, s5
	s_mul_hi_u32 s6, s6, s17
	s_add_u32 s6, s6, s27
	s_mul_hi_u32 s24, s4, s17
	s_mul_i32 s25, s4, s17
	s_addc_u32 s17, 0, s26
	s_add_u32 s6, s6, s25
	s_mul_hi_u32 s7, s4, s5
	s_addc_u32 s6, s17, s24
	s_addc_u32 s7, s7, 0
	s_mul_i32 s5, s4, s5
	s_add_u32 s5, s6, s5
	s_addc_u32 s6, 0, s7
	v_add_co_u32_e32 v1, vcc, s5, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s17, s4, s6
	s_ashr_i32 s4, s13, 31
	s_add_u32 s6, s12, s4
	s_mov_b32 s5, s4
	s_addc_u32 s7, s13, s4
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	v_readfirstlane_b32 s26, v1
	s_mul_i32 s25, s6, s17
	s_mul_hi_u32 s27, s6, s26
	s_mul_hi_u32 s24, s6, s17
	s_add_u32 s25, s27, s25
	s_addc_u32 s24, 0, s24
	s_mul_hi_u32 s28, s7, s26
	s_mul_i32 s26, s7, s26
	s_add_u32 s25, s25, s26
	s_mul_hi_u32 s27, s7, s17
	s_addc_u32 s24, s24, s28
	s_addc_u32 s25, s27, 0
	s_mul_i32 s17, s7, s17
	s_add_u32 s17, s24, s17
	s_addc_u32 s24, 0, s25
	s_add_u32 s25, s17, 1
	s_addc_u32 s26, s24, 0
	s_add_u32 s27, s17, 2
	s_mul_i32 s30, s24, 0x946
	s_mul_hi_u32 s31, s17, 0x946
	s_addc_u32 s28, s24, 0
	s_add_i32 s31, s31, s30
	s_mul_i32 s30, s17, 0x946
	v_mov_b32_e32 v1, s30
	v_sub_co_u32_e32 v1, vcc, s6, v1
	s_movk_i32 s29, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s6, s7, s31
	v_subrev_co_u32_e32 v2, vcc, s29, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s7, s6, 0
	v_readfirstlane_b32 s29, v2
	s_cmpk_gt_u32 s29, 0x945
	s_cselect_b32 s29, -1, 0
	s_cmp_eq_u32 s7, 0
	s_cselect_b32 s7, s29, -1
	s_cmp_lg_u32 s7, 0
	s_cselect_b32 s7, s28, s26
	v_readfirstlane_b32 s26, v1
	s_cselect_b32 s25, s27, s25
	s_cmpk_gt_u32 s26, 0x945
	s_cselect_b32 s26, -1, 0
	s_cmp_eq_u32 s6, 0
	s_cselect_b32 s6, s26, -1
	s_cmp_lg_u32 s6, 0
	s_cselect_b32 s7, s7, s24
	s_cselect_b32 s6, s25, s17
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	s_mov_b32 s3, 0
	s_sub_u32 s28, s6, s4
	s_subb_u32 s29, s7, s4
	s_lshl_b64 s[4:5], s[2:3], 3
	s_or_b64 s[6:7], s[4:5], s[28:29]
	s_mov_b32 s6, s3
	v_lshrrev_b32_e32 v1, 5, v0
	s_cmp_lg_u64 s[6:7], 0
	v_or_b32_e32 v1, s4, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB0_2
	v_cvt_f32_u32_e32 v2, s28
	v_cvt_f32_u32_e32 v3, s29
	s_sub_u32 s2, 0, s28
	s_subb_u32 s3, 0, s29
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
	v_mul_lo_u32 v6, s29, v2
	v_mul_lo_u32 v7, s28, v3
	v_mad_u64_u32 v[4:5], s[2:3], s28, v2, 0
	v_add3_u32 v8, v5, v7, v6
	v_sub_u32_e32 v5, s5, v8
	v_mov_b32_e32 v6, s29
	v_sub_co_u32_e32 v9, vcc, v1, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s28, v9
	s_nop 1
	v_subbrev_co_u32_e64 v4, s[2:3], 0, v4, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s29, v4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s28, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s29, v4
	s_nop 1
	v_cndmask_b32_e64 v11, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_subb_co_u32_e32 v7, vcc, v10, v8, vcc
	v_cmp_le_u32_e32 vcc, s29, v7
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s28, v9
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s29, v7
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
	v_cvt_f32_u32_e32 v2, s28
	s_sub_i32 s4, 0, s28
	v_mov_b32_e32 v31, 0
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, s4, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v3, v2, s28
	v_sub_u32_e32 v3, v1, v3
	v_add_u32_e32 v4, 1, v2
	v_subrev_u32_e32 v5, s28, v3
	v_cmp_le_u32_e32 vcc, s28, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_le_u32_e32 vcc, s28, v3
	s_nop 1
	v_cndmask_b32_e32 v30, v2, v4, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[22:23], v[30:31]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_470
	v_mul_lo_u32 v4, v31, s28
	v_mul_lo_u32 v5, v30, s29
	v_mad_u64_u32 v[2:3], s[2:3], v30, s28, 0
	v_add3_u32 v3, v3, v5, v4
	v_mov_b32_e32 v4, s5
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_sub_co_u32_e32 v34, vcc, v1, v2
	v_mov_b32_e32 v5, s15
	s_nop 0
	v_subb_co_u32_e32 v35, vcc, v4, v3, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_lshl_b32 s4, s6, 2
	v_alignbit_b32 v1, s7, v1, 30
	v_mov_b32_e32 v4, s14
	v_mul_lo_u32 v1, v1, v30
	v_mad_u64_u32 v[32:33], s[2:3], s4, v30, v[2:3]
	v_mul_lo_u32 v2, s4, v31
	s_movk_i32 s4, 0xf6ba
	v_add3_u32 v33, v1, v33, v2
	v_mad_u64_u32 v[2:3], s[2:3], v34, s4, v[4:5]
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[2:3], v35, s4, v[4:5]
	v_sub_u32_e32 v3, v4, v34
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_and_b32_e32 v36, 31, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_460
	v_writelane_b32 v56, s2, 0
	s_movk_i32 s4, 0x2518
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_writelane_b32 v56, s3, 1
	v_mad_u64_u32 v[38:39], s[2:3], v34, s4, v[32:33]
	v_mov_b32_e32 v4, v39
	v_mad_u64_u32 v[4:5], s[2:3], v35, s4, v[4:5]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 0, v2, vcc
	s_mov_b64 s[2:3], 0x946
	v_mov_b32_e32 v37, 0
	v_cmp_gt_i64_e32 vcc, s[2:3], v[2:3]
	v_mov_b32_e32 v1, 0x946
	v_mov_b32_e32 v39, v4
	v_cndmask_b32_e32 v41, 0, v3, vcc
	v_cndmask_b32_e32 v40, v1, v2, vcc
	v_and_b32_e32 v2, 15, v38
	v_mov_b32_e32 v3, v37
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	v_lshlrev_b32_e32 v42, 2, v36
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_232
	v_writelane_b32 v56, s2, 2
	v_or_b32_e32 v44, 0xe0, v36
	v_mov_b32_e32 v45, v37
	s_movk_i32 s42, 0xff60
	s_movk_i32 s60, 0xff80
	s_movk_i32 s74, 0xffa0
	s_movk_i32 s84, 0xffc0
	s_movk_i32 s98, 0xffe0
	v_writelane_b32 v56, s3, 3
	v_mov_b32_e32 v43, v37
	s_mov_b64 s[40:41], 0
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b64 s[14:15], 0x200
	s_mov_b64 s[22:23], 0x84
	s_mov_b64 s[30:31], 0x80
	s_mov_b64 s[34:35], 0x81
	s_mov_b64 s[36:37], 0x83
	s_mov_b64 s[38:39], 0x82
	s_mov_b32 s43, -1
	s_mov_b64 s[44:45], 0x252
	s_mov_b64 s[46:47], 0x400
	s_mov_b64 s[48:49], 0x104
	s_mov_b64 s[50:51], 0x100
	s_mov_b64 s[52:53], 0x101
	s_mov_b64 s[54:55], 0x103
	s_mov_b64 s[56:57], 0x102
	s_mov_b64 s[58:59], 0x800
	s_mov_b32 s61, -1
	s_mov_b64 s[62:63], 0x600
	s_mov_b64 s[64:65], 0x184
	s_mov_b32 s75, -1
	s_mov_b64 s[76:77], 0x204
	s_mov_b32 s85, -1
	s_mov_b64 s[86:87], 0xa00
	s_mov_b64 s[88:89], 0x284
	s_mov_b32 s99, -1
	s_mov_b64 s[66:67], 0xc00
	s_mov_b64 s[68:69], 0x304
	v_mov_b32_e32 v52, 0x7fc00000
	v_mov_b64_e32 v[46:47], v[44:45]
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_mov_b64 s[82:83], 0xe00
	s_mov_b64 s[90:91], 0x384
	s_mov_b64 s[94:95], 0x381
	s_mov_b64 s[96:97], 0x383
	s_mov_b64 s[70:71], 0x382
	s_mov_b64 s[72:73], 0
	s_mov_b32 s24, 0xff800000
	s_branch .LBB0_9
.LBB0_8:
	s_cbranch_execnz .LBB0_119
.LBB0_9:
	s_lshl_b64 s[2:3], s[72:73], 5
	v_mov_b32_e32 v5, s3
	v_or_b32_e32 v4, s2, v36
	v_lshl_add_u64 v[48:49], v[42:43], 0, s[40:41]
	v_lshl_add_u64 v[50:51], v[4:5], 4, v[38:39]
	v_lshl_add_u64 v[4:5], v[48:49], 0, 4
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_11
	flat_load_dwordx4 v[6:9], v[50:51]
.LBB0_11:
	s_andn2_saveexec_b64 s[78:79], s[2:3]
	s_cbranch_execz .LBB0_21
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v6, 3, v48
	v_mov_b32_e32 v7, v49
	v_or_b32_e32 v8, 2, v48
	v_mov_b32_e32 v9, v49
	s_mov_b32 s25, s24
	v_or_b32_e32 v4, 1, v48
	v_mov_b32_e32 v5, v49
	v_cmp_lt_u64_e64 s[6:7], v[8:9], v[40:41]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[6:7], s[24:25]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[48:49], v[40:41]
	v_mov_b64_e32 v[8:9], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_14
	flat_load_dword v2, v[50:51]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[8:9], v[4:5]
	v_mov_b64_e32 v[6:7], v[2:3]
.LBB0_14:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_16
	flat_load_dword v7, v[50:51] offset:4
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_18
	flat_load_dword v8, v[50:51] offset:8
.LBB0_18:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_20
	flat_load_dword v9, v[50:51] offset:12
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
.LBB0_21:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[22:23]
	v_lshl_add_u64 v[14:15], v[50:51], 0, s[14:15]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_23
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_23:
	s_andn2_saveexec_b64 s[78:79], s[2:3]
	s_cbranch_execz .LBB0_33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[48:49], 0, s[34:35]
	v_lshl_add_u64 v[12:13], v[48:49], 0, s[36:37]
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[30:31]
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[38:39]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[10:11], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[12:13], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_26
	flat_load_dword v2, v[14:15]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_26:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_28
	flat_load_dword v11, v[14:15] offset:4
.LBB0_28:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_30
	flat_load_dword v12, v[14:15] offset:8
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_32
	flat_load_dword v13, v[14:15] offset:12
.LBB0_32:
	s_or_b64 exec, exec, s[2:3]
.LBB0_33:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[42:43]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_47
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[48:49]
	v_lshl_add_u64 v[18:19], v[50:51], 0, s[46:47]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_36
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_36:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_46
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[48:49], 0, s[52:53]
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[54:55]
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[50:51]
	v_lshl_add_u64 v[24:25], v[48:49], 0, s[56:57]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[14:15], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[24:25], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[16:17], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_39
	flat_load_dword v2, v[18:19]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[4:5]
	v_mov_b64_e32 v[14:15], v[2:3]
.LBB0_39:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_41
	flat_load_dword v15, v[18:19] offset:4
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
	flat_load_dword v16, v[18:19] offset:8
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_45
	flat_load_dword v17, v[18:19] offset:12
.LBB0_45:
	s_or_b64 exec, exec, s[2:3]
.LBB0_46:
	s_or_b64 exec, exec, s[80:81]
.LBB0_47:
	s_or_b64 exec, exec, s[78:79]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v1, v23, v9
	v_cmp_o_f32_e32 vcc, v23, v9
	v_max_f32_e32 v2, v22, v8
	v_max_f32_e32 v4, v21, v7
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_o_f32_e32 vcc, v22, v8
	v_max_f32_e32 v5, v20, v6
	s_cmp_eq_u64 s[40:41], 0x800
	v_cndmask_b32_e32 v2, v52, v2, vcc
	v_cmp_o_f32_e32 vcc, v21, v7
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v4, vcc
	v_cmp_o_f32_e32 vcc, v20, v6
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v5, vcc
	v_max_f32_e32 v6, v5, v10
	v_cmp_o_f32_e32 vcc, v5, v10
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v6, vcc
	v_max_f32_e32 v6, v4, v11
	v_cmp_o_f32_e32 vcc, v4, v11
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v6, vcc
	v_max_f32_e32 v6, v2, v12
	v_cmp_o_f32_e32 vcc, v2, v12
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v6, vcc
	v_max_f32_e32 v6, v1, v13
	v_cmp_o_f32_e32 vcc, v1, v13
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v6, vcc
	v_max_f32_e32 v6, v1, v17
	v_cmp_o_f32_e32 vcc, v1, v17
	v_max_f32_e32 v1, v2, v16
	s_nop 0
	v_cndmask_b32_e32 v7, v52, v6, vcc
	v_cmp_o_f32_e32 vcc, v2, v16
	v_max_f32_e32 v2, v5, v14
	s_nop 0
	v_cndmask_b32_e32 v6, v52, v1, vcc
	v_max_f32_e32 v1, v4, v15
	v_cmp_o_f32_e32 vcc, v4, v15
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_o_f32_e32 vcc, v5, v14
	s_nop 1
	v_cndmask_b32_e32 v8, v52, v2, vcc
	s_cbranch_scc1 .LBB0_8
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[60:61]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_62
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[64:65]
	v_lshl_add_u64 v[12:13], v[50:51], 0, s[62:63]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_51
	flat_load_dwordx4 v[14:17], v[12:13]
.LBB0_51:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_61
	s_mov_b64 s[2:3], 0x180
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x181
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x183
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x182
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[18:19], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[14:15], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[16:17], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_54
	flat_load_dword v2, v[12:13]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[4:5]
	v_mov_b64_e32 v[14:15], v[2:3]
.LBB0_54:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_56
	flat_load_dword v15, v[12:13] offset:4
.LBB0_56:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_58
	flat_load_dword v16, v[12:13] offset:8
.LBB0_58:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_60
	flat_load_dword v17, v[12:13] offset:12
.LBB0_60:
	s_or_b64 exec, exec, s[2:3]
.LBB0_61:
	s_or_b64 exec, exec, s[80:81]
.LBB0_62:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[74:75]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v11, 0xff800000
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_76
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[76:77]
	v_lshl_add_u64 v[18:19], v[50:51], 0, s[58:59]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_65
	flat_load_dwordx4 v[10:13], v[18:19]
.LBB0_65:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_75
	s_mov_b64 s[2:3], 0x201
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[12:13], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[14:15]
	v_lshl_add_u64 v[20:21], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[10:11], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[20:21], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[12:13], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_68
	flat_load_dword v2, v[18:19]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_68:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_70
	flat_load_dword v11, v[18:19] offset:4
.LBB0_70:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_72
	flat_load_dword v12, v[18:19] offset:8
.LBB0_72:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_74
	flat_load_dword v13, v[18:19] offset:12
.LBB0_74:
	s_or_b64 exec, exec, s[2:3]
.LBB0_75:
	s_or_b64 exec, exec, s[80:81]
.LBB0_76:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[84:85]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_90
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[88:89]
	v_lshl_add_u64 v[20:21], v[50:51], 0, s[86:87]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_79
	flat_load_dwordx4 v[22:25], v[20:21]
.LBB0_79:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_89
	s_mov_b64 s[2:3], 0x280
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x281
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x283
	v_lshl_add_u64 v[24:25], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x282
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[26:27], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[22:23], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[26:27], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[24:25], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_82
	flat_load_dword v2, v[20:21]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[4:5]
	v_mov_b64_e32 v[22:23], v[2:3]
.LBB0_82:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_84
	flat_load_dword v23, v[20:21] offset:4
.LBB0_84:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_86
	flat_load_dword v24, v[20:21] offset:8
.LBB0_86:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_88
	flat_load_dword v25, v[20:21] offset:12
.LBB0_88:
	s_or_b64 exec, exec, s[2:3]
.LBB0_89:
	s_or_b64 exec, exec, s[80:81]
.LBB0_90:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[98:99]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_104
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[68:69]
	v_lshl_add_u64 v[26:27], v[50:51], 0, s[66:67]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_93
	flat_load_dwordx4 v[18:21], v[26:27]
.LBB0_93:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_103
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[20:21], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[28:29], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[18:19], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[20:21], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_96
	flat_load_dword v2, v[26:27]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
.LBB0_96:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_98
	flat_load_dword v19, v[26:27] offset:4
.LBB0_98:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_100
	flat_load_dword v20, v[26:27] offset:8
.LBB0_100:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_102
	flat_load_dword v21, v[26:27] offset:12
.LBB0_102:
	s_or_b64 exec, exec, s[2:3]
.LBB0_103:
	s_or_b64 exec, exec, s[80:81]
.LBB0_104:
	s_or_b64 exec, exec, s[78:79]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[46:47]
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_118
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[90:91]
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[82:83]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_107
	flat_load_dwordx4 v[26:29], v[50:51]
.LBB0_107:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_117
	s_mov_b64 s[2:3], 0x380
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[48:49], 0, s[94:95]
	v_lshl_add_u64 v[28:29], v[48:49], 0, s[96:97]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	v_lshl_add_u64 v[48:49], v[48:49], 0, s[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[28:29], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[26:27], v[40:41]
	s_mov_b32 s25, s24
	v_mov_b64_e32 v[28:29], s[26:27]
	v_cmp_lt_u64_e64 s[6:7], v[48:49], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[26:27], s[24:25]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_110
	flat_load_dword v2, v[50:51]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[28:29], v[4:5]
	v_mov_b64_e32 v[26:27], v[2:3]
.LBB0_110:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_112
	flat_load_dword v27, v[50:51] offset:4
.LBB0_112:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_114
	flat_load_dword v28, v[50:51] offset:8
.LBB0_114:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_116
	flat_load_dword v29, v[50:51] offset:12
.LBB0_116:
	s_or_b64 exec, exec, s[2:3]
.LBB0_117:
	s_or_b64 exec, exec, s[80:81]
.LBB0_118:
	s_or_b64 exec, exec, s[78:79]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v2, v8, v14
	v_cmp_o_f32_e32 vcc, v8, v14
	v_max_f32_e32 v4, v1, v15
	v_max_f32_e32 v5, v6, v16
	v_cndmask_b32_e32 v2, v52, v2, vcc
	v_cmp_o_f32_e32 vcc, v1, v15
	v_max_f32_e32 v9, v7, v17
	s_add_u32 s72, s72, 8
	v_cndmask_b32_e32 v4, v52, v4, vcc
	v_cmp_o_f32_e32 vcc, v6, v16
	s_addc_u32 s73, s73, 0
	s_add_u32 s40, s40, 0x400
	v_cndmask_b32_e32 v5, v52, v5, vcc
	v_cmp_o_f32_e32 vcc, v7, v17
	s_addc_u32 s41, s41, 0
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[50:51]
	v_cndmask_b32_e32 v9, v52, v9, vcc
	v_max_f32_e32 v14, v9, v13
	v_cmp_o_f32_e32 vcc, v9, v13
	v_max_f32_e32 v13, v5, v12
	s_nop 0
	v_cndmask_b32_e32 v9, v52, v14, vcc
	v_cmp_o_f32_e32 vcc, v5, v12
	v_max_f32_e32 v12, v4, v11
	s_nop 0
	v_cndmask_b32_e32 v5, v52, v13, vcc
	v_cmp_o_f32_e32 vcc, v4, v11
	v_max_f32_e32 v11, v2, v10
	s_nop 0
	v_cndmask_b32_e32 v4, v52, v12, vcc
	v_cmp_o_f32_e32 vcc, v2, v10
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v11, vcc
	v_max_f32_e32 v10, v2, v22
	v_cmp_o_f32_e32 vcc, v2, v22
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v10, vcc
	v_max_f32_e32 v10, v4, v23
	v_cmp_o_f32_e32 vcc, v4, v23
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v10, vcc
	v_max_f32_e32 v10, v5, v24
	v_cmp_o_f32_e32 vcc, v5, v24
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v10, vcc
	v_max_f32_e32 v10, v9, v25
	v_cmp_o_f32_e32 vcc, v9, v25
	s_nop 1
	v_cndmask_b32_e32 v9, v52, v10, vcc
	v_max_f32_e32 v10, v9, v21
	v_cmp_o_f32_e32 vcc, v9, v21
	s_nop 1
	v_cndmask_b32_e32 v9, v52, v10, vcc
	v_max_f32_e32 v10, v5, v20
	v_cmp_o_f32_e32 vcc, v5, v20
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v10, vcc
	v_max_f32_e32 v10, v4, v19
	v_cmp_o_f32_e32 vcc, v4, v19
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v10, vcc
	v_max_f32_e32 v10, v2, v18
	v_cmp_o_f32_e32 vcc, v2, v18
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v10, vcc
	v_max_f32_e32 v10, v2, v26
	v_cmp_o_f32_e32 vcc, v2, v26
	v_max_f32_e32 v2, v4, v27
	s_nop 0
	v_cndmask_b32_e32 v20, v52, v10, vcc
	v_cmp_o_f32_e32 vcc, v4, v27
	s_nop 1
	v_cndmask_b32_e32 v21, v52, v2, vcc
	v_max_f32_e32 v2, v5, v28
	v_cmp_o_f32_e32 vcc, v5, v28
	s_nop 1
	v_cndmask_b32_e32 v22, v52, v2, vcc
	v_max_f32_e32 v2, v9, v29
	v_cmp_o_f32_e32 vcc, v9, v29
	s_nop 1
	v_cndmask_b32_e32 v23, v52, v2, vcc
	s_branch .LBB0_9
.LBB0_119:
	v_max_f32_e32 v2, v1, v7
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v1, v7
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xfc, v0
	v_cndmask_b32_e32 v1, v3, v2, vcc
	v_max_f32_e32 v2, v8, v6
	v_cmp_o_f32_e32 vcc, v8, v6
	v_xor_b32_e32 v58, 64, v0
	v_xor_b32_e32 v59, 32, v0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_max_f32_e32 v4, v2, v1
	v_cmp_o_f32_e32 vcc, v2, v1
	v_xor_b32_e32 v60, 16, v0
	v_xor_b32_e32 v61, 8, v0
	v_cndmask_b32_e32 v1, v3, v4, vcc
	v_div_scale_f32 v2, s[2:3], s16, s16, v1
	v_rcp_f32_e32 v4, v2
	v_xor_b32_e32 v62, 4, v0
	s_mov_b32 s24, 0xff800000
	v_mov_b32_e32 v20, 0
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, v1, s16, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_div_fixup_f32 v1, v2, s16, v1
	ds_bpermute_b32 v2, v58, v1
	s_movk_i32 s44, 0xff60
	s_movk_i32 s82, 0xff80
	s_movk_i32 s96, 0xffa0
	s_movk_i32 s90, 0xffc0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_movk_i32 s22, 0xffe0
	s_mov_b32 s17, s16
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v59, v1
	s_mov_b32 s33, s16
	s_mov_b32 s63, s16
	s_mov_b32 s65, s16
	s_mov_b64 s[52:53], 0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b64 s[30:31], 0x200
	s_mov_b64 s[34:35], 0x84
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v60, v1
	s_mov_b64 s[36:37], 0x80
	s_mov_b64 s[38:39], 0x81
	s_mov_b64 s[40:41], 0x83
	s_mov_b64 s[42:43], 0x82
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s45, -1
	s_mov_b64 s[46:47], 0x252
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v61, v1
	s_mov_b64 s[48:49], 0x400
	s_mov_b64 s[50:51], 0x104
	s_mov_b64 s[54:55], 0x100
	s_mov_b32 s67, 0xc2b00000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s62, 0x4b400000
	s_mov_b32 s64, 0x3fb8aa3b
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v0, v62, v1
	s_mov_b32 s66, 0xcb400000
	s_mov_b32 s68, 0xbf318000
	s_mov_b32 s70, 0x395e8083
	s_mov_b32 s72, 0x3c0905f1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v1, v0
	v_cmp_o_f32_e32 vcc, v1, v0
	s_mov_b32 s74, 0x3ab688be
	s_mov_b32 s76, 0x3d2aaa8c
	v_cndmask_b32_e32 v57, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, s24, v57
	s_mov_b32 s78, 0x3e2aaa6e
	s_mov_b32 s69, 0xc3000000
	v_cndmask_b32_e32 v0, 0, v57, vcc
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s83, -1
	v_mov_b32_e32 v5, 0xff800000
	v_mov_b32_e32 v63, 0xc2b00000
	v_mov_b32_e32 v64, 0xc3000000
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v26, v20
	v_mov_b32_e32 v27, v20
	v_mov_b32_e32 v24, v20
	v_mov_b32_e32 v25, v20
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v20
	s_mov_b32 s97, -1
	s_mov_b64 s[98:99], 0x204
	s_mov_b32 s91, -1
	s_mov_b64 s[92:93], 0xa00
	s_mov_b64 s[94:95], 0x284
	s_mov_b32 s23, -1
	s_mov_b64 s[88:89], 0xc00
	s_mov_b64 s[14:15], 0x304
	s_mov_b64 s[56:57], 0xe00
	s_mov_b64 s[58:59], 0x384
	s_mov_b64 s[60:61], 0
	s_branch .LBB0_121
.LBB0_120:
	s_cbranch_execnz .LBB0_231
.LBB0_121:
	s_lshl_b64 s[2:3], s[60:61], 5
	v_mov_b32_e32 v7, s3
	v_or_b32_e32 v6, s2, v36
	v_lshl_add_u64 v[52:53], v[42:43], 0, s[52:53]
	v_lshl_add_u64 v[54:55], v[6:7], 4, v[38:39]
	v_lshl_add_u64 v[6:7], v[52:53], 0, 4
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_123
	flat_load_dwordx4 v[16:19], v[54:55]
.LBB0_123:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_133
	s_mov_b32 s25, s24
	v_or_b32_e32 v6, 1, v52
	v_mov_b32_e32 v7, v53
	v_or_b32_e32 v8, 3, v52
	v_mov_b32_e32 v9, v53
	v_or_b32_e32 v10, 2, v52
	v_mov_b32_e32 v11, v53
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[10:11], v[40:41]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[52:53], v[40:41]
	v_mov_b64_e32 v[18:19], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_126
	flat_load_dword v4, v[54:55]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[16:17], v[4:5]
.LBB0_126:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_128
	flat_load_dword v17, v[54:55] offset:4
.LBB0_128:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_130
	flat_load_dword v18, v[54:55] offset:8
.LBB0_130:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_132
	flat_load_dword v19, v[54:55] offset:12
.LBB0_132:
	s_or_b64 exec, exec, s[2:3]
.LBB0_133:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[34:35]
	v_lshl_add_u64 v[12:13], v[54:55], 0, s[30:31]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_135
	flat_load_dwordx4 v[8:11], v[12:13]
.LBB0_135:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_145
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[52:53], 0, s[38:39]
	v_lshl_add_u64 v[10:11], v[52:53], 0, s[40:41]
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[36:37]
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[42:43]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[8:9], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[10:11], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_138
	flat_load_dword v4, v[12:13]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[8:9], v[4:5]
.LBB0_138:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_140
	flat_load_dword v9, v[12:13] offset:4
.LBB0_140:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_142
	flat_load_dword v10, v[12:13] offset:8
.LBB0_142:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_144
	flat_load_dword v11, v[12:13] offset:12
.LBB0_144:
	s_or_b64 exec, exec, s[2:3]
.LBB0_145:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[44:45]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_159
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[50:51]
	v_lshl_add_u64 v[28:29], v[54:55], 0, s[48:49]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_148
	flat_load_dwordx4 v[12:15], v[28:29]
.LBB0_148:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_158
	s_mov_b64 s[2:3], 0x101
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x102
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[54:55]
	v_lshl_add_u64 v[46:47], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[12:13], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[46:47], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[14:15], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_151
	flat_load_dword v4, v[28:29]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
.LBB0_151:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_153
	flat_load_dword v13, v[28:29] offset:4
.LBB0_153:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_155
	flat_load_dword v14, v[28:29] offset:8
.LBB0_155:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_157
	flat_load_dword v15, v[28:29] offset:12
.LBB0_157:
	s_or_b64 exec, exec, s[2:3]
.LBB0_158:
	s_or_b64 exec, exec, s[84:85]
.LBB0_159:
	s_or_b64 exec, exec, s[80:81]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v4, s[2:3], s65, s65, v19
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v7, vcc, v19, s65, v19
	s_cmp_eq_u64 s[52:53], 0x800
	v_fma_f32 v28, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v28, v6
	v_mul_f32_e32 v28, v7, v6
	v_fma_f32 v29, -v4, v28, v7
	v_fmac_f32_e32 v28, v29, v6
	v_fma_f32 v4, -v4, v28, v7
	v_div_scale_f32 v7, s[2:3], s63, s63, v18
	v_rcp_f32_e32 v29, v7
	v_div_fmas_f32 v4, v4, v6, v28
	v_div_fixup_f32 v4, v4, s65, v19
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v6, -v7, v29, 1.0
	v_fmac_f32_e32 v29, v6, v29
	v_div_scale_f32 v6, vcc, v18, s63, v18
	v_mul_f32_e32 v19, v6, v29
	v_fma_f32 v28, -v7, v19, v6
	v_fmac_f32_e32 v19, v28, v29
	v_fma_f32 v6, -v7, v19, v6
	v_div_scale_f32 v7, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v28, v7
	v_div_fmas_f32 v6, v6, v29, v19
	v_div_fixup_f32 v6, v6, s63, v18
	v_sub_f32_e32 v73, v6, v2
	v_fma_f32 v18, -v7, v28, 1.0
	v_fmac_f32_e32 v28, v18, v28
	v_div_scale_f32 v18, vcc, v17, s33, v17
	v_mul_f32_e32 v19, v18, v28
	v_fma_f32 v29, -v7, v19, v18
	v_fmac_f32_e32 v19, v29, v28
	v_fma_f32 v7, -v7, v19, v18
	v_div_scale_f32 v18, s[2:3], s17, s17, v16
	v_rcp_f32_e32 v29, v18
	v_div_fmas_f32 v7, v7, v28, v19
	v_div_fixup_f32 v7, v7, s33, v17
	v_sub_f32_e32 v72, v7, v1
	v_fma_f32 v17, -v18, v29, 1.0
	v_fmac_f32_e32 v29, v17, v29
	v_div_scale_f32 v17, vcc, v16, s17, v16
	v_mul_f32_e32 v19, v17, v29
	v_fma_f32 v28, -v18, v19, v17
	v_fmac_f32_e32 v19, v28, v29
	v_fma_f32 v17, -v18, v19, v17
	v_div_fmas_f32 v17, v17, v29, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v16, v17, s17, v16
	v_sub_f32_e32 v65, v16, v0
	v_cndmask_b32_e32 v17, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v73
	v_mov_b64_e32 v[6:7], s[62:63]
	s_nop 0
	v_cndmask_b32_e32 v16, v63, v73, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v72
	v_pk_fma_f32 v[46:47], v[16:17], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v19, v63, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[48:49], v[46:47], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_cndmask_b32_e32 v18, v63, v65, vcc
	v_pk_fma_f32 v[28:29], v[18:19], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[48:49], s[68:69], v[16:17] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[50:51], v[28:29], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[48:49], v[48:49], s[70:71], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[50:51], s[68:69], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[72:73]
	v_pk_fma_f32 v[18:19], v[50:51], s[70:71], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[48:49], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[18:19], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[48:49], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[18:19], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[48:49], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[18:19], v[18:19]
	v_pk_mul_f32 v[66:67], v[48:49], v[48:49]
	v_pk_fma_f32 v[70:71], v[70:71], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[48:49], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[50:51], v[70:71], v[18:19]
	v_pk_fma_f32 v[48:49], v[66:67], v[68:69], v[48:49]
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s69, v72
	v_pk_fma_f32 v[18:19], v[18:19], v[28:29], v[28:29]
	v_pk_fma_f32 v[28:29], v[48:49], v[46:47], v[46:47]
	v_cndmask_b32_e32 v47, v64, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[20:21], v[20:21], v[18:19]
	v_pk_add_f32 v[26:27], v[26:27], v[28:29]
	v_cndmask_b32_e32 v46, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[18:19], v[18:19], v[46:47], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v49, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s33, s33, v9
	v_rcp_f32_e32 v50, v4
	v_cmp_ngt_f32_e32 vcc, s69, v73
	v_fma_f32 v24, -v4, v50, 1.0
	s_nop 0
	v_cndmask_b32_e32 v48, v64, v73, vcc
	v_fmac_f32_e32 v50, v24, v50
	v_div_scale_f32 v24, vcc, v9, s33, v9
	v_mul_f32_e32 v25, v24, v50
	v_pk_fma_f32 v[22:23], v[28:29], v[48:49], v[22:23]
	v_fma_f32 v28, -v4, v25, v24
	v_fmac_f32_e32 v25, v28, v50
	v_fma_f32 v4, -v4, v25, v24
	v_div_scale_f32 v24, s[2:3], s17, s17, v8
	v_rcp_f32_e32 v28, v24
	v_div_fmas_f32 v4, v4, v50, v25
	v_div_fixup_f32 v4, v4, s33, v9
	v_sub_f32_e32 v4, v4, v1
	v_fma_f32 v9, -v24, v28, 1.0
	v_fmac_f32_e32 v28, v9, v28
	v_div_scale_f32 v9, vcc, v8, s17, v8
	v_mul_f32_e32 v25, v9, v28
	v_fma_f32 v29, -v24, v25, v9
	v_fmac_f32_e32 v25, v29, v28
	v_fma_f32 v9, -v24, v25, v9
	v_div_scale_f32 v24, s[2:3], s65, s65, v11
	v_rcp_f32_e32 v29, v24
	v_div_fmas_f32 v9, v9, v28, v25
	v_div_fixup_f32 v8, v9, s17, v8
	v_sub_f32_e32 v69, v8, v0
	v_fma_f32 v9, -v24, v29, 1.0
	v_fmac_f32_e32 v29, v9, v29
	v_div_scale_f32 v9, vcc, v11, s65, v11
	v_mul_f32_e32 v25, v9, v29
	v_fma_f32 v28, -v24, v25, v9
	v_fmac_f32_e32 v25, v28, v29
	v_fma_f32 v9, -v24, v25, v9
	v_div_scale_f32 v24, s[2:3], s63, s63, v10
	v_rcp_f32_e32 v28, v24
	v_div_fmas_f32 v9, v9, v29, v25
	v_div_fixup_f32 v9, v9, s65, v11
	v_sub_f32_e32 v68, v9, v3
	v_fma_f32 v11, -v24, v28, 1.0
	v_fmac_f32_e32 v28, v11, v28
	v_div_scale_f32 v11, vcc, v10, s63, v10
	v_mul_f32_e32 v25, v11, v28
	v_fma_f32 v29, -v24, v25, v11
	v_fmac_f32_e32 v25, v29, v28
	v_fma_f32 v11, -v24, v25, v11
	v_div_fmas_f32 v11, v11, v28, v25
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v10, v11, s63, v10
	v_sub_f32_e32 v65, v10, v2
	v_cndmask_b32_e32 v9, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v69
	s_nop 1
	v_cndmask_b32_e32 v8, v63, v69, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v68
	v_pk_fma_f32 v[28:29], v[8:9], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v11, v63, v68, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[46:47], v[28:29], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_cndmask_b32_e32 v10, v63, v65, vcc
	v_pk_fma_f32 v[24:25], v[10:11], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[8:9], v[46:47], s[68:69], v[8:9] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[48:49], v[24:25], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[8:9], v[46:47], s[70:71], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[48:49], s[68:69], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[8:9], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[48:49], s[70:71], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[8:9], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[66:67], v[10:11], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[46:47], v[10:11], v[10:11]
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v25, v25, 23, 1.0
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], s[78:79] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v24, v24, 23, 1.0
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[8:9], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[46:47], v[66:67], v[10:11]
	v_cmp_ngt_f32_e32 vcc, s69, v68
	v_pk_fma_f32 v[10:11], v[10:11], v[24:25], v[24:25]
	v_pk_mul_f32 v[48:49], v[8:9], v[8:9]
	v_pk_fma_f32 v[50:51], v[50:51], v[8:9], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[24:25], v[26:27], v[10:11]
	v_cndmask_b32_e32 v27, v64, v68, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_fma_f32 v[8:9], v[48:49], v[50:51], v[8:9]
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_cndmask_b32_e32 v26, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[8:9], v[8:9], v[28:29], v[28:29]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], v[22:23]
	v_cndmask_b32_e32 v29, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s65, s65, v15
	v_rcp_f32_e32 v46, v4
	v_cmp_ngt_f32_e32 vcc, s69, v69
	v_pk_add_f32 v[20:21], v[20:21], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v28, v64, v69, vcc
	v_pk_fma_f32 v[8:9], v[8:9], v[28:29], v[18:19]
	v_fma_f32 v18, -v4, v46, 1.0
	v_fmac_f32_e32 v46, v18, v46
	v_div_scale_f32 v18, vcc, v15, s65, v15
	v_mul_f32_e32 v19, v18, v46
	v_fma_f32 v22, -v4, v19, v18
	v_fmac_f32_e32 v19, v22, v46
	v_fma_f32 v4, -v4, v19, v18
	v_div_scale_f32 v18, s[2:3], s63, s63, v14
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v4, v4, v46, v19
	v_div_fixup_f32 v4, v4, s65, v15
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v15, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v15, v22
	v_div_scale_f32 v15, vcc, v14, s63, v14
	v_mul_f32_e32 v19, v15, v22
	v_fma_f32 v23, -v18, v19, v15
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v15, -v18, v19, v15
	v_div_scale_f32 v18, s[2:3], s33, s33, v13
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v15, v15, v22, v19
	v_div_fixup_f32 v14, v15, s63, v14
	v_sub_f32_e32 v50, v14, v2
	v_fma_f32 v15, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v13, s33, v13
	v_mul_f32_e32 v19, v15, v23
	v_fma_f32 v22, -v18, v19, v15
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v15, -v18, v19, v15
	v_div_scale_f32 v18, s[2:3], s17, s17, v12
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v15, v15, v23, v19
	v_div_fixup_f32 v13, v15, s33, v13
	v_sub_f32_e32 v49, v13, v1
	v_fma_f32 v15, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v15, v22
	v_div_scale_f32 v15, vcc, v12, s17, v12
	v_mul_f32_e32 v19, v15, v22
	v_fma_f32 v23, -v18, v19, v15
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v15, -v18, v19, v15
	v_div_fmas_f32 v15, v15, v22, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v12, v15, s17, v12
	v_sub_f32_e32 v48, v12, v0
	v_cndmask_b32_e32 v13, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v50
	s_nop 1
	v_cndmask_b32_e32 v12, v63, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v49
	s_nop 1
	v_cndmask_b32_e32 v15, v63, v49, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v48
	s_nop 1
	v_cndmask_b32_e32 v14, v63, v48, vcc
	v_pk_fma_f32 v[18:19], v[14:15], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[12:13], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[26:27], v[18:19], s[66:67] op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[6:7], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[14:15], v[26:27], s[68:69], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[22:23], s[68:69], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[26:27], s[70:71], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[22:23], s[70:71], v[12:13] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_pk_fma_f32 v[28:29], v[12:13], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[14:15], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[76:77] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[26:27], v[12:13], v[12:13]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[26:27], v[28:29], v[12:13]
	v_lshl_add_u32 v6, v6, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s69, v49
	v_pk_mul_f32 v[22:23], v[14:15], v[14:15]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[6:7]
	v_cndmask_b32_e32 v13, v64, v49, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v48
	v_pk_fma_f32 v[14:15], v[22:23], v[16:17], v[14:15]
	v_lshl_add_u32 v17, v19, 23, 1.0
	v_lshl_add_u32 v16, v18, 23, 1.0
	v_cndmask_b32_e32 v12, v64, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[14:15], v[14:15], v[16:17], v[16:17]
	v_pk_add_f32 v[28:29], v[24:25], v[6:7]
	v_cndmask_b32_e32 v17, v64, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v50
	v_pk_add_f32 v[46:47], v[20:21], v[14:15]
	s_nop 0
	v_cndmask_b32_e32 v16, v64, v50, vcc
	v_pk_fma_f32 v[48:49], v[6:7], v[16:17], v[10:11]
	v_pk_fma_f32 v[50:51], v[14:15], v[12:13], v[8:9]
	s_cbranch_scc1 .LBB0_120
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[82:83]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v8, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_174
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[10:11], v[54:55], 0, s[2:3]
	s_mov_b64 s[2:3], 0x184
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_163
	flat_load_dwordx4 v[16:19], v[10:11]
.LBB0_163:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_173
	s_mov_b64 s[2:3], 0x180
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x181
	v_lshl_add_u64 v[12:13], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x183
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x182
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[52:53], 0, s[2:3]
	s_mov_b32 s25, s24
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[16:17], s[24:25]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[18:19], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_166
	flat_load_dword v4, v[10:11]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[16:17], v[4:5]
.LBB0_166:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_168
	flat_load_dword v17, v[10:11] offset:4
.LBB0_168:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_170
	flat_load_dword v18, v[10:11] offset:8
.LBB0_170:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_172
	flat_load_dword v19, v[10:11] offset:12
.LBB0_172:
	s_or_b64 exec, exec, s[2:3]
.LBB0_173:
	s_or_b64 exec, exec, s[84:85]
.LBB0_174:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[96:97]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v9, 0xff800000
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v11, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_188
	s_mov_b64 s[2:3], 0x800
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[98:99]
	v_lshl_add_u64 v[12:13], v[54:55], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_177
	flat_load_dwordx4 v[8:11], v[12:13]
.LBB0_177:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_187
	s_mov_b64 s[2:3], 0x201
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[10:11], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[30:31]
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[8:9], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[10:11], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_180
	flat_load_dword v4, v[12:13]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[8:9], v[4:5]
.LBB0_180:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_182
	flat_load_dword v9, v[12:13] offset:4
.LBB0_182:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_184
	flat_load_dword v10, v[12:13] offset:8
.LBB0_184:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_186
	flat_load_dword v11, v[12:13] offset:12
.LBB0_186:
	s_or_b64 exec, exec, s[2:3]
.LBB0_187:
	s_or_b64 exec, exec, s[84:85]
.LBB0_188:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[90:91]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_202
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[94:95]
	v_lshl_add_u64 v[14:15], v[54:55], 0, s[92:93]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_191
	flat_load_dwordx4 v[20:23], v[14:15]
.LBB0_191:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_201
	s_mov_b64 s[2:3], 0x280
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x281
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[20:21], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x283
	v_lshl_add_u64 v[22:23], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x282
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[24:25], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[22:23], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[20:21], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[24:25], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[22:23], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_194
	flat_load_dword v4, v[14:15]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
.LBB0_194:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_196
	flat_load_dword v21, v[14:15] offset:4
.LBB0_196:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_198
	flat_load_dword v22, v[14:15] offset:8
.LBB0_198:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_200
	flat_load_dword v23, v[14:15] offset:12
.LBB0_200:
	s_or_b64 exec, exec, s[2:3]
.LBB0_201:
	s_or_b64 exec, exec, s[84:85]
.LBB0_202:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v13, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_216
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[14:15]
	v_lshl_add_u64 v[24:25], v[54:55], 0, s[88:89]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_205
	flat_load_dwordx4 v[12:15], v[24:25]
.LBB0_205:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_215
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[26:27], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[12:13], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[26:27], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[14:15], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_208
	flat_load_dword v4, v[24:25]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
.LBB0_208:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_210
	flat_load_dword v13, v[24:25] offset:4
.LBB0_210:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_212
	flat_load_dword v14, v[24:25] offset:8
.LBB0_212:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_214
	flat_load_dword v15, v[24:25] offset:12
.LBB0_214:
	s_or_b64 exec, exec, s[2:3]
.LBB0_215:
	s_or_b64 exec, exec, s[84:85]
.LBB0_216:
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[44:45]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_230
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[58:59]
	v_lshl_add_u64 v[54:55], v[54:55], 0, s[56:57]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_219
	flat_load_dwordx4 v[24:27], v[54:55]
.LBB0_219:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_229
	s_mov_b64 s[2:3], 0x380
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x381
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x383
	v_lshl_add_u64 v[26:27], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x382
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[26:27], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[24:25], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[24:25], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[52:53], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[26:27], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_222
	flat_load_dword v4, v[54:55]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[26:27], v[6:7]
	v_mov_b64_e32 v[24:25], v[4:5]
.LBB0_222:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_224
	flat_load_dword v25, v[54:55] offset:4
.LBB0_224:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_226
	flat_load_dword v26, v[54:55] offset:8
.LBB0_226:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_228
	flat_load_dword v27, v[54:55] offset:12
.LBB0_228:
	s_or_b64 exec, exec, s[2:3]
.LBB0_229:
	s_or_b64 exec, exec, s[84:85]
.LBB0_230:
	s_or_b64 exec, exec, s[80:81]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v4, s[2:3], s65, s65, v19
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v7, vcc, v19, s65, v19
	s_add_u32 s60, s60, 8
	v_fma_f32 v52, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v52, v6
	v_mul_f32_e32 v52, v7, v6
	v_fma_f32 v53, -v4, v52, v7
	v_fmac_f32_e32 v52, v53, v6
	v_fma_f32 v4, -v4, v52, v7
	v_div_scale_f32 v7, s[2:3], s63, s63, v18
	v_rcp_f32_e32 v53, v7
	v_div_fmas_f32 v4, v4, v6, v52
	v_div_fixup_f32 v4, v4, s65, v19
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v6, -v7, v53, 1.0
	v_fmac_f32_e32 v53, v6, v53
	v_div_scale_f32 v6, vcc, v18, s63, v18
	v_mul_f32_e32 v19, v6, v53
	v_fma_f32 v52, -v7, v19, v6
	v_fmac_f32_e32 v19, v52, v53
	v_fma_f32 v6, -v7, v19, v6
	v_div_scale_f32 v7, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v52, v7
	v_div_fmas_f32 v6, v6, v53, v19
	v_div_fixup_f32 v6, v6, s63, v18
	v_sub_f32_e32 v77, v6, v2
	v_fma_f32 v18, -v7, v52, 1.0
	v_fmac_f32_e32 v52, v18, v52
	v_div_scale_f32 v18, vcc, v17, s33, v17
	v_mul_f32_e32 v19, v18, v52
	v_fma_f32 v53, -v7, v19, v18
	v_fmac_f32_e32 v19, v53, v52
	v_fma_f32 v7, -v7, v19, v18
	v_div_scale_f32 v18, s[2:3], s17, s17, v16
	v_rcp_f32_e32 v53, v18
	v_div_fmas_f32 v7, v7, v52, v19
	v_div_fixup_f32 v7, v7, s33, v17
	v_sub_f32_e32 v76, v7, v1
	v_fma_f32 v17, -v18, v53, 1.0
	v_fmac_f32_e32 v53, v17, v53
	v_div_scale_f32 v17, vcc, v16, s17, v16
	v_mul_f32_e32 v19, v17, v53
	v_fma_f32 v52, -v18, v19, v17
	v_fmac_f32_e32 v19, v52, v53
	v_fma_f32 v17, -v18, v19, v17
	v_div_fmas_f32 v17, v17, v53, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v16, v17, s17, v16
	v_sub_f32_e32 v65, v16, v0
	v_cndmask_b32_e32 v17, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v77
	v_mov_b64_e32 v[6:7], s[62:63]
	s_addc_u32 s61, s61, 0
	v_cndmask_b32_e32 v16, v63, v77, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v76
	v_pk_fma_f32 v[54:55], v[16:17], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_add_u32 s52, s52, 0x400
	v_cndmask_b32_e32 v19, v63, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[66:67], v[54:55], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v55, v55, 23, 1.0
	v_cndmask_b32_e32 v18, v63, v65, vcc
	v_pk_fma_f32 v[52:53], v[18:19], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[66:67], s[68:69], v[16:17] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[68:69], v[52:53], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[66:67], v[66:67], s[70:71], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[68:69], s[68:69], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[72:73]
	v_pk_fma_f32 v[18:19], v[68:69], s[70:71], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[66:67], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[18:19], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[68:69], v[18:19], v[18:19]
	v_pk_fma_f32 v[74:75], v[74:75], v[18:19], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[66:67], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[74:75], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s69, v76
	v_pk_fma_f32 v[74:75], v[74:75], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[66:67], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[68:69], v[74:75], v[18:19]
	v_cndmask_b32_e32 v69, v64, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_mul_f32 v[70:71], v[66:67], v[66:67]
	v_pk_fma_f32 v[72:73], v[72:73], v[66:67], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v68, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[66:67], v[70:71], v[72:73], v[66:67]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v71, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s33, s33, v9
	v_rcp_f32_e32 v65, v4
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_lshl_add_u32 v54, v54, 23, 1.0
	v_pk_fma_f32 v[18:19], v[18:19], v[52:53], v[52:53]
	v_pk_fma_f32 v[52:53], v[66:67], v[54:55], v[54:55]
	v_pk_add_f32 v[66:67], v[46:47], v[18:19]
	v_cmp_ngt_f32_e32 vcc, s69, v77
	v_pk_fma_f32 v[18:19], v[18:19], v[68:69], v[50:51]
	v_fma_f32 v68, -v4, v65, 1.0
	v_cndmask_b32_e32 v70, v64, v77, vcc
	v_fmac_f32_e32 v65, v68, v65
	v_div_scale_f32 v68, vcc, v9, s33, v9
	v_mul_f32_e32 v69, v68, v65
	v_pk_add_f32 v[54:55], v[28:29], v[52:53]
	v_pk_fma_f32 v[52:53], v[52:53], v[70:71], v[48:49]
	v_fma_f32 v70, -v4, v69, v68
	v_fmac_f32_e32 v69, v70, v65
	v_fma_f32 v4, -v4, v69, v68
	v_div_scale_f32 v68, s[2:3], s17, s17, v8
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v4, v4, v65, v69
	v_div_fixup_f32 v4, v4, s33, v9
	v_sub_f32_e32 v4, v4, v1
	v_fma_f32 v9, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v9, v70
	v_div_scale_f32 v9, vcc, v8, s17, v8
	v_mul_f32_e32 v65, v9, v70
	v_fma_f32 v69, -v68, v65, v9
	v_fmac_f32_e32 v65, v69, v70
	v_fma_f32 v9, -v68, v65, v9
	v_div_scale_f32 v68, s[2:3], s65, s65, v11
	v_rcp_f32_e32 v69, v68
	v_div_fmas_f32 v9, v9, v70, v65
	v_div_fixup_f32 v8, v9, s17, v8
	v_sub_f32_e32 v77, v8, v0
	v_fma_f32 v9, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v9, v69
	v_div_scale_f32 v9, vcc, v11, s65, v11
	v_mul_f32_e32 v65, v9, v69
	v_fma_f32 v70, -v68, v65, v9
	v_fmac_f32_e32 v65, v70, v69
	v_fma_f32 v9, -v68, v65, v9
	v_div_scale_f32 v68, s[2:3], s63, s63, v10
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v9, v9, v69, v65
	v_div_fixup_f32 v9, v9, s65, v11
	v_sub_f32_e32 v76, v9, v3
	v_fma_f32 v11, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v11, v70
	v_div_scale_f32 v11, vcc, v10, s63, v10
	v_mul_f32_e32 v65, v11, v70
	v_fma_f32 v69, -v68, v65, v11
	v_fmac_f32_e32 v65, v69, v70
	v_fma_f32 v11, -v68, v65, v11
	v_div_fmas_f32 v11, v11, v70, v65
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v10, v11, s63, v10
	v_sub_f32_e32 v65, v10, v2
	v_cndmask_b32_e32 v9, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v77
	s_addc_u32 s53, s53, 0
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[54:55]
	v_cndmask_b32_e32 v8, v63, v77, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v76
	v_pk_fma_f32 v[70:71], v[8:9], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v11, v63, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[72:73], v[70:71], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v71, v71, 23, 1.0
	v_cndmask_b32_e32 v10, v63, v65, vcc
	v_pk_fma_f32 v[68:69], v[10:11], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[8:9], v[72:73], s[68:69], v[8:9] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[74:75], v[68:69], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[8:9], v[72:73], s[70:71], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[74:75], s[68:69], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[72:73], v[8:9], v[8:9]
	v_pk_fma_f32 v[10:11], v[74:75], s[70:71], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[8:9], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_lshl_add_u32 v69, v69, 23, 1.0
	v_pk_fma_f32 v[74:75], v[74:75], v[8:9], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v68, v68, 23, 1.0
	v_pk_fma_f32 v[74:75], v[74:75], v[8:9], s[78:79] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s69, v76
	v_pk_fma_f32 v[74:75], v[74:75], v[8:9], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v70, v70, 23, 1.0
	v_pk_fma_f32 v[8:9], v[72:73], v[74:75], v[8:9]
	v_pk_fma_f32 v[74:75], v[10:11], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[72:73], v[10:11], v[10:11]
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[8:9], v[8:9], v[70:71], v[70:71]
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], s[78:79] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[66:67], v[66:67], v[8:9]
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[72:73], v[74:75], v[10:11]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[10:11], v[68:69], v[68:69]
	v_cndmask_b32_e32 v69, v64, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[54:55], v[54:55], v[10:11]
	s_nop 0
	v_cndmask_b32_e32 v68, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[10:11], v[10:11], v[68:69], v[52:53]
	s_nop 0
	v_cndmask_b32_e32 v71, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s65, s65, v23
	v_rcp_f32_e32 v65, v4
	v_cmp_ngt_f32_e32 vcc, s69, v77
	s_nop 1
	v_cndmask_b32_e32 v70, v64, v77, vcc
	v_pk_fma_f32 v[8:9], v[8:9], v[70:71], v[18:19]
	v_fma_f32 v18, -v4, v65, 1.0
	v_fmac_f32_e32 v65, v18, v65
	v_div_scale_f32 v18, vcc, v23, s65, v23
	v_mul_f32_e32 v19, v18, v65
	v_fma_f32 v52, -v4, v19, v18
	v_fmac_f32_e32 v19, v52, v65
	v_fma_f32 v4, -v4, v19, v18
	v_div_scale_f32 v18, s[2:3], s63, s63, v22
	v_rcp_f32_e32 v52, v18
	v_div_fmas_f32 v4, v4, v65, v19
	v_div_fixup_f32 v4, v4, s65, v23
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v19, -v18, v52, 1.0
	v_fmac_f32_e32 v52, v19, v52
	v_div_scale_f32 v19, vcc, v22, s63, v22
	v_mul_f32_e32 v23, v19, v52
	v_fma_f32 v53, -v18, v23, v19
	v_fmac_f32_e32 v23, v53, v52
	v_fma_f32 v18, -v18, v23, v19
	v_div_scale_f32 v19, s[2:3], s33, s33, v21
	v_rcp_f32_e32 v53, v19
	v_div_fmas_f32 v18, v18, v52, v23
	v_div_fixup_f32 v18, v18, s63, v22
	v_sub_f32_e32 v77, v18, v2
	v_fma_f32 v22, -v19, v53, 1.0
	v_fmac_f32_e32 v53, v22, v53
	v_div_scale_f32 v22, vcc, v21, s33, v21
	v_mul_f32_e32 v23, v22, v53
	v_fma_f32 v52, -v19, v23, v22
	v_fmac_f32_e32 v23, v52, v53
	v_fma_f32 v19, -v19, v23, v22
	v_div_scale_f32 v22, s[2:3], s17, s17, v20
	v_rcp_f32_e32 v52, v22
	v_div_fmas_f32 v19, v19, v53, v23
	v_div_fixup_f32 v19, v19, s33, v21
	v_sub_f32_e32 v76, v19, v1
	v_fma_f32 v21, -v22, v52, 1.0
	v_fmac_f32_e32 v52, v21, v52
	v_div_scale_f32 v21, vcc, v20, s17, v20
	v_mul_f32_e32 v23, v21, v52
	v_fma_f32 v53, -v22, v23, v21
	v_fmac_f32_e32 v23, v53, v52
	v_fma_f32 v21, -v22, v23, v21
	v_div_fmas_f32 v21, v21, v52, v23
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v20, v21, s17, v20
	v_sub_f32_e32 v65, v20, v0
	v_cndmask_b32_e32 v19, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v77
	s_nop 1
	v_cndmask_b32_e32 v18, v63, v77, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v76
	v_pk_fma_f32 v[52:53], v[18:19], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v21, v63, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[68:69], v[52:53], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v20, v63, v65, vcc
	v_pk_fma_f32 v[22:23], v[20:21], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[18:19], v[68:69], s[68:69], v[18:19] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[70:71], v[22:23], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[18:19], v[68:69], s[70:71], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[70:71], s[68:69], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[18:19], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[70:71], s[70:71], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[18:19], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[20:21], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[74:75], v[20:21], s[76:77] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[70:71], v[18:19], v[18:19]
	v_pk_fma_f32 v[74:75], v[74:75], v[20:21], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[68:69], v[20:21], v[20:21]
	v_pk_fma_f32 v[74:75], v[74:75], v[20:21], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[70:71], v[72:73], v[18:19]
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_pk_fma_f32 v[20:21], v[68:69], v[74:75], v[20:21]
	v_lshl_add_u32 v23, v23, 23, 1.0
	v_lshl_add_u32 v22, v22, 23, 1.0
	v_pk_fma_f32 v[18:19], v[18:19], v[52:53], v[52:53]
	v_cmp_ngt_f32_e32 vcc, s69, v76
	v_pk_fma_f32 v[20:21], v[20:21], v[22:23], v[22:23]
	v_pk_add_f32 v[22:23], v[54:55], v[18:19]
	v_cndmask_b32_e32 v55, v64, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[52:53], v[66:67], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v54, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[8:9], v[20:21], v[54:55], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v67, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s33, s33, v13
	v_rcp_f32_e32 v65, v4
	v_cmp_ngt_f32_e32 vcc, s69, v77
	s_nop 1
	v_cndmask_b32_e32 v66, v64, v77, vcc
	v_pk_fma_f32 v[10:11], v[18:19], v[66:67], v[10:11]
	v_fma_f32 v18, -v4, v65, 1.0
	v_fmac_f32_e32 v65, v18, v65
	v_div_scale_f32 v18, vcc, v13, s33, v13
	v_mul_f32_e32 v19, v18, v65
	v_fma_f32 v20, -v4, v19, v18
	v_fmac_f32_e32 v19, v20, v65
	v_fma_f32 v4, -v4, v19, v18
	v_div_scale_f32 v18, s[2:3], s17, s17, v12
	v_rcp_f32_e32 v20, v18
	v_div_fmas_f32 v4, v4, v65, v19
	v_div_fixup_f32 v4, v4, s33, v13
	v_sub_f32_e32 v4, v4, v1
	v_fma_f32 v13, -v18, v20, 1.0
	v_fmac_f32_e32 v20, v13, v20
	v_div_scale_f32 v13, vcc, v12, s17, v12
	v_mul_f32_e32 v19, v13, v20
	v_fma_f32 v21, -v18, v19, v13
	v_fmac_f32_e32 v19, v21, v20
	v_fma_f32 v13, -v18, v19, v13
	v_div_scale_f32 v18, s[2:3], s65, s65, v15
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v13, v13, v20, v19
	v_div_fixup_f32 v12, v13, s17, v12
	v_sub_f32_e32 v73, v12, v0
	v_fma_f32 v13, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v13, v21
	v_div_scale_f32 v13, vcc, v15, s65, v15
	v_mul_f32_e32 v19, v13, v21
	v_fma_f32 v20, -v18, v19, v13
	v_fmac_f32_e32 v19, v20, v21
	v_fma_f32 v13, -v18, v19, v13
	v_div_scale_f32 v18, s[2:3], s63, s63, v14
	v_rcp_f32_e32 v20, v18
	v_div_fmas_f32 v13, v13, v21, v19
	v_div_fixup_f32 v13, v13, s65, v15
	v_sub_f32_e32 v72, v13, v3
	v_fma_f32 v15, -v18, v20, 1.0
	v_fmac_f32_e32 v20, v15, v20
	v_div_scale_f32 v15, vcc, v14, s63, v14
	v_mul_f32_e32 v19, v15, v20
	v_fma_f32 v21, -v18, v19, v15
	v_fmac_f32_e32 v19, v21, v20
	v_fma_f32 v15, -v18, v19, v15
	v_div_fmas_f32 v15, v15, v20, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v14, v15, s63, v14
	v_sub_f32_e32 v65, v14, v2
	v_cndmask_b32_e32 v13, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v73
	s_nop 1
	v_cndmask_b32_e32 v12, v63, v73, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v72
	v_pk_fma_f32 v[20:21], v[12:13], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v15, v63, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[54:55], v[20:21], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_cndmask_b32_e32 v14, v63, v65, vcc
	v_pk_fma_f32 v[18:19], v[14:15], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[54:55], s[68:69], v[12:13] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[66:67], v[18:19], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[12:13], v[54:55], s[70:71], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[66:67], s[68:69], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[12:13], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[14:15], v[66:67], s[70:71], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[12:13], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[14:15], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[54:55], v[14:15], v[14:15]
	v_pk_fma_f32 v[70:71], v[70:71], v[14:15], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[66:67], v[12:13], v[12:13]
	v_pk_fma_f32 v[70:71], v[70:71], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[54:55], v[70:71], v[14:15]
	v_lshl_add_u32 v19, v19, 23, 1.0
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_pk_fma_f32 v[12:13], v[66:67], v[68:69], v[12:13]
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], v[18:19]
	v_cmp_ngt_f32_e32 vcc, s69, v72
	v_pk_fma_f32 v[12:13], v[12:13], v[20:21], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[14:15]
	v_cndmask_b32_e32 v23, v64, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[18:19], v[52:53], v[12:13]
	s_nop 0
	v_cndmask_b32_e32 v22, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[10:11], v[14:15], v[22:23], v[10:11]
	s_nop 0
	v_cndmask_b32_e32 v53, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s65, s65, v27
	v_rcp_f32_e32 v54, v4
	v_cmp_ngt_f32_e32 vcc, s69, v73
	s_nop 1
	v_cndmask_b32_e32 v52, v64, v73, vcc
	v_pk_fma_f32 v[8:9], v[12:13], v[52:53], v[8:9]
	v_fma_f32 v12, -v4, v54, 1.0
	v_fmac_f32_e32 v54, v12, v54
	v_div_scale_f32 v12, vcc, v27, s65, v27
	v_mul_f32_e32 v13, v12, v54
	v_fma_f32 v14, -v4, v13, v12
	v_fmac_f32_e32 v13, v14, v54
	v_fma_f32 v4, -v4, v13, v12
	v_div_scale_f32 v12, s[2:3], s63, s63, v26
	v_rcp_f32_e32 v14, v12
	v_div_fmas_f32 v4, v4, v54, v13
	v_div_fixup_f32 v4, v4, s65, v27
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v13, -v12, v14, 1.0
	v_fmac_f32_e32 v14, v13, v14
	v_div_scale_f32 v13, vcc, v26, s63, v26
	v_mul_f32_e32 v15, v13, v14
	v_fma_f32 v22, -v12, v15, v13
	v_fmac_f32_e32 v15, v22, v14
	v_fma_f32 v12, -v12, v15, v13
	v_div_scale_f32 v13, s[2:3], s33, s33, v25
	v_rcp_f32_e32 v22, v13
	v_div_fmas_f32 v12, v12, v14, v15
	v_div_fixup_f32 v12, v12, s63, v26
	v_sub_f32_e32 v65, v12, v2
	v_fma_f32 v14, -v13, v22, 1.0
	v_fmac_f32_e32 v22, v14, v22
	v_div_scale_f32 v14, vcc, v25, s33, v25
	v_mul_f32_e32 v15, v14, v22
	v_fma_f32 v23, -v13, v15, v14
	v_fmac_f32_e32 v15, v23, v22
	v_fma_f32 v13, -v13, v15, v14
	v_div_scale_f32 v14, s[2:3], s17, s17, v24
	v_rcp_f32_e32 v23, v14
	v_div_fmas_f32 v13, v13, v22, v15
	v_div_fixup_f32 v13, v13, s33, v25
	v_sub_f32_e32 v55, v13, v1
	v_fma_f32 v15, -v14, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v24, s17, v24
	v_mul_f32_e32 v22, v15, v23
	v_fma_f32 v25, -v14, v22, v15
	v_fmac_f32_e32 v22, v25, v23
	v_fma_f32 v14, -v14, v22, v15
	v_div_fmas_f32 v14, v14, v23, v22
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v14, v14, s17, v24
	v_sub_f32_e32 v54, v14, v0
	v_cndmask_b32_e32 v13, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	s_nop 1
	v_cndmask_b32_e32 v12, v63, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v55
	s_nop 1
	v_cndmask_b32_e32 v15, v63, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v54
	s_nop 1
	v_cndmask_b32_e32 v14, v63, v54, vcc
	v_pk_fma_f32 v[22:23], v[14:15], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[12:13], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[26:27], v[22:23], s[66:67] op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[6:7], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[14:15], v[26:27], s[68:69], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[24:25], s[68:69], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[26:27], s[70:71], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[24:25], s[70:71], v[12:13] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_pk_fma_f32 v[52:53], v[12:13], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[14:15], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[12:13], s[76:77] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[26:27], v[12:13], v[12:13]
	v_pk_fma_f32 v[52:53], v[52:53], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[26:27], v[52:53], v[12:13]
	v_lshl_add_u32 v6, v6, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s69, v55
	v_pk_mul_f32 v[24:25], v[14:15], v[14:15]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[6:7]
	v_cndmask_b32_e32 v13, v64, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v54
	v_pk_fma_f32 v[14:15], v[24:25], v[16:17], v[14:15]
	v_lshl_add_u32 v17, v23, 23, 1.0
	v_lshl_add_u32 v16, v22, 23, 1.0
	v_cndmask_b32_e32 v12, v64, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[14:15], v[14:15], v[16:17], v[16:17]
	v_pk_add_f32 v[26:27], v[20:21], v[6:7]
	v_cndmask_b32_e32 v17, v64, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[20:21], v[18:19], v[14:15]
	v_pk_fma_f32 v[24:25], v[14:15], v[12:13], v[8:9]
	v_cndmask_b32_e32 v16, v64, v65, vcc
	v_pk_fma_f32 v[22:23], v[6:7], v[16:17], v[10:11]
	s_branch .LBB0_121
.LBB0_231:
	v_pk_add_f32 v[0:1], v[46:47], v[28:29]
	v_readlane_b32 s2, v56, 2
	v_add_f32_e32 v2, v0, v1
	v_pk_add_f32 v[0:1], v[50:51], v[48:49]
	v_readlane_b32 s3, v56, 3
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v58, v2
	ds_bpermute_b32 v3, v58, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v59, v1
	ds_bpermute_b32 v3, v59, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v60, v1
	ds_bpermute_b32 v3, v60, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v61, v1
	ds_bpermute_b32 v3, v61, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v62, v1
	ds_bpermute_b32 v3, v62, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v3
.LBB0_232:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_459
	v_writelane_b32 v56, s2, 4
	v_or_b32_e32 v44, 0xe0, v36
	v_mov_b32_e32 v45, 0
	s_movk_i32 s42, 0xff60
	s_movk_i32 s60, 0xff80
	s_movk_i32 s74, 0xffa0
	s_movk_i32 s84, 0xffc0
	s_movk_i32 s98, 0xffe0
	v_writelane_b32 v56, s3, 5
	v_mov_b32_e32 v43, v45
	s_mov_b64 s[40:41], 0
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b64 s[14:15], 0x200
	s_mov_b64 s[22:23], 0x84
	s_mov_b64 s[30:31], 0x80
	s_mov_b64 s[34:35], 0x81
	s_mov_b64 s[36:37], 0x83
	s_mov_b64 s[38:39], 0x82
	s_mov_b32 s43, -1
	s_mov_b64 s[44:45], 0x252
	s_mov_b64 s[46:47], 0x400
	s_mov_b64 s[48:49], 0x104
	s_mov_b64 s[50:51], 0x100
	s_mov_b64 s[52:53], 0x101
	s_mov_b64 s[54:55], 0x103
	s_mov_b64 s[56:57], 0x102
	s_mov_b64 s[58:59], 0x800
	s_mov_b32 s61, -1
	s_mov_b64 s[62:63], 0x600
	s_mov_b64 s[64:65], 0x184
	s_mov_b32 s75, -1
	s_mov_b64 s[76:77], 0x204
	s_mov_b32 s85, -1
	s_mov_b64 s[86:87], 0xa00
	s_mov_b64 s[88:89], 0x284
	s_mov_b32 s99, -1
	s_mov_b64 s[66:67], 0xc00
	s_mov_b64 s[68:69], 0x304
	s_mov_b64 s[82:83], 0xe00
	s_mov_b64 s[90:91], 0x384
	v_mov_b32_e32 v52, 0x7fc00000
	v_mov_b64_e32 v[46:47], v[44:45]
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_mov_b64 s[94:95], 0x381
	s_mov_b64 s[96:97], 0x383
	s_mov_b64 s[70:71], 0x382
	s_mov_b64 s[72:73], 0
	s_mov_b32 s24, 0xff800000
	s_branch .LBB0_235
.LBB0_234:
	s_cbranch_execnz .LBB0_345
.LBB0_235:
	s_lshl_b64 s[2:3], s[72:73], 5
	v_mov_b32_e32 v5, s3
	v_or_b32_e32 v4, s2, v36
	v_lshl_add_u64 v[48:49], v[42:43], 0, s[40:41]
	v_lshl_add_u64 v[50:51], v[4:5], 4, v[38:39]
	v_lshl_add_u64 v[4:5], v[48:49], 0, 4
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_237
	flat_load_dwordx4 v[6:9], v[50:51]
.LBB0_237:
	s_andn2_saveexec_b64 s[78:79], s[2:3]
	s_cbranch_execz .LBB0_247
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v6, 3, v48
	v_mov_b32_e32 v7, v49
	v_or_b32_e32 v8, 2, v48
	v_mov_b32_e32 v9, v49
	s_mov_b32 s25, s24
	v_or_b32_e32 v4, 1, v48
	v_mov_b32_e32 v5, v49
	v_cmp_lt_u64_e64 s[6:7], v[8:9], v[40:41]
	v_cmp_lt_u64_e64 s[4:5], v[6:7], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[6:7], s[24:25]
	v_cmp_lt_u64_e64 s[2:3], v[4:5], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[48:49], v[40:41]
	v_mov_b64_e32 v[8:9], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_240
	flat_load_dword v2, v[50:51]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[8:9], v[4:5]
	v_mov_b64_e32 v[6:7], v[2:3]
.LBB0_240:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_242
	flat_load_dword v7, v[50:51] offset:4
.LBB0_242:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_244
	flat_load_dword v8, v[50:51] offset:8
.LBB0_244:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_246
	flat_load_dword v9, v[50:51] offset:12
.LBB0_246:
	s_or_b64 exec, exec, s[2:3]
.LBB0_247:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[22:23]
	v_lshl_add_u64 v[14:15], v[50:51], 0, s[14:15]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_249
	flat_load_dwordx4 v[10:13], v[14:15]
.LBB0_249:
	s_andn2_saveexec_b64 s[78:79], s[2:3]
	s_cbranch_execz .LBB0_259
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[48:49], 0, s[34:35]
	v_lshl_add_u64 v[12:13], v[48:49], 0, s[36:37]
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[30:31]
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[38:39]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[10:11], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[12:13], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_252
	flat_load_dword v2, v[14:15]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_252:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_254
	flat_load_dword v11, v[14:15] offset:4
.LBB0_254:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_256
	flat_load_dword v12, v[14:15] offset:8
.LBB0_256:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_258
	flat_load_dword v13, v[14:15] offset:12
.LBB0_258:
	s_or_b64 exec, exec, s[2:3]
.LBB0_259:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[42:43]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_273
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[48:49]
	v_lshl_add_u64 v[18:19], v[50:51], 0, s[46:47]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_262
	flat_load_dwordx4 v[14:17], v[18:19]
.LBB0_262:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_272
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[48:49], 0, s[52:53]
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[54:55]
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[50:51]
	v_lshl_add_u64 v[24:25], v[48:49], 0, s[56:57]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[14:15], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[24:25], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[16:17], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_265
	flat_load_dword v2, v[18:19]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[4:5]
	v_mov_b64_e32 v[14:15], v[2:3]
.LBB0_265:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v1, 2, v1
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_or_b32_e32 v2, v4, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_lshrrev_b16_e32 v2, 1, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_267
	flat_load_dword v15, v[18:19] offset:4
.LBB0_267:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_269
	flat_load_dword v16, v[18:19] offset:8
.LBB0_269:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_271
	flat_load_dword v17, v[18:19] offset:12
.LBB0_271:
	s_or_b64 exec, exec, s[2:3]
.LBB0_272:
	s_or_b64 exec, exec, s[80:81]
.LBB0_273:
	s_or_b64 exec, exec, s[78:79]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v1, v23, v9
	v_cmp_o_f32_e32 vcc, v23, v9
	v_max_f32_e32 v2, v22, v8
	v_max_f32_e32 v4, v21, v7
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_o_f32_e32 vcc, v22, v8
	v_max_f32_e32 v5, v20, v6
	s_cmp_eq_u64 s[40:41], 0x800
	v_cndmask_b32_e32 v2, v52, v2, vcc
	v_cmp_o_f32_e32 vcc, v21, v7
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v4, vcc
	v_cmp_o_f32_e32 vcc, v20, v6
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v5, vcc
	v_max_f32_e32 v6, v5, v10
	v_cmp_o_f32_e32 vcc, v5, v10
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v6, vcc
	v_max_f32_e32 v6, v4, v11
	v_cmp_o_f32_e32 vcc, v4, v11
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v6, vcc
	v_max_f32_e32 v6, v2, v12
	v_cmp_o_f32_e32 vcc, v2, v12
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v6, vcc
	v_max_f32_e32 v6, v1, v13
	v_cmp_o_f32_e32 vcc, v1, v13
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v6, vcc
	v_max_f32_e32 v6, v1, v17
	v_cmp_o_f32_e32 vcc, v1, v17
	v_max_f32_e32 v1, v2, v16
	s_nop 0
	v_cndmask_b32_e32 v7, v52, v6, vcc
	v_cmp_o_f32_e32 vcc, v2, v16
	v_max_f32_e32 v2, v5, v14
	s_nop 0
	v_cndmask_b32_e32 v6, v52, v1, vcc
	v_max_f32_e32 v1, v4, v15
	v_cmp_o_f32_e32 vcc, v4, v15
	s_nop 1
	v_cndmask_b32_e32 v1, v52, v1, vcc
	v_cmp_o_f32_e32 vcc, v5, v14
	s_nop 1
	v_cndmask_b32_e32 v8, v52, v2, vcc
	s_cbranch_scc1 .LBB0_234
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[60:61]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_288
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[64:65]
	v_lshl_add_u64 v[12:13], v[50:51], 0, s[62:63]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_277
	flat_load_dwordx4 v[14:17], v[12:13]
.LBB0_277:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_287
	s_mov_b64 s[2:3], 0x180
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x181
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x183
	v_lshl_add_u64 v[16:17], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x182
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[18:19], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[16:17], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[14:15], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[14:15], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[18:19], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[16:17], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_280
	flat_load_dword v2, v[12:13]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[4:5]
	v_mov_b64_e32 v[14:15], v[2:3]
.LBB0_280:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_282
	flat_load_dword v15, v[12:13] offset:4
.LBB0_282:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_284
	flat_load_dword v16, v[12:13] offset:8
.LBB0_284:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_286
	flat_load_dword v17, v[12:13] offset:12
.LBB0_286:
	s_or_b64 exec, exec, s[2:3]
.LBB0_287:
	s_or_b64 exec, exec, s[80:81]
.LBB0_288:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[74:75]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v11, 0xff800000
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_302
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[76:77]
	v_lshl_add_u64 v[18:19], v[50:51], 0, s[58:59]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_291
	flat_load_dwordx4 v[10:13], v[18:19]
.LBB0_291:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_301
	s_mov_b64 s[2:3], 0x201
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[12:13], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[14:15]
	v_lshl_add_u64 v[20:21], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[10:11], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[20:21], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[12:13], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_294
	flat_load_dword v2, v[18:19]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_294:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_296
	flat_load_dword v11, v[18:19] offset:4
.LBB0_296:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_298
	flat_load_dword v12, v[18:19] offset:8
.LBB0_298:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_300
	flat_load_dword v13, v[18:19] offset:12
.LBB0_300:
	s_or_b64 exec, exec, s[2:3]
.LBB0_301:
	s_or_b64 exec, exec, s[80:81]
.LBB0_302:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[84:85]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_316
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[88:89]
	v_lshl_add_u64 v[20:21], v[50:51], 0, s[86:87]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_305
	flat_load_dwordx4 v[22:25], v[20:21]
.LBB0_305:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_315
	s_mov_b64 s[2:3], 0x280
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x281
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x283
	v_lshl_add_u64 v[24:25], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x282
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[26:27], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[24:25], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[22:23], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[22:23], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[26:27], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[24:25], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_308
	flat_load_dword v2, v[20:21]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[24:25], v[4:5]
	v_mov_b64_e32 v[22:23], v[2:3]
.LBB0_308:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_310
	flat_load_dword v23, v[20:21] offset:4
.LBB0_310:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_312
	flat_load_dword v24, v[20:21] offset:8
.LBB0_312:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_314
	flat_load_dword v25, v[20:21] offset:12
.LBB0_314:
	s_or_b64 exec, exec, s[2:3]
.LBB0_315:
	s_or_b64 exec, exec, s[80:81]
.LBB0_316:
	s_or_b64 exec, exec, s[78:79]
	v_lshl_add_u64 v[4:5], v[46:47], 0, s[98:99]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[4:5]
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_330
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[68:69]
	v_lshl_add_u64 v[26:27], v[50:51], 0, s[66:67]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_319
	flat_load_dwordx4 v[18:21], v[26:27]
.LBB0_319:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_329
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[20:21], v[48:49], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[28:29], v[48:49], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[20:21], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[18:19], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[18:19], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[20:21], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_322
	flat_load_dword v2, v[26:27]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[20:21], v[4:5]
	v_mov_b64_e32 v[18:19], v[2:3]
.LBB0_322:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_324
	flat_load_dword v19, v[26:27] offset:4
.LBB0_324:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_326
	flat_load_dword v20, v[26:27] offset:8
.LBB0_326:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_328
	flat_load_dword v21, v[26:27] offset:12
.LBB0_328:
	s_or_b64 exec, exec, s[2:3]
.LBB0_329:
	s_or_b64 exec, exec, s[80:81]
.LBB0_330:
	s_or_b64 exec, exec, s[78:79]
	v_cmp_gt_u64_e32 vcc, s[44:45], v[46:47]
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB0_344
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[90:91]
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[82:83]
	v_cmp_le_u64_e32 vcc, v[4:5], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_333
	flat_load_dwordx4 v[26:29], v[50:51]
.LBB0_333:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_343
	s_mov_b64 s[2:3], 0x380
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[48:49], 0, s[94:95]
	v_lshl_add_u64 v[28:29], v[48:49], 0, s[96:97]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_lshl_add_u64 v[4:5], v[48:49], 0, s[2:3]
	v_lshl_add_u64 v[48:49], v[48:49], 0, s[70:71]
	v_cmp_lt_u64_e64 s[4:5], v[28:29], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[26:27], v[40:41]
	s_mov_b32 s25, s24
	v_mov_b64_e32 v[28:29], s[26:27]
	v_cmp_lt_u64_e64 s[6:7], v[48:49], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[40:41]
	v_mov_b64_e32 v[26:27], s[24:25]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_336
	flat_load_dword v2, v[50:51]
	v_mov_b32_e32 v4, v3
	v_mov_b32_e32 v5, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[28:29], v[4:5]
	v_mov_b64_e32 v[26:27], v[2:3]
.LBB0_336:
	s_or_b64 exec, exec, s[26:27]
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
	v_lshrrev_b16_e32 v4, 1, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_338
	flat_load_dword v27, v[50:51] offset:4
.LBB0_338:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_340
	flat_load_dword v28, v[50:51] offset:8
.LBB0_340:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_342
	flat_load_dword v29, v[50:51] offset:12
.LBB0_342:
	s_or_b64 exec, exec, s[2:3]
.LBB0_343:
	s_or_b64 exec, exec, s[80:81]
.LBB0_344:
	s_or_b64 exec, exec, s[78:79]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v2, v8, v14
	v_cmp_o_f32_e32 vcc, v8, v14
	v_max_f32_e32 v4, v1, v15
	v_max_f32_e32 v5, v6, v16
	v_cndmask_b32_e32 v2, v52, v2, vcc
	v_cmp_o_f32_e32 vcc, v1, v15
	v_max_f32_e32 v9, v7, v17
	s_add_u32 s72, s72, 8
	v_cndmask_b32_e32 v4, v52, v4, vcc
	v_cmp_o_f32_e32 vcc, v6, v16
	s_addc_u32 s73, s73, 0
	s_add_u32 s40, s40, 0x400
	v_cndmask_b32_e32 v5, v52, v5, vcc
	v_cmp_o_f32_e32 vcc, v7, v17
	s_addc_u32 s41, s41, 0
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[50:51]
	v_cndmask_b32_e32 v9, v52, v9, vcc
	v_max_f32_e32 v14, v9, v13
	v_cmp_o_f32_e32 vcc, v9, v13
	v_max_f32_e32 v13, v5, v12
	s_nop 0
	v_cndmask_b32_e32 v9, v52, v14, vcc
	v_cmp_o_f32_e32 vcc, v5, v12
	v_max_f32_e32 v12, v4, v11
	s_nop 0
	v_cndmask_b32_e32 v5, v52, v13, vcc
	v_cmp_o_f32_e32 vcc, v4, v11
	v_max_f32_e32 v11, v2, v10
	s_nop 0
	v_cndmask_b32_e32 v4, v52, v12, vcc
	v_cmp_o_f32_e32 vcc, v2, v10
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v11, vcc
	v_max_f32_e32 v10, v2, v22
	v_cmp_o_f32_e32 vcc, v2, v22
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v10, vcc
	v_max_f32_e32 v10, v4, v23
	v_cmp_o_f32_e32 vcc, v4, v23
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v10, vcc
	v_max_f32_e32 v10, v5, v24
	v_cmp_o_f32_e32 vcc, v5, v24
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v10, vcc
	v_max_f32_e32 v10, v9, v25
	v_cmp_o_f32_e32 vcc, v9, v25
	s_nop 1
	v_cndmask_b32_e32 v9, v52, v10, vcc
	v_max_f32_e32 v10, v9, v21
	v_cmp_o_f32_e32 vcc, v9, v21
	s_nop 1
	v_cndmask_b32_e32 v9, v52, v10, vcc
	v_max_f32_e32 v10, v5, v20
	v_cmp_o_f32_e32 vcc, v5, v20
	s_nop 1
	v_cndmask_b32_e32 v5, v52, v10, vcc
	v_max_f32_e32 v10, v4, v19
	v_cmp_o_f32_e32 vcc, v4, v19
	s_nop 1
	v_cndmask_b32_e32 v4, v52, v10, vcc
	v_max_f32_e32 v10, v2, v18
	v_cmp_o_f32_e32 vcc, v2, v18
	s_nop 1
	v_cndmask_b32_e32 v2, v52, v10, vcc
	v_max_f32_e32 v10, v2, v26
	v_cmp_o_f32_e32 vcc, v2, v26
	v_max_f32_e32 v2, v4, v27
	s_nop 0
	v_cndmask_b32_e32 v20, v52, v10, vcc
	v_cmp_o_f32_e32 vcc, v4, v27
	s_nop 1
	v_cndmask_b32_e32 v21, v52, v2, vcc
	v_max_f32_e32 v2, v5, v28
	v_cmp_o_f32_e32 vcc, v5, v28
	s_nop 1
	v_cndmask_b32_e32 v22, v52, v2, vcc
	v_max_f32_e32 v2, v9, v29
	v_cmp_o_f32_e32 vcc, v9, v29
	s_nop 1
	v_cndmask_b32_e32 v23, v52, v2, vcc
	s_branch .LBB0_235
.LBB0_345:
	v_max_f32_e32 v2, v1, v7
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v1, v7
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xfc, v0
	v_cndmask_b32_e32 v1, v3, v2, vcc
	v_max_f32_e32 v2, v8, v6
	v_cmp_o_f32_e32 vcc, v8, v6
	v_xor_b32_e32 v58, 64, v0
	v_xor_b32_e32 v59, 32, v0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	v_max_f32_e32 v4, v2, v1
	v_cmp_o_f32_e32 vcc, v2, v1
	v_xor_b32_e32 v60, 16, v0
	v_xor_b32_e32 v61, 8, v0
	v_cndmask_b32_e32 v1, v3, v4, vcc
	v_div_scale_f32 v2, s[2:3], s16, s16, v1
	v_rcp_f32_e32 v4, v2
	v_xor_b32_e32 v62, 4, v0
	s_mov_b32 s24, 0xff800000
	v_mov_b32_e32 v20, 0
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, v1, s16, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_div_fixup_f32 v1, v2, s16, v1
	ds_bpermute_b32 v2, v58, v1
	s_movk_i32 s44, 0xff60
	s_movk_i32 s82, 0xff80
	s_movk_i32 s96, 0xffa0
	s_movk_i32 s92, 0xffc0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_movk_i32 s88, 0xffe0
	s_mov_b32 s17, s16
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v59, v1
	s_mov_b32 s33, s16
	s_mov_b32 s63, s16
	s_mov_b32 s65, s16
	s_mov_b64 s[52:53], 0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b64 s[30:31], 0x200
	s_mov_b64 s[34:35], 0x84
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v60, v1
	s_mov_b64 s[36:37], 0x80
	s_mov_b64 s[38:39], 0x81
	s_mov_b64 s[40:41], 0x83
	s_mov_b64 s[42:43], 0x82
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s45, -1
	s_mov_b64 s[46:47], 0x252
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v61, v1
	s_mov_b64 s[48:49], 0x400
	s_mov_b64 s[50:51], 0x104
	s_mov_b64 s[54:55], 0x100
	s_mov_b32 s67, 0xc2b00000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s62, 0x4b400000
	s_mov_b32 s64, 0x3fb8aa3b
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v0, v62, v1
	s_mov_b32 s66, 0xcb400000
	s_mov_b32 s68, 0xbf318000
	s_mov_b32 s70, 0x395e8083
	s_mov_b32 s72, 0x3c0905f1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v1, v0
	v_cmp_o_f32_e32 vcc, v1, v0
	s_mov_b32 s74, 0x3ab688be
	s_mov_b32 s76, 0x3d2aaa8c
	v_cndmask_b32_e32 v57, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, s24, v57
	s_mov_b32 s78, 0x3e2aaa6e
	s_mov_b32 s69, 0xc3000000
	v_cndmask_b32_e32 v0, 0, v57, vcc
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	s_mov_b32 s83, -1
	v_mov_b32_e32 v5, 0xff800000
	v_mov_b32_e32 v63, 0xc2b00000
	v_mov_b32_e32 v64, 0xc3000000
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v26, v20
	v_mov_b32_e32 v27, v20
	v_mov_b32_e32 v24, v20
	v_mov_b32_e32 v25, v20
	v_mov_b32_e32 v22, v20
	v_mov_b32_e32 v23, v20
	s_mov_b32 s97, -1
	s_mov_b64 s[98:99], 0x204
	s_mov_b32 s93, -1
	s_mov_b64 s[94:95], 0xa00
	s_mov_b64 s[14:15], 0x284
	s_mov_b32 s89, -1
	s_mov_b64 s[90:91], 0xc00
	s_mov_b64 s[22:23], 0x304
	s_mov_b64 s[56:57], 0xe00
	s_mov_b64 s[58:59], 0x384
	s_mov_b64 s[60:61], 0
	s_branch .LBB0_350
.LBB0_346:
	s_or_b64 exec, exec, s[2:3]
.LBB0_347:
	s_or_b64 exec, exec, s[84:85]
.LBB0_348:
	s_or_b64 exec, exec, s[80:81]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v4, s[2:3], s65, s65, v19
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v7, vcc, v19, s65, v19
	s_add_u32 s60, s60, 8
	v_fma_f32 v52, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v52, v6
	v_mul_f32_e32 v52, v7, v6
	v_fma_f32 v53, -v4, v52, v7
	v_fmac_f32_e32 v52, v53, v6
	v_fma_f32 v4, -v4, v52, v7
	v_div_scale_f32 v7, s[2:3], s63, s63, v18
	v_rcp_f32_e32 v53, v7
	v_div_fmas_f32 v4, v4, v6, v52
	v_div_fixup_f32 v4, v4, s65, v19
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v6, -v7, v53, 1.0
	v_fmac_f32_e32 v53, v6, v53
	v_div_scale_f32 v6, vcc, v18, s63, v18
	v_mul_f32_e32 v19, v6, v53
	v_fma_f32 v52, -v7, v19, v6
	v_fmac_f32_e32 v19, v52, v53
	v_fma_f32 v6, -v7, v19, v6
	v_div_scale_f32 v7, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v52, v7
	v_div_fmas_f32 v6, v6, v53, v19
	v_div_fixup_f32 v6, v6, s63, v18
	v_sub_f32_e32 v77, v6, v2
	v_fma_f32 v18, -v7, v52, 1.0
	v_fmac_f32_e32 v52, v18, v52
	v_div_scale_f32 v18, vcc, v17, s33, v17
	v_mul_f32_e32 v19, v18, v52
	v_fma_f32 v53, -v7, v19, v18
	v_fmac_f32_e32 v19, v53, v52
	v_fma_f32 v7, -v7, v19, v18
	v_div_scale_f32 v18, s[2:3], s17, s17, v16
	v_rcp_f32_e32 v53, v18
	v_div_fmas_f32 v7, v7, v52, v19
	v_div_fixup_f32 v7, v7, s33, v17
	v_sub_f32_e32 v76, v7, v1
	v_fma_f32 v17, -v18, v53, 1.0
	v_fmac_f32_e32 v53, v17, v53
	v_div_scale_f32 v17, vcc, v16, s17, v16
	v_mul_f32_e32 v19, v17, v53
	v_fma_f32 v52, -v18, v19, v17
	v_fmac_f32_e32 v19, v52, v53
	v_fma_f32 v17, -v18, v19, v17
	v_div_fmas_f32 v17, v17, v53, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v16, v17, s17, v16
	v_sub_f32_e32 v65, v16, v0
	v_cndmask_b32_e32 v17, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v77
	v_mov_b64_e32 v[6:7], s[62:63]
	s_addc_u32 s61, s61, 0
	v_cndmask_b32_e32 v16, v63, v77, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v76
	v_pk_fma_f32 v[54:55], v[16:17], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_add_u32 s52, s52, 0x400
	v_cndmask_b32_e32 v19, v63, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[66:67], v[54:55], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v55, v55, 23, 1.0
	v_cndmask_b32_e32 v18, v63, v65, vcc
	v_pk_fma_f32 v[52:53], v[18:19], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[66:67], s[68:69], v[16:17] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[68:69], v[52:53], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[66:67], v[66:67], s[70:71], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[68:69], s[68:69], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[72:73]
	v_pk_fma_f32 v[18:19], v[68:69], s[70:71], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[66:67], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[74:75], v[18:19], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[68:69], v[18:19], v[18:19]
	v_pk_fma_f32 v[74:75], v[74:75], v[18:19], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[66:67], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[74:75], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s69, v76
	v_pk_fma_f32 v[74:75], v[74:75], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[66:67], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[68:69], v[74:75], v[18:19]
	v_cndmask_b32_e32 v69, v64, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_mul_f32 v[70:71], v[66:67], v[66:67]
	v_pk_fma_f32 v[72:73], v[72:73], v[66:67], 0.5 op_sel_hi:[1,1,0]
	v_cndmask_b32_e32 v68, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[66:67], v[70:71], v[72:73], v[66:67]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v71, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s33, s33, v9
	v_rcp_f32_e32 v65, v4
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_lshl_add_u32 v54, v54, 23, 1.0
	v_pk_fma_f32 v[18:19], v[18:19], v[52:53], v[52:53]
	v_pk_fma_f32 v[52:53], v[66:67], v[54:55], v[54:55]
	v_pk_add_f32 v[66:67], v[46:47], v[18:19]
	v_cmp_ngt_f32_e32 vcc, s69, v77
	v_pk_fma_f32 v[18:19], v[18:19], v[68:69], v[50:51]
	v_fma_f32 v68, -v4, v65, 1.0
	v_cndmask_b32_e32 v70, v64, v77, vcc
	v_fmac_f32_e32 v65, v68, v65
	v_div_scale_f32 v68, vcc, v9, s33, v9
	v_mul_f32_e32 v69, v68, v65
	v_pk_add_f32 v[54:55], v[28:29], v[52:53]
	v_pk_fma_f32 v[52:53], v[52:53], v[70:71], v[48:49]
	v_fma_f32 v70, -v4, v69, v68
	v_fmac_f32_e32 v69, v70, v65
	v_fma_f32 v4, -v4, v69, v68
	v_div_scale_f32 v68, s[2:3], s17, s17, v8
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v4, v4, v65, v69
	v_div_fixup_f32 v4, v4, s33, v9
	v_sub_f32_e32 v4, v4, v1
	v_fma_f32 v9, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v9, v70
	v_div_scale_f32 v9, vcc, v8, s17, v8
	v_mul_f32_e32 v65, v9, v70
	v_fma_f32 v69, -v68, v65, v9
	v_fmac_f32_e32 v65, v69, v70
	v_fma_f32 v9, -v68, v65, v9
	v_div_scale_f32 v68, s[2:3], s65, s65, v11
	v_rcp_f32_e32 v69, v68
	v_div_fmas_f32 v9, v9, v70, v65
	v_div_fixup_f32 v8, v9, s17, v8
	v_sub_f32_e32 v77, v8, v0
	v_fma_f32 v9, -v68, v69, 1.0
	v_fmac_f32_e32 v69, v9, v69
	v_div_scale_f32 v9, vcc, v11, s65, v11
	v_mul_f32_e32 v65, v9, v69
	v_fma_f32 v70, -v68, v65, v9
	v_fmac_f32_e32 v65, v70, v69
	v_fma_f32 v9, -v68, v65, v9
	v_div_scale_f32 v68, s[2:3], s63, s63, v10
	v_rcp_f32_e32 v70, v68
	v_div_fmas_f32 v9, v9, v69, v65
	v_div_fixup_f32 v9, v9, s65, v11
	v_sub_f32_e32 v76, v9, v3
	v_fma_f32 v11, -v68, v70, 1.0
	v_fmac_f32_e32 v70, v11, v70
	v_div_scale_f32 v11, vcc, v10, s63, v10
	v_mul_f32_e32 v65, v11, v70
	v_fma_f32 v69, -v68, v65, v11
	v_fmac_f32_e32 v65, v69, v70
	v_fma_f32 v11, -v68, v65, v11
	v_div_fmas_f32 v11, v11, v70, v65
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v10, v11, s63, v10
	v_sub_f32_e32 v65, v10, v2
	v_cndmask_b32_e32 v9, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v77
	s_addc_u32 s53, s53, 0
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[54:55]
	v_cndmask_b32_e32 v8, v63, v77, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v76
	v_pk_fma_f32 v[70:71], v[8:9], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v11, v63, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[72:73], v[70:71], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v71, v71, 23, 1.0
	v_cndmask_b32_e32 v10, v63, v65, vcc
	v_pk_fma_f32 v[68:69], v[10:11], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[8:9], v[72:73], s[68:69], v[8:9] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[74:75], v[68:69], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[8:9], v[72:73], s[70:71], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[74:75], s[68:69], v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[72:73], v[8:9], v[8:9]
	v_pk_fma_f32 v[10:11], v[74:75], s[70:71], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[8:9], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_lshl_add_u32 v69, v69, 23, 1.0
	v_pk_fma_f32 v[74:75], v[74:75], v[8:9], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v68, v68, 23, 1.0
	v_pk_fma_f32 v[74:75], v[74:75], v[8:9], s[78:79] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s69, v76
	v_pk_fma_f32 v[74:75], v[74:75], v[8:9], 0.5 op_sel_hi:[1,1,0]
	v_lshl_add_u32 v70, v70, 23, 1.0
	v_pk_fma_f32 v[8:9], v[72:73], v[74:75], v[8:9]
	v_pk_fma_f32 v[74:75], v[10:11], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[72:73], v[10:11], v[10:11]
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[8:9], v[8:9], v[70:71], v[70:71]
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], s[78:79] op_sel_hi:[1,1,0]
	v_pk_add_f32 v[66:67], v[66:67], v[8:9]
	v_pk_fma_f32 v[74:75], v[74:75], v[10:11], 0.5 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[72:73], v[74:75], v[10:11]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[10:11], v[68:69], v[68:69]
	v_cndmask_b32_e32 v69, v64, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[54:55], v[54:55], v[10:11]
	s_nop 0
	v_cndmask_b32_e32 v68, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[10:11], v[10:11], v[68:69], v[52:53]
	s_nop 0
	v_cndmask_b32_e32 v71, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s65, s65, v23
	v_rcp_f32_e32 v65, v4
	v_cmp_ngt_f32_e32 vcc, s69, v77
	s_nop 1
	v_cndmask_b32_e32 v70, v64, v77, vcc
	v_pk_fma_f32 v[8:9], v[8:9], v[70:71], v[18:19]
	v_fma_f32 v18, -v4, v65, 1.0
	v_fmac_f32_e32 v65, v18, v65
	v_div_scale_f32 v18, vcc, v23, s65, v23
	v_mul_f32_e32 v19, v18, v65
	v_fma_f32 v52, -v4, v19, v18
	v_fmac_f32_e32 v19, v52, v65
	v_fma_f32 v4, -v4, v19, v18
	v_div_scale_f32 v18, s[2:3], s63, s63, v22
	v_rcp_f32_e32 v52, v18
	v_div_fmas_f32 v4, v4, v65, v19
	v_div_fixup_f32 v4, v4, s65, v23
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v19, -v18, v52, 1.0
	v_fmac_f32_e32 v52, v19, v52
	v_div_scale_f32 v19, vcc, v22, s63, v22
	v_mul_f32_e32 v23, v19, v52
	v_fma_f32 v53, -v18, v23, v19
	v_fmac_f32_e32 v23, v53, v52
	v_fma_f32 v18, -v18, v23, v19
	v_div_scale_f32 v19, s[2:3], s33, s33, v21
	v_rcp_f32_e32 v53, v19
	v_div_fmas_f32 v18, v18, v52, v23
	v_div_fixup_f32 v18, v18, s63, v22
	v_sub_f32_e32 v77, v18, v2
	v_fma_f32 v22, -v19, v53, 1.0
	v_fmac_f32_e32 v53, v22, v53
	v_div_scale_f32 v22, vcc, v21, s33, v21
	v_mul_f32_e32 v23, v22, v53
	v_fma_f32 v52, -v19, v23, v22
	v_fmac_f32_e32 v23, v52, v53
	v_fma_f32 v19, -v19, v23, v22
	v_div_scale_f32 v22, s[2:3], s17, s17, v20
	v_rcp_f32_e32 v52, v22
	v_div_fmas_f32 v19, v19, v53, v23
	v_div_fixup_f32 v19, v19, s33, v21
	v_sub_f32_e32 v76, v19, v1
	v_fma_f32 v21, -v22, v52, 1.0
	v_fmac_f32_e32 v52, v21, v52
	v_div_scale_f32 v21, vcc, v20, s17, v20
	v_mul_f32_e32 v23, v21, v52
	v_fma_f32 v53, -v22, v23, v21
	v_fmac_f32_e32 v23, v53, v52
	v_fma_f32 v21, -v22, v23, v21
	v_div_fmas_f32 v21, v21, v52, v23
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v20, v21, s17, v20
	v_sub_f32_e32 v65, v20, v0
	v_cndmask_b32_e32 v19, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v77
	s_nop 1
	v_cndmask_b32_e32 v18, v63, v77, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v76
	v_pk_fma_f32 v[52:53], v[18:19], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v21, v63, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[68:69], v[52:53], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_cndmask_b32_e32 v20, v63, v65, vcc
	v_pk_fma_f32 v[22:23], v[20:21], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[18:19], v[68:69], s[68:69], v[18:19] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[70:71], v[22:23], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[18:19], v[68:69], s[70:71], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[70:71], s[68:69], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[18:19], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[20:21], v[70:71], s[70:71], v[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[18:19], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[20:21], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[74:75], v[74:75], v[20:21], s[76:77] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[70:71], v[18:19], v[18:19]
	v_pk_fma_f32 v[74:75], v[74:75], v[20:21], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[72:73], v[72:73], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[68:69], v[20:21], v[20:21]
	v_pk_fma_f32 v[74:75], v[74:75], v[20:21], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[70:71], v[72:73], v[18:19]
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_pk_fma_f32 v[20:21], v[68:69], v[74:75], v[20:21]
	v_lshl_add_u32 v23, v23, 23, 1.0
	v_lshl_add_u32 v22, v22, 23, 1.0
	v_pk_fma_f32 v[18:19], v[18:19], v[52:53], v[52:53]
	v_cmp_ngt_f32_e32 vcc, s69, v76
	v_pk_fma_f32 v[20:21], v[20:21], v[22:23], v[22:23]
	v_pk_add_f32 v[22:23], v[54:55], v[18:19]
	v_cndmask_b32_e32 v55, v64, v76, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[52:53], v[66:67], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v54, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[8:9], v[20:21], v[54:55], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v67, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s33, s33, v13
	v_rcp_f32_e32 v65, v4
	v_cmp_ngt_f32_e32 vcc, s69, v77
	s_nop 1
	v_cndmask_b32_e32 v66, v64, v77, vcc
	v_pk_fma_f32 v[10:11], v[18:19], v[66:67], v[10:11]
	v_fma_f32 v18, -v4, v65, 1.0
	v_fmac_f32_e32 v65, v18, v65
	v_div_scale_f32 v18, vcc, v13, s33, v13
	v_mul_f32_e32 v19, v18, v65
	v_fma_f32 v20, -v4, v19, v18
	v_fmac_f32_e32 v19, v20, v65
	v_fma_f32 v4, -v4, v19, v18
	v_div_scale_f32 v18, s[2:3], s17, s17, v12
	v_rcp_f32_e32 v20, v18
	v_div_fmas_f32 v4, v4, v65, v19
	v_div_fixup_f32 v4, v4, s33, v13
	v_sub_f32_e32 v4, v4, v1
	v_fma_f32 v13, -v18, v20, 1.0
	v_fmac_f32_e32 v20, v13, v20
	v_div_scale_f32 v13, vcc, v12, s17, v12
	v_mul_f32_e32 v19, v13, v20
	v_fma_f32 v21, -v18, v19, v13
	v_fmac_f32_e32 v19, v21, v20
	v_fma_f32 v13, -v18, v19, v13
	v_div_scale_f32 v18, s[2:3], s65, s65, v15
	v_rcp_f32_e32 v21, v18
	v_div_fmas_f32 v13, v13, v20, v19
	v_div_fixup_f32 v12, v13, s17, v12
	v_sub_f32_e32 v73, v12, v0
	v_fma_f32 v13, -v18, v21, 1.0
	v_fmac_f32_e32 v21, v13, v21
	v_div_scale_f32 v13, vcc, v15, s65, v15
	v_mul_f32_e32 v19, v13, v21
	v_fma_f32 v20, -v18, v19, v13
	v_fmac_f32_e32 v19, v20, v21
	v_fma_f32 v13, -v18, v19, v13
	v_div_scale_f32 v18, s[2:3], s63, s63, v14
	v_rcp_f32_e32 v20, v18
	v_div_fmas_f32 v13, v13, v21, v19
	v_div_fixup_f32 v13, v13, s65, v15
	v_sub_f32_e32 v72, v13, v3
	v_fma_f32 v15, -v18, v20, 1.0
	v_fmac_f32_e32 v20, v15, v20
	v_div_scale_f32 v15, vcc, v14, s63, v14
	v_mul_f32_e32 v19, v15, v20
	v_fma_f32 v21, -v18, v19, v15
	v_fmac_f32_e32 v19, v21, v20
	v_fma_f32 v15, -v18, v19, v15
	v_div_fmas_f32 v15, v15, v20, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v14, v15, s63, v14
	v_sub_f32_e32 v65, v14, v2
	v_cndmask_b32_e32 v13, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v73
	s_nop 1
	v_cndmask_b32_e32 v12, v63, v73, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v72
	v_pk_fma_f32 v[20:21], v[12:13], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v15, v63, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[54:55], v[20:21], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v21, v21, 23, 1.0
	v_cndmask_b32_e32 v14, v63, v65, vcc
	v_pk_fma_f32 v[18:19], v[14:15], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[54:55], s[68:69], v[12:13] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[66:67], v[18:19], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[12:13], v[54:55], s[70:71], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[66:67], s[68:69], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[12:13], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[14:15], v[66:67], s[70:71], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[12:13], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[14:15], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[54:55], v[14:15], v[14:15]
	v_pk_fma_f32 v[70:71], v[70:71], v[14:15], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[66:67], v[12:13], v[12:13]
	v_pk_fma_f32 v[70:71], v[70:71], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[54:55], v[70:71], v[14:15]
	v_lshl_add_u32 v19, v19, 23, 1.0
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_pk_fma_f32 v[12:13], v[66:67], v[68:69], v[12:13]
	v_lshl_add_u32 v20, v20, 23, 1.0
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], v[18:19]
	v_cmp_ngt_f32_e32 vcc, s69, v72
	v_pk_fma_f32 v[12:13], v[12:13], v[20:21], v[20:21]
	v_pk_add_f32 v[20:21], v[22:23], v[14:15]
	v_cndmask_b32_e32 v23, v64, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[18:19], v[52:53], v[12:13]
	s_nop 0
	v_cndmask_b32_e32 v22, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[10:11], v[14:15], v[22:23], v[10:11]
	s_nop 0
	v_cndmask_b32_e32 v53, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s65, s65, v27
	v_rcp_f32_e32 v54, v4
	v_cmp_ngt_f32_e32 vcc, s69, v73
	s_nop 1
	v_cndmask_b32_e32 v52, v64, v73, vcc
	v_pk_fma_f32 v[8:9], v[12:13], v[52:53], v[8:9]
	v_fma_f32 v12, -v4, v54, 1.0
	v_fmac_f32_e32 v54, v12, v54
	v_div_scale_f32 v12, vcc, v27, s65, v27
	v_mul_f32_e32 v13, v12, v54
	v_fma_f32 v14, -v4, v13, v12
	v_fmac_f32_e32 v13, v14, v54
	v_fma_f32 v4, -v4, v13, v12
	v_div_scale_f32 v12, s[2:3], s63, s63, v26
	v_rcp_f32_e32 v14, v12
	v_div_fmas_f32 v4, v4, v54, v13
	v_div_fixup_f32 v4, v4, s65, v27
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v13, -v12, v14, 1.0
	v_fmac_f32_e32 v14, v13, v14
	v_div_scale_f32 v13, vcc, v26, s63, v26
	v_mul_f32_e32 v15, v13, v14
	v_fma_f32 v22, -v12, v15, v13
	v_fmac_f32_e32 v15, v22, v14
	v_fma_f32 v12, -v12, v15, v13
	v_div_scale_f32 v13, s[2:3], s33, s33, v25
	v_rcp_f32_e32 v22, v13
	v_div_fmas_f32 v12, v12, v14, v15
	v_div_fixup_f32 v12, v12, s63, v26
	v_sub_f32_e32 v65, v12, v2
	v_fma_f32 v14, -v13, v22, 1.0
	v_fmac_f32_e32 v22, v14, v22
	v_div_scale_f32 v14, vcc, v25, s33, v25
	v_mul_f32_e32 v15, v14, v22
	v_fma_f32 v23, -v13, v15, v14
	v_fmac_f32_e32 v15, v23, v22
	v_fma_f32 v13, -v13, v15, v14
	v_div_scale_f32 v14, s[2:3], s17, s17, v24
	v_rcp_f32_e32 v23, v14
	v_div_fmas_f32 v13, v13, v22, v15
	v_div_fixup_f32 v13, v13, s33, v25
	v_sub_f32_e32 v55, v13, v1
	v_fma_f32 v15, -v14, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v24, s17, v24
	v_mul_f32_e32 v22, v15, v23
	v_fma_f32 v25, -v14, v22, v15
	v_fmac_f32_e32 v22, v25, v23
	v_fma_f32 v14, -v14, v22, v15
	v_div_fmas_f32 v14, v14, v23, v22
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v14, v14, s17, v24
	v_sub_f32_e32 v54, v14, v0
	v_cndmask_b32_e32 v13, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	s_mov_b64 s[2:3], 0
	s_nop 0
	v_cndmask_b32_e32 v12, v63, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v55
	s_nop 1
	v_cndmask_b32_e32 v15, v63, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v54
	s_nop 1
	v_cndmask_b32_e32 v14, v63, v54, vcc
	v_pk_fma_f32 v[22:23], v[14:15], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[12:13], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[26:27], v[22:23], s[66:67] op_sel_hi:[1,0]
	v_pk_add_f32 v[24:25], v[6:7], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[14:15], v[26:27], s[68:69], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[24:25], s[68:69], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[26:27], s[70:71], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[24:25], s[70:71], v[12:13] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_pk_fma_f32 v[52:53], v[12:13], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[14:15], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[12:13], s[76:77] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[26:27], v[12:13], v[12:13]
	v_pk_fma_f32 v[52:53], v[52:53], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[52:53], v[52:53], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[26:27], v[52:53], v[12:13]
	v_lshl_add_u32 v6, v6, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s69, v55
	v_pk_mul_f32 v[24:25], v[14:15], v[14:15]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[6:7]
	v_cndmask_b32_e32 v13, v64, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v54
	v_pk_fma_f32 v[14:15], v[24:25], v[16:17], v[14:15]
	v_lshl_add_u32 v17, v23, 23, 1.0
	v_lshl_add_u32 v16, v22, 23, 1.0
	v_cndmask_b32_e32 v12, v64, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[14:15], v[14:15], v[16:17], v[16:17]
	v_pk_add_f32 v[26:27], v[20:21], v[6:7]
	v_cndmask_b32_e32 v17, v64, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[20:21], v[18:19], v[14:15]
	v_pk_fma_f32 v[24:25], v[14:15], v[12:13], v[8:9]
	v_cndmask_b32_e32 v16, v64, v65, vcc
	v_pk_fma_f32 v[22:23], v[6:7], v[16:17], v[10:11]
.LBB0_349:
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_458
.LBB0_350:
	s_lshl_b64 s[2:3], s[60:61], 5
	v_mov_b32_e32 v7, s3
	v_or_b32_e32 v6, s2, v36
	v_lshl_add_u64 v[52:53], v[42:43], 0, s[52:53]
	v_lshl_add_u64 v[54:55], v[6:7], 4, v[38:39]
	v_lshl_add_u64 v[6:7], v[52:53], 0, 4
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_352
	flat_load_dwordx4 v[16:19], v[54:55]
.LBB0_352:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_362
	s_mov_b32 s25, s24
	v_or_b32_e32 v6, 1, v52
	v_mov_b32_e32 v7, v53
	v_or_b32_e32 v8, 3, v52
	v_mov_b32_e32 v9, v53
	v_or_b32_e32 v10, 2, v52
	v_mov_b32_e32 v11, v53
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[16:17], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[10:11], v[40:41]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[52:53], v[40:41]
	v_mov_b64_e32 v[18:19], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_355
	flat_load_dword v4, v[54:55]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[16:17], v[4:5]
.LBB0_355:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_357
	flat_load_dword v17, v[54:55] offset:4
.LBB0_357:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_359
	flat_load_dword v18, v[54:55] offset:8
.LBB0_359:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_361
	flat_load_dword v19, v[54:55] offset:12
.LBB0_361:
	s_or_b64 exec, exec, s[2:3]
.LBB0_362:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[34:35]
	v_lshl_add_u64 v[12:13], v[54:55], 0, s[30:31]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_364
	flat_load_dwordx4 v[8:11], v[12:13]
.LBB0_364:
	s_andn2_saveexec_b64 s[80:81], s[2:3]
	s_cbranch_execz .LBB0_374
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[52:53], 0, s[38:39]
	v_lshl_add_u64 v[10:11], v[52:53], 0, s[40:41]
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[36:37]
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[42:43]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[8:9], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[10:11], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_367
	flat_load_dword v4, v[12:13]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[8:9], v[4:5]
.LBB0_367:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_369
	flat_load_dword v9, v[12:13] offset:4
.LBB0_369:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_371
	flat_load_dword v10, v[12:13] offset:8
.LBB0_371:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_373
	flat_load_dword v11, v[12:13] offset:12
.LBB0_373:
	s_or_b64 exec, exec, s[2:3]
.LBB0_374:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[44:45]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_388
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[50:51]
	v_lshl_add_u64 v[28:29], v[54:55], 0, s[48:49]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_377
	flat_load_dwordx4 v[12:15], v[28:29]
.LBB0_377:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_387
	s_mov_b64 s[2:3], 0x101
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x102
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[54:55]
	v_lshl_add_u64 v[46:47], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[12:13], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[46:47], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[14:15], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_380
	flat_load_dword v4, v[28:29]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
.LBB0_380:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_382
	flat_load_dword v13, v[28:29] offset:4
.LBB0_382:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_384
	flat_load_dword v14, v[28:29] offset:8
.LBB0_384:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_386
	flat_load_dword v15, v[28:29] offset:12
.LBB0_386:
	s_or_b64 exec, exec, s[2:3]
.LBB0_387:
	s_or_b64 exec, exec, s[84:85]
.LBB0_388:
	s_or_b64 exec, exec, s[80:81]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v4, s[2:3], s65, s65, v19
	v_rcp_f32_e32 v6, v4
	v_div_scale_f32 v7, vcc, v19, s65, v19
	s_cmp_eq_u64 s[52:53], 0x800
	v_fma_f32 v28, -v4, v6, 1.0
	v_fmac_f32_e32 v6, v28, v6
	v_mul_f32_e32 v28, v7, v6
	v_fma_f32 v29, -v4, v28, v7
	v_fmac_f32_e32 v28, v29, v6
	v_fma_f32 v4, -v4, v28, v7
	v_div_scale_f32 v7, s[2:3], s63, s63, v18
	v_rcp_f32_e32 v29, v7
	v_div_fmas_f32 v4, v4, v6, v28
	v_div_fixup_f32 v4, v4, s65, v19
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v6, -v7, v29, 1.0
	v_fmac_f32_e32 v29, v6, v29
	v_div_scale_f32 v6, vcc, v18, s63, v18
	v_mul_f32_e32 v19, v6, v29
	v_fma_f32 v28, -v7, v19, v6
	v_fmac_f32_e32 v19, v28, v29
	v_fma_f32 v6, -v7, v19, v6
	v_div_scale_f32 v7, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v28, v7
	v_div_fmas_f32 v6, v6, v29, v19
	v_div_fixup_f32 v6, v6, s63, v18
	v_sub_f32_e32 v73, v6, v2
	v_fma_f32 v18, -v7, v28, 1.0
	v_fmac_f32_e32 v28, v18, v28
	v_div_scale_f32 v18, vcc, v17, s33, v17
	v_mul_f32_e32 v19, v18, v28
	v_fma_f32 v29, -v7, v19, v18
	v_fmac_f32_e32 v19, v29, v28
	v_fma_f32 v7, -v7, v19, v18
	v_div_scale_f32 v18, s[2:3], s17, s17, v16
	v_rcp_f32_e32 v29, v18
	v_div_fmas_f32 v7, v7, v28, v19
	v_div_fixup_f32 v7, v7, s33, v17
	v_sub_f32_e32 v72, v7, v1
	v_fma_f32 v17, -v18, v29, 1.0
	v_fmac_f32_e32 v29, v17, v29
	v_div_scale_f32 v17, vcc, v16, s17, v16
	v_mul_f32_e32 v19, v17, v29
	v_fma_f32 v28, -v18, v19, v17
	v_fmac_f32_e32 v19, v28, v29
	v_fma_f32 v17, -v18, v19, v17
	v_div_fmas_f32 v17, v17, v29, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v16, v17, s17, v16
	v_sub_f32_e32 v65, v16, v0
	v_cndmask_b32_e32 v17, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v73
	v_mov_b64_e32 v[6:7], s[62:63]
	s_nop 0
	v_cndmask_b32_e32 v16, v63, v73, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v72
	v_pk_fma_f32 v[46:47], v[16:17], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v19, v63, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[48:49], v[46:47], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v47, v47, 23, 1.0
	v_cndmask_b32_e32 v18, v63, v65, vcc
	v_pk_fma_f32 v[28:29], v[18:19], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[48:49], s[68:69], v[16:17] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[50:51], v[28:29], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[48:49], v[48:49], s[70:71], v[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[50:51], s[68:69], v[18:19] op_sel_hi:[1,0,1]
	v_mov_b64_e32 v[16:17], s[72:73]
	v_pk_fma_f32 v[18:19], v[50:51], s[70:71], v[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[48:49], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[70:71], v[18:19], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[48:49], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[18:19], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[48:49], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[70:71], v[70:71], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[50:51], v[18:19], v[18:19]
	v_pk_mul_f32 v[66:67], v[48:49], v[48:49]
	v_pk_fma_f32 v[70:71], v[70:71], v[18:19], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[68:69], v[68:69], v[48:49], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[18:19], v[50:51], v[70:71], v[18:19]
	v_pk_fma_f32 v[48:49], v[66:67], v[68:69], v[48:49]
	v_lshl_add_u32 v46, v46, 23, 1.0
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s69, v72
	v_pk_fma_f32 v[18:19], v[18:19], v[28:29], v[28:29]
	v_pk_fma_f32 v[28:29], v[48:49], v[46:47], v[46:47]
	v_cndmask_b32_e32 v47, v64, v72, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_add_f32 v[20:21], v[20:21], v[18:19]
	v_pk_add_f32 v[26:27], v[26:27], v[28:29]
	v_cndmask_b32_e32 v46, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[18:19], v[18:19], v[46:47], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v49, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s33, s33, v9
	v_rcp_f32_e32 v50, v4
	v_cmp_ngt_f32_e32 vcc, s69, v73
	v_fma_f32 v24, -v4, v50, 1.0
	s_nop 0
	v_cndmask_b32_e32 v48, v64, v73, vcc
	v_fmac_f32_e32 v50, v24, v50
	v_div_scale_f32 v24, vcc, v9, s33, v9
	v_mul_f32_e32 v25, v24, v50
	v_pk_fma_f32 v[22:23], v[28:29], v[48:49], v[22:23]
	v_fma_f32 v28, -v4, v25, v24
	v_fmac_f32_e32 v25, v28, v50
	v_fma_f32 v4, -v4, v25, v24
	v_div_scale_f32 v24, s[2:3], s17, s17, v8
	v_rcp_f32_e32 v28, v24
	v_div_fmas_f32 v4, v4, v50, v25
	v_div_fixup_f32 v4, v4, s33, v9
	v_sub_f32_e32 v4, v4, v1
	v_fma_f32 v9, -v24, v28, 1.0
	v_fmac_f32_e32 v28, v9, v28
	v_div_scale_f32 v9, vcc, v8, s17, v8
	v_mul_f32_e32 v25, v9, v28
	v_fma_f32 v29, -v24, v25, v9
	v_fmac_f32_e32 v25, v29, v28
	v_fma_f32 v9, -v24, v25, v9
	v_div_scale_f32 v24, s[2:3], s65, s65, v11
	v_rcp_f32_e32 v29, v24
	v_div_fmas_f32 v9, v9, v28, v25
	v_div_fixup_f32 v8, v9, s17, v8
	v_sub_f32_e32 v69, v8, v0
	v_fma_f32 v9, -v24, v29, 1.0
	v_fmac_f32_e32 v29, v9, v29
	v_div_scale_f32 v9, vcc, v11, s65, v11
	v_mul_f32_e32 v25, v9, v29
	v_fma_f32 v28, -v24, v25, v9
	v_fmac_f32_e32 v25, v28, v29
	v_fma_f32 v9, -v24, v25, v9
	v_div_scale_f32 v24, s[2:3], s63, s63, v10
	v_rcp_f32_e32 v28, v24
	v_div_fmas_f32 v9, v9, v29, v25
	v_div_fixup_f32 v9, v9, s65, v11
	v_sub_f32_e32 v68, v9, v3
	v_fma_f32 v11, -v24, v28, 1.0
	v_fmac_f32_e32 v28, v11, v28
	v_div_scale_f32 v11, vcc, v10, s63, v10
	v_mul_f32_e32 v25, v11, v28
	v_fma_f32 v29, -v24, v25, v11
	v_fmac_f32_e32 v25, v29, v28
	v_fma_f32 v11, -v24, v25, v11
	v_div_fmas_f32 v11, v11, v28, v25
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v10, v11, s63, v10
	v_sub_f32_e32 v65, v10, v2
	v_cndmask_b32_e32 v9, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v69
	s_nop 1
	v_cndmask_b32_e32 v8, v63, v69, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v68
	v_pk_fma_f32 v[28:29], v[8:9], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v11, v63, v68, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v65
	v_pk_add_f32 v[46:47], v[28:29], s[66:67] op_sel_hi:[1,0]
	v_lshl_add_u32 v29, v29, 23, 1.0
	v_cndmask_b32_e32 v10, v63, v65, vcc
	v_pk_fma_f32 v[24:25], v[10:11], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[8:9], v[46:47], s[68:69], v[8:9] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[48:49], v[24:25], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[8:9], v[46:47], s[70:71], v[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[10:11], v[48:49], s[68:69], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[8:9], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[48:49], s[70:71], v[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[8:9], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[66:67], v[10:11], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_mul_f32 v[46:47], v[10:11], v[10:11]
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], s[76:77] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v25, v25, 23, 1.0
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], s[78:79] op_sel_hi:[1,1,0]
	v_lshl_add_u32 v24, v24, 23, 1.0
	v_pk_fma_f32 v[66:67], v[66:67], v[10:11], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[50:51], v[50:51], v[8:9], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[46:47], v[66:67], v[10:11]
	v_cmp_ngt_f32_e32 vcc, s69, v68
	v_pk_fma_f32 v[10:11], v[10:11], v[24:25], v[24:25]
	v_pk_mul_f32 v[48:49], v[8:9], v[8:9]
	v_pk_fma_f32 v[50:51], v[50:51], v[8:9], 0.5 op_sel_hi:[1,1,0]
	v_pk_add_f32 v[24:25], v[26:27], v[10:11]
	v_cndmask_b32_e32 v27, v64, v68, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v65
	v_pk_fma_f32 v[8:9], v[48:49], v[50:51], v[8:9]
	v_lshl_add_u32 v28, v28, 23, 1.0
	v_cndmask_b32_e32 v26, v64, v65, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[8:9], v[8:9], v[28:29], v[28:29]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], v[22:23]
	v_cndmask_b32_e32 v29, v64, v4, vcc
	v_div_scale_f32 v4, s[2:3], s65, s65, v15
	v_rcp_f32_e32 v46, v4
	v_cmp_ngt_f32_e32 vcc, s69, v69
	v_pk_add_f32 v[20:21], v[20:21], v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v28, v64, v69, vcc
	v_pk_fma_f32 v[8:9], v[8:9], v[28:29], v[18:19]
	v_fma_f32 v18, -v4, v46, 1.0
	v_fmac_f32_e32 v46, v18, v46
	v_div_scale_f32 v18, vcc, v15, s65, v15
	v_mul_f32_e32 v19, v18, v46
	v_fma_f32 v22, -v4, v19, v18
	v_fmac_f32_e32 v19, v22, v46
	v_fma_f32 v4, -v4, v19, v18
	v_div_scale_f32 v18, s[2:3], s63, s63, v14
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v4, v4, v46, v19
	v_div_fixup_f32 v4, v4, s65, v15
	v_sub_f32_e32 v4, v4, v3
	v_fma_f32 v15, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v15, v22
	v_div_scale_f32 v15, vcc, v14, s63, v14
	v_mul_f32_e32 v19, v15, v22
	v_fma_f32 v23, -v18, v19, v15
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v15, -v18, v19, v15
	v_div_scale_f32 v18, s[2:3], s33, s33, v13
	v_rcp_f32_e32 v23, v18
	v_div_fmas_f32 v15, v15, v22, v19
	v_div_fixup_f32 v14, v15, s63, v14
	v_sub_f32_e32 v50, v14, v2
	v_fma_f32 v15, -v18, v23, 1.0
	v_fmac_f32_e32 v23, v15, v23
	v_div_scale_f32 v15, vcc, v13, s33, v13
	v_mul_f32_e32 v19, v15, v23
	v_fma_f32 v22, -v18, v19, v15
	v_fmac_f32_e32 v19, v22, v23
	v_fma_f32 v15, -v18, v19, v15
	v_div_scale_f32 v18, s[2:3], s17, s17, v12
	v_rcp_f32_e32 v22, v18
	v_div_fmas_f32 v15, v15, v23, v19
	v_div_fixup_f32 v13, v15, s33, v13
	v_sub_f32_e32 v49, v13, v1
	v_fma_f32 v15, -v18, v22, 1.0
	v_fmac_f32_e32 v22, v15, v22
	v_div_scale_f32 v15, vcc, v12, s17, v12
	v_mul_f32_e32 v19, v15, v22
	v_fma_f32 v23, -v18, v19, v15
	v_fmac_f32_e32 v19, v23, v22
	v_fma_f32 v15, -v18, v19, v15
	v_div_fmas_f32 v15, v15, v22, v19
	v_cmp_ngt_f32_e32 vcc, s67, v4
	v_div_fixup_f32 v12, v15, s17, v12
	v_sub_f32_e32 v48, v12, v0
	v_cndmask_b32_e32 v13, v63, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v50
	s_nop 1
	v_cndmask_b32_e32 v12, v63, v50, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v49
	s_nop 1
	v_cndmask_b32_e32 v15, v63, v49, vcc
	v_cmp_ngt_f32_e32 vcc, s67, v48
	s_nop 1
	v_cndmask_b32_e32 v14, v63, v48, vcc
	v_pk_fma_f32 v[18:19], v[14:15], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[6:7], v[12:13], s[64:65], v[6:7] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[26:27], v[18:19], s[66:67] op_sel_hi:[1,0]
	v_pk_add_f32 v[22:23], v[6:7], s[66:67] op_sel_hi:[1,0]
	v_pk_fma_f32 v[14:15], v[26:27], s[68:69], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[22:23], s[68:69], v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[26:27], s[70:71], v[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[22:23], s[70:71], v[12:13] op_sel_hi:[1,0,1]
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_pk_fma_f32 v[28:29], v[12:13], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[16:17], v[14:15], s[74:75], v[16:17] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[76:77] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[26:27], v[12:13], v[12:13]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[76:77] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[28:29], v[28:29], v[12:13], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[12:13], v[26:27], v[28:29], v[12:13]
	v_lshl_add_u32 v6, v6, 23, 1.0
	v_cmp_ngt_f32_e32 vcc, s69, v49
	v_pk_mul_f32 v[22:23], v[14:15], v[14:15]
	v_pk_fma_f32 v[16:17], v[16:17], v[14:15], 0.5 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[6:7], v[12:13], v[6:7], v[6:7]
	v_cndmask_b32_e32 v13, v64, v49, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v48
	v_pk_fma_f32 v[14:15], v[22:23], v[16:17], v[14:15]
	v_lshl_add_u32 v17, v19, 23, 1.0
	v_lshl_add_u32 v16, v18, 23, 1.0
	v_cndmask_b32_e32 v12, v64, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v4
	v_pk_fma_f32 v[14:15], v[14:15], v[16:17], v[16:17]
	v_pk_add_f32 v[28:29], v[24:25], v[6:7]
	v_cndmask_b32_e32 v17, v64, v4, vcc
	v_cmp_ngt_f32_e32 vcc, s69, v50
	v_pk_add_f32 v[46:47], v[20:21], v[14:15]
	s_nop 0
	v_cndmask_b32_e32 v16, v64, v50, vcc
	v_pk_fma_f32 v[48:49], v[6:7], v[16:17], v[10:11]
	v_pk_fma_f32 v[50:51], v[14:15], v[12:13], v[8:9]
	s_cbranch_scc1 .LBB0_457
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[82:83]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v8, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_403
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[10:11], v[54:55], 0, s[2:3]
	s_mov_b64 s[2:3], 0x184
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_392
	flat_load_dwordx4 v[16:19], v[10:11]
.LBB0_392:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_402
	s_mov_b64 s[2:3], 0x180
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x181
	v_lshl_add_u64 v[12:13], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x183
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x182
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[52:53], 0, s[2:3]
	s_mov_b32 s25, s24
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[16:17], s[24:25]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[18:19], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_395
	flat_load_dword v4, v[10:11]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[18:19], v[6:7]
	v_mov_b64_e32 v[16:17], v[4:5]
.LBB0_395:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_397
	flat_load_dword v17, v[10:11] offset:4
.LBB0_397:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_399
	flat_load_dword v18, v[10:11] offset:8
.LBB0_399:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_401
	flat_load_dword v19, v[10:11] offset:12
.LBB0_401:
	s_or_b64 exec, exec, s[2:3]
.LBB0_402:
	s_or_b64 exec, exec, s[84:85]
.LBB0_403:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[96:97]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v9, 0xff800000
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v11, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_417
	s_mov_b64 s[2:3], 0x800
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[98:99]
	v_lshl_add_u64 v[12:13], v[54:55], 0, s[2:3]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_406
	flat_load_dwordx4 v[8:11], v[12:13]
.LBB0_406:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_416
	s_mov_b64 s[2:3], 0x201
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[10:11], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[30:31]
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[10:11], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[8:9], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[10:11], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_409
	flat_load_dword v4, v[12:13]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[10:11], v[6:7]
	v_mov_b64_e32 v[8:9], v[4:5]
.LBB0_409:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_411
	flat_load_dword v9, v[12:13] offset:4
.LBB0_411:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_413
	flat_load_dword v10, v[12:13] offset:8
.LBB0_413:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_415
	flat_load_dword v11, v[12:13] offset:12
.LBB0_415:
	s_or_b64 exec, exec, s[2:3]
.LBB0_416:
	s_or_b64 exec, exec, s[84:85]
.LBB0_417:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[92:93]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_431
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[14:15]
	v_lshl_add_u64 v[14:15], v[54:55], 0, s[94:95]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_420
	flat_load_dwordx4 v[20:23], v[14:15]
.LBB0_420:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_430
	s_mov_b64 s[2:3], 0x280
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x281
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[20:21], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x283
	v_lshl_add_u64 v[22:23], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x282
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[24:25], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[22:23], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[20:21], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[20:21], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[24:25], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[22:23], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_423
	flat_load_dword v4, v[14:15]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[22:23], v[6:7]
	v_mov_b64_e32 v[20:21], v[4:5]
.LBB0_423:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_425
	flat_load_dword v21, v[14:15] offset:4
.LBB0_425:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_427
	flat_load_dword v22, v[14:15] offset:8
.LBB0_427:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_429
	flat_load_dword v23, v[14:15] offset:12
.LBB0_429:
	s_or_b64 exec, exec, s[2:3]
.LBB0_430:
	s_or_b64 exec, exec, s[84:85]
.LBB0_431:
	s_or_b64 exec, exec, s[80:81]
	v_lshl_add_u64 v[6:7], v[44:45], 0, s[88:89]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[6:7]
	v_mov_b32_e32 v13, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_445
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[22:23]
	v_lshl_add_u64 v[24:25], v[54:55], 0, s[90:91]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_434
	flat_load_dwordx4 v[12:15], v[24:25]
.LBB0_434:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_444
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[14:15], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[26:27], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[12:13], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[26:27], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[14:15], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_437
	flat_load_dword v4, v[24:25]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
.LBB0_437:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_439
	flat_load_dword v13, v[24:25] offset:4
.LBB0_439:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_441
	flat_load_dword v14, v[24:25] offset:8
.LBB0_441:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_443
	flat_load_dword v15, v[24:25] offset:12
.LBB0_443:
	s_or_b64 exec, exec, s[2:3]
.LBB0_444:
	s_or_b64 exec, exec, s[84:85]
.LBB0_445:
	s_or_b64 exec, exec, s[80:81]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[44:45]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB0_348
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[58:59]
	v_lshl_add_u64 v[54:55], v[54:55], 0, s[56:57]
	v_cmp_le_u64_e32 vcc, v[6:7], v[40:41]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_448
	flat_load_dwordx4 v[24:27], v[54:55]
.LBB0_448:
	s_andn2_saveexec_b64 s[84:85], s[2:3]
	s_cbranch_execz .LBB0_347
	s_mov_b64 s[2:3], 0x380
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x381
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x383
	v_lshl_add_u64 v[26:27], v[52:53], 0, s[2:3]
	s_mov_b64 s[2:3], 0x382
	s_mov_b32 s25, s24
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[4:5], v[26:27], v[40:41]
	v_cmp_lt_u64_e64 s[2:3], v[24:25], v[40:41]
	s_mov_b32 s26, s24
	s_mov_b32 s27, s24
	v_mov_b64_e32 v[24:25], s[24:25]
	v_cmp_lt_u64_e64 s[6:7], v[52:53], v[40:41]
	v_cmp_lt_u64_e32 vcc, v[6:7], v[40:41]
	v_mov_b64_e32 v[26:27], s[26:27]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_451
	flat_load_dword v4, v[54:55]
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v7, v5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[26:27], v[6:7]
	v_mov_b64_e32 v[24:25], v[4:5]
.LBB0_451:
	s_or_b64 exec, exec, s[26:27]
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_lshlrev_b16_e32 v4, 2, v4
	v_lshlrev_b16_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_lshlrev_b16_e32 v6, 1, v6
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_or_b32_e32 v6, v7, v6
	v_and_b32_e32 v6, 3, v6
	v_or_b32_e32 v4, v6, v4
	v_lshrrev_b16_e32 v6, 1, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_453
	flat_load_dword v25, v[54:55] offset:4
.LBB0_453:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v6, 2, v4
	v_and_b32_e32 v6, 1, v6
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_455
	flat_load_dword v26, v[54:55] offset:8
.LBB0_455:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v4
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_346
	flat_load_dword v27, v[54:55] offset:12
	s_branch .LBB0_346
.LBB0_457:
	s_mov_b64 s[2:3], -1
	s_branch .LBB0_349
.LBB0_458:
	v_pk_add_f32 v[0:1], v[46:47], v[28:29]
	v_readlane_b32 s2, v56, 4
	v_add_f32_e32 v2, v0, v1
	v_pk_add_f32 v[0:1], v[50:51], v[48:49]
	v_readlane_b32 s3, v56, 5
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v58, v2
	ds_bpermute_b32 v3, v58, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v59, v1
	ds_bpermute_b32 v3, v59, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v60, v1
	ds_bpermute_b32 v3, v60, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v61, v1
	ds_bpermute_b32 v3, v61, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v62, v1
	ds_bpermute_b32 v3, v62, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v3
.LBB0_459:
	s_or_b64 exec, exec, s[2:3]
	v_readlane_b32 s2, v56, 0
	v_readlane_b32 s3, v56, 1
.LBB0_460:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v4, 0
	s_or_b64 exec, exec, s[2:3]
	v_cmp_eq_u64_e32 vcc, 0, v[36:37]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_464
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	v_mad_u64_u32 v[6:7], s[4:5], v30, s28, v[34:35]
	v_mul_lo_u32 v0, v30, s29
	v_mul_lo_u32 v5, v31, s28
	v_add3_u32 v5, v5, v7, v0
	v_mad_u64_u32 v[6:7], s[4:5], v6, 12, v[2:3]
	v_mov_b32_e32 v0, v7
	v_mad_u64_u32 v[2:3], s[4:5], v5, 12, v[0:1]
	v_mov_b32_e32 v0, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v57, v57
	v_mov_b32_e32 v7, v2
	s_nop 0
	v_cndmask_b32_e32 v2, v0, v57, vcc
	v_cmp_o_f32_e32 vcc, v4, v4
	s_nop 1
	v_cndmask_b32_e32 v3, v0, v4, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v1, vcc
	flat_store_dwordx3 v[6:7], v[2:4]
.LBB0_464:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, v35, v37
	v_or_b32_e32 v0, v34, v36
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_470
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	v_lshl_add_u64 v[0:1], v[30:31], 3, v[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[8:9], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_469
	v_mov_b32_e32 v2, s11
	v_subrev_co_u32_e32 v0, vcc, s10, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_gt_i64_e32 vcc, s[12:13], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_468
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[32:33]
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v1, s[4:5], s16, s16, v0
	v_rcp_f32_e32 v2, v1
	v_div_scale_f32 v3, vcc, v0, s16, v0
	v_fma_f32 v4, -v1, v2, 1.0
	v_fmac_f32_e32 v2, v4, v2
	v_mul_f32_e32 v4, v3, v2
	v_fma_f32 v5, -v1, v4, v3
	v_fmac_f32_e32 v4, v5, v2
	v_fma_f32 v1, -v1, v4, v3
	v_div_fmas_f32 v1, v1, v2, v4
	v_div_fixup_f32 v2, v1, s16, v0
.LBB0_468:
	s_or_b64 exec, exec, s[0:1]
.LBB0_469:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s20
	v_mov_b32_e32 v1, s21
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[30:31], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_470:
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
		.amdhsa_next_free_vgpr 78
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 80
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
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
