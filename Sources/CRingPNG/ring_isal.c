// See ring_isal.h.
#include "ring_isal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "ring_loader.h"

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {.soname = "libisal.so.2", .package = "libisal2"};
static ring_isal_functions functions;
static const char *load_problem;

static void load(void) {
  if (ring_library_open(&library) != 0) {
    load_problem = library.problem;
    return;
  }
#define RING_ISAL_RESOLVE(name) *(void **)&functions.name = ring_library_symbol(&library, #name);
  RING_ISAL_FUNCTIONS(RING_ISAL_RESOLVE)
#undef RING_ISAL_RESOLVE
  load_problem = library.problem;
}

const ring_isal_functions *ring_isal(const char **problem) {
  pthread_once(&load_once, load);
  if (problem != NULL) *problem = load_problem;
  return load_problem == NULL ? &functions : NULL;
}

// The largest level buffer the levels need (level 3's default, which holds level 1's and 2's).
enum { level_buffer_bytes = ISAL_DEF_LVL3_DEFAULT };

typedef struct {
  struct isal_zstream stream;
  uint8_t level_buffer[level_buffer_bytes];
} thread_stream;

static pthread_once_t key_once = PTHREAD_ONCE_INIT;
static pthread_key_t stream_key;

static void make_key(void) { pthread_key_create(&stream_key, free); }

struct isal_zstream *ring_isal_stream(uint32_t level) {
  pthread_once(&key_once, make_key);
  thread_stream *own = pthread_getspecific(stream_key);
  if (own == NULL) {
    own = malloc(sizeof *own);
    if (own == NULL || pthread_setspecific(stream_key, own) != 0) {
      free(own);
      return NULL;
    }
  }
  functions.isal_deflate_init(&own->stream);
  own->stream.level = level;
  own->stream.level_buf = level == 0 ? NULL : own->level_buffer;
  own->stream.level_buf_size = level == 0 ? 0 : level_buffer_bytes;
  return &own->stream;
}
