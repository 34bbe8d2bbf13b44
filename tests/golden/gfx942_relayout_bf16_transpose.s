; golden AMDGCN for tests/codegen/gfx942_test.cpp (the LM head's backward operands, 8 x 8 transposes)
; regenerate: scripts/update-golden.sh
; spec: kind=relayout;target=gfx942;dtype=bf16;targets=int64;mask=ignore_index;W=0;L=0;C=0;temperature=0;entropy=0;math=portable;grad_lse=0;grad_entropy=0;hidden=bf16;transpose=1
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.globl	logpjit_relayout
	.p2align	8
	.type	logpjit_relayout,@function
logpjit_relayout:
	s_load_dwordx2 s[4:5], s[0:1], 0x40
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[4:5]
	v_cmp_ge_i64_e32 vcc, s[2:3], v[2:3]
	s_cbranch_vccnz .LBB0_646
	s_load_dwordx8 s[60:67], s[0:1], 0x18
	v_mov_b32_e32 v69, 0
	v_lshlrev_b32_e32 v68, 3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i64_e32 vcc, s[66:67], v[68:69]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_646
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b64 s[12:13], s[2:3], 4
	s_add_u32 s0, s12, 16
	s_addc_u32 s1, s13, 0
	v_mov_b64_e32 v[2:3], s[64:65]
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s8, s12, s7
	s_mul_hi_u32 s9, s12, s6
	s_add_i32 s8, s9, s8
	s_lshr_b32 s9, s2, 28
	s_mul_i32 s9, s9, s6
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s12, s6
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s72, s4, s8
	s_addc_u32 s73, s5, s9
	s_or_b32 s14, s12, 1
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s74, s72, s8
	s_addc_u32 s75, s73, s9
	s_or_b32 s16, s12, 2
	s_add_u32 s76, s74, s8
	s_addc_u32 s77, s75, s9
	s_or_b32 s18, s12, 3
	s_add_u32 s78, s76, s8
	s_addc_u32 s79, s77, s9
	s_or_b32 s20, s12, 4
	s_add_u32 s80, s78, s8
	s_addc_u32 s81, s79, s9
	s_or_b32 s22, s12, 5
	s_add_u32 s82, s80, s8
	s_addc_u32 s83, s81, s9
	s_or_b32 s24, s12, 6
	s_add_u32 s84, s82, s8
	s_addc_u32 s85, s83, s9
	s_or_b32 s26, s12, 7
	s_add_u32 s86, s84, s8
	s_addc_u32 s87, s85, s9
	s_or_b32 s28, s12, 8
	s_add_u32 s88, s86, s8
	s_addc_u32 s89, s87, s9
	s_or_b32 s30, s12, 9
	s_add_u32 s90, s88, s8
	s_addc_u32 s91, s89, s9
	s_or_b32 s34, s12, 10
	s_add_u32 s92, s90, s8
	s_addc_u32 s93, s91, s9
	s_or_b32 s36, s12, 11
	s_add_u32 s94, s92, s8
	s_addc_u32 s95, s93, s9
	s_lshl_b64 s[96:97], s[2:3], 5
	s_or_b32 s2, s96, 24
	s_mul_i32 s3, s6, s97
	s_mul_hi_u32 s8, s6, s2
	s_add_i32 s3, s8, s3
	s_mul_i32 s8, s7, s2
	s_or_b32 s38, s12, 12
	s_or_b32 s40, s12, 13
	s_or_b32 s42, s12, 14
	s_or_b32 s44, s12, 15
	s_add_i32 s3, s3, s8
	s_lshl_b64 s[98:99], s[62:63], 12
	s_mul_i32 s2, s6, s2
	s_add_u32 s2, s4, s2
	s_mul_hi_u32 s8, s6, s40
	s_mul_i32 s15, s6, s13
	s_addc_u32 s3, s5, s3
	s_add_i32 s8, s8, s15
	s_mul_i32 s9, s7, s40
	s_add_i32 s9, s8, s9
	s_mul_i32 s8, s6, s40
	s_lshl_b64 s[8:9], s[8:9], 1
	s_add_u32 s8, s4, s8
	s_mul_hi_u32 s10, s6, s42
	s_addc_u32 s9, s5, s9
	s_add_i32 s10, s10, s15
	s_mul_i32 s11, s7, s42
	s_add_i32 s11, s10, s11
	s_mul_i32 s10, s6, s42
	s_lshl_b64 s[10:11], s[10:11], 1
	s_add_u32 s10, s4, s10
	s_mul_hi_u32 s17, s6, s44
	s_addc_u32 s11, s5, s11
	s_add_i32 s15, s17, s15
	s_mul_i32 s7, s7, s44
	s_add_i32 s7, s15, s7
	s_mul_i32 s6, s6, s44
	s_lshl_b64 s[6:7], s[6:7], 1
	s_add_u32 s6, s4, s6
	s_addc_u32 s7, s5, s7
	v_cmp_lt_i64_e64 s[4:5], s[12:13], v[2:3]
	s_mov_b32 s15, s13
	s_mov_b32 s17, s13
	v_writelane_b32 v90, s4, 0
	s_mov_b32 s19, s13
	s_mov_b32 s21, s13
	v_writelane_b32 v90, s5, 1
	v_cmp_lt_i64_e64 s[4:5], s[14:15], v[2:3]
	s_mov_b32 s23, s13
	s_mov_b32 s25, s13
	v_writelane_b32 v90, s4, 2
	s_mov_b32 s27, s13
	s_mov_b32 s29, s13
	v_writelane_b32 v90, s5, 3
	v_cmp_lt_i64_e64 s[4:5], s[16:17], v[2:3]
	s_mov_b32 s31, s13
	s_mov_b32 s35, s13
	v_writelane_b32 v90, s4, 4
	s_mov_b32 s37, s13
	s_mov_b32 s39, s13
	v_writelane_b32 v90, s5, 5
	v_cmp_lt_i64_e64 s[4:5], s[18:19], v[2:3]
	s_mov_b32 s41, s13
	s_mov_b32 s43, s13
	v_writelane_b32 v90, s4, 6
	v_mov_b64_e32 v[70:71], v[68:69]
	s_mov_b32 s45, s13
	v_writelane_b32 v90, s5, 7
	v_cmp_lt_i64_e64 s[4:5], s[20:21], v[2:3]
	v_lshlrev_b32_e32 v68, 4, v0
	v_cmp_le_i64_e64 s[0:1], s[0:1], v[2:3]
	v_writelane_b32 v90, s4, 8
	v_or_b32_e32 v1, 14, v68
	s_mov_b32 s64, s66
	v_writelane_b32 v90, s5, 9
	v_cmp_lt_i64_e64 s[4:5], s[22:23], v[2:3]
	s_mov_b32 s65, s67
	s_mov_b32 s12, s66
	v_writelane_b32 v90, s4, 10
	s_mov_b32 s13, s67
	s_mov_b32 s14, s66
	v_writelane_b32 v90, s5, 11
	v_cmp_lt_i64_e64 s[4:5], s[24:25], v[2:3]
	s_mov_b32 s15, s67
	s_mov_b32 s16, s66
	v_writelane_b32 v90, s4, 12
	s_mov_b32 s17, s67
	s_mov_b32 s18, s66
	v_writelane_b32 v90, s5, 13
	v_cmp_lt_i64_e64 s[4:5], s[26:27], v[2:3]
	s_mov_b32 s19, s67
	s_mov_b32 s20, s66
	v_writelane_b32 v90, s4, 14
	s_mov_b32 s21, s67
	s_mov_b32 s22, s66
	v_writelane_b32 v90, s5, 15
	v_cmp_lt_i64_e64 s[4:5], s[28:29], v[2:3]
	s_mov_b32 s23, s67
	v_mov_b32_e32 v91, 0x5040100
	v_writelane_b32 v90, s4, 16
	s_mov_b32 s33, 0x5040100
	s_mov_b32 s28, 0x7060302
	v_writelane_b32 v90, s5, 17
	v_cmp_lt_i64_e64 s[4:5], s[30:31], v[2:3]
	s_movk_i32 s29, 0xff80
	s_mov_b32 s30, 0xffff
	v_writelane_b32 v90, s4, 18
	s_mov_b32 s68, 0xff80ff80
	s_nop 0
	v_writelane_b32 v90, s5, 19
	v_cmp_lt_i64_e64 s[4:5], s[34:35], v[2:3]
	s_nop 1
	v_writelane_b32 v90, s4, 20
	s_nop 1
	v_writelane_b32 v90, s5, 21
	v_cmp_lt_i64_e64 s[4:5], s[36:37], v[2:3]
	s_nop 1
	v_writelane_b32 v90, s4, 22
	s_nop 1
	v_writelane_b32 v90, s5, 23
	v_cmp_lt_i64_e64 s[4:5], s[38:39], v[2:3]
	s_nop 1
	v_writelane_b32 v90, s4, 24
	s_nop 1
	v_writelane_b32 v90, s5, 25
	v_cmp_lt_i64_e64 s[4:5], s[40:41], v[2:3]
	s_nop 1
	v_writelane_b32 v90, s4, 26
	s_nop 1
	v_writelane_b32 v90, s5, 27
	v_cmp_lt_i64_e64 s[4:5], s[42:43], v[2:3]
	s_nop 1
	v_writelane_b32 v90, s4, 28
	s_nop 1
	v_writelane_b32 v90, s5, 29
	v_cmp_lt_i64_e64 s[4:5], s[44:45], v[2:3]
	v_mov_b64_e32 v[2:3], s[60:61]
	v_mad_u64_u32 v[72:73], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v4, v73
	v_mad_u64_u32 v[4:5], s[24:25], s63, v1, v[4:5]
	v_or_b32_e32 v1, 12, v68
	v_mad_u64_u32 v[74:75], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v73, v4
	v_mov_b32_e32 v4, v75
	v_mad_u64_u32 v[4:5], s[24:25], s63, v1, v[4:5]
	v_or_b32_e32 v1, 10, v68
	v_mad_u64_u32 v[76:77], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v75, v4
	v_mov_b32_e32 v4, v77
	v_mad_u64_u32 v[4:5], s[24:25], s63, v1, v[4:5]
	v_or_b32_e32 v1, 8, v68
	v_mad_u64_u32 v[78:79], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v77, v4
	v_mov_b32_e32 v4, v79
	v_mad_u64_u32 v[4:5], s[24:25], s63, v1, v[4:5]
	v_or_b32_e32 v1, 6, v68
	v_mad_u64_u32 v[80:81], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v79, v4
	v_mov_b32_e32 v4, v81
	v_mad_u64_u32 v[4:5], s[24:25], s63, v1, v[4:5]
	v_or_b32_e32 v1, 4, v68
	v_mad_u64_u32 v[82:83], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v81, v4
	v_mov_b32_e32 v4, v83
	v_mad_u64_u32 v[4:5], s[24:25], s63, v1, v[4:5]
	v_or_b32_e32 v1, 2, v68
	v_mad_u64_u32 v[84:85], s[24:25], s62, v1, v[2:3]
	v_mov_b32_e32 v2, v85
	v_mad_u64_u32 v[2:3], s[24:25], s63, v1, v[2:3]
	v_mov_b32_e32 v85, v2
	v_mad_u64_u32 v[2:3], s[24:25], s62, v0, 0
	v_mov_b32_e32 v83, v4
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[0:1], s[24:25], s63, v0, v[4:5]
	v_writelane_b32 v90, s4, 30
	v_mov_b32_e32 v3, v0
	v_lshl_add_u64 v[86:87], v[2:3], 4, s[60:61]
	v_writelane_b32 v90, s5, 31
	s_mov_b32 s4, s66
	s_mov_b32 s5, s67
	v_mov_b32_e32 v1, 0xff80ff80
	s_mov_b64 s[24:25], 0
	s_branch .LBB0_5
.LBB0_3:
	s_or_b64 exec, exec, s[36:37]
.LBB0_4:
	s_or_b64 exec, exec, s[26:27]
	s_add_u32 s72, s72, 0x1000
	s_addc_u32 s73, s73, 0
	s_add_u32 s74, s74, 0x1000
	s_addc_u32 s75, s75, 0
	s_add_u32 s76, s76, 0x1000
	s_addc_u32 s77, s77, 0
	s_add_u32 s78, s78, 0x1000
	s_addc_u32 s79, s79, 0
	s_add_u32 s80, s80, 0x1000
	s_addc_u32 s81, s81, 0
	s_add_u32 s82, s82, 0x1000
	s_addc_u32 s83, s83, 0
	s_add_u32 s84, s84, 0x1000
	s_addc_u32 s85, s85, 0
	s_add_u32 s86, s86, 0x1000
	s_addc_u32 s87, s87, 0
	s_add_u32 s88, s88, 0x1000
	s_addc_u32 s89, s89, 0
	s_add_u32 s90, s90, 0x1000
	s_addc_u32 s91, s91, 0
	s_add_u32 s92, s92, 0x1000
	s_addc_u32 s93, s93, 0
	s_add_u32 s94, s94, 0x1000
	s_addc_u32 s95, s95, 0
	s_add_u32 s2, s2, 0x1000
	s_addc_u32 s3, s3, 0
	s_add_u32 s8, s8, 0x1000
	s_addc_u32 s9, s9, 0
	s_add_u32 s10, s10, 0x1000
	s_mov_b64 s[26:27], 0x800
	s_addc_u32 s11, s11, 0
	v_lshl_add_u64 v[70:71], v[70:71], 0, s[26:27]
	s_add_u32 s6, s6, 0x1000
	s_addc_u32 s7, s7, 0
	v_cmp_le_i64_e32 vcc, s[66:67], v[70:71]
	v_lshl_add_u64 v[72:73], v[72:73], 0, s[98:99]
	v_lshl_add_u64 v[74:75], v[74:75], 0, s[98:99]
	v_lshl_add_u64 v[76:77], v[76:77], 0, s[98:99]
	v_lshl_add_u64 v[78:79], v[78:79], 0, s[98:99]
	v_lshl_add_u64 v[80:81], v[80:81], 0, s[98:99]
	v_lshl_add_u64 v[82:83], v[82:83], 0, s[98:99]
	v_lshl_add_u64 v[84:85], v[84:85], 0, s[98:99]
	s_or_b64 s[24:25], vcc, s[24:25]
	v_lshl_add_u64 v[86:87], v[86:87], 0, s[98:99]
	s_andn2_b64 exec, exec, s[24:25]
	s_cbranch_execz .LBB0_646
.LBB0_5:
	v_lshl_add_u64 v[2:3], v[70:71], 0, 8
	v_cmp_ge_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[26:27], vcc
	s_xor_b64 s[26:27], exec, s[26:27]
	s_cbranch_execz .LBB0_70
	s_mov_b64 s[36:37], -1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_22
	v_lshl_add_u64 v[2:3], s[88:89], 0, v[68:69]
	v_lshl_add_u64 v[6:7], s[90:91], 0, v[68:69]
	v_lshl_add_u64 v[10:11], s[92:93], 0, v[68:69]
	v_lshl_add_u64 v[14:15], s[94:95], 0, v[68:69]
	v_lshl_add_u64 v[18:19], s[2:3], 0, v[68:69]
	v_lshl_add_u64 v[22:23], s[8:9], 0, v[68:69]
	v_lshl_add_u64 v[26:27], s[10:11], 0, v[68:69]
	v_lshl_add_u64 v[30:31], s[6:7], 0, v[68:69]
	flat_load_dwordx4 v[2:5], v[2:3]
	v_lshl_add_u64 v[34:35], s[72:73], 0, v[68:69]
	flat_load_dwordx4 v[6:9], v[6:7]
	v_lshl_add_u64 v[38:39], s[74:75], 0, v[68:69]
	flat_load_dwordx4 v[10:13], v[10:11]
	v_lshl_add_u64 v[42:43], s[76:77], 0, v[68:69]
	flat_load_dwordx4 v[14:17], v[14:15]
	v_lshl_add_u64 v[46:47], s[78:79], 0, v[68:69]
	flat_load_dwordx4 v[18:21], v[18:19]
	v_lshl_add_u64 v[50:51], s[80:81], 0, v[68:69]
	flat_load_dwordx4 v[22:25], v[22:23]
	v_lshl_add_u64 v[54:55], s[82:83], 0, v[68:69]
	flat_load_dwordx4 v[26:29], v[26:27]
	v_lshl_add_u64 v[58:59], s[84:85], 0, v[68:69]
	flat_load_dwordx4 v[30:33], v[30:31]
	v_lshl_add_u64 v[62:63], s[86:87], 0, v[68:69]
	flat_load_dwordx4 v[34:37], v[34:35]
	s_nop 0
	flat_load_dwordx4 v[38:41], v[38:39]
	s_nop 0
	flat_load_dwordx4 v[42:45], v[42:43]
	s_nop 0
	flat_load_dwordx4 v[46:49], v[46:47]
	s_nop 0
	flat_load_dwordx4 v[50:53], v[50:51]
	s_nop 0
	flat_load_dwordx4 v[54:57], v[54:55]
	s_nop 0
	flat_load_dwordx4 v[58:61], v[58:59]
	s_nop 0
	flat_load_dwordx4 v[62:65], v[62:63]
	v_lshl_add_u64 v[88:89], v[70:71], 0, 1
	v_lshl_add_u64 v[66:67], v[86:87], 0, s[96:97]
	v_cmp_gt_i64_e32 vcc, s[66:67], v[88:89]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v92, v6, v2, s33
	v_perm_b32 v93, v14, v10, s33
	v_perm_b32 v94, v22, v18, s33
	v_perm_b32 v96, v38, v34, s33
	v_perm_b32 v97, v46, v42, s33
	v_perm_b32 v95, v30, v26, s33
	v_perm_b32 v98, v54, v50, s33
	v_perm_b32 v99, v62, v58, s33
	flat_store_dwordx4 v[66:67], v[92:95] offset:16
	flat_store_dwordx4 v[66:67], v[96:99]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_9
	v_lshl_add_u64 v[66:67], v[84:85], 0, s[96:97]
	v_perm_b32 v99, v30, v26, s28
	v_perm_b32 v98, v22, v18, s28
	v_perm_b32 v97, v14, v10, s28
	v_perm_b32 v96, v6, v2, s28
	v_perm_b32 v95, v62, v58, s28
	v_perm_b32 v94, v54, v50, s28
	v_perm_b32 v93, v46, v42, s28
	v_perm_b32 v92, v38, v34, s28
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
.LBB0_9:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[66:67], v[70:71], 0, 2
	v_cmp_gt_i64_e32 vcc, s[66:67], v[66:67]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_11
	v_lshl_add_u64 v[66:67], v[82:83], 0, s[96:97]
	v_perm_b32 v99, v31, v27, s33
	v_perm_b32 v98, v23, v19, s33
	v_perm_b32 v97, v15, v11, s33
	v_perm_b32 v96, v7, v3, s33
	v_perm_b32 v95, v63, v59, s33
	v_perm_b32 v94, v55, v51, s33
	v_perm_b32 v93, v47, v43, s33
	v_perm_b32 v92, v39, v35, s33
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
.LBB0_11:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[66:67], v[70:71], 0, 3
	v_cmp_gt_i64_e32 vcc, s[66:67], v[66:67]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_13
	v_lshl_add_u64 v[66:67], v[80:81], 0, s[96:97]
	v_perm_b32 v99, v31, v27, s28
	v_perm_b32 v98, v23, v19, s28
	v_perm_b32 v97, v15, v11, s28
	v_perm_b32 v96, v7, v3, s28
	v_perm_b32 v95, v63, v59, s28
	v_perm_b32 v94, v55, v51, s28
	v_perm_b32 v93, v47, v43, s28
	v_perm_b32 v92, v39, v35, s28
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
.LBB0_13:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 4
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_15
	v_lshl_add_u64 v[2:3], v[78:79], 0, s[96:97]
	v_perm_b32 v99, v32, v28, s33
	v_perm_b32 v98, v24, v20, s33
	v_perm_b32 v97, v16, v12, s33
	v_perm_b32 v96, v8, v4, s33
	v_perm_b32 v95, v64, v60, s33
	v_perm_b32 v94, v56, v52, s33
	v_perm_b32 v93, v48, v44, s33
	v_perm_b32 v92, v40, v36, s33
	flat_store_dwordx4 v[2:3], v[96:99] offset:16
	flat_store_dwordx4 v[2:3], v[92:95]
.LBB0_15:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 5
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_17
	v_lshl_add_u64 v[2:3], v[76:77], 0, s[96:97]
	v_perm_b32 v99, v32, v28, s28
	v_perm_b32 v98, v24, v20, s28
	v_perm_b32 v97, v16, v12, s28
	v_perm_b32 v96, v8, v4, s28
	v_perm_b32 v95, v64, v60, s28
	v_perm_b32 v94, v56, v52, s28
	v_perm_b32 v93, v48, v44, s28
	v_perm_b32 v92, v40, v36, s28
	flat_store_dwordx4 v[2:3], v[96:99] offset:16
	flat_store_dwordx4 v[2:3], v[92:95]
.LBB0_17:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 6
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_19
	v_lshl_add_u64 v[2:3], v[74:75], 0, s[96:97]
	v_perm_b32 v99, v33, v29, s33
	v_perm_b32 v98, v25, v21, s33
	v_perm_b32 v97, v17, v13, s33
	v_perm_b32 v96, v9, v5, s33
	v_perm_b32 v95, v65, v61, s33
	v_perm_b32 v94, v57, v53, s33
	v_perm_b32 v93, v49, v45, s33
	v_perm_b32 v92, v41, v37, s33
	flat_store_dwordx4 v[2:3], v[96:99] offset:16
	flat_store_dwordx4 v[2:3], v[92:95]
.LBB0_19:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 7
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_xor_b64 s[36:37], exec, s[36:37]
	s_cbranch_execz .LBB0_21
	v_lshl_add_u64 v[2:3], v[72:73], 0, s[96:97]
	v_perm_b32 v15, v33, v29, s28
	v_perm_b32 v14, v25, v21, s28
	v_perm_b32 v13, v17, v13, s28
	v_perm_b32 v12, v9, v5, s28
	v_perm_b32 v47, v65, v61, s28
	v_perm_b32 v46, v57, v53, s28
	v_perm_b32 v45, v49, v45, s28
	v_perm_b32 v44, v41, v37, s28
	flat_store_dwordx4 v[2:3], v[12:15] offset:16
	flat_store_dwordx4 v[2:3], v[44:47]
.LBB0_21:
	s_or_b64 exec, exec, s[36:37]
	s_mov_b64 s[36:37], 0
.LBB0_22:
	s_and_b64 vcc, exec, s[36:37]
	s_cbranch_vccz .LBB0_70
	v_readlane_b32 s34, v90, 0
	v_readlane_b32 s35, v90, 1
	s_and_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_cbranch_vccz .LBB0_25
	v_lshl_add_u64 v[4:5], s[72:73], 0, v[68:69]
	flat_load_dwordx4 v[6:9], v[4:5]
.LBB0_25:
	v_readlane_b32 s34, v90, 2
	v_readlane_b32 s35, v90, 3
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_cbranch_vccnz .LBB0_27
	v_lshl_add_u64 v[2:3], s[74:75], 0, v[68:69]
	flat_load_dwordx4 v[2:5], v[2:3]
.LBB0_27:
	v_readlane_b32 s34, v90, 4
	v_readlane_b32 s35, v90, 5
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_cbranch_vccnz .LBB0_29
	v_lshl_add_u64 v[12:13], s[76:77], 0, v[68:69]
	flat_load_dwordx4 v[14:17], v[12:13]
.LBB0_29:
	v_readlane_b32 s34, v90, 6
	v_readlane_b32 s35, v90, 7
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_cbranch_vccnz .LBB0_31
	v_lshl_add_u64 v[10:11], s[78:79], 0, v[68:69]
	flat_load_dwordx4 v[10:13], v[10:11]
.LBB0_31:
	v_readlane_b32 s34, v90, 8
	v_readlane_b32 s35, v90, 9
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_cbranch_vccnz .LBB0_33
	v_lshl_add_u64 v[20:21], s[80:81], 0, v[68:69]
	flat_load_dwordx4 v[22:25], v[20:21]
.LBB0_33:
	v_readlane_b32 s34, v90, 10
	v_readlane_b32 s35, v90, 11
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	s_cbranch_vccnz .LBB0_35
	v_lshl_add_u64 v[18:19], s[82:83], 0, v[68:69]
	flat_load_dwordx4 v[18:21], v[18:19]
.LBB0_35:
	v_readlane_b32 s34, v90, 12
	v_readlane_b32 s35, v90, 13
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_cbranch_vccnz .LBB0_37
	v_lshl_add_u64 v[28:29], s[84:85], 0, v[68:69]
	flat_load_dwordx4 v[30:33], v[28:29]
.LBB0_37:
	v_readlane_b32 s34, v90, 14
	v_readlane_b32 s35, v90, 15
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	s_cbranch_vccnz .LBB0_39
	v_lshl_add_u64 v[26:27], s[86:87], 0, v[68:69]
	flat_load_dwordx4 v[26:29], v[26:27]
.LBB0_39:
	v_readlane_b32 s34, v90, 16
	v_readlane_b32 s35, v90, 17
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	s_cbranch_vccnz .LBB0_41
	v_lshl_add_u64 v[36:37], s[88:89], 0, v[68:69]
	flat_load_dwordx4 v[38:41], v[36:37]
.LBB0_41:
	v_readlane_b32 s34, v90, 18
	v_readlane_b32 s35, v90, 19
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v35, 0
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	s_cbranch_vccnz .LBB0_43
	v_lshl_add_u64 v[34:35], s[90:91], 0, v[68:69]
	flat_load_dwordx4 v[34:37], v[34:35]
.LBB0_43:
	v_readlane_b32 s34, v90, 20
	v_readlane_b32 s35, v90, 21
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	s_cbranch_vccnz .LBB0_45
	v_lshl_add_u64 v[44:45], s[92:93], 0, v[68:69]
	flat_load_dwordx4 v[46:49], v[44:45]
.LBB0_45:
	v_readlane_b32 s34, v90, 22
	v_readlane_b32 s35, v90, 23
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	s_cbranch_vccnz .LBB0_47
	v_lshl_add_u64 v[42:43], s[94:95], 0, v[68:69]
	flat_load_dwordx4 v[42:45], v[42:43]
.LBB0_47:
	v_readlane_b32 s34, v90, 24
	v_readlane_b32 s35, v90, 25
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	s_cbranch_vccnz .LBB0_49
	v_lshl_add_u64 v[52:53], s[2:3], 0, v[68:69]
	flat_load_dwordx4 v[54:57], v[52:53]
.LBB0_49:
	v_readlane_b32 s34, v90, 26
	v_readlane_b32 s35, v90, 27
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v51, 0
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	s_cbranch_vccnz .LBB0_51
	v_lshl_add_u64 v[50:51], s[8:9], 0, v[68:69]
	flat_load_dwordx4 v[50:53], v[50:51]
.LBB0_51:
	v_readlane_b32 s34, v90, 28
	v_readlane_b32 s35, v90, 29
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	s_cbranch_vccnz .LBB0_53
	v_lshl_add_u64 v[60:61], s[10:11], 0, v[68:69]
	flat_load_dwordx4 v[62:65], v[60:61]
.LBB0_53:
	v_readlane_b32 s34, v90, 30
	v_readlane_b32 s35, v90, 31
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	s_cbranch_vccnz .LBB0_55
	v_lshl_add_u64 v[58:59], s[6:7], 0, v[68:69]
	flat_load_dwordx4 v[58:61], v[58:59]
.LBB0_55:
	v_lshl_add_u64 v[66:67], v[86:87], 0, s[96:97]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v96, v34, v38, s33
	v_perm_b32 v97, v42, v46, s33
	v_perm_b32 v98, v50, v54, s33
	v_perm_b32 v99, v58, v62, s33
	v_perm_b32 v92, v2, v6, s33
	v_perm_b32 v93, v10, v14, s33
	v_perm_b32 v94, v18, v22, s33
	v_perm_b32 v95, v26, v30, s33
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
	v_lshl_add_u64 v[66:67], v[70:71], 0, 1
	v_cmp_gt_i64_e32 vcc, s[66:67], v[66:67]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_57
	v_lshl_add_u64 v[66:67], v[84:85], 0, s[96:97]
	v_perm_b32 v96, v34, v38, s28
	v_perm_b32 v97, v42, v46, s28
	v_perm_b32 v98, v50, v54, s28
	v_perm_b32 v99, v58, v62, s28
	v_perm_b32 v92, v2, v6, s28
	v_perm_b32 v93, v10, v14, s28
	v_perm_b32 v94, v18, v22, s28
	v_perm_b32 v95, v26, v30, s28
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
.LBB0_57:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[66:67], v[70:71], 0, 2
	v_cmp_gt_i64_e32 vcc, s[66:67], v[66:67]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_59
	v_lshl_add_u64 v[66:67], v[82:83], 0, s[96:97]
	v_perm_b32 v96, v35, v39, s33
	v_perm_b32 v97, v43, v47, s33
	v_perm_b32 v98, v51, v55, s33
	v_perm_b32 v99, v59, v63, s33
	v_perm_b32 v92, v3, v7, s33
	v_perm_b32 v93, v11, v15, s33
	v_perm_b32 v94, v19, v23, s33
	v_perm_b32 v95, v27, v31, s33
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
.LBB0_59:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[66:67], v[70:71], 0, 3
	v_cmp_gt_i64_e32 vcc, s[66:67], v[66:67]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_61
	v_lshl_add_u64 v[66:67], v[80:81], 0, s[96:97]
	v_perm_b32 v96, v35, v39, s28
	v_perm_b32 v97, v43, v47, s28
	v_perm_b32 v98, v51, v55, s28
	v_perm_b32 v99, v59, v63, s28
	v_perm_b32 v92, v3, v7, s28
	v_perm_b32 v93, v11, v15, s28
	v_perm_b32 v94, v19, v23, s28
	v_perm_b32 v95, v27, v31, s28
	flat_store_dwordx4 v[66:67], v[96:99] offset:16
	flat_store_dwordx4 v[66:67], v[92:95]
.LBB0_61:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 4
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_63
	v_lshl_add_u64 v[2:3], v[78:79], 0, s[96:97]
	v_perm_b32 v96, v36, v40, s33
	v_perm_b32 v97, v44, v48, s33
	v_perm_b32 v98, v52, v56, s33
	v_perm_b32 v99, v60, v64, s33
	v_perm_b32 v92, v4, v8, s33
	v_perm_b32 v93, v12, v16, s33
	v_perm_b32 v94, v20, v24, s33
	v_perm_b32 v95, v28, v32, s33
	flat_store_dwordx4 v[2:3], v[96:99] offset:16
	flat_store_dwordx4 v[2:3], v[92:95]
.LBB0_63:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 5
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_65
	v_lshl_add_u64 v[2:3], v[76:77], 0, s[96:97]
	v_perm_b32 v96, v36, v40, s28
	v_perm_b32 v97, v44, v48, s28
	v_perm_b32 v98, v52, v56, s28
	v_perm_b32 v99, v60, v64, s28
	v_perm_b32 v92, v4, v8, s28
	v_perm_b32 v93, v12, v16, s28
	v_perm_b32 v94, v20, v24, s28
	v_perm_b32 v95, v28, v32, s28
	flat_store_dwordx4 v[2:3], v[96:99] offset:16
	flat_store_dwordx4 v[2:3], v[92:95]
.LBB0_65:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 6
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_67
	v_lshl_add_u64 v[2:3], v[74:75], 0, s[96:97]
	v_perm_b32 v96, v37, v41, s33
	v_perm_b32 v97, v45, v49, s33
	v_perm_b32 v98, v53, v57, s33
	v_perm_b32 v99, v61, v65, s33
	v_perm_b32 v92, v5, v9, s33
	v_perm_b32 v93, v13, v17, s33
	v_perm_b32 v94, v21, v25, s33
	v_perm_b32 v95, v29, v33, s33
	flat_store_dwordx4 v[2:3], v[96:99] offset:16
	flat_store_dwordx4 v[2:3], v[92:95]
.LBB0_67:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 7
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_xor_b64 s[36:37], exec, s[36:37]
	s_cbranch_execz .LBB0_69
	v_lshl_add_u64 v[10:11], v[72:73], 0, s[96:97]
	v_perm_b32 v2, v5, v9, s28
	v_perm_b32 v6, v37, v41, s28
	v_perm_b32 v7, v45, v49, s28
	v_perm_b32 v8, v53, v57, s28
	v_perm_b32 v9, v61, v65, s28
	v_perm_b32 v3, v13, v17, s28
	v_perm_b32 v4, v21, v25, s28
	v_perm_b32 v5, v29, v33, s28
	flat_store_dwordx4 v[10:11], v[6:9] offset:16
	flat_store_dwordx4 v[10:11], v[2:5]
.LBB0_69:
	s_or_b64 exec, exec, s[36:37]
.LBB0_70:
	s_andn2_saveexec_b64 s[26:27], s[26:27]
	s_cbranch_execz .LBB0_4
	v_or_b32_e32 v2, 1, v70
	v_mov_b32_e32 v3, v71
	v_or_b32_e32 v4, 2, v70
	v_mov_b32_e32 v5, v71
	v_or_b32_e32 v6, 3, v70
	v_mov_b32_e32 v7, v71
	v_or_b32_e32 v8, 4, v70
	v_mov_b32_e32 v9, v71
	v_or_b32_e32 v10, 5, v70
	v_mov_b32_e32 v11, v71
	v_or_b32_e32 v12, 6, v70
	v_mov_b32_e32 v13, v71
	v_or_b32_e32 v14, 7, v70
	v_mov_b32_e32 v15, v71
	v_cmp_gt_i64_e64 s[36:37], s[22:23], v[14:15]
	v_cmp_gt_i64_e64 s[40:41], s[20:21], v[12:13]
	v_cmp_gt_i64_e64 s[38:39], s[18:19], v[10:11]
	v_cmp_gt_i64_e64 s[44:45], s[16:17], v[8:9]
	v_cmp_gt_i64_e64 s[42:43], s[14:15], v[6:7]
	v_cmp_gt_i64_e64 s[48:49], s[12:13], v[4:5]
	v_cmp_gt_i64_e64 s[46:47], s[4:5], v[2:3]
	v_cmp_gt_i64_e64 s[50:51], s[64:65], v[70:71]
	s_mov_b64 s[52:53], -1
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_343
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[4:5], s[68:69]
	v_lshl_add_u64 v[8:9], s[72:73], 0, v[68:69]
	v_mov_b64_e32 v[6:7], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_74
	flat_load_ushort v0, v[8:9]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[6:7], v[2:3]
	v_mov_b64_e32 v[4:5], v[0:1]
.LBB0_74:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v2, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, s[50:51]
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 1, s[40:41]
	v_cndmask_b32_e64 v3, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v2, 2, v2
	v_lshlrev_b16_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_cndmask_b32_e64 v3, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v3, 1, v3
	v_cndmask_b32_e64 v10, 0, 1, s[44:45]
	v_or_b32_e32 v3, v10, v3
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v2, v3, v2
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v2, 4, v2
	v_or_b32_e32 v0, v0, v2
	v_lshrrev_b16_e32 v2, 1, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e32 vcc, 1, v2
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_76
	flat_load_ushort v2, v[8:9] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v2, v4, s33
.LBB0_76:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v2, 2, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[52:53], 1, v2
	s_and_saveexec_b64 s[54:55], s[52:53]
	s_cbranch_execz .LBB0_78
	flat_load_ushort v2, v[8:9] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v2, v5
.LBB0_78:
	s_or_b64 exec, exec, s[54:55]
	v_lshrrev_b16_e32 v2, 3, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[54:55], 1, v2
	s_and_saveexec_b64 s[56:57], s[54:55]
	s_cbranch_execz .LBB0_80
	flat_load_ushort v2, v[8:9] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v2, v5, s33
.LBB0_80:
	s_or_b64 exec, exec, s[56:57]
	v_lshrrev_b16_e32 v2, 4, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[56:57], 1, v2
	s_and_saveexec_b64 s[58:59], s[56:57]
	s_cbranch_execz .LBB0_82
	flat_load_ushort v2, v[8:9] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v6, s30, v2, v6
.LBB0_82:
	s_or_b64 exec, exec, s[58:59]
	v_lshrrev_b16_e32 v2, 5, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[58:59], 1, v2
	s_and_saveexec_b64 s[60:61], s[58:59]
	s_cbranch_execz .LBB0_84
	flat_load_ushort v2, v[8:9] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v6, v2, v6, s33
.LBB0_84:
	s_or_b64 exec, exec, s[60:61]
	v_lshrrev_b16_e32 v2, 6, v0
	v_and_b32_e32 v2, 1, v2
	v_cmp_eq_u32_e64 s[60:61], 1, v2
	s_and_saveexec_b64 s[62:63], s[60:61]
	s_cbranch_execz .LBB0_86
	flat_load_ushort v2, v[8:9] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v7, s30, v2, v7
.LBB0_86:
	s_or_b64 exec, exec, s[62:63]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e64 s[62:63], 1, v0
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_88
	flat_load_ushort v0, v[8:9] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v7, v0, v7, s33
.LBB0_88:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[8:9], s[68:69]
	v_lshl_add_u64 v[12:13], s[74:75], 0, v[68:69]
	v_mov_b64_e32 v[10:11], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_90
	flat_load_ushort v0, v[12:13]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[10:11], v[2:3]
	v_mov_b64_e32 v[8:9], v[0:1]
.LBB0_90:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_92
	flat_load_ushort v0, v[12:13] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v8, v0, v8, s33
.LBB0_92:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_94
	flat_load_ushort v0, v[12:13] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v9, s30, v0, v9
.LBB0_94:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_96
	flat_load_ushort v0, v[12:13] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v9, v0, v9, s33
.LBB0_96:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_98
	flat_load_ushort v0, v[12:13] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v10, s30, v0, v10
.LBB0_98:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_100
	flat_load_ushort v0, v[12:13] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v10, v0, v10, s33
.LBB0_100:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_102
	flat_load_ushort v0, v[12:13] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v11, s30, v0, v11
.LBB0_102:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_104
	flat_load_ushort v0, v[12:13] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v11, v0, v11, s33
.LBB0_104:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[12:13], s[68:69]
	v_lshl_add_u64 v[16:17], s[76:77], 0, v[68:69]
	v_mov_b64_e32 v[14:15], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_106
	flat_load_ushort v0, v[16:17]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[14:15], v[2:3]
	v_mov_b64_e32 v[12:13], v[0:1]
.LBB0_106:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_108
	flat_load_ushort v0, v[16:17] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v12, v0, v12, s33
.LBB0_108:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_110
	flat_load_ushort v0, v[16:17] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v13, s30, v0, v13
.LBB0_110:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_112
	flat_load_ushort v0, v[16:17] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v13, v0, v13, s33
.LBB0_112:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_114
	flat_load_ushort v0, v[16:17] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v14, s30, v0, v14
.LBB0_114:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_116
	flat_load_ushort v0, v[16:17] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v14, v0, v14, s33
.LBB0_116:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_118
	flat_load_ushort v0, v[16:17] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v15, s30, v0, v15
.LBB0_118:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_120
	flat_load_ushort v0, v[16:17] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v15, v0, v15, s33
.LBB0_120:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[16:17], s[68:69]
	v_lshl_add_u64 v[20:21], s[78:79], 0, v[68:69]
	v_mov_b64_e32 v[18:19], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_122
	flat_load_ushort v0, v[20:21]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[18:19], v[2:3]
	v_mov_b64_e32 v[16:17], v[0:1]
.LBB0_122:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_124
	flat_load_ushort v0, v[20:21] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v16, v0, v16, s33
.LBB0_124:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_126
	flat_load_ushort v0, v[20:21] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v17, s30, v0, v17
.LBB0_126:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_128
	flat_load_ushort v0, v[20:21] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v17, v0, v17, s33
.LBB0_128:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_130
	flat_load_ushort v0, v[20:21] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v18, s30, v0, v18
.LBB0_130:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_132
	flat_load_ushort v0, v[20:21] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v18, v0, v18, s33
.LBB0_132:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_134
	flat_load_ushort v0, v[20:21] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v19, s30, v0, v19
.LBB0_134:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_136
	flat_load_ushort v0, v[20:21] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v19, v0, v19, s33
.LBB0_136:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[20:21], s[68:69]
	v_lshl_add_u64 v[24:25], s[80:81], 0, v[68:69]
	v_mov_b64_e32 v[22:23], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_138
	flat_load_ushort v0, v[24:25]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[22:23], v[2:3]
	v_mov_b64_e32 v[20:21], v[0:1]
.LBB0_138:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_140
	flat_load_ushort v0, v[24:25] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v20, v0, v20, s33
.LBB0_140:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_142
	flat_load_ushort v0, v[24:25] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v21, s30, v0, v21
.LBB0_142:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_144
	flat_load_ushort v0, v[24:25] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v21, v0, v21, s33
.LBB0_144:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_146
	flat_load_ushort v0, v[24:25] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v22, s30, v0, v22
.LBB0_146:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_148
	flat_load_ushort v0, v[24:25] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v22, v0, v22, s33
.LBB0_148:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_150
	flat_load_ushort v0, v[24:25] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v23, s30, v0, v23
.LBB0_150:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_152
	flat_load_ushort v0, v[24:25] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v23, v0, v23, s33
.LBB0_152:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[24:25], s[68:69]
	v_lshl_add_u64 v[28:29], s[82:83], 0, v[68:69]
	v_mov_b64_e32 v[26:27], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_154
	flat_load_ushort v0, v[28:29]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[26:27], v[2:3]
	v_mov_b64_e32 v[24:25], v[0:1]
.LBB0_154:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_156
	flat_load_ushort v0, v[28:29] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v24, v0, v24, s33
.LBB0_156:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_158
	flat_load_ushort v0, v[28:29] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v25, s30, v0, v25
.LBB0_158:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_160
	flat_load_ushort v0, v[28:29] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v25, v0, v25, s33
.LBB0_160:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_162
	flat_load_ushort v0, v[28:29] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v26, s30, v0, v26
.LBB0_162:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_164
	flat_load_ushort v0, v[28:29] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v26, v0, v26, s33
.LBB0_164:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_166
	flat_load_ushort v0, v[28:29] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v27, s30, v0, v27
.LBB0_166:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_168
	flat_load_ushort v0, v[28:29] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v27, v0, v27, s33
.LBB0_168:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[28:29], s[68:69]
	v_lshl_add_u64 v[32:33], s[84:85], 0, v[68:69]
	v_mov_b64_e32 v[30:31], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_170
	flat_load_ushort v0, v[32:33]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[30:31], v[2:3]
	v_mov_b64_e32 v[28:29], v[0:1]
.LBB0_170:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_172
	flat_load_ushort v0, v[32:33] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v28, v0, v28, s33
.LBB0_172:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_174
	flat_load_ushort v0, v[32:33] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v29, s30, v0, v29
.LBB0_174:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_176
	flat_load_ushort v0, v[32:33] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v29, v0, v29, s33
.LBB0_176:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_178
	flat_load_ushort v0, v[32:33] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v30, s30, v0, v30
.LBB0_178:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_180
	flat_load_ushort v0, v[32:33] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v30, v0, v30, s33
.LBB0_180:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_182
	flat_load_ushort v0, v[32:33] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v31, s30, v0, v31
.LBB0_182:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_184
	flat_load_ushort v0, v[32:33] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v31, v0, v31, s33
.LBB0_184:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[32:33], s[68:69]
	v_lshl_add_u64 v[36:37], s[86:87], 0, v[68:69]
	v_mov_b64_e32 v[34:35], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_186
	flat_load_ushort v0, v[36:37]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[34:35], v[2:3]
	v_mov_b64_e32 v[32:33], v[0:1]
.LBB0_186:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_188
	flat_load_ushort v0, v[36:37] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v32, v0, v32, s33
.LBB0_188:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_190
	flat_load_ushort v0, v[36:37] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v33, s30, v0, v33
.LBB0_190:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_192
	flat_load_ushort v0, v[36:37] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v33, v0, v33, s33
.LBB0_192:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_194
	flat_load_ushort v0, v[36:37] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v34, s30, v0, v34
.LBB0_194:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_196
	flat_load_ushort v0, v[36:37] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v34, v0, v34, s33
.LBB0_196:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_198
	flat_load_ushort v0, v[36:37] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v35, s30, v0, v35
.LBB0_198:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_200
	flat_load_ushort v0, v[36:37] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v35, v0, v35, s33
.LBB0_200:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[36:37], s[68:69]
	v_lshl_add_u64 v[40:41], s[88:89], 0, v[68:69]
	v_mov_b64_e32 v[38:39], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_202
	flat_load_ushort v0, v[40:41]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[38:39], v[2:3]
	v_mov_b64_e32 v[36:37], v[0:1]
.LBB0_202:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_204
	flat_load_ushort v0, v[40:41] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v36, v0, v36, s33
.LBB0_204:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_206
	flat_load_ushort v0, v[40:41] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v37, s30, v0, v37
.LBB0_206:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_208
	flat_load_ushort v0, v[40:41] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v37, v0, v37, s33
.LBB0_208:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_210
	flat_load_ushort v0, v[40:41] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v38, s30, v0, v38
.LBB0_210:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_212
	flat_load_ushort v0, v[40:41] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v38, v0, v38, s33
.LBB0_212:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_214
	flat_load_ushort v0, v[40:41] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v39, s30, v0, v39
.LBB0_214:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_216
	flat_load_ushort v0, v[40:41] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v39, v0, v39, s33
.LBB0_216:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[40:41], s[68:69]
	v_lshl_add_u64 v[44:45], s[90:91], 0, v[68:69]
	v_mov_b64_e32 v[42:43], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_218
	flat_load_ushort v0, v[44:45]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[42:43], v[2:3]
	v_mov_b64_e32 v[40:41], v[0:1]
.LBB0_218:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_220
	flat_load_ushort v0, v[44:45] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v40, v0, v40, s33
.LBB0_220:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_222
	flat_load_ushort v0, v[44:45] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v41, s30, v0, v41
.LBB0_222:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_224
	flat_load_ushort v0, v[44:45] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v41, v0, v41, s33
.LBB0_224:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_226
	flat_load_ushort v0, v[44:45] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v42, s30, v0, v42
.LBB0_226:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_228
	flat_load_ushort v0, v[44:45] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v42, v0, v42, s33
.LBB0_228:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_230
	flat_load_ushort v0, v[44:45] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v43, s30, v0, v43
.LBB0_230:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_232
	flat_load_ushort v0, v[44:45] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v43, v0, v43, s33
.LBB0_232:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[44:45], s[68:69]
	v_lshl_add_u64 v[48:49], s[92:93], 0, v[68:69]
	v_mov_b64_e32 v[46:47], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_234
	flat_load_ushort v0, v[48:49]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[46:47], v[2:3]
	v_mov_b64_e32 v[44:45], v[0:1]
.LBB0_234:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_236
	flat_load_ushort v0, v[48:49] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v44, v0, v44, s33
.LBB0_236:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_238
	flat_load_ushort v0, v[48:49] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v45, s30, v0, v45
.LBB0_238:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_240
	flat_load_ushort v0, v[48:49] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v45, v0, v45, s33
.LBB0_240:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_242
	flat_load_ushort v0, v[48:49] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v46, s30, v0, v46
.LBB0_242:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_244
	flat_load_ushort v0, v[48:49] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v46, v0, v46, s33
.LBB0_244:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_246
	flat_load_ushort v0, v[48:49] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v47, s30, v0, v47
.LBB0_246:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_248
	flat_load_ushort v0, v[48:49] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v47, v0, v47, s33
.LBB0_248:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[48:49], s[68:69]
	v_lshl_add_u64 v[52:53], s[94:95], 0, v[68:69]
	v_mov_b64_e32 v[50:51], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_250
	flat_load_ushort v0, v[52:53]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[50:51], v[2:3]
	v_mov_b64_e32 v[48:49], v[0:1]
.LBB0_250:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_252
	flat_load_ushort v0, v[52:53] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v48, v0, v48, s33
.LBB0_252:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_254
	flat_load_ushort v0, v[52:53] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v49, s30, v0, v49
.LBB0_254:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_256
	flat_load_ushort v0, v[52:53] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v49, v0, v49, s33
.LBB0_256:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_258
	flat_load_ushort v0, v[52:53] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v50, s30, v0, v50
.LBB0_258:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_260
	flat_load_ushort v0, v[52:53] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v50, v0, v50, s33
.LBB0_260:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_262
	flat_load_ushort v0, v[52:53] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v51, s30, v0, v51
.LBB0_262:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_264
	flat_load_ushort v0, v[52:53] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v51, v0, v51, s33
.LBB0_264:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[52:53], s[68:69]
	v_lshl_add_u64 v[56:57], s[2:3], 0, v[68:69]
	v_mov_b64_e32 v[54:55], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_266
	flat_load_ushort v0, v[56:57]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[54:55], v[2:3]
	v_mov_b64_e32 v[52:53], v[0:1]
.LBB0_266:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_268
	flat_load_ushort v0, v[56:57] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v52, v0, v52, s33
.LBB0_268:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_270
	flat_load_ushort v0, v[56:57] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v53, s30, v0, v53
.LBB0_270:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_272
	flat_load_ushort v0, v[56:57] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v53, v0, v53, s33
.LBB0_272:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_274
	flat_load_ushort v0, v[56:57] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v54, s30, v0, v54
.LBB0_274:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_276
	flat_load_ushort v0, v[56:57] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v54, v0, v54, s33
.LBB0_276:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_278
	flat_load_ushort v0, v[56:57] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v55, s30, v0, v55
.LBB0_278:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_280
	flat_load_ushort v0, v[56:57] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v55, v0, v55, s33
.LBB0_280:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[56:57], s[68:69]
	v_lshl_add_u64 v[60:61], s[8:9], 0, v[68:69]
	v_mov_b64_e32 v[58:59], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_282
	flat_load_ushort v0, v[60:61]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[58:59], v[2:3]
	v_mov_b64_e32 v[56:57], v[0:1]
.LBB0_282:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_284
	flat_load_ushort v0, v[60:61] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v56, v0, v56, s33
.LBB0_284:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_286
	flat_load_ushort v0, v[60:61] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v57, s30, v0, v57
.LBB0_286:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_288
	flat_load_ushort v0, v[60:61] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v57, v0, v57, s33
.LBB0_288:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_290
	flat_load_ushort v0, v[60:61] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v58, s30, v0, v58
.LBB0_290:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_292
	flat_load_ushort v0, v[60:61] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v58, v0, v58, s33
.LBB0_292:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_294
	flat_load_ushort v0, v[60:61] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v59, s30, v0, v59
.LBB0_294:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_296
	flat_load_ushort v0, v[60:61] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v59, v0, v59, s33
.LBB0_296:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[64:65], s[68:69]
	v_lshl_add_u64 v[60:61], s[10:11], 0, v[68:69]
	v_mov_b64_e32 v[66:67], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_298
	flat_load_ushort v0, v[60:61]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[66:67], v[2:3]
	v_mov_b64_e32 v[64:65], v[0:1]
.LBB0_298:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_300
	flat_load_ushort v0, v[60:61] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v64, v0, v64, s33
.LBB0_300:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_302
	flat_load_ushort v0, v[60:61] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v65, s30, v0, v65
.LBB0_302:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[54:55]
	s_cbranch_execz .LBB0_304
	flat_load_ushort v0, v[60:61] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v65, v0, v65, s33
.LBB0_304:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[56:57]
	s_cbranch_execz .LBB0_306
	flat_load_ushort v0, v[60:61] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v66, s30, v0, v66
.LBB0_306:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[58:59]
	s_cbranch_execz .LBB0_308
	flat_load_ushort v0, v[60:61] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v66, v0, v66, s33
.LBB0_308:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[60:61]
	s_cbranch_execz .LBB0_310
	flat_load_ushort v0, v[60:61] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v67, s30, v0, v67
.LBB0_310:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[62:63]
	s_cbranch_execz .LBB0_312
	flat_load_ushort v0, v[60:61] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v67, v0, v67, s33
.LBB0_312:
	s_or_b64 exec, exec, s[70:71]
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[60:61], s[68:69]
	v_lshl_add_u64 v[88:89], s[6:7], 0, v[68:69]
	v_mov_b64_e32 v[62:63], s[70:71]
	s_and_saveexec_b64 s[70:71], s[50:51]
	s_cbranch_execz .LBB0_314
	flat_load_ushort v0, v[88:89]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[62:63], v[2:3]
	v_mov_b64_e32 v[60:61], v[0:1]
.LBB0_314:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB0_316
	flat_load_ushort v0, v[88:89] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v60, v0, v60, s33
.LBB0_316:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[70:71], s[52:53]
	s_cbranch_execz .LBB0_318
	flat_load_ushort v0, v[88:89] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v61, s30, v0, v61
.LBB0_318:
	s_or_b64 exec, exec, s[70:71]
	s_and_saveexec_b64 s[52:53], s[54:55]
	s_cbranch_execz .LBB0_320
	flat_load_ushort v0, v[88:89] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v61, v0, v61, s33
.LBB0_320:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[52:53], s[56:57]
	s_cbranch_execz .LBB0_322
	flat_load_ushort v0, v[88:89] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v62, s30, v0, v62
.LBB0_322:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[52:53], s[58:59]
	s_cbranch_execz .LBB0_324
	flat_load_ushort v0, v[88:89] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v62, v0, v62, s33
.LBB0_324:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[52:53], s[60:61]
	s_cbranch_execz .LBB0_326
	flat_load_ushort v0, v[88:89] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v63, s30, v0, v63
.LBB0_326:
	s_or_b64 exec, exec, s[52:53]
	s_and_saveexec_b64 s[52:53], s[62:63]
	s_cbranch_execz .LBB0_328
	flat_load_ushort v0, v[88:89] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v63, v0, v63, s33
.LBB0_328:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b32_e32 v2, 16, v65
	v_cndmask_b32_e64 v0, 0, v65, s[48:49]
	v_cndmask_b32_e64 v2, 0, v2, s[42:43]
	v_perm_b32 v65, v2, v0, s33
	v_lshrrev_b32_e32 v0, 16, v64
	v_cndmask_b32_e64 v89, 0, v64, s[50:51]
	v_cndmask_b32_e64 v0, 0, v0, s[46:47]
	v_lshrrev_b32_e32 v2, 16, v66
	v_perm_b32 v88, v0, v89, s33
	v_cndmask_b32_e64 v0, 0, v66, s[44:45]
	v_cndmask_b32_e64 v2, 0, v2, s[38:39]
	v_perm_b32 v64, v2, v0, s33
	v_lshrrev_b32_e32 v2, 16, v67
	v_cndmask_b32_e64 v0, 0, v67, s[40:41]
	v_cndmask_b32_e64 v2, 0, v2, s[36:37]
	v_lshrrev_b32_e32 v3, 16, v57
	v_perm_b32 v0, v2, v0, s33
	v_cndmask_b32_e64 v2, 0, v57, s[48:49]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_perm_b32 v57, v3, v2, s33
	v_lshrrev_b32_e32 v2, 16, v56
	v_cndmask_b32_e64 v67, 0, v56, s[50:51]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_lshrrev_b32_e32 v3, 16, v58
	v_perm_b32 v66, v2, v67, s33
	v_cndmask_b32_e64 v2, 0, v58, s[44:45]
	v_cndmask_b32_e64 v3, 0, v3, s[38:39]
	v_perm_b32 v56, v3, v2, s33
	v_lshrrev_b32_e32 v3, 16, v59
	v_cndmask_b32_e64 v2, 0, v59, s[40:41]
	v_cndmask_b32_e64 v3, 0, v3, s[36:37]
	v_perm_b32 v2, v3, v2, s33
	v_cndmask_b32_e64 v3, 0, v53, s[48:49]
	v_lshrrev_b32_e32 v53, 16, v53
	v_cndmask_b32_e64 v53, 0, v53, s[42:43]
	v_perm_b32 v53, v53, v3, s33
	v_lshrrev_b32_e32 v3, 16, v52
	v_cndmask_b32_e64 v98, 0, v52, s[50:51]
	v_cndmask_b32_e64 v3, 0, v3, s[46:47]
	v_lshrrev_b32_e32 v52, 16, v54
	v_perm_b32 v58, v3, v98, s33
	v_cndmask_b32_e64 v3, 0, v54, s[44:45]
	v_cndmask_b32_e64 v52, 0, v52, s[38:39]
	v_lshrrev_b32_e32 v54, 16, v55
	v_perm_b32 v52, v52, v3, s33
	v_cndmask_b32_e64 v3, 0, v55, s[40:41]
	v_cndmask_b32_e64 v54, 0, v54, s[36:37]
	v_perm_b32 v3, v54, v3, s33
	v_cndmask_b32_e64 v54, 0, v49, s[48:49]
	v_lshrrev_b32_e32 v49, 16, v49
	v_cndmask_b32_e64 v49, 0, v49, s[42:43]
	v_cndmask_b32_e64 v97, 0, v48, s[50:51]
	v_lshrrev_b32_e32 v48, 16, v48
	v_perm_b32 v54, v49, v54, s33
	v_cndmask_b32_e64 v48, 0, v48, s[46:47]
	v_lshrrev_b32_e32 v49, 16, v50
	v_perm_b32 v55, v48, v97, s33
	v_cndmask_b32_e64 v48, 0, v50, s[44:45]
	v_cndmask_b32_e64 v49, 0, v49, s[38:39]
	v_lshrrev_b32_e32 v50, 16, v51
	v_perm_b32 v49, v49, v48, s33
	v_cndmask_b32_e64 v48, 0, v51, s[40:41]
	v_cndmask_b32_e64 v50, 0, v50, s[36:37]
	v_perm_b32 v48, v50, v48, s33
	v_cndmask_b32_e64 v50, 0, v45, s[48:49]
	v_lshrrev_b32_e32 v45, 16, v45
	v_cndmask_b32_e64 v45, 0, v45, s[42:43]
	v_cndmask_b32_e64 v99, 0, v44, s[50:51]
	v_lshrrev_b32_e32 v44, 16, v44
	v_perm_b32 v50, v45, v50, s33
	v_cndmask_b32_e64 v44, 0, v44, s[46:47]
	v_lshrrev_b32_e32 v45, 16, v46
	v_perm_b32 v51, v44, v99, s33
	v_cndmask_b32_e64 v44, 0, v46, s[44:45]
	v_cndmask_b32_e64 v45, 0, v45, s[38:39]
	v_lshrrev_b32_e32 v46, 16, v47
	v_perm_b32 v45, v45, v44, s33
	v_cndmask_b32_e64 v44, 0, v47, s[40:41]
	v_cndmask_b32_e64 v46, 0, v46, s[36:37]
	v_perm_b32 v44, v46, v44, s33
	v_cndmask_b32_e64 v46, 0, v41, s[48:49]
	v_lshrrev_b32_e32 v41, 16, v41
	v_cndmask_b32_e64 v41, 0, v41, s[42:43]
	v_cndmask_b32_e64 v96, 0, v40, s[50:51]
	v_lshrrev_b32_e32 v40, 16, v40
	v_perm_b32 v46, v41, v46, s33
	v_cndmask_b32_e64 v40, 0, v40, s[46:47]
	v_lshrrev_b32_e32 v41, 16, v42
	v_perm_b32 v47, v40, v96, s33
	v_cndmask_b32_e64 v40, 0, v42, s[44:45]
	v_cndmask_b32_e64 v41, 0, v41, s[38:39]
	v_lshrrev_b32_e32 v42, 16, v43
	v_perm_b32 v41, v41, v40, s33
	v_cndmask_b32_e64 v40, 0, v43, s[40:41]
	v_cndmask_b32_e64 v42, 0, v42, s[36:37]
	v_perm_b32 v40, v42, v40, s33
	v_cndmask_b32_e64 v42, 0, v37, s[48:49]
	v_lshrrev_b32_e32 v37, 16, v37
	v_cndmask_b32_e64 v37, 0, v37, s[42:43]
	v_cndmask_b32_e64 v100, 0, v36, s[50:51]
	v_lshrrev_b32_e32 v36, 16, v36
	v_perm_b32 v42, v37, v42, s33
	v_cndmask_b32_e64 v36, 0, v36, s[46:47]
	v_lshrrev_b32_e32 v37, 16, v38
	v_perm_b32 v43, v36, v100, s33
	v_cndmask_b32_e64 v36, 0, v38, s[44:45]
	v_cndmask_b32_e64 v37, 0, v37, s[38:39]
	v_lshrrev_b32_e32 v38, 16, v39
	v_perm_b32 v37, v37, v36, s33
	v_cndmask_b32_e64 v36, 0, v39, s[40:41]
	v_cndmask_b32_e64 v38, 0, v38, s[36:37]
	v_perm_b32 v36, v38, v36, s33
	v_cndmask_b32_e64 v38, 0, v33, s[48:49]
	v_lshrrev_b32_e32 v33, 16, v33
	v_cndmask_b32_e64 v33, 0, v33, s[42:43]
	v_cndmask_b32_e64 v92, 0, v32, s[50:51]
	v_lshrrev_b32_e32 v32, 16, v32
	v_perm_b32 v38, v33, v38, s33
	v_cndmask_b32_e64 v32, 0, v32, s[46:47]
	v_lshrrev_b32_e32 v33, 16, v34
	v_perm_b32 v39, v32, v92, s33
	v_cndmask_b32_e64 v32, 0, v34, s[44:45]
	v_cndmask_b32_e64 v33, 0, v33, s[38:39]
	v_lshrrev_b32_e32 v34, 16, v35
	v_perm_b32 v33, v33, v32, s33
	v_cndmask_b32_e64 v32, 0, v35, s[40:41]
	v_cndmask_b32_e64 v34, 0, v34, s[36:37]
	v_perm_b32 v32, v34, v32, s33
	v_cndmask_b32_e64 v34, 0, v29, s[48:49]
	v_lshrrev_b32_e32 v29, 16, v29
	v_cndmask_b32_e64 v29, 0, v29, s[42:43]
	v_cndmask_b32_e64 v93, 0, v28, s[50:51]
	v_lshrrev_b32_e32 v28, 16, v28
	v_perm_b32 v34, v29, v34, s33
	v_cndmask_b32_e64 v28, 0, v28, s[46:47]
	v_lshrrev_b32_e32 v29, 16, v30
	v_perm_b32 v35, v28, v93, s33
	v_cndmask_b32_e64 v28, 0, v30, s[44:45]
	v_cndmask_b32_e64 v29, 0, v29, s[38:39]
	v_lshrrev_b32_e32 v30, 16, v31
	v_perm_b32 v29, v29, v28, s33
	v_cndmask_b32_e64 v28, 0, v31, s[40:41]
	v_cndmask_b32_e64 v30, 0, v30, s[36:37]
	v_perm_b32 v28, v30, v28, s33
	v_cndmask_b32_e64 v30, 0, v25, s[48:49]
	v_lshrrev_b32_e32 v25, 16, v25
	v_cndmask_b32_e64 v25, 0, v25, s[42:43]
	v_cndmask_b32_e64 v94, 0, v24, s[50:51]
	v_lshrrev_b32_e32 v24, 16, v24
	v_perm_b32 v30, v25, v30, s33
	v_cndmask_b32_e64 v24, 0, v24, s[46:47]
	v_lshrrev_b32_e32 v25, 16, v26
	v_perm_b32 v31, v24, v94, s33
	v_cndmask_b32_e64 v24, 0, v26, s[44:45]
	v_cndmask_b32_e64 v25, 0, v25, s[38:39]
	v_lshrrev_b32_e32 v26, 16, v27
	v_perm_b32 v25, v25, v24, s33
	v_cndmask_b32_e64 v24, 0, v27, s[40:41]
	v_cndmask_b32_e64 v26, 0, v26, s[36:37]
	v_perm_b32 v24, v26, v24, s33
	v_cndmask_b32_e64 v26, 0, v21, s[48:49]
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e64 v21, 0, v21, s[42:43]
	v_cndmask_b32_e64 v101, 0, v20, s[50:51]
	v_lshrrev_b32_e32 v20, 16, v20
	v_perm_b32 v26, v21, v26, s33
	v_cndmask_b32_e64 v20, 0, v20, s[46:47]
	v_lshrrev_b32_e32 v21, 16, v22
	v_perm_b32 v27, v20, v101, s33
	v_cndmask_b32_e64 v20, 0, v22, s[44:45]
	v_cndmask_b32_e64 v21, 0, v21, s[38:39]
	v_lshrrev_b32_e32 v22, 16, v23
	v_perm_b32 v21, v21, v20, s33
	v_cndmask_b32_e64 v20, 0, v23, s[40:41]
	v_cndmask_b32_e64 v22, 0, v22, s[36:37]
	v_perm_b32 v20, v22, v20, s33
	v_cndmask_b32_e64 v22, 0, v17, s[48:49]
	v_lshrrev_b32_e32 v17, 16, v17
	v_cndmask_b32_e64 v17, 0, v17, s[42:43]
	v_cndmask_b32_e64 v102, 0, v16, s[50:51]
	v_lshrrev_b32_e32 v16, 16, v16
	v_perm_b32 v22, v17, v22, s33
	v_cndmask_b32_e64 v16, 0, v16, s[46:47]
	v_lshrrev_b32_e32 v17, 16, v18
	v_perm_b32 v23, v16, v102, s33
	v_cndmask_b32_e64 v16, 0, v18, s[44:45]
	v_cndmask_b32_e64 v17, 0, v17, s[38:39]
	v_lshrrev_b32_e32 v18, 16, v19
	v_perm_b32 v17, v17, v16, s33
	v_cndmask_b32_e64 v16, 0, v19, s[40:41]
	v_cndmask_b32_e64 v18, 0, v18, s[36:37]
	v_perm_b32 v16, v18, v16, s33
	v_cndmask_b32_e64 v18, 0, v13, s[48:49]
	v_lshrrev_b32_e32 v13, 16, v13
	v_cndmask_b32_e64 v13, 0, v13, s[42:43]
	v_cndmask_b32_e64 v103, 0, v12, s[50:51]
	v_lshrrev_b32_e32 v12, 16, v12
	v_perm_b32 v18, v13, v18, s33
	v_cndmask_b32_e64 v12, 0, v12, s[46:47]
	v_lshrrev_b32_e32 v13, 16, v14
	v_perm_b32 v19, v12, v103, s33
	v_cndmask_b32_e64 v12, 0, v14, s[44:45]
	v_cndmask_b32_e64 v13, 0, v13, s[38:39]
	v_lshrrev_b32_e32 v14, 16, v15
	v_perm_b32 v13, v13, v12, s33
	v_cndmask_b32_e64 v12, 0, v15, s[40:41]
	v_cndmask_b32_e64 v14, 0, v14, s[36:37]
	v_perm_b32 v12, v14, v12, s33
	v_cndmask_b32_e64 v14, 0, v9, s[48:49]
	v_lshrrev_b32_e32 v9, 16, v9
	v_cndmask_b32_e64 v9, 0, v9, s[42:43]
	v_cndmask_b32_e64 v104, 0, v8, s[50:51]
	v_lshrrev_b32_e32 v8, 16, v8
	v_perm_b32 v14, v9, v14, s33
	v_cndmask_b32_e64 v8, 0, v8, s[46:47]
	v_lshrrev_b32_e32 v9, 16, v10
	v_perm_b32 v15, v8, v104, s33
	v_cndmask_b32_e64 v8, 0, v10, s[44:45]
	v_cndmask_b32_e64 v9, 0, v9, s[38:39]
	v_lshrrev_b32_e32 v10, 16, v11
	v_perm_b32 v9, v9, v8, s33
	v_cndmask_b32_e64 v8, 0, v11, s[40:41]
	v_cndmask_b32_e64 v10, 0, v10, s[36:37]
	v_perm_b32 v8, v10, v8, s33
	v_cndmask_b32_e64 v10, 0, v5, s[48:49]
	v_lshrrev_b32_e32 v5, 16, v5
	v_cndmask_b32_e64 v5, 0, v5, s[42:43]
	v_cndmask_b32_e64 v105, 0, v4, s[50:51]
	v_lshrrev_b32_e32 v4, 16, v4
	v_perm_b32 v10, v5, v10, s33
	v_cndmask_b32_e64 v4, 0, v4, s[46:47]
	v_lshrrev_b32_e32 v5, 16, v6
	v_perm_b32 v59, v4, v105, s33
	v_cndmask_b32_e64 v4, 0, v6, s[44:45]
	v_cndmask_b32_e64 v5, 0, v5, s[38:39]
	v_perm_b32 v6, v5, v4, s33
	v_lshrrev_b32_e32 v5, 16, v7
	v_cndmask_b32_e64 v4, 0, v7, s[40:41]
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_lshrrev_b32_e32 v7, 16, v61
	v_perm_b32 v4, v5, v4, s33
	v_cndmask_b32_e64 v5, 0, v61, s[48:49]
	v_cndmask_b32_e64 v7, 0, v7, s[42:43]
	v_perm_b32 v11, v7, v5, s33
	v_lshrrev_b32_e32 v5, 16, v60
	v_cndmask_b32_e64 v61, 0, v60, s[50:51]
	v_cndmask_b32_e64 v5, 0, v5, s[46:47]
	v_lshrrev_b32_e32 v7, 16, v62
	v_perm_b32 v60, v5, v61, s33
	v_cndmask_b32_e64 v5, 0, v62, s[44:45]
	v_cndmask_b32_e64 v7, 0, v7, s[38:39]
	v_lshrrev_b32_e32 v62, 16, v63
	v_perm_b32 v7, v7, v5, s33
	v_cndmask_b32_e64 v5, 0, v63, s[40:41]
	v_cndmask_b32_e64 v62, 0, v62, s[36:37]
	v_perm_b32 v5, v62, v5, s33
	v_lshl_add_u64 v[62:63], v[86:87], 0, s[96:97]
	v_perm_b32 v96, v96, v100, s33
	v_perm_b32 v97, v97, v99, s33
	v_perm_b32 v98, v67, v98, s33
	v_perm_b32 v99, v61, v89, s33
	v_perm_b32 v95, v92, v93, s33
	v_perm_b32 v94, v94, v101, s33
	v_perm_b32 v93, v102, v103, s33
	v_perm_b32 v92, v104, v105, s33
	flat_store_dwordx4 v[62:63], v[96:99] offset:16
	flat_store_dwordx4 v[62:63], v[92:95]
	v_lshl_add_u64 v[62:63], v[70:71], 0, 1
	v_cmp_gt_i64_e32 vcc, s[66:67], v[62:63]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_330
	v_lshl_add_u64 v[62:63], v[84:85], 0, s[96:97]
	v_perm_b32 v92, v15, v59, s28
	v_perm_b32 v61, v60, v88, s28
	v_perm_b32 v60, v66, v58, s28
	v_perm_b32 v59, v55, v51, s28
	v_perm_b32 v58, v47, v43, s28
	v_perm_b32 v95, v39, v35, s28
	v_perm_b32 v94, v31, v27, s28
	v_perm_b32 v93, v23, v19, s28
	flat_store_dwordx4 v[62:63], v[58:61] offset:16
	flat_store_dwordx4 v[62:63], v[92:95]
.LBB0_330:
	s_or_b64 exec, exec, s[52:53]
	v_lshl_add_u64 v[58:59], v[70:71], 0, 2
	v_cmp_gt_i64_e32 vcc, s[66:67], v[58:59]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_332
	v_lshl_add_u64 v[62:63], v[82:83], 0, s[96:97]
	v_perm_b32 v95, v11, v65, s33
	v_perm_b32 v94, v57, v53, s33
	v_perm_b32 v93, v54, v50, s33
	v_perm_b32 v92, v46, v42, s33
	v_perm_b32 v61, v38, v34, s33
	v_perm_b32 v60, v30, v26, s33
	v_perm_b32 v59, v22, v18, s33
	v_perm_b32 v58, v14, v10, s33
	flat_store_dwordx4 v[62:63], v[92:95] offset:16
	flat_store_dwordx4 v[62:63], v[58:61]
.LBB0_332:
	s_or_b64 exec, exec, s[52:53]
	s_nop 0
	v_lshl_add_u64 v[58:59], v[70:71], 0, 3
	v_cmp_gt_i64_e32 vcc, s[66:67], v[58:59]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_334
	v_lshl_add_u64 v[62:63], v[80:81], 0, s[96:97]
	v_perm_b32 v95, v11, v65, s28
	v_perm_b32 v94, v57, v53, s28
	v_perm_b32 v93, v54, v50, s28
	v_perm_b32 v92, v46, v42, s28
	v_perm_b32 v61, v38, v34, s28
	v_perm_b32 v60, v30, v26, s28
	v_perm_b32 v59, v22, v18, s28
	v_perm_b32 v58, v14, v10, s28
	flat_store_dwordx4 v[62:63], v[92:95] offset:16
	flat_store_dwordx4 v[62:63], v[58:61]
.LBB0_334:
	s_or_b64 exec, exec, s[52:53]
	v_lshl_add_u64 v[10:11], v[70:71], 0, 4
	v_cmp_gt_i64_e32 vcc, s[66:67], v[10:11]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_336
	v_lshl_add_u64 v[10:11], v[78:79], 0, s[96:97]
	v_perm_b32 v95, v7, v64, s33
	v_perm_b32 v94, v56, v52, s33
	v_perm_b32 v93, v49, v45, s33
	v_perm_b32 v92, v41, v37, s33
	v_perm_b32 v61, v33, v29, s33
	v_perm_b32 v60, v25, v21, s33
	v_perm_b32 v59, v17, v13, s33
	v_perm_b32 v58, v9, v6, s33
	flat_store_dwordx4 v[10:11], v[92:95] offset:16
	flat_store_dwordx4 v[10:11], v[58:61]
.LBB0_336:
	s_or_b64 exec, exec, s[52:53]
	v_lshl_add_u64 v[10:11], v[70:71], 0, 5
	v_cmp_gt_i64_e32 vcc, s[66:67], v[10:11]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_338
	v_lshl_add_u64 v[10:11], v[76:77], 0, s[96:97]
	v_perm_b32 v53, v7, v64, s28
	v_perm_b32 v52, v56, v52, s28
	v_perm_b32 v51, v49, v45, s28
	v_perm_b32 v50, v41, v37, s28
	v_perm_b32 v61, v33, v29, s28
	v_perm_b32 v60, v25, v21, s28
	v_perm_b32 v59, v17, v13, s28
	v_perm_b32 v58, v9, v6, s28
	flat_store_dwordx4 v[10:11], v[50:53] offset:16
	flat_store_dwordx4 v[10:11], v[58:61]
.LBB0_338:
	s_or_b64 exec, exec, s[52:53]
	v_lshl_add_u64 v[6:7], v[70:71], 0, 6
	v_cmp_gt_i64_e32 vcc, s[66:67], v[6:7]
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_340
	v_lshl_add_u64 v[6:7], v[74:75], 0, s[96:97]
	v_perm_b32 v57, v5, v0, s33
	v_perm_b32 v56, v2, v3, s33
	v_perm_b32 v55, v48, v44, s33
	v_perm_b32 v54, v40, v36, s33
	v_perm_b32 v53, v32, v28, s33
	v_perm_b32 v52, v24, v20, s33
	v_perm_b32 v51, v16, v12, s33
	v_perm_b32 v50, v8, v4, s33
	flat_store_dwordx4 v[6:7], v[54:57] offset:16
	flat_store_dwordx4 v[6:7], v[50:53]
.LBB0_340:
	s_or_b64 exec, exec, s[52:53]
	v_lshl_add_u64 v[6:7], v[70:71], 0, 7
	v_cmp_gt_i64_e32 vcc, s[66:67], v[6:7]
	s_and_saveexec_b64 s[34:35], vcc
	s_xor_b64 s[52:53], exec, s[34:35]
	s_cbranch_execz .LBB0_342
	v_lshl_add_u64 v[6:7], v[72:73], 0, s[96:97]
	v_perm_b32 v8, v8, v4, s28
	v_perm_b32 v5, v5, v0, s28
	v_perm_b32 v4, v2, v3, s28
	v_perm_b32 v3, v48, v44, s28
	v_perm_b32 v2, v40, v36, s28
	v_perm_b32 v11, v32, v28, s28
	v_perm_b32 v10, v24, v20, s28
	v_perm_b32 v9, v16, v12, s28
	flat_store_dwordx4 v[6:7], v[2:5] offset:16
	flat_store_dwordx4 v[6:7], v[8:11]
.LBB0_342:
	s_or_b64 exec, exec, s[52:53]
	s_mov_b64 s[52:53], 0
.LBB0_343:
	s_and_b64 vcc, exec, s[52:53]
	s_cbranch_vccz .LBB0_4
	v_readlane_b32 s34, v90, 0
	v_readlane_b32 s35, v90, 1
	s_and_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_cbranch_vccz .LBB0_362
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[72:73], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_347
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_347:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v8, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v8, 3, v8
	v_or_b32_e32 v0, v8, v0
	v_cndmask_b32_e64 v8, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v8, 1, v8
	v_cndmask_b32_e64 v9, 0, 1, s[50:51]
	v_or_b32_e32 v8, v9, v8
	v_and_b32_e32 v8, 3, v8
	v_or_b32_e32 v0, v8, v0
	v_cndmask_b32_e64 v8, 0, 1, s[40:41]
	v_cndmask_b32_e64 v9, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v8, 2, v8
	v_lshlrev_b16_e32 v9, 3, v9
	v_or_b32_e32 v8, v9, v8
	v_cndmask_b32_e64 v9, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v9, 1, v9
	v_cndmask_b32_e64 v10, 0, 1, s[44:45]
	v_or_b32_e32 v9, v10, v9
	v_and_b32_e32 v9, 3, v9
	v_or_b32_e32 v8, v9, v8
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v8, 4, v8
	v_or_b32_e32 v0, v0, v8
	v_lshrrev_b16_e32 v8, 1, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_349
	flat_load_ushort v8, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v8, v2, s33
.LBB0_349:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v8, 2, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_351
	flat_load_ushort v8, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v8, v3
.LBB0_351:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v8, 3, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_353
	flat_load_ushort v8, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v8, v3, s33
.LBB0_353:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v8, 4, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_355
	flat_load_ushort v8, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v8, v4
.LBB0_355:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v8, 5, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_357
	flat_load_ushort v8, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v8, v4, s33
.LBB0_357:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v8, 6, v0
	v_and_b32_e32 v8, 1, v8
	v_cmp_eq_u32_e32 vcc, 1, v8
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_359
	flat_load_ushort v8, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v8, v5
.LBB0_359:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_361
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_361:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v8, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v11, v2, v8, s33
	v_perm_b32 v10, v3, v7, s33
	v_perm_b32 v9, v4, v6, s33
	v_perm_b32 v8, v5, v0, s33
.LBB0_362:
	v_readlane_b32 s34, v90, 2
	v_readlane_b32 s35, v90, 3
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_cbranch_vccnz .LBB0_380
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[74:75], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_365
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_365:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v12, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v12, 3, v12
	v_or_b32_e32 v0, v12, v0
	v_cndmask_b32_e64 v12, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v12, 1, v12
	v_cndmask_b32_e64 v13, 0, 1, s[50:51]
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v12, 3, v12
	v_or_b32_e32 v0, v12, v0
	v_cndmask_b32_e64 v12, 0, 1, s[40:41]
	v_cndmask_b32_e64 v13, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v12, 2, v12
	v_lshlrev_b16_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_cndmask_b32_e64 v13, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v13, 1, v13
	v_cndmask_b32_e64 v14, 0, 1, s[44:45]
	v_or_b32_e32 v13, v14, v13
	v_and_b32_e32 v13, 3, v13
	v_or_b32_e32 v12, v13, v12
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v12, 4, v12
	v_or_b32_e32 v0, v0, v12
	v_lshrrev_b16_e32 v12, 1, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_367
	flat_load_ushort v12, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v12, v2, s33
.LBB0_367:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v12, 2, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_369
	flat_load_ushort v12, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v12, v3
.LBB0_369:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v12, 3, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_371
	flat_load_ushort v12, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v12, v3, s33
.LBB0_371:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v12, 4, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_373
	flat_load_ushort v12, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v12, v4
.LBB0_373:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v12, 5, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_375
	flat_load_ushort v12, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v12, v4, s33
.LBB0_375:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v12, 6, v0
	v_and_b32_e32 v12, 1, v12
	v_cmp_eq_u32_e32 vcc, 1, v12
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_377
	flat_load_ushort v12, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v12, v5
.LBB0_377:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_379
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_379:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v12, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v15, v2, v12, s33
	v_perm_b32 v14, v3, v7, s33
	v_perm_b32 v13, v4, v6, s33
	v_perm_b32 v12, v5, v0, s33
.LBB0_380:
	v_readlane_b32 s34, v90, 4
	v_readlane_b32 s35, v90, 5
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_cbranch_vccnz .LBB0_398
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[76:77], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_383
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_383:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v16, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v16, 3, v16
	v_or_b32_e32 v0, v16, v0
	v_cndmask_b32_e64 v16, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v16, 1, v16
	v_cndmask_b32_e64 v17, 0, 1, s[50:51]
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v16, 3, v16
	v_or_b32_e32 v0, v16, v0
	v_cndmask_b32_e64 v16, 0, 1, s[40:41]
	v_cndmask_b32_e64 v17, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v16, 2, v16
	v_lshlrev_b16_e32 v17, 3, v17
	v_or_b32_e32 v16, v17, v16
	v_cndmask_b32_e64 v17, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v17, 1, v17
	v_cndmask_b32_e64 v18, 0, 1, s[44:45]
	v_or_b32_e32 v17, v18, v17
	v_and_b32_e32 v17, 3, v17
	v_or_b32_e32 v16, v17, v16
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v16, 4, v16
	v_or_b32_e32 v0, v0, v16
	v_lshrrev_b16_e32 v16, 1, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_385
	flat_load_ushort v16, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v16, v2, s33
.LBB0_385:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v16, 2, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_387
	flat_load_ushort v16, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v16, v3
.LBB0_387:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v16, 3, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_389
	flat_load_ushort v16, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v16, v3, s33
.LBB0_389:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v16, 4, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_391
	flat_load_ushort v16, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v16, v4
.LBB0_391:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v16, 5, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_393
	flat_load_ushort v16, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v16, v4, s33
.LBB0_393:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v16, 6, v0
	v_and_b32_e32 v16, 1, v16
	v_cmp_eq_u32_e32 vcc, 1, v16
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_395
	flat_load_ushort v16, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v16, v5
.LBB0_395:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_397
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_397:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v16, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v19, v2, v16, s33
	v_perm_b32 v18, v3, v7, s33
	v_perm_b32 v17, v4, v6, s33
	v_perm_b32 v16, v5, v0, s33
.LBB0_398:
	v_readlane_b32 s34, v90, 6
	v_readlane_b32 s35, v90, 7
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	s_cbranch_vccnz .LBB0_416
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[78:79], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_401
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_401:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v20, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v20, 3, v20
	v_or_b32_e32 v0, v20, v0
	v_cndmask_b32_e64 v20, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v20, 1, v20
	v_cndmask_b32_e64 v21, 0, 1, s[50:51]
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v20, 3, v20
	v_or_b32_e32 v0, v20, v0
	v_cndmask_b32_e64 v20, 0, 1, s[40:41]
	v_cndmask_b32_e64 v21, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v20, 2, v20
	v_lshlrev_b16_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_cndmask_b32_e64 v21, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v21, 1, v21
	v_cndmask_b32_e64 v22, 0, 1, s[44:45]
	v_or_b32_e32 v21, v22, v21
	v_and_b32_e32 v21, 3, v21
	v_or_b32_e32 v20, v21, v20
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v20, 4, v20
	v_or_b32_e32 v0, v0, v20
	v_lshrrev_b16_e32 v20, 1, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_403
	flat_load_ushort v20, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v20, v2, s33
.LBB0_403:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v20, 2, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_405
	flat_load_ushort v20, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v20, v3
.LBB0_405:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v20, 3, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_407
	flat_load_ushort v20, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v20, v3, s33
.LBB0_407:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v20, 4, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_409
	flat_load_ushort v20, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v20, v4
.LBB0_409:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v20, 5, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_411
	flat_load_ushort v20, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v20, v4, s33
.LBB0_411:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v20, 6, v0
	v_and_b32_e32 v20, 1, v20
	v_cmp_eq_u32_e32 vcc, 1, v20
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_413
	flat_load_ushort v20, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v20, v5
.LBB0_413:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_415
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_415:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v20, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v23, v2, v20, s33
	v_perm_b32 v22, v3, v7, s33
	v_perm_b32 v21, v4, v6, s33
	v_perm_b32 v20, v5, v0, s33
.LBB0_416:
	v_readlane_b32 s34, v90, 8
	v_readlane_b32 s35, v90, 9
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	s_cbranch_vccnz .LBB0_434
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[80:81], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_419
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_419:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v24, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v24, 3, v24
	v_or_b32_e32 v0, v24, v0
	v_cndmask_b32_e64 v24, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v24, 1, v24
	v_cndmask_b32_e64 v25, 0, 1, s[50:51]
	v_or_b32_e32 v24, v25, v24
	v_and_b32_e32 v24, 3, v24
	v_or_b32_e32 v0, v24, v0
	v_cndmask_b32_e64 v24, 0, 1, s[40:41]
	v_cndmask_b32_e64 v25, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v24, 2, v24
	v_lshlrev_b16_e32 v25, 3, v25
	v_or_b32_e32 v24, v25, v24
	v_cndmask_b32_e64 v25, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v25, 1, v25
	v_cndmask_b32_e64 v26, 0, 1, s[44:45]
	v_or_b32_e32 v25, v26, v25
	v_and_b32_e32 v25, 3, v25
	v_or_b32_e32 v24, v25, v24
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v24, 4, v24
	v_or_b32_e32 v0, v0, v24
	v_lshrrev_b16_e32 v24, 1, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_421
	flat_load_ushort v24, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v24, v2, s33
.LBB0_421:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v24, 2, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_423
	flat_load_ushort v24, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v24, v3
.LBB0_423:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v24, 3, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_425
	flat_load_ushort v24, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v24, v3, s33
.LBB0_425:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v24, 4, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_427
	flat_load_ushort v24, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v24, v4
.LBB0_427:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v24, 5, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_429
	flat_load_ushort v24, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v24, v4, s33
.LBB0_429:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v24, 6, v0
	v_and_b32_e32 v24, 1, v24
	v_cmp_eq_u32_e32 vcc, 1, v24
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_431
	flat_load_ushort v24, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v24, v5
.LBB0_431:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_433
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_433:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v24, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v27, v2, v24, s33
	v_perm_b32 v26, v3, v7, s33
	v_perm_b32 v25, v4, v6, s33
	v_perm_b32 v24, v5, v0, s33
.LBB0_434:
	v_readlane_b32 s34, v90, 10
	v_readlane_b32 s35, v90, 11
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	s_cbranch_vccnz .LBB0_452
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[82:83], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_437
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_437:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v28, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v28, 3, v28
	v_or_b32_e32 v0, v28, v0
	v_cndmask_b32_e64 v28, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v28, 1, v28
	v_cndmask_b32_e64 v29, 0, 1, s[50:51]
	v_or_b32_e32 v28, v29, v28
	v_and_b32_e32 v28, 3, v28
	v_or_b32_e32 v0, v28, v0
	v_cndmask_b32_e64 v28, 0, 1, s[40:41]
	v_cndmask_b32_e64 v29, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v28, 2, v28
	v_lshlrev_b16_e32 v29, 3, v29
	v_or_b32_e32 v28, v29, v28
	v_cndmask_b32_e64 v29, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v29, 1, v29
	v_cndmask_b32_e64 v30, 0, 1, s[44:45]
	v_or_b32_e32 v29, v30, v29
	v_and_b32_e32 v29, 3, v29
	v_or_b32_e32 v28, v29, v28
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v28, 4, v28
	v_or_b32_e32 v0, v0, v28
	v_lshrrev_b16_e32 v28, 1, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_439
	flat_load_ushort v28, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v28, v2, s33
.LBB0_439:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v28, 2, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_441
	flat_load_ushort v28, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v28, v3
.LBB0_441:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v28, 3, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_443
	flat_load_ushort v28, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v28, v3, s33
.LBB0_443:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v28, 4, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_445
	flat_load_ushort v28, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v28, v4
.LBB0_445:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v28, 5, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_447
	flat_load_ushort v28, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v28, v4, s33
.LBB0_447:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v28, 6, v0
	v_and_b32_e32 v28, 1, v28
	v_cmp_eq_u32_e32 vcc, 1, v28
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_449
	flat_load_ushort v28, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v28, v5
.LBB0_449:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_451
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_451:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v28, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v31, v2, v28, s33
	v_perm_b32 v30, v3, v7, s33
	v_perm_b32 v29, v4, v6, s33
	v_perm_b32 v28, v5, v0, s33
.LBB0_452:
	v_readlane_b32 s34, v90, 12
	v_readlane_b32 s35, v90, 13
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v34, 0
	v_mov_b32_e32 v35, 0
	s_cbranch_vccnz .LBB0_470
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[84:85], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_455
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_455:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v32, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v32, 3, v32
	v_or_b32_e32 v0, v32, v0
	v_cndmask_b32_e64 v32, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v32, 1, v32
	v_cndmask_b32_e64 v33, 0, 1, s[50:51]
	v_or_b32_e32 v32, v33, v32
	v_and_b32_e32 v32, 3, v32
	v_or_b32_e32 v0, v32, v0
	v_cndmask_b32_e64 v32, 0, 1, s[40:41]
	v_cndmask_b32_e64 v33, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v32, 2, v32
	v_lshlrev_b16_e32 v33, 3, v33
	v_or_b32_e32 v32, v33, v32
	v_cndmask_b32_e64 v33, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v33, 1, v33
	v_cndmask_b32_e64 v34, 0, 1, s[44:45]
	v_or_b32_e32 v33, v34, v33
	v_and_b32_e32 v33, 3, v33
	v_or_b32_e32 v32, v33, v32
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v32, 4, v32
	v_or_b32_e32 v0, v0, v32
	v_lshrrev_b16_e32 v32, 1, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_457
	flat_load_ushort v32, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v32, v2, s33
.LBB0_457:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v32, 2, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_459
	flat_load_ushort v32, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v32, v3
.LBB0_459:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v32, 3, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_461
	flat_load_ushort v32, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v32, v3, s33
.LBB0_461:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v32, 4, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_463
	flat_load_ushort v32, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v32, v4
.LBB0_463:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v32, 5, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_465
	flat_load_ushort v32, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v32, v4, s33
.LBB0_465:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v32, 6, v0
	v_and_b32_e32 v32, 1, v32
	v_cmp_eq_u32_e32 vcc, 1, v32
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_467
	flat_load_ushort v32, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v32, v5
.LBB0_467:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_469
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_469:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v32, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v35, v2, v32, s33
	v_perm_b32 v34, v3, v7, s33
	v_perm_b32 v33, v4, v6, s33
	v_perm_b32 v32, v5, v0, s33
.LBB0_470:
	v_readlane_b32 s34, v90, 14
	v_readlane_b32 s35, v90, 15
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v36, 0
	v_mov_b32_e32 v37, 0
	v_mov_b32_e32 v38, 0
	v_mov_b32_e32 v39, 0
	s_cbranch_vccnz .LBB0_488
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[86:87], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_473
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_473:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v36, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v36, 3, v36
	v_or_b32_e32 v0, v36, v0
	v_cndmask_b32_e64 v36, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v36, 1, v36
	v_cndmask_b32_e64 v37, 0, 1, s[50:51]
	v_or_b32_e32 v36, v37, v36
	v_and_b32_e32 v36, 3, v36
	v_or_b32_e32 v0, v36, v0
	v_cndmask_b32_e64 v36, 0, 1, s[40:41]
	v_cndmask_b32_e64 v37, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v36, 2, v36
	v_lshlrev_b16_e32 v37, 3, v37
	v_or_b32_e32 v36, v37, v36
	v_cndmask_b32_e64 v37, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v37, 1, v37
	v_cndmask_b32_e64 v38, 0, 1, s[44:45]
	v_or_b32_e32 v37, v38, v37
	v_and_b32_e32 v37, 3, v37
	v_or_b32_e32 v36, v37, v36
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v36, 4, v36
	v_or_b32_e32 v0, v0, v36
	v_lshrrev_b16_e32 v36, 1, v0
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_475
	flat_load_ushort v36, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v36, v2, s33
.LBB0_475:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v36, 2, v0
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_477
	flat_load_ushort v36, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v36, v3
.LBB0_477:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v36, 3, v0
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_479
	flat_load_ushort v36, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v36, v3, s33
.LBB0_479:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v36, 4, v0
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_481
	flat_load_ushort v36, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v36, v4
.LBB0_481:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v36, 5, v0
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_483
	flat_load_ushort v36, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v36, v4, s33
.LBB0_483:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v36, 6, v0
	v_and_b32_e32 v36, 1, v36
	v_cmp_eq_u32_e32 vcc, 1, v36
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_485
	flat_load_ushort v36, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v36, v5
.LBB0_485:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_487
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_487:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v36, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v39, v2, v36, s33
	v_perm_b32 v38, v3, v7, s33
	v_perm_b32 v37, v4, v6, s33
	v_perm_b32 v36, v5, v0, s33
.LBB0_488:
	v_readlane_b32 s34, v90, 16
	v_readlane_b32 s35, v90, 17
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v40, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v43, 0
	s_cbranch_vccnz .LBB0_506
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[88:89], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_491
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_491:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v40, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v40, 3, v40
	v_or_b32_e32 v0, v40, v0
	v_cndmask_b32_e64 v40, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v40, 1, v40
	v_cndmask_b32_e64 v41, 0, 1, s[50:51]
	v_or_b32_e32 v40, v41, v40
	v_and_b32_e32 v40, 3, v40
	v_or_b32_e32 v0, v40, v0
	v_cndmask_b32_e64 v40, 0, 1, s[40:41]
	v_cndmask_b32_e64 v41, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v40, 2, v40
	v_lshlrev_b16_e32 v41, 3, v41
	v_or_b32_e32 v40, v41, v40
	v_cndmask_b32_e64 v41, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v41, 1, v41
	v_cndmask_b32_e64 v42, 0, 1, s[44:45]
	v_or_b32_e32 v41, v42, v41
	v_and_b32_e32 v41, 3, v41
	v_or_b32_e32 v40, v41, v40
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v40, 4, v40
	v_or_b32_e32 v0, v0, v40
	v_lshrrev_b16_e32 v40, 1, v0
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_493
	flat_load_ushort v40, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v40, v2, s33
.LBB0_493:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v40, 2, v0
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_495
	flat_load_ushort v40, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v40, v3
.LBB0_495:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v40, 3, v0
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_497
	flat_load_ushort v40, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v40, v3, s33
.LBB0_497:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v40, 4, v0
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_499
	flat_load_ushort v40, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v40, v4
.LBB0_499:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v40, 5, v0
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_501
	flat_load_ushort v40, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v40, v4, s33
.LBB0_501:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v40, 6, v0
	v_and_b32_e32 v40, 1, v40
	v_cmp_eq_u32_e32 vcc, 1, v40
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_503
	flat_load_ushort v40, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v40, v5
.LBB0_503:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_505
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_505:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v40, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v43, v2, v40, s33
	v_perm_b32 v42, v3, v7, s33
	v_perm_b32 v41, v4, v6, s33
	v_perm_b32 v40, v5, v0, s33
.LBB0_506:
	v_readlane_b32 s34, v90, 18
	v_readlane_b32 s35, v90, 19
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, 0
	v_mov_b32_e32 v46, 0
	v_mov_b32_e32 v47, 0
	s_cbranch_vccnz .LBB0_524
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[90:91], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_509
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_509:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v44, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v44, 3, v44
	v_or_b32_e32 v0, v44, v0
	v_cndmask_b32_e64 v44, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v44, 1, v44
	v_cndmask_b32_e64 v45, 0, 1, s[50:51]
	v_or_b32_e32 v44, v45, v44
	v_and_b32_e32 v44, 3, v44
	v_or_b32_e32 v0, v44, v0
	v_cndmask_b32_e64 v44, 0, 1, s[40:41]
	v_cndmask_b32_e64 v45, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v44, 2, v44
	v_lshlrev_b16_e32 v45, 3, v45
	v_or_b32_e32 v44, v45, v44
	v_cndmask_b32_e64 v45, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v45, 1, v45
	v_cndmask_b32_e64 v46, 0, 1, s[44:45]
	v_or_b32_e32 v45, v46, v45
	v_and_b32_e32 v45, 3, v45
	v_or_b32_e32 v44, v45, v44
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v44, 4, v44
	v_or_b32_e32 v0, v0, v44
	v_lshrrev_b16_e32 v44, 1, v0
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_511
	flat_load_ushort v44, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v44, v2, s33
.LBB0_511:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v44, 2, v0
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_513
	flat_load_ushort v44, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v44, v3
.LBB0_513:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v44, 3, v0
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_515
	flat_load_ushort v44, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v44, v3, s33
.LBB0_515:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v44, 4, v0
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_517
	flat_load_ushort v44, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v44, v4
.LBB0_517:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v44, 5, v0
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_519
	flat_load_ushort v44, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v44, v4, s33
.LBB0_519:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v44, 6, v0
	v_and_b32_e32 v44, 1, v44
	v_cmp_eq_u32_e32 vcc, 1, v44
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_521
	flat_load_ushort v44, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v44, v5
.LBB0_521:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_523
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_523:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v44, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v47, v2, v44, s33
	v_perm_b32 v46, v3, v7, s33
	v_perm_b32 v45, v4, v6, s33
	v_perm_b32 v44, v5, v0, s33
.LBB0_524:
	v_readlane_b32 s34, v90, 20
	v_readlane_b32 s35, v90, 21
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v48, 0
	v_mov_b32_e32 v49, 0
	v_mov_b32_e32 v50, 0
	v_mov_b32_e32 v51, 0
	s_cbranch_vccnz .LBB0_542
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[92:93], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_527
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_527:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v48, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v48, 3, v48
	v_or_b32_e32 v0, v48, v0
	v_cndmask_b32_e64 v48, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v48, 1, v48
	v_cndmask_b32_e64 v49, 0, 1, s[50:51]
	v_or_b32_e32 v48, v49, v48
	v_and_b32_e32 v48, 3, v48
	v_or_b32_e32 v0, v48, v0
	v_cndmask_b32_e64 v48, 0, 1, s[40:41]
	v_cndmask_b32_e64 v49, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v48, 2, v48
	v_lshlrev_b16_e32 v49, 3, v49
	v_or_b32_e32 v48, v49, v48
	v_cndmask_b32_e64 v49, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v49, 1, v49
	v_cndmask_b32_e64 v50, 0, 1, s[44:45]
	v_or_b32_e32 v49, v50, v49
	v_and_b32_e32 v49, 3, v49
	v_or_b32_e32 v48, v49, v48
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v48, 4, v48
	v_or_b32_e32 v0, v0, v48
	v_lshrrev_b16_e32 v48, 1, v0
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_529
	flat_load_ushort v48, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v48, v2, s33
.LBB0_529:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v48, 2, v0
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_531
	flat_load_ushort v48, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v48, v3
.LBB0_531:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v48, 3, v0
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_533
	flat_load_ushort v48, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v48, v3, s33
.LBB0_533:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v48, 4, v0
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_535
	flat_load_ushort v48, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v48, v4
.LBB0_535:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v48, 5, v0
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_537
	flat_load_ushort v48, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v48, v4, s33
.LBB0_537:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v48, 6, v0
	v_and_b32_e32 v48, 1, v48
	v_cmp_eq_u32_e32 vcc, 1, v48
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_539
	flat_load_ushort v48, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v48, v5
.LBB0_539:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_541
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_541:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v48, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v51, v2, v48, s33
	v_perm_b32 v50, v3, v7, s33
	v_perm_b32 v49, v4, v6, s33
	v_perm_b32 v48, v5, v0, s33
.LBB0_542:
	v_readlane_b32 s34, v90, 22
	v_readlane_b32 s35, v90, 23
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v52, 0
	v_mov_b32_e32 v53, 0
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v55, 0
	s_cbranch_vccnz .LBB0_560
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[94:95], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_545
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_545:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v52, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v52, 3, v52
	v_or_b32_e32 v0, v52, v0
	v_cndmask_b32_e64 v52, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v52, 1, v52
	v_cndmask_b32_e64 v53, 0, 1, s[50:51]
	v_or_b32_e32 v52, v53, v52
	v_and_b32_e32 v52, 3, v52
	v_or_b32_e32 v0, v52, v0
	v_cndmask_b32_e64 v52, 0, 1, s[40:41]
	v_cndmask_b32_e64 v53, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v52, 2, v52
	v_lshlrev_b16_e32 v53, 3, v53
	v_or_b32_e32 v52, v53, v52
	v_cndmask_b32_e64 v53, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v53, 1, v53
	v_cndmask_b32_e64 v54, 0, 1, s[44:45]
	v_or_b32_e32 v53, v54, v53
	v_and_b32_e32 v53, 3, v53
	v_or_b32_e32 v52, v53, v52
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v52, 4, v52
	v_or_b32_e32 v0, v0, v52
	v_lshrrev_b16_e32 v52, 1, v0
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_547
	flat_load_ushort v52, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v52, v2, s33
.LBB0_547:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v52, 2, v0
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_549
	flat_load_ushort v52, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v52, v3
.LBB0_549:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v52, 3, v0
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_551
	flat_load_ushort v52, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v52, v3, s33
.LBB0_551:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v52, 4, v0
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_553
	flat_load_ushort v52, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v52, v4
.LBB0_553:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v52, 5, v0
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_555
	flat_load_ushort v52, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v52, v4, s33
.LBB0_555:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v52, 6, v0
	v_and_b32_e32 v52, 1, v52
	v_cmp_eq_u32_e32 vcc, 1, v52
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_557
	flat_load_ushort v52, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v52, v5
.LBB0_557:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_559
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_559:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v52, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v55, v2, v52, s33
	v_perm_b32 v54, v3, v7, s33
	v_perm_b32 v53, v4, v6, s33
	v_perm_b32 v52, v5, v0, s33
.LBB0_560:
	v_readlane_b32 s34, v90, 24
	v_readlane_b32 s35, v90, 25
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v59, 0
	s_cbranch_vccnz .LBB0_578
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_563
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_563:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v56, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v56, 3, v56
	v_or_b32_e32 v0, v56, v0
	v_cndmask_b32_e64 v56, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v56, 1, v56
	v_cndmask_b32_e64 v57, 0, 1, s[50:51]
	v_or_b32_e32 v56, v57, v56
	v_and_b32_e32 v56, 3, v56
	v_or_b32_e32 v0, v56, v0
	v_cndmask_b32_e64 v56, 0, 1, s[40:41]
	v_cndmask_b32_e64 v57, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v56, 2, v56
	v_lshlrev_b16_e32 v57, 3, v57
	v_or_b32_e32 v56, v57, v56
	v_cndmask_b32_e64 v57, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v57, 1, v57
	v_cndmask_b32_e64 v58, 0, 1, s[44:45]
	v_or_b32_e32 v57, v58, v57
	v_and_b32_e32 v57, 3, v57
	v_or_b32_e32 v56, v57, v56
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v56, 4, v56
	v_or_b32_e32 v0, v0, v56
	v_lshrrev_b16_e32 v56, 1, v0
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_565
	flat_load_ushort v56, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v56, v2, s33
.LBB0_565:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v56, 2, v0
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_567
	flat_load_ushort v56, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v56, v3
.LBB0_567:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v56, 3, v0
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_569
	flat_load_ushort v56, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v56, v3, s33
.LBB0_569:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v56, 4, v0
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_571
	flat_load_ushort v56, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v56, v4
.LBB0_571:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v56, 5, v0
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_573
	flat_load_ushort v56, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v56, v4, s33
.LBB0_573:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v56, 6, v0
	v_and_b32_e32 v56, 1, v56
	v_cmp_eq_u32_e32 vcc, 1, v56
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_575
	flat_load_ushort v56, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v56, v5
.LBB0_575:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_577
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_577:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v56, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v59, v2, v56, s33
	v_perm_b32 v58, v3, v7, s33
	v_perm_b32 v57, v4, v6, s33
	v_perm_b32 v56, v5, v0, s33
.LBB0_578:
	v_readlane_b32 s34, v90, 26
	v_readlane_b32 s35, v90, 27
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	s_cbranch_vccnz .LBB0_596
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[8:9], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_581
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_581:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v60, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v60, 3, v60
	v_or_b32_e32 v0, v60, v0
	v_cndmask_b32_e64 v60, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v60, 1, v60
	v_cndmask_b32_e64 v61, 0, 1, s[50:51]
	v_or_b32_e32 v60, v61, v60
	v_and_b32_e32 v60, 3, v60
	v_or_b32_e32 v0, v60, v0
	v_cndmask_b32_e64 v60, 0, 1, s[40:41]
	v_cndmask_b32_e64 v61, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v60, 2, v60
	v_lshlrev_b16_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_cndmask_b32_e64 v61, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v61, 1, v61
	v_cndmask_b32_e64 v62, 0, 1, s[44:45]
	v_or_b32_e32 v61, v62, v61
	v_and_b32_e32 v61, 3, v61
	v_or_b32_e32 v60, v61, v60
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v60, 4, v60
	v_or_b32_e32 v0, v0, v60
	v_lshrrev_b16_e32 v60, 1, v0
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e32 vcc, 1, v60
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_583
	flat_load_ushort v60, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v60, v2, s33
.LBB0_583:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v60, 2, v0
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e32 vcc, 1, v60
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_585
	flat_load_ushort v60, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v60, v3
.LBB0_585:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v60, 3, v0
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e32 vcc, 1, v60
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_587
	flat_load_ushort v60, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v60, v3, s33
.LBB0_587:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v60, 4, v0
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e32 vcc, 1, v60
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_589
	flat_load_ushort v60, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v60, v4
.LBB0_589:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v60, 5, v0
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e32 vcc, 1, v60
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_591
	flat_load_ushort v60, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v60, v4, s33
.LBB0_591:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v60, 6, v0
	v_and_b32_e32 v60, 1, v60
	v_cmp_eq_u32_e32 vcc, 1, v60
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_593
	flat_load_ushort v60, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v60, v5
.LBB0_593:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_595
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_595:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v60, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v63, v2, v60, s33
	v_perm_b32 v62, v3, v7, s33
	v_perm_b32 v61, v4, v6, s33
	v_perm_b32 v60, v5, v0, s33
.LBB0_596:
	v_readlane_b32 s34, v90, 28
	v_readlane_b32 s35, v90, 29
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v67, 0
	s_cbranch_vccnz .LBB0_614
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[10:11], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_599
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_599:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v64, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v64, 3, v64
	v_or_b32_e32 v0, v64, v0
	v_cndmask_b32_e64 v64, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v64, 1, v64
	v_cndmask_b32_e64 v65, 0, 1, s[50:51]
	v_or_b32_e32 v64, v65, v64
	v_and_b32_e32 v64, 3, v64
	v_or_b32_e32 v0, v64, v0
	v_cndmask_b32_e64 v64, 0, 1, s[40:41]
	v_cndmask_b32_e64 v65, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v64, 2, v64
	v_lshlrev_b16_e32 v65, 3, v65
	v_or_b32_e32 v64, v65, v64
	v_cndmask_b32_e64 v65, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v65, 1, v65
	v_cndmask_b32_e64 v66, 0, 1, s[44:45]
	v_or_b32_e32 v65, v66, v65
	v_and_b32_e32 v65, 3, v65
	v_or_b32_e32 v64, v65, v64
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v64, 4, v64
	v_or_b32_e32 v0, v0, v64
	v_lshrrev_b16_e32 v64, 1, v0
	v_and_b32_e32 v64, 1, v64
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_601
	flat_load_ushort v64, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v64, v2, s33
.LBB0_601:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v64, 2, v0
	v_and_b32_e32 v64, 1, v64
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_603
	flat_load_ushort v64, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v64, v3
.LBB0_603:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v64, 3, v0
	v_and_b32_e32 v64, 1, v64
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_605
	flat_load_ushort v64, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v64, v3, s33
.LBB0_605:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v64, 4, v0
	v_and_b32_e32 v64, 1, v64
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_607
	flat_load_ushort v64, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v64, v4
.LBB0_607:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v64, 5, v0
	v_and_b32_e32 v64, 1, v64
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_609
	flat_load_ushort v64, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v64, v4, s33
.LBB0_609:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v64, 6, v0
	v_and_b32_e32 v64, 1, v64
	v_cmp_eq_u32_e32 vcc, 1, v64
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_611
	flat_load_ushort v64, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v64, v5
.LBB0_611:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_613
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_613:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v64, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v4, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v67, v2, v64, s33
	v_perm_b32 v66, v3, v7, s33
	v_perm_b32 v65, v4, v6, s33
	v_perm_b32 v64, v5, v0, s33
.LBB0_614:
	v_readlane_b32 s34, v90, 30
	v_readlane_b32 s35, v90, 31
	s_andn2_b64 vcc, exec, s[34:35]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_vccnz .LBB0_632
	s_mov_b32 s69, s68
	s_mov_b32 s70, s68
	s_mov_b32 s71, s68
	v_mov_b64_e32 v[2:3], s[68:69]
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[68:69]
	v_mov_b64_e32 v[4:5], s[70:71]
	s_and_saveexec_b64 s[52:53], s[50:51]
	s_cbranch_execz .LBB0_617
	flat_load_ushort v0, v[6:7]
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v0, s29, v0, v91
	v_mov_b64_e32 v[4:5], v[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_617:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, 1, s[48:49]
	v_cndmask_b32_e64 v88, 0, 1, s[42:43]
	v_lshlrev_b16_e32 v0, 2, v0
	v_lshlrev_b16_e32 v88, 3, v88
	v_or_b32_e32 v0, v88, v0
	v_cndmask_b32_e64 v88, 0, 1, s[46:47]
	v_lshlrev_b16_e32 v88, 1, v88
	v_cndmask_b32_e64 v89, 0, 1, s[50:51]
	v_or_b32_e32 v88, v89, v88
	v_and_b32_e32 v88, 3, v88
	v_or_b32_e32 v0, v88, v0
	v_cndmask_b32_e64 v88, 0, 1, s[40:41]
	v_cndmask_b32_e64 v89, 0, 1, s[36:37]
	v_lshlrev_b16_e32 v88, 2, v88
	v_lshlrev_b16_e32 v89, 3, v89
	v_or_b32_e32 v88, v89, v88
	v_cndmask_b32_e64 v89, 0, 1, s[38:39]
	v_lshlrev_b16_e32 v89, 1, v89
	v_cndmask_b32_e64 v92, 0, 1, s[44:45]
	v_or_b32_e32 v89, v92, v89
	v_and_b32_e32 v89, 3, v89
	v_or_b32_e32 v88, v89, v88
	v_and_b32_e32 v0, 15, v0
	v_lshlrev_b16_e32 v88, 4, v88
	v_or_b32_e32 v0, v0, v88
	v_lshrrev_b16_e32 v88, 1, v0
	v_and_b32_e32 v88, 1, v88
	v_cmp_eq_u32_e32 vcc, 1, v88
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_619
	flat_load_ushort v88, v[6:7] offset:2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v2, v88, v2, s33
.LBB0_619:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v88, 2, v0
	v_and_b32_e32 v88, 1, v88
	v_cmp_eq_u32_e32 vcc, 1, v88
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_621
	flat_load_ushort v88, v[6:7] offset:4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v3, s30, v88, v3
.LBB0_621:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v88, 3, v0
	v_and_b32_e32 v88, 1, v88
	v_cmp_eq_u32_e32 vcc, 1, v88
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_623
	flat_load_ushort v88, v[6:7] offset:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v3, v88, v3, s33
.LBB0_623:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v88, 4, v0
	v_and_b32_e32 v88, 1, v88
	v_cmp_eq_u32_e32 vcc, 1, v88
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_625
	flat_load_ushort v88, v[6:7] offset:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v4, s30, v88, v4
.LBB0_625:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v88, 5, v0
	v_and_b32_e32 v88, 1, v88
	v_cmp_eq_u32_e32 vcc, 1, v88
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_627
	flat_load_ushort v88, v[6:7] offset:10
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v4, v88, v4, s33
.LBB0_627:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v88, 6, v0
	v_and_b32_e32 v88, 1, v88
	v_cmp_eq_u32_e32 vcc, 1, v88
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_629
	flat_load_ushort v88, v[6:7] offset:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_bfi_b32 v5, s30, v88, v5
.LBB0_629:
	s_or_b64 exec, exec, s[52:53]
	v_lshrrev_b16_e32 v0, 7, v0
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 1, v0
	s_and_saveexec_b64 s[52:53], vcc
	s_cbranch_execz .LBB0_631
	flat_load_ushort v0, v[6:7] offset:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_perm_b32 v5, v0, v5, s33
.LBB0_631:
	s_or_b64 exec, exec, s[52:53]
	v_cndmask_b32_e64 v0, 0, v5, s[40:41]
	v_cndmask_b32_e64 v6, 0, v4, s[44:45]
	v_cndmask_b32_e64 v7, 0, v3, s[48:49]
	v_cndmask_b32_e64 v88, 0, v2, s[50:51]
	v_lshrrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v4, 16, v4
	v_lshrrev_b32_e32 v3, 16, v3
	v_lshrrev_b32_e32 v2, 16, v2
	v_cndmask_b32_e64 v5, 0, v5, s[36:37]
	v_cndmask_b32_e64 v89, 0, v4, s[38:39]
	v_cndmask_b32_e64 v3, 0, v3, s[42:43]
	v_cndmask_b32_e64 v2, 0, v2, s[46:47]
	v_perm_b32 v4, v2, v88, s33
	v_perm_b32 v3, v3, v7, s33
	v_perm_b32 v2, v89, v6, s33
	v_perm_b32 v0, v5, v0, s33
.LBB0_632:
	v_lshl_add_u64 v[6:7], v[86:87], 0, s[96:97]
	v_perm_b32 v96, v47, v43, s33
	v_perm_b32 v97, v55, v51, s33
	v_perm_b32 v98, v63, v59, s33
	v_perm_b32 v99, v4, v67, s33
	v_perm_b32 v92, v15, v11, s33
	v_perm_b32 v93, v23, v19, s33
	v_perm_b32 v94, v31, v27, s33
	v_perm_b32 v95, v39, v35, s33
	flat_store_dwordx4 v[6:7], v[96:99] offset:16
	flat_store_dwordx4 v[6:7], v[92:95]
	v_lshl_add_u64 v[6:7], v[70:71], 0, 1
	v_cmp_gt_i64_e32 vcc, s[66:67], v[6:7]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_634
	v_lshl_add_u64 v[6:7], v[84:85], 0, s[96:97]
	v_perm_b32 v96, v47, v43, s28
	v_perm_b32 v97, v55, v51, s28
	v_perm_b32 v98, v63, v59, s28
	v_perm_b32 v99, v4, v67, s28
	v_perm_b32 v92, v15, v11, s28
	v_perm_b32 v93, v23, v19, s28
	v_perm_b32 v94, v31, v27, s28
	v_perm_b32 v95, v39, v35, s28
	flat_store_dwordx4 v[6:7], v[96:99] offset:16
	flat_store_dwordx4 v[6:7], v[92:95]
.LBB0_634:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[4:5], v[70:71], 0, 2
	v_cmp_gt_i64_e32 vcc, s[66:67], v[4:5]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_636
	v_lshl_add_u64 v[88:89], v[82:83], 0, s[96:97]
	v_perm_b32 v92, v46, v42, s33
	v_perm_b32 v93, v54, v50, s33
	v_perm_b32 v94, v62, v58, s33
	v_perm_b32 v95, v3, v66, s33
	v_perm_b32 v4, v14, v10, s33
	v_perm_b32 v5, v22, v18, s33
	v_perm_b32 v6, v30, v26, s33
	v_perm_b32 v7, v38, v34, s33
	flat_store_dwordx4 v[88:89], v[92:95] offset:16
	flat_store_dwordx4 v[88:89], v[4:7]
.LBB0_636:
	s_or_b64 exec, exec, s[36:37]
	s_nop 0
	v_lshl_add_u64 v[4:5], v[70:71], 0, 3
	v_cmp_gt_i64_e32 vcc, s[66:67], v[4:5]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_638
	v_lshl_add_u64 v[88:89], v[80:81], 0, s[96:97]
	v_perm_b32 v92, v46, v42, s28
	v_perm_b32 v93, v54, v50, s28
	v_perm_b32 v94, v62, v58, s28
	v_perm_b32 v95, v3, v66, s28
	v_perm_b32 v4, v14, v10, s28
	v_perm_b32 v5, v22, v18, s28
	v_perm_b32 v6, v30, v26, s28
	v_perm_b32 v7, v38, v34, s28
	flat_store_dwordx4 v[88:89], v[92:95] offset:16
	flat_store_dwordx4 v[88:89], v[4:7]
.LBB0_638:
	s_or_b64 exec, exec, s[36:37]
	s_nop 0
	v_lshl_add_u64 v[4:5], v[70:71], 0, 4
	v_cmp_gt_i64_e32 vcc, s[66:67], v[4:5]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_640
	v_lshl_add_u64 v[10:11], v[78:79], 0, s[96:97]
	v_perm_b32 v92, v45, v41, s33
	v_perm_b32 v93, v53, v49, s33
	v_perm_b32 v94, v61, v57, s33
	v_perm_b32 v95, v2, v65, s33
	v_perm_b32 v4, v13, v9, s33
	v_perm_b32 v5, v21, v17, s33
	v_perm_b32 v6, v29, v25, s33
	v_perm_b32 v7, v37, v33, s33
	flat_store_dwordx4 v[10:11], v[92:95] offset:16
	flat_store_dwordx4 v[10:11], v[4:7]
.LBB0_640:
	s_or_b64 exec, exec, s[36:37]
	s_nop 0
	v_lshl_add_u64 v[4:5], v[70:71], 0, 5
	v_cmp_gt_i64_e32 vcc, s[66:67], v[4:5]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_642
	v_lshl_add_u64 v[10:11], v[76:77], 0, s[96:97]
	v_perm_b32 v92, v45, v41, s28
	v_perm_b32 v93, v53, v49, s28
	v_perm_b32 v94, v61, v57, s28
	v_perm_b32 v95, v2, v65, s28
	v_perm_b32 v4, v13, v9, s28
	v_perm_b32 v5, v21, v17, s28
	v_perm_b32 v6, v29, v25, s28
	v_perm_b32 v7, v37, v33, s28
	flat_store_dwordx4 v[10:11], v[92:95] offset:16
	flat_store_dwordx4 v[10:11], v[4:7]
.LBB0_642:
	s_or_b64 exec, exec, s[36:37]
	v_lshl_add_u64 v[2:3], v[70:71], 0, 6
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_644
	v_lshl_add_u64 v[6:7], v[74:75], 0, s[96:97]
	v_perm_b32 v92, v44, v40, s33
	v_perm_b32 v93, v52, v48, s33
	v_perm_b32 v94, v60, v56, s33
	v_perm_b32 v95, v0, v64, s33
	v_perm_b32 v2, v12, v8, s33
	v_perm_b32 v3, v20, v16, s33
	v_perm_b32 v4, v28, v24, s33
	v_perm_b32 v5, v36, v32, s33
	flat_store_dwordx4 v[6:7], v[92:95] offset:16
	flat_store_dwordx4 v[6:7], v[2:5]
.LBB0_644:
	s_or_b64 exec, exec, s[36:37]
	s_nop 0
	v_lshl_add_u64 v[2:3], v[70:71], 0, 7
	v_cmp_gt_i64_e32 vcc, s[66:67], v[2:3]
	s_and_saveexec_b64 s[34:35], vcc
	s_xor_b64 s[36:37], exec, s[34:35]
	s_cbranch_execz .LBB0_3
	v_lshl_add_u64 v[10:11], v[72:73], 0, s[96:97]
	v_perm_b32 v2, v12, v8, s28
	v_perm_b32 v6, v44, v40, s28
	v_perm_b32 v7, v52, v48, s28
	v_perm_b32 v8, v60, v56, s28
	v_perm_b32 v9, v0, v64, s28
	v_perm_b32 v3, v20, v16, s28
	v_perm_b32 v4, v28, v24, s28
	v_perm_b32 v5, v36, v32, s28
	flat_store_dwordx4 v[10:11], v[6:9] offset:16
	flat_store_dwordx4 v[10:11], v[2:5]
	s_branch .LBB0_3
.LBB0_646:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel logpjit_relayout
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_vgpr 106
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 108
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
	.size	logpjit_relayout, .Lfunc_end0-logpjit_relayout

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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .name:           logpjit_relayout
    .private_segment_fixed_size: 0
    .sgpr_count:     106
    .sgpr_spill_count: 32
    .symbol:         logpjit_relayout.kd
    .uses_dynamic_stack: false
    .vgpr_count:     106
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
