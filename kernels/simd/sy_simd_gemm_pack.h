/* gemm_pack_a and gemm_pack_b of sy_simd_gemm.h, included there once per
 * type of operand: SY__GP_SRC (SY__G_T; float for the f64 instance's
 * gemm_wide), SY__GP_A and SY__GP_B (the two functions' names) and
 * SY__GP_LOADV(p) (SY__G_W operands at p as a vector of SY__G_T). Each
 * operand is converted to SY__G_T exactly (a float widened to double). */

/* dst: ceil(mc / MR) panels, each kc x MR (p-major), rows past mc zero */
static void SY__GP_A(SY__G_T *restrict dst, const SY__GP_SRC *a, int64_t rs, int64_t cs, int64_t mc, int64_t kc)
{
    for (int64_t i0 = 0; i0 < mc; i0 += SY__G_MR) {
        const int64_t mr = mc - i0 < SY__G_MR ? mc - i0 : SY__G_MR;
        const SY__GP_SRC *src = a + i0 * rs;
        if (rs == 1 && mr == SY__G_MR) {
            for (int64_t p = 0; p < kc; p++)
                for (int64_t i = 0; i < SY__G_MR; i++)
                    dst[p * SY__G_MR + i] = (SY__G_T)src[p * cs + i];
        } else if (cs == 1) {
            for (int64_t i = 0; i < mr; i++) {
                const SY__GP_SRC *row = src + i * rs;
                for (int64_t p = 0; p < kc; p++)
                    dst[p * SY__G_MR + i] = (SY__G_T)row[p];
            }
            for (int64_t i = mr; i < SY__G_MR; i++)
                for (int64_t p = 0; p < kc; p++)
                    dst[p * SY__G_MR + i] = 0;
        } else {
            for (int64_t p = 0; p < kc; p++) {
                for (int64_t i = 0; i < mr; i++)
                    dst[p * SY__G_MR + i] = (SY__G_T)src[i * rs + p * cs];
                for (int64_t i = mr; i < SY__G_MR; i++)
                    dst[p * SY__G_MR + i] = 0;
            }
        }
        dst += kc * SY__G_MR;
    }
}

/* dst: ceil(nc / NR) panels, each kc x NR (p-major), columns past nc zero */
static void SY__GP_B(SY__G_T *restrict dst, const SY__GP_SRC *b, int64_t rs, int64_t cs, int64_t kc, int64_t nc)
{
    for (int64_t j0 = 0; j0 < nc; j0 += SY__G_NR) {
        const int64_t nr = nc - j0 < SY__G_NR ? nc - j0 : SY__G_NR;
        const SY__GP_SRC *src = b + j0 * cs;
        if (cs == 1 && nr == SY__G_NR) {
            for (int64_t p = 0; p < kc; p++) {
                const SY__GP_SRC *row = src + p * rs;
                for (int v = 0; v < SY__G_NV; v++)
                    SY__G_VF(store)(dst + p * SY__G_NR + v * SY__G_W, SY__GP_LOADV(row + v * SY__G_W));
            }
        } else if (rs == 1) {
            for (int64_t j = 0; j < nr; j++) {
                const SY__GP_SRC *col = src + j * cs;
                for (int64_t p = 0; p < kc; p++)
                    dst[p * SY__G_NR + j] = (SY__G_T)col[p];
            }
            for (int64_t j = nr; j < SY__G_NR; j++)
                for (int64_t p = 0; p < kc; p++)
                    dst[p * SY__G_NR + j] = 0;
        } else {
            for (int64_t p = 0; p < kc; p++) {
                for (int64_t j = 0; j < nr; j++)
                    dst[p * SY__G_NR + j] = (SY__G_T)src[p * rs + j * cs];
                for (int64_t j = nr; j < SY__G_NR; j++)
                    dst[p * SY__G_NR + j] = 0;
            }
        }
        dst += kc * SY__G_NR;
    }
}

#undef SY__GP_SRC
#undef SY__GP_A
#undef SY__GP_B
#undef SY__GP_LOADV
