; golden AMDGCN for tests/codegen/gfx942_test.cpp (cross_target_bitwise merge with entropy)
; regenerate: scripts/update-golden.sh
; spec: kind=merge;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=1;math=portable;grad_lse=0;grad_entropy=0
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_merge
	.p2align	8
	.type	logpjit_merge,@function
logpjit_merge:
	s_load_dwordx16 s[36:51], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 5
	v_or_b32_e32 v20, s2, v0
	v_mov_b32_e32 v21, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[50:51], v[20:21]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_39
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_cmp_lg_u64 s[38:39], 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	v_lshl_add_u64 v[0:1], v[20:21], 3, v[0:1]
	flat_load_dwordx2 v[22:23], v[0:1]
	s_load_dwordx4 s[56:59], s[0:1], 0x0
	s_load_dwordx4 s[52:55], s[0:1], 0x60
	v_mov_b64_e32 v[0:1], 0
	s_cbranch_scc0 .LBB0_9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[52:53], v[22:23]
	v_cmp_lt_i64_e64 s[0:1], -1, v[22:23]
	s_and_b64 vcc, s[0:1], vcc
	v_cndmask_b32_e32 v3, 0, v23, vcc
	v_cndmask_b32_e32 v2, 0, v22, vcc
	v_or_b32_e32 v1, s43, v3
	v_or_b32_e32 v0, s42, v2
	s_mov_b64 s[0:1], 0xffffffff
	s_mov_b32 s2, 0
	v_cmp_lt_u64_e32 vcc, s[0:1], v[0:1]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_6
	v_mov_b64_e32 v[0:1], 0
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[6:7], 63
	v_mov_b32_e32 v6, s43
	v_mov_b32_e32 v7, s42
	s_brev_b32 s3, 1
	v_mov_b64_e32 v[4:5], v[0:1]
.LBB0_4:
	v_lshrrev_b64 v[8:9], s6, v[2:3]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_lshr_b64 s[8:9], s[2:3], s4
	v_and_b32_e32 v8, 1, v8
	s_add_u32 s4, s4, 1
	v_or_b32_e32 v4, v8, v4
	s_addc_u32 s5, s5, 0
	v_cmp_gt_u64_e32 vcc, s[42:43], v[4:5]
	v_mov_b32_e32 v9, s9
	v_mov_b32_e32 v10, s8
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e64 v11, v7, 0, vcc
	v_cndmask_b32_e64 v8, v6, 0, vcc
	v_cndmask_b32_e64 v9, v9, 0, vcc
	v_cndmask_b32_e64 v10, v10, 0, vcc
	s_addc_u32 s7, s7, -1
	v_sub_co_u32_e32 v4, vcc, v4, v11
	v_or_b32_e32 v1, v9, v1
	s_nop 0
	v_subb_co_u32_e32 v5, vcc, v5, v8, vcc
	s_cmp_eq_u64 s[4:5], 64
	v_or_b32_e32 v0, v10, v0
	s_cbranch_scc0 .LBB0_4
.LBB0_6:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_8
	v_cvt_f32_u32_e32 v0, s42
	s_sub_i32 s2, 0, s42
	v_rcp_iflag_f32_e32 v0, v0
	s_nop 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s2, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v2, v0
	v_mul_lo_u32 v1, v0, s42
	v_sub_u32_e32 v1, v2, v1
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s42, v1
	v_subrev_u32_e32 v2, s42, v1
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_add_u32_e32 v2, 1, v0
	v_cmp_le_u32_e32 vcc, s42, v1
	v_mov_b32_e32 v1, 0
	s_nop 0
	v_cndmask_b32_e32 v0, v0, v2, vcc
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
.LBB0_9:
	v_mul_lo_u32 v4, v1, s50
	v_mul_lo_u32 v5, v0, s51
	v_mad_u64_u32 v[0:1], s[0:1], v0, s50, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s58
	v_mov_b32_e32 v3, s59
	v_add3_u32 v1, v1, v5, v4
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	v_lshl_add_u64 v[0:1], v[20:21], 2, v[0:1]
	flat_load_dword v30, v[0:1]
	v_cmp_lt_i64_e64 s[0:1], s[38:39], 1
	s_mov_b64 s[24:25], 0
	v_cmp_gt_i64_e64 s[22:23], s[38:39], 0
	s_and_b64 vcc, exec, s[0:1]
	v_cmp_gt_i64_e64 s[0:1], s[40:41], 0
	v_cmp_gt_u64_e64 s[2:3], s[40:41], 7
	v_mul_lo_u32 v6, s41, v20
	v_mul_lo_u32 v7, s40, v21
	s_mul_i32 s33, s50, s41
	s_mul_hi_u32 s64, s50, s40
	s_mul_i32 s65, s51, s40
	s_mul_i32 s42, s50, s40
	s_cbranch_vccnz .LBB0_19
	v_mad_u64_u32 v[0:1], s[4:5], s40, v20, 0
	v_mad_u64_u32 v[2:3], s[4:5], v0, 12, s[56:57]
	s_and_b32 s26, s40, 7
	s_mov_b32 s27, 0
	s_and_b32 s29, s41, 0x7fffffff
	s_and_b32 s28, s40, -8
	v_add3_u32 v1, v1, v7, v6
	v_mov_b32_e32 v4, v3
	s_cmp_lg_u64 s[26:27], 0
	v_mad_u64_u32 v[4:5], s[4:5], v1, 12, v[4:5]
	v_mov_b32_e32 v3, v4
	s_cselect_b64 s[4:5], -1, 0
	s_add_i32 s6, s64, s33
	v_cndmask_b32_e64 v4, 0, 1, s[0:1]
	s_add_i32 s43, s6, s65
	v_cmp_ne_u32_e64 s[0:1], 1, v4
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	s_mul_i32 s6, s43, 12
	s_mul_hi_u32 s7, s42, 12
	v_cmp_ne_u32_e64 s[2:3], 1, v4
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	s_add_i32 s31, s7, s6
	s_mul_i32 s30, s42, 12
	v_mov_b32_e32 v31, 0xff800000
	s_mov_b64 s[34:35], 0x60
	v_cmp_ne_u32_e64 s[4:5], 1, v4
	s_branch .LBB0_12
.LBB0_11:
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[30:31]
	s_cmp_eq_u64 s[24:25], s[38:39]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[42:43]
	s_cbranch_scc1 .LBB0_20
.LBB0_12:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_11
	s_mov_b64 s[50:51], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_16
	v_mov_b64_e32 v[4:5], v[2:3]
.LBB0_15:
	flat_load_dword v8, v[4:5]
	flat_load_dword v9, v[4:5] offset:12
	flat_load_dword v10, v[4:5] offset:24
	flat_load_dword v11, v[4:5] offset:36
	flat_load_dword v12, v[4:5] offset:48
	flat_load_dword v13, v[4:5] offset:60
	flat_load_dword v14, v[4:5] offset:72
	flat_load_dword v15, v[4:5] offset:84
	v_lshl_add_u64 v[4:5], v[4:5], 0, s[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v8, v31
	v_cmp_u_f32_e64 s[6:7], v8, v8
	s_or_b64 vcc, s[6:7], vcc
	v_cndmask_b32_e32 v8, v31, v8, vcc
	v_cmp_u_f32_e32 vcc, v31, v31
	v_cmp_u_f32_e64 s[8:9], v9, v9
	v_cmp_u_f32_e64 s[10:11], v10, v10
	v_cndmask_b32_e32 v8, v8, v31, vcc
	v_cmp_gt_f32_e32 vcc, v9, v8
	s_or_b64 vcc, s[8:9], vcc
	v_cmp_u_f32_e64 s[12:13], v11, v11
	v_cndmask_b32_e32 v9, v8, v9, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cmp_u_f32_e64 s[14:15], v12, v12
	v_cmp_u_f32_e64 s[16:17], v13, v13
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_gt_f32_e32 vcc, v10, v8
	s_or_b64 vcc, s[10:11], vcc
	v_cmp_u_f32_e64 s[18:19], v14, v14
	v_cndmask_b32_e32 v9, v8, v10, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	v_cmp_u_f32_e64 s[20:21], v15, v15
	s_nop 0
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_gt_f32_e32 vcc, v11, v8
	s_or_b64 vcc, s[12:13], vcc
	s_nop 0
	v_cndmask_b32_e32 v9, v8, v11, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_gt_f32_e32 vcc, v12, v8
	s_or_b64 vcc, s[14:15], vcc
	s_nop 0
	v_cndmask_b32_e32 v9, v8, v12, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_gt_f32_e32 vcc, v13, v8
	s_or_b64 vcc, s[16:17], vcc
	s_nop 0
	v_cndmask_b32_e32 v9, v8, v13, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_gt_f32_e32 vcc, v14, v8
	s_or_b64 vcc, s[18:19], vcc
	s_nop 0
	v_cndmask_b32_e32 v9, v8, v14, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_gt_f32_e32 vcc, v15, v8
	s_or_b64 vcc, s[20:21], vcc
	s_add_u32 s50, s50, 8
	v_cndmask_b32_e32 v9, v8, v15, vcc
	v_cmp_u_f32_e32 vcc, v8, v8
	s_addc_u32 s51, s51, 0
	s_cmp_lg_u64 s[28:29], s[50:51]
	v_cndmask_b32_e32 v31, v9, v8, vcc
	s_cbranch_scc1 .LBB0_15
.LBB0_16:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_11
	v_lshl_add_u64 v[8:9], s[50:51], 0, v[0:1]
	v_mad_u64_u32 v[4:5], s[6:7], v8, 12, s[56:57]
	v_mov_b32_e32 v8, v5
	v_mad_u64_u32 v[8:9], s[6:7], v9, 12, v[8:9]
	v_mov_b32_e32 v5, v8
	s_mov_b64 s[8:9], s[26:27]
.LBB0_18:
	flat_load_dword v8, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, 12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v8, v31
	v_cmp_u_f32_e64 s[6:7], v8, v8
	s_or_b64 vcc, s[6:7], vcc
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v8, v31, v8, vcc
	v_cmp_u_f32_e32 vcc, v31, v31
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	v_cndmask_b32_e32 v31, v8, v31, vcc
	s_cbranch_scc1 .LBB0_18
	s_branch .LBB0_11
.LBB0_19:
	v_mov_b32_e32 v31, 0xff800000
.LBB0_20:
	s_mov_b32 s51, 0
	s_andn2_b64 vcc, exec, s[22:23]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_cbranch_vccnz .LBB0_30
	v_mad_u64_u32 v[24:25], s[0:1], s40, v20, 0
	v_mad_u64_u32 v[26:27], s[0:1], v24, 12, s[56:57]
	s_and_b32 s50, s40, 7
	s_and_b32 s61, s41, 0x7fffffff
	s_and_b32 s60, s40, -8
	v_add3_u32 v25, v25, v7, v6
	v_mov_b32_e32 v0, v27
	s_cmp_lg_u64 s[50:51], 0
	v_mad_u64_u32 v[0:1], s[0:1], v25, 12, v[0:1]
	s_cselect_b64 s[62:63], -1, 0
	s_add_i32 s0, s64, s33
	s_add_i32 s43, s0, s65
	s_mul_i32 s0, s43, 12
	s_mul_hi_u32 s1, s42, 12
	s_add_i32 s65, s1, s0
	v_cmp_gt_i64_e64 s[0:1], s[40:41], 0
	v_mov_b32_e32 v27, v0
	v_cmp_gt_u64_e64 s[2:3], s[40:41], 7
	v_cndmask_b32_e64 v0, 0, 1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v0
	v_cndmask_b32_e64 v0, 0, 1, s[2:3]
	s_mov_b64 s[58:59], 0
	s_mul_i32 s64, s42, 12
	v_mov_b32_e32 v32, 0
	v_cmp_ne_u32_e64 s[2:3], 1, v0
	s_mov_b32 s33, 0xff800000
	s_mov_b32 s68, 0xc2b00000
	v_mov_b32_e32 v34, 0x4b400000
	v_mov_b32_e32 v35, 0x3c0905f1
	s_mov_b64 s[40:41], 0x60
	v_mov_b32_e32 v36, 0xc2b00000
	v_mov_b32_e32 v33, 0
	s_branch .LBB0_23
.LBB0_22:
	s_add_u32 s58, s58, 1
	s_addc_u32 s59, s59, 0
	v_lshl_add_u64 v[26:27], v[26:27], 0, s[64:65]
	s_cmp_eq_u64 s[58:59], s[38:39]
	v_lshl_add_u64 v[24:25], v[24:25], 0, s[42:43]
	s_cbranch_scc1 .LBB0_30
.LBB0_23:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_22
	s_mov_b64 s[66:67], 0
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_27
	v_mov_b64_e32 v[28:29], v[26:27]
.LBB0_26:
	flat_load_dwordx4 v[0:3], v[28:29]
	flat_load_dwordx4 v[4:7], v[28:29] offset:16
	flat_load_dwordx4 v[8:11], v[28:29] offset:32
	flat_load_dwordx4 v[12:15], v[28:29] offset:48
	flat_load_dwordx4 v[16:19], v[28:29] offset:64
	flat_load_dwordx4 v[38:41], v[28:29] offset:80
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v37, v0, v31
	v_sub_f32_e32 v42, v3, v31
	v_cmp_ngt_f32_e32 vcc, s68, v37
	v_sub_f32_e32 v43, v6, v31
	v_sub_f32_e32 v44, v9, v31
	v_cndmask_b32_e32 v49, v36, v37, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v42
	v_fma_f32 v2, v37, v1, v2
	v_sub_f32_e32 v45, v12, v31
	v_cndmask_b32_e32 v37, v36, v42, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v43
	v_fma_f32 v5, v42, v4, v5
	v_sub_f32_e32 v46, v15, v31
	v_cndmask_b32_e32 v42, v36, v43, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v44
	v_fma_f32 v8, v43, v7, v8
	v_sub_f32_e32 v47, v18, v31
	v_cndmask_b32_e32 v43, v36, v44, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v45
	v_fma_f32 v11, v44, v10, v11
	v_sub_f32_e32 v48, v39, v31
	v_cndmask_b32_e32 v44, v36, v45, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v46
	v_fma_f32 v14, v45, v13, v14
	v_fma_f32 v17, v46, v16, v17
	v_cndmask_b32_e32 v45, v36, v46, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v47
	v_fmamk_f32 v50, v37, 0x3fb8aa3b, v34
	v_fma_f32 v38, v47, v19, v38
	v_cndmask_b32_e32 v46, v36, v47, vcc
	v_cmp_ngt_f32_e32 vcc, s68, v48
	v_fma_f32 v41, v48, v40, v41
	v_fmamk_f32 v52, v43, 0x3fb8aa3b, v34
	v_cndmask_b32_e32 v47, v36, v48, vcc
	v_fmamk_f32 v48, v49, 0x3fb8aa3b, v34
	v_add_f32_e32 v58, 0xcb400000, v50
	v_fmamk_f32 v54, v45, 0x3fb8aa3b, v34
	v_add_f32_e32 v57, 0xcb400000, v48
	v_add_f32_e32 v60, 0xcb400000, v52
	v_fmac_f32_e32 v37, 0xbf318000, v58
	v_fmamk_f32 v56, v47, 0x3fb8aa3b, v34
	v_fmac_f32_e32 v49, 0xbf318000, v57
	v_fmac_f32_e32 v37, 0x395e8083, v58
	v_add_f32_e32 v58, 0xcb400000, v54
	v_fmac_f32_e32 v43, 0xbf318000, v60
	v_fmamk_f32 v51, v42, 0x3fb8aa3b, v34
	v_fmac_f32_e32 v49, 0x395e8083, v57
	v_fmac_f32_e32 v43, 0x395e8083, v60
	v_add_f32_e32 v60, 0xcb400000, v56
	v_fmac_f32_e32 v45, 0xbf318000, v58
	v_fmamk_f32 v53, v44, 0x3fb8aa3b, v34
	v_add_f32_e32 v59, 0xcb400000, v51
	v_fmac_f32_e32 v47, 0xbf318000, v60
	v_fmac_f32_e32 v45, 0x395e8083, v58
	v_fmamk_f32 v58, v49, 0x3ab688be, v35
	v_fmamk_f32 v55, v46, 0x3fb8aa3b, v34
	v_add_f32_e32 v57, 0xcb400000, v53
	v_fmac_f32_e32 v42, 0xbf318000, v59
	v_fmac_f32_e32 v47, 0x395e8083, v60
	v_fmamk_f32 v60, v37, 0x3ab688be, v35
	v_fmaak_f32 v58, v58, v49, 0x3d2aaa8c
	v_fmac_f32_e32 v42, 0x395e8083, v59
	v_add_f32_e32 v59, 0xcb400000, v55
	v_fmac_f32_e32 v44, 0xbf318000, v57
	v_fmaak_f32 v58, v58, v49, 0x3e2aaa6e
	v_fmaak_f32 v60, v60, v37, 0x3d2aaa8c
	v_fmac_f32_e32 v46, 0xbf318000, v59
	v_fmac_f32_e32 v44, 0x395e8083, v57
	v_mul_f32_e32 v57, v49, v49
	v_fma_f32 v58, v58, v49, 0.5
	v_fmaak_f32 v60, v60, v37, 0x3e2aaa6e
	v_fmac_f32_e32 v46, 0x395e8083, v59
	v_mul_f32_e32 v59, v37, v37
	v_fmac_f32_e32 v49, v57, v58
	v_fmamk_f32 v58, v42, 0x3ab688be, v35
	v_fma_f32 v60, v60, v37, 0.5
	v_fmac_f32_e32 v37, v59, v60
	v_fmamk_f32 v60, v43, 0x3ab688be, v35
	v_fmaak_f32 v58, v58, v42, 0x3d2aaa8c
	v_fmaak_f32 v58, v58, v42, 0x3e2aaa6e
	v_fmaak_f32 v60, v60, v43, 0x3d2aaa8c
	v_mul_f32_e32 v57, v42, v42
	v_fma_f32 v58, v58, v42, 0.5
	v_fmaak_f32 v60, v60, v43, 0x3e2aaa6e
	v_mul_f32_e32 v59, v43, v43
	v_fmac_f32_e32 v42, v57, v58
	v_fmamk_f32 v58, v44, 0x3ab688be, v35
	v_fma_f32 v60, v60, v43, 0.5
	v_fmac_f32_e32 v43, v59, v60
	v_fmamk_f32 v60, v45, 0x3ab688be, v35
	v_fmaak_f32 v58, v58, v44, 0x3d2aaa8c
	v_fmaak_f32 v58, v58, v44, 0x3e2aaa6e
	v_fmaak_f32 v60, v60, v45, 0x3d2aaa8c
	v_lshl_add_u32 v48, v48, 23, 1.0
	v_mul_f32_e32 v57, v44, v44
	v_fma_f32 v58, v58, v44, 0.5
	v_fmaak_f32 v60, v60, v45, 0x3e2aaa6e
	v_lshl_add_u32 v50, v50, 23, 1.0
	v_lshl_add_u32 v51, v51, 23, 1.0
	v_mul_f32_e32 v59, v45, v45
	v_fmac_f32_e32 v44, v57, v58
	v_fmamk_f32 v58, v46, 0x3ab688be, v35
	v_fma_f32 v60, v60, v45, 0.5
	v_fmac_f32_e32 v48, v49, v48
	v_cmp_eq_f32_e64 s[16:17], s33, v0
	v_lshl_add_u32 v52, v52, 23, 1.0
	v_fmac_f32_e32 v45, v59, v60
	v_fmamk_f32 v60, v47, 0x3ab688be, v35
	v_fmaak_f32 v58, v58, v46, 0x3d2aaa8c
	v_fmac_f32_e32 v50, v37, v50
	v_cmp_eq_f32_e32 vcc, s33, v3
	v_fmac_f32_e32 v51, v42, v51
	v_cmp_eq_f32_e64 s[4:5], s33, v6
	v_cndmask_b32_e64 v0, v48, 0, s[16:17]
	v_lshl_add_u32 v53, v53, 23, 1.0
	v_fmaak_f32 v60, v60, v47, 0x3d2aaa8c
	v_fmaak_f32 v58, v58, v46, 0x3e2aaa6e
	v_fmac_f32_e32 v52, v43, v52
	v_cmp_eq_f32_e64 s[6:7], s33, v9
	v_cndmask_b32_e64 v3, v50, 0, vcc
	v_cndmask_b32_e64 v6, v51, 0, s[4:5]
	v_cmp_eq_f32_e64 s[18:19], 0, v0
	v_lshl_add_u32 v54, v54, 23, 1.0
	v_mul_f32_e32 v57, v46, v46
	v_fmaak_f32 v60, v60, v47, 0x3e2aaa6e
	v_fma_f32 v58, v58, v46, 0.5
	v_fmac_f32_e32 v53, v44, v53
	v_cmp_eq_f32_e64 s[8:9], s33, v12
	v_cndmask_b32_e64 v9, v52, 0, s[6:7]
	v_cmp_eq_f32_e64 s[20:21], 0, v3
	v_cmp_eq_f32_e64 s[22:23], 0, v6
	s_or_b64 s[16:17], s[16:17], s[18:19]
	v_lshl_add_u32 v55, v55, 23, 1.0
	v_mul_f32_e32 v59, v47, v47
	v_fma_f32 v60, v60, v47, 0.5
	v_fmac_f32_e32 v46, v57, v58
	v_fmac_f32_e32 v54, v45, v54
	v_cmp_eq_f32_e64 s[10:11], s33, v15
	v_cndmask_b32_e64 v12, v53, 0, s[8:9]
	v_fmac_f32_e32 v32, v1, v0
	v_cmp_eq_f32_e64 s[24:25], 0, v9
	v_cndmask_b32_e64 v1, v2, 0, s[16:17]
	s_or_b64 s[16:17], vcc, s[20:21]
	s_or_b64 s[4:5], s[4:5], s[22:23]
	v_lshl_add_u32 v56, v56, 23, 1.0
	v_fmac_f32_e32 v47, v59, v60
	v_fmac_f32_e32 v55, v46, v55
	v_cmp_eq_f32_e64 s[12:13], s33, v18
	v_cndmask_b32_e64 v15, v54, 0, s[10:11]
	v_cmp_eq_f32_e64 s[26:27], 0, v12
	v_cndmask_b32_e64 v2, v5, 0, s[16:17]
	v_fmac_f32_e32 v32, v4, v3
	v_cndmask_b32_e64 v4, v8, 0, s[4:5]
	s_or_b64 s[4:5], s[6:7], s[24:25]
	v_fmac_f32_e32 v33, v1, v0
	v_fmac_f32_e32 v56, v47, v56
	v_cmp_eq_f32_e64 s[14:15], s33, v39
	v_cndmask_b32_e64 v18, v55, 0, s[12:13]
	v_cmp_eq_f32_e64 s[28:29], 0, v15
	v_cndmask_b32_e64 v5, v11, 0, s[4:5]
	s_or_b64 s[4:5], s[8:9], s[26:27]
	v_fmac_f32_e32 v33, v2, v3
	v_cndmask_b32_e64 v37, v56, 0, s[14:15]
	v_cmp_eq_f32_e64 s[30:31], 0, v18
	v_cndmask_b32_e64 v8, v14, 0, s[4:5]
	s_or_b64 s[4:5], s[10:11], s[28:29]
	v_fmac_f32_e32 v32, v7, v6
	v_fmac_f32_e32 v33, v4, v6
	v_cmp_eq_f32_e64 s[34:35], 0, v37
	v_cndmask_b32_e64 v11, v17, 0, s[4:5]
	s_or_b64 s[4:5], s[12:13], s[30:31]
	v_fmac_f32_e32 v32, v10, v9
	v_fmac_f32_e32 v33, v5, v9
	v_cndmask_b32_e64 v14, v38, 0, s[4:5]
	s_or_b64 s[4:5], s[14:15], s[34:35]
	v_fmac_f32_e32 v32, v13, v12
	v_fmac_f32_e32 v33, v8, v12
	s_add_u32 s66, s66, 8
	v_fmac_f32_e32 v32, v16, v15
	v_fmac_f32_e32 v33, v11, v15
	v_cndmask_b32_e64 v17, v41, 0, s[4:5]
	s_addc_u32 s67, s67, 0
	v_fmac_f32_e32 v32, v19, v18
	v_fmac_f32_e32 v33, v14, v18
	s_cmp_lg_u64 s[60:61], s[66:67]
	v_fmac_f32_e32 v32, v40, v37
	v_fmac_f32_e32 v33, v17, v37
	s_cbranch_scc1 .LBB0_26
.LBB0_27:
	s_andn2_b64 vcc, exec, s[62:63]
	s_cbranch_vccnz .LBB0_22
	v_lshl_add_u64 v[2:3], s[66:67], 0, v[24:25]
	v_mad_u64_u32 v[0:1], s[4:5], v2, 12, s[56:57]
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[4:5], v3, 12, v[2:3]
	v_mov_b32_e32 v1, v2
	s_mov_b64 s[6:7], s[50:51]
.LBB0_29:
	flat_load_dwordx3 v[2:4], v[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, 12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v5, v2, v31
	v_cmp_ngt_f32_e32 vcc, s68, v5
	v_fma_f32 v4, v5, v3, v4
	s_nop 0
	v_cndmask_b32_e32 v6, v36, v5, vcc
	v_fmamk_f32 v5, v6, 0x3fb8aa3b, v34
	v_add_f32_e32 v7, 0xcb400000, v5
	v_fmac_f32_e32 v6, 0xbf318000, v7
	v_fmac_f32_e32 v6, 0x395e8083, v7
	v_fmamk_f32 v8, v6, 0x3ab688be, v35
	v_fmaak_f32 v8, v8, v6, 0x3d2aaa8c
	v_fmaak_f32 v8, v8, v6, 0x3e2aaa6e
	v_mul_f32_e32 v7, v6, v6
	v_fma_f32 v8, v8, v6, 0.5
	v_lshl_add_u32 v5, v5, 23, 1.0
	v_fmac_f32_e32 v6, v7, v8
	v_fmac_f32_e32 v5, v6, v5
	v_cmp_eq_f32_e32 vcc, s33, v2
	s_nop 1
	v_cndmask_b32_e64 v2, v5, 0, vcc
	v_cmp_eq_f32_e64 s[4:5], 0, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	s_add_u32 s6, s6, -1
	v_fmac_f32_e32 v32, v3, v2
	v_cndmask_b32_e64 v3, v4, 0, s[4:5]
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	v_fmac_f32_e32 v33, v3, v2
	s_cbranch_scc1 .LBB0_29
	s_branch .LBB0_22
.LBB0_30:
	s_mov_b32 s2, 0x800000
	v_mul_f32_e32 v0, 0x4c000000, v32
	v_cmp_gt_f32_e32 vcc, s2, v32
	s_mov_b32 s2, 0x7fffff
	v_mov_b32_e32 v2, 0xffffff82
	v_cndmask_b32_e32 v0, v32, v0, vcc
	v_lshrrev_b32_e32 v1, 23, v0
	v_and_or_b32 v0, v0, s2, 0.5
	s_mov_b32 s2, 0x3f3504f3
	v_mov_b32_e32 v3, 0xffffff69
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cmp_gt_f32_e32 vcc, s2, v0
	v_add_f32_e32 v3, v0, v0
	v_mov_b32_e32 v4, 0xbdebd1b8
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_add_f32_e32 v0, -1.0, v0
	v_fmac_f32_e32 v4, 0x3d9021bb, v0
	v_fmaak_f32 v4, v4, v0, 0x3def251a
	v_fmaak_f32 v4, v4, v0, 0xbdfe5d4f
	v_fmaak_f32 v4, v4, v0, 0x3e11e9bf
	v_add_u32_e32 v2, v2, v1
	v_fmaak_f32 v4, v4, v0, 0xbe2aae50
	v_subbrev_co_u32_e64 v2, s[2:3], 0, v2, vcc
	v_fmaak_f32 v4, v4, v0, 0x3e4cceac
	v_fmaak_f32 v4, v4, v0, 0xbe7ffffc
	v_cvt_f32_i32_e32 v2, v2
	v_fmaak_f32 v4, v4, v0, 0x3eaaaaaa
	v_mul_f32_e32 v3, v0, v0
	v_mul_f32_e32 v4, v0, v4
	v_mul_f32_e32 v4, v3, v4
	v_fmamk_f32 v4, v2, 0xb95e8083, v4
	v_fmac_f32_e32 v4, -0.5, v3
	v_add_f32_e32 v0, v0, v4
	v_fmamk_f32 v0, v2, 0x3f318000, v0
	v_mov_b32_e32 v2, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v32
	s_mov_b32 s2, 0x7f800000
	v_div_scale_f32 v9, s[4:5], v32, v32, v33
	v_cndmask_b32_e32 v0, v2, v0, vcc
	v_cmp_eq_f32_e32 vcc, s2, v32
	v_rcp_f32_e32 v10, v9
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e64 s[2:3], s[36:37], v[22:23]
	v_cndmask_b32_e32 v2, v0, v32, vcc
	v_mov_b32_e32 v0, 0x7fc00000
	v_cmp_ngt_f32_e32 vcc, 0, v32
	v_cmp_ne_u64_e64 s[0:1], s[36:37], v[22:23]
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e32 v2, v0, v2, vcc
	v_cmp_u_f32_e32 vcc, v32, v32
	s_nop 1
	v_cndmask_b32_e32 v3, v2, v32, vcc
	v_add_f32_e32 v2, v31, v3
	v_cmp_o_f32_e32 vcc, v2, v2
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v2, vcc
	v_cndmask_b32_e64 v8, v4, 0, s[2:3]
	v_lshlrev_b64 v[4:5], 2, v[20:21]
	v_lshl_add_u64 v[6:7], s[44:45], 0, v[4:5]
	flat_store_dword v[6:7], v8
	v_fma_f32 v6, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v6, v10
	v_div_scale_f32 v6, vcc, v33, v32, v33
	v_mul_f32_e32 v7, v6, v10
	v_fma_f32 v8, -v9, v7, v6
	v_fmac_f32_e32 v7, v8, v10
	v_fma_f32 v6, -v9, v7, v6
	v_div_fmas_f32 v6, v6, v10, v7
	v_div_fixup_f32 v6, v6, v32, v33
	v_sub_f32_e32 v3, v3, v6
	v_cmp_o_f32_e32 vcc, v3, v3
	v_lshl_add_u64 v[4:5], s[48:49], 0, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v3, v0, v3, vcc
	v_cndmask_b32_e64 v3, v3, 0, s[2:3]
	flat_store_dword v[4:5], v3
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_38
	v_cmp_le_u64_e32 vcc, s[52:53], v[22:23]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_35
	s_cmp_eq_u64 s[54:55], 0
	s_cbranch_scc1 .LBB0_34
	v_lshl_add_u64 v[2:3], v[20:21], 0, 1
	v_mov_b64_e32 v[4:5], s[54:55]
	flat_store_dwordx2 v[4:5], v[2:3]
.LBB0_34:
	s_mov_b32 s4, 0x7fc00000
.LBB0_35:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v1, s4
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_37
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v1, v30, v2
.LBB0_37:
	s_or_b64 exec, exec, s[0:1]
.LBB0_38:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, s46
	v_mov_b32_e32 v3, s47
	v_cmp_o_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e32 v4, v0, v1, vcc
	v_lshl_add_u64 v[0:1], v[20:21], 2, v[2:3]
	flat_store_dword v[0:1], v4
.LBB0_39:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_merge
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 120
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 69
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
	.size	logpjit_merge, .Lfunc_end0-logpjit_merge

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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .max_flat_workgroup_size: 32
    .name:           logpjit_merge
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         logpjit_merge.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
