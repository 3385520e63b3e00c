// Pango through dlopen: see ring_pango.h for why.
#include "ring_pango.h"
#include "ring_pango_abi.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

#include "ring_loader.h"

// pangocairo's soname; dlsym on its handle also finds Pango's and GObject's functions, which it
// depends on.
#define RING_PANGO_SONAME "libpangocairo-1.0.so.0"

#define RING_PANGO_POINTER(result, name, parameters, arguments) result(*name) parameters;
static struct {
  RING_PANGO_FUNCTIONS(RING_PANGO_POINTER)
} pango;
#undef RING_PANGO_POINTER

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static ring_library library = {
  .soname = RING_PANGO_SONAME, .package = "libpangocairo-1.0-0", .requirement = "Pango 1.50 or later is needed"};

static void load(void) {
  if (ring_library_open(&library) != 0) return;
#define RING_PANGO_RESOLVE(result, name, parameters, arguments) \
  *(void **)&pango.name = ring_library_symbol(&library, #name);
  RING_PANGO_FUNCTIONS(RING_PANGO_RESOLVE)
#undef RING_PANGO_RESOLVE
}

const char *ring_pango_load(void) {
  pthread_once(&load_once, load);
  return library.problem;
}

static void *load_on_thread(void *unused) {
  (void)unused;
  ring_pango_load();
  return NULL;
}

void ring_pango_load_in_background(void) {
  // One thread per process at most; once loading has started, ring_pango_load waits for it.
  static atomic_bool started;
  if (atomic_exchange(&started, true)) return;
  pthread_t thread;
  if (pthread_create(&thread, NULL, load_on_thread, NULL) == 0) {
    pthread_detach(thread);
  }
  // Without a thread, the first ring_pango_load loads Pango itself.
}

#define RING_PANGO_FORWARD(result, name, parameters, arguments) \
  result ring_##name parameters { return pango.name arguments; }
RING_PANGO_FUNCTIONS(RING_PANGO_FORWARD)
#undef RING_PANGO_FORWARD

void ring_pango_attribute_set_range(PangoAttribute *attribute, unsigned int start, unsigned int end) {
  struct ring_pango_attribute *fields = (struct ring_pango_attribute *)attribute;
  fields->start_index = start;
  fields->end_index = end;
}

// A run always has its item and glyphs in Pango 1.50; the checks keep a broken run from crashing.
static const struct ring_pango_glyph_item *fields(const PangoLayoutRun *run) {
  const struct ring_pango_glyph_item *item = (const struct ring_pango_glyph_item *)run;
  return item != NULL && item->item != NULL && item->glyphs != NULL ? item : NULL;
}

int ring_pango_run_offset(const PangoLayoutRun *run) { return fields(run) ? fields(run)->item->offset : 0; }

int ring_pango_run_length(const PangoLayoutRun *run) { return fields(run) ? fields(run)->item->length : 0; }

int ring_pango_run_is_ellipsis(const PangoLayoutRun *run) {
  return fields(run) ? (fields(run)->item->analysis.flags & RING_PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 : 0;
}

PangoFont *ring_pango_run_font(const PangoLayoutRun *run) {
  return fields(run) ? fields(run)->item->analysis.font : NULL;
}

int ring_pango_run_glyph_count(const PangoLayoutRun *run) {
  return fields(run) ? fields(run)->glyphs->num_glyphs : 0;
}

uint32_t ring_pango_run_glyph(const PangoLayoutRun *run, int index) {
  if (!fields(run) || index < 0 || index >= fields(run)->glyphs->num_glyphs) return 0;
  return fields(run)->glyphs->glyphs[index].glyph;
}
