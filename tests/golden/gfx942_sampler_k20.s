; golden AMDGCN for tests/codegen/gfx942_test.cpp (processed sampler logprobs, one thread per row)
; regenerate: scripts/update-golden.sh
; spec: kind=sampler;target=gfx942;dtype=fp32;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_sampler
	.p2align	8
	.type	logpjit_sampler,@function
logpjit_sampler:
	s_load_dwordx2 s[4:5], s[0:1], 0x60
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 5
	v_or_b32_e32 v0, s2, v0
	v_mov_b32_e32 v1, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[4:5], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_37
	s_load_dwordx16 s[4:19], s[0:1], 0x0
	v_mad_u64_u32 v[4:5], s[2:3], v0, 20, 0
	v_mad_u32_u24 v5, v1, 20, v5
	s_load_dwordx8 s[20:27], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_lshl_add_u64 v[2:3], v[4:5], 3, v[2:3]
	flat_load_dwordx2 v[8:9], v[2:3]
	v_mov_b64_e32 v[6:7], 0
	v_mov_b32_e32 v10, s6
	v_mov_b32_e32 v11, s7
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v20, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[0:1], -1, v[8:9]
	v_mov_b64_e32 v[8:9], v[6:7]
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_26
	v_cmp_lt_i64_e64 s[28:29], s[12:13], 1
	v_mov_b64_e32 v[6:7], 0
	v_cmp_gt_i64_e64 s[6:7], s[12:13], 0
	v_mov_b64_e32 v[8:9], s[12:13]
	s_mov_b32 s12, 0
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB0_3:
	flat_load_dwordx2 v[12:13], v[10:11]
	v_cmp_lt_i64_e32 vcc, s[2:3], v[8:9]
	s_lshl_b64 s[30:31], 1, s2
	s_or_b64 s[34:35], s[28:29], vcc
	s_not_b64 s[30:31], s[30:31]
	v_and_b32_e32 v16, s31, v7
	v_and_b32_e32 v17, s30, v6
	v_mov_b32_e32 v15, s12
	v_lshl_add_u64 v[10:11], v[10:11], 0, 8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, -1, v[12:13]
	s_and_b64 s[30:31], s[34:35], vcc
	v_cndmask_b32_e64 v14, 0, 1, s[30:31]
	v_lshlrev_b64 v[6:7], s2, v[14:15]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	v_or_b32_e32 v7, v7, v16
	s_cmp_lg_u64 s[2:3], 20
	v_or_b32_e32 v6, v6, v17
	s_cbranch_scc1 .LBB0_3
	s_andn2_b64 vcc, exec, s[6:7]
	v_mov_b32_e32 v20, 0
	s_cbranch_vccnz .LBB0_10
	flat_load_dword v10, v[4:5]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s12, 0xc2b00000
	s_mov_b32 s13, 0x42b20000
	v_mov_b32_e32 v12, 0x4b400000
	v_mov_b32_e32 v13, 0x3c0905f1
	s_mov_b32 s15, 0x7f800000
	v_mov_b32_e32 v14, 0xc2b00000
	v_mov_b32_e32 v15, 0x42b20000
	v_mov_b64_e32 v[8:9], v[4:5]
	s_branch .LBB0_7
.LBB0_6:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u64 s[2:3], 20
	v_lshl_add_u64 v[8:9], v[8:9], 0, 4
	s_cbranch_scc1 .LBB0_9
.LBB0_7:
	v_lshrrev_b64 v[16:17], s2, v[6:7]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_6
	flat_load_dword v16, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s12, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v14, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v15, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v12
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v13
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s15, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v11, v11, v16
	s_branch .LBB0_6
.LBB0_9:
	s_mov_b32 s2, 0x800000
	v_mul_f32_e32 v8, 0x4c000000, v11
	v_cmp_gt_f32_e32 vcc, s2, v11
	s_mov_b32 s2, 0x7fffff
	v_mov_b32_e32 v12, 0xffffff82
	v_cndmask_b32_e32 v8, v11, v8, vcc
	v_mov_b32_e32 v13, 0xffffff69
	v_lshrrev_b32_e32 v9, 23, v8
	v_and_or_b32 v8, v8, s2, 0.5
	s_mov_b32 s2, 0x3f3504f3
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_add_u32_e32 v9, v12, v9
	v_cmp_gt_f32_e32 vcc, s2, v8
	v_add_f32_e32 v12, v8, v8
	v_mov_b32_e32 v13, 0xbdebd1b8
	v_cndmask_b32_e32 v8, v8, v12, vcc
	v_add_f32_e32 v8, -1.0, v8
	v_fmac_f32_e32 v13, 0x3d9021bb, v8
	v_fmaak_f32 v13, v13, v8, 0x3def251a
	v_fmaak_f32 v13, v13, v8, 0xbdfe5d4f
	v_fmaak_f32 v13, v13, v8, 0x3e11e9bf
	v_fmaak_f32 v13, v13, v8, 0xbe2aae50
	v_subbrev_co_u32_e64 v9, s[2:3], 0, v9, vcc
	v_fmaak_f32 v13, v13, v8, 0x3e4cceac
	v_fmaak_f32 v13, v13, v8, 0xbe7ffffc
	v_cvt_f32_i32_e32 v9, v9
	v_fmaak_f32 v13, v13, v8, 0x3eaaaaaa
	v_mul_f32_e32 v12, v8, v8
	v_mul_f32_e32 v13, v8, v13
	v_mul_f32_e32 v13, v12, v13
	v_fmamk_f32 v13, v9, 0xb95e8083, v13
	v_fmac_f32_e32 v13, -0.5, v12
	v_add_f32_e32 v8, v8, v13
	v_fmamk_f32 v8, v9, 0x3f318000, v8
	v_mov_b32_e32 v9, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v11
	s_mov_b32 s2, 0x7f800000
	s_nop 0
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_eq_f32_e32 vcc, s2, v11
	v_mov_b32_e32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v11
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v11, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v20, v10, v8
.LBB0_10:
	v_cmp_nlt_f32_e64 s[2:3], s14, 1.0
	v_cmp_ngt_f32_e64 s[6:7], s14, 0
	s_or_b64 s[2:3], s[6:7], s[2:3]
	s_mov_b32 s15, 0
	s_mov_b64 s[28:29], -1
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_22
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v10, 0
	s_mov_b32 s33, 0xc2b00000
	s_mov_b32 s34, 0x42b20000
	v_mov_b32_e32 v11, 0x4b400000
	v_mov_b32_e32 v12, 0x3c0905f1
	s_mov_b32 s35, 0x7f800000
	v_mov_b32_e32 v13, 0xc2b00000
	v_mov_b32_e32 v14, 0x42b20000
	v_mov_b64_e32 v[8:9], v[4:5]
	s_branch .LBB0_13
.LBB0_12:
	s_or_b64 exec, exec, s[30:31]
	s_lshl_b64 s[30:31], 1, s2
	s_not_b64 s[30:31], s[30:31]
	v_and_b32_e32 v15, s31, v7
	v_and_b32_e32 v16, s30, v6
	v_cndmask_b32_e64 v6, 0, 1, s[28:29]
	v_mov_b32_e32 v7, s15
	v_lshlrev_b64 v[6:7], s2, v[6:7]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[28:29], s[12:13], exec
	s_or_b64 s[6:7], s[6:7], s[28:29]
	v_or_b32_e32 v7, v7, v15
	v_or_b32_e32 v6, v6, v16
	s_cmp_eq_u64 s[2:3], 20
	v_lshl_add_u64 v[8:9], v[8:9], 0, 4
	s_cbranch_scc1 .LBB0_15
.LBB0_13:
	v_lshrrev_b64 v[16:17], s2, v[6:7]
	v_and_b32_e32 v15, 1, v16
	s_xor_b64 s[28:29], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v15
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[30:31], s[6:7], exec
	s_and_b64 s[28:29], s[28:29], vcc
	s_or_b64 s[12:13], s[12:13], s[30:31]
	s_and_saveexec_b64 s[30:31], s[28:29]
	s_cbranch_execz .LBB0_12
	flat_load_dword v15, v[8:9]
	s_andn2_b64 s[6:7], s[12:13], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v15, v15, v20
	v_cmp_ngt_f32_e32 vcc, s33, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v13, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s34, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v14, v15, vcc
	v_fmamk_f32 v16, v15, 0x3fb8aa3b, v11
	v_add_f32_e32 v17, 0xcb400000, v16
	v_fmac_f32_e32 v15, 0xbf318000, v17
	v_fmac_f32_e32 v15, 0x395e8083, v17
	v_fmamk_f32 v18, v15, 0x3ab688be, v12
	v_fmaak_f32 v18, v18, v15, 0x3d2aaa8c
	v_fmaak_f32 v18, v18, v15, 0x3e2aaa6e
	v_mul_f32_e32 v17, v15, v15
	v_fma_f32 v18, v18, v15, 0.5
	v_lshl_add_u32 v16, v16, 23, 1.0
	v_fmac_f32_e32 v15, v17, v18
	v_fma_f32 v15, v15, v16, v16
	v_cmp_eq_f32_e32 vcc, s35, v16
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v16, vcc
	v_add_f32_e32 v10, v10, v15
	v_cmp_ngt_f32_e32 vcc, s14, v10
	s_and_b64 s[12:13], vcc, exec
	s_or_b64 s[12:13], s[6:7], s[12:13]
	s_branch .LBB0_12
.LBB0_15:
	s_mov_b64 s[28:29], 0
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_21
	flat_load_dword v10, v[4:5]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s14, 0xc2b00000
	s_mov_b32 s15, 0x42b20000
	v_mov_b32_e32 v12, 0x4b400000
	v_mov_b32_e32 v13, 0x3c0905f1
	s_mov_b32 s28, 0x7f800000
	v_mov_b32_e32 v14, 0xc2b00000
	v_mov_b32_e32 v15, 0x42b20000
	v_mov_b64_e32 v[8:9], v[4:5]
	s_branch .LBB0_18
.LBB0_17:
	s_or_b64 exec, exec, s[12:13]
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u64 s[2:3], 20
	v_lshl_add_u64 v[8:9], v[8:9], 0, 4
	s_cbranch_scc1 .LBB0_20
.LBB0_18:
	v_lshrrev_b64 v[16:17], s2, v[6:7]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_17
	flat_load_dword v16, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s14, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v14, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s15, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v15, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v12
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v13
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s28, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v11, v11, v16
	s_branch .LBB0_17
.LBB0_20:
	s_mov_b32 s2, 0x800000
	v_mul_f32_e32 v8, 0x4c000000, v11
	v_cmp_gt_f32_e32 vcc, s2, v11
	s_mov_b32 s2, 0x7fffff
	v_mov_b32_e32 v12, 0xffffff82
	v_cndmask_b32_e32 v8, v11, v8, vcc
	v_mov_b32_e32 v13, 0xffffff69
	v_lshrrev_b32_e32 v9, 23, v8
	v_and_or_b32 v8, v8, s2, 0.5
	s_mov_b32 s2, 0x3f3504f3
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_add_u32_e32 v9, v12, v9
	v_cmp_gt_f32_e32 vcc, s2, v8
	v_add_f32_e32 v12, v8, v8
	v_mov_b32_e32 v13, 0xbdebd1b8
	v_cndmask_b32_e32 v8, v8, v12, vcc
	v_add_f32_e32 v8, -1.0, v8
	v_fmac_f32_e32 v13, 0x3d9021bb, v8
	v_fmaak_f32 v13, v13, v8, 0x3def251a
	v_fmaak_f32 v13, v13, v8, 0xbdfe5d4f
	v_fmaak_f32 v13, v13, v8, 0x3e11e9bf
	v_fmaak_f32 v13, v13, v8, 0xbe2aae50
	v_subbrev_co_u32_e64 v9, s[2:3], 0, v9, vcc
	v_fmaak_f32 v13, v13, v8, 0x3e4cceac
	v_fmaak_f32 v13, v13, v8, 0xbe7ffffc
	v_cvt_f32_i32_e32 v9, v9
	v_fmaak_f32 v13, v13, v8, 0x3eaaaaaa
	v_mul_f32_e32 v12, v8, v8
	v_mul_f32_e32 v13, v8, v13
	v_mul_f32_e32 v13, v12, v13
	v_fmamk_f32 v13, v9, 0xb95e8083, v13
	v_fmac_f32_e32 v13, -0.5, v12
	v_add_f32_e32 v8, v8, v13
	v_fmamk_f32 v8, v9, 0x3f318000, v8
	v_mov_b32_e32 v9, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v11
	s_mov_b32 s2, 0x7f800000
	s_mov_b64 s[28:29], exec
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_eq_f32_e32 vcc, s2, v11
	v_mov_b32_e32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v11
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_u_f32_e32 vcc, v11, v11
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v11, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v20, v10, v8
.LBB0_21:
	s_or_b64 exec, exec, s[6:7]
.LBB0_22:
	v_mov_b64_e32 v[8:9], -1
	s_and_saveexec_b64 s[2:3], s[28:29]
	s_cbranch_execz .LBB0_25
	s_mov_b64 s[6:7], 0
	v_mov_b64_e32 v[8:9], 0
	v_mov_b32_e32 v11, 0
.LBB0_24:
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	s_add_u32 s6, s6, 1
	v_and_b32_e32 v10, 1, v12
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 20
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	s_cbranch_scc0 .LBB0_24
.LBB0_25:
	s_or_b64 exec, exec, s[2:3]
.LBB0_26:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_i64_e64 s[2:3], s[16:17], 1
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_31
	v_mul_lo_u32 v16, v1, s16
	v_mul_lo_u32 v17, v0, s17
	v_mad_u64_u32 v[14:15], s[2:3], v0, s16, 0
	v_mov_b32_e32 v10, s22
	v_mov_b32_e32 v11, s23
	v_mov_b32_e32 v12, s24
	v_mov_b32_e32 v13, s25
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[10:11], v[14:15], 3, v[10:11]
	v_lshl_add_u64 v[12:13], v[14:15], 2, v[12:13]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v21, 0x7fc00000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[4:5]
	s_branch .LBB0_29
.LBB0_28:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	flat_store_dwordx2 v[10:11], v[18:19]
	flat_store_dword v[12:13], v23
	v_lshl_add_u64 v[12:13], v[12:13], 0, 4
	v_lshl_add_u64 v[10:11], v[10:11], 0, 8
	v_lshl_add_u64 v[16:17], v[16:17], 0, 4
	s_cmp_eq_u64 s[16:17], s[4:5]
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	s_cbranch_scc1 .LBB0_31
.LBB0_29:
	v_mov_b32_e32 v23, 0
	v_mov_b64_e32 v[18:19], -1
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_28
	flat_load_dwordx2 v[18:19], v[14:15]
	flat_load_dword v23, v[16:17]
	v_lshrrev_b64 v[24:25], s4, v[6:7]
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v23, v23, v20
	v_cmp_o_f32_e64 s[2:3], v23, v23
	v_cndmask_b32_e32 v19, -1, v19, vcc
	v_cndmask_b32_e32 v18, -1, v18, vcc
	v_cndmask_b32_e64 v23, v21, v23, s[2:3]
	v_cndmask_b32_e32 v23, v22, v23, vcc
	s_branch .LBB0_28
.LBB0_31:
	v_mov_b32_e32 v18, 0
	v_mov_b64_e32 v[12:13], 0
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_36
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[10:11]
	flat_load_dwordx2 v[14:15], v[12:13]
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[10:11]
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b64_e32 v[12:13], 0
	v_mov_b32_e32 v19, 0x7fc00000
	s_branch .LBB0_34
.LBB0_33:
	s_or_b64 exec, exec, s[8:9]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[0:1], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	s_cmp_eq_u64 s[4:5], 20
	v_lshl_add_u64 v[2:3], v[2:3], 0, 8
	s_cbranch_scc1 .LBB0_36
.LBB0_34:
	flat_load_dwordx2 v[22:23], v[2:3]
	v_lshrrev_b64 v[24:25], s4, v[6:7]
	v_and_b32_e32 v21, 1, v24
	s_andn2_b64 s[10:11], s[0:1], exec
	v_cmp_eq_u32_e32 vcc, 1, v21
	s_xor_b64 s[8:9], s[6:7], -1
	s_and_b64 s[12:13], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e64 s[0:1], v[22:23], v[14:15]
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 s[14:15], s[0:1], s[8:9]
	s_or_b64 s[0:1], s[10:11], s[12:13]
	s_and_saveexec_b64 s[8:9], s[14:15]
	s_cbranch_execz .LBB0_33
	flat_load_dword v18, v[4:5]
	flat_load_dwordx2 v[12:13], v[16:17]
	s_or_b64 s[0:1], s[0:1], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v18, v18, v20
	v_cmp_o_f32_e32 vcc, v18, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v19, v18, vcc
	s_branch .LBB0_33
.LBB0_36:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	flat_store_dword v[0:1], v18
	v_lshl_add_u64 v[0:1], s[20:21], 0, v[10:11]
	flat_store_dwordx2 v[0:1], v[12:13]
	v_lshl_add_u64 v[0:1], s[26:27], 0, v[10:11]
	flat_store_dwordx2 v[0:1], v[8:9]
.LBB0_37:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_sampler
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 28
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
	.size	logpjit_sampler, .Lfunc_end0-logpjit_sampler

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
    .name:           logpjit_sampler
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         logpjit_sampler.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
