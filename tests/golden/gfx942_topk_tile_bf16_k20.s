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
	v_or_b32_e32 v12, s44, v1
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
	v_add_u32_e32 v8, v4, v3
	v_mul_hi_u32 v2, v1, v7
	v_mul_hi_u32 v5, v1, v8
	v_mul_lo_u32 v4, v1, v8
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_mul_hi_u32 v2, v6, v7
	v_mul_lo_u32 v7, v6, v7
	v_add_co_u32_e32 v4, vcc, v4, v7
	v_mul_hi_u32 v9, v6, v8
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v2, vcc
	v_mul_lo_u32 v4, v6, v8
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v9, vcc
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
	v_mul_hi_u32 v9, v6, v2
	v_mul_lo_u32 v10, v6, v2
	v_mul_hi_u32 v5, v1, v7
	v_mul_lo_u32 v4, v1, v7
	v_mul_hi_u32 v2, v1, v2
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v2, vcc, v4, v10
	v_mul_hi_u32 v8, v6, v7
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v9, vcc
	v_mul_lo_u32 v4, v6, v7
	s_nop 0
	v_addc_co_u32_e32 v5, vcc, 0, v8, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v4
	v_mul_hi_u32 v2, v12, v1
	s_nop 0
	v_addc_co_u32_e32 v6, vcc, v6, v5, vcc
	v_mad_u64_u32 v[4:5], s[2:3], v12, v6, 0
	v_lshl_add_u64 v[4:5], v[2:3], 0, v[4:5]
	v_mad_u64_u32 v[8:9], s[2:3], s45, v1, 0
	v_add_co_u32_e32 v1, vcc, v4, v8
	v_mad_u64_u32 v[6:7], s[2:3], s45, v6, 0
	s_nop 0
	v_addc_co_u32_e32 v2, vcc, v5, v9, vcc
	v_mov_b32_e32 v10, s45
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	v_mul_lo_u32 v1, s35, v2
	v_mul_lo_u32 v6, s34, v3
	v_mad_u64_u32 v[4:5], s[2:3], s34, v2, 0
	v_add3_u32 v1, v5, v6, v1
	v_sub_u32_e32 v5, s45, v1
	v_mov_b32_e32 v6, s35
	v_sub_co_u32_e32 v8, vcc, v12, v4
	s_nop 1
	v_subb_co_u32_e64 v4, s[2:3], v5, v6, vcc
	v_subrev_co_u32_e64 v5, s[2:3], s34, v8
	v_subb_co_u32_e32 v1, vcc, v10, v1, vcc
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
	v_cndmask_b32_e64 v9, v6, v5, s[2:3]
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	v_cmp_ne_u32_e64 s[2:3], 0, v9
	s_nop 1
	v_cndmask_b32_e64 v5, v7, v5, s[2:3]
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, s34, v8
	s_nop 1
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, s35, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v7, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e64 v1, v6, v4, s[2:3]
	s_nop 0
	v_cndmask_b32_e32 v9, v3, v5, vcc
	v_cndmask_b32_e32 v8, v2, v1, vcc
.LBB0_2:
	s_andn2_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB0_4
	v_cvt_f32_u32_e32 v1, s34
	s_sub_i32 s4, 0, s34
	v_mov_b32_e32 v9, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s4, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, v12, v1
	v_mul_lo_u32 v2, v1, s34
	v_sub_u32_e32 v2, v12, v2
	v_add_u32_e32 v3, 1, v1
	v_subrev_u32_e32 v4, s34, v2
	v_cmp_le_u32_e32 vcc, s34, v2
	s_nop 1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_le_u32_e32 vcc, s34, v2
	s_nop 1
	v_cndmask_b32_e32 v8, v1, v3, vcc
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx16 s[12:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[26:27], v[8:9]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_48
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[2:3], v[8:9], 3, v[2:3]
	flat_load_dwordx2 v[4:5], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[36:37], v[4:5]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_48
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
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[2:3]
	flat_load_dword v13, v[2:3]
	s_mov_b32 s4, -1
	v_and_b32_e32 v2, 31, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_brev_b32 s5, -2
	v_and_b32_e32 v0, 0xfc, v0
	v_mov_b64_e32 v[10:11], s[4:5]
	v_cmp_gt_i64_e64 s[4:5], s[14:15], 0
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v48, 64, v0
	v_xor_b32_e32 v49, 32, v0
	v_xor_b32_e32 v50, 16, v0
	v_xor_b32_e32 v51, 8, v0
	v_xor_b32_e32 v52, 4, v0
	s_mov_b32 s16, 0
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_mov_b64 s[12:13], 0
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[2:3]
	s_brev_b32 s17, 1
	v_cmp_ne_u32_e64 s[4:5], 1, v0
	s_mov_b32 s33, 0xff800000
	v_mov_b32_e32 v14, 0x7fc00000
	s_branch .LBB0_11
.LBB0_10:
	ds_bpermute_b32 v4, v48, v0
	ds_bpermute_b32 v5, v48, v1
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v49, v1
	ds_bpermute_b32 v4, v49, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v50, v1
	ds_bpermute_b32 v4, v50, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v51, v1
	ds_bpermute_b32 v4, v51, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v5, vcc
	v_cndmask_b32_e32 v0, v0, v4, vcc
	ds_bpermute_b32 v5, v52, v1
	ds_bpermute_b32 v4, v52, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[4:5], v[0:1]
	s_nop 1
	v_cndmask_b32_e32 v11, v1, v5, vcc
	v_cndmask_b32_e32 v10, v0, v4, vcc
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
	v_mad_u64_u32 v[4:5], s[6:7], s40, v4, v[8:9]
	v_add_u32_e32 v5, s8, v5
	v_mul_lo_u32 v6, v5, s34
	v_mul_lo_u32 v7, v4, s35
	v_mad_u64_u32 v[4:5], s[6:7], v4, s34, 0
	v_add3_u32 v5, v5, v7, v6
	s_mov_b64 s[48:49], 0
	v_mov_b64_e32 v[6:7], v[2:3]
.LBB0_16:
	v_lshl_add_u64 v[16:17], v[6:7], 0, v[4:5]
	v_mul_lo_u32 v15, v17, s20
	v_mul_lo_u32 v18, v16, s21
	v_mad_u64_u32 v[16:17], s[6:7], v16, s20, 0
	v_add3_u32 v17, v17, v18, v15
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[18:19]
	flat_load_dword v15, v[16:17]
	v_lshl_add_u64 v[16:17], s[36:37], 0, v[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, 32
	v_cmp_le_i64_e32 vcc, s[34:35], v[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_o_f32_e64 s[8:9], v15, v15
	v_cmp_neq_f32_e64 s[6:7], s33, v15
	s_nop 0
	v_cndmask_b32_e64 v15, v14, v15, s[8:9]
	v_xor_b32_e32 v18, 0x7fffffff, v15
	v_cmp_gt_i32_e64 s[8:9], 0, v15
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v18, s[8:9]
	v_or_b32_e32 v17, v15, v17
	v_cmp_gt_i64_e64 s[8:9], v[16:17], v[0:1]
	v_cmp_lt_i64_e64 s[10:11], v[16:17], v[10:11]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v1, v1, v17, s[6:7]
	s_or_b64 s[48:49], vcc, s[48:49]
	v_cndmask_b32_e64 v0, v0, v16, s[6:7]
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execnz .LBB0_16
	s_or_b64 exec, exec, s[48:49]
	s_branch .LBB0_13
.LBB0_18:
	v_mul_lo_u32 v4, v9, s34
	v_mul_lo_u32 v5, v8, s35
	v_mad_u64_u32 v[0:1], s[2:3], v8, s34, 0
	v_add3_u32 v1, v1, v5, v4
	v_mov_b32_e32 v4, s45
	v_sub_co_u32_e32 v30, vcc, v12, v0
	s_movk_i32 s4, 0x946
	s_nop 0
	v_subb_co_u32_e32 v31, vcc, v4, v1, vcc
	v_mov_b64_e32 v[6:7], 0x946
	v_mul_lo_u32 v10, v31, s4
	v_mad_u64_u32 v[6:7], s[2:3], v30, s4, v[6:7]
	v_mad_u64_u32 v[0:1], s[2:3], v30, s4, 0
	v_add_u32_e32 v7, v10, v7
	v_add_u32_e32 v1, v1, v10
	v_mov_b32_e32 v10, s43
	v_cmp_gt_i64_e32 vcc, s[42:43], v[6:7]
	v_mov_b32_e32 v4, s28
	v_mov_b32_e32 v5, s29
	v_cndmask_b32_e32 v35, v10, v7, vcc
	v_mov_b32_e32 v7, s42
	v_cndmask_b32_e32 v34, v7, v6, vcc
	v_mov_b32_e32 v10, s30
	v_sub_co_u32_e32 v6, vcc, v34, v0
	s_lshl_b32 s4, s30, 1
	v_alignbit_b32 v10, s31, v10, 31
	v_subb_co_u32_e32 v7, vcc, v35, v1, vcc
	v_mul_lo_u32 v10, v10, v8
	v_mad_u64_u32 v[4:5], s[2:3], s4, v8, v[4:5]
	v_mul_lo_u32 v12, s4, v9
	v_mov_b64_e32 v[16:17], 0
	v_add3_u32 v5, v10, v5, v12
	v_cmp_gt_i64_e32 vcc, v[6:7], v[2:3]
	v_mov_b64_e32 v[6:7], v[16:17]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_28
	v_mov_b32_e32 v20, 0x7fc00000
	s_waitcnt vmcnt(0)
	v_cmp_o_f32_e64 s[2:3], v13, v13
	s_mov_b32 s33, 0
	s_mov_b64 s[30:31], 0
	v_cndmask_b32_e64 v6, v20, v13, s[2:3]
	v_xor_b32_e32 v7, 0x7fffffff, v6
	v_cmp_gt_i32_e64 s[2:3], 0, v6
	s_nop 1
	v_cndmask_b32_e64 v10, v6, v7, s[2:3]
	v_not_b32_e32 v7, 0
	v_not_b32_e32 v6, v2
	v_lshl_add_u64 v[6:7], v[34:35], 0, v[6:7]
	v_sub_co_u32_e64 v6, s[2:3], v6, v0
	s_nop 1
	v_subb_co_u32_e64 v7, s[2:3], v7, v1, s[2:3]
	s_mov_b64 s[2:3], 0xdf
	v_lshrrev_b64 v[12:13], 5, v[6:7]
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[6:7]
	v_mov_b64_e32 v[6:7], 0
	v_lshl_add_u64 v[14:15], v[12:13], 0, 1
	v_mov_b64_e32 v[16:17], v[6:7]
	v_mov_b64_e32 v[12:13], v[2:3]
	s_and_saveexec_b64 s[28:29], s[2:3]
	s_cbranch_execz .LBB0_23
	v_mov_b64_e32 v[16:17], 0
	v_and_b32_e32 v18, -8, v14
	v_mov_b32_e32 v19, v15
	s_mov_b64 s[36:37], 0x100
	v_mov_b64_e32 v[12:13], v[2:3]
	v_mov_b64_e32 v[6:7], v[16:17]
.LBB0_21:
	v_lshl_add_u64 v[22:23], v[12:13], 0, v[0:1]
	v_lshl_add_u64 v[22:23], v[22:23], 1, v[4:5]
	flat_load_ushort v15, v[22:23]
	flat_load_ushort v21, v[22:23] offset:64
	flat_load_ushort v24, v[22:23] offset:128
	flat_load_ushort v26, v[22:23] offset:192
	flat_load_ushort v28, v[22:23] offset:256
	flat_load_ushort v32, v[22:23] offset:320
	flat_load_ushort v36, v[22:23] offset:384
	flat_load_ushort v38, v[22:23] offset:448
	v_mov_b32_e32 v25, s33
	v_mov_b32_e32 v27, s33
	v_mov_b32_e32 v29, s33
	v_mov_b32_e32 v33, s33
	v_mov_b32_e32 v37, s33
	v_mov_b32_e32 v39, s33
	v_mov_b32_e32 v41, s33
	v_mov_b32_e32 v43, s33
	v_mov_b32_e32 v45, s33
	v_mov_b32_e32 v47, s33
	v_mov_b32_e32 v55, s33
	v_mov_b32_e32 v57, s33
	v_mov_b32_e32 v59, s33
	v_mov_b32_e32 v61, s33
	v_lshl_add_u64 v[18:19], v[18:19], 0, -8
	v_mov_b32_e32 v63, s33
	v_mov_b32_e32 v65, s33
	v_cmp_eq_u64_e64 s[2:3], 0, v[18:19]
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[36:37]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v15
	v_lshlrev_b32_e32 v21, 16, v21
	v_cmp_o_f32_e64 s[4:5], v15, v15
	v_lshlrev_b32_e32 v22, 16, v24
	v_lshlrev_b32_e32 v23, 16, v26
	v_cndmask_b32_e64 v15, v20, v15, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v21, v21
	v_lshlrev_b32_e32 v24, 16, v28
	v_lshlrev_b32_e32 v26, 16, v32
	v_cndmask_b32_e64 v21, v20, v21, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v22, v22
	v_lshlrev_b32_e32 v28, 16, v36
	v_lshlrev_b32_e32 v32, 16, v38
	v_cndmask_b32_e64 v22, v20, v22, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v23, v23
	v_xor_b32_e32 v36, 0x7fffffff, v15
	v_xor_b32_e32 v38, 0x7fffffff, v21
	v_cndmask_b32_e64 v23, v20, v23, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v24, v24
	v_xor_b32_e32 v40, 0x7fffffff, v22
	v_cmp_gt_i32_e64 s[6:7], 0, v22
	v_cndmask_b32_e64 v24, v20, v24, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v26, v26
	v_xor_b32_e32 v42, 0x7fffffff, v23
	v_cndmask_b32_e64 v22, v22, v40, s[6:7]
	v_cndmask_b32_e64 v26, v20, v26, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v28, v28
	v_cmp_gt_i32_e64 s[8:9], 0, v23
	v_cmp_gt_i32_e64 s[10:11], 0, v24
	v_cndmask_b32_e64 v28, v20, v28, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v32, v32
	v_xor_b32_e32 v40, 0x7fffffff, v28
	v_cmp_gt_i32_e64 s[6:7], 0, v28
	v_cndmask_b32_e64 v32, v20, v32, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], 0, v15
	v_cndmask_b32_e64 v23, v23, v42, s[8:9]
	v_xor_b32_e32 v42, 0x7fffffff, v32
	v_cndmask_b32_e64 v15, v15, v36, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], 0, v21
	v_xor_b32_e32 v36, 0x7fffffff, v24
	v_cmp_gt_i32_e64 s[8:9], 0, v32
	v_cndmask_b32_e64 v21, v21, v38, s[4:5]
	v_xor_b32_e32 v38, 0x7fffffff, v26
	v_cmp_gt_i32_e64 s[4:5], 0, v26
	v_cndmask_b32_e64 v24, v24, v36, s[10:11]
	v_cndmask_b32_e64 v28, v28, v40, s[6:7]
	v_cndmask_b32_e64 v36, v26, v38, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v15, v10
	v_cmp_ge_i32_e64 s[6:7], v15, v11
	v_cndmask_b32_e64 v40, v32, v42, s[8:9]
	v_cmp_ge_i32_e64 s[8:9], v21, v11
	v_cndmask_b32_e64 v26, 0, 1, s[6:7]
	v_cmp_gt_i32_e64 s[6:7], v21, v10
	v_cmp_ge_i32_e64 s[12:13], v23, v11
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_cndmask_b32_e64 v32, 0, 1, s[8:9]
	v_cmp_gt_i32_e64 s[8:9], v22, v10
	v_cmp_ge_i32_e64 s[10:11], v22, v11
	v_cndmask_b32_e64 v42, 0, 1, s[12:13]
	v_cmp_gt_i32_e64 s[12:13], v24, v10
	v_cmp_ge_i32_e64 s[14:15], v24, v11
	v_cmp_ge_i32_e64 s[16:17], v36, v11
	v_cndmask_b32_e64 v24, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[6:7]
	v_cndmask_b32_e64 v38, 0, 1, s[10:11]
	v_cmp_gt_i32_e64 s[10:11], v23, v10
	v_cndmask_b32_e64 v56, 0, 1, s[16:17]
	v_cmp_gt_i32_e64 s[16:17], v28, v10
	v_cmp_ge_i32_e64 s[18:19], v28, v11
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[26:27]
	v_cndmask_b32_e64 v28, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[8:9]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[24:25]
	v_cndmask_b32_e64 v46, 0, 1, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], v36, v10
	v_cndmask_b32_e64 v36, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[10:11]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[32:33]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[28:29]
	v_cndmask_b32_e64 v60, 0, 1, s[18:19]
	v_cmp_gt_i32_e64 s[18:19], v40, v10
	v_cmp_ge_i32_e64 s[20:21], v40, v11
	v_cndmask_b32_e64 v40, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[12:13]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[38:39]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[36:37]
	v_cndmask_b32_e64 v44, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[14:15]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[42:43]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[40:41]
	v_cndmask_b32_e64 v54, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[16:17]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[46:47]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[44:45]
	v_cndmask_b32_e64 v58, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[18:19]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[56:57]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[54:55]
	v_cndmask_b32_e64 v64, 0, 1, s[20:21]
	v_cndmask_b32_e64 v62, 0, 1, s[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[60:61]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[58:59]
	s_or_b64 s[30:31], s[2:3], s[30:31]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[64:65]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[62:63]
	s_andn2_b64 exec, exec, s[30:31]
	s_cbranch_execnz .LBB0_21
	s_or_b64 exec, exec, s[30:31]
.LBB0_23:
	s_or_b64 exec, exec, s[28:29]
	v_and_b32_e32 v14, 7, v14
	v_mov_b32_e32 v15, 0
	s_mov_b64 s[10:11], 0
	v_cmp_ne_u64_e64 s[2:3], 0, v[14:15]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_27
	v_mov_b32_e32 v18, 0x7fc00000
	s_mov_b32 s12, 0
.LBB0_25:
	v_lshl_add_u64 v[20:21], v[12:13], 0, v[0:1]
	v_lshl_add_u64 v[20:21], v[20:21], 1, v[4:5]
	flat_load_ushort v19, v[20:21]
	v_lshl_add_u64 v[14:15], v[14:15], 0, -1
	v_mov_b32_e32 v21, s12
	v_mov_b32_e32 v23, s12
	v_cmp_eq_u64_e64 s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[12:13], v[12:13], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[4:5], v19, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v18, v19, s[4:5]
	v_xor_b32_e32 v20, 0x7fffffff, v19
	v_cmp_gt_i32_e64 s[4:5], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v19, v19, v20, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v19, v10
	v_cmp_ge_i32_e64 s[6:7], v19, v11
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	v_cndmask_b32_e64 v22, 0, 1, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[22:23]
	s_or_b64 s[10:11], s[2:3], s[10:11]
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[20:21]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_25
	s_or_b64 exec, exec, s[10:11]
.LBB0_27:
	s_or_b64 exec, exec, s[8:9]
.LBB0_28:
	s_or_b64 exec, exec, s[26:27]
	ds_bpermute_b32 v10, v48, v16
	ds_bpermute_b32 v19, v48, v17
	ds_bpermute_b32 v12, v48, v6
	ds_bpermute_b32 v15, v48, v7
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v18, v11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, v11
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[10:11]
	v_mov_b32_e32 v14, v11
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[20:21], v[16:17], 0, v[18:19]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[18:19], v[6:7], 0, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[14:15]
	ds_bpermute_b32 v10, v49, v16
	ds_bpermute_b32 v16, v49, v18
	ds_bpermute_b32 v25, v49, v21
	ds_bpermute_b32 v19, v49, v23
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v24, v11
	v_mov_b32_e32 v18, v11
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[10:11]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[16:17]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[24:25], v[20:21], 0, v[24:25]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[22:23], 0, v[18:19]
	ds_bpermute_b32 v10, v50, v20
	ds_bpermute_b32 v20, v50, v22
	ds_bpermute_b32 v29, v50, v25
	ds_bpermute_b32 v23, v50, v27
	v_mov_b32_e32 v21, v11
	v_mov_b32_e32 v28, v11
	v_mov_b32_e32 v22, v11
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[10:11]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[26:27], v[26:27], 0, v[20:21]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[28:29], v[24:25], 0, v[28:29]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[32:33], v[26:27], 0, v[22:23]
	ds_bpermute_b32 v10, v51, v24
	ds_bpermute_b32 v24, v51, v26
	ds_bpermute_b32 v37, v51, v29
	ds_bpermute_b32 v27, v51, v33
	v_mov_b32_e32 v25, v11
	v_mov_b32_e32 v36, v11
	v_mov_b32_e32 v26, v11
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[28:29], v[28:29], 0, v[10:11]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[24:25]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[38:39], v[28:29], 0, v[36:37]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[36:37], v[32:33], 0, v[26:27]
	ds_bpermute_b32 v40, v52, v28
	ds_bpermute_b32 v43, v52, v39
	ds_bpermute_b32 v10, v52, v32
	ds_bpermute_b32 v29, v52, v37
	v_mad_u64_u32 v[32:33], s[0:1], v8, s34, v[30:31]
	v_mul_lo_u32 v8, v8, s35
	v_mul_lo_u32 v9, v9, s34
	v_add3_u32 v33, v9, v33, v8
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_30
	v_mov_b32_e32 v41, v11
	v_mov_b32_e32 v8, s24
	v_mov_b32_e32 v9, s25
	v_mov_b32_e32 v42, v11
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[30:31], v[38:39], 0, v[40:41]
	v_lshl_add_u64 v[8:9], v[32:33], 3, v[8:9]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[30:31], v[30:31], 0, v[42:43]
	flat_store_dwordx2 v[8:9], v[30:31]
.LBB0_30:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v28, v11
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[36:37], 0, v[10:11]
	v_lshl_add_u64 v[30:31], v[8:9], 0, v[28:29]
	v_mov_b32_e32 v8, s22
	v_mov_b32_e32 v9, s23
	s_movk_i32 s4, 0xa0
	v_mad_u64_u32 v[8:9], s[2:3], v32, s4, v[8:9]
	v_mov_b32_e32 v32, v9
	v_mad_u64_u32 v[32:33], s[2:3], v33, s4, v[32:33]
	v_mov_b32_e32 v9, v32
	s_mov_b64 s[12:13], 0
	v_cmp_lt_i64_e64 s[2:3], 0, v[30:31]
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execz .LBB0_45
	v_not_b32_e32 v37, 0
	v_not_b32_e32 v36, v2
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[36:37]
	v_lshl_add_u64 v[36:37], v[6:7], 0, v[14:15]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[18:19]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[22:23]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[26:27]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[28:29]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[12:13]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[16:17]
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[20:21]
	v_sub_co_u32_e64 v40, s[2:3], v34, v0
	v_lshl_add_u64 v[36:37], v[36:37], 0, v[24:25]
	s_nop 0
	v_subb_co_u32_e64 v41, s[2:3], v35, v1, s[2:3]
	v_lshl_add_u64 v[38:39], v[36:37], 0, v[10:11]
	v_cmp_gt_i64_e64 s[2:3], 20, v[38:39]
	v_lshrrev_b64 v[34:35], 5, v[40:41]
	v_lshl_add_u64 v[34:35], v[34:35], 0, 1
	v_cndmask_b32_e64 v39, 0, v39, s[2:3]
	v_cndmask_b32_e64 v38, 20, v38, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], 1, v[38:39]
	s_mov_b32 s6, -1
	s_mov_b32 s16, 0
	v_mov_b32_e32 v37, 0
	v_cndmask_b32_e64 v39, 0, v39, s[2:3]
	v_cndmask_b32_e64 v38, 1, v38, s[2:3]
	v_and_b32_e32 v36, 7, v34
	s_mov_b64 s[2:3], 0xdf
	s_brev_b32 s7, -2
	v_lshl_add_u64 v[32:33], v[0:1], 0, s[38:39]
	s_brev_b32 s17, 1
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[40:41]
	v_and_b32_e32 v34, -8, v34
	v_cmp_ne_u64_e64 s[4:5], 0, v[36:37]
	v_mov_b64_e32 v[40:41], s[6:7]
	s_mov_b64 s[18:19], 0x60
	s_mov_b64 s[20:21], 0x80
	s_mov_b64 s[22:23], 0xa0
	s_mov_b64 s[24:25], 0xc0
	s_mov_b64 s[26:27], 0xe0
	s_mov_b64 s[28:29], 0x100
	v_mov_b32_e32 v53, 0x7fc00000
	s_mov_b64 s[30:31], 0
	s_branch .LBB0_33
.LBB0_32:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	v_cmp_eq_u64_e64 s[6:7], s[30:31], v[38:39]
	s_or_b64 s[12:13], s[6:7], s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_45
.LBB0_33:
	v_mov_b64_e32 v[46:47], s[16:17]
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB0_43
	v_mov_b64_e32 v[46:47], s[16:17]
	v_mov_b64_e32 v[42:43], v[2:3]
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_cbranch_execz .LBB0_38
	s_mov_b64 s[36:37], 0
	v_mov_b64_e32 v[46:47], s[16:17]
	v_mov_b64_e32 v[44:45], v[34:35]
	v_mov_b64_e32 v[42:43], v[2:3]
.LBB0_36:
	v_lshl_add_u64 v[54:55], v[42:43], 0, v[0:1]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[4:5]
	flat_load_ushort v54, v[54:55]
	v_lshl_add_u64 v[44:45], v[44:45], 0, -8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v54, 16, v54
	v_cmp_o_f32_e64 s[6:7], v54, v54
	s_nop 1
	v_cndmask_b32_e64 v54, v53, v54, s[6:7]
	v_xor_b32_e32 v55, 0x7fffffff, v54
	v_cmp_gt_i32_e64 s[6:7], 0, v54
	s_nop 1
	v_cndmask_b32_e64 v56, v54, v55, s[6:7]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[42:43]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, 32
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, 64
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, s[18:19]
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, s[20:21]
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, s[22:23]
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, s[24:25]
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_lshl_add_u64 v[54:55], v[42:43], 0, s[26:27]
	v_lshl_add_u64 v[56:57], v[54:55], 0, v[0:1]
	v_lshl_add_u64 v[56:57], v[56:57], 1, v[4:5]
	flat_load_ushort v56, v[56:57]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[54:55]
	v_lshl_add_u64 v[42:43], v[42:43], 0, s[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[6:7], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[6:7]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[6:7], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[6:7]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	s_nop 1
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_or_b32_e32 v55, v56, v55
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	v_cmp_lt_i64_e64 s[6:7], v[54:55], v[40:41]
	s_nop 0
	v_cndmask_b32_e64 v55, v47, v55, s[8:9]
	v_cndmask_b32_e64 v47, v47, v55, s[6:7]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v46, v46, v54, s[6:7]
	v_cmp_eq_u64_e64 s[6:7], 0, v[44:45]
	s_or_b64 s[36:37], s[6:7], s[36:37]
	s_andn2_b64 exec, exec, s[36:37]
	s_cbranch_execnz .LBB0_36
	s_or_b64 exec, exec, s[36:37]
.LBB0_38:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[36:37], s[4:5]
	s_cbranch_execz .LBB0_42
	s_mov_b64 s[38:39], 0
	v_mov_b64_e32 v[44:45], v[36:37]
.LBB0_40:
	v_lshl_add_u64 v[54:55], v[42:43], 0, v[0:1]
	v_lshl_add_u64 v[54:55], v[54:55], 1, v[4:5]
	flat_load_ushort v56, v[54:55]
	v_lshl_add_u64 v[54:55], v[32:33], 0, v[42:43]
	v_sub_co_u32_e64 v54, s[6:7], -1, v54
	v_lshl_add_u64 v[44:45], v[44:45], 0, -1
	s_nop 0
	v_subb_co_u32_e64 v55, s[6:7], 0, v55, s[6:7]
	v_cmp_eq_u64_e64 s[6:7], 0, v[44:45]
	v_lshl_add_u64 v[42:43], v[42:43], 0, 32
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v56, 16, v56
	v_cmp_o_f32_e64 s[8:9], v56, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v53, v56, s[8:9]
	v_xor_b32_e32 v57, 0x7fffffff, v56
	v_cmp_gt_i32_e64 s[8:9], 0, v56
	s_nop 1
	v_cndmask_b32_e64 v56, v56, v57, s[8:9]
	v_or_b32_e32 v55, v56, v55
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[46:47]
	v_cmp_lt_i64_e64 s[10:11], v[54:55], v[40:41]
	s_nop 0
	v_cndmask_b32_e64 v56, v47, v55, s[8:9]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	v_cndmask_b32_e64 v47, v47, v56, s[10:11]
	s_or_b64 s[38:39], s[6:7], s[38:39]
	v_cndmask_b32_e64 v46, v46, v54, s[8:9]
	s_andn2_b64 exec, exec, s[38:39]
	s_cbranch_execnz .LBB0_40
	s_or_b64 exec, exec, s[38:39]
.LBB0_42:
	s_or_b64 exec, exec, s[36:37]
.LBB0_43:
	s_or_b64 exec, exec, s[34:35]
	ds_bpermute_b32 v40, v48, v46
	ds_bpermute_b32 v41, v48, v47
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[40:41], v[46:47]
	s_nop 1
	v_cndmask_b32_e64 v41, v47, v41, s[6:7]
	v_cndmask_b32_e64 v40, v46, v40, s[6:7]
	ds_bpermute_b32 v43, v49, v41
	ds_bpermute_b32 v42, v49, v40
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[42:43], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v43, s[6:7]
	v_cndmask_b32_e64 v40, v40, v42, s[6:7]
	ds_bpermute_b32 v43, v50, v41
	ds_bpermute_b32 v42, v50, v40
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[42:43], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v43, s[6:7]
	v_cndmask_b32_e64 v40, v40, v42, s[6:7]
	ds_bpermute_b32 v43, v51, v41
	ds_bpermute_b32 v42, v51, v40
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[42:43], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v43, s[6:7]
	v_cndmask_b32_e64 v40, v40, v42, s[6:7]
	ds_bpermute_b32 v43, v52, v41
	ds_bpermute_b32 v42, v52, v40
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[42:43], v[40:41]
	s_nop 1
	v_cndmask_b32_e64 v41, v41, v43, s[6:7]
	v_cndmask_b32_e64 v40, v40, v42, s[6:7]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_32
	v_lshl_add_u64 v[42:43], s[30:31], 3, v[8:9]
	flat_store_dwordx2 v[42:43], v[40:41]
	s_branch .LBB0_32
.LBB0_45:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_i64_e32 vcc, 20, v[30:31]
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_48
	v_lshl_add_u64 v[4:5], v[6:7], 0, v[14:15]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[18:19]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[22:23]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[26:27]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[28:29]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[16:17]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[20:21]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[24:25]
	v_cmp_gt_i64_e32 vcc, 20, v[30:31]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[10:11]
	v_mov_b32_e32 v0, 0
	v_cndmask_b32_e32 v3, 0, v31, vcc
	v_cndmask_b32_e32 v2, 20, v30, vcc
	v_cmp_gt_i64_e32 vcc, 20, v[4:5]
	s_mov_b64 s[0:1], 0
	v_bfrev_b32_e32 v1, 1
	v_cndmask_b32_e32 v5, 0, v5, vcc
	v_cndmask_b32_e32 v4, 20, v4, vcc
	v_lshl_add_u64 v[4:5], v[4:5], 0, -1
.LBB0_47:
	v_lshl_add_u64 v[4:5], v[4:5], 0, 1
	v_cmp_lt_i64_e32 vcc, 18, v[4:5]
	v_lshl_add_u64 v[6:7], v[2:3], 3, v[8:9]
	v_lshl_add_u64 v[2:3], v[2:3], 0, 1
	s_or_b64 s[0:1], vcc, s[0:1]
	flat_store_dwordx2 v[6:7], v[0:1]
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_47
.LBB0_48:
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
		.amdhsa_next_free_vgpr 66
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 68
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
    .vgpr_count:     66
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
