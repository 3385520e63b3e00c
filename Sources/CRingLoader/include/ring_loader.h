// A shared library that ringgen loads with dlopen the first time a command needs it, rather
// than linking it (Pango, libchafa, libmicrohttpd: see ring_pango.h, ring_chafa.h, ring_mhd.h),
// and the message a user gets when it cannot be loaded.
#ifndef RING_LOADER_H
#define RING_LOADER_H

typedef struct {
  /// The soname to open, e.g. "libpangocairo-1.0.so.0".
  const char *soname;
  /// The Debian package that provides it, named in the message when it is missing.
  const char *package;
  /// What a missing function means, e.g. "Pango 1.50 or later is needed"; NULL for nothing.
  const char *requirement;
  /// NULL while every step succeeded; otherwise the first problem, in `message`.
  const char *problem;
  char message[512];
  void *handle;
} ring_library;

/// Opens the library (RTLD_NOW | RTLD_LOCAL; never closed, as its state lives until the
/// process ends). Returns 0, or -1 with `problem` set.
int ring_library_open(ring_library *library);

/// The address of the function `name` in the opened library or a library it depends on; NULL,
/// with `problem` set if it was not yet, when there is none.
void *ring_library_symbol(ring_library *library, const char *name);

#endif
