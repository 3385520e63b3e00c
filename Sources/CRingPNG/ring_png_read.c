// See ring_png_read.h.
#include "ring_png_read.h"

#include "ring_png_inflate.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct ring_png_reader {
  png_structp png;
  png_infop info;
  const unsigned char *data;
  size_t size;
  size_t offset;
};

static void fail(png_structp png, png_const_charp message) {
  (void)message;  // the simplified API, run again, words the error
  png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void read_bytes(png_structp png, png_bytep bytes, png_size_t count) {
  ring_png_reader *reader = png_get_io_ptr(png);
  if (count > reader->size - reader->offset) png_error(png, "truncated");
  memcpy(bytes, reader->data + reader->offset, count);
  reader->offset += count;
}

void ring_png_reader_close(ring_png_reader *reader) {
  if (reader == NULL) return;
  png_destroy_read_struct(&reader->png, &reader->info, NULL);
  free(reader);
}

/// sRGB's gAMA value, 1/2.2 in libpng's fixed point (its own constant is private).
static const png_fixed_point sRGB_inverse_gamma = 45455;

/// Whether the cHRM chunk names sRGB's white point and primaries, as ImageMagick writes into
/// every PNG: they describe the samples' own colour space, so nothing is converted.
static int has_sRGB_primaries(png_structp png, png_infop info) {
  png_fixed_point value[8];
  if (!png_get_cHRM_fixed(png, info, &value[0], &value[1], &value[2], &value[3], &value[4], &value[5], &value[6],
                          &value[7]))
    return 0;
  // White x, y; red x, y; green x, y; blue x, y (ITU-R BT.709 and D65), in units of 1/100000.
  static const png_fixed_point sRGB[8] = {31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000};
  for (int index = 0; index < 8; index++) {
    if (abs(value[index] - sRGB[index]) > 1) return 0;
  }
  return 1;
}

/// Whether the simplified API, asked for 8-bit sRGB RGBA, would return the file's own samples.
static int samples_are_returned_as_they_are(png_structp png, png_infop info) {
  if (png_get_bit_depth(png, info) != 8) return 0;
  int type = png_get_color_type(png, info);
  if (type != PNG_COLOR_TYPE_RGB && type != PNG_COLOR_TYPE_RGB_ALPHA) return 0;
  if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) return 0;
  if (png_get_valid(png, info, PNG_INFO_tRNS | PNG_INFO_iCCP)) return 0;
  if (png_get_valid(png, info, PNG_INFO_cHRM) && !has_sRGB_primaries(png, info)) return 0;
  png_fixed_point gamma;
  if (png_get_valid(png, info, PNG_INFO_gAMA) && png_get_gAMA_fixed(png, info, &gamma) && gamma != sRGB_inverse_gamma)
    return 0;
  return 1;
}

ring_png_reader *ring_png_reader_open(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height) {
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) return NULL;
  ring_png_reader *reader = calloc(1, sizeof *reader);
  if (reader == NULL) return NULL;
  reader->data = data;
  reader->size = size;
  reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, fail, ignore_warning);
  reader->info = reader->png ? png_create_info_struct(reader->png) : NULL;
  if (reader->info == NULL || setjmp(png_jmpbuf(reader->png))) {
    ring_png_reader_close(reader);
    return NULL;
  }
  png_set_read_fn(reader->png, reader, read_bytes);
  // png_set_option returns the option's previous setting, or PNG_OPTION_INVALID.
  if (png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON) == PNG_OPTION_INVALID) {
    ring_png_reader_close(reader);
    return NULL;
  }
  png_read_info(reader->png, reader->info);
  if (!samples_are_returned_as_they_are(reader->png, reader->info)) {
    ring_png_reader_close(reader);
    return NULL;
  }
  *width = png_get_image_width(reader->png, reader->info);
  *height = png_get_image_height(reader->png, reader->info);
  return reader;
}

/// The image through ring_png_inflate.h, from the first IDAT chunk, whose length and type
/// png_read_info has just read.
static int inflated(ring_png_reader *reader, unsigned char *rgba, size_t capacity) {
  if (reader->offset < 8 || memcmp(reader->data + reader->offset - 4, "IDAT", 4) != 0) return -1;
  int channels = png_get_color_type(reader->png, reader->info) == PNG_COLOR_TYPE_RGB ? 3 : 4;
  return ring_png_inflate_image(reader->data + reader->offset - 8, reader->size - reader->offset + 8,
                                png_get_image_width(reader->png, reader->info),
                                png_get_image_height(reader->png, reader->info), channels, rgba, capacity);
}

size_t ring_png_reader_capacity(uint32_t width, uint32_t height) {
  return ring_png_inflate_capacity(width, height);
}

int ring_png_reader_read(ring_png_reader *reader, unsigned char *rgba, size_t capacity) {
  if (inflated(reader, rgba, capacity) == 0) {
    ring_png_reader_close(reader);
    return 0;
  }
  // Set before setjmp, so that it is valid after a jump back.
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(reader->png))) {
    free(rows);
    ring_png_reader_close(reader);
    return -1;
  }
  uint32_t height = png_get_image_height(reader->png, reader->info);
  if (png_get_color_type(reader->png, reader->info) == PNG_COLOR_TYPE_RGB) {
    png_set_filler(reader->png, 0xFF, PNG_FILLER_AFTER);
  }
  png_read_update_info(reader->png, reader->info);
  rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
  if (rows == NULL) png_error(reader->png, "out of memory");
  size_t row_bytes = (size_t)png_get_image_width(reader->png, reader->info) * 4;
  for (uint32_t row = 0; row < height; row++) rows[row] = rgba + (size_t)row * row_bytes;
  png_read_image(reader->png, rows);
  png_read_end(reader->png, NULL);
  free(rows);
  ring_png_reader_close(reader);
  return 0;
}
