// libdeflate through dlopen, for CRingPNG's whole-image writer (ring_png_direct.c) and reader
// (ring_png_inflate.c).
//
// Why not linked: only PNGs written at a level chosen for libdeflate, APNG frames and compare's
// PNG reader use it, and a linked library is mapped and relocated by every ringgen process,
// `ringgen --version` and every unlabelled ring included (the start-up row of Benchmarks/README.md).
#ifndef RING_DEFLATE_H
#define RING_DEFLATE_H

#include <libdeflate.h>

/// libdeflate's functions that CRingPNG calls, each with libdeflate's own declared type.
#define RING_DEFLATE_FUNCTIONS(X) \
  X(libdeflate_alloc_compressor) \
  X(libdeflate_zlib_compress_bound) \
  X(libdeflate_zlib_compress) \
  X(libdeflate_free_compressor) \
  X(libdeflate_crc32) \
  X(libdeflate_alloc_decompressor) \
  X(libdeflate_deflate_decompress_ex) \
  X(libdeflate_free_decompressor)

#define RING_DEFLATE_POINTER(name) __typeof__(name) *name;
typedef struct {
  RING_DEFLATE_FUNCTIONS(RING_DEFLATE_POINTER)
} ring_deflate_functions;
#undef RING_DEFLATE_POINTER

/// The functions, loaded once (thread-safe); NULL, with `*problem` set to the reason ("cannot
/// load libdeflate.so.0 (install libdeflate0): …"), when the library cannot be loaded.
const ring_deflate_functions *ring_deflate(const char **problem);

#endif
