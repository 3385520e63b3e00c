// libjpeg-turbo's TurboJPEG API for `ringgen compare`'s JPEG inputs, loaded with dlopen the
// first time a JPEG is decoded.
//
// Linking it would load libturbojpeg into every ringgen process, though only compare reads
// JPEGs. As in ring_chafa.h, no TurboJPEG header is included: the functions are declared with
// TurboJPEG's prototypes (tjhandle is void *), and CRingABICheck checks every declaration
// against turbojpeg.h when the tests compile. TurboJPEG reports errors by return codes, not
// longjmp (as the libjpeg API does), so Swift can call it safely.
#ifndef RING_JPEG_H
#define RING_JPEG_H

#include <stddef.h>

/// The constants used: TJPF_RGBA and TJFLAG_STOPONWARNING.
#define RING_TJPF_RGBA 7
#define RING_TJFLAG_STOPONWARNING 8192

#define RING_JPEG_FUNCTIONS(X) \
  X(void *, tjInitDecompress, (void), ()) \
  X(int, tjDecompressHeader3, \
    (void *handle, const unsigned char *jpegBuf, unsigned long jpegSize, int *width, int *height, int *jpegSubsamp, \
     int *jpegColorspace), \
    (handle, jpegBuf, jpegSize, width, height, jpegSubsamp, jpegColorspace)) \
  X(int, tjDecompress2, \
    (void *handle, const unsigned char *jpegBuf, unsigned long jpegSize, unsigned char *dstBuf, int width, int pitch, \
     int height, int pixelFormat, int flags), \
    (handle, jpegBuf, jpegSize, dstBuf, width, pitch, height, pixelFormat, flags)) \
  X(int, tjDestroy, (void *handle), (handle)) \
  X(char *, tjGetErrorStr2, (void *handle), (handle))

/// Loads libturbojpeg (once per process); NULL, or why it cannot be loaded.
const char *ring_jpeg_load(void);

/// The JPEG's size in pixels: 0, or -1 with TurboJPEG's reason in `message` (`capacity`
/// bytes, always terminated).
int ring_jpeg_size(const unsigned char *bytes, size_t count, int *width, int *height, char *message, size_t capacity);

/// Decodes the JPEG into `pixels`, `width` × `height` straight RGBA8 (opaque), rows packed.
/// A warning (a truncated file: "Premature end of JPEG file") is an error too, since the
/// pixels are then partly made up. 0, or -1 with the reason in `message`.
int ring_jpeg_decode(
  const unsigned char *bytes, size_t count, unsigned char *pixels, int width, int height, char *message,
  size_t capacity);

#define RING_JPEG_DECLARE(result, name, parameters, arguments) result ring_##name parameters;
RING_JPEG_FUNCTIONS(RING_JPEG_DECLARE)
#undef RING_JPEG_DECLARE

#endif
