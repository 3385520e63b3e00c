// CRingPango and CRingChafa declare Pango's and chafa's types, functions and constants
// themselves, so that ringgen does not link the libraries (see ring_pango.h and ring_chafa.h).
// This target compiles those declarations against the libraries' own headers, with static
// assertions: a prototype, constant or struct layout that differs fails the test build, rather
// than a render. It has nothing to call.
#ifndef RING_ABI_CHECK_H
#define RING_ABI_CHECK_H

#include <stddef.h>

#define SAME_TYPE(a, b) __builtin_types_compatible_p(a, b)

// For a shim's X-macro table of functions: the wrapper `ring_NAME` has the table's prototype,
// and CHECK_NAME, which each check file defines for every function, compares that prototype
// with the library's. A function missing from the check file is an undefined CHECK_ macro, so
// none goes unchecked.
#define CHECK_PROTOTYPE(result, name, parameters, arguments) \
  _Static_assert(SAME_TYPE(__typeof__(&ring_##name), result(*) parameters), #name " wrapper"); \
  CHECK_##name

// The library's own prototype of `name` is exactly the wrapper's.
#define CHECK_DIRECT(name) \
  _Static_assert(SAME_TYPE(__typeof__(&name), __typeof__(&ring_##name)), #name " prototype");

// A struct the shim mirrors has the library's offset and size for `field`.
#define SAME_FIELD(ours, theirs, field) \
  _Static_assert(offsetof(ours, field) == offsetof(theirs, field) && \
                   sizeof(((ours *)0)->field) == sizeof(((theirs *)0)->field), \
                 #theirs "." #field);

#endif
