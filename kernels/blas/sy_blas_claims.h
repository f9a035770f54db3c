/* switchyard blas backend: the dtypes its kernels take, one line per op
 * (generator/claims.py reads it; sy_blas_matmul.c switches with it). Only
 * #defines here: the generator does not run the preprocessor. */
#ifndef SY_BLAS_CLAIMS_H
#define SY_BLAS_CLAIMS_H

#include "switchyard.h"

#define SY__BLAS_TAKES_matmul(X, a) SY__EACH_F32(X, a) SY__EACH_F64(X, a)

#endif
