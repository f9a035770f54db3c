/* switchyard: the shape rules of the random draws (random_uniform_like,
 * random_normal_like, bernoulli, multinomial; runtime/sy_rules.h). Each reads
 * its attributes from the call record's slots at the generated SY_ATTR_*
 * indices; the signature's dtype checks have run (sy_infer.c): the ops'
 * dtypes are the results', the `dtype` attribute's. What the values of
 * x decide (a probability outside [0, 1], a row of multinomial without a
 * finite weight) the kernels refuse (kernels/cpu/sy_cpu_random.c).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "sy_kernels.h"
#include "sy_rules.h"

static const char *shp(const sy_tensor *t, char *buf)
{
    return sy__shape_str(t->shape, t->rank, buf, SY__SHAPE_STR_MAX);
}

static sy_status same_shape(const sy__call *call, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    r->rank = x->rank;
    memcpy(r->shape, x->shape, sizeof r->shape);
    return SY_OK;
}

sy_status sy__infer_random_uniform_like(const sy__call *call, const char *op, sy__inferred *r)
{
    const double low = call->attrs->x[SY_ATTR_RANDOM_UNIFORM_LIKE_LOW].f;
    const double high = call->attrs->x[SY_ATTR_RANDOM_UNIFORM_LIKE_HIGH].f;
    if (!isfinite(low) || !isfinite(high) || !isfinite(high - low))
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: low %g and high %g; it takes finite bounds whose difference"
                        " is finite", op, low, high);
    if (low > high)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: low %g is above high %g; it draws from [low, high)", op, low,
                        high);
    return same_shape(call, r);
}

sy_status sy__infer_random_normal_like(const sy__call *call, const char *op, sy__inferred *r)
{
    const double mean = call->attrs->x[SY_ATTR_RANDOM_NORMAL_LIKE_MEAN].f;
    const double scale = call->attrs->x[SY_ATTR_RANDOM_NORMAL_LIKE_SCALE].f;
    if (!isfinite(mean) || !isfinite(scale) || scale < 0)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: mean %g and scale %g; it takes a finite mean and a finite"
                        " scale of 0 or more (a standard deviation)", op, mean, scale);
    return same_shape(call, r);
}

sy_status sy__infer_bernoulli(const sy__call *call, const char *op, sy__inferred *r)
{
    (void)op;
    return same_shape(call, r);
}

sy_status sy__infer_multinomial(const sy__call *call, const char *op, sy__inferred *r)
{
    const sy_tensor *x = call->in[0];
    const int64_t n = call->attrs->x[SY_ATTR_MULTINOMIAL_SAMPLE_SIZE].i[0];
    char s[SY__SHAPE_STR_MAX];
    if (x->rank != 2)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; multinomial takes [batch, classes], of rank 2", op,
                        shp(x, s));
    if (x->shape[1] < 1 && x->shape[0] > 0)
        return sy__fail(SY_E_SHAPE_MISMATCH, "sy_%s: x is %s; each row needs a class to draw", op, shp(x, s));
    if (n < 1 || n > INT64_MAX / 4)
        return sy__fail(SY_E_INVALID_ARGUMENT, "sy_%s: sample_size is %lld; it takes 1 or more", op, (long long)n);
    r->rank = 2;
    r->shape[0] = x->shape[0];
    r->shape[1] = n;
    char fn[64];
    int64_t ignored;
    snprintf(fn, sizeof fn, "sy_%s", op);
    return sy__check_shape(fn, r->shape, r->rank, r->out_dtype, &ignored);
}
