/* switchyard: SY_API, the mark of a public function.
 *
 * The library's objects are compiled with -fvisibility=hidden and
 * SY_BUILDING_LIBRARY defined (the Makefile, CMakeLists.txt and a vendored
 * copy's Makefile do both), so libswitchyard.so exports only the functions
 * declared with SY_API: those of switchyard.h, sy_ops.h, sy_contract.h and a
 * backend's public header (sy_simd.h). The internal sy__ functions and the
 * backends' sy_k_ symbols stay hidden; in libswitchyard.a they are global
 * but STV_HIDDEN, so a static link resolves them as before. A program
 * including the headers needs nothing: there SY_API is empty. */
#ifndef SY_EXPORT_H
#define SY_EXPORT_H

#if defined(SY_BUILDING_LIBRARY) && (defined(__GNUC__) || defined(__clang__))
#define SY_API __attribute__((visibility("default")))
#else
#define SY_API
#endif

#endif
