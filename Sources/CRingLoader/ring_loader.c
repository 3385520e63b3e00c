// See ring_loader.h.
#include "ring_loader.h"

#include <dlfcn.h>
#include <stdio.h>

int ring_library_open(ring_library *library) {
  library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
  if (library->handle != NULL) return 0;
  const char *reason = dlerror();
  snprintf(library->message, sizeof library->message, "cannot load %s (install %s): %s", library->soname,
           library->package, reason != NULL ? reason : "unknown error");
  library->problem = library->message;
  return -1;
}

void *ring_library_symbol(ring_library *library, const char *name) {
  void *address = library->handle != NULL ? dlsym(library->handle, name) : NULL;
  if (address == NULL && library->problem == NULL) {
    if (library->requirement != NULL) {
      snprintf(library->message, sizeof library->message, "%s has no %s (%s)", library->soname, name,
               library->requirement);
    } else {
      snprintf(library->message, sizeof library->message, "%s has no %s", library->soname, name);
    }
    library->problem = library->message;
  }
  return address;
}
