/* switchyard: the geometry of the convolutions over 1 to 3 spatial axes
 * (conv, conv_transpose and their gradient ops), shared by their shape rules
 * (runtime/sy_rules_conv.c) and their kernels (kernels/cpu/sy_cpu_convnd.c).
 *
 * A tensor is [N, C, D1, ..., Dk], k = 1..3; stride and dilation have k
 * values or none (all 1), pads 2k or none (all 0; ONNX's layout: [begin of
 * D1, ..., begin of Dk, end of D1, ..., end of Dk]). The geometry always has
 * three axes: a spatial rank below 3 is padded at the front with axes of
 * length 1, kernel 1, stride 1, dilation 1 and no pads, which change nothing.
 */
#ifndef SY_CONV_H
#define SY_CONV_H

#include <stdint.h>

#include "sy_contract.h"

typedef struct sy_conv_geom {
    int n;                                /* spatial axes, 1..3 */
    int64_t s[3], dl[3], lo[3], hi[3], op[3]; /* op: output_padding */
} sy_conv_geom;

/* The attributes (checked by the rule: lengths 0 or n, 2n for pads) into g;
 * output_padding may be NULL. */
static inline void sy_conv_geom_of(int n, const sy_attr_value *stride, const sy_attr_value *pads,
                                   const sy_attr_value *dilation, const sy_attr_value *out_pad, sy_conv_geom *g)
{
    g->n = n;
    for (int j = 0; j < 3; j++) {
        const int at = j - (3 - n);
        g->s[j] = at >= 0 && stride->n ? stride->i[at] : 1;
        g->dl[j] = at >= 0 && dilation->n ? dilation->i[at] : 1;
        g->lo[j] = at >= 0 && pads->n ? pads->i[at] : 0;
        g->hi[j] = at >= 0 && pads->n ? pads->i[n + at] : 0;
        g->op[j] = at >= 0 && out_pad && out_pad->n ? out_pad->i[at] : 0;
    }
}

/* The three spatial lengths of a [N, C, D1..Dk] shape, padded at the front with 1s. */
static inline void sy_conv_dims(const int64_t *shape, int rank, int64_t d[3])
{
    const int n = rank - 2;
    for (int j = 0; j < 3; j++)
        d[j] = j - (3 - n) >= 0 ? shape[2 + j - (3 - n)] : 1;
}

#endif
