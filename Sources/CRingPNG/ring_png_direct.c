// Unfiltered PNGs written without libpng's write path, byte for byte as libpng writes them.
//
// Why: libpng hands zlib a wrapped stream, and zlib 1.2.13 (Debian 12) computes its Adler-32
// one byte at a time: 12 % of the encoder's time on a 256-px ring, 5 % of a `ringgen serve`
// request. Here zlib writes a raw deflate stream (the same bytes it writes inside the wrapper),
// and the wrapper's two header bytes and Adler-32 come from this file, the checksum 32 bytes
// at a time. Chunk framing is the rest of it: the same chunks in libpng's order, IDAT split
// where libpng's 64-KiB compression buffer splits it, and the zlib header's window size
// lowered for small images as libpng's optimize_cmf lowers it. RingCairoTests checks the
// output against libpng's for many sizes, levels and options.
#include "ring_png.h"

#include "ring_deflate.h"
#include "ring_isal.h"
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

enum {
  adler_base = 65521,
  // The most bytes whose sums fit 32 bits before a reduction (zlib's NMAX), in whole blocks.
  adler_block_run = 5552 / 32,
  // libpng's limit on either side (its user limit, which ringgen does not change).
  libpng_side_limit = 1000000,
};

uint32_t ring_png_adler32(uint32_t adler, const unsigned char *bytes, size_t count) {
  uint32_t sum = adler & 0xFFFF, weighted = adler >> 16;
  while (count >= 32) {
    size_t blocks = count / 32;
    if (blocks > adler_block_run) blocks = adler_block_run;
    count -= blocks * 32;
    // Every block adds 32 × (sum before it) to `weighted`, then each byte times its distance
    // from the block's end.
    weighted += sum * 32 * (uint32_t)blocks;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    const __m128i weights[4] = {
      _mm_setr_epi16(32, 31, 30, 29, 28, 27, 26, 25), _mm_setr_epi16(24, 23, 22, 21, 20, 19, 18, 17),
      _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9), _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1)};
    __m128i sums = zero, weightedSums = zero, earlierSums = zero;
    while (blocks--) {
      __m128i low = _mm_loadu_si128((const __m128i *)bytes);
      __m128i high = _mm_loadu_si128((const __m128i *)(bytes + 16));
      earlierSums = _mm_add_epi32(earlierSums, sums);
      sums = _mm_add_epi32(sums, _mm_add_epi32(_mm_sad_epu8(low, zero), _mm_sad_epu8(high, zero)));
      weightedSums = _mm_add_epi32(weightedSums, _mm_madd_epi16(_mm_unpacklo_epi8(low, zero), weights[0]));
      weightedSums = _mm_add_epi32(weightedSums, _mm_madd_epi16(_mm_unpackhi_epi8(low, zero), weights[1]));
      weightedSums = _mm_add_epi32(weightedSums, _mm_madd_epi16(_mm_unpacklo_epi8(high, zero), weights[2]));
      weightedSums = _mm_add_epi32(weightedSums, _mm_madd_epi16(_mm_unpackhi_epi8(high, zero), weights[3]));
      bytes += 32;
    }
    weightedSums = _mm_add_epi32(weightedSums, _mm_slli_epi32(earlierSums, 5));
    uint32_t lanes[4], weightedLanes[4];
    _mm_storeu_si128((__m128i *)lanes, sums);
    _mm_storeu_si128((__m128i *)weightedLanes, weightedSums);
    sum += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    weighted += weightedLanes[0] + weightedLanes[1] + weightedLanes[2] + weightedLanes[3];
#else
    uint32_t run = 0;
    while (blocks--) {
      uint32_t blockSum = 0, blockWeighted = 0;
      for (int index = 0; index < 32; index++) {
        blockSum += bytes[index];
        blockWeighted += (uint32_t)(32 - index) * bytes[index];
      }
      weighted += 32 * run + blockWeighted;
      run += blockSum;
      bytes += 32;
    }
    sum += run;
#endif
    sum %= adler_base;
    weighted %= adler_base;
  }
  while (count--) {
    sum += *bytes++;
    weighted += sum;
  }
  return (weighted % adler_base) << 16 | (sum % adler_base);
}

uint32_t ring_png_crc32(uint32_t crc, const unsigned char *bytes, size_t count) {
  // zlib returns its initial value, not `crc`, when `bytes` is NULL (as an empty array may be).
  if (count == 0) return crc;
  return (uint32_t)crc32_z(crc, bytes, count);
}

typedef struct {
  ring_png_buffer *out;
  char *error;
  size_t error_size;
} writer;

static int failed(writer *w, const char *message) {
  if (w->error_size > 0) {
    strncpy(w->error, message, w->error_size - 1);
    w->error[w->error_size - 1] = '\0';
  }
  return -1;
}

static int reserve(writer *w, size_t count) {
  return ring_png_buffer_reserve(w->out, count) == 0 ? 0 : failed(w, "out of memory");
}

static void put32(unsigned char *at, uint32_t value) {
  at[0] = (unsigned char)(value >> 24);
  at[1] = (unsigned char)(value >> 16);
  at[2] = (unsigned char)(value >> 8);
  at[3] = (unsigned char)value;
}

// One chunk: length, type, the data's `count` bytes from `parts` in order, CRC.
static int chunk(writer *w, const char *type, const unsigned char *const *parts, const size_t *sizes, int part_count) {
  size_t count = 0;
  for (int index = 0; index < part_count; index++) count += sizes[index];
  if (count > 0x7FFFFFFF) return failed(w, "a PNG chunk is too long");
  if (reserve(w, count + 12) != 0) return -1;
  unsigned char *start = w->out->data + w->out->size;
  put32(start, (uint32_t)count);
  memcpy(start + 4, type, 4);
  unsigned char *at = start + 8;
  for (int index = 0; index < part_count; index++) {
    if (sizes[index] > 0) memcpy(at, parts[index], sizes[index]);
    at += sizes[index];
  }
  put32(at, (uint32_t)crc32(0, start + 4, (uInt)(count + 4)));
  w->out->size += count + 12;
  return 0;
}

static int text_chunk(writer *w, const char *key, const char *text) {
  const unsigned char *parts[] = {(const unsigned char *)key, (const unsigned char *)text};
  size_t sizes[] = {strlen(key) + 1, strlen(text)};  // the key's NUL separates the two
  return chunk(w, "tEXt", parts, sizes, 2);
}

// What libpng's png_deflate_claim gives zlib for image data of `data_size` bytes.
static int window_bits(size_t data_size) {
  int bits = 15;
  if (data_size <= 16384) {
    unsigned int half_window = 1U << (bits - 1);
    while (data_size + 262 <= half_window) {
      half_window >>= 1;
      bits--;
    }
  }
  return bits;
}

// zlib's two header bytes for `bits` and `level`, then lowered as libpng's optimize_cmf does.
static void zlib_header(unsigned char header[2], int bits, int level, size_t data_size) {
  unsigned int level_flags = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
  unsigned int cmf = 8 | (unsigned int)(bits - 8) << 4;
  unsigned int flags = level_flags << 6;
  flags += 31 - ((cmf << 8) + flags) % 31;
  if (data_size <= 16384) {
    unsigned int cinfo = cmf >> 4, half_window = 1U << (cinfo + 7);
    if (data_size <= half_window) {
      do {
        half_window >>= 1;
        cinfo--;
      } while (cinfo > 0 && data_size <= half_window);
      cmf = (cmf & 0x0F) | cinfo << 4;
      flags &= 0xE0;
      flags += 0x1F - ((cmf << 8) + flags) % 0x1F;
    }
  }
  header[0] = (unsigned char)cmf;
  header[1] = (unsigned char)flags;
}

// Runs deflate with `flush` until it has taken all its input (and, for Z_FINISH, ended the
// stream; for Z_SYNC_FLUSH, written all it holds), calling it as libpng does: a row at a time
// with Z_NO_FLUSH, then Z_FINISH with no input, each call with the output room left before the
// next 64-KiB IDAT boundary. Level 0's stored blocks depend on how deflate is called (finishing
// on the last row instead split them differently in 286 of 2092 images), so this is what makes
// those files libpng's too.
static int deflate_into(writer *into, z_stream *z, int flush) {
  ring_png_buffer *stream = into->out;
  do {
    size_t room = RING_PNG_IDAT_BYTES - stream->size % RING_PNG_IDAT_BYTES;
    if (reserve(into, room + 4) != 0) return -1;  // 4 more for the Adler-32 after the stream
    z->next_out = stream->data + stream->size;
    z->avail_out = (uInt)room;
    int result = deflate(z, flush);
    stream->size += room - z->avail_out;
    if (result == Z_STREAM_END) return 0;
    if (result != Z_OK && result != Z_BUF_ERROR) return failed(into, z->msg ? z->msg : "zlib failed");
  } while (z->avail_in > 0 || flush == Z_FINISH || (flush == Z_SYNC_FLUSH && z->avail_out == 0));
  return 0;
}

// `width` RGBA pixels at `rgba` as RGB at `rgb`, which may be `rgba` itself (each pixel lands at
// or before where it was read) and must have one byte to spare after the RGB: each pixel is
// loaded and stored as a whole word, whose fourth byte the next pixel overwrites.
static void pack_rgb(unsigned char *rgb, const unsigned char *rgba, size_t width) {
  for (size_t x = 0; x < width; x++) {
    uint32_t pixel;
    memcpy(&pixel, rgba + x * 4, 4);
    memcpy(rgb + x * 3, &pixel, 4);
  }
}

// Row `y` of the image data at `row`, whose first byte is its filter byte (0): its pixels
// filled after it and packed to RGB when `drop_alpha`; returns `adler` updated with the row.
static uint32_t take_row(const ring_png_rows *rows, uint32_t y, unsigned char *row, uint32_t width, int drop_alpha,
                         uint32_t adler) {
  rows->fill(rows->context, y, row + 1);
  if (drop_alpha) pack_rgb(row + 1, row + 1, width);
  return ring_png_adler32(adler, row, (size_t)width * (drop_alpha ? 3 : 4) + 1);
}

// The zlib stream of the image data (a filter byte, 0, before each row): header, raw deflate,
// Adler-32. Each row is filled as RGBA, then packed to RGB in place when `drop_alpha`.
static int compress_rows(writer *w, ring_png_buffer *stream, const ring_png_rows *rows, uint32_t width,
                         uint32_t height, int level, int drop_alpha) {
  size_t channels = drop_alpha ? 3 : 4, row_size = (size_t)width * channels + 1;
  size_t data_size = row_size * height;
  int bits = window_bits(data_size);
  // The pixels start 16 bytes in, 16-byte aligned as ring_png_rows promises (malloc's
  // alignment on the platforms ringgen builds for); the filter byte comes just before them.
  unsigned char *buffer = malloc(16 + (size_t)width * 4);
  if (!buffer) return failed(w, "out of memory");
  unsigned char *row = buffer + 15;
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, level, Z_DEFLATED, -bits, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    free(buffer);
    return failed(w, z.msg ? z.msg : "cannot start zlib");
  }
  writer into = {stream, w->error, w->error_size};
  // Grown as deflate fills it (deflate_into): a buffer of deflateBound's worst case, the
  // image's own size, would come from fresh pages on every call.
  int status = reserve(&into, 2);
  if (status == 0) {
    zlib_header(stream->data, bits, level, data_size);
    stream->size = 2;
  }
  uint32_t adler = 1;
  row[0] = 0;
  for (uint32_t y = 0; status == 0 && y < height; y++) {
    adler = take_row(rows, y, row, width, drop_alpha, adler);
    z.next_in = row;
    z.avail_in = (uInt)row_size;
    status = deflate_into(&into, &z, Z_NO_FLUSH);
  }
  if (status == 0) status = deflate_into(&into, &z, Z_FINISH);
  if (status == 0) {
    put32(stream->data + stream->size, adler);
    stream->size += 4;
  }
  deflateEnd(&z);
  free(buffer);
  return status;
}

// The zlib stream of the image data as compress_rows makes it, but from libdeflate, which takes
// the whole image data at once: every row is filled (and packed) into one buffer first, and the
// stream is the image's own size at most before it is split into IDAT chunks. Its header is
// libdeflate's, with a 32-KiB window whatever the image's size.
static int compress_whole(writer *w, ring_png_buffer *stream, const ring_png_rows *rows, uint32_t width,
                          uint32_t height, int level, int drop_alpha) {
  size_t channels = drop_alpha ? 3 : 4, row_size = (size_t)width * channels + 1;
  size_t data_size = row_size * height;
  // Each row is filled 16-byte aligned, as ring_png_rows promises, then moved to its place.
  unsigned char *row = malloc(16 + (size_t)width * 4);
  unsigned char *data = malloc(data_size + 1);  // a byte to spare for pack_rgb's last word
  const char *problem = NULL;
  const ring_deflate_functions *deflate = ring_deflate(&problem);
  if (deflate == NULL) {
    free(data);
    free(row);
    return failed(w, problem);
  }
  struct libdeflate_compressor *compressor = deflate->libdeflate_alloc_compressor(level);
  int status = row && data && compressor ? 0 : failed(w, "out of memory");
  for (uint32_t y = 0; status == 0 && y < height; y++) {
    unsigned char *target = data + y * row_size;
    rows->fill(rows->context, y, row);
    target[0] = 0;
    if (drop_alpha) {
      pack_rgb(target + 1, row, width);
    } else {
      memcpy(target + 1, row, (size_t)width * 4);
    }
  }
  if (status == 0) {
    size_t bound = deflate->libdeflate_zlib_compress_bound(compressor, data_size);
    status = reserve(&(writer){stream, w->error, w->error_size}, bound);
    if (status == 0) {
      stream->size = deflate->libdeflate_zlib_compress(compressor, data, data_size, stream->data, bound);
      if (stream->size == 0) status = failed(w, "libdeflate failed");
    }
  }
  if (compressor != NULL) deflate->libdeflate_free_compressor(compressor);
  free(data);
  free(row);
  return status;
}

// The zlib stream of the image data from ISA-L, a row at a time as compress_rows takes them:
// the two header bytes of a 32-KiB window (ISA-L's), raw deflate, and this file's Adler-32.
static int compress_isal(writer *w, ring_png_buffer *stream, const ring_png_rows *rows, uint32_t width,
                         uint32_t height, int level, int drop_alpha) {
  const char *problem = NULL;
  const ring_isal_functions *isal = ring_isal(&problem);
  if (isal == NULL) return failed(w, problem);
  size_t channels = drop_alpha ? 3 : 4, row_size = (size_t)width * channels + 1;
  unsigned char *buffer = malloc(16 + (size_t)width * 4);  // as compress_rows's
  struct isal_zstream *z = buffer ? ring_isal_stream((uint32_t)level) : NULL;
  if (z == NULL) {
    free(buffer);
    return failed(w, "out of memory");
  }
  unsigned char *row = buffer + 15;
  writer into = {stream, w->error, w->error_size};
  int status = reserve(&into, 2);
  if (status == 0) {
    stream->data[0] = 0x78;  // deflate, 32-KiB window
    stream->data[1] = 0x01;  // no dictionary, the fastest level; a multiple of 31 with the first
    stream->size = 2;
  }
  uint32_t adler = 1;
  row[0] = 0;
  for (uint32_t y = 0; status == 0 && y < height; y++) {
    adler = take_row(rows, y, row, width, drop_alpha, adler);
    z->next_in = row;
    z->avail_in = (uint32_t)row_size;
    z->end_of_stream = y == height - 1;
    do {
      // Room for the row as stored blocks, their headers, and the Adler-32 after the stream.
      status = reserve(&into, row_size + 1024);
      if (status != 0) break;
      size_t room = stream->capacity - stream->size;
      uint32_t offered = room > UINT32_MAX ? UINT32_MAX : (uint32_t)room;
      z->next_out = stream->data + stream->size;
      z->avail_out = offered;
      if (isal->isal_deflate(z) != COMP_OK) status = failed(w, "ISA-L could not deflate the image");
      stream->size += offered - z->avail_out;
    } while (status == 0 && (z->avail_in > 0 || (z->end_of_stream && z->internal_state.state != ZSTATE_END)));
  }
  if (status == 0) status = reserve(&into, 4);
  if (status == 0) {
    put32(stream->data + stream->size, adler);
    stream->size += 4;
  }
  free(buffer);
  return status;
}

typedef struct {
  const unsigned char *rgba;
  size_t row_bytes;
} packed_rows;

static void copy_row(const void *context, uint32_t y, unsigned char *rgba) {
  const packed_rows *source = context;
  memcpy(rgba, source->rgba + y * source->row_bytes, source->row_bytes);
}

int ring_png_encode_unfiltered(const unsigned char *rgba, uint32_t width, uint32_t height,
                               const ring_png_options *options, ring_png_buffer *out, char *error,
                               size_t error_size) {
  packed_rows source = {rgba, (size_t)width * 4};
  ring_png_rows rows = {copy_row, &source};
  return ring_png_encode_rows(&rows, width, height, options, out, error, error_size);
}

// The chunks around the zlib stream `stream`: signature, IHDR, pHYs, tEXt, Software, the
// stream as IDAT chunks of RING_PNG_IDAT_BYTES, IEND.
static int write_png(writer *w, uint32_t width, uint32_t height, const ring_png_options *options,
                     const ring_png_buffer *stream) {
  static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  unsigned char header[13];
  put32(header, width);
  put32(header + 4, height);
  header[8] = 8;                                // bit depth
  header[9] = options->palette_entries ? 3 : options->drop_alpha ? 2 : 6;  // indexed, RGB or RGBA
  header[10] = header[11] = header[12] = 0;     // deflate, adaptive filtering method, no interlace
  const unsigned char *ihdr[] = {header};
  size_t ihdr_size[] = {sizeof header};
  int status = reserve(w, sizeof signature);
  if (status == 0) {
    memcpy(w->out->data, signature, sizeof signature);
    w->out->size = sizeof signature;
    status = chunk(w, "IHDR", ihdr, ihdr_size, 1);
  }
  if (status == 0 && options->palette_entries > 0) {
    if (options->palette_entries > 256) return failed(w, "a palette has at most 256 colours");
    const unsigned char *parts[] = {options->palette};
    size_t sizes[] = {options->palette_entries * 3};
    status = chunk(w, "PLTE", parts, sizes, 1);
  }
  if (status == 0 && options->pixels_per_metre > 0) {
    unsigned char phys[9];
    put32(phys, options->pixels_per_metre);
    put32(phys + 4, options->pixels_per_metre);
    phys[8] = 1;  // the unit is the metre
    const unsigned char *parts[] = {phys};
    size_t sizes[] = {sizeof phys};
    status = chunk(w, "pHYs", parts, sizes, 1);
  }
  if (status == 0 && options->text_key && options->text_value) {
    status = text_chunk(w, options->text_key, options->text_value);
  }
  if (status == 0 && options->software) status = text_chunk(w, "Software", options->software);
  for (size_t offset = 0; status == 0 && offset < stream->size; offset += RING_PNG_IDAT_BYTES) {
    const unsigned char *parts[] = {stream->data + offset};
    size_t sizes[] = {stream->size - offset < RING_PNG_IDAT_BYTES ? stream->size - offset : RING_PNG_IDAT_BYTES};
    status = chunk(w, "IDAT", parts, sizes, 1);
  }
  if (status == 0) status = chunk(w, "IEND", NULL, NULL, 0);
  return status;
}

// Refuses what libpng refuses: an empty or over-long side, a level outside 0…9 (0…12 for
// libdeflate's whole image, 0…3 for ISA-L).
static int check_request(writer *w, uint32_t width, uint32_t height, int level, ring_png_deflater deflater) {
  if (width == 0 || height == 0 || width > libpng_side_limit || height > libpng_side_limit) {
    return failed(w, "Invalid IHDR data");  // libpng's words for it
  }
  switch (deflater) {
  case RING_PNG_DEFLATER_ZLIB:
    return level < 0 || level > 9 ? failed(w, "invalid zlib compression level") : 0;
  case RING_PNG_DEFLATER_LIBDEFLATE:
    return level < 0 || level > 12 ? failed(w, "invalid libdeflate compression level") : 0;
  case RING_PNG_DEFLATER_ISAL:
    return level < 0 || level > 3 ? failed(w, "invalid ISA-L compression level") : 0;
  }
  return failed(w, "unknown deflater");
}

// Empties `out` and the message, and refuses what check_request refuses.
static int begin(writer *w, ring_png_buffer *out, char *error, size_t error_size, uint32_t width, uint32_t height,
                 int level, ring_png_deflater deflater) {
  memset(out, 0, sizeof *out);
  if (error_size > 0) error[0] = '\0';
  *w = (writer){out, error, error_size};
  return check_request(w, width, height, level, deflater);
}

int ring_png_encode_rows(const ring_png_rows *rows, uint32_t width, uint32_t height,
                         const ring_png_options *options, ring_png_buffer *out, char *error, size_t error_size) {
  writer w;
  if (begin(&w, out, error, error_size, width, height, options->compression_level, options->deflater) != 0) {
    return -1;
  }
  ring_png_buffer stream = {0};
  int (*compress)(writer *, ring_png_buffer *, const ring_png_rows *, uint32_t, uint32_t, int, int) =
      options->deflater == RING_PNG_DEFLATER_LIBDEFLATE ? compress_whole
      : options->deflater == RING_PNG_DEFLATER_ISAL   ? compress_isal
                                                       : compress_rows;
  int status = compress(&w, &stream, rows, width, height, options->compression_level, options->drop_alpha);
  if (status == 0) status = write_png(&w, width, height, options, &stream);
  ring_png_buffer_free(&stream);
  if (status != 0) ring_png_buffer_free(out);
  return status;
}

int ring_png_deflate_strip(const unsigned char *pixels, int pixel_bytes, uint32_t width, uint32_t row_count,
                           int level, int channels, int last, ring_png_strip *strip, char *error, size_t error_size) {
  memset(strip, 0, sizeof *strip);
  if (error_size > 0) error[0] = '\0';
  writer w = {&strip->deflated, error, error_size};
  if (check_request(&w, width, row_count, level, RING_PNG_DEFLATER_ZLIB) != 0) return -1;
  if (!(pixel_bytes == channels || (pixel_bytes == 4 && channels == 3)) || (channels != 1 && channels < 3) ||
      channels > 4) {
    return failed(&w, "pixels must be written as they are, or RGBA as RGB");
  }
  size_t row_size = (size_t)width * channels + 1;
  unsigned char *row = malloc(row_size + 1);  // one spare byte for the packing's whole-word stores
  if (!row) return failed(&w, "out of memory");
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
    free(row);
    return failed(&w, z.msg ? z.msg : "cannot start zlib");
  }
  uint32_t adler = 1;
  int status = 0;
  row[0] = 0;
  for (uint32_t y = 0; status == 0 && y < row_count; y++) {
    const unsigned char *source = pixels + (size_t)y * width * pixel_bytes;
    if (pixel_bytes == 4 && channels == 3) {
      pack_rgb(row + 1, source, width);
    } else {
      memcpy(row + 1, source, (size_t)width * pixel_bytes);
    }
    adler = ring_png_adler32(adler, row, row_size);
    z.next_in = row;
    z.avail_in = (uInt)row_size;
    status = deflate_into(&w, &z, Z_NO_FLUSH);
  }
  // A sync flush ends the strip on a byte boundary with an empty stored block, so that the next
  // strip's blocks can follow it in the same stream; only the last strip ends the stream.
  if (status == 0) status = deflate_into(&w, &z, last ? Z_FINISH : Z_SYNC_FLUSH);
  deflateEnd(&z);
  free(row);
  if (status != 0) {
    ring_png_buffer_free(&strip->deflated);
    return status;
  }
  strip->adler = adler;
  strip->inflated_size = row_size * row_count;
  return 0;
}

int ring_png_encode_strips(const ring_png_strip *strips, size_t strip_count, uint32_t width, uint32_t height,
                           const ring_png_options *options, ring_png_buffer *out, char *error, size_t error_size) {
  writer w;
  if (begin(&w, out, error, error_size, width, height, options->compression_level, RING_PNG_DEFLATER_ZLIB) != 0) return -1;
  ring_png_buffer stream = {0};
  writer into = {&stream, error, error_size};
  size_t data_size = 0, deflated_size = 0;
  for (size_t index = 0; index < strip_count; index++) {
    data_size += strips[index].inflated_size;
    deflated_size += strips[index].deflated.size;
  }
  // The strips must hold the whole image, each row once.
  size_t channels = options->palette_entries ? 1 : options->drop_alpha ? 3 : 4;
  if (data_size != ((size_t)width * channels + 1) * height) {
    return failed(&w, "the strips do not hold the image's rows");
  }
  int status = reserve(&into, 2 + deflated_size + 4);
  if (status == 0) {
    zlib_header(stream.data, window_bits(data_size), options->compression_level, data_size);
    stream.size = 2;
    uLong adler = 1;
    for (size_t index = 0; index < strip_count; index++) {
      const ring_png_strip *strip = &strips[index];
      if (strip->deflated.size > 0) memcpy(stream.data + stream.size, strip->deflated.data, strip->deflated.size);
      stream.size += strip->deflated.size;
      adler = adler32_combine(adler, strip->adler, (z_off_t)strip->inflated_size);
    }
    put32(stream.data + stream.size, (uint32_t)adler);
    stream.size += 4;
    status = write_png(&w, width, height, options, &stream);
  }
  ring_png_buffer_free(&stream);
  if (status != 0) ring_png_buffer_free(out);
  return status;
}
