// libpng's full read API for the PNGs most tools write, behind two calls, with the setjmp here
// as in ring_png.h.
//
// libpng's simplified API (png_image_*), which RingCairo uses for every PNG, cannot set options.
// The one that matters: libpng checks zlib's Adler-32 of the image data, which was 61 % of the
// instructions decoding a 1024 x 1024 ring took, though each IDAT chunk's CRC-32 already covers
// the same bytes (browsers skip it for that reason). This reader skips it, for 8-bit RGB and
// RGBA that is not interlaced and has no colour space to convert from (no gAMA other than
// sRGB's, no cHRM other than sRGB's primaries, no iCCP, no tRNS): exactly the images for which the simplified API returns
// the file's own bytes. For everything else, and on any failure, the caller uses the
// simplified API, which then decides, decodes and words the error as before. libpng reads the
// header; the image data is decoded by ring_png_inflate.h when it can be, else by libpng.
#ifndef RING_PNG_READ_H
#define RING_PNG_READ_H

#include <stddef.h>
#include <stdint.h>

typedef struct ring_png_reader ring_png_reader;

/// Reads the header of the PNG in `data` (`size` bytes, which must outlive the reader). Returns a
/// reader and the image's size when this reader can decode it, or NULL when it cannot or when the
/// data is not a valid PNG (the simplified API then says why).
ring_png_reader *ring_png_reader_open(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height);

/// The bytes ring_png_reader_read needs for an image of `width` x `height` px: its RGBA rows and
/// one byte a row more (the image data is inflated into the same buffer).
size_t ring_png_reader_capacity(uint32_t width, uint32_t height);

/// Decodes the image into the start of `rgba` (`capacity` bytes, at least
/// ring_png_reader_capacity's: height rows of width x 4 bytes, straight RGBA8; an opaque image
/// gets alpha 255) and frees the reader. Returns 0, or -1 when the data is corrupt or
/// truncated; `rgba` is then incomplete.
int ring_png_reader_read(ring_png_reader *reader, unsigned char *rgba, size_t capacity);

/// Frees a reader that will not be read.
void ring_png_reader_close(ring_png_reader *reader);

#endif
