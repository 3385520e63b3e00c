// libchafa through dlopen: see ring_chafa.h for why.
#include "ring_chafa.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#include "ring_chafa_abi.h"

// libchafa's soname (libchafa0 in Debian); dlsym on its handle also finds GLib's g_string_free.
#define RING_CHAFA_SONAME "libchafa.so.0"

#define RING_CHAFA_POINTER(result, name, parameters, arguments) result(*name) parameters;
static struct {
  RING_CHAFA_FUNCTIONS(RING_CHAFA_POINTER)
} chafa;
#undef RING_CHAFA_POINTER

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_problem;
static char load_message[512];

static void *symbol(void *library, const char *name) {
  void *address = dlsym(library, name);
  if (address == NULL && load_problem == NULL) {
    snprintf(load_message, sizeof load_message, "%s has no %s (libchafa 1.8 or later is needed)", RING_CHAFA_SONAME,
             name);
    load_problem = load_message;
  }
  return address;
}

static void load(void) {
  // Never closed: chafa's term database and GLib's state live until the process ends.
  void *library = dlopen(RING_CHAFA_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *reason = dlerror();
    snprintf(load_message, sizeof load_message, "cannot load %s (install libchafa0): %s", RING_CHAFA_SONAME,
             reason != NULL ? reason : "unknown error");
    load_problem = load_message;
    return;
  }
#define RING_CHAFA_RESOLVE(result, name, parameters, arguments) *(void **)&chafa.name = symbol(library, #name);
  RING_CHAFA_FUNCTIONS(RING_CHAFA_RESOLVE)
#undef RING_CHAFA_RESOLVE
}

const char *ring_chafa_load(void) {
  pthread_once(&load_once, load);
  return load_problem;
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
