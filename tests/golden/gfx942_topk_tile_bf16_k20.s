; golden AMDGCN for tests/codegen/gfx942_test.cpp (top-k candidates per tile, k = 20)
; regenerate: scripts/update-golden.sh
; spec: kind=topk_tile;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=2374;L=32;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;k=20
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_topk_tile
	.p2align	8
	.type	logpjit_topk_tile,@function
logpjit_topk_tile:
	s_mov_b32 s4, 0x69ad9940
	s_add_u32 s4, 0x6e928, s4
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s5, 0, 0
	v_add_co_u32_e32 v1, vcc, s4, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s4, s5, 0x1b9b10
	v_readfirstlane_b32 s6, v1
	s_mul_i32 s5, s4, 0xfffff6ba
	s_mul_hi_u32 s7, s6, 0xfffff6ba
	s_add_i32 s7, s7, s5
	s_sub_i32 s5, s7, s6
	s_mul_i32 s8, s6, 0xfffff6ba
	s_mul_hi_u32 s11, s6, s5
	s_mul_i32 s12, s6, s5
	s_mul_hi_u32 s6, s6, s8
	s_add_u32 s6, s6, s12
	s_mul_hi_u32 s9, s4, s8
	s_mul_i32 s10, s4, s8
	s_addc_u32 s8, 0, s11
	s_add_u32 s6, s6, s10
	s_load_dwordx8 s[36:43], s[0:1], 0x20
	s_mul_hi_u32 s7, s4, s5
	s_addc_u32 s6, s8, s9
	s_addc_u32 s7, s7, 0
	s_mul_i32 s5, s4, s5
	s_add_u32 s5, s6, s5
	s_addc_u32 s6, 0, s7
	v_add_co_u32_e32 v1, vcc, s5, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s8, s4, s6
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s4, s41, 31
	s_add_u32 s6, s40, s4
	s_mov_b32 s5, s4
	s_addc_u32 s7, s41, s4
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	v_readfirstlane_b32 s11, v1
	s_mul_i32 s10, s6, s8
	s_mul_hi_u32 s12, s6, s11
	s_mul_hi_u32 s9, s6, s8
	s_add_u32 s10, s12, s10
	s_addc_u32 s9, 0, s9
	s_mul_hi_u32 s13, s7, s11
	s_mul_i32 s11, s7, s11
	s_add_u32 s10, s10, s11
	s_mul_hi_u32 s12, s7, s8
	s_addc_u32 s9, s9, s13
	s_addc_u32 s10, s12, 0
	s_mul_i32 s8, s7, s8
	s_add_u32 s8, s9, s8
	s_addc_u32 s9, 0, s10
	s_add_u32 s10, s8, 1
	s_addc_u32 s11, s9, 0
	s_add_u32 s12, s8, 2
	s_mul_i32 s15, s9, 0x946
	s_mul_hi_u32 s16, s8, 0x946
	s_addc_u32 s13, s9, 0
	s_add_i32 s16, s16, s15
	s_mul_i32 s15, s8, 0x946
	v_mov_b32_e32 v1, s15
	v_sub_co_u32_e32 v1, vcc, s6, v1
	s_movk_i32 s14, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s6, s7, s16
	v_subrev_co_u32_e32 v2, vcc, s14, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s7, s6, 0
	v_readfirstlane_b32 s14, v2
	s_cmpk_gt_u32 s14, 0x945
	s_cselect_b32 s14, -1, 0
	s_cmp_eq_u32 s7, 0
	s_cselect_b32 s7, s14, -1
	s_cmp_lg_u32 s7, 0
	s_cselect_b32 s7, s13, s11
	v_readfirstlane_b32 s11, v1
	s_cselect_b32 s10, s12, s10
	s_cmpk_gt_u32 s11, 0x945
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s6, 0
	s_cselect_b32 s6, s11, -1
	s_cmp_lg_u32 s6, 0
	s_cselect_b32 s7, s7, s9
	s_cselect_b32 s6, s10, s8
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	s_mov_b32 s3, 0
	s_sub_u32 s34, s6, s4
	s_subb_u32 s35, s7, s4
	s_lshl_b64 s[44:45], s[2:3], 3
	s_or_b64 s[4:5], s[44:45], s[34:35]
	s_mov_b32 s4, s3
	v_lshrrev_b32_e32 v1, 5, v0
	s_cmp_lg_u64 s[4:5], 0
	v_or_b32_e32 v8, s44, v1
	s_cselect_b64 s[2:3], -1, 0
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_2
	v_cvt_f32_u32_e32 v1, s34
	v_cvt_f32_u32_e32 v2, s35
	s_sub_u32 s2, 0, s34
	s_subb_u32 s3, 0, s35
	v_fmamk_f32 v1, v2, 0x4f800000, v1
	v_rcp_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x5f7ffffc, v1
	v_mul_f32_e32 v2, 0x2f800000, v1
	v_trunc_f32_e32 v2, v2
	v_fmamk_f32 v1, v2, 0xcf800000, v1
	v_cvt_u32_f32_e32 v6, v2
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s2, v6
	v_mul_hi_u32 v4, s2, v1
	v_mul_lo_u32 v3, s3, v1
	v_add_u32_e32 v4, v4, v2
	v_mul_lo_u32 v7, s2, v1
	v_add_u32_e32 v9, v4, v3
	v_mul_hi_u32 v2, v1, v7
	v_mul_hi_u32 v5, v1, v9
	v_mul_lo_u32 v4, v1, v9
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_mul_hi_u32 v2, v6, v7
	v_mul_lo_u32 v7, v6, v7
	v_add_co_u32_e32 v4, vcc, v4, v7
	v_mul_hi_u32 v10, v6, v9
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v2, vcc
	v_mul_lo_u32 v4, v6, v9
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v10, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v4
	v_mul_hi_u32 v4, s2, v1
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v5, vcc
	v_mul_lo_u32 v2, s2, v6
	v_add_u32_e32 v2, v4, v2
	v_mul_lo_u32 v4, s3, v1
	v_add_u32_e32 v7, v2, v4
	v_mul_lo_u32 v2, s2, v1
	v_mul_hi_u32 v10, v6, v2
	v_mul_lo_u32 v11, v6, v2
	v_mul_hi_u32 v5, v1, v7
	v_mul_lo_u32 v4, v1, v7
	v_mul_hi_u32 v2, v1, v2
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v2, vcc, v4, v11
	v_mul_hi_u32 v9, v6, v7
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v10, vcc
	v_mul_lo_u32 v4, v6, v7
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v4
	v_mul_hi_u32 v2, v8, v1
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v5, vcc
	v_mad_u64_u32 v[4:5], s[2:3], v8, v6, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_mad_u64_u32 v[10:11], s[2:3], s45, v1, 0
	v_add_co_u32_e32 v1, vcc, v4, v10
	v_mad_u64_u32 v[6:7], s[2:3], s45, v6, 0
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v11, vcc
	v_mov_b32_e32 v9, s45
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_mul_lo_u32 v1, s35, v2
	v_mul_lo_u32 v6, s34, v3
	v_mad_u64_u32 v[4:5], s[2:3], s34, v2, 0
	v_add3_u32 v1, v5, v6, v1
	v_sub_u32_e32 v5, s45, v1
	v_mov_b32_e32 v6, s35
	v_sub_co_u32_e32 v10, vcc, v8, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s34, v10
	v_subb_co_u32_e32 v1, vcc, v9, v1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v4, s[2:3], 0, v4, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s35, v4
	v_cmp_le_u32_e32 vcc, s35, v1
	s_nop 0
	v_cndmask_b32_e64 v6, 0, -1, s[2:3]
	v_cmp_le_u32_e64 s[2:3], s34, v5
	s_nop 1
	v_cndmask_b32_e64 v5, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], s35, v4
	s_nop 1
	v_cndmask_b32_e64 v11, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v11
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s34, v10
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s35, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v7, v9, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v1, v6, v4, s[2:3]
	s_nop 0
	v_cndmask_b32_e32 v11, v3, v5, vcc
	v_cndmask_b32_e32 v10, v2, v1, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v1, s34
	s_sub_i32 s4, 0, s34
	v_mov_b32_e32 v11, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s4, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v2, v1, s34
	v_sub_u32_e32 v2, v8, v2
	v_add_u32_e32 v3, 1, v1
	v_subrev_u32_e32 v4, s34, v2
	v_cmp_le_u32_e32 vcc, s34, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s34, v2
	s_nop 1
	v_cndmask_b32_e32 v10, v1, v3, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx16 s[12:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[26:27], v[10:11]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_75
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[2:3], v[10:11], 3, v[2:3]
	flat_load_dwordx2 v[4:5], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[36:37], v[4:5]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_75
	s_load_dwordx4 s[28:31], s[0:1], 0x0
	v_cmp_gt_i64_e32 vcc, s[16:17], v[4:5]
	v_cmp_lt_i64_e64 s[0:1], -1, v[4:5]
	v_cmp_lt_i64_e64 s[2:3], s[14:15], 2
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[2:3], 0
	s_cbranch_vccnz .LBB0_9
	s_add_u32 s2, s14, -1
	s_mov_b32 s6, 0
	v_cndmask_b32_e64 v5, 0, v5, s[0:1]
	v_cndmask_b32_e64 v4, 0, v4, s[0:1]
	s_addc_u32 s3, s15, -1
	v_mov_b64_e32 v[2:3], 0
	s_mov_b64 s[4:5], s[40:41]
.LBB0_8:
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	v_cmp_le_i64_e32 vcc, s[4:5], v[4:5]
	s_add_u32 s4, s4, s40
	v_mov_b32_e32 v7, s6
	v_cndmask_b32_e64 v6, 0, 1, vcc
	s_addc_u32 s5, s5, s41
	s_cmp_lg_u64 s[2:3], 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	s_cbranch_scc1 .LBB0_8
.LBB0_9:
	v_mul_lo_u32 v1, v3, s26
	v_mul_lo_u32 v6, v2, s27
	v_mad_u64_u32 v[2:3], s[2:3], v2, s26, 0
	v_mov_b32_e32 v4, s12
	v_mov_b32_e32 v5, s13
	v_add3_u32 v3, v3, v6, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[4:5]
	v_lshl_add_u64 v[2:3], v[10:11], 2, v[2:3]
	flat_load_dword v22, v[2:3]
	s_mov_b32 s4, -1
	v_and_b32_e32 v2, 31, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_brev_b32 s5, -2
	v_and_b32_e32 v0, 0xfc, v0
	v_mov_b64_e32 v[20:21], s[4:5]
	v_cmp_gt_i64_e64 s[4:5], s[14:15], 0
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v58, 64, v0
	v_xor_b32_e32 v59, 32, v0
	v_xor_b32_e32 v60, 16, v0
	v_xor_b32_e32 v61, 8, v0
	v_xor_b32_e32 v62, 4, v0
	s_mov_b32 s16, 0
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_mov_b64 s[12:13], 0
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[2:3]
	s_brev_b32 s17, 1
	v_cmp_ne_u32_e64 s[4:5], 1, v0
	s_mov_b32 s33, 0xff800000
	v_mov_b32_e32 v9, 0x7fc00000
	s_branch .LBB0_11
.LBB0_10:
	ds_bpermute_b32 v4, v58, v0
	ds_bpermute_b32 v5, v58, v1
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v59, v1
	ds_bpermute_b32 v4, v59, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v60, v1
	ds_bpermute_b32 v4, v60, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v61, v1
	ds_bpermute_b32 v4, v61, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v62, v1
	ds_bpermute_b32 v4, v62, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v21, v1, v5, vcc
	v_cndmask_b32_e32 v20, v0, v4, vcc
	s_cbranch_scc1 .LBB0_18
.LBB0_11:
	s_and_b64 vcc, exec, s[4:5]
	v_mov_b64_e32 v[0:1], s[16:17]
	s_cbranch_vccnz .LBB0_10
	s_mov_b64 s[36:37], 0
	v_mov_b64_e32 v[0:1], s[16:17]
	s_mov_b64 s[40:41], 0
	s_branch .LBB0_14
.LBB0_13:
	s_or_b64 exec, exec, s[46:47]
	s_add_u32 s40, s40, 1
	s_addc_u32 s41, s41, 0
	s_add_u32 s36, s36, s34
	s_addc_u32 s37, s37, s35
	s_cmp_eq_u64 s[40:41], s[14:15]
	s_cbranch_scc1 .LBB0_10
.LBB0_14:
	s_and_saveexec_b64 s[46:47], s[2:3]
	s_cbranch_execz .LBB0_13
	s_mul_i32 s6, s41, s26
	s_mul_i32 s7, s40, s27
	v_mov_b32_e32 v4, s26
	s_add_i32 s8, s7, s6
	v_mad_u64_u32 v[4:5], s[6:7], s40, v4, v[10:11]
	v_add_u32_e32 v5, s8, v5
	v_mul_lo_u32 v6, v5, s34
	v_mul_lo_u32 v7, v4, s35
	v_mad_u64_u32 v[4:5], s[6:7], v4, s34, 0
	v_add3_u32 v5, v5, v7, v6
	s_mov_b64 s[48:49], 0
	v_mov_b64_e32 v[6:7], v[2:3]
.LBB0_16:
	v_lshl_add_u64 v[12:13], v[6:7], 0, v[4:5]
	v_mul_lo_u32 v14, v13, s20
	v_mul_lo_u32 v15, v12, s21
	v_mad_u64_u32 v[12:13], s[6:7], v12, s20, 0
	v_add3_u32 v13, v13, v15, v14
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[18:19]
	flat_load_dword v14, v[12:13]
	v_lshl_add_u64 v[12:13], s[36:37], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, 32
	v_cmp_le_i64_e32 vcc, s[34:35], v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_o_f32_e64 s[8:9], v14, v14
	v_cmp_neq_f32_e64 s[6:7], s33, v14
	s_nop 0
	v_cndmask_b32_e64 v14, v9, v14, s[8:9]
	v_xor_b32_e32 v15, 0x7fffffff, v14
	v_cmp_gt_i32_e64 s[8:9], 0, v14
	s_nop 1
	v_cndmask_b32_e64 v14, v14, v15, s[8:9]
	v_or_b32_e32 v13, v14, v13
	v_cmp_gt_i64_e64 s[8:9], v[12:13], v[0:1]
	v_cmp_lt_i64_e64 s[10:11], v[12:13], v[20:21]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v1, v1, v13, s[6:7]
	s_or_b64 s[48:49], vcc, s[48:49]
	v_cndmask_b32_e64 v0, v0, v12, s[6:7]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB0_16
	s_or_b64 exec, exec, s[48:49]
	s_branch .LBB0_13
.LBB0_18:
	v_mul_lo_u32 v4, v11, s34
	v_mul_lo_u32 v5, v10, s35
	v_mad_u64_u32 v[0:1], s[2:3], v10, s34, 0
	v_add3_u32 v1, v1, v5, v4
	v_mov_b32_e32 v4, s45
	v_sub_co_u32_e32 v38, vcc, v8, v0
	s_movk_i32 s4, 0x946
	s_nop 0
	v_subb_co_u32_e32 v39, vcc, v4, v1, vcc
	v_mov_b64_e32 v[8:9], 0x946
	v_mul_lo_u32 v12, v39, s4
	v_mad_u64_u32 v[8:9], s[2:3], v38, s4, v[8:9]
	v_add_u32_e32 v9, v12, v9
	v_mov_b32_e32 v13, s43
	v_cmp_gt_i64_e32 vcc, s[42:43], v[8:9]
	v_mov_b32_e32 v4, s28
	v_mov_b32_e32 v5, s29
	v_cndmask_b32_e32 v29, v13, v9, vcc
	v_mov_b32_e32 v9, s42
	v_mov_b32_e32 v6, s38
	v_mov_b32_e32 v7, s39
	v_mad_u64_u32 v[0:1], s[2:3], v38, s4, 0
	v_cndmask_b32_e32 v28, v9, v8, vcc
	s_lshl_b32 s5, s30, 1
	v_mov_b32_e32 v13, s30
	v_add_u32_e32 v1, v1, v12
	v_sub_co_u32_e32 v8, vcc, v28, v0
	v_alignbit_b32 v13, s31, v13, 31
	v_mad_u64_u32 v[4:5], s[2:3], s5, v10, v[4:5]
	v_mul_lo_u32 v14, s5, v11
	v_mad_u64_u32 v[6:7], s[2:3], v38, s4, v[6:7]
	s_mov_b32 s4, 0
	v_subb_co_u32_e32 v9, vcc, v29, v1, vcc
	v_mul_lo_u32 v13, v13, v10
	s_brev_b32 s5, 1
	v_mov_b64_e32 v[24:25], 0
	v_add3_u32 v5, v13, v5, v14
	v_add_u32_e32 v7, v12, v7
	v_cmp_gt_i64_e32 vcc, v[8:9], v[2:3]
	v_mov_b64_e32 v[12:13], s[4:5]
	v_mov_b64_e32 v[14:15], s[4:5]
	v_mov_b64_e32 v[18:19], s[4:5]
	v_mov_b64_e32 v[16:17], s[4:5]
	v_mov_b64_e32 v[8:9], v[24:25]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_46
	v_mov_b32_e32 v34, 0x7fc00000
	s_waitcnt vmcnt(0)
	v_cmp_o_f32_e64 s[2:3], v22, v22
	s_mov_b64 s[10:11], 0
	v_mov_b64_e32 v[16:17], s[4:5]
	v_cndmask_b32_e64 v8, v34, v22, s[2:3]
	v_xor_b32_e32 v9, 0x7fffffff, v8
	v_cmp_gt_i32_e64 s[2:3], 0, v8
	v_mov_b64_e32 v[18:19], s[4:5]
	v_mov_b64_e32 v[14:15], s[4:5]
	v_cndmask_b32_e64 v20, v8, v9, s[2:3]
	v_not_b32_e32 v9, 0
	v_not_b32_e32 v8, v2
	v_lshl_add_u64 v[8:9], v[28:29], 0, v[8:9]
	v_sub_co_u32_e64 v8, s[2:3], v8, v0
	v_mov_b64_e32 v[22:23], v[2:3]
	s_nop 0
	v_subb_co_u32_e64 v9, s[2:3], v9, v1, s[2:3]
	s_mov_b64 s[2:3], 0xdf
	v_lshrrev_b64 v[12:13], 5, v[8:9]
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[8:9]
	v_mov_b64_e32 v[8:9], 0
	v_lshl_add_u64 v[26:27], v[12:13], 0, 1
	v_mov_b64_e32 v[24:25], v[8:9]
	v_mov_b64_e32 v[12:13], s[4:5]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_39
	s_mov_b32 s12, 0
	s_brev_b32 s13, 1
	v_mov_b64_e32 v[24:25], 0
	v_and_b32_e32 v30, -8, v26
	v_mov_b32_e32 v31, v27
	v_mov_b64_e32 v[12:13], s[12:13]
	s_mov_b64 s[14:15], 0x60
	s_mov_b64 s[16:17], 0x80
	s_mov_b64 s[18:19], 0xa0
	s_mov_b64 s[20:21], 0xc0
	s_mov_b64 s[26:27], 0xe0
	s_mov_b64 s[28:29], 0x100
	v_mov_b64_e32 v[22:23], v[2:3]
	v_mov_b64_e32 v[14:15], s[12:13]
	v_mov_b64_e32 v[18:19], s[12:13]
	v_mov_b64_e32 v[16:17], s[12:13]
	v_mov_b64_e32 v[8:9], v[24:25]
	s_branch .LBB0_22
.LBB0_21:
	s_or_b64 exec, exec, s[30:31]
	v_cmp_gt_i32_e64 s[4:5], v27, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_mov_b32_e32 v33, s12
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v35, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v36, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v37, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v40, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v41, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v42, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v43, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_lshl_add_u64 v[30:31], v[30:31], 0, -8
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 0, v[30:31]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[32:33]
	s_or_b64 s[10:11], s[2:3], s[10:11]
	v_lshl_add_u64 v[22:23], v[22:23], 0, s[28:29]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_38
.LBB0_22:
	v_lshl_add_u64 v[32:33], v[22:23], 0, v[0:1]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[4:5]
	flat_load_ushort v27, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v27, 16, v27
	v_cmp_o_f32_e64 s[2:3], v27, v27
	s_nop 1
	v_cndmask_b32_e64 v27, v34, v27, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v27
	v_cmp_gt_i32_e64 s[2:3], 0, v27
	s_nop 1
	v_cndmask_b32_e64 v27, v27, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v27, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_24
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[22:23]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v27, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_24:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, 32
	v_lshl_add_u64 v[36:37], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[36:37], v[36:37], 1, v[4:5]
	flat_load_ushort v35, v[36:37]
	v_cndmask_b32_e64 v36, 0, 1, s[2:3]
	v_mov_b32_e32 v37, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[36:37]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v35, 16, v35
	v_cmp_o_f32_e64 s[2:3], v35, v35
	s_nop 1
	v_cndmask_b32_e64 v35, v34, v35, s[2:3]
	v_xor_b32_e32 v36, 0x7fffffff, v35
	v_cmp_gt_i32_e64 s[2:3], 0, v35
	s_nop 1
	v_cndmask_b32_e64 v35, v35, v36, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v35, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_26
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v35, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_26:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, 64
	v_lshl_add_u64 v[36:37], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[36:37], v[36:37], 1, v[4:5]
	flat_load_ushort v40, v[36:37]
	v_cndmask_b32_e64 v36, 0, 1, s[2:3]
	v_mov_b32_e32 v37, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[36:37]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v36, 16, v40
	v_cmp_o_f32_e64 s[2:3], v36, v36
	s_nop 1
	v_cndmask_b32_e64 v36, v34, v36, s[2:3]
	v_xor_b32_e32 v37, 0x7fffffff, v36
	v_cmp_gt_i32_e64 s[2:3], 0, v36
	s_nop 1
	v_cndmask_b32_e64 v36, v36, v37, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v36, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_28
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v36, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_28:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[14:15]
	v_lshl_add_u64 v[40:41], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[4:5]
	flat_load_ushort v37, v[40:41]
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_mov_b32_e32 v41, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v37, 16, v37
	v_cmp_o_f32_e64 s[2:3], v37, v37
	s_nop 1
	v_cndmask_b32_e64 v37, v34, v37, s[2:3]
	v_xor_b32_e32 v40, 0x7fffffff, v37
	v_cmp_gt_i32_e64 s[2:3], 0, v37
	s_nop 1
	v_cndmask_b32_e64 v37, v37, v40, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v37, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_30
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v37, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_30:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[16:17]
	v_lshl_add_u64 v[40:41], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[40:41], v[40:41], 1, v[4:5]
	flat_load_ushort v42, v[40:41]
	v_cndmask_b32_e64 v40, 0, 1, s[2:3]
	v_mov_b32_e32 v41, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v40, 16, v42
	v_cmp_o_f32_e64 s[2:3], v40, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v34, v40, s[2:3]
	v_xor_b32_e32 v41, 0x7fffffff, v40
	v_cmp_gt_i32_e64 s[2:3], 0, v40
	s_nop 1
	v_cndmask_b32_e64 v40, v40, v41, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v40, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v40, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_32:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[18:19]
	v_lshl_add_u64 v[42:43], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[4:5]
	flat_load_ushort v41, v[42:43]
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_mov_b32_e32 v43, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[42:43]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v41, 16, v41
	v_cmp_o_f32_e64 s[2:3], v41, v41
	s_nop 1
	v_cndmask_b32_e64 v41, v34, v41, s[2:3]
	v_xor_b32_e32 v42, 0x7fffffff, v41
	v_cmp_gt_i32_e64 s[2:3], 0, v41
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v42, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v41, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_34
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v41, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_34:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[20:21]
	v_lshl_add_u64 v[42:43], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[42:43], v[42:43], 1, v[4:5]
	flat_load_ushort v44, v[42:43]
	v_cndmask_b32_e64 v42, 0, 1, s[2:3]
	v_mov_b32_e32 v43, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[42:43]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v42, 16, v44
	v_cmp_o_f32_e64 s[2:3], v42, v42
	s_nop 1
	v_cndmask_b32_e64 v42, v34, v42, s[2:3]
	v_xor_b32_e32 v43, 0x7fffffff, v42
	v_cmp_gt_i32_e64 s[2:3], 0, v42
	s_nop 1
	v_cndmask_b32_e64 v42, v42, v43, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v42, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_36
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v42, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
.LBB0_36:
	s_or_b64 exec, exec, s[30:31]
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[26:27]
	v_lshl_add_u64 v[44:45], v[32:33], 0, v[0:1]
	v_lshl_add_u64 v[44:45], v[44:45], 1, v[4:5]
	flat_load_ushort v43, v[44:45]
	v_cndmask_b32_e64 v44, 0, 1, s[2:3]
	v_mov_b32_e32 v45, s12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[44:45]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v43, 16, v43
	v_cmp_o_f32_e64 s[2:3], v43, v43
	s_nop 1
	v_cndmask_b32_e64 v43, v34, v43, s[2:3]
	v_xor_b32_e32 v44, 0x7fffffff, v43
	v_cmp_gt_i32_e64 s[2:3], 0, v43
	s_nop 1
	v_cndmask_b32_e64 v43, v43, v44, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v43, v21
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[32:33]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v43, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
	s_branch .LBB0_21
.LBB0_38:
	s_or_b64 exec, exec, s[10:11]
.LBB0_39:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v26, 7, v26
	v_mov_b32_e32 v27, 0
	s_mov_b64 s[10:11], 0
	v_cmp_ne_u64_e64 s[2:3], 0, v[26:27]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_45
	v_mov_b32_e32 v30, 0x7fc00000
	s_mov_b32 s14, 0
	s_branch .LBB0_42
.LBB0_41:
	s_or_b64 exec, exec, s[12:13]
	v_cmp_gt_i32_e64 s[4:5], v31, v20
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_mov_b32_e32 v33, s14
	v_cndmask_b32_e64 v32, 0, 1, s[4:5]
	v_lshl_add_u64 v[26:27], v[26:27], 0, -1
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[32:33]
	v_cndmask_b32_e64 v32, 0, 1, s[2:3]
	v_cmp_eq_u64_e64 s[2:3], 0, v[26:27]
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[32:33]
	s_or_b64 s[10:11], s[2:3], s[10:11]
	v_lshl_add_u64 v[22:23], v[22:23], 0, 32
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_44
.LBB0_42:
	v_lshl_add_u64 v[32:33], v[22:23], 0, v[0:1]
	v_lshl_add_u64 v[32:33], v[32:33], 1, v[4:5]
	flat_load_ushort v31, v[32:33]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v31, 16, v31
	v_cmp_o_f32_e64 s[2:3], v31, v31
	s_nop 1
	v_cndmask_b32_e64 v31, v30, v31, s[2:3]
	v_xor_b32_e32 v32, 0x7fffffff, v31
	v_cmp_gt_i32_e64 s[2:3], 0, v31
	s_nop 1
	v_cndmask_b32_e64 v31, v31, v32, s[2:3]
	v_cmp_ge_i32_e64 s[2:3], v31, v21
	s_and_saveexec_b64 s[12:13], s[2:3]
	s_cbranch_execz .LBB0_41
	v_lshl_add_u64 v[32:33], v[6:7], 0, v[22:23]
	v_sub_co_u32_e64 v32, s[4:5], -1, v32
	s_nop 1
	v_subb_co_u32_e64 v33, s[4:5], 0, v33, s[4:5]
	v_or_b32_e32 v33, v31, v33
	v_cmp_eq_u64_e64 s[4:5], 0, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v13, v13, v33, s[4:5]
	v_cndmask_b32_e64 v12, v12, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 1, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v33, s[4:5]
	v_cndmask_b32_e64 v14, v14, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 2, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v33, s[4:5]
	v_cndmask_b32_e64 v18, v18, v32, s[4:5]
	v_cmp_eq_u64_e64 s[4:5], 3, v[8:9]
	s_nop 1
	v_cndmask_b32_e64 v17, v17, v33, s[4:5]
	v_cndmask_b32_e64 v16, v16, v32, s[4:5]
	s_branch .LBB0_41
.LBB0_44:
	s_or_b64 exec, exec, s[10:11]
.LBB0_45:
	s_or_b64 exec, exec, s[8:9]
.LBB0_46:
	s_or_b64 exec, exec, s[6:7]
	ds_bpermute_b32 v20, v58, v8
	ds_bpermute_b32 v23, v58, v9
	ds_bpermute_b32 v26, v58, v24
	ds_bpermute_b32 v31, v58, v25
	v_mov_b32_e32 v21, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v22, v20
	v_cmp_gt_i64_e64 s[0:1], v[22:23], v[8:9]
	v_mov_b32_e32 v27, v21
	v_mov_b32_e32 v30, v21
	v_cndmask_b32_e64 v35, v9, v23, s[0:1]
	v_cndmask_b32_e64 v34, v8, v20, s[0:1]
	ds_bpermute_b32 v42, v59, v34
	ds_bpermute_b32 v43, v59, v35
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[26:27]
	v_lshl_add_u64 v[32:33], v[22:23], 0, v[8:9]
	v_lshl_add_u64 v[30:31], v[24:25], 0, v[30:31]
	ds_bpermute_b32 v36, v59, v24
	ds_bpermute_b32 v24, v59, v32
	ds_bpermute_b32 v41, v59, v31
	ds_bpermute_b32 v27, v59, v33
	s_waitcnt lgkmcnt(4)
	v_cmp_gt_i64_e64 s[0:1], v[42:43], v[34:35]
	v_mov_b32_e32 v37, v21
	v_mov_b32_e32 v25, v21
	v_cndmask_b32_e64 v35, v35, v43, s[0:1]
	v_cndmask_b32_e64 v34, v34, v42, s[0:1]
	v_mov_b32_e32 v40, v21
	v_mov_b32_e32 v26, v21
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[36:37]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[24:25]
	ds_bpermute_b32 v46, v60, v34
	ds_bpermute_b32 v47, v60, v35
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[36:37], v[30:31], 0, v[40:41]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[40:41], v[32:33], 0, v[26:27]
	ds_bpermute_b32 v42, v60, v30
	ds_bpermute_b32 v30, v60, v32
	ds_bpermute_b32 v45, v60, v37
	ds_bpermute_b32 v33, v60, v41
	v_mov_b32_e32 v43, v21
	v_mov_b32_e32 v31, v21
	s_waitcnt lgkmcnt(4)
	v_cmp_gt_i64_e64 s[0:1], v[46:47], v[34:35]
	v_mov_b32_e32 v44, v21
	v_mov_b32_e32 v32, v21
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[42:43]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[40:41], v[40:41], 0, v[30:31]
	v_cndmask_b32_e64 v47, v35, v47, s[0:1]
	v_cndmask_b32_e64 v46, v34, v46, s[0:1]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[42:43], v[36:37], 0, v[44:45]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[44:45], v[40:41], 0, v[32:33]
	ds_bpermute_b32 v48, v61, v36
	ds_bpermute_b32 v34, v61, v40
	ds_bpermute_b32 v40, v61, v46
	ds_bpermute_b32 v41, v61, v47
	ds_bpermute_b32 v51, v61, v43
	ds_bpermute_b32 v37, v61, v45
	v_mov_b32_e32 v49, v21
	v_mov_b32_e32 v35, v21
	v_mov_b32_e32 v50, v21
	v_mov_b32_e32 v36, v21
	s_waitcnt lgkmcnt(5)
	v_lshl_add_u64 v[42:43], v[42:43], 0, v[48:49]
	s_waitcnt lgkmcnt(4)
	v_lshl_add_u64 v[44:45], v[44:45], 0, v[34:35]
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_i64_e64 s[0:1], v[40:41], v[46:47]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[52:53], v[42:43], 0, v[50:51]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[48:49], v[44:45], 0, v[36:37]
	v_cndmask_b32_e64 v47, v47, v41, s[0:1]
	v_cndmask_b32_e64 v46, v46, v40, s[0:1]
	ds_bpermute_b32 v54, v62, v42
	ds_bpermute_b32 v57, v62, v53
	ds_bpermute_b32 v40, v62, v44
	ds_bpermute_b32 v43, v62, v49
	ds_bpermute_b32 v50, v62, v46
	ds_bpermute_b32 v51, v62, v47
	v_mad_u64_u32 v[44:45], s[0:1], v10, s34, v[38:39]
	v_mul_lo_u32 v10, v10, s35
	v_mul_lo_u32 v11, v11, s34
	v_add3_u32 v45, v11, v45, v10
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_48
	v_mov_b32_e32 v55, v21
	v_mov_b32_e32 v10, s24
	v_mov_b32_e32 v11, s25
	v_mov_b32_e32 v56, v21
	s_waitcnt lgkmcnt(5)
	v_lshl_add_u64 v[38:39], v[52:53], 0, v[54:55]
	v_lshl_add_u64 v[10:11], v[44:45], 3, v[10:11]
	s_waitcnt lgkmcnt(4)
	v_lshl_add_u64 v[38:39], v[38:39], 0, v[56:57]
	flat_store_dwordx2 v[10:11], v[38:39]
.LBB0_48:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v41, v21
	v_mov_b32_e32 v42, v21
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[48:49], 0, v[40:41]
	v_lshl_add_u64 v[38:39], v[10:11], 0, v[42:43]
	v_cmp_gt_i64_e64 s[2:3], v[50:51], v[46:47]
	v_mov_b32_e32 v10, s22
	v_mov_b32_e32 v11, s23
	s_movk_i32 s4, 0xa0
	v_cndmask_b32_e64 v47, v47, v51, s[2:3]
	v_cndmask_b32_e64 v46, v46, v50, s[2:3]
	v_mad_u64_u32 v[10:11], s[2:3], v44, s4, v[10:11]
	v_mov_b32_e32 v44, v11
	v_mad_u64_u32 v[44:45], s[2:3], v45, s4, v[44:45]
	v_mov_b32_e32 v22, v21
	v_mov_b32_e32 v11, v44
	v_cmp_lt_i64_e64 s[4:5], 4, v[46:47]
	v_cmp_lt_i64_e64 s[2:3], 0, v[38:39]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[14:15], exec, s[6:7]
	s_cbranch_execz .LBB0_65
	s_and_saveexec_b64 s[16:17], s[2:3]
	s_cbranch_execz .LBB0_64
	v_lshl_add_u64 v[14:15], v[8:9], 0, v[22:23]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[26:27]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[32:33]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[36:37]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[42:43]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[20:21]
	v_not_b32_e32 v13, 0
	v_not_b32_e32 v12, v2
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[24:25]
	v_lshl_add_u64 v[12:13], v[28:29], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[30:31]
	v_sub_co_u32_e64 v18, s[4:5], v12, v0
	v_lshl_add_u64 v[14:15], v[14:15], 0, v[34:35]
	s_nop 0
	v_subb_co_u32_e64 v19, s[4:5], v13, v1, s[4:5]
	v_lshl_add_u64 v[16:17], v[14:15], 0, v[40:41]
	v_cmp_gt_i64_e64 s[4:5], 20, v[16:17]
	v_lshrrev_b64 v[12:13], 5, v[18:19]
	v_lshl_add_u64 v[12:13], v[12:13], 0, 1
	v_cndmask_b32_e64 v17, 0, v17, s[4:5]
	v_cndmask_b32_e64 v16, 20, v16, s[4:5]
	v_cmp_lt_i64_e64 s[4:5], 1, v[16:17]
	s_mov_b32 s8, -1
	s_mov_b32 s18, 0
	v_mov_b32_e32 v15, 0
	v_cndmask_b32_e64 v17, 0, v17, s[4:5]
	v_cndmask_b32_e64 v16, 1, v16, s[4:5]
	v_and_b32_e32 v14, 7, v12
	s_mov_b64 s[4:5], 0xdf
	s_brev_b32 s9, -2
	s_brev_b32 s19, 1
	v_cmp_lt_u64_e64 s[4:5], s[4:5], v[18:19]
	v_and_b32_e32 v12, -8, v12
	s_mov_b64 s[20:21], 0
	v_cmp_ne_u64_e64 s[6:7], 0, v[14:15]
	v_mov_b64_e32 v[18:19], s[8:9]
	s_mov_b64 s[22:23], 0x60
	s_mov_b64 s[24:25], 0x80
	s_mov_b64 s[26:27], 0xa0
	s_mov_b64 s[28:29], 0xc0
	s_mov_b64 s[30:31], 0xe0
	s_mov_b64 s[34:35], 0x100
	v_mov_b32_e32 v48, 0x7fc00000
	s_mov_b64 s[36:37], 0
	s_branch .LBB0_52
.LBB0_51:
	s_or_b64 exec, exec, s[8:9]
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	v_cmp_eq_u64_e64 s[8:9], s[36:37], v[16:17]
	s_or_b64 s[20:21], s[8:9], s[20:21]
	s_andn2_b64 exec, exec, s[20:21]
	s_cbranch_execz .LBB0_64
.LBB0_52:
	v_mov_b64_e32 v[46:47], s[18:19]
	s_and_saveexec_b64 s[38:39], vcc
	s_cbranch_execz .LBB0_62
	v_mov_b64_e32 v[46:47], s[18:19]
	v_mov_b64_e32 v[28:29], v[2:3]
	s_and_saveexec_b64 s[12:13], s[4:5]
	s_cbranch_execz .LBB0_57
	s_mov_b64 s[40:41], 0
	v_mov_b64_e32 v[46:47], s[18:19]
	v_mov_b64_e32 v[44:45], v[12:13]
	v_mov_b64_e32 v[28:29], v[2:3]
.LBB0_55:
	v_lshl_add_u64 v[50:51], v[28:29], 0, v[0:1]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[4:5]
	flat_load_ushort v49, v[50:51]
	v_lshl_add_u64 v[44:45], v[44:45], 0, -8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v50, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[28:29]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, 32
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, 64
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, s[22:23]
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, s[24:25]
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, s[26:27]
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, s[28:29]
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v47, v47, v51, s[8:9]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_lshl_add_u64 v[50:51], v[28:29], 0, s[30:31]
	v_lshl_add_u64 v[52:53], v[50:51], 0, v[0:1]
	v_lshl_add_u64 v[52:53], v[52:53], 1, v[4:5]
	flat_load_ushort v49, v[52:53]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[50:51]
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[34:35]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[8:9], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[8:9]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[8:9], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[8:9]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	s_nop 1
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_or_b32_e32 v51, v49, v51
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	v_cmp_lt_i64_e64 s[8:9], v[50:51], v[18:19]
	s_nop 0
	v_cndmask_b32_e64 v49, v47, v51, s[10:11]
	v_cndmask_b32_e64 v47, v47, v49, s[8:9]
	s_and_b64 s[8:9], s[8:9], s[10:11]
	v_cndmask_b32_e64 v46, v46, v50, s[8:9]
	v_cmp_eq_u64_e64 s[8:9], 0, v[44:45]
	s_or_b64 s[40:41], s[8:9], s[40:41]
	s_andn2_b64 exec, exec, s[40:41]
	s_cbranch_execnz .LBB0_55
	s_or_b64 exec, exec, s[40:41]
.LBB0_57:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[40:41], s[6:7]
	s_cbranch_execz .LBB0_61
	s_mov_b64 s[42:43], 0
	v_mov_b64_e32 v[44:45], v[14:15]
.LBB0_59:
	v_lshl_add_u64 v[50:51], v[28:29], 0, v[0:1]
	v_lshl_add_u64 v[50:51], v[50:51], 1, v[4:5]
	flat_load_ushort v49, v[50:51]
	v_lshl_add_u64 v[50:51], v[6:7], 0, v[28:29]
	v_sub_co_u32_e64 v50, s[8:9], -1, v50
	v_lshl_add_u64 v[44:45], v[44:45], 0, -1
	s_nop 0
	v_subb_co_u32_e64 v51, s[8:9], 0, v51, s[8:9]
	v_cmp_eq_u64_e64 s[8:9], 0, v[44:45]
	v_lshl_add_u64 v[28:29], v[28:29], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v49, 16, v49
	v_cmp_o_f32_e64 s[10:11], v49, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v48, v49, s[10:11]
	v_xor_b32_e32 v52, 0x7fffffff, v49
	v_cmp_gt_i32_e64 s[10:11], 0, v49
	s_nop 1
	v_cndmask_b32_e64 v49, v49, v52, s[10:11]
	v_or_b32_e32 v51, v49, v51
	v_cmp_gt_i64_e64 s[10:11], v[50:51], v[46:47]
	v_cmp_lt_i64_e64 s[12:13], v[50:51], v[18:19]
	s_nop 0
	v_cndmask_b32_e64 v49, v47, v51, s[10:11]
	s_and_b64 s[10:11], s[12:13], s[10:11]
	v_cndmask_b32_e64 v47, v47, v49, s[12:13]
	s_or_b64 s[42:43], s[8:9], s[42:43]
	v_cndmask_b32_e64 v46, v46, v50, s[10:11]
	s_andn2_b64 exec, exec, s[42:43]
	s_cbranch_execnz .LBB0_59
	s_or_b64 exec, exec, s[42:43]
.LBB0_61:
	s_or_b64 exec, exec, s[40:41]
.LBB0_62:
	s_or_b64 exec, exec, s[38:39]
	ds_bpermute_b32 v18, v58, v46
	ds_bpermute_b32 v19, v58, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[18:19], v[46:47]
	s_nop 1
	v_cndmask_b32_e64 v19, v47, v19, s[8:9]
	v_cndmask_b32_e64 v18, v46, v18, s[8:9]
	ds_bpermute_b32 v29, v59, v19
	ds_bpermute_b32 v28, v59, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v29, s[8:9]
	v_cndmask_b32_e64 v18, v18, v28, s[8:9]
	ds_bpermute_b32 v29, v60, v19
	ds_bpermute_b32 v28, v60, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v29, s[8:9]
	v_cndmask_b32_e64 v18, v18, v28, s[8:9]
	ds_bpermute_b32 v29, v61, v19
	ds_bpermute_b32 v28, v61, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v29, s[8:9]
	v_cndmask_b32_e64 v18, v18, v28, s[8:9]
	ds_bpermute_b32 v29, v62, v19
	ds_bpermute_b32 v28, v62, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[8:9], v[28:29], v[18:19]
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v29, s[8:9]
	v_cndmask_b32_e64 v18, v18, v28, s[8:9]
	s_and_saveexec_b64 s[8:9], s[0:1]
	s_cbranch_execz .LBB0_51
	v_lshl_add_u64 v[28:29], s[36:37], 3, v[10:11]
	flat_store_dwordx2 v[28:29], v[18:19]
	s_branch .LBB0_51
.LBB0_64:
	s_or_b64 exec, exec, s[16:17]
.LBB0_65:
	s_andn2_saveexec_b64 s[4:5], s[14:15]
	s_cbranch_execz .LBB0_72
	s_and_saveexec_b64 s[6:7], s[2:3]
	s_cbranch_execz .LBB0_71
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[22:23]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[26:27]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[32:33]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[36:37]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[42:43]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[20:21]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[24:25]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[30:31]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[34:35]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[40:41]
	v_cmp_gt_i64_e32 vcc, 20, v[0:1]
	s_mov_b32 s2, -1
	s_brev_b32 s3, -2
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cndmask_b32_e32 v0, 20, v0, vcc
	v_cmp_lt_i64_e32 vcc, 1, v[0:1]
	s_mov_b64 s[8:9], 0
	v_mov_b64_e32 v[2:3], s[2:3]
	v_cndmask_b32_e32 v1, 0, v1, vcc
	v_cndmask_b32_e32 v0, 1, v0, vcc
	v_bfrev_b32_e32 v4, 1
	s_mov_b64 s[10:11], 0
	s_branch .LBB0_69
.LBB0_68:
	s_or_b64 exec, exec, s[2:3]
	s_add_u32 s10, s10, 1
	v_lshl_add_u64 v[0:1], v[0:1], 0, -1
	s_addc_u32 s11, s11, 0
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_or_b64 s[8:9], vcc, s[8:9]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_71
.LBB0_69:
	v_cmp_lt_i64_e32 vcc, v[12:13], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v7, v4, v13, vcc
	v_cndmask_b32_e32 v6, 0, v12, vcc
	v_cmp_lt_i64_e32 vcc, v[14:15], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[14:15], v[6:7]
	s_and_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v7, v7, v15, vcc
	v_cndmask_b32_e32 v6, v6, v14, vcc
	v_cmp_lt_i64_e32 vcc, v[18:19], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[18:19], v[6:7]
	s_and_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v7, v7, v19, vcc
	v_cndmask_b32_e32 v6, v6, v18, vcc
	v_cmp_lt_i64_e32 vcc, v[16:17], v[2:3]
	v_cmp_gt_i64_e64 s[2:3], v[16:17], v[6:7]
	s_and_b64 vcc, vcc, s[2:3]
	v_cndmask_b32_e32 v3, v7, v17, vcc
	v_cndmask_b32_e32 v2, v6, v16, vcc
	ds_bpermute_b32 v6, v58, v2
	ds_bpermute_b32 v7, v58, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cndmask_b32_e32 v2, v2, v6, vcc
	ds_bpermute_b32 v6, v59, v2
	ds_bpermute_b32 v7, v59, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cndmask_b32_e32 v2, v2, v6, vcc
	ds_bpermute_b32 v7, v60, v3
	ds_bpermute_b32 v6, v60, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cndmask_b32_e32 v2, v2, v6, vcc
	ds_bpermute_b32 v7, v61, v3
	ds_bpermute_b32 v6, v61, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cndmask_b32_e32 v2, v2, v6, vcc
	ds_bpermute_b32 v7, v62, v3
	ds_bpermute_b32 v6, v62, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_cndmask_b32_e32 v2, v2, v6, vcc
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_68
	v_lshl_add_u64 v[6:7], s[10:11], 3, v[10:11]
	flat_store_dwordx2 v[6:7], v[2:3]
	s_branch .LBB0_68
.LBB0_71:
	s_or_b64 exec, exec, s[6:7]
.LBB0_72:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i64_e32 vcc, 20, v[38:39]
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_75
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[22:23]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[26:27]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[32:33]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[36:37]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[42:43]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[20:21]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[24:25]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[30:31]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[34:35]
	v_cmp_gt_i64_e32 vcc, 20, v[38:39]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[40:41]
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v3, 0, v39, vcc
	v_cndmask_b32_e32 v2, 20, v38, vcc
	v_cmp_gt_i64_e32 vcc, 20, v[4:5]
	s_mov_b64 s[0:1], 0
	v_bfrev_b32_e32 v1, 1
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 20, v4, vcc
	v_lshl_add_u64 v[4:5], v[4:5], 0, -1
.LBB0_74:
	v_lshl_add_u64 v[4:5], v[4:5], 0, 1
	v_cmp_lt_i64_e32 vcc, 18, v[4:5]
	v_lshl_add_u64 v[6:7], v[2:3], 3, v[10:11]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 1
	s_or_b64 s[0:1], vcc, s[0:1]
	flat_store_dwordx2 v[6:7], v[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_74
.LBB0_75:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_topk_tile
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 136
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 50
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
	.size	logpjit_topk_tile, .Lfunc_end0-logpjit_topk_tile

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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 136
    .max_flat_workgroup_size: 256
    .name:           logpjit_topk_tile
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_tile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
