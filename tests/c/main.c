/* Runs every Check suite.
 *
 * Check forks a process per test unless CK_FORK=no. The suites are built in
 * the parent, and building them counts devices, which starts the driver of
 * every backend with a run-time device count (`devices: runtime`, such as
 * opencl); such drivers do not survive fork(). So when one of those backends
 * is enabled and CK_FORK is not set, every test runs in this one process, as
 * under the sanitizers (where CK_FORK=no also lets LeakSanitizer see the
 * whole run). CK_FORK=yes forces forking (the runtime-count backends then
 * refuse work in the children with SY_E_DEVICE_ERROR). */
#include <stdio.h>
#include <stdlib.h>

#include "sy_test.h"

static int driver_backends(void)
{
    int n = 0;
    for (int id = 0; id < SY_BACKEND_ID_LIMIT; id++) {
        const sy__backend_info *b = &sy__backend_table[id];
        n += b->name != NULL && b->enabled && b->hooks.device_count != NULL;
    }
    return n;
}

int main(void)
{
    SRunner *runner = srunner_create(NULL);
#define SY_ADD_SUITE(name) srunner_add_suite(runner, suite_##name());
    SY_SUITES(SY_ADD_SUITE)
#undef SY_ADD_SUITE
    if (getenv("CK_FORK") == NULL && driver_backends() > 0) {
        printf("Running every test in one process (a backend with a run-time device count is enabled; "
               "CK_FORK=yes overrides)\n");
        srunner_set_fork_status(runner, CK_NOFORK);
    }
    sy_ck_marks = srunner_fork_status(runner) == CK_FORK;
    srunner_run_all(runner, CK_NORMAL);
    int failed = srunner_ntests_failed(runner);
    srunner_free(runner);
    sy_shutdown();
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
