// libchafa through dlopen: see ring_chafa.h for why.
#include "ring_chafa.h"

#include <pthread.h>

#include "ring_chafa_abi.h"
#include "ring_loader.h"

// libchafa's soname (libchafa0 in Debian); dlsym on its handle also finds GLib's g_string_free.
#define RING_CHAFA_SONAME "libchafa.so.0"

#define RING_CHAFA_POINTER(result, name, parameters, arguments) result(*name) parameters;
static struct {
  RING_CHAFA_FUNCTIONS(RING_CHAFA_POINTER)
} chafa;
#undef RING_CHAFA_POINTER

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {
  .soname = RING_CHAFA_SONAME, .package = "libchafa0", .requirement = "libchafa 1.8 or later is needed"};

static void load(void) {
  if (ring_library_open(&library) != 0) return;
#define RING_CHAFA_RESOLVE(result, name, parameters, arguments) \
  *(void **)&chafa.name = ring_library_symbol(&library, #name);
  RING_CHAFA_FUNCTIONS(RING_CHAFA_RESOLVE)
#undef RING_CHAFA_RESOLVE
}

const char *ring_chafa_load(void) {
  pthread_once(&load_once, load);
  return library.problem;
}

#define RING_CHAFA_FORWARD(result, name, parameters, arguments) \
  result ring_##name parameters { return chafa.name arguments; }
RING_CHAFA_FUNCTIONS(RING_CHAFA_FORWARD)
#undef RING_CHAFA_FORWARD

const char *ring_chafa_string_bytes(const GString *string, size_t *length) {
  const struct ring_g_string *fields = (const struct ring_g_string *)string;
  *length = fields->len;
  return fields->str;
}
