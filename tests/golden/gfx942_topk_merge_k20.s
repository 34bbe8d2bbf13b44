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
	s_load_dwordx2 s[24:25], s[0:1], 0x60
	s_mov_b32 s3, 0
	s_lshl_b64 s[4:5], s[2:3], 5
	v_or_b32_e32 v6, s4, v0
	v_mov_b32_e32 v7, s5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[24:25], v[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_40
	s_load_dwordx2 s[4:5], s[0:1], 0x10
	v_lshlrev_b64 v[8:9], 3, v[6:7]
	s_load_dwordx16 s[8:23], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[8:9]
	flat_load_dwordx2 v[12:13], v[2:3]
	v_mad_u64_u32 v[4:5], s[4:5], v6, 20, 0
	v_mad_u32_u24 v5, v7, 20, v5
	v_mov_b32_e32 v10, s20
	v_mov_b32_e32 v11, s21
	v_lshl_add_u64 v[2:3], v[4:5], 3, s[18:19]
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[10:11]
	v_lshl_add_u64 v[8:9], s[22:23], 0, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[8:9], v[12:13]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[8:9], exec, s[4:5]
	s_cbranch_execz .LBB0_36
	v_mov_b32_e32 v10, s16
	v_mov_b32_e32 v11, s17
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[10:11]
	flat_load_dword v24, v[10:11]
	v_cmp_lt_i64_e64 s[4:5], s[10:11], 1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_4
	v_cmp_gt_i64_e32 vcc, s[14:15], v[12:13]
	v_cmp_lt_i64_e64 s[4:5], -1, v[12:13]
	s_and_b64 s[4:5], s[4:5], vcc
	v_mov_b32_e32 v11, s3
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	flat_store_dwordx2 v[8:9], v[10:11]
	s_mov_b64 s[4:5], 0
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_5
.LBB0_4:
	s_mov_b64 s[4:5], -1
.LBB0_5:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b64_e32 v[10:11], s[6:7]
	s_cbranch_vccnz .LBB0_34
	s_load_dwordx4 s[20:23], s[0:1], 0x0
	s_and_b32 s26, s12, 7
	s_mov_b32 s27, 0
	v_mad_u64_u32 v[16:17], s[0:1], s12, v6, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, s22
	v_mov_b32_e32 v15, s23
	s_and_b32 s23, s13, 0x7fffffff
	s_and_b32 s22, s12, -8
	s_cmp_lg_u64 s[26:27], 0
	s_mul_i32 s0, s24, s13
	s_mul_hi_u32 s1, s24, s12
	s_cselect_b64 s[6:7], -1, 0
	s_add_i32 s0, s1, s0
	s_mul_i32 s1, s25, s12
	s_add_i32 s1, s0, s1
	s_mul_i32 s0, s24, s12
	v_mul_lo_u32 v1, s13, v6
	v_mul_lo_u32 v18, s12, v7
	s_lshl_b64 s[28:29], s[0:1], 3
	v_cmp_gt_i64_e64 s[0:1], s[12:13], 0
	v_add3_u32 v17, v17, v18, v1
	v_cmp_gt_u64_e64 s[4:5], s[12:13], 7
	v_cndmask_b32_e64 v1, 0, 1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 1, v1
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 1, v1
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	s_mov_b64 s[16:17], 0
	v_mov_b64_e32 v[10:11], 0
	v_lshl_add_u64 v[14:15], v[16:17], 3, v[14:15]
	v_cmp_ne_u32_e64 s[6:7], 1, v1
	s_branch .LBB0_8
.LBB0_7:
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], s[10:11]
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[28:29]
	s_cbranch_scc1 .LBB0_15
.LBB0_8:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_7
	s_mov_b64 s[30:31], 0
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_12
	v_mov_b64_e32 v[16:17], v[14:15]
.LBB0_11:
	flat_load_dwordx4 v[18:21], v[16:17]
	flat_load_dwordx4 v[26:29], v[16:17] offset:16
	flat_load_dwordx4 v[30:33], v[16:17] offset:32
	flat_load_dwordx4 v[34:37], v[16:17] offset:48
	s_add_u32 s30, s30, 8
	s_addc_u32 s31, s31, 0
	v_lshl_add_u64 v[16:17], v[16:17], 0, 64
	s_cmp_lg_u64 s[22:23], s[30:31]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[18:19], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[20:21], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[26:27], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[28:29], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[30:31], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[32:33], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[34:35], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[36:37], 0, v[10:11]
	s_cbranch_scc1 .LBB0_11
.LBB0_12:
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_7
	v_lshl_add_u64 v[16:17], s[30:31], 3, v[14:15]
	s_mov_b64 s[30:31], s[26:27]
.LBB0_14:
	flat_load_dwordx2 v[18:19], v[16:17]
	s_add_u32 s30, s30, -1
	s_addc_u32 s31, s31, -1
	v_lshl_add_u64 v[16:17], v[16:17], 0, 8
	s_cmp_lg_u64 s[30:31], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[18:19], 0, v[10:11]
	s_cbranch_scc1 .LBB0_14
	s_branch .LBB0_7
.LBB0_15:
	v_cmp_gt_i64_e32 vcc, s[14:15], v[12:13]
	v_cmp_lt_i64_e64 s[4:5], -1, v[12:13]
	s_and_b64 vcc, s[4:5], vcc
	s_mul_hi_u32 s3, s2, 0x1400
	s_mulk_i32 s2, 0x1400
	v_lshl_add_u64 v[10:11], v[10:11], 0, 1
	s_add_u32 s2, s18, s2
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cndmask_b32_e32 v10, 0, v10, vcc
	s_addc_u32 s3, s19, s3
	flat_store_dwordx2 v[8:9], v[10:11]
	s_movk_i32 s33, 0xa0
	v_mov_b64_e32 v[8:9], s[2:3]
	s_mov_b32 s6, 0
	v_mad_u64_u32 v[0:1], s[2:3], v0, s33, v[8:9]
	s_brev_b32 s7, 1
	v_lshl_add_u64 v[0:1], v[0:1], 0, -8
	s_mov_b64 s[4:5], 0
	v_mov_b64_e32 v[10:11], 0
	s_branch .LBB0_17
.LBB0_16:
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u64 s[4:5], s[10:11]
	s_cbranch_scc1 .LBB0_34
.LBB0_17:
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_16
	s_mul_i32 s2, s5, s24
	s_mul_i32 s3, s4, s25
	v_mov_b32_e32 v8, s24
	s_add_i32 s14, s3, s2
	v_mad_u64_u32 v[8:9], s[2:3], s4, v8, v[6:7]
	v_add_u32_e32 v9, s14, v9
	v_mul_lo_u32 v12, v9, s12
	v_mul_lo_u32 v13, v8, s13
	v_mad_u64_u32 v[8:9], s[2:3], v8, s12, 0
	v_add3_u32 v9, v9, v13, v12
	s_mov_b64 s[14:15], 0
	s_branch .LBB0_20
.LBB0_19:
	s_or_b64 exec, exec, s[16:17]
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], s[12:13]
	s_cbranch_scc1 .LBB0_16
.LBB0_20:
	v_lshl_add_u64 v[14:15], s[14:15], 0, v[8:9]
	v_mov_b64_e32 v[12:13], s[20:21]
	v_mad_u64_u32 v[12:13], s[2:3], v14, s33, v[12:13]
	v_mov_b32_e32 v14, v13
	v_mad_u64_u32 v[14:15], s[2:3], v15, s33, v[14:15]
	v_mov_b32_e32 v13, v14
	v_mov_b64_e32 v[14:15], s[6:7]
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], 0
	v_mov_b64_e32 v[16:17], v[10:11]
	s_branch .LBB0_24
.LBB0_21:
	s_or_b64 exec, exec, s[28:29]
.LBB0_22:
	s_or_b64 exec, exec, s[26:27]
	v_lshl_add_u64 v[16:17], v[20:21], 3, v[2:3]
	flat_store_dwordx2 v[16:17], v[14:15]
	v_lshl_add_u64 v[16:17], v[10:11], 0, 1
	s_add_u32 s18, s18, 1
	v_cndmask_b32_e64 v17, v17, 0, vcc
	v_cndmask_b32_e64 v16, v16, 20, vcc
	s_addc_u32 s19, s19, 0
	s_xor_b64 s[2:3], exec, -1
.LBB0_23:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[2:3], exec, s[2:3]
	s_or_b64 s[16:17], s[2:3], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_19
.LBB0_24:
	v_cmp_lt_i64_e64 s[2:3], s[18:19], 20
	v_mov_b64_e32 v[10:11], v[16:17]
	s_mov_b64 s[26:27], 0
	s_and_b64 vcc, exec, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 20, v[10:11]
	s_cbranch_vccz .LBB0_28
	v_lshl_add_u64 v[14:15], s[18:19], 3, v[12:13]
	flat_load_dwordx2 v[14:15], v[14:15]
	s_mov_b64 s[22:23], -1
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_cbranch_execz .LBB0_27
	flat_load_dwordx2 v[16:17], v[2:3] offset:152
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[14:15], v[16:17]
	s_orn2_b64 s[22:23], vcc, exec
.LBB0_27:
	s_or_b64 exec, exec, s[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[6:7], v[14:15]
	s_and_b64 s[26:27], vcc, s[22:23]
.LBB0_28:
	s_mov_b64 s[2:3], -1
	s_and_saveexec_b64 s[22:23], s[26:27]
	s_cbranch_execz .LBB0_23
	v_cmp_eq_u64_e32 vcc, 20, v[10:11]
	v_mov_b64_e32 v[20:21], v[10:11]
	s_nop 0
	v_cndmask_b32_e64 v17, v11, 0, vcc
	v_cndmask_b32_e64 v16, v10, 19, vcc
	v_cmp_lt_i64_e64 s[2:3], 0, v[16:17]
	s_and_saveexec_b64 s[26:27], s[2:3]
	s_cbranch_execz .LBB0_22
	v_lshl_add_u64 v[18:19], v[16:17], 3, v[0:1]
	s_mov_b64 s[28:29], 0
	s_branch .LBB0_32
.LBB0_31:
	s_or_b64 exec, exec, s[34:35]
	s_and_b64 s[2:3], exec, s[30:31]
	s_or_b64 s[28:29], s[2:3], s[28:29]
	s_andn2_b64 exec, exec, s[28:29]
	s_cbranch_execz .LBB0_21
.LBB0_32:
	flat_load_dwordx2 v[22:23], v[18:19]
	s_or_b64 s[30:31], s[30:31], exec
	v_mov_b64_e32 v[20:21], v[16:17]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[2:3], v[22:23], v[14:15]
	s_and_saveexec_b64 s[34:35], s[2:3]
	s_xor_b64 s[34:35], exec, s[34:35]
	s_cbranch_execz .LBB0_31
	v_cmp_gt_u64_e64 s[2:3], 2, v[16:17]
	v_lshl_add_u64 v[26:27], v[16:17], 0, -1
	s_andn2_b64 s[30:31], s[30:31], exec
	s_and_b64 s[2:3], s[2:3], exec
	flat_store_dwordx2 v[18:19], v[22:23] offset:8
	v_lshl_add_u64 v[18:19], v[18:19], 0, -8
	v_mov_b64_e32 v[20:21], 0
	s_or_b64 s[30:31], s[30:31], s[2:3]
	v_mov_b64_e32 v[16:17], v[26:27]
	s_branch .LBB0_31
.LBB0_34:
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v0, 0x7fc00000
	v_mov_b32_e32 v1, 0xff800000
.LBB0_35:
	flat_load_dwordx2 v[6:7], v[2:3]
	v_cmp_lt_i64_e32 vcc, s[2:3], v[10:11]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	v_cndmask_b32_e64 v13, -1, 0, vcc
	s_cmp_eq_u64 s[2:3], 20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v14, 0x7fffffff, v7
	v_cmp_gt_i64_e64 s[0:1], 0, v[6:7]
	v_not_b32_e32 v12, v6
	v_cndmask_b32_e32 v12, -1, v12, vcc
	v_cndmask_b32_e64 v6, v7, v14, s[0:1]
	v_sub_f32_e32 v6, v6, v24
	v_cmp_o_f32_e64 s[0:1], v6, v6
	flat_store_dwordx2 v[2:3], v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	v_cndmask_b32_e64 v6, v0, v6, s[0:1]
	v_cndmask_b32_e32 v6, v1, v6, vcc
	flat_store_dword v[4:5], v6
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	s_cbranch_scc0 .LBB0_35
.LBB0_36:
	s_andn2_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_40
	v_mov_b32_e32 v0, -1
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v6, 0
.LBB0_38:
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[0:1]
	s_add_u32 s0, s0, 4
	s_addc_u32 s1, s1, 0
	flat_store_dwordx2 v[2:3], v[0:1]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cmp_lg_u64 s[0:1], 0x50
	flat_store_dword v[10:11], v6
	s_cbranch_scc1 .LBB0_38
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v0
	flat_store_dwordx2 v[8:9], v[0:1]
.LBB0_40:
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
		.amdhsa_next_free_vgpr 38
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 40
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_merge.kd
    .uses_dynamic_stack: false
    .vgpr_count:     38
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
