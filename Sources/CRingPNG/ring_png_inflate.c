// See ring_png_inflate.h.
#include "ring_png_inflate.h"

#include "ring_deflate.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#if defined(__x86_64__)
#include <tmmintrin.h>
#endif

static uint32_t big_endian(const unsigned char *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/// One chunk at `offset`: its type and data, when the chunk fits and its CRC matches.
typedef struct {
  const unsigned char *type;
  const unsigned char *data;
  size_t length;
} chunk;

// Without libdeflate, the functions below return -1 and the caller decodes with libpng.

static int chunk_at(const unsigned char *bytes, size_t size, size_t offset, chunk *found) {
  const ring_deflate_functions *deflate = ring_deflate(NULL);
  if (deflate == NULL) return -1;
  if (size - offset < 12) return -1;
  uint32_t length = big_endian(bytes + offset);
  if (length > 0x7FFFFFFF || size - offset - 12 < length) return -1;
  const unsigned char *type = bytes + offset + 4;
  if (deflate->libdeflate_crc32(0, type, length + 4) != big_endian(type + 4 + length)) return -1;
  *found = (chunk){type, type + 4, length};
  return 0;
}

/// The zlib stream of the consecutive IDAT chunks at the start of `bytes`, in place when there
/// is one chunk, else copied into `*owned` (which the caller frees). The chunks after them must
/// be whole, with matching CRCs, up to IEND, and none may be another IDAT.
static int image_data(const unsigned char *bytes, size_t size, const unsigned char **stream, size_t *stream_size,
                      unsigned char **owned) {
  size_t offset = 0, total = 0, count = 0;
  chunk current;
  const unsigned char *first = NULL;
  while (chunk_at(bytes, size, offset, &current) == 0 && memcmp(current.type, "IDAT", 4) == 0) {
    if (count++ == 0) first = current.data;
    total += current.length;
    offset += 12 + current.length;
  }
  if (count == 0) return -1;
  size_t image_data_end = offset;
  for (;;) {
    if (chunk_at(bytes, size, offset, &current) != 0 || memcmp(current.type, "IDAT", 4) == 0) return -1;
    if (memcmp(current.type, "IEND", 4) == 0) break;
    offset += 12 + current.length;
  }
  if (count == 1) {
    *stream = first;
    *stream_size = total;
    return 0;
  }
  unsigned char *joined = malloc(total > 0 ? total : 1);
  if (joined == NULL) return -1;
  size_t filled = 0;
  for (offset = 0; offset < image_data_end; offset += 12 + current.length) {
    chunk_at(bytes, size, offset, &current);
    memcpy(joined + filled, current.data, current.length);
    filled += current.length;
  }
  *owned = joined;
  *stream = joined;
  *stream_size = total;
  return 0;
}

/// Inflates the zlib stream into exactly `raw_size` bytes. Its Adler-32 is not checked, as
/// ring_png_read.h's reader does not: each IDAT chunk's CRC-32 covers the same bytes.
static int inflate_exactly(const unsigned char *stream, size_t size, unsigned char *raw, size_t raw_size) {
  if (size < 2) return -1;
  unsigned method = stream[0], flags = stream[1];
  if ((method & 0x0F) != 8 || (method >> 4) > 7 || (method << 8 | flags) % 31 != 0 || (flags & 0x20) != 0) return -1;
  const ring_deflate_functions *deflate = ring_deflate(NULL);
  if (deflate == NULL) return -1;
  struct libdeflate_decompressor *decompressor = deflate->libdeflate_alloc_decompressor();
  if (decompressor == NULL) return -1;
  size_t used = 0, made = 0;
  enum libdeflate_result result =
      deflate->libdeflate_deflate_decompress_ex(decompressor, stream + 2, size - 2, raw, raw_size, &used, &made);
  deflate->libdeflate_free_decompressor(decompressor);
  return result == LIBDEFLATE_SUCCESS && made == raw_size ? 0 : -1;
}

// A row is undone a pixel at a time, in 32-bit words of four bytes (RGB pixels get a fourth
// lane that is set to 255 at the end), straight into the RGBA output: one pass, no row copies.

/// Byte-wise sum modulo 256 of each lane.
static inline uint32_t add_lanes(uint32_t left, uint32_t right) {
  return ((left & 0x7F7F7F7Fu) + (right & 0x7F7F7F7Fu)) ^ ((left ^ right) & 0x80808080u);
}

/// Byte-wise floor((left + right) / 2).
static inline uint32_t average_lanes(uint32_t left, uint32_t right) {
  return (left & right) + (((left ^ right) & 0xFEFEFEFEu) >> 1);
}

/// Byte-wise Paeth predictor of PNG's filter type 4: left, above or the corner, whichever is
/// nearest left + above - corner, preferring them in that order.
static inline uint32_t paeth_lanes(uint32_t left, uint32_t above, uint32_t corner) {
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  __m128i a = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)left), zero);
  __m128i b = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)above), zero);
  __m128i c = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)corner), zero);
  __m128i to_left = _mm_sub_epi16(b, c), to_above = _mm_sub_epi16(a, c);
  __m128i to_corner = _mm_add_epi16(to_left, to_above);
  to_left = _mm_max_epi16(to_left, _mm_sub_epi16(zero, to_left));
  to_above = _mm_max_epi16(to_above, _mm_sub_epi16(zero, to_above));
  to_corner = _mm_max_epi16(to_corner, _mm_sub_epi16(zero, to_corner));
  __m128i nearest = _mm_min_epi16(to_left, _mm_min_epi16(to_above, to_corner));
  __m128i is_above = _mm_cmpeq_epi16(nearest, to_above), is_left = _mm_cmpeq_epi16(nearest, to_left);
  __m128i chosen = _mm_or_si128(_mm_and_si128(is_above, b), _mm_andnot_si128(is_above, c));
  chosen = _mm_or_si128(_mm_and_si128(is_left, a), _mm_andnot_si128(is_left, chosen));
  return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(chosen, zero));
#else
  uint32_t chosen = 0;
  for (int lane = 0; lane < 32; lane += 8) {
    int a = left >> lane & 0xFF, b = above >> lane & 0xFF, c = corner >> lane & 0xFF;
    int to_left = abs(b - c), to_above = abs(a - c), to_corner = abs(a + b - 2 * c);
    int pick = to_left <= to_above && to_left <= to_corner ? a : to_above <= to_corner ? b : c;
    chosen |= (uint32_t)pick << lane;
  }
  return chosen;
#endif
}

/// The pixel at `source`, `filter` undone with the pixels to its left, above and above-left.
static inline __attribute__((always_inline)) uint32_t unfiltered(int filter, uint32_t pixel, uint32_t left,
                                                                 uint32_t up, uint32_t corner) {
  switch (filter) {
    case 1: return add_lanes(pixel, left);
    case 2: return add_lanes(pixel, up);
    case 3: return add_lanes(pixel, average_lanes(left, up));
    case 4: return add_lanes(pixel, paeth_lanes(left, up, corner));
    default: return pixel;
  }
}

/// One row with one filter (a constant where it is inlined, so that each filter gets a loop of
/// its own). RGB pixels are read as four bytes, but for the row's last, whose fourth byte may
/// lie past the buffer.
static inline __attribute__((always_inline)) void unfilter_pixels(int filter, unsigned char *out,
                                                                  const unsigned char *source,
                                                                  const unsigned char *above, uint32_t first,
                                                                  uint32_t width, int channels) {
  // An RGB pixel's fourth lane holds the next pixel's red: it becomes alpha, opaque.
  const uint32_t keep = channels == 3 ? 0x00FFFFFFu : 0xFFFFFFFFu, opaque = ~keep;
  uint32_t left = 0, corner = 0, pixel, up;
  if (first > 0) {
    memcpy(&left, out + 4 * (size_t)(first - 1), 4);
    memcpy(&corner, above + 4 * (size_t)(first - 1), 4);
  }
  for (uint32_t x = first; x + 1 < width; x++) {
    memcpy(&pixel, source + (size_t)x * channels, 4);
    memcpy(&up, above + 4 * (size_t)x, 4);
    pixel = (unfiltered(filter, pixel, left, up, corner) & keep) | opaque;
    memcpy(out + 4 * (size_t)x, &pixel, 4);
    left = pixel;
    corner = up;
  }
  const unsigned char *last = source + (size_t)(width - 1) * channels;
  pixel = (uint32_t)last[0] | (uint32_t)last[1] << 8 | (uint32_t)last[2] << 16;
  if (channels == 4) pixel |= (uint32_t)last[3] << 24;
  memcpy(&up, above + 4 * (size_t)(width - 1), 4);
  pixel = (unfiltered(filter, pixel, left, up, corner) & keep) | opaque;
  memcpy(out + 4 * (size_t)(width - 1), &pixel, 4);
}

#if defined(__x86_64__)
/// Filter types 0 and 2 (none, up) of RGB pixels, four at a time, for as many pixels as can be
/// read sixteen bytes at a time; returns how many it did. SSSE3's byte shuffle spreads the
/// twelve bytes of four pixels over sixteen. Writing lower in the buffer than it reads, as the
/// caller's layout has it, it never overwrites a byte it has yet to read.
__attribute__((target("ssse3"))) static uint32_t spread_rgb(int filter, unsigned char *out,
                                                             const unsigned char *source,
                                                             const unsigned char *above, uint32_t width) {
  const __m128i spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
  const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
  uint32_t x = 0;
  for (; 3 * (size_t)x + 16 <= 3 * (size_t)width; x += 4) {
    __m128i pixels = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(source + 3 * (size_t)x)), spread);
    if (filter == 2) pixels = _mm_add_epi8(pixels, _mm_loadu_si128((const __m128i *)(above + 4 * (size_t)x)));
    _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), _mm_or_si128(pixels, opaque));
  }
  return x;
}

#endif

/// Filter type 2 (up) of RGBA pixels, sixteen bytes at a time where SSE2 is; returns how many
/// pixels it did. The same order of reads and writes as spread_rgb.
static uint32_t add_rgba_rows(unsigned char *out, const unsigned char *source, const unsigned char *above,
                              uint32_t width) {
  uint32_t x = 0;
#if defined(__SSE2__)
  for (; x + 4 <= width; x += 4) {
    __m128i sum = _mm_add_epi8(_mm_loadu_si128((const __m128i *)(source + 4 * (size_t)x)),
                               _mm_loadu_si128((const __m128i *)(above + 4 * (size_t)x)));
    _mm_storeu_si128((__m128i *)(out + 4 * (size_t)x), sum);
  }
#endif
  return x;
}

/// How many pixels of a row with filter type 0 or 2 a vector loop did; the rest are left to
/// unfilter_pixels.
static uint32_t vector_pixels(int filter, unsigned char *out, const unsigned char *source,
                              const unsigned char *above, uint32_t width, int channels) {
  if (channels == 4) {
    if (filter == 0) {
      memmove(out, source, 4 * (size_t)width);
      return width;
    }
    return filter == 2 ? add_rgba_rows(out, source, above, width) : 0;
  }
#if defined(__x86_64__)
  // A read of the CPU model the runtime filled in at start, so nothing to cache (or race on).
  if ((filter == 0 || filter == 2) && __builtin_cpu_supports("ssse3")) return spread_rgb(filter, out, source, above, width);
#endif
  return 0;
}

/// Undoes one row's filter into `out` (width RGBA pixels) from the filtered `source` (width
/// pixels of `channels` bytes), with `above` the output row before it (zeros for the first).
/// `out` may start before `source` in the same buffer: each source pixel is read before the
/// output pixel at its index is written, and an output pixel never reaches the next source one.
static int unfilter_row(int filter, unsigned char *out, const unsigned char *source, const unsigned char *above,
                        uint32_t width, int channels) {
  uint32_t first = filter == 0 || filter == 2 ? vector_pixels(filter, out, source, above, width, channels) : 0;
  if (first == width) return 0;
  switch (filter) {
#define RING_FILTER(type)                                                                   \
  case type:                                                                                \
    if (channels == 3) unfilter_pixels(type, out, source, above, first, width, 3);          \
    else unfilter_pixels(type, out, source, above, first, width, 4);                        \
    return 0;
    RING_FILTER(0)
    RING_FILTER(1)
    RING_FILTER(2)
    RING_FILTER(3)
    RING_FILTER(4)
#undef RING_FILTER
    default: return -1;
  }
}

/// Unfilters every row of the image data in `pixels` into its start, as RGBA rows of width x 4
/// bytes: the data lies at the end of the buffer, so that each row is read before a row written
/// could reach it (a row of output is never longer than the data before it has shrunk).
static int unfilter_image(unsigned char *pixels, size_t capacity, uint32_t width, uint32_t height, int channels,
                          const unsigned char *zeros) {
  size_t count = (size_t)width * channels;
  const unsigned char *raw = pixels + capacity - (size_t)height * (count + 1);
  const unsigned char *above = zeros;
  for (uint32_t y = 0; y < height; y++) {
    const unsigned char *source = raw + (size_t)y * (count + 1);
    unsigned char *out = pixels + (size_t)y * width * 4;
    if (unfilter_row(source[0], out, source + 1, above, width, channels) != 0) return -1;
    above = out;
  }
  return 0;
}

size_t ring_png_inflate_capacity(uint32_t width, uint32_t height) {
  return (size_t)width * height * 4 + height;
}

/// Asks for the buffer's untouched pages as 2-MiB pages, where the kernel gives them only on
/// request (transparent_hugepage "madvise"): a 148-MB image then takes 74 page faults rather
/// than 36,000, which were a third of the time decoding it took.
static void prefer_huge_pages(unsigned char *pixels, size_t capacity) {
  const uintptr_t huge = (uintptr_t)2 << 20;
  uintptr_t start = ((uintptr_t)pixels + huge - 1) & ~(huge - 1);
  uintptr_t end = ((uintptr_t)pixels + capacity) & ~(huge - 1);
  if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
}

int ring_png_inflate_image(const unsigned char *chunks, size_t size, uint32_t width, uint32_t height, int channels,
                           unsigned char *pixels, size_t capacity) {
  if ((channels != 3 && channels != 4) || width == 0 || height == 0) return -1;
  if (capacity < ring_png_inflate_capacity(width, height)) return -1;
  const unsigned char *stream = NULL;
  size_t stream_size = 0;
  unsigned char *owned = NULL;
  if (image_data(chunks, size, &stream, &stream_size, &owned) != 0) return -1;
  size_t count = (size_t)width * channels;
  size_t raw_size = (size_t)height * (count + 1);
  prefer_huge_pages(pixels, capacity);
  // The row above the first: zeros.
  unsigned char *zeros = calloc(width, 4);
  int status = zeros != NULL ? inflate_exactly(stream, stream_size, pixels + capacity - raw_size, raw_size) : -1;
  free(owned);
  if (status == 0) status = unfilter_image(pixels, capacity, width, height, channels, zeros);
  free(zeros);
  return status;
}
