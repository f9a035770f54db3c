/* switchyard cpu backend: dropout (ONNX Dropout-13), its draw NumPy's.
 *
 * Inference (training_mode left out or false) and a ratio of 0 give y = x
 * and a mask of trues. Training draws u = RandomState(seed).uniform(0, 1,
 * x.shape) in row-major order, NumPy's legacy generator (MT19937 seeded by
 * init_genrand, each double from two 32-bit draws: (a >> 5, b >> 6) / 2^53),
 * as ONNX's reference does after np.random.seed(seed); mask = u >= ratio and
 * y = x * mask * scale with scale = 1 / (1 - ratio) computed in ratio's dtype,
 * the product of an element rounded once to x's dtype (ONNX's reference:
 * mask * X * scale; a dropped element is x * 0, so -0 or NaN for -x, inf or
 * NaN). ratio (0.5 when left out) must be in [0, 1) in training. */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

enum { MT_N = 624, MT_M = 397 };

typedef struct mt19937 {
    uint32_t mt[MT_N];
    int i;
} mt19937;

static void mt_seed(mt19937 *s, uint32_t seed)
{
    s->mt[0] = seed;
    for (int i = 1; i < MT_N; i++)
        s->mt[i] = 1812433253u * (s->mt[i - 1] ^ (s->mt[i - 1] >> 30)) + (uint32_t)i;
    s->i = MT_N;
}

static uint32_t mt_next(mt19937 *s)
{
    if (s->i >= MT_N) {
        for (int k = 0; k < MT_N; k++) {
            const uint32_t y = (s->mt[k] & 0x80000000u) | (s->mt[(k + 1) % MT_N] & 0x7fffffffu);
            s->mt[k] = s->mt[(k + MT_M) % MT_N] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
        }
        s->i = 0;
    }
    uint32_t y = s->mt[s->i++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

/* NumPy's random_sample: 53 random bits in [0, 1) */
static double mt_double(mt19937 *s)
{
    const uint32_t a = mt_next(s) >> 5, b = mt_next(s) >> 6;
    return ((double)a * 67108864.0 + (double)b) / 9007199254740992.0;
}

#define DROPOUT_CASE(unused, E, T, sfx)                                                \
    case SY_DTYPE_##E: {                                                               \
        const T *x = (const T *)a->in[0].data;                                         \
        T *y = (T *)a->out[0].data;                                                    \
        for (int64_t i = 0; i < n; i++) {                                              \
            const bool keep = mt_double(&g) >= ratio;                                  \
            y[i] = sy__cpu_from_f_##sfx((double)sy__cpu_val_##sfx(x[i]) * (keep ? 1.0 : 0.0) * scale); \
            if (mask)                                                                  \
                mask[i] = keep;                                                        \
        }                                                                              \
        return SY_OK;                                                                  \
    }

sy_status sy_k_cpu_dropout(const sy_op_args *a)
{
    const int64_t n = a->in[0].numel;
    bool *mask = a->n_out > 1 ? (bool *)a->out[1].data : NULL;
    const sy_tensor_arg *r = a->n_in > 1 && a->in[1].data ? &a->in[1] : NULL;
    const sy_tensor_arg *t = a->n_in > 2 && a->in[2].data ? &a->in[2] : NULL;
    double ratio = 0.5, scale;
    if (r && r->dtype == SY_DTYPE_F32)
        ratio = *(const float *)r->data;
    else if (r && r->dtype == SY_DTYPE_F64)
        ratio = *(const double *)r->data;
    else if (r)
        return SY_E_DTYPE_UNSUPPORTED;
    const bool training = t && *(const bool *)t->data;
    if (!training || ratio == 0) {
        memcpy(a->out[0].data, a->in[0].data, (size_t)n * sy_dtype_size(a->in[0].dtype));
        if (mask)
            memset(mask, 1, (size_t)n);
        return SY_OK;
    }
    if (!(ratio > 0 && ratio < 1))
        return sy_kernel_error(SY_E_INVALID_ARGUMENT, "ratio is %g; dropout in training takes a ratio in [0, 1)",
                               ratio);
    if (!r || r->dtype == SY_DTYPE_F32) {
        const float f = (float)ratio, one = 1.0f;
        scale = (double)(one / (one - f));
    } else {
        scale = 1.0 / (1.0 - ratio);
    }
    mt19937 g;
    mt_seed(&g, (uint32_t)a->attrs[SY_ATTR_DROPOUT_SEED].i[0]);
    switch (a->in[0].dtype) {
        SY__CPU_TAKES_dropout(DROPOUT_CASE, _)
    default:
        return SY_E_DTYPE_UNSUPPORTED;
    }
}
