/* A program of another repository using a vendored switchyard: built with
 * only a C compiler by tests/vendor_consumer.sh, and through CMake by
 * tests/cmake_consumer.sh. It computes on every enabled device and checks
 * the answers, so a broken vendor copy fails loudly. */
#include <math.h>
#include <stdio.h>

#include "switchyard.h"

#define CHECK(x)                                                                                              \
    do {                                                                                                      \
        sy_status st_ = (x);                                                                                  \
        if (st_ != SY_OK) {                                                                                   \
            fprintf(stderr, "%s: %s (%s)\n", #x, sy_status_str(st_), sy_last_error());                        \
            return 1;                                                                                         \
        }                                                                                                     \
    } while (0)

int main(void)
{
    const float a[6] = {1, 2, 3, 4, 5, 6}, b[3] = {0.5f, -1, 2};
    const int64_t sa[2] = {2, 3}, sb[1] = {3};
    int devices = 0;
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
        for (int i = 0; i < sy_backend_device_count((sy_backend)id); i++) {
            if (!sy_backend_enabled((sy_backend)id))
                continue;
            sy_device d = sy_device_of((sy_backend)id, i);
            sy_tensor *ta, *tb, *prod, *sum;
            float out[2];
            CHECK(sy_tensor_from_data(a, SY_DTYPE_F32, sa, 2, d, &ta));
            CHECK(sy_tensor_from_data(b, SY_DTYPE_F32, sb, 1, d, &tb));
            CHECK(sy_mul(ta, tb, &prod));        /* broadcast [2,3] * [3] */
            CHECK(sy_sum(prod, 1, false, &sum)); /* [2] */
            CHECK(sy_tensor_to_data(sum, out, sizeof out));
            if (fabsf(out[0] - 4.5f) > 1e-6f || fabsf(out[1] - 9.0f) > 1e-6f) {
                fprintf(stderr, "wrong result on %s:%d: %g %g\n", sy_backend_name((sy_backend)id), i, out[0], out[1]);
                return 1;
            }
            sy_tensor_release(ta);
            sy_tensor_release(tb);
            sy_tensor_release(prod);
            sy_tensor_release(sum);
            devices++;
        }
    }
    printf("consumer: sum(a * b, axis 1) = [4.5, 9] on %d devices\n", devices);
    return devices > 0 ? 0 : 1;
}
