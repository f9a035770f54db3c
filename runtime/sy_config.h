/* switchyard: build configuration.
 *
 * generated/sy_backends.h includes this file before defaulting every
 * SY_WITH_<NAME> to 1. It is empty in the repository (the Makefile passes
 * -DSY_WITH_<NAME>=0 for BACKENDS subsets); `make vendor` and `make install`
 * write the chosen subset here, so programs including switchyard.h agree
 * with the library they link without extra -D flags. */
#ifndef SY_CONFIG_H
#define SY_CONFIG_H

#endif
