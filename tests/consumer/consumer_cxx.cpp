// The public header from C++: switchyard.h (and sy_simd.h when the simd
// backend is in) compile as C++ and link against the C library. Built by
// tests/cmake_consumer.sh next to consumer.c.
#include <cstdio>
#include <cstring>

#include "switchyard.h"
#if SY_WITH_SIMD
#include "sy_simd.h"
#endif

// SY_AXES is a constant expression in C++ too, neither an axis nor SY_AXIS_ALL
static_assert(SY_IS_AXES(SY_AXES(0, -1)) && !SY_IS_AXES(SY_AXIS_ALL) && !SY_IS_AXES(-1), "SY_AXES");

int main()
{
    if (std::strcmp(sy_version(), SY_VERSION_STRING) != 0) {
        std::fprintf(stderr, "library %s, headers %s\n", sy_version(), SY_VERSION_STRING);
        return 1;
    }
    const float a[4] = {1, 2, 3, 4};
    const int64_t shape[2] = {2, 2};
    sy_device device;
    sy_tensor *t = nullptr, *prod = nullptr, *total = nullptr;
    float out[4], sum = 0;
    if (sy_device_default(&device) != SY_OK || sy_tensor_from_data(a, SY_DTYPE_F32, shape, 2, device, &t) != SY_OK ||
        sy_matmul(t, t, &prod) != SY_OK || sy_tensor_to_data(prod, out, sizeof out) != SY_OK ||
        sy_sum(prod, SY_AXES(0, -1), false, &total) != SY_OK || sy_tensor_to_data(total, &sum, sizeof sum) != SY_OK) {
        std::fprintf(stderr, "consumer_cxx: %s\n", sy_last_error());
        return 1;
    }
    sy_tensor_release(t);
    sy_tensor_release(prod);
    sy_tensor_release(total);
    if (out[0] != 7 || out[1] != 10 || out[2] != 15 || out[3] != 22 || sum != 54)
        return 1;
#if SY_WITH_SIMD
    std::printf("consumer_cxx: switchyard %s from C++, [[1 2] [3 4]]^2 = [[7 10] [15 22]], simd variant %s\n",
                sy_version(), sy_simd_isa());
#else
    std::printf("consumer_cxx: switchyard %s from C++, [[1 2] [3 4]]^2 = [[7 10] [15 22]]\n", sy_version());
#endif
    return 0;
}
