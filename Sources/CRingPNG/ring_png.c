#include "ring_png.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  ring_png_buffer *out;
  char *error;
  size_t error_size;
} encoder_state;

static void fail(png_structp png, png_const_charp message) {
  encoder_state *state = png_get_error_ptr(png);
  if (state->error_size > 0) {
    strncpy(state->error, message, state->error_size - 1);
    state->error[state->error_size - 1] = '\0';
  }
  png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static void append(png_structp png, png_bytep bytes, png_size_t count) {
  encoder_state *state = png_get_io_ptr(png);
  ring_png_buffer *out = state->out;
  if (ring_png_buffer_reserve(out, count) != 0) png_error(png, "out of memory");
  memcpy(out->data + out->size, bytes, count);
  out->size += count;
}

static void flush(png_structp png) { (void)png; }

static int libpng_filter(ring_png_filter filter) {
  switch (filter) {
    case RING_PNG_FILTER_SUB: return PNG_FILTER_SUB;
    case RING_PNG_FILTER_UP: return PNG_FILTER_UP;
    case RING_PNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case RING_PNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
    default: return PNG_FILTER_NONE;
  }
}

int ring_png_encode(const unsigned char *rgba, uint32_t width, uint32_t height,
                    const ring_png_options *options, ring_png_buffer *out,
                    char *error, size_t error_size) {
  memset(out, 0, sizeof *out);
  if (error_size > 0) error[0] = '\0';
  encoder_state state = {out, error, error_size};

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, fail, ignore_warning);
  if (!png) {
    if (error_size > 0) strncpy(error, "cannot create a libpng writer", error_size - 1);
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  // Everything the jump can skip past is set up before setjmp, so it stays valid after it.
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    ring_png_buffer_free(out);
    if (error_size > 0 && error[0] == '\0') strncpy(error, "cannot create a libpng writer", error_size - 1);
    return -1;
  }

  png_set_write_fn(png, &state, append, flush);
  png_set_IHDR(png, info, width, height, 8,
               options->drop_alpha ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, libpng_filter(options->filter));
  png_set_compression_level(png, options->compression_level);
  png_set_compression_buffer_size(png, RING_PNG_IDAT_BYTES);
  if (options->pixels_per_metre > 0) {
    png_set_pHYs(png, info, options->pixels_per_metre, options->pixels_per_metre, PNG_RESOLUTION_METER);
  }
  png_text texts[2];
  int text_count = 0;
  memset(texts, 0, sizeof texts);
  if (options->text_key && options->text_value) {
    texts[text_count].compression = PNG_TEXT_COMPRESSION_NONE;
    texts[text_count].key = (png_charp)options->text_key;
    texts[text_count].text = (png_charp)options->text_value;
    text_count++;
  }
  if (options->software) {
    texts[text_count].compression = PNG_TEXT_COMPRESSION_NONE;
    texts[text_count].key = "Software";
    texts[text_count].text = (png_charp)options->software;
    text_count++;
  }
  if (text_count > 0) png_set_text(png, info, texts, text_count);
  png_write_info(png, info);
  if (options->drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);

  size_t row_bytes = (size_t)width * 4;
  for (uint32_t row = 0; row < height; row++) {
    png_write_row(png, (png_const_bytep)(rgba + row * row_bytes));
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  return 0;
}

int ring_png_buffer_reserve(ring_png_buffer *buffer, size_t count) {
  if (count <= buffer->capacity - buffer->size) return 0;
  size_t capacity = buffer->capacity ? buffer->capacity : 16384;
  while (capacity - buffer->size < count) {
    if (capacity > SIZE_MAX / 2) return -1;
    capacity *= 2;
  }
  unsigned char *grown = realloc(buffer->data, capacity);
  if (!grown) return -1;
  buffer->data = grown;
  buffer->capacity = capacity;
  return 0;
}

void ring_png_buffer_free(ring_png_buffer *buffer) {
  free(buffer->data);
  buffer->data = NULL;
  buffer->size = 0;
  buffer->capacity = 0;
}
