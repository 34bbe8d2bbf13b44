; golden AMDGCN for tests/codegen/gfx942_test.cpp (tile_stats in the leaf order, entropy)
; regenerate: scripts/update-golden.sh
; spec: kind=tile_stats;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=18992;L=32;C=0;temperature=0;entropy=1;math=native;grad_lse=0;grad_entropy=0;sum=leaves
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_tile_stats
	.p2align	8
	.type	logpjit_tile_stats,@function
logpjit_tile_stats:
	s_mov_b32 s5, 0xd35b328
	s_add_u32 s5, 0xdd25, s5
	v_bfrev_b32_e32 v1, 40
	s_addc_u32 s6, 0, 0
	v_add_co_u32_e32 v1, vcc, s5, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s5, s6, 0x37362
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s5, 0xffffb5d0
	s_mul_hi_u32 s8, s7, 0xffffb5d0
	s_add_i32 s8, s8, s6
	s_sub_i32 s6, s8, s7
	s_mul_i32 s9, s7, 0xffffb5d0
	s_mul_hi_u32 s12, s7, s6
	s_mul_i32 s13, s7, s6
	s_mul_hi_u32 s7, s7, s9
	s_add_u32 s7, s7, s13
	s_mul_hi_u32 s10, s5, s9
	s_mul_i32 s11, s5, s9
	s_addc_u32 s9, 0, s12
	s_add_u32 s7, s7, s11
	s_load_dwordx8 s[68:75], s[0:1], 0x20
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
	s_ashr_i32 s6, s73, 31
	s_add_u32 s8, s72, s6
	s_mov_b32 s7, s6
	s_addc_u32 s9, s73, s6
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
	s_mul_i32 s16, s10, 0x4a30
	s_mul_hi_u32 s17, s5, 0x4a30
	s_addc_u32 s14, s10, 0
	s_add_i32 s17, s17, s16
	s_mul_i32 s16, s5, 0x4a30
	v_mov_b32_e32 v1, s16
	v_sub_co_u32_e32 v1, vcc, s8, v1
	s_movk_i32 s15, 0x4a30
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s8, s9, s17
	v_subrev_co_u32_e32 v2, vcc, s15, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s9, s8, 0
	v_readfirstlane_b32 s15, v2
	s_cmpk_gt_u32 s15, 0x4a2f
	s_cselect_b32 s15, -1, 0
	s_cmp_eq_u32 s9, 0
	s_cselect_b32 s9, s15, -1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, s14, s12
	v_readfirstlane_b32 s12, v1
	s_cselect_b32 s11, s13, s11
	s_cmpk_gt_u32 s12, 0x4a2f
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s8, 0
	s_cselect_b32 s8, s12, -1
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s9, s9, s10
	s_cselect_b32 s8, s11, s5
	s_mov_b32 s4, 0
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	s_mov_b32 s3, s4
	s_sub_u32 s80, s8, s6
	s_subb_u32 s81, s9, s6
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v2, s2, v1
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v3, s3
	v_or_b32_e32 v5, s81, v1
	v_or_b32_e32 v4, s80, v2
	s_mov_b64 s[2:3], 0xffffffff
	v_cmp_lt_u64_e32 vcc, s[2:3], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_mov_b64_e32 v[4:5], 0
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 63
	v_mov_b32_e32 v1, s81
	v_mov_b32_e32 v8, s80
	s_brev_b32 s5, 1
	v_mov_b64_e32 v[6:7], v[4:5]
.LBB0_2:
	v_lshrrev_b64 v[10:11], s8, v[2:3]
	v_lshlrev_b64 v[6:7], 1, v[6:7]
	s_lshr_b64 s[10:11], s[4:5], s6
	v_and_b32_e32 v9, 1, v10
	s_add_u32 s6, s6, 1
	v_or_b32_e32 v6, v9, v6
	s_addc_u32 s7, s7, 0
	v_cmp_gt_u64_e32 vcc, s[80:81], v[6:7]
	v_mov_b32_e32 v10, s11
	v_mov_b32_e32 v11, s10
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e64 v12, v8, 0, vcc
	v_cndmask_b32_e64 v9, v1, 0, vcc
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_cndmask_b32_e64 v11, v11, 0, vcc
	s_addc_u32 s9, s9, -1
	v_sub_co_u32_e32 v6, vcc, v6, v12
	v_or_b32_e32 v5, v10, v5
	s_nop 0
	v_subb_co_u32_e32 v7, vcc, v7, v9, vcc
	s_cmp_eq_u64 s[6:7], 64
	v_or_b32_e32 v4, v11, v4
	s_cbranch_scc0 .LBB0_2
.LBB0_4:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_6
	v_cvt_f32_u32_e32 v1, s80
	s_sub_i32 s4, 0, s80
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v7, v5
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s4, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	v_mul_hi_u32 v1, v2, v1
	v_mul_lo_u32 v3, v1, s80
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s80, v3
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s80, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s80, v3
	s_nop 1
	v_cndmask_b32_e32 v4, v1, v4, vcc
	v_mul_lo_u32 v1, v4, s80
	v_sub_u32_e32 v6, v2, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx2 s[2:3], s[0:1], 0x58
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[2:3], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_27
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[8:9], v[4:5], 3, v[2:3]
	flat_load_dwordx2 v[12:13], v[8:9]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx4 s[76:79], s[0:1], 0x48
	v_mov_b32_e32 v2, s74
	v_mov_b32_e32 v3, s75
	s_movk_i32 s2, 0xb5d0
	v_mad_u64_u32 v[2:3], s[0:1], v6, s2, v[2:3]
	v_mov_b32_e32 v10, v3
	v_mad_u64_u32 v[10:11], s[0:1], v7, s2, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, s6
	v_sub_u32_e32 v3, v10, v6
	v_mov_b32_e32 v10, s4
	v_mov_b32_e32 v11, s5
	s_lshl_b32 s4, s6, 1
	v_alignbit_b32 v14, s7, v14, 31
	v_cmp_lt_i64_e64 s[0:1], 0, v[2:3]
	v_mad_u64_u32 v[10:11], s[2:3], s4, v4, v[10:11]
	v_mul_lo_u32 v15, s4, v5
	v_mul_lo_u32 v14, v14, v4
	v_add3_u32 v11, v14, v11, v15
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[68:69], v[12:13]
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_saveexec_b64 s[68:69], s[0:1]
	s_cbranch_execz .LBB0_19
	s_mov_b32 s2, 0x9460
	v_mad_u64_u32 v[12:13], s[0:1], v6, s2, v[10:11]
	v_mov_b32_e32 v14, v13
	v_mad_u64_u32 v[14:15], s[0:1], v7, s2, v[14:15]
	v_cmp_lt_i64_e64 s[0:1], 0, v[2:3]
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v1, 0x4a30
	v_cndmask_b32_e64 v15, 0, v3, s[0:1]
	v_cndmask_b32_e64 v14, 0, v2, s[0:1]
	s_mov_b64 s[0:1], 0x4a30
	v_cmp_gt_i64_e64 s[0:1], s[0:1], v[14:15]
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[2:3], -1
	v_cndmask_b32_e64 v14, v1, v14, s[0:1]
	v_add_u32_e32 v1, 15, v14
	v_lshrrev_b32_e32 v18, 4, v1
	v_cndmask_b32_e64 v15, 0, v15, s[0:1]
	v_cmp_lt_u32_e64 s[0:1], 1, v18
	v_lshl_add_u64 v[16:17], v[14:15], 0, -1
	v_mov_b32_e32 v1, 0xff800000
	v_cndmask_b32_e64 v26, 1, v18, s[0:1]
	v_cmp_lt_i64_e64 s[0:1], 16, v[2:3]
	v_mov_b64_e32 v[20:21], 0
	s_and_saveexec_b64 s[74:75], s[0:1]
	s_cbranch_execz .LBB0_12
	v_and_b32_e32 v20, 0xffe, v26
	v_mov_b32_e32 v21, v19
	v_mov_b32_e32 v22, v14
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v2, v16
	v_mov_b32_e32 v3, v17
	s_mov_b64 s[84:85], 1
	s_mov_b64 s[82:83], 0
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v27, 0x7fc00000
	v_mov_b64_e32 v[24:25], v[20:21]
	s_mov_b64 s[86:87], 0
	v_mov_b32_e32 v29, 0xff800000
	v_mov_b32_e32 v28, 0xff800000
.LBB0_10:
	s_lshl_b64 s[66:67], s[84:85], 4
	s_lshl_b64 s[88:89], s[86:87], 4
	v_mov_b32_e32 v36, s67
	v_mov_b32_e32 v30, s66
	v_cmp_lt_u64_e64 s[26:27], s[66:67], v[22:23]
	v_cmp_lt_u64_e64 s[0:1], s[88:89], v[14:15]
	v_mov_b32_e32 v32, s88
	s_or_b32 s4, s66, 1
	s_mov_b32 s5, s67
	s_or_b32 s6, s88, 1
	s_mov_b32 s7, s89
	s_or_b32 s8, s66, 2
	s_mov_b32 s9, s67
	s_or_b32 s10, s88, 2
	s_mov_b32 s11, s89
	s_or_b32 s12, s66, 3
	s_mov_b32 s13, s67
	s_or_b32 s14, s88, 3
	s_mov_b32 s15, s89
	s_or_b32 s16, s66, 4
	s_mov_b32 s17, s67
	s_or_b32 s18, s88, 4
	s_mov_b32 s19, s89
	s_or_b32 s20, s66, 5
	s_mov_b32 s21, s67
	s_or_b32 s22, s88, 5
	s_mov_b32 s23, s89
	s_or_b32 s24, s66, 6
	s_mov_b32 s25, s67
	s_or_b32 s28, s88, 6
	s_mov_b32 s29, s89
	s_or_b32 s30, s66, 7
	s_mov_b32 s31, s67
	s_or_b32 s34, s88, 7
	s_mov_b32 s35, s89
	s_or_b32 s38, s66, 8
	s_mov_b32 s39, s67
	s_or_b32 s40, s88, 8
	s_mov_b32 s41, s89
	s_or_b32 s42, s66, 9
	s_mov_b32 s43, s67
	s_or_b32 s44, s88, 9
	s_mov_b32 s45, s89
	s_or_b32 s46, s66, 10
	s_mov_b32 s47, s67
	s_or_b32 s48, s88, 10
	s_mov_b32 s49, s89
	s_or_b32 s50, s66, 11
	s_mov_b32 s51, s67
	s_or_b32 s52, s88, 11
	s_mov_b32 s53, s89
	s_or_b32 s54, s66, 12
	s_mov_b32 s55, s67
	s_or_b32 s56, s88, 12
	s_mov_b32 s57, s89
	s_or_b32 s58, s66, 13
	s_mov_b32 s59, s67
	s_or_b32 s60, s88, 13
	s_mov_b32 s61, s89
	s_or_b32 s62, s66, 14
	s_mov_b32 s63, s67
	s_or_b32 s64, s88, 14
	s_mov_b32 s65, s89
	s_or_b32 s66, s66, 15
	s_or_b32 s88, s88, 15
	v_cndmask_b32_e64 v31, v3, v36, s[26:27]
	v_cndmask_b32_e64 v30, v2, v30, s[26:27]
	v_mov_b32_e32 v34, s89
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[22:23]
	v_mov_b32_e32 v38, s4
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v40, s6
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[22:23]
	v_mov_b32_e32 v42, s8
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v44, s10
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[22:23]
	v_mov_b32_e32 v46, s12
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v48, s14
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[22:23]
	v_mov_b32_e32 v50, s16
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v52, s18
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[22:23]
	v_mov_b32_e32 v54, s20
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[22:23]
	v_mov_b32_e32 v58, s24
	v_cmp_lt_u64_e64 s[24:25], s[28:29], v[14:15]
	v_mov_b32_e32 v60, s28
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[22:23]
	v_mov_b32_e32 v62, s30
	v_cmp_lt_u64_e64 s[30:31], s[34:35], v[14:15]
	v_mov_b32_e32 v64, s34
	v_cmp_lt_u64_e64 s[34:35], s[38:39], v[22:23]
	v_mov_b32_e32 v66, s38
	v_cmp_lt_u64_e64 s[38:39], s[40:41], v[14:15]
	v_mov_b32_e32 v68, s40
	v_cmp_lt_u64_e64 s[40:41], s[42:43], v[22:23]
	v_mov_b32_e32 v70, s42
	v_cmp_lt_u64_e64 s[42:43], s[44:45], v[14:15]
	v_mov_b32_e32 v72, s44
	v_cmp_lt_u64_e64 s[44:45], s[46:47], v[22:23]
	v_mov_b32_e32 v74, s46
	v_cmp_lt_u64_e64 s[46:47], s[48:49], v[14:15]
	v_mov_b32_e32 v76, s48
	v_cmp_lt_u64_e64 s[48:49], s[50:51], v[22:23]
	v_mov_b32_e32 v78, s50
	v_cmp_lt_u64_e64 s[50:51], s[52:53], v[14:15]
	v_mov_b32_e32 v80, s52
	v_cmp_lt_u64_e64 s[52:53], s[54:55], v[22:23]
	v_mov_b32_e32 v82, s54
	v_cmp_lt_u64_e64 s[54:55], s[56:57], v[14:15]
	v_mov_b32_e32 v84, s56
	v_cmp_lt_u64_e64 s[56:57], s[58:59], v[22:23]
	v_mov_b32_e32 v86, s58
	v_cmp_lt_u64_e64 s[58:59], s[60:61], v[14:15]
	v_mov_b32_e32 v88, s60
	v_cmp_lt_u64_e64 s[60:61], s[62:63], v[22:23]
	v_mov_b32_e32 v90, s62
	v_cmp_lt_u64_e64 s[62:63], s[64:65], v[14:15]
	v_mov_b32_e32 v92, s64
	v_cmp_lt_u64_e64 s[64:65], s[66:67], v[22:23]
	v_mov_b32_e32 v94, s66
	v_cmp_lt_u64_e64 s[66:67], s[88:89], v[14:15]
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[12:13]
	v_cndmask_b32_e64 v33, v17, v34, s[0:1]
	v_cndmask_b32_e64 v37, v17, v34, s[4:5]
	v_cndmask_b32_e64 v41, v17, v34, s[8:9]
	v_cndmask_b32_e64 v45, v17, v34, s[12:13]
	v_cndmask_b32_e64 v49, v17, v34, s[16:17]
	v_cndmask_b32_e64 v53, v17, v34, s[20:21]
	v_cndmask_b32_e64 v57, v17, v34, s[24:25]
	v_cndmask_b32_e64 v61, v17, v34, s[30:31]
	v_cndmask_b32_e64 v65, v17, v34, s[38:39]
	v_cndmask_b32_e64 v69, v17, v34, s[42:43]
	v_cndmask_b32_e64 v73, v17, v34, s[46:47]
	v_cndmask_b32_e64 v77, v17, v34, s[50:51]
	v_cndmask_b32_e64 v81, v17, v34, s[54:55]
	v_cndmask_b32_e64 v85, v17, v34, s[58:59]
	v_cndmask_b32_e64 v89, v17, v34, s[62:63]
	v_cndmask_b32_e64 v93, v17, v34, s[66:67]
	v_cndmask_b32_e64 v34, v2, v38, s[2:3]
	v_cndmask_b32_e64 v38, v2, v42, s[6:7]
	v_cndmask_b32_e64 v42, v2, v46, s[10:11]
	v_cndmask_b32_e64 v46, v2, v50, s[14:15]
	v_cndmask_b32_e64 v50, v2, v54, s[18:19]
	v_cndmask_b32_e64 v54, v2, v58, s[22:23]
	v_cndmask_b32_e64 v58, v2, v62, s[28:29]
	v_cndmask_b32_e64 v62, v2, v66, s[34:35]
	v_cndmask_b32_e64 v66, v2, v70, s[40:41]
	v_cndmask_b32_e64 v70, v2, v74, s[44:45]
	v_cndmask_b32_e64 v74, v2, v78, s[48:49]
	v_cndmask_b32_e64 v78, v2, v82, s[52:53]
	v_cndmask_b32_e64 v82, v2, v86, s[56:57]
	v_cndmask_b32_e64 v86, v2, v90, s[60:61]
	v_cndmask_b32_e64 v90, v2, v94, s[64:65]
	flat_load_ushort v94, v[30:31]
	v_cndmask_b32_e64 v32, v16, v32, s[0:1]
	v_cndmask_b32_e64 v35, v3, v36, s[2:3]
	v_cndmask_b32_e64 v39, v3, v36, s[6:7]
	v_cndmask_b32_e64 v43, v3, v36, s[10:11]
	v_cndmask_b32_e64 v47, v3, v36, s[14:15]
	v_cndmask_b32_e64 v51, v3, v36, s[18:19]
	v_cndmask_b32_e64 v55, v3, v36, s[22:23]
	v_cndmask_b32_e64 v59, v3, v36, s[28:29]
	v_cndmask_b32_e64 v63, v3, v36, s[34:35]
	v_cndmask_b32_e64 v67, v3, v36, s[40:41]
	v_cndmask_b32_e64 v71, v3, v36, s[44:45]
	v_cndmask_b32_e64 v75, v3, v36, s[48:49]
	v_cndmask_b32_e64 v79, v3, v36, s[52:53]
	v_cndmask_b32_e64 v83, v3, v36, s[56:57]
	v_cndmask_b32_e64 v87, v3, v36, s[60:61]
	v_cndmask_b32_e64 v91, v3, v36, s[64:65]
	v_mov_b32_e32 v95, s88
	v_cndmask_b32_e64 v36, v16, v40, s[4:5]
	v_cndmask_b32_e64 v40, v16, v44, s[8:9]
	v_cndmask_b32_e64 v44, v16, v48, s[12:13]
	v_cndmask_b32_e64 v48, v16, v52, s[16:17]
	v_cndmask_b32_e64 v52, v16, v56, s[20:21]
	v_cndmask_b32_e64 v56, v16, v60, s[24:25]
	v_cndmask_b32_e64 v60, v16, v64, s[30:31]
	v_cndmask_b32_e64 v64, v16, v68, s[38:39]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[12:13]
	v_cndmask_b32_e64 v68, v16, v72, s[42:43]
	v_cndmask_b32_e64 v72, v16, v76, s[46:47]
	v_cndmask_b32_e64 v76, v16, v80, s[50:51]
	v_cndmask_b32_e64 v80, v16, v84, s[54:55]
	v_cndmask_b32_e64 v84, v16, v88, s[58:59]
	v_cndmask_b32_e64 v88, v16, v92, s[62:63]
	v_cndmask_b32_e64 v92, v16, v95, s[66:67]
	v_lshl_add_u64 v[30:31], v[36:37], 1, v[12:13]
	v_lshl_add_u64 v[34:35], v[34:35], 1, v[12:13]
	v_lshl_add_u64 v[36:37], v[40:41], 1, v[12:13]
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[12:13]
	v_lshl_add_u64 v[40:41], v[44:45], 1, v[12:13]
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[12:13]
	v_lshl_add_u64 v[44:45], v[48:49], 1, v[12:13]
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[12:13]
	v_lshl_add_u64 v[48:49], v[52:53], 1, v[12:13]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[12:13]
	v_lshl_add_u64 v[52:53], v[56:57], 1, v[12:13]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[12:13]
	v_lshl_add_u64 v[56:57], v[60:61], 1, v[12:13]
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[12:13]
	v_lshl_add_u64 v[60:61], v[64:65], 1, v[12:13]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	v_lshl_add_u64 v[64:65], v[68:69], 1, v[12:13]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	v_lshl_add_u64 v[68:69], v[72:73], 1, v[12:13]
	v_lshl_add_u64 v[70:71], v[70:71], 1, v[12:13]
	v_lshl_add_u64 v[72:73], v[76:77], 1, v[12:13]
	v_lshl_add_u64 v[74:75], v[74:75], 1, v[12:13]
	v_lshl_add_u64 v[76:77], v[80:81], 1, v[12:13]
	v_lshl_add_u64 v[78:79], v[78:79], 1, v[12:13]
	v_lshl_add_u64 v[80:81], v[84:85], 1, v[12:13]
	v_lshl_add_u64 v[82:83], v[82:83], 1, v[12:13]
	v_lshl_add_u64 v[84:85], v[88:89], 1, v[12:13]
	v_lshl_add_u64 v[86:87], v[86:87], 1, v[12:13]
	v_lshl_add_u64 v[88:89], v[92:93], 1, v[12:13]
	v_lshl_add_u64 v[90:91], v[90:91], 1, v[12:13]
	flat_load_ushort v36, v[36:37]
	s_nop 0
	flat_load_ushort v37, v[38:39]
	s_nop 0
	flat_load_ushort v38, v[40:41]
	s_nop 0
	flat_load_ushort v30, v[30:31]
	s_nop 0
	flat_load_ushort v31, v[32:33]
	s_nop 0
	flat_load_ushort v32, v[34:35]
	flat_load_ushort v33, v[42:43]
	s_nop 0
	flat_load_ushort v34, v[44:45]
	flat_load_ushort v35, v[46:47]
	flat_load_ushort v39, v[52:53]
	flat_load_ushort v40, v[54:55]
	flat_load_ushort v41, v[56:57]
	flat_load_ushort v42, v[48:49]
	flat_load_ushort v43, v[50:51]
	flat_load_ushort v44, v[58:59]
	flat_load_ushort v45, v[60:61]
	flat_load_ushort v46, v[62:63]
	flat_load_ushort v47, v[68:69]
	flat_load_ushort v48, v[70:71]
	flat_load_ushort v49, v[72:73]
	flat_load_ushort v50, v[64:65]
	flat_load_ushort v51, v[66:67]
	flat_load_ushort v52, v[74:75]
	flat_load_ushort v53, v[76:77]
	flat_load_ushort v54, v[78:79]
	flat_load_ushort v55, v[84:85]
	flat_load_ushort v56, v[86:87]
	flat_load_ushort v57, v[88:89]
	flat_load_ushort v58, v[80:81]
	flat_load_ushort v59, v[82:83]
	flat_load_ushort v60, v[90:91]
	s_add_u32 s86, s86, 2
	s_addc_u32 s87, s87, 0
	v_lshl_add_u64 v[24:25], v[24:25], 0, -2
	s_add_u32 s84, s84, 2
	v_cmp_eq_u64_e64 s[36:37], 0, v[24:25]
	s_addc_u32 s85, s85, 0
	s_or_b64 s[82:83], s[36:37], s[82:83]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v61, 16, v94
	v_cndmask_b32_e64 v61, v1, v61, s[26:27]
	v_lshlrev_b32_e32 v36, 16, v36
	v_lshlrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e64 v36, v1, v36, s[8:9]
	v_lshlrev_b32_e32 v30, 16, v30
	v_lshlrev_b32_e32 v31, 16, v31
	v_lshlrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e64 v31, v1, v31, s[0:1]
	v_cndmask_b32_e64 v32, v1, v32, s[2:3]
	v_cndmask_b32_e64 v30, v1, v30, s[4:5]
	v_max_f32_e32 v62, v31, v30
	v_max_f32_e32 v63, v61, v32
	v_cmp_o_f32_e64 s[0:1], v61, v32
	v_cmp_o_f32_e64 s[2:3], v31, v30
	v_cndmask_b32_e64 v37, v1, v37, s[6:7]
	v_cndmask_b32_e64 v31, v27, v63, s[0:1]
	v_cndmask_b32_e64 v30, v27, v62, s[2:3]
	v_lshlrev_b32_e32 v38, 16, v38
	v_lshlrev_b32_e32 v33, 16, v33
	v_max_f32_e32 v32, v31, v37
	v_max_f32_e32 v61, v30, v36
	v_cmp_o_f32_e64 s[0:1], v30, v36
	v_cmp_o_f32_e64 s[2:3], v31, v37
	v_cndmask_b32_e64 v33, v1, v33, s[10:11]
	v_cndmask_b32_e64 v38, v1, v38, s[12:13]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v61, s[0:1]
	v_lshlrev_b32_e32 v35, 16, v35
	v_lshlrev_b32_e32 v34, 16, v34
	v_max_f32_e32 v32, v31, v38
	v_max_f32_e32 v36, v30, v33
	v_cmp_o_f32_e64 s[0:1], v30, v33
	v_cmp_o_f32_e64 s[2:3], v31, v38
	v_cndmask_b32_e64 v34, v1, v34, s[16:17]
	v_cndmask_b32_e64 v35, v1, v35, s[14:15]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v36, s[0:1]
	v_lshlrev_b32_e32 v42, 16, v42
	v_lshlrev_b32_e32 v43, 16, v43
	v_max_f32_e32 v32, v31, v35
	v_max_f32_e32 v33, v30, v34
	v_cmp_o_f32_e64 s[0:1], v30, v34
	v_cmp_o_f32_e64 s[2:3], v31, v35
	v_cndmask_b32_e64 v43, v1, v43, s[18:19]
	v_cndmask_b32_e64 v42, v1, v42, s[20:21]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v40, 16, v40
	v_lshlrev_b32_e32 v39, 16, v39
	v_max_f32_e32 v32, v31, v42
	v_max_f32_e32 v33, v30, v43
	v_cmp_o_f32_e64 s[0:1], v30, v43
	v_cmp_o_f32_e64 s[2:3], v31, v42
	v_cndmask_b32_e64 v39, v1, v39, s[24:25]
	v_cndmask_b32_e64 v40, v1, v40, s[22:23]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v41, 16, v41
	v_lshlrev_b32_e32 v44, 16, v44
	v_max_f32_e32 v32, v31, v40
	v_max_f32_e32 v33, v30, v39
	v_cmp_o_f32_e64 s[0:1], v30, v39
	v_cmp_o_f32_e64 s[2:3], v31, v40
	v_cndmask_b32_e64 v44, v1, v44, s[28:29]
	v_cndmask_b32_e64 v41, v1, v41, s[30:31]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v46, 16, v46
	v_lshlrev_b32_e32 v45, 16, v45
	v_max_f32_e32 v32, v31, v41
	v_max_f32_e32 v33, v30, v44
	v_cmp_o_f32_e64 s[0:1], v30, v44
	v_cmp_o_f32_e64 s[2:3], v31, v41
	v_cndmask_b32_e64 v45, v1, v45, s[38:39]
	v_cndmask_b32_e64 v46, v1, v46, s[34:35]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v50, 16, v50
	v_lshlrev_b32_e32 v51, 16, v51
	v_max_f32_e32 v32, v31, v46
	v_max_f32_e32 v33, v30, v45
	v_cmp_o_f32_e64 s[0:1], v30, v45
	v_cmp_o_f32_e64 s[2:3], v31, v46
	v_cndmask_b32_e64 v51, v1, v51, s[40:41]
	v_cndmask_b32_e64 v50, v1, v50, s[42:43]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v48, 16, v48
	v_lshlrev_b32_e32 v47, 16, v47
	v_max_f32_e32 v32, v31, v50
	v_max_f32_e32 v33, v30, v51
	v_cmp_o_f32_e64 s[0:1], v30, v51
	v_cmp_o_f32_e64 s[2:3], v31, v50
	v_cndmask_b32_e64 v47, v1, v47, s[46:47]
	v_cndmask_b32_e64 v48, v1, v48, s[44:45]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v49, 16, v49
	v_lshlrev_b32_e32 v52, 16, v52
	v_max_f32_e32 v32, v31, v48
	v_max_f32_e32 v33, v30, v47
	v_cmp_o_f32_e64 s[0:1], v30, v47
	v_cmp_o_f32_e64 s[2:3], v31, v48
	v_cndmask_b32_e64 v52, v1, v52, s[48:49]
	v_cndmask_b32_e64 v49, v1, v49, s[50:51]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v54, 16, v54
	v_lshlrev_b32_e32 v53, 16, v53
	v_max_f32_e32 v32, v31, v49
	v_max_f32_e32 v33, v30, v52
	v_cmp_o_f32_e64 s[0:1], v30, v52
	v_cmp_o_f32_e64 s[2:3], v31, v49
	v_cndmask_b32_e64 v53, v1, v53, s[54:55]
	v_cndmask_b32_e64 v54, v1, v54, s[52:53]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v58, 16, v58
	v_lshlrev_b32_e32 v59, 16, v59
	v_max_f32_e32 v32, v31, v54
	v_max_f32_e32 v33, v30, v53
	v_cmp_o_f32_e64 s[0:1], v30, v53
	v_cmp_o_f32_e64 s[2:3], v31, v54
	v_cndmask_b32_e64 v59, v1, v59, s[56:57]
	v_cndmask_b32_e64 v58, v1, v58, s[58:59]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v56, 16, v56
	v_lshlrev_b32_e32 v55, 16, v55
	v_max_f32_e32 v32, v31, v58
	v_max_f32_e32 v33, v30, v59
	v_cmp_o_f32_e64 s[0:1], v30, v59
	v_cmp_o_f32_e64 s[2:3], v31, v58
	v_cndmask_b32_e64 v55, v1, v55, s[62:63]
	v_cndmask_b32_e64 v56, v1, v56, s[60:61]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_lshlrev_b32_e32 v57, 16, v57
	v_lshlrev_b32_e32 v60, 16, v60
	v_max_f32_e32 v32, v31, v56
	v_max_f32_e32 v33, v30, v55
	v_cmp_o_f32_e64 s[0:1], v30, v55
	v_cmp_o_f32_e64 s[2:3], v31, v56
	v_cndmask_b32_e64 v60, v1, v60, s[64:65]
	v_cndmask_b32_e64 v57, v1, v57, s[66:67]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_max_f32_e32 v32, v31, v57
	v_max_f32_e32 v33, v30, v60
	v_cmp_o_f32_e64 s[0:1], v30, v60
	v_cmp_o_f32_e64 s[2:3], v31, v57
	s_nop 0
	v_cndmask_b32_e64 v31, v27, v33, s[0:1]
	v_cndmask_b32_e64 v30, v27, v32, s[2:3]
	v_max_f32_e32 v32, v28, v31
	v_max_f32_e32 v33, v29, v30
	v_cmp_o_f32_e64 s[0:1], v29, v30
	v_cmp_o_f32_e64 s[2:3], v28, v31
	s_nop 0
	v_cndmask_b32_e64 v29, v27, v33, s[0:1]
	v_cndmask_b32_e64 v28, v27, v32, s[2:3]
	s_andn2_b64 exec, exec, s[82:83]
	s_cbranch_execnz .LBB0_10
	s_or_b64 exec, exec, s[82:83]
	v_max_f32_e32 v1, v29, v28
	v_mov_b32_e32 v2, 0x7fc00000
	v_cmp_o_f32_e64 s[0:1], v29, v28
	s_nop 1
	v_cndmask_b32_e64 v1, v2, v1, s[0:1]
	v_cmp_ne_u64_e64 s[0:1], v[18:19], v[20:21]
	s_orn2_b64 s[2:3], s[0:1], exec
.LBB0_12:
	s_or_b64 exec, exec, s[74:75]
	s_and_saveexec_b64 s[36:37], s[2:3]
	s_cbranch_execz .LBB0_16
	v_sub_co_u32_e64 v2, s[0:1], v20, v26
	v_lshl_or_b32 v20, v20, 4, 15
	s_nop 0
	v_subbrev_co_u32_e64 v3, s[0:1], 0, v21, s[0:1]
	v_mov_b32_e32 v21, 0
	s_mov_b64 s[38:39], 0
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b32_e32 v22, 0x7fc00000
.LBB0_14:
	v_lshl_add_u64 v[24:25], v[20:21], 0, -15
	v_lshl_add_u64 v[26:27], v[20:21], 0, -14
	v_lshl_add_u64 v[28:29], v[20:21], 0, -13
	v_lshl_add_u64 v[30:31], v[20:21], 0, -12
	v_lshl_add_u64 v[32:33], v[20:21], 0, -11
	v_lshl_add_u64 v[34:35], v[20:21], 0, -10
	v_lshl_add_u64 v[36:37], v[20:21], 0, -9
	v_lshl_add_u64 v[38:39], v[20:21], 0, -8
	v_lshl_add_u64 v[40:41], v[20:21], 0, -7
	v_lshl_add_u64 v[42:43], v[20:21], 0, -6
	v_lshl_add_u64 v[44:45], v[20:21], 0, -5
	v_lshl_add_u64 v[46:47], v[20:21], 0, -4
	v_lshl_add_u64 v[48:49], v[20:21], 0, -3
	v_lshl_add_u64 v[50:51], v[20:21], 0, -2
	v_lshl_add_u64 v[52:53], v[20:21], 0, -1
	v_cmp_lt_u64_e64 s[2:3], v[24:25], v[14:15]
	v_cmp_lt_u64_e64 s[4:5], v[26:27], v[14:15]
	v_cmp_lt_u64_e64 s[6:7], v[28:29], v[14:15]
	v_cmp_lt_u64_e64 s[8:9], v[30:31], v[14:15]
	v_cmp_lt_u64_e64 s[10:11], v[32:33], v[14:15]
	v_cmp_lt_u64_e64 s[12:13], v[34:35], v[14:15]
	v_cmp_lt_u64_e64 s[14:15], v[36:37], v[14:15]
	v_cmp_lt_u64_e64 s[16:17], v[38:39], v[14:15]
	v_cmp_lt_u64_e64 s[0:1], v[20:21], v[14:15]
	v_cndmask_b32_e64 v25, v17, v25, s[2:3]
	v_cndmask_b32_e64 v27, v17, v27, s[4:5]
	v_cndmask_b32_e64 v29, v17, v29, s[6:7]
	v_cndmask_b32_e64 v31, v17, v31, s[8:9]
	v_cndmask_b32_e64 v33, v17, v33, s[10:11]
	v_cndmask_b32_e64 v35, v17, v35, s[12:13]
	v_cndmask_b32_e64 v37, v17, v37, s[14:15]
	v_cndmask_b32_e64 v39, v17, v39, s[16:17]
	v_cmp_lt_u64_e64 s[18:19], v[40:41], v[14:15]
	v_cmp_lt_u64_e64 s[20:21], v[42:43], v[14:15]
	v_cmp_lt_u64_e64 s[22:23], v[44:45], v[14:15]
	v_cmp_lt_u64_e64 s[24:25], v[46:47], v[14:15]
	v_cmp_lt_u64_e64 s[26:27], v[48:49], v[14:15]
	v_cmp_lt_u64_e64 s[28:29], v[50:51], v[14:15]
	v_cmp_lt_u64_e64 s[30:31], v[52:53], v[14:15]
	v_cndmask_b32_e64 v24, v16, v24, s[2:3]
	v_cndmask_b32_e64 v26, v16, v26, s[4:5]
	v_cndmask_b32_e64 v28, v16, v28, s[6:7]
	v_cndmask_b32_e64 v30, v16, v30, s[8:9]
	v_cndmask_b32_e64 v32, v16, v32, s[10:11]
	v_cndmask_b32_e64 v34, v16, v34, s[12:13]
	v_cndmask_b32_e64 v36, v16, v36, s[14:15]
	v_cndmask_b32_e64 v38, v16, v38, s[16:17]
	v_cndmask_b32_e64 v55, v17, v21, s[0:1]
	v_cndmask_b32_e64 v41, v17, v41, s[18:19]
	v_cndmask_b32_e64 v43, v17, v43, s[20:21]
	v_cndmask_b32_e64 v45, v17, v45, s[22:23]
	v_cndmask_b32_e64 v47, v17, v47, s[24:25]
	v_cndmask_b32_e64 v49, v17, v49, s[26:27]
	v_cndmask_b32_e64 v51, v17, v51, s[28:29]
	v_cndmask_b32_e64 v53, v17, v53, s[30:31]
	v_cndmask_b32_e64 v54, v16, v20, s[0:1]
	v_cndmask_b32_e64 v40, v16, v40, s[18:19]
	v_cndmask_b32_e64 v42, v16, v42, s[20:21]
	v_cndmask_b32_e64 v44, v16, v44, s[22:23]
	v_cndmask_b32_e64 v46, v16, v46, s[24:25]
	v_cndmask_b32_e64 v48, v16, v48, s[26:27]
	v_cndmask_b32_e64 v50, v16, v50, s[28:29]
	v_cndmask_b32_e64 v52, v16, v52, s[30:31]
	v_lshl_add_u64 v[24:25], v[24:25], 1, v[12:13]
	v_lshl_add_u64 v[26:27], v[26:27], 1, v[12:13]
	v_lshl_add_u64 v[28:29], v[28:29], 1, v[12:13]
	v_lshl_add_u64 v[30:31], v[30:31], 1, v[12:13]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[12:13]
	v_lshl_add_u64 v[34:35], v[34:35], 1, v[12:13]
	v_lshl_add_u64 v[36:37], v[36:37], 1, v[12:13]
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[12:13]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[12:13]
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[12:13]
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[12:13]
	v_lshl_add_u64 v[44:45], v[44:45], 1, v[12:13]
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[12:13]
	v_lshl_add_u64 v[48:49], v[48:49], 1, v[12:13]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[12:13]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v23, v[24:25]
	s_nop 0
	flat_load_ushort v24, v[26:27]
	flat_load_ushort v25, v[28:29]
	s_nop 0
	flat_load_ushort v26, v[30:31]
	flat_load_ushort v27, v[32:33]
	flat_load_ushort v28, v[34:35]
	flat_load_ushort v29, v[36:37]
	s_nop 0
	flat_load_ushort v30, v[38:39]
	flat_load_ushort v31, v[40:41]
	flat_load_ushort v32, v[42:43]
	flat_load_ushort v33, v[44:45]
	flat_load_ushort v34, v[46:47]
	flat_load_ushort v35, v[48:49]
	flat_load_ushort v36, v[50:51]
	flat_load_ushort v37, v[52:53]
	flat_load_ushort v38, v[54:55]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 1
	v_cmp_eq_u64_e64 s[34:35], 0, v[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 0, 16
	s_or_b64 s[38:39], s[34:35], s[38:39]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v23, 16, v23
	v_lshlrev_b32_e32 v24, 16, v24
	v_cndmask_b32_e64 v23, v19, v23, s[2:3]
	v_cndmask_b32_e64 v24, v19, v24, s[4:5]
	v_lshlrev_b32_e32 v25, 16, v25
	v_max_f32_e32 v39, v23, v24
	v_cndmask_b32_e64 v25, v19, v25, s[6:7]
	v_lshlrev_b32_e32 v26, 16, v26
	v_cndmask_b32_e64 v26, v19, v26, s[8:9]
	v_lshlrev_b32_e32 v27, 16, v27
	v_cndmask_b32_e64 v27, v19, v27, s[10:11]
	v_lshlrev_b32_e32 v28, 16, v28
	v_cndmask_b32_e64 v28, v19, v28, s[12:13]
	v_lshlrev_b32_e32 v29, 16, v29
	v_cndmask_b32_e64 v29, v19, v29, s[14:15]
	v_lshlrev_b32_e32 v38, 16, v38
	v_cndmask_b32_e64 v38, v19, v38, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v23, v24
	v_lshlrev_b32_e32 v30, 16, v30
	v_cndmask_b32_e64 v30, v19, v30, s[16:17]
	v_cndmask_b32_e64 v23, v22, v39, s[0:1]
	v_max_f32_e32 v24, v23, v25
	v_cmp_o_f32_e64 s[0:1], v23, v25
	v_lshlrev_b32_e32 v31, 16, v31
	v_cndmask_b32_e64 v31, v19, v31, s[18:19]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v26
	v_cmp_o_f32_e64 s[0:1], v23, v26
	v_lshlrev_b32_e32 v32, 16, v32
	v_cndmask_b32_e64 v32, v19, v32, s[20:21]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v27
	v_cmp_o_f32_e64 s[0:1], v23, v27
	v_lshlrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e64 v33, v19, v33, s[22:23]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v28
	v_cmp_o_f32_e64 s[0:1], v23, v28
	v_lshlrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e64 v34, v19, v34, s[24:25]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v29
	v_cmp_o_f32_e64 s[0:1], v23, v29
	v_lshlrev_b32_e32 v35, 16, v35
	v_cndmask_b32_e64 v35, v19, v35, s[26:27]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v30
	v_cmp_o_f32_e64 s[0:1], v23, v30
	v_lshlrev_b32_e32 v36, 16, v36
	v_cndmask_b32_e64 v36, v19, v36, s[28:29]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v31
	v_cmp_o_f32_e64 s[0:1], v23, v31
	v_lshlrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e64 v37, v19, v37, s[30:31]
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v32
	v_cmp_o_f32_e64 s[0:1], v23, v32
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v33
	v_cmp_o_f32_e64 s[0:1], v23, v33
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v34
	v_cmp_o_f32_e64 s[0:1], v23, v34
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v35
	v_cmp_o_f32_e64 s[0:1], v23, v35
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v36
	v_cmp_o_f32_e64 s[0:1], v23, v36
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v37
	v_cmp_o_f32_e64 s[0:1], v23, v37
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v23, v38
	v_cmp_o_f32_e64 s[0:1], v23, v38
	s_nop 1
	v_cndmask_b32_e64 v23, v22, v24, s[0:1]
	v_max_f32_e32 v24, v1, v23
	v_cmp_o_f32_e64 s[0:1], v1, v23
	s_nop 1
	v_cndmask_b32_e64 v1, v22, v24, s[0:1]
	s_andn2_b64 exec, exec, s[38:39]
	s_cbranch_execnz .LBB0_14
	s_or_b64 exec, exec, s[38:39]
.LBB0_16:
	s_or_b64 exec, exec, s[36:37]
	v_add_u32_e32 v2, 15, v18
	v_lshrrev_b32_e32 v2, 4, v2
	v_mov_b32_e32 v3, 0
	v_cmp_lt_u32_e64 s[0:1], 1, v2
	s_mov_b64 s[36:37], 0
	s_mov_b32 s33, 0xff800000
	v_cndmask_b32_e64 v2, 1, v2, s[0:1]
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b32_e32 v23, 0x7fc00000
	s_mov_b32 s40, 0xc3000000
	v_mov_b32_e32 v24, 0xc3000000
	s_mov_b64 s[38:39], 0
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v21, v3
.LBB0_17:
	s_lshl_b64 s[34:35], s[38:39], 8
	v_cmp_lt_u64_e64 s[0:1], s[34:35], v[14:15]
	v_mov_b32_e32 v49, s35
	v_mov_b32_e32 v18, s34
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_or_b32 s2, s34, 1
	s_mov_b32 s3, s35
	s_or_b32 s4, s34, 16
	s_mov_b32 s5, s35
	s_or_b32 s6, s34, 32
	s_mov_b32 s7, s35
	s_or_b32 s8, s34, 48
	s_mov_b32 s9, s35
	s_or_b32 s10, s34, 64
	s_mov_b32 s11, s35
	s_or_b32 s12, s34, 0x50
	s_mov_b32 s13, s35
	s_or_b32 s14, s34, 0x60
	s_mov_b32 s15, s35
	s_or_b32 s16, s34, 0x70
	s_mov_b32 s17, s35
	s_or_b32 s18, s34, 0x80
	s_mov_b32 s19, s35
	s_or_b32 s20, s34, 0x90
	s_mov_b32 s21, s35
	s_or_b32 s22, s34, 0xa0
	s_mov_b32 s23, s35
	s_or_b32 s24, s34, 0xb0
	s_mov_b32 s25, s35
	s_or_b32 s26, s34, 0xc0
	s_mov_b32 s27, s35
	s_or_b32 s28, s34, 0xd0
	s_mov_b32 s29, s35
	s_or_b32 s30, s34, 0xe0
	s_mov_b32 s31, s35
	s_or_b32 s42, s34, 0xf0
	s_mov_b32 s43, s35
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v26, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 2
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v27, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 3
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v28, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 4
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v29, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 5
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v30, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 6
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v31, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 7
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v32, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 8
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v33, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 9
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v34, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 10
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v35, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 11
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v36, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 12
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v37, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 13
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v38, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 14
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v39, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_or_b32 s2, s34, 15
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v40, v22, v18, s[0:1]
	v_cmp_lt_u64_e64 s[0:1], s[2:3], v[14:15]
	v_mov_b32_e32 v18, s2
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[0:1]
	v_cndmask_b32_e64 v18, v16, v18, s[0:1]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v26, v27
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v26, v27
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v28
	v_max_f32_e32 v19, v19, v28
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v29
	v_max_f32_e32 v19, v19, v29
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v30
	v_max_f32_e32 v19, v19, v30
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v31
	v_max_f32_e32 v19, v19, v31
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v32
	v_max_f32_e32 v19, v19, v32
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v33
	v_max_f32_e32 v19, v19, v33
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v34
	v_max_f32_e32 v19, v19, v34
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v35
	v_max_f32_e32 v19, v19, v35
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v36
	v_max_f32_e32 v19, v19, v36
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v37
	v_max_f32_e32 v19, v19, v37
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v38
	v_max_f32_e32 v19, v19, v38
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v39
	v_max_f32_e32 v19, v19, v39
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v40
	v_max_f32_e32 v19, v19, v40
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[0:1]
	v_cmp_o_f32_e64 s[0:1], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v25, v23, v19, s[0:1]
	v_cmp_eq_f32_e64 s[0:1], s33, v25
	s_nop 1
	v_cndmask_b32_e64 v19, v25, 0, s[0:1]
	v_sub_f32_e32 v26, v26, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v41, 0x3fb8aa3b, v26
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v42, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v27, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v27, 0x3fb8aa3b, v26
	v_exp_f32_e32 v27, v27
	v_cndmask_b32_e64 v43, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v28, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v28, 0x3fb8aa3b, v26
	v_exp_f32_e32 v28, v28
	v_cndmask_b32_e64 v44, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v29, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v29, 0x3fb8aa3b, v26
	v_exp_f32_e32 v29, v29
	v_cndmask_b32_e64 v45, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v30, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v30, 0x3fb8aa3b, v26
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v46, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v31, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v31, 0x3fb8aa3b, v26
	v_exp_f32_e32 v30, v30
	v_cndmask_b32_e64 v47, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v32, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v32, 0x3fb8aa3b, v26
	v_exp_f32_e32 v31, v31
	v_cndmask_b32_e64 v48, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v33, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v33, 0x3fb8aa3b, v26
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v50, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v34, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v34, 0x3fb8aa3b, v26
	v_exp_f32_e32 v34, v34
	v_cndmask_b32_e64 v51, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v35, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v35, 0x3fb8aa3b, v26
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e64 v52, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v36, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v36, 0x3fb8aa3b, v26
	v_exp_f32_e32 v36, v36
	v_cndmask_b32_e64 v53, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v37, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v37, 0x3fb8aa3b, v26
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v54, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v38, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v38, 0x3fb8aa3b, v26
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v55, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v39, v19
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_mul_f32_e32 v39, 0x3fb8aa3b, v26
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v56, v24, v26, s[2:3]
	v_sub_f32_e32 v26, v40, v19
	v_mul_f32_e32 v40, 0x3fb8aa3b, v26
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v40, v40
	v_cmp_ngt_f32_e64 s[2:3], s40, v26
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v32, v32
	v_cndmask_b32_e64 v57, v24, v26, s[2:3]
	v_add_f32_e32 v26, v34, v35
	v_add_f32_e32 v58, v41, v27
	v_mul_f32_e32 v35, v35, v52
	v_cmp_ngt_f32_e64 s[2:3], s40, v18
	v_add_f32_e32 v26, v58, v26
	v_add_f32_e32 v58, v36, v37
	v_add_f32_e32 v59, v28, v29
	v_fmac_f32_e32 v35, v34, v51
	v_mul_f32_e32 v34, v37, v54
	v_mul_f32_e32 v29, v29, v45
	v_cndmask_b32_e64 v18, v24, v18, s[2:3]
	v_add_f32_e32 v58, v59, v58
	v_add_f32_e32 v59, v38, v39
	v_add_f32_e32 v60, v30, v31
	v_fmac_f32_e32 v34, v36, v53
	v_fmac_f32_e32 v29, v28, v44
	v_add_f32_e32 v59, v60, v59
	v_add_f32_e32 v60, v40, v19
	v_mul_f32_e32 v27, v27, v43
	v_add_f32_e32 v28, v29, v34
	v_mul_f32_e32 v29, v39, v56
	v_mul_f32_e32 v31, v31, v47
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v33, v50
	v_fmac_f32_e32 v27, v41, v42
	v_fmac_f32_e32 v29, v38, v55
	v_fmac_f32_e32 v31, v30, v46
	v_fmac_f32_e32 v18, v40, v57
	v_fmac_f32_e32 v19, v32, v48
	v_add_f32_e32 v27, v27, v35
	v_add_f32_e32 v29, v31, v29
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v29, v18
	v_add_f32_e32 v19, v27, v28
	v_add_f32_e32 v27, v19, v18
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 17
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v61, v32, v33
	v_add_f32_e32 v60, v61, v60
	v_add_f32_e32 v26, v26, v58
	v_add_f32_e32 v59, v59, v60
	v_add_f32_e32 v26, v26, v59
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v29, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 18
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v30, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 19
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v31, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 20
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v32, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 21
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v33, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 22
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v34, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 23
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v35, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 24
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v36, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 25
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v37, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 26
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v38, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 27
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v39, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 28
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v40, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 29
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v41, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 30
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v42, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_or_b32 s4, s34, 31
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v43, v22, v18, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b32_e32 v18, s4
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[2:3]
	v_cndmask_b32_e64 v18, v16, v18, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v29, v30
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v29, v30
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v31
	v_max_f32_e32 v19, v19, v31
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v32
	v_max_f32_e32 v19, v19, v32
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v33
	v_max_f32_e32 v19, v19, v33
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v34
	v_max_f32_e32 v19, v19, v34
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v35
	v_max_f32_e32 v19, v19, v35
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v36
	v_max_f32_e32 v19, v19, v36
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v37
	v_max_f32_e32 v19, v19, v37
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v38
	v_max_f32_e32 v19, v19, v38
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v39
	v_max_f32_e32 v19, v19, v39
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v40
	v_max_f32_e32 v19, v19, v40
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v41
	v_max_f32_e32 v19, v19, v41
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v42
	v_max_f32_e32 v19, v19, v42
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v43
	v_max_f32_e32 v19, v19, v43
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v28, v23, v19, s[2:3]
	v_cmp_eq_f32_e64 s[2:3], s33, v28
	s_nop 1
	v_cndmask_b32_e64 v19, v28, 0, s[2:3]
	v_sub_f32_e32 v29, v29, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v44, 0x3fb8aa3b, v29
	v_exp_f32_e32 v44, v44
	v_cndmask_b32_e64 v45, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v30, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	v_exp_f32_e32 v30, v30
	v_cndmask_b32_e64 v46, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v31, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v31, 0x3fb8aa3b, v29
	v_exp_f32_e32 v31, v31
	v_cndmask_b32_e64 v47, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v32, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v32, 0x3fb8aa3b, v29
	v_exp_f32_e32 v32, v32
	v_cndmask_b32_e64 v48, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v33, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v33, 0x3fb8aa3b, v29
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v50, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v34, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v34, 0x3fb8aa3b, v29
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v51, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v35, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v35, 0x3fb8aa3b, v29
	v_exp_f32_e32 v34, v34
	v_cndmask_b32_e64 v52, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v36, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v36, 0x3fb8aa3b, v29
	v_exp_f32_e32 v36, v36
	v_cndmask_b32_e64 v53, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v37, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v37, 0x3fb8aa3b, v29
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v54, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v38, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v38, 0x3fb8aa3b, v29
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v55, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v39, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v39, 0x3fb8aa3b, v29
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v56, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v40, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v40, 0x3fb8aa3b, v29
	v_exp_f32_e32 v40, v40
	v_cndmask_b32_e64 v57, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v41, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v41, 0x3fb8aa3b, v29
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v58, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v42, v19
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_mul_f32_e32 v42, 0x3fb8aa3b, v29
	v_exp_f32_e32 v42, v42
	v_cndmask_b32_e64 v59, v24, v29, s[4:5]
	v_sub_f32_e32 v29, v43, v19
	v_mul_f32_e32 v43, 0x3fb8aa3b, v29
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v43, v43
	v_cmp_ngt_f32_e64 s[4:5], s40, v29
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e64 v60, v24, v29, s[4:5]
	v_add_f32_e32 v29, v37, v38
	v_add_f32_e32 v61, v44, v30
	v_mul_f32_e32 v38, v38, v55
	v_cmp_ngt_f32_e64 s[4:5], s40, v18
	v_add_f32_e32 v29, v61, v29
	v_add_f32_e32 v61, v39, v40
	v_add_f32_e32 v62, v31, v32
	v_fmac_f32_e32 v38, v37, v54
	v_mul_f32_e32 v37, v40, v57
	v_mul_f32_e32 v32, v32, v48
	v_cndmask_b32_e64 v18, v24, v18, s[4:5]
	v_add_f32_e32 v61, v62, v61
	v_add_f32_e32 v62, v41, v42
	v_add_f32_e32 v63, v33, v34
	v_fmac_f32_e32 v37, v39, v56
	v_fmac_f32_e32 v32, v31, v47
	v_add_f32_e32 v62, v63, v62
	v_add_f32_e32 v63, v43, v19
	v_mul_f32_e32 v30, v30, v46
	v_add_f32_e32 v31, v32, v37
	v_mul_f32_e32 v32, v42, v59
	v_mul_f32_e32 v34, v34, v51
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v36, v53
	v_fmac_f32_e32 v30, v44, v45
	v_fmac_f32_e32 v32, v41, v58
	v_fmac_f32_e32 v34, v33, v50
	v_fmac_f32_e32 v18, v43, v60
	v_fmac_f32_e32 v19, v35, v52
	v_add_f32_e32 v30, v30, v38
	v_add_f32_e32 v32, v34, v32
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v32, v18
	v_add_f32_e32 v19, v30, v31
	v_add_f32_e32 v30, v19, v18
	v_cmp_o_f32_e64 s[4:5], v25, v28
	v_max_f32_e32 v18, v25, v28
	v_add_f32_e32 v64, v35, v36
	v_cndmask_b32_e64 v34, v23, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 33
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v63, v64, v63
	v_add_f32_e32 v29, v29, v61
	v_add_f32_e32 v62, v62, v63
	v_add_f32_e32 v29, v29, v62
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v32, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 34
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v33, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 35
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v35, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 36
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v36, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 37
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v37, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 38
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v38, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 39
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v39, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 40
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v40, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 41
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v41, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 42
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v42, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 43
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v43, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 44
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v44, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 45
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v45, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 46
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v46, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_or_b32 s6, s34, 47
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v47, v22, v18, s[4:5]
	v_cmp_lt_u64_e64 s[4:5], s[6:7], v[14:15]
	v_mov_b32_e32 v18, s6
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[4:5]
	v_cndmask_b32_e64 v18, v16, v18, s[4:5]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v32, v33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v32, v33
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v35
	v_max_f32_e32 v19, v19, v35
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v36
	v_max_f32_e32 v19, v19, v36
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v37
	v_max_f32_e32 v19, v19, v37
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v38
	v_max_f32_e32 v19, v19, v38
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v39
	v_max_f32_e32 v19, v19, v39
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v40
	v_max_f32_e32 v19, v19, v40
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v41
	v_max_f32_e32 v19, v19, v41
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v42
	v_max_f32_e32 v19, v19, v42
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v43
	v_max_f32_e32 v19, v19, v43
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v44
	v_max_f32_e32 v19, v19, v44
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v45
	v_max_f32_e32 v19, v19, v45
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v46
	v_max_f32_e32 v19, v19, v46
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v47
	v_max_f32_e32 v19, v19, v47
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v31, v23, v19, s[4:5]
	v_cmp_eq_f32_e64 s[4:5], s33, v31
	s_nop 1
	v_cndmask_b32_e64 v19, v31, 0, s[4:5]
	v_sub_f32_e32 v32, v32, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v48, 0x3fb8aa3b, v32
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e64 v50, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v33, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v33, 0x3fb8aa3b, v32
	v_exp_f32_e32 v33, v33
	v_cndmask_b32_e64 v51, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v35, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v35, 0x3fb8aa3b, v32
	v_exp_f32_e32 v35, v35
	v_cndmask_b32_e64 v52, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v36, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v36, 0x3fb8aa3b, v32
	v_exp_f32_e32 v36, v36
	v_cndmask_b32_e64 v53, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v37, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v37, 0x3fb8aa3b, v32
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v54, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v38, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v38, 0x3fb8aa3b, v32
	v_exp_f32_e32 v37, v37
	v_cndmask_b32_e64 v55, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v39, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v39, 0x3fb8aa3b, v32
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v56, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v40, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v40, 0x3fb8aa3b, v32
	v_exp_f32_e32 v40, v40
	v_cndmask_b32_e64 v57, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v41, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v41, 0x3fb8aa3b, v32
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v58, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v42, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v42, 0x3fb8aa3b, v32
	v_exp_f32_e32 v42, v42
	v_cndmask_b32_e64 v59, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v43, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v43, 0x3fb8aa3b, v32
	v_exp_f32_e32 v43, v43
	v_cndmask_b32_e64 v60, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v44, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v44, 0x3fb8aa3b, v32
	v_exp_f32_e32 v44, v44
	v_cndmask_b32_e64 v61, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v45, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v45, 0x3fb8aa3b, v32
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v62, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v46, v19
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_mul_f32_e32 v46, 0x3fb8aa3b, v32
	v_exp_f32_e32 v46, v46
	v_cndmask_b32_e64 v63, v24, v32, s[6:7]
	v_sub_f32_e32 v32, v47, v19
	v_mul_f32_e32 v47, 0x3fb8aa3b, v32
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v47, v47
	v_cmp_ngt_f32_e64 s[6:7], s40, v32
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v64, v24, v32, s[6:7]
	v_add_f32_e32 v32, v41, v42
	v_add_f32_e32 v65, v48, v33
	v_mul_f32_e32 v42, v42, v59
	v_cmp_ngt_f32_e64 s[6:7], s40, v18
	v_add_f32_e32 v32, v65, v32
	v_add_f32_e32 v65, v43, v44
	v_add_f32_e32 v66, v35, v36
	v_fmac_f32_e32 v42, v41, v58
	v_mul_f32_e32 v41, v44, v61
	v_mul_f32_e32 v36, v36, v53
	v_cndmask_b32_e64 v18, v24, v18, s[6:7]
	v_add_f32_e32 v65, v66, v65
	v_add_f32_e32 v66, v45, v46
	v_add_f32_e32 v67, v37, v38
	v_fmac_f32_e32 v41, v43, v60
	v_fmac_f32_e32 v36, v35, v52
	v_add_f32_e32 v66, v67, v66
	v_add_f32_e32 v67, v47, v19
	v_mul_f32_e32 v33, v33, v51
	v_add_f32_e32 v35, v36, v41
	v_mul_f32_e32 v36, v46, v63
	v_mul_f32_e32 v38, v38, v55
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v40, v57
	v_fmac_f32_e32 v33, v48, v50
	v_fmac_f32_e32 v36, v45, v62
	v_fmac_f32_e32 v38, v37, v54
	v_fmac_f32_e32 v18, v47, v64
	v_fmac_f32_e32 v19, v39, v56
	v_add_f32_e32 v33, v33, v42
	v_add_f32_e32 v36, v38, v36
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v36, v18
	v_add_f32_e32 v19, v33, v35
	v_add_f32_e32 v33, v19, v18
	v_cmp_o_f32_e64 s[6:7], v34, v31
	v_max_f32_e32 v18, v34, v31
	v_add_f32_e32 v68, v39, v40
	v_cndmask_b32_e64 v37, v23, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 49
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v67, v68, v67
	v_add_f32_e32 v32, v32, v65
	v_add_f32_e32 v66, v66, v67
	v_add_f32_e32 v32, v32, v66
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v35, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 50
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v36, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 51
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v38, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 52
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v39, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 53
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v40, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 54
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v41, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 55
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v42, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 56
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v43, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 57
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v44, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 58
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v45, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 59
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v46, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 60
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v47, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 61
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v48, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 62
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v50, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_or_b32 s8, s34, 63
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v51, v22, v18, s[6:7]
	v_cmp_lt_u64_e64 s[6:7], s[8:9], v[14:15]
	v_mov_b32_e32 v18, s8
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[6:7]
	v_cndmask_b32_e64 v18, v16, v18, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v35, v36
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v35, v36
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v38
	v_max_f32_e32 v19, v19, v38
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v39
	v_max_f32_e32 v19, v19, v39
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v40
	v_max_f32_e32 v19, v19, v40
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v41
	v_max_f32_e32 v19, v19, v41
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v42
	v_max_f32_e32 v19, v19, v42
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v43
	v_max_f32_e32 v19, v19, v43
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v44
	v_max_f32_e32 v19, v19, v44
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v45
	v_max_f32_e32 v19, v19, v45
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v46
	v_max_f32_e32 v19, v19, v46
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v47
	v_max_f32_e32 v19, v19, v47
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v48
	v_max_f32_e32 v19, v19, v48
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v50
	v_max_f32_e32 v19, v19, v50
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v51
	v_max_f32_e32 v19, v19, v51
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[6:7]
	v_cmp_o_f32_e64 s[6:7], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v34, v23, v19, s[6:7]
	v_cmp_eq_f32_e64 s[6:7], s33, v34
	s_nop 1
	v_cndmask_b32_e64 v19, v34, 0, s[6:7]
	v_sub_f32_e32 v35, v35, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v52, 0x3fb8aa3b, v35
	v_exp_f32_e32 v52, v52
	v_cndmask_b32_e64 v53, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v36, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v36, 0x3fb8aa3b, v35
	v_exp_f32_e32 v36, v36
	v_cndmask_b32_e64 v54, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v38, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v38, 0x3fb8aa3b, v35
	v_exp_f32_e32 v38, v38
	v_cndmask_b32_e64 v55, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v39, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v39, 0x3fb8aa3b, v35
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v56, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v40, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v40, 0x3fb8aa3b, v35
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v57, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v41, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v41, 0x3fb8aa3b, v35
	v_exp_f32_e32 v40, v40
	v_cndmask_b32_e64 v58, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v42, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v42, 0x3fb8aa3b, v35
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v59, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v43, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v43, 0x3fb8aa3b, v35
	v_exp_f32_e32 v43, v43
	v_cndmask_b32_e64 v60, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v44, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v44, 0x3fb8aa3b, v35
	v_exp_f32_e32 v44, v44
	v_cndmask_b32_e64 v61, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v45, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v45, 0x3fb8aa3b, v35
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v62, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v46, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v46, 0x3fb8aa3b, v35
	v_exp_f32_e32 v46, v46
	v_cndmask_b32_e64 v63, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v47, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v47, 0x3fb8aa3b, v35
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v64, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v48, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v48, 0x3fb8aa3b, v35
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e64 v65, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v50, v19
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_mul_f32_e32 v50, 0x3fb8aa3b, v35
	v_exp_f32_e32 v50, v50
	v_cndmask_b32_e64 v66, v24, v35, s[8:9]
	v_sub_f32_e32 v35, v51, v19
	v_mul_f32_e32 v51, 0x3fb8aa3b, v35
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v51, v51
	v_cmp_ngt_f32_e64 s[8:9], s40, v35
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v42, v42
	v_cndmask_b32_e64 v67, v24, v35, s[8:9]
	v_add_f32_e32 v35, v44, v45
	v_add_f32_e32 v68, v52, v36
	v_mul_f32_e32 v45, v45, v62
	v_cmp_ngt_f32_e64 s[8:9], s40, v18
	v_add_f32_e32 v35, v68, v35
	v_add_f32_e32 v68, v46, v47
	v_add_f32_e32 v69, v38, v39
	v_fmac_f32_e32 v45, v44, v61
	v_mul_f32_e32 v44, v47, v64
	v_mul_f32_e32 v39, v39, v56
	v_cndmask_b32_e64 v18, v24, v18, s[8:9]
	v_add_f32_e32 v68, v69, v68
	v_add_f32_e32 v69, v48, v50
	v_add_f32_e32 v70, v40, v41
	v_fmac_f32_e32 v44, v46, v63
	v_fmac_f32_e32 v39, v38, v55
	v_add_f32_e32 v69, v70, v69
	v_add_f32_e32 v70, v51, v19
	v_mul_f32_e32 v36, v36, v54
	v_add_f32_e32 v38, v39, v44
	v_mul_f32_e32 v39, v50, v66
	v_mul_f32_e32 v41, v41, v58
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v43, v60
	v_fmac_f32_e32 v36, v52, v53
	v_fmac_f32_e32 v39, v48, v65
	v_fmac_f32_e32 v41, v40, v57
	v_fmac_f32_e32 v18, v51, v67
	v_fmac_f32_e32 v19, v42, v59
	v_add_f32_e32 v36, v36, v45
	v_add_f32_e32 v39, v41, v39
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v39, v18
	v_add_f32_e32 v19, v36, v38
	v_add_f32_e32 v36, v19, v18
	v_cmp_o_f32_e64 s[8:9], v37, v34
	v_max_f32_e32 v18, v37, v34
	v_add_f32_e32 v71, v42, v43
	v_cndmask_b32_e64 v40, v23, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x41
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v70, v71, v70
	v_add_f32_e32 v35, v35, v68
	v_add_f32_e32 v69, v69, v70
	v_add_f32_e32 v35, v35, v69
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v38, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x42
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v39, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x43
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v41, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x44
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v42, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x45
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v43, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x46
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v44, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x47
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v45, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x48
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v46, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x49
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v47, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x4a
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v48, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x4b
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v50, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x4c
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v51, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x4d
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v52, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x4e
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v53, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_or_b32 s10, s34, 0x4f
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v54, v22, v18, s[8:9]
	v_cmp_lt_u64_e64 s[8:9], s[10:11], v[14:15]
	v_mov_b32_e32 v18, s10
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[8:9]
	v_cndmask_b32_e64 v18, v16, v18, s[8:9]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v38, v39
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v38, v39
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v41
	v_max_f32_e32 v19, v19, v41
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v42
	v_max_f32_e32 v19, v19, v42
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v43
	v_max_f32_e32 v19, v19, v43
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v44
	v_max_f32_e32 v19, v19, v44
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v45
	v_max_f32_e32 v19, v19, v45
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v46
	v_max_f32_e32 v19, v19, v46
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v47
	v_max_f32_e32 v19, v19, v47
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v48
	v_max_f32_e32 v19, v19, v48
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v50
	v_max_f32_e32 v19, v19, v50
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v51
	v_max_f32_e32 v19, v19, v51
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v52
	v_max_f32_e32 v19, v19, v52
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v53
	v_max_f32_e32 v19, v19, v53
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v54
	v_max_f32_e32 v19, v19, v54
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[8:9]
	v_cmp_o_f32_e64 s[8:9], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v37, v23, v19, s[8:9]
	v_cmp_eq_f32_e64 s[8:9], s33, v37
	s_nop 1
	v_cndmask_b32_e64 v19, v37, 0, s[8:9]
	v_sub_f32_e32 v38, v38, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v55, 0x3fb8aa3b, v38
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v56, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v39, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v39, 0x3fb8aa3b, v38
	v_exp_f32_e32 v39, v39
	v_cndmask_b32_e64 v57, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v41, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v41, 0x3fb8aa3b, v38
	v_exp_f32_e32 v41, v41
	v_cndmask_b32_e64 v58, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v42, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v42, 0x3fb8aa3b, v38
	v_exp_f32_e32 v42, v42
	v_cndmask_b32_e64 v59, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v43, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v43, 0x3fb8aa3b, v38
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v60, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v44, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v44, 0x3fb8aa3b, v38
	v_exp_f32_e32 v43, v43
	v_cndmask_b32_e64 v61, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v45, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v45, 0x3fb8aa3b, v38
	v_exp_f32_e32 v44, v44
	v_cndmask_b32_e64 v62, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v46, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v46, 0x3fb8aa3b, v38
	v_exp_f32_e32 v46, v46
	v_cndmask_b32_e64 v63, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v47, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v47, 0x3fb8aa3b, v38
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v64, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v48, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v48, 0x3fb8aa3b, v38
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e64 v65, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v50, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v50, 0x3fb8aa3b, v38
	v_exp_f32_e32 v50, v50
	v_cndmask_b32_e64 v66, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v51, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v51, 0x3fb8aa3b, v38
	v_exp_f32_e32 v51, v51
	v_cndmask_b32_e64 v67, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v52, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v52, 0x3fb8aa3b, v38
	v_exp_f32_e32 v52, v52
	v_cndmask_b32_e64 v68, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v53, v19
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_mul_f32_e32 v53, 0x3fb8aa3b, v38
	v_exp_f32_e32 v53, v53
	v_cndmask_b32_e64 v69, v24, v38, s[10:11]
	v_sub_f32_e32 v38, v54, v19
	v_mul_f32_e32 v54, 0x3fb8aa3b, v38
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v54, v54
	v_cmp_ngt_f32_e64 s[10:11], s40, v38
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v70, v24, v38, s[10:11]
	v_add_f32_e32 v38, v47, v48
	v_add_f32_e32 v71, v55, v39
	v_mul_f32_e32 v48, v48, v65
	v_cmp_ngt_f32_e64 s[10:11], s40, v18
	v_add_f32_e32 v38, v71, v38
	v_add_f32_e32 v71, v50, v51
	v_add_f32_e32 v72, v41, v42
	v_fmac_f32_e32 v48, v47, v64
	v_mul_f32_e32 v47, v51, v67
	v_mul_f32_e32 v42, v42, v59
	v_cndmask_b32_e64 v18, v24, v18, s[10:11]
	v_add_f32_e32 v71, v72, v71
	v_add_f32_e32 v72, v52, v53
	v_add_f32_e32 v73, v43, v44
	v_fmac_f32_e32 v47, v50, v66
	v_fmac_f32_e32 v42, v41, v58
	v_add_f32_e32 v72, v73, v72
	v_add_f32_e32 v73, v54, v19
	v_mul_f32_e32 v39, v39, v57
	v_add_f32_e32 v41, v42, v47
	v_mul_f32_e32 v42, v53, v69
	v_mul_f32_e32 v44, v44, v61
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v46, v63
	v_fmac_f32_e32 v39, v55, v56
	v_fmac_f32_e32 v42, v52, v68
	v_fmac_f32_e32 v44, v43, v60
	v_fmac_f32_e32 v18, v54, v70
	v_fmac_f32_e32 v19, v45, v62
	v_add_f32_e32 v39, v39, v48
	v_add_f32_e32 v42, v44, v42
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v42, v18
	v_add_f32_e32 v19, v39, v41
	v_add_f32_e32 v39, v19, v18
	v_cmp_o_f32_e64 s[10:11], v40, v37
	v_max_f32_e32 v18, v40, v37
	v_add_f32_e32 v74, v45, v46
	v_cndmask_b32_e64 v43, v23, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x51
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v73, v74, v73
	v_add_f32_e32 v38, v38, v71
	v_add_f32_e32 v72, v72, v73
	v_add_f32_e32 v38, v38, v72
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v41, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x52
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v42, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x53
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v44, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x54
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v45, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x55
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v46, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x56
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v47, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x57
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v48, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x58
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v50, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x59
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v51, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x5a
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v52, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x5b
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v53, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x5c
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v54, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x5d
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v55, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x5e
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v56, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_or_b32 s12, s34, 0x5f
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v57, v22, v18, s[10:11]
	v_cmp_lt_u64_e64 s[10:11], s[12:13], v[14:15]
	v_mov_b32_e32 v18, s12
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[10:11]
	v_cndmask_b32_e64 v18, v16, v18, s[10:11]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v41, v42
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v41, v42
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v44
	v_max_f32_e32 v19, v19, v44
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v45
	v_max_f32_e32 v19, v19, v45
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v46
	v_max_f32_e32 v19, v19, v46
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v47
	v_max_f32_e32 v19, v19, v47
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v48
	v_max_f32_e32 v19, v19, v48
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v50
	v_max_f32_e32 v19, v19, v50
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v51
	v_max_f32_e32 v19, v19, v51
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v52
	v_max_f32_e32 v19, v19, v52
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v53
	v_max_f32_e32 v19, v19, v53
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v54
	v_max_f32_e32 v19, v19, v54
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v55
	v_max_f32_e32 v19, v19, v55
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v56
	v_max_f32_e32 v19, v19, v56
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v57
	v_max_f32_e32 v19, v19, v57
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[10:11]
	v_cmp_o_f32_e64 s[10:11], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v40, v23, v19, s[10:11]
	v_cmp_eq_f32_e64 s[10:11], s33, v40
	s_nop 1
	v_cndmask_b32_e64 v19, v40, 0, s[10:11]
	v_sub_f32_e32 v41, v41, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v58, 0x3fb8aa3b, v41
	v_exp_f32_e32 v58, v58
	v_cndmask_b32_e64 v59, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v42, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v42, 0x3fb8aa3b, v41
	v_exp_f32_e32 v42, v42
	v_cndmask_b32_e64 v60, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v44, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v44, 0x3fb8aa3b, v41
	v_exp_f32_e32 v44, v44
	v_cndmask_b32_e64 v61, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v45, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v45, 0x3fb8aa3b, v41
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v62, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v46, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v46, 0x3fb8aa3b, v41
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v63, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v47, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v47, 0x3fb8aa3b, v41
	v_exp_f32_e32 v46, v46
	v_cndmask_b32_e64 v64, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v48, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v48, 0x3fb8aa3b, v41
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v65, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v50, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v50, 0x3fb8aa3b, v41
	v_exp_f32_e32 v50, v50
	v_cndmask_b32_e64 v66, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v51, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v51, 0x3fb8aa3b, v41
	v_exp_f32_e32 v51, v51
	v_cndmask_b32_e64 v67, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v52, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v52, 0x3fb8aa3b, v41
	v_exp_f32_e32 v52, v52
	v_cndmask_b32_e64 v68, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v53, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v53, 0x3fb8aa3b, v41
	v_exp_f32_e32 v53, v53
	v_cndmask_b32_e64 v69, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v54, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v54, 0x3fb8aa3b, v41
	v_exp_f32_e32 v54, v54
	v_cndmask_b32_e64 v70, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v55, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v55, 0x3fb8aa3b, v41
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v71, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v56, v19
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_mul_f32_e32 v56, 0x3fb8aa3b, v41
	v_exp_f32_e32 v56, v56
	v_cndmask_b32_e64 v72, v24, v41, s[12:13]
	v_sub_f32_e32 v41, v57, v19
	v_mul_f32_e32 v57, 0x3fb8aa3b, v41
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v57, v57
	v_cmp_ngt_f32_e64 s[12:13], s40, v41
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e64 v73, v24, v41, s[12:13]
	v_add_f32_e32 v41, v51, v52
	v_add_f32_e32 v74, v58, v42
	v_mul_f32_e32 v52, v52, v68
	v_cmp_ngt_f32_e64 s[12:13], s40, v18
	v_add_f32_e32 v41, v74, v41
	v_add_f32_e32 v74, v53, v54
	v_add_f32_e32 v75, v44, v45
	v_fmac_f32_e32 v52, v51, v67
	v_mul_f32_e32 v51, v54, v70
	v_mul_f32_e32 v45, v45, v62
	v_cndmask_b32_e64 v18, v24, v18, s[12:13]
	v_add_f32_e32 v74, v75, v74
	v_add_f32_e32 v75, v55, v56
	v_add_f32_e32 v76, v46, v47
	v_fmac_f32_e32 v51, v53, v69
	v_fmac_f32_e32 v45, v44, v61
	v_add_f32_e32 v75, v76, v75
	v_add_f32_e32 v76, v57, v19
	v_mul_f32_e32 v42, v42, v60
	v_add_f32_e32 v44, v45, v51
	v_mul_f32_e32 v45, v56, v72
	v_mul_f32_e32 v47, v47, v64
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v50, v66
	v_fmac_f32_e32 v42, v58, v59
	v_fmac_f32_e32 v45, v55, v71
	v_fmac_f32_e32 v47, v46, v63
	v_fmac_f32_e32 v18, v57, v73
	v_fmac_f32_e32 v19, v48, v65
	v_add_f32_e32 v42, v42, v52
	v_add_f32_e32 v45, v47, v45
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v45, v18
	v_add_f32_e32 v19, v42, v44
	v_add_f32_e32 v42, v19, v18
	v_cmp_o_f32_e64 s[12:13], v43, v40
	v_max_f32_e32 v18, v43, v40
	v_add_f32_e32 v77, v48, v50
	v_cndmask_b32_e64 v46, v23, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x61
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v76, v77, v76
	v_add_f32_e32 v41, v41, v74
	v_add_f32_e32 v75, v75, v76
	v_add_f32_e32 v41, v41, v75
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v44, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x62
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v45, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x63
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v47, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x64
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v48, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x65
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v50, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x66
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v51, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x67
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v52, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x68
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v53, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x69
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v54, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x6a
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v55, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x6b
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v56, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x6c
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v57, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x6d
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v58, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x6e
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v59, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_or_b32 s14, s34, 0x6f
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v60, v22, v18, s[12:13]
	v_cmp_lt_u64_e64 s[12:13], s[14:15], v[14:15]
	v_mov_b32_e32 v18, s14
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[12:13]
	v_cndmask_b32_e64 v18, v16, v18, s[12:13]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_max_f32_e32 v19, v44, v45
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v18, v22, v18, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v44, v45
	s_nop 1
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v47
	v_max_f32_e32 v19, v19, v47
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v48
	v_max_f32_e32 v19, v19, v48
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v50
	v_max_f32_e32 v19, v19, v50
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v51
	v_max_f32_e32 v19, v19, v51
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v52
	v_max_f32_e32 v19, v19, v52
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v53
	v_max_f32_e32 v19, v19, v53
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v54
	v_max_f32_e32 v19, v19, v54
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v55
	v_max_f32_e32 v19, v19, v55
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v56
	v_max_f32_e32 v19, v19, v56
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v57
	v_max_f32_e32 v19, v19, v57
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v58
	v_max_f32_e32 v19, v19, v58
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v59
	v_max_f32_e32 v19, v19, v59
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v60
	v_max_f32_e32 v19, v19, v60
	s_nop 0
	v_cndmask_b32_e64 v19, v23, v19, s[12:13]
	v_cmp_o_f32_e64 s[12:13], v19, v18
	v_max_f32_e32 v19, v19, v18
	s_nop 0
	v_cndmask_b32_e64 v43, v23, v19, s[12:13]
	v_cmp_eq_f32_e64 s[12:13], s33, v43
	s_nop 1
	v_cndmask_b32_e64 v19, v43, 0, s[12:13]
	v_sub_f32_e32 v44, v44, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v61, 0x3fb8aa3b, v44
	v_exp_f32_e32 v61, v61
	v_cndmask_b32_e64 v62, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v45, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v45, 0x3fb8aa3b, v44
	v_exp_f32_e32 v45, v45
	v_cndmask_b32_e64 v63, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v47, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v47, 0x3fb8aa3b, v44
	v_exp_f32_e32 v47, v47
	v_cndmask_b32_e64 v64, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v48, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v48, 0x3fb8aa3b, v44
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e64 v65, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v50, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v50, 0x3fb8aa3b, v44
	v_sub_f32_e32 v18, v18, v19
	v_cndmask_b32_e64 v66, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v51, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v51, 0x3fb8aa3b, v44
	v_exp_f32_e32 v50, v50
	v_cndmask_b32_e64 v67, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v52, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v52, 0x3fb8aa3b, v44
	v_exp_f32_e32 v51, v51
	v_cndmask_b32_e64 v68, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v53, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v53, 0x3fb8aa3b, v44
	v_exp_f32_e32 v53, v53
	v_cndmask_b32_e64 v69, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v54, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v54, 0x3fb8aa3b, v44
	v_exp_f32_e32 v54, v54
	v_cndmask_b32_e64 v70, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v55, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v55, 0x3fb8aa3b, v44
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v71, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v56, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v56, 0x3fb8aa3b, v44
	v_exp_f32_e32 v56, v56
	v_cndmask_b32_e64 v72, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v57, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v57, 0x3fb8aa3b, v44
	v_exp_f32_e32 v57, v57
	v_cndmask_b32_e64 v73, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v58, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v58, 0x3fb8aa3b, v44
	v_exp_f32_e32 v58, v58
	v_cndmask_b32_e64 v74, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v59, v19
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_mul_f32_e32 v59, 0x3fb8aa3b, v44
	v_exp_f32_e32 v59, v59
	v_cndmask_b32_e64 v75, v24, v44, s[14:15]
	v_sub_f32_e32 v44, v60, v19
	v_mul_f32_e32 v60, 0x3fb8aa3b, v44
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v60, v60
	v_cmp_ngt_f32_e64 s[14:15], s40, v44
	v_exp_f32_e32 v19, v19
	v_exp_f32_e32 v52, v52
	v_cndmask_b32_e64 v76, v24, v44, s[14:15]
	v_add_f32_e32 v44, v54, v55
	v_add_f32_e32 v77, v61, v45
	v_mul_f32_e32 v55, v55, v71
	v_cmp_ngt_f32_e64 s[14:15], s40, v18
	v_add_f32_e32 v44, v77, v44
	v_add_f32_e32 v77, v56, v57
	v_add_f32_e32 v78, v47, v48
	v_fmac_f32_e32 v55, v54, v70
	v_mul_f32_e32 v54, v57, v73
	v_mul_f32_e32 v48, v48, v65
	v_cndmask_b32_e64 v18, v24, v18, s[14:15]
	v_add_f32_e32 v77, v78, v77
	v_add_f32_e32 v78, v58, v59
	v_add_f32_e32 v79, v50, v51
	v_fmac_f32_e32 v54, v56, v72
	v_fmac_f32_e32 v48, v47, v64
	v_add_f32_e32 v78, v79, v78
	v_add_f32_e32 v79, v60, v19
	v_mul_f32_e32 v45, v45, v63
	v_add_f32_e32 v47, v48, v54
	v_mul_f32_e32 v48, v59, v75
	v_mul_f32_e32 v51, v51, v67
	v_mul_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v53, v69
	v_fmac_f32_e32 v45, v61, v62
	v_fmac_f32_e32 v48, v58, v74
	v_fmac_f32_e32 v51, v50, v66
	v_fmac_f32_e32 v18, v60, v76
	v_fmac_f32_e32 v19, v52, v68
	v_add_f32_e32 v45, v45, v55
	v_add_f32_e32 v48, v51, v48
	v_add_f32_e32 v18, v19, v18
	v_add_f32_e32 v18, v48, v18
	v_add_f32_e32 v19, v45, v47
	v_add_f32_e32 v45, v19, v18
	v_cmp_o_f32_e64 s[14:15], v46, v43
	v_max_f32_e32 v18, v46, v43
	v_mov_b32_e32 v19, s16
	v_cndmask_b32_e64 v18, v23, v18, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	s_or_b32 s16, s34, 0x71
	v_add_f32_e32 v80, v52, v53
	v_cndmask_b32_e64 v47, v17, v49, s[14:15]
	v_cndmask_b32_e64 v46, v16, v19, s[14:15]
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[12:13]
	flat_load_ushort v19, v[46:47]
	v_mov_b32_e32 v46, s16
	v_add_f32_e32 v79, v80, v79
	v_add_f32_e32 v44, v44, v77
	v_add_f32_e32 v78, v78, v79
	v_add_f32_e32 v44, v44, v78
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	s_or_b32 s16, s34, 0x72
	s_nop 0
	v_cndmask_b32_e64 v47, v17, v49, s[14:15]
	v_cndmask_b32_e64 v46, v16, v46, s[14:15]
	v_lshl_add_u64 v[46:47], v[46:47], 1, v[12:13]
	flat_load_ushort v46, v[46:47]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v47, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x73
	v_cndmask_b32_e64 v51, v17, v49, s[14:15]
	v_cndmask_b32_e64 v50, v16, v46, s[14:15]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[12:13]
	flat_load_ushort v46, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v48, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x74
	v_cndmask_b32_e64 v51, v17, v49, s[14:15]
	v_cndmask_b32_e64 v50, v16, v46, s[14:15]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[12:13]
	flat_load_ushort v46, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v50, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x75
	v_cndmask_b32_e64 v53, v17, v49, s[14:15]
	v_cndmask_b32_e64 v52, v16, v46, s[14:15]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v46, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v51, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x76
	v_cndmask_b32_e64 v53, v17, v49, s[14:15]
	v_cndmask_b32_e64 v52, v16, v46, s[14:15]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v46, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v52, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x77
	v_cndmask_b32_e64 v55, v17, v49, s[14:15]
	v_cndmask_b32_e64 v54, v16, v46, s[14:15]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[12:13]
	flat_load_ushort v46, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v53, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x78
	v_cndmask_b32_e64 v55, v17, v49, s[14:15]
	v_cndmask_b32_e64 v54, v16, v46, s[14:15]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[12:13]
	flat_load_ushort v46, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v54, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x79
	v_cndmask_b32_e64 v57, v17, v49, s[14:15]
	v_cndmask_b32_e64 v56, v16, v46, s[14:15]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v46, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v55, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x7a
	v_cndmask_b32_e64 v57, v17, v49, s[14:15]
	v_cndmask_b32_e64 v56, v16, v46, s[14:15]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v46, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v56, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x7b
	v_cndmask_b32_e64 v59, v17, v49, s[14:15]
	v_cndmask_b32_e64 v58, v16, v46, s[14:15]
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[12:13]
	flat_load_ushort v46, v[58:59]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v57, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x7c
	v_cndmask_b32_e64 v59, v17, v49, s[14:15]
	v_cndmask_b32_e64 v58, v16, v46, s[14:15]
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[12:13]
	flat_load_ushort v46, v[58:59]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v58, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x7d
	v_cndmask_b32_e64 v61, v17, v49, s[14:15]
	v_cndmask_b32_e64 v60, v16, v46, s[14:15]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v46, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v59, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x7e
	v_cndmask_b32_e64 v61, v17, v49, s[14:15]
	v_cndmask_b32_e64 v60, v16, v46, s[14:15]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v46, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v60, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_or_b32 s16, s34, 0x7f
	v_cndmask_b32_e64 v63, v17, v49, s[14:15]
	v_cndmask_b32_e64 v62, v16, v46, s[14:15]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v46, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v61, v22, v46, s[14:15]
	v_cmp_lt_u64_e64 s[14:15], s[16:17], v[14:15]
	v_mov_b32_e32 v46, s16
	s_nop 0
	v_cndmask_b32_e64 v63, v17, v49, s[14:15]
	v_cndmask_b32_e64 v62, v16, v46, s[14:15]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v46, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v46, 16, v46
	v_cndmask_b32_e64 v62, v22, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v19, v47
	v_max_f32_e32 v46, v19, v47
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v48
	v_max_f32_e32 v46, v46, v48
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v50
	v_max_f32_e32 v46, v46, v50
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v51
	v_max_f32_e32 v46, v46, v51
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v52
	v_max_f32_e32 v46, v46, v52
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v53
	v_max_f32_e32 v46, v46, v53
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v54
	v_max_f32_e32 v46, v46, v54
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v55
	v_max_f32_e32 v46, v46, v55
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v56
	v_max_f32_e32 v46, v46, v56
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v57
	v_max_f32_e32 v46, v46, v57
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v58
	v_max_f32_e32 v46, v46, v58
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v59
	v_max_f32_e32 v46, v46, v59
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v60
	v_max_f32_e32 v46, v46, v60
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v61
	v_max_f32_e32 v46, v46, v61
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_o_f32_e64 s[14:15], v46, v62
	v_max_f32_e32 v46, v46, v62
	s_nop 0
	v_cndmask_b32_e64 v46, v23, v46, s[14:15]
	v_cmp_eq_f32_e64 s[14:15], s33, v46
	s_nop 1
	v_cndmask_b32_e64 v63, v46, 0, s[14:15]
	v_sub_f32_e32 v19, v19, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v19
	v_sub_f32_e32 v47, v47, v63
	v_mul_f32_e32 v64, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[16:17]
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v65, 0x3fb8aa3b, v47
	v_exp_f32_e32 v65, v65
	v_cndmask_b32_e64 v66, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v48, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v48, 0x3fb8aa3b, v47
	v_exp_f32_e32 v64, v64
	v_cndmask_b32_e64 v67, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v50, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v50, 0x3fb8aa3b, v47
	v_exp_f32_e32 v48, v48
	v_cndmask_b32_e64 v68, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v51, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v51, 0x3fb8aa3b, v47
	v_exp_f32_e32 v50, v50
	v_cndmask_b32_e64 v69, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v52, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v52, 0x3fb8aa3b, v47
	v_exp_f32_e32 v51, v51
	v_cndmask_b32_e64 v70, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v53, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v53, 0x3fb8aa3b, v47
	v_exp_f32_e32 v52, v52
	v_cndmask_b32_e64 v71, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v54, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v54, 0x3fb8aa3b, v47
	v_exp_f32_e32 v54, v54
	v_cndmask_b32_e64 v72, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v55, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v55, 0x3fb8aa3b, v47
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v73, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v56, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v56, 0x3fb8aa3b, v47
	v_exp_f32_e32 v56, v56
	v_cndmask_b32_e64 v74, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v57, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v57, 0x3fb8aa3b, v47
	v_exp_f32_e32 v57, v57
	v_cndmask_b32_e64 v75, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v58, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v58, 0x3fb8aa3b, v47
	v_exp_f32_e32 v58, v58
	v_cndmask_b32_e64 v76, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v59, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v59, 0x3fb8aa3b, v47
	v_exp_f32_e32 v59, v59
	v_cndmask_b32_e64 v77, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v60, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v60, 0x3fb8aa3b, v47
	v_exp_f32_e32 v60, v60
	v_cndmask_b32_e64 v78, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v61, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v61, 0x3fb8aa3b, v47
	v_add_f32_e32 v81, v48, v50
	v_cndmask_b32_e64 v79, v24, v47, s[16:17]
	v_sub_f32_e32 v47, v62, v63
	v_cmp_ngt_f32_e64 s[16:17], s40, v47
	v_mul_f32_e32 v62, 0x3fb8aa3b, v47
	v_exp_f32_e32 v62, v62
	v_cndmask_b32_e64 v63, v24, v47, s[16:17]
	v_add_f32_e32 v47, v55, v56
	v_mul_f32_e32 v56, v56, v74
	v_fmac_f32_e32 v56, v55, v73
	v_mul_f32_e32 v55, v65, v66
	v_fmac_f32_e32 v55, v64, v19
	v_add_f32_e32 v19, v55, v56
	v_mul_f32_e32 v55, v58, v76
	v_mul_f32_e32 v50, v50, v68
	v_exp_f32_e32 v53, v53
	v_exp_f32_e32 v61, v61
	v_fmac_f32_e32 v55, v57, v75
	v_fmac_f32_e32 v50, v48, v67
	v_add_f32_e32 v82, v51, v52
	v_add_f32_e32 v48, v50, v55
	v_mul_f32_e32 v50, v60, v78
	v_mul_f32_e32 v52, v52, v70
	v_fmac_f32_e32 v50, v59, v77
	v_fmac_f32_e32 v52, v51, v69
	v_add_f32_e32 v50, v52, v50
	v_mul_f32_e32 v51, v62, v63
	v_mul_f32_e32 v52, v54, v72
	v_fmac_f32_e32 v51, v61, v79
	v_fmac_f32_e32 v52, v53, v71
	v_add_f32_e32 v51, v52, v51
	v_add_f32_e32 v50, v50, v51
	v_add_f32_e32 v19, v19, v48
	v_cmp_o_f32_e64 s[16:17], v18, v46
	v_max_f32_e32 v18, v18, v46
	v_add_f32_e32 v48, v19, v50
	v_cndmask_b32_e64 v18, v23, v18, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v19, s18
	s_or_b32 s18, s34, 0x81
	v_cndmask_b32_e64 v51, v17, v49, s[16:17]
	v_cndmask_b32_e64 v50, v16, v19, s[16:17]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[12:13]
	flat_load_ushort v19, v[50:51]
	v_mov_b32_e32 v50, s18
	v_add_f32_e32 v83, v53, v54
	v_add_f32_e32 v80, v64, v65
	v_add_f32_e32 v47, v80, v47
	v_add_f32_e32 v80, v57, v58
	v_add_f32_e32 v80, v81, v80
	v_add_f32_e32 v81, v59, v60
	v_add_f32_e32 v81, v82, v81
	v_add_f32_e32 v82, v61, v62
	v_add_f32_e32 v82, v83, v82
	v_add_f32_e32 v47, v47, v80
	v_add_f32_e32 v81, v81, v82
	v_add_f32_e32 v47, v47, v81
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	s_or_b32 s18, s34, 0x82
	s_nop 0
	v_cndmask_b32_e64 v51, v17, v49, s[16:17]
	v_cndmask_b32_e64 v50, v16, v50, s[16:17]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[12:13]
	flat_load_ushort v50, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v51, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x83
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v54, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x84
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v55, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x85
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v56, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x86
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v57, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x87
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v58, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x88
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v59, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x89
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v60, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x8a
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v61, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x8b
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v62, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x8c
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v63, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x8d
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v64, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x8e
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v65, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_or_b32 s18, s34, 0x8f
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v66, v22, v50, s[16:17]
	v_cmp_lt_u64_e64 s[16:17], s[18:19], v[14:15]
	v_mov_b32_e32 v50, s18
	s_nop 0
	v_cndmask_b32_e64 v53, v17, v49, s[16:17]
	v_cndmask_b32_e64 v52, v16, v50, s[16:17]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[12:13]
	flat_load_ushort v50, v[52:53]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v50, 16, v50
	v_cndmask_b32_e64 v52, v22, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v19, v51
	v_max_f32_e32 v50, v19, v51
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v54
	v_max_f32_e32 v50, v50, v54
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v55
	v_max_f32_e32 v50, v50, v55
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v56
	v_max_f32_e32 v50, v50, v56
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v57
	v_max_f32_e32 v50, v50, v57
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v58
	v_max_f32_e32 v50, v50, v58
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v59
	v_max_f32_e32 v50, v50, v59
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v60
	v_max_f32_e32 v50, v50, v60
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v61
	v_max_f32_e32 v50, v50, v61
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v62
	v_max_f32_e32 v50, v50, v62
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v63
	v_max_f32_e32 v50, v50, v63
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v64
	v_max_f32_e32 v50, v50, v64
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v65
	v_max_f32_e32 v50, v50, v65
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v66
	v_max_f32_e32 v50, v50, v66
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_o_f32_e64 s[16:17], v50, v52
	v_max_f32_e32 v50, v50, v52
	s_nop 0
	v_cndmask_b32_e64 v50, v23, v50, s[16:17]
	v_cmp_eq_f32_e64 s[16:17], s33, v50
	s_nop 1
	v_cndmask_b32_e64 v53, v50, 0, s[16:17]
	v_sub_f32_e32 v19, v19, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v19
	v_sub_f32_e32 v51, v51, v53
	v_mul_f32_e32 v67, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[18:19]
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v68, 0x3fb8aa3b, v51
	v_exp_f32_e32 v68, v68
	v_cndmask_b32_e64 v69, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v54, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v54, 0x3fb8aa3b, v51
	v_exp_f32_e32 v67, v67
	v_cndmask_b32_e64 v70, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v55, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v55, 0x3fb8aa3b, v51
	v_exp_f32_e32 v54, v54
	v_cndmask_b32_e64 v71, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v56, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v56, 0x3fb8aa3b, v51
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v72, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v57, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v57, 0x3fb8aa3b, v51
	v_exp_f32_e32 v56, v56
	v_cndmask_b32_e64 v73, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v58, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v58, 0x3fb8aa3b, v51
	v_exp_f32_e32 v57, v57
	v_cndmask_b32_e64 v74, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v59, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v59, 0x3fb8aa3b, v51
	v_exp_f32_e32 v59, v59
	v_cndmask_b32_e64 v75, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v60, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v60, 0x3fb8aa3b, v51
	v_exp_f32_e32 v60, v60
	v_cndmask_b32_e64 v76, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v61, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v61, 0x3fb8aa3b, v51
	v_exp_f32_e32 v61, v61
	v_cndmask_b32_e64 v77, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v62, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v62, 0x3fb8aa3b, v51
	v_exp_f32_e32 v62, v62
	v_cndmask_b32_e64 v78, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v63, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v63, 0x3fb8aa3b, v51
	v_exp_f32_e32 v63, v63
	v_cndmask_b32_e64 v79, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v64, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v64, 0x3fb8aa3b, v51
	v_exp_f32_e32 v64, v64
	v_cndmask_b32_e64 v80, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v65, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v65, 0x3fb8aa3b, v51
	v_exp_f32_e32 v65, v65
	v_cndmask_b32_e64 v81, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v66, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v66, 0x3fb8aa3b, v51
	v_exp_f32_e32 v66, v66
	v_cndmask_b32_e64 v82, v24, v51, s[18:19]
	v_sub_f32_e32 v51, v52, v53
	v_cmp_ngt_f32_e64 s[18:19], s40, v51
	v_mul_f32_e32 v52, 0x3fb8aa3b, v51
	v_exp_f32_e32 v52, v52
	v_cndmask_b32_e64 v53, v24, v51, s[18:19]
	v_add_f32_e32 v51, v60, v61
	v_mul_f32_e32 v61, v61, v77
	v_fmac_f32_e32 v61, v60, v76
	v_mul_f32_e32 v60, v68, v69
	v_exp_f32_e32 v58, v58
	v_add_f32_e32 v83, v67, v68
	v_fmac_f32_e32 v60, v67, v19
	v_add_f32_e32 v51, v83, v51
	v_add_f32_e32 v83, v62, v63
	v_add_f32_e32 v84, v54, v55
	v_add_f32_e32 v19, v60, v61
	v_mul_f32_e32 v60, v63, v79
	v_mul_f32_e32 v55, v55, v71
	v_add_f32_e32 v83, v84, v83
	v_add_f32_e32 v84, v64, v65
	v_add_f32_e32 v85, v56, v57
	v_fmac_f32_e32 v60, v62, v78
	v_fmac_f32_e32 v55, v54, v70
	v_add_f32_e32 v84, v85, v84
	v_add_f32_e32 v85, v66, v52
	v_add_f32_e32 v54, v55, v60
	v_mul_f32_e32 v55, v65, v81
	v_mul_f32_e32 v57, v57, v73
	v_mul_f32_e32 v52, v52, v53
	v_mul_f32_e32 v53, v59, v75
	v_fmac_f32_e32 v55, v64, v80
	v_fmac_f32_e32 v57, v56, v72
	v_fmac_f32_e32 v52, v66, v82
	v_fmac_f32_e32 v53, v58, v74
	v_add_f32_e32 v55, v57, v55
	v_add_f32_e32 v52, v53, v52
	v_add_f32_e32 v52, v55, v52
	v_add_f32_e32 v19, v19, v54
	v_cmp_o_f32_e64 s[18:19], v18, v50
	v_max_f32_e32 v18, v18, v50
	v_add_f32_e32 v52, v19, v52
	v_cndmask_b32_e64 v18, v23, v18, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v19, s20
	s_or_b32 s20, s34, 0x91
	v_cndmask_b32_e64 v55, v17, v49, s[18:19]
	v_cndmask_b32_e64 v54, v16, v19, s[18:19]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[12:13]
	flat_load_ushort v19, v[54:55]
	v_mov_b32_e32 v53, s20
	v_add_f32_e32 v86, v58, v59
	v_add_f32_e32 v85, v86, v85
	v_add_f32_e32 v51, v51, v83
	v_add_f32_e32 v84, v84, v85
	v_add_f32_e32 v51, v51, v84
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	s_or_b32 s20, s34, 0x92
	s_nop 0
	v_cndmask_b32_e64 v55, v17, v49, s[18:19]
	v_cndmask_b32_e64 v54, v16, v53, s[18:19]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[12:13]
	flat_load_ushort v53, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v54, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x93
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v55, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x94
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v58, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x95
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v59, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x96
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v60, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x97
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v61, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x98
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v62, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x99
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v63, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x9a
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v64, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x9b
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v65, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x9c
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v66, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x9d
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v67, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x9e
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v68, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_or_b32 s20, s34, 0x9f
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v69, v22, v53, s[18:19]
	v_cmp_lt_u64_e64 s[18:19], s[20:21], v[14:15]
	v_mov_b32_e32 v53, s20
	s_nop 0
	v_cndmask_b32_e64 v57, v17, v49, s[18:19]
	v_cndmask_b32_e64 v56, v16, v53, s[18:19]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v53, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v56, v22, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v19, v54
	v_max_f32_e32 v53, v19, v54
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v55
	v_max_f32_e32 v53, v53, v55
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v58
	v_max_f32_e32 v53, v53, v58
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v59
	v_max_f32_e32 v53, v53, v59
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v60
	v_max_f32_e32 v53, v53, v60
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v61
	v_max_f32_e32 v53, v53, v61
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v62
	v_max_f32_e32 v53, v53, v62
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v63
	v_max_f32_e32 v53, v53, v63
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v64
	v_max_f32_e32 v53, v53, v64
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v65
	v_max_f32_e32 v53, v53, v65
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v66
	v_max_f32_e32 v53, v53, v66
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v67
	v_max_f32_e32 v53, v53, v67
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v68
	v_max_f32_e32 v53, v53, v68
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v69
	v_max_f32_e32 v53, v53, v69
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v53, v56
	v_max_f32_e32 v53, v53, v56
	s_nop 0
	v_cndmask_b32_e64 v53, v23, v53, s[18:19]
	v_cmp_eq_f32_e64 s[18:19], s33, v53
	s_nop 1
	v_cndmask_b32_e64 v57, v53, 0, s[18:19]
	v_sub_f32_e32 v19, v19, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v19
	v_sub_f32_e32 v54, v54, v57
	v_mul_f32_e32 v70, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[20:21]
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v71, 0x3fb8aa3b, v54
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v72, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v55, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v55, 0x3fb8aa3b, v54
	v_exp_f32_e32 v70, v70
	v_cndmask_b32_e64 v73, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v58, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v58, 0x3fb8aa3b, v54
	v_exp_f32_e32 v55, v55
	v_cndmask_b32_e64 v74, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v59, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v59, 0x3fb8aa3b, v54
	v_exp_f32_e32 v58, v58
	v_cndmask_b32_e64 v75, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v60, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v60, 0x3fb8aa3b, v54
	v_exp_f32_e32 v59, v59
	v_cndmask_b32_e64 v76, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v61, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v61, 0x3fb8aa3b, v54
	v_exp_f32_e32 v60, v60
	v_cndmask_b32_e64 v77, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v62, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v62, 0x3fb8aa3b, v54
	v_exp_f32_e32 v62, v62
	v_cndmask_b32_e64 v78, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v63, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v63, 0x3fb8aa3b, v54
	v_exp_f32_e32 v63, v63
	v_cndmask_b32_e64 v79, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v64, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v64, 0x3fb8aa3b, v54
	v_exp_f32_e32 v64, v64
	v_cndmask_b32_e64 v80, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v65, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v65, 0x3fb8aa3b, v54
	v_exp_f32_e32 v65, v65
	v_cndmask_b32_e64 v81, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v66, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v66, 0x3fb8aa3b, v54
	v_exp_f32_e32 v66, v66
	v_cndmask_b32_e64 v82, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v67, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v67, 0x3fb8aa3b, v54
	v_exp_f32_e32 v67, v67
	v_cndmask_b32_e64 v83, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v68, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v68, 0x3fb8aa3b, v54
	v_exp_f32_e32 v68, v68
	v_cndmask_b32_e64 v84, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v69, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v69, 0x3fb8aa3b, v54
	v_exp_f32_e32 v69, v69
	v_cndmask_b32_e64 v85, v24, v54, s[20:21]
	v_sub_f32_e32 v54, v56, v57
	v_cmp_ngt_f32_e64 s[20:21], s40, v54
	v_mul_f32_e32 v56, 0x3fb8aa3b, v54
	v_exp_f32_e32 v56, v56
	v_cndmask_b32_e64 v57, v24, v54, s[20:21]
	v_add_f32_e32 v54, v63, v64
	v_mul_f32_e32 v64, v64, v80
	v_fmac_f32_e32 v64, v63, v79
	v_mul_f32_e32 v63, v71, v72
	v_exp_f32_e32 v61, v61
	v_add_f32_e32 v86, v70, v71
	v_fmac_f32_e32 v63, v70, v19
	v_add_f32_e32 v54, v86, v54
	v_add_f32_e32 v86, v65, v66
	v_add_f32_e32 v87, v55, v58
	v_add_f32_e32 v19, v63, v64
	v_mul_f32_e32 v63, v66, v82
	v_mul_f32_e32 v58, v58, v74
	v_add_f32_e32 v86, v87, v86
	v_add_f32_e32 v87, v67, v68
	v_add_f32_e32 v88, v59, v60
	v_fmac_f32_e32 v63, v65, v81
	v_fmac_f32_e32 v58, v55, v73
	v_add_f32_e32 v87, v88, v87
	v_add_f32_e32 v88, v69, v56
	v_add_f32_e32 v55, v58, v63
	v_mul_f32_e32 v58, v68, v84
	v_mul_f32_e32 v60, v60, v76
	v_mul_f32_e32 v56, v56, v57
	v_mul_f32_e32 v57, v62, v78
	v_fmac_f32_e32 v58, v67, v83
	v_fmac_f32_e32 v60, v59, v75
	v_fmac_f32_e32 v56, v69, v85
	v_fmac_f32_e32 v57, v61, v77
	v_add_f32_e32 v58, v60, v58
	v_add_f32_e32 v56, v57, v56
	v_add_f32_e32 v56, v58, v56
	v_add_f32_e32 v19, v19, v55
	v_cmp_o_f32_e64 s[20:21], v18, v53
	v_max_f32_e32 v18, v18, v53
	v_add_f32_e32 v55, v19, v56
	v_cndmask_b32_e64 v18, v23, v18, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v19, s22
	s_or_b32 s22, s34, 0xa1
	v_cndmask_b32_e64 v57, v17, v49, s[20:21]
	v_cndmask_b32_e64 v56, v16, v19, s[20:21]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v19, v[56:57]
	v_mov_b32_e32 v56, s22
	v_add_f32_e32 v89, v61, v62
	v_add_f32_e32 v88, v89, v88
	v_add_f32_e32 v54, v54, v86
	v_add_f32_e32 v87, v87, v88
	v_add_f32_e32 v54, v54, v87
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	s_or_b32 s22, s34, 0xa2
	s_nop 0
	v_cndmask_b32_e64 v57, v17, v49, s[20:21]
	v_cndmask_b32_e64 v56, v16, v56, s[20:21]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[12:13]
	flat_load_ushort v56, v[56:57]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v57, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa3
	v_cndmask_b32_e64 v59, v17, v49, s[20:21]
	v_cndmask_b32_e64 v58, v16, v56, s[20:21]
	v_lshl_add_u64 v[58:59], v[58:59], 1, v[12:13]
	flat_load_ushort v56, v[58:59]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v58, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa4
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v59, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa5
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v62, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa6
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v63, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa7
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v64, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa8
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v65, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xa9
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v66, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xaa
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v67, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xab
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v68, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xac
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v69, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xad
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v70, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xae
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v71, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_or_b32 s22, s34, 0xaf
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v72, v22, v56, s[20:21]
	v_cmp_lt_u64_e64 s[20:21], s[22:23], v[14:15]
	v_mov_b32_e32 v56, s22
	s_nop 0
	v_cndmask_b32_e64 v61, v17, v49, s[20:21]
	v_cndmask_b32_e64 v60, v16, v56, s[20:21]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v56, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cndmask_b32_e64 v60, v22, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v19, v57
	v_max_f32_e32 v56, v19, v57
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v58
	v_max_f32_e32 v56, v56, v58
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v59
	v_max_f32_e32 v56, v56, v59
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v62
	v_max_f32_e32 v56, v56, v62
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v63
	v_max_f32_e32 v56, v56, v63
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v64
	v_max_f32_e32 v56, v56, v64
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v65
	v_max_f32_e32 v56, v56, v65
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v66
	v_max_f32_e32 v56, v56, v66
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v67
	v_max_f32_e32 v56, v56, v67
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v68
	v_max_f32_e32 v56, v56, v68
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v69
	v_max_f32_e32 v56, v56, v69
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v70
	v_max_f32_e32 v56, v56, v70
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v71
	v_max_f32_e32 v56, v56, v71
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v72
	v_max_f32_e32 v56, v56, v72
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_o_f32_e64 s[20:21], v56, v60
	v_max_f32_e32 v56, v56, v60
	s_nop 0
	v_cndmask_b32_e64 v56, v23, v56, s[20:21]
	v_cmp_eq_f32_e64 s[20:21], s33, v56
	s_nop 1
	v_cndmask_b32_e64 v61, v56, 0, s[20:21]
	v_sub_f32_e32 v19, v19, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v19
	v_sub_f32_e32 v57, v57, v61
	v_mul_f32_e32 v73, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[22:23]
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v74, 0x3fb8aa3b, v57
	v_exp_f32_e32 v74, v74
	v_cndmask_b32_e64 v75, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v58, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v58, 0x3fb8aa3b, v57
	v_exp_f32_e32 v73, v73
	v_cndmask_b32_e64 v76, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v59, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v59, 0x3fb8aa3b, v57
	v_exp_f32_e32 v58, v58
	v_cndmask_b32_e64 v77, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v62, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v62, 0x3fb8aa3b, v57
	v_exp_f32_e32 v59, v59
	v_cndmask_b32_e64 v78, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v63, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v63, 0x3fb8aa3b, v57
	v_exp_f32_e32 v62, v62
	v_cndmask_b32_e64 v79, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v64, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v64, 0x3fb8aa3b, v57
	v_exp_f32_e32 v63, v63
	v_cndmask_b32_e64 v80, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v65, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v65, 0x3fb8aa3b, v57
	v_exp_f32_e32 v65, v65
	v_cndmask_b32_e64 v81, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v66, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v66, 0x3fb8aa3b, v57
	v_exp_f32_e32 v66, v66
	v_cndmask_b32_e64 v82, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v67, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v67, 0x3fb8aa3b, v57
	v_exp_f32_e32 v67, v67
	v_cndmask_b32_e64 v83, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v68, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v68, 0x3fb8aa3b, v57
	v_exp_f32_e32 v68, v68
	v_cndmask_b32_e64 v84, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v69, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v69, 0x3fb8aa3b, v57
	v_exp_f32_e32 v69, v69
	v_cndmask_b32_e64 v85, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v70, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v70, 0x3fb8aa3b, v57
	v_exp_f32_e32 v70, v70
	v_cndmask_b32_e64 v86, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v71, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v71, 0x3fb8aa3b, v57
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v87, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v72, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v72, 0x3fb8aa3b, v57
	v_exp_f32_e32 v72, v72
	v_cndmask_b32_e64 v88, v24, v57, s[22:23]
	v_sub_f32_e32 v57, v60, v61
	v_cmp_ngt_f32_e64 s[22:23], s40, v57
	v_mul_f32_e32 v60, 0x3fb8aa3b, v57
	v_exp_f32_e32 v60, v60
	v_cndmask_b32_e64 v61, v24, v57, s[22:23]
	v_add_f32_e32 v57, v66, v67
	v_mul_f32_e32 v67, v67, v83
	v_fmac_f32_e32 v67, v66, v82
	v_mul_f32_e32 v66, v74, v75
	v_exp_f32_e32 v64, v64
	v_add_f32_e32 v89, v73, v74
	v_fmac_f32_e32 v66, v73, v19
	v_add_f32_e32 v57, v89, v57
	v_add_f32_e32 v89, v68, v69
	v_add_f32_e32 v90, v58, v59
	v_add_f32_e32 v19, v66, v67
	v_mul_f32_e32 v66, v69, v85
	v_mul_f32_e32 v59, v59, v77
	v_add_f32_e32 v89, v90, v89
	v_add_f32_e32 v90, v70, v71
	v_add_f32_e32 v91, v62, v63
	v_fmac_f32_e32 v66, v68, v84
	v_fmac_f32_e32 v59, v58, v76
	v_add_f32_e32 v90, v91, v90
	v_add_f32_e32 v91, v72, v60
	v_add_f32_e32 v58, v59, v66
	v_mul_f32_e32 v59, v71, v87
	v_mul_f32_e32 v63, v63, v79
	v_mul_f32_e32 v60, v60, v61
	v_mul_f32_e32 v61, v65, v81
	v_fmac_f32_e32 v59, v70, v86
	v_fmac_f32_e32 v63, v62, v78
	v_fmac_f32_e32 v60, v72, v88
	v_fmac_f32_e32 v61, v64, v80
	v_add_f32_e32 v59, v63, v59
	v_add_f32_e32 v60, v61, v60
	v_add_f32_e32 v59, v59, v60
	v_add_f32_e32 v19, v19, v58
	v_cmp_o_f32_e64 s[22:23], v18, v56
	v_max_f32_e32 v18, v18, v56
	v_add_f32_e32 v58, v19, v59
	v_cndmask_b32_e64 v18, v23, v18, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v19, s24
	s_or_b32 s24, s34, 0xb1
	v_cndmask_b32_e64 v61, v17, v49, s[22:23]
	v_cndmask_b32_e64 v60, v16, v19, s[22:23]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v19, v[60:61]
	v_mov_b32_e32 v59, s24
	v_add_f32_e32 v92, v64, v65
	v_add_f32_e32 v91, v92, v91
	v_add_f32_e32 v57, v57, v89
	v_add_f32_e32 v90, v90, v91
	v_add_f32_e32 v57, v57, v90
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	s_or_b32 s24, s34, 0xb2
	s_nop 0
	v_cndmask_b32_e64 v61, v17, v49, s[22:23]
	v_cndmask_b32_e64 v60, v16, v59, s[22:23]
	v_lshl_add_u64 v[60:61], v[60:61], 1, v[12:13]
	flat_load_ushort v59, v[60:61]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v60, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb3
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v61, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb4
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v64, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb5
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v65, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb6
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v66, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb7
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v67, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb8
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v68, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xb9
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v69, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xba
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v70, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xbb
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v71, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xbc
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v72, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xbd
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v73, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xbe
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v74, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_or_b32 s24, s34, 0xbf
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v75, v22, v59, s[22:23]
	v_cmp_lt_u64_e64 s[22:23], s[24:25], v[14:15]
	v_mov_b32_e32 v59, s24
	s_nop 0
	v_cndmask_b32_e64 v63, v17, v49, s[22:23]
	v_cndmask_b32_e64 v62, v16, v59, s[22:23]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v59, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v59, 16, v59
	v_cndmask_b32_e64 v62, v22, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v19, v60
	v_max_f32_e32 v59, v19, v60
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v61
	v_max_f32_e32 v59, v59, v61
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v64
	v_max_f32_e32 v59, v59, v64
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v65
	v_max_f32_e32 v59, v59, v65
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v66
	v_max_f32_e32 v59, v59, v66
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v67
	v_max_f32_e32 v59, v59, v67
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v68
	v_max_f32_e32 v59, v59, v68
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v69
	v_max_f32_e32 v59, v59, v69
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v70
	v_max_f32_e32 v59, v59, v70
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v71
	v_max_f32_e32 v59, v59, v71
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v72
	v_max_f32_e32 v59, v59, v72
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v73
	v_max_f32_e32 v59, v59, v73
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v74
	v_max_f32_e32 v59, v59, v74
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v75
	v_max_f32_e32 v59, v59, v75
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_o_f32_e64 s[22:23], v59, v62
	v_max_f32_e32 v59, v59, v62
	s_nop 0
	v_cndmask_b32_e64 v59, v23, v59, s[22:23]
	v_cmp_eq_f32_e64 s[22:23], s33, v59
	s_nop 1
	v_cndmask_b32_e64 v63, v59, 0, s[22:23]
	v_sub_f32_e32 v19, v19, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v19
	v_sub_f32_e32 v60, v60, v63
	v_mul_f32_e32 v76, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[24:25]
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v77, 0x3fb8aa3b, v60
	v_exp_f32_e32 v77, v77
	v_cndmask_b32_e64 v78, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v61, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v61, 0x3fb8aa3b, v60
	v_exp_f32_e32 v76, v76
	v_cndmask_b32_e64 v79, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v64, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v64, 0x3fb8aa3b, v60
	v_exp_f32_e32 v61, v61
	v_cndmask_b32_e64 v80, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v65, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v65, 0x3fb8aa3b, v60
	v_exp_f32_e32 v64, v64
	v_cndmask_b32_e64 v81, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v66, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v66, 0x3fb8aa3b, v60
	v_exp_f32_e32 v65, v65
	v_cndmask_b32_e64 v82, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v67, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v67, 0x3fb8aa3b, v60
	v_exp_f32_e32 v66, v66
	v_cndmask_b32_e64 v83, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v68, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v68, 0x3fb8aa3b, v60
	v_exp_f32_e32 v68, v68
	v_cndmask_b32_e64 v84, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v69, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v69, 0x3fb8aa3b, v60
	v_exp_f32_e32 v69, v69
	v_cndmask_b32_e64 v85, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v70, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v70, 0x3fb8aa3b, v60
	v_exp_f32_e32 v70, v70
	v_cndmask_b32_e64 v86, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v71, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v71, 0x3fb8aa3b, v60
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v87, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v72, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v72, 0x3fb8aa3b, v60
	v_exp_f32_e32 v72, v72
	v_cndmask_b32_e64 v88, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v73, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v73, 0x3fb8aa3b, v60
	v_exp_f32_e32 v73, v73
	v_cndmask_b32_e64 v89, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v74, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v74, 0x3fb8aa3b, v60
	v_exp_f32_e32 v74, v74
	v_cndmask_b32_e64 v90, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v75, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v75, 0x3fb8aa3b, v60
	v_exp_f32_e32 v75, v75
	v_cndmask_b32_e64 v91, v24, v60, s[24:25]
	v_sub_f32_e32 v60, v62, v63
	v_cmp_ngt_f32_e64 s[24:25], s40, v60
	v_mul_f32_e32 v62, 0x3fb8aa3b, v60
	v_exp_f32_e32 v62, v62
	v_cndmask_b32_e64 v63, v24, v60, s[24:25]
	v_add_f32_e32 v60, v69, v70
	v_mul_f32_e32 v70, v70, v86
	v_fmac_f32_e32 v70, v69, v85
	v_mul_f32_e32 v69, v77, v78
	v_exp_f32_e32 v67, v67
	v_add_f32_e32 v92, v76, v77
	v_fmac_f32_e32 v69, v76, v19
	v_add_f32_e32 v60, v92, v60
	v_add_f32_e32 v92, v71, v72
	v_add_f32_e32 v93, v61, v64
	v_add_f32_e32 v19, v69, v70
	v_mul_f32_e32 v69, v72, v88
	v_mul_f32_e32 v64, v64, v80
	v_add_f32_e32 v92, v93, v92
	v_add_f32_e32 v93, v73, v74
	v_add_f32_e32 v94, v65, v66
	v_fmac_f32_e32 v69, v71, v87
	v_fmac_f32_e32 v64, v61, v79
	v_add_f32_e32 v93, v94, v93
	v_add_f32_e32 v94, v75, v62
	v_add_f32_e32 v61, v64, v69
	v_mul_f32_e32 v64, v74, v90
	v_mul_f32_e32 v66, v66, v82
	v_mul_f32_e32 v62, v62, v63
	v_mul_f32_e32 v63, v68, v84
	v_fmac_f32_e32 v64, v73, v89
	v_fmac_f32_e32 v66, v65, v81
	v_fmac_f32_e32 v62, v75, v91
	v_fmac_f32_e32 v63, v67, v83
	v_add_f32_e32 v64, v66, v64
	v_add_f32_e32 v62, v63, v62
	v_add_f32_e32 v62, v64, v62
	v_add_f32_e32 v19, v19, v61
	v_cmp_o_f32_e64 s[24:25], v18, v59
	v_max_f32_e32 v18, v18, v59
	v_add_f32_e32 v61, v19, v62
	v_cndmask_b32_e64 v18, v23, v18, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v19, s26
	s_or_b32 s26, s34, 0xc1
	v_cndmask_b32_e64 v63, v17, v49, s[24:25]
	v_cndmask_b32_e64 v62, v16, v19, s[24:25]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v19, v[62:63]
	v_mov_b32_e32 v62, s26
	v_add_f32_e32 v95, v67, v68
	v_add_f32_e32 v94, v95, v94
	v_add_f32_e32 v60, v60, v92
	v_add_f32_e32 v93, v93, v94
	v_add_f32_e32 v60, v60, v93
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	s_or_b32 s26, s34, 0xc2
	s_nop 0
	v_cndmask_b32_e64 v63, v17, v49, s[24:25]
	v_cndmask_b32_e64 v62, v16, v62, s[24:25]
	v_lshl_add_u64 v[62:63], v[62:63], 1, v[12:13]
	flat_load_ushort v62, v[62:63]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v63, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc3
	v_cndmask_b32_e64 v65, v17, v49, s[24:25]
	v_cndmask_b32_e64 v64, v16, v62, s[24:25]
	v_lshl_add_u64 v[64:65], v[64:65], 1, v[12:13]
	flat_load_ushort v62, v[64:65]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v64, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc4
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v65, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc5
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v68, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc6
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v69, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc7
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v70, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc8
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v71, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xc9
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v72, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xca
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v73, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xcb
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v74, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xcc
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v75, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xcd
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v76, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xce
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v77, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_or_b32 s26, s34, 0xcf
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v78, v22, v62, s[24:25]
	v_cmp_lt_u64_e64 s[24:25], s[26:27], v[14:15]
	v_mov_b32_e32 v62, s26
	s_nop 0
	v_cndmask_b32_e64 v67, v17, v49, s[24:25]
	v_cndmask_b32_e64 v66, v16, v62, s[24:25]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v62, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	v_cndmask_b32_e64 v66, v22, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v19, v63
	v_max_f32_e32 v62, v19, v63
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v64
	v_max_f32_e32 v62, v62, v64
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v65
	v_max_f32_e32 v62, v62, v65
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v68
	v_max_f32_e32 v62, v62, v68
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v69
	v_max_f32_e32 v62, v62, v69
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v70
	v_max_f32_e32 v62, v62, v70
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v71
	v_max_f32_e32 v62, v62, v71
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v72
	v_max_f32_e32 v62, v62, v72
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v73
	v_max_f32_e32 v62, v62, v73
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v74
	v_max_f32_e32 v62, v62, v74
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v75
	v_max_f32_e32 v62, v62, v75
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v76
	v_max_f32_e32 v62, v62, v76
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v77
	v_max_f32_e32 v62, v62, v77
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v78
	v_max_f32_e32 v62, v62, v78
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_o_f32_e64 s[24:25], v62, v66
	v_max_f32_e32 v62, v62, v66
	s_nop 0
	v_cndmask_b32_e64 v62, v23, v62, s[24:25]
	v_cmp_eq_f32_e64 s[24:25], s33, v62
	s_nop 1
	v_cndmask_b32_e64 v67, v62, 0, s[24:25]
	v_sub_f32_e32 v19, v19, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v19
	v_sub_f32_e32 v63, v63, v67
	v_mul_f32_e32 v79, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[26:27]
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v80, 0x3fb8aa3b, v63
	v_exp_f32_e32 v80, v80
	v_cndmask_b32_e64 v81, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v64, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v64, 0x3fb8aa3b, v63
	v_exp_f32_e32 v79, v79
	v_cndmask_b32_e64 v82, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v65, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v65, 0x3fb8aa3b, v63
	v_exp_f32_e32 v64, v64
	v_cndmask_b32_e64 v83, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v68, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v68, 0x3fb8aa3b, v63
	v_exp_f32_e32 v65, v65
	v_cndmask_b32_e64 v84, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v69, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v69, 0x3fb8aa3b, v63
	v_exp_f32_e32 v68, v68
	v_cndmask_b32_e64 v85, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v70, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v70, 0x3fb8aa3b, v63
	v_exp_f32_e32 v69, v69
	v_cndmask_b32_e64 v86, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v71, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v71, 0x3fb8aa3b, v63
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v87, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v72, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v72, 0x3fb8aa3b, v63
	v_exp_f32_e32 v72, v72
	v_cndmask_b32_e64 v88, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v73, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v73, 0x3fb8aa3b, v63
	v_exp_f32_e32 v73, v73
	v_cndmask_b32_e64 v89, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v74, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v74, 0x3fb8aa3b, v63
	v_exp_f32_e32 v74, v74
	v_cndmask_b32_e64 v90, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v75, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v75, 0x3fb8aa3b, v63
	v_exp_f32_e32 v75, v75
	v_cndmask_b32_e64 v91, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v76, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v76, 0x3fb8aa3b, v63
	v_exp_f32_e32 v76, v76
	v_cndmask_b32_e64 v92, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v77, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v77, 0x3fb8aa3b, v63
	v_exp_f32_e32 v77, v77
	v_cndmask_b32_e64 v93, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v78, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v78, 0x3fb8aa3b, v63
	v_exp_f32_e32 v78, v78
	v_cndmask_b32_e64 v94, v24, v63, s[26:27]
	v_sub_f32_e32 v63, v66, v67
	v_cmp_ngt_f32_e64 s[26:27], s40, v63
	v_mul_f32_e32 v66, 0x3fb8aa3b, v63
	v_exp_f32_e32 v66, v66
	v_cndmask_b32_e64 v67, v24, v63, s[26:27]
	v_add_f32_e32 v63, v72, v73
	v_mul_f32_e32 v73, v73, v89
	v_fmac_f32_e32 v73, v72, v88
	v_mul_f32_e32 v72, v80, v81
	v_exp_f32_e32 v70, v70
	v_add_f32_e32 v95, v79, v80
	v_fmac_f32_e32 v72, v79, v19
	v_add_f32_e32 v63, v95, v63
	v_add_f32_e32 v95, v74, v75
	v_add_f32_e32 v96, v64, v65
	v_add_f32_e32 v19, v72, v73
	v_mul_f32_e32 v72, v75, v91
	v_mul_f32_e32 v65, v65, v83
	v_add_f32_e32 v95, v96, v95
	v_add_f32_e32 v96, v76, v77
	v_add_f32_e32 v97, v68, v69
	v_fmac_f32_e32 v72, v74, v90
	v_fmac_f32_e32 v65, v64, v82
	v_add_f32_e32 v96, v97, v96
	v_add_f32_e32 v97, v78, v66
	v_add_f32_e32 v64, v65, v72
	v_mul_f32_e32 v65, v77, v93
	v_mul_f32_e32 v69, v69, v85
	v_mul_f32_e32 v66, v66, v67
	v_mul_f32_e32 v67, v71, v87
	v_fmac_f32_e32 v65, v76, v92
	v_fmac_f32_e32 v69, v68, v84
	v_fmac_f32_e32 v66, v78, v94
	v_fmac_f32_e32 v67, v70, v86
	v_add_f32_e32 v65, v69, v65
	v_add_f32_e32 v66, v67, v66
	v_add_f32_e32 v65, v65, v66
	v_add_f32_e32 v19, v19, v64
	v_cmp_o_f32_e64 s[26:27], v18, v62
	v_max_f32_e32 v18, v18, v62
	v_add_f32_e32 v64, v19, v65
	v_cndmask_b32_e64 v18, v23, v18, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v19, s28
	s_or_b32 s28, s34, 0xd1
	v_cndmask_b32_e64 v67, v17, v49, s[26:27]
	v_cndmask_b32_e64 v66, v16, v19, s[26:27]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v19, v[66:67]
	v_mov_b32_e32 v65, s28
	v_add_f32_e32 v98, v70, v71
	v_add_f32_e32 v97, v98, v97
	v_add_f32_e32 v63, v63, v95
	v_add_f32_e32 v96, v96, v97
	v_add_f32_e32 v63, v63, v96
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	s_or_b32 s28, s34, 0xd2
	s_nop 0
	v_cndmask_b32_e64 v67, v17, v49, s[26:27]
	v_cndmask_b32_e64 v66, v16, v65, s[26:27]
	v_lshl_add_u64 v[66:67], v[66:67], 1, v[12:13]
	flat_load_ushort v65, v[66:67]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v66, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd3
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v67, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd4
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v70, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd5
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v71, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd6
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v72, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd7
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v73, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd8
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v74, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xd9
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v75, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xda
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v76, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xdb
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v77, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xdc
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v78, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xdd
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v79, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xde
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v80, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_or_b32 s28, s34, 0xdf
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v81, v22, v65, s[26:27]
	v_cmp_lt_u64_e64 s[26:27], s[28:29], v[14:15]
	v_mov_b32_e32 v65, s28
	s_nop 0
	v_cndmask_b32_e64 v69, v17, v49, s[26:27]
	v_cndmask_b32_e64 v68, v16, v65, s[26:27]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v65, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v65, 16, v65
	v_cndmask_b32_e64 v68, v22, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v19, v66
	v_max_f32_e32 v65, v19, v66
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v67
	v_max_f32_e32 v65, v65, v67
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v70
	v_max_f32_e32 v65, v65, v70
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v71
	v_max_f32_e32 v65, v65, v71
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v72
	v_max_f32_e32 v65, v65, v72
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v73
	v_max_f32_e32 v65, v65, v73
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v74
	v_max_f32_e32 v65, v65, v74
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v75
	v_max_f32_e32 v65, v65, v75
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v76
	v_max_f32_e32 v65, v65, v76
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v77
	v_max_f32_e32 v65, v65, v77
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v78
	v_max_f32_e32 v65, v65, v78
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v79
	v_max_f32_e32 v65, v65, v79
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v80
	v_max_f32_e32 v65, v65, v80
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v81
	v_max_f32_e32 v65, v65, v81
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_o_f32_e64 s[26:27], v65, v68
	v_max_f32_e32 v65, v65, v68
	s_nop 0
	v_cndmask_b32_e64 v65, v23, v65, s[26:27]
	v_cmp_eq_f32_e64 s[26:27], s33, v65
	s_nop 1
	v_cndmask_b32_e64 v69, v65, 0, s[26:27]
	v_sub_f32_e32 v19, v19, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v19
	v_sub_f32_e32 v66, v66, v69
	v_mul_f32_e32 v82, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[28:29]
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v83, 0x3fb8aa3b, v66
	v_exp_f32_e32 v83, v83
	v_cndmask_b32_e64 v84, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v67, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_exp_f32_e32 v82, v82
	v_cndmask_b32_e64 v85, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v70, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v70, 0x3fb8aa3b, v66
	v_exp_f32_e32 v67, v67
	v_cndmask_b32_e64 v86, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v71, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v71, 0x3fb8aa3b, v66
	v_exp_f32_e32 v70, v70
	v_cndmask_b32_e64 v87, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v72, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v72, 0x3fb8aa3b, v66
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v88, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v73, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v73, 0x3fb8aa3b, v66
	v_exp_f32_e32 v72, v72
	v_cndmask_b32_e64 v89, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v74, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v74, 0x3fb8aa3b, v66
	v_exp_f32_e32 v74, v74
	v_cndmask_b32_e64 v90, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v75, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v75, 0x3fb8aa3b, v66
	v_exp_f32_e32 v75, v75
	v_cndmask_b32_e64 v91, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v76, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v76, 0x3fb8aa3b, v66
	v_exp_f32_e32 v76, v76
	v_cndmask_b32_e64 v92, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v77, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v77, 0x3fb8aa3b, v66
	v_exp_f32_e32 v77, v77
	v_cndmask_b32_e64 v93, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v78, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v78, 0x3fb8aa3b, v66
	v_exp_f32_e32 v78, v78
	v_cndmask_b32_e64 v94, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v79, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v79, 0x3fb8aa3b, v66
	v_exp_f32_e32 v79, v79
	v_cndmask_b32_e64 v95, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v80, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v80, 0x3fb8aa3b, v66
	v_exp_f32_e32 v80, v80
	v_cndmask_b32_e64 v96, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v81, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v81, 0x3fb8aa3b, v66
	v_exp_f32_e32 v81, v81
	v_cndmask_b32_e64 v97, v24, v66, s[28:29]
	v_sub_f32_e32 v66, v68, v69
	v_cmp_ngt_f32_e64 s[28:29], s40, v66
	v_mul_f32_e32 v68, 0x3fb8aa3b, v66
	v_exp_f32_e32 v68, v68
	v_cndmask_b32_e64 v69, v24, v66, s[28:29]
	v_add_f32_e32 v66, v75, v76
	v_mul_f32_e32 v76, v76, v92
	v_fmac_f32_e32 v76, v75, v91
	v_mul_f32_e32 v75, v83, v84
	v_exp_f32_e32 v73, v73
	v_add_f32_e32 v98, v82, v83
	v_fmac_f32_e32 v75, v82, v19
	v_add_f32_e32 v66, v98, v66
	v_add_f32_e32 v98, v77, v78
	v_add_f32_e32 v99, v67, v70
	v_add_f32_e32 v19, v75, v76
	v_mul_f32_e32 v75, v78, v94
	v_mul_f32_e32 v70, v70, v86
	v_add_f32_e32 v98, v99, v98
	v_add_f32_e32 v99, v79, v80
	v_add_f32_e32 v100, v71, v72
	v_fmac_f32_e32 v75, v77, v93
	v_fmac_f32_e32 v70, v67, v85
	v_add_f32_e32 v99, v100, v99
	v_add_f32_e32 v100, v81, v68
	v_add_f32_e32 v67, v70, v75
	v_mul_f32_e32 v70, v80, v96
	v_mul_f32_e32 v72, v72, v88
	v_mul_f32_e32 v68, v68, v69
	v_mul_f32_e32 v69, v74, v90
	v_fmac_f32_e32 v70, v79, v95
	v_fmac_f32_e32 v72, v71, v87
	v_fmac_f32_e32 v68, v81, v97
	v_fmac_f32_e32 v69, v73, v89
	v_add_f32_e32 v70, v72, v70
	v_add_f32_e32 v68, v69, v68
	v_add_f32_e32 v68, v70, v68
	v_add_f32_e32 v19, v19, v67
	v_cmp_o_f32_e64 s[28:29], v18, v65
	v_max_f32_e32 v18, v18, v65
	v_add_f32_e32 v67, v19, v68
	v_cndmask_b32_e64 v18, v23, v18, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v19, s30
	s_or_b32 s30, s34, 0xe1
	v_cndmask_b32_e64 v69, v17, v49, s[28:29]
	v_cndmask_b32_e64 v68, v16, v19, s[28:29]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v19, v[68:69]
	v_mov_b32_e32 v68, s30
	v_add_f32_e32 v101, v73, v74
	v_add_f32_e32 v100, v101, v100
	v_add_f32_e32 v66, v66, v98
	v_add_f32_e32 v99, v99, v100
	v_add_f32_e32 v66, v66, v99
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cndmask_b32_e64 v19, v22, v19, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	s_or_b32 s30, s34, 0xe2
	s_nop 0
	v_cndmask_b32_e64 v69, v17, v49, s[28:29]
	v_cndmask_b32_e64 v68, v16, v68, s[28:29]
	v_lshl_add_u64 v[68:69], v[68:69], 1, v[12:13]
	flat_load_ushort v68, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v69, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe3
	v_cndmask_b32_e64 v71, v17, v49, s[28:29]
	v_cndmask_b32_e64 v70, v16, v68, s[28:29]
	v_lshl_add_u64 v[70:71], v[70:71], 1, v[12:13]
	flat_load_ushort v68, v[70:71]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v70, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe4
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v71, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe5
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v74, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe6
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v75, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe7
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v76, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe8
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v77, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xe9
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v78, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xea
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v79, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xeb
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v80, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xec
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v81, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xed
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v82, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xee
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v83, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_or_b32 s30, s34, 0xef
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v84, v22, v68, s[28:29]
	v_cmp_lt_u64_e64 s[28:29], s[30:31], v[14:15]
	v_mov_b32_e32 v68, s30
	s_nop 0
	v_cndmask_b32_e64 v73, v17, v49, s[28:29]
	v_cndmask_b32_e64 v72, v16, v68, s[28:29]
	v_lshl_add_u64 v[72:73], v[72:73], 1, v[12:13]
	flat_load_ushort v68, v[72:73]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v68, 16, v68
	v_cndmask_b32_e64 v72, v22, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v19, v69
	v_max_f32_e32 v68, v19, v69
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v70
	v_max_f32_e32 v68, v68, v70
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v71
	v_max_f32_e32 v68, v68, v71
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v74
	v_max_f32_e32 v68, v68, v74
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v75
	v_max_f32_e32 v68, v68, v75
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v76
	v_max_f32_e32 v68, v68, v76
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v77
	v_max_f32_e32 v68, v68, v77
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v78
	v_max_f32_e32 v68, v68, v78
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v79
	v_max_f32_e32 v68, v68, v79
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v80
	v_max_f32_e32 v68, v68, v80
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v81
	v_max_f32_e32 v68, v68, v81
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v82
	v_max_f32_e32 v68, v68, v82
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v83
	v_max_f32_e32 v68, v68, v83
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v84
	v_max_f32_e32 v68, v68, v84
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_o_f32_e64 s[28:29], v68, v72
	v_max_f32_e32 v68, v68, v72
	s_nop 0
	v_cndmask_b32_e64 v68, v23, v68, s[28:29]
	v_cmp_eq_f32_e64 s[28:29], s33, v68
	s_nop 1
	v_cndmask_b32_e64 v73, v68, 0, s[28:29]
	v_sub_f32_e32 v19, v19, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v19
	v_sub_f32_e32 v69, v69, v73
	v_mul_f32_e32 v85, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, v24, v19, s[30:31]
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v86, 0x3fb8aa3b, v69
	v_exp_f32_e32 v86, v86
	v_cndmask_b32_e64 v87, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v70, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_exp_f32_e32 v85, v85
	v_cndmask_b32_e64 v88, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v71, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v71, 0x3fb8aa3b, v69
	v_exp_f32_e32 v70, v70
	v_cndmask_b32_e64 v89, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v74, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v74, 0x3fb8aa3b, v69
	v_exp_f32_e32 v71, v71
	v_cndmask_b32_e64 v90, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v75, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v75, 0x3fb8aa3b, v69
	v_exp_f32_e32 v74, v74
	v_cndmask_b32_e64 v91, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v76, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v76, 0x3fb8aa3b, v69
	v_exp_f32_e32 v75, v75
	v_cndmask_b32_e64 v92, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v77, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v77, 0x3fb8aa3b, v69
	v_exp_f32_e32 v77, v77
	v_cndmask_b32_e64 v93, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v78, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v78, 0x3fb8aa3b, v69
	v_exp_f32_e32 v78, v78
	v_cndmask_b32_e64 v94, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v79, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v79, 0x3fb8aa3b, v69
	v_exp_f32_e32 v79, v79
	v_cndmask_b32_e64 v95, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v80, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v80, 0x3fb8aa3b, v69
	v_exp_f32_e32 v80, v80
	v_cndmask_b32_e64 v96, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v81, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v81, 0x3fb8aa3b, v69
	v_exp_f32_e32 v81, v81
	v_cndmask_b32_e64 v97, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v82, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v82, 0x3fb8aa3b, v69
	v_exp_f32_e32 v82, v82
	v_cndmask_b32_e64 v98, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v83, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v83, 0x3fb8aa3b, v69
	v_exp_f32_e32 v83, v83
	v_cndmask_b32_e64 v99, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v84, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v84, 0x3fb8aa3b, v69
	v_exp_f32_e32 v84, v84
	v_cndmask_b32_e64 v100, v24, v69, s[30:31]
	v_sub_f32_e32 v69, v72, v73
	v_cmp_ngt_f32_e64 s[30:31], s40, v69
	v_mul_f32_e32 v72, 0x3fb8aa3b, v69
	v_exp_f32_e32 v72, v72
	v_cndmask_b32_e64 v73, v24, v69, s[30:31]
	v_add_f32_e32 v69, v78, v79
	v_mul_f32_e32 v79, v79, v95
	v_fmac_f32_e32 v79, v78, v94
	v_mul_f32_e32 v78, v86, v87
	v_exp_f32_e32 v76, v76
	v_add_f32_e32 v101, v85, v86
	v_fmac_f32_e32 v78, v85, v19
	v_add_f32_e32 v69, v101, v69
	v_add_f32_e32 v101, v80, v81
	v_add_f32_e32 v102, v70, v71
	v_add_f32_e32 v19, v78, v79
	v_mul_f32_e32 v78, v81, v97
	v_mul_f32_e32 v71, v71, v89
	v_add_f32_e32 v101, v102, v101
	v_add_f32_e32 v102, v82, v83
	v_add_f32_e32 v103, v74, v75
	v_fmac_f32_e32 v78, v80, v96
	v_fmac_f32_e32 v71, v70, v88
	v_add_f32_e32 v102, v103, v102
	v_add_f32_e32 v103, v84, v72
	v_add_f32_e32 v70, v71, v78
	v_mul_f32_e32 v71, v83, v99
	v_mul_f32_e32 v75, v75, v91
	v_mul_f32_e32 v72, v72, v73
	v_mul_f32_e32 v73, v77, v93
	v_fmac_f32_e32 v71, v82, v98
	v_fmac_f32_e32 v75, v74, v90
	v_fmac_f32_e32 v72, v84, v100
	v_fmac_f32_e32 v73, v76, v92
	v_add_f32_e32 v71, v75, v71
	v_add_f32_e32 v72, v73, v72
	v_add_f32_e32 v71, v71, v72
	v_add_f32_e32 v19, v19, v70
	v_cmp_o_f32_e64 s[30:31], v18, v68
	v_max_f32_e32 v18, v18, v68
	v_add_f32_e32 v70, v19, v71
	v_cndmask_b32_e64 v71, v23, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf1
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	v_add_f32_e32 v104, v76, v77
	v_add_f32_e32 v103, v104, v103
	v_add_f32_e32 v69, v69, v101
	v_add_f32_e32 v102, v102, v103
	v_add_f32_e32 v69, v69, v102
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v72, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf2
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v74, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf3
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v73, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf4
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v76, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf5
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v75, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf6
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v78, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf7
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v77, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf8
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v80, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xf9
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v79, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xfa
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v82, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xfb
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v81, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xfc
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v85, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xfd
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v84, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_or_b32 s42, s34, 0xfe
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_or_b32 s34, s34, 0xff
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v83, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[42:43], v[14:15]
	v_mov_b32_e32 v18, s42
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v86, v22, v18, s[30:31]
	v_cmp_lt_u64_e64 s[30:31], s[34:35], v[14:15]
	v_mov_b32_e32 v18, s34
	s_nop 0
	v_cndmask_b32_e64 v19, v17, v49, s[30:31]
	v_cndmask_b32_e64 v18, v16, v18, s[30:31]
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[12:13]
	flat_load_ushort v18, v[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v18, 16, v18
	v_cndmask_b32_e64 v19, v22, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v72, v74
	v_max_f32_e32 v18, v72, v74
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v73
	v_max_f32_e32 v18, v18, v73
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v76
	v_max_f32_e32 v18, v18, v76
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v75
	v_max_f32_e32 v18, v18, v75
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v78
	v_max_f32_e32 v18, v18, v78
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v77
	v_max_f32_e32 v18, v18, v77
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v80
	v_max_f32_e32 v18, v18, v80
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v79
	v_max_f32_e32 v18, v18, v79
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v82
	v_max_f32_e32 v18, v18, v82
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v81
	v_max_f32_e32 v18, v18, v81
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v85
	v_max_f32_e32 v18, v18, v85
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v84
	v_max_f32_e32 v18, v18, v84
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v83
	v_max_f32_e32 v18, v18, v83
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v86
	v_max_f32_e32 v18, v18, v86
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_o_f32_e64 s[30:31], v18, v19
	v_max_f32_e32 v18, v18, v19
	s_nop 0
	v_cndmask_b32_e64 v18, v23, v18, s[30:31]
	v_cmp_eq_f32_e64 s[30:31], s33, v18
	s_nop 1
	v_cndmask_b32_e64 v104, v18, 0, s[30:31]
	v_sub_f32_e32 v49, v72, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v49
	v_mul_f32_e32 v72, 0x3fb8aa3b, v49
	v_exp_f32_e32 v92, v72
	v_cndmask_b32_e64 v93, v24, v49, s[34:35]
	v_sub_f32_e32 v49, v74, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v49
	v_mul_f32_e32 v72, 0x3fb8aa3b, v49
	v_exp_f32_e32 v94, v72
	v_cndmask_b32_e64 v95, v24, v49, s[34:35]
	v_sub_f32_e32 v49, v73, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v49
	v_mul_f32_e32 v72, 0x3fb8aa3b, v49
	v_exp_f32_e32 v88, v72
	v_cndmask_b32_e64 v89, v24, v49, s[34:35]
	v_sub_f32_e32 v49, v76, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v49
	v_mul_f32_e32 v72, 0x3fb8aa3b, v49
	v_exp_f32_e32 v90, v72
	v_cndmask_b32_e64 v91, v24, v49, s[34:35]
	v_sub_f32_e32 v49, v75, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v49
	v_mul_f32_e32 v72, 0x3fb8aa3b, v49
	v_exp_f32_e32 v75, v72
	v_cndmask_b32_e64 v76, v24, v49, s[34:35]
	v_sub_f32_e32 v49, v78, v104
	v_mul_f32_e32 v72, 0x3fb8aa3b, v49
	v_exp_f32_e32 v78, v72
	v_cmp_ngt_f32_e64 s[34:35], s40, v49
	v_sub_f32_e32 v72, v77, v104
	v_sub_f32_e32 v74, v80, v104
	v_cndmask_b32_e64 v87, v24, v49, s[34:35]
	v_cmp_ngt_f32_e64 s[34:35], s40, v72
	v_mul_f32_e32 v49, 0x3fb8aa3b, v72
	v_sub_f32_e32 v77, v79, v104
	v_cndmask_b32_e64 v72, v24, v72, s[34:35]
	v_cmp_ngt_f32_e64 s[34:35], s40, v74
	v_mul_f32_e32 v73, 0x3fb8aa3b, v74
	v_mul_f32_e32 v79, 0x3fb8aa3b, v77
	v_cndmask_b32_e64 v74, v24, v74, s[34:35]
	v_cmp_ngt_f32_e64 s[34:35], s40, v77
	v_exp_f32_e32 v100, v79
	v_sub_f32_e32 v19, v19, v104
	v_cndmask_b32_e64 v101, v24, v77, s[34:35]
	v_sub_f32_e32 v77, v82, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v77
	v_mul_f32_e32 v79, 0x3fb8aa3b, v77
	v_exp_f32_e32 v102, v79
	v_cndmask_b32_e64 v103, v24, v77, s[34:35]
	v_sub_f32_e32 v77, v81, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v77
	v_mul_f32_e32 v79, 0x3fb8aa3b, v77
	v_exp_f32_e32 v96, v79
	v_cndmask_b32_e64 v97, v24, v77, s[34:35]
	v_sub_f32_e32 v77, v85, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v77
	v_mul_f32_e32 v79, 0x3fb8aa3b, v77
	v_exp_f32_e32 v98, v79
	v_cndmask_b32_e64 v99, v24, v77, s[34:35]
	v_sub_f32_e32 v77, v84, v104
	v_cmp_ngt_f32_e64 s[34:35], s40, v77
	v_mul_f32_e32 v79, 0x3fb8aa3b, v77
	v_exp_f32_e32 v82, v79
	v_cndmask_b32_e64 v84, v24, v77, s[34:35]
	v_sub_f32_e32 v77, v83, v104
	v_mul_f32_e32 v79, 0x3fb8aa3b, v77
	v_exp_f32_e32 v83, v79
	v_cmp_ngt_f32_e64 s[34:35], s40, v77
	v_sub_f32_e32 v79, v86, v104
	v_mul_f32_e32 v80, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v85, v24, v77, s[34:35]
	v_cmp_ngt_f32_e64 s[34:35], s40, v79
	v_exp_f32_e32 v49, v49
	v_exp_f32_e32 v73, v73
	v_mul_f32_e32 v77, 0x3fb8aa3b, v79
	v_cndmask_b32_e64 v79, v24, v79, s[34:35]
	v_exp_f32_e32 v80, v80
	v_cmp_ngt_f32_e64 s[34:35], s40, v19
	v_exp_f32_e32 v77, v77
	v_add_f32_e32 v86, v92, v94
	v_cndmask_b32_e64 v81, v24, v19, s[34:35]
	v_add_f32_e32 v19, v100, v102
	v_add_f32_e32 v19, v86, v19
	v_add_f32_e32 v86, v96, v98
	v_add_f32_e32 v104, v88, v90
	v_add_f32_e32 v86, v104, v86
	v_add_f32_e32 v105, v75, v78
	v_mul_f32_e32 v94, v94, v95
	v_mul_f32_e32 v78, v78, v87
	v_add_f32_e32 v104, v82, v83
	v_add_f32_e32 v106, v49, v73
	v_add_f32_e32 v19, v19, v86
	v_mul_f32_e32 v86, v102, v103
	v_fmac_f32_e32 v94, v92, v93
	v_mul_f32_e32 v92, v98, v99
	v_mul_f32_e32 v90, v90, v91
	v_mul_f32_e32 v83, v83, v85
	v_fmac_f32_e32 v78, v75, v76
	v_mul_f32_e32 v76, v80, v81
	v_mul_f32_e32 v73, v73, v74
	v_fmac_f32_e32 v86, v100, v101
	v_fmac_f32_e32 v92, v96, v97
	v_fmac_f32_e32 v90, v88, v89
	v_fmac_f32_e32 v83, v82, v84
	v_fmac_f32_e32 v76, v77, v79
	v_fmac_f32_e32 v73, v49, v72
	v_cmp_o_f32_e64 s[34:35], v71, v18
	v_max_f32_e32 v71, v71, v18
	v_add_f32_e32 v86, v94, v86
	v_add_f32_e32 v88, v90, v92
	v_add_f32_e32 v75, v78, v83
	v_add_f32_e32 v49, v73, v76
	v_cndmask_b32_e64 v71, v23, v71, s[34:35]
	v_add_f32_e32 v49, v75, v49
	v_add_f32_e32 v72, v86, v88
	v_sub_f32_e32 v25, v25, v71
	v_add_f32_e32 v49, v72, v49
	v_mul_f32_e32 v72, 0x3fb8aa3b, v25
	v_exp_f32_e32 v72, v72
	v_fmac_f32_e32 v27, v25, v26
	v_sub_f32_e32 v18, v18, v71
	v_add_f32_e32 v104, v105, v104
	v_cndmask_b32_e64 v72, v72, 0, s[0:1]
	v_cmp_eq_f32_e64 s[34:35], 0, v72
	s_or_b64 s[0:1], s[0:1], s[34:35]
	v_cndmask_b32_e64 v27, v27, 0, s[0:1]
	v_fma_f32 v25, v26, v72, 0
	v_fma_f32 v26, v27, v72, 0
	v_sub_f32_e32 v27, v28, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v30, v27, v29
	v_add_f32_e32 v105, v77, v80
	v_add_f32_e32 v105, v106, v105
	v_cndmask_b32_e64 v28, v28, 0, s[2:3]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[2:3], s[0:1]
	v_fmac_f32_e32 v25, v29, v28
	v_cndmask_b32_e64 v27, v30, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v31, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v33, v27, v32
	v_add_f32_e32 v104, v104, v105
	v_add_f32_e32 v19, v19, v104
	v_cndmask_b32_e64 v28, v28, 0, s[4:5]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[4:5], s[0:1]
	v_fmac_f32_e32 v25, v32, v28
	v_cndmask_b32_e64 v27, v33, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v34, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v36, v27, v35
	v_fmac_f32_e32 v49, v18, v19
	v_cndmask_b32_e64 v28, v28, 0, s[6:7]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[6:7], s[0:1]
	v_fmac_f32_e32 v25, v35, v28
	v_cndmask_b32_e64 v27, v36, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v37, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v39, v27, v38
	v_cndmask_b32_e64 v28, v28, 0, s[8:9]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[8:9], s[0:1]
	v_fmac_f32_e32 v25, v38, v28
	v_cndmask_b32_e64 v27, v39, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v40, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v42, v27, v41
	v_cndmask_b32_e64 v28, v28, 0, s[10:11]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[10:11], s[0:1]
	v_fmac_f32_e32 v25, v41, v28
	v_cndmask_b32_e64 v27, v42, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v43, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v45, v27, v44
	v_cndmask_b32_e64 v28, v28, 0, s[12:13]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[12:13], s[0:1]
	v_fmac_f32_e32 v25, v44, v28
	v_cndmask_b32_e64 v27, v45, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v46, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v48, v27, v47
	v_cndmask_b32_e64 v28, v28, 0, s[14:15]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[14:15], s[0:1]
	v_fmac_f32_e32 v25, v47, v28
	v_cndmask_b32_e64 v27, v48, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v50, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v52, v27, v51
	v_cndmask_b32_e64 v28, v28, 0, s[16:17]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[16:17], s[0:1]
	v_fmac_f32_e32 v25, v51, v28
	v_cndmask_b32_e64 v27, v52, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v53, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v55, v27, v54
	v_cndmask_b32_e64 v28, v28, 0, s[18:19]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[18:19], s[0:1]
	v_fmac_f32_e32 v25, v54, v28
	v_cndmask_b32_e64 v27, v55, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v56, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v58, v27, v57
	v_cndmask_b32_e64 v28, v28, 0, s[20:21]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[20:21], s[0:1]
	v_fmac_f32_e32 v25, v57, v28
	v_cndmask_b32_e64 v27, v58, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v59, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v61, v27, v60
	v_cndmask_b32_e64 v28, v28, 0, s[22:23]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[22:23], s[0:1]
	v_fmac_f32_e32 v25, v60, v28
	v_cndmask_b32_e64 v27, v61, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v62, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v64, v27, v63
	v_cndmask_b32_e64 v28, v28, 0, s[24:25]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[24:25], s[0:1]
	v_fmac_f32_e32 v25, v63, v28
	v_cndmask_b32_e64 v27, v64, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v65, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v67, v27, v66
	v_cndmask_b32_e64 v28, v28, 0, s[26:27]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[26:27], s[0:1]
	v_fmac_f32_e32 v25, v66, v28
	v_cndmask_b32_e64 v27, v67, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_sub_f32_e32 v27, v68, v71
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_exp_f32_e32 v28, v28
	v_fmac_f32_e32 v70, v27, v69
	v_cndmask_b32_e64 v28, v28, 0, s[28:29]
	v_cmp_eq_f32_e64 s[0:1], 0, v28
	s_or_b64 s[0:1], s[28:29], s[0:1]
	v_fmac_f32_e32 v25, v69, v28
	v_cndmask_b32_e64 v27, v70, 0, s[0:1]
	v_fmac_f32_e32 v26, v27, v28
	v_mul_f32_e32 v27, 0x3fb8aa3b, v18
	v_exp_f32_e32 v27, v27
	s_nop 0
	v_cndmask_b32_e64 v27, v27, 0, s[30:31]
	v_cmp_eq_f32_e64 s[0:1], 0, v27
	s_or_b64 s[0:1], s[30:31], s[0:1]
	v_fmac_f32_e32 v25, v19, v27
	v_cndmask_b32_e64 v18, v49, 0, s[0:1]
	v_fmac_f32_e32 v26, v18, v27
	v_sub_f32_e32 v18, v71, v1
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_exp_f32_e32 v19, v19
	v_cmp_eq_f32_e64 s[0:1], s33, v71
	v_fmac_f32_e32 v26, v18, v25
	s_nop 0
	v_cndmask_b32_e64 v19, v19, 0, s[0:1]
	v_cmp_eq_f32_e64 s[2:3], 0, v19
	s_or_b64 s[0:1], s[0:1], s[2:3]
	s_add_u32 s38, s38, 1
	s_addc_u32 s39, s39, 0
	v_cndmask_b32_e64 v18, v26, 0, s[0:1]
	v_cmp_eq_u64_e64 s[0:1], s[38:39], v[2:3]
	v_fmac_f32_e32 v20, v25, v19
	v_fmac_f32_e32 v21, v18, v19
	s_or_b64 s[36:37], s[0:1], s[36:37]
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB0_17
	s_or_b64 exec, exec, s[36:37]
.LBB0_19:
	s_or_b64 exec, exec, s[68:69]
	v_and_b32_e32 v0, 31, v0
	v_cmp_eq_u32_e64 s[0:1], 0, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_21
	v_mov_b32_e32 v2, s76
	v_mov_b32_e32 v3, s77
	v_mad_u64_u32 v[12:13], s[2:3], v4, s80, v[6:7]
	v_mul_lo_u32 v0, v4, s81
	v_mul_lo_u32 v14, v5, s80
	v_add3_u32 v14, v14, v13, v0
	v_mad_u64_u32 v[12:13], s[2:3], v12, 12, v[2:3]
	v_mov_b32_e32 v0, v13
	v_mad_u64_u32 v[2:3], s[2:3], v14, 12, v[0:1]
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v2, 0x7fc00000
	v_cmp_o_f32_e64 s[2:3], v1, v1
	s_nop 1
	v_cndmask_b32_e64 v0, v2, v1, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v20, v20
	s_nop 1
	v_cndmask_b32_e64 v1, v2, v20, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v21, v21
	s_nop 1
	v_cndmask_b32_e64 v2, v2, v21, s[2:3]
	flat_store_dwordx3 v[12:13], v[0:2]
.LBB0_21:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u64_e64 s[2:3], 0, v[6:7]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_27
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_26
	flat_load_dwordx2 v[0:1], v[8:9]
	v_mov_b32_e32 v2, s71
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_subrev_co_u32_e32 v0, vcc, s70, v0
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v2, vcc
	v_cmp_gt_i64_e32 vcc, s[72:73], v[0:1]
	v_cmp_lt_i64_e64 s[0:1], -1, v[0:1]
	s_and_b64 s[4:5], s[0:1], vcc
	v_mov_b32_e32 v2, 0
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB0_25
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[10:11]
	flat_load_ushort v0, v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v0
.LBB0_25:
	s_or_b64 exec, exec, s[0:1]
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v0, s78
	v_mov_b32_e32 v1, s79
	v_mov_b32_e32 v3, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v2, v2
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	s_nop 0
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_dword v[0:1], v2
.LBB0_27:
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
		.amdhsa_next_free_vgpr 107
		.amdhsa_next_free_sgpr 90
		.amdhsa_accum_offset 108
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
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         logpjit_tile_stats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     107
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
