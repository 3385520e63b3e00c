// CRingPango and CRingChafa declare Pango's and chafa's types, functions and constants
// themselves, so that ringgen does not link the libraries (see ring_pango.h and ring_chafa.h).
// This target compiles those declarations against the libraries' own headers, with static
// assertions: a prototype, constant or struct layout that differs fails the test build, rather
// than a render. It has nothing to call.
#ifndef RING_ABI_CHECK_H
#define RING_ABI_CHECK_H
#endif
