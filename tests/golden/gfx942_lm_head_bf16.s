; golden AMDGCN for tests/codegen/gfx942_test.cpp (the LM head's order on MI300X: wavefronts of v_mfma 16x16x16)
; regenerate: scripts/update-golden.sh
; spec: kind=lm_head;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_lm_head
	.p2align	8
	.type	logpjit_lm_head,@function
logpjit_lm_head:
	s_load_dwordx4 s[4:7], s[0:1], 0x40
	s_mov_b32 s9, 0
	s_mov_b32 s3, s9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_cmp_ge_i64_e32 vcc, s[2:3], v[2:3]
	s_cbranch_vccnz .LBB0_260
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	v_mov_b32_e32 v2, s3
	v_mov_b32_e32 v5, 0
	v_lshrrev_b32_e32 v8, 1, v0
	v_and_b32_e32 v9, 0x60, v8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s48, 0x7f
	s_addc_u32 s1, s49, 0
	s_lshr_b64 s[6:7], s[0:1], 7
	s_add_u32 s10, s50, 0xff
	s_addc_u32 s11, s51, 0
	s_lshl_b64 s[6:7], s[6:7], 4
	v_cvt_f32_u32_e32 v1, s6
	v_mov_b32_e32 v3, s0
	s_sub_i32 s0, 0, s6
	s_lshr_b64 s[10:11], s[10:11], 8
	v_rcp_iflag_f32_e32 v1, v1
	v_alignbit_b32 v3, s1, v3, 7
	v_accvgpr_write_b32 a127, 0
	v_accvgpr_write_b32 a126, 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_accvgpr_write_b32 a125, 0
	v_accvgpr_write_b32 a124, 0
	v_accvgpr_write_b32 a123, 0
	v_readfirstlane_b32 s3, v1
	s_mul_i32 s0, s0, s3
	s_mul_hi_u32 s0, s3, s0
	s_add_i32 s3, s3, s0
	s_mul_hi_u32 s0, s2, s3
	s_mul_i32 s3, s0, s6
	s_sub_i32 s3, s2, s3
	s_add_i32 s8, s0, 1
	s_sub_i32 s12, s3, s6
	s_cmp_ge_u32 s3, s6
	s_cselect_b32 s0, s8, s0
	s_cselect_b32 s3, s12, s3
	s_add_i32 s8, s0, 1
	s_cmp_ge_u32 s3, s6
	s_cselect_b32 s8, s8, s0
	s_lshr_b32 s3, s1, 7
	s_lshl_b64 s[0:1], s[8:9], 4
	s_lshr_b32 s9, s8, 28
	s_sub_u32 s10, s10, s0
	s_subb_u32 s11, s11, s1
	v_cmp_lt_i64_e64 s[12:13], s[10:11], 16
	s_and_b64 s[12:13], s[12:13], exec
	s_cselect_b32 s10, s10, 16
	v_cvt_f32_u32_e32 v1, s10
	s_mul_i32 s3, s0, s3
	v_mul_hi_u32 v4, s0, v3
	v_mul_lo_u32 v6, s9, v3
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_lo_u32 v3, s0, v3
	v_add_u32_e32 v4, s3, v4
	v_add_u32_e32 v4, v4, v6
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_sub_co_u32_e32 v6, vcc, s2, v3
	s_cselect_b32 s3, s11, 0
	s_sub_i32 s9, 0, s10
	v_subb_co_u32_e32 v7, vcc, v2, v4, vcc
	v_mul_lo_u32 v2, s9, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v6, v1
	v_mul_lo_u32 v2, v1, s10
	v_sub_u32_e32 v2, v6, v2
	v_add_u32_e32 v3, 1, v1
	v_subrev_u32_e32 v4, s10, v2
	v_cmp_le_u32_e32 vcc, s10, v2
	v_accvgpr_write_b32 a122, 0
	v_accvgpr_write_b32 a121, 0
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s10, v2
	v_accvgpr_write_b32 a120, 0
	v_accvgpr_write_b32 a119, 0
	v_cndmask_b32_e32 v4, v1, v3, vcc
	v_mul_lo_u32 v1, s3, v4
	v_mul_hi_u32 v2, s10, v4
	v_add_u32_e32 v1, v2, v1
	v_mul_lo_u32 v80, s10, v4
	v_lshlrev_b64 v[2:3], 7, v[4:5]
	v_cmp_lt_i64_e64 s[10:11], s[4:5], 1
	v_and_b32_e32 v4, 15, v0
	v_or_b32_e32 v2, v2, v9
	s_and_b64 vcc, exec, s[10:11]
	v_mov_b32_e32 v9, 0
	v_accvgpr_write_b32 a118, 0
	v_accvgpr_write_b32 a117, 0
	v_accvgpr_write_b32 a116, 0
	v_accvgpr_write_b32 a115, 0
	v_accvgpr_write_b32 a114, 0
	v_accvgpr_write_b32 a113, 0
	v_accvgpr_write_b32 a112, 0
	v_accvgpr_write_b32 a111, 0
	v_accvgpr_write_b32 a110, 0
	v_accvgpr_write_b32 a109, 0
	v_accvgpr_write_b32 a108, 0
	v_accvgpr_write_b32 a107, 0
	v_accvgpr_write_b32 a106, 0
	v_accvgpr_write_b32 a105, 0
	v_accvgpr_write_b32 a104, 0
	v_accvgpr_write_b32 a103, 0
	v_accvgpr_write_b32 a102, 0
	v_accvgpr_write_b32 a101, 0
	v_accvgpr_write_b32 a100, 0
	v_accvgpr_write_b32 a99, 0
	v_accvgpr_write_b32 a98, 0
	v_accvgpr_write_b32 a97, 0
	v_accvgpr_write_b32 a96, 0
	v_accvgpr_write_b32 a95, 0
	v_accvgpr_write_b32 a94, 0
	v_accvgpr_write_b32 a93, 0
	v_accvgpr_write_b32 a92, 0
	v_accvgpr_write_b32 a91, 0
	v_accvgpr_write_b32 a90, 0
	v_accvgpr_write_b32 a89, 0
	v_accvgpr_write_b32 a88, 0
	v_accvgpr_write_b32 a87, 0
	v_accvgpr_write_b32 a86, 0
	v_accvgpr_write_b32 a85, 0
	v_accvgpr_write_b32 a84, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a17, 0
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a23, 0
	v_accvgpr_write_b32 a22, 0
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a27, 0
	v_accvgpr_write_b32 a26, 0
	v_accvgpr_write_b32 a25, 0
	v_accvgpr_write_b32 a24, 0
	v_accvgpr_write_b32 a31, 0
	v_accvgpr_write_b32 a30, 0
	v_accvgpr_write_b32 a29, 0
	v_accvgpr_write_b32 a28, 0
	v_accvgpr_write_b32 a35, 0
	v_accvgpr_write_b32 a34, 0
	v_accvgpr_write_b32 a33, 0
	v_accvgpr_write_b32 a32, 0
	v_accvgpr_write_b32 a83, 0
	v_accvgpr_write_b32 a82, 0
	v_accvgpr_write_b32 a81, 0
	v_accvgpr_write_b32 a80, 0
	v_accvgpr_write_b32 a79, 0
	v_accvgpr_write_b32 a78, 0
	v_accvgpr_write_b32 a77, 0
	v_accvgpr_write_b32 a76, 0
	v_accvgpr_write_b32 a75, 0
	v_accvgpr_write_b32 a74, 0
	v_accvgpr_write_b32 a73, 0
	v_accvgpr_write_b32 a72, 0
	v_accvgpr_write_b32 a71, 0
	v_accvgpr_write_b32 a70, 0
	v_accvgpr_write_b32 a69, 0
	v_accvgpr_write_b32 a68, 0
	v_accvgpr_write_b32 a67, 0
	v_accvgpr_write_b32 a66, 0
	v_accvgpr_write_b32 a65, 0
	v_accvgpr_write_b32 a64, 0
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a62, 0
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a58, 0
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a55, 0
	v_accvgpr_write_b32 a54, 0
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a52, 0
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a50, 0
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a47, 0
	v_accvgpr_write_b32 a46, 0
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a44, 0
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a42, 0
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a39, 0
	v_accvgpr_write_b32 a38, 0
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a36, 0
	s_cbranch_vccnz .LBB0_4
	s_add_u32 s10, s48, -1
	s_addc_u32 s11, s49, -1
	s_add_u32 s12, s50, -1
	s_addc_u32 s13, s51, -1
	s_sub_u32 s3, 16, s6
	s_subb_u32 s6, 0, s7
	s_mul_i32 s6, s6, s8
	s_mul_hi_u32 s7, s3, s8
	s_add_i32 s7, s7, s6
	s_mul_i32 s3, s3, s8
	s_add_u32 s2, s3, s2
	s_addc_u32 s3, s7, 0
	v_mov_b32_e32 v11, s3
	v_sub_co_u32_e32 v10, vcc, s2, v80
	v_mov_b32_e32 v44, s12
	s_nop 0
	v_subb_co_u32_e32 v11, vcc, v11, v1, vcc
	v_lshlrev_b64 v[40:41], 8, v[10:11]
	v_or_b32_e32 v43, 0, v41
	v_or_b32_e32 v42, v40, v4
	v_or_b32_e32 v10, 0xf0, v42
	v_mov_b32_e32 v11, v43
	v_mov_b32_e32 v40, s13
	v_cmp_gt_i64_e32 vcc, s[12:13], v[10:11]
	v_mov_b32_e32 v47, s10
	v_and_b32_e32 v8, 24, v8
	v_cndmask_b32_e32 v11, v40, v41, vcc
	v_cndmask_b32_e32 v10, v44, v10, vcc
	v_mul_lo_u32 v12, s43, v10
	v_mul_lo_u32 v13, s42, v11
	v_mad_u64_u32 v[10:11], s[2:3], s42, v10, 0
	v_add3_u32 v11, v11, v13, v12
	v_or_b32_e32 v12, 0xe0, v42
	v_mov_b32_e32 v13, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[12:13]
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[40:41]
	v_accvgpr_write_b32 a127, 0
	v_cndmask_b32_e32 v13, v40, v41, vcc
	v_cndmask_b32_e32 v12, v44, v12, vcc
	v_mul_lo_u32 v14, s43, v12
	v_mul_lo_u32 v15, s42, v13
	v_mad_u64_u32 v[12:13], s[2:3], s42, v12, 0
	v_add3_u32 v13, v13, v15, v14
	v_or_b32_e32 v14, 0xd0, v42
	v_mov_b32_e32 v15, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[14:15]
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[40:41]
	v_accvgpr_write_b32 a126, 0
	v_cndmask_b32_e32 v15, v40, v41, vcc
	v_cndmask_b32_e32 v14, v44, v14, vcc
	v_mul_lo_u32 v16, s43, v14
	v_mul_lo_u32 v17, s42, v15
	v_mad_u64_u32 v[14:15], s[2:3], s42, v14, 0
	v_add3_u32 v15, v15, v17, v16
	v_or_b32_e32 v16, 0xc0, v42
	v_mov_b32_e32 v17, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[16:17]
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[40:41]
	v_accvgpr_write_b32 a125, 0
	v_cndmask_b32_e32 v17, v40, v41, vcc
	v_cndmask_b32_e32 v16, v44, v16, vcc
	v_mul_lo_u32 v18, s43, v16
	v_mul_lo_u32 v19, s42, v17
	v_mad_u64_u32 v[16:17], s[2:3], s42, v16, 0
	v_add3_u32 v17, v17, v19, v18
	v_or_b32_e32 v18, 0xb0, v42
	v_mov_b32_e32 v19, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[18:19]
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[40:41]
	v_accvgpr_write_b32 a124, 0
	v_cndmask_b32_e32 v19, v40, v41, vcc
	v_cndmask_b32_e32 v18, v44, v18, vcc
	v_mul_lo_u32 v20, s43, v18
	v_mul_lo_u32 v21, s42, v19
	v_mad_u64_u32 v[18:19], s[2:3], s42, v18, 0
	v_add3_u32 v19, v19, v21, v20
	v_or_b32_e32 v20, 0xa0, v42
	v_mov_b32_e32 v21, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[20:21]
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[40:41]
	v_accvgpr_write_b32 a123, 0
	v_cndmask_b32_e32 v21, v40, v41, vcc
	v_cndmask_b32_e32 v20, v44, v20, vcc
	v_mul_lo_u32 v22, s43, v20
	v_mul_lo_u32 v23, s42, v21
	v_mad_u64_u32 v[20:21], s[2:3], s42, v20, 0
	v_add3_u32 v21, v21, v23, v22
	v_or_b32_e32 v22, 0x90, v42
	v_mov_b32_e32 v23, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[22:23]
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[40:41]
	v_accvgpr_write_b32 a122, 0
	v_cndmask_b32_e32 v23, v40, v41, vcc
	v_cndmask_b32_e32 v22, v44, v22, vcc
	v_mul_lo_u32 v24, s43, v22
	v_mul_lo_u32 v25, s42, v23
	v_mad_u64_u32 v[22:23], s[2:3], s42, v22, 0
	v_add3_u32 v23, v23, v25, v24
	v_or_b32_e32 v24, 0x80, v42
	v_mov_b32_e32 v25, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[24:25]
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[40:41]
	v_accvgpr_write_b32 a121, 0
	v_cndmask_b32_e32 v25, v40, v41, vcc
	v_cndmask_b32_e32 v24, v44, v24, vcc
	v_mul_lo_u32 v26, s43, v24
	v_mul_lo_u32 v27, s42, v25
	v_mad_u64_u32 v[24:25], s[2:3], s42, v24, 0
	v_add3_u32 v25, v25, v27, v26
	v_or_b32_e32 v26, 0x70, v42
	v_mov_b32_e32 v27, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[26:27]
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[40:41]
	v_accvgpr_write_b32 a120, 0
	v_cndmask_b32_e32 v27, v40, v41, vcc
	v_cndmask_b32_e32 v26, v44, v26, vcc
	v_mul_lo_u32 v28, s43, v26
	v_mul_lo_u32 v29, s42, v27
	v_mad_u64_u32 v[26:27], s[2:3], s42, v26, 0
	v_add3_u32 v27, v27, v29, v28
	v_or_b32_e32 v28, 0x60, v42
	v_mov_b32_e32 v29, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[28:29]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[40:41]
	v_accvgpr_write_b32 a119, 0
	v_cndmask_b32_e32 v29, v40, v41, vcc
	v_cndmask_b32_e32 v28, v44, v28, vcc
	v_mul_lo_u32 v30, s43, v28
	v_mul_lo_u32 v31, s42, v29
	v_mad_u64_u32 v[28:29], s[2:3], s42, v28, 0
	v_add3_u32 v29, v29, v31, v30
	v_or_b32_e32 v30, 0x50, v42
	v_mov_b32_e32 v31, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[30:31]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[40:41]
	v_accvgpr_write_b32 a118, 0
	v_cndmask_b32_e32 v31, v40, v41, vcc
	v_cndmask_b32_e32 v30, v44, v30, vcc
	v_mul_lo_u32 v32, s43, v30
	v_mul_lo_u32 v33, s42, v31
	v_mad_u64_u32 v[30:31], s[2:3], s42, v30, 0
	v_add3_u32 v31, v31, v33, v32
	v_or_b32_e32 v32, 64, v42
	v_mov_b32_e32 v33, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[32:33]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[40:41]
	v_accvgpr_write_b32 a117, 0
	v_cndmask_b32_e32 v33, v40, v41, vcc
	v_cndmask_b32_e32 v32, v44, v32, vcc
	v_mul_lo_u32 v34, s43, v32
	v_mul_lo_u32 v35, s42, v33
	v_mad_u64_u32 v[32:33], s[2:3], s42, v32, 0
	v_add3_u32 v33, v33, v35, v34
	v_or_b32_e32 v34, 48, v42
	v_mov_b32_e32 v35, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[34:35]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[40:41]
	v_accvgpr_write_b32 a116, 0
	v_cndmask_b32_e32 v35, v40, v41, vcc
	v_cndmask_b32_e32 v34, v44, v34, vcc
	v_mul_lo_u32 v36, s43, v34
	v_mul_lo_u32 v37, s42, v35
	v_mad_u64_u32 v[34:35], s[2:3], s42, v34, 0
	v_add3_u32 v35, v35, v37, v36
	v_or_b32_e32 v36, 32, v42
	v_mov_b32_e32 v37, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[36:37]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[40:41]
	v_accvgpr_write_b32 a115, 0
	v_cndmask_b32_e32 v37, v40, v41, vcc
	v_cndmask_b32_e32 v36, v44, v36, vcc
	v_mul_lo_u32 v38, s43, v36
	v_mul_lo_u32 v39, s42, v37
	v_mad_u64_u32 v[36:37], s[2:3], s42, v36, 0
	v_add3_u32 v37, v37, v39, v38
	v_or_b32_e32 v38, 16, v42
	v_mov_b32_e32 v39, v43
	v_cmp_gt_i64_e32 vcc, s[12:13], v[38:39]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[40:41]
	v_accvgpr_write_b32 a114, 0
	v_cndmask_b32_e32 v39, v40, v41, vcc
	v_cndmask_b32_e32 v38, v44, v38, vcc
	v_cmp_gt_i64_e32 vcc, s[12:13], v[42:43]
	v_mul_lo_u32 v45, s43, v38
	v_mul_lo_u32 v46, s42, v39
	v_cndmask_b32_e32 v42, v44, v42, vcc
	v_cndmask_b32_e32 v43, v40, v41, vcc
	v_mad_u64_u32 v[38:39], s[2:3], s42, v38, 0
	v_mul_lo_u32 v44, s43, v42
	v_mad_u64_u32 v[40:41], s[2:3], s42, v42, 0
	v_mul_lo_u32 v42, s42, v43
	v_add3_u32 v39, v39, v46, v45
	v_add3_u32 v41, v41, v42, v44
	v_lshl_add_u64 v[44:45], v[2:3], 0, v[4:5]
	v_lshl_add_u64 v[42:43], v[44:45], 0, 16
	v_mov_b32_e32 v46, s11
	v_cmp_gt_i64_e32 vcc, s[10:11], v[42:43]
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[40:41]
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[40:41]
	v_cndmask_b32_e32 v43, v46, v43, vcc
	v_cndmask_b32_e32 v42, v47, v42, vcc
	v_cmp_gt_i64_e32 vcc, s[10:11], v[44:45]
	v_mul_lo_u32 v48, s39, v42
	v_mul_lo_u32 v49, s38, v43
	v_cndmask_b32_e32 v45, v46, v45, vcc
	v_cndmask_b32_e32 v44, v47, v44, vcc
	v_mad_u64_u32 v[42:43], s[2:3], s38, v42, 0
	v_mul_lo_u32 v46, s39, v44
	v_mul_lo_u32 v47, s38, v45
	v_mad_u64_u32 v[44:45], s[2:3], s38, v44, 0
	v_add3_u32 v43, v43, v49, v48
	v_add3_u32 v45, v45, v47, v46
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[36:37]
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[36:37]
	s_mov_b64 s[2:3], 0
	v_accvgpr_write_b32 a113, 0
	v_accvgpr_write_b32 a112, 0
	v_accvgpr_write_b32 a111, 0
	v_accvgpr_write_b32 a110, 0
	v_accvgpr_write_b32 a109, 0
	v_accvgpr_write_b32 a108, 0
	v_accvgpr_write_b32 a107, 0
	v_accvgpr_write_b32 a106, 0
	v_accvgpr_write_b32 a105, 0
	v_accvgpr_write_b32 a104, 0
	v_accvgpr_write_b32 a103, 0
	v_accvgpr_write_b32 a102, 0
	v_accvgpr_write_b32 a101, 0
	v_accvgpr_write_b32 a100, 0
	v_accvgpr_write_b32 a99, 0
	v_accvgpr_write_b32 a98, 0
	v_accvgpr_write_b32 a97, 0
	v_accvgpr_write_b32 a96, 0
	v_accvgpr_write_b32 a95, 0
	v_accvgpr_write_b32 a94, 0
	v_accvgpr_write_b32 a93, 0
	v_accvgpr_write_b32 a92, 0
	v_accvgpr_write_b32 a91, 0
	v_accvgpr_write_b32 a90, 0
	v_accvgpr_write_b32 a89, 0
	v_accvgpr_write_b32 a88, 0
	v_accvgpr_write_b32 a87, 0
	v_accvgpr_write_b32 a86, 0
	v_accvgpr_write_b32 a85, 0
	v_accvgpr_write_b32 a84, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a19, 0
	v_accvgpr_write_b32 a18, 0
	v_accvgpr_write_b32 a17, 0
	v_accvgpr_write_b32 a16, 0
	v_accvgpr_write_b32 a23, 0
	v_accvgpr_write_b32 a22, 0
	v_accvgpr_write_b32 a21, 0
	v_accvgpr_write_b32 a20, 0
	v_accvgpr_write_b32 a27, 0
	v_accvgpr_write_b32 a26, 0
	v_accvgpr_write_b32 a25, 0
	v_accvgpr_write_b32 a24, 0
	v_accvgpr_write_b32 a31, 0
	v_accvgpr_write_b32 a30, 0
	v_accvgpr_write_b32 a29, 0
	v_accvgpr_write_b32 a28, 0
	v_accvgpr_write_b32 a35, 0
	v_accvgpr_write_b32 a34, 0
	v_accvgpr_write_b32 a33, 0
	v_accvgpr_write_b32 a32, 0
	v_accvgpr_write_b32 a83, 0
	v_accvgpr_write_b32 a82, 0
	v_accvgpr_write_b32 a81, 0
	v_accvgpr_write_b32 a80, 0
	v_accvgpr_write_b32 a79, 0
	v_accvgpr_write_b32 a78, 0
	v_accvgpr_write_b32 a77, 0
	v_accvgpr_write_b32 a76, 0
	v_accvgpr_write_b32 a75, 0
	v_accvgpr_write_b32 a74, 0
	v_accvgpr_write_b32 a73, 0
	v_accvgpr_write_b32 a72, 0
	v_accvgpr_write_b32 a71, 0
	v_accvgpr_write_b32 a70, 0
	v_accvgpr_write_b32 a69, 0
	v_accvgpr_write_b32 a68, 0
	v_accvgpr_write_b32 a67, 0
	v_accvgpr_write_b32 a66, 0
	v_accvgpr_write_b32 a65, 0
	v_accvgpr_write_b32 a64, 0
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a62, 0
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a58, 0
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a55, 0
	v_accvgpr_write_b32 a54, 0
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a52, 0
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a50, 0
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a47, 0
	v_accvgpr_write_b32 a46, 0
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a44, 0
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a42, 0
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a39, 0
	v_accvgpr_write_b32 a38, 0
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a36, 0
.LBB0_3:
	v_lshl_add_u64 v[46:47], v[44:45], 0, v[8:9]
	v_lshl_add_u64 v[48:49], v[42:43], 0, v[8:9]
	v_lshl_add_u64 v[50:51], v[40:41], 0, v[8:9]
	v_lshl_add_u64 v[52:53], v[38:39], 0, v[8:9]
	v_lshl_add_u64 v[54:55], v[36:37], 0, v[8:9]
	v_lshl_add_u64 v[56:57], v[34:35], 0, v[8:9]
	v_lshl_add_u64 v[58:59], v[32:33], 0, v[8:9]
	v_lshl_add_u64 v[60:61], v[30:31], 0, v[8:9]
	v_lshl_add_u64 v[62:63], v[28:29], 0, v[8:9]
	v_lshl_add_u64 v[64:65], v[26:27], 0, v[8:9]
	v_lshl_add_u64 v[66:67], v[24:25], 0, v[8:9]
	v_lshl_add_u64 v[68:69], v[22:23], 0, v[8:9]
	v_lshl_add_u64 v[70:71], v[20:21], 0, v[8:9]
	v_lshl_add_u64 v[72:73], v[18:19], 0, v[8:9]
	v_lshl_add_u64 v[74:75], v[16:17], 0, v[8:9]
	v_lshl_add_u64 v[76:77], v[14:15], 0, v[8:9]
	v_lshl_add_u64 v[78:79], v[12:13], 0, v[8:9]
	v_lshl_add_u64 v[82:83], v[10:11], 0, v[8:9]
	flat_load_dwordx2 v[46:47], v[46:47]
	s_nop 0
	flat_load_dwordx2 v[50:51], v[50:51]
	s_nop 0
	flat_load_dwordx2 v[52:53], v[52:53]
	s_nop 0
	flat_load_dwordx2 v[54:55], v[54:55]
	s_nop 0
	flat_load_dwordx2 v[56:57], v[56:57]
	s_nop 0
	flat_load_dwordx2 v[58:59], v[58:59]
	s_add_u32 s2, s2, 16
	flat_load_dwordx2 v[60:61], v[60:61]
	s_addc_u32 s3, s3, 0
	flat_load_dwordx2 v[62:63], v[62:63]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 32
	flat_load_dwordx2 v[64:65], v[64:65]
	v_lshl_add_u64 v[12:13], v[12:13], 0, 32
	flat_load_dwordx2 v[66:67], v[66:67]
	v_lshl_add_u64 v[14:15], v[14:15], 0, 32
	flat_load_dwordx2 v[68:69], v[68:69]
	v_lshl_add_u64 v[16:17], v[16:17], 0, 32
	flat_load_dwordx2 v[70:71], v[70:71]
	v_lshl_add_u64 v[18:19], v[18:19], 0, 32
	flat_load_dwordx2 v[72:73], v[72:73]
	v_lshl_add_u64 v[20:21], v[20:21], 0, 32
	flat_load_dwordx2 v[74:75], v[74:75]
	v_lshl_add_u64 v[22:23], v[22:23], 0, 32
	flat_load_dwordx2 v[76:77], v[76:77]
	s_nop 0
	flat_load_dwordx2 v[78:79], v[78:79]
	s_nop 0
	flat_load_dwordx2 v[48:49], v[48:49]
	v_lshl_add_u64 v[24:25], v[24:25], 0, 32
	flat_load_dwordx2 v[82:83], v[82:83]
	v_lshl_add_u64 v[26:27], v[26:27], 0, 32
	v_lshl_add_u64 v[28:29], v[28:29], 0, 32
	v_lshl_add_u64 v[30:31], v[30:31], 0, 32
	v_lshl_add_u64 v[32:33], v[32:33], 0, 32
	v_lshl_add_u64 v[34:35], v[34:35], 0, 32
	v_lshl_add_u64 v[36:37], v[36:37], 0, 32
	v_lshl_add_u64 v[38:39], v[38:39], 0, 32
	v_lshl_add_u64 v[40:41], v[40:41], 0, 32
	v_lshl_add_u64 v[42:43], v[42:43], 0, 32
	v_lshl_add_u64 v[44:45], v[44:45], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 a[36:39], v[46:47], v[50:51], a[36:39]
	v_mfma_f32_16x16x16_bf16 a[40:43], v[46:47], v[52:53], a[40:43]
	v_mfma_f32_16x16x16_bf16 a[44:47], v[46:47], v[54:55], a[44:47]
	v_mfma_f32_16x16x16_bf16 a[48:51], v[46:47], v[56:57], a[48:51]
	v_mfma_f32_16x16x16_bf16 a[52:55], v[46:47], v[58:59], a[52:55]
	v_mfma_f32_16x16x16_bf16 a[56:59], v[46:47], v[60:61], a[56:59]
	v_mfma_f32_16x16x16_bf16 a[60:63], v[46:47], v[62:63], a[60:63]
	v_mfma_f32_16x16x16_bf16 a[64:67], v[46:47], v[64:65], a[64:67]
	v_mfma_f32_16x16x16_bf16 a[68:71], v[46:47], v[66:67], a[68:71]
	v_mfma_f32_16x16x16_bf16 a[72:75], v[46:47], v[68:69], a[72:75]
	v_mfma_f32_16x16x16_bf16 a[76:79], v[46:47], v[70:71], a[76:79]
	v_mfma_f32_16x16x16_bf16 a[80:83], v[46:47], v[72:73], a[80:83]
	v_mfma_f32_16x16x16_bf16 a[32:35], v[46:47], v[74:75], a[32:35]
	v_mfma_f32_16x16x16_bf16 a[28:31], v[46:47], v[76:77], a[28:31]
	v_mfma_f32_16x16x16_bf16 a[24:27], v[46:47], v[78:79], a[24:27]
	v_mfma_f32_16x16x16_bf16 a[20:23], v[46:47], v[82:83], a[20:23]
	v_mov_b64_e32 v[46:47], s[4:5]
	v_cmp_lt_i64_e32 vcc, s[2:3], v[46:47]
	s_and_b64 vcc, exec, vcc
	v_mfma_f32_16x16x16_bf16 a[16:19], v[48:49], v[50:51], a[16:19]
	v_mfma_f32_16x16x16_bf16 a[12:15], v[48:49], v[52:53], a[12:15]
	v_mfma_f32_16x16x16_bf16 a[8:11], v[48:49], v[54:55], a[8:11]
	v_mfma_f32_16x16x16_bf16 a[4:7], v[48:49], v[56:57], a[4:7]
	v_mfma_f32_16x16x16_bf16 a[0:3], v[48:49], v[58:59], a[0:3]
	v_mfma_f32_16x16x16_bf16 a[84:87], v[48:49], v[60:61], a[84:87]
	v_mfma_f32_16x16x16_bf16 a[88:91], v[48:49], v[62:63], a[88:91]
	v_mfma_f32_16x16x16_bf16 a[92:95], v[48:49], v[64:65], a[92:95]
	v_mfma_f32_16x16x16_bf16 a[96:99], v[48:49], v[66:67], a[96:99]
	v_mfma_f32_16x16x16_bf16 a[100:103], v[48:49], v[68:69], a[100:103]
	v_mfma_f32_16x16x16_bf16 a[104:107], v[48:49], v[70:71], a[104:107]
	v_mfma_f32_16x16x16_bf16 a[108:111], v[48:49], v[72:73], a[108:111]
	v_mfma_f32_16x16x16_bf16 a[112:115], v[48:49], v[74:75], a[112:115]
	v_mfma_f32_16x16x16_bf16 a[116:119], v[48:49], v[76:77], a[116:119]
	v_mfma_f32_16x16x16_bf16 a[120:123], v[48:49], v[78:79], a[120:123]
	v_mfma_f32_16x16x16_bf16 a[124:127], v[48:49], v[82:83], a[124:127]
	s_cbranch_vccnz .LBB0_3
.LBB0_4:
	v_lshl_add_u64 v[6:7], v[6:7], 0, s[0:1]
	v_sub_co_u32_e32 v6, vcc, v6, v80
	v_lshrrev_b32_e32 v9, 2, v0
	s_nop 0
	v_subb_co_u32_e32 v7, vcc, v7, v1, vcc
	v_lshlrev_b64 v[6:7], 8, v[6:7]
	v_or_b32_e32 v1, 0, v7
	v_or_b32_e32 v0, v6, v4
	v_and_or_b32 v2, v9, 12, v2
	v_cmp_gt_i64_e32 vcc, s[50:51], v[0:1]
	v_cmp_gt_i64_e64 s[30:31], s[48:49], v[2:3]
	v_accvgpr_read_b32 v14, a127
	v_accvgpr_read_b32 v15, a126
	v_accvgpr_read_b32 v16, a125
	v_accvgpr_read_b32 v17, a124
	v_accvgpr_read_b32 v18, a123
	v_accvgpr_read_b32 v19, a122
	v_accvgpr_read_b32 v20, a121
	v_accvgpr_read_b32 v21, a120
	v_accvgpr_read_b32 v22, a119
	v_accvgpr_read_b32 v23, a118
	v_accvgpr_read_b32 v24, a117
	v_accvgpr_read_b32 v25, a116
	v_accvgpr_read_b32 v26, a115
	v_accvgpr_read_b32 v27, a114
	v_accvgpr_read_b32 v28, a113
	v_accvgpr_read_b32 v29, a112
	v_accvgpr_read_b32 v30, a111
	v_accvgpr_read_b32 v31, a110
	v_accvgpr_read_b32 v32, a109
	v_accvgpr_read_b32 v33, a108
	v_accvgpr_read_b32 v34, a107
	v_accvgpr_read_b32 v35, a106
	v_accvgpr_read_b32 v36, a105
	v_accvgpr_read_b32 v37, a104
	v_accvgpr_read_b32 v38, a103
	v_accvgpr_read_b32 v39, a102
	v_accvgpr_read_b32 v40, a101
	v_accvgpr_read_b32 v41, a100
	v_accvgpr_read_b32 v42, a99
	v_accvgpr_read_b32 v43, a98
	v_accvgpr_read_b32 v44, a97
	v_accvgpr_read_b32 v45, a96
	v_accvgpr_read_b32 v46, a95
	v_accvgpr_read_b32 v47, a94
	v_accvgpr_read_b32 v48, a93
	v_accvgpr_read_b32 v49, a92
	v_accvgpr_read_b32 v50, a91
	v_accvgpr_read_b32 v51, a90
	v_accvgpr_read_b32 v52, a89
	v_accvgpr_read_b32 v53, a88
	v_accvgpr_read_b32 v54, a87
	v_accvgpr_read_b32 v55, a86
	v_accvgpr_read_b32 v56, a85
	v_accvgpr_read_b32 v57, a84
	v_accvgpr_read_b32 v58, a3
	v_accvgpr_read_b32 v59, a2
	v_accvgpr_read_b32 v60, a1
	v_accvgpr_read_b32 v61, a0
	v_accvgpr_read_b32 v62, a7
	v_accvgpr_read_b32 v63, a6
	v_accvgpr_read_b32 v64, a5
	v_accvgpr_read_b32 v65, a4
	v_accvgpr_read_b32 v66, a11
	v_accvgpr_read_b32 v67, a10
	v_accvgpr_read_b32 v68, a9
	v_accvgpr_read_b32 v69, a8
	v_accvgpr_read_b32 v70, a15
	v_accvgpr_read_b32 v71, a14
	v_accvgpr_read_b32 v72, a13
	v_accvgpr_read_b32 v73, a12
	v_accvgpr_read_b32 v74, a19
	v_accvgpr_read_b32 v75, a18
	v_accvgpr_read_b32 v76, a17
	v_accvgpr_read_b32 v77, a16
	v_accvgpr_read_b32 v78, a23
	v_accvgpr_read_b32 v79, a22
	v_accvgpr_read_b32 v81, a21
	v_accvgpr_read_b32 v82, a20
	v_accvgpr_read_b32 v83, a27
	v_accvgpr_read_b32 v84, a26
	v_accvgpr_read_b32 v85, a25
	v_accvgpr_read_b32 v86, a24
	v_accvgpr_read_b32 v87, a31
	v_accvgpr_read_b32 v88, a30
	v_accvgpr_read_b32 v89, a29
	v_accvgpr_read_b32 v90, a28
	v_accvgpr_read_b32 v91, a35
	v_accvgpr_read_b32 v92, a34
	v_accvgpr_read_b32 v93, a33
	v_accvgpr_read_b32 v94, a32
	v_accvgpr_read_b32 v95, a83
	v_accvgpr_read_b32 v96, a82
	v_accvgpr_read_b32 v97, a81
	v_accvgpr_read_b32 v98, a80
	v_accvgpr_read_b32 v99, a79
	v_accvgpr_read_b32 v100, a78
	v_accvgpr_read_b32 v101, a77
	v_accvgpr_read_b32 v102, a76
	v_accvgpr_read_b32 v103, a75
	v_accvgpr_read_b32 v104, a74
	v_accvgpr_read_b32 v105, a73
	v_accvgpr_read_b32 v106, a72
	v_accvgpr_read_b32 v107, a71
	v_accvgpr_read_b32 v108, a70
	v_accvgpr_read_b32 v109, a69
	v_accvgpr_read_b32 v110, a68
	v_accvgpr_read_b32 v111, a67
	v_accvgpr_read_b32 v112, a66
	v_accvgpr_read_b32 v113, a65
	v_accvgpr_read_b32 v114, a64
	v_accvgpr_read_b32 v115, a63
	v_accvgpr_read_b32 v116, a62
	v_accvgpr_read_b32 v117, a61
	v_accvgpr_read_b32 v118, a60
	v_accvgpr_read_b32 v119, a59
	v_accvgpr_read_b32 v120, a58
	v_accvgpr_read_b32 v121, a57
	v_accvgpr_read_b32 v122, a56
	v_accvgpr_read_b32 v123, a55
	v_accvgpr_read_b32 v124, a54
	v_accvgpr_read_b32 v125, a53
	v_accvgpr_read_b32 v126, a52
	v_accvgpr_read_b32 v127, a51
	v_accvgpr_read_b32 v128, a50
	v_accvgpr_read_b32 v129, a49
	v_accvgpr_read_b32 v130, a48
	v_accvgpr_read_b32 v131, a47
	v_accvgpr_read_b32 v132, a46
	v_accvgpr_read_b32 v133, a45
	v_accvgpr_read_b32 v134, a44
	v_accvgpr_read_b32 v135, a43
	v_accvgpr_read_b32 v136, a42
	v_accvgpr_read_b32 v137, a41
	v_accvgpr_read_b32 v138, a40
	v_accvgpr_read_b32 v139, a39
	v_accvgpr_read_b32 v12, a38
	v_accvgpr_read_b32 v10, a37
	v_accvgpr_read_b32 v8, a36
	s_and_b64 s[0:1], s[30:31], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
	v_mul_lo_u32 v9, v3, s46
	v_mul_lo_u32 v11, v2, s47
	v_mad_u64_u32 v[140:141], s[0:1], v2, s46, 0
	v_add3_u32 v141, v141, v11, v9
	v_mov_b32_e32 v9, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v8, v8
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v11, 64
	v_cndmask_b32_e64 v8, v8, v9, s[0:1]
	v_bfe_u32 v9, v8, 16, 1
	v_add3_u32 v9, v8, v9, s4
	v_lshl_add_u64 v[140:141], v[140:141], 1, s[44:45]
	v_lshrrev_b32_e32 v9, 16, v9
	v_or_b32_sdwa v8, v8, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[140:141], v[0:1], 1, v[140:141]
	v_cndmask_b32_e64 v8, v9, v8, s[0:1]
	flat_store_short v[140:141], v8
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v8, 1, v2
	v_mov_b32_e32 v9, v3
	v_cmp_gt_i64_e64 s[34:35], s[48:49], v[8:9]
	s_and_b64 s[0:1], s[34:35], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
	v_mul_lo_u32 v11, v9, s46
	v_mul_lo_u32 v13, v8, s47
	v_mad_u64_u32 v[140:141], s[0:1], v8, s46, 0
	v_add3_u32 v141, v141, v13, v11
	v_mov_b32_e32 v11, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v10, v10
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v13, 64
	v_cndmask_b32_e64 v10, v10, v11, s[0:1]
	v_bfe_u32 v11, v10, 16, 1
	v_add3_u32 v11, v10, v11, s4
	v_lshl_add_u64 v[140:141], v[140:141], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[140:141], v[0:1], 1, v[140:141]
	v_cndmask_b32_e64 v10, v11, v10, s[0:1]
	flat_store_short v[140:141], v10
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v10, 2, v2
	v_mov_b32_e32 v11, v3
	v_cmp_gt_i64_e64 s[36:37], s[48:49], v[10:11]
	s_and_b64 s[0:1], s[36:37], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
	v_mul_lo_u32 v13, v11, s46
	v_mul_lo_u32 v80, v10, s47
	v_mad_u64_u32 v[140:141], s[0:1], v10, s46, 0
	v_add3_u32 v141, v141, v80, v13
	v_mov_b32_e32 v13, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v12, v12
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v80, 64
	v_cndmask_b32_e64 v12, v12, v13, s[0:1]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s4
	v_lshl_add_u64 v[140:141], v[140:141], 1, s[44:45]
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v80 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[140:141], v[0:1], 1, v[140:141]
	v_cndmask_b32_e64 v12, v13, v12, s[0:1]
	flat_store_short v[140:141], v12
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v12, 3, v2
	v_mov_b32_e32 v13, v3
	v_cmp_gt_i64_e64 s[38:39], s[48:49], v[12:13]
	s_and_b64 s[0:1], s[38:39], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_12
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v142, v12, s47
	v_mad_u64_u32 v[140:141], s[0:1], v12, s46, 0
	v_add3_u32 v141, v141, v142, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v139, v139
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v142, 64
	v_cndmask_b32_e64 v80, v139, v80, s[0:1]
	v_bfe_u32 v139, v80, 16, 1
	v_add3_u32 v139, v80, v139, s4
	v_lshl_add_u64 v[140:141], v[140:141], 1, s[44:45]
	v_lshrrev_b32_e32 v139, 16, v139
	v_or_b32_sdwa v80, v80, v142 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[140:141], v[0:1], 1, v[140:141]
	v_cndmask_b32_e64 v80, v139, v80, s[0:1]
	flat_store_short v[140:141], v80
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v140, 16, v0
	v_mov_b32_e32 v141, v1
	v_cmp_gt_i64_e64 s[0:1], s[50:51], v[140:141]
	s_and_b64 s[2:3], s[30:31], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_14
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v139, v2, s47
	v_mad_u64_u32 v[140:141], s[2:3], v2, s46, 0
	v_add3_u32 v141, v141, v139, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v138, v138
	s_movk_i32 s6, 0x7fff
	v_mov_b32_e32 v139, 64
	v_cndmask_b32_e64 v80, v138, v80, s[2:3]
	v_bfe_u32 v138, v80, 16, 1
	v_add3_u32 v138, v80, v138, s6
	v_lshl_add_u64 v[140:141], v[140:141], 1, s[44:45]
	v_lshl_add_u64 v[142:143], v[6:7], 0, v[4:5]
	v_lshrrev_b32_e32 v138, 16, v138
	v_or_b32_sdwa v80, v80, v139 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[140:141], v[142:143], 1, v[140:141]
	v_cndmask_b32_e64 v80, v138, v80, s[2:3]
	flat_store_short v[140:141], v80 offset:32
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[34:35], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_16
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v140, v8, s47
	v_mad_u64_u32 v[138:139], s[2:3], v8, s46, 0
	v_add3_u32 v139, v139, v140, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v137, v137
	v_lshl_add_u64 v[138:139], v[138:139], 1, s[44:45]
	v_lshl_add_u64 v[140:141], v[6:7], 0, v[4:5]
	v_cndmask_b32_e64 v80, v137, v80, s[2:3]
	v_bfe_u32 v137, v80, 16, 1
	s_movk_i32 s6, 0x7fff
	v_lshl_add_u64 v[138:139], v[140:141], 1, v[138:139]
	v_add3_u32 v137, v80, v137, s6
	v_mov_b32_e32 v140, 64
	v_lshrrev_b32_e32 v137, 16, v137
	v_or_b32_sdwa v80, v80, v140 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v80, v137, v80, s[2:3]
	flat_store_short v[138:139], v80 offset:32
.LBB0_16:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[36:37], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_18
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v137, v10, s47
	v_mad_u64_u32 v[138:139], s[2:3], v10, s46, 0
	v_add3_u32 v139, v139, v137, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v136, v136
	s_movk_i32 s6, 0x7fff
	v_mov_b32_e32 v137, 64
	v_cndmask_b32_e64 v80, v136, v80, s[2:3]
	v_bfe_u32 v136, v80, 16, 1
	v_add3_u32 v136, v80, v136, s6
	v_lshl_add_u64 v[138:139], v[138:139], 1, s[44:45]
	v_lshl_add_u64 v[140:141], v[6:7], 0, v[4:5]
	v_lshrrev_b32_e32 v136, 16, v136
	v_or_b32_sdwa v80, v80, v137 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[138:139], v[140:141], 1, v[138:139]
	v_cndmask_b32_e64 v80, v136, v80, s[2:3]
	flat_store_short v[138:139], v80 offset:32
.LBB0_18:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[38:39], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_20
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v138, v12, s47
	v_mad_u64_u32 v[136:137], s[2:3], v12, s46, 0
	v_add3_u32 v137, v137, v138, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v135, v135
	v_lshl_add_u64 v[136:137], v[136:137], 1, s[44:45]
	v_lshl_add_u64 v[138:139], v[6:7], 0, v[4:5]
	v_cndmask_b32_e64 v80, v135, v80, s[2:3]
	v_bfe_u32 v135, v80, 16, 1
	s_movk_i32 s6, 0x7fff
	v_lshl_add_u64 v[136:137], v[138:139], 1, v[136:137]
	v_add3_u32 v135, v80, v135, s6
	v_mov_b32_e32 v138, 64
	v_lshrrev_b32_e32 v135, 16, v135
	v_or_b32_sdwa v80, v80, v138 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v80, v135, v80, s[2:3]
	flat_store_short v[136:137], v80 offset:32
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v136, 32, v0
	v_mov_b32_e32 v137, v1
	v_cmp_gt_i64_e64 s[2:3], s[50:51], v[136:137]
	s_and_b64 s[4:5], s[2:3], s[30:31]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_22
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v135, v2, s47
	v_mad_u64_u32 v[136:137], s[4:5], v2, s46, 0
	v_add3_u32 v137, v137, v135, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v134, v134
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v135, 64
	v_cndmask_b32_e64 v80, v134, v80, s[4:5]
	v_bfe_u32 v134, v80, 16, 1
	v_add3_u32 v134, v80, v134, s8
	v_lshl_add_u64 v[136:137], v[136:137], 1, s[44:45]
	v_lshrrev_b32_e32 v134, 16, v134
	v_or_b32_sdwa v80, v80, v135 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[136:137], v[0:1], 1, v[136:137]
	v_cndmask_b32_e64 v80, v134, v80, s[4:5]
	flat_store_short v[136:137], v80 offset:64
.LBB0_22:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[34:35], s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_24
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v136, v8, s47
	v_mad_u64_u32 v[134:135], s[4:5], v8, s46, 0
	v_add3_u32 v135, v135, v136, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v133, v133
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v136, 64
	v_cndmask_b32_e64 v80, v133, v80, s[4:5]
	v_bfe_u32 v133, v80, 16, 1
	v_add3_u32 v133, v80, v133, s8
	v_lshl_add_u64 v[134:135], v[134:135], 1, s[44:45]
	v_lshrrev_b32_e32 v133, 16, v133
	v_or_b32_sdwa v80, v80, v136 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[134:135], v[0:1], 1, v[134:135]
	v_cndmask_b32_e64 v80, v133, v80, s[4:5]
	flat_store_short v[134:135], v80 offset:64
.LBB0_24:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[36:37], s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_26
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v133, v10, s47
	v_mad_u64_u32 v[134:135], s[4:5], v10, s46, 0
	v_add3_u32 v135, v135, v133, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v132, v132
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v133, 64
	v_cndmask_b32_e64 v80, v132, v80, s[4:5]
	v_bfe_u32 v132, v80, 16, 1
	v_add3_u32 v132, v80, v132, s8
	v_lshl_add_u64 v[134:135], v[134:135], 1, s[44:45]
	v_lshrrev_b32_e32 v132, 16, v132
	v_or_b32_sdwa v80, v80, v133 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[134:135], v[0:1], 1, v[134:135]
	v_cndmask_b32_e64 v80, v132, v80, s[4:5]
	flat_store_short v[134:135], v80 offset:64
.LBB0_26:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[38:39], s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_28
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v134, v12, s47
	v_mad_u64_u32 v[132:133], s[4:5], v12, s46, 0
	v_add3_u32 v133, v133, v134, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v131, v131
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v134, 64
	v_cndmask_b32_e64 v80, v131, v80, s[4:5]
	v_bfe_u32 v131, v80, 16, 1
	v_add3_u32 v131, v80, v131, s8
	v_lshl_add_u64 v[132:133], v[132:133], 1, s[44:45]
	v_lshrrev_b32_e32 v131, 16, v131
	v_or_b32_sdwa v80, v80, v134 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[132:133], v[0:1], 1, v[132:133]
	v_cndmask_b32_e64 v80, v131, v80, s[4:5]
	flat_store_short v[132:133], v80 offset:64
.LBB0_28:
	s_or_b64 exec, exec, s[6:7]
	v_or_b32_e32 v132, 48, v0
	v_mov_b32_e32 v133, v1
	v_cmp_gt_i64_e64 s[4:5], s[50:51], v[132:133]
	s_and_b64 s[6:7], s[4:5], s[30:31]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_30
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v131, v2, s47
	v_mad_u64_u32 v[132:133], s[6:7], v2, s46, 0
	v_add3_u32 v133, v133, v131, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v130, v130
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v131, 64
	v_cndmask_b32_e64 v80, v130, v80, s[6:7]
	v_bfe_u32 v130, v80, 16, 1
	v_add3_u32 v130, v80, v130, s10
	v_lshl_add_u64 v[132:133], v[132:133], 1, s[44:45]
	v_lshrrev_b32_e32 v130, 16, v130
	v_or_b32_sdwa v80, v80, v131 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[132:133], v[0:1], 1, v[132:133]
	v_cndmask_b32_e64 v80, v130, v80, s[6:7]
	flat_store_short v[132:133], v80 offset:96
.LBB0_30:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[34:35], s[4:5]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_32
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v132, v8, s47
	v_mad_u64_u32 v[130:131], s[6:7], v8, s46, 0
	v_add3_u32 v131, v131, v132, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v129, v129
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v132, 64
	v_cndmask_b32_e64 v80, v129, v80, s[6:7]
	v_bfe_u32 v129, v80, 16, 1
	v_add3_u32 v129, v80, v129, s10
	v_lshl_add_u64 v[130:131], v[130:131], 1, s[44:45]
	v_lshrrev_b32_e32 v129, 16, v129
	v_or_b32_sdwa v80, v80, v132 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[130:131], v[0:1], 1, v[130:131]
	v_cndmask_b32_e64 v80, v129, v80, s[6:7]
	flat_store_short v[130:131], v80 offset:96
.LBB0_32:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[36:37], s[4:5]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_34
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v129, v10, s47
	v_mad_u64_u32 v[130:131], s[6:7], v10, s46, 0
	v_add3_u32 v131, v131, v129, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v128, v128
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v129, 64
	v_cndmask_b32_e64 v80, v128, v80, s[6:7]
	v_bfe_u32 v128, v80, 16, 1
	v_add3_u32 v128, v80, v128, s10
	v_lshl_add_u64 v[130:131], v[130:131], 1, s[44:45]
	v_lshrrev_b32_e32 v128, 16, v128
	v_or_b32_sdwa v80, v80, v129 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[130:131], v[0:1], 1, v[130:131]
	v_cndmask_b32_e64 v80, v128, v80, s[6:7]
	flat_store_short v[130:131], v80 offset:96
.LBB0_34:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[38:39], s[4:5]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_36
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v130, v12, s47
	v_mad_u64_u32 v[128:129], s[6:7], v12, s46, 0
	v_add3_u32 v129, v129, v130, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v127, v127
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v130, 64
	v_cndmask_b32_e64 v80, v127, v80, s[6:7]
	v_bfe_u32 v127, v80, 16, 1
	v_add3_u32 v127, v80, v127, s10
	v_lshl_add_u64 v[128:129], v[128:129], 1, s[44:45]
	v_lshrrev_b32_e32 v127, 16, v127
	v_or_b32_sdwa v80, v80, v130 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[128:129], v[0:1], 1, v[128:129]
	v_cndmask_b32_e64 v80, v127, v80, s[6:7]
	flat_store_short v[128:129], v80 offset:96
.LBB0_36:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v128, 64, v0
	v_mov_b32_e32 v129, v1
	v_cmp_gt_i64_e64 s[6:7], s[50:51], v[128:129]
	s_and_b64 s[8:9], s[6:7], s[30:31]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_38
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v127, v2, s47
	v_mad_u64_u32 v[128:129], s[8:9], v2, s46, 0
	v_add3_u32 v129, v129, v127, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v126, v126
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v127, 64
	v_cndmask_b32_e64 v80, v126, v80, s[8:9]
	v_bfe_u32 v126, v80, 16, 1
	v_add3_u32 v126, v80, v126, s12
	v_lshl_add_u64 v[128:129], v[128:129], 1, s[44:45]
	v_lshrrev_b32_e32 v126, 16, v126
	v_or_b32_sdwa v80, v80, v127 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[128:129], v[0:1], 1, v[128:129]
	v_cndmask_b32_e64 v80, v126, v80, s[8:9]
	flat_store_short v[128:129], v80 offset:128
.LBB0_38:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[34:35], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_40
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v128, v8, s47
	v_mad_u64_u32 v[126:127], s[8:9], v8, s46, 0
	v_add3_u32 v127, v127, v128, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v125, v125
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v128, 64
	v_cndmask_b32_e64 v80, v125, v80, s[8:9]
	v_bfe_u32 v125, v80, 16, 1
	v_add3_u32 v125, v80, v125, s12
	v_lshl_add_u64 v[126:127], v[126:127], 1, s[44:45]
	v_lshrrev_b32_e32 v125, 16, v125
	v_or_b32_sdwa v80, v80, v128 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[126:127], v[0:1], 1, v[126:127]
	v_cndmask_b32_e64 v80, v125, v80, s[8:9]
	flat_store_short v[126:127], v80 offset:128
.LBB0_40:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[36:37], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_42
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v125, v10, s47
	v_mad_u64_u32 v[126:127], s[8:9], v10, s46, 0
	v_add3_u32 v127, v127, v125, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v124, v124
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v125, 64
	v_cndmask_b32_e64 v80, v124, v80, s[8:9]
	v_bfe_u32 v124, v80, 16, 1
	v_add3_u32 v124, v80, v124, s12
	v_lshl_add_u64 v[126:127], v[126:127], 1, s[44:45]
	v_lshrrev_b32_e32 v124, 16, v124
	v_or_b32_sdwa v80, v80, v125 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[126:127], v[0:1], 1, v[126:127]
	v_cndmask_b32_e64 v80, v124, v80, s[8:9]
	flat_store_short v[126:127], v80 offset:128
.LBB0_42:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[38:39], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_44
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v126, v12, s47
	v_mad_u64_u32 v[124:125], s[8:9], v12, s46, 0
	v_add3_u32 v125, v125, v126, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v123, v123
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v126, 64
	v_cndmask_b32_e64 v80, v123, v80, s[8:9]
	v_bfe_u32 v123, v80, 16, 1
	v_add3_u32 v123, v80, v123, s12
	v_lshl_add_u64 v[124:125], v[124:125], 1, s[44:45]
	v_lshrrev_b32_e32 v123, 16, v123
	v_or_b32_sdwa v80, v80, v126 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[124:125], v[0:1], 1, v[124:125]
	v_cndmask_b32_e64 v80, v123, v80, s[8:9]
	flat_store_short v[124:125], v80 offset:128
.LBB0_44:
	s_or_b64 exec, exec, s[10:11]
	v_or_b32_e32 v124, 0x50, v0
	v_mov_b32_e32 v125, v1
	v_cmp_gt_i64_e64 s[8:9], s[50:51], v[124:125]
	s_and_b64 s[10:11], s[8:9], s[30:31]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_46
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v123, v2, s47
	v_mad_u64_u32 v[124:125], s[10:11], v2, s46, 0
	v_add3_u32 v125, v125, v123, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v122, v122
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v123, 64
	v_cndmask_b32_e64 v80, v122, v80, s[10:11]
	v_bfe_u32 v122, v80, 16, 1
	v_add3_u32 v122, v80, v122, s14
	v_lshl_add_u64 v[124:125], v[124:125], 1, s[44:45]
	v_lshrrev_b32_e32 v122, 16, v122
	v_or_b32_sdwa v80, v80, v123 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[124:125], v[0:1], 1, v[124:125]
	v_cndmask_b32_e64 v80, v122, v80, s[10:11]
	flat_store_short v[124:125], v80 offset:160
.LBB0_46:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[34:35], s[8:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_48
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v124, v8, s47
	v_mad_u64_u32 v[122:123], s[10:11], v8, s46, 0
	v_add3_u32 v123, v123, v124, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v121, v121
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v124, 64
	v_cndmask_b32_e64 v80, v121, v80, s[10:11]
	v_bfe_u32 v121, v80, 16, 1
	v_add3_u32 v121, v80, v121, s14
	v_lshl_add_u64 v[122:123], v[122:123], 1, s[44:45]
	v_lshrrev_b32_e32 v121, 16, v121
	v_or_b32_sdwa v80, v80, v124 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[122:123], v[0:1], 1, v[122:123]
	v_cndmask_b32_e64 v80, v121, v80, s[10:11]
	flat_store_short v[122:123], v80 offset:160
.LBB0_48:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[36:37], s[8:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_50
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v121, v10, s47
	v_mad_u64_u32 v[122:123], s[10:11], v10, s46, 0
	v_add3_u32 v123, v123, v121, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v120, v120
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v121, 64
	v_cndmask_b32_e64 v80, v120, v80, s[10:11]
	v_bfe_u32 v120, v80, 16, 1
	v_add3_u32 v120, v80, v120, s14
	v_lshl_add_u64 v[122:123], v[122:123], 1, s[44:45]
	v_lshrrev_b32_e32 v120, 16, v120
	v_or_b32_sdwa v80, v80, v121 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[122:123], v[0:1], 1, v[122:123]
	v_cndmask_b32_e64 v80, v120, v80, s[10:11]
	flat_store_short v[122:123], v80 offset:160
.LBB0_50:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[38:39], s[8:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_52
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v122, v12, s47
	v_mad_u64_u32 v[120:121], s[10:11], v12, s46, 0
	v_add3_u32 v121, v121, v122, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v119, v119
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v122, 64
	v_cndmask_b32_e64 v80, v119, v80, s[10:11]
	v_bfe_u32 v119, v80, 16, 1
	v_add3_u32 v119, v80, v119, s14
	v_lshl_add_u64 v[120:121], v[120:121], 1, s[44:45]
	v_lshrrev_b32_e32 v119, 16, v119
	v_or_b32_sdwa v80, v80, v122 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[120:121], v[0:1], 1, v[120:121]
	v_cndmask_b32_e64 v80, v119, v80, s[10:11]
	flat_store_short v[120:121], v80 offset:160
.LBB0_52:
	s_or_b64 exec, exec, s[12:13]
	v_or_b32_e32 v120, 0x60, v0
	v_mov_b32_e32 v121, v1
	v_cmp_gt_i64_e64 s[10:11], s[50:51], v[120:121]
	s_and_b64 s[12:13], s[10:11], s[30:31]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_54
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v119, v2, s47
	v_mad_u64_u32 v[120:121], s[12:13], v2, s46, 0
	v_add3_u32 v121, v121, v119, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v118, v118
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v119, 64
	v_cndmask_b32_e64 v80, v118, v80, s[12:13]
	v_bfe_u32 v118, v80, 16, 1
	v_add3_u32 v118, v80, v118, s16
	v_lshl_add_u64 v[120:121], v[120:121], 1, s[44:45]
	v_lshrrev_b32_e32 v118, 16, v118
	v_or_b32_sdwa v80, v80, v119 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[120:121], v[0:1], 1, v[120:121]
	v_cndmask_b32_e64 v80, v118, v80, s[12:13]
	flat_store_short v[120:121], v80 offset:192
.LBB0_54:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[34:35], s[10:11]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_56
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v120, v8, s47
	v_mad_u64_u32 v[118:119], s[12:13], v8, s46, 0
	v_add3_u32 v119, v119, v120, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v117, v117
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v120, 64
	v_cndmask_b32_e64 v80, v117, v80, s[12:13]
	v_bfe_u32 v117, v80, 16, 1
	v_add3_u32 v117, v80, v117, s16
	v_lshl_add_u64 v[118:119], v[118:119], 1, s[44:45]
	v_lshrrev_b32_e32 v117, 16, v117
	v_or_b32_sdwa v80, v80, v120 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[118:119], v[0:1], 1, v[118:119]
	v_cndmask_b32_e64 v80, v117, v80, s[12:13]
	flat_store_short v[118:119], v80 offset:192
.LBB0_56:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[36:37], s[10:11]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_58
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v117, v10, s47
	v_mad_u64_u32 v[118:119], s[12:13], v10, s46, 0
	v_add3_u32 v119, v119, v117, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v116, v116
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v117, 64
	v_cndmask_b32_e64 v80, v116, v80, s[12:13]
	v_bfe_u32 v116, v80, 16, 1
	v_add3_u32 v116, v80, v116, s16
	v_lshl_add_u64 v[118:119], v[118:119], 1, s[44:45]
	v_lshrrev_b32_e32 v116, 16, v116
	v_or_b32_sdwa v80, v80, v117 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[118:119], v[0:1], 1, v[118:119]
	v_cndmask_b32_e64 v80, v116, v80, s[12:13]
	flat_store_short v[118:119], v80 offset:192
.LBB0_58:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[38:39], s[10:11]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_60
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v118, v12, s47
	v_mad_u64_u32 v[116:117], s[12:13], v12, s46, 0
	v_add3_u32 v117, v117, v118, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v115, v115
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v118, 64
	v_cndmask_b32_e64 v80, v115, v80, s[12:13]
	v_bfe_u32 v115, v80, 16, 1
	v_add3_u32 v115, v80, v115, s16
	v_lshl_add_u64 v[116:117], v[116:117], 1, s[44:45]
	v_lshrrev_b32_e32 v115, 16, v115
	v_or_b32_sdwa v80, v80, v118 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[116:117], v[0:1], 1, v[116:117]
	v_cndmask_b32_e64 v80, v115, v80, s[12:13]
	flat_store_short v[116:117], v80 offset:192
.LBB0_60:
	s_or_b64 exec, exec, s[14:15]
	v_or_b32_e32 v116, 0x70, v0
	v_mov_b32_e32 v117, v1
	v_cmp_gt_i64_e64 s[12:13], s[50:51], v[116:117]
	s_and_b64 s[14:15], s[12:13], s[30:31]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_62
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v115, v2, s47
	v_mad_u64_u32 v[116:117], s[14:15], v2, s46, 0
	v_add3_u32 v117, v117, v115, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v114, v114
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v115, 64
	v_cndmask_b32_e64 v80, v114, v80, s[14:15]
	v_bfe_u32 v114, v80, 16, 1
	v_add3_u32 v114, v80, v114, s18
	v_lshl_add_u64 v[116:117], v[116:117], 1, s[44:45]
	v_lshrrev_b32_e32 v114, 16, v114
	v_or_b32_sdwa v80, v80, v115 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[116:117], v[0:1], 1, v[116:117]
	v_cndmask_b32_e64 v80, v114, v80, s[14:15]
	flat_store_short v[116:117], v80 offset:224
.LBB0_62:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[34:35], s[12:13]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_64
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v116, v8, s47
	v_mad_u64_u32 v[114:115], s[14:15], v8, s46, 0
	v_add3_u32 v115, v115, v116, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v113, v113
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v116, 64
	v_cndmask_b32_e64 v80, v113, v80, s[14:15]
	v_bfe_u32 v113, v80, 16, 1
	v_add3_u32 v113, v80, v113, s18
	v_lshl_add_u64 v[114:115], v[114:115], 1, s[44:45]
	v_lshrrev_b32_e32 v113, 16, v113
	v_or_b32_sdwa v80, v80, v116 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[114:115], v[0:1], 1, v[114:115]
	v_cndmask_b32_e64 v80, v113, v80, s[14:15]
	flat_store_short v[114:115], v80 offset:224
.LBB0_64:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[36:37], s[12:13]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_66
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v113, v10, s47
	v_mad_u64_u32 v[114:115], s[14:15], v10, s46, 0
	v_add3_u32 v115, v115, v113, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v112, v112
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v113, 64
	v_cndmask_b32_e64 v80, v112, v80, s[14:15]
	v_bfe_u32 v112, v80, 16, 1
	v_add3_u32 v112, v80, v112, s18
	v_lshl_add_u64 v[114:115], v[114:115], 1, s[44:45]
	v_lshrrev_b32_e32 v112, 16, v112
	v_or_b32_sdwa v80, v80, v113 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[114:115], v[0:1], 1, v[114:115]
	v_cndmask_b32_e64 v80, v112, v80, s[14:15]
	flat_store_short v[114:115], v80 offset:224
.LBB0_66:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[38:39], s[12:13]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_68
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v114, v12, s47
	v_mad_u64_u32 v[112:113], s[14:15], v12, s46, 0
	v_add3_u32 v113, v113, v114, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v111, v111
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v114, 64
	v_cndmask_b32_e64 v80, v111, v80, s[14:15]
	v_bfe_u32 v111, v80, 16, 1
	v_add3_u32 v111, v80, v111, s18
	v_lshl_add_u64 v[112:113], v[112:113], 1, s[44:45]
	v_lshrrev_b32_e32 v111, 16, v111
	v_or_b32_sdwa v80, v80, v114 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[112:113], v[0:1], 1, v[112:113]
	v_cndmask_b32_e64 v80, v111, v80, s[14:15]
	flat_store_short v[112:113], v80 offset:224
.LBB0_68:
	s_or_b64 exec, exec, s[16:17]
	v_or_b32_e32 v112, 0x80, v0
	v_mov_b32_e32 v113, v1
	v_cmp_gt_i64_e64 s[14:15], s[50:51], v[112:113]
	s_and_b64 s[16:17], s[14:15], s[30:31]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_70
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v111, v2, s47
	v_mad_u64_u32 v[112:113], s[16:17], v2, s46, 0
	v_add3_u32 v113, v113, v111, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v110, v110
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v111, 64
	v_cndmask_b32_e64 v80, v110, v80, s[16:17]
	v_bfe_u32 v110, v80, 16, 1
	v_add3_u32 v110, v80, v110, s20
	v_lshl_add_u64 v[112:113], v[112:113], 1, s[44:45]
	v_lshrrev_b32_e32 v110, 16, v110
	v_or_b32_sdwa v80, v80, v111 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[112:113], v[0:1], 1, v[112:113]
	v_cndmask_b32_e64 v80, v110, v80, s[16:17]
	flat_store_short v[112:113], v80 offset:256
.LBB0_70:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[34:35], s[14:15]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_72
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v112, v8, s47
	v_mad_u64_u32 v[110:111], s[16:17], v8, s46, 0
	v_add3_u32 v111, v111, v112, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v109, v109
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v112, 64
	v_cndmask_b32_e64 v80, v109, v80, s[16:17]
	v_bfe_u32 v109, v80, 16, 1
	v_add3_u32 v109, v80, v109, s20
	v_lshl_add_u64 v[110:111], v[110:111], 1, s[44:45]
	v_lshrrev_b32_e32 v109, 16, v109
	v_or_b32_sdwa v80, v80, v112 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[110:111], v[0:1], 1, v[110:111]
	v_cndmask_b32_e64 v80, v109, v80, s[16:17]
	flat_store_short v[110:111], v80 offset:256
.LBB0_72:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[36:37], s[14:15]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_74
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v109, v10, s47
	v_mad_u64_u32 v[110:111], s[16:17], v10, s46, 0
	v_add3_u32 v111, v111, v109, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v108, v108
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v109, 64
	v_cndmask_b32_e64 v80, v108, v80, s[16:17]
	v_bfe_u32 v108, v80, 16, 1
	v_add3_u32 v108, v80, v108, s20
	v_lshl_add_u64 v[110:111], v[110:111], 1, s[44:45]
	v_lshrrev_b32_e32 v108, 16, v108
	v_or_b32_sdwa v80, v80, v109 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[110:111], v[0:1], 1, v[110:111]
	v_cndmask_b32_e64 v80, v108, v80, s[16:17]
	flat_store_short v[110:111], v80 offset:256
.LBB0_74:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[38:39], s[14:15]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_76
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v110, v12, s47
	v_mad_u64_u32 v[108:109], s[16:17], v12, s46, 0
	v_add3_u32 v109, v109, v110, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v107, v107
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v110, 64
	v_cndmask_b32_e64 v80, v107, v80, s[16:17]
	v_bfe_u32 v107, v80, 16, 1
	v_add3_u32 v107, v80, v107, s20
	v_lshl_add_u64 v[108:109], v[108:109], 1, s[44:45]
	v_lshrrev_b32_e32 v107, 16, v107
	v_or_b32_sdwa v80, v80, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[108:109], v[0:1], 1, v[108:109]
	v_cndmask_b32_e64 v80, v107, v80, s[16:17]
	flat_store_short v[108:109], v80 offset:256
.LBB0_76:
	s_or_b64 exec, exec, s[18:19]
	v_or_b32_e32 v108, 0x90, v0
	v_mov_b32_e32 v109, v1
	v_cmp_gt_i64_e64 s[16:17], s[50:51], v[108:109]
	s_and_b64 s[18:19], s[16:17], s[30:31]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_78
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v107, v2, s47
	v_mad_u64_u32 v[108:109], s[18:19], v2, s46, 0
	v_add3_u32 v109, v109, v107, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v106, v106
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v107, 64
	v_cndmask_b32_e64 v80, v106, v80, s[18:19]
	v_bfe_u32 v106, v80, 16, 1
	v_add3_u32 v106, v80, v106, s22
	v_lshl_add_u64 v[108:109], v[108:109], 1, s[44:45]
	v_lshrrev_b32_e32 v106, 16, v106
	v_or_b32_sdwa v80, v80, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[108:109], v[0:1], 1, v[108:109]
	v_cndmask_b32_e64 v80, v106, v80, s[18:19]
	flat_store_short v[108:109], v80 offset:288
.LBB0_78:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[34:35], s[16:17]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_80
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v108, v8, s47
	v_mad_u64_u32 v[106:107], s[18:19], v8, s46, 0
	v_add3_u32 v107, v107, v108, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v105, v105
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v108, 64
	v_cndmask_b32_e64 v80, v105, v80, s[18:19]
	v_bfe_u32 v105, v80, 16, 1
	v_add3_u32 v105, v80, v105, s22
	v_lshl_add_u64 v[106:107], v[106:107], 1, s[44:45]
	v_lshrrev_b32_e32 v105, 16, v105
	v_or_b32_sdwa v80, v80, v108 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[106:107], v[0:1], 1, v[106:107]
	v_cndmask_b32_e64 v80, v105, v80, s[18:19]
	flat_store_short v[106:107], v80 offset:288
.LBB0_80:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[36:37], s[16:17]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_82
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v105, v10, s47
	v_mad_u64_u32 v[106:107], s[18:19], v10, s46, 0
	v_add3_u32 v107, v107, v105, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v104, v104
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v105, 64
	v_cndmask_b32_e64 v80, v104, v80, s[18:19]
	v_bfe_u32 v104, v80, 16, 1
	v_add3_u32 v104, v80, v104, s22
	v_lshl_add_u64 v[106:107], v[106:107], 1, s[44:45]
	v_lshrrev_b32_e32 v104, 16, v104
	v_or_b32_sdwa v80, v80, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[106:107], v[0:1], 1, v[106:107]
	v_cndmask_b32_e64 v80, v104, v80, s[18:19]
	flat_store_short v[106:107], v80 offset:288
.LBB0_82:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[38:39], s[16:17]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_84
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v106, v12, s47
	v_mad_u64_u32 v[104:105], s[18:19], v12, s46, 0
	v_add3_u32 v105, v105, v106, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v103, v103
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v106, 64
	v_cndmask_b32_e64 v80, v103, v80, s[18:19]
	v_bfe_u32 v103, v80, 16, 1
	v_add3_u32 v103, v80, v103, s22
	v_lshl_add_u64 v[104:105], v[104:105], 1, s[44:45]
	v_lshrrev_b32_e32 v103, 16, v103
	v_or_b32_sdwa v80, v80, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[104:105], v[0:1], 1, v[104:105]
	v_cndmask_b32_e64 v80, v103, v80, s[18:19]
	flat_store_short v[104:105], v80 offset:288
.LBB0_84:
	s_or_b64 exec, exec, s[20:21]
	v_or_b32_e32 v104, 0xa0, v0
	v_mov_b32_e32 v105, v1
	v_cmp_gt_i64_e64 s[18:19], s[50:51], v[104:105]
	s_and_b64 s[20:21], s[18:19], s[30:31]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_86
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v103, v2, s47
	v_mad_u64_u32 v[104:105], s[20:21], v2, s46, 0
	v_add3_u32 v105, v105, v103, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v102, v102
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v103, 64
	v_cndmask_b32_e64 v80, v102, v80, s[20:21]
	v_bfe_u32 v102, v80, 16, 1
	v_add3_u32 v102, v80, v102, s24
	v_lshl_add_u64 v[104:105], v[104:105], 1, s[44:45]
	v_lshrrev_b32_e32 v102, 16, v102
	v_or_b32_sdwa v80, v80, v103 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[104:105], v[0:1], 1, v[104:105]
	v_cndmask_b32_e64 v80, v102, v80, s[20:21]
	flat_store_short v[104:105], v80 offset:320
.LBB0_86:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[20:21], s[34:35], s[18:19]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_88
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v104, v8, s47
	v_mad_u64_u32 v[102:103], s[20:21], v8, s46, 0
	v_add3_u32 v103, v103, v104, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v101, v101
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v104, 64
	v_cndmask_b32_e64 v80, v101, v80, s[20:21]
	v_bfe_u32 v101, v80, 16, 1
	v_add3_u32 v101, v80, v101, s24
	v_lshl_add_u64 v[102:103], v[102:103], 1, s[44:45]
	v_lshrrev_b32_e32 v101, 16, v101
	v_or_b32_sdwa v80, v80, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[102:103], v[0:1], 1, v[102:103]
	v_cndmask_b32_e64 v80, v101, v80, s[20:21]
	flat_store_short v[102:103], v80 offset:320
.LBB0_88:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[20:21], s[36:37], s[18:19]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_90
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v101, v10, s47
	v_mad_u64_u32 v[102:103], s[20:21], v10, s46, 0
	v_add3_u32 v103, v103, v101, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v100, v100
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v101, 64
	v_cndmask_b32_e64 v80, v100, v80, s[20:21]
	v_bfe_u32 v100, v80, 16, 1
	v_add3_u32 v100, v80, v100, s24
	v_lshl_add_u64 v[102:103], v[102:103], 1, s[44:45]
	v_lshrrev_b32_e32 v100, 16, v100
	v_or_b32_sdwa v80, v80, v101 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[102:103], v[0:1], 1, v[102:103]
	v_cndmask_b32_e64 v80, v100, v80, s[20:21]
	flat_store_short v[102:103], v80 offset:320
.LBB0_90:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[20:21], s[38:39], s[18:19]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_92
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v102, v12, s47
	v_mad_u64_u32 v[100:101], s[20:21], v12, s46, 0
	v_add3_u32 v101, v101, v102, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v99, v99
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v102, 64
	v_cndmask_b32_e64 v80, v99, v80, s[20:21]
	v_bfe_u32 v99, v80, 16, 1
	v_add3_u32 v99, v80, v99, s24
	v_lshl_add_u64 v[100:101], v[100:101], 1, s[44:45]
	v_lshrrev_b32_e32 v99, 16, v99
	v_or_b32_sdwa v80, v80, v102 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[100:101], v[0:1], 1, v[100:101]
	v_cndmask_b32_e64 v80, v99, v80, s[20:21]
	flat_store_short v[100:101], v80 offset:320
.LBB0_92:
	s_or_b64 exec, exec, s[22:23]
	v_or_b32_e32 v100, 0xb0, v0
	v_mov_b32_e32 v101, v1
	v_cmp_gt_i64_e64 s[20:21], s[50:51], v[100:101]
	s_and_b64 s[22:23], s[20:21], s[30:31]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_94
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v99, v2, s47
	v_mad_u64_u32 v[100:101], s[22:23], v2, s46, 0
	v_add3_u32 v101, v101, v99, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v98, v98
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v99, 64
	v_cndmask_b32_e64 v80, v98, v80, s[22:23]
	v_bfe_u32 v98, v80, 16, 1
	v_add3_u32 v98, v80, v98, s26
	v_lshl_add_u64 v[100:101], v[100:101], 1, s[44:45]
	v_lshrrev_b32_e32 v98, 16, v98
	v_or_b32_sdwa v80, v80, v99 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[100:101], v[0:1], 1, v[100:101]
	v_cndmask_b32_e64 v80, v98, v80, s[22:23]
	flat_store_short v[100:101], v80 offset:352
.LBB0_94:
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[22:23], s[34:35], s[20:21]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_96
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v100, v8, s47
	v_mad_u64_u32 v[98:99], s[22:23], v8, s46, 0
	v_add3_u32 v99, v99, v100, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v97, v97
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v100, 64
	v_cndmask_b32_e64 v80, v97, v80, s[22:23]
	v_bfe_u32 v97, v80, 16, 1
	v_add3_u32 v97, v80, v97, s26
	v_lshl_add_u64 v[98:99], v[98:99], 1, s[44:45]
	v_lshrrev_b32_e32 v97, 16, v97
	v_or_b32_sdwa v80, v80, v100 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[98:99], v[0:1], 1, v[98:99]
	v_cndmask_b32_e64 v80, v97, v80, s[22:23]
	flat_store_short v[98:99], v80 offset:352
.LBB0_96:
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[22:23], s[36:37], s[20:21]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_98
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v97, v10, s47
	v_mad_u64_u32 v[98:99], s[22:23], v10, s46, 0
	v_add3_u32 v99, v99, v97, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v96, v96
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v97, 64
	v_cndmask_b32_e64 v80, v96, v80, s[22:23]
	v_bfe_u32 v96, v80, 16, 1
	v_add3_u32 v96, v80, v96, s26
	v_lshl_add_u64 v[98:99], v[98:99], 1, s[44:45]
	v_lshrrev_b32_e32 v96, 16, v96
	v_or_b32_sdwa v80, v80, v97 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[98:99], v[0:1], 1, v[98:99]
	v_cndmask_b32_e64 v80, v96, v80, s[22:23]
	flat_store_short v[98:99], v80 offset:352
.LBB0_98:
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[22:23], s[38:39], s[20:21]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_100
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v98, v12, s47
	v_mad_u64_u32 v[96:97], s[22:23], v12, s46, 0
	v_add3_u32 v97, v97, v98, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v95, v95
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v98, 64
	v_cndmask_b32_e64 v80, v95, v80, s[22:23]
	v_bfe_u32 v95, v80, 16, 1
	v_add3_u32 v95, v80, v95, s26
	v_lshl_add_u64 v[96:97], v[96:97], 1, s[44:45]
	v_lshrrev_b32_e32 v95, 16, v95
	v_or_b32_sdwa v80, v80, v98 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[96:97], v[0:1], 1, v[96:97]
	v_cndmask_b32_e64 v80, v95, v80, s[22:23]
	flat_store_short v[96:97], v80 offset:352
.LBB0_100:
	s_or_b64 exec, exec, s[24:25]
	v_or_b32_e32 v96, 0xc0, v0
	v_mov_b32_e32 v97, v1
	v_cmp_gt_i64_e64 s[22:23], s[50:51], v[96:97]
	s_and_b64 s[24:25], s[22:23], s[30:31]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_102
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v95, v2, s47
	v_mad_u64_u32 v[96:97], s[24:25], v2, s46, 0
	v_add3_u32 v97, v97, v95, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v94, v94
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v95, 64
	v_cndmask_b32_e64 v80, v94, v80, s[24:25]
	v_bfe_u32 v94, v80, 16, 1
	v_add3_u32 v94, v80, v94, s28
	v_lshl_add_u64 v[96:97], v[96:97], 1, s[44:45]
	v_lshrrev_b32_e32 v94, 16, v94
	v_or_b32_sdwa v80, v80, v95 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[96:97], v[0:1], 1, v[96:97]
	v_cndmask_b32_e64 v80, v94, v80, s[24:25]
	flat_store_short v[96:97], v80 offset:384
.LBB0_102:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[24:25], s[34:35], s[22:23]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_104
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v96, v8, s47
	v_mad_u64_u32 v[94:95], s[24:25], v8, s46, 0
	v_add3_u32 v95, v95, v96, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v93, v93
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v96, 64
	v_cndmask_b32_e64 v80, v93, v80, s[24:25]
	v_bfe_u32 v93, v80, 16, 1
	v_add3_u32 v93, v80, v93, s28
	v_lshl_add_u64 v[94:95], v[94:95], 1, s[44:45]
	v_lshrrev_b32_e32 v93, 16, v93
	v_or_b32_sdwa v80, v80, v96 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[94:95], v[0:1], 1, v[94:95]
	v_cndmask_b32_e64 v80, v93, v80, s[24:25]
	flat_store_short v[94:95], v80 offset:384
.LBB0_104:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[24:25], s[36:37], s[22:23]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_106
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v93, v10, s47
	v_mad_u64_u32 v[94:95], s[24:25], v10, s46, 0
	v_add3_u32 v95, v95, v93, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v92, v92
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v93, 64
	v_cndmask_b32_e64 v80, v92, v80, s[24:25]
	v_bfe_u32 v92, v80, 16, 1
	v_add3_u32 v92, v80, v92, s28
	v_lshl_add_u64 v[94:95], v[94:95], 1, s[44:45]
	v_lshrrev_b32_e32 v92, 16, v92
	v_or_b32_sdwa v80, v80, v93 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[94:95], v[0:1], 1, v[94:95]
	v_cndmask_b32_e64 v80, v92, v80, s[24:25]
	flat_store_short v[94:95], v80 offset:384
.LBB0_106:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[24:25], s[38:39], s[22:23]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_108
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v94, v12, s47
	v_mad_u64_u32 v[92:93], s[24:25], v12, s46, 0
	v_add3_u32 v93, v93, v94, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v91, v91
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v94, 64
	v_cndmask_b32_e64 v80, v91, v80, s[24:25]
	v_bfe_u32 v91, v80, 16, 1
	v_add3_u32 v91, v80, v91, s28
	v_lshl_add_u64 v[92:93], v[92:93], 1, s[44:45]
	v_lshrrev_b32_e32 v91, 16, v91
	v_or_b32_sdwa v80, v80, v94 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[92:93], v[0:1], 1, v[92:93]
	v_cndmask_b32_e64 v80, v91, v80, s[24:25]
	flat_store_short v[92:93], v80 offset:384
.LBB0_108:
	s_or_b64 exec, exec, s[26:27]
	v_or_b32_e32 v92, 0xd0, v0
	v_mov_b32_e32 v93, v1
	v_cmp_gt_i64_e64 s[24:25], s[50:51], v[92:93]
	s_and_b64 s[26:27], s[24:25], s[30:31]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_110
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v91, v2, s47
	v_mad_u64_u32 v[92:93], s[26:27], v2, s46, 0
	v_add3_u32 v93, v93, v91, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v90, v90
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v91, 64
	v_cndmask_b32_e64 v80, v90, v80, s[26:27]
	v_bfe_u32 v90, v80, 16, 1
	v_add3_u32 v90, v80, v90, s33
	v_lshl_add_u64 v[92:93], v[92:93], 1, s[44:45]
	v_lshrrev_b32_e32 v90, 16, v90
	v_or_b32_sdwa v80, v80, v91 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[92:93], v[0:1], 1, v[92:93]
	v_cndmask_b32_e64 v80, v90, v80, s[26:27]
	flat_store_short v[92:93], v80 offset:416
.LBB0_110:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], s[34:35], s[24:25]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_112
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v92, v8, s47
	v_mad_u64_u32 v[90:91], s[26:27], v8, s46, 0
	v_add3_u32 v91, v91, v92, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v89, v89
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v92, 64
	v_cndmask_b32_e64 v80, v89, v80, s[26:27]
	v_bfe_u32 v89, v80, 16, 1
	v_add3_u32 v89, v80, v89, s33
	v_lshl_add_u64 v[90:91], v[90:91], 1, s[44:45]
	v_lshrrev_b32_e32 v89, 16, v89
	v_or_b32_sdwa v80, v80, v92 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[90:91], v[0:1], 1, v[90:91]
	v_cndmask_b32_e64 v80, v89, v80, s[26:27]
	flat_store_short v[90:91], v80 offset:416
.LBB0_112:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], s[36:37], s[24:25]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_114
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v89, v10, s47
	v_mad_u64_u32 v[90:91], s[26:27], v10, s46, 0
	v_add3_u32 v91, v91, v89, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v88, v88
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v89, 64
	v_cndmask_b32_e64 v80, v88, v80, s[26:27]
	v_bfe_u32 v88, v80, 16, 1
	v_add3_u32 v88, v80, v88, s33
	v_lshl_add_u64 v[90:91], v[90:91], 1, s[44:45]
	v_lshrrev_b32_e32 v88, 16, v88
	v_or_b32_sdwa v80, v80, v89 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[90:91], v[0:1], 1, v[90:91]
	v_cndmask_b32_e64 v80, v88, v80, s[26:27]
	flat_store_short v[90:91], v80 offset:416
.LBB0_114:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], s[38:39], s[24:25]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_116
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v90, v12, s47
	v_mad_u64_u32 v[88:89], s[26:27], v12, s46, 0
	v_add3_u32 v89, v89, v90, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v87, v87
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v90, 64
	v_cndmask_b32_e64 v80, v87, v80, s[26:27]
	v_bfe_u32 v87, v80, 16, 1
	v_add3_u32 v87, v80, v87, s33
	v_lshl_add_u64 v[88:89], v[88:89], 1, s[44:45]
	v_lshrrev_b32_e32 v87, 16, v87
	v_or_b32_sdwa v80, v80, v90 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[88:89], v[0:1], 1, v[88:89]
	v_cndmask_b32_e64 v80, v87, v80, s[26:27]
	flat_store_short v[88:89], v80 offset:416
.LBB0_116:
	s_or_b64 exec, exec, s[28:29]
	v_or_b32_e32 v88, 0xe0, v0
	v_mov_b32_e32 v89, v1
	v_cmp_gt_i64_e64 s[26:27], s[50:51], v[88:89]
	s_and_b64 s[28:29], s[26:27], s[30:31]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_118
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v87, v2, s47
	v_mad_u64_u32 v[88:89], s[28:29], v2, s46, 0
	v_add3_u32 v89, v89, v87, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v86, v86
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v87, 64
	v_cndmask_b32_e64 v80, v86, v80, s[28:29]
	v_bfe_u32 v86, v80, 16, 1
	v_add3_u32 v86, v80, v86, s33
	v_lshl_add_u64 v[88:89], v[88:89], 1, s[44:45]
	v_lshrrev_b32_e32 v86, 16, v86
	v_or_b32_sdwa v80, v80, v87 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[88:89], v[0:1], 1, v[88:89]
	v_cndmask_b32_e64 v80, v86, v80, s[28:29]
	flat_store_short v[88:89], v80 offset:448
.LBB0_118:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[28:29], s[34:35], s[26:27]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_120
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v88, v8, s47
	v_mad_u64_u32 v[86:87], s[28:29], v8, s46, 0
	v_add3_u32 v87, v87, v88, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v85, v85
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v88, 64
	v_cndmask_b32_e64 v80, v85, v80, s[28:29]
	v_bfe_u32 v85, v80, 16, 1
	v_add3_u32 v85, v80, v85, s33
	v_lshl_add_u64 v[86:87], v[86:87], 1, s[44:45]
	v_lshrrev_b32_e32 v85, 16, v85
	v_or_b32_sdwa v80, v80, v88 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[86:87], v[0:1], 1, v[86:87]
	v_cndmask_b32_e64 v80, v85, v80, s[28:29]
	flat_store_short v[86:87], v80 offset:448
.LBB0_120:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[28:29], s[36:37], s[26:27]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_122
	v_mul_lo_u32 v80, v11, s46
	v_mul_lo_u32 v85, v10, s47
	v_mad_u64_u32 v[86:87], s[28:29], v10, s46, 0
	v_add3_u32 v87, v87, v85, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v84, v84
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v85, 64
	v_cndmask_b32_e64 v80, v84, v80, s[28:29]
	v_bfe_u32 v84, v80, 16, 1
	v_add3_u32 v84, v80, v84, s33
	v_lshl_add_u64 v[86:87], v[86:87], 1, s[44:45]
	v_lshrrev_b32_e32 v84, 16, v84
	v_or_b32_sdwa v80, v80, v85 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[86:87], v[0:1], 1, v[86:87]
	v_cndmask_b32_e64 v80, v84, v80, s[28:29]
	flat_store_short v[86:87], v80 offset:448
.LBB0_122:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[28:29], s[38:39], s[26:27]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_124
	v_mul_lo_u32 v80, v13, s46
	v_mul_lo_u32 v86, v12, s47
	v_mad_u64_u32 v[84:85], s[28:29], v12, s46, 0
	v_add3_u32 v85, v85, v86, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v83, v83
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v86, 64
	v_cndmask_b32_e64 v80, v83, v80, s[28:29]
	v_bfe_u32 v83, v80, 16, 1
	v_add3_u32 v83, v80, v83, s33
	v_lshl_add_u64 v[84:85], v[84:85], 1, s[44:45]
	v_lshrrev_b32_e32 v83, 16, v83
	v_or_b32_sdwa v80, v80, v86 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[84:85], v[0:1], 1, v[84:85]
	v_cndmask_b32_e64 v80, v83, v80, s[28:29]
	flat_store_short v[84:85], v80 offset:448
.LBB0_124:
	s_or_b64 exec, exec, s[40:41]
	v_or_b32_e32 v84, 0xf0, v0
	v_mov_b32_e32 v85, v1
	v_cmp_gt_i64_e64 s[28:29], s[50:51], v[84:85]
	s_and_b64 s[30:31], s[28:29], s[30:31]
	s_and_saveexec_b64 s[40:41], s[30:31]
	s_cbranch_execz .LBB0_126
	v_mul_lo_u32 v80, v3, s46
	v_mul_lo_u32 v83, v2, s47
	v_mad_u64_u32 v[84:85], s[30:31], v2, s46, 0
	v_add3_u32 v85, v85, v83, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v82, v82
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v83, 64
	v_cndmask_b32_e64 v80, v82, v80, s[30:31]
	v_bfe_u32 v82, v80, 16, 1
	v_add3_u32 v82, v80, v82, s33
	v_lshl_add_u64 v[84:85], v[84:85], 1, s[44:45]
	v_lshrrev_b32_e32 v82, 16, v82
	v_or_b32_sdwa v80, v80, v83 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[84:85], v[0:1], 1, v[84:85]
	v_cndmask_b32_e64 v80, v82, v80, s[30:31]
	flat_store_short v[84:85], v80 offset:480
.LBB0_126:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[30:31], s[34:35], s[28:29]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_128
	v_mul_lo_u32 v80, v9, s46
	v_mul_lo_u32 v82, v8, s47
	v_mad_u64_u32 v[8:9], s[30:31], v8, s46, 0
	v_add3_u32 v9, v9, v82, v80
	v_mov_b32_e32 v80, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v81, v81
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v82, 64
	v_cndmask_b32_e64 v80, v81, v80, s[30:31]
	v_bfe_u32 v81, v80, 16, 1
	v_add3_u32 v81, v80, v81, s33
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v81, 16, v81
	v_or_b32_sdwa v80, v80, v82 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v80, v81, v80, s[30:31]
	flat_store_short v[8:9], v80 offset:480
.LBB0_128:
	s_or_b64 exec, exec, s[34:35]
	s_and_b64 s[30:31], s[36:37], s[28:29]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_130
	v_mad_u64_u32 v[8:9], s[30:31], v10, s46, 0
	v_mul_lo_u32 v80, v10, s47
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v79, v79
	v_mul_lo_u32 v11, v11, s46
	v_add3_u32 v9, v9, v80, v11
	v_cndmask_b32_e64 v10, v79, v10, s[30:31]
	v_bfe_u32 v11, v10, 16, 1
	s_movk_i32 s33, 0x7fff
	v_add3_u32 v11, v10, v11, s33
	v_mov_b32_e32 v79, 64
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v79 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v10, v11, v10, s[30:31]
	flat_store_short v[8:9], v10 offset:480
.LBB0_130:
	s_or_b64 exec, exec, s[34:35]
	s_and_b64 s[30:31], s[38:39], s[28:29]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_132
	v_mul_lo_u32 v10, v13, s46
	v_mul_lo_u32 v11, v12, s47
	v_mad_u64_u32 v[8:9], s[30:31], v12, s46, 0
	v_add3_u32 v9, v9, v11, v10
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v78, v78
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v12, 64
	v_cndmask_b32_e64 v10, v78, v10, s[30:31]
	v_bfe_u32 v11, v10, 16, 1
	v_add3_u32 v11, v10, v11, s33
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v10, v11, v10, s[30:31]
	flat_store_short v[8:9], v10 offset:480
.LBB0_132:
	s_or_b64 exec, exec, s[34:35]
	v_or_b32_e32 v8, 16, v2
	v_mov_b32_e32 v9, v3
	v_cmp_gt_i64_e64 s[30:31], s[48:49], v[8:9]
	s_and_b64 s[34:35], s[30:31], vcc
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_134
	v_mul_lo_u32 v12, v9, s46
	v_mul_lo_u32 v13, v8, s47
	v_mad_u64_u32 v[10:11], s[34:35], v8, s46, 0
	v_add3_u32 v11, v11, v13, v12
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_u_f32_e64 s[34:35], v77, v77
	s_movk_i32 s33, 0x7fff
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[44:45]
	v_cndmask_b32_e64 v12, v77, v12, s[34:35]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s33
	v_mov_b32_e32 v77, 64
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v77 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], v[0:1], 1, v[10:11]
	v_cndmask_b32_e64 v12, v13, v12, s[34:35]
	flat_store_short v[10:11], v12
.LBB0_134:
	s_or_b64 exec, exec, s[36:37]
	v_or_b32_e32 v10, 17, v2
	v_mov_b32_e32 v11, v3
	v_cmp_gt_i64_e64 s[34:35], s[48:49], v[10:11]
	s_and_b64 s[36:37], s[34:35], vcc
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_136
	v_mul_lo_u32 v77, v11, s46
	v_mul_lo_u32 v78, v10, s47
	v_mad_u64_u32 v[12:13], s[36:37], v10, s46, 0
	v_add3_u32 v13, v13, v78, v77
	v_mov_b32_e32 v77, 0x7fc00000
	v_cmp_u_f32_e64 s[36:37], v76, v76
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v78, 64
	v_cndmask_b32_e64 v76, v76, v77, s[36:37]
	v_bfe_u32 v77, v76, 16, 1
	v_add3_u32 v77, v76, v77, s33
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[44:45]
	v_lshrrev_b32_e32 v77, 16, v77
	v_or_b32_sdwa v76, v76, v78 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[12:13], v[0:1], 1, v[12:13]
	v_cndmask_b32_e64 v76, v77, v76, s[36:37]
	flat_store_short v[12:13], v76
.LBB0_136:
	s_or_b64 exec, exec, s[38:39]
	v_or_b32_e32 v12, 18, v2
	v_mov_b32_e32 v13, v3
	v_cmp_gt_i64_e64 s[36:37], s[48:49], v[12:13]
	s_and_b64 s[38:39], s[36:37], vcc
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_138
	v_mul_lo_u32 v78, v13, s46
	v_mul_lo_u32 v79, v12, s47
	v_mad_u64_u32 v[76:77], s[38:39], v12, s46, 0
	v_add3_u32 v77, v77, v79, v78
	v_mov_b32_e32 v78, 0x7fc00000
	v_cmp_u_f32_e64 s[38:39], v75, v75
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v79, 64
	v_cndmask_b32_e64 v75, v75, v78, s[38:39]
	v_bfe_u32 v78, v75, 16, 1
	v_add3_u32 v78, v75, v78, s33
	v_lshl_add_u64 v[76:77], v[76:77], 1, s[44:45]
	v_lshrrev_b32_e32 v78, 16, v78
	v_or_b32_sdwa v75, v75, v79 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[76:77], v[0:1], 1, v[76:77]
	v_cndmask_b32_e64 v75, v78, v75, s[38:39]
	flat_store_short v[76:77], v75
.LBB0_138:
	s_or_b64 exec, exec, s[40:41]
	v_or_b32_e32 v2, 19, v2
	v_cmp_gt_i64_e64 s[38:39], s[48:49], v[2:3]
	s_and_b64 s[42:43], s[38:39], vcc
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_140
	v_mul_lo_u32 v75, v3, s46
	v_mul_lo_u32 v78, v2, s47
	v_mad_u64_u32 v[76:77], s[42:43], v2, s46, 0
	v_add3_u32 v77, v77, v78, v75
	v_mov_b32_e32 v75, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v74, v74
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v78, 64
	v_cndmask_b32_e32 v74, v74, v75, vcc
	v_bfe_u32 v75, v74, 16, 1
	v_add3_u32 v75, v74, v75, s33
	v_lshl_add_u64 v[76:77], v[76:77], 1, s[44:45]
	v_lshrrev_b32_e32 v75, 16, v75
	v_or_b32_sdwa v74, v74, v78 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[76:77], v[0:1], 1, v[76:77]
	v_cndmask_b32_e32 v74, v75, v74, vcc
	flat_store_short v[76:77], v74
.LBB0_140:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[42:43], s[30:31], s[0:1]
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_142
	v_mul_lo_u32 v76, v9, s46
	v_mul_lo_u32 v77, v8, s47
	v_mad_u64_u32 v[74:75], s[42:43], v8, s46, 0
	v_add3_u32 v75, v75, v77, v76
	v_lshl_add_u64 v[74:75], v[74:75], 1, s[44:45]
	v_lshl_add_u64 v[76:77], v[6:7], 0, v[4:5]
	v_lshl_add_u64 v[74:75], v[76:77], 1, v[74:75]
	v_mov_b32_e32 v76, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v73, v73
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v77, 64
	v_cndmask_b32_e32 v73, v73, v76, vcc
	v_bfe_u32 v76, v73, 16, 1
	v_add3_u32 v76, v73, v76, s33
	v_lshrrev_b32_e32 v76, 16, v76
	v_or_b32_sdwa v73, v73, v77 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v73, v76, v73, vcc
	flat_store_short v[74:75], v73 offset:32
.LBB0_142:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[42:43], s[34:35], s[0:1]
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_144
	v_mul_lo_u32 v73, v11, s46
	v_mul_lo_u32 v76, v10, s47
	v_mad_u64_u32 v[74:75], s[42:43], v10, s46, 0
	v_add3_u32 v75, v75, v76, v73
	v_mov_b32_e32 v73, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v72, v72
	v_lshl_add_u64 v[74:75], v[74:75], 1, s[44:45]
	v_lshl_add_u64 v[76:77], v[6:7], 0, v[4:5]
	v_cndmask_b32_e32 v72, v72, v73, vcc
	v_bfe_u32 v73, v72, 16, 1
	s_movk_i32 s33, 0x7fff
	v_lshl_add_u64 v[74:75], v[76:77], 1, v[74:75]
	v_add3_u32 v73, v72, v73, s33
	v_mov_b32_e32 v76, 64
	v_lshrrev_b32_e32 v73, 16, v73
	v_or_b32_sdwa v72, v72, v76 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v72, v73, v72, vcc
	flat_store_short v[74:75], v72 offset:32
.LBB0_144:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[42:43], s[36:37], s[0:1]
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_146
	v_mul_lo_u32 v74, v13, s46
	v_mul_lo_u32 v75, v12, s47
	v_mad_u64_u32 v[72:73], s[42:43], v12, s46, 0
	v_add3_u32 v73, v73, v75, v74
	v_lshl_add_u64 v[72:73], v[72:73], 1, s[44:45]
	v_lshl_add_u64 v[74:75], v[6:7], 0, v[4:5]
	v_lshl_add_u64 v[72:73], v[74:75], 1, v[72:73]
	v_mov_b32_e32 v74, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v71, v71
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v75, 64
	v_cndmask_b32_e32 v71, v71, v74, vcc
	v_bfe_u32 v74, v71, 16, 1
	v_add3_u32 v74, v71, v74, s33
	v_lshrrev_b32_e32 v74, 16, v74
	v_or_b32_sdwa v71, v71, v75 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v71, v74, v71, vcc
	flat_store_short v[72:73], v71 offset:32
.LBB0_146:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[40:41], s[38:39], s[0:1]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_148
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[4:5]
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v70, v70
	v_mul_lo_u32 v71, v3, s46
	v_mul_lo_u32 v74, v2, s47
	v_cndmask_b32_e32 v6, v70, v6, vcc
	v_mad_u64_u32 v[72:73], s[40:41], v2, s46, 0
	v_bfe_u32 v7, v6, 16, 1
	s_movk_i32 s33, 0x7fff
	v_add3_u32 v73, v73, v74, v71
	v_add3_u32 v7, v6, v7, s33
	v_mov_b32_e32 v70, 64
	v_lshl_add_u64 v[72:73], v[72:73], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v70 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[72:73]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:32
.LBB0_148:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[40:41], s[30:31], s[2:3]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_150
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[40:41], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v69, v69
	s_movk_i32 s33, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v69, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s33
	v_mov_b32_e32 v69, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v69 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_150:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[40:41], s[34:35], s[2:3]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_152
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[40:41], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v68, v68
	s_movk_i32 s33, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v68, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s33
	v_mov_b32_e32 v68, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v68 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_152:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[40:41], s[36:37], s[2:3]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_154
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[40:41], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v67, v67
	s_movk_i32 s33, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v67, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s33
	v_mov_b32_e32 v67, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v67 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_154:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[2:3]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_156
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v66, v66
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v66, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v66, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v66 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_156:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_158
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v65, v65
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v65, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v65, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v65 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_158:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_160
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v64, v64
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v64, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v64, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v64 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_160:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_162
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v63, v63
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v63, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v63, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v63 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_162:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_164
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v62, v62
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v62, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v62, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_164:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_166
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v61, v61
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v61, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v61, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v61 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_166:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_168
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v60, v60
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v60, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v60, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v60 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_168:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_170
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v59, v59
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v59, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v59, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v59 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_170:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_172
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v58, v58
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v58, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v58, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v58 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_172:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_174
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v57, v57
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v57, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v57, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v57 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_174:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_176
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v56, v56
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v56, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v56, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v56 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_176:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_178
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v55, v55
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v55, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v55, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v55 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_178:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_180
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v54, v54
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v54, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v54, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v54 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_180:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_182
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v53, v53
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v53, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v53, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v53 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_182:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_184
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v52, v52
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v52, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v52, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v52 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_184:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_186
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v51, v51
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v51, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v51, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v51 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_186:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_188
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v50, v50
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v50, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v50, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v50 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_188:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_190
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v49, v49
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v49, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v49, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v49 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_190:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_192
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v48, v48
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v48, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v48, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v48 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_192:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_194
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v47, v47
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v47, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v47, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_194:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_196
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v46, v46
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v46, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v46, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_196:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_198
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v45, v45
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v45, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v45, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_198:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_200
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v44, v44
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v44, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v44, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_200:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_202
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v43, v43
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v43, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v43, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_202:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_204
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v42, v42
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v42, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v42, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_204:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_206
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v41, v41
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v41, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v41, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_206:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_208
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v40, v40
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v40, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v40, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_208:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_210
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v39, v39
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v39, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v39, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v39 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_210:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_212
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v38, v38
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v38, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v38, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v38 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_212:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_214
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v37, v37
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v37, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v37, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v37 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_214:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_216
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v36, v36
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v36, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v36, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_216:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_218
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v35, v35
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v35, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v35, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v35 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_218:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_220
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v34, v34
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v34, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v34, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_220:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_222
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v33, v33
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v33, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v33, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v33 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_222:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_224
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v32, v32
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v32, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v32, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_224:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_226
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v31, v31
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v31, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v31, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v31 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_226:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_228
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v30, v30
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v30, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v30, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_228:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_230
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v29, v29
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v29, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v29, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_230:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_232
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v28, v28
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v28, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v28, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_232:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_234
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v27, v27
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v27, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v27, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v27 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_234:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_236
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v26, v26
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v26, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v26, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_236:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_238
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v25, v25
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v25, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v25, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v25 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_238:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_240
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v24, v24
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v24, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v24, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_240:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_242
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v23, v23
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v23, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v23, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_242:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_244
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v22, v22
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v22, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v22, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_244:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_246
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v21, v21
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v21, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v21, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_246:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_248
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v20, v20
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v20, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v20, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_248:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_250
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v19, v19
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v19, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v19, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_250:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_252
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v18, v18
	s_movk_i32 s2, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_cndmask_b32_e32 v6, v18, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_mov_b32_e32 v18, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_252:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[28:29]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_254
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v17, v17
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v8, 64
	v_cndmask_b32_e32 v6, v17, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:480
.LBB0_254:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[28:29]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_256
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v16, v16
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v8, 64
	v_cndmask_b32_e32 v6, v16, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:480
.LBB0_256:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[28:29]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_258
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v15, v15
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v8, 64
	v_cndmask_b32_e32 v6, v15, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:480
.LBB0_258:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[38:39], s[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_260
	v_mul_lo_u32 v4, v3, s46
	v_mul_lo_u32 v5, v2, s47
	v_mad_u64_u32 v[2:3], s[0:1], v2, s46, 0
	v_add3_u32 v3, v3, v5, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[44:45]
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[2:3]
	v_mov_b32_e32 v2, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v14, v14
	s_movk_i32 s0, 0x7fff
	v_mov_b32_e32 v4, 64
	v_cndmask_b32_e32 v2, v14, v2, vcc
	v_bfe_u32 v3, v2, 16, 1
	v_add3_u32 v3, v2, v3, s0
	v_lshrrev_b32_e32 v3, 16, v3
	v_or_b32_sdwa v2, v2, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_short v[0:1], v2 offset:480
.LBB0_260:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_lm_head
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
		.amdhsa_next_free_vgpr 272
		.amdhsa_next_free_sgpr 52
		.amdhsa_accum_offset 144
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
	.size	logpjit_lm_head, .Lfunc_end0-logpjit_lm_head

	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     128
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
    .max_flat_workgroup_size: 256
    .name:           logpjit_lm_head
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         logpjit_lm_head.kd
    .uses_dynamic_stack: false
    .vgpr_count:     272
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
