/* switchyard: the sliding-block geometry of col2im and im2col over 1 to 3
 * spatial axes, shared by their shape rules (runtime/sy_rules_col2im.c) and
 * their cpu kernels (kernels/cpu/sy_cpu_col2im.c). Along an axis, block l's
 * tap t lies at l * stride - pad + t * dilation of an image of length d;
 * there are n = (d + pads begin + pads end - dilation * (b - 1) - 1) / stride
 * + 1 blocks. The rules check every length and attribute (block, stride and
 * dilation 1..2^31-1, pads and image lengths 0..2^31-1, n >= 1), so no
 * position below overflows int64. The geometry always has three axes: a
 * spatial rank below 3 is padded at the front with axes of length 1, block
 * 1 and no pads, which change nothing.
 */
#ifndef SY_COL2IM_H
#define SY_COL2IM_H

#include <stdint.h>

#include "sy_contract.h"

typedef struct sy_c2i_axis {
    int64_t d;        /* the image's length */
    int64_t b;        /* the block's length */
    int64_t s, p, dl; /* stride, pad at the beginning, dilation */
    int64_t n;        /* how many blocks */
} sy_c2i_axis;

typedef struct sy_c2i_geom {
    int64_t planes;    /* N * C */
    int64_t taps;      /* B, the product of the blocks' lengths */
    int64_t blocks;    /* L, the product of the blocks' counts */
    int64_t image;     /* the product of the image's lengths */
    sy_c2i_axis ax[3]; /* the last k are the spatial axes */
} sy_c2i_geom;

/* how many blocks fit along an axis; 0 or less where none does */
static inline int64_t sy_c2i_count(int64_t d, int64_t b, int64_t stride, int64_t begin, int64_t end, int64_t dilation)
{
    const int64_t span = d + begin + end - dilation * (b - 1) - 1;
    return span < 0 ? 0 : span / stride + 1;
}

/* k spatial axes: image lengths d, block lengths b, and the attribute lists as
 * given (stride, dilation: k values or none; pads: 2k values or none). */
static inline void sy_c2i_geom_of(int k, int64_t planes, const int64_t *d, const int64_t *b, const sy_attr_value *s,
                                  const sy_attr_value *p, const sy_attr_value *dl, sy_c2i_geom *g)
{
    g->planes = planes;
    g->taps = g->blocks = g->image = 1;
    for (int j = 0; j < 3; j++) {
        const int at = j - (3 - k);
        sy_c2i_axis *a = &g->ax[j];
        if (at < 0) {
            *a = (sy_c2i_axis){1, 1, 1, 0, 1, 1};
            continue;
        }
        a->d = d[at];
        a->b = b[at];
        a->s = s->n ? s->i[at] : 1;
        a->dl = dl->n ? dl->i[at] : 1;
        a->p = p->n ? p->i[at] : 0;
        a->n = sy_c2i_count(a->d, a->b, a->s, a->p, p->n ? p->i[k + at] : 0, a->dl);
        g->taps *= a->b;
        g->blocks *= a->n;
        g->image *= a->d;
    }
}

/* the block along axis a whose tap t lies at position i: its index, or -1
 * where none does (i + pad - t * dilation not a multiple of stride, or
 * outside the blocks) */
static inline int64_t sy_c2i_block(const sy_c2i_axis *a, int64_t i, int64_t t)
{
    const int64_t q = i + a->p - t * a->dl;
    if (q < 0 || q % a->s != 0 || q / a->s >= a->n)
        return -1;
    return q / a->s;
}

/* the position along axis a of block l's tap t: inside the image when in
 * 0..d - 1, in the padding otherwise */
static inline int64_t sy_c2i_pos(const sy_c2i_axis *a, int64_t l, int64_t t)
{
    return l * a->s - a->p + t * a->dl;
}

#endif
