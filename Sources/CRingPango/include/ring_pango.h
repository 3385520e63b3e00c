// Pango and pangocairo for RingCairo, loaded with dlopen the first time a ring draws text.
//
// Linking them would load Pango, HarfBuzz, GLib, GObject, GIO and a dozen more shared objects
// (about twenty, several bound eagerly) into every ringgen process, including those that never
// draw text: `compare`, `--version`, `help`, rings without a label. Loading them costs about as
// much as everything else such a process does.
//
// No Pango or GLib header is included: a C target cannot get their include paths without
// linking the libraries. The few types used are declared here with Pango's own struct tags, the
// functions with Pango's prototypes, and the struct fields read through accessors. The test
// target CRingABICheck includes Pango's real headers and checks, when it compiles, that every
// prototype, constant and mirrored layout below is Pango's.
#ifndef RING_PANGO_H
#define RING_PANGO_H

#include <stdint.h>

typedef struct _cairo cairo_t;
typedef struct _cairo_font_options cairo_font_options_t;

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoGlyphItem PangoGlyphItem;
typedef PangoGlyphItem PangoLayoutRun;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttribute PangoAttribute;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFont PangoFont;

/// PangoRectangle, in Pango units (1/1024 of a point here).
typedef struct {
  int x;
  int y;
  int width;
  int height;
} RingPangoRectangle;

/// Pango units per point (PANGO_SCALE).
#define RING_PANGO_SCALE 1024
/// The PangoStyle values.
#define RING_PANGO_STYLE_NORMAL 0u
#define RING_PANGO_STYLE_OBLIQUE 1u
#define RING_PANGO_STYLE_ITALIC 2u
/// PangoStretch: ULTRA_CONDENSED is 0, NORMAL 4, ULTRA_EXPANDED 8, in steps of one.
#define RING_PANGO_STRETCH_ULTRA_CONDENSED 0u
#define RING_PANGO_STRETCH_NORMAL 4u
#define RING_PANGO_STRETCH_ULTRA_EXPANDED 8u
/// PANGO_DIRECTION_RTL, a PangoDirection.
#define RING_PANGO_DIRECTION_RTL 1u
/// PANGO_ELLIPSIZE_END: omit characters at the end of the text.
#define RING_PANGO_ELLIPSIZE_END 3u

// Each function: return type, Pango's name, parameters, and the arguments that forward them.
// Enumerations (PangoWeight, PangoStyle, PangoStretch, PangoDirection) are unsigned int, their
// underlying type; gboolean is int.
#define RING_PANGO_FUNCTIONS(X) \
  X(PangoContext *, pango_cairo_create_context, (cairo_t *cr), (cr)) \
  X(void, pango_cairo_context_set_resolution, (PangoContext *context, double dpi), (context, dpi)) \
  X(void, pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), \
    (context, options)) \
  X(void, pango_context_set_round_glyph_positions, (PangoContext *context, int round_positions), \
    (context, round_positions)) \
  X(void, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
  X(PangoLayout *, pango_layout_new, (PangoContext *context), (context)) \
  X(void, pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
  X(void, pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs)) \
  X(void, pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
  X(void, pango_layout_set_ellipsize, (PangoLayout *layout, unsigned int ellipsize), (layout, ellipsize)) \
  X(void, pango_layout_get_extents, (PangoLayout *layout, RingPangoRectangle *ink, RingPangoRectangle *logical), \
    (layout, ink, logical)) \
  X(int, pango_layout_get_baseline, (PangoLayout *layout), (layout)) \
  X(PangoLayoutLine *, pango_layout_get_line_readonly, (PangoLayout *layout, int line), (layout, line)) \
  X(unsigned int, pango_layout_line_get_resolved_direction, (PangoLayoutLine *line), (line)) \
  X(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout)) \
  X(void, pango_layout_iter_free, (PangoLayoutIter *iter), (iter)) \
  X(PangoLayoutRun *, pango_layout_iter_get_run_readonly, (PangoLayoutIter *iter), (iter)) \
  X(int, pango_layout_iter_next_run, (PangoLayoutIter *iter), (iter)) \
  X(PangoAttrList *, pango_attr_list_new, (void), ()) \
  X(void, pango_attr_list_unref, (PangoAttrList *list), (list)) \
  X(void, pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr)) \
  X(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *desc), (desc)) \
  X(PangoFontDescription *, pango_font_description_new, (void), ()) \
  X(void, pango_font_description_free, (PangoFontDescription *desc), (desc)) \
  X(void, pango_font_description_set_family, (PangoFontDescription *desc, const char *family), (desc, family)) \
  X(void, pango_font_description_set_weight, (PangoFontDescription *desc, unsigned int weight), (desc, weight)) \
  X(void, pango_font_description_set_style, (PangoFontDescription *desc, unsigned int style), (desc, style)) \
  X(void, pango_font_description_set_stretch, (PangoFontDescription *desc, unsigned int stretch), \
    (desc, stretch)) \
  X(void, pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size)) \
  X(const char *, pango_font_description_get_family, (const PangoFontDescription *desc), (desc)) \
  X(PangoFontDescription *, pango_font_describe, (PangoFont *font), (font)) \
  X(void, g_object_unref, (void *object), (object))

/// Loads Pango (once per process; later calls return the first answer, and a call made while
/// another thread loads waits for it). Returns NULL when every function below is ready, or a
/// message saying why not. Call it, and check it, before any other.
const char *ring_pango_load(void);

/// Starts ring_pango_load on a thread of its own and returns at once, so that the loading
/// overlaps whatever the caller does before it needs text (the first call only; later calls
/// do nothing). ring_pango_load still has to be called, and waits for that thread.
void ring_pango_load_in_background(void);

// Pango's functions of the same name, with the `ring_` prefix.
#define RING_PANGO_DECLARE(result, name, parameters, arguments) result ring_##name parameters;
RING_PANGO_FUNCTIONS(RING_PANGO_DECLARE)
#undef RING_PANGO_DECLARE

/// sets the byte range [start, end) of the text that `attribute` applies to.
void ring_pango_attribute_set_range(PangoAttribute *attribute, unsigned int start, unsigned int end);
/// The byte offset in the layout's text where `run` starts.
int ring_pango_run_offset(const PangoLayoutRun *run);
/// The font Pango chose for `run`, or NULL.
PangoFont *ring_pango_run_font(const PangoLayoutRun *run);
/// The length in bytes of the text `run` stands for (for the ellipsis, the text it replaces).
int ring_pango_run_length(const PangoLayoutRun *run);
/// Whether `run` is the ellipsis that stands for the text ellipsization left out.
int ring_pango_run_is_ellipsis(const PangoLayoutRun *run);
/// The number of glyphs in `run`.
int ring_pango_run_glyph_count(const PangoLayoutRun *run);
/// The glyph id at `index` (0 ..< ring_pango_run_glyph_count) in `run`; PANGO_GLYPH_UNKNOWN_FLAG
/// (0x10000000) over a code point marks a character no font has.
uint32_t ring_pango_run_glyph(const PangoLayoutRun *run, int index);

#endif
