/* What the examples share: CHECK(call) prints the failing call, its status
 * and sy_last_error(), and exits. Built from the public header alone. */
#ifndef SY_EXAMPLE_H
#define SY_EXAMPLE_H

#include <stdio.h>
#include <stdlib.h>

#include "switchyard.h"

#define CHECK(x)                                                                                              \
    do {                                                                                                      \
        sy_status st_ = (x);                                                                                  \
        if (st_ != SY_OK) {                                                                                   \
            fprintf(stderr, "%s:%d: %s: %s (%s)\n", __FILE__, __LINE__, #x, sy_status_str(st_), sy_last_error()); \
            exit(1);                                                                                          \
        }                                                                                                     \
    } while (0)

#endif
