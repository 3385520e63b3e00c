// libturbojpeg through dlopen: see ring_jpeg.h for why.
#include "ring_jpeg.h"

#include <pthread.h>
#include <stdio.h>

#include "ring_loader.h"

#define RING_JPEG_POINTER(result, name, parameters, arguments) result(*name) parameters;
static struct {
  RING_JPEG_FUNCTIONS(RING_JPEG_POINTER)
} tj;
#undef RING_JPEG_POINTER

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {
  .soname = "libturbojpeg.so.0", .package = "libturbojpeg0", .requirement = "libjpeg-turbo 2.0 or later is needed"};

static void load(void) {
  if (ring_library_open(&library) != 0) return;
#define RING_JPEG_RESOLVE(result, name, parameters, arguments) \
  *(void **)&tj.name = ring_library_symbol(&library, #name);
  RING_JPEG_FUNCTIONS(RING_JPEG_RESOLVE)
#undef RING_JPEG_RESOLVE
}

const char *ring_jpeg_load(void) {
  pthread_once(&load_once, load);
  return library.problem;
}

#define RING_JPEG_FORWARD(result, name, parameters, arguments) \
  result ring_##name parameters { return tj.name arguments; }
RING_JPEG_FUNCTIONS(RING_JPEG_FORWARD)
#undef RING_JPEG_FORWARD

// One handle per call: a handle is not safe to share between threads, and compare decodes on
// every core.
static int finish(void *handle, int status, char *message, size_t capacity) {
  if (status != 0) snprintf(message, capacity, "%s", tj.tjGetErrorStr2(handle));
  tj.tjDestroy(handle);
  return status == 0 ? 0 : -1;
}

int ring_jpeg_size(const unsigned char *bytes, size_t count, int *width, int *height, char *message, size_t capacity) {
  const char *problem = ring_jpeg_load();
  if (problem) {
    snprintf(message, capacity, "%s", problem);
    return -1;
  }
  void *handle = tj.tjInitDecompress();
  if (!handle) {
    snprintf(message, capacity, "cannot start a JPEG decoder");
    return -1;
  }
  int subsampling = 0, colorspace = 0;
  int status = tj.tjDecompressHeader3(handle, bytes, (unsigned long)count, width, height, &subsampling, &colorspace);
  return finish(handle, status, message, capacity);
}

int ring_jpeg_decode(
  const unsigned char *bytes, size_t count, unsigned char *pixels, int width, int height, char *message,
  size_t capacity) {
  const char *problem = ring_jpeg_load();
  if (problem) {
    snprintf(message, capacity, "%s", problem);
    return -1;
  }
  void *handle = tj.tjInitDecompress();
  if (!handle) {
    snprintf(message, capacity, "cannot start a JPEG decoder");
    return -1;
  }
  int status = tj.tjDecompress2(
    handle, bytes, (unsigned long)count, pixels, width, width * 4, height, RING_TJPF_RGBA, RING_TJFLAG_STOPONWARNING);
  return finish(handle, status, message, capacity);
}
