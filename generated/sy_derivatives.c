/* @generated from backends.yaml by generator/ -- DO NOT EDIT; regenerate with `make generate` */
/* Backward functions rendered from the derivative formulas of backends.yaml.
 * Nothing here is written by hand per op: each block evaluates one input's
 * formula with the public op functions and the declared helpers. The
 * runtime (runtime/sy_backward.c) sums the result back to the input's shape
 * and accumulates it. SY__TRY and sy__release_all: runtime/sy_autodiff.h. */
#include "sy_derivatives.h"

#include "sy_abi.h"
#if SY_RUNTIME_ABI != 5
#error "generated/ was rendered for runtime ABI 5 (backends.yaml abi:), but runtime/sy_abi.h has another SY_RUNTIME_ABI; regenerate with `make generate` or use the runtime this was generated for"
#endif

/* neg (ops[neg]) */
sy_status sy__backward_neg(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: neg(grad) (ops[neg].derivative.a) */
        SY__TRY(sy_neg(ctx->grad, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* abs (ops[abs]) */
sy_status sy__backward_abs(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(lt(a, 0), neg(grad), grad) (ops[abs].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_lt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy_neg(ctx->grad, &t[2]));
        SY__TRY(sy_where(t[1], t[2], ctx->grad, &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* exp (ops[exp]) */
sy_status sy__backward_exp(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, result) (ops[exp].derivative.a) */
        SY__TRY(sy_mul(ctx->grad, ctx->result, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* log (ops[log]) */
sy_status sy__backward_log(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, a) (ops[log].derivative.a) */
        SY__TRY(sy_div(ctx->grad, ctx->in[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* sqrt (ops[sqrt]) */
sy_status sy__backward_sqrt(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, mul(result, 2)) (ops[sqrt].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 2.0, &t[0]));
        SY__TRY(sy_mul(ctx->result, t[0], &t[1]));
        SY__TRY(sy_div(ctx->grad, t[1], &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* tanh (ops[tanh]) */
sy_status sy__backward_tanh(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, sub(1, mul(result, result))) (ops[tanh].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[0]));
        SY__TRY(sy_mul(ctx->result, ctx->result, &t[1]));
        SY__TRY(sy_sub(t[0], t[1], &t[2]));
        SY__TRY(sy_mul(ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* sigmoid (ops[sigmoid]) */
sy_status sy__backward_sigmoid(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, mul(result, sub(1, result))) (ops[sigmoid].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[0]));
        SY__TRY(sy_sub(t[0], ctx->result, &t[1]));
        SY__TRY(sy_mul(ctx->result, t[1], &t[2]));
        SY__TRY(sy_mul(ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* relu (ops[relu]) */
sy_status sy__backward_relu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(gt(a, 0), grad, 0) (ops[relu].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[2]));
        SY__TRY(sy_where(t[1], ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* sin (ops[sin]) */
sy_status sy__backward_sin(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[2] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, cos(a)) (ops[sin].derivative.a) */
        SY__TRY(sy_cos(ctx->in[0], &t[0]));
        SY__TRY(sy_mul(ctx->grad, t[0], &t[1]));
        ctx->grads[0] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
done:
    sy__release_all(t, 2);
    return st;
}

/* cos (ops[cos]) */
sy_status sy__backward_cos(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: neg(mul(grad, sin(a))) (ops[cos].derivative.a) */
        SY__TRY(sy_sin(ctx->in[0], &t[0]));
        SY__TRY(sy_mul(ctx->grad, t[0], &t[1]));
        SY__TRY(sy_neg(t[1], &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* tan (ops[tan]) */
sy_status sy__backward_tan(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, add(mul(result, result), 1)) (ops[tan].derivative.a) */
        SY__TRY(sy_mul(ctx->result, ctx->result, &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[1]));
        SY__TRY(sy_add(t[0], t[1], &t[2]));
        SY__TRY(sy_mul(ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* asin (ops[asin]) */
sy_status sy__backward_asin(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, sqrt(sub(1, mul(a, a)))) (ops[asin].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[0]));
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[1]));
        SY__TRY(sy_sub(t[0], t[1], &t[2]));
        SY__TRY(sy_sqrt(t[2], &t[3]));
        SY__TRY(sy_div(ctx->grad, t[3], &t[4]));
        ctx->grads[0] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* acos (ops[acos]) */
sy_status sy__backward_acos(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[6] = {NULL};
    if (ctx->needs[0]) {
        /* a: neg(div(grad, sqrt(sub(1, mul(a, a))))) (ops[acos].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[0]));
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[1]));
        SY__TRY(sy_sub(t[0], t[1], &t[2]));
        SY__TRY(sy_sqrt(t[2], &t[3]));
        SY__TRY(sy_div(ctx->grad, t[3], &t[4]));
        SY__TRY(sy_neg(t[4], &t[5]));
        ctx->grads[0] = t[5];
        t[5] = NULL;
        sy__release_all(t, 6);
    }
done:
    sy__release_all(t, 6);
    return st;
}

/* atan (ops[atan]) */
sy_status sy__backward_atan(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, add(mul(a, a), 1)) (ops[atan].derivative.a) */
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[1]));
        SY__TRY(sy_add(t[0], t[1], &t[2]));
        SY__TRY(sy_div(ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* sinh (ops[sinh]) */
sy_status sy__backward_sinh(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[2] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, cosh(a)) (ops[sinh].derivative.a) */
        SY__TRY(sy_cosh(ctx->in[0], &t[0]));
        SY__TRY(sy_mul(ctx->grad, t[0], &t[1]));
        ctx->grads[0] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
done:
    sy__release_all(t, 2);
    return st;
}

/* cosh (ops[cosh]) */
sy_status sy__backward_cosh(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[2] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, sinh(a)) (ops[cosh].derivative.a) */
        SY__TRY(sy_sinh(ctx->in[0], &t[0]));
        SY__TRY(sy_mul(ctx->grad, t[0], &t[1]));
        ctx->grads[0] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
done:
    sy__release_all(t, 2);
    return st;
}

/* asinh (ops[asinh]) */
sy_status sy__backward_asinh(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, sqrt(add(mul(a, a), 1))) (ops[asinh].derivative.a) */
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[1]));
        SY__TRY(sy_add(t[0], t[1], &t[2]));
        SY__TRY(sy_sqrt(t[2], &t[3]));
        SY__TRY(sy_div(ctx->grad, t[3], &t[4]));
        ctx->grads[0] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* acosh (ops[acosh]) */
sy_status sy__backward_acosh(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, sqrt(sub(mul(a, a), 1))) (ops[acosh].derivative.a) */
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[1]));
        SY__TRY(sy_sub(t[0], t[1], &t[2]));
        SY__TRY(sy_sqrt(t[2], &t[3]));
        SY__TRY(sy_div(ctx->grad, t[3], &t[4]));
        ctx->grads[0] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* atanh (ops[atanh]) */
sy_status sy__backward_atanh(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, sub(1, mul(a, a))) (ops[atanh].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[0]));
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[1]));
        SY__TRY(sy_sub(t[0], t[1], &t[2]));
        SY__TRY(sy_div(ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* erf (ops[erf]) */
sy_status sy__backward_erf(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[6] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, mul(exp(neg(mul(a, a))), 1.1283791670955126)) (ops[erf].derivative.a) */
        SY__TRY(sy_mul(ctx->in[0], ctx->in[0], &t[0]));
        SY__TRY(sy_neg(t[0], &t[1]));
        SY__TRY(sy_exp(t[1], &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 1.1283791670955126, &t[3]));
        SY__TRY(sy_mul(t[2], t[3], &t[4]));
        SY__TRY(sy_mul(ctx->grad, t[4], &t[5]));
        ctx->grads[0] = t[5];
        t[5] = NULL;
        sy__release_all(t, 6);
    }
done:
    sy__release_all(t, 6);
    return st;
}

/* reciprocal (ops[reciprocal]) */
sy_status sy__backward_reciprocal(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: neg(mul(grad, mul(result, result))) (ops[reciprocal].derivative.a) */
        SY__TRY(sy_mul(ctx->result, ctx->result, &t[0]));
        SY__TRY(sy_mul(ctx->grad, t[0], &t[1]));
        SY__TRY(sy_neg(t[1], &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* softplus (ops[softplus]) */
sy_status sy__backward_softplus(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[2] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, sigmoid(a)) (ops[softplus].derivative.a) */
        SY__TRY(sy_sigmoid(ctx->in[0], &t[0]));
        SY__TRY(sy_mul(ctx->grad, t[0], &t[1]));
        ctx->grads[0] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
done:
    sy__release_all(t, 2);
    return st;
}

/* softsign (ops[softsign]) */
sy_status sy__backward_softsign(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[8] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, mul(add(abs(a), 1), add(abs(a), 1))) (ops[softsign].derivative.a) */
        SY__TRY(sy_abs(ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[1]));
        SY__TRY(sy_add(t[0], t[1], &t[2]));
        SY__TRY(sy_abs(ctx->in[0], &t[3]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[4]));
        SY__TRY(sy_add(t[3], t[4], &t[5]));
        SY__TRY(sy_mul(t[2], t[5], &t[6]));
        SY__TRY(sy_div(ctx->grad, t[6], &t[7]));
        ctx->grads[0] = t[7];
        t[7] = NULL;
        sy__release_all(t, 8);
    }
done:
    sy__release_all(t, 8);
    return st;
}

/* hard_swish (ops[hard_swish]) */
sy_status sy__backward_hard_swish(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[12] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(lt(a, -3), 0, where(le(a, 3), mul(grad, add(div(a, 3), 0.5)), grad)) (ops[hard_swish].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, -3.0, &t[0]));
        SY__TRY(sy_lt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 3.0, &t[3]));
        SY__TRY(sy_le(ctx->in[0], t[3], &t[4]));
        SY__TRY(sy__bw_scalar(ctx, 3.0, &t[5]));
        SY__TRY(sy_div(ctx->in[0], t[5], &t[6]));
        SY__TRY(sy__bw_scalar(ctx, 0.5, &t[7]));
        SY__TRY(sy_add(t[6], t[7], &t[8]));
        SY__TRY(sy_mul(ctx->grad, t[8], &t[9]));
        SY__TRY(sy_where(t[4], t[9], ctx->grad, &t[10]));
        SY__TRY(sy_where(t[1], t[2], t[10], &t[11]));
        ctx->grads[0] = t[11];
        t[11] = NULL;
        sy__release_all(t, 12);
    }
done:
    sy__release_all(t, 12);
    return st;
}

/* mish (ops[mish]) */
sy_status sy__backward_mish(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[14] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, add(tanh(softplus(a)), mul(mul(a, sigmoid(a)), sub(1, mul(tanh(softplus(a)), tanh(softplus(a))))))) (ops[mish].derivative.a) */
        SY__TRY(sy_softplus(ctx->in[0], &t[0]));
        SY__TRY(sy_tanh(t[0], &t[1]));
        SY__TRY(sy_sigmoid(ctx->in[0], &t[2]));
        SY__TRY(sy_mul(ctx->in[0], t[2], &t[3]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[4]));
        SY__TRY(sy_softplus(ctx->in[0], &t[5]));
        SY__TRY(sy_tanh(t[5], &t[6]));
        SY__TRY(sy_softplus(ctx->in[0], &t[7]));
        SY__TRY(sy_tanh(t[7], &t[8]));
        SY__TRY(sy_mul(t[6], t[8], &t[9]));
        SY__TRY(sy_sub(t[4], t[9], &t[10]));
        SY__TRY(sy_mul(t[3], t[10], &t[11]));
        SY__TRY(sy_add(t[1], t[11], &t[12]));
        SY__TRY(sy_mul(ctx->grad, t[12], &t[13]));
        ctx->grads[0] = t[13];
        t[13] = NULL;
        sy__release_all(t, 14);
    }
done:
    sy__release_all(t, 14);
    return st;
}

/* add (ops[add]) */
sy_status sy__backward_add(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    if (ctx->needs[0]) {
        /* a: grad (ops[add].derivative.a) */
        ctx->grads[0] = sy_tensor_retain(ctx->grad);
    }
    if (ctx->needs[1]) {
        /* b: grad (ops[add].derivative.b) */
        ctx->grads[1] = sy_tensor_retain(ctx->grad);
    }
    return st;
}

/* sub (ops[sub]) */
sy_status sy__backward_sub(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: grad (ops[sub].derivative.a) */
        ctx->grads[0] = sy_tensor_retain(ctx->grad);
    }
    if (ctx->needs[1]) {
        /* b: neg(grad) (ops[sub].derivative.b) */
        SY__TRY(sy_neg(ctx->grad, &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* mul (ops[mul]) */
sy_status sy__backward_mul(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(grad, b) (ops[mul].derivative.a) */
        SY__TRY(sy_mul(ctx->grad, ctx->in[1], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* b: mul(grad, a) (ops[mul].derivative.b) */
        SY__TRY(sy_mul(ctx->grad, ctx->in[0], &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* div (ops[div]) */
sy_status sy__backward_div(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(grad, b) (ops[div].derivative.a) */
        SY__TRY(sy_div(ctx->grad, ctx->in[1], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* b: neg(div(mul(grad, result), b)) (ops[div].derivative.b) */
        SY__TRY(sy_mul(ctx->grad, ctx->result, &t[0]));
        SY__TRY(sy_div(t[0], ctx->in[1], &t[1]));
        SY__TRY(sy_neg(t[1], &t[2]));
        ctx->grads[1] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* maximum (ops[maximum]) */
sy_status sy__backward_maximum(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(lt(a, b), 0, grad) (ops[maximum].derivative.a) */
        SY__TRY(sy_lt(ctx->in[0], ctx->in[1], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_where(t[0], t[1], ctx->grad, &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
    if (ctx->needs[1]) {
        /* b: where(lt(a, b), grad, 0) (ops[maximum].derivative.b) */
        SY__TRY(sy_lt(ctx->in[0], ctx->in[1], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_where(t[0], ctx->grad, t[1], &t[2]));
        ctx->grads[1] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* minimum (ops[minimum]) */
sy_status sy__backward_minimum(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(gt(a, b), 0, grad) (ops[minimum].derivative.a) */
        SY__TRY(sy_gt(ctx->in[0], ctx->in[1], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_where(t[0], t[1], ctx->grad, &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
    if (ctx->needs[1]) {
        /* b: where(gt(a, b), grad, 0) (ops[minimum].derivative.b) */
        SY__TRY(sy_gt(ctx->in[0], ctx->in[1], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_where(t[0], ctx->grad, t[1], &t[2]));
        ctx->grads[1] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* pow (ops[pow]) */
sy_status sy__backward_pow(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[13] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(eq(b, 0), 0, mul(grad, mul(b, pow(a, sub(b, 1))))) (ops[pow].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_eq(ctx->in[1], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[3]));
        SY__TRY(sy_sub(ctx->in[1], t[3], &t[4]));
        SY__TRY(sy_pow(ctx->in[0], t[4], &t[5]));
        SY__TRY(sy_mul(ctx->in[1], t[5], &t[6]));
        SY__TRY(sy_mul(ctx->grad, t[6], &t[7]));
        SY__TRY(sy_where(t[1], t[2], t[7], &t[8]));
        ctx->grads[0] = t[8];
        t[8] = NULL;
        sy__release_all(t, 9);
    }
    if (ctx->needs[1]) {
        /* b: where(eq(a, 0), where(lt(b, 0), mul(grad, mul(result, log(a))), 0), mul(grad, mul(result, log(a)))) (ops[pow].derivative.b) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_eq(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[2]));
        SY__TRY(sy_lt(ctx->in[1], t[2], &t[3]));
        SY__TRY(sy_log(ctx->in[0], &t[4]));
        SY__TRY(sy_mul(ctx->result, t[4], &t[5]));
        SY__TRY(sy_mul(ctx->grad, t[5], &t[6]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[7]));
        SY__TRY(sy_where(t[3], t[6], t[7], &t[8]));
        SY__TRY(sy_log(ctx->in[0], &t[9]));
        SY__TRY(sy_mul(ctx->result, t[9], &t[10]));
        SY__TRY(sy_mul(ctx->grad, t[10], &t[11]));
        SY__TRY(sy_where(t[1], t[8], t[11], &t[12]));
        ctx->grads[1] = t[12];
        t[12] = NULL;
        sy__release_all(t, 13);
    }
done:
    sy__release_all(t, 13);
    return st;
}

/* mod (ops[mod]) */
sy_status sy__backward_mod(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: grad (ops[mod].derivative.a) */
        ctx->grads[0] = sy_tensor_retain(ctx->grad);
    }
    if (ctx->needs[1]) {
        /* b: neg(mul(grad, div(sub(a, result), b))) (ops[mod].derivative.b) */
        SY__TRY(sy_sub(ctx->in[0], ctx->result, &t[0]));
        SY__TRY(sy_div(t[0], ctx->in[1], &t[1]));
        SY__TRY(sy_mul(ctx->grad, t[1], &t[2]));
        SY__TRY(sy_neg(t[2], &t[3]));
        ctx->grads[1] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* fmod (ops[fmod]) */
sy_status sy__backward_fmod(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: grad (ops[fmod].derivative.a) */
        ctx->grads[0] = sy_tensor_retain(ctx->grad);
    }
    if (ctx->needs[1]) {
        /* b: neg(mul(grad, div(sub(a, result), b))) (ops[fmod].derivative.b) */
        SY__TRY(sy_sub(ctx->in[0], ctx->result, &t[0]));
        SY__TRY(sy_div(t[0], ctx->in[1], &t[1]));
        SY__TRY(sy_mul(ctx->grad, t[1], &t[2]));
        SY__TRY(sy_neg(t[2], &t[3]));
        ctx->grads[1] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* where (ops[where]) */
sy_status sy__backward_where(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[2] = {NULL};
    if (ctx->needs[1]) {
        /* a: where(cond, grad, 0) (ops[where].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_where(ctx->in[0], ctx->grad, t[0], &t[1]));
        ctx->grads[1] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
    if (ctx->needs[2]) {
        /* b: where(cond, 0, grad) (ops[where].derivative.b) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_where(ctx->in[0], t[0], ctx->grad, &t[1]));
        ctx->grads[2] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
done:
    sy__release_all(t, 2);
    return st;
}

/* matmul (ops[matmul]) */
sy_status sy__backward_matmul(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[2] = {NULL};
    if (ctx->needs[0]) {
        /* a: matmul(grad, transpose(b, -1, -2)) (ops[matmul].derivative.a) */
        SY__TRY(sy_transpose(ctx->in[1], -1, -2, &t[0]));
        SY__TRY(sy_matmul(ctx->grad, t[0], &t[1]));
        ctx->grads[0] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
    if (ctx->needs[1]) {
        /* b: matmul(transpose(a, -1, -2), grad) (ops[matmul].derivative.b) */
        SY__TRY(sy_transpose(ctx->in[0], -1, -2, &t[0]));
        SY__TRY(sy_matmul(t[0], ctx->grad, &t[1]));
        ctx->grads[1] = t[1];
        t[1] = NULL;
        sy__release_all(t, 2);
    }
done:
    sy__release_all(t, 2);
    return st;
}

/* sum (ops[sum]) */
sy_status sy__backward_sum(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: unreduce(grad, a, axis, keepdim) (ops[sum].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* mean (ops[mean]) */
sy_status sy__backward_mean(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(unreduce(grad, a, axis, keepdim), reduced_count(a, axis)) (ops[mean].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        SY__TRY(sy__bw_scalar(ctx, sy__bw_reduced_count(ctx->in[0], ctx->attrs->axis), &t[1]));
        SY__TRY(sy_div(t[0], t[1], &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* max (ops[max]) */
sy_status sy__backward_max(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[11] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(eq(a, unreduce(result, a, axis, keepdim)), div(unreduce(grad, a, axis, keepdim), unreduce(sum(cast(eq(a, unreduce(result, a, axis, keepdim)), dtype_of(a)), axis, keepdim), a, axis, keepdim)), 0) (ops[max].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        SY__TRY(sy_eq(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[2]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[3]));
        SY__TRY(sy_eq(ctx->in[0], t[3], &t[4]));
        SY__TRY(sy_cast(t[4], sy__bw_dtype_of(ctx->in[0]), &t[5]));
        SY__TRY(sy_sum(t[5], ctx->attrs->axis, ctx->attrs->keepdim, &t[6]));
        SY__TRY(sy__bw_unreduce(ctx, t[6], ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[7]));
        SY__TRY(sy_div(t[2], t[7], &t[8]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[9]));
        SY__TRY(sy_where(t[1], t[8], t[9], &t[10]));
        ctx->grads[0] = t[10];
        t[10] = NULL;
        sy__release_all(t, 11);
    }
done:
    sy__release_all(t, 11);
    return st;
}

/* min (ops[min]) */
sy_status sy__backward_min(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[11] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(eq(a, unreduce(result, a, axis, keepdim)), div(unreduce(grad, a, axis, keepdim), unreduce(sum(cast(eq(a, unreduce(result, a, axis, keepdim)), dtype_of(a)), axis, keepdim), a, axis, keepdim)), 0) (ops[min].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        SY__TRY(sy_eq(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[2]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[3]));
        SY__TRY(sy_eq(ctx->in[0], t[3], &t[4]));
        SY__TRY(sy_cast(t[4], sy__bw_dtype_of(ctx->in[0]), &t[5]));
        SY__TRY(sy_sum(t[5], ctx->attrs->axis, ctx->attrs->keepdim, &t[6]));
        SY__TRY(sy__bw_unreduce(ctx, t[6], ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[7]));
        SY__TRY(sy_div(t[2], t[7], &t[8]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[9]));
        SY__TRY(sy_where(t[1], t[8], t[9], &t[10]));
        ctx->grads[0] = t[10];
        t[10] = NULL;
        sy__release_all(t, 11);
    }
done:
    sy__release_all(t, 11);
    return st;
}

/* l1 (ops[l1]) */
sy_status sy__backward_l1(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[10] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(gt(a, 0), unreduce(grad, a, axis, keepdim), where(lt(a, 0), neg(unreduce(grad, a, axis, keepdim)), 0)) (ops[l1].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[3]));
        SY__TRY(sy_lt(ctx->in[0], t[3], &t[4]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[5]));
        SY__TRY(sy_neg(t[5], &t[6]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[7]));
        SY__TRY(sy_where(t[4], t[6], t[7], &t[8]));
        SY__TRY(sy_where(t[1], t[2], t[8], &t[9]));
        ctx->grads[0] = t[9];
        t[9] = NULL;
        sy__release_all(t, 10);
    }
done:
    sy__release_all(t, 10);
    return st;
}

/* l2 (ops[l2]) */
sy_status sy__backward_l2(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[9] = {NULL};
    if (ctx->needs[0]) {
        /* a: where(eq(unreduce(result, a, axis, keepdim), 0), 0, div(mul(unreduce(grad, a, axis, keepdim), a), unreduce(result, a, axis, keepdim))) (ops[l2].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_eq(t[0], t[1], &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[3]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[4]));
        SY__TRY(sy_mul(t[4], ctx->in[0], &t[5]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[6]));
        SY__TRY(sy_div(t[5], t[6], &t[7]));
        SY__TRY(sy_where(t[2], t[3], t[7], &t[8]));
        ctx->grads[0] = t[8];
        t[8] = NULL;
        sy__release_all(t, 9);
    }
done:
    sy__release_all(t, 9);
    return st;
}

/* log_sum (ops[log_sum]) */
sy_status sy__backward_log_sum(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: div(unreduce(grad, a, axis, keepdim), unreduce(sum(a, axis, keepdim), a, axis, keepdim)) (ops[log_sum].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        SY__TRY(sy_sum(ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[1]));
        SY__TRY(sy__bw_unreduce(ctx, t[1], ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[2]));
        SY__TRY(sy_div(t[0], t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* log_sum_exp (ops[log_sum_exp]) */
sy_status sy__backward_log_sum_exp(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(unreduce(grad, a, axis, keepdim), exp(sub(a, unreduce(result, a, axis, keepdim)))) (ops[log_sum_exp].derivative.a) */
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[0]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->result, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[1]));
        SY__TRY(sy_sub(ctx->in[0], t[1], &t[2]));
        SY__TRY(sy_exp(t[2], &t[3]));
        SY__TRY(sy_mul(t[0], t[3], &t[4]));
        ctx->grads[0] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* sum_square (ops[sum_square]) */
sy_status sy__backward_sum_square(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* a: mul(mul(a, 2), unreduce(grad, a, axis, keepdim)) (ops[sum_square].derivative.a) */
        SY__TRY(sy__bw_scalar(ctx, 2.0, &t[0]));
        SY__TRY(sy_mul(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_unreduce(ctx, ctx->grad, ctx->in[0], ctx->attrs->axis, ctx->attrs->keepdim, &t[2]));
        SY__TRY(sy_mul(t[1], t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* reshape (ops[reshape]) */
sy_status sy__backward_reshape(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: reshape(grad, shape_of(a)) (ops[reshape].derivative.a) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_reshape(ctx->grad, v0.v, v0.rank, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* permute (ops[permute]) */
sy_status sy__backward_permute(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: permute(grad, inverse(perm)) (ops[permute].derivative.a) */
        sy__perm v0 = sy__bw_inverse(ctx->attrs->perm, ctx->attrs->rank);
        SY__TRY(sy_permute(ctx->grad, v0.v, v0.rank, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* transpose (ops[transpose]) */
sy_status sy__backward_transpose(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: transpose(grad, dim0, dim1) (ops[transpose].derivative.a) */
        SY__TRY(sy_transpose(ctx->grad, ctx->attrs->dim0, ctx->attrs->dim1, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* expand (ops[expand]) */
sy_status sy__backward_expand(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    if (ctx->needs[0]) {
        /* a: grad (ops[expand].derivative.a) */
        ctx->grads[0] = sy_tensor_retain(ctx->grad);
    }
    return st;
}

/* cast (ops[cast]) */
sy_status sy__backward_cast(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* a: cast(grad, dtype_of(a)) (ops[cast].derivative.a) */
        SY__TRY(sy_cast(ctx->grad, sy__bw_dtype_of(ctx->in[0]), &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* softmax (ops[softmax]) */
sy_status sy__backward_softmax(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* x: mul(result, sub(grad, sum(mul(grad, result), axis, True))) (ops[softmax].derivative.x) */
        SY__TRY(sy_mul(ctx->grad, ctx->result, &t[0]));
        SY__TRY(sy_sum(t[0], (int)ctx->attrs->x[0].i[0], 1, &t[1]));
        SY__TRY(sy_sub(ctx->grad, t[1], &t[2]));
        SY__TRY(sy_mul(ctx->result, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* log_softmax (ops[log_softmax]) */
sy_status sy__backward_log_softmax(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* x: sub(grad, mul(exp(result), sum(grad, axis, True))) (ops[log_softmax].derivative.x) */
        SY__TRY(sy_exp(ctx->result, &t[0]));
        SY__TRY(sy_sum(ctx->grad, (int)ctx->attrs->x[0].i[0], 1, &t[1]));
        SY__TRY(sy_mul(t[0], t[1], &t[2]));
        SY__TRY(sy_sub(ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* concat (ops[concat]) */
sy_status sy__backward_concat(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    for (int k = 0; k < ctx->n_in; k++) { /* each tensor of xs */
        if (!ctx->needs[k])
            continue;
        ctx->variadic_at = 0;
        ctx->element = k - 0;
        /* xs: part(grad, xs, axis) (ops[concat].derivative.xs) */
        SY__TRY(sy__bw_part(ctx, ctx->grad, ctx->in[k], (int)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[k] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* slice (ops[slice]) */
sy_status sy__backward_slice(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: slice_backward(grad, shape_of(x), starts, ends, axes, steps) (ops[slice].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_slice_backward(ctx->grad, v0.v, v0.rank, ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i, ctx->attrs->x[3].n, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* gather (ops[gather]) */
sy_status sy__backward_gather(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: gather_backward(grad, indices, shape_of(x), axis) (ops[gather].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_gather_backward(ctx->grad, ctx->in[1], v0.v, v0.rank, (int)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* layer_norm (ops[layer_norm]) */
sy_status sy__backward_layer_norm(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[23] = {NULL};
    if (ctx->needs[0]) {
        /* x: add(mul(result_inv_std_dev, sub(sub(mul_opt(grad, weight), norm_mean(mul_opt(grad, weight), axis)), mul(mul(sub(x, result_mean), result_inv_std_dev), norm_mean(mul(mul_opt(grad, weight), mul(sub(x, result_mean), result_inv_std_dev)), axis)))), div(sub(grad_mean, mul(mul(grad_inv_std_dev, mul(result_inv_std_dev, result_inv_std_dev)), mul(sub(x, result_mean), result_inv_std_dev))), norm_count(x, axis))) (ops[layer_norm].derivative.x) */
        SY__TRY(sy__bw_mul_opt(ctx, ctx->grad, ctx->in[1], &t[0]));
        SY__TRY(sy__bw_mul_opt(ctx, ctx->grad, ctx->in[1], &t[1]));
        SY__TRY(sy__bw_norm_mean(ctx, t[1], (int)ctx->attrs->x[0].i[0], &t[2]));
        SY__TRY(sy_sub(t[0], t[2], &t[3]));
        SY__TRY(sy_sub(ctx->in[0], ctx->more_result[0], &t[4]));
        SY__TRY(sy_mul(t[4], ctx->more_result[1], &t[5]));
        SY__TRY(sy__bw_mul_opt(ctx, ctx->grad, ctx->in[1], &t[6]));
        SY__TRY(sy_sub(ctx->in[0], ctx->more_result[0], &t[7]));
        SY__TRY(sy_mul(t[7], ctx->more_result[1], &t[8]));
        SY__TRY(sy_mul(t[6], t[8], &t[9]));
        SY__TRY(sy__bw_norm_mean(ctx, t[9], (int)ctx->attrs->x[0].i[0], &t[10]));
        SY__TRY(sy_mul(t[5], t[10], &t[11]));
        SY__TRY(sy_sub(t[3], t[11], &t[12]));
        SY__TRY(sy_mul(ctx->more_result[1], t[12], &t[13]));
        SY__TRY(sy_mul(ctx->more_result[1], ctx->more_result[1], &t[14]));
        SY__TRY(sy_mul(ctx->more_grad[1], t[14], &t[15]));
        SY__TRY(sy_sub(ctx->in[0], ctx->more_result[0], &t[16]));
        SY__TRY(sy_mul(t[16], ctx->more_result[1], &t[17]));
        SY__TRY(sy_mul(t[15], t[17], &t[18]));
        SY__TRY(sy_sub(ctx->more_grad[0], t[18], &t[19]));
        SY__TRY(sy__bw_scalar(ctx, sy__bw_norm_count(ctx->in[0], (int)ctx->attrs->x[0].i[0]), &t[20]));
        SY__TRY(sy_div(t[19], t[20], &t[21]));
        SY__TRY(sy_add(t[13], t[21], &t[22]));
        ctx->grads[0] = t[22];
        t[22] = NULL;
        sy__release_all(t, 23);
    }
    if (ctx->needs[1]) {
        /* weight: mul(grad, mul(sub(x, result_mean), result_inv_std_dev)) (ops[layer_norm].derivative.weight) */
        SY__TRY(sy_sub(ctx->in[0], ctx->more_result[0], &t[0]));
        SY__TRY(sy_mul(t[0], ctx->more_result[1], &t[1]));
        SY__TRY(sy_mul(ctx->grad, t[1], &t[2]));
        ctx->grads[1] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
    if (ctx->needs[2]) {
        /* bias: grad (ops[layer_norm].derivative.bias) */
        ctx->grads[2] = sy_tensor_retain(ctx->grad);
    }
done:
    sy__release_all(t, 23);
    return st;
}

/* max_pool2d (ops[max_pool2d]) */
sy_status sy__backward_max_pool2d(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: max_pool2d_backward(grad, result_indices, shape_of(x)) (ops[max_pool2d].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_max_pool2d_backward(ctx->grad, ctx->more_result[0], v0.v, v0.rank, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* conv2d (ops[conv2d]) */
sy_status sy__backward_conv2d(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* x: conv2d_backward_input(grad, weight, x, stride, pads, dilation, groups) (ops[conv2d].derivative.x) */
        SY__TRY(sy_conv2d_backward_input(ctx->grad, ctx->in[1], ctx->in[0], ctx->attrs->x[0].i, ctx->attrs->x[1].i, ctx->attrs->x[2].i, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* weight: conv2d_backward_weight(grad, x, weight, stride, pads, dilation, groups) (ops[conv2d].derivative.weight) */
        SY__TRY(sy_conv2d_backward_weight(ctx->grad, ctx->in[0], ctx->in[1], ctx->attrs->x[0].i, ctx->attrs->x[1].i, ctx->attrs->x[2].i, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* bias: sum(sum(sum(grad, 3, False), 2, False), 0, False) (ops[conv2d].derivative.bias) */
        SY__TRY(sy_sum(ctx->grad, 3, 0, &t[0]));
        SY__TRY(sy_sum(t[0], 2, 0, &t[1]));
        SY__TRY(sy_sum(t[1], 0, 0, &t[2]));
        ctx->grads[2] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* add_n (ops[add_n]) */
sy_status sy__backward_add_n(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    for (int k = 0; k < ctx->n_in; k++) { /* each tensor of xs */
        if (!ctx->needs[k])
            continue;
        ctx->variadic_at = 0;
        ctx->element = k - 0;
        /* xs: grad (ops[add_n].derivative.xs) */
        ctx->grads[k] = sy_tensor_retain(ctx->grad);
    }
    return st;
}

/* mean_n (ops[mean_n]) */
sy_status sy__backward_mean_n(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    for (int k = 0; k < ctx->n_in; k++) { /* each tensor of xs */
        if (!ctx->needs[k])
            continue;
        ctx->variadic_at = 0;
        ctx->element = k - 0;
        /* xs: list_share(grad) (ops[mean_n].derivative.xs) */
        SY__TRY(sy__bw_list_share(ctx, ctx->grad, &t[0]));
        ctx->grads[k] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* cumsum (ops[cumsum]) */
sy_status sy__backward_cumsum(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: cumsum(grad, axis, exclusive, negated(reverse)) (ops[cumsum].derivative.x) */
        SY__TRY(sy_cumsum(ctx->grad, (int)ctx->attrs->x[0].i[0], (bool)ctx->attrs->x[1].i[0], sy__bw_negated((bool)ctx->attrs->x[2].i[0]), &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* topk (ops[topk]) */
sy_status sy__backward_topk(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: gather_elements_backward(grad, result_indices, shape_of(x), axis) (ops[topk].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_gather_elements_backward(ctx->grad, ctx->more_result[0], v0.v, v0.rank, (int)ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* sort (ops[sort]) */
sy_status sy__backward_sort(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: gather_elements_backward(grad, result_indices, shape_of(x), axis) (ops[sort].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_gather_elements_backward(ctx->grad, ctx->more_result[0], v0.v, v0.rank, (int)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* trilu (ops[trilu]) */
sy_status sy__backward_trilu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: trilu(grad, k, upper) (ops[trilu].derivative.x) */
        SY__TRY(sy_trilu(ctx->grad, ctx->in[1], (bool)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* depth_to_space (ops[depth_to_space]) */
sy_status sy__backward_depth_to_space(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: depth_to_space_backward(grad, blocksize, mode) (ops[depth_to_space].derivative.x) */
        SY__TRY(sy_depth_to_space_backward(ctx->grad, ctx->attrs->x[0].i[0], (int)ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* space_to_depth (ops[space_to_depth]) */
sy_status sy__backward_space_to_depth(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: depth_to_space(grad, blocksize, 0) (ops[space_to_depth].derivative.x) */
        SY__TRY(sy_depth_to_space(ctx->grad, ctx->attrs->x[0].i[0], 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* tile (ops[tile]) */
sy_status sy__backward_tile(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: tile_backward(grad, shape_of(x), repeats) (ops[tile].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_tile_backward(ctx->grad, v0.v, v0.rank, ctx->attrs->x[0].i, ctx->attrs->x[0].n, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* gather_elements (ops[gather_elements]) */
sy_status sy__backward_gather_elements(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: gather_elements_backward(grad, indices, shape_of(x), axis) (ops[gather_elements].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_gather_elements_backward(ctx->grad, ctx->in[1], v0.v, v0.rank, (int)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* scatter_elements (ops[scatter_elements]) */
sy_status sy__backward_scatter_elements(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: scatter_elements_backward(grad, indices, updates, axis, reduction, False) (ops[scatter_elements].derivative.x) */
        SY__TRY(sy_scatter_elements_backward(ctx->grad, ctx->in[1], ctx->in[2], (int)ctx->attrs->x[0].i[0], (int)ctx->attrs->x[1].i[0], 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* updates: scatter_elements_backward(grad, indices, updates, axis, reduction, True) (ops[scatter_elements].derivative.updates) */
        SY__TRY(sy_scatter_elements_backward(ctx->grad, ctx->in[1], ctx->in[2], (int)ctx->attrs->x[0].i[0], (int)ctx->attrs->x[1].i[0], 1, &t[0]));
        ctx->grads[2] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* gather_nd (ops[gather_nd]) */
sy_status sy__backward_gather_nd(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: gather_nd_backward(grad, indices, shape_of(x), batch_dims) (ops[gather_nd].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_gather_nd_backward(ctx->grad, ctx->in[1], v0.v, v0.rank, ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* scatter_nd (ops[scatter_nd]) */
sy_status sy__backward_scatter_nd(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: scatter_nd_backward(grad, indices, updates, reduction, False) (ops[scatter_nd].derivative.x) */
        SY__TRY(sy_scatter_nd_backward(ctx->grad, ctx->in[1], ctx->in[2], (int)ctx->attrs->x[0].i[0], 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* updates: scatter_nd_backward(grad, indices, updates, reduction, True) (ops[scatter_nd].derivative.updates) */
        SY__TRY(sy_scatter_nd_backward(ctx->grad, ctx->in[1], ctx->in[2], (int)ctx->attrs->x[0].i[0], 1, &t[0]));
        ctx->grads[2] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* one_hot (ops[one_hot]) */
sy_status sy__backward_one_hot(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[1]) {
        /* values: one_hot_backward(grad, indices, axis) (ops[one_hot].derivative.values) */
        SY__TRY(sy_one_hot_backward(ctx->grad, ctx->in[0], (int)ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* leaky_relu (ops[leaky_relu]) */
sy_status sy__backward_leaky_relu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(x, 0), grad, mul(grad, alpha)) (ops[leaky_relu].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[2]));
        SY__TRY(sy_mul(ctx->grad, t[2], &t[3]));
        SY__TRY(sy_where(t[1], ctx->grad, t[3], &t[4]));
        ctx->grads[0] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* elu (ops[elu]) */
sy_status sy__backward_elu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[6] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(x, 0), grad, mul(grad, add(result, alpha))) (ops[elu].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[2]));
        SY__TRY(sy_add(ctx->result, t[2], &t[3]));
        SY__TRY(sy_mul(ctx->grad, t[3], &t[4]));
        SY__TRY(sy_where(t[1], ctx->grad, t[4], &t[5]));
        ctx->grads[0] = t[5];
        t[5] = NULL;
        sy__release_all(t, 6);
    }
done:
    sy__release_all(t, 6);
    return st;
}

/* celu (ops[celu]) */
sy_status sy__backward_celu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[7] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(x, 0), grad, mul(grad, exp(div(x, alpha)))) (ops[celu].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[2]));
        SY__TRY(sy_div(ctx->in[0], t[2], &t[3]));
        SY__TRY(sy_exp(t[3], &t[4]));
        SY__TRY(sy_mul(ctx->grad, t[4], &t[5]));
        SY__TRY(sy_where(t[1], ctx->grad, t[5], &t[6]));
        ctx->grads[0] = t[6];
        t[6] = NULL;
        sy__release_all(t, 7);
    }
done:
    sy__release_all(t, 7);
    return st;
}

/* thresholded_relu (ops[thresholded_relu]) */
sy_status sy__backward_thresholded_relu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[4] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(x, alpha), grad, 0) (ops[thresholded_relu].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[2]));
        SY__TRY(sy_where(t[1], ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
done:
    sy__release_all(t, 4);
    return st;
}

/* hard_sigmoid (ops[hard_sigmoid]) */
sy_status sy__backward_hard_sigmoid(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[9] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(logical_and(gt(result, 0), lt(result, 1)), mul(grad, alpha), 0) (ops[hard_sigmoid].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->result, t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 1.0, &t[2]));
        SY__TRY(sy_lt(ctx->result, t[2], &t[3]));
        SY__TRY(sy_logical_and(t[1], t[3], &t[4]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[5]));
        SY__TRY(sy_mul(ctx->grad, t[5], &t[6]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[7]));
        SY__TRY(sy_where(t[4], t[6], t[7], &t[8]));
        ctx->grads[0] = t[8];
        t[8] = NULL;
        sy__release_all(t, 9);
    }
done:
    sy__release_all(t, 9);
    return st;
}

/* selu (ops[selu]) */
sy_status sy__backward_selu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[11] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(x, 0), mul(grad, beta), mul(mul(mul(grad, exp(x)), alpha), beta)) (ops[selu].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[1].f, &t[2]));
        SY__TRY(sy_mul(ctx->grad, t[2], &t[3]));
        SY__TRY(sy_exp(ctx->in[0], &t[4]));
        SY__TRY(sy_mul(ctx->grad, t[4], &t[5]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[6]));
        SY__TRY(sy_mul(t[5], t[6], &t[7]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[1].f, &t[8]));
        SY__TRY(sy_mul(t[7], t[8], &t[9]));
        SY__TRY(sy_where(t[1], t[3], t[9], &t[10]));
        ctx->grads[0] = t[10];
        t[10] = NULL;
        sy__release_all(t, 11);
    }
done:
    sy__release_all(t, 11);
    return st;
}

/* shrink (ops[shrink]) */
sy_status sy__backward_shrink(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(abs(x), alpha), grad, 0) (ops[shrink].derivative.x) */
        SY__TRY(sy_abs(ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, ctx->attrs->x[0].f, &t[1]));
        SY__TRY(sy_gt(t[0], t[1], &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[3]));
        SY__TRY(sy_where(t[2], ctx->grad, t[3], &t[4]));
        ctx->grads[0] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* prelu (ops[prelu]) */
sy_status sy__backward_prelu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[5] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(gt(x, 0), grad, mul(grad, slope)) (ops[prelu].derivative.x) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy_mul(ctx->grad, ctx->in[1], &t[2]));
        SY__TRY(sy_where(t[1], ctx->grad, t[2], &t[3]));
        ctx->grads[0] = t[3];
        t[3] = NULL;
        sy__release_all(t, 4);
    }
    if (ctx->needs[1]) {
        /* slope: where(gt(x, 0), 0, mul(grad, x)) (ops[prelu].derivative.slope) */
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[0]));
        SY__TRY(sy_gt(ctx->in[0], t[0], &t[1]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[2]));
        SY__TRY(sy_mul(ctx->grad, ctx->in[0], &t[3]));
        SY__TRY(sy_where(t[1], t[2], t[3], &t[4]));
        ctx->grads[1] = t[4];
        t[4] = NULL;
        sy__release_all(t, 5);
    }
done:
    sy__release_all(t, 5);
    return st;
}

/* clip (ops[clip]) */
sy_status sy__backward_clip(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[6] = {NULL};
    if (ctx->needs[0]) {
        /* x: where(eq(result, x), grad, 0) (ops[clip].derivative.x) */
        SY__TRY(sy_eq(ctx->result, ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_where(t[0], ctx->grad, t[1], &t[2]));
        ctx->grads[0] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
    if (ctx->needs[1]) {
        /* low: where(eq(result, x), 0, where(eq(result, low), grad, 0)) (ops[clip].derivative.low) */
        SY__TRY(sy_eq(ctx->result, ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_eq(ctx->result, ctx->in[1], &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[3]));
        SY__TRY(sy_where(t[2], ctx->grad, t[3], &t[4]));
        SY__TRY(sy_where(t[0], t[1], t[4], &t[5]));
        ctx->grads[1] = t[5];
        t[5] = NULL;
        sy__release_all(t, 6);
    }
    if (ctx->needs[2]) {
        /* high: where(eq(result, x), 0, where(eq(result, high), grad, 0)) (ops[clip].derivative.high) */
        SY__TRY(sy_eq(ctx->result, ctx->in[0], &t[0]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[1]));
        SY__TRY(sy_eq(ctx->result, ctx->in[2], &t[2]));
        SY__TRY(sy__bw_scalar(ctx, 0.0, &t[3]));
        SY__TRY(sy_where(t[2], ctx->grad, t[3], &t[4]));
        SY__TRY(sy_where(t[0], t[1], t[4], &t[5]));
        ctx->grads[2] = t[5];
        t[5] = NULL;
        sy__release_all(t, 6);
    }
done:
    sy__release_all(t, 6);
    return st;
}

/* nll_loss (ops[nll_loss]) */
sy_status sy__backward_nll_loss(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: nll_loss_backward(grad, target, weight, shape_of(x), reduction, ignore_index, False) (ops[nll_loss].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_nll_loss_backward(ctx->grad, ctx->in[1], ctx->in[2], v0.v, v0.rank, (int)ctx->attrs->x[0].i[0], ctx->attrs->x[1].i[0], 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* weight: nll_loss_backward(grad, target, weight, shape_of(x), reduction, ignore_index, True) (ops[nll_loss].derivative.weight) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_nll_loss_backward(ctx->grad, ctx->in[1], ctx->in[2], v0.v, v0.rank, (int)ctx->attrs->x[0].i[0], ctx->attrs->x[1].i[0], 1, &t[0]));
        ctx->grads[2] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* flip (ops[flip]) */
sy_status sy__backward_flip(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: flip(grad, axes) (ops[flip].derivative.x) */
        SY__TRY(sy_flip(ctx->grad, ctx->attrs->x[0].i, ctx->attrs->x[0].n, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* gelu (ops[gelu]) */
sy_status sy__backward_gelu(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: gelu_backward(grad, x, approximate) (ops[gelu].derivative.x) */
        SY__TRY(sy_gelu_backward(ctx->grad, ctx->in[0], (int)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* avg_pool (ops[avg_pool]) */
sy_status sy__backward_avg_pool(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: avg_pool_backward(grad, shape_of(x), kernel, stride, pads, ceil_mode, count_include_pad) (ops[avg_pool].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_avg_pool_backward(ctx->grad, v0.v, v0.rank, ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, (bool)ctx->attrs->x[3].i[0], (bool)ctx->attrs->x[4].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* conv_transpose2d (ops[conv_transpose2d]) */
sy_status sy__backward_conv_transpose2d(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[3] = {NULL};
    if (ctx->needs[0]) {
        /* x: conv_transpose2d_backward_input(grad, weight, x, stride, pads, dilation, groups, output_padding) (ops[conv_transpose2d].derivative.x) */
        SY__TRY(sy_conv_transpose2d_backward_input(ctx->grad, ctx->in[1], ctx->in[0], ctx->attrs->x[0].i, ctx->attrs->x[1].i, ctx->attrs->x[2].i, ctx->attrs->x[3].i[0], ctx->attrs->x[4].i, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* weight: conv2d_backward_weight(x, grad, weight, stride, pads, dilation, groups) (ops[conv_transpose2d].derivative.weight) */
        SY__TRY(sy_conv2d_backward_weight(ctx->in[0], ctx->grad, ctx->in[1], ctx->attrs->x[0].i, ctx->attrs->x[1].i, ctx->attrs->x[2].i, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* bias: sum(sum(sum(grad, 3, False), 2, False), 0, False) (ops[conv_transpose2d].derivative.bias) */
        SY__TRY(sy_sum(ctx->grad, 3, 0, &t[0]));
        SY__TRY(sy_sum(t[0], 2, 0, &t[1]));
        SY__TRY(sy_sum(t[1], 0, 0, &t[2]));
        ctx->grads[2] = t[2];
        t[2] = NULL;
        sy__release_all(t, 3);
    }
done:
    sy__release_all(t, 3);
    return st;
}

/* conv (ops[conv]) */
sy_status sy__backward_conv(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: conv_backward_input(grad, weight, x, stride, pads, dilation, groups) (ops[conv].derivative.x) */
        SY__TRY(sy_conv_backward_input(ctx->grad, ctx->in[1], ctx->in[0], ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* weight: conv_backward_weight(grad, x, weight, stride, pads, dilation, groups) (ops[conv].derivative.weight) */
        SY__TRY(sy_conv_backward_weight(ctx->grad, ctx->in[0], ctx->in[1], ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* bias: conv_backward_bias(grad) (ops[conv].derivative.bias) */
        SY__TRY(sy_conv_backward_bias(ctx->grad, &t[0]));
        ctx->grads[2] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* conv_transpose (ops[conv_transpose]) */
sy_status sy__backward_conv_transpose(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: conv_transpose_backward_input(grad, weight, x, stride, pads, dilation, groups, output_padding) (ops[conv_transpose].derivative.x) */
        SY__TRY(sy_conv_transpose_backward_input(ctx->grad, ctx->in[1], ctx->in[0], ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i[0], ctx->attrs->x[4].i, ctx->attrs->x[4].n, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* weight: conv_backward_weight(x, grad, weight, stride, pads, dilation, groups) (ops[conv_transpose].derivative.weight) */
        SY__TRY(sy_conv_backward_weight(ctx->in[0], ctx->grad, ctx->in[1], ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* bias: conv_backward_bias(grad) (ops[conv_transpose].derivative.bias) */
        SY__TRY(sy_conv_backward_bias(ctx->grad, &t[0]));
        ctx->grads[2] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* max_pool (ops[max_pool]) */
sy_status sy__backward_max_pool(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: max_pool_backward(grad, result_indices, shape_of(x), storage_order) (ops[max_pool].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_max_pool_backward(ctx->grad, ctx->more_result[0], v0.v, v0.rank, ctx->attrs->x[5].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* lp_pool (ops[lp_pool]) */
sy_status sy__backward_lp_pool(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: lp_pool_backward(grad, x, result, kernel, stride, pads, p) (ops[lp_pool].derivative.x) */
        SY__TRY(sy_lp_pool_backward(ctx->grad, ctx->in[0], ctx->result, ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* adaptive_avg_pool (ops[adaptive_avg_pool]) */
sy_status sy__backward_adaptive_avg_pool(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: adaptive_avg_pool_backward(grad, shape_of(x)) (ops[adaptive_avg_pool].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_adaptive_avg_pool_backward(ctx->grad, v0.v, v0.rank, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* adaptive_max_pool (ops[adaptive_max_pool]) */
sy_status sy__backward_adaptive_max_pool(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: max_pool_backward(grad, result_indices, shape_of(x), 0) (ops[adaptive_max_pool].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_max_pool_backward(ctx->grad, ctx->more_result[0], v0.v, v0.rank, 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* group_norm (ops[group_norm]) */
sy_status sy__backward_group_norm(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: group_norm_backward(grad, x, scale, num_groups, epsilon, 0) (ops[group_norm].derivative.x) */
        SY__TRY(sy_group_norm_backward(ctx->grad, ctx->in[0], ctx->in[1], ctx->attrs->x[0].i[0], ctx->attrs->x[1].f, 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* scale: group_norm_backward(grad, x, scale, num_groups, epsilon, 1) (ops[group_norm].derivative.scale) */
        SY__TRY(sy_group_norm_backward(ctx->grad, ctx->in[0], ctx->in[1], ctx->attrs->x[0].i[0], ctx->attrs->x[1].f, 1, &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[2]) {
        /* bias: group_norm_backward(grad, x, scale, num_groups, epsilon, 2) (ops[group_norm].derivative.bias) */
        SY__TRY(sy_group_norm_backward(ctx->grad, ctx->in[0], ctx->in[1], ctx->attrs->x[0].i[0], ctx->attrs->x[1].f, 2, &t[0]));
        ctx->grads[2] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* stack (ops[stack]) */
sy_status sy__backward_stack(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    for (int k = 0; k < ctx->n_in; k++) { /* each tensor of xs */
        if (!ctx->needs[k])
            continue;
        ctx->variadic_at = 0;
        ctx->element = k - 0;
        /* xs: stack_part(grad, axis) (ops[stack].derivative.xs) */
        SY__TRY(sy__bw_stack_part(ctx, ctx->grad, (int)ctx->attrs->x[0].i[0], &t[0]));
        ctx->grads[k] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* resize (ops[resize]) */
sy_status sy__backward_resize(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: resize_backward(grad, roi, scales, shape_of(x), mode, transform, nearest_mode, cubic_coeff_a, exclude_outside) (ops[resize].derivative.x) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_resize_backward(ctx->grad, ctx->in[1], ctx->in[2], v0.v, v0.rank, (int)ctx->attrs->x[1].i[0], (int)ctx->attrs->x[2].i[0], (int)ctx->attrs->x[3].i[0], ctx->attrs->x[4].f, (bool)ctx->attrs->x[5].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* mse_loss (ops[mse_loss]) */
sy_status sy__backward_mse_loss(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: mse_loss_backward(grad, x, target, reduction, False) (ops[mse_loss].derivative.x) */
        SY__TRY(sy_mse_loss_backward(ctx->grad, ctx->in[0], ctx->in[1], (int)ctx->attrs->x[0].i[0], 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* target: mse_loss_backward(grad, x, target, reduction, True) (ops[mse_loss].derivative.target) */
        SY__TRY(sy_mse_loss_backward(ctx->grad, ctx->in[0], ctx->in[1], (int)ctx->attrs->x[0].i[0], 1, &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* embedding (ops[embedding]) */
sy_status sy__backward_embedding(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* weight: gather_backward(grad, indices, shape_of(weight), 0) (ops[embedding].derivative.weight) */
        sy__dims v0 = sy__bw_shape_of(ctx->in[0]);
        SY__TRY(sy_gather_backward(ctx->grad, ctx->in[1], v0.v, v0.rank, 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* reverse_sequence (ops[reverse_sequence]) */
sy_status sy__backward_reverse_sequence(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: reverse_sequence(grad, sequence_lens, batch_axis, time_axis) (ops[reverse_sequence].derivative.x) */
        SY__TRY(sy_reverse_sequence(ctx->grad, ctx->in[1], ctx->attrs->x[0].i[0], ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* grid_sample (ops[grid_sample]) */
sy_status sy__backward_grid_sample(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: grid_sample_backward(grad, x, grid, mode, padding_mode, align_corners, False) (ops[grid_sample].derivative.x) */
        SY__TRY(sy_grid_sample_backward(ctx->grad, ctx->in[0], ctx->in[1], (int)ctx->attrs->x[0].i[0], (int)ctx->attrs->x[1].i[0], (bool)ctx->attrs->x[2].i[0], 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
    if (ctx->needs[1]) {
        /* grid: grid_sample_backward(grad, x, grid, mode, padding_mode, align_corners, True) (ops[grid_sample].derivative.grid) */
        SY__TRY(sy_grid_sample_backward(ctx->grad, ctx->in[0], ctx->in[1], (int)ctx->attrs->x[0].i[0], (int)ctx->attrs->x[1].i[0], (bool)ctx->attrs->x[2].i[0], 1, &t[0]));
        ctx->grads[1] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* max_unpool (ops[max_unpool]) */
sy_status sy__backward_max_unpool(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: max_unpool_backward(grad, indices) (ops[max_unpool].derivative.x) */
        SY__TRY(sy_max_unpool_backward(ctx->grad, ctx->in[1], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* col2im (ops[col2im]) */
sy_status sy__backward_col2im(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: im2col(grad, block_shape, stride, pads, dilation) (ops[col2im].derivative.x) */
        SY__TRY(sy_im2col(ctx->grad, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i, ctx->attrs->x[3].n, ctx->attrs->x[4].i, ctx->attrs->x[4].n, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* im2col (ops[im2col]) */
sy_status sy__backward_im2col(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: col2im(grad, spatial_shape_of(x), block_shape, stride, pads, dilation) (ops[im2col].derivative.x) */
        sy__dims v0 = sy__bw_spatial_shape_of(ctx->in[0]);
        SY__TRY(sy_col2im(ctx->grad, v0.v, v0.rank, ctx->attrs->x[0].i, ctx->attrs->x[0].n, ctx->attrs->x[1].i, ctx->attrs->x[1].n, ctx->attrs->x[2].i, ctx->attrs->x[2].n, ctx->attrs->x[3].i, ctx->attrs->x[3].n, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* all_reduce (ops[all_reduce]) */
sy_status sy__backward_all_reduce(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: all_reduce_backward(grad, x, result, comm, op) (ops[all_reduce].derivative.x) */
        SY__TRY(sy_all_reduce_backward(ctx->grad, ctx->in[0], ctx->result, sy__comm_of_id(ctx->attrs->x[0].i[0]), (int)ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* broadcast (ops[broadcast]) */
sy_status sy__backward_broadcast(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: broadcast_backward(grad, comm, root) (ops[broadcast].derivative.x) */
        SY__TRY(sy_broadcast_backward(ctx->grad, sy__comm_of_id(ctx->attrs->x[0].i[0]), ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* all_gather (ops[all_gather]) */
sy_status sy__backward_all_gather(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: reduce_scatter(grad, comm, 0) (ops[all_gather].derivative.x) */
        SY__TRY(sy_reduce_scatter(ctx->grad, sy__comm_of_id(ctx->attrs->x[0].i[0]), 0, &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

/* reduce_scatter (ops[reduce_scatter]) */
sy_status sy__backward_reduce_scatter(sy__backward_ctx *ctx)
{
    sy_status st = SY_OK;
    sy_tensor *t[1] = {NULL};
    if (ctx->needs[0]) {
        /* x: reduce_scatter_backward(x, grad, result, comm, op) (ops[reduce_scatter].derivative.x) */
        SY__TRY(sy_reduce_scatter_backward(ctx->in[0], ctx->grad, ctx->result, sy__comm_of_id(ctx->attrs->x[0].i[0]), (int)ctx->attrs->x[1].i[0], &t[0]));
        ctx->grads[0] = t[0];
        t[0] = NULL;
        sy__release_all(t, 1);
    }
done:
    sy__release_all(t, 1);
    return st;
}

