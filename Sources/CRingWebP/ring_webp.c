// libwebp and libwebpmux through dlopen: see ring_webp.h for why.
#include "ring_webp.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/decode.h>
#include <webp/encode.h>
#include <webp/mux.h>

#include "ring_loader.h"

// The functions used, each with libwebp's own declared type.
#define RING_WEBP_FUNCTIONS(X) \
  X(WebPConfigInitInternal) \
  X(WebPConfigLosslessPreset) \
  X(WebPValidateConfig) \
  X(WebPPictureInitInternal) \
  X(WebPPictureImportRGBA) \
  X(WebPPictureFree) \
  X(WebPMemoryWriterInit) \
  X(WebPMemoryWriterClear) \
  X(WebPMemoryWrite) \
  X(WebPEncode) \
  X(WebPFree) \
  X(WebPGetFeaturesInternal) \
  X(WebPDecodeRGBAInto)

#define RING_WEBPMUX_FUNCTIONS(X) \
  X(WebPMuxCreateInternal) \
  X(WebPMuxSetChunk) \
  X(WebPMuxAssemble) \
  X(WebPMuxDelete) \
  X(WebPAnimEncoderOptionsInitInternal) \
  X(WebPAnimEncoderNewInternal) \
  X(WebPAnimEncoderAdd) \
  X(WebPAnimEncoderAssemble) \
  X(WebPAnimEncoderGetError) \
  X(WebPAnimEncoderDelete)

#define RING_WEBP_POINTER(name) __typeof__(name) *name;
static struct {
  RING_WEBP_FUNCTIONS(RING_WEBP_POINTER)
  RING_WEBPMUX_FUNCTIONS(RING_WEBP_POINTER)
} webp;
#undef RING_WEBP_POINTER

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {.soname = "libwebp.so.7", .package = "libwebp7"};
static ring_library mux_library = {.soname = "libwebpmux.so.3", .package = "libwebpmux3"};
static const char *problem;

static void load(void) {
  if (ring_library_open(&library) != 0) {
    problem = library.problem;
    return;
  }
  if (ring_library_open(&mux_library) != 0) {
    problem = mux_library.problem;
    return;
  }
#define RING_WEBP_RESOLVE(name) *(void **)&webp.name = ring_library_symbol(&library, #name);
#define RING_WEBPMUX_RESOLVE(name) *(void **)&webp.name = ring_library_symbol(&mux_library, #name);
  RING_WEBP_FUNCTIONS(RING_WEBP_RESOLVE)
  RING_WEBPMUX_FUNCTIONS(RING_WEBPMUX_RESOLVE)
#undef RING_WEBP_RESOLVE
#undef RING_WEBPMUX_RESOLVE
  problem = library.problem != NULL ? library.problem : mux_library.problem;
}

const char *ring_webp_load(void) {
  pthread_once(&load_once, load);
  return problem;
}

static int fail(char *message, size_t message_size, const char *text) {
  snprintf(message, message_size, "%s", text);
  return -1;
}

static const char *encoding_error(int code) {
  switch (code) {
    case VP8_ENC_ERROR_OUT_OF_MEMORY:
    case VP8_ENC_ERROR_BITSTREAM_OUT_OF_MEMORY: return "out of memory";
    case VP8_ENC_ERROR_BAD_DIMENSION: return "the picture's size is out of WebP's range (16383 px a side)";
    case VP8_ENC_ERROR_PARTITION0_OVERFLOW:
    case VP8_ENC_ERROR_PARTITION_OVERFLOW:
    case VP8_ENC_ERROR_FILE_TOO_BIG: return "the file would be over WebP's 4 GiB";
    case VP8_ENC_ERROR_BAD_WRITE: return "the encoder could not write its output";
    default: return "libwebp failed to encode the picture";
  }
}

// Lossless at `level`, exact under transparency, on one thread (frames run in parallel).
static int lossless_config(WebPConfig *config, int level, char *message, size_t message_size) {
  if (!webp.WebPConfigInitInternal(config, WEBP_PRESET_DEFAULT, 75.f, WEBP_ENCODER_ABI_VERSION) ||
      !webp.WebPConfigLosslessPreset(config, level)) {
    return fail(message, message_size, "libwebp refused its configuration (version mismatch)");
  }
  config->exact = 1;
  if (!webp.WebPValidateConfig(config)) return fail(message, message_size, "libwebp refused its configuration");
  return 0;
}

static int import_picture(WebPPicture *picture, const uint8_t *rgba, int width, int height, int stride,
                          char *message, size_t message_size) {
  if (!webp.WebPPictureInitInternal(picture, WEBP_ENCODER_ABI_VERSION)) {
    return fail(message, message_size, "libwebp refused its picture (version mismatch)");
  }
  picture->use_argb = 1;
  picture->width = width;
  picture->height = height;
  if (!webp.WebPPictureImportRGBA(picture, rgba, stride)) {
    webp.WebPPictureFree(picture);
    return fail(message, message_size, "libwebp could not take the pixels (out of memory)");
  }
  return 0;
}

// `data` with `xmp` added as its XMP chunk, in a new buffer of libwebp's; `data` is kept.
static int add_xmp(const uint8_t *bytes, size_t size, const char *xmp, size_t xmp_size, ring_webp_buffer *out,
                   char *message, size_t message_size) {
  WebPData image = {bytes, size};
  WebPMux *mux = webp.WebPMuxCreateInternal(&image, 1, WEBP_MUX_ABI_VERSION);
  if (mux == NULL) return fail(message, message_size, "libwebpmux could not read the encoded image");
  WebPData metadata = {(const uint8_t *)xmp, xmp_size};
  WebPData assembled = {NULL, 0};
  WebPMuxError status = webp.WebPMuxSetChunk(mux, "XMP ", &metadata, 1);
  if (status == WEBP_MUX_OK) status = webp.WebPMuxAssemble(mux, &assembled);
  webp.WebPMuxDelete(mux);
  if (status != WEBP_MUX_OK) {
    webp.WebPFree((void *)assembled.bytes);
    return fail(message, message_size, "libwebpmux could not add the XMP metadata");
  }
  out->bytes = (uint8_t *)assembled.bytes;
  out->size = assembled.size;
  return 0;
}

int ring_webp_encode(const uint8_t *rgba, int width, int height, int stride, int level, const char *xmp,
                     size_t xmp_size, ring_webp_buffer *out, char *message, size_t message_size) {
  out->bytes = NULL;
  out->size = 0;
  WebPConfig config;
  if (lossless_config(&config, level, message, message_size) != 0) return -1;
  WebPPicture picture;
  if (import_picture(&picture, rgba, width, height, stride, message, message_size) != 0) return -1;
  WebPMemoryWriter writer;
  webp.WebPMemoryWriterInit(&writer);
  picture.writer = webp.WebPMemoryWrite;
  picture.custom_ptr = &writer;
  int encoded = webp.WebPEncode(&config, &picture);
  int code = picture.error_code;
  webp.WebPPictureFree(&picture);
  if (!encoded) {
    webp.WebPMemoryWriterClear(&writer);
    return fail(message, message_size, encoding_error(code));
  }
  if (xmp == NULL) {
    out->bytes = writer.mem;  // allocated by libwebp: ring_webp_buffer_free releases it with WebPFree
    out->size = writer.size;
    return 0;
  }
  int status = add_xmp(writer.mem, writer.size, xmp, xmp_size, out, message, message_size);
  webp.WebPMemoryWriterClear(&writer);
  return status;
}

struct ring_webp_animation {
  WebPAnimEncoder *encoder;
  int width;
  int height;
};

ring_webp_animation *ring_webp_animation_new(int width, int height, int loop_count, char *message,
                                             size_t message_size) {
  WebPAnimEncoderOptions options;
  if (!webp.WebPAnimEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION)) {
    fail(message, message_size, "libwebpmux refused its options (version mismatch)");
    return NULL;
  }
  options.anim_params.loop_count = loop_count;
  options.anim_params.bgcolor = 0;  // transparent, as the canvas under the ring is
  options.allow_mixed = 0;          // every frame lossless
  ring_webp_animation *animation = calloc(1, sizeof *animation);
  if (animation == NULL) {
    fail(message, message_size, "out of memory");
    return NULL;
  }
  animation->encoder = webp.WebPAnimEncoderNewInternal(width, height, &options, WEBP_MUX_ABI_VERSION);
  if (animation->encoder == NULL) {
    free(animation);
    fail(message, message_size, "libwebpmux could not start an animation of this size");
    return NULL;
  }
  animation->width = width;
  animation->height = height;
  return animation;
}

int ring_webp_animation_add(ring_webp_animation *animation, const uint8_t *rgba, int stride, int timestamp_ms,
                            int level, char *message, size_t message_size) {
  WebPConfig config;
  if (lossless_config(&config, level, message, message_size) != 0) return -1;
  WebPPicture picture;
  if (import_picture(&picture, rgba, animation->width, animation->height, stride, message, message_size) != 0) {
    return -1;
  }
  int added = webp.WebPAnimEncoderAdd(animation->encoder, &picture, timestamp_ms, &config);
  webp.WebPPictureFree(&picture);
  if (!added) return fail(message, message_size, webp.WebPAnimEncoderGetError(animation->encoder));
  return 0;
}

int ring_webp_animation_finish(ring_webp_animation *animation, int end_ms, const char *xmp, size_t xmp_size,
                               ring_webp_buffer *out, char *message, size_t message_size) {
  out->bytes = NULL;
  out->size = 0;
  WebPData assembled = {NULL, 0};
  if (!webp.WebPAnimEncoderAdd(animation->encoder, NULL, end_ms, NULL) ||
      !webp.WebPAnimEncoderAssemble(animation->encoder, &assembled)) {
    webp.WebPFree((void *)assembled.bytes);
    return fail(message, message_size, webp.WebPAnimEncoderGetError(animation->encoder));
  }
  if (xmp == NULL) {
    out->bytes = (uint8_t *)assembled.bytes;
    out->size = assembled.size;
    return 0;
  }
  int status = add_xmp(assembled.bytes, assembled.size, xmp, xmp_size, out, message, message_size);
  webp.WebPFree((void *)assembled.bytes);
  return status;
}

void ring_webp_animation_free(ring_webp_animation *animation) {
  if (animation == NULL) return;
  webp.WebPAnimEncoderDelete(animation->encoder);
  free(animation);
}

void ring_webp_buffer_free(ring_webp_buffer *buffer) {
  if (buffer->bytes != NULL) webp.WebPFree(buffer->bytes);
  buffer->bytes = NULL;
  buffer->size = 0;
}

static const char *status_reason(VP8StatusCode status) {
  switch (status) {
    case VP8_STATUS_NOT_ENOUGH_DATA: return "the file is truncated";
    case VP8_STATUS_BITSTREAM_ERROR: return "the bitstream is corrupt";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "it uses a feature libwebp does not decode";
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    default: return "libwebp cannot read it";
  }
}

int ring_webp_size(const uint8_t *bytes, size_t count, int *width, int *height, char *message, size_t message_size) {
  WebPBitstreamFeatures features;
  VP8StatusCode status = webp.WebPGetFeaturesInternal(bytes, count, &features, WEBP_DECODER_ABI_VERSION);
  if (status != VP8_STATUS_OK) return fail(message, message_size, status_reason(status));
  // Its first frame alone would hide a change in the others; a canvas of every frame is not one image.
  if (features.has_animation) {
    return fail(message, message_size, "an animated WebP (compare reads still images: compare its frames one by one)");
  }
  *width = features.width;
  *height = features.height;
  return 0;
}

int ring_webp_decode(const uint8_t *bytes, size_t count, uint8_t *pixels, int width, int height, char *message,
                     size_t message_size) {
  size_t size = (size_t)width * (size_t)height * 4;
  if (webp.WebPDecodeRGBAInto(bytes, count, pixels, size, width * 4) == NULL) {
    // WebPDecodeRGBAInto gives no reason; the features call tells a truncated file apart.
    WebPBitstreamFeatures features;
    VP8StatusCode status = webp.WebPGetFeaturesInternal(bytes, count, &features, WEBP_DECODER_ABI_VERSION);
    return fail(message, message_size, status == VP8_STATUS_OK ? "the file is truncated or corrupt" : status_reason(status));
  }
  return 0;
}
