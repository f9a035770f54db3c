/* The README's first API example, as a program: the text between the
 * readme:begin and readme:end lines is the README's excerpt, verbatim (a
 * pytest keeps them equal); `make test` builds and runs it, and the subset
 * matrix runs it on every backend subset that has cpu and simd. */
#include <stdio.h>
#include <stdlib.h>

#include "example.h"

int main(void)
{
    if (!sy_backend_enabled(SY_BACKEND_SIMD)) {
        printf("readme_api: simd is not compiled in; the example does not apply\n");
        return 0;
    }
    /* readme:begin */
sy_device dev;
CHECK(sy_device_default(&dev));                   /* SY_DEVICE=sim:1 overrides, else yaml order */
float a[6] = {1, 2, 3, 4, 5, 6}, b[3] = {10, 20, 30};
int64_t sa[2] = {2, 3}, sb[1] = {3};
sy_tensor *ta, *tb, *sum, *mixed, *on_simd;
CHECK(sy_tensor_from_data(a, SY_DTYPE_F32, sa, 2, dev, &ta));
CHECK(sy_tensor_from_data(b, SY_DTYPE_F32, sb, 1, dev, &tb));
CHECK(sy_add(ta, tb, &sum));                      /* broadcasts [2,3] + [3] */
float out[6];
CHECK(sy_tensor_to_data(sum, out, sizeof out));   /* 11 22 33 14 25 36, from any device */

CHECK(sy_to_device(ta, sy_device_of(SY_BACKEND_SIMD, 0), &on_simd));   /* zero-copy from cpu */
sy_status st = sy_add(ta, on_simd, &mixed);       /* mixed == NULL */
if (st != SY_OK)                                  /* SY_E_BACKEND_MISMATCH, and sy_last_error() says */
    fprintf(stderr, "%s\n", sy_last_error());     /* "The provided tensors are not on the same backend.
                                                   *  Got backends cpu and simd. (sy_add: a on cpu:0, b on simd:0)
                                                   *  [SY_E_BACKEND_MISMATCH]" */
sy_tensor_release(mixed);                         /* NULL is fine */
sy_tensor_release(on_simd);                       /* every tensor handed out, once */
sy_tensor_release(sum);
sy_tensor_release(ta);
sy_tensor_release(tb);
    /* readme:end */
    const float want[6] = {11, 22, 33, 14, 25, 36};
    for (int i = 0; i < 6; i++)
        if (out[i] != want[i]) {
            fprintf(stderr, "readme_api: element %d is %g, want %g\n", i, out[i], want[i]);
            return 1;
        }
    sy_status expected = dev.backend == SY_BACKEND_SIMD ? SY_OK : SY_E_BACKEND_MISMATCH;
    if (st != expected) {
        fprintf(stderr, "readme_api: the mixed add gave %s, want %s\n", sy_status_name(st), sy_status_name(expected));
        return 1;
    }
    char name[64];
    sy_device_format(dev, name, sizeof name);
    printf("readme_api: ok on %s\n", name);
    sy_shutdown();
    return 0;
}
