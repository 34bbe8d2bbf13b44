; golden AMDGCN for tests/codegen/gfx942_test.cpp (TP 1 top-k from the lane stats: slots, rounds)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_select;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=8;temperature=0;entropy=0;math=native;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_topk_select
	.p2align	8
	.type	logpjit_topk_select,@function
logpjit_topk_select:
	s_load_dwordx4 s[4:7], s[0:1], 0x88
	s_mov_b32 s3, 0
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v24, s2, v1
	v_mov_b32_e32 v25, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[4:5], v[24:25]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_151
	s_load_dwordx2 s[26:27], s[0:1], 0x98
	s_load_dwordx2 s[24:25], s[0:1], 0x10
	s_load_dwordx4 s[20:23], s[0:1], 0x20
	s_load_dwordx16 s[36:51], s[0:1], 0x40
	s_load_dwordx2 s[52:53], s[0:1], 0x30
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[24:25], 2, s[40:41]
	s_cbranch_scc0 .LBB0_6
	s_mov_b32 s2, 0x69ad9940
	s_add_u32 s2, 0x6e928, s2
	v_bfrev_b32_e32 v1, 5
	v_lshl_add_u64 v[4:5], v[24:25], 3, s[24:25]
	v_add_co_u32_e32 v6, vcc, s2, v1
	flat_load_dwordx2 v[2:3], v[4:5]
	flat_load_dword v1, v[8:9]
	s_addc_u32 s3, 0, 0
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s2, s3, 0x1b9b10
	v_readfirstlane_b32 s4, v6
	s_mul_i32 s3, s2, 0xfffff6ba
	s_mul_hi_u32 s5, s4, 0xfffff6ba
	s_add_i32 s5, s5, s3
	s_sub_i32 s3, s5, s4
	s_mul_i32 s6, s4, 0xfffff6ba
	s_mul_hi_u32 s9, s4, s3
	s_mul_i32 s10, s4, s3
	s_mul_hi_u32 s4, s4, s6
	s_add_u32 s4, s4, s10
	s_mul_hi_u32 s7, s2, s6
	s_mul_i32 s8, s2, s6
	s_addc_u32 s6, 0, s9
	s_add_u32 s4, s4, s8
	s_mul_hi_u32 s5, s2, s3
	s_addc_u32 s4, s6, s7
	s_addc_u32 s5, s5, 0
	s_mul_i32 s3, s2, s3
	s_add_u32 s3, s4, s3
	s_addc_u32 s4, 0, s5
	v_add_co_u32_e32 v4, vcc, s3, v6
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s6, s2, s4
	s_ashr_i32 s2, s23, 31
	s_add_u32 s4, s22, s2
	s_mov_b32 s3, s2
	s_addc_u32 s5, s23, s2
	s_xor_b64 s[4:5], s[4:5], s[2:3]
	v_readfirstlane_b32 s9, v4
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
	v_mov_b32_e32 v4, s13
	v_sub_co_u32_e32 v4, vcc, s4, v4
	s_movk_i32 s12, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s4, s5, s14
	v_subrev_co_u32_e32 v5, vcc, s12, v4
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s5, s4, 0
	v_readfirstlane_b32 s12, v5
	s_cmpk_gt_u32 s12, 0x945
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s5, 0
	s_cselect_b32 s5, s12, -1
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s5, s11, s9
	v_readfirstlane_b32 s9, v4
	s_cselect_b32 s8, s10, s8
	s_cmpk_gt_u32 s9, 0x945
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u32 s4, 0
	s_cselect_b32 s4, s9, -1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s5, s5, s7
	s_cselect_b32 s4, s8, s6
	s_xor_b64 s[4:5], s[4:5], s[2:3]
	s_sub_u32 s33, s4, s2
	v_mov_b64_e32 v[4:5], 0x945
	s_subb_u32 s34, s5, s2
	v_cmp_gt_i64_e64 s[2:3], s[22:23], v[4:5]
	v_mov_b64_e32 v[4:5], 0x946
	v_cmp_lt_i64_e32 vcc, s[22:23], v[4:5]
	v_mov_b32_e32 v6, 0xff800000
	s_cbranch_vccnz .LBB0_11
	s_add_u32 s4, s33, -1
	s_addc_u32 s5, s34, -1
	v_cmp_lt_u64_e64 s[4:5], s[4:5], 7
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_7
	v_mul_lo_u32 v6, s34, v24
	v_mul_lo_u32 v7, s33, v25
	v_mad_u64_u32 v[4:5], s[4:5], s33, v24, 0
	v_add3_u32 v5, v5, v7, v6
	s_and_b32 s31, s34, 0xfffff
	s_and_b32 s30, s33, -8
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[36:37]
	s_mov_b64 s[28:29], 0
	v_mov_b32_e32 v6, 0xff800000
.LBB0_5:
	flat_load_dword v7, v[4:5]
	flat_load_dword v10, v[4:5] offset:8
	flat_load_dword v11, v[4:5] offset:16
	flat_load_dword v12, v[4:5] offset:24
	flat_load_dword v13, v[4:5] offset:32
	flat_load_dword v14, v[4:5] offset:40
	flat_load_dword v15, v[4:5] offset:48
	flat_load_dword v16, v[4:5] offset:56
	v_lshl_add_u64 v[4:5], v[4:5], 0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v7, v6
	v_cmp_u_f32_e64 s[4:5], v7, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e32 v7, v6, v7, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cmp_u_f32_e64 s[6:7], v10, v10
	v_cmp_u_f32_e64 s[8:9], v11, v11
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v10, v6
	s_or_b64 vcc, s[6:7], vcc
	v_cmp_u_f32_e64 s[10:11], v12, v12
	v_cndmask_b32_e32 v7, v6, v10, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cmp_u_f32_e64 s[12:13], v13, v13
	v_cmp_u_f32_e64 s[14:15], v14, v14
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v11, v6
	s_or_b64 vcc, s[8:9], vcc
	v_cmp_u_f32_e64 s[16:17], v15, v15
	v_cndmask_b32_e32 v7, v6, v11, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	v_cmp_u_f32_e64 s[18:19], v16, v16
	s_nop 0
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v12, v6
	s_or_b64 vcc, s[10:11], vcc
	s_nop 0
	v_cndmask_b32_e32 v7, v6, v12, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v13, v6
	s_or_b64 vcc, s[12:13], vcc
	s_nop 0
	v_cndmask_b32_e32 v7, v6, v13, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v14, v6
	s_or_b64 vcc, s[14:15], vcc
	s_nop 0
	v_cndmask_b32_e32 v7, v6, v14, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v15, v6
	s_or_b64 vcc, s[16:17], vcc
	s_nop 0
	v_cndmask_b32_e32 v7, v6, v15, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f32_e32 vcc, v16, v6
	s_or_b64 vcc, s[18:19], vcc
	s_add_u32 s28, s28, 8
	v_cndmask_b32_e32 v7, v6, v16, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	s_addc_u32 s29, s29, 0
	s_cmp_eq_u64 s[30:31], s[28:29]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	s_cbranch_scc0 .LBB0_5
	s_branch .LBB0_8
.LBB0_6:
	s_cbranch_execnz .LBB0_34
	s_branch .LBB0_35
.LBB0_7:
	s_mov_b64 s[28:29], 0
	v_mov_b32_e32 v6, 0xff800000
.LBB0_8:
	s_and_b32 s6, s33, 7
	s_mov_b32 s7, 0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_11
	v_mad_u64_u32 v[4:5], s[4:5], s33, v24, 0
	s_lshl_b64 s[4:5], s[28:29], 3
	v_mul_lo_u32 v7, s34, v24
	v_mul_lo_u32 v10, s33, v25
	s_add_u32 s4, s36, s4
	v_add3_u32 v5, v5, v10, v7
	s_addc_u32 s5, s37, s5
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[4:5]
.LBB0_10:
	flat_load_dword v7, v[4:5]
	v_lshl_add_u64 v[4:5], v[4:5], 0, 8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_f32_e32 vcc, v7, v6
	v_cmp_u_f32_e64 s[4:5], v7, v7
	s_or_b64 vcc, s[4:5], vcc
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v7, v6, v7, vcc
	v_cmp_u_f32_e32 vcc, v6, v6
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	v_cndmask_b32_e32 v6, v7, v6, vcc
	s_cbranch_scc1 .LBB0_10
.LBB0_11:
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v7, 0
	s_cbranch_vccnz .LBB0_19
	s_add_u32 s2, s33, -1
	s_addc_u32 s3, s34, -1
	v_cmp_lt_u64_e64 s[2:3], s[2:3], 7
	s_and_b64 vcc, exec, s[2:3]
	v_mul_lo_u32 v10, s34, v24
	v_mul_lo_u32 v11, s33, v25
	s_cbranch_vccnz .LBB0_15
	v_mad_u64_u32 v[4:5], s[2:3], s33, v24, 0
	v_add3_u32 v5, v5, v11, v10
	s_and_b32 s19, s34, 0xfffff
	s_and_b32 s18, s33, -8
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[36:37]
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s28, 0xff800000
.LBB0_14:
	flat_load_dwordx4 v[12:15], v[4:5]
	flat_load_dwordx4 v[16:19], v[4:5] offset:16
	flat_load_dwordx4 v[20:23], v[4:5] offset:32
	flat_load_dwordx4 v[26:29], v[4:5] offset:48
	s_add_u32 s16, s16, 8
	s_addc_u32 s17, s17, 0
	v_lshl_add_u64 v[4:5], v[4:5], 0, 64
	s_cmp_eq_u64 s[18:19], s[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v30, v12, v6
	v_sub_f32_e32 v31, v14, v6
	v_mul_f32_e32 v30, 0x3fb8aa3b, v30
	v_sub_f32_e32 v32, v16, v6
	v_mul_f32_e32 v31, 0x3fb8aa3b, v31
	v_exp_f32_e32 v30, v30
	v_sub_f32_e32 v33, v18, v6
	v_mul_f32_e32 v32, 0x3fb8aa3b, v32
	v_exp_f32_e32 v31, v31
	v_sub_f32_e32 v34, v20, v6
	v_mul_f32_e32 v33, 0x3fb8aa3b, v33
	v_cmp_neq_f32_e32 vcc, s28, v14
	v_exp_f32_e32 v14, v32
	v_sub_f32_e32 v35, v22, v6
	v_mul_f32_e32 v34, 0x3fb8aa3b, v34
	v_cmp_neq_f32_e64 s[2:3], s28, v16
	v_exp_f32_e32 v16, v33
	v_cmp_neq_f32_e64 s[14:15], s28, v12
	v_sub_f32_e32 v36, v26, v6
	v_mul_f32_e32 v35, 0x3fb8aa3b, v35
	v_cmp_neq_f32_e64 s[4:5], s28, v18
	v_exp_f32_e32 v18, v34
	v_cndmask_b32_e64 v12, 0, v30, s[14:15]
	v_sub_f32_e32 v37, v28, v6
	v_mul_f32_e32 v36, 0x3fb8aa3b, v36
	v_cmp_neq_f32_e64 s[6:7], s28, v20
	v_exp_f32_e32 v20, v35
	v_cmp_neq_f32_e64 s[12:13], s28, v28
	v_cndmask_b32_e32 v28, 0, v31, vcc
	v_fmac_f32_e32 v7, v13, v12
	v_mul_f32_e32 v37, 0x3fb8aa3b, v37
	v_cmp_neq_f32_e64 s[8:9], s28, v22
	v_exp_f32_e32 v22, v36
	v_cndmask_b32_e64 v14, 0, v14, s[2:3]
	v_fmac_f32_e32 v7, v15, v28
	v_cmp_neq_f32_e64 s[10:11], s28, v26
	v_exp_f32_e32 v26, v37
	v_cndmask_b32_e64 v16, 0, v16, s[4:5]
	v_fmac_f32_e32 v7, v17, v14
	v_cndmask_b32_e64 v18, 0, v18, s[6:7]
	v_fmac_f32_e32 v7, v19, v16
	v_cndmask_b32_e64 v20, 0, v20, s[8:9]
	v_fmac_f32_e32 v7, v21, v18
	v_cndmask_b32_e64 v22, 0, v22, s[10:11]
	v_fmac_f32_e32 v7, v23, v20
	v_cndmask_b32_e64 v26, 0, v26, s[12:13]
	v_fmac_f32_e32 v7, v27, v22
	v_fmac_f32_e32 v7, v29, v26
	s_cbranch_scc0 .LBB0_14
	s_branch .LBB0_16
.LBB0_15:
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v7, 0
.LBB0_16:
	s_and_b32 s2, s33, 7
	s_mov_b32 s3, 0
	s_cmp_eq_u64 s[2:3], 0
	s_cbranch_scc1 .LBB0_19
	v_mad_u64_u32 v[4:5], s[4:5], s33, v24, 0
	s_lshl_b64 s[4:5], s[16:17], 3
	s_add_u32 s4, s36, s4
	v_add3_u32 v5, v5, v11, v10
	s_addc_u32 s5, s37, s5
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[4:5]
	s_mov_b32 s4, 0xff800000
.LBB0_18:
	flat_load_dwordx2 v[10:11], v[4:5]
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 8
	s_cmp_lg_u64 s[2:3], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v12, v10, v6
	v_mul_f32_e32 v12, 0x3fb8aa3b, v12
	v_exp_f32_e32 v12, v12
	v_cmp_neq_f32_e32 vcc, s4, v10
	s_nop 1
	v_cndmask_b32_e32 v10, 0, v12, vcc
	v_fmac_f32_e32 v7, v11, v10
	s_cbranch_scc1 .LBB0_18
.LBB0_19:
	v_log_f32_e32 v4, v7
	v_mov_b32_e32 v5, 0x7fc00000
	s_mov_b64 s[4:5], 0
	v_mul_f32_e32 v4, 0x3f317218, v4
	v_add_f32_e32 v6, v6, v4
	v_cmp_o_f32_e32 vcc, v6, v6
	s_nop 1
	v_cndmask_b32_e32 v4, v5, v6, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[20:21], v[2:3]
	v_mov_b32_e32 v5, 0
	s_nop 0
	v_cndmask_b32_e32 v84, 0, v4, vcc
	v_and_b32_e32 v4, 31, v0
	v_cmp_eq_u64_e64 s[2:3], 0, v[4:5]
	v_mov_b64_e32 v[4:5], s[24:25]
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_33
	s_cmp_eq_u64 s[44:45], 0
	s_cbranch_scc1 .LBB0_22
	v_lshl_add_u64 v[4:5], v[24:25], 2, s[44:45]
	flat_store_dword v[4:5], v84
.LBB0_22:
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_30
	v_cmp_le_u64_e32 vcc, s[52:53], v[2:3]
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB0_27
	s_load_dwordx2 s[10:11], s[0:1], 0xa8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[10:11], 0
	s_cbranch_scc1 .LBB0_26
	v_lshl_add_u64 v[2:3], v[24:25], 0, 1
	v_mov_b64_e32 v[4:5], s[10:11]
	flat_store_dwordx2 v[4:5], v[2:3]
.LBB0_26:
	s_mov_b32 s10, 0x7fc00000
.LBB0_27:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v4, s10
	s_xor_b64 exec, exec, s[8:9]
	v_sub_f32_e32 v4, v1, v6
	s_or_b64 exec, exec, s[8:9]
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	s_cmp_lg_u64 s[26:27], 0
	s_cbranch_scc0 .LBB0_32
	v_mov_b32_e32 v1, 0x7fc00000
	v_cmp_o_f32_e32 vcc, v4, v4
	v_lshl_add_u64 v[2:3], v[24:25], 2, s[26:27]
	s_nop 0
	v_cndmask_b32_e32 v1, v1, v4, vcc
	flat_store_dword v[2:3], v1
.LBB0_32:
	v_mov_b64_e32 v[4:5], s[24:25]
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_35
.LBB0_34:
	v_lshl_add_u64 v[2:3], v[24:25], 2, s[44:45]
	flat_load_dword v84, v[2:3]
	v_mov_b64_e32 v[4:5], s[24:25]
.LBB0_35:
	v_lshlrev_b64 v[2:3], 3, v[24:25]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	flat_load_dwordx2 v[12:13], v[4:5]
	v_mad_u64_u32 v[14:15], s[2:3], v24, 20, 0
	v_mov_b32_e32 v4, s46
	v_mov_b32_e32 v5, s47
	v_mov_b32_e32 v6, s48
	v_mov_b32_e32 v7, s49
	v_mad_u32_u24 v15, v25, 20, v15
	v_lshl_add_u64 v[10:11], s[50:51], 0, v[2:3]
	v_lshl_add_u64 v[2:3], v[14:15], 3, v[4:5]
	v_lshl_add_u64 v[4:5], v[14:15], 2, v[6:7]
	v_and_b32_e32 v6, 31, v0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[20:21], v[12:13]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[40:41], exec, s[2:3]
	s_cbranch_execz .LBB0_146
	flat_load_dword v18, v[8:9]
	s_load_dwordx4 s[44:47], s[0:1], 0x0
	s_mov_b32 s0, 0x69ad9940
	s_add_u32 s0, 0x6e928, s0
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s1, 0, 0
	v_add_co_u32_e32 v1, vcc, s0, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s0, s1, 0x1b9b10
	v_readfirstlane_b32 s2, v1
	s_mul_i32 s1, s0, 0xfffff6ba
	s_mul_hi_u32 s3, s2, 0xfffff6ba
	s_add_i32 s3, s3, s1
	s_sub_i32 s1, s3, s2
	s_mul_i32 s4, s2, 0xfffff6ba
	s_mul_hi_u32 s8, s2, s1
	s_mul_i32 s9, s2, s1
	s_mul_hi_u32 s2, s2, s4
	s_add_u32 s2, s2, s9
	s_mul_hi_u32 s5, s0, s4
	s_mul_i32 s7, s0, s4
	s_addc_u32 s4, 0, s8
	s_add_u32 s2, s2, s7
	s_mul_hi_u32 s3, s0, s1
	s_addc_u32 s2, s4, s5
	s_addc_u32 s3, s3, 0
	s_mul_i32 s1, s0, s1
	s_add_u32 s1, s2, s1
	s_addc_u32 s2, 0, s3
	v_add_co_u32_e32 v1, vcc, s1, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s4, s0, s2
	s_ashr_i32 s0, s23, 31
	s_add_u32 s2, s22, s0
	s_mov_b32 s1, s0
	s_addc_u32 s3, s23, s0
	s_xor_b64 s[2:3], s[2:3], s[0:1]
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s7, s2, s4
	s_mul_hi_u32 s9, s2, s8
	s_mul_hi_u32 s5, s2, s4
	s_add_u32 s7, s9, s7
	s_addc_u32 s5, 0, s5
	s_mul_hi_u32 s10, s3, s8
	s_mul_i32 s8, s3, s8
	s_add_u32 s7, s7, s8
	s_mul_hi_u32 s9, s3, s4
	s_addc_u32 s5, s5, s10
	s_addc_u32 s7, s9, 0
	s_mul_i32 s4, s3, s4
	s_add_u32 s4, s5, s4
	s_addc_u32 s5, 0, s7
	s_add_u32 s7, s4, 1
	s_addc_u32 s8, s5, 0
	s_add_u32 s9, s4, 2
	s_mul_i32 s12, s5, 0x946
	s_mul_hi_u32 s13, s4, 0x946
	s_addc_u32 s10, s5, 0
	s_add_i32 s13, s13, s12
	s_mul_i32 s12, s4, 0x946
	v_mov_b32_e32 v1, s12
	v_sub_co_u32_e32 v1, vcc, s2, v1
	s_movk_i32 s11, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s2, s3, s13
	v_subrev_co_u32_e32 v7, vcc, s11, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s3, s2, 0
	v_readfirstlane_b32 s11, v7
	s_cmpk_gt_u32 s11, 0x945
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s3, 0
	s_cselect_b32 s3, s11, -1
	s_cmp_lg_u32 s3, 0
	s_cselect_b32 s3, s10, s8
	v_readfirstlane_b32 s8, v1
	s_cselect_b32 s7, s9, s7
	s_cmpk_gt_u32 s8, 0x945
	s_cselect_b32 s8, -1, 0
	s_cmp_eq_u32 s2, 0
	s_cselect_b32 s2, s8, -1
	s_cmp_lg_u32 s2, 0
	s_cselect_b32 s3, s3, s5
	s_cselect_b32 s2, s7, s4
	s_xor_b64 s[2:3], s[2:3], s[0:1]
	s_sub_u32 s48, s2, s0
	s_subb_u32 s49, s3, s0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s6, 0
	v_cmp_gt_i64_e32 vcc, s[48:49], v[6:7]
	v_mov_b64_e32 v[8:9], 0
	v_mul_lo_u32 v48, s48, v25
	v_mul_lo_u32 v49, s49, v24
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_40
	v_mad_u64_u32 v[8:9], s[2:3], s48, v24, v[6:7]
	v_add3_u32 v1, v49, v9, v48
	v_mul_lo_u32 v14, s39, v8
	v_mul_lo_u32 v1, s38, v1
	v_mad_u64_u32 v[8:9], s[2:3], s38, v8, 0
	v_add3_u32 v9, v9, v1, v14
	v_lshl_add_u64 v[14:15], v[8:9], 2, s[36:37]
	s_lshl_b64 s[4:5], s[38:39], 7
	s_mov_b64 s[2:3], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b64_e32 v[16:17], v[6:7]
.LBB0_38:
	flat_load_dword v1, v[14:15]
	v_lshl_add_u64 v[16:17], v[16:17], 0, 32
	v_cmp_le_i64_e32 vcc, s[48:49], v[16:17]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v21, s6
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[4:5]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_u_f32_e32 vcc, v1, v1
	s_nop 1
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[20:21]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_38
	s_or_b64 exec, exec, s[2:3]
.LBB0_40:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v16, 0xfc, v0
	v_xor_b32_e32 v85, 64, v16
	ds_bpermute_b32 v0, v85, v8
	ds_bpermute_b32 v15, v85, v9
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v14, v1
	v_xor_b32_e32 v86, 32, v16
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[0:1]
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[14:15]
	ds_bpermute_b32 v0, v86, v0
	ds_bpermute_b32 v1, v86, v9
	v_xor_b32_e32 v87, 16, v16
	v_xor_b32_e32 v88, 8, v16
	v_mul_lo_u32 v17, s47, v24
	v_mul_lo_u32 v19, s46, v25
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	ds_bpermute_b32 v14, v87, v0
	ds_bpermute_b32 v15, v87, v1
	v_mad_u64_u32 v[8:9], s[0:1], s46, v24, 0
	v_add3_u32 v9, v9, v19, v17
	v_mov_b32_e32 v17, s48
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[14:15], 0, v[0:1]
	ds_bpermute_b32 v14, v88, v0
	ds_bpermute_b32 v15, v88, v1
	v_alignbit_b32 v17, s49, v17, 27
	v_xor_b32_e32 v89, 4, v16
	v_mul_lo_u32 v19, v17, v24
	s_lshl_b64 s[38:39], s[48:49], 5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[0:1]
	ds_bpermute_b32 v16, v89, v14
	ds_bpermute_b32 v17, v89, v15
	v_mad_u64_u32 v[0:1], s[0:1], s38, v24, 0
	s_brev_b32 s0, 1
	v_mul_lo_u32 v20, s38, v25
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, s0, v18
	v_cmp_gt_i64_e64 s[0:1], 1, v[14:15]
	v_add3_u32 v1, v1, v20, v19
	s_and_b64 s[0:1], vcc, s[0:1]
	v_cmp_u_f32_e32 vcc, v18, v18
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[42:43]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[14:15], exec, s[2:3]
	s_cbranch_execz .LBB0_45
	s_add_u32 s0, s38, 0xff
	s_addc_u32 s1, s39, 0
	v_mov_b64_e32 v[14:15], 0x100
	v_cmp_lt_u64_e32 vcc, s[0:1], v[14:15]
	s_mov_b64 s[16:17], 0x100
	v_mov_b64_e32 v[14:15], 0
	s_cbranch_vccnz .LBB0_44
	s_movk_i32 s20, 0xff20
	s_movk_i32 s22, 0xff40
	s_movk_i32 s24, 0xff60
	s_movk_i32 s26, 0xff80
	s_movk_i32 s28, 0xffa0
	s_movk_i32 s30, 0xffc0
	s_movk_i32 s34, 0xffe0
	s_lshr_b64 s[18:19], s[0:1], 8
	v_or_b32_e32 v16, 0xe0, v6
	v_mov_b32_e32 v17, v7
	v_mov_b64_e32 v[14:15], 0
	s_mov_b32 s21, -1
	s_mov_b32 s23, -1
	s_mov_b32 s25, -1
	s_mov_b32 s27, -1
	s_mov_b32 s29, -1
	s_mov_b32 s31, -1
	s_mov_b32 s35, -1
	v_mov_b32_e32 v19, 0
.LBB0_43:
	v_lshl_add_u64 v[20:21], v[16:17], 0, s[20:21]
	v_lshl_add_u64 v[22:23], v[16:17], 0, s[22:23]
	v_lshl_add_u64 v[26:27], v[16:17], 0, s[24:25]
	v_lshl_add_u64 v[28:29], v[16:17], 0, s[26:27]
	v_lshl_add_u64 v[30:31], v[16:17], 0, s[28:29]
	v_lshl_add_u64 v[32:33], v[16:17], 0, s[30:31]
	v_lshl_add_u64 v[34:35], v[16:17], 0, s[34:35]
	v_cmp_gt_i64_e64 s[0:1], s[38:39], v[20:21]
	v_cmp_gt_i64_e32 vcc, s[38:39], v[16:17]
	v_cmp_gt_i64_e64 s[2:3], s[38:39], v[22:23]
	v_cndmask_b32_e64 v21, 0, v21, s[0:1]
	v_cmp_gt_i64_e64 s[4:5], s[38:39], v[26:27]
	v_cmp_gt_i64_e64 s[6:7], s[38:39], v[28:29]
	v_cmp_gt_i64_e64 s[8:9], s[38:39], v[30:31]
	v_cmp_gt_i64_e64 s[10:11], s[38:39], v[32:33]
	v_cmp_gt_i64_e64 s[12:13], s[38:39], v[34:35]
	v_cndmask_b32_e64 v20, 0, v20, s[0:1]
	v_cndmask_b32_e32 v37, 0, v17, vcc
	v_cndmask_b32_e64 v23, 0, v23, s[2:3]
	v_cndmask_b32_e64 v27, 0, v27, s[4:5]
	v_cndmask_b32_e64 v29, 0, v29, s[6:7]
	v_cndmask_b32_e64 v31, 0, v31, s[8:9]
	v_cndmask_b32_e64 v33, 0, v33, s[10:11]
	v_cndmask_b32_e64 v35, 0, v35, s[12:13]
	v_cndmask_b32_e32 v36, 0, v16, vcc
	v_cndmask_b32_e64 v22, 0, v22, s[2:3]
	v_cndmask_b32_e64 v26, 0, v26, s[4:5]
	v_cndmask_b32_e64 v28, 0, v28, s[6:7]
	v_cndmask_b32_e64 v30, 0, v30, s[8:9]
	v_cndmask_b32_e64 v32, 0, v32, s[10:11]
	v_cndmask_b32_e64 v34, 0, v34, s[12:13]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[0:1]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[0:1]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[0:1]
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[0:1]
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[0:1]
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[0:1]
	v_lshl_add_u64 v[34:35], v[34:35], 2, v[0:1]
	flat_load_dword v18, v[20:21]
	flat_load_dword v25, v[22:23]
	flat_load_dword v38, v[26:27]
	flat_load_dword v39, v[28:29]
	flat_load_dword v40, v[30:31]
	flat_load_dword v41, v[32:33]
	flat_load_dword v42, v[34:35]
	flat_load_dword v43, v[36:37]
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[16:17]
	s_cmp_lg_u64 s[18:19], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v18, 0xffff, v18
	v_and_b32_e32 v20, 0xffff, v25
	v_cndmask_b32_e64 v18, 0, v18, s[0:1]
	v_and_b32_e32 v21, 0xffff, v38
	v_lshl_add_u64 v[14:15], v[18:19], 0, v[14:15]
	v_cndmask_b32_e64 v18, 0, v20, s[2:3]
	v_and_b32_e32 v22, 0xffff, v39
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v21, s[4:5]
	v_and_b32_e32 v23, 0xffff, v40
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v22, s[6:7]
	v_and_b32_e32 v25, 0xffff, v41
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v23, s[8:9]
	v_and_b32_e32 v26, 0xffff, v42
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v25, s[10:11]
	v_and_b32_e32 v27, 0xffff, v43
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_cndmask_b32_e64 v18, 0, v26, s[12:13]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	v_cndmask_b32_e32 v18, 0, v27, vcc
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[18:19]
	s_cbranch_scc1 .LBB0_43
.LBB0_44:
	ds_bpermute_b32 v16, v85, v14
	ds_bpermute_b32 v19, v85, v15
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, v17
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[18:19]
	ds_bpermute_b32 v14, v86, v14
	ds_bpermute_b32 v15, v86, v17
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[16:17]
	ds_bpermute_b32 v16, v87, v14
	ds_bpermute_b32 v17, v87, v15
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	ds_bpermute_b32 v16, v88, v14
	ds_bpermute_b32 v17, v88, v15
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	ds_bpermute_b32 v16, v89, v14
	ds_bpermute_b32 v17, v89, v15
.LBB0_45:
	s_or_saveexec_b64 s[0:1], s[14:15]
	v_lshlrev_b64 v[28:29], 1, v[8:9]
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_51
	v_cmp_gt_i64_e32 vcc, s[52:53], v[6:7]
	v_mov_b64_e32 v[8:9], 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_50
	v_xor_b32_e32 v8, 0x7fffffff, v18
	v_cmp_gt_i32_e32 vcc, 0, v18
	v_mov_b32_e32 v9, 0
	s_mov_b32 s6, 0
	v_cndmask_b32_e32 v18, v18, v8, vcc
	v_lshlrev_b32_e32 v8, 1, v6
	v_lshl_add_u64 v[8:9], v[28:29], 0, v[8:9]
	v_lshl_add_u64 v[14:15], s[44:45], 0, v[8:9]
	s_mov_b64 s[4:5], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b32_e32 v19, 0x7fc00000
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[16:17], v[6:7]
.LBB0_48:
	flat_load_ushort v20, v[14:15]
	v_lshl_add_u64 v[16:17], v[16:17], 0, 32
	v_cmp_le_i64_e32 vcc, s[52:53], v[16:17]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_mov_b32_e32 v21, s6
	v_lshl_add_u64 v[14:15], v[14:15], 0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v20, 16, v20
	v_cmp_o_f32_e32 vcc, v20, v20
	s_nop 1
	v_cndmask_b32_e32 v20, v19, v20, vcc
	v_xor_b32_e32 v22, 0x7fffffff, v20
	v_cmp_gt_i32_e32 vcc, 0, v20
	s_nop 1
	v_cndmask_b32_e32 v20, v20, v22, vcc
	v_cmp_gt_i32_e32 vcc, v20, v18
	s_nop 1
	v_cndmask_b32_e64 v20, 0, 1, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[20:21]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_48
	s_or_b64 exec, exec, s[4:5]
.LBB0_50:
	s_or_b64 exec, exec, s[2:3]
	ds_bpermute_b32 v14, v85, v8
	s_waitcnt lgkmcnt(1)
	ds_bpermute_b32 v17, v85, v9
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, v15
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[8:9], 0, v[16:17]
	ds_bpermute_b32 v8, v86, v8
	ds_bpermute_b32 v9, v86, v15
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	ds_bpermute_b32 v14, v87, v8
	ds_bpermute_b32 v15, v87, v9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[8:9]
	ds_bpermute_b32 v14, v88, v8
	ds_bpermute_b32 v15, v88, v9
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[8:9]
	ds_bpermute_b32 v16, v89, v14
	ds_bpermute_b32 v17, v89, v15
.LBB0_51:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u64_e64 s[0:1], 0, v[6:7]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_53
	v_cmp_gt_i64_e32 vcc, s[52:53], v[12:13]
	v_cmp_lt_i64_e64 s[2:3], -1, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[16:17], 0, v[14:15]
	v_lshl_add_u64 v[8:9], v[8:9], 0, 1
	s_and_b64 vcc, s[2:3], vcc
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_cndmask_b32_e32 v8, 0, v8, vcc
	flat_store_dwordx2 v[10:11], v[8:9]
.LBB0_53:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s4, s38, 0xff
	s_addc_u32 s5, s39, 0
	v_mov_b64_e32 v[8:9], 0xff
	v_cmp_gt_u64_e64 s[2:3], s[4:5], v[8:9]
	v_mov_b64_e32 v[8:9], 0x100
	s_lshr_b64 s[36:37], s[4:5], 8
	v_cmp_lt_u64_e32 vcc, s[4:5], v[8:9]
	s_mov_b32 s4, 0
	s_brev_b32 s5, 1
	s_mov_b64 s[50:51], 0x100
	v_mov_b64_e32 v[10:11], s[4:5]
	v_cmp_gt_u64_e64 s[46:47], s[36:37], 1
	v_mov_b64_e32 v[8:9], s[4:5]
	s_cbranch_vccnz .LBB0_56
	s_and_b64 s[6:7], s[46:47], exec
	s_movk_i32 s56, 0xff20
	s_movk_i32 s58, 0xff40
	s_movk_i32 s60, 0xff60
	s_movk_i32 s62, 0xff80
	s_movk_i32 s64, 0xffa0
	s_movk_i32 s66, 0xffc0
	s_movk_i32 s68, 0xffe0
	s_cselect_b32 s55, s37, 0
	s_cselect_b32 s54, s36, 1
	v_or_b32_e32 v12, 0xe0, v6
	v_mov_b32_e32 v13, v7
	v_mov_b64_e32 v[8:9], s[4:5]
	s_mov_b32 s57, -1
	v_mov_b32_e32 v25, 0x7fc00000
	s_mov_b32 s59, -1
	s_mov_b32 s61, -1
	s_mov_b32 s63, -1
	s_mov_b32 s65, -1
	s_mov_b32 s67, -1
	s_mov_b32 s69, -1
	v_bfrev_b32_e32 v34, 1
	v_mov_b64_e32 v[10:11], s[4:5]
.LBB0_55:
	v_lshl_add_u64 v[14:15], v[12:13], 0, s[56:57]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[12:13], 0, s[58:59]
	v_lshl_add_u64 v[20:21], v[12:13], 0, s[60:61]
	v_lshl_add_u64 v[22:23], v[12:13], 0, s[62:63]
	v_lshl_add_u64 v[26:27], v[12:13], 0, s[64:65]
	v_lshl_add_u64 v[30:31], v[12:13], 0, s[66:67]
	v_lshl_add_u64 v[32:33], v[12:13], 0, s[68:69]
	v_cmp_gt_i64_e64 s[4:5], s[38:39], v[14:15]
	v_cmp_gt_i64_e32 vcc, s[38:39], v[12:13]
	v_cmp_gt_i64_e64 s[6:7], s[38:39], v[16:17]
	v_cndmask_b32_e64 v37, 0, v15, s[4:5]
	v_cmp_gt_i64_e64 s[8:9], s[38:39], v[20:21]
	v_cmp_gt_i64_e64 s[10:11], s[38:39], v[22:23]
	v_cmp_gt_i64_e64 s[12:13], s[38:39], v[26:27]
	v_cmp_gt_i64_e64 s[14:15], s[38:39], v[30:31]
	v_cmp_gt_i64_e64 s[16:17], s[38:39], v[32:33]
	v_cndmask_b32_e64 v36, 0, v14, s[4:5]
	v_cndmask_b32_e32 v19, 0, v13, vcc
	v_cndmask_b32_e64 v39, 0, v17, s[6:7]
	v_cndmask_b32_e64 v41, 0, v21, s[8:9]
	v_cndmask_b32_e64 v43, 0, v23, s[10:11]
	v_cndmask_b32_e64 v45, 0, v27, s[12:13]
	v_cndmask_b32_e64 v47, 0, v31, s[14:15]
	v_cndmask_b32_e64 v51, 0, v33, s[16:17]
	v_cndmask_b32_e32 v18, 0, v12, vcc
	v_cndmask_b32_e64 v38, 0, v16, s[6:7]
	v_cndmask_b32_e64 v40, 0, v20, s[8:9]
	v_cndmask_b32_e64 v42, 0, v22, s[10:11]
	v_cndmask_b32_e64 v44, 0, v26, s[12:13]
	v_cndmask_b32_e64 v46, 0, v30, s[14:15]
	v_cndmask_b32_e64 v50, 0, v32, s[16:17]
	v_lshl_add_u64 v[54:55], v[36:37], 2, v[0:1]
	v_lshl_add_u64 v[52:53], v[18:19], 2, v[0:1]
	v_lshl_add_u64 v[56:57], v[38:39], 2, v[0:1]
	v_lshl_add_u64 v[58:59], v[40:41], 2, v[0:1]
	v_lshl_add_u64 v[60:61], v[42:43], 2, v[0:1]
	v_lshl_add_u64 v[62:63], v[44:45], 2, v[0:1]
	v_lshl_add_u64 v[64:65], v[46:47], 2, v[0:1]
	v_lshl_add_u64 v[66:67], v[50:51], 2, v[0:1]
	flat_load_dword v14, v[54:55]
	flat_load_dword v16, v[56:57]
	flat_load_dword v19, v[58:59]
	flat_load_dword v20, v[60:61]
	flat_load_dword v22, v[62:63]
	flat_load_dword v26, v[64:65]
	flat_load_dword v30, v[66:67]
	flat_load_dword v32, v[52:53]
	s_add_u32 s54, s54, -1
	s_addc_u32 s55, s55, -1
	s_cmp_lg_u64 s[54:55], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v14, 0xffff0000, v14
	v_and_b32_e32 v16, 0xffff0000, v16
	v_cmp_o_f32_e64 s[18:19], v14, v14
	v_and_b32_e32 v19, 0xffff0000, v19
	v_and_b32_e32 v20, 0xffff0000, v20
	v_cndmask_b32_e64 v14, v25, v14, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v16, v16
	v_and_b32_e32 v22, 0xffff0000, v22
	v_and_b32_e32 v26, 0xffff0000, v26
	v_cndmask_b32_e64 v16, v25, v16, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v19, v19
	v_and_b32_e32 v30, 0xffff0000, v30
	v_and_b32_e32 v32, 0xffff0000, v32
	v_cndmask_b32_e64 v19, v25, v19, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v20, v20
	v_xor_b32_e32 v35, 0x7fffffff, v14
	v_cmp_gt_i32_e64 s[34:35], 0, v14
	v_cndmask_b32_e64 v20, v25, v20, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v22, v22
	v_xor_b32_e32 v37, 0x7fffffff, v16
	v_xor_b32_e32 v39, 0x7fffffff, v19
	v_cndmask_b32_e64 v22, v25, v22, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v26, v26
	v_cmp_gt_i32_e64 s[20:21], 0, v19
	v_xor_b32_e32 v43, 0x7fffffff, v22
	v_cndmask_b32_e64 v26, v25, v26, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v30, v30
	v_cmp_gt_i32_e64 s[24:25], 0, v22
	v_cndmask_b32_e64 v14, v14, v35, s[34:35]
	v_cndmask_b32_e64 v30, v25, v30, s[18:19]
	v_cmp_o_f32_e64 s[18:19], v32, v32
	v_cndmask_b32_e64 v19, v19, v39, s[20:21]
	v_cndmask_b32_e64 v22, v22, v43, s[24:25]
	v_cndmask_b32_e64 v32, v25, v32, s[18:19]
	v_cmp_gt_i32_e64 s[18:19], 0, v16
	v_xor_b32_e32 v51, 0x7fffffff, v32
	v_cmp_gt_i32_e64 s[30:31], 0, v32
	v_cndmask_b32_e64 v16, v16, v37, s[18:19]
	v_or_b32_e32 v14, v14, v15
	v_cndmask_b32_e64 v32, v32, v51, s[30:31]
	v_xor_b32_e32 v45, 0x7fffffff, v26
	v_cmp_gt_i32_e64 s[26:27], 0, v26
	v_or_b32_e32 v15, v16, v17
	v_or_b32_e32 v16, v19, v21
	v_or_b32_e32 v19, v22, v27
	v_or_b32_e32 v22, v32, v13
	v_cndmask_b32_e64 v37, v34, v14, s[4:5]
	v_cndmask_b32_e64 v26, v26, v45, s[26:27]
	v_cndmask_b32_e64 v45, v34, v19, s[12:13]
	v_cndmask_b32_e32 v19, v34, v22, vcc
	v_cmp_lt_i64_e32 vcc, v[36:37], v[8:9]
	v_cmp_gt_i64_e64 s[4:5], v[36:37], v[8:9]
	v_cndmask_b32_e64 v39, v34, v15, s[6:7]
	v_cndmask_b32_e32 v15, v9, v37, vcc
	v_cndmask_b32_e64 v9, v9, v37, s[4:5]
	v_cndmask_b32_e32 v14, v8, v36, vcc
	v_cndmask_b32_e64 v8, v8, v36, s[4:5]
	v_xor_b32_e32 v41, 0x7fffffff, v20
	v_cmp_gt_i32_e64 s[22:23], 0, v20
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[38:39], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[38:39], v[8:9]
	v_cndmask_b32_e64 v20, v20, v41, s[22:23]
	v_cndmask_b32_e64 v41, v34, v16, s[8:9]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v39, s[4:5]
	v_cndmask_b32_e64 v9, v9, v39, s[6:7]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v38, s[4:5]
	v_cndmask_b32_e64 v8, v8, v38, s[6:7]
	v_or_b32_e32 v17, v20, v23
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[40:41], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[8:9]
	v_cndmask_b32_e64 v43, v34, v17, s[10:11]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v41, s[4:5]
	v_cndmask_b32_e64 v9, v9, v41, s[6:7]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v40, s[4:5]
	v_cndmask_b32_e64 v8, v8, v40, s[6:7]
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[42:43], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[42:43], v[8:9]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v43, s[4:5]
	v_cndmask_b32_e64 v9, v9, v43, s[6:7]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v42, s[4:5]
	v_cndmask_b32_e64 v8, v8, v42, s[6:7]
	v_xor_b32_e32 v47, 0x7fffffff, v30
	v_cmp_gt_i32_e64 s[28:29], 0, v30
	v_or_b32_e32 v20, v26, v31
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[44:45], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[44:45], v[8:9]
	v_cndmask_b32_e64 v30, v30, v47, s[28:29]
	v_cndmask_b32_e64 v47, v34, v20, s[14:15]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v45, s[4:5]
	v_cndmask_b32_e64 v9, v9, v45, s[6:7]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v44, s[4:5]
	v_cndmask_b32_e64 v8, v8, v44, s[6:7]
	v_or_b32_e32 v21, v30, v33
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[46:47], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[8:9]
	v_cndmask_b32_e64 v51, v34, v21, s[16:17]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v47, s[4:5]
	v_cndmask_b32_e64 v9, v9, v47, s[6:7]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v46, s[4:5]
	v_cndmask_b32_e64 v8, v8, v46, s[6:7]
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[50:51], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[50:51], v[8:9]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v51, s[4:5]
	v_cndmask_b32_e64 v9, v9, v51, s[6:7]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v50, s[4:5]
	v_cndmask_b32_e64 v8, v8, v50, s[6:7]
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_cmp_lt_i64_e64 s[4:5], v[18:19], v[8:9]
	v_cmp_gt_i64_e64 s[6:7], v[18:19], v[8:9]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e64 v15, v9, v19, s[4:5]
	v_cndmask_b32_e32 v10, v10, v14, vcc
	v_cndmask_b32_e64 v14, v8, v18, s[4:5]
	v_cmp_gt_i64_e32 vcc, v[14:15], v[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[50:51]
	v_cndmask_b32_e64 v9, v9, v19, s[6:7]
	v_cndmask_b32_e64 v8, v8, v18, s[6:7]
	v_cndmask_b32_e32 v11, v11, v15, vcc
	v_cndmask_b32_e32 v10, v10, v14, vcc
	s_cbranch_scc1 .LBB0_55
.LBB0_56:
	s_mov_b32 s8, 0
	s_mov_b64 s[6:7], 20
	s_brev_b32 s9, 1
	v_bfrev_b32_e32 v12, 1
.LBB0_57:
	ds_bpermute_b32 v14, v85, v8
	ds_bpermute_b32 v15, v85, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[14:15], v[8:9]
	s_nop 1
	v_cndmask_b32_e32 v15, v9, v15, vcc
	v_cndmask_b32_e32 v14, v8, v14, vcc
	ds_bpermute_b32 v17, v86, v15
	ds_bpermute_b32 v16, v86, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[16:17], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cndmask_b32_e32 v14, v14, v16, vcc
	ds_bpermute_b32 v17, v87, v15
	ds_bpermute_b32 v16, v87, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[16:17], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cndmask_b32_e32 v14, v14, v16, vcc
	ds_bpermute_b32 v17, v88, v15
	ds_bpermute_b32 v16, v88, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[16:17], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_cndmask_b32_e32 v14, v14, v16, vcc
	ds_bpermute_b32 v17, v89, v15
	ds_bpermute_b32 v16, v89, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[16:17], v[14:15]
	s_nop 1
	v_cndmask_b32_e32 v27, v15, v17, vcc
	v_cndmask_b32_e32 v26, v14, v16, vcc
	v_cmp_ne_u64_e32 vcc, s[8:9], v[26:27]
	v_cmp_eq_u64_e64 s[4:5], v[8:9], v[26:27]
	s_and_b64 vcc, s[4:5], vcc
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_cndmask_b32_e32 v11, v11, v12, vcc
	s_cmp_lg_u64 s[6:7], 0
	v_cndmask_b32_e64 v10, v10, 0, vcc
	s_cbranch_scc1 .LBB0_57
	s_mov_b32 s4, 0
	s_brev_b32 s5, 1
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[8:9], s[4:5]
	v_mov_b64_e32 v[30:31], 0
	v_mov_b64_e32 v[10:11], s[4:5]
	v_mov_b64_e32 v[12:13], s[4:5]
	v_mov_b64_e32 v[14:15], s[4:5]
	v_mov_b64_e32 v[16:17], s[4:5]
	v_mov_b64_e32 v[18:19], s[4:5]
	v_mov_b64_e32 v[20:21], s[4:5]
	v_mov_b64_e32 v[22:23], s[4:5]
	s_cbranch_vccnz .LBB0_77
	s_and_b64 s[2:3], s[46:47], exec
	s_movk_i32 s20, 0xff20
	s_movk_i32 s22, 0xff40
	s_movk_i32 s24, 0xff60
	s_movk_i32 s26, 0xff80
	s_movk_i32 s28, 0xffa0
	s_movk_i32 s30, 0xffc0
	s_movk_i32 s34, 0xffe0
	s_cselect_b32 s19, s37, 0
	s_cselect_b32 s18, s36, 1
	v_or_b32_e32 v32, 0xe0, v6
	v_mov_b32_e32 v33, v7
	v_mov_b64_e32 v[8:9], s[4:5]
	v_mov_b64_e32 v[30:31], 0
	s_mov_b32 s21, -1
	v_mov_b32_e32 v25, 0x7fc00000
	s_mov_b32 s23, -1
	s_mov_b32 s25, -1
	s_mov_b32 s27, -1
	s_mov_b32 s29, -1
	s_mov_b32 s31, -1
	s_mov_b32 s35, -1
	s_mov_b64 s[36:37], 0x100
	v_mov_b64_e32 v[10:11], s[4:5]
	v_mov_b64_e32 v[12:13], s[4:5]
	v_mov_b64_e32 v[14:15], s[4:5]
	v_mov_b64_e32 v[16:17], s[4:5]
	v_mov_b64_e32 v[18:19], s[4:5]
	v_mov_b64_e32 v[20:21], s[4:5]
	v_mov_b64_e32 v[22:23], s[4:5]
	s_branch .LBB0_61
.LBB0_60:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_cmp_eq_u64 s[18:19], 0
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[36:37]
	s_cbranch_scc1 .LBB0_77
.LBB0_61:
	v_lshl_add_u64 v[46:47], v[32:33], 0, s[20:21]
	v_cmp_gt_i64_e64 s[14:15], s[38:39], v[46:47]
	v_lshl_add_u64 v[44:45], v[32:33], 0, s[22:23]
	v_cmp_gt_i64_e64 s[12:13], s[38:39], v[44:45]
	v_cndmask_b32_e64 v35, 0, v47, s[14:15]
	v_cndmask_b32_e64 v34, 0, v46, s[14:15]
	v_lshl_add_u64 v[42:43], v[32:33], 0, s[24:25]
	v_lshl_add_u64 v[50:51], v[34:35], 2, v[0:1]
	v_cndmask_b32_e64 v35, 0, v45, s[12:13]
	v_cndmask_b32_e64 v34, 0, v44, s[12:13]
	v_cmp_gt_i64_e64 s[10:11], s[38:39], v[42:43]
	v_lshl_add_u64 v[40:41], v[32:33], 0, s[26:27]
	v_lshl_add_u64 v[56:57], v[34:35], 2, v[0:1]
	v_cndmask_b32_e64 v35, 0, v43, s[10:11]
	v_cndmask_b32_e64 v34, 0, v42, s[10:11]
	v_cmp_gt_i64_e64 s[8:9], s[38:39], v[40:41]
	v_lshl_add_u64 v[38:39], v[32:33], 0, s[28:29]
	v_lshl_add_u64 v[58:59], v[34:35], 2, v[0:1]
	v_cndmask_b32_e64 v35, 0, v41, s[8:9]
	v_cndmask_b32_e64 v34, 0, v40, s[8:9]
	v_cmp_gt_i64_e64 s[6:7], s[38:39], v[38:39]
	v_lshl_add_u64 v[36:37], v[32:33], 0, s[30:31]
	v_lshl_add_u64 v[60:61], v[34:35], 2, v[0:1]
	v_cndmask_b32_e64 v35, 0, v39, s[6:7]
	v_cndmask_b32_e64 v34, 0, v38, s[6:7]
	v_cmp_gt_i64_e64 s[4:5], s[38:39], v[36:37]
	v_lshl_add_u64 v[62:63], v[34:35], 2, v[0:1]
	v_cmp_gt_i64_e32 vcc, s[38:39], v[32:33]
	v_cndmask_b32_e64 v35, 0, v37, s[4:5]
	v_cndmask_b32_e64 v34, 0, v36, s[4:5]
	v_lshl_add_u64 v[64:65], v[34:35], 2, v[0:1]
	v_lshl_add_u64 v[34:35], v[32:33], 0, s[34:35]
	v_cmp_gt_i64_e64 s[2:3], s[38:39], v[34:35]
	flat_load_dword v70, v[50:51]
	s_nop 0
	v_cndmask_b32_e64 v53, 0, v35, s[2:3]
	v_cndmask_b32_e64 v52, 0, v34, s[2:3]
	v_lshl_add_u64 v[66:67], v[52:53], 2, v[0:1]
	v_cndmask_b32_e32 v53, 0, v33, vcc
	v_cndmask_b32_e32 v52, 0, v32, vcc
	v_lshl_add_u64 v[68:69], v[52:53], 2, v[0:1]
	flat_load_dword v55, v[56:57]
	flat_load_dword v54, v[58:59]
	flat_load_dword v53, v[60:61]
	flat_load_dword v52, v[62:63]
	flat_load_dword v51, v[64:65]
	flat_load_dword v50, v[66:67]
	flat_load_dword v26, v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v56, 0xffff0000, v70
	v_cmp_o_f32_e64 s[16:17], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v25, v56, s[16:17]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[16:17], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v56, v27
	s_and_b64 s[14:15], s[14:15], s[16:17]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_63
	v_or_b32_e32 v47, v56, v47
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v57, v21, v47, s[14:15]
	v_cndmask_b32_e64 v56, v20, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v57, s[14:15]
	v_cndmask_b32_e64 v22, v22, v56, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v57, v19, v47, s[14:15]
	v_cndmask_b32_e64 v56, v18, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v57, s[14:15]
	v_cndmask_b32_e64 v20, v20, v56, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v57, v17, v47, s[14:15]
	v_cndmask_b32_e64 v56, v16, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v57, s[14:15]
	v_cndmask_b32_e64 v18, v18, v56, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v57, v15, v47, s[14:15]
	v_cndmask_b32_e64 v56, v14, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v57, s[14:15]
	v_cndmask_b32_e64 v16, v16, v56, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v57, v13, v47, s[14:15]
	v_cndmask_b32_e64 v56, v12, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v57, s[14:15]
	v_cndmask_b32_e64 v14, v14, v56, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v57, v11, v47, s[14:15]
	v_cndmask_b32_e64 v56, v10, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v57, s[14:15]
	v_cndmask_b32_e64 v12, v12, v56, s[14:15]
	v_cmp_lt_i64_e64 s[14:15], v[46:47], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v57, v9, v47, s[14:15]
	v_cndmask_b32_e64 v56, v8, v46, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[56:57], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v57, s[14:15]
	v_cndmask_b32_e64 v10, v10, v56, s[14:15]
	v_cmp_gt_i64_e64 s[14:15], v[46:47], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v47, s[14:15]
	v_cndmask_b32_e64 v8, v8, v46, s[14:15]
.LBB0_63:
	s_or_b64 exec, exec, s[16:17]
	v_and_b32_e32 v46, 0xffff0000, v55
	v_cmp_o_f32_e64 s[14:15], v46, v46
	s_nop 1
	v_cndmask_b32_e64 v46, v25, v46, s[14:15]
	v_xor_b32_e32 v47, 0x7fffffff, v46
	v_cmp_gt_i32_e64 s[14:15], 0, v46
	s_nop 1
	v_cndmask_b32_e64 v46, v46, v47, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v46, v27
	s_and_b64 s[12:13], s[12:13], s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_65
	v_or_b32_e32 v45, v46, v45
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v47, v21, v45, s[12:13]
	v_cndmask_b32_e64 v46, v20, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v47, s[12:13]
	v_cndmask_b32_e64 v22, v22, v46, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v47, v19, v45, s[12:13]
	v_cndmask_b32_e64 v46, v18, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v47, s[12:13]
	v_cndmask_b32_e64 v20, v20, v46, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v47, v17, v45, s[12:13]
	v_cndmask_b32_e64 v46, v16, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v47, s[12:13]
	v_cndmask_b32_e64 v18, v18, v46, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v47, v15, v45, s[12:13]
	v_cndmask_b32_e64 v46, v14, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v47, s[12:13]
	v_cndmask_b32_e64 v16, v16, v46, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v47, v13, v45, s[12:13]
	v_cndmask_b32_e64 v46, v12, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v47, s[12:13]
	v_cndmask_b32_e64 v14, v14, v46, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v47, v11, v45, s[12:13]
	v_cndmask_b32_e64 v46, v10, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v47, s[12:13]
	v_cndmask_b32_e64 v12, v12, v46, s[12:13]
	v_cmp_lt_i64_e64 s[12:13], v[44:45], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v47, v9, v45, s[12:13]
	v_cndmask_b32_e64 v46, v8, v44, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[46:47], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v47, s[12:13]
	v_cndmask_b32_e64 v10, v10, v46, s[12:13]
	v_cmp_gt_i64_e64 s[12:13], v[44:45], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v45, s[12:13]
	v_cndmask_b32_e64 v8, v8, v44, s[12:13]
.LBB0_65:
	s_or_b64 exec, exec, s[14:15]
	v_and_b32_e32 v44, 0xffff0000, v54
	v_cmp_o_f32_e64 s[12:13], v44, v44
	s_nop 1
	v_cndmask_b32_e64 v44, v25, v44, s[12:13]
	v_xor_b32_e32 v45, 0x7fffffff, v44
	v_cmp_gt_i32_e64 s[12:13], 0, v44
	s_nop 1
	v_cndmask_b32_e64 v44, v44, v45, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v44, v27
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_67
	v_or_b32_e32 v43, v44, v43
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v45, v21, v43, s[10:11]
	v_cndmask_b32_e64 v44, v20, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v45, s[10:11]
	v_cndmask_b32_e64 v22, v22, v44, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v45, v19, v43, s[10:11]
	v_cndmask_b32_e64 v44, v18, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v45, s[10:11]
	v_cndmask_b32_e64 v20, v20, v44, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v45, v17, v43, s[10:11]
	v_cndmask_b32_e64 v44, v16, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v45, s[10:11]
	v_cndmask_b32_e64 v18, v18, v44, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v45, v15, v43, s[10:11]
	v_cndmask_b32_e64 v44, v14, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v45, s[10:11]
	v_cndmask_b32_e64 v16, v16, v44, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v45, v13, v43, s[10:11]
	v_cndmask_b32_e64 v44, v12, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v45, s[10:11]
	v_cndmask_b32_e64 v14, v14, v44, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v45, v11, v43, s[10:11]
	v_cndmask_b32_e64 v44, v10, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v45, s[10:11]
	v_cndmask_b32_e64 v12, v12, v44, s[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[42:43], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v45, v9, v43, s[10:11]
	v_cndmask_b32_e64 v44, v8, v42, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[44:45], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v45, s[10:11]
	v_cndmask_b32_e64 v10, v10, v44, s[10:11]
	v_cmp_gt_i64_e64 s[10:11], v[42:43], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v43, s[10:11]
	v_cndmask_b32_e64 v8, v8, v42, s[10:11]
.LBB0_67:
	s_or_b64 exec, exec, s[12:13]
	v_and_b32_e32 v42, 0xffff0000, v53
	v_cmp_o_f32_e64 s[10:11], v42, v42
	s_nop 1
	v_cndmask_b32_e64 v42, v25, v42, s[10:11]
	v_xor_b32_e32 v43, 0x7fffffff, v42
	v_cmp_gt_i32_e64 s[10:11], 0, v42
	s_nop 1
	v_cndmask_b32_e64 v42, v42, v43, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v42, v27
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_69
	v_or_b32_e32 v41, v42, v41
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v43, v21, v41, s[8:9]
	v_cndmask_b32_e64 v42, v20, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v43, s[8:9]
	v_cndmask_b32_e64 v22, v22, v42, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v43, v19, v41, s[8:9]
	v_cndmask_b32_e64 v42, v18, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v43, s[8:9]
	v_cndmask_b32_e64 v20, v20, v42, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v43, v17, v41, s[8:9]
	v_cndmask_b32_e64 v42, v16, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v43, s[8:9]
	v_cndmask_b32_e64 v18, v18, v42, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v43, v15, v41, s[8:9]
	v_cndmask_b32_e64 v42, v14, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v43, s[8:9]
	v_cndmask_b32_e64 v16, v16, v42, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v43, v13, v41, s[8:9]
	v_cndmask_b32_e64 v42, v12, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v43, s[8:9]
	v_cndmask_b32_e64 v14, v14, v42, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v43, v11, v41, s[8:9]
	v_cndmask_b32_e64 v42, v10, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v43, s[8:9]
	v_cndmask_b32_e64 v12, v12, v42, s[8:9]
	v_cmp_lt_i64_e64 s[8:9], v[40:41], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v43, v9, v41, s[8:9]
	v_cndmask_b32_e64 v42, v8, v40, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[42:43], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v43, s[8:9]
	v_cndmask_b32_e64 v10, v10, v42, s[8:9]
	v_cmp_gt_i64_e64 s[8:9], v[40:41], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v41, s[8:9]
	v_cndmask_b32_e64 v8, v8, v40, s[8:9]
.LBB0_69:
	s_or_b64 exec, exec, s[10:11]
	v_and_b32_e32 v40, 0xffff0000, v52
	v_cmp_o_f32_e64 s[8:9], v40, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v25, v40, s[8:9]
	v_xor_b32_e32 v41, 0x7fffffff, v40
	v_cmp_gt_i32_e64 s[8:9], 0, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[8:9]
	v_cmp_ge_i32_e64 s[8:9], v40, v27
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_71
	v_or_b32_e32 v39, v40, v39
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v41, v21, v39, s[6:7]
	v_cndmask_b32_e64 v40, v20, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v41, s[6:7]
	v_cndmask_b32_e64 v22, v22, v40, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v41, v19, v39, s[6:7]
	v_cndmask_b32_e64 v40, v18, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v41, s[6:7]
	v_cndmask_b32_e64 v20, v20, v40, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v41, v17, v39, s[6:7]
	v_cndmask_b32_e64 v40, v16, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v41, s[6:7]
	v_cndmask_b32_e64 v18, v18, v40, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v41, v15, v39, s[6:7]
	v_cndmask_b32_e64 v40, v14, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v41, s[6:7]
	v_cndmask_b32_e64 v16, v16, v40, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v41, v13, v39, s[6:7]
	v_cndmask_b32_e64 v40, v12, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v41, s[6:7]
	v_cndmask_b32_e64 v14, v14, v40, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v41, v11, v39, s[6:7]
	v_cndmask_b32_e64 v40, v10, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v41, s[6:7]
	v_cndmask_b32_e64 v12, v12, v40, s[6:7]
	v_cmp_lt_i64_e64 s[6:7], v[38:39], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v41, v9, v39, s[6:7]
	v_cndmask_b32_e64 v40, v8, v38, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v41, s[6:7]
	v_cndmask_b32_e64 v10, v10, v40, s[6:7]
	v_cmp_gt_i64_e64 s[6:7], v[38:39], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v39, s[6:7]
	v_cndmask_b32_e64 v8, v8, v38, s[6:7]
.LBB0_71:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v38, 0xffff0000, v51
	v_cmp_o_f32_e64 s[6:7], v38, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v25, v38, s[6:7]
	v_xor_b32_e32 v39, 0x7fffffff, v38
	v_cmp_gt_i32_e64 s[6:7], 0, v38
	s_nop 1
	v_cndmask_b32_e64 v38, v38, v39, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v38, v27
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_73
	v_or_b32_e32 v37, v38, v37
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v39, v21, v37, s[4:5]
	v_cndmask_b32_e64 v38, v20, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v39, s[4:5]
	v_cndmask_b32_e64 v22, v22, v38, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v39, v19, v37, s[4:5]
	v_cndmask_b32_e64 v38, v18, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v39, s[4:5]
	v_cndmask_b32_e64 v20, v20, v38, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v39, v17, v37, s[4:5]
	v_cndmask_b32_e64 v38, v16, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v39, s[4:5]
	v_cndmask_b32_e64 v18, v18, v38, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v39, v15, v37, s[4:5]
	v_cndmask_b32_e64 v38, v14, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v39, s[4:5]
	v_cndmask_b32_e64 v16, v16, v38, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v39, v13, v37, s[4:5]
	v_cndmask_b32_e64 v38, v12, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v39, s[4:5]
	v_cndmask_b32_e64 v14, v14, v38, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v39, v11, v37, s[4:5]
	v_cndmask_b32_e64 v38, v10, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v39, s[4:5]
	v_cndmask_b32_e64 v12, v12, v38, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], v[36:37], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v39, v9, v37, s[4:5]
	v_cndmask_b32_e64 v38, v8, v36, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[38:39], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v39, s[4:5]
	v_cndmask_b32_e64 v10, v10, v38, s[4:5]
	v_cmp_gt_i64_e64 s[4:5], v[36:37], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v37, s[4:5]
	v_cndmask_b32_e64 v8, v8, v36, s[4:5]
.LBB0_73:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v36, 0xffff0000, v50
	v_cmp_o_f32_e64 s[4:5], v36, v36
	s_nop 1
	v_cndmask_b32_e64 v36, v25, v36, s[4:5]
	v_xor_b32_e32 v37, 0x7fffffff, v36
	v_cmp_gt_i32_e64 s[4:5], 0, v36
	s_nop 1
	v_cndmask_b32_e64 v36, v36, v37, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v36, v27
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_75
	v_or_b32_e32 v35, v36, v35
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[20:21]
	v_lshl_add_u64 v[30:31], v[30:31], 0, 1
	s_nop 0
	v_cndmask_b32_e64 v37, v21, v35, s[2:3]
	v_cndmask_b32_e64 v36, v20, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[22:23]
	s_nop 1
	v_cndmask_b32_e64 v23, v23, v37, s[2:3]
	v_cndmask_b32_e64 v22, v22, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v37, v19, v35, s[2:3]
	v_cndmask_b32_e64 v36, v18, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[20:21]
	s_nop 1
	v_cndmask_b32_e64 v21, v21, v37, s[2:3]
	v_cndmask_b32_e64 v20, v20, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v37, v17, v35, s[2:3]
	v_cndmask_b32_e64 v36, v16, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v37, s[2:3]
	v_cndmask_b32_e64 v18, v18, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v37, v15, v35, s[2:3]
	v_cndmask_b32_e64 v36, v14, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[16:17]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v37, s[2:3]
	v_cndmask_b32_e64 v16, v16, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v37, v13, v35, s[2:3]
	v_cndmask_b32_e64 v36, v12, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[14:15]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v37, s[2:3]
	v_cndmask_b32_e64 v14, v14, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v37, v11, v35, s[2:3]
	v_cndmask_b32_e64 v36, v10, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v37, s[2:3]
	v_cndmask_b32_e64 v12, v12, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], v[34:35], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v37, v9, v35, s[2:3]
	v_cndmask_b32_e64 v36, v8, v34, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[36:37], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v37, s[2:3]
	v_cndmask_b32_e64 v10, v10, v36, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[34:35], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v35, s[2:3]
	v_cndmask_b32_e64 v8, v8, v34, s[2:3]
.LBB0_75:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v26, 0xffff0000, v26
	v_cmp_o_f32_e64 s[2:3], v26, v26
	s_nop 1
	v_cndmask_b32_e64 v26, v25, v26, s[2:3]
	v_xor_b32_e32 v34, 0x7fffffff, v26
	v_cmp_gt_i32_e64 s[2:3], 0, v26
	s_nop 1
	v_cndmask_b32_e64 v26, v26, v34, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v26, v27
	s_and_b64 s[4:5], vcc, s[2:3]
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_60
	v_or_b32_e32 v35, v26, v33
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
	v_cmp_lt_i64_e32 vcc, v[34:35], v[8:9]
	s_nop 1
	v_cndmask_b32_e32 v37, v9, v35, vcc
	v_cndmask_b32_e32 v36, v8, v32, vcc
	v_cmp_gt_i64_e32 vcc, v[36:37], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v37, vcc
	v_cndmask_b32_e32 v10, v10, v36, vcc
	v_cmp_gt_i64_e32 vcc, v[34:35], v[8:9]
	s_nop 1
	v_cndmask_b32_e32 v9, v9, v35, vcc
	v_cndmask_b32_e32 v8, v8, v32, vcc
	s_branch .LBB0_60
.LBB0_77:
	ds_bpermute_b32 v26, v85, v30
	ds_bpermute_b32 v27, v85, v31
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[26:27], v[30:31]
	s_nop 1
	v_cndmask_b32_e32 v27, v31, v27, vcc
	v_cndmask_b32_e32 v26, v30, v26, vcc
	ds_bpermute_b32 v31, v86, v27
	ds_bpermute_b32 v30, v86, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e32 v27, v27, v31, vcc
	v_cndmask_b32_e32 v26, v26, v30, vcc
	ds_bpermute_b32 v31, v87, v27
	ds_bpermute_b32 v30, v87, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e32 v27, v27, v31, vcc
	v_cndmask_b32_e32 v26, v26, v30, vcc
	ds_bpermute_b32 v31, v88, v27
	ds_bpermute_b32 v30, v88, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e32 v27, v27, v31, vcc
	v_cndmask_b32_e32 v26, v26, v30, vcc
	ds_bpermute_b32 v31, v89, v27
	ds_bpermute_b32 v30, v89, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e32 v27, v27, v31, vcc
	v_cndmask_b32_e32 v26, v26, v30, vcc
	v_cmp_lt_i64_e32 vcc, 8, v[26:27]
	v_cmp_gt_i64_e64 s[2:3], 9, v[26:27]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[8:9], exec, s[4:5]
	s_cbranch_execz .LBB0_81
	s_mov_b32 s12, 0
	s_mov_b64 s[10:11], 20
	s_brev_b32 s13, 1
	v_bfrev_b32_e32 v44, 1
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[30:31], v[10:11]
	v_mov_b64_e32 v[32:33], v[12:13]
	v_mov_b64_e32 v[34:35], v[14:15]
	v_mov_b64_e32 v[36:37], v[16:17]
	v_mov_b64_e32 v[38:39], v[18:19]
	v_mov_b64_e32 v[40:41], v[20:21]
	v_mov_b64_e32 v[42:43], v[22:23]
.LBB0_79:
	ds_bpermute_b32 v26, v85, v24
	ds_bpermute_b32 v27, v85, v25
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[26:27], v[24:25]
	s_nop 1
	v_cndmask_b32_e64 v27, v25, v27, s[4:5]
	v_cndmask_b32_e64 v26, v24, v26, s[4:5]
	ds_bpermute_b32 v47, v86, v27
	ds_bpermute_b32 v46, v86, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v47, s[4:5]
	v_cndmask_b32_e64 v26, v26, v46, s[4:5]
	ds_bpermute_b32 v47, v87, v27
	ds_bpermute_b32 v46, v87, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v47, s[4:5]
	v_cndmask_b32_e64 v26, v26, v46, s[4:5]
	ds_bpermute_b32 v47, v88, v27
	ds_bpermute_b32 v46, v88, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v47, s[4:5]
	v_cndmask_b32_e64 v26, v26, v46, s[4:5]
	ds_bpermute_b32 v47, v89, v27
	ds_bpermute_b32 v46, v89, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[4:5], v[46:47], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v47, s[4:5]
	v_cndmask_b32_e64 v26, v26, v46, s[4:5]
	v_cmp_ne_u64_e64 s[4:5], s[12:13], v[26:27]
	v_cmp_eq_u64_e64 s[6:7], v[24:25], v[26:27]
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_cndmask_b32_e64 v25, v25, v31, s[4:5]
	v_cndmask_b32_e64 v24, v24, v30, s[4:5]
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
	s_cmp_eq_u64 s[10:11], 0
	v_cndmask_b32_e64 v42, v42, 0, s[4:5]
	s_cbranch_scc0 .LBB0_79
.LBB0_81:
	s_andn2_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_88
	v_mad_u64_u32 v[24:25], s[6:7], s48, v24, 0
	v_add3_u32 v25, v25, v48, v49
	v_lshlrev_b64 v[24:25], 7, v[24:25]
	s_mov_b32 s6, -1
	v_lshl_or_b32 v24, v6, 2, v24
	s_brev_b32 s7, -2
	s_mov_b32 s14, 0
	v_cmp_gt_i64_e64 s[4:5], s[38:39], v[6:7]
	v_lshl_add_u64 v[24:25], s[42:43], 0, v[24:25]
	s_mov_b64 s[12:13], 0
	v_mov_b64_e32 v[26:27], s[6:7]
	s_brev_b32 s15, 1
	s_mov_b64 s[16:17], 0x80
	v_mov_b32_e32 v36, 0x7fc00000
	s_branch .LBB0_84
.LBB0_83:
	s_or_b64 exec, exec, s[18:19]
	ds_bpermute_b32 v26, v85, v30
	ds_bpermute_b32 v27, v85, v31
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[26:27], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v27, v31, v27, s[6:7]
	v_cndmask_b32_e64 v26, v30, v26, s[6:7]
	ds_bpermute_b32 v31, v86, v27
	ds_bpermute_b32 v30, v86, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v31, s[6:7]
	v_cndmask_b32_e64 v26, v26, v30, s[6:7]
	ds_bpermute_b32 v31, v87, v27
	ds_bpermute_b32 v30, v87, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v31, s[6:7]
	v_cndmask_b32_e64 v26, v26, v30, s[6:7]
	ds_bpermute_b32 v31, v88, v27
	ds_bpermute_b32 v30, v88, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v31, s[6:7]
	v_cndmask_b32_e64 v26, v26, v30, s[6:7]
	ds_bpermute_b32 v31, v89, v27
	ds_bpermute_b32 v30, v89, v26
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[30:31], v[26:27]
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v31, s[6:7]
	v_cndmask_b32_e64 v26, v26, v30, s[6:7]
	s_cbranch_scc1 .LBB0_88
.LBB0_84:
	v_mov_b64_e32 v[30:31], s[14:15]
	s_and_saveexec_b64 s[18:19], s[4:5]
	s_cbranch_execz .LBB0_83
	s_mov_b64 s[20:21], 0
	v_mov_b64_e32 v[30:31], s[14:15]
	v_mov_b64_e32 v[32:33], v[24:25]
	v_mov_b64_e32 v[34:35], v[6:7]
.LBB0_86:
	flat_load_dword v37, v[32:33]
	v_mov_b32_e32 v38, v34
	v_lshl_add_u64 v[32:33], v[32:33], 0, s[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v37, 0xffff0000, v37
	v_cmp_o_f32_e64 s[6:7], v37, v37
	s_nop 1
	v_cndmask_b32_e64 v37, v36, v37, s[6:7]
	v_xor_b32_e32 v39, 0x7fffffff, v37
	v_cmp_gt_i32_e64 s[6:7], 0, v37
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v39, s[6:7]
	v_or_b32_e32 v39, v37, v35
	v_cmp_gt_i64_e64 s[6:7], v[38:39], v[30:31]
	v_cmp_lt_i64_e64 s[8:9], v[38:39], v[26:27]
	s_nop 0
	v_cndmask_b32_e64 v37, v31, v39, s[6:7]
	s_and_b64 s[6:7], s[8:9], s[6:7]
	v_cndmask_b32_e64 v30, v30, v34, s[6:7]
	v_lshl_add_u64 v[34:35], v[34:35], 0, 32
	v_cmp_le_i64_e64 s[6:7], s[38:39], v[34:35]
	v_cndmask_b32_e64 v31, v31, v37, s[8:9]
	s_or_b64 s[20:21], s[6:7], s[20:21]
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execnz .LBB0_86
	s_or_b64 exec, exec, s[20:21]
	s_branch .LBB0_83
.LBB0_88:
	s_or_b64 exec, exec, s[10:11]
	s_mov_b32 s42, 0
	s_brev_b32 s43, 1
	v_lshl_add_u64 v[24:25], s[44:45], 0, v[28:29]
	v_mov_b64_e32 v[28:29], s[42:43]
	v_mov_b64_e32 v[44:45], 0
	v_mov_b64_e32 v[30:31], s[42:43]
	v_mov_b64_e32 v[32:33], s[42:43]
	v_mov_b64_e32 v[34:35], s[42:43]
	v_mov_b64_e32 v[36:37], s[42:43]
	v_mov_b64_e32 v[38:39], s[42:43]
	v_mov_b64_e32 v[40:41], s[42:43]
	v_mov_b64_e32 v[42:43], s[42:43]
	s_and_saveexec_b64 s[44:45], s[2:3]
	s_cbranch_execz .LBB0_126
	s_mov_b64 s[46:47], 0
	v_mov_b64_e32 v[28:29], s[42:43]
	v_mov_b64_e32 v[44:45], 0
	v_bfrev_b32_e32 v26, 1
	s_movk_i32 s33, 0x946
	s_mov_b64 s[48:49], 0x946
	v_mov_b32_e32 v47, 0
	s_mov_b64 s[50:51], 0x100
	s_mov_b64 s[54:55], 0x101
	s_mov_b64 s[56:57], 0x102
	s_mov_b64 s[58:59], 0x103
	s_mov_b64 s[60:61], 0x104
	s_mov_b64 s[62:63], 0x105
	s_mov_b64 s[64:65], 0x106
	s_mov_b64 s[66:67], 0x107
	v_mov_b32_e32 v90, 0x946
	v_mov_b32_e32 v91, 0x7fc00000
	v_mov_b64_e32 v[30:31], s[42:43]
	v_mov_b64_e32 v[32:33], s[42:43]
	v_mov_b64_e32 v[34:35], s[42:43]
	v_mov_b64_e32 v[36:37], s[42:43]
	v_mov_b64_e32 v[38:39], s[42:43]
	v_mov_b64_e32 v[40:41], s[42:43]
	v_mov_b64_e32 v[42:43], s[42:43]
	s_branch .LBB0_91
.LBB0_90:
	s_or_b64 exec, exec, s[68:69]
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	s_cmp_eq_u64 s[46:47], 8
	s_cbranch_scc1 .LBB0_126
.LBB0_91:
	s_cmp_eq_u64 s[46:47], 0
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 1
	v_cndmask_b32_e64 v46, 0, v8, s[2:3]
	v_cndmask_b32_e64 v48, v26, v9, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 2
	v_cndmask_b32_e64 v48, v48, v11, s[2:3]
	v_cndmask_b32_e64 v46, v46, v10, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 3
	v_cndmask_b32_e64 v46, v46, v12, s[2:3]
	v_cndmask_b32_e64 v48, v48, v13, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 4
	v_cndmask_b32_e64 v48, v48, v15, s[2:3]
	v_cndmask_b32_e64 v46, v46, v14, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 5
	v_cndmask_b32_e64 v46, v46, v16, s[2:3]
	v_cndmask_b32_e64 v48, v48, v17, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 6
	v_cndmask_b32_e64 v48, v48, v19, s[2:3]
	v_cndmask_b32_e64 v46, v46, v18, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_eq_u64 s[46:47], 7
	v_cndmask_b32_e64 v46, v46, v20, s[2:3]
	v_cndmask_b32_e64 v48, v48, v21, s[2:3]
	s_cselect_b64 s[2:3], -1, 0
	v_cndmask_b32_e64 v53, v48, v23, s[2:3]
	v_cndmask_b32_e64 v52, v46, v22, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v53, v27
	v_cmp_ne_u64_e64 s[4:5], s[42:43], v[52:53]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_and_saveexec_b64 s[68:69], s[2:3]
	s_cbranch_execz .LBB0_90
	v_lshrrev_b32_e32 v46, 5, v52
	v_mad_u64_u32 v[48:49], s[2:3], v46, s33, 0
	v_mov_b32_e32 v46, s53
	v_sub_co_u32_e64 v50, s[2:3], s52, v48
	s_mov_b64 s[70:71], 0
	s_nop 0
	v_subb_co_u32_e64 v51, s[2:3], v46, v49, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], 0, v[50:51]
	v_lshlrev_b32_e32 v46, 3, v52
	v_and_b32_e32 v46, 0xf8, v46
	v_cndmask_b32_e64 v51, 0, v51, s[2:3]
	v_cndmask_b32_e64 v50, 0, v50, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[48:49], v[50:51]
	s_nop 1
	v_cndmask_b32_e64 v51, 0, v51, s[2:3]
	v_cndmask_b32_e64 v50, v90, v50, s[2:3]
	s_branch .LBB0_94
.LBB0_93:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s70, s70, 0x200
	s_addc_u32 s71, s71, 0
	s_cmp_eq_u64 s[70:71], 0xa00
	s_cbranch_scc1 .LBB0_90
.LBB0_94:
	v_lshl_add_u64 v[52:53], v[46:47], 0, s[70:71]
	v_cmp_lt_u64_e64 s[34:35], v[52:53], v[50:51]
	v_lshl_add_u64 v[56:57], v[52:53], 0, 4
	v_lshl_add_u64 v[58:59], v[52:53], 0, 5
	v_cndmask_b32_e64 v55, 0, v53, s[34:35]
	v_cndmask_b32_e64 v54, 0, v52, s[34:35]
	v_lshl_add_u64 v[82:83], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, 1
	v_cmp_lt_u64_e64 s[30:31], v[54:55], v[50:51]
	v_lshl_add_u64 v[60:61], v[52:53], 0, 6
	v_lshl_add_u64 v[62:63], v[52:53], 0, 7
	v_cndmask_b32_e64 v55, 0, v55, s[30:31]
	v_cndmask_b32_e64 v54, 0, v54, s[30:31]
	v_lshl_add_u64 v[80:81], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, 2
	v_cmp_lt_u64_e64 s[28:29], v[54:55], v[50:51]
	v_cmp_lt_u64_e64 s[24:25], v[56:57], v[50:51]
	v_cmp_lt_u64_e64 s[22:23], v[58:59], v[50:51]
	v_cndmask_b32_e64 v55, 0, v55, s[28:29]
	v_cndmask_b32_e64 v54, 0, v54, s[28:29]
	v_lshl_add_u64 v[78:79], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, 3
	v_cmp_lt_u64_e64 s[26:27], v[54:55], v[50:51]
	v_cmp_lt_u64_e64 s[20:21], v[60:61], v[50:51]
	v_cmp_lt_u64_e64 s[18:19], v[62:63], v[50:51]
	v_cndmask_b32_e64 v55, 0, v55, s[26:27]
	v_cndmask_b32_e64 v54, 0, v54, s[26:27]
	v_lshl_add_u64 v[76:77], v[54:55], 0, v[48:49]
	v_cndmask_b32_e64 v57, 0, v57, s[24:25]
	v_cndmask_b32_e64 v56, 0, v56, s[24:25]
	v_cndmask_b32_e64 v59, 0, v59, s[22:23]
	v_cndmask_b32_e64 v58, 0, v58, s[22:23]
	v_cndmask_b32_e64 v61, 0, v61, s[20:21]
	v_cndmask_b32_e64 v60, 0, v60, s[20:21]
	v_cndmask_b32_e64 v63, 0, v63, s[18:19]
	v_cndmask_b32_e64 v62, 0, v62, s[18:19]
	v_lshl_add_u64 v[54:55], v[76:77], 1, v[24:25]
	v_lshl_add_u64 v[74:75], v[56:57], 0, v[48:49]
	v_lshl_add_u64 v[72:73], v[58:59], 0, v[48:49]
	v_lshl_add_u64 v[70:71], v[60:61], 0, v[48:49]
	v_lshl_add_u64 v[68:69], v[62:63], 0, v[48:49]
	v_lshl_add_u64 v[56:57], v[74:75], 1, v[24:25]
	v_lshl_add_u64 v[58:59], v[72:73], 1, v[24:25]
	v_lshl_add_u64 v[60:61], v[70:71], 1, v[24:25]
	v_lshl_add_u64 v[62:63], v[68:69], 1, v[24:25]
	flat_load_ushort v104, v[54:55]
	flat_load_ushort v103, v[56:57]
	flat_load_ushort v102, v[58:59]
	flat_load_ushort v101, v[60:61]
	flat_load_ushort v100, v[62:63]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[50:51]
	v_cmp_lt_u64_e64 s[16:17], v[54:55], v[50:51]
	v_lshl_add_u64 v[92:93], v[82:83], 1, v[24:25]
	v_lshl_add_u64 v[94:95], v[80:81], 1, v[24:25]
	v_cndmask_b32_e64 v55, 0, v55, s[16:17]
	v_cndmask_b32_e64 v54, 0, v54, s[16:17]
	v_lshl_add_u64 v[66:67], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[54:55]
	v_cmp_lt_u64_e64 s[14:15], v[54:55], v[50:51]
	v_lshl_add_u64 v[96:97], v[78:79], 1, v[24:25]
	v_lshl_add_u64 v[98:99], v[66:67], 1, v[24:25]
	v_cndmask_b32_e64 v55, 0, v55, s[14:15]
	v_cndmask_b32_e64 v54, 0, v54, s[14:15]
	v_lshl_add_u64 v[64:65], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[56:57]
	v_cmp_lt_u64_e64 s[12:13], v[54:55], v[50:51]
	v_lshl_add_u64 v[108:109], v[64:65], 1, v[24:25]
	s_nop 0
	v_cndmask_b32_e64 v55, 0, v55, s[12:13]
	v_cndmask_b32_e64 v54, 0, v54, s[12:13]
	v_lshl_add_u64 v[62:63], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[58:59]
	v_cmp_lt_u64_e64 s[10:11], v[54:55], v[50:51]
	v_lshl_add_u64 v[110:111], v[62:63], 1, v[24:25]
	s_nop 0
	v_cndmask_b32_e64 v55, 0, v55, s[10:11]
	v_cndmask_b32_e64 v54, 0, v54, s[10:11]
	v_lshl_add_u64 v[60:61], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[60:61]
	v_cmp_lt_u64_e64 s[8:9], v[54:55], v[50:51]
	v_lshl_add_u64 v[112:113], v[60:61], 1, v[24:25]
	s_nop 0
	v_cndmask_b32_e64 v55, 0, v55, s[8:9]
	v_cndmask_b32_e64 v54, 0, v54, s[8:9]
	v_lshl_add_u64 v[58:59], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[62:63]
	v_cmp_lt_u64_e64 s[6:7], v[54:55], v[50:51]
	v_lshl_add_u64 v[114:115], v[58:59], 1, v[24:25]
	s_nop 0
	v_cndmask_b32_e64 v55, 0, v55, s[6:7]
	v_cndmask_b32_e64 v54, 0, v54, s[6:7]
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[54:55], v[52:53], 0, s[64:65]
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[66:67]
	v_cmp_lt_u64_e64 s[4:5], v[54:55], v[50:51]
	v_cmp_lt_u64_e64 s[2:3], v[52:53], v[50:51]
	v_lshl_add_u64 v[116:117], v[56:57], 1, v[24:25]
	v_cndmask_b32_e64 v55, 0, v55, s[4:5]
	v_cndmask_b32_e64 v54, 0, v54, s[4:5]
	v_cndmask_b32_e64 v53, 0, v53, s[2:3]
	v_cndmask_b32_e64 v52, 0, v52, s[2:3]
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[48:49]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[48:49]
	v_lshl_add_u64 v[118:119], v[54:55], 1, v[24:25]
	v_lshl_add_u64 v[120:121], v[52:53], 1, v[24:25]
	flat_load_ushort v105, v[96:97]
	flat_load_ushort v106, v[94:95]
	flat_load_ushort v107, v[92:93]
	s_nop 0
	flat_load_ushort v99, v[98:99]
	s_nop 0
	flat_load_ushort v98, v[108:109]
	flat_load_ushort v97, v[110:111]
	flat_load_ushort v96, v[112:113]
	flat_load_ushort v95, v[114:115]
	flat_load_ushort v94, v[116:117]
	flat_load_ushort v93, v[118:119]
	flat_load_ushort v92, v[120:121]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v107, 16, v107
	v_cmp_o_f32_e64 s[36:37], v107, v107
	s_nop 1
	v_cndmask_b32_e64 v107, v91, v107, s[36:37]
	v_xor_b32_e32 v108, 0x7fffffff, v107
	v_cmp_gt_i32_e64 s[36:37], 0, v107
	s_nop 1
	v_cndmask_b32_e64 v107, v107, v108, s[36:37]
	v_cmp_ge_i32_e64 s[36:37], v107, v27
	s_and_b64 s[34:35], s[34:35], s[36:37]
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_96
	v_sub_co_u32_e64 v82, s[34:35], -1, v82
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v83, s[34:35], 0, v83, s[34:35]
	v_or_b32_e32 v83, v107, v83
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v109, v41, v83, s[34:35]
	v_cndmask_b32_e64 v108, v40, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v109, s[34:35]
	v_cndmask_b32_e64 v42, v42, v108, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v109, v39, v83, s[34:35]
	v_cndmask_b32_e64 v108, v38, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v109, s[34:35]
	v_cndmask_b32_e64 v40, v40, v108, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v109, v37, v83, s[34:35]
	v_cndmask_b32_e64 v108, v36, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v109, s[34:35]
	v_cndmask_b32_e64 v38, v38, v108, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v109, v35, v83, s[34:35]
	v_cndmask_b32_e64 v108, v34, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v109, s[34:35]
	v_cndmask_b32_e64 v36, v36, v108, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v109, v33, v83, s[34:35]
	v_cndmask_b32_e64 v108, v32, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v109, s[34:35]
	v_cndmask_b32_e64 v34, v34, v108, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v109, v31, v83, s[34:35]
	v_cndmask_b32_e64 v108, v30, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v109, s[34:35]
	v_cndmask_b32_e64 v32, v32, v108, s[34:35]
	v_cmp_lt_i64_e64 s[34:35], v[82:83], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v109, v29, v83, s[34:35]
	v_cndmask_b32_e64 v108, v28, v82, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[108:109], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v109, s[34:35]
	v_cndmask_b32_e64 v30, v30, v108, s[34:35]
	v_cmp_gt_i64_e64 s[34:35], v[82:83], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v83, s[34:35]
	v_cndmask_b32_e64 v28, v28, v82, s[34:35]
.LBB0_96:
	s_or_b64 exec, exec, s[36:37]
	v_lshlrev_b32_e32 v82, 16, v106
	v_cmp_o_f32_e64 s[34:35], v82, v82
	s_nop 1
	v_cndmask_b32_e64 v82, v91, v82, s[34:35]
	v_xor_b32_e32 v83, 0x7fffffff, v82
	v_cmp_gt_i32_e64 s[34:35], 0, v82
	s_nop 1
	v_cndmask_b32_e64 v82, v82, v83, s[34:35]
	v_cmp_ge_i32_e64 s[34:35], v82, v27
	s_and_b64 s[30:31], s[30:31], s[34:35]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_98
	v_sub_co_u32_e64 v80, s[30:31], -1, v80
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v81, s[30:31], 0, v81, s[30:31]
	v_or_b32_e32 v81, v82, v81
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v83, v41, v81, s[30:31]
	v_cndmask_b32_e64 v82, v40, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v83, s[30:31]
	v_cndmask_b32_e64 v42, v42, v82, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v83, v39, v81, s[30:31]
	v_cndmask_b32_e64 v82, v38, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v83, s[30:31]
	v_cndmask_b32_e64 v40, v40, v82, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v83, v37, v81, s[30:31]
	v_cndmask_b32_e64 v82, v36, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v83, s[30:31]
	v_cndmask_b32_e64 v38, v38, v82, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v83, v35, v81, s[30:31]
	v_cndmask_b32_e64 v82, v34, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v83, s[30:31]
	v_cndmask_b32_e64 v36, v36, v82, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v83, v33, v81, s[30:31]
	v_cndmask_b32_e64 v82, v32, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v83, s[30:31]
	v_cndmask_b32_e64 v34, v34, v82, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v83, v31, v81, s[30:31]
	v_cndmask_b32_e64 v82, v30, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v83, s[30:31]
	v_cndmask_b32_e64 v32, v32, v82, s[30:31]
	v_cmp_lt_i64_e64 s[30:31], v[80:81], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v83, v29, v81, s[30:31]
	v_cndmask_b32_e64 v82, v28, v80, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[82:83], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v83, s[30:31]
	v_cndmask_b32_e64 v30, v30, v82, s[30:31]
	v_cmp_gt_i64_e64 s[30:31], v[80:81], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v81, s[30:31]
	v_cndmask_b32_e64 v28, v28, v80, s[30:31]
.LBB0_98:
	s_or_b64 exec, exec, s[34:35]
	v_lshlrev_b32_e32 v80, 16, v105
	v_cmp_o_f32_e64 s[30:31], v80, v80
	s_nop 1
	v_cndmask_b32_e64 v80, v91, v80, s[30:31]
	v_xor_b32_e32 v81, 0x7fffffff, v80
	v_cmp_gt_i32_e64 s[30:31], 0, v80
	s_nop 1
	v_cndmask_b32_e64 v80, v80, v81, s[30:31]
	v_cmp_ge_i32_e64 s[30:31], v80, v27
	s_and_b64 s[28:29], s[28:29], s[30:31]
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_100
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
.LBB0_100:
	s_or_b64 exec, exec, s[30:31]
	v_lshlrev_b32_e32 v78, 16, v104
	v_cmp_o_f32_e64 s[28:29], v78, v78
	s_nop 1
	v_cndmask_b32_e64 v78, v91, v78, s[28:29]
	v_xor_b32_e32 v79, 0x7fffffff, v78
	v_cmp_gt_i32_e64 s[28:29], 0, v78
	s_nop 1
	v_cndmask_b32_e64 v78, v78, v79, s[28:29]
	v_cmp_ge_i32_e64 s[28:29], v78, v27
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_102
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
.LBB0_102:
	s_or_b64 exec, exec, s[28:29]
	v_lshlrev_b32_e32 v76, 16, v103
	v_cmp_o_f32_e64 s[26:27], v76, v76
	s_nop 1
	v_cndmask_b32_e64 v76, v91, v76, s[26:27]
	v_xor_b32_e32 v77, 0x7fffffff, v76
	v_cmp_gt_i32_e64 s[26:27], 0, v76
	s_nop 1
	v_cndmask_b32_e64 v76, v76, v77, s[26:27]
	v_cmp_ge_i32_e64 s[26:27], v76, v27
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_104
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
.LBB0_104:
	s_or_b64 exec, exec, s[26:27]
	v_lshlrev_b32_e32 v74, 16, v102
	v_cmp_o_f32_e64 s[24:25], v74, v74
	s_nop 1
	v_cndmask_b32_e64 v74, v91, v74, s[24:25]
	v_xor_b32_e32 v75, 0x7fffffff, v74
	v_cmp_gt_i32_e64 s[24:25], 0, v74
	s_nop 1
	v_cndmask_b32_e64 v74, v74, v75, s[24:25]
	v_cmp_ge_i32_e64 s[24:25], v74, v27
	s_and_b64 s[22:23], s[22:23], s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_106
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
.LBB0_106:
	s_or_b64 exec, exec, s[24:25]
	v_lshlrev_b32_e32 v72, 16, v101
	v_cmp_o_f32_e64 s[22:23], v72, v72
	s_nop 1
	v_cndmask_b32_e64 v72, v91, v72, s[22:23]
	v_xor_b32_e32 v73, 0x7fffffff, v72
	v_cmp_gt_i32_e64 s[22:23], 0, v72
	s_nop 1
	v_cndmask_b32_e64 v72, v72, v73, s[22:23]
	v_cmp_ge_i32_e64 s[22:23], v72, v27
	s_and_b64 s[20:21], s[20:21], s[22:23]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_108
	v_sub_co_u32_e64 v70, s[20:21], -1, v70
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v71, s[20:21], 0, v71, s[20:21]
	v_or_b32_e32 v71, v72, v71
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v73, v41, v71, s[20:21]
	v_cndmask_b32_e64 v72, v40, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v73, s[20:21]
	v_cndmask_b32_e64 v42, v42, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v73, v39, v71, s[20:21]
	v_cndmask_b32_e64 v72, v38, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v73, s[20:21]
	v_cndmask_b32_e64 v40, v40, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v73, v37, v71, s[20:21]
	v_cndmask_b32_e64 v72, v36, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v73, s[20:21]
	v_cndmask_b32_e64 v38, v38, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v73, v35, v71, s[20:21]
	v_cndmask_b32_e64 v72, v34, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v73, s[20:21]
	v_cndmask_b32_e64 v36, v36, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v73, v33, v71, s[20:21]
	v_cndmask_b32_e64 v72, v32, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v73, s[20:21]
	v_cndmask_b32_e64 v34, v34, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v73, v31, v71, s[20:21]
	v_cndmask_b32_e64 v72, v30, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v73, s[20:21]
	v_cndmask_b32_e64 v32, v32, v72, s[20:21]
	v_cmp_lt_i64_e64 s[20:21], v[70:71], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v73, v29, v71, s[20:21]
	v_cndmask_b32_e64 v72, v28, v70, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[72:73], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v73, s[20:21]
	v_cndmask_b32_e64 v30, v30, v72, s[20:21]
	v_cmp_gt_i64_e64 s[20:21], v[70:71], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v71, s[20:21]
	v_cndmask_b32_e64 v28, v28, v70, s[20:21]
.LBB0_108:
	s_or_b64 exec, exec, s[22:23]
	v_lshlrev_b32_e32 v70, 16, v100
	v_cmp_o_f32_e64 s[20:21], v70, v70
	s_nop 1
	v_cndmask_b32_e64 v70, v91, v70, s[20:21]
	v_xor_b32_e32 v71, 0x7fffffff, v70
	v_cmp_gt_i32_e64 s[20:21], 0, v70
	s_nop 1
	v_cndmask_b32_e64 v70, v70, v71, s[20:21]
	v_cmp_ge_i32_e64 s[20:21], v70, v27
	s_and_b64 s[18:19], s[18:19], s[20:21]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_110
	v_sub_co_u32_e64 v68, s[18:19], -1, v68
	v_lshl_add_u64 v[44:45], v[44:45], 0, 1
	s_nop 0
	v_subb_co_u32_e64 v69, s[18:19], 0, v69, s[18:19]
	v_or_b32_e32 v69, v70, v69
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v71, v41, v69, s[18:19]
	v_cndmask_b32_e64 v70, v40, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[42:43]
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v71, s[18:19]
	v_cndmask_b32_e64 v42, v42, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v71, v39, v69, s[18:19]
	v_cndmask_b32_e64 v70, v38, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v71, s[18:19]
	v_cndmask_b32_e64 v40, v40, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v71, v37, v69, s[18:19]
	v_cndmask_b32_e64 v70, v36, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[38:39]
	s_nop 1
	v_cndmask_b32_e64 v39, v39, v71, s[18:19]
	v_cndmask_b32_e64 v38, v38, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v71, v35, v69, s[18:19]
	v_cndmask_b32_e64 v70, v34, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[36:37]
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v71, s[18:19]
	v_cndmask_b32_e64 v36, v36, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v71, v33, v69, s[18:19]
	v_cndmask_b32_e64 v70, v32, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[34:35]
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v71, s[18:19]
	v_cndmask_b32_e64 v34, v34, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v71, v31, v69, s[18:19]
	v_cndmask_b32_e64 v70, v30, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[32:33]
	s_nop 1
	v_cndmask_b32_e64 v33, v33, v71, s[18:19]
	v_cndmask_b32_e64 v32, v32, v70, s[18:19]
	v_cmp_lt_i64_e64 s[18:19], v[68:69], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v71, v29, v69, s[18:19]
	v_cndmask_b32_e64 v70, v28, v68, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[70:71], v[30:31]
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v71, s[18:19]
	v_cndmask_b32_e64 v30, v30, v70, s[18:19]
	v_cmp_gt_i64_e64 s[18:19], v[68:69], v[28:29]
	s_nop 1
	v_cndmask_b32_e64 v29, v29, v69, s[18:19]
	v_cndmask_b32_e64 v28, v28, v68, s[18:19]
.LBB0_110:
	s_or_b64 exec, exec, s[20:21]
	v_lshlrev_b32_e32 v68, 16, v99
	v_cmp_o_f32_e64 s[18:19], v68, v68
	s_nop 1
	v_cndmask_b32_e64 v68, v91, v68, s[18:19]
	v_xor_b32_e32 v69, 0x7fffffff, v68
	v_cmp_gt_i32_e64 s[18:19], 0, v68
	s_nop 1
	v_cndmask_b32_e64 v68, v68, v69, s[18:19]
	v_cmp_ge_i32_e64 s[18:19], v68, v27
	s_and_b64 s[16:17], s[16:17], s[18:19]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_112
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
.LBB0_112:
	s_or_b64 exec, exec, s[18:19]
	v_lshlrev_b32_e32 v66, 16, v98
	v_cmp_o_f32_e64 s[16:17], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v91, v66, s[16:17]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[16:17], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v66, v67, s[16:17]
	v_cmp_ge_i32_e64 s[16:17], v66, v27
	s_and_b64 s[14:15], s[14:15], s[16:17]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_114
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
.LBB0_114:
	s_or_b64 exec, exec, s[16:17]
	v_lshlrev_b32_e32 v64, 16, v97
	v_cmp_o_f32_e64 s[14:15], v64, v64
	s_nop 1
	v_cndmask_b32_e64 v64, v91, v64, s[14:15]
	v_xor_b32_e32 v65, 0x7fffffff, v64
	v_cmp_gt_i32_e64 s[14:15], 0, v64
	s_nop 1
	v_cndmask_b32_e64 v64, v64, v65, s[14:15]
	v_cmp_ge_i32_e64 s[14:15], v64, v27
	s_and_b64 s[12:13], s[12:13], s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_116
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
.LBB0_116:
	s_or_b64 exec, exec, s[14:15]
	v_lshlrev_b32_e32 v62, 16, v96
	v_cmp_o_f32_e64 s[12:13], v62, v62
	s_nop 1
	v_cndmask_b32_e64 v62, v91, v62, s[12:13]
	v_xor_b32_e32 v63, 0x7fffffff, v62
	v_cmp_gt_i32_e64 s[12:13], 0, v62
	s_nop 1
	v_cndmask_b32_e64 v62, v62, v63, s[12:13]
	v_cmp_ge_i32_e64 s[12:13], v62, v27
	s_and_b64 s[10:11], s[10:11], s[12:13]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_118
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
.LBB0_118:
	s_or_b64 exec, exec, s[12:13]
	v_lshlrev_b32_e32 v60, 16, v95
	v_cmp_o_f32_e64 s[10:11], v60, v60
	s_nop 1
	v_cndmask_b32_e64 v60, v91, v60, s[10:11]
	v_xor_b32_e32 v61, 0x7fffffff, v60
	v_cmp_gt_i32_e64 s[10:11], 0, v60
	s_nop 1
	v_cndmask_b32_e64 v60, v60, v61, s[10:11]
	v_cmp_ge_i32_e64 s[10:11], v60, v27
	s_and_b64 s[8:9], s[8:9], s[10:11]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_120
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
.LBB0_120:
	s_or_b64 exec, exec, s[10:11]
	v_lshlrev_b32_e32 v58, 16, v94
	v_cmp_o_f32_e64 s[8:9], v58, v58
	s_nop 1
	v_cndmask_b32_e64 v58, v91, v58, s[8:9]
	v_xor_b32_e32 v59, 0x7fffffff, v58
	v_cmp_gt_i32_e64 s[8:9], 0, v58
	s_nop 1
	v_cndmask_b32_e64 v58, v58, v59, s[8:9]
	v_cmp_ge_i32_e64 s[8:9], v58, v27
	s_and_b64 s[6:7], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_122
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
.LBB0_122:
	s_or_b64 exec, exec, s[8:9]
	v_lshlrev_b32_e32 v56, 16, v93
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v91, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_cmp_ge_i32_e64 s[6:7], v56, v27
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_124
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
.LBB0_124:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v54, 16, v92
	v_cmp_o_f32_e64 s[4:5], v54, v54
	s_nop 1
	v_cndmask_b32_e64 v54, v91, v54, s[4:5]
	v_xor_b32_e32 v55, 0x7fffffff, v54
	v_cmp_gt_i32_e64 s[4:5], 0, v54
	s_nop 1
	v_cndmask_b32_e64 v54, v54, v55, s[4:5]
	v_cmp_ge_i32_e64 s[4:5], v54, v27
	s_and_b64 s[2:3], s[2:3], s[4:5]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_93
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
	s_branch .LBB0_93
.LBB0_126:
	s_or_b64 exec, exec, s[44:45]
	ds_bpermute_b32 v8, v85, v44
	ds_bpermute_b32 v9, v85, v45
	s_xor_b64 s[4:5], vcc, -1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[8:9], v[44:45]
	s_nop 1
	v_cndmask_b32_e64 v9, v45, v9, s[2:3]
	v_cndmask_b32_e64 v8, v44, v8, s[2:3]
	ds_bpermute_b32 v11, v86, v9
	ds_bpermute_b32 v10, v86, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v11, s[2:3]
	v_cndmask_b32_e64 v8, v8, v10, s[2:3]
	ds_bpermute_b32 v11, v87, v9
	ds_bpermute_b32 v10, v87, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v11, s[2:3]
	v_cndmask_b32_e64 v8, v8, v10, s[2:3]
	ds_bpermute_b32 v11, v88, v9
	ds_bpermute_b32 v10, v88, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v11, s[2:3]
	v_cndmask_b32_e64 v8, v8, v10, s[2:3]
	ds_bpermute_b32 v11, v89, v9
	ds_bpermute_b32 v10, v89, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v9, v9, v11, s[2:3]
	v_cndmask_b32_e64 v8, v8, v10, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], 9, v[8:9]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_131
	s_mov_b32 s8, 0
	s_mov_b64 s[6:7], 0
	s_brev_b32 s9, 1
	v_mov_b32_e32 v8, 0x7fc00000
	v_mov_b32_e32 v9, 0xff800000
	v_bfrev_b32_e32 v10, 1
	s_branch .LBB0_129
.LBB0_128:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_ne_u64_e32 vcc, s[8:9], v[0:1]
	v_cmp_eq_u64_e64 s[2:3], v[28:29], v[0:1]
	s_and_b64 vcc, s[2:3], vcc
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
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
	v_cndmask_b32_e32 v43, v43, v10, vcc
	v_cndmask_b32_e64 v42, v42, 0, vcc
	s_cmp_eq_u64 s[6:7], 0x50
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cbranch_scc1 .LBB0_131
.LBB0_129:
	ds_bpermute_b32 v0, v85, v28
	ds_bpermute_b32 v1, v85, v29
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[0:1], v[28:29]
	s_nop 1
	v_cndmask_b32_e32 v1, v29, v1, vcc
	v_cndmask_b32_e32 v0, v28, v0, vcc
	ds_bpermute_b32 v7, v86, v1
	ds_bpermute_b32 v6, v86, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	ds_bpermute_b32 v7, v87, v1
	ds_bpermute_b32 v6, v87, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	ds_bpermute_b32 v7, v88, v1
	ds_bpermute_b32 v6, v88, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	ds_bpermute_b32 v7, v89, v1
	ds_bpermute_b32 v6, v89, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cndmask_b32_e32 v0, v0, v6, vcc
	s_and_saveexec_b64 s[10:11], s[0:1]
	s_cbranch_execz .LBB0_128
	v_xor_b32_e32 v7, 0x7fffffff, v1
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v6, v0
	s_nop 0
	v_cndmask_b32_e32 v11, v1, v7, vcc
	v_sub_f32_e32 v11, v11, v84
	v_cmp_eq_u64_e32 vcc, s[8:9], v[0:1]
	v_cmp_o_f32_e64 s[2:3], v11, v11
	s_nop 0
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cndmask_b32_e64 v6, v6, -1, vcc
	v_cndmask_b32_e64 v11, v8, v11, s[2:3]
	flat_store_dwordx2 v[2:3], v[6:7]
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[6:7]
	v_cndmask_b32_e32 v11, v11, v9, vcc
	flat_store_dword v[6:7], v11
	s_branch .LBB0_128
.LBB0_131:
	s_andn2_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_145
	s_mov_b32 s2, -1
	s_brev_b32 s3, -2
	s_mov_b32 s10, 0
	v_cmp_gt_i64_e32 vcc, s[38:39], v[6:7]
	s_mov_b64 s[8:9], 0
	v_mov_b64_e32 v[10:11], s[2:3]
	s_brev_b32 s11, 1
	s_movk_i32 s26, 0x946
	s_mov_b64 s[12:13], 0x946
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v20, 0x7fc00000
	v_mov_b32_e32 v21, 0x946
	v_mov_b32_e32 v22, 0xff800000
	s_branch .LBB0_134
.LBB0_133:
	s_or_b64 exec, exec, s[14:15]
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 20
	s_cbranch_scc1 .LBB0_145
.LBB0_134:
	v_mov_b64_e32 v[12:13], s[10:11]
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_143
	s_mov_b64 s[16:17], 0
	v_mov_b64_e32 v[12:13], s[10:11]
	v_mov_b64_e32 v[14:15], v[6:7]
	s_branch .LBB0_137
.LBB0_136:
	s_or_b64 exec, exec, s[18:19]
	v_lshl_add_u64 v[14:15], v[14:15], 0, 32
	v_cmp_le_i64_e64 s[2:3], s[38:39], v[14:15]
	s_or_b64 s[16:17], s[2:3], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_142
.LBB0_137:
	v_lshl_add_u64 v[16:17], v[14:15], 2, v[0:1]
	flat_load_dword v8, v[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0xffff0000, v8
	v_cmp_o_f32_e64 s[2:3], v8, v8
	s_nop 1
	v_cndmask_b32_e64 v8, v20, v8, s[2:3]
	v_xor_b32_e32 v16, 0x7fffffff, v8
	v_cmp_gt_i32_e64 s[2:3], 0, v8
	s_nop 1
	v_cndmask_b32_e64 v8, v8, v16, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v8, v27
	s_and_saveexec_b64 s[18:19], s[2:3]
	s_cbranch_execz .LBB0_136
	v_alignbit_b32 v8, v15, v14, 5
	v_mad_u64_u32 v[16:17], s[2:3], v8, s26, 0
	v_mov_b32_e32 v8, v17
	v_lshrrev_b32_e32 v17, 5, v15
	v_mad_u64_u32 v[18:19], s[2:3], v17, s26, v[8:9]
	v_mov_b32_e32 v17, v18
	v_mov_b32_e32 v8, s53
	v_sub_co_u32_e64 v18, s[2:3], s52, v16
	s_mov_b64 s[20:21], 0
	s_nop 0
	v_subb_co_u32_e64 v19, s[2:3], v8, v17, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], 0, v[18:19]
	s_mov_b64 s[22:23], 0
	s_nop 0
	v_cndmask_b32_e64 v19, 0, v19, s[2:3]
	v_cndmask_b32_e64 v18, 0, v18, s[2:3]
	v_cmp_gt_i64_e64 s[2:3], s[12:13], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, 0, v19, s[2:3]
	v_cndmask_b32_e64 v18, v21, v18, s[2:3]
	s_branch .LBB0_140
.LBB0_139:
	s_or_b64 exec, exec, s[24:25]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	s_cmp_eq_u64 s[22:23], 0x50
	s_cbranch_scc1 .LBB0_136
.LBB0_140:
	s_and_b32 s2, s20, 0x1e0
	v_or_b32_e32 v8, s2, v6
	v_lshlrev_b32_e32 v8, 3, v8
	v_and_or_b32 v8, s22, 7, v8
	v_cmp_lt_u64_e64 s[2:3], v[8:9], v[18:19]
	s_and_saveexec_b64 s[24:25], s[2:3]
	s_cbranch_execz .LBB0_139
	v_lshl_add_u64 v[28:29], v[8:9], 0, v[16:17]
	v_lshl_add_u64 v[30:31], v[28:29], 1, v[24:25]
	flat_load_ushort v8, v[30:31]
	v_sub_co_u32_e64 v28, s[2:3], -1, v28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v8
	v_subb_co_u32_e64 v23, s[2:3], 0, v29, s[2:3]
	v_cmp_o_f32_e64 s[2:3], v8, v8
	s_nop 1
	v_cndmask_b32_e64 v8, v20, v8, s[2:3]
	v_xor_b32_e32 v26, 0x7fffffff, v8
	v_cmp_gt_i32_e64 s[2:3], 0, v8
	s_nop 1
	v_cndmask_b32_e64 v8, v8, v26, s[2:3]
	v_or_b32_e32 v29, v8, v23
	v_cmp_gt_i64_e64 s[2:3], v[28:29], v[12:13]
	v_cmp_lt_i64_e64 s[4:5], v[28:29], v[10:11]
	s_nop 0
	v_cndmask_b32_e64 v8, v13, v29, s[2:3]
	s_and_b64 s[2:3], s[4:5], s[2:3]
	v_cndmask_b32_e64 v13, v13, v8, s[4:5]
	v_cndmask_b32_e64 v12, v12, v28, s[2:3]
	s_branch .LBB0_139
.LBB0_142:
	s_or_b64 exec, exec, s[16:17]
.LBB0_143:
	s_or_b64 exec, exec, s[14:15]
	ds_bpermute_b32 v10, v85, v12
	ds_bpermute_b32 v11, v85, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[10:11], v[12:13]
	s_nop 1
	v_cndmask_b32_e64 v11, v13, v11, s[2:3]
	v_cndmask_b32_e64 v10, v12, v10, s[2:3]
	ds_bpermute_b32 v13, v86, v11
	ds_bpermute_b32 v12, v86, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v87, v11
	ds_bpermute_b32 v12, v87, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v88, v11
	ds_bpermute_b32 v12, v88, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	ds_bpermute_b32 v13, v89, v11
	ds_bpermute_b32 v12, v89, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[2:3], v[12:13], v[10:11]
	s_nop 1
	v_cndmask_b32_e64 v11, v11, v13, s[2:3]
	v_cndmask_b32_e64 v10, v10, v12, s[2:3]
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execz .LBB0_133
	v_xor_b32_e32 v12, 0x7fffffff, v11
	v_cmp_gt_i64_e64 s[2:3], 0, v[10:11]
	v_not_b32_e32 v8, v10
	s_nop 0
	v_cndmask_b32_e64 v16, v11, v12, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], s[10:11], v[10:11]
	v_lshl_add_u64 v[12:13], s[8:9], 3, v[2:3]
	s_nop 0
	v_cndmask_b32_e64 v14, v8, -1, s[2:3]
	v_sub_f32_e32 v8, v16, v84
	v_cmp_o_f32_e64 s[4:5], v8, v8
	v_cndmask_b32_e64 v15, 0, -1, s[2:3]
	flat_store_dwordx2 v[12:13], v[14:15]
	v_cndmask_b32_e64 v8, v20, v8, s[4:5]
	v_lshl_add_u64 v[12:13], s[8:9], 2, v[4:5]
	v_cndmask_b32_e64 v8, v8, v22, s[2:3]
	flat_store_dword v[12:13], v8
	s_branch .LBB0_133
.LBB0_145:
	s_or_b64 exec, exec, s[6:7]
.LBB0_146:
	s_andn2_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_151
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[0:1], 0
	v_cmp_eq_u64_e32 vcc, 0, v[6:7]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_151
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v0
.LBB0_149:
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	flat_store_dwordx2 v[2:3], v[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cmp_lg_u64 s[0:1], 0x50
	flat_store_dword v[8:9], v7
	s_cbranch_scc1 .LBB0_149
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	flat_store_dwordx2 v[10:11], v[0:1]
.LBB0_151:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_select
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 176
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
		.amdhsa_next_free_vgpr 122
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 124
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
      - .offset:         136
        .size:           8
        .value_kind:     by_value
      - .offset:         144
        .size:           8
        .value_kind:     by_value
      - .offset:         152
        .size:           8
        .value_kind:     by_value
      - .offset:         160
        .size:           8
        .value_kind:     by_value
      - .offset:         168
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 176
    .max_flat_workgroup_size: 256
    .name:           logpjit_topk_select
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_select.kd
    .uses_dynamic_stack: false
    .vgpr_count:     122
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
