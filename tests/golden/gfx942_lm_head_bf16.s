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
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_cmp_ge_i64_e32 vcc, s[2:3], v[2:3]
	s_cbranch_vccnz .LBB0_265
	s_load_dwordx16 s[36:51], s[0:1], 0x0
	s_mov_b64 s[8:9], 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s0, s48, 0x7f
	s_addc_u32 s1, s49, 0
	s_lshr_b64 s[0:1], s[0:1], 7
	s_lshl_b64 s[6:7], s[0:1], 4
	v_mov_b64_e32 v[2:3], s[6:7]
	v_cmp_lt_u64_e32 vcc, s[2:3], v[2:3]
	s_cbranch_vccnz .LBB0_3
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s3, 0, s6
	s_mov_b32 s9, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s3, s3, s7
	s_mul_hi_u32 s3, s7, s3
	s_add_i32 s7, s7, s3
	s_mul_hi_u32 s3, s2, s7
	s_mul_i32 s8, s3, s6
	s_sub_i32 s8, s2, s8
	s_add_i32 s7, s3, 1
	s_sub_i32 s10, s8, s6
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s3, s7, s3
	s_cselect_b32 s8, s10, s8
	s_add_i32 s7, s3, 1
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s8, s7, s3
.LBB0_3:
	s_add_u32 s6, s50, 0xff
	s_addc_u32 s7, s51, 0
	s_lshr_b64 s[10:11], s[6:7], 8
	s_lshl_b64 s[6:7], s[8:9], 4
	s_mul_i32 s1, s6, s1
	s_mul_hi_u32 s3, s6, s0
	s_add_i32 s1, s3, s1
	s_lshr_b32 s3, s8, 28
	s_mul_i32 s3, s3, s0
	s_add_i32 s1, s1, s3
	s_mul_i32 s0, s6, s0
	s_sub_u32 s2, s2, s0
	s_subb_u32 s3, 0, s1
	s_sub_u32 s0, s10, s6
	s_subb_u32 s1, s11, s7
	v_cmp_lt_i64_e64 s[8:9], s[0:1], 16
	s_and_b64 s[8:9], s[8:9], exec
	s_cselect_b32 s9, s1, 0
	s_cselect_b32 s8, s0, 16
	s_or_b64 s[0:1], s[2:3], s[8:9]
	s_mov_b32 s10, 0
	s_mov_b32 s11, s1
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc0 .LBB0_266
	v_cvt_f32_u32_e32 v1, s8
	v_cvt_f32_u32_e32 v2, s9
	s_sub_u32 s0, 0, s8
	s_subb_u32 s1, 0, s9
	v_mov_b32_e32 v5, 0
	v_fmamk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_fmamk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v6, v2
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v6
	v_mul_hi_u32 v4, s0, v1
	v_mul_lo_u32 v3, s1, v1
	v_add_u32_e32 v2, v4, v2
	v_mul_lo_u32 v7, s0, v1
	v_add_u32_e32 v8, v2, v3
	v_mul_hi_u32 v3, v1, v8
	v_mul_lo_u32 v2, v1, v8
	v_mul_hi_u32 v4, v1, v7
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mul_hi_u32 v4, v6, v7
	v_mul_lo_u32 v7, v6, v7
	v_add_co_u32_e32 v2, vcc, v2, v7
	v_mul_hi_u32 v9, v6, v8
	s_nop 0
	v_addc_co_u32_e32 v4, vcc, v3, v4, vcc
	v_mul_lo_u32 v2, v6, v8
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v9, vcc
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_add_co_u32_e32 v1, vcc, v1, v2
	v_mul_lo_u32 v4, s0, v1
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v3, vcc
	v_mul_lo_u32 v2, s0, v6
	v_mul_hi_u32 v3, s0, v1
	v_add_u32_e32 v2, v3, v2
	v_mul_lo_u32 v3, s1, v1
	v_add_u32_e32 v7, v2, v3
	v_mul_hi_u32 v9, v6, v4
	v_mul_lo_u32 v10, v6, v4
	v_mul_hi_u32 v3, v1, v7
	v_mul_lo_u32 v2, v1, v7
	v_mul_hi_u32 v4, v1, v4
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_add_co_u32_e32 v2, vcc, v2, v10
	v_mul_hi_u32 v8, v6, v7
	s_nop 0
	v_addc_co_u32_e32 v4, vcc, v3, v9, vcc
	v_mul_lo_u32 v2, v6, v7
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v8, vcc
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_add_co_u32_e32 v1, vcc, v1, v2
	v_mul_hi_u32 v4, s2, v1
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v3, vcc
	v_mul_hi_u32 v3, s2, v6
	v_mul_lo_u32 v2, s2, v6
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mul_hi_u32 v4, s3, v1
	v_mul_lo_u32 v1, s3, v1
	v_add_co_u32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v7, s3, v6
	s_nop 0
	v_addc_co_u32_e32 v4, vcc, v3, v4, vcc
	v_mul_lo_u32 v2, s3, v6
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v7, vcc
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mul_lo_u32 v1, s8, v3
	v_mul_hi_u32 v4, s8, v2
	v_add_u32_e32 v1, v4, v1
	v_mul_lo_u32 v4, s9, v2
	v_add_u32_e32 v1, v1, v4
	v_mul_lo_u32 v5, s8, v2
	v_sub_u32_e32 v4, s3, v1
	v_mov_b32_e32 v6, s9
	v_sub_co_u32_e32 v8, vcc, s2, v5
	s_nop 1
	v_subb_co_u32_e64 v4, s[0:1], v4, v6, vcc
	v_subrev_co_u32_e64 v5, s[0:1], s8, v8
	s_nop 1
	v_subbrev_co_u32_e64 v4, s[0:1], 0, v4, s[0:1]
	v_cmp_le_u32_e64 s[0:1], s9, v4
	s_nop 1
	v_cndmask_b32_e64 v6, 0, -1, s[0:1]
	v_cmp_le_u32_e64 s[0:1], s8, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], s9, v4
	s_nop 1
	v_cndmask_b32_e64 v9, v6, v5, s[0:1]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 1
	v_lshl_add_u64 v[6:7], v[2:3], 0, 2
	v_cmp_ne_u32_e64 s[0:1], 0, v9
	s_nop 1
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	v_mov_b32_e32 v6, s3
	v_subb_co_u32_e32 v1, vcc, v6, v1, vcc
	v_cmp_le_u32_e32 vcc, s9, v1
	v_cndmask_b32_e64 v5, v5, v7, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v6, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s8, v8
	s_nop 1
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s9, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v6, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	s_cbranch_execnz .LBB0_6
.LBB0_5:
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s0, 0, s8
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s0, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s2, v1
	v_mul_lo_u32 v3, v1, s8
	v_sub_u32_e32 v3, s2, v3
	v_add_u32_e32 v2, 1, v1
	v_subrev_u32_e32 v4, s8, v3
	v_cmp_le_u32_e32 vcc, s8, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_add_u32_e32 v2, 1, v1
	v_cmp_le_u32_e32 vcc, s8, v3
	v_mov_b32_e32 v3, 0
	s_nop 0
	v_cndmask_b32_e32 v2, v1, v2, vcc
.LBB0_6:
	v_mul_lo_u32 v1, s8, v3
	v_mul_hi_u32 v4, s8, v2
	v_add_u32_e32 v1, v4, v1
	v_mul_lo_u32 v4, s9, v2
	s_add_u32 s0, s2, s6
	v_add_u32_e32 v1, v1, v4
	v_mul_lo_u32 v4, s8, v2
	s_addc_u32 s1, s3, s7
	v_mov_b32_e32 v5, s1
	v_sub_co_u32_e32 v4, vcc, s0, v4
	v_and_b32_e32 v6, 15, v0
	s_nop 0
	v_subb_co_u32_e32 v5, vcc, v5, v1, vcc
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v0, 1, v0
	v_lshlrev_b64 v[2:3], 7, v[2:3]
	v_lshlrev_b64 v[4:5], 8, v[4:5]
	v_and_b32_e32 v0, 0x60, v0
	v_or_b32_e32 v111, v2, v0
	v_or_b32_e32 v2, 16, v6
	v_or_b32_e32 v0, v4, v6
	v_cmp_lt_i64_e64 s[0:1], s[4:5], 1
	v_mov_b32_e32 v7, 0
	v_and_b32_e32 v110, 12, v1
	v_mov_b32_e32 v1, v5
	v_or_b32_e32 v36, v4, v2
	v_mov_b32_e32 v37, v5
	v_or_b32_e32 v34, 32, v0
	v_mov_b32_e32 v35, v5
	v_or_b32_e32 v32, 48, v0
	v_mov_b32_e32 v33, v5
	v_or_b32_e32 v30, 64, v0
	v_mov_b32_e32 v31, v5
	v_or_b32_e32 v28, 0x50, v0
	v_mov_b32_e32 v29, v5
	v_or_b32_e32 v26, 0x60, v0
	v_mov_b32_e32 v27, v5
	v_or_b32_e32 v24, 0x70, v0
	v_mov_b32_e32 v25, v5
	v_or_b32_e32 v22, 0x80, v0
	v_mov_b32_e32 v23, v5
	v_or_b32_e32 v20, 0x90, v0
	v_mov_b32_e32 v21, v5
	v_or_b32_e32 v18, 0xa0, v0
	v_mov_b32_e32 v19, v5
	v_or_b32_e32 v16, 0xb0, v0
	v_mov_b32_e32 v17, v5
	v_or_b32_e32 v14, 0xc0, v0
	v_mov_b32_e32 v15, v5
	v_or_b32_e32 v12, 0xd0, v0
	v_mov_b32_e32 v13, v5
	v_or_b32_e32 v10, 0xe0, v0
	v_mov_b32_e32 v11, v5
	v_or_b32_e32 v8, 0xf0, v0
	v_mov_b32_e32 v9, v5
	s_and_b64 vcc, exec, s[0:1]
	v_accvgpr_write_b32 a127, 0
	v_accvgpr_write_b32 a126, 0
	v_accvgpr_write_b32 a125, 0
	v_accvgpr_write_b32 a124, 0
	v_accvgpr_write_b32 a123, 0
	v_accvgpr_write_b32 a122, 0
	v_accvgpr_write_b32 a121, 0
	v_accvgpr_write_b32 a120, 0
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
	v_accvgpr_write_b32 a39, 0
	v_accvgpr_write_b32 a38, 0
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a36, 0
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a42, 0
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a47, 0
	v_accvgpr_write_b32 a46, 0
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a44, 0
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a50, 0
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a55, 0
	v_accvgpr_write_b32 a54, 0
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a52, 0
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a58, 0
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a62, 0
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a67, 0
	v_accvgpr_write_b32 a66, 0
	v_accvgpr_write_b32 a65, 0
	v_accvgpr_write_b32 a64, 0
	v_accvgpr_write_b32 a71, 0
	v_accvgpr_write_b32 a70, 0
	v_accvgpr_write_b32 a69, 0
	v_accvgpr_write_b32 a68, 0
	v_accvgpr_write_b32 a119, 0
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
	s_cbranch_vccnz .LBB0_9
	s_add_u32 s2, s48, -1
	s_addc_u32 s3, s49, -1
	v_or_b32_e32 v39, 0, v3
	v_or_b32_e32 v38, v111, v6
	v_mov_b32_e32 v42, s2
	v_cmp_gt_i64_e32 vcc, s[2:3], v[38:39]
	v_mov_b32_e32 v43, s3
	s_add_u32 s0, s50, -1
	v_cndmask_b32_e32 v38, v42, v38, vcc
	v_cndmask_b32_e32 v40, v43, v3, vcc
	v_mul_lo_u32 v41, v38, s39
	v_mad_u64_u32 v[38:39], s[6:7], v38, s38, 0
	v_mul_lo_u32 v40, v40, s38
	v_add3_u32 v39, v39, v41, v40
	v_or_b32_e32 v41, 0, v3
	v_or_b32_e32 v40, v111, v2
	v_cmp_gt_i64_e32 vcc, s[2:3], v[40:41]
	s_addc_u32 s1, s51, -1
	v_mov_b32_e32 v74, s1
	v_cndmask_b32_e32 v2, v42, v40, vcc
	v_cndmask_b32_e32 v42, v43, v3, vcc
	v_mul_lo_u32 v43, v2, s39
	v_mad_u64_u32 v[40:41], s[2:3], v2, s38, 0
	v_mul_lo_u32 v2, v42, s38
	v_add3_u32 v41, v41, v43, v2
	v_mov_b32_e32 v2, s0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[0:1]
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[36:37]
	v_lshlrev_b32_e32 v72, 1, v110
	v_cndmask_b32_e32 v42, v2, v0, vcc
	v_cndmask_b32_e32 v43, v74, v1, vcc
	v_mul_lo_u32 v44, v43, s42
	v_mul_lo_u32 v45, v42, s43
	v_mad_u64_u32 v[42:43], s[2:3], v42, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[36:37]
	v_add3_u32 v43, v43, v45, v44
	v_mov_b32_e32 v73, v7
	v_cndmask_b32_e32 v44, v2, v36, vcc
	v_cndmask_b32_e32 v45, v74, v37, vcc
	v_mul_lo_u32 v46, v45, s42
	v_mul_lo_u32 v47, v44, s43
	v_mad_u64_u32 v[44:45], s[2:3], v44, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[34:35]
	v_add3_u32 v45, v45, v47, v46
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[36:37]
	v_cndmask_b32_e32 v46, v2, v34, vcc
	v_cndmask_b32_e32 v47, v74, v35, vcc
	v_mul_lo_u32 v48, v47, s42
	v_mul_lo_u32 v49, v46, s43
	v_mad_u64_u32 v[46:47], s[2:3], v46, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[32:33]
	v_add3_u32 v47, v47, v49, v48
	v_lshl_add_u64 v[42:43], v[42:43], 1, s[40:41]
	v_cndmask_b32_e32 v48, v2, v32, vcc
	v_cndmask_b32_e32 v49, v74, v33, vcc
	v_mul_lo_u32 v50, v49, s42
	v_mul_lo_u32 v51, v48, s43
	v_mad_u64_u32 v[48:49], s[2:3], v48, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[30:31]
	v_add3_u32 v49, v49, v51, v50
	v_lshl_add_u64 v[44:45], v[44:45], 1, s[40:41]
	v_cndmask_b32_e32 v50, v2, v30, vcc
	v_cndmask_b32_e32 v51, v74, v31, vcc
	v_mul_lo_u32 v52, v51, s42
	v_mul_lo_u32 v53, v50, s43
	v_mad_u64_u32 v[50:51], s[2:3], v50, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[28:29]
	v_add3_u32 v51, v51, v53, v52
	v_lshl_add_u64 v[46:47], v[46:47], 1, s[40:41]
	v_cndmask_b32_e32 v52, v2, v28, vcc
	v_cndmask_b32_e32 v53, v74, v29, vcc
	v_mul_lo_u32 v54, v53, s42
	v_mul_lo_u32 v55, v52, s43
	v_mad_u64_u32 v[52:53], s[2:3], v52, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[26:27]
	v_add3_u32 v53, v53, v55, v54
	v_lshl_add_u64 v[48:49], v[48:49], 1, s[40:41]
	v_cndmask_b32_e32 v54, v2, v26, vcc
	v_cndmask_b32_e32 v55, v74, v27, vcc
	v_mul_lo_u32 v56, v55, s42
	v_mul_lo_u32 v57, v54, s43
	v_mad_u64_u32 v[54:55], s[2:3], v54, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[24:25]
	v_add3_u32 v55, v55, v57, v56
	v_lshl_add_u64 v[50:51], v[50:51], 1, s[40:41]
	v_cndmask_b32_e32 v56, v2, v24, vcc
	v_cndmask_b32_e32 v57, v74, v25, vcc
	v_mul_lo_u32 v58, v57, s42
	v_mul_lo_u32 v59, v56, s43
	v_mad_u64_u32 v[56:57], s[2:3], v56, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[22:23]
	v_add3_u32 v57, v57, v59, v58
	v_lshl_add_u64 v[52:53], v[52:53], 1, s[40:41]
	v_cndmask_b32_e32 v58, v2, v22, vcc
	v_cndmask_b32_e32 v59, v74, v23, vcc
	v_mul_lo_u32 v60, v59, s42
	v_mul_lo_u32 v61, v58, s43
	v_mad_u64_u32 v[58:59], s[2:3], v58, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[20:21]
	v_add3_u32 v59, v59, v61, v60
	v_lshl_add_u64 v[54:55], v[54:55], 1, s[40:41]
	v_cndmask_b32_e32 v60, v2, v20, vcc
	v_cndmask_b32_e32 v61, v74, v21, vcc
	v_mul_lo_u32 v62, v61, s42
	v_mul_lo_u32 v63, v60, s43
	v_mad_u64_u32 v[60:61], s[2:3], v60, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[18:19]
	v_add3_u32 v61, v61, v63, v62
	v_lshl_add_u64 v[56:57], v[56:57], 1, s[40:41]
	v_cndmask_b32_e32 v62, v2, v18, vcc
	v_cndmask_b32_e32 v63, v74, v19, vcc
	v_mul_lo_u32 v64, v63, s42
	v_mul_lo_u32 v65, v62, s43
	v_mad_u64_u32 v[62:63], s[2:3], v62, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[16:17]
	v_add3_u32 v63, v63, v65, v64
	v_lshl_add_u64 v[58:59], v[58:59], 1, s[40:41]
	v_cndmask_b32_e32 v64, v2, v16, vcc
	v_cndmask_b32_e32 v65, v74, v17, vcc
	v_mul_lo_u32 v66, v65, s42
	v_mul_lo_u32 v67, v64, s43
	v_mad_u64_u32 v[64:65], s[2:3], v64, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[14:15]
	v_add3_u32 v65, v65, v67, v66
	v_lshl_add_u64 v[60:61], v[60:61], 1, s[40:41]
	v_cndmask_b32_e32 v66, v2, v14, vcc
	v_cndmask_b32_e32 v67, v74, v15, vcc
	v_mul_lo_u32 v68, v67, s42
	v_mul_lo_u32 v69, v66, s43
	v_mad_u64_u32 v[66:67], s[2:3], v66, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[12:13]
	v_add3_u32 v67, v67, v69, v68
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[40:41]
	v_cndmask_b32_e32 v68, v2, v12, vcc
	v_cndmask_b32_e32 v69, v74, v13, vcc
	v_mul_lo_u32 v70, v69, s42
	v_mul_lo_u32 v71, v68, s43
	v_mad_u64_u32 v[68:69], s[2:3], v68, s42, 0
	v_cmp_gt_i64_e32 vcc, s[0:1], v[10:11]
	v_add3_u32 v69, v69, v71, v70
	v_lshl_add_u64 v[64:65], v[64:65], 1, s[40:41]
	v_cndmask_b32_e32 v70, v2, v10, vcc
	v_cndmask_b32_e32 v71, v74, v11, vcc
	v_cmp_gt_i64_e32 vcc, s[0:1], v[8:9]
	v_mul_lo_u32 v75, v71, s42
	v_mul_lo_u32 v76, v70, s43
	v_mad_u64_u32 v[70:71], s[2:3], v70, s42, 0
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_cndmask_b32_e32 v74, v74, v9, vcc
	v_add3_u32 v71, v71, v76, v75
	v_mul_lo_u32 v76, v74, s42
	v_mul_lo_u32 v77, v2, s43
	v_mad_u64_u32 v[74:75], s[0:1], v2, s42, 0
	v_add3_u32 v75, v75, v77, v76
	v_lshl_add_u64 v[66:67], v[66:67], 1, s[40:41]
	v_lshl_add_u64 v[68:69], v[68:69], 1, s[40:41]
	v_lshl_add_u64 v[70:71], v[70:71], 1, s[40:41]
	v_lshl_add_u64 v[74:75], v[74:75], 1, s[40:41]
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[72:73]
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[72:73]
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[72:73]
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[72:73]
	v_lshl_add_u64 v[46:47], v[46:47], 0, v[72:73]
	v_lshl_add_u64 v[48:49], v[48:49], 0, v[72:73]
	v_lshl_add_u64 v[50:51], v[50:51], 0, v[72:73]
	v_lshl_add_u64 v[52:53], v[52:53], 0, v[72:73]
	v_lshl_add_u64 v[54:55], v[54:55], 0, v[72:73]
	v_lshl_add_u64 v[56:57], v[56:57], 0, v[72:73]
	v_lshl_add_u64 v[58:59], v[58:59], 0, v[72:73]
	v_lshl_add_u64 v[60:61], v[60:61], 0, v[72:73]
	v_lshl_add_u64 v[62:63], v[62:63], 0, v[72:73]
	v_lshl_add_u64 v[64:65], v[64:65], 0, v[72:73]
	v_lshl_add_u64 v[66:67], v[66:67], 0, v[72:73]
	v_lshl_add_u64 v[68:69], v[68:69], 0, v[72:73]
	v_lshl_add_u64 v[70:71], v[70:71], 0, v[72:73]
	v_lshl_add_u64 v[72:73], v[74:75], 0, v[72:73]
	s_mov_b64 s[0:1], 0
	v_accvgpr_write_b32 a127, 0
	v_accvgpr_write_b32 a126, 0
	v_accvgpr_write_b32 a125, 0
	v_accvgpr_write_b32 a124, 0
	v_accvgpr_write_b32 a123, 0
	v_accvgpr_write_b32 a122, 0
	v_accvgpr_write_b32 a121, 0
	v_accvgpr_write_b32 a120, 0
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
	v_accvgpr_write_b32 a39, 0
	v_accvgpr_write_b32 a38, 0
	v_accvgpr_write_b32 a37, 0
	v_accvgpr_write_b32 a36, 0
	v_accvgpr_write_b32 a43, 0
	v_accvgpr_write_b32 a42, 0
	v_accvgpr_write_b32 a41, 0
	v_accvgpr_write_b32 a40, 0
	v_accvgpr_write_b32 a47, 0
	v_accvgpr_write_b32 a46, 0
	v_accvgpr_write_b32 a45, 0
	v_accvgpr_write_b32 a44, 0
	v_accvgpr_write_b32 a51, 0
	v_accvgpr_write_b32 a50, 0
	v_accvgpr_write_b32 a49, 0
	v_accvgpr_write_b32 a48, 0
	v_accvgpr_write_b32 a55, 0
	v_accvgpr_write_b32 a54, 0
	v_accvgpr_write_b32 a53, 0
	v_accvgpr_write_b32 a52, 0
	v_accvgpr_write_b32 a59, 0
	v_accvgpr_write_b32 a58, 0
	v_accvgpr_write_b32 a57, 0
	v_accvgpr_write_b32 a56, 0
	v_accvgpr_write_b32 a63, 0
	v_accvgpr_write_b32 a62, 0
	v_accvgpr_write_b32 a61, 0
	v_accvgpr_write_b32 a60, 0
	v_accvgpr_write_b32 a67, 0
	v_accvgpr_write_b32 a66, 0
	v_accvgpr_write_b32 a65, 0
	v_accvgpr_write_b32 a64, 0
	v_accvgpr_write_b32 a71, 0
	v_accvgpr_write_b32 a70, 0
	v_accvgpr_write_b32 a69, 0
	v_accvgpr_write_b32 a68, 0
	v_accvgpr_write_b32 a119, 0
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
.LBB0_8:
	s_lshl_b64 s[2:3], s[0:1], 1
	v_lshl_add_u64 v[74:75], v[38:39], 0, s[2:3]
	v_lshl_add_u64 v[76:77], v[40:41], 0, s[2:3]
	v_lshl_add_u64 v[78:79], v[42:43], 0, s[2:3]
	v_lshl_add_u64 v[80:81], v[44:45], 0, s[2:3]
	v_lshl_add_u64 v[82:83], v[46:47], 0, s[2:3]
	v_lshl_add_u64 v[84:85], v[48:49], 0, s[2:3]
	v_lshl_add_u64 v[86:87], v[50:51], 0, s[2:3]
	v_lshl_add_u64 v[88:89], v[52:53], 0, s[2:3]
	v_lshl_add_u64 v[90:91], v[54:55], 0, s[2:3]
	v_lshl_add_u64 v[92:93], v[56:57], 0, s[2:3]
	v_lshl_add_u64 v[94:95], v[58:59], 0, s[2:3]
	v_lshl_add_u64 v[96:97], v[60:61], 0, s[2:3]
	v_lshl_add_u64 v[98:99], v[62:63], 0, s[2:3]
	v_lshl_add_u64 v[100:101], v[64:65], 0, s[2:3]
	v_lshl_add_u64 v[102:103], v[66:67], 0, s[2:3]
	v_lshl_add_u64 v[104:105], v[68:69], 0, s[2:3]
	v_lshl_add_u64 v[106:107], v[70:71], 0, s[2:3]
	v_lshl_add_u64 v[108:109], v[72:73], 0, s[2:3]
	flat_load_dwordx2 v[74:75], v[74:75]
	s_nop 0
	flat_load_dwordx2 v[78:79], v[78:79]
	s_nop 0
	flat_load_dwordx2 v[80:81], v[80:81]
	s_nop 0
	flat_load_dwordx2 v[82:83], v[82:83]
	s_nop 0
	flat_load_dwordx2 v[84:85], v[84:85]
	s_nop 0
	flat_load_dwordx2 v[86:87], v[86:87]
	s_nop 0
	flat_load_dwordx2 v[76:77], v[76:77]
	s_add_u32 s0, s0, 16
	flat_load_dwordx2 v[88:89], v[88:89]
	s_addc_u32 s1, s1, 0
	flat_load_dwordx2 v[90:91], v[90:91]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 a[72:75], v[74:75], v[78:79], a[72:75]
	flat_load_dwordx2 v[92:93], v[92:93]
	s_nop 0
	flat_load_dwordx2 v[94:95], v[94:95]
	v_mfma_f32_16x16x16_bf16 a[76:79], v[74:75], v[80:81], a[76:79]
	flat_load_dwordx2 v[96:97], v[96:97]
	s_nop 0
	flat_load_dwordx2 v[98:99], v[98:99]
	v_mfma_f32_16x16x16_bf16 a[80:83], v[74:75], v[82:83], a[80:83]
	flat_load_dwordx2 v[100:101], v[100:101]
	s_nop 0
	flat_load_dwordx2 v[102:103], v[102:103]
	v_mfma_f32_16x16x16_bf16 a[84:87], v[74:75], v[84:85], a[84:87]
	flat_load_dwordx2 v[104:105], v[104:105]
	s_nop 0
	flat_load_dwordx2 v[106:107], v[106:107]
	v_mfma_f32_16x16x16_bf16 a[88:91], v[74:75], v[86:87], a[88:91]
	flat_load_dwordx2 v[108:109], v[108:109]
	v_mfma_f32_16x16x16_bf16 a[92:95], v[74:75], v[88:89], a[92:95]
	v_mfma_f32_16x16x16_bf16 a[96:99], v[74:75], v[90:91], a[96:99]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 a[100:103], v[74:75], v[92:93], a[100:103]
	v_mfma_f32_16x16x16_bf16 a[104:107], v[74:75], v[94:95], a[104:107]
	v_mfma_f32_16x16x16_bf16 a[108:111], v[74:75], v[96:97], a[108:111]
	v_mfma_f32_16x16x16_bf16 a[112:115], v[74:75], v[98:99], a[112:115]
	v_mfma_f32_16x16x16_bf16 a[116:119], v[74:75], v[100:101], a[116:119]
	v_mfma_f32_16x16x16_bf16 a[68:71], v[74:75], v[102:103], a[68:71]
	v_mfma_f32_16x16x16_bf16 a[64:67], v[74:75], v[104:105], a[64:67]
	v_mfma_f32_16x16x16_bf16 a[60:63], v[74:75], v[106:107], a[60:63]
	v_mfma_f32_16x16x16_bf16 a[56:59], v[74:75], v[108:109], a[56:59]
	v_mov_b64_e32 v[74:75], s[4:5]
	v_cmp_lt_i64_e32 vcc, s[0:1], v[74:75]
	s_and_b64 vcc, exec, vcc
	v_mfma_f32_16x16x16_bf16 a[52:55], v[76:77], v[78:79], a[52:55]
	v_mfma_f32_16x16x16_bf16 a[48:51], v[76:77], v[80:81], a[48:51]
	v_mfma_f32_16x16x16_bf16 a[44:47], v[76:77], v[82:83], a[44:47]
	v_mfma_f32_16x16x16_bf16 a[40:43], v[76:77], v[84:85], a[40:43]
	v_mfma_f32_16x16x16_bf16 a[36:39], v[76:77], v[86:87], a[36:39]
	v_mfma_f32_16x16x16_bf16 a[32:35], v[76:77], v[88:89], a[32:35]
	v_mfma_f32_16x16x16_bf16 a[28:31], v[76:77], v[90:91], a[28:31]
	v_mfma_f32_16x16x16_bf16 a[24:27], v[76:77], v[92:93], a[24:27]
	v_mfma_f32_16x16x16_bf16 a[20:23], v[76:77], v[94:95], a[20:23]
	v_mfma_f32_16x16x16_bf16 a[16:19], v[76:77], v[96:97], a[16:19]
	v_mfma_f32_16x16x16_bf16 a[12:15], v[76:77], v[98:99], a[12:15]
	v_mfma_f32_16x16x16_bf16 a[8:11], v[76:77], v[100:101], a[8:11]
	v_mfma_f32_16x16x16_bf16 a[4:7], v[76:77], v[102:103], a[4:7]
	v_mfma_f32_16x16x16_bf16 a[0:3], v[76:77], v[104:105], a[0:3]
	v_mfma_f32_16x16x16_bf16 a[120:123], v[76:77], v[106:107], a[120:123]
	v_mfma_f32_16x16x16_bf16 a[124:127], v[76:77], v[108:109], a[124:127]
	s_cbranch_vccnz .LBB0_8
.LBB0_9:
	v_or_b32_e32 v2, v111, v110
	v_cmp_gt_i64_e32 vcc, s[50:51], v[0:1]
	v_cmp_gt_i64_e64 s[30:31], s[48:49], v[2:3]
	s_nop 2
	v_accvgpr_read_b32 v44, a127
	v_accvgpr_read_b32 v45, a126
	v_accvgpr_read_b32 v46, a125
	v_accvgpr_read_b32 v47, a124
	v_accvgpr_read_b32 v48, a123
	v_accvgpr_read_b32 v49, a122
	v_accvgpr_read_b32 v50, a121
	v_accvgpr_read_b32 v51, a120
	v_accvgpr_read_b32 v52, a3
	v_accvgpr_read_b32 v53, a2
	v_accvgpr_read_b32 v54, a1
	v_accvgpr_read_b32 v55, a0
	v_accvgpr_read_b32 v56, a7
	v_accvgpr_read_b32 v57, a6
	v_accvgpr_read_b32 v58, a5
	v_accvgpr_read_b32 v59, a4
	v_accvgpr_read_b32 v60, a11
	v_accvgpr_read_b32 v61, a10
	v_accvgpr_read_b32 v62, a9
	v_accvgpr_read_b32 v63, a8
	v_accvgpr_read_b32 v64, a15
	v_accvgpr_read_b32 v65, a14
	v_accvgpr_read_b32 v66, a13
	v_accvgpr_read_b32 v67, a12
	v_accvgpr_read_b32 v68, a19
	v_accvgpr_read_b32 v69, a18
	v_accvgpr_read_b32 v70, a17
	v_accvgpr_read_b32 v71, a16
	v_accvgpr_read_b32 v72, a23
	v_accvgpr_read_b32 v73, a22
	v_accvgpr_read_b32 v74, a21
	v_accvgpr_read_b32 v75, a20
	v_accvgpr_read_b32 v76, a27
	v_accvgpr_read_b32 v77, a26
	v_accvgpr_read_b32 v78, a25
	v_accvgpr_read_b32 v79, a24
	v_accvgpr_read_b32 v80, a31
	v_accvgpr_read_b32 v81, a30
	v_accvgpr_read_b32 v82, a29
	v_accvgpr_read_b32 v83, a28
	v_accvgpr_read_b32 v84, a35
	v_accvgpr_read_b32 v85, a34
	v_accvgpr_read_b32 v86, a33
	v_accvgpr_read_b32 v87, a32
	v_accvgpr_read_b32 v88, a39
	v_accvgpr_read_b32 v89, a38
	v_accvgpr_read_b32 v90, a37
	v_accvgpr_read_b32 v91, a36
	v_accvgpr_read_b32 v92, a43
	v_accvgpr_read_b32 v93, a42
	v_accvgpr_read_b32 v94, a41
	v_accvgpr_read_b32 v95, a40
	v_accvgpr_read_b32 v96, a47
	v_accvgpr_read_b32 v97, a46
	v_accvgpr_read_b32 v98, a45
	v_accvgpr_read_b32 v99, a44
	v_accvgpr_read_b32 v100, a51
	v_accvgpr_read_b32 v101, a50
	v_accvgpr_read_b32 v102, a49
	v_accvgpr_read_b32 v103, a48
	v_accvgpr_read_b32 v104, a55
	v_accvgpr_read_b32 v105, a54
	v_accvgpr_read_b32 v106, a53
	v_accvgpr_read_b32 v107, a52
	v_accvgpr_read_b32 v108, a59
	v_accvgpr_read_b32 v109, a58
	v_accvgpr_read_b32 v112, a57
	v_accvgpr_read_b32 v113, a56
	v_accvgpr_read_b32 v114, a63
	v_accvgpr_read_b32 v115, a62
	v_accvgpr_read_b32 v116, a61
	v_accvgpr_read_b32 v117, a60
	v_accvgpr_read_b32 v118, a67
	v_accvgpr_read_b32 v119, a66
	v_accvgpr_read_b32 v120, a65
	v_accvgpr_read_b32 v121, a64
	v_accvgpr_read_b32 v122, a71
	v_accvgpr_read_b32 v123, a70
	v_accvgpr_read_b32 v124, a69
	v_accvgpr_read_b32 v125, a68
	v_accvgpr_read_b32 v126, a119
	v_accvgpr_read_b32 v127, a118
	v_accvgpr_read_b32 v128, a117
	v_accvgpr_read_b32 v129, a116
	v_accvgpr_read_b32 v130, a115
	v_accvgpr_read_b32 v131, a114
	v_accvgpr_read_b32 v132, a113
	v_accvgpr_read_b32 v133, a112
	v_accvgpr_read_b32 v134, a111
	v_accvgpr_read_b32 v135, a110
	v_accvgpr_read_b32 v136, a109
	v_accvgpr_read_b32 v137, a108
	v_accvgpr_read_b32 v138, a107
	v_accvgpr_read_b32 v139, a106
	v_accvgpr_read_b32 v140, a105
	v_accvgpr_read_b32 v141, a104
	v_accvgpr_read_b32 v142, a103
	v_accvgpr_read_b32 v143, a102
	v_accvgpr_read_b32 v144, a101
	v_accvgpr_read_b32 v145, a100
	v_accvgpr_read_b32 v146, a99
	v_accvgpr_read_b32 v147, a98
	v_accvgpr_read_b32 v148, a97
	v_accvgpr_read_b32 v149, a96
	v_accvgpr_read_b32 v150, a95
	v_accvgpr_read_b32 v151, a94
	v_accvgpr_read_b32 v152, a93
	v_accvgpr_read_b32 v153, a92
	v_accvgpr_read_b32 v154, a91
	v_accvgpr_read_b32 v155, a90
	v_accvgpr_read_b32 v156, a89
	v_accvgpr_read_b32 v157, a88
	v_accvgpr_read_b32 v158, a87
	v_accvgpr_read_b32 v159, a86
	v_accvgpr_read_b32 v160, a85
	v_accvgpr_read_b32 v161, a84
	v_accvgpr_read_b32 v162, a83
	v_accvgpr_read_b32 v163, a82
	v_accvgpr_read_b32 v164, a81
	v_accvgpr_read_b32 v165, a80
	v_accvgpr_read_b32 v166, a79
	v_accvgpr_read_b32 v167, a78
	v_accvgpr_read_b32 v168, a77
	v_accvgpr_read_b32 v169, a76
	v_accvgpr_read_b32 v170, a75
	v_accvgpr_read_b32 v42, a74
	v_accvgpr_read_b32 v40, a73
	v_accvgpr_read_b32 v38, a72
	s_and_b64 s[0:1], s[30:31], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_11
	v_mul_lo_u32 v39, v3, s46
	v_mul_lo_u32 v41, v2, s47
	v_mad_u64_u32 v[110:111], s[0:1], v2, s46, 0
	v_add3_u32 v111, v111, v41, v39
	v_mov_b32_e32 v39, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v38, v38
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v41, 64
	v_cndmask_b32_e64 v38, v38, v39, s[0:1]
	v_bfe_u32 v39, v38, 16, 1
	v_add3_u32 v39, v38, v39, s4
	v_lshl_add_u64 v[110:111], v[110:111], 1, s[44:45]
	v_lshrrev_b32_e32 v39, 16, v39
	v_or_b32_sdwa v38, v38, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[110:111], v[0:1], 1, v[110:111]
	v_cndmask_b32_e64 v38, v39, v38, s[0:1]
	flat_store_short v[110:111], v38
.LBB0_11:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v38, 1, v2
	v_mov_b32_e32 v39, v3
	v_cmp_gt_i64_e64 s[34:35], s[48:49], v[38:39]
	s_and_b64 s[0:1], s[34:35], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_13
	v_mul_lo_u32 v41, v39, s46
	v_mul_lo_u32 v43, v38, s47
	v_mad_u64_u32 v[110:111], s[0:1], v38, s46, 0
	v_add3_u32 v111, v111, v43, v41
	v_mov_b32_e32 v41, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v40, v40
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v43, 64
	v_cndmask_b32_e64 v40, v40, v41, s[0:1]
	v_bfe_u32 v41, v40, 16, 1
	v_add3_u32 v41, v40, v41, s4
	v_lshl_add_u64 v[110:111], v[110:111], 1, s[44:45]
	v_lshrrev_b32_e32 v41, 16, v41
	v_or_b32_sdwa v40, v40, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[110:111], v[0:1], 1, v[110:111]
	v_cndmask_b32_e64 v40, v41, v40, s[0:1]
	flat_store_short v[110:111], v40
.LBB0_13:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v40, 2, v2
	v_mov_b32_e32 v41, v3
	v_cmp_gt_i64_e64 s[36:37], s[48:49], v[40:41]
	s_and_b64 s[0:1], s[36:37], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_15
	v_mul_lo_u32 v43, v41, s46
	v_mul_lo_u32 v171, v40, s47
	v_mad_u64_u32 v[110:111], s[0:1], v40, s46, 0
	v_add3_u32 v111, v111, v171, v43
	v_mov_b32_e32 v43, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v42, v42
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v171, 64
	v_cndmask_b32_e64 v42, v42, v43, s[0:1]
	v_bfe_u32 v43, v42, 16, 1
	v_add3_u32 v43, v42, v43, s4
	v_lshl_add_u64 v[110:111], v[110:111], 1, s[44:45]
	v_lshrrev_b32_e32 v43, 16, v43
	v_or_b32_sdwa v42, v42, v171 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[110:111], v[0:1], 1, v[110:111]
	v_cndmask_b32_e64 v42, v43, v42, s[0:1]
	flat_store_short v[110:111], v42
.LBB0_15:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v42, 3, v2
	v_mov_b32_e32 v43, v3
	v_cmp_gt_i64_e64 s[38:39], s[48:49], v[42:43]
	s_and_b64 s[0:1], s[38:39], vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_17
	v_mul_lo_u32 v171, v43, s46
	v_mul_lo_u32 v172, v42, s47
	v_mad_u64_u32 v[110:111], s[0:1], v42, s46, 0
	v_add3_u32 v111, v111, v172, v171
	v_mov_b32_e32 v171, 0x7fc00000
	v_cmp_u_f32_e64 s[0:1], v170, v170
	s_movk_i32 s4, 0x7fff
	v_mov_b32_e32 v172, 64
	v_cndmask_b32_e64 v170, v170, v171, s[0:1]
	v_bfe_u32 v171, v170, 16, 1
	v_add3_u32 v171, v170, v171, s4
	v_lshl_add_u64 v[110:111], v[110:111], 1, s[44:45]
	v_lshrrev_b32_e32 v171, 16, v171
	v_or_b32_sdwa v170, v170, v172 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[110:111], v[0:1], 1, v[110:111]
	v_cndmask_b32_e64 v170, v171, v170, s[0:1]
	flat_store_short v[110:111], v170
.LBB0_17:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_gt_i64_e64 s[0:1], s[50:51], v[36:37]
	s_and_b64 s[2:3], s[30:31], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_19
	v_mul_lo_u32 v110, v3, s46
	v_mul_lo_u32 v111, v2, s47
	v_mad_u64_u32 v[36:37], s[2:3], v2, s46, 0
	v_add3_u32 v37, v37, v111, v110
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[44:45]
	v_lshl_add_u64 v[110:111], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[36:37], v[110:111], 1, v[36:37]
	v_mov_b32_e32 v110, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v169, v169
	s_movk_i32 s6, 0x7fff
	s_nop 0
	v_cndmask_b32_e64 v110, v169, v110, s[2:3]
	v_bfe_u32 v111, v110, 16, 1
	v_add3_u32 v111, v110, v111, s6
	v_mov_b32_e32 v169, 64
	v_lshrrev_b32_e32 v111, 16, v111
	v_or_b32_sdwa v110, v110, v169 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v110, v111, v110, s[2:3]
	flat_store_short v[36:37], v110 offset:32
.LBB0_19:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[34:35], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_21
	v_mul_lo_u32 v110, v39, s46
	v_mul_lo_u32 v111, v38, s47
	v_mad_u64_u32 v[36:37], s[2:3], v38, s46, 0
	v_add3_u32 v37, v37, v111, v110
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[44:45]
	v_lshl_add_u64 v[110:111], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[36:37], v[110:111], 1, v[36:37]
	v_mov_b32_e32 v110, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v168, v168
	s_movk_i32 s6, 0x7fff
	s_nop 0
	v_cndmask_b32_e64 v110, v168, v110, s[2:3]
	v_bfe_u32 v111, v110, 16, 1
	v_add3_u32 v111, v110, v111, s6
	v_mov_b32_e32 v168, 64
	v_lshrrev_b32_e32 v111, 16, v111
	v_or_b32_sdwa v110, v110, v168 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v110, v111, v110, s[2:3]
	flat_store_short v[36:37], v110 offset:32
.LBB0_21:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[36:37], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_23
	v_mul_lo_u32 v110, v41, s46
	v_mul_lo_u32 v111, v40, s47
	v_mad_u64_u32 v[36:37], s[2:3], v40, s46, 0
	v_add3_u32 v37, v37, v111, v110
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[44:45]
	v_lshl_add_u64 v[110:111], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[36:37], v[110:111], 1, v[36:37]
	v_mov_b32_e32 v110, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v167, v167
	s_movk_i32 s6, 0x7fff
	s_nop 0
	v_cndmask_b32_e64 v110, v167, v110, s[2:3]
	v_bfe_u32 v111, v110, 16, 1
	v_add3_u32 v111, v110, v111, s6
	v_mov_b32_e32 v167, 64
	v_lshrrev_b32_e32 v111, 16, v111
	v_or_b32_sdwa v110, v110, v167 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v110, v111, v110, s[2:3]
	flat_store_short v[36:37], v110 offset:32
.LBB0_23:
	s_or_b64 exec, exec, s[4:5]
	s_and_b64 s[2:3], s[38:39], s[0:1]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_25
	v_mul_lo_u32 v110, v43, s46
	v_mul_lo_u32 v111, v42, s47
	v_mad_u64_u32 v[36:37], s[2:3], v42, s46, 0
	v_add3_u32 v37, v37, v111, v110
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[44:45]
	v_lshl_add_u64 v[110:111], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[36:37], v[110:111], 1, v[36:37]
	v_mov_b32_e32 v110, 0x7fc00000
	v_cmp_u_f32_e64 s[2:3], v166, v166
	s_movk_i32 s6, 0x7fff
	s_nop 0
	v_cndmask_b32_e64 v110, v166, v110, s[2:3]
	v_bfe_u32 v111, v110, 16, 1
	v_add3_u32 v111, v110, v111, s6
	v_mov_b32_e32 v166, 64
	v_lshrrev_b32_e32 v111, 16, v111
	v_or_b32_sdwa v110, v110, v166 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e64 v110, v111, v110, s[2:3]
	flat_store_short v[36:37], v110 offset:32
.LBB0_25:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i64_e64 s[2:3], s[50:51], v[34:35]
	s_and_b64 s[4:5], s[2:3], s[30:31]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_27
	v_mul_lo_u32 v36, v3, s46
	v_mul_lo_u32 v37, v2, s47
	v_mad_u64_u32 v[34:35], s[4:5], v2, s46, 0
	v_add3_u32 v35, v35, v37, v36
	v_mov_b32_e32 v36, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v165, v165
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v110, 64
	v_cndmask_b32_e64 v36, v165, v36, s[4:5]
	v_bfe_u32 v37, v36, 16, 1
	v_add3_u32 v37, v36, v37, s8
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[44:45]
	v_lshrrev_b32_e32 v37, 16, v37
	v_or_b32_sdwa v36, v36, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[34:35], v[0:1], 1, v[34:35]
	v_cndmask_b32_e64 v36, v37, v36, s[4:5]
	flat_store_short v[34:35], v36 offset:64
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[34:35], s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_29
	v_mul_lo_u32 v36, v39, s46
	v_mul_lo_u32 v37, v38, s47
	v_mad_u64_u32 v[34:35], s[4:5], v38, s46, 0
	v_add3_u32 v35, v35, v37, v36
	v_mov_b32_e32 v36, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v164, v164
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v110, 64
	v_cndmask_b32_e64 v36, v164, v36, s[4:5]
	v_bfe_u32 v37, v36, 16, 1
	v_add3_u32 v37, v36, v37, s8
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[44:45]
	v_lshrrev_b32_e32 v37, 16, v37
	v_or_b32_sdwa v36, v36, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[34:35], v[0:1], 1, v[34:35]
	v_cndmask_b32_e64 v36, v37, v36, s[4:5]
	flat_store_short v[34:35], v36 offset:64
.LBB0_29:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[36:37], s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_31
	v_mul_lo_u32 v36, v41, s46
	v_mul_lo_u32 v37, v40, s47
	v_mad_u64_u32 v[34:35], s[4:5], v40, s46, 0
	v_add3_u32 v35, v35, v37, v36
	v_mov_b32_e32 v36, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v163, v163
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v110, 64
	v_cndmask_b32_e64 v36, v163, v36, s[4:5]
	v_bfe_u32 v37, v36, 16, 1
	v_add3_u32 v37, v36, v37, s8
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[44:45]
	v_lshrrev_b32_e32 v37, 16, v37
	v_or_b32_sdwa v36, v36, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[34:35], v[0:1], 1, v[34:35]
	v_cndmask_b32_e64 v36, v37, v36, s[4:5]
	flat_store_short v[34:35], v36 offset:64
.LBB0_31:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[4:5], s[38:39], s[2:3]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_33
	v_mul_lo_u32 v36, v43, s46
	v_mul_lo_u32 v37, v42, s47
	v_mad_u64_u32 v[34:35], s[4:5], v42, s46, 0
	v_add3_u32 v35, v35, v37, v36
	v_mov_b32_e32 v36, 0x7fc00000
	v_cmp_u_f32_e64 s[4:5], v162, v162
	s_movk_i32 s8, 0x7fff
	v_mov_b32_e32 v110, 64
	v_cndmask_b32_e64 v36, v162, v36, s[4:5]
	v_bfe_u32 v37, v36, 16, 1
	v_add3_u32 v37, v36, v37, s8
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[44:45]
	v_lshrrev_b32_e32 v37, 16, v37
	v_or_b32_sdwa v36, v36, v110 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[34:35], v[0:1], 1, v[34:35]
	v_cndmask_b32_e64 v36, v37, v36, s[4:5]
	flat_store_short v[34:35], v36 offset:64
.LBB0_33:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_i64_e64 s[4:5], s[50:51], v[32:33]
	s_and_b64 s[6:7], s[4:5], s[30:31]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_35
	v_mul_lo_u32 v34, v3, s46
	v_mul_lo_u32 v35, v2, s47
	v_mad_u64_u32 v[32:33], s[6:7], v2, s46, 0
	v_add3_u32 v33, v33, v35, v34
	v_mov_b32_e32 v34, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v161, v161
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v36, 64
	v_cndmask_b32_e64 v34, v161, v34, s[6:7]
	v_bfe_u32 v35, v34, 16, 1
	v_add3_u32 v35, v34, v35, s10
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[44:45]
	v_lshrrev_b32_e32 v35, 16, v35
	v_or_b32_sdwa v34, v34, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[32:33], v[0:1], 1, v[32:33]
	v_cndmask_b32_e64 v34, v35, v34, s[6:7]
	flat_store_short v[32:33], v34 offset:96
.LBB0_35:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[34:35], s[4:5]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_37
	v_mul_lo_u32 v34, v39, s46
	v_mul_lo_u32 v35, v38, s47
	v_mad_u64_u32 v[32:33], s[6:7], v38, s46, 0
	v_add3_u32 v33, v33, v35, v34
	v_mov_b32_e32 v34, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v160, v160
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v36, 64
	v_cndmask_b32_e64 v34, v160, v34, s[6:7]
	v_bfe_u32 v35, v34, 16, 1
	v_add3_u32 v35, v34, v35, s10
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[44:45]
	v_lshrrev_b32_e32 v35, 16, v35
	v_or_b32_sdwa v34, v34, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[32:33], v[0:1], 1, v[32:33]
	v_cndmask_b32_e64 v34, v35, v34, s[6:7]
	flat_store_short v[32:33], v34 offset:96
.LBB0_37:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[36:37], s[4:5]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_39
	v_mul_lo_u32 v34, v41, s46
	v_mul_lo_u32 v35, v40, s47
	v_mad_u64_u32 v[32:33], s[6:7], v40, s46, 0
	v_add3_u32 v33, v33, v35, v34
	v_mov_b32_e32 v34, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v159, v159
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v36, 64
	v_cndmask_b32_e64 v34, v159, v34, s[6:7]
	v_bfe_u32 v35, v34, 16, 1
	v_add3_u32 v35, v34, v35, s10
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[44:45]
	v_lshrrev_b32_e32 v35, 16, v35
	v_or_b32_sdwa v34, v34, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[32:33], v[0:1], 1, v[32:33]
	v_cndmask_b32_e64 v34, v35, v34, s[6:7]
	flat_store_short v[32:33], v34 offset:96
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[6:7], s[38:39], s[4:5]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB0_41
	v_mul_lo_u32 v34, v43, s46
	v_mul_lo_u32 v35, v42, s47
	v_mad_u64_u32 v[32:33], s[6:7], v42, s46, 0
	v_add3_u32 v33, v33, v35, v34
	v_mov_b32_e32 v34, 0x7fc00000
	v_cmp_u_f32_e64 s[6:7], v158, v158
	s_movk_i32 s10, 0x7fff
	v_mov_b32_e32 v36, 64
	v_cndmask_b32_e64 v34, v158, v34, s[6:7]
	v_bfe_u32 v35, v34, 16, 1
	v_add3_u32 v35, v34, v35, s10
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[44:45]
	v_lshrrev_b32_e32 v35, 16, v35
	v_or_b32_sdwa v34, v34, v36 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[32:33], v[0:1], 1, v[32:33]
	v_cndmask_b32_e64 v34, v35, v34, s[6:7]
	flat_store_short v[32:33], v34 offset:96
.LBB0_41:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_gt_i64_e64 s[6:7], s[50:51], v[30:31]
	s_and_b64 s[8:9], s[6:7], s[30:31]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_43
	v_mul_lo_u32 v32, v3, s46
	v_mul_lo_u32 v33, v2, s47
	v_mad_u64_u32 v[30:31], s[8:9], v2, s46, 0
	v_add3_u32 v31, v31, v33, v32
	v_mov_b32_e32 v32, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v157, v157
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v34, 64
	v_cndmask_b32_e64 v32, v157, v32, s[8:9]
	v_bfe_u32 v33, v32, 16, 1
	v_add3_u32 v33, v32, v33, s12
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[44:45]
	v_lshrrev_b32_e32 v33, 16, v33
	v_or_b32_sdwa v32, v32, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[30:31], v[0:1], 1, v[30:31]
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	flat_store_short v[30:31], v32 offset:128
.LBB0_43:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[34:35], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_45
	v_mul_lo_u32 v32, v39, s46
	v_mul_lo_u32 v33, v38, s47
	v_mad_u64_u32 v[30:31], s[8:9], v38, s46, 0
	v_add3_u32 v31, v31, v33, v32
	v_mov_b32_e32 v32, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v156, v156
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v34, 64
	v_cndmask_b32_e64 v32, v156, v32, s[8:9]
	v_bfe_u32 v33, v32, 16, 1
	v_add3_u32 v33, v32, v33, s12
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[44:45]
	v_lshrrev_b32_e32 v33, 16, v33
	v_or_b32_sdwa v32, v32, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[30:31], v[0:1], 1, v[30:31]
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	flat_store_short v[30:31], v32 offset:128
.LBB0_45:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[36:37], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_47
	v_mul_lo_u32 v32, v41, s46
	v_mul_lo_u32 v33, v40, s47
	v_mad_u64_u32 v[30:31], s[8:9], v40, s46, 0
	v_add3_u32 v31, v31, v33, v32
	v_mov_b32_e32 v32, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v155, v155
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v34, 64
	v_cndmask_b32_e64 v32, v155, v32, s[8:9]
	v_bfe_u32 v33, v32, 16, 1
	v_add3_u32 v33, v32, v33, s12
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[44:45]
	v_lshrrev_b32_e32 v33, 16, v33
	v_or_b32_sdwa v32, v32, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[30:31], v[0:1], 1, v[30:31]
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	flat_store_short v[30:31], v32 offset:128
.LBB0_47:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[8:9], s[38:39], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]
	s_cbranch_execz .LBB0_49
	v_mul_lo_u32 v32, v43, s46
	v_mul_lo_u32 v33, v42, s47
	v_mad_u64_u32 v[30:31], s[8:9], v42, s46, 0
	v_add3_u32 v31, v31, v33, v32
	v_mov_b32_e32 v32, 0x7fc00000
	v_cmp_u_f32_e64 s[8:9], v154, v154
	s_movk_i32 s12, 0x7fff
	v_mov_b32_e32 v34, 64
	v_cndmask_b32_e64 v32, v154, v32, s[8:9]
	v_bfe_u32 v33, v32, 16, 1
	v_add3_u32 v33, v32, v33, s12
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[44:45]
	v_lshrrev_b32_e32 v33, 16, v33
	v_or_b32_sdwa v32, v32, v34 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[30:31], v[0:1], 1, v[30:31]
	v_cndmask_b32_e64 v32, v33, v32, s[8:9]
	flat_store_short v[30:31], v32 offset:128
.LBB0_49:
	s_or_b64 exec, exec, s[10:11]
	v_cmp_gt_i64_e64 s[8:9], s[50:51], v[28:29]
	s_and_b64 s[10:11], s[8:9], s[30:31]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_51
	v_mul_lo_u32 v30, v3, s46
	v_mul_lo_u32 v31, v2, s47
	v_mad_u64_u32 v[28:29], s[10:11], v2, s46, 0
	v_add3_u32 v29, v29, v31, v30
	v_mov_b32_e32 v30, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v153, v153
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v32, 64
	v_cndmask_b32_e64 v30, v153, v30, s[10:11]
	v_bfe_u32 v31, v30, 16, 1
	v_add3_u32 v31, v30, v31, s14
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[44:45]
	v_lshrrev_b32_e32 v31, 16, v31
	v_or_b32_sdwa v30, v30, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[28:29], v[0:1], 1, v[28:29]
	v_cndmask_b32_e64 v30, v31, v30, s[10:11]
	flat_store_short v[28:29], v30 offset:160
.LBB0_51:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[34:35], s[8:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_53
	v_mul_lo_u32 v30, v39, s46
	v_mul_lo_u32 v31, v38, s47
	v_mad_u64_u32 v[28:29], s[10:11], v38, s46, 0
	v_add3_u32 v29, v29, v31, v30
	v_mov_b32_e32 v30, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v152, v152
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v32, 64
	v_cndmask_b32_e64 v30, v152, v30, s[10:11]
	v_bfe_u32 v31, v30, 16, 1
	v_add3_u32 v31, v30, v31, s14
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[44:45]
	v_lshrrev_b32_e32 v31, 16, v31
	v_or_b32_sdwa v30, v30, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[28:29], v[0:1], 1, v[28:29]
	v_cndmask_b32_e64 v30, v31, v30, s[10:11]
	flat_store_short v[28:29], v30 offset:160
.LBB0_53:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[36:37], s[8:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_55
	v_mul_lo_u32 v30, v41, s46
	v_mul_lo_u32 v31, v40, s47
	v_mad_u64_u32 v[28:29], s[10:11], v40, s46, 0
	v_add3_u32 v29, v29, v31, v30
	v_mov_b32_e32 v30, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v151, v151
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v32, 64
	v_cndmask_b32_e64 v30, v151, v30, s[10:11]
	v_bfe_u32 v31, v30, 16, 1
	v_add3_u32 v31, v30, v31, s14
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[44:45]
	v_lshrrev_b32_e32 v31, 16, v31
	v_or_b32_sdwa v30, v30, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[28:29], v[0:1], 1, v[28:29]
	v_cndmask_b32_e64 v30, v31, v30, s[10:11]
	flat_store_short v[28:29], v30 offset:160
.LBB0_55:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[38:39], s[8:9]
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB0_57
	v_mul_lo_u32 v30, v43, s46
	v_mul_lo_u32 v31, v42, s47
	v_mad_u64_u32 v[28:29], s[10:11], v42, s46, 0
	v_add3_u32 v29, v29, v31, v30
	v_mov_b32_e32 v30, 0x7fc00000
	v_cmp_u_f32_e64 s[10:11], v150, v150
	s_movk_i32 s14, 0x7fff
	v_mov_b32_e32 v32, 64
	v_cndmask_b32_e64 v30, v150, v30, s[10:11]
	v_bfe_u32 v31, v30, 16, 1
	v_add3_u32 v31, v30, v31, s14
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[44:45]
	v_lshrrev_b32_e32 v31, 16, v31
	v_or_b32_sdwa v30, v30, v32 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[28:29], v[0:1], 1, v[28:29]
	v_cndmask_b32_e64 v30, v31, v30, s[10:11]
	flat_store_short v[28:29], v30 offset:160
.LBB0_57:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_i64_e64 s[10:11], s[50:51], v[26:27]
	s_and_b64 s[12:13], s[10:11], s[30:31]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_59
	v_mul_lo_u32 v28, v3, s46
	v_mul_lo_u32 v29, v2, s47
	v_mad_u64_u32 v[26:27], s[12:13], v2, s46, 0
	v_add3_u32 v27, v27, v29, v28
	v_mov_b32_e32 v28, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v149, v149
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v30, 64
	v_cndmask_b32_e64 v28, v149, v28, s[12:13]
	v_bfe_u32 v29, v28, 16, 1
	v_add3_u32 v29, v28, v29, s16
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[44:45]
	v_lshrrev_b32_e32 v29, 16, v29
	v_or_b32_sdwa v28, v28, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[26:27], v[0:1], 1, v[26:27]
	v_cndmask_b32_e64 v28, v29, v28, s[12:13]
	flat_store_short v[26:27], v28 offset:192
.LBB0_59:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[34:35], s[10:11]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_61
	v_mul_lo_u32 v28, v39, s46
	v_mul_lo_u32 v29, v38, s47
	v_mad_u64_u32 v[26:27], s[12:13], v38, s46, 0
	v_add3_u32 v27, v27, v29, v28
	v_mov_b32_e32 v28, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v148, v148
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v30, 64
	v_cndmask_b32_e64 v28, v148, v28, s[12:13]
	v_bfe_u32 v29, v28, 16, 1
	v_add3_u32 v29, v28, v29, s16
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[44:45]
	v_lshrrev_b32_e32 v29, 16, v29
	v_or_b32_sdwa v28, v28, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[26:27], v[0:1], 1, v[26:27]
	v_cndmask_b32_e64 v28, v29, v28, s[12:13]
	flat_store_short v[26:27], v28 offset:192
.LBB0_61:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[36:37], s[10:11]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_63
	v_mul_lo_u32 v28, v41, s46
	v_mul_lo_u32 v29, v40, s47
	v_mad_u64_u32 v[26:27], s[12:13], v40, s46, 0
	v_add3_u32 v27, v27, v29, v28
	v_mov_b32_e32 v28, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v147, v147
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v30, 64
	v_cndmask_b32_e64 v28, v147, v28, s[12:13]
	v_bfe_u32 v29, v28, 16, 1
	v_add3_u32 v29, v28, v29, s16
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[44:45]
	v_lshrrev_b32_e32 v29, 16, v29
	v_or_b32_sdwa v28, v28, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[26:27], v[0:1], 1, v[26:27]
	v_cndmask_b32_e64 v28, v29, v28, s[12:13]
	flat_store_short v[26:27], v28 offset:192
.LBB0_63:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[38:39], s[10:11]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_cbranch_execz .LBB0_65
	v_mul_lo_u32 v28, v43, s46
	v_mul_lo_u32 v29, v42, s47
	v_mad_u64_u32 v[26:27], s[12:13], v42, s46, 0
	v_add3_u32 v27, v27, v29, v28
	v_mov_b32_e32 v28, 0x7fc00000
	v_cmp_u_f32_e64 s[12:13], v146, v146
	s_movk_i32 s16, 0x7fff
	v_mov_b32_e32 v30, 64
	v_cndmask_b32_e64 v28, v146, v28, s[12:13]
	v_bfe_u32 v29, v28, 16, 1
	v_add3_u32 v29, v28, v29, s16
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[44:45]
	v_lshrrev_b32_e32 v29, 16, v29
	v_or_b32_sdwa v28, v28, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[26:27], v[0:1], 1, v[26:27]
	v_cndmask_b32_e64 v28, v29, v28, s[12:13]
	flat_store_short v[26:27], v28 offset:192
.LBB0_65:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_i64_e64 s[12:13], s[50:51], v[24:25]
	s_and_b64 s[14:15], s[12:13], s[30:31]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_67
	v_mul_lo_u32 v26, v3, s46
	v_mul_lo_u32 v27, v2, s47
	v_mad_u64_u32 v[24:25], s[14:15], v2, s46, 0
	v_add3_u32 v25, v25, v27, v26
	v_mov_b32_e32 v26, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v145, v145
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v28, 64
	v_cndmask_b32_e64 v26, v145, v26, s[14:15]
	v_bfe_u32 v27, v26, 16, 1
	v_add3_u32 v27, v26, v27, s18
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[44:45]
	v_lshrrev_b32_e32 v27, 16, v27
	v_or_b32_sdwa v26, v26, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[24:25], v[0:1], 1, v[24:25]
	v_cndmask_b32_e64 v26, v27, v26, s[14:15]
	flat_store_short v[24:25], v26 offset:224
.LBB0_67:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[34:35], s[12:13]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_69
	v_mul_lo_u32 v26, v39, s46
	v_mul_lo_u32 v27, v38, s47
	v_mad_u64_u32 v[24:25], s[14:15], v38, s46, 0
	v_add3_u32 v25, v25, v27, v26
	v_mov_b32_e32 v26, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v144, v144
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v28, 64
	v_cndmask_b32_e64 v26, v144, v26, s[14:15]
	v_bfe_u32 v27, v26, 16, 1
	v_add3_u32 v27, v26, v27, s18
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[44:45]
	v_lshrrev_b32_e32 v27, 16, v27
	v_or_b32_sdwa v26, v26, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[24:25], v[0:1], 1, v[24:25]
	v_cndmask_b32_e64 v26, v27, v26, s[14:15]
	flat_store_short v[24:25], v26 offset:224
.LBB0_69:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[36:37], s[12:13]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_71
	v_mul_lo_u32 v26, v41, s46
	v_mul_lo_u32 v27, v40, s47
	v_mad_u64_u32 v[24:25], s[14:15], v40, s46, 0
	v_add3_u32 v25, v25, v27, v26
	v_mov_b32_e32 v26, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v143, v143
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v28, 64
	v_cndmask_b32_e64 v26, v143, v26, s[14:15]
	v_bfe_u32 v27, v26, 16, 1
	v_add3_u32 v27, v26, v27, s18
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[44:45]
	v_lshrrev_b32_e32 v27, 16, v27
	v_or_b32_sdwa v26, v26, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[24:25], v[0:1], 1, v[24:25]
	v_cndmask_b32_e64 v26, v27, v26, s[14:15]
	flat_store_short v[24:25], v26 offset:224
.LBB0_71:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[14:15], s[38:39], s[12:13]
	s_and_saveexec_b64 s[16:17], s[14:15]
	s_cbranch_execz .LBB0_73
	v_mul_lo_u32 v26, v43, s46
	v_mul_lo_u32 v27, v42, s47
	v_mad_u64_u32 v[24:25], s[14:15], v42, s46, 0
	v_add3_u32 v25, v25, v27, v26
	v_mov_b32_e32 v26, 0x7fc00000
	v_cmp_u_f32_e64 s[14:15], v142, v142
	s_movk_i32 s18, 0x7fff
	v_mov_b32_e32 v28, 64
	v_cndmask_b32_e64 v26, v142, v26, s[14:15]
	v_bfe_u32 v27, v26, 16, 1
	v_add3_u32 v27, v26, v27, s18
	v_lshl_add_u64 v[24:25], v[24:25], 1, s[44:45]
	v_lshrrev_b32_e32 v27, 16, v27
	v_or_b32_sdwa v26, v26, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[24:25], v[0:1], 1, v[24:25]
	v_cndmask_b32_e64 v26, v27, v26, s[14:15]
	flat_store_short v[24:25], v26 offset:224
.LBB0_73:
	s_or_b64 exec, exec, s[16:17]
	v_cmp_gt_i64_e64 s[14:15], s[50:51], v[22:23]
	s_and_b64 s[16:17], s[14:15], s[30:31]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_75
	v_mul_lo_u32 v24, v3, s46
	v_mul_lo_u32 v25, v2, s47
	v_mad_u64_u32 v[22:23], s[16:17], v2, s46, 0
	v_add3_u32 v23, v23, v25, v24
	v_mov_b32_e32 v24, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v141, v141
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v26, 64
	v_cndmask_b32_e64 v24, v141, v24, s[16:17]
	v_bfe_u32 v25, v24, 16, 1
	v_add3_u32 v25, v24, v25, s20
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[44:45]
	v_lshrrev_b32_e32 v25, 16, v25
	v_or_b32_sdwa v24, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[22:23], v[0:1], 1, v[22:23]
	v_cndmask_b32_e64 v24, v25, v24, s[16:17]
	flat_store_short v[22:23], v24 offset:256
.LBB0_75:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[34:35], s[14:15]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_77
	v_mul_lo_u32 v24, v39, s46
	v_mul_lo_u32 v25, v38, s47
	v_mad_u64_u32 v[22:23], s[16:17], v38, s46, 0
	v_add3_u32 v23, v23, v25, v24
	v_mov_b32_e32 v24, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v140, v140
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v26, 64
	v_cndmask_b32_e64 v24, v140, v24, s[16:17]
	v_bfe_u32 v25, v24, 16, 1
	v_add3_u32 v25, v24, v25, s20
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[44:45]
	v_lshrrev_b32_e32 v25, 16, v25
	v_or_b32_sdwa v24, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[22:23], v[0:1], 1, v[22:23]
	v_cndmask_b32_e64 v24, v25, v24, s[16:17]
	flat_store_short v[22:23], v24 offset:256
.LBB0_77:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[36:37], s[14:15]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_79
	v_mul_lo_u32 v24, v41, s46
	v_mul_lo_u32 v25, v40, s47
	v_mad_u64_u32 v[22:23], s[16:17], v40, s46, 0
	v_add3_u32 v23, v23, v25, v24
	v_mov_b32_e32 v24, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v139, v139
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v26, 64
	v_cndmask_b32_e64 v24, v139, v24, s[16:17]
	v_bfe_u32 v25, v24, 16, 1
	v_add3_u32 v25, v24, v25, s20
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[44:45]
	v_lshrrev_b32_e32 v25, 16, v25
	v_or_b32_sdwa v24, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[22:23], v[0:1], 1, v[22:23]
	v_cndmask_b32_e64 v24, v25, v24, s[16:17]
	flat_store_short v[22:23], v24 offset:256
.LBB0_79:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[38:39], s[14:15]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB0_81
	v_mul_lo_u32 v24, v43, s46
	v_mul_lo_u32 v25, v42, s47
	v_mad_u64_u32 v[22:23], s[16:17], v42, s46, 0
	v_add3_u32 v23, v23, v25, v24
	v_mov_b32_e32 v24, 0x7fc00000
	v_cmp_u_f32_e64 s[16:17], v138, v138
	s_movk_i32 s20, 0x7fff
	v_mov_b32_e32 v26, 64
	v_cndmask_b32_e64 v24, v138, v24, s[16:17]
	v_bfe_u32 v25, v24, 16, 1
	v_add3_u32 v25, v24, v25, s20
	v_lshl_add_u64 v[22:23], v[22:23], 1, s[44:45]
	v_lshrrev_b32_e32 v25, 16, v25
	v_or_b32_sdwa v24, v24, v26 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[22:23], v[0:1], 1, v[22:23]
	v_cndmask_b32_e64 v24, v25, v24, s[16:17]
	flat_store_short v[22:23], v24 offset:256
.LBB0_81:
	s_or_b64 exec, exec, s[18:19]
	v_cmp_gt_i64_e64 s[16:17], s[50:51], v[20:21]
	s_and_b64 s[18:19], s[16:17], s[30:31]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_83
	v_mul_lo_u32 v22, v3, s46
	v_mul_lo_u32 v23, v2, s47
	v_mad_u64_u32 v[20:21], s[18:19], v2, s46, 0
	v_add3_u32 v21, v21, v23, v22
	v_mov_b32_e32 v22, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v137, v137
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v24, 64
	v_cndmask_b32_e64 v22, v137, v22, s[18:19]
	v_bfe_u32 v23, v22, 16, 1
	v_add3_u32 v23, v22, v23, s22
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[44:45]
	v_lshrrev_b32_e32 v23, 16, v23
	v_or_b32_sdwa v22, v22, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[20:21], v[0:1], 1, v[20:21]
	v_cndmask_b32_e64 v22, v23, v22, s[18:19]
	flat_store_short v[20:21], v22 offset:288
.LBB0_83:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[34:35], s[16:17]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_85
	v_mul_lo_u32 v22, v39, s46
	v_mul_lo_u32 v23, v38, s47
	v_mad_u64_u32 v[20:21], s[18:19], v38, s46, 0
	v_add3_u32 v21, v21, v23, v22
	v_mov_b32_e32 v22, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v136, v136
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v24, 64
	v_cndmask_b32_e64 v22, v136, v22, s[18:19]
	v_bfe_u32 v23, v22, 16, 1
	v_add3_u32 v23, v22, v23, s22
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[44:45]
	v_lshrrev_b32_e32 v23, 16, v23
	v_or_b32_sdwa v22, v22, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[20:21], v[0:1], 1, v[20:21]
	v_cndmask_b32_e64 v22, v23, v22, s[18:19]
	flat_store_short v[20:21], v22 offset:288
.LBB0_85:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[36:37], s[16:17]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_87
	v_mul_lo_u32 v22, v41, s46
	v_mul_lo_u32 v23, v40, s47
	v_mad_u64_u32 v[20:21], s[18:19], v40, s46, 0
	v_add3_u32 v21, v21, v23, v22
	v_mov_b32_e32 v22, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v135, v135
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v24, 64
	v_cndmask_b32_e64 v22, v135, v22, s[18:19]
	v_bfe_u32 v23, v22, 16, 1
	v_add3_u32 v23, v22, v23, s22
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[44:45]
	v_lshrrev_b32_e32 v23, 16, v23
	v_or_b32_sdwa v22, v22, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[20:21], v[0:1], 1, v[20:21]
	v_cndmask_b32_e64 v22, v23, v22, s[18:19]
	flat_store_short v[20:21], v22 offset:288
.LBB0_87:
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[18:19], s[38:39], s[16:17]
	s_and_saveexec_b64 s[20:21], s[18:19]
	s_cbranch_execz .LBB0_89
	v_mul_lo_u32 v22, v43, s46
	v_mul_lo_u32 v23, v42, s47
	v_mad_u64_u32 v[20:21], s[18:19], v42, s46, 0
	v_add3_u32 v21, v21, v23, v22
	v_mov_b32_e32 v22, 0x7fc00000
	v_cmp_u_f32_e64 s[18:19], v134, v134
	s_movk_i32 s22, 0x7fff
	v_mov_b32_e32 v24, 64
	v_cndmask_b32_e64 v22, v134, v22, s[18:19]
	v_bfe_u32 v23, v22, 16, 1
	v_add3_u32 v23, v22, v23, s22
	v_lshl_add_u64 v[20:21], v[20:21], 1, s[44:45]
	v_lshrrev_b32_e32 v23, 16, v23
	v_or_b32_sdwa v22, v22, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[20:21], v[0:1], 1, v[20:21]
	v_cndmask_b32_e64 v22, v23, v22, s[18:19]
	flat_store_short v[20:21], v22 offset:288
.LBB0_89:
	s_or_b64 exec, exec, s[20:21]
	v_cmp_gt_i64_e64 s[18:19], s[50:51], v[18:19]
	s_and_b64 s[20:21], s[18:19], s[30:31]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_91
	v_mul_lo_u32 v20, v3, s46
	v_mul_lo_u32 v21, v2, s47
	v_mad_u64_u32 v[18:19], s[20:21], v2, s46, 0
	v_add3_u32 v19, v19, v21, v20
	v_mov_b32_e32 v20, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v133, v133
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v22, 64
	v_cndmask_b32_e64 v20, v133, v20, s[20:21]
	v_bfe_u32 v21, v20, 16, 1
	v_add3_u32 v21, v20, v21, s24
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[44:45]
	v_lshrrev_b32_e32 v21, 16, v21
	v_or_b32_sdwa v20, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[18:19], v[0:1], 1, v[18:19]
	v_cndmask_b32_e64 v20, v21, v20, s[20:21]
	flat_store_short v[18:19], v20 offset:320
.LBB0_91:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[20:21], s[34:35], s[18:19]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_93
	v_mul_lo_u32 v20, v39, s46
	v_mul_lo_u32 v21, v38, s47
	v_mad_u64_u32 v[18:19], s[20:21], v38, s46, 0
	v_add3_u32 v19, v19, v21, v20
	v_mov_b32_e32 v20, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v132, v132
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v22, 64
	v_cndmask_b32_e64 v20, v132, v20, s[20:21]
	v_bfe_u32 v21, v20, 16, 1
	v_add3_u32 v21, v20, v21, s24
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[44:45]
	v_lshrrev_b32_e32 v21, 16, v21
	v_or_b32_sdwa v20, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[18:19], v[0:1], 1, v[18:19]
	v_cndmask_b32_e64 v20, v21, v20, s[20:21]
	flat_store_short v[18:19], v20 offset:320
.LBB0_93:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[20:21], s[36:37], s[18:19]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_95
	v_mul_lo_u32 v20, v41, s46
	v_mul_lo_u32 v21, v40, s47
	v_mad_u64_u32 v[18:19], s[20:21], v40, s46, 0
	v_add3_u32 v19, v19, v21, v20
	v_mov_b32_e32 v20, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v131, v131
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v22, 64
	v_cndmask_b32_e64 v20, v131, v20, s[20:21]
	v_bfe_u32 v21, v20, 16, 1
	v_add3_u32 v21, v20, v21, s24
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[44:45]
	v_lshrrev_b32_e32 v21, 16, v21
	v_or_b32_sdwa v20, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[18:19], v[0:1], 1, v[18:19]
	v_cndmask_b32_e64 v20, v21, v20, s[20:21]
	flat_store_short v[18:19], v20 offset:320
.LBB0_95:
	s_or_b64 exec, exec, s[22:23]
	s_and_b64 s[20:21], s[38:39], s[18:19]
	s_and_saveexec_b64 s[22:23], s[20:21]
	s_cbranch_execz .LBB0_97
	v_mul_lo_u32 v20, v43, s46
	v_mul_lo_u32 v21, v42, s47
	v_mad_u64_u32 v[18:19], s[20:21], v42, s46, 0
	v_add3_u32 v19, v19, v21, v20
	v_mov_b32_e32 v20, 0x7fc00000
	v_cmp_u_f32_e64 s[20:21], v130, v130
	s_movk_i32 s24, 0x7fff
	v_mov_b32_e32 v22, 64
	v_cndmask_b32_e64 v20, v130, v20, s[20:21]
	v_bfe_u32 v21, v20, 16, 1
	v_add3_u32 v21, v20, v21, s24
	v_lshl_add_u64 v[18:19], v[18:19], 1, s[44:45]
	v_lshrrev_b32_e32 v21, 16, v21
	v_or_b32_sdwa v20, v20, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[18:19], v[0:1], 1, v[18:19]
	v_cndmask_b32_e64 v20, v21, v20, s[20:21]
	flat_store_short v[18:19], v20 offset:320
.LBB0_97:
	s_or_b64 exec, exec, s[22:23]
	v_cmp_gt_i64_e64 s[20:21], s[50:51], v[16:17]
	s_and_b64 s[22:23], s[20:21], s[30:31]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_99
	v_mul_lo_u32 v18, v3, s46
	v_mul_lo_u32 v19, v2, s47
	v_mad_u64_u32 v[16:17], s[22:23], v2, s46, 0
	v_add3_u32 v17, v17, v19, v18
	v_mov_b32_e32 v18, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v129, v129
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v20, 64
	v_cndmask_b32_e64 v18, v129, v18, s[22:23]
	v_bfe_u32 v19, v18, 16, 1
	v_add3_u32 v19, v18, v19, s26
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[44:45]
	v_lshrrev_b32_e32 v19, 16, v19
	v_or_b32_sdwa v18, v18, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[16:17], v[0:1], 1, v[16:17]
	v_cndmask_b32_e64 v18, v19, v18, s[22:23]
	flat_store_short v[16:17], v18 offset:352
.LBB0_99:
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[22:23], s[34:35], s[20:21]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_101
	v_mul_lo_u32 v18, v39, s46
	v_mul_lo_u32 v19, v38, s47
	v_mad_u64_u32 v[16:17], s[22:23], v38, s46, 0
	v_add3_u32 v17, v17, v19, v18
	v_mov_b32_e32 v18, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v128, v128
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v20, 64
	v_cndmask_b32_e64 v18, v128, v18, s[22:23]
	v_bfe_u32 v19, v18, 16, 1
	v_add3_u32 v19, v18, v19, s26
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[44:45]
	v_lshrrev_b32_e32 v19, 16, v19
	v_or_b32_sdwa v18, v18, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[16:17], v[0:1], 1, v[16:17]
	v_cndmask_b32_e64 v18, v19, v18, s[22:23]
	flat_store_short v[16:17], v18 offset:352
.LBB0_101:
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[22:23], s[36:37], s[20:21]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_103
	v_mul_lo_u32 v18, v41, s46
	v_mul_lo_u32 v19, v40, s47
	v_mad_u64_u32 v[16:17], s[22:23], v40, s46, 0
	v_add3_u32 v17, v17, v19, v18
	v_mov_b32_e32 v18, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v127, v127
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v20, 64
	v_cndmask_b32_e64 v18, v127, v18, s[22:23]
	v_bfe_u32 v19, v18, 16, 1
	v_add3_u32 v19, v18, v19, s26
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[44:45]
	v_lshrrev_b32_e32 v19, 16, v19
	v_or_b32_sdwa v18, v18, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[16:17], v[0:1], 1, v[16:17]
	v_cndmask_b32_e64 v18, v19, v18, s[22:23]
	flat_store_short v[16:17], v18 offset:352
.LBB0_103:
	s_or_b64 exec, exec, s[24:25]
	s_and_b64 s[22:23], s[38:39], s[20:21]
	s_and_saveexec_b64 s[24:25], s[22:23]
	s_cbranch_execz .LBB0_105
	v_mul_lo_u32 v18, v43, s46
	v_mul_lo_u32 v19, v42, s47
	v_mad_u64_u32 v[16:17], s[22:23], v42, s46, 0
	v_add3_u32 v17, v17, v19, v18
	v_mov_b32_e32 v18, 0x7fc00000
	v_cmp_u_f32_e64 s[22:23], v126, v126
	s_movk_i32 s26, 0x7fff
	v_mov_b32_e32 v20, 64
	v_cndmask_b32_e64 v18, v126, v18, s[22:23]
	v_bfe_u32 v19, v18, 16, 1
	v_add3_u32 v19, v18, v19, s26
	v_lshl_add_u64 v[16:17], v[16:17], 1, s[44:45]
	v_lshrrev_b32_e32 v19, 16, v19
	v_or_b32_sdwa v18, v18, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[16:17], v[0:1], 1, v[16:17]
	v_cndmask_b32_e64 v18, v19, v18, s[22:23]
	flat_store_short v[16:17], v18 offset:352
.LBB0_105:
	s_or_b64 exec, exec, s[24:25]
	v_cmp_gt_i64_e64 s[22:23], s[50:51], v[14:15]
	s_and_b64 s[24:25], s[22:23], s[30:31]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_107
	v_mul_lo_u32 v16, v3, s46
	v_mul_lo_u32 v17, v2, s47
	v_mad_u64_u32 v[14:15], s[24:25], v2, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v125, v125
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e64 v16, v125, v16, s[24:25]
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s28
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[14:15], v[0:1], 1, v[14:15]
	v_cndmask_b32_e64 v16, v17, v16, s[24:25]
	flat_store_short v[14:15], v16 offset:384
.LBB0_107:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[24:25], s[34:35], s[22:23]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_109
	v_mul_lo_u32 v16, v39, s46
	v_mul_lo_u32 v17, v38, s47
	v_mad_u64_u32 v[14:15], s[24:25], v38, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v124, v124
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e64 v16, v124, v16, s[24:25]
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s28
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[14:15], v[0:1], 1, v[14:15]
	v_cndmask_b32_e64 v16, v17, v16, s[24:25]
	flat_store_short v[14:15], v16 offset:384
.LBB0_109:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[24:25], s[36:37], s[22:23]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_111
	v_mul_lo_u32 v16, v41, s46
	v_mul_lo_u32 v17, v40, s47
	v_mad_u64_u32 v[14:15], s[24:25], v40, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v123, v123
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e64 v16, v123, v16, s[24:25]
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s28
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[14:15], v[0:1], 1, v[14:15]
	v_cndmask_b32_e64 v16, v17, v16, s[24:25]
	flat_store_short v[14:15], v16 offset:384
.LBB0_111:
	s_or_b64 exec, exec, s[26:27]
	s_and_b64 s[24:25], s[38:39], s[22:23]
	s_and_saveexec_b64 s[26:27], s[24:25]
	s_cbranch_execz .LBB0_113
	v_mul_lo_u32 v16, v43, s46
	v_mul_lo_u32 v17, v42, s47
	v_mad_u64_u32 v[14:15], s[24:25], v42, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e64 s[24:25], v122, v122
	s_movk_i32 s28, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e64 v16, v122, v16, s[24:25]
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s28
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[14:15], v[0:1], 1, v[14:15]
	v_cndmask_b32_e64 v16, v17, v16, s[24:25]
	flat_store_short v[14:15], v16 offset:384
.LBB0_113:
	s_or_b64 exec, exec, s[26:27]
	v_cmp_gt_i64_e64 s[24:25], s[50:51], v[12:13]
	s_and_b64 s[26:27], s[24:25], s[30:31]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_115
	v_mul_lo_u32 v14, v3, s46
	v_mul_lo_u32 v15, v2, s47
	v_mad_u64_u32 v[12:13], s[26:27], v2, s46, 0
	v_add3_u32 v13, v13, v15, v14
	v_mov_b32_e32 v14, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v121, v121
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v16, 64
	v_cndmask_b32_e64 v14, v121, v14, s[26:27]
	v_bfe_u32 v15, v14, 16, 1
	v_add3_u32 v15, v14, v15, s33
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[44:45]
	v_lshrrev_b32_e32 v15, 16, v15
	v_or_b32_sdwa v14, v14, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[12:13], v[0:1], 1, v[12:13]
	v_cndmask_b32_e64 v14, v15, v14, s[26:27]
	flat_store_short v[12:13], v14 offset:416
.LBB0_115:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], s[34:35], s[24:25]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_117
	v_mul_lo_u32 v14, v39, s46
	v_mul_lo_u32 v15, v38, s47
	v_mad_u64_u32 v[12:13], s[26:27], v38, s46, 0
	v_add3_u32 v13, v13, v15, v14
	v_mov_b32_e32 v14, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v120, v120
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v16, 64
	v_cndmask_b32_e64 v14, v120, v14, s[26:27]
	v_bfe_u32 v15, v14, 16, 1
	v_add3_u32 v15, v14, v15, s33
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[44:45]
	v_lshrrev_b32_e32 v15, 16, v15
	v_or_b32_sdwa v14, v14, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[12:13], v[0:1], 1, v[12:13]
	v_cndmask_b32_e64 v14, v15, v14, s[26:27]
	flat_store_short v[12:13], v14 offset:416
.LBB0_117:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], s[36:37], s[24:25]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_119
	v_mul_lo_u32 v14, v41, s46
	v_mul_lo_u32 v15, v40, s47
	v_mad_u64_u32 v[12:13], s[26:27], v40, s46, 0
	v_add3_u32 v13, v13, v15, v14
	v_mov_b32_e32 v14, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v119, v119
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v16, 64
	v_cndmask_b32_e64 v14, v119, v14, s[26:27]
	v_bfe_u32 v15, v14, 16, 1
	v_add3_u32 v15, v14, v15, s33
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[44:45]
	v_lshrrev_b32_e32 v15, 16, v15
	v_or_b32_sdwa v14, v14, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[12:13], v[0:1], 1, v[12:13]
	v_cndmask_b32_e64 v14, v15, v14, s[26:27]
	flat_store_short v[12:13], v14 offset:416
.LBB0_119:
	s_or_b64 exec, exec, s[28:29]
	s_and_b64 s[26:27], s[38:39], s[24:25]
	s_and_saveexec_b64 s[28:29], s[26:27]
	s_cbranch_execz .LBB0_121
	v_mul_lo_u32 v14, v43, s46
	v_mul_lo_u32 v15, v42, s47
	v_mad_u64_u32 v[12:13], s[26:27], v42, s46, 0
	v_add3_u32 v13, v13, v15, v14
	v_mov_b32_e32 v14, 0x7fc00000
	v_cmp_u_f32_e64 s[26:27], v118, v118
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v16, 64
	v_cndmask_b32_e64 v14, v118, v14, s[26:27]
	v_bfe_u32 v15, v14, 16, 1
	v_add3_u32 v15, v14, v15, s33
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[44:45]
	v_lshrrev_b32_e32 v15, 16, v15
	v_or_b32_sdwa v14, v14, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[12:13], v[0:1], 1, v[12:13]
	v_cndmask_b32_e64 v14, v15, v14, s[26:27]
	flat_store_short v[12:13], v14 offset:416
.LBB0_121:
	s_or_b64 exec, exec, s[28:29]
	v_cmp_gt_i64_e64 s[26:27], s[50:51], v[10:11]
	s_and_b64 s[28:29], s[26:27], s[30:31]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_123
	v_mul_lo_u32 v12, v3, s46
	v_mul_lo_u32 v13, v2, s47
	v_mad_u64_u32 v[10:11], s[28:29], v2, s46, 0
	v_add3_u32 v11, v11, v13, v12
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v117, v117
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e64 v12, v117, v12, s[28:29]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s33
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[44:45]
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], v[0:1], 1, v[10:11]
	v_cndmask_b32_e64 v12, v13, v12, s[28:29]
	flat_store_short v[10:11], v12 offset:448
.LBB0_123:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[28:29], s[34:35], s[26:27]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_125
	v_mul_lo_u32 v12, v39, s46
	v_mul_lo_u32 v13, v38, s47
	v_mad_u64_u32 v[10:11], s[28:29], v38, s46, 0
	v_add3_u32 v11, v11, v13, v12
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v116, v116
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e64 v12, v116, v12, s[28:29]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s33
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[44:45]
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], v[0:1], 1, v[10:11]
	v_cndmask_b32_e64 v12, v13, v12, s[28:29]
	flat_store_short v[10:11], v12 offset:448
.LBB0_125:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[28:29], s[36:37], s[26:27]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_127
	v_mul_lo_u32 v12, v41, s46
	v_mul_lo_u32 v13, v40, s47
	v_mad_u64_u32 v[10:11], s[28:29], v40, s46, 0
	v_add3_u32 v11, v11, v13, v12
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v115, v115
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e64 v12, v115, v12, s[28:29]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s33
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[44:45]
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], v[0:1], 1, v[10:11]
	v_cndmask_b32_e64 v12, v13, v12, s[28:29]
	flat_store_short v[10:11], v12 offset:448
.LBB0_127:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[28:29], s[38:39], s[26:27]
	s_and_saveexec_b64 s[40:41], s[28:29]
	s_cbranch_execz .LBB0_129
	v_mul_lo_u32 v12, v43, s46
	v_mul_lo_u32 v13, v42, s47
	v_mad_u64_u32 v[10:11], s[28:29], v42, s46, 0
	v_add3_u32 v11, v11, v13, v12
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_u_f32_e64 s[28:29], v114, v114
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e64 v12, v114, v12, s[28:29]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s33
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[44:45]
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], v[0:1], 1, v[10:11]
	v_cndmask_b32_e64 v12, v13, v12, s[28:29]
	flat_store_short v[10:11], v12 offset:448
.LBB0_129:
	s_or_b64 exec, exec, s[40:41]
	v_cmp_gt_i64_e64 s[28:29], s[50:51], v[8:9]
	s_and_b64 s[30:31], s[28:29], s[30:31]
	s_and_saveexec_b64 s[40:41], s[30:31]
	s_cbranch_execz .LBB0_131
	v_mul_lo_u32 v10, v3, s46
	v_mul_lo_u32 v11, v2, s47
	v_mad_u64_u32 v[8:9], s[30:31], v2, s46, 0
	v_add3_u32 v9, v9, v11, v10
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v113, v113
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v12, 64
	v_cndmask_b32_e64 v10, v113, v10, s[30:31]
	v_bfe_u32 v11, v10, 16, 1
	v_add3_u32 v11, v10, v11, s33
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v10, v11, v10, s[30:31]
	flat_store_short v[8:9], v10 offset:480
.LBB0_131:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[30:31], s[34:35], s[28:29]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_133
	v_mul_lo_u32 v10, v39, s46
	v_mul_lo_u32 v11, v38, s47
	v_mad_u64_u32 v[8:9], s[30:31], v38, s46, 0
	v_add3_u32 v9, v9, v11, v10
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v112, v112
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v12, 64
	v_cndmask_b32_e64 v10, v112, v10, s[30:31]
	v_bfe_u32 v11, v10, 16, 1
	v_add3_u32 v11, v10, v11, s33
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v10, v11, v10, s[30:31]
	flat_store_short v[8:9], v10 offset:480
.LBB0_133:
	s_or_b64 exec, exec, s[34:35]
	s_and_b64 s[30:31], s[36:37], s[28:29]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_135
	v_mul_lo_u32 v10, v41, s46
	v_mul_lo_u32 v11, v40, s47
	v_mad_u64_u32 v[8:9], s[30:31], v40, s46, 0
	v_add3_u32 v9, v9, v11, v10
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v109, v109
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v12, 64
	v_cndmask_b32_e64 v10, v109, v10, s[30:31]
	v_bfe_u32 v11, v10, 16, 1
	v_add3_u32 v11, v10, v11, s33
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v10, v11, v10, s[30:31]
	flat_store_short v[8:9], v10 offset:480
.LBB0_135:
	s_or_b64 exec, exec, s[34:35]
	s_and_b64 s[30:31], s[38:39], s[28:29]
	s_and_saveexec_b64 s[34:35], s[30:31]
	s_cbranch_execz .LBB0_137
	v_mul_lo_u32 v10, v43, s46
	v_mul_lo_u32 v11, v42, s47
	v_mad_u64_u32 v[8:9], s[30:31], v42, s46, 0
	v_add3_u32 v9, v9, v11, v10
	v_mov_b32_e32 v10, 0x7fc00000
	v_cmp_u_f32_e64 s[30:31], v108, v108
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v12, 64
	v_cndmask_b32_e64 v10, v108, v10, s[30:31]
	v_bfe_u32 v11, v10, 16, 1
	v_add3_u32 v11, v10, v11, s33
	v_lshl_add_u64 v[8:9], v[8:9], 1, s[44:45]
	v_lshrrev_b32_e32 v11, 16, v11
	v_or_b32_sdwa v10, v10, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[8:9], v[0:1], 1, v[8:9]
	v_cndmask_b32_e64 v10, v11, v10, s[30:31]
	flat_store_short v[8:9], v10 offset:480
.LBB0_137:
	s_or_b64 exec, exec, s[34:35]
	v_or_b32_e32 v8, 16, v2
	v_mov_b32_e32 v9, v3
	v_cmp_gt_i64_e64 s[30:31], s[48:49], v[8:9]
	s_and_b64 s[34:35], s[30:31], vcc
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB0_139
	v_mul_lo_u32 v12, v9, s46
	v_mul_lo_u32 v13, v8, s47
	v_mad_u64_u32 v[10:11], s[34:35], v8, s46, 0
	v_add3_u32 v11, v11, v13, v12
	v_mov_b32_e32 v12, 0x7fc00000
	v_cmp_u_f32_e64 s[34:35], v107, v107
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e64 v12, v107, v12, s[34:35]
	v_bfe_u32 v13, v12, 16, 1
	v_add3_u32 v13, v12, v13, s33
	v_lshl_add_u64 v[10:11], v[10:11], 1, s[44:45]
	v_lshrrev_b32_e32 v13, 16, v13
	v_or_b32_sdwa v12, v12, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[10:11], v[0:1], 1, v[10:11]
	v_cndmask_b32_e64 v12, v13, v12, s[34:35]
	flat_store_short v[10:11], v12
.LBB0_139:
	s_or_b64 exec, exec, s[36:37]
	v_or_b32_e32 v10, 17, v2
	v_mov_b32_e32 v11, v3
	v_cmp_gt_i64_e64 s[34:35], s[48:49], v[10:11]
	s_and_b64 s[36:37], s[34:35], vcc
	s_and_saveexec_b64 s[38:39], s[36:37]
	s_cbranch_execz .LBB0_141
	v_mul_lo_u32 v14, v11, s46
	v_mul_lo_u32 v15, v10, s47
	v_mad_u64_u32 v[12:13], s[36:37], v10, s46, 0
	v_add3_u32 v13, v13, v15, v14
	v_mov_b32_e32 v14, 0x7fc00000
	v_cmp_u_f32_e64 s[36:37], v106, v106
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v16, 64
	v_cndmask_b32_e64 v14, v106, v14, s[36:37]
	v_bfe_u32 v15, v14, 16, 1
	v_add3_u32 v15, v14, v15, s33
	v_lshl_add_u64 v[12:13], v[12:13], 1, s[44:45]
	v_lshrrev_b32_e32 v15, 16, v15
	v_or_b32_sdwa v14, v14, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[12:13], v[0:1], 1, v[12:13]
	v_cndmask_b32_e64 v14, v15, v14, s[36:37]
	flat_store_short v[12:13], v14
.LBB0_141:
	s_or_b64 exec, exec, s[38:39]
	v_or_b32_e32 v12, 18, v2
	v_mov_b32_e32 v13, v3
	v_cmp_gt_i64_e64 s[36:37], s[48:49], v[12:13]
	s_and_b64 s[38:39], s[36:37], vcc
	s_and_saveexec_b64 s[40:41], s[38:39]
	s_cbranch_execz .LBB0_143
	v_mul_lo_u32 v16, v13, s46
	v_mul_lo_u32 v17, v12, s47
	v_mad_u64_u32 v[14:15], s[38:39], v12, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e64 s[38:39], v105, v105
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e64 v16, v105, v16, s[38:39]
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s33
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[14:15], v[0:1], 1, v[14:15]
	v_cndmask_b32_e64 v16, v17, v16, s[38:39]
	flat_store_short v[14:15], v16
.LBB0_143:
	s_or_b64 exec, exec, s[40:41]
	v_or_b32_e32 v2, 19, v2
	v_cmp_gt_i64_e64 s[38:39], s[48:49], v[2:3]
	s_and_b64 s[42:43], s[38:39], vcc
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_145
	v_mul_lo_u32 v16, v3, s46
	v_mul_lo_u32 v17, v2, s47
	v_mad_u64_u32 v[14:15], s[42:43], v2, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v104, v104
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e32 v16, v104, v16, vcc
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s33
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[14:15], v[0:1], 1, v[14:15]
	v_cndmask_b32_e32 v16, v17, v16, vcc
	flat_store_short v[14:15], v16
.LBB0_145:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[42:43], s[30:31], s[0:1]
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_147
	v_mul_lo_u32 v16, v9, s46
	v_mul_lo_u32 v17, v8, s47
	v_mad_u64_u32 v[14:15], s[42:43], v8, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshl_add_u64 v[16:17], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[14:15], v[16:17], 1, v[14:15]
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v103, v103
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e32 v16, v103, v16, vcc
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s33
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v16, v17, v16, vcc
	flat_store_short v[14:15], v16 offset:32
.LBB0_147:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[42:43], s[34:35], s[0:1]
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_149
	v_mul_lo_u32 v16, v11, s46
	v_mul_lo_u32 v17, v10, s47
	v_mad_u64_u32 v[14:15], s[42:43], v10, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshl_add_u64 v[16:17], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[14:15], v[16:17], 1, v[14:15]
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v102, v102
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e32 v16, v102, v16, vcc
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s33
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v16, v17, v16, vcc
	flat_store_short v[14:15], v16 offset:32
.LBB0_149:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[42:43], s[36:37], s[0:1]
	s_and_saveexec_b64 s[40:41], s[42:43]
	s_cbranch_execz .LBB0_151
	v_mul_lo_u32 v16, v13, s46
	v_mul_lo_u32 v17, v12, s47
	v_mad_u64_u32 v[14:15], s[42:43], v12, s46, 0
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_lshl_add_u64 v[16:17], v[4:5], 0, v[6:7]
	v_lshl_add_u64 v[14:15], v[16:17], 1, v[14:15]
	v_mov_b32_e32 v16, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v101, v101
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v18, 64
	v_cndmask_b32_e32 v16, v101, v16, vcc
	v_bfe_u32 v17, v16, 16, 1
	v_add3_u32 v17, v16, v17, s33
	v_lshrrev_b32_e32 v17, 16, v17
	v_or_b32_sdwa v16, v16, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v16, v17, v16, vcc
	flat_store_short v[14:15], v16 offset:32
.LBB0_151:
	s_or_b64 exec, exec, s[40:41]
	s_and_b64 s[40:41], s[38:39], s[0:1]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_153
	v_mul_lo_u32 v16, v3, s46
	v_mul_lo_u32 v17, v2, s47
	v_mad_u64_u32 v[14:15], s[40:41], v2, s46, 0
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[6:7]
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v100, v100
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[14:15], v[14:15], 1, s[44:45]
	v_cndmask_b32_e32 v6, v100, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	s_movk_i32 s33, 0x7fff
	v_lshl_add_u64 v[4:5], v[4:5], 1, v[14:15]
	v_add3_u32 v7, v6, v7, s33
	v_mov_b32_e32 v14, 64
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:32
.LBB0_153:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[40:41], s[30:31], s[2:3]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_155
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[40:41], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v99, v99
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v99, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s33
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_155:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[40:41], s[34:35], s[2:3]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_157
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[40:41], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v98, v98
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v98, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s33
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_157:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[40:41], s[36:37], s[2:3]
	s_and_saveexec_b64 s[0:1], s[40:41]
	s_cbranch_execz .LBB0_159
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[40:41], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v97, v97
	s_movk_i32 s33, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v97, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s33
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_159:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[2:3]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_161
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v96, v96
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v96, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:64
.LBB0_161:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_163
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v95, v95
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v95, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_163:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_165
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v94, v94
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v94, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_165:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_167
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v93, v93
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v93, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_167:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[4:5]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_169
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v92, v92
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v92, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:96
.LBB0_169:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_171
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v91, v91
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v91, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_171:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_173
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v90, v90
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v90, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_173:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_175
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v89, v89
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v89, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_175:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[6:7]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_177
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v88, v88
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v88, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:128
.LBB0_177:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_179
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v87, v87
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v87, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_179:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_181
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v86, v86
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v86, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_181:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_183
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v85, v85
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v85, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_183:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[8:9]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_185
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v84, v84
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v84, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:160
.LBB0_185:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_187
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v83, v83
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v83, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_187:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_189
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v82, v82
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v82, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_189:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_191
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v81, v81
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v81, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_191:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[10:11]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_193
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v80, v80
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v80, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:192
.LBB0_193:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_195
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v79, v79
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v79, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_195:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_197
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v78, v78
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v78, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_197:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_199
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v77, v77
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v77, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_199:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[12:13]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_201
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v76, v76
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v76, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:224
.LBB0_201:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_203
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v75, v75
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v75, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_203:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_205
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v74, v74
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v74, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_205:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_207
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v73, v73
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v73, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_207:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[14:15]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_209
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v72, v72
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v72, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:256
.LBB0_209:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_211
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v71, v71
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v71, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_211:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_213
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v70, v70
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v70, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_213:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_215
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v69, v69
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v69, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_215:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[16:17]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_217
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v68, v68
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v68, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:288
.LBB0_217:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_219
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v67, v67
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v67, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_219:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_221
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v66, v66
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v66, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_221:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_223
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v65, v65
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v65, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_223:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[18:19]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_225
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v64, v64
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v64, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:320
.LBB0_225:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_227
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v63, v63
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v63, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_227:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_229
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v62, v62
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v62, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_229:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_231
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v61, v61
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v61, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_231:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[20:21]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_233
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v60, v60
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v60, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:352
.LBB0_233:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_235
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v59, v59
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v59, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_235:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_237
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v58, v58
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v58, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_237:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_239
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v57, v57
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v57, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_239:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[22:23]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_241
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v56, v56
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v56, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:384
.LBB0_241:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_243
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v55, v55
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v55, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_243:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_245
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v54, v54
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v54, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_245:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_247
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v53, v53
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v53, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_247:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[24:25]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_249
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v52, v52
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v52, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:416
.LBB0_249:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_251
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v51, v51
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v51, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_251:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_253
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v50, v50
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v50, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_253:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_255
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v49, v49
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v49, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_255:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[38:39], s[26:27]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_257
	v_mul_lo_u32 v6, v3, s46
	v_mul_lo_u32 v7, v2, s47
	v_mad_u64_u32 v[4:5], s[2:3], v2, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v48, v48
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v14, 64
	v_cndmask_b32_e32 v6, v48, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:448
.LBB0_257:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[30:31], s[28:29]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_259
	v_mul_lo_u32 v6, v9, s46
	v_mul_lo_u32 v7, v8, s47
	v_mad_u64_u32 v[4:5], s[2:3], v8, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v47, v47
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v8, 64
	v_cndmask_b32_e32 v6, v47, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:480
.LBB0_259:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[34:35], s[28:29]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_261
	v_mul_lo_u32 v6, v11, s46
	v_mul_lo_u32 v7, v10, s47
	v_mad_u64_u32 v[4:5], s[2:3], v10, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v46, v46
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v8, 64
	v_cndmask_b32_e32 v6, v46, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:480
.LBB0_261:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[2:3], s[36:37], s[28:29]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB0_263
	v_mul_lo_u32 v6, v13, s46
	v_mul_lo_u32 v7, v12, s47
	v_mad_u64_u32 v[4:5], s[2:3], v12, s46, 0
	v_add3_u32 v5, v5, v7, v6
	v_mov_b32_e32 v6, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v45, v45
	s_movk_i32 s2, 0x7fff
	v_mov_b32_e32 v8, 64
	v_cndmask_b32_e32 v6, v45, v6, vcc
	v_bfe_u32 v7, v6, 16, 1
	v_add3_u32 v7, v6, v7, s2
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[44:45]
	v_lshrrev_b32_e32 v7, 16, v7
	v_or_b32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_lshl_add_u64 v[4:5], v[0:1], 1, v[4:5]
	v_cndmask_b32_e32 v6, v7, v6, vcc
	flat_store_short v[4:5], v6 offset:480
.LBB0_263:
	s_or_b64 exec, exec, s[0:1]
	s_and_b64 s[0:1], s[38:39], s[28:29]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_265
	v_mul_lo_u32 v4, v3, s46
	v_mul_lo_u32 v5, v2, s47
	v_mad_u64_u32 v[2:3], s[0:1], v2, s46, 0
	v_add3_u32 v3, v3, v5, v4
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[44:45]
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[2:3]
	v_mov_b32_e32 v2, 0x7fc00000
	v_cmp_u_f32_e32 vcc, v44, v44
	s_movk_i32 s0, 0x7fff
	v_mov_b32_e32 v4, 64
	v_cndmask_b32_e32 v2, v44, v2, vcc
	v_bfe_u32 v3, v2, 16, 1
	v_add3_u32 v3, v2, v3, s0
	v_lshrrev_b32_e32 v3, 16, v3
	v_or_b32_sdwa v2, v2, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_cndmask_b32_e32 v2, v3, v2, vcc
	flat_store_short v[0:1], v2 offset:480
.LBB0_265:
	s_endpgm
.LBB0_266:
	s_branch .LBB0_5
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_lm_head
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 304
		.amdhsa_next_free_sgpr 52
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           logpjit_lm_head
    .private_segment_fixed_size: 0
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         logpjit_lm_head.kd
    .uses_dynamic_stack: false
    .vgpr_count:     304
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
