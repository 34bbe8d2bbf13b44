; golden AMDGCN for tests/codegen/gfx942_test.cpp (the LM head's backward operands, 8 x 8 transposes)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16;transpose=1
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_relayout
	.p2align	8
	.type	logpjit_relayout,@function
logpjit_relayout:
	s_load_dwordx2 s[4:5], s[0:1], 0x38
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_cmp_ge_i64_e32 vcc, s[2:3], v[2:3]
	s_cbranch_vccnz .LBB0_196
	s_load_dwordx8 s[36:43], s[0:1], 0x18
	v_mov_b32_e32 v35, 0
	v_lshlrev_b32_e32 v34, 3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[42:43], v[34:35]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_196
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b64 s[14:15], s[2:3], 3
	v_mov_b64_e32 v[2:3], s[40:41]
	v_mov_b64_e32 v[36:37], v[34:35]
	v_cmp_lt_i64_e64 s[0:1], s[14:15], v[2:3]
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s14, s7
	s_mul_hi_u32 s9, s14, s6
	s_add_i32 s8, s9, s8
	s_lshr_b32 s9, s2, 29
	s_mul_i32 s9, s9, s6
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s14, s6
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s40, s4, s8
	s_addc_u32 s41, s5, s9
	s_or_b32 s4, s14, 1
	s_lshl_b64 s[16:17], s[6:7], 1
	s_mov_b32 s5, s15
	s_add_u32 s44, s40, s16
	v_cmp_lt_i64_e64 s[34:35], s[4:5], v[2:3]
	s_addc_u32 s45, s41, s17
	s_or_b32 s4, s14, 2
	s_add_u32 s46, s44, s16
	s_addc_u32 s47, s45, s17
	s_or_b32 s6, s14, 3
	s_add_u32 s48, s46, s16
	s_addc_u32 s49, s47, s17
	s_or_b32 s8, s14, 4
	s_add_u32 s50, s48, s16
	s_addc_u32 s51, s49, s17
	s_or_b32 s10, s14, 5
	s_add_u32 s52, s50, s16
	s_addc_u32 s53, s51, s17
	s_or_b32 s12, s14, 6
	s_add_u32 s54, s52, s16
	s_mov_b32 s7, s15
	s_mov_b32 s9, s15
	s_mov_b32 s11, s15
	s_mov_b32 s13, s15
	s_addc_u32 s55, s53, s17
	s_or_b32 s14, s14, 7
	v_lshlrev_b32_e32 v34, 4, v0
	v_cmp_lt_i64_e64 s[4:5], s[4:5], v[2:3]
	v_cmp_lt_i64_e64 s[6:7], s[6:7], v[2:3]
	v_cmp_lt_i64_e64 s[8:9], s[8:9], v[2:3]
	v_cmp_lt_i64_e64 s[10:11], s[10:11], v[2:3]
	v_cmp_lt_i64_e64 s[12:13], s[12:13], v[2:3]
	v_cmp_lt_i64_e64 s[14:15], s[14:15], v[2:3]
	s_add_u32 s56, s54, s16
	v_or_b32_e32 v1, 14, v34
	v_mov_b64_e32 v[2:3], s[36:37]
	s_addc_u32 s57, s55, s17
	v_mad_u64_u32 v[38:39], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v4, v39
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 12, v34
	v_mad_u64_u32 v[40:41], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v39, v4
	v_mov_b32_e32 v4, v41
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 10, v34
	v_mad_u64_u32 v[42:43], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v41, v4
	v_mov_b32_e32 v4, v43
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 8, v34
	v_mad_u64_u32 v[44:45], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v4, v45
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 6, v34
	v_mad_u64_u32 v[46:47], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v4, v47
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 4, v34
	v_mad_u64_u32 v[48:49], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v47, v4
	v_mov_b32_e32 v4, v49
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 2, v34
	v_mad_u64_u32 v[50:51], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v2, v51
	v_mad_u64_u32 v[2:3], s[16:17], s39, v1, v[2:3]
	v_mov_b32_e32 v51, v2
	v_mad_u64_u32 v[2:3], s[16:17], s38, v0, 0
	v_mov_b32_e32 v49, v4
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[0:1], s[16:17], s39, v0, v[4:5]
	v_mov_b32_e32 v3, v0
	s_mov_b32 s58, s42
	s_mov_b32 s59, s43
	s_mov_b32 s60, s42
	s_mov_b32 s61, s43
	s_mov_b32 s62, s42
	s_mov_b32 s63, s43
	s_mov_b32 s64, s42
	s_mov_b32 s65, s43
	s_mov_b32 s66, s42
	s_mov_b32 s67, s43
	s_mov_b32 s68, s42
	s_mov_b32 s69, s43
	s_mov_b32 s70, s42
	s_mov_b32 s71, s43
	s_mov_b32 s72, s42
	s_mov_b32 s73, s43
	s_lshl_b64 s[2:3], s[2:3], 4
	s_lshl_b64 s[74:75], s[38:39], 12
	v_lshl_add_u64 v[52:53], v[2:3], 4, s[36:37]
	s_mov_b64 s[76:77], 0
	s_mov_b32 s33, 0x5040100
	s_mov_b32 s82, 0x7060302
	s_mov_b32 s36, 0xff80ff80
	s_movk_i32 s83, 0xff80
	s_mov_b32 s84, 0xffff
	s_mov_b64 s[78:79], 0x800
	v_mov_b32_e32 v54, 0x5040100
	v_mov_b32_e32 v1, 0xff80ff80
	s_branch .LBB0_5
.LBB0_3:
	s_or_b64 exec, exec, s[16:17]
.LBB0_4:
	s_or_b64 exec, exec, s[80:81]
	s_add_u32 s40, s40, 0x1000
	s_addc_u32 s41, s41, 0
	s_add_u32 s44, s44, 0x1000
	s_addc_u32 s45, s45, 0
	s_add_u32 s46, s46, 0x1000
	s_addc_u32 s47, s47, 0
	s_add_u32 s48, s48, 0x1000
	s_addc_u32 s49, s49, 0
	s_add_u32 s50, s50, 0x1000
	s_addc_u32 s51, s51, 0
	s_add_u32 s52, s52, 0x1000
	s_addc_u32 s53, s53, 0
	s_add_u32 s54, s54, 0x1000
	s_addc_u32 s55, s55, 0
	v_lshl_add_u64 v[36:37], v[36:37], 0, s[78:79]
	s_add_u32 s56, s56, 0x1000
	s_addc_u32 s57, s57, 0
	v_cmp_le_i64_e32 vcc, s[42:43], v[36:37]
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[74:75]
	v_lshl_add_u64 v[40:41], v[40:41], 0, s[74:75]
	v_lshl_add_u64 v[42:43], v[42:43], 0, s[74:75]
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[74:75]
	v_lshl_add_u64 v[46:47], v[46:47], 0, s[74:75]
	v_lshl_add_u64 v[48:49], v[48:49], 0, s[74:75]
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[74:75]
	s_or_b64 s[76:77], vcc, s[76:77]
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[74:75]
	s_andn2_b64 exec, exec, s[76:77]
	s_cbranch_execz .LBB0_196
.LBB0_5:
	v_lshl_add_u64 v[2:3], v[36:37], 0, 8
	v_cmp_ge_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_37
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_cbranch_vccz .LBB0_8
	v_lshl_add_u64 v[4:5], s[40:41], 0, v[34:35]
	flat_load_dwordx4 v[6:9], v[4:5]
.LBB0_8:
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_cbranch_vccnz .LBB0_10
	v_lshl_add_u64 v[2:3], s[44:45], 0, v[34:35]
	flat_load_dwordx4 v[2:5], v[2:3]
.LBB0_10:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_cbranch_vccnz .LBB0_12
	v_lshl_add_u64 v[12:13], s[46:47], 0, v[34:35]
	flat_load_dwordx4 v[14:17], v[12:13]
.LBB0_12:
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_cbranch_vccnz .LBB0_14
	v_lshl_add_u64 v[10:11], s[48:49], 0, v[34:35]
	flat_load_dwordx4 v[10:13], v[10:11]
.LBB0_14:
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_cbranch_vccnz .LBB0_16
	v_lshl_add_u64 v[20:21], s[50:51], 0, v[34:35]
	flat_load_dwordx4 v[22:25], v[20:21]
.LBB0_16:
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	s_cbranch_vccnz .LBB0_18
	v_lshl_add_u64 v[18:19], s[52:53], 0, v[34:35]
	flat_load_dwordx4 v[18:21], v[18:19]
.LBB0_18:
	s_andn2_b64 vcc, exec, s[12:13]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_cbranch_vccnz .LBB0_20
	v_lshl_add_u64 v[28:29], s[54:55], 0, v[34:35]
	flat_load_dwordx4 v[30:33], v[28:29]
.LBB0_20:
	s_andn2_b64 vcc, exec, s[14:15]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	s_cbranch_vccnz .LBB0_22
	v_lshl_add_u64 v[26:27], s[56:57], 0, v[34:35]
	flat_load_dwordx4 v[26:29], v[26:27]
.LBB0_22:
	v_lshl_add_u64 v[60:61], v[52:53], 0, s[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v56, v2, v6, s33
	v_perm_b32 v57, v10, v14, s33
	v_perm_b32 v58, v18, v22, s33
	v_perm_b32 v59, v26, v30, s33
	flat_store_dwordx4 v[60:61], v[56:59]
	s_nop 1
	v_lshl_add_u64 v[56:57], v[36:37], 0, 1
	v_cmp_gt_i64_e32 vcc, s[42:43], v[56:57]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_24
	v_lshl_add_u64 v[60:61], v[50:51], 0, s[2:3]
	v_perm_b32 v56, v2, v6, s82
	v_perm_b32 v57, v10, v14, s82
	v_perm_b32 v58, v18, v22, s82
	v_perm_b32 v59, v26, v30, s82
	flat_store_dwordx4 v[60:61], v[56:59]
.LBB0_24:
	s_or_b64 exec, exec, s[18:19]
	s_nop 0
	v_lshl_add_u64 v[56:57], v[36:37], 0, 2
	v_cmp_gt_i64_e32 vcc, s[42:43], v[56:57]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_26
	v_lshl_add_u64 v[60:61], v[48:49], 0, s[2:3]
	v_perm_b32 v56, v3, v7, s33
	v_perm_b32 v57, v11, v15, s33
	v_perm_b32 v58, v19, v23, s33
	v_perm_b32 v59, v27, v31, s33
	flat_store_dwordx4 v[60:61], v[56:59]
.LBB0_26:
	s_or_b64 exec, exec, s[18:19]
	s_nop 0
	v_lshl_add_u64 v[56:57], v[36:37], 0, 3
	v_cmp_gt_i64_e32 vcc, s[42:43], v[56:57]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_28
	v_lshl_add_u64 v[60:61], v[46:47], 0, s[2:3]
	v_perm_b32 v56, v3, v7, s82
	v_perm_b32 v57, v11, v15, s82
	v_perm_b32 v58, v19, v23, s82
	v_perm_b32 v59, v27, v31, s82
	flat_store_dwordx4 v[60:61], v[56:59]
.LBB0_28:
	s_or_b64 exec, exec, s[18:19]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 4
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_30
	v_lshl_add_u64 v[2:3], v[44:45], 0, s[2:3]
	v_perm_b32 v56, v4, v8, s33
	v_perm_b32 v57, v12, v16, s33
	v_perm_b32 v58, v20, v24, s33
	v_perm_b32 v59, v28, v32, s33
	flat_store_dwordx4 v[2:3], v[56:59]
.LBB0_30:
	s_or_b64 exec, exec, s[18:19]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 5
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[2:3], v[42:43], 0, s[2:3]
	v_perm_b32 v56, v4, v8, s82
	v_perm_b32 v57, v12, v16, s82
	v_perm_b32 v58, v20, v24, s82
	v_perm_b32 v59, v28, v32, s82
	flat_store_dwordx4 v[2:3], v[56:59]
.LBB0_32:
	s_or_b64 exec, exec, s[18:19]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 6
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[18:19], vcc
	s_cbranch_execz .LBB0_34
	v_lshl_add_u64 v[2:3], v[40:41], 0, s[2:3]
	v_perm_b32 v56, v5, v9, s33
	v_perm_b32 v57, v13, v17, s33
	v_perm_b32 v58, v21, v25, s33
	v_perm_b32 v59, v29, v33, s33
	flat_store_dwordx4 v[2:3], v[56:59]
.LBB0_34:
	s_or_b64 exec, exec, s[18:19]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 7
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB0_36
	v_lshl_add_u64 v[6:7], v[38:39], 0, s[2:3]
	v_perm_b32 v2, v5, v9, s82
	v_perm_b32 v3, v13, v17, s82
	v_perm_b32 v4, v21, v25, s82
	v_perm_b32 v5, v29, v33, s82
	flat_store_dwordx4 v[6:7], v[2:5]
.LBB0_36:
	s_or_b64 exec, exec, s[18:19]
.LBB0_37:
	s_andn2_saveexec_b64 s[80:81], s[16:17]
	s_cbranch_execz .LBB0_4
	v_or_b32_e32 v2, 1, v36
	v_mov_b32_e32 v3, v37
	v_or_b32_e32 v4, 2, v36
	v_mov_b32_e32 v5, v37
	v_or_b32_e32 v6, 3, v36
	v_mov_b32_e32 v7, v37
	v_or_b32_e32 v8, 4, v36
	v_mov_b32_e32 v9, v37
	v_or_b32_e32 v10, 5, v36
	v_mov_b32_e32 v11, v37
	v_or_b32_e32 v12, 6, v36
	v_mov_b32_e32 v13, v37
	v_or_b32_e32 v14, 7, v36
	v_mov_b32_e32 v15, v37
	v_cmp_gt_i64_e64 s[16:17], s[72:73], v[14:15]
	v_cmp_gt_i64_e64 s[20:21], s[70:71], v[12:13]
	v_cmp_gt_i64_e64 s[18:19], s[68:69], v[10:11]
	v_cmp_gt_i64_e64 s[24:25], s[66:67], v[8:9]
	v_cmp_gt_i64_e64 s[22:23], s[64:65], v[6:7]
	v_cmp_gt_i64_e64 s[28:29], s[62:63], v[4:5]
	v_cmp_gt_i64_e64 s[26:27], s[60:61], v[2:3]
	v_cmp_gt_i64_e64 s[30:31], s[58:59], v[36:37]
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_cbranch_vccz .LBB0_56
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[40:41], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_41
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_41:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v8, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v0, v8, v0
	v_cndmask_b32_e64 v8, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v8, 1, v8
	v_cndmask_b32_e64 v9, 0, 1, s[30:31]
	v_or_b32_e32 v8, v9, v8
	v_and_b32_e32 v8, 3, v8
	v_or_b32_e32 v0, v8, v0
	v_cndmask_b32_e64 v8, 0, 1, s[20:21]
	v_cndmask_b32_e64 v9, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v9, 3, v9
	v_or_b32_e32 v8, v9, v8
	v_cndmask_b32_e64 v9, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v9, 1, v9
	v_cndmask_b32_e64 v10, 0, 1, s[24:25]
	v_or_b32_e32 v9, v10, v9
	v_and_b32_e32 v9, 3, v9
	v_or_b32_e32 v8, v9, v8
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v8, 4, v8
	v_or_b32_e32 v0, v0, v8
	v_lshrrev_b16_e32 v8, 1, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_43
	flat_load_ushort v8, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s33
.LBB0_43:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v8, 2, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_45
	flat_load_ushort v8, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v8, v3
.LBB0_45:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v8, 3, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_47
	flat_load_ushort v8, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s33
.LBB0_47:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v8, 4, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_49
	flat_load_ushort v8, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v8, v4
.LBB0_49:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v8, 5, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_51
	flat_load_ushort v8, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s33
.LBB0_51:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v8, 6, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_53
	flat_load_ushort v8, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v8, v5
.LBB0_53:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_55
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_55:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v8, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v11, v2, v8, s33
	v_perm_b32 v10, v3, v7, s33
	v_perm_b32 v9, v4, v6, s33
	v_perm_b32 v8, v5, v0, s33
.LBB0_56:
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_cbranch_vccnz .LBB0_74
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[44:45], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_59
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_59:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v12, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v0, v12, v0
	v_cndmask_b32_e64 v12, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[30:31]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v0, v12, v0
	v_cndmask_b32_e64 v12, 0, 1, s[20:21]
	v_cndmask_b32_e64 v13, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, s[24:25]
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v12, 4, v12
	v_or_b32_e32 v0, v0, v12
	v_lshrrev_b16_e32 v12, 1, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_61
	flat_load_ushort v12, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v12, v2, s33
.LBB0_61:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v12, 2, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_63
	flat_load_ushort v12, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v12, v3
.LBB0_63:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v12, 3, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_65
	flat_load_ushort v12, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v12, v3, s33
.LBB0_65:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v12, 4, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_67
	flat_load_ushort v12, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v12, v4
.LBB0_67:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v12, 5, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_69
	flat_load_ushort v12, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v12, v4, s33
.LBB0_69:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v12, 6, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_71
	flat_load_ushort v12, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v12, v5
.LBB0_71:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_73
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_73:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v12, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v15, v2, v12, s33
	v_perm_b32 v14, v3, v7, s33
	v_perm_b32 v13, v4, v6, s33
	v_perm_b32 v12, v5, v0, s33
.LBB0_74:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_cbranch_vccnz .LBB0_92
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[46:47], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_77
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_77:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v16, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v0, v16, v0
	v_cndmask_b32_e64 v16, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v16, 1, v16
	v_cndmask_b32_e64 v17, 0, 1, s[30:31]
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v0, v16, v0
	v_cndmask_b32_e64 v16, 0, 1, s[20:21]
	v_cndmask_b32_e64 v17, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v16, 2, v16
	v_lshlrev_b16_e32 v17, 3, v17
	v_or_b32_e32 v16, v17, v16
	v_cndmask_b32_e64 v17, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v17, 1, v17
	v_cndmask_b32_e64 v18, 0, 1, s[24:25]
	v_or_b32_e32 v17, v18, v17
	v_and_b32_e32 v17, 3, v17
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v16, 4, v16
	v_or_b32_e32 v0, v0, v16
	v_lshrrev_b16_e32 v16, 1, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_79
	flat_load_ushort v16, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v16, v2, s33
.LBB0_79:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v16, 2, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_81
	flat_load_ushort v16, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v16, v3
.LBB0_81:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v16, 3, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_83
	flat_load_ushort v16, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v16, v3, s33
.LBB0_83:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v16, 4, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_85
	flat_load_ushort v16, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v16, v4
.LBB0_85:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v16, 5, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_87
	flat_load_ushort v16, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v16, v4, s33
.LBB0_87:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v16, 6, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_89
	flat_load_ushort v16, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v16, v5
.LBB0_89:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_91
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_91:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v16, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v19, v2, v16, s33
	v_perm_b32 v18, v3, v7, s33
	v_perm_b32 v17, v4, v6, s33
	v_perm_b32 v16, v5, v0, s33
.LBB0_92:
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	s_cbranch_vccnz .LBB0_110
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[48:49], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_95
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_95:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v20, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v0, v20, v0
	v_cndmask_b32_e64 v20, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[30:31]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v0, v20, v0
	v_cndmask_b32_e64 v20, 0, 1, s[20:21]
	v_cndmask_b32_e64 v21, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, s[24:25]
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v20, 4, v20
	v_or_b32_e32 v0, v0, v20
	v_lshrrev_b16_e32 v20, 1, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_97
	flat_load_ushort v20, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v20, v2, s33
.LBB0_97:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v20, 2, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_99
	flat_load_ushort v20, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v20, v3
.LBB0_99:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v20, 3, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_101
	flat_load_ushort v20, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v20, v3, s33
.LBB0_101:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v20, 4, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_103
	flat_load_ushort v20, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v20, v4
.LBB0_103:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v20, 5, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_105
	flat_load_ushort v20, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v20, v4, s33
.LBB0_105:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v20, 6, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_107
	flat_load_ushort v20, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v20, v5
.LBB0_107:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_109
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_109:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v20, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v23, v2, v20, s33
	v_perm_b32 v22, v3, v7, s33
	v_perm_b32 v21, v4, v6, s33
	v_perm_b32 v20, v5, v0, s33
.LBB0_110:
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	s_cbranch_vccnz .LBB0_128
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[50:51], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_113
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_113:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v24, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v24, 3, v24
	v_or_b32_e32 v0, v24, v0
	v_cndmask_b32_e64 v24, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v24, 1, v24
	v_cndmask_b32_e64 v25, 0, 1, s[30:31]
	v_or_b32_e32 v24, v25, v24
	v_and_b32_e32 v24, 3, v24
	v_or_b32_e32 v0, v24, v0
	v_cndmask_b32_e64 v24, 0, 1, s[20:21]
	v_cndmask_b32_e64 v25, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v24, 2, v24
	v_lshlrev_b16_e32 v25, 3, v25
	v_or_b32_e32 v24, v25, v24
	v_cndmask_b32_e64 v25, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v25, 1, v25
	v_cndmask_b32_e64 v26, 0, 1, s[24:25]
	v_or_b32_e32 v25, v26, v25
	v_and_b32_e32 v25, 3, v25
	v_or_b32_e32 v24, v25, v24
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v24, 4, v24
	v_or_b32_e32 v0, v0, v24
	v_lshrrev_b16_e32 v24, 1, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_115
	flat_load_ushort v24, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v24, v2, s33
.LBB0_115:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v24, 2, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_117
	flat_load_ushort v24, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v24, v3
.LBB0_117:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v24, 3, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_119
	flat_load_ushort v24, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v24, v3, s33
.LBB0_119:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v24, 4, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_121
	flat_load_ushort v24, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v24, v4
.LBB0_121:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v24, 5, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_123
	flat_load_ushort v24, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v24, v4, s33
.LBB0_123:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v24, 6, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_125
	flat_load_ushort v24, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v24, v5
.LBB0_125:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_127
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_127:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v24, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v27, v2, v24, s33
	v_perm_b32 v26, v3, v7, s33
	v_perm_b32 v25, v4, v6, s33
	v_perm_b32 v24, v5, v0, s33
.LBB0_128:
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	s_cbranch_vccnz .LBB0_146
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[52:53], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_131
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_131:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v28, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v28, 3, v28
	v_or_b32_e32 v0, v28, v0
	v_cndmask_b32_e64 v28, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v28, 1, v28
	v_cndmask_b32_e64 v29, 0, 1, s[30:31]
	v_or_b32_e32 v28, v29, v28
	v_and_b32_e32 v28, 3, v28
	v_or_b32_e32 v0, v28, v0
	v_cndmask_b32_e64 v28, 0, 1, s[20:21]
	v_cndmask_b32_e64 v29, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v28, 2, v28
	v_lshlrev_b16_e32 v29, 3, v29
	v_or_b32_e32 v28, v29, v28
	v_cndmask_b32_e64 v29, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v29, 1, v29
	v_cndmask_b32_e64 v30, 0, 1, s[24:25]
	v_or_b32_e32 v29, v30, v29
	v_and_b32_e32 v29, 3, v29
	v_or_b32_e32 v28, v29, v28
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v28, 4, v28
	v_or_b32_e32 v0, v0, v28
	v_lshrrev_b16_e32 v28, 1, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_133
	flat_load_ushort v28, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v28, v2, s33
.LBB0_133:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v28, 2, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_135
	flat_load_ushort v28, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v28, v3
.LBB0_135:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v28, 3, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_137
	flat_load_ushort v28, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v28, v3, s33
.LBB0_137:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v28, 4, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_139
	flat_load_ushort v28, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v28, v4
.LBB0_139:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v28, 5, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_141
	flat_load_ushort v28, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v28, v4, s33
.LBB0_141:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v28, 6, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_143
	flat_load_ushort v28, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v28, v5
.LBB0_143:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_145
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_145:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v28, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v31, v2, v28, s33
	v_perm_b32 v30, v3, v7, s33
	v_perm_b32 v29, v4, v6, s33
	v_perm_b32 v28, v5, v0, s33
.LBB0_146:
	s_andn2_b64 vcc, exec, s[12:13]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	s_cbranch_vccnz .LBB0_164
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[54:55], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_149
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_149:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v32, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v32, 3, v32
	v_or_b32_e32 v0, v32, v0
	v_cndmask_b32_e64 v32, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v32, 1, v32
	v_cndmask_b32_e64 v33, 0, 1, s[30:31]
	v_or_b32_e32 v32, v33, v32
	v_and_b32_e32 v32, 3, v32
	v_or_b32_e32 v0, v32, v0
	v_cndmask_b32_e64 v32, 0, 1, s[20:21]
	v_cndmask_b32_e64 v33, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v32, 2, v32
	v_lshlrev_b16_e32 v33, 3, v33
	v_or_b32_e32 v32, v33, v32
	v_cndmask_b32_e64 v33, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v33, 1, v33
	v_cndmask_b32_e64 v55, 0, 1, s[24:25]
	v_or_b32_e32 v33, v55, v33
	v_and_b32_e32 v33, 3, v33
	v_or_b32_e32 v32, v33, v32
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v32, 4, v32
	v_or_b32_e32 v0, v0, v32
	v_lshrrev_b16_e32 v32, 1, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_151
	flat_load_ushort v32, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v32, v2, s33
.LBB0_151:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v32, 2, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_153
	flat_load_ushort v32, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v32, v3
.LBB0_153:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v32, 3, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_155
	flat_load_ushort v32, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v32, v3, s33
.LBB0_155:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v32, 4, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_157
	flat_load_ushort v32, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v32, v4
.LBB0_157:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v32, 5, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_159
	flat_load_ushort v32, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v32, v4, s33
.LBB0_159:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v32, 6, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_161
	flat_load_ushort v32, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v32, v5
.LBB0_161:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_163
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_163:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v32, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v4, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v56, v2, v32, s33
	v_perm_b32 v55, v3, v7, s33
	v_perm_b32 v33, v4, v6, s33
	v_perm_b32 v32, v5, v0, s33
.LBB0_164:
	s_andn2_b64 vcc, exec, s[14:15]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_vccnz .LBB0_182
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	v_mov_b64_e32 v[2:3], s[36:37]
	v_lshl_add_u64 v[6:7], s[56:57], 0, v[34:35]
	v_mov_b64_e32 v[4:5], s[38:39]
	s_and_saveexec_b64 s[38:39], s[30:31]
	s_cbranch_execz .LBB0_167
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s83, v0, v54
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_167:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, 1, s[28:29]
	v_cndmask_b32_e64 v57, 0, 1, s[22:23]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v57, 3, v57
	v_or_b32_e32 v0, v57, v0
	v_cndmask_b32_e64 v57, 0, 1, s[26:27]
	v_lshlrev_b16_e32 v57, 1, v57
	v_cndmask_b32_e64 v58, 0, 1, s[30:31]
	v_or_b32_e32 v57, v58, v57
	v_and_b32_e32 v57, 3, v57
	v_or_b32_e32 v0, v57, v0
	v_cndmask_b32_e64 v57, 0, 1, s[20:21]
	v_cndmask_b32_e64 v58, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v57, 2, v57
	v_lshlrev_b16_e32 v58, 3, v58
	v_or_b32_e32 v57, v58, v57
	v_cndmask_b32_e64 v58, 0, 1, s[18:19]
	v_lshlrev_b16_e32 v58, 1, v58
	v_cndmask_b32_e64 v59, 0, 1, s[24:25]
	v_or_b32_e32 v58, v59, v58
	v_and_b32_e32 v58, 3, v58
	v_or_b32_e32 v57, v58, v57
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v57, 4, v57
	v_or_b32_e32 v0, v0, v57
	v_lshrrev_b16_e32 v57, 1, v0
	v_and_b32_e32 v57, 1, v57
	v_cmp_eq_u32_e32 vcc, 1, v57
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_169
	flat_load_ushort v57, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v57, v2, s33
.LBB0_169:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v57, 2, v0
	v_and_b32_e32 v57, 1, v57
	v_cmp_eq_u32_e32 vcc, 1, v57
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_171
	flat_load_ushort v57, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s84, v57, v3
.LBB0_171:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v57, 3, v0
	v_and_b32_e32 v57, 1, v57
	v_cmp_eq_u32_e32 vcc, 1, v57
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_173
	flat_load_ushort v57, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v57, v3, s33
.LBB0_173:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v57, 4, v0
	v_and_b32_e32 v57, 1, v57
	v_cmp_eq_u32_e32 vcc, 1, v57
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_175
	flat_load_ushort v57, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s84, v57, v4
.LBB0_175:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v57, 5, v0
	v_and_b32_e32 v57, 1, v57
	v_cmp_eq_u32_e32 vcc, 1, v57
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_177
	flat_load_ushort v57, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v57, v4, s33
.LBB0_177:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v57, 6, v0
	v_and_b32_e32 v57, 1, v57
	v_cmp_eq_u32_e32 vcc, 1, v57
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_179
	flat_load_ushort v57, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s84, v57, v5
.LBB0_179:
	s_or_b64 exec, exec, s[38:39]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_181
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_181:
	s_or_b64 exec, exec, s[38:39]
	v_cndmask_b32_e64 v0, 0, v5, s[20:21]
	v_cndmask_b32_e64 v6, 0, v4, s[24:25]
	v_cndmask_b32_e64 v7, 0, v3, s[28:29]
	v_cndmask_b32_e64 v57, 0, v2, s[30:31]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[16:17]
	v_cndmask_b32_e64 v58, 0, v4, s[18:19]
	v_cndmask_b32_e64 v3, 0, v3, s[22:23]
	v_cndmask_b32_e64 v2, 0, v2, s[26:27]
	v_perm_b32 v4, v2, v57, s33
	v_perm_b32 v3, v3, v7, s33
	v_perm_b32 v2, v58, v6, s33
	v_perm_b32 v0, v5, v0, s33
.LBB0_182:
	v_lshl_add_u64 v[6:7], v[52:53], 0, s[2:3]
	v_perm_b32 v58, v15, v11, s33
	v_perm_b32 v59, v23, v19, s33
	v_perm_b32 v60, v31, v27, s33
	v_perm_b32 v61, v4, v56, s33
	flat_store_dwordx4 v[6:7], v[58:61]
	v_lshl_add_u64 v[6:7], v[36:37], 0, 1
	v_cmp_gt_i64_e32 vcc, s[42:43], v[6:7]
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_184
	v_lshl_add_u64 v[6:7], v[50:51], 0, s[2:3]
	v_perm_b32 v58, v15, v11, s82
	v_perm_b32 v59, v23, v19, s82
	v_perm_b32 v60, v31, v27, s82
	v_perm_b32 v61, v4, v56, s82
	flat_store_dwordx4 v[6:7], v[58:61]
.LBB0_184:
	s_or_b64 exec, exec, s[16:17]
	v_lshl_add_u64 v[4:5], v[36:37], 0, 2
	v_cmp_gt_i64_e32 vcc, s[42:43], v[4:5]
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_186
	v_lshl_add_u64 v[56:57], v[48:49], 0, s[2:3]
	v_perm_b32 v4, v14, v10, s33
	v_perm_b32 v5, v22, v18, s33
	v_perm_b32 v6, v30, v26, s33
	v_perm_b32 v7, v3, v55, s33
	flat_store_dwordx4 v[56:57], v[4:7]
.LBB0_186:
	s_or_b64 exec, exec, s[16:17]
	s_nop 0
	v_lshl_add_u64 v[4:5], v[36:37], 0, 3
	v_cmp_gt_i64_e32 vcc, s[42:43], v[4:5]
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_188
	v_lshl_add_u64 v[56:57], v[46:47], 0, s[2:3]
	v_perm_b32 v4, v14, v10, s82
	v_perm_b32 v5, v22, v18, s82
	v_perm_b32 v6, v30, v26, s82
	v_perm_b32 v7, v3, v55, s82
	flat_store_dwordx4 v[56:57], v[4:7]
.LBB0_188:
	s_or_b64 exec, exec, s[16:17]
	s_nop 0
	v_lshl_add_u64 v[4:5], v[36:37], 0, 4
	v_cmp_gt_i64_e32 vcc, s[42:43], v[4:5]
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_190
	v_lshl_add_u64 v[10:11], v[44:45], 0, s[2:3]
	v_perm_b32 v4, v13, v9, s33
	v_perm_b32 v5, v21, v17, s33
	v_perm_b32 v6, v29, v25, s33
	v_perm_b32 v7, v2, v33, s33
	flat_store_dwordx4 v[10:11], v[4:7]
.LBB0_190:
	s_or_b64 exec, exec, s[16:17]
	s_nop 0
	v_lshl_add_u64 v[4:5], v[36:37], 0, 5
	v_cmp_gt_i64_e32 vcc, s[42:43], v[4:5]
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_192
	v_lshl_add_u64 v[10:11], v[42:43], 0, s[2:3]
	v_perm_b32 v4, v13, v9, s82
	v_perm_b32 v5, v21, v17, s82
	v_perm_b32 v6, v29, v25, s82
	v_perm_b32 v7, v2, v33, s82
	flat_store_dwordx4 v[10:11], v[4:7]
.LBB0_192:
	s_or_b64 exec, exec, s[16:17]
	v_lshl_add_u64 v[2:3], v[36:37], 0, 6
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_194
	v_lshl_add_u64 v[6:7], v[40:41], 0, s[2:3]
	v_perm_b32 v2, v12, v8, s33
	v_perm_b32 v3, v20, v16, s33
	v_perm_b32 v4, v28, v24, s33
	v_perm_b32 v5, v0, v32, s33
	flat_store_dwordx4 v[6:7], v[2:5]
.LBB0_194:
	s_or_b64 exec, exec, s[16:17]
	s_nop 0
	v_lshl_add_u64 v[2:3], v[36:37], 0, 7
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB0_3
	v_lshl_add_u64 v[6:7], v[38:39], 0, s[2:3]
	v_perm_b32 v2, v12, v8, s82
	v_perm_b32 v3, v20, v16, s82
	v_perm_b32 v4, v28, v24, s82
	v_perm_b32 v5, v0, v32, s82
	flat_store_dwordx4 v[6:7], v[2:5]
	s_branch .LBB0_3
.LBB0_196:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_relayout
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 85
		.amdhsa_accum_offset 64
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
	.size	logpjit_relayout, .Lfunc_end0-logpjit_relayout

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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .name:           logpjit_relayout
    .private_segment_fixed_size: 0
    .sgpr_count:     91
    .sgpr_spill_count: 0
    .symbol:         logpjit_relayout.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
