// PNG writing in two ways: libpng's write API behind one call (libpng reports errors by
// longjmp, which Swift frames cannot survive, so the setjmp lives here and errors come back as
// a status and a message), and unfiltered images written around zlib (ring_png_direct.c).
#ifndef RING_PNG_H
#define RING_PNG_H

#include <stddef.h>
#include <stdint.h>

/// The compression buffer both writers give zlib, and so the size of every IDAT chunk but the
/// last.
#define RING_PNG_IDAT_BYTES 65536

/// Row filter applied before compression.
typedef enum {
  RING_PNG_FILTER_NONE = 0,
  RING_PNG_FILTER_SUB,
  RING_PNG_FILTER_UP,
  RING_PNG_FILTER_PAETH,
  RING_PNG_FILTER_ADAPTIVE,  // libpng picks per row among all five (its default)
} ring_png_filter;

/// Who deflates the image data of ring_png_encode_rows (and so ring_png_encode_unfiltered).
typedef enum {
  RING_PNG_DEFLATER_ZLIB = 0,     // zlib, a row at a time: libpng's bytes (levels 0…9)
  RING_PNG_DEFLATER_LIBDEFLATE,   // libdeflate, the whole image at once (levels 0…12)
  RING_PNG_DEFLATER_ISAL,         // ISA-L, a row at a time (levels 0…3)
} ring_png_deflater;

typedef struct {
  int compression_level;          // the deflater's level
  ring_png_filter filter;
  uint32_t pixels_per_metre;      // pHYs on both axes; 0 writes no pHYs
  const char *text_key;           // one tEXt chunk (Latin-1); NULL writes none
  const char *text_value;
  const char *software;           // a tEXt "Software" chunk (Latin-1); NULL writes none
  int drop_alpha;                 // nonzero: every pixel is opaque, write RGB
  const unsigned char *palette;   // ring_png_encode_strips only: RGB triples, written as PLTE
  size_t palette_entries;         // with an indexed image (colour type 3); 0 for none
  ring_png_deflater deflater;     // ring_png_encode_rows only; the others use zlib
} ring_png_options;

/// Bytes allocated by ring_png_encode; release them with ring_png_buffer_free.
typedef struct {
  unsigned char *data;
  size_t size;
  size_t capacity;
} ring_png_buffer;

/// Encodes `height` rows of `width` straight (not premultiplied) RGBA8 pixels, packed with
/// no row padding. Returns 0 and fills `out`, or returns -1 and writes libpng's message into
/// `error` (NUL-terminated, truncated to `error_size`); `out` is then empty.
int ring_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                    const ring_png_options *options, ring_png_buffer *out,
                    char *error, size_t error_size);

/// The same PNG as ring_png_encode with RING_PNG_FILTER_NONE (`options->filter` is ignored),
/// byte for byte, written without libpng: zlib makes a raw deflate stream and this writes the
/// chunks, the zlib header and the Adler-32 around it (ring_png_direct.c says why). Returns
/// and fails as ring_png_encode does, with libpng's limit of 1 000 000 pixels a side, except
/// that a level outside 0…9 (libpng takes -1 as zlib's default) is refused.
int ring_png_encode_unfiltered(const unsigned char *rgba, uint32_t width, uint32_t height,
                               const ring_png_options *options, ring_png_buffer *out,
                               char *error, size_t error_size);

/// Where ring_png_encode_rows gets its pixels: `fill` writes row `row` (from 0) as `width`
/// straight RGBA8 pixels into `rgba`, given `context`. `rgba` is 16-byte aligned.
typedef struct {
  void (*fill)(const void *context, uint32_t row, unsigned char *rgba);
  const void *context;
} ring_png_rows;

/// ring_png_encode_unfiltered with rows filled one at a time, so that no whole image of
/// straight RGBA need exist (`rows->fill` is called once per row, in order). With
/// `options->deflater` RING_PNG_DEFLATER_LIBDEFLATE, the rows are gathered into one unfiltered
/// image and libdeflate compresses it at once: smaller files at its levels 10…12 (it searches
/// harder than zlib can), for the memory of the image and more time; with
/// RING_PNG_DEFLATER_ISAL, ISA-L deflates the rows as they come, in a fraction of zlib's time.
/// The chunks are the same.
int ring_png_encode_rows(const ring_png_rows *rows, uint32_t width, uint32_t height,
                         const ring_png_options *options, ring_png_buffer *out,
                         char *error, size_t error_size);

/// One horizontal strip of an image's zlib stream, deflated on its own (so strips can be
/// deflated at the same time): its raw deflate data, the Adler-32 (from 1) and the size of the
/// filtered rows it holds. Release `deflated` with ring_png_buffer_free.
typedef struct {
  ring_png_buffer deflated;
  uint32_t adler;
  size_t inflated_size;
} ring_png_strip;

/// Deflates `row_count` rows of packed pixels `width` wide, of `pixel_bytes` each, as raw deflate data of rows of `channels` bytes a pixel (each row
/// unfiltered: a 0 byte, then the pixels), that ends with a sync flush, or, when `last`, with
/// the stream's final block. The pixels are written as they are (4, 3 or 1 byte: RGBA, RGB or a
/// palette index), or RGBA written as RGB (`pixel_bytes` 4, `channels` 3). Returns 0, or -1 with
/// a message in `error`; `strip` is then empty.
int ring_png_deflate_strip(const unsigned char *pixels, int pixel_bytes, uint32_t width, uint32_t row_count,
                           int level, int channels, int last, ring_png_strip *strip, char *error, size_t error_size);

/// A PNG whose image data is `strips` in order (the last made with `last`), chunked as
/// ring_png_encode_unfiltered chunks its own: a valid PNG of the same pixels, whose bytes differ
/// from that one's where the strips meet. `options->filter` is ignored; with a palette the image
/// is indexed (colour type 3, one byte a pixel). Returns and fails as ring_png_encode_unfiltered
/// does, and fails when the strips do not hold `height` rows.
int ring_png_encode_strips(const ring_png_strip *strips, size_t strip_count, uint32_t width, uint32_t height,
                           const ring_png_options *options, ring_png_buffer *out, char *error, size_t error_size);

/// zlib's adler32(): `adler` updated with `count` bytes (start from 1), 32 bytes at a time.
uint32_t ring_png_adler32(uint32_t adler, const unsigned char *bytes, size_t count);

/// zlib's crc32_z(): the CRC-32 of PNG chunks, `crc` updated with `count` bytes (start from 0),
/// for the chunks that Swift code writes itself (APNG assembly). Swift modules other than
/// RingServer do not import zlib; this is their way to it.
uint32_t ring_png_crc32(uint32_t crc, const unsigned char *bytes, size_t count);

void ring_png_buffer_free(ring_png_buffer *buffer);

/// Makes room for `count` more bytes after `buffer->size`, doubling the capacity from 16 KiB.
/// Returns 0, or -1 when memory runs out (the buffer is then as it was).
int ring_png_buffer_reserve(ring_png_buffer *buffer, size_t count);

// The reader, declared here too: a header added to the module is not seen by a build whose
// module cache predates it unless a header the cache knows changes.
#include "ring_png_read.h"

#endif
