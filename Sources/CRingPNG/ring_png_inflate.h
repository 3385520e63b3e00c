// The image data of an 8-bit RGB or RGBA PNG that is not interlaced, decoded without libpng.
//
// Why: zlib 1.2.13 inflates the long runs of a ring's image data at about 250 MB/s, libdeflate
// at about 4 GB/s (a 3446 x 10728 px RGB pair: 420 ms against 25 ms an image), and inflating
// was nine tenths of `ringgen compare`'s time on it. libdeflate takes the whole stream at once,
// which libpng cannot give it, so the chunks, the filters and the expansion to RGBA are here.
// Anything this reader does not expect (a CRC that does not match, a filter type above 4, image
// data longer or shorter than the header says, a missing IEND) makes it return -1, and the
// caller then decodes with libpng, which words the error or decodes what is there.
#ifndef RING_PNG_INFLATE_H
#define RING_PNG_INFLATE_H

#include <stddef.h>
#include <stdint.h>

/// The bytes ring_png_inflate_image needs for an image: its RGBA rows, and one byte a row more,
/// because the image data is inflated into the same buffer (a row's filter byte).
size_t ring_png_inflate_capacity(uint32_t width, uint32_t height);

/// Decodes the image whose chunks start at `chunks` (`size` bytes: the first IDAT chunk's
/// length field up to the end of the file) into the start of `pixels` (`capacity` bytes, at
/// least ring_png_inflate_capacity's): `height` rows of `width` x 4 bytes, straight RGBA8
/// (alpha 255 for RGB). `channels` is 3 (RGB) or 4 (RGBA). Returns 0, or -1 with `pixels`
/// holding anything.
int ring_png_inflate_image(const unsigned char *chunks, size_t size, uint32_t width, uint32_t height, int channels,
                           unsigned char *pixels, size_t capacity);

#endif
