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
	s_cbranch_vccnz .LBB0_198
	s_load_dwordx8 s[36:43], s[0:1], 0x18
	v_mov_b32_e32 v7, 0
	v_lshlrev_b32_e32 v6, 3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[42:43], v[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_198
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b64 s[14:15], s[2:3], 3
	s_lshl_b64 s[34:35], s[2:3], 4
	s_add_u32 s48, s36, s34
	s_addc_u32 s49, s37, s35
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s3, s14, s7
	s_mul_hi_u32 s8, s14, s6
	s_lshr_b32 s2, s2, 29
	s_add_i32 s3, s8, s3
	s_mul_i32 s2, s2, s6
	s_add_i32 s3, s3, s2
	s_mul_i32 s2, s14, s6
	s_lshl_b64 s[2:3], s[2:3], 1
	v_mov_b64_e32 v[2:3], s[40:41]
	s_add_u32 s40, s4, s2
	s_addc_u32 s41, s5, s3
	s_or_b32 s2, s14, 1
	s_lshl_b64 s[16:17], s[6:7], 1
	s_add_u32 s50, s40, s16
	s_addc_u32 s51, s41, s17
	s_or_b32 s4, s14, 2
	s_add_u32 s52, s50, s16
	s_addc_u32 s53, s51, s17
	s_or_b32 s6, s14, 3
	s_add_u32 s54, s52, s16
	s_addc_u32 s55, s53, s17
	s_or_b32 s8, s14, 4
	s_add_u32 s56, s54, s16
	s_addc_u32 s57, s55, s17
	s_or_b32 s10, s14, 5
	s_add_u32 s58, s56, s16
	s_addc_u32 s59, s57, s17
	s_or_b32 s12, s14, 6
	s_add_u32 s60, s58, s16
	v_mov_b64_e32 v[8:9], v[6:7]
	v_cmp_lt_i64_e64 s[0:1], s[14:15], v[2:3]
	s_mov_b32 s3, s15
	s_mov_b32 s5, s15
	s_mov_b32 s7, s15
	s_mov_b32 s9, s15
	s_mov_b32 s11, s15
	s_mov_b32 s13, s15
	s_addc_u32 s61, s59, s17
	s_or_b32 s14, s14, 7
	v_lshlrev_b32_e32 v6, 4, v0
	v_cmp_lt_i64_e64 s[2:3], s[2:3], v[2:3]
	v_cmp_lt_i64_e64 s[4:5], s[4:5], v[2:3]
	v_cmp_lt_i64_e64 s[6:7], s[6:7], v[2:3]
	v_cmp_lt_i64_e64 s[8:9], s[8:9], v[2:3]
	v_cmp_lt_i64_e64 s[10:11], s[10:11], v[2:3]
	v_cmp_lt_i64_e64 s[12:13], s[12:13], v[2:3]
	v_cmp_lt_i64_e64 s[14:15], s[14:15], v[2:3]
	s_add_u32 s62, s60, s16
	v_or_b32_e32 v1, 12, v6
	v_mov_b64_e32 v[2:3], s[36:37]
	s_addc_u32 s63, s61, s17
	v_mad_u64_u32 v[10:11], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v4, v11
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 10, v6
	v_mad_u64_u32 v[12:13], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v4, v13
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 8, v6
	v_mad_u64_u32 v[14:15], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v13, v4
	v_mov_b32_e32 v4, v15
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 6, v6
	v_mad_u64_u32 v[16:17], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v15, v4
	v_mov_b32_e32 v4, v17
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 4, v6
	v_mad_u64_u32 v[18:19], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v17, v4
	v_mov_b32_e32 v4, v19
	v_mad_u64_u32 v[4:5], s[16:17], s39, v1, v[4:5]
	v_or_b32_e32 v1, 2, v6
	v_mad_u64_u32 v[20:21], s[16:17], s38, v1, v[2:3]
	v_mov_b32_e32 v2, v21
	v_mad_u64_u32 v[2:3], s[16:17], s39, v1, v[2:3]
	v_mov_b32_e32 v21, v2
	v_mad_u64_u32 v[2:3], s[16:17], s38, v0, 0
	v_mov_b32_e32 v19, v4
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[0:1], s[16:17], s39, v0, v[4:5]
	v_mov_b32_e32 v3, v0
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
	s_mov_b32 s74, s42
	s_mov_b32 s75, s43
	s_mov_b32 s76, s42
	s_mov_b32 s77, s43
	s_mov_b32 s78, s42
	s_mov_b32 s79, s43
	s_lshl_b64 s[80:81], s[38:39], 12
	v_lshl_add_u64 v[22:23], v[2:3], 4, s[36:37]
	s_mov_b64 s[36:37], 0
	s_movk_i32 s33, 0x7fff
	s_mov_b32 s88, 0x5040100
	s_mov_b32 s44, 0xff80ff80
	s_movk_i32 s89, 0xff80
	s_mov_b32 s90, 0xffff
	s_mov_b64 s[82:83], 0x800
	v_mov_b32_e32 v26, 0x7fc00000
	v_mov_b32_e32 v27, 64
	v_mov_b32_e32 v28, 0x5040100
	v_mov_b32_e32 v1, 0xff80ff80
	s_branch .LBB0_4
.LBB0_3:
	s_or_b64 exec, exec, s[30:31]
	s_add_u32 s40, s40, 0x1000
	s_addc_u32 s41, s41, 0
	s_add_u32 s50, s50, 0x1000
	s_addc_u32 s51, s51, 0
	s_add_u32 s52, s52, 0x1000
	s_addc_u32 s53, s53, 0
	s_add_u32 s54, s54, 0x1000
	s_addc_u32 s55, s55, 0
	s_add_u32 s56, s56, 0x1000
	s_addc_u32 s57, s57, 0
	s_add_u32 s58, s58, 0x1000
	s_addc_u32 s59, s59, 0
	s_add_u32 s60, s60, 0x1000
	s_addc_u32 s61, s61, 0
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[82:83]
	s_add_u32 s62, s62, 0x1000
	s_addc_u32 s63, s63, 0
	v_cmp_le_i64_e32 vcc, s[42:43], v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[80:81]
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[80:81]
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[80:81]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[80:81]
	v_lshl_add_u64 v[18:19], v[18:19], 0, s[80:81]
	v_lshl_add_u64 v[20:21], v[20:21], 0, s[80:81]
	s_or_b64 s[36:37], vcc, s[36:37]
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[80:81]
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execz .LBB0_198
.LBB0_4:
	v_lshl_add_u64 v[2:3], v[8:9], 0, 8
	v_cmp_ge_i64_e32 vcc, s[42:43], v[2:3]
	s_mov_b64 s[84:85], 0
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[30:31], exec, s[16:17]
	s_cbranch_execz .LBB0_36
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v29, 0
	s_cbranch_vccz .LBB0_7
	v_lshl_add_u64 v[2:3], s[40:41], 0, v[6:7]
	flat_load_dwordx4 v[32:35], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v58, 0xffff0000, v32
	v_and_b32_e32 v41, 0xffff0000, v33
	v_and_b32_e32 v4, 0xffff0000, v34
	v_and_b32_e32 v29, 0xffff0000, v35
	v_lshlrev_b32_e32 v67, 16, v32
	v_lshlrev_b32_e32 v50, 16, v33
	v_lshlrev_b32_e32 v33, 16, v34
	v_lshlrev_b32_e32 v2, 16, v35
.LBB0_7:
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v30, 0
	s_cbranch_vccnz .LBB0_9
	v_lshl_add_u64 v[24:25], s[50:51], 0, v[6:7]
	flat_load_dwordx4 v[36:39], v[24:25]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v62, 0xffff0000, v36
	v_and_b32_e32 v45, 0xffff0000, v37
	v_and_b32_e32 v24, 0xffff0000, v38
	v_and_b32_e32 v30, 0xffff0000, v39
	v_lshlrev_b32_e32 v66, 16, v36
	v_lshlrev_b32_e32 v54, 16, v37
	v_lshlrev_b32_e32 v37, 16, v38
	v_lshlrev_b32_e32 v3, 16, v39
.LBB0_9:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v31, 0
	s_cbranch_vccnz .LBB0_11
	v_lshl_add_u64 v[34:35], s[52:53], 0, v[6:7]
	flat_load_dwordx4 v[46:49], v[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v68, 0xffff0000, v46
	v_and_b32_e32 v51, 0xffff0000, v47
	v_and_b32_e32 v35, 0xffff0000, v48
	v_and_b32_e32 v31, 0xffff0000, v49
	v_lshlrev_b32_e32 v75, 16, v46
	v_lshlrev_b32_e32 v59, 16, v47
	v_lshlrev_b32_e32 v42, 16, v48
	v_lshlrev_b32_e32 v5, 16, v49
.LBB0_11:
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v32, 0
	s_cbranch_vccnz .LBB0_13
	v_lshl_add_u64 v[38:39], s[54:55], 0, v[6:7]
	flat_load_dwordx4 v[46:49], v[38:39]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v71, 0xffff0000, v46
	v_and_b32_e32 v55, 0xffff0000, v47
	v_and_b32_e32 v38, 0xffff0000, v48
	v_and_b32_e32 v32, 0xffff0000, v49
	v_lshlrev_b32_e32 v74, 16, v46
	v_lshlrev_b32_e32 v63, 16, v47
	v_lshlrev_b32_e32 v46, 16, v48
	v_lshlrev_b32_e32 v25, 16, v49
.LBB0_13:
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v80, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v34, 0
	s_cbranch_vccnz .LBB0_15
	v_lshl_add_u64 v[48:49], s[56:57], 0, v[6:7]
	flat_load_dwordx4 v[82:85], v[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v76, 0xffff0000, v82
	v_and_b32_e32 v60, 0xffff0000, v83
	v_and_b32_e32 v43, 0xffff0000, v84
	v_and_b32_e32 v34, 0xffff0000, v85
	v_lshlrev_b32_e32 v81, 16, v82
	v_lshlrev_b32_e32 v69, 16, v83
	v_lshlrev_b32_e32 v52, 16, v84
	v_lshlrev_b32_e32 v36, 16, v85
.LBB0_15:
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v39, 0
	s_cbranch_vccnz .LBB0_17
	v_lshl_add_u64 v[48:49], s[58:59], 0, v[6:7]
	flat_load_dwordx4 v[82:85], v[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v78, 0xffff0000, v82
	v_and_b32_e32 v64, 0xffff0000, v83
	v_and_b32_e32 v47, 0xffff0000, v84
	v_and_b32_e32 v39, 0xffff0000, v85
	v_lshlrev_b32_e32 v80, 16, v82
	v_lshlrev_b32_e32 v72, 16, v83
	v_lshlrev_b32_e32 v56, 16, v84
	v_lshlrev_b32_e32 v40, 16, v85
.LBB0_17:
	s_andn2_b64 vcc, exec, s[12:13]
	v_mov_b32_e32 v84, 0
	v_mov_b32_e32 v85, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v49, 0
	s_cbranch_vccnz .LBB0_19
	v_lshl_add_u64 v[48:49], s[60:61], 0, v[6:7]
	flat_load_dwordx4 v[86:89], v[48:49]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v82, 0xffff0000, v86
	v_and_b32_e32 v70, 0xffff0000, v87
	v_and_b32_e32 v53, 0xffff0000, v88
	v_and_b32_e32 v49, 0xffff0000, v89
	v_lshlrev_b32_e32 v85, 16, v86
	v_lshlrev_b32_e32 v77, 16, v87
	v_lshlrev_b32_e32 v61, 16, v88
	v_lshlrev_b32_e32 v44, 16, v89
.LBB0_19:
	s_andn2_b64 vcc, exec, s[14:15]
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v0, 0
	s_cbranch_vccnz .LBB0_21
	v_lshl_add_u64 v[86:87], s[62:63], 0, v[6:7]
	flat_load_dwordx4 v[86:89], v[86:87]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v83, 0xffff0000, v86
	v_and_b32_e32 v73, 0xffff0000, v87
	v_and_b32_e32 v57, 0xffff0000, v88
	v_and_b32_e32 v0, 0xffff0000, v89
	v_lshlrev_b32_e32 v84, 16, v86
	v_lshlrev_b32_e32 v79, 16, v87
	v_lshlrev_b32_e32 v65, 16, v88
	v_lshlrev_b32_e32 v48, 16, v89
.LBB0_21:
	v_cmp_u_f32_e32 vcc, v85, v85
	v_cmp_u_f32_e64 s[16:17], v84, v84
	v_cmp_u_f32_e64 s[26:27], v67, v67
	v_cmp_u_f32_e64 s[28:29], v66, v66
	v_cndmask_b32_e32 v85, v85, v26, vcc
	v_cndmask_b32_e64 v84, v84, v26, s[16:17]
	v_cmp_u_f32_e64 s[18:19], v81, v81
	v_cmp_u_f32_e64 s[20:21], v80, v80
	v_cmp_u_f32_e64 s[22:23], v75, v75
	v_cmp_u_f32_e64 s[24:25], v74, v74
	v_cndmask_b32_e64 v67, v67, v26, s[26:27]
	v_cndmask_b32_e64 v66, v66, v26, s[28:29]
	v_cndmask_b32_e64 v81, v81, v26, s[18:19]
	v_cndmask_b32_e64 v80, v80, v26, s[20:21]
	v_cndmask_b32_e64 v75, v75, v26, s[22:23]
	v_cndmask_b32_e64 v74, v74, v26, s[24:25]
	v_bfe_u32 v86, v85, 16, 1
	v_bfe_u32 v87, v84, 16, 1
	v_bfe_u32 v94, v67, 16, 1
	v_bfe_u32 v95, v66, 16, 1
	v_bfe_u32 v90, v81, 16, 1
	v_bfe_u32 v91, v80, 16, 1
	v_bfe_u32 v92, v75, 16, 1
	v_bfe_u32 v93, v74, 16, 1
	v_add3_u32 v95, v66, v95, s33
	v_add3_u32 v94, v67, v94, s33
	v_add3_u32 v87, v84, v87, s33
	v_add3_u32 v86, v85, v86, s33
	v_add3_u32 v93, v74, v93, s33
	v_add3_u32 v92, v75, v92, s33
	v_add3_u32 v91, v80, v91, s33
	v_add3_u32 v90, v81, v90, s33
	v_lshrrev_b32_e32 v86, 16, v86
	v_lshrrev_b32_e32 v87, 16, v87
	v_lshrrev_b32_e32 v94, 16, v94
	v_lshrrev_b32_e32 v95, 16, v95
	v_or_b32_sdwa v85, v85, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v84, v84, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v67, v67, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v66, v66, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshrrev_b32_e32 v90, 16, v90
	v_lshrrev_b32_e32 v91, 16, v91
	v_lshrrev_b32_e32 v92, 16, v92
	v_lshrrev_b32_e32 v93, 16, v93
	v_or_b32_sdwa v81, v81, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v80, v80, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v75, v75, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v74, v74, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v66, v95, v66, s[28:29]
	v_cndmask_b32_e64 v67, v94, v67, s[26:27]
	v_cndmask_b32_e64 v84, v87, v84, s[16:17]
	v_cndmask_b32_e32 v85, v86, v85, vcc
	v_cndmask_b32_e64 v74, v93, v74, s[24:25]
	v_cndmask_b32_e64 v75, v92, v75, s[22:23]
	v_cndmask_b32_e64 v80, v91, v80, s[20:21]
	v_cndmask_b32_e64 v81, v90, v81, s[18:19]
	v_perm_b32 v87, v84, v85, s88
	v_perm_b32 v84, v66, v67, s88
	v_lshl_add_u64 v[66:67], v[8:9], 0, 1
	v_lshl_add_u64 v[88:89], v[22:23], 0, s[34:35]
	v_perm_b32 v86, v80, v81, s88
	v_perm_b32 v85, v74, v75, s88
	v_cmp_gt_i64_e32 vcc, s[42:43], v[66:67]
	flat_store_dwordx4 v[88:89], v[84:87]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_23
	v_cmp_u_f32_e32 vcc, v82, v82
	v_cmp_u_f32_e64 s[16:17], v83, v83
	v_cmp_u_f32_e64 s[18:19], v76, v76
	v_cmp_u_f32_e64 s[20:21], v78, v78
	v_cmp_u_f32_e64 s[22:23], v68, v68
	v_cmp_u_f32_e64 s[24:25], v71, v71
	v_cmp_u_f32_e64 s[26:27], v58, v58
	v_cmp_u_f32_e64 s[28:29], v62, v62
	v_cndmask_b32_e32 v74, v82, v26, vcc
	v_cndmask_b32_e64 v75, v83, v26, s[16:17]
	v_cndmask_b32_e64 v76, v76, v26, s[18:19]
	v_cndmask_b32_e64 v78, v78, v26, s[20:21]
	v_cndmask_b32_e64 v68, v68, v26, s[22:23]
	v_cndmask_b32_e64 v71, v71, v26, s[24:25]
	v_cndmask_b32_e64 v58, v58, v26, s[26:27]
	v_cndmask_b32_e64 v62, v62, v26, s[28:29]
	v_bfe_u32 v80, v74, 16, 1
	v_bfe_u32 v81, v75, 16, 1
	v_bfe_u32 v82, v76, 16, 1
	v_bfe_u32 v83, v78, 16, 1
	v_bfe_u32 v84, v68, 16, 1
	v_bfe_u32 v85, v71, 16, 1
	v_bfe_u32 v86, v58, 16, 1
	v_bfe_u32 v87, v62, 16, 1
	v_add3_u32 v87, v62, v87, s33
	v_add3_u32 v86, v58, v86, s33
	v_add3_u32 v85, v71, v85, s33
	v_add3_u32 v84, v68, v84, s33
	v_add3_u32 v83, v78, v83, s33
	v_add3_u32 v82, v76, v82, s33
	v_add3_u32 v81, v75, v81, s33
	v_add3_u32 v80, v74, v80, s33
	v_lshrrev_b32_e32 v80, 16, v80
	v_lshrrev_b32_e32 v81, 16, v81
	v_lshrrev_b32_e32 v82, 16, v82
	v_lshrrev_b32_e32 v83, 16, v83
	v_lshrrev_b32_e32 v84, 16, v84
	v_lshrrev_b32_e32 v85, 16, v85
	v_lshrrev_b32_e32 v86, 16, v86
	v_lshrrev_b32_e32 v87, 16, v87
	v_or_b32_sdwa v74, v74, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v75, v75, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v76, v76, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v78, v78, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v68, v68, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v71, v71, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v58, v58, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v62, v62, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v62, v87, v62, s[28:29]
	v_cndmask_b32_e64 v58, v86, v58, s[26:27]
	v_cndmask_b32_e64 v71, v85, v71, s[24:25]
	v_cndmask_b32_e64 v68, v84, v68, s[22:23]
	v_cndmask_b32_e64 v78, v83, v78, s[20:21]
	v_cndmask_b32_e64 v76, v82, v76, s[18:19]
	v_cndmask_b32_e64 v75, v81, v75, s[16:17]
	v_cndmask_b32_e32 v74, v80, v74, vcc
	v_lshl_add_u64 v[66:67], v[20:21], 0, s[34:35]
	v_perm_b32 v83, v75, v74, s88
	v_perm_b32 v82, v78, v76, s88
	v_perm_b32 v81, v71, v68, s88
	v_perm_b32 v80, v62, v58, s88
	flat_store_dwordx4 v[66:67], v[80:83]
.LBB0_23:
	s_or_b64 exec, exec, s[46:47]
	v_lshl_add_u64 v[66:67], v[8:9], 0, 2
	v_cmp_gt_i64_e32 vcc, s[42:43], v[66:67]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_25
	v_cmp_u_f32_e32 vcc, v77, v77
	v_cmp_u_f32_e64 s[16:17], v79, v79
	v_cmp_u_f32_e64 s[18:19], v69, v69
	v_cmp_u_f32_e64 s[20:21], v72, v72
	v_cmp_u_f32_e64 s[22:23], v59, v59
	v_cmp_u_f32_e64 s[24:25], v63, v63
	v_cmp_u_f32_e64 s[26:27], v50, v50
	v_cmp_u_f32_e64 s[28:29], v54, v54
	v_cndmask_b32_e32 v58, v77, v26, vcc
	v_cndmask_b32_e64 v62, v79, v26, s[16:17]
	v_cndmask_b32_e64 v66, v69, v26, s[18:19]
	v_cndmask_b32_e64 v67, v72, v26, s[20:21]
	v_cndmask_b32_e64 v59, v59, v26, s[22:23]
	v_cndmask_b32_e64 v63, v63, v26, s[24:25]
	v_cndmask_b32_e64 v50, v50, v26, s[26:27]
	v_cndmask_b32_e64 v54, v54, v26, s[28:29]
	v_bfe_u32 v68, v58, 16, 1
	v_bfe_u32 v69, v62, 16, 1
	v_bfe_u32 v71, v66, 16, 1
	v_bfe_u32 v72, v67, 16, 1
	v_bfe_u32 v76, v59, 16, 1
	v_bfe_u32 v77, v63, 16, 1
	v_bfe_u32 v78, v50, 16, 1
	v_bfe_u32 v79, v54, 16, 1
	v_add3_u32 v79, v54, v79, s33
	v_add3_u32 v78, v50, v78, s33
	v_add3_u32 v77, v63, v77, s33
	v_add3_u32 v76, v59, v76, s33
	v_add3_u32 v72, v67, v72, s33
	v_add3_u32 v71, v66, v71, s33
	v_add3_u32 v69, v62, v69, s33
	v_add3_u32 v68, v58, v68, s33
	v_lshrrev_b32_e32 v68, 16, v68
	v_lshrrev_b32_e32 v69, 16, v69
	v_lshrrev_b32_e32 v71, 16, v71
	v_lshrrev_b32_e32 v72, 16, v72
	v_lshrrev_b32_e32 v76, 16, v76
	v_lshrrev_b32_e32 v77, 16, v77
	v_lshrrev_b32_e32 v78, 16, v78
	v_lshrrev_b32_e32 v79, 16, v79
	v_or_b32_sdwa v58, v58, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v62, v62, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v66, v66, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v67, v67, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v59, v59, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v63, v63, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v50, v50, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v54, v54, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v54, v79, v54, s[28:29]
	v_cndmask_b32_e64 v50, v78, v50, s[26:27]
	v_cndmask_b32_e64 v63, v77, v63, s[24:25]
	v_cndmask_b32_e64 v59, v76, v59, s[22:23]
	v_cndmask_b32_e64 v67, v72, v67, s[20:21]
	v_cndmask_b32_e64 v66, v71, v66, s[18:19]
	v_cndmask_b32_e64 v62, v69, v62, s[16:17]
	v_cndmask_b32_e32 v58, v68, v58, vcc
	v_lshl_add_u64 v[74:75], v[18:19], 0, s[34:35]
	v_perm_b32 v69, v62, v58, s88
	v_perm_b32 v68, v67, v66, s88
	v_perm_b32 v67, v63, v59, s88
	v_perm_b32 v66, v54, v50, s88
	flat_store_dwordx4 v[74:75], v[66:69]
.LBB0_25:
	s_or_b64 exec, exec, s[46:47]
	v_lshl_add_u64 v[58:59], v[8:9], 0, 3
	v_cmp_gt_i64_e32 vcc, s[42:43], v[58:59]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_27
	v_cmp_u_f32_e32 vcc, v70, v70
	v_cmp_u_f32_e64 s[16:17], v73, v73
	v_cmp_u_f32_e64 s[18:19], v60, v60
	v_cmp_u_f32_e64 s[20:21], v64, v64
	v_cmp_u_f32_e64 s[22:23], v51, v51
	v_cmp_u_f32_e64 s[24:25], v55, v55
	v_cmp_u_f32_e64 s[26:27], v41, v41
	v_cmp_u_f32_e64 s[28:29], v45, v45
	v_cndmask_b32_e32 v50, v70, v26, vcc
	v_cndmask_b32_e64 v54, v73, v26, s[16:17]
	v_cndmask_b32_e64 v60, v60, v26, s[18:19]
	v_cndmask_b32_e64 v62, v64, v26, s[20:21]
	v_cndmask_b32_e64 v51, v51, v26, s[22:23]
	v_cndmask_b32_e64 v55, v55, v26, s[24:25]
	v_cndmask_b32_e64 v41, v41, v26, s[26:27]
	v_cndmask_b32_e64 v45, v45, v26, s[28:29]
	v_bfe_u32 v63, v50, 16, 1
	v_bfe_u32 v64, v54, 16, 1
	v_bfe_u32 v66, v60, 16, 1
	v_bfe_u32 v67, v62, 16, 1
	v_bfe_u32 v68, v51, 16, 1
	v_bfe_u32 v69, v55, 16, 1
	v_bfe_u32 v70, v41, 16, 1
	v_bfe_u32 v71, v45, 16, 1
	v_add3_u32 v71, v45, v71, s33
	v_add3_u32 v70, v41, v70, s33
	v_add3_u32 v69, v55, v69, s33
	v_add3_u32 v68, v51, v68, s33
	v_add3_u32 v67, v62, v67, s33
	v_add3_u32 v66, v60, v66, s33
	v_add3_u32 v64, v54, v64, s33
	v_add3_u32 v63, v50, v63, s33
	v_lshrrev_b32_e32 v63, 16, v63
	v_lshrrev_b32_e32 v64, 16, v64
	v_lshrrev_b32_e32 v66, 16, v66
	v_lshrrev_b32_e32 v67, 16, v67
	v_lshrrev_b32_e32 v68, 16, v68
	v_lshrrev_b32_e32 v69, 16, v69
	v_lshrrev_b32_e32 v70, 16, v70
	v_lshrrev_b32_e32 v71, 16, v71
	v_or_b32_sdwa v50, v50, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v54, v54, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v60, v60, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v62, v62, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v51, v51, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v55, v55, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v41, v41, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v45, v45, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v45, v71, v45, s[28:29]
	v_cndmask_b32_e64 v41, v70, v41, s[26:27]
	v_cndmask_b32_e64 v55, v69, v55, s[24:25]
	v_cndmask_b32_e64 v51, v68, v51, s[22:23]
	v_cndmask_b32_e64 v62, v67, v62, s[20:21]
	v_cndmask_b32_e64 v60, v66, v60, s[18:19]
	v_cndmask_b32_e64 v54, v64, v54, s[16:17]
	v_cndmask_b32_e32 v50, v63, v50, vcc
	v_lshl_add_u64 v[58:59], v[16:17], 0, s[34:35]
	v_perm_b32 v69, v54, v50, s88
	v_perm_b32 v68, v62, v60, s88
	v_perm_b32 v67, v55, v51, s88
	v_perm_b32 v66, v45, v41, s88
	flat_store_dwordx4 v[58:59], v[66:69]
.LBB0_27:
	s_or_b64 exec, exec, s[46:47]
	v_lshl_add_u64 v[50:51], v[8:9], 0, 4
	v_cmp_gt_i64_e32 vcc, s[42:43], v[50:51]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_29
	v_cmp_u_f32_e32 vcc, v61, v61
	v_cmp_u_f32_e64 s[16:17], v65, v65
	v_cmp_u_f32_e64 s[18:19], v52, v52
	v_cmp_u_f32_e64 s[20:21], v56, v56
	v_cmp_u_f32_e64 s[22:23], v42, v42
	v_cmp_u_f32_e64 s[24:25], v46, v46
	v_cmp_u_f32_e64 s[26:27], v33, v33
	v_cmp_u_f32_e64 s[28:29], v37, v37
	v_cndmask_b32_e32 v41, v61, v26, vcc
	v_cndmask_b32_e64 v45, v65, v26, s[16:17]
	v_cndmask_b32_e64 v52, v52, v26, s[18:19]
	v_cndmask_b32_e64 v54, v56, v26, s[20:21]
	v_cndmask_b32_e64 v42, v42, v26, s[22:23]
	v_cndmask_b32_e64 v46, v46, v26, s[24:25]
	v_cndmask_b32_e64 v33, v33, v26, s[26:27]
	v_cndmask_b32_e64 v37, v37, v26, s[28:29]
	v_bfe_u32 v55, v41, 16, 1
	v_bfe_u32 v56, v45, 16, 1
	v_bfe_u32 v58, v52, 16, 1
	v_bfe_u32 v59, v54, 16, 1
	v_bfe_u32 v60, v42, 16, 1
	v_bfe_u32 v61, v46, 16, 1
	v_bfe_u32 v62, v33, 16, 1
	v_bfe_u32 v63, v37, 16, 1
	v_add3_u32 v63, v37, v63, s33
	v_add3_u32 v62, v33, v62, s33
	v_add3_u32 v61, v46, v61, s33
	v_add3_u32 v60, v42, v60, s33
	v_add3_u32 v59, v54, v59, s33
	v_add3_u32 v58, v52, v58, s33
	v_add3_u32 v56, v45, v56, s33
	v_add3_u32 v55, v41, v55, s33
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v56, 16, v56
	v_lshrrev_b32_e32 v58, 16, v58
	v_lshrrev_b32_e32 v59, 16, v59
	v_lshrrev_b32_e32 v60, 16, v60
	v_lshrrev_b32_e32 v61, 16, v61
	v_lshrrev_b32_e32 v62, 16, v62
	v_lshrrev_b32_e32 v63, 16, v63
	v_or_b32_sdwa v41, v41, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v45, v45, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v52, v52, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v54, v54, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v42, v42, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v46, v46, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v33, v33, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v37, v37, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v37, v63, v37, s[28:29]
	v_cndmask_b32_e64 v33, v62, v33, s[26:27]
	v_cndmask_b32_e64 v46, v61, v46, s[24:25]
	v_cndmask_b32_e64 v42, v60, v42, s[22:23]
	v_cndmask_b32_e64 v54, v59, v54, s[20:21]
	v_cndmask_b32_e64 v52, v58, v52, s[18:19]
	v_cndmask_b32_e64 v45, v56, v45, s[16:17]
	v_cndmask_b32_e32 v41, v55, v41, vcc
	v_lshl_add_u64 v[50:51], v[14:15], 0, s[34:35]
	v_perm_b32 v61, v45, v41, s88
	v_perm_b32 v60, v54, v52, s88
	v_perm_b32 v59, v46, v42, s88
	v_perm_b32 v58, v37, v33, s88
	flat_store_dwordx4 v[50:51], v[58:61]
.LBB0_29:
	s_or_b64 exec, exec, s[46:47]
	v_lshl_add_u64 v[50:51], v[8:9], 0, 5
	v_cmp_gt_i64_e32 vcc, s[42:43], v[50:51]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_31
	v_cmp_u_f32_e32 vcc, v53, v53
	v_cmp_u_f32_e64 s[16:17], v57, v57
	v_cmp_u_f32_e64 s[18:19], v43, v43
	v_cmp_u_f32_e64 s[20:21], v47, v47
	v_cmp_u_f32_e64 s[22:23], v35, v35
	v_cmp_u_f32_e64 s[24:25], v38, v38
	v_cmp_u_f32_e64 s[26:27], v4, v4
	v_cmp_u_f32_e64 s[28:29], v24, v24
	v_cndmask_b32_e32 v33, v53, v26, vcc
	v_cndmask_b32_e64 v37, v57, v26, s[16:17]
	v_cndmask_b32_e64 v41, v43, v26, s[18:19]
	v_cndmask_b32_e64 v42, v47, v26, s[20:21]
	v_cndmask_b32_e64 v35, v35, v26, s[22:23]
	v_cndmask_b32_e64 v38, v38, v26, s[24:25]
	v_cndmask_b32_e64 v4, v4, v26, s[26:27]
	v_cndmask_b32_e64 v24, v24, v26, s[28:29]
	v_bfe_u32 v43, v33, 16, 1
	v_bfe_u32 v45, v37, 16, 1
	v_bfe_u32 v46, v41, 16, 1
	v_bfe_u32 v47, v42, 16, 1
	v_bfe_u32 v50, v35, 16, 1
	v_bfe_u32 v51, v38, 16, 1
	v_bfe_u32 v52, v4, 16, 1
	v_bfe_u32 v53, v24, 16, 1
	v_add3_u32 v53, v24, v53, s33
	v_add3_u32 v52, v4, v52, s33
	v_add3_u32 v51, v38, v51, s33
	v_add3_u32 v50, v35, v50, s33
	v_add3_u32 v47, v42, v47, s33
	v_add3_u32 v46, v41, v46, s33
	v_add3_u32 v45, v37, v45, s33
	v_add3_u32 v43, v33, v43, s33
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v46, 16, v46
	v_lshrrev_b32_e32 v47, 16, v47
	v_lshrrev_b32_e32 v50, 16, v50
	v_lshrrev_b32_e32 v51, 16, v51
	v_lshrrev_b32_e32 v52, 16, v52
	v_lshrrev_b32_e32 v53, 16, v53
	v_or_b32_sdwa v33, v33, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v37, v37, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v41, v41, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v42, v42, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v35, v35, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v38, v38, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v24, v24, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v24, v53, v24, s[28:29]
	v_cndmask_b32_e64 v4, v52, v4, s[26:27]
	v_cndmask_b32_e64 v38, v51, v38, s[24:25]
	v_cndmask_b32_e64 v35, v50, v35, s[22:23]
	v_cndmask_b32_e64 v42, v47, v42, s[20:21]
	v_cndmask_b32_e64 v41, v46, v41, s[18:19]
	v_cndmask_b32_e64 v37, v45, v37, s[16:17]
	v_cndmask_b32_e32 v33, v43, v33, vcc
	v_lshl_add_u64 v[54:55], v[12:13], 0, s[34:35]
	v_perm_b32 v53, v37, v33, s88
	v_perm_b32 v52, v42, v41, s88
	v_perm_b32 v51, v38, v35, s88
	v_perm_b32 v50, v24, v4, s88
	flat_store_dwordx4 v[54:55], v[50:53]
.LBB0_31:
	s_or_b64 exec, exec, s[46:47]
	v_lshl_add_u64 v[42:43], v[8:9], 0, 6
	v_cmp_gt_i64_e32 vcc, s[42:43], v[42:43]
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_33
	v_cmp_u_f32_e32 vcc, v44, v44
	v_cmp_u_f32_e64 s[16:17], v48, v48
	v_cmp_u_f32_e64 s[18:19], v36, v36
	v_cmp_u_f32_e64 s[20:21], v40, v40
	v_cmp_u_f32_e64 s[22:23], v5, v5
	v_cmp_u_f32_e64 s[24:25], v25, v25
	v_cmp_u_f32_e64 s[26:27], v2, v2
	v_cmp_u_f32_e64 s[28:29], v3, v3
	v_cndmask_b32_e32 v4, v44, v26, vcc
	v_cndmask_b32_e64 v24, v48, v26, s[16:17]
	v_cndmask_b32_e64 v33, v36, v26, s[18:19]
	v_cndmask_b32_e64 v35, v40, v26, s[20:21]
	v_cndmask_b32_e64 v5, v5, v26, s[22:23]
	v_cndmask_b32_e64 v25, v25, v26, s[24:25]
	v_cndmask_b32_e64 v2, v2, v26, s[26:27]
	v_cndmask_b32_e64 v3, v3, v26, s[28:29]
	v_bfe_u32 v36, v4, 16, 1
	v_bfe_u32 v37, v24, 16, 1
	v_bfe_u32 v38, v33, 16, 1
	v_bfe_u32 v40, v35, 16, 1
	v_bfe_u32 v41, v5, 16, 1
	v_bfe_u32 v44, v25, 16, 1
	v_bfe_u32 v45, v2, 16, 1
	v_bfe_u32 v46, v3, 16, 1
	v_add3_u32 v46, v3, v46, s33
	v_add3_u32 v45, v2, v45, s33
	v_add3_u32 v44, v25, v44, s33
	v_add3_u32 v41, v5, v41, s33
	v_add3_u32 v40, v35, v40, s33
	v_add3_u32 v38, v33, v38, s33
	v_add3_u32 v37, v24, v37, s33
	v_add3_u32 v36, v4, v36, s33
	v_lshrrev_b32_e32 v36, 16, v36
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v38, 16, v38
	v_lshrrev_b32_e32 v40, 16, v40
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v46, 16, v46
	v_or_b32_sdwa v4, v4, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v24, v24, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v33, v33, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v35, v35, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v25, v25, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v46, v46, v3, s[28:29]
	v_cndmask_b32_e64 v2, v45, v2, s[26:27]
	v_cndmask_b32_e64 v3, v44, v25, s[24:25]
	v_cndmask_b32_e64 v25, v41, v5, s[22:23]
	v_cndmask_b32_e64 v35, v40, v35, s[20:21]
	v_cndmask_b32_e64 v33, v38, v33, s[18:19]
	v_cndmask_b32_e64 v5, v37, v24, s[16:17]
	v_cndmask_b32_e32 v4, v36, v4, vcc
	v_lshl_add_u64 v[42:43], v[10:11], 0, s[34:35]
	v_perm_b32 v5, v5, v4, s88
	v_perm_b32 v4, v35, v33, s88
	v_perm_b32 v3, v3, v25, s88
	v_perm_b32 v2, v46, v2, s88
	flat_store_dwordx4 v[42:43], v[2:5]
.LBB0_33:
	s_or_b64 exec, exec, s[46:47]
	s_nop 0
	v_lshl_add_u64 v[2:3], v[8:9], 0, 7
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_mov_b64 s[16:17], 0
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_mov_b64 s[16:17], exec
	v_or_b32_e32 v2, 7, v8
	v_mov_b32_e32 v3, v9
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[84:85], s[16:17], exec
.LBB0_36:
	s_andn2_saveexec_b64 s[86:87], s[30:31]
	s_cbranch_execz .LBB0_196
	v_or_b32_e32 v2, 1, v8
	v_mov_b32_e32 v3, v9
	v_or_b32_e32 v4, 2, v8
	v_mov_b32_e32 v5, v9
	v_or_b32_e32 v24, 3, v8
	v_mov_b32_e32 v25, v9
	v_or_b32_e32 v30, 4, v8
	v_mov_b32_e32 v31, v9
	v_or_b32_e32 v32, 5, v8
	v_mov_b32_e32 v33, v9
	v_or_b32_e32 v34, 6, v8
	v_mov_b32_e32 v35, v9
	v_or_b32_e32 v36, 7, v8
	v_mov_b32_e32 v37, v9
	v_cmp_gt_i64_e64 s[16:17], s[78:79], v[36:37]
	v_cmp_gt_i64_e64 s[18:19], s[76:77], v[34:35]
	v_cmp_gt_i64_e64 s[20:21], s[74:75], v[32:33]
	v_cmp_gt_i64_e64 s[22:23], s[72:73], v[30:31]
	v_cmp_gt_i64_e64 s[24:25], s[70:71], v[24:25]
	v_cmp_gt_i64_e64 s[26:27], s[68:69], v[4:5]
	v_cmp_gt_i64_e64 s[28:29], s[66:67], v[2:3]
	v_cmp_gt_i64_e64 s[30:31], s[64:65], v[8:9]
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	s_cbranch_vccz .LBB0_55
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[40:41], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_40
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_40:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v29, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v29, 3, v29
	v_or_b32_e32 v0, v29, v0
	v_cndmask_b32_e64 v29, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v29, 1, v29
	v_cndmask_b32_e64 v30, 0, 1, s[30:31]
	v_or_b32_e32 v29, v30, v29
	v_and_b32_e32 v29, 3, v29
	v_or_b32_e32 v0, v29, v0
	v_cndmask_b32_e64 v29, 0, 1, s[18:19]
	v_cndmask_b32_e64 v30, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v29, 2, v29
	v_lshlrev_b16_e32 v30, 3, v30
	v_or_b32_e32 v29, v30, v29
	v_cndmask_b32_e64 v30, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v30, 1, v30
	v_cndmask_b32_e64 v31, 0, 1, s[22:23]
	v_or_b32_e32 v30, v31, v30
	v_and_b32_e32 v30, 3, v30
	v_or_b32_e32 v29, v30, v29
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v29, 4, v29
	v_or_b32_e32 v0, v0, v29
	v_lshrrev_b16_e32 v29, 1, v0
	v_and_b32_e32 v29, 1, v29
	v_cmp_eq_u32_e32 vcc, 1, v29
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_42
	flat_load_ushort v29, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v29, v2, s88
.LBB0_42:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v29, 2, v0
	v_and_b32_e32 v29, 1, v29
	v_cmp_eq_u32_e32 vcc, 1, v29
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_44
	flat_load_ushort v29, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v29, v3
.LBB0_44:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v29, 3, v0
	v_and_b32_e32 v29, 1, v29
	v_cmp_eq_u32_e32 vcc, 1, v29
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_46
	flat_load_ushort v29, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v29, v3, s88
.LBB0_46:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v29, 4, v0
	v_and_b32_e32 v29, 1, v29
	v_cmp_eq_u32_e32 vcc, 1, v29
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_48
	flat_load_ushort v29, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v29, v4
.LBB0_48:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v29, 5, v0
	v_and_b32_e32 v29, 1, v29
	v_cmp_eq_u32_e32 vcc, 1, v29
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_50
	flat_load_ushort v29, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v29, v4, s88
.LBB0_50:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v29, 6, v0
	v_and_b32_e32 v29, 1, v29
	v_cmp_eq_u32_e32 vcc, 1, v29
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_52
	flat_load_ushort v29, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v29, v5
.LBB0_52:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_54
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_54:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v29, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v44, 0, v2, s[30:31]
	v_cndmask_b32_e64 v40, 0, v3, s[26:27]
	v_cndmask_b32_e64 v36, 0, v4, s[22:23]
	v_cndmask_b32_e64 v33, 0, v5, s[18:19]
	v_cndmask_b32_e64 v43, 0, v29, s[28:29]
	v_cndmask_b32_e64 v38, 0, v25, s[24:25]
	v_cndmask_b32_e64 v35, 0, v24, s[20:21]
	v_cndmask_b32_e64 v29, 0, v0, s[16:17]
.LBB0_55:
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v52, 0
	s_cbranch_vccnz .LBB0_73
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[50:51], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_58
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_58:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v30, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v30, 3, v30
	v_or_b32_e32 v0, v30, v0
	v_cndmask_b32_e64 v30, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v30, 1, v30
	v_cndmask_b32_e64 v31, 0, 1, s[30:31]
	v_or_b32_e32 v30, v31, v30
	v_and_b32_e32 v30, 3, v30
	v_or_b32_e32 v0, v30, v0
	v_cndmask_b32_e64 v30, 0, 1, s[18:19]
	v_cndmask_b32_e64 v31, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v30, 2, v30
	v_lshlrev_b16_e32 v31, 3, v31
	v_or_b32_e32 v30, v31, v30
	v_cndmask_b32_e64 v31, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v31, 1, v31
	v_cndmask_b32_e64 v32, 0, 1, s[22:23]
	v_or_b32_e32 v31, v32, v31
	v_and_b32_e32 v31, 3, v31
	v_or_b32_e32 v30, v31, v30
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v30, 4, v30
	v_or_b32_e32 v0, v0, v30
	v_lshrrev_b16_e32 v30, 1, v0
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_60
	flat_load_ushort v30, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v30, v2, s88
.LBB0_60:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v30, 2, v0
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_62
	flat_load_ushort v30, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v30, v3
.LBB0_62:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v30, 3, v0
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_64
	flat_load_ushort v30, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v30, v3, s88
.LBB0_64:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v30, 4, v0
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_66
	flat_load_ushort v30, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v30, v4
.LBB0_66:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v30, 5, v0
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_68
	flat_load_ushort v30, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v30, v4, s88
.LBB0_68:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v30, 6, v0
	v_and_b32_e32 v30, 1, v30
	v_cmp_eq_u32_e32 vcc, 1, v30
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_70
	flat_load_ushort v30, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v30, v5
.LBB0_70:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_72
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_72:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v30, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v52, 0, v2, s[30:31]
	v_cndmask_b32_e64 v47, 0, v3, s[26:27]
	v_cndmask_b32_e64 v42, 0, v4, s[22:23]
	v_cndmask_b32_e64 v37, 0, v5, s[18:19]
	v_cndmask_b32_e64 v50, 0, v30, s[28:29]
	v_cndmask_b32_e64 v45, 0, v25, s[24:25]
	v_cndmask_b32_e64 v41, 0, v24, s[20:21]
	v_cndmask_b32_e64 v30, 0, v0, s[16:17]
.LBB0_73:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	s_cbranch_vccnz .LBB0_91
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[52:53], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_76
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_76:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v31, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v31, 3, v31
	v_or_b32_e32 v0, v31, v0
	v_cndmask_b32_e64 v31, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v31, 1, v31
	v_cndmask_b32_e64 v32, 0, 1, s[30:31]
	v_or_b32_e32 v31, v32, v31
	v_and_b32_e32 v31, 3, v31
	v_or_b32_e32 v0, v31, v0
	v_cndmask_b32_e64 v31, 0, 1, s[18:19]
	v_cndmask_b32_e64 v32, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v31, 2, v31
	v_lshlrev_b16_e32 v32, 3, v32
	v_or_b32_e32 v31, v32, v31
	v_cndmask_b32_e64 v32, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v32, 1, v32
	v_cndmask_b32_e64 v34, 0, 1, s[22:23]
	v_or_b32_e32 v32, v34, v32
	v_and_b32_e32 v32, 3, v32
	v_or_b32_e32 v31, v32, v31
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v31, 4, v31
	v_or_b32_e32 v0, v0, v31
	v_lshrrev_b16_e32 v31, 1, v0
	v_and_b32_e32 v31, 1, v31
	v_cmp_eq_u32_e32 vcc, 1, v31
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_78
	flat_load_ushort v31, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v31, v2, s88
.LBB0_78:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v31, 2, v0
	v_and_b32_e32 v31, 1, v31
	v_cmp_eq_u32_e32 vcc, 1, v31
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_80
	flat_load_ushort v31, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v31, v3
.LBB0_80:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v31, 3, v0
	v_and_b32_e32 v31, 1, v31
	v_cmp_eq_u32_e32 vcc, 1, v31
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_82
	flat_load_ushort v31, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v31, v3, s88
.LBB0_82:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v31, 4, v0
	v_and_b32_e32 v31, 1, v31
	v_cmp_eq_u32_e32 vcc, 1, v31
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_84
	flat_load_ushort v31, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v31, v4
.LBB0_84:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v31, 5, v0
	v_and_b32_e32 v31, 1, v31
	v_cmp_eq_u32_e32 vcc, 1, v31
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_86
	flat_load_ushort v31, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v31, v4, s88
.LBB0_86:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v31, 6, v0
	v_and_b32_e32 v31, 1, v31
	v_cmp_eq_u32_e32 vcc, 1, v31
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_88
	flat_load_ushort v31, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v31, v5
.LBB0_88:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_90
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_90:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v31, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v59, 0, v2, s[30:31]
	v_cndmask_b32_e64 v55, 0, v3, s[26:27]
	v_cndmask_b32_e64 v51, 0, v4, s[22:23]
	v_cndmask_b32_e64 v46, 0, v5, s[18:19]
	v_cndmask_b32_e64 v58, 0, v31, s[28:29]
	v_cndmask_b32_e64 v54, 0, v25, s[24:25]
	v_cndmask_b32_e64 v48, 0, v24, s[20:21]
	v_cndmask_b32_e64 v31, 0, v0, s[16:17]
.LBB0_91:
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v66, 0
	s_cbranch_vccnz .LBB0_109
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[54:55], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_94
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_94:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v32, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v32, 3, v32
	v_or_b32_e32 v0, v32, v0
	v_cndmask_b32_e64 v32, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v32, 1, v32
	v_cndmask_b32_e64 v34, 0, 1, s[30:31]
	v_or_b32_e32 v32, v34, v32
	v_and_b32_e32 v32, 3, v32
	v_or_b32_e32 v0, v32, v0
	v_cndmask_b32_e64 v32, 0, 1, s[18:19]
	v_cndmask_b32_e64 v34, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v32, 2, v32
	v_lshlrev_b16_e32 v34, 3, v34
	v_or_b32_e32 v32, v34, v32
	v_cndmask_b32_e64 v34, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v34, 1, v34
	v_cndmask_b32_e64 v39, 0, 1, s[22:23]
	v_or_b32_e32 v34, v39, v34
	v_and_b32_e32 v34, 3, v34
	v_or_b32_e32 v32, v34, v32
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v32, 4, v32
	v_or_b32_e32 v0, v0, v32
	v_lshrrev_b16_e32 v32, 1, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_96
	flat_load_ushort v32, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v32, v2, s88
.LBB0_96:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v32, 2, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_98
	flat_load_ushort v32, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v32, v3
.LBB0_98:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v32, 3, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_100
	flat_load_ushort v32, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v32, v3, s88
.LBB0_100:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v32, 4, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_102
	flat_load_ushort v32, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v32, v4
.LBB0_102:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v32, 5, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_104
	flat_load_ushort v32, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v32, v4, s88
.LBB0_104:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v32, 6, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_106
	flat_load_ushort v32, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v32, v5
.LBB0_106:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_108
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_108:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v32, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v66, 0, v2, s[30:31]
	v_cndmask_b32_e64 v62, 0, v3, s[26:27]
	v_cndmask_b32_e64 v57, 0, v4, s[22:23]
	v_cndmask_b32_e64 v53, 0, v5, s[18:19]
	v_cndmask_b32_e64 v64, 0, v32, s[28:29]
	v_cndmask_b32_e64 v60, 0, v25, s[24:25]
	v_cndmask_b32_e64 v56, 0, v24, s[20:21]
	v_cndmask_b32_e64 v32, 0, v0, s[16:17]
.LBB0_109:
	s_andn2_b64 vcc, exec, s[8:9]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	s_cbranch_vccnz .LBB0_127
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[56:57], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_112
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_112:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v34, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v34, 3, v34
	v_or_b32_e32 v0, v34, v0
	v_cndmask_b32_e64 v34, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v34, 1, v34
	v_cndmask_b32_e64 v39, 0, 1, s[30:31]
	v_or_b32_e32 v34, v39, v34
	v_and_b32_e32 v34, 3, v34
	v_or_b32_e32 v0, v34, v0
	v_cndmask_b32_e64 v34, 0, 1, s[18:19]
	v_cndmask_b32_e64 v39, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v34, 2, v34
	v_lshlrev_b16_e32 v39, 3, v39
	v_or_b32_e32 v34, v39, v34
	v_cndmask_b32_e64 v39, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v39, 1, v39
	v_cndmask_b32_e64 v49, 0, 1, s[22:23]
	v_or_b32_e32 v39, v49, v39
	v_and_b32_e32 v39, 3, v39
	v_or_b32_e32 v34, v39, v34
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v34, 4, v34
	v_or_b32_e32 v0, v0, v34
	v_lshrrev_b16_e32 v34, 1, v0
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_114
	flat_load_ushort v34, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v34, v2, s88
.LBB0_114:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v34, 2, v0
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_116
	flat_load_ushort v34, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v34, v3
.LBB0_116:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v34, 3, v0
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_118
	flat_load_ushort v34, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v34, v3, s88
.LBB0_118:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v34, 4, v0
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_120
	flat_load_ushort v34, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v34, v4
.LBB0_120:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v34, 5, v0
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_122
	flat_load_ushort v34, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v34, v4, s88
.LBB0_122:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v34, 6, v0
	v_and_b32_e32 v34, 1, v34
	v_cmp_eq_u32_e32 vcc, 1, v34
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_124
	flat_load_ushort v34, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v34, v5
.LBB0_124:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_126
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_126:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v34, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v73, 0, v2, s[30:31]
	v_cndmask_b32_e64 v69, 0, v3, s[26:27]
	v_cndmask_b32_e64 v65, 0, v4, s[22:23]
	v_cndmask_b32_e64 v61, 0, v5, s[18:19]
	v_cndmask_b32_e64 v72, 0, v34, s[28:29]
	v_cndmask_b32_e64 v68, 0, v25, s[24:25]
	v_cndmask_b32_e64 v63, 0, v24, s[20:21]
	v_cndmask_b32_e64 v34, 0, v0, s[16:17]
.LBB0_127:
	s_andn2_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v80, 0
	s_cbranch_vccnz .LBB0_145
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[58:59], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_130
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_130:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v39, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v39, 3, v39
	v_or_b32_e32 v0, v39, v0
	v_cndmask_b32_e64 v39, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v39, 1, v39
	v_cndmask_b32_e64 v49, 0, 1, s[30:31]
	v_or_b32_e32 v39, v49, v39
	v_and_b32_e32 v39, 3, v39
	v_or_b32_e32 v0, v39, v0
	v_cndmask_b32_e64 v39, 0, 1, s[18:19]
	v_cndmask_b32_e64 v49, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v39, 2, v39
	v_lshlrev_b16_e32 v49, 3, v49
	v_or_b32_e32 v39, v49, v39
	v_cndmask_b32_e64 v49, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v49, 1, v49
	v_cndmask_b32_e64 v67, 0, 1, s[22:23]
	v_or_b32_e32 v49, v67, v49
	v_and_b32_e32 v49, 3, v49
	v_or_b32_e32 v39, v49, v39
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v39, 4, v39
	v_or_b32_e32 v0, v0, v39
	v_lshrrev_b16_e32 v39, 1, v0
	v_and_b32_e32 v39, 1, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_132
	flat_load_ushort v39, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v39, v2, s88
.LBB0_132:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v39, 2, v0
	v_and_b32_e32 v39, 1, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_134
	flat_load_ushort v39, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v39, v3
.LBB0_134:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v39, 3, v0
	v_and_b32_e32 v39, 1, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_136
	flat_load_ushort v39, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v39, v3, s88
.LBB0_136:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v39, 4, v0
	v_and_b32_e32 v39, 1, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_138
	flat_load_ushort v39, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v39, v4
.LBB0_138:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v39, 5, v0
	v_and_b32_e32 v39, 1, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_140
	flat_load_ushort v39, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v39, v4, s88
.LBB0_140:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v39, 6, v0
	v_and_b32_e32 v39, 1, v39
	v_cmp_eq_u32_e32 vcc, 1, v39
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_142
	flat_load_ushort v39, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v39, v5
.LBB0_142:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_144
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_144:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v39, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v80, 0, v2, s[30:31]
	v_cndmask_b32_e64 v76, 0, v3, s[26:27]
	v_cndmask_b32_e64 v71, 0, v4, s[22:23]
	v_cndmask_b32_e64 v67, 0, v5, s[18:19]
	v_cndmask_b32_e64 v78, 0, v39, s[28:29]
	v_cndmask_b32_e64 v74, 0, v25, s[24:25]
	v_cndmask_b32_e64 v70, 0, v24, s[20:21]
	v_cndmask_b32_e64 v39, 0, v0, s[16:17]
.LBB0_145:
	s_andn2_b64 vcc, exec, s[12:13]
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v81, 0
	v_mov_b32_e32 v82, 0
	v_mov_b32_e32 v83, 0
	v_mov_b32_e32 v84, 0
	s_cbranch_vccnz .LBB0_163
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[60:61], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_148
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_148:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v49, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v49, 3, v49
	v_or_b32_e32 v0, v49, v0
	v_cndmask_b32_e64 v49, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v49, 1, v49
	v_cndmask_b32_e64 v75, 0, 1, s[30:31]
	v_or_b32_e32 v49, v75, v49
	v_and_b32_e32 v49, 3, v49
	v_or_b32_e32 v0, v49, v0
	v_cndmask_b32_e64 v49, 0, 1, s[18:19]
	v_cndmask_b32_e64 v75, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v49, 2, v49
	v_lshlrev_b16_e32 v75, 3, v75
	v_or_b32_e32 v49, v75, v49
	v_cndmask_b32_e64 v75, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v75, 1, v75
	v_cndmask_b32_e64 v77, 0, 1, s[22:23]
	v_or_b32_e32 v75, v77, v75
	v_and_b32_e32 v75, 3, v75
	v_or_b32_e32 v49, v75, v49
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v49, 4, v49
	v_or_b32_e32 v0, v0, v49
	v_lshrrev_b16_e32 v49, 1, v0
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e32 vcc, 1, v49
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_150
	flat_load_ushort v49, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v49, v2, s88
.LBB0_150:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v49, 2, v0
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e32 vcc, 1, v49
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_152
	flat_load_ushort v49, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v49, v3
.LBB0_152:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v49, 3, v0
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e32 vcc, 1, v49
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_154
	flat_load_ushort v49, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v49, v3, s88
.LBB0_154:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v49, 4, v0
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e32 vcc, 1, v49
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_156
	flat_load_ushort v49, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v49, v4
.LBB0_156:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v49, 5, v0
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e32 vcc, 1, v49
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_158
	flat_load_ushort v49, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v49, v4, s88
.LBB0_158:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v49, 6, v0
	v_and_b32_e32 v49, 1, v49
	v_cmp_eq_u32_e32 vcc, 1, v49
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_160
	flat_load_ushort v49, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v49, v5
.LBB0_160:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_162
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_162:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v24, 0xffff0000, v4
	v_and_b32_e32 v25, 0xffff0000, v3
	v_and_b32_e32 v49, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v84, 0, v2, s[30:31]
	v_cndmask_b32_e64 v82, 0, v3, s[26:27]
	v_cndmask_b32_e64 v79, 0, v4, s[22:23]
	v_cndmask_b32_e64 v75, 0, v5, s[18:19]
	v_cndmask_b32_e64 v83, 0, v49, s[28:29]
	v_cndmask_b32_e64 v81, 0, v25, s[24:25]
	v_cndmask_b32_e64 v77, 0, v24, s[20:21]
	v_cndmask_b32_e64 v49, 0, v0, s[16:17]
.LBB0_163:
	s_andn2_b64 vcc, exec, s[14:15]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v85, 0
	s_cbranch_vccnz .LBB0_181
	s_mov_b32 s45, s44
	s_mov_b32 s46, s44
	s_mov_b32 s47, s44
	v_mov_b64_e32 v[2:3], s[44:45]
	v_lshl_add_u64 v[24:25], s[62:63], 0, v[6:7]
	v_mov_b64_e32 v[4:5], s[46:47]
	s_and_saveexec_b64 s[46:47], s[30:31]
	s_cbranch_execz .LBB0_166
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s89, v0, v28
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_166:
	s_or_b64 exec, exec, s[46:47]
	v_cndmask_b32_e64 v0, 0, 1, s[26:27]
	v_cndmask_b32_e64 v85, 0, 1, s[24:25]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v85, 3, v85
	v_or_b32_e32 v0, v85, v0
	v_cndmask_b32_e64 v85, 0, 1, s[28:29]
	v_lshlrev_b16_e32 v85, 1, v85
	v_cndmask_b32_e64 v86, 0, 1, s[30:31]
	v_or_b32_e32 v85, v86, v85
	v_and_b32_e32 v85, 3, v85
	v_or_b32_e32 v0, v85, v0
	v_cndmask_b32_e64 v85, 0, 1, s[18:19]
	v_cndmask_b32_e64 v86, 0, 1, s[16:17]
	v_lshlrev_b16_e32 v85, 2, v85
	v_lshlrev_b16_e32 v86, 3, v86
	v_or_b32_e32 v85, v86, v85
	v_cndmask_b32_e64 v86, 0, 1, s[20:21]
	v_lshlrev_b16_e32 v86, 1, v86
	v_cndmask_b32_e64 v87, 0, 1, s[22:23]
	v_or_b32_e32 v86, v87, v86
	v_and_b32_e32 v86, 3, v86
	v_or_b32_e32 v85, v86, v85
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v85, 4, v85
	v_or_b32_e32 v0, v0, v85
	v_lshrrev_b16_e32 v85, 1, v0
	v_and_b32_e32 v85, 1, v85
	v_cmp_eq_u32_e32 vcc, 1, v85
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_168
	flat_load_ushort v85, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v85, v2, s88
.LBB0_168:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v85, 2, v0
	v_and_b32_e32 v85, 1, v85
	v_cmp_eq_u32_e32 vcc, 1, v85
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_170
	flat_load_ushort v85, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s90, v85, v3
.LBB0_170:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v85, 3, v0
	v_and_b32_e32 v85, 1, v85
	v_cmp_eq_u32_e32 vcc, 1, v85
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_172
	flat_load_ushort v85, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v85, v3, s88
.LBB0_172:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v85, 4, v0
	v_and_b32_e32 v85, 1, v85
	v_cmp_eq_u32_e32 vcc, 1, v85
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_174
	flat_load_ushort v85, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s90, v85, v4
.LBB0_174:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v85, 5, v0
	v_and_b32_e32 v85, 1, v85
	v_cmp_eq_u32_e32 vcc, 1, v85
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_176
	flat_load_ushort v85, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v85, v4, s88
.LBB0_176:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v85, 6, v0
	v_and_b32_e32 v85, 1, v85
	v_cmp_eq_u32_e32 vcc, 1, v85
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_178
	flat_load_ushort v85, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s90, v85, v5
.LBB0_178:
	s_or_b64 exec, exec, s[46:47]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[46:47], vcc
	s_cbranch_execz .LBB0_180
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s88
.LBB0_180:
	s_or_b64 exec, exec, s[46:47]
	v_and_b32_e32 v0, 0xffff0000, v5
	v_and_b32_e32 v86, 0xffff0000, v4
	v_and_b32_e32 v87, 0xffff0000, v3
	v_and_b32_e32 v25, 0xffff0000, v2
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshlrev_b32_e32 v4, 16, v4
	v_lshlrev_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v85, 0, v2, s[30:31]
	v_cndmask_b32_e64 v24, 0, v3, s[26:27]
	v_cndmask_b32_e64 v4, 0, v4, s[22:23]
	v_cndmask_b32_e64 v2, 0, v5, s[18:19]
	v_cndmask_b32_e64 v25, 0, v25, s[28:29]
	v_cndmask_b32_e64 v5, 0, v87, s[24:25]
	v_cndmask_b32_e64 v3, 0, v86, s[20:21]
	v_cndmask_b32_e64 v0, 0, v0, s[16:17]
.LBB0_181:
	v_cmp_u_f32_e32 vcc, v84, v84
	v_cmp_u_f32_e64 s[16:17], v85, v85
	v_cmp_u_f32_e64 s[18:19], v73, v73
	v_cmp_u_f32_e64 s[20:21], v80, v80
	v_cmp_u_f32_e64 s[22:23], v59, v59
	v_cmp_u_f32_e64 s[24:25], v66, v66
	v_cmp_u_f32_e64 s[26:27], v44, v44
	v_cmp_u_f32_e64 s[28:29], v52, v52
	v_cndmask_b32_e32 v84, v84, v26, vcc
	v_cndmask_b32_e64 v85, v85, v26, s[16:17]
	v_cndmask_b32_e64 v73, v73, v26, s[18:19]
	v_cndmask_b32_e64 v80, v80, v26, s[20:21]
	v_cndmask_b32_e64 v59, v59, v26, s[22:23]
	v_cndmask_b32_e64 v66, v66, v26, s[24:25]
	v_cndmask_b32_e64 v44, v44, v26, s[26:27]
	v_cndmask_b32_e64 v52, v52, v26, s[28:29]
	v_bfe_u32 v86, v84, 16, 1
	v_bfe_u32 v87, v85, 16, 1
	v_bfe_u32 v90, v73, 16, 1
	v_bfe_u32 v91, v80, 16, 1
	v_bfe_u32 v92, v59, 16, 1
	v_bfe_u32 v93, v66, 16, 1
	v_bfe_u32 v94, v44, 16, 1
	v_bfe_u32 v95, v52, 16, 1
	v_add3_u32 v95, v52, v95, s33
	v_add3_u32 v94, v44, v94, s33
	v_add3_u32 v93, v66, v93, s33
	v_add3_u32 v92, v59, v92, s33
	v_add3_u32 v91, v80, v91, s33
	v_add3_u32 v90, v73, v90, s33
	v_add3_u32 v87, v85, v87, s33
	v_add3_u32 v86, v84, v86, s33
	v_lshrrev_b32_e32 v86, 16, v86
	v_lshrrev_b32_e32 v87, 16, v87
	v_lshrrev_b32_e32 v90, 16, v90
	v_lshrrev_b32_e32 v91, 16, v91
	v_lshrrev_b32_e32 v92, 16, v92
	v_lshrrev_b32_e32 v93, 16, v93
	v_lshrrev_b32_e32 v94, 16, v94
	v_lshrrev_b32_e32 v95, 16, v95
	v_or_b32_sdwa v84, v84, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v85, v85, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v73, v73, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v80, v80, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v59, v59, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v66, v66, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v44, v44, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v52, v52, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v52, v95, v52, s[28:29]
	v_cndmask_b32_e64 v44, v94, v44, s[26:27]
	v_cndmask_b32_e64 v66, v93, v66, s[24:25]
	v_cndmask_b32_e64 v59, v92, v59, s[22:23]
	v_cndmask_b32_e64 v80, v91, v80, s[20:21]
	v_cndmask_b32_e64 v73, v90, v73, s[18:19]
	v_cndmask_b32_e64 v85, v87, v85, s[16:17]
	v_cndmask_b32_e32 v84, v86, v84, vcc
	v_lshl_add_u64 v[88:89], v[22:23], 0, s[34:35]
	v_perm_b32 v87, v85, v84, s88
	v_perm_b32 v86, v80, v73, s88
	v_perm_b32 v85, v66, v59, s88
	v_perm_b32 v84, v52, v44, s88
	flat_store_dwordx4 v[88:89], v[84:87]
	s_nop 1
	v_lshl_add_u64 v[84:85], v[8:9], 0, 1
	v_cmp_gt_i64_e32 vcc, s[42:43], v[84:85]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_183
	v_cmp_u_f32_e32 vcc, v83, v83
	v_cmp_u_f32_e64 s[16:17], v25, v25
	v_cmp_u_f32_e64 s[18:19], v72, v72
	v_cmp_u_f32_e64 s[20:21], v78, v78
	v_cmp_u_f32_e64 s[22:23], v58, v58
	v_cmp_u_f32_e64 s[24:25], v64, v64
	v_cmp_u_f32_e64 s[26:27], v43, v43
	v_cmp_u_f32_e64 s[28:29], v50, v50
	v_cndmask_b32_e32 v44, v83, v26, vcc
	v_cndmask_b32_e64 v25, v25, v26, s[16:17]
	v_cndmask_b32_e64 v52, v72, v26, s[18:19]
	v_cndmask_b32_e64 v59, v78, v26, s[20:21]
	v_cndmask_b32_e64 v58, v58, v26, s[22:23]
	v_cndmask_b32_e64 v64, v64, v26, s[24:25]
	v_cndmask_b32_e64 v43, v43, v26, s[26:27]
	v_cndmask_b32_e64 v50, v50, v26, s[28:29]
	v_bfe_u32 v66, v44, 16, 1
	v_bfe_u32 v72, v25, 16, 1
	v_bfe_u32 v73, v52, 16, 1
	v_bfe_u32 v78, v59, 16, 1
	v_bfe_u32 v80, v58, 16, 1
	v_bfe_u32 v83, v64, 16, 1
	v_bfe_u32 v84, v43, 16, 1
	v_bfe_u32 v85, v50, 16, 1
	v_add3_u32 v85, v50, v85, s33
	v_add3_u32 v84, v43, v84, s33
	v_add3_u32 v83, v64, v83, s33
	v_add3_u32 v80, v58, v80, s33
	v_add3_u32 v78, v59, v78, s33
	v_add3_u32 v73, v52, v73, s33
	v_add3_u32 v72, v25, v72, s33
	v_add3_u32 v66, v44, v66, s33
	v_lshrrev_b32_e32 v66, 16, v66
	v_lshrrev_b32_e32 v72, 16, v72
	v_lshrrev_b32_e32 v73, 16, v73
	v_lshrrev_b32_e32 v78, 16, v78
	v_lshrrev_b32_e32 v80, 16, v80
	v_lshrrev_b32_e32 v83, 16, v83
	v_lshrrev_b32_e32 v84, 16, v84
	v_lshrrev_b32_e32 v85, 16, v85
	v_or_b32_sdwa v44, v44, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v25, v25, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v52, v52, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v59, v59, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v58, v58, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v64, v64, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v43, v43, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v50, v50, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v50, v85, v50, s[28:29]
	v_cndmask_b32_e64 v43, v84, v43, s[26:27]
	v_cndmask_b32_e64 v64, v83, v64, s[24:25]
	v_cndmask_b32_e64 v58, v80, v58, s[22:23]
	v_cndmask_b32_e64 v59, v78, v59, s[20:21]
	v_cndmask_b32_e64 v52, v73, v52, s[18:19]
	v_cndmask_b32_e64 v25, v72, v25, s[16:17]
	v_cndmask_b32_e32 v44, v66, v44, vcc
	v_lshl_add_u64 v[88:89], v[20:21], 0, s[34:35]
	v_perm_b32 v87, v25, v44, s88
	v_perm_b32 v86, v59, v52, s88
	v_perm_b32 v85, v64, v58, s88
	v_perm_b32 v84, v50, v43, s88
	flat_store_dwordx4 v[88:89], v[84:87]
.LBB0_183:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[58:59], v[8:9], 0, 2
	v_cmp_gt_i64_e32 vcc, s[42:43], v[58:59]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_185
	v_cmp_u_f32_e32 vcc, v82, v82
	v_cmp_u_f32_e64 s[16:17], v24, v24
	v_cmp_u_f32_e64 s[18:19], v69, v69
	v_cmp_u_f32_e64 s[20:21], v76, v76
	v_cmp_u_f32_e64 s[22:23], v55, v55
	v_cmp_u_f32_e64 s[24:25], v62, v62
	v_cmp_u_f32_e64 s[26:27], v40, v40
	v_cmp_u_f32_e64 s[28:29], v47, v47
	v_cndmask_b32_e32 v25, v82, v26, vcc
	v_cndmask_b32_e64 v24, v24, v26, s[16:17]
	v_cndmask_b32_e64 v43, v69, v26, s[18:19]
	v_cndmask_b32_e64 v44, v76, v26, s[20:21]
	v_cndmask_b32_e64 v50, v55, v26, s[22:23]
	v_cndmask_b32_e64 v52, v62, v26, s[24:25]
	v_cndmask_b32_e64 v40, v40, v26, s[26:27]
	v_cndmask_b32_e64 v47, v47, v26, s[28:29]
	v_bfe_u32 v55, v25, 16, 1
	v_bfe_u32 v62, v24, 16, 1
	v_bfe_u32 v64, v43, 16, 1
	v_bfe_u32 v66, v44, 16, 1
	v_bfe_u32 v69, v50, 16, 1
	v_bfe_u32 v72, v52, 16, 1
	v_bfe_u32 v73, v40, 16, 1
	v_bfe_u32 v76, v47, 16, 1
	v_add3_u32 v76, v47, v76, s33
	v_add3_u32 v73, v40, v73, s33
	v_add3_u32 v72, v52, v72, s33
	v_add3_u32 v69, v50, v69, s33
	v_add3_u32 v66, v44, v66, s33
	v_add3_u32 v64, v43, v64, s33
	v_add3_u32 v62, v24, v62, s33
	v_add3_u32 v55, v25, v55, s33
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v62, 16, v62
	v_lshrrev_b32_e32 v64, 16, v64
	v_lshrrev_b32_e32 v66, 16, v66
	v_lshrrev_b32_e32 v69, 16, v69
	v_lshrrev_b32_e32 v72, 16, v72
	v_lshrrev_b32_e32 v73, 16, v73
	v_lshrrev_b32_e32 v76, 16, v76
	v_or_b32_sdwa v25, v25, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v24, v24, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v43, v43, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v44, v44, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v50, v50, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v52, v52, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v40, v40, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v47, v47, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v47, v76, v47, s[28:29]
	v_cndmask_b32_e64 v40, v73, v40, s[26:27]
	v_cndmask_b32_e64 v52, v72, v52, s[24:25]
	v_cndmask_b32_e64 v50, v69, v50, s[22:23]
	v_cndmask_b32_e64 v44, v66, v44, s[20:21]
	v_cndmask_b32_e64 v43, v64, v43, s[18:19]
	v_cndmask_b32_e64 v24, v62, v24, s[16:17]
	v_cndmask_b32_e32 v25, v55, v25, vcc
	v_lshl_add_u64 v[58:59], v[18:19], 0, s[34:35]
	v_perm_b32 v85, v24, v25, s88
	v_perm_b32 v84, v44, v43, s88
	v_perm_b32 v83, v52, v50, s88
	v_perm_b32 v82, v47, v40, s88
	flat_store_dwordx4 v[58:59], v[82:85]
.LBB0_185:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[24:25], v[8:9], 0, 3
	v_cmp_gt_i64_e32 vcc, s[42:43], v[24:25]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_187
	v_cmp_u_f32_e32 vcc, v81, v81
	v_cmp_u_f32_e64 s[16:17], v5, v5
	v_cmp_u_f32_e64 s[18:19], v68, v68
	v_cmp_u_f32_e64 s[20:21], v74, v74
	v_cmp_u_f32_e64 s[22:23], v54, v54
	v_cmp_u_f32_e64 s[24:25], v60, v60
	v_cmp_u_f32_e64 s[26:27], v38, v38
	v_cmp_u_f32_e64 s[28:29], v45, v45
	v_cndmask_b32_e32 v40, v81, v26, vcc
	v_cndmask_b32_e64 v5, v5, v26, s[16:17]
	v_cndmask_b32_e64 v43, v68, v26, s[18:19]
	v_cndmask_b32_e64 v44, v74, v26, s[20:21]
	v_cndmask_b32_e64 v47, v54, v26, s[22:23]
	v_cndmask_b32_e64 v50, v60, v26, s[24:25]
	v_cndmask_b32_e64 v38, v38, v26, s[26:27]
	v_cndmask_b32_e64 v45, v45, v26, s[28:29]
	v_bfe_u32 v52, v40, 16, 1
	v_bfe_u32 v54, v5, 16, 1
	v_bfe_u32 v55, v43, 16, 1
	v_bfe_u32 v58, v44, 16, 1
	v_bfe_u32 v59, v47, 16, 1
	v_bfe_u32 v60, v50, 16, 1
	v_bfe_u32 v62, v38, 16, 1
	v_bfe_u32 v64, v45, 16, 1
	v_add3_u32 v64, v45, v64, s33
	v_add3_u32 v62, v38, v62, s33
	v_add3_u32 v60, v50, v60, s33
	v_add3_u32 v59, v47, v59, s33
	v_add3_u32 v58, v44, v58, s33
	v_add3_u32 v55, v43, v55, s33
	v_add3_u32 v54, v5, v54, s33
	v_add3_u32 v52, v40, v52, s33
	v_lshrrev_b32_e32 v52, 16, v52
	v_lshrrev_b32_e32 v54, 16, v54
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v58, 16, v58
	v_lshrrev_b32_e32 v59, 16, v59
	v_lshrrev_b32_e32 v60, 16, v60
	v_lshrrev_b32_e32 v62, 16, v62
	v_lshrrev_b32_e32 v64, 16, v64
	v_or_b32_sdwa v40, v40, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v43, v43, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v44, v44, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v47, v47, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v50, v50, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v38, v38, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v45, v45, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v45, v64, v45, s[28:29]
	v_cndmask_b32_e64 v38, v62, v38, s[26:27]
	v_cndmask_b32_e64 v50, v60, v50, s[24:25]
	v_cndmask_b32_e64 v47, v59, v47, s[22:23]
	v_cndmask_b32_e64 v44, v58, v44, s[20:21]
	v_cndmask_b32_e64 v43, v55, v43, s[18:19]
	v_cndmask_b32_e64 v5, v54, v5, s[16:17]
	v_cndmask_b32_e32 v40, v52, v40, vcc
	v_lshl_add_u64 v[24:25], v[16:17], 0, s[34:35]
	v_perm_b32 v83, v5, v40, s88
	v_perm_b32 v82, v44, v43, s88
	v_perm_b32 v81, v50, v47, s88
	v_perm_b32 v80, v45, v38, s88
	flat_store_dwordx4 v[24:25], v[80:83]
.LBB0_187:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[24:25], v[8:9], 0, 4
	v_cmp_gt_i64_e32 vcc, s[42:43], v[24:25]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_189
	v_cmp_u_f32_e32 vcc, v79, v79
	v_cmp_u_f32_e64 s[16:17], v4, v4
	v_cmp_u_f32_e64 s[18:19], v65, v65
	v_cmp_u_f32_e64 s[20:21], v71, v71
	v_cmp_u_f32_e64 s[22:23], v51, v51
	v_cmp_u_f32_e64 s[24:25], v57, v57
	v_cmp_u_f32_e64 s[26:27], v36, v36
	v_cmp_u_f32_e64 s[28:29], v42, v42
	v_cndmask_b32_e32 v5, v79, v26, vcc
	v_cndmask_b32_e64 v4, v4, v26, s[16:17]
	v_cndmask_b32_e64 v38, v65, v26, s[18:19]
	v_cndmask_b32_e64 v40, v71, v26, s[20:21]
	v_cndmask_b32_e64 v43, v51, v26, s[22:23]
	v_cndmask_b32_e64 v44, v57, v26, s[24:25]
	v_cndmask_b32_e64 v36, v36, v26, s[26:27]
	v_cndmask_b32_e64 v42, v42, v26, s[28:29]
	v_bfe_u32 v45, v5, 16, 1
	v_bfe_u32 v47, v4, 16, 1
	v_bfe_u32 v50, v38, 16, 1
	v_bfe_u32 v51, v40, 16, 1
	v_bfe_u32 v52, v43, 16, 1
	v_bfe_u32 v54, v44, 16, 1
	v_bfe_u32 v55, v36, 16, 1
	v_bfe_u32 v57, v42, 16, 1
	v_add3_u32 v57, v42, v57, s33
	v_add3_u32 v55, v36, v55, s33
	v_add3_u32 v54, v44, v54, s33
	v_add3_u32 v52, v43, v52, s33
	v_add3_u32 v51, v40, v51, s33
	v_add3_u32 v50, v38, v50, s33
	v_add3_u32 v47, v4, v47, s33
	v_add3_u32 v45, v5, v45, s33
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v47, 16, v47
	v_lshrrev_b32_e32 v50, 16, v50
	v_lshrrev_b32_e32 v51, 16, v51
	v_lshrrev_b32_e32 v52, 16, v52
	v_lshrrev_b32_e32 v54, 16, v54
	v_lshrrev_b32_e32 v55, 16, v55
	v_lshrrev_b32_e32 v57, 16, v57
	v_or_b32_sdwa v5, v5, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v38, v38, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v40, v40, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v43, v43, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v44, v44, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v36, v36, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v42, v42, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v42, v57, v42, s[28:29]
	v_cndmask_b32_e64 v36, v55, v36, s[26:27]
	v_cndmask_b32_e64 v54, v54, v44, s[24:25]
	v_cndmask_b32_e64 v43, v52, v43, s[22:23]
	v_cndmask_b32_e64 v40, v51, v40, s[20:21]
	v_cndmask_b32_e64 v38, v50, v38, s[18:19]
	v_cndmask_b32_e64 v4, v47, v4, s[16:17]
	v_cndmask_b32_e32 v5, v45, v5, vcc
	v_lshl_add_u64 v[24:25], v[14:15], 0, s[34:35]
	v_perm_b32 v45, v4, v5, s88
	v_perm_b32 v44, v40, v38, s88
	v_perm_b32 v43, v54, v43, s88
	v_perm_b32 v42, v42, v36, s88
	flat_store_dwordx4 v[24:25], v[42:45]
.LBB0_189:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[4:5], v[8:9], 0, 5
	v_cmp_gt_i64_e32 vcc, s[42:43], v[4:5]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_191
	v_cmp_u_f32_e32 vcc, v77, v77
	v_cmp_u_f32_e64 s[16:17], v3, v3
	v_cmp_u_f32_e64 s[18:19], v63, v63
	v_cmp_u_f32_e64 s[20:21], v70, v70
	v_cmp_u_f32_e64 s[22:23], v48, v48
	v_cmp_u_f32_e64 s[24:25], v56, v56
	v_cmp_u_f32_e64 s[26:27], v35, v35
	v_cmp_u_f32_e64 s[28:29], v41, v41
	v_cndmask_b32_e32 v24, v77, v26, vcc
	v_cndmask_b32_e64 v3, v3, v26, s[16:17]
	v_cndmask_b32_e64 v25, v63, v26, s[18:19]
	v_cndmask_b32_e64 v36, v70, v26, s[20:21]
	v_cndmask_b32_e64 v38, v48, v26, s[22:23]
	v_cndmask_b32_e64 v40, v56, v26, s[24:25]
	v_cndmask_b32_e64 v35, v35, v26, s[26:27]
	v_cndmask_b32_e64 v41, v41, v26, s[28:29]
	v_bfe_u32 v42, v24, 16, 1
	v_bfe_u32 v43, v3, 16, 1
	v_bfe_u32 v44, v25, 16, 1
	v_bfe_u32 v45, v36, 16, 1
	v_bfe_u32 v47, v38, 16, 1
	v_bfe_u32 v48, v40, 16, 1
	v_bfe_u32 v50, v35, 16, 1
	v_bfe_u32 v51, v41, 16, 1
	v_add3_u32 v51, v41, v51, s33
	v_add3_u32 v50, v35, v50, s33
	v_add3_u32 v48, v40, v48, s33
	v_add3_u32 v47, v38, v47, s33
	v_add3_u32 v45, v36, v45, s33
	v_add3_u32 v44, v25, v44, s33
	v_add3_u32 v43, v3, v43, s33
	v_add3_u32 v42, v24, v42, s33
	v_lshrrev_b32_e32 v42, 16, v42
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v47, 16, v47
	v_lshrrev_b32_e32 v48, 16, v48
	v_lshrrev_b32_e32 v50, 16, v50
	v_lshrrev_b32_e32 v51, 16, v51
	v_or_b32_sdwa v24, v24, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v25, v25, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v36, v36, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v38, v38, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v40, v40, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v35, v35, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v41, v41, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v51, v51, v41, s[28:29]
	v_cndmask_b32_e64 v35, v50, v35, s[26:27]
	v_cndmask_b32_e64 v40, v48, v40, s[24:25]
	v_cndmask_b32_e64 v38, v47, v38, s[22:23]
	v_cndmask_b32_e64 v36, v45, v36, s[20:21]
	v_cndmask_b32_e64 v25, v44, v25, s[18:19]
	v_cndmask_b32_e64 v3, v43, v3, s[16:17]
	v_cndmask_b32_e32 v24, v42, v24, vcc
	v_lshl_add_u64 v[4:5], v[12:13], 0, s[34:35]
	v_perm_b32 v43, v3, v24, s88
	v_perm_b32 v42, v36, v25, s88
	v_perm_b32 v41, v40, v38, s88
	v_perm_b32 v40, v51, v35, s88
	flat_store_dwordx4 v[4:5], v[40:43]
.LBB0_191:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[4:5], v[8:9], 0, 6
	v_cmp_gt_i64_e32 vcc, s[42:43], v[4:5]
	s_and_saveexec_b64 s[30:31], vcc
	s_cbranch_execz .LBB0_193
	v_cmp_u_f32_e32 vcc, v75, v75
	v_cmp_u_f32_e64 s[16:17], v2, v2
	v_cmp_u_f32_e64 s[18:19], v61, v61
	v_cmp_u_f32_e64 s[20:21], v67, v67
	v_cmp_u_f32_e64 s[22:23], v46, v46
	v_cmp_u_f32_e64 s[24:25], v53, v53
	v_cmp_u_f32_e64 s[26:27], v33, v33
	v_cmp_u_f32_e64 s[28:29], v37, v37
	v_cndmask_b32_e32 v3, v75, v26, vcc
	v_cndmask_b32_e64 v2, v2, v26, s[16:17]
	v_cndmask_b32_e64 v4, v61, v26, s[18:19]
	v_cndmask_b32_e64 v5, v67, v26, s[20:21]
	v_cndmask_b32_e64 v35, v46, v26, s[22:23]
	v_cndmask_b32_e64 v36, v53, v26, s[24:25]
	v_cndmask_b32_e64 v33, v33, v26, s[26:27]
	v_cndmask_b32_e64 v37, v37, v26, s[28:29]
	v_bfe_u32 v38, v3, 16, 1
	v_bfe_u32 v40, v2, 16, 1
	v_bfe_u32 v41, v4, 16, 1
	v_bfe_u32 v42, v5, 16, 1
	v_bfe_u32 v43, v35, 16, 1
	v_bfe_u32 v44, v36, 16, 1
	v_bfe_u32 v45, v33, 16, 1
	v_bfe_u32 v46, v37, 16, 1
	v_add3_u32 v46, v37, v46, s33
	v_add3_u32 v45, v33, v45, s33
	v_add3_u32 v44, v36, v44, s33
	v_add3_u32 v43, v35, v43, s33
	v_add3_u32 v42, v5, v42, s33
	v_add3_u32 v41, v4, v41, s33
	v_add3_u32 v40, v2, v40, s33
	v_add3_u32 v38, v3, v38, s33
	v_lshrrev_b32_e32 v38, 16, v38
	v_lshrrev_b32_e32 v40, 16, v40
	v_lshrrev_b32_e32 v41, 16, v41
	v_lshrrev_b32_e32 v42, 16, v42
	v_lshrrev_b32_e32 v43, 16, v43
	v_lshrrev_b32_e32 v44, 16, v44
	v_lshrrev_b32_e32 v45, 16, v45
	v_lshrrev_b32_e32 v46, 16, v46
	v_or_b32_sdwa v3, v3, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v2, v2, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v35, v35, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v36, v36, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v33, v33, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v37, v37, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v37, v46, v37, s[28:29]
	v_cndmask_b32_e64 v33, v45, v33, s[26:27]
	v_cndmask_b32_e64 v36, v44, v36, s[24:25]
	v_cndmask_b32_e64 v35, v43, v35, s[22:23]
	v_cndmask_b32_e64 v42, v42, v5, s[20:21]
	v_cndmask_b32_e64 v4, v41, v4, s[18:19]
	v_cndmask_b32_e64 v2, v40, v2, s[16:17]
	v_cndmask_b32_e32 v3, v38, v3, vcc
	v_lshl_add_u64 v[24:25], v[10:11], 0, s[34:35]
	v_perm_b32 v5, v2, v3, s88
	v_perm_b32 v4, v42, v4, s88
	v_perm_b32 v3, v36, v35, s88
	v_perm_b32 v2, v37, v33, s88
	flat_store_dwordx4 v[24:25], v[2:5]
.LBB0_193:
	s_or_b64 exec, exec, s[30:31]
	s_nop 0
	v_lshl_add_u64 v[2:3], v[8:9], 0, 7
	v_cmp_gt_i64_e32 vcc, s[42:43], v[2:3]
	s_mov_b64 s[16:17], s[84:85]
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_or_b64 s[16:17], s[84:85], exec
	s_or_b64 exec, exec, s[18:19]
	s_andn2_b64 s[18:19], s[84:85], exec
	s_and_b64 s[16:17], s[16:17], exec
	s_or_b64 s[84:85], s[18:19], s[16:17]
.LBB0_196:
	s_or_b64 exec, exec, s[86:87]
	s_and_saveexec_b64 s[16:17], s[84:85]
	s_xor_b64 s[30:31], exec, s[16:17]
	s_cbranch_execz .LBB0_3
	v_mul_lo_u32 v4, v3, s38
	v_mul_lo_u32 v5, v2, s39
	v_mad_u64_u32 v[2:3], s[16:17], v2, s38, 0
	v_add3_u32 v3, v3, v5, v4
	v_cmp_u_f32_e32 vcc, v49, v49
	v_cmp_u_f32_e64 s[16:17], v0, v0
	v_cmp_u_f32_e64 s[18:19], v34, v34
	v_cmp_u_f32_e64 s[20:21], v39, v39
	v_cmp_u_f32_e64 s[22:23], v31, v31
	v_cmp_u_f32_e64 s[24:25], v32, v32
	v_cmp_u_f32_e64 s[26:27], v29, v29
	v_cmp_u_f32_e64 s[28:29], v30, v30
	v_lshl_add_u64 v[24:25], v[2:3], 1, s[48:49]
	v_cndmask_b32_e32 v2, v49, v26, vcc
	v_cndmask_b32_e64 v0, v0, v26, s[16:17]
	v_cndmask_b32_e64 v3, v34, v26, s[18:19]
	v_cndmask_b32_e64 v4, v39, v26, s[20:21]
	v_cndmask_b32_e64 v5, v31, v26, s[22:23]
	v_cndmask_b32_e64 v31, v32, v26, s[24:25]
	v_cndmask_b32_e64 v29, v29, v26, s[26:27]
	v_cndmask_b32_e64 v30, v30, v26, s[28:29]
	v_bfe_u32 v32, v2, 16, 1
	v_bfe_u32 v33, v0, 16, 1
	v_bfe_u32 v34, v3, 16, 1
	v_bfe_u32 v35, v4, 16, 1
	v_bfe_u32 v36, v5, 16, 1
	v_bfe_u32 v37, v31, 16, 1
	v_bfe_u32 v38, v29, 16, 1
	v_bfe_u32 v39, v30, 16, 1
	v_add3_u32 v39, v30, v39, s33
	v_add3_u32 v38, v29, v38, s33
	v_add3_u32 v37, v31, v37, s33
	v_add3_u32 v36, v5, v36, s33
	v_add3_u32 v35, v4, v35, s33
	v_add3_u32 v34, v3, v34, s33
	v_add3_u32 v33, v0, v33, s33
	v_add3_u32 v32, v2, v32, s33
	v_lshrrev_b32_e32 v32, 16, v32
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v34, 16, v34
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v36, 16, v36
	v_lshrrev_b32_e32 v37, 16, v37
	v_lshrrev_b32_e32 v38, 16, v38
	v_lshrrev_b32_e32 v39, 16, v39
	v_or_b32_sdwa v2, v2, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v0, v0, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v3, v3, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v4, v4, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v31, v31, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v29, v29, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_or_b32_sdwa v30, v30, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v30, v39, v30, s[28:29]
	v_cndmask_b32_e64 v29, v38, v29, s[26:27]
	v_cndmask_b32_e64 v31, v37, v31, s[24:25]
	v_cndmask_b32_e64 v36, v36, v5, s[22:23]
	v_cndmask_b32_e64 v4, v35, v4, s[20:21]
	v_cndmask_b32_e64 v3, v34, v3, s[18:19]
	v_cndmask_b32_e64 v0, v33, v0, s[16:17]
	v_cndmask_b32_e32 v2, v32, v2, vcc
	v_perm_b32 v5, v0, v2, s88
	v_perm_b32 v4, v4, v3, s88
	v_perm_b32 v3, v31, v36, s88
	v_perm_b32 v2, v30, v29, s88
	flat_store_dwordx4 v[24:25], v[2:5]
	s_branch .LBB0_3
.LBB0_198:
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
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 91
		.amdhsa_accum_offset 96
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
    .sgpr_count:     97
    .sgpr_spill_count: 0
    .symbol:         logpjit_relayout.kd
    .uses_dynamic_stack: false
    .vgpr_count:     96
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
