/* switchyard cpu backend: the kernels of the `nary` family, add_n and mean_n
 * (ONNX Sum and Mean): one or more contiguous tensors broadcast to the
 * output's shape. add_n is the chain of adds from the left, each step rounded
 * to the dtype as sy_cpu_binary.c's add rounds it (f16 and bf16 through f32,
 * ints wrapping), so it equals add(add(xs[0], xs[1]), xs[2]) ... bit for bit;
 * mean_n divides that sum by the count as div does. */
#include "sy_contract.h"
#include "sy_cpu_iter.h"
#include "sy_kernels.h"

/* The output's elements in order, with the element offset p of one input
 * broadcast to the output's shape. */
typedef struct walk {
    const sy_result_arg *out;
    int64_t bs[SY_MAX_RANK]; /* the input's strides against the output's axes, 0 where broadcast */
    int64_t idx[SY_MAX_RANK];
    int64_t p;
} walk;

static void walk_start(walk *w, const sy_tensor_arg *t, const sy_result_arg *out)
{
    int64_t s = 1;
    w->out = out;
    w->p = 0;
    for (int j = out->rank - 1; j >= 0; j--) {
        const int k = j - (out->rank - t->rank);
        w->idx[j] = 0;
        w->bs[j] = k < 0 || t->shape[k] == 1 ? 0 : s;
        if (k >= 0)
            s *= t->shape[k];
    }
}

static inline void walk_next(walk *w)
{
    for (int d = w->out->rank - 1; d >= 0; d--) {
        w->p += w->bs[d];
        if (++w->idx[d] < w->out->shape[d])
            return;
        w->p -= w->bs[d] * w->idx[d];
        w->idx[d] = 0;
    }
}

/* One step of each dtype, as add and div compute it. */
#define DEF_FLOAT_STEP(unused, E, T, sfx)                                                                              \
    static inline T nadd_##sfx(T x, T y) { return x + y; }                                                             \
    static inline T ndiv_##sfx(T x, int64_t n) { return x / (T)n; }
SY__CPU_FLOAT(DEF_FLOAT_STEP, _)
#define DEF_HALF_STEP(unused, E, T, sfx)                                                                               \
    static inline T nadd_##sfx(T x, T y) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) + sy__cpu_ld_##sfx(y)); }       \
    static inline T ndiv_##sfx(T x, int64_t n) { return sy__cpu_st_##sfx(sy__cpu_ld_##sfx(x) / (float)n); }
SY__CPU_HALF(DEF_HALF_STEP, _)
#define DEF_INT_STEP(unused, E, T, sfx)                                                                                \
    static inline T nadd_##sfx(T x, T y) { return sy__cpu_add_##sfx(x, y); }
SY__CPU_INT(DEF_INT_STEP, _)

/* The sum into the output: xs[0] broadcast, then each further tensor added. */
#define DEF_SUM(unused, E, T, sfx)                                                                                     \
    static void sum_##sfx(const sy_op_args *a)                                                                         \
    {                                                                                                                  \
        T *o = (T *)a->out[0].data;                                                                                    \
        for (int i = 0; i < a->n_in; i++) {                                                                            \
            const T *x = (const T *)a->in[i].data;                                                                     \
            walk w;                                                                                                    \
            walk_start(&w, &a->in[i], &a->out[0]);                                                                     \
            for (int64_t e = 0; e < a->out[0].numel; e++, walk_next(&w))                                               \
                o[e] = i == 0 ? x[w.p] : nadd_##sfx(o[e], x[w.p]);                                                     \
        }                                                                                                              \
    }
SY__CPU_TAKES_add_n(DEF_SUM, _)

#define SUM_CASE(unused, E, T, sfx)                                                                                    \
    case SY_DTYPE_##E:                                                                                                 \
        sum_##sfx(args);                                                                                               \
        return SY_OK;

    sy_status sy_k_cpu_add_n(const sy_op_args *args)
{
    switch (args->out[0].dtype) {
        SY__CPU_TAKES_add_n(SUM_CASE, _) default : return SY_E_DTYPE_UNSUPPORTED;
    }
}

#define MEAN_CASE(unused, E, T, sfx)                                                                                   \
    case SY_DTYPE_##E: {                                                                                               \
        sum_##sfx(args);                                                                                               \
        T *o = (T *)args->out[0].data;                                                                                 \
        for (int64_t e = 0; e < args->out[0].numel; e++)                                                               \
            o[e] = ndiv_##sfx(o[e], args->n_in);                                                                       \
        return SY_OK;                                                                                                  \
    }

sy_status sy_k_cpu_mean_n(const sy_op_args *args)
{
    switch (args->out[0].dtype) {
        SY__CPU_TAKES_mean_n(MEAN_CASE, _) default : return SY_E_DTYPE_UNSUPPORTED;
    }
}
