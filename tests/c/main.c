/* Runs every Check suite. CK_FORK=no (used under the sanitizers) runs them
 * in one process so LeakSanitizer sees everything. */
#include <stdlib.h>

#include "sy_test.h"

int main(void)
{
    SRunner *runner = srunner_create(NULL);
#define SY_ADD_SUITE(name) srunner_add_suite(runner, suite_##name());
    SY_SUITES(SY_ADD_SUITE)
#undef SY_ADD_SUITE
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
