/* switchyard simd backend, private: the row kernels of the neural-network
 * ops (softmax, log_softmax and layer_norm over one contiguous f32 row).
 *
 * Part of the body of one ISA variant; included only by sy_simd_body.h, in
 * its order, after the variant's sy_simd_isa_<name>.c has set the target and
 * the SY__SIMD_* macros (see sy_simd_body.h). No include guard by design
 * (see sy_simd_body_unary.h). */
#ifndef SY__SIMD_BODY_ACTIVE
#error "sy_simd_body_nn.h is part of sy_simd_body.h; include that instead"
#endif
#ifdef SY__SIMD_BODY_NN_DONE
#error "sy_simd_body_nn.h included twice in one translation unit"
#endif
#define SY__SIMD_BODY_NN_DONE

/* The sum in double of y[0..n) (n >= 0), VD_W lanes twice over. */
static double nn_sum_d_f32(const float *y, int64_t n)
{
    vd s0 = vd_zero(), s1 = vd_zero();
    int64_t i = 0;
    for (; i + 2 * VD_W <= n; i += 2 * VD_W) {
        s0 = vd_add(s0, vd_from_f32(y + i));
        s1 = vd_add(s1, vd_from_f32(y + i + VD_W));
    }
    for (; i + VD_W <= n; i += VD_W)
        s0 = vd_add(s0, vd_from_f32(y + i));
    if (i < n)
        s1 = vd_add(s1, vd_from_f32n(y + i, n - i));
    double l[VD_W];
    vd_store(l, vd_add(s0, s1));
    double s = 0;
    for (int k = 0; k < VD_W; k++)
        s += l[k];
    return s;
}

/* The maximum of x[0..n) (n >= 1) as the reference takes it: NaN wins. */
static float nn_max_f32(const float *x, int64_t n)
{
    int64_t i = 0;
    float m = x[0];
    if (n >= VF_W) {
        vf a = vf_load(x), b = a;
        for (i = VF_W; i + 2 * VF_W <= n; i += 2 * VF_W) {
            a = vf_maxnan(a, vf_load(x + i));
            b = vf_maxnan(b, vf_load(x + i + VF_W));
        }
        float l[VF_W];
        vf_store(l, vf_maxnan(a, b));
        m = l[0];
        for (int k = 1; k < VF_W; k++)
            m = sy__simd_max_f32(m, l[k]);
    }
    for (; i < n; i++)
        m = sy__simd_max_f32(m, x[i]);
    return m;
}

/* softmax (log_form 0) or log_softmax (1) of one contiguous row, n >= 1:
 * m = the row's maximum (a NaN in the row makes every result NaN, +inf
 * entries give NaN as cpu's inf - inf), e = exp(x - m) in f32 (vf_exp,
 * within 2 ulp), their sum in double; softmax: e / sum (f32 division),
 * log_softmax: (x - m) - log(sum), log in double. The exponentials are kept
 * in y between the passes. */
static void nn_softmax_f32(float *y, const float *x, int64_t n, int log_form)
{
    const float m = nn_max_f32(x, n);
    const vf vm = vf_set1(m);
    int64_t i = 0;
    for (; i + VF_W <= n; i += VF_W)
        vf_store(y + i, vf_exp(vf_sub(vf_load(x + i), vm)));
    if (i < n)
        vf_storen(y + i, vf_exp(vf_sub(vf_loadn(x + i, n - i), vm)), n - i);
    const double sum = nn_sum_d_f32(y, n);
    if (log_form) {
        const vf ls = vf_set1((float)log(sum));
        for (i = 0; i + VF_W <= n; i += VF_W)
            vf_store(y + i, vf_sub(vf_sub(vf_load(x + i), vm), ls));
        if (i < n)
            vf_storen(y + i, vf_sub(vf_sub(vf_loadn(x + i, n - i), vm), ls), n - i);
    } else {
        const vf s = vf_set1((float)sum);
        for (i = 0; i + VF_W <= n; i += VF_W)
            vf_store(y + i, vf_div(vf_load(y + i), s));
        if (i < n)
            vf_storen(y + i, vf_div(vf_loadn(y + i, n - i), s), n - i);
    }
}

/* layer_norm of one contiguous row, n >= 1: the mean and the biased
 * variance in double (two passes), inv = 1 / sqrt(variance + eps) in
 * double; y = (x - (float)mean) * (float)inv [* w] [+ b] in f32. */
static void nn_layer_norm_f32(float *y, const float *x, const float *w, const float *b, int64_t n, double eps,
                              float *mean_out, float *inv_out)
{
    const double m = nn_sum_d_f32(x, n) / (double)n;
    const vd vm = vd_set1(m);
    vd q0 = vd_zero(), q1 = vd_zero();
    int64_t i = 0;
    for (; i + 2 * VD_W <= n; i += 2 * VD_W) {
        const vd d0 = vd_sub(vd_from_f32(x + i), vm), d1 = vd_sub(vd_from_f32(x + i + VD_W), vm);
        q0 = vd_fma(d0, d0, q0);
        q1 = vd_fma(d1, d1, q1);
    }
    double sq = 0;
    {
        double l[VD_W];
        vd_store(l, vd_add(q0, q1));
        for (int k = 0; k < VD_W; k++)
            sq += l[k];
    }
    for (; i < n; i++)
        sq += ((double)x[i] - m) * ((double)x[i] - m);
    const double is = 1.0 / sqrt(sq / (double)n + eps);
    const vf fm = vf_set1((float)m), fi = vf_set1((float)is);
    for (i = 0; i < n; i += VF_W) {
        const int64_t c = n - i < VF_W ? n - i : VF_W;
        vf v = vf_mul(vf_sub(c == VF_W ? vf_load(x + i) : vf_loadn(x + i, c), fm), fi);
        if (w)
            v = vf_mul(v, c == VF_W ? vf_load(w + i) : vf_loadn(w + i, c));
        if (b)
            v = vf_add(v, c == VF_W ? vf_load(b + i) : vf_loadn(b + i, c));
        if (c == VF_W)
            vf_store(y + i, v);
        else
            vf_storen(y + i, v, c);
    }
    *mean_out = (float)m;
    *inv_out = (float)is;
}
