; golden AMDGCN for tests/codegen/gfx942_test.cpp (cross_target_bitwise, tau, entropy)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=1;entropy=1;math=portable;grad_lse=0;grad_entropy=0
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
	s_load_dwordx16 s[16:31], s[0:1], 0x20
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
	s_ashr_i32 s6, s21, 31
	s_add_u32 s8, s20, s6
	s_mov_b32 s7, s6
	s_addc_u32 s9, s21, s6
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
	s_mul_i32 s25, s10, 0x946
	s_mul_hi_u32 s33, s5, 0x946
	s_addc_u32 s14, s10, 0
	s_add_i32 s33, s33, s25
	s_mul_i32 s25, s5, 0x946
	v_mov_b32_e32 v1, s25
	v_sub_co_u32_e32 v1, vcc, s8, v1
	s_movk_i32 s15, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s8, s9, s33
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
	s_sub_u32 s34, s8, s6
	s_subb_u32 s35, s9, s6
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v2, s2, v1
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v3, s3
	v_or_b32_e32 v5, s35, v1
	v_or_b32_e32 v4, s34, v2
	s_mov_b64 s[2:3], 0xffffffff
	v_cmp_lt_u64_e32 vcc, s[2:3], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_mov_b64_e32 v[66:67], 0
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 63
	v_mov_b32_e32 v1, s35
	v_mov_b32_e32 v4, s34
	s_brev_b32 s5, 1
	v_mov_b64_e32 v[68:69], v[66:67]
.LBB0_2:
	v_lshrrev_b64 v[6:7], s8, v[2:3]
	v_lshlrev_b64 v[8:9], 1, v[68:69]
	s_lshr_b64 s[10:11], s[4:5], s6
	v_and_b32_e32 v5, 1, v6
	s_add_u32 s6, s6, 1
	v_or_b32_e32 v8, v5, v8
	s_addc_u32 s7, s7, 0
	v_cmp_gt_u64_e32 vcc, s[34:35], v[8:9]
	v_mov_b32_e32 v6, s11
	v_mov_b32_e32 v7, s10
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e64 v10, v4, 0, vcc
	v_cndmask_b32_e64 v5, v1, 0, vcc
	v_cndmask_b32_e64 v6, v6, 0, vcc
	v_cndmask_b32_e64 v7, v7, 0, vcc
	s_addc_u32 s9, s9, -1
	v_sub_co_u32_e32 v68, vcc, v8, v10
	v_or_b32_e32 v67, v6, v67
	s_nop 0
	v_subb_co_u32_e32 v69, vcc, v9, v5, vcc
	s_cmp_eq_u64 s[6:7], 64
	v_or_b32_e32 v66, v7, v66
	s_cbranch_scc0 .LBB0_2
.LBB0_4:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_6
	v_cvt_f32_u32_e32 v1, s34
	s_sub_i32 s4, 0, s34
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v69, v67
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s4, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	v_mul_hi_u32 v1, v2, v1
	v_mul_lo_u32 v3, v1, s34
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s34, v3
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s34, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s34, v3
	s_nop 1
	v_cndmask_b32_e32 v66, v1, v4, vcc
	v_mul_lo_u32 v1, v66, s34
	v_sub_u32_e32 v68, v2, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[30:31], v[66:67]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_736
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_load_dwordx4 s[44:47], s[0:1], 0x0
	v_mov_b32_e32 v75, 0
	v_and_b32_e32 v74, 31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[70:71], v[66:67], 3, v[2:3]
	flat_load_dwordx2 v[8:9], v[70:71]
	v_mov_b32_e32 v2, s22
	v_mov_b32_e32 v3, s23
	s_movk_i32 s2, 0xf6ba
	v_mad_u64_u32 v[2:3], s[0:1], v68, s2, v[2:3]
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[0:1], v69, s2, v[4:5]
	v_mov_b32_e32 v1, s46
	v_sub_u32_e32 v3, v4, v68
	s_lshl_b32 s4, s46, 2
	v_mov_b64_e32 v[6:7], s[44:45]
	v_alignbit_b32 v1, s47, v1, 30
	v_cmp_gt_i64_e32 vcc, 1, v[2:3]
	v_mul_lo_u32 v4, s4, v67
	v_mad_u64_u32 v[72:73], s[0:1], s4, v66, v[6:7]
	v_mul_lo_u32 v6, v1, v66
	v_add3_u32 v73, v6, v73, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e64 s[2:3], s[16:17], v[8:9]
	v_cmp_ne_u64_e64 s[10:11], s[16:17], v[8:9]
	s_or_b64 s[0:1], vcc, s[2:3]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_xor_b64 s[0:1], exec, s[6:7]
	s_mov_b32 s3, 0
	s_mov_b32 s2, 0xff800000
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v101, s2
	v_mov_b32_e32 v5, s3
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_728
	v_writelane_b32 v100, s0, 0
	s_movk_i32 s2, 0x2518
	v_cmp_lt_i64_e32 vcc, 0, v[2:3]
	v_writelane_b32 v100, s1, 1
	v_mad_u64_u32 v[8:9], s[0:1], s4, v66, 0
	v_add3_u32 v9, v9, v4, v6
	v_mad_u64_u32 v[4:5], s[0:1], v68, s2, 0
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[0:1], v69, s2, v[6:7]
	v_cndmask_b32_e32 v3, 0, v3, vcc
	v_cndmask_b32_e32 v2, 0, v2, vcc
	s_mov_b64 s[2:3], 0x946
	v_add_u32_e32 v1, v72, v4
	v_cmp_gt_i64_e32 vcc, s[2:3], v[2:3]
	v_mov_b32_e32 v5, v6
	v_and_b32_e32 v1, 15, v1
	v_cndmask_b32_e32 v77, 0, v3, vcc
	v_mov_b32_e32 v3, 0x946
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v75, 0
	v_cndmask_b32_e32 v76, v3, v2, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_lshl_add_u64 v[2:3], v[8:9], 0, v[4:5]
	v_lshlrev_b32_e32 v78, 3, v74
	v_lshlrev_b32_e32 v4, 5, v74
	s_and_saveexec_b64 s[2:3], vcc
	v_writelane_b32 v100, s10, 2
	s_xor_b64 s[2:3], exec, s[2:3]
	s_nop 0
	v_writelane_b32 v100, s11, 3
	s_cbranch_execz .LBB0_368
	v_mov_b32_e32 v5, v75
	v_writelane_b32 v100, s2, 4
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[44:45]
	v_writelane_b32 v100, s3, 5
	s_mov_b64 s[2:3], 0x1000
	v_or_b32_e32 v80, 0xe0, v74
	v_mov_b32_e32 v81, v75
	v_lshl_add_u64 v[82:83], v[2:3], 0, s[2:3]
	s_movk_i32 s16, 0xf000
	s_movk_i32 s22, 0xff40
	s_movk_i32 s46, 0xf400
	s_movk_i32 s66, 0xff60
	s_movk_i32 s68, 0xf800
	s_movk_i32 s88, 0xff80
	s_movk_i32 s90, 0xfc00
	s_movk_i32 s82, 0xffa0
	s_movk_i32 s80, 0xffc0
	s_movk_i32 s96, 0xffe0
	v_mov_b32_e32 v79, v75
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b32 s17, -1
	s_mov_b32 s23, -1
	s_mov_b64 s[30:31], 0x129
	s_mov_b32 s47, -1
	s_mov_b64 s[48:49], 0x108
	s_mov_b64 s[50:51], 0x100
	s_mov_b64 s[52:53], 0x101
	s_mov_b64 s[54:55], 0x103
	s_mov_b64 s[56:57], 0x102
	s_mov_b64 s[58:59], 0x104
	s_mov_b64 s[60:61], 0x105
	s_mov_b64 s[62:63], 0x107
	s_mov_b64 s[64:65], 0x106
	s_mov_b32 s67, -1
	s_mov_b32 s69, -1
	s_mov_b64 s[70:71], 0x208
	s_mov_b32 s89, -1
	s_mov_b32 s91, -1
	s_mov_b64 s[92:93], 0x308
	s_mov_b32 s83, -1
	v_mov_b32_e32 v90, 0x7fc00000
	v_mov_b64_e32 v[84:85], v[82:83]
	v_mov_b64_e32 v[86:87], v[80:81]
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	s_mov_b64 s[84:85], 0x408
	s_mov_b32 s81, -1
	s_mov_b64 s[86:87], 0x508
	s_mov_b32 s97, -1
	s_mov_b64 s[98:99], 0x608
	s_mov_b64 s[78:79], 0x708
	s_mov_b64 s[76:77], 0x706
	s_mov_b64 s[94:95], 0x2000
	s_mov_b32 s36, 0xff800000
	s_branch .LBB0_13
.LBB0_12:
	s_cbranch_execnz .LBB0_189
.LBB0_13:
	v_lshl_add_u64 v[88:89], v[78:79], 0, s[0:1]
	v_lshl_add_u64 v[4:5], v[88:89], 0, 8
	v_lshl_add_u64 v[18:19], v[84:85], 0, s[16:17]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_15
	flat_load_dwordx4 v[14:17], v[18:19] offset:16
	flat_load_dwordx4 v[10:13], v[18:19]
.LBB0_15:
	s_andn2_saveexec_b64 s[72:73], s[2:3]
	s_cbranch_execz .LBB0_33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v10, 4, v88
	v_mov_b32_e32 v11, v89
	v_or_b32_e32 v12, 5, v88
	v_mov_b32_e32 v13, v89
	v_or_b32_e32 v14, 7, v88
	v_mov_b32_e32 v15, v89
	v_or_b32_e32 v16, 6, v88
	v_mov_b32_e32 v17, v89
	s_mov_b32 s37, s36
	v_or_b32_e32 v4, 1, v88
	v_mov_b32_e32 v5, v89
	v_or_b32_e32 v6, 3, v88
	v_mov_b32_e32 v7, v89
	v_or_b32_e32 v8, 2, v88
	v_mov_b32_e32 v9, v89
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
	v_cmp_lt_u64_e32 vcc, v[88:89], v[76:77]
	v_mov_b64_e32 v[12:13], s[38:39]
	v_mov_b64_e32 v[14:15], s[40:41]
	v_mov_b64_e32 v[16:17], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_18
	flat_load_dword v2, v[18:19]
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
.LBB0_18:
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
	s_cbranch_execz .LBB0_20
	flat_load_dword v11, v[18:19] offset:4
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_22
	flat_load_dword v12, v[18:19] offset:8
.LBB0_22:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_24
	flat_load_dword v13, v[18:19] offset:12
.LBB0_24:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_26
	flat_load_dword v14, v[18:19] offset:16
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_28
	flat_load_dword v15, v[18:19] offset:20
.LBB0_28:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_30
	flat_load_dword v16, v[18:19] offset:24
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_32
	flat_load_dword v17, v[18:19] offset:28
.LBB0_32:
	s_or_b64 exec, exec, s[2:3]
.LBB0_33:
	s_or_b64 exec, exec, s[72:73]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_55
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[48:49]
	v_lshl_add_u64 v[26:27], v[84:85], 0, s[46:47]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_36
	flat_load_dwordx4 v[18:21], v[26:27]
	flat_load_dwordx4 v[22:25], v[26:27] offset:16
.LBB0_36:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_54
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[88:89], 0, s[56:57]
	v_lshl_add_u64 v[20:21], v[88:89], 0, s[58:59]
	v_lshl_add_u64 v[22:23], v[88:89], 0, s[60:61]
	v_lshl_add_u64 v[24:25], v[88:89], 0, s[62:63]
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[50:51]
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[52:53]
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[54:55]
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[64:65]
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
	s_cbranch_execz .LBB0_39
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
.LBB0_39:
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
	s_cbranch_execz .LBB0_41
	flat_load_dword v19, v[26:27] offset:4
.LBB0_41:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_43
	flat_load_dword v20, v[26:27] offset:8
.LBB0_43:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_45
	flat_load_dword v21, v[26:27] offset:12
.LBB0_45:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_47
	flat_load_dword v22, v[26:27] offset:16
.LBB0_47:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_49
	flat_load_dword v23, v[26:27] offset:20
.LBB0_49:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_51
	flat_load_dword v24, v[26:27] offset:24
.LBB0_51:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_53
	flat_load_dword v25, v[26:27] offset:28
.LBB0_53:
	s_or_b64 exec, exec, s[2:3]
.LBB0_54:
	s_or_b64 exec, exec, s[74:75]
.LBB0_55:
	s_or_b64 exec, exec, s[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v1, v28, v10
	v_cmp_o_f32_e32 vcc, v28, v10
	v_max_f32_e32 v4, v30, v12
	v_max_f32_e32 v5, v31, v13
	v_cndmask_b32_e32 v2, v90, v1, vcc
	v_max_f32_e32 v1, v29, v11
	v_cmp_o_f32_e32 vcc, v29, v11
	v_max_f32_e32 v6, v32, v14
	v_max_f32_e32 v7, v33, v15
	v_cndmask_b32_e32 v1, v90, v1, vcc
	v_cmp_o_f32_e32 vcc, v30, v12
	v_max_f32_e32 v8, v34, v16
	v_max_f32_e32 v9, v35, v17
	v_cndmask_b32_e32 v4, v90, v4, vcc
	v_cmp_o_f32_e32 vcc, v31, v13
	s_cmp_eq_u64 s[0:1], 0x800
	s_nop 0
	v_cndmask_b32_e32 v5, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v32, v14
	s_nop 1
	v_cndmask_b32_e32 v6, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v33, v15
	s_nop 1
	v_cndmask_b32_e32 v7, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v34, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v35, v17
	s_nop 1
	v_cndmask_b32_e32 v9, v90, v9, vcc
	v_max_f32_e32 v10, v9, v25
	v_cmp_o_f32_e32 vcc, v9, v25
	v_max_f32_e32 v9, v8, v24
	s_nop 0
	v_cndmask_b32_e32 v11, v90, v10, vcc
	v_cmp_o_f32_e32 vcc, v8, v24
	v_max_f32_e32 v8, v7, v23
	s_nop 0
	v_cndmask_b32_e32 v10, v90, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v23
	v_max_f32_e32 v7, v6, v22
	s_nop 0
	v_cndmask_b32_e32 v13, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v22
	v_max_f32_e32 v6, v5, v21
	s_nop 0
	v_cndmask_b32_e32 v12, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v21
	v_max_f32_e32 v5, v4, v20
	s_nop 0
	v_cndmask_b32_e32 v15, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v20
	v_max_f32_e32 v4, v1, v19
	s_nop 0
	v_cndmask_b32_e32 v14, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v19
	s_nop 1
	v_cndmask_b32_e32 v1, v90, v4, vcc
	v_max_f32_e32 v4, v2, v18
	v_cmp_o_f32_e32 vcc, v2, v18
	s_nop 1
	v_cndmask_b32_e32 v16, v90, v4, vcc
	s_cbranch_scc1 .LBB0_12
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[66:67]
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
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_78
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[70:71]
	v_lshl_add_u64 v[20:21], v[84:85], 0, s[68:69]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_59
	flat_load_dwordx4 v[26:29], v[20:21]
	flat_load_dwordx4 v[30:33], v[20:21] offset:16
.LBB0_59:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_77
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[22:23], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[24:25], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[28:29], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	v_lshl_add_u64 v[30:31], v[88:89], 0, s[2:3]
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
	s_cbranch_execz .LBB0_62
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
.LBB0_62:
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
	s_cbranch_execz .LBB0_64
	flat_load_dword v27, v[20:21] offset:4
.LBB0_64:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_66
	flat_load_dword v28, v[20:21] offset:8
.LBB0_66:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_68
	flat_load_dword v29, v[20:21] offset:12
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_70
	flat_load_dword v30, v[20:21] offset:16
.LBB0_70:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_72
	flat_load_dword v31, v[20:21] offset:20
.LBB0_72:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_74
	flat_load_dword v32, v[20:21] offset:24
.LBB0_74:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_76
	flat_load_dword v33, v[20:21] offset:28
.LBB0_76:
	s_or_b64 exec, exec, s[2:3]
.LBB0_77:
	s_or_b64 exec, exec, s[74:75]
.LBB0_78:
	s_or_b64 exec, exec, s[72:73]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[88:89]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_100
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[92:93]
	v_lshl_add_u64 v[34:35], v[84:85], 0, s[90:91]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_81
	flat_load_dwordx4 v[18:21], v[34:35]
	flat_load_dwordx4 v[22:25], v[34:35] offset:16
.LBB0_81:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_99
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	v_lshl_add_u64 v[24:25], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[2:3]
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
	s_cbranch_execz .LBB0_84
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
.LBB0_84:
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
	s_cbranch_execz .LBB0_86
	flat_load_dword v19, v[34:35] offset:4
.LBB0_86:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_88
	flat_load_dword v20, v[34:35] offset:8
.LBB0_88:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_90
	flat_load_dword v21, v[34:35] offset:12
.LBB0_90:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_92
	flat_load_dword v22, v[34:35] offset:16
.LBB0_92:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_94
	flat_load_dword v23, v[34:35] offset:20
.LBB0_94:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_96
	flat_load_dword v24, v[34:35] offset:24
.LBB0_96:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_98
	flat_load_dword v25, v[34:35] offset:28
.LBB0_98:
	s_or_b64 exec, exec, s[2:3]
.LBB0_99:
	s_or_b64 exec, exec, s[74:75]
.LBB0_100:
	s_or_b64 exec, exec, s[72:73]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[82:83]
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
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_122
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[84:85]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_103
	flat_load_dwordx4 v[42:45], v[84:85]
	flat_load_dwordx4 v[46:49], v[84:85] offset:16
.LBB0_103:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_121
	s_mov_b64 s[2:3], 0x400
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[38:39], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	v_lshl_add_u64 v[40:41], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[42:43], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	v_lshl_add_u64 v[44:45], v[88:89], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[44:45], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[42:43], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[48:49], s[42:43]
	v_cmp_lt_u64_e64 s[10:11], v[40:41], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[46:47], s[40:41]
	v_mov_b64_e32 v[44:45], s[38:39]
	v_mov_b64_e32 v[42:43], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_106
	flat_load_dword v2, v[84:85]
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
.LBB0_106:
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
	s_cbranch_execz .LBB0_108
	flat_load_dword v43, v[84:85] offset:4
.LBB0_108:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_110
	flat_load_dword v44, v[84:85] offset:8
.LBB0_110:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_112
	flat_load_dword v45, v[84:85] offset:12
.LBB0_112:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_114
	flat_load_dword v46, v[84:85] offset:16
.LBB0_114:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_116
	flat_load_dword v47, v[84:85] offset:20
.LBB0_116:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_118
	flat_load_dword v48, v[84:85] offset:24
.LBB0_118:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_120
	flat_load_dword v49, v[84:85] offset:28
.LBB0_120:
	s_or_b64 exec, exec, s[2:3]
.LBB0_121:
	s_or_b64 exec, exec, s[74:75]
.LBB0_122:
	s_or_b64 exec, exec, s[72:73]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[80:81]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[4:5]
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_144
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[86:87]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_125
	flat_load_dwordx4 v[34:37], v[84:85] offset:1024
	flat_load_dwordx4 v[38:41], v[84:85] offset:1040
.LBB0_125:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_143
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[34:35], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[38:39], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[40:41], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[50:51], v[88:89], 0, s[2:3]
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
	v_cmp_lt_u64_e64 s[14:15], v[50:51], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[36:37], s[38:39]
	v_mov_b64_e32 v[38:39], s[40:41]
	v_mov_b64_e32 v[40:41], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_128
	flat_load_dword v2, v[84:85] offset:1024
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
.LBB0_128:
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
	s_cbranch_execz .LBB0_130
	flat_load_dword v35, v[84:85] offset:1028
.LBB0_130:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_132
	flat_load_dword v36, v[84:85] offset:1032
.LBB0_132:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_134
	flat_load_dword v37, v[84:85] offset:1036
.LBB0_134:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_136
	flat_load_dword v38, v[84:85] offset:1040
.LBB0_136:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_138
	flat_load_dword v39, v[84:85] offset:1044
.LBB0_138:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_140
	flat_load_dword v40, v[84:85] offset:1048
.LBB0_140:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_142
	flat_load_dword v41, v[84:85] offset:1052
.LBB0_142:
	s_or_b64 exec, exec, s[2:3]
.LBB0_143:
	s_or_b64 exec, exec, s[74:75]
.LBB0_144:
	s_or_b64 exec, exec, s[72:73]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[96:97]
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
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_166
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[98:99]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_147
	flat_load_dwordx4 v[58:61], v[84:85] offset:2048
	flat_load_dwordx4 v[62:65], v[84:85] offset:2064
.LBB0_147:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_165
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[52:53], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[54:55], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	v_lshl_add_u64 v[56:57], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[58:59], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[60:61], v[88:89], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[60:61], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[58:59], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[64:65], s[42:43]
	v_cmp_lt_u64_e64 s[10:11], v[56:57], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[54:55], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[52:53], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[62:63], s[40:41]
	v_mov_b64_e32 v[60:61], s[38:39]
	v_mov_b64_e32 v[58:59], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_150
	flat_load_dword v2, v[84:85] offset:2048
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
.LBB0_150:
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
	s_cbranch_execz .LBB0_152
	flat_load_dword v59, v[84:85] offset:2052
.LBB0_152:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_154
	flat_load_dword v60, v[84:85] offset:2056
.LBB0_154:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_156
	flat_load_dword v61, v[84:85] offset:2060
.LBB0_156:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_158
	flat_load_dword v62, v[84:85] offset:2064
.LBB0_158:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_160
	flat_load_dword v63, v[84:85] offset:2068
.LBB0_160:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_162
	flat_load_dword v64, v[84:85] offset:2072
.LBB0_162:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_164
	flat_load_dword v65, v[84:85] offset:2076
.LBB0_164:
	s_or_b64 exec, exec, s[2:3]
.LBB0_165:
	s_or_b64 exec, exec, s[74:75]
.LBB0_166:
	s_or_b64 exec, exec, s[72:73]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[86:87]
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	s_and_saveexec_b64 s[72:73], vcc
	s_cbranch_execz .LBB0_188
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[78:79]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_169
	flat_load_dwordx4 v[50:53], v[84:85] offset:3072
	flat_load_dwordx4 v[54:57], v[84:85] offset:3088
.LBB0_169:
	s_andn2_saveexec_b64 s[74:75], s[2:3]
	s_cbranch_execz .LBB0_187
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[50:51], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[52:53], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[54:55], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[56:57], v[88:89], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[76:77]
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
	v_cmp_lt_u64_e64 s[14:15], v[88:89], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[54:55], s[40:41]
	v_mov_b64_e32 v[52:53], s[38:39]
	v_mov_b64_e32 v[50:51], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_172
	flat_load_dword v2, v[84:85] offset:3072
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
.LBB0_172:
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
	s_cbranch_execz .LBB0_174
	flat_load_dword v51, v[84:85] offset:3076
.LBB0_174:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_176
	flat_load_dword v52, v[84:85] offset:3080
.LBB0_176:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_178
	flat_load_dword v53, v[84:85] offset:3084
.LBB0_178:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_180
	flat_load_dword v54, v[84:85] offset:3088
.LBB0_180:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_182
	flat_load_dword v55, v[84:85] offset:3092
.LBB0_182:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_184
	flat_load_dword v56, v[84:85] offset:3096
.LBB0_184:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_186
	flat_load_dword v57, v[84:85] offset:3100
.LBB0_186:
	s_or_b64 exec, exec, s[2:3]
.LBB0_187:
	s_or_b64 exec, exec, s[74:75]
.LBB0_188:
	s_or_b64 exec, exec, s[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v9, v16, v26
	v_cmp_o_f32_e64 s[12:13], v16, v26
	v_max_f32_e32 v2, v10, v32
	v_cmp_o_f32_e32 vcc, v10, v32
	v_max_f32_e32 v8, v1, v27
	v_cmp_o_f32_e64 s[10:11], v1, v27
	v_cndmask_b32_e64 v9, v90, v9, s[12:13]
	v_max_f32_e32 v7, v14, v28
	v_cmp_o_f32_e64 s[8:9], v14, v28
	v_cndmask_b32_e32 v2, v90, v2, vcc
	v_cndmask_b32_e64 v8, v90, v8, s[10:11]
	v_max_f32_e32 v26, v9, v18
	v_cmp_o_f32_e32 vcc, v9, v18
	v_max_f32_e32 v6, v15, v29
	v_cmp_o_f32_e64 s[6:7], v15, v29
	v_cndmask_b32_e64 v7, v90, v7, s[8:9]
	v_cndmask_b32_e32 v9, v90, v26, vcc
	v_max_f32_e32 v18, v8, v19
	v_cmp_o_f32_e32 vcc, v8, v19
	v_max_f32_e32 v5, v12, v30
	v_cmp_o_f32_e64 s[4:5], v12, v30
	v_cndmask_b32_e64 v6, v90, v6, s[6:7]
	v_cndmask_b32_e32 v8, v90, v18, vcc
	v_max_f32_e32 v18, v7, v20
	v_cmp_o_f32_e32 vcc, v7, v20
	v_max_f32_e32 v4, v13, v31
	v_cmp_o_f32_e64 s[2:3], v13, v31
	v_cndmask_b32_e64 v5, v90, v5, s[4:5]
	v_cndmask_b32_e32 v7, v90, v18, vcc
	v_max_f32_e32 v18, v6, v21
	v_cmp_o_f32_e32 vcc, v6, v21
	v_cndmask_b32_e64 v4, v90, v4, s[2:3]
	v_max_f32_e32 v17, v11, v33
	v_cndmask_b32_e32 v6, v90, v18, vcc
	v_max_f32_e32 v18, v5, v22
	v_cmp_o_f32_e32 vcc, v5, v22
	v_cmp_o_f32_e64 s[14:15], v11, v33
	s_add_u32 s0, s0, 0x800
	v_cndmask_b32_e32 v5, v90, v18, vcc
	v_max_f32_e32 v18, v4, v23
	v_cmp_o_f32_e32 vcc, v4, v23
	v_cndmask_b32_e64 v17, v90, v17, s[14:15]
	s_addc_u32 s1, s1, 0
	v_cndmask_b32_e32 v4, v90, v18, vcc
	v_max_f32_e32 v18, v2, v24
	v_cmp_o_f32_e32 vcc, v2, v24
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[50:51]
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[94:95]
	v_cndmask_b32_e32 v2, v90, v18, vcc
	v_max_f32_e32 v18, v17, v25
	v_cmp_o_f32_e32 vcc, v17, v25
	s_nop 1
	v_cndmask_b32_e32 v17, v90, v18, vcc
	v_max_f32_e32 v18, v17, v49
	v_cmp_o_f32_e32 vcc, v17, v49
	s_nop 1
	v_cndmask_b32_e32 v17, v90, v18, vcc
	v_max_f32_e32 v18, v2, v48
	v_cmp_o_f32_e32 vcc, v2, v48
	s_nop 1
	v_cndmask_b32_e32 v2, v90, v18, vcc
	v_max_f32_e32 v18, v4, v47
	v_cmp_o_f32_e32 vcc, v4, v47
	s_nop 1
	v_cndmask_b32_e32 v4, v90, v18, vcc
	v_max_f32_e32 v18, v5, v46
	v_cmp_o_f32_e32 vcc, v5, v46
	s_nop 1
	v_cndmask_b32_e32 v5, v90, v18, vcc
	v_max_f32_e32 v18, v6, v45
	v_cmp_o_f32_e32 vcc, v6, v45
	s_nop 1
	v_cndmask_b32_e32 v6, v90, v18, vcc
	v_max_f32_e32 v18, v7, v44
	v_cmp_o_f32_e32 vcc, v7, v44
	s_nop 1
	v_cndmask_b32_e32 v7, v90, v18, vcc
	v_max_f32_e32 v18, v8, v43
	v_cmp_o_f32_e32 vcc, v8, v43
	s_nop 1
	v_cndmask_b32_e32 v8, v90, v18, vcc
	v_max_f32_e32 v18, v9, v42
	v_cmp_o_f32_e32 vcc, v9, v42
	s_nop 1
	v_cndmask_b32_e32 v9, v90, v18, vcc
	v_max_f32_e32 v18, v9, v34
	v_cmp_o_f32_e32 vcc, v9, v34
	s_nop 1
	v_cndmask_b32_e32 v9, v90, v18, vcc
	v_max_f32_e32 v18, v8, v35
	v_cmp_o_f32_e32 vcc, v8, v35
	s_nop 1
	v_cndmask_b32_e32 v8, v90, v18, vcc
	v_max_f32_e32 v18, v7, v36
	v_cmp_o_f32_e32 vcc, v7, v36
	s_nop 1
	v_cndmask_b32_e32 v7, v90, v18, vcc
	v_max_f32_e32 v18, v6, v37
	v_cmp_o_f32_e32 vcc, v6, v37
	s_nop 1
	v_cndmask_b32_e32 v6, v90, v18, vcc
	v_max_f32_e32 v18, v5, v38
	v_cmp_o_f32_e32 vcc, v5, v38
	s_nop 1
	v_cndmask_b32_e32 v5, v90, v18, vcc
	v_max_f32_e32 v18, v4, v39
	v_cmp_o_f32_e32 vcc, v4, v39
	s_nop 1
	v_cndmask_b32_e32 v4, v90, v18, vcc
	v_max_f32_e32 v18, v2, v40
	v_cmp_o_f32_e32 vcc, v2, v40
	s_nop 1
	v_cndmask_b32_e32 v2, v90, v18, vcc
	v_max_f32_e32 v18, v17, v41
	v_cmp_o_f32_e32 vcc, v17, v41
	s_nop 1
	v_cndmask_b32_e32 v17, v90, v18, vcc
	v_max_f32_e32 v18, v17, v65
	v_cmp_o_f32_e32 vcc, v17, v65
	s_nop 1
	v_cndmask_b32_e32 v17, v90, v18, vcc
	v_max_f32_e32 v18, v2, v64
	v_cmp_o_f32_e32 vcc, v2, v64
	s_nop 1
	v_cndmask_b32_e32 v2, v90, v18, vcc
	v_max_f32_e32 v18, v4, v63
	v_cmp_o_f32_e32 vcc, v4, v63
	s_nop 1
	v_cndmask_b32_e32 v4, v90, v18, vcc
	v_max_f32_e32 v18, v5, v62
	v_cmp_o_f32_e32 vcc, v5, v62
	s_nop 1
	v_cndmask_b32_e32 v5, v90, v18, vcc
	v_max_f32_e32 v18, v6, v61
	v_cmp_o_f32_e32 vcc, v6, v61
	s_nop 1
	v_cndmask_b32_e32 v6, v90, v18, vcc
	v_max_f32_e32 v18, v7, v60
	v_cmp_o_f32_e32 vcc, v7, v60
	s_nop 1
	v_cndmask_b32_e32 v7, v90, v18, vcc
	v_max_f32_e32 v18, v8, v59
	v_cmp_o_f32_e32 vcc, v8, v59
	s_nop 1
	v_cndmask_b32_e32 v8, v90, v18, vcc
	v_max_f32_e32 v18, v9, v58
	v_cmp_o_f32_e32 vcc, v9, v58
	s_nop 1
	v_cndmask_b32_e32 v9, v90, v18, vcc
	v_max_f32_e32 v18, v9, v50
	v_cmp_o_f32_e32 vcc, v9, v50
	v_max_f32_e32 v9, v8, v51
	s_nop 0
	v_cndmask_b32_e32 v28, v90, v18, vcc
	v_cmp_o_f32_e32 vcc, v8, v51
	v_max_f32_e32 v8, v7, v52
	s_nop 0
	v_cndmask_b32_e32 v29, v90, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v52
	v_max_f32_e32 v7, v6, v53
	s_nop 0
	v_cndmask_b32_e32 v30, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v53
	v_max_f32_e32 v6, v5, v54
	s_nop 0
	v_cndmask_b32_e32 v31, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v54
	v_max_f32_e32 v5, v4, v55
	s_nop 0
	v_cndmask_b32_e32 v32, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v55
	v_max_f32_e32 v4, v2, v56
	s_nop 0
	v_cndmask_b32_e32 v33, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v2, v56
	v_max_f32_e32 v2, v17, v57
	s_nop 0
	v_cndmask_b32_e32 v34, v90, v4, vcc
	v_cmp_o_f32_e32 vcc, v17, v57
	s_nop 1
	v_cndmask_b32_e32 v35, v90, v2, vcc
	s_branch .LBB0_13
.LBB0_189:
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
	v_xor_b32_e32 v102, 64, v0
	v_cndmask_b32_e32 v5, v3, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v13
	v_xor_b32_e32 v103, 32, v0
	v_xor_b32_e32 v104, 16, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_max_f32_e32 v6, v1, v5
	v_cmp_o_f32_e32 vcc, v1, v5
	v_max_f32_e32 v5, v4, v2
	v_xor_b32_e32 v105, 8, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v2
	v_xor_b32_e32 v106, 4, v0
	s_mov_b32 s36, 0xff800000
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_max_f32_e32 v4, v2, v1
	v_cmp_o_f32_e32 vcc, v2, v1
	v_mov_b32_e32 v26, 0
	s_movk_i32 s16, 0xff40
	v_cndmask_b32_e32 v1, v3, v4, vcc
	v_div_scale_f32 v2, s[0:1], s24, s24, v1
	v_rcp_f32_e32 v4, v2
	s_movk_i32 s0, 0xf000
	s_movk_i32 s46, 0xf400
	s_movk_i32 s84, 0xff60
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, v1, s24, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_div_fixup_f32 v1, v2, s24, v1
	ds_bpermute_b32 v2, v102, v1
	s_movk_i32 s86, 0xf800
	s_movk_i32 s96, 0xff80
	s_movk_i32 s98, 0xfc00
	s_movk_i32 s92, 0xffa0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_movk_i32 s22, 0xffc0
	s_movk_i32 s54, 0xffe0
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v103, v1
	s_mov_b32 s25, s24
	s_mov_b32 s33, s24
	s_mov_b32 s69, s24
	s_mov_b32 s71, s24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s73, s24
	s_mov_b32 s75, s24
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v104, v1
	s_mov_b32 s77, s24
	s_mov_b32 s79, s24
	s_mov_b64 s[66:67], 0
	s_mov_b32 s1, -1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s17, -1
	s_mov_b64 s[30:31], 0x129
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v105, v1
	s_mov_b32 s47, -1
	s_mov_b64 s[48:49], 0x108
	s_mov_b64 s[50:51], 0x100
	s_mov_b32 s81, 0xc2b00000
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s68, 0x4b40007f
	s_mov_b32 s70, 0x3fb8aa3b
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v0, v106, v1
	s_mov_b32 s72, 0xcb40007f
	s_mov_b32 s74, 0x3c1e74a1
	s_mov_b32 s76, 0x3aadf1bd
	s_mov_b32 s78, 0x3d635b64
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v1, v0
	v_cmp_o_f32_e32 vcc, v1, v0
	s_mov_b32 s80, 0x3e75fce0
	s_mov_b32 s82, 0x3f317215
	v_cndmask_b32_e32 v101, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, s36, v101
	s_mov_b32 s83, 0xc3000000
	s_mov_b32 s85, -1
	v_cndmask_b32_e32 v0, 0, v101, vcc
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	s_mov_b32 s87, -1
	s_mov_b64 s[88:89], 0x208
	v_mov_b32_e32 v9, 0xff800000
	v_mov_b32_e32 v107, 0xc2b00000
	v_mov_b32_e32 v108, 0xc3000000
	v_mov_b32_e32 v27, v26
	v_mov_b32_e32 v38, v26
	v_mov_b32_e32 v39, v26
	v_mov_b32_e32 v40, v26
	v_mov_b32_e32 v41, v26
	v_mov_b32_e32 v30, v26
	v_mov_b32_e32 v31, v26
	v_mov_b32_e32 v36, v26
	v_mov_b32_e32 v37, v26
	v_mov_b32_e32 v34, v26
	v_mov_b32_e32 v35, v26
	v_mov_b32_e32 v32, v26
	v_mov_b32_e32 v33, v26
	v_mov_b32_e32 v28, v26
	v_mov_b32_e32 v29, v26
	s_mov_b32 s97, -1
	s_mov_b32 s99, -1
	s_mov_b64 s[90:91], 0x308
	s_mov_b32 s93, -1
	s_mov_b64 s[94:95], 0x408
	s_mov_b32 s23, -1
	s_mov_b64 s[52:53], 0x508
	s_mov_b32 s55, -1
	s_mov_b64 s[56:57], 0x608
	s_mov_b64 s[58:59], 0x708
	s_mov_b64 s[60:61], 0x2000
	s_branch .LBB0_191
.LBB0_190:
	s_cbranch_execnz .LBB0_367
.LBB0_191:
	v_lshl_add_u64 v[98:99], v[78:79], 0, s[66:67]
	v_lshl_add_u64 v[10:11], v[98:99], 0, 8
	v_lshl_add_u64 v[16:17], v[82:83], 0, s[0:1]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_193
	flat_load_dwordx4 v[22:25], v[16:17] offset:16
	flat_load_dwordx4 v[18:21], v[16:17]
.LBB0_193:
	s_andn2_saveexec_b64 s[62:63], s[2:3]
	s_cbranch_execz .LBB0_211
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v18, 4, v98
	v_mov_b32_e32 v19, v99
	v_or_b32_e32 v20, 5, v98
	v_mov_b32_e32 v21, v99
	v_or_b32_e32 v22, 7, v98
	v_mov_b32_e32 v23, v99
	v_or_b32_e32 v24, 6, v98
	v_mov_b32_e32 v25, v99
	s_mov_b32 s37, s36
	v_or_b32_e32 v10, 1, v98
	v_mov_b32_e32 v11, v99
	v_or_b32_e32 v12, 3, v98
	v_mov_b32_e32 v13, v99
	v_or_b32_e32 v14, 2, v98
	v_mov_b32_e32 v15, v99
	v_cmp_lt_u64_e64 s[14:15], v[24:25], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[18:19], s[36:37]
	v_cmp_lt_u64_e64 s[6:7], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[12:13], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[10:11], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[98:99], v[76:77]
	v_mov_b64_e32 v[20:21], s[38:39]
	v_mov_b64_e32 v[22:23], s[40:41]
	v_mov_b64_e32 v[24:25], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_196
	flat_load_dword v8, v[16:17]
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
.LBB0_196:
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
	s_cbranch_execz .LBB0_198
	flat_load_dword v19, v[16:17] offset:4
.LBB0_198:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_200
	flat_load_dword v20, v[16:17] offset:8
.LBB0_200:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_202
	flat_load_dword v21, v[16:17] offset:12
.LBB0_202:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_204
	flat_load_dword v22, v[16:17] offset:16
.LBB0_204:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_206
	flat_load_dword v23, v[16:17] offset:20
.LBB0_206:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_208
	flat_load_dword v24, v[16:17] offset:24
.LBB0_208:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_210
	flat_load_dword v25, v[16:17] offset:28
.LBB0_210:
	s_or_b64 exec, exec, s[2:3]
.LBB0_211:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[16:17]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[10:11]
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v11, 0xff800000
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v15, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_233
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[48:49]
	v_lshl_add_u64 v[42:43], v[82:83], 0, s[46:47]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_214
	flat_load_dwordx4 v[10:13], v[42:43]
	flat_load_dwordx4 v[14:17], v[42:43] offset:16
.LBB0_214:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_232
	s_mov_b64 s[2:3], 0x101
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x102
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x104
	v_lshl_add_u64 v[44:45], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x105
	v_lshl_add_u64 v[46:47], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x107
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[50:51]
	v_lshl_add_u64 v[48:49], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x106
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[50:51], v[98:99], 0, s[2:3]
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
	s_cbranch_execz .LBB0_217
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
.LBB0_217:
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
	s_cbranch_execz .LBB0_219
	flat_load_dword v11, v[42:43] offset:4
.LBB0_219:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 2, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_221
	flat_load_dword v12, v[42:43] offset:8
.LBB0_221:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 3, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_223
	flat_load_dword v13, v[42:43] offset:12
.LBB0_223:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 4, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_225
	flat_load_dword v14, v[42:43] offset:16
.LBB0_225:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 5, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_227
	flat_load_dword v15, v[42:43] offset:20
.LBB0_227:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v44, 6, v8
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_229
	flat_load_dword v16, v[42:43] offset:24
.LBB0_229:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_231
	flat_load_dword v17, v[42:43] offset:28
.LBB0_231:
	s_or_b64 exec, exec, s[2:3]
.LBB0_232:
	s_or_b64 exec, exec, s[64:65]
.LBB0_233:
	s_or_b64 exec, exec, s[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[2:3], s33, s33, v19
	v_rcp_f32_e32 v42, v8
	v_div_scale_f32 v43, vcc, v19, s33, v19
	s_cmp_eq_u64 s[66:67], 0x800
	v_fma_f32 v44, -v8, v42, 1.0
	v_fmac_f32_e32 v42, v44, v42
	v_mul_f32_e32 v44, v43, v42
	v_fma_f32 v45, -v8, v44, v43
	v_fmac_f32_e32 v44, v45, v42
	v_fma_f32 v8, -v8, v44, v43
	v_div_scale_f32 v43, s[2:3], s25, s25, v18
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
	v_div_scale_f32 v43, s[2:3], s71, s71, v21
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v19, v19, v45, v42
	v_div_fixup_f32 v18, v19, s25, v18
	v_sub_f32_e32 v62, v18, v0
	v_fma_f32 v19, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v19, v44
	v_div_scale_f32 v19, vcc, v21, s71, v21
	v_mul_f32_e32 v42, v19, v44
	v_fma_f32 v45, -v43, v42, v19
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v19, -v43, v42, v19
	v_div_scale_f32 v43, s[2:3], s69, s69, v20
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v19, v19, v44, v42
	v_div_fixup_f32 v19, v19, s71, v21
	v_sub_f32_e32 v61, v19, v3
	v_fma_f32 v21, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v21, v45
	v_div_scale_f32 v21, vcc, v20, s69, v20
	v_mul_f32_e32 v42, v21, v45
	v_fma_f32 v44, -v43, v42, v21
	v_fmac_f32_e32 v42, v44, v45
	v_fma_f32 v21, -v43, v42, v21
	v_div_scale_f32 v43, s[2:3], s75, s75, v23
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v21, v21, v45, v42
	v_div_fixup_f32 v20, v21, s69, v20
	v_sub_f32_e32 v60, v20, v2
	v_fma_f32 v21, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v21, v44
	v_div_scale_f32 v21, vcc, v23, s75, v23
	v_mul_f32_e32 v42, v21, v44
	v_fma_f32 v45, -v43, v42, v21
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v21, -v43, v42, v21
	v_div_scale_f32 v43, s[2:3], s73, s73, v22
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v21, v21, v44, v42
	v_div_fixup_f32 v21, v21, s75, v23
	v_sub_f32_e32 v59, v21, v5
	v_fma_f32 v23, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v23, v45
	v_div_scale_f32 v23, vcc, v22, s73, v22
	v_mul_f32_e32 v42, v23, v45
	v_fma_f32 v44, -v43, v42, v23
	v_fmac_f32_e32 v42, v44, v45
	v_fma_f32 v23, -v43, v42, v23
	v_div_scale_f32 v43, s[2:3], s79, s79, v25
	v_rcp_f32_e32 v44, v43
	v_div_fmas_f32 v23, v23, v45, v42
	v_div_fixup_f32 v22, v23, s73, v22
	v_sub_f32_e32 v58, v22, v4
	v_fma_f32 v23, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v23, v44
	v_div_scale_f32 v23, vcc, v25, s79, v25
	v_mul_f32_e32 v42, v23, v44
	v_fma_f32 v45, -v43, v42, v23
	v_fmac_f32_e32 v42, v45, v44
	v_fma_f32 v23, -v43, v42, v23
	v_div_scale_f32 v43, s[2:3], s77, s77, v24
	v_rcp_f32_e32 v45, v43
	v_div_fmas_f32 v23, v23, v44, v42
	v_div_fixup_f32 v23, v23, s79, v25
	v_sub_f32_e32 v57, v23, v7
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
	v_sub_f32_e32 v56, v24, v6
	v_cndmask_b32_e32 v21, v107, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v62
	v_mov_b64_e32 v[18:19], s[68:69]
	s_nop 0
	v_cndmask_b32_e32 v20, v107, v62, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v61
	v_pk_fma_f32 v[52:53], v[20:21], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v23, v107, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v60
	s_nop 1
	v_cndmask_b32_e32 v22, v107, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v59
	v_pk_fma_f32 v[48:49], v[22:23], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v58
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v58, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v57
	v_pk_fma_f32 v[46:47], v[24:25], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v43, v107, v57, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v56
	s_nop 1
	v_cndmask_b32_e32 v42, v107, v56, vcc
	v_pk_fma_f32 v[44:45], v[42:43], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v57
	v_pk_add_f32 v[50:51], v[44:45], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[42:43], v[42:43], s[70:71], v[50:51] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[50:51], v[46:47], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[24:25], v[24:25], s[70:71], v[50:51] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[50:51], v[48:49], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v49, 23, v49
	v_pk_fma_f32 v[50:51], v[22:23], s[70:71], v[50:51] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[22:23], v[52:53], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v48, 23, v48
	v_pk_fma_f32 v[20:21], v[20:21], s[70:71], v[22:23] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[22:23], s[74:75]
	v_pk_fma_f32 v[54:55], v[20:21], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_lshlrev_b32_e32 v53, 23, v53
	v_pk_fma_f32 v[54:55], v[54:55], v[20:21], s[78:79] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v52, 23, v52
	v_pk_fma_f32 v[54:55], v[54:55], v[20:21], s[80:81] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v47, 23, v47
	v_pk_fma_f32 v[54:55], v[54:55], v[20:21], s[82:83] op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v46, 23, v46
	v_pk_fma_f32 v[20:21], v[54:55], v[20:21], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[50:51], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[54:55], v[50:51], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[50:51], v[54:55], v[50:51], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[24:25], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[38:39], v[50:51], v[48:49], v[38:39]
	v_pk_fma_f32 v[54:55], v[54:55], v[24:25], s[78:79] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[48:49], v[50:51], v[48:49]
	v_pk_fma_f32 v[54:55], v[54:55], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[54:55], v[54:55], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[54:55], v[24:25], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[54:55], v[42:43], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[24:25], v[46:47], v[40:41]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[78:79] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[46:47], v[24:25], v[46:47]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[24:25], v[20:21], v[52:53], v[26:27]
	v_pk_fma_f32 v[54:55], v[54:55], v[42:43], s[82:83] op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[20:21], v[20:21], v[52:53]
	v_pk_fma_f32 v[42:43], v[54:55], v[42:43], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[50:51], v[42:43], v[44:45]
	v_pk_fma_f32 v[42:43], v[42:43], v[44:45], v[30:31]
	v_cndmask_b32_e32 v45, v108, v57, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v56
	s_nop 1
	v_cndmask_b32_e32 v44, v108, v56, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v59
	v_pk_fma_f32 v[28:29], v[50:51], v[44:45], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v31, v108, v59, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v58
	s_nop 1
	v_cndmask_b32_e32 v30, v108, v58, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v61
	v_pk_fma_f32 v[30:31], v[46:47], v[30:31], v[32:33]
	s_nop 0
	v_cndmask_b32_e32 v27, v108, v61, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v60
	s_nop 1
	v_cndmask_b32_e32 v26, v108, v60, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[26:27], v[48:49], v[26:27], v[34:35]
	s_nop 0
	v_cndmask_b32_e32 v53, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v62
	v_div_scale_f32 v8, s[2:3], s79, s79, v17
	s_nop 0
	v_cndmask_b32_e32 v52, v108, v62, vcc
	v_pk_fma_f32 v[20:21], v[20:21], v[52:53], v[36:37]
	v_rcp_f32_e32 v36, v8
	s_nop 0
	v_fma_f32 v32, -v8, v36, 1.0
	v_fmac_f32_e32 v36, v32, v36
	v_div_scale_f32 v32, vcc, v17, s79, v17
	v_mul_f32_e32 v33, v32, v36
	v_fma_f32 v34, -v8, v33, v32
	v_fmac_f32_e32 v33, v34, v36
	v_fma_f32 v8, -v8, v33, v32
	v_div_scale_f32 v32, s[2:3], s77, s77, v16
	v_rcp_f32_e32 v34, v32
	v_div_fmas_f32 v8, v8, v36, v33
	v_div_fixup_f32 v8, v8, s79, v17
	v_sub_f32_e32 v8, v8, v7
	v_fma_f32 v17, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v17, v34
	v_div_scale_f32 v17, vcc, v16, s77, v16
	v_mul_f32_e32 v33, v17, v34
	v_fma_f32 v35, -v32, v33, v17
	v_fmac_f32_e32 v33, v35, v34
	v_fma_f32 v17, -v32, v33, v17
	v_div_scale_f32 v32, s[2:3], s75, s75, v15
	v_rcp_f32_e32 v35, v32
	v_div_fmas_f32 v17, v17, v34, v33
	v_div_fixup_f32 v16, v17, s77, v16
	v_sub_f32_e32 v58, v16, v6
	v_fma_f32 v17, -v32, v35, 1.0
	v_fmac_f32_e32 v35, v17, v35
	v_div_scale_f32 v17, vcc, v15, s75, v15
	v_mul_f32_e32 v33, v17, v35
	v_fma_f32 v34, -v32, v33, v17
	v_fmac_f32_e32 v33, v34, v35
	v_fma_f32 v17, -v32, v33, v17
	v_div_scale_f32 v32, s[2:3], s73, s73, v14
	v_rcp_f32_e32 v34, v32
	v_div_fmas_f32 v17, v17, v35, v33
	v_div_fixup_f32 v15, v17, s75, v15
	v_sub_f32_e32 v57, v15, v5
	v_fma_f32 v17, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v17, v34
	v_div_scale_f32 v17, vcc, v14, s73, v14
	v_mul_f32_e32 v33, v17, v34
	v_fma_f32 v35, -v32, v33, v17
	v_fmac_f32_e32 v33, v35, v34
	v_fma_f32 v17, -v32, v33, v17
	v_div_scale_f32 v32, s[2:3], s71, s71, v13
	v_rcp_f32_e32 v35, v32
	v_div_fmas_f32 v17, v17, v34, v33
	v_div_fixup_f32 v14, v17, s73, v14
	v_sub_f32_e32 v56, v14, v4
	v_fma_f32 v17, -v32, v35, 1.0
	v_fmac_f32_e32 v35, v17, v35
	v_div_scale_f32 v17, vcc, v13, s71, v13
	v_mul_f32_e32 v33, v17, v35
	v_fma_f32 v34, -v32, v33, v17
	v_fmac_f32_e32 v33, v34, v35
	v_fma_f32 v17, -v32, v33, v17
	v_div_scale_f32 v32, s[2:3], s69, s69, v12
	v_rcp_f32_e32 v34, v32
	v_div_fmas_f32 v17, v17, v35, v33
	v_div_fixup_f32 v13, v17, s71, v13
	v_sub_f32_e32 v55, v13, v3
	v_fma_f32 v17, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v17, v34
	v_div_scale_f32 v17, vcc, v12, s69, v12
	v_mul_f32_e32 v33, v17, v34
	v_fma_f32 v35, -v32, v33, v17
	v_fmac_f32_e32 v33, v35, v34
	v_fma_f32 v17, -v32, v33, v17
	v_div_scale_f32 v32, s[2:3], s33, s33, v11
	v_rcp_f32_e32 v35, v32
	v_div_fmas_f32 v17, v17, v34, v33
	v_div_fixup_f32 v12, v17, s69, v12
	v_sub_f32_e32 v54, v12, v2
	v_fma_f32 v17, -v32, v35, 1.0
	v_fmac_f32_e32 v35, v17, v35
	v_div_scale_f32 v17, vcc, v11, s33, v11
	v_mul_f32_e32 v33, v17, v35
	v_fma_f32 v34, -v32, v33, v17
	v_fmac_f32_e32 v33, v34, v35
	v_fma_f32 v17, -v32, v33, v17
	v_div_scale_f32 v32, s[2:3], s25, s25, v10
	v_rcp_f32_e32 v34, v32
	v_div_fmas_f32 v17, v17, v35, v33
	v_div_fixup_f32 v11, v17, s33, v11
	v_sub_f32_e32 v53, v11, v1
	v_fma_f32 v17, -v32, v34, 1.0
	v_fmac_f32_e32 v34, v17, v34
	v_div_scale_f32 v17, vcc, v10, s25, v10
	v_mul_f32_e32 v33, v17, v34
	v_fma_f32 v35, -v32, v33, v17
	v_fmac_f32_e32 v33, v35, v34
	v_fma_f32 v17, -v32, v33, v17
	v_div_fmas_f32 v17, v17, v34, v33
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_div_fixup_f32 v10, v17, s25, v10
	v_sub_f32_e32 v52, v10, v0
	v_cndmask_b32_e32 v11, v107, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v58
	s_nop 1
	v_cndmask_b32_e32 v10, v107, v58, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v57
	s_nop 1
	v_cndmask_b32_e32 v13, v107, v57, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v56
	s_nop 1
	v_cndmask_b32_e32 v12, v107, v56, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v55
	v_pk_fma_f32 v[36:37], v[12:13], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v15, v107, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v54
	v_pk_add_f32 v[46:47], v[36:37], s[72:73] op_sel_hi:[1,0]
	s_nop 0
	v_cndmask_b32_e32 v14, v107, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v53
	v_pk_fma_f32 v[34:35], v[14:15], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[12:13], v[12:13], s[70:71], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_cndmask_b32_e32 v17, v107, v53, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v52
	v_pk_add_f32 v[48:49], v[34:35], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[46:47], v[12:13], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v16, v107, v52, vcc
	v_pk_fma_f32 v[32:33], v[16:17], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[18:19], v[10:11], s[70:71], v[18:19] op_sel_hi:[1,0,0]
	v_pk_add_f32 v[50:51], v[32:33], s[72:73] op_sel_hi:[1,0]
	v_pk_add_f32 v[44:45], v[18:19], s[72:73] op_sel_hi:[1,0]
	v_pk_fma_f32 v[14:15], v[14:15], s[70:71], v[48:49] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[10:11], v[10:11], s[70:71], v[44:45] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], s[70:71], v[50:51] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[44:45], v[10:11], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[14:15], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[10:11], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[16:17], s[76:77], v[22:23] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[48:49], v[48:49], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[10:11], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[22:23], v[16:17], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[12:13], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[48:49], v[48:49], v[14:15], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[44:45], v[44:45], v[10:11], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[12:13], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[22:23], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[48:49], v[48:49], v[14:15], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[44:45], v[10:11], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v19, 23, v19
	v_lshlrev_b32_e32 v18, 23, v18
	v_cmp_ngt_f32_e32 vcc, s83, v53
	v_pk_fma_f32 v[22:23], v[22:23], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[46:47], v[46:47], v[12:13], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[14:15], v[48:49], v[14:15], 1.0 op_sel_hi:[1,1,0]
	v_pk_mul_f32 v[48:49], v[10:11], v[18:19]
	v_pk_fma_f32 v[84:85], v[10:11], v[18:19], v[42:43]
	v_cndmask_b32_e32 v11, v108, v53, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v52
	v_pk_fma_f32 v[12:13], v[46:47], v[12:13], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[16:17], v[22:23], v[16:17], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v23, 23, v37
	v_lshlrev_b32_e32 v22, 23, v36
	v_cndmask_b32_e32 v10, v108, v52, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v55
	v_pk_mul_f32 v[46:47], v[12:13], v[22:23]
	v_pk_fma_f32 v[64:65], v[12:13], v[22:23], v[40:41]
	v_cndmask_b32_e32 v13, v108, v55, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v54
	v_lshlrev_b32_e32 v35, 23, v35
	v_lshlrev_b32_e32 v34, 23, v34
	v_cndmask_b32_e32 v12, v108, v54, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v57
	v_pk_mul_f32 v[44:45], v[14:15], v[34:35]
	v_pk_fma_f32 v[88:89], v[14:15], v[34:35], v[38:39]
	v_cndmask_b32_e32 v15, v108, v57, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v56
	v_lshlrev_b32_e32 v33, 23, v33
	v_lshlrev_b32_e32 v32, 23, v32
	v_cndmask_b32_e32 v14, v108, v56, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_mul_f32 v[36:37], v[16:17], v[32:33]
	v_pk_fma_f32 v[86:87], v[16:17], v[32:33], v[24:25]
	v_cndmask_b32_e32 v17, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v58
	v_pk_fma_f32 v[92:93], v[46:47], v[14:15], v[30:31]
	v_pk_fma_f32 v[94:95], v[44:45], v[12:13], v[26:27]
	v_cndmask_b32_e32 v16, v108, v58, vcc
	v_pk_fma_f32 v[90:91], v[48:49], v[16:17], v[28:29]
	v_pk_fma_f32 v[96:97], v[36:37], v[10:11], v[20:21]
	s_cbranch_scc1 .LBB0_190
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[84:85]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[10:11]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_256
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[88:89]
	v_lshl_add_u64 v[16:17], v[82:83], 0, s[86:87]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_237
	flat_load_dwordx4 v[40:43], v[16:17]
	flat_load_dwordx4 v[44:47], v[16:17] offset:16
.LBB0_237:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_255
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[26:27], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[28:29], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[46:47], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[26:27], v[76:77]
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
	s_cbranch_execz .LBB0_240
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
.LBB0_240:
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
	s_cbranch_execz .LBB0_242
	flat_load_dword v41, v[16:17] offset:4
.LBB0_242:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_244
	flat_load_dword v42, v[16:17] offset:8
.LBB0_244:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_246
	flat_load_dword v43, v[16:17] offset:12
.LBB0_246:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_248
	flat_load_dword v44, v[16:17] offset:16
.LBB0_248:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_250
	flat_load_dword v45, v[16:17] offset:20
.LBB0_250:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_252
	flat_load_dword v46, v[16:17] offset:24
.LBB0_252:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_254
	flat_load_dword v47, v[16:17] offset:28
.LBB0_254:
	s_or_b64 exec, exec, s[2:3]
.LBB0_255:
	s_or_b64 exec, exec, s[64:65]
.LBB0_256:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[96:97]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[10:11]
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_278
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[90:91]
	v_lshl_add_u64 v[16:17], v[82:83], 0, s[98:99]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_259
	flat_load_dwordx4 v[24:27], v[16:17]
	flat_load_dwordx4 v[28:31], v[16:17] offset:16
.LBB0_259:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_277
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	v_lshl_add_u64 v[26:27], v[98:99], 0, s[2:3]
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
	s_cbranch_execz .LBB0_262
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
.LBB0_262:
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
	s_cbranch_execz .LBB0_264
	flat_load_dword v25, v[16:17] offset:4
.LBB0_264:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_266
	flat_load_dword v26, v[16:17] offset:8
.LBB0_266:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_268
	flat_load_dword v27, v[16:17] offset:12
.LBB0_268:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_270
	flat_load_dword v28, v[16:17] offset:16
.LBB0_270:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_272
	flat_load_dword v29, v[16:17] offset:20
.LBB0_272:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_274
	flat_load_dword v30, v[16:17] offset:24
.LBB0_274:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_276
	flat_load_dword v31, v[16:17] offset:28
.LBB0_276:
	s_or_b64 exec, exec, s[2:3]
.LBB0_277:
	s_or_b64 exec, exec, s[64:65]
.LBB0_278:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[92:93]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[10:11]
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_300
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[94:95]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_281
	flat_load_dwordx4 v[48:51], v[82:83]
	flat_load_dwordx4 v[52:55], v[82:83] offset:16
.LBB0_281:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_299
	s_mov_b64 s[2:3], 0x400
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[34:35], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[54:55], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[52:53], s[40:41]
	v_mov_b64_e32 v[50:51], s[38:39]
	v_mov_b64_e32 v[48:49], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_284
	flat_load_dword v8, v[82:83]
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
.LBB0_284:
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
	s_cbranch_execz .LBB0_286
	flat_load_dword v49, v[82:83] offset:4
.LBB0_286:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_288
	flat_load_dword v50, v[82:83] offset:8
.LBB0_288:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_290
	flat_load_dword v51, v[82:83] offset:12
.LBB0_290:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_292
	flat_load_dword v52, v[82:83] offset:16
.LBB0_292:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_294
	flat_load_dword v53, v[82:83] offset:20
.LBB0_294:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_296
	flat_load_dword v54, v[82:83] offset:24
.LBB0_296:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_298
	flat_load_dword v55, v[82:83] offset:28
.LBB0_298:
	s_or_b64 exec, exec, s[2:3]
.LBB0_299:
	s_or_b64 exec, exec, s[64:65]
.LBB0_300:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[10:11]
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_322
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[52:53]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_303
	flat_load_dwordx4 v[32:35], v[82:83] offset:1024
	flat_load_dwordx4 v[36:39], v[82:83] offset:1040
.LBB0_303:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_321
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[32:33], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[32:33], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[32:33], s[36:37]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[34:35], s[38:39]
	v_mov_b64_e32 v[36:37], s[40:41]
	v_mov_b64_e32 v[38:39], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_306
	flat_load_dword v8, v[82:83] offset:1024
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
.LBB0_306:
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
	s_cbranch_execz .LBB0_308
	flat_load_dword v33, v[82:83] offset:1028
.LBB0_308:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_310
	flat_load_dword v34, v[82:83] offset:1032
.LBB0_310:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_312
	flat_load_dword v35, v[82:83] offset:1036
.LBB0_312:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_314
	flat_load_dword v36, v[82:83] offset:1040
.LBB0_314:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_316
	flat_load_dword v37, v[82:83] offset:1044
.LBB0_316:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_318
	flat_load_dword v38, v[82:83] offset:1048
.LBB0_318:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_320
	flat_load_dword v39, v[82:83] offset:1052
.LBB0_320:
	s_or_b64 exec, exec, s[2:3]
.LBB0_321:
	s_or_b64 exec, exec, s[64:65]
.LBB0_322:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[54:55]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[10:11]
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_344
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[56:57]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_325
	flat_load_dwordx4 v[56:59], v[82:83] offset:2048
	flat_load_dwordx4 v[60:63], v[82:83] offset:2064
.LBB0_325:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_343
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[56:57], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[58:59], v[98:99], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[58:59], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[56:57], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[62:63], s[42:43]
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
	s_cbranch_execz .LBB0_328
	flat_load_dword v8, v[82:83] offset:2048
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
.LBB0_328:
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
	s_cbranch_execz .LBB0_330
	flat_load_dword v57, v[82:83] offset:2052
.LBB0_330:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_332
	flat_load_dword v58, v[82:83] offset:2056
.LBB0_332:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_334
	flat_load_dword v59, v[82:83] offset:2060
.LBB0_334:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_336
	flat_load_dword v60, v[82:83] offset:2064
.LBB0_336:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_338
	flat_load_dword v61, v[82:83] offset:2068
.LBB0_338:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_340
	flat_load_dword v62, v[82:83] offset:2072
.LBB0_340:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_342
	flat_load_dword v63, v[82:83] offset:2076
.LBB0_342:
	s_or_b64 exec, exec, s[2:3]
.LBB0_343:
	s_or_b64 exec, exec, s[64:65]
.LBB0_344:
	s_or_b64 exec, exec, s[62:63]
	v_cmp_gt_u64_e32 vcc, s[30:31], v[80:81]
	v_mov_b32_e32 v17, 0xff800000
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_366
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[58:59]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_347
	flat_load_dwordx4 v[16:19], v[82:83] offset:3072
	flat_load_dwordx4 v[20:23], v[82:83] offset:3088
.LBB0_347:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_365
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x706
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[2:3]
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
	v_cmp_lt_u64_e64 s[14:15], v[98:99], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[18:19], s[38:39]
	v_mov_b64_e32 v[20:21], s[40:41]
	v_mov_b64_e32 v[22:23], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_350
	flat_load_dword v8, v[82:83] offset:3072
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
.LBB0_350:
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
	s_cbranch_execz .LBB0_352
	flat_load_dword v17, v[82:83] offset:3076
.LBB0_352:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_354
	flat_load_dword v18, v[82:83] offset:3080
.LBB0_354:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_356
	flat_load_dword v19, v[82:83] offset:3084
.LBB0_356:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_358
	flat_load_dword v20, v[82:83] offset:3088
.LBB0_358:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_360
	flat_load_dword v21, v[82:83] offset:3092
.LBB0_360:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_362
	flat_load_dword v22, v[82:83] offset:3096
.LBB0_362:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_364
	flat_load_dword v23, v[82:83] offset:3100
.LBB0_364:
	s_or_b64 exec, exec, s[2:3]
.LBB0_365:
	s_or_b64 exec, exec, s[64:65]
.LBB0_366:
	s_or_b64 exec, exec, s[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[2:3], s33, s33, v41
	v_rcp_f32_e32 v10, v8
	s_add_u32 s66, s66, 0x800
	s_addc_u32 s67, s67, 0
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[50:51]
	v_fma_f32 v11, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	v_div_scale_f32 v11, vcc, v41, s33, v41
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v8, -v8, v12, v11
	v_div_fmas_f32 v8, v8, v10, v12
	v_div_scale_f32 v10, s[2:3], s25, s25, v40
	v_rcp_f32_e32 v11, v10
	v_div_fixup_f32 v8, v8, s33, v41
	v_sub_f32_e32 v8, v8, v1
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[60:61]
	v_fma_f32 v12, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v12, v11
	v_div_scale_f32 v12, vcc, v40, s25, v40
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v14, -v10, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	v_fma_f32 v10, -v10, v13, v12
	v_div_fmas_f32 v10, v10, v11, v13
	v_div_scale_f32 v11, s[2:3], s71, s71, v43
	v_rcp_f32_e32 v12, v11
	s_nop 0
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_div_scale_f32 v13, vcc, v43, s71, v43
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v11, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_fma_f32 v11, -v11, v14, v13
	v_div_fmas_f32 v11, v11, v12, v14
	v_div_scale_f32 v12, s[2:3], s69, s69, v42
	v_rcp_f32_e32 v13, v12
	s_nop 0
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc, v42, s69, v42
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v98, -v12, v15, v14
	v_fmac_f32_e32 v15, v98, v13
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_div_scale_f32 v13, s[2:3], s75, s75, v45
	v_rcp_f32_e32 v14, v13
	s_nop 0
	v_fma_f32 v15, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	v_div_scale_f32 v15, vcc, v45, s75, v45
	v_mul_f32_e32 v98, v15, v14
	v_fma_f32 v99, -v13, v98, v15
	v_fmac_f32_e32 v98, v99, v14
	v_fma_f32 v13, -v13, v98, v15
	v_div_fmas_f32 v13, v13, v14, v98
	v_div_scale_f32 v14, s[2:3], s73, s73, v44
	v_rcp_f32_e32 v15, v14
	v_div_fixup_f32 v41, v13, s75, v45
	v_sub_f32_e32 v41, v41, v5
	v_fma_f32 v98, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v98, v15
	v_div_scale_f32 v98, vcc, v44, s73, v44
	v_mul_f32_e32 v99, v98, v15
	v_fma_f32 v109, -v14, v99, v98
	v_fmac_f32_e32 v99, v109, v15
	v_fma_f32 v14, -v14, v99, v98
	v_div_fmas_f32 v98, v14, v15, v99
	v_div_scale_f32 v14, s[2:3], s79, s79, v47
	v_rcp_f32_e32 v15, v14
	s_nop 0
	v_fma_f32 v99, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v99, v15
	v_div_scale_f32 v99, vcc, v47, s79, v47
	v_mul_f32_e32 v109, v99, v15
	v_fma_f32 v110, -v14, v109, v99
	v_fmac_f32_e32 v109, v110, v15
	v_fma_f32 v14, -v14, v109, v99
	v_div_fmas_f32 v99, v14, v15, v109
	v_div_scale_f32 v14, s[2:3], s77, s77, v46
	v_rcp_f32_e32 v15, v14
	s_nop 0
	v_fma_f32 v109, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v109, v15
	v_div_scale_f32 v109, vcc, v46, s77, v46
	v_mul_f32_e32 v110, v109, v15
	v_fma_f32 v111, -v14, v110, v109
	v_fmac_f32_e32 v110, v111, v15
	v_fma_f32 v14, -v14, v110, v109
	v_div_fmas_f32 v109, v14, v15, v110
	v_div_fixup_f32 v14, v10, s25, v40
	v_div_fixup_f32 v40, v12, s69, v42
	v_div_scale_f32 v12, s[2:3], s79, s79, v31
	v_rcp_f32_e32 v13, v12
	v_div_fixup_f32 v15, v11, s71, v43
	v_div_fixup_f32 v42, v98, s73, v44
	v_div_fixup_f32 v11, v109, s77, v46
	v_fma_f32 v43, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v43, v13
	v_div_scale_f32 v43, vcc, v31, s79, v31
	v_mul_f32_e32 v44, v43, v13
	v_fma_f32 v45, -v12, v44, v43
	v_fmac_f32_e32 v44, v45, v13
	v_fma_f32 v12, -v12, v44, v43
	v_div_fmas_f32 v12, v12, v13, v44
	v_div_scale_f32 v13, s[2:3], s77, s77, v30
	v_rcp_f32_e32 v43, v13
	v_div_fixup_f32 v10, v99, s79, v47
	v_div_fixup_f32 v31, v12, s79, v31
	v_div_scale_f32 v12, s[2:3], s33, s33, v49
	v_fma_f32 v44, -v13, v43, 1.0
	v_fmac_f32_e32 v43, v44, v43
	v_div_scale_f32 v44, vcc, v30, s77, v30
	v_mul_f32_e32 v45, v44, v43
	v_fma_f32 v46, -v13, v45, v44
	v_fmac_f32_e32 v45, v46, v43
	v_fma_f32 v13, -v13, v45, v44
	v_div_fmas_f32 v13, v13, v43, v45
	v_div_scale_f32 v43, s[2:3], s75, s75, v29
	v_rcp_f32_e32 v44, v43
	v_div_fixup_f32 v30, v13, s77, v30
	v_rcp_f32_e32 v13, v12
	v_sub_f32_e32 v42, v42, v4
	v_fma_f32 v45, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v45, v44
	v_div_scale_f32 v45, vcc, v29, s75, v29
	v_mul_f32_e32 v46, v45, v44
	v_fma_f32 v47, -v43, v46, v45
	v_fmac_f32_e32 v46, v47, v44
	v_fma_f32 v43, -v43, v46, v45
	v_div_fmas_f32 v43, v43, v44, v46
	v_div_scale_f32 v44, s[2:3], s73, s73, v28
	v_rcp_f32_e32 v45, v44
	v_div_fixup_f32 v29, v43, s75, v29
	v_fma_f32 v43, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v43, v13
	v_fma_f32 v46, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc, v28, s73, v28
	v_mul_f32_e32 v47, v46, v45
	v_fma_f32 v98, -v44, v47, v46
	v_fmac_f32_e32 v47, v98, v45
	v_fma_f32 v44, -v44, v47, v46
	v_div_fmas_f32 v44, v44, v45, v47
	v_div_scale_f32 v45, s[2:3], s71, s71, v27
	v_rcp_f32_e32 v46, v45
	v_div_fixup_f32 v28, v44, s73, v28
	v_sub_f32_e32 v15, v15, v3
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc, v27, s71, v27
	v_mul_f32_e32 v98, v47, v46
	v_fma_f32 v99, -v45, v98, v47
	v_fmac_f32_e32 v98, v99, v46
	v_fma_f32 v45, -v45, v98, v47
	v_div_fmas_f32 v45, v45, v46, v98
	v_div_scale_f32 v46, s[2:3], s69, s69, v26
	v_rcp_f32_e32 v47, v46
	v_div_fixup_f32 v27, v45, s71, v27
	v_fma_f32 v98, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v98, v47
	v_div_scale_f32 v98, vcc, v26, s69, v26
	v_mul_f32_e32 v99, v98, v47
	v_fma_f32 v109, -v46, v99, v98
	v_fmac_f32_e32 v99, v109, v47
	v_fma_f32 v46, -v46, v99, v98
	v_div_fmas_f32 v46, v46, v47, v99
	v_div_scale_f32 v47, s[2:3], s33, s33, v25
	v_rcp_f32_e32 v98, v47
	v_div_fixup_f32 v26, v46, s69, v26
	v_fma_f32 v99, -v47, v98, 1.0
	v_fmac_f32_e32 v98, v99, v98
	v_div_scale_f32 v99, vcc, v25, s33, v25
	v_mul_f32_e32 v109, v99, v98
	v_fma_f32 v110, -v47, v109, v99
	v_fmac_f32_e32 v109, v110, v98
	v_fma_f32 v47, -v47, v109, v99
	v_div_fmas_f32 v47, v47, v98, v109
	v_div_scale_f32 v98, s[2:3], s25, s25, v24
	v_rcp_f32_e32 v99, v98
	v_div_fixup_f32 v25, v47, s33, v25
	v_fma_f32 v109, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v109, v99
	v_div_scale_f32 v109, vcc, v24, s25, v24
	v_mul_f32_e32 v110, v109, v99
	v_fma_f32 v111, -v98, v110, v109
	v_fmac_f32_e32 v110, v111, v99
	v_fma_f32 v98, -v98, v110, v109
	v_div_fmas_f32 v98, v98, v99, v110
	v_div_scale_f32 v43, vcc, v49, s33, v49
	v_mul_f32_e32 v44, v43, v13
	v_fma_f32 v45, -v12, v44, v43
	v_fmac_f32_e32 v44, v45, v13
	v_fma_f32 v12, -v12, v44, v43
	v_div_fmas_f32 v12, v12, v13, v44
	v_div_scale_f32 v13, s[2:3], s25, s25, v48
	v_rcp_f32_e32 v43, v13
	v_div_fixup_f32 v24, v98, s25, v24
	v_div_fixup_f32 v49, v12, s33, v49
	v_div_scale_f32 v12, s[2:3], s79, s79, v39
	v_fma_f32 v44, -v13, v43, 1.0
	v_fmac_f32_e32 v43, v44, v43
	v_div_scale_f32 v44, vcc, v48, s25, v48
	v_mul_f32_e32 v45, v44, v43
	v_fma_f32 v46, -v13, v45, v44
	v_fmac_f32_e32 v45, v46, v43
	v_fma_f32 v13, -v13, v45, v44
	v_div_fmas_f32 v13, v13, v43, v45
	v_div_scale_f32 v43, s[2:3], s71, s71, v51
	v_rcp_f32_e32 v44, v43
	s_nop 0
	v_fma_f32 v45, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v45, v44
	v_div_scale_f32 v45, vcc, v51, s71, v51
	v_mul_f32_e32 v46, v45, v44
	v_fma_f32 v47, -v43, v46, v45
	v_fmac_f32_e32 v46, v47, v44
	v_fma_f32 v43, -v43, v46, v45
	v_div_fmas_f32 v43, v43, v44, v46
	v_div_scale_f32 v44, s[2:3], s69, s69, v50
	v_rcp_f32_e32 v45, v44
	s_nop 0
	v_fma_f32 v46, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc, v50, s69, v50
	v_mul_f32_e32 v47, v46, v45
	v_fma_f32 v98, -v44, v47, v46
	v_fmac_f32_e32 v47, v98, v45
	v_fma_f32 v44, -v44, v47, v46
	v_div_fmas_f32 v44, v44, v45, v47
	v_div_scale_f32 v45, s[2:3], s75, s75, v53
	v_rcp_f32_e32 v46, v45
	s_nop 0
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc, v53, s75, v53
	v_mul_f32_e32 v98, v47, v46
	v_fma_f32 v99, -v45, v98, v47
	v_fmac_f32_e32 v98, v99, v46
	v_fma_f32 v45, -v45, v98, v47
	v_div_fmas_f32 v45, v45, v46, v98
	v_div_scale_f32 v46, s[2:3], s73, s73, v52
	v_rcp_f32_e32 v47, v46
	v_div_fixup_f32 v45, v45, s75, v53
	v_fma_f32 v98, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v98, v47
	v_div_scale_f32 v98, vcc, v52, s73, v52
	v_mul_f32_e32 v99, v98, v47
	v_fma_f32 v109, -v46, v99, v98
	v_fmac_f32_e32 v99, v109, v47
	v_fma_f32 v46, -v46, v99, v98
	v_div_fmas_f32 v46, v46, v47, v99
	v_div_scale_f32 v47, s[2:3], s79, s79, v55
	v_rcp_f32_e32 v98, v47
	v_div_fixup_f32 v46, v46, s73, v52
	v_fma_f32 v99, -v47, v98, 1.0
	v_fmac_f32_e32 v98, v99, v98
	v_div_scale_f32 v99, vcc, v55, s79, v55
	v_mul_f32_e32 v109, v99, v98
	v_fma_f32 v110, -v47, v109, v99
	v_fmac_f32_e32 v109, v110, v98
	v_fma_f32 v47, -v47, v109, v99
	v_div_fmas_f32 v99, v47, v98, v109
	v_div_scale_f32 v47, s[2:3], s77, s77, v54
	v_rcp_f32_e32 v98, v47
	s_nop 0
	v_fma_f32 v109, -v47, v98, 1.0
	v_fmac_f32_e32 v98, v109, v98
	v_div_scale_f32 v109, vcc, v54, s77, v54
	v_mul_f32_e32 v110, v109, v98
	v_fma_f32 v111, -v47, v110, v109
	v_fmac_f32_e32 v110, v111, v98
	v_fma_f32 v47, -v47, v110, v109
	v_div_fmas_f32 v109, v47, v98, v110
	v_div_fixup_f32 v98, v13, s25, v48
	v_rcp_f32_e32 v13, v12
	v_div_fixup_f32 v48, v44, s69, v50
	v_div_fixup_f32 v47, v43, s71, v51
	v_div_fixup_f32 v44, v109, s77, v54
	v_fma_f32 v50, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v50, v13
	v_div_scale_f32 v50, vcc, v39, s79, v39
	v_mul_f32_e32 v51, v50, v13
	v_fma_f32 v52, -v12, v51, v50
	v_fmac_f32_e32 v51, v52, v13
	v_fma_f32 v12, -v12, v51, v50
	v_div_fmas_f32 v12, v12, v13, v51
	v_div_scale_f32 v13, s[2:3], s77, s77, v38
	v_rcp_f32_e32 v50, v13
	v_div_fixup_f32 v43, v99, s79, v55
	v_div_fixup_f32 v39, v12, s79, v39
	v_div_scale_f32 v12, s[2:3], s33, s33, v57
	v_fma_f32 v51, -v13, v50, 1.0
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc, v38, s77, v38
	v_mul_f32_e32 v52, v51, v50
	v_fma_f32 v53, -v13, v52, v51
	v_fmac_f32_e32 v52, v53, v50
	v_fma_f32 v13, -v13, v52, v51
	v_div_fmas_f32 v13, v13, v50, v52
	v_div_scale_f32 v50, s[2:3], s75, s75, v37
	v_rcp_f32_e32 v51, v50
	v_div_fixup_f32 v38, v13, s77, v38
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	v_div_scale_f32 v52, vcc, v37, s75, v37
	v_mul_f32_e32 v53, v52, v51
	v_fma_f32 v54, -v50, v53, v52
	v_fmac_f32_e32 v53, v54, v51
	v_fma_f32 v50, -v50, v53, v52
	v_div_fmas_f32 v50, v50, v51, v53
	v_div_scale_f32 v51, s[2:3], s73, s73, v36
	v_rcp_f32_e32 v52, v51
	v_div_fixup_f32 v37, v50, s75, v37
	v_fma_f32 v50, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v50, v13
	v_fma_f32 v53, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v53, v52
	v_div_scale_f32 v53, vcc, v36, s73, v36
	v_mul_f32_e32 v54, v53, v52
	v_fma_f32 v55, -v51, v54, v53
	v_fmac_f32_e32 v54, v55, v52
	v_fma_f32 v51, -v51, v54, v53
	v_div_fmas_f32 v51, v51, v52, v54
	v_div_scale_f32 v52, s[2:3], s71, s71, v35
	v_rcp_f32_e32 v53, v52
	v_div_fixup_f32 v36, v51, s73, v36
	v_fma_f32 v54, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v54, v53
	v_div_scale_f32 v54, vcc, v35, s71, v35
	v_mul_f32_e32 v55, v54, v53
	v_fma_f32 v99, -v52, v55, v54
	v_fmac_f32_e32 v55, v99, v53
	v_fma_f32 v52, -v52, v55, v54
	v_div_fmas_f32 v52, v52, v53, v55
	v_div_scale_f32 v53, s[2:3], s69, s69, v34
	v_rcp_f32_e32 v54, v53
	v_div_fixup_f32 v35, v52, s71, v35
	v_fma_f32 v55, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v55, v54
	v_div_scale_f32 v55, vcc, v34, s69, v34
	v_mul_f32_e32 v99, v55, v54
	v_fma_f32 v109, -v53, v99, v55
	v_fmac_f32_e32 v99, v109, v54
	v_fma_f32 v53, -v53, v99, v55
	v_div_fmas_f32 v53, v53, v54, v99
	v_div_scale_f32 v54, s[2:3], s33, s33, v33
	v_rcp_f32_e32 v55, v54
	v_div_fixup_f32 v34, v53, s69, v34
	v_fma_f32 v99, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v99, v55
	v_div_scale_f32 v99, vcc, v33, s33, v33
	v_mul_f32_e32 v109, v99, v55
	v_fma_f32 v110, -v54, v109, v99
	v_fmac_f32_e32 v109, v110, v55
	v_fma_f32 v54, -v54, v109, v99
	v_div_fmas_f32 v54, v54, v55, v109
	v_div_scale_f32 v55, s[2:3], s25, s25, v32
	v_rcp_f32_e32 v99, v55
	v_div_fixup_f32 v33, v54, s33, v33
	v_fma_f32 v109, -v55, v99, 1.0
	v_fmac_f32_e32 v99, v109, v99
	v_div_scale_f32 v109, vcc, v32, s25, v32
	v_mul_f32_e32 v110, v109, v99
	v_fma_f32 v111, -v55, v110, v109
	v_fmac_f32_e32 v110, v111, v99
	v_fma_f32 v55, -v55, v110, v109
	v_div_fmas_f32 v55, v55, v99, v110
	v_div_scale_f32 v50, vcc, v57, s33, v57
	v_mul_f32_e32 v51, v50, v13
	v_fma_f32 v52, -v12, v51, v50
	v_fmac_f32_e32 v51, v52, v13
	v_fma_f32 v12, -v12, v51, v50
	v_div_fmas_f32 v12, v12, v13, v51
	v_div_scale_f32 v13, s[2:3], s25, s25, v56
	v_rcp_f32_e32 v50, v13
	v_div_fixup_f32 v32, v55, s25, v32
	v_div_fixup_f32 v57, v12, s33, v57
	v_div_scale_f32 v12, s[2:3], s79, s79, v23
	v_fma_f32 v51, -v13, v50, 1.0
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc, v56, s25, v56
	v_mul_f32_e32 v52, v51, v50
	v_fma_f32 v53, -v13, v52, v51
	v_fmac_f32_e32 v52, v53, v50
	v_fma_f32 v13, -v13, v52, v51
	v_div_fmas_f32 v13, v13, v50, v52
	v_div_scale_f32 v50, s[2:3], s71, s71, v59
	v_rcp_f32_e32 v51, v50
	v_div_fixup_f32 v56, v13, s25, v56
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	v_div_scale_f32 v52, vcc, v59, s71, v59
	v_mul_f32_e32 v53, v52, v51
	v_fma_f32 v54, -v50, v53, v52
	v_fmac_f32_e32 v53, v54, v51
	v_fma_f32 v50, -v50, v53, v52
	v_div_fmas_f32 v50, v50, v51, v53
	v_div_scale_f32 v51, s[2:3], s69, s69, v58
	v_rcp_f32_e32 v52, v51
	s_nop 0
	v_fma_f32 v53, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v53, v52
	v_div_scale_f32 v53, vcc, v58, s69, v58
	v_mul_f32_e32 v54, v53, v52
	v_fma_f32 v55, -v51, v54, v53
	v_fmac_f32_e32 v54, v55, v52
	v_fma_f32 v51, -v51, v54, v53
	v_div_fmas_f32 v51, v51, v52, v54
	v_div_scale_f32 v52, s[2:3], s75, s75, v61
	v_rcp_f32_e32 v53, v52
	s_nop 0
	v_fma_f32 v54, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v54, v53
	v_div_scale_f32 v54, vcc, v61, s75, v61
	v_mul_f32_e32 v55, v54, v53
	v_fma_f32 v99, -v52, v55, v54
	v_fmac_f32_e32 v55, v99, v53
	v_fma_f32 v52, -v52, v55, v54
	v_div_fmas_f32 v52, v52, v53, v55
	v_div_scale_f32 v53, s[2:3], s73, s73, v60
	v_rcp_f32_e32 v54, v53
	v_div_fixup_f32 v52, v52, s75, v61
	v_fma_f32 v55, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v55, v54
	v_div_scale_f32 v55, vcc, v60, s73, v60
	v_mul_f32_e32 v99, v55, v54
	v_fma_f32 v109, -v53, v99, v55
	v_fmac_f32_e32 v99, v109, v54
	v_fma_f32 v53, -v53, v99, v55
	v_div_fmas_f32 v53, v53, v54, v99
	v_div_scale_f32 v54, s[2:3], s79, s79, v63
	v_rcp_f32_e32 v55, v54
	v_div_fixup_f32 v53, v53, s73, v60
	v_fma_f32 v99, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v99, v55
	v_div_scale_f32 v99, vcc, v63, s79, v63
	v_mul_f32_e32 v109, v99, v55
	v_fma_f32 v110, -v54, v109, v99
	v_fmac_f32_e32 v109, v110, v55
	v_fma_f32 v54, -v54, v109, v99
	v_div_fmas_f32 v99, v54, v55, v109
	v_div_scale_f32 v54, s[2:3], s77, s77, v62
	v_rcp_f32_e32 v55, v54
	s_nop 0
	v_fma_f32 v109, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v109, v55
	v_div_scale_f32 v109, vcc, v62, s77, v62
	v_mul_f32_e32 v110, v109, v55
	v_fma_f32 v111, -v54, v110, v109
	v_fmac_f32_e32 v110, v111, v55
	v_fma_f32 v54, -v54, v110, v109
	v_div_fmas_f32 v109, v54, v55, v110
	v_div_fixup_f32 v55, v51, s69, v58
	v_fma_f32 v58, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v58, v13
	v_div_scale_f32 v58, vcc, v23, s79, v23
	v_div_fixup_f32 v54, v50, s71, v59
	v_mul_f32_e32 v59, v58, v13
	v_fma_f32 v60, -v12, v59, v58
	v_fmac_f32_e32 v59, v60, v13
	v_fma_f32 v12, -v12, v59, v58
	v_div_fmas_f32 v12, v12, v13, v59
	v_div_scale_f32 v13, s[2:3], s77, s77, v22
	v_rcp_f32_e32 v58, v13
	v_div_fixup_f32 v51, v109, s77, v62
	v_div_fixup_f32 v50, v99, s79, v63
	v_fma_f32 v59, -v13, v58, 1.0
	v_fmac_f32_e32 v58, v59, v58
	v_div_scale_f32 v59, vcc, v22, s77, v22
	v_mul_f32_e32 v60, v59, v58
	v_fma_f32 v61, -v13, v60, v59
	v_fmac_f32_e32 v60, v61, v58
	v_fma_f32 v13, -v13, v60, v59
	v_div_fmas_f32 v13, v13, v58, v60
	v_div_scale_f32 v58, s[2:3], s75, s75, v21
	v_rcp_f32_e32 v59, v58
	s_nop 0
	v_fma_f32 v60, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v60, v59
	v_div_scale_f32 v60, vcc, v21, s75, v21
	v_mul_f32_e32 v61, v60, v59
	v_fma_f32 v62, -v58, v61, v60
	v_fmac_f32_e32 v61, v62, v59
	v_fma_f32 v58, -v58, v61, v60
	v_div_fmas_f32 v58, v58, v59, v61
	v_div_scale_f32 v59, s[2:3], s73, s73, v20
	v_rcp_f32_e32 v60, v59
	v_div_fixup_f32 v21, v58, s75, v21
	v_fma_f32 v61, -v59, v60, 1.0
	v_fmac_f32_e32 v60, v61, v60
	v_div_scale_f32 v61, vcc, v20, s73, v20
	v_mul_f32_e32 v62, v61, v60
	v_fma_f32 v63, -v59, v62, v61
	v_fmac_f32_e32 v62, v63, v60
	v_fma_f32 v59, -v59, v62, v61
	v_div_fmas_f32 v59, v59, v60, v62
	v_div_scale_f32 v60, s[2:3], s71, s71, v19
	v_rcp_f32_e32 v61, v60
	v_div_fixup_f32 v20, v59, s73, v20
	v_fma_f32 v62, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v62, v61
	v_div_scale_f32 v62, vcc, v19, s71, v19
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v99, -v60, v63, v62
	v_fmac_f32_e32 v63, v99, v61
	v_fma_f32 v60, -v60, v63, v62
	v_div_fmas_f32 v62, v60, v61, v63
	v_div_scale_f32 v60, s[2:3], s69, s69, v18
	v_rcp_f32_e32 v61, v60
	s_nop 0
	v_fma_f32 v63, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_div_scale_f32 v63, vcc, v18, s69, v18
	v_mul_f32_e32 v99, v63, v61
	v_fma_f32 v109, -v60, v99, v63
	v_fmac_f32_e32 v99, v109, v61
	v_fma_f32 v60, -v60, v99, v63
	v_div_fmas_f32 v63, v60, v61, v99
	v_div_scale_f32 v60, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v61, v60
	s_nop 0
	v_fma_f32 v99, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v99, v61
	v_div_scale_f32 v99, vcc, v17, s33, v17
	v_mul_f32_e32 v109, v99, v61
	v_fma_f32 v110, -v60, v109, v99
	v_fmac_f32_e32 v109, v110, v61
	v_fma_f32 v60, -v60, v109, v99
	v_div_fmas_f32 v99, v60, v61, v109
	v_div_scale_f32 v60, s[2:3], s25, s25, v16
	v_rcp_f32_e32 v61, v60
	v_div_fixup_f32 v58, v99, s33, v17
	v_sub_f32_e32 v99, v11, v6
	v_fma_f32 v109, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v109, v61
	v_div_scale_f32 v109, vcc, v16, s25, v16
	v_mul_f32_e32 v110, v109, v61
	v_fma_f32 v111, -v60, v110, v109
	v_fmac_f32_e32 v110, v111, v61
	v_fma_f32 v60, -v60, v110, v109
	v_div_fmas_f32 v109, v60, v61, v110
	v_div_fixup_f32 v59, v109, s25, v16
	v_sub_f32_e32 v109, v10, v7
	v_cmp_ngt_f32_e32 vcc, s81, v99
	v_cmp_ngt_f32_e64 s[2:3], s81, v109
	v_div_fixup_f32 v60, v12, s79, v23
	v_div_fixup_f32 v61, v13, s77, v22
	v_cndmask_b32_e64 v11, v107, v109, s[2:3]
	v_cndmask_b32_e32 v10, v107, v99, vcc
	v_mov_b64_e32 v[12:13], s[68:69]
	v_pk_fma_f32 v[16:17], v[10:11], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_div_fixup_f32 v22, v62, s71, v19
	v_div_fixup_f32 v23, v63, s69, v18
	v_pk_add_f32 v[18:19], v[16:17], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v17, 23, v17
	v_pk_fma_f32 v[18:19], v[10:11], s[70:71], v[18:19] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[10:11], s[74:75]
	v_pk_fma_f32 v[62:63], v[18:19], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_lshlrev_b32_e32 v16, 23, v16
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[78:79] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s83, v99
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[80:81] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v109
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[18:19], v[62:63], v[18:19], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[62:63], v[18:19], v[16:17]
	v_pk_fma_f32 v[16:17], v[18:19], v[16:17], v[84:85]
	v_cndmask_b32_e64 v19, v108, v109, s[2:3]
	v_cndmask_b32_e32 v18, v108, v99, vcc
	v_sub_f32_e32 v99, v30, v6
	v_sub_f32_e32 v109, v31, v7
	v_cmp_ngt_f32_e32 vcc, s81, v99
	v_cmp_ngt_f32_e64 s[2:3], s81, v109
	v_pk_fma_f32 v[18:19], v[62:63], v[18:19], v[90:91]
	v_cndmask_b32_e32 v30, v107, v99, vcc
	v_cndmask_b32_e64 v31, v107, v109, s[2:3]
	v_pk_fma_f32 v[62:63], v[30:31], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v99
	v_pk_add_f32 v[110:111], v[62:63], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[30:31], v[30:31], s[70:71], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[30:31], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v109
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[110:111], v[30:31], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[30:31], v[62:63], v[16:17]
	v_pk_mul_f32 v[30:31], v[30:31], v[62:63]
	v_cndmask_b32_e64 v63, v108, v109, s[2:3]
	v_cndmask_b32_e32 v62, v108, v99, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v42
	v_cmp_ngt_f32_e64 s[2:3], s81, v41
	v_pk_fma_f32 v[18:19], v[30:31], v[62:63], v[18:19]
	v_cndmask_b32_e32 v30, v107, v42, vcc
	v_cndmask_b32_e64 v31, v107, v41, s[2:3]
	v_pk_fma_f32 v[62:63], v[30:31], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_pk_add_f32 v[110:111], v[62:63], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[30:31], v[30:31], s[70:71], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[30:31], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v41
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[110:111], v[30:31], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[30:31], v[62:63]
	v_pk_fma_f32 v[30:31], v[30:31], v[62:63], v[64:65]
	v_cndmask_b32_e64 v63, v108, v41, s[2:3]
	v_cndmask_b32_e32 v62, v108, v42, vcc
	v_sub_f32_e32 v41, v28, v4
	v_sub_f32_e32 v42, v29, v5
	v_cmp_ngt_f32_e32 vcc, s81, v41
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], v[92:93]
	v_cndmask_b32_e32 v28, v107, v41, vcc
	v_cndmask_b32_e64 v29, v107, v42, s[2:3]
	v_pk_fma_f32 v[110:111], v[28:29], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_add_f32 v[112:113], v[110:111], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v111, 23, v111
	v_pk_fma_f32 v[28:29], v[28:29], s[70:71], v[112:113] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v110, 23, v110
	v_pk_fma_f32 v[112:113], v[28:29], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v41
	v_pk_fma_f32 v[112:113], v[112:113], v[28:29], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[28:29], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[112:113], v[28:29], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[28:29], v[110:111], v[30:31]
	v_pk_mul_f32 v[28:29], v[28:29], v[110:111]
	v_cndmask_b32_e64 v111, v108, v42, s[2:3]
	v_sub_f32_e32 v42, v40, v2
	v_cndmask_b32_e32 v110, v108, v41, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v42
	v_cmp_ngt_f32_e64 s[2:3], s81, v15
	v_pk_fma_f32 v[28:29], v[28:29], v[110:111], v[62:63]
	v_cndmask_b32_e32 v40, v107, v42, vcc
	v_cndmask_b32_e64 v41, v107, v15, s[2:3]
	v_pk_fma_f32 v[62:63], v[40:41], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_pk_add_f32 v[110:111], v[62:63], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[40:41], v[40:41], s[70:71], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[40:41], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v15
	v_pk_fma_f32 v[110:111], v[110:111], v[40:41], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[40:41], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[40:41], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[110:111], v[40:41], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[40:41], v[62:63]
	v_pk_fma_f32 v[40:41], v[40:41], v[62:63], v[88:89]
	v_cndmask_b32_e64 v63, v108, v15, s[2:3]
	v_cndmask_b32_e32 v62, v108, v42, vcc
	v_sub_f32_e32 v15, v26, v2
	v_sub_f32_e32 v42, v27, v3
	v_cmp_ngt_f32_e32 vcc, s81, v15
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], v[94:95]
	v_cndmask_b32_e32 v26, v107, v15, vcc
	v_cndmask_b32_e64 v27, v107, v42, s[2:3]
	v_pk_fma_f32 v[110:111], v[26:27], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_add_f32 v[112:113], v[110:111], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v111, 23, v111
	v_pk_fma_f32 v[26:27], v[26:27], s[70:71], v[112:113] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v110, 23, v110
	v_pk_fma_f32 v[112:113], v[26:27], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v15
	v_pk_fma_f32 v[112:113], v[112:113], v[26:27], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[26:27], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[112:113], v[26:27], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[26:27], v[110:111], v[40:41]
	v_pk_mul_f32 v[26:27], v[26:27], v[110:111]
	v_cndmask_b32_e64 v111, v108, v42, s[2:3]
	v_sub_f32_e32 v42, v14, v0
	v_cndmask_b32_e32 v110, v108, v15, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v42
	v_cmp_ngt_f32_e64 s[2:3], s81, v8
	v_pk_fma_f32 v[26:27], v[26:27], v[110:111], v[62:63]
	v_cndmask_b32_e32 v14, v107, v42, vcc
	v_cndmask_b32_e64 v15, v107, v8, s[2:3]
	v_pk_fma_f32 v[62:63], v[14:15], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_pk_add_f32 v[110:111], v[62:63], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[14:15], v[14:15], s[70:71], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[14:15], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v8
	v_pk_fma_f32 v[110:111], v[110:111], v[14:15], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[14:15], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[14:15], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[110:111], v[14:15], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[14:15], v[62:63]
	v_pk_fma_f32 v[14:15], v[14:15], v[62:63], v[86:87]
	v_cndmask_b32_e64 v63, v108, v8, s[2:3]
	v_cndmask_b32_e32 v62, v108, v42, vcc
	v_sub_f32_e32 v8, v24, v0
	v_sub_f32_e32 v42, v25, v1
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], v[96:97]
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_cndmask_b32_e64 v25, v107, v42, s[2:3]
	v_pk_fma_f32 v[110:111], v[24:25], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[112:113], v[110:111], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v111, 23, v111
	v_pk_fma_f32 v[24:25], v[24:25], s[70:71], v[112:113] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v110, 23, v110
	v_pk_fma_f32 v[112:113], v[24:25], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[112:113], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[24:25], v[110:111], v[14:15]
	v_pk_mul_f32 v[24:25], v[24:25], v[110:111]
	v_cndmask_b32_e64 v111, v108, v42, s[2:3]
	v_cndmask_b32_e32 v110, v108, v8, vcc
	v_sub_f32_e32 v8, v98, v0
	v_sub_f32_e32 v42, v49, v1
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[24:25], v[24:25], v[110:111], v[62:63]
	v_cndmask_b32_e32 v62, v107, v8, vcc
	v_cndmask_b32_e64 v63, v107, v42, s[2:3]
	v_pk_fma_f32 v[98:99], v[62:63], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[110:111], v[98:99], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v99, 23, v99
	v_pk_fma_f32 v[62:63], v[62:63], s[70:71], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v98, 23, v98
	v_pk_fma_f32 v[110:111], v[62:63], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[110:111], v[110:111], v[62:63], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[62:63], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[62:63], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[62:63], v[98:99], v[14:15]
	v_pk_mul_f32 v[62:63], v[62:63], v[98:99]
	v_cndmask_b32_e64 v99, v108, v42, s[2:3]
	v_cndmask_b32_e32 v98, v108, v8, vcc
	v_sub_f32_e32 v8, v48, v2
	v_sub_f32_e32 v42, v47, v3
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[24:25], v[62:63], v[98:99], v[24:25]
	v_cndmask_b32_e32 v48, v107, v8, vcc
	v_cndmask_b32_e64 v49, v107, v42, s[2:3]
	v_pk_fma_f32 v[62:63], v[48:49], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[98:99], v[62:63], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[48:49], v[48:49], s[70:71], v[98:99] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[98:99], v[48:49], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[98:99], v[98:99], v[48:49], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[48:49], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[48:49], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[98:99], v[48:49], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[48:49], v[62:63], v[40:41]
	v_pk_mul_f32 v[48:49], v[48:49], v[62:63]
	v_cndmask_b32_e64 v63, v108, v42, s[2:3]
	v_cndmask_b32_e32 v62, v108, v8, vcc
	v_sub_f32_e32 v8, v46, v4
	v_sub_f32_e32 v42, v45, v5
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[26:27], v[48:49], v[62:63], v[26:27]
	v_cndmask_b32_e32 v46, v107, v8, vcc
	v_cndmask_b32_e64 v47, v107, v42, s[2:3]
	v_pk_fma_f32 v[48:49], v[46:47], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[62:63], v[48:49], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v49, 23, v49
	v_pk_fma_f32 v[46:47], v[46:47], s[70:71], v[62:63] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v48, 23, v48
	v_pk_fma_f32 v[62:63], v[46:47], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[62:63], v[62:63], v[46:47], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[62:63], v[46:47], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[62:63], v[46:47], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[62:63], v[46:47], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[46:47], v[48:49], v[30:31]
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49]
	v_cndmask_b32_e64 v49, v108, v42, s[2:3]
	v_cndmask_b32_e32 v48, v108, v8, vcc
	v_pk_fma_f32 v[28:29], v[46:47], v[48:49], v[28:29]
	v_sub_f32_e32 v8, v44, v6
	v_sub_f32_e32 v48, v43, v7
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v48
	s_nop 0
	v_cndmask_b32_e32 v42, v107, v8, vcc
	v_cndmask_b32_e64 v43, v107, v48, s[2:3]
	v_pk_fma_f32 v[44:45], v[42:43], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[46:47], v[44:45], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[42:43], v[42:43], s[70:71], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[46:47], v[42:43], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v48
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[46:47], v[42:43], 1.0 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v46, v39, v7
	v_pk_fma_f32 v[16:17], v[42:43], v[44:45], v[16:17]
	v_pk_mul_f32 v[42:43], v[42:43], v[44:45]
	v_cndmask_b32_e32 v44, v108, v8, vcc
	v_sub_f32_e32 v8, v38, v6
	v_cndmask_b32_e64 v45, v108, v48, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v46
	v_pk_fma_f32 v[18:19], v[42:43], v[44:45], v[18:19]
	v_cndmask_b32_e32 v38, v107, v8, vcc
	v_cndmask_b32_e64 v39, v107, v46, s[2:3]
	v_pk_fma_f32 v[42:43], v[38:39], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[44:45], v[42:43], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v43, 23, v43
	v_pk_fma_f32 v[38:39], v[38:39], s[70:71], v[44:45] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v42, 23, v42
	v_pk_fma_f32 v[44:45], v[38:39], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v46
	v_pk_fma_f32 v[44:45], v[44:45], v[38:39], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[44:45], v[38:39], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[44:45], v[38:39], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[44:45], v[38:39], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[38:39], v[42:43], v[16:17]
	v_pk_mul_f32 v[16:17], v[38:39], v[42:43]
	v_cndmask_b32_e32 v38, v108, v8, vcc
	v_sub_f32_e32 v8, v36, v4
	v_sub_f32_e32 v42, v37, v5
	v_cndmask_b32_e64 v39, v108, v46, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v42
	v_pk_fma_f32 v[38:39], v[16:17], v[38:39], v[18:19]
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_cndmask_b32_e64 v17, v107, v42, s[2:3]
	v_pk_fma_f32 v[18:19], v[16:17], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[36:37], v[18:19], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v19, 23, v19
	v_pk_fma_f32 v[16:17], v[16:17], s[70:71], v[36:37] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v18, 23, v18
	v_pk_fma_f32 v[36:37], v[16:17], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[36:37], v[36:37], v[16:17], s[78:79] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v43, v58, v1
	v_pk_fma_f32 v[36:37], v[36:37], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v46, v21, v5
	v_pk_fma_f32 v[36:37], v[36:37], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[36:37], v[16:17], 1.0 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v36, v35, v3
	v_pk_fma_f32 v[30:31], v[16:17], v[18:19], v[30:31]
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19]
	v_cndmask_b32_e32 v18, v108, v8, vcc
	v_sub_f32_e32 v8, v34, v2
	v_cndmask_b32_e64 v19, v108, v42, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v36
	v_pk_fma_f32 v[28:29], v[16:17], v[18:19], v[28:29]
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_cndmask_b32_e64 v17, v107, v36, s[2:3]
	v_pk_fma_f32 v[18:19], v[16:17], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[34:35], v[18:19], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v19, 23, v19
	v_pk_fma_f32 v[16:17], v[16:17], s[70:71], v[34:35] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v18, 23, v18
	v_pk_fma_f32 v[34:35], v[16:17], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v36
	v_pk_fma_f32 v[34:35], v[34:35], v[16:17], s[78:79] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v42, v59, v0
	v_pk_fma_f32 v[34:35], v[34:35], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[34:35], v[16:17], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[16:17], v[18:19], v[40:41]
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19]
	v_cndmask_b32_e64 v19, v108, v36, s[2:3]
	v_cndmask_b32_e32 v18, v108, v8, vcc
	v_sub_f32_e32 v8, v32, v0
	v_sub_f32_e32 v36, v33, v1
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_cmp_ngt_f32_e64 s[2:3], s81, v36
	v_pk_fma_f32 v[18:19], v[16:17], v[18:19], v[26:27]
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_cndmask_b32_e64 v17, v107, v36, s[2:3]
	v_pk_fma_f32 v[26:27], v[16:17], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s83, v36
	v_pk_add_f32 v[32:33], v[26:27], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[16:17], v[16:17], s[70:71], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[16:17], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[78:79] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v40, v60, v7
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[32:33], v[16:17], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[16:17], v[26:27], v[14:15]
	v_pk_mul_f32 v[16:17], v[16:17], v[26:27]
	v_cndmask_b32_e64 v27, v108, v36, s[2:3]
	v_sub_f32_e32 v36, v57, v1
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v56, v0
	v_cmp_ngt_f32_e32 vcc, s81, v36
	v_pk_fma_f32 v[24:25], v[16:17], v[26:27], v[24:25]
	v_cmp_ngt_f32_e64 s[2:3], s83, v36
	v_cndmask_b32_e32 v17, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	s_nop 1
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_pk_fma_f32 v[26:27], v[16:17], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[32:33], v[26:27], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[16:17], v[16:17], s[70:71], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[16:17], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[32:33], v[26:27], v[14:15]
	v_pk_mul_f32 v[14:15], v[32:33], v[26:27]
	v_cndmask_b32_e64 v27, v108, v36, s[2:3]
	v_sub_f32_e32 v36, v54, v3
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v55, v2
	v_cmp_ngt_f32_e32 vcc, s81, v36
	v_pk_fma_f32 v[14:15], v[14:15], v[26:27], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_pk_fma_f32 v[26:27], v[24:25], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v36
	v_pk_add_f32 v[32:33], v[26:27], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[24:25], v[24:25], s[70:71], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[24:25], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[32:33], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[24:25], v[26:27], v[34:35]
	v_pk_mul_f32 v[24:25], v[24:25], v[26:27]
	v_cndmask_b32_e32 v27, v108, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_sub_f32_e32 v36, v52, v5
	s_nop 0
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v53, v4
	v_cmp_ngt_f32_e32 vcc, s81, v36
	v_pk_fma_f32 v[18:19], v[24:25], v[26:27], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_pk_fma_f32 v[26:27], v[24:25], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v36
	v_pk_add_f32 v[34:35], v[26:27], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[24:25], v[24:25], s[70:71], v[34:35] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[34:35], v[24:25], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[24:25], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[34:35], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[24:25], v[26:27], v[30:31]
	v_pk_mul_f32 v[24:25], v[24:25], v[26:27]
	v_cndmask_b32_e32 v27, v108, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_sub_f32_e32 v36, v50, v7
	s_nop 0
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v51, v6
	v_cmp_ngt_f32_e32 vcc, s81, v36
	v_pk_fma_f32 v[24:25], v[24:25], v[26:27], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v27, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	s_nop 1
	v_cndmask_b32_e32 v26, v107, v8, vcc
	v_pk_fma_f32 v[28:29], v[26:27], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v36
	v_pk_add_f32 v[30:31], v[28:29], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v29, 23, v29
	v_pk_fma_f32 v[26:27], v[26:27], s[70:71], v[30:31] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v28, 23, v28
	v_pk_fma_f32 v[30:31], v[26:27], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[26:27], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[26:27], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[30:31], v[26:27], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[26:27], v[28:29], v[44:45]
	v_pk_mul_f32 v[26:27], v[26:27], v[28:29]
	v_cndmask_b32_e32 v29, v108, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_sub_f32_e32 v44, v22, v3
	v_sub_f32_e32 v45, v20, v4
	v_cndmask_b32_e32 v28, v108, v8, vcc
	v_sub_f32_e32 v8, v61, v6
	v_cmp_ngt_f32_e32 vcc, s81, v40
	v_pk_fma_f32 v[26:27], v[26:27], v[28:29], v[38:39]
	s_nop 0
	v_cndmask_b32_e32 v29, v107, v40, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	s_nop 1
	v_cndmask_b32_e32 v28, v107, v8, vcc
	v_pk_fma_f32 v[36:37], v[28:29], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s83, v40
	v_pk_add_f32 v[38:39], v[36:37], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v37, 23, v37
	v_pk_fma_f32 v[28:29], v[28:29], s[70:71], v[38:39] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v36, 23, v36
	v_pk_fma_f32 v[38:39], v[28:29], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[38:39], v[28:29], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[28:29], v[36:37], v[30:31]
	v_pk_mul_f32 v[28:29], v[28:29], v[36:37]
	v_cndmask_b32_e32 v37, v108, v40, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v36, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v43
	v_pk_fma_f32 v[28:29], v[28:29], v[36:37], v[26:27]
	v_sub_f32_e32 v8, v23, v2
	v_cndmask_b32_e32 v27, v107, v43, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v42
	s_nop 1
	v_cndmask_b32_e32 v26, v107, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v44
	v_pk_fma_f32 v[36:37], v[26:27], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v23, v107, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v8
	v_pk_add_f32 v[38:39], v[36:37], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v37, 23, v37
	v_cndmask_b32_e32 v22, v107, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v46
	v_pk_fma_f32 v[26:27], v[26:27], s[70:71], v[38:39] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[22:23], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v21, v107, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s81, v45
	v_pk_add_f32 v[40:41], v[38:39], s[72:73] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v36, 23, v36
	v_cndmask_b32_e32 v20, v107, v45, vcc
	v_pk_fma_f32 v[12:13], v[20:21], s[70:71], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[22:23], v[22:23], s[70:71], v[40:41] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[40:41], v[12:13], s[72:73] op_sel_hi:[1,0]
	v_cmp_ngt_f32_e32 vcc, s83, v43
	v_pk_fma_f32 v[20:21], v[20:21], s[70:71], v[40:41] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v13, 23, v13
	v_pk_fma_f32 v[40:41], v[20:21], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_lshlrev_b32_e32 v12, 23, v12
	v_pk_fma_f32 v[40:41], v[40:41], v[20:21], s[78:79] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[40:41], v[20:21], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[40:41], v[20:21], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[20:21], v[40:41], v[20:21], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[22:23], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[26:27], s[76:77], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[22:23], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], s[78:79] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[22:23], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[22:23], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[40:41], v[22:23], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v27, 23, v39
	v_lshlrev_b32_e32 v26, 23, v38
	v_pk_fma_f32 v[38:39], v[22:23], v[26:27], v[32:33]
	v_pk_mul_f32 v[22:23], v[22:23], v[26:27]
	v_pk_fma_f32 v[26:27], v[10:11], v[36:37], v[16:17]
	v_cndmask_b32_e32 v17, v108, v43, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_pk_fma_f32 v[40:41], v[20:21], v[12:13], v[34:35]
	v_pk_mul_f32 v[12:13], v[20:21], v[12:13]
	v_cndmask_b32_e32 v16, v108, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v44
	v_pk_mul_f32 v[10:11], v[10:11], v[36:37]
	s_nop 0
	v_cndmask_b32_e32 v21, v108, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_fma_f32 v[36:37], v[10:11], v[16:17], v[14:15]
	s_nop 0
	v_cndmask_b32_e32 v20, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v46
	v_pk_fma_f32 v[34:35], v[22:23], v[20:21], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v33, v108, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v45
	s_nop 1
	v_cndmask_b32_e32 v32, v108, v45, vcc
	v_pk_fma_f32 v[32:33], v[12:13], v[32:33], v[24:25]
	s_branch .LBB0_191
.LBB0_367:
	v_pk_add_f32 v[0:1], v[88:89], v[84:85]
	v_pk_add_f32 v[2:3], v[86:87], v[64:65]
	v_readlane_b32 s10, v100, 2
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_pk_add_f32 v[2:3], v[96:97], v[92:93]
	v_add_f32_e32 v4, v0, v1
	v_pk_add_f32 v[0:1], v[94:95], v[90:91]
	v_readlane_b32 s2, v100, 4
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_readlane_b32 s11, v100, 3
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v102, v4
	ds_bpermute_b32 v2, v102, v0
	v_readlane_b32 s3, v100, 5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v103, v1
	ds_bpermute_b32 v3, v103, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v104, v1
	ds_bpermute_b32 v3, v104, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v105, v1
	ds_bpermute_b32 v3, v105, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v106, v1
	ds_bpermute_b32 v3, v106, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v3
.LBB0_368:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_727
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v5, v81
	v_writelane_b32 v100, s0, 6
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[4:5]
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[44:45]
	v_writelane_b32 v100, s1, 7
	s_mov_b64 s[0:1], 0x1000
	v_or_b32_e32 v80, 0xe0, v74
	v_lshl_add_u64 v[82:83], v[2:3], 0, s[0:1]
	s_movk_i32 s0, 0xf000
	s_movk_i32 s16, 0xff40
	s_movk_i32 s30, 0xf400
	s_movk_i32 s64, 0xff60
	s_movk_i32 s66, 0xf800
	s_movk_i32 s86, 0xff80
	s_movk_i32 s88, 0xfc00
	s_movk_i32 s78, 0xffa0
	s_movk_i32 s74, 0xffc0
	s_movk_i32 s82, 0xffe0
	v_mov_b32_e32 v79, v81
	s_mov_b64 s[54:55], 0
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b32 s1, -1
	s_mov_b32 s17, -1
	s_mov_b64 s[22:23], 0x129
	s_mov_b32 s31, -1
	s_mov_b64 s[44:45], 0x108
	s_mov_b64 s[46:47], 0x100
	s_mov_b64 s[48:49], 0x101
	s_mov_b64 s[50:51], 0x103
	s_mov_b64 s[52:53], 0x102
	s_mov_b64 s[56:57], 0x104
	s_mov_b64 s[58:59], 0x105
	s_mov_b64 s[60:61], 0x107
	s_mov_b64 s[62:63], 0x106
	s_mov_b32 s65, -1
	s_mov_b32 s67, -1
	s_mov_b64 s[68:69], 0x208
	s_mov_b32 s87, -1
	s_mov_b32 s89, -1
	s_mov_b64 s[90:91], 0x308
	s_mov_b32 s79, -1
	s_mov_b64 s[80:81], 0x408
	v_mov_b32_e32 v90, 0x7fc00000
	v_mov_b64_e32 v[84:85], v[82:83]
	v_mov_b64_e32 v[86:87], v[80:81]
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	s_mov_b32 s75, -1
	s_mov_b64 s[76:77], 0x508
	s_mov_b32 s83, -1
	s_mov_b64 s[84:85], 0x608
	s_mov_b64 s[96:97], 0x708
	s_mov_b64 s[70:71], 0x707
	s_mov_b64 s[72:73], 0x706
	s_mov_b64 s[92:93], 0x2000
	s_mov_b32 s36, 0xff800000
	s_branch .LBB0_371
.LBB0_370:
	s_cbranch_execnz .LBB0_548
.LBB0_371:
	v_lshl_add_u64 v[88:89], v[78:79], 0, s[54:55]
	v_lshl_add_u64 v[4:5], v[88:89], 0, 8
	v_lshl_add_u64 v[18:19], v[84:85], 0, s[0:1]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_373
	flat_load_dwordx4 v[14:17], v[18:19] offset:16
	flat_load_dwordx4 v[10:13], v[18:19]
.LBB0_373:
	s_andn2_saveexec_b64 s[94:95], s[2:3]
	s_cbranch_execz .LBB0_391
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v10, 4, v88
	v_mov_b32_e32 v11, v89
	v_or_b32_e32 v12, 5, v88
	v_mov_b32_e32 v13, v89
	v_or_b32_e32 v14, 7, v88
	v_mov_b32_e32 v15, v89
	v_or_b32_e32 v16, 6, v88
	v_mov_b32_e32 v17, v89
	s_mov_b32 s37, s36
	v_or_b32_e32 v4, 1, v88
	v_mov_b32_e32 v5, v89
	v_or_b32_e32 v6, 3, v88
	v_mov_b32_e32 v7, v89
	v_or_b32_e32 v8, 2, v88
	v_mov_b32_e32 v9, v89
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
	v_cmp_lt_u64_e32 vcc, v[88:89], v[76:77]
	v_mov_b64_e32 v[12:13], s[38:39]
	v_mov_b64_e32 v[14:15], s[40:41]
	v_mov_b64_e32 v[16:17], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_376
	flat_load_dword v2, v[18:19]
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
.LBB0_376:
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
	s_cbranch_execz .LBB0_378
	flat_load_dword v11, v[18:19] offset:4
.LBB0_378:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_380
	flat_load_dword v12, v[18:19] offset:8
.LBB0_380:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_382
	flat_load_dword v13, v[18:19] offset:12
.LBB0_382:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_384
	flat_load_dword v14, v[18:19] offset:16
.LBB0_384:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_386
	flat_load_dword v15, v[18:19] offset:20
.LBB0_386:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_388
	flat_load_dword v16, v[18:19] offset:24
.LBB0_388:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_390
	flat_load_dword v17, v[18:19] offset:28
.LBB0_390:
	s_or_b64 exec, exec, s[2:3]
.LBB0_391:
	s_or_b64 exec, exec, s[94:95]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[16:17]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_414
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[44:45]
	v_lshl_add_u64 v[26:27], v[84:85], 0, s[30:31]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_395
	flat_load_dwordx4 v[18:21], v[26:27]
	flat_load_dwordx4 v[22:25], v[26:27] offset:16
.LBB0_395:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_413
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[88:89], 0, s[52:53]
	v_lshl_add_u64 v[20:21], v[88:89], 0, s[56:57]
	v_lshl_add_u64 v[22:23], v[88:89], 0, s[58:59]
	v_lshl_add_u64 v[24:25], v[88:89], 0, s[60:61]
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[46:47]
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[48:49]
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[50:51]
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[62:63]
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
	s_cbranch_execz .LBB0_398
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
.LBB0_398:
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
	s_cbranch_execz .LBB0_400
	flat_load_dword v19, v[26:27] offset:4
.LBB0_400:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 2, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_402
	flat_load_dword v20, v[26:27] offset:8
.LBB0_402:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 3, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_404
	flat_load_dword v21, v[26:27] offset:12
.LBB0_404:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 4, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_406
	flat_load_dword v22, v[26:27] offset:16
.LBB0_406:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 5, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_408
	flat_load_dword v23, v[26:27] offset:20
.LBB0_408:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 6, v1
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_410
	flat_load_dword v24, v[26:27] offset:24
.LBB0_410:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v1, 7, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_412
	flat_load_dword v25, v[26:27] offset:28
.LBB0_412:
	s_or_b64 exec, exec, s[2:3]
.LBB0_413:
	s_or_b64 exec, exec, s[98:99]
.LBB0_414:
	s_or_b64 exec, exec, s[94:95]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v1, v28, v10
	v_cmp_o_f32_e32 vcc, v28, v10
	v_max_f32_e32 v4, v30, v12
	v_max_f32_e32 v5, v31, v13
	v_cndmask_b32_e32 v2, v90, v1, vcc
	v_max_f32_e32 v1, v29, v11
	v_cmp_o_f32_e32 vcc, v29, v11
	v_max_f32_e32 v6, v32, v14
	v_max_f32_e32 v7, v33, v15
	v_cndmask_b32_e32 v1, v90, v1, vcc
	v_cmp_o_f32_e32 vcc, v30, v12
	v_max_f32_e32 v8, v34, v16
	v_max_f32_e32 v9, v35, v17
	v_cndmask_b32_e32 v4, v90, v4, vcc
	v_cmp_o_f32_e32 vcc, v31, v13
	s_cmp_eq_u64 s[54:55], 0x800
	s_nop 0
	v_cndmask_b32_e32 v5, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v32, v14
	s_nop 1
	v_cndmask_b32_e32 v6, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v33, v15
	s_nop 1
	v_cndmask_b32_e32 v7, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v34, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v35, v17
	s_nop 1
	v_cndmask_b32_e32 v9, v90, v9, vcc
	v_max_f32_e32 v10, v9, v25
	v_cmp_o_f32_e32 vcc, v9, v25
	v_max_f32_e32 v9, v8, v24
	s_nop 0
	v_cndmask_b32_e32 v11, v90, v10, vcc
	v_cmp_o_f32_e32 vcc, v8, v24
	v_max_f32_e32 v8, v7, v23
	s_nop 0
	v_cndmask_b32_e32 v10, v90, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v23
	v_max_f32_e32 v7, v6, v22
	s_nop 0
	v_cndmask_b32_e32 v13, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v22
	v_max_f32_e32 v6, v5, v21
	s_nop 0
	v_cndmask_b32_e32 v12, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v21
	v_max_f32_e32 v5, v4, v20
	s_nop 0
	v_cndmask_b32_e32 v15, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v20
	v_max_f32_e32 v4, v1, v19
	s_nop 0
	v_cndmask_b32_e32 v14, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v19
	s_nop 1
	v_cndmask_b32_e32 v1, v90, v4, vcc
	v_max_f32_e32 v4, v2, v18
	v_cmp_o_f32_e32 vcc, v2, v18
	s_nop 1
	v_cndmask_b32_e32 v16, v90, v4, vcc
	s_cbranch_scc1 .LBB0_370
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[64:65]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v33, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_437
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[68:69]
	v_lshl_add_u64 v[20:21], v[84:85], 0, s[66:67]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_418
	flat_load_dwordx4 v[26:29], v[20:21]
	flat_load_dwordx4 v[30:33], v[20:21] offset:16
.LBB0_418:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_436
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[22:23], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[24:25], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[28:29], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	v_lshl_add_u64 v[30:31], v[88:89], 0, s[2:3]
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
	s_cbranch_execz .LBB0_421
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
.LBB0_421:
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
	s_cbranch_execz .LBB0_423
	flat_load_dword v27, v[20:21] offset:4
.LBB0_423:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_425
	flat_load_dword v28, v[20:21] offset:8
.LBB0_425:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_427
	flat_load_dword v29, v[20:21] offset:12
.LBB0_427:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_429
	flat_load_dword v30, v[20:21] offset:16
.LBB0_429:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_431
	flat_load_dword v31, v[20:21] offset:20
.LBB0_431:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_433
	flat_load_dword v32, v[20:21] offset:24
.LBB0_433:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_435
	flat_load_dword v33, v[20:21] offset:28
.LBB0_435:
	s_or_b64 exec, exec, s[2:3]
.LBB0_436:
	s_or_b64 exec, exec, s[98:99]
.LBB0_437:
	s_or_b64 exec, exec, s[94:95]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[86:87]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v25, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_459
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[90:91]
	v_lshl_add_u64 v[34:35], v[84:85], 0, s[88:89]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_440
	flat_load_dwordx4 v[18:21], v[34:35]
	flat_load_dwordx4 v[22:25], v[34:35] offset:16
.LBB0_440:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_458
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	v_lshl_add_u64 v[24:25], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[2:3]
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
	s_cbranch_execz .LBB0_443
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
.LBB0_443:
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
	s_cbranch_execz .LBB0_445
	flat_load_dword v19, v[34:35] offset:4
.LBB0_445:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_447
	flat_load_dword v20, v[34:35] offset:8
.LBB0_447:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_449
	flat_load_dword v21, v[34:35] offset:12
.LBB0_449:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_451
	flat_load_dword v22, v[34:35] offset:16
.LBB0_451:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_453
	flat_load_dword v23, v[34:35] offset:20
.LBB0_453:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_455
	flat_load_dword v24, v[34:35] offset:24
.LBB0_455:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_457
	flat_load_dword v25, v[34:35] offset:28
.LBB0_457:
	s_or_b64 exec, exec, s[2:3]
.LBB0_458:
	s_or_b64 exec, exec, s[98:99]
.LBB0_459:
	s_or_b64 exec, exec, s[94:95]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[78:79]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_481
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[80:81]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_462
	flat_load_dwordx4 v[42:45], v[84:85]
	flat_load_dwordx4 v[46:49], v[84:85] offset:16
.LBB0_462:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_480
	s_mov_b64 s[2:3], 0x400
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[38:39], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	v_lshl_add_u64 v[40:41], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[42:43], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	v_lshl_add_u64 v[44:45], v[88:89], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[44:45], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[42:43], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[48:49], s[42:43]
	v_cmp_lt_u64_e64 s[10:11], v[40:41], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[38:39], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[36:37], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[46:47], s[40:41]
	v_mov_b64_e32 v[44:45], s[38:39]
	v_mov_b64_e32 v[42:43], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_465
	flat_load_dword v2, v[84:85]
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
.LBB0_465:
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
	s_cbranch_execz .LBB0_467
	flat_load_dword v43, v[84:85] offset:4
.LBB0_467:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_469
	flat_load_dword v44, v[84:85] offset:8
.LBB0_469:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_471
	flat_load_dword v45, v[84:85] offset:12
.LBB0_471:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_473
	flat_load_dword v46, v[84:85] offset:16
.LBB0_473:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_475
	flat_load_dword v47, v[84:85] offset:20
.LBB0_475:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_477
	flat_load_dword v48, v[84:85] offset:24
.LBB0_477:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_479
	flat_load_dword v49, v[84:85] offset:28
.LBB0_479:
	s_or_b64 exec, exec, s[2:3]
.LBB0_480:
	s_or_b64 exec, exec, s[98:99]
.LBB0_481:
	s_or_b64 exec, exec, s[94:95]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[74:75]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_503
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[76:77]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_484
	flat_load_dwordx4 v[34:37], v[84:85] offset:1024
	flat_load_dwordx4 v[38:41], v[84:85] offset:1040
.LBB0_484:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_502
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[34:35], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[36:37], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[38:39], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[40:41], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[50:51], v[88:89], 0, s[2:3]
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
	v_cmp_lt_u64_e64 s[14:15], v[50:51], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[36:37], s[38:39]
	v_mov_b64_e32 v[38:39], s[40:41]
	v_mov_b64_e32 v[40:41], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_487
	flat_load_dword v2, v[84:85] offset:1024
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
.LBB0_487:
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
	s_cbranch_execz .LBB0_489
	flat_load_dword v35, v[84:85] offset:1028
.LBB0_489:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_491
	flat_load_dword v36, v[84:85] offset:1032
.LBB0_491:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_493
	flat_load_dword v37, v[84:85] offset:1036
.LBB0_493:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_495
	flat_load_dword v38, v[84:85] offset:1040
.LBB0_495:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_497
	flat_load_dword v39, v[84:85] offset:1044
.LBB0_497:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_499
	flat_load_dword v40, v[84:85] offset:1048
.LBB0_499:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_501
	flat_load_dword v41, v[84:85] offset:1052
.LBB0_501:
	s_or_b64 exec, exec, s[2:3]
.LBB0_502:
	s_or_b64 exec, exec, s[98:99]
.LBB0_503:
	s_or_b64 exec, exec, s[94:95]
	v_lshl_add_u64 v[4:5], v[86:87], 0, s[82:83]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	v_mov_b32_e32 v64, 0xff800000
	v_mov_b32_e32 v65, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_525
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[84:85]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_506
	flat_load_dwordx4 v[58:61], v[84:85] offset:2048
	flat_load_dwordx4 v[62:65], v[84:85] offset:2064
.LBB0_506:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_524
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[52:53], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[54:55], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	v_lshl_add_u64 v[56:57], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[58:59], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[60:61], v[88:89], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[60:61], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[58:59], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[64:65], s[42:43]
	v_cmp_lt_u64_e64 s[10:11], v[56:57], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[54:55], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[52:53], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[62:63], s[40:41]
	v_mov_b64_e32 v[60:61], s[38:39]
	v_mov_b64_e32 v[58:59], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_509
	flat_load_dword v2, v[84:85] offset:2048
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
.LBB0_509:
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
	s_cbranch_execz .LBB0_511
	flat_load_dword v59, v[84:85] offset:2052
.LBB0_511:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_513
	flat_load_dword v60, v[84:85] offset:2056
.LBB0_513:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_515
	flat_load_dword v61, v[84:85] offset:2060
.LBB0_515:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_517
	flat_load_dword v62, v[84:85] offset:2064
.LBB0_517:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_519
	flat_load_dword v63, v[84:85] offset:2068
.LBB0_519:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_521
	flat_load_dword v64, v[84:85] offset:2072
.LBB0_521:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_523
	flat_load_dword v65, v[84:85] offset:2076
.LBB0_523:
	s_or_b64 exec, exec, s[2:3]
.LBB0_524:
	s_or_b64 exec, exec, s[98:99]
.LBB0_525:
	s_or_b64 exec, exec, s[94:95]
	v_cmp_gt_u64_e32 vcc, s[22:23], v[86:87]
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	s_and_saveexec_b64 s[94:95], vcc
	s_cbranch_execz .LBB0_547
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[96:97]
	v_cmp_le_u64_e32 vcc, v[4:5], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_528
	flat_load_dwordx4 v[50:53], v[84:85] offset:3072
	flat_load_dwordx4 v[54:57], v[84:85] offset:3088
.LBB0_528:
	s_andn2_saveexec_b64 s[98:99], s[2:3]
	s_cbranch_execz .LBB0_546
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[4:5], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[6:7], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[8:9], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[50:51], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[52:53], v[88:89], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[54:55], v[88:89], 0, s[2:3]
	v_lshl_add_u64 v[56:57], v[88:89], 0, s[70:71]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[88:89], v[88:89], 0, s[72:73]
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
	v_cmp_lt_u64_e64 s[14:15], v[88:89], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[8:9], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[6:7], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[4:5], v[76:77]
	v_mov_b64_e32 v[54:55], s[40:41]
	v_mov_b64_e32 v[52:53], s[38:39]
	v_mov_b64_e32 v[50:51], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_531
	flat_load_dword v2, v[84:85] offset:3072
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
.LBB0_531:
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
	s_cbranch_execz .LBB0_533
	flat_load_dword v51, v[84:85] offset:3076
.LBB0_533:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 2, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_535
	flat_load_dword v52, v[84:85] offset:3080
.LBB0_535:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 3, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_537
	flat_load_dword v53, v[84:85] offset:3084
.LBB0_537:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 4, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_539
	flat_load_dword v54, v[84:85] offset:3088
.LBB0_539:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 5, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_541
	flat_load_dword v55, v[84:85] offset:3092
.LBB0_541:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v4, 6, v2
	v_and_b32_e32 v4, 1, v4
	v_cmp_eq_u32_e32 vcc, 1, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_543
	flat_load_dword v56, v[84:85] offset:3096
.LBB0_543:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v2, 7, v2
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_545
	flat_load_dword v57, v[84:85] offset:3100
.LBB0_545:
	s_or_b64 exec, exec, s[2:3]
.LBB0_546:
	s_or_b64 exec, exec, s[98:99]
.LBB0_547:
	s_or_b64 exec, exec, s[94:95]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_max_f32_e32 v2, v11, v33
	v_cmp_o_f32_e32 vcc, v11, v33
	v_max_f32_e32 v4, v10, v32
	v_cmp_o_f32_e64 s[2:3], v10, v32
	v_cndmask_b32_e32 v2, v90, v2, vcc
	v_max_f32_e32 v5, v13, v31
	v_cmp_o_f32_e64 s[4:5], v13, v31
	v_cndmask_b32_e64 v4, v90, v4, s[2:3]
	v_max_f32_e32 v32, v2, v25
	v_cmp_o_f32_e32 vcc, v2, v25
	v_max_f32_e32 v6, v12, v30
	v_cmp_o_f32_e64 s[6:7], v12, v30
	v_cndmask_b32_e64 v5, v90, v5, s[4:5]
	v_max_f32_e32 v2, v4, v24
	v_cndmask_b32_e32 v25, v90, v32, vcc
	v_cmp_o_f32_e32 vcc, v4, v24
	v_max_f32_e32 v7, v15, v29
	v_cmp_o_f32_e64 s[8:9], v15, v29
	v_cndmask_b32_e64 v6, v90, v6, s[6:7]
	v_max_f32_e32 v31, v5, v23
	v_cndmask_b32_e32 v2, v90, v2, vcc
	v_cmp_o_f32_e32 vcc, v5, v23
	v_max_f32_e32 v8, v14, v28
	v_cmp_o_f32_e64 s[10:11], v14, v28
	v_cndmask_b32_e64 v7, v90, v7, s[8:9]
	v_max_f32_e32 v30, v6, v22
	v_cndmask_b32_e32 v23, v90, v31, vcc
	v_cmp_o_f32_e32 vcc, v6, v22
	v_max_f32_e32 v9, v1, v27
	v_cmp_o_f32_e64 s[12:13], v1, v27
	v_cndmask_b32_e64 v8, v90, v8, s[10:11]
	v_max_f32_e32 v29, v7, v21
	v_cndmask_b32_e32 v22, v90, v30, vcc
	v_cmp_o_f32_e32 vcc, v7, v21
	v_max_f32_e32 v17, v16, v26
	v_cmp_o_f32_e64 s[14:15], v16, v26
	v_cndmask_b32_e64 v9, v90, v9, s[12:13]
	v_max_f32_e32 v28, v8, v20
	v_cndmask_b32_e32 v21, v90, v29, vcc
	v_cmp_o_f32_e32 vcc, v8, v20
	v_cndmask_b32_e64 v17, v90, v17, s[14:15]
	v_max_f32_e32 v27, v9, v19
	v_cndmask_b32_e32 v20, v90, v28, vcc
	v_cmp_o_f32_e32 vcc, v9, v19
	v_max_f32_e32 v26, v17, v18
	v_max_f32_e32 v9, v20, v44
	v_cndmask_b32_e32 v19, v90, v27, vcc
	v_cmp_o_f32_e32 vcc, v17, v18
	v_max_f32_e32 v17, v19, v43
	v_max_f32_e32 v8, v21, v45
	v_cndmask_b32_e32 v18, v90, v26, vcc
	v_max_f32_e32 v24, v18, v42
	v_cmp_o_f32_e32 vcc, v18, v42
	v_max_f32_e32 v7, v22, v46
	v_max_f32_e32 v6, v23, v47
	v_cndmask_b32_e32 v18, v90, v24, vcc
	v_cmp_o_f32_e32 vcc, v19, v43
	v_max_f32_e32 v4, v25, v49
	v_max_f32_e32 v5, v2, v48
	v_cndmask_b32_e32 v17, v90, v17, vcc
	v_cmp_o_f32_e32 vcc, v20, v44
	v_max_f32_e32 v19, v17, v35
	v_max_f32_e32 v24, v18, v34
	v_cndmask_b32_e32 v9, v90, v9, vcc
	v_cmp_o_f32_e32 vcc, v21, v45
	v_max_f32_e32 v20, v9, v36
	s_add_u32 s54, s54, 0x800
	v_cndmask_b32_e32 v8, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v22, v46
	v_max_f32_e32 v21, v8, v37
	s_addc_u32 s55, s55, 0
	v_cndmask_b32_e32 v7, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v23, v47
	v_max_f32_e32 v22, v7, v38
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[46:47]
	v_cndmask_b32_e32 v6, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v25, v49
	v_max_f32_e32 v23, v6, v39
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[92:93]
	v_cndmask_b32_e32 v4, v90, v4, vcc
	v_cmp_o_f32_e32 vcc, v2, v48
	v_max_f32_e32 v25, v4, v41
	s_nop 0
	v_cndmask_b32_e32 v2, v90, v5, vcc
	v_max_f32_e32 v5, v2, v40
	v_cmp_o_f32_e32 vcc, v2, v40
	s_nop 1
	v_cndmask_b32_e32 v2, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v6, v39
	v_max_f32_e32 v5, v2, v64
	s_nop 0
	v_cndmask_b32_e32 v6, v90, v23, vcc
	v_cmp_o_f32_e32 vcc, v7, v38
	v_max_f32_e32 v23, v6, v63
	s_nop 0
	v_cndmask_b32_e32 v7, v90, v22, vcc
	v_cmp_o_f32_e32 vcc, v8, v37
	v_max_f32_e32 v22, v7, v62
	s_nop 0
	v_cndmask_b32_e32 v8, v90, v21, vcc
	v_cmp_o_f32_e32 vcc, v9, v36
	v_max_f32_e32 v21, v8, v61
	s_nop 0
	v_cndmask_b32_e32 v9, v90, v20, vcc
	v_cmp_o_f32_e32 vcc, v17, v35
	v_max_f32_e32 v20, v9, v60
	s_nop 0
	v_cndmask_b32_e32 v17, v90, v19, vcc
	v_cmp_o_f32_e32 vcc, v18, v34
	v_max_f32_e32 v19, v17, v59
	s_nop 0
	v_cndmask_b32_e32 v18, v90, v24, vcc
	v_cmp_o_f32_e32 vcc, v4, v41
	v_max_f32_e32 v24, v18, v58
	s_nop 0
	v_cndmask_b32_e32 v4, v90, v25, vcc
	v_max_f32_e32 v25, v4, v65
	v_cmp_o_f32_e32 vcc, v4, v65
	s_nop 1
	v_cndmask_b32_e32 v4, v90, v25, vcc
	v_cmp_o_f32_e32 vcc, v2, v64
	s_nop 1
	v_cndmask_b32_e32 v2, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v6, v63
	s_nop 1
	v_cndmask_b32_e32 v5, v90, v23, vcc
	v_cmp_o_f32_e32 vcc, v7, v62
	s_nop 1
	v_cndmask_b32_e32 v6, v90, v22, vcc
	v_cmp_o_f32_e32 vcc, v8, v61
	s_nop 1
	v_cndmask_b32_e32 v7, v90, v21, vcc
	v_cmp_o_f32_e32 vcc, v9, v60
	s_nop 1
	v_cndmask_b32_e32 v8, v90, v20, vcc
	v_cmp_o_f32_e32 vcc, v17, v59
	s_nop 1
	v_cndmask_b32_e32 v9, v90, v19, vcc
	v_cmp_o_f32_e32 vcc, v18, v58
	s_nop 1
	v_cndmask_b32_e32 v17, v90, v24, vcc
	v_max_f32_e32 v18, v17, v50
	v_cmp_o_f32_e32 vcc, v17, v50
	v_max_f32_e32 v17, v9, v51
	s_nop 0
	v_cndmask_b32_e32 v28, v90, v18, vcc
	v_cmp_o_f32_e32 vcc, v9, v51
	v_max_f32_e32 v9, v8, v52
	s_nop 0
	v_cndmask_b32_e32 v29, v90, v17, vcc
	v_cmp_o_f32_e32 vcc, v8, v52
	v_max_f32_e32 v8, v7, v53
	s_nop 0
	v_cndmask_b32_e32 v30, v90, v9, vcc
	v_cmp_o_f32_e32 vcc, v7, v53
	v_max_f32_e32 v7, v6, v54
	s_nop 0
	v_cndmask_b32_e32 v31, v90, v8, vcc
	v_cmp_o_f32_e32 vcc, v6, v54
	v_max_f32_e32 v6, v5, v55
	s_nop 0
	v_cndmask_b32_e32 v32, v90, v7, vcc
	v_cmp_o_f32_e32 vcc, v5, v55
	v_max_f32_e32 v5, v2, v56
	s_nop 0
	v_cndmask_b32_e32 v33, v90, v6, vcc
	v_cmp_o_f32_e32 vcc, v2, v56
	v_max_f32_e32 v2, v4, v57
	s_nop 0
	v_cndmask_b32_e32 v34, v90, v5, vcc
	v_cmp_o_f32_e32 vcc, v4, v57
	s_nop 1
	v_cndmask_b32_e32 v35, v90, v2, vcc
	s_branch .LBB0_371
.LBB0_548:
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
	v_xor_b32_e32 v102, 64, v0
	v_cndmask_b32_e32 v5, v3, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v13
	v_xor_b32_e32 v103, 32, v0
	v_xor_b32_e32 v104, 16, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_max_f32_e32 v6, v1, v5
	v_cmp_o_f32_e32 vcc, v1, v5
	v_max_f32_e32 v5, v4, v2
	v_xor_b32_e32 v105, 8, v0
	v_cndmask_b32_e32 v1, v3, v6, vcc
	v_cmp_o_f32_e32 vcc, v4, v2
	v_xor_b32_e32 v106, 4, v0
	s_mov_b32 s36, 0xff800000
	v_cndmask_b32_e32 v2, v3, v5, vcc
	v_max_f32_e32 v4, v2, v1
	v_cmp_o_f32_e32 vcc, v2, v1
	v_mov_b32_e32 v36, 0
	s_movk_i32 s30, 0xf000
	v_cndmask_b32_e32 v1, v3, v4, vcc
	v_div_scale_f32 v2, s[0:1], s24, s24, v1
	v_rcp_f32_e32 v4, v2
	s_movk_i32 s44, 0xff40
	s_movk_i32 s48, 0xf400
	s_movk_i32 s86, 0xff60
	v_fma_f32 v5, -v2, v4, 1.0
	v_fmac_f32_e32 v4, v5, v4
	v_div_scale_f32 v5, vcc, v1, s24, v1
	v_mul_f32_e32 v6, v5, v4
	v_fma_f32 v7, -v2, v6, v5
	v_fmac_f32_e32 v6, v7, v4
	v_fma_f32 v2, -v2, v6, v5
	v_div_fmas_f32 v2, v2, v4, v6
	v_div_fixup_f32 v1, v2, s24, v1
	ds_bpermute_b32 v2, v102, v1
	s_movk_i32 s88, 0xf800
	s_movk_i32 s98, 0xff80
	s_movk_i32 s0, 0xfc00
	s_movk_i32 s94, 0xffa0
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_movk_i32 s22, 0xffc0
	s_movk_i32 s54, 0xffe0
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v103, v1
	s_mov_b32 s25, s24
	s_mov_b32 s33, s24
	s_mov_b32 s71, s24
	s_mov_b32 s73, s24
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s75, s24
	s_mov_b32 s77, s24
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v104, v1
	s_mov_b32 s79, s24
	s_mov_b32 s81, s24
	s_mov_b64 s[68:69], 0
	s_mov_b32 s31, -1
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s45, -1
	s_mov_b64 s[46:47], 0x129
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v2, v105, v1
	s_mov_b32 s49, -1
	s_mov_b64 s[50:51], 0x108
	s_mov_b64 s[52:53], 0x100
	s_mov_b64 s[66:67], 0x106
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v4, v1, v2
	v_cmp_o_f32_e32 vcc, v1, v2
	s_mov_b32 s83, 0xc2b00000
	s_mov_b32 s70, 0x4b40007f
	v_cndmask_b32_e32 v1, v3, v4, vcc
	ds_bpermute_b32 v0, v106, v1
	s_mov_b32 s72, 0x3fb8aa3b
	s_mov_b32 s74, 0xcb40007f
	s_mov_b32 s76, 0x3c1e74a1
	s_mov_b32 s78, 0x3aadf1bd
	s_waitcnt lgkmcnt(0)
	v_max_f32_e32 v2, v1, v0
	v_cmp_o_f32_e32 vcc, v1, v0
	s_mov_b32 s80, 0x3d635b64
	s_mov_b32 s82, 0x3e75fce0
	v_cndmask_b32_e32 v101, v3, v2, vcc
	v_cmp_neq_f32_e32 vcc, s36, v101
	s_mov_b32 s84, 0x3f317215
	s_mov_b32 s85, 0xc3000000
	v_cndmask_b32_e32 v0, 0, v101, vcc
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v0
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v5, v0
	s_mov_b32 s87, -1
	s_mov_b32 s89, -1
	s_mov_b64 s[90:91], 0x208
	v_mov_b32_e32 v42, v36
	v_mov_b32_e32 v38, v36
	v_mov_b32_e32 v32, v36
	v_mov_b32_e32 v46, v36
	v_mov_b32_e32 v44, v36
	v_mov_b32_e32 v40, v36
	v_mov_b32_e32 v34, v36
	v_mov_b32_e32 v37, v36
	v_mov_b32_e32 v43, v36
	v_mov_b32_e32 v39, v36
	v_mov_b32_e32 v33, v36
	v_mov_b32_e32 v47, v36
	v_mov_b32_e32 v45, v36
	v_mov_b32_e32 v41, v36
	v_mov_b32_e32 v35, v36
	v_mov_b32_e32 v107, 0xc2b00000
	v_mov_b32_e32 v108, 0xc3000000
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v9, 0xff800000
	s_mov_b32 s99, -1
	s_mov_b32 s1, -1
	s_mov_b64 s[92:93], 0x308
	s_mov_b32 s95, -1
	s_mov_b64 s[96:97], 0x408
	s_mov_b32 s23, -1
	s_mov_b64 s[16:17], 0x508
	s_mov_b32 s55, -1
	s_mov_b64 s[56:57], 0x608
	s_mov_b64 s[58:59], 0x708
	s_mov_b64 s[60:61], 0x2000
	s_branch .LBB0_550
.LBB0_549:
	s_cbranch_execnz .LBB0_726
.LBB0_550:
	v_lshl_add_u64 v[98:99], v[78:79], 0, s[68:69]
	v_lshl_add_u64 v[10:11], v[98:99], 0, 8
	v_lshl_add_u64 v[24:25], v[82:83], 0, s[30:31]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_552
	flat_load_dwordx4 v[20:23], v[24:25] offset:16
	flat_load_dwordx4 v[16:19], v[24:25]
.LBB0_552:
	s_andn2_saveexec_b64 s[62:63], s[2:3]
	s_cbranch_execz .LBB0_570
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v16, 4, v98
	v_mov_b32_e32 v17, v99
	v_or_b32_e32 v18, 5, v98
	v_mov_b32_e32 v19, v99
	v_or_b32_e32 v20, 7, v98
	v_mov_b32_e32 v21, v99
	v_or_b32_e32 v22, 6, v98
	v_mov_b32_e32 v23, v99
	s_mov_b32 s37, s36
	v_or_b32_e32 v10, 1, v98
	v_mov_b32_e32 v11, v99
	v_or_b32_e32 v12, 3, v98
	v_mov_b32_e32 v13, v99
	v_or_b32_e32 v14, 2, v98
	v_mov_b32_e32 v15, v99
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
	v_cmp_lt_u64_e32 vcc, v[98:99], v[76:77]
	v_mov_b64_e32 v[18:19], s[38:39]
	v_mov_b64_e32 v[20:21], s[40:41]
	v_mov_b64_e32 v[22:23], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_555
	flat_load_dword v8, v[24:25]
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
.LBB0_555:
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
	s_cbranch_execz .LBB0_557
	flat_load_dword v17, v[24:25] offset:4
.LBB0_557:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_559
	flat_load_dword v18, v[24:25] offset:8
.LBB0_559:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_561
	flat_load_dword v19, v[24:25] offset:12
.LBB0_561:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_563
	flat_load_dword v20, v[24:25] offset:16
.LBB0_563:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_565
	flat_load_dword v21, v[24:25] offset:20
.LBB0_565:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_567
	flat_load_dword v22, v[24:25] offset:24
.LBB0_567:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_569
	flat_load_dword v23, v[24:25] offset:28
.LBB0_569:
	s_or_b64 exec, exec, s[2:3]
.LBB0_570:
	s_or_b64 exec, exec, s[62:63]
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
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_592
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[50:51]
	v_lshl_add_u64 v[48:49], v[82:83], 0, s[48:49]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_573
	flat_load_dwordx4 v[24:27], v[48:49]
	flat_load_dwordx4 v[28:31], v[48:49] offset:16
.LBB0_573:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_591
	s_mov_b64 s[2:3], 0x101
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x103
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x102
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x104
	v_lshl_add_u64 v[26:27], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x105
	v_lshl_add_u64 v[28:29], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x107
	v_lshl_add_u64 v[30:31], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[52:53]
	v_lshl_add_u64 v[50:51], v[98:99], 0, s[66:67]
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
	s_cbranch_execz .LBB0_576
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
.LBB0_576:
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
	s_cbranch_execz .LBB0_578
	flat_load_dword v25, v[48:49] offset:4
.LBB0_578:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_580
	flat_load_dword v26, v[48:49] offset:8
.LBB0_580:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_582
	flat_load_dword v27, v[48:49] offset:12
.LBB0_582:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_584
	flat_load_dword v28, v[48:49] offset:16
.LBB0_584:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_586
	flat_load_dword v29, v[48:49] offset:20
.LBB0_586:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_588
	flat_load_dword v30, v[48:49] offset:24
.LBB0_588:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_590
	flat_load_dword v31, v[48:49] offset:28
.LBB0_590:
	s_or_b64 exec, exec, s[2:3]
.LBB0_591:
	s_or_b64 exec, exec, s[64:65]
.LBB0_592:
	s_or_b64 exec, exec, s[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v10, v8
	v_div_scale_f32 v11, vcc, v17, s33, v17
	s_cmp_eq_u64 s[68:69], 0x800
	v_fma_f32 v12, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v12, v10
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_div_scale_f32 v13, s[2:3], s25, s25, v16
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
	v_div_scale_f32 v12, s[2:3], s73, s73, v19
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
	v_div_scale_f32 v14, s[2:3], s71, s71, v18
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
	v_div_scale_f32 v15, s[2:3], s77, s77, v21
	v_rcp_f32_e32 v49, v15
	v_fma_f32 v12, -v14, v13, v12
	v_div_fmas_f32 v12, v12, v48, v13
	v_fma_f32 v13, -v15, v49, 1.0
	v_fmac_f32_e32 v49, v13, v49
	v_div_scale_f32 v13, vcc, v21, s77, v21
	v_mul_f32_e32 v14, v13, v49
	v_fma_f32 v48, -v15, v14, v13
	v_fmac_f32_e32 v14, v48, v49
	v_div_scale_f32 v48, s[2:3], s75, s75, v20
	v_rcp_f32_e32 v50, v48
	v_fma_f32 v13, -v15, v14, v13
	v_div_fmas_f32 v13, v13, v49, v14
	v_fma_f32 v14, -v48, v50, 1.0
	v_fmac_f32_e32 v50, v14, v50
	v_div_scale_f32 v14, vcc, v20, s75, v20
	v_mul_f32_e32 v15, v14, v50
	v_fma_f32 v49, -v48, v15, v14
	v_fmac_f32_e32 v15, v49, v50
	v_div_scale_f32 v49, s[2:3], s81, s81, v23
	v_rcp_f32_e32 v51, v49
	v_fma_f32 v14, -v48, v15, v14
	v_div_fmas_f32 v14, v14, v50, v15
	v_fma_f32 v15, -v49, v51, 1.0
	v_fmac_f32_e32 v51, v15, v51
	v_div_scale_f32 v15, vcc, v23, s81, v23
	v_mul_f32_e32 v48, v15, v51
	v_fma_f32 v50, -v49, v48, v15
	v_fmac_f32_e32 v48, v50, v51
	v_div_scale_f32 v50, s[2:3], s79, s79, v22
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
	v_div_scale_f32 v11, s[2:3], s81, s81, v31
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
	v_div_scale_f32 v15, s[2:3], s79, s79, v30
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
	v_div_scale_f32 v14, s[2:3], s77, s77, v29
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
	v_div_scale_f32 v16, s[2:3], s75, s75, v28
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
	v_div_scale_f32 v17, s[2:3], s73, s73, v27
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
	v_div_scale_f32 v18, s[2:3], s71, s71, v26
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
	v_div_scale_f32 v19, s[2:3], s33, s33, v25
	v_rcp_f32_e32 v21, v19
	v_fma_f32 v16, -v18, v17, v16
	v_div_fmas_f32 v16, v16, v20, v17
	v_div_fixup_f32 v59, v16, s71, v26
	v_fma_f32 v17, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v17, v21
	v_div_scale_f32 v17, vcc, v25, s33, v25
	v_mul_f32_e32 v18, v17, v21
	v_fma_f32 v20, -v19, v18, v17
	v_fmac_f32_e32 v18, v20, v21
	v_div_scale_f32 v20, s[2:3], s25, s25, v24
	v_rcp_f32_e32 v22, v20
	v_fma_f32 v17, -v19, v18, v17
	v_div_fmas_f32 v17, v17, v21, v18
	v_div_fixup_f32 v60, v17, s33, v25
	v_fma_f32 v18, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v18, v22
	v_div_scale_f32 v18, vcc, v24, s25, v24
	v_mul_f32_e32 v19, v18, v22
	v_fma_f32 v21, -v20, v19, v18
	v_fmac_f32_e32 v19, v21, v22
	v_fma_f32 v18, -v20, v19, v18
	v_div_fmas_f32 v18, v18, v22, v19
	v_sub_f32_e32 v20, v10, v0
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_div_fixup_f32 v58, v15, s73, v27
	v_div_fixup_f32 v61, v18, s25, v24
	v_cndmask_b32_e32 v11, v107, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v20
	v_sub_f32_e32 v24, v49, v3
	v_sub_f32_e32 v28, v51, v5
	v_cndmask_b32_e32 v10, v107, v20, vcc
	v_pk_fma_f32 v[16:17], v[10:11], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[14:15], v[16:17], s[74:75] op_sel_hi:[1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[10:11], s[72:73], v[14:15] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[14:15], s[76:77]
	v_pk_fma_f32 v[18:19], v[10:11], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[18:19], v[18:19], v[10:11], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[10:11], v[18:19], v[10:11], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v19, 23, v17
	v_lshlrev_b32_e32 v18, 23, v16
	v_pk_fma_f32 v[16:17], v[10:11], v[18:19], v[36:37]
	v_pk_mul_f32 v[10:11], v[10:11], v[18:19]
	v_cndmask_b32_e32 v19, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v20
	v_sub_f32_e32 v8, v50, v2
	v_sub_f32_e32 v36, v53, v7
	v_cndmask_b32_e32 v18, v108, v20, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v24
	v_pk_fma_f32 v[10:11], v[10:11], v[18:19], v[46:47]
	s_nop 0
	v_cndmask_b32_e32 v19, v107, v24, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v18, v107, v8, vcc
	v_pk_fma_f32 v[20:21], v[18:19], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v24
	v_pk_add_f32 v[22:23], v[20:21], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v21, 23, v21
	v_pk_fma_f32 v[18:19], v[18:19], s[72:73], v[22:23] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v20, 23, v20
	v_pk_fma_f32 v[22:23], v[18:19], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[22:23], v[18:19], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[18:19], v[22:23], v[18:19], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[22:23], v[18:19], v[20:21], v[42:43]
	v_pk_mul_f32 v[18:19], v[18:19], v[20:21]
	v_cndmask_b32_e32 v21, v108, v24, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	s_nop 1
	v_cndmask_b32_e32 v20, v108, v8, vcc
	v_sub_f32_e32 v8, v52, v4
	v_cmp_ngt_f32_e32 vcc, s83, v28
	v_pk_fma_f32 v[18:19], v[18:19], v[20:21], v[44:45]
	s_nop 0
	v_cndmask_b32_e32 v21, v107, v28, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v20, v107, v8, vcc
	v_pk_fma_f32 v[24:25], v[20:21], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v28
	v_pk_add_f32 v[26:27], v[24:25], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v25, 23, v25
	v_pk_fma_f32 v[20:21], v[20:21], s[72:73], v[26:27] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v24, 23, v24
	v_pk_fma_f32 v[26:27], v[20:21], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[26:27], v[20:21], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[26:27], v[20:21], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[26:27], v[20:21], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[20:21], v[26:27], v[20:21], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[20:21], v[24:25], v[38:39]
	v_pk_mul_f32 v[20:21], v[20:21], v[24:25]
	v_cndmask_b32_e32 v25, v108, v28, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v108, v8, vcc
	v_sub_f32_e32 v8, v48, v6
	v_cmp_ngt_f32_e32 vcc, s83, v36
	v_pk_fma_f32 v[20:21], v[20:21], v[24:25], v[40:41]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_pk_fma_f32 v[28:29], v[24:25], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v36
	v_pk_add_f32 v[30:31], v[28:29], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v29, 23, v29
	v_pk_fma_f32 v[24:25], v[24:25], s[72:73], v[30:31] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v28, 23, v28
	v_pk_fma_f32 v[30:31], v[24:25], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[30:31], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[24:25], v[28:29], v[32:33]
	v_pk_mul_f32 v[24:25], v[24:25], v[28:29]
	v_cndmask_b32_e32 v29, v108, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_sub_f32_e32 v36, v54, v7
	s_nop 0
	v_cndmask_b32_e32 v28, v108, v8, vcc
	v_sub_f32_e32 v8, v55, v6
	v_cmp_ngt_f32_e32 vcc, s83, v36
	v_pk_fma_f32 v[24:25], v[24:25], v[28:29], v[34:35]
	s_nop 0
	v_cndmask_b32_e32 v29, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v28, v107, v8, vcc
	v_pk_fma_f32 v[32:33], v[28:29], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v36
	v_pk_add_f32 v[34:35], v[32:33], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v33, 23, v33
	v_pk_fma_f32 v[28:29], v[28:29], s[72:73], v[34:35] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v32, 23, v32
	v_pk_fma_f32 v[34:35], v[28:29], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[28:29], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[28:29], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[34:35], v[28:29], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[64:65], v[28:29], v[32:33], v[30:31]
	v_pk_mul_f32 v[28:29], v[28:29], v[32:33]
	v_cndmask_b32_e32 v31, v108, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_sub_f32_e32 v32, v56, v5
	s_nop 0
	v_cndmask_b32_e32 v30, v108, v8, vcc
	v_sub_f32_e32 v8, v57, v4
	v_cmp_ngt_f32_e32 vcc, s83, v32
	v_pk_fma_f32 v[84:85], v[28:29], v[30:31], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v32, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_pk_fma_f32 v[28:29], v[24:25], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v32
	v_pk_add_f32 v[30:31], v[28:29], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v29, 23, v29
	v_pk_fma_f32 v[24:25], v[24:25], s[72:73], v[30:31] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v28, 23, v28
	v_pk_fma_f32 v[30:31], v[24:25], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[30:31], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[86:87], v[24:25], v[28:29], v[26:27]
	v_pk_mul_f32 v[24:25], v[24:25], v[28:29]
	v_cndmask_b32_e32 v27, v108, v32, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_sub_f32_e32 v28, v58, v3
	s_nop 0
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v59, v2
	v_cmp_ngt_f32_e32 vcc, s83, v28
	v_pk_fma_f32 v[88:89], v[24:25], v[26:27], v[20:21]
	s_nop 0
	v_cndmask_b32_e32 v21, v107, v28, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v20, v107, v8, vcc
	v_pk_fma_f32 v[24:25], v[20:21], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v28
	v_pk_add_f32 v[26:27], v[24:25], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v25, 23, v25
	v_pk_fma_f32 v[20:21], v[20:21], s[72:73], v[26:27] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v24, 23, v24
	v_pk_fma_f32 v[26:27], v[20:21], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[26:27], v[20:21], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[26:27], v[20:21], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[26:27], v[20:21], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[20:21], v[26:27], v[20:21], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[90:91], v[20:21], v[24:25], v[22:23]
	v_cndmask_b32_e32 v23, v108, v28, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_mul_f32 v[20:21], v[20:21], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v22, v108, v8, vcc
	v_pk_fma_f32 v[92:93], v[20:21], v[22:23], v[18:19]
	v_sub_f32_e32 v22, v60, v1
	v_sub_f32_e32 v8, v61, v0
	v_cmp_ngt_f32_e32 vcc, s83, v22
	s_nop 1
	v_cndmask_b32_e32 v19, v107, v22, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v18, v107, v8, vcc
	v_pk_fma_f32 v[12:13], v[18:19], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v22
	v_pk_add_f32 v[20:21], v[12:13], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v13, 23, v13
	v_pk_fma_f32 v[18:19], v[18:19], s[72:73], v[20:21] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v12, 23, v12
	v_pk_fma_f32 v[14:15], v[18:19], s[78:79], v[14:15] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[14:15], v[18:19], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[94:95], v[14:15], v[12:13], v[16:17]
	v_pk_mul_f32 v[12:13], v[14:15], v[12:13]
	v_cndmask_b32_e32 v15, v108, v22, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	s_nop 1
	v_cndmask_b32_e32 v14, v108, v8, vcc
	v_pk_fma_f32 v[96:97], v[12:13], v[14:15], v[10:11]
	s_cbranch_scc1 .LBB0_549
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[86:87]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v24, 0xff800000
	v_mov_b32_e32 v40, 0xff800000
	v_mov_b32_e32 v41, 0xff800000
	v_mov_b32_e32 v42, 0xff800000
	v_mov_b32_e32 v43, 0xff800000
	v_mov_b32_e32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_mov_b32_e32 v46, 0xff800000
	v_mov_b32_e32 v47, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_615
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[90:91]
	v_lshl_add_u64 v[16:17], v[82:83], 0, s[88:89]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_596
	flat_load_dwordx4 v[40:43], v[16:17]
	flat_load_dwordx4 v[44:47], v[16:17] offset:16
.LBB0_596:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_614
	s_mov_b64 s[2:3], 0x200
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x201
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x203
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x202
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x204
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x205
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x207
	v_lshl_add_u64 v[26:27], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x206
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[28:29], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[46:47], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[28:29], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[26:27], v[76:77]
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
	s_cbranch_execz .LBB0_599
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
.LBB0_599:
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
	s_cbranch_execz .LBB0_601
	flat_load_dword v41, v[16:17] offset:4
.LBB0_601:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_603
	flat_load_dword v42, v[16:17] offset:8
.LBB0_603:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_605
	flat_load_dword v43, v[16:17] offset:12
.LBB0_605:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_607
	flat_load_dword v44, v[16:17] offset:16
.LBB0_607:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_609
	flat_load_dword v45, v[16:17] offset:20
.LBB0_609:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_611
	flat_load_dword v46, v[16:17] offset:24
.LBB0_611:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_613
	flat_load_dword v47, v[16:17] offset:28
.LBB0_613:
	s_or_b64 exec, exec, s[2:3]
.LBB0_614:
	s_or_b64 exec, exec, s[64:65]
.LBB0_615:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[98:99]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v25, 0xff800000
	v_mov_b32_e32 v26, 0xff800000
	v_mov_b32_e32 v27, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v30, 0xff800000
	v_mov_b32_e32 v31, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_637
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[92:93]
	v_lshl_add_u64 v[16:17], v[82:83], 0, s[0:1]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_618
	flat_load_dwordx4 v[24:27], v[16:17]
	flat_load_dwordx4 v[28:31], v[16:17] offset:16
.LBB0_618:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_636
	s_mov_b64 s[2:3], 0x300
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x301
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x303
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x302
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x304
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x305
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x307
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x306
	v_lshl_add_u64 v[26:27], v[98:99], 0, s[2:3]
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
	s_cbranch_execz .LBB0_621
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
.LBB0_621:
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
	s_cbranch_execz .LBB0_623
	flat_load_dword v25, v[16:17] offset:4
.LBB0_623:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_625
	flat_load_dword v26, v[16:17] offset:8
.LBB0_625:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_627
	flat_load_dword v27, v[16:17] offset:12
.LBB0_627:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_629
	flat_load_dword v28, v[16:17] offset:16
.LBB0_629:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_631
	flat_load_dword v29, v[16:17] offset:20
.LBB0_631:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_633
	flat_load_dword v30, v[16:17] offset:24
.LBB0_633:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_635
	flat_load_dword v31, v[16:17] offset:28
.LBB0_635:
	s_or_b64 exec, exec, s[2:3]
.LBB0_636:
	s_or_b64 exec, exec, s[64:65]
.LBB0_637:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[94:95]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v32, 0xff800000
	v_mov_b32_e32 v48, 0xff800000
	v_mov_b32_e32 v49, 0xff800000
	v_mov_b32_e32 v50, 0xff800000
	v_mov_b32_e32 v51, 0xff800000
	v_mov_b32_e32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_mov_b32_e32 v54, 0xff800000
	v_mov_b32_e32 v55, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_659
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[96:97]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_640
	flat_load_dwordx4 v[48:51], v[82:83]
	flat_load_dwordx4 v[52:55], v[82:83] offset:16
.LBB0_640:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_658
	s_mov_b64 s[2:3], 0x400
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x401
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x403
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x402
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x404
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x405
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x407
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x406
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_lshl_add_u64 v[34:35], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b64_e32 v[54:55], s[42:43]
	v_cmp_lt_u64_e64 s[14:15], v[34:35], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[52:53], s[40:41]
	v_mov_b64_e32 v[50:51], s[38:39]
	v_mov_b64_e32 v[48:49], s[36:37]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_643
	flat_load_dword v8, v[82:83]
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
.LBB0_643:
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
	s_cbranch_execz .LBB0_645
	flat_load_dword v49, v[82:83] offset:4
.LBB0_645:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_647
	flat_load_dword v50, v[82:83] offset:8
.LBB0_647:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_649
	flat_load_dword v51, v[82:83] offset:12
.LBB0_649:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_651
	flat_load_dword v52, v[82:83] offset:16
.LBB0_651:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_653
	flat_load_dword v53, v[82:83] offset:20
.LBB0_653:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_655
	flat_load_dword v54, v[82:83] offset:24
.LBB0_655:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_657
	flat_load_dword v55, v[82:83] offset:28
.LBB0_657:
	s_or_b64 exec, exec, s[2:3]
.LBB0_658:
	s_or_b64 exec, exec, s[64:65]
.LBB0_659:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[22:23]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v33, 0xff800000
	v_mov_b32_e32 v34, 0xff800000
	v_mov_b32_e32 v35, 0xff800000
	v_mov_b32_e32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_mov_b32_e32 v38, 0xff800000
	v_mov_b32_e32 v39, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_681
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[16:17]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_662
	flat_load_dwordx4 v[32:35], v[82:83] offset:1024
	flat_load_dwordx4 v[36:39], v[82:83] offset:1040
.LBB0_662:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_680
	s_mov_b64 s[2:3], 0x500
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x501
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x503
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x502
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x504
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x505
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x507
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x506
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[32:33], v[98:99], 0, s[2:3]
	s_mov_b32 s37, s36
	v_cmp_lt_u64_e64 s[14:15], v[32:33], v[76:77]
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_mov_b64_e32 v[32:33], s[36:37]
	v_cmp_lt_u64_e64 s[12:13], v[22:23], v[76:77]
	v_cmp_lt_u64_e64 s[10:11], v[20:21], v[76:77]
	v_cmp_lt_u64_e64 s[8:9], v[18:19], v[76:77]
	v_cmp_lt_u64_e64 s[6:7], v[16:17], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[34:35], s[38:39]
	v_mov_b64_e32 v[36:37], s[40:41]
	v_mov_b64_e32 v[38:39], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_665
	flat_load_dword v8, v[82:83] offset:1024
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
.LBB0_665:
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
	s_cbranch_execz .LBB0_667
	flat_load_dword v33, v[82:83] offset:1028
.LBB0_667:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_669
	flat_load_dword v34, v[82:83] offset:1032
.LBB0_669:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_671
	flat_load_dword v35, v[82:83] offset:1036
.LBB0_671:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_673
	flat_load_dword v36, v[82:83] offset:1040
.LBB0_673:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_675
	flat_load_dword v37, v[82:83] offset:1044
.LBB0_675:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_677
	flat_load_dword v38, v[82:83] offset:1048
.LBB0_677:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_679
	flat_load_dword v39, v[82:83] offset:1052
.LBB0_679:
	s_or_b64 exec, exec, s[2:3]
.LBB0_680:
	s_or_b64 exec, exec, s[64:65]
.LBB0_681:
	s_or_b64 exec, exec, s[62:63]
	v_lshl_add_u64 v[10:11], v[80:81], 0, s[54:55]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[10:11]
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v56, 0xff800000
	v_mov_b32_e32 v57, 0xff800000
	v_mov_b32_e32 v58, 0xff800000
	v_mov_b32_e32 v59, 0xff800000
	v_mov_b32_e32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_mov_b32_e32 v62, 0xff800000
	v_mov_b32_e32 v63, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_703
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[56:57]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_684
	flat_load_dwordx4 v[56:59], v[82:83] offset:2048
	flat_load_dwordx4 v[60:63], v[82:83] offset:2064
.LBB0_684:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_702
	s_mov_b64 s[2:3], 0x600
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x601
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x603
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x602
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x604
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x605
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x607
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[56:57], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x606
	v_lshl_add_u64 v[58:59], v[98:99], 0, s[2:3]
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_cmp_lt_u64_e64 s[14:15], v[58:59], v[76:77]
	v_cmp_lt_u64_e64 s[12:13], v[56:57], v[76:77]
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	v_mov_b64_e32 v[62:63], s[42:43]
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
	s_cbranch_execz .LBB0_687
	flat_load_dword v8, v[82:83] offset:2048
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
.LBB0_687:
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
	s_cbranch_execz .LBB0_689
	flat_load_dword v57, v[82:83] offset:2052
.LBB0_689:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_691
	flat_load_dword v58, v[82:83] offset:2056
.LBB0_691:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_693
	flat_load_dword v59, v[82:83] offset:2060
.LBB0_693:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_695
	flat_load_dword v60, v[82:83] offset:2064
.LBB0_695:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_697
	flat_load_dword v61, v[82:83] offset:2068
.LBB0_697:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_699
	flat_load_dword v62, v[82:83] offset:2072
.LBB0_699:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_701
	flat_load_dword v63, v[82:83] offset:2076
.LBB0_701:
	s_or_b64 exec, exec, s[2:3]
.LBB0_702:
	s_or_b64 exec, exec, s[64:65]
.LBB0_703:
	s_or_b64 exec, exec, s[62:63]
	v_cmp_gt_u64_e32 vcc, s[46:47], v[80:81]
	v_mov_b32_e32 v17, 0xff800000
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0xff800000
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB0_725
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[58:59]
	v_cmp_le_u64_e32 vcc, v[10:11], v[76:77]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_706
	flat_load_dwordx4 v[16:19], v[82:83] offset:3072
	flat_load_dwordx4 v[20:23], v[82:83] offset:3088
.LBB0_706:
	s_andn2_saveexec_b64 s[64:65], s[2:3]
	s_cbranch_execz .LBB0_724
	s_mov_b64 s[2:3], 0x700
	v_lshl_add_u64 v[10:11], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x701
	v_lshl_add_u64 v[12:13], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x703
	v_lshl_add_u64 v[14:15], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x702
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x704
	v_lshl_add_u64 v[18:19], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x705
	v_lshl_add_u64 v[20:21], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x707
	v_lshl_add_u64 v[22:23], v[98:99], 0, s[2:3]
	s_mov_b64 s[2:3], 0x706
	s_mov_b32 s37, s36
	v_lshl_add_u64 v[98:99], v[98:99], 0, s[2:3]
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
	v_cmp_lt_u64_e64 s[14:15], v[98:99], v[76:77]
	v_cmp_lt_u64_e64 s[4:5], v[14:15], v[76:77]
	v_cmp_lt_u64_e64 s[2:3], v[12:13], v[76:77]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[76:77]
	v_mov_b64_e32 v[18:19], s[38:39]
	v_mov_b64_e32 v[20:21], s[40:41]
	v_mov_b64_e32 v[22:23], s[42:43]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_709
	flat_load_dword v8, v[82:83] offset:3072
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
.LBB0_709:
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
	s_cbranch_execz .LBB0_711
	flat_load_dword v17, v[82:83] offset:3076
.LBB0_711:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 2, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_713
	flat_load_dword v18, v[82:83] offset:3080
.LBB0_713:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 3, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_715
	flat_load_dword v19, v[82:83] offset:3084
.LBB0_715:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 4, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_717
	flat_load_dword v20, v[82:83] offset:3088
.LBB0_717:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 5, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_719
	flat_load_dword v21, v[82:83] offset:3092
.LBB0_719:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v10, 6, v8
	v_and_b32_e32 v10, 1, v10
	v_cmp_eq_u32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_721
	flat_load_dword v22, v[82:83] offset:3096
.LBB0_721:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b16_e32 v8, 7, v8
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_723
	flat_load_dword v23, v[82:83] offset:3100
.LBB0_723:
	s_or_b64 exec, exec, s[2:3]
.LBB0_724:
	s_or_b64 exec, exec, s[64:65]
.LBB0_725:
	s_or_b64 exec, exec, s[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_div_scale_f32 v8, s[2:3], s33, s33, v41
	v_rcp_f32_e32 v10, v8
	s_add_u32 s68, s68, 0x800
	s_addc_u32 s69, s69, 0
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[52:53]
	v_fma_f32 v11, -v8, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	v_div_scale_f32 v11, vcc, v41, s33, v41
	v_mul_f32_e32 v12, v11, v10
	v_fma_f32 v13, -v8, v12, v11
	v_fmac_f32_e32 v12, v13, v10
	v_fma_f32 v8, -v8, v12, v11
	v_div_fmas_f32 v8, v8, v10, v12
	v_div_scale_f32 v10, s[2:3], s25, s25, v40
	v_rcp_f32_e32 v11, v10
	v_div_fixup_f32 v8, v8, s33, v41
	v_sub_f32_e32 v8, v8, v1
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[60:61]
	v_fma_f32 v12, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v12, v11
	v_div_scale_f32 v12, vcc, v40, s25, v40
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v14, -v10, v13, v12
	v_fmac_f32_e32 v13, v14, v11
	v_fma_f32 v10, -v10, v13, v12
	v_div_fmas_f32 v10, v10, v11, v13
	v_div_scale_f32 v11, s[2:3], s73, s73, v43
	v_rcp_f32_e32 v12, v11
	s_nop 0
	v_fma_f32 v13, -v11, v12, 1.0
	v_fmac_f32_e32 v12, v13, v12
	v_div_scale_f32 v13, vcc, v43, s73, v43
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v15, -v11, v14, v13
	v_fmac_f32_e32 v14, v15, v12
	v_fma_f32 v11, -v11, v14, v13
	v_div_fmas_f32 v11, v11, v12, v14
	v_div_scale_f32 v12, s[2:3], s71, s71, v42
	v_rcp_f32_e32 v13, v12
	s_nop 0
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	v_div_scale_f32 v14, vcc, v42, s71, v42
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v98, -v12, v15, v14
	v_fmac_f32_e32 v15, v98, v13
	v_fma_f32 v12, -v12, v15, v14
	v_div_fmas_f32 v12, v12, v13, v15
	v_div_scale_f32 v13, s[2:3], s77, s77, v45
	v_rcp_f32_e32 v14, v13
	s_nop 0
	v_fma_f32 v15, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	v_div_scale_f32 v15, vcc, v45, s77, v45
	v_mul_f32_e32 v98, v15, v14
	v_fma_f32 v99, -v13, v98, v15
	v_fmac_f32_e32 v98, v99, v14
	v_fma_f32 v13, -v13, v98, v15
	v_div_fmas_f32 v13, v13, v14, v98
	v_div_scale_f32 v14, s[2:3], s75, s75, v44
	v_rcp_f32_e32 v15, v14
	v_div_fixup_f32 v41, v13, s77, v45
	v_sub_f32_e32 v41, v41, v5
	v_fma_f32 v98, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v98, v15
	v_div_scale_f32 v98, vcc, v44, s75, v44
	v_mul_f32_e32 v99, v98, v15
	v_fma_f32 v109, -v14, v99, v98
	v_fmac_f32_e32 v99, v109, v15
	v_fma_f32 v14, -v14, v99, v98
	v_div_fmas_f32 v98, v14, v15, v99
	v_div_scale_f32 v14, s[2:3], s81, s81, v47
	v_rcp_f32_e32 v15, v14
	s_nop 0
	v_fma_f32 v99, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v99, v15
	v_div_scale_f32 v99, vcc, v47, s81, v47
	v_mul_f32_e32 v109, v99, v15
	v_fma_f32 v110, -v14, v109, v99
	v_fmac_f32_e32 v109, v110, v15
	v_fma_f32 v14, -v14, v109, v99
	v_div_fmas_f32 v99, v14, v15, v109
	v_div_scale_f32 v14, s[2:3], s79, s79, v46
	v_rcp_f32_e32 v15, v14
	s_nop 0
	v_fma_f32 v109, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v109, v15
	v_div_scale_f32 v109, vcc, v46, s79, v46
	v_mul_f32_e32 v110, v109, v15
	v_fma_f32 v111, -v14, v110, v109
	v_fmac_f32_e32 v110, v111, v15
	v_fma_f32 v14, -v14, v110, v109
	v_div_fmas_f32 v109, v14, v15, v110
	v_div_fixup_f32 v14, v10, s25, v40
	v_div_fixup_f32 v40, v12, s71, v42
	v_div_scale_f32 v12, s[2:3], s81, s81, v31
	v_rcp_f32_e32 v13, v12
	v_div_fixup_f32 v15, v11, s73, v43
	v_div_fixup_f32 v42, v98, s75, v44
	v_div_fixup_f32 v11, v109, s79, v46
	v_fma_f32 v43, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v43, v13
	v_div_scale_f32 v43, vcc, v31, s81, v31
	v_mul_f32_e32 v44, v43, v13
	v_fma_f32 v45, -v12, v44, v43
	v_fmac_f32_e32 v44, v45, v13
	v_fma_f32 v12, -v12, v44, v43
	v_div_fmas_f32 v12, v12, v13, v44
	v_div_scale_f32 v13, s[2:3], s79, s79, v30
	v_rcp_f32_e32 v43, v13
	v_div_fixup_f32 v10, v99, s81, v47
	v_div_fixup_f32 v31, v12, s81, v31
	v_div_scale_f32 v12, s[2:3], s33, s33, v49
	v_fma_f32 v44, -v13, v43, 1.0
	v_fmac_f32_e32 v43, v44, v43
	v_div_scale_f32 v44, vcc, v30, s79, v30
	v_mul_f32_e32 v45, v44, v43
	v_fma_f32 v46, -v13, v45, v44
	v_fmac_f32_e32 v45, v46, v43
	v_fma_f32 v13, -v13, v45, v44
	v_div_fmas_f32 v13, v13, v43, v45
	v_div_scale_f32 v43, s[2:3], s77, s77, v29
	v_rcp_f32_e32 v44, v43
	v_div_fixup_f32 v30, v13, s79, v30
	v_rcp_f32_e32 v13, v12
	v_sub_f32_e32 v42, v42, v4
	v_fma_f32 v45, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v45, v44
	v_div_scale_f32 v45, vcc, v29, s77, v29
	v_mul_f32_e32 v46, v45, v44
	v_fma_f32 v47, -v43, v46, v45
	v_fmac_f32_e32 v46, v47, v44
	v_fma_f32 v43, -v43, v46, v45
	v_div_fmas_f32 v43, v43, v44, v46
	v_div_scale_f32 v44, s[2:3], s75, s75, v28
	v_rcp_f32_e32 v45, v44
	v_div_fixup_f32 v29, v43, s77, v29
	v_fma_f32 v43, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v43, v13
	v_fma_f32 v46, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc, v28, s75, v28
	v_mul_f32_e32 v47, v46, v45
	v_fma_f32 v98, -v44, v47, v46
	v_fmac_f32_e32 v47, v98, v45
	v_fma_f32 v44, -v44, v47, v46
	v_div_fmas_f32 v44, v44, v45, v47
	v_div_scale_f32 v45, s[2:3], s73, s73, v27
	v_rcp_f32_e32 v46, v45
	v_div_fixup_f32 v28, v44, s75, v28
	v_sub_f32_e32 v15, v15, v3
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc, v27, s73, v27
	v_mul_f32_e32 v98, v47, v46
	v_fma_f32 v99, -v45, v98, v47
	v_fmac_f32_e32 v98, v99, v46
	v_fma_f32 v45, -v45, v98, v47
	v_div_fmas_f32 v45, v45, v46, v98
	v_div_scale_f32 v46, s[2:3], s71, s71, v26
	v_rcp_f32_e32 v47, v46
	v_div_fixup_f32 v27, v45, s73, v27
	v_fma_f32 v98, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v98, v47
	v_div_scale_f32 v98, vcc, v26, s71, v26
	v_mul_f32_e32 v99, v98, v47
	v_fma_f32 v109, -v46, v99, v98
	v_fmac_f32_e32 v99, v109, v47
	v_fma_f32 v46, -v46, v99, v98
	v_div_fmas_f32 v46, v46, v47, v99
	v_div_scale_f32 v47, s[2:3], s33, s33, v25
	v_rcp_f32_e32 v98, v47
	v_div_fixup_f32 v26, v46, s71, v26
	v_fma_f32 v99, -v47, v98, 1.0
	v_fmac_f32_e32 v98, v99, v98
	v_div_scale_f32 v99, vcc, v25, s33, v25
	v_mul_f32_e32 v109, v99, v98
	v_fma_f32 v110, -v47, v109, v99
	v_fmac_f32_e32 v109, v110, v98
	v_fma_f32 v47, -v47, v109, v99
	v_div_fmas_f32 v47, v47, v98, v109
	v_div_scale_f32 v98, s[2:3], s25, s25, v24
	v_rcp_f32_e32 v99, v98
	v_div_fixup_f32 v25, v47, s33, v25
	v_fma_f32 v109, -v98, v99, 1.0
	v_fmac_f32_e32 v99, v109, v99
	v_div_scale_f32 v109, vcc, v24, s25, v24
	v_mul_f32_e32 v110, v109, v99
	v_fma_f32 v111, -v98, v110, v109
	v_fmac_f32_e32 v110, v111, v99
	v_fma_f32 v98, -v98, v110, v109
	v_div_fmas_f32 v98, v98, v99, v110
	v_div_scale_f32 v43, vcc, v49, s33, v49
	v_mul_f32_e32 v44, v43, v13
	v_fma_f32 v45, -v12, v44, v43
	v_fmac_f32_e32 v44, v45, v13
	v_fma_f32 v12, -v12, v44, v43
	v_div_fmas_f32 v12, v12, v13, v44
	v_div_scale_f32 v13, s[2:3], s25, s25, v48
	v_rcp_f32_e32 v43, v13
	v_div_fixup_f32 v24, v98, s25, v24
	v_div_fixup_f32 v49, v12, s33, v49
	v_div_scale_f32 v12, s[2:3], s81, s81, v39
	v_fma_f32 v44, -v13, v43, 1.0
	v_fmac_f32_e32 v43, v44, v43
	v_div_scale_f32 v44, vcc, v48, s25, v48
	v_mul_f32_e32 v45, v44, v43
	v_fma_f32 v46, -v13, v45, v44
	v_fmac_f32_e32 v45, v46, v43
	v_fma_f32 v13, -v13, v45, v44
	v_div_fmas_f32 v13, v13, v43, v45
	v_div_scale_f32 v43, s[2:3], s73, s73, v51
	v_rcp_f32_e32 v44, v43
	s_nop 0
	v_fma_f32 v45, -v43, v44, 1.0
	v_fmac_f32_e32 v44, v45, v44
	v_div_scale_f32 v45, vcc, v51, s73, v51
	v_mul_f32_e32 v46, v45, v44
	v_fma_f32 v47, -v43, v46, v45
	v_fmac_f32_e32 v46, v47, v44
	v_fma_f32 v43, -v43, v46, v45
	v_div_fmas_f32 v43, v43, v44, v46
	v_div_scale_f32 v44, s[2:3], s71, s71, v50
	v_rcp_f32_e32 v45, v44
	s_nop 0
	v_fma_f32 v46, -v44, v45, 1.0
	v_fmac_f32_e32 v45, v46, v45
	v_div_scale_f32 v46, vcc, v50, s71, v50
	v_mul_f32_e32 v47, v46, v45
	v_fma_f32 v98, -v44, v47, v46
	v_fmac_f32_e32 v47, v98, v45
	v_fma_f32 v44, -v44, v47, v46
	v_div_fmas_f32 v44, v44, v45, v47
	v_div_scale_f32 v45, s[2:3], s77, s77, v53
	v_rcp_f32_e32 v46, v45
	s_nop 0
	v_fma_f32 v47, -v45, v46, 1.0
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc, v53, s77, v53
	v_mul_f32_e32 v98, v47, v46
	v_fma_f32 v99, -v45, v98, v47
	v_fmac_f32_e32 v98, v99, v46
	v_fma_f32 v45, -v45, v98, v47
	v_div_fmas_f32 v45, v45, v46, v98
	v_div_scale_f32 v46, s[2:3], s75, s75, v52
	v_rcp_f32_e32 v47, v46
	v_div_fixup_f32 v45, v45, s77, v53
	v_fma_f32 v98, -v46, v47, 1.0
	v_fmac_f32_e32 v47, v98, v47
	v_div_scale_f32 v98, vcc, v52, s75, v52
	v_mul_f32_e32 v99, v98, v47
	v_fma_f32 v109, -v46, v99, v98
	v_fmac_f32_e32 v99, v109, v47
	v_fma_f32 v46, -v46, v99, v98
	v_div_fmas_f32 v46, v46, v47, v99
	v_div_scale_f32 v47, s[2:3], s81, s81, v55
	v_rcp_f32_e32 v98, v47
	v_div_fixup_f32 v46, v46, s75, v52
	v_fma_f32 v99, -v47, v98, 1.0
	v_fmac_f32_e32 v98, v99, v98
	v_div_scale_f32 v99, vcc, v55, s81, v55
	v_mul_f32_e32 v109, v99, v98
	v_fma_f32 v110, -v47, v109, v99
	v_fmac_f32_e32 v109, v110, v98
	v_fma_f32 v47, -v47, v109, v99
	v_div_fmas_f32 v99, v47, v98, v109
	v_div_scale_f32 v47, s[2:3], s79, s79, v54
	v_rcp_f32_e32 v98, v47
	s_nop 0
	v_fma_f32 v109, -v47, v98, 1.0
	v_fmac_f32_e32 v98, v109, v98
	v_div_scale_f32 v109, vcc, v54, s79, v54
	v_mul_f32_e32 v110, v109, v98
	v_fma_f32 v111, -v47, v110, v109
	v_fmac_f32_e32 v110, v111, v98
	v_fma_f32 v47, -v47, v110, v109
	v_div_fmas_f32 v109, v47, v98, v110
	v_div_fixup_f32 v98, v13, s25, v48
	v_rcp_f32_e32 v13, v12
	v_div_fixup_f32 v48, v44, s71, v50
	v_div_fixup_f32 v47, v43, s73, v51
	v_div_fixup_f32 v44, v109, s79, v54
	v_fma_f32 v50, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v50, v13
	v_div_scale_f32 v50, vcc, v39, s81, v39
	v_mul_f32_e32 v51, v50, v13
	v_fma_f32 v52, -v12, v51, v50
	v_fmac_f32_e32 v51, v52, v13
	v_fma_f32 v12, -v12, v51, v50
	v_div_fmas_f32 v12, v12, v13, v51
	v_div_scale_f32 v13, s[2:3], s79, s79, v38
	v_rcp_f32_e32 v50, v13
	v_div_fixup_f32 v43, v99, s81, v55
	v_div_fixup_f32 v39, v12, s81, v39
	v_div_scale_f32 v12, s[2:3], s33, s33, v57
	v_fma_f32 v51, -v13, v50, 1.0
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc, v38, s79, v38
	v_mul_f32_e32 v52, v51, v50
	v_fma_f32 v53, -v13, v52, v51
	v_fmac_f32_e32 v52, v53, v50
	v_fma_f32 v13, -v13, v52, v51
	v_div_fmas_f32 v13, v13, v50, v52
	v_div_scale_f32 v50, s[2:3], s77, s77, v37
	v_rcp_f32_e32 v51, v50
	v_div_fixup_f32 v38, v13, s79, v38
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	v_div_scale_f32 v52, vcc, v37, s77, v37
	v_mul_f32_e32 v53, v52, v51
	v_fma_f32 v54, -v50, v53, v52
	v_fmac_f32_e32 v53, v54, v51
	v_fma_f32 v50, -v50, v53, v52
	v_div_fmas_f32 v50, v50, v51, v53
	v_div_scale_f32 v51, s[2:3], s75, s75, v36
	v_rcp_f32_e32 v52, v51
	v_div_fixup_f32 v37, v50, s77, v37
	v_fma_f32 v50, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v50, v13
	v_fma_f32 v53, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v53, v52
	v_div_scale_f32 v53, vcc, v36, s75, v36
	v_mul_f32_e32 v54, v53, v52
	v_fma_f32 v55, -v51, v54, v53
	v_fmac_f32_e32 v54, v55, v52
	v_fma_f32 v51, -v51, v54, v53
	v_div_fmas_f32 v51, v51, v52, v54
	v_div_scale_f32 v52, s[2:3], s73, s73, v35
	v_rcp_f32_e32 v53, v52
	v_div_fixup_f32 v36, v51, s75, v36
	v_fma_f32 v54, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v54, v53
	v_div_scale_f32 v54, vcc, v35, s73, v35
	v_mul_f32_e32 v55, v54, v53
	v_fma_f32 v99, -v52, v55, v54
	v_fmac_f32_e32 v55, v99, v53
	v_fma_f32 v52, -v52, v55, v54
	v_div_fmas_f32 v52, v52, v53, v55
	v_div_scale_f32 v53, s[2:3], s71, s71, v34
	v_rcp_f32_e32 v54, v53
	v_div_fixup_f32 v35, v52, s73, v35
	v_fma_f32 v55, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v55, v54
	v_div_scale_f32 v55, vcc, v34, s71, v34
	v_mul_f32_e32 v99, v55, v54
	v_fma_f32 v109, -v53, v99, v55
	v_fmac_f32_e32 v99, v109, v54
	v_fma_f32 v53, -v53, v99, v55
	v_div_fmas_f32 v53, v53, v54, v99
	v_div_scale_f32 v54, s[2:3], s33, s33, v33
	v_rcp_f32_e32 v55, v54
	v_div_fixup_f32 v34, v53, s71, v34
	v_fma_f32 v99, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v99, v55
	v_div_scale_f32 v99, vcc, v33, s33, v33
	v_mul_f32_e32 v109, v99, v55
	v_fma_f32 v110, -v54, v109, v99
	v_fmac_f32_e32 v109, v110, v55
	v_fma_f32 v54, -v54, v109, v99
	v_div_fmas_f32 v54, v54, v55, v109
	v_div_scale_f32 v55, s[2:3], s25, s25, v32
	v_rcp_f32_e32 v99, v55
	v_div_fixup_f32 v33, v54, s33, v33
	v_fma_f32 v109, -v55, v99, 1.0
	v_fmac_f32_e32 v99, v109, v99
	v_div_scale_f32 v109, vcc, v32, s25, v32
	v_mul_f32_e32 v110, v109, v99
	v_fma_f32 v111, -v55, v110, v109
	v_fmac_f32_e32 v110, v111, v99
	v_fma_f32 v55, -v55, v110, v109
	v_div_fmas_f32 v55, v55, v99, v110
	v_div_scale_f32 v50, vcc, v57, s33, v57
	v_mul_f32_e32 v51, v50, v13
	v_fma_f32 v52, -v12, v51, v50
	v_fmac_f32_e32 v51, v52, v13
	v_fma_f32 v12, -v12, v51, v50
	v_div_fmas_f32 v12, v12, v13, v51
	v_div_scale_f32 v13, s[2:3], s25, s25, v56
	v_rcp_f32_e32 v50, v13
	v_div_fixup_f32 v32, v55, s25, v32
	v_div_fixup_f32 v57, v12, s33, v57
	v_div_scale_f32 v12, s[2:3], s81, s81, v23
	v_fma_f32 v51, -v13, v50, 1.0
	v_fmac_f32_e32 v50, v51, v50
	v_div_scale_f32 v51, vcc, v56, s25, v56
	v_mul_f32_e32 v52, v51, v50
	v_fma_f32 v53, -v13, v52, v51
	v_fmac_f32_e32 v52, v53, v50
	v_fma_f32 v13, -v13, v52, v51
	v_div_fmas_f32 v13, v13, v50, v52
	v_div_scale_f32 v50, s[2:3], s73, s73, v59
	v_rcp_f32_e32 v51, v50
	v_div_fixup_f32 v56, v13, s25, v56
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v52, -v50, v51, 1.0
	v_fmac_f32_e32 v51, v52, v51
	v_div_scale_f32 v52, vcc, v59, s73, v59
	v_mul_f32_e32 v53, v52, v51
	v_fma_f32 v54, -v50, v53, v52
	v_fmac_f32_e32 v53, v54, v51
	v_fma_f32 v50, -v50, v53, v52
	v_div_fmas_f32 v50, v50, v51, v53
	v_div_scale_f32 v51, s[2:3], s71, s71, v58
	v_rcp_f32_e32 v52, v51
	s_nop 0
	v_fma_f32 v53, -v51, v52, 1.0
	v_fmac_f32_e32 v52, v53, v52
	v_div_scale_f32 v53, vcc, v58, s71, v58
	v_mul_f32_e32 v54, v53, v52
	v_fma_f32 v55, -v51, v54, v53
	v_fmac_f32_e32 v54, v55, v52
	v_fma_f32 v51, -v51, v54, v53
	v_div_fmas_f32 v51, v51, v52, v54
	v_div_scale_f32 v52, s[2:3], s77, s77, v61
	v_rcp_f32_e32 v53, v52
	s_nop 0
	v_fma_f32 v54, -v52, v53, 1.0
	v_fmac_f32_e32 v53, v54, v53
	v_div_scale_f32 v54, vcc, v61, s77, v61
	v_mul_f32_e32 v55, v54, v53
	v_fma_f32 v99, -v52, v55, v54
	v_fmac_f32_e32 v55, v99, v53
	v_fma_f32 v52, -v52, v55, v54
	v_div_fmas_f32 v52, v52, v53, v55
	v_div_scale_f32 v53, s[2:3], s75, s75, v60
	v_rcp_f32_e32 v54, v53
	v_div_fixup_f32 v52, v52, s77, v61
	v_fma_f32 v55, -v53, v54, 1.0
	v_fmac_f32_e32 v54, v55, v54
	v_div_scale_f32 v55, vcc, v60, s75, v60
	v_mul_f32_e32 v99, v55, v54
	v_fma_f32 v109, -v53, v99, v55
	v_fmac_f32_e32 v99, v109, v54
	v_fma_f32 v53, -v53, v99, v55
	v_div_fmas_f32 v53, v53, v54, v99
	v_div_scale_f32 v54, s[2:3], s81, s81, v63
	v_rcp_f32_e32 v55, v54
	v_div_fixup_f32 v53, v53, s75, v60
	v_fma_f32 v99, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v99, v55
	v_div_scale_f32 v99, vcc, v63, s81, v63
	v_mul_f32_e32 v109, v99, v55
	v_fma_f32 v110, -v54, v109, v99
	v_fmac_f32_e32 v109, v110, v55
	v_fma_f32 v54, -v54, v109, v99
	v_div_fmas_f32 v99, v54, v55, v109
	v_div_scale_f32 v54, s[2:3], s79, s79, v62
	v_rcp_f32_e32 v55, v54
	s_nop 0
	v_fma_f32 v109, -v54, v55, 1.0
	v_fmac_f32_e32 v55, v109, v55
	v_div_scale_f32 v109, vcc, v62, s79, v62
	v_mul_f32_e32 v110, v109, v55
	v_fma_f32 v111, -v54, v110, v109
	v_fmac_f32_e32 v110, v111, v55
	v_fma_f32 v54, -v54, v110, v109
	v_div_fmas_f32 v109, v54, v55, v110
	v_div_fixup_f32 v55, v51, s71, v58
	v_fma_f32 v58, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v58, v13
	v_div_scale_f32 v58, vcc, v23, s81, v23
	v_div_fixup_f32 v54, v50, s73, v59
	v_mul_f32_e32 v59, v58, v13
	v_fma_f32 v60, -v12, v59, v58
	v_fmac_f32_e32 v59, v60, v13
	v_fma_f32 v12, -v12, v59, v58
	v_div_fmas_f32 v12, v12, v13, v59
	v_div_scale_f32 v13, s[2:3], s79, s79, v22
	v_rcp_f32_e32 v58, v13
	v_div_fixup_f32 v51, v109, s79, v62
	v_div_fixup_f32 v50, v99, s81, v63
	v_fma_f32 v59, -v13, v58, 1.0
	v_fmac_f32_e32 v58, v59, v58
	v_div_scale_f32 v59, vcc, v22, s79, v22
	v_mul_f32_e32 v60, v59, v58
	v_fma_f32 v61, -v13, v60, v59
	v_fmac_f32_e32 v60, v61, v58
	v_fma_f32 v13, -v13, v60, v59
	v_div_fmas_f32 v13, v13, v58, v60
	v_div_scale_f32 v58, s[2:3], s77, s77, v21
	v_rcp_f32_e32 v59, v58
	s_nop 0
	v_fma_f32 v60, -v58, v59, 1.0
	v_fmac_f32_e32 v59, v60, v59
	v_div_scale_f32 v60, vcc, v21, s77, v21
	v_mul_f32_e32 v61, v60, v59
	v_fma_f32 v62, -v58, v61, v60
	v_fmac_f32_e32 v61, v62, v59
	v_fma_f32 v58, -v58, v61, v60
	v_div_fmas_f32 v58, v58, v59, v61
	v_div_scale_f32 v59, s[2:3], s75, s75, v20
	v_rcp_f32_e32 v60, v59
	v_div_fixup_f32 v21, v58, s77, v21
	v_fma_f32 v61, -v59, v60, 1.0
	v_fmac_f32_e32 v60, v61, v60
	v_div_scale_f32 v61, vcc, v20, s75, v20
	v_mul_f32_e32 v62, v61, v60
	v_fma_f32 v63, -v59, v62, v61
	v_fmac_f32_e32 v62, v63, v60
	v_fma_f32 v59, -v59, v62, v61
	v_div_fmas_f32 v59, v59, v60, v62
	v_div_scale_f32 v60, s[2:3], s73, s73, v19
	v_rcp_f32_e32 v61, v60
	v_div_fixup_f32 v20, v59, s75, v20
	v_fma_f32 v62, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v62, v61
	v_div_scale_f32 v62, vcc, v19, s73, v19
	v_mul_f32_e32 v63, v62, v61
	v_fma_f32 v99, -v60, v63, v62
	v_fmac_f32_e32 v63, v99, v61
	v_fma_f32 v60, -v60, v63, v62
	v_div_fmas_f32 v62, v60, v61, v63
	v_div_scale_f32 v60, s[2:3], s71, s71, v18
	v_rcp_f32_e32 v61, v60
	s_nop 0
	v_fma_f32 v63, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v63, v61
	v_div_scale_f32 v63, vcc, v18, s71, v18
	v_mul_f32_e32 v99, v63, v61
	v_fma_f32 v109, -v60, v99, v63
	v_fmac_f32_e32 v99, v109, v61
	v_fma_f32 v60, -v60, v99, v63
	v_div_fmas_f32 v63, v60, v61, v99
	v_div_scale_f32 v60, s[2:3], s33, s33, v17
	v_rcp_f32_e32 v61, v60
	s_nop 0
	v_fma_f32 v99, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v99, v61
	v_div_scale_f32 v99, vcc, v17, s33, v17
	v_mul_f32_e32 v109, v99, v61
	v_fma_f32 v110, -v60, v109, v99
	v_fmac_f32_e32 v109, v110, v61
	v_fma_f32 v60, -v60, v109, v99
	v_div_fmas_f32 v99, v60, v61, v109
	v_div_scale_f32 v60, s[2:3], s25, s25, v16
	v_rcp_f32_e32 v61, v60
	v_div_fixup_f32 v58, v99, s33, v17
	v_sub_f32_e32 v99, v11, v6
	v_fma_f32 v109, -v60, v61, 1.0
	v_fmac_f32_e32 v61, v109, v61
	v_div_scale_f32 v109, vcc, v16, s25, v16
	v_mul_f32_e32 v110, v109, v61
	v_fma_f32 v111, -v60, v110, v109
	v_fmac_f32_e32 v110, v111, v61
	v_fma_f32 v60, -v60, v110, v109
	v_div_fmas_f32 v109, v60, v61, v110
	v_div_fixup_f32 v59, v109, s25, v16
	v_sub_f32_e32 v109, v10, v7
	v_cmp_ngt_f32_e32 vcc, s83, v99
	v_cmp_ngt_f32_e64 s[2:3], s83, v109
	v_div_fixup_f32 v60, v12, s81, v23
	v_div_fixup_f32 v61, v13, s79, v22
	v_cndmask_b32_e64 v11, v107, v109, s[2:3]
	v_cndmask_b32_e32 v10, v107, v99, vcc
	v_mov_b64_e32 v[12:13], s[70:71]
	v_pk_fma_f32 v[16:17], v[10:11], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_div_fixup_f32 v22, v62, s73, v19
	v_div_fixup_f32 v23, v63, s71, v18
	v_pk_add_f32 v[18:19], v[16:17], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v17, 23, v17
	v_pk_fma_f32 v[18:19], v[10:11], s[72:73], v[18:19] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_mov_b64_e32 v[10:11], s[76:77]
	v_pk_fma_f32 v[62:63], v[18:19], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_lshlrev_b32_e32 v16, 23, v16
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[80:81] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e32 vcc, s85, v99
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[82:83] op_sel_hi:[1,1,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v109
	v_pk_fma_f32 v[62:63], v[62:63], v[18:19], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[18:19], v[62:63], v[18:19], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[62:63], v[18:19], v[16:17]
	v_pk_fma_f32 v[16:17], v[18:19], v[16:17], v[64:65]
	v_cndmask_b32_e64 v19, v108, v109, s[2:3]
	v_cndmask_b32_e32 v18, v108, v99, vcc
	v_sub_f32_e32 v99, v30, v6
	v_sub_f32_e32 v109, v31, v7
	v_cmp_ngt_f32_e32 vcc, s83, v99
	v_cmp_ngt_f32_e64 s[2:3], s83, v109
	v_pk_fma_f32 v[18:19], v[62:63], v[18:19], v[84:85]
	v_cndmask_b32_e32 v30, v107, v99, vcc
	v_cndmask_b32_e64 v31, v107, v109, s[2:3]
	v_pk_fma_f32 v[62:63], v[30:31], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v99
	v_pk_add_f32 v[110:111], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[30:31], v[30:31], s[72:73], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[30:31], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v109
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[110:111], v[30:31], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[30:31], v[62:63], v[16:17]
	v_pk_mul_f32 v[30:31], v[30:31], v[62:63]
	v_cndmask_b32_e64 v63, v108, v109, s[2:3]
	v_cndmask_b32_e32 v62, v108, v99, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_cmp_ngt_f32_e64 s[2:3], s83, v41
	v_pk_fma_f32 v[18:19], v[30:31], v[62:63], v[18:19]
	v_cndmask_b32_e32 v30, v107, v42, vcc
	v_cndmask_b32_e64 v31, v107, v41, s[2:3]
	v_pk_fma_f32 v[62:63], v[30:31], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v42
	v_pk_add_f32 v[110:111], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[30:31], v[30:31], s[72:73], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[30:31], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v41
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[30:31], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[110:111], v[30:31], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[30:31], v[62:63]
	v_pk_fma_f32 v[30:31], v[30:31], v[62:63], v[86:87]
	v_cndmask_b32_e64 v63, v108, v41, s[2:3]
	v_cndmask_b32_e32 v62, v108, v42, vcc
	v_sub_f32_e32 v41, v28, v4
	v_sub_f32_e32 v42, v29, v5
	v_cmp_ngt_f32_e32 vcc, s83, v41
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], v[88:89]
	v_cndmask_b32_e32 v28, v107, v41, vcc
	v_cndmask_b32_e64 v29, v107, v42, s[2:3]
	v_pk_fma_f32 v[110:111], v[28:29], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_add_f32 v[112:113], v[110:111], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v111, 23, v111
	v_pk_fma_f32 v[28:29], v[28:29], s[72:73], v[112:113] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v110, 23, v110
	v_pk_fma_f32 v[112:113], v[28:29], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v41
	v_pk_fma_f32 v[112:113], v[112:113], v[28:29], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[28:29], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[112:113], v[28:29], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[28:29], v[110:111], v[30:31]
	v_pk_mul_f32 v[28:29], v[28:29], v[110:111]
	v_cndmask_b32_e64 v111, v108, v42, s[2:3]
	v_sub_f32_e32 v42, v40, v2
	v_cndmask_b32_e32 v110, v108, v41, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_cmp_ngt_f32_e64 s[2:3], s83, v15
	v_pk_fma_f32 v[28:29], v[28:29], v[110:111], v[62:63]
	v_cndmask_b32_e32 v40, v107, v42, vcc
	v_cndmask_b32_e64 v41, v107, v15, s[2:3]
	v_pk_fma_f32 v[62:63], v[40:41], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v42
	v_pk_add_f32 v[110:111], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[40:41], v[40:41], s[72:73], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[40:41], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v15
	v_pk_fma_f32 v[110:111], v[110:111], v[40:41], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[40:41], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[40:41], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[110:111], v[40:41], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[40:41], v[62:63]
	v_pk_fma_f32 v[40:41], v[40:41], v[62:63], v[90:91]
	v_cndmask_b32_e64 v63, v108, v15, s[2:3]
	v_cndmask_b32_e32 v62, v108, v42, vcc
	v_sub_f32_e32 v15, v26, v2
	v_sub_f32_e32 v42, v27, v3
	v_cmp_ngt_f32_e32 vcc, s83, v15
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], v[92:93]
	v_cndmask_b32_e32 v26, v107, v15, vcc
	v_cndmask_b32_e64 v27, v107, v42, s[2:3]
	v_pk_fma_f32 v[110:111], v[26:27], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_add_f32 v[112:113], v[110:111], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v111, 23, v111
	v_pk_fma_f32 v[26:27], v[26:27], s[72:73], v[112:113] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v110, 23, v110
	v_pk_fma_f32 v[112:113], v[26:27], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v15
	v_pk_fma_f32 v[112:113], v[112:113], v[26:27], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[112:113], v[26:27], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[26:27], v[110:111], v[40:41]
	v_pk_mul_f32 v[26:27], v[26:27], v[110:111]
	v_cndmask_b32_e64 v111, v108, v42, s[2:3]
	v_sub_f32_e32 v42, v14, v0
	v_cndmask_b32_e32 v110, v108, v15, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v42
	v_cmp_ngt_f32_e64 s[2:3], s83, v8
	v_pk_fma_f32 v[26:27], v[26:27], v[110:111], v[62:63]
	v_cndmask_b32_e32 v14, v107, v42, vcc
	v_cndmask_b32_e64 v15, v107, v8, s[2:3]
	v_pk_fma_f32 v[62:63], v[14:15], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v42
	v_pk_add_f32 v[110:111], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[14:15], v[14:15], s[72:73], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[110:111], v[14:15], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v8
	v_pk_fma_f32 v[110:111], v[110:111], v[14:15], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[14:15], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[14:15], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[110:111], v[14:15], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_mul_f32 v[110:111], v[14:15], v[62:63]
	v_pk_fma_f32 v[14:15], v[14:15], v[62:63], v[94:95]
	v_cndmask_b32_e64 v63, v108, v8, s[2:3]
	v_cndmask_b32_e32 v62, v108, v42, vcc
	v_sub_f32_e32 v8, v24, v0
	v_sub_f32_e32 v42, v25, v1
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], v[96:97]
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_cndmask_b32_e64 v25, v107, v42, s[2:3]
	v_pk_fma_f32 v[110:111], v[24:25], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[112:113], v[110:111], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v111, 23, v111
	v_pk_fma_f32 v[24:25], v[24:25], s[72:73], v[112:113] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v110, 23, v110
	v_pk_fma_f32 v[112:113], v[24:25], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[112:113], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[24:25], v[110:111], v[14:15]
	v_pk_mul_f32 v[24:25], v[24:25], v[110:111]
	v_cndmask_b32_e64 v111, v108, v42, s[2:3]
	v_cndmask_b32_e32 v110, v108, v8, vcc
	v_sub_f32_e32 v8, v98, v0
	v_sub_f32_e32 v42, v49, v1
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[24:25], v[24:25], v[110:111], v[62:63]
	v_cndmask_b32_e32 v62, v107, v8, vcc
	v_cndmask_b32_e64 v63, v107, v42, s[2:3]
	v_pk_fma_f32 v[98:99], v[62:63], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[110:111], v[98:99], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v99, 23, v99
	v_pk_fma_f32 v[62:63], v[62:63], s[72:73], v[110:111] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v98, 23, v98
	v_pk_fma_f32 v[110:111], v[62:63], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_fma_f32 v[110:111], v[110:111], v[62:63], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[62:63], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[110:111], v[110:111], v[62:63], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[110:111], v[62:63], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[62:63], v[98:99], v[14:15]
	v_pk_mul_f32 v[62:63], v[62:63], v[98:99]
	v_cndmask_b32_e64 v99, v108, v42, s[2:3]
	v_cndmask_b32_e32 v98, v108, v8, vcc
	v_sub_f32_e32 v8, v48, v2
	v_sub_f32_e32 v42, v47, v3
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[24:25], v[62:63], v[98:99], v[24:25]
	v_cndmask_b32_e32 v48, v107, v8, vcc
	v_cndmask_b32_e64 v49, v107, v42, s[2:3]
	v_pk_fma_f32 v[62:63], v[48:49], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[98:99], v[62:63], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v63, 23, v63
	v_pk_fma_f32 v[48:49], v[48:49], s[72:73], v[98:99] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v62, 23, v62
	v_pk_fma_f32 v[98:99], v[48:49], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_fma_f32 v[98:99], v[98:99], v[48:49], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[48:49], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[98:99], v[98:99], v[48:49], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[48:49], v[98:99], v[48:49], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[48:49], v[62:63], v[40:41]
	v_pk_mul_f32 v[48:49], v[48:49], v[62:63]
	v_cndmask_b32_e64 v63, v108, v42, s[2:3]
	v_cndmask_b32_e32 v62, v108, v8, vcc
	v_sub_f32_e32 v8, v46, v4
	v_sub_f32_e32 v42, v45, v5
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[26:27], v[48:49], v[62:63], v[26:27]
	v_cndmask_b32_e32 v46, v107, v8, vcc
	v_cndmask_b32_e64 v47, v107, v42, s[2:3]
	v_pk_fma_f32 v[48:49], v[46:47], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[62:63], v[48:49], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v49, 23, v49
	v_pk_fma_f32 v[46:47], v[46:47], s[72:73], v[62:63] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v48, 23, v48
	v_pk_fma_f32 v[62:63], v[46:47], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_fma_f32 v[62:63], v[62:63], v[46:47], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[62:63], v[46:47], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[62:63], v[62:63], v[46:47], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[62:63], v[46:47], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[46:47], v[48:49], v[30:31]
	v_pk_mul_f32 v[46:47], v[46:47], v[48:49]
	v_cndmask_b32_e64 v49, v108, v42, s[2:3]
	v_cndmask_b32_e32 v48, v108, v8, vcc
	v_pk_fma_f32 v[28:29], v[46:47], v[48:49], v[28:29]
	v_sub_f32_e32 v8, v44, v6
	v_sub_f32_e32 v48, v43, v7
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v48
	s_nop 0
	v_cndmask_b32_e32 v42, v107, v8, vcc
	v_cndmask_b32_e64 v43, v107, v48, s[2:3]
	v_pk_fma_f32 v[44:45], v[42:43], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[46:47], v[44:45], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v45, 23, v45
	v_pk_fma_f32 v[42:43], v[42:43], s[72:73], v[46:47] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v44, 23, v44
	v_pk_fma_f32 v[46:47], v[42:43], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v48
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[46:47], v[46:47], v[42:43], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[42:43], v[46:47], v[42:43], 1.0 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v46, v39, v7
	v_pk_fma_f32 v[16:17], v[42:43], v[44:45], v[16:17]
	v_pk_mul_f32 v[42:43], v[42:43], v[44:45]
	v_cndmask_b32_e32 v44, v108, v8, vcc
	v_sub_f32_e32 v8, v38, v6
	v_cndmask_b32_e64 v45, v108, v48, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v46
	v_pk_fma_f32 v[18:19], v[42:43], v[44:45], v[18:19]
	v_cndmask_b32_e32 v38, v107, v8, vcc
	v_cndmask_b32_e64 v39, v107, v46, s[2:3]
	v_pk_fma_f32 v[42:43], v[38:39], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[44:45], v[42:43], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v43, 23, v43
	v_pk_fma_f32 v[38:39], v[38:39], s[72:73], v[44:45] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v42, 23, v42
	v_pk_fma_f32 v[44:45], v[38:39], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v46
	v_pk_fma_f32 v[44:45], v[44:45], v[38:39], s[80:81] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v48, v21, v5
	v_pk_fma_f32 v[44:45], v[44:45], v[38:39], s[82:83] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v47, v20, v4
	v_pk_fma_f32 v[44:45], v[44:45], v[38:39], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[44:45], v[38:39], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[44:45], v[38:39], v[42:43], v[16:17]
	v_pk_mul_f32 v[16:17], v[38:39], v[42:43]
	v_cndmask_b32_e32 v38, v108, v8, vcc
	v_sub_f32_e32 v8, v36, v4
	v_sub_f32_e32 v42, v37, v5
	v_cndmask_b32_e64 v39, v108, v46, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v42
	v_pk_fma_f32 v[38:39], v[16:17], v[38:39], v[18:19]
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_cndmask_b32_e64 v17, v107, v42, s[2:3]
	v_pk_fma_f32 v[18:19], v[16:17], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[36:37], v[18:19], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v19, 23, v19
	v_pk_fma_f32 v[16:17], v[16:17], s[72:73], v[36:37] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v18, 23, v18
	v_pk_fma_f32 v[36:37], v[16:17], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v42
	v_pk_fma_f32 v[36:37], v[36:37], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v46, v22, v3
	v_pk_fma_f32 v[36:37], v[36:37], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[36:37], v[36:37], v[16:17], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[36:37], v[16:17], 1.0 op_sel_hi:[1,1,0]
	v_sub_f32_e32 v36, v35, v3
	v_pk_fma_f32 v[30:31], v[16:17], v[18:19], v[30:31]
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19]
	v_cndmask_b32_e32 v18, v108, v8, vcc
	v_sub_f32_e32 v8, v34, v2
	v_cndmask_b32_e64 v19, v108, v42, s[2:3]
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v36
	v_pk_fma_f32 v[28:29], v[16:17], v[18:19], v[28:29]
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_cndmask_b32_e64 v17, v107, v36, s[2:3]
	v_pk_fma_f32 v[18:19], v[16:17], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[34:35], v[18:19], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v19, 23, v19
	v_pk_fma_f32 v[16:17], v[16:17], s[72:73], v[34:35] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v18, 23, v18
	v_pk_fma_f32 v[34:35], v[16:17], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v36
	v_pk_fma_f32 v[34:35], v[34:35], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[34:35], v[16:17], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[34:35], v[16:17], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[34:35], v[16:17], v[18:19], v[40:41]
	v_pk_mul_f32 v[16:17], v[16:17], v[18:19]
	v_cndmask_b32_e64 v19, v108, v36, s[2:3]
	v_cndmask_b32_e32 v18, v108, v8, vcc
	v_sub_f32_e32 v8, v32, v0
	v_sub_f32_e32 v36, v33, v1
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_cmp_ngt_f32_e64 s[2:3], s83, v36
	v_pk_fma_f32 v[18:19], v[16:17], v[18:19], v[26:27]
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_cndmask_b32_e64 v17, v107, v36, s[2:3]
	v_pk_fma_f32 v[26:27], v[16:17], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e64 s[2:3], s85, v36
	v_pk_add_f32 v[32:33], v[26:27], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[16:17], v[16:17], s[72:73], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[16:17], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	v_sub_f32_e32 v40, v54, v3
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[32:33], v[16:17], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[14:15], v[16:17], v[26:27], v[14:15]
	v_pk_mul_f32 v[16:17], v[16:17], v[26:27]
	v_cndmask_b32_e64 v27, v108, v36, s[2:3]
	v_sub_f32_e32 v36, v57, v1
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v56, v0
	v_cmp_ngt_f32_e32 vcc, s83, v36
	v_pk_fma_f32 v[24:25], v[16:17], v[26:27], v[24:25]
	v_cmp_ngt_f32_e64 s[2:3], s85, v36
	v_cndmask_b32_e32 v17, v107, v36, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v16, v107, v8, vcc
	v_pk_fma_f32 v[26:27], v[16:17], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_pk_add_f32 v[32:33], v[26:27], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[16:17], v[16:17], s[72:73], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[16:17], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[16:17], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[16:17], v[32:33], v[26:27], v[14:15]
	v_pk_mul_f32 v[14:15], v[32:33], v[26:27]
	v_cndmask_b32_e64 v27, v108, v36, s[2:3]
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v55, v2
	v_cmp_ngt_f32_e32 vcc, s83, v40
	v_pk_fma_f32 v[14:15], v[14:15], v[26:27], v[24:25]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v40, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_pk_fma_f32 v[26:27], v[24:25], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v40
	v_pk_add_f32 v[32:33], v[26:27], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[24:25], v[24:25], s[72:73], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[24:25], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[32:33], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[36:37], v[24:25], v[26:27], v[34:35]
	v_pk_mul_f32 v[24:25], v[24:25], v[26:27]
	v_cndmask_b32_e32 v27, v108, v40, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_sub_f32_e32 v34, v52, v5
	v_sub_f32_e32 v40, v60, v7
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v53, v4
	v_cmp_ngt_f32_e32 vcc, s83, v34
	v_pk_fma_f32 v[18:19], v[24:25], v[26:27], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v25, v107, v34, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v24, v107, v8, vcc
	v_pk_fma_f32 v[26:27], v[24:25], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v34
	v_pk_add_f32 v[32:33], v[26:27], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v27, 23, v27
	v_pk_fma_f32 v[24:25], v[24:25], s[72:73], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v26, 23, v26
	v_pk_fma_f32 v[32:33], v[24:25], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[24:25], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[24:25], v[32:33], v[24:25], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[30:31], v[24:25], v[26:27], v[30:31]
	v_pk_mul_f32 v[24:25], v[24:25], v[26:27]
	v_cndmask_b32_e32 v27, v108, v34, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_sub_f32_e32 v34, v50, v7
	s_nop 0
	v_cndmask_b32_e32 v26, v108, v8, vcc
	v_sub_f32_e32 v8, v51, v6
	v_cmp_ngt_f32_e32 vcc, s83, v34
	v_pk_fma_f32 v[24:25], v[24:25], v[26:27], v[28:29]
	s_nop 0
	v_cndmask_b32_e32 v27, v107, v34, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v26, v107, v8, vcc
	v_pk_fma_f32 v[28:29], v[26:27], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v34
	v_pk_add_f32 v[32:33], v[28:29], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v29, 23, v29
	v_pk_fma_f32 v[26:27], v[26:27], s[72:73], v[32:33] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v28, 23, v28
	v_pk_fma_f32 v[32:33], v[26:27], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[26:27], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[32:33], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[26:27], v[32:33], v[26:27], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[26:27], v[28:29], v[44:45]
	v_pk_mul_f32 v[26:27], v[26:27], v[28:29]
	v_cndmask_b32_e32 v29, v108, v34, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	v_sub_f32_e32 v45, v58, v1
	v_sub_f32_e32 v44, v59, v0
	v_cndmask_b32_e32 v28, v108, v8, vcc
	v_sub_f32_e32 v8, v61, v6
	v_cmp_ngt_f32_e32 vcc, s83, v40
	v_pk_fma_f32 v[26:27], v[26:27], v[28:29], v[38:39]
	s_nop 0
	v_cndmask_b32_e32 v29, v107, v40, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	s_nop 1
	v_cndmask_b32_e32 v28, v107, v8, vcc
	v_pk_fma_f32 v[34:35], v[28:29], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cmp_ngt_f32_e32 vcc, s85, v40
	v_pk_add_f32 v[38:39], v[34:35], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v35, 23, v35
	v_pk_fma_f32 v[28:29], v[28:29], s[72:73], v[38:39] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v34, 23, v34
	v_pk_fma_f32 v[38:39], v[28:29], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[38:39], v[38:39], v[28:29], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[28:29], v[38:39], v[28:29], 1.0 op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[32:33], v[28:29], v[34:35], v[32:33]
	v_pk_mul_f32 v[28:29], v[28:29], v[34:35]
	v_cndmask_b32_e32 v35, v108, v40, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	s_nop 1
	v_cndmask_b32_e32 v34, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v45
	v_pk_fma_f32 v[34:35], v[28:29], v[34:35], v[26:27]
	v_sub_f32_e32 v8, v23, v2
	v_cndmask_b32_e32 v27, v107, v45, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v44
	s_nop 1
	v_cndmask_b32_e32 v26, v107, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v46
	v_pk_fma_f32 v[28:29], v[26:27], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	s_nop 0
	v_cndmask_b32_e32 v23, v107, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v8
	v_pk_add_f32 v[38:39], v[28:29], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v29, 23, v29
	v_cndmask_b32_e32 v22, v107, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v48
	v_pk_fma_f32 v[26:27], v[26:27], s[72:73], v[38:39] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_fma_f32 v[38:39], v[22:23], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_cndmask_b32_e32 v21, v107, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s83, v47
	v_pk_add_f32 v[40:41], v[38:39], s[74:75] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v28, 23, v28
	v_cndmask_b32_e32 v20, v107, v47, vcc
	v_pk_fma_f32 v[12:13], v[20:21], s[72:73], v[12:13] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[22:23], v[22:23], s[72:73], v[40:41] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_pk_add_f32 v[40:41], v[12:13], s[74:75] op_sel_hi:[1,0]
	v_cmp_ngt_f32_e32 vcc, s85, v45
	v_pk_fma_f32 v[20:21], v[20:21], s[72:73], v[40:41] op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
	v_lshlrev_b32_e32 v13, 23, v13
	v_pk_fma_f32 v[40:41], v[20:21], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_lshlrev_b32_e32 v12, 23, v12
	v_pk_fma_f32 v[40:41], v[40:41], v[20:21], s[80:81] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[40:41], v[20:21], s[82:83] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[40:41], v[40:41], v[20:21], s[84:85] op_sel_hi:[1,1,0]
	s_nop 0
	v_pk_fma_f32 v[20:21], v[40:41], v[20:21], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[22:23], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[10:11], v[26:27], s[78:79], v[10:11] op_sel_hi:[1,0,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[22:23], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], s[80:81] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[22:23], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], s[82:83] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[40:41], v[40:41], v[22:23], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], s[84:85] op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[22:23], v[40:41], v[22:23], 1.0 op_sel_hi:[1,1,0]
	v_pk_fma_f32 v[10:11], v[10:11], v[26:27], 1.0 op_sel_hi:[1,1,0]
	v_lshlrev_b32_e32 v27, 23, v39
	v_lshlrev_b32_e32 v26, 23, v38
	v_pk_fma_f32 v[42:43], v[22:23], v[26:27], v[36:37]
	v_pk_fma_f32 v[36:37], v[10:11], v[28:29], v[16:17]
	v_cndmask_b32_e32 v17, v108, v45, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v44
	v_pk_fma_f32 v[38:39], v[20:21], v[12:13], v[30:31]
	v_pk_mul_f32 v[12:13], v[20:21], v[12:13]
	v_cndmask_b32_e32 v16, v108, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v46
	v_pk_mul_f32 v[22:23], v[22:23], v[26:27]
	v_pk_mul_f32 v[10:11], v[10:11], v[28:29]
	v_cndmask_b32_e32 v21, v108, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v8
	s_nop 1
	v_cndmask_b32_e32 v20, v108, v8, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v48
	v_pk_fma_f32 v[44:45], v[22:23], v[20:21], v[18:19]
	s_nop 0
	v_cndmask_b32_e32 v27, v108, v48, vcc
	v_cmp_ngt_f32_e32 vcc, s85, v47
	s_nop 1
	v_cndmask_b32_e32 v26, v108, v47, vcc
	v_pk_fma_f32 v[40:41], v[12:13], v[26:27], v[24:25]
	v_pk_fma_f32 v[46:47], v[10:11], v[16:17], v[14:15]
	s_branch .LBB0_550
.LBB0_726:
	v_pk_add_f32 v[0:1], v[90:91], v[64:65]
	v_pk_add_f32 v[2:3], v[94:95], v[86:87]
	v_readlane_b32 s10, v100, 2
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_pk_add_f32 v[2:3], v[96:97], v[88:89]
	v_add_f32_e32 v4, v0, v1
	v_pk_add_f32 v[0:1], v[92:93], v[84:85]
	v_readlane_b32 s0, v100, 6
	v_pk_add_f32 v[0:1], v[2:3], v[0:1]
	v_readlane_b32 s11, v100, 3
	v_add_f32_e32 v0, v0, v1
	ds_bpermute_b32 v1, v102, v4
	ds_bpermute_b32 v2, v102, v0
	v_readlane_b32 s1, v100, 7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_bpermute_b32 v2, v103, v1
	ds_bpermute_b32 v3, v103, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v104, v1
	ds_bpermute_b32 v3, v104, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v105, v1
	ds_bpermute_b32 v3, v105, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v3
	ds_bpermute_b32 v2, v106, v1
	ds_bpermute_b32 v3, v106, v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v1, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v0, v3
.LBB0_727:
	s_or_b64 exec, exec, s[0:1]
	v_readlane_b32 s0, v100, 0
	v_readlane_b32 s1, v100, 1
.LBB0_728:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u64_e32 vcc, 0, v[74:75]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_730
	v_mov_b32_e32 v2, s26
	v_mov_b32_e32 v3, s27
	v_mad_u64_u32 v[6:7], s[2:3], v66, s34, v[68:69]
	v_mul_lo_u32 v0, v66, s35
	v_mul_lo_u32 v4, v67, s34
	v_add3_u32 v4, v4, v7, v0
	v_mad_u64_u32 v[6:7], s[2:3], v6, 12, v[2:3]
	v_mov_b32_e32 v0, v7
	v_mad_u64_u32 v[2:3], s[2:3], v4, 12, v[0:1]
	v_mov_b32_e32 v0, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v101, v101
	v_mov_b32_e32 v7, v2
	s_nop 0
	v_cndmask_b32_e32 v2, v0, v101, vcc
	v_cmp_o_f32_e32 vcc, v5, v5
	s_nop 1
	v_cndmask_b32_e32 v3, v0, v5, vcc
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v1, vcc
	flat_store_dwordx3 v[6:7], v[2:4]
.LBB0_730:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v1, v69, v75
	v_or_b32_e32 v0, v68, v74
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_736
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], s[10:11]
	s_cbranch_execz .LBB0_735
	flat_load_dwordx2 v[0:1], v[70:71]
	v_mov_b32_e32 v2, s19
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_subrev_co_u32_e32 v0, vcc, s18, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_gt_i64_e32 vcc, s[20:21], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_734
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[72:73]
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
.LBB0_734:
	s_or_b64 exec, exec, s[0:1]
.LBB0_735:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s28
	v_mov_b32_e32 v1, s29
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[66:67], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_736:
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
    .sgpr_spill_count: 8
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
