/* switchyard: the ABI version of the handwritten runtime.
 *
 * Every file in generated/ checks this number with an #error guard, so a
 * generated/ rendered for another runtime fails to compile instead of
 * misbehaving. Bump it together with `abi:` in backends.yaml whenever a
 * structure or function the generated code relies on changes. */
#ifndef SY_ABI_H
#define SY_ABI_H

#define SY_RUNTIME_ABI 5

#endif
