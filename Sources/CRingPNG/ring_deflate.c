// See ring_deflate.h.
#include "ring_deflate.h"

#include <pthread.h>
#include <stddef.h>

#include "ring_loader.h"

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {.soname = "libdeflate.so.0", .package = "libdeflate0"};
static ring_deflate_functions functions;
static const char *load_problem;

static void load(void) {
  if (ring_library_open(&library) != 0) {
    load_problem = library.problem;
    return;
  }
#define RING_DEFLATE_RESOLVE(name) *(void **)&functions.name = ring_library_symbol(&library, #name);
  RING_DEFLATE_FUNCTIONS(RING_DEFLATE_RESOLVE)
#undef RING_DEFLATE_RESOLVE
  load_problem = library.problem;
}

const ring_deflate_functions *ring_deflate(const char **problem) {
  pthread_once(&load_once, load);
  if (problem != NULL) *problem = load_problem;
  return load_problem == NULL ? &functions : NULL;
}
