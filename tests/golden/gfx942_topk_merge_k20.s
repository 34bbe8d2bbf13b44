; golden AMDGCN for tests/codegen/gfx942_test.cpp (top-k merge of the tiles' lists, k = 20)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_merge;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_topk_merge
	.p2align	8
	.type	logpjit_topk_merge,@function
logpjit_topk_merge:
	s_load_dwordx2 s[8:9], s[0:1], 0x60
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 5
	v_or_b32_e32 v4, s2, v0
	v_mov_b32_e32 v5, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[8:9], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_59
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_lshlrev_b64 v[8:9], 3, v[4:5]
	s_load_dwordx16 s[40:55], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[8:9]
	flat_load_dwordx2 v[6:7], v[0:1]
	v_mad_u64_u32 v[2:3], s[2:3], v4, 20, 0
	v_mad_u32_u24 v3, v5, 20, v3
	v_mov_b32_e32 v0, s50
	v_mov_b32_e32 v1, s51
	v_mov_b32_e32 v10, s52
	v_mov_b32_e32 v11, s53
	v_lshl_add_u64 v[0:1], v[2:3], 3, v[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[10:11]
	v_lshl_add_u64 v[10:11], s[54:55], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[40:41], v[6:7]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[40:41], exec, s[2:3]
	s_cbranch_execz .LBB0_55
	v_mov_b32_e32 v8, s48
	v_mov_b32_e32 v9, s49
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[8:9]
	flat_load_dword v16, v[8:9]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_cmp_lt_i64_e64 s[0:1], s[42:43], 1
	s_mov_b64 s[10:11], 0
	v_cmp_gt_i64_e64 s[2:3], s[42:43], 0
	v_mov_b64_e32 v[8:9], 1
	s_and_b64 vcc, exec, s[0:1]
	v_cmp_gt_i64_e64 s[0:1], s[44:45], 0
	v_mul_lo_u32 v17, s45, v4
	v_mul_lo_u32 v5, s44, v5
	s_mul_i32 s14, s8, s45
	s_mul_hi_u32 s15, s8, s44
	s_mul_i32 s16, s9, s44
	s_mul_i32 s8, s8, s44
	s_cbranch_vccnz .LBB0_8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v12, s6
	v_mov_b32_e32 v13, s7
	v_mad_u64_u32 v[14:15], s[6:7], s44, v4, 0
	v_add3_u32 v15, v15, v5, v17
	s_add_i32 s6, s15, s14
	v_lshl_add_u64 v[12:13], v[14:15], 3, v[12:13]
	s_add_i32 s9, s6, s16
	v_cndmask_b32_e64 v14, 0, 1, s[0:1]
	v_mov_b64_e32 v[8:9], 0
	s_lshl_b64 s[6:7], s[8:9], 3
	v_cmp_ne_u32_e64 s[0:1], 1, v14
	s_branch .LBB0_5
.LBB0_4:
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], s[42:43]
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[6:7]
	s_cbranch_scc1 .LBB0_7
.LBB0_5:
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b64_e32 v[14:15], v[12:13]
	s_mov_b64 s[12:13], s[44:45]
	s_cbranch_vccnz .LBB0_4
.LBB0_6:
	flat_load_dwordx2 v[18:19], v[14:15]
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	s_cmp_lg_u64 s[12:13], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[18:19], 0, v[8:9]
	s_cbranch_scc1 .LBB0_6
	s_branch .LBB0_4
.LBB0_7:
	v_lshl_add_u64 v[8:9], v[8:9], 0, 1
.LBB0_8:
	v_cmp_gt_i64_e32 vcc, s[46:47], v[6:7]
	v_cmp_lt_i64_e64 s[0:1], -1, v[6:7]
	s_and_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e32 v7, 0, v9, vcc
	v_cndmask_b32_e32 v6, 0, v8, vcc
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v12, s4
	v_mov_b32_e32 v13, s5
	flat_store_dwordx2 v[10:11], v[6:7]
	v_mad_u64_u32 v[6:7], s[0:1], s44, v4, 0
	s_movk_i32 s4, 0xa0
	v_add3_u32 v7, v7, v5, v17
	v_mad_u64_u32 v[4:5], s[0:1], v6, s4, v[12:13]
	v_mov_b32_e32 v6, v5
	v_mad_u64_u32 v[6:7], s[0:1], v7, s4, v[6:7]
	s_add_i32 s0, s15, s14
	s_add_i32 s0, s0, s16
	s_mulk_i32 s0, 0xa0
	s_mul_hi_u32 s1, s8, 0xa0
	s_add_i32 s51, s1, s0
	s_mov_b32 s0, -1
	v_mov_b32_e32 v5, v6
	s_brev_b32 s1, -2
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[44:45], 0
	s_mov_b32 s46, 0
	v_mov_b64_e32 v[8:9], s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v6
	v_cndmask_b32_e64 v6, 0, 1, s[2:3]
	s_brev_b32 s47, 1
	s_mov_b64 s[48:49], 0
	s_mul_i32 s50, s8, 0xa0
	v_cmp_ne_u32_e64 s[2:3], 1, v6
	s_mov_b64 s[52:53], 0xa0
	v_mov_b32_e32 v17, 0xff800000
	s_branch .LBB0_10
.LBB0_9:
	v_xor_b32_e32 v8, 0x7fffffff, v7
	v_cmp_gt_i64_e32 vcc, 0, v[6:7]
	v_not_b32_e32 v10, v6
	s_nop 0
	v_cndmask_b32_e32 v12, v7, v8, vcc
	v_cmp_eq_u64_e32 vcc, s[46:47], v[6:7]
	v_lshl_add_u64 v[8:9], s[48:49], 3, v[0:1]
	s_nop 0
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cndmask_b32_e64 v10, v10, -1, vcc
	flat_store_dwordx2 v[8:9], v[10:11]
	v_lshl_add_u64 v[8:9], s[48:49], 2, v[2:3]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v10, v12, v16
	s_add_u32 s48, s48, 1
	v_cndmask_b32_e32 v10, v10, v17, vcc
	s_addc_u32 s49, s49, 0
	flat_store_dword v[8:9], v10
	s_cmp_eq_u64 s[48:49], 20
	v_mov_b64_e32 v[8:9], v[6:7]
	s_cbranch_scc1 .LBB0_55
.LBB0_10:
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b64_e32 v[6:7], s[46:47]
	s_cbranch_vccnz .LBB0_9
	s_mov_b64 s[54:55], 0
	v_mov_b64_e32 v[6:7], s[46:47]
	v_mov_b64_e32 v[10:11], v[4:5]
	s_branch .LBB0_13
.LBB0_12:
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[42:43]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[50:51]
	s_cbranch_scc1 .LBB0_9
.LBB0_13:
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[12:13], v[10:11]
	s_mov_b64 s[56:57], s[44:45]
	s_cbranch_vccz .LBB0_15
	s_branch .LBB0_12
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s56, s56, -1
	s_addc_u32 s57, s57, -1
	s_cmp_eq_u64 s[56:57], 0
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[52:53]
	s_cbranch_scc1 .LBB0_12
.LBB0_15:
	flat_load_dwordx2 v[14:15], v[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[4:5], v[14:15], v[8:9]
	s_and_saveexec_b64 s[58:59], s[4:5]
	s_cbranch_execz .LBB0_53
	flat_load_dwordx2 v[14:15], v[12:13] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[4:5], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[6:7], v[14:15], v[8:9]
	s_and_saveexec_b64 s[60:61], s[6:7]
	s_cbranch_execz .LBB0_52
	flat_load_dwordx2 v[14:15], v[12:13] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[6:7], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[8:9], v[14:15], v[8:9]
	s_and_saveexec_b64 s[62:63], s[8:9]
	s_cbranch_execz .LBB0_51
	flat_load_dwordx2 v[14:15], v[12:13] offset:24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[8:9], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[10:11], v[14:15], v[8:9]
	s_and_saveexec_b64 s[64:65], s[10:11]
	s_cbranch_execz .LBB0_50
	flat_load_dwordx2 v[14:15], v[12:13] offset:32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[10:11], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[12:13], v[14:15], v[8:9]
	s_and_saveexec_b64 s[66:67], s[12:13]
	s_cbranch_execz .LBB0_49
	flat_load_dwordx2 v[14:15], v[12:13] offset:40
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[12:13], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[14:15], v[14:15], v[8:9]
	s_and_saveexec_b64 s[68:69], s[14:15]
	s_cbranch_execz .LBB0_48
	flat_load_dwordx2 v[14:15], v[12:13] offset:48
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[14:15], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[16:17], v[14:15], v[8:9]
	s_and_saveexec_b64 s[70:71], s[16:17]
	s_cbranch_execz .LBB0_47
	flat_load_dwordx2 v[14:15], v[12:13] offset:56
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[16:17], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[18:19], v[14:15], v[8:9]
	s_and_saveexec_b64 s[72:73], s[18:19]
	s_cbranch_execz .LBB0_46
	flat_load_dwordx2 v[14:15], v[12:13] offset:64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[18:19], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[20:21], v[14:15], v[8:9]
	s_and_saveexec_b64 s[74:75], s[20:21]
	s_cbranch_execz .LBB0_45
	flat_load_dwordx2 v[14:15], v[12:13] offset:72
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[20:21], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[22:23], v[14:15], v[8:9]
	s_and_saveexec_b64 s[76:77], s[22:23]
	s_cbranch_execz .LBB0_44
	flat_load_dwordx2 v[14:15], v[12:13] offset:80
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[22:23], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[24:25], v[14:15], v[8:9]
	s_and_saveexec_b64 s[78:79], s[24:25]
	s_cbranch_execz .LBB0_43
	flat_load_dwordx2 v[14:15], v[12:13] offset:88
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[24:25], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[26:27], v[14:15], v[8:9]
	s_and_saveexec_b64 s[80:81], s[26:27]
	s_cbranch_execz .LBB0_42
	flat_load_dwordx2 v[14:15], v[12:13] offset:96
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[26:27], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[28:29], v[14:15], v[8:9]
	s_and_saveexec_b64 s[82:83], s[28:29]
	s_cbranch_execz .LBB0_41
	flat_load_dwordx2 v[14:15], v[12:13] offset:104
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[28:29], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[30:31], v[14:15], v[8:9]
	s_and_saveexec_b64 s[84:85], s[30:31]
	s_cbranch_execz .LBB0_40
	flat_load_dwordx2 v[14:15], v[12:13] offset:112
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[30:31], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[34:35], v[14:15], v[8:9]
	s_and_saveexec_b64 s[86:87], s[34:35]
	s_cbranch_execz .LBB0_39
	flat_load_dwordx2 v[14:15], v[12:13] offset:120
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[34:35], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[36:37], v[14:15], v[8:9]
	s_and_saveexec_b64 s[88:89], s[36:37]
	s_cbranch_execz .LBB0_38
	flat_load_dwordx2 v[14:15], v[12:13] offset:128
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[36:37], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[38:39], v[14:15], v[8:9]
	s_and_saveexec_b64 s[90:91], s[38:39]
	s_cbranch_execz .LBB0_37
	flat_load_dwordx2 v[14:15], v[12:13] offset:136
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[92:93], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[38:39], v[14:15], v[8:9]
	s_and_saveexec_b64 s[94:95], s[38:39]
	s_cbranch_execz .LBB0_36
	flat_load_dwordx2 v[14:15], v[12:13] offset:144
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[96:97], v[14:15], v[8:9]
	v_cmp_ge_i64_e64 s[38:39], v[14:15], v[8:9]
	s_and_saveexec_b64 s[98:99], s[38:39]
	s_cbranch_execz .LBB0_35
	flat_load_dwordx2 v[14:15], v[12:13] offset:152
	s_andn2_b64 s[96:97], s[96:97], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[38:39], v[14:15], v[8:9]
	s_and_b64 s[38:39], s[38:39], exec
	s_or_b64 s[96:97], s[96:97], s[38:39]
.LBB0_35:
	s_or_b64 exec, exec, s[98:99]
	s_andn2_b64 s[38:39], s[92:93], exec
	s_and_b64 s[92:93], s[96:97], exec
	s_or_b64 s[92:93], s[38:39], s[92:93]
.LBB0_36:
	s_or_b64 exec, exec, s[94:95]
	s_andn2_b64 s[36:37], s[36:37], exec
	s_and_b64 s[38:39], s[92:93], exec
	s_or_b64 s[36:37], s[36:37], s[38:39]
.LBB0_37:
	s_or_b64 exec, exec, s[90:91]
	s_andn2_b64 s[34:35], s[34:35], exec
	s_and_b64 s[36:37], s[36:37], exec
	s_or_b64 s[34:35], s[34:35], s[36:37]
.LBB0_38:
	s_or_b64 exec, exec, s[88:89]
	s_andn2_b64 s[30:31], s[30:31], exec
	s_and_b64 s[34:35], s[34:35], exec
	s_or_b64 s[30:31], s[30:31], s[34:35]
.LBB0_39:
	s_or_b64 exec, exec, s[86:87]
	s_andn2_b64 s[28:29], s[28:29], exec
	s_and_b64 s[30:31], s[30:31], exec
	s_or_b64 s[28:29], s[28:29], s[30:31]
.LBB0_40:
	s_or_b64 exec, exec, s[84:85]
	s_andn2_b64 s[26:27], s[26:27], exec
	s_and_b64 s[28:29], s[28:29], exec
	s_or_b64 s[26:27], s[26:27], s[28:29]
.LBB0_41:
	s_or_b64 exec, exec, s[82:83]
	s_andn2_b64 s[24:25], s[24:25], exec
	s_and_b64 s[26:27], s[26:27], exec
	s_or_b64 s[24:25], s[24:25], s[26:27]
.LBB0_42:
	s_or_b64 exec, exec, s[80:81]
	s_andn2_b64 s[22:23], s[22:23], exec
	s_and_b64 s[24:25], s[24:25], exec
	s_or_b64 s[22:23], s[22:23], s[24:25]
.LBB0_43:
	s_or_b64 exec, exec, s[78:79]
	s_andn2_b64 s[20:21], s[20:21], exec
	s_and_b64 s[22:23], s[22:23], exec
	s_or_b64 s[20:21], s[20:21], s[22:23]
.LBB0_44:
	s_or_b64 exec, exec, s[76:77]
	s_andn2_b64 s[18:19], s[18:19], exec
	s_and_b64 s[20:21], s[20:21], exec
	s_or_b64 s[18:19], s[18:19], s[20:21]
.LBB0_45:
	s_or_b64 exec, exec, s[74:75]
	s_andn2_b64 s[16:17], s[16:17], exec
	s_and_b64 s[18:19], s[18:19], exec
	s_or_b64 s[16:17], s[16:17], s[18:19]
.LBB0_46:
	s_or_b64 exec, exec, s[72:73]
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[16:17], s[16:17], exec
	s_or_b64 s[14:15], s[14:15], s[16:17]
.LBB0_47:
	s_or_b64 exec, exec, s[70:71]
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[14:15], s[14:15], exec
	s_or_b64 s[12:13], s[12:13], s[14:15]
.LBB0_48:
	s_or_b64 exec, exec, s[68:69]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[12:13], s[12:13], exec
	s_or_b64 s[10:11], s[10:11], s[12:13]
.LBB0_49:
	s_or_b64 exec, exec, s[66:67]
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[10:11], s[10:11], exec
	s_or_b64 s[8:9], s[8:9], s[10:11]
.LBB0_50:
	s_or_b64 exec, exec, s[64:65]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
.LBB0_51:
	s_or_b64 exec, exec, s[62:63]
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
.LBB0_52:
	s_or_b64 exec, exec, s[60:61]
	s_andn2_b64 s[6:7], vcc, exec
	s_and_b64 s[4:5], s[4:5], exec
	s_or_b64 vcc, s[6:7], s[4:5]
.LBB0_53:
	s_or_b64 exec, exec, s[58:59]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_14
	v_cmp_gt_i64_e32 vcc, v[14:15], v[6:7]
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v15, vcc
	v_cndmask_b32_e32 v6, v6, v14, vcc
	s_branch .LBB0_14
.LBB0_55:
	s_andn2_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_59
	v_mov_b32_e32 v4, -1
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, 0
.LBB0_57:
	v_lshl_add_u64 v[8:9], v[2:3], 0, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	flat_store_dwordx2 v[0:1], v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 8
	s_cmp_lg_u64 s[0:1], 0x50
	flat_store_dword v[8:9], v6
	s_cbranch_scc1 .LBB0_57
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	flat_store_dwordx2 v[10:11], v[0:1]
.LBB0_59:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_merge
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 20
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
	.size	logpjit_topk_merge, .Lfunc_end0-logpjit_topk_merge

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
    .max_flat_workgroup_size: 32
    .name:           logpjit_topk_merge
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_merge.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
