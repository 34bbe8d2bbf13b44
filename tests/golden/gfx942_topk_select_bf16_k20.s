; golden AMDGCN for tests/codegen/gfx942_test.cpp (TP 1 top-k from the lane stats: slots, rounds)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_topk_select
	.p2align	8
	.type	logpjit_topk_select,@function
logpjit_topk_select:
	s_load_dwordx2 s[4:5], s[0:1], 0x80
	s_mov_b32 s3, 0
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v26, s2, v1
	v_mov_b32_e32 v27, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[4:5], v[26:27]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_161
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	v_lshlrev_b64 v[2:3], 3, v[26:27]
	s_load_dwordx16 s[36:51], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	flat_load_dwordx2 v[12:13], v[4:5]
	v_mad_u64_u32 v[4:5], s[2:3], v26, 20, 0
	v_mad_u32_u24 v5, v27, 20, v5
	v_mov_b32_e32 v6, s46
	v_mov_b32_e32 v7, s47
	v_mov_b32_e32 v8, s48
	v_mov_b32_e32 v9, s49
	v_lshl_add_u64 v[10:11], s[50:51], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[4:5], 3, v[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[8:9]
	v_and_b32_e32 v6, 31, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[4:5], v[12:13]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[88:89], exec, s[2:3]
	s_cbranch_execz .LBB0_156
	v_mov_b32_e32 v8, s44
	v_mov_b32_e32 v9, s45
	v_lshl_add_u64 v[8:9], v[26:27], 2, v[8:9]
	s_load_dwordx4 s[48:51], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x30
	flat_load_dword v137, v[8:9]
	v_bfrev_b32_e32 v1, 5
	v_mov_b64_e32 v[14:15], 0x1ff
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v136, s2, 0
	s_brev_b32 s1, 1
	v_mov_b32_e32 v19, 0
	v_writelane_b32 v136, s3, 1
	s_mov_b32 s2, 0x69ad9940
	s_add_u32 s2, 0x6e928, s2
	s_addc_u32 s3, 0, 0
	v_add_co_u32_e32 v1, vcc, s2, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s2, s3, 0x1b9b10
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s3, s2, 0xfffff6ba
	s_mul_hi_u32 s5, s4, 0xfffff6ba
	s_add_i32 s5, s5, s3
	s_sub_i32 s3, s5, s4
	s_mul_i32 s8, s4, 0xfffff6ba
	s_mul_hi_u32 s11, s4, s3
	s_mul_i32 s12, s4, s3
	s_mul_hi_u32 s4, s4, s8
	s_add_u32 s4, s4, s12
	s_mul_hi_u32 s9, s2, s8
	s_mul_i32 s10, s2, s8
	s_addc_u32 s8, 0, s11
	s_add_u32 s4, s4, s10
	s_mul_hi_u32 s5, s2, s3
	s_addc_u32 s4, s8, s9
	s_addc_u32 s5, s5, 0
	s_mul_i32 s3, s2, s3
	s_add_u32 s3, s4, s3
	s_addc_u32 s4, 0, s5
	v_add_co_u32_e32 v1, vcc, s3, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s8, s2, s4
	s_ashr_i32 s2, s7, 31
	s_add_u32 s4, s6, s2
	s_mov_b32 s3, s2
	s_addc_u32 s5, s7, s2
	s_xor_b64 s[4:5], s[4:5], s[2:3]
	v_readfirstlane_b32 s9, v1
	s_mul_i32 s7, s4, s8
	s_mul_hi_u32 s10, s4, s9
	s_mul_hi_u32 s6, s4, s8
	s_add_u32 s7, s10, s7
	s_addc_u32 s6, 0, s6
	s_mul_hi_u32 s11, s5, s9
	s_mul_i32 s9, s5, s9
	s_add_u32 s7, s7, s9
	s_mul_hi_u32 s10, s5, s8
	s_addc_u32 s6, s6, s11
	s_addc_u32 s7, s10, 0
	s_mul_i32 s8, s5, s8
	s_add_u32 s6, s6, s8
	s_addc_u32 s7, 0, s7
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
	v_subrev_co_u32_e32 v7, vcc, s12, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s5, s4, 0
	v_readfirstlane_b32 s12, v7
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
	s_xor_b64 s[4:5], s[4:5], s[2:3]
	s_sub_u32 s44, s4, s2
	s_subb_u32 s45, s5, s2
	s_lshl_b64 s[72:73], s[44:45], 5
	v_mov_b32_e32 v1, s44
	s_add_u32 s4, s72, 0x1ff
	v_alignbit_b32 v1, s45, v1, 27
	v_mad_u64_u32 v[8:9], s[2:3], s72, v26, 0
	s_addc_u32 s5, s73, 0
	v_mul_lo_u32 v1, v1, v26
	v_mul_lo_u32 v7, s72, v27
	v_cmp_gt_u64_e64 s[2:3], s[4:5], v[14:15]
	v_mov_b64_e32 v[14:15], 0x200
	v_add3_u32 v9, v9, v7, v1
	s_lshr_b64 s[34:35], s[4:5], 9
	v_cmp_lt_u64_e32 vcc, s[4:5], v[14:15]
	v_lshl_add_u64 v[8:9], v[8:9], 3, s[42:43]
	v_mov_b32_e32 v7, v19
	s_mov_b64 s[52:53], 0x200
	s_and_b64 vcc, exec, vcc
	v_mov_b64_e32 v[14:15], s[0:1]
	v_mov_b64_e32 v[22:23], 0
	v_cmp_gt_u64_e64 s[46:47], s[34:35], 1
	v_mov_b64_e32 v[16:17], s[0:1]
	s_cbranch_vccnz .LBB0_5
	s_and_b64 s[4:5], s[46:47], exec
	s_movk_i32 s56, 0xfe20
	s_movk_i32 s58, 0xfe40
	s_movk_i32 s60, 0xfe60
	s_movk_i32 s62, 0xfe80
	s_movk_i32 s64, 0xfea0
	s_movk_i32 s66, 0xfec0
	s_movk_i32 s68, 0xfee0
	s_movk_i32 s70, 0xff00
	s_movk_i32 s74, 0xff20
	s_movk_i32 s76, 0xff40
	s_movk_i32 s78, 0xff60
	s_movk_i32 s80, 0xff80
	s_movk_i32 s82, 0xffa0
	s_movk_i32 s84, 0xffc0
	s_movk_i32 s86, 0xffe0
	s_cselect_b32 s55, s35, 0
	s_cselect_b32 s54, s34, 1
	v_or_b32_e32 v20, 0x1e0, v6
	v_mov_b32_e32 v21, v7
	v_mov_b64_e32 v[14:15], s[0:1]
	v_mov_b64_e32 v[22:23], 0
	s_mov_b32 s57, -1
	s_mov_b32 s59, -1
	s_mov_b32 s61, -1
	s_mov_b32 s63, -1
	s_mov_b32 s65, -1
	s_mov_b32 s67, -1
	s_mov_b32 s69, -1
	s_mov_b32 s71, -1
	s_mov_b32 s75, -1
	s_mov_b32 s77, -1
	s_mov_b32 s79, -1
	s_mov_b32 s81, -1
	s_mov_b32 s83, -1
	s_mov_b32 s85, -1
	s_mov_b32 s87, -1
	v_bfrev_b32_e32 v1, 1
	v_mov_b64_e32 v[16:17], s[0:1]
.LBB0_4:
	v_lshl_add_u64 v[24:25], v[20:21], 0, s[56:57]
	v_lshl_add_u64 v[28:29], v[20:21], 0, s[58:59]
	v_lshl_add_u64 v[30:31], v[20:21], 0, s[60:61]
	v_lshl_add_u64 v[32:33], v[20:21], 0, s[62:63]
	v_lshl_add_u64 v[34:35], v[20:21], 0, s[64:65]
	v_lshl_add_u64 v[36:37], v[20:21], 0, s[66:67]
	v_lshl_add_u64 v[38:39], v[20:21], 0, s[68:69]
	v_lshl_add_u64 v[40:41], v[20:21], 0, s[70:71]
	v_lshl_add_u64 v[42:43], v[20:21], 0, s[74:75]
	v_lshl_add_u64 v[44:45], v[20:21], 0, s[76:77]
	v_lshl_add_u64 v[46:47], v[20:21], 0, s[78:79]
	v_lshl_add_u64 v[48:49], v[20:21], 0, s[80:81]
	v_lshl_add_u64 v[52:53], v[20:21], 0, s[82:83]
	v_lshl_add_u64 v[54:55], v[20:21], 0, s[84:85]
	v_lshl_add_u64 v[56:57], v[20:21], 0, s[86:87]
	v_cmp_gt_i64_e32 vcc, s[72:73], v[20:21]
	v_cmp_gt_i64_e64 s[30:31], s[72:73], v[24:25]
	v_cmp_gt_i64_e64 s[28:29], s[72:73], v[28:29]
	v_cmp_gt_i64_e64 s[26:27], s[72:73], v[30:31]
	v_cmp_gt_i64_e64 s[24:25], s[72:73], v[32:33]
	v_cmp_gt_i64_e64 s[22:23], s[72:73], v[34:35]
	v_cmp_gt_i64_e64 s[20:21], s[72:73], v[36:37]
	v_cmp_gt_i64_e64 s[18:19], s[72:73], v[38:39]
	v_cmp_gt_i64_e64 s[16:17], s[72:73], v[40:41]
	v_cmp_gt_i64_e64 s[14:15], s[72:73], v[42:43]
	v_cmp_gt_i64_e64 s[12:13], s[72:73], v[44:45]
	v_cmp_gt_i64_e64 s[10:11], s[72:73], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], s[72:73], v[48:49]
	v_cmp_gt_i64_e64 s[6:7], s[72:73], v[52:53]
	v_cmp_gt_i64_e64 s[4:5], s[72:73], v[54:55]
	v_cmp_gt_i64_e64 s[0:1], s[72:73], v[56:57]
	v_cndmask_b32_e32 v51, 0, v21, vcc
	v_cndmask_b32_e64 v59, 0, v25, s[30:31]
	v_cndmask_b32_e64 v61, 0, v29, s[28:29]
	v_cndmask_b32_e64 v63, 0, v31, s[26:27]
	v_cndmask_b32_e64 v65, 0, v33, s[24:25]
	v_cndmask_b32_e64 v67, 0, v35, s[22:23]
	v_cndmask_b32_e64 v69, 0, v37, s[20:21]
	v_cndmask_b32_e64 v71, 0, v39, s[18:19]
	v_cndmask_b32_e64 v73, 0, v41, s[16:17]
	v_cndmask_b32_e64 v75, 0, v43, s[14:15]
	v_cndmask_b32_e64 v77, 0, v45, s[12:13]
	v_cndmask_b32_e64 v79, 0, v47, s[10:11]
	v_cndmask_b32_e64 v81, 0, v49, s[8:9]
	v_cndmask_b32_e32 v50, 0, v20, vcc
	v_cndmask_b32_e64 v83, 0, v53, s[6:7]
	v_cndmask_b32_e64 v85, 0, v55, s[4:5]
	v_cndmask_b32_e64 v87, 0, v57, s[0:1]
	v_cndmask_b32_e64 v58, 0, v24, s[30:31]
	v_cndmask_b32_e64 v60, 0, v28, s[28:29]
	v_cndmask_b32_e64 v62, 0, v30, s[26:27]
	v_cndmask_b32_e64 v64, 0, v32, s[24:25]
	v_cndmask_b32_e64 v66, 0, v34, s[22:23]
	v_cndmask_b32_e64 v68, 0, v36, s[20:21]
	v_cndmask_b32_e64 v70, 0, v38, s[18:19]
	v_cndmask_b32_e64 v72, 0, v40, s[16:17]
	v_cndmask_b32_e64 v74, 0, v42, s[14:15]
	v_cndmask_b32_e64 v76, 0, v44, s[12:13]
	v_cndmask_b32_e64 v78, 0, v46, s[10:11]
	v_cndmask_b32_e64 v80, 0, v48, s[8:9]
	v_cndmask_b32_e64 v82, 0, v52, s[6:7]
	v_cndmask_b32_e64 v84, 0, v54, s[4:5]
	v_cndmask_b32_e64 v86, 0, v56, s[0:1]
	v_lshl_add_u64 v[88:89], v[50:51], 3, v[8:9]
	v_lshl_add_u64 v[90:91], v[58:59], 3, v[8:9]
	v_lshl_add_u64 v[92:93], v[60:61], 3, v[8:9]
	v_lshl_add_u64 v[94:95], v[62:63], 3, v[8:9]
	v_lshl_add_u64 v[96:97], v[64:65], 3, v[8:9]
	v_lshl_add_u64 v[98:99], v[66:67], 3, v[8:9]
	v_lshl_add_u64 v[100:101], v[68:69], 3, v[8:9]
	v_lshl_add_u64 v[102:103], v[70:71], 3, v[8:9]
	v_lshl_add_u64 v[104:105], v[72:73], 3, v[8:9]
	v_lshl_add_u64 v[106:107], v[74:75], 3, v[8:9]
	v_lshl_add_u64 v[108:109], v[76:77], 3, v[8:9]
	v_lshl_add_u64 v[110:111], v[78:79], 3, v[8:9]
	v_lshl_add_u64 v[112:113], v[80:81], 3, v[8:9]
	v_lshl_add_u64 v[114:115], v[82:83], 3, v[8:9]
	v_lshl_add_u64 v[116:117], v[84:85], 3, v[8:9]
	v_lshl_add_u64 v[118:119], v[86:87], 3, v[8:9]
	flat_load_dwordx2 v[90:91], v[90:91]
	s_nop 0
	flat_load_dwordx2 v[92:93], v[92:93]
	s_nop 0
	flat_load_dwordx2 v[94:95], v[94:95]
	s_nop 0
	flat_load_dwordx2 v[96:97], v[96:97]
	s_nop 0
	flat_load_dwordx2 v[98:99], v[98:99]
	s_nop 0
	flat_load_dwordx2 v[100:101], v[100:101]
	s_nop 0
	flat_load_dwordx2 v[102:103], v[102:103]
	s_nop 0
	flat_load_dwordx2 v[104:105], v[104:105]
	s_nop 0
	flat_load_dwordx2 v[106:107], v[106:107]
	s_nop 0
	flat_load_dwordx2 v[108:109], v[108:109]
	s_nop 0
	flat_load_dwordx2 v[110:111], v[110:111]
	s_nop 0
	flat_load_dwordx2 v[112:113], v[112:113]
	s_nop 0
	flat_load_dwordx2 v[114:115], v[114:115]
	s_nop 0
	flat_load_dwordx2 v[116:117], v[116:117]
	s_nop 0
	flat_load_dwordx2 v[118:119], v[118:119]
	s_nop 0
	flat_load_dwordx2 v[88:89], v[88:89]
	s_add_u32 s54, s54, -1
	s_addc_u32 s55, s55, -1
	s_cmp_lg_u64 s[54:55], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v24, v91, v25
	v_or_b32_e32 v25, v93, v29
	v_cndmask_b32_e64 v18, 0, v90, s[30:31]
	v_cndmask_b32_e64 v59, v1, v24, s[30:31]
	v_cndmask_b32_e64 v61, v1, v25, s[28:29]
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[22:23]
	v_cndmask_b32_e64 v18, 0, v92, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[58:59], v[14:15]
	v_cmp_gt_i64_e64 s[30:31], v[58:59], v[14:15]
	v_or_b32_e32 v28, v95, v31
	v_or_b32_e32 v29, v97, v33
	v_cndmask_b32_e64 v25, v15, v59, s[28:29]
	v_cndmask_b32_e64 v15, v15, v59, s[30:31]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v94, s[26:27]
	v_cndmask_b32_e64 v24, v14, v58, s[28:29]
	v_cndmask_b32_e64 v14, v14, v58, s[30:31]
	v_cndmask_b32_e64 v63, v1, v28, s[26:27]
	v_cndmask_b32_e64 v65, v1, v29, s[24:25]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v96, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[26:27], v[60:61], v[14:15]
	v_cmp_gt_i64_e64 s[28:29], v[60:61], v[14:15]
	v_or_b32_e32 v30, v99, v35
	v_or_b32_e32 v31, v101, v37
	v_cndmask_b32_e64 v17, v17, v25, s[24:25]
	v_cndmask_b32_e64 v25, v15, v61, s[26:27]
	v_cndmask_b32_e64 v15, v15, v61, s[28:29]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v98, s[22:23]
	v_cndmask_b32_e64 v16, v16, v24, s[24:25]
	v_cndmask_b32_e64 v24, v14, v60, s[26:27]
	v_cndmask_b32_e64 v14, v14, v60, s[28:29]
	v_cndmask_b32_e64 v67, v1, v30, s[22:23]
	v_cndmask_b32_e64 v69, v1, v31, s[20:21]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v100, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[22:23], v[62:63], v[14:15]
	v_cmp_gt_i64_e64 s[24:25], v[62:63], v[14:15]
	v_or_b32_e32 v32, v103, v39
	v_or_b32_e32 v33, v105, v41
	v_cndmask_b32_e64 v17, v17, v25, s[20:21]
	v_cndmask_b32_e64 v25, v15, v63, s[22:23]
	v_cndmask_b32_e64 v15, v15, v63, s[24:25]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v102, s[18:19]
	v_cndmask_b32_e64 v16, v16, v24, s[20:21]
	v_cndmask_b32_e64 v24, v14, v62, s[22:23]
	v_cndmask_b32_e64 v14, v14, v62, s[24:25]
	v_cndmask_b32_e64 v71, v1, v32, s[18:19]
	v_cndmask_b32_e64 v73, v1, v33, s[16:17]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v104, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[18:19], v[64:65], v[14:15]
	v_cmp_gt_i64_e64 s[20:21], v[64:65], v[14:15]
	v_or_b32_e32 v34, v107, v43
	v_or_b32_e32 v35, v109, v45
	v_cndmask_b32_e64 v17, v17, v25, s[16:17]
	v_cndmask_b32_e64 v25, v15, v65, s[18:19]
	v_cndmask_b32_e64 v15, v15, v65, s[20:21]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v106, s[14:15]
	v_cndmask_b32_e64 v16, v16, v24, s[16:17]
	v_cndmask_b32_e64 v24, v14, v64, s[18:19]
	v_cndmask_b32_e64 v14, v14, v64, s[20:21]
	v_cndmask_b32_e64 v75, v1, v34, s[14:15]
	v_cndmask_b32_e64 v77, v1, v35, s[12:13]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v108, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[14:15], v[66:67], v[14:15]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[14:15]
	v_or_b32_e32 v36, v111, v47
	v_or_b32_e32 v37, v113, v49
	v_cndmask_b32_e64 v17, v17, v25, s[12:13]
	v_cndmask_b32_e64 v25, v15, v67, s[14:15]
	v_cndmask_b32_e64 v15, v15, v67, s[16:17]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v110, s[10:11]
	v_cndmask_b32_e64 v16, v16, v24, s[12:13]
	v_cndmask_b32_e64 v24, v14, v66, s[14:15]
	v_cndmask_b32_e64 v14, v14, v66, s[16:17]
	v_cndmask_b32_e64 v79, v1, v36, s[10:11]
	v_cndmask_b32_e64 v81, v1, v37, s[8:9]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v112, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[10:11], v[68:69], v[14:15]
	v_cmp_gt_i64_e64 s[12:13], v[68:69], v[14:15]
	v_or_b32_e32 v38, v115, v53
	v_or_b32_e32 v39, v117, v55
	v_cndmask_b32_e64 v17, v17, v25, s[8:9]
	v_cndmask_b32_e64 v25, v15, v69, s[10:11]
	v_cndmask_b32_e64 v15, v15, v69, s[12:13]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v114, s[6:7]
	v_cndmask_b32_e64 v16, v16, v24, s[8:9]
	v_cndmask_b32_e64 v24, v14, v68, s[10:11]
	v_cndmask_b32_e64 v14, v14, v68, s[12:13]
	v_cndmask_b32_e64 v83, v1, v38, s[6:7]
	v_cndmask_b32_e64 v85, v1, v39, s[4:5]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v116, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[6:7], v[70:71], v[14:15]
	v_cmp_gt_i64_e64 s[8:9], v[70:71], v[14:15]
	v_or_b32_e32 v40, v119, v57
	v_or_b32_e32 v41, v89, v21
	v_cndmask_b32_e64 v17, v17, v25, s[4:5]
	v_cndmask_b32_e64 v25, v15, v71, s[6:7]
	v_cndmask_b32_e64 v15, v15, v71, s[8:9]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v118, s[0:1]
	v_cndmask_b32_e64 v16, v16, v24, s[4:5]
	v_cndmask_b32_e64 v24, v14, v70, s[6:7]
	v_cndmask_b32_e64 v14, v14, v70, s[8:9]
	v_cndmask_b32_e64 v87, v1, v40, s[0:1]
	v_cndmask_b32_e32 v51, v1, v41, vcc
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e32 v18, 0, v88, vcc
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[72:73], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[72:73], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v73, s[0:1]
	v_cndmask_b32_e64 v15, v15, v73, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v72, s[0:1]
	v_cndmask_b32_e64 v14, v14, v72, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[74:75], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[74:75], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v75, s[0:1]
	v_cndmask_b32_e64 v15, v15, v75, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v74, s[0:1]
	v_cndmask_b32_e64 v14, v14, v74, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[76:77], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[76:77], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v77, s[0:1]
	v_cndmask_b32_e64 v15, v15, v77, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v76, s[0:1]
	v_cndmask_b32_e64 v14, v14, v76, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[78:79], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[78:79], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v79, s[0:1]
	v_cndmask_b32_e64 v15, v15, v79, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v78, s[0:1]
	v_cndmask_b32_e64 v14, v14, v78, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[80:81], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[80:81], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v81, s[0:1]
	v_cndmask_b32_e64 v15, v15, v81, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v80, s[0:1]
	v_cndmask_b32_e64 v14, v14, v80, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[82:83], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[82:83], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v83, s[0:1]
	v_cndmask_b32_e64 v15, v15, v83, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v82, s[0:1]
	v_cndmask_b32_e64 v14, v14, v82, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[84:85], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[84:85], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v85, s[0:1]
	v_cndmask_b32_e64 v15, v15, v85, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v84, s[0:1]
	v_cndmask_b32_e64 v14, v14, v84, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[86:87], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[86:87], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v87, s[0:1]
	v_cndmask_b32_e64 v15, v15, v87, s[4:5]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v86, s[0:1]
	v_cndmask_b32_e64 v14, v14, v86, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_cmp_lt_i64_e64 s[0:1], v[50:51], v[14:15]
	v_cmp_gt_i64_e64 s[4:5], v[50:51], v[14:15]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e64 v25, v15, v51, s[0:1]
	v_cndmask_b32_e32 v16, v16, v24, vcc
	v_cndmask_b32_e64 v24, v14, v50, s[0:1]
	v_cmp_gt_i64_e32 vcc, v[24:25], v[16:17]
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[52:53]
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[18:19]
	v_cndmask_b32_e64 v15, v15, v51, s[4:5]
	v_cndmask_b32_e64 v14, v14, v50, s[4:5]
	v_cndmask_b32_e32 v17, v17, v25, vcc
	v_cndmask_b32_e32 v16, v16, v24, vcc
	s_cbranch_scc1 .LBB0_4
.LBB0_5:
	v_mov_b32_e32 v18, s40
	v_mov_b32_e32 v19, s41
	v_lshl_add_u64 v[18:19], v[26:27], 2, v[18:19]
	flat_load_dword v30, v[18:19]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v20, 0xfc, v0
	v_xor_b32_e32 v138, 64, v20
	ds_bpermute_b32 v0, v138, v22
	ds_bpermute_b32 v19, v138, v23
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v18, v1
	v_xor_b32_e32 v139, 32, v20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[22:23], 0, v[0:1]
	v_lshl_add_u64 v[18:19], v[0:1], 0, v[18:19]
	ds_bpermute_b32 v0, v139, v0
	ds_bpermute_b32 v1, v139, v19
	v_xor_b32_e32 v140, 16, v20
	v_xor_b32_e32 v141, 8, v20
	v_xor_b32_e32 v142, 4, v20
	v_cmp_gt_i64_e32 vcc, s[44:45], v[6:7]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	ds_bpermute_b32 v18, v140, v0
	ds_bpermute_b32 v19, v140, v1
	v_mov_b64_e32 v[20:21], 0
	v_mul_lo_u32 v96, s44, v27
	v_mul_lo_u32 v97, s45, v26
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	ds_bpermute_b32 v18, v141, v0
	ds_bpermute_b32 v19, v141, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	ds_bpermute_b32 v18, v142, v0
	ds_bpermute_b32 v19, v142, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
	v_mad_u64_u32 v[22:23], s[4:5], s44, v26, v[6:7]
	v_add3_u32 v23, v97, v23, v96
	v_mul_lo_u32 v24, s39, v22
	v_mul_lo_u32 v25, s38, v23
	v_mad_u64_u32 v[22:23], s[4:5], s38, v22, 0
	v_mov_b32_e32 v20, s36
	v_mov_b32_e32 v21, s37
	v_add3_u32 v23, v23, v25, v24
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[20:21]
	s_lshl_b64 s[6:7], s[38:39], 7
	s_mov_b64 s[4:5], 0
	v_mov_b64_e32 v[20:21], 0
	s_mov_b32 s8, 0
	v_mov_b64_e32 v[24:25], v[6:7]
.LBB0_7:
	flat_load_dword v28, v[22:23]
	v_lshl_add_u64 v[24:25], v[24:25], 0, 32
	v_cmp_le_i64_e32 vcc, s[44:45], v[24:25]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v29, s8
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v28, v28
	s_nop 1
	v_cndmask_b32_e64 v28, 0, 1, vcc
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[28:29]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_7
	s_or_b64 exec, exec, s[4:5]
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	ds_bpermute_b32 v22, v138, v20
	ds_bpermute_b32 v25, v138, v21
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, v23
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[20:21], 0, v[24:25]
	ds_bpermute_b32 v20, v139, v20
	ds_bpermute_b32 v21, v139, v23
	v_mul_lo_u32 v24, s51, v26
	v_mul_lo_u32 v25, s50, v27
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[22:23]
	ds_bpermute_b32 v22, v140, v20
	ds_bpermute_b32 v23, v140, v21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[22:23], 0, v[20:21]
	ds_bpermute_b32 v20, v141, v18
	ds_bpermute_b32 v21, v141, v19
	v_mad_u64_u32 v[22:23], s[0:1], s50, v26, 0
	s_brev_b32 s0, 1
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, s0, v30
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[20:21], 0, v[18:19]
	ds_bpermute_b32 v20, v142, v18
	ds_bpermute_b32 v21, v142, v19
	v_add3_u32 v23, v23, v25, v24
	v_lshlrev_b64 v[28:29], 1, v[22:23]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[20:21], 0, v[18:19]
	v_cmp_lt_i64_e64 s[0:1], 0, v[18:19]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_cmp_o_f32_e32 vcc, v30, v30
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	v_readlane_b32 s6, v136, 0
	v_readlane_b32 s7, v136, 1
	s_cbranch_execz .LBB0_15
	s_nop 0
	v_cmp_gt_i64_e32 vcc, s[6:7], v[6:7]
	v_mov_b64_e32 v[0:1], 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_14
	v_xor_b32_e32 v0, 0x7fffffff, v30
	v_cmp_gt_i32_e32 vcc, 0, v30
	v_mov_b32_e32 v1, 0
	v_readlane_b32 s10, v136, 0
	v_cndmask_b32_e32 v22, v30, v0, vcc
	v_lshlrev_b32_e32 v0, 1, v6
	v_lshl_add_u64 v[0:1], v[28:29], 0, v[0:1]
	s_mov_b32 s8, 0
	v_lshl_add_u64 v[18:19], s[48:49], 0, v[0:1]
	s_mov_b64 s[6:7], 0
	v_mov_b64_e32 v[0:1], 0
	v_mov_b32_e32 v23, 0x7fc00000
	v_mov_b64_e32 v[20:21], v[6:7]
	v_readlane_b32 s11, v136, 1
.LBB0_12:
	flat_load_ushort v24, v[18:19]
	v_lshl_add_u64 v[20:21], v[20:21], 0, 32
	v_cmp_le_i64_e32 vcc, s[10:11], v[20:21]
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v25, s8
	v_lshl_add_u64 v[18:19], v[18:19], 0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v24, 16, v24
	v_cmp_o_f32_e32 vcc, v24, v24
	s_nop 1
	v_cndmask_b32_e32 v24, v23, v24, vcc
	v_xor_b32_e32 v27, 0x7fffffff, v24
	v_cmp_gt_i32_e32 vcc, 0, v24
	s_nop 1
	v_cndmask_b32_e32 v24, v24, v27, vcc
	v_cmp_gt_i32_e32 vcc, v24, v22
	s_nop 1
	v_cndmask_b32_e64 v24, 0, 1, vcc
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[24:25]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_12
	s_or_b64 exec, exec, s[6:7]
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
	ds_bpermute_b32 v18, v138, v0
	ds_bpermute_b32 v21, v138, v1
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, v19
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[0:1], 0, v[20:21]
	ds_bpermute_b32 v0, v139, v0
	ds_bpermute_b32 v1, v139, v19
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	ds_bpermute_b32 v18, v140, v0
	ds_bpermute_b32 v19, v140, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	ds_bpermute_b32 v18, v141, v0
	ds_bpermute_b32 v19, v141, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
	ds_bpermute_b32 v18, v142, v0
	ds_bpermute_b32 v19, v142, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[18:19], 0, v[0:1]
.LBB0_15:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u64_e64 s[4:5], 0, v[6:7]
	s_mov_b64 s[0:1], exec
	s_nop 0
	v_writelane_b32 v136, s4, 2
	s_nop 1
	v_writelane_b32 v136, s5, 3
	s_and_b64 s[4:5], s[0:1], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_17
	v_readlane_b32 s4, v136, 0
	v_readlane_b32 s5, v136, 1
	v_lshl_add_u64 v[0:1], v[0:1], 0, 1
	s_nop 0
	v_cmp_gt_i64_e32 vcc, s[4:5], v[12:13]
	v_cmp_lt_i64_e64 s[4:5], -1, v[12:13]
	s_and_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cndmask_b32_e32 v0, 0, v0, vcc
	flat_store_dwordx2 v[10:11], v[0:1]
.LBB0_17:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s6, 0
	s_mov_b64 s[0:1], 20
	s_brev_b32 s7, 1
	v_bfrev_b32_e32 v0, 1
.LBB0_18:
	ds_bpermute_b32 v10, v138, v14
	ds_bpermute_b32 v11, v138, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[10:11], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v11, v15, v11, vcc
	v_cndmask_b32_e32 v10, v14, v10, vcc
	ds_bpermute_b32 v13, v139, v11
	ds_bpermute_b32 v12, v139, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	ds_bpermute_b32 v13, v140, v11
	ds_bpermute_b32 v12, v140, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	ds_bpermute_b32 v13, v141, v11
	ds_bpermute_b32 v12, v141, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	ds_bpermute_b32 v13, v142, v11
	ds_bpermute_b32 v12, v142, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v25, v11, v13, vcc
	v_cndmask_b32_e32 v24, v10, v12, vcc
	v_cmp_ne_u64_e32 vcc, s[6:7], v[24:25]
	v_cmp_eq_u64_e64 s[4:5], v[14:15], v[24:25]
	s_and_b64 vcc, s[4:5], vcc
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cndmask_b32_e32 v14, v14, v16, vcc
	v_cndmask_b32_e32 v17, v17, v0, vcc
	s_cmp_lg_u64 s[0:1], 0
	v_cndmask_b32_e64 v16, v16, 0, vcc
	s_cbranch_scc1 .LBB0_18
	s_mov_b32 s4, 0
	s_brev_b32 s5, 1
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[0:1], s[4:5]
	v_mov_b64_e32 v[30:31], 0
	v_mov_b64_e32 v[10:11], s[4:5]
	v_mov_b64_e32 v[12:13], s[4:5]
	v_mov_b64_e32 v[14:15], s[4:5]
	v_mov_b64_e32 v[16:17], s[4:5]
	v_mov_b64_e32 v[18:19], s[4:5]
	v_mov_b64_e32 v[20:21], s[4:5]
	v_mov_b64_e32 v[22:23], s[4:5]
	s_cbranch_vccnz .LBB0_54
	s_and_b64 s[0:1], s[46:47], exec
	s_movk_i32 s36, 0xfe20
	s_movk_i32 s38, 0xfe40
	s_movk_i32 s40, 0xfe60
	s_movk_i32 s46, 0xfe80
	s_movk_i32 s50, 0xfea0
	s_movk_i32 s52, 0xfec0
	s_movk_i32 s54, 0xfee0
	s_movk_i32 s56, 0xff00
	s_movk_i32 s58, 0xff20
	s_movk_i32 s60, 0xff40
	s_movk_i32 s62, 0xff60
	s_movk_i32 s64, 0xff80
	s_movk_i32 s66, 0xffa0
	s_movk_i32 s68, 0xffc0
	s_movk_i32 s70, 0xffe0
	s_cselect_b32 s1, s35, 0
	s_cselect_b32 s0, s34, 1
	v_or_b32_e32 v32, 0x1e0, v6
	v_mov_b32_e32 v33, v7
	v_mov_b64_e32 v[0:1], s[4:5]
	v_mov_b64_e32 v[30:31], 0
	s_mov_b32 s37, -1
	s_mov_b32 s39, -1
	s_mov_b32 s41, -1
	s_mov_b32 s47, -1
	s_mov_b32 s51, -1
	s_mov_b32 s53, -1
	s_mov_b32 s55, -1
	s_mov_b32 s57, -1
	s_mov_b32 s59, -1
	s_mov_b32 s61, -1
	s_mov_b32 s63, -1
	s_mov_b32 s65, -1
	s_mov_b32 s67, -1
	s_mov_b32 s69, -1
	s_mov_b32 s71, -1
	s_mov_b64 s[74:75], 0x200
	v_mov_b64_e32 v[10:11], s[4:5]
	v_mov_b64_e32 v[12:13], s[4:5]
	v_mov_b64_e32 v[14:15], s[4:5]
	v_mov_b64_e32 v[16:17], s[4:5]
	v_mov_b64_e32 v[18:19], s[4:5]
	v_mov_b64_e32 v[20:21], s[4:5]
	v_mov_b64_e32 v[22:23], s[4:5]
	s_branch .LBB0_22
.LBB0_21:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_eq_u64 s[0:1], 0
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[74:75]
	s_cbranch_scc1 .LBB0_54
.LBB0_22:
	v_lshl_add_u64 v[92:93], v[32:33], 0, s[36:37]
	v_lshl_add_u64 v[80:81], v[32:33], 0, s[46:47]
	v_cmp_gt_i64_e64 s[30:31], s[72:73], v[92:93]
	v_lshl_add_u64 v[88:89], v[32:33], 0, s[38:39]
	v_lshl_add_u64 v[84:85], v[32:33], 0, s[40:41]
	v_cmp_gt_i64_e64 s[24:25], s[72:73], v[80:81]
	v_cndmask_b32_e64 v35, 0, v93, s[30:31]
	v_cndmask_b32_e64 v34, 0, v92, s[30:31]
	v_cmp_gt_i64_e64 s[28:29], s[72:73], v[88:89]
	v_cmp_gt_i64_e64 s[26:27], s[72:73], v[84:85]
	v_cndmask_b32_e64 v41, 0, v81, s[24:25]
	v_cndmask_b32_e64 v40, 0, v80, s[24:25]
	v_lshl_add_u64 v[76:77], v[32:33], 0, s[50:51]
	v_lshl_add_u64 v[64:65], v[32:33], 0, s[56:57]
	v_lshl_add_u64 v[34:35], v[34:35], 3, v[8:9]
	v_cndmask_b32_e64 v37, 0, v89, s[28:29]
	v_cndmask_b32_e64 v36, 0, v88, s[28:29]
	v_cndmask_b32_e64 v39, 0, v85, s[26:27]
	v_cndmask_b32_e64 v38, 0, v84, s[26:27]
	v_lshl_add_u64 v[40:41], v[40:41], 3, v[8:9]
	v_cmp_gt_i64_e64 s[22:23], s[72:73], v[76:77]
	v_lshl_add_u64 v[72:73], v[32:33], 0, s[52:53]
	v_lshl_add_u64 v[68:69], v[32:33], 0, s[54:55]
	v_cmp_gt_i64_e64 s[16:17], s[72:73], v[64:65]
	v_lshl_add_u64 v[36:37], v[36:37], 3, v[8:9]
	v_lshl_add_u64 v[38:39], v[38:39], 3, v[8:9]
	flat_load_dwordx2 v[94:95], v[34:35]
	flat_load_dwordx2 v[90:91], v[36:37]
	flat_load_dwordx2 v[86:87], v[38:39]
	flat_load_dwordx2 v[82:83], v[40:41]
	v_cndmask_b32_e64 v35, 0, v77, s[22:23]
	v_cndmask_b32_e64 v34, 0, v76, s[22:23]
	v_cmp_gt_i64_e64 s[20:21], s[72:73], v[72:73]
	v_cmp_gt_i64_e64 s[18:19], s[72:73], v[68:69]
	v_cndmask_b32_e64 v41, 0, v65, s[16:17]
	v_cndmask_b32_e64 v40, 0, v64, s[16:17]
	v_lshl_add_u64 v[60:61], v[32:33], 0, s[58:59]
	v_lshl_add_u64 v[48:49], v[32:33], 0, s[64:65]
	v_lshl_add_u64 v[34:35], v[34:35], 3, v[8:9]
	v_cndmask_b32_e64 v37, 0, v73, s[20:21]
	v_cndmask_b32_e64 v36, 0, v72, s[20:21]
	v_cndmask_b32_e64 v39, 0, v69, s[18:19]
	v_cndmask_b32_e64 v38, 0, v68, s[18:19]
	v_lshl_add_u64 v[40:41], v[40:41], 3, v[8:9]
	v_cmp_gt_i64_e64 s[14:15], s[72:73], v[60:61]
	v_lshl_add_u64 v[56:57], v[32:33], 0, s[60:61]
	v_lshl_add_u64 v[52:53], v[32:33], 0, s[62:63]
	v_cmp_gt_i64_e64 s[8:9], s[72:73], v[48:49]
	v_lshl_add_u64 v[36:37], v[36:37], 3, v[8:9]
	v_lshl_add_u64 v[38:39], v[38:39], 3, v[8:9]
	flat_load_dwordx2 v[78:79], v[34:35]
	flat_load_dwordx2 v[74:75], v[36:37]
	flat_load_dwordx2 v[70:71], v[38:39]
	flat_load_dwordx2 v[66:67], v[40:41]
	v_cndmask_b32_e64 v35, 0, v61, s[14:15]
	v_cndmask_b32_e64 v34, 0, v60, s[14:15]
	v_cmp_gt_i64_e64 s[12:13], s[72:73], v[56:57]
	v_cmp_gt_i64_e64 s[10:11], s[72:73], v[52:53]
	v_cndmask_b32_e64 v41, 0, v49, s[8:9]
	v_cndmask_b32_e64 v40, 0, v48, s[8:9]
	v_lshl_add_u64 v[34:35], v[34:35], 3, v[8:9]
	v_cndmask_b32_e64 v37, 0, v57, s[12:13]
	v_cndmask_b32_e64 v36, 0, v56, s[12:13]
	v_cndmask_b32_e64 v39, 0, v53, s[10:11]
	v_cndmask_b32_e64 v38, 0, v52, s[10:11]
	v_lshl_add_u64 v[40:41], v[40:41], 3, v[8:9]
	v_lshl_add_u64 v[36:37], v[36:37], 3, v[8:9]
	v_lshl_add_u64 v[38:39], v[38:39], 3, v[8:9]
	flat_load_dwordx2 v[62:63], v[34:35]
	flat_load_dwordx2 v[58:59], v[36:37]
	flat_load_dwordx2 v[54:55], v[38:39]
	flat_load_dwordx2 v[50:51], v[40:41]
	v_lshl_add_u64 v[40:41], v[32:33], 0, s[68:69]
	v_cmp_gt_i64_e64 s[4:5], s[72:73], v[40:41]
	v_lshl_add_u64 v[44:45], v[32:33], 0, s[66:67]
	v_cmp_gt_i64_e64 s[6:7], s[72:73], v[44:45]
	v_cndmask_b32_e64 v37, 0, v41, s[4:5]
	v_cndmask_b32_e64 v36, 0, v40, s[4:5]
	v_lshl_add_u64 v[38:39], v[36:37], 3, v[8:9]
	v_lshl_add_u64 v[36:37], v[32:33], 0, s[70:71]
	v_cmp_gt_i64_e64 s[2:3], s[72:73], v[36:37]
	v_cndmask_b32_e64 v35, 0, v45, s[6:7]
	v_cndmask_b32_e64 v34, 0, v44, s[6:7]
	v_cndmask_b32_e64 v43, 0, v37, s[2:3]
	v_cndmask_b32_e64 v42, 0, v36, s[2:3]
	v_cmp_gt_i64_e32 vcc, s[72:73], v[32:33]
	v_lshl_add_u64 v[34:35], v[34:35], 3, v[8:9]
	v_lshl_add_u64 v[98:99], v[42:43], 3, v[8:9]
	v_cndmask_b32_e32 v43, 0, v33, vcc
	v_cndmask_b32_e32 v42, 0, v32, vcc
	v_lshl_add_u64 v[100:101], v[42:43], 3, v[8:9]
	flat_load_dwordx2 v[46:47], v[34:35]
	flat_load_dwordx2 v[42:43], v[38:39]
	s_nop 0
	flat_load_dwordx2 v[38:39], v[98:99]
	flat_load_dwordx2 v[34:35], v[100:101]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e64 s[34:35], v95, v25
	s_and_b64 s[30:31], s[30:31], s[34:35]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_24
	v_or_b32_e32 v93, v95, v93
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v95, v21, v93, s[30:31]
	v_cndmask_b32_e64 v94, v20, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v95, s[30:31]
	v_cndmask_b32_e64 v22, v22, v94, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v95, v19, v93, s[30:31]
	v_cndmask_b32_e64 v94, v18, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v95, s[30:31]
	v_cndmask_b32_e64 v20, v20, v94, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v95, v17, v93, s[30:31]
	v_cndmask_b32_e64 v94, v16, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v95, s[30:31]
	v_cndmask_b32_e64 v18, v18, v94, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v95, v15, v93, s[30:31]
	v_cndmask_b32_e64 v94, v14, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v95, s[30:31]
	v_cndmask_b32_e64 v16, v16, v94, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v95, v13, v93, s[30:31]
	v_cndmask_b32_e64 v94, v12, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v95, s[30:31]
	v_cndmask_b32_e64 v14, v14, v94, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v95, v11, v93, s[30:31]
	v_cndmask_b32_e64 v94, v10, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v95, s[30:31]
	v_cndmask_b32_e64 v12, v12, v94, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[92:93], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v95, v1, v93, s[30:31]
	v_cndmask_b32_e64 v94, v0, v92, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[94:95], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v95, s[30:31]
	v_cndmask_b32_e64 v10, v10, v94, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[92:93], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v93, s[30:31]
	v_cndmask_b32_e64 v0, v0, v92, s[30:31]
.LBB0_24:
	s_or_b64 exec, exec, s[34:35]
	v_cmp_ge_i32_e64 s[30:31], v91, v25
	s_and_b64 s[28:29], s[28:29], s[30:31]
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_26
	v_or_b32_e32 v89, v91, v89
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v91, v21, v89, s[28:29]
	v_cndmask_b32_e64 v90, v20, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v91, s[28:29]
	v_cndmask_b32_e64 v22, v22, v90, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v91, v19, v89, s[28:29]
	v_cndmask_b32_e64 v90, v18, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v91, s[28:29]
	v_cndmask_b32_e64 v20, v20, v90, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v91, v17, v89, s[28:29]
	v_cndmask_b32_e64 v90, v16, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v91, s[28:29]
	v_cndmask_b32_e64 v18, v18, v90, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v91, v15, v89, s[28:29]
	v_cndmask_b32_e64 v90, v14, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v91, s[28:29]
	v_cndmask_b32_e64 v16, v16, v90, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v91, v13, v89, s[28:29]
	v_cndmask_b32_e64 v90, v12, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v91, s[28:29]
	v_cndmask_b32_e64 v14, v14, v90, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v91, v11, v89, s[28:29]
	v_cndmask_b32_e64 v90, v10, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v91, s[28:29]
	v_cndmask_b32_e64 v12, v12, v90, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[88:89], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v91, v1, v89, s[28:29]
	v_cndmask_b32_e64 v90, v0, v88, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[90:91], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v91, s[28:29]
	v_cndmask_b32_e64 v10, v10, v90, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[88:89], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v89, s[28:29]
	v_cndmask_b32_e64 v0, v0, v88, s[28:29]
.LBB0_26:
	s_or_b64 exec, exec, s[30:31]
	v_cmp_ge_i32_e64 s[28:29], v87, v25
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_28
	v_or_b32_e32 v85, v87, v85
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v87, v21, v85, s[26:27]
	v_cndmask_b32_e64 v86, v20, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v87, s[26:27]
	v_cndmask_b32_e64 v22, v22, v86, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v87, v19, v85, s[26:27]
	v_cndmask_b32_e64 v86, v18, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v87, s[26:27]
	v_cndmask_b32_e64 v20, v20, v86, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v87, v17, v85, s[26:27]
	v_cndmask_b32_e64 v86, v16, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v87, s[26:27]
	v_cndmask_b32_e64 v18, v18, v86, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v87, v15, v85, s[26:27]
	v_cndmask_b32_e64 v86, v14, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v87, s[26:27]
	v_cndmask_b32_e64 v16, v16, v86, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v87, v13, v85, s[26:27]
	v_cndmask_b32_e64 v86, v12, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v87, s[26:27]
	v_cndmask_b32_e64 v14, v14, v86, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v87, v11, v85, s[26:27]
	v_cndmask_b32_e64 v86, v10, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v87, s[26:27]
	v_cndmask_b32_e64 v12, v12, v86, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[84:85], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v87, v1, v85, s[26:27]
	v_cndmask_b32_e64 v86, v0, v84, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[86:87], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v87, s[26:27]
	v_cndmask_b32_e64 v10, v10, v86, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[84:85], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v85, s[26:27]
	v_cndmask_b32_e64 v0, v0, v84, s[26:27]
.LBB0_28:
	s_or_b64 exec, exec, s[28:29]
	v_cmp_ge_i32_e64 s[26:27], v83, v25
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_30
	v_or_b32_e32 v81, v83, v81
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v83, v21, v81, s[24:25]
	v_cndmask_b32_e64 v82, v20, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v83, s[24:25]
	v_cndmask_b32_e64 v22, v22, v82, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v83, v19, v81, s[24:25]
	v_cndmask_b32_e64 v82, v18, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v83, s[24:25]
	v_cndmask_b32_e64 v20, v20, v82, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v83, v17, v81, s[24:25]
	v_cndmask_b32_e64 v82, v16, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v83, s[24:25]
	v_cndmask_b32_e64 v18, v18, v82, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v83, v15, v81, s[24:25]
	v_cndmask_b32_e64 v82, v14, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v83, s[24:25]
	v_cndmask_b32_e64 v16, v16, v82, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v83, v13, v81, s[24:25]
	v_cndmask_b32_e64 v82, v12, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v83, s[24:25]
	v_cndmask_b32_e64 v14, v14, v82, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v83, v11, v81, s[24:25]
	v_cndmask_b32_e64 v82, v10, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v83, s[24:25]
	v_cndmask_b32_e64 v12, v12, v82, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[80:81], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v83, v1, v81, s[24:25]
	v_cndmask_b32_e64 v82, v0, v80, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[82:83], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v83, s[24:25]
	v_cndmask_b32_e64 v10, v10, v82, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[80:81], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v81, s[24:25]
	v_cndmask_b32_e64 v0, v0, v80, s[24:25]
.LBB0_30:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_ge_i32_e64 s[24:25], v79, v25
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_32
	v_or_b32_e32 v77, v79, v77
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v79, v21, v77, s[22:23]
	v_cndmask_b32_e64 v78, v20, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v79, s[22:23]
	v_cndmask_b32_e64 v22, v22, v78, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v79, v19, v77, s[22:23]
	v_cndmask_b32_e64 v78, v18, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v79, s[22:23]
	v_cndmask_b32_e64 v20, v20, v78, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v79, v17, v77, s[22:23]
	v_cndmask_b32_e64 v78, v16, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v79, s[22:23]
	v_cndmask_b32_e64 v18, v18, v78, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v79, v15, v77, s[22:23]
	v_cndmask_b32_e64 v78, v14, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v79, s[22:23]
	v_cndmask_b32_e64 v16, v16, v78, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v79, v13, v77, s[22:23]
	v_cndmask_b32_e64 v78, v12, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v79, s[22:23]
	v_cndmask_b32_e64 v14, v14, v78, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v79, v11, v77, s[22:23]
	v_cndmask_b32_e64 v78, v10, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v79, s[22:23]
	v_cndmask_b32_e64 v12, v12, v78, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[76:77], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v79, v1, v77, s[22:23]
	v_cndmask_b32_e64 v78, v0, v76, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[78:79], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v79, s[22:23]
	v_cndmask_b32_e64 v10, v10, v78, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[76:77], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v77, s[22:23]
	v_cndmask_b32_e64 v0, v0, v76, s[22:23]
.LBB0_32:
	s_or_b64 exec, exec, s[24:25]
	v_cmp_ge_i32_e64 s[22:23], v75, v25
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_34
	v_or_b32_e32 v73, v75, v73
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v75, v21, v73, s[20:21]
	v_cndmask_b32_e64 v74, v20, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v75, s[20:21]
	v_cndmask_b32_e64 v22, v22, v74, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v75, v19, v73, s[20:21]
	v_cndmask_b32_e64 v74, v18, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v75, s[20:21]
	v_cndmask_b32_e64 v20, v20, v74, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v75, v17, v73, s[20:21]
	v_cndmask_b32_e64 v74, v16, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v75, s[20:21]
	v_cndmask_b32_e64 v18, v18, v74, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v75, v15, v73, s[20:21]
	v_cndmask_b32_e64 v74, v14, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v75, s[20:21]
	v_cndmask_b32_e64 v16, v16, v74, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v75, v13, v73, s[20:21]
	v_cndmask_b32_e64 v74, v12, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v75, s[20:21]
	v_cndmask_b32_e64 v14, v14, v74, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v75, v11, v73, s[20:21]
	v_cndmask_b32_e64 v74, v10, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v75, s[20:21]
	v_cndmask_b32_e64 v12, v12, v74, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[72:73], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v75, v1, v73, s[20:21]
	v_cndmask_b32_e64 v74, v0, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[74:75], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v75, s[20:21]
	v_cndmask_b32_e64 v10, v10, v74, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v73, s[20:21]
	v_cndmask_b32_e64 v0, v0, v72, s[20:21]
.LBB0_34:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_ge_i32_e64 s[20:21], v71, v25
	s_and_b64 s[18:19], s[18:19], s[20:21]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_36
	v_or_b32_e32 v69, v71, v69
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v71, v21, v69, s[18:19]
	v_cndmask_b32_e64 v70, v20, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v71, s[18:19]
	v_cndmask_b32_e64 v22, v22, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v71, v19, v69, s[18:19]
	v_cndmask_b32_e64 v70, v18, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v71, s[18:19]
	v_cndmask_b32_e64 v20, v20, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v71, v17, v69, s[18:19]
	v_cndmask_b32_e64 v70, v16, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v71, s[18:19]
	v_cndmask_b32_e64 v18, v18, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v71, v15, v69, s[18:19]
	v_cndmask_b32_e64 v70, v14, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v71, s[18:19]
	v_cndmask_b32_e64 v16, v16, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v71, v13, v69, s[18:19]
	v_cndmask_b32_e64 v70, v12, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v71, s[18:19]
	v_cndmask_b32_e64 v14, v14, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v71, v11, v69, s[18:19]
	v_cndmask_b32_e64 v70, v10, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v71, s[18:19]
	v_cndmask_b32_e64 v12, v12, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v71, v1, v69, s[18:19]
	v_cndmask_b32_e64 v70, v0, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v71, s[18:19]
	v_cndmask_b32_e64 v10, v10, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v69, s[18:19]
	v_cndmask_b32_e64 v0, v0, v68, s[18:19]
.LBB0_36:
	s_or_b64 exec, exec, s[20:21]
	v_cmp_ge_i32_e64 s[18:19], v67, v25
	s_and_b64 s[16:17], s[16:17], s[18:19]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_38
	v_or_b32_e32 v65, v67, v65
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v67, v21, v65, s[16:17]
	v_cndmask_b32_e64 v66, v20, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v67, s[16:17]
	v_cndmask_b32_e64 v22, v22, v66, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v67, v19, v65, s[16:17]
	v_cndmask_b32_e64 v66, v18, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v67, s[16:17]
	v_cndmask_b32_e64 v20, v20, v66, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v67, v17, v65, s[16:17]
	v_cndmask_b32_e64 v66, v16, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v67, s[16:17]
	v_cndmask_b32_e64 v18, v18, v66, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v67, v15, v65, s[16:17]
	v_cndmask_b32_e64 v66, v14, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v67, s[16:17]
	v_cndmask_b32_e64 v16, v16, v66, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v67, v13, v65, s[16:17]
	v_cndmask_b32_e64 v66, v12, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v67, s[16:17]
	v_cndmask_b32_e64 v14, v14, v66, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v67, v11, v65, s[16:17]
	v_cndmask_b32_e64 v66, v10, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v67, s[16:17]
	v_cndmask_b32_e64 v12, v12, v66, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[64:65], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v67, v1, v65, s[16:17]
	v_cndmask_b32_e64 v66, v0, v64, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v67, s[16:17]
	v_cndmask_b32_e64 v10, v10, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[64:65], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v65, s[16:17]
	v_cndmask_b32_e64 v0, v0, v64, s[16:17]
.LBB0_38:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_ge_i32_e64 s[16:17], v63, v25
	s_and_b64 s[14:15], s[14:15], s[16:17]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_40
	v_or_b32_e32 v61, v63, v61
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v63, v21, v61, s[14:15]
	v_cndmask_b32_e64 v62, v20, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v63, s[14:15]
	v_cndmask_b32_e64 v22, v22, v62, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v63, v19, v61, s[14:15]
	v_cndmask_b32_e64 v62, v18, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v63, s[14:15]
	v_cndmask_b32_e64 v20, v20, v62, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v63, v17, v61, s[14:15]
	v_cndmask_b32_e64 v62, v16, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v63, s[14:15]
	v_cndmask_b32_e64 v18, v18, v62, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v63, v15, v61, s[14:15]
	v_cndmask_b32_e64 v62, v14, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v63, s[14:15]
	v_cndmask_b32_e64 v16, v16, v62, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v63, v13, v61, s[14:15]
	v_cndmask_b32_e64 v62, v12, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v63, s[14:15]
	v_cndmask_b32_e64 v14, v14, v62, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v63, v11, v61, s[14:15]
	v_cndmask_b32_e64 v62, v10, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v63, s[14:15]
	v_cndmask_b32_e64 v12, v12, v62, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[60:61], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v63, v1, v61, s[14:15]
	v_cndmask_b32_e64 v62, v0, v60, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[62:63], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v63, s[14:15]
	v_cndmask_b32_e64 v10, v10, v62, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[60:61], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v61, s[14:15]
	v_cndmask_b32_e64 v0, v0, v60, s[14:15]
.LBB0_40:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_ge_i32_e64 s[14:15], v59, v25
	s_and_b64 s[12:13], s[12:13], s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_42
	v_or_b32_e32 v57, v59, v57
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v59, v21, v57, s[12:13]
	v_cndmask_b32_e64 v58, v20, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v59, s[12:13]
	v_cndmask_b32_e64 v22, v22, v58, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v59, v19, v57, s[12:13]
	v_cndmask_b32_e64 v58, v18, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v59, s[12:13]
	v_cndmask_b32_e64 v20, v20, v58, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v59, v17, v57, s[12:13]
	v_cndmask_b32_e64 v58, v16, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v59, s[12:13]
	v_cndmask_b32_e64 v18, v18, v58, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v59, v15, v57, s[12:13]
	v_cndmask_b32_e64 v58, v14, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v59, s[12:13]
	v_cndmask_b32_e64 v16, v16, v58, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v59, v13, v57, s[12:13]
	v_cndmask_b32_e64 v58, v12, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v59, s[12:13]
	v_cndmask_b32_e64 v14, v14, v58, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v59, v11, v57, s[12:13]
	v_cndmask_b32_e64 v58, v10, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v59, s[12:13]
	v_cndmask_b32_e64 v12, v12, v58, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[56:57], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v59, v1, v57, s[12:13]
	v_cndmask_b32_e64 v58, v0, v56, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[58:59], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v59, s[12:13]
	v_cndmask_b32_e64 v10, v10, v58, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[56:57], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v57, s[12:13]
	v_cndmask_b32_e64 v0, v0, v56, s[12:13]
.LBB0_42:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_ge_i32_e64 s[12:13], v55, v25
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_44
	v_or_b32_e32 v53, v55, v53
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v55, v21, v53, s[10:11]
	v_cndmask_b32_e64 v54, v20, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v55, s[10:11]
	v_cndmask_b32_e64 v22, v22, v54, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v55, v19, v53, s[10:11]
	v_cndmask_b32_e64 v54, v18, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v55, s[10:11]
	v_cndmask_b32_e64 v20, v20, v54, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v55, v17, v53, s[10:11]
	v_cndmask_b32_e64 v54, v16, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v55, s[10:11]
	v_cndmask_b32_e64 v18, v18, v54, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v55, v15, v53, s[10:11]
	v_cndmask_b32_e64 v54, v14, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v55, s[10:11]
	v_cndmask_b32_e64 v16, v16, v54, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v55, v13, v53, s[10:11]
	v_cndmask_b32_e64 v54, v12, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v55, s[10:11]
	v_cndmask_b32_e64 v14, v14, v54, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v55, v11, v53, s[10:11]
	v_cndmask_b32_e64 v54, v10, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v55, s[10:11]
	v_cndmask_b32_e64 v12, v12, v54, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[52:53], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v55, v1, v53, s[10:11]
	v_cndmask_b32_e64 v54, v0, v52, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[54:55], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v55, s[10:11]
	v_cndmask_b32_e64 v10, v10, v54, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[52:53], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v53, s[10:11]
	v_cndmask_b32_e64 v0, v0, v52, s[10:11]
.LBB0_44:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_ge_i32_e64 s[10:11], v51, v25
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_46
	v_or_b32_e32 v49, v51, v49
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v51, v21, v49, s[8:9]
	v_cndmask_b32_e64 v50, v20, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v51, s[8:9]
	v_cndmask_b32_e64 v22, v22, v50, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v51, v19, v49, s[8:9]
	v_cndmask_b32_e64 v50, v18, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v51, s[8:9]
	v_cndmask_b32_e64 v20, v20, v50, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v51, v17, v49, s[8:9]
	v_cndmask_b32_e64 v50, v16, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v51, s[8:9]
	v_cndmask_b32_e64 v18, v18, v50, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v51, v15, v49, s[8:9]
	v_cndmask_b32_e64 v50, v14, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v51, s[8:9]
	v_cndmask_b32_e64 v16, v16, v50, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v51, v13, v49, s[8:9]
	v_cndmask_b32_e64 v50, v12, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v51, s[8:9]
	v_cndmask_b32_e64 v14, v14, v50, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v51, v11, v49, s[8:9]
	v_cndmask_b32_e64 v50, v10, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v51, s[8:9]
	v_cndmask_b32_e64 v12, v12, v50, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[48:49], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v51, v1, v49, s[8:9]
	v_cndmask_b32_e64 v50, v0, v48, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[50:51], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v51, s[8:9]
	v_cndmask_b32_e64 v10, v10, v50, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[48:49], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v49, s[8:9]
	v_cndmask_b32_e64 v0, v0, v48, s[8:9]
.LBB0_46:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ge_i32_e64 s[8:9], v47, v25
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_48
	v_or_b32_e32 v45, v47, v45
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v47, v21, v45, s[6:7]
	v_cndmask_b32_e64 v46, v20, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v47, s[6:7]
	v_cndmask_b32_e64 v22, v22, v46, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v47, v19, v45, s[6:7]
	v_cndmask_b32_e64 v46, v18, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v47, s[6:7]
	v_cndmask_b32_e64 v20, v20, v46, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v47, v17, v45, s[6:7]
	v_cndmask_b32_e64 v46, v16, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v47, s[6:7]
	v_cndmask_b32_e64 v18, v18, v46, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v47, v15, v45, s[6:7]
	v_cndmask_b32_e64 v46, v14, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v47, s[6:7]
	v_cndmask_b32_e64 v16, v16, v46, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v47, v13, v45, s[6:7]
	v_cndmask_b32_e64 v46, v12, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v47, s[6:7]
	v_cndmask_b32_e64 v14, v14, v46, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v47, v11, v45, s[6:7]
	v_cndmask_b32_e64 v46, v10, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v47, s[6:7]
	v_cndmask_b32_e64 v12, v12, v46, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[44:45], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v47, v1, v45, s[6:7]
	v_cndmask_b32_e64 v46, v0, v44, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v47, s[6:7]
	v_cndmask_b32_e64 v10, v10, v46, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[44:45], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v45, s[6:7]
	v_cndmask_b32_e64 v0, v0, v44, s[6:7]
.LBB0_48:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ge_i32_e64 s[6:7], v43, v25
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_50
	v_or_b32_e32 v41, v43, v41
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v43, v21, v41, s[4:5]
	v_cndmask_b32_e64 v42, v20, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v43, s[4:5]
	v_cndmask_b32_e64 v22, v22, v42, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v43, v19, v41, s[4:5]
	v_cndmask_b32_e64 v42, v18, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v43, s[4:5]
	v_cndmask_b32_e64 v20, v20, v42, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v43, v17, v41, s[4:5]
	v_cndmask_b32_e64 v42, v16, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v43, s[4:5]
	v_cndmask_b32_e64 v18, v18, v42, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v43, v15, v41, s[4:5]
	v_cndmask_b32_e64 v42, v14, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v43, s[4:5]
	v_cndmask_b32_e64 v16, v16, v42, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v43, v13, v41, s[4:5]
	v_cndmask_b32_e64 v42, v12, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v43, s[4:5]
	v_cndmask_b32_e64 v14, v14, v42, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v43, v11, v41, s[4:5]
	v_cndmask_b32_e64 v42, v10, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v43, s[4:5]
	v_cndmask_b32_e64 v12, v12, v42, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v43, v1, v41, s[4:5]
	v_cndmask_b32_e64 v42, v0, v40, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[42:43], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v43, s[4:5]
	v_cndmask_b32_e64 v10, v10, v42, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[40:41], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v41, s[4:5]
	v_cndmask_b32_e64 v0, v0, v40, s[4:5]
.LBB0_50:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_ge_i32_e64 s[4:5], v39, v25
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_52
	v_or_b32_e32 v37, v39, v37
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v39, v21, v37, s[2:3]
	v_cndmask_b32_e64 v38, v20, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v39, s[2:3]
	v_cndmask_b32_e64 v22, v22, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v39, v19, v37, s[2:3]
	v_cndmask_b32_e64 v38, v18, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v39, s[2:3]
	v_cndmask_b32_e64 v20, v20, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v39, v17, v37, s[2:3]
	v_cndmask_b32_e64 v38, v16, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v39, s[2:3]
	v_cndmask_b32_e64 v18, v18, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v39, v15, v37, s[2:3]
	v_cndmask_b32_e64 v38, v14, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v39, s[2:3]
	v_cndmask_b32_e64 v16, v16, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v39, v13, v37, s[2:3]
	v_cndmask_b32_e64 v38, v12, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v39, s[2:3]
	v_cndmask_b32_e64 v14, v14, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v39, v11, v37, s[2:3]
	v_cndmask_b32_e64 v38, v10, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v39, s[2:3]
	v_cndmask_b32_e64 v12, v12, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[36:37], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v39, v1, v37, s[2:3]
	v_cndmask_b32_e64 v38, v0, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[38:39], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v39, s[2:3]
	v_cndmask_b32_e64 v10, v10, v38, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v37, s[2:3]
	v_cndmask_b32_e64 v0, v0, v36, s[2:3]
.LBB0_52:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ge_i32_e64 s[2:3], v35, v25
	s_and_b64 s[4:5], vcc, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_21
	v_or_b32_e32 v35, v35, v33
	v_mov_b32_e32 v34, v32
	v_cmp_lt_i64_e32 vcc, v[34:35], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e32 v37, v21, v35, vcc
	v_cndmask_b32_e32 v36, v20, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[22:23]
	s_nop 1
	v_cndmask_b32_e32 v23, v23, v37, vcc
	v_cndmask_b32_e32 v22, v22, v36, vcc
	v_cmp_lt_i64_e32 vcc, v[34:35], v[18:19]
	s_nop 1
	v_cndmask_b32_e32 v37, v19, v35, vcc
	v_cndmask_b32_e32 v36, v18, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[20:21]
	s_nop 1
	v_cndmask_b32_e32 v21, v21, v37, vcc
	v_cndmask_b32_e32 v20, v20, v36, vcc
	v_cmp_lt_i64_e32 vcc, v[34:35], v[16:17]
	s_nop 1
	v_cndmask_b32_e32 v37, v17, v35, vcc
	v_cndmask_b32_e32 v36, v16, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[18:19]
	s_nop 1
	v_cndmask_b32_e32 v19, v19, v37, vcc
	v_cndmask_b32_e32 v18, v18, v36, vcc
	v_cmp_lt_i64_e32 vcc, v[34:35], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v37, v15, v35, vcc
	v_cndmask_b32_e32 v36, v14, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[16:17]
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v37, vcc
	v_cndmask_b32_e32 v16, v16, v36, vcc
	v_cmp_lt_i64_e32 vcc, v[34:35], v[12:13]
	s_nop 1
	v_cndmask_b32_e32 v37, v13, v35, vcc
	v_cndmask_b32_e32 v36, v12, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v37, vcc
	v_cndmask_b32_e32 v14, v14, v36, vcc
	v_cmp_lt_i64_e32 vcc, v[34:35], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v37, v11, v35, vcc
	v_cndmask_b32_e32 v36, v10, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[12:13]
	s_nop 1
	v_cndmask_b32_e32 v13, v13, v37, vcc
	v_cndmask_b32_e32 v12, v12, v36, vcc
	v_cmp_lt_i64_e32 vcc, v[34:35], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v37, v1, v35, vcc
	v_cndmask_b32_e32 v36, v0, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v37, vcc
	v_cndmask_b32_e32 v10, v10, v36, vcc
	v_cmp_gt_i64_e32 vcc, v[34:35], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v35, vcc
	v_cndmask_b32_e32 v0, v0, v32, vcc
	s_branch .LBB0_21
.LBB0_54:
	ds_bpermute_b32 v24, v138, v30
	ds_bpermute_b32 v25, v138, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[24:25], v[30:31]
	s_nop 1
	v_cndmask_b32_e32 v25, v31, v25, vcc
	v_cndmask_b32_e32 v24, v30, v24, vcc
	ds_bpermute_b32 v31, v139, v25
	ds_bpermute_b32 v30, v139, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v31, vcc
	v_cndmask_b32_e32 v24, v24, v30, vcc
	ds_bpermute_b32 v31, v140, v25
	ds_bpermute_b32 v30, v140, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v31, vcc
	v_cndmask_b32_e32 v24, v24, v30, vcc
	ds_bpermute_b32 v31, v141, v25
	ds_bpermute_b32 v30, v141, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v31, vcc
	v_cndmask_b32_e32 v24, v24, v30, vcc
	ds_bpermute_b32 v31, v142, v25
	ds_bpermute_b32 v30, v142, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v31, vcc
	v_cndmask_b32_e32 v24, v24, v30, vcc
	v_cmp_lt_i64_e64 s[0:1], 8, v[24:25]
	v_cmp_gt_i64_e64 s[2:3], 9, v[24:25]
	s_nop 0
	v_writelane_b32 v136, s0, 4
	s_nop 1
	v_writelane_b32 v136, s1, 5
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_58
	s_mov_b32 s10, 0
	s_mov_b64 s[8:9], 20
	s_brev_b32 s11, 1
	v_bfrev_b32_e32 v44, 1
	v_mov_b64_e32 v[26:27], v[0:1]
	v_mov_b64_e32 v[30:31], v[10:11]
	v_mov_b64_e32 v[32:33], v[12:13]
	v_mov_b64_e32 v[34:35], v[14:15]
	v_mov_b64_e32 v[36:37], v[16:17]
	v_mov_b64_e32 v[38:39], v[18:19]
	v_mov_b64_e32 v[40:41], v[20:21]
	v_mov_b64_e32 v[42:43], v[22:23]
.LBB0_56:
	ds_bpermute_b32 v24, v138, v26
	ds_bpermute_b32 v25, v138, v27
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[24:25], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v25, v27, v25, s[4:5]
	v_cndmask_b32_e64 v24, v26, v24, s[4:5]
	ds_bpermute_b32 v47, v139, v25
	ds_bpermute_b32 v46, v139, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v47, s[4:5]
	v_cndmask_b32_e64 v24, v24, v46, s[4:5]
	ds_bpermute_b32 v47, v140, v25
	ds_bpermute_b32 v46, v140, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v47, s[4:5]
	v_cndmask_b32_e64 v24, v24, v46, s[4:5]
	ds_bpermute_b32 v47, v141, v25
	ds_bpermute_b32 v46, v141, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v47, s[4:5]
	v_cndmask_b32_e64 v24, v24, v46, s[4:5]
	ds_bpermute_b32 v47, v142, v25
	ds_bpermute_b32 v46, v142, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v47, s[4:5]
	v_cndmask_b32_e64 v24, v24, v46, s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[10:11], v[24:25]
	v_cmp_eq_u64_e64 s[6:7], v[26:27], v[24:25]
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_cndmask_b32_e64 v27, v27, v31, s[4:5]
	v_cndmask_b32_e64 v26, v26, v30, s[4:5]
	v_cndmask_b32_e64 v31, v31, v33, s[4:5]
	v_cndmask_b32_e64 v30, v30, v32, s[4:5]
	v_cndmask_b32_e64 v33, v33, v35, s[4:5]
	v_cndmask_b32_e64 v32, v32, v34, s[4:5]
	v_cndmask_b32_e64 v35, v35, v37, s[4:5]
	v_cndmask_b32_e64 v34, v34, v36, s[4:5]
	v_cndmask_b32_e64 v37, v37, v39, s[4:5]
	v_cndmask_b32_e64 v36, v36, v38, s[4:5]
	v_cndmask_b32_e64 v39, v39, v41, s[4:5]
	v_cndmask_b32_e64 v38, v38, v40, s[4:5]
	v_cndmask_b32_e64 v41, v41, v43, s[4:5]
	v_cndmask_b32_e64 v40, v40, v42, s[4:5]
	v_cndmask_b32_e64 v43, v43, v44, s[4:5]
	s_cmp_eq_u64 s[8:9], 0
	v_cndmask_b32_e64 v42, v42, 0, s[4:5]
	s_cbranch_scc0 .LBB0_56
.LBB0_58:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_65
	v_mad_u64_u32 v[24:25], s[6:7], s44, v26, 0
	v_add3_u32 v25, v25, v96, v97
	v_lshlrev_b64 v[24:25], 8, v[24:25]
	s_mov_b32 s6, -1
	v_lshl_or_b32 v24, v6, 3, v24
	s_brev_b32 s7, -2
	s_mov_b32 s12, 0
	v_cmp_gt_i64_e64 s[4:5], s[72:73], v[6:7]
	v_lshl_add_u64 v[26:27], s[42:43], 0, v[24:25]
	s_mov_b64 s[10:11], 0
	v_mov_b64_e32 v[24:25], s[6:7]
	s_brev_b32 s13, 1
	s_mov_b64 s[14:15], 0x100
	s_branch .LBB0_61
.LBB0_60:
	s_or_b64 exec, exec, s[16:17]
	ds_bpermute_b32 v24, v138, v30
	ds_bpermute_b32 v25, v138, v31
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[24:25], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v25, v31, v25, s[6:7]
	v_cndmask_b32_e64 v24, v30, v24, s[6:7]
	ds_bpermute_b32 v31, v139, v25
	ds_bpermute_b32 v30, v139, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v31, s[6:7]
	v_cndmask_b32_e64 v24, v24, v30, s[6:7]
	ds_bpermute_b32 v31, v140, v25
	ds_bpermute_b32 v30, v140, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v31, s[6:7]
	v_cndmask_b32_e64 v24, v24, v30, s[6:7]
	ds_bpermute_b32 v31, v141, v25
	ds_bpermute_b32 v30, v141, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v31, s[6:7]
	v_cndmask_b32_e64 v24, v24, v30, s[6:7]
	ds_bpermute_b32 v31, v142, v25
	ds_bpermute_b32 v30, v142, v24
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v25, v25, v31, s[6:7]
	v_cndmask_b32_e64 v24, v24, v30, s[6:7]
	s_cbranch_scc1 .LBB0_65
.LBB0_61:
	v_mov_b64_e32 v[30:31], s[12:13]
	s_and_saveexec_b64 s[16:17], s[4:5]
	s_cbranch_execz .LBB0_60
	s_mov_b64 s[18:19], 0
	v_mov_b64_e32 v[30:31], s[12:13]
	v_mov_b64_e32 v[32:33], v[26:27]
	v_mov_b64_e32 v[34:35], v[6:7]
.LBB0_63:
	flat_load_dword v37, v[32:33] offset:4
	v_mov_b32_e32 v36, v34
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[14:15]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v37, v37, v35
	v_cmp_gt_i64_e64 s[6:7], v[36:37], v[30:31]
	v_cmp_lt_i64_e64 s[8:9], v[36:37], v[24:25]
	s_nop 0
	v_cndmask_b32_e64 v38, v31, v37, s[6:7]
	s_and_b64 s[6:7], s[8:9], s[6:7]
	v_cndmask_b32_e64 v30, v30, v34, s[6:7]
	v_lshl_add_u64 v[34:35], v[34:35], 0, 32
	v_cmp_le_i64_e64 s[6:7], s[72:73], v[34:35]
	v_cndmask_b32_e64 v31, v31, v38, s[8:9]
	s_or_b64 s[18:19], s[6:7], s[18:19]
	s_andn2_b64 exec, exec, s[18:19]
	s_cbranch_execnz .LBB0_63
	s_or_b64 exec, exec, s[18:19]
	s_branch .LBB0_60
.LBB0_65:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b32 s4, 0
	s_brev_b32 s5, 1
	v_lshl_add_u64 v[26:27], s[48:49], 0, v[28:29]
	v_mov_b64_e32 v[28:29], s[4:5]
	v_mov_b64_e32 v[44:45], 0
	v_mov_b64_e32 v[30:31], s[4:5]
	v_mov_b64_e32 v[32:33], s[4:5]
	v_mov_b64_e32 v[34:35], s[4:5]
	v_mov_b64_e32 v[36:37], s[4:5]
	v_mov_b64_e32 v[38:39], s[4:5]
	v_mov_b64_e32 v[40:41], s[4:5]
	v_mov_b64_e32 v[42:43], s[4:5]
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v136, s0, 6
	s_nop 1
	v_writelane_b32 v136, s1, 7
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB0_136
	v_writelane_b32 v136, s88, 8
	s_mov_b64 s[78:79], 0
	v_mov_b64_e32 v[28:29], s[4:5]
	v_writelane_b32 v136, s89, 9
	v_mov_b64_e32 v[44:45], 0
	v_bfrev_b32_e32 v24, 1
	s_movk_i32 s33, 0x946
	v_mov_b32_e32 v47, 0
	s_mov_b64 vcc, 0x203
	s_mov_b64 s[80:81], 0x204
	s_mov_b64 s[74:75], 0x205
	s_mov_b64 s[0:1], 0x206
	s_mov_b64 s[70:71], 0x207
	s_mov_b64 s[82:83], 0x300
	s_mov_b64 s[84:85], 0x301
	s_mov_b64 s[86:87], 0x302
	s_mov_b64 s[88:89], 0x303
	s_mov_b64 s[90:91], 0x304
	s_mov_b64 s[92:93], 0x305
	s_mov_b64 s[94:95], 0x306
	s_mov_b64 s[96:97], 0x307
	v_mov_b32_e32 v143, 0x946
	v_mov_b32_e32 v144, 0x7fc00000
	v_mov_b64_e32 v[30:31], s[4:5]
	v_mov_b64_e32 v[32:33], s[4:5]
	v_mov_b64_e32 v[34:35], s[4:5]
	v_mov_b64_e32 v[36:37], s[4:5]
	v_mov_b64_e32 v[38:39], s[4:5]
	v_mov_b64_e32 v[40:41], s[4:5]
	v_mov_b64_e32 v[42:43], s[4:5]
	s_branch .LBB0_68
.LBB0_67:
	v_readlane_b32 s2, v136, 10
	v_readlane_b32 s3, v136, 11
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s78, s78, 1
	s_addc_u32 s79, s79, 0
	s_cmp_eq_u64 s[78:79], 8
	s_cbranch_scc1 .LBB0_135
.LBB0_68:
	s_cmp_eq_u64 s[78:79], 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 1
	v_cndmask_b32_e64 v46, 0, v0, s[2:3]
	v_cndmask_b32_e64 v48, v24, v1, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 2
	v_cndmask_b32_e64 v48, v48, v11, s[2:3]
	v_cndmask_b32_e64 v46, v46, v10, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 3
	v_cndmask_b32_e64 v46, v46, v12, s[2:3]
	v_cndmask_b32_e64 v48, v48, v13, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 4
	v_cndmask_b32_e64 v48, v48, v15, s[2:3]
	v_cndmask_b32_e64 v46, v46, v14, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 5
	v_cndmask_b32_e64 v46, v46, v16, s[2:3]
	v_cndmask_b32_e64 v48, v48, v17, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 6
	v_cndmask_b32_e64 v48, v48, v19, s[2:3]
	v_cndmask_b32_e64 v46, v46, v18, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[78:79], 7
	v_cndmask_b32_e64 v46, v46, v20, s[2:3]
	v_cndmask_b32_e64 v48, v48, v21, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_mov_b32 s4, 0
	v_cndmask_b32_e64 v49, v48, v23, s[2:3]
	v_cndmask_b32_e64 v48, v46, v22, s[2:3]
	s_brev_b32 s5, 1
	v_cmp_ge_i32_e64 s[2:3], v49, v25
	v_cmp_ne_u64_e64 s[4:5], s[4:5], v[48:49]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v136, s4, 10
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_nop 0
	v_writelane_b32 v136, s5, 11
	s_mov_b64 exec, s[2:3]
	s_cbranch_execz .LBB0_67
	v_lshrrev_b32_e32 v46, 5, v48
	v_and_b32_e32 v52, 31, v48
	v_mad_u64_u32 v[48:49], s[2:3], v46, s33, 0
	v_readlane_b32 s2, v136, 0
	v_readlane_b32 s3, v136, 1
	s_mov_b64 s[98:99], 0
	s_mov_b64 s[68:69], 31
	v_mov_b32_e32 v46, s3
	v_sub_co_u32_e64 v50, s[2:3], s2, v48
	s_nop 1
	v_subb_co_u32_e64 v51, s[2:3], v46, v49, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], 0, v[50:51]
	v_lshlrev_b32_e32 v46, 3, v52
	s_nop 0
	v_cndmask_b32_e64 v51, 0, v51, s[2:3]
	v_cndmask_b32_e64 v50, 0, v50, s[2:3]
	s_mov_b64 s[2:3], 0x946
	v_cmp_gt_i64_e64 s[2:3], s[2:3], v[50:51]
	s_nop 1
	v_cndmask_b32_e64 v51, 0, v51, s[2:3]
	v_cndmask_b32_e64 v50, v143, v50, s[2:3]
	s_branch .LBB0_71
.LBB0_70:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s98, s98, 0x400
	s_addc_u32 s99, s99, 0
	s_add_u32 s68, s68, 32
	s_addc_u32 s69, s69, 0
	s_cmp_eq_u64 s[98:99], 0xc00
	s_cbranch_scc1 .LBB0_67
.LBB0_71:
	v_lshl_add_u64 v[52:53], v[46:47], 0, s[98:99]
	v_cmp_lt_u64_e64 s[36:37], v[52:53], v[50:51]
	s_add_u32 s4, s68, -15
	s_mov_b64 s[2:3], 0x200
	v_cndmask_b32_e64 v55, 0, v53, s[36:37]
	v_cndmask_b32_e64 v54, 0, v52, s[36:37]
	v_lshl_add_u64 v[108:109], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[62:63], v[108:109], 1, v[26:27]
	flat_load_ushort v62, v[62:63]
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[56:57], v[52:53], 0, s[2:3]
	v_mov_b64_e32 v[64:65], 0x50
	v_cmp_lt_u64_e64 s[2:3], v[56:57], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[34:35], s[4:5], s[2:3]
	s_add_u32 s4, s68, -14
	s_mov_b64 s[2:3], 0x201
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[58:59], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[58:59], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[28:29], s[4:5], s[2:3]
	s_add_u32 s4, s68, -13
	s_mov_b64 s[2:3], 0x202
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[60:61], v[52:53], 0, s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[60:61], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[30:31], s[4:5], s[2:3]
	s_add_u32 s4, s68, -12
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[66:67], v[52:53], 0, vcc
	v_cmp_lt_u64_e64 s[2:3], v[66:67], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[26:27], s[4:5], s[2:3]
	s_add_u32 s4, s68, -11
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[68:69], v[52:53], 0, s[80:81]
	v_cmp_lt_u64_e64 s[2:3], v[68:69], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[24:25], s[4:5], s[2:3]
	s_add_u32 s4, s68, -10
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[70:71], v[52:53], 0, s[74:75]
	v_cmp_lt_u64_e64 s[2:3], v[70:71], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[22:23], s[4:5], s[2:3]
	s_add_u32 s4, s68, -9
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[124:125], v[52:53], 0, s[0:1]
	v_cmp_lt_u64_e64 s[2:3], v[124:125], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[20:21], s[4:5], s[2:3]
	s_add_u32 s4, s68, -8
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[134:135], v[52:53], 0, s[70:71]
	v_cmp_lt_u64_e64 s[2:3], v[134:135], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[18:19], s[4:5], s[2:3]
	s_add_u32 s4, s68, -7
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[146:147], v[52:53], 0, s[82:83]
	v_cmp_lt_u64_e64 s[2:3], v[146:147], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[16:17], s[4:5], s[2:3]
	s_add_u32 s4, s68, -6
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[148:149], v[52:53], 0, s[84:85]
	v_cmp_lt_u64_e64 s[2:3], v[148:149], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[14:15], s[4:5], s[2:3]
	s_add_u32 s4, s68, -5
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[150:151], v[52:53], 0, s[86:87]
	v_cmp_lt_u64_e64 s[2:3], v[150:151], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[12:13], s[4:5], s[2:3]
	s_add_u32 s4, s68, -4
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[152:153], v[52:53], 0, s[88:89]
	v_cmp_lt_u64_e64 s[2:3], v[152:153], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[10:11], s[4:5], s[2:3]
	s_add_u32 s4, s68, -3
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[164:165], v[52:53], 0, s[90:91]
	v_cmp_lt_u64_e64 s[2:3], v[164:165], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[8:9], s[4:5], s[2:3]
	s_add_u32 s4, s68, -2
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[166:167], v[52:53], 0, s[92:93]
	v_cmp_lt_u64_e64 s[2:3], v[166:167], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	s_and_b64 s[6:7], s[4:5], s[2:3]
	s_add_u32 s4, s68, -1
	s_addc_u32 s5, s69, -1
	v_lshl_add_u64 v[168:169], v[52:53], 0, s[94:95]
	v_cmp_lt_u64_e64 s[2:3], v[168:169], v[50:51]
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[64:65]
	v_lshl_add_u64 v[170:171], v[52:53], 0, s[96:97]
	s_and_b64 s[4:5], s[4:5], s[2:3]
	v_cmp_lt_u64_e64 s[2:3], v[170:171], v[50:51]
	v_cmp_lt_u64_e64 s[38:39], s[68:69], v[64:65]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v62, 16, v62
	s_and_b64 s[2:3], s[38:39], s[2:3]
	v_cmp_o_f32_e64 s[38:39], v62, v62
	v_lshl_add_u64 v[54:55], v[52:53], 0, 2
	v_cmp_lt_u64_e64 s[62:63], v[54:55], v[50:51]
	v_cndmask_b32_e64 v62, v144, v62, s[38:39]
	v_xor_b32_e32 v63, 0x7fffffff, v62
	v_cmp_gt_i32_e64 s[38:39], 0, v62
	v_lshl_add_u64 v[64:65], v[52:53], 0, 4
	v_lshl_add_u64 v[72:73], v[52:53], 0, 5
	v_cndmask_b32_e64 v162, v62, v63, s[38:39]
	v_lshl_add_u64 v[62:63], v[52:53], 0, 3
	v_lshl_add_u64 v[74:75], v[52:53], 0, 6
	v_lshl_add_u64 v[76:77], v[52:53], 0, 7
	v_cndmask_b32_e64 v55, 0, v55, s[62:63]
	v_cndmask_b32_e64 v54, 0, v54, s[62:63]
	v_cmp_lt_u64_e64 s[60:61], v[62:63], v[50:51]
	v_cmp_lt_u64_e64 s[58:59], v[64:65], v[50:51]
	v_cmp_lt_u64_e64 s[56:57], v[72:73], v[50:51]
	v_cmp_lt_u64_e64 s[54:55], v[74:75], v[50:51]
	v_cmp_lt_u64_e64 s[52:53], v[76:77], v[50:51]
	v_lshl_add_u64 v[112:113], v[54:55], 0, v[48:49]
	v_cndmask_b32_e64 v63, 0, v63, s[60:61]
	v_cndmask_b32_e64 v62, 0, v62, s[60:61]
	v_cndmask_b32_e64 v65, 0, v65, s[58:59]
	v_cndmask_b32_e64 v64, 0, v64, s[58:59]
	v_cndmask_b32_e64 v73, 0, v73, s[56:57]
	v_cndmask_b32_e64 v72, 0, v72, s[56:57]
	v_cndmask_b32_e64 v75, 0, v75, s[54:55]
	v_cndmask_b32_e64 v74, 0, v74, s[54:55]
	v_cndmask_b32_e64 v77, 0, v77, s[52:53]
	v_cndmask_b32_e64 v76, 0, v76, s[52:53]
	v_lshl_add_u64 v[54:55], v[112:113], 1, v[26:27]
	v_lshl_add_u64 v[110:111], v[62:63], 0, v[48:49]
	v_lshl_add_u64 v[106:107], v[64:65], 0, v[48:49]
	v_lshl_add_u64 v[104:105], v[72:73], 0, v[48:49]
	v_lshl_add_u64 v[102:103], v[74:75], 0, v[48:49]
	v_lshl_add_u64 v[100:101], v[76:77], 0, v[48:49]
	v_lshl_add_u64 v[62:63], v[110:111], 1, v[26:27]
	v_lshl_add_u64 v[64:65], v[106:107], 1, v[26:27]
	v_lshl_add_u64 v[72:73], v[104:105], 1, v[26:27]
	v_lshl_add_u64 v[74:75], v[102:103], 1, v[26:27]
	v_lshl_add_u64 v[76:77], v[100:101], 1, v[26:27]
	flat_load_ushort v161, v[54:55]
	flat_load_ushort v160, v[62:63]
	flat_load_ushort v159, v[64:65]
	flat_load_ushort v158, v[72:73]
	flat_load_ushort v156, v[74:75]
	flat_load_ushort v154, v[76:77]
	v_lshl_add_u64 v[54:55], v[52:53], 0, 1
	v_cmp_ge_i32_e64 s[38:39], v162, v25
	v_cmp_lt_u64_e64 s[64:65], v[54:55], v[50:51]
	s_and_b64 s[66:67], s[36:37], s[38:39]
	s_mov_b64 s[36:37], 0x100
	v_cndmask_b32_e64 v55, 0, v55, s[64:65]
	v_cndmask_b32_e64 v54, 0, v54, s[64:65]
	v_lshl_add_u64 v[114:115], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[36:37]
	s_mov_b64 s[36:37], 0x101
	v_lshl_add_u64 v[62:63], v[52:53], 0, s[36:37]
	s_mov_b64 s[36:37], 0x102
	v_lshl_add_u64 v[64:65], v[52:53], 0, s[36:37]
	s_mov_b64 s[36:37], 0x103
	v_lshl_add_u64 v[72:73], v[52:53], 0, s[36:37]
	v_cmp_lt_u64_e64 s[44:45], v[72:73], v[50:51]
	s_mov_b64 s[36:37], 0x104
	v_cndmask_b32_e64 v61, 0, v61, s[30:31]
	v_cndmask_b32_e64 v73, 0, v73, s[44:45]
	v_cndmask_b32_e64 v72, 0, v72, s[44:45]
	v_lshl_add_u64 v[92:93], v[72:73], 0, v[48:49]
	v_lshl_add_u64 v[72:73], v[52:53], 0, s[36:37]
	v_cmp_lt_u64_e64 s[42:43], v[72:73], v[50:51]
	s_mov_b64 s[36:37], 0x105
	v_cndmask_b32_e64 v60, 0, v60, s[30:31]
	v_cndmask_b32_e64 v73, 0, v73, s[42:43]
	v_cndmask_b32_e64 v72, 0, v72, s[42:43]
	v_lshl_add_u64 v[90:91], v[72:73], 0, v[48:49]
	v_lshl_add_u64 v[72:73], v[52:53], 0, s[36:37]
	v_cmp_lt_u64_e64 s[40:41], v[72:73], v[50:51]
	s_mov_b64 s[36:37], 0x106
	v_cmp_lt_u64_e64 s[50:51], v[54:55], v[50:51]
	v_cndmask_b32_e64 v73, 0, v73, s[40:41]
	v_cndmask_b32_e64 v72, 0, v72, s[40:41]
	v_lshl_add_u64 v[88:89], v[72:73], 0, v[48:49]
	v_lshl_add_u64 v[72:73], v[52:53], 0, s[36:37]
	s_mov_b64 s[36:37], 0x107
	v_cmp_lt_u64_e64 s[48:49], v[62:63], v[50:51]
	v_cmp_lt_u64_e64 s[46:47], v[64:65], v[50:51]
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[36:37]
	v_lshl_add_u64 v[78:79], v[60:61], 0, v[48:49]
	v_cndmask_b32_e64 v61, 0, v67, s[26:27]
	v_cndmask_b32_e64 v60, 0, v66, s[26:27]
	v_cndmask_b32_e64 v55, 0, v55, s[50:51]
	v_cndmask_b32_e64 v54, 0, v54, s[50:51]
	v_cndmask_b32_e64 v63, 0, v63, s[48:49]
	v_cndmask_b32_e64 v62, 0, v62, s[48:49]
	v_cndmask_b32_e64 v65, 0, v65, s[46:47]
	v_cndmask_b32_e64 v64, 0, v64, s[46:47]
	v_cmp_lt_u64_e64 s[38:39], v[72:73], v[50:51]
	v_cmp_lt_u64_e64 s[36:37], v[52:53], v[50:51]
	v_lshl_add_u64 v[76:77], v[60:61], 0, v[48:49]
	v_cndmask_b32_e64 v61, 0, v69, s[24:25]
	v_cndmask_b32_e64 v60, 0, v68, s[24:25]
	v_lshl_add_u64 v[98:99], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[96:97], v[62:63], 0, v[48:49]
	v_lshl_add_u64 v[94:95], v[64:65], 0, v[48:49]
	v_cndmask_b32_e64 v73, 0, v73, s[38:39]
	v_cndmask_b32_e64 v72, 0, v72, s[38:39]
	v_cndmask_b32_e64 v53, 0, v53, s[36:37]
	v_cndmask_b32_e64 v52, 0, v52, s[36:37]
	v_cndmask_b32_e64 v57, 0, v57, s[34:35]
	v_cndmask_b32_e64 v56, 0, v56, s[34:35]
	v_cndmask_b32_e64 v59, 0, v59, s[28:29]
	v_cndmask_b32_e64 v58, 0, v58, s[28:29]
	v_lshl_add_u64 v[74:75], v[60:61], 0, v[48:49]
	v_cndmask_b32_e64 v61, 0, v71, s[22:23]
	v_cndmask_b32_e64 v60, 0, v70, s[22:23]
	v_lshl_add_u64 v[172:173], v[114:115], 1, v[26:27]
	v_lshl_add_u64 v[54:55], v[98:99], 1, v[26:27]
	v_lshl_add_u64 v[62:63], v[96:97], 1, v[26:27]
	v_lshl_add_u64 v[64:65], v[94:95], 1, v[26:27]
	v_lshl_add_u64 v[86:87], v[72:73], 0, v[48:49]
	v_lshl_add_u64 v[84:85], v[52:53], 0, v[48:49]
	v_lshl_add_u64 v[82:83], v[56:57], 0, v[48:49]
	v_lshl_add_u64 v[80:81], v[58:59], 0, v[48:49]
	v_lshl_add_u64 v[72:73], v[60:61], 0, v[48:49]
	v_cndmask_b32_e64 v61, 0, v125, s[20:21]
	v_cndmask_b32_e64 v60, 0, v124, s[20:21]
	v_cndmask_b32_e64 v67, 0, v147, s[16:17]
	v_cndmask_b32_e64 v66, 0, v146, s[16:17]
	v_cndmask_b32_e64 v147, 0, v149, s[14:15]
	v_cndmask_b32_e64 v146, 0, v148, s[14:15]
	v_cndmask_b32_e64 v149, 0, v151, s[12:13]
	v_cndmask_b32_e64 v148, 0, v150, s[12:13]
	v_lshl_add_u64 v[116:117], v[92:93], 1, v[26:27]
	v_lshl_add_u64 v[118:119], v[90:91], 1, v[26:27]
	v_lshl_add_u64 v[120:121], v[86:87], 1, v[26:27]
	v_lshl_add_u64 v[52:53], v[84:85], 1, v[26:27]
	v_lshl_add_u64 v[56:57], v[82:83], 1, v[26:27]
	v_lshl_add_u64 v[58:59], v[80:81], 1, v[26:27]
	v_lshl_add_u64 v[68:69], v[60:61], 0, v[48:49]
	v_cndmask_b32_e64 v61, 0, v135, s[18:19]
	v_cndmask_b32_e64 v60, 0, v134, s[18:19]
	v_cndmask_b32_e64 v175, 0, v153, s[10:11]
	v_cndmask_b32_e64 v174, 0, v152, s[10:11]
	v_cndmask_b32_e64 v165, 0, v165, s[8:9]
	v_cndmask_b32_e64 v164, 0, v164, s[8:9]
	v_cndmask_b32_e64 v167, 0, v167, s[6:7]
	v_cndmask_b32_e64 v166, 0, v166, s[6:7]
	v_cndmask_b32_e64 v169, 0, v169, s[4:5]
	v_cndmask_b32_e64 v168, 0, v168, s[4:5]
	v_cndmask_b32_e64 v135, 0, v171, s[2:3]
	v_cndmask_b32_e64 v134, 0, v170, s[2:3]
	flat_load_ushort v163, v[172:173]
	flat_load_ushort v157, v[54:55]
	flat_load_ushort v155, v[62:63]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[48:49]
	flat_load_ushort v153, v[64:65]
	flat_load_ushort v152, v[116:117]
	v_lshl_add_u64 v[64:65], v[146:147], 0, v[48:49]
	v_lshl_add_u64 v[62:63], v[148:149], 0, v[48:49]
	v_lshl_add_u64 v[122:123], v[88:89], 1, v[26:27]
	v_lshl_add_u64 v[126:127], v[78:79], 1, v[26:27]
	v_lshl_add_u64 v[130:131], v[76:77], 1, v[26:27]
	v_lshl_add_u64 v[128:129], v[74:75], 1, v[26:27]
	v_lshl_add_u64 v[132:133], v[72:73], 1, v[26:27]
	v_lshl_add_u64 v[124:125], v[68:69], 1, v[26:27]
	v_lshl_add_u64 v[70:71], v[60:61], 0, v[48:49]
	v_lshl_add_u64 v[172:173], v[66:67], 1, v[26:27]
	v_lshl_add_u64 v[116:117], v[64:65], 1, v[26:27]
	flat_load_ushort v151, v[118:119]
	flat_load_ushort v150, v[122:123]
	v_lshl_add_u64 v[118:119], v[62:63], 1, v[26:27]
	flat_load_ushort v149, v[120:121]
	flat_load_ushort v148, v[52:53]
	v_lshl_add_u64 v[60:61], v[174:175], 0, v[48:49]
	flat_load_ushort v147, v[56:57]
	flat_load_ushort v146, v[58:59]
	v_lshl_add_u64 v[58:59], v[164:165], 0, v[48:49]
	v_lshl_add_u64 v[56:57], v[166:167], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[168:169], 0, v[48:49]
	v_lshl_add_u64 v[52:53], v[134:135], 0, v[48:49]
	v_lshl_add_u64 v[170:171], v[70:71], 1, v[26:27]
	v_lshl_add_u64 v[174:175], v[60:61], 1, v[26:27]
	v_lshl_add_u64 v[164:165], v[58:59], 1, v[26:27]
	flat_load_ushort v145, v[126:127]
	s_nop 0
	flat_load_ushort v130, v[130:131]
	v_lshl_add_u64 v[166:167], v[56:57], 1, v[26:27]
	flat_load_ushort v127, v[128:129]
	flat_load_ushort v126, v[132:133]
	v_lshl_add_u64 v[128:129], v[54:55], 1, v[26:27]
	flat_load_ushort v125, v[124:125]
	s_nop 0
	flat_load_ushort v124, v[170:171]
	v_lshl_add_u64 v[132:133], v[52:53], 1, v[26:27]
	flat_load_ushort v123, v[172:173]
	flat_load_ushort v122, v[116:117]
	flat_load_ushort v121, v[118:119]
	flat_load_ushort v120, v[174:175]
	s_nop 0
	flat_load_ushort v119, v[164:165]
	flat_load_ushort v118, v[166:167]
	flat_load_ushort v117, v[128:129]
	flat_load_ushort v116, v[132:133]
	s_and_saveexec_b64 s[76:77], s[66:67]
	s_cbranch_execz .LBB0_73
	v_sub_co_u32_e64 v108, s[66:67], -1, v108
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v109, s[66:67], 0, v109, s[66:67]
	v_or_b32_e32 v109, v162, v109
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v129, v41, v109, s[66:67]
	v_cndmask_b32_e64 v128, v40, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v129, s[66:67]
	v_cndmask_b32_e64 v42, v42, v128, s[66:67]
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v129, v39, v109, s[66:67]
	v_cndmask_b32_e64 v128, v38, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v129, s[66:67]
	v_cndmask_b32_e64 v40, v40, v128, s[66:67]
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v129, v37, v109, s[66:67]
	v_cndmask_b32_e64 v128, v36, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v129, s[66:67]
	v_cndmask_b32_e64 v38, v38, v128, s[66:67]
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v129, v35, v109, s[66:67]
	v_cndmask_b32_e64 v128, v34, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v129, s[66:67]
	v_cndmask_b32_e64 v36, v36, v128, s[66:67]
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v129, v33, v109, s[66:67]
	v_cndmask_b32_e64 v128, v32, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v129, s[66:67]
	v_cndmask_b32_e64 v34, v34, v128, s[66:67]
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v129, v31, v109, s[66:67]
	v_cndmask_b32_e64 v128, v30, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v129, s[66:67]
	v_cndmask_b32_e64 v32, v32, v128, s[66:67]
	v_cmp_lt_i64_e64 s[66:67], v[108:109], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v129, v29, v109, s[66:67]
	v_cndmask_b32_e64 v128, v28, v108, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[128:129], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v129, s[66:67]
	v_cndmask_b32_e64 v30, v30, v128, s[66:67]
	v_cmp_gt_i64_e64 s[66:67], v[108:109], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v109, s[66:67]
	v_cndmask_b32_e64 v28, v28, v108, s[66:67]
.LBB0_73:
	s_or_b64 exec, exec, s[76:77]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v108, 16, v163
	v_cmp_o_f32_e64 s[66:67], v108, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v144, v108, s[66:67]
	v_xor_b32_e32 v109, 0x7fffffff, v108
	v_cmp_gt_i32_e64 s[66:67], 0, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v108, v109, s[66:67]
	v_cmp_ge_i32_e64 s[66:67], v108, v25
	s_and_b64 s[64:65], s[64:65], s[66:67]
	s_and_saveexec_b64 s[66:67], s[64:65]
	s_cbranch_execz .LBB0_75
	v_sub_co_u32_e64 v114, s[64:65], -1, v114
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v109, s[64:65], 0, v115, s[64:65]
	v_or_b32_e32 v115, v108, v109
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v109, v41, v115, s[64:65]
	v_cndmask_b32_e64 v108, v40, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v109, s[64:65]
	v_cndmask_b32_e64 v42, v42, v108, s[64:65]
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v109, v39, v115, s[64:65]
	v_cndmask_b32_e64 v108, v38, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v109, s[64:65]
	v_cndmask_b32_e64 v40, v40, v108, s[64:65]
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v109, v37, v115, s[64:65]
	v_cndmask_b32_e64 v108, v36, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v109, s[64:65]
	v_cndmask_b32_e64 v38, v38, v108, s[64:65]
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v109, v35, v115, s[64:65]
	v_cndmask_b32_e64 v108, v34, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v109, s[64:65]
	v_cndmask_b32_e64 v36, v36, v108, s[64:65]
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v109, v33, v115, s[64:65]
	v_cndmask_b32_e64 v108, v32, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v109, s[64:65]
	v_cndmask_b32_e64 v34, v34, v108, s[64:65]
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v109, v31, v115, s[64:65]
	v_cndmask_b32_e64 v108, v30, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v109, s[64:65]
	v_cndmask_b32_e64 v32, v32, v108, s[64:65]
	v_cmp_lt_i64_e64 s[64:65], v[114:115], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v109, v29, v115, s[64:65]
	v_cndmask_b32_e64 v108, v28, v114, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[108:109], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v109, s[64:65]
	v_cndmask_b32_e64 v30, v30, v108, s[64:65]
	v_cmp_gt_i64_e64 s[64:65], v[114:115], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v115, s[64:65]
	v_cndmask_b32_e64 v28, v28, v114, s[64:65]
.LBB0_75:
	s_or_b64 exec, exec, s[66:67]
	v_lshlrev_b32_e32 v108, 16, v161
	v_cmp_o_f32_e64 s[64:65], v108, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v144, v108, s[64:65]
	v_xor_b32_e32 v109, 0x7fffffff, v108
	v_cmp_gt_i32_e64 s[64:65], 0, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v108, v109, s[64:65]
	v_cmp_ge_i32_e64 s[64:65], v108, v25
	s_and_b64 s[62:63], s[62:63], s[64:65]
	s_and_saveexec_b64 s[64:65], s[62:63]
	s_cbranch_execz .LBB0_77
	v_sub_co_u32_e64 v112, s[62:63], -1, v112
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v109, s[62:63], 0, v113, s[62:63]
	v_or_b32_e32 v113, v108, v109
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v109, v41, v113, s[62:63]
	v_cndmask_b32_e64 v108, v40, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v109, s[62:63]
	v_cndmask_b32_e64 v42, v42, v108, s[62:63]
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v109, v39, v113, s[62:63]
	v_cndmask_b32_e64 v108, v38, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v109, s[62:63]
	v_cndmask_b32_e64 v40, v40, v108, s[62:63]
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v109, v37, v113, s[62:63]
	v_cndmask_b32_e64 v108, v36, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v109, s[62:63]
	v_cndmask_b32_e64 v38, v38, v108, s[62:63]
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v109, v35, v113, s[62:63]
	v_cndmask_b32_e64 v108, v34, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v109, s[62:63]
	v_cndmask_b32_e64 v36, v36, v108, s[62:63]
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v109, v33, v113, s[62:63]
	v_cndmask_b32_e64 v108, v32, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v109, s[62:63]
	v_cndmask_b32_e64 v34, v34, v108, s[62:63]
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v109, v31, v113, s[62:63]
	v_cndmask_b32_e64 v108, v30, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v109, s[62:63]
	v_cndmask_b32_e64 v32, v32, v108, s[62:63]
	v_cmp_lt_i64_e64 s[62:63], v[112:113], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v109, v29, v113, s[62:63]
	v_cndmask_b32_e64 v108, v28, v112, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[108:109], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v109, s[62:63]
	v_cndmask_b32_e64 v30, v30, v108, s[62:63]
	v_cmp_gt_i64_e64 s[62:63], v[112:113], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v113, s[62:63]
	v_cndmask_b32_e64 v28, v28, v112, s[62:63]
.LBB0_77:
	s_or_b64 exec, exec, s[64:65]
	v_lshlrev_b32_e32 v108, 16, v160
	v_cmp_o_f32_e64 s[62:63], v108, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v144, v108, s[62:63]
	v_xor_b32_e32 v109, 0x7fffffff, v108
	v_cmp_gt_i32_e64 s[62:63], 0, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v108, v109, s[62:63]
	v_cmp_ge_i32_e64 s[62:63], v108, v25
	s_and_b64 s[60:61], s[60:61], s[62:63]
	s_and_saveexec_b64 s[62:63], s[60:61]
	s_cbranch_execz .LBB0_79
	v_sub_co_u32_e64 v110, s[60:61], -1, v110
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v109, s[60:61], 0, v111, s[60:61]
	v_or_b32_e32 v111, v108, v109
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v109, v41, v111, s[60:61]
	v_cndmask_b32_e64 v108, v40, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v109, s[60:61]
	v_cndmask_b32_e64 v42, v42, v108, s[60:61]
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v109, v39, v111, s[60:61]
	v_cndmask_b32_e64 v108, v38, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v109, s[60:61]
	v_cndmask_b32_e64 v40, v40, v108, s[60:61]
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v109, v37, v111, s[60:61]
	v_cndmask_b32_e64 v108, v36, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v109, s[60:61]
	v_cndmask_b32_e64 v38, v38, v108, s[60:61]
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v109, v35, v111, s[60:61]
	v_cndmask_b32_e64 v108, v34, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v109, s[60:61]
	v_cndmask_b32_e64 v36, v36, v108, s[60:61]
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v109, v33, v111, s[60:61]
	v_cndmask_b32_e64 v108, v32, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v109, s[60:61]
	v_cndmask_b32_e64 v34, v34, v108, s[60:61]
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v109, v31, v111, s[60:61]
	v_cndmask_b32_e64 v108, v30, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v109, s[60:61]
	v_cndmask_b32_e64 v32, v32, v108, s[60:61]
	v_cmp_lt_i64_e64 s[60:61], v[110:111], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v109, v29, v111, s[60:61]
	v_cndmask_b32_e64 v108, v28, v110, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[108:109], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v109, s[60:61]
	v_cndmask_b32_e64 v30, v30, v108, s[60:61]
	v_cmp_gt_i64_e64 s[60:61], v[110:111], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v111, s[60:61]
	v_cndmask_b32_e64 v28, v28, v110, s[60:61]
.LBB0_79:
	s_or_b64 exec, exec, s[62:63]
	v_lshlrev_b32_e32 v108, 16, v159
	v_cmp_o_f32_e64 s[60:61], v108, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v144, v108, s[60:61]
	v_xor_b32_e32 v109, 0x7fffffff, v108
	v_cmp_gt_i32_e64 s[60:61], 0, v108
	s_nop 1
	v_cndmask_b32_e64 v108, v108, v109, s[60:61]
	v_cmp_ge_i32_e64 s[60:61], v108, v25
	s_and_b64 s[58:59], s[58:59], s[60:61]
	s_and_saveexec_b64 s[60:61], s[58:59]
	s_cbranch_execz .LBB0_81
	v_sub_co_u32_e64 v106, s[58:59], -1, v106
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v107, s[58:59], 0, v107, s[58:59]
	v_or_b32_e32 v107, v108, v107
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v109, v41, v107, s[58:59]
	v_cndmask_b32_e64 v108, v40, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v109, s[58:59]
	v_cndmask_b32_e64 v42, v42, v108, s[58:59]
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v109, v39, v107, s[58:59]
	v_cndmask_b32_e64 v108, v38, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v109, s[58:59]
	v_cndmask_b32_e64 v40, v40, v108, s[58:59]
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v109, v37, v107, s[58:59]
	v_cndmask_b32_e64 v108, v36, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v109, s[58:59]
	v_cndmask_b32_e64 v38, v38, v108, s[58:59]
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v109, v35, v107, s[58:59]
	v_cndmask_b32_e64 v108, v34, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v109, s[58:59]
	v_cndmask_b32_e64 v36, v36, v108, s[58:59]
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v109, v33, v107, s[58:59]
	v_cndmask_b32_e64 v108, v32, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v109, s[58:59]
	v_cndmask_b32_e64 v34, v34, v108, s[58:59]
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v109, v31, v107, s[58:59]
	v_cndmask_b32_e64 v108, v30, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v109, s[58:59]
	v_cndmask_b32_e64 v32, v32, v108, s[58:59]
	v_cmp_lt_i64_e64 s[58:59], v[106:107], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v109, v29, v107, s[58:59]
	v_cndmask_b32_e64 v108, v28, v106, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[108:109], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v109, s[58:59]
	v_cndmask_b32_e64 v30, v30, v108, s[58:59]
	v_cmp_gt_i64_e64 s[58:59], v[106:107], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v107, s[58:59]
	v_cndmask_b32_e64 v28, v28, v106, s[58:59]
.LBB0_81:
	s_or_b64 exec, exec, s[60:61]
	v_lshlrev_b32_e32 v106, 16, v158
	v_cmp_o_f32_e64 s[58:59], v106, v106
	s_nop 1
	v_cndmask_b32_e64 v106, v144, v106, s[58:59]
	v_xor_b32_e32 v107, 0x7fffffff, v106
	v_cmp_gt_i32_e64 s[58:59], 0, v106
	s_nop 1
	v_cndmask_b32_e64 v106, v106, v107, s[58:59]
	v_cmp_ge_i32_e64 s[58:59], v106, v25
	s_and_b64 s[56:57], s[56:57], s[58:59]
	s_and_saveexec_b64 s[58:59], s[56:57]
	s_cbranch_execz .LBB0_83
	v_sub_co_u32_e64 v104, s[56:57], -1, v104
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v105, s[56:57], 0, v105, s[56:57]
	v_or_b32_e32 v105, v106, v105
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v107, v41, v105, s[56:57]
	v_cndmask_b32_e64 v106, v40, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v107, s[56:57]
	v_cndmask_b32_e64 v42, v42, v106, s[56:57]
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v107, v39, v105, s[56:57]
	v_cndmask_b32_e64 v106, v38, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v107, s[56:57]
	v_cndmask_b32_e64 v40, v40, v106, s[56:57]
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v107, v37, v105, s[56:57]
	v_cndmask_b32_e64 v106, v36, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v107, s[56:57]
	v_cndmask_b32_e64 v38, v38, v106, s[56:57]
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v107, v35, v105, s[56:57]
	v_cndmask_b32_e64 v106, v34, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v107, s[56:57]
	v_cndmask_b32_e64 v36, v36, v106, s[56:57]
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v107, v33, v105, s[56:57]
	v_cndmask_b32_e64 v106, v32, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v107, s[56:57]
	v_cndmask_b32_e64 v34, v34, v106, s[56:57]
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v107, v31, v105, s[56:57]
	v_cndmask_b32_e64 v106, v30, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v107, s[56:57]
	v_cndmask_b32_e64 v32, v32, v106, s[56:57]
	v_cmp_lt_i64_e64 s[56:57], v[104:105], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v107, v29, v105, s[56:57]
	v_cndmask_b32_e64 v106, v28, v104, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[106:107], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v107, s[56:57]
	v_cndmask_b32_e64 v30, v30, v106, s[56:57]
	v_cmp_gt_i64_e64 s[56:57], v[104:105], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v105, s[56:57]
	v_cndmask_b32_e64 v28, v28, v104, s[56:57]
.LBB0_83:
	s_or_b64 exec, exec, s[58:59]
	v_lshlrev_b32_e32 v104, 16, v156
	v_cmp_o_f32_e64 s[56:57], v104, v104
	s_nop 1
	v_cndmask_b32_e64 v104, v144, v104, s[56:57]
	v_xor_b32_e32 v105, 0x7fffffff, v104
	v_cmp_gt_i32_e64 s[56:57], 0, v104
	s_nop 1
	v_cndmask_b32_e64 v104, v104, v105, s[56:57]
	v_cmp_ge_i32_e64 s[56:57], v104, v25
	s_and_b64 s[54:55], s[54:55], s[56:57]
	s_and_saveexec_b64 s[56:57], s[54:55]
	s_cbranch_execz .LBB0_85
	v_sub_co_u32_e64 v102, s[54:55], -1, v102
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v103, s[54:55], 0, v103, s[54:55]
	v_or_b32_e32 v103, v104, v103
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v105, v41, v103, s[54:55]
	v_cndmask_b32_e64 v104, v40, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v105, s[54:55]
	v_cndmask_b32_e64 v42, v42, v104, s[54:55]
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v105, v39, v103, s[54:55]
	v_cndmask_b32_e64 v104, v38, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v105, s[54:55]
	v_cndmask_b32_e64 v40, v40, v104, s[54:55]
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v105, v37, v103, s[54:55]
	v_cndmask_b32_e64 v104, v36, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v105, s[54:55]
	v_cndmask_b32_e64 v38, v38, v104, s[54:55]
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v105, v35, v103, s[54:55]
	v_cndmask_b32_e64 v104, v34, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v105, s[54:55]
	v_cndmask_b32_e64 v36, v36, v104, s[54:55]
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v105, v33, v103, s[54:55]
	v_cndmask_b32_e64 v104, v32, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v105, s[54:55]
	v_cndmask_b32_e64 v34, v34, v104, s[54:55]
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v105, v31, v103, s[54:55]
	v_cndmask_b32_e64 v104, v30, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v105, s[54:55]
	v_cndmask_b32_e64 v32, v32, v104, s[54:55]
	v_cmp_lt_i64_e64 s[54:55], v[102:103], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v105, v29, v103, s[54:55]
	v_cndmask_b32_e64 v104, v28, v102, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[104:105], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v105, s[54:55]
	v_cndmask_b32_e64 v30, v30, v104, s[54:55]
	v_cmp_gt_i64_e64 s[54:55], v[102:103], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v103, s[54:55]
	v_cndmask_b32_e64 v28, v28, v102, s[54:55]
.LBB0_85:
	s_or_b64 exec, exec, s[56:57]
	v_lshlrev_b32_e32 v102, 16, v154
	v_cmp_o_f32_e64 s[54:55], v102, v102
	s_nop 1
	v_cndmask_b32_e64 v102, v144, v102, s[54:55]
	v_xor_b32_e32 v103, 0x7fffffff, v102
	v_cmp_gt_i32_e64 s[54:55], 0, v102
	s_nop 1
	v_cndmask_b32_e64 v102, v102, v103, s[54:55]
	v_cmp_ge_i32_e64 s[54:55], v102, v25
	s_and_b64 s[52:53], s[52:53], s[54:55]
	s_and_saveexec_b64 s[54:55], s[52:53]
	s_cbranch_execz .LBB0_87
	v_sub_co_u32_e64 v100, s[52:53], -1, v100
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v101, s[52:53], 0, v101, s[52:53]
	v_or_b32_e32 v101, v102, v101
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v103, v41, v101, s[52:53]
	v_cndmask_b32_e64 v102, v40, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v103, s[52:53]
	v_cndmask_b32_e64 v42, v42, v102, s[52:53]
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v103, v39, v101, s[52:53]
	v_cndmask_b32_e64 v102, v38, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v103, s[52:53]
	v_cndmask_b32_e64 v40, v40, v102, s[52:53]
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v103, v37, v101, s[52:53]
	v_cndmask_b32_e64 v102, v36, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v103, s[52:53]
	v_cndmask_b32_e64 v38, v38, v102, s[52:53]
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v103, v35, v101, s[52:53]
	v_cndmask_b32_e64 v102, v34, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v103, s[52:53]
	v_cndmask_b32_e64 v36, v36, v102, s[52:53]
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v103, v33, v101, s[52:53]
	v_cndmask_b32_e64 v102, v32, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v103, s[52:53]
	v_cndmask_b32_e64 v34, v34, v102, s[52:53]
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v103, v31, v101, s[52:53]
	v_cndmask_b32_e64 v102, v30, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v103, s[52:53]
	v_cndmask_b32_e64 v32, v32, v102, s[52:53]
	v_cmp_lt_i64_e64 s[52:53], v[100:101], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v103, v29, v101, s[52:53]
	v_cndmask_b32_e64 v102, v28, v100, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[102:103], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v103, s[52:53]
	v_cndmask_b32_e64 v30, v30, v102, s[52:53]
	v_cmp_gt_i64_e64 s[52:53], v[100:101], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v101, s[52:53]
	v_cndmask_b32_e64 v28, v28, v100, s[52:53]
.LBB0_87:
	s_or_b64 exec, exec, s[54:55]
	v_lshlrev_b32_e32 v100, 16, v157
	v_cmp_o_f32_e64 s[52:53], v100, v100
	s_nop 1
	v_cndmask_b32_e64 v100, v144, v100, s[52:53]
	v_xor_b32_e32 v101, 0x7fffffff, v100
	v_cmp_gt_i32_e64 s[52:53], 0, v100
	s_nop 1
	v_cndmask_b32_e64 v100, v100, v101, s[52:53]
	v_cmp_ge_i32_e64 s[52:53], v100, v25
	s_and_b64 s[50:51], s[50:51], s[52:53]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_89
	v_sub_co_u32_e64 v98, s[50:51], -1, v98
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v99, s[50:51], 0, v99, s[50:51]
	v_or_b32_e32 v99, v100, v99
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v101, v41, v99, s[50:51]
	v_cndmask_b32_e64 v100, v40, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v101, s[50:51]
	v_cndmask_b32_e64 v42, v42, v100, s[50:51]
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v101, v39, v99, s[50:51]
	v_cndmask_b32_e64 v100, v38, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v101, s[50:51]
	v_cndmask_b32_e64 v40, v40, v100, s[50:51]
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v101, v37, v99, s[50:51]
	v_cndmask_b32_e64 v100, v36, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v101, s[50:51]
	v_cndmask_b32_e64 v38, v38, v100, s[50:51]
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v101, v35, v99, s[50:51]
	v_cndmask_b32_e64 v100, v34, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v101, s[50:51]
	v_cndmask_b32_e64 v36, v36, v100, s[50:51]
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v101, v33, v99, s[50:51]
	v_cndmask_b32_e64 v100, v32, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v101, s[50:51]
	v_cndmask_b32_e64 v34, v34, v100, s[50:51]
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v101, v31, v99, s[50:51]
	v_cndmask_b32_e64 v100, v30, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v101, s[50:51]
	v_cndmask_b32_e64 v32, v32, v100, s[50:51]
	v_cmp_lt_i64_e64 s[50:51], v[98:99], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v101, v29, v99, s[50:51]
	v_cndmask_b32_e64 v100, v28, v98, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[100:101], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v101, s[50:51]
	v_cndmask_b32_e64 v30, v30, v100, s[50:51]
	v_cmp_gt_i64_e64 s[50:51], v[98:99], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v99, s[50:51]
	v_cndmask_b32_e64 v28, v28, v98, s[50:51]
.LBB0_89:
	s_or_b64 exec, exec, s[52:53]
	v_lshlrev_b32_e32 v98, 16, v155
	v_cmp_o_f32_e64 s[50:51], v98, v98
	s_nop 1
	v_cndmask_b32_e64 v98, v144, v98, s[50:51]
	v_xor_b32_e32 v99, 0x7fffffff, v98
	v_cmp_gt_i32_e64 s[50:51], 0, v98
	s_nop 1
	v_cndmask_b32_e64 v98, v98, v99, s[50:51]
	v_cmp_ge_i32_e64 s[50:51], v98, v25
	s_and_b64 s[48:49], s[48:49], s[50:51]
	s_and_saveexec_b64 s[50:51], s[48:49]
	s_cbranch_execz .LBB0_91
	v_sub_co_u32_e64 v96, s[48:49], -1, v96
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v97, s[48:49], 0, v97, s[48:49]
	v_or_b32_e32 v97, v98, v97
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v99, v41, v97, s[48:49]
	v_cndmask_b32_e64 v98, v40, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v99, s[48:49]
	v_cndmask_b32_e64 v42, v42, v98, s[48:49]
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v99, v39, v97, s[48:49]
	v_cndmask_b32_e64 v98, v38, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v99, s[48:49]
	v_cndmask_b32_e64 v40, v40, v98, s[48:49]
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v99, v37, v97, s[48:49]
	v_cndmask_b32_e64 v98, v36, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v99, s[48:49]
	v_cndmask_b32_e64 v38, v38, v98, s[48:49]
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v99, v35, v97, s[48:49]
	v_cndmask_b32_e64 v98, v34, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v99, s[48:49]
	v_cndmask_b32_e64 v36, v36, v98, s[48:49]
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v99, v33, v97, s[48:49]
	v_cndmask_b32_e64 v98, v32, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v99, s[48:49]
	v_cndmask_b32_e64 v34, v34, v98, s[48:49]
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v99, v31, v97, s[48:49]
	v_cndmask_b32_e64 v98, v30, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v99, s[48:49]
	v_cndmask_b32_e64 v32, v32, v98, s[48:49]
	v_cmp_lt_i64_e64 s[48:49], v[96:97], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v99, v29, v97, s[48:49]
	v_cndmask_b32_e64 v98, v28, v96, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[98:99], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v99, s[48:49]
	v_cndmask_b32_e64 v30, v30, v98, s[48:49]
	v_cmp_gt_i64_e64 s[48:49], v[96:97], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v97, s[48:49]
	v_cndmask_b32_e64 v28, v28, v96, s[48:49]
.LBB0_91:
	s_or_b64 exec, exec, s[50:51]
	v_lshlrev_b32_e32 v96, 16, v153
	v_cmp_o_f32_e64 s[48:49], v96, v96
	s_nop 1
	v_cndmask_b32_e64 v96, v144, v96, s[48:49]
	v_xor_b32_e32 v97, 0x7fffffff, v96
	v_cmp_gt_i32_e64 s[48:49], 0, v96
	s_nop 1
	v_cndmask_b32_e64 v96, v96, v97, s[48:49]
	v_cmp_ge_i32_e64 s[48:49], v96, v25
	s_and_b64 s[46:47], s[46:47], s[48:49]
	s_and_saveexec_b64 s[48:49], s[46:47]
	s_cbranch_execz .LBB0_93
	v_sub_co_u32_e64 v94, s[46:47], -1, v94
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v95, s[46:47], 0, v95, s[46:47]
	v_or_b32_e32 v95, v96, v95
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v97, v41, v95, s[46:47]
	v_cndmask_b32_e64 v96, v40, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v97, s[46:47]
	v_cndmask_b32_e64 v42, v42, v96, s[46:47]
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v97, v39, v95, s[46:47]
	v_cndmask_b32_e64 v96, v38, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v97, s[46:47]
	v_cndmask_b32_e64 v40, v40, v96, s[46:47]
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v97, v37, v95, s[46:47]
	v_cndmask_b32_e64 v96, v36, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v97, s[46:47]
	v_cndmask_b32_e64 v38, v38, v96, s[46:47]
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v97, v35, v95, s[46:47]
	v_cndmask_b32_e64 v96, v34, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v97, s[46:47]
	v_cndmask_b32_e64 v36, v36, v96, s[46:47]
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v97, v33, v95, s[46:47]
	v_cndmask_b32_e64 v96, v32, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v97, s[46:47]
	v_cndmask_b32_e64 v34, v34, v96, s[46:47]
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v97, v31, v95, s[46:47]
	v_cndmask_b32_e64 v96, v30, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v97, s[46:47]
	v_cndmask_b32_e64 v32, v32, v96, s[46:47]
	v_cmp_lt_i64_e64 s[46:47], v[94:95], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v97, v29, v95, s[46:47]
	v_cndmask_b32_e64 v96, v28, v94, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[96:97], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v97, s[46:47]
	v_cndmask_b32_e64 v30, v30, v96, s[46:47]
	v_cmp_gt_i64_e64 s[46:47], v[94:95], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v95, s[46:47]
	v_cndmask_b32_e64 v28, v28, v94, s[46:47]
.LBB0_93:
	s_or_b64 exec, exec, s[48:49]
	v_lshlrev_b32_e32 v94, 16, v152
	v_cmp_o_f32_e64 s[46:47], v94, v94
	s_nop 1
	v_cndmask_b32_e64 v94, v144, v94, s[46:47]
	v_xor_b32_e32 v95, 0x7fffffff, v94
	v_cmp_gt_i32_e64 s[46:47], 0, v94
	s_nop 1
	v_cndmask_b32_e64 v94, v94, v95, s[46:47]
	v_cmp_ge_i32_e64 s[46:47], v94, v25
	s_and_b64 s[44:45], s[44:45], s[46:47]
	s_and_saveexec_b64 s[46:47], s[44:45]
	s_cbranch_execz .LBB0_95
	v_sub_co_u32_e64 v92, s[44:45], -1, v92
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v93, s[44:45], 0, v93, s[44:45]
	v_or_b32_e32 v93, v94, v93
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v95, v41, v93, s[44:45]
	v_cndmask_b32_e64 v94, v40, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v95, s[44:45]
	v_cndmask_b32_e64 v42, v42, v94, s[44:45]
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v95, v39, v93, s[44:45]
	v_cndmask_b32_e64 v94, v38, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v95, s[44:45]
	v_cndmask_b32_e64 v40, v40, v94, s[44:45]
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v95, v37, v93, s[44:45]
	v_cndmask_b32_e64 v94, v36, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v95, s[44:45]
	v_cndmask_b32_e64 v38, v38, v94, s[44:45]
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v95, v35, v93, s[44:45]
	v_cndmask_b32_e64 v94, v34, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v95, s[44:45]
	v_cndmask_b32_e64 v36, v36, v94, s[44:45]
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v95, v33, v93, s[44:45]
	v_cndmask_b32_e64 v94, v32, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v95, s[44:45]
	v_cndmask_b32_e64 v34, v34, v94, s[44:45]
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v95, v31, v93, s[44:45]
	v_cndmask_b32_e64 v94, v30, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v95, s[44:45]
	v_cndmask_b32_e64 v32, v32, v94, s[44:45]
	v_cmp_lt_i64_e64 s[44:45], v[92:93], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v95, v29, v93, s[44:45]
	v_cndmask_b32_e64 v94, v28, v92, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[94:95], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v95, s[44:45]
	v_cndmask_b32_e64 v30, v30, v94, s[44:45]
	v_cmp_gt_i64_e64 s[44:45], v[92:93], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v93, s[44:45]
	v_cndmask_b32_e64 v28, v28, v92, s[44:45]
.LBB0_95:
	s_or_b64 exec, exec, s[46:47]
	v_lshlrev_b32_e32 v92, 16, v151
	v_cmp_o_f32_e64 s[44:45], v92, v92
	s_nop 1
	v_cndmask_b32_e64 v92, v144, v92, s[44:45]
	v_xor_b32_e32 v93, 0x7fffffff, v92
	v_cmp_gt_i32_e64 s[44:45], 0, v92
	s_nop 1
	v_cndmask_b32_e64 v92, v92, v93, s[44:45]
	v_cmp_ge_i32_e64 s[44:45], v92, v25
	s_and_b64 s[42:43], s[42:43], s[44:45]
	s_and_saveexec_b64 s[44:45], s[42:43]
	s_cbranch_execz .LBB0_97
	v_sub_co_u32_e64 v90, s[42:43], -1, v90
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v91, s[42:43], 0, v91, s[42:43]
	v_or_b32_e32 v91, v92, v91
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v93, v41, v91, s[42:43]
	v_cndmask_b32_e64 v92, v40, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v93, s[42:43]
	v_cndmask_b32_e64 v42, v42, v92, s[42:43]
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v93, v39, v91, s[42:43]
	v_cndmask_b32_e64 v92, v38, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v93, s[42:43]
	v_cndmask_b32_e64 v40, v40, v92, s[42:43]
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v93, v37, v91, s[42:43]
	v_cndmask_b32_e64 v92, v36, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v93, s[42:43]
	v_cndmask_b32_e64 v38, v38, v92, s[42:43]
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v93, v35, v91, s[42:43]
	v_cndmask_b32_e64 v92, v34, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v93, s[42:43]
	v_cndmask_b32_e64 v36, v36, v92, s[42:43]
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v93, v33, v91, s[42:43]
	v_cndmask_b32_e64 v92, v32, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v93, s[42:43]
	v_cndmask_b32_e64 v34, v34, v92, s[42:43]
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v93, v31, v91, s[42:43]
	v_cndmask_b32_e64 v92, v30, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v93, s[42:43]
	v_cndmask_b32_e64 v32, v32, v92, s[42:43]
	v_cmp_lt_i64_e64 s[42:43], v[90:91], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v93, v29, v91, s[42:43]
	v_cndmask_b32_e64 v92, v28, v90, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[92:93], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v93, s[42:43]
	v_cndmask_b32_e64 v30, v30, v92, s[42:43]
	v_cmp_gt_i64_e64 s[42:43], v[90:91], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v91, s[42:43]
	v_cndmask_b32_e64 v28, v28, v90, s[42:43]
.LBB0_97:
	s_or_b64 exec, exec, s[44:45]
	v_lshlrev_b32_e32 v90, 16, v150
	v_cmp_o_f32_e64 s[42:43], v90, v90
	s_nop 1
	v_cndmask_b32_e64 v90, v144, v90, s[42:43]
	v_xor_b32_e32 v91, 0x7fffffff, v90
	v_cmp_gt_i32_e64 s[42:43], 0, v90
	s_nop 1
	v_cndmask_b32_e64 v90, v90, v91, s[42:43]
	v_cmp_ge_i32_e64 s[42:43], v90, v25
	s_and_b64 s[40:41], s[40:41], s[42:43]
	s_and_saveexec_b64 s[42:43], s[40:41]
	s_cbranch_execz .LBB0_99
	v_sub_co_u32_e64 v88, s[40:41], -1, v88
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v89, s[40:41], 0, v89, s[40:41]
	v_or_b32_e32 v89, v90, v89
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v91, v41, v89, s[40:41]
	v_cndmask_b32_e64 v90, v40, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v91, s[40:41]
	v_cndmask_b32_e64 v42, v42, v90, s[40:41]
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v91, v39, v89, s[40:41]
	v_cndmask_b32_e64 v90, v38, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v91, s[40:41]
	v_cndmask_b32_e64 v40, v40, v90, s[40:41]
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v91, v37, v89, s[40:41]
	v_cndmask_b32_e64 v90, v36, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v91, s[40:41]
	v_cndmask_b32_e64 v38, v38, v90, s[40:41]
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v91, v35, v89, s[40:41]
	v_cndmask_b32_e64 v90, v34, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v91, s[40:41]
	v_cndmask_b32_e64 v36, v36, v90, s[40:41]
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v91, v33, v89, s[40:41]
	v_cndmask_b32_e64 v90, v32, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v91, s[40:41]
	v_cndmask_b32_e64 v34, v34, v90, s[40:41]
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v91, v31, v89, s[40:41]
	v_cndmask_b32_e64 v90, v30, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v91, s[40:41]
	v_cndmask_b32_e64 v32, v32, v90, s[40:41]
	v_cmp_lt_i64_e64 s[40:41], v[88:89], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v91, v29, v89, s[40:41]
	v_cndmask_b32_e64 v90, v28, v88, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[90:91], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v91, s[40:41]
	v_cndmask_b32_e64 v30, v30, v90, s[40:41]
	v_cmp_gt_i64_e64 s[40:41], v[88:89], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v89, s[40:41]
	v_cndmask_b32_e64 v28, v28, v88, s[40:41]
.LBB0_99:
	s_or_b64 exec, exec, s[42:43]
	v_lshlrev_b32_e32 v88, 16, v149
	v_cmp_o_f32_e64 s[40:41], v88, v88
	s_nop 1
	v_cndmask_b32_e64 v88, v144, v88, s[40:41]
	v_xor_b32_e32 v89, 0x7fffffff, v88
	v_cmp_gt_i32_e64 s[40:41], 0, v88
	s_nop 1
	v_cndmask_b32_e64 v88, v88, v89, s[40:41]
	v_cmp_ge_i32_e64 s[40:41], v88, v25
	s_and_b64 s[38:39], s[38:39], s[40:41]
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_101
	v_sub_co_u32_e64 v86, s[38:39], -1, v86
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v87, s[38:39], 0, v87, s[38:39]
	v_or_b32_e32 v87, v88, v87
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v89, v41, v87, s[38:39]
	v_cndmask_b32_e64 v88, v40, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v89, s[38:39]
	v_cndmask_b32_e64 v42, v42, v88, s[38:39]
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v89, v39, v87, s[38:39]
	v_cndmask_b32_e64 v88, v38, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v89, s[38:39]
	v_cndmask_b32_e64 v40, v40, v88, s[38:39]
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v89, v37, v87, s[38:39]
	v_cndmask_b32_e64 v88, v36, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v89, s[38:39]
	v_cndmask_b32_e64 v38, v38, v88, s[38:39]
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v89, v35, v87, s[38:39]
	v_cndmask_b32_e64 v88, v34, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v89, s[38:39]
	v_cndmask_b32_e64 v36, v36, v88, s[38:39]
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v89, v33, v87, s[38:39]
	v_cndmask_b32_e64 v88, v32, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v89, s[38:39]
	v_cndmask_b32_e64 v34, v34, v88, s[38:39]
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v89, v31, v87, s[38:39]
	v_cndmask_b32_e64 v88, v30, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v89, s[38:39]
	v_cndmask_b32_e64 v32, v32, v88, s[38:39]
	v_cmp_lt_i64_e64 s[38:39], v[86:87], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v89, v29, v87, s[38:39]
	v_cndmask_b32_e64 v88, v28, v86, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[88:89], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v89, s[38:39]
	v_cndmask_b32_e64 v30, v30, v88, s[38:39]
	v_cmp_gt_i64_e64 s[38:39], v[86:87], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v87, s[38:39]
	v_cndmask_b32_e64 v28, v28, v86, s[38:39]
.LBB0_101:
	s_or_b64 exec, exec, s[40:41]
	v_lshlrev_b32_e32 v86, 16, v148
	v_cmp_o_f32_e64 s[38:39], v86, v86
	s_nop 1
	v_cndmask_b32_e64 v86, v144, v86, s[38:39]
	v_xor_b32_e32 v87, 0x7fffffff, v86
	v_cmp_gt_i32_e64 s[38:39], 0, v86
	s_nop 1
	v_cndmask_b32_e64 v86, v86, v87, s[38:39]
	v_cmp_ge_i32_e64 s[38:39], v86, v25
	s_and_b64 s[36:37], s[36:37], s[38:39]
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_103
	v_sub_co_u32_e64 v84, s[36:37], -1, v84
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v85, s[36:37], 0, v85, s[36:37]
	v_or_b32_e32 v85, v86, v85
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v87, v41, v85, s[36:37]
	v_cndmask_b32_e64 v86, v40, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v87, s[36:37]
	v_cndmask_b32_e64 v42, v42, v86, s[36:37]
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v87, v39, v85, s[36:37]
	v_cndmask_b32_e64 v86, v38, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v87, s[36:37]
	v_cndmask_b32_e64 v40, v40, v86, s[36:37]
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v87, v37, v85, s[36:37]
	v_cndmask_b32_e64 v86, v36, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v87, s[36:37]
	v_cndmask_b32_e64 v38, v38, v86, s[36:37]
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v87, v35, v85, s[36:37]
	v_cndmask_b32_e64 v86, v34, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v87, s[36:37]
	v_cndmask_b32_e64 v36, v36, v86, s[36:37]
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v87, v33, v85, s[36:37]
	v_cndmask_b32_e64 v86, v32, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v87, s[36:37]
	v_cndmask_b32_e64 v34, v34, v86, s[36:37]
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v87, v31, v85, s[36:37]
	v_cndmask_b32_e64 v86, v30, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v87, s[36:37]
	v_cndmask_b32_e64 v32, v32, v86, s[36:37]
	v_cmp_lt_i64_e64 s[36:37], v[84:85], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v87, v29, v85, s[36:37]
	v_cndmask_b32_e64 v86, v28, v84, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[86:87], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v87, s[36:37]
	v_cndmask_b32_e64 v30, v30, v86, s[36:37]
	v_cmp_gt_i64_e64 s[36:37], v[84:85], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v85, s[36:37]
	v_cndmask_b32_e64 v28, v28, v84, s[36:37]
.LBB0_103:
	s_or_b64 exec, exec, s[38:39]
	v_lshlrev_b32_e32 v84, 16, v147
	v_cmp_o_f32_e64 s[36:37], v84, v84
	s_nop 1
	v_cndmask_b32_e64 v84, v144, v84, s[36:37]
	v_xor_b32_e32 v85, 0x7fffffff, v84
	v_cmp_gt_i32_e64 s[36:37], 0, v84
	s_nop 1
	v_cndmask_b32_e64 v84, v84, v85, s[36:37]
	v_cmp_ge_i32_e64 s[36:37], v84, v25
	s_and_b64 s[34:35], s[34:35], s[36:37]
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_105
	v_sub_co_u32_e64 v82, s[34:35], -1, v82
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v83, s[34:35], 0, v83, s[34:35]
	v_or_b32_e32 v83, v84, v83
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v85, v41, v83, s[34:35]
	v_cndmask_b32_e64 v84, v40, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v85, s[34:35]
	v_cndmask_b32_e64 v42, v42, v84, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v85, v39, v83, s[34:35]
	v_cndmask_b32_e64 v84, v38, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v85, s[34:35]
	v_cndmask_b32_e64 v40, v40, v84, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v85, v37, v83, s[34:35]
	v_cndmask_b32_e64 v84, v36, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v85, s[34:35]
	v_cndmask_b32_e64 v38, v38, v84, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v85, v35, v83, s[34:35]
	v_cndmask_b32_e64 v84, v34, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v85, s[34:35]
	v_cndmask_b32_e64 v36, v36, v84, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v85, v33, v83, s[34:35]
	v_cndmask_b32_e64 v84, v32, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v85, s[34:35]
	v_cndmask_b32_e64 v34, v34, v84, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v85, v31, v83, s[34:35]
	v_cndmask_b32_e64 v84, v30, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v85, s[34:35]
	v_cndmask_b32_e64 v32, v32, v84, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v85, v29, v83, s[34:35]
	v_cndmask_b32_e64 v84, v28, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[84:85], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v85, s[34:35]
	v_cndmask_b32_e64 v30, v30, v84, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[82:83], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v83, s[34:35]
	v_cndmask_b32_e64 v28, v28, v82, s[34:35]
.LBB0_105:
	s_or_b64 exec, exec, s[36:37]
	v_lshlrev_b32_e32 v82, 16, v146
	v_cmp_o_f32_e64 s[34:35], v82, v82
	s_nop 1
	v_cndmask_b32_e64 v82, v144, v82, s[34:35]
	v_xor_b32_e32 v83, 0x7fffffff, v82
	v_cmp_gt_i32_e64 s[34:35], 0, v82
	s_nop 1
	v_cndmask_b32_e64 v82, v82, v83, s[34:35]
	v_cmp_ge_i32_e64 s[34:35], v82, v25
	s_and_b64 s[28:29], s[28:29], s[34:35]
	s_and_saveexec_b64 s[34:35], s[28:29]
	s_cbranch_execz .LBB0_107
	v_sub_co_u32_e64 v80, s[28:29], -1, v80
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v81, s[28:29], 0, v81, s[28:29]
	v_or_b32_e32 v81, v82, v81
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v83, v41, v81, s[28:29]
	v_cndmask_b32_e64 v82, v40, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v83, s[28:29]
	v_cndmask_b32_e64 v42, v42, v82, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v83, v39, v81, s[28:29]
	v_cndmask_b32_e64 v82, v38, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v83, s[28:29]
	v_cndmask_b32_e64 v40, v40, v82, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v83, v37, v81, s[28:29]
	v_cndmask_b32_e64 v82, v36, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v83, s[28:29]
	v_cndmask_b32_e64 v38, v38, v82, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v83, v35, v81, s[28:29]
	v_cndmask_b32_e64 v82, v34, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v83, s[28:29]
	v_cndmask_b32_e64 v36, v36, v82, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v83, v33, v81, s[28:29]
	v_cndmask_b32_e64 v82, v32, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v83, s[28:29]
	v_cndmask_b32_e64 v34, v34, v82, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v83, v31, v81, s[28:29]
	v_cndmask_b32_e64 v82, v30, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v83, s[28:29]
	v_cndmask_b32_e64 v32, v32, v82, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[80:81], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v83, v29, v81, s[28:29]
	v_cndmask_b32_e64 v82, v28, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[82:83], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v83, s[28:29]
	v_cndmask_b32_e64 v30, v30, v82, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v81, s[28:29]
	v_cndmask_b32_e64 v28, v28, v80, s[28:29]
.LBB0_107:
	s_or_b64 exec, exec, s[34:35]
	v_lshlrev_b32_e32 v80, 16, v145
	v_cmp_o_f32_e64 s[28:29], v80, v80
	s_nop 1
	v_cndmask_b32_e64 v80, v144, v80, s[28:29]
	v_xor_b32_e32 v81, 0x7fffffff, v80
	v_cmp_gt_i32_e64 s[28:29], 0, v80
	s_nop 1
	v_cndmask_b32_e64 v80, v80, v81, s[28:29]
	v_cmp_ge_i32_e64 s[28:29], v80, v25
	s_and_b64 s[28:29], s[30:31], s[28:29]
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_109
	v_sub_co_u32_e64 v78, s[28:29], -1, v78
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v79, s[28:29], 0, v79, s[28:29]
	v_or_b32_e32 v79, v80, v79
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v81, v41, v79, s[28:29]
	v_cndmask_b32_e64 v80, v40, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v81, s[28:29]
	v_cndmask_b32_e64 v42, v42, v80, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v81, v39, v79, s[28:29]
	v_cndmask_b32_e64 v80, v38, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v81, s[28:29]
	v_cndmask_b32_e64 v40, v40, v80, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v81, v37, v79, s[28:29]
	v_cndmask_b32_e64 v80, v36, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v81, s[28:29]
	v_cndmask_b32_e64 v38, v38, v80, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v81, v35, v79, s[28:29]
	v_cndmask_b32_e64 v80, v34, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v81, s[28:29]
	v_cndmask_b32_e64 v36, v36, v80, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v81, v33, v79, s[28:29]
	v_cndmask_b32_e64 v80, v32, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v81, s[28:29]
	v_cndmask_b32_e64 v34, v34, v80, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v81, v31, v79, s[28:29]
	v_cndmask_b32_e64 v80, v30, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v81, s[28:29]
	v_cndmask_b32_e64 v32, v32, v80, s[28:29]
	v_cmp_lt_i64_e64 s[28:29], v[78:79], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v81, v29, v79, s[28:29]
	v_cndmask_b32_e64 v80, v28, v78, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[80:81], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v81, s[28:29]
	v_cndmask_b32_e64 v30, v30, v80, s[28:29]
	v_cmp_gt_i64_e64 s[28:29], v[78:79], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v79, s[28:29]
	v_cndmask_b32_e64 v28, v28, v78, s[28:29]
.LBB0_109:
	s_or_b64 exec, exec, s[30:31]
	v_lshlrev_b32_e32 v78, 16, v130
	v_cmp_o_f32_e64 s[28:29], v78, v78
	s_nop 1
	v_cndmask_b32_e64 v78, v144, v78, s[28:29]
	v_xor_b32_e32 v79, 0x7fffffff, v78
	v_cmp_gt_i32_e64 s[28:29], 0, v78
	s_nop 1
	v_cndmask_b32_e64 v78, v78, v79, s[28:29]
	v_cmp_ge_i32_e64 s[28:29], v78, v25
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_111
	v_sub_co_u32_e64 v76, s[26:27], -1, v76
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v77, s[26:27], 0, v77, s[26:27]
	v_or_b32_e32 v77, v78, v77
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v79, v41, v77, s[26:27]
	v_cndmask_b32_e64 v78, v40, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v79, s[26:27]
	v_cndmask_b32_e64 v42, v42, v78, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v79, v39, v77, s[26:27]
	v_cndmask_b32_e64 v78, v38, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v79, s[26:27]
	v_cndmask_b32_e64 v40, v40, v78, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v79, v37, v77, s[26:27]
	v_cndmask_b32_e64 v78, v36, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v79, s[26:27]
	v_cndmask_b32_e64 v38, v38, v78, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v79, v35, v77, s[26:27]
	v_cndmask_b32_e64 v78, v34, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v79, s[26:27]
	v_cndmask_b32_e64 v36, v36, v78, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v79, v33, v77, s[26:27]
	v_cndmask_b32_e64 v78, v32, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v79, s[26:27]
	v_cndmask_b32_e64 v34, v34, v78, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v79, v31, v77, s[26:27]
	v_cndmask_b32_e64 v78, v30, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v79, s[26:27]
	v_cndmask_b32_e64 v32, v32, v78, s[26:27]
	v_cmp_lt_i64_e64 s[26:27], v[76:77], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v79, v29, v77, s[26:27]
	v_cndmask_b32_e64 v78, v28, v76, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[78:79], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v79, s[26:27]
	v_cndmask_b32_e64 v30, v30, v78, s[26:27]
	v_cmp_gt_i64_e64 s[26:27], v[76:77], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v77, s[26:27]
	v_cndmask_b32_e64 v28, v28, v76, s[26:27]
.LBB0_111:
	s_or_b64 exec, exec, s[28:29]
	v_lshlrev_b32_e32 v76, 16, v127
	v_cmp_o_f32_e64 s[26:27], v76, v76
	s_nop 1
	v_cndmask_b32_e64 v76, v144, v76, s[26:27]
	v_xor_b32_e32 v77, 0x7fffffff, v76
	v_cmp_gt_i32_e64 s[26:27], 0, v76
	s_nop 1
	v_cndmask_b32_e64 v76, v76, v77, s[26:27]
	v_cmp_ge_i32_e64 s[26:27], v76, v25
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_113
	v_sub_co_u32_e64 v74, s[24:25], -1, v74
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v75, s[24:25], 0, v75, s[24:25]
	v_or_b32_e32 v75, v76, v75
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v77, v41, v75, s[24:25]
	v_cndmask_b32_e64 v76, v40, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v77, s[24:25]
	v_cndmask_b32_e64 v42, v42, v76, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v77, v39, v75, s[24:25]
	v_cndmask_b32_e64 v76, v38, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v77, s[24:25]
	v_cndmask_b32_e64 v40, v40, v76, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v77, v37, v75, s[24:25]
	v_cndmask_b32_e64 v76, v36, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v77, s[24:25]
	v_cndmask_b32_e64 v38, v38, v76, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v77, v35, v75, s[24:25]
	v_cndmask_b32_e64 v76, v34, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v77, s[24:25]
	v_cndmask_b32_e64 v36, v36, v76, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v77, v33, v75, s[24:25]
	v_cndmask_b32_e64 v76, v32, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v77, s[24:25]
	v_cndmask_b32_e64 v34, v34, v76, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v77, v31, v75, s[24:25]
	v_cndmask_b32_e64 v76, v30, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v77, s[24:25]
	v_cndmask_b32_e64 v32, v32, v76, s[24:25]
	v_cmp_lt_i64_e64 s[24:25], v[74:75], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v77, v29, v75, s[24:25]
	v_cndmask_b32_e64 v76, v28, v74, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[76:77], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v77, s[24:25]
	v_cndmask_b32_e64 v30, v30, v76, s[24:25]
	v_cmp_gt_i64_e64 s[24:25], v[74:75], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v75, s[24:25]
	v_cndmask_b32_e64 v28, v28, v74, s[24:25]
.LBB0_113:
	s_or_b64 exec, exec, s[26:27]
	v_lshlrev_b32_e32 v74, 16, v126
	v_cmp_o_f32_e64 s[24:25], v74, v74
	s_nop 1
	v_cndmask_b32_e64 v74, v144, v74, s[24:25]
	v_xor_b32_e32 v75, 0x7fffffff, v74
	v_cmp_gt_i32_e64 s[24:25], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v74, v74, v75, s[24:25]
	v_cmp_ge_i32_e64 s[24:25], v74, v25
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_115
	v_sub_co_u32_e64 v72, s[22:23], -1, v72
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v73, s[22:23], 0, v73, s[22:23]
	v_or_b32_e32 v73, v74, v73
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v75, v41, v73, s[22:23]
	v_cndmask_b32_e64 v74, v40, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v75, s[22:23]
	v_cndmask_b32_e64 v42, v42, v74, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v75, v39, v73, s[22:23]
	v_cndmask_b32_e64 v74, v38, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v75, s[22:23]
	v_cndmask_b32_e64 v40, v40, v74, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v75, v37, v73, s[22:23]
	v_cndmask_b32_e64 v74, v36, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v75, s[22:23]
	v_cndmask_b32_e64 v38, v38, v74, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v75, v35, v73, s[22:23]
	v_cndmask_b32_e64 v74, v34, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v75, s[22:23]
	v_cndmask_b32_e64 v36, v36, v74, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v75, v33, v73, s[22:23]
	v_cndmask_b32_e64 v74, v32, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v75, s[22:23]
	v_cndmask_b32_e64 v34, v34, v74, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v75, v31, v73, s[22:23]
	v_cndmask_b32_e64 v74, v30, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v75, s[22:23]
	v_cndmask_b32_e64 v32, v32, v74, s[22:23]
	v_cmp_lt_i64_e64 s[22:23], v[72:73], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v75, v29, v73, s[22:23]
	v_cndmask_b32_e64 v74, v28, v72, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[74:75], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v75, s[22:23]
	v_cndmask_b32_e64 v30, v30, v74, s[22:23]
	v_cmp_gt_i64_e64 s[22:23], v[72:73], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v73, s[22:23]
	v_cndmask_b32_e64 v28, v28, v72, s[22:23]
.LBB0_115:
	s_or_b64 exec, exec, s[24:25]
	v_lshlrev_b32_e32 v72, 16, v125
	v_cmp_o_f32_e64 s[22:23], v72, v72
	s_nop 1
	v_cndmask_b32_e64 v72, v144, v72, s[22:23]
	v_xor_b32_e32 v73, 0x7fffffff, v72
	v_cmp_gt_i32_e64 s[22:23], 0, v72
	s_nop 1
	v_cndmask_b32_e64 v72, v72, v73, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v72, v25
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_117
	v_sub_co_u32_e64 v68, s[20:21], -1, v68
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v69, s[20:21], 0, v69, s[20:21]
	v_or_b32_e32 v69, v72, v69
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v73, v41, v69, s[20:21]
	v_cndmask_b32_e64 v72, v40, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v73, s[20:21]
	v_cndmask_b32_e64 v42, v42, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v73, v39, v69, s[20:21]
	v_cndmask_b32_e64 v72, v38, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v73, s[20:21]
	v_cndmask_b32_e64 v40, v40, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v73, v37, v69, s[20:21]
	v_cndmask_b32_e64 v72, v36, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v73, s[20:21]
	v_cndmask_b32_e64 v38, v38, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v73, v35, v69, s[20:21]
	v_cndmask_b32_e64 v72, v34, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v73, s[20:21]
	v_cndmask_b32_e64 v36, v36, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v73, v33, v69, s[20:21]
	v_cndmask_b32_e64 v72, v32, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v73, s[20:21]
	v_cndmask_b32_e64 v34, v34, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v73, v31, v69, s[20:21]
	v_cndmask_b32_e64 v72, v30, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v73, s[20:21]
	v_cndmask_b32_e64 v32, v32, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[68:69], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v73, v29, v69, s[20:21]
	v_cndmask_b32_e64 v72, v28, v68, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v73, s[20:21]
	v_cndmask_b32_e64 v30, v30, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[68:69], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v69, s[20:21]
	v_cndmask_b32_e64 v28, v28, v68, s[20:21]
.LBB0_117:
	s_or_b64 exec, exec, s[22:23]
	v_lshlrev_b32_e32 v68, 16, v124
	v_cmp_o_f32_e64 s[20:21], v68, v68
	s_nop 1
	v_cndmask_b32_e64 v68, v144, v68, s[20:21]
	v_xor_b32_e32 v69, 0x7fffffff, v68
	v_cmp_gt_i32_e64 s[20:21], 0, v68
	s_nop 1
	v_cndmask_b32_e64 v68, v68, v69, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v68, v25
	s_and_b64 s[18:19], s[18:19], s[20:21]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_119
	v_sub_co_u32_e64 v70, s[18:19], -1, v70
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v69, s[18:19], 0, v71, s[18:19]
	v_or_b32_e32 v71, v68, v69
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v69, v41, v71, s[18:19]
	v_cndmask_b32_e64 v68, v40, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v69, s[18:19]
	v_cndmask_b32_e64 v42, v42, v68, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v69, v39, v71, s[18:19]
	v_cndmask_b32_e64 v68, v38, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v69, s[18:19]
	v_cndmask_b32_e64 v40, v40, v68, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v69, v37, v71, s[18:19]
	v_cndmask_b32_e64 v68, v36, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v69, s[18:19]
	v_cndmask_b32_e64 v38, v38, v68, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v69, v35, v71, s[18:19]
	v_cndmask_b32_e64 v68, v34, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v69, s[18:19]
	v_cndmask_b32_e64 v36, v36, v68, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v69, v33, v71, s[18:19]
	v_cndmask_b32_e64 v68, v32, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v69, s[18:19]
	v_cndmask_b32_e64 v34, v34, v68, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v69, v31, v71, s[18:19]
	v_cndmask_b32_e64 v68, v30, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v69, s[18:19]
	v_cndmask_b32_e64 v32, v32, v68, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[70:71], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v69, v29, v71, s[18:19]
	v_cndmask_b32_e64 v68, v28, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v69, s[18:19]
	v_cndmask_b32_e64 v30, v30, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v71, s[18:19]
	v_cndmask_b32_e64 v28, v28, v70, s[18:19]
.LBB0_119:
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v68, 16, v123
	v_cmp_o_f32_e64 s[18:19], v68, v68
	s_nop 1
	v_cndmask_b32_e64 v68, v144, v68, s[18:19]
	v_xor_b32_e32 v69, 0x7fffffff, v68
	v_cmp_gt_i32_e64 s[18:19], 0, v68
	s_nop 1
	v_cndmask_b32_e64 v68, v68, v69, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v68, v25
	s_and_b64 s[16:17], s[16:17], s[18:19]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_121
	v_sub_co_u32_e64 v66, s[16:17], -1, v66
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v67, s[16:17], 0, v67, s[16:17]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v69, v41, v67, s[16:17]
	v_cndmask_b32_e64 v68, v40, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v69, s[16:17]
	v_cndmask_b32_e64 v42, v42, v68, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v69, v39, v67, s[16:17]
	v_cndmask_b32_e64 v68, v38, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v69, s[16:17]
	v_cndmask_b32_e64 v40, v40, v68, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v69, v37, v67, s[16:17]
	v_cndmask_b32_e64 v68, v36, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v69, s[16:17]
	v_cndmask_b32_e64 v38, v38, v68, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v69, v35, v67, s[16:17]
	v_cndmask_b32_e64 v68, v34, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v69, s[16:17]
	v_cndmask_b32_e64 v36, v36, v68, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v69, v33, v67, s[16:17]
	v_cndmask_b32_e64 v68, v32, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v69, s[16:17]
	v_cndmask_b32_e64 v34, v34, v68, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v69, v31, v67, s[16:17]
	v_cndmask_b32_e64 v68, v30, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v69, s[16:17]
	v_cndmask_b32_e64 v32, v32, v68, s[16:17]
	v_cmp_lt_i64_e64 s[16:17], v[66:67], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v69, v29, v67, s[16:17]
	v_cndmask_b32_e64 v68, v28, v66, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[68:69], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v69, s[16:17]
	v_cndmask_b32_e64 v30, v30, v68, s[16:17]
	v_cmp_gt_i64_e64 s[16:17], v[66:67], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v67, s[16:17]
	v_cndmask_b32_e64 v28, v28, v66, s[16:17]
.LBB0_121:
	s_or_b64 exec, exec, s[18:19]
	v_lshlrev_b32_e32 v66, 16, v122
	v_cmp_o_f32_e64 s[16:17], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v144, v66, s[16:17]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[16:17], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v66, v67, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v66, v25
	s_and_b64 s[14:15], s[14:15], s[16:17]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_123
	v_sub_co_u32_e64 v64, s[14:15], -1, v64
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v65, s[14:15], 0, v65, s[14:15]
	v_or_b32_e32 v65, v66, v65
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v67, v41, v65, s[14:15]
	v_cndmask_b32_e64 v66, v40, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v67, s[14:15]
	v_cndmask_b32_e64 v42, v42, v66, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v67, v39, v65, s[14:15]
	v_cndmask_b32_e64 v66, v38, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v67, s[14:15]
	v_cndmask_b32_e64 v40, v40, v66, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v67, v37, v65, s[14:15]
	v_cndmask_b32_e64 v66, v36, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v67, s[14:15]
	v_cndmask_b32_e64 v38, v38, v66, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v67, v35, v65, s[14:15]
	v_cndmask_b32_e64 v66, v34, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v67, s[14:15]
	v_cndmask_b32_e64 v36, v36, v66, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v67, v33, v65, s[14:15]
	v_cndmask_b32_e64 v66, v32, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v67, s[14:15]
	v_cndmask_b32_e64 v34, v34, v66, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v67, v31, v65, s[14:15]
	v_cndmask_b32_e64 v66, v30, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v67, s[14:15]
	v_cndmask_b32_e64 v32, v32, v66, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[64:65], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v67, v29, v65, s[14:15]
	v_cndmask_b32_e64 v66, v28, v64, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[66:67], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v67, s[14:15]
	v_cndmask_b32_e64 v30, v30, v66, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[64:65], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v65, s[14:15]
	v_cndmask_b32_e64 v28, v28, v64, s[14:15]
.LBB0_123:
	s_or_b64 exec, exec, s[16:17]
	v_lshlrev_b32_e32 v64, 16, v121
	v_cmp_o_f32_e64 s[14:15], v64, v64
	s_nop 1
	v_cndmask_b32_e64 v64, v144, v64, s[14:15]
	v_xor_b32_e32 v65, 0x7fffffff, v64
	v_cmp_gt_i32_e64 s[14:15], 0, v64
	s_nop 1
	v_cndmask_b32_e64 v64, v64, v65, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v64, v25
	s_and_b64 s[12:13], s[12:13], s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_125
	v_sub_co_u32_e64 v62, s[12:13], -1, v62
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v63, s[12:13], 0, v63, s[12:13]
	v_or_b32_e32 v63, v64, v63
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v65, v41, v63, s[12:13]
	v_cndmask_b32_e64 v64, v40, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v65, s[12:13]
	v_cndmask_b32_e64 v42, v42, v64, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v65, v39, v63, s[12:13]
	v_cndmask_b32_e64 v64, v38, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v65, s[12:13]
	v_cndmask_b32_e64 v40, v40, v64, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v65, v37, v63, s[12:13]
	v_cndmask_b32_e64 v64, v36, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v65, s[12:13]
	v_cndmask_b32_e64 v38, v38, v64, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v65, v35, v63, s[12:13]
	v_cndmask_b32_e64 v64, v34, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v65, s[12:13]
	v_cndmask_b32_e64 v36, v36, v64, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v65, v33, v63, s[12:13]
	v_cndmask_b32_e64 v64, v32, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v65, s[12:13]
	v_cndmask_b32_e64 v34, v34, v64, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v65, v31, v63, s[12:13]
	v_cndmask_b32_e64 v64, v30, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v65, s[12:13]
	v_cndmask_b32_e64 v32, v32, v64, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[62:63], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v65, v29, v63, s[12:13]
	v_cndmask_b32_e64 v64, v28, v62, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[64:65], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v65, s[12:13]
	v_cndmask_b32_e64 v30, v30, v64, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[62:63], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v63, s[12:13]
	v_cndmask_b32_e64 v28, v28, v62, s[12:13]
.LBB0_125:
	s_or_b64 exec, exec, s[14:15]
	v_lshlrev_b32_e32 v62, 16, v120
	v_cmp_o_f32_e64 s[12:13], v62, v62
	s_nop 1
	v_cndmask_b32_e64 v62, v144, v62, s[12:13]
	v_xor_b32_e32 v63, 0x7fffffff, v62
	v_cmp_gt_i32_e64 s[12:13], 0, v62
	s_nop 1
	v_cndmask_b32_e64 v62, v62, v63, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v62, v25
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_127
	v_sub_co_u32_e64 v60, s[10:11], -1, v60
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v61, s[10:11], 0, v61, s[10:11]
	v_or_b32_e32 v61, v62, v61
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v63, v41, v61, s[10:11]
	v_cndmask_b32_e64 v62, v40, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v63, s[10:11]
	v_cndmask_b32_e64 v42, v42, v62, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v63, v39, v61, s[10:11]
	v_cndmask_b32_e64 v62, v38, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v63, s[10:11]
	v_cndmask_b32_e64 v40, v40, v62, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v63, v37, v61, s[10:11]
	v_cndmask_b32_e64 v62, v36, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v63, s[10:11]
	v_cndmask_b32_e64 v38, v38, v62, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v63, v35, v61, s[10:11]
	v_cndmask_b32_e64 v62, v34, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v63, s[10:11]
	v_cndmask_b32_e64 v36, v36, v62, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v63, v33, v61, s[10:11]
	v_cndmask_b32_e64 v62, v32, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v63, s[10:11]
	v_cndmask_b32_e64 v34, v34, v62, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v63, v31, v61, s[10:11]
	v_cndmask_b32_e64 v62, v30, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v63, s[10:11]
	v_cndmask_b32_e64 v32, v32, v62, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[60:61], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v63, v29, v61, s[10:11]
	v_cndmask_b32_e64 v62, v28, v60, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[62:63], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v63, s[10:11]
	v_cndmask_b32_e64 v30, v30, v62, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[60:61], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v61, s[10:11]
	v_cndmask_b32_e64 v28, v28, v60, s[10:11]
.LBB0_127:
	s_or_b64 exec, exec, s[12:13]
	v_lshlrev_b32_e32 v60, 16, v119
	v_cmp_o_f32_e64 s[10:11], v60, v60
	s_nop 1
	v_cndmask_b32_e64 v60, v144, v60, s[10:11]
	v_xor_b32_e32 v61, 0x7fffffff, v60
	v_cmp_gt_i32_e64 s[10:11], 0, v60
	s_nop 1
	v_cndmask_b32_e64 v60, v60, v61, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v60, v25
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_129
	v_sub_co_u32_e64 v58, s[8:9], -1, v58
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v59, s[8:9], 0, v59, s[8:9]
	v_or_b32_e32 v59, v60, v59
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v61, v41, v59, s[8:9]
	v_cndmask_b32_e64 v60, v40, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v61, s[8:9]
	v_cndmask_b32_e64 v42, v42, v60, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v61, v39, v59, s[8:9]
	v_cndmask_b32_e64 v60, v38, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v61, s[8:9]
	v_cndmask_b32_e64 v40, v40, v60, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v61, v37, v59, s[8:9]
	v_cndmask_b32_e64 v60, v36, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v61, s[8:9]
	v_cndmask_b32_e64 v38, v38, v60, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v61, v35, v59, s[8:9]
	v_cndmask_b32_e64 v60, v34, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v61, s[8:9]
	v_cndmask_b32_e64 v36, v36, v60, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v61, v33, v59, s[8:9]
	v_cndmask_b32_e64 v60, v32, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v61, s[8:9]
	v_cndmask_b32_e64 v34, v34, v60, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v61, v31, v59, s[8:9]
	v_cndmask_b32_e64 v60, v30, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v61, s[8:9]
	v_cndmask_b32_e64 v32, v32, v60, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[58:59], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v61, v29, v59, s[8:9]
	v_cndmask_b32_e64 v60, v28, v58, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[60:61], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v61, s[8:9]
	v_cndmask_b32_e64 v30, v30, v60, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[58:59], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v59, s[8:9]
	v_cndmask_b32_e64 v28, v28, v58, s[8:9]
.LBB0_129:
	s_or_b64 exec, exec, s[10:11]
	v_lshlrev_b32_e32 v58, 16, v118
	v_cmp_o_f32_e64 s[8:9], v58, v58
	s_nop 1
	v_cndmask_b32_e64 v58, v144, v58, s[8:9]
	v_xor_b32_e32 v59, 0x7fffffff, v58
	v_cmp_gt_i32_e64 s[8:9], 0, v58
	s_nop 1
	v_cndmask_b32_e64 v58, v58, v59, s[8:9]
	v_cmp_ge_i32_e64 s[8:9], v58, v25
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_131
	v_sub_co_u32_e64 v56, s[6:7], -1, v56
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v57, s[6:7], 0, v57, s[6:7]
	v_or_b32_e32 v57, v58, v57
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v59, v41, v57, s[6:7]
	v_cndmask_b32_e64 v58, v40, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v59, s[6:7]
	v_cndmask_b32_e64 v42, v42, v58, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v59, v39, v57, s[6:7]
	v_cndmask_b32_e64 v58, v38, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v59, s[6:7]
	v_cndmask_b32_e64 v40, v40, v58, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v59, v37, v57, s[6:7]
	v_cndmask_b32_e64 v58, v36, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v59, s[6:7]
	v_cndmask_b32_e64 v38, v38, v58, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v59, v35, v57, s[6:7]
	v_cndmask_b32_e64 v58, v34, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v59, s[6:7]
	v_cndmask_b32_e64 v36, v36, v58, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v59, v33, v57, s[6:7]
	v_cndmask_b32_e64 v58, v32, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v59, s[6:7]
	v_cndmask_b32_e64 v34, v34, v58, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v59, v31, v57, s[6:7]
	v_cndmask_b32_e64 v58, v30, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v59, s[6:7]
	v_cndmask_b32_e64 v32, v32, v58, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[56:57], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v59, v29, v57, s[6:7]
	v_cndmask_b32_e64 v58, v28, v56, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[58:59], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v59, s[6:7]
	v_cndmask_b32_e64 v30, v30, v58, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[56:57], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v57, s[6:7]
	v_cndmask_b32_e64 v28, v28, v56, s[6:7]
.LBB0_131:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v56, 16, v117
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v144, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v56, v25
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_133
	v_sub_co_u32_e64 v54, s[4:5], -1, v54
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v55, s[4:5], 0, v55, s[4:5]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v57, v41, v55, s[4:5]
	v_cndmask_b32_e64 v56, v40, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v57, s[4:5]
	v_cndmask_b32_e64 v42, v42, v56, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v57, v39, v55, s[4:5]
	v_cndmask_b32_e64 v56, v38, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v57, s[4:5]
	v_cndmask_b32_e64 v40, v40, v56, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v57, v37, v55, s[4:5]
	v_cndmask_b32_e64 v56, v36, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v57, s[4:5]
	v_cndmask_b32_e64 v38, v38, v56, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v57, v35, v55, s[4:5]
	v_cndmask_b32_e64 v56, v34, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v57, s[4:5]
	v_cndmask_b32_e64 v36, v36, v56, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v57, v33, v55, s[4:5]
	v_cndmask_b32_e64 v56, v32, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v57, s[4:5]
	v_cndmask_b32_e64 v34, v34, v56, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v57, v31, v55, s[4:5]
	v_cndmask_b32_e64 v56, v30, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v57, s[4:5]
	v_cndmask_b32_e64 v32, v32, v56, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[54:55], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v57, v29, v55, s[4:5]
	v_cndmask_b32_e64 v56, v28, v54, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[56:57], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v57, s[4:5]
	v_cndmask_b32_e64 v30, v30, v56, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[54:55], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v55, s[4:5]
	v_cndmask_b32_e64 v28, v28, v54, s[4:5]
.LBB0_133:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v54, 16, v116
	v_cmp_o_f32_e64 s[4:5], v54, v54
	s_nop 1
	v_cndmask_b32_e64 v54, v144, v54, s[4:5]
	v_xor_b32_e32 v55, 0x7fffffff, v54
	v_cmp_gt_i32_e64 s[4:5], 0, v54
	s_nop 1
	v_cndmask_b32_e64 v54, v54, v55, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v54, v25
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_70
	v_sub_co_u32_e64 v52, s[2:3], -1, v52
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v53, s[2:3], 0, v53, s[2:3]
	v_or_b32_e32 v53, v54, v53
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v55, v41, v53, s[2:3]
	v_cndmask_b32_e64 v54, v40, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v55, s[2:3]
	v_cndmask_b32_e64 v42, v42, v54, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v55, v39, v53, s[2:3]
	v_cndmask_b32_e64 v54, v38, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v55, s[2:3]
	v_cndmask_b32_e64 v40, v40, v54, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v55, v37, v53, s[2:3]
	v_cndmask_b32_e64 v54, v36, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v55, s[2:3]
	v_cndmask_b32_e64 v38, v38, v54, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v55, v35, v53, s[2:3]
	v_cndmask_b32_e64 v54, v34, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v55, s[2:3]
	v_cndmask_b32_e64 v36, v36, v54, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v55, v33, v53, s[2:3]
	v_cndmask_b32_e64 v54, v32, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v55, s[2:3]
	v_cndmask_b32_e64 v34, v34, v54, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v55, v31, v53, s[2:3]
	v_cndmask_b32_e64 v54, v30, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v55, s[2:3]
	v_cndmask_b32_e64 v32, v32, v54, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[52:53], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v55, v29, v53, s[2:3]
	v_cndmask_b32_e64 v54, v28, v52, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[54:55], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v55, s[2:3]
	v_cndmask_b32_e64 v30, v30, v54, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[52:53], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v53, s[2:3]
	v_cndmask_b32_e64 v28, v28, v52, s[2:3]
	s_branch .LBB0_70
.LBB0_135:
	v_readlane_b32 s88, v136, 8
	v_readlane_b32 s89, v136, 9
.LBB0_136:
	v_readlane_b32 s0, v136, 6
	v_readlane_b32 s1, v136, 7
	s_or_b64 exec, exec, s[0:1]
	ds_bpermute_b32 v0, v138, v44
	ds_bpermute_b32 v1, v138, v45
	v_readlane_b32 s0, v136, 4
	v_readlane_b32 s1, v136, 5
	s_xor_b64 s[0:1], s[0:1], -1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[0:1], v[44:45]
	s_nop 1
	v_cndmask_b32_e64 v1, v45, v1, s[2:3]
	v_cndmask_b32_e64 v0, v44, v0, s[2:3]
	ds_bpermute_b32 v11, v139, v1
	ds_bpermute_b32 v10, v139, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v11, s[2:3]
	v_cndmask_b32_e64 v0, v0, v10, s[2:3]
	ds_bpermute_b32 v11, v140, v1
	ds_bpermute_b32 v10, v140, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v11, s[2:3]
	v_cndmask_b32_e64 v0, v0, v10, s[2:3]
	ds_bpermute_b32 v11, v141, v1
	ds_bpermute_b32 v10, v141, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v11, s[2:3]
	v_cndmask_b32_e64 v0, v0, v10, s[2:3]
	ds_bpermute_b32 v11, v142, v1
	ds_bpermute_b32 v10, v142, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[0:1]
	s_nop 1
	v_cndmask_b32_e64 v1, v1, v11, s[2:3]
	v_cndmask_b32_e64 v0, v0, v10, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], 9, v[0:1]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
	s_cbranch_execz .LBB0_141
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], 0
	s_brev_b32 s7, 1
	v_mov_b32_e32 v10, 0x7fc00000
	v_mov_b32_e32 v11, 0xff800000
	v_bfrev_b32_e32 v12, 1
	s_branch .LBB0_139
.LBB0_138:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u64_e32 vcc, s[6:7], v[0:1]
	v_cmp_eq_u64_e64 s[2:3], v[28:29], v[0:1]
	s_and_b64 vcc, s[2:3], vcc
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	v_cndmask_b32_e32 v29, v29, v31, vcc
	v_cndmask_b32_e32 v28, v28, v30, vcc
	v_cndmask_b32_e32 v31, v31, v33, vcc
	v_cndmask_b32_e32 v30, v30, v32, vcc
	v_cndmask_b32_e32 v33, v33, v35, vcc
	v_cndmask_b32_e32 v32, v32, v34, vcc
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_cndmask_b32_e32 v34, v34, v36, vcc
	v_cndmask_b32_e32 v37, v37, v39, vcc
	v_cndmask_b32_e32 v36, v36, v38, vcc
	v_cndmask_b32_e32 v39, v39, v41, vcc
	v_cndmask_b32_e32 v38, v38, v40, vcc
	v_cndmask_b32_e32 v41, v41, v43, vcc
	v_cndmask_b32_e32 v40, v40, v42, vcc
	v_cndmask_b32_e32 v43, v43, v12, vcc
	v_cndmask_b32_e64 v42, v42, 0, vcc
	s_cmp_eq_u64 s[4:5], 0x50
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cbranch_scc1 .LBB0_141
.LBB0_139:
	ds_bpermute_b32 v0, v138, v28
	ds_bpermute_b32 v1, v138, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[0:1], v[28:29]
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_cndmask_b32_e32 v0, v28, v0, vcc
	ds_bpermute_b32 v7, v139, v1
	ds_bpermute_b32 v6, v139, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	ds_bpermute_b32 v7, v140, v1
	ds_bpermute_b32 v6, v140, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	ds_bpermute_b32 v7, v141, v1
	ds_bpermute_b32 v6, v141, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	ds_bpermute_b32 v7, v142, v1
	ds_bpermute_b32 v6, v142, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	s_mov_b64 s[8:9], exec
	v_readlane_b32 s2, v136, 2
	v_readlane_b32 s3, v136, 3
	s_and_b64 s[2:3], s[8:9], s[2:3]
	s_mov_b64 exec, s[2:3]
	s_cbranch_execz .LBB0_138
	v_xor_b32_e32 v7, 0x7fffffff, v1
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v6, v0
	s_nop 0
	v_cndmask_b32_e32 v8, v1, v7, vcc
	v_sub_f32_e32 v8, v8, v137
	v_cmp_eq_u64_e32 vcc, s[6:7], v[0:1]
	v_cmp_o_f32_e64 s[2:3], v8, v8
	s_nop 0
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cndmask_b32_e64 v6, v6, -1, vcc
	v_cndmask_b32_e64 v8, v10, v8, s[2:3]
	flat_store_dwordx2 v[2:3], v[6:7]
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[4:5]
	v_cndmask_b32_e32 v8, v8, v11, vcc
	flat_store_dword v[6:7], v8
	s_branch .LBB0_138
.LBB0_141:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_155
	s_mov_b32 s2, -1
	s_brev_b32 s3, -2
	s_mov_b32 s8, 0
	v_cmp_gt_i64_e32 vcc, s[72:73], v[6:7]
	s_mov_b64 s[6:7], 0
	v_mov_b64_e32 v[10:11], s[2:3]
	s_brev_b32 s9, 1
	s_movk_i32 s24, 0x946
	s_mov_b64 s[10:11], 0x946
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v20, 0x946
	v_mov_b32_e32 v21, 0x7fc00000
	v_mov_b32_e32 v22, 0xff800000
	s_branch .LBB0_144
.LBB0_143:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 20
	s_cbranch_scc1 .LBB0_155
.LBB0_144:
	v_mov_b64_e32 v[12:13], s[8:9]
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_153
	s_mov_b64 s[14:15], 0
	v_mov_b64_e32 v[12:13], s[8:9]
	v_mov_b64_e32 v[14:15], v[6:7]
	s_branch .LBB0_147
.LBB0_146:
	s_or_b64 exec, exec, s[16:17]
	v_lshl_add_u64 v[14:15], v[14:15], 0, 32
	v_cmp_le_i64_e64 s[2:3], s[72:73], v[14:15]
	s_or_b64 s[14:15], s[2:3], s[14:15]
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execz .LBB0_152
.LBB0_147:
	v_lshl_add_u64 v[16:17], v[14:15], 3, v[8:9]
	flat_load_dword v0, v[16:17] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ge_i32_e64 s[2:3], v0, v25
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_146
	v_alignbit_b32 v0, v15, v14, 5
	v_mad_u64_u32 v[16:17], s[2:3], v0, s24, 0
	v_mov_b32_e32 v0, v17
	v_lshrrev_b32_e32 v17, 5, v15
	v_mad_u64_u32 v[18:19], s[2:3], v17, s24, v[0:1]
	v_readlane_b32 s2, v136, 0
	v_readlane_b32 s3, v136, 1
	v_mov_b32_e32 v17, v18
	s_mov_b64 s[18:19], 0
	v_mov_b32_e32 v0, s3
	v_sub_co_u32_e64 v18, s[2:3], s2, v16
	s_mov_b64 s[20:21], 0
	s_nop 0
	v_subb_co_u32_e64 v19, s[2:3], v0, v17, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], 0, v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, 0, v19, s[2:3]
	v_cndmask_b32_e64 v18, 0, v18, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[10:11], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, 0, v19, s[2:3]
	v_cndmask_b32_e64 v18, v20, v18, s[2:3]
	s_branch .LBB0_150
.LBB0_149:
	s_or_b64 exec, exec, s[22:23]
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_add_u32 s18, s18, 4
	s_addc_u32 s19, s19, 0
	s_cmp_eq_u64 s[20:21], 0x50
	s_cbranch_scc1 .LBB0_146
.LBB0_150:
	s_and_b32 s2, s18, 0x1e0
	v_or_b32_e32 v0, s2, v6
	v_lshlrev_b32_e32 v0, 3, v0
	v_and_or_b32 v0, s20, 7, v0
	v_cmp_lt_u64_e64 s[2:3], v[0:1], v[18:19]
	s_and_saveexec_b64 s[22:23], s[2:3]
	s_cbranch_execz .LBB0_149
	v_lshl_add_u64 v[28:29], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[30:31], v[28:29], 1, v[26:27]
	flat_load_ushort v0, v[30:31]
	v_sub_co_u32_e64 v28, s[2:3], -1, v28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v0, 16, v0
	v_subb_co_u32_e64 v23, s[2:3], 0, v29, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v0, v0
	s_nop 1
	v_cndmask_b32_e64 v0, v21, v0, s[2:3]
	v_xor_b32_e32 v24, 0x7fffffff, v0
	v_cmp_gt_i32_e64 s[2:3], 0, v0
	s_nop 1
	v_cndmask_b32_e64 v0, v0, v24, s[2:3]
	v_or_b32_e32 v29, v0, v23
	v_cmp_gt_i64_e64 s[2:3], v[28:29], v[12:13]
	v_cmp_lt_i64_e64 s[4:5], v[28:29], v[10:11]
	s_nop 0
	v_cndmask_b32_e64 v0, v13, v29, s[2:3]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v13, v13, v0, s[4:5]
	v_cndmask_b32_e64 v12, v12, v28, s[2:3]
	s_branch .LBB0_149
.LBB0_152:
	s_or_b64 exec, exec, s[14:15]
.LBB0_153:
	s_or_b64 exec, exec, s[12:13]
	ds_bpermute_b32 v10, v138, v12
	ds_bpermute_b32 v11, v138, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v11, v13, v11, s[2:3]
	v_cndmask_b32_e64 v10, v12, v10, s[2:3]
	ds_bpermute_b32 v13, v139, v11
	ds_bpermute_b32 v12, v139, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v140, v11
	ds_bpermute_b32 v12, v140, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v141, v11
	ds_bpermute_b32 v12, v141, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v142, v11
	ds_bpermute_b32 v12, v142, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	s_mov_b64 s[12:13], exec
	v_readlane_b32 s2, v136, 2
	v_readlane_b32 s3, v136, 3
	s_and_b64 s[2:3], s[12:13], s[2:3]
	s_mov_b64 exec, s[2:3]
	s_cbranch_execz .LBB0_143
	v_xor_b32_e32 v12, 0x7fffffff, v11
	v_cmp_gt_i64_e64 s[2:3], 0, v[10:11]
	v_not_b32_e32 v0, v10
	s_nop 0
	v_cndmask_b32_e64 v16, v11, v12, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], s[8:9], v[10:11]
	v_lshl_add_u64 v[12:13], s[6:7], 3, v[2:3]
	s_nop 0
	v_cndmask_b32_e64 v14, v0, -1, s[2:3]
	v_sub_f32_e32 v0, v16, v137
	v_cmp_o_f32_e64 s[4:5], v0, v0
	v_cndmask_b32_e64 v15, 0, -1, s[2:3]
	flat_store_dwordx2 v[12:13], v[14:15]
	v_cndmask_b32_e64 v0, v21, v0, s[4:5]
	v_lshl_add_u64 v[12:13], s[6:7], 2, v[4:5]
	v_cndmask_b32_e64 v0, v0, v22, s[2:3]
	flat_store_dword v[12:13], v0
	s_branch .LBB0_143
.LBB0_155:
	s_or_b64 exec, exec, s[0:1]
.LBB0_156:
	s_andn2_saveexec_b64 s[0:1], s[88:89]
	s_cbranch_execz .LBB0_161
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[0:1], 0
	v_cmp_eq_u64_e32 vcc, 0, v[6:7]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_161
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v0
.LBB0_159:
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	flat_store_dwordx2 v[2:3], v[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cmp_lg_u64 s[0:1], 0x50
	flat_store_dword v[8:9], v7
	s_cbranch_scc1 .LBB0_159
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	flat_store_dwordx2 v[10:11], v[0:1]
.LBB0_161:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_select
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 136
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
		.amdhsa_next_free_vgpr 176
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 176
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
	.size	logpjit_topk_select, .Lfunc_end0-logpjit_topk_select

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
      - .offset:         112
        .size:           8
        .value_kind:     by_value
      - .offset:         120
        .size:           8
        .value_kind:     by_value
      - .offset:         128
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 136
    .max_flat_workgroup_size: 256
    .name:           logpjit_topk_select
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 12
    .symbol:         logpjit_topk_select.kd
    .uses_dynamic_stack: false
    .vgpr_count:     176
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
