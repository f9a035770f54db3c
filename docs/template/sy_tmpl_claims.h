/* switchyard device-backend template: the dtypes its kernels take, one line
 * per op (generator/claims.py reads it: backends.yaml's `ops:` of the
 * backend may list only these; sy_tmpl.c's TAKES tests them). Only
 * #defines here: the generator does not run the preprocessor. */
#ifndef SY_TMPL_CLAIMS_H
#define SY_TMPL_CLAIMS_H

#include "switchyard.h"

#define SY__TMPL_TAKES_zeros SY__EACH_F32
#define SY__TMPL_TAKES_ones SY__EACH_F32
#define SY__TMPL_TAKES_full SY__EACH_F32
#define SY__TMPL_TAKES_add SY__EACH_F32
#define SY__TMPL_TAKES_mul SY__EACH_F32
#define SY__TMPL_TAKES_matmul SY__EACH_F32
#define SY__TMPL_TAKES_sum SY__EACH_F32
#define SY__TMPL_TAKES_leaky_relu SY__EACH_F32

#endif
