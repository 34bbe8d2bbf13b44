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
	s_load_dwordx4 s[28:31], s[0:1], 0x60
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 5
	v_or_b32_e32 v0, s2, v0
	v_mov_b32_e32 v1, s3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[28:29], v[0:1]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_109
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
	s_mov_b64 s[36:37], 0
	v_mov_b32_e32 v20, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[10:11]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e64 s[0:1], -1, v[8:9]
	v_mov_b64_e32 v[8:9], v[6:7]
	s_and_saveexec_b64 s[28:29], s[0:1]
	s_cbranch_execz .LBB0_80
	v_mov_b64_e32 v[12:13], 0
	v_cmp_gt_i64_e64 s[34:35], s[12:13], 0
	v_cmp_lt_i64_e64 s[38:39], s[12:13], 1
	v_mov_b64_e32 v[6:7], s[12:13]
	s_mov_b32 s15, 0
	v_mov_b64_e32 v[10:11], v[2:3]
	s_branch .LBB0_4
.LBB0_3:
	flat_load_dwordx4 v[12:15], v[10:11] offset:32
	flat_load_dwordx4 v[16:19], v[10:11] offset:48
	s_add_u32 s40, s36, 4
	v_mov_b64_e32 v[20:21], s[12:13]
	s_addc_u32 s41, s37, 0
	v_cmp_lt_i64_e32 vcc, s[40:41], v[20:21]
	s_or_b64 s[42:43], vcc, s[38:39]
	s_lshl_b64 s[2:3], 16, s36
	v_mov_b32_e32 v23, s15
	s_not_b64 s[2:3], s[2:3]
	v_and_b32_e32 v24, s3, v9
	v_and_b32_e32 v26, s2, v8
	v_mov_b32_e32 v25, s15
	v_mov_b32_e32 v27, s15
	v_mov_b32_e32 v29, s15
	v_lshl_add_u64 v[10:11], v[10:11], 0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, -1, v[12:13]
	s_and_b64 s[42:43], s[42:43], vcc
	v_cndmask_b32_e64 v22, 0, 1, s[42:43]
	v_lshlrev_b64 v[12:13], s40, v[22:23]
	s_add_u32 s40, s36, 5
	s_addc_u32 s41, s37, 0
	s_lshl_b64 s[42:43], 32, s36
	v_cmp_lt_i64_e32 vcc, s[40:41], v[20:21]
	v_cmp_lt_i64_e64 s[2:3], -1, v[14:15]
	s_not_b64 s[40:41], s[42:43]
	s_or_b64 s[42:43], vcc, s[38:39]
	s_add_i32 s33, s36, 5
	s_and_b64 s[2:3], s[42:43], s[2:3]
	v_or_b32_e32 v13, v13, v24
	v_cndmask_b32_e64 v24, 0, 1, s[2:3]
	s_add_u32 s2, s36, 6
	v_or_b32_e32 v12, v12, v26
	s_addc_u32 s3, s37, 0
	v_and_b32_e32 v14, s41, v13
	v_and_b32_e32 v15, s40, v12
	v_lshlrev_b64 v[12:13], s33, v[24:25]
	s_lshl_b64 s[40:41], 64, s36
	v_cmp_lt_i64_e32 vcc, s[2:3], v[20:21]
	v_cmp_lt_i64_e64 s[4:5], -1, v[16:17]
	v_or_b32_e32 v13, v13, v14
	v_or_b32_e32 v12, v12, v15
	s_not_b64 s[2:3], s[40:41]
	s_or_b64 s[40:41], vcc, s[38:39]
	s_add_i32 s33, s36, 6
	v_and_b32_e32 v14, s3, v13
	v_and_b32_e32 v15, s2, v12
	s_and_b64 s[2:3], s[40:41], s[4:5]
	v_cndmask_b32_e64 v26, 0, 1, s[2:3]
	s_add_u32 s2, s36, 7
	s_addc_u32 s3, s37, 0
	v_lshlrev_b64 v[12:13], s33, v[26:27]
	s_lshl_b64 s[4:5], 0x80, s36
	v_cmp_lt_i64_e32 vcc, s[2:3], v[20:21]
	v_cmp_lt_i64_e64 s[6:7], -1, v[18:19]
	v_or_b32_e32 v13, v13, v14
	v_or_b32_e32 v12, v12, v15
	s_not_b64 s[2:3], s[4:5]
	s_or_b64 s[4:5], vcc, s[38:39]
	v_and_b32_e32 v14, s3, v13
	v_and_b32_e32 v15, s2, v12
	s_and_b64 s[2:3], s[4:5], s[6:7]
	s_add_i32 s33, s36, 7
	v_cndmask_b32_e64 v28, 0, 1, s[2:3]
	v_lshlrev_b64 v[12:13], s33, v[28:29]
	s_add_u32 s36, s36, 8
	v_or_b32_e32 v13, v13, v14
	v_or_b32_e32 v12, v12, v15
	s_addc_u32 s37, s37, 0
	s_cbranch_execz .LBB0_6
.LBB0_4:
	flat_load_dwordx4 v[14:17], v[10:11]
	flat_load_dwordx4 v[18:21], v[10:11] offset:16
	v_cmp_lt_i64_e32 vcc, s[36:37], v[6:7]
	s_lshl_b64 s[2:3], 1, s36
	s_or_b64 s[40:41], vcc, s[38:39]
	s_not_b64 s[2:3], s[2:3]
	v_and_b32_e32 v13, s3, v13
	v_and_b32_e32 v12, s2, v12
	v_mov_b32_e32 v9, s15
	v_mov_b32_e32 v23, s15
	v_mov_b32_e32 v25, s15
	v_mov_b32_e32 v27, s15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_lt_i64_e32 vcc, -1, v[14:15]
	s_and_b64 s[40:41], s[40:41], vcc
	v_cndmask_b32_e64 v8, 0, 1, s[40:41]
	s_add_u32 s40, s36, 1
	s_addc_u32 s41, s37, 0
	v_cmp_lt_i64_e32 vcc, s[40:41], v[6:7]
	v_cmp_lt_i64_e64 s[2:3], -1, v[16:17]
	s_lshl_b64 s[42:43], 2, s36
	s_or_b64 s[44:45], vcc, s[38:39]
	s_not_b64 s[42:43], s[42:43]
	s_and_b64 s[2:3], s[44:45], s[2:3]
	v_lshlrev_b64 v[8:9], s36, v[8:9]
	v_cndmask_b32_e64 v22, 0, 1, s[2:3]
	s_add_u32 s2, s36, 2
	v_or_b32_e32 v9, v9, v13
	v_or_b32_e32 v8, v8, v12
	s_addc_u32 s3, s37, 0
	v_and_b32_e32 v12, s43, v9
	v_and_b32_e32 v13, s42, v8
	v_lshlrev_b64 v[8:9], s40, v[22:23]
	s_lshl_b64 s[40:41], 4, s36
	v_cmp_lt_i64_e32 vcc, s[2:3], v[6:7]
	v_cmp_lt_i64_e64 s[4:5], -1, v[18:19]
	v_or_b32_e32 v9, v9, v12
	v_or_b32_e32 v8, v8, v13
	s_not_b64 s[2:3], s[40:41]
	s_or_b64 s[40:41], vcc, s[38:39]
	s_add_i32 s33, s36, 2
	v_and_b32_e32 v12, s3, v9
	v_and_b32_e32 v13, s2, v8
	s_and_b64 s[2:3], s[40:41], s[4:5]
	v_cndmask_b32_e64 v24, 0, 1, s[2:3]
	s_add_u32 s2, s36, 3
	s_addc_u32 s3, s37, 0
	v_lshlrev_b64 v[8:9], s33, v[24:25]
	s_lshl_b64 s[4:5], 8, s36
	v_cmp_lt_i64_e32 vcc, s[2:3], v[6:7]
	v_cmp_lt_i64_e64 s[6:7], -1, v[20:21]
	v_or_b32_e32 v9, v9, v12
	v_or_b32_e32 v8, v8, v13
	s_not_b64 s[2:3], s[4:5]
	s_or_b64 s[4:5], vcc, s[38:39]
	v_and_b32_e32 v12, s3, v9
	v_and_b32_e32 v13, s2, v8
	s_and_b64 s[2:3], s[4:5], s[6:7]
	s_add_i32 s33, s36, 3
	v_cndmask_b32_e64 v26, 0, 1, s[2:3]
	v_lshlrev_b64 v[8:9], s33, v[26:27]
	s_cmp_eq_u64 s[36:37], 16
	v_or_b32_e32 v9, v9, v12
	v_or_b32_e32 v8, v8, v13
	s_cbranch_scc0 .LBB0_3
.LBB0_6:
	s_andn2_b64 vcc, exec, s[34:35]
	s_cbranch_vccnz .LBB0_28
	flat_load_dword v10, v[4:5]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v15, 0
	s_mov_b32 s6, 0xc2b00000
	s_mov_b32 s7, 0x42b20000
	v_mov_b32_e32 v11, 0x4b400000
	v_mov_b32_e32 v12, 0x3c0905f1
	s_mov_b32 s12, 0x7f800000
	v_mov_b32_e32 v13, 0xc2b00000
	v_mov_b32_e32 v14, 0x42b20000
	v_mov_b64_e32 v[6:7], v[4:5]
	s_branch .LBB0_9
.LBB0_8:
	s_cbranch_execnz .LBB0_27
.LBB0_9:
	v_lshrrev_b64 v[16:17], s2, v[8:9]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
	flat_load_dword v16, v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s6, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v13, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v14, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v11
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v12
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s13, s2, 1
	v_lshrrev_b64 v[16:17], s13, v[8:9]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_13
	flat_load_dword v16, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s6, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v13, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v14, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v11
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v12
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_13:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s13, s13, 1
	v_lshrrev_b64 v[16:17], s13, v[8:9]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_15
	flat_load_dword v16, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s6, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v13, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v14, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v11
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v12
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_15:
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s13, s13, 1
	v_lshrrev_b64 v[16:17], s13, v[8:9]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_17
	flat_load_dword v16, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s6, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v13, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v14, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v11
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v12
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_17:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u64 s[2:3], 16
	v_mov_b32_e32 v16, v15
	s_cbranch_scc1 .LBB0_8
	s_add_u32 s4, s2, 4
	v_lshrrev_b64 v[18:19], s4, v[8:9]
	v_and_b32_e32 v15, 1, v18
	s_addc_u32 s5, s3, 0
	v_cmp_eq_u32_e32 vcc, 1, v15
	v_mov_b32_e32 v15, v16
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_20
	flat_load_dword v15, v[6:7] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v15, v15, v10
	v_cmp_ngt_f32_e32 vcc, s6, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v13, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v14, v15, vcc
	v_fmamk_f32 v17, v15, 0x3fb8aa3b, v11
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v15, 0xbf318000, v18
	v_fmac_f32_e32 v15, 0x395e8083, v18
	v_fmamk_f32 v19, v15, 0x3ab688be, v12
	v_fmaak_f32 v19, v19, v15, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v15, 0x3e2aaa6e
	v_mul_f32_e32 v18, v15, v15
	v_fma_f32 v19, v19, v15, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v15, v18, v19
	v_fma_f32 v15, v15, v17, v17
	v_cmp_eq_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_add_f32_e32 v15, v16, v15
.LBB0_20:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s4, s4, 1
	v_lshrrev_b64 v[18:19], s4, v[8:9]
	v_and_b32_e32 v17, 1, v18
	s_addc_u32 s5, s5, 0
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_22
	flat_load_dword v17, v[6:7] offset:20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v10
	v_cmp_ngt_f32_e32 vcc, s6, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v13, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v14, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v11
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v20, v17, 0x3ab688be, v12
	v_fmaak_f32 v20, v20, v17, 0x3d2aaa8c
	v_fmaak_f32 v20, v20, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v20, v20, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v20
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s12, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v15, v15, v17
.LBB0_22:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s4, s4, 1
	v_lshrrev_b64 v[18:19], s4, v[8:9]
	v_and_b32_e32 v17, 1, v18
	s_addc_u32 s5, s5, 0
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_24
	flat_load_dword v17, v[6:7] offset:24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v10
	v_cmp_ngt_f32_e32 vcc, s6, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v13, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v14, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v11
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v20, v17, 0x3ab688be, v12
	v_fmaak_f32 v20, v20, v17, 0x3d2aaa8c
	v_fmaak_f32 v20, v20, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v20, v20, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v20
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s12, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v15, v15, v17
.LBB0_24:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s4, s4, 1
	v_lshrrev_b64 v[18:19], s4, v[8:9]
	v_and_b32_e32 v17, 1, v18
	s_addc_u32 s5, s5, 0
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_26
	flat_load_dword v17, v[6:7] offset:28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v10
	v_cmp_ngt_f32_e32 vcc, s6, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v13, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s7, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v14, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v11
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v20, v17, 0x3ab688be, v12
	v_fmaak_f32 v20, v20, v17, 0x3d2aaa8c
	v_fmaak_f32 v20, v20, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v20, v20, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v20
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s12, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v15, v15, v17
.LBB0_26:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s2, s4, 1
	v_lshl_add_u64 v[6:7], v[6:7], 0, 32
	s_addc_u32 s3, s5, 0
	s_branch .LBB0_9
.LBB0_27:
	s_mov_b32 s2, 0x800000
	v_mul_f32_e32 v6, 0x4c000000, v16
	v_cmp_gt_f32_e32 vcc, s2, v16
	s_mov_b32 s2, 0x7fffff
	v_mov_b32_e32 v11, 0xffffff82
	v_cndmask_b32_e32 v6, v16, v6, vcc
	v_mov_b32_e32 v12, 0xffffff69
	v_lshrrev_b32_e32 v7, 23, v6
	v_and_or_b32 v6, v6, s2, 0.5
	s_mov_b32 s2, 0x3f3504f3
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_u32_e32 v7, v11, v7
	v_cmp_gt_f32_e32 vcc, s2, v6
	v_add_f32_e32 v11, v6, v6
	v_mov_b32_e32 v12, 0xbdebd1b8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_add_f32_e32 v6, -1.0, v6
	v_fmac_f32_e32 v12, 0x3d9021bb, v6
	v_fmaak_f32 v12, v12, v6, 0x3def251a
	v_fmaak_f32 v12, v12, v6, 0xbdfe5d4f
	v_fmaak_f32 v12, v12, v6, 0x3e11e9bf
	v_fmaak_f32 v12, v12, v6, 0xbe2aae50
	v_subbrev_co_u32_e64 v7, s[2:3], 0, v7, vcc
	v_fmaak_f32 v12, v12, v6, 0x3e4cceac
	v_fmaak_f32 v12, v12, v6, 0xbe7ffffc
	v_cvt_f32_i32_e32 v7, v7
	v_fmaak_f32 v12, v12, v6, 0x3eaaaaaa
	v_mul_f32_e32 v11, v6, v6
	v_mul_f32_e32 v12, v6, v12
	v_mul_f32_e32 v12, v11, v12
	v_fmamk_f32 v12, v7, 0xb95e8083, v12
	v_fmac_f32_e32 v12, -0.5, v11
	v_add_f32_e32 v6, v6, v12
	v_fmamk_f32 v6, v7, 0x3f318000, v6
	v_mov_b32_e32 v7, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v16
	s_mov_b32 s2, 0x7f800000
	s_nop 0
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_eq_f32_e32 vcc, s2, v16
	v_mov_b32_e32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32_e32 v6, v6, v16, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v16
	s_nop 1
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v16, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v20, v10, v6
	s_branch .LBB0_29
.LBB0_28:
	v_mov_b32_e32 v20, 0
.LBB0_29:
	v_cmp_nlt_f32_e64 s[2:3], s14, 1.0
	v_cmp_ngt_f32_e64 s[4:5], s14, 0
	s_or_b64 s[2:3], s[4:5], s[2:3]
	s_mov_b32 s15, 0
	s_mov_b64 s[6:7], -1
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB0_73
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v13, 0
	s_mov_b32 s33, 0xc2b00000
	s_mov_b32 s38, 0x42b20000
	v_mov_b32_e32 v12, 0x4b400000
	v_mov_b32_e32 v14, 0x3c0905f1
	s_mov_b32 s39, 0x7f800000
	v_mov_b32_e32 v15, 0xc2b00000
	v_mov_b32_e32 v16, 0x42b20000
	v_mov_b64_e32 v[10:11], v[4:5]
	s_branch .LBB0_32
.LBB0_31:
	s_cbranch_execnz .LBB0_50
.LBB0_32:
	v_lshrrev_b64 v[6:7], s2, v[8:9]
	v_and_b32_e32 v6, 1, v6
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v6
	s_and_b64 s[12:13], s[12:13], vcc
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_34
	flat_load_dword v6, v[10:11]
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v6, v6, v20
	v_cmp_ngt_f32_e32 vcc, s33, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v15, v6, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v6
	s_nop 1
	v_cndmask_b32_e32 v6, v16, v6, vcc
	v_fmamk_f32 v7, v6, 0x3fb8aa3b, v12
	v_add_f32_e32 v17, 0xcb400000, v7
	v_fmac_f32_e32 v6, 0xbf318000, v17
	v_fmac_f32_e32 v6, 0x395e8083, v17
	v_fmamk_f32 v18, v6, 0x3ab688be, v14
	v_fmaak_f32 v18, v18, v6, 0x3d2aaa8c
	v_fmaak_f32 v18, v18, v6, 0x3e2aaa6e
	v_mul_f32_e32 v17, v6, v6
	v_fma_f32 v18, v18, v6, 0.5
	v_lshl_add_u32 v7, v7, 23, 1.0
	v_fmac_f32_e32 v6, v17, v18
	v_fma_f32 v6, v6, v7, v7
	v_cmp_eq_f32_e32 vcc, s39, v7
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_f32_e32 v13, v13, v6
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[40:41], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[40:41]
.LBB0_34:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 1, s2
	s_not_b64 s[36:37], s[36:37]
	v_cndmask_b32_e64 v6, 0, 1, s[12:13]
	v_mov_b32_e32 v7, s15
	v_and_b32_e32 v9, s37, v9
	v_and_b32_e32 v8, s36, v8
	v_lshlrev_b64 v[6:7], s2, v[6:7]
	v_or_b32_e32 v7, v7, v9
	v_or_b32_e32 v6, v6, v8
	s_add_u32 s40, s2, 1
	v_lshrrev_b64 v[8:9], s40, v[6:7]
	v_and_b32_e32 v8, 1, v8
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_b64 s[12:13], s[12:13], vcc
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_36
	flat_load_dword v8, v[10:11] offset:4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v8, v8, v20
	v_cmp_ngt_f32_e32 vcc, s33, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v15, v8, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v16, v8, vcc
	v_fmamk_f32 v9, v8, 0x3fb8aa3b, v12
	v_add_f32_e32 v17, 0xcb400000, v9
	v_fmac_f32_e32 v8, 0xbf318000, v17
	v_fmac_f32_e32 v8, 0x395e8083, v17
	v_fmamk_f32 v18, v8, 0x3ab688be, v14
	v_fmaak_f32 v18, v18, v8, 0x3d2aaa8c
	v_fmaak_f32 v18, v18, v8, 0x3e2aaa6e
	v_mul_f32_e32 v17, v8, v8
	v_fma_f32 v18, v18, v8, 0.5
	v_lshl_add_u32 v9, v9, 23, 1.0
	v_fmac_f32_e32 v8, v17, v18
	v_fma_f32 v8, v8, v9, v9
	v_cmp_eq_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_f32_e32 v13, v13, v8
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[42:43], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[42:43]
.LBB0_36:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 2, s2
	s_not_b64 s[36:37], s[36:37]
	v_and_b32_e32 v8, s37, v7
	v_and_b32_e32 v9, s36, v6
	v_cndmask_b32_e64 v6, 0, 1, s[12:13]
	v_mov_b32_e32 v7, s15
	v_lshlrev_b64 v[6:7], s40, v[6:7]
	v_or_b32_e32 v7, v7, v8
	v_or_b32_e32 v6, v6, v9
	s_add_i32 s40, s40, 1
	v_lshrrev_b64 v[8:9], s40, v[6:7]
	v_and_b32_e32 v8, 1, v8
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_b64 s[12:13], s[12:13], vcc
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_38
	flat_load_dword v8, v[10:11] offset:8
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v8, v8, v20
	v_cmp_ngt_f32_e32 vcc, s33, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v15, v8, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v16, v8, vcc
	v_fmamk_f32 v9, v8, 0x3fb8aa3b, v12
	v_add_f32_e32 v17, 0xcb400000, v9
	v_fmac_f32_e32 v8, 0xbf318000, v17
	v_fmac_f32_e32 v8, 0x395e8083, v17
	v_fmamk_f32 v18, v8, 0x3ab688be, v14
	v_fmaak_f32 v18, v18, v8, 0x3d2aaa8c
	v_fmaak_f32 v18, v18, v8, 0x3e2aaa6e
	v_mul_f32_e32 v17, v8, v8
	v_fma_f32 v18, v18, v8, 0.5
	v_lshl_add_u32 v9, v9, 23, 1.0
	v_fmac_f32_e32 v8, v17, v18
	v_fma_f32 v8, v8, v9, v9
	v_cmp_eq_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_f32_e32 v13, v13, v8
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[40:41], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[40:41]
.LBB0_38:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 4, s2
	s_not_b64 s[36:37], s[36:37]
	v_and_b32_e32 v8, s37, v7
	v_and_b32_e32 v9, s36, v6
	v_cndmask_b32_e64 v6, 0, 1, s[12:13]
	v_mov_b32_e32 v7, s15
	s_add_i32 s12, s2, 2
	v_lshlrev_b64 v[6:7], s12, v[6:7]
	v_or_b32_e32 v7, v7, v8
	v_or_b32_e32 v6, v6, v9
	s_add_i32 s36, s2, 3
	v_lshrrev_b64 v[8:9], s36, v[6:7]
	v_and_b32_e32 v8, 1, v8
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_and_b64 s[12:13], s[12:13], vcc
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_and_saveexec_b64 s[6:7], s[12:13]
	s_cbranch_execz .LBB0_40
	flat_load_dword v8, v[10:11] offset:12
	s_andn2_b64 s[4:5], s[4:5], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v8, v8, v20
	v_cmp_ngt_f32_e32 vcc, s33, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v15, v8, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v16, v8, vcc
	v_fmamk_f32 v9, v8, 0x3fb8aa3b, v12
	v_add_f32_e32 v17, 0xcb400000, v9
	v_fmac_f32_e32 v8, 0xbf318000, v17
	v_fmac_f32_e32 v8, 0x395e8083, v17
	v_fmamk_f32 v18, v8, 0x3ab688be, v14
	v_fmaak_f32 v18, v18, v8, 0x3d2aaa8c
	v_fmaak_f32 v18, v18, v8, 0x3e2aaa6e
	v_mul_f32_e32 v17, v8, v8
	v_fma_f32 v18, v18, v8, 0.5
	v_lshl_add_u32 v9, v9, 23, 1.0
	v_fmac_f32_e32 v8, v17, v18
	v_fma_f32 v8, v8, v9, v9
	v_cmp_eq_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_f32_e32 v13, v13, v8
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[40:41], vcc, exec
	s_or_b64 s[4:5], s[4:5], s[40:41]
.LBB0_40:
	s_or_b64 exec, exec, s[6:7]
	s_lshl_b64 s[6:7], 8, s2
	s_not_b64 s[6:7], s[6:7]
	v_and_b32_e32 v8, s7, v7
	v_and_b32_e32 v9, s6, v6
	v_cndmask_b32_e64 v6, 0, 1, s[12:13]
	v_mov_b32_e32 v7, s15
	v_lshlrev_b64 v[6:7], s36, v[6:7]
	v_or_b32_e32 v7, v7, v8
	s_cmp_eq_u64 s[2:3], 16
	v_or_b32_e32 v6, v6, v9
	s_cbranch_scc1 .LBB0_31
	s_add_u32 s40, s2, 4
	v_lshrrev_b64 v[8:9], s40, v[6:7]
	v_and_b32_e32 v8, 1, v8
	s_xor_b64 s[6:7], s[4:5], -1
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_b64 s[12:13], s[6:7], vcc
	s_mov_b64 s[6:7], s[4:5]
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_43
	flat_load_dword v8, v[10:11] offset:16
	s_andn2_b64 s[6:7], s[4:5], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v8, v8, v20
	v_cmp_ngt_f32_e32 vcc, s33, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v15, v8, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v16, v8, vcc
	v_fmamk_f32 v9, v8, 0x3fb8aa3b, v12
	v_add_f32_e32 v17, 0xcb400000, v9
	v_fmac_f32_e32 v8, 0xbf318000, v17
	v_fmac_f32_e32 v8, 0x395e8083, v17
	v_fmamk_f32 v18, v8, 0x3ab688be, v14
	v_fmaak_f32 v18, v18, v8, 0x3d2aaa8c
	v_fmaak_f32 v18, v18, v8, 0x3e2aaa6e
	v_mul_f32_e32 v17, v8, v8
	v_fma_f32 v18, v18, v8, 0.5
	v_lshl_add_u32 v9, v9, 23, 1.0
	v_fmac_f32_e32 v8, v17, v18
	v_fma_f32 v8, v8, v9, v9
	v_cmp_eq_f32_e32 vcc, s39, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_f32_e32 v13, v13, v8
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[42:43], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[42:43]
.LBB0_43:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 16, s2
	s_not_b64 s[36:37], s[36:37]
	v_cndmask_b32_e64 v8, 0, 1, s[12:13]
	v_mov_b32_e32 v9, s15
	v_and_b32_e32 v17, s37, v7
	v_and_b32_e32 v18, s36, v6
	v_lshlrev_b64 v[8:9], s40, v[8:9]
	v_or_b32_e32 v9, v9, v17
	v_or_b32_e32 v8, v8, v18
	s_add_i32 s40, s40, 1
	v_lshrrev_b64 v[18:19], s40, v[8:9]
	v_and_b32_e32 v17, 1, v18
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_b64 s[12:13], s[12:13], vcc
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_45
	flat_load_dword v17, v[10:11] offset:20
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v20
	v_cmp_ngt_f32_e32 vcc, s33, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v15, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v16, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v12
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v21, v17, 0x3ab688be, v14
	v_fmaak_f32 v21, v21, v17, 0x3d2aaa8c
	v_fmaak_f32 v21, v21, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v21, v21, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v21
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s39, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v13, v13, v17
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[40:41], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[40:41]
.LBB0_45:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 32, s2
	s_not_b64 s[36:37], s[36:37]
	v_and_b32_e32 v17, s37, v9
	v_and_b32_e32 v18, s36, v8
	v_cndmask_b32_e64 v8, 0, 1, s[12:13]
	v_mov_b32_e32 v9, s15
	s_add_i32 s12, s2, 5
	v_lshlrev_b64 v[8:9], s12, v[8:9]
	v_or_b32_e32 v9, v9, v17
	v_or_b32_e32 v8, v8, v18
	s_add_i32 s40, s2, 6
	v_lshrrev_b64 v[18:19], s40, v[8:9]
	v_and_b32_e32 v17, 1, v18
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_b64 s[12:13], s[12:13], vcc
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_47
	flat_load_dword v17, v[10:11] offset:24
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v20
	v_cmp_ngt_f32_e32 vcc, s33, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v15, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v16, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v12
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v21, v17, 0x3ab688be, v14
	v_fmaak_f32 v21, v21, v17, 0x3d2aaa8c
	v_fmaak_f32 v21, v21, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v21, v21, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v21
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s39, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v13, v13, v17
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[42:43], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[42:43]
.LBB0_47:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 64, s2
	s_not_b64 s[36:37], s[36:37]
	v_and_b32_e32 v17, s37, v9
	v_and_b32_e32 v18, s36, v8
	v_cndmask_b32_e64 v8, 0, 1, s[12:13]
	v_mov_b32_e32 v9, s15
	v_lshlrev_b64 v[8:9], s40, v[8:9]
	v_or_b32_e32 v9, v9, v17
	v_or_b32_e32 v8, v8, v18
	s_add_i32 s40, s2, 7
	v_lshrrev_b64 v[18:19], s40, v[8:9]
	v_and_b32_e32 v17, 1, v18
	s_xor_b64 s[12:13], s[6:7], -1
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_b64 s[12:13], s[12:13], vcc
	s_and_saveexec_b64 s[36:37], s[12:13]
	s_cbranch_execz .LBB0_49
	flat_load_dword v17, v[10:11] offset:28
	s_andn2_b64 s[6:7], s[6:7], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v20
	v_cmp_ngt_f32_e32 vcc, s33, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v15, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s38, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v16, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v12
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v21, v17, 0x3ab688be, v14
	v_fmaak_f32 v21, v21, v17, 0x3d2aaa8c
	v_fmaak_f32 v21, v21, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v21, v21, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v21
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s39, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v13, v13, v17
	v_cmp_ngt_f32_e32 vcc, s14, v13
	s_and_b64 s[42:43], vcc, exec
	s_or_b64 s[6:7], s[6:7], s[42:43]
.LBB0_49:
	s_or_b64 exec, exec, s[36:37]
	s_lshl_b64 s[36:37], 0x80, s2
	s_not_b64 s[36:37], s[36:37]
	v_and_b32_e32 v17, s37, v9
	v_and_b32_e32 v18, s36, v8
	v_cndmask_b32_e64 v8, 0, 1, s[12:13]
	v_mov_b32_e32 v9, s15
	v_lshlrev_b64 v[8:9], s40, v[8:9]
	s_add_u32 s2, s2, 8
	v_or_b32_e32 v9, v9, v17
	v_or_b32_e32 v8, v8, v18
	v_lshl_add_u64 v[10:11], v[10:11], 0, 32
	s_addc_u32 s3, s3, 0
	s_branch .LBB0_32
.LBB0_50:
	flat_load_dword v10, v[4:5] offset:76
	flat_load_dwordx2 v[8:9], v[2:3] offset:152
	s_mov_b32 s12, 0xc2b00000
	v_mov_b32_e32 v11, 0xc2b00000
	s_mov_b32 s13, 0x42b20000
	v_mov_b32_e32 v12, 0x42b20000
	v_mov_b32_e32 v13, 0x4b400000
	v_mov_b32_e32 v14, 0x3c0905f1
	s_mov_b32 s14, 0x7f800000
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v10, v10, v20
	v_cmp_ngt_f32_e32 vcc, s12, v10
	v_cmp_gt_i64_e64 s[2:3], 0, v[8:9]
	s_nop 0
	v_cndmask_b32_e32 v10, v11, v10, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v10
	s_nop 1
	v_cndmask_b32_e32 v10, v12, v10, vcc
	v_fmamk_f32 v15, v10, 0x3fb8aa3b, v13
	v_add_f32_e32 v16, 0xcb400000, v15
	v_fmac_f32_e32 v10, 0xbf318000, v16
	v_fmac_f32_e32 v10, 0x395e8083, v16
	v_fmamk_f32 v17, v10, 0x3ab688be, v14
	v_fmaak_f32 v17, v17, v10, 0x3d2aaa8c
	v_fmaak_f32 v17, v17, v10, 0x3e2aaa6e
	v_mul_f32_e32 v16, v10, v10
	v_fma_f32 v17, v17, v10, 0.5
	v_lshl_add_u32 v15, v15, 23, 1.0
	v_fmac_f32_e32 v10, v16, v17
	v_fma_f32 v10, v10, v15, v15
	v_cmp_eq_f32_e32 vcc, s14, v15
	s_nop 1
	v_cndmask_b32_e32 v10, v10, v15, vcc
	v_cmp_eq_f32_e32 vcc, 0, v10
	s_or_b64 s[2:3], s[2:3], vcc
	s_or_b64 s[2:3], s[34:35], s[2:3]
	s_or_b64 s[2:3], s[4:5], s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_72
	flat_load_dword v10, v[4:5]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v15, 0
	v_mov_b64_e32 v[8:9], v[4:5]
	s_branch .LBB0_53
.LBB0_52:
	s_cbranch_execnz .LBB0_71
.LBB0_53:
	v_lshrrev_b64 v[16:17], s2, v[6:7]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_55
	flat_load_dword v16, v[8:9]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s12, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v11, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v12, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v13
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v14
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s14, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_55:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s15, s2, 1
	v_lshrrev_b64 v[16:17], s15, v[6:7]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_57
	flat_load_dword v16, v[8:9] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s12, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v11, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v12, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v13
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v14
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s14, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_57:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s15, s15, 1
	v_lshrrev_b64 v[16:17], s15, v[6:7]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_59
	flat_load_dword v16, v[8:9] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s12, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v11, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v12, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v13
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v14
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s14, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_59:
	s_or_b64 exec, exec, s[6:7]
	s_add_i32 s15, s15, 1
	v_lshrrev_b64 v[16:17], s15, v[6:7]
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_61
	flat_load_dword v16, v[8:9] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v16, v16, v10
	v_cmp_ngt_f32_e32 vcc, s12, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v11, v16, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v16
	s_nop 1
	v_cndmask_b32_e32 v16, v12, v16, vcc
	v_fmamk_f32 v17, v16, 0x3fb8aa3b, v13
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v16, 0xbf318000, v18
	v_fmac_f32_e32 v16, 0x395e8083, v18
	v_fmamk_f32 v19, v16, 0x3ab688be, v14
	v_fmaak_f32 v19, v19, v16, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v16, 0x3e2aaa6e
	v_mul_f32_e32 v18, v16, v16
	v_fma_f32 v19, v19, v16, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v16, v18, v19
	v_fma_f32 v16, v16, v17, v17
	v_cmp_eq_f32_e32 vcc, s14, v17
	s_nop 1
	v_cndmask_b32_e32 v16, v16, v17, vcc
	v_add_f32_e32 v15, v15, v16
.LBB0_61:
	s_or_b64 exec, exec, s[6:7]
	s_cmp_eq_u64 s[2:3], 16
	v_mov_b32_e32 v16, v15
	s_cbranch_scc1 .LBB0_52
	s_add_u32 s6, s2, 4
	v_lshrrev_b64 v[18:19], s6, v[6:7]
	v_and_b32_e32 v15, 1, v18
	s_addc_u32 s7, s3, 0
	v_cmp_eq_u32_e32 vcc, 1, v15
	v_mov_b32_e32 v15, v16
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_64
	flat_load_dword v15, v[8:9] offset:16
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v15, v15, v10
	v_cmp_ngt_f32_e32 vcc, s12, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v11, v15, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v15
	s_nop 1
	v_cndmask_b32_e32 v15, v12, v15, vcc
	v_fmamk_f32 v17, v15, 0x3fb8aa3b, v13
	v_add_f32_e32 v18, 0xcb400000, v17
	v_fmac_f32_e32 v15, 0xbf318000, v18
	v_fmac_f32_e32 v15, 0x395e8083, v18
	v_fmamk_f32 v19, v15, 0x3ab688be, v14
	v_fmaak_f32 v19, v19, v15, 0x3d2aaa8c
	v_fmaak_f32 v19, v19, v15, 0x3e2aaa6e
	v_mul_f32_e32 v18, v15, v15
	v_fma_f32 v19, v19, v15, 0.5
	v_lshl_add_u32 v17, v17, 23, 1.0
	v_fmac_f32_e32 v15, v18, v19
	v_fma_f32 v15, v15, v17, v17
	v_cmp_eq_f32_e32 vcc, s14, v17
	s_nop 1
	v_cndmask_b32_e32 v15, v15, v17, vcc
	v_add_f32_e32 v15, v16, v15
.LBB0_64:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s6, s6, 1
	v_lshrrev_b64 v[18:19], s6, v[6:7]
	v_and_b32_e32 v17, 1, v18
	s_addc_u32 s7, s7, 0
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_66
	flat_load_dword v17, v[8:9] offset:20
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v10
	v_cmp_ngt_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v11, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v12, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v13
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v20, v17, 0x3ab688be, v14
	v_fmaak_f32 v20, v20, v17, 0x3d2aaa8c
	v_fmaak_f32 v20, v20, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v20, v20, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v20
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s14, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v15, v15, v17
.LBB0_66:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s6, s6, 1
	v_lshrrev_b64 v[18:19], s6, v[6:7]
	v_and_b32_e32 v17, 1, v18
	s_addc_u32 s7, s7, 0
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_68
	flat_load_dword v17, v[8:9] offset:24
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v10
	v_cmp_ngt_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v11, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v12, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v13
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v20, v17, 0x3ab688be, v14
	v_fmaak_f32 v20, v20, v17, 0x3d2aaa8c
	v_fmaak_f32 v20, v20, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v20, v20, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v20
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s14, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v15, v15, v17
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s6, s6, 1
	v_lshrrev_b64 v[18:19], s6, v[6:7]
	v_and_b32_e32 v17, 1, v18
	s_addc_u32 s7, s7, 0
	v_cmp_eq_u32_e32 vcc, 1, v17
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_70
	flat_load_dword v17, v[8:9] offset:28
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v17, v17, v10
	v_cmp_ngt_f32_e32 vcc, s12, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v11, v17, vcc
	v_cmp_nlt_f32_e32 vcc, s13, v17
	s_nop 1
	v_cndmask_b32_e32 v17, v12, v17, vcc
	v_fmamk_f32 v18, v17, 0x3fb8aa3b, v13
	v_add_f32_e32 v19, 0xcb400000, v18
	v_fmac_f32_e32 v17, 0xbf318000, v19
	v_fmac_f32_e32 v17, 0x395e8083, v19
	v_fmamk_f32 v20, v17, 0x3ab688be, v14
	v_fmaak_f32 v20, v20, v17, 0x3d2aaa8c
	v_fmaak_f32 v20, v20, v17, 0x3e2aaa6e
	v_mul_f32_e32 v19, v17, v17
	v_fma_f32 v20, v20, v17, 0.5
	v_lshl_add_u32 v18, v18, 23, 1.0
	v_fmac_f32_e32 v17, v19, v20
	v_fma_f32 v17, v17, v18, v18
	v_cmp_eq_f32_e32 vcc, s14, v18
	s_nop 1
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_f32_e32 v15, v15, v17
.LBB0_70:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s2, s6, 1
	v_lshl_add_u64 v[8:9], v[8:9], 0, 32
	s_addc_u32 s3, s7, 0
	s_branch .LBB0_53
.LBB0_71:
	s_mov_b32 s2, 0x800000
	v_mul_f32_e32 v8, 0x4c000000, v16
	v_cmp_gt_f32_e32 vcc, s2, v16
	s_mov_b32 s2, 0x7fffff
	v_mov_b32_e32 v11, 0xffffff82
	v_cndmask_b32_e32 v8, v16, v8, vcc
	v_mov_b32_e32 v12, 0xffffff69
	v_lshrrev_b32_e32 v9, 23, v8
	v_and_or_b32 v8, v8, s2, 0.5
	s_mov_b32 s2, 0x3f3504f3
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_add_u32_e32 v9, v11, v9
	v_cmp_gt_f32_e32 vcc, s2, v8
	v_add_f32_e32 v11, v8, v8
	v_mov_b32_e32 v12, 0xbdebd1b8
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_add_f32_e32 v8, -1.0, v8
	v_fmac_f32_e32 v12, 0x3d9021bb, v8
	v_fmaak_f32 v12, v12, v8, 0x3def251a
	v_fmaak_f32 v12, v12, v8, 0xbdfe5d4f
	v_fmaak_f32 v12, v12, v8, 0x3e11e9bf
	v_fmaak_f32 v12, v12, v8, 0xbe2aae50
	v_subbrev_co_u32_e64 v9, s[2:3], 0, v9, vcc
	v_fmaak_f32 v12, v12, v8, 0x3e4cceac
	v_fmaak_f32 v12, v12, v8, 0xbe7ffffc
	v_cvt_f32_i32_e32 v9, v9
	v_fmaak_f32 v12, v12, v8, 0x3eaaaaaa
	v_mul_f32_e32 v11, v8, v8
	v_mul_f32_e32 v12, v8, v12
	v_mul_f32_e32 v12, v11, v12
	v_fmamk_f32 v12, v9, 0xb95e8083, v12
	v_fmac_f32_e32 v12, -0.5, v11
	v_add_f32_e32 v8, v8, v12
	v_fmamk_f32 v8, v9, 0x3f318000, v8
	v_mov_b32_e32 v9, 0xff800000
	v_cmp_neq_f32_e32 vcc, 0, v16
	s_mov_b32 s2, 0x7f800000
	s_mov_b64 s[6:7], exec
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_eq_f32_e32 vcc, s2, v16
	v_mov_b32_e32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32_e32 v8, v8, v16, vcc
	v_cmp_ngt_f32_e32 vcc, 0, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v9, v8, vcc
	v_cmp_u_f32_e32 vcc, v16, v16
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v16, vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v20, v10, v8
.LBB0_72:
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_74
.LBB0_73:
	v_mov_b64_e32 v[6:7], v[8:9]
.LBB0_74:
	v_mov_b64_e32 v[8:9], -1
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB0_79
	s_mov_b64 s[4:5], 0
	v_mov_b64_e32 v[12:13], 0
	v_mov_b32_e32 v11, 0
	s_branch .LBB0_77
.LBB0_76:
	s_add_i32 s6, s4, 4
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	s_add_i32 s6, s4, 5
	v_and_b32_e32 v10, 1, v12
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	s_add_i32 s6, s4, 6
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_and_b32_e32 v10, 1, v12
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	s_add_i32 s6, s4, 7
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_and_b32_e32 v10, 1, v12
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_and_b32_e32 v10, 1, v12
	s_add_u32 s4, s4, 8
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[8:9]
	s_addc_u32 s5, s5, 0
	s_cbranch_execz .LBB0_79
.LBB0_77:
	v_lshrrev_b64 v[8:9], s4, v[6:7]
	v_and_b32_e32 v10, 1, v8
	s_add_i32 s6, s4, 1
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[12:13]
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	s_add_i32 s6, s4, 2
	v_and_b32_e32 v10, 1, v12
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	s_add_i32 s6, s4, 3
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_and_b32_e32 v10, 1, v12
	v_lshrrev_b64 v[12:13], s6, v[6:7]
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_and_b32_e32 v10, 1, v12
	s_cmp_eq_u64 s[4:5], 16
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	s_cbranch_scc0 .LBB0_76
.LBB0_79:
	s_or_b64 exec, exec, s[2:3]
.LBB0_80:
	s_or_b64 exec, exec, s[28:29]
	s_cmp_lg_u64 s[30:31], 0
	v_cmp_gt_i64_e64 s[2:3], 0, v[8:9]
	s_cselect_b64 s[4:5], -1, 0
	s_and_b64 s[6:7], s[4:5], s[2:3]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB0_82
	v_lshl_add_u64 v[10:11], v[0:1], 0, 1
	v_mov_b64_e32 v[12:13], s[30:31]
	flat_store_dwordx2 v[12:13], v[10:11]
.LBB0_82:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], s[16:17], 1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_87
	v_mul_lo_u32 v16, v1, s16
	v_mul_lo_u32 v17, v0, s17
	v_mad_u64_u32 v[14:15], s[4:5], v0, s16, 0
	v_mov_b32_e32 v10, s22
	v_mov_b32_e32 v11, s23
	v_mov_b32_e32 v12, s24
	v_mov_b32_e32 v13, s25
	v_add3_u32 v15, v15, v17, v16
	v_lshl_add_u64 v[10:11], v[14:15], 3, v[10:11]
	v_lshl_add_u64 v[12:13], v[14:15], 2, v[12:13]
	s_xor_b64 s[6:7], s[2:3], -1
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v21, 0x7fc00000
	v_mov_b32_e32 v22, 0xff800000
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[16:17], v[4:5]
	s_branch .LBB0_85
.LBB0_84:
	s_or_b64 exec, exec, s[14:15]
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	flat_store_dwordx2 v[10:11], v[18:19]
	flat_store_dword v[12:13], v23
	v_lshl_add_u64 v[12:13], v[12:13], 0, 4
	v_lshl_add_u64 v[10:11], v[10:11], 0, 8
	v_lshl_add_u64 v[16:17], v[16:17], 0, 4
	s_cmp_eq_u64 s[16:17], s[12:13]
	v_lshl_add_u64 v[14:15], v[14:15], 0, 8
	s_cbranch_scc1 .LBB0_87
.LBB0_85:
	v_mov_b32_e32 v23, 0
	v_mov_b64_e32 v[18:19], -1
	s_and_saveexec_b64 s[14:15], s[0:1]
	s_cbranch_execz .LBB0_84
	flat_load_dwordx2 v[18:19], v[14:15]
	flat_load_dword v23, v[16:17]
	v_lshrrev_b64 v[24:25], s12, v[6:7]
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_b64 vcc, s[6:7], vcc
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v23, v23, v20
	v_cmp_o_f32_e64 s[4:5], v23, v23
	v_cndmask_b32_e32 v19, -1, v19, vcc
	v_cndmask_b32_e32 v18, -1, v18, vcc
	v_cndmask_b32_e64 v23, v21, v23, s[4:5]
	v_cndmask_b32_e32 v23, v22, v23, vcc
	v_cndmask_b32_e64 v23, v23, v21, s[2:3]
	s_branch .LBB0_84
.LBB0_87:
	v_mov_b32_e32 v19, 0
	v_mov_b64_e32 v[16:17], 0
	v_lshlrev_b64 v[10:11], 3, v[0:1]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_108
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[10:11]
	flat_load_dwordx2 v[12:13], v[12:13]
	v_lshl_add_u64 v[14:15], s[8:9], 0, v[10:11]
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v19, 0xff800000
	v_mov_b64_e32 v[16:17], 0
	v_mov_b32_e32 v18, 0x7fc00000
	s_branch .LBB0_90
.LBB0_89:
	s_cbranch_execnz .LBB0_108
.LBB0_90:
	flat_load_dwordx2 v[22:23], v[2:3]
	v_lshrrev_b64 v[24:25], s10, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_xor_b64 s[12:13], s[8:9], -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[12:13], s[4:5], s[12:13]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_92
	flat_load_dword v19, v[4:5]
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_92:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[22:23], v[2:3] offset:8
	s_add_u32 s12, s10, 1
	v_lshrrev_b64 v[24:25], s12, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_xor_b64 s[14:15], s[8:9], -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[14:15], s[4:5], s[14:15]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_94
	flat_load_dword v19, v[4:5] offset:4
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_94:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[22:23], v[2:3] offset:16
	s_add_u32 s12, s12, 1
	v_lshrrev_b64 v[24:25], s12, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_xor_b64 s[14:15], s[8:9], -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[14:15], s[4:5], s[14:15]
	s_and_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_96
	flat_load_dword v19, v[4:5] offset:8
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_96:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[22:23], v[2:3] offset:24
	s_add_i32 s12, s12, 1
	v_lshrrev_b64 v[24:25], s12, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_xor_b64 s[14:15], s[8:9], -1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[12:13], s[4:5], s[14:15]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_98
	flat_load_dword v19, v[4:5] offset:12
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_98:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_eq_u64 s[10:11], 16
	s_cbranch_scc1 .LBB0_89
	flat_load_dwordx2 v[22:23], v[2:3] offset:32
	s_xor_b64 s[12:13], s[8:9], -1
	s_add_u32 s10, s10, 4
	v_lshrrev_b64 v[24:25], s10, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_addc_u32 s11, s11, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[12:13], s[4:5], s[12:13]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_101
	flat_load_dword v19, v[4:5] offset:16
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_101:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[22:23], v[2:3] offset:40
	s_xor_b64 s[12:13], s[8:9], -1
	s_add_u32 s10, s10, 1
	v_lshrrev_b64 v[24:25], s10, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_addc_u32 s11, s11, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[12:13], s[4:5], s[12:13]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_103
	flat_load_dword v19, v[4:5] offset:20
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_103:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[22:23], v[2:3] offset:48
	s_xor_b64 s[12:13], s[8:9], -1
	s_add_u32 s10, s10, 1
	v_lshrrev_b64 v[24:25], s10, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_addc_u32 s11, s11, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[12:13], s[4:5], s[12:13]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_105
	flat_load_dword v19, v[4:5] offset:24
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_105:
	s_or_b64 exec, exec, s[4:5]
	flat_load_dwordx2 v[22:23], v[2:3] offset:56
	s_xor_b64 s[12:13], s[8:9], -1
	s_add_u32 s10, s10, 1
	v_lshrrev_b64 v[24:25], s10, v[6:7]
	v_and_b32_e32 v21, 1, v24
	v_cmp_eq_u32_e64 s[4:5], 1, v21
	s_addc_u32 s11, s11, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[22:23], v[12:13]
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_b64 s[12:13], s[4:5], s[12:13]
	s_and_saveexec_b64 s[4:5], s[12:13]
	s_cbranch_execz .LBB0_107
	flat_load_dword v19, v[4:5] offset:28
	flat_load_dwordx2 v[16:17], v[14:15]
	s_or_b64 s[8:9], s[8:9], exec
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_sub_f32_e32 v19, v19, v20
	v_cmp_u_f32_e32 vcc, v19, v19
	s_or_b64 vcc, s[2:3], vcc
	s_nop 0
	v_cndmask_b32_e32 v19, v19, v18, vcc
.LBB0_107:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s10, s10, 1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 64
	v_lshl_add_u64 v[4:5], v[4:5], 0, 32
	s_addc_u32 s11, s11, 0
	s_branch .LBB0_90
.LBB0_108:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_u_f32_e32 vcc, v20, v20
	v_mov_b32_e32 v2, s18
	v_mov_b32_e32 v3, s19
	s_and_b64 s[0:1], s[0:1], vcc
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, 0x7fc00000
	s_or_b64 vcc, s[2:3], s[0:1]
	v_cndmask_b32_e32 v2, v19, v2, vcc
	flat_store_dword v[0:1], v2
	v_lshl_add_u64 v[0:1], s[20:21], 0, v[10:11]
	v_cndmask_b32_e64 v3, v17, 0, s[2:3]
	v_cndmask_b32_e64 v2, v16, 0, s[2:3]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_lshl_add_u64 v[0:1], s[26:27], 0, v[10:11]
	flat_store_dwordx2 v[0:1], v[8:9]
.LBB0_109:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_sampler
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 32
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
      - .offset:         104
        .size:           8
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .max_flat_workgroup_size: 32
    .name:           logpjit_sampler
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         logpjit_sampler.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
