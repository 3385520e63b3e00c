// ISA-L's deflate (igzip) through dlopen, for the PNG writer's default stream (ring_png_direct.c).
//
// Why ISA-L: on 256-px ring frames it deflates in about a fifth of zlib's or libdeflate's time at
// their fast levels, for files within a few per cent of theirs (Benchmarks/README.md, "PNG
// encoding"). Why not linked: as libdeflate (ring_deflate.h), so that commands that write no PNG
// (`ringgen --version`, SVG, the terminal) do not map and relocate it.
#ifndef RING_ISAL_H
#define RING_ISAL_H

#include <isa-l/igzip_lib.h>

/// ISA-L's functions that CRingPNG calls, each with ISA-L's own declared type.
#define RING_ISAL_FUNCTIONS(X) \
  X(isal_deflate_init) \
  X(isal_deflate)

#define RING_ISAL_POINTER(name) __typeof__(name) *name;
typedef struct {
  RING_ISAL_FUNCTIONS(RING_ISAL_POINTER)
} ring_isal_functions;
#undef RING_ISAL_POINTER

/// The functions, loaded once (thread-safe); NULL, with `*problem` set to the reason ("cannot
/// load libisal.so.2 (install libisal2): …"), when the library cannot be loaded.
const ring_isal_functions *ring_isal(const char **problem);

/// A deflate stream and the buffer ISA-L's levels 1 to 3 need, allocated once per thread and
/// reused, since they are some 400 KB that fresh pages would make slow to touch on every image;
/// freed when the thread ends. NULL when memory runs out.
struct isal_zstream *ring_isal_stream(uint32_t level);

#endif
