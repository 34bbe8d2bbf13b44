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
	s_mov_b32 s5, 0x69ad9940
	s_add_u32 s5, 0x6e928, s5
	v_bfrev_b32_e32 v1, 5
	s_addc_u32 s6, 0, 0
	v_add_co_u32_e32 v1, vcc, s5, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s5, s6, 0x1b9b10
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s6, s5, 0xfffff6ba
	s_mul_hi_u32 s8, s7, 0xfffff6ba
	s_add_i32 s8, s8, s6
	s_sub_i32 s6, s8, s7
	s_mul_i32 s9, s7, 0xfffff6ba
	s_mul_hi_u32 s12, s7, s6
	s_mul_i32 s13, s7, s6
	s_mul_hi_u32 s7, s7, s9
	s_add_u32 s7, s7, s13
	s_mul_hi_u32 s10, s5, s9
	s_mul_i32 s11, s5, s9
	s_addc_u32 s9, 0, s12
	s_add_u32 s7, s7, s11
	s_load_dwordx8 s[36:43], s[0:1], 0x20
	s_mul_hi_u32 s8, s5, s6
	s_addc_u32 s7, s9, s10
	s_addc_u32 s8, s8, 0
	s_mul_i32 s6, s5, s6
	s_add_u32 s6, s7, s6
	s_addc_u32 s7, 0, s8
	v_add_co_u32_e32 v1, vcc, s6, v1
	s_cmp_lg_u64 vcc, 0
	s_addc_u32 s5, s5, s7
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s6, s41, 31
	s_add_u32 s8, s40, s6
	s_mov_b32 s7, s6
	s_addc_u32 s9, s41, s6
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	v_readfirstlane_b32 s12, v1
	s_mul_i32 s11, s8, s5
	s_mul_hi_u32 s13, s8, s12
	s_mul_hi_u32 s10, s8, s5
	s_add_u32 s11, s13, s11
	s_addc_u32 s10, 0, s10
	s_mul_hi_u32 s14, s9, s12
	s_mul_i32 s12, s9, s12
	s_add_u32 s11, s11, s12
	s_mul_hi_u32 s13, s9, s5
	s_addc_u32 s10, s10, s14
	s_addc_u32 s11, s13, 0
	s_mul_i32 s5, s9, s5
	s_add_u32 s5, s10, s5
	s_addc_u32 s10, 0, s11
	s_add_u32 s11, s5, 1
	s_addc_u32 s12, s10, 0
	s_add_u32 s13, s5, 2
	s_mul_i32 s16, s10, 0x946
	s_mul_hi_u32 s17, s5, 0x946
	s_addc_u32 s14, s10, 0
	s_add_i32 s17, s17, s16
	s_mul_i32 s16, s5, 0x946
	v_mov_b32_e32 v1, s16
	v_sub_co_u32_e32 v1, vcc, s8, v1
	s_movk_i32 s15, 0x946
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s8, s9, s17
	v_subrev_co_u32_e32 v2, vcc, s15, v1
	s_cmp_lg_u64 vcc, 0
	s_subb_u32 s9, s8, 0
	v_readfirstlane_b32 s15, v2
	s_cmpk_gt_u32 s15, 0x945
	s_cselect_b32 s15, -1, 0
	s_cmp_eq_u32 s9, 0
	s_cselect_b32 s9, s15, -1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, s14, s12
	v_readfirstlane_b32 s12, v1
	s_cselect_b32 s11, s13, s11
	s_cmpk_gt_u32 s12, 0x945
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u32 s8, 0
	s_cselect_b32 s8, s12, -1
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s9, s9, s10
	s_cselect_b32 s8, s11, s5
	s_mov_b32 s4, 0
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	s_mov_b32 s3, s4
	s_sub_u32 s34, s8, s6
	s_subb_u32 s35, s9, s6
	v_lshrrev_b32_e32 v1, 5, v0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_or_b32_e32 v2, s2, v1
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v3, s3
	v_or_b32_e32 v5, s35, v1
	v_or_b32_e32 v4, s34, v2
	s_mov_b64 s[2:3], 0xffffffff
	v_cmp_lt_u64_e32 vcc, s[2:3], v[4:5]
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_4
	v_mov_b64_e32 v[8:9], 0
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 63
	v_mov_b32_e32 v1, s35
	v_mov_b32_e32 v6, s34
	s_brev_b32 s5, 1
	v_mov_b64_e32 v[4:5], v[8:9]
.LBB0_2:
	v_lshrrev_b64 v[10:11], s8, v[2:3]
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_lshr_b64 s[10:11], s[4:5], s6
	v_and_b32_e32 v7, 1, v10
	s_add_u32 s6, s6, 1
	v_or_b32_e32 v4, v7, v4
	s_addc_u32 s7, s7, 0
	v_cmp_gt_u64_e32 vcc, s[34:35], v[4:5]
	v_mov_b32_e32 v10, s11
	v_mov_b32_e32 v11, s10
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e64 v12, v6, 0, vcc
	v_cndmask_b32_e64 v7, v1, 0, vcc
	v_cndmask_b32_e64 v10, v10, 0, vcc
	v_cndmask_b32_e64 v11, v11, 0, vcc
	s_addc_u32 s9, s9, -1
	v_sub_co_u32_e32 v4, vcc, v4, v12
	v_or_b32_e32 v9, v10, v9
	s_nop 0
	v_subb_co_u32_e32 v5, vcc, v5, v7, vcc
	s_cmp_eq_u64 s[6:7], 64
	v_or_b32_e32 v8, v11, v8
	s_cbranch_scc0 .LBB0_2
.LBB0_4:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB0_6
	v_cvt_f32_u32_e32 v1, s34
	s_sub_i32 s4, 0, s34
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v5, v9
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v3, s4, v1
	v_mul_hi_u32 v3, v1, v3
	v_add_u32_e32 v1, v1, v3
	v_mul_hi_u32 v1, v2, v1
	v_mul_lo_u32 v3, v1, s34
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s34, v3
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s34, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s34, v3
	s_nop 1
	v_cndmask_b32_e32 v8, v1, v4, vcc
	v_mul_lo_u32 v1, v8, s34
	v_sub_u32_e32 v4, v2, v1
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	s_load_dwordx16 s[12:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[26:27], v[8:9]
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_50
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[2:3], v[8:9], 3, v[2:3]
	flat_load_dwordx2 v[6:7], v[2:3]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_ne_u64_e32 vcc, s[36:37], v[6:7]
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_50
	s_load_dwordx4 s[28:31], s[0:1], 0x0
	v_cmp_gt_i64_e32 vcc, s[16:17], v[6:7]
	v_cmp_lt_i64_e64 s[0:1], -1, v[6:7]
	v_cmp_lt_i64_e64 s[2:3], s[14:15], 2
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b64_e32 v[2:3], 0
	s_cbranch_vccnz .LBB0_11
	s_add_u32 s2, s14, -1
	s_mov_b32 s6, 0
	v_cndmask_b32_e64 v7, 0, v7, s[0:1]
	v_cndmask_b32_e64 v6, 0, v6, s[0:1]
	s_addc_u32 s3, s15, -1
	v_mov_b64_e32 v[2:3], 0
	s_mov_b64 s[4:5], s[40:41]
.LBB0_10:
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	v_cmp_le_i64_e32 vcc, s[4:5], v[6:7]
	s_add_u32 s4, s4, s40
	v_mov_b32_e32 v11, s6
	v_cndmask_b32_e64 v10, 0, 1, vcc
	s_addc_u32 s5, s5, s41
	s_cmp_lg_u64 s[2:3], 0
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[10:11]
	s_cbranch_scc1 .LBB0_10
.LBB0_11:
	v_mul_lo_u32 v1, v3, s26
	v_mul_lo_u32 v10, v2, s27
	v_mad_u64_u32 v[2:3], s[2:3], v2, s26, 0
	v_mov_b32_e32 v6, s12
	v_mov_b32_e32 v7, s13
	v_add3_u32 v3, v3, v10, v1
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[6:7]
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[2:3]
	flat_load_dword v19, v[2:3]
	v_and_b32_e32 v2, 31, v0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v3, 0
	v_and_b32_e32 v0, 0xfc, v0
	v_xor_b32_e32 v60, 64, v0
	v_xor_b32_e32 v61, 32, v0
	v_xor_b32_e32 v62, 16, v0
	v_xor_b32_e32 v63, 8, v0
	v_xor_b32_e32 v64, 4, v0
	v_mul_lo_u32 v10, v9, s34
	v_mul_lo_u32 v11, v8, s35
	v_mad_u64_u32 v[0:1], s[4:5], v8, s34, v[2:3]
	v_mad_u64_u32 v[26:27], s[4:5], v8, s34, 0
	v_add3_u32 v1, v10, v1, v11
	v_add3_u32 v27, v27, v11, v10
	v_mul_lo_u32 v10, s20, v1
	v_mul_lo_u32 v11, s21, v0
	v_mad_u64_u32 v[0:1], s[4:5], s20, v0, 0
	s_mul_i32 s4, s34, s27
	s_mul_hi_u32 s5, s34, s26
	s_add_i32 s4, s5, s4
	s_mul_i32 s5, s35, s26
	s_mul_i32 s6, s34, s26
	s_add_i32 s4, s4, s5
	s_mul_i32 s5, s6, s21
	s_mul_hi_u32 s7, s6, s20
	s_add_i32 s5, s7, s5
	s_mul_i32 s4, s4, s20
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s6, s20
	s_lshl_b64 s[16:17], s[4:5], 2
	s_mov_b32 s4, -1
	v_mov_b32_e32 v6, s18
	v_mov_b32_e32 v7, s19
	v_add3_u32 v1, v1, v10, v11
	s_brev_b32 s5, -2
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[6:7]
	v_mov_b64_e32 v[6:7], s[4:5]
	v_cmp_gt_i64_e64 s[4:5], s[14:15], 0
	s_lshl_b64 s[18:19], s[20:21], 7
	s_mov_b32 s20, 0
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	s_mov_b64 s[12:13], 0
	v_cmp_gt_i64_e64 s[2:3], s[34:35], v[2:3]
	s_brev_b32 s21, 1
	v_cmp_ne_u32_e64 s[4:5], 1, v10
	s_mov_b32 s33, 0xff800000
	v_mov_b32_e32 v18, 0x7fc00000
	s_branch .LBB0_13
.LBB0_12:
	ds_bpermute_b32 v6, v60, v10
	ds_bpermute_b32 v7, v60, v11
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[6:7], v[10:11]
	s_nop 1
	v_cndmask_b32_e32 v7, v11, v7, vcc
	v_cndmask_b32_e32 v6, v10, v6, vcc
	ds_bpermute_b32 v11, v61, v7
	ds_bpermute_b32 v10, v61, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[10:11], v[6:7]
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e32 v6, v6, v10, vcc
	ds_bpermute_b32 v11, v62, v7
	ds_bpermute_b32 v10, v62, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[10:11], v[6:7]
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e32 v6, v6, v10, vcc
	ds_bpermute_b32 v11, v63, v7
	ds_bpermute_b32 v10, v63, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[10:11], v[6:7]
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e32 v6, v6, v10, vcc
	ds_bpermute_b32 v11, v64, v7
	ds_bpermute_b32 v10, v64, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, v[10:11], v[6:7]
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v11, vcc
	v_cndmask_b32_e32 v6, v6, v10, vcc
	s_cbranch_scc1 .LBB0_20
.LBB0_13:
	s_and_b64 vcc, exec, s[4:5]
	v_mov_b64_e32 v[10:11], s[20:21]
	s_cbranch_vccnz .LBB0_12
	s_mov_b64 s[26:27], 0
	v_mov_b64_e32 v[10:11], s[20:21]
	v_mov_b64_e32 v[12:13], v[0:1]
	s_mov_b64 s[36:37], 0
	s_branch .LBB0_16
.LBB0_15:
	s_or_b64 exec, exec, s[40:41]
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	s_add_u32 s26, s26, s34
	s_addc_u32 s27, s27, s35
	s_cmp_eq_u64 s[36:37], s[14:15]
	v_lshl_add_u64 v[12:13], v[12:13], 0, s[16:17]
	s_cbranch_scc1 .LBB0_12
.LBB0_16:
	s_and_saveexec_b64 s[40:41], s[2:3]
	s_cbranch_execz .LBB0_15
	s_mov_b64 s[44:45], 0
	v_mov_b64_e32 v[14:15], v[12:13]
	v_mov_b64_e32 v[16:17], v[2:3]
.LBB0_18:
	flat_load_dword v22, v[14:15]
	v_lshl_add_u64 v[20:21], s[26:27], 0, v[16:17]
	v_lshl_add_u64 v[16:17], v[16:17], 0, 32
	v_cmp_le_i64_e32 vcc, s[34:35], v[16:17]
	v_lshl_add_u64 v[14:15], v[14:15], 0, s[18:19]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_o_f32_e64 s[8:9], v22, v22
	v_cmp_neq_f32_e64 s[6:7], s33, v22
	s_nop 0
	v_cndmask_b32_e64 v22, v18, v22, s[8:9]
	v_xor_b32_e32 v23, 0x7fffffff, v22
	v_cmp_gt_i32_e64 s[8:9], 0, v22
	s_nop 1
	v_cndmask_b32_e64 v22, v22, v23, s[8:9]
	v_or_b32_e32 v21, v22, v21
	v_cmp_gt_i64_e64 s[8:9], v[20:21], v[10:11]
	v_cmp_lt_i64_e64 s[10:11], v[20:21], v[6:7]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v11, v11, v21, s[6:7]
	s_or_b64 s[44:45], vcc, s[44:45]
	v_cndmask_b32_e64 v10, v10, v20, s[6:7]
	s_andn2_b64 exec, exec, s[44:45]
	s_cbranch_execnz .LBB0_18
	s_or_b64 exec, exec, s[44:45]
	s_branch .LBB0_15
.LBB0_20:
	s_movk_i32 s4, 0x946
	v_mov_b64_e32 v[0:1], 0x946
	v_mul_lo_u32 v6, v5, s4
	v_mad_u64_u32 v[0:1], s[2:3], v4, s4, v[0:1]
	v_mad_u64_u32 v[42:43], s[2:3], v4, s4, 0
	v_add_u32_e32 v1, v6, v1
	v_add_u32_e32 v43, v43, v6
	v_mov_b32_e32 v6, s43
	v_cmp_gt_i64_e32 vcc, s[42:43], v[0:1]
	v_mul_lo_u32 v10, s30, v9
	v_mov_b64_e32 v[12:13], 0
	v_cndmask_b32_e32 v33, v6, v1, vcc
	v_mov_b32_e32 v1, s42
	v_cndmask_b32_e32 v32, v1, v0, vcc
	v_sub_co_u32_e32 v0, vcc, v32, v42
	v_mul_lo_u32 v6, s31, v8
	v_mad_u64_u32 v[8:9], s[2:3], s30, v8, 0
	v_subb_co_u32_e32 v1, vcc, v33, v43, vcc
	v_add3_u32 v9, v9, v10, v6
	v_lshlrev_b64 v[44:45], 1, v[8:9]
	v_cmp_gt_i64_e32 vcc, v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], v[12:13]
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_30
	v_mov_b32_e32 v18, 0x7fc00000
	s_waitcnt vmcnt(0)
	v_cmp_o_f32_e64 s[2:3], v19, v19
	s_mov_b32 s33, 0
	s_mov_b64 s[34:35], 0
	v_cndmask_b32_e64 v0, v18, v19, s[2:3]
	v_xor_b32_e32 v1, 0x7fffffff, v0
	v_cmp_gt_i32_e64 s[2:3], 0, v0
	v_mov_b64_e32 v[10:11], v[2:3]
	s_nop 0
	v_cndmask_b32_e64 v6, v0, v1, s[2:3]
	v_not_b32_e32 v1, 0
	v_not_b32_e32 v0, v2
	v_lshl_add_u64 v[0:1], v[32:33], 0, v[0:1]
	v_sub_co_u32_e64 v0, s[2:3], v0, v42
	s_nop 1
	v_subb_co_u32_e64 v1, s[2:3], v1, v43, s[2:3]
	s_mov_b64 s[2:3], 0xdf
	v_lshrrev_b64 v[8:9], 5, v[0:1]
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[0:1]
	v_mov_b64_e32 v[0:1], 0
	v_lshl_add_u64 v[8:9], v[8:9], 0, 1
	v_mov_b64_e32 v[12:13], v[0:1]
	s_and_saveexec_b64 s[30:31], s[2:3]
	s_cbranch_execz .LBB0_25
	s_movk_i32 s4, 0x128c
	v_mad_u64_u32 v[0:1], s[2:3], v4, s4, v[44:45]
	v_mov_b32_e32 v10, v1
	v_mad_u64_u32 v[10:11], s[2:3], v5, s4, v[10:11]
	v_mov_b32_e32 v1, v10
	v_lshlrev_b32_e32 v10, 1, v2
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[10:11]
	v_mov_b64_e32 v[12:13], 0
	v_and_b32_e32 v14, -8, v8
	v_mov_b32_e32 v15, v9
	v_lshl_add_u64 v[16:17], s[28:29], 0, v[0:1]
	s_mov_b64 s[36:37], 0x100
	s_mov_b64 s[40:41], 0x200
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[0:1], v[12:13]
.LBB0_23:
	flat_load_ushort v9, v[16:17]
	flat_load_ushort v19, v[16:17] offset:64
	flat_load_ushort v20, v[16:17] offset:128
	flat_load_ushort v22, v[16:17] offset:192
	flat_load_ushort v24, v[16:17] offset:256
	flat_load_ushort v28, v[16:17] offset:320
	flat_load_ushort v30, v[16:17] offset:384
	flat_load_ushort v34, v[16:17] offset:448
	v_mov_b32_e32 v21, s33
	v_mov_b32_e32 v23, s33
	v_mov_b32_e32 v25, s33
	v_mov_b32_e32 v29, s33
	v_mov_b32_e32 v31, s33
	v_mov_b32_e32 v35, s33
	v_mov_b32_e32 v37, s33
	v_mov_b32_e32 v39, s33
	v_mov_b32_e32 v41, s33
	v_mov_b32_e32 v47, s33
	v_mov_b32_e32 v49, s33
	v_mov_b32_e32 v51, s33
	v_mov_b32_e32 v53, s33
	v_mov_b32_e32 v55, s33
	v_lshl_add_u64 v[14:15], v[14:15], 0, -8
	v_mov_b32_e32 v57, s33
	v_mov_b32_e32 v59, s33
	v_cmp_eq_u64_e64 s[2:3], 0, v[14:15]
	v_lshl_add_u64 v[10:11], v[10:11], 0, s[36:37]
	v_lshl_add_u64 v[16:17], v[16:17], 0, s[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v9, 16, v9
	v_lshlrev_b32_e32 v19, 16, v19
	v_cmp_o_f32_e64 s[4:5], v9, v9
	v_lshlrev_b32_e32 v20, 16, v20
	v_lshlrev_b32_e32 v22, 16, v22
	v_cndmask_b32_e64 v9, v18, v9, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v19, v19
	v_lshlrev_b32_e32 v24, 16, v24
	v_lshlrev_b32_e32 v28, 16, v28
	v_cndmask_b32_e64 v19, v18, v19, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v20, v20
	v_lshlrev_b32_e32 v30, 16, v30
	v_lshlrev_b32_e32 v34, 16, v34
	v_cndmask_b32_e64 v20, v18, v20, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v22, v22
	v_xor_b32_e32 v36, 0x7fffffff, v9
	v_cmp_gt_i32_e64 s[18:19], 0, v9
	v_cndmask_b32_e64 v22, v18, v22, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v24, v24
	v_xor_b32_e32 v38, 0x7fffffff, v19
	v_xor_b32_e32 v46, 0x7fffffff, v22
	v_cndmask_b32_e64 v24, v18, v24, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v28, v28
	v_xor_b32_e32 v48, 0x7fffffff, v24
	v_cmp_gt_i32_e64 s[6:7], 0, v24
	v_cndmask_b32_e64 v28, v18, v28, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v30, v30
	v_cmp_gt_i32_e64 s[12:13], 0, v19
	v_cndmask_b32_e64 v9, v9, v36, s[18:19]
	v_cndmask_b32_e64 v30, v18, v30, s[4:5]
	v_cmp_o_f32_e64 s[4:5], v34, v34
	v_xor_b32_e32 v40, 0x7fffffff, v20
	v_xor_b32_e32 v50, 0x7fffffff, v28
	v_cndmask_b32_e64 v34, v18, v34, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], 0, v22
	v_cmp_gt_i32_e64 s[8:9], 0, v28
	v_cmp_gt_i32_e64 s[16:17], 0, v20
	v_cndmask_b32_e64 v19, v19, v38, s[12:13]
	v_cndmask_b32_e64 v36, v22, v46, s[4:5]
	v_cndmask_b32_e64 v24, v24, v48, s[6:7]
	v_cmp_gt_i32_e64 s[4:5], v9, v6
	v_cmp_ge_i32_e64 s[6:7], v9, v7
	v_xor_b32_e32 v52, 0x7fffffff, v30
	v_cmp_gt_i32_e64 s[10:11], 0, v30
	v_cndmask_b32_e64 v20, v20, v40, s[16:17]
	v_cndmask_b32_e64 v40, v28, v50, s[8:9]
	v_cndmask_b32_e64 v22, 0, 1, s[6:7]
	v_cmp_gt_i32_e64 s[6:7], v19, v6
	v_cmp_ge_i32_e64 s[8:9], v19, v7
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_xor_b32_e32 v54, 0x7fffffff, v34
	v_cmp_gt_i32_e64 s[14:15], 0, v34
	v_cndmask_b32_e64 v30, v30, v52, s[10:11]
	v_cndmask_b32_e64 v28, 0, 1, s[8:9]
	v_cmp_gt_i32_e64 s[8:9], v20, v6
	v_cmp_ge_i32_e64 s[10:11], v20, v7
	v_cmp_ge_i32_e64 s[12:13], v36, v7
	v_cndmask_b32_e64 v20, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[6:7]
	v_cndmask_b32_e64 v48, v34, v54, s[14:15]
	v_cndmask_b32_e64 v34, 0, 1, s[10:11]
	v_cmp_gt_i32_e64 s[10:11], v36, v6
	v_cndmask_b32_e64 v38, 0, 1, s[12:13]
	v_cmp_gt_i32_e64 s[12:13], v24, v6
	v_cmp_ge_i32_e64 s[14:15], v24, v7
	v_cmp_ge_i32_e64 s[16:17], v40, v7
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[22:23]
	v_cndmask_b32_e64 v24, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[8:9]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[20:21]
	v_cndmask_b32_e64 v50, 0, 1, s[16:17]
	v_cmp_gt_i32_e64 s[16:17], v30, v6
	v_cmp_ge_i32_e64 s[18:19], v30, v7
	v_cndmask_b32_e64 v30, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[10:11]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[28:29]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[24:25]
	v_cndmask_b32_e64 v46, 0, 1, s[14:15]
	v_cmp_gt_i32_e64 s[14:15], v40, v6
	v_cndmask_b32_e64 v36, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[34:35]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[30:31]
	v_cndmask_b32_e64 v40, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[14:15]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[38:39]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[36:37]
	v_cndmask_b32_e64 v54, 0, 1, s[18:19]
	v_cmp_gt_i32_e64 s[18:19], v48, v6
	v_cmp_ge_i32_e64 s[20:21], v48, v7
	v_cndmask_b32_e64 v48, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[16:17]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[46:47]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[40:41]
	v_cndmask_b32_e64 v52, 0, 1, s[4:5]
	s_and_b64 s[4:5], s[0:1], s[18:19]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[50:51]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[48:49]
	v_cndmask_b32_e64 v58, 0, 1, s[20:21]
	v_cndmask_b32_e64 v56, 0, 1, s[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[54:55]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[52:53]
	s_or_b64 s[34:35], s[2:3], s[34:35]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[58:59]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[56:57]
	s_andn2_b64 exec, exec, s[34:35]
	s_cbranch_execnz .LBB0_23
	s_or_b64 exec, exec, s[34:35]
.LBB0_25:
	s_or_b64 exec, exec, s[30:31]
	v_and_b32_e32 v8, 7, v8
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[10:11], 0
	v_cmp_ne_u64_e64 s[2:3], 0, v[8:9]
	s_and_saveexec_b64 s[8:9], s[2:3]
	s_cbranch_execz .LBB0_29
	s_movk_i32 s4, 0x128c
	v_mad_u64_u32 v[14:15], s[2:3], v4, s4, v[44:45]
	v_mov_b32_e32 v16, v15
	v_mad_u64_u32 v[16:17], s[2:3], v5, s4, v[16:17]
	v_mov_b32_e32 v15, v16
	v_lshl_add_u64 v[10:11], v[10:11], 1, v[14:15]
	s_movk_i32 s12, 0xffc0
	v_lshl_add_u64 v[10:11], s[28:29], 0, v[10:11]
	v_lshlrev_b32_e32 v8, 6, v8
	v_mov_b32_e32 v14, 0x7fc00000
	s_mov_b32 s14, 0
	s_mov_b32 s13, -1
.LBB0_27:
	flat_load_ushort v15, v[10:11]
	v_lshl_add_u64 v[8:9], v[8:9], 0, s[12:13]
	v_mov_b32_e32 v17, s14
	v_mov_b32_e32 v19, s14
	v_cmp_eq_u64_e64 s[2:3], 0, v[8:9]
	v_lshl_add_u64 v[10:11], v[10:11], 0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v15, 16, v15
	v_cmp_o_f32_e64 s[4:5], v15, v15
	s_nop 1
	v_cndmask_b32_e64 v15, v14, v15, s[4:5]
	v_xor_b32_e32 v16, 0x7fffffff, v15
	v_cmp_gt_i32_e64 s[4:5], 0, v15
	s_nop 1
	v_cndmask_b32_e64 v15, v15, v16, s[4:5]
	v_cmp_gt_i32_e64 s[4:5], v15, v6
	v_cmp_ge_i32_e64 s[6:7], v15, v7
	s_and_b64 s[4:5], s[0:1], s[4:5]
	v_cndmask_b32_e64 v16, 0, 1, s[4:5]
	v_cndmask_b32_e64 v18, 0, 1, s[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	s_or_b64 s[10:11], s[2:3], s[10:11]
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[16:17]
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_27
	s_or_b64 exec, exec, s[10:11]
.LBB0_29:
	s_or_b64 exec, exec, s[8:9]
.LBB0_30:
	s_or_b64 exec, exec, s[26:27]
	ds_bpermute_b32 v6, v60, v12
	ds_bpermute_b32 v15, v60, v13
	ds_bpermute_b32 v8, v60, v0
	ds_bpermute_b32 v11, v60, v1
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v14, v7
	v_mov_b32_e32 v9, v7
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[6:7]
	v_mov_b32_e32 v10, v7
	v_lshl_add_u64 v[16:17], v[12:13], 0, v[14:15]
	v_lshl_add_u64 v[14:15], v[0:1], 0, v[8:9]
	ds_bpermute_b32 v6, v61, v12
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[18:19], v[14:15], 0, v[10:11]
	ds_bpermute_b32 v21, v61, v17
	ds_bpermute_b32 v12, v61, v14
	ds_bpermute_b32 v15, v61, v19
	v_mov_b32_e32 v20, v7
	v_mov_b32_e32 v13, v7
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[16:17], v[16:17], 0, v[6:7]
	v_mov_b32_e32 v14, v7
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[20:21], v[16:17], 0, v[20:21]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[18:19], v[18:19], 0, v[12:13]
	ds_bpermute_b32 v6, v62, v16
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[22:23], v[18:19], 0, v[14:15]
	ds_bpermute_b32 v25, v62, v21
	ds_bpermute_b32 v16, v62, v18
	ds_bpermute_b32 v19, v62, v23
	v_mov_b32_e32 v24, v7
	v_mov_b32_e32 v17, v7
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[20:21], v[20:21], 0, v[6:7]
	v_mov_b32_e32 v18, v7
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[24:25], v[20:21], 0, v[24:25]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[22:23], v[22:23], 0, v[16:17]
	ds_bpermute_b32 v6, v63, v20
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[28:29], v[22:23], 0, v[18:19]
	ds_bpermute_b32 v31, v63, v25
	ds_bpermute_b32 v20, v63, v22
	ds_bpermute_b32 v23, v63, v29
	v_mov_b32_e32 v30, v7
	v_mov_b32_e32 v21, v7
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[24:25], v[24:25], 0, v[6:7]
	v_mov_b32_e32 v22, v7
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[34:35], v[24:25], 0, v[30:31]
	s_waitcnt lgkmcnt(1)
	v_lshl_add_u64 v[30:31], v[28:29], 0, v[20:21]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[28:29], v[30:31], 0, v[22:23]
	ds_bpermute_b32 v36, v64, v24
	ds_bpermute_b32 v39, v64, v35
	ds_bpermute_b32 v6, v64, v30
	ds_bpermute_b32 v25, v64, v29
	v_lshl_add_u64 v[30:31], v[26:27], 0, v[4:5]
	v_cmp_eq_u32_e64 s[0:1], 0, v2
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_32
	v_mov_b32_e32 v37, v7
	v_mov_b32_e32 v26, s24
	v_mov_b32_e32 v27, s25
	v_mov_b32_e32 v38, v7
	s_waitcnt lgkmcnt(3)
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[36:37]
	v_lshl_add_u64 v[26:27], v[30:31], 3, v[26:27]
	s_waitcnt lgkmcnt(2)
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[38:39]
	flat_store_dwordx2 v[26:27], v[34:35]
.LBB0_32:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v24, v7
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[28:29], 0, v[6:7]
	s_movk_i32 s4, 0xa0
	v_lshl_add_u64 v[28:29], v[26:27], 0, v[24:25]
	v_mad_u64_u32 v[26:27], s[2:3], v30, s4, 0
	v_mov_b32_e32 v30, v27
	v_mad_u64_u32 v[30:31], s[2:3], v31, s4, v[30:31]
	v_mov_b32_e32 v27, v30
	s_mov_b64 s[12:13], 0
	v_cmp_lt_i64_e64 s[2:3], 0, v[28:29]
	s_and_saveexec_b64 s[14:15], s[2:3]
	s_cbranch_execz .LBB0_47
	v_not_b32_e32 v35, 0
	v_not_b32_e32 v34, v2
	v_lshl_add_u64 v[32:33], v[32:33], 0, v[34:35]
	v_lshl_add_u64 v[34:35], v[0:1], 0, v[10:11]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[14:15]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[18:19]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[22:23]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[24:25]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[8:9]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[12:13]
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[16:17]
	v_sub_co_u32_e64 v38, s[2:3], v32, v42
	v_lshl_add_u64 v[34:35], v[34:35], 0, v[20:21]
	s_nop 0
	v_subb_co_u32_e64 v39, s[2:3], v33, v43, s[2:3]
	v_lshl_add_u64 v[36:37], v[34:35], 0, v[6:7]
	v_cmp_gt_i64_e64 s[2:3], 20, v[36:37]
	s_movk_i32 s8, 0xf6ba
	v_lshrrev_b64 v[32:33], 5, v[38:39]
	v_cndmask_b32_e64 v37, 0, v37, s[2:3]
	v_cndmask_b32_e64 v36, 20, v36, s[2:3]
	v_cmp_lt_i64_e64 s[2:3], 1, v[36:37]
	v_mov_b32_e32 v35, 0
	v_lshl_add_u64 v[32:33], v[32:33], 0, 1
	v_cndmask_b32_e64 v37, 0, v37, s[2:3]
	v_cndmask_b32_e64 v36, 1, v36, s[2:3]
	s_mov_b64 s[2:3], 0xdf
	v_cmp_lt_u64_e64 s[2:3], s[2:3], v[38:39]
	v_mad_u64_u32 v[38:39], s[6:7], v4, s8, 0
	v_sub_u32_e32 v40, v39, v4
	v_mad_u64_u32 v[40:41], s[6:7], v5, s8, v[40:41]
	v_mov_b32_e32 v39, v40
	v_lshl_add_u64 v[40:41], s[38:39], 0, v[2:3]
	v_sub_co_u32_e64 v40, s[6:7], 0, v40
	s_movk_i32 s8, 0x128c
	s_nop 0
	v_subb_co_u32_e64 v41, s[6:7], 0, v41, s[6:7]
	v_mad_u64_u32 v[44:45], s[6:7], v4, s8, v[44:45]
	v_mov_b32_e32 v4, v45
	v_mad_u64_u32 v[4:5], s[6:7], v5, s8, v[4:5]
	v_mov_b32_e32 v45, v4
	v_lshlrev_b32_e32 v4, 1, v2
	v_mov_b32_e32 v5, v35
	s_mov_b32 s6, -1
	s_mov_b32 s16, 0
	v_and_b32_e32 v34, 7, v32
	v_lshl_add_u64 v[4:5], v[44:45], 0, v[4:5]
	s_brev_b32 s7, -2
	s_movk_i32 s40, 0xff00
	s_movk_i32 s44, 0xffe0
	s_movk_i32 s46, 0xffc0
	v_lshl_add_u64 v[30:31], s[22:23], 0, v[26:27]
	s_brev_b32 s17, 1
	v_and_b32_e32 v32, -8, v32
	v_cmp_ne_u64_e64 s[4:5], 0, v[34:35]
	v_lshl_add_u64 v[4:5], s[28:29], 0, v[4:5]
	v_lshl_add_u64 v[42:43], s[38:39], 0, v[42:43]
	v_lshl_add_u64 v[44:45], s[28:29], 0, v[44:45]
	v_lshlrev_b32_e32 v34, 6, v34
	v_mov_b64_e32 v[46:47], s[6:7]
	s_mov_b64 s[18:19], 0xffffffff
	s_mov_b64 s[20:21], 0xffffffdf
	s_mov_b64 s[24:25], 0xffffffbf
	s_mov_b64 s[26:27], 0xffffff9f
	s_mov_b64 s[28:29], 0xffffff7f
	s_mov_b64 s[30:31], 0xffffff5f
	s_mov_b64 s[34:35], 0xffffff3f
	s_mov_b64 s[36:37], 0xffffff1f
	s_mov_b64 s[38:39], 0x100
	s_mov_b32 s41, -1
	s_mov_b64 s[42:43], 0x200
	s_mov_b32 s45, -1
	s_mov_b32 s47, -1
	v_mov_b32_e32 v65, 0x7fc00000
	s_mov_b64 s[48:49], 0
	s_branch .LBB0_35
.LBB0_34:
	s_or_b64 exec, exec, s[6:7]
	s_add_u32 s48, s48, 1
	s_addc_u32 s49, s49, 0
	v_cmp_eq_u64_e64 s[6:7], s[48:49], v[36:37]
	s_or_b64 s[12:13], s[6:7], s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_47
.LBB0_35:
	v_mov_b64_e32 v[56:57], s[16:17]
	s_and_saveexec_b64 s[50:51], vcc
	s_cbranch_execz .LBB0_45
	v_mov_b64_e32 v[56:57], s[16:17]
	v_mov_b64_e32 v[48:49], v[2:3]
	s_and_saveexec_b64 s[10:11], s[2:3]
	s_cbranch_execz .LBB0_40
	s_mov_b64 s[52:53], 0
	v_mov_b64_e32 v[56:57], s[16:17]
	v_mov_b64_e32 v[50:51], v[4:5]
	v_mov_b64_e32 v[52:53], v[32:33]
	v_mov_b64_e32 v[54:55], v[40:41]
	v_mov_b64_e32 v[48:49], v[2:3]
.LBB0_38:
	flat_load_ushort v58, v[50:51]
	v_lshl_add_u64 v[52:53], v[52:53], 0, -8
	v_lshl_add_u64 v[48:49], v[48:49], 0, s[38:39]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v58, 16, v58
	v_cmp_o_f32_e64 s[6:7], v58, v58
	s_nop 1
	v_cndmask_b32_e64 v58, v65, v58, s[6:7]
	v_xor_b32_e32 v59, 0x7fffffff, v58
	v_cmp_gt_i32_e64 s[6:7], 0, v58
	s_nop 1
	v_cndmask_b32_e64 v68, v58, v59, s[6:7]
	v_lshl_add_u64 v[58:59], v[38:39], 0, v[54:55]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[18:19]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:64
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	v_lshl_add_u64 v[54:55], v[54:55], 0, s[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v68, v66, v67, s[6:7]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[20:21]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:128
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v68, v66, v67, s[6:7]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[24:25]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:192
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v68, v66, v67, s[6:7]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[26:27]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:256
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v68, v66, v67, s[6:7]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[28:29]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:320
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v68, v66, v67, s[6:7]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[30:31]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:384
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v68, v66, v67, s[6:7]
	v_lshl_add_u64 v[66:67], v[58:59], 0, s[34:35]
	v_or_b32_e32 v67, v68, v67
	v_cmp_lt_i64_e64 s[6:7], v[66:67], v[46:47]
	v_cmp_gt_i64_e64 s[8:9], v[66:67], v[56:57]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v66, s[6:7]
	flat_load_ushort v66, v[50:51] offset:448
	v_cndmask_b32_e64 v57, v57, v67, s[6:7]
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[36:37]
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[42:43]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v66, 16, v66
	v_cmp_o_f32_e64 s[6:7], v66, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v65, v66, s[6:7]
	v_xor_b32_e32 v67, 0x7fffffff, v66
	v_cmp_gt_i32_e64 s[6:7], 0, v66
	s_nop 1
	v_cndmask_b32_e64 v66, v66, v67, s[6:7]
	v_or_b32_e32 v59, v66, v59
	v_cmp_gt_i64_e64 s[8:9], v[58:59], v[56:57]
	v_cmp_lt_i64_e64 s[6:7], v[58:59], v[46:47]
	s_nop 0
	v_cndmask_b32_e64 v59, v57, v59, s[8:9]
	v_cndmask_b32_e64 v57, v57, v59, s[6:7]
	s_and_b64 s[6:7], s[6:7], s[8:9]
	v_cndmask_b32_e64 v56, v56, v58, s[6:7]
	v_cmp_eq_u64_e64 s[6:7], 0, v[52:53]
	s_or_b64 s[52:53], s[6:7], s[52:53]
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB0_38
	s_or_b64 exec, exec, s[52:53]
.LBB0_40:
	s_or_b64 exec, exec, s[10:11]
	s_and_saveexec_b64 s[52:53], s[4:5]
	s_cbranch_execz .LBB0_44
	v_lshl_add_u64 v[50:51], v[42:43], 0, v[48:49]
	v_sub_co_u32_e64 v50, s[6:7], -1, v50
	v_lshl_add_u64 v[48:49], v[48:49], 1, v[44:45]
	s_nop 0
	v_subb_co_u32_e64 v51, s[6:7], 0, v51, s[6:7]
	s_mov_b64 s[54:55], 0
	v_mov_b64_e32 v[52:53], v[34:35]
.LBB0_42:
	flat_load_ushort v55, v[48:49]
	v_mov_b32_e32 v54, v50
	v_lshl_add_u64 v[52:53], v[52:53], 0, s[46:47]
	v_cmp_eq_u64_e64 s[6:7], 0, v[52:53]
	v_lshl_add_u64 v[48:49], v[48:49], 0, 64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v55, 16, v55
	v_cmp_o_f32_e64 s[8:9], v55, v55
	s_nop 1
	v_cndmask_b32_e64 v55, v65, v55, s[8:9]
	v_xor_b32_e32 v58, 0x7fffffff, v55
	v_cmp_gt_i32_e64 s[8:9], 0, v55
	s_nop 1
	v_cndmask_b32_e64 v55, v55, v58, s[8:9]
	v_or_b32_e32 v55, v55, v51
	v_cmp_gt_i64_e64 s[8:9], v[54:55], v[56:57]
	v_cmp_lt_i64_e64 s[10:11], v[54:55], v[46:47]
	s_nop 0
	v_cndmask_b32_e64 v58, v57, v55, s[8:9]
	s_and_b64 s[8:9], s[10:11], s[8:9]
	v_cndmask_b32_e64 v57, v57, v58, s[10:11]
	v_cndmask_b32_e64 v56, v56, v50, s[8:9]
	s_or_b64 s[54:55], s[6:7], s[54:55]
	v_lshl_add_u64 v[50:51], v[50:51], 0, s[44:45]
	s_andn2_b64 exec, exec, s[54:55]
	s_cbranch_execnz .LBB0_42
	s_or_b64 exec, exec, s[54:55]
.LBB0_44:
	s_or_b64 exec, exec, s[52:53]
.LBB0_45:
	s_or_b64 exec, exec, s[50:51]
	ds_bpermute_b32 v46, v60, v56
	ds_bpermute_b32 v47, v60, v57
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[46:47], v[56:57]
	s_nop 1
	v_cndmask_b32_e64 v47, v57, v47, s[6:7]
	v_cndmask_b32_e64 v46, v56, v46, s[6:7]
	ds_bpermute_b32 v49, v61, v47
	ds_bpermute_b32 v48, v61, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[48:49], v[46:47]
	s_nop 1
	v_cndmask_b32_e64 v47, v47, v49, s[6:7]
	v_cndmask_b32_e64 v46, v46, v48, s[6:7]
	ds_bpermute_b32 v49, v62, v47
	ds_bpermute_b32 v48, v62, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[48:49], v[46:47]
	s_nop 1
	v_cndmask_b32_e64 v47, v47, v49, s[6:7]
	v_cndmask_b32_e64 v46, v46, v48, s[6:7]
	ds_bpermute_b32 v49, v63, v47
	ds_bpermute_b32 v48, v63, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[48:49], v[46:47]
	s_nop 1
	v_cndmask_b32_e64 v47, v47, v49, s[6:7]
	v_cndmask_b32_e64 v46, v46, v48, s[6:7]
	ds_bpermute_b32 v49, v64, v47
	ds_bpermute_b32 v48, v64, v46
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e64 s[6:7], v[48:49], v[46:47]
	s_nop 1
	v_cndmask_b32_e64 v47, v47, v49, s[6:7]
	v_cndmask_b32_e64 v46, v46, v48, s[6:7]
	s_and_saveexec_b64 s[6:7], s[0:1]
	s_cbranch_execz .LBB0_34
	v_lshl_add_u64 v[48:49], s[48:49], 3, v[30:31]
	flat_store_dwordx2 v[48:49], v[46:47]
	s_branch .LBB0_34
.LBB0_47:
	s_or_b64 exec, exec, s[14:15]
	v_cmp_gt_i64_e32 vcc, 20, v[28:29]
	s_and_b64 s[0:1], s[0:1], vcc
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_50
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[10:11]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[14:15]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[18:19]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[22:23]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[24:25]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[16:17]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[20:21]
	v_lshl_add_u64 v[2:3], v[0:1], 0, v[6:7]
	v_cmp_gt_i64_e32 vcc, 20, v[2:3]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], 0
	v_cndmask_b32_e32 v5, 0, v3, vcc
	v_cndmask_b32_e32 v4, 20, v2, vcc
	v_lshl_add_u64 v[2:3], v[4:5], 0, -1
	v_lshl_add_u64 v[4:5], v[4:5], 3, v[26:27]
	v_lshl_add_u64 v[4:5], s[22:23], 0, v[4:5]
	v_bfrev_b32_e32 v1, 1
.LBB0_49:
	v_lshl_add_u64 v[2:3], v[2:3], 0, 1
	v_cmp_lt_i64_e32 vcc, 18, v[2:3]
	flat_store_dwordx2 v[4:5], v[0:1]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_lshl_add_u64 v[4:5], v[4:5], 0, 8
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_49
.LBB0_50:
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
		.amdhsa_next_free_vgpr 69
		.amdhsa_next_free_sgpr 56
		.amdhsa_accum_offset 72
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
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         logpjit_topk_tile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     69
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
